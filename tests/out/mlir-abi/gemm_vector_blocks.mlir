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
      %192 = llvm.mlir.constant(1 : i64) : i64
      %193 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %194 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %195 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %196 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %197 = llvm.alloca %192 x f64 : (i64) -> !llvm.ptr
      %198 = llvm.alloca %192 x f64 : (i64) -> !llvm.ptr
      %199 = llvm.alloca %192 x f64 : (i64) -> !llvm.ptr
      %200 = llvm.alloca %192 x f64 : (i64) -> !llvm.ptr
      %201 = llvm.alloca %192 x f64 : (i64) -> !llvm.ptr
      %202 = llvm.alloca %192 x f64 : (i64) -> !llvm.ptr
      %203 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %204 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %205 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %206 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %207 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %208 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %209 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %210 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %211 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %212 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %213 = arith.index_cast %thread_id_x : index to i64
      %c99_i64 = arith.constant 99 : i64
      %214 = arith.minsi %213, %c99_i64 : i64
      %thread_id_x_55 = gpu.thread_id  x
      %215 = arith.index_cast %thread_id_x_55 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %216 = arith.addi %215, %c64_i64 : i64
      %c99_i64_56 = arith.constant 99 : i64
      %217 = arith.minsi %216, %c99_i64_56 : i64
      %thread_id_y = gpu.thread_id  y
      %218 = arith.index_cast %thread_id_y : index to i64
      %c8_i64 = arith.constant 8 : i64
      %219 = arith.minsi %218, %c8_i64 : i64
      %thread_id_y_57 = gpu.thread_id  y
      %220 = arith.index_cast %thread_id_y_57 : index to i64
      %c8_i64_58 = arith.constant 8 : i64
      %221 = arith.addi %220, %c8_i64_58 : i64
      %c8_i64_59 = arith.constant 8 : i64
      %222 = arith.minsi %221, %c8_i64_59 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %193 : f32, !llvm.ptr
      %cst_60 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_60, %194 : f32, !llvm.ptr
      %cst_61 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_61, %195 : f32, !llvm.ptr
      %cst_62 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_62, %196 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64 to %c7_i64 step %c1_i64  : i64 {
        %c100_i64_122 = arith.constant 100 : i64
        %296 = arith.muli %arg16, %c100_i64_122 : i64
        %297 = arith.addi %214, %296 : i64
        %298 = llvm.getelementptr %167[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %299 = llvm.load %298 : !llvm.ptr<1> -> f32
        %c100_i64_123 = arith.constant 100 : i64
        %300 = arith.muli %arg16, %c100_i64_123 : i64
        %301 = arith.addi %217, %300 : i64
        %302 = llvm.getelementptr %167[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %303 = llvm.load %302 : !llvm.ptr<1> -> f32
        %c7_i64_124 = arith.constant 7 : i64
        %304 = arith.muli %219, %c7_i64_124 : i64
        %305 = arith.addi %arg16, %304 : i64
        %306 = llvm.getelementptr %169[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %307 = llvm.load %306 : !llvm.ptr<1> -> f32
        %c7_i64_125 = arith.constant 7 : i64
        %308 = arith.muli %222, %c7_i64_125 : i64
        %309 = arith.addi %arg16, %308 : i64
        %310 = llvm.getelementptr %169[%309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %311 = llvm.load %310 : !llvm.ptr<1> -> f32
        %312 = llvm.load %193 : !llvm.ptr -> f32
        %313 = arith.mulf %299, %307 : f32
        %314 = arith.addf %312, %313 : f32
        llvm.store %314, %193 : f32, !llvm.ptr
        %315 = llvm.load %194 : !llvm.ptr -> f32
        %316 = arith.mulf %299, %311 : f32
        %317 = arith.addf %315, %316 : f32
        llvm.store %317, %194 : f32, !llvm.ptr
        %318 = llvm.load %195 : !llvm.ptr -> f32
        %319 = arith.mulf %303, %307 : f32
        %320 = arith.addf %318, %319 : f32
        llvm.store %320, %195 : f32, !llvm.ptr
        %321 = llvm.load %196 : !llvm.ptr -> f32
        %322 = arith.mulf %303, %311 : f32
        %323 = arith.addf %321, %322 : f32
        llvm.store %323, %196 : f32, !llvm.ptr
      }
      %c100_i64 = arith.constant 100 : i64
      %223 = arith.cmpi slt, %213, %c100_i64 : i64
      scf.if %223 {
        %c9_i64 = arith.constant 9 : i64
        %296 = arith.cmpi slt, %218, %c9_i64 : i64
        scf.if %296 {
          %298 = llvm.load %193 : !llvm.ptr -> f32
          %299 = arith.mulf %arg0, %298 : f32
          %c100_i64_123 = arith.constant 100 : i64
          %300 = arith.muli %218, %c100_i64_123 : i64
          %301 = arith.addi %213, %300 : i64
          %302 = llvm.getelementptr %171[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %303 = llvm.load %302 : !llvm.ptr<1> -> f32
          %304 = arith.mulf %arg1, %303 : f32
          %305 = arith.addf %299, %304 : f32
          %c100_i64_124 = arith.constant 100 : i64
          %306 = arith.muli %218, %c100_i64_124 : i64
          %307 = arith.addi %213, %306 : i64
          %308 = llvm.getelementptr %171[%307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %305, %308 : f32, !llvm.ptr<1>
        }
        %c9_i64_122 = arith.constant 9 : i64
        %297 = arith.cmpi slt, %221, %c9_i64_122 : i64
        scf.if %297 {
          %298 = llvm.load %194 : !llvm.ptr -> f32
          %299 = arith.mulf %arg0, %298 : f32
          %c100_i64_123 = arith.constant 100 : i64
          %300 = arith.muli %221, %c100_i64_123 : i64
          %301 = arith.addi %213, %300 : i64
          %302 = llvm.getelementptr %171[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %303 = llvm.load %302 : !llvm.ptr<1> -> f32
          %304 = arith.mulf %arg1, %303 : f32
          %305 = arith.addf %299, %304 : f32
          %c100_i64_124 = arith.constant 100 : i64
          %306 = arith.muli %221, %c100_i64_124 : i64
          %307 = arith.addi %213, %306 : i64
          %308 = llvm.getelementptr %171[%307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %305, %308 : f32, !llvm.ptr<1>
        }
      }
      %c100_i64_63 = arith.constant 100 : i64
      %224 = arith.cmpi slt, %216, %c100_i64_63 : i64
      scf.if %224 {
        %c9_i64 = arith.constant 9 : i64
        %296 = arith.cmpi slt, %218, %c9_i64 : i64
        scf.if %296 {
          %298 = llvm.load %195 : !llvm.ptr -> f32
          %299 = arith.mulf %arg0, %298 : f32
          %c100_i64_123 = arith.constant 100 : i64
          %300 = arith.muli %218, %c100_i64_123 : i64
          %301 = arith.addi %216, %300 : i64
          %302 = llvm.getelementptr %171[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %303 = llvm.load %302 : !llvm.ptr<1> -> f32
          %304 = arith.mulf %arg1, %303 : f32
          %305 = arith.addf %299, %304 : f32
          %c100_i64_124 = arith.constant 100 : i64
          %306 = arith.muli %218, %c100_i64_124 : i64
          %307 = arith.addi %216, %306 : i64
          %308 = llvm.getelementptr %171[%307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %305, %308 : f32, !llvm.ptr<1>
        }
        %c9_i64_122 = arith.constant 9 : i64
        %297 = arith.cmpi slt, %221, %c9_i64_122 : i64
        scf.if %297 {
          %298 = llvm.load %196 : !llvm.ptr -> f32
          %299 = arith.mulf %arg0, %298 : f32
          %c100_i64_123 = arith.constant 100 : i64
          %300 = arith.muli %221, %c100_i64_123 : i64
          %301 = arith.addi %216, %300 : i64
          %302 = llvm.getelementptr %171[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %303 = llvm.load %302 : !llvm.ptr<1> -> f32
          %304 = arith.mulf %arg1, %303 : f32
          %305 = arith.addf %299, %304 : f32
          %c100_i64_124 = arith.constant 100 : i64
          %306 = arith.muli %221, %c100_i64_124 : i64
          %307 = arith.addi %216, %306 : i64
          %308 = llvm.getelementptr %171[%307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %305, %308 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_64 = gpu.thread_id  x
      %225 = arith.index_cast %thread_id_x_64 : index to i64
      %c69_i64 = arith.constant 69 : i64
      %226 = arith.minsi %225, %c69_i64 : i64
      %thread_id_x_65 = gpu.thread_id  x
      %227 = arith.index_cast %thread_id_x_65 : index to i64
      %c64_i64_66 = arith.constant 64 : i64
      %228 = arith.addi %227, %c64_i64_66 : i64
      %c69_i64_67 = arith.constant 69 : i64
      %229 = arith.minsi %228, %c69_i64_67 : i64
      %thread_id_y_68 = gpu.thread_id  y
      %230 = arith.index_cast %thread_id_y_68 : index to i64
      %c19_i64 = arith.constant 19 : i64
      %231 = arith.minsi %230, %c19_i64 : i64
      %thread_id_y_69 = gpu.thread_id  y
      %232 = arith.index_cast %thread_id_y_69 : index to i64
      %c8_i64_70 = arith.constant 8 : i64
      %233 = arith.addi %232, %c8_i64_70 : i64
      %c19_i64_71 = arith.constant 19 : i64
      %234 = arith.minsi %233, %c19_i64_71 : i64
      %thread_id_y_72 = gpu.thread_id  y
      %235 = arith.index_cast %thread_id_y_72 : index to i64
      %c16_i64 = arith.constant 16 : i64
      %236 = arith.addi %235, %c16_i64 : i64
      %c19_i64_73 = arith.constant 19 : i64
      %237 = arith.minsi %236, %c19_i64_73 : i64
      %cst_74 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_74, %197 : f64, !llvm.ptr
      %cst_75 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_75, %198 : f64, !llvm.ptr
      %cst_76 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_76, %199 : f64, !llvm.ptr
      %cst_77 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_77, %200 : f64, !llvm.ptr
      %cst_78 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_78, %201 : f64, !llvm.ptr
      %cst_79 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_79, %202 : f64, !llvm.ptr
      %c0_i64_80 = arith.constant 0 : i64
      %c13_i64 = arith.constant 13 : i64
      %c1_i64_81 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_80 to %c13_i64 step %c1_i64_81  : i64 {
        %c70_i64_122 = arith.constant 70 : i64
        %296 = arith.muli %arg16, %c70_i64_122 : i64
        %297 = arith.addi %226, %296 : i64
        %298 = llvm.getelementptr %173[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %299 = llvm.load %298 : !llvm.ptr<1> -> f64
        %c70_i64_123 = arith.constant 70 : i64
        %300 = arith.muli %arg16, %c70_i64_123 : i64
        %301 = arith.addi %229, %300 : i64
        %302 = llvm.getelementptr %173[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %303 = llvm.load %302 : !llvm.ptr<1> -> f64
        %c13_i64_124 = arith.constant 13 : i64
        %304 = arith.muli %231, %c13_i64_124 : i64
        %305 = arith.addi %arg16, %304 : i64
        %306 = llvm.getelementptr %175[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %307 = llvm.load %306 : !llvm.ptr<1> -> f64
        %c13_i64_125 = arith.constant 13 : i64
        %308 = arith.muli %234, %c13_i64_125 : i64
        %309 = arith.addi %arg16, %308 : i64
        %310 = llvm.getelementptr %175[%309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %311 = llvm.load %310 : !llvm.ptr<1> -> f64
        %c13_i64_126 = arith.constant 13 : i64
        %312 = arith.muli %237, %c13_i64_126 : i64
        %313 = arith.addi %arg16, %312 : i64
        %314 = llvm.getelementptr %175[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %315 = llvm.load %314 : !llvm.ptr<1> -> f64
        %316 = llvm.load %197 : !llvm.ptr -> f64
        %317 = arith.mulf %299, %307 : f64
        %318 = arith.addf %316, %317 : f64
        llvm.store %318, %197 : f64, !llvm.ptr
        %319 = llvm.load %198 : !llvm.ptr -> f64
        %320 = arith.mulf %299, %311 : f64
        %321 = arith.addf %319, %320 : f64
        llvm.store %321, %198 : f64, !llvm.ptr
        %322 = llvm.load %199 : !llvm.ptr -> f64
        %323 = arith.mulf %299, %315 : f64
        %324 = arith.addf %322, %323 : f64
        llvm.store %324, %199 : f64, !llvm.ptr
        %325 = llvm.load %200 : !llvm.ptr -> f64
        %326 = arith.mulf %303, %307 : f64
        %327 = arith.addf %325, %326 : f64
        llvm.store %327, %200 : f64, !llvm.ptr
        %328 = llvm.load %201 : !llvm.ptr -> f64
        %329 = arith.mulf %303, %311 : f64
        %330 = arith.addf %328, %329 : f64
        llvm.store %330, %201 : f64, !llvm.ptr
        %331 = llvm.load %202 : !llvm.ptr -> f64
        %332 = arith.mulf %303, %315 : f64
        %333 = arith.addf %331, %332 : f64
        llvm.store %333, %202 : f64, !llvm.ptr
      }
      %c70_i64 = arith.constant 70 : i64
      %238 = arith.cmpi slt, %225, %c70_i64 : i64
      scf.if %238 {
        %c20_i64 = arith.constant 20 : i64
        %296 = arith.cmpi slt, %230, %c20_i64 : i64
        scf.if %296 {
          %c70_i64_124 = arith.constant 70 : i64
          %299 = arith.muli %230, %c70_i64_124 : i64
          %300 = arith.addi %225, %299 : i64
          %301 = llvm.getelementptr %177[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %302 = llvm.load %301 : !llvm.ptr<1> -> f64
          %303 = llvm.load %197 : !llvm.ptr -> f64
          %304 = arith.addf %302, %303 : f64
          %c70_i64_125 = arith.constant 70 : i64
          %305 = arith.muli %230, %c70_i64_125 : i64
          %306 = arith.addi %225, %305 : i64
          %307 = llvm.getelementptr %177[%306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %304, %307 : f64, !llvm.ptr<1>
        }
        %c20_i64_122 = arith.constant 20 : i64
        %297 = arith.cmpi slt, %233, %c20_i64_122 : i64
        scf.if %297 {
          %c70_i64_124 = arith.constant 70 : i64
          %299 = arith.muli %233, %c70_i64_124 : i64
          %300 = arith.addi %225, %299 : i64
          %301 = llvm.getelementptr %177[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %302 = llvm.load %301 : !llvm.ptr<1> -> f64
          %303 = llvm.load %198 : !llvm.ptr -> f64
          %304 = arith.addf %302, %303 : f64
          %c70_i64_125 = arith.constant 70 : i64
          %305 = arith.muli %233, %c70_i64_125 : i64
          %306 = arith.addi %225, %305 : i64
          %307 = llvm.getelementptr %177[%306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %304, %307 : f64, !llvm.ptr<1>
        }
        %c20_i64_123 = arith.constant 20 : i64
        %298 = arith.cmpi slt, %236, %c20_i64_123 : i64
        scf.if %298 {
          %c70_i64_124 = arith.constant 70 : i64
          %299 = arith.muli %236, %c70_i64_124 : i64
          %300 = arith.addi %225, %299 : i64
          %301 = llvm.getelementptr %177[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %302 = llvm.load %301 : !llvm.ptr<1> -> f64
          %303 = llvm.load %199 : !llvm.ptr -> f64
          %304 = arith.addf %302, %303 : f64
          %c70_i64_125 = arith.constant 70 : i64
          %305 = arith.muli %236, %c70_i64_125 : i64
          %306 = arith.addi %225, %305 : i64
          %307 = llvm.getelementptr %177[%306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %304, %307 : f64, !llvm.ptr<1>
        }
      }
      %c70_i64_82 = arith.constant 70 : i64
      %239 = arith.cmpi slt, %228, %c70_i64_82 : i64
      scf.if %239 {
        %c20_i64 = arith.constant 20 : i64
        %296 = arith.cmpi slt, %230, %c20_i64 : i64
        scf.if %296 {
          %c70_i64_124 = arith.constant 70 : i64
          %299 = arith.muli %230, %c70_i64_124 : i64
          %300 = arith.addi %228, %299 : i64
          %301 = llvm.getelementptr %177[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %302 = llvm.load %301 : !llvm.ptr<1> -> f64
          %303 = llvm.load %200 : !llvm.ptr -> f64
          %304 = arith.addf %302, %303 : f64
          %c70_i64_125 = arith.constant 70 : i64
          %305 = arith.muli %230, %c70_i64_125 : i64
          %306 = arith.addi %228, %305 : i64
          %307 = llvm.getelementptr %177[%306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %304, %307 : f64, !llvm.ptr<1>
        }
        %c20_i64_122 = arith.constant 20 : i64
        %297 = arith.cmpi slt, %233, %c20_i64_122 : i64
        scf.if %297 {
          %c70_i64_124 = arith.constant 70 : i64
          %299 = arith.muli %233, %c70_i64_124 : i64
          %300 = arith.addi %228, %299 : i64
          %301 = llvm.getelementptr %177[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %302 = llvm.load %301 : !llvm.ptr<1> -> f64
          %303 = llvm.load %201 : !llvm.ptr -> f64
          %304 = arith.addf %302, %303 : f64
          %c70_i64_125 = arith.constant 70 : i64
          %305 = arith.muli %233, %c70_i64_125 : i64
          %306 = arith.addi %228, %305 : i64
          %307 = llvm.getelementptr %177[%306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %304, %307 : f64, !llvm.ptr<1>
        }
        %c20_i64_123 = arith.constant 20 : i64
        %298 = arith.cmpi slt, %236, %c20_i64_123 : i64
        scf.if %298 {
          %c70_i64_124 = arith.constant 70 : i64
          %299 = arith.muli %236, %c70_i64_124 : i64
          %300 = arith.addi %228, %299 : i64
          %301 = llvm.getelementptr %177[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %302 = llvm.load %301 : !llvm.ptr<1> -> f64
          %303 = llvm.load %202 : !llvm.ptr -> f64
          %304 = arith.addf %302, %303 : f64
          %c70_i64_125 = arith.constant 70 : i64
          %305 = arith.muli %236, %c70_i64_125 : i64
          %306 = arith.addi %228, %305 : i64
          %307 = llvm.getelementptr %177[%306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %304, %307 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_83 = gpu.thread_id  x
      %240 = arith.index_cast %thread_id_x_83 : index to i64
      %thread_id_y_84 = gpu.thread_id  y
      %241 = arith.index_cast %thread_id_y_84 : index to i64
      %thread_id_y_85 = gpu.thread_id  y
      %242 = arith.index_cast %thread_id_y_85 : index to i64
      %c8_i64_86 = arith.constant 8 : i64
      %243 = arith.addi %242, %c8_i64_86 : i64
      %thread_id_y_87 = gpu.thread_id  y
      %244 = arith.index_cast %thread_id_y_87 : index to i64
      %c16_i64_88 = arith.constant 16 : i64
      %245 = arith.addi %244, %c16_i64_88 : i64
      %thread_id_y_89 = gpu.thread_id  y
      %246 = arith.index_cast %thread_id_y_89 : index to i64
      %c24_i64 = arith.constant 24 : i64
      %247 = arith.addi %246, %c24_i64 : i64
      %thread_id_y_90 = gpu.thread_id  y
      %248 = arith.index_cast %thread_id_y_90 : index to i64
      %c32_i64 = arith.constant 32 : i64
      %249 = arith.addi %248, %c32_i64 : i64
      %thread_id_y_91 = gpu.thread_id  y
      %250 = arith.index_cast %thread_id_y_91 : index to i64
      %c40_i64 = arith.constant 40 : i64
      %251 = arith.addi %250, %c40_i64 : i64
      %thread_id_y_92 = gpu.thread_id  y
      %252 = arith.index_cast %thread_id_y_92 : index to i64
      %c48_i64 = arith.constant 48 : i64
      %253 = arith.addi %252, %c48_i64 : i64
      %thread_id_y_93 = gpu.thread_id  y
      %254 = arith.index_cast %thread_id_y_93 : index to i64
      %c56_i64 = arith.constant 56 : i64
      %255 = arith.addi %254, %c56_i64 : i64
      %cst_94 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_94, %203 : f32, !llvm.ptr
      %cst_95 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_95, %204 : f32, !llvm.ptr
      %cst_96 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_96, %205 : f32, !llvm.ptr
      %cst_97 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_97, %206 : f32, !llvm.ptr
      %cst_98 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_98, %207 : f32, !llvm.ptr
      %cst_99 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_99, %208 : f32, !llvm.ptr
      %cst_100 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_100, %209 : f32, !llvm.ptr
      %cst_101 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_101, %210 : f32, !llvm.ptr
      %c0_i64_102 = arith.constant 0 : i64
      %c64_i64_103 = arith.constant 64 : i64
      %c1_i64_104 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_102 to %c64_i64_103 step %c1_i64_104  : i64 {
        %c64_i64_122 = arith.constant 64 : i64
        %296 = arith.muli %arg16, %c64_i64_122 : i64
        %297 = arith.addi %240, %296 : i64
        %298 = llvm.getelementptr %179[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %299 = llvm.load %298 : !llvm.ptr<1> -> f32
        %c64_i64_123 = arith.constant 64 : i64
        %300 = arith.muli %241, %c64_i64_123 : i64
        %301 = arith.addi %arg16, %300 : i64
        %302 = llvm.getelementptr %181[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %303 = llvm.load %302 : !llvm.ptr<1> -> f32
        %c64_i64_124 = arith.constant 64 : i64
        %304 = arith.muli %243, %c64_i64_124 : i64
        %305 = arith.addi %arg16, %304 : i64
        %306 = llvm.getelementptr %181[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %307 = llvm.load %306 : !llvm.ptr<1> -> f32
        %c64_i64_125 = arith.constant 64 : i64
        %308 = arith.muli %245, %c64_i64_125 : i64
        %309 = arith.addi %arg16, %308 : i64
        %310 = llvm.getelementptr %181[%309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %311 = llvm.load %310 : !llvm.ptr<1> -> f32
        %c64_i64_126 = arith.constant 64 : i64
        %312 = arith.muli %247, %c64_i64_126 : i64
        %313 = arith.addi %arg16, %312 : i64
        %314 = llvm.getelementptr %181[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %315 = llvm.load %314 : !llvm.ptr<1> -> f32
        %c64_i64_127 = arith.constant 64 : i64
        %316 = arith.muli %249, %c64_i64_127 : i64
        %317 = arith.addi %arg16, %316 : i64
        %318 = llvm.getelementptr %181[%317] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %319 = llvm.load %318 : !llvm.ptr<1> -> f32
        %c64_i64_128 = arith.constant 64 : i64
        %320 = arith.muli %251, %c64_i64_128 : i64
        %321 = arith.addi %arg16, %320 : i64
        %322 = llvm.getelementptr %181[%321] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %323 = llvm.load %322 : !llvm.ptr<1> -> f32
        %c64_i64_129 = arith.constant 64 : i64
        %324 = arith.muli %253, %c64_i64_129 : i64
        %325 = arith.addi %arg16, %324 : i64
        %326 = llvm.getelementptr %181[%325] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %327 = llvm.load %326 : !llvm.ptr<1> -> f32
        %c64_i64_130 = arith.constant 64 : i64
        %328 = arith.muli %255, %c64_i64_130 : i64
        %329 = arith.addi %arg16, %328 : i64
        %330 = llvm.getelementptr %181[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %331 = llvm.load %330 : !llvm.ptr<1> -> f32
        %332 = llvm.load %203 : !llvm.ptr -> f32
        %333 = arith.mulf %299, %303 : f32
        %334 = arith.addf %332, %333 : f32
        llvm.store %334, %203 : f32, !llvm.ptr
        %335 = llvm.load %204 : !llvm.ptr -> f32
        %336 = arith.mulf %299, %307 : f32
        %337 = arith.addf %335, %336 : f32
        llvm.store %337, %204 : f32, !llvm.ptr
        %338 = llvm.load %205 : !llvm.ptr -> f32
        %339 = arith.mulf %299, %311 : f32
        %340 = arith.addf %338, %339 : f32
        llvm.store %340, %205 : f32, !llvm.ptr
        %341 = llvm.load %206 : !llvm.ptr -> f32
        %342 = arith.mulf %299, %315 : f32
        %343 = arith.addf %341, %342 : f32
        llvm.store %343, %206 : f32, !llvm.ptr
        %344 = llvm.load %207 : !llvm.ptr -> f32
        %345 = arith.mulf %299, %319 : f32
        %346 = arith.addf %344, %345 : f32
        llvm.store %346, %207 : f32, !llvm.ptr
        %347 = llvm.load %208 : !llvm.ptr -> f32
        %348 = arith.mulf %299, %323 : f32
        %349 = arith.addf %347, %348 : f32
        llvm.store %349, %208 : f32, !llvm.ptr
        %350 = llvm.load %209 : !llvm.ptr -> f32
        %351 = arith.mulf %299, %327 : f32
        %352 = arith.addf %350, %351 : f32
        llvm.store %352, %209 : f32, !llvm.ptr
        %353 = llvm.load %210 : !llvm.ptr -> f32
        %354 = arith.mulf %299, %331 : f32
        %355 = arith.addf %353, %354 : f32
        llvm.store %355, %210 : f32, !llvm.ptr
      }
      %256 = llvm.load %203 : !llvm.ptr -> f32
      %c64_i64_105 = arith.constant 64 : i64
      %257 = arith.muli %241, %c64_i64_105 : i64
      %258 = arith.addi %240, %257 : i64
      %259 = llvm.getelementptr %183[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %256, %259 : f32, !llvm.ptr<1>
      %260 = llvm.load %204 : !llvm.ptr -> f32
      %c64_i64_106 = arith.constant 64 : i64
      %261 = arith.muli %243, %c64_i64_106 : i64
      %262 = arith.addi %240, %261 : i64
      %263 = llvm.getelementptr %183[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %260, %263 : f32, !llvm.ptr<1>
      %264 = llvm.load %205 : !llvm.ptr -> f32
      %c64_i64_107 = arith.constant 64 : i64
      %265 = arith.muli %245, %c64_i64_107 : i64
      %266 = arith.addi %240, %265 : i64
      %267 = llvm.getelementptr %183[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %264, %267 : f32, !llvm.ptr<1>
      %268 = llvm.load %206 : !llvm.ptr -> f32
      %c64_i64_108 = arith.constant 64 : i64
      %269 = arith.muli %247, %c64_i64_108 : i64
      %270 = arith.addi %240, %269 : i64
      %271 = llvm.getelementptr %183[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %268, %271 : f32, !llvm.ptr<1>
      %272 = llvm.load %207 : !llvm.ptr -> f32
      %c64_i64_109 = arith.constant 64 : i64
      %273 = arith.muli %249, %c64_i64_109 : i64
      %274 = arith.addi %240, %273 : i64
      %275 = llvm.getelementptr %183[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %272, %275 : f32, !llvm.ptr<1>
      %276 = llvm.load %208 : !llvm.ptr -> f32
      %c64_i64_110 = arith.constant 64 : i64
      %277 = arith.muli %251, %c64_i64_110 : i64
      %278 = arith.addi %240, %277 : i64
      %279 = llvm.getelementptr %183[%278] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %276, %279 : f32, !llvm.ptr<1>
      %280 = llvm.load %209 : !llvm.ptr -> f32
      %c64_i64_111 = arith.constant 64 : i64
      %281 = arith.muli %253, %c64_i64_111 : i64
      %282 = arith.addi %240, %281 : i64
      %283 = llvm.getelementptr %183[%282] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %280, %283 : f32, !llvm.ptr<1>
      %284 = llvm.load %210 : !llvm.ptr -> f32
      %c64_i64_112 = arith.constant 64 : i64
      %285 = arith.muli %255, %c64_i64_112 : i64
      %286 = arith.addi %240, %285 : i64
      %287 = llvm.getelementptr %183[%286] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %284, %287 : f32, !llvm.ptr<1>
      %thread_id_x_113 = gpu.thread_id  x
      %288 = arith.index_cast %thread_id_x_113 : index to i64
      %c42_i64 = arith.constant 42 : i64
      %289 = arith.minsi %288, %c42_i64 : i64
      %thread_id_y_114 = gpu.thread_id  y
      %290 = arith.index_cast %thread_id_y_114 : index to i64
      %c11_i64 = arith.constant 11 : i64
      %291 = arith.minsi %290, %c11_i64 : i64
      %thread_id_y_115 = gpu.thread_id  y
      %292 = arith.index_cast %thread_id_y_115 : index to i64
      %c8_i64_116 = arith.constant 8 : i64
      %293 = arith.addi %292, %c8_i64_116 : i64
      %c11_i64_117 = arith.constant 11 : i64
      %294 = arith.minsi %293, %c11_i64_117 : i64
      %cst_118 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_118, %211 : f32, !llvm.ptr
      %cst_119 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_119, %212 : f32, !llvm.ptr
      %c0_i64_120 = arith.constant 0 : i64
      %c1_i64_121 = arith.constant 1 : i64
      scf.for %arg16 = %c0_i64_120 to %186 step %c1_i64_121  : i64 {
        %c43_i64_122 = arith.constant 43 : i64
        %296 = arith.muli %arg16, %c43_i64_122 : i64
        %297 = arith.addi %289, %296 : i64
        %298 = llvm.getelementptr %185[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %299 = llvm.load %298 : !llvm.ptr<1> -> f32
        %c12_i64 = arith.constant 12 : i64
        %300 = arith.muli %arg16, %c12_i64 : i64
        %301 = arith.addi %291, %300 : i64
        %302 = llvm.getelementptr %188[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %303 = llvm.load %302 : !llvm.ptr<1> -> f32
        %c12_i64_123 = arith.constant 12 : i64
        %304 = arith.muli %arg16, %c12_i64_123 : i64
        %305 = arith.addi %294, %304 : i64
        %306 = llvm.getelementptr %188[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %307 = llvm.load %306 : !llvm.ptr<1> -> f32
        %308 = llvm.load %211 : !llvm.ptr -> f32
        %309 = arith.mulf %299, %303 : f32
        %310 = arith.addf %308, %309 : f32
        llvm.store %310, %211 : f32, !llvm.ptr
        %311 = llvm.load %212 : !llvm.ptr -> f32
        %312 = arith.mulf %299, %307 : f32
        %313 = arith.addf %311, %312 : f32
        llvm.store %313, %212 : f32, !llvm.ptr
      }
      %c43_i64 = arith.constant 43 : i64
      %295 = arith.cmpi slt, %288, %c43_i64 : i64
      scf.if %295 {
        %c12_i64 = arith.constant 12 : i64
        %296 = arith.cmpi slt, %290, %c12_i64 : i64
        scf.if %296 {
          %298 = llvm.load %211 : !llvm.ptr -> f32
          %c43_i64_123 = arith.constant 43 : i64
          %299 = arith.muli %290, %c43_i64_123 : i64
          %300 = arith.addi %288, %299 : i64
          %301 = llvm.getelementptr %191[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %298, %301 : f32, !llvm.ptr<1>
        }
        %c12_i64_122 = arith.constant 12 : i64
        %297 = arith.cmpi slt, %293, %c12_i64_122 : i64
        scf.if %297 {
          %298 = llvm.load %212 : !llvm.ptr -> f32
          %c43_i64_123 = arith.constant 43 : i64
          %299 = arith.muli %293, %c43_i64_123 : i64
          %300 = arith.addi %288, %299 : i64
          %301 = llvm.getelementptr %191[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %298, %301 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
