module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @catomic(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(32 : i64) : i64
      %3 = llvm.mlir.constant(4 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(32 : i64) : i64
      %6 = llvm.mlir.constant(128 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<32x4x?xf32, strided<[1, 32, 128]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(32 : i64) : i64
      %20 = llvm.mlir.constant(4 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(32 : i64) : i64
      %23 = llvm.mlir.constant(128 : i64) : i64
      %24 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg2, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg3, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<32x4x?xf32, strided<[1, 32, 128]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(32 : i64) : i64
      %37 = llvm.mlir.constant(4 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(32 : i64) : i64
      %40 = llvm.mlir.constant(128 : i64) : i64
      %41 = llvm.insertvalue %arg4, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg4, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %35, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %36, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %37, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %arg5, %45[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %38, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %39, %47[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %40, %48[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<32x4x?xf32, strided<[1, 32, 128]>, 1>
      %51 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %52 = llvm.mlir.constant(0 : i64) : i64
      %53 = llvm.mlir.constant(32 : i64) : i64
      %54 = llvm.mlir.constant(4 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(32 : i64) : i64
      %57 = llvm.mlir.constant(128 : i64) : i64
      %58 = llvm.insertvalue %arg6, %51[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %arg6, %58[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %52, %59[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %53, %60[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %54, %61[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = llvm.insertvalue %arg7, %62[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = llvm.insertvalue %55, %63[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %65 = llvm.insertvalue %56, %64[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %66 = llvm.insertvalue %57, %65[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %67 = builtin.unrealized_conversion_cast %66 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<32x4x?xf32, strided<[1, 32, 128]>, 1>
      %68 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %69 = llvm.mlir.constant(0 : i64) : i64
      %70 = llvm.mlir.constant(32 : i64) : i64
      %71 = llvm.mlir.constant(3 : i64) : i64
      %72 = llvm.mlir.constant(1 : i64) : i64
      %73 = llvm.mlir.constant(32 : i64) : i64
      %74 = llvm.mlir.constant(96 : i64) : i64
      %75 = llvm.insertvalue %arg8, %68[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %76 = llvm.insertvalue %arg8, %75[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %77 = llvm.insertvalue %69, %76[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %78 = llvm.insertvalue %70, %77[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %79 = llvm.insertvalue %71, %78[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %80 = llvm.insertvalue %arg9, %79[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %81 = llvm.insertvalue %72, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %82 = llvm.insertvalue %73, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %83 = llvm.insertvalue %74, %82[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %84 = builtin.unrealized_conversion_cast %83 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<32x3x?xi32, strided<[1, 32, 96]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<32x4x?xf32, strided<[1, 32, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<32x4x?xf32, strided<[1, 32, 128]>, 1> -> index
      %85 = arith.index_cast %intptr : index to i64
      %86 = llvm.inttoptr %85 : i64 to !llvm.ptr<1>
      %87 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<32x4x?xf32, strided<[1, 32, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<32x4x?xf32, strided<[1, 32, 128]>, 1> -> index
      %88 = arith.index_cast %intptr_4 : index to i64
      %89 = llvm.inttoptr %88 : i64 to !llvm.ptr<1>
      %90 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<32x4x?xf32, strided<[1, 32, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<32x4x?xf32, strided<[1, 32, 128]>, 1> -> index
      %91 = arith.index_cast %intptr_9 : index to i64
      %92 = llvm.inttoptr %91 : i64 to !llvm.ptr<1>
      %93 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %67 : memref<32x4x?xf32, strided<[1, 32, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %67 : memref<32x4x?xf32, strided<[1, 32, 128]>, 1> -> index
      %94 = arith.index_cast %intptr_14 : index to i64
      %95 = llvm.inttoptr %94 : i64 to !llvm.ptr<1>
      %96 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %84 : memref<32x3x?xi32, strided<[1, 32, 96]>, 1> -> memref<i32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %84 : memref<32x3x?xi32, strided<[1, 32, 96]>, 1> -> index
      %97 = arith.index_cast %intptr_19 : index to i64
      %98 = llvm.inttoptr %97 : i64 to !llvm.ptr<1>
      %99 = arith.index_cast %sizes_17#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_20 = memref.alloca() : memref<f32>
      %alloca_21 = memref.alloca() : memref<f32>
      %alloca_22 = memref.alloca() : memref<f32>
      %alloca_23 = memref.alloca() : memref<f32>
      %alloca_24 = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f32>
      %alloca_26 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %100 = arith.index_cast %block_id_x : index to i64
      %c128_i64 = arith.constant 128 : i64
      %101 = arith.muli %100, %c128_i64 : i64
      %102 = llvm.getelementptr %86[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64_27 = arith.constant 128 : i64
      %103 = arith.muli %100, %c128_i64_27 : i64
      %104 = llvm.getelementptr %89[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64_28 = arith.constant 128 : i64
      %105 = arith.muli %100, %c128_i64_28 : i64
      %106 = llvm.getelementptr %92[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64_29 = arith.constant 128 : i64
      %107 = arith.muli %100, %c128_i64_29 : i64
      %108 = llvm.getelementptr %95[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c96_i64 = arith.constant 96 : i64
      %109 = arith.muli %100, %c96_i64 : i64
      %110 = llvm.getelementptr %98[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %thread_id_x = gpu.thread_id  x
      %111 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %112 = arith.remsi %111, %c32_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %113 = llvm.getelementptr %102[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %114 = llvm.load %113 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %115 = scf.while (%arg10 = %114) : (i32) -> i32 {
        %242 = arith.bitcast %arg10 : i32 to f32
        memref.store %242, %alloca[] : memref<f32>
        %cst_113 = arith.constant 1.500000e+00 : f32
        %243 = arith.addf %242, %cst_113 : f32
        %244 = arith.bitcast %243 : f32 to i32
        %245 = llvm.cmpxchg %113, %arg10, %244 monotonic monotonic : !llvm.ptr<1>, i32
        %246 = llvm.extractvalue %245[0] : !llvm.struct<(i32, i1)> 
        %247 = llvm.extractvalue %245[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %248 = arith.xori %247, %true : i1
        scf.condition(%248) %246 : i32
      } do {
      ^bb0(%arg10: i32):
        scf.yield %arg10 : i32
      }
      %thread_id_x_30 = gpu.thread_id  x
      %116 = arith.index_cast %thread_id_x_30 : index to i64
      %c32_i64_31 = arith.constant 32 : i64
      %117 = arith.remsi %116, %c32_i64_31 : i64
      %cst_32 = arith.constant 0.000000e+00 : f32
      memref.store %cst_32, %alloca_20[] : memref<f32>
      %c32_i64_33 = arith.constant 32 : i64
      %118 = arith.addi %117, %c32_i64_33 : i64
      %119 = llvm.getelementptr %102[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %120 = llvm.load %119 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %121 = scf.while (%arg10 = %120) : (i32) -> i32 {
        %242 = arith.bitcast %arg10 : i32 to f32
        memref.store %242, %alloca_20[] : memref<f32>
        %cst_113 = arith.constant 1.500000e+00 : f32
        %243 = arith.addf %242, %cst_113 : f32
        %244 = arith.bitcast %243 : f32 to i32
        %245 = llvm.cmpxchg %119, %arg10, %244 monotonic monotonic : !llvm.ptr<1>, i32
        %246 = llvm.extractvalue %245[0] : !llvm.struct<(i32, i1)> 
        %247 = llvm.extractvalue %245[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %248 = arith.xori %247, %true : i1
        scf.condition(%248) %246 : i32
      } do {
      ^bb0(%arg10: i32):
        scf.yield %arg10 : i32
      }
      %thread_id_x_34 = gpu.thread_id  x
      %122 = arith.index_cast %thread_id_x_34 : index to i64
      %c32_i64_35 = arith.constant 32 : i64
      %123 = arith.remsi %122, %c32_i64_35 : i64
      %cst_36 = arith.constant 0.000000e+00 : f32
      memref.store %cst_36, %alloca_21[] : memref<f32>
      %c64_i64 = arith.constant 64 : i64
      %124 = arith.addi %123, %c64_i64 : i64
      %125 = llvm.getelementptr %102[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %126 = llvm.load %125 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %127 = scf.while (%arg10 = %126) : (i32) -> i32 {
        %242 = arith.bitcast %arg10 : i32 to f32
        memref.store %242, %alloca_21[] : memref<f32>
        %cst_113 = arith.constant 1.500000e+00 : f32
        %243 = arith.addf %242, %cst_113 : f32
        %244 = arith.bitcast %243 : f32 to i32
        %245 = llvm.cmpxchg %125, %arg10, %244 monotonic monotonic : !llvm.ptr<1>, i32
        %246 = llvm.extractvalue %245[0] : !llvm.struct<(i32, i1)> 
        %247 = llvm.extractvalue %245[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %248 = arith.xori %247, %true : i1
        scf.condition(%248) %246 : i32
      } do {
      ^bb0(%arg10: i32):
        scf.yield %arg10 : i32
      }
      %thread_id_x_37 = gpu.thread_id  x
      %128 = arith.index_cast %thread_id_x_37 : index to i64
      %c32_i64_38 = arith.constant 32 : i64
      %129 = arith.remsi %128, %c32_i64_38 : i64
      %cst_39 = arith.constant 0.000000e+00 : f32
      memref.store %cst_39, %alloca_22[] : memref<f32>
      %c96_i64_40 = arith.constant 96 : i64
      %130 = arith.addi %129, %c96_i64_40 : i64
      %131 = llvm.getelementptr %102[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %132 = llvm.load %131 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %133 = scf.while (%arg10 = %132) : (i32) -> i32 {
        %242 = arith.bitcast %arg10 : i32 to f32
        memref.store %242, %alloca_22[] : memref<f32>
        %cst_113 = arith.constant 1.500000e+00 : f32
        %243 = arith.addf %242, %cst_113 : f32
        %244 = arith.bitcast %243 : f32 to i32
        %245 = llvm.cmpxchg %131, %arg10, %244 monotonic monotonic : !llvm.ptr<1>, i32
        %246 = llvm.extractvalue %245[0] : !llvm.struct<(i32, i1)> 
        %247 = llvm.extractvalue %245[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %248 = arith.xori %247, %true : i1
        scf.condition(%248) %246 : i32
      } do {
      ^bb0(%arg10: i32):
        scf.yield %arg10 : i32
      }
      %thread_id_x_41 = gpu.thread_id  x
      %134 = arith.index_cast %thread_id_x_41 : index to i64
      %c32_i64_42 = arith.constant 32 : i64
      %135 = arith.remsi %134, %c32_i64_42 : i64
      %136 = memref.load %alloca[] : memref<f32>
      %137 = llvm.getelementptr %104[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %136, %137 : f32, !llvm.ptr<1>
      %thread_id_x_43 = gpu.thread_id  x
      %138 = arith.index_cast %thread_id_x_43 : index to i64
      %c32_i64_44 = arith.constant 32 : i64
      %139 = arith.remsi %138, %c32_i64_44 : i64
      %140 = memref.load %alloca_20[] : memref<f32>
      %c32_i64_45 = arith.constant 32 : i64
      %141 = arith.addi %139, %c32_i64_45 : i64
      %142 = llvm.getelementptr %104[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %140, %142 : f32, !llvm.ptr<1>
      %thread_id_x_46 = gpu.thread_id  x
      %143 = arith.index_cast %thread_id_x_46 : index to i64
      %c32_i64_47 = arith.constant 32 : i64
      %144 = arith.remsi %143, %c32_i64_47 : i64
      %145 = memref.load %alloca_21[] : memref<f32>
      %c64_i64_48 = arith.constant 64 : i64
      %146 = arith.addi %144, %c64_i64_48 : i64
      %147 = llvm.getelementptr %104[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %145, %147 : f32, !llvm.ptr<1>
      %thread_id_x_49 = gpu.thread_id  x
      %148 = arith.index_cast %thread_id_x_49 : index to i64
      %c32_i64_50 = arith.constant 32 : i64
      %149 = arith.remsi %148, %c32_i64_50 : i64
      %150 = memref.load %alloca_22[] : memref<f32>
      %c96_i64_51 = arith.constant 96 : i64
      %151 = arith.addi %149, %c96_i64_51 : i64
      %152 = llvm.getelementptr %104[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %150, %152 : f32, !llvm.ptr<1>
      %thread_id_x_52 = gpu.thread_id  x
      %153 = arith.index_cast %thread_id_x_52 : index to i64
      %c32_i64_53 = arith.constant 32 : i64
      %154 = arith.remsi %153, %c32_i64_53 : i64
      %cst_54 = arith.constant 0.000000e+00 : f32
      memref.store %cst_54, %alloca_23[] : memref<f32>
      %155 = llvm.getelementptr %102[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %156 = llvm.load %155 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %157 = scf.while (%arg10 = %156) : (i32) -> i32 {
        %242 = arith.bitcast %arg10 : i32 to f32
        memref.store %242, %alloca_23[] : memref<f32>
        %243 = arith.bitcast %242 : f32 to i32
        %244 = llvm.cmpxchg %155, %arg10, %243 monotonic monotonic : !llvm.ptr<1>, i32
        %245 = llvm.extractvalue %244[0] : !llvm.struct<(i32, i1)> 
        %246 = llvm.extractvalue %244[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %247 = arith.xori %246, %true : i1
        scf.condition(%247) %245 : i32
      } do {
      ^bb0(%arg10: i32):
        scf.yield %arg10 : i32
      }
      %thread_id_x_55 = gpu.thread_id  x
      %158 = arith.index_cast %thread_id_x_55 : index to i64
      %c32_i64_56 = arith.constant 32 : i64
      %159 = arith.remsi %158, %c32_i64_56 : i64
      %cst_57 = arith.constant 0.000000e+00 : f32
      memref.store %cst_57, %alloca_24[] : memref<f32>
      %c32_i64_58 = arith.constant 32 : i64
      %160 = arith.addi %159, %c32_i64_58 : i64
      %161 = llvm.getelementptr %102[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %162 = llvm.load %161 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %163 = scf.while (%arg10 = %162) : (i32) -> i32 {
        %242 = arith.bitcast %arg10 : i32 to f32
        memref.store %242, %alloca_24[] : memref<f32>
        %243 = arith.bitcast %242 : f32 to i32
        %244 = llvm.cmpxchg %161, %arg10, %243 monotonic monotonic : !llvm.ptr<1>, i32
        %245 = llvm.extractvalue %244[0] : !llvm.struct<(i32, i1)> 
        %246 = llvm.extractvalue %244[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %247 = arith.xori %246, %true : i1
        scf.condition(%247) %245 : i32
      } do {
      ^bb0(%arg10: i32):
        scf.yield %arg10 : i32
      }
      %thread_id_x_59 = gpu.thread_id  x
      %164 = arith.index_cast %thread_id_x_59 : index to i64
      %c32_i64_60 = arith.constant 32 : i64
      %165 = arith.remsi %164, %c32_i64_60 : i64
      %cst_61 = arith.constant 0.000000e+00 : f32
      memref.store %cst_61, %alloca_25[] : memref<f32>
      %c64_i64_62 = arith.constant 64 : i64
      %166 = arith.addi %165, %c64_i64_62 : i64
      %167 = llvm.getelementptr %102[%166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %168 = llvm.load %167 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %169 = scf.while (%arg10 = %168) : (i32) -> i32 {
        %242 = arith.bitcast %arg10 : i32 to f32
        memref.store %242, %alloca_25[] : memref<f32>
        %243 = arith.bitcast %242 : f32 to i32
        %244 = llvm.cmpxchg %167, %arg10, %243 monotonic monotonic : !llvm.ptr<1>, i32
        %245 = llvm.extractvalue %244[0] : !llvm.struct<(i32, i1)> 
        %246 = llvm.extractvalue %244[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %247 = arith.xori %246, %true : i1
        scf.condition(%247) %245 : i32
      } do {
      ^bb0(%arg10: i32):
        scf.yield %arg10 : i32
      }
      %thread_id_x_63 = gpu.thread_id  x
      %170 = arith.index_cast %thread_id_x_63 : index to i64
      %c32_i64_64 = arith.constant 32 : i64
      %171 = arith.remsi %170, %c32_i64_64 : i64
      %cst_65 = arith.constant 0.000000e+00 : f32
      memref.store %cst_65, %alloca_26[] : memref<f32>
      %c96_i64_66 = arith.constant 96 : i64
      %172 = arith.addi %171, %c96_i64_66 : i64
      %173 = llvm.getelementptr %102[%172] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %174 = llvm.load %173 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %175 = scf.while (%arg10 = %174) : (i32) -> i32 {
        %242 = arith.bitcast %arg10 : i32 to f32
        memref.store %242, %alloca_26[] : memref<f32>
        %243 = arith.bitcast %242 : f32 to i32
        %244 = llvm.cmpxchg %173, %arg10, %243 monotonic monotonic : !llvm.ptr<1>, i32
        %245 = llvm.extractvalue %244[0] : !llvm.struct<(i32, i1)> 
        %246 = llvm.extractvalue %244[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %247 = arith.xori %246, %true : i1
        scf.condition(%247) %245 : i32
      } do {
      ^bb0(%arg10: i32):
        scf.yield %arg10 : i32
      }
      llvm.fence acq_rel
      %thread_id_x_67 = gpu.thread_id  x
      %176 = arith.index_cast %thread_id_x_67 : index to i64
      %c32_i64_68 = arith.constant 32 : i64
      %177 = arith.remsi %176, %c32_i64_68 : i64
      %178 = memref.load %alloca_23[] : memref<f32>
      %179 = llvm.getelementptr %106[%177] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %178, %179 : f32, !llvm.ptr<1>
      %thread_id_x_69 = gpu.thread_id  x
      %180 = arith.index_cast %thread_id_x_69 : index to i64
      %c32_i64_70 = arith.constant 32 : i64
      %181 = arith.remsi %180, %c32_i64_70 : i64
      %182 = memref.load %alloca_24[] : memref<f32>
      %c32_i64_71 = arith.constant 32 : i64
      %183 = arith.addi %181, %c32_i64_71 : i64
      %184 = llvm.getelementptr %106[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %182, %184 : f32, !llvm.ptr<1>
      %thread_id_x_72 = gpu.thread_id  x
      %185 = arith.index_cast %thread_id_x_72 : index to i64
      %c32_i64_73 = arith.constant 32 : i64
      %186 = arith.remsi %185, %c32_i64_73 : i64
      %187 = memref.load %alloca_25[] : memref<f32>
      %c64_i64_74 = arith.constant 64 : i64
      %188 = arith.addi %186, %c64_i64_74 : i64
      %189 = llvm.getelementptr %106[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %187, %189 : f32, !llvm.ptr<1>
      %thread_id_x_75 = gpu.thread_id  x
      %190 = arith.index_cast %thread_id_x_75 : index to i64
      %c32_i64_76 = arith.constant 32 : i64
      %191 = arith.remsi %190, %c32_i64_76 : i64
      %192 = memref.load %alloca_26[] : memref<f32>
      %c96_i64_77 = arith.constant 96 : i64
      %193 = arith.addi %191, %c96_i64_77 : i64
      %194 = llvm.getelementptr %106[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %192, %194 : f32, !llvm.ptr<1>
      %cst_78 = arith.constant 2.000000e+00 : f32
      %195 = memref.load %alloca_23[] : memref<f32>
      %196 = arith.mulf %cst_78, %195 : f32
      %cst_79 = arith.constant 2.000000e+00 : f32
      %197 = memref.load %alloca_24[] : memref<f32>
      %198 = arith.mulf %cst_79, %197 : f32
      %cst_80 = arith.constant 2.000000e+00 : f32
      %199 = memref.load %alloca_25[] : memref<f32>
      %200 = arith.mulf %cst_80, %199 : f32
      %cst_81 = arith.constant 2.000000e+00 : f32
      %201 = memref.load %alloca_26[] : memref<f32>
      %202 = arith.mulf %cst_81, %201 : f32
      llvm.fence acq_rel
      %thread_id_x_82 = gpu.thread_id  x
      %203 = arith.index_cast %thread_id_x_82 : index to i64
      %c32_i64_83 = arith.constant 32 : i64
      %204 = arith.remsi %203, %c32_i64_83 : i64
      %205 = llvm.getelementptr %108[%204] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %206 = llvm.atomicrmw xchg %205, %196 monotonic : !llvm.ptr<1>, f32
      %thread_id_x_84 = gpu.thread_id  x
      %207 = arith.index_cast %thread_id_x_84 : index to i64
      %c32_i64_85 = arith.constant 32 : i64
      %208 = arith.remsi %207, %c32_i64_85 : i64
      %c32_i64_86 = arith.constant 32 : i64
      %209 = arith.addi %208, %c32_i64_86 : i64
      %210 = llvm.getelementptr %108[%209] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %211 = llvm.atomicrmw xchg %210, %198 monotonic : !llvm.ptr<1>, f32
      %thread_id_x_87 = gpu.thread_id  x
      %212 = arith.index_cast %thread_id_x_87 : index to i64
      %c32_i64_88 = arith.constant 32 : i64
      %213 = arith.remsi %212, %c32_i64_88 : i64
      %c64_i64_89 = arith.constant 64 : i64
      %214 = arith.addi %213, %c64_i64_89 : i64
      %215 = llvm.getelementptr %108[%214] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %216 = llvm.atomicrmw xchg %215, %200 monotonic : !llvm.ptr<1>, f32
      %thread_id_x_90 = gpu.thread_id  x
      %217 = arith.index_cast %thread_id_x_90 : index to i64
      %c32_i64_91 = arith.constant 32 : i64
      %218 = arith.remsi %217, %c32_i64_91 : i64
      %c96_i64_92 = arith.constant 96 : i64
      %219 = arith.addi %218, %c96_i64_92 : i64
      %220 = llvm.getelementptr %108[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %221 = llvm.atomicrmw xchg %220, %202 monotonic : !llvm.ptr<1>, f32
      %thread_id_x_93 = gpu.thread_id  x
      %222 = arith.index_cast %thread_id_x_93 : index to i64
      %c32_i64_94 = arith.constant 32 : i64
      %223 = arith.remsi %222, %c32_i64_94 : i64
      %c0_i64 = arith.constant 0 : i64
      %c0_i64_95 = arith.constant 0 : i64
      %224 = arith.cmpi sge, %c0_i64, %c0_i64_95 : i64
      %c0_i64_96 = arith.constant 0 : i64
      %c3_i64 = arith.constant 3 : i64
      %225 = arith.cmpi slt, %c0_i64_96, %c3_i64 : i64
      %226 = arith.andi %224, %225 : i1
      scf.if %226 {
        %242 = llvm.getelementptr %110[%223] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %243 = llvm.load %242 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %244 = scf.while (%arg10 = %243) : (i32) -> i32 {
          %c7_i32 = arith.constant 7 : i32
          %245 = arith.minsi %arg10, %c7_i32 : i32
          %246 = llvm.cmpxchg %242, %arg10, %245 monotonic monotonic : !llvm.ptr<1>, i32
          %247 = llvm.extractvalue %246[0] : !llvm.struct<(i32, i1)> 
          %248 = llvm.extractvalue %246[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %249 = arith.xori %248, %true : i1
          scf.condition(%249) %247 : i32
        } do {
        ^bb0(%arg10: i32):
          scf.yield %arg10 : i32
        }
      }
      %thread_id_x_97 = gpu.thread_id  x
      %227 = arith.index_cast %thread_id_x_97 : index to i64
      %c32_i64_98 = arith.constant 32 : i64
      %228 = arith.remsi %227, %c32_i64_98 : i64
      %c1_i64 = arith.constant 1 : i64
      %c0_i64_99 = arith.constant 0 : i64
      %229 = arith.cmpi sge, %c1_i64, %c0_i64_99 : i64
      %c1_i64_100 = arith.constant 1 : i64
      %c3_i64_101 = arith.constant 3 : i64
      %230 = arith.cmpi slt, %c1_i64_100, %c3_i64_101 : i64
      %231 = arith.andi %229, %230 : i1
      scf.if %231 {
        %c32_i64_113 = arith.constant 32 : i64
        %242 = arith.addi %228, %c32_i64_113 : i64
        %243 = llvm.getelementptr %110[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %244 = llvm.load %243 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %245 = scf.while (%arg10 = %244) : (i32) -> i32 {
          %c7_i32 = arith.constant 7 : i32
          %246 = arith.minsi %arg10, %c7_i32 : i32
          %247 = llvm.cmpxchg %243, %arg10, %246 monotonic monotonic : !llvm.ptr<1>, i32
          %248 = llvm.extractvalue %247[0] : !llvm.struct<(i32, i1)> 
          %249 = llvm.extractvalue %247[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %250 = arith.xori %249, %true : i1
          scf.condition(%250) %248 : i32
        } do {
        ^bb0(%arg10: i32):
          scf.yield %arg10 : i32
        }
      }
      %thread_id_x_102 = gpu.thread_id  x
      %232 = arith.index_cast %thread_id_x_102 : index to i64
      %c32_i64_103 = arith.constant 32 : i64
      %233 = arith.remsi %232, %c32_i64_103 : i64
      %c2_i64 = arith.constant 2 : i64
      %c0_i64_104 = arith.constant 0 : i64
      %234 = arith.cmpi sge, %c2_i64, %c0_i64_104 : i64
      %c2_i64_105 = arith.constant 2 : i64
      %c3_i64_106 = arith.constant 3 : i64
      %235 = arith.cmpi slt, %c2_i64_105, %c3_i64_106 : i64
      %236 = arith.andi %234, %235 : i1
      scf.if %236 {
        %c64_i64_113 = arith.constant 64 : i64
        %242 = arith.addi %233, %c64_i64_113 : i64
        %243 = llvm.getelementptr %110[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %244 = llvm.load %243 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %245 = scf.while (%arg10 = %244) : (i32) -> i32 {
          %c7_i32 = arith.constant 7 : i32
          %246 = arith.minsi %arg10, %c7_i32 : i32
          %247 = llvm.cmpxchg %243, %arg10, %246 monotonic monotonic : !llvm.ptr<1>, i32
          %248 = llvm.extractvalue %247[0] : !llvm.struct<(i32, i1)> 
          %249 = llvm.extractvalue %247[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %250 = arith.xori %249, %true : i1
          scf.condition(%250) %248 : i32
        } do {
        ^bb0(%arg10: i32):
          scf.yield %arg10 : i32
        }
      }
      %thread_id_x_107 = gpu.thread_id  x
      %237 = arith.index_cast %thread_id_x_107 : index to i64
      %c32_i64_108 = arith.constant 32 : i64
      %238 = arith.remsi %237, %c32_i64_108 : i64
      %c3_i64_109 = arith.constant 3 : i64
      %c0_i64_110 = arith.constant 0 : i64
      %239 = arith.cmpi sge, %c3_i64_109, %c0_i64_110 : i64
      %c3_i64_111 = arith.constant 3 : i64
      %c3_i64_112 = arith.constant 3 : i64
      %240 = arith.cmpi slt, %c3_i64_111, %c3_i64_112 : i64
      %241 = arith.andi %239, %240 : i1
      scf.if %241 {
        %c96_i64_113 = arith.constant 96 : i64
        %242 = arith.addi %238, %c96_i64_113 : i64
        %243 = llvm.getelementptr %110[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %244 = llvm.load %243 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %245 = scf.while (%arg10 = %244) : (i32) -> i32 {
          %c7_i32 = arith.constant 7 : i32
          %246 = arith.minsi %arg10, %c7_i32 : i32
          %247 = llvm.cmpxchg %243, %arg10, %246 monotonic monotonic : !llvm.ptr<1>, i32
          %248 = llvm.extractvalue %247[0] : !llvm.struct<(i32, i1)> 
          %249 = llvm.extractvalue %247[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %250 = arith.xori %249, %true : i1
          scf.condition(%250) %248 : i32
        } do {
        ^bb0(%arg10: i32):
          scf.yield %arg10 : i32
        }
      }
      gpu.return
    }
  }
}
