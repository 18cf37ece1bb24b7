module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: memref<64xvector<2xf32>, strided<[1]>, 1>, %arg1: memref<64xvector<2xf64>, strided<[1]>, 1>, %arg2: memref<64xf32, strided<[1]>, 1>, %arg3: memref<64xf64, strided<[1]>, 1>, %arg4: memref<1xf32, strided<[1]>, 1>, %arg5: memref<9xf32, strided<[1]>, 1>, %arg6: memref<9xf64, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<64xvector<2xf32>, strided<[1]>, 1> -> memref<vector<2xf32>, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<64xvector<2xf32>, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<64xvector<2xf64>, strided<[1]>, 1> -> memref<vector<2xf64>, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<64xvector<2xf64>, strided<[1]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg2 : memref<64xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<64xf32, strided<[1]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg3 : memref<64xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<64xf64, strided<[1]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %arg4 : memref<1xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<1xf32, strided<[1]>, 1> -> index
      %8 = arith.index_cast %intptr_19 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %arg5 : memref<9xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<9xf32, strided<[1]>, 1> -> index
      %10 = arith.index_cast %intptr_24 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27, %strides_28 = memref.extract_strided_metadata %arg6 : memref<9xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<9xf64, strided<[1]>, 1> -> index
      %12 = arith.index_cast %intptr_29 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_30 = memref.alloca() : memref<f32>
      %alloca_31 = memref.alloca() : memref<f64>
      %alloca_32 = memref.alloca() : memref<f64>
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
      %alloca_51 = memref.alloca() : memref<f64>
      %alloca_52 = memref.alloca() : memref<f64>
      %alloca_53 = memref.alloca() : memref<f64>
      %alloca_54 = memref.alloca() : memref<f64>
      %alloca_55 = memref.alloca() : memref<f64>
      %alloca_56 = memref.alloca() : memref<f64>
      %alloca_57 = memref.alloca() : memref<f64>
      %alloca_58 = memref.alloca() : memref<f64>
      %alloca_59 = memref.alloca() : memref<f64>
      %alloca_60 = memref.alloca() : memref<f64>
      %alloca_61 = memref.alloca() : memref<f64>
      %alloca_62 = memref.alloca() : memref<f64>
      %alloca_63 = memref.alloca() : memref<f64>
      %alloca_64 = memref.alloca() : memref<f64>
      %alloca_65 = memref.alloca() : memref<f64>
      %alloca_66 = memref.alloca() : memref<f64>
      %alloca_67 = memref.alloca() : memref<f64>
      %alloca_68 = memref.alloca() : memref<f64>
      %thread_id_x = gpu.thread_id  x
      %14 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg7 = %14 to %c64_i64 step %c32_i64  : i64 {
        %16 = llvm.getelementptr %1[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %17 = llvm.load %16 : !llvm.ptr<1> -> vector<2xf32>
        %c0_i32 = arith.constant 0 : i32
        %18 = llvm.extractelement %17[%c0_i32 : i32] : vector<2xf32>
        %19 = arith.bitcast %18 : f32 to i32
        %c2147483647_i32 = arith.constant 2147483647 : i32
        %20 = arith.andi %19, %c2147483647_i32 : i32
        %21 = arith.bitcast %20 : i32 to f32
        %c1_i32 = arith.constant 1 : i32
        %22 = llvm.extractelement %17[%c1_i32 : i32] : vector<2xf32>
        %23 = arith.bitcast %22 : f32 to i32
        %c2147483647_i32_71 = arith.constant 2147483647 : i32
        %24 = arith.andi %23, %c2147483647_i32_71 : i32
        %25 = arith.bitcast %24 : i32 to f32
        %26 = llvm.intr.maxnum(%21, %25) : (f32, f32) -> f32
        %27 = llvm.intr.minnum(%21, %25) : (f32, f32) -> f32
        %28 = arith.addf %21, %25 : f32
        memref.store %28, %alloca[] : memref<f32>
        %cst = arith.constant 0.000000e+00 : f32
        %29 = arith.cmpf ogt, %26, %cst : f32
        %cst_72 = arith.constant 0x7F800000 : f32
        %30 = arith.cmpf olt, %26, %cst_72 : f32
        %31 = arith.andi %29, %30 : i1
        %32 = arith.cmpf oeq, %28, %28 : f32
        %33 = arith.andi %31, %32 : i1
        scf.if %33 {
          %cst_82 = arith.constant 1.000000e+00 : f32
          memref.store %cst_82, %alloca_30[] : memref<f32>
          %cst_83 = arith.constant 1.1529215E+18 : f32
          %62 = arith.cmpf ogt, %26, %cst_83 : f32
          scf.if %62 {
            %cst_86 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_86, %alloca_30[] : memref<f32>
          }
          %cst_84 = arith.constant 8.67361737E-19 : f32
          %63 = arith.cmpf olt, %26, %cst_84 : f32
          scf.if %63 {
            %cst_86 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_86, %alloca_30[] : memref<f32>
          }
          %64 = memref.load %alloca_30[] : memref<f32>
          %65 = arith.mulf %26, %64 : f32
          %66 = memref.load %alloca_30[] : memref<f32>
          %67 = arith.mulf %27, %66 : f32
          %68 = arith.mulf %67, %67 : f32
          %69 = llvm.intr.fma(%65, %65, %68) : (f32, f32, f32) -> f32
          %70 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%69) : (f32) -> f32
          %71 = arith.mulf %70, %70 : f32
          %72 = arith.negf %71 : f32
          %73 = llvm.intr.fma(%70, %70, %72) : (f32, f32, f32) -> f32
          %74 = arith.mulf %65, %65 : f32
          %75 = arith.negf %74 : f32
          %76 = llvm.intr.fma(%65, %65, %75) : (f32, f32, f32) -> f32
          %77 = arith.subf %74, %71 : f32
          %78 = llvm.intr.fma(%67, %67, %77) : (f32, f32, f32) -> f32
          %79 = arith.subf %76, %73 : f32
          %80 = arith.addf %78, %79 : f32
          %cst_85 = arith.constant 2.000000e+00 : f32
          %81 = arith.mulf %cst_85, %70 : f32
          %82 = arith.divf %80, %81 : f32
          %83 = arith.addf %70, %82 : f32
          %84 = memref.load %alloca_30[] : memref<f32>
          %85 = arith.divf %83, %84 : f32
          memref.store %85, %alloca[] : memref<f32>
        }
        %cst_73 = arith.constant 0x7F800000 : f32
        %34 = arith.cmpf oeq, %21, %cst_73 : f32
        %cst_74 = arith.constant 0x7F800000 : f32
        %35 = arith.cmpf oeq, %25, %cst_74 : f32
        %36 = arith.ori %34, %35 : i1
        scf.if %36 {
          %cst_82 = arith.constant 0x7F800000 : f32
          memref.store %cst_82, %alloca[] : memref<f32>
        }
        %37 = memref.load %alloca[] : memref<f32>
        %38 = llvm.getelementptr %5[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %37, %38 : f32, !llvm.ptr<1>
        %39 = llvm.getelementptr %3[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %40 = llvm.load %39 : !llvm.ptr<1> -> vector<2xf64>
        %c0_i32_75 = arith.constant 0 : i32
        %41 = llvm.extractelement %40[%c0_i32_75 : i32] : vector<2xf64>
        %42 = arith.bitcast %41 : f64 to i64
        %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
        %43 = arith.andi %42, %c9223372036854775807_i64 : i64
        %44 = arith.bitcast %43 : i64 to f64
        %c1_i32_76 = arith.constant 1 : i32
        %45 = llvm.extractelement %40[%c1_i32_76 : i32] : vector<2xf64>
        %46 = arith.bitcast %45 : f64 to i64
        %c9223372036854775807_i64_77 = arith.constant 9223372036854775807 : i64
        %47 = arith.andi %46, %c9223372036854775807_i64_77 : i64
        %48 = arith.bitcast %47 : i64 to f64
        %49 = llvm.intr.maxnum(%44, %48) : (f64, f64) -> f64
        %50 = llvm.intr.minnum(%44, %48) : (f64, f64) -> f64
        %51 = arith.addf %44, %48 : f64
        memref.store %51, %alloca_31[] : memref<f64>
        %cst_78 = arith.constant 0.000000e+00 : f64
        %52 = arith.cmpf ogt, %49, %cst_78 : f64
        %cst_79 = arith.constant 0x7FF0000000000000 : f64
        %53 = arith.cmpf olt, %49, %cst_79 : f64
        %54 = arith.andi %52, %53 : i1
        %55 = arith.cmpf oeq, %51, %51 : f64
        %56 = arith.andi %54, %55 : i1
        scf.if %56 {
          %cst_82 = arith.constant 1.000000e+00 : f64
          memref.store %cst_82, %alloca_32[] : memref<f64>
          %cst_83 = arith.constant 3.2733906078961419E+150 : f64
          %62 = arith.cmpf ogt, %49, %cst_83 : f64
          scf.if %62 {
            %cst_86 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_86, %alloca_32[] : memref<f64>
          }
          %cst_84 = arith.constant 3.0549363634996047E-151 : f64
          %63 = arith.cmpf olt, %49, %cst_84 : f64
          scf.if %63 {
            %cst_86 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_86, %alloca_32[] : memref<f64>
          }
          %64 = memref.load %alloca_32[] : memref<f64>
          %65 = arith.mulf %49, %64 : f64
          %66 = memref.load %alloca_32[] : memref<f64>
          %67 = arith.mulf %50, %66 : f64
          %68 = arith.mulf %67, %67 : f64
          %69 = llvm.intr.fma(%65, %65, %68) : (f64, f64, f64) -> f64
          %70 = math.sqrt %69 : f64
          %71 = arith.mulf %70, %70 : f64
          %72 = arith.negf %71 : f64
          %73 = llvm.intr.fma(%70, %70, %72) : (f64, f64, f64) -> f64
          %74 = arith.mulf %65, %65 : f64
          %75 = arith.negf %74 : f64
          %76 = llvm.intr.fma(%65, %65, %75) : (f64, f64, f64) -> f64
          %77 = arith.subf %74, %71 : f64
          %78 = llvm.intr.fma(%67, %67, %77) : (f64, f64, f64) -> f64
          %79 = arith.subf %76, %73 : f64
          %80 = arith.addf %78, %79 : f64
          %cst_85 = arith.constant 2.000000e+00 : f64
          %81 = arith.mulf %cst_85, %70 : f64
          %82 = arith.divf %80, %81 : f64
          %83 = arith.addf %70, %82 : f64
          %84 = memref.load %alloca_32[] : memref<f64>
          %85 = arith.divf %83, %84 : f64
          memref.store %85, %alloca_31[] : memref<f64>
        }
        %cst_80 = arith.constant 0x7FF0000000000000 : f64
        %57 = arith.cmpf oeq, %44, %cst_80 : f64
        %cst_81 = arith.constant 0x7FF0000000000000 : f64
        %58 = arith.cmpf oeq, %48, %cst_81 : f64
        %59 = arith.ori %57, %58 : i1
        scf.if %59 {
          %cst_82 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_82, %alloca_31[] : memref<f64>
        }
        %60 = memref.load %alloca_31[] : memref<f64>
        %61 = llvm.getelementptr %7[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %60, %61 : f64, !llvm.ptr<1>
      }
      %thread_id_x_69 = gpu.thread_id  x
      %15 = arith.index_cast %thread_id_x_69 : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64_70 = arith.constant 32 : i64
      scf.for %arg7 = %15 to %c1_i64 step %c32_i64_70  : i64 {
        %16 = llvm.load %9 : !llvm.ptr<1> -> f32
        %17 = arith.subf %16, %16 : f32
        %cst = arith.constant 0.000000e+00 : f32
        %18 = llvm.mlir.poison : vector<2xf32>
        %c0_i32 = arith.constant 0 : i32
        %19 = llvm.insertelement %17, %18[%c0_i32 : i32] : vector<2xf32>
        %c1_i32 = arith.constant 1 : i32
        %20 = llvm.insertelement %cst, %19[%c1_i32 : i32] : vector<2xf32>
        %21 = arith.extf %16 : f32 to f64
        %22 = arith.subf %21, %21 : f64
        %cst_71 = arith.constant 0.000000e+00 : f64
        %23 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_72 = arith.constant 0 : i32
        %24 = llvm.insertelement %22, %23[%c0_i32_72 : i32] : vector<2xf64>
        %c1_i32_73 = arith.constant 1 : i32
        %25 = llvm.insertelement %cst_71, %24[%c1_i32_73 : i32] : vector<2xf64>
        %cst_74 = arith.constant -3.000000e+00 : f32
        %cst_75 = arith.constant 5.000000e-01 : f32
        %26 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_76 = arith.constant 0 : i32
        %27 = llvm.insertelement %cst_74, %26[%c0_i32_76 : i32] : vector<2xf32>
        %c1_i32_77 = arith.constant 1 : i32
        %28 = llvm.insertelement %cst_75, %27[%c1_i32_77 : i32] : vector<2xf32>
        %29 = arith.addf %20, %28 : vector<2xf32>
        %cst_78 = arith.constant 1.000000e+30 : f32
        %cst_79 = arith.constant 1.000000e+30 : f32
        %30 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_80 = arith.constant 0 : i32
        %31 = llvm.insertelement %cst_78, %30[%c0_i32_80 : i32] : vector<2xf32>
        %c1_i32_81 = arith.constant 1 : i32
        %32 = llvm.insertelement %cst_79, %31[%c1_i32_81 : i32] : vector<2xf32>
        %33 = arith.addf %20, %32 : vector<2xf32>
        %cst_82 = arith.constant 3.000000e+38 : f32
        %cst_83 = arith.constant 3.000000e+38 : f32
        %34 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_84 = arith.constant 0 : i32
        %35 = llvm.insertelement %cst_82, %34[%c0_i32_84 : i32] : vector<2xf32>
        %c1_i32_85 = arith.constant 1 : i32
        %36 = llvm.insertelement %cst_83, %35[%c1_i32_85 : i32] : vector<2xf32>
        %37 = arith.addf %20, %36 : vector<2xf32>
        %cst_86 = arith.constant 9.999940e-41 : f32
        %cst_87 = arith.constant 9.999660e-42 : f32
        %38 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_88 = arith.constant 0 : i32
        %39 = llvm.insertelement %cst_86, %38[%c0_i32_88 : i32] : vector<2xf32>
        %c1_i32_89 = arith.constant 1 : i32
        %40 = llvm.insertelement %cst_87, %39[%c1_i32_89 : i32] : vector<2xf32>
        %41 = arith.addf %20, %40 : vector<2xf32>
        %cst_90 = arith.constant 1.401300e-45 : f32
        %cst_91 = arith.constant 0.000000e+00 : f32
        %42 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_92 = arith.constant 0 : i32
        %43 = llvm.insertelement %cst_90, %42[%c0_i32_92 : i32] : vector<2xf32>
        %c1_i32_93 = arith.constant 1 : i32
        %44 = llvm.insertelement %cst_91, %43[%c1_i32_93 : i32] : vector<2xf32>
        %45 = arith.addf %20, %44 : vector<2xf32>
        %cst_94 = arith.constant 0x7F800000 : f32
        %cst_95 = arith.constant 0x7FC00000 : f32
        %46 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_96 = arith.constant 0 : i32
        %47 = llvm.insertelement %cst_94, %46[%c0_i32_96 : i32] : vector<2xf32>
        %c1_i32_97 = arith.constant 1 : i32
        %48 = llvm.insertelement %cst_95, %47[%c1_i32_97 : i32] : vector<2xf32>
        %49 = arith.addf %20, %48 : vector<2xf32>
        %cst_98 = arith.constant 0x7FC00000 : f32
        %cst_99 = arith.constant 1.000000e+00 : f32
        %50 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_100 = arith.constant 0 : i32
        %51 = llvm.insertelement %cst_98, %50[%c0_i32_100 : i32] : vector<2xf32>
        %c1_i32_101 = arith.constant 1 : i32
        %52 = llvm.insertelement %cst_99, %51[%c1_i32_101 : i32] : vector<2xf32>
        %53 = arith.addf %20, %52 : vector<2xf32>
        %cst_102 = arith.constant 0.000000e+00 : f32
        %cst_103 = arith.constant 0.000000e+00 : f32
        %54 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_104 = arith.constant 0 : i32
        %55 = llvm.insertelement %cst_102, %54[%c0_i32_104 : i32] : vector<2xf32>
        %c1_i32_105 = arith.constant 1 : i32
        %56 = llvm.insertelement %cst_103, %55[%c1_i32_105 : i32] : vector<2xf32>
        %57 = arith.addf %20, %56 : vector<2xf32>
        %cst_106 = arith.constant 2.000000e-20 : f32
        %cst_107 = arith.constant 3.000000e-20 : f32
        %58 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_108 = arith.constant 0 : i32
        %59 = llvm.insertelement %cst_106, %58[%c0_i32_108 : i32] : vector<2xf32>
        %c1_i32_109 = arith.constant 1 : i32
        %60 = llvm.insertelement %cst_107, %59[%c1_i32_109 : i32] : vector<2xf32>
        %61 = arith.addf %20, %60 : vector<2xf32>
        %c0_i32_110 = arith.constant 0 : i32
        %62 = llvm.extractelement %29[%c0_i32_110 : i32] : vector<2xf32>
        %63 = arith.bitcast %62 : f32 to i32
        %c2147483647_i32 = arith.constant 2147483647 : i32
        %64 = arith.andi %63, %c2147483647_i32 : i32
        %65 = arith.bitcast %64 : i32 to f32
        %c1_i32_111 = arith.constant 1 : i32
        %66 = llvm.extractelement %29[%c1_i32_111 : i32] : vector<2xf32>
        %67 = arith.bitcast %66 : f32 to i32
        %c2147483647_i32_112 = arith.constant 2147483647 : i32
        %68 = arith.andi %67, %c2147483647_i32_112 : i32
        %69 = arith.bitcast %68 : i32 to f32
        %70 = llvm.intr.maxnum(%65, %69) : (f32, f32) -> f32
        %71 = llvm.intr.minnum(%65, %69) : (f32, f32) -> f32
        %72 = arith.addf %65, %69 : f32
        memref.store %72, %alloca_33[] : memref<f32>
        %cst_113 = arith.constant 0.000000e+00 : f32
        %73 = arith.cmpf ogt, %70, %cst_113 : f32
        %cst_114 = arith.constant 0x7F800000 : f32
        %74 = arith.cmpf olt, %70, %cst_114 : f32
        %75 = arith.andi %73, %74 : i1
        %76 = arith.cmpf oeq, %72, %72 : f32
        %77 = arith.andi %75, %76 : i1
        scf.if %77 {
          %cst_297 = arith.constant 1.000000e+00 : f32
          memref.store %cst_297, %alloca_34[] : memref<f32>
          %cst_298 = arith.constant 1.1529215E+18 : f32
          %474 = arith.cmpf ogt, %70, %cst_298 : f32
          scf.if %474 {
            %cst_301 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_301, %alloca_34[] : memref<f32>
          }
          %cst_299 = arith.constant 8.67361737E-19 : f32
          %475 = arith.cmpf olt, %70, %cst_299 : f32
          scf.if %475 {
            %cst_301 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_301, %alloca_34[] : memref<f32>
          }
          %476 = memref.load %alloca_34[] : memref<f32>
          %477 = arith.mulf %70, %476 : f32
          %478 = memref.load %alloca_34[] : memref<f32>
          %479 = arith.mulf %71, %478 : f32
          %480 = arith.mulf %479, %479 : f32
          %481 = llvm.intr.fma(%477, %477, %480) : (f32, f32, f32) -> f32
          %482 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%481) : (f32) -> f32
          %483 = arith.mulf %482, %482 : f32
          %484 = arith.negf %483 : f32
          %485 = llvm.intr.fma(%482, %482, %484) : (f32, f32, f32) -> f32
          %486 = arith.mulf %477, %477 : f32
          %487 = arith.negf %486 : f32
          %488 = llvm.intr.fma(%477, %477, %487) : (f32, f32, f32) -> f32
          %489 = arith.subf %486, %483 : f32
          %490 = llvm.intr.fma(%479, %479, %489) : (f32, f32, f32) -> f32
          %491 = arith.subf %488, %485 : f32
          %492 = arith.addf %490, %491 : f32
          %cst_300 = arith.constant 2.000000e+00 : f32
          %493 = arith.mulf %cst_300, %482 : f32
          %494 = arith.divf %492, %493 : f32
          %495 = arith.addf %482, %494 : f32
          %496 = memref.load %alloca_34[] : memref<f32>
          %497 = arith.divf %495, %496 : f32
          memref.store %497, %alloca_33[] : memref<f32>
        }
        %cst_115 = arith.constant 0x7F800000 : f32
        %78 = arith.cmpf oeq, %65, %cst_115 : f32
        %cst_116 = arith.constant 0x7F800000 : f32
        %79 = arith.cmpf oeq, %69, %cst_116 : f32
        %80 = arith.ori %78, %79 : i1
        scf.if %80 {
          %cst_297 = arith.constant 0x7F800000 : f32
          memref.store %cst_297, %alloca_33[] : memref<f32>
        }
        %81 = memref.load %alloca_33[] : memref<f32>
        %c0_i32_117 = arith.constant 0 : i32
        %82 = llvm.extractelement %33[%c0_i32_117 : i32] : vector<2xf32>
        %83 = arith.bitcast %82 : f32 to i32
        %c2147483647_i32_118 = arith.constant 2147483647 : i32
        %84 = arith.andi %83, %c2147483647_i32_118 : i32
        %85 = arith.bitcast %84 : i32 to f32
        %c1_i32_119 = arith.constant 1 : i32
        %86 = llvm.extractelement %33[%c1_i32_119 : i32] : vector<2xf32>
        %87 = arith.bitcast %86 : f32 to i32
        %c2147483647_i32_120 = arith.constant 2147483647 : i32
        %88 = arith.andi %87, %c2147483647_i32_120 : i32
        %89 = arith.bitcast %88 : i32 to f32
        %90 = llvm.intr.maxnum(%85, %89) : (f32, f32) -> f32
        %91 = llvm.intr.minnum(%85, %89) : (f32, f32) -> f32
        %92 = arith.addf %85, %89 : f32
        memref.store %92, %alloca_35[] : memref<f32>
        %cst_121 = arith.constant 0.000000e+00 : f32
        %93 = arith.cmpf ogt, %90, %cst_121 : f32
        %cst_122 = arith.constant 0x7F800000 : f32
        %94 = arith.cmpf olt, %90, %cst_122 : f32
        %95 = arith.andi %93, %94 : i1
        %96 = arith.cmpf oeq, %92, %92 : f32
        %97 = arith.andi %95, %96 : i1
        scf.if %97 {
          %cst_297 = arith.constant 1.000000e+00 : f32
          memref.store %cst_297, %alloca_36[] : memref<f32>
          %cst_298 = arith.constant 1.1529215E+18 : f32
          %474 = arith.cmpf ogt, %90, %cst_298 : f32
          scf.if %474 {
            %cst_301 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_301, %alloca_36[] : memref<f32>
          }
          %cst_299 = arith.constant 8.67361737E-19 : f32
          %475 = arith.cmpf olt, %90, %cst_299 : f32
          scf.if %475 {
            %cst_301 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_301, %alloca_36[] : memref<f32>
          }
          %476 = memref.load %alloca_36[] : memref<f32>
          %477 = arith.mulf %90, %476 : f32
          %478 = memref.load %alloca_36[] : memref<f32>
          %479 = arith.mulf %91, %478 : f32
          %480 = arith.mulf %479, %479 : f32
          %481 = llvm.intr.fma(%477, %477, %480) : (f32, f32, f32) -> f32
          %482 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%481) : (f32) -> f32
          %483 = arith.mulf %482, %482 : f32
          %484 = arith.negf %483 : f32
          %485 = llvm.intr.fma(%482, %482, %484) : (f32, f32, f32) -> f32
          %486 = arith.mulf %477, %477 : f32
          %487 = arith.negf %486 : f32
          %488 = llvm.intr.fma(%477, %477, %487) : (f32, f32, f32) -> f32
          %489 = arith.subf %486, %483 : f32
          %490 = llvm.intr.fma(%479, %479, %489) : (f32, f32, f32) -> f32
          %491 = arith.subf %488, %485 : f32
          %492 = arith.addf %490, %491 : f32
          %cst_300 = arith.constant 2.000000e+00 : f32
          %493 = arith.mulf %cst_300, %482 : f32
          %494 = arith.divf %492, %493 : f32
          %495 = arith.addf %482, %494 : f32
          %496 = memref.load %alloca_36[] : memref<f32>
          %497 = arith.divf %495, %496 : f32
          memref.store %497, %alloca_35[] : memref<f32>
        }
        %cst_123 = arith.constant 0x7F800000 : f32
        %98 = arith.cmpf oeq, %85, %cst_123 : f32
        %cst_124 = arith.constant 0x7F800000 : f32
        %99 = arith.cmpf oeq, %89, %cst_124 : f32
        %100 = arith.ori %98, %99 : i1
        scf.if %100 {
          %cst_297 = arith.constant 0x7F800000 : f32
          memref.store %cst_297, %alloca_35[] : memref<f32>
        }
        %101 = memref.load %alloca_35[] : memref<f32>
        %c0_i32_125 = arith.constant 0 : i32
        %102 = llvm.extractelement %37[%c0_i32_125 : i32] : vector<2xf32>
        %103 = arith.bitcast %102 : f32 to i32
        %c2147483647_i32_126 = arith.constant 2147483647 : i32
        %104 = arith.andi %103, %c2147483647_i32_126 : i32
        %105 = arith.bitcast %104 : i32 to f32
        %c1_i32_127 = arith.constant 1 : i32
        %106 = llvm.extractelement %37[%c1_i32_127 : i32] : vector<2xf32>
        %107 = arith.bitcast %106 : f32 to i32
        %c2147483647_i32_128 = arith.constant 2147483647 : i32
        %108 = arith.andi %107, %c2147483647_i32_128 : i32
        %109 = arith.bitcast %108 : i32 to f32
        %110 = llvm.intr.maxnum(%105, %109) : (f32, f32) -> f32
        %111 = llvm.intr.minnum(%105, %109) : (f32, f32) -> f32
        %112 = arith.addf %105, %109 : f32
        memref.store %112, %alloca_37[] : memref<f32>
        %cst_129 = arith.constant 0.000000e+00 : f32
        %113 = arith.cmpf ogt, %110, %cst_129 : f32
        %cst_130 = arith.constant 0x7F800000 : f32
        %114 = arith.cmpf olt, %110, %cst_130 : f32
        %115 = arith.andi %113, %114 : i1
        %116 = arith.cmpf oeq, %112, %112 : f32
        %117 = arith.andi %115, %116 : i1
        scf.if %117 {
          %cst_297 = arith.constant 1.000000e+00 : f32
          memref.store %cst_297, %alloca_38[] : memref<f32>
          %cst_298 = arith.constant 1.1529215E+18 : f32
          %474 = arith.cmpf ogt, %110, %cst_298 : f32
          scf.if %474 {
            %cst_301 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_301, %alloca_38[] : memref<f32>
          }
          %cst_299 = arith.constant 8.67361737E-19 : f32
          %475 = arith.cmpf olt, %110, %cst_299 : f32
          scf.if %475 {
            %cst_301 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_301, %alloca_38[] : memref<f32>
          }
          %476 = memref.load %alloca_38[] : memref<f32>
          %477 = arith.mulf %110, %476 : f32
          %478 = memref.load %alloca_38[] : memref<f32>
          %479 = arith.mulf %111, %478 : f32
          %480 = arith.mulf %479, %479 : f32
          %481 = llvm.intr.fma(%477, %477, %480) : (f32, f32, f32) -> f32
          %482 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%481) : (f32) -> f32
          %483 = arith.mulf %482, %482 : f32
          %484 = arith.negf %483 : f32
          %485 = llvm.intr.fma(%482, %482, %484) : (f32, f32, f32) -> f32
          %486 = arith.mulf %477, %477 : f32
          %487 = arith.negf %486 : f32
          %488 = llvm.intr.fma(%477, %477, %487) : (f32, f32, f32) -> f32
          %489 = arith.subf %486, %483 : f32
          %490 = llvm.intr.fma(%479, %479, %489) : (f32, f32, f32) -> f32
          %491 = arith.subf %488, %485 : f32
          %492 = arith.addf %490, %491 : f32
          %cst_300 = arith.constant 2.000000e+00 : f32
          %493 = arith.mulf %cst_300, %482 : f32
          %494 = arith.divf %492, %493 : f32
          %495 = arith.addf %482, %494 : f32
          %496 = memref.load %alloca_38[] : memref<f32>
          %497 = arith.divf %495, %496 : f32
          memref.store %497, %alloca_37[] : memref<f32>
        }
        %cst_131 = arith.constant 0x7F800000 : f32
        %118 = arith.cmpf oeq, %105, %cst_131 : f32
        %cst_132 = arith.constant 0x7F800000 : f32
        %119 = arith.cmpf oeq, %109, %cst_132 : f32
        %120 = arith.ori %118, %119 : i1
        scf.if %120 {
          %cst_297 = arith.constant 0x7F800000 : f32
          memref.store %cst_297, %alloca_37[] : memref<f32>
        }
        %121 = memref.load %alloca_37[] : memref<f32>
        %c0_i32_133 = arith.constant 0 : i32
        %122 = llvm.extractelement %41[%c0_i32_133 : i32] : vector<2xf32>
        %123 = arith.bitcast %122 : f32 to i32
        %c2147483647_i32_134 = arith.constant 2147483647 : i32
        %124 = arith.andi %123, %c2147483647_i32_134 : i32
        %125 = arith.bitcast %124 : i32 to f32
        %c1_i32_135 = arith.constant 1 : i32
        %126 = llvm.extractelement %41[%c1_i32_135 : i32] : vector<2xf32>
        %127 = arith.bitcast %126 : f32 to i32
        %c2147483647_i32_136 = arith.constant 2147483647 : i32
        %128 = arith.andi %127, %c2147483647_i32_136 : i32
        %129 = arith.bitcast %128 : i32 to f32
        %130 = llvm.intr.maxnum(%125, %129) : (f32, f32) -> f32
        %131 = llvm.intr.minnum(%125, %129) : (f32, f32) -> f32
        %132 = arith.addf %125, %129 : f32
        memref.store %132, %alloca_39[] : memref<f32>
        %cst_137 = arith.constant 0.000000e+00 : f32
        %133 = arith.cmpf ogt, %130, %cst_137 : f32
        %cst_138 = arith.constant 0x7F800000 : f32
        %134 = arith.cmpf olt, %130, %cst_138 : f32
        %135 = arith.andi %133, %134 : i1
        %136 = arith.cmpf oeq, %132, %132 : f32
        %137 = arith.andi %135, %136 : i1
        scf.if %137 {
          %cst_297 = arith.constant 1.000000e+00 : f32
          memref.store %cst_297, %alloca_40[] : memref<f32>
          %cst_298 = arith.constant 1.1529215E+18 : f32
          %474 = arith.cmpf ogt, %130, %cst_298 : f32
          scf.if %474 {
            %cst_301 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_301, %alloca_40[] : memref<f32>
          }
          %cst_299 = arith.constant 8.67361737E-19 : f32
          %475 = arith.cmpf olt, %130, %cst_299 : f32
          scf.if %475 {
            %cst_301 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_301, %alloca_40[] : memref<f32>
          }
          %476 = memref.load %alloca_40[] : memref<f32>
          %477 = arith.mulf %130, %476 : f32
          %478 = memref.load %alloca_40[] : memref<f32>
          %479 = arith.mulf %131, %478 : f32
          %480 = arith.mulf %479, %479 : f32
          %481 = llvm.intr.fma(%477, %477, %480) : (f32, f32, f32) -> f32
          %482 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%481) : (f32) -> f32
          %483 = arith.mulf %482, %482 : f32
          %484 = arith.negf %483 : f32
          %485 = llvm.intr.fma(%482, %482, %484) : (f32, f32, f32) -> f32
          %486 = arith.mulf %477, %477 : f32
          %487 = arith.negf %486 : f32
          %488 = llvm.intr.fma(%477, %477, %487) : (f32, f32, f32) -> f32
          %489 = arith.subf %486, %483 : f32
          %490 = llvm.intr.fma(%479, %479, %489) : (f32, f32, f32) -> f32
          %491 = arith.subf %488, %485 : f32
          %492 = arith.addf %490, %491 : f32
          %cst_300 = arith.constant 2.000000e+00 : f32
          %493 = arith.mulf %cst_300, %482 : f32
          %494 = arith.divf %492, %493 : f32
          %495 = arith.addf %482, %494 : f32
          %496 = memref.load %alloca_40[] : memref<f32>
          %497 = arith.divf %495, %496 : f32
          memref.store %497, %alloca_39[] : memref<f32>
        }
        %cst_139 = arith.constant 0x7F800000 : f32
        %138 = arith.cmpf oeq, %125, %cst_139 : f32
        %cst_140 = arith.constant 0x7F800000 : f32
        %139 = arith.cmpf oeq, %129, %cst_140 : f32
        %140 = arith.ori %138, %139 : i1
        scf.if %140 {
          %cst_297 = arith.constant 0x7F800000 : f32
          memref.store %cst_297, %alloca_39[] : memref<f32>
        }
        %141 = memref.load %alloca_39[] : memref<f32>
        %c0_i32_141 = arith.constant 0 : i32
        %142 = llvm.extractelement %45[%c0_i32_141 : i32] : vector<2xf32>
        %143 = arith.bitcast %142 : f32 to i32
        %c2147483647_i32_142 = arith.constant 2147483647 : i32
        %144 = arith.andi %143, %c2147483647_i32_142 : i32
        %145 = arith.bitcast %144 : i32 to f32
        %c1_i32_143 = arith.constant 1 : i32
        %146 = llvm.extractelement %45[%c1_i32_143 : i32] : vector<2xf32>
        %147 = arith.bitcast %146 : f32 to i32
        %c2147483647_i32_144 = arith.constant 2147483647 : i32
        %148 = arith.andi %147, %c2147483647_i32_144 : i32
        %149 = arith.bitcast %148 : i32 to f32
        %150 = llvm.intr.maxnum(%145, %149) : (f32, f32) -> f32
        %151 = llvm.intr.minnum(%145, %149) : (f32, f32) -> f32
        %152 = arith.addf %145, %149 : f32
        memref.store %152, %alloca_41[] : memref<f32>
        %cst_145 = arith.constant 0.000000e+00 : f32
        %153 = arith.cmpf ogt, %150, %cst_145 : f32
        %cst_146 = arith.constant 0x7F800000 : f32
        %154 = arith.cmpf olt, %150, %cst_146 : f32
        %155 = arith.andi %153, %154 : i1
        %156 = arith.cmpf oeq, %152, %152 : f32
        %157 = arith.andi %155, %156 : i1
        scf.if %157 {
          %cst_297 = arith.constant 1.000000e+00 : f32
          memref.store %cst_297, %alloca_42[] : memref<f32>
          %cst_298 = arith.constant 1.1529215E+18 : f32
          %474 = arith.cmpf ogt, %150, %cst_298 : f32
          scf.if %474 {
            %cst_301 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_301, %alloca_42[] : memref<f32>
          }
          %cst_299 = arith.constant 8.67361737E-19 : f32
          %475 = arith.cmpf olt, %150, %cst_299 : f32
          scf.if %475 {
            %cst_301 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_301, %alloca_42[] : memref<f32>
          }
          %476 = memref.load %alloca_42[] : memref<f32>
          %477 = arith.mulf %150, %476 : f32
          %478 = memref.load %alloca_42[] : memref<f32>
          %479 = arith.mulf %151, %478 : f32
          %480 = arith.mulf %479, %479 : f32
          %481 = llvm.intr.fma(%477, %477, %480) : (f32, f32, f32) -> f32
          %482 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%481) : (f32) -> f32
          %483 = arith.mulf %482, %482 : f32
          %484 = arith.negf %483 : f32
          %485 = llvm.intr.fma(%482, %482, %484) : (f32, f32, f32) -> f32
          %486 = arith.mulf %477, %477 : f32
          %487 = arith.negf %486 : f32
          %488 = llvm.intr.fma(%477, %477, %487) : (f32, f32, f32) -> f32
          %489 = arith.subf %486, %483 : f32
          %490 = llvm.intr.fma(%479, %479, %489) : (f32, f32, f32) -> f32
          %491 = arith.subf %488, %485 : f32
          %492 = arith.addf %490, %491 : f32
          %cst_300 = arith.constant 2.000000e+00 : f32
          %493 = arith.mulf %cst_300, %482 : f32
          %494 = arith.divf %492, %493 : f32
          %495 = arith.addf %482, %494 : f32
          %496 = memref.load %alloca_42[] : memref<f32>
          %497 = arith.divf %495, %496 : f32
          memref.store %497, %alloca_41[] : memref<f32>
        }
        %cst_147 = arith.constant 0x7F800000 : f32
        %158 = arith.cmpf oeq, %145, %cst_147 : f32
        %cst_148 = arith.constant 0x7F800000 : f32
        %159 = arith.cmpf oeq, %149, %cst_148 : f32
        %160 = arith.ori %158, %159 : i1
        scf.if %160 {
          %cst_297 = arith.constant 0x7F800000 : f32
          memref.store %cst_297, %alloca_41[] : memref<f32>
        }
        %161 = memref.load %alloca_41[] : memref<f32>
        %c0_i32_149 = arith.constant 0 : i32
        %162 = llvm.extractelement %49[%c0_i32_149 : i32] : vector<2xf32>
        %163 = arith.bitcast %162 : f32 to i32
        %c2147483647_i32_150 = arith.constant 2147483647 : i32
        %164 = arith.andi %163, %c2147483647_i32_150 : i32
        %165 = arith.bitcast %164 : i32 to f32
        %c1_i32_151 = arith.constant 1 : i32
        %166 = llvm.extractelement %49[%c1_i32_151 : i32] : vector<2xf32>
        %167 = arith.bitcast %166 : f32 to i32
        %c2147483647_i32_152 = arith.constant 2147483647 : i32
        %168 = arith.andi %167, %c2147483647_i32_152 : i32
        %169 = arith.bitcast %168 : i32 to f32
        %170 = llvm.intr.maxnum(%165, %169) : (f32, f32) -> f32
        %171 = llvm.intr.minnum(%165, %169) : (f32, f32) -> f32
        %172 = arith.addf %165, %169 : f32
        memref.store %172, %alloca_43[] : memref<f32>
        %cst_153 = arith.constant 0.000000e+00 : f32
        %173 = arith.cmpf ogt, %170, %cst_153 : f32
        %cst_154 = arith.constant 0x7F800000 : f32
        %174 = arith.cmpf olt, %170, %cst_154 : f32
        %175 = arith.andi %173, %174 : i1
        %176 = arith.cmpf oeq, %172, %172 : f32
        %177 = arith.andi %175, %176 : i1
        scf.if %177 {
          %cst_297 = arith.constant 1.000000e+00 : f32
          memref.store %cst_297, %alloca_44[] : memref<f32>
          %cst_298 = arith.constant 1.1529215E+18 : f32
          %474 = arith.cmpf ogt, %170, %cst_298 : f32
          scf.if %474 {
            %cst_301 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_301, %alloca_44[] : memref<f32>
          }
          %cst_299 = arith.constant 8.67361737E-19 : f32
          %475 = arith.cmpf olt, %170, %cst_299 : f32
          scf.if %475 {
            %cst_301 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_301, %alloca_44[] : memref<f32>
          }
          %476 = memref.load %alloca_44[] : memref<f32>
          %477 = arith.mulf %170, %476 : f32
          %478 = memref.load %alloca_44[] : memref<f32>
          %479 = arith.mulf %171, %478 : f32
          %480 = arith.mulf %479, %479 : f32
          %481 = llvm.intr.fma(%477, %477, %480) : (f32, f32, f32) -> f32
          %482 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%481) : (f32) -> f32
          %483 = arith.mulf %482, %482 : f32
          %484 = arith.negf %483 : f32
          %485 = llvm.intr.fma(%482, %482, %484) : (f32, f32, f32) -> f32
          %486 = arith.mulf %477, %477 : f32
          %487 = arith.negf %486 : f32
          %488 = llvm.intr.fma(%477, %477, %487) : (f32, f32, f32) -> f32
          %489 = arith.subf %486, %483 : f32
          %490 = llvm.intr.fma(%479, %479, %489) : (f32, f32, f32) -> f32
          %491 = arith.subf %488, %485 : f32
          %492 = arith.addf %490, %491 : f32
          %cst_300 = arith.constant 2.000000e+00 : f32
          %493 = arith.mulf %cst_300, %482 : f32
          %494 = arith.divf %492, %493 : f32
          %495 = arith.addf %482, %494 : f32
          %496 = memref.load %alloca_44[] : memref<f32>
          %497 = arith.divf %495, %496 : f32
          memref.store %497, %alloca_43[] : memref<f32>
        }
        %cst_155 = arith.constant 0x7F800000 : f32
        %178 = arith.cmpf oeq, %165, %cst_155 : f32
        %cst_156 = arith.constant 0x7F800000 : f32
        %179 = arith.cmpf oeq, %169, %cst_156 : f32
        %180 = arith.ori %178, %179 : i1
        scf.if %180 {
          %cst_297 = arith.constant 0x7F800000 : f32
          memref.store %cst_297, %alloca_43[] : memref<f32>
        }
        %181 = memref.load %alloca_43[] : memref<f32>
        %c0_i32_157 = arith.constant 0 : i32
        %182 = llvm.extractelement %53[%c0_i32_157 : i32] : vector<2xf32>
        %183 = arith.bitcast %182 : f32 to i32
        %c2147483647_i32_158 = arith.constant 2147483647 : i32
        %184 = arith.andi %183, %c2147483647_i32_158 : i32
        %185 = arith.bitcast %184 : i32 to f32
        %c1_i32_159 = arith.constant 1 : i32
        %186 = llvm.extractelement %53[%c1_i32_159 : i32] : vector<2xf32>
        %187 = arith.bitcast %186 : f32 to i32
        %c2147483647_i32_160 = arith.constant 2147483647 : i32
        %188 = arith.andi %187, %c2147483647_i32_160 : i32
        %189 = arith.bitcast %188 : i32 to f32
        %190 = llvm.intr.maxnum(%185, %189) : (f32, f32) -> f32
        %191 = llvm.intr.minnum(%185, %189) : (f32, f32) -> f32
        %192 = arith.addf %185, %189 : f32
        memref.store %192, %alloca_45[] : memref<f32>
        %cst_161 = arith.constant 0.000000e+00 : f32
        %193 = arith.cmpf ogt, %190, %cst_161 : f32
        %cst_162 = arith.constant 0x7F800000 : f32
        %194 = arith.cmpf olt, %190, %cst_162 : f32
        %195 = arith.andi %193, %194 : i1
        %196 = arith.cmpf oeq, %192, %192 : f32
        %197 = arith.andi %195, %196 : i1
        scf.if %197 {
          %cst_297 = arith.constant 1.000000e+00 : f32
          memref.store %cst_297, %alloca_46[] : memref<f32>
          %cst_298 = arith.constant 1.1529215E+18 : f32
          %474 = arith.cmpf ogt, %190, %cst_298 : f32
          scf.if %474 {
            %cst_301 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_301, %alloca_46[] : memref<f32>
          }
          %cst_299 = arith.constant 8.67361737E-19 : f32
          %475 = arith.cmpf olt, %190, %cst_299 : f32
          scf.if %475 {
            %cst_301 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_301, %alloca_46[] : memref<f32>
          }
          %476 = memref.load %alloca_46[] : memref<f32>
          %477 = arith.mulf %190, %476 : f32
          %478 = memref.load %alloca_46[] : memref<f32>
          %479 = arith.mulf %191, %478 : f32
          %480 = arith.mulf %479, %479 : f32
          %481 = llvm.intr.fma(%477, %477, %480) : (f32, f32, f32) -> f32
          %482 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%481) : (f32) -> f32
          %483 = arith.mulf %482, %482 : f32
          %484 = arith.negf %483 : f32
          %485 = llvm.intr.fma(%482, %482, %484) : (f32, f32, f32) -> f32
          %486 = arith.mulf %477, %477 : f32
          %487 = arith.negf %486 : f32
          %488 = llvm.intr.fma(%477, %477, %487) : (f32, f32, f32) -> f32
          %489 = arith.subf %486, %483 : f32
          %490 = llvm.intr.fma(%479, %479, %489) : (f32, f32, f32) -> f32
          %491 = arith.subf %488, %485 : f32
          %492 = arith.addf %490, %491 : f32
          %cst_300 = arith.constant 2.000000e+00 : f32
          %493 = arith.mulf %cst_300, %482 : f32
          %494 = arith.divf %492, %493 : f32
          %495 = arith.addf %482, %494 : f32
          %496 = memref.load %alloca_46[] : memref<f32>
          %497 = arith.divf %495, %496 : f32
          memref.store %497, %alloca_45[] : memref<f32>
        }
        %cst_163 = arith.constant 0x7F800000 : f32
        %198 = arith.cmpf oeq, %185, %cst_163 : f32
        %cst_164 = arith.constant 0x7F800000 : f32
        %199 = arith.cmpf oeq, %189, %cst_164 : f32
        %200 = arith.ori %198, %199 : i1
        scf.if %200 {
          %cst_297 = arith.constant 0x7F800000 : f32
          memref.store %cst_297, %alloca_45[] : memref<f32>
        }
        %201 = memref.load %alloca_45[] : memref<f32>
        %c0_i32_165 = arith.constant 0 : i32
        %202 = llvm.extractelement %57[%c0_i32_165 : i32] : vector<2xf32>
        %203 = arith.bitcast %202 : f32 to i32
        %c2147483647_i32_166 = arith.constant 2147483647 : i32
        %204 = arith.andi %203, %c2147483647_i32_166 : i32
        %205 = arith.bitcast %204 : i32 to f32
        %c1_i32_167 = arith.constant 1 : i32
        %206 = llvm.extractelement %57[%c1_i32_167 : i32] : vector<2xf32>
        %207 = arith.bitcast %206 : f32 to i32
        %c2147483647_i32_168 = arith.constant 2147483647 : i32
        %208 = arith.andi %207, %c2147483647_i32_168 : i32
        %209 = arith.bitcast %208 : i32 to f32
        %210 = llvm.intr.maxnum(%205, %209) : (f32, f32) -> f32
        %211 = llvm.intr.minnum(%205, %209) : (f32, f32) -> f32
        %212 = arith.addf %205, %209 : f32
        memref.store %212, %alloca_47[] : memref<f32>
        %cst_169 = arith.constant 0.000000e+00 : f32
        %213 = arith.cmpf ogt, %210, %cst_169 : f32
        %cst_170 = arith.constant 0x7F800000 : f32
        %214 = arith.cmpf olt, %210, %cst_170 : f32
        %215 = arith.andi %213, %214 : i1
        %216 = arith.cmpf oeq, %212, %212 : f32
        %217 = arith.andi %215, %216 : i1
        scf.if %217 {
          %cst_297 = arith.constant 1.000000e+00 : f32
          memref.store %cst_297, %alloca_48[] : memref<f32>
          %cst_298 = arith.constant 1.1529215E+18 : f32
          %474 = arith.cmpf ogt, %210, %cst_298 : f32
          scf.if %474 {
            %cst_301 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_301, %alloca_48[] : memref<f32>
          }
          %cst_299 = arith.constant 8.67361737E-19 : f32
          %475 = arith.cmpf olt, %210, %cst_299 : f32
          scf.if %475 {
            %cst_301 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_301, %alloca_48[] : memref<f32>
          }
          %476 = memref.load %alloca_48[] : memref<f32>
          %477 = arith.mulf %210, %476 : f32
          %478 = memref.load %alloca_48[] : memref<f32>
          %479 = arith.mulf %211, %478 : f32
          %480 = arith.mulf %479, %479 : f32
          %481 = llvm.intr.fma(%477, %477, %480) : (f32, f32, f32) -> f32
          %482 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%481) : (f32) -> f32
          %483 = arith.mulf %482, %482 : f32
          %484 = arith.negf %483 : f32
          %485 = llvm.intr.fma(%482, %482, %484) : (f32, f32, f32) -> f32
          %486 = arith.mulf %477, %477 : f32
          %487 = arith.negf %486 : f32
          %488 = llvm.intr.fma(%477, %477, %487) : (f32, f32, f32) -> f32
          %489 = arith.subf %486, %483 : f32
          %490 = llvm.intr.fma(%479, %479, %489) : (f32, f32, f32) -> f32
          %491 = arith.subf %488, %485 : f32
          %492 = arith.addf %490, %491 : f32
          %cst_300 = arith.constant 2.000000e+00 : f32
          %493 = arith.mulf %cst_300, %482 : f32
          %494 = arith.divf %492, %493 : f32
          %495 = arith.addf %482, %494 : f32
          %496 = memref.load %alloca_48[] : memref<f32>
          %497 = arith.divf %495, %496 : f32
          memref.store %497, %alloca_47[] : memref<f32>
        }
        %cst_171 = arith.constant 0x7F800000 : f32
        %218 = arith.cmpf oeq, %205, %cst_171 : f32
        %cst_172 = arith.constant 0x7F800000 : f32
        %219 = arith.cmpf oeq, %209, %cst_172 : f32
        %220 = arith.ori %218, %219 : i1
        scf.if %220 {
          %cst_297 = arith.constant 0x7F800000 : f32
          memref.store %cst_297, %alloca_47[] : memref<f32>
        }
        %221 = memref.load %alloca_47[] : memref<f32>
        %c0_i32_173 = arith.constant 0 : i32
        %222 = llvm.extractelement %61[%c0_i32_173 : i32] : vector<2xf32>
        %223 = arith.bitcast %222 : f32 to i32
        %c2147483647_i32_174 = arith.constant 2147483647 : i32
        %224 = arith.andi %223, %c2147483647_i32_174 : i32
        %225 = arith.bitcast %224 : i32 to f32
        %c1_i32_175 = arith.constant 1 : i32
        %226 = llvm.extractelement %61[%c1_i32_175 : i32] : vector<2xf32>
        %227 = arith.bitcast %226 : f32 to i32
        %c2147483647_i32_176 = arith.constant 2147483647 : i32
        %228 = arith.andi %227, %c2147483647_i32_176 : i32
        %229 = arith.bitcast %228 : i32 to f32
        %230 = llvm.intr.maxnum(%225, %229) : (f32, f32) -> f32
        %231 = llvm.intr.minnum(%225, %229) : (f32, f32) -> f32
        %232 = arith.addf %225, %229 : f32
        memref.store %232, %alloca_49[] : memref<f32>
        %cst_177 = arith.constant 0.000000e+00 : f32
        %233 = arith.cmpf ogt, %230, %cst_177 : f32
        %cst_178 = arith.constant 0x7F800000 : f32
        %234 = arith.cmpf olt, %230, %cst_178 : f32
        %235 = arith.andi %233, %234 : i1
        %236 = arith.cmpf oeq, %232, %232 : f32
        %237 = arith.andi %235, %236 : i1
        scf.if %237 {
          %cst_297 = arith.constant 1.000000e+00 : f32
          memref.store %cst_297, %alloca_50[] : memref<f32>
          %cst_298 = arith.constant 1.1529215E+18 : f32
          %474 = arith.cmpf ogt, %230, %cst_298 : f32
          scf.if %474 {
            %cst_301 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_301, %alloca_50[] : memref<f32>
          }
          %cst_299 = arith.constant 8.67361737E-19 : f32
          %475 = arith.cmpf olt, %230, %cst_299 : f32
          scf.if %475 {
            %cst_301 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_301, %alloca_50[] : memref<f32>
          }
          %476 = memref.load %alloca_50[] : memref<f32>
          %477 = arith.mulf %230, %476 : f32
          %478 = memref.load %alloca_50[] : memref<f32>
          %479 = arith.mulf %231, %478 : f32
          %480 = arith.mulf %479, %479 : f32
          %481 = llvm.intr.fma(%477, %477, %480) : (f32, f32, f32) -> f32
          %482 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%481) : (f32) -> f32
          %483 = arith.mulf %482, %482 : f32
          %484 = arith.negf %483 : f32
          %485 = llvm.intr.fma(%482, %482, %484) : (f32, f32, f32) -> f32
          %486 = arith.mulf %477, %477 : f32
          %487 = arith.negf %486 : f32
          %488 = llvm.intr.fma(%477, %477, %487) : (f32, f32, f32) -> f32
          %489 = arith.subf %486, %483 : f32
          %490 = llvm.intr.fma(%479, %479, %489) : (f32, f32, f32) -> f32
          %491 = arith.subf %488, %485 : f32
          %492 = arith.addf %490, %491 : f32
          %cst_300 = arith.constant 2.000000e+00 : f32
          %493 = arith.mulf %cst_300, %482 : f32
          %494 = arith.divf %492, %493 : f32
          %495 = arith.addf %482, %494 : f32
          %496 = memref.load %alloca_50[] : memref<f32>
          %497 = arith.divf %495, %496 : f32
          memref.store %497, %alloca_49[] : memref<f32>
        }
        %cst_179 = arith.constant 0x7F800000 : f32
        %238 = arith.cmpf oeq, %225, %cst_179 : f32
        %cst_180 = arith.constant 0x7F800000 : f32
        %239 = arith.cmpf oeq, %229, %cst_180 : f32
        %240 = arith.ori %238, %239 : i1
        scf.if %240 {
          %cst_297 = arith.constant 0x7F800000 : f32
          memref.store %cst_297, %alloca_49[] : memref<f32>
        }
        %241 = memref.load %alloca_49[] : memref<f32>
        llvm.store %81, %11 : f32, !llvm.ptr<1>
        %c1_i64_181 = arith.constant 1 : i64
        %242 = llvm.getelementptr %11[%c1_i64_181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %101, %242 : f32, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %243 = llvm.getelementptr %11[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %121, %243 : f32, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %244 = llvm.getelementptr %11[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %141, %244 : f32, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %245 = llvm.getelementptr %11[%c4_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %161, %245 : f32, !llvm.ptr<1>
        %c5_i64 = arith.constant 5 : i64
        %246 = llvm.getelementptr %11[%c5_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %181, %246 : f32, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %247 = llvm.getelementptr %11[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %201, %247 : f32, !llvm.ptr<1>
        %c7_i64 = arith.constant 7 : i64
        %248 = llvm.getelementptr %11[%c7_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %221, %248 : f32, !llvm.ptr<1>
        %c8_i64 = arith.constant 8 : i64
        %249 = llvm.getelementptr %11[%c8_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %241, %249 : f32, !llvm.ptr<1>
        %cst_182 = arith.constant -3.000000e+00 : f64
        %cst_183 = arith.constant 5.000000e-01 : f64
        %250 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_184 = arith.constant 0 : i32
        %251 = llvm.insertelement %cst_182, %250[%c0_i32_184 : i32] : vector<2xf64>
        %c1_i32_185 = arith.constant 1 : i32
        %252 = llvm.insertelement %cst_183, %251[%c1_i32_185 : i32] : vector<2xf64>
        %253 = arith.addf %25, %252 : vector<2xf64>
        %cst_186 = arith.constant 9.9999999999999996E+199 : f64
        %cst_187 = arith.constant 9.9999999999999996E+199 : f64
        %254 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_188 = arith.constant 0 : i32
        %255 = llvm.insertelement %cst_186, %254[%c0_i32_188 : i32] : vector<2xf64>
        %c1_i32_189 = arith.constant 1 : i32
        %256 = llvm.insertelement %cst_187, %255[%c1_i32_189 : i32] : vector<2xf64>
        %257 = arith.addf %25, %256 : vector<2xf64>
        %cst_190 = arith.constant 1.700000e+308 : f64
        %cst_191 = arith.constant 1.700000e+308 : f64
        %258 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_192 = arith.constant 0 : i32
        %259 = llvm.insertelement %cst_190, %258[%c0_i32_192 : i32] : vector<2xf64>
        %c1_i32_193 = arith.constant 1 : i32
        %260 = llvm.insertelement %cst_191, %259[%c1_i32_193 : i32] : vector<2xf64>
        %261 = arith.addf %25, %260 : vector<2xf64>
        %cst_194 = arith.constant 4.940660e-324 : f64
        %cst_195 = arith.constant 4.940660e-324 : f64
        %262 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_196 = arith.constant 0 : i32
        %263 = llvm.insertelement %cst_194, %262[%c0_i32_196 : i32] : vector<2xf64>
        %c1_i32_197 = arith.constant 1 : i32
        %264 = llvm.insertelement %cst_195, %263[%c1_i32_197 : i32] : vector<2xf64>
        %265 = arith.addf %25, %264 : vector<2xf64>
        %cst_198 = arith.constant 1.000000e-300 : f64
        %cst_199 = arith.constant 1.000000e-300 : f64
        %266 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_200 = arith.constant 0 : i32
        %267 = llvm.insertelement %cst_198, %266[%c0_i32_200 : i32] : vector<2xf64>
        %c1_i32_201 = arith.constant 1 : i32
        %268 = llvm.insertelement %cst_199, %267[%c1_i32_201 : i32] : vector<2xf64>
        %269 = arith.addf %25, %268 : vector<2xf64>
        %cst_202 = arith.constant 0x7FF8000000000000 : f64
        %cst_203 = arith.constant 0x7FF0000000000000 : f64
        %270 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_204 = arith.constant 0 : i32
        %271 = llvm.insertelement %cst_202, %270[%c0_i32_204 : i32] : vector<2xf64>
        %c1_i32_205 = arith.constant 1 : i32
        %272 = llvm.insertelement %cst_203, %271[%c1_i32_205 : i32] : vector<2xf64>
        %273 = arith.addf %25, %272 : vector<2xf64>
        %cst_206 = arith.constant 0x7FF8000000000000 : f64
        %cst_207 = arith.constant 0.000000e+00 : f64
        %274 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_208 = arith.constant 0 : i32
        %275 = llvm.insertelement %cst_206, %274[%c0_i32_208 : i32] : vector<2xf64>
        %c1_i32_209 = arith.constant 1 : i32
        %276 = llvm.insertelement %cst_207, %275[%c1_i32_209 : i32] : vector<2xf64>
        %277 = arith.addf %25, %276 : vector<2xf64>
        %cst_210 = arith.constant 0.000000e+00 : f64
        %cst_211 = arith.constant 0.000000e+00 : f64
        %278 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_212 = arith.constant 0 : i32
        %279 = llvm.insertelement %cst_210, %278[%c0_i32_212 : i32] : vector<2xf64>
        %c1_i32_213 = arith.constant 1 : i32
        %280 = llvm.insertelement %cst_211, %279[%c1_i32_213 : i32] : vector<2xf64>
        %281 = arith.addf %25, %280 : vector<2xf64>
        %cst_214 = arith.constant 9.9999999999999999E-161 : f64
        %cst_215 = arith.constant 3.000000e-160 : f64
        %282 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_216 = arith.constant 0 : i32
        %283 = llvm.insertelement %cst_214, %282[%c0_i32_216 : i32] : vector<2xf64>
        %c1_i32_217 = arith.constant 1 : i32
        %284 = llvm.insertelement %cst_215, %283[%c1_i32_217 : i32] : vector<2xf64>
        %285 = arith.addf %25, %284 : vector<2xf64>
        %c0_i32_218 = arith.constant 0 : i32
        %286 = llvm.extractelement %253[%c0_i32_218 : i32] : vector<2xf64>
        %287 = arith.bitcast %286 : f64 to i64
        %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
        %288 = arith.andi %287, %c9223372036854775807_i64 : i64
        %289 = arith.bitcast %288 : i64 to f64
        %c1_i32_219 = arith.constant 1 : i32
        %290 = llvm.extractelement %253[%c1_i32_219 : i32] : vector<2xf64>
        %291 = arith.bitcast %290 : f64 to i64
        %c9223372036854775807_i64_220 = arith.constant 9223372036854775807 : i64
        %292 = arith.andi %291, %c9223372036854775807_i64_220 : i64
        %293 = arith.bitcast %292 : i64 to f64
        %294 = llvm.intr.maxnum(%289, %293) : (f64, f64) -> f64
        %295 = llvm.intr.minnum(%289, %293) : (f64, f64) -> f64
        %296 = arith.addf %289, %293 : f64
        memref.store %296, %alloca_51[] : memref<f64>
        %cst_221 = arith.constant 0.000000e+00 : f64
        %297 = arith.cmpf ogt, %294, %cst_221 : f64
        %cst_222 = arith.constant 0x7FF0000000000000 : f64
        %298 = arith.cmpf olt, %294, %cst_222 : f64
        %299 = arith.andi %297, %298 : i1
        %300 = arith.cmpf oeq, %296, %296 : f64
        %301 = arith.andi %299, %300 : i1
        scf.if %301 {
          %cst_297 = arith.constant 1.000000e+00 : f64
          memref.store %cst_297, %alloca_52[] : memref<f64>
          %cst_298 = arith.constant 3.2733906078961419E+150 : f64
          %474 = arith.cmpf ogt, %294, %cst_298 : f64
          scf.if %474 {
            %cst_301 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_301, %alloca_52[] : memref<f64>
          }
          %cst_299 = arith.constant 3.0549363634996047E-151 : f64
          %475 = arith.cmpf olt, %294, %cst_299 : f64
          scf.if %475 {
            %cst_301 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_301, %alloca_52[] : memref<f64>
          }
          %476 = memref.load %alloca_52[] : memref<f64>
          %477 = arith.mulf %294, %476 : f64
          %478 = memref.load %alloca_52[] : memref<f64>
          %479 = arith.mulf %295, %478 : f64
          %480 = arith.mulf %479, %479 : f64
          %481 = llvm.intr.fma(%477, %477, %480) : (f64, f64, f64) -> f64
          %482 = math.sqrt %481 : f64
          %483 = arith.mulf %482, %482 : f64
          %484 = arith.negf %483 : f64
          %485 = llvm.intr.fma(%482, %482, %484) : (f64, f64, f64) -> f64
          %486 = arith.mulf %477, %477 : f64
          %487 = arith.negf %486 : f64
          %488 = llvm.intr.fma(%477, %477, %487) : (f64, f64, f64) -> f64
          %489 = arith.subf %486, %483 : f64
          %490 = llvm.intr.fma(%479, %479, %489) : (f64, f64, f64) -> f64
          %491 = arith.subf %488, %485 : f64
          %492 = arith.addf %490, %491 : f64
          %cst_300 = arith.constant 2.000000e+00 : f64
          %493 = arith.mulf %cst_300, %482 : f64
          %494 = arith.divf %492, %493 : f64
          %495 = arith.addf %482, %494 : f64
          %496 = memref.load %alloca_52[] : memref<f64>
          %497 = arith.divf %495, %496 : f64
          memref.store %497, %alloca_51[] : memref<f64>
        }
        %cst_223 = arith.constant 0x7FF0000000000000 : f64
        %302 = arith.cmpf oeq, %289, %cst_223 : f64
        %cst_224 = arith.constant 0x7FF0000000000000 : f64
        %303 = arith.cmpf oeq, %293, %cst_224 : f64
        %304 = arith.ori %302, %303 : i1
        scf.if %304 {
          %cst_297 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_297, %alloca_51[] : memref<f64>
        }
        %305 = memref.load %alloca_51[] : memref<f64>
        %c0_i32_225 = arith.constant 0 : i32
        %306 = llvm.extractelement %257[%c0_i32_225 : i32] : vector<2xf64>
        %307 = arith.bitcast %306 : f64 to i64
        %c9223372036854775807_i64_226 = arith.constant 9223372036854775807 : i64
        %308 = arith.andi %307, %c9223372036854775807_i64_226 : i64
        %309 = arith.bitcast %308 : i64 to f64
        %c1_i32_227 = arith.constant 1 : i32
        %310 = llvm.extractelement %257[%c1_i32_227 : i32] : vector<2xf64>
        %311 = arith.bitcast %310 : f64 to i64
        %c9223372036854775807_i64_228 = arith.constant 9223372036854775807 : i64
        %312 = arith.andi %311, %c9223372036854775807_i64_228 : i64
        %313 = arith.bitcast %312 : i64 to f64
        %314 = llvm.intr.maxnum(%309, %313) : (f64, f64) -> f64
        %315 = llvm.intr.minnum(%309, %313) : (f64, f64) -> f64
        %316 = arith.addf %309, %313 : f64
        memref.store %316, %alloca_53[] : memref<f64>
        %cst_229 = arith.constant 0.000000e+00 : f64
        %317 = arith.cmpf ogt, %314, %cst_229 : f64
        %cst_230 = arith.constant 0x7FF0000000000000 : f64
        %318 = arith.cmpf olt, %314, %cst_230 : f64
        %319 = arith.andi %317, %318 : i1
        %320 = arith.cmpf oeq, %316, %316 : f64
        %321 = arith.andi %319, %320 : i1
        scf.if %321 {
          %cst_297 = arith.constant 1.000000e+00 : f64
          memref.store %cst_297, %alloca_54[] : memref<f64>
          %cst_298 = arith.constant 3.2733906078961419E+150 : f64
          %474 = arith.cmpf ogt, %314, %cst_298 : f64
          scf.if %474 {
            %cst_301 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_301, %alloca_54[] : memref<f64>
          }
          %cst_299 = arith.constant 3.0549363634996047E-151 : f64
          %475 = arith.cmpf olt, %314, %cst_299 : f64
          scf.if %475 {
            %cst_301 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_301, %alloca_54[] : memref<f64>
          }
          %476 = memref.load %alloca_54[] : memref<f64>
          %477 = arith.mulf %314, %476 : f64
          %478 = memref.load %alloca_54[] : memref<f64>
          %479 = arith.mulf %315, %478 : f64
          %480 = arith.mulf %479, %479 : f64
          %481 = llvm.intr.fma(%477, %477, %480) : (f64, f64, f64) -> f64
          %482 = math.sqrt %481 : f64
          %483 = arith.mulf %482, %482 : f64
          %484 = arith.negf %483 : f64
          %485 = llvm.intr.fma(%482, %482, %484) : (f64, f64, f64) -> f64
          %486 = arith.mulf %477, %477 : f64
          %487 = arith.negf %486 : f64
          %488 = llvm.intr.fma(%477, %477, %487) : (f64, f64, f64) -> f64
          %489 = arith.subf %486, %483 : f64
          %490 = llvm.intr.fma(%479, %479, %489) : (f64, f64, f64) -> f64
          %491 = arith.subf %488, %485 : f64
          %492 = arith.addf %490, %491 : f64
          %cst_300 = arith.constant 2.000000e+00 : f64
          %493 = arith.mulf %cst_300, %482 : f64
          %494 = arith.divf %492, %493 : f64
          %495 = arith.addf %482, %494 : f64
          %496 = memref.load %alloca_54[] : memref<f64>
          %497 = arith.divf %495, %496 : f64
          memref.store %497, %alloca_53[] : memref<f64>
        }
        %cst_231 = arith.constant 0x7FF0000000000000 : f64
        %322 = arith.cmpf oeq, %309, %cst_231 : f64
        %cst_232 = arith.constant 0x7FF0000000000000 : f64
        %323 = arith.cmpf oeq, %313, %cst_232 : f64
        %324 = arith.ori %322, %323 : i1
        scf.if %324 {
          %cst_297 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_297, %alloca_53[] : memref<f64>
        }
        %325 = memref.load %alloca_53[] : memref<f64>
        %c0_i32_233 = arith.constant 0 : i32
        %326 = llvm.extractelement %261[%c0_i32_233 : i32] : vector<2xf64>
        %327 = arith.bitcast %326 : f64 to i64
        %c9223372036854775807_i64_234 = arith.constant 9223372036854775807 : i64
        %328 = arith.andi %327, %c9223372036854775807_i64_234 : i64
        %329 = arith.bitcast %328 : i64 to f64
        %c1_i32_235 = arith.constant 1 : i32
        %330 = llvm.extractelement %261[%c1_i32_235 : i32] : vector<2xf64>
        %331 = arith.bitcast %330 : f64 to i64
        %c9223372036854775807_i64_236 = arith.constant 9223372036854775807 : i64
        %332 = arith.andi %331, %c9223372036854775807_i64_236 : i64
        %333 = arith.bitcast %332 : i64 to f64
        %334 = llvm.intr.maxnum(%329, %333) : (f64, f64) -> f64
        %335 = llvm.intr.minnum(%329, %333) : (f64, f64) -> f64
        %336 = arith.addf %329, %333 : f64
        memref.store %336, %alloca_55[] : memref<f64>
        %cst_237 = arith.constant 0.000000e+00 : f64
        %337 = arith.cmpf ogt, %334, %cst_237 : f64
        %cst_238 = arith.constant 0x7FF0000000000000 : f64
        %338 = arith.cmpf olt, %334, %cst_238 : f64
        %339 = arith.andi %337, %338 : i1
        %340 = arith.cmpf oeq, %336, %336 : f64
        %341 = arith.andi %339, %340 : i1
        scf.if %341 {
          %cst_297 = arith.constant 1.000000e+00 : f64
          memref.store %cst_297, %alloca_56[] : memref<f64>
          %cst_298 = arith.constant 3.2733906078961419E+150 : f64
          %474 = arith.cmpf ogt, %334, %cst_298 : f64
          scf.if %474 {
            %cst_301 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_301, %alloca_56[] : memref<f64>
          }
          %cst_299 = arith.constant 3.0549363634996047E-151 : f64
          %475 = arith.cmpf olt, %334, %cst_299 : f64
          scf.if %475 {
            %cst_301 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_301, %alloca_56[] : memref<f64>
          }
          %476 = memref.load %alloca_56[] : memref<f64>
          %477 = arith.mulf %334, %476 : f64
          %478 = memref.load %alloca_56[] : memref<f64>
          %479 = arith.mulf %335, %478 : f64
          %480 = arith.mulf %479, %479 : f64
          %481 = llvm.intr.fma(%477, %477, %480) : (f64, f64, f64) -> f64
          %482 = math.sqrt %481 : f64
          %483 = arith.mulf %482, %482 : f64
          %484 = arith.negf %483 : f64
          %485 = llvm.intr.fma(%482, %482, %484) : (f64, f64, f64) -> f64
          %486 = arith.mulf %477, %477 : f64
          %487 = arith.negf %486 : f64
          %488 = llvm.intr.fma(%477, %477, %487) : (f64, f64, f64) -> f64
          %489 = arith.subf %486, %483 : f64
          %490 = llvm.intr.fma(%479, %479, %489) : (f64, f64, f64) -> f64
          %491 = arith.subf %488, %485 : f64
          %492 = arith.addf %490, %491 : f64
          %cst_300 = arith.constant 2.000000e+00 : f64
          %493 = arith.mulf %cst_300, %482 : f64
          %494 = arith.divf %492, %493 : f64
          %495 = arith.addf %482, %494 : f64
          %496 = memref.load %alloca_56[] : memref<f64>
          %497 = arith.divf %495, %496 : f64
          memref.store %497, %alloca_55[] : memref<f64>
        }
        %cst_239 = arith.constant 0x7FF0000000000000 : f64
        %342 = arith.cmpf oeq, %329, %cst_239 : f64
        %cst_240 = arith.constant 0x7FF0000000000000 : f64
        %343 = arith.cmpf oeq, %333, %cst_240 : f64
        %344 = arith.ori %342, %343 : i1
        scf.if %344 {
          %cst_297 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_297, %alloca_55[] : memref<f64>
        }
        %345 = memref.load %alloca_55[] : memref<f64>
        %c0_i32_241 = arith.constant 0 : i32
        %346 = llvm.extractelement %265[%c0_i32_241 : i32] : vector<2xf64>
        %347 = arith.bitcast %346 : f64 to i64
        %c9223372036854775807_i64_242 = arith.constant 9223372036854775807 : i64
        %348 = arith.andi %347, %c9223372036854775807_i64_242 : i64
        %349 = arith.bitcast %348 : i64 to f64
        %c1_i32_243 = arith.constant 1 : i32
        %350 = llvm.extractelement %265[%c1_i32_243 : i32] : vector<2xf64>
        %351 = arith.bitcast %350 : f64 to i64
        %c9223372036854775807_i64_244 = arith.constant 9223372036854775807 : i64
        %352 = arith.andi %351, %c9223372036854775807_i64_244 : i64
        %353 = arith.bitcast %352 : i64 to f64
        %354 = llvm.intr.maxnum(%349, %353) : (f64, f64) -> f64
        %355 = llvm.intr.minnum(%349, %353) : (f64, f64) -> f64
        %356 = arith.addf %349, %353 : f64
        memref.store %356, %alloca_57[] : memref<f64>
        %cst_245 = arith.constant 0.000000e+00 : f64
        %357 = arith.cmpf ogt, %354, %cst_245 : f64
        %cst_246 = arith.constant 0x7FF0000000000000 : f64
        %358 = arith.cmpf olt, %354, %cst_246 : f64
        %359 = arith.andi %357, %358 : i1
        %360 = arith.cmpf oeq, %356, %356 : f64
        %361 = arith.andi %359, %360 : i1
        scf.if %361 {
          %cst_297 = arith.constant 1.000000e+00 : f64
          memref.store %cst_297, %alloca_58[] : memref<f64>
          %cst_298 = arith.constant 3.2733906078961419E+150 : f64
          %474 = arith.cmpf ogt, %354, %cst_298 : f64
          scf.if %474 {
            %cst_301 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_301, %alloca_58[] : memref<f64>
          }
          %cst_299 = arith.constant 3.0549363634996047E-151 : f64
          %475 = arith.cmpf olt, %354, %cst_299 : f64
          scf.if %475 {
            %cst_301 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_301, %alloca_58[] : memref<f64>
          }
          %476 = memref.load %alloca_58[] : memref<f64>
          %477 = arith.mulf %354, %476 : f64
          %478 = memref.load %alloca_58[] : memref<f64>
          %479 = arith.mulf %355, %478 : f64
          %480 = arith.mulf %479, %479 : f64
          %481 = llvm.intr.fma(%477, %477, %480) : (f64, f64, f64) -> f64
          %482 = math.sqrt %481 : f64
          %483 = arith.mulf %482, %482 : f64
          %484 = arith.negf %483 : f64
          %485 = llvm.intr.fma(%482, %482, %484) : (f64, f64, f64) -> f64
          %486 = arith.mulf %477, %477 : f64
          %487 = arith.negf %486 : f64
          %488 = llvm.intr.fma(%477, %477, %487) : (f64, f64, f64) -> f64
          %489 = arith.subf %486, %483 : f64
          %490 = llvm.intr.fma(%479, %479, %489) : (f64, f64, f64) -> f64
          %491 = arith.subf %488, %485 : f64
          %492 = arith.addf %490, %491 : f64
          %cst_300 = arith.constant 2.000000e+00 : f64
          %493 = arith.mulf %cst_300, %482 : f64
          %494 = arith.divf %492, %493 : f64
          %495 = arith.addf %482, %494 : f64
          %496 = memref.load %alloca_58[] : memref<f64>
          %497 = arith.divf %495, %496 : f64
          memref.store %497, %alloca_57[] : memref<f64>
        }
        %cst_247 = arith.constant 0x7FF0000000000000 : f64
        %362 = arith.cmpf oeq, %349, %cst_247 : f64
        %cst_248 = arith.constant 0x7FF0000000000000 : f64
        %363 = arith.cmpf oeq, %353, %cst_248 : f64
        %364 = arith.ori %362, %363 : i1
        scf.if %364 {
          %cst_297 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_297, %alloca_57[] : memref<f64>
        }
        %365 = memref.load %alloca_57[] : memref<f64>
        %c0_i32_249 = arith.constant 0 : i32
        %366 = llvm.extractelement %269[%c0_i32_249 : i32] : vector<2xf64>
        %367 = arith.bitcast %366 : f64 to i64
        %c9223372036854775807_i64_250 = arith.constant 9223372036854775807 : i64
        %368 = arith.andi %367, %c9223372036854775807_i64_250 : i64
        %369 = arith.bitcast %368 : i64 to f64
        %c1_i32_251 = arith.constant 1 : i32
        %370 = llvm.extractelement %269[%c1_i32_251 : i32] : vector<2xf64>
        %371 = arith.bitcast %370 : f64 to i64
        %c9223372036854775807_i64_252 = arith.constant 9223372036854775807 : i64
        %372 = arith.andi %371, %c9223372036854775807_i64_252 : i64
        %373 = arith.bitcast %372 : i64 to f64
        %374 = llvm.intr.maxnum(%369, %373) : (f64, f64) -> f64
        %375 = llvm.intr.minnum(%369, %373) : (f64, f64) -> f64
        %376 = arith.addf %369, %373 : f64
        memref.store %376, %alloca_59[] : memref<f64>
        %cst_253 = arith.constant 0.000000e+00 : f64
        %377 = arith.cmpf ogt, %374, %cst_253 : f64
        %cst_254 = arith.constant 0x7FF0000000000000 : f64
        %378 = arith.cmpf olt, %374, %cst_254 : f64
        %379 = arith.andi %377, %378 : i1
        %380 = arith.cmpf oeq, %376, %376 : f64
        %381 = arith.andi %379, %380 : i1
        scf.if %381 {
          %cst_297 = arith.constant 1.000000e+00 : f64
          memref.store %cst_297, %alloca_60[] : memref<f64>
          %cst_298 = arith.constant 3.2733906078961419E+150 : f64
          %474 = arith.cmpf ogt, %374, %cst_298 : f64
          scf.if %474 {
            %cst_301 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_301, %alloca_60[] : memref<f64>
          }
          %cst_299 = arith.constant 3.0549363634996047E-151 : f64
          %475 = arith.cmpf olt, %374, %cst_299 : f64
          scf.if %475 {
            %cst_301 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_301, %alloca_60[] : memref<f64>
          }
          %476 = memref.load %alloca_60[] : memref<f64>
          %477 = arith.mulf %374, %476 : f64
          %478 = memref.load %alloca_60[] : memref<f64>
          %479 = arith.mulf %375, %478 : f64
          %480 = arith.mulf %479, %479 : f64
          %481 = llvm.intr.fma(%477, %477, %480) : (f64, f64, f64) -> f64
          %482 = math.sqrt %481 : f64
          %483 = arith.mulf %482, %482 : f64
          %484 = arith.negf %483 : f64
          %485 = llvm.intr.fma(%482, %482, %484) : (f64, f64, f64) -> f64
          %486 = arith.mulf %477, %477 : f64
          %487 = arith.negf %486 : f64
          %488 = llvm.intr.fma(%477, %477, %487) : (f64, f64, f64) -> f64
          %489 = arith.subf %486, %483 : f64
          %490 = llvm.intr.fma(%479, %479, %489) : (f64, f64, f64) -> f64
          %491 = arith.subf %488, %485 : f64
          %492 = arith.addf %490, %491 : f64
          %cst_300 = arith.constant 2.000000e+00 : f64
          %493 = arith.mulf %cst_300, %482 : f64
          %494 = arith.divf %492, %493 : f64
          %495 = arith.addf %482, %494 : f64
          %496 = memref.load %alloca_60[] : memref<f64>
          %497 = arith.divf %495, %496 : f64
          memref.store %497, %alloca_59[] : memref<f64>
        }
        %cst_255 = arith.constant 0x7FF0000000000000 : f64
        %382 = arith.cmpf oeq, %369, %cst_255 : f64
        %cst_256 = arith.constant 0x7FF0000000000000 : f64
        %383 = arith.cmpf oeq, %373, %cst_256 : f64
        %384 = arith.ori %382, %383 : i1
        scf.if %384 {
          %cst_297 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_297, %alloca_59[] : memref<f64>
        }
        %385 = memref.load %alloca_59[] : memref<f64>
        %c0_i32_257 = arith.constant 0 : i32
        %386 = llvm.extractelement %273[%c0_i32_257 : i32] : vector<2xf64>
        %387 = arith.bitcast %386 : f64 to i64
        %c9223372036854775807_i64_258 = arith.constant 9223372036854775807 : i64
        %388 = arith.andi %387, %c9223372036854775807_i64_258 : i64
        %389 = arith.bitcast %388 : i64 to f64
        %c1_i32_259 = arith.constant 1 : i32
        %390 = llvm.extractelement %273[%c1_i32_259 : i32] : vector<2xf64>
        %391 = arith.bitcast %390 : f64 to i64
        %c9223372036854775807_i64_260 = arith.constant 9223372036854775807 : i64
        %392 = arith.andi %391, %c9223372036854775807_i64_260 : i64
        %393 = arith.bitcast %392 : i64 to f64
        %394 = llvm.intr.maxnum(%389, %393) : (f64, f64) -> f64
        %395 = llvm.intr.minnum(%389, %393) : (f64, f64) -> f64
        %396 = arith.addf %389, %393 : f64
        memref.store %396, %alloca_61[] : memref<f64>
        %cst_261 = arith.constant 0.000000e+00 : f64
        %397 = arith.cmpf ogt, %394, %cst_261 : f64
        %cst_262 = arith.constant 0x7FF0000000000000 : f64
        %398 = arith.cmpf olt, %394, %cst_262 : f64
        %399 = arith.andi %397, %398 : i1
        %400 = arith.cmpf oeq, %396, %396 : f64
        %401 = arith.andi %399, %400 : i1
        scf.if %401 {
          %cst_297 = arith.constant 1.000000e+00 : f64
          memref.store %cst_297, %alloca_62[] : memref<f64>
          %cst_298 = arith.constant 3.2733906078961419E+150 : f64
          %474 = arith.cmpf ogt, %394, %cst_298 : f64
          scf.if %474 {
            %cst_301 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_301, %alloca_62[] : memref<f64>
          }
          %cst_299 = arith.constant 3.0549363634996047E-151 : f64
          %475 = arith.cmpf olt, %394, %cst_299 : f64
          scf.if %475 {
            %cst_301 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_301, %alloca_62[] : memref<f64>
          }
          %476 = memref.load %alloca_62[] : memref<f64>
          %477 = arith.mulf %394, %476 : f64
          %478 = memref.load %alloca_62[] : memref<f64>
          %479 = arith.mulf %395, %478 : f64
          %480 = arith.mulf %479, %479 : f64
          %481 = llvm.intr.fma(%477, %477, %480) : (f64, f64, f64) -> f64
          %482 = math.sqrt %481 : f64
          %483 = arith.mulf %482, %482 : f64
          %484 = arith.negf %483 : f64
          %485 = llvm.intr.fma(%482, %482, %484) : (f64, f64, f64) -> f64
          %486 = arith.mulf %477, %477 : f64
          %487 = arith.negf %486 : f64
          %488 = llvm.intr.fma(%477, %477, %487) : (f64, f64, f64) -> f64
          %489 = arith.subf %486, %483 : f64
          %490 = llvm.intr.fma(%479, %479, %489) : (f64, f64, f64) -> f64
          %491 = arith.subf %488, %485 : f64
          %492 = arith.addf %490, %491 : f64
          %cst_300 = arith.constant 2.000000e+00 : f64
          %493 = arith.mulf %cst_300, %482 : f64
          %494 = arith.divf %492, %493 : f64
          %495 = arith.addf %482, %494 : f64
          %496 = memref.load %alloca_62[] : memref<f64>
          %497 = arith.divf %495, %496 : f64
          memref.store %497, %alloca_61[] : memref<f64>
        }
        %cst_263 = arith.constant 0x7FF0000000000000 : f64
        %402 = arith.cmpf oeq, %389, %cst_263 : f64
        %cst_264 = arith.constant 0x7FF0000000000000 : f64
        %403 = arith.cmpf oeq, %393, %cst_264 : f64
        %404 = arith.ori %402, %403 : i1
        scf.if %404 {
          %cst_297 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_297, %alloca_61[] : memref<f64>
        }
        %405 = memref.load %alloca_61[] : memref<f64>
        %c0_i32_265 = arith.constant 0 : i32
        %406 = llvm.extractelement %277[%c0_i32_265 : i32] : vector<2xf64>
        %407 = arith.bitcast %406 : f64 to i64
        %c9223372036854775807_i64_266 = arith.constant 9223372036854775807 : i64
        %408 = arith.andi %407, %c9223372036854775807_i64_266 : i64
        %409 = arith.bitcast %408 : i64 to f64
        %c1_i32_267 = arith.constant 1 : i32
        %410 = llvm.extractelement %277[%c1_i32_267 : i32] : vector<2xf64>
        %411 = arith.bitcast %410 : f64 to i64
        %c9223372036854775807_i64_268 = arith.constant 9223372036854775807 : i64
        %412 = arith.andi %411, %c9223372036854775807_i64_268 : i64
        %413 = arith.bitcast %412 : i64 to f64
        %414 = llvm.intr.maxnum(%409, %413) : (f64, f64) -> f64
        %415 = llvm.intr.minnum(%409, %413) : (f64, f64) -> f64
        %416 = arith.addf %409, %413 : f64
        memref.store %416, %alloca_63[] : memref<f64>
        %cst_269 = arith.constant 0.000000e+00 : f64
        %417 = arith.cmpf ogt, %414, %cst_269 : f64
        %cst_270 = arith.constant 0x7FF0000000000000 : f64
        %418 = arith.cmpf olt, %414, %cst_270 : f64
        %419 = arith.andi %417, %418 : i1
        %420 = arith.cmpf oeq, %416, %416 : f64
        %421 = arith.andi %419, %420 : i1
        scf.if %421 {
          %cst_297 = arith.constant 1.000000e+00 : f64
          memref.store %cst_297, %alloca_64[] : memref<f64>
          %cst_298 = arith.constant 3.2733906078961419E+150 : f64
          %474 = arith.cmpf ogt, %414, %cst_298 : f64
          scf.if %474 {
            %cst_301 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_301, %alloca_64[] : memref<f64>
          }
          %cst_299 = arith.constant 3.0549363634996047E-151 : f64
          %475 = arith.cmpf olt, %414, %cst_299 : f64
          scf.if %475 {
            %cst_301 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_301, %alloca_64[] : memref<f64>
          }
          %476 = memref.load %alloca_64[] : memref<f64>
          %477 = arith.mulf %414, %476 : f64
          %478 = memref.load %alloca_64[] : memref<f64>
          %479 = arith.mulf %415, %478 : f64
          %480 = arith.mulf %479, %479 : f64
          %481 = llvm.intr.fma(%477, %477, %480) : (f64, f64, f64) -> f64
          %482 = math.sqrt %481 : f64
          %483 = arith.mulf %482, %482 : f64
          %484 = arith.negf %483 : f64
          %485 = llvm.intr.fma(%482, %482, %484) : (f64, f64, f64) -> f64
          %486 = arith.mulf %477, %477 : f64
          %487 = arith.negf %486 : f64
          %488 = llvm.intr.fma(%477, %477, %487) : (f64, f64, f64) -> f64
          %489 = arith.subf %486, %483 : f64
          %490 = llvm.intr.fma(%479, %479, %489) : (f64, f64, f64) -> f64
          %491 = arith.subf %488, %485 : f64
          %492 = arith.addf %490, %491 : f64
          %cst_300 = arith.constant 2.000000e+00 : f64
          %493 = arith.mulf %cst_300, %482 : f64
          %494 = arith.divf %492, %493 : f64
          %495 = arith.addf %482, %494 : f64
          %496 = memref.load %alloca_64[] : memref<f64>
          %497 = arith.divf %495, %496 : f64
          memref.store %497, %alloca_63[] : memref<f64>
        }
        %cst_271 = arith.constant 0x7FF0000000000000 : f64
        %422 = arith.cmpf oeq, %409, %cst_271 : f64
        %cst_272 = arith.constant 0x7FF0000000000000 : f64
        %423 = arith.cmpf oeq, %413, %cst_272 : f64
        %424 = arith.ori %422, %423 : i1
        scf.if %424 {
          %cst_297 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_297, %alloca_63[] : memref<f64>
        }
        %425 = memref.load %alloca_63[] : memref<f64>
        %c0_i32_273 = arith.constant 0 : i32
        %426 = llvm.extractelement %281[%c0_i32_273 : i32] : vector<2xf64>
        %427 = arith.bitcast %426 : f64 to i64
        %c9223372036854775807_i64_274 = arith.constant 9223372036854775807 : i64
        %428 = arith.andi %427, %c9223372036854775807_i64_274 : i64
        %429 = arith.bitcast %428 : i64 to f64
        %c1_i32_275 = arith.constant 1 : i32
        %430 = llvm.extractelement %281[%c1_i32_275 : i32] : vector<2xf64>
        %431 = arith.bitcast %430 : f64 to i64
        %c9223372036854775807_i64_276 = arith.constant 9223372036854775807 : i64
        %432 = arith.andi %431, %c9223372036854775807_i64_276 : i64
        %433 = arith.bitcast %432 : i64 to f64
        %434 = llvm.intr.maxnum(%429, %433) : (f64, f64) -> f64
        %435 = llvm.intr.minnum(%429, %433) : (f64, f64) -> f64
        %436 = arith.addf %429, %433 : f64
        memref.store %436, %alloca_65[] : memref<f64>
        %cst_277 = arith.constant 0.000000e+00 : f64
        %437 = arith.cmpf ogt, %434, %cst_277 : f64
        %cst_278 = arith.constant 0x7FF0000000000000 : f64
        %438 = arith.cmpf olt, %434, %cst_278 : f64
        %439 = arith.andi %437, %438 : i1
        %440 = arith.cmpf oeq, %436, %436 : f64
        %441 = arith.andi %439, %440 : i1
        scf.if %441 {
          %cst_297 = arith.constant 1.000000e+00 : f64
          memref.store %cst_297, %alloca_66[] : memref<f64>
          %cst_298 = arith.constant 3.2733906078961419E+150 : f64
          %474 = arith.cmpf ogt, %434, %cst_298 : f64
          scf.if %474 {
            %cst_301 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_301, %alloca_66[] : memref<f64>
          }
          %cst_299 = arith.constant 3.0549363634996047E-151 : f64
          %475 = arith.cmpf olt, %434, %cst_299 : f64
          scf.if %475 {
            %cst_301 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_301, %alloca_66[] : memref<f64>
          }
          %476 = memref.load %alloca_66[] : memref<f64>
          %477 = arith.mulf %434, %476 : f64
          %478 = memref.load %alloca_66[] : memref<f64>
          %479 = arith.mulf %435, %478 : f64
          %480 = arith.mulf %479, %479 : f64
          %481 = llvm.intr.fma(%477, %477, %480) : (f64, f64, f64) -> f64
          %482 = math.sqrt %481 : f64
          %483 = arith.mulf %482, %482 : f64
          %484 = arith.negf %483 : f64
          %485 = llvm.intr.fma(%482, %482, %484) : (f64, f64, f64) -> f64
          %486 = arith.mulf %477, %477 : f64
          %487 = arith.negf %486 : f64
          %488 = llvm.intr.fma(%477, %477, %487) : (f64, f64, f64) -> f64
          %489 = arith.subf %486, %483 : f64
          %490 = llvm.intr.fma(%479, %479, %489) : (f64, f64, f64) -> f64
          %491 = arith.subf %488, %485 : f64
          %492 = arith.addf %490, %491 : f64
          %cst_300 = arith.constant 2.000000e+00 : f64
          %493 = arith.mulf %cst_300, %482 : f64
          %494 = arith.divf %492, %493 : f64
          %495 = arith.addf %482, %494 : f64
          %496 = memref.load %alloca_66[] : memref<f64>
          %497 = arith.divf %495, %496 : f64
          memref.store %497, %alloca_65[] : memref<f64>
        }
        %cst_279 = arith.constant 0x7FF0000000000000 : f64
        %442 = arith.cmpf oeq, %429, %cst_279 : f64
        %cst_280 = arith.constant 0x7FF0000000000000 : f64
        %443 = arith.cmpf oeq, %433, %cst_280 : f64
        %444 = arith.ori %442, %443 : i1
        scf.if %444 {
          %cst_297 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_297, %alloca_65[] : memref<f64>
        }
        %445 = memref.load %alloca_65[] : memref<f64>
        %c0_i32_281 = arith.constant 0 : i32
        %446 = llvm.extractelement %285[%c0_i32_281 : i32] : vector<2xf64>
        %447 = arith.bitcast %446 : f64 to i64
        %c9223372036854775807_i64_282 = arith.constant 9223372036854775807 : i64
        %448 = arith.andi %447, %c9223372036854775807_i64_282 : i64
        %449 = arith.bitcast %448 : i64 to f64
        %c1_i32_283 = arith.constant 1 : i32
        %450 = llvm.extractelement %285[%c1_i32_283 : i32] : vector<2xf64>
        %451 = arith.bitcast %450 : f64 to i64
        %c9223372036854775807_i64_284 = arith.constant 9223372036854775807 : i64
        %452 = arith.andi %451, %c9223372036854775807_i64_284 : i64
        %453 = arith.bitcast %452 : i64 to f64
        %454 = llvm.intr.maxnum(%449, %453) : (f64, f64) -> f64
        %455 = llvm.intr.minnum(%449, %453) : (f64, f64) -> f64
        %456 = arith.addf %449, %453 : f64
        memref.store %456, %alloca_67[] : memref<f64>
        %cst_285 = arith.constant 0.000000e+00 : f64
        %457 = arith.cmpf ogt, %454, %cst_285 : f64
        %cst_286 = arith.constant 0x7FF0000000000000 : f64
        %458 = arith.cmpf olt, %454, %cst_286 : f64
        %459 = arith.andi %457, %458 : i1
        %460 = arith.cmpf oeq, %456, %456 : f64
        %461 = arith.andi %459, %460 : i1
        scf.if %461 {
          %cst_297 = arith.constant 1.000000e+00 : f64
          memref.store %cst_297, %alloca_68[] : memref<f64>
          %cst_298 = arith.constant 3.2733906078961419E+150 : f64
          %474 = arith.cmpf ogt, %454, %cst_298 : f64
          scf.if %474 {
            %cst_301 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_301, %alloca_68[] : memref<f64>
          }
          %cst_299 = arith.constant 3.0549363634996047E-151 : f64
          %475 = arith.cmpf olt, %454, %cst_299 : f64
          scf.if %475 {
            %cst_301 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_301, %alloca_68[] : memref<f64>
          }
          %476 = memref.load %alloca_68[] : memref<f64>
          %477 = arith.mulf %454, %476 : f64
          %478 = memref.load %alloca_68[] : memref<f64>
          %479 = arith.mulf %455, %478 : f64
          %480 = arith.mulf %479, %479 : f64
          %481 = llvm.intr.fma(%477, %477, %480) : (f64, f64, f64) -> f64
          %482 = math.sqrt %481 : f64
          %483 = arith.mulf %482, %482 : f64
          %484 = arith.negf %483 : f64
          %485 = llvm.intr.fma(%482, %482, %484) : (f64, f64, f64) -> f64
          %486 = arith.mulf %477, %477 : f64
          %487 = arith.negf %486 : f64
          %488 = llvm.intr.fma(%477, %477, %487) : (f64, f64, f64) -> f64
          %489 = arith.subf %486, %483 : f64
          %490 = llvm.intr.fma(%479, %479, %489) : (f64, f64, f64) -> f64
          %491 = arith.subf %488, %485 : f64
          %492 = arith.addf %490, %491 : f64
          %cst_300 = arith.constant 2.000000e+00 : f64
          %493 = arith.mulf %cst_300, %482 : f64
          %494 = arith.divf %492, %493 : f64
          %495 = arith.addf %482, %494 : f64
          %496 = memref.load %alloca_68[] : memref<f64>
          %497 = arith.divf %495, %496 : f64
          memref.store %497, %alloca_67[] : memref<f64>
        }
        %cst_287 = arith.constant 0x7FF0000000000000 : f64
        %462 = arith.cmpf oeq, %449, %cst_287 : f64
        %cst_288 = arith.constant 0x7FF0000000000000 : f64
        %463 = arith.cmpf oeq, %453, %cst_288 : f64
        %464 = arith.ori %462, %463 : i1
        scf.if %464 {
          %cst_297 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_297, %alloca_67[] : memref<f64>
        }
        %465 = memref.load %alloca_67[] : memref<f64>
        llvm.store %305, %13 : f64, !llvm.ptr<1>
        %c1_i64_289 = arith.constant 1 : i64
        %466 = llvm.getelementptr %13[%c1_i64_289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %325, %466 : f64, !llvm.ptr<1>
        %c2_i64_290 = arith.constant 2 : i64
        %467 = llvm.getelementptr %13[%c2_i64_290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %345, %467 : f64, !llvm.ptr<1>
        %c3_i64_291 = arith.constant 3 : i64
        %468 = llvm.getelementptr %13[%c3_i64_291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %365, %468 : f64, !llvm.ptr<1>
        %c4_i64_292 = arith.constant 4 : i64
        %469 = llvm.getelementptr %13[%c4_i64_292] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %385, %469 : f64, !llvm.ptr<1>
        %c5_i64_293 = arith.constant 5 : i64
        %470 = llvm.getelementptr %13[%c5_i64_293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %405, %470 : f64, !llvm.ptr<1>
        %c6_i64_294 = arith.constant 6 : i64
        %471 = llvm.getelementptr %13[%c6_i64_294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %425, %471 : f64, !llvm.ptr<1>
        %c7_i64_295 = arith.constant 7 : i64
        %472 = llvm.getelementptr %13[%c7_i64_295] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %445, %472 : f64, !llvm.ptr<1>
        %c8_i64_296 = arith.constant 8 : i64
        %473 = llvm.getelementptr %13[%c8_i64_296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %465, %473 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
