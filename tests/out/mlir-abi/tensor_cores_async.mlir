module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_tensor_cores_async() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<35840 x i8>
    gpu.func @tensor_cores_async(%arg0: f64, %arg1: f64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(64 : i64) : i64
      %3 = llvm.mlir.constant(64 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(64 : i64) : i64
      %6 = llvm.mlir.constant(4096 : i64) : i64
      %7 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg2, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg3, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<64x64x?xf64, strided<[1, 64, 4096]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(64 : i64) : i64
      %20 = llvm.mlir.constant(64 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(64 : i64) : i64
      %23 = llvm.mlir.constant(4096 : i64) : i64
      %24 = llvm.insertvalue %arg4, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg4, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg5, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<64x64x?xf64, strided<[1, 64, 4096]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(64 : i64) : i64
      %37 = llvm.mlir.constant(64 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(64 : i64) : i64
      %40 = llvm.mlir.constant(4096 : i64) : i64
      %41 = llvm.insertvalue %arg6, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg6, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %35, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %36, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %37, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %arg7, %45[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %38, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %39, %47[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %40, %48[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<64x64x?xf64, strided<[1, 64, 4096]>, 1>
      %51 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %52 = llvm.mlir.constant(0 : i64) : i64
      %53 = llvm.mlir.constant(48 : i64) : i64
      %54 = llvm.mlir.constant(128 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(48 : i64) : i64
      %57 = llvm.mlir.constant(6144 : i64) : i64
      %58 = llvm.insertvalue %arg8, %51[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %arg8, %58[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %52, %59[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %53, %60[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %54, %61[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = llvm.insertvalue %arg9, %62[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = llvm.insertvalue %55, %63[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %65 = llvm.insertvalue %56, %64[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %66 = llvm.insertvalue %57, %65[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %67 = builtin.unrealized_conversion_cast %66 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<48x128x?xf64, strided<[1, 48, 6144]>, 1>
      %68 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %69 = llvm.mlir.constant(0 : i64) : i64
      %70 = llvm.mlir.constant(56 : i64) : i64
      %71 = llvm.mlir.constant(32 : i64) : i64
      %72 = llvm.mlir.constant(1 : i64) : i64
      %73 = llvm.mlir.constant(56 : i64) : i64
      %74 = llvm.mlir.constant(1792 : i64) : i64
      %75 = llvm.insertvalue %arg10, %68[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %76 = llvm.insertvalue %arg10, %75[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %77 = llvm.insertvalue %69, %76[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %78 = llvm.insertvalue %70, %77[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %79 = llvm.insertvalue %71, %78[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %80 = llvm.insertvalue %arg11, %79[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %81 = llvm.insertvalue %72, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %82 = llvm.insertvalue %73, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %83 = llvm.insertvalue %74, %82[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %84 = builtin.unrealized_conversion_cast %83 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<56x32x?xf64, strided<[1, 56, 1792]>, 1>
      %85 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %86 = llvm.mlir.constant(0 : i64) : i64
      %87 = llvm.mlir.constant(128 : i64) : i64
      %88 = llvm.mlir.constant(32 : i64) : i64
      %89 = llvm.mlir.constant(1 : i64) : i64
      %90 = llvm.mlir.constant(128 : i64) : i64
      %91 = llvm.mlir.constant(4096 : i64) : i64
      %92 = llvm.insertvalue %arg12, %85[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %93 = llvm.insertvalue %arg12, %92[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %94 = llvm.insertvalue %86, %93[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %95 = llvm.insertvalue %87, %94[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %96 = llvm.insertvalue %88, %95[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %97 = llvm.insertvalue %arg13, %96[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %98 = llvm.insertvalue %89, %97[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %99 = llvm.insertvalue %90, %98[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %100 = llvm.insertvalue %91, %99[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %101 = builtin.unrealized_conversion_cast %100 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<128x32x?xf64, strided<[1, 128, 4096]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<64x64x?xf64, strided<[1, 64, 4096]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<64x64x?xf64, strided<[1, 64, 4096]>, 1> -> index
      %102 = arith.index_cast %intptr : index to i64
      %103 = llvm.inttoptr %102 : i64 to !llvm.ptr<1>
      %104 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<64x64x?xf64, strided<[1, 64, 4096]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<64x64x?xf64, strided<[1, 64, 4096]>, 1> -> index
      %105 = arith.index_cast %intptr_4 : index to i64
      %106 = llvm.inttoptr %105 : i64 to !llvm.ptr<1>
      %107 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<64x64x?xf64, strided<[1, 64, 4096]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<64x64x?xf64, strided<[1, 64, 4096]>, 1> -> index
      %108 = arith.index_cast %intptr_9 : index to i64
      %109 = llvm.inttoptr %108 : i64 to !llvm.ptr<1>
      %110 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %67 : memref<48x128x?xf64, strided<[1, 48, 6144]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %67 : memref<48x128x?xf64, strided<[1, 48, 6144]>, 1> -> index
      %111 = arith.index_cast %intptr_14 : index to i64
      %112 = llvm.inttoptr %111 : i64 to !llvm.ptr<1>
      %113 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %84 : memref<56x32x?xf64, strided<[1, 56, 1792]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %84 : memref<56x32x?xf64, strided<[1, 56, 1792]>, 1> -> index
      %114 = arith.index_cast %intptr_19 : index to i64
      %115 = llvm.inttoptr %114 : i64 to !llvm.ptr<1>
      %116 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %101 : memref<128x32x?xf64, strided<[1, 128, 4096]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %101 : memref<128x32x?xf64, strided<[1, 128, 4096]>, 1> -> index
      %117 = arith.index_cast %intptr_24 : index to i64
      %118 = llvm.inttoptr %117 : i64 to !llvm.ptr<1>
      %119 = arith.index_cast %sizes_22#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_25 = memref.alloca() : memref<f64>
      %alloca_26 = memref.alloca() : memref<f64>
      %alloca_27 = memref.alloca() : memref<f64>
      %alloca_28 = memref.alloca() : memref<f64>
      %alloca_29 = memref.alloca() : memref<f64>
      %alloca_30 = memref.alloca() : memref<f64>
      %alloca_31 = memref.alloca() : memref<f64>
      %alloca_32 = memref.alloca() : memref<f64>
      %alloca_33 = memref.alloca() : memref<f64>
      %alloca_34 = memref.alloca() : memref<f64>
      %alloca_35 = memref.alloca() : memref<f64>
      %alloca_36 = memref.alloca() : memref<f64>
      %alloca_37 = memref.alloca() : memref<f64>
      %alloca_38 = memref.alloca() : memref<f64>
      %alloca_39 = memref.alloca() : memref<f64>
      %alloca_40 = memref.alloca() : memref<f64>
      %alloca_41 = memref.alloca() : memref<f64>
      %alloca_42 = memref.alloca() : memref<f64>
      %alloca_43 = memref.alloca() : memref<f64>
      %alloca_44 = memref.alloca() : memref<f64>
      %alloca_45 = memref.alloca() : memref<f64>
      %alloca_46 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %120 = arith.index_cast %block_id_x : index to i64
      %c4096_i64 = arith.constant 4096 : i64
      %121 = arith.muli %120, %c4096_i64 : i64
      %122 = llvm.getelementptr %103[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c4096_i64_47 = arith.constant 4096 : i64
      %123 = arith.muli %120, %c4096_i64_47 : i64
      %124 = llvm.getelementptr %106[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c4096_i64_48 = arith.constant 4096 : i64
      %125 = arith.muli %120, %c4096_i64_48 : i64
      %126 = llvm.getelementptr %109[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %127 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %128 = arith.index_cast %thread_id_y : index to i64
      %129 = arith.muli %c64_i64, %128 : i64
      %130 = arith.addi %127, %129 : i64
      %c32_i64 = arith.constant 32 : i64
      %131 = arith.divsi %130, %c32_i64 : i64
      %c32_i64_49 = arith.constant 32 : i64
      %132 = arith.remsi %130, %c32_i64_49 : i64
      %c4_i64 = arith.constant 4 : i64
      %133 = arith.divsi %132, %c4_i64 : i64
      %c4_i64_50 = arith.constant 4 : i64
      %134 = arith.remsi %132, %c4_i64_50 : i64
      %c4_i64_51 = arith.constant 4 : i64
      %135 = arith.remsi %131, %c4_i64_51 : i64
      %c16_i64 = arith.constant 16 : i64
      %136 = arith.muli %135, %c16_i64 : i64
      %c4_i64_52 = arith.constant 4 : i64
      %137 = arith.divsi %131, %c4_i64_52 : i64
      %c16_i64_53 = arith.constant 16 : i64
      %138 = arith.muli %137, %c16_i64_53 : i64
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_54 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64 to %c1_i64 step %c1_i64_54  : i64 {
        %c1_i64_69 = arith.constant 1 : i64
        %157 = arith.remsi %arg14, %c1_i64_69 : i64
        %c64_i64_70 = arith.constant 64 : i64
        %158 = arith.muli %157, %c64_i64_70 : i64
        %c1_i64_71 = arith.constant 1 : i64
        %159 = arith.divsi %arg14, %c1_i64_71 : i64
        %c64_i64_72 = arith.constant 64 : i64
        %160 = arith.muli %159, %c64_i64_72 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_73 = arith.constant 0.000000e+00 : f64
        memref.store %cst_73, %alloca_25[] : memref<f64>
        %cst_74 = arith.constant 0.000000e+00 : f64
        memref.store %cst_74, %alloca_26[] : memref<f64>
        %cst_75 = arith.constant 0.000000e+00 : f64
        memref.store %cst_75, %alloca_27[] : memref<f64>
        %cst_76 = arith.constant 0.000000e+00 : f64
        memref.store %cst_76, %alloca_28[] : memref<f64>
        %cst_77 = arith.constant 0.000000e+00 : f64
        memref.store %cst_77, %alloca_29[] : memref<f64>
        %cst_78 = arith.constant 0.000000e+00 : f64
        memref.store %cst_78, %alloca_30[] : memref<f64>
        %cst_79 = arith.constant 0.000000e+00 : f64
        memref.store %cst_79, %alloca_31[] : memref<f64>
        %c64_i64_80 = arith.constant 64 : i64
        %161 = arith.remsi %130, %c64_i64_80 : i64
        %c64_i64_81 = arith.constant 64 : i64
        %162 = arith.divsi %130, %c64_i64_81 : i64
        %c512_i64 = arith.constant 512 : i64
        %163 = arith.addi %130, %c512_i64 : i64
        %c64_i64_82 = arith.constant 64 : i64
        %164 = arith.remsi %163, %c64_i64_82 : i64
        %c64_i64_83 = arith.constant 64 : i64
        %165 = arith.divsi %163, %c64_i64_83 : i64
        %cst_84 = arith.constant 0.000000e+00 : f64
        memref.store %cst_84, %alloca_32[] : memref<f64>
        %166 = arith.addi %158, %161 : i64
        %c64_i64_85 = arith.constant 64 : i64
        %167 = arith.muli %162, %c64_i64_85 : i64
        %168 = arith.addi %166, %167 : i64
        %169 = llvm.getelementptr %122[%168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %170 = llvm.load %169 : !llvm.ptr<1> -> f64
        memref.store %170, %alloca_32[] : memref<f64>
        %cst_86 = arith.constant 0.000000e+00 : f64
        memref.store %cst_86, %alloca_33[] : memref<f64>
        %171 = arith.addi %158, %164 : i64
        %c64_i64_87 = arith.constant 64 : i64
        %172 = arith.muli %165, %c64_i64_87 : i64
        %173 = arith.addi %171, %172 : i64
        %174 = llvm.getelementptr %122[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %175 = llvm.load %174 : !llvm.ptr<1> -> f64
        memref.store %175, %alloca_33[] : memref<f64>
        %c16_i64_88 = arith.constant 16 : i64
        %176 = arith.divsi %130, %c16_i64_88 : i64
        %c16_i64_89 = arith.constant 16 : i64
        %177 = arith.remsi %130, %c16_i64_89 : i64
        %c512_i64_90 = arith.constant 512 : i64
        %178 = arith.addi %130, %c512_i64_90 : i64
        %c16_i64_91 = arith.constant 16 : i64
        %179 = arith.divsi %178, %c16_i64_91 : i64
        %c16_i64_92 = arith.constant 16 : i64
        %180 = arith.remsi %178, %c16_i64_92 : i64
        %cst_93 = arith.constant 0.000000e+00 : f64
        memref.store %cst_93, %alloca_34[] : memref<f64>
        %181 = arith.addi %160, %176 : i64
        %c64_i64_94 = arith.constant 64 : i64
        %182 = arith.muli %181, %c64_i64_94 : i64
        %183 = arith.addi %177, %182 : i64
        %184 = llvm.getelementptr %124[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %185 = llvm.load %184 : !llvm.ptr<1> -> f64
        memref.store %185, %alloca_34[] : memref<f64>
        %cst_95 = arith.constant 0.000000e+00 : f64
        memref.store %cst_95, %alloca_35[] : memref<f64>
        %186 = arith.addi %160, %179 : i64
        %c64_i64_96 = arith.constant 64 : i64
        %187 = arith.muli %186, %c64_i64_96 : i64
        %188 = arith.addi %180, %187 : i64
        %189 = llvm.getelementptr %124[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %190 = llvm.load %189 : !llvm.ptr<1> -> f64
        memref.store %190, %alloca_35[] : memref<f64>
        %c0_i64_97 = arith.constant 0 : i64
        %c64_i64_98 = arith.constant 64 : i64
        %c16_i64_99 = arith.constant 16 : i64
        scf.for %arg15 = %c0_i64_97 to %c64_i64_98 step %c16_i64_99  : i64 {
          gpu.barrier
          %c64_i64_135 = arith.constant 64 : i64
          %323 = arith.remsi %130, %c64_i64_135 : i64
          %c64_i64_136 = arith.constant 64 : i64
          %324 = arith.divsi %130, %c64_i64_136 : i64
          %c512_i64_137 = arith.constant 512 : i64
          %325 = arith.addi %130, %c512_i64_137 : i64
          %c64_i64_138 = arith.constant 64 : i64
          %326 = arith.remsi %325, %c64_i64_138 : i64
          %c64_i64_139 = arith.constant 64 : i64
          %327 = arith.divsi %325, %c64_i64_139 : i64
          %328 = memref.load %alloca_32[] : memref<f64>
          %329 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c20_i64 = arith.constant 20 : i64
          %330 = arith.muli %323, %c20_i64 : i64
          %331 = arith.addi %330, %324 : i64
          %332 = llvm.getelementptr %329[%331] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %328, %332 : f64, !llvm.ptr<3>
          %333 = memref.load %alloca_33[] : memref<f64>
          %334 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c20_i64_140 = arith.constant 20 : i64
          %335 = arith.muli %326, %c20_i64_140 : i64
          %336 = arith.addi %335, %327 : i64
          %337 = llvm.getelementptr %334[%336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %333, %337 : f64, !llvm.ptr<3>
          %c16_i64_141 = arith.constant 16 : i64
          %338 = arith.divsi %130, %c16_i64_141 : i64
          %c16_i64_142 = arith.constant 16 : i64
          %339 = arith.remsi %130, %c16_i64_142 : i64
          %c512_i64_143 = arith.constant 512 : i64
          %340 = arith.addi %130, %c512_i64_143 : i64
          %c16_i64_144 = arith.constant 16 : i64
          %341 = arith.divsi %340, %c16_i64_144 : i64
          %c16_i64_145 = arith.constant 16 : i64
          %342 = arith.remsi %340, %c16_i64_145 : i64
          %343 = memref.load %alloca_34[] : memref<f64>
          %344 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64 = arith.constant 10240 : i64
          %345 = llvm.getelementptr %344[%c10240_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c20_i64_146 = arith.constant 20 : i64
          %346 = arith.muli %338, %c20_i64_146 : i64
          %347 = arith.addi %346, %339 : i64
          %348 = llvm.getelementptr %345[%347] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %343, %348 : f64, !llvm.ptr<3>
          %349 = memref.load %alloca_35[] : memref<f64>
          %350 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64_147 = arith.constant 10240 : i64
          %351 = llvm.getelementptr %350[%c10240_i64_147] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c20_i64_148 = arith.constant 20 : i64
          %352 = arith.muli %341, %c20_i64_148 : i64
          %353 = arith.addi %352, %342 : i64
          %354 = llvm.getelementptr %351[%353] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %349, %354 : f64, !llvm.ptr<3>
          gpu.barrier
          %c16_i64_149 = arith.constant 16 : i64
          %355 = arith.addi %arg15, %c16_i64_149 : i64
          %c64_i64_150 = arith.constant 64 : i64
          %356 = arith.cmpi slt, %355, %c64_i64_150 : i64
          scf.if %356 {
            %c64_i64_194 = arith.constant 64 : i64
            %561 = arith.remsi %130, %c64_i64_194 : i64
            %c64_i64_195 = arith.constant 64 : i64
            %562 = arith.divsi %130, %c64_i64_195 : i64
            %c512_i64_196 = arith.constant 512 : i64
            %563 = arith.addi %130, %c512_i64_196 : i64
            %c64_i64_197 = arith.constant 64 : i64
            %564 = arith.remsi %563, %c64_i64_197 : i64
            %c64_i64_198 = arith.constant 64 : i64
            %565 = arith.divsi %563, %c64_i64_198 : i64
            %566 = arith.addi %158, %561 : i64
            %567 = arith.addi %355, %562 : i64
            %c64_i64_199 = arith.constant 64 : i64
            %568 = arith.muli %567, %c64_i64_199 : i64
            %569 = arith.addi %566, %568 : i64
            %570 = llvm.getelementptr %122[%569] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %571 = llvm.load %570 : !llvm.ptr<1> -> f64
            memref.store %571, %alloca_32[] : memref<f64>
            %572 = arith.addi %158, %564 : i64
            %573 = arith.addi %355, %565 : i64
            %c64_i64_200 = arith.constant 64 : i64
            %574 = arith.muli %573, %c64_i64_200 : i64
            %575 = arith.addi %572, %574 : i64
            %576 = llvm.getelementptr %122[%575] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %577 = llvm.load %576 : !llvm.ptr<1> -> f64
            memref.store %577, %alloca_33[] : memref<f64>
            %c16_i64_201 = arith.constant 16 : i64
            %578 = arith.divsi %130, %c16_i64_201 : i64
            %c16_i64_202 = arith.constant 16 : i64
            %579 = arith.remsi %130, %c16_i64_202 : i64
            %c512_i64_203 = arith.constant 512 : i64
            %580 = arith.addi %130, %c512_i64_203 : i64
            %c16_i64_204 = arith.constant 16 : i64
            %581 = arith.divsi %580, %c16_i64_204 : i64
            %c16_i64_205 = arith.constant 16 : i64
            %582 = arith.remsi %580, %c16_i64_205 : i64
            %583 = arith.addi %355, %579 : i64
            %584 = arith.addi %160, %578 : i64
            %c64_i64_206 = arith.constant 64 : i64
            %585 = arith.muli %584, %c64_i64_206 : i64
            %586 = arith.addi %583, %585 : i64
            %587 = llvm.getelementptr %124[%586] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %588 = llvm.load %587 : !llvm.ptr<1> -> f64
            memref.store %588, %alloca_34[] : memref<f64>
            %589 = arith.addi %355, %582 : i64
            %590 = arith.addi %160, %581 : i64
            %c64_i64_207 = arith.constant 64 : i64
            %591 = arith.muli %590, %c64_i64_207 : i64
            %592 = arith.addi %589, %591 : i64
            %593 = llvm.getelementptr %124[%592] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %594 = llvm.load %593 : !llvm.ptr<1> -> f64
            memref.store %594, %alloca_35[] : memref<f64>
          }
          %357 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %358 = arith.addi %136, %133 : i64
          %c20_i64_151 = arith.constant 20 : i64
          %359 = arith.muli %358, %c20_i64_151 : i64
          %360 = arith.addi %359, %134 : i64
          %361 = llvm.getelementptr %357[%360] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %362 = llvm.load %361 : !llvm.ptr<3> -> f64
          %363 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c8_i64_152 = arith.constant 8 : i64
          %364 = arith.addi %136, %c8_i64_152 : i64
          %365 = arith.addi %364, %133 : i64
          %c20_i64_153 = arith.constant 20 : i64
          %366 = arith.muli %365, %c20_i64_153 : i64
          %367 = arith.addi %366, %134 : i64
          %368 = llvm.getelementptr %363[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %369 = llvm.load %368 : !llvm.ptr<3> -> f64
          %370 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64_154 = arith.constant 10240 : i64
          %371 = llvm.getelementptr %370[%c10240_i64_154] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %372 = arith.addi %138, %133 : i64
          %c20_i64_155 = arith.constant 20 : i64
          %373 = arith.muli %372, %c20_i64_155 : i64
          %374 = arith.addi %373, %134 : i64
          %375 = llvm.getelementptr %371[%374] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %376 = llvm.load %375 : !llvm.ptr<3> -> f64
          %377 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64_156 = arith.constant 10240 : i64
          %378 = llvm.getelementptr %377[%c10240_i64_156] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_157 = arith.constant 8 : i64
          %379 = arith.addi %138, %c8_i64_157 : i64
          %380 = arith.addi %379, %133 : i64
          %c20_i64_158 = arith.constant 20 : i64
          %381 = arith.muli %380, %c20_i64_158 : i64
          %382 = arith.addi %381, %134 : i64
          %383 = llvm.getelementptr %378[%382] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %384 = llvm.load %383 : !llvm.ptr<3> -> f64
          %385 = memref.load %alloca[] : memref<f64>
          %386 = memref.load %alloca_25[] : memref<f64>
          %387 = nvvm.mma.sync A[%362]  B[%376]  C[%385, %386]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %388 = llvm.extractvalue %387[0] : !llvm.struct<(f64, f64)> 
          memref.store %388, %alloca[] : memref<f64>
          %389 = llvm.extractvalue %387[1] : !llvm.struct<(f64, f64)> 
          memref.store %389, %alloca_25[] : memref<f64>
          %390 = memref.load %alloca_26[] : memref<f64>
          %391 = memref.load %alloca_27[] : memref<f64>
          %392 = nvvm.mma.sync A[%362]  B[%384]  C[%390, %391]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %393 = llvm.extractvalue %392[0] : !llvm.struct<(f64, f64)> 
          memref.store %393, %alloca_26[] : memref<f64>
          %394 = llvm.extractvalue %392[1] : !llvm.struct<(f64, f64)> 
          memref.store %394, %alloca_27[] : memref<f64>
          %395 = memref.load %alloca_28[] : memref<f64>
          %396 = memref.load %alloca_29[] : memref<f64>
          %397 = nvvm.mma.sync A[%369]  B[%376]  C[%395, %396]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %398 = llvm.extractvalue %397[0] : !llvm.struct<(f64, f64)> 
          memref.store %398, %alloca_28[] : memref<f64>
          %399 = llvm.extractvalue %397[1] : !llvm.struct<(f64, f64)> 
          memref.store %399, %alloca_29[] : memref<f64>
          %400 = memref.load %alloca_30[] : memref<f64>
          %401 = memref.load %alloca_31[] : memref<f64>
          %402 = nvvm.mma.sync A[%369]  B[%384]  C[%400, %401]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %403 = llvm.extractvalue %402[0] : !llvm.struct<(f64, f64)> 
          memref.store %403, %alloca_30[] : memref<f64>
          %404 = llvm.extractvalue %402[1] : !llvm.struct<(f64, f64)> 
          memref.store %404, %alloca_31[] : memref<f64>
          %405 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %406 = arith.addi %136, %133 : i64
          %c20_i64_159 = arith.constant 20 : i64
          %407 = arith.muli %406, %c20_i64_159 : i64
          %c4_i64_160 = arith.constant 4 : i64
          %408 = arith.addi %c4_i64_160, %134 : i64
          %409 = arith.addi %407, %408 : i64
          %410 = llvm.getelementptr %405[%409] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %411 = llvm.load %410 : !llvm.ptr<3> -> f64
          %412 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c8_i64_161 = arith.constant 8 : i64
          %413 = arith.addi %136, %c8_i64_161 : i64
          %414 = arith.addi %413, %133 : i64
          %c20_i64_162 = arith.constant 20 : i64
          %415 = arith.muli %414, %c20_i64_162 : i64
          %c4_i64_163 = arith.constant 4 : i64
          %416 = arith.addi %c4_i64_163, %134 : i64
          %417 = arith.addi %415, %416 : i64
          %418 = llvm.getelementptr %412[%417] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %419 = llvm.load %418 : !llvm.ptr<3> -> f64
          %420 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64_164 = arith.constant 10240 : i64
          %421 = llvm.getelementptr %420[%c10240_i64_164] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %422 = arith.addi %138, %133 : i64
          %c20_i64_165 = arith.constant 20 : i64
          %423 = arith.muli %422, %c20_i64_165 : i64
          %c4_i64_166 = arith.constant 4 : i64
          %424 = arith.addi %c4_i64_166, %134 : i64
          %425 = arith.addi %423, %424 : i64
          %426 = llvm.getelementptr %421[%425] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %427 = llvm.load %426 : !llvm.ptr<3> -> f64
          %428 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64_167 = arith.constant 10240 : i64
          %429 = llvm.getelementptr %428[%c10240_i64_167] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_168 = arith.constant 8 : i64
          %430 = arith.addi %138, %c8_i64_168 : i64
          %431 = arith.addi %430, %133 : i64
          %c20_i64_169 = arith.constant 20 : i64
          %432 = arith.muli %431, %c20_i64_169 : i64
          %c4_i64_170 = arith.constant 4 : i64
          %433 = arith.addi %c4_i64_170, %134 : i64
          %434 = arith.addi %432, %433 : i64
          %435 = llvm.getelementptr %429[%434] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %436 = llvm.load %435 : !llvm.ptr<3> -> f64
          %437 = memref.load %alloca[] : memref<f64>
          %438 = memref.load %alloca_25[] : memref<f64>
          %439 = nvvm.mma.sync A[%411]  B[%427]  C[%437, %438]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %440 = llvm.extractvalue %439[0] : !llvm.struct<(f64, f64)> 
          memref.store %440, %alloca[] : memref<f64>
          %441 = llvm.extractvalue %439[1] : !llvm.struct<(f64, f64)> 
          memref.store %441, %alloca_25[] : memref<f64>
          %442 = memref.load %alloca_26[] : memref<f64>
          %443 = memref.load %alloca_27[] : memref<f64>
          %444 = nvvm.mma.sync A[%411]  B[%436]  C[%442, %443]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %445 = llvm.extractvalue %444[0] : !llvm.struct<(f64, f64)> 
          memref.store %445, %alloca_26[] : memref<f64>
          %446 = llvm.extractvalue %444[1] : !llvm.struct<(f64, f64)> 
          memref.store %446, %alloca_27[] : memref<f64>
          %447 = memref.load %alloca_28[] : memref<f64>
          %448 = memref.load %alloca_29[] : memref<f64>
          %449 = nvvm.mma.sync A[%419]  B[%427]  C[%447, %448]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %450 = llvm.extractvalue %449[0] : !llvm.struct<(f64, f64)> 
          memref.store %450, %alloca_28[] : memref<f64>
          %451 = llvm.extractvalue %449[1] : !llvm.struct<(f64, f64)> 
          memref.store %451, %alloca_29[] : memref<f64>
          %452 = memref.load %alloca_30[] : memref<f64>
          %453 = memref.load %alloca_31[] : memref<f64>
          %454 = nvvm.mma.sync A[%419]  B[%436]  C[%452, %453]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %455 = llvm.extractvalue %454[0] : !llvm.struct<(f64, f64)> 
          memref.store %455, %alloca_30[] : memref<f64>
          %456 = llvm.extractvalue %454[1] : !llvm.struct<(f64, f64)> 
          memref.store %456, %alloca_31[] : memref<f64>
          %457 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %458 = arith.addi %136, %133 : i64
          %c20_i64_171 = arith.constant 20 : i64
          %459 = arith.muli %458, %c20_i64_171 : i64
          %c8_i64_172 = arith.constant 8 : i64
          %460 = arith.addi %c8_i64_172, %134 : i64
          %461 = arith.addi %459, %460 : i64
          %462 = llvm.getelementptr %457[%461] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %463 = llvm.load %462 : !llvm.ptr<3> -> f64
          %464 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c8_i64_173 = arith.constant 8 : i64
          %465 = arith.addi %136, %c8_i64_173 : i64
          %466 = arith.addi %465, %133 : i64
          %c20_i64_174 = arith.constant 20 : i64
          %467 = arith.muli %466, %c20_i64_174 : i64
          %c8_i64_175 = arith.constant 8 : i64
          %468 = arith.addi %c8_i64_175, %134 : i64
          %469 = arith.addi %467, %468 : i64
          %470 = llvm.getelementptr %464[%469] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %471 = llvm.load %470 : !llvm.ptr<3> -> f64
          %472 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64_176 = arith.constant 10240 : i64
          %473 = llvm.getelementptr %472[%c10240_i64_176] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %474 = arith.addi %138, %133 : i64
          %c20_i64_177 = arith.constant 20 : i64
          %475 = arith.muli %474, %c20_i64_177 : i64
          %c8_i64_178 = arith.constant 8 : i64
          %476 = arith.addi %c8_i64_178, %134 : i64
          %477 = arith.addi %475, %476 : i64
          %478 = llvm.getelementptr %473[%477] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %479 = llvm.load %478 : !llvm.ptr<3> -> f64
          %480 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64_179 = arith.constant 10240 : i64
          %481 = llvm.getelementptr %480[%c10240_i64_179] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_180 = arith.constant 8 : i64
          %482 = arith.addi %138, %c8_i64_180 : i64
          %483 = arith.addi %482, %133 : i64
          %c20_i64_181 = arith.constant 20 : i64
          %484 = arith.muli %483, %c20_i64_181 : i64
          %c8_i64_182 = arith.constant 8 : i64
          %485 = arith.addi %c8_i64_182, %134 : i64
          %486 = arith.addi %484, %485 : i64
          %487 = llvm.getelementptr %481[%486] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %488 = llvm.load %487 : !llvm.ptr<3> -> f64
          %489 = memref.load %alloca[] : memref<f64>
          %490 = memref.load %alloca_25[] : memref<f64>
          %491 = nvvm.mma.sync A[%463]  B[%479]  C[%489, %490]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %492 = llvm.extractvalue %491[0] : !llvm.struct<(f64, f64)> 
          memref.store %492, %alloca[] : memref<f64>
          %493 = llvm.extractvalue %491[1] : !llvm.struct<(f64, f64)> 
          memref.store %493, %alloca_25[] : memref<f64>
          %494 = memref.load %alloca_26[] : memref<f64>
          %495 = memref.load %alloca_27[] : memref<f64>
          %496 = nvvm.mma.sync A[%463]  B[%488]  C[%494, %495]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %497 = llvm.extractvalue %496[0] : !llvm.struct<(f64, f64)> 
          memref.store %497, %alloca_26[] : memref<f64>
          %498 = llvm.extractvalue %496[1] : !llvm.struct<(f64, f64)> 
          memref.store %498, %alloca_27[] : memref<f64>
          %499 = memref.load %alloca_28[] : memref<f64>
          %500 = memref.load %alloca_29[] : memref<f64>
          %501 = nvvm.mma.sync A[%471]  B[%479]  C[%499, %500]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %502 = llvm.extractvalue %501[0] : !llvm.struct<(f64, f64)> 
          memref.store %502, %alloca_28[] : memref<f64>
          %503 = llvm.extractvalue %501[1] : !llvm.struct<(f64, f64)> 
          memref.store %503, %alloca_29[] : memref<f64>
          %504 = memref.load %alloca_30[] : memref<f64>
          %505 = memref.load %alloca_31[] : memref<f64>
          %506 = nvvm.mma.sync A[%471]  B[%488]  C[%504, %505]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %507 = llvm.extractvalue %506[0] : !llvm.struct<(f64, f64)> 
          memref.store %507, %alloca_30[] : memref<f64>
          %508 = llvm.extractvalue %506[1] : !llvm.struct<(f64, f64)> 
          memref.store %508, %alloca_31[] : memref<f64>
          %509 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %510 = arith.addi %136, %133 : i64
          %c20_i64_183 = arith.constant 20 : i64
          %511 = arith.muli %510, %c20_i64_183 : i64
          %c12_i64 = arith.constant 12 : i64
          %512 = arith.addi %c12_i64, %134 : i64
          %513 = arith.addi %511, %512 : i64
          %514 = llvm.getelementptr %509[%513] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %515 = llvm.load %514 : !llvm.ptr<3> -> f64
          %516 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c8_i64_184 = arith.constant 8 : i64
          %517 = arith.addi %136, %c8_i64_184 : i64
          %518 = arith.addi %517, %133 : i64
          %c20_i64_185 = arith.constant 20 : i64
          %519 = arith.muli %518, %c20_i64_185 : i64
          %c12_i64_186 = arith.constant 12 : i64
          %520 = arith.addi %c12_i64_186, %134 : i64
          %521 = arith.addi %519, %520 : i64
          %522 = llvm.getelementptr %516[%521] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %523 = llvm.load %522 : !llvm.ptr<3> -> f64
          %524 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64_187 = arith.constant 10240 : i64
          %525 = llvm.getelementptr %524[%c10240_i64_187] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %526 = arith.addi %138, %133 : i64
          %c20_i64_188 = arith.constant 20 : i64
          %527 = arith.muli %526, %c20_i64_188 : i64
          %c12_i64_189 = arith.constant 12 : i64
          %528 = arith.addi %c12_i64_189, %134 : i64
          %529 = arith.addi %527, %528 : i64
          %530 = llvm.getelementptr %525[%529] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %531 = llvm.load %530 : !llvm.ptr<3> -> f64
          %532 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64_190 = arith.constant 10240 : i64
          %533 = llvm.getelementptr %532[%c10240_i64_190] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_191 = arith.constant 8 : i64
          %534 = arith.addi %138, %c8_i64_191 : i64
          %535 = arith.addi %534, %133 : i64
          %c20_i64_192 = arith.constant 20 : i64
          %536 = arith.muli %535, %c20_i64_192 : i64
          %c12_i64_193 = arith.constant 12 : i64
          %537 = arith.addi %c12_i64_193, %134 : i64
          %538 = arith.addi %536, %537 : i64
          %539 = llvm.getelementptr %533[%538] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %540 = llvm.load %539 : !llvm.ptr<3> -> f64
          %541 = memref.load %alloca[] : memref<f64>
          %542 = memref.load %alloca_25[] : memref<f64>
          %543 = nvvm.mma.sync A[%515]  B[%531]  C[%541, %542]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %544 = llvm.extractvalue %543[0] : !llvm.struct<(f64, f64)> 
          memref.store %544, %alloca[] : memref<f64>
          %545 = llvm.extractvalue %543[1] : !llvm.struct<(f64, f64)> 
          memref.store %545, %alloca_25[] : memref<f64>
          %546 = memref.load %alloca_26[] : memref<f64>
          %547 = memref.load %alloca_27[] : memref<f64>
          %548 = nvvm.mma.sync A[%515]  B[%540]  C[%546, %547]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %549 = llvm.extractvalue %548[0] : !llvm.struct<(f64, f64)> 
          memref.store %549, %alloca_26[] : memref<f64>
          %550 = llvm.extractvalue %548[1] : !llvm.struct<(f64, f64)> 
          memref.store %550, %alloca_27[] : memref<f64>
          %551 = memref.load %alloca_28[] : memref<f64>
          %552 = memref.load %alloca_29[] : memref<f64>
          %553 = nvvm.mma.sync A[%523]  B[%531]  C[%551, %552]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %554 = llvm.extractvalue %553[0] : !llvm.struct<(f64, f64)> 
          memref.store %554, %alloca_28[] : memref<f64>
          %555 = llvm.extractvalue %553[1] : !llvm.struct<(f64, f64)> 
          memref.store %555, %alloca_29[] : memref<f64>
          %556 = memref.load %alloca_30[] : memref<f64>
          %557 = memref.load %alloca_31[] : memref<f64>
          %558 = nvvm.mma.sync A[%523]  B[%540]  C[%556, %557]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %559 = llvm.extractvalue %558[0] : !llvm.struct<(f64, f64)> 
          memref.store %559, %alloca_30[] : memref<f64>
          %560 = llvm.extractvalue %558[1] : !llvm.struct<(f64, f64)> 
          memref.store %560, %alloca_31[] : memref<f64>
        }
        %191 = arith.addi %158, %136 : i64
        %192 = arith.addi %191, %133 : i64
        %193 = arith.addi %160, %138 : i64
        %c2_i64 = arith.constant 2 : i64
        %194 = arith.muli %134, %c2_i64 : i64
        %195 = arith.addi %193, %194 : i64
        %c64_i64_100 = arith.constant 64 : i64
        %196 = arith.muli %195, %c64_i64_100 : i64
        %197 = arith.addi %192, %196 : i64
        %198 = llvm.getelementptr %126[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %199 = llvm.load %198 : !llvm.ptr<1> -> f64
        %200 = memref.load %alloca[] : memref<f64>
        %201 = arith.mulf %arg0, %200 : f64
        %202 = llvm.intr.fma(%arg1, %199, %201) : (f64, f64, f64) -> f64
        %c64_i64_101 = arith.constant 64 : i64
        %203 = arith.muli %195, %c64_i64_101 : i64
        %204 = arith.addi %192, %203 : i64
        %205 = llvm.getelementptr %126[%204] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %202, %205 : f64, !llvm.ptr<1>
        %206 = arith.addi %158, %136 : i64
        %207 = arith.addi %206, %133 : i64
        %208 = arith.addi %160, %138 : i64
        %c2_i64_102 = arith.constant 2 : i64
        %209 = arith.muli %134, %c2_i64_102 : i64
        %c1_i64_103 = arith.constant 1 : i64
        %210 = arith.addi %209, %c1_i64_103 : i64
        %211 = arith.addi %208, %210 : i64
        %c64_i64_104 = arith.constant 64 : i64
        %212 = arith.muli %211, %c64_i64_104 : i64
        %213 = arith.addi %207, %212 : i64
        %214 = llvm.getelementptr %126[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %215 = llvm.load %214 : !llvm.ptr<1> -> f64
        %216 = memref.load %alloca_25[] : memref<f64>
        %217 = arith.mulf %arg0, %216 : f64
        %218 = llvm.intr.fma(%arg1, %215, %217) : (f64, f64, f64) -> f64
        %c64_i64_105 = arith.constant 64 : i64
        %219 = arith.muli %211, %c64_i64_105 : i64
        %220 = arith.addi %207, %219 : i64
        %221 = llvm.getelementptr %126[%220] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %218, %221 : f64, !llvm.ptr<1>
        %222 = arith.addi %158, %136 : i64
        %223 = arith.addi %222, %133 : i64
        %224 = arith.addi %160, %138 : i64
        %c8_i64_106 = arith.constant 8 : i64
        %225 = arith.addi %224, %c8_i64_106 : i64
        %c2_i64_107 = arith.constant 2 : i64
        %226 = arith.muli %134, %c2_i64_107 : i64
        %227 = arith.addi %225, %226 : i64
        %c64_i64_108 = arith.constant 64 : i64
        %228 = arith.muli %227, %c64_i64_108 : i64
        %229 = arith.addi %223, %228 : i64
        %230 = llvm.getelementptr %126[%229] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %231 = llvm.load %230 : !llvm.ptr<1> -> f64
        %232 = memref.load %alloca_26[] : memref<f64>
        %233 = arith.mulf %arg0, %232 : f64
        %234 = llvm.intr.fma(%arg1, %231, %233) : (f64, f64, f64) -> f64
        %c64_i64_109 = arith.constant 64 : i64
        %235 = arith.muli %227, %c64_i64_109 : i64
        %236 = arith.addi %223, %235 : i64
        %237 = llvm.getelementptr %126[%236] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %234, %237 : f64, !llvm.ptr<1>
        %238 = arith.addi %158, %136 : i64
        %239 = arith.addi %238, %133 : i64
        %240 = arith.addi %160, %138 : i64
        %c8_i64_110 = arith.constant 8 : i64
        %241 = arith.addi %240, %c8_i64_110 : i64
        %c2_i64_111 = arith.constant 2 : i64
        %242 = arith.muli %134, %c2_i64_111 : i64
        %c1_i64_112 = arith.constant 1 : i64
        %243 = arith.addi %242, %c1_i64_112 : i64
        %244 = arith.addi %241, %243 : i64
        %c64_i64_113 = arith.constant 64 : i64
        %245 = arith.muli %244, %c64_i64_113 : i64
        %246 = arith.addi %239, %245 : i64
        %247 = llvm.getelementptr %126[%246] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %248 = llvm.load %247 : !llvm.ptr<1> -> f64
        %249 = memref.load %alloca_27[] : memref<f64>
        %250 = arith.mulf %arg0, %249 : f64
        %251 = llvm.intr.fma(%arg1, %248, %250) : (f64, f64, f64) -> f64
        %c64_i64_114 = arith.constant 64 : i64
        %252 = arith.muli %244, %c64_i64_114 : i64
        %253 = arith.addi %239, %252 : i64
        %254 = llvm.getelementptr %126[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %251, %254 : f64, !llvm.ptr<1>
        %255 = arith.addi %158, %136 : i64
        %c8_i64_115 = arith.constant 8 : i64
        %256 = arith.addi %255, %c8_i64_115 : i64
        %257 = arith.addi %256, %133 : i64
        %258 = arith.addi %160, %138 : i64
        %c2_i64_116 = arith.constant 2 : i64
        %259 = arith.muli %134, %c2_i64_116 : i64
        %260 = arith.addi %258, %259 : i64
        %c64_i64_117 = arith.constant 64 : i64
        %261 = arith.muli %260, %c64_i64_117 : i64
        %262 = arith.addi %257, %261 : i64
        %263 = llvm.getelementptr %126[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %264 = llvm.load %263 : !llvm.ptr<1> -> f64
        %265 = memref.load %alloca_28[] : memref<f64>
        %266 = arith.mulf %arg0, %265 : f64
        %267 = llvm.intr.fma(%arg1, %264, %266) : (f64, f64, f64) -> f64
        %c64_i64_118 = arith.constant 64 : i64
        %268 = arith.muli %260, %c64_i64_118 : i64
        %269 = arith.addi %257, %268 : i64
        %270 = llvm.getelementptr %126[%269] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %267, %270 : f64, !llvm.ptr<1>
        %271 = arith.addi %158, %136 : i64
        %c8_i64_119 = arith.constant 8 : i64
        %272 = arith.addi %271, %c8_i64_119 : i64
        %273 = arith.addi %272, %133 : i64
        %274 = arith.addi %160, %138 : i64
        %c2_i64_120 = arith.constant 2 : i64
        %275 = arith.muli %134, %c2_i64_120 : i64
        %c1_i64_121 = arith.constant 1 : i64
        %276 = arith.addi %275, %c1_i64_121 : i64
        %277 = arith.addi %274, %276 : i64
        %c64_i64_122 = arith.constant 64 : i64
        %278 = arith.muli %277, %c64_i64_122 : i64
        %279 = arith.addi %273, %278 : i64
        %280 = llvm.getelementptr %126[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %281 = llvm.load %280 : !llvm.ptr<1> -> f64
        %282 = memref.load %alloca_29[] : memref<f64>
        %283 = arith.mulf %arg0, %282 : f64
        %284 = llvm.intr.fma(%arg1, %281, %283) : (f64, f64, f64) -> f64
        %c64_i64_123 = arith.constant 64 : i64
        %285 = arith.muli %277, %c64_i64_123 : i64
        %286 = arith.addi %273, %285 : i64
        %287 = llvm.getelementptr %126[%286] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %284, %287 : f64, !llvm.ptr<1>
        %288 = arith.addi %158, %136 : i64
        %c8_i64_124 = arith.constant 8 : i64
        %289 = arith.addi %288, %c8_i64_124 : i64
        %290 = arith.addi %289, %133 : i64
        %291 = arith.addi %160, %138 : i64
        %c8_i64_125 = arith.constant 8 : i64
        %292 = arith.addi %291, %c8_i64_125 : i64
        %c2_i64_126 = arith.constant 2 : i64
        %293 = arith.muli %134, %c2_i64_126 : i64
        %294 = arith.addi %292, %293 : i64
        %c64_i64_127 = arith.constant 64 : i64
        %295 = arith.muli %294, %c64_i64_127 : i64
        %296 = arith.addi %290, %295 : i64
        %297 = llvm.getelementptr %126[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %298 = llvm.load %297 : !llvm.ptr<1> -> f64
        %299 = memref.load %alloca_30[] : memref<f64>
        %300 = arith.mulf %arg0, %299 : f64
        %301 = llvm.intr.fma(%arg1, %298, %300) : (f64, f64, f64) -> f64
        %c64_i64_128 = arith.constant 64 : i64
        %302 = arith.muli %294, %c64_i64_128 : i64
        %303 = arith.addi %290, %302 : i64
        %304 = llvm.getelementptr %126[%303] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %301, %304 : f64, !llvm.ptr<1>
        %305 = arith.addi %158, %136 : i64
        %c8_i64_129 = arith.constant 8 : i64
        %306 = arith.addi %305, %c8_i64_129 : i64
        %307 = arith.addi %306, %133 : i64
        %308 = arith.addi %160, %138 : i64
        %c8_i64_130 = arith.constant 8 : i64
        %309 = arith.addi %308, %c8_i64_130 : i64
        %c2_i64_131 = arith.constant 2 : i64
        %310 = arith.muli %134, %c2_i64_131 : i64
        %c1_i64_132 = arith.constant 1 : i64
        %311 = arith.addi %310, %c1_i64_132 : i64
        %312 = arith.addi %309, %311 : i64
        %c64_i64_133 = arith.constant 64 : i64
        %313 = arith.muli %312, %c64_i64_133 : i64
        %314 = arith.addi %307, %313 : i64
        %315 = llvm.getelementptr %126[%314] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %316 = llvm.load %315 : !llvm.ptr<1> -> f64
        %317 = memref.load %alloca_31[] : memref<f64>
        %318 = arith.mulf %arg0, %317 : f64
        %319 = llvm.intr.fma(%arg1, %316, %318) : (f64, f64, f64) -> f64
        %c64_i64_134 = arith.constant 64 : i64
        %320 = arith.muli %312, %c64_i64_134 : i64
        %321 = arith.addi %307, %320 : i64
        %322 = llvm.getelementptr %126[%321] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %319, %322 : f64, !llvm.ptr<1>
      }
      %c6144_i64 = arith.constant 6144 : i64
      %139 = arith.muli %120, %c6144_i64 : i64
      %140 = llvm.getelementptr %112[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c1792_i64 = arith.constant 1792 : i64
      %141 = arith.muli %120, %c1792_i64 : i64
      %142 = llvm.getelementptr %115[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c4096_i64_55 = arith.constant 4096 : i64
      %143 = arith.muli %120, %c4096_i64_55 : i64
      %144 = llvm.getelementptr %118[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_56 = gpu.thread_id  x
      %145 = arith.index_cast %thread_id_x_56 : index to i64
      %c64_i64_57 = arith.constant 64 : i64
      %thread_id_y_58 = gpu.thread_id  y
      %146 = arith.index_cast %thread_id_y_58 : index to i64
      %147 = arith.muli %c64_i64_57, %146 : i64
      %148 = arith.addi %145, %147 : i64
      %c32_i64_59 = arith.constant 32 : i64
      %149 = arith.divsi %148, %c32_i64_59 : i64
      %c32_i64_60 = arith.constant 32 : i64
      %150 = arith.remsi %148, %c32_i64_60 : i64
      %c4_i64_61 = arith.constant 4 : i64
      %151 = arith.divsi %150, %c4_i64_61 : i64
      %c4_i64_62 = arith.constant 4 : i64
      %152 = arith.remsi %150, %c4_i64_62 : i64
      %c8_i64 = arith.constant 8 : i64
      %153 = arith.remsi %149, %c8_i64 : i64
      %c16_i64_63 = arith.constant 16 : i64
      %154 = arith.muli %153, %c16_i64_63 : i64
      %c8_i64_64 = arith.constant 8 : i64
      %155 = arith.divsi %149, %c8_i64_64 : i64
      %c16_i64_65 = arith.constant 16 : i64
      %156 = arith.muli %155, %c16_i64_65 : i64
      %c0_i64_66 = arith.constant 0 : i64
      %c1_i64_67 = arith.constant 1 : i64
      %c1_i64_68 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_66 to %c1_i64_67 step %c1_i64_68  : i64 {
        %c1_i64_69 = arith.constant 1 : i64
        %157 = arith.remsi %arg14, %c1_i64_69 : i64
        %c128_i64 = arith.constant 128 : i64
        %158 = arith.muli %157, %c128_i64 : i64
        %c1_i64_70 = arith.constant 1 : i64
        %159 = arith.divsi %arg14, %c1_i64_70 : i64
        %c32_i64_71 = arith.constant 32 : i64
        %160 = arith.muli %159, %c32_i64_71 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_36[] : memref<f64>
        %cst_72 = arith.constant 0.000000e+00 : f64
        memref.store %cst_72, %alloca_37[] : memref<f64>
        %cst_73 = arith.constant 0.000000e+00 : f64
        memref.store %cst_73, %alloca_38[] : memref<f64>
        %cst_74 = arith.constant 0.000000e+00 : f64
        memref.store %cst_74, %alloca_39[] : memref<f64>
        %cst_75 = arith.constant 0.000000e+00 : f64
        memref.store %cst_75, %alloca_40[] : memref<f64>
        %cst_76 = arith.constant 0.000000e+00 : f64
        memref.store %cst_76, %alloca_41[] : memref<f64>
        %cst_77 = arith.constant 0.000000e+00 : f64
        memref.store %cst_77, %alloca_42[] : memref<f64>
        %cst_78 = arith.constant 0.000000e+00 : f64
        memref.store %cst_78, %alloca_43[] : memref<f64>
        %c128_i64_79 = arith.constant 128 : i64
        %161 = arith.remsi %148, %c128_i64_79 : i64
        %c128_i64_80 = arith.constant 128 : i64
        %162 = arith.divsi %148, %c128_i64_80 : i64
        %c512_i64 = arith.constant 512 : i64
        %163 = arith.addi %148, %c512_i64 : i64
        %c128_i64_81 = arith.constant 128 : i64
        %164 = arith.remsi %163, %c128_i64_81 : i64
        %c128_i64_82 = arith.constant 128 : i64
        %165 = arith.divsi %163, %c128_i64_82 : i64
        %cst_83 = arith.constant 0.000000e+00 : f64
        memref.store %cst_83, %alloca_44[] : memref<f64>
        %166 = arith.addi %158, %161 : i64
        %c48_i64 = arith.constant 48 : i64
        %167 = arith.muli %166, %c48_i64 : i64
        %168 = arith.addi %162, %167 : i64
        %169 = llvm.getelementptr %140[%168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %170 = llvm.load %169 : !llvm.ptr<1> -> f64
        memref.store %170, %alloca_44[] : memref<f64>
        %cst_84 = arith.constant 0.000000e+00 : f64
        memref.store %cst_84, %alloca_45[] : memref<f64>
        %171 = arith.addi %158, %164 : i64
        %c48_i64_85 = arith.constant 48 : i64
        %172 = arith.muli %171, %c48_i64_85 : i64
        %173 = arith.addi %165, %172 : i64
        %174 = llvm.getelementptr %140[%173] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %175 = llvm.load %174 : !llvm.ptr<1> -> f64
        memref.store %175, %alloca_45[] : memref<f64>
        %c8_i64_86 = arith.constant 8 : i64
        %176 = arith.divsi %148, %c8_i64_86 : i64
        %c8_i64_87 = arith.constant 8 : i64
        %177 = arith.remsi %148, %c8_i64_87 : i64
        %cst_88 = arith.constant 0.000000e+00 : f64
        memref.store %cst_88, %alloca_46[] : memref<f64>
        %c256_i64 = arith.constant 256 : i64
        %178 = arith.cmpi slt, %148, %c256_i64 : i64
        scf.if %178 {
          %263 = arith.addi %160, %176 : i64
          %c56_i64 = arith.constant 56 : i64
          %264 = arith.muli %263, %c56_i64 : i64
          %265 = arith.addi %177, %264 : i64
          %266 = llvm.getelementptr %142[%265] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %267 = llvm.load %266 : !llvm.ptr<1> -> f64
          memref.store %267, %alloca_46[] : memref<f64>
        } else {
          %cst_119 = arith.constant 0.000000e+00 : f64
          memref.store %cst_119, %alloca_46[] : memref<f64>
        }
        %c0_i64_89 = arith.constant 0 : i64
        %c48_i64_90 = arith.constant 48 : i64
        %c8_i64_91 = arith.constant 8 : i64
        scf.for %arg15 = %c0_i64_89 to %c48_i64_90 step %c8_i64_91  : i64 {
          gpu.barrier
          %c128_i64_119 = arith.constant 128 : i64
          %263 = arith.remsi %148, %c128_i64_119 : i64
          %c128_i64_120 = arith.constant 128 : i64
          %264 = arith.divsi %148, %c128_i64_120 : i64
          %c512_i64_121 = arith.constant 512 : i64
          %265 = arith.addi %148, %c512_i64_121 : i64
          %c128_i64_122 = arith.constant 128 : i64
          %266 = arith.remsi %265, %c128_i64_122 : i64
          %c128_i64_123 = arith.constant 128 : i64
          %267 = arith.divsi %265, %c128_i64_123 : i64
          %268 = memref.load %alloca_44[] : memref<f64>
          %269 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c20480_i64 = arith.constant 20480 : i64
          %270 = llvm.getelementptr %269[%c20480_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c12_i64 = arith.constant 12 : i64
          %271 = arith.muli %263, %c12_i64 : i64
          %272 = arith.addi %271, %264 : i64
          %273 = llvm.getelementptr %270[%272] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %268, %273 : f64, !llvm.ptr<3>
          %274 = memref.load %alloca_45[] : memref<f64>
          %275 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c20480_i64_124 = arith.constant 20480 : i64
          %276 = llvm.getelementptr %275[%c20480_i64_124] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c12_i64_125 = arith.constant 12 : i64
          %277 = arith.muli %266, %c12_i64_125 : i64
          %278 = arith.addi %277, %267 : i64
          %279 = llvm.getelementptr %276[%278] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %274, %279 : f64, !llvm.ptr<3>
          %c8_i64_126 = arith.constant 8 : i64
          %280 = arith.divsi %148, %c8_i64_126 : i64
          %c8_i64_127 = arith.constant 8 : i64
          %281 = arith.remsi %148, %c8_i64_127 : i64
          %c256_i64_128 = arith.constant 256 : i64
          %282 = arith.cmpi slt, %148, %c256_i64_128 : i64
          scf.if %282 {
            %389 = memref.load %alloca_46[] : memref<f64>
            %390 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
            %c32768_i64_154 = arith.constant 32768 : i64
            %391 = llvm.getelementptr %390[%c32768_i64_154] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c12_i64_155 = arith.constant 12 : i64
            %392 = arith.muli %280, %c12_i64_155 : i64
            %393 = arith.addi %392, %281 : i64
            %394 = llvm.getelementptr %391[%393] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %389, %394 : f64, !llvm.ptr<3>
          }
          gpu.barrier
          %c8_i64_129 = arith.constant 8 : i64
          %283 = arith.addi %arg15, %c8_i64_129 : i64
          %c48_i64_130 = arith.constant 48 : i64
          %284 = arith.cmpi slt, %283, %c48_i64_130 : i64
          scf.if %284 {
            %c128_i64_154 = arith.constant 128 : i64
            %389 = arith.remsi %148, %c128_i64_154 : i64
            %c128_i64_155 = arith.constant 128 : i64
            %390 = arith.divsi %148, %c128_i64_155 : i64
            %c512_i64_156 = arith.constant 512 : i64
            %391 = arith.addi %148, %c512_i64_156 : i64
            %c128_i64_157 = arith.constant 128 : i64
            %392 = arith.remsi %391, %c128_i64_157 : i64
            %c128_i64_158 = arith.constant 128 : i64
            %393 = arith.divsi %391, %c128_i64_158 : i64
            %394 = arith.addi %283, %390 : i64
            %395 = arith.addi %158, %389 : i64
            %c48_i64_159 = arith.constant 48 : i64
            %396 = arith.muli %395, %c48_i64_159 : i64
            %397 = arith.addi %394, %396 : i64
            %398 = llvm.getelementptr %140[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %399 = llvm.load %398 : !llvm.ptr<1> -> f64
            memref.store %399, %alloca_44[] : memref<f64>
            %400 = arith.addi %283, %393 : i64
            %401 = arith.addi %158, %392 : i64
            %c48_i64_160 = arith.constant 48 : i64
            %402 = arith.muli %401, %c48_i64_160 : i64
            %403 = arith.addi %400, %402 : i64
            %404 = llvm.getelementptr %140[%403] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %405 = llvm.load %404 : !llvm.ptr<1> -> f64
            memref.store %405, %alloca_45[] : memref<f64>
            %c8_i64_161 = arith.constant 8 : i64
            %406 = arith.divsi %148, %c8_i64_161 : i64
            %c8_i64_162 = arith.constant 8 : i64
            %407 = arith.remsi %148, %c8_i64_162 : i64
            %c256_i64_163 = arith.constant 256 : i64
            %408 = arith.cmpi slt, %148, %c256_i64_163 : i64
            scf.if %408 {
              %409 = arith.addi %283, %407 : i64
              %410 = arith.addi %160, %406 : i64
              %c56_i64 = arith.constant 56 : i64
              %411 = arith.muli %410, %c56_i64 : i64
              %412 = arith.addi %409, %411 : i64
              %413 = llvm.getelementptr %142[%412] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %414 = llvm.load %413 : !llvm.ptr<1> -> f64
              memref.store %414, %alloca_46[] : memref<f64>
            } else {
              %cst_164 = arith.constant 0.000000e+00 : f64
              memref.store %cst_164, %alloca_46[] : memref<f64>
            }
          }
          %285 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c20480_i64_131 = arith.constant 20480 : i64
          %286 = llvm.getelementptr %285[%c20480_i64_131] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %287 = arith.addi %154, %151 : i64
          %c12_i64_132 = arith.constant 12 : i64
          %288 = arith.muli %287, %c12_i64_132 : i64
          %289 = arith.addi %288, %152 : i64
          %290 = llvm.getelementptr %286[%289] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %291 = llvm.load %290 : !llvm.ptr<3> -> f64
          %292 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c20480_i64_133 = arith.constant 20480 : i64
          %293 = llvm.getelementptr %292[%c20480_i64_133] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_134 = arith.constant 8 : i64
          %294 = arith.addi %154, %c8_i64_134 : i64
          %295 = arith.addi %294, %151 : i64
          %c12_i64_135 = arith.constant 12 : i64
          %296 = arith.muli %295, %c12_i64_135 : i64
          %297 = arith.addi %296, %152 : i64
          %298 = llvm.getelementptr %293[%297] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %299 = llvm.load %298 : !llvm.ptr<3> -> f64
          %300 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c32768_i64 = arith.constant 32768 : i64
          %301 = llvm.getelementptr %300[%c32768_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %302 = arith.addi %156, %151 : i64
          %c12_i64_136 = arith.constant 12 : i64
          %303 = arith.muli %302, %c12_i64_136 : i64
          %304 = arith.addi %303, %152 : i64
          %305 = llvm.getelementptr %301[%304] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %306 = llvm.load %305 : !llvm.ptr<3> -> f64
          %307 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c32768_i64_137 = arith.constant 32768 : i64
          %308 = llvm.getelementptr %307[%c32768_i64_137] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_138 = arith.constant 8 : i64
          %309 = arith.addi %156, %c8_i64_138 : i64
          %310 = arith.addi %309, %151 : i64
          %c12_i64_139 = arith.constant 12 : i64
          %311 = arith.muli %310, %c12_i64_139 : i64
          %312 = arith.addi %311, %152 : i64
          %313 = llvm.getelementptr %308[%312] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %314 = llvm.load %313 : !llvm.ptr<3> -> f64
          %315 = memref.load %alloca_36[] : memref<f64>
          %316 = memref.load %alloca_37[] : memref<f64>
          %317 = nvvm.mma.sync A[%291]  B[%306]  C[%315, %316]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %318 = llvm.extractvalue %317[0] : !llvm.struct<(f64, f64)> 
          memref.store %318, %alloca_36[] : memref<f64>
          %319 = llvm.extractvalue %317[1] : !llvm.struct<(f64, f64)> 
          memref.store %319, %alloca_37[] : memref<f64>
          %320 = memref.load %alloca_38[] : memref<f64>
          %321 = memref.load %alloca_39[] : memref<f64>
          %322 = nvvm.mma.sync A[%291]  B[%314]  C[%320, %321]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %323 = llvm.extractvalue %322[0] : !llvm.struct<(f64, f64)> 
          memref.store %323, %alloca_38[] : memref<f64>
          %324 = llvm.extractvalue %322[1] : !llvm.struct<(f64, f64)> 
          memref.store %324, %alloca_39[] : memref<f64>
          %325 = memref.load %alloca_40[] : memref<f64>
          %326 = memref.load %alloca_41[] : memref<f64>
          %327 = nvvm.mma.sync A[%299]  B[%306]  C[%325, %326]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %328 = llvm.extractvalue %327[0] : !llvm.struct<(f64, f64)> 
          memref.store %328, %alloca_40[] : memref<f64>
          %329 = llvm.extractvalue %327[1] : !llvm.struct<(f64, f64)> 
          memref.store %329, %alloca_41[] : memref<f64>
          %330 = memref.load %alloca_42[] : memref<f64>
          %331 = memref.load %alloca_43[] : memref<f64>
          %332 = nvvm.mma.sync A[%299]  B[%314]  C[%330, %331]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %333 = llvm.extractvalue %332[0] : !llvm.struct<(f64, f64)> 
          memref.store %333, %alloca_42[] : memref<f64>
          %334 = llvm.extractvalue %332[1] : !llvm.struct<(f64, f64)> 
          memref.store %334, %alloca_43[] : memref<f64>
          %335 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c20480_i64_140 = arith.constant 20480 : i64
          %336 = llvm.getelementptr %335[%c20480_i64_140] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %337 = arith.addi %154, %151 : i64
          %c12_i64_141 = arith.constant 12 : i64
          %338 = arith.muli %337, %c12_i64_141 : i64
          %c4_i64_142 = arith.constant 4 : i64
          %339 = arith.addi %c4_i64_142, %152 : i64
          %340 = arith.addi %338, %339 : i64
          %341 = llvm.getelementptr %336[%340] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %342 = llvm.load %341 : !llvm.ptr<3> -> f64
          %343 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c20480_i64_143 = arith.constant 20480 : i64
          %344 = llvm.getelementptr %343[%c20480_i64_143] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_144 = arith.constant 8 : i64
          %345 = arith.addi %154, %c8_i64_144 : i64
          %346 = arith.addi %345, %151 : i64
          %c12_i64_145 = arith.constant 12 : i64
          %347 = arith.muli %346, %c12_i64_145 : i64
          %c4_i64_146 = arith.constant 4 : i64
          %348 = arith.addi %c4_i64_146, %152 : i64
          %349 = arith.addi %347, %348 : i64
          %350 = llvm.getelementptr %344[%349] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %351 = llvm.load %350 : !llvm.ptr<3> -> f64
          %352 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c32768_i64_147 = arith.constant 32768 : i64
          %353 = llvm.getelementptr %352[%c32768_i64_147] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %354 = arith.addi %156, %151 : i64
          %c12_i64_148 = arith.constant 12 : i64
          %355 = arith.muli %354, %c12_i64_148 : i64
          %c4_i64_149 = arith.constant 4 : i64
          %356 = arith.addi %c4_i64_149, %152 : i64
          %357 = arith.addi %355, %356 : i64
          %358 = llvm.getelementptr %353[%357] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %359 = llvm.load %358 : !llvm.ptr<3> -> f64
          %360 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c32768_i64_150 = arith.constant 32768 : i64
          %361 = llvm.getelementptr %360[%c32768_i64_150] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_151 = arith.constant 8 : i64
          %362 = arith.addi %156, %c8_i64_151 : i64
          %363 = arith.addi %362, %151 : i64
          %c12_i64_152 = arith.constant 12 : i64
          %364 = arith.muli %363, %c12_i64_152 : i64
          %c4_i64_153 = arith.constant 4 : i64
          %365 = arith.addi %c4_i64_153, %152 : i64
          %366 = arith.addi %364, %365 : i64
          %367 = llvm.getelementptr %361[%366] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %368 = llvm.load %367 : !llvm.ptr<3> -> f64
          %369 = memref.load %alloca_36[] : memref<f64>
          %370 = memref.load %alloca_37[] : memref<f64>
          %371 = nvvm.mma.sync A[%342]  B[%359]  C[%369, %370]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %372 = llvm.extractvalue %371[0] : !llvm.struct<(f64, f64)> 
          memref.store %372, %alloca_36[] : memref<f64>
          %373 = llvm.extractvalue %371[1] : !llvm.struct<(f64, f64)> 
          memref.store %373, %alloca_37[] : memref<f64>
          %374 = memref.load %alloca_38[] : memref<f64>
          %375 = memref.load %alloca_39[] : memref<f64>
          %376 = nvvm.mma.sync A[%342]  B[%368]  C[%374, %375]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %377 = llvm.extractvalue %376[0] : !llvm.struct<(f64, f64)> 
          memref.store %377, %alloca_38[] : memref<f64>
          %378 = llvm.extractvalue %376[1] : !llvm.struct<(f64, f64)> 
          memref.store %378, %alloca_39[] : memref<f64>
          %379 = memref.load %alloca_40[] : memref<f64>
          %380 = memref.load %alloca_41[] : memref<f64>
          %381 = nvvm.mma.sync A[%351]  B[%359]  C[%379, %380]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %382 = llvm.extractvalue %381[0] : !llvm.struct<(f64, f64)> 
          memref.store %382, %alloca_40[] : memref<f64>
          %383 = llvm.extractvalue %381[1] : !llvm.struct<(f64, f64)> 
          memref.store %383, %alloca_41[] : memref<f64>
          %384 = memref.load %alloca_42[] : memref<f64>
          %385 = memref.load %alloca_43[] : memref<f64>
          %386 = nvvm.mma.sync A[%351]  B[%368]  C[%384, %385]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %387 = llvm.extractvalue %386[0] : !llvm.struct<(f64, f64)> 
          memref.store %387, %alloca_42[] : memref<f64>
          %388 = llvm.extractvalue %386[1] : !llvm.struct<(f64, f64)> 
          memref.store %388, %alloca_43[] : memref<f64>
        }
        %179 = arith.addi %158, %154 : i64
        %180 = arith.addi %179, %151 : i64
        %181 = arith.addi %160, %156 : i64
        %c2_i64 = arith.constant 2 : i64
        %182 = arith.muli %152, %c2_i64 : i64
        %183 = arith.addi %181, %182 : i64
        %184 = memref.load %alloca_36[] : memref<f64>
        %c128_i64_92 = arith.constant 128 : i64
        %185 = arith.muli %183, %c128_i64_92 : i64
        %186 = arith.addi %180, %185 : i64
        %187 = llvm.getelementptr %144[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %184, %187 : f64, !llvm.ptr<1>
        %188 = arith.addi %158, %154 : i64
        %189 = arith.addi %188, %151 : i64
        %190 = arith.addi %160, %156 : i64
        %c2_i64_93 = arith.constant 2 : i64
        %191 = arith.muli %152, %c2_i64_93 : i64
        %c1_i64_94 = arith.constant 1 : i64
        %192 = arith.addi %191, %c1_i64_94 : i64
        %193 = arith.addi %190, %192 : i64
        %194 = memref.load %alloca_37[] : memref<f64>
        %c128_i64_95 = arith.constant 128 : i64
        %195 = arith.muli %193, %c128_i64_95 : i64
        %196 = arith.addi %189, %195 : i64
        %197 = llvm.getelementptr %144[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %194, %197 : f64, !llvm.ptr<1>
        %198 = arith.addi %158, %154 : i64
        %199 = arith.addi %198, %151 : i64
        %200 = arith.addi %160, %156 : i64
        %c8_i64_96 = arith.constant 8 : i64
        %201 = arith.addi %200, %c8_i64_96 : i64
        %c2_i64_97 = arith.constant 2 : i64
        %202 = arith.muli %152, %c2_i64_97 : i64
        %203 = arith.addi %201, %202 : i64
        %204 = memref.load %alloca_38[] : memref<f64>
        %c128_i64_98 = arith.constant 128 : i64
        %205 = arith.muli %203, %c128_i64_98 : i64
        %206 = arith.addi %199, %205 : i64
        %207 = llvm.getelementptr %144[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %204, %207 : f64, !llvm.ptr<1>
        %208 = arith.addi %158, %154 : i64
        %209 = arith.addi %208, %151 : i64
        %210 = arith.addi %160, %156 : i64
        %c8_i64_99 = arith.constant 8 : i64
        %211 = arith.addi %210, %c8_i64_99 : i64
        %c2_i64_100 = arith.constant 2 : i64
        %212 = arith.muli %152, %c2_i64_100 : i64
        %c1_i64_101 = arith.constant 1 : i64
        %213 = arith.addi %212, %c1_i64_101 : i64
        %214 = arith.addi %211, %213 : i64
        %215 = memref.load %alloca_39[] : memref<f64>
        %c128_i64_102 = arith.constant 128 : i64
        %216 = arith.muli %214, %c128_i64_102 : i64
        %217 = arith.addi %209, %216 : i64
        %218 = llvm.getelementptr %144[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %215, %218 : f64, !llvm.ptr<1>
        %219 = arith.addi %158, %154 : i64
        %c8_i64_103 = arith.constant 8 : i64
        %220 = arith.addi %219, %c8_i64_103 : i64
        %221 = arith.addi %220, %151 : i64
        %222 = arith.addi %160, %156 : i64
        %c2_i64_104 = arith.constant 2 : i64
        %223 = arith.muli %152, %c2_i64_104 : i64
        %224 = arith.addi %222, %223 : i64
        %225 = memref.load %alloca_40[] : memref<f64>
        %c128_i64_105 = arith.constant 128 : i64
        %226 = arith.muli %224, %c128_i64_105 : i64
        %227 = arith.addi %221, %226 : i64
        %228 = llvm.getelementptr %144[%227] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %225, %228 : f64, !llvm.ptr<1>
        %229 = arith.addi %158, %154 : i64
        %c8_i64_106 = arith.constant 8 : i64
        %230 = arith.addi %229, %c8_i64_106 : i64
        %231 = arith.addi %230, %151 : i64
        %232 = arith.addi %160, %156 : i64
        %c2_i64_107 = arith.constant 2 : i64
        %233 = arith.muli %152, %c2_i64_107 : i64
        %c1_i64_108 = arith.constant 1 : i64
        %234 = arith.addi %233, %c1_i64_108 : i64
        %235 = arith.addi %232, %234 : i64
        %236 = memref.load %alloca_41[] : memref<f64>
        %c128_i64_109 = arith.constant 128 : i64
        %237 = arith.muli %235, %c128_i64_109 : i64
        %238 = arith.addi %231, %237 : i64
        %239 = llvm.getelementptr %144[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %236, %239 : f64, !llvm.ptr<1>
        %240 = arith.addi %158, %154 : i64
        %c8_i64_110 = arith.constant 8 : i64
        %241 = arith.addi %240, %c8_i64_110 : i64
        %242 = arith.addi %241, %151 : i64
        %243 = arith.addi %160, %156 : i64
        %c8_i64_111 = arith.constant 8 : i64
        %244 = arith.addi %243, %c8_i64_111 : i64
        %c2_i64_112 = arith.constant 2 : i64
        %245 = arith.muli %152, %c2_i64_112 : i64
        %246 = arith.addi %244, %245 : i64
        %247 = memref.load %alloca_42[] : memref<f64>
        %c128_i64_113 = arith.constant 128 : i64
        %248 = arith.muli %246, %c128_i64_113 : i64
        %249 = arith.addi %242, %248 : i64
        %250 = llvm.getelementptr %144[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %247, %250 : f64, !llvm.ptr<1>
        %251 = arith.addi %158, %154 : i64
        %c8_i64_114 = arith.constant 8 : i64
        %252 = arith.addi %251, %c8_i64_114 : i64
        %253 = arith.addi %252, %151 : i64
        %254 = arith.addi %160, %156 : i64
        %c8_i64_115 = arith.constant 8 : i64
        %255 = arith.addi %254, %c8_i64_115 : i64
        %c2_i64_116 = arith.constant 2 : i64
        %256 = arith.muli %152, %c2_i64_116 : i64
        %c1_i64_117 = arith.constant 1 : i64
        %257 = arith.addi %256, %c1_i64_117 : i64
        %258 = arith.addi %255, %257 : i64
        %259 = memref.load %alloca_43[] : memref<f64>
        %c128_i64_118 = arith.constant 128 : i64
        %260 = arith.muli %258, %c128_i64_118 : i64
        %261 = arith.addi %253, %260 : i64
        %262 = llvm.getelementptr %144[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %259, %262 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
