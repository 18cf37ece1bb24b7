module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_alpha_beta(%arg0: f32, %arg1: f32, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(10 : i64) : i64
      %3 = llvm.mlir.constant(6 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(10 : i64) : i64
      %6 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg2, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %1, %7[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %2, %8[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %5, %11[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<10x6xf32, strided<[1, 10]>, 1>
      %14 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %15 = llvm.mlir.constant(0 : i64) : i64
      %16 = llvm.mlir.constant(6 : i64) : i64
      %17 = llvm.mlir.constant(5 : i64) : i64
      %18 = llvm.mlir.constant(1 : i64) : i64
      %19 = llvm.mlir.constant(6 : i64) : i64
      %20 = llvm.insertvalue %arg3, %14[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %arg3, %20[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %15, %21[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %18, %24[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %19, %25[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x5xf32, strided<[1, 6]>, 1>
      %28 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %29 = llvm.mlir.constant(0 : i64) : i64
      %30 = llvm.mlir.constant(10 : i64) : i64
      %31 = llvm.mlir.constant(5 : i64) : i64
      %32 = llvm.mlir.constant(1 : i64) : i64
      %33 = llvm.mlir.constant(10 : i64) : i64
      %34 = llvm.insertvalue %arg4, %28[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg4, %34[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %31, %37[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %32, %38[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %33, %39[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = builtin.unrealized_conversion_cast %40 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<10x5xf32, strided<[1, 10]>, 1>
      %42 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %43 = llvm.mlir.constant(0 : i64) : i64
      %44 = llvm.mlir.constant(10 : i64) : i64
      %45 = llvm.mlir.constant(5 : i64) : i64
      %46 = llvm.mlir.constant(1 : i64) : i64
      %47 = llvm.mlir.constant(10 : i64) : i64
      %48 = llvm.insertvalue %arg5, %42[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %arg5, %48[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %43, %49[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = llvm.insertvalue %44, %50[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %52 = llvm.insertvalue %45, %51[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %53 = llvm.insertvalue %46, %52[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.insertvalue %47, %53[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = builtin.unrealized_conversion_cast %54 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<10x5xf32, strided<[1, 10]>, 1>
      %56 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %57 = llvm.mlir.constant(0 : i64) : i64
      %58 = llvm.mlir.constant(10 : i64) : i64
      %59 = llvm.mlir.constant(5 : i64) : i64
      %60 = llvm.mlir.constant(1 : i64) : i64
      %61 = llvm.mlir.constant(10 : i64) : i64
      %62 = llvm.insertvalue %arg6, %56[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %arg6, %62[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = llvm.insertvalue %57, %63[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %65 = llvm.insertvalue %58, %64[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %66 = llvm.insertvalue %59, %65[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %67 = llvm.insertvalue %60, %66[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %68 = llvm.insertvalue %61, %67[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %69 = builtin.unrealized_conversion_cast %68 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<10x5xf32, strided<[1, 10]>, 1>
      %70 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %71 = llvm.mlir.constant(0 : i64) : i64
      %72 = llvm.mlir.constant(10 : i64) : i64
      %73 = llvm.mlir.constant(5 : i64) : i64
      %74 = llvm.mlir.constant(1 : i64) : i64
      %75 = llvm.mlir.constant(10 : i64) : i64
      %76 = llvm.insertvalue %arg7, %70[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %77 = llvm.insertvalue %arg7, %76[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %78 = llvm.insertvalue %71, %77[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %79 = llvm.insertvalue %72, %78[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %80 = llvm.insertvalue %73, %79[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %81 = llvm.insertvalue %74, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %82 = llvm.insertvalue %75, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %83 = builtin.unrealized_conversion_cast %82 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<10x5xf32, strided<[1, 10]>, 1>
      %84 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %85 = llvm.mlir.constant(0 : i64) : i64
      %86 = llvm.mlir.constant(10 : i64) : i64
      %87 = llvm.mlir.constant(5 : i64) : i64
      %88 = llvm.mlir.constant(1 : i64) : i64
      %89 = llvm.mlir.constant(10 : i64) : i64
      %90 = llvm.insertvalue %arg8, %84[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %91 = llvm.insertvalue %arg8, %90[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %92 = llvm.insertvalue %85, %91[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %93 = llvm.insertvalue %86, %92[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %94 = llvm.insertvalue %87, %93[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %95 = llvm.insertvalue %88, %94[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %96 = llvm.insertvalue %89, %95[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %97 = builtin.unrealized_conversion_cast %96 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<10x5xf32, strided<[1, 10]>, 1>
      %98 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %99 = llvm.mlir.constant(0 : i64) : i64
      %100 = llvm.mlir.constant(10 : i64) : i64
      %101 = llvm.mlir.constant(5 : i64) : i64
      %102 = llvm.mlir.constant(1 : i64) : i64
      %103 = llvm.mlir.constant(10 : i64) : i64
      %104 = llvm.insertvalue %arg9, %98[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %105 = llvm.insertvalue %arg9, %104[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %106 = llvm.insertvalue %99, %105[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %107 = llvm.insertvalue %100, %106[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %108 = llvm.insertvalue %101, %107[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %109 = llvm.insertvalue %102, %108[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %110 = llvm.insertvalue %103, %109[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %111 = builtin.unrealized_conversion_cast %110 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<10x5xf32, strided<[1, 10]>, 1>
      %112 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %113 = llvm.mlir.constant(0 : i64) : i64
      %114 = llvm.mlir.constant(10 : i64) : i64
      %115 = llvm.mlir.constant(5 : i64) : i64
      %116 = llvm.mlir.constant(1 : i64) : i64
      %117 = llvm.mlir.constant(10 : i64) : i64
      %118 = llvm.insertvalue %arg10, %112[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %119 = llvm.insertvalue %arg10, %118[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %120 = llvm.insertvalue %113, %119[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %121 = llvm.insertvalue %114, %120[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %122 = llvm.insertvalue %115, %121[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %123 = llvm.insertvalue %116, %122[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %124 = llvm.insertvalue %117, %123[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %125 = builtin.unrealized_conversion_cast %124 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<10x5xf32, strided<[1, 10]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %13 : memref<10x6xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %13 : memref<10x6xf32, strided<[1, 10]>, 1> -> index
      %126 = arith.index_cast %intptr : index to i64
      %127 = llvm.inttoptr %126 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %27 : memref<6x5xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %27 : memref<6x5xf32, strided<[1, 6]>, 1> -> index
      %128 = arith.index_cast %intptr_4 : index to i64
      %129 = llvm.inttoptr %128 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %41 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %41 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %130 = arith.index_cast %intptr_9 : index to i64
      %131 = llvm.inttoptr %130 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %55 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %55 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %132 = arith.index_cast %intptr_14 : index to i64
      %133 = llvm.inttoptr %132 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %69 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %69 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %134 = arith.index_cast %intptr_19 : index to i64
      %135 = llvm.inttoptr %134 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %83 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %83 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %136 = arith.index_cast %intptr_24 : index to i64
      %137 = llvm.inttoptr %136 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %97 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %97 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %138 = arith.index_cast %intptr_29 : index to i64
      %139 = llvm.inttoptr %138 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %111 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %111 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %140 = arith.index_cast %intptr_34 : index to i64
      %141 = llvm.inttoptr %140 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %125 : memref<10x5xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %125 : memref<10x5xf32, strided<[1, 10]>, 1> -> index
      %142 = arith.index_cast %intptr_39 : index to i64
      %143 = llvm.inttoptr %142 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
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
      %alloca_51 = memref.alloca() : memref<f32>
      %alloca_52 = memref.alloca() : memref<f32>
      %alloca_53 = memref.alloca() : memref<f32>
      %alloca_54 = memref.alloca() : memref<f32>
      %alloca_55 = memref.alloca() : memref<f32>
      %alloca_56 = memref.alloca() : memref<f32>
      %alloca_57 = memref.alloca() : memref<f32>
      %alloca_58 = memref.alloca() : memref<f32>
      %alloca_59 = memref.alloca() : memref<f32>
      %thread_id_x = gpu.thread_id  x
      %144 = arith.index_cast %thread_id_x : index to i64
      %c9_i64 = arith.constant 9 : i64
      %145 = arith.minsi %144, %c9_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %146 = arith.index_cast %thread_id_y : index to i64
      %c4_i64 = arith.constant 4 : i64
      %147 = arith.minsi %146, %c4_i64 : i64
      %thread_id_y_60 = gpu.thread_id  y
      %148 = arith.index_cast %thread_id_y_60 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %149 = arith.addi %148, %c2_i64 : i64
      %c4_i64_61 = arith.constant 4 : i64
      %150 = arith.minsi %149, %c4_i64_61 : i64
      %thread_id_y_62 = gpu.thread_id  y
      %151 = arith.index_cast %thread_id_y_62 : index to i64
      %c4_i64_63 = arith.constant 4 : i64
      %152 = arith.addi %151, %c4_i64_63 : i64
      %c4_i64_64 = arith.constant 4 : i64
      %153 = arith.minsi %152, %c4_i64_64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_65 = arith.constant 0.000000e+00 : f32
      memref.store %cst_65, %alloca_40[] : memref<f32>
      %cst_66 = arith.constant 0.000000e+00 : f32
      memref.store %cst_66, %alloca_41[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
        %c10_i64_169 = arith.constant 10 : i64
        %221 = arith.muli %arg11, %c10_i64_169 : i64
        %222 = arith.addi %145, %221 : i64
        %223 = llvm.getelementptr %127[%222] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %224 = llvm.load %223 : !llvm.ptr<1> -> f32
        %c6_i64_170 = arith.constant 6 : i64
        %225 = arith.muli %147, %c6_i64_170 : i64
        %226 = arith.addi %arg11, %225 : i64
        %227 = llvm.getelementptr %129[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %228 = llvm.load %227 : !llvm.ptr<1> -> f32
        %c6_i64_171 = arith.constant 6 : i64
        %229 = arith.muli %150, %c6_i64_171 : i64
        %230 = arith.addi %arg11, %229 : i64
        %231 = llvm.getelementptr %129[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %232 = llvm.load %231 : !llvm.ptr<1> -> f32
        %c6_i64_172 = arith.constant 6 : i64
        %233 = arith.muli %153, %c6_i64_172 : i64
        %234 = arith.addi %arg11, %233 : i64
        %235 = llvm.getelementptr %129[%234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %236 = llvm.load %235 : !llvm.ptr<1> -> f32
        %237 = memref.load %alloca[] : memref<f32>
        %238 = llvm.intr.fma(%224, %228, %237) : (f32, f32, f32) -> f32
        memref.store %238, %alloca[] : memref<f32>
        %239 = memref.load %alloca_40[] : memref<f32>
        %240 = llvm.intr.fma(%224, %232, %239) : (f32, f32, f32) -> f32
        memref.store %240, %alloca_40[] : memref<f32>
        %241 = memref.load %alloca_41[] : memref<f32>
        %242 = llvm.intr.fma(%224, %236, %241) : (f32, f32, f32) -> f32
        memref.store %242, %alloca_41[] : memref<f32>
      }
      %c10_i64 = arith.constant 10 : i64
      %154 = arith.cmpi slt, %144, %c10_i64 : i64
      scf.if %154 {
        %c5_i64 = arith.constant 5 : i64
        %221 = arith.cmpi slt, %146, %c5_i64 : i64
        scf.if %221 {
          %224 = memref.load %alloca[] : memref<f32>
          %c10_i64_171 = arith.constant 10 : i64
          %225 = arith.muli %146, %c10_i64_171 : i64
          %226 = arith.addi %144, %225 : i64
          %227 = llvm.getelementptr %131[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %224, %227 : f32, !llvm.ptr<1>
        }
        %c5_i64_169 = arith.constant 5 : i64
        %222 = arith.cmpi slt, %149, %c5_i64_169 : i64
        scf.if %222 {
          %224 = memref.load %alloca_40[] : memref<f32>
          %c10_i64_171 = arith.constant 10 : i64
          %225 = arith.muli %149, %c10_i64_171 : i64
          %226 = arith.addi %144, %225 : i64
          %227 = llvm.getelementptr %131[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %224, %227 : f32, !llvm.ptr<1>
        }
        %c5_i64_170 = arith.constant 5 : i64
        %223 = arith.cmpi slt, %152, %c5_i64_170 : i64
        scf.if %223 {
          %224 = memref.load %alloca_41[] : memref<f32>
          %c10_i64_171 = arith.constant 10 : i64
          %225 = arith.muli %152, %c10_i64_171 : i64
          %226 = arith.addi %144, %225 : i64
          %227 = llvm.getelementptr %131[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %224, %227 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_67 = gpu.thread_id  x
      %155 = arith.index_cast %thread_id_x_67 : index to i64
      %c9_i64_68 = arith.constant 9 : i64
      %156 = arith.minsi %155, %c9_i64_68 : i64
      %thread_id_y_69 = gpu.thread_id  y
      %157 = arith.index_cast %thread_id_y_69 : index to i64
      %c4_i64_70 = arith.constant 4 : i64
      %158 = arith.minsi %157, %c4_i64_70 : i64
      %thread_id_y_71 = gpu.thread_id  y
      %159 = arith.index_cast %thread_id_y_71 : index to i64
      %c2_i64_72 = arith.constant 2 : i64
      %160 = arith.addi %159, %c2_i64_72 : i64
      %c4_i64_73 = arith.constant 4 : i64
      %161 = arith.minsi %160, %c4_i64_73 : i64
      %thread_id_y_74 = gpu.thread_id  y
      %162 = arith.index_cast %thread_id_y_74 : index to i64
      %c4_i64_75 = arith.constant 4 : i64
      %163 = arith.addi %162, %c4_i64_75 : i64
      %c4_i64_76 = arith.constant 4 : i64
      %164 = arith.minsi %163, %c4_i64_76 : i64
      %cst_77 = arith.constant 0.000000e+00 : f32
      memref.store %cst_77, %alloca_42[] : memref<f32>
      %cst_78 = arith.constant 0.000000e+00 : f32
      memref.store %cst_78, %alloca_43[] : memref<f32>
      %cst_79 = arith.constant 0.000000e+00 : f32
      memref.store %cst_79, %alloca_44[] : memref<f32>
      %c0_i64_80 = arith.constant 0 : i64
      %c6_i64_81 = arith.constant 6 : i64
      %c1_i64_82 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_80 to %c6_i64_81 step %c1_i64_82  : i64 {
        %c10_i64_169 = arith.constant 10 : i64
        %221 = arith.muli %arg11, %c10_i64_169 : i64
        %222 = arith.addi %156, %221 : i64
        %223 = llvm.getelementptr %127[%222] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %224 = llvm.load %223 : !llvm.ptr<1> -> f32
        %c6_i64_170 = arith.constant 6 : i64
        %225 = arith.muli %158, %c6_i64_170 : i64
        %226 = arith.addi %arg11, %225 : i64
        %227 = llvm.getelementptr %129[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %228 = llvm.load %227 : !llvm.ptr<1> -> f32
        %c6_i64_171 = arith.constant 6 : i64
        %229 = arith.muli %161, %c6_i64_171 : i64
        %230 = arith.addi %arg11, %229 : i64
        %231 = llvm.getelementptr %129[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %232 = llvm.load %231 : !llvm.ptr<1> -> f32
        %c6_i64_172 = arith.constant 6 : i64
        %233 = arith.muli %164, %c6_i64_172 : i64
        %234 = arith.addi %arg11, %233 : i64
        %235 = llvm.getelementptr %129[%234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %236 = llvm.load %235 : !llvm.ptr<1> -> f32
        %237 = memref.load %alloca_42[] : memref<f32>
        %238 = llvm.intr.fma(%224, %228, %237) : (f32, f32, f32) -> f32
        memref.store %238, %alloca_42[] : memref<f32>
        %239 = memref.load %alloca_43[] : memref<f32>
        %240 = llvm.intr.fma(%224, %232, %239) : (f32, f32, f32) -> f32
        memref.store %240, %alloca_43[] : memref<f32>
        %241 = memref.load %alloca_44[] : memref<f32>
        %242 = llvm.intr.fma(%224, %236, %241) : (f32, f32, f32) -> f32
        memref.store %242, %alloca_44[] : memref<f32>
      }
      %c10_i64_83 = arith.constant 10 : i64
      %165 = arith.cmpi slt, %155, %c10_i64_83 : i64
      scf.if %165 {
        %c5_i64 = arith.constant 5 : i64
        %221 = arith.cmpi slt, %157, %c5_i64 : i64
        scf.if %221 {
          %c10_i64_171 = arith.constant 10 : i64
          %224 = arith.muli %157, %c10_i64_171 : i64
          %225 = arith.addi %155, %224 : i64
          %226 = llvm.getelementptr %133[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %227 = llvm.load %226 : !llvm.ptr<1> -> f32
          %228 = memref.load %alloca_42[] : memref<f32>
          %229 = arith.addf %227, %228 : f32
          %c10_i64_172 = arith.constant 10 : i64
          %230 = arith.muli %157, %c10_i64_172 : i64
          %231 = arith.addi %155, %230 : i64
          %232 = llvm.getelementptr %133[%231] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %229, %232 : f32, !llvm.ptr<1>
        }
        %c5_i64_169 = arith.constant 5 : i64
        %222 = arith.cmpi slt, %160, %c5_i64_169 : i64
        scf.if %222 {
          %c10_i64_171 = arith.constant 10 : i64
          %224 = arith.muli %160, %c10_i64_171 : i64
          %225 = arith.addi %155, %224 : i64
          %226 = llvm.getelementptr %133[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %227 = llvm.load %226 : !llvm.ptr<1> -> f32
          %228 = memref.load %alloca_43[] : memref<f32>
          %229 = arith.addf %227, %228 : f32
          %c10_i64_172 = arith.constant 10 : i64
          %230 = arith.muli %160, %c10_i64_172 : i64
          %231 = arith.addi %155, %230 : i64
          %232 = llvm.getelementptr %133[%231] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %229, %232 : f32, !llvm.ptr<1>
        }
        %c5_i64_170 = arith.constant 5 : i64
        %223 = arith.cmpi slt, %163, %c5_i64_170 : i64
        scf.if %223 {
          %c10_i64_171 = arith.constant 10 : i64
          %224 = arith.muli %163, %c10_i64_171 : i64
          %225 = arith.addi %155, %224 : i64
          %226 = llvm.getelementptr %133[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %227 = llvm.load %226 : !llvm.ptr<1> -> f32
          %228 = memref.load %alloca_44[] : memref<f32>
          %229 = arith.addf %227, %228 : f32
          %c10_i64_172 = arith.constant 10 : i64
          %230 = arith.muli %163, %c10_i64_172 : i64
          %231 = arith.addi %155, %230 : i64
          %232 = llvm.getelementptr %133[%231] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %229, %232 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_84 = gpu.thread_id  x
      %166 = arith.index_cast %thread_id_x_84 : index to i64
      %c9_i64_85 = arith.constant 9 : i64
      %167 = arith.minsi %166, %c9_i64_85 : i64
      %thread_id_y_86 = gpu.thread_id  y
      %168 = arith.index_cast %thread_id_y_86 : index to i64
      %c4_i64_87 = arith.constant 4 : i64
      %169 = arith.minsi %168, %c4_i64_87 : i64
      %thread_id_y_88 = gpu.thread_id  y
      %170 = arith.index_cast %thread_id_y_88 : index to i64
      %c2_i64_89 = arith.constant 2 : i64
      %171 = arith.addi %170, %c2_i64_89 : i64
      %c4_i64_90 = arith.constant 4 : i64
      %172 = arith.minsi %171, %c4_i64_90 : i64
      %thread_id_y_91 = gpu.thread_id  y
      %173 = arith.index_cast %thread_id_y_91 : index to i64
      %c4_i64_92 = arith.constant 4 : i64
      %174 = arith.addi %173, %c4_i64_92 : i64
      %c4_i64_93 = arith.constant 4 : i64
      %175 = arith.minsi %174, %c4_i64_93 : i64
      %cst_94 = arith.constant 0.000000e+00 : f32
      memref.store %cst_94, %alloca_45[] : memref<f32>
      %cst_95 = arith.constant 0.000000e+00 : f32
      memref.store %cst_95, %alloca_46[] : memref<f32>
      %cst_96 = arith.constant 0.000000e+00 : f32
      memref.store %cst_96, %alloca_47[] : memref<f32>
      %c0_i64_97 = arith.constant 0 : i64
      %c6_i64_98 = arith.constant 6 : i64
      %c1_i64_99 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_97 to %c6_i64_98 step %c1_i64_99  : i64 {
        %c10_i64_169 = arith.constant 10 : i64
        %221 = arith.muli %arg11, %c10_i64_169 : i64
        %222 = arith.addi %167, %221 : i64
        %223 = llvm.getelementptr %127[%222] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %224 = llvm.load %223 : !llvm.ptr<1> -> f32
        %c6_i64_170 = arith.constant 6 : i64
        %225 = arith.muli %169, %c6_i64_170 : i64
        %226 = arith.addi %arg11, %225 : i64
        %227 = llvm.getelementptr %129[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %228 = llvm.load %227 : !llvm.ptr<1> -> f32
        %c6_i64_171 = arith.constant 6 : i64
        %229 = arith.muli %172, %c6_i64_171 : i64
        %230 = arith.addi %arg11, %229 : i64
        %231 = llvm.getelementptr %129[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %232 = llvm.load %231 : !llvm.ptr<1> -> f32
        %c6_i64_172 = arith.constant 6 : i64
        %233 = arith.muli %175, %c6_i64_172 : i64
        %234 = arith.addi %arg11, %233 : i64
        %235 = llvm.getelementptr %129[%234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %236 = llvm.load %235 : !llvm.ptr<1> -> f32
        %237 = memref.load %alloca_45[] : memref<f32>
        %238 = llvm.intr.fma(%224, %228, %237) : (f32, f32, f32) -> f32
        memref.store %238, %alloca_45[] : memref<f32>
        %239 = memref.load %alloca_46[] : memref<f32>
        %240 = llvm.intr.fma(%224, %232, %239) : (f32, f32, f32) -> f32
        memref.store %240, %alloca_46[] : memref<f32>
        %241 = memref.load %alloca_47[] : memref<f32>
        %242 = llvm.intr.fma(%224, %236, %241) : (f32, f32, f32) -> f32
        memref.store %242, %alloca_47[] : memref<f32>
      }
      %c10_i64_100 = arith.constant 10 : i64
      %176 = arith.cmpi slt, %166, %c10_i64_100 : i64
      scf.if %176 {
        %c5_i64 = arith.constant 5 : i64
        %221 = arith.cmpi slt, %168, %c5_i64 : i64
        scf.if %221 {
          %cst_171 = arith.constant 2.500000e+00 : f32
          %c10_i64_172 = arith.constant 10 : i64
          %224 = arith.muli %168, %c10_i64_172 : i64
          %225 = arith.addi %166, %224 : i64
          %226 = llvm.getelementptr %135[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %227 = llvm.load %226 : !llvm.ptr<1> -> f32
          %cst_173 = arith.constant -5.000000e-01 : f32
          %228 = memref.load %alloca_45[] : memref<f32>
          %229 = arith.mulf %cst_173, %228 : f32
          %230 = llvm.intr.fma(%cst_171, %227, %229) : (f32, f32, f32) -> f32
          %c10_i64_174 = arith.constant 10 : i64
          %231 = arith.muli %168, %c10_i64_174 : i64
          %232 = arith.addi %166, %231 : i64
          %233 = llvm.getelementptr %135[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %230, %233 : f32, !llvm.ptr<1>
        }
        %c5_i64_169 = arith.constant 5 : i64
        %222 = arith.cmpi slt, %171, %c5_i64_169 : i64
        scf.if %222 {
          %cst_171 = arith.constant 2.500000e+00 : f32
          %c10_i64_172 = arith.constant 10 : i64
          %224 = arith.muli %171, %c10_i64_172 : i64
          %225 = arith.addi %166, %224 : i64
          %226 = llvm.getelementptr %135[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %227 = llvm.load %226 : !llvm.ptr<1> -> f32
          %cst_173 = arith.constant -5.000000e-01 : f32
          %228 = memref.load %alloca_46[] : memref<f32>
          %229 = arith.mulf %cst_173, %228 : f32
          %230 = llvm.intr.fma(%cst_171, %227, %229) : (f32, f32, f32) -> f32
          %c10_i64_174 = arith.constant 10 : i64
          %231 = arith.muli %171, %c10_i64_174 : i64
          %232 = arith.addi %166, %231 : i64
          %233 = llvm.getelementptr %135[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %230, %233 : f32, !llvm.ptr<1>
        }
        %c5_i64_170 = arith.constant 5 : i64
        %223 = arith.cmpi slt, %174, %c5_i64_170 : i64
        scf.if %223 {
          %cst_171 = arith.constant 2.500000e+00 : f32
          %c10_i64_172 = arith.constant 10 : i64
          %224 = arith.muli %174, %c10_i64_172 : i64
          %225 = arith.addi %166, %224 : i64
          %226 = llvm.getelementptr %135[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %227 = llvm.load %226 : !llvm.ptr<1> -> f32
          %cst_173 = arith.constant -5.000000e-01 : f32
          %228 = memref.load %alloca_47[] : memref<f32>
          %229 = arith.mulf %cst_173, %228 : f32
          %230 = llvm.intr.fma(%cst_171, %227, %229) : (f32, f32, f32) -> f32
          %c10_i64_174 = arith.constant 10 : i64
          %231 = arith.muli %174, %c10_i64_174 : i64
          %232 = arith.addi %166, %231 : i64
          %233 = llvm.getelementptr %135[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %230, %233 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_101 = gpu.thread_id  x
      %177 = arith.index_cast %thread_id_x_101 : index to i64
      %c9_i64_102 = arith.constant 9 : i64
      %178 = arith.minsi %177, %c9_i64_102 : i64
      %thread_id_y_103 = gpu.thread_id  y
      %179 = arith.index_cast %thread_id_y_103 : index to i64
      %c4_i64_104 = arith.constant 4 : i64
      %180 = arith.minsi %179, %c4_i64_104 : i64
      %thread_id_y_105 = gpu.thread_id  y
      %181 = arith.index_cast %thread_id_y_105 : index to i64
      %c2_i64_106 = arith.constant 2 : i64
      %182 = arith.addi %181, %c2_i64_106 : i64
      %c4_i64_107 = arith.constant 4 : i64
      %183 = arith.minsi %182, %c4_i64_107 : i64
      %thread_id_y_108 = gpu.thread_id  y
      %184 = arith.index_cast %thread_id_y_108 : index to i64
      %c4_i64_109 = arith.constant 4 : i64
      %185 = arith.addi %184, %c4_i64_109 : i64
      %c4_i64_110 = arith.constant 4 : i64
      %186 = arith.minsi %185, %c4_i64_110 : i64
      %cst_111 = arith.constant 0.000000e+00 : f32
      memref.store %cst_111, %alloca_48[] : memref<f32>
      %cst_112 = arith.constant 0.000000e+00 : f32
      memref.store %cst_112, %alloca_49[] : memref<f32>
      %cst_113 = arith.constant 0.000000e+00 : f32
      memref.store %cst_113, %alloca_50[] : memref<f32>
      %c0_i64_114 = arith.constant 0 : i64
      %c6_i64_115 = arith.constant 6 : i64
      %c1_i64_116 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_114 to %c6_i64_115 step %c1_i64_116  : i64 {
        %c10_i64_169 = arith.constant 10 : i64
        %221 = arith.muli %arg11, %c10_i64_169 : i64
        %222 = arith.addi %178, %221 : i64
        %223 = llvm.getelementptr %127[%222] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %224 = llvm.load %223 : !llvm.ptr<1> -> f32
        %c6_i64_170 = arith.constant 6 : i64
        %225 = arith.muli %180, %c6_i64_170 : i64
        %226 = arith.addi %arg11, %225 : i64
        %227 = llvm.getelementptr %129[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %228 = llvm.load %227 : !llvm.ptr<1> -> f32
        %c6_i64_171 = arith.constant 6 : i64
        %229 = arith.muli %183, %c6_i64_171 : i64
        %230 = arith.addi %arg11, %229 : i64
        %231 = llvm.getelementptr %129[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %232 = llvm.load %231 : !llvm.ptr<1> -> f32
        %c6_i64_172 = arith.constant 6 : i64
        %233 = arith.muli %186, %c6_i64_172 : i64
        %234 = arith.addi %arg11, %233 : i64
        %235 = llvm.getelementptr %129[%234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %236 = llvm.load %235 : !llvm.ptr<1> -> f32
        %237 = memref.load %alloca_48[] : memref<f32>
        %238 = llvm.intr.fma(%224, %228, %237) : (f32, f32, f32) -> f32
        memref.store %238, %alloca_48[] : memref<f32>
        %239 = memref.load %alloca_49[] : memref<f32>
        %240 = llvm.intr.fma(%224, %232, %239) : (f32, f32, f32) -> f32
        memref.store %240, %alloca_49[] : memref<f32>
        %241 = memref.load %alloca_50[] : memref<f32>
        %242 = llvm.intr.fma(%224, %236, %241) : (f32, f32, f32) -> f32
        memref.store %242, %alloca_50[] : memref<f32>
      }
      %c10_i64_117 = arith.constant 10 : i64
      %187 = arith.cmpi slt, %177, %c10_i64_117 : i64
      scf.if %187 {
        %c5_i64 = arith.constant 5 : i64
        %221 = arith.cmpi slt, %179, %c5_i64 : i64
        scf.if %221 {
          %c10_i64_171 = arith.constant 10 : i64
          %224 = arith.muli %179, %c10_i64_171 : i64
          %225 = arith.addi %177, %224 : i64
          %226 = llvm.getelementptr %137[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %227 = llvm.load %226 : !llvm.ptr<1> -> f32
          %228 = memref.load %alloca_48[] : memref<f32>
          %229 = arith.mulf %arg0, %228 : f32
          %230 = llvm.intr.fma(%arg1, %227, %229) : (f32, f32, f32) -> f32
          %c10_i64_172 = arith.constant 10 : i64
          %231 = arith.muli %179, %c10_i64_172 : i64
          %232 = arith.addi %177, %231 : i64
          %233 = llvm.getelementptr %137[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %230, %233 : f32, !llvm.ptr<1>
        }
        %c5_i64_169 = arith.constant 5 : i64
        %222 = arith.cmpi slt, %182, %c5_i64_169 : i64
        scf.if %222 {
          %c10_i64_171 = arith.constant 10 : i64
          %224 = arith.muli %182, %c10_i64_171 : i64
          %225 = arith.addi %177, %224 : i64
          %226 = llvm.getelementptr %137[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %227 = llvm.load %226 : !llvm.ptr<1> -> f32
          %228 = memref.load %alloca_49[] : memref<f32>
          %229 = arith.mulf %arg0, %228 : f32
          %230 = llvm.intr.fma(%arg1, %227, %229) : (f32, f32, f32) -> f32
          %c10_i64_172 = arith.constant 10 : i64
          %231 = arith.muli %182, %c10_i64_172 : i64
          %232 = arith.addi %177, %231 : i64
          %233 = llvm.getelementptr %137[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %230, %233 : f32, !llvm.ptr<1>
        }
        %c5_i64_170 = arith.constant 5 : i64
        %223 = arith.cmpi slt, %185, %c5_i64_170 : i64
        scf.if %223 {
          %c10_i64_171 = arith.constant 10 : i64
          %224 = arith.muli %185, %c10_i64_171 : i64
          %225 = arith.addi %177, %224 : i64
          %226 = llvm.getelementptr %137[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %227 = llvm.load %226 : !llvm.ptr<1> -> f32
          %228 = memref.load %alloca_50[] : memref<f32>
          %229 = arith.mulf %arg0, %228 : f32
          %230 = llvm.intr.fma(%arg1, %227, %229) : (f32, f32, f32) -> f32
          %c10_i64_172 = arith.constant 10 : i64
          %231 = arith.muli %185, %c10_i64_172 : i64
          %232 = arith.addi %177, %231 : i64
          %233 = llvm.getelementptr %137[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %230, %233 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_118 = gpu.thread_id  x
      %188 = arith.index_cast %thread_id_x_118 : index to i64
      %c9_i64_119 = arith.constant 9 : i64
      %189 = arith.minsi %188, %c9_i64_119 : i64
      %thread_id_y_120 = gpu.thread_id  y
      %190 = arith.index_cast %thread_id_y_120 : index to i64
      %c4_i64_121 = arith.constant 4 : i64
      %191 = arith.minsi %190, %c4_i64_121 : i64
      %thread_id_y_122 = gpu.thread_id  y
      %192 = arith.index_cast %thread_id_y_122 : index to i64
      %c2_i64_123 = arith.constant 2 : i64
      %193 = arith.addi %192, %c2_i64_123 : i64
      %c4_i64_124 = arith.constant 4 : i64
      %194 = arith.minsi %193, %c4_i64_124 : i64
      %thread_id_y_125 = gpu.thread_id  y
      %195 = arith.index_cast %thread_id_y_125 : index to i64
      %c4_i64_126 = arith.constant 4 : i64
      %196 = arith.addi %195, %c4_i64_126 : i64
      %c4_i64_127 = arith.constant 4 : i64
      %197 = arith.minsi %196, %c4_i64_127 : i64
      %cst_128 = arith.constant 0.000000e+00 : f32
      memref.store %cst_128, %alloca_51[] : memref<f32>
      %cst_129 = arith.constant 0.000000e+00 : f32
      memref.store %cst_129, %alloca_52[] : memref<f32>
      %cst_130 = arith.constant 0.000000e+00 : f32
      memref.store %cst_130, %alloca_53[] : memref<f32>
      %c0_i64_131 = arith.constant 0 : i64
      %c6_i64_132 = arith.constant 6 : i64
      %c1_i64_133 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_131 to %c6_i64_132 step %c1_i64_133  : i64 {
        %c10_i64_169 = arith.constant 10 : i64
        %221 = arith.muli %arg11, %c10_i64_169 : i64
        %222 = arith.addi %189, %221 : i64
        %223 = llvm.getelementptr %127[%222] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %224 = llvm.load %223 : !llvm.ptr<1> -> f32
        %c6_i64_170 = arith.constant 6 : i64
        %225 = arith.muli %191, %c6_i64_170 : i64
        %226 = arith.addi %arg11, %225 : i64
        %227 = llvm.getelementptr %129[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %228 = llvm.load %227 : !llvm.ptr<1> -> f32
        %c6_i64_171 = arith.constant 6 : i64
        %229 = arith.muli %194, %c6_i64_171 : i64
        %230 = arith.addi %arg11, %229 : i64
        %231 = llvm.getelementptr %129[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %232 = llvm.load %231 : !llvm.ptr<1> -> f32
        %c6_i64_172 = arith.constant 6 : i64
        %233 = arith.muli %197, %c6_i64_172 : i64
        %234 = arith.addi %arg11, %233 : i64
        %235 = llvm.getelementptr %129[%234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %236 = llvm.load %235 : !llvm.ptr<1> -> f32
        %237 = memref.load %alloca_51[] : memref<f32>
        %238 = llvm.intr.fma(%224, %228, %237) : (f32, f32, f32) -> f32
        memref.store %238, %alloca_51[] : memref<f32>
        %239 = memref.load %alloca_52[] : memref<f32>
        %240 = llvm.intr.fma(%224, %232, %239) : (f32, f32, f32) -> f32
        memref.store %240, %alloca_52[] : memref<f32>
        %241 = memref.load %alloca_53[] : memref<f32>
        %242 = llvm.intr.fma(%224, %236, %241) : (f32, f32, f32) -> f32
        memref.store %242, %alloca_53[] : memref<f32>
      }
      %c10_i64_134 = arith.constant 10 : i64
      %198 = arith.cmpi slt, %188, %c10_i64_134 : i64
      scf.if %198 {
        %c5_i64 = arith.constant 5 : i64
        %221 = arith.cmpi slt, %190, %c5_i64 : i64
        scf.if %221 {
          %224 = memref.load %alloca_51[] : memref<f32>
          %225 = arith.mulf %arg0, %224 : f32
          %c10_i64_171 = arith.constant 10 : i64
          %226 = arith.muli %190, %c10_i64_171 : i64
          %227 = arith.addi %188, %226 : i64
          %228 = llvm.getelementptr %139[%227] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %225, %228 : f32, !llvm.ptr<1>
        }
        %c5_i64_169 = arith.constant 5 : i64
        %222 = arith.cmpi slt, %193, %c5_i64_169 : i64
        scf.if %222 {
          %224 = memref.load %alloca_52[] : memref<f32>
          %225 = arith.mulf %arg0, %224 : f32
          %c10_i64_171 = arith.constant 10 : i64
          %226 = arith.muli %193, %c10_i64_171 : i64
          %227 = arith.addi %188, %226 : i64
          %228 = llvm.getelementptr %139[%227] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %225, %228 : f32, !llvm.ptr<1>
        }
        %c5_i64_170 = arith.constant 5 : i64
        %223 = arith.cmpi slt, %196, %c5_i64_170 : i64
        scf.if %223 {
          %224 = memref.load %alloca_53[] : memref<f32>
          %225 = arith.mulf %arg0, %224 : f32
          %c10_i64_171 = arith.constant 10 : i64
          %226 = arith.muli %196, %c10_i64_171 : i64
          %227 = arith.addi %188, %226 : i64
          %228 = llvm.getelementptr %139[%227] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %225, %228 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_135 = gpu.thread_id  x
      %199 = arith.index_cast %thread_id_x_135 : index to i64
      %c9_i64_136 = arith.constant 9 : i64
      %200 = arith.minsi %199, %c9_i64_136 : i64
      %thread_id_y_137 = gpu.thread_id  y
      %201 = arith.index_cast %thread_id_y_137 : index to i64
      %c4_i64_138 = arith.constant 4 : i64
      %202 = arith.minsi %201, %c4_i64_138 : i64
      %thread_id_y_139 = gpu.thread_id  y
      %203 = arith.index_cast %thread_id_y_139 : index to i64
      %c2_i64_140 = arith.constant 2 : i64
      %204 = arith.addi %203, %c2_i64_140 : i64
      %c4_i64_141 = arith.constant 4 : i64
      %205 = arith.minsi %204, %c4_i64_141 : i64
      %thread_id_y_142 = gpu.thread_id  y
      %206 = arith.index_cast %thread_id_y_142 : index to i64
      %c4_i64_143 = arith.constant 4 : i64
      %207 = arith.addi %206, %c4_i64_143 : i64
      %c4_i64_144 = arith.constant 4 : i64
      %208 = arith.minsi %207, %c4_i64_144 : i64
      %cst_145 = arith.constant 0.000000e+00 : f32
      memref.store %cst_145, %alloca_54[] : memref<f32>
      %cst_146 = arith.constant 0.000000e+00 : f32
      memref.store %cst_146, %alloca_55[] : memref<f32>
      %cst_147 = arith.constant 0.000000e+00 : f32
      memref.store %cst_147, %alloca_56[] : memref<f32>
      %c0_i64_148 = arith.constant 0 : i64
      %c6_i64_149 = arith.constant 6 : i64
      %c1_i64_150 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_148 to %c6_i64_149 step %c1_i64_150  : i64 {
        %c10_i64_169 = arith.constant 10 : i64
        %221 = arith.muli %arg11, %c10_i64_169 : i64
        %222 = arith.addi %200, %221 : i64
        %223 = llvm.getelementptr %127[%222] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %224 = llvm.load %223 : !llvm.ptr<1> -> f32
        %c6_i64_170 = arith.constant 6 : i64
        %225 = arith.muli %202, %c6_i64_170 : i64
        %226 = arith.addi %arg11, %225 : i64
        %227 = llvm.getelementptr %129[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %228 = llvm.load %227 : !llvm.ptr<1> -> f32
        %c6_i64_171 = arith.constant 6 : i64
        %229 = arith.muli %205, %c6_i64_171 : i64
        %230 = arith.addi %arg11, %229 : i64
        %231 = llvm.getelementptr %129[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %232 = llvm.load %231 : !llvm.ptr<1> -> f32
        %c6_i64_172 = arith.constant 6 : i64
        %233 = arith.muli %208, %c6_i64_172 : i64
        %234 = arith.addi %arg11, %233 : i64
        %235 = llvm.getelementptr %129[%234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %236 = llvm.load %235 : !llvm.ptr<1> -> f32
        %237 = memref.load %alloca_54[] : memref<f32>
        %238 = llvm.intr.fma(%224, %228, %237) : (f32, f32, f32) -> f32
        memref.store %238, %alloca_54[] : memref<f32>
        %239 = memref.load %alloca_55[] : memref<f32>
        %240 = llvm.intr.fma(%224, %232, %239) : (f32, f32, f32) -> f32
        memref.store %240, %alloca_55[] : memref<f32>
        %241 = memref.load %alloca_56[] : memref<f32>
        %242 = llvm.intr.fma(%224, %236, %241) : (f32, f32, f32) -> f32
        memref.store %242, %alloca_56[] : memref<f32>
      }
      %c10_i64_151 = arith.constant 10 : i64
      %209 = arith.cmpi slt, %199, %c10_i64_151 : i64
      scf.if %209 {
        %c5_i64 = arith.constant 5 : i64
        %221 = arith.cmpi slt, %201, %c5_i64 : i64
        scf.if %221 {
          %cst_171 = arith.constant 0.000000e+00 : f32
          %224 = memref.load %alloca_54[] : memref<f32>
          %c10_i64_172 = arith.constant 10 : i64
          %225 = arith.muli %201, %c10_i64_172 : i64
          %226 = arith.addi %199, %225 : i64
          %227 = llvm.getelementptr %141[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %228 = llvm.load %227 : !llvm.ptr<1> -> f32
          %229 = llvm.intr.fma(%cst_171, %224, %228) : (f32, f32, f32) -> f32
          %c10_i64_173 = arith.constant 10 : i64
          %230 = arith.muli %201, %c10_i64_173 : i64
          %231 = arith.addi %199, %230 : i64
          %232 = llvm.getelementptr %141[%231] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %229, %232 : f32, !llvm.ptr<1>
        }
        %c5_i64_169 = arith.constant 5 : i64
        %222 = arith.cmpi slt, %204, %c5_i64_169 : i64
        scf.if %222 {
          %cst_171 = arith.constant 0.000000e+00 : f32
          %224 = memref.load %alloca_55[] : memref<f32>
          %c10_i64_172 = arith.constant 10 : i64
          %225 = arith.muli %204, %c10_i64_172 : i64
          %226 = arith.addi %199, %225 : i64
          %227 = llvm.getelementptr %141[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %228 = llvm.load %227 : !llvm.ptr<1> -> f32
          %229 = llvm.intr.fma(%cst_171, %224, %228) : (f32, f32, f32) -> f32
          %c10_i64_173 = arith.constant 10 : i64
          %230 = arith.muli %204, %c10_i64_173 : i64
          %231 = arith.addi %199, %230 : i64
          %232 = llvm.getelementptr %141[%231] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %229, %232 : f32, !llvm.ptr<1>
        }
        %c5_i64_170 = arith.constant 5 : i64
        %223 = arith.cmpi slt, %207, %c5_i64_170 : i64
        scf.if %223 {
          %cst_171 = arith.constant 0.000000e+00 : f32
          %224 = memref.load %alloca_56[] : memref<f32>
          %c10_i64_172 = arith.constant 10 : i64
          %225 = arith.muli %207, %c10_i64_172 : i64
          %226 = arith.addi %199, %225 : i64
          %227 = llvm.getelementptr %141[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %228 = llvm.load %227 : !llvm.ptr<1> -> f32
          %229 = llvm.intr.fma(%cst_171, %224, %228) : (f32, f32, f32) -> f32
          %c10_i64_173 = arith.constant 10 : i64
          %230 = arith.muli %207, %c10_i64_173 : i64
          %231 = arith.addi %199, %230 : i64
          %232 = llvm.getelementptr %141[%231] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %229, %232 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_152 = gpu.thread_id  x
      %210 = arith.index_cast %thread_id_x_152 : index to i64
      %c9_i64_153 = arith.constant 9 : i64
      %211 = arith.minsi %210, %c9_i64_153 : i64
      %thread_id_y_154 = gpu.thread_id  y
      %212 = arith.index_cast %thread_id_y_154 : index to i64
      %c4_i64_155 = arith.constant 4 : i64
      %213 = arith.minsi %212, %c4_i64_155 : i64
      %thread_id_y_156 = gpu.thread_id  y
      %214 = arith.index_cast %thread_id_y_156 : index to i64
      %c2_i64_157 = arith.constant 2 : i64
      %215 = arith.addi %214, %c2_i64_157 : i64
      %c4_i64_158 = arith.constant 4 : i64
      %216 = arith.minsi %215, %c4_i64_158 : i64
      %thread_id_y_159 = gpu.thread_id  y
      %217 = arith.index_cast %thread_id_y_159 : index to i64
      %c4_i64_160 = arith.constant 4 : i64
      %218 = arith.addi %217, %c4_i64_160 : i64
      %c4_i64_161 = arith.constant 4 : i64
      %219 = arith.minsi %218, %c4_i64_161 : i64
      %cst_162 = arith.constant 0.000000e+00 : f32
      memref.store %cst_162, %alloca_57[] : memref<f32>
      %cst_163 = arith.constant 0.000000e+00 : f32
      memref.store %cst_163, %alloca_58[] : memref<f32>
      %cst_164 = arith.constant 0.000000e+00 : f32
      memref.store %cst_164, %alloca_59[] : memref<f32>
      %c0_i64_165 = arith.constant 0 : i64
      %c6_i64_166 = arith.constant 6 : i64
      %c1_i64_167 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_165 to %c6_i64_166 step %c1_i64_167  : i64 {
        %c10_i64_169 = arith.constant 10 : i64
        %221 = arith.muli %arg11, %c10_i64_169 : i64
        %222 = arith.addi %211, %221 : i64
        %223 = llvm.getelementptr %127[%222] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %224 = llvm.load %223 : !llvm.ptr<1> -> f32
        %c6_i64_170 = arith.constant 6 : i64
        %225 = arith.muli %213, %c6_i64_170 : i64
        %226 = arith.addi %arg11, %225 : i64
        %227 = llvm.getelementptr %129[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %228 = llvm.load %227 : !llvm.ptr<1> -> f32
        %c6_i64_171 = arith.constant 6 : i64
        %229 = arith.muli %216, %c6_i64_171 : i64
        %230 = arith.addi %arg11, %229 : i64
        %231 = llvm.getelementptr %129[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %232 = llvm.load %231 : !llvm.ptr<1> -> f32
        %c6_i64_172 = arith.constant 6 : i64
        %233 = arith.muli %219, %c6_i64_172 : i64
        %234 = arith.addi %arg11, %233 : i64
        %235 = llvm.getelementptr %129[%234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %236 = llvm.load %235 : !llvm.ptr<1> -> f32
        %237 = memref.load %alloca_57[] : memref<f32>
        %238 = llvm.intr.fma(%224, %228, %237) : (f32, f32, f32) -> f32
        memref.store %238, %alloca_57[] : memref<f32>
        %239 = memref.load %alloca_58[] : memref<f32>
        %240 = llvm.intr.fma(%224, %232, %239) : (f32, f32, f32) -> f32
        memref.store %240, %alloca_58[] : memref<f32>
        %241 = memref.load %alloca_59[] : memref<f32>
        %242 = llvm.intr.fma(%224, %236, %241) : (f32, f32, f32) -> f32
        memref.store %242, %alloca_59[] : memref<f32>
      }
      %c10_i64_168 = arith.constant 10 : i64
      %220 = arith.cmpi slt, %210, %c10_i64_168 : i64
      scf.if %220 {
        %c5_i64 = arith.constant 5 : i64
        %221 = arith.cmpi slt, %212, %c5_i64 : i64
        scf.if %221 {
          %c10_i64_171 = arith.constant 10 : i64
          %224 = arith.muli %212, %c10_i64_171 : i64
          %225 = arith.addi %210, %224 : i64
          %226 = llvm.getelementptr %143[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %227 = llvm.load %226 : !llvm.ptr<1> -> f32
          %cst_172 = arith.constant 3.000000e+00 : f32
          %228 = memref.load %alloca_57[] : memref<f32>
          %229 = arith.mulf %cst_172, %228 : f32
          %230 = llvm.intr.fma(%arg1, %227, %229) : (f32, f32, f32) -> f32
          %c10_i64_173 = arith.constant 10 : i64
          %231 = arith.muli %212, %c10_i64_173 : i64
          %232 = arith.addi %210, %231 : i64
          %233 = llvm.getelementptr %143[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %230, %233 : f32, !llvm.ptr<1>
        }
        %c5_i64_169 = arith.constant 5 : i64
        %222 = arith.cmpi slt, %215, %c5_i64_169 : i64
        scf.if %222 {
          %c10_i64_171 = arith.constant 10 : i64
          %224 = arith.muli %215, %c10_i64_171 : i64
          %225 = arith.addi %210, %224 : i64
          %226 = llvm.getelementptr %143[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %227 = llvm.load %226 : !llvm.ptr<1> -> f32
          %cst_172 = arith.constant 3.000000e+00 : f32
          %228 = memref.load %alloca_58[] : memref<f32>
          %229 = arith.mulf %cst_172, %228 : f32
          %230 = llvm.intr.fma(%arg1, %227, %229) : (f32, f32, f32) -> f32
          %c10_i64_173 = arith.constant 10 : i64
          %231 = arith.muli %215, %c10_i64_173 : i64
          %232 = arith.addi %210, %231 : i64
          %233 = llvm.getelementptr %143[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %230, %233 : f32, !llvm.ptr<1>
        }
        %c5_i64_170 = arith.constant 5 : i64
        %223 = arith.cmpi slt, %218, %c5_i64_170 : i64
        scf.if %223 {
          %c10_i64_171 = arith.constant 10 : i64
          %224 = arith.muli %218, %c10_i64_171 : i64
          %225 = arith.addi %210, %224 : i64
          %226 = llvm.getelementptr %143[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %227 = llvm.load %226 : !llvm.ptr<1> -> f32
          %cst_172 = arith.constant 3.000000e+00 : f32
          %228 = memref.load %alloca_59[] : memref<f32>
          %229 = arith.mulf %cst_172, %228 : f32
          %230 = llvm.intr.fma(%arg1, %227, %229) : (f32, f32, f32) -> f32
          %c10_i64_173 = arith.constant 10 : i64
          %231 = arith.muli %218, %c10_i64_173 : i64
          %232 = arith.addi %210, %231 : i64
          %233 = llvm.getelementptr %143[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %230, %233 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
