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
      %c32_i64_30 = arith.constant 32 : i64
      %113 = arith.divsi %112, %c32_i64_30 : i64
      %thread_id_x_31 = gpu.thread_id  x
      %114 = arith.index_cast %thread_id_x_31 : index to i64
      %c32_i64_32 = arith.constant 32 : i64
      %115 = arith.remsi %114, %c32_i64_32 : i64
      %c32_i64_33 = arith.constant 32 : i64
      %116 = arith.remsi %115, %c32_i64_33 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %c32_i64_34 = arith.constant 32 : i64
      %117 = arith.muli %113, %c32_i64_34 : i64
      %118 = arith.addi %116, %117 : i64
      %119 = llvm.getelementptr %102[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %120 = llvm.load %119 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %121 = scf.while (%arg10 = %120) : (i32) -> i32 {
        %381 = arith.bitcast %arg10 : i32 to f32
        memref.store %381, %alloca[] : memref<f32>
        %cst_225 = arith.constant 1.500000e+00 : f32
        %382 = arith.addf %381, %cst_225 : f32
        %383 = arith.bitcast %382 : f32 to i32
        %384 = llvm.cmpxchg %119, %arg10, %383 monotonic monotonic : !llvm.ptr<1>, i32
        %385 = llvm.extractvalue %384[0] : !llvm.struct<(i32, i1)> 
        %386 = llvm.extractvalue %384[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %387 = arith.xori %386, %true : i1
        scf.condition(%387) %385 : i32
      } do {
      ^bb0(%arg10: i32):
        scf.yield %arg10 : i32
      }
      %thread_id_x_35 = gpu.thread_id  x
      %122 = arith.index_cast %thread_id_x_35 : index to i64
      %c32_i64_36 = arith.constant 32 : i64
      %123 = arith.remsi %122, %c32_i64_36 : i64
      %c32_i64_37 = arith.constant 32 : i64
      %124 = arith.divsi %123, %c32_i64_37 : i64
      %c1_i64 = arith.constant 1 : i64
      %125 = arith.addi %124, %c1_i64 : i64
      %thread_id_x_38 = gpu.thread_id  x
      %126 = arith.index_cast %thread_id_x_38 : index to i64
      %c32_i64_39 = arith.constant 32 : i64
      %127 = arith.remsi %126, %c32_i64_39 : i64
      %c32_i64_40 = arith.constant 32 : i64
      %128 = arith.remsi %127, %c32_i64_40 : i64
      %cst_41 = arith.constant 0.000000e+00 : f32
      memref.store %cst_41, %alloca_20[] : memref<f32>
      %c32_i64_42 = arith.constant 32 : i64
      %129 = arith.muli %125, %c32_i64_42 : i64
      %130 = arith.addi %128, %129 : i64
      %131 = llvm.getelementptr %102[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %132 = llvm.load %131 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %133 = scf.while (%arg10 = %132) : (i32) -> i32 {
        %381 = arith.bitcast %arg10 : i32 to f32
        memref.store %381, %alloca_20[] : memref<f32>
        %cst_225 = arith.constant 1.500000e+00 : f32
        %382 = arith.addf %381, %cst_225 : f32
        %383 = arith.bitcast %382 : f32 to i32
        %384 = llvm.cmpxchg %131, %arg10, %383 monotonic monotonic : !llvm.ptr<1>, i32
        %385 = llvm.extractvalue %384[0] : !llvm.struct<(i32, i1)> 
        %386 = llvm.extractvalue %384[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %387 = arith.xori %386, %true : i1
        scf.condition(%387) %385 : i32
      } do {
      ^bb0(%arg10: i32):
        scf.yield %arg10 : i32
      }
      %thread_id_x_43 = gpu.thread_id  x
      %134 = arith.index_cast %thread_id_x_43 : index to i64
      %c32_i64_44 = arith.constant 32 : i64
      %135 = arith.remsi %134, %c32_i64_44 : i64
      %c32_i64_45 = arith.constant 32 : i64
      %136 = arith.divsi %135, %c32_i64_45 : i64
      %c2_i64 = arith.constant 2 : i64
      %137 = arith.addi %136, %c2_i64 : i64
      %thread_id_x_46 = gpu.thread_id  x
      %138 = arith.index_cast %thread_id_x_46 : index to i64
      %c32_i64_47 = arith.constant 32 : i64
      %139 = arith.remsi %138, %c32_i64_47 : i64
      %c32_i64_48 = arith.constant 32 : i64
      %140 = arith.remsi %139, %c32_i64_48 : i64
      %cst_49 = arith.constant 0.000000e+00 : f32
      memref.store %cst_49, %alloca_21[] : memref<f32>
      %c32_i64_50 = arith.constant 32 : i64
      %141 = arith.muli %137, %c32_i64_50 : i64
      %142 = arith.addi %140, %141 : i64
      %143 = llvm.getelementptr %102[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %144 = llvm.load %143 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %145 = scf.while (%arg10 = %144) : (i32) -> i32 {
        %381 = arith.bitcast %arg10 : i32 to f32
        memref.store %381, %alloca_21[] : memref<f32>
        %cst_225 = arith.constant 1.500000e+00 : f32
        %382 = arith.addf %381, %cst_225 : f32
        %383 = arith.bitcast %382 : f32 to i32
        %384 = llvm.cmpxchg %143, %arg10, %383 monotonic monotonic : !llvm.ptr<1>, i32
        %385 = llvm.extractvalue %384[0] : !llvm.struct<(i32, i1)> 
        %386 = llvm.extractvalue %384[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %387 = arith.xori %386, %true : i1
        scf.condition(%387) %385 : i32
      } do {
      ^bb0(%arg10: i32):
        scf.yield %arg10 : i32
      }
      %thread_id_x_51 = gpu.thread_id  x
      %146 = arith.index_cast %thread_id_x_51 : index to i64
      %c32_i64_52 = arith.constant 32 : i64
      %147 = arith.remsi %146, %c32_i64_52 : i64
      %c32_i64_53 = arith.constant 32 : i64
      %148 = arith.divsi %147, %c32_i64_53 : i64
      %c3_i64 = arith.constant 3 : i64
      %149 = arith.addi %148, %c3_i64 : i64
      %thread_id_x_54 = gpu.thread_id  x
      %150 = arith.index_cast %thread_id_x_54 : index to i64
      %c32_i64_55 = arith.constant 32 : i64
      %151 = arith.remsi %150, %c32_i64_55 : i64
      %c32_i64_56 = arith.constant 32 : i64
      %152 = arith.remsi %151, %c32_i64_56 : i64
      %cst_57 = arith.constant 0.000000e+00 : f32
      memref.store %cst_57, %alloca_22[] : memref<f32>
      %c32_i64_58 = arith.constant 32 : i64
      %153 = arith.muli %149, %c32_i64_58 : i64
      %154 = arith.addi %152, %153 : i64
      %155 = llvm.getelementptr %102[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %156 = llvm.load %155 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %157 = scf.while (%arg10 = %156) : (i32) -> i32 {
        %381 = arith.bitcast %arg10 : i32 to f32
        memref.store %381, %alloca_22[] : memref<f32>
        %cst_225 = arith.constant 1.500000e+00 : f32
        %382 = arith.addf %381, %cst_225 : f32
        %383 = arith.bitcast %382 : f32 to i32
        %384 = llvm.cmpxchg %155, %arg10, %383 monotonic monotonic : !llvm.ptr<1>, i32
        %385 = llvm.extractvalue %384[0] : !llvm.struct<(i32, i1)> 
        %386 = llvm.extractvalue %384[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %387 = arith.xori %386, %true : i1
        scf.condition(%387) %385 : i32
      } do {
      ^bb0(%arg10: i32):
        scf.yield %arg10 : i32
      }
      %thread_id_x_59 = gpu.thread_id  x
      %158 = arith.index_cast %thread_id_x_59 : index to i64
      %c32_i64_60 = arith.constant 32 : i64
      %159 = arith.remsi %158, %c32_i64_60 : i64
      %c32_i64_61 = arith.constant 32 : i64
      %160 = arith.divsi %159, %c32_i64_61 : i64
      %thread_id_x_62 = gpu.thread_id  x
      %161 = arith.index_cast %thread_id_x_62 : index to i64
      %c32_i64_63 = arith.constant 32 : i64
      %162 = arith.remsi %161, %c32_i64_63 : i64
      %c32_i64_64 = arith.constant 32 : i64
      %163 = arith.remsi %162, %c32_i64_64 : i64
      %164 = memref.load %alloca[] : memref<f32>
      %c32_i64_65 = arith.constant 32 : i64
      %165 = arith.muli %160, %c32_i64_65 : i64
      %166 = arith.addi %163, %165 : i64
      %167 = llvm.getelementptr %104[%166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %164, %167 : f32, !llvm.ptr<1>
      %thread_id_x_66 = gpu.thread_id  x
      %168 = arith.index_cast %thread_id_x_66 : index to i64
      %c32_i64_67 = arith.constant 32 : i64
      %169 = arith.remsi %168, %c32_i64_67 : i64
      %c32_i64_68 = arith.constant 32 : i64
      %170 = arith.divsi %169, %c32_i64_68 : i64
      %c1_i64_69 = arith.constant 1 : i64
      %171 = arith.addi %170, %c1_i64_69 : i64
      %thread_id_x_70 = gpu.thread_id  x
      %172 = arith.index_cast %thread_id_x_70 : index to i64
      %c32_i64_71 = arith.constant 32 : i64
      %173 = arith.remsi %172, %c32_i64_71 : i64
      %c32_i64_72 = arith.constant 32 : i64
      %174 = arith.remsi %173, %c32_i64_72 : i64
      %175 = memref.load %alloca_20[] : memref<f32>
      %c32_i64_73 = arith.constant 32 : i64
      %176 = arith.muli %171, %c32_i64_73 : i64
      %177 = arith.addi %174, %176 : i64
      %178 = llvm.getelementptr %104[%177] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %175, %178 : f32, !llvm.ptr<1>
      %thread_id_x_74 = gpu.thread_id  x
      %179 = arith.index_cast %thread_id_x_74 : index to i64
      %c32_i64_75 = arith.constant 32 : i64
      %180 = arith.remsi %179, %c32_i64_75 : i64
      %c32_i64_76 = arith.constant 32 : i64
      %181 = arith.divsi %180, %c32_i64_76 : i64
      %c2_i64_77 = arith.constant 2 : i64
      %182 = arith.addi %181, %c2_i64_77 : i64
      %thread_id_x_78 = gpu.thread_id  x
      %183 = arith.index_cast %thread_id_x_78 : index to i64
      %c32_i64_79 = arith.constant 32 : i64
      %184 = arith.remsi %183, %c32_i64_79 : i64
      %c32_i64_80 = arith.constant 32 : i64
      %185 = arith.remsi %184, %c32_i64_80 : i64
      %186 = memref.load %alloca_21[] : memref<f32>
      %c32_i64_81 = arith.constant 32 : i64
      %187 = arith.muli %182, %c32_i64_81 : i64
      %188 = arith.addi %185, %187 : i64
      %189 = llvm.getelementptr %104[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %186, %189 : f32, !llvm.ptr<1>
      %thread_id_x_82 = gpu.thread_id  x
      %190 = arith.index_cast %thread_id_x_82 : index to i64
      %c32_i64_83 = arith.constant 32 : i64
      %191 = arith.remsi %190, %c32_i64_83 : i64
      %c32_i64_84 = arith.constant 32 : i64
      %192 = arith.divsi %191, %c32_i64_84 : i64
      %c3_i64_85 = arith.constant 3 : i64
      %193 = arith.addi %192, %c3_i64_85 : i64
      %thread_id_x_86 = gpu.thread_id  x
      %194 = arith.index_cast %thread_id_x_86 : index to i64
      %c32_i64_87 = arith.constant 32 : i64
      %195 = arith.remsi %194, %c32_i64_87 : i64
      %c32_i64_88 = arith.constant 32 : i64
      %196 = arith.remsi %195, %c32_i64_88 : i64
      %197 = memref.load %alloca_22[] : memref<f32>
      %c32_i64_89 = arith.constant 32 : i64
      %198 = arith.muli %193, %c32_i64_89 : i64
      %199 = arith.addi %196, %198 : i64
      %200 = llvm.getelementptr %104[%199] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %197, %200 : f32, !llvm.ptr<1>
      %thread_id_x_90 = gpu.thread_id  x
      %201 = arith.index_cast %thread_id_x_90 : index to i64
      %c32_i64_91 = arith.constant 32 : i64
      %202 = arith.remsi %201, %c32_i64_91 : i64
      %c32_i64_92 = arith.constant 32 : i64
      %203 = arith.divsi %202, %c32_i64_92 : i64
      %thread_id_x_93 = gpu.thread_id  x
      %204 = arith.index_cast %thread_id_x_93 : index to i64
      %c32_i64_94 = arith.constant 32 : i64
      %205 = arith.remsi %204, %c32_i64_94 : i64
      %c32_i64_95 = arith.constant 32 : i64
      %206 = arith.remsi %205, %c32_i64_95 : i64
      %cst_96 = arith.constant 0.000000e+00 : f32
      memref.store %cst_96, %alloca_23[] : memref<f32>
      %c32_i64_97 = arith.constant 32 : i64
      %207 = arith.muli %203, %c32_i64_97 : i64
      %208 = arith.addi %206, %207 : i64
      %209 = llvm.getelementptr %102[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %210 = llvm.load %209 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %211 = scf.while (%arg10 = %210) : (i32) -> i32 {
        %381 = arith.bitcast %arg10 : i32 to f32
        memref.store %381, %alloca_23[] : memref<f32>
        %382 = arith.bitcast %381 : f32 to i32
        %383 = llvm.cmpxchg %209, %arg10, %382 monotonic monotonic : !llvm.ptr<1>, i32
        %384 = llvm.extractvalue %383[0] : !llvm.struct<(i32, i1)> 
        %385 = llvm.extractvalue %383[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %386 = arith.xori %385, %true : i1
        scf.condition(%386) %384 : i32
      } do {
      ^bb0(%arg10: i32):
        scf.yield %arg10 : i32
      }
      %thread_id_x_98 = gpu.thread_id  x
      %212 = arith.index_cast %thread_id_x_98 : index to i64
      %c32_i64_99 = arith.constant 32 : i64
      %213 = arith.remsi %212, %c32_i64_99 : i64
      %c32_i64_100 = arith.constant 32 : i64
      %214 = arith.divsi %213, %c32_i64_100 : i64
      %c1_i64_101 = arith.constant 1 : i64
      %215 = arith.addi %214, %c1_i64_101 : i64
      %thread_id_x_102 = gpu.thread_id  x
      %216 = arith.index_cast %thread_id_x_102 : index to i64
      %c32_i64_103 = arith.constant 32 : i64
      %217 = arith.remsi %216, %c32_i64_103 : i64
      %c32_i64_104 = arith.constant 32 : i64
      %218 = arith.remsi %217, %c32_i64_104 : i64
      %cst_105 = arith.constant 0.000000e+00 : f32
      memref.store %cst_105, %alloca_24[] : memref<f32>
      %c32_i64_106 = arith.constant 32 : i64
      %219 = arith.muli %215, %c32_i64_106 : i64
      %220 = arith.addi %218, %219 : i64
      %221 = llvm.getelementptr %102[%220] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %222 = llvm.load %221 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %223 = scf.while (%arg10 = %222) : (i32) -> i32 {
        %381 = arith.bitcast %arg10 : i32 to f32
        memref.store %381, %alloca_24[] : memref<f32>
        %382 = arith.bitcast %381 : f32 to i32
        %383 = llvm.cmpxchg %221, %arg10, %382 monotonic monotonic : !llvm.ptr<1>, i32
        %384 = llvm.extractvalue %383[0] : !llvm.struct<(i32, i1)> 
        %385 = llvm.extractvalue %383[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %386 = arith.xori %385, %true : i1
        scf.condition(%386) %384 : i32
      } do {
      ^bb0(%arg10: i32):
        scf.yield %arg10 : i32
      }
      %thread_id_x_107 = gpu.thread_id  x
      %224 = arith.index_cast %thread_id_x_107 : index to i64
      %c32_i64_108 = arith.constant 32 : i64
      %225 = arith.remsi %224, %c32_i64_108 : i64
      %c32_i64_109 = arith.constant 32 : i64
      %226 = arith.divsi %225, %c32_i64_109 : i64
      %c2_i64_110 = arith.constant 2 : i64
      %227 = arith.addi %226, %c2_i64_110 : i64
      %thread_id_x_111 = gpu.thread_id  x
      %228 = arith.index_cast %thread_id_x_111 : index to i64
      %c32_i64_112 = arith.constant 32 : i64
      %229 = arith.remsi %228, %c32_i64_112 : i64
      %c32_i64_113 = arith.constant 32 : i64
      %230 = arith.remsi %229, %c32_i64_113 : i64
      %cst_114 = arith.constant 0.000000e+00 : f32
      memref.store %cst_114, %alloca_25[] : memref<f32>
      %c32_i64_115 = arith.constant 32 : i64
      %231 = arith.muli %227, %c32_i64_115 : i64
      %232 = arith.addi %230, %231 : i64
      %233 = llvm.getelementptr %102[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %234 = llvm.load %233 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %235 = scf.while (%arg10 = %234) : (i32) -> i32 {
        %381 = arith.bitcast %arg10 : i32 to f32
        memref.store %381, %alloca_25[] : memref<f32>
        %382 = arith.bitcast %381 : f32 to i32
        %383 = llvm.cmpxchg %233, %arg10, %382 monotonic monotonic : !llvm.ptr<1>, i32
        %384 = llvm.extractvalue %383[0] : !llvm.struct<(i32, i1)> 
        %385 = llvm.extractvalue %383[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %386 = arith.xori %385, %true : i1
        scf.condition(%386) %384 : i32
      } do {
      ^bb0(%arg10: i32):
        scf.yield %arg10 : i32
      }
      %thread_id_x_116 = gpu.thread_id  x
      %236 = arith.index_cast %thread_id_x_116 : index to i64
      %c32_i64_117 = arith.constant 32 : i64
      %237 = arith.remsi %236, %c32_i64_117 : i64
      %c32_i64_118 = arith.constant 32 : i64
      %238 = arith.divsi %237, %c32_i64_118 : i64
      %c3_i64_119 = arith.constant 3 : i64
      %239 = arith.addi %238, %c3_i64_119 : i64
      %thread_id_x_120 = gpu.thread_id  x
      %240 = arith.index_cast %thread_id_x_120 : index to i64
      %c32_i64_121 = arith.constant 32 : i64
      %241 = arith.remsi %240, %c32_i64_121 : i64
      %c32_i64_122 = arith.constant 32 : i64
      %242 = arith.remsi %241, %c32_i64_122 : i64
      %cst_123 = arith.constant 0.000000e+00 : f32
      memref.store %cst_123, %alloca_26[] : memref<f32>
      %c32_i64_124 = arith.constant 32 : i64
      %243 = arith.muli %239, %c32_i64_124 : i64
      %244 = arith.addi %242, %243 : i64
      %245 = llvm.getelementptr %102[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %246 = llvm.load %245 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %247 = scf.while (%arg10 = %246) : (i32) -> i32 {
        %381 = arith.bitcast %arg10 : i32 to f32
        memref.store %381, %alloca_26[] : memref<f32>
        %382 = arith.bitcast %381 : f32 to i32
        %383 = llvm.cmpxchg %245, %arg10, %382 monotonic monotonic : !llvm.ptr<1>, i32
        %384 = llvm.extractvalue %383[0] : !llvm.struct<(i32, i1)> 
        %385 = llvm.extractvalue %383[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %386 = arith.xori %385, %true : i1
        scf.condition(%386) %384 : i32
      } do {
      ^bb0(%arg10: i32):
        scf.yield %arg10 : i32
      }
      llvm.fence acq_rel
      %thread_id_x_125 = gpu.thread_id  x
      %248 = arith.index_cast %thread_id_x_125 : index to i64
      %c32_i64_126 = arith.constant 32 : i64
      %249 = arith.remsi %248, %c32_i64_126 : i64
      %c32_i64_127 = arith.constant 32 : i64
      %250 = arith.divsi %249, %c32_i64_127 : i64
      %thread_id_x_128 = gpu.thread_id  x
      %251 = arith.index_cast %thread_id_x_128 : index to i64
      %c32_i64_129 = arith.constant 32 : i64
      %252 = arith.remsi %251, %c32_i64_129 : i64
      %c32_i64_130 = arith.constant 32 : i64
      %253 = arith.remsi %252, %c32_i64_130 : i64
      %254 = memref.load %alloca_23[] : memref<f32>
      %c32_i64_131 = arith.constant 32 : i64
      %255 = arith.muli %250, %c32_i64_131 : i64
      %256 = arith.addi %253, %255 : i64
      %257 = llvm.getelementptr %106[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %254, %257 : f32, !llvm.ptr<1>
      %thread_id_x_132 = gpu.thread_id  x
      %258 = arith.index_cast %thread_id_x_132 : index to i64
      %c32_i64_133 = arith.constant 32 : i64
      %259 = arith.remsi %258, %c32_i64_133 : i64
      %c32_i64_134 = arith.constant 32 : i64
      %260 = arith.divsi %259, %c32_i64_134 : i64
      %c1_i64_135 = arith.constant 1 : i64
      %261 = arith.addi %260, %c1_i64_135 : i64
      %thread_id_x_136 = gpu.thread_id  x
      %262 = arith.index_cast %thread_id_x_136 : index to i64
      %c32_i64_137 = arith.constant 32 : i64
      %263 = arith.remsi %262, %c32_i64_137 : i64
      %c32_i64_138 = arith.constant 32 : i64
      %264 = arith.remsi %263, %c32_i64_138 : i64
      %265 = memref.load %alloca_24[] : memref<f32>
      %c32_i64_139 = arith.constant 32 : i64
      %266 = arith.muli %261, %c32_i64_139 : i64
      %267 = arith.addi %264, %266 : i64
      %268 = llvm.getelementptr %106[%267] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %265, %268 : f32, !llvm.ptr<1>
      %thread_id_x_140 = gpu.thread_id  x
      %269 = arith.index_cast %thread_id_x_140 : index to i64
      %c32_i64_141 = arith.constant 32 : i64
      %270 = arith.remsi %269, %c32_i64_141 : i64
      %c32_i64_142 = arith.constant 32 : i64
      %271 = arith.divsi %270, %c32_i64_142 : i64
      %c2_i64_143 = arith.constant 2 : i64
      %272 = arith.addi %271, %c2_i64_143 : i64
      %thread_id_x_144 = gpu.thread_id  x
      %273 = arith.index_cast %thread_id_x_144 : index to i64
      %c32_i64_145 = arith.constant 32 : i64
      %274 = arith.remsi %273, %c32_i64_145 : i64
      %c32_i64_146 = arith.constant 32 : i64
      %275 = arith.remsi %274, %c32_i64_146 : i64
      %276 = memref.load %alloca_25[] : memref<f32>
      %c32_i64_147 = arith.constant 32 : i64
      %277 = arith.muli %272, %c32_i64_147 : i64
      %278 = arith.addi %275, %277 : i64
      %279 = llvm.getelementptr %106[%278] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %276, %279 : f32, !llvm.ptr<1>
      %thread_id_x_148 = gpu.thread_id  x
      %280 = arith.index_cast %thread_id_x_148 : index to i64
      %c32_i64_149 = arith.constant 32 : i64
      %281 = arith.remsi %280, %c32_i64_149 : i64
      %c32_i64_150 = arith.constant 32 : i64
      %282 = arith.divsi %281, %c32_i64_150 : i64
      %c3_i64_151 = arith.constant 3 : i64
      %283 = arith.addi %282, %c3_i64_151 : i64
      %thread_id_x_152 = gpu.thread_id  x
      %284 = arith.index_cast %thread_id_x_152 : index to i64
      %c32_i64_153 = arith.constant 32 : i64
      %285 = arith.remsi %284, %c32_i64_153 : i64
      %c32_i64_154 = arith.constant 32 : i64
      %286 = arith.remsi %285, %c32_i64_154 : i64
      %287 = memref.load %alloca_26[] : memref<f32>
      %c32_i64_155 = arith.constant 32 : i64
      %288 = arith.muli %283, %c32_i64_155 : i64
      %289 = arith.addi %286, %288 : i64
      %290 = llvm.getelementptr %106[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %287, %290 : f32, !llvm.ptr<1>
      %cst_156 = arith.constant 2.000000e+00 : f32
      %291 = memref.load %alloca_23[] : memref<f32>
      %292 = arith.mulf %cst_156, %291 : f32
      %cst_157 = arith.constant 2.000000e+00 : f32
      %293 = memref.load %alloca_24[] : memref<f32>
      %294 = arith.mulf %cst_157, %293 : f32
      %cst_158 = arith.constant 2.000000e+00 : f32
      %295 = memref.load %alloca_25[] : memref<f32>
      %296 = arith.mulf %cst_158, %295 : f32
      %cst_159 = arith.constant 2.000000e+00 : f32
      %297 = memref.load %alloca_26[] : memref<f32>
      %298 = arith.mulf %cst_159, %297 : f32
      llvm.fence acq_rel
      %thread_id_x_160 = gpu.thread_id  x
      %299 = arith.index_cast %thread_id_x_160 : index to i64
      %c32_i64_161 = arith.constant 32 : i64
      %300 = arith.remsi %299, %c32_i64_161 : i64
      %c32_i64_162 = arith.constant 32 : i64
      %301 = arith.divsi %300, %c32_i64_162 : i64
      %thread_id_x_163 = gpu.thread_id  x
      %302 = arith.index_cast %thread_id_x_163 : index to i64
      %c32_i64_164 = arith.constant 32 : i64
      %303 = arith.remsi %302, %c32_i64_164 : i64
      %c32_i64_165 = arith.constant 32 : i64
      %304 = arith.remsi %303, %c32_i64_165 : i64
      %c32_i64_166 = arith.constant 32 : i64
      %305 = arith.muli %301, %c32_i64_166 : i64
      %306 = arith.addi %304, %305 : i64
      %307 = llvm.getelementptr %108[%306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %308 = llvm.atomicrmw xchg %307, %292 monotonic : !llvm.ptr<1>, f32
      %thread_id_x_167 = gpu.thread_id  x
      %309 = arith.index_cast %thread_id_x_167 : index to i64
      %c32_i64_168 = arith.constant 32 : i64
      %310 = arith.remsi %309, %c32_i64_168 : i64
      %c32_i64_169 = arith.constant 32 : i64
      %311 = arith.divsi %310, %c32_i64_169 : i64
      %c1_i64_170 = arith.constant 1 : i64
      %312 = arith.addi %311, %c1_i64_170 : i64
      %thread_id_x_171 = gpu.thread_id  x
      %313 = arith.index_cast %thread_id_x_171 : index to i64
      %c32_i64_172 = arith.constant 32 : i64
      %314 = arith.remsi %313, %c32_i64_172 : i64
      %c32_i64_173 = arith.constant 32 : i64
      %315 = arith.remsi %314, %c32_i64_173 : i64
      %c32_i64_174 = arith.constant 32 : i64
      %316 = arith.muli %312, %c32_i64_174 : i64
      %317 = arith.addi %315, %316 : i64
      %318 = llvm.getelementptr %108[%317] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %319 = llvm.atomicrmw xchg %318, %294 monotonic : !llvm.ptr<1>, f32
      %thread_id_x_175 = gpu.thread_id  x
      %320 = arith.index_cast %thread_id_x_175 : index to i64
      %c32_i64_176 = arith.constant 32 : i64
      %321 = arith.remsi %320, %c32_i64_176 : i64
      %c32_i64_177 = arith.constant 32 : i64
      %322 = arith.divsi %321, %c32_i64_177 : i64
      %c2_i64_178 = arith.constant 2 : i64
      %323 = arith.addi %322, %c2_i64_178 : i64
      %thread_id_x_179 = gpu.thread_id  x
      %324 = arith.index_cast %thread_id_x_179 : index to i64
      %c32_i64_180 = arith.constant 32 : i64
      %325 = arith.remsi %324, %c32_i64_180 : i64
      %c32_i64_181 = arith.constant 32 : i64
      %326 = arith.remsi %325, %c32_i64_181 : i64
      %c32_i64_182 = arith.constant 32 : i64
      %327 = arith.muli %323, %c32_i64_182 : i64
      %328 = arith.addi %326, %327 : i64
      %329 = llvm.getelementptr %108[%328] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %330 = llvm.atomicrmw xchg %329, %296 monotonic : !llvm.ptr<1>, f32
      %thread_id_x_183 = gpu.thread_id  x
      %331 = arith.index_cast %thread_id_x_183 : index to i64
      %c32_i64_184 = arith.constant 32 : i64
      %332 = arith.remsi %331, %c32_i64_184 : i64
      %c32_i64_185 = arith.constant 32 : i64
      %333 = arith.divsi %332, %c32_i64_185 : i64
      %c3_i64_186 = arith.constant 3 : i64
      %334 = arith.addi %333, %c3_i64_186 : i64
      %thread_id_x_187 = gpu.thread_id  x
      %335 = arith.index_cast %thread_id_x_187 : index to i64
      %c32_i64_188 = arith.constant 32 : i64
      %336 = arith.remsi %335, %c32_i64_188 : i64
      %c32_i64_189 = arith.constant 32 : i64
      %337 = arith.remsi %336, %c32_i64_189 : i64
      %c32_i64_190 = arith.constant 32 : i64
      %338 = arith.muli %334, %c32_i64_190 : i64
      %339 = arith.addi %337, %338 : i64
      %340 = llvm.getelementptr %108[%339] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %341 = llvm.atomicrmw xchg %340, %298 monotonic : !llvm.ptr<1>, f32
      %thread_id_x_191 = gpu.thread_id  x
      %342 = arith.index_cast %thread_id_x_191 : index to i64
      %c32_i64_192 = arith.constant 32 : i64
      %343 = arith.remsi %342, %c32_i64_192 : i64
      %c32_i64_193 = arith.constant 32 : i64
      %344 = arith.divsi %343, %c32_i64_193 : i64
      %thread_id_x_194 = gpu.thread_id  x
      %345 = arith.index_cast %thread_id_x_194 : index to i64
      %c32_i64_195 = arith.constant 32 : i64
      %346 = arith.remsi %345, %c32_i64_195 : i64
      %c32_i64_196 = arith.constant 32 : i64
      %347 = arith.remsi %346, %c32_i64_196 : i64
      %c0_i64 = arith.constant 0 : i64
      %348 = arith.cmpi sge, %344, %c0_i64 : i64
      %c3_i64_197 = arith.constant 3 : i64
      %349 = arith.cmpi slt, %344, %c3_i64_197 : i64
      %350 = arith.andi %348, %349 : i1
      scf.if %350 {
        %c32_i64_225 = arith.constant 32 : i64
        %381 = arith.muli %344, %c32_i64_225 : i64
        %382 = arith.addi %347, %381 : i64
        %383 = llvm.getelementptr %110[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %384 = llvm.load %383 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %385 = scf.while (%arg10 = %384) : (i32) -> i32 {
          %c7_i32 = arith.constant 7 : i32
          %386 = arith.minsi %arg10, %c7_i32 : i32
          %387 = llvm.cmpxchg %383, %arg10, %386 monotonic monotonic : !llvm.ptr<1>, i32
          %388 = llvm.extractvalue %387[0] : !llvm.struct<(i32, i1)> 
          %389 = llvm.extractvalue %387[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %390 = arith.xori %389, %true : i1
          scf.condition(%390) %388 : i32
        } do {
        ^bb0(%arg10: i32):
          scf.yield %arg10 : i32
        }
      }
      %thread_id_x_198 = gpu.thread_id  x
      %351 = arith.index_cast %thread_id_x_198 : index to i64
      %c32_i64_199 = arith.constant 32 : i64
      %352 = arith.remsi %351, %c32_i64_199 : i64
      %c32_i64_200 = arith.constant 32 : i64
      %353 = arith.divsi %352, %c32_i64_200 : i64
      %c1_i64_201 = arith.constant 1 : i64
      %354 = arith.addi %353, %c1_i64_201 : i64
      %thread_id_x_202 = gpu.thread_id  x
      %355 = arith.index_cast %thread_id_x_202 : index to i64
      %c32_i64_203 = arith.constant 32 : i64
      %356 = arith.remsi %355, %c32_i64_203 : i64
      %c32_i64_204 = arith.constant 32 : i64
      %357 = arith.remsi %356, %c32_i64_204 : i64
      %c0_i64_205 = arith.constant 0 : i64
      %358 = arith.cmpi sge, %354, %c0_i64_205 : i64
      %c3_i64_206 = arith.constant 3 : i64
      %359 = arith.cmpi slt, %354, %c3_i64_206 : i64
      %360 = arith.andi %358, %359 : i1
      scf.if %360 {
        %c32_i64_225 = arith.constant 32 : i64
        %381 = arith.muli %354, %c32_i64_225 : i64
        %382 = arith.addi %357, %381 : i64
        %383 = llvm.getelementptr %110[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %384 = llvm.load %383 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %385 = scf.while (%arg10 = %384) : (i32) -> i32 {
          %c7_i32 = arith.constant 7 : i32
          %386 = arith.minsi %arg10, %c7_i32 : i32
          %387 = llvm.cmpxchg %383, %arg10, %386 monotonic monotonic : !llvm.ptr<1>, i32
          %388 = llvm.extractvalue %387[0] : !llvm.struct<(i32, i1)> 
          %389 = llvm.extractvalue %387[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %390 = arith.xori %389, %true : i1
          scf.condition(%390) %388 : i32
        } do {
        ^bb0(%arg10: i32):
          scf.yield %arg10 : i32
        }
      }
      %thread_id_x_207 = gpu.thread_id  x
      %361 = arith.index_cast %thread_id_x_207 : index to i64
      %c32_i64_208 = arith.constant 32 : i64
      %362 = arith.remsi %361, %c32_i64_208 : i64
      %c32_i64_209 = arith.constant 32 : i64
      %363 = arith.divsi %362, %c32_i64_209 : i64
      %c2_i64_210 = arith.constant 2 : i64
      %364 = arith.addi %363, %c2_i64_210 : i64
      %thread_id_x_211 = gpu.thread_id  x
      %365 = arith.index_cast %thread_id_x_211 : index to i64
      %c32_i64_212 = arith.constant 32 : i64
      %366 = arith.remsi %365, %c32_i64_212 : i64
      %c32_i64_213 = arith.constant 32 : i64
      %367 = arith.remsi %366, %c32_i64_213 : i64
      %c0_i64_214 = arith.constant 0 : i64
      %368 = arith.cmpi sge, %364, %c0_i64_214 : i64
      %c3_i64_215 = arith.constant 3 : i64
      %369 = arith.cmpi slt, %364, %c3_i64_215 : i64
      %370 = arith.andi %368, %369 : i1
      scf.if %370 {
        %c32_i64_225 = arith.constant 32 : i64
        %381 = arith.muli %364, %c32_i64_225 : i64
        %382 = arith.addi %367, %381 : i64
        %383 = llvm.getelementptr %110[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %384 = llvm.load %383 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %385 = scf.while (%arg10 = %384) : (i32) -> i32 {
          %c7_i32 = arith.constant 7 : i32
          %386 = arith.minsi %arg10, %c7_i32 : i32
          %387 = llvm.cmpxchg %383, %arg10, %386 monotonic monotonic : !llvm.ptr<1>, i32
          %388 = llvm.extractvalue %387[0] : !llvm.struct<(i32, i1)> 
          %389 = llvm.extractvalue %387[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %390 = arith.xori %389, %true : i1
          scf.condition(%390) %388 : i32
        } do {
        ^bb0(%arg10: i32):
          scf.yield %arg10 : i32
        }
      }
      %thread_id_x_216 = gpu.thread_id  x
      %371 = arith.index_cast %thread_id_x_216 : index to i64
      %c32_i64_217 = arith.constant 32 : i64
      %372 = arith.remsi %371, %c32_i64_217 : i64
      %c32_i64_218 = arith.constant 32 : i64
      %373 = arith.divsi %372, %c32_i64_218 : i64
      %c3_i64_219 = arith.constant 3 : i64
      %374 = arith.addi %373, %c3_i64_219 : i64
      %thread_id_x_220 = gpu.thread_id  x
      %375 = arith.index_cast %thread_id_x_220 : index to i64
      %c32_i64_221 = arith.constant 32 : i64
      %376 = arith.remsi %375, %c32_i64_221 : i64
      %c32_i64_222 = arith.constant 32 : i64
      %377 = arith.remsi %376, %c32_i64_222 : i64
      %c0_i64_223 = arith.constant 0 : i64
      %378 = arith.cmpi sge, %374, %c0_i64_223 : i64
      %c3_i64_224 = arith.constant 3 : i64
      %379 = arith.cmpi slt, %374, %c3_i64_224 : i64
      %380 = arith.andi %378, %379 : i1
      scf.if %380 {
        %c32_i64_225 = arith.constant 32 : i64
        %381 = arith.muli %374, %c32_i64_225 : i64
        %382 = arith.addi %377, %381 : i64
        %383 = llvm.getelementptr %110[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %384 = llvm.load %383 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %385 = scf.while (%arg10 = %384) : (i32) -> i32 {
          %c7_i32 = arith.constant 7 : i32
          %386 = arith.minsi %arg10, %c7_i32 : i32
          %387 = llvm.cmpxchg %383, %arg10, %386 monotonic monotonic : !llvm.ptr<1>, i32
          %388 = llvm.extractvalue %387[0] : !llvm.struct<(i32, i1)> 
          %389 = llvm.extractvalue %387[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %390 = arith.xori %389, %true : i1
          scf.condition(%390) %388 : i32
        } do {
        ^bb0(%arg10: i32):
          scf.yield %arg10 : i32
        }
      }
      gpu.return
    }
  }
}
