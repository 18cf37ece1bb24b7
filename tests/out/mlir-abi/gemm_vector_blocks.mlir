module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_vector_blocks(%arg0: f32, %arg1: f32, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: !llvm.ptr<1>, %arg12: i64, %arg13: !llvm.ptr<1>, %arg14: i64, %arg15: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(100 : i64) : i64
      %3 = llvm.mlir.constant(7 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(100 : i64) : i64
      %6 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg2, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %1, %7[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %2, %8[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %5, %11[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<100x7xf32, strided<[1, 100]>, 1>
      %14 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %15 = llvm.mlir.constant(0 : i64) : i64
      %16 = llvm.mlir.constant(7 : i64) : i64
      %17 = llvm.mlir.constant(9 : i64) : i64
      %18 = llvm.mlir.constant(1 : i64) : i64
      %19 = llvm.mlir.constant(7 : i64) : i64
      %20 = llvm.insertvalue %arg3, %14[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %arg3, %20[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %15, %21[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %18, %24[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %19, %25[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<7x9xf32, strided<[1, 7]>, 1>
      %28 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %29 = llvm.mlir.constant(0 : i64) : i64
      %30 = llvm.mlir.constant(100 : i64) : i64
      %31 = llvm.mlir.constant(9 : i64) : i64
      %32 = llvm.mlir.constant(1 : i64) : i64
      %33 = llvm.mlir.constant(100 : i64) : i64
      %34 = llvm.insertvalue %arg4, %28[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg4, %34[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %31, %37[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %32, %38[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %33, %39[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = builtin.unrealized_conversion_cast %40 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<100x9xf32, strided<[1, 100]>, 1>
      %42 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %43 = llvm.mlir.constant(0 : i64) : i64
      %44 = llvm.mlir.constant(70 : i64) : i64
      %45 = llvm.mlir.constant(13 : i64) : i64
      %46 = llvm.mlir.constant(1 : i64) : i64
      %47 = llvm.mlir.constant(70 : i64) : i64
      %48 = llvm.insertvalue %arg5, %42[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %arg5, %48[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %43, %49[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = llvm.insertvalue %44, %50[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %52 = llvm.insertvalue %45, %51[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %53 = llvm.insertvalue %46, %52[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.insertvalue %47, %53[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = builtin.unrealized_conversion_cast %54 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<70x13xf64, strided<[1, 70]>, 1>
      %56 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %57 = llvm.mlir.constant(0 : i64) : i64
      %58 = llvm.mlir.constant(13 : i64) : i64
      %59 = llvm.mlir.constant(20 : i64) : i64
      %60 = llvm.mlir.constant(1 : i64) : i64
      %61 = llvm.mlir.constant(13 : i64) : i64
      %62 = llvm.insertvalue %arg6, %56[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %arg6, %62[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = llvm.insertvalue %57, %63[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %65 = llvm.insertvalue %58, %64[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %66 = llvm.insertvalue %59, %65[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %67 = llvm.insertvalue %60, %66[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %68 = llvm.insertvalue %61, %67[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %69 = builtin.unrealized_conversion_cast %68 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x20xf64, strided<[1, 13]>, 1>
      %70 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %71 = llvm.mlir.constant(0 : i64) : i64
      %72 = llvm.mlir.constant(70 : i64) : i64
      %73 = llvm.mlir.constant(20 : i64) : i64
      %74 = llvm.mlir.constant(1 : i64) : i64
      %75 = llvm.mlir.constant(70 : i64) : i64
      %76 = llvm.insertvalue %arg7, %70[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %77 = llvm.insertvalue %arg7, %76[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %78 = llvm.insertvalue %71, %77[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %79 = llvm.insertvalue %72, %78[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %80 = llvm.insertvalue %73, %79[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %81 = llvm.insertvalue %74, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %82 = llvm.insertvalue %75, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %83 = builtin.unrealized_conversion_cast %82 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<70x20xf64, strided<[1, 70]>, 1>
      %84 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %85 = llvm.mlir.constant(0 : i64) : i64
      %86 = llvm.mlir.constant(64 : i64) : i64
      %87 = llvm.mlir.constant(64 : i64) : i64
      %88 = llvm.mlir.constant(1 : i64) : i64
      %89 = llvm.mlir.constant(64 : i64) : i64
      %90 = llvm.insertvalue %arg8, %84[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %91 = llvm.insertvalue %arg8, %90[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %92 = llvm.insertvalue %85, %91[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %93 = llvm.insertvalue %86, %92[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %94 = llvm.insertvalue %87, %93[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %95 = llvm.insertvalue %88, %94[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %96 = llvm.insertvalue %89, %95[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %97 = builtin.unrealized_conversion_cast %96 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<64x64xf32, strided<[1, 64]>, 1>
      %98 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %99 = llvm.mlir.constant(0 : i64) : i64
      %100 = llvm.mlir.constant(64 : i64) : i64
      %101 = llvm.mlir.constant(64 : i64) : i64
      %102 = llvm.mlir.constant(1 : i64) : i64
      %103 = llvm.mlir.constant(64 : i64) : i64
      %104 = llvm.insertvalue %arg9, %98[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %105 = llvm.insertvalue %arg9, %104[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %106 = llvm.insertvalue %99, %105[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %107 = llvm.insertvalue %100, %106[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %108 = llvm.insertvalue %101, %107[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %109 = llvm.insertvalue %102, %108[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %110 = llvm.insertvalue %103, %109[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %111 = builtin.unrealized_conversion_cast %110 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<64x64xf32, strided<[1, 64]>, 1>
      %112 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %113 = llvm.mlir.constant(0 : i64) : i64
      %114 = llvm.mlir.constant(64 : i64) : i64
      %115 = llvm.mlir.constant(64 : i64) : i64
      %116 = llvm.mlir.constant(1 : i64) : i64
      %117 = llvm.mlir.constant(64 : i64) : i64
      %118 = llvm.insertvalue %arg10, %112[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %119 = llvm.insertvalue %arg10, %118[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %120 = llvm.insertvalue %113, %119[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %121 = llvm.insertvalue %114, %120[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %122 = llvm.insertvalue %115, %121[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %123 = llvm.insertvalue %116, %122[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %124 = llvm.insertvalue %117, %123[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %125 = builtin.unrealized_conversion_cast %124 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<64x64xf32, strided<[1, 64]>, 1>
      %126 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %127 = llvm.mlir.constant(0 : i64) : i64
      %128 = llvm.mlir.constant(43 : i64) : i64
      %129 = llvm.mlir.constant(1 : i64) : i64
      %130 = llvm.mlir.constant(43 : i64) : i64
      %131 = llvm.insertvalue %arg11, %126[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %132 = llvm.insertvalue %arg11, %131[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %133 = llvm.insertvalue %127, %132[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %134 = llvm.insertvalue %128, %133[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %135 = llvm.insertvalue %arg12, %134[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %136 = llvm.insertvalue %129, %135[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %137 = llvm.insertvalue %130, %136[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %138 = builtin.unrealized_conversion_cast %137 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<43x?xf32, strided<[1, 43]>, 1>
      %139 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %140 = llvm.mlir.constant(0 : i64) : i64
      %141 = llvm.mlir.constant(12 : i64) : i64
      %142 = llvm.mlir.constant(1 : i64) : i64
      %143 = llvm.mlir.constant(12 : i64) : i64
      %144 = llvm.insertvalue %arg13, %139[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %145 = llvm.insertvalue %arg13, %144[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %146 = llvm.insertvalue %140, %145[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %147 = llvm.insertvalue %141, %146[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %148 = llvm.insertvalue %arg14, %147[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %149 = llvm.insertvalue %142, %148[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %150 = llvm.insertvalue %143, %149[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %151 = builtin.unrealized_conversion_cast %150 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<12x?xf32, strided<[1, 12]>, 1>
      %152 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %153 = llvm.mlir.constant(0 : i64) : i64
      %154 = llvm.mlir.constant(43 : i64) : i64
      %155 = llvm.mlir.constant(12 : i64) : i64
      %156 = llvm.mlir.constant(1 : i64) : i64
      %157 = llvm.mlir.constant(43 : i64) : i64
      %158 = llvm.insertvalue %arg15, %152[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %159 = llvm.insertvalue %arg15, %158[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %160 = llvm.insertvalue %153, %159[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %161 = llvm.insertvalue %154, %160[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %162 = llvm.insertvalue %155, %161[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %163 = llvm.insertvalue %156, %162[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %164 = llvm.insertvalue %157, %163[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %165 = builtin.unrealized_conversion_cast %164 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<43x12xf32, strided<[1, 43]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %13 : memref<100x7xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %13 : memref<100x7xf32, strided<[1, 100]>, 1> -> index
      %166 = arith.index_cast %intptr : index to i64
      %167 = llvm.inttoptr %166 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %27 : memref<7x9xf32, strided<[1, 7]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %27 : memref<7x9xf32, strided<[1, 7]>, 1> -> index
      %168 = arith.index_cast %intptr_4 : index to i64
      %169 = llvm.inttoptr %168 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %41 : memref<100x9xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %41 : memref<100x9xf32, strided<[1, 100]>, 1> -> index
      %170 = arith.index_cast %intptr_9 : index to i64
      %171 = llvm.inttoptr %170 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %55 : memref<70x13xf64, strided<[1, 70]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %55 : memref<70x13xf64, strided<[1, 70]>, 1> -> index
      %172 = arith.index_cast %intptr_14 : index to i64
      %173 = llvm.inttoptr %172 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %69 : memref<13x20xf64, strided<[1, 13]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %69 : memref<13x20xf64, strided<[1, 13]>, 1> -> index
      %174 = arith.index_cast %intptr_19 : index to i64
      %175 = llvm.inttoptr %174 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %83 : memref<70x20xf64, strided<[1, 70]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %83 : memref<70x20xf64, strided<[1, 70]>, 1> -> index
      %176 = arith.index_cast %intptr_24 : index to i64
      %177 = llvm.inttoptr %176 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %97 : memref<64x64xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %97 : memref<64x64xf32, strided<[1, 64]>, 1> -> index
      %178 = arith.index_cast %intptr_29 : index to i64
      %179 = llvm.inttoptr %178 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %111 : memref<64x64xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %111 : memref<64x64xf32, strided<[1, 64]>, 1> -> index
      %180 = arith.index_cast %intptr_34 : index to i64
      %181 = llvm.inttoptr %180 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %125 : memref<64x64xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %125 : memref<64x64xf32, strided<[1, 64]>, 1> -> index
      %182 = arith.index_cast %intptr_39 : index to i64
      %183 = llvm.inttoptr %182 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %138 : memref<43x?xf32, strided<[1, 43]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %138 : memref<43x?xf32, strided<[1, 43]>, 1> -> index
      %184 = arith.index_cast %intptr_44 : index to i64
      %185 = llvm.inttoptr %184 : i64 to !llvm.ptr<1>
      %186 = arith.index_cast %sizes_42#1 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %151 : memref<12x?xf32, strided<[1, 12]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %151 : memref<12x?xf32, strided<[1, 12]>, 1> -> index
      %187 = arith.index_cast %intptr_49 : index to i64
      %188 = llvm.inttoptr %187 : i64 to !llvm.ptr<1>
      %189 = arith.index_cast %sizes_47#1 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %165 : memref<43x12xf32, strided<[1, 43]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %165 : memref<43x12xf32, strided<[1, 43]>, 1> -> index
      %190 = arith.index_cast %intptr_54 : index to i64
      %191 = llvm.inttoptr %190 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_55 = memref.alloca() : memref<f32>
      %alloca_56 = memref.alloca() : memref<f32>
      %alloca_57 = memref.alloca() : memref<f32>
      %alloca_58 = memref.alloca() : memref<f64>
      %alloca_59 = memref.alloca() : memref<f64>
      %alloca_60 = memref.alloca() : memref<f64>
      %alloca_61 = memref.alloca() : memref<f64>
      %alloca_62 = memref.alloca() : memref<f64>
      %alloca_63 = memref.alloca() : memref<f64>
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
      %thread_id_x = gpu.thread_id  x
      %192 = arith.index_cast %thread_id_x : index to i64
      %c99_i64 = arith.constant 99 : i64
      %193 = arith.minsi %192, %c99_i64 : i64
      %thread_id_x_74 = gpu.thread_id  x
      %194 = arith.index_cast %thread_id_x_74 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %195 = arith.addi %194, %c64_i64 : i64
      %c99_i64_75 = arith.constant 99 : i64
      %196 = arith.minsi %195, %c99_i64_75 : i64
      %thread_id_y = gpu.thread_id  y
      %197 = arith.index_cast %thread_id_y : index to i64
      %c8_i64 = arith.constant 8 : i64
      %198 = arith.minsi %197, %c8_i64 : i64
      %thread_id_y_76 = gpu.thread_id  y
      %199 = arith.index_cast %thread_id_y_76 : index to i64
      %c8_i64_77 = arith.constant 8 : i64
      %200 = arith.addi %199, %c8_i64_77 : i64
      %c8_i64_78 = arith.constant 8 : i64
      %201 = arith.minsi %200, %c8_i64_78 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_79 = arith.constant 0.000000e+00 : f32
      memref.store %cst_79, %alloca_55[] : memref<f32>
      %cst_80 = arith.constant 0.000000e+00 : f32
      memref.store %cst_80, %alloca_56[] : memref<f32>
      %cst_81 = arith.constant 0.000000e+00 : f32
      memref.store %cst_81, %alloca_57[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64 to %c7_i64 step %c1_i64  : i64 {
        %c100_i64_141 = arith.constant 100 : i64
        %275 = arith.muli %arg16, %c100_i64_141 : i64
        %276 = arith.addi %193, %275 : i64
        %277 = llvm.getelementptr %167[%276] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %278 = llvm.load %277 : !llvm.ptr<1> -> f32
        %c100_i64_142 = arith.constant 100 : i64
        %279 = arith.muli %arg16, %c100_i64_142 : i64
        %280 = arith.addi %196, %279 : i64
        %281 = llvm.getelementptr %167[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %282 = llvm.load %281 : !llvm.ptr<1> -> f32
        %c7_i64_143 = arith.constant 7 : i64
        %283 = arith.muli %198, %c7_i64_143 : i64
        %284 = arith.addi %arg16, %283 : i64
        %285 = llvm.getelementptr %169[%284] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %286 = llvm.load %285 : !llvm.ptr<1> -> f32
        %c7_i64_144 = arith.constant 7 : i64
        %287 = arith.muli %201, %c7_i64_144 : i64
        %288 = arith.addi %arg16, %287 : i64
        %289 = llvm.getelementptr %169[%288] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %290 = llvm.load %289 : !llvm.ptr<1> -> f32
        %291 = memref.load %alloca[] : memref<f32>
        %292 = arith.mulf %278, %286 : f32
        %293 = arith.addf %291, %292 : f32
        memref.store %293, %alloca[] : memref<f32>
        %294 = memref.load %alloca_55[] : memref<f32>
        %295 = arith.mulf %278, %290 : f32
        %296 = arith.addf %294, %295 : f32
        memref.store %296, %alloca_55[] : memref<f32>
        %297 = memref.load %alloca_56[] : memref<f32>
        %298 = arith.mulf %282, %286 : f32
        %299 = arith.addf %297, %298 : f32
        memref.store %299, %alloca_56[] : memref<f32>
        %300 = memref.load %alloca_57[] : memref<f32>
        %301 = arith.mulf %282, %290 : f32
        %302 = arith.addf %300, %301 : f32
        memref.store %302, %alloca_57[] : memref<f32>
      }
      %c100_i64 = arith.constant 100 : i64
      %202 = arith.cmpi slt, %192, %c100_i64 : i64
      scf.if %202 {
        %c9_i64 = arith.constant 9 : i64
        %275 = arith.cmpi slt, %197, %c9_i64 : i64
        scf.if %275 {
          %277 = memref.load %alloca[] : memref<f32>
          %278 = arith.mulf %arg0, %277 : f32
          %c100_i64_142 = arith.constant 100 : i64
          %279 = arith.muli %197, %c100_i64_142 : i64
          %280 = arith.addi %192, %279 : i64
          %281 = llvm.getelementptr %171[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %282 = llvm.load %281 : !llvm.ptr<1> -> f32
          %283 = arith.mulf %arg1, %282 : f32
          %284 = arith.addf %278, %283 : f32
          %c100_i64_143 = arith.constant 100 : i64
          %285 = arith.muli %197, %c100_i64_143 : i64
          %286 = arith.addi %192, %285 : i64
          %287 = llvm.getelementptr %171[%286] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %284, %287 : f32, !llvm.ptr<1>
        }
        %c9_i64_141 = arith.constant 9 : i64
        %276 = arith.cmpi slt, %200, %c9_i64_141 : i64
        scf.if %276 {
          %277 = memref.load %alloca_55[] : memref<f32>
          %278 = arith.mulf %arg0, %277 : f32
          %c100_i64_142 = arith.constant 100 : i64
          %279 = arith.muli %200, %c100_i64_142 : i64
          %280 = arith.addi %192, %279 : i64
          %281 = llvm.getelementptr %171[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %282 = llvm.load %281 : !llvm.ptr<1> -> f32
          %283 = arith.mulf %arg1, %282 : f32
          %284 = arith.addf %278, %283 : f32
          %c100_i64_143 = arith.constant 100 : i64
          %285 = arith.muli %200, %c100_i64_143 : i64
          %286 = arith.addi %192, %285 : i64
          %287 = llvm.getelementptr %171[%286] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %284, %287 : f32, !llvm.ptr<1>
        }
      }
      %c100_i64_82 = arith.constant 100 : i64
      %203 = arith.cmpi slt, %195, %c100_i64_82 : i64
      scf.if %203 {
        %c9_i64 = arith.constant 9 : i64
        %275 = arith.cmpi slt, %197, %c9_i64 : i64
        scf.if %275 {
          %277 = memref.load %alloca_56[] : memref<f32>
          %278 = arith.mulf %arg0, %277 : f32
          %c100_i64_142 = arith.constant 100 : i64
          %279 = arith.muli %197, %c100_i64_142 : i64
          %280 = arith.addi %195, %279 : i64
          %281 = llvm.getelementptr %171[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %282 = llvm.load %281 : !llvm.ptr<1> -> f32
          %283 = arith.mulf %arg1, %282 : f32
          %284 = arith.addf %278, %283 : f32
          %c100_i64_143 = arith.constant 100 : i64
          %285 = arith.muli %197, %c100_i64_143 : i64
          %286 = arith.addi %195, %285 : i64
          %287 = llvm.getelementptr %171[%286] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %284, %287 : f32, !llvm.ptr<1>
        }
        %c9_i64_141 = arith.constant 9 : i64
        %276 = arith.cmpi slt, %200, %c9_i64_141 : i64
        scf.if %276 {
          %277 = memref.load %alloca_57[] : memref<f32>
          %278 = arith.mulf %arg0, %277 : f32
          %c100_i64_142 = arith.constant 100 : i64
          %279 = arith.muli %200, %c100_i64_142 : i64
          %280 = arith.addi %195, %279 : i64
          %281 = llvm.getelementptr %171[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %282 = llvm.load %281 : !llvm.ptr<1> -> f32
          %283 = arith.mulf %arg1, %282 : f32
          %284 = arith.addf %278, %283 : f32
          %c100_i64_143 = arith.constant 100 : i64
          %285 = arith.muli %200, %c100_i64_143 : i64
          %286 = arith.addi %195, %285 : i64
          %287 = llvm.getelementptr %171[%286] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %284, %287 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_83 = gpu.thread_id  x
      %204 = arith.index_cast %thread_id_x_83 : index to i64
      %c69_i64 = arith.constant 69 : i64
      %205 = arith.minsi %204, %c69_i64 : i64
      %thread_id_x_84 = gpu.thread_id  x
      %206 = arith.index_cast %thread_id_x_84 : index to i64
      %c64_i64_85 = arith.constant 64 : i64
      %207 = arith.addi %206, %c64_i64_85 : i64
      %c69_i64_86 = arith.constant 69 : i64
      %208 = arith.minsi %207, %c69_i64_86 : i64
      %thread_id_y_87 = gpu.thread_id  y
      %209 = arith.index_cast %thread_id_y_87 : index to i64
      %c19_i64 = arith.constant 19 : i64
      %210 = arith.minsi %209, %c19_i64 : i64
      %thread_id_y_88 = gpu.thread_id  y
      %211 = arith.index_cast %thread_id_y_88 : index to i64
      %c8_i64_89 = arith.constant 8 : i64
      %212 = arith.addi %211, %c8_i64_89 : i64
      %c19_i64_90 = arith.constant 19 : i64
      %213 = arith.minsi %212, %c19_i64_90 : i64
      %thread_id_y_91 = gpu.thread_id  y
      %214 = arith.index_cast %thread_id_y_91 : index to i64
      %c16_i64 = arith.constant 16 : i64
      %215 = arith.addi %214, %c16_i64 : i64
      %c19_i64_92 = arith.constant 19 : i64
      %216 = arith.minsi %215, %c19_i64_92 : i64
      %cst_93 = arith.constant 0.000000e+00 : f64
      memref.store %cst_93, %alloca_58[] : memref<f64>
      %cst_94 = arith.constant 0.000000e+00 : f64
      memref.store %cst_94, %alloca_59[] : memref<f64>
      %cst_95 = arith.constant 0.000000e+00 : f64
      memref.store %cst_95, %alloca_60[] : memref<f64>
      %cst_96 = arith.constant 0.000000e+00 : f64
      memref.store %cst_96, %alloca_61[] : memref<f64>
      %cst_97 = arith.constant 0.000000e+00 : f64
      memref.store %cst_97, %alloca_62[] : memref<f64>
      %cst_98 = arith.constant 0.000000e+00 : f64
      memref.store %cst_98, %alloca_63[] : memref<f64>
      %c0_i64_99 = arith.constant 0 : i64
      %c13_i64 = arith.constant 13 : i64
      %c1_i64_100 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_99 to %c13_i64 step %c1_i64_100  : i64 {
        %c70_i64_141 = arith.constant 70 : i64
        %275 = arith.muli %arg16, %c70_i64_141 : i64
        %276 = arith.addi %205, %275 : i64
        %277 = llvm.getelementptr %173[%276] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %278 = llvm.load %277 : !llvm.ptr<1> -> f64
        %c70_i64_142 = arith.constant 70 : i64
        %279 = arith.muli %arg16, %c70_i64_142 : i64
        %280 = arith.addi %208, %279 : i64
        %281 = llvm.getelementptr %173[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %282 = llvm.load %281 : !llvm.ptr<1> -> f64
        %c13_i64_143 = arith.constant 13 : i64
        %283 = arith.muli %210, %c13_i64_143 : i64
        %284 = arith.addi %arg16, %283 : i64
        %285 = llvm.getelementptr %175[%284] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %286 = llvm.load %285 : !llvm.ptr<1> -> f64
        %c13_i64_144 = arith.constant 13 : i64
        %287 = arith.muli %213, %c13_i64_144 : i64
        %288 = arith.addi %arg16, %287 : i64
        %289 = llvm.getelementptr %175[%288] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %290 = llvm.load %289 : !llvm.ptr<1> -> f64
        %c13_i64_145 = arith.constant 13 : i64
        %291 = arith.muli %216, %c13_i64_145 : i64
        %292 = arith.addi %arg16, %291 : i64
        %293 = llvm.getelementptr %175[%292] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %294 = llvm.load %293 : !llvm.ptr<1> -> f64
        %295 = memref.load %alloca_58[] : memref<f64>
        %296 = arith.mulf %278, %286 : f64
        %297 = arith.addf %295, %296 : f64
        memref.store %297, %alloca_58[] : memref<f64>
        %298 = memref.load %alloca_59[] : memref<f64>
        %299 = arith.mulf %278, %290 : f64
        %300 = arith.addf %298, %299 : f64
        memref.store %300, %alloca_59[] : memref<f64>
        %301 = memref.load %alloca_60[] : memref<f64>
        %302 = arith.mulf %278, %294 : f64
        %303 = arith.addf %301, %302 : f64
        memref.store %303, %alloca_60[] : memref<f64>
        %304 = memref.load %alloca_61[] : memref<f64>
        %305 = arith.mulf %282, %286 : f64
        %306 = arith.addf %304, %305 : f64
        memref.store %306, %alloca_61[] : memref<f64>
        %307 = memref.load %alloca_62[] : memref<f64>
        %308 = arith.mulf %282, %290 : f64
        %309 = arith.addf %307, %308 : f64
        memref.store %309, %alloca_62[] : memref<f64>
        %310 = memref.load %alloca_63[] : memref<f64>
        %311 = arith.mulf %282, %294 : f64
        %312 = arith.addf %310, %311 : f64
        memref.store %312, %alloca_63[] : memref<f64>
      }
      %c70_i64 = arith.constant 70 : i64
      %217 = arith.cmpi slt, %204, %c70_i64 : i64
      scf.if %217 {
        %c20_i64 = arith.constant 20 : i64
        %275 = arith.cmpi slt, %209, %c20_i64 : i64
        scf.if %275 {
          %c70_i64_143 = arith.constant 70 : i64
          %278 = arith.muli %209, %c70_i64_143 : i64
          %279 = arith.addi %204, %278 : i64
          %280 = llvm.getelementptr %177[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %281 = llvm.load %280 : !llvm.ptr<1> -> f64
          %282 = memref.load %alloca_58[] : memref<f64>
          %283 = arith.addf %281, %282 : f64
          %c70_i64_144 = arith.constant 70 : i64
          %284 = arith.muli %209, %c70_i64_144 : i64
          %285 = arith.addi %204, %284 : i64
          %286 = llvm.getelementptr %177[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %283, %286 : f64, !llvm.ptr<1>
        }
        %c20_i64_141 = arith.constant 20 : i64
        %276 = arith.cmpi slt, %212, %c20_i64_141 : i64
        scf.if %276 {
          %c70_i64_143 = arith.constant 70 : i64
          %278 = arith.muli %212, %c70_i64_143 : i64
          %279 = arith.addi %204, %278 : i64
          %280 = llvm.getelementptr %177[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %281 = llvm.load %280 : !llvm.ptr<1> -> f64
          %282 = memref.load %alloca_59[] : memref<f64>
          %283 = arith.addf %281, %282 : f64
          %c70_i64_144 = arith.constant 70 : i64
          %284 = arith.muli %212, %c70_i64_144 : i64
          %285 = arith.addi %204, %284 : i64
          %286 = llvm.getelementptr %177[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %283, %286 : f64, !llvm.ptr<1>
        }
        %c20_i64_142 = arith.constant 20 : i64
        %277 = arith.cmpi slt, %215, %c20_i64_142 : i64
        scf.if %277 {
          %c70_i64_143 = arith.constant 70 : i64
          %278 = arith.muli %215, %c70_i64_143 : i64
          %279 = arith.addi %204, %278 : i64
          %280 = llvm.getelementptr %177[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %281 = llvm.load %280 : !llvm.ptr<1> -> f64
          %282 = memref.load %alloca_60[] : memref<f64>
          %283 = arith.addf %281, %282 : f64
          %c70_i64_144 = arith.constant 70 : i64
          %284 = arith.muli %215, %c70_i64_144 : i64
          %285 = arith.addi %204, %284 : i64
          %286 = llvm.getelementptr %177[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %283, %286 : f64, !llvm.ptr<1>
        }
      }
      %c70_i64_101 = arith.constant 70 : i64
      %218 = arith.cmpi slt, %207, %c70_i64_101 : i64
      scf.if %218 {
        %c20_i64 = arith.constant 20 : i64
        %275 = arith.cmpi slt, %209, %c20_i64 : i64
        scf.if %275 {
          %c70_i64_143 = arith.constant 70 : i64
          %278 = arith.muli %209, %c70_i64_143 : i64
          %279 = arith.addi %207, %278 : i64
          %280 = llvm.getelementptr %177[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %281 = llvm.load %280 : !llvm.ptr<1> -> f64
          %282 = memref.load %alloca_61[] : memref<f64>
          %283 = arith.addf %281, %282 : f64
          %c70_i64_144 = arith.constant 70 : i64
          %284 = arith.muli %209, %c70_i64_144 : i64
          %285 = arith.addi %207, %284 : i64
          %286 = llvm.getelementptr %177[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %283, %286 : f64, !llvm.ptr<1>
        }
        %c20_i64_141 = arith.constant 20 : i64
        %276 = arith.cmpi slt, %212, %c20_i64_141 : i64
        scf.if %276 {
          %c70_i64_143 = arith.constant 70 : i64
          %278 = arith.muli %212, %c70_i64_143 : i64
          %279 = arith.addi %207, %278 : i64
          %280 = llvm.getelementptr %177[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %281 = llvm.load %280 : !llvm.ptr<1> -> f64
          %282 = memref.load %alloca_62[] : memref<f64>
          %283 = arith.addf %281, %282 : f64
          %c70_i64_144 = arith.constant 70 : i64
          %284 = arith.muli %212, %c70_i64_144 : i64
          %285 = arith.addi %207, %284 : i64
          %286 = llvm.getelementptr %177[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %283, %286 : f64, !llvm.ptr<1>
        }
        %c20_i64_142 = arith.constant 20 : i64
        %277 = arith.cmpi slt, %215, %c20_i64_142 : i64
        scf.if %277 {
          %c70_i64_143 = arith.constant 70 : i64
          %278 = arith.muli %215, %c70_i64_143 : i64
          %279 = arith.addi %207, %278 : i64
          %280 = llvm.getelementptr %177[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %281 = llvm.load %280 : !llvm.ptr<1> -> f64
          %282 = memref.load %alloca_63[] : memref<f64>
          %283 = arith.addf %281, %282 : f64
          %c70_i64_144 = arith.constant 70 : i64
          %284 = arith.muli %215, %c70_i64_144 : i64
          %285 = arith.addi %207, %284 : i64
          %286 = llvm.getelementptr %177[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %283, %286 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_102 = gpu.thread_id  x
      %219 = arith.index_cast %thread_id_x_102 : index to i64
      %thread_id_y_103 = gpu.thread_id  y
      %220 = arith.index_cast %thread_id_y_103 : index to i64
      %thread_id_y_104 = gpu.thread_id  y
      %221 = arith.index_cast %thread_id_y_104 : index to i64
      %c8_i64_105 = arith.constant 8 : i64
      %222 = arith.addi %221, %c8_i64_105 : i64
      %thread_id_y_106 = gpu.thread_id  y
      %223 = arith.index_cast %thread_id_y_106 : index to i64
      %c16_i64_107 = arith.constant 16 : i64
      %224 = arith.addi %223, %c16_i64_107 : i64
      %thread_id_y_108 = gpu.thread_id  y
      %225 = arith.index_cast %thread_id_y_108 : index to i64
      %c24_i64 = arith.constant 24 : i64
      %226 = arith.addi %225, %c24_i64 : i64
      %thread_id_y_109 = gpu.thread_id  y
      %227 = arith.index_cast %thread_id_y_109 : index to i64
      %c32_i64 = arith.constant 32 : i64
      %228 = arith.addi %227, %c32_i64 : i64
      %thread_id_y_110 = gpu.thread_id  y
      %229 = arith.index_cast %thread_id_y_110 : index to i64
      %c40_i64 = arith.constant 40 : i64
      %230 = arith.addi %229, %c40_i64 : i64
      %thread_id_y_111 = gpu.thread_id  y
      %231 = arith.index_cast %thread_id_y_111 : index to i64
      %c48_i64 = arith.constant 48 : i64
      %232 = arith.addi %231, %c48_i64 : i64
      %thread_id_y_112 = gpu.thread_id  y
      %233 = arith.index_cast %thread_id_y_112 : index to i64
      %c56_i64 = arith.constant 56 : i64
      %234 = arith.addi %233, %c56_i64 : i64
      %cst_113 = arith.constant 0.000000e+00 : f32
      memref.store %cst_113, %alloca_64[] : memref<f32>
      %cst_114 = arith.constant 0.000000e+00 : f32
      memref.store %cst_114, %alloca_65[] : memref<f32>
      %cst_115 = arith.constant 0.000000e+00 : f32
      memref.store %cst_115, %alloca_66[] : memref<f32>
      %cst_116 = arith.constant 0.000000e+00 : f32
      memref.store %cst_116, %alloca_67[] : memref<f32>
      %cst_117 = arith.constant 0.000000e+00 : f32
      memref.store %cst_117, %alloca_68[] : memref<f32>
      %cst_118 = arith.constant 0.000000e+00 : f32
      memref.store %cst_118, %alloca_69[] : memref<f32>
      %cst_119 = arith.constant 0.000000e+00 : f32
      memref.store %cst_119, %alloca_70[] : memref<f32>
      %cst_120 = arith.constant 0.000000e+00 : f32
      memref.store %cst_120, %alloca_71[] : memref<f32>
      %c0_i64_121 = arith.constant 0 : i64
      %c64_i64_122 = arith.constant 64 : i64
      %c1_i64_123 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_121 to %c64_i64_122 step %c1_i64_123  : i64 {
        %c64_i64_141 = arith.constant 64 : i64
        %275 = arith.muli %arg16, %c64_i64_141 : i64
        %276 = arith.addi %219, %275 : i64
        %277 = llvm.getelementptr %179[%276] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %278 = llvm.load %277 : !llvm.ptr<1> -> f32
        %c64_i64_142 = arith.constant 64 : i64
        %279 = arith.muli %220, %c64_i64_142 : i64
        %280 = arith.addi %arg16, %279 : i64
        %281 = llvm.getelementptr %181[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %282 = llvm.load %281 : !llvm.ptr<1> -> f32
        %c64_i64_143 = arith.constant 64 : i64
        %283 = arith.muli %222, %c64_i64_143 : i64
        %284 = arith.addi %arg16, %283 : i64
        %285 = llvm.getelementptr %181[%284] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %286 = llvm.load %285 : !llvm.ptr<1> -> f32
        %c64_i64_144 = arith.constant 64 : i64
        %287 = arith.muli %224, %c64_i64_144 : i64
        %288 = arith.addi %arg16, %287 : i64
        %289 = llvm.getelementptr %181[%288] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %290 = llvm.load %289 : !llvm.ptr<1> -> f32
        %c64_i64_145 = arith.constant 64 : i64
        %291 = arith.muli %226, %c64_i64_145 : i64
        %292 = arith.addi %arg16, %291 : i64
        %293 = llvm.getelementptr %181[%292] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %294 = llvm.load %293 : !llvm.ptr<1> -> f32
        %c64_i64_146 = arith.constant 64 : i64
        %295 = arith.muli %228, %c64_i64_146 : i64
        %296 = arith.addi %arg16, %295 : i64
        %297 = llvm.getelementptr %181[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %298 = llvm.load %297 : !llvm.ptr<1> -> f32
        %c64_i64_147 = arith.constant 64 : i64
        %299 = arith.muli %230, %c64_i64_147 : i64
        %300 = arith.addi %arg16, %299 : i64
        %301 = llvm.getelementptr %181[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %302 = llvm.load %301 : !llvm.ptr<1> -> f32
        %c64_i64_148 = arith.constant 64 : i64
        %303 = arith.muli %232, %c64_i64_148 : i64
        %304 = arith.addi %arg16, %303 : i64
        %305 = llvm.getelementptr %181[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %306 = llvm.load %305 : !llvm.ptr<1> -> f32
        %c64_i64_149 = arith.constant 64 : i64
        %307 = arith.muli %234, %c64_i64_149 : i64
        %308 = arith.addi %arg16, %307 : i64
        %309 = llvm.getelementptr %181[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %310 = llvm.load %309 : !llvm.ptr<1> -> f32
        %311 = memref.load %alloca_64[] : memref<f32>
        %312 = arith.mulf %278, %282 : f32
        %313 = arith.addf %311, %312 : f32
        memref.store %313, %alloca_64[] : memref<f32>
        %314 = memref.load %alloca_65[] : memref<f32>
        %315 = arith.mulf %278, %286 : f32
        %316 = arith.addf %314, %315 : f32
        memref.store %316, %alloca_65[] : memref<f32>
        %317 = memref.load %alloca_66[] : memref<f32>
        %318 = arith.mulf %278, %290 : f32
        %319 = arith.addf %317, %318 : f32
        memref.store %319, %alloca_66[] : memref<f32>
        %320 = memref.load %alloca_67[] : memref<f32>
        %321 = arith.mulf %278, %294 : f32
        %322 = arith.addf %320, %321 : f32
        memref.store %322, %alloca_67[] : memref<f32>
        %323 = memref.load %alloca_68[] : memref<f32>
        %324 = arith.mulf %278, %298 : f32
        %325 = arith.addf %323, %324 : f32
        memref.store %325, %alloca_68[] : memref<f32>
        %326 = memref.load %alloca_69[] : memref<f32>
        %327 = arith.mulf %278, %302 : f32
        %328 = arith.addf %326, %327 : f32
        memref.store %328, %alloca_69[] : memref<f32>
        %329 = memref.load %alloca_70[] : memref<f32>
        %330 = arith.mulf %278, %306 : f32
        %331 = arith.addf %329, %330 : f32
        memref.store %331, %alloca_70[] : memref<f32>
        %332 = memref.load %alloca_71[] : memref<f32>
        %333 = arith.mulf %278, %310 : f32
        %334 = arith.addf %332, %333 : f32
        memref.store %334, %alloca_71[] : memref<f32>
      }
      %235 = memref.load %alloca_64[] : memref<f32>
      %c64_i64_124 = arith.constant 64 : i64
      %236 = arith.muli %220, %c64_i64_124 : i64
      %237 = arith.addi %219, %236 : i64
      %238 = llvm.getelementptr %183[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %235, %238 : f32, !llvm.ptr<1>
      %239 = memref.load %alloca_65[] : memref<f32>
      %c64_i64_125 = arith.constant 64 : i64
      %240 = arith.muli %222, %c64_i64_125 : i64
      %241 = arith.addi %219, %240 : i64
      %242 = llvm.getelementptr %183[%241] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %239, %242 : f32, !llvm.ptr<1>
      %243 = memref.load %alloca_66[] : memref<f32>
      %c64_i64_126 = arith.constant 64 : i64
      %244 = arith.muli %224, %c64_i64_126 : i64
      %245 = arith.addi %219, %244 : i64
      %246 = llvm.getelementptr %183[%245] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %243, %246 : f32, !llvm.ptr<1>
      %247 = memref.load %alloca_67[] : memref<f32>
      %c64_i64_127 = arith.constant 64 : i64
      %248 = arith.muli %226, %c64_i64_127 : i64
      %249 = arith.addi %219, %248 : i64
      %250 = llvm.getelementptr %183[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %247, %250 : f32, !llvm.ptr<1>
      %251 = memref.load %alloca_68[] : memref<f32>
      %c64_i64_128 = arith.constant 64 : i64
      %252 = arith.muli %228, %c64_i64_128 : i64
      %253 = arith.addi %219, %252 : i64
      %254 = llvm.getelementptr %183[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %251, %254 : f32, !llvm.ptr<1>
      %255 = memref.load %alloca_69[] : memref<f32>
      %c64_i64_129 = arith.constant 64 : i64
      %256 = arith.muli %230, %c64_i64_129 : i64
      %257 = arith.addi %219, %256 : i64
      %258 = llvm.getelementptr %183[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %255, %258 : f32, !llvm.ptr<1>
      %259 = memref.load %alloca_70[] : memref<f32>
      %c64_i64_130 = arith.constant 64 : i64
      %260 = arith.muli %232, %c64_i64_130 : i64
      %261 = arith.addi %219, %260 : i64
      %262 = llvm.getelementptr %183[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %259, %262 : f32, !llvm.ptr<1>
      %263 = memref.load %alloca_71[] : memref<f32>
      %c64_i64_131 = arith.constant 64 : i64
      %264 = arith.muli %234, %c64_i64_131 : i64
      %265 = arith.addi %219, %264 : i64
      %266 = llvm.getelementptr %183[%265] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %263, %266 : f32, !llvm.ptr<1>
      %thread_id_x_132 = gpu.thread_id  x
      %267 = arith.index_cast %thread_id_x_132 : index to i64
      %c42_i64 = arith.constant 42 : i64
      %268 = arith.minsi %267, %c42_i64 : i64
      %thread_id_y_133 = gpu.thread_id  y
      %269 = arith.index_cast %thread_id_y_133 : index to i64
      %c11_i64 = arith.constant 11 : i64
      %270 = arith.minsi %269, %c11_i64 : i64
      %thread_id_y_134 = gpu.thread_id  y
      %271 = arith.index_cast %thread_id_y_134 : index to i64
      %c8_i64_135 = arith.constant 8 : i64
      %272 = arith.addi %271, %c8_i64_135 : i64
      %c11_i64_136 = arith.constant 11 : i64
      %273 = arith.minsi %272, %c11_i64_136 : i64
      %cst_137 = arith.constant 0.000000e+00 : f32
      memref.store %cst_137, %alloca_72[] : memref<f32>
      %cst_138 = arith.constant 0.000000e+00 : f32
      memref.store %cst_138, %alloca_73[] : memref<f32>
      %c0_i64_139 = arith.constant 0 : i64
      %c1_i64_140 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_139 to %186 step %c1_i64_140  : i64 {
        %c43_i64_141 = arith.constant 43 : i64
        %275 = arith.muli %arg16, %c43_i64_141 : i64
        %276 = arith.addi %268, %275 : i64
        %277 = llvm.getelementptr %185[%276] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %278 = llvm.load %277 : !llvm.ptr<1> -> f32
        %c12_i64 = arith.constant 12 : i64
        %279 = arith.muli %arg16, %c12_i64 : i64
        %280 = arith.addi %270, %279 : i64
        %281 = llvm.getelementptr %188[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %282 = llvm.load %281 : !llvm.ptr<1> -> f32
        %c12_i64_142 = arith.constant 12 : i64
        %283 = arith.muli %arg16, %c12_i64_142 : i64
        %284 = arith.addi %273, %283 : i64
        %285 = llvm.getelementptr %188[%284] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %286 = llvm.load %285 : !llvm.ptr<1> -> f32
        %287 = memref.load %alloca_72[] : memref<f32>
        %288 = arith.mulf %278, %282 : f32
        %289 = arith.addf %287, %288 : f32
        memref.store %289, %alloca_72[] : memref<f32>
        %290 = memref.load %alloca_73[] : memref<f32>
        %291 = arith.mulf %278, %286 : f32
        %292 = arith.addf %290, %291 : f32
        memref.store %292, %alloca_73[] : memref<f32>
      }
      %c43_i64 = arith.constant 43 : i64
      %274 = arith.cmpi slt, %267, %c43_i64 : i64
      scf.if %274 {
        %c12_i64 = arith.constant 12 : i64
        %275 = arith.cmpi slt, %269, %c12_i64 : i64
        scf.if %275 {
          %277 = memref.load %alloca_72[] : memref<f32>
          %c43_i64_142 = arith.constant 43 : i64
          %278 = arith.muli %269, %c43_i64_142 : i64
          %279 = arith.addi %267, %278 : i64
          %280 = llvm.getelementptr %191[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %277, %280 : f32, !llvm.ptr<1>
        }
        %c12_i64_141 = arith.constant 12 : i64
        %276 = arith.cmpi slt, %272, %c12_i64_141 : i64
        scf.if %276 {
          %277 = memref.load %alloca_73[] : memref<f32>
          %c43_i64_142 = arith.constant 43 : i64
          %278 = arith.muli %272, %c43_i64_142 : i64
          %279 = arith.addi %267, %278 : i64
          %280 = llvm.getelementptr %191[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %277, %280 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
