module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @atomics(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(8 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(8 : i64) : i64
      %5 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg0, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x?xi32, strided<[1, 8]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(8 : i64) : i64
      %16 = llvm.mlir.constant(1 : i64) : i64
      %17 = llvm.mlir.constant(8 : i64) : i64
      %18 = llvm.insertvalue %arg2, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg2, %18[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %14, %19[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %15, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %arg3, %21[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x?xf32, strided<[1, 8]>, 1>
      %26 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %27 = llvm.mlir.constant(0 : i64) : i64
      %28 = llvm.mlir.constant(3 : i64) : i64
      %29 = llvm.mlir.constant(1 : i64) : i64
      %30 = llvm.mlir.constant(3 : i64) : i64
      %31 = llvm.insertvalue %arg4, %26[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %32 = llvm.insertvalue %arg4, %31[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %33 = llvm.insertvalue %27, %32[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %34 = llvm.insertvalue %28, %33[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg5, %34[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<3x?xvector<2xf64>, strided<[1, 3]>, 1>
      %39 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %40 = llvm.mlir.constant(0 : i64) : i64
      %41 = llvm.mlir.constant(16 : i64) : i64
      %42 = llvm.mlir.constant(1 : i64) : i64
      %43 = llvm.mlir.constant(16 : i64) : i64
      %44 = llvm.insertvalue %arg6, %39[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %45 = llvm.insertvalue %arg6, %44[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %46 = llvm.insertvalue %40, %45[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %47 = llvm.insertvalue %41, %46[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %48 = llvm.insertvalue %arg7, %47[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %42, %48[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %43, %49[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = builtin.unrealized_conversion_cast %50 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xi32, strided<[1, 16]>, 1>
      %52 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %53 = llvm.mlir.constant(0 : i64) : i64
      %54 = llvm.mlir.constant(16 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(16 : i64) : i64
      %57 = llvm.insertvalue %arg8, %52[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %58 = llvm.insertvalue %arg8, %57[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = llvm.insertvalue %53, %58[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %60 = llvm.insertvalue %54, %59[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %61 = llvm.insertvalue %arg9, %60[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %62 = llvm.insertvalue %55, %61[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %56, %62[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = builtin.unrealized_conversion_cast %63 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xf64, strided<[1, 16]>, 1>
      %65 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %66 = llvm.mlir.constant(0 : i64) : i64
      %67 = llvm.mlir.constant(16 : i64) : i64
      %68 = llvm.mlir.constant(1 : i64) : i64
      %69 = llvm.mlir.constant(16 : i64) : i64
      %70 = llvm.insertvalue %arg10, %65[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %71 = llvm.insertvalue %arg10, %70[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %72 = llvm.insertvalue %66, %71[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %73 = llvm.insertvalue %67, %72[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %74 = llvm.insertvalue %arg11, %73[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %75 = llvm.insertvalue %68, %74[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %76 = llvm.insertvalue %69, %75[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %77 = builtin.unrealized_conversion_cast %76 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xvector<2xf32>, strided<[1, 16]>, 1>
      %78 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %79 = llvm.mlir.constant(0 : i64) : i64
      %80 = llvm.mlir.constant(16 : i64) : i64
      %81 = llvm.mlir.constant(1 : i64) : i64
      %82 = llvm.mlir.constant(16 : i64) : i64
      %83 = llvm.insertvalue %arg12, %78[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %84 = llvm.insertvalue %arg12, %83[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %85 = llvm.insertvalue %79, %84[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %86 = llvm.insertvalue %80, %85[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %87 = llvm.insertvalue %arg13, %86[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %88 = llvm.insertvalue %81, %87[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %89 = llvm.insertvalue %82, %88[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %90 = builtin.unrealized_conversion_cast %89 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xf16, strided<[1, 16]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<8x?xi32, strided<[1, 8]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<8x?xi32, strided<[1, 8]>, 1> -> index
      %91 = arith.index_cast %intptr : index to i64
      %92 = llvm.inttoptr %91 : i64 to !llvm.ptr<1>
      %93 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %25 : memref<8x?xf32, strided<[1, 8]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %25 : memref<8x?xf32, strided<[1, 8]>, 1> -> index
      %94 = arith.index_cast %intptr_4 : index to i64
      %95 = llvm.inttoptr %94 : i64 to !llvm.ptr<1>
      %96 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %38 : memref<3x?xvector<2xf64>, strided<[1, 3]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %38 : memref<3x?xvector<2xf64>, strided<[1, 3]>, 1> -> index
      %97 = arith.index_cast %intptr_9 : index to i64
      %98 = llvm.inttoptr %97 : i64 to !llvm.ptr<1>
      %99 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %51 : memref<16x?xi32, strided<[1, 16]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %51 : memref<16x?xi32, strided<[1, 16]>, 1> -> index
      %100 = arith.index_cast %intptr_14 : index to i64
      %101 = llvm.inttoptr %100 : i64 to !llvm.ptr<1>
      %102 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %64 : memref<16x?xf64, strided<[1, 16]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %64 : memref<16x?xf64, strided<[1, 16]>, 1> -> index
      %103 = arith.index_cast %intptr_19 : index to i64
      %104 = llvm.inttoptr %103 : i64 to !llvm.ptr<1>
      %105 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %77 : memref<16x?xvector<2xf32>, strided<[1, 16]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %77 : memref<16x?xvector<2xf32>, strided<[1, 16]>, 1> -> index
      %106 = arith.index_cast %intptr_24 : index to i64
      %107 = llvm.inttoptr %106 : i64 to !llvm.ptr<1>
      %108 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %90 : memref<16x?xf16, strided<[1, 16]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %90 : memref<16x?xf16, strided<[1, 16]>, 1> -> index
      %109 = arith.index_cast %intptr_29 : index to i64
      %110 = llvm.inttoptr %109 : i64 to !llvm.ptr<1>
      %111 = arith.index_cast %sizes_27#1 : index to i64
      %alloca = memref.alloca() : memref<i32>
      %alloca_30 = memref.alloca() : memref<i32>
      %alloca_31 = memref.alloca() : memref<f64>
      %alloca_32 = memref.alloca() : memref<f64>
      %alloca_33 = memref.alloca() : memref<vector<2xf32>>
      %alloca_34 = memref.alloca() : memref<f16>
      %alloca_35 = memref.alloca() : memref<f16>
      %alloca_36 = memref.alloca() : memref<vector<2xf64>>
      %block_id_x = gpu.block_id  x
      %112 = arith.index_cast %block_id_x : index to i64
      %c8_i64 = arith.constant 8 : i64
      %113 = arith.muli %112, %c8_i64 : i64
      %114 = llvm.getelementptr %92[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c8_i64_37 = arith.constant 8 : i64
      %115 = arith.muli %112, %c8_i64_37 : i64
      %116 = llvm.getelementptr %95[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3_i64 = arith.constant 3 : i64
      %117 = arith.muli %112, %c3_i64 : i64
      %118 = llvm.getelementptr %98[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %c16_i64 = arith.constant 16 : i64
      %119 = arith.muli %112, %c16_i64 : i64
      %120 = llvm.getelementptr %101[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c16_i64_38 = arith.constant 16 : i64
      %121 = arith.muli %112, %c16_i64_38 : i64
      %122 = llvm.getelementptr %104[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c16_i64_39 = arith.constant 16 : i64
      %123 = arith.muli %112, %c16_i64_39 : i64
      %124 = llvm.getelementptr %107[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %c16_i64_40 = arith.constant 16 : i64
      %125 = arith.muli %112, %c16_i64_40 : i64
      %126 = llvm.getelementptr %110[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %thread_id_x = gpu.thread_id  x
      %127 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg14 = %127 to %c64_i64 step %c32_i64  : i64 {
        %c8_i64_46 = arith.constant 8 : i64
        %130 = arith.remsi %arg14, %c8_i64_46 : i64
        %131 = arith.trunci %arg14 : i64 to i32
        %132 = llvm.getelementptr %114[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %133 = llvm.atomicrmw add %132, %131 monotonic : !llvm.ptr<1>, i32
        %134 = arith.sitofp %arg14 : i64 to f32
        %cst = arith.constant 1.600000e+01 : f32
        %135 = arith.divf %134, %cst : f32
        %136 = llvm.getelementptr %116[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %137 = llvm.load %136 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %138 = scf.while (%arg15 = %137) : (i32) -> i32 {
          %147 = arith.bitcast %arg15 : i32 to f32
          %148 = llvm.intr.maxnum(%147, %135) : (f32, f32) -> f32
          %149 = arith.bitcast %148 : f32 to i32
          %150 = llvm.cmpxchg %136, %arg15, %149 monotonic monotonic : !llvm.ptr<1>, i32
          %151 = llvm.extractvalue %150[0] : !llvm.struct<(i32, i1)> 
          %152 = llvm.extractvalue %150[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %153 = arith.xori %152, %true : i1
          scf.condition(%153) %151 : i32
        } do {
        ^bb0(%arg15: i32):
          scf.yield %arg15 : i32
        }
        %cst_47 = arith.constant 5.000000e-01 : f64
        %cst_48 = arith.constant -2.500000e-01 : f64
        %139 = llvm.mlir.poison : vector<2xf64>
        %c0_i32 = arith.constant 0 : i32
        %140 = llvm.insertelement %cst_47, %139[%c0_i32 : i32] : vector<2xf64>
        %c1_i32 = arith.constant 1 : i32
        %141 = llvm.insertelement %cst_48, %140[%c1_i32 : i32] : vector<2xf64>
        %c1_i64_49 = arith.constant 1 : i64
        %142 = llvm.getelementptr %118[%c1_i64_49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %c0_i32_50 = arith.constant 0 : i32
        %143 = llvm.extractelement %141[%c0_i32_50 : i32] : vector<2xf64>
        %144 = llvm.atomicrmw fadd %118, %143 monotonic : !llvm.ptr<1>, f64
        %c1_i32_51 = arith.constant 1 : i32
        %145 = llvm.extractelement %141[%c1_i32_51 : i32] : vector<2xf64>
        %146 = llvm.atomicrmw fadd %142, %145 monotonic : !llvm.ptr<1>, f64
      }
      %thread_id_x_41 = gpu.thread_id  x
      %128 = arith.index_cast %thread_id_x_41 : index to i64
      %c8_i64_42 = arith.constant 8 : i64
      %c32_i64_43 = arith.constant 32 : i64
      scf.for %arg14 = %128 to %c8_i64_42 step %c32_i64_43  : i64 {
        %c8_i64_46 = arith.constant 8 : i64
        %130 = arith.addi %arg14, %c8_i64_46 : i64
        %131 = llvm.getelementptr %120[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %132 = llvm.load %131 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %133 = scf.while (%arg15 = %132) : (i32) -> i32 {
          memref.store %arg15, %alloca[] : memref<i32>
          %c3_i32 = arith.constant 3 : i32
          %170 = arith.addi %arg15, %c3_i32 : i32
          %171 = llvm.cmpxchg %131, %arg15, %170 monotonic monotonic : !llvm.ptr<1>, i32
          %172 = llvm.extractvalue %171[0] : !llvm.struct<(i32, i1)> 
          %173 = llvm.extractvalue %171[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %174 = arith.xori %173, %true : i1
          scf.condition(%174) %172 : i32
        } do {
        ^bb0(%arg15: i32):
          scf.yield %arg15 : i32
        }
        %134 = llvm.getelementptr %120[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %135 = llvm.load %134 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %136 = scf.while (%arg15 = %135) : (i32) -> i32 {
          memref.store %arg15, %alloca_30[] : memref<i32>
          %c10_i32 = arith.constant 10 : i32
          %170 = arith.minsi %arg15, %c10_i32 : i32
          %171 = llvm.cmpxchg %134, %arg15, %170 monotonic monotonic : !llvm.ptr<1>, i32
          %172 = llvm.extractvalue %171[0] : !llvm.struct<(i32, i1)> 
          %173 = llvm.extractvalue %171[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %174 = arith.xori %173, %true : i1
          scf.condition(%174) %172 : i32
        } do {
        ^bb0(%arg15: i32):
          scf.yield %arg15 : i32
        }
        %137 = memref.load %alloca[] : memref<i32>
        %138 = memref.load %alloca_30[] : memref<i32>
        %139 = arith.addi %137, %138 : i32
        %140 = llvm.getelementptr %120[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %139, %140 : i32, !llvm.ptr<1>
        %141 = llvm.getelementptr %122[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %142 = llvm.load %141 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %143 = scf.while (%arg15 = %142) : (i64) -> i64 {
          %170 = arith.bitcast %arg15 : i64 to f64
          memref.store %170, %alloca_31[] : memref<f64>
          %171 = arith.bitcast %170 : f64 to i64
          %172 = llvm.cmpxchg %141, %arg15, %171 monotonic monotonic : !llvm.ptr<1>, i64
          %173 = llvm.extractvalue %172[0] : !llvm.struct<(i64, i1)> 
          %174 = llvm.extractvalue %172[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %175 = arith.xori %174, %true : i1
          scf.condition(%175) %173 : i64
        } do {
        ^bb0(%arg15: i64):
          scf.yield %arg15 : i64
        }
        llvm.fence acq_rel
        %144 = memref.load %alloca_31[] : memref<f64>
        %cst = arith.constant 2.000000e+00 : f64
        %145 = arith.mulf %144, %cst : f64
        llvm.fence acq_rel
        %146 = llvm.getelementptr %122[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %147 = llvm.atomicrmw xchg %146, %145 monotonic : !llvm.ptr<1>, f64
        %148 = llvm.getelementptr %122[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %149 = llvm.load %148 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %150 = scf.while (%arg15 = %149) : (i64) -> i64 {
          %170 = arith.bitcast %arg15 : i64 to f64
          memref.store %170, %alloca_32[] : memref<f64>
          %cst_47 = arith.constant 2.500000e-01 : f64
          %171 = llvm.intr.minnum(%170, %cst_47) : (f64, f64) -> f64
          %172 = arith.bitcast %171 : f64 to i64
          %173 = llvm.cmpxchg %148, %arg15, %172 monotonic monotonic : !llvm.ptr<1>, i64
          %174 = llvm.extractvalue %173[0] : !llvm.struct<(i64, i1)> 
          %175 = llvm.extractvalue %173[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %176 = arith.xori %175, %true : i1
          scf.condition(%176) %174 : i64
        } do {
        ^bb0(%arg15: i64):
          scf.yield %arg15 : i64
        }
        %151 = memref.load %alloca_31[] : memref<f64>
        %152 = memref.load %alloca_32[] : memref<f64>
        %153 = arith.addf %151, %152 : f64
        %154 = llvm.getelementptr %122[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %153, %154 : f64, !llvm.ptr<1>
        %155 = llvm.getelementptr %124[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %156 = llvm.load %155 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %157 = scf.while (%arg15 = %156) : (i64) -> i64 {
          %170 = llvm.bitcast %arg15 : i64 to vector<2xf32>
          memref.store %170, %alloca_33[] : memref<vector<2xf32>>
          %cst_47 = arith.constant 1.000000e+00 : f32
          %cst_48 = arith.constant 1.000000e+00 : f32
          %171 = llvm.mlir.poison : vector<2xf32>
          %c0_i32 = arith.constant 0 : i32
          %172 = llvm.insertelement %cst_47, %171[%c0_i32 : i32] : vector<2xf32>
          %c1_i32 = arith.constant 1 : i32
          %173 = llvm.insertelement %cst_48, %172[%c1_i32 : i32] : vector<2xf32>
          %174 = arith.addf %170, %173 : vector<2xf32>
          %175 = llvm.bitcast %174 : vector<2xf32> to i64
          %176 = llvm.cmpxchg %155, %arg15, %175 monotonic monotonic : !llvm.ptr<1>, i64
          %177 = llvm.extractvalue %176[0] : !llvm.struct<(i64, i1)> 
          %178 = llvm.extractvalue %176[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %179 = arith.xori %178, %true : i1
          scf.condition(%179) %177 : i64
        } do {
        ^bb0(%arg15: i64):
          scf.yield %arg15 : i64
        }
        %158 = memref.load %alloca_33[] : memref<vector<2xf32>>
        %159 = llvm.getelementptr %124[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %158, %159 : vector<2xf32>, !llvm.ptr<1>
        %160 = llvm.getelementptr %126[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %161 = llvm.load %160 atomic monotonic {alignment = 2 : i64} : !llvm.ptr<1> -> i16
        %162 = scf.while (%arg15 = %161) : (i16) -> i16 {
          %170 = arith.bitcast %arg15 : i16 to f16
          memref.store %170, %alloca_34[] : memref<f16>
          %cst_47 = arith.constant 5.000000e-01 : f16
          %171 = arith.addf %170, %cst_47 : f16
          %172 = arith.bitcast %171 : f16 to i16
          %173 = llvm.cmpxchg %160, %arg15, %172 monotonic monotonic : !llvm.ptr<1>, i16
          %174 = llvm.extractvalue %173[0] : !llvm.struct<(i16, i1)> 
          %175 = llvm.extractvalue %173[1] : !llvm.struct<(i16, i1)> 
          %true = arith.constant true
          %176 = arith.xori %175, %true : i1
          scf.condition(%176) %174 : i16
        } do {
        ^bb0(%arg15: i16):
          scf.yield %arg15 : i16
        }
        %163 = llvm.getelementptr %126[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %164 = llvm.load %163 atomic monotonic {alignment = 2 : i64} : !llvm.ptr<1> -> i16
        %165 = scf.while (%arg15 = %164) : (i16) -> i16 {
          %170 = arith.bitcast %arg15 : i16 to f16
          memref.store %170, %alloca_35[] : memref<f16>
          %cst_47 = arith.constant -1.250000e-01 : f16
          %171 = llvm.intr.maxnum(%170, %cst_47) : (f16, f16) -> f16
          %172 = arith.bitcast %171 : f16 to i16
          %173 = llvm.cmpxchg %163, %arg15, %172 monotonic monotonic : !llvm.ptr<1>, i16
          %174 = llvm.extractvalue %173[0] : !llvm.struct<(i16, i1)> 
          %175 = llvm.extractvalue %173[1] : !llvm.struct<(i16, i1)> 
          %true = arith.constant true
          %176 = arith.xori %175, %true : i1
          scf.condition(%176) %174 : i16
        } do {
        ^bb0(%arg15: i16):
          scf.yield %arg15 : i16
        }
        %166 = memref.load %alloca_34[] : memref<f16>
        %167 = memref.load %alloca_35[] : memref<f16>
        %168 = arith.addf %166, %167 : f16
        %169 = llvm.getelementptr %126[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %168, %169 : f16, !llvm.ptr<1>
      }
      gpu.barrier
      %thread_id_x_44 = gpu.thread_id  x
      %129 = arith.index_cast %thread_id_x_44 : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64_45 = arith.constant 32 : i64
      scf.for %arg14 = %129 to %c1_i64 step %c32_i64_45  : i64 {
        %c1_i64_46 = arith.constant 1 : i64
        %130 = llvm.getelementptr %118[%c1_i64_46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %c1_i64_47 = arith.constant 1 : i64
        %131 = llvm.getelementptr %130[%c1_i64_47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %132 = llvm.load %130 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %133 = scf.while (%arg15 = %132) : (i64) -> i64 {
          %139 = arith.bitcast %arg15 : i64 to f64
          %140 = llvm.load %131 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> f64
          %141 = llvm.mlir.poison : vector<2xf64>
          %c0_i32 = arith.constant 0 : i32
          %142 = llvm.insertelement %139, %141[%c0_i32 : i32] : vector<2xf64>
          %c1_i32 = arith.constant 1 : i32
          %143 = llvm.insertelement %140, %142[%c1_i32 : i32] : vector<2xf64>
          %cst = arith.constant 5.000000e-01 : f64
          %cst_48 = arith.constant 2.000000e+00 : f64
          %144 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_49 = arith.constant 0 : i32
          %145 = llvm.insertelement %cst, %144[%c0_i32_49 : i32] : vector<2xf64>
          %c1_i32_50 = arith.constant 1 : i32
          %146 = llvm.insertelement %cst_48, %145[%c1_i32_50 : i32] : vector<2xf64>
          %147 = arith.addf %143, %146 : vector<2xf64>
          %c0_i32_51 = arith.constant 0 : i32
          %148 = llvm.extractelement %147[%c0_i32_51 : i32] : vector<2xf64>
          %149 = arith.bitcast %148 : f64 to i64
          %150 = llvm.cmpxchg %130, %arg15, %149 monotonic monotonic : !llvm.ptr<1>, i64
          %151 = llvm.extractvalue %150[0] : !llvm.struct<(i64, i1)> 
          %152 = llvm.extractvalue %150[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %153 = arith.xori %152, %true : i1
          scf.condition(%153) %151 : i64
        } do {
        ^bb0(%arg15: i64):
          scf.yield %arg15 : i64
        }
        %134 = arith.bitcast %133 : i64 to f64
        %135 = llvm.load %131 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %136 = scf.while (%arg15 = %135) : (i64) -> i64 {
          %139 = arith.bitcast %arg15 : i64 to f64
          %140 = llvm.mlir.poison : vector<2xf64>
          %c0_i32 = arith.constant 0 : i32
          %141 = llvm.insertelement %134, %140[%c0_i32 : i32] : vector<2xf64>
          %c1_i32 = arith.constant 1 : i32
          %142 = llvm.insertelement %139, %141[%c1_i32 : i32] : vector<2xf64>
          memref.store %142, %alloca_36[] : memref<vector<2xf64>>
          %cst = arith.constant 5.000000e-01 : f64
          %cst_48 = arith.constant 2.000000e+00 : f64
          %143 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_49 = arith.constant 0 : i32
          %144 = llvm.insertelement %cst, %143[%c0_i32_49 : i32] : vector<2xf64>
          %c1_i32_50 = arith.constant 1 : i32
          %145 = llvm.insertelement %cst_48, %144[%c1_i32_50 : i32] : vector<2xf64>
          %146 = arith.addf %142, %145 : vector<2xf64>
          %c1_i32_51 = arith.constant 1 : i32
          %147 = llvm.extractelement %146[%c1_i32_51 : i32] : vector<2xf64>
          %148 = arith.bitcast %147 : f64 to i64
          %149 = llvm.cmpxchg %131, %arg15, %148 monotonic monotonic : !llvm.ptr<1>, i64
          %150 = llvm.extractvalue %149[0] : !llvm.struct<(i64, i1)> 
          %151 = llvm.extractvalue %149[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %152 = arith.xori %151, %true : i1
          scf.condition(%152) %150 : i64
        } do {
        ^bb0(%arg15: i64):
          scf.yield %arg15 : i64
        }
        %137 = memref.load %alloca_36[] : memref<vector<2xf64>>
        %c2_i64 = arith.constant 2 : i64
        %138 = llvm.getelementptr %118[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        llvm.store %137, %138 : vector<2xf64>, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
