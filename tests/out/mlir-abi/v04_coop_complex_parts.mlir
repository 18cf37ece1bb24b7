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
      %c16_i64_53 = arith.constant 16 : i64
      %114 = arith.divsi %113, %c16_i64_53 : i64
      %thread_id_x_54 = gpu.thread_id  x
      %115 = arith.index_cast %thread_id_x_54 : index to i64
      %c16_i64_55 = arith.constant 16 : i64
      %116 = arith.remsi %115, %c16_i64_55 : i64
      %c16_i64_56 = arith.constant 16 : i64
      %117 = arith.remsi %116, %c16_i64_56 : i64
      %c16_i64_57 = arith.constant 16 : i64
      %118 = arith.muli %114, %c16_i64_57 : i64
      %119 = arith.addi %117, %118 : i64
      %120 = llvm.getelementptr %99[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %121 = llvm.load %120 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_58 = gpu.thread_id  x
      %122 = arith.index_cast %thread_id_x_58 : index to i64
      %c16_i64_59 = arith.constant 16 : i64
      %123 = arith.remsi %122, %c16_i64_59 : i64
      %c16_i64_60 = arith.constant 16 : i64
      %124 = arith.divsi %123, %c16_i64_60 : i64
      %c1_i64 = arith.constant 1 : i64
      %125 = arith.addi %124, %c1_i64 : i64
      %thread_id_x_61 = gpu.thread_id  x
      %126 = arith.index_cast %thread_id_x_61 : index to i64
      %c16_i64_62 = arith.constant 16 : i64
      %127 = arith.remsi %126, %c16_i64_62 : i64
      %c16_i64_63 = arith.constant 16 : i64
      %128 = arith.remsi %127, %c16_i64_63 : i64
      %c16_i64_64 = arith.constant 16 : i64
      %129 = arith.muli %125, %c16_i64_64 : i64
      %130 = arith.addi %128, %129 : i64
      %131 = llvm.getelementptr %99[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %132 = llvm.load %131 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_65 = gpu.thread_id  x
      %133 = arith.index_cast %thread_id_x_65 : index to i64
      %c16_i64_66 = arith.constant 16 : i64
      %134 = arith.remsi %133, %c16_i64_66 : i64
      %c16_i64_67 = arith.constant 16 : i64
      %135 = arith.divsi %134, %c16_i64_67 : i64
      %c2_i64 = arith.constant 2 : i64
      %136 = arith.addi %135, %c2_i64 : i64
      %thread_id_x_68 = gpu.thread_id  x
      %137 = arith.index_cast %thread_id_x_68 : index to i64
      %c16_i64_69 = arith.constant 16 : i64
      %138 = arith.remsi %137, %c16_i64_69 : i64
      %c16_i64_70 = arith.constant 16 : i64
      %139 = arith.remsi %138, %c16_i64_70 : i64
      %c16_i64_71 = arith.constant 16 : i64
      %140 = arith.muli %136, %c16_i64_71 : i64
      %141 = arith.addi %139, %140 : i64
      %142 = llvm.getelementptr %99[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %143 = llvm.load %142 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_72 = gpu.thread_id  x
      %144 = arith.index_cast %thread_id_x_72 : index to i64
      %c16_i64_73 = arith.constant 16 : i64
      %145 = arith.remsi %144, %c16_i64_73 : i64
      %c16_i64_74 = arith.constant 16 : i64
      %146 = arith.divsi %145, %c16_i64_74 : i64
      %c3_i64 = arith.constant 3 : i64
      %147 = arith.addi %146, %c3_i64 : i64
      %thread_id_x_75 = gpu.thread_id  x
      %148 = arith.index_cast %thread_id_x_75 : index to i64
      %c16_i64_76 = arith.constant 16 : i64
      %149 = arith.remsi %148, %c16_i64_76 : i64
      %c16_i64_77 = arith.constant 16 : i64
      %150 = arith.remsi %149, %c16_i64_77 : i64
      %c16_i64_78 = arith.constant 16 : i64
      %151 = arith.muli %147, %c16_i64_78 : i64
      %152 = arith.addi %150, %151 : i64
      %153 = llvm.getelementptr %99[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %154 = llvm.load %153 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_79 = gpu.thread_id  x
      %155 = arith.index_cast %thread_id_x_79 : index to i64
      %c16_i64_80 = arith.constant 16 : i64
      %156 = arith.remsi %155, %c16_i64_80 : i64
      %c16_i64_81 = arith.constant 16 : i64
      %157 = arith.divsi %156, %c16_i64_81 : i64
      %c4_i64 = arith.constant 4 : i64
      %158 = arith.addi %157, %c4_i64 : i64
      %thread_id_x_82 = gpu.thread_id  x
      %159 = arith.index_cast %thread_id_x_82 : index to i64
      %c16_i64_83 = arith.constant 16 : i64
      %160 = arith.remsi %159, %c16_i64_83 : i64
      %c16_i64_84 = arith.constant 16 : i64
      %161 = arith.remsi %160, %c16_i64_84 : i64
      %c16_i64_85 = arith.constant 16 : i64
      %162 = arith.muli %158, %c16_i64_85 : i64
      %163 = arith.addi %161, %162 : i64
      %164 = llvm.getelementptr %99[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %165 = llvm.load %164 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_86 = gpu.thread_id  x
      %166 = arith.index_cast %thread_id_x_86 : index to i64
      %c16_i64_87 = arith.constant 16 : i64
      %167 = arith.remsi %166, %c16_i64_87 : i64
      %c16_i64_88 = arith.constant 16 : i64
      %168 = arith.divsi %167, %c16_i64_88 : i64
      %c5_i64 = arith.constant 5 : i64
      %169 = arith.addi %168, %c5_i64 : i64
      %thread_id_x_89 = gpu.thread_id  x
      %170 = arith.index_cast %thread_id_x_89 : index to i64
      %c16_i64_90 = arith.constant 16 : i64
      %171 = arith.remsi %170, %c16_i64_90 : i64
      %c16_i64_91 = arith.constant 16 : i64
      %172 = arith.remsi %171, %c16_i64_91 : i64
      %c16_i64_92 = arith.constant 16 : i64
      %173 = arith.muli %169, %c16_i64_92 : i64
      %174 = arith.addi %172, %173 : i64
      %175 = llvm.getelementptr %99[%174] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %176 = llvm.load %175 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_93 = gpu.thread_id  x
      %177 = arith.index_cast %thread_id_x_93 : index to i64
      %c16_i64_94 = arith.constant 16 : i64
      %178 = arith.remsi %177, %c16_i64_94 : i64
      %c16_i64_95 = arith.constant 16 : i64
      %179 = arith.divsi %178, %c16_i64_95 : i64
      %c6_i64 = arith.constant 6 : i64
      %180 = arith.addi %179, %c6_i64 : i64
      %thread_id_x_96 = gpu.thread_id  x
      %181 = arith.index_cast %thread_id_x_96 : index to i64
      %c16_i64_97 = arith.constant 16 : i64
      %182 = arith.remsi %181, %c16_i64_97 : i64
      %c16_i64_98 = arith.constant 16 : i64
      %183 = arith.remsi %182, %c16_i64_98 : i64
      %c16_i64_99 = arith.constant 16 : i64
      %184 = arith.muli %180, %c16_i64_99 : i64
      %185 = arith.addi %183, %184 : i64
      %186 = llvm.getelementptr %99[%185] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %187 = llvm.load %186 : !llvm.ptr<1> -> vector<2xf32>
      %thread_id_x_100 = gpu.thread_id  x
      %188 = arith.index_cast %thread_id_x_100 : index to i64
      %c16_i64_101 = arith.constant 16 : i64
      %189 = arith.remsi %188, %c16_i64_101 : i64
      %c16_i64_102 = arith.constant 16 : i64
      %190 = arith.divsi %189, %c16_i64_102 : i64
      %c7_i64 = arith.constant 7 : i64
      %191 = arith.addi %190, %c7_i64 : i64
      %thread_id_x_103 = gpu.thread_id  x
      %192 = arith.index_cast %thread_id_x_103 : index to i64
      %c16_i64_104 = arith.constant 16 : i64
      %193 = arith.remsi %192, %c16_i64_104 : i64
      %c16_i64_105 = arith.constant 16 : i64
      %194 = arith.remsi %193, %c16_i64_105 : i64
      %c16_i64_106 = arith.constant 16 : i64
      %195 = arith.muli %191, %c16_i64_106 : i64
      %196 = arith.addi %194, %195 : i64
      %197 = llvm.getelementptr %99[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
      %198 = llvm.load %197 : !llvm.ptr<1> -> vector<2xf32>
      %c0_i32 = arith.constant 0 : i32
      %199 = llvm.extractelement %121[%c0_i32 : i32] : vector<2xf32>
      %c0_i32_107 = arith.constant 0 : i32
      %200 = llvm.extractelement %132[%c0_i32_107 : i32] : vector<2xf32>
      %c0_i32_108 = arith.constant 0 : i32
      %201 = llvm.extractelement %143[%c0_i32_108 : i32] : vector<2xf32>
      %c0_i32_109 = arith.constant 0 : i32
      %202 = llvm.extractelement %154[%c0_i32_109 : i32] : vector<2xf32>
      %c0_i32_110 = arith.constant 0 : i32
      %203 = llvm.extractelement %165[%c0_i32_110 : i32] : vector<2xf32>
      %c0_i32_111 = arith.constant 0 : i32
      %204 = llvm.extractelement %176[%c0_i32_111 : i32] : vector<2xf32>
      %c0_i32_112 = arith.constant 0 : i32
      %205 = llvm.extractelement %187[%c0_i32_112 : i32] : vector<2xf32>
      %c0_i32_113 = arith.constant 0 : i32
      %206 = llvm.extractelement %198[%c0_i32_113 : i32] : vector<2xf32>
      %thread_id_x_114 = gpu.thread_id  x
      %207 = arith.index_cast %thread_id_x_114 : index to i64
      %c16_i64_115 = arith.constant 16 : i64
      %208 = arith.remsi %207, %c16_i64_115 : i64
      %c16_i64_116 = arith.constant 16 : i64
      %209 = arith.divsi %208, %c16_i64_116 : i64
      %thread_id_x_117 = gpu.thread_id  x
      %210 = arith.index_cast %thread_id_x_117 : index to i64
      %c16_i64_118 = arith.constant 16 : i64
      %211 = arith.remsi %210, %c16_i64_118 : i64
      %c16_i64_119 = arith.constant 16 : i64
      %212 = arith.remsi %211, %c16_i64_119 : i64
      %c16_i64_120 = arith.constant 16 : i64
      %213 = arith.muli %209, %c16_i64_120 : i64
      %214 = arith.addi %212, %213 : i64
      %215 = llvm.getelementptr %101[%214] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %199, %215 : f32, !llvm.ptr<1>
      %thread_id_x_121 = gpu.thread_id  x
      %216 = arith.index_cast %thread_id_x_121 : index to i64
      %c16_i64_122 = arith.constant 16 : i64
      %217 = arith.remsi %216, %c16_i64_122 : i64
      %c16_i64_123 = arith.constant 16 : i64
      %218 = arith.divsi %217, %c16_i64_123 : i64
      %c1_i64_124 = arith.constant 1 : i64
      %219 = arith.addi %218, %c1_i64_124 : i64
      %thread_id_x_125 = gpu.thread_id  x
      %220 = arith.index_cast %thread_id_x_125 : index to i64
      %c16_i64_126 = arith.constant 16 : i64
      %221 = arith.remsi %220, %c16_i64_126 : i64
      %c16_i64_127 = arith.constant 16 : i64
      %222 = arith.remsi %221, %c16_i64_127 : i64
      %c16_i64_128 = arith.constant 16 : i64
      %223 = arith.muli %219, %c16_i64_128 : i64
      %224 = arith.addi %222, %223 : i64
      %225 = llvm.getelementptr %101[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %200, %225 : f32, !llvm.ptr<1>
      %thread_id_x_129 = gpu.thread_id  x
      %226 = arith.index_cast %thread_id_x_129 : index to i64
      %c16_i64_130 = arith.constant 16 : i64
      %227 = arith.remsi %226, %c16_i64_130 : i64
      %c16_i64_131 = arith.constant 16 : i64
      %228 = arith.divsi %227, %c16_i64_131 : i64
      %c2_i64_132 = arith.constant 2 : i64
      %229 = arith.addi %228, %c2_i64_132 : i64
      %thread_id_x_133 = gpu.thread_id  x
      %230 = arith.index_cast %thread_id_x_133 : index to i64
      %c16_i64_134 = arith.constant 16 : i64
      %231 = arith.remsi %230, %c16_i64_134 : i64
      %c16_i64_135 = arith.constant 16 : i64
      %232 = arith.remsi %231, %c16_i64_135 : i64
      %c16_i64_136 = arith.constant 16 : i64
      %233 = arith.muli %229, %c16_i64_136 : i64
      %234 = arith.addi %232, %233 : i64
      %235 = llvm.getelementptr %101[%234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %201, %235 : f32, !llvm.ptr<1>
      %thread_id_x_137 = gpu.thread_id  x
      %236 = arith.index_cast %thread_id_x_137 : index to i64
      %c16_i64_138 = arith.constant 16 : i64
      %237 = arith.remsi %236, %c16_i64_138 : i64
      %c16_i64_139 = arith.constant 16 : i64
      %238 = arith.divsi %237, %c16_i64_139 : i64
      %c3_i64_140 = arith.constant 3 : i64
      %239 = arith.addi %238, %c3_i64_140 : i64
      %thread_id_x_141 = gpu.thread_id  x
      %240 = arith.index_cast %thread_id_x_141 : index to i64
      %c16_i64_142 = arith.constant 16 : i64
      %241 = arith.remsi %240, %c16_i64_142 : i64
      %c16_i64_143 = arith.constant 16 : i64
      %242 = arith.remsi %241, %c16_i64_143 : i64
      %c16_i64_144 = arith.constant 16 : i64
      %243 = arith.muli %239, %c16_i64_144 : i64
      %244 = arith.addi %242, %243 : i64
      %245 = llvm.getelementptr %101[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %202, %245 : f32, !llvm.ptr<1>
      %thread_id_x_145 = gpu.thread_id  x
      %246 = arith.index_cast %thread_id_x_145 : index to i64
      %c16_i64_146 = arith.constant 16 : i64
      %247 = arith.remsi %246, %c16_i64_146 : i64
      %c16_i64_147 = arith.constant 16 : i64
      %248 = arith.divsi %247, %c16_i64_147 : i64
      %c4_i64_148 = arith.constant 4 : i64
      %249 = arith.addi %248, %c4_i64_148 : i64
      %thread_id_x_149 = gpu.thread_id  x
      %250 = arith.index_cast %thread_id_x_149 : index to i64
      %c16_i64_150 = arith.constant 16 : i64
      %251 = arith.remsi %250, %c16_i64_150 : i64
      %c16_i64_151 = arith.constant 16 : i64
      %252 = arith.remsi %251, %c16_i64_151 : i64
      %c16_i64_152 = arith.constant 16 : i64
      %253 = arith.muli %249, %c16_i64_152 : i64
      %254 = arith.addi %252, %253 : i64
      %255 = llvm.getelementptr %101[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %203, %255 : f32, !llvm.ptr<1>
      %thread_id_x_153 = gpu.thread_id  x
      %256 = arith.index_cast %thread_id_x_153 : index to i64
      %c16_i64_154 = arith.constant 16 : i64
      %257 = arith.remsi %256, %c16_i64_154 : i64
      %c16_i64_155 = arith.constant 16 : i64
      %258 = arith.divsi %257, %c16_i64_155 : i64
      %c5_i64_156 = arith.constant 5 : i64
      %259 = arith.addi %258, %c5_i64_156 : i64
      %thread_id_x_157 = gpu.thread_id  x
      %260 = arith.index_cast %thread_id_x_157 : index to i64
      %c16_i64_158 = arith.constant 16 : i64
      %261 = arith.remsi %260, %c16_i64_158 : i64
      %c16_i64_159 = arith.constant 16 : i64
      %262 = arith.remsi %261, %c16_i64_159 : i64
      %c16_i64_160 = arith.constant 16 : i64
      %263 = arith.muli %259, %c16_i64_160 : i64
      %264 = arith.addi %262, %263 : i64
      %265 = llvm.getelementptr %101[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %204, %265 : f32, !llvm.ptr<1>
      %thread_id_x_161 = gpu.thread_id  x
      %266 = arith.index_cast %thread_id_x_161 : index to i64
      %c16_i64_162 = arith.constant 16 : i64
      %267 = arith.remsi %266, %c16_i64_162 : i64
      %c16_i64_163 = arith.constant 16 : i64
      %268 = arith.divsi %267, %c16_i64_163 : i64
      %c6_i64_164 = arith.constant 6 : i64
      %269 = arith.addi %268, %c6_i64_164 : i64
      %thread_id_x_165 = gpu.thread_id  x
      %270 = arith.index_cast %thread_id_x_165 : index to i64
      %c16_i64_166 = arith.constant 16 : i64
      %271 = arith.remsi %270, %c16_i64_166 : i64
      %c16_i64_167 = arith.constant 16 : i64
      %272 = arith.remsi %271, %c16_i64_167 : i64
      %c16_i64_168 = arith.constant 16 : i64
      %273 = arith.muli %269, %c16_i64_168 : i64
      %274 = arith.addi %272, %273 : i64
      %275 = llvm.getelementptr %101[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %205, %275 : f32, !llvm.ptr<1>
      %thread_id_x_169 = gpu.thread_id  x
      %276 = arith.index_cast %thread_id_x_169 : index to i64
      %c16_i64_170 = arith.constant 16 : i64
      %277 = arith.remsi %276, %c16_i64_170 : i64
      %c16_i64_171 = arith.constant 16 : i64
      %278 = arith.divsi %277, %c16_i64_171 : i64
      %c7_i64_172 = arith.constant 7 : i64
      %279 = arith.addi %278, %c7_i64_172 : i64
      %thread_id_x_173 = gpu.thread_id  x
      %280 = arith.index_cast %thread_id_x_173 : index to i64
      %c16_i64_174 = arith.constant 16 : i64
      %281 = arith.remsi %280, %c16_i64_174 : i64
      %c16_i64_175 = arith.constant 16 : i64
      %282 = arith.remsi %281, %c16_i64_175 : i64
      %c16_i64_176 = arith.constant 16 : i64
      %283 = arith.muli %279, %c16_i64_176 : i64
      %284 = arith.addi %282, %283 : i64
      %285 = llvm.getelementptr %101[%284] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %206, %285 : f32, !llvm.ptr<1>
      %c1_i32 = arith.constant 1 : i32
      %286 = llvm.extractelement %121[%c1_i32 : i32] : vector<2xf32>
      %c1_i32_177 = arith.constant 1 : i32
      %287 = llvm.extractelement %132[%c1_i32_177 : i32] : vector<2xf32>
      %c1_i32_178 = arith.constant 1 : i32
      %288 = llvm.extractelement %143[%c1_i32_178 : i32] : vector<2xf32>
      %c1_i32_179 = arith.constant 1 : i32
      %289 = llvm.extractelement %154[%c1_i32_179 : i32] : vector<2xf32>
      %c1_i32_180 = arith.constant 1 : i32
      %290 = llvm.extractelement %165[%c1_i32_180 : i32] : vector<2xf32>
      %c1_i32_181 = arith.constant 1 : i32
      %291 = llvm.extractelement %176[%c1_i32_181 : i32] : vector<2xf32>
      %c1_i32_182 = arith.constant 1 : i32
      %292 = llvm.extractelement %187[%c1_i32_182 : i32] : vector<2xf32>
      %c1_i32_183 = arith.constant 1 : i32
      %293 = llvm.extractelement %198[%c1_i32_183 : i32] : vector<2xf32>
      %thread_id_x_184 = gpu.thread_id  x
      %294 = arith.index_cast %thread_id_x_184 : index to i64
      %c16_i64_185 = arith.constant 16 : i64
      %295 = arith.remsi %294, %c16_i64_185 : i64
      %c16_i64_186 = arith.constant 16 : i64
      %296 = arith.divsi %295, %c16_i64_186 : i64
      %thread_id_x_187 = gpu.thread_id  x
      %297 = arith.index_cast %thread_id_x_187 : index to i64
      %c16_i64_188 = arith.constant 16 : i64
      %298 = arith.remsi %297, %c16_i64_188 : i64
      %c16_i64_189 = arith.constant 16 : i64
      %299 = arith.remsi %298, %c16_i64_189 : i64
      %c16_i64_190 = arith.constant 16 : i64
      %300 = arith.muli %296, %c16_i64_190 : i64
      %301 = arith.addi %299, %300 : i64
      %302 = llvm.getelementptr %103[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %286, %302 : f32, !llvm.ptr<1>
      %thread_id_x_191 = gpu.thread_id  x
      %303 = arith.index_cast %thread_id_x_191 : index to i64
      %c16_i64_192 = arith.constant 16 : i64
      %304 = arith.remsi %303, %c16_i64_192 : i64
      %c16_i64_193 = arith.constant 16 : i64
      %305 = arith.divsi %304, %c16_i64_193 : i64
      %c1_i64_194 = arith.constant 1 : i64
      %306 = arith.addi %305, %c1_i64_194 : i64
      %thread_id_x_195 = gpu.thread_id  x
      %307 = arith.index_cast %thread_id_x_195 : index to i64
      %c16_i64_196 = arith.constant 16 : i64
      %308 = arith.remsi %307, %c16_i64_196 : i64
      %c16_i64_197 = arith.constant 16 : i64
      %309 = arith.remsi %308, %c16_i64_197 : i64
      %c16_i64_198 = arith.constant 16 : i64
      %310 = arith.muli %306, %c16_i64_198 : i64
      %311 = arith.addi %309, %310 : i64
      %312 = llvm.getelementptr %103[%311] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %287, %312 : f32, !llvm.ptr<1>
      %thread_id_x_199 = gpu.thread_id  x
      %313 = arith.index_cast %thread_id_x_199 : index to i64
      %c16_i64_200 = arith.constant 16 : i64
      %314 = arith.remsi %313, %c16_i64_200 : i64
      %c16_i64_201 = arith.constant 16 : i64
      %315 = arith.divsi %314, %c16_i64_201 : i64
      %c2_i64_202 = arith.constant 2 : i64
      %316 = arith.addi %315, %c2_i64_202 : i64
      %thread_id_x_203 = gpu.thread_id  x
      %317 = arith.index_cast %thread_id_x_203 : index to i64
      %c16_i64_204 = arith.constant 16 : i64
      %318 = arith.remsi %317, %c16_i64_204 : i64
      %c16_i64_205 = arith.constant 16 : i64
      %319 = arith.remsi %318, %c16_i64_205 : i64
      %c16_i64_206 = arith.constant 16 : i64
      %320 = arith.muli %316, %c16_i64_206 : i64
      %321 = arith.addi %319, %320 : i64
      %322 = llvm.getelementptr %103[%321] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %288, %322 : f32, !llvm.ptr<1>
      %thread_id_x_207 = gpu.thread_id  x
      %323 = arith.index_cast %thread_id_x_207 : index to i64
      %c16_i64_208 = arith.constant 16 : i64
      %324 = arith.remsi %323, %c16_i64_208 : i64
      %c16_i64_209 = arith.constant 16 : i64
      %325 = arith.divsi %324, %c16_i64_209 : i64
      %c3_i64_210 = arith.constant 3 : i64
      %326 = arith.addi %325, %c3_i64_210 : i64
      %thread_id_x_211 = gpu.thread_id  x
      %327 = arith.index_cast %thread_id_x_211 : index to i64
      %c16_i64_212 = arith.constant 16 : i64
      %328 = arith.remsi %327, %c16_i64_212 : i64
      %c16_i64_213 = arith.constant 16 : i64
      %329 = arith.remsi %328, %c16_i64_213 : i64
      %c16_i64_214 = arith.constant 16 : i64
      %330 = arith.muli %326, %c16_i64_214 : i64
      %331 = arith.addi %329, %330 : i64
      %332 = llvm.getelementptr %103[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %289, %332 : f32, !llvm.ptr<1>
      %thread_id_x_215 = gpu.thread_id  x
      %333 = arith.index_cast %thread_id_x_215 : index to i64
      %c16_i64_216 = arith.constant 16 : i64
      %334 = arith.remsi %333, %c16_i64_216 : i64
      %c16_i64_217 = arith.constant 16 : i64
      %335 = arith.divsi %334, %c16_i64_217 : i64
      %c4_i64_218 = arith.constant 4 : i64
      %336 = arith.addi %335, %c4_i64_218 : i64
      %thread_id_x_219 = gpu.thread_id  x
      %337 = arith.index_cast %thread_id_x_219 : index to i64
      %c16_i64_220 = arith.constant 16 : i64
      %338 = arith.remsi %337, %c16_i64_220 : i64
      %c16_i64_221 = arith.constant 16 : i64
      %339 = arith.remsi %338, %c16_i64_221 : i64
      %c16_i64_222 = arith.constant 16 : i64
      %340 = arith.muli %336, %c16_i64_222 : i64
      %341 = arith.addi %339, %340 : i64
      %342 = llvm.getelementptr %103[%341] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %290, %342 : f32, !llvm.ptr<1>
      %thread_id_x_223 = gpu.thread_id  x
      %343 = arith.index_cast %thread_id_x_223 : index to i64
      %c16_i64_224 = arith.constant 16 : i64
      %344 = arith.remsi %343, %c16_i64_224 : i64
      %c16_i64_225 = arith.constant 16 : i64
      %345 = arith.divsi %344, %c16_i64_225 : i64
      %c5_i64_226 = arith.constant 5 : i64
      %346 = arith.addi %345, %c5_i64_226 : i64
      %thread_id_x_227 = gpu.thread_id  x
      %347 = arith.index_cast %thread_id_x_227 : index to i64
      %c16_i64_228 = arith.constant 16 : i64
      %348 = arith.remsi %347, %c16_i64_228 : i64
      %c16_i64_229 = arith.constant 16 : i64
      %349 = arith.remsi %348, %c16_i64_229 : i64
      %c16_i64_230 = arith.constant 16 : i64
      %350 = arith.muli %346, %c16_i64_230 : i64
      %351 = arith.addi %349, %350 : i64
      %352 = llvm.getelementptr %103[%351] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %291, %352 : f32, !llvm.ptr<1>
      %thread_id_x_231 = gpu.thread_id  x
      %353 = arith.index_cast %thread_id_x_231 : index to i64
      %c16_i64_232 = arith.constant 16 : i64
      %354 = arith.remsi %353, %c16_i64_232 : i64
      %c16_i64_233 = arith.constant 16 : i64
      %355 = arith.divsi %354, %c16_i64_233 : i64
      %c6_i64_234 = arith.constant 6 : i64
      %356 = arith.addi %355, %c6_i64_234 : i64
      %thread_id_x_235 = gpu.thread_id  x
      %357 = arith.index_cast %thread_id_x_235 : index to i64
      %c16_i64_236 = arith.constant 16 : i64
      %358 = arith.remsi %357, %c16_i64_236 : i64
      %c16_i64_237 = arith.constant 16 : i64
      %359 = arith.remsi %358, %c16_i64_237 : i64
      %c16_i64_238 = arith.constant 16 : i64
      %360 = arith.muli %356, %c16_i64_238 : i64
      %361 = arith.addi %359, %360 : i64
      %362 = llvm.getelementptr %103[%361] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %292, %362 : f32, !llvm.ptr<1>
      %thread_id_x_239 = gpu.thread_id  x
      %363 = arith.index_cast %thread_id_x_239 : index to i64
      %c16_i64_240 = arith.constant 16 : i64
      %364 = arith.remsi %363, %c16_i64_240 : i64
      %c16_i64_241 = arith.constant 16 : i64
      %365 = arith.divsi %364, %c16_i64_241 : i64
      %c7_i64_242 = arith.constant 7 : i64
      %366 = arith.addi %365, %c7_i64_242 : i64
      %thread_id_x_243 = gpu.thread_id  x
      %367 = arith.index_cast %thread_id_x_243 : index to i64
      %c16_i64_244 = arith.constant 16 : i64
      %368 = arith.remsi %367, %c16_i64_244 : i64
      %c16_i64_245 = arith.constant 16 : i64
      %369 = arith.remsi %368, %c16_i64_245 : i64
      %c16_i64_246 = arith.constant 16 : i64
      %370 = arith.muli %366, %c16_i64_246 : i64
      %371 = arith.addi %369, %370 : i64
      %372 = llvm.getelementptr %103[%371] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %293, %372 : f32, !llvm.ptr<1>
      %c0_i32_247 = arith.constant 0 : i32
      %373 = llvm.extractelement %121[%c0_i32_247 : i32] : vector<2xf32>
      %374 = arith.bitcast %373 : f32 to i32
      %c2147483647_i32 = arith.constant 2147483647 : i32
      %375 = arith.andi %374, %c2147483647_i32 : i32
      %376 = arith.bitcast %375 : i32 to f32
      %c1_i32_248 = arith.constant 1 : i32
      %377 = llvm.extractelement %121[%c1_i32_248 : i32] : vector<2xf32>
      %378 = arith.bitcast %377 : f32 to i32
      %c2147483647_i32_249 = arith.constant 2147483647 : i32
      %379 = arith.andi %378, %c2147483647_i32_249 : i32
      %380 = arith.bitcast %379 : i32 to f32
      %381 = llvm.intr.maxnum(%376, %380) : (f32, f32) -> f32
      %382 = llvm.intr.minnum(%376, %380) : (f32, f32) -> f32
      %383 = arith.addf %376, %380 : f32
      memref.store %383, %alloca[] : memref<f32>
      %cst = arith.constant 0.000000e+00 : f32
      %384 = arith.cmpf ogt, %381, %cst : f32
      %cst_250 = arith.constant 0x7F800000 : f32
      %385 = arith.cmpf olt, %381, %cst_250 : f32
      %386 = arith.andi %384, %385 : i1
      %387 = arith.cmpf oeq, %383, %383 : f32
      %388 = arith.andi %386, %387 : i1
      scf.if %388 {
        %cst_512 = arith.constant 1.000000e+00 : f32
        memref.store %cst_512, %alloca_30[] : memref<f32>
        %cst_513 = arith.constant 1.1529215E+18 : f32
        %837 = arith.cmpf ogt, %381, %cst_513 : f32
        scf.if %837 {
          %cst_516 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_516, %alloca_30[] : memref<f32>
        }
        %cst_514 = arith.constant 8.67361737E-19 : f32
        %838 = arith.cmpf olt, %381, %cst_514 : f32
        scf.if %838 {
          %cst_516 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_516, %alloca_30[] : memref<f32>
        }
        %839 = memref.load %alloca_30[] : memref<f32>
        %840 = arith.mulf %381, %839 : f32
        %841 = memref.load %alloca_30[] : memref<f32>
        %842 = arith.mulf %382, %841 : f32
        %843 = arith.mulf %842, %842 : f32
        %844 = llvm.intr.fma(%840, %840, %843) : (f32, f32, f32) -> f32
        %845 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%844) : (f32) -> f32
        %846 = arith.mulf %845, %845 : f32
        %847 = arith.negf %846 : f32
        %848 = llvm.intr.fma(%845, %845, %847) : (f32, f32, f32) -> f32
        %849 = arith.mulf %840, %840 : f32
        %850 = arith.negf %849 : f32
        %851 = llvm.intr.fma(%840, %840, %850) : (f32, f32, f32) -> f32
        %852 = arith.subf %849, %846 : f32
        %853 = llvm.intr.fma(%842, %842, %852) : (f32, f32, f32) -> f32
        %854 = arith.subf %851, %848 : f32
        %855 = arith.addf %853, %854 : f32
        %cst_515 = arith.constant 2.000000e+00 : f32
        %856 = arith.mulf %cst_515, %845 : f32
        %857 = arith.divf %855, %856 : f32
        %858 = arith.addf %845, %857 : f32
        %859 = memref.load %alloca_30[] : memref<f32>
        %860 = arith.divf %858, %859 : f32
        memref.store %860, %alloca[] : memref<f32>
      }
      %cst_251 = arith.constant 0x7F800000 : f32
      %389 = arith.cmpf oeq, %376, %cst_251 : f32
      %cst_252 = arith.constant 0x7F800000 : f32
      %390 = arith.cmpf oeq, %380, %cst_252 : f32
      %391 = arith.ori %389, %390 : i1
      scf.if %391 {
        %cst_512 = arith.constant 0x7F800000 : f32
        memref.store %cst_512, %alloca[] : memref<f32>
      }
      %c0_i32_253 = arith.constant 0 : i32
      %392 = llvm.extractelement %132[%c0_i32_253 : i32] : vector<2xf32>
      %393 = arith.bitcast %392 : f32 to i32
      %c2147483647_i32_254 = arith.constant 2147483647 : i32
      %394 = arith.andi %393, %c2147483647_i32_254 : i32
      %395 = arith.bitcast %394 : i32 to f32
      %c1_i32_255 = arith.constant 1 : i32
      %396 = llvm.extractelement %132[%c1_i32_255 : i32] : vector<2xf32>
      %397 = arith.bitcast %396 : f32 to i32
      %c2147483647_i32_256 = arith.constant 2147483647 : i32
      %398 = arith.andi %397, %c2147483647_i32_256 : i32
      %399 = arith.bitcast %398 : i32 to f32
      %400 = llvm.intr.maxnum(%395, %399) : (f32, f32) -> f32
      %401 = llvm.intr.minnum(%395, %399) : (f32, f32) -> f32
      %402 = arith.addf %395, %399 : f32
      memref.store %402, %alloca_31[] : memref<f32>
      %cst_257 = arith.constant 0.000000e+00 : f32
      %403 = arith.cmpf ogt, %400, %cst_257 : f32
      %cst_258 = arith.constant 0x7F800000 : f32
      %404 = arith.cmpf olt, %400, %cst_258 : f32
      %405 = arith.andi %403, %404 : i1
      %406 = arith.cmpf oeq, %402, %402 : f32
      %407 = arith.andi %405, %406 : i1
      scf.if %407 {
        %cst_512 = arith.constant 1.000000e+00 : f32
        memref.store %cst_512, %alloca_32[] : memref<f32>
        %cst_513 = arith.constant 1.1529215E+18 : f32
        %837 = arith.cmpf ogt, %400, %cst_513 : f32
        scf.if %837 {
          %cst_516 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_516, %alloca_32[] : memref<f32>
        }
        %cst_514 = arith.constant 8.67361737E-19 : f32
        %838 = arith.cmpf olt, %400, %cst_514 : f32
        scf.if %838 {
          %cst_516 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_516, %alloca_32[] : memref<f32>
        }
        %839 = memref.load %alloca_32[] : memref<f32>
        %840 = arith.mulf %400, %839 : f32
        %841 = memref.load %alloca_32[] : memref<f32>
        %842 = arith.mulf %401, %841 : f32
        %843 = arith.mulf %842, %842 : f32
        %844 = llvm.intr.fma(%840, %840, %843) : (f32, f32, f32) -> f32
        %845 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%844) : (f32) -> f32
        %846 = arith.mulf %845, %845 : f32
        %847 = arith.negf %846 : f32
        %848 = llvm.intr.fma(%845, %845, %847) : (f32, f32, f32) -> f32
        %849 = arith.mulf %840, %840 : f32
        %850 = arith.negf %849 : f32
        %851 = llvm.intr.fma(%840, %840, %850) : (f32, f32, f32) -> f32
        %852 = arith.subf %849, %846 : f32
        %853 = llvm.intr.fma(%842, %842, %852) : (f32, f32, f32) -> f32
        %854 = arith.subf %851, %848 : f32
        %855 = arith.addf %853, %854 : f32
        %cst_515 = arith.constant 2.000000e+00 : f32
        %856 = arith.mulf %cst_515, %845 : f32
        %857 = arith.divf %855, %856 : f32
        %858 = arith.addf %845, %857 : f32
        %859 = memref.load %alloca_32[] : memref<f32>
        %860 = arith.divf %858, %859 : f32
        memref.store %860, %alloca_31[] : memref<f32>
      }
      %cst_259 = arith.constant 0x7F800000 : f32
      %408 = arith.cmpf oeq, %395, %cst_259 : f32
      %cst_260 = arith.constant 0x7F800000 : f32
      %409 = arith.cmpf oeq, %399, %cst_260 : f32
      %410 = arith.ori %408, %409 : i1
      scf.if %410 {
        %cst_512 = arith.constant 0x7F800000 : f32
        memref.store %cst_512, %alloca_31[] : memref<f32>
      }
      %c0_i32_261 = arith.constant 0 : i32
      %411 = llvm.extractelement %143[%c0_i32_261 : i32] : vector<2xf32>
      %412 = arith.bitcast %411 : f32 to i32
      %c2147483647_i32_262 = arith.constant 2147483647 : i32
      %413 = arith.andi %412, %c2147483647_i32_262 : i32
      %414 = arith.bitcast %413 : i32 to f32
      %c1_i32_263 = arith.constant 1 : i32
      %415 = llvm.extractelement %143[%c1_i32_263 : i32] : vector<2xf32>
      %416 = arith.bitcast %415 : f32 to i32
      %c2147483647_i32_264 = arith.constant 2147483647 : i32
      %417 = arith.andi %416, %c2147483647_i32_264 : i32
      %418 = arith.bitcast %417 : i32 to f32
      %419 = llvm.intr.maxnum(%414, %418) : (f32, f32) -> f32
      %420 = llvm.intr.minnum(%414, %418) : (f32, f32) -> f32
      %421 = arith.addf %414, %418 : f32
      memref.store %421, %alloca_33[] : memref<f32>
      %cst_265 = arith.constant 0.000000e+00 : f32
      %422 = arith.cmpf ogt, %419, %cst_265 : f32
      %cst_266 = arith.constant 0x7F800000 : f32
      %423 = arith.cmpf olt, %419, %cst_266 : f32
      %424 = arith.andi %422, %423 : i1
      %425 = arith.cmpf oeq, %421, %421 : f32
      %426 = arith.andi %424, %425 : i1
      scf.if %426 {
        %cst_512 = arith.constant 1.000000e+00 : f32
        memref.store %cst_512, %alloca_34[] : memref<f32>
        %cst_513 = arith.constant 1.1529215E+18 : f32
        %837 = arith.cmpf ogt, %419, %cst_513 : f32
        scf.if %837 {
          %cst_516 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_516, %alloca_34[] : memref<f32>
        }
        %cst_514 = arith.constant 8.67361737E-19 : f32
        %838 = arith.cmpf olt, %419, %cst_514 : f32
        scf.if %838 {
          %cst_516 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_516, %alloca_34[] : memref<f32>
        }
        %839 = memref.load %alloca_34[] : memref<f32>
        %840 = arith.mulf %419, %839 : f32
        %841 = memref.load %alloca_34[] : memref<f32>
        %842 = arith.mulf %420, %841 : f32
        %843 = arith.mulf %842, %842 : f32
        %844 = llvm.intr.fma(%840, %840, %843) : (f32, f32, f32) -> f32
        %845 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%844) : (f32) -> f32
        %846 = arith.mulf %845, %845 : f32
        %847 = arith.negf %846 : f32
        %848 = llvm.intr.fma(%845, %845, %847) : (f32, f32, f32) -> f32
        %849 = arith.mulf %840, %840 : f32
        %850 = arith.negf %849 : f32
        %851 = llvm.intr.fma(%840, %840, %850) : (f32, f32, f32) -> f32
        %852 = arith.subf %849, %846 : f32
        %853 = llvm.intr.fma(%842, %842, %852) : (f32, f32, f32) -> f32
        %854 = arith.subf %851, %848 : f32
        %855 = arith.addf %853, %854 : f32
        %cst_515 = arith.constant 2.000000e+00 : f32
        %856 = arith.mulf %cst_515, %845 : f32
        %857 = arith.divf %855, %856 : f32
        %858 = arith.addf %845, %857 : f32
        %859 = memref.load %alloca_34[] : memref<f32>
        %860 = arith.divf %858, %859 : f32
        memref.store %860, %alloca_33[] : memref<f32>
      }
      %cst_267 = arith.constant 0x7F800000 : f32
      %427 = arith.cmpf oeq, %414, %cst_267 : f32
      %cst_268 = arith.constant 0x7F800000 : f32
      %428 = arith.cmpf oeq, %418, %cst_268 : f32
      %429 = arith.ori %427, %428 : i1
      scf.if %429 {
        %cst_512 = arith.constant 0x7F800000 : f32
        memref.store %cst_512, %alloca_33[] : memref<f32>
      }
      %c0_i32_269 = arith.constant 0 : i32
      %430 = llvm.extractelement %154[%c0_i32_269 : i32] : vector<2xf32>
      %431 = arith.bitcast %430 : f32 to i32
      %c2147483647_i32_270 = arith.constant 2147483647 : i32
      %432 = arith.andi %431, %c2147483647_i32_270 : i32
      %433 = arith.bitcast %432 : i32 to f32
      %c1_i32_271 = arith.constant 1 : i32
      %434 = llvm.extractelement %154[%c1_i32_271 : i32] : vector<2xf32>
      %435 = arith.bitcast %434 : f32 to i32
      %c2147483647_i32_272 = arith.constant 2147483647 : i32
      %436 = arith.andi %435, %c2147483647_i32_272 : i32
      %437 = arith.bitcast %436 : i32 to f32
      %438 = llvm.intr.maxnum(%433, %437) : (f32, f32) -> f32
      %439 = llvm.intr.minnum(%433, %437) : (f32, f32) -> f32
      %440 = arith.addf %433, %437 : f32
      memref.store %440, %alloca_35[] : memref<f32>
      %cst_273 = arith.constant 0.000000e+00 : f32
      %441 = arith.cmpf ogt, %438, %cst_273 : f32
      %cst_274 = arith.constant 0x7F800000 : f32
      %442 = arith.cmpf olt, %438, %cst_274 : f32
      %443 = arith.andi %441, %442 : i1
      %444 = arith.cmpf oeq, %440, %440 : f32
      %445 = arith.andi %443, %444 : i1
      scf.if %445 {
        %cst_512 = arith.constant 1.000000e+00 : f32
        memref.store %cst_512, %alloca_36[] : memref<f32>
        %cst_513 = arith.constant 1.1529215E+18 : f32
        %837 = arith.cmpf ogt, %438, %cst_513 : f32
        scf.if %837 {
          %cst_516 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_516, %alloca_36[] : memref<f32>
        }
        %cst_514 = arith.constant 8.67361737E-19 : f32
        %838 = arith.cmpf olt, %438, %cst_514 : f32
        scf.if %838 {
          %cst_516 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_516, %alloca_36[] : memref<f32>
        }
        %839 = memref.load %alloca_36[] : memref<f32>
        %840 = arith.mulf %438, %839 : f32
        %841 = memref.load %alloca_36[] : memref<f32>
        %842 = arith.mulf %439, %841 : f32
        %843 = arith.mulf %842, %842 : f32
        %844 = llvm.intr.fma(%840, %840, %843) : (f32, f32, f32) -> f32
        %845 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%844) : (f32) -> f32
        %846 = arith.mulf %845, %845 : f32
        %847 = arith.negf %846 : f32
        %848 = llvm.intr.fma(%845, %845, %847) : (f32, f32, f32) -> f32
        %849 = arith.mulf %840, %840 : f32
        %850 = arith.negf %849 : f32
        %851 = llvm.intr.fma(%840, %840, %850) : (f32, f32, f32) -> f32
        %852 = arith.subf %849, %846 : f32
        %853 = llvm.intr.fma(%842, %842, %852) : (f32, f32, f32) -> f32
        %854 = arith.subf %851, %848 : f32
        %855 = arith.addf %853, %854 : f32
        %cst_515 = arith.constant 2.000000e+00 : f32
        %856 = arith.mulf %cst_515, %845 : f32
        %857 = arith.divf %855, %856 : f32
        %858 = arith.addf %845, %857 : f32
        %859 = memref.load %alloca_36[] : memref<f32>
        %860 = arith.divf %858, %859 : f32
        memref.store %860, %alloca_35[] : memref<f32>
      }
      %cst_275 = arith.constant 0x7F800000 : f32
      %446 = arith.cmpf oeq, %433, %cst_275 : f32
      %cst_276 = arith.constant 0x7F800000 : f32
      %447 = arith.cmpf oeq, %437, %cst_276 : f32
      %448 = arith.ori %446, %447 : i1
      scf.if %448 {
        %cst_512 = arith.constant 0x7F800000 : f32
        memref.store %cst_512, %alloca_35[] : memref<f32>
      }
      %c0_i32_277 = arith.constant 0 : i32
      %449 = llvm.extractelement %165[%c0_i32_277 : i32] : vector<2xf32>
      %450 = arith.bitcast %449 : f32 to i32
      %c2147483647_i32_278 = arith.constant 2147483647 : i32
      %451 = arith.andi %450, %c2147483647_i32_278 : i32
      %452 = arith.bitcast %451 : i32 to f32
      %c1_i32_279 = arith.constant 1 : i32
      %453 = llvm.extractelement %165[%c1_i32_279 : i32] : vector<2xf32>
      %454 = arith.bitcast %453 : f32 to i32
      %c2147483647_i32_280 = arith.constant 2147483647 : i32
      %455 = arith.andi %454, %c2147483647_i32_280 : i32
      %456 = arith.bitcast %455 : i32 to f32
      %457 = llvm.intr.maxnum(%452, %456) : (f32, f32) -> f32
      %458 = llvm.intr.minnum(%452, %456) : (f32, f32) -> f32
      %459 = arith.addf %452, %456 : f32
      memref.store %459, %alloca_37[] : memref<f32>
      %cst_281 = arith.constant 0.000000e+00 : f32
      %460 = arith.cmpf ogt, %457, %cst_281 : f32
      %cst_282 = arith.constant 0x7F800000 : f32
      %461 = arith.cmpf olt, %457, %cst_282 : f32
      %462 = arith.andi %460, %461 : i1
      %463 = arith.cmpf oeq, %459, %459 : f32
      %464 = arith.andi %462, %463 : i1
      scf.if %464 {
        %cst_512 = arith.constant 1.000000e+00 : f32
        memref.store %cst_512, %alloca_38[] : memref<f32>
        %cst_513 = arith.constant 1.1529215E+18 : f32
        %837 = arith.cmpf ogt, %457, %cst_513 : f32
        scf.if %837 {
          %cst_516 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_516, %alloca_38[] : memref<f32>
        }
        %cst_514 = arith.constant 8.67361737E-19 : f32
        %838 = arith.cmpf olt, %457, %cst_514 : f32
        scf.if %838 {
          %cst_516 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_516, %alloca_38[] : memref<f32>
        }
        %839 = memref.load %alloca_38[] : memref<f32>
        %840 = arith.mulf %457, %839 : f32
        %841 = memref.load %alloca_38[] : memref<f32>
        %842 = arith.mulf %458, %841 : f32
        %843 = arith.mulf %842, %842 : f32
        %844 = llvm.intr.fma(%840, %840, %843) : (f32, f32, f32) -> f32
        %845 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%844) : (f32) -> f32
        %846 = arith.mulf %845, %845 : f32
        %847 = arith.negf %846 : f32
        %848 = llvm.intr.fma(%845, %845, %847) : (f32, f32, f32) -> f32
        %849 = arith.mulf %840, %840 : f32
        %850 = arith.negf %849 : f32
        %851 = llvm.intr.fma(%840, %840, %850) : (f32, f32, f32) -> f32
        %852 = arith.subf %849, %846 : f32
        %853 = llvm.intr.fma(%842, %842, %852) : (f32, f32, f32) -> f32
        %854 = arith.subf %851, %848 : f32
        %855 = arith.addf %853, %854 : f32
        %cst_515 = arith.constant 2.000000e+00 : f32
        %856 = arith.mulf %cst_515, %845 : f32
        %857 = arith.divf %855, %856 : f32
        %858 = arith.addf %845, %857 : f32
        %859 = memref.load %alloca_38[] : memref<f32>
        %860 = arith.divf %858, %859 : f32
        memref.store %860, %alloca_37[] : memref<f32>
      }
      %cst_283 = arith.constant 0x7F800000 : f32
      %465 = arith.cmpf oeq, %452, %cst_283 : f32
      %cst_284 = arith.constant 0x7F800000 : f32
      %466 = arith.cmpf oeq, %456, %cst_284 : f32
      %467 = arith.ori %465, %466 : i1
      scf.if %467 {
        %cst_512 = arith.constant 0x7F800000 : f32
        memref.store %cst_512, %alloca_37[] : memref<f32>
      }
      %c0_i32_285 = arith.constant 0 : i32
      %468 = llvm.extractelement %176[%c0_i32_285 : i32] : vector<2xf32>
      %469 = arith.bitcast %468 : f32 to i32
      %c2147483647_i32_286 = arith.constant 2147483647 : i32
      %470 = arith.andi %469, %c2147483647_i32_286 : i32
      %471 = arith.bitcast %470 : i32 to f32
      %c1_i32_287 = arith.constant 1 : i32
      %472 = llvm.extractelement %176[%c1_i32_287 : i32] : vector<2xf32>
      %473 = arith.bitcast %472 : f32 to i32
      %c2147483647_i32_288 = arith.constant 2147483647 : i32
      %474 = arith.andi %473, %c2147483647_i32_288 : i32
      %475 = arith.bitcast %474 : i32 to f32
      %476 = llvm.intr.maxnum(%471, %475) : (f32, f32) -> f32
      %477 = llvm.intr.minnum(%471, %475) : (f32, f32) -> f32
      %478 = arith.addf %471, %475 : f32
      memref.store %478, %alloca_39[] : memref<f32>
      %cst_289 = arith.constant 0.000000e+00 : f32
      %479 = arith.cmpf ogt, %476, %cst_289 : f32
      %cst_290 = arith.constant 0x7F800000 : f32
      %480 = arith.cmpf olt, %476, %cst_290 : f32
      %481 = arith.andi %479, %480 : i1
      %482 = arith.cmpf oeq, %478, %478 : f32
      %483 = arith.andi %481, %482 : i1
      scf.if %483 {
        %cst_512 = arith.constant 1.000000e+00 : f32
        memref.store %cst_512, %alloca_40[] : memref<f32>
        %cst_513 = arith.constant 1.1529215E+18 : f32
        %837 = arith.cmpf ogt, %476, %cst_513 : f32
        scf.if %837 {
          %cst_516 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_516, %alloca_40[] : memref<f32>
        }
        %cst_514 = arith.constant 8.67361737E-19 : f32
        %838 = arith.cmpf olt, %476, %cst_514 : f32
        scf.if %838 {
          %cst_516 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_516, %alloca_40[] : memref<f32>
        }
        %839 = memref.load %alloca_40[] : memref<f32>
        %840 = arith.mulf %476, %839 : f32
        %841 = memref.load %alloca_40[] : memref<f32>
        %842 = arith.mulf %477, %841 : f32
        %843 = arith.mulf %842, %842 : f32
        %844 = llvm.intr.fma(%840, %840, %843) : (f32, f32, f32) -> f32
        %845 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%844) : (f32) -> f32
        %846 = arith.mulf %845, %845 : f32
        %847 = arith.negf %846 : f32
        %848 = llvm.intr.fma(%845, %845, %847) : (f32, f32, f32) -> f32
        %849 = arith.mulf %840, %840 : f32
        %850 = arith.negf %849 : f32
        %851 = llvm.intr.fma(%840, %840, %850) : (f32, f32, f32) -> f32
        %852 = arith.subf %849, %846 : f32
        %853 = llvm.intr.fma(%842, %842, %852) : (f32, f32, f32) -> f32
        %854 = arith.subf %851, %848 : f32
        %855 = arith.addf %853, %854 : f32
        %cst_515 = arith.constant 2.000000e+00 : f32
        %856 = arith.mulf %cst_515, %845 : f32
        %857 = arith.divf %855, %856 : f32
        %858 = arith.addf %845, %857 : f32
        %859 = memref.load %alloca_40[] : memref<f32>
        %860 = arith.divf %858, %859 : f32
        memref.store %860, %alloca_39[] : memref<f32>
      }
      %cst_291 = arith.constant 0x7F800000 : f32
      %484 = arith.cmpf oeq, %471, %cst_291 : f32
      %cst_292 = arith.constant 0x7F800000 : f32
      %485 = arith.cmpf oeq, %475, %cst_292 : f32
      %486 = arith.ori %484, %485 : i1
      scf.if %486 {
        %cst_512 = arith.constant 0x7F800000 : f32
        memref.store %cst_512, %alloca_39[] : memref<f32>
      }
      %c0_i32_293 = arith.constant 0 : i32
      %487 = llvm.extractelement %187[%c0_i32_293 : i32] : vector<2xf32>
      %488 = arith.bitcast %487 : f32 to i32
      %c2147483647_i32_294 = arith.constant 2147483647 : i32
      %489 = arith.andi %488, %c2147483647_i32_294 : i32
      %490 = arith.bitcast %489 : i32 to f32
      %c1_i32_295 = arith.constant 1 : i32
      %491 = llvm.extractelement %187[%c1_i32_295 : i32] : vector<2xf32>
      %492 = arith.bitcast %491 : f32 to i32
      %c2147483647_i32_296 = arith.constant 2147483647 : i32
      %493 = arith.andi %492, %c2147483647_i32_296 : i32
      %494 = arith.bitcast %493 : i32 to f32
      %495 = llvm.intr.maxnum(%490, %494) : (f32, f32) -> f32
      %496 = llvm.intr.minnum(%490, %494) : (f32, f32) -> f32
      %497 = arith.addf %490, %494 : f32
      memref.store %497, %alloca_41[] : memref<f32>
      %cst_297 = arith.constant 0.000000e+00 : f32
      %498 = arith.cmpf ogt, %495, %cst_297 : f32
      %cst_298 = arith.constant 0x7F800000 : f32
      %499 = arith.cmpf olt, %495, %cst_298 : f32
      %500 = arith.andi %498, %499 : i1
      %501 = arith.cmpf oeq, %497, %497 : f32
      %502 = arith.andi %500, %501 : i1
      scf.if %502 {
        %cst_512 = arith.constant 1.000000e+00 : f32
        memref.store %cst_512, %alloca_42[] : memref<f32>
        %cst_513 = arith.constant 1.1529215E+18 : f32
        %837 = arith.cmpf ogt, %495, %cst_513 : f32
        scf.if %837 {
          %cst_516 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_516, %alloca_42[] : memref<f32>
        }
        %cst_514 = arith.constant 8.67361737E-19 : f32
        %838 = arith.cmpf olt, %495, %cst_514 : f32
        scf.if %838 {
          %cst_516 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_516, %alloca_42[] : memref<f32>
        }
        %839 = memref.load %alloca_42[] : memref<f32>
        %840 = arith.mulf %495, %839 : f32
        %841 = memref.load %alloca_42[] : memref<f32>
        %842 = arith.mulf %496, %841 : f32
        %843 = arith.mulf %842, %842 : f32
        %844 = llvm.intr.fma(%840, %840, %843) : (f32, f32, f32) -> f32
        %845 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%844) : (f32) -> f32
        %846 = arith.mulf %845, %845 : f32
        %847 = arith.negf %846 : f32
        %848 = llvm.intr.fma(%845, %845, %847) : (f32, f32, f32) -> f32
        %849 = arith.mulf %840, %840 : f32
        %850 = arith.negf %849 : f32
        %851 = llvm.intr.fma(%840, %840, %850) : (f32, f32, f32) -> f32
        %852 = arith.subf %849, %846 : f32
        %853 = llvm.intr.fma(%842, %842, %852) : (f32, f32, f32) -> f32
        %854 = arith.subf %851, %848 : f32
        %855 = arith.addf %853, %854 : f32
        %cst_515 = arith.constant 2.000000e+00 : f32
        %856 = arith.mulf %cst_515, %845 : f32
        %857 = arith.divf %855, %856 : f32
        %858 = arith.addf %845, %857 : f32
        %859 = memref.load %alloca_42[] : memref<f32>
        %860 = arith.divf %858, %859 : f32
        memref.store %860, %alloca_41[] : memref<f32>
      }
      %cst_299 = arith.constant 0x7F800000 : f32
      %503 = arith.cmpf oeq, %490, %cst_299 : f32
      %cst_300 = arith.constant 0x7F800000 : f32
      %504 = arith.cmpf oeq, %494, %cst_300 : f32
      %505 = arith.ori %503, %504 : i1
      scf.if %505 {
        %cst_512 = arith.constant 0x7F800000 : f32
        memref.store %cst_512, %alloca_41[] : memref<f32>
      }
      %c0_i32_301 = arith.constant 0 : i32
      %506 = llvm.extractelement %198[%c0_i32_301 : i32] : vector<2xf32>
      %507 = arith.bitcast %506 : f32 to i32
      %c2147483647_i32_302 = arith.constant 2147483647 : i32
      %508 = arith.andi %507, %c2147483647_i32_302 : i32
      %509 = arith.bitcast %508 : i32 to f32
      %c1_i32_303 = arith.constant 1 : i32
      %510 = llvm.extractelement %198[%c1_i32_303 : i32] : vector<2xf32>
      %511 = arith.bitcast %510 : f32 to i32
      %c2147483647_i32_304 = arith.constant 2147483647 : i32
      %512 = arith.andi %511, %c2147483647_i32_304 : i32
      %513 = arith.bitcast %512 : i32 to f32
      %514 = llvm.intr.maxnum(%509, %513) : (f32, f32) -> f32
      %515 = llvm.intr.minnum(%509, %513) : (f32, f32) -> f32
      %516 = arith.addf %509, %513 : f32
      memref.store %516, %alloca_43[] : memref<f32>
      %cst_305 = arith.constant 0.000000e+00 : f32
      %517 = arith.cmpf ogt, %514, %cst_305 : f32
      %cst_306 = arith.constant 0x7F800000 : f32
      %518 = arith.cmpf olt, %514, %cst_306 : f32
      %519 = arith.andi %517, %518 : i1
      %520 = arith.cmpf oeq, %516, %516 : f32
      %521 = arith.andi %519, %520 : i1
      scf.if %521 {
        %cst_512 = arith.constant 1.000000e+00 : f32
        memref.store %cst_512, %alloca_44[] : memref<f32>
        %cst_513 = arith.constant 1.1529215E+18 : f32
        %837 = arith.cmpf ogt, %514, %cst_513 : f32
        scf.if %837 {
          %cst_516 = arith.constant 8.47032947E-22 : f32
          memref.store %cst_516, %alloca_44[] : memref<f32>
        }
        %cst_514 = arith.constant 8.67361737E-19 : f32
        %838 = arith.cmpf olt, %514, %cst_514 : f32
        scf.if %838 {
          %cst_516 = arith.constant 1.2676506E+30 : f32
          memref.store %cst_516, %alloca_44[] : memref<f32>
        }
        %839 = memref.load %alloca_44[] : memref<f32>
        %840 = arith.mulf %514, %839 : f32
        %841 = memref.load %alloca_44[] : memref<f32>
        %842 = arith.mulf %515, %841 : f32
        %843 = arith.mulf %842, %842 : f32
        %844 = llvm.intr.fma(%840, %840, %843) : (f32, f32, f32) -> f32
        %845 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%844) : (f32) -> f32
        %846 = arith.mulf %845, %845 : f32
        %847 = arith.negf %846 : f32
        %848 = llvm.intr.fma(%845, %845, %847) : (f32, f32, f32) -> f32
        %849 = arith.mulf %840, %840 : f32
        %850 = arith.negf %849 : f32
        %851 = llvm.intr.fma(%840, %840, %850) : (f32, f32, f32) -> f32
        %852 = arith.subf %849, %846 : f32
        %853 = llvm.intr.fma(%842, %842, %852) : (f32, f32, f32) -> f32
        %854 = arith.subf %851, %848 : f32
        %855 = arith.addf %853, %854 : f32
        %cst_515 = arith.constant 2.000000e+00 : f32
        %856 = arith.mulf %cst_515, %845 : f32
        %857 = arith.divf %855, %856 : f32
        %858 = arith.addf %845, %857 : f32
        %859 = memref.load %alloca_44[] : memref<f32>
        %860 = arith.divf %858, %859 : f32
        memref.store %860, %alloca_43[] : memref<f32>
      }
      %cst_307 = arith.constant 0x7F800000 : f32
      %522 = arith.cmpf oeq, %509, %cst_307 : f32
      %cst_308 = arith.constant 0x7F800000 : f32
      %523 = arith.cmpf oeq, %513, %cst_308 : f32
      %524 = arith.ori %522, %523 : i1
      scf.if %524 {
        %cst_512 = arith.constant 0x7F800000 : f32
        memref.store %cst_512, %alloca_43[] : memref<f32>
      }
      %thread_id_x_309 = gpu.thread_id  x
      %525 = arith.index_cast %thread_id_x_309 : index to i64
      %c16_i64_310 = arith.constant 16 : i64
      %526 = arith.remsi %525, %c16_i64_310 : i64
      %c16_i64_311 = arith.constant 16 : i64
      %527 = arith.divsi %526, %c16_i64_311 : i64
      %thread_id_x_312 = gpu.thread_id  x
      %528 = arith.index_cast %thread_id_x_312 : index to i64
      %c16_i64_313 = arith.constant 16 : i64
      %529 = arith.remsi %528, %c16_i64_313 : i64
      %c16_i64_314 = arith.constant 16 : i64
      %530 = arith.remsi %529, %c16_i64_314 : i64
      %531 = memref.load %alloca[] : memref<f32>
      %c16_i64_315 = arith.constant 16 : i64
      %532 = arith.muli %527, %c16_i64_315 : i64
      %533 = arith.addi %530, %532 : i64
      %534 = llvm.getelementptr %105[%533] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %531, %534 : f32, !llvm.ptr<1>
      %thread_id_x_316 = gpu.thread_id  x
      %535 = arith.index_cast %thread_id_x_316 : index to i64
      %c16_i64_317 = arith.constant 16 : i64
      %536 = arith.remsi %535, %c16_i64_317 : i64
      %c16_i64_318 = arith.constant 16 : i64
      %537 = arith.divsi %536, %c16_i64_318 : i64
      %c1_i64_319 = arith.constant 1 : i64
      %538 = arith.addi %537, %c1_i64_319 : i64
      %thread_id_x_320 = gpu.thread_id  x
      %539 = arith.index_cast %thread_id_x_320 : index to i64
      %c16_i64_321 = arith.constant 16 : i64
      %540 = arith.remsi %539, %c16_i64_321 : i64
      %c16_i64_322 = arith.constant 16 : i64
      %541 = arith.remsi %540, %c16_i64_322 : i64
      %542 = memref.load %alloca_31[] : memref<f32>
      %c16_i64_323 = arith.constant 16 : i64
      %543 = arith.muli %538, %c16_i64_323 : i64
      %544 = arith.addi %541, %543 : i64
      %545 = llvm.getelementptr %105[%544] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %542, %545 : f32, !llvm.ptr<1>
      %thread_id_x_324 = gpu.thread_id  x
      %546 = arith.index_cast %thread_id_x_324 : index to i64
      %c16_i64_325 = arith.constant 16 : i64
      %547 = arith.remsi %546, %c16_i64_325 : i64
      %c16_i64_326 = arith.constant 16 : i64
      %548 = arith.divsi %547, %c16_i64_326 : i64
      %c2_i64_327 = arith.constant 2 : i64
      %549 = arith.addi %548, %c2_i64_327 : i64
      %thread_id_x_328 = gpu.thread_id  x
      %550 = arith.index_cast %thread_id_x_328 : index to i64
      %c16_i64_329 = arith.constant 16 : i64
      %551 = arith.remsi %550, %c16_i64_329 : i64
      %c16_i64_330 = arith.constant 16 : i64
      %552 = arith.remsi %551, %c16_i64_330 : i64
      %553 = memref.load %alloca_33[] : memref<f32>
      %c16_i64_331 = arith.constant 16 : i64
      %554 = arith.muli %549, %c16_i64_331 : i64
      %555 = arith.addi %552, %554 : i64
      %556 = llvm.getelementptr %105[%555] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %553, %556 : f32, !llvm.ptr<1>
      %thread_id_x_332 = gpu.thread_id  x
      %557 = arith.index_cast %thread_id_x_332 : index to i64
      %c16_i64_333 = arith.constant 16 : i64
      %558 = arith.remsi %557, %c16_i64_333 : i64
      %c16_i64_334 = arith.constant 16 : i64
      %559 = arith.divsi %558, %c16_i64_334 : i64
      %c3_i64_335 = arith.constant 3 : i64
      %560 = arith.addi %559, %c3_i64_335 : i64
      %thread_id_x_336 = gpu.thread_id  x
      %561 = arith.index_cast %thread_id_x_336 : index to i64
      %c16_i64_337 = arith.constant 16 : i64
      %562 = arith.remsi %561, %c16_i64_337 : i64
      %c16_i64_338 = arith.constant 16 : i64
      %563 = arith.remsi %562, %c16_i64_338 : i64
      %564 = memref.load %alloca_35[] : memref<f32>
      %c16_i64_339 = arith.constant 16 : i64
      %565 = arith.muli %560, %c16_i64_339 : i64
      %566 = arith.addi %563, %565 : i64
      %567 = llvm.getelementptr %105[%566] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %564, %567 : f32, !llvm.ptr<1>
      %thread_id_x_340 = gpu.thread_id  x
      %568 = arith.index_cast %thread_id_x_340 : index to i64
      %c16_i64_341 = arith.constant 16 : i64
      %569 = arith.remsi %568, %c16_i64_341 : i64
      %c16_i64_342 = arith.constant 16 : i64
      %570 = arith.divsi %569, %c16_i64_342 : i64
      %c4_i64_343 = arith.constant 4 : i64
      %571 = arith.addi %570, %c4_i64_343 : i64
      %thread_id_x_344 = gpu.thread_id  x
      %572 = arith.index_cast %thread_id_x_344 : index to i64
      %c16_i64_345 = arith.constant 16 : i64
      %573 = arith.remsi %572, %c16_i64_345 : i64
      %c16_i64_346 = arith.constant 16 : i64
      %574 = arith.remsi %573, %c16_i64_346 : i64
      %575 = memref.load %alloca_37[] : memref<f32>
      %c16_i64_347 = arith.constant 16 : i64
      %576 = arith.muli %571, %c16_i64_347 : i64
      %577 = arith.addi %574, %576 : i64
      %578 = llvm.getelementptr %105[%577] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %575, %578 : f32, !llvm.ptr<1>
      %thread_id_x_348 = gpu.thread_id  x
      %579 = arith.index_cast %thread_id_x_348 : index to i64
      %c16_i64_349 = arith.constant 16 : i64
      %580 = arith.remsi %579, %c16_i64_349 : i64
      %c16_i64_350 = arith.constant 16 : i64
      %581 = arith.divsi %580, %c16_i64_350 : i64
      %c5_i64_351 = arith.constant 5 : i64
      %582 = arith.addi %581, %c5_i64_351 : i64
      %thread_id_x_352 = gpu.thread_id  x
      %583 = arith.index_cast %thread_id_x_352 : index to i64
      %c16_i64_353 = arith.constant 16 : i64
      %584 = arith.remsi %583, %c16_i64_353 : i64
      %c16_i64_354 = arith.constant 16 : i64
      %585 = arith.remsi %584, %c16_i64_354 : i64
      %586 = memref.load %alloca_39[] : memref<f32>
      %c16_i64_355 = arith.constant 16 : i64
      %587 = arith.muli %582, %c16_i64_355 : i64
      %588 = arith.addi %585, %587 : i64
      %589 = llvm.getelementptr %105[%588] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %586, %589 : f32, !llvm.ptr<1>
      %thread_id_x_356 = gpu.thread_id  x
      %590 = arith.index_cast %thread_id_x_356 : index to i64
      %c16_i64_357 = arith.constant 16 : i64
      %591 = arith.remsi %590, %c16_i64_357 : i64
      %c16_i64_358 = arith.constant 16 : i64
      %592 = arith.divsi %591, %c16_i64_358 : i64
      %c6_i64_359 = arith.constant 6 : i64
      %593 = arith.addi %592, %c6_i64_359 : i64
      %thread_id_x_360 = gpu.thread_id  x
      %594 = arith.index_cast %thread_id_x_360 : index to i64
      %c16_i64_361 = arith.constant 16 : i64
      %595 = arith.remsi %594, %c16_i64_361 : i64
      %c16_i64_362 = arith.constant 16 : i64
      %596 = arith.remsi %595, %c16_i64_362 : i64
      %597 = memref.load %alloca_41[] : memref<f32>
      %c16_i64_363 = arith.constant 16 : i64
      %598 = arith.muli %593, %c16_i64_363 : i64
      %599 = arith.addi %596, %598 : i64
      %600 = llvm.getelementptr %105[%599] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %597, %600 : f32, !llvm.ptr<1>
      %thread_id_x_364 = gpu.thread_id  x
      %601 = arith.index_cast %thread_id_x_364 : index to i64
      %c16_i64_365 = arith.constant 16 : i64
      %602 = arith.remsi %601, %c16_i64_365 : i64
      %c16_i64_366 = arith.constant 16 : i64
      %603 = arith.divsi %602, %c16_i64_366 : i64
      %c7_i64_367 = arith.constant 7 : i64
      %604 = arith.addi %603, %c7_i64_367 : i64
      %thread_id_x_368 = gpu.thread_id  x
      %605 = arith.index_cast %thread_id_x_368 : index to i64
      %c16_i64_369 = arith.constant 16 : i64
      %606 = arith.remsi %605, %c16_i64_369 : i64
      %c16_i64_370 = arith.constant 16 : i64
      %607 = arith.remsi %606, %c16_i64_370 : i64
      %608 = memref.load %alloca_43[] : memref<f32>
      %c16_i64_371 = arith.constant 16 : i64
      %609 = arith.muli %604, %c16_i64_371 : i64
      %610 = arith.addi %607, %609 : i64
      %611 = llvm.getelementptr %105[%610] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %608, %611 : f32, !llvm.ptr<1>
      %thread_id_x_372 = gpu.thread_id  x
      %612 = arith.index_cast %thread_id_x_372 : index to i64
      %c16_i64_373 = arith.constant 16 : i64
      %613 = arith.remsi %612, %c16_i64_373 : i64
      %c16_i64_374 = arith.constant 16 : i64
      %614 = arith.divsi %613, %c16_i64_374 : i64
      %thread_id_x_375 = gpu.thread_id  x
      %615 = arith.index_cast %thread_id_x_375 : index to i64
      %c16_i64_376 = arith.constant 16 : i64
      %616 = arith.remsi %615, %c16_i64_376 : i64
      %c16_i64_377 = arith.constant 16 : i64
      %617 = arith.remsi %616, %c16_i64_377 : i64
      %c16_i64_378 = arith.constant 16 : i64
      %618 = arith.muli %614, %c16_i64_378 : i64
      %619 = arith.addi %617, %618 : i64
      %620 = llvm.getelementptr %107[%619] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %621 = llvm.load %620 : !llvm.ptr<1> -> vector<2xf64>
      %thread_id_x_379 = gpu.thread_id  x
      %622 = arith.index_cast %thread_id_x_379 : index to i64
      %c16_i64_380 = arith.constant 16 : i64
      %623 = arith.remsi %622, %c16_i64_380 : i64
      %c16_i64_381 = arith.constant 16 : i64
      %624 = arith.divsi %623, %c16_i64_381 : i64
      %c1_i64_382 = arith.constant 1 : i64
      %625 = arith.addi %624, %c1_i64_382 : i64
      %thread_id_x_383 = gpu.thread_id  x
      %626 = arith.index_cast %thread_id_x_383 : index to i64
      %c16_i64_384 = arith.constant 16 : i64
      %627 = arith.remsi %626, %c16_i64_384 : i64
      %c16_i64_385 = arith.constant 16 : i64
      %628 = arith.remsi %627, %c16_i64_385 : i64
      %c16_i64_386 = arith.constant 16 : i64
      %629 = arith.muli %625, %c16_i64_386 : i64
      %630 = arith.addi %628, %629 : i64
      %631 = llvm.getelementptr %107[%630] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %632 = llvm.load %631 : !llvm.ptr<1> -> vector<2xf64>
      %thread_id_x_387 = gpu.thread_id  x
      %633 = arith.index_cast %thread_id_x_387 : index to i64
      %c16_i64_388 = arith.constant 16 : i64
      %634 = arith.remsi %633, %c16_i64_388 : i64
      %c16_i64_389 = arith.constant 16 : i64
      %635 = arith.divsi %634, %c16_i64_389 : i64
      %c2_i64_390 = arith.constant 2 : i64
      %636 = arith.addi %635, %c2_i64_390 : i64
      %thread_id_x_391 = gpu.thread_id  x
      %637 = arith.index_cast %thread_id_x_391 : index to i64
      %c16_i64_392 = arith.constant 16 : i64
      %638 = arith.remsi %637, %c16_i64_392 : i64
      %c16_i64_393 = arith.constant 16 : i64
      %639 = arith.remsi %638, %c16_i64_393 : i64
      %c16_i64_394 = arith.constant 16 : i64
      %640 = arith.muli %636, %c16_i64_394 : i64
      %641 = arith.addi %639, %640 : i64
      %642 = llvm.getelementptr %107[%641] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %643 = llvm.load %642 : !llvm.ptr<1> -> vector<2xf64>
      %thread_id_x_395 = gpu.thread_id  x
      %644 = arith.index_cast %thread_id_x_395 : index to i64
      %c16_i64_396 = arith.constant 16 : i64
      %645 = arith.remsi %644, %c16_i64_396 : i64
      %c16_i64_397 = arith.constant 16 : i64
      %646 = arith.divsi %645, %c16_i64_397 : i64
      %c3_i64_398 = arith.constant 3 : i64
      %647 = arith.addi %646, %c3_i64_398 : i64
      %thread_id_x_399 = gpu.thread_id  x
      %648 = arith.index_cast %thread_id_x_399 : index to i64
      %c16_i64_400 = arith.constant 16 : i64
      %649 = arith.remsi %648, %c16_i64_400 : i64
      %c16_i64_401 = arith.constant 16 : i64
      %650 = arith.remsi %649, %c16_i64_401 : i64
      %c16_i64_402 = arith.constant 16 : i64
      %651 = arith.muli %647, %c16_i64_402 : i64
      %652 = arith.addi %650, %651 : i64
      %653 = llvm.getelementptr %107[%652] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %654 = llvm.load %653 : !llvm.ptr<1> -> vector<2xf64>
      %c0_i32_403 = arith.constant 0 : i32
      %655 = llvm.extractelement %621[%c0_i32_403 : i32] : vector<2xf64>
      %656 = arith.bitcast %655 : f64 to i64
      %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
      %657 = arith.andi %656, %c9223372036854775807_i64 : i64
      %658 = arith.bitcast %657 : i64 to f64
      %c1_i32_404 = arith.constant 1 : i32
      %659 = llvm.extractelement %621[%c1_i32_404 : i32] : vector<2xf64>
      %660 = arith.bitcast %659 : f64 to i64
      %c9223372036854775807_i64_405 = arith.constant 9223372036854775807 : i64
      %661 = arith.andi %660, %c9223372036854775807_i64_405 : i64
      %662 = arith.bitcast %661 : i64 to f64
      %663 = llvm.intr.maxnum(%658, %662) : (f64, f64) -> f64
      %664 = llvm.intr.minnum(%658, %662) : (f64, f64) -> f64
      %665 = arith.addf %658, %662 : f64
      memref.store %665, %alloca_45[] : memref<f64>
      %cst_406 = arith.constant 0.000000e+00 : f64
      %666 = arith.cmpf ogt, %663, %cst_406 : f64
      %cst_407 = arith.constant 0x7FF0000000000000 : f64
      %667 = arith.cmpf olt, %663, %cst_407 : f64
      %668 = arith.andi %666, %667 : i1
      %669 = arith.cmpf oeq, %665, %665 : f64
      %670 = arith.andi %668, %669 : i1
      scf.if %670 {
        %cst_512 = arith.constant 1.000000e+00 : f64
        memref.store %cst_512, %alloca_46[] : memref<f64>
        %cst_513 = arith.constant 3.2733906078961419E+150 : f64
        %837 = arith.cmpf ogt, %663, %cst_513 : f64
        scf.if %837 {
          %cst_516 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_516, %alloca_46[] : memref<f64>
        }
        %cst_514 = arith.constant 3.0549363634996047E-151 : f64
        %838 = arith.cmpf olt, %663, %cst_514 : f64
        scf.if %838 {
          %cst_516 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_516, %alloca_46[] : memref<f64>
        }
        %839 = memref.load %alloca_46[] : memref<f64>
        %840 = arith.mulf %663, %839 : f64
        %841 = memref.load %alloca_46[] : memref<f64>
        %842 = arith.mulf %664, %841 : f64
        %843 = arith.mulf %842, %842 : f64
        %844 = llvm.intr.fma(%840, %840, %843) : (f64, f64, f64) -> f64
        %845 = math.sqrt %844 : f64
        %846 = arith.mulf %845, %845 : f64
        %847 = arith.negf %846 : f64
        %848 = llvm.intr.fma(%845, %845, %847) : (f64, f64, f64) -> f64
        %849 = arith.mulf %840, %840 : f64
        %850 = arith.negf %849 : f64
        %851 = llvm.intr.fma(%840, %840, %850) : (f64, f64, f64) -> f64
        %852 = arith.subf %849, %846 : f64
        %853 = llvm.intr.fma(%842, %842, %852) : (f64, f64, f64) -> f64
        %854 = arith.subf %851, %848 : f64
        %855 = arith.addf %853, %854 : f64
        %cst_515 = arith.constant 2.000000e+00 : f64
        %856 = arith.mulf %cst_515, %845 : f64
        %857 = arith.divf %855, %856 : f64
        %858 = arith.addf %845, %857 : f64
        %859 = memref.load %alloca_46[] : memref<f64>
        %860 = arith.divf %858, %859 : f64
        memref.store %860, %alloca_45[] : memref<f64>
      }
      %cst_408 = arith.constant 0x7FF0000000000000 : f64
      %671 = arith.cmpf oeq, %658, %cst_408 : f64
      %cst_409 = arith.constant 0x7FF0000000000000 : f64
      %672 = arith.cmpf oeq, %662, %cst_409 : f64
      %673 = arith.ori %671, %672 : i1
      scf.if %673 {
        %cst_512 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_512, %alloca_45[] : memref<f64>
      }
      %c0_i32_410 = arith.constant 0 : i32
      %674 = llvm.extractelement %632[%c0_i32_410 : i32] : vector<2xf64>
      %675 = arith.bitcast %674 : f64 to i64
      %c9223372036854775807_i64_411 = arith.constant 9223372036854775807 : i64
      %676 = arith.andi %675, %c9223372036854775807_i64_411 : i64
      %677 = arith.bitcast %676 : i64 to f64
      %c1_i32_412 = arith.constant 1 : i32
      %678 = llvm.extractelement %632[%c1_i32_412 : i32] : vector<2xf64>
      %679 = arith.bitcast %678 : f64 to i64
      %c9223372036854775807_i64_413 = arith.constant 9223372036854775807 : i64
      %680 = arith.andi %679, %c9223372036854775807_i64_413 : i64
      %681 = arith.bitcast %680 : i64 to f64
      %682 = llvm.intr.maxnum(%677, %681) : (f64, f64) -> f64
      %683 = llvm.intr.minnum(%677, %681) : (f64, f64) -> f64
      %684 = arith.addf %677, %681 : f64
      memref.store %684, %alloca_47[] : memref<f64>
      %cst_414 = arith.constant 0.000000e+00 : f64
      %685 = arith.cmpf ogt, %682, %cst_414 : f64
      %cst_415 = arith.constant 0x7FF0000000000000 : f64
      %686 = arith.cmpf olt, %682, %cst_415 : f64
      %687 = arith.andi %685, %686 : i1
      %688 = arith.cmpf oeq, %684, %684 : f64
      %689 = arith.andi %687, %688 : i1
      scf.if %689 {
        %cst_512 = arith.constant 1.000000e+00 : f64
        memref.store %cst_512, %alloca_48[] : memref<f64>
        %cst_513 = arith.constant 3.2733906078961419E+150 : f64
        %837 = arith.cmpf ogt, %682, %cst_513 : f64
        scf.if %837 {
          %cst_516 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_516, %alloca_48[] : memref<f64>
        }
        %cst_514 = arith.constant 3.0549363634996047E-151 : f64
        %838 = arith.cmpf olt, %682, %cst_514 : f64
        scf.if %838 {
          %cst_516 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_516, %alloca_48[] : memref<f64>
        }
        %839 = memref.load %alloca_48[] : memref<f64>
        %840 = arith.mulf %682, %839 : f64
        %841 = memref.load %alloca_48[] : memref<f64>
        %842 = arith.mulf %683, %841 : f64
        %843 = arith.mulf %842, %842 : f64
        %844 = llvm.intr.fma(%840, %840, %843) : (f64, f64, f64) -> f64
        %845 = math.sqrt %844 : f64
        %846 = arith.mulf %845, %845 : f64
        %847 = arith.negf %846 : f64
        %848 = llvm.intr.fma(%845, %845, %847) : (f64, f64, f64) -> f64
        %849 = arith.mulf %840, %840 : f64
        %850 = arith.negf %849 : f64
        %851 = llvm.intr.fma(%840, %840, %850) : (f64, f64, f64) -> f64
        %852 = arith.subf %849, %846 : f64
        %853 = llvm.intr.fma(%842, %842, %852) : (f64, f64, f64) -> f64
        %854 = arith.subf %851, %848 : f64
        %855 = arith.addf %853, %854 : f64
        %cst_515 = arith.constant 2.000000e+00 : f64
        %856 = arith.mulf %cst_515, %845 : f64
        %857 = arith.divf %855, %856 : f64
        %858 = arith.addf %845, %857 : f64
        %859 = memref.load %alloca_48[] : memref<f64>
        %860 = arith.divf %858, %859 : f64
        memref.store %860, %alloca_47[] : memref<f64>
      }
      %cst_416 = arith.constant 0x7FF0000000000000 : f64
      %690 = arith.cmpf oeq, %677, %cst_416 : f64
      %cst_417 = arith.constant 0x7FF0000000000000 : f64
      %691 = arith.cmpf oeq, %681, %cst_417 : f64
      %692 = arith.ori %690, %691 : i1
      scf.if %692 {
        %cst_512 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_512, %alloca_47[] : memref<f64>
      }
      %c0_i32_418 = arith.constant 0 : i32
      %693 = llvm.extractelement %643[%c0_i32_418 : i32] : vector<2xf64>
      %694 = arith.bitcast %693 : f64 to i64
      %c9223372036854775807_i64_419 = arith.constant 9223372036854775807 : i64
      %695 = arith.andi %694, %c9223372036854775807_i64_419 : i64
      %696 = arith.bitcast %695 : i64 to f64
      %c1_i32_420 = arith.constant 1 : i32
      %697 = llvm.extractelement %643[%c1_i32_420 : i32] : vector<2xf64>
      %698 = arith.bitcast %697 : f64 to i64
      %c9223372036854775807_i64_421 = arith.constant 9223372036854775807 : i64
      %699 = arith.andi %698, %c9223372036854775807_i64_421 : i64
      %700 = arith.bitcast %699 : i64 to f64
      %701 = llvm.intr.maxnum(%696, %700) : (f64, f64) -> f64
      %702 = llvm.intr.minnum(%696, %700) : (f64, f64) -> f64
      %703 = arith.addf %696, %700 : f64
      memref.store %703, %alloca_49[] : memref<f64>
      %cst_422 = arith.constant 0.000000e+00 : f64
      %704 = arith.cmpf ogt, %701, %cst_422 : f64
      %cst_423 = arith.constant 0x7FF0000000000000 : f64
      %705 = arith.cmpf olt, %701, %cst_423 : f64
      %706 = arith.andi %704, %705 : i1
      %707 = arith.cmpf oeq, %703, %703 : f64
      %708 = arith.andi %706, %707 : i1
      scf.if %708 {
        %cst_512 = arith.constant 1.000000e+00 : f64
        memref.store %cst_512, %alloca_50[] : memref<f64>
        %cst_513 = arith.constant 3.2733906078961419E+150 : f64
        %837 = arith.cmpf ogt, %701, %cst_513 : f64
        scf.if %837 {
          %cst_516 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_516, %alloca_50[] : memref<f64>
        }
        %cst_514 = arith.constant 3.0549363634996047E-151 : f64
        %838 = arith.cmpf olt, %701, %cst_514 : f64
        scf.if %838 {
          %cst_516 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_516, %alloca_50[] : memref<f64>
        }
        %839 = memref.load %alloca_50[] : memref<f64>
        %840 = arith.mulf %701, %839 : f64
        %841 = memref.load %alloca_50[] : memref<f64>
        %842 = arith.mulf %702, %841 : f64
        %843 = arith.mulf %842, %842 : f64
        %844 = llvm.intr.fma(%840, %840, %843) : (f64, f64, f64) -> f64
        %845 = math.sqrt %844 : f64
        %846 = arith.mulf %845, %845 : f64
        %847 = arith.negf %846 : f64
        %848 = llvm.intr.fma(%845, %845, %847) : (f64, f64, f64) -> f64
        %849 = arith.mulf %840, %840 : f64
        %850 = arith.negf %849 : f64
        %851 = llvm.intr.fma(%840, %840, %850) : (f64, f64, f64) -> f64
        %852 = arith.subf %849, %846 : f64
        %853 = llvm.intr.fma(%842, %842, %852) : (f64, f64, f64) -> f64
        %854 = arith.subf %851, %848 : f64
        %855 = arith.addf %853, %854 : f64
        %cst_515 = arith.constant 2.000000e+00 : f64
        %856 = arith.mulf %cst_515, %845 : f64
        %857 = arith.divf %855, %856 : f64
        %858 = arith.addf %845, %857 : f64
        %859 = memref.load %alloca_50[] : memref<f64>
        %860 = arith.divf %858, %859 : f64
        memref.store %860, %alloca_49[] : memref<f64>
      }
      %cst_424 = arith.constant 0x7FF0000000000000 : f64
      %709 = arith.cmpf oeq, %696, %cst_424 : f64
      %cst_425 = arith.constant 0x7FF0000000000000 : f64
      %710 = arith.cmpf oeq, %700, %cst_425 : f64
      %711 = arith.ori %709, %710 : i1
      scf.if %711 {
        %cst_512 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_512, %alloca_49[] : memref<f64>
      }
      %c0_i32_426 = arith.constant 0 : i32
      %712 = llvm.extractelement %654[%c0_i32_426 : i32] : vector<2xf64>
      %713 = arith.bitcast %712 : f64 to i64
      %c9223372036854775807_i64_427 = arith.constant 9223372036854775807 : i64
      %714 = arith.andi %713, %c9223372036854775807_i64_427 : i64
      %715 = arith.bitcast %714 : i64 to f64
      %c1_i32_428 = arith.constant 1 : i32
      %716 = llvm.extractelement %654[%c1_i32_428 : i32] : vector<2xf64>
      %717 = arith.bitcast %716 : f64 to i64
      %c9223372036854775807_i64_429 = arith.constant 9223372036854775807 : i64
      %718 = arith.andi %717, %c9223372036854775807_i64_429 : i64
      %719 = arith.bitcast %718 : i64 to f64
      %720 = llvm.intr.maxnum(%715, %719) : (f64, f64) -> f64
      %721 = llvm.intr.minnum(%715, %719) : (f64, f64) -> f64
      %722 = arith.addf %715, %719 : f64
      memref.store %722, %alloca_51[] : memref<f64>
      %cst_430 = arith.constant 0.000000e+00 : f64
      %723 = arith.cmpf ogt, %720, %cst_430 : f64
      %cst_431 = arith.constant 0x7FF0000000000000 : f64
      %724 = arith.cmpf olt, %720, %cst_431 : f64
      %725 = arith.andi %723, %724 : i1
      %726 = arith.cmpf oeq, %722, %722 : f64
      %727 = arith.andi %725, %726 : i1
      scf.if %727 {
        %cst_512 = arith.constant 1.000000e+00 : f64
        memref.store %cst_512, %alloca_52[] : memref<f64>
        %cst_513 = arith.constant 3.2733906078961419E+150 : f64
        %837 = arith.cmpf ogt, %720, %cst_513 : f64
        scf.if %837 {
          %cst_516 = arith.constant 2.4099198651028841E-181 : f64
          memref.store %cst_516, %alloca_52[] : memref<f64>
        }
        %cst_514 = arith.constant 3.0549363634996047E-151 : f64
        %838 = arith.cmpf olt, %720, %cst_514 : f64
        scf.if %838 {
          %cst_516 = arith.constant 1.0715086071862673E+301 : f64
          memref.store %cst_516, %alloca_52[] : memref<f64>
        }
        %839 = memref.load %alloca_52[] : memref<f64>
        %840 = arith.mulf %720, %839 : f64
        %841 = memref.load %alloca_52[] : memref<f64>
        %842 = arith.mulf %721, %841 : f64
        %843 = arith.mulf %842, %842 : f64
        %844 = llvm.intr.fma(%840, %840, %843) : (f64, f64, f64) -> f64
        %845 = math.sqrt %844 : f64
        %846 = arith.mulf %845, %845 : f64
        %847 = arith.negf %846 : f64
        %848 = llvm.intr.fma(%845, %845, %847) : (f64, f64, f64) -> f64
        %849 = arith.mulf %840, %840 : f64
        %850 = arith.negf %849 : f64
        %851 = llvm.intr.fma(%840, %840, %850) : (f64, f64, f64) -> f64
        %852 = arith.subf %849, %846 : f64
        %853 = llvm.intr.fma(%842, %842, %852) : (f64, f64, f64) -> f64
        %854 = arith.subf %851, %848 : f64
        %855 = arith.addf %853, %854 : f64
        %cst_515 = arith.constant 2.000000e+00 : f64
        %856 = arith.mulf %cst_515, %845 : f64
        %857 = arith.divf %855, %856 : f64
        %858 = arith.addf %845, %857 : f64
        %859 = memref.load %alloca_52[] : memref<f64>
        %860 = arith.divf %858, %859 : f64
        memref.store %860, %alloca_51[] : memref<f64>
      }
      %cst_432 = arith.constant 0x7FF0000000000000 : f64
      %728 = arith.cmpf oeq, %715, %cst_432 : f64
      %cst_433 = arith.constant 0x7FF0000000000000 : f64
      %729 = arith.cmpf oeq, %719, %cst_433 : f64
      %730 = arith.ori %728, %729 : i1
      scf.if %730 {
        %cst_512 = arith.constant 0x7FF0000000000000 : f64
        memref.store %cst_512, %alloca_51[] : memref<f64>
      }
      %thread_id_x_434 = gpu.thread_id  x
      %731 = arith.index_cast %thread_id_x_434 : index to i64
      %c16_i64_435 = arith.constant 16 : i64
      %732 = arith.remsi %731, %c16_i64_435 : i64
      %c16_i64_436 = arith.constant 16 : i64
      %733 = arith.divsi %732, %c16_i64_436 : i64
      %thread_id_x_437 = gpu.thread_id  x
      %734 = arith.index_cast %thread_id_x_437 : index to i64
      %c16_i64_438 = arith.constant 16 : i64
      %735 = arith.remsi %734, %c16_i64_438 : i64
      %c16_i64_439 = arith.constant 16 : i64
      %736 = arith.remsi %735, %c16_i64_439 : i64
      %737 = memref.load %alloca_45[] : memref<f64>
      %c16_i64_440 = arith.constant 16 : i64
      %738 = arith.muli %733, %c16_i64_440 : i64
      %739 = arith.addi %736, %738 : i64
      %740 = llvm.getelementptr %109[%739] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %737, %740 : f64, !llvm.ptr<1>
      %thread_id_x_441 = gpu.thread_id  x
      %741 = arith.index_cast %thread_id_x_441 : index to i64
      %c16_i64_442 = arith.constant 16 : i64
      %742 = arith.remsi %741, %c16_i64_442 : i64
      %c16_i64_443 = arith.constant 16 : i64
      %743 = arith.divsi %742, %c16_i64_443 : i64
      %c1_i64_444 = arith.constant 1 : i64
      %744 = arith.addi %743, %c1_i64_444 : i64
      %thread_id_x_445 = gpu.thread_id  x
      %745 = arith.index_cast %thread_id_x_445 : index to i64
      %c16_i64_446 = arith.constant 16 : i64
      %746 = arith.remsi %745, %c16_i64_446 : i64
      %c16_i64_447 = arith.constant 16 : i64
      %747 = arith.remsi %746, %c16_i64_447 : i64
      %748 = memref.load %alloca_47[] : memref<f64>
      %c16_i64_448 = arith.constant 16 : i64
      %749 = arith.muli %744, %c16_i64_448 : i64
      %750 = arith.addi %747, %749 : i64
      %751 = llvm.getelementptr %109[%750] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %748, %751 : f64, !llvm.ptr<1>
      %thread_id_x_449 = gpu.thread_id  x
      %752 = arith.index_cast %thread_id_x_449 : index to i64
      %c16_i64_450 = arith.constant 16 : i64
      %753 = arith.remsi %752, %c16_i64_450 : i64
      %c16_i64_451 = arith.constant 16 : i64
      %754 = arith.divsi %753, %c16_i64_451 : i64
      %c2_i64_452 = arith.constant 2 : i64
      %755 = arith.addi %754, %c2_i64_452 : i64
      %thread_id_x_453 = gpu.thread_id  x
      %756 = arith.index_cast %thread_id_x_453 : index to i64
      %c16_i64_454 = arith.constant 16 : i64
      %757 = arith.remsi %756, %c16_i64_454 : i64
      %c16_i64_455 = arith.constant 16 : i64
      %758 = arith.remsi %757, %c16_i64_455 : i64
      %759 = memref.load %alloca_49[] : memref<f64>
      %c16_i64_456 = arith.constant 16 : i64
      %760 = arith.muli %755, %c16_i64_456 : i64
      %761 = arith.addi %758, %760 : i64
      %762 = llvm.getelementptr %109[%761] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %759, %762 : f64, !llvm.ptr<1>
      %thread_id_x_457 = gpu.thread_id  x
      %763 = arith.index_cast %thread_id_x_457 : index to i64
      %c16_i64_458 = arith.constant 16 : i64
      %764 = arith.remsi %763, %c16_i64_458 : i64
      %c16_i64_459 = arith.constant 16 : i64
      %765 = arith.divsi %764, %c16_i64_459 : i64
      %c3_i64_460 = arith.constant 3 : i64
      %766 = arith.addi %765, %c3_i64_460 : i64
      %thread_id_x_461 = gpu.thread_id  x
      %767 = arith.index_cast %thread_id_x_461 : index to i64
      %c16_i64_462 = arith.constant 16 : i64
      %768 = arith.remsi %767, %c16_i64_462 : i64
      %c16_i64_463 = arith.constant 16 : i64
      %769 = arith.remsi %768, %c16_i64_463 : i64
      %770 = memref.load %alloca_51[] : memref<f64>
      %c16_i64_464 = arith.constant 16 : i64
      %771 = arith.muli %766, %c16_i64_464 : i64
      %772 = arith.addi %769, %771 : i64
      %773 = llvm.getelementptr %109[%772] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %770, %773 : f64, !llvm.ptr<1>
      %c0_i32_465 = arith.constant 0 : i32
      %774 = llvm.extractelement %621[%c0_i32_465 : i32] : vector<2xf64>
      %c1_i32_466 = arith.constant 1 : i32
      %775 = llvm.extractelement %621[%c1_i32_466 : i32] : vector<2xf64>
      %776 = arith.negf %775 : f64
      %777 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_467 = arith.constant 0 : i32
      %778 = llvm.insertelement %774, %777[%c0_i32_467 : i32] : vector<2xf64>
      %c1_i32_468 = arith.constant 1 : i32
      %779 = llvm.insertelement %776, %778[%c1_i32_468 : i32] : vector<2xf64>
      %c0_i32_469 = arith.constant 0 : i32
      %780 = llvm.extractelement %632[%c0_i32_469 : i32] : vector<2xf64>
      %c1_i32_470 = arith.constant 1 : i32
      %781 = llvm.extractelement %632[%c1_i32_470 : i32] : vector<2xf64>
      %782 = arith.negf %781 : f64
      %783 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_471 = arith.constant 0 : i32
      %784 = llvm.insertelement %780, %783[%c0_i32_471 : i32] : vector<2xf64>
      %c1_i32_472 = arith.constant 1 : i32
      %785 = llvm.insertelement %782, %784[%c1_i32_472 : i32] : vector<2xf64>
      %c0_i32_473 = arith.constant 0 : i32
      %786 = llvm.extractelement %643[%c0_i32_473 : i32] : vector<2xf64>
      %c1_i32_474 = arith.constant 1 : i32
      %787 = llvm.extractelement %643[%c1_i32_474 : i32] : vector<2xf64>
      %788 = arith.negf %787 : f64
      %789 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_475 = arith.constant 0 : i32
      %790 = llvm.insertelement %786, %789[%c0_i32_475 : i32] : vector<2xf64>
      %c1_i32_476 = arith.constant 1 : i32
      %791 = llvm.insertelement %788, %790[%c1_i32_476 : i32] : vector<2xf64>
      %c0_i32_477 = arith.constant 0 : i32
      %792 = llvm.extractelement %654[%c0_i32_477 : i32] : vector<2xf64>
      %c1_i32_478 = arith.constant 1 : i32
      %793 = llvm.extractelement %654[%c1_i32_478 : i32] : vector<2xf64>
      %794 = arith.negf %793 : f64
      %795 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_479 = arith.constant 0 : i32
      %796 = llvm.insertelement %792, %795[%c0_i32_479 : i32] : vector<2xf64>
      %c1_i32_480 = arith.constant 1 : i32
      %797 = llvm.insertelement %794, %796[%c1_i32_480 : i32] : vector<2xf64>
      %thread_id_x_481 = gpu.thread_id  x
      %798 = arith.index_cast %thread_id_x_481 : index to i64
      %c16_i64_482 = arith.constant 16 : i64
      %799 = arith.remsi %798, %c16_i64_482 : i64
      %c16_i64_483 = arith.constant 16 : i64
      %800 = arith.divsi %799, %c16_i64_483 : i64
      %thread_id_x_484 = gpu.thread_id  x
      %801 = arith.index_cast %thread_id_x_484 : index to i64
      %c16_i64_485 = arith.constant 16 : i64
      %802 = arith.remsi %801, %c16_i64_485 : i64
      %c16_i64_486 = arith.constant 16 : i64
      %803 = arith.remsi %802, %c16_i64_486 : i64
      %c16_i64_487 = arith.constant 16 : i64
      %804 = arith.muli %800, %c16_i64_487 : i64
      %805 = arith.addi %803, %804 : i64
      %806 = llvm.getelementptr %111[%805] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %779, %806 : vector<2xf64>, !llvm.ptr<1>
      %thread_id_x_488 = gpu.thread_id  x
      %807 = arith.index_cast %thread_id_x_488 : index to i64
      %c16_i64_489 = arith.constant 16 : i64
      %808 = arith.remsi %807, %c16_i64_489 : i64
      %c16_i64_490 = arith.constant 16 : i64
      %809 = arith.divsi %808, %c16_i64_490 : i64
      %c1_i64_491 = arith.constant 1 : i64
      %810 = arith.addi %809, %c1_i64_491 : i64
      %thread_id_x_492 = gpu.thread_id  x
      %811 = arith.index_cast %thread_id_x_492 : index to i64
      %c16_i64_493 = arith.constant 16 : i64
      %812 = arith.remsi %811, %c16_i64_493 : i64
      %c16_i64_494 = arith.constant 16 : i64
      %813 = arith.remsi %812, %c16_i64_494 : i64
      %c16_i64_495 = arith.constant 16 : i64
      %814 = arith.muli %810, %c16_i64_495 : i64
      %815 = arith.addi %813, %814 : i64
      %816 = llvm.getelementptr %111[%815] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %785, %816 : vector<2xf64>, !llvm.ptr<1>
      %thread_id_x_496 = gpu.thread_id  x
      %817 = arith.index_cast %thread_id_x_496 : index to i64
      %c16_i64_497 = arith.constant 16 : i64
      %818 = arith.remsi %817, %c16_i64_497 : i64
      %c16_i64_498 = arith.constant 16 : i64
      %819 = arith.divsi %818, %c16_i64_498 : i64
      %c2_i64_499 = arith.constant 2 : i64
      %820 = arith.addi %819, %c2_i64_499 : i64
      %thread_id_x_500 = gpu.thread_id  x
      %821 = arith.index_cast %thread_id_x_500 : index to i64
      %c16_i64_501 = arith.constant 16 : i64
      %822 = arith.remsi %821, %c16_i64_501 : i64
      %c16_i64_502 = arith.constant 16 : i64
      %823 = arith.remsi %822, %c16_i64_502 : i64
      %c16_i64_503 = arith.constant 16 : i64
      %824 = arith.muli %820, %c16_i64_503 : i64
      %825 = arith.addi %823, %824 : i64
      %826 = llvm.getelementptr %111[%825] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %791, %826 : vector<2xf64>, !llvm.ptr<1>
      %thread_id_x_504 = gpu.thread_id  x
      %827 = arith.index_cast %thread_id_x_504 : index to i64
      %c16_i64_505 = arith.constant 16 : i64
      %828 = arith.remsi %827, %c16_i64_505 : i64
      %c16_i64_506 = arith.constant 16 : i64
      %829 = arith.divsi %828, %c16_i64_506 : i64
      %c3_i64_507 = arith.constant 3 : i64
      %830 = arith.addi %829, %c3_i64_507 : i64
      %thread_id_x_508 = gpu.thread_id  x
      %831 = arith.index_cast %thread_id_x_508 : index to i64
      %c16_i64_509 = arith.constant 16 : i64
      %832 = arith.remsi %831, %c16_i64_509 : i64
      %c16_i64_510 = arith.constant 16 : i64
      %833 = arith.remsi %832, %c16_i64_510 : i64
      %c16_i64_511 = arith.constant 16 : i64
      %834 = arith.muli %830, %c16_i64_511 : i64
      %835 = arith.addi %833, %834 : i64
      %836 = llvm.getelementptr %111[%835] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %797, %836 : vector<2xf64>, !llvm.ptr<1>
      gpu.return
    }
  }
}
