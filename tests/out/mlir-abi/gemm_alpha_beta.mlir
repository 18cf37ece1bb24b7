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
      %144 = llvm.mlir.constant(1 : i64) : i64
      %145 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %146 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %147 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %148 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %149 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %150 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %151 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %152 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %153 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %154 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %155 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %156 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %157 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %158 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %159 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %160 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %161 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %162 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %163 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %164 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %165 = llvm.alloca %144 x f32 : (i64) -> !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %166 = arith.index_cast %thread_id_x : index to i64
      %c9_i64 = arith.constant 9 : i64
      %167 = arith.minsi %166, %c9_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %168 = arith.index_cast %thread_id_y : index to i64
      %c4_i64 = arith.constant 4 : i64
      %169 = arith.minsi %168, %c4_i64 : i64
      %thread_id_y_40 = gpu.thread_id  y
      %170 = arith.index_cast %thread_id_y_40 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %171 = arith.addi %170, %c2_i64 : i64
      %c4_i64_41 = arith.constant 4 : i64
      %172 = arith.minsi %171, %c4_i64_41 : i64
      %thread_id_y_42 = gpu.thread_id  y
      %173 = arith.index_cast %thread_id_y_42 : index to i64
      %c4_i64_43 = arith.constant 4 : i64
      %174 = arith.addi %173, %c4_i64_43 : i64
      %c4_i64_44 = arith.constant 4 : i64
      %175 = arith.minsi %174, %c4_i64_44 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %145 : f32, !llvm.ptr
      %cst_45 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_45, %146 : f32, !llvm.ptr
      %cst_46 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_46, %147 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
        %c10_i64_149 = arith.constant 10 : i64
        %243 = arith.muli %arg11, %c10_i64_149 : i64
        %244 = arith.addi %167, %243 : i64
        %245 = llvm.getelementptr %127[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %246 = llvm.load %245 : !llvm.ptr<1> -> f32
        %c6_i64_150 = arith.constant 6 : i64
        %247 = arith.muli %169, %c6_i64_150 : i64
        %248 = arith.addi %arg11, %247 : i64
        %249 = llvm.getelementptr %129[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %250 = llvm.load %249 : !llvm.ptr<1> -> f32
        %c6_i64_151 = arith.constant 6 : i64
        %251 = arith.muli %172, %c6_i64_151 : i64
        %252 = arith.addi %arg11, %251 : i64
        %253 = llvm.getelementptr %129[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %254 = llvm.load %253 : !llvm.ptr<1> -> f32
        %c6_i64_152 = arith.constant 6 : i64
        %255 = arith.muli %175, %c6_i64_152 : i64
        %256 = arith.addi %arg11, %255 : i64
        %257 = llvm.getelementptr %129[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %258 = llvm.load %257 : !llvm.ptr<1> -> f32
        %259 = llvm.load %145 : !llvm.ptr -> f32
        %260 = arith.mulf %246, %250 : f32
        %261 = arith.addf %259, %260 : f32
        llvm.store %261, %145 : f32, !llvm.ptr
        %262 = llvm.load %146 : !llvm.ptr -> f32
        %263 = arith.mulf %246, %254 : f32
        %264 = arith.addf %262, %263 : f32
        llvm.store %264, %146 : f32, !llvm.ptr
        %265 = llvm.load %147 : !llvm.ptr -> f32
        %266 = arith.mulf %246, %258 : f32
        %267 = arith.addf %265, %266 : f32
        llvm.store %267, %147 : f32, !llvm.ptr
      }
      %c10_i64 = arith.constant 10 : i64
      %176 = arith.cmpi slt, %166, %c10_i64 : i64
      scf.if %176 {
        %c5_i64 = arith.constant 5 : i64
        %243 = arith.cmpi slt, %168, %c5_i64 : i64
        scf.if %243 {
          %246 = llvm.load %145 : !llvm.ptr -> f32
          %c10_i64_151 = arith.constant 10 : i64
          %247 = arith.muli %168, %c10_i64_151 : i64
          %248 = arith.addi %166, %247 : i64
          %249 = llvm.getelementptr %131[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %246, %249 : f32, !llvm.ptr<1>
        }
        %c5_i64_149 = arith.constant 5 : i64
        %244 = arith.cmpi slt, %171, %c5_i64_149 : i64
        scf.if %244 {
          %246 = llvm.load %146 : !llvm.ptr -> f32
          %c10_i64_151 = arith.constant 10 : i64
          %247 = arith.muli %171, %c10_i64_151 : i64
          %248 = arith.addi %166, %247 : i64
          %249 = llvm.getelementptr %131[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %246, %249 : f32, !llvm.ptr<1>
        }
        %c5_i64_150 = arith.constant 5 : i64
        %245 = arith.cmpi slt, %174, %c5_i64_150 : i64
        scf.if %245 {
          %246 = llvm.load %147 : !llvm.ptr -> f32
          %c10_i64_151 = arith.constant 10 : i64
          %247 = arith.muli %174, %c10_i64_151 : i64
          %248 = arith.addi %166, %247 : i64
          %249 = llvm.getelementptr %131[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %246, %249 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_47 = gpu.thread_id  x
      %177 = arith.index_cast %thread_id_x_47 : index to i64
      %c9_i64_48 = arith.constant 9 : i64
      %178 = arith.minsi %177, %c9_i64_48 : i64
      %thread_id_y_49 = gpu.thread_id  y
      %179 = arith.index_cast %thread_id_y_49 : index to i64
      %c4_i64_50 = arith.constant 4 : i64
      %180 = arith.minsi %179, %c4_i64_50 : i64
      %thread_id_y_51 = gpu.thread_id  y
      %181 = arith.index_cast %thread_id_y_51 : index to i64
      %c2_i64_52 = arith.constant 2 : i64
      %182 = arith.addi %181, %c2_i64_52 : i64
      %c4_i64_53 = arith.constant 4 : i64
      %183 = arith.minsi %182, %c4_i64_53 : i64
      %thread_id_y_54 = gpu.thread_id  y
      %184 = arith.index_cast %thread_id_y_54 : index to i64
      %c4_i64_55 = arith.constant 4 : i64
      %185 = arith.addi %184, %c4_i64_55 : i64
      %c4_i64_56 = arith.constant 4 : i64
      %186 = arith.minsi %185, %c4_i64_56 : i64
      %cst_57 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_57, %148 : f32, !llvm.ptr
      %cst_58 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_58, %149 : f32, !llvm.ptr
      %cst_59 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_59, %150 : f32, !llvm.ptr
      %c0_i64_60 = arith.constant 0 : i64
      %c6_i64_61 = arith.constant 6 : i64
      %c1_i64_62 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_60 to %c6_i64_61 step %c1_i64_62  : i64 {
        %c10_i64_149 = arith.constant 10 : i64
        %243 = arith.muli %arg11, %c10_i64_149 : i64
        %244 = arith.addi %178, %243 : i64
        %245 = llvm.getelementptr %127[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %246 = llvm.load %245 : !llvm.ptr<1> -> f32
        %c6_i64_150 = arith.constant 6 : i64
        %247 = arith.muli %180, %c6_i64_150 : i64
        %248 = arith.addi %arg11, %247 : i64
        %249 = llvm.getelementptr %129[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %250 = llvm.load %249 : !llvm.ptr<1> -> f32
        %c6_i64_151 = arith.constant 6 : i64
        %251 = arith.muli %183, %c6_i64_151 : i64
        %252 = arith.addi %arg11, %251 : i64
        %253 = llvm.getelementptr %129[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %254 = llvm.load %253 : !llvm.ptr<1> -> f32
        %c6_i64_152 = arith.constant 6 : i64
        %255 = arith.muli %186, %c6_i64_152 : i64
        %256 = arith.addi %arg11, %255 : i64
        %257 = llvm.getelementptr %129[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %258 = llvm.load %257 : !llvm.ptr<1> -> f32
        %259 = llvm.load %148 : !llvm.ptr -> f32
        %260 = arith.mulf %246, %250 : f32
        %261 = arith.addf %259, %260 : f32
        llvm.store %261, %148 : f32, !llvm.ptr
        %262 = llvm.load %149 : !llvm.ptr -> f32
        %263 = arith.mulf %246, %254 : f32
        %264 = arith.addf %262, %263 : f32
        llvm.store %264, %149 : f32, !llvm.ptr
        %265 = llvm.load %150 : !llvm.ptr -> f32
        %266 = arith.mulf %246, %258 : f32
        %267 = arith.addf %265, %266 : f32
        llvm.store %267, %150 : f32, !llvm.ptr
      }
      %c10_i64_63 = arith.constant 10 : i64
      %187 = arith.cmpi slt, %177, %c10_i64_63 : i64
      scf.if %187 {
        %c5_i64 = arith.constant 5 : i64
        %243 = arith.cmpi slt, %179, %c5_i64 : i64
        scf.if %243 {
          %c10_i64_151 = arith.constant 10 : i64
          %246 = arith.muli %179, %c10_i64_151 : i64
          %247 = arith.addi %177, %246 : i64
          %248 = llvm.getelementptr %133[%247] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %249 = llvm.load %248 : !llvm.ptr<1> -> f32
          %250 = llvm.load %148 : !llvm.ptr -> f32
          %251 = arith.addf %249, %250 : f32
          %c10_i64_152 = arith.constant 10 : i64
          %252 = arith.muli %179, %c10_i64_152 : i64
          %253 = arith.addi %177, %252 : i64
          %254 = llvm.getelementptr %133[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %251, %254 : f32, !llvm.ptr<1>
        }
        %c5_i64_149 = arith.constant 5 : i64
        %244 = arith.cmpi slt, %182, %c5_i64_149 : i64
        scf.if %244 {
          %c10_i64_151 = arith.constant 10 : i64
          %246 = arith.muli %182, %c10_i64_151 : i64
          %247 = arith.addi %177, %246 : i64
          %248 = llvm.getelementptr %133[%247] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %249 = llvm.load %248 : !llvm.ptr<1> -> f32
          %250 = llvm.load %149 : !llvm.ptr -> f32
          %251 = arith.addf %249, %250 : f32
          %c10_i64_152 = arith.constant 10 : i64
          %252 = arith.muli %182, %c10_i64_152 : i64
          %253 = arith.addi %177, %252 : i64
          %254 = llvm.getelementptr %133[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %251, %254 : f32, !llvm.ptr<1>
        }
        %c5_i64_150 = arith.constant 5 : i64
        %245 = arith.cmpi slt, %185, %c5_i64_150 : i64
        scf.if %245 {
          %c10_i64_151 = arith.constant 10 : i64
          %246 = arith.muli %185, %c10_i64_151 : i64
          %247 = arith.addi %177, %246 : i64
          %248 = llvm.getelementptr %133[%247] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %249 = llvm.load %248 : !llvm.ptr<1> -> f32
          %250 = llvm.load %150 : !llvm.ptr -> f32
          %251 = arith.addf %249, %250 : f32
          %c10_i64_152 = arith.constant 10 : i64
          %252 = arith.muli %185, %c10_i64_152 : i64
          %253 = arith.addi %177, %252 : i64
          %254 = llvm.getelementptr %133[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %251, %254 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_64 = gpu.thread_id  x
      %188 = arith.index_cast %thread_id_x_64 : index to i64
      %c9_i64_65 = arith.constant 9 : i64
      %189 = arith.minsi %188, %c9_i64_65 : i64
      %thread_id_y_66 = gpu.thread_id  y
      %190 = arith.index_cast %thread_id_y_66 : index to i64
      %c4_i64_67 = arith.constant 4 : i64
      %191 = arith.minsi %190, %c4_i64_67 : i64
      %thread_id_y_68 = gpu.thread_id  y
      %192 = arith.index_cast %thread_id_y_68 : index to i64
      %c2_i64_69 = arith.constant 2 : i64
      %193 = arith.addi %192, %c2_i64_69 : i64
      %c4_i64_70 = arith.constant 4 : i64
      %194 = arith.minsi %193, %c4_i64_70 : i64
      %thread_id_y_71 = gpu.thread_id  y
      %195 = arith.index_cast %thread_id_y_71 : index to i64
      %c4_i64_72 = arith.constant 4 : i64
      %196 = arith.addi %195, %c4_i64_72 : i64
      %c4_i64_73 = arith.constant 4 : i64
      %197 = arith.minsi %196, %c4_i64_73 : i64
      %cst_74 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_74, %151 : f32, !llvm.ptr
      %cst_75 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_75, %152 : f32, !llvm.ptr
      %cst_76 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_76, %153 : f32, !llvm.ptr
      %c0_i64_77 = arith.constant 0 : i64
      %c6_i64_78 = arith.constant 6 : i64
      %c1_i64_79 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_77 to %c6_i64_78 step %c1_i64_79  : i64 {
        %c10_i64_149 = arith.constant 10 : i64
        %243 = arith.muli %arg11, %c10_i64_149 : i64
        %244 = arith.addi %189, %243 : i64
        %245 = llvm.getelementptr %127[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %246 = llvm.load %245 : !llvm.ptr<1> -> f32
        %c6_i64_150 = arith.constant 6 : i64
        %247 = arith.muli %191, %c6_i64_150 : i64
        %248 = arith.addi %arg11, %247 : i64
        %249 = llvm.getelementptr %129[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %250 = llvm.load %249 : !llvm.ptr<1> -> f32
        %c6_i64_151 = arith.constant 6 : i64
        %251 = arith.muli %194, %c6_i64_151 : i64
        %252 = arith.addi %arg11, %251 : i64
        %253 = llvm.getelementptr %129[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %254 = llvm.load %253 : !llvm.ptr<1> -> f32
        %c6_i64_152 = arith.constant 6 : i64
        %255 = arith.muli %197, %c6_i64_152 : i64
        %256 = arith.addi %arg11, %255 : i64
        %257 = llvm.getelementptr %129[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %258 = llvm.load %257 : !llvm.ptr<1> -> f32
        %259 = llvm.load %151 : !llvm.ptr -> f32
        %260 = arith.mulf %246, %250 : f32
        %261 = arith.addf %259, %260 : f32
        llvm.store %261, %151 : f32, !llvm.ptr
        %262 = llvm.load %152 : !llvm.ptr -> f32
        %263 = arith.mulf %246, %254 : f32
        %264 = arith.addf %262, %263 : f32
        llvm.store %264, %152 : f32, !llvm.ptr
        %265 = llvm.load %153 : !llvm.ptr -> f32
        %266 = arith.mulf %246, %258 : f32
        %267 = arith.addf %265, %266 : f32
        llvm.store %267, %153 : f32, !llvm.ptr
      }
      %c10_i64_80 = arith.constant 10 : i64
      %198 = arith.cmpi slt, %188, %c10_i64_80 : i64
      scf.if %198 {
        %c5_i64 = arith.constant 5 : i64
        %243 = arith.cmpi slt, %190, %c5_i64 : i64
        scf.if %243 {
          %cst_151 = arith.constant -5.000000e-01 : f32
          %246 = llvm.load %151 : !llvm.ptr -> f32
          %247 = arith.mulf %cst_151, %246 : f32
          %cst_152 = arith.constant 2.500000e+00 : f32
          %c10_i64_153 = arith.constant 10 : i64
          %248 = arith.muli %190, %c10_i64_153 : i64
          %249 = arith.addi %188, %248 : i64
          %250 = llvm.getelementptr %135[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %251 = llvm.load %250 : !llvm.ptr<1> -> f32
          %252 = arith.mulf %cst_152, %251 : f32
          %253 = arith.addf %247, %252 : f32
          %c10_i64_154 = arith.constant 10 : i64
          %254 = arith.muli %190, %c10_i64_154 : i64
          %255 = arith.addi %188, %254 : i64
          %256 = llvm.getelementptr %135[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %253, %256 : f32, !llvm.ptr<1>
        }
        %c5_i64_149 = arith.constant 5 : i64
        %244 = arith.cmpi slt, %193, %c5_i64_149 : i64
        scf.if %244 {
          %cst_151 = arith.constant -5.000000e-01 : f32
          %246 = llvm.load %152 : !llvm.ptr -> f32
          %247 = arith.mulf %cst_151, %246 : f32
          %cst_152 = arith.constant 2.500000e+00 : f32
          %c10_i64_153 = arith.constant 10 : i64
          %248 = arith.muli %193, %c10_i64_153 : i64
          %249 = arith.addi %188, %248 : i64
          %250 = llvm.getelementptr %135[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %251 = llvm.load %250 : !llvm.ptr<1> -> f32
          %252 = arith.mulf %cst_152, %251 : f32
          %253 = arith.addf %247, %252 : f32
          %c10_i64_154 = arith.constant 10 : i64
          %254 = arith.muli %193, %c10_i64_154 : i64
          %255 = arith.addi %188, %254 : i64
          %256 = llvm.getelementptr %135[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %253, %256 : f32, !llvm.ptr<1>
        }
        %c5_i64_150 = arith.constant 5 : i64
        %245 = arith.cmpi slt, %196, %c5_i64_150 : i64
        scf.if %245 {
          %cst_151 = arith.constant -5.000000e-01 : f32
          %246 = llvm.load %153 : !llvm.ptr -> f32
          %247 = arith.mulf %cst_151, %246 : f32
          %cst_152 = arith.constant 2.500000e+00 : f32
          %c10_i64_153 = arith.constant 10 : i64
          %248 = arith.muli %196, %c10_i64_153 : i64
          %249 = arith.addi %188, %248 : i64
          %250 = llvm.getelementptr %135[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %251 = llvm.load %250 : !llvm.ptr<1> -> f32
          %252 = arith.mulf %cst_152, %251 : f32
          %253 = arith.addf %247, %252 : f32
          %c10_i64_154 = arith.constant 10 : i64
          %254 = arith.muli %196, %c10_i64_154 : i64
          %255 = arith.addi %188, %254 : i64
          %256 = llvm.getelementptr %135[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %253, %256 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_81 = gpu.thread_id  x
      %199 = arith.index_cast %thread_id_x_81 : index to i64
      %c9_i64_82 = arith.constant 9 : i64
      %200 = arith.minsi %199, %c9_i64_82 : i64
      %thread_id_y_83 = gpu.thread_id  y
      %201 = arith.index_cast %thread_id_y_83 : index to i64
      %c4_i64_84 = arith.constant 4 : i64
      %202 = arith.minsi %201, %c4_i64_84 : i64
      %thread_id_y_85 = gpu.thread_id  y
      %203 = arith.index_cast %thread_id_y_85 : index to i64
      %c2_i64_86 = arith.constant 2 : i64
      %204 = arith.addi %203, %c2_i64_86 : i64
      %c4_i64_87 = arith.constant 4 : i64
      %205 = arith.minsi %204, %c4_i64_87 : i64
      %thread_id_y_88 = gpu.thread_id  y
      %206 = arith.index_cast %thread_id_y_88 : index to i64
      %c4_i64_89 = arith.constant 4 : i64
      %207 = arith.addi %206, %c4_i64_89 : i64
      %c4_i64_90 = arith.constant 4 : i64
      %208 = arith.minsi %207, %c4_i64_90 : i64
      %cst_91 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_91, %154 : f32, !llvm.ptr
      %cst_92 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_92, %155 : f32, !llvm.ptr
      %cst_93 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_93, %156 : f32, !llvm.ptr
      %c0_i64_94 = arith.constant 0 : i64
      %c6_i64_95 = arith.constant 6 : i64
      %c1_i64_96 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_94 to %c6_i64_95 step %c1_i64_96  : i64 {
        %c10_i64_149 = arith.constant 10 : i64
        %243 = arith.muli %arg11, %c10_i64_149 : i64
        %244 = arith.addi %200, %243 : i64
        %245 = llvm.getelementptr %127[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %246 = llvm.load %245 : !llvm.ptr<1> -> f32
        %c6_i64_150 = arith.constant 6 : i64
        %247 = arith.muli %202, %c6_i64_150 : i64
        %248 = arith.addi %arg11, %247 : i64
        %249 = llvm.getelementptr %129[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %250 = llvm.load %249 : !llvm.ptr<1> -> f32
        %c6_i64_151 = arith.constant 6 : i64
        %251 = arith.muli %205, %c6_i64_151 : i64
        %252 = arith.addi %arg11, %251 : i64
        %253 = llvm.getelementptr %129[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %254 = llvm.load %253 : !llvm.ptr<1> -> f32
        %c6_i64_152 = arith.constant 6 : i64
        %255 = arith.muli %208, %c6_i64_152 : i64
        %256 = arith.addi %arg11, %255 : i64
        %257 = llvm.getelementptr %129[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %258 = llvm.load %257 : !llvm.ptr<1> -> f32
        %259 = llvm.load %154 : !llvm.ptr -> f32
        %260 = arith.mulf %246, %250 : f32
        %261 = arith.addf %259, %260 : f32
        llvm.store %261, %154 : f32, !llvm.ptr
        %262 = llvm.load %155 : !llvm.ptr -> f32
        %263 = arith.mulf %246, %254 : f32
        %264 = arith.addf %262, %263 : f32
        llvm.store %264, %155 : f32, !llvm.ptr
        %265 = llvm.load %156 : !llvm.ptr -> f32
        %266 = arith.mulf %246, %258 : f32
        %267 = arith.addf %265, %266 : f32
        llvm.store %267, %156 : f32, !llvm.ptr
      }
      %c10_i64_97 = arith.constant 10 : i64
      %209 = arith.cmpi slt, %199, %c10_i64_97 : i64
      scf.if %209 {
        %c5_i64 = arith.constant 5 : i64
        %243 = arith.cmpi slt, %201, %c5_i64 : i64
        scf.if %243 {
          %246 = llvm.load %154 : !llvm.ptr -> f32
          %247 = arith.mulf %arg0, %246 : f32
          %c10_i64_151 = arith.constant 10 : i64
          %248 = arith.muli %201, %c10_i64_151 : i64
          %249 = arith.addi %199, %248 : i64
          %250 = llvm.getelementptr %137[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %251 = llvm.load %250 : !llvm.ptr<1> -> f32
          %252 = arith.mulf %arg1, %251 : f32
          %253 = arith.addf %247, %252 : f32
          %c10_i64_152 = arith.constant 10 : i64
          %254 = arith.muli %201, %c10_i64_152 : i64
          %255 = arith.addi %199, %254 : i64
          %256 = llvm.getelementptr %137[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %253, %256 : f32, !llvm.ptr<1>
        }
        %c5_i64_149 = arith.constant 5 : i64
        %244 = arith.cmpi slt, %204, %c5_i64_149 : i64
        scf.if %244 {
          %246 = llvm.load %155 : !llvm.ptr -> f32
          %247 = arith.mulf %arg0, %246 : f32
          %c10_i64_151 = arith.constant 10 : i64
          %248 = arith.muli %204, %c10_i64_151 : i64
          %249 = arith.addi %199, %248 : i64
          %250 = llvm.getelementptr %137[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %251 = llvm.load %250 : !llvm.ptr<1> -> f32
          %252 = arith.mulf %arg1, %251 : f32
          %253 = arith.addf %247, %252 : f32
          %c10_i64_152 = arith.constant 10 : i64
          %254 = arith.muli %204, %c10_i64_152 : i64
          %255 = arith.addi %199, %254 : i64
          %256 = llvm.getelementptr %137[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %253, %256 : f32, !llvm.ptr<1>
        }
        %c5_i64_150 = arith.constant 5 : i64
        %245 = arith.cmpi slt, %207, %c5_i64_150 : i64
        scf.if %245 {
          %246 = llvm.load %156 : !llvm.ptr -> f32
          %247 = arith.mulf %arg0, %246 : f32
          %c10_i64_151 = arith.constant 10 : i64
          %248 = arith.muli %207, %c10_i64_151 : i64
          %249 = arith.addi %199, %248 : i64
          %250 = llvm.getelementptr %137[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %251 = llvm.load %250 : !llvm.ptr<1> -> f32
          %252 = arith.mulf %arg1, %251 : f32
          %253 = arith.addf %247, %252 : f32
          %c10_i64_152 = arith.constant 10 : i64
          %254 = arith.muli %207, %c10_i64_152 : i64
          %255 = arith.addi %199, %254 : i64
          %256 = llvm.getelementptr %137[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %253, %256 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_98 = gpu.thread_id  x
      %210 = arith.index_cast %thread_id_x_98 : index to i64
      %c9_i64_99 = arith.constant 9 : i64
      %211 = arith.minsi %210, %c9_i64_99 : i64
      %thread_id_y_100 = gpu.thread_id  y
      %212 = arith.index_cast %thread_id_y_100 : index to i64
      %c4_i64_101 = arith.constant 4 : i64
      %213 = arith.minsi %212, %c4_i64_101 : i64
      %thread_id_y_102 = gpu.thread_id  y
      %214 = arith.index_cast %thread_id_y_102 : index to i64
      %c2_i64_103 = arith.constant 2 : i64
      %215 = arith.addi %214, %c2_i64_103 : i64
      %c4_i64_104 = arith.constant 4 : i64
      %216 = arith.minsi %215, %c4_i64_104 : i64
      %thread_id_y_105 = gpu.thread_id  y
      %217 = arith.index_cast %thread_id_y_105 : index to i64
      %c4_i64_106 = arith.constant 4 : i64
      %218 = arith.addi %217, %c4_i64_106 : i64
      %c4_i64_107 = arith.constant 4 : i64
      %219 = arith.minsi %218, %c4_i64_107 : i64
      %cst_108 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_108, %157 : f32, !llvm.ptr
      %cst_109 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_109, %158 : f32, !llvm.ptr
      %cst_110 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_110, %159 : f32, !llvm.ptr
      %c0_i64_111 = arith.constant 0 : i64
      %c6_i64_112 = arith.constant 6 : i64
      %c1_i64_113 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_111 to %c6_i64_112 step %c1_i64_113  : i64 {
        %c10_i64_149 = arith.constant 10 : i64
        %243 = arith.muli %arg11, %c10_i64_149 : i64
        %244 = arith.addi %211, %243 : i64
        %245 = llvm.getelementptr %127[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %246 = llvm.load %245 : !llvm.ptr<1> -> f32
        %c6_i64_150 = arith.constant 6 : i64
        %247 = arith.muli %213, %c6_i64_150 : i64
        %248 = arith.addi %arg11, %247 : i64
        %249 = llvm.getelementptr %129[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %250 = llvm.load %249 : !llvm.ptr<1> -> f32
        %c6_i64_151 = arith.constant 6 : i64
        %251 = arith.muli %216, %c6_i64_151 : i64
        %252 = arith.addi %arg11, %251 : i64
        %253 = llvm.getelementptr %129[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %254 = llvm.load %253 : !llvm.ptr<1> -> f32
        %c6_i64_152 = arith.constant 6 : i64
        %255 = arith.muli %219, %c6_i64_152 : i64
        %256 = arith.addi %arg11, %255 : i64
        %257 = llvm.getelementptr %129[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %258 = llvm.load %257 : !llvm.ptr<1> -> f32
        %259 = llvm.load %157 : !llvm.ptr -> f32
        %260 = arith.mulf %246, %250 : f32
        %261 = arith.addf %259, %260 : f32
        llvm.store %261, %157 : f32, !llvm.ptr
        %262 = llvm.load %158 : !llvm.ptr -> f32
        %263 = arith.mulf %246, %254 : f32
        %264 = arith.addf %262, %263 : f32
        llvm.store %264, %158 : f32, !llvm.ptr
        %265 = llvm.load %159 : !llvm.ptr -> f32
        %266 = arith.mulf %246, %258 : f32
        %267 = arith.addf %265, %266 : f32
        llvm.store %267, %159 : f32, !llvm.ptr
      }
      %c10_i64_114 = arith.constant 10 : i64
      %220 = arith.cmpi slt, %210, %c10_i64_114 : i64
      scf.if %220 {
        %c5_i64 = arith.constant 5 : i64
        %243 = arith.cmpi slt, %212, %c5_i64 : i64
        scf.if %243 {
          %246 = llvm.load %157 : !llvm.ptr -> f32
          %247 = arith.mulf %arg0, %246 : f32
          %c10_i64_151 = arith.constant 10 : i64
          %248 = arith.muli %212, %c10_i64_151 : i64
          %249 = arith.addi %210, %248 : i64
          %250 = llvm.getelementptr %139[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %247, %250 : f32, !llvm.ptr<1>
        }
        %c5_i64_149 = arith.constant 5 : i64
        %244 = arith.cmpi slt, %215, %c5_i64_149 : i64
        scf.if %244 {
          %246 = llvm.load %158 : !llvm.ptr -> f32
          %247 = arith.mulf %arg0, %246 : f32
          %c10_i64_151 = arith.constant 10 : i64
          %248 = arith.muli %215, %c10_i64_151 : i64
          %249 = arith.addi %210, %248 : i64
          %250 = llvm.getelementptr %139[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %247, %250 : f32, !llvm.ptr<1>
        }
        %c5_i64_150 = arith.constant 5 : i64
        %245 = arith.cmpi slt, %218, %c5_i64_150 : i64
        scf.if %245 {
          %246 = llvm.load %159 : !llvm.ptr -> f32
          %247 = arith.mulf %arg0, %246 : f32
          %c10_i64_151 = arith.constant 10 : i64
          %248 = arith.muli %218, %c10_i64_151 : i64
          %249 = arith.addi %210, %248 : i64
          %250 = llvm.getelementptr %139[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %247, %250 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_115 = gpu.thread_id  x
      %221 = arith.index_cast %thread_id_x_115 : index to i64
      %c9_i64_116 = arith.constant 9 : i64
      %222 = arith.minsi %221, %c9_i64_116 : i64
      %thread_id_y_117 = gpu.thread_id  y
      %223 = arith.index_cast %thread_id_y_117 : index to i64
      %c4_i64_118 = arith.constant 4 : i64
      %224 = arith.minsi %223, %c4_i64_118 : i64
      %thread_id_y_119 = gpu.thread_id  y
      %225 = arith.index_cast %thread_id_y_119 : index to i64
      %c2_i64_120 = arith.constant 2 : i64
      %226 = arith.addi %225, %c2_i64_120 : i64
      %c4_i64_121 = arith.constant 4 : i64
      %227 = arith.minsi %226, %c4_i64_121 : i64
      %thread_id_y_122 = gpu.thread_id  y
      %228 = arith.index_cast %thread_id_y_122 : index to i64
      %c4_i64_123 = arith.constant 4 : i64
      %229 = arith.addi %228, %c4_i64_123 : i64
      %c4_i64_124 = arith.constant 4 : i64
      %230 = arith.minsi %229, %c4_i64_124 : i64
      %cst_125 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_125, %160 : f32, !llvm.ptr
      %cst_126 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_126, %161 : f32, !llvm.ptr
      %cst_127 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_127, %162 : f32, !llvm.ptr
      %c0_i64_128 = arith.constant 0 : i64
      %c6_i64_129 = arith.constant 6 : i64
      %c1_i64_130 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_128 to %c6_i64_129 step %c1_i64_130  : i64 {
        %c10_i64_149 = arith.constant 10 : i64
        %243 = arith.muli %arg11, %c10_i64_149 : i64
        %244 = arith.addi %222, %243 : i64
        %245 = llvm.getelementptr %127[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %246 = llvm.load %245 : !llvm.ptr<1> -> f32
        %c6_i64_150 = arith.constant 6 : i64
        %247 = arith.muli %224, %c6_i64_150 : i64
        %248 = arith.addi %arg11, %247 : i64
        %249 = llvm.getelementptr %129[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %250 = llvm.load %249 : !llvm.ptr<1> -> f32
        %c6_i64_151 = arith.constant 6 : i64
        %251 = arith.muli %227, %c6_i64_151 : i64
        %252 = arith.addi %arg11, %251 : i64
        %253 = llvm.getelementptr %129[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %254 = llvm.load %253 : !llvm.ptr<1> -> f32
        %c6_i64_152 = arith.constant 6 : i64
        %255 = arith.muli %230, %c6_i64_152 : i64
        %256 = arith.addi %arg11, %255 : i64
        %257 = llvm.getelementptr %129[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %258 = llvm.load %257 : !llvm.ptr<1> -> f32
        %259 = llvm.load %160 : !llvm.ptr -> f32
        %260 = arith.mulf %246, %250 : f32
        %261 = arith.addf %259, %260 : f32
        llvm.store %261, %160 : f32, !llvm.ptr
        %262 = llvm.load %161 : !llvm.ptr -> f32
        %263 = arith.mulf %246, %254 : f32
        %264 = arith.addf %262, %263 : f32
        llvm.store %264, %161 : f32, !llvm.ptr
        %265 = llvm.load %162 : !llvm.ptr -> f32
        %266 = arith.mulf %246, %258 : f32
        %267 = arith.addf %265, %266 : f32
        llvm.store %267, %162 : f32, !llvm.ptr
      }
      %c10_i64_131 = arith.constant 10 : i64
      %231 = arith.cmpi slt, %221, %c10_i64_131 : i64
      scf.if %231 {
        %c5_i64 = arith.constant 5 : i64
        %243 = arith.cmpi slt, %223, %c5_i64 : i64
        scf.if %243 {
          %c10_i64_151 = arith.constant 10 : i64
          %246 = arith.muli %223, %c10_i64_151 : i64
          %247 = arith.addi %221, %246 : i64
          %248 = llvm.getelementptr %141[%247] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %249 = llvm.load %248 : !llvm.ptr<1> -> f32
          %cst_152 = arith.constant 0.000000e+00 : f32
          %250 = llvm.load %160 : !llvm.ptr -> f32
          %251 = arith.mulf %cst_152, %250 : f32
          %252 = arith.addf %249, %251 : f32
          %c10_i64_153 = arith.constant 10 : i64
          %253 = arith.muli %223, %c10_i64_153 : i64
          %254 = arith.addi %221, %253 : i64
          %255 = llvm.getelementptr %141[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %252, %255 : f32, !llvm.ptr<1>
        }
        %c5_i64_149 = arith.constant 5 : i64
        %244 = arith.cmpi slt, %226, %c5_i64_149 : i64
        scf.if %244 {
          %c10_i64_151 = arith.constant 10 : i64
          %246 = arith.muli %226, %c10_i64_151 : i64
          %247 = arith.addi %221, %246 : i64
          %248 = llvm.getelementptr %141[%247] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %249 = llvm.load %248 : !llvm.ptr<1> -> f32
          %cst_152 = arith.constant 0.000000e+00 : f32
          %250 = llvm.load %161 : !llvm.ptr -> f32
          %251 = arith.mulf %cst_152, %250 : f32
          %252 = arith.addf %249, %251 : f32
          %c10_i64_153 = arith.constant 10 : i64
          %253 = arith.muli %226, %c10_i64_153 : i64
          %254 = arith.addi %221, %253 : i64
          %255 = llvm.getelementptr %141[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %252, %255 : f32, !llvm.ptr<1>
        }
        %c5_i64_150 = arith.constant 5 : i64
        %245 = arith.cmpi slt, %229, %c5_i64_150 : i64
        scf.if %245 {
          %c10_i64_151 = arith.constant 10 : i64
          %246 = arith.muli %229, %c10_i64_151 : i64
          %247 = arith.addi %221, %246 : i64
          %248 = llvm.getelementptr %141[%247] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %249 = llvm.load %248 : !llvm.ptr<1> -> f32
          %cst_152 = arith.constant 0.000000e+00 : f32
          %250 = llvm.load %162 : !llvm.ptr -> f32
          %251 = arith.mulf %cst_152, %250 : f32
          %252 = arith.addf %249, %251 : f32
          %c10_i64_153 = arith.constant 10 : i64
          %253 = arith.muli %229, %c10_i64_153 : i64
          %254 = arith.addi %221, %253 : i64
          %255 = llvm.getelementptr %141[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %252, %255 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_132 = gpu.thread_id  x
      %232 = arith.index_cast %thread_id_x_132 : index to i64
      %c9_i64_133 = arith.constant 9 : i64
      %233 = arith.minsi %232, %c9_i64_133 : i64
      %thread_id_y_134 = gpu.thread_id  y
      %234 = arith.index_cast %thread_id_y_134 : index to i64
      %c4_i64_135 = arith.constant 4 : i64
      %235 = arith.minsi %234, %c4_i64_135 : i64
      %thread_id_y_136 = gpu.thread_id  y
      %236 = arith.index_cast %thread_id_y_136 : index to i64
      %c2_i64_137 = arith.constant 2 : i64
      %237 = arith.addi %236, %c2_i64_137 : i64
      %c4_i64_138 = arith.constant 4 : i64
      %238 = arith.minsi %237, %c4_i64_138 : i64
      %thread_id_y_139 = gpu.thread_id  y
      %239 = arith.index_cast %thread_id_y_139 : index to i64
      %c4_i64_140 = arith.constant 4 : i64
      %240 = arith.addi %239, %c4_i64_140 : i64
      %c4_i64_141 = arith.constant 4 : i64
      %241 = arith.minsi %240, %c4_i64_141 : i64
      %cst_142 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_142, %163 : f32, !llvm.ptr
      %cst_143 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_143, %164 : f32, !llvm.ptr
      %cst_144 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_144, %165 : f32, !llvm.ptr
      %c0_i64_145 = arith.constant 0 : i64
      %c6_i64_146 = arith.constant 6 : i64
      %c1_i64_147 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_145 to %c6_i64_146 step %c1_i64_147  : i64 {
        %c10_i64_149 = arith.constant 10 : i64
        %243 = arith.muli %arg11, %c10_i64_149 : i64
        %244 = arith.addi %233, %243 : i64
        %245 = llvm.getelementptr %127[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %246 = llvm.load %245 : !llvm.ptr<1> -> f32
        %c6_i64_150 = arith.constant 6 : i64
        %247 = arith.muli %235, %c6_i64_150 : i64
        %248 = arith.addi %arg11, %247 : i64
        %249 = llvm.getelementptr %129[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %250 = llvm.load %249 : !llvm.ptr<1> -> f32
        %c6_i64_151 = arith.constant 6 : i64
        %251 = arith.muli %238, %c6_i64_151 : i64
        %252 = arith.addi %arg11, %251 : i64
        %253 = llvm.getelementptr %129[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %254 = llvm.load %253 : !llvm.ptr<1> -> f32
        %c6_i64_152 = arith.constant 6 : i64
        %255 = arith.muli %241, %c6_i64_152 : i64
        %256 = arith.addi %arg11, %255 : i64
        %257 = llvm.getelementptr %129[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %258 = llvm.load %257 : !llvm.ptr<1> -> f32
        %259 = llvm.load %163 : !llvm.ptr -> f32
        %260 = arith.mulf %246, %250 : f32
        %261 = arith.addf %259, %260 : f32
        llvm.store %261, %163 : f32, !llvm.ptr
        %262 = llvm.load %164 : !llvm.ptr -> f32
        %263 = arith.mulf %246, %254 : f32
        %264 = arith.addf %262, %263 : f32
        llvm.store %264, %164 : f32, !llvm.ptr
        %265 = llvm.load %165 : !llvm.ptr -> f32
        %266 = arith.mulf %246, %258 : f32
        %267 = arith.addf %265, %266 : f32
        llvm.store %267, %165 : f32, !llvm.ptr
      }
      %c10_i64_148 = arith.constant 10 : i64
      %242 = arith.cmpi slt, %232, %c10_i64_148 : i64
      scf.if %242 {
        %c5_i64 = arith.constant 5 : i64
        %243 = arith.cmpi slt, %234, %c5_i64 : i64
        scf.if %243 {
          %cst_151 = arith.constant 3.000000e+00 : f32
          %246 = llvm.load %163 : !llvm.ptr -> f32
          %247 = arith.mulf %cst_151, %246 : f32
          %c10_i64_152 = arith.constant 10 : i64
          %248 = arith.muli %234, %c10_i64_152 : i64
          %249 = arith.addi %232, %248 : i64
          %250 = llvm.getelementptr %143[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %251 = llvm.load %250 : !llvm.ptr<1> -> f32
          %252 = arith.mulf %arg1, %251 : f32
          %253 = arith.addf %247, %252 : f32
          %c10_i64_153 = arith.constant 10 : i64
          %254 = arith.muli %234, %c10_i64_153 : i64
          %255 = arith.addi %232, %254 : i64
          %256 = llvm.getelementptr %143[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %253, %256 : f32, !llvm.ptr<1>
        }
        %c5_i64_149 = arith.constant 5 : i64
        %244 = arith.cmpi slt, %237, %c5_i64_149 : i64
        scf.if %244 {
          %cst_151 = arith.constant 3.000000e+00 : f32
          %246 = llvm.load %164 : !llvm.ptr -> f32
          %247 = arith.mulf %cst_151, %246 : f32
          %c10_i64_152 = arith.constant 10 : i64
          %248 = arith.muli %237, %c10_i64_152 : i64
          %249 = arith.addi %232, %248 : i64
          %250 = llvm.getelementptr %143[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %251 = llvm.load %250 : !llvm.ptr<1> -> f32
          %252 = arith.mulf %arg1, %251 : f32
          %253 = arith.addf %247, %252 : f32
          %c10_i64_153 = arith.constant 10 : i64
          %254 = arith.muli %237, %c10_i64_153 : i64
          %255 = arith.addi %232, %254 : i64
          %256 = llvm.getelementptr %143[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %253, %256 : f32, !llvm.ptr<1>
        }
        %c5_i64_150 = arith.constant 5 : i64
        %245 = arith.cmpi slt, %240, %c5_i64_150 : i64
        scf.if %245 {
          %cst_151 = arith.constant 3.000000e+00 : f32
          %246 = llvm.load %165 : !llvm.ptr -> f32
          %247 = arith.mulf %cst_151, %246 : f32
          %c10_i64_152 = arith.constant 10 : i64
          %248 = arith.muli %240, %c10_i64_152 : i64
          %249 = arith.addi %232, %248 : i64
          %250 = llvm.getelementptr %143[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %251 = llvm.load %250 : !llvm.ptr<1> -> f32
          %252 = arith.mulf %arg1, %251 : f32
          %253 = arith.addf %247, %252 : f32
          %c10_i64_153 = arith.constant 10 : i64
          %254 = arith.muli %240, %c10_i64_153 : i64
          %255 = arith.addi %232, %254 : i64
          %256 = llvm.getelementptr %143[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %253, %256 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
