module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @parts(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 16, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(16 : i64) : i64
      %3 = llvm.mlir.constant(8 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(16 : i64) : i64
      %6 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg0, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %1, %7[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %2, %8[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %5, %11[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x8xvector<2xf32>, strided<[1, 16]>, 1>
      %14 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %15 = llvm.mlir.constant(0 : i64) : i64
      %16 = llvm.mlir.constant(16 : i64) : i64
      %17 = llvm.mlir.constant(8 : i64) : i64
      %18 = llvm.mlir.constant(1 : i64) : i64
      %19 = llvm.mlir.constant(16 : i64) : i64
      %20 = llvm.insertvalue %arg1, %14[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %arg1, %20[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %15, %21[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %18, %24[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %19, %25[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x8xf32, strided<[1, 16]>, 1>
      %28 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %29 = llvm.mlir.constant(0 : i64) : i64
      %30 = llvm.mlir.constant(16 : i64) : i64
      %31 = llvm.mlir.constant(8 : i64) : i64
      %32 = llvm.mlir.constant(1 : i64) : i64
      %33 = llvm.mlir.constant(16 : i64) : i64
      %34 = llvm.insertvalue %arg2, %28[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg2, %34[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %31, %37[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %32, %38[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %33, %39[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = builtin.unrealized_conversion_cast %40 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x8xf32, strided<[1, 16]>, 1>
      %42 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %43 = llvm.mlir.constant(0 : i64) : i64
      %44 = llvm.mlir.constant(16 : i64) : i64
      %45 = llvm.mlir.constant(8 : i64) : i64
      %46 = llvm.mlir.constant(1 : i64) : i64
      %47 = llvm.mlir.constant(16 : i64) : i64
      %48 = llvm.insertvalue %arg3, %42[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %arg3, %48[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %43, %49[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = llvm.insertvalue %44, %50[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %52 = llvm.insertvalue %45, %51[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %53 = llvm.insertvalue %46, %52[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.insertvalue %47, %53[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = builtin.unrealized_conversion_cast %54 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x8xf32, strided<[1, 16]>, 1>
      %56 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %57 = llvm.mlir.constant(0 : i64) : i64
      %58 = llvm.mlir.constant(16 : i64) : i64
      %59 = llvm.mlir.constant(4 : i64) : i64
      %60 = llvm.mlir.constant(1 : i64) : i64
      %61 = llvm.mlir.constant(16 : i64) : i64
      %62 = llvm.insertvalue %arg4, %56[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %arg4, %62[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = llvm.insertvalue %57, %63[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %65 = llvm.insertvalue %58, %64[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %66 = llvm.insertvalue %59, %65[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %67 = llvm.insertvalue %60, %66[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %68 = llvm.insertvalue %61, %67[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %69 = builtin.unrealized_conversion_cast %68 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x4xvector<2xf64>, strided<[1, 16]>, 1>
      %70 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %71 = llvm.mlir.constant(0 : i64) : i64
      %72 = llvm.mlir.constant(16 : i64) : i64
      %73 = llvm.mlir.constant(4 : i64) : i64
      %74 = llvm.mlir.constant(1 : i64) : i64
      %75 = llvm.mlir.constant(16 : i64) : i64
      %76 = llvm.insertvalue %arg5, %70[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %77 = llvm.insertvalue %arg5, %76[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %78 = llvm.insertvalue %71, %77[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %79 = llvm.insertvalue %72, %78[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %80 = llvm.insertvalue %73, %79[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %81 = llvm.insertvalue %74, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %82 = llvm.insertvalue %75, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %83 = builtin.unrealized_conversion_cast %82 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x4xf64, strided<[1, 16]>, 1>
      %84 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %85 = llvm.mlir.constant(0 : i64) : i64
      %86 = llvm.mlir.constant(16 : i64) : i64
      %87 = llvm.mlir.constant(4 : i64) : i64
      %88 = llvm.mlir.constant(1 : i64) : i64
      %89 = llvm.mlir.constant(16 : i64) : i64
      %90 = llvm.insertvalue %arg6, %84[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %91 = llvm.insertvalue %arg6, %90[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %92 = llvm.insertvalue %85, %91[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %93 = llvm.insertvalue %86, %92[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %94 = llvm.insertvalue %87, %93[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %95 = llvm.insertvalue %88, %94[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %96 = llvm.insertvalue %89, %95[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %97 = builtin.unrealized_conversion_cast %96 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x4xvector<2xf64>, strided<[1, 16]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %13 : memref<16x8xvector<2xf32>, strided<[1, 16]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %13 : memref<16x8xvector<2xf32>, strided<[1, 16]>, 1> -> index
      %98 = arith.index_cast %intptr : index to i64
      %99 = llvm.inttoptr %98 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %27 : memref<16x8xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %27 : memref<16x8xf32, strided<[1, 16]>, 1> -> index
      %100 = arith.index_cast %intptr_4 : index to i64
      %101 = llvm.inttoptr %100 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %41 : memref<16x8xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %41 : memref<16x8xf32, strided<[1, 16]>, 1> -> index
      %102 = arith.index_cast %intptr_9 : index to i64
      %103 = llvm.inttoptr %102 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %55 : memref<16x8xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %55 : memref<16x8xf32, strided<[1, 16]>, 1> -> index
      %104 = arith.index_cast %intptr_14 : index to i64
      %105 = llvm.inttoptr %104 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %69 : memref<16x4xvector<2xf64>, strided<[1, 16]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %69 : memref<16x4xvector<2xf64>, strided<[1, 16]>, 1> -> index
      %106 = arith.index_cast %intptr_19 : index to i64
      %107 = llvm.inttoptr %106 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %83 : memref<16x4xf64, strided<[1, 16]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %83 : memref<16x4xf64, strided<[1, 16]>, 1> -> index
      %108 = arith.index_cast %intptr_24 : index to i64
      %109 = llvm.inttoptr %108 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %97 : memref<16x4xvector<2xf64>, strided<[1, 16]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %97 : memref<16x4xvector<2xf64>, strided<[1, 16]>, 1> -> index
      %110 = arith.index_cast %intptr_29 : index to i64
      %111 = llvm.inttoptr %110 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_30 = memref.alloca() : memref<f32>
      %alloca_31 = memref.alloca() : memref<f32>
      %alloca_32 = memref.alloca() : memref<f32>
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
      %alloca_45 = memref.alloca() : memref<f64>
      %alloca_46 = memref.alloca() : memref<f64>
      %alloca_47 = memref.alloca() : memref<f64>
      %alloca_48 = memref.alloca() : memref<f64>
      %alloca_49 = memref.alloca() : memref<f64>
      %alloca_50 = memref.alloca() : memref<f64>
      %alloca_51 = memref.alloca() : memref<f64>
      %alloca_52 = memref.alloca() : memref<f64>
      %thread_id_x = gpu.thread_id  x
      %112 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %113 = arith.remsi %112, %c16_i64 : i64
      %114 = llvm.getelementptr %99[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %115 = llvm.load %114 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_53 = gpu.thread_id  x
      %116 = arith.index_cast %thread_id_x_53 : index to i64
      %c16_i64_54 = arith.constant 16 : i64
      %117 = arith.remsi %116, %c16_i64_54 : i64
      %c16_i64_55 = arith.constant 16 : i64
      %118 = arith.addi %117, %c16_i64_55 : i64
      %119 = llvm.getelementptr %99[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %120 = llvm.load %119 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_56 = gpu.thread_id  x
      %121 = arith.index_cast %thread_id_x_56 : index to i64
      %c16_i64_57 = arith.constant 16 : i64
      %122 = arith.remsi %121, %c16_i64_57 : i64
      %c32_i64 = arith.constant 32 : i64
      %123 = arith.addi %122, %c32_i64 : i64
      %124 = llvm.getelementptr %99[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %125 = llvm.load %124 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_58 = gpu.thread_id  x
      %126 = arith.index_cast %thread_id_x_58 : index to i64
      %c16_i64_59 = arith.constant 16 : i64
      %127 = arith.remsi %126, %c16_i64_59 : i64
      %c48_i64 = arith.constant 48 : i64
      %128 = arith.addi %127, %c48_i64 : i64
      %129 = llvm.getelementptr %99[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %130 = llvm.load %129 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_60 = gpu.thread_id  x
      %131 = arith.index_cast %thread_id_x_60 : index to i64
      %c16_i64_61 = arith.constant 16 : i64
      %132 = arith.remsi %131, %c16_i64_61 : i64
      %c64_i64 = arith.constant 64 : i64
      %133 = arith.addi %132, %c64_i64 : i64
      %134 = llvm.getelementptr %99[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %135 = llvm.load %134 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_62 = gpu.thread_id  x
      %136 = arith.index_cast %thread_id_x_62 : index to i64
      %c16_i64_63 = arith.constant 16 : i64
      %137 = arith.remsi %136, %c16_i64_63 : i64
      %c80_i64 = arith.constant 80 : i64
      %138 = arith.addi %137, %c80_i64 : i64
      %139 = llvm.getelementptr %99[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %140 = llvm.load %139 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_64 = gpu.thread_id  x
      %141 = arith.index_cast %thread_id_x_64 : index to i64
      %c16_i64_65 = arith.constant 16 : i64
      %142 = arith.remsi %141, %c16_i64_65 : i64
      %c96_i64 = arith.constant 96 : i64
      %143 = arith.addi %142, %c96_i64 : i64
      %144 = llvm.getelementptr %99[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %145 = llvm.load %144 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_66 = gpu.thread_id  x
      %146 = arith.index_cast %thread_id_x_66 : index to i64
      %c16_i64_67 = arith.constant 16 : i64
      %147 = arith.remsi %146, %c16_i64_67 : i64
      %c112_i64 = arith.constant 112 : i64
      %148 = arith.addi %147, %c112_i64 : i64
      %149 = llvm.getelementptr %99[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %150 = llvm.load %149 : !llvm.ptr<1> -> vector<2xf32>
      %c0_i32 = arith.constant 0 : i32
      %151 = llvm.extractelement %115[%c0_i32 : i32] : vector<2xf32>
      %c0_i32_68 = arith.constant 0 : i32
      %152 = llvm.extractelement %120[%c0_i32_68 : i32] : vector<2xf32>
      %c0_i32_69 = arith.constant 0 : i32
      %153 = llvm.extractelement %125[%c0_i32_69 : i32] : vector<2xf32>
      %c0_i32_70 = arith.constant 0 : i32
      %154 = llvm.extractelement %130[%c0_i32_70 : i32] : vector<2xf32>
      %c0_i32_71 = arith.constant 0 : i32
      %155 = llvm.extractelement %135[%c0_i32_71 : i32] : vector<2xf32>
      %c0_i32_72 = arith.constant 0 : i32
      %156 = llvm.extractelement %140[%c0_i32_72 : i32] : vector<2xf32>
      %c0_i32_73 = arith.constant 0 : i32
      %157 = llvm.extractelement %145[%c0_i32_73 : i32] : vector<2xf32>
      %c0_i32_74 = arith.constant 0 : i32
      %158 = llvm.extractelement %150[%c0_i32_74 : i32] : vector<2xf32>
      %thread_id_x_75 = gpu.thread_id  x
      %159 = arith.index_cast %thread_id_x_75 : index to i64
      %c16_i64_76 = arith.constant 16 : i64
      %160 = arith.remsi %159, %c16_i64_76 : i64
      %161 = llvm.getelementptr %101[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %151, %161 : f32, !llvm.ptr<1>
      %thread_id_x_77 = gpu.thread_id  x
      %162 = arith.index_cast %thread_id_x_77 : index to i64
      %c16_i64_78 = arith.constant 16 : i64
      %163 = arith.remsi %162, %c16_i64_78 : i64
      %c16_i64_79 = arith.constant 16 : i64
      %164 = arith.addi %163, %c16_i64_79 : i64
      %165 = llvm.getelementptr %101[%164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %152, %165 : f32, !llvm.ptr<1>
      %thread_id_x_80 = gpu.thread_id  x
      %166 = arith.index_cast %thread_id_x_80 : index to i64
      %c16_i64_81 = arith.constant 16 : i64
      %167 = arith.remsi %166, %c16_i64_81 : i64
      %c32_i64_82 = arith.constant 32 : i64
      %168 = arith.addi %167, %c32_i64_82 : i64
      %169 = llvm.getelementptr %101[%168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %153, %169 : f32, !llvm.ptr<1>
      %thread_id_x_83 = gpu.thread_id  x
      %170 = arith.index_cast %thread_id_x_83 : index to i64
      %c16_i64_84 = arith.constant 16 : i64
      %171 = arith.remsi %170, %c16_i64_84 : i64
      %c48_i64_85 = arith.constant 48 : i64
      %172 = arith.addi %171, %c48_i64_85 : i64
      %173 = llvm.getelementptr %101[%172] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %154, %173 : f32, !llvm.ptr<1>
      %thread_id_x_86 = gpu.thread_id  x
      %174 = arith.index_cast %thread_id_x_86 : index to i64
      %c16_i64_87 = arith.constant 16 : i64
      %175 = arith.remsi %174, %c16_i64_87 : i64
      %c64_i64_88 = arith.constant 64 : i64
      %176 = arith.addi %175, %c64_i64_88 : i64
      %177 = llvm.getelementptr %101[%176] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %155, %177 : f32, !llvm.ptr<1>
      %thread_id_x_89 = gpu.thread_id  x
      %178 = arith.index_cast %thread_id_x_89 : index to i64
      %c16_i64_90 = arith.constant 16 : i64
      %179 = arith.remsi %178, %c16_i64_90 : i64
      %c80_i64_91 = arith.constant 80 : i64
      %180 = arith.addi %179, %c80_i64_91 : i64
      %181 = llvm.getelementptr %101[%180] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %156, %181 : f32, !llvm.ptr<1>
      %thread_id_x_92 = gpu.thread_id  x
      %182 = arith.index_cast %thread_id_x_92 : index to i64
      %c16_i64_93 = arith.constant 16 : i64
      %183 = arith.remsi %182, %c16_i64_93 : i64
      %c96_i64_94 = arith.constant 96 : i64
      %184 = arith.addi %183, %c96_i64_94 : i64
      %185 = llvm.getelementptr %101[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %157, %185 : f32, !llvm.ptr<1>
      %thread_id_x_95 = gpu.thread_id  x
      %186 = arith.index_cast %thread_id_x_95 : index to i64
      %c16_i64_96 = arith.constant 16 : i64
      %187 = arith.remsi %186, %c16_i64_96 : i64
      %c112_i64_97 = arith.constant 112 : i64
      %188 = arith.addi %187, %c112_i64_97 : i64
      %189 = llvm.getelementptr %101[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %158, %189 : f32, !llvm.ptr<1>
      %c1_i32 = arith.constant 1 : i32
      %190 = llvm.extractelement %115[%c1_i32 : i32] : vector<2xf32>
      %c1_i32_98 = arith.constant 1 : i32
      %191 = llvm.extractelement %120[%c1_i32_98 : i32] : vector<2xf32>
      %c1_i32_99 = arith.constant 1 : i32
      %192 = llvm.extractelement %125[%c1_i32_99 : i32] : vector<2xf32>
      %c1_i32_100 = arith.constant 1 : i32
      %193 = llvm.extractelement %130[%c1_i32_100 : i32] : vector<2xf32>
      %c1_i32_101 = arith.constant 1 : i32
      %194 = llvm.extractelement %135[%c1_i32_101 : i32] : vector<2xf32>
      %c1_i32_102 = arith.constant 1 : i32
      %195 = llvm.extractelement %140[%c1_i32_102 : i32] : vector<2xf32>
      %c1_i32_103 = arith.constant 1 : i32
      %196 = llvm.extractelement %145[%c1_i32_103 : i32] : vector<2xf32>
      %c1_i32_104 = arith.constant 1 : i32
      %197 = llvm.extractelement %150[%c1_i32_104 : i32] : vector<2xf32>
      %thread_id_x_105 = gpu.thread_id  x
      %198 = arith.index_cast %thread_id_x_105 : index to i64
      %c16_i64_106 = arith.constant 16 : i64
      %199 = arith.remsi %198, %c16_i64_106 : i64
      %200 = llvm.getelementptr %103[%199] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %190, %200 : f32, !llvm.ptr<1>
      %thread_id_x_107 = gpu.thread_id  x
      %201 = arith.index_cast %thread_id_x_107 : index to i64
      %c16_i64_108 = arith.constant 16 : i64
      %202 = arith.remsi %201, %c16_i64_108 : i64
      %c16_i64_109 = arith.constant 16 : i64
      %203 = arith.addi %202, %c16_i64_109 : i64
      %204 = llvm.getelementptr %103[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %191, %204 : f32, !llvm.ptr<1>
      %thread_id_x_110 = gpu.thread_id  x
      %205 = arith.index_cast %thread_id_x_110 : index to i64
      %c16_i64_111 = arith.constant 16 : i64
      %206 = arith.remsi %205, %c16_i64_111 : i64
      %c32_i64_112 = arith.constant 32 : i64
      %207 = arith.addi %206, %c32_i64_112 : i64
      %208 = llvm.getelementptr %103[%207] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %192, %208 : f32, !llvm.ptr<1>
      %thread_id_x_113 = gpu.thread_id  x
      %209 = arith.index_cast %thread_id_x_113 : index to i64
      %c16_i64_114 = arith.constant 16 : i64
      %210 = arith.remsi %209, %c16_i64_114 : i64
      %c48_i64_115 = arith.constant 48 : i64
      %211 = arith.addi %210, %c48_i64_115 : i64
      %212 = llvm.getelementptr %103[%211] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %193, %212 : f32, !llvm.ptr<1>
      %thread_id_x_116 = gpu.thread_id  x
      %213 = arith.index_cast %thread_id_x_116 : index to i64
      %c16_i64_117 = arith.constant 16 : i64
      %214 = arith.remsi %213, %c16_i64_117 : i64
      %c64_i64_118 = arith.constant 64 : i64
      %215 = arith.addi %214, %c64_i64_118 : i64
      %216 = llvm.getelementptr %103[%215] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %194, %216 : f32, !llvm.ptr<1>
      %thread_id_x_119 = gpu.thread_id  x
      %217 = arith.index_cast %thread_id_x_119 : index to i64
      %c16_i64_120 = arith.constant 16 : i64
      %218 = arith.remsi %217, %c16_i64_120 : i64
      %c80_i64_121 = arith.constant 80 : i64
      %219 = arith.addi %218, %c80_i64_121 : i64
      %220 = llvm.getelementptr %103[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %195, %220 : f32, !llvm.ptr<1>
      %thread_id_x_122 = gpu.thread_id  x
      %221 = arith.index_cast %thread_id_x_122 : index to i64
      %c16_i64_123 = arith.constant 16 : i64
      %222 = arith.remsi %221, %c16_i64_123 : i64
      %c96_i64_124 = arith.constant 96 : i64
      %223 = arith.addi %222, %c96_i64_124 : i64
      %224 = llvm.getelementptr %103[%223] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %196, %224 : f32, !llvm.ptr<1>
      %thread_id_x_125 = gpu.thread_id  x
      %225 = arith.index_cast %thread_id_x_125 : index to i64
      %c16_i64_126 = arith.constant 16 : i64
      %226 = arith.remsi %225, %c16_i64_126 : i64
      %c112_i64_127 = arith.constant 112 : i64
      %227 = arith.addi %226, %c112_i64_127 : i64
      %228 = llvm.getelementptr %103[%227] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %197, %228 : f32, !llvm.ptr<1>
      %c0_i32_128 = arith.constant 0 : i32
      %229 = llvm.extractelement %115[%c0_i32_128 : i32] : vector<2xf32>
      %230 = arith.bitcast %229 : f32 to i32
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %231 = arith.andi %230, %c2147483647_i32 : i32
      %232 = arith.bitcast %231 : i32 to f32
      %c1_i32_129 = arith.constant 1 : i32
      %233 = llvm.extractelement %115[%c1_i32_129 : i32] : vector<2xf32>
      %234 = arith.bitcast %233 : f32 to i32
      %c2147483647_i32_130 = arith.constant 2147483647 : i32
      %235 = arith.andi %234, %c2147483647_i32_130 : i32
      %236 = arith.bitcast %235 : i32 to f32
      %237 = llvm.intr.maxnum(%232, %236) : (f32, f32) -> f32
      %238 = llvm.intr.minnum(%232, %236) : (f32, f32) -> f32
      %239 = arith.addf %232, %236 : f32
      memref.store %239, %alloca[] : memref<f32>
      %cst = arith.constant 0.000000e+00 : f32
      %240 = arith.cmpf ogt, %237, %cst : f32
      %cst_131 = arith.constant 0x7F800000 : f32
      %241 = arith.cmpf olt, %237, %cst_131 : f32
      %242 = arith.andi %240, %241 : i1
      %243 = arith.cmpf oeq, %239, %239 : f32
      %244 = arith.andi %242, %243 : i1
      scf.if %244 {
        %cst_293 = arith.constant 1.000000e+00 : f32
        memref.store %cst_293, %alloca_30[] : memref<f32>
        %cst_294 = arith.constant 1.1529215E+18 : f32
        %573 = arith.cmpf ogt, %237, %cst_294 : f32
        scf.if %573 {
          %cst_297 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_297, %alloca_30[] : memref<f32>
        }
        %cst_295 = arith.constant 8.67361737E-19 : f32
        %574 = arith.cmpf olt, %237, %cst_295 : f32
        scf.if %574 {
          %cst_297 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_297, %alloca_30[] : memref<f32>
        }
        %575 = memref.load %alloca_30[] : memref<f32>
        %576 = arith.mulf %237, %575 : f32
        %577 = memref.load %alloca_30[] : memref<f32>
        %578 = arith.mulf %238, %577 : f32
        %579 = arith.mulf %578, %578 : f32
        %580 = llvm.intr.fma(%576, %576, %579) : (f32, f32, f32) -> f32
        %581 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%580) : (f32) -> f32
        %582 = arith.mulf %581, %581 : f32
        %583 = arith.negf %582 : f32
        %584 = llvm.intr.fma(%581, %581, %583) : (f32, f32, f32) -> f32
        %585 = arith.mulf %576, %576 : f32
        %586 = arith.negf %585 : f32
        %587 = llvm.intr.fma(%576, %576, %586) : (f32, f32, f32) -> f32
        %588 = arith.subf %585, %582 : f32
        %589 = llvm.intr.fma(%578, %578, %588) : (f32, f32, f32) -> f32
        %590 = arith.subf %587, %584 : f32
        %591 = arith.addf %589, %590 : f32
        %cst_296 = arith.constant 2.000000e+00 : f32
        %592 = arith.mulf %cst_296, %581 : f32
        %593 = arith.divf %591, %592 : f32
        %594 = arith.addf %581, %593 : f32
        %595 = memref.load %alloca_30[] : memref<f32>
        %596 = arith.divf %594, %595 : f32
        memref.store %596, %alloca[] : memref<f32>
      }
      %cst_132 = arith.constant 0x7F800000 : f32
      %245 = arith.cmpf oeq, %232, %cst_132 : f32
      %cst_133 = arith.constant 0x7F800000 : f32
      %246 = arith.cmpf oeq, %236, %cst_133 : f32
      %247 = arith.ori %245, %246 : i1
      scf.if %247 {
        %cst_293 = arith.constant 0x7F800000 : f32
        memref.store %cst_293, %alloca[] : memref<f32>
      }
      %c0_i32_134 = arith.constant 0 : i32
      %248 = llvm.extractelement %120[%c0_i32_134 : i32] : vector<2xf32>
      %249 = arith.bitcast %248 : f32 to i32
      %c2147483647_i32_135 = arith.constant 2147483647 : i32
      %250 = arith.andi %249, %c2147483647_i32_135 : i32
      %251 = arith.bitcast %250 : i32 to f32
      %c1_i32_136 = arith.constant 1 : i32
      %252 = llvm.extractelement %120[%c1_i32_136 : i32] : vector<2xf32>
      %253 = arith.bitcast %252 : f32 to i32
      %c2147483647_i32_137 = arith.constant 2147483647 : i32
      %254 = arith.andi %253, %c2147483647_i32_137 : i32
      %255 = arith.bitcast %254 : i32 to f32
      %256 = llvm.intr.maxnum(%251, %255) : (f32, f32) -> f32
      %257 = llvm.intr.minnum(%251, %255) : (f32, f32) -> f32
      %258 = arith.addf %251, %255 : f32
      memref.store %258, %alloca_31[] : memref<f32>
      %cst_138 = arith.constant 0.000000e+00 : f32
      %259 = arith.cmpf ogt, %256, %cst_138 : f32
      %cst_139 = arith.constant 0x7F800000 : f32
      %260 = arith.cmpf olt, %256, %cst_139 : f32
      %261 = arith.andi %259, %260 : i1
      %262 = arith.cmpf oeq, %258, %258 : f32
      %263 = arith.andi %261, %262 : i1
      scf.if %263 {
        %cst_293 = arith.constant 1.000000e+00 : f32
        memref.store %cst_293, %alloca_32[] : memref<f32>
        %cst_294 = arith.constant 1.1529215E+18 : f32
        %573 = arith.cmpf ogt, %256, %cst_294 : f32
        scf.if %573 {
          %cst_297 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_297, %alloca_32[] : memref<f32>
        }
        %cst_295 = arith.constant 8.67361737E-19 : f32
        %574 = arith.cmpf olt, %256, %cst_295 : f32
        scf.if %574 {
          %cst_297 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_297, %alloca_32[] : memref<f32>
        }
        %575 = memref.load %alloca_32[] : memref<f32>
        %576 = arith.mulf %256, %575 : f32
        %577 = memref.load %alloca_32[] : memref<f32>
        %578 = arith.mulf %257, %577 : f32
        %579 = arith.mulf %578, %578 : f32
        %580 = llvm.intr.fma(%576, %576, %579) : (f32, f32, f32) -> f32
        %581 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%580) : (f32) -> f32
        %582 = arith.mulf %581, %581 : f32
        %583 = arith.negf %582 : f32
        %584 = llvm.intr.fma(%581, %581, %583) : (f32, f32, f32) -> f32
        %585 = arith.mulf %576, %576 : f32
        %586 = arith.negf %585 : f32
        %587 = llvm.intr.fma(%576, %576, %586) : (f32, f32, f32) -> f32
        %588 = arith.subf %585, %582 : f32
        %589 = llvm.intr.fma(%578, %578, %588) : (f32, f32, f32) -> f32
        %590 = arith.subf %587, %584 : f32
        %591 = arith.addf %589, %590 : f32
        %cst_296 = arith.constant 2.000000e+00 : f32
        %592 = arith.mulf %cst_296, %581 : f32
        %593 = arith.divf %591, %592 : f32
        %594 = arith.addf %581, %593 : f32
        %595 = memref.load %alloca_32[] : memref<f32>
        %596 = arith.divf %594, %595 : f32
        memref.store %596, %alloca_31[] : memref<f32>
      }
      %cst_140 = arith.constant 0x7F800000 : f32
      %264 = arith.cmpf oeq, %251, %cst_140 : f32
      %cst_141 = arith.constant 0x7F800000 : f32
      %265 = arith.cmpf oeq, %255, %cst_141 : f32
      %266 = arith.ori %264, %265 : i1
      scf.if %266 {
        %cst_293 = arith.constant 0x7F800000 : f32
        memref.store %cst_293, %alloca_31[] : memref<f32>
      }
      %c0_i32_142 = arith.constant 0 : i32
      %267 = llvm.extractelement %125[%c0_i32_142 : i32] : vector<2xf32>
      %268 = arith.bitcast %267 : f32 to i32
      %c2147483647_i32_143 = arith.constant 2147483647 : i32
      %269 = arith.andi %268, %c2147483647_i32_143 : i32
      %270 = arith.bitcast %269 : i32 to f32
      %c1_i32_144 = arith.constant 1 : i32
      %271 = llvm.extractelement %125[%c1_i32_144 : i32] : vector<2xf32>
      %272 = arith.bitcast %271 : f32 to i32
      %c2147483647_i32_145 = arith.constant 2147483647 : i32
      %273 = arith.andi %272, %c2147483647_i32_145 : i32
      %274 = arith.bitcast %273 : i32 to f32
      %275 = llvm.intr.maxnum(%270, %274) : (f32, f32) -> f32
      %276 = llvm.intr.minnum(%270, %274) : (f32, f32) -> f32
      %277 = arith.addf %270, %274 : f32
      memref.store %277, %alloca_33[] : memref<f32>
      %cst_146 = arith.constant 0.000000e+00 : f32
      %278 = arith.cmpf ogt, %275, %cst_146 : f32
      %cst_147 = arith.constant 0x7F800000 : f32
      %279 = arith.cmpf olt, %275, %cst_147 : f32
      %280 = arith.andi %278, %279 : i1
      %281 = arith.cmpf oeq, %277, %277 : f32
      %282 = arith.andi %280, %281 : i1
      scf.if %282 {
        %cst_293 = arith.constant 1.000000e+00 : f32
        memref.store %cst_293, %alloca_34[] : memref<f32>
        %cst_294 = arith.constant 1.1529215E+18 : f32
        %573 = arith.cmpf ogt, %275, %cst_294 : f32
        scf.if %573 {
          %cst_297 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_297, %alloca_34[] : memref<f32>
        }
        %cst_295 = arith.constant 8.67361737E-19 : f32
        %574 = arith.cmpf olt, %275, %cst_295 : f32
        scf.if %574 {
          %cst_297 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_297, %alloca_34[] : memref<f32>
        }
        %575 = memref.load %alloca_34[] : memref<f32>
        %576 = arith.mulf %275, %575 : f32
        %577 = memref.load %alloca_34[] : memref<f32>
        %578 = arith.mulf %276, %577 : f32
        %579 = arith.mulf %578, %578 : f32
        %580 = llvm.intr.fma(%576, %576, %579) : (f32, f32, f32) -> f32
        %581 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%580) : (f32) -> f32
        %582 = arith.mulf %581, %581 : f32
        %583 = arith.negf %582 : f32
        %584 = llvm.intr.fma(%581, %581, %583) : (f32, f32, f32) -> f32
        %585 = arith.mulf %576, %576 : f32
        %586 = arith.negf %585 : f32
        %587 = llvm.intr.fma(%576, %576, %586) : (f32, f32, f32) -> f32
        %588 = arith.subf %585, %582 : f32
        %589 = llvm.intr.fma(%578, %578, %588) : (f32, f32, f32) -> f32
        %590 = arith.subf %587, %584 : f32
        %591 = arith.addf %589, %590 : f32
        %cst_296 = arith.constant 2.000000e+00 : f32
        %592 = arith.mulf %cst_296, %581 : f32
        %593 = arith.divf %591, %592 : f32
        %594 = arith.addf %581, %593 : f32
        %595 = memref.load %alloca_34[] : memref<f32>
        %596 = arith.divf %594, %595 : f32
        memref.store %596, %alloca_33[] : memref<f32>
      }
      %cst_148 = arith.constant 0x7F800000 : f32
      %283 = arith.cmpf oeq, %270, %cst_148 : f32
      %cst_149 = arith.constant 0x7F800000 : f32
      %284 = arith.cmpf oeq, %274, %cst_149 : f32
      %285 = arith.ori %283, %284 : i1
      scf.if %285 {
        %cst_293 = arith.constant 0x7F800000 : f32
        memref.store %cst_293, %alloca_33[] : memref<f32>
      }
      %c0_i32_150 = arith.constant 0 : i32
      %286 = llvm.extractelement %130[%c0_i32_150 : i32] : vector<2xf32>
      %287 = arith.bitcast %286 : f32 to i32
      %c2147483647_i32_151 = arith.constant 2147483647 : i32
      %288 = arith.andi %287, %c2147483647_i32_151 : i32
      %289 = arith.bitcast %288 : i32 to f32
      %c1_i32_152 = arith.constant 1 : i32
      %290 = llvm.extractelement %130[%c1_i32_152 : i32] : vector<2xf32>
      %291 = arith.bitcast %290 : f32 to i32
      %c2147483647_i32_153 = arith.constant 2147483647 : i32
      %292 = arith.andi %291, %c2147483647_i32_153 : i32
      %293 = arith.bitcast %292 : i32 to f32
      %294 = llvm.intr.maxnum(%289, %293) : (f32, f32) -> f32
      %295 = llvm.intr.minnum(%289, %293) : (f32, f32) -> f32
      %296 = arith.addf %289, %293 : f32
      memref.store %296, %alloca_35[] : memref<f32>
      %cst_154 = arith.constant 0.000000e+00 : f32
      %297 = arith.cmpf ogt, %294, %cst_154 : f32
      %cst_155 = arith.constant 0x7F800000 : f32
      %298 = arith.cmpf olt, %294, %cst_155 : f32
      %299 = arith.andi %297, %298 : i1
      %300 = arith.cmpf oeq, %296, %296 : f32
      %301 = arith.andi %299, %300 : i1
      scf.if %301 {
        %cst_293 = arith.constant 1.000000e+00 : f32
        memref.store %cst_293, %alloca_36[] : memref<f32>
        %cst_294 = arith.constant 1.1529215E+18 : f32
        %573 = arith.cmpf ogt, %294, %cst_294 : f32
        scf.if %573 {
          %cst_297 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_297, %alloca_36[] : memref<f32>
        }
        %cst_295 = arith.constant 8.67361737E-19 : f32
        %574 = arith.cmpf olt, %294, %cst_295 : f32
        scf.if %574 {
          %cst_297 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_297, %alloca_36[] : memref<f32>
        }
        %575 = memref.load %alloca_36[] : memref<f32>
        %576 = arith.mulf %294, %575 : f32
        %577 = memref.load %alloca_36[] : memref<f32>
        %578 = arith.mulf %295, %577 : f32
        %579 = arith.mulf %578, %578 : f32
        %580 = llvm.intr.fma(%576, %576, %579) : (f32, f32, f32) -> f32
        %581 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%580) : (f32) -> f32
        %582 = arith.mulf %581, %581 : f32
        %583 = arith.negf %582 : f32
        %584 = llvm.intr.fma(%581, %581, %583) : (f32, f32, f32) -> f32
        %585 = arith.mulf %576, %576 : f32
        %586 = arith.negf %585 : f32
        %587 = llvm.intr.fma(%576, %576, %586) : (f32, f32, f32) -> f32
        %588 = arith.subf %585, %582 : f32
        %589 = llvm.intr.fma(%578, %578, %588) : (f32, f32, f32) -> f32
        %590 = arith.subf %587, %584 : f32
        %591 = arith.addf %589, %590 : f32
        %cst_296 = arith.constant 2.000000e+00 : f32
        %592 = arith.mulf %cst_296, %581 : f32
        %593 = arith.divf %591, %592 : f32
        %594 = arith.addf %581, %593 : f32
        %595 = memref.load %alloca_36[] : memref<f32>
        %596 = arith.divf %594, %595 : f32
        memref.store %596, %alloca_35[] : memref<f32>
      }
      %cst_156 = arith.constant 0x7F800000 : f32
      %302 = arith.cmpf oeq, %289, %cst_156 : f32
      %cst_157 = arith.constant 0x7F800000 : f32
      %303 = arith.cmpf oeq, %293, %cst_157 : f32
      %304 = arith.ori %302, %303 : i1
      scf.if %304 {
        %cst_293 = arith.constant 0x7F800000 : f32
        memref.store %cst_293, %alloca_35[] : memref<f32>
      }
      %c0_i32_158 = arith.constant 0 : i32
      %305 = llvm.extractelement %135[%c0_i32_158 : i32] : vector<2xf32>
      %306 = arith.bitcast %305 : f32 to i32
      %c2147483647_i32_159 = arith.constant 2147483647 : i32
      %307 = arith.andi %306, %c2147483647_i32_159 : i32
      %308 = arith.bitcast %307 : i32 to f32
      %c1_i32_160 = arith.constant 1 : i32
      %309 = llvm.extractelement %135[%c1_i32_160 : i32] : vector<2xf32>
      %310 = arith.bitcast %309 : f32 to i32
      %c2147483647_i32_161 = arith.constant 2147483647 : i32
      %311 = arith.andi %310, %c2147483647_i32_161 : i32
      %312 = arith.bitcast %311 : i32 to f32
      %313 = llvm.intr.maxnum(%308, %312) : (f32, f32) -> f32
      %314 = llvm.intr.minnum(%308, %312) : (f32, f32) -> f32
      %315 = arith.addf %308, %312 : f32
      memref.store %315, %alloca_37[] : memref<f32>
      %cst_162 = arith.constant 0.000000e+00 : f32
      %316 = arith.cmpf ogt, %313, %cst_162 : f32
      %cst_163 = arith.constant 0x7F800000 : f32
      %317 = arith.cmpf olt, %313, %cst_163 : f32
      %318 = arith.andi %316, %317 : i1
      %319 = arith.cmpf oeq, %315, %315 : f32
      %320 = arith.andi %318, %319 : i1
      scf.if %320 {
        %cst_293 = arith.constant 1.000000e+00 : f32
        memref.store %cst_293, %alloca_38[] : memref<f32>
        %cst_294 = arith.constant 1.1529215E+18 : f32
        %573 = arith.cmpf ogt, %313, %cst_294 : f32
        scf.if %573 {
          %cst_297 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_297, %alloca_38[] : memref<f32>
        }
        %cst_295 = arith.constant 8.67361737E-19 : f32
        %574 = arith.cmpf olt, %313, %cst_295 : f32
        scf.if %574 {
          %cst_297 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_297, %alloca_38[] : memref<f32>
        }
        %575 = memref.load %alloca_38[] : memref<f32>
        %576 = arith.mulf %313, %575 : f32
        %577 = memref.load %alloca_38[] : memref<f32>
        %578 = arith.mulf %314, %577 : f32
        %579 = arith.mulf %578, %578 : f32
        %580 = llvm.intr.fma(%576, %576, %579) : (f32, f32, f32) -> f32
        %581 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%580) : (f32) -> f32
        %582 = arith.mulf %581, %581 : f32
        %583 = arith.negf %582 : f32
        %584 = llvm.intr.fma(%581, %581, %583) : (f32, f32, f32) -> f32
        %585 = arith.mulf %576, %576 : f32
        %586 = arith.negf %585 : f32
        %587 = llvm.intr.fma(%576, %576, %586) : (f32, f32, f32) -> f32
        %588 = arith.subf %585, %582 : f32
        %589 = llvm.intr.fma(%578, %578, %588) : (f32, f32, f32) -> f32
        %590 = arith.subf %587, %584 : f32
        %591 = arith.addf %589, %590 : f32
        %cst_296 = arith.constant 2.000000e+00 : f32
        %592 = arith.mulf %cst_296, %581 : f32
        %593 = arith.divf %591, %592 : f32
        %594 = arith.addf %581, %593 : f32
        %595 = memref.load %alloca_38[] : memref<f32>
        %596 = arith.divf %594, %595 : f32
        memref.store %596, %alloca_37[] : memref<f32>
      }
      %cst_164 = arith.constant 0x7F800000 : f32
      %321 = arith.cmpf oeq, %308, %cst_164 : f32
      %cst_165 = arith.constant 0x7F800000 : f32
      %322 = arith.cmpf oeq, %312, %cst_165 : f32
      %323 = arith.ori %321, %322 : i1
      scf.if %323 {
        %cst_293 = arith.constant 0x7F800000 : f32
        memref.store %cst_293, %alloca_37[] : memref<f32>
      }
      %c0_i32_166 = arith.constant 0 : i32
      %324 = llvm.extractelement %140[%c0_i32_166 : i32] : vector<2xf32>
      %325 = arith.bitcast %324 : f32 to i32
      %c2147483647_i32_167 = arith.constant 2147483647 : i32
      %326 = arith.andi %325, %c2147483647_i32_167 : i32
      %327 = arith.bitcast %326 : i32 to f32
      %c1_i32_168 = arith.constant 1 : i32
      %328 = llvm.extractelement %140[%c1_i32_168 : i32] : vector<2xf32>
      %329 = arith.bitcast %328 : f32 to i32
      %c2147483647_i32_169 = arith.constant 2147483647 : i32
      %330 = arith.andi %329, %c2147483647_i32_169 : i32
      %331 = arith.bitcast %330 : i32 to f32
      %332 = llvm.intr.maxnum(%327, %331) : (f32, f32) -> f32
      %333 = llvm.intr.minnum(%327, %331) : (f32, f32) -> f32
      %334 = arith.addf %327, %331 : f32
      memref.store %334, %alloca_39[] : memref<f32>
      %cst_170 = arith.constant 0.000000e+00 : f32
      %335 = arith.cmpf ogt, %332, %cst_170 : f32
      %cst_171 = arith.constant 0x7F800000 : f32
      %336 = arith.cmpf olt, %332, %cst_171 : f32
      %337 = arith.andi %335, %336 : i1
      %338 = arith.cmpf oeq, %334, %334 : f32
      %339 = arith.andi %337, %338 : i1
      scf.if %339 {
        %cst_293 = arith.constant 1.000000e+00 : f32
        memref.store %cst_293, %alloca_40[] : memref<f32>
        %cst_294 = arith.constant 1.1529215E+18 : f32
        %573 = arith.cmpf ogt, %332, %cst_294 : f32
        scf.if %573 {
          %cst_297 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_297, %alloca_40[] : memref<f32>
        }
        %cst_295 = arith.constant 8.67361737E-19 : f32
        %574 = arith.cmpf olt, %332, %cst_295 : f32
        scf.if %574 {
          %cst_297 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_297, %alloca_40[] : memref<f32>
        }
        %575 = memref.load %alloca_40[] : memref<f32>
        %576 = arith.mulf %332, %575 : f32
        %577 = memref.load %alloca_40[] : memref<f32>
        %578 = arith.mulf %333, %577 : f32
        %579 = arith.mulf %578, %578 : f32
        %580 = llvm.intr.fma(%576, %576, %579) : (f32, f32, f32) -> f32
        %581 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%580) : (f32) -> f32
        %582 = arith.mulf %581, %581 : f32
        %583 = arith.negf %582 : f32
        %584 = llvm.intr.fma(%581, %581, %583) : (f32, f32, f32) -> f32
        %585 = arith.mulf %576, %576 : f32
        %586 = arith.negf %585 : f32
        %587 = llvm.intr.fma(%576, %576, %586) : (f32, f32, f32) -> f32
        %588 = arith.subf %585, %582 : f32
        %589 = llvm.intr.fma(%578, %578, %588) : (f32, f32, f32) -> f32
        %590 = arith.subf %587, %584 : f32
        %591 = arith.addf %589, %590 : f32
        %cst_296 = arith.constant 2.000000e+00 : f32
        %592 = arith.mulf %cst_296, %581 : f32
        %593 = arith.divf %591, %592 : f32
        %594 = arith.addf %581, %593 : f32
        %595 = memref.load %alloca_40[] : memref<f32>
        %596 = arith.divf %594, %595 : f32
        memref.store %596, %alloca_39[] : memref<f32>
      }
      %cst_172 = arith.constant 0x7F800000 : f32
      %340 = arith.cmpf oeq, %327, %cst_172 : f32
      %cst_173 = arith.constant 0x7F800000 : f32
      %341 = arith.cmpf oeq, %331, %cst_173 : f32
      %342 = arith.ori %340, %341 : i1
      scf.if %342 {
        %cst_293 = arith.constant 0x7F800000 : f32
        memref.store %cst_293, %alloca_39[] : memref<f32>
      }
      %c0_i32_174 = arith.constant 0 : i32
      %343 = llvm.extractelement %145[%c0_i32_174 : i32] : vector<2xf32>
      %344 = arith.bitcast %343 : f32 to i32
      %c2147483647_i32_175 = arith.constant 2147483647 : i32
      %345 = arith.andi %344, %c2147483647_i32_175 : i32
      %346 = arith.bitcast %345 : i32 to f32
      %c1_i32_176 = arith.constant 1 : i32
      %347 = llvm.extractelement %145[%c1_i32_176 : i32] : vector<2xf32>
      %348 = arith.bitcast %347 : f32 to i32
      %c2147483647_i32_177 = arith.constant 2147483647 : i32
      %349 = arith.andi %348, %c2147483647_i32_177 : i32
      %350 = arith.bitcast %349 : i32 to f32
      %351 = llvm.intr.maxnum(%346, %350) : (f32, f32) -> f32
      %352 = llvm.intr.minnum(%346, %350) : (f32, f32) -> f32
      %353 = arith.addf %346, %350 : f32
      memref.store %353, %alloca_41[] : memref<f32>
      %cst_178 = arith.constant 0.000000e+00 : f32
      %354 = arith.cmpf ogt, %351, %cst_178 : f32
      %cst_179 = arith.constant 0x7F800000 : f32
      %355 = arith.cmpf olt, %351, %cst_179 : f32
      %356 = arith.andi %354, %355 : i1
      %357 = arith.cmpf oeq, %353, %353 : f32
      %358 = arith.andi %356, %357 : i1
      scf.if %358 {
        %cst_293 = arith.constant 1.000000e+00 : f32
        memref.store %cst_293, %alloca_42[] : memref<f32>
        %cst_294 = arith.constant 1.1529215E+18 : f32
        %573 = arith.cmpf ogt, %351, %cst_294 : f32
        scf.if %573 {
          %cst_297 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_297, %alloca_42[] : memref<f32>
        }
        %cst_295 = arith.constant 8.67361737E-19 : f32
        %574 = arith.cmpf olt, %351, %cst_295 : f32
        scf.if %574 {
          %cst_297 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_297, %alloca_42[] : memref<f32>
        }
        %575 = memref.load %alloca_42[] : memref<f32>
        %576 = arith.mulf %351, %575 : f32
        %577 = memref.load %alloca_42[] : memref<f32>
        %578 = arith.mulf %352, %577 : f32
        %579 = arith.mulf %578, %578 : f32
        %580 = llvm.intr.fma(%576, %576, %579) : (f32, f32, f32) -> f32
        %581 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%580) : (f32) -> f32
        %582 = arith.mulf %581, %581 : f32
        %583 = arith.negf %582 : f32
        %584 = llvm.intr.fma(%581, %581, %583) : (f32, f32, f32) -> f32
        %585 = arith.mulf %576, %576 : f32
        %586 = arith.negf %585 : f32
        %587 = llvm.intr.fma(%576, %576, %586) : (f32, f32, f32) -> f32
        %588 = arith.subf %585, %582 : f32
        %589 = llvm.intr.fma(%578, %578, %588) : (f32, f32, f32) -> f32
        %590 = arith.subf %587, %584 : f32
        %591 = arith.addf %589, %590 : f32
        %cst_296 = arith.constant 2.000000e+00 : f32
        %592 = arith.mulf %cst_296, %581 : f32
        %593 = arith.divf %591, %592 : f32
        %594 = arith.addf %581, %593 : f32
        %595 = memref.load %alloca_42[] : memref<f32>
        %596 = arith.divf %594, %595 : f32
        memref.store %596, %alloca_41[] : memref<f32>
      }
      %cst_180 = arith.constant 0x7F800000 : f32
      %359 = arith.cmpf oeq, %346, %cst_180 : f32
      %cst_181 = arith.constant 0x7F800000 : f32
      %360 = arith.cmpf oeq, %350, %cst_181 : f32
      %361 = arith.ori %359, %360 : i1
      scf.if %361 {
        %cst_293 = arith.constant 0x7F800000 : f32
        memref.store %cst_293, %alloca_41[] : memref<f32>
      }
      %c0_i32_182 = arith.constant 0 : i32
      %362 = llvm.extractelement %150[%c0_i32_182 : i32] : vector<2xf32>
      %363 = arith.bitcast %362 : f32 to i32
      %c2147483647_i32_183 = arith.constant 2147483647 : i32
      %364 = arith.andi %363, %c2147483647_i32_183 : i32
      %365 = arith.bitcast %364 : i32 to f32
      %c1_i32_184 = arith.constant 1 : i32
      %366 = llvm.extractelement %150[%c1_i32_184 : i32] : vector<2xf32>
      %367 = arith.bitcast %366 : f32 to i32
      %c2147483647_i32_185 = arith.constant 2147483647 : i32
      %368 = arith.andi %367, %c2147483647_i32_185 : i32
      %369 = arith.bitcast %368 : i32 to f32
      %370 = llvm.intr.maxnum(%365, %369) : (f32, f32) -> f32
      %371 = llvm.intr.minnum(%365, %369) : (f32, f32) -> f32
      %372 = arith.addf %365, %369 : f32
      memref.store %372, %alloca_43[] : memref<f32>
      %cst_186 = arith.constant 0.000000e+00 : f32
      %373 = arith.cmpf ogt, %370, %cst_186 : f32
      %cst_187 = arith.constant 0x7F800000 : f32
      %374 = arith.cmpf olt, %370, %cst_187 : f32
      %375 = arith.andi %373, %374 : i1
      %376 = arith.cmpf oeq, %372, %372 : f32
      %377 = arith.andi %375, %376 : i1
      scf.if %377 {
        %cst_293 = arith.constant 1.000000e+00 : f32
        memref.store %cst_293, %alloca_44[] : memref<f32>
        %cst_294 = arith.constant 1.1529215E+18 : f32
        %573 = arith.cmpf ogt, %370, %cst_294 : f32
        scf.if %573 {
          %cst_297 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_297, %alloca_44[] : memref<f32>
        }
        %cst_295 = arith.constant 8.67361737E-19 : f32
        %574 = arith.cmpf olt, %370, %cst_295 : f32
        scf.if %574 {
          %cst_297 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_297, %alloca_44[] : memref<f32>
        }
        %575 = memref.load %alloca_44[] : memref<f32>
        %576 = arith.mulf %370, %575 : f32
        %577 = memref.load %alloca_44[] : memref<f32>
        %578 = arith.mulf %371, %577 : f32
        %579 = arith.mulf %578, %578 : f32
        %580 = llvm.intr.fma(%576, %576, %579) : (f32, f32, f32) -> f32
        %581 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%580) : (f32) -> f32
        %582 = arith.mulf %581, %581 : f32
        %583 = arith.negf %582 : f32
        %584 = llvm.intr.fma(%581, %581, %583) : (f32, f32, f32) -> f32
        %585 = arith.mulf %576, %576 : f32
        %586 = arith.negf %585 : f32
        %587 = llvm.intr.fma(%576, %576, %586) : (f32, f32, f32) -> f32
        %588 = arith.subf %585, %582 : f32
        %589 = llvm.intr.fma(%578, %578, %588) : (f32, f32, f32) -> f32
        %590 = arith.subf %587, %584 : f32
        %591 = arith.addf %589, %590 : f32
        %cst_296 = arith.constant 2.000000e+00 : f32
        %592 = arith.mulf %cst_296, %581 : f32
        %593 = arith.divf %591, %592 : f32
        %594 = arith.addf %581, %593 : f32
        %595 = memref.load %alloca_44[] : memref<f32>
        %596 = arith.divf %594, %595 : f32
        memref.store %596, %alloca_43[] : memref<f32>
      }
      %cst_188 = arith.constant 0x7F800000 : f32
      %378 = arith.cmpf oeq, %365, %cst_188 : f32
      %cst_189 = arith.constant 0x7F800000 : f32
      %379 = arith.cmpf oeq, %369, %cst_189 : f32
      %380 = arith.ori %378, %379 : i1
      scf.if %380 {
        %cst_293 = arith.constant 0x7F800000 : f32
        memref.store %cst_293, %alloca_43[] : memref<f32>
      }
      %thread_id_x_190 = gpu.thread_id  x
      %381 = arith.index_cast %thread_id_x_190 : index to i64
      %c16_i64_191 = arith.constant 16 : i64
      %382 = arith.remsi %381, %c16_i64_191 : i64
      %383 = memref.load %alloca[] : memref<f32>
      %384 = llvm.getelementptr %105[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %383, %384 : f32, !llvm.ptr<1>
      %thread_id_x_192 = gpu.thread_id  x
      %385 = arith.index_cast %thread_id_x_192 : index to i64
      %c16_i64_193 = arith.constant 16 : i64
      %386 = arith.remsi %385, %c16_i64_193 : i64
      %387 = memref.load %alloca_31[] : memref<f32>
      %c16_i64_194 = arith.constant 16 : i64
      %388 = arith.addi %386, %c16_i64_194 : i64
      %389 = llvm.getelementptr %105[%388] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %387, %389 : f32, !llvm.ptr<1>
      %thread_id_x_195 = gpu.thread_id  x
      %390 = arith.index_cast %thread_id_x_195 : index to i64
      %c16_i64_196 = arith.constant 16 : i64
      %391 = arith.remsi %390, %c16_i64_196 : i64
      %392 = memref.load %alloca_33[] : memref<f32>
      %c32_i64_197 = arith.constant 32 : i64
      %393 = arith.addi %391, %c32_i64_197 : i64
      %394 = llvm.getelementptr %105[%393] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %392, %394 : f32, !llvm.ptr<1>
      %thread_id_x_198 = gpu.thread_id  x
      %395 = arith.index_cast %thread_id_x_198 : index to i64
      %c16_i64_199 = arith.constant 16 : i64
      %396 = arith.remsi %395, %c16_i64_199 : i64
      %397 = memref.load %alloca_35[] : memref<f32>
      %c48_i64_200 = arith.constant 48 : i64
      %398 = arith.addi %396, %c48_i64_200 : i64
      %399 = llvm.getelementptr %105[%398] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %397, %399 : f32, !llvm.ptr<1>
      %thread_id_x_201 = gpu.thread_id  x
      %400 = arith.index_cast %thread_id_x_201 : index to i64
      %c16_i64_202 = arith.constant 16 : i64
      %401 = arith.remsi %400, %c16_i64_202 : i64
      %402 = memref.load %alloca_37[] : memref<f32>
      %c64_i64_203 = arith.constant 64 : i64
      %403 = arith.addi %401, %c64_i64_203 : i64
      %404 = llvm.getelementptr %105[%403] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %402, %404 : f32, !llvm.ptr<1>
      %thread_id_x_204 = gpu.thread_id  x
      %405 = arith.index_cast %thread_id_x_204 : index to i64
      %c16_i64_205 = arith.constant 16 : i64
      %406 = arith.remsi %405, %c16_i64_205 : i64
      %407 = memref.load %alloca_39[] : memref<f32>
      %c80_i64_206 = arith.constant 80 : i64
      %408 = arith.addi %406, %c80_i64_206 : i64
      %409 = llvm.getelementptr %105[%408] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %407, %409 : f32, !llvm.ptr<1>
      %thread_id_x_207 = gpu.thread_id  x
      %410 = arith.index_cast %thread_id_x_207 : index to i64
      %c16_i64_208 = arith.constant 16 : i64
      %411 = arith.remsi %410, %c16_i64_208 : i64
      %412 = memref.load %alloca_41[] : memref<f32>
      %c96_i64_209 = arith.constant 96 : i64
      %413 = arith.addi %411, %c96_i64_209 : i64
      %414 = llvm.getelementptr %105[%413] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %412, %414 : f32, !llvm.ptr<1>
      %thread_id_x_210 = gpu.thread_id  x
      %415 = arith.index_cast %thread_id_x_210 : index to i64
      %c16_i64_211 = arith.constant 16 : i64
      %416 = arith.remsi %415, %c16_i64_211 : i64
      %417 = memref.load %alloca_43[] : memref<f32>
      %c112_i64_212 = arith.constant 112 : i64
      %418 = arith.addi %416, %c112_i64_212 : i64
      %419 = llvm.getelementptr %105[%418] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %417, %419 : f32, !llvm.ptr<1>
      %thread_id_x_213 = gpu.thread_id  x
      %420 = arith.index_cast %thread_id_x_213 : index to i64
      %c16_i64_214 = arith.constant 16 : i64
      %421 = arith.remsi %420, %c16_i64_214 : i64
      %422 = llvm.getelementptr %107[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %423 = llvm.load %422 : !llvm.ptr<1> -> vector<2xf64>
      %thread_id_x_215 = gpu.thread_id  x
      %424 = arith.index_cast %thread_id_x_215 : index to i64
      %c16_i64_216 = arith.constant 16 : i64
      %425 = arith.remsi %424, %c16_i64_216 : i64
      %c16_i64_217 = arith.constant 16 : i64
      %426 = arith.addi %425, %c16_i64_217 : i64
      %427 = llvm.getelementptr %107[%426] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %428 = llvm.load %427 : !llvm.ptr<1> -> vector<2xf64>
      %thread_id_x_218 = gpu.thread_id  x
      %429 = arith.index_cast %thread_id_x_218 : index to i64
      %c16_i64_219 = arith.constant 16 : i64
      %430 = arith.remsi %429, %c16_i64_219 : i64
      %c32_i64_220 = arith.constant 32 : i64
      %431 = arith.addi %430, %c32_i64_220 : i64
      %432 = llvm.getelementptr %107[%431] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %433 = llvm.load %432 : !llvm.ptr<1> -> vector<2xf64>
      %thread_id_x_221 = gpu.thread_id  x
      %434 = arith.index_cast %thread_id_x_221 : index to i64
      %c16_i64_222 = arith.constant 16 : i64
      %435 = arith.remsi %434, %c16_i64_222 : i64
      %c48_i64_223 = arith.constant 48 : i64
      %436 = arith.addi %435, %c48_i64_223 : i64
      %437 = llvm.getelementptr %107[%436] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %438 = llvm.load %437 : !llvm.ptr<1> -> vector<2xf64>
      %c0_i32_224 = arith.constant 0 : i32
      %439 = llvm.extractelement %423[%c0_i32_224 : i32] : vector<2xf64>
      %440 = arith.bitcast %439 : f64 to i64
      %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
      %441 = arith.andi %440, %c9223372036854775807_i64 : i64
      %442 = arith.bitcast %441 : i64 to f64
      %c1_i32_225 = arith.constant 1 : i32
      %443 = llvm.extractelement %423[%c1_i32_225 : i32] : vector<2xf64>
      %444 = arith.bitcast %443 : f64 to i64
      %c9223372036854775807_i64_226 = arith.constant 9223372036854775807 : i64
      %445 = arith.andi %444, %c9223372036854775807_i64_226 : i64
      %446 = arith.bitcast %445 : i64 to f64
      %447 = llvm.intr.maxnum(%442, %446) : (f64, f64) -> f64
      %448 = llvm.intr.minnum(%442, %446) : (f64, f64) -> f64
      %449 = arith.addf %442, %446 : f64
      memref.store %449, %alloca_45[] : memref<f64>
      %cst_227 = arith.constant 0.000000e+00 : f64
      %450 = arith.cmpf ogt, %447, %cst_227 : f64
      %cst_228 = arith.constant 0x7FF0000000000000 : f64
      %451 = arith.cmpf olt, %447, %cst_228 : f64
      %452 = arith.andi %450, %451 : i1
      %453 = arith.cmpf oeq, %449, %449 : f64
      %454 = arith.andi %452, %453 : i1
      scf.if %454 {
        %cst_293 = arith.constant 1.000000e+00 : f64
        memref.store %cst_293, %alloca_46[] : memref<f64>
        %cst_294 = arith.constant 3.2733906078961419E+150 : f64
        %573 = arith.cmpf ogt, %447, %cst_294 : f64
        scf.if %573 {
          %cst_297 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_297, %alloca_46[] : memref<f64>
        }
        %cst_295 = arith.constant 3.0549363634996047E-151 : f64
        %574 = arith.cmpf olt, %447, %cst_295 : f64
        scf.if %574 {
          %cst_297 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_297, %alloca_46[] : memref<f64>
        }
        %575 = memref.load %alloca_46[] : memref<f64>
        %576 = arith.mulf %447, %575 : f64
        %577 = memref.load %alloca_46[] : memref<f64>
        %578 = arith.mulf %448, %577 : f64
        %579 = arith.mulf %578, %578 : f64
        %580 = llvm.intr.fma(%576, %576, %579) : (f64, f64, f64) -> f64
        %581 = math.sqrt %580 : f64
        %582 = arith.mulf %581, %581 : f64
        %583 = arith.negf %582 : f64
        %584 = llvm.intr.fma(%581, %581, %583) : (f64, f64, f64) -> f64
        %585 = arith.mulf %576, %576 : f64
        %586 = arith.negf %585 : f64
        %587 = llvm.intr.fma(%576, %576, %586) : (f64, f64, f64) -> f64
        %588 = arith.subf %585, %582 : f64
        %589 = llvm.intr.fma(%578, %578, %588) : (f64, f64, f64) -> f64
        %590 = arith.subf %587, %584 : f64
        %591 = arith.addf %589, %590 : f64
        %cst_296 = arith.constant 2.000000e+00 : f64
        %592 = arith.mulf %cst_296, %581 : f64
        %593 = arith.divf %591, %592 : f64
        %594 = arith.addf %581, %593 : f64
        %595 = memref.load %alloca_46[] : memref<f64>
        %596 = arith.divf %594, %595 : f64
        memref.store %596, %alloca_45[] : memref<f64>
      }
      %cst_229 = arith.constant 0x7FF0000000000000 : f64
      %455 = arith.cmpf oeq, %442, %cst_229 : f64
      %cst_230 = arith.constant 0x7FF0000000000000 : f64
      %456 = arith.cmpf oeq, %446, %cst_230 : f64
      %457 = arith.ori %455, %456 : i1
      scf.if %457 {
        %cst_293 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_293, %alloca_45[] : memref<f64>
      }
      %c0_i32_231 = arith.constant 0 : i32
      %458 = llvm.extractelement %428[%c0_i32_231 : i32] : vector<2xf64>
      %459 = arith.bitcast %458 : f64 to i64
      %c9223372036854775807_i64_232 = arith.constant 9223372036854775807 : i64
      %460 = arith.andi %459, %c9223372036854775807_i64_232 : i64
      %461 = arith.bitcast %460 : i64 to f64
      %c1_i32_233 = arith.constant 1 : i32
      %462 = llvm.extractelement %428[%c1_i32_233 : i32] : vector<2xf64>
      %463 = arith.bitcast %462 : f64 to i64
      %c9223372036854775807_i64_234 = arith.constant 9223372036854775807 : i64
      %464 = arith.andi %463, %c9223372036854775807_i64_234 : i64
      %465 = arith.bitcast %464 : i64 to f64
      %466 = llvm.intr.maxnum(%461, %465) : (f64, f64) -> f64
      %467 = llvm.intr.minnum(%461, %465) : (f64, f64) -> f64
      %468 = arith.addf %461, %465 : f64
      memref.store %468, %alloca_47[] : memref<f64>
      %cst_235 = arith.constant 0.000000e+00 : f64
      %469 = arith.cmpf ogt, %466, %cst_235 : f64
      %cst_236 = arith.constant 0x7FF0000000000000 : f64
      %470 = arith.cmpf olt, %466, %cst_236 : f64
      %471 = arith.andi %469, %470 : i1
      %472 = arith.cmpf oeq, %468, %468 : f64
      %473 = arith.andi %471, %472 : i1
      scf.if %473 {
        %cst_293 = arith.constant 1.000000e+00 : f64
        memref.store %cst_293, %alloca_48[] : memref<f64>
        %cst_294 = arith.constant 3.2733906078961419E+150 : f64
        %573 = arith.cmpf ogt, %466, %cst_294 : f64
        scf.if %573 {
          %cst_297 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_297, %alloca_48[] : memref<f64>
        }
        %cst_295 = arith.constant 3.0549363634996047E-151 : f64
        %574 = arith.cmpf olt, %466, %cst_295 : f64
        scf.if %574 {
          %cst_297 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_297, %alloca_48[] : memref<f64>
        }
        %575 = memref.load %alloca_48[] : memref<f64>
        %576 = arith.mulf %466, %575 : f64
        %577 = memref.load %alloca_48[] : memref<f64>
        %578 = arith.mulf %467, %577 : f64
        %579 = arith.mulf %578, %578 : f64
        %580 = llvm.intr.fma(%576, %576, %579) : (f64, f64, f64) -> f64
        %581 = math.sqrt %580 : f64
        %582 = arith.mulf %581, %581 : f64
        %583 = arith.negf %582 : f64
        %584 = llvm.intr.fma(%581, %581, %583) : (f64, f64, f64) -> f64
        %585 = arith.mulf %576, %576 : f64
        %586 = arith.negf %585 : f64
        %587 = llvm.intr.fma(%576, %576, %586) : (f64, f64, f64) -> f64
        %588 = arith.subf %585, %582 : f64
        %589 = llvm.intr.fma(%578, %578, %588) : (f64, f64, f64) -> f64
        %590 = arith.subf %587, %584 : f64
        %591 = arith.addf %589, %590 : f64
        %cst_296 = arith.constant 2.000000e+00 : f64
        %592 = arith.mulf %cst_296, %581 : f64
        %593 = arith.divf %591, %592 : f64
        %594 = arith.addf %581, %593 : f64
        %595 = memref.load %alloca_48[] : memref<f64>
        %596 = arith.divf %594, %595 : f64
        memref.store %596, %alloca_47[] : memref<f64>
      }
      %cst_237 = arith.constant 0x7FF0000000000000 : f64
      %474 = arith.cmpf oeq, %461, %cst_237 : f64
      %cst_238 = arith.constant 0x7FF0000000000000 : f64
      %475 = arith.cmpf oeq, %465, %cst_238 : f64
      %476 = arith.ori %474, %475 : i1
      scf.if %476 {
        %cst_293 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_293, %alloca_47[] : memref<f64>
      }
      %c0_i32_239 = arith.constant 0 : i32
      %477 = llvm.extractelement %433[%c0_i32_239 : i32] : vector<2xf64>
      %478 = arith.bitcast %477 : f64 to i64
      %c9223372036854775807_i64_240 = arith.constant 9223372036854775807 : i64
      %479 = arith.andi %478, %c9223372036854775807_i64_240 : i64
      %480 = arith.bitcast %479 : i64 to f64
      %c1_i32_241 = arith.constant 1 : i32
      %481 = llvm.extractelement %433[%c1_i32_241 : i32] : vector<2xf64>
      %482 = arith.bitcast %481 : f64 to i64
      %c9223372036854775807_i64_242 = arith.constant 9223372036854775807 : i64
      %483 = arith.andi %482, %c9223372036854775807_i64_242 : i64
      %484 = arith.bitcast %483 : i64 to f64
      %485 = llvm.intr.maxnum(%480, %484) : (f64, f64) -> f64
      %486 = llvm.intr.minnum(%480, %484) : (f64, f64) -> f64
      %487 = arith.addf %480, %484 : f64
      memref.store %487, %alloca_49[] : memref<f64>
      %cst_243 = arith.constant 0.000000e+00 : f64
      %488 = arith.cmpf ogt, %485, %cst_243 : f64
      %cst_244 = arith.constant 0x7FF0000000000000 : f64
      %489 = arith.cmpf olt, %485, %cst_244 : f64
      %490 = arith.andi %488, %489 : i1
      %491 = arith.cmpf oeq, %487, %487 : f64
      %492 = arith.andi %490, %491 : i1
      scf.if %492 {
        %cst_293 = arith.constant 1.000000e+00 : f64
        memref.store %cst_293, %alloca_50[] : memref<f64>
        %cst_294 = arith.constant 3.2733906078961419E+150 : f64
        %573 = arith.cmpf ogt, %485, %cst_294 : f64
        scf.if %573 {
          %cst_297 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_297, %alloca_50[] : memref<f64>
        }
        %cst_295 = arith.constant 3.0549363634996047E-151 : f64
        %574 = arith.cmpf olt, %485, %cst_295 : f64
        scf.if %574 {
          %cst_297 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_297, %alloca_50[] : memref<f64>
        }
        %575 = memref.load %alloca_50[] : memref<f64>
        %576 = arith.mulf %485, %575 : f64
        %577 = memref.load %alloca_50[] : memref<f64>
        %578 = arith.mulf %486, %577 : f64
        %579 = arith.mulf %578, %578 : f64
        %580 = llvm.intr.fma(%576, %576, %579) : (f64, f64, f64) -> f64
        %581 = math.sqrt %580 : f64
        %582 = arith.mulf %581, %581 : f64
        %583 = arith.negf %582 : f64
        %584 = llvm.intr.fma(%581, %581, %583) : (f64, f64, f64) -> f64
        %585 = arith.mulf %576, %576 : f64
        %586 = arith.negf %585 : f64
        %587 = llvm.intr.fma(%576, %576, %586) : (f64, f64, f64) -> f64
        %588 = arith.subf %585, %582 : f64
        %589 = llvm.intr.fma(%578, %578, %588) : (f64, f64, f64) -> f64
        %590 = arith.subf %587, %584 : f64
        %591 = arith.addf %589, %590 : f64
        %cst_296 = arith.constant 2.000000e+00 : f64
        %592 = arith.mulf %cst_296, %581 : f64
        %593 = arith.divf %591, %592 : f64
        %594 = arith.addf %581, %593 : f64
        %595 = memref.load %alloca_50[] : memref<f64>
        %596 = arith.divf %594, %595 : f64
        memref.store %596, %alloca_49[] : memref<f64>
      }
      %cst_245 = arith.constant 0x7FF0000000000000 : f64
      %493 = arith.cmpf oeq, %480, %cst_245 : f64
      %cst_246 = arith.constant 0x7FF0000000000000 : f64
      %494 = arith.cmpf oeq, %484, %cst_246 : f64
      %495 = arith.ori %493, %494 : i1
      scf.if %495 {
        %cst_293 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_293, %alloca_49[] : memref<f64>
      }
      %c0_i32_247 = arith.constant 0 : i32
      %496 = llvm.extractelement %438[%c0_i32_247 : i32] : vector<2xf64>
      %497 = arith.bitcast %496 : f64 to i64
      %c9223372036854775807_i64_248 = arith.constant 9223372036854775807 : i64
      %498 = arith.andi %497, %c9223372036854775807_i64_248 : i64
      %499 = arith.bitcast %498 : i64 to f64
      %c1_i32_249 = arith.constant 1 : i32
      %500 = llvm.extractelement %438[%c1_i32_249 : i32] : vector<2xf64>
      %501 = arith.bitcast %500 : f64 to i64
      %c9223372036854775807_i64_250 = arith.constant 9223372036854775807 : i64
      %502 = arith.andi %501, %c9223372036854775807_i64_250 : i64
      %503 = arith.bitcast %502 : i64 to f64
      %504 = llvm.intr.maxnum(%499, %503) : (f64, f64) -> f64
      %505 = llvm.intr.minnum(%499, %503) : (f64, f64) -> f64
      %506 = arith.addf %499, %503 : f64
      memref.store %506, %alloca_51[] : memref<f64>
      %cst_251 = arith.constant 0.000000e+00 : f64
      %507 = arith.cmpf ogt, %504, %cst_251 : f64
      %cst_252 = arith.constant 0x7FF0000000000000 : f64
      %508 = arith.cmpf olt, %504, %cst_252 : f64
      %509 = arith.andi %507, %508 : i1
      %510 = arith.cmpf oeq, %506, %506 : f64
      %511 = arith.andi %509, %510 : i1
      scf.if %511 {
        %cst_293 = arith.constant 1.000000e+00 : f64
        memref.store %cst_293, %alloca_52[] : memref<f64>
        %cst_294 = arith.constant 3.2733906078961419E+150 : f64
        %573 = arith.cmpf ogt, %504, %cst_294 : f64
        scf.if %573 {
          %cst_297 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_297, %alloca_52[] : memref<f64>
        }
        %cst_295 = arith.constant 3.0549363634996047E-151 : f64
        %574 = arith.cmpf olt, %504, %cst_295 : f64
        scf.if %574 {
          %cst_297 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_297, %alloca_52[] : memref<f64>
        }
        %575 = memref.load %alloca_52[] : memref<f64>
        %576 = arith.mulf %504, %575 : f64
        %577 = memref.load %alloca_52[] : memref<f64>
        %578 = arith.mulf %505, %577 : f64
        %579 = arith.mulf %578, %578 : f64
        %580 = llvm.intr.fma(%576, %576, %579) : (f64, f64, f64) -> f64
        %581 = math.sqrt %580 : f64
        %582 = arith.mulf %581, %581 : f64
        %583 = arith.negf %582 : f64
        %584 = llvm.intr.fma(%581, %581, %583) : (f64, f64, f64) -> f64
        %585 = arith.mulf %576, %576 : f64
        %586 = arith.negf %585 : f64
        %587 = llvm.intr.fma(%576, %576, %586) : (f64, f64, f64) -> f64
        %588 = arith.subf %585, %582 : f64
        %589 = llvm.intr.fma(%578, %578, %588) : (f64, f64, f64) -> f64
        %590 = arith.subf %587, %584 : f64
        %591 = arith.addf %589, %590 : f64
        %cst_296 = arith.constant 2.000000e+00 : f64
        %592 = arith.mulf %cst_296, %581 : f64
        %593 = arith.divf %591, %592 : f64
        %594 = arith.addf %581, %593 : f64
        %595 = memref.load %alloca_52[] : memref<f64>
        %596 = arith.divf %594, %595 : f64
        memref.store %596, %alloca_51[] : memref<f64>
      }
      %cst_253 = arith.constant 0x7FF0000000000000 : f64
      %512 = arith.cmpf oeq, %499, %cst_253 : f64
      %cst_254 = arith.constant 0x7FF0000000000000 : f64
      %513 = arith.cmpf oeq, %503, %cst_254 : f64
      %514 = arith.ori %512, %513 : i1
      scf.if %514 {
        %cst_293 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_293, %alloca_51[] : memref<f64>
      }
      %thread_id_x_255 = gpu.thread_id  x
      %515 = arith.index_cast %thread_id_x_255 : index to i64
      %c16_i64_256 = arith.constant 16 : i64
      %516 = arith.remsi %515, %c16_i64_256 : i64
      %517 = memref.load %alloca_45[] : memref<f64>
      %518 = llvm.getelementptr %109[%516] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %517, %518 : f64, !llvm.ptr<1>
      %thread_id_x_257 = gpu.thread_id  x
      %519 = arith.index_cast %thread_id_x_257 : index to i64
      %c16_i64_258 = arith.constant 16 : i64
      %520 = arith.remsi %519, %c16_i64_258 : i64
      %521 = memref.load %alloca_47[] : memref<f64>
      %c16_i64_259 = arith.constant 16 : i64
      %522 = arith.addi %520, %c16_i64_259 : i64
      %523 = llvm.getelementptr %109[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %521, %523 : f64, !llvm.ptr<1>
      %thread_id_x_260 = gpu.thread_id  x
      %524 = arith.index_cast %thread_id_x_260 : index to i64
      %c16_i64_261 = arith.constant 16 : i64
      %525 = arith.remsi %524, %c16_i64_261 : i64
      %526 = memref.load %alloca_49[] : memref<f64>
      %c32_i64_262 = arith.constant 32 : i64
      %527 = arith.addi %525, %c32_i64_262 : i64
      %528 = llvm.getelementptr %109[%527] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %526, %528 : f64, !llvm.ptr<1>
      %thread_id_x_263 = gpu.thread_id  x
      %529 = arith.index_cast %thread_id_x_263 : index to i64
      %c16_i64_264 = arith.constant 16 : i64
      %530 = arith.remsi %529, %c16_i64_264 : i64
      %531 = memref.load %alloca_51[] : memref<f64>
      %c48_i64_265 = arith.constant 48 : i64
      %532 = arith.addi %530, %c48_i64_265 : i64
      %533 = llvm.getelementptr %109[%532] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %531, %533 : f64, !llvm.ptr<1>
      %c0_i32_266 = arith.constant 0 : i32
      %534 = llvm.extractelement %423[%c0_i32_266 : i32] : vector<2xf64>
      %c1_i32_267 = arith.constant 1 : i32
      %535 = llvm.extractelement %423[%c1_i32_267 : i32] : vector<2xf64>
      %536 = arith.negf %535 : f64
      %537 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_268 = arith.constant 0 : i32
      %538 = llvm.insertelement %534, %537[%c0_i32_268 : i32] : vector<2xf64>
      %c1_i32_269 = arith.constant 1 : i32
      %539 = llvm.insertelement %536, %538[%c1_i32_269 : i32] : vector<2xf64>
      %c0_i32_270 = arith.constant 0 : i32
      %540 = llvm.extractelement %428[%c0_i32_270 : i32] : vector<2xf64>
      %c1_i32_271 = arith.constant 1 : i32
      %541 = llvm.extractelement %428[%c1_i32_271 : i32] : vector<2xf64>
      %542 = arith.negf %541 : f64
      %543 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_272 = arith.constant 0 : i32
      %544 = llvm.insertelement %540, %543[%c0_i32_272 : i32] : vector<2xf64>
      %c1_i32_273 = arith.constant 1 : i32
      %545 = llvm.insertelement %542, %544[%c1_i32_273 : i32] : vector<2xf64>
      %c0_i32_274 = arith.constant 0 : i32
      %546 = llvm.extractelement %433[%c0_i32_274 : i32] : vector<2xf64>
      %c1_i32_275 = arith.constant 1 : i32
      %547 = llvm.extractelement %433[%c1_i32_275 : i32] : vector<2xf64>
      %548 = arith.negf %547 : f64
      %549 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_276 = arith.constant 0 : i32
      %550 = llvm.insertelement %546, %549[%c0_i32_276 : i32] : vector<2xf64>
      %c1_i32_277 = arith.constant 1 : i32
      %551 = llvm.insertelement %548, %550[%c1_i32_277 : i32] : vector<2xf64>
      %c0_i32_278 = arith.constant 0 : i32
      %552 = llvm.extractelement %438[%c0_i32_278 : i32] : vector<2xf64>
      %c1_i32_279 = arith.constant 1 : i32
      %553 = llvm.extractelement %438[%c1_i32_279 : i32] : vector<2xf64>
      %554 = arith.negf %553 : f64
      %555 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_280 = arith.constant 0 : i32
      %556 = llvm.insertelement %552, %555[%c0_i32_280 : i32] : vector<2xf64>
      %c1_i32_281 = arith.constant 1 : i32
      %557 = llvm.insertelement %554, %556[%c1_i32_281 : i32] : vector<2xf64>
      %thread_id_x_282 = gpu.thread_id  x
      %558 = arith.index_cast %thread_id_x_282 : index to i64
      %c16_i64_283 = arith.constant 16 : i64
      %559 = arith.remsi %558, %c16_i64_283 : i64
      %560 = llvm.getelementptr %111[%559] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %539, %560 : vector<2xf64>, !llvm.ptr<1>
      %thread_id_x_284 = gpu.thread_id  x
      %561 = arith.index_cast %thread_id_x_284 : index to i64
      %c16_i64_285 = arith.constant 16 : i64
      %562 = arith.remsi %561, %c16_i64_285 : i64
      %c16_i64_286 = arith.constant 16 : i64
      %563 = arith.addi %562, %c16_i64_286 : i64
      %564 = llvm.getelementptr %111[%563] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %545, %564 : vector<2xf64>, !llvm.ptr<1>
      %thread_id_x_287 = gpu.thread_id  x
      %565 = arith.index_cast %thread_id_x_287 : index to i64
      %c16_i64_288 = arith.constant 16 : i64
      %566 = arith.remsi %565, %c16_i64_288 : i64
      %c32_i64_289 = arith.constant 32 : i64
      %567 = arith.addi %566, %c32_i64_289 : i64
      %568 = llvm.getelementptr %111[%567] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %551, %568 : vector<2xf64>, !llvm.ptr<1>
      %thread_id_x_290 = gpu.thread_id  x
      %569 = arith.index_cast %thread_id_x_290 : index to i64
      %c16_i64_291 = arith.constant 16 : i64
      %570 = arith.remsi %569, %c16_i64_291 : i64
      %c48_i64_292 = arith.constant 48 : i64
      %571 = arith.addi %570, %c48_i64_292 : i64
      %572 = llvm.getelementptr %111[%571] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %557, %572 : vector<2xf64>, !llvm.ptr<1>
      gpu.return
    }
  }
}
