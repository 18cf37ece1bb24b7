module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @atomic_complex_beta_(%arg0: memref<5x?xvector<2xf64>, strided<[1, 5]>, 1>, %arg1: memref<5x?xvector<2xf32>, strided<[1, 5]>, 1>, %arg2: memref<4x5xf16, strided<[1, 4]>, 1>, %arg3: memref<5x?xvector<2xf64>, strided<[1, 5]>, 1>, %arg4: memref<5x?xvector<2xf32>, strided<[1, 5]>, 1>, %arg5: memref<4x?xvector<2xf64>, strided<[1, 4]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<5x?xvector<2xf64>, strided<[1, 5]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<5x?xvector<2xf64>, strided<[1, 5]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<5x?xvector<2xf32>, strided<[1, 5]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<5x?xvector<2xf32>, strided<[1, 5]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<4x5xf16, strided<[1, 4]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<4x5xf16, strided<[1, 4]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<5x?xvector<2xf64>, strided<[1, 5]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<5x?xvector<2xf64>, strided<[1, 5]>, 1> -> index
      %8 = arith.index_cast %intptr_14 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %10 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<5x?xvector<2xf32>, strided<[1, 5]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<5x?xvector<2xf32>, strided<[1, 5]>, 1> -> index
      %11 = arith.index_cast %intptr_19 : index to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
      %13 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<4x?xvector<2xf64>, strided<[1, 4]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<4x?xvector<2xf64>, strided<[1, 4]>, 1> -> index
      %14 = arith.index_cast %intptr_24 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %16 = arith.index_cast %sizes_22#1 : index to i64
      %alloca = memref.alloca() : memref<vector<2xf64>>
      %block_id_x = gpu.block_id  x
      %17 = arith.index_cast %block_id_x : index to i64
      %c5_i64 = arith.constant 5 : i64
      %18 = arith.muli %17, %c5_i64 : i64
      %19 = llvm.getelementptr %1[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %c5_i64_25 = arith.constant 5 : i64
      %20 = arith.muli %17, %c5_i64_25 : i64
      %21 = llvm.getelementptr %4[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %c5_i64_26 = arith.constant 5 : i64
      %22 = arith.muli %17, %c5_i64_26 : i64
      %23 = llvm.getelementptr %9[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %c5_i64_27 = arith.constant 5 : i64
      %24 = arith.muli %17, %c5_i64_27 : i64
      %25 = llvm.getelementptr %12[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %c4_i64 = arith.constant 4 : i64
      %26 = arith.muli %17, %c4_i64 : i64
      %27 = llvm.getelementptr %15[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %thread_id_x = gpu.thread_id  x
      %28 = arith.index_cast %thread_id_x : index to i64
      %c5_i64_28 = arith.constant 5 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %28 to %c5_i64_28 step %c32_i64  : i64 {
        %cst = arith.constant 1.500000e+00 : f64
        %cst_35 = arith.constant -5.000000e-01 : f64
        %31 = llvm.mlir.poison : vector<2xf64>
        %c0_i32 = arith.constant 0 : i32
        %32 = llvm.insertelement %cst, %31[%c0_i32 : i32] : vector<2xf64>
        %c1_i32 = arith.constant 1 : i32
        %33 = llvm.insertelement %cst_35, %32[%c1_i32 : i32] : vector<2xf64>
        %34 = llvm.getelementptr %19[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %35 = llvm.load %34 : !llvm.ptr<1> -> vector<2xf64>
        %c0_i32_36 = arith.constant 0 : i32
        %36 = llvm.extractelement %33[%c0_i32_36 : i32] : vector<2xf64>
        %c1_i32_37 = arith.constant 1 : i32
        %37 = llvm.extractelement %33[%c1_i32_37 : i32] : vector<2xf64>
        %c0_i32_38 = arith.constant 0 : i32
        %38 = llvm.extractelement %35[%c0_i32_38 : i32] : vector<2xf64>
        %c1_i32_39 = arith.constant 1 : i32
        %39 = llvm.extractelement %35[%c1_i32_39 : i32] : vector<2xf64>
        %40 = arith.mulf %36, %38 : f64
        %41 = arith.mulf %37, %39 : f64
        %42 = arith.subf %40, %41 : f64
        %43 = arith.mulf %36, %39 : f64
        %44 = arith.mulf %37, %38 : f64
        %45 = arith.addf %43, %44 : f64
        %46 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_40 = arith.constant 0 : i32
        %47 = llvm.insertelement %42, %46[%c0_i32_40 : i32] : vector<2xf64>
        %c1_i32_41 = arith.constant 1 : i32
        %48 = llvm.insertelement %45, %47[%c1_i32_41 : i32] : vector<2xf64>
        %49 = llvm.getelementptr %23[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %c1_i64 = arith.constant 1 : i64
        %50 = llvm.getelementptr %49[%c1_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %51 = llvm.load %49 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %52 = scf.while (%arg7 = %51) : (i64) -> i64 {
          %56 = arith.bitcast %arg7 : i64 to f64
          %57 = llvm.load %50 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> f64
          %58 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_42 = arith.constant 0 : i32
          %59 = llvm.insertelement %56, %58[%c0_i32_42 : i32] : vector<2xf64>
          %c1_i32_43 = arith.constant 1 : i32
          %60 = llvm.insertelement %57, %59[%c1_i32_43 : i32] : vector<2xf64>
          %cst_44 = arith.constant 2.500000e-01 : f64
          %cst_45 = arith.constant 2.000000e+00 : f64
          %61 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_46 = arith.constant 0 : i32
          %62 = llvm.insertelement %cst_44, %61[%c0_i32_46 : i32] : vector<2xf64>
          %c1_i32_47 = arith.constant 1 : i32
          %63 = llvm.insertelement %cst_45, %62[%c1_i32_47 : i32] : vector<2xf64>
          %c0_i32_48 = arith.constant 0 : i32
          %64 = llvm.extractelement %63[%c0_i32_48 : i32] : vector<2xf64>
          %c1_i32_49 = arith.constant 1 : i32
          %65 = llvm.extractelement %63[%c1_i32_49 : i32] : vector<2xf64>
          %c0_i32_50 = arith.constant 0 : i32
          %66 = llvm.extractelement %60[%c0_i32_50 : i32] : vector<2xf64>
          %c1_i32_51 = arith.constant 1 : i32
          %67 = llvm.extractelement %60[%c1_i32_51 : i32] : vector<2xf64>
          %68 = arith.mulf %64, %66 : f64
          %69 = arith.mulf %65, %67 : f64
          %70 = arith.subf %68, %69 : f64
          %71 = arith.mulf %64, %67 : f64
          %72 = arith.mulf %65, %66 : f64
          %73 = arith.addf %71, %72 : f64
          %74 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_52 = arith.constant 0 : i32
          %75 = llvm.insertelement %70, %74[%c0_i32_52 : i32] : vector<2xf64>
          %c1_i32_53 = arith.constant 1 : i32
          %76 = llvm.insertelement %73, %75[%c1_i32_53 : i32] : vector<2xf64>
          %77 = arith.addf %48, %76 : vector<2xf64>
          %c0_i32_54 = arith.constant 0 : i32
          %78 = llvm.extractelement %77[%c0_i32_54 : i32] : vector<2xf64>
          %79 = arith.bitcast %78 : f64 to i64
          %80 = llvm.cmpxchg %49, %arg7, %79 monotonic monotonic : !llvm.ptr<1>, i64
          %81 = llvm.extractvalue %80[0] : !llvm.struct<(i64, i1)> 
          %82 = llvm.extractvalue %80[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %83 = arith.xori %82, %true : i1
          scf.condition(%83) %81 : i64
        } do {
        ^bb0(%arg7: i64):
          scf.yield %arg7 : i64
        }
        %53 = arith.bitcast %52 : i64 to f64
        %54 = llvm.load %50 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %55 = scf.while (%arg7 = %54) : (i64) -> i64 {
          %56 = arith.bitcast %arg7 : i64 to f64
          %57 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_42 = arith.constant 0 : i32
          %58 = llvm.insertelement %53, %57[%c0_i32_42 : i32] : vector<2xf64>
          %c1_i32_43 = arith.constant 1 : i32
          %59 = llvm.insertelement %56, %58[%c1_i32_43 : i32] : vector<2xf64>
          %cst_44 = arith.constant 2.500000e-01 : f64
          %cst_45 = arith.constant 2.000000e+00 : f64
          %60 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_46 = arith.constant 0 : i32
          %61 = llvm.insertelement %cst_44, %60[%c0_i32_46 : i32] : vector<2xf64>
          %c1_i32_47 = arith.constant 1 : i32
          %62 = llvm.insertelement %cst_45, %61[%c1_i32_47 : i32] : vector<2xf64>
          %c0_i32_48 = arith.constant 0 : i32
          %63 = llvm.extractelement %62[%c0_i32_48 : i32] : vector<2xf64>
          %c1_i32_49 = arith.constant 1 : i32
          %64 = llvm.extractelement %62[%c1_i32_49 : i32] : vector<2xf64>
          %c0_i32_50 = arith.constant 0 : i32
          %65 = llvm.extractelement %59[%c0_i32_50 : i32] : vector<2xf64>
          %c1_i32_51 = arith.constant 1 : i32
          %66 = llvm.extractelement %59[%c1_i32_51 : i32] : vector<2xf64>
          %67 = arith.mulf %63, %65 : f64
          %68 = arith.mulf %64, %66 : f64
          %69 = arith.subf %67, %68 : f64
          %70 = arith.mulf %63, %66 : f64
          %71 = arith.mulf %64, %65 : f64
          %72 = arith.addf %70, %71 : f64
          %73 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_52 = arith.constant 0 : i32
          %74 = llvm.insertelement %69, %73[%c0_i32_52 : i32] : vector<2xf64>
          %c1_i32_53 = arith.constant 1 : i32
          %75 = llvm.insertelement %72, %74[%c1_i32_53 : i32] : vector<2xf64>
          %76 = arith.addf %48, %75 : vector<2xf64>
          %c1_i32_54 = arith.constant 1 : i32
          %77 = llvm.extractelement %76[%c1_i32_54 : i32] : vector<2xf64>
          %78 = arith.bitcast %77 : f64 to i64
          %79 = llvm.cmpxchg %50, %arg7, %78 monotonic monotonic : !llvm.ptr<1>, i64
          %80 = llvm.extractvalue %79[0] : !llvm.struct<(i64, i1)> 
          %81 = llvm.extractvalue %79[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %82 = arith.xori %81, %true : i1
          scf.condition(%82) %80 : i64
        } do {
        ^bb0(%arg7: i64):
          scf.yield %arg7 : i64
        }
      }
      %thread_id_x_29 = gpu.thread_id  x
      %29 = arith.index_cast %thread_id_x_29 : index to i64
      %c5_i64_30 = arith.constant 5 : i64
      %c32_i64_31 = arith.constant 32 : i64
      scf.for %arg6 = %29 to %c5_i64_30 step %c32_i64_31  : i64 {
        %cst = arith.constant 1.500000e+00 : f32
        %cst_35 = arith.constant -5.000000e-01 : f32
        %31 = llvm.mlir.poison : vector<2xf32>
        %c0_i32 = arith.constant 0 : i32
        %32 = llvm.insertelement %cst, %31[%c0_i32 : i32] : vector<2xf32>
        %c1_i32 = arith.constant 1 : i32
        %33 = llvm.insertelement %cst_35, %32[%c1_i32 : i32] : vector<2xf32>
        %34 = llvm.getelementptr %21[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %35 = llvm.load %34 : !llvm.ptr<1> -> vector<2xf32>
        %c0_i32_36 = arith.constant 0 : i32
        %36 = llvm.extractelement %33[%c0_i32_36 : i32] : vector<2xf32>
        %c1_i32_37 = arith.constant 1 : i32
        %37 = llvm.extractelement %33[%c1_i32_37 : i32] : vector<2xf32>
        %c0_i32_38 = arith.constant 0 : i32
        %38 = llvm.extractelement %35[%c0_i32_38 : i32] : vector<2xf32>
        %c1_i32_39 = arith.constant 1 : i32
        %39 = llvm.extractelement %35[%c1_i32_39 : i32] : vector<2xf32>
        %40 = arith.mulf %36, %38 : f32
        %41 = arith.mulf %37, %39 : f32
        %42 = arith.subf %40, %41 : f32
        %43 = arith.mulf %36, %39 : f32
        %44 = arith.mulf %37, %38 : f32
        %45 = arith.addf %43, %44 : f32
        %46 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_40 = arith.constant 0 : i32
        %47 = llvm.insertelement %42, %46[%c0_i32_40 : i32] : vector<2xf32>
        %c1_i32_41 = arith.constant 1 : i32
        %48 = llvm.insertelement %45, %47[%c1_i32_41 : i32] : vector<2xf32>
        %49 = llvm.getelementptr %25[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %50 = llvm.load %49 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %51 = scf.while (%arg7 = %50) : (i64) -> i64 {
          %52 = llvm.bitcast %arg7 : i64 to vector<2xf32>
          %cst_42 = arith.constant 2.500000e-01 : f32
          %cst_43 = arith.constant 2.000000e+00 : f32
          %53 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_44 = arith.constant 0 : i32
          %54 = llvm.insertelement %cst_42, %53[%c0_i32_44 : i32] : vector<2xf32>
          %c1_i32_45 = arith.constant 1 : i32
          %55 = llvm.insertelement %cst_43, %54[%c1_i32_45 : i32] : vector<2xf32>
          %c0_i32_46 = arith.constant 0 : i32
          %56 = llvm.extractelement %55[%c0_i32_46 : i32] : vector<2xf32>
          %c1_i32_47 = arith.constant 1 : i32
          %57 = llvm.extractelement %55[%c1_i32_47 : i32] : vector<2xf32>
          %c0_i32_48 = arith.constant 0 : i32
          %58 = llvm.extractelement %52[%c0_i32_48 : i32] : vector<2xf32>
          %c1_i32_49 = arith.constant 1 : i32
          %59 = llvm.extractelement %52[%c1_i32_49 : i32] : vector<2xf32>
          %60 = arith.mulf %56, %58 : f32
          %61 = arith.mulf %57, %59 : f32
          %62 = arith.subf %60, %61 : f32
          %63 = arith.mulf %56, %59 : f32
          %64 = arith.mulf %57, %58 : f32
          %65 = arith.addf %63, %64 : f32
          %66 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_50 = arith.constant 0 : i32
          %67 = llvm.insertelement %62, %66[%c0_i32_50 : i32] : vector<2xf32>
          %c1_i32_51 = arith.constant 1 : i32
          %68 = llvm.insertelement %65, %67[%c1_i32_51 : i32] : vector<2xf32>
          %69 = arith.addf %48, %68 : vector<2xf32>
          %70 = llvm.bitcast %69 : vector<2xf32> to i64
          %71 = llvm.cmpxchg %49, %arg7, %70 monotonic monotonic : !llvm.ptr<1>, i64
          %72 = llvm.extractvalue %71[0] : !llvm.struct<(i64, i1)> 
          %73 = llvm.extractvalue %71[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %74 = arith.xori %73, %true : i1
          scf.condition(%74) %72 : i64
        } do {
        ^bb0(%arg7: i64):
          scf.yield %arg7 : i64
        }
      }
      %thread_id_x_32 = gpu.thread_id  x
      %30 = arith.index_cast %thread_id_x_32 : index to i64
      %c4_i64_33 = arith.constant 4 : i64
      %c32_i64_34 = arith.constant 32 : i64
      scf.for %arg6 = %30 to %c4_i64_33 step %c32_i64_34  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        %cst_35 = arith.constant 0.000000e+00 : f64
        %31 = llvm.mlir.poison : vector<2xf64>
        %c0_i32 = arith.constant 0 : i32
        %32 = llvm.insertelement %cst, %31[%c0_i32 : i32] : vector<2xf64>
        %c1_i32 = arith.constant 1 : i32
        %33 = llvm.insertelement %cst_35, %32[%c1_i32 : i32] : vector<2xf64>
        memref.store %33, %alloca[] : memref<vector<2xf64>>
        %c0_i64 = arith.constant 0 : i64
        %c5_i64_36 = arith.constant 5 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg7 = %c0_i64 to %c5_i64_36 step %c1_i64  : i64 {
          %59 = memref.load %alloca[] : memref<vector<2xf64>>
          %c4_i64_48 = arith.constant 4 : i64
          %60 = arith.muli %arg7, %c4_i64_48 : i64
          %61 = arith.addi %arg6, %60 : i64
          %62 = llvm.getelementptr %7[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %63 = llvm.load %62 : !llvm.ptr<1> -> f16
          %64 = arith.extf %63 : f16 to f64
          %cst_49 = arith.constant 0.000000e+00 : f64
          %65 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_50 = arith.constant 0 : i32
          %66 = llvm.insertelement %64, %65[%c0_i32_50 : i32] : vector<2xf64>
          %c1_i32_51 = arith.constant 1 : i32
          %67 = llvm.insertelement %cst_49, %66[%c1_i32_51 : i32] : vector<2xf64>
          %68 = llvm.getelementptr %21[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          %69 = llvm.load %68 : !llvm.ptr<1> -> vector<2xf32>
          %70 = arith.extf %69 : vector<2xf32> to vector<2xf64>
          %c0_i32_52 = arith.constant 0 : i32
          %71 = llvm.extractelement %67[%c0_i32_52 : i32] : vector<2xf64>
          %c1_i32_53 = arith.constant 1 : i32
          %72 = llvm.extractelement %67[%c1_i32_53 : i32] : vector<2xf64>
          %c0_i32_54 = arith.constant 0 : i32
          %73 = llvm.extractelement %70[%c0_i32_54 : i32] : vector<2xf64>
          %c1_i32_55 = arith.constant 1 : i32
          %74 = llvm.extractelement %70[%c1_i32_55 : i32] : vector<2xf64>
          %75 = arith.mulf %71, %73 : f64
          %76 = arith.mulf %72, %74 : f64
          %77 = arith.subf %75, %76 : f64
          %78 = arith.mulf %71, %74 : f64
          %79 = arith.mulf %72, %73 : f64
          %80 = arith.addf %78, %79 : f64
          %81 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_56 = arith.constant 0 : i32
          %82 = llvm.insertelement %77, %81[%c0_i32_56 : i32] : vector<2xf64>
          %c1_i32_57 = arith.constant 1 : i32
          %83 = llvm.insertelement %80, %82[%c1_i32_57 : i32] : vector<2xf64>
          %84 = arith.addf %59, %83 : vector<2xf64>
          memref.store %84, %alloca[] : memref<vector<2xf64>>
        }
        %cst_37 = arith.constant -1.000000e+00 : f32
        %cst_38 = arith.constant 5.000000e-01 : f32
        %34 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_39 = arith.constant 0 : i32
        %35 = llvm.insertelement %cst_37, %34[%c0_i32_39 : i32] : vector<2xf32>
        %c1_i32_40 = arith.constant 1 : i32
        %36 = llvm.insertelement %cst_38, %35[%c1_i32_40 : i32] : vector<2xf32>
        %37 = arith.extf %36 : vector<2xf32> to vector<2xf64>
        %38 = memref.load %alloca[] : memref<vector<2xf64>>
        %c0_i32_41 = arith.constant 0 : i32
        %39 = llvm.extractelement %37[%c0_i32_41 : i32] : vector<2xf64>
        %c1_i32_42 = arith.constant 1 : i32
        %40 = llvm.extractelement %37[%c1_i32_42 : i32] : vector<2xf64>
        %c0_i32_43 = arith.constant 0 : i32
        %41 = llvm.extractelement %38[%c0_i32_43 : i32] : vector<2xf64>
        %c1_i32_44 = arith.constant 1 : i32
        %42 = llvm.extractelement %38[%c1_i32_44 : i32] : vector<2xf64>
        %43 = arith.mulf %39, %41 : f64
        %44 = arith.mulf %40, %42 : f64
        %45 = arith.subf %43, %44 : f64
        %46 = arith.mulf %39, %42 : f64
        %47 = arith.mulf %40, %41 : f64
        %48 = arith.addf %46, %47 : f64
        %49 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_45 = arith.constant 0 : i32
        %50 = llvm.insertelement %45, %49[%c0_i32_45 : i32] : vector<2xf64>
        %c1_i32_46 = arith.constant 1 : i32
        %51 = llvm.insertelement %48, %50[%c1_i32_46 : i32] : vector<2xf64>
        %52 = llvm.getelementptr %27[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %c1_i64_47 = arith.constant 1 : i64
        %53 = llvm.getelementptr %52[%c1_i64_47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %54 = llvm.load %52 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %55 = scf.while (%arg7 = %54) : (i64) -> i64 {
          %59 = arith.bitcast %arg7 : i64 to f64
          %60 = llvm.load %53 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> f64
          %61 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_48 = arith.constant 0 : i32
          %62 = llvm.insertelement %59, %61[%c0_i32_48 : i32] : vector<2xf64>
          %c1_i32_49 = arith.constant 1 : i32
          %63 = llvm.insertelement %60, %62[%c1_i32_49 : i32] : vector<2xf64>
          %cst_50 = arith.constant 0.000000e+00 : f64
          %cst_51 = arith.constant 1.000000e+00 : f64
          %64 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_52 = arith.constant 0 : i32
          %65 = llvm.insertelement %cst_50, %64[%c0_i32_52 : i32] : vector<2xf64>
          %c1_i32_53 = arith.constant 1 : i32
          %66 = llvm.insertelement %cst_51, %65[%c1_i32_53 : i32] : vector<2xf64>
          %c0_i32_54 = arith.constant 0 : i32
          %67 = llvm.extractelement %66[%c0_i32_54 : i32] : vector<2xf64>
          %c1_i32_55 = arith.constant 1 : i32
          %68 = llvm.extractelement %66[%c1_i32_55 : i32] : vector<2xf64>
          %c0_i32_56 = arith.constant 0 : i32
          %69 = llvm.extractelement %63[%c0_i32_56 : i32] : vector<2xf64>
          %c1_i32_57 = arith.constant 1 : i32
          %70 = llvm.extractelement %63[%c1_i32_57 : i32] : vector<2xf64>
          %71 = arith.mulf %67, %69 : f64
          %72 = arith.mulf %68, %70 : f64
          %73 = arith.subf %71, %72 : f64
          %74 = arith.mulf %67, %70 : f64
          %75 = arith.mulf %68, %69 : f64
          %76 = arith.addf %74, %75 : f64
          %77 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_58 = arith.constant 0 : i32
          %78 = llvm.insertelement %73, %77[%c0_i32_58 : i32] : vector<2xf64>
          %c1_i32_59 = arith.constant 1 : i32
          %79 = llvm.insertelement %76, %78[%c1_i32_59 : i32] : vector<2xf64>
          %80 = arith.addf %51, %79 : vector<2xf64>
          %c0_i32_60 = arith.constant 0 : i32
          %81 = llvm.extractelement %80[%c0_i32_60 : i32] : vector<2xf64>
          %82 = arith.bitcast %81 : f64 to i64
          %83 = llvm.cmpxchg %52, %arg7, %82 monotonic monotonic : !llvm.ptr<1>, i64
          %84 = llvm.extractvalue %83[0] : !llvm.struct<(i64, i1)> 
          %85 = llvm.extractvalue %83[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %86 = arith.xori %85, %true : i1
          scf.condition(%86) %84 : i64
        } do {
        ^bb0(%arg7: i64):
          scf.yield %arg7 : i64
        }
        %56 = arith.bitcast %55 : i64 to f64
        %57 = llvm.load %53 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %58 = scf.while (%arg7 = %57) : (i64) -> i64 {
          %59 = arith.bitcast %arg7 : i64 to f64
          %60 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_48 = arith.constant 0 : i32
          %61 = llvm.insertelement %56, %60[%c0_i32_48 : i32] : vector<2xf64>
          %c1_i32_49 = arith.constant 1 : i32
          %62 = llvm.insertelement %59, %61[%c1_i32_49 : i32] : vector<2xf64>
          %cst_50 = arith.constant 0.000000e+00 : f64
          %cst_51 = arith.constant 1.000000e+00 : f64
          %63 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_52 = arith.constant 0 : i32
          %64 = llvm.insertelement %cst_50, %63[%c0_i32_52 : i32] : vector<2xf64>
          %c1_i32_53 = arith.constant 1 : i32
          %65 = llvm.insertelement %cst_51, %64[%c1_i32_53 : i32] : vector<2xf64>
          %c0_i32_54 = arith.constant 0 : i32
          %66 = llvm.extractelement %65[%c0_i32_54 : i32] : vector<2xf64>
          %c1_i32_55 = arith.constant 1 : i32
          %67 = llvm.extractelement %65[%c1_i32_55 : i32] : vector<2xf64>
          %c0_i32_56 = arith.constant 0 : i32
          %68 = llvm.extractelement %62[%c0_i32_56 : i32] : vector<2xf64>
          %c1_i32_57 = arith.constant 1 : i32
          %69 = llvm.extractelement %62[%c1_i32_57 : i32] : vector<2xf64>
          %70 = arith.mulf %66, %68 : f64
          %71 = arith.mulf %67, %69 : f64
          %72 = arith.subf %70, %71 : f64
          %73 = arith.mulf %66, %69 : f64
          %74 = arith.mulf %67, %68 : f64
          %75 = arith.addf %73, %74 : f64
          %76 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_58 = arith.constant 0 : i32
          %77 = llvm.insertelement %72, %76[%c0_i32_58 : i32] : vector<2xf64>
          %c1_i32_59 = arith.constant 1 : i32
          %78 = llvm.insertelement %75, %77[%c1_i32_59 : i32] : vector<2xf64>
          %79 = arith.addf %51, %78 : vector<2xf64>
          %c1_i32_60 = arith.constant 1 : i32
          %80 = llvm.extractelement %79[%c1_i32_60 : i32] : vector<2xf64>
          %81 = arith.bitcast %80 : f64 to i64
          %82 = llvm.cmpxchg %53, %arg7, %81 monotonic monotonic : !llvm.ptr<1>, i64
          %83 = llvm.extractvalue %82[0] : !llvm.struct<(i64, i1)> 
          %84 = llvm.extractvalue %82[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %85 = arith.xori %84, %true : i1
          scf.condition(%85) %83 : i64
        } do {
        ^bb0(%arg7: i64):
          scf.yield %arg7 : i64
        }
      }
      gpu.return
    }
  }
}
