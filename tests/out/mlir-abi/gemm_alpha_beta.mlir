module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_alpha_beta(%arg0: f32, %arg1: f32, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 8, 2, 1>} {
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
      %alloca_60 = memref.alloca() : memref<f32>
      %alloca_61 = memref.alloca() : memref<f32>
      %alloca_62 = memref.alloca() : memref<f32>
      %alloca_63 = memref.alloca() : memref<f32>
      %alloca_64 = memref.alloca() : memref<f32>
      %alloca_65 = memref.alloca() : memref<f32>
      %alloca_66 = memref.alloca() : memref<f32>
      %alloca_67 = memref.alloca() : memref<f32>
      %alloca_68 = memref.alloca() : memref<f32>
      %alloca_69 = memref.alloca() : memref<f32>
      %alloca_70 = memref.alloca() : memref<f32>
      %alloca_71 = memref.alloca() : memref<f32>
      %alloca_72 = memref.alloca() : memref<f32>
      %alloca_73 = memref.alloca() : memref<f32>
      %alloca_74 = memref.alloca() : memref<f32>
      %alloca_75 = memref.alloca() : memref<f32>
      %alloca_76 = memref.alloca() : memref<f32>
      %alloca_77 = memref.alloca() : memref<f32>
      %alloca_78 = memref.alloca() : memref<f32>
      %alloca_79 = memref.alloca() : memref<f32>
      %alloca_80 = memref.alloca() : memref<f32>
      %thread_id_x = gpu.thread_id  x
      %144 = arith.index_cast %thread_id_x : index to i64
      %c9_i64 = arith.constant 9 : i64
      %145 = arith.minsi %144, %c9_i64 : i64
      %thread_id_x_81 = gpu.thread_id  x
      %146 = arith.index_cast %thread_id_x_81 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %147 = arith.addi %146, %c8_i64 : i64
      %c9_i64_82 = arith.constant 9 : i64
      %148 = arith.minsi %147, %c9_i64_82 : i64
      %thread_id_y = gpu.thread_id  y
      %149 = arith.index_cast %thread_id_y : index to i64
      %c4_i64 = arith.constant 4 : i64
      %150 = arith.minsi %149, %c4_i64 : i64
      %thread_id_y_83 = gpu.thread_id  y
      %151 = arith.index_cast %thread_id_y_83 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %152 = arith.addi %151, %c2_i64 : i64
      %c4_i64_84 = arith.constant 4 : i64
      %153 = arith.minsi %152, %c4_i64_84 : i64
      %thread_id_y_85 = gpu.thread_id  y
      %154 = arith.index_cast %thread_id_y_85 : index to i64
      %c4_i64_86 = arith.constant 4 : i64
      %155 = arith.addi %154, %c4_i64_86 : i64
      %c4_i64_87 = arith.constant 4 : i64
      %156 = arith.minsi %155, %c4_i64_87 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_88 = arith.constant 0.000000e+00 : f32
      memref.store %cst_88, %alloca_40[] : memref<f32>
      %cst_89 = arith.constant 0.000000e+00 : f32
      memref.store %cst_89, %alloca_41[] : memref<f32>
      %cst_90 = arith.constant 0.000000e+00 : f32
      memref.store %cst_90, %alloca_42[] : memref<f32>
      %cst_91 = arith.constant 0.000000e+00 : f32
      memref.store %cst_91, %alloca_43[] : memref<f32>
      %cst_92 = arith.constant 0.000000e+00 : f32
      memref.store %cst_92, %alloca_44[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
        %c10_i64_238 = arith.constant 10 : i64
        %249 = arith.muli %arg11, %c10_i64_238 : i64
        %250 = arith.addi %145, %249 : i64
        %251 = llvm.getelementptr %127[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %252 = llvm.load %251 : !llvm.ptr<1> -> f32
        %c10_i64_239 = arith.constant 10 : i64
        %253 = arith.muli %arg11, %c10_i64_239 : i64
        %254 = arith.addi %148, %253 : i64
        %255 = llvm.getelementptr %127[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %256 = llvm.load %255 : !llvm.ptr<1> -> f32
        %c6_i64_240 = arith.constant 6 : i64
        %257 = arith.muli %150, %c6_i64_240 : i64
        %258 = arith.addi %arg11, %257 : i64
        %259 = llvm.getelementptr %129[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %260 = llvm.load %259 : !llvm.ptr<1> -> f32
        %c6_i64_241 = arith.constant 6 : i64
        %261 = arith.muli %153, %c6_i64_241 : i64
        %262 = arith.addi %arg11, %261 : i64
        %263 = llvm.getelementptr %129[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %264 = llvm.load %263 : !llvm.ptr<1> -> f32
        %c6_i64_242 = arith.constant 6 : i64
        %265 = arith.muli %156, %c6_i64_242 : i64
        %266 = arith.addi %arg11, %265 : i64
        %267 = llvm.getelementptr %129[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %268 = llvm.load %267 : !llvm.ptr<1> -> f32
        %269 = memref.load %alloca[] : memref<f32>
        %270 = llvm.intr.fma(%252, %260, %269) : (f32, f32, f32) -> f32
        memref.store %270, %alloca[] : memref<f32>
        %271 = memref.load %alloca_40[] : memref<f32>
        %272 = llvm.intr.fma(%252, %264, %271) : (f32, f32, f32) -> f32
        memref.store %272, %alloca_40[] : memref<f32>
        %273 = memref.load %alloca_41[] : memref<f32>
        %274 = llvm.intr.fma(%252, %268, %273) : (f32, f32, f32) -> f32
        memref.store %274, %alloca_41[] : memref<f32>
        %275 = memref.load %alloca_42[] : memref<f32>
        %276 = llvm.intr.fma(%256, %260, %275) : (f32, f32, f32) -> f32
        memref.store %276, %alloca_42[] : memref<f32>
        %277 = memref.load %alloca_43[] : memref<f32>
        %278 = llvm.intr.fma(%256, %264, %277) : (f32, f32, f32) -> f32
        memref.store %278, %alloca_43[] : memref<f32>
        %279 = memref.load %alloca_44[] : memref<f32>
        %280 = llvm.intr.fma(%256, %268, %279) : (f32, f32, f32) -> f32
        memref.store %280, %alloca_44[] : memref<f32>
      }
      %c10_i64 = arith.constant 10 : i64
      %157 = arith.cmpi slt, %144, %c10_i64 : i64
      scf.if %157 {
        %c5_i64 = arith.constant 5 : i64
        %249 = arith.cmpi slt, %149, %c5_i64 : i64
        scf.if %249 {
          %252 = memref.load %alloca[] : memref<f32>
          %c10_i64_240 = arith.constant 10 : i64
          %253 = arith.muli %149, %c10_i64_240 : i64
          %254 = arith.addi %144, %253 : i64
          %255 = llvm.getelementptr %131[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %252, %255 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %250 = arith.cmpi slt, %152, %c5_i64_238 : i64
        scf.if %250 {
          %252 = memref.load %alloca_40[] : memref<f32>
          %c10_i64_240 = arith.constant 10 : i64
          %253 = arith.muli %152, %c10_i64_240 : i64
          %254 = arith.addi %144, %253 : i64
          %255 = llvm.getelementptr %131[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %252, %255 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %251 = arith.cmpi slt, %155, %c5_i64_239 : i64
        scf.if %251 {
          %252 = memref.load %alloca_41[] : memref<f32>
          %c10_i64_240 = arith.constant 10 : i64
          %253 = arith.muli %155, %c10_i64_240 : i64
          %254 = arith.addi %144, %253 : i64
          %255 = llvm.getelementptr %131[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %252, %255 : f32, !llvm.ptr<1>
        }
      }
      %c10_i64_93 = arith.constant 10 : i64
      %158 = arith.cmpi slt, %147, %c10_i64_93 : i64
      scf.if %158 {
        %c5_i64 = arith.constant 5 : i64
        %249 = arith.cmpi slt, %149, %c5_i64 : i64
        scf.if %249 {
          %252 = memref.load %alloca_42[] : memref<f32>
          %c10_i64_240 = arith.constant 10 : i64
          %253 = arith.muli %149, %c10_i64_240 : i64
          %254 = arith.addi %147, %253 : i64
          %255 = llvm.getelementptr %131[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %252, %255 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %250 = arith.cmpi slt, %152, %c5_i64_238 : i64
        scf.if %250 {
          %252 = memref.load %alloca_43[] : memref<f32>
          %c10_i64_240 = arith.constant 10 : i64
          %253 = arith.muli %152, %c10_i64_240 : i64
          %254 = arith.addi %147, %253 : i64
          %255 = llvm.getelementptr %131[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %252, %255 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %251 = arith.cmpi slt, %155, %c5_i64_239 : i64
        scf.if %251 {
          %252 = memref.load %alloca_44[] : memref<f32>
          %c10_i64_240 = arith.constant 10 : i64
          %253 = arith.muli %155, %c10_i64_240 : i64
          %254 = arith.addi %147, %253 : i64
          %255 = llvm.getelementptr %131[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %252, %255 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_94 = gpu.thread_id  x
      %159 = arith.index_cast %thread_id_x_94 : index to i64
      %c9_i64_95 = arith.constant 9 : i64
      %160 = arith.minsi %159, %c9_i64_95 : i64
      %thread_id_x_96 = gpu.thread_id  x
      %161 = arith.index_cast %thread_id_x_96 : index to i64
      %c8_i64_97 = arith.constant 8 : i64
      %162 = arith.addi %161, %c8_i64_97 : i64
      %c9_i64_98 = arith.constant 9 : i64
      %163 = arith.minsi %162, %c9_i64_98 : i64
      %thread_id_y_99 = gpu.thread_id  y
      %164 = arith.index_cast %thread_id_y_99 : index to i64
      %c4_i64_100 = arith.constant 4 : i64
      %165 = arith.minsi %164, %c4_i64_100 : i64
      %thread_id_y_101 = gpu.thread_id  y
      %166 = arith.index_cast %thread_id_y_101 : index to i64
      %c2_i64_102 = arith.constant 2 : i64
      %167 = arith.addi %166, %c2_i64_102 : i64
      %c4_i64_103 = arith.constant 4 : i64
      %168 = arith.minsi %167, %c4_i64_103 : i64
      %thread_id_y_104 = gpu.thread_id  y
      %169 = arith.index_cast %thread_id_y_104 : index to i64
      %c4_i64_105 = arith.constant 4 : i64
      %170 = arith.addi %169, %c4_i64_105 : i64
      %c4_i64_106 = arith.constant 4 : i64
      %171 = arith.minsi %170, %c4_i64_106 : i64
      %cst_107 = arith.constant 0.000000e+00 : f32
      memref.store %cst_107, %alloca_45[] : memref<f32>
      %cst_108 = arith.constant 0.000000e+00 : f32
      memref.store %cst_108, %alloca_46[] : memref<f32>
      %cst_109 = arith.constant 0.000000e+00 : f32
      memref.store %cst_109, %alloca_47[] : memref<f32>
      %cst_110 = arith.constant 0.000000e+00 : f32
      memref.store %cst_110, %alloca_48[] : memref<f32>
      %cst_111 = arith.constant 0.000000e+00 : f32
      memref.store %cst_111, %alloca_49[] : memref<f32>
      %cst_112 = arith.constant 0.000000e+00 : f32
      memref.store %cst_112, %alloca_50[] : memref<f32>
      %c0_i64_113 = arith.constant 0 : i64
      %c6_i64_114 = arith.constant 6 : i64
      %c1_i64_115 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_113 to %c6_i64_114 step %c1_i64_115  : i64 {
        %c10_i64_238 = arith.constant 10 : i64
        %249 = arith.muli %arg11, %c10_i64_238 : i64
        %250 = arith.addi %160, %249 : i64
        %251 = llvm.getelementptr %127[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %252 = llvm.load %251 : !llvm.ptr<1> -> f32
        %c10_i64_239 = arith.constant 10 : i64
        %253 = arith.muli %arg11, %c10_i64_239 : i64
        %254 = arith.addi %163, %253 : i64
        %255 = llvm.getelementptr %127[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %256 = llvm.load %255 : !llvm.ptr<1> -> f32
        %c6_i64_240 = arith.constant 6 : i64
        %257 = arith.muli %165, %c6_i64_240 : i64
        %258 = arith.addi %arg11, %257 : i64
        %259 = llvm.getelementptr %129[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %260 = llvm.load %259 : !llvm.ptr<1> -> f32
        %c6_i64_241 = arith.constant 6 : i64
        %261 = arith.muli %168, %c6_i64_241 : i64
        %262 = arith.addi %arg11, %261 : i64
        %263 = llvm.getelementptr %129[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %264 = llvm.load %263 : !llvm.ptr<1> -> f32
        %c6_i64_242 = arith.constant 6 : i64
        %265 = arith.muli %171, %c6_i64_242 : i64
        %266 = arith.addi %arg11, %265 : i64
        %267 = llvm.getelementptr %129[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %268 = llvm.load %267 : !llvm.ptr<1> -> f32
        %269 = memref.load %alloca_45[] : memref<f32>
        %270 = llvm.intr.fma(%252, %260, %269) : (f32, f32, f32) -> f32
        memref.store %270, %alloca_45[] : memref<f32>
        %271 = memref.load %alloca_46[] : memref<f32>
        %272 = llvm.intr.fma(%252, %264, %271) : (f32, f32, f32) -> f32
        memref.store %272, %alloca_46[] : memref<f32>
        %273 = memref.load %alloca_47[] : memref<f32>
        %274 = llvm.intr.fma(%252, %268, %273) : (f32, f32, f32) -> f32
        memref.store %274, %alloca_47[] : memref<f32>
        %275 = memref.load %alloca_48[] : memref<f32>
        %276 = llvm.intr.fma(%256, %260, %275) : (f32, f32, f32) -> f32
        memref.store %276, %alloca_48[] : memref<f32>
        %277 = memref.load %alloca_49[] : memref<f32>
        %278 = llvm.intr.fma(%256, %264, %277) : (f32, f32, f32) -> f32
        memref.store %278, %alloca_49[] : memref<f32>
        %279 = memref.load %alloca_50[] : memref<f32>
        %280 = llvm.intr.fma(%256, %268, %279) : (f32, f32, f32) -> f32
        memref.store %280, %alloca_50[] : memref<f32>
      }
      %c10_i64_116 = arith.constant 10 : i64
      %172 = arith.cmpi slt, %159, %c10_i64_116 : i64
      scf.if %172 {
        %c5_i64 = arith.constant 5 : i64
        %249 = arith.cmpi slt, %164, %c5_i64 : i64
        scf.if %249 {
          %c10_i64_240 = arith.constant 10 : i64
          %252 = arith.muli %164, %c10_i64_240 : i64
          %253 = arith.addi %159, %252 : i64
          %254 = llvm.getelementptr %133[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %256 = memref.load %alloca_45[] : memref<f32>
          %257 = arith.addf %255, %256 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %258 = arith.muli %164, %c10_i64_241 : i64
          %259 = arith.addi %159, %258 : i64
          %260 = llvm.getelementptr %133[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %257, %260 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %250 = arith.cmpi slt, %167, %c5_i64_238 : i64
        scf.if %250 {
          %c10_i64_240 = arith.constant 10 : i64
          %252 = arith.muli %167, %c10_i64_240 : i64
          %253 = arith.addi %159, %252 : i64
          %254 = llvm.getelementptr %133[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %256 = memref.load %alloca_46[] : memref<f32>
          %257 = arith.addf %255, %256 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %258 = arith.muli %167, %c10_i64_241 : i64
          %259 = arith.addi %159, %258 : i64
          %260 = llvm.getelementptr %133[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %257, %260 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %251 = arith.cmpi slt, %170, %c5_i64_239 : i64
        scf.if %251 {
          %c10_i64_240 = arith.constant 10 : i64
          %252 = arith.muli %170, %c10_i64_240 : i64
          %253 = arith.addi %159, %252 : i64
          %254 = llvm.getelementptr %133[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %256 = memref.load %alloca_47[] : memref<f32>
          %257 = arith.addf %255, %256 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %258 = arith.muli %170, %c10_i64_241 : i64
          %259 = arith.addi %159, %258 : i64
          %260 = llvm.getelementptr %133[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %257, %260 : f32, !llvm.ptr<1>
        }
      }
      %c10_i64_117 = arith.constant 10 : i64
      %173 = arith.cmpi slt, %162, %c10_i64_117 : i64
      scf.if %173 {
        %c5_i64 = arith.constant 5 : i64
        %249 = arith.cmpi slt, %164, %c5_i64 : i64
        scf.if %249 {
          %c10_i64_240 = arith.constant 10 : i64
          %252 = arith.muli %164, %c10_i64_240 : i64
          %253 = arith.addi %162, %252 : i64
          %254 = llvm.getelementptr %133[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %256 = memref.load %alloca_48[] : memref<f32>
          %257 = arith.addf %255, %256 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %258 = arith.muli %164, %c10_i64_241 : i64
          %259 = arith.addi %162, %258 : i64
          %260 = llvm.getelementptr %133[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %257, %260 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %250 = arith.cmpi slt, %167, %c5_i64_238 : i64
        scf.if %250 {
          %c10_i64_240 = arith.constant 10 : i64
          %252 = arith.muli %167, %c10_i64_240 : i64
          %253 = arith.addi %162, %252 : i64
          %254 = llvm.getelementptr %133[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %256 = memref.load %alloca_49[] : memref<f32>
          %257 = arith.addf %255, %256 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %258 = arith.muli %167, %c10_i64_241 : i64
          %259 = arith.addi %162, %258 : i64
          %260 = llvm.getelementptr %133[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %257, %260 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %251 = arith.cmpi slt, %170, %c5_i64_239 : i64
        scf.if %251 {
          %c10_i64_240 = arith.constant 10 : i64
          %252 = arith.muli %170, %c10_i64_240 : i64
          %253 = arith.addi %162, %252 : i64
          %254 = llvm.getelementptr %133[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %256 = memref.load %alloca_50[] : memref<f32>
          %257 = arith.addf %255, %256 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %258 = arith.muli %170, %c10_i64_241 : i64
          %259 = arith.addi %162, %258 : i64
          %260 = llvm.getelementptr %133[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %257, %260 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_118 = gpu.thread_id  x
      %174 = arith.index_cast %thread_id_x_118 : index to i64
      %c9_i64_119 = arith.constant 9 : i64
      %175 = arith.minsi %174, %c9_i64_119 : i64
      %thread_id_x_120 = gpu.thread_id  x
      %176 = arith.index_cast %thread_id_x_120 : index to i64
      %c8_i64_121 = arith.constant 8 : i64
      %177 = arith.addi %176, %c8_i64_121 : i64
      %c9_i64_122 = arith.constant 9 : i64
      %178 = arith.minsi %177, %c9_i64_122 : i64
      %thread_id_y_123 = gpu.thread_id  y
      %179 = arith.index_cast %thread_id_y_123 : index to i64
      %c4_i64_124 = arith.constant 4 : i64
      %180 = arith.minsi %179, %c4_i64_124 : i64
      %thread_id_y_125 = gpu.thread_id  y
      %181 = arith.index_cast %thread_id_y_125 : index to i64
      %c2_i64_126 = arith.constant 2 : i64
      %182 = arith.addi %181, %c2_i64_126 : i64
      %c4_i64_127 = arith.constant 4 : i64
      %183 = arith.minsi %182, %c4_i64_127 : i64
      %thread_id_y_128 = gpu.thread_id  y
      %184 = arith.index_cast %thread_id_y_128 : index to i64
      %c4_i64_129 = arith.constant 4 : i64
      %185 = arith.addi %184, %c4_i64_129 : i64
      %c4_i64_130 = arith.constant 4 : i64
      %186 = arith.minsi %185, %c4_i64_130 : i64
      %cst_131 = arith.constant 0.000000e+00 : f32
      memref.store %cst_131, %alloca_51[] : memref<f32>
      %cst_132 = arith.constant 0.000000e+00 : f32
      memref.store %cst_132, %alloca_52[] : memref<f32>
      %cst_133 = arith.constant 0.000000e+00 : f32
      memref.store %cst_133, %alloca_53[] : memref<f32>
      %cst_134 = arith.constant 0.000000e+00 : f32
      memref.store %cst_134, %alloca_54[] : memref<f32>
      %cst_135 = arith.constant 0.000000e+00 : f32
      memref.store %cst_135, %alloca_55[] : memref<f32>
      %cst_136 = arith.constant 0.000000e+00 : f32
      memref.store %cst_136, %alloca_56[] : memref<f32>
      %c0_i64_137 = arith.constant 0 : i64
      %c6_i64_138 = arith.constant 6 : i64
      %c1_i64_139 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_137 to %c6_i64_138 step %c1_i64_139  : i64 {
        %c10_i64_238 = arith.constant 10 : i64
        %249 = arith.muli %arg11, %c10_i64_238 : i64
        %250 = arith.addi %175, %249 : i64
        %251 = llvm.getelementptr %127[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %252 = llvm.load %251 : !llvm.ptr<1> -> f32
        %c10_i64_239 = arith.constant 10 : i64
        %253 = arith.muli %arg11, %c10_i64_239 : i64
        %254 = arith.addi %178, %253 : i64
        %255 = llvm.getelementptr %127[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %256 = llvm.load %255 : !llvm.ptr<1> -> f32
        %c6_i64_240 = arith.constant 6 : i64
        %257 = arith.muli %180, %c6_i64_240 : i64
        %258 = arith.addi %arg11, %257 : i64
        %259 = llvm.getelementptr %129[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %260 = llvm.load %259 : !llvm.ptr<1> -> f32
        %c6_i64_241 = arith.constant 6 : i64
        %261 = arith.muli %183, %c6_i64_241 : i64
        %262 = arith.addi %arg11, %261 : i64
        %263 = llvm.getelementptr %129[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %264 = llvm.load %263 : !llvm.ptr<1> -> f32
        %c6_i64_242 = arith.constant 6 : i64
        %265 = arith.muli %186, %c6_i64_242 : i64
        %266 = arith.addi %arg11, %265 : i64
        %267 = llvm.getelementptr %129[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %268 = llvm.load %267 : !llvm.ptr<1> -> f32
        %269 = memref.load %alloca_51[] : memref<f32>
        %270 = llvm.intr.fma(%252, %260, %269) : (f32, f32, f32) -> f32
        memref.store %270, %alloca_51[] : memref<f32>
        %271 = memref.load %alloca_52[] : memref<f32>
        %272 = llvm.intr.fma(%252, %264, %271) : (f32, f32, f32) -> f32
        memref.store %272, %alloca_52[] : memref<f32>
        %273 = memref.load %alloca_53[] : memref<f32>
        %274 = llvm.intr.fma(%252, %268, %273) : (f32, f32, f32) -> f32
        memref.store %274, %alloca_53[] : memref<f32>
        %275 = memref.load %alloca_54[] : memref<f32>
        %276 = llvm.intr.fma(%256, %260, %275) : (f32, f32, f32) -> f32
        memref.store %276, %alloca_54[] : memref<f32>
        %277 = memref.load %alloca_55[] : memref<f32>
        %278 = llvm.intr.fma(%256, %264, %277) : (f32, f32, f32) -> f32
        memref.store %278, %alloca_55[] : memref<f32>
        %279 = memref.load %alloca_56[] : memref<f32>
        %280 = llvm.intr.fma(%256, %268, %279) : (f32, f32, f32) -> f32
        memref.store %280, %alloca_56[] : memref<f32>
      }
      %c10_i64_140 = arith.constant 10 : i64
      %187 = arith.cmpi slt, %174, %c10_i64_140 : i64
      scf.if %187 {
        %c5_i64 = arith.constant 5 : i64
        %249 = arith.cmpi slt, %179, %c5_i64 : i64
        scf.if %249 {
          %cst_240 = arith.constant 2.500000e+00 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %252 = arith.muli %179, %c10_i64_241 : i64
          %253 = arith.addi %174, %252 : i64
          %254 = llvm.getelementptr %135[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %cst_242 = arith.constant -5.000000e-01 : f32
          %256 = memref.load %alloca_51[] : memref<f32>
          %257 = arith.mulf %cst_242, %256 : f32
          %258 = llvm.intr.fma(%cst_240, %255, %257) : (f32, f32, f32) -> f32
          %c10_i64_243 = arith.constant 10 : i64
          %259 = arith.muli %179, %c10_i64_243 : i64
          %260 = arith.addi %174, %259 : i64
          %261 = llvm.getelementptr %135[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %258, %261 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %250 = arith.cmpi slt, %182, %c5_i64_238 : i64
        scf.if %250 {
          %cst_240 = arith.constant 2.500000e+00 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %252 = arith.muli %182, %c10_i64_241 : i64
          %253 = arith.addi %174, %252 : i64
          %254 = llvm.getelementptr %135[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %cst_242 = arith.constant -5.000000e-01 : f32
          %256 = memref.load %alloca_52[] : memref<f32>
          %257 = arith.mulf %cst_242, %256 : f32
          %258 = llvm.intr.fma(%cst_240, %255, %257) : (f32, f32, f32) -> f32
          %c10_i64_243 = arith.constant 10 : i64
          %259 = arith.muli %182, %c10_i64_243 : i64
          %260 = arith.addi %174, %259 : i64
          %261 = llvm.getelementptr %135[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %258, %261 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %251 = arith.cmpi slt, %185, %c5_i64_239 : i64
        scf.if %251 {
          %cst_240 = arith.constant 2.500000e+00 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %252 = arith.muli %185, %c10_i64_241 : i64
          %253 = arith.addi %174, %252 : i64
          %254 = llvm.getelementptr %135[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %cst_242 = arith.constant -5.000000e-01 : f32
          %256 = memref.load %alloca_53[] : memref<f32>
          %257 = arith.mulf %cst_242, %256 : f32
          %258 = llvm.intr.fma(%cst_240, %255, %257) : (f32, f32, f32) -> f32
          %c10_i64_243 = arith.constant 10 : i64
          %259 = arith.muli %185, %c10_i64_243 : i64
          %260 = arith.addi %174, %259 : i64
          %261 = llvm.getelementptr %135[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %258, %261 : f32, !llvm.ptr<1>
        }
      }
      %c10_i64_141 = arith.constant 10 : i64
      %188 = arith.cmpi slt, %177, %c10_i64_141 : i64
      scf.if %188 {
        %c5_i64 = arith.constant 5 : i64
        %249 = arith.cmpi slt, %179, %c5_i64 : i64
        scf.if %249 {
          %cst_240 = arith.constant 2.500000e+00 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %252 = arith.muli %179, %c10_i64_241 : i64
          %253 = arith.addi %177, %252 : i64
          %254 = llvm.getelementptr %135[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %cst_242 = arith.constant -5.000000e-01 : f32
          %256 = memref.load %alloca_54[] : memref<f32>
          %257 = arith.mulf %cst_242, %256 : f32
          %258 = llvm.intr.fma(%cst_240, %255, %257) : (f32, f32, f32) -> f32
          %c10_i64_243 = arith.constant 10 : i64
          %259 = arith.muli %179, %c10_i64_243 : i64
          %260 = arith.addi %177, %259 : i64
          %261 = llvm.getelementptr %135[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %258, %261 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %250 = arith.cmpi slt, %182, %c5_i64_238 : i64
        scf.if %250 {
          %cst_240 = arith.constant 2.500000e+00 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %252 = arith.muli %182, %c10_i64_241 : i64
          %253 = arith.addi %177, %252 : i64
          %254 = llvm.getelementptr %135[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %cst_242 = arith.constant -5.000000e-01 : f32
          %256 = memref.load %alloca_55[] : memref<f32>
          %257 = arith.mulf %cst_242, %256 : f32
          %258 = llvm.intr.fma(%cst_240, %255, %257) : (f32, f32, f32) -> f32
          %c10_i64_243 = arith.constant 10 : i64
          %259 = arith.muli %182, %c10_i64_243 : i64
          %260 = arith.addi %177, %259 : i64
          %261 = llvm.getelementptr %135[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %258, %261 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %251 = arith.cmpi slt, %185, %c5_i64_239 : i64
        scf.if %251 {
          %cst_240 = arith.constant 2.500000e+00 : f32
          %c10_i64_241 = arith.constant 10 : i64
          %252 = arith.muli %185, %c10_i64_241 : i64
          %253 = arith.addi %177, %252 : i64
          %254 = llvm.getelementptr %135[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %cst_242 = arith.constant -5.000000e-01 : f32
          %256 = memref.load %alloca_56[] : memref<f32>
          %257 = arith.mulf %cst_242, %256 : f32
          %258 = llvm.intr.fma(%cst_240, %255, %257) : (f32, f32, f32) -> f32
          %c10_i64_243 = arith.constant 10 : i64
          %259 = arith.muli %185, %c10_i64_243 : i64
          %260 = arith.addi %177, %259 : i64
          %261 = llvm.getelementptr %135[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %258, %261 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_142 = gpu.thread_id  x
      %189 = arith.index_cast %thread_id_x_142 : index to i64
      %c9_i64_143 = arith.constant 9 : i64
      %190 = arith.minsi %189, %c9_i64_143 : i64
      %thread_id_x_144 = gpu.thread_id  x
      %191 = arith.index_cast %thread_id_x_144 : index to i64
      %c8_i64_145 = arith.constant 8 : i64
      %192 = arith.addi %191, %c8_i64_145 : i64
      %c9_i64_146 = arith.constant 9 : i64
      %193 = arith.minsi %192, %c9_i64_146 : i64
      %thread_id_y_147 = gpu.thread_id  y
      %194 = arith.index_cast %thread_id_y_147 : index to i64
      %c4_i64_148 = arith.constant 4 : i64
      %195 = arith.minsi %194, %c4_i64_148 : i64
      %thread_id_y_149 = gpu.thread_id  y
      %196 = arith.index_cast %thread_id_y_149 : index to i64
      %c2_i64_150 = arith.constant 2 : i64
      %197 = arith.addi %196, %c2_i64_150 : i64
      %c4_i64_151 = arith.constant 4 : i64
      %198 = arith.minsi %197, %c4_i64_151 : i64
      %thread_id_y_152 = gpu.thread_id  y
      %199 = arith.index_cast %thread_id_y_152 : index to i64
      %c4_i64_153 = arith.constant 4 : i64
      %200 = arith.addi %199, %c4_i64_153 : i64
      %c4_i64_154 = arith.constant 4 : i64
      %201 = arith.minsi %200, %c4_i64_154 : i64
      %cst_155 = arith.constant 0.000000e+00 : f32
      memref.store %cst_155, %alloca_57[] : memref<f32>
      %cst_156 = arith.constant 0.000000e+00 : f32
      memref.store %cst_156, %alloca_58[] : memref<f32>
      %cst_157 = arith.constant 0.000000e+00 : f32
      memref.store %cst_157, %alloca_59[] : memref<f32>
      %cst_158 = arith.constant 0.000000e+00 : f32
      memref.store %cst_158, %alloca_60[] : memref<f32>
      %cst_159 = arith.constant 0.000000e+00 : f32
      memref.store %cst_159, %alloca_61[] : memref<f32>
      %cst_160 = arith.constant 0.000000e+00 : f32
      memref.store %cst_160, %alloca_62[] : memref<f32>
      %c0_i64_161 = arith.constant 0 : i64
      %c6_i64_162 = arith.constant 6 : i64
      %c1_i64_163 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_161 to %c6_i64_162 step %c1_i64_163  : i64 {
        %c10_i64_238 = arith.constant 10 : i64
        %249 = arith.muli %arg11, %c10_i64_238 : i64
        %250 = arith.addi %190, %249 : i64
        %251 = llvm.getelementptr %127[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %252 = llvm.load %251 : !llvm.ptr<1> -> f32
        %c10_i64_239 = arith.constant 10 : i64
        %253 = arith.muli %arg11, %c10_i64_239 : i64
        %254 = arith.addi %193, %253 : i64
        %255 = llvm.getelementptr %127[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %256 = llvm.load %255 : !llvm.ptr<1> -> f32
        %c6_i64_240 = arith.constant 6 : i64
        %257 = arith.muli %195, %c6_i64_240 : i64
        %258 = arith.addi %arg11, %257 : i64
        %259 = llvm.getelementptr %129[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %260 = llvm.load %259 : !llvm.ptr<1> -> f32
        %c6_i64_241 = arith.constant 6 : i64
        %261 = arith.muli %198, %c6_i64_241 : i64
        %262 = arith.addi %arg11, %261 : i64
        %263 = llvm.getelementptr %129[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %264 = llvm.load %263 : !llvm.ptr<1> -> f32
        %c6_i64_242 = arith.constant 6 : i64
        %265 = arith.muli %201, %c6_i64_242 : i64
        %266 = arith.addi %arg11, %265 : i64
        %267 = llvm.getelementptr %129[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %268 = llvm.load %267 : !llvm.ptr<1> -> f32
        %269 = memref.load %alloca_57[] : memref<f32>
        %270 = llvm.intr.fma(%252, %260, %269) : (f32, f32, f32) -> f32
        memref.store %270, %alloca_57[] : memref<f32>
        %271 = memref.load %alloca_58[] : memref<f32>
        %272 = llvm.intr.fma(%252, %264, %271) : (f32, f32, f32) -> f32
        memref.store %272, %alloca_58[] : memref<f32>
        %273 = memref.load %alloca_59[] : memref<f32>
        %274 = llvm.intr.fma(%252, %268, %273) : (f32, f32, f32) -> f32
        memref.store %274, %alloca_59[] : memref<f32>
        %275 = memref.load %alloca_60[] : memref<f32>
        %276 = llvm.intr.fma(%256, %260, %275) : (f32, f32, f32) -> f32
        memref.store %276, %alloca_60[] : memref<f32>
        %277 = memref.load %alloca_61[] : memref<f32>
        %278 = llvm.intr.fma(%256, %264, %277) : (f32, f32, f32) -> f32
        memref.store %278, %alloca_61[] : memref<f32>
        %279 = memref.load %alloca_62[] : memref<f32>
        %280 = llvm.intr.fma(%256, %268, %279) : (f32, f32, f32) -> f32
        memref.store %280, %alloca_62[] : memref<f32>
      }
      %c10_i64_164 = arith.constant 10 : i64
      %202 = arith.cmpi slt, %189, %c10_i64_164 : i64
      scf.if %202 {
        %c5_i64 = arith.constant 5 : i64
        %249 = arith.cmpi slt, %194, %c5_i64 : i64
        scf.if %249 {
          %c10_i64_240 = arith.constant 10 : i64
          %252 = arith.muli %194, %c10_i64_240 : i64
          %253 = arith.addi %189, %252 : i64
          %254 = llvm.getelementptr %137[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %256 = memref.load %alloca_57[] : memref<f32>
          %257 = arith.mulf %arg0, %256 : f32
          %258 = llvm.intr.fma(%arg1, %255, %257) : (f32, f32, f32) -> f32
          %c10_i64_241 = arith.constant 10 : i64
          %259 = arith.muli %194, %c10_i64_241 : i64
          %260 = arith.addi %189, %259 : i64
          %261 = llvm.getelementptr %137[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %258, %261 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %250 = arith.cmpi slt, %197, %c5_i64_238 : i64
        scf.if %250 {
          %c10_i64_240 = arith.constant 10 : i64
          %252 = arith.muli %197, %c10_i64_240 : i64
          %253 = arith.addi %189, %252 : i64
          %254 = llvm.getelementptr %137[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %256 = memref.load %alloca_58[] : memref<f32>
          %257 = arith.mulf %arg0, %256 : f32
          %258 = llvm.intr.fma(%arg1, %255, %257) : (f32, f32, f32) -> f32
          %c10_i64_241 = arith.constant 10 : i64
          %259 = arith.muli %197, %c10_i64_241 : i64
          %260 = arith.addi %189, %259 : i64
          %261 = llvm.getelementptr %137[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %258, %261 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %251 = arith.cmpi slt, %200, %c5_i64_239 : i64
        scf.if %251 {
          %c10_i64_240 = arith.constant 10 : i64
          %252 = arith.muli %200, %c10_i64_240 : i64
          %253 = arith.addi %189, %252 : i64
          %254 = llvm.getelementptr %137[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %256 = memref.load %alloca_59[] : memref<f32>
          %257 = arith.mulf %arg0, %256 : f32
          %258 = llvm.intr.fma(%arg1, %255, %257) : (f32, f32, f32) -> f32
          %c10_i64_241 = arith.constant 10 : i64
          %259 = arith.muli %200, %c10_i64_241 : i64
          %260 = arith.addi %189, %259 : i64
          %261 = llvm.getelementptr %137[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %258, %261 : f32, !llvm.ptr<1>
        }
      }
      %c10_i64_165 = arith.constant 10 : i64
      %203 = arith.cmpi slt, %192, %c10_i64_165 : i64
      scf.if %203 {
        %c5_i64 = arith.constant 5 : i64
        %249 = arith.cmpi slt, %194, %c5_i64 : i64
        scf.if %249 {
          %c10_i64_240 = arith.constant 10 : i64
          %252 = arith.muli %194, %c10_i64_240 : i64
          %253 = arith.addi %192, %252 : i64
          %254 = llvm.getelementptr %137[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %256 = memref.load %alloca_60[] : memref<f32>
          %257 = arith.mulf %arg0, %256 : f32
          %258 = llvm.intr.fma(%arg1, %255, %257) : (f32, f32, f32) -> f32
          %c10_i64_241 = arith.constant 10 : i64
          %259 = arith.muli %194, %c10_i64_241 : i64
          %260 = arith.addi %192, %259 : i64
          %261 = llvm.getelementptr %137[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %258, %261 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %250 = arith.cmpi slt, %197, %c5_i64_238 : i64
        scf.if %250 {
          %c10_i64_240 = arith.constant 10 : i64
          %252 = arith.muli %197, %c10_i64_240 : i64
          %253 = arith.addi %192, %252 : i64
          %254 = llvm.getelementptr %137[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %256 = memref.load %alloca_61[] : memref<f32>
          %257 = arith.mulf %arg0, %256 : f32
          %258 = llvm.intr.fma(%arg1, %255, %257) : (f32, f32, f32) -> f32
          %c10_i64_241 = arith.constant 10 : i64
          %259 = arith.muli %197, %c10_i64_241 : i64
          %260 = arith.addi %192, %259 : i64
          %261 = llvm.getelementptr %137[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %258, %261 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %251 = arith.cmpi slt, %200, %c5_i64_239 : i64
        scf.if %251 {
          %c10_i64_240 = arith.constant 10 : i64
          %252 = arith.muli %200, %c10_i64_240 : i64
          %253 = arith.addi %192, %252 : i64
          %254 = llvm.getelementptr %137[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %256 = memref.load %alloca_62[] : memref<f32>
          %257 = arith.mulf %arg0, %256 : f32
          %258 = llvm.intr.fma(%arg1, %255, %257) : (f32, f32, f32) -> f32
          %c10_i64_241 = arith.constant 10 : i64
          %259 = arith.muli %200, %c10_i64_241 : i64
          %260 = arith.addi %192, %259 : i64
          %261 = llvm.getelementptr %137[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %258, %261 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_166 = gpu.thread_id  x
      %204 = arith.index_cast %thread_id_x_166 : index to i64
      %c9_i64_167 = arith.constant 9 : i64
      %205 = arith.minsi %204, %c9_i64_167 : i64
      %thread_id_x_168 = gpu.thread_id  x
      %206 = arith.index_cast %thread_id_x_168 : index to i64
      %c8_i64_169 = arith.constant 8 : i64
      %207 = arith.addi %206, %c8_i64_169 : i64
      %c9_i64_170 = arith.constant 9 : i64
      %208 = arith.minsi %207, %c9_i64_170 : i64
      %thread_id_y_171 = gpu.thread_id  y
      %209 = arith.index_cast %thread_id_y_171 : index to i64
      %c4_i64_172 = arith.constant 4 : i64
      %210 = arith.minsi %209, %c4_i64_172 : i64
      %thread_id_y_173 = gpu.thread_id  y
      %211 = arith.index_cast %thread_id_y_173 : index to i64
      %c2_i64_174 = arith.constant 2 : i64
      %212 = arith.addi %211, %c2_i64_174 : i64
      %c4_i64_175 = arith.constant 4 : i64
      %213 = arith.minsi %212, %c4_i64_175 : i64
      %thread_id_y_176 = gpu.thread_id  y
      %214 = arith.index_cast %thread_id_y_176 : index to i64
      %c4_i64_177 = arith.constant 4 : i64
      %215 = arith.addi %214, %c4_i64_177 : i64
      %c4_i64_178 = arith.constant 4 : i64
      %216 = arith.minsi %215, %c4_i64_178 : i64
      %cst_179 = arith.constant 0.000000e+00 : f32
      memref.store %cst_179, %alloca_63[] : memref<f32>
      %cst_180 = arith.constant 0.000000e+00 : f32
      memref.store %cst_180, %alloca_64[] : memref<f32>
      %cst_181 = arith.constant 0.000000e+00 : f32
      memref.store %cst_181, %alloca_65[] : memref<f32>
      %cst_182 = arith.constant 0.000000e+00 : f32
      memref.store %cst_182, %alloca_66[] : memref<f32>
      %cst_183 = arith.constant 0.000000e+00 : f32
      memref.store %cst_183, %alloca_67[] : memref<f32>
      %cst_184 = arith.constant 0.000000e+00 : f32
      memref.store %cst_184, %alloca_68[] : memref<f32>
      %c0_i64_185 = arith.constant 0 : i64
      %c6_i64_186 = arith.constant 6 : i64
      %c1_i64_187 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_185 to %c6_i64_186 step %c1_i64_187  : i64 {
        %c10_i64_238 = arith.constant 10 : i64
        %249 = arith.muli %arg11, %c10_i64_238 : i64
        %250 = arith.addi %205, %249 : i64
        %251 = llvm.getelementptr %127[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %252 = llvm.load %251 : !llvm.ptr<1> -> f32
        %c10_i64_239 = arith.constant 10 : i64
        %253 = arith.muli %arg11, %c10_i64_239 : i64
        %254 = arith.addi %208, %253 : i64
        %255 = llvm.getelementptr %127[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %256 = llvm.load %255 : !llvm.ptr<1> -> f32
        %c6_i64_240 = arith.constant 6 : i64
        %257 = arith.muli %210, %c6_i64_240 : i64
        %258 = arith.addi %arg11, %257 : i64
        %259 = llvm.getelementptr %129[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %260 = llvm.load %259 : !llvm.ptr<1> -> f32
        %c6_i64_241 = arith.constant 6 : i64
        %261 = arith.muli %213, %c6_i64_241 : i64
        %262 = arith.addi %arg11, %261 : i64
        %263 = llvm.getelementptr %129[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %264 = llvm.load %263 : !llvm.ptr<1> -> f32
        %c6_i64_242 = arith.constant 6 : i64
        %265 = arith.muli %216, %c6_i64_242 : i64
        %266 = arith.addi %arg11, %265 : i64
        %267 = llvm.getelementptr %129[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %268 = llvm.load %267 : !llvm.ptr<1> -> f32
        %269 = memref.load %alloca_63[] : memref<f32>
        %270 = llvm.intr.fma(%252, %260, %269) : (f32, f32, f32) -> f32
        memref.store %270, %alloca_63[] : memref<f32>
        %271 = memref.load %alloca_64[] : memref<f32>
        %272 = llvm.intr.fma(%252, %264, %271) : (f32, f32, f32) -> f32
        memref.store %272, %alloca_64[] : memref<f32>
        %273 = memref.load %alloca_65[] : memref<f32>
        %274 = llvm.intr.fma(%252, %268, %273) : (f32, f32, f32) -> f32
        memref.store %274, %alloca_65[] : memref<f32>
        %275 = memref.load %alloca_66[] : memref<f32>
        %276 = llvm.intr.fma(%256, %260, %275) : (f32, f32, f32) -> f32
        memref.store %276, %alloca_66[] : memref<f32>
        %277 = memref.load %alloca_67[] : memref<f32>
        %278 = llvm.intr.fma(%256, %264, %277) : (f32, f32, f32) -> f32
        memref.store %278, %alloca_67[] : memref<f32>
        %279 = memref.load %alloca_68[] : memref<f32>
        %280 = llvm.intr.fma(%256, %268, %279) : (f32, f32, f32) -> f32
        memref.store %280, %alloca_68[] : memref<f32>
      }
      %c10_i64_188 = arith.constant 10 : i64
      %217 = arith.cmpi slt, %204, %c10_i64_188 : i64
      scf.if %217 {
        %c5_i64 = arith.constant 5 : i64
        %249 = arith.cmpi slt, %209, %c5_i64 : i64
        scf.if %249 {
          %252 = memref.load %alloca_63[] : memref<f32>
          %253 = arith.mulf %arg0, %252 : f32
          %c10_i64_240 = arith.constant 10 : i64
          %254 = arith.muli %209, %c10_i64_240 : i64
          %255 = arith.addi %204, %254 : i64
          %256 = llvm.getelementptr %139[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %253, %256 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %250 = arith.cmpi slt, %212, %c5_i64_238 : i64
        scf.if %250 {
          %252 = memref.load %alloca_64[] : memref<f32>
          %253 = arith.mulf %arg0, %252 : f32
          %c10_i64_240 = arith.constant 10 : i64
          %254 = arith.muli %212, %c10_i64_240 : i64
          %255 = arith.addi %204, %254 : i64
          %256 = llvm.getelementptr %139[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %253, %256 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %251 = arith.cmpi slt, %215, %c5_i64_239 : i64
        scf.if %251 {
          %252 = memref.load %alloca_65[] : memref<f32>
          %253 = arith.mulf %arg0, %252 : f32
          %c10_i64_240 = arith.constant 10 : i64
          %254 = arith.muli %215, %c10_i64_240 : i64
          %255 = arith.addi %204, %254 : i64
          %256 = llvm.getelementptr %139[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %253, %256 : f32, !llvm.ptr<1>
        }
      }
      %c10_i64_189 = arith.constant 10 : i64
      %218 = arith.cmpi slt, %207, %c10_i64_189 : i64
      scf.if %218 {
        %c5_i64 = arith.constant 5 : i64
        %249 = arith.cmpi slt, %209, %c5_i64 : i64
        scf.if %249 {
          %252 = memref.load %alloca_66[] : memref<f32>
          %253 = arith.mulf %arg0, %252 : f32
          %c10_i64_240 = arith.constant 10 : i64
          %254 = arith.muli %209, %c10_i64_240 : i64
          %255 = arith.addi %207, %254 : i64
          %256 = llvm.getelementptr %139[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %253, %256 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %250 = arith.cmpi slt, %212, %c5_i64_238 : i64
        scf.if %250 {
          %252 = memref.load %alloca_67[] : memref<f32>
          %253 = arith.mulf %arg0, %252 : f32
          %c10_i64_240 = arith.constant 10 : i64
          %254 = arith.muli %212, %c10_i64_240 : i64
          %255 = arith.addi %207, %254 : i64
          %256 = llvm.getelementptr %139[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %253, %256 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %251 = arith.cmpi slt, %215, %c5_i64_239 : i64
        scf.if %251 {
          %252 = memref.load %alloca_68[] : memref<f32>
          %253 = arith.mulf %arg0, %252 : f32
          %c10_i64_240 = arith.constant 10 : i64
          %254 = arith.muli %215, %c10_i64_240 : i64
          %255 = arith.addi %207, %254 : i64
          %256 = llvm.getelementptr %139[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %253, %256 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_190 = gpu.thread_id  x
      %219 = arith.index_cast %thread_id_x_190 : index to i64
      %c9_i64_191 = arith.constant 9 : i64
      %220 = arith.minsi %219, %c9_i64_191 : i64
      %thread_id_x_192 = gpu.thread_id  x
      %221 = arith.index_cast %thread_id_x_192 : index to i64
      %c8_i64_193 = arith.constant 8 : i64
      %222 = arith.addi %221, %c8_i64_193 : i64
      %c9_i64_194 = arith.constant 9 : i64
      %223 = arith.minsi %222, %c9_i64_194 : i64
      %thread_id_y_195 = gpu.thread_id  y
      %224 = arith.index_cast %thread_id_y_195 : index to i64
      %c4_i64_196 = arith.constant 4 : i64
      %225 = arith.minsi %224, %c4_i64_196 : i64
      %thread_id_y_197 = gpu.thread_id  y
      %226 = arith.index_cast %thread_id_y_197 : index to i64
      %c2_i64_198 = arith.constant 2 : i64
      %227 = arith.addi %226, %c2_i64_198 : i64
      %c4_i64_199 = arith.constant 4 : i64
      %228 = arith.minsi %227, %c4_i64_199 : i64
      %thread_id_y_200 = gpu.thread_id  y
      %229 = arith.index_cast %thread_id_y_200 : index to i64
      %c4_i64_201 = arith.constant 4 : i64
      %230 = arith.addi %229, %c4_i64_201 : i64
      %c4_i64_202 = arith.constant 4 : i64
      %231 = arith.minsi %230, %c4_i64_202 : i64
      %cst_203 = arith.constant 0.000000e+00 : f32
      memref.store %cst_203, %alloca_69[] : memref<f32>
      %cst_204 = arith.constant 0.000000e+00 : f32
      memref.store %cst_204, %alloca_70[] : memref<f32>
      %cst_205 = arith.constant 0.000000e+00 : f32
      memref.store %cst_205, %alloca_71[] : memref<f32>
      %cst_206 = arith.constant 0.000000e+00 : f32
      memref.store %cst_206, %alloca_72[] : memref<f32>
      %cst_207 = arith.constant 0.000000e+00 : f32
      memref.store %cst_207, %alloca_73[] : memref<f32>
      %cst_208 = arith.constant 0.000000e+00 : f32
      memref.store %cst_208, %alloca_74[] : memref<f32>
      %c0_i64_209 = arith.constant 0 : i64
      %c6_i64_210 = arith.constant 6 : i64
      %c1_i64_211 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_209 to %c6_i64_210 step %c1_i64_211  : i64 {
        %c10_i64_238 = arith.constant 10 : i64
        %249 = arith.muli %arg11, %c10_i64_238 : i64
        %250 = arith.addi %220, %249 : i64
        %251 = llvm.getelementptr %127[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %252 = llvm.load %251 : !llvm.ptr<1> -> f32
        %c10_i64_239 = arith.constant 10 : i64
        %253 = arith.muli %arg11, %c10_i64_239 : i64
        %254 = arith.addi %223, %253 : i64
        %255 = llvm.getelementptr %127[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %256 = llvm.load %255 : !llvm.ptr<1> -> f32
        %c6_i64_240 = arith.constant 6 : i64
        %257 = arith.muli %225, %c6_i64_240 : i64
        %258 = arith.addi %arg11, %257 : i64
        %259 = llvm.getelementptr %129[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %260 = llvm.load %259 : !llvm.ptr<1> -> f32
        %c6_i64_241 = arith.constant 6 : i64
        %261 = arith.muli %228, %c6_i64_241 : i64
        %262 = arith.addi %arg11, %261 : i64
        %263 = llvm.getelementptr %129[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %264 = llvm.load %263 : !llvm.ptr<1> -> f32
        %c6_i64_242 = arith.constant 6 : i64
        %265 = arith.muli %231, %c6_i64_242 : i64
        %266 = arith.addi %arg11, %265 : i64
        %267 = llvm.getelementptr %129[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %268 = llvm.load %267 : !llvm.ptr<1> -> f32
        %269 = memref.load %alloca_69[] : memref<f32>
        %270 = llvm.intr.fma(%252, %260, %269) : (f32, f32, f32) -> f32
        memref.store %270, %alloca_69[] : memref<f32>
        %271 = memref.load %alloca_70[] : memref<f32>
        %272 = llvm.intr.fma(%252, %264, %271) : (f32, f32, f32) -> f32
        memref.store %272, %alloca_70[] : memref<f32>
        %273 = memref.load %alloca_71[] : memref<f32>
        %274 = llvm.intr.fma(%252, %268, %273) : (f32, f32, f32) -> f32
        memref.store %274, %alloca_71[] : memref<f32>
        %275 = memref.load %alloca_72[] : memref<f32>
        %276 = llvm.intr.fma(%256, %260, %275) : (f32, f32, f32) -> f32
        memref.store %276, %alloca_72[] : memref<f32>
        %277 = memref.load %alloca_73[] : memref<f32>
        %278 = llvm.intr.fma(%256, %264, %277) : (f32, f32, f32) -> f32
        memref.store %278, %alloca_73[] : memref<f32>
        %279 = memref.load %alloca_74[] : memref<f32>
        %280 = llvm.intr.fma(%256, %268, %279) : (f32, f32, f32) -> f32
        memref.store %280, %alloca_74[] : memref<f32>
      }
      %c10_i64_212 = arith.constant 10 : i64
      %232 = arith.cmpi slt, %219, %c10_i64_212 : i64
      scf.if %232 {
        %c5_i64 = arith.constant 5 : i64
        %249 = arith.cmpi slt, %224, %c5_i64 : i64
        scf.if %249 {
          %cst_240 = arith.constant 0.000000e+00 : f32
          %252 = memref.load %alloca_69[] : memref<f32>
          %c10_i64_241 = arith.constant 10 : i64
          %253 = arith.muli %224, %c10_i64_241 : i64
          %254 = arith.addi %219, %253 : i64
          %255 = llvm.getelementptr %141[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %256 = llvm.load %255 : !llvm.ptr<1> -> f32
          %257 = llvm.intr.fma(%cst_240, %252, %256) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %258 = arith.muli %224, %c10_i64_242 : i64
          %259 = arith.addi %219, %258 : i64
          %260 = llvm.getelementptr %141[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %257, %260 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %250 = arith.cmpi slt, %227, %c5_i64_238 : i64
        scf.if %250 {
          %cst_240 = arith.constant 0.000000e+00 : f32
          %252 = memref.load %alloca_70[] : memref<f32>
          %c10_i64_241 = arith.constant 10 : i64
          %253 = arith.muli %227, %c10_i64_241 : i64
          %254 = arith.addi %219, %253 : i64
          %255 = llvm.getelementptr %141[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %256 = llvm.load %255 : !llvm.ptr<1> -> f32
          %257 = llvm.intr.fma(%cst_240, %252, %256) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %258 = arith.muli %227, %c10_i64_242 : i64
          %259 = arith.addi %219, %258 : i64
          %260 = llvm.getelementptr %141[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %257, %260 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %251 = arith.cmpi slt, %230, %c5_i64_239 : i64
        scf.if %251 {
          %cst_240 = arith.constant 0.000000e+00 : f32
          %252 = memref.load %alloca_71[] : memref<f32>
          %c10_i64_241 = arith.constant 10 : i64
          %253 = arith.muli %230, %c10_i64_241 : i64
          %254 = arith.addi %219, %253 : i64
          %255 = llvm.getelementptr %141[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %256 = llvm.load %255 : !llvm.ptr<1> -> f32
          %257 = llvm.intr.fma(%cst_240, %252, %256) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %258 = arith.muli %230, %c10_i64_242 : i64
          %259 = arith.addi %219, %258 : i64
          %260 = llvm.getelementptr %141[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %257, %260 : f32, !llvm.ptr<1>
        }
      }
      %c10_i64_213 = arith.constant 10 : i64
      %233 = arith.cmpi slt, %222, %c10_i64_213 : i64
      scf.if %233 {
        %c5_i64 = arith.constant 5 : i64
        %249 = arith.cmpi slt, %224, %c5_i64 : i64
        scf.if %249 {
          %cst_240 = arith.constant 0.000000e+00 : f32
          %252 = memref.load %alloca_72[] : memref<f32>
          %c10_i64_241 = arith.constant 10 : i64
          %253 = arith.muli %224, %c10_i64_241 : i64
          %254 = arith.addi %222, %253 : i64
          %255 = llvm.getelementptr %141[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %256 = llvm.load %255 : !llvm.ptr<1> -> f32
          %257 = llvm.intr.fma(%cst_240, %252, %256) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %258 = arith.muli %224, %c10_i64_242 : i64
          %259 = arith.addi %222, %258 : i64
          %260 = llvm.getelementptr %141[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %257, %260 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %250 = arith.cmpi slt, %227, %c5_i64_238 : i64
        scf.if %250 {
          %cst_240 = arith.constant 0.000000e+00 : f32
          %252 = memref.load %alloca_73[] : memref<f32>
          %c10_i64_241 = arith.constant 10 : i64
          %253 = arith.muli %227, %c10_i64_241 : i64
          %254 = arith.addi %222, %253 : i64
          %255 = llvm.getelementptr %141[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %256 = llvm.load %255 : !llvm.ptr<1> -> f32
          %257 = llvm.intr.fma(%cst_240, %252, %256) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %258 = arith.muli %227, %c10_i64_242 : i64
          %259 = arith.addi %222, %258 : i64
          %260 = llvm.getelementptr %141[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %257, %260 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %251 = arith.cmpi slt, %230, %c5_i64_239 : i64
        scf.if %251 {
          %cst_240 = arith.constant 0.000000e+00 : f32
          %252 = memref.load %alloca_74[] : memref<f32>
          %c10_i64_241 = arith.constant 10 : i64
          %253 = arith.muli %230, %c10_i64_241 : i64
          %254 = arith.addi %222, %253 : i64
          %255 = llvm.getelementptr %141[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %256 = llvm.load %255 : !llvm.ptr<1> -> f32
          %257 = llvm.intr.fma(%cst_240, %252, %256) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %258 = arith.muli %230, %c10_i64_242 : i64
          %259 = arith.addi %222, %258 : i64
          %260 = llvm.getelementptr %141[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %257, %260 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_214 = gpu.thread_id  x
      %234 = arith.index_cast %thread_id_x_214 : index to i64
      %c9_i64_215 = arith.constant 9 : i64
      %235 = arith.minsi %234, %c9_i64_215 : i64
      %thread_id_x_216 = gpu.thread_id  x
      %236 = arith.index_cast %thread_id_x_216 : index to i64
      %c8_i64_217 = arith.constant 8 : i64
      %237 = arith.addi %236, %c8_i64_217 : i64
      %c9_i64_218 = arith.constant 9 : i64
      %238 = arith.minsi %237, %c9_i64_218 : i64
      %thread_id_y_219 = gpu.thread_id  y
      %239 = arith.index_cast %thread_id_y_219 : index to i64
      %c4_i64_220 = arith.constant 4 : i64
      %240 = arith.minsi %239, %c4_i64_220 : i64
      %thread_id_y_221 = gpu.thread_id  y
      %241 = arith.index_cast %thread_id_y_221 : index to i64
      %c2_i64_222 = arith.constant 2 : i64
      %242 = arith.addi %241, %c2_i64_222 : i64
      %c4_i64_223 = arith.constant 4 : i64
      %243 = arith.minsi %242, %c4_i64_223 : i64
      %thread_id_y_224 = gpu.thread_id  y
      %244 = arith.index_cast %thread_id_y_224 : index to i64
      %c4_i64_225 = arith.constant 4 : i64
      %245 = arith.addi %244, %c4_i64_225 : i64
      %c4_i64_226 = arith.constant 4 : i64
      %246 = arith.minsi %245, %c4_i64_226 : i64
      %cst_227 = arith.constant 0.000000e+00 : f32
      memref.store %cst_227, %alloca_75[] : memref<f32>
      %cst_228 = arith.constant 0.000000e+00 : f32
      memref.store %cst_228, %alloca_76[] : memref<f32>
      %cst_229 = arith.constant 0.000000e+00 : f32
      memref.store %cst_229, %alloca_77[] : memref<f32>
      %cst_230 = arith.constant 0.000000e+00 : f32
      memref.store %cst_230, %alloca_78[] : memref<f32>
      %cst_231 = arith.constant 0.000000e+00 : f32
      memref.store %cst_231, %alloca_79[] : memref<f32>
      %cst_232 = arith.constant 0.000000e+00 : f32
      memref.store %cst_232, %alloca_80[] : memref<f32>
      %c0_i64_233 = arith.constant 0 : i64
      %c6_i64_234 = arith.constant 6 : i64
      %c1_i64_235 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_233 to %c6_i64_234 step %c1_i64_235  : i64 {
        %c10_i64_238 = arith.constant 10 : i64
        %249 = arith.muli %arg11, %c10_i64_238 : i64
        %250 = arith.addi %235, %249 : i64
        %251 = llvm.getelementptr %127[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %252 = llvm.load %251 : !llvm.ptr<1> -> f32
        %c10_i64_239 = arith.constant 10 : i64
        %253 = arith.muli %arg11, %c10_i64_239 : i64
        %254 = arith.addi %238, %253 : i64
        %255 = llvm.getelementptr %127[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %256 = llvm.load %255 : !llvm.ptr<1> -> f32
        %c6_i64_240 = arith.constant 6 : i64
        %257 = arith.muli %240, %c6_i64_240 : i64
        %258 = arith.addi %arg11, %257 : i64
        %259 = llvm.getelementptr %129[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %260 = llvm.load %259 : !llvm.ptr<1> -> f32
        %c6_i64_241 = arith.constant 6 : i64
        %261 = arith.muli %243, %c6_i64_241 : i64
        %262 = arith.addi %arg11, %261 : i64
        %263 = llvm.getelementptr %129[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %264 = llvm.load %263 : !llvm.ptr<1> -> f32
        %c6_i64_242 = arith.constant 6 : i64
        %265 = arith.muli %246, %c6_i64_242 : i64
        %266 = arith.addi %arg11, %265 : i64
        %267 = llvm.getelementptr %129[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %268 = llvm.load %267 : !llvm.ptr<1> -> f32
        %269 = memref.load %alloca_75[] : memref<f32>
        %270 = llvm.intr.fma(%252, %260, %269) : (f32, f32, f32) -> f32
        memref.store %270, %alloca_75[] : memref<f32>
        %271 = memref.load %alloca_76[] : memref<f32>
        %272 = llvm.intr.fma(%252, %264, %271) : (f32, f32, f32) -> f32
        memref.store %272, %alloca_76[] : memref<f32>
        %273 = memref.load %alloca_77[] : memref<f32>
        %274 = llvm.intr.fma(%252, %268, %273) : (f32, f32, f32) -> f32
        memref.store %274, %alloca_77[] : memref<f32>
        %275 = memref.load %alloca_78[] : memref<f32>
        %276 = llvm.intr.fma(%256, %260, %275) : (f32, f32, f32) -> f32
        memref.store %276, %alloca_78[] : memref<f32>
        %277 = memref.load %alloca_79[] : memref<f32>
        %278 = llvm.intr.fma(%256, %264, %277) : (f32, f32, f32) -> f32
        memref.store %278, %alloca_79[] : memref<f32>
        %279 = memref.load %alloca_80[] : memref<f32>
        %280 = llvm.intr.fma(%256, %268, %279) : (f32, f32, f32) -> f32
        memref.store %280, %alloca_80[] : memref<f32>
      }
      %c10_i64_236 = arith.constant 10 : i64
      %247 = arith.cmpi slt, %234, %c10_i64_236 : i64
      scf.if %247 {
        %c5_i64 = arith.constant 5 : i64
        %249 = arith.cmpi slt, %239, %c5_i64 : i64
        scf.if %249 {
          %c10_i64_240 = arith.constant 10 : i64
          %252 = arith.muli %239, %c10_i64_240 : i64
          %253 = arith.addi %234, %252 : i64
          %254 = llvm.getelementptr %143[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %cst_241 = arith.constant 3.000000e+00 : f32
          %256 = memref.load %alloca_75[] : memref<f32>
          %257 = arith.mulf %cst_241, %256 : f32
          %258 = llvm.intr.fma(%arg1, %255, %257) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %259 = arith.muli %239, %c10_i64_242 : i64
          %260 = arith.addi %234, %259 : i64
          %261 = llvm.getelementptr %143[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %258, %261 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %250 = arith.cmpi slt, %242, %c5_i64_238 : i64
        scf.if %250 {
          %c10_i64_240 = arith.constant 10 : i64
          %252 = arith.muli %242, %c10_i64_240 : i64
          %253 = arith.addi %234, %252 : i64
          %254 = llvm.getelementptr %143[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %cst_241 = arith.constant 3.000000e+00 : f32
          %256 = memref.load %alloca_76[] : memref<f32>
          %257 = arith.mulf %cst_241, %256 : f32
          %258 = llvm.intr.fma(%arg1, %255, %257) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %259 = arith.muli %242, %c10_i64_242 : i64
          %260 = arith.addi %234, %259 : i64
          %261 = llvm.getelementptr %143[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %258, %261 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %251 = arith.cmpi slt, %245, %c5_i64_239 : i64
        scf.if %251 {
          %c10_i64_240 = arith.constant 10 : i64
          %252 = arith.muli %245, %c10_i64_240 : i64
          %253 = arith.addi %234, %252 : i64
          %254 = llvm.getelementptr %143[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %cst_241 = arith.constant 3.000000e+00 : f32
          %256 = memref.load %alloca_77[] : memref<f32>
          %257 = arith.mulf %cst_241, %256 : f32
          %258 = llvm.intr.fma(%arg1, %255, %257) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %259 = arith.muli %245, %c10_i64_242 : i64
          %260 = arith.addi %234, %259 : i64
          %261 = llvm.getelementptr %143[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %258, %261 : f32, !llvm.ptr<1>
        }
      }
      %c10_i64_237 = arith.constant 10 : i64
      %248 = arith.cmpi slt, %237, %c10_i64_237 : i64
      scf.if %248 {
        %c5_i64 = arith.constant 5 : i64
        %249 = arith.cmpi slt, %239, %c5_i64 : i64
        scf.if %249 {
          %c10_i64_240 = arith.constant 10 : i64
          %252 = arith.muli %239, %c10_i64_240 : i64
          %253 = arith.addi %237, %252 : i64
          %254 = llvm.getelementptr %143[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %cst_241 = arith.constant 3.000000e+00 : f32
          %256 = memref.load %alloca_78[] : memref<f32>
          %257 = arith.mulf %cst_241, %256 : f32
          %258 = llvm.intr.fma(%arg1, %255, %257) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %259 = arith.muli %239, %c10_i64_242 : i64
          %260 = arith.addi %237, %259 : i64
          %261 = llvm.getelementptr %143[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %258, %261 : f32, !llvm.ptr<1>
        }
        %c5_i64_238 = arith.constant 5 : i64
        %250 = arith.cmpi slt, %242, %c5_i64_238 : i64
        scf.if %250 {
          %c10_i64_240 = arith.constant 10 : i64
          %252 = arith.muli %242, %c10_i64_240 : i64
          %253 = arith.addi %237, %252 : i64
          %254 = llvm.getelementptr %143[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %cst_241 = arith.constant 3.000000e+00 : f32
          %256 = memref.load %alloca_79[] : memref<f32>
          %257 = arith.mulf %cst_241, %256 : f32
          %258 = llvm.intr.fma(%arg1, %255, %257) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %259 = arith.muli %242, %c10_i64_242 : i64
          %260 = arith.addi %237, %259 : i64
          %261 = llvm.getelementptr %143[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %258, %261 : f32, !llvm.ptr<1>
        }
        %c5_i64_239 = arith.constant 5 : i64
        %251 = arith.cmpi slt, %245, %c5_i64_239 : i64
        scf.if %251 {
          %c10_i64_240 = arith.constant 10 : i64
          %252 = arith.muli %245, %c10_i64_240 : i64
          %253 = arith.addi %237, %252 : i64
          %254 = llvm.getelementptr %143[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %cst_241 = arith.constant 3.000000e+00 : f32
          %256 = memref.load %alloca_80[] : memref<f32>
          %257 = arith.mulf %cst_241, %256 : f32
          %258 = llvm.intr.fma(%arg1, %255, %257) : (f32, f32, f32) -> f32
          %c10_i64_242 = arith.constant 10 : i64
          %259 = arith.muli %245, %c10_i64_242 : i64
          %260 = arith.addi %237, %259 : i64
          %261 = llvm.getelementptr %143[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %258, %261 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
