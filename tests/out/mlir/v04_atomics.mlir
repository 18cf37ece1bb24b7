module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @atomics(%arg0: memref<8x?xi32, strided<[1, 8]>, 1>, %arg1: memref<8x?xf32, strided<[1, 8]>, 1>, %arg2: memref<3x?xvector<2xf64>, strided<[1, 3]>, 1>, %arg3: memref<16x?xi32, strided<[1, 16]>, 1>, %arg4: memref<16x?xf64, strided<[1, 16]>, 1>, %arg5: memref<16x?xvector<2xf32>, strided<[1, 16]>, 1>, %arg6: memref<16x?xf16, strided<[1, 16]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x?xi32, strided<[1, 8]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x?xi32, strided<[1, 8]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<8x?xf32, strided<[1, 8]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<8x?xf32, strided<[1, 8]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<3x?xvector<2xf64>, strided<[1, 3]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<3x?xvector<2xf64>, strided<[1, 3]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<16x?xi32, strided<[1, 16]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<16x?xi32, strided<[1, 16]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<16x?xf64, strided<[1, 16]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<16x?xf64, strided<[1, 16]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<16x?xvector<2xf32>, strided<[1, 16]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<16x?xvector<2xf32>, strided<[1, 16]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg6 : memref<16x?xf16, strided<[1, 16]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<16x?xf16, strided<[1, 16]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#1 : index to i64
      %alloca = memref.alloca() : memref<i32>
      %alloca_30 = memref.alloca() : memref<i32>
      %alloca_31 = memref.alloca() : memref<f64>
      %alloca_32 = memref.alloca() : memref<f64>
      %alloca_33 = memref.alloca() : memref<vector<2xf32>>
      %alloca_34 = memref.alloca() : memref<f16>
      %alloca_35 = memref.alloca() : memref<f16>
      %alloca_36 = memref.alloca() : memref<vector<2xf64>>
      %block_id_x = gpu.block_id  x
      %21 = arith.index_cast %block_id_x : index to i64
      %c8_i64 = arith.constant 8 : i64
      %22 = arith.muli %21, %c8_i64 : i64
      %23 = llvm.getelementptr %1[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c8_i64_37 = arith.constant 8 : i64
      %24 = arith.muli %21, %c8_i64_37 : i64
      %25 = llvm.getelementptr %4[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3_i64 = arith.constant 3 : i64
      %26 = arith.muli %21, %c3_i64 : i64
      %27 = llvm.getelementptr %7[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %c16_i64 = arith.constant 16 : i64
      %28 = arith.muli %21, %c16_i64 : i64
      %29 = llvm.getelementptr %10[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c16_i64_38 = arith.constant 16 : i64
      %30 = arith.muli %21, %c16_i64_38 : i64
      %31 = llvm.getelementptr %13[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c16_i64_39 = arith.constant 16 : i64
      %32 = arith.muli %21, %c16_i64_39 : i64
      %33 = llvm.getelementptr %16[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %c16_i64_40 = arith.constant 16 : i64
      %34 = arith.muli %21, %c16_i64_40 : i64
      %35 = llvm.getelementptr %19[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %thread_id_x = gpu.thread_id  x
      %36 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg7 = %36 to %c64_i64 step %c32_i64  : i64 {
        %c8_i64_46 = arith.constant 8 : i64
        %39 = arith.remsi %arg7, %c8_i64_46 : i64
        %40 = arith.trunci %arg7 : i64 to i32
        %41 = llvm.getelementptr %23[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %42 = llvm.atomicrmw add %41, %40 monotonic : !llvm.ptr<1>, i32
        %43 = arith.sitofp %arg7 : i64 to f32
        %cst = arith.constant 1.600000e+01 : f32
        %44 = arith.divf %43, %cst : f32
        %45 = llvm.getelementptr %25[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %46 = llvm.load %45 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %47 = scf.while (%arg8 = %46) : (i32) -> i32 {
          %56 = arith.bitcast %arg8 : i32 to f32
          %57 = llvm.intr.maxnum(%56, %44) : (f32, f32) -> f32
          %58 = arith.bitcast %57 : f32 to i32
          %59 = llvm.cmpxchg %45, %arg8, %58 monotonic monotonic : !llvm.ptr<1>, i32
          %60 = llvm.extractvalue %59[0] : !llvm.struct<(i32, i1)> 
          %61 = llvm.extractvalue %59[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %62 = arith.xori %61, %true : i1
          scf.condition(%62) %60 : i32
        } do {
        ^bb0(%arg8: i32):
          scf.yield %arg8 : i32
        }
        %cst_47 = arith.constant 5.000000e-01 : f64
        %cst_48 = arith.constant -2.500000e-01 : f64
        %48 = llvm.mlir.poison : vector<2xf64>
        %c0_i32 = arith.constant 0 : i32
        %49 = llvm.insertelement %cst_47, %48[%c0_i32 : i32] : vector<2xf64>
        %c1_i32 = arith.constant 1 : i32
        %50 = llvm.insertelement %cst_48, %49[%c1_i32 : i32] : vector<2xf64>
        %c1_i64_49 = arith.constant 1 : i64
        %51 = llvm.getelementptr %27[%c1_i64_49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %c0_i32_50 = arith.constant 0 : i32
        %52 = llvm.extractelement %50[%c0_i32_50 : i32] : vector<2xf64>
        %53 = llvm.atomicrmw fadd %27, %52 monotonic : !llvm.ptr<1>, f64
        %c1_i32_51 = arith.constant 1 : i32
        %54 = llvm.extractelement %50[%c1_i32_51 : i32] : vector<2xf64>
        %55 = llvm.atomicrmw fadd %51, %54 monotonic : !llvm.ptr<1>, f64
      }
      %thread_id_x_41 = gpu.thread_id  x
      %37 = arith.index_cast %thread_id_x_41 : index to i64
      %c8_i64_42 = arith.constant 8 : i64
      %c32_i64_43 = arith.constant 32 : i64
      scf.for %arg7 = %37 to %c8_i64_42 step %c32_i64_43  : i64 {
        %c8_i64_46 = arith.constant 8 : i64
        %39 = arith.addi %arg7, %c8_i64_46 : i64
        %40 = llvm.getelementptr %29[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %41 = llvm.load %40 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %42 = scf.while (%arg8 = %41) : (i32) -> i32 {
          memref.store %arg8, %alloca[] : memref<i32>
          %c3_i32 = arith.constant 3 : i32
          %79 = arith.addi %arg8, %c3_i32 : i32
          %80 = llvm.cmpxchg %40, %arg8, %79 monotonic monotonic : !llvm.ptr<1>, i32
          %81 = llvm.extractvalue %80[0] : !llvm.struct<(i32, i1)> 
          %82 = llvm.extractvalue %80[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %83 = arith.xori %82, %true : i1
          scf.condition(%83) %81 : i32
        } do {
        ^bb0(%arg8: i32):
          scf.yield %arg8 : i32
        }
        %43 = llvm.getelementptr %29[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %44 = llvm.load %43 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %45 = scf.while (%arg8 = %44) : (i32) -> i32 {
          memref.store %arg8, %alloca_30[] : memref<i32>
          %c10_i32 = arith.constant 10 : i32
          %79 = arith.minsi %arg8, %c10_i32 : i32
          %80 = llvm.cmpxchg %43, %arg8, %79 monotonic monotonic : !llvm.ptr<1>, i32
          %81 = llvm.extractvalue %80[0] : !llvm.struct<(i32, i1)> 
          %82 = llvm.extractvalue %80[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %83 = arith.xori %82, %true : i1
          scf.condition(%83) %81 : i32
        } do {
        ^bb0(%arg8: i32):
          scf.yield %arg8 : i32
        }
        %46 = memref.load %alloca[] : memref<i32>
        %47 = memref.load %alloca_30[] : memref<i32>
        %48 = arith.addi %46, %47 : i32
        %49 = llvm.getelementptr %29[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %48, %49 : i32, !llvm.ptr<1>
        %50 = llvm.getelementptr %31[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %51 = llvm.load %50 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %52 = scf.while (%arg8 = %51) : (i64) -> i64 {
          %79 = arith.bitcast %arg8 : i64 to f64
          memref.store %79, %alloca_31[] : memref<f64>
          %80 = arith.bitcast %79 : f64 to i64
          %81 = llvm.cmpxchg %50, %arg8, %80 monotonic monotonic : !llvm.ptr<1>, i64
          %82 = llvm.extractvalue %81[0] : !llvm.struct<(i64, i1)> 
          %83 = llvm.extractvalue %81[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %84 = arith.xori %83, %true : i1
          scf.condition(%84) %82 : i64
        } do {
        ^bb0(%arg8: i64):
          scf.yield %arg8 : i64
        }
        llvm.fence acq_rel
        %53 = memref.load %alloca_31[] : memref<f64>
        %cst = arith.constant 2.000000e+00 : f64
        %54 = arith.mulf %53, %cst : f64
        llvm.fence acq_rel
        %55 = llvm.getelementptr %31[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %56 = llvm.atomicrmw xchg %55, %54 monotonic : !llvm.ptr<1>, f64
        %57 = llvm.getelementptr %31[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %58 = llvm.load %57 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %59 = scf.while (%arg8 = %58) : (i64) -> i64 {
          %79 = arith.bitcast %arg8 : i64 to f64
          memref.store %79, %alloca_32[] : memref<f64>
          %cst_47 = arith.constant 2.500000e-01 : f64
          %80 = llvm.intr.minnum(%79, %cst_47) : (f64, f64) -> f64
          %81 = arith.bitcast %80 : f64 to i64
          %82 = llvm.cmpxchg %57, %arg8, %81 monotonic monotonic : !llvm.ptr<1>, i64
          %83 = llvm.extractvalue %82[0] : !llvm.struct<(i64, i1)> 
          %84 = llvm.extractvalue %82[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %85 = arith.xori %84, %true : i1
          scf.condition(%85) %83 : i64
        } do {
        ^bb0(%arg8: i64):
          scf.yield %arg8 : i64
        }
        %60 = memref.load %alloca_31[] : memref<f64>
        %61 = memref.load %alloca_32[] : memref<f64>
        %62 = arith.addf %60, %61 : f64
        %63 = llvm.getelementptr %31[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %62, %63 : f64, !llvm.ptr<1>
        %64 = llvm.getelementptr %33[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %65 = llvm.load %64 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %66 = scf.while (%arg8 = %65) : (i64) -> i64 {
          %79 = llvm.bitcast %arg8 : i64 to vector<2xf32>
          memref.store %79, %alloca_33[] : memref<vector<2xf32>>
          %cst_47 = arith.constant 1.000000e+00 : f32
          %cst_48 = arith.constant 1.000000e+00 : f32
          %80 = llvm.mlir.poison : vector<2xf32>
          %c0_i32 = arith.constant 0 : i32
          %81 = llvm.insertelement %cst_47, %80[%c0_i32 : i32] : vector<2xf32>
          %c1_i32 = arith.constant 1 : i32
          %82 = llvm.insertelement %cst_48, %81[%c1_i32 : i32] : vector<2xf32>
          %83 = arith.addf %79, %82 : vector<2xf32>
          %84 = llvm.bitcast %83 : vector<2xf32> to i64
          %85 = llvm.cmpxchg %64, %arg8, %84 monotonic monotonic : !llvm.ptr<1>, i64
          %86 = llvm.extractvalue %85[0] : !llvm.struct<(i64, i1)> 
          %87 = llvm.extractvalue %85[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %88 = arith.xori %87, %true : i1
          scf.condition(%88) %86 : i64
        } do {
        ^bb0(%arg8: i64):
          scf.yield %arg8 : i64
        }
        %67 = memref.load %alloca_33[] : memref<vector<2xf32>>
        %68 = llvm.getelementptr %33[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %67, %68 : vector<2xf32>, !llvm.ptr<1>
        %69 = llvm.getelementptr %35[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %70 = llvm.load %69 atomic monotonic {alignment = 2 : i64} : !llvm.ptr<1> -> i16
        %71 = scf.while (%arg8 = %70) : (i16) -> i16 {
          %79 = arith.bitcast %arg8 : i16 to f16
          memref.store %79, %alloca_34[] : memref<f16>
          %cst_47 = arith.constant 5.000000e-01 : f16
          %80 = arith.addf %79, %cst_47 : f16
          %81 = arith.bitcast %80 : f16 to i16
          %82 = llvm.cmpxchg %69, %arg8, %81 monotonic monotonic : !llvm.ptr<1>, i16
          %83 = llvm.extractvalue %82[0] : !llvm.struct<(i16, i1)> 
          %84 = llvm.extractvalue %82[1] : !llvm.struct<(i16, i1)> 
          %true = arith.constant true
          %85 = arith.xori %84, %true : i1
          scf.condition(%85) %83 : i16
        } do {
        ^bb0(%arg8: i16):
          scf.yield %arg8 : i16
        }
        %72 = llvm.getelementptr %35[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %73 = llvm.load %72 atomic monotonic {alignment = 2 : i64} : !llvm.ptr<1> -> i16
        %74 = scf.while (%arg8 = %73) : (i16) -> i16 {
          %79 = arith.bitcast %arg8 : i16 to f16
          memref.store %79, %alloca_35[] : memref<f16>
          %cst_47 = arith.constant -1.250000e-01 : f16
          %80 = llvm.intr.maxnum(%79, %cst_47) : (f16, f16) -> f16
          %81 = arith.bitcast %80 : f16 to i16
          %82 = llvm.cmpxchg %72, %arg8, %81 monotonic monotonic : !llvm.ptr<1>, i16
          %83 = llvm.extractvalue %82[0] : !llvm.struct<(i16, i1)> 
          %84 = llvm.extractvalue %82[1] : !llvm.struct<(i16, i1)> 
          %true = arith.constant true
          %85 = arith.xori %84, %true : i1
          scf.condition(%85) %83 : i16
        } do {
        ^bb0(%arg8: i16):
          scf.yield %arg8 : i16
        }
        %75 = memref.load %alloca_34[] : memref<f16>
        %76 = memref.load %alloca_35[] : memref<f16>
        %77 = arith.addf %75, %76 : f16
        %78 = llvm.getelementptr %35[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %77, %78 : f16, !llvm.ptr<1>
      }
      gpu.barrier
      %thread_id_x_44 = gpu.thread_id  x
      %38 = arith.index_cast %thread_id_x_44 : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64_45 = arith.constant 32 : i64
      scf.for %arg7 = %38 to %c1_i64 step %c32_i64_45  : i64 {
        %c1_i64_46 = arith.constant 1 : i64
        %39 = llvm.getelementptr %27[%c1_i64_46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %c1_i64_47 = arith.constant 1 : i64
        %40 = llvm.getelementptr %39[%c1_i64_47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %41 = llvm.load %39 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %42 = scf.while (%arg8 = %41) : (i64) -> i64 {
          %48 = arith.bitcast %arg8 : i64 to f64
          %49 = llvm.load %40 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> f64
          %50 = llvm.mlir.poison : vector<2xf64>
          %c0_i32 = arith.constant 0 : i32
          %51 = llvm.insertelement %48, %50[%c0_i32 : i32] : vector<2xf64>
          %c1_i32 = arith.constant 1 : i32
          %52 = llvm.insertelement %49, %51[%c1_i32 : i32] : vector<2xf64>
          %cst = arith.constant 5.000000e-01 : f64
          %cst_48 = arith.constant 2.000000e+00 : f64
          %53 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_49 = arith.constant 0 : i32
          %54 = llvm.insertelement %cst, %53[%c0_i32_49 : i32] : vector<2xf64>
          %c1_i32_50 = arith.constant 1 : i32
          %55 = llvm.insertelement %cst_48, %54[%c1_i32_50 : i32] : vector<2xf64>
          %56 = arith.addf %52, %55 : vector<2xf64>
          %c0_i32_51 = arith.constant 0 : i32
          %57 = llvm.extractelement %56[%c0_i32_51 : i32] : vector<2xf64>
          %58 = arith.bitcast %57 : f64 to i64
          %59 = llvm.cmpxchg %39, %arg8, %58 monotonic monotonic : !llvm.ptr<1>, i64
          %60 = llvm.extractvalue %59[0] : !llvm.struct<(i64, i1)> 
          %61 = llvm.extractvalue %59[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %62 = arith.xori %61, %true : i1
          scf.condition(%62) %60 : i64
        } do {
        ^bb0(%arg8: i64):
          scf.yield %arg8 : i64
        }
        %43 = arith.bitcast %42 : i64 to f64
        %44 = llvm.load %40 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %45 = scf.while (%arg8 = %44) : (i64) -> i64 {
          %48 = arith.bitcast %arg8 : i64 to f64
          %49 = llvm.mlir.poison : vector<2xf64>
          %c0_i32 = arith.constant 0 : i32
          %50 = llvm.insertelement %43, %49[%c0_i32 : i32] : vector<2xf64>
          %c1_i32 = arith.constant 1 : i32
          %51 = llvm.insertelement %48, %50[%c1_i32 : i32] : vector<2xf64>
          memref.store %51, %alloca_36[] : memref<vector<2xf64>>
          %cst = arith.constant 5.000000e-01 : f64
          %cst_48 = arith.constant 2.000000e+00 : f64
          %52 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_49 = arith.constant 0 : i32
          %53 = llvm.insertelement %cst, %52[%c0_i32_49 : i32] : vector<2xf64>
          %c1_i32_50 = arith.constant 1 : i32
          %54 = llvm.insertelement %cst_48, %53[%c1_i32_50 : i32] : vector<2xf64>
          %55 = arith.addf %51, %54 : vector<2xf64>
          %c1_i32_51 = arith.constant 1 : i32
          %56 = llvm.extractelement %55[%c1_i32_51 : i32] : vector<2xf64>
          %57 = arith.bitcast %56 : f64 to i64
          %58 = llvm.cmpxchg %40, %arg8, %57 monotonic monotonic : !llvm.ptr<1>, i64
          %59 = llvm.extractvalue %58[0] : !llvm.struct<(i64, i1)> 
          %60 = llvm.extractvalue %58[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %61 = arith.xori %60, %true : i1
          scf.condition(%61) %59 : i64
        } do {
        ^bb0(%arg8: i64):
          scf.yield %arg8 : i64
        }
        %46 = memref.load %alloca_36[] : memref<vector<2xf64>>
        %c2_i64 = arith.constant 2 : i64
        %47 = llvm.getelementptr %27[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        llvm.store %46, %47 : vector<2xf64>, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
