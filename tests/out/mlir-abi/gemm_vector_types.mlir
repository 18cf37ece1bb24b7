module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_vector_types(%arg0: f32, %arg1: f32, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: !llvm.ptr<1>, %arg12: !llvm.ptr<1>, %arg13: !llvm.ptr<1>, %arg14: !llvm.ptr<1>, %arg15: i64, %arg16: !llvm.ptr<1>, %arg17: i64, %arg18: i64, %arg19: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 64, 3, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(72 : i64) : i64
      %3 = llvm.mlir.constant(7 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(72 : i64) : i64
      %6 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg2, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %1, %7[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %2, %8[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %5, %11[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<72x7xf16, strided<[1, 72]>, 1>
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
      %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<7x9xf16, strided<[1, 7]>, 1>
      %28 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %29 = llvm.mlir.constant(0 : i64) : i64
      %30 = llvm.mlir.constant(72 : i64) : i64
      %31 = llvm.mlir.constant(9 : i64) : i64
      %32 = llvm.mlir.constant(1 : i64) : i64
      %33 = llvm.mlir.constant(72 : i64) : i64
      %34 = llvm.insertvalue %arg4, %28[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg4, %34[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %31, %37[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %32, %38[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %33, %39[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = builtin.unrealized_conversion_cast %40 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<72x9xf32, strided<[1, 72]>, 1>
      %42 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %43 = llvm.mlir.constant(0 : i64) : i64
      %44 = llvm.mlir.constant(43 : i64) : i64
      %45 = llvm.mlir.constant(5 : i64) : i64
      %46 = llvm.mlir.constant(1 : i64) : i64
      %47 = llvm.mlir.constant(43 : i64) : i64
      %48 = llvm.insertvalue %arg5, %42[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %arg5, %48[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %43, %49[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = llvm.insertvalue %44, %50[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %52 = llvm.insertvalue %45, %51[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %53 = llvm.insertvalue %46, %52[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.insertvalue %47, %53[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = builtin.unrealized_conversion_cast %54 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<43x5xbf16, strided<[1, 43]>, 1>
      %56 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %57 = llvm.mlir.constant(0 : i64) : i64
      %58 = llvm.mlir.constant(12 : i64) : i64
      %59 = llvm.mlir.constant(5 : i64) : i64
      %60 = llvm.mlir.constant(1 : i64) : i64
      %61 = llvm.mlir.constant(12 : i64) : i64
      %62 = llvm.insertvalue %arg6, %56[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %arg6, %62[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = llvm.insertvalue %57, %63[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %65 = llvm.insertvalue %58, %64[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %66 = llvm.insertvalue %59, %65[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %67 = llvm.insertvalue %60, %66[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %68 = llvm.insertvalue %61, %67[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %69 = builtin.unrealized_conversion_cast %68 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<12x5xbf16, strided<[1, 12]>, 1>
      %70 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %71 = llvm.mlir.constant(0 : i64) : i64
      %72 = llvm.mlir.constant(43 : i64) : i64
      %73 = llvm.mlir.constant(12 : i64) : i64
      %74 = llvm.mlir.constant(1 : i64) : i64
      %75 = llvm.mlir.constant(43 : i64) : i64
      %76 = llvm.insertvalue %arg7, %70[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %77 = llvm.insertvalue %arg7, %76[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %78 = llvm.insertvalue %71, %77[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %79 = llvm.insertvalue %72, %78[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %80 = llvm.insertvalue %73, %79[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %81 = llvm.insertvalue %74, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %82 = llvm.insertvalue %75, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %83 = builtin.unrealized_conversion_cast %82 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<43x12xf32, strided<[1, 43]>, 1>
      %84 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %85 = llvm.mlir.constant(0 : i64) : i64
      %86 = llvm.mlir.constant(35 : i64) : i64
      %87 = llvm.mlir.constant(6 : i64) : i64
      %88 = llvm.mlir.constant(1 : i64) : i64
      %89 = llvm.mlir.constant(35 : i64) : i64
      %90 = llvm.insertvalue %arg8, %84[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %91 = llvm.insertvalue %arg8, %90[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %92 = llvm.insertvalue %85, %91[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %93 = llvm.insertvalue %86, %92[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %94 = llvm.insertvalue %87, %93[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %95 = llvm.insertvalue %88, %94[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %96 = llvm.insertvalue %89, %95[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %97 = builtin.unrealized_conversion_cast %96 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<35x6xf16, strided<[1, 35]>, 1>
      %98 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %99 = llvm.mlir.constant(0 : i64) : i64
      %100 = llvm.mlir.constant(6 : i64) : i64
      %101 = llvm.mlir.constant(9 : i64) : i64
      %102 = llvm.mlir.constant(1 : i64) : i64
      %103 = llvm.mlir.constant(6 : i64) : i64
      %104 = llvm.insertvalue %arg9, %98[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %105 = llvm.insertvalue %arg9, %104[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %106 = llvm.insertvalue %99, %105[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %107 = llvm.insertvalue %100, %106[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %108 = llvm.insertvalue %101, %107[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %109 = llvm.insertvalue %102, %108[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %110 = llvm.insertvalue %103, %109[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %111 = builtin.unrealized_conversion_cast %110 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x9xbf16, strided<[1, 6]>, 1>
      %112 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %113 = llvm.mlir.constant(0 : i64) : i64
      %114 = llvm.mlir.constant(35 : i64) : i64
      %115 = llvm.mlir.constant(9 : i64) : i64
      %116 = llvm.mlir.constant(1 : i64) : i64
      %117 = llvm.mlir.constant(35 : i64) : i64
      %118 = llvm.insertvalue %arg10, %112[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %119 = llvm.insertvalue %arg10, %118[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %120 = llvm.insertvalue %113, %119[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %121 = llvm.insertvalue %114, %120[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %122 = llvm.insertvalue %115, %121[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %123 = llvm.insertvalue %116, %122[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %124 = llvm.insertvalue %117, %123[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %125 = builtin.unrealized_conversion_cast %124 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<35x9xf64, strided<[1, 35]>, 1>
      %126 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %127 = llvm.mlir.constant(0 : i64) : i64
      %128 = llvm.mlir.constant(20 : i64) : i64
      %129 = llvm.mlir.constant(4 : i64) : i64
      %130 = llvm.mlir.constant(1 : i64) : i64
      %131 = llvm.mlir.constant(20 : i64) : i64
      %132 = llvm.insertvalue %arg11, %126[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %133 = llvm.insertvalue %arg11, %132[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %134 = llvm.insertvalue %127, %133[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %135 = llvm.insertvalue %128, %134[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %136 = llvm.insertvalue %129, %135[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %137 = llvm.insertvalue %130, %136[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %138 = llvm.insertvalue %131, %137[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %139 = builtin.unrealized_conversion_cast %138 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<20x4xf32, strided<[1, 20]>, 1>
      %140 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %141 = llvm.mlir.constant(0 : i64) : i64
      %142 = llvm.mlir.constant(4 : i64) : i64
      %143 = llvm.mlir.constant(10 : i64) : i64
      %144 = llvm.mlir.constant(1 : i64) : i64
      %145 = llvm.mlir.constant(4 : i64) : i64
      %146 = llvm.insertvalue %arg12, %140[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %147 = llvm.insertvalue %arg12, %146[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %148 = llvm.insertvalue %141, %147[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %149 = llvm.insertvalue %142, %148[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %150 = llvm.insertvalue %143, %149[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %151 = llvm.insertvalue %144, %150[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %152 = llvm.insertvalue %145, %151[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %153 = builtin.unrealized_conversion_cast %152 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x10xf64, strided<[1, 4]>, 1>
      %154 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %155 = llvm.mlir.constant(0 : i64) : i64
      %156 = llvm.mlir.constant(20 : i64) : i64
      %157 = llvm.mlir.constant(10 : i64) : i64
      %158 = llvm.mlir.constant(1 : i64) : i64
      %159 = llvm.mlir.constant(20 : i64) : i64
      %160 = llvm.insertvalue %arg13, %154[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %161 = llvm.insertvalue %arg13, %160[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %162 = llvm.insertvalue %155, %161[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %163 = llvm.insertvalue %156, %162[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %164 = llvm.insertvalue %157, %163[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %165 = llvm.insertvalue %158, %164[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %166 = llvm.insertvalue %159, %165[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %167 = builtin.unrealized_conversion_cast %166 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<20x10xf64, strided<[1, 20]>, 1>
      %168 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %169 = llvm.mlir.constant(0 : i64) : i64
      %170 = llvm.mlir.constant(33 : i64) : i64
      %171 = llvm.mlir.constant(1 : i64) : i64
      %172 = llvm.mlir.constant(33 : i64) : i64
      %173 = llvm.insertvalue %arg14, %168[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %174 = llvm.insertvalue %arg14, %173[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %175 = llvm.insertvalue %169, %174[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %176 = llvm.insertvalue %170, %175[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %177 = llvm.insertvalue %arg15, %176[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %178 = llvm.insertvalue %171, %177[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %179 = llvm.insertvalue %172, %178[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %180 = builtin.unrealized_conversion_cast %179 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<33x?xf16, strided<[1, 33]>, 1>
      %181 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %182 = llvm.mlir.constant(0 : i64) : i64
      %183 = llvm.mlir.constant(8 : i64) : i64
      %184 = llvm.mlir.constant(1 : i64) : i64
      %185 = llvm.insertvalue %arg16, %181[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %186 = llvm.insertvalue %arg16, %185[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %187 = llvm.insertvalue %182, %186[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %188 = llvm.insertvalue %arg17, %187[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %189 = llvm.insertvalue %183, %188[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %190 = llvm.insertvalue %184, %189[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %191 = llvm.insertvalue %arg18, %190[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %192 = builtin.unrealized_conversion_cast %191 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x8xf16, strided<[1, ?]>, 1>
      %193 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %194 = llvm.mlir.constant(0 : i64) : i64
      %195 = llvm.mlir.constant(33 : i64) : i64
      %196 = llvm.mlir.constant(8 : i64) : i64
      %197 = llvm.mlir.constant(1 : i64) : i64
      %198 = llvm.mlir.constant(33 : i64) : i64
      %199 = llvm.insertvalue %arg19, %193[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %200 = llvm.insertvalue %arg19, %199[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %201 = llvm.insertvalue %194, %200[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %202 = llvm.insertvalue %195, %201[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %203 = llvm.insertvalue %196, %202[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %204 = llvm.insertvalue %197, %203[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %205 = llvm.insertvalue %198, %204[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %206 = builtin.unrealized_conversion_cast %205 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<33x8xf32, strided<[1, 33]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %13 : memref<72x7xf16, strided<[1, 72]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %13 : memref<72x7xf16, strided<[1, 72]>, 1> -> index
      %207 = arith.index_cast %intptr : index to i64
      %208 = llvm.inttoptr %207 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %27 : memref<7x9xf16, strided<[1, 7]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %27 : memref<7x9xf16, strided<[1, 7]>, 1> -> index
      %209 = arith.index_cast %intptr_4 : index to i64
      %210 = llvm.inttoptr %209 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %41 : memref<72x9xf32, strided<[1, 72]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %41 : memref<72x9xf32, strided<[1, 72]>, 1> -> index
      %211 = arith.index_cast %intptr_9 : index to i64
      %212 = llvm.inttoptr %211 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %55 : memref<43x5xbf16, strided<[1, 43]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %55 : memref<43x5xbf16, strided<[1, 43]>, 1> -> index
      %213 = arith.index_cast %intptr_14 : index to i64
      %214 = llvm.inttoptr %213 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %69 : memref<12x5xbf16, strided<[1, 12]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %69 : memref<12x5xbf16, strided<[1, 12]>, 1> -> index
      %215 = arith.index_cast %intptr_19 : index to i64
      %216 = llvm.inttoptr %215 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %83 : memref<43x12xf32, strided<[1, 43]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %83 : memref<43x12xf32, strided<[1, 43]>, 1> -> index
      %217 = arith.index_cast %intptr_24 : index to i64
      %218 = llvm.inttoptr %217 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %97 : memref<35x6xf16, strided<[1, 35]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %97 : memref<35x6xf16, strided<[1, 35]>, 1> -> index
      %219 = arith.index_cast %intptr_29 : index to i64
      %220 = llvm.inttoptr %219 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %111 : memref<6x9xbf16, strided<[1, 6]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %111 : memref<6x9xbf16, strided<[1, 6]>, 1> -> index
      %221 = arith.index_cast %intptr_34 : index to i64
      %222 = llvm.inttoptr %221 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %125 : memref<35x9xf64, strided<[1, 35]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %125 : memref<35x9xf64, strided<[1, 35]>, 1> -> index
      %223 = arith.index_cast %intptr_39 : index to i64
      %224 = llvm.inttoptr %223 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %139 : memref<20x4xf32, strided<[1, 20]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %139 : memref<20x4xf32, strided<[1, 20]>, 1> -> index
      %225 = arith.index_cast %intptr_44 : index to i64
      %226 = llvm.inttoptr %225 : i64 to !llvm.ptr<1>
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %153 : memref<4x10xf64, strided<[1, 4]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %153 : memref<4x10xf64, strided<[1, 4]>, 1> -> index
      %227 = arith.index_cast %intptr_49 : index to i64
      %228 = llvm.inttoptr %227 : i64 to !llvm.ptr<1>
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %167 : memref<20x10xf64, strided<[1, 20]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %167 : memref<20x10xf64, strided<[1, 20]>, 1> -> index
      %229 = arith.index_cast %intptr_54 : index to i64
      %230 = llvm.inttoptr %229 : i64 to !llvm.ptr<1>
      %base_buffer_55, %offset_56, %sizes_57:2, %strides_58:2 = memref.extract_strided_metadata %180 : memref<33x?xf16, strided<[1, 33]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %180 : memref<33x?xf16, strided<[1, 33]>, 1> -> index
      %231 = arith.index_cast %intptr_59 : index to i64
      %232 = llvm.inttoptr %231 : i64 to !llvm.ptr<1>
      %233 = arith.index_cast %sizes_57#1 : index to i64
      %base_buffer_60, %offset_61, %sizes_62:2, %strides_63:2 = memref.extract_strided_metadata %192 : memref<?x8xf16, strided<[1, ?]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %192 : memref<?x8xf16, strided<[1, ?]>, 1> -> index
      %234 = arith.index_cast %intptr_64 : index to i64
      %235 = llvm.inttoptr %234 : i64 to !llvm.ptr<1>
      %236 = arith.index_cast %sizes_62#0 : index to i64
      %237 = arith.index_cast %strides_63#1 : index to i64
      %base_buffer_65, %offset_66, %sizes_67:2, %strides_68:2 = memref.extract_strided_metadata %206 : memref<33x8xf32, strided<[1, 33]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %206 : memref<33x8xf32, strided<[1, 33]>, 1> -> index
      %238 = arith.index_cast %intptr_69 : index to i64
      %239 = llvm.inttoptr %238 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_70 = memref.alloca() : memref<f32>
      %alloca_71 = memref.alloca() : memref<f32>
      %alloca_72 = memref.alloca() : memref<f32>
      %alloca_73 = memref.alloca() : memref<f32>
      %alloca_74 = memref.alloca() : memref<f32>
      %alloca_75 = memref.alloca() : memref<f32>
      %alloca_76 = memref.alloca() : memref<f32>
      %alloca_77 = memref.alloca() : memref<f16>
      %alloca_78 = memref.alloca() : memref<f16>
      %alloca_79 = memref.alloca() : memref<f16>
      %alloca_80 = memref.alloca() : memref<f16>
      %alloca_81 = memref.alloca() : memref<f16>
      %alloca_82 = memref.alloca() : memref<f16>
      %alloca_83 = memref.alloca() : memref<f16>
      %alloca_84 = memref.alloca() : memref<f16>
      %alloca_85 = memref.alloca() : memref<f16>
      %alloca_86 = memref.alloca() : memref<f16>
      %alloca_87 = memref.alloca() : memref<f16>
      %alloca_88 = memref.alloca() : memref<f16>
      %alloca_89 = memref.alloca() : memref<f16>
      %alloca_90 = memref.alloca() : memref<f16>
      %alloca_91 = memref.alloca() : memref<f16>
      %alloca_92 = memref.alloca() : memref<f16>
      %alloca_93 = memref.alloca() : memref<f16>
      %alloca_94 = memref.alloca() : memref<f16>
      %alloca_95 = memref.alloca() : memref<f16>
      %alloca_96 = memref.alloca() : memref<f16>
      %alloca_97 = memref.alloca() : memref<f32>
      %alloca_98 = memref.alloca() : memref<f32>
      %alloca_99 = memref.alloca() : memref<f32>
      %alloca_100 = memref.alloca() : memref<f32>
      %alloca_101 = memref.alloca() : memref<bf16>
      %alloca_102 = memref.alloca() : memref<bf16>
      %alloca_103 = memref.alloca() : memref<bf16>
      %alloca_104 = memref.alloca() : memref<bf16>
      %alloca_105 = memref.alloca() : memref<bf16>
      %alloca_106 = memref.alloca() : memref<bf16>
      %alloca_107 = memref.alloca() : memref<bf16>
      %alloca_108 = memref.alloca() : memref<bf16>
      %alloca_109 = memref.alloca() : memref<bf16>
      %alloca_110 = memref.alloca() : memref<bf16>
      %alloca_111 = memref.alloca() : memref<bf16>
      %alloca_112 = memref.alloca() : memref<bf16>
      %alloca_113 = memref.alloca() : memref<f64>
      %alloca_114 = memref.alloca() : memref<f64>
      %alloca_115 = memref.alloca() : memref<f64>
      %alloca_116 = memref.alloca() : memref<f64>
      %alloca_117 = memref.alloca() : memref<f64>
      %alloca_118 = memref.alloca() : memref<f64>
      %alloca_119 = memref.alloca() : memref<f64>
      %alloca_120 = memref.alloca() : memref<f32>
      %alloca_121 = memref.alloca() : memref<f32>
      %alloca_122 = memref.alloca() : memref<f32>
      %alloca_123 = memref.alloca() : memref<f32>
      %alloca_124 = memref.alloca() : memref<f16>
      %alloca_125 = memref.alloca() : memref<f16>
      %alloca_126 = memref.alloca() : memref<f16>
      %alloca_127 = memref.alloca() : memref<f16>
      %alloca_128 = memref.alloca() : memref<f16>
      %alloca_129 = memref.alloca() : memref<f16>
      %alloca_130 = memref.alloca() : memref<f16>
      %alloca_131 = memref.alloca() : memref<f16>
      %alloca_132 = memref.alloca() : memref<f16>
      %alloca_133 = memref.alloca() : memref<f16>
      %alloca_134 = memref.alloca() : memref<f16>
      %alloca_135 = memref.alloca() : memref<f16>
      %thread_id_x = gpu.thread_id  x
      %240 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %241 = arith.index_cast %thread_id_y : index to i64
      %242 = arith.muli %c64_i64, %241 : i64
      %243 = arith.addi %240, %242 : i64
      %c32_i64 = arith.constant 32 : i64
      %244 = arith.divsi %243, %c32_i64 : i64
      %c32_i64_136 = arith.constant 32 : i64
      %245 = arith.remsi %243, %c32_i64_136 : i64
      %c4_i64 = arith.constant 4 : i64
      %246 = arith.divsi %245, %c4_i64 : i64
      %c4_i64_137 = arith.constant 4 : i64
      %247 = arith.remsi %245, %c4_i64_137 : i64
      %c6_i64 = arith.constant 6 : i64
      %c6_i64_138 = arith.constant 6 : i64
      scf.for %arg20 = %244 to %c6_i64 step %c6_i64_138  : i64 {
        %c3_i64_183 = arith.constant 3 : i64
        %288 = arith.remsi %arg20, %c3_i64_183 : i64
        %c3_i64_184 = arith.constant 3 : i64
        %289 = arith.divsi %arg20, %c3_i64_184 : i64
        %c32_i64_185 = arith.constant 32 : i64
        %290 = arith.muli %288, %c32_i64_185 : i64
        %c8_i64 = arith.constant 8 : i64
        %291 = arith.muli %289, %c8_i64 : i64
        %cst_186 = arith.constant 0.000000e+00 : f32
        memref.store %cst_186, %alloca[] : memref<f32>
        %cst_187 = arith.constant 0.000000e+00 : f32
        memref.store %cst_187, %alloca_70[] : memref<f32>
        %cst_188 = arith.constant 0.000000e+00 : f32
        memref.store %cst_188, %alloca_71[] : memref<f32>
        %cst_189 = arith.constant 0.000000e+00 : f32
        memref.store %cst_189, %alloca_72[] : memref<f32>
        %cst_190 = arith.constant 0.000000e+00 : f32
        memref.store %cst_190, %alloca_73[] : memref<f32>
        %cst_191 = arith.constant 0.000000e+00 : f32
        memref.store %cst_191, %alloca_74[] : memref<f32>
        %cst_192 = arith.constant 0.000000e+00 : f32
        memref.store %cst_192, %alloca_75[] : memref<f32>
        %cst_193 = arith.constant 0.000000e+00 : f32
        memref.store %cst_193, %alloca_76[] : memref<f32>
        %292 = arith.addi %290, %246 : i64
        %c71_i64 = arith.constant 71 : i64
        %293 = arith.minsi %292, %c71_i64 : i64
        %294 = arith.addi %290, %246 : i64
        %c71_i64_194 = arith.constant 71 : i64
        %295 = arith.minsi %294, %c71_i64_194 : i64
        %c8_i64_195 = arith.constant 8 : i64
        %296 = arith.addi %246, %c8_i64_195 : i64
        %297 = arith.addi %290, %296 : i64
        %c71_i64_196 = arith.constant 71 : i64
        %298 = arith.minsi %297, %c71_i64_196 : i64
        %c8_i64_197 = arith.constant 8 : i64
        %299 = arith.addi %246, %c8_i64_197 : i64
        %300 = arith.addi %290, %299 : i64
        %c71_i64_198 = arith.constant 71 : i64
        %301 = arith.minsi %300, %c71_i64_198 : i64
        %302 = arith.addi %290, %246 : i64
        %c71_i64_199 = arith.constant 71 : i64
        %303 = arith.minsi %302, %c71_i64_199 : i64
        %304 = arith.addi %290, %246 : i64
        %c71_i64_200 = arith.constant 71 : i64
        %305 = arith.minsi %304, %c71_i64_200 : i64
        %c8_i64_201 = arith.constant 8 : i64
        %306 = arith.addi %246, %c8_i64_201 : i64
        %307 = arith.addi %290, %306 : i64
        %c71_i64_202 = arith.constant 71 : i64
        %308 = arith.minsi %307, %c71_i64_202 : i64
        %c8_i64_203 = arith.constant 8 : i64
        %309 = arith.addi %246, %c8_i64_203 : i64
        %310 = arith.addi %290, %309 : i64
        %c71_i64_204 = arith.constant 71 : i64
        %311 = arith.minsi %310, %c71_i64_204 : i64
        %c16_i64_205 = arith.constant 16 : i64
        %312 = arith.addi %290, %c16_i64_205 : i64
        %313 = arith.addi %312, %246 : i64
        %c71_i64_206 = arith.constant 71 : i64
        %314 = arith.minsi %313, %c71_i64_206 : i64
        %c16_i64_207 = arith.constant 16 : i64
        %315 = arith.addi %290, %c16_i64_207 : i64
        %316 = arith.addi %315, %246 : i64
        %c71_i64_208 = arith.constant 71 : i64
        %317 = arith.minsi %316, %c71_i64_208 : i64
        %c16_i64_209 = arith.constant 16 : i64
        %318 = arith.addi %290, %c16_i64_209 : i64
        %c8_i64_210 = arith.constant 8 : i64
        %319 = arith.addi %246, %c8_i64_210 : i64
        %320 = arith.addi %318, %319 : i64
        %c71_i64_211 = arith.constant 71 : i64
        %321 = arith.minsi %320, %c71_i64_211 : i64
        %c16_i64_212 = arith.constant 16 : i64
        %322 = arith.addi %290, %c16_i64_212 : i64
        %c8_i64_213 = arith.constant 8 : i64
        %323 = arith.addi %246, %c8_i64_213 : i64
        %324 = arith.addi %322, %323 : i64
        %c71_i64_214 = arith.constant 71 : i64
        %325 = arith.minsi %324, %c71_i64_214 : i64
        %c16_i64_215 = arith.constant 16 : i64
        %326 = arith.addi %290, %c16_i64_215 : i64
        %327 = arith.addi %326, %246 : i64
        %c71_i64_216 = arith.constant 71 : i64
        %328 = arith.minsi %327, %c71_i64_216 : i64
        %c16_i64_217 = arith.constant 16 : i64
        %329 = arith.addi %290, %c16_i64_217 : i64
        %330 = arith.addi %329, %246 : i64
        %c71_i64_218 = arith.constant 71 : i64
        %331 = arith.minsi %330, %c71_i64_218 : i64
        %c16_i64_219 = arith.constant 16 : i64
        %332 = arith.addi %290, %c16_i64_219 : i64
        %c8_i64_220 = arith.constant 8 : i64
        %333 = arith.addi %246, %c8_i64_220 : i64
        %334 = arith.addi %332, %333 : i64
        %c71_i64_221 = arith.constant 71 : i64
        %335 = arith.minsi %334, %c71_i64_221 : i64
        %c16_i64_222 = arith.constant 16 : i64
        %336 = arith.addi %290, %c16_i64_222 : i64
        %c8_i64_223 = arith.constant 8 : i64
        %337 = arith.addi %246, %c8_i64_223 : i64
        %338 = arith.addi %336, %337 : i64
        %c71_i64_224 = arith.constant 71 : i64
        %339 = arith.minsi %338, %c71_i64_224 : i64
        %340 = arith.addi %291, %246 : i64
        %c8_i64_225 = arith.constant 8 : i64
        %341 = arith.minsi %340, %c8_i64_225 : i64
        %342 = arith.addi %291, %246 : i64
        %c8_i64_226 = arith.constant 8 : i64
        %343 = arith.minsi %342, %c8_i64_226 : i64
        %344 = arith.addi %291, %246 : i64
        %c8_i64_227 = arith.constant 8 : i64
        %345 = arith.minsi %344, %c8_i64_227 : i64
        %346 = arith.addi %291, %246 : i64
        %c8_i64_228 = arith.constant 8 : i64
        %347 = arith.minsi %346, %c8_i64_228 : i64
        %c0_i64_229 = arith.constant 0 : i64
        %c0_i64_230 = arith.constant 0 : i64
        %c16_i64_231 = arith.constant 16 : i64
        scf.for %arg21 = %c0_i64_229 to %c0_i64_230 step %c16_i64_231  : i64 {
          %c2_i64_368 = arith.constant 2 : i64
          %627 = arith.muli %247, %c2_i64_368 : i64
          %628 = arith.addi %arg21, %627 : i64
          %c2_i64_369 = arith.constant 2 : i64
          %629 = arith.muli %247, %c2_i64_369 : i64
          %c1_i64_370 = arith.constant 1 : i64
          %630 = arith.addi %629, %c1_i64_370 : i64
          %631 = arith.addi %arg21, %630 : i64
          %c2_i64_371 = arith.constant 2 : i64
          %632 = arith.muli %247, %c2_i64_371 : i64
          %633 = arith.addi %arg21, %632 : i64
          %c2_i64_372 = arith.constant 2 : i64
          %634 = arith.muli %247, %c2_i64_372 : i64
          %c1_i64_373 = arith.constant 1 : i64
          %635 = arith.addi %634, %c1_i64_373 : i64
          %636 = arith.addi %arg21, %635 : i64
          %c2_i64_374 = arith.constant 2 : i64
          %637 = arith.muli %247, %c2_i64_374 : i64
          %c8_i64_375 = arith.constant 8 : i64
          %638 = arith.addi %637, %c8_i64_375 : i64
          %639 = arith.addi %arg21, %638 : i64
          %c2_i64_376 = arith.constant 2 : i64
          %640 = arith.muli %247, %c2_i64_376 : i64
          %c9_i64_377 = arith.constant 9 : i64
          %641 = arith.addi %640, %c9_i64_377 : i64
          %642 = arith.addi %arg21, %641 : i64
          %c2_i64_378 = arith.constant 2 : i64
          %643 = arith.muli %247, %c2_i64_378 : i64
          %c8_i64_379 = arith.constant 8 : i64
          %644 = arith.addi %643, %c8_i64_379 : i64
          %645 = arith.addi %arg21, %644 : i64
          %c2_i64_380 = arith.constant 2 : i64
          %646 = arith.muli %247, %c2_i64_380 : i64
          %c9_i64_381 = arith.constant 9 : i64
          %647 = arith.addi %646, %c9_i64_381 : i64
          %648 = arith.addi %arg21, %647 : i64
          %c2_i64_382 = arith.constant 2 : i64
          %649 = arith.muli %247, %c2_i64_382 : i64
          %650 = arith.addi %arg21, %649 : i64
          %c2_i64_383 = arith.constant 2 : i64
          %651 = arith.muli %247, %c2_i64_383 : i64
          %c1_i64_384 = arith.constant 1 : i64
          %652 = arith.addi %651, %c1_i64_384 : i64
          %653 = arith.addi %arg21, %652 : i64
          %c2_i64_385 = arith.constant 2 : i64
          %654 = arith.muli %247, %c2_i64_385 : i64
          %c8_i64_386 = arith.constant 8 : i64
          %655 = arith.addi %654, %c8_i64_386 : i64
          %656 = arith.addi %arg21, %655 : i64
          %c2_i64_387 = arith.constant 2 : i64
          %657 = arith.muli %247, %c2_i64_387 : i64
          %c9_i64_388 = arith.constant 9 : i64
          %658 = arith.addi %657, %c9_i64_388 : i64
          %659 = arith.addi %arg21, %658 : i64
          %c72_i64_389 = arith.constant 72 : i64
          %660 = arith.muli %628, %c72_i64_389 : i64
          %661 = arith.addi %293, %660 : i64
          %662 = llvm.getelementptr %208[%661] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %663 = llvm.load %662 : !llvm.ptr<1> -> f16
          %c72_i64_390 = arith.constant 72 : i64
          %664 = arith.muli %631, %c72_i64_390 : i64
          %665 = arith.addi %295, %664 : i64
          %666 = llvm.getelementptr %208[%665] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %667 = llvm.load %666 : !llvm.ptr<1> -> f16
          %c72_i64_391 = arith.constant 72 : i64
          %668 = arith.muli %633, %c72_i64_391 : i64
          %669 = arith.addi %298, %668 : i64
          %670 = llvm.getelementptr %208[%669] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %671 = llvm.load %670 : !llvm.ptr<1> -> f16
          %c72_i64_392 = arith.constant 72 : i64
          %672 = arith.muli %636, %c72_i64_392 : i64
          %673 = arith.addi %301, %672 : i64
          %674 = llvm.getelementptr %208[%673] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %675 = llvm.load %674 : !llvm.ptr<1> -> f16
          %c72_i64_393 = arith.constant 72 : i64
          %676 = arith.muli %639, %c72_i64_393 : i64
          %677 = arith.addi %303, %676 : i64
          %678 = llvm.getelementptr %208[%677] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %679 = llvm.load %678 : !llvm.ptr<1> -> f16
          %c72_i64_394 = arith.constant 72 : i64
          %680 = arith.muli %642, %c72_i64_394 : i64
          %681 = arith.addi %305, %680 : i64
          %682 = llvm.getelementptr %208[%681] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %683 = llvm.load %682 : !llvm.ptr<1> -> f16
          %c72_i64_395 = arith.constant 72 : i64
          %684 = arith.muli %645, %c72_i64_395 : i64
          %685 = arith.addi %308, %684 : i64
          %686 = llvm.getelementptr %208[%685] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %687 = llvm.load %686 : !llvm.ptr<1> -> f16
          %c72_i64_396 = arith.constant 72 : i64
          %688 = arith.muli %648, %c72_i64_396 : i64
          %689 = arith.addi %311, %688 : i64
          %690 = llvm.getelementptr %208[%689] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %691 = llvm.load %690 : !llvm.ptr<1> -> f16
          %c72_i64_397 = arith.constant 72 : i64
          %692 = arith.muli %628, %c72_i64_397 : i64
          %693 = arith.addi %314, %692 : i64
          %694 = llvm.getelementptr %208[%693] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %695 = llvm.load %694 : !llvm.ptr<1> -> f16
          %c72_i64_398 = arith.constant 72 : i64
          %696 = arith.muli %631, %c72_i64_398 : i64
          %697 = arith.addi %317, %696 : i64
          %698 = llvm.getelementptr %208[%697] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %699 = llvm.load %698 : !llvm.ptr<1> -> f16
          %c72_i64_399 = arith.constant 72 : i64
          %700 = arith.muli %633, %c72_i64_399 : i64
          %701 = arith.addi %321, %700 : i64
          %702 = llvm.getelementptr %208[%701] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %703 = llvm.load %702 : !llvm.ptr<1> -> f16
          %c72_i64_400 = arith.constant 72 : i64
          %704 = arith.muli %636, %c72_i64_400 : i64
          %705 = arith.addi %325, %704 : i64
          %706 = llvm.getelementptr %208[%705] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %707 = llvm.load %706 : !llvm.ptr<1> -> f16
          %c72_i64_401 = arith.constant 72 : i64
          %708 = arith.muli %639, %c72_i64_401 : i64
          %709 = arith.addi %328, %708 : i64
          %710 = llvm.getelementptr %208[%709] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %711 = llvm.load %710 : !llvm.ptr<1> -> f16
          %c72_i64_402 = arith.constant 72 : i64
          %712 = arith.muli %642, %c72_i64_402 : i64
          %713 = arith.addi %331, %712 : i64
          %714 = llvm.getelementptr %208[%713] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %715 = llvm.load %714 : !llvm.ptr<1> -> f16
          %c72_i64_403 = arith.constant 72 : i64
          %716 = arith.muli %645, %c72_i64_403 : i64
          %717 = arith.addi %335, %716 : i64
          %718 = llvm.getelementptr %208[%717] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %719 = llvm.load %718 : !llvm.ptr<1> -> f16
          %c72_i64_404 = arith.constant 72 : i64
          %720 = arith.muli %648, %c72_i64_404 : i64
          %721 = arith.addi %339, %720 : i64
          %722 = llvm.getelementptr %208[%721] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %723 = llvm.load %722 : !llvm.ptr<1> -> f16
          %c7_i64_405 = arith.constant 7 : i64
          %724 = arith.muli %341, %c7_i64_405 : i64
          %725 = arith.addi %650, %724 : i64
          %726 = llvm.getelementptr %210[%725] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %727 = llvm.load %726 : !llvm.ptr<1> -> f16
          %c7_i64_406 = arith.constant 7 : i64
          %728 = arith.muli %343, %c7_i64_406 : i64
          %729 = arith.addi %653, %728 : i64
          %730 = llvm.getelementptr %210[%729] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %731 = llvm.load %730 : !llvm.ptr<1> -> f16
          %c7_i64_407 = arith.constant 7 : i64
          %732 = arith.muli %345, %c7_i64_407 : i64
          %733 = arith.addi %656, %732 : i64
          %734 = llvm.getelementptr %210[%733] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %735 = llvm.load %734 : !llvm.ptr<1> -> f16
          %c7_i64_408 = arith.constant 7 : i64
          %736 = arith.muli %347, %c7_i64_408 : i64
          %737 = arith.addi %659, %736 : i64
          %738 = llvm.getelementptr %210[%737] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %739 = llvm.load %738 : !llvm.ptr<1> -> f16
          %740 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_409 = arith.constant 0 : i32
          %741 = llvm.insertelement %663, %740[%c0_i32_409 : i32] : vector<2xf16>
          %c1_i32_410 = arith.constant 1 : i32
          %742 = llvm.insertelement %667, %741[%c1_i32_410 : i32] : vector<2xf16>
          %743 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_411 = arith.constant 0 : i32
          %744 = llvm.insertelement %671, %743[%c0_i32_411 : i32] : vector<2xf16>
          %c1_i32_412 = arith.constant 1 : i32
          %745 = llvm.insertelement %675, %744[%c1_i32_412 : i32] : vector<2xf16>
          %746 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_413 = arith.constant 0 : i32
          %747 = llvm.insertelement %679, %746[%c0_i32_413 : i32] : vector<2xf16>
          %c1_i32_414 = arith.constant 1 : i32
          %748 = llvm.insertelement %683, %747[%c1_i32_414 : i32] : vector<2xf16>
          %749 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_415 = arith.constant 0 : i32
          %750 = llvm.insertelement %687, %749[%c0_i32_415 : i32] : vector<2xf16>
          %c1_i32_416 = arith.constant 1 : i32
          %751 = llvm.insertelement %691, %750[%c1_i32_416 : i32] : vector<2xf16>
          %752 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_417 = arith.constant 0 : i32
          %753 = llvm.insertelement %727, %752[%c0_i32_417 : i32] : vector<2xf16>
          %c1_i32_418 = arith.constant 1 : i32
          %754 = llvm.insertelement %731, %753[%c1_i32_418 : i32] : vector<2xf16>
          %755 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_419 = arith.constant 0 : i32
          %756 = llvm.insertelement %735, %755[%c0_i32_419 : i32] : vector<2xf16>
          %c1_i32_420 = arith.constant 1 : i32
          %757 = llvm.insertelement %739, %756[%c1_i32_420 : i32] : vector<2xf16>
          %758 = memref.load %alloca[] : memref<f32>
          %759 = memref.load %alloca_70[] : memref<f32>
          %760 = memref.load %alloca_71[] : memref<f32>
          %761 = memref.load %alloca_72[] : memref<f32>
          %762 = nvvm.mma.sync A[%742, %745, %748, %751]  B[%754, %757]  C[%758, %759, %760, %761]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %763 = llvm.extractvalue %762[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %763, %alloca[] : memref<f32>
          %764 = llvm.extractvalue %762[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %764, %alloca_70[] : memref<f32>
          %765 = llvm.extractvalue %762[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %765, %alloca_71[] : memref<f32>
          %766 = llvm.extractvalue %762[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %766, %alloca_72[] : memref<f32>
          %767 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_421 = arith.constant 0 : i32
          %768 = llvm.insertelement %695, %767[%c0_i32_421 : i32] : vector<2xf16>
          %c1_i32_422 = arith.constant 1 : i32
          %769 = llvm.insertelement %699, %768[%c1_i32_422 : i32] : vector<2xf16>
          %770 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_423 = arith.constant 0 : i32
          %771 = llvm.insertelement %703, %770[%c0_i32_423 : i32] : vector<2xf16>
          %c1_i32_424 = arith.constant 1 : i32
          %772 = llvm.insertelement %707, %771[%c1_i32_424 : i32] : vector<2xf16>
          %773 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_425 = arith.constant 0 : i32
          %774 = llvm.insertelement %711, %773[%c0_i32_425 : i32] : vector<2xf16>
          %c1_i32_426 = arith.constant 1 : i32
          %775 = llvm.insertelement %715, %774[%c1_i32_426 : i32] : vector<2xf16>
          %776 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_427 = arith.constant 0 : i32
          %777 = llvm.insertelement %719, %776[%c0_i32_427 : i32] : vector<2xf16>
          %c1_i32_428 = arith.constant 1 : i32
          %778 = llvm.insertelement %723, %777[%c1_i32_428 : i32] : vector<2xf16>
          %779 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_429 = arith.constant 0 : i32
          %780 = llvm.insertelement %727, %779[%c0_i32_429 : i32] : vector<2xf16>
          %c1_i32_430 = arith.constant 1 : i32
          %781 = llvm.insertelement %731, %780[%c1_i32_430 : i32] : vector<2xf16>
          %782 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_431 = arith.constant 0 : i32
          %783 = llvm.insertelement %735, %782[%c0_i32_431 : i32] : vector<2xf16>
          %c1_i32_432 = arith.constant 1 : i32
          %784 = llvm.insertelement %739, %783[%c1_i32_432 : i32] : vector<2xf16>
          %785 = memref.load %alloca_73[] : memref<f32>
          %786 = memref.load %alloca_74[] : memref<f32>
          %787 = memref.load %alloca_75[] : memref<f32>
          %788 = memref.load %alloca_76[] : memref<f32>
          %789 = nvvm.mma.sync A[%769, %772, %775, %778]  B[%781, %784]  C[%785, %786, %787, %788]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %790 = llvm.extractvalue %789[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %790, %alloca_73[] : memref<f32>
          %791 = llvm.extractvalue %789[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %791, %alloca_74[] : memref<f32>
          %792 = llvm.extractvalue %789[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %792, %alloca_75[] : memref<f32>
          %793 = llvm.extractvalue %789[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %793, %alloca_76[] : memref<f32>
        }
        %c2_i64 = arith.constant 2 : i64
        %348 = arith.muli %247, %c2_i64 : i64
        %c2_i64_232 = arith.constant 2 : i64
        %349 = arith.muli %247, %c2_i64_232 : i64
        %c1_i64_233 = arith.constant 1 : i64
        %350 = arith.addi %349, %c1_i64_233 : i64
        %c2_i64_234 = arith.constant 2 : i64
        %351 = arith.muli %247, %c2_i64_234 : i64
        %c2_i64_235 = arith.constant 2 : i64
        %352 = arith.muli %247, %c2_i64_235 : i64
        %c1_i64_236 = arith.constant 1 : i64
        %353 = arith.addi %352, %c1_i64_236 : i64
        %c2_i64_237 = arith.constant 2 : i64
        %354 = arith.muli %247, %c2_i64_237 : i64
        %c8_i64_238 = arith.constant 8 : i64
        %355 = arith.addi %354, %c8_i64_238 : i64
        %c2_i64_239 = arith.constant 2 : i64
        %356 = arith.muli %247, %c2_i64_239 : i64
        %c9_i64_240 = arith.constant 9 : i64
        %357 = arith.addi %356, %c9_i64_240 : i64
        %c2_i64_241 = arith.constant 2 : i64
        %358 = arith.muli %247, %c2_i64_241 : i64
        %c8_i64_242 = arith.constant 8 : i64
        %359 = arith.addi %358, %c8_i64_242 : i64
        %c2_i64_243 = arith.constant 2 : i64
        %360 = arith.muli %247, %c2_i64_243 : i64
        %c9_i64_244 = arith.constant 9 : i64
        %361 = arith.addi %360, %c9_i64_244 : i64
        %c2_i64_245 = arith.constant 2 : i64
        %362 = arith.muli %247, %c2_i64_245 : i64
        %c2_i64_246 = arith.constant 2 : i64
        %363 = arith.muli %247, %c2_i64_246 : i64
        %c1_i64_247 = arith.constant 1 : i64
        %364 = arith.addi %363, %c1_i64_247 : i64
        %c2_i64_248 = arith.constant 2 : i64
        %365 = arith.muli %247, %c2_i64_248 : i64
        %c8_i64_249 = arith.constant 8 : i64
        %366 = arith.addi %365, %c8_i64_249 : i64
        %c2_i64_250 = arith.constant 2 : i64
        %367 = arith.muli %247, %c2_i64_250 : i64
        %c9_i64_251 = arith.constant 9 : i64
        %368 = arith.addi %367, %c9_i64_251 : i64
        %c6_i64_252 = arith.constant 6 : i64
        %369 = arith.minsi %348, %c6_i64_252 : i64
        %c72_i64 = arith.constant 72 : i64
        %370 = arith.muli %369, %c72_i64 : i64
        %371 = arith.addi %293, %370 : i64
        %372 = llvm.getelementptr %208[%371] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %373 = llvm.load %372 : !llvm.ptr<1> -> f16
        memref.store %373, %alloca_77[] : memref<f16>
        %c7_i64 = arith.constant 7 : i64
        %374 = arith.cmpi sge, %348, %c7_i64 : i64
        scf.if %374 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_77[] : memref<f16>
        }
        %c6_i64_253 = arith.constant 6 : i64
        %375 = arith.minsi %350, %c6_i64_253 : i64
        %c72_i64_254 = arith.constant 72 : i64
        %376 = arith.muli %375, %c72_i64_254 : i64
        %377 = arith.addi %295, %376 : i64
        %378 = llvm.getelementptr %208[%377] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %379 = llvm.load %378 : !llvm.ptr<1> -> f16
        memref.store %379, %alloca_78[] : memref<f16>
        %c7_i64_255 = arith.constant 7 : i64
        %380 = arith.cmpi sge, %350, %c7_i64_255 : i64
        scf.if %380 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_78[] : memref<f16>
        }
        %c6_i64_256 = arith.constant 6 : i64
        %381 = arith.minsi %351, %c6_i64_256 : i64
        %c72_i64_257 = arith.constant 72 : i64
        %382 = arith.muli %381, %c72_i64_257 : i64
        %383 = arith.addi %298, %382 : i64
        %384 = llvm.getelementptr %208[%383] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %385 = llvm.load %384 : !llvm.ptr<1> -> f16
        memref.store %385, %alloca_79[] : memref<f16>
        %c7_i64_258 = arith.constant 7 : i64
        %386 = arith.cmpi sge, %351, %c7_i64_258 : i64
        scf.if %386 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_79[] : memref<f16>
        }
        %c6_i64_259 = arith.constant 6 : i64
        %387 = arith.minsi %353, %c6_i64_259 : i64
        %c72_i64_260 = arith.constant 72 : i64
        %388 = arith.muli %387, %c72_i64_260 : i64
        %389 = arith.addi %301, %388 : i64
        %390 = llvm.getelementptr %208[%389] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %391 = llvm.load %390 : !llvm.ptr<1> -> f16
        memref.store %391, %alloca_80[] : memref<f16>
        %c7_i64_261 = arith.constant 7 : i64
        %392 = arith.cmpi sge, %353, %c7_i64_261 : i64
        scf.if %392 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_80[] : memref<f16>
        }
        %c6_i64_262 = arith.constant 6 : i64
        %393 = arith.minsi %355, %c6_i64_262 : i64
        %c72_i64_263 = arith.constant 72 : i64
        %394 = arith.muli %393, %c72_i64_263 : i64
        %395 = arith.addi %303, %394 : i64
        %396 = llvm.getelementptr %208[%395] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %397 = llvm.load %396 : !llvm.ptr<1> -> f16
        memref.store %397, %alloca_81[] : memref<f16>
        %c7_i64_264 = arith.constant 7 : i64
        %398 = arith.cmpi sge, %355, %c7_i64_264 : i64
        scf.if %398 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_81[] : memref<f16>
        }
        %c6_i64_265 = arith.constant 6 : i64
        %399 = arith.minsi %357, %c6_i64_265 : i64
        %c72_i64_266 = arith.constant 72 : i64
        %400 = arith.muli %399, %c72_i64_266 : i64
        %401 = arith.addi %305, %400 : i64
        %402 = llvm.getelementptr %208[%401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %403 = llvm.load %402 : !llvm.ptr<1> -> f16
        memref.store %403, %alloca_82[] : memref<f16>
        %c7_i64_267 = arith.constant 7 : i64
        %404 = arith.cmpi sge, %357, %c7_i64_267 : i64
        scf.if %404 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_82[] : memref<f16>
        }
        %c6_i64_268 = arith.constant 6 : i64
        %405 = arith.minsi %359, %c6_i64_268 : i64
        %c72_i64_269 = arith.constant 72 : i64
        %406 = arith.muli %405, %c72_i64_269 : i64
        %407 = arith.addi %308, %406 : i64
        %408 = llvm.getelementptr %208[%407] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %409 = llvm.load %408 : !llvm.ptr<1> -> f16
        memref.store %409, %alloca_83[] : memref<f16>
        %c7_i64_270 = arith.constant 7 : i64
        %410 = arith.cmpi sge, %359, %c7_i64_270 : i64
        scf.if %410 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_83[] : memref<f16>
        }
        %c6_i64_271 = arith.constant 6 : i64
        %411 = arith.minsi %361, %c6_i64_271 : i64
        %c72_i64_272 = arith.constant 72 : i64
        %412 = arith.muli %411, %c72_i64_272 : i64
        %413 = arith.addi %311, %412 : i64
        %414 = llvm.getelementptr %208[%413] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %415 = llvm.load %414 : !llvm.ptr<1> -> f16
        memref.store %415, %alloca_84[] : memref<f16>
        %c7_i64_273 = arith.constant 7 : i64
        %416 = arith.cmpi sge, %361, %c7_i64_273 : i64
        scf.if %416 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_84[] : memref<f16>
        }
        %c6_i64_274 = arith.constant 6 : i64
        %417 = arith.minsi %348, %c6_i64_274 : i64
        %c72_i64_275 = arith.constant 72 : i64
        %418 = arith.muli %417, %c72_i64_275 : i64
        %419 = arith.addi %314, %418 : i64
        %420 = llvm.getelementptr %208[%419] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %421 = llvm.load %420 : !llvm.ptr<1> -> f16
        memref.store %421, %alloca_85[] : memref<f16>
        %c7_i64_276 = arith.constant 7 : i64
        %422 = arith.cmpi sge, %348, %c7_i64_276 : i64
        scf.if %422 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_85[] : memref<f16>
        }
        %c6_i64_277 = arith.constant 6 : i64
        %423 = arith.minsi %350, %c6_i64_277 : i64
        %c72_i64_278 = arith.constant 72 : i64
        %424 = arith.muli %423, %c72_i64_278 : i64
        %425 = arith.addi %317, %424 : i64
        %426 = llvm.getelementptr %208[%425] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %427 = llvm.load %426 : !llvm.ptr<1> -> f16
        memref.store %427, %alloca_86[] : memref<f16>
        %c7_i64_279 = arith.constant 7 : i64
        %428 = arith.cmpi sge, %350, %c7_i64_279 : i64
        scf.if %428 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_86[] : memref<f16>
        }
        %c6_i64_280 = arith.constant 6 : i64
        %429 = arith.minsi %351, %c6_i64_280 : i64
        %c72_i64_281 = arith.constant 72 : i64
        %430 = arith.muli %429, %c72_i64_281 : i64
        %431 = arith.addi %321, %430 : i64
        %432 = llvm.getelementptr %208[%431] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %433 = llvm.load %432 : !llvm.ptr<1> -> f16
        memref.store %433, %alloca_87[] : memref<f16>
        %c7_i64_282 = arith.constant 7 : i64
        %434 = arith.cmpi sge, %351, %c7_i64_282 : i64
        scf.if %434 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_87[] : memref<f16>
        }
        %c6_i64_283 = arith.constant 6 : i64
        %435 = arith.minsi %353, %c6_i64_283 : i64
        %c72_i64_284 = arith.constant 72 : i64
        %436 = arith.muli %435, %c72_i64_284 : i64
        %437 = arith.addi %325, %436 : i64
        %438 = llvm.getelementptr %208[%437] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %439 = llvm.load %438 : !llvm.ptr<1> -> f16
        memref.store %439, %alloca_88[] : memref<f16>
        %c7_i64_285 = arith.constant 7 : i64
        %440 = arith.cmpi sge, %353, %c7_i64_285 : i64
        scf.if %440 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_88[] : memref<f16>
        }
        %c6_i64_286 = arith.constant 6 : i64
        %441 = arith.minsi %355, %c6_i64_286 : i64
        %c72_i64_287 = arith.constant 72 : i64
        %442 = arith.muli %441, %c72_i64_287 : i64
        %443 = arith.addi %328, %442 : i64
        %444 = llvm.getelementptr %208[%443] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %445 = llvm.load %444 : !llvm.ptr<1> -> f16
        memref.store %445, %alloca_89[] : memref<f16>
        %c7_i64_288 = arith.constant 7 : i64
        %446 = arith.cmpi sge, %355, %c7_i64_288 : i64
        scf.if %446 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_89[] : memref<f16>
        }
        %c6_i64_289 = arith.constant 6 : i64
        %447 = arith.minsi %357, %c6_i64_289 : i64
        %c72_i64_290 = arith.constant 72 : i64
        %448 = arith.muli %447, %c72_i64_290 : i64
        %449 = arith.addi %331, %448 : i64
        %450 = llvm.getelementptr %208[%449] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %451 = llvm.load %450 : !llvm.ptr<1> -> f16
        memref.store %451, %alloca_90[] : memref<f16>
        %c7_i64_291 = arith.constant 7 : i64
        %452 = arith.cmpi sge, %357, %c7_i64_291 : i64
        scf.if %452 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_90[] : memref<f16>
        }
        %c6_i64_292 = arith.constant 6 : i64
        %453 = arith.minsi %359, %c6_i64_292 : i64
        %c72_i64_293 = arith.constant 72 : i64
        %454 = arith.muli %453, %c72_i64_293 : i64
        %455 = arith.addi %335, %454 : i64
        %456 = llvm.getelementptr %208[%455] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %457 = llvm.load %456 : !llvm.ptr<1> -> f16
        memref.store %457, %alloca_91[] : memref<f16>
        %c7_i64_294 = arith.constant 7 : i64
        %458 = arith.cmpi sge, %359, %c7_i64_294 : i64
        scf.if %458 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_91[] : memref<f16>
        }
        %c6_i64_295 = arith.constant 6 : i64
        %459 = arith.minsi %361, %c6_i64_295 : i64
        %c72_i64_296 = arith.constant 72 : i64
        %460 = arith.muli %459, %c72_i64_296 : i64
        %461 = arith.addi %339, %460 : i64
        %462 = llvm.getelementptr %208[%461] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %463 = llvm.load %462 : !llvm.ptr<1> -> f16
        memref.store %463, %alloca_92[] : memref<f16>
        %c7_i64_297 = arith.constant 7 : i64
        %464 = arith.cmpi sge, %361, %c7_i64_297 : i64
        scf.if %464 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_92[] : memref<f16>
        }
        %c6_i64_298 = arith.constant 6 : i64
        %465 = arith.minsi %362, %c6_i64_298 : i64
        %c7_i64_299 = arith.constant 7 : i64
        %466 = arith.muli %341, %c7_i64_299 : i64
        %467 = arith.addi %465, %466 : i64
        %468 = llvm.getelementptr %210[%467] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %469 = llvm.load %468 : !llvm.ptr<1> -> f16
        memref.store %469, %alloca_93[] : memref<f16>
        %c7_i64_300 = arith.constant 7 : i64
        %470 = arith.cmpi sge, %362, %c7_i64_300 : i64
        scf.if %470 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_93[] : memref<f16>
        }
        %c6_i64_301 = arith.constant 6 : i64
        %471 = arith.minsi %364, %c6_i64_301 : i64
        %c7_i64_302 = arith.constant 7 : i64
        %472 = arith.muli %343, %c7_i64_302 : i64
        %473 = arith.addi %471, %472 : i64
        %474 = llvm.getelementptr %210[%473] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %475 = llvm.load %474 : !llvm.ptr<1> -> f16
        memref.store %475, %alloca_94[] : memref<f16>
        %c7_i64_303 = arith.constant 7 : i64
        %476 = arith.cmpi sge, %364, %c7_i64_303 : i64
        scf.if %476 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_94[] : memref<f16>
        }
        %c6_i64_304 = arith.constant 6 : i64
        %477 = arith.minsi %366, %c6_i64_304 : i64
        %c7_i64_305 = arith.constant 7 : i64
        %478 = arith.muli %345, %c7_i64_305 : i64
        %479 = arith.addi %477, %478 : i64
        %480 = llvm.getelementptr %210[%479] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %481 = llvm.load %480 : !llvm.ptr<1> -> f16
        memref.store %481, %alloca_95[] : memref<f16>
        %c7_i64_306 = arith.constant 7 : i64
        %482 = arith.cmpi sge, %366, %c7_i64_306 : i64
        scf.if %482 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_95[] : memref<f16>
        }
        %c6_i64_307 = arith.constant 6 : i64
        %483 = arith.minsi %368, %c6_i64_307 : i64
        %c7_i64_308 = arith.constant 7 : i64
        %484 = arith.muli %347, %c7_i64_308 : i64
        %485 = arith.addi %483, %484 : i64
        %486 = llvm.getelementptr %210[%485] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %487 = llvm.load %486 : !llvm.ptr<1> -> f16
        memref.store %487, %alloca_96[] : memref<f16>
        %c7_i64_309 = arith.constant 7 : i64
        %488 = arith.cmpi sge, %368, %c7_i64_309 : i64
        scf.if %488 {
          %cst_368 = arith.constant 0.000000e+00 : f16
          memref.store %cst_368, %alloca_96[] : memref<f16>
        }
        %489 = memref.load %alloca_77[] : memref<f16>
        %490 = memref.load %alloca_78[] : memref<f16>
        %491 = memref.load %alloca_79[] : memref<f16>
        %492 = memref.load %alloca_80[] : memref<f16>
        %493 = memref.load %alloca_81[] : memref<f16>
        %494 = memref.load %alloca_82[] : memref<f16>
        %495 = memref.load %alloca_83[] : memref<f16>
        %496 = memref.load %alloca_84[] : memref<f16>
        %497 = llvm.mlir.poison : vector<2xf16>
        %c0_i32 = arith.constant 0 : i32
        %498 = llvm.insertelement %489, %497[%c0_i32 : i32] : vector<2xf16>
        %c1_i32 = arith.constant 1 : i32
        %499 = llvm.insertelement %490, %498[%c1_i32 : i32] : vector<2xf16>
        %500 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_310 = arith.constant 0 : i32
        %501 = llvm.insertelement %491, %500[%c0_i32_310 : i32] : vector<2xf16>
        %c1_i32_311 = arith.constant 1 : i32
        %502 = llvm.insertelement %492, %501[%c1_i32_311 : i32] : vector<2xf16>
        %503 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_312 = arith.constant 0 : i32
        %504 = llvm.insertelement %493, %503[%c0_i32_312 : i32] : vector<2xf16>
        %c1_i32_313 = arith.constant 1 : i32
        %505 = llvm.insertelement %494, %504[%c1_i32_313 : i32] : vector<2xf16>
        %506 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_314 = arith.constant 0 : i32
        %507 = llvm.insertelement %495, %506[%c0_i32_314 : i32] : vector<2xf16>
        %c1_i32_315 = arith.constant 1 : i32
        %508 = llvm.insertelement %496, %507[%c1_i32_315 : i32] : vector<2xf16>
        %509 = memref.load %alloca_93[] : memref<f16>
        %510 = memref.load %alloca_94[] : memref<f16>
        %511 = memref.load %alloca_95[] : memref<f16>
        %512 = memref.load %alloca_96[] : memref<f16>
        %513 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_316 = arith.constant 0 : i32
        %514 = llvm.insertelement %509, %513[%c0_i32_316 : i32] : vector<2xf16>
        %c1_i32_317 = arith.constant 1 : i32
        %515 = llvm.insertelement %510, %514[%c1_i32_317 : i32] : vector<2xf16>
        %516 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_318 = arith.constant 0 : i32
        %517 = llvm.insertelement %511, %516[%c0_i32_318 : i32] : vector<2xf16>
        %c1_i32_319 = arith.constant 1 : i32
        %518 = llvm.insertelement %512, %517[%c1_i32_319 : i32] : vector<2xf16>
        %519 = memref.load %alloca[] : memref<f32>
        %520 = memref.load %alloca_70[] : memref<f32>
        %521 = memref.load %alloca_71[] : memref<f32>
        %522 = memref.load %alloca_72[] : memref<f32>
        %523 = nvvm.mma.sync A[%499, %502, %505, %508]  B[%515, %518]  C[%519, %520, %521, %522]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %524 = llvm.extractvalue %523[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %524, %alloca[] : memref<f32>
        %525 = llvm.extractvalue %523[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %525, %alloca_70[] : memref<f32>
        %526 = llvm.extractvalue %523[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %526, %alloca_71[] : memref<f32>
        %527 = llvm.extractvalue %523[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %527, %alloca_72[] : memref<f32>
        %528 = memref.load %alloca_85[] : memref<f16>
        %529 = memref.load %alloca_86[] : memref<f16>
        %530 = memref.load %alloca_87[] : memref<f16>
        %531 = memref.load %alloca_88[] : memref<f16>
        %532 = memref.load %alloca_89[] : memref<f16>
        %533 = memref.load %alloca_90[] : memref<f16>
        %534 = memref.load %alloca_91[] : memref<f16>
        %535 = memref.load %alloca_92[] : memref<f16>
        %536 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_320 = arith.constant 0 : i32
        %537 = llvm.insertelement %528, %536[%c0_i32_320 : i32] : vector<2xf16>
        %c1_i32_321 = arith.constant 1 : i32
        %538 = llvm.insertelement %529, %537[%c1_i32_321 : i32] : vector<2xf16>
        %539 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_322 = arith.constant 0 : i32
        %540 = llvm.insertelement %530, %539[%c0_i32_322 : i32] : vector<2xf16>
        %c1_i32_323 = arith.constant 1 : i32
        %541 = llvm.insertelement %531, %540[%c1_i32_323 : i32] : vector<2xf16>
        %542 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_324 = arith.constant 0 : i32
        %543 = llvm.insertelement %532, %542[%c0_i32_324 : i32] : vector<2xf16>
        %c1_i32_325 = arith.constant 1 : i32
        %544 = llvm.insertelement %533, %543[%c1_i32_325 : i32] : vector<2xf16>
        %545 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_326 = arith.constant 0 : i32
        %546 = llvm.insertelement %534, %545[%c0_i32_326 : i32] : vector<2xf16>
        %c1_i32_327 = arith.constant 1 : i32
        %547 = llvm.insertelement %535, %546[%c1_i32_327 : i32] : vector<2xf16>
        %548 = memref.load %alloca_93[] : memref<f16>
        %549 = memref.load %alloca_94[] : memref<f16>
        %550 = memref.load %alloca_95[] : memref<f16>
        %551 = memref.load %alloca_96[] : memref<f16>
        %552 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_328 = arith.constant 0 : i32
        %553 = llvm.insertelement %548, %552[%c0_i32_328 : i32] : vector<2xf16>
        %c1_i32_329 = arith.constant 1 : i32
        %554 = llvm.insertelement %549, %553[%c1_i32_329 : i32] : vector<2xf16>
        %555 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_330 = arith.constant 0 : i32
        %556 = llvm.insertelement %550, %555[%c0_i32_330 : i32] : vector<2xf16>
        %c1_i32_331 = arith.constant 1 : i32
        %557 = llvm.insertelement %551, %556[%c1_i32_331 : i32] : vector<2xf16>
        %558 = memref.load %alloca_73[] : memref<f32>
        %559 = memref.load %alloca_74[] : memref<f32>
        %560 = memref.load %alloca_75[] : memref<f32>
        %561 = memref.load %alloca_76[] : memref<f32>
        %562 = nvvm.mma.sync A[%538, %541, %544, %547]  B[%554, %557]  C[%558, %559, %560, %561]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %563 = llvm.extractvalue %562[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %563, %alloca_73[] : memref<f32>
        %564 = llvm.extractvalue %562[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %564, %alloca_74[] : memref<f32>
        %565 = llvm.extractvalue %562[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %565, %alloca_75[] : memref<f32>
        %566 = llvm.extractvalue %562[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %566, %alloca_76[] : memref<f32>
        %567 = arith.addi %290, %246 : i64
        %c2_i64_332 = arith.constant 2 : i64
        %568 = arith.muli %247, %c2_i64_332 : i64
        %569 = arith.addi %291, %568 : i64
        %c72_i64_333 = arith.constant 72 : i64
        %570 = arith.cmpi slt, %567, %c72_i64_333 : i64
        %c9_i64_334 = arith.constant 9 : i64
        %571 = arith.cmpi slt, %569, %c9_i64_334 : i64
        %572 = arith.andi %570, %571 : i1
        scf.if %572 {
          %c72_i64_368 = arith.constant 72 : i64
          %627 = arith.muli %569, %c72_i64_368 : i64
          %628 = arith.addi %567, %627 : i64
          %629 = llvm.getelementptr %212[%628] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %630 = llvm.load %629 : !llvm.ptr<1> -> f32
          %631 = memref.load %alloca[] : memref<f32>
          %632 = arith.mulf %arg0, %631 : f32
          %633 = llvm.intr.fma(%arg1, %630, %632) : (f32, f32, f32) -> f32
          %c72_i64_369 = arith.constant 72 : i64
          %634 = arith.muli %569, %c72_i64_369 : i64
          %635 = arith.addi %567, %634 : i64
          %636 = llvm.getelementptr %212[%635] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %633, %636 : f32, !llvm.ptr<1>
        }
        %573 = arith.addi %290, %246 : i64
        %c2_i64_335 = arith.constant 2 : i64
        %574 = arith.muli %247, %c2_i64_335 : i64
        %c1_i64_336 = arith.constant 1 : i64
        %575 = arith.addi %574, %c1_i64_336 : i64
        %576 = arith.addi %291, %575 : i64
        %c72_i64_337 = arith.constant 72 : i64
        %577 = arith.cmpi slt, %573, %c72_i64_337 : i64
        %c9_i64_338 = arith.constant 9 : i64
        %578 = arith.cmpi slt, %576, %c9_i64_338 : i64
        %579 = arith.andi %577, %578 : i1
        scf.if %579 {
          %c72_i64_368 = arith.constant 72 : i64
          %627 = arith.muli %576, %c72_i64_368 : i64
          %628 = arith.addi %573, %627 : i64
          %629 = llvm.getelementptr %212[%628] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %630 = llvm.load %629 : !llvm.ptr<1> -> f32
          %631 = memref.load %alloca_70[] : memref<f32>
          %632 = arith.mulf %arg0, %631 : f32
          %633 = llvm.intr.fma(%arg1, %630, %632) : (f32, f32, f32) -> f32
          %c72_i64_369 = arith.constant 72 : i64
          %634 = arith.muli %576, %c72_i64_369 : i64
          %635 = arith.addi %573, %634 : i64
          %636 = llvm.getelementptr %212[%635] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %633, %636 : f32, !llvm.ptr<1>
        }
        %c8_i64_339 = arith.constant 8 : i64
        %580 = arith.addi %246, %c8_i64_339 : i64
        %581 = arith.addi %290, %580 : i64
        %c2_i64_340 = arith.constant 2 : i64
        %582 = arith.muli %247, %c2_i64_340 : i64
        %583 = arith.addi %291, %582 : i64
        %c72_i64_341 = arith.constant 72 : i64
        %584 = arith.cmpi slt, %581, %c72_i64_341 : i64
        %c9_i64_342 = arith.constant 9 : i64
        %585 = arith.cmpi slt, %583, %c9_i64_342 : i64
        %586 = arith.andi %584, %585 : i1
        scf.if %586 {
          %c72_i64_368 = arith.constant 72 : i64
          %627 = arith.muli %583, %c72_i64_368 : i64
          %628 = arith.addi %581, %627 : i64
          %629 = llvm.getelementptr %212[%628] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %630 = llvm.load %629 : !llvm.ptr<1> -> f32
          %631 = memref.load %alloca_71[] : memref<f32>
          %632 = arith.mulf %arg0, %631 : f32
          %633 = llvm.intr.fma(%arg1, %630, %632) : (f32, f32, f32) -> f32
          %c72_i64_369 = arith.constant 72 : i64
          %634 = arith.muli %583, %c72_i64_369 : i64
          %635 = arith.addi %581, %634 : i64
          %636 = llvm.getelementptr %212[%635] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %633, %636 : f32, !llvm.ptr<1>
        }
        %c8_i64_343 = arith.constant 8 : i64
        %587 = arith.addi %246, %c8_i64_343 : i64
        %588 = arith.addi %290, %587 : i64
        %c2_i64_344 = arith.constant 2 : i64
        %589 = arith.muli %247, %c2_i64_344 : i64
        %c1_i64_345 = arith.constant 1 : i64
        %590 = arith.addi %589, %c1_i64_345 : i64
        %591 = arith.addi %291, %590 : i64
        %c72_i64_346 = arith.constant 72 : i64
        %592 = arith.cmpi slt, %588, %c72_i64_346 : i64
        %c9_i64_347 = arith.constant 9 : i64
        %593 = arith.cmpi slt, %591, %c9_i64_347 : i64
        %594 = arith.andi %592, %593 : i1
        scf.if %594 {
          %c72_i64_368 = arith.constant 72 : i64
          %627 = arith.muli %591, %c72_i64_368 : i64
          %628 = arith.addi %588, %627 : i64
          %629 = llvm.getelementptr %212[%628] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %630 = llvm.load %629 : !llvm.ptr<1> -> f32
          %631 = memref.load %alloca_72[] : memref<f32>
          %632 = arith.mulf %arg0, %631 : f32
          %633 = llvm.intr.fma(%arg1, %630, %632) : (f32, f32, f32) -> f32
          %c72_i64_369 = arith.constant 72 : i64
          %634 = arith.muli %591, %c72_i64_369 : i64
          %635 = arith.addi %588, %634 : i64
          %636 = llvm.getelementptr %212[%635] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %633, %636 : f32, !llvm.ptr<1>
        }
        %c16_i64_348 = arith.constant 16 : i64
        %595 = arith.addi %290, %c16_i64_348 : i64
        %596 = arith.addi %595, %246 : i64
        %c2_i64_349 = arith.constant 2 : i64
        %597 = arith.muli %247, %c2_i64_349 : i64
        %598 = arith.addi %291, %597 : i64
        %c72_i64_350 = arith.constant 72 : i64
        %599 = arith.cmpi slt, %596, %c72_i64_350 : i64
        %c9_i64_351 = arith.constant 9 : i64
        %600 = arith.cmpi slt, %598, %c9_i64_351 : i64
        %601 = arith.andi %599, %600 : i1
        scf.if %601 {
          %c72_i64_368 = arith.constant 72 : i64
          %627 = arith.muli %598, %c72_i64_368 : i64
          %628 = arith.addi %596, %627 : i64
          %629 = llvm.getelementptr %212[%628] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %630 = llvm.load %629 : !llvm.ptr<1> -> f32
          %631 = memref.load %alloca_73[] : memref<f32>
          %632 = arith.mulf %arg0, %631 : f32
          %633 = llvm.intr.fma(%arg1, %630, %632) : (f32, f32, f32) -> f32
          %c72_i64_369 = arith.constant 72 : i64
          %634 = arith.muli %598, %c72_i64_369 : i64
          %635 = arith.addi %596, %634 : i64
          %636 = llvm.getelementptr %212[%635] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %633, %636 : f32, !llvm.ptr<1>
        }
        %c16_i64_352 = arith.constant 16 : i64
        %602 = arith.addi %290, %c16_i64_352 : i64
        %603 = arith.addi %602, %246 : i64
        %c2_i64_353 = arith.constant 2 : i64
        %604 = arith.muli %247, %c2_i64_353 : i64
        %c1_i64_354 = arith.constant 1 : i64
        %605 = arith.addi %604, %c1_i64_354 : i64
        %606 = arith.addi %291, %605 : i64
        %c72_i64_355 = arith.constant 72 : i64
        %607 = arith.cmpi slt, %603, %c72_i64_355 : i64
        %c9_i64_356 = arith.constant 9 : i64
        %608 = arith.cmpi slt, %606, %c9_i64_356 : i64
        %609 = arith.andi %607, %608 : i1
        scf.if %609 {
          %c72_i64_368 = arith.constant 72 : i64
          %627 = arith.muli %606, %c72_i64_368 : i64
          %628 = arith.addi %603, %627 : i64
          %629 = llvm.getelementptr %212[%628] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %630 = llvm.load %629 : !llvm.ptr<1> -> f32
          %631 = memref.load %alloca_74[] : memref<f32>
          %632 = arith.mulf %arg0, %631 : f32
          %633 = llvm.intr.fma(%arg1, %630, %632) : (f32, f32, f32) -> f32
          %c72_i64_369 = arith.constant 72 : i64
          %634 = arith.muli %606, %c72_i64_369 : i64
          %635 = arith.addi %603, %634 : i64
          %636 = llvm.getelementptr %212[%635] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %633, %636 : f32, !llvm.ptr<1>
        }
        %c16_i64_357 = arith.constant 16 : i64
        %610 = arith.addi %290, %c16_i64_357 : i64
        %c8_i64_358 = arith.constant 8 : i64
        %611 = arith.addi %246, %c8_i64_358 : i64
        %612 = arith.addi %610, %611 : i64
        %c2_i64_359 = arith.constant 2 : i64
        %613 = arith.muli %247, %c2_i64_359 : i64
        %614 = arith.addi %291, %613 : i64
        %c72_i64_360 = arith.constant 72 : i64
        %615 = arith.cmpi slt, %612, %c72_i64_360 : i64
        %c9_i64_361 = arith.constant 9 : i64
        %616 = arith.cmpi slt, %614, %c9_i64_361 : i64
        %617 = arith.andi %615, %616 : i1
        scf.if %617 {
          %c72_i64_368 = arith.constant 72 : i64
          %627 = arith.muli %614, %c72_i64_368 : i64
          %628 = arith.addi %612, %627 : i64
          %629 = llvm.getelementptr %212[%628] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %630 = llvm.load %629 : !llvm.ptr<1> -> f32
          %631 = memref.load %alloca_75[] : memref<f32>
          %632 = arith.mulf %arg0, %631 : f32
          %633 = llvm.intr.fma(%arg1, %630, %632) : (f32, f32, f32) -> f32
          %c72_i64_369 = arith.constant 72 : i64
          %634 = arith.muli %614, %c72_i64_369 : i64
          %635 = arith.addi %612, %634 : i64
          %636 = llvm.getelementptr %212[%635] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %633, %636 : f32, !llvm.ptr<1>
        }
        %c16_i64_362 = arith.constant 16 : i64
        %618 = arith.addi %290, %c16_i64_362 : i64
        %c8_i64_363 = arith.constant 8 : i64
        %619 = arith.addi %246, %c8_i64_363 : i64
        %620 = arith.addi %618, %619 : i64
        %c2_i64_364 = arith.constant 2 : i64
        %621 = arith.muli %247, %c2_i64_364 : i64
        %c1_i64_365 = arith.constant 1 : i64
        %622 = arith.addi %621, %c1_i64_365 : i64
        %623 = arith.addi %291, %622 : i64
        %c72_i64_366 = arith.constant 72 : i64
        %624 = arith.cmpi slt, %620, %c72_i64_366 : i64
        %c9_i64_367 = arith.constant 9 : i64
        %625 = arith.cmpi slt, %623, %c9_i64_367 : i64
        %626 = arith.andi %624, %625 : i1
        scf.if %626 {
          %c72_i64_368 = arith.constant 72 : i64
          %627 = arith.muli %623, %c72_i64_368 : i64
          %628 = arith.addi %620, %627 : i64
          %629 = llvm.getelementptr %212[%628] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %630 = llvm.load %629 : !llvm.ptr<1> -> f32
          %631 = memref.load %alloca_76[] : memref<f32>
          %632 = arith.mulf %arg0, %631 : f32
          %633 = llvm.intr.fma(%arg1, %630, %632) : (f32, f32, f32) -> f32
          %c72_i64_369 = arith.constant 72 : i64
          %634 = arith.muli %623, %c72_i64_369 : i64
          %635 = arith.addi %620, %634 : i64
          %636 = llvm.getelementptr %212[%635] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %633, %636 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_139 = gpu.thread_id  x
      %248 = arith.index_cast %thread_id_x_139 : index to i64
      %c64_i64_140 = arith.constant 64 : i64
      %thread_id_y_141 = gpu.thread_id  y
      %249 = arith.index_cast %thread_id_y_141 : index to i64
      %250 = arith.muli %c64_i64_140, %249 : i64
      %251 = arith.addi %248, %250 : i64
      %c32_i64_142 = arith.constant 32 : i64
      %252 = arith.divsi %251, %c32_i64_142 : i64
      %c32_i64_143 = arith.constant 32 : i64
      %253 = arith.remsi %251, %c32_i64_143 : i64
      %c4_i64_144 = arith.constant 4 : i64
      %254 = arith.divsi %253, %c4_i64_144 : i64
      %c4_i64_145 = arith.constant 4 : i64
      %255 = arith.remsi %253, %c4_i64_145 : i64
      %c6_i64_146 = arith.constant 6 : i64
      %c6_i64_147 = arith.constant 6 : i64
      scf.for %arg20 = %252 to %c6_i64_146 step %c6_i64_147  : i64 {
        %c3_i64_183 = arith.constant 3 : i64
        %288 = arith.remsi %arg20, %c3_i64_183 : i64
        %c3_i64_184 = arith.constant 3 : i64
        %289 = arith.divsi %arg20, %c3_i64_184 : i64
        %c16_i64_185 = arith.constant 16 : i64
        %290 = arith.muli %288, %c16_i64_185 : i64
        %c8_i64 = arith.constant 8 : i64
        %291 = arith.muli %289, %c8_i64 : i64
        %cst_186 = arith.constant 0.000000e+00 : f32
        memref.store %cst_186, %alloca_97[] : memref<f32>
        %cst_187 = arith.constant 0.000000e+00 : f32
        memref.store %cst_187, %alloca_98[] : memref<f32>
        %cst_188 = arith.constant 0.000000e+00 : f32
        memref.store %cst_188, %alloca_99[] : memref<f32>
        %cst_189 = arith.constant 0.000000e+00 : f32
        memref.store %cst_189, %alloca_100[] : memref<f32>
        %292 = arith.addi %290, %254 : i64
        %c42_i64 = arith.constant 42 : i64
        %293 = arith.minsi %292, %c42_i64 : i64
        %294 = arith.addi %290, %254 : i64
        %c42_i64_190 = arith.constant 42 : i64
        %295 = arith.minsi %294, %c42_i64_190 : i64
        %c8_i64_191 = arith.constant 8 : i64
        %296 = arith.addi %254, %c8_i64_191 : i64
        %297 = arith.addi %290, %296 : i64
        %c42_i64_192 = arith.constant 42 : i64
        %298 = arith.minsi %297, %c42_i64_192 : i64
        %c8_i64_193 = arith.constant 8 : i64
        %299 = arith.addi %254, %c8_i64_193 : i64
        %300 = arith.addi %290, %299 : i64
        %c42_i64_194 = arith.constant 42 : i64
        %301 = arith.minsi %300, %c42_i64_194 : i64
        %302 = arith.addi %290, %254 : i64
        %c42_i64_195 = arith.constant 42 : i64
        %303 = arith.minsi %302, %c42_i64_195 : i64
        %304 = arith.addi %290, %254 : i64
        %c42_i64_196 = arith.constant 42 : i64
        %305 = arith.minsi %304, %c42_i64_196 : i64
        %c8_i64_197 = arith.constant 8 : i64
        %306 = arith.addi %254, %c8_i64_197 : i64
        %307 = arith.addi %290, %306 : i64
        %c42_i64_198 = arith.constant 42 : i64
        %308 = arith.minsi %307, %c42_i64_198 : i64
        %c8_i64_199 = arith.constant 8 : i64
        %309 = arith.addi %254, %c8_i64_199 : i64
        %310 = arith.addi %290, %309 : i64
        %c42_i64_200 = arith.constant 42 : i64
        %311 = arith.minsi %310, %c42_i64_200 : i64
        %312 = arith.addi %291, %254 : i64
        %c11_i64 = arith.constant 11 : i64
        %313 = arith.minsi %312, %c11_i64 : i64
        %314 = arith.addi %291, %254 : i64
        %c11_i64_201 = arith.constant 11 : i64
        %315 = arith.minsi %314, %c11_i64_201 : i64
        %316 = arith.addi %291, %254 : i64
        %c11_i64_202 = arith.constant 11 : i64
        %317 = arith.minsi %316, %c11_i64_202 : i64
        %318 = arith.addi %291, %254 : i64
        %c11_i64_203 = arith.constant 11 : i64
        %319 = arith.minsi %318, %c11_i64_203 : i64
        %c0_i64_204 = arith.constant 0 : i64
        %c0_i64_205 = arith.constant 0 : i64
        %c16_i64_206 = arith.constant 16 : i64
        scf.for %arg21 = %c0_i64_204 to %c0_i64_205 step %c16_i64_206  : i64 {
          %c2_i64_286 = arith.constant 2 : i64
          %486 = arith.muli %255, %c2_i64_286 : i64
          %487 = arith.addi %arg21, %486 : i64
          %c2_i64_287 = arith.constant 2 : i64
          %488 = arith.muli %255, %c2_i64_287 : i64
          %c1_i64_288 = arith.constant 1 : i64
          %489 = arith.addi %488, %c1_i64_288 : i64
          %490 = arith.addi %arg21, %489 : i64
          %c2_i64_289 = arith.constant 2 : i64
          %491 = arith.muli %255, %c2_i64_289 : i64
          %492 = arith.addi %arg21, %491 : i64
          %c2_i64_290 = arith.constant 2 : i64
          %493 = arith.muli %255, %c2_i64_290 : i64
          %c1_i64_291 = arith.constant 1 : i64
          %494 = arith.addi %493, %c1_i64_291 : i64
          %495 = arith.addi %arg21, %494 : i64
          %c2_i64_292 = arith.constant 2 : i64
          %496 = arith.muli %255, %c2_i64_292 : i64
          %c8_i64_293 = arith.constant 8 : i64
          %497 = arith.addi %496, %c8_i64_293 : i64
          %498 = arith.addi %arg21, %497 : i64
          %c2_i64_294 = arith.constant 2 : i64
          %499 = arith.muli %255, %c2_i64_294 : i64
          %c9_i64_295 = arith.constant 9 : i64
          %500 = arith.addi %499, %c9_i64_295 : i64
          %501 = arith.addi %arg21, %500 : i64
          %c2_i64_296 = arith.constant 2 : i64
          %502 = arith.muli %255, %c2_i64_296 : i64
          %c8_i64_297 = arith.constant 8 : i64
          %503 = arith.addi %502, %c8_i64_297 : i64
          %504 = arith.addi %arg21, %503 : i64
          %c2_i64_298 = arith.constant 2 : i64
          %505 = arith.muli %255, %c2_i64_298 : i64
          %c9_i64_299 = arith.constant 9 : i64
          %506 = arith.addi %505, %c9_i64_299 : i64
          %507 = arith.addi %arg21, %506 : i64
          %c2_i64_300 = arith.constant 2 : i64
          %508 = arith.muli %255, %c2_i64_300 : i64
          %509 = arith.addi %arg21, %508 : i64
          %c2_i64_301 = arith.constant 2 : i64
          %510 = arith.muli %255, %c2_i64_301 : i64
          %c1_i64_302 = arith.constant 1 : i64
          %511 = arith.addi %510, %c1_i64_302 : i64
          %512 = arith.addi %arg21, %511 : i64
          %c2_i64_303 = arith.constant 2 : i64
          %513 = arith.muli %255, %c2_i64_303 : i64
          %c8_i64_304 = arith.constant 8 : i64
          %514 = arith.addi %513, %c8_i64_304 : i64
          %515 = arith.addi %arg21, %514 : i64
          %c2_i64_305 = arith.constant 2 : i64
          %516 = arith.muli %255, %c2_i64_305 : i64
          %c9_i64_306 = arith.constant 9 : i64
          %517 = arith.addi %516, %c9_i64_306 : i64
          %518 = arith.addi %arg21, %517 : i64
          %c43_i64_307 = arith.constant 43 : i64
          %519 = arith.muli %487, %c43_i64_307 : i64
          %520 = arith.addi %293, %519 : i64
          %521 = llvm.getelementptr %214[%520] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %522 = llvm.load %521 : !llvm.ptr<1> -> bf16
          %c43_i64_308 = arith.constant 43 : i64
          %523 = arith.muli %490, %c43_i64_308 : i64
          %524 = arith.addi %295, %523 : i64
          %525 = llvm.getelementptr %214[%524] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %526 = llvm.load %525 : !llvm.ptr<1> -> bf16
          %c43_i64_309 = arith.constant 43 : i64
          %527 = arith.muli %492, %c43_i64_309 : i64
          %528 = arith.addi %298, %527 : i64
          %529 = llvm.getelementptr %214[%528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %530 = llvm.load %529 : !llvm.ptr<1> -> bf16
          %c43_i64_310 = arith.constant 43 : i64
          %531 = arith.muli %495, %c43_i64_310 : i64
          %532 = arith.addi %301, %531 : i64
          %533 = llvm.getelementptr %214[%532] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %534 = llvm.load %533 : !llvm.ptr<1> -> bf16
          %c43_i64_311 = arith.constant 43 : i64
          %535 = arith.muli %498, %c43_i64_311 : i64
          %536 = arith.addi %303, %535 : i64
          %537 = llvm.getelementptr %214[%536] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %538 = llvm.load %537 : !llvm.ptr<1> -> bf16
          %c43_i64_312 = arith.constant 43 : i64
          %539 = arith.muli %501, %c43_i64_312 : i64
          %540 = arith.addi %305, %539 : i64
          %541 = llvm.getelementptr %214[%540] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %542 = llvm.load %541 : !llvm.ptr<1> -> bf16
          %c43_i64_313 = arith.constant 43 : i64
          %543 = arith.muli %504, %c43_i64_313 : i64
          %544 = arith.addi %308, %543 : i64
          %545 = llvm.getelementptr %214[%544] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %546 = llvm.load %545 : !llvm.ptr<1> -> bf16
          %c43_i64_314 = arith.constant 43 : i64
          %547 = arith.muli %507, %c43_i64_314 : i64
          %548 = arith.addi %311, %547 : i64
          %549 = llvm.getelementptr %214[%548] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %550 = llvm.load %549 : !llvm.ptr<1> -> bf16
          %c12_i64_315 = arith.constant 12 : i64
          %551 = arith.muli %509, %c12_i64_315 : i64
          %552 = arith.addi %313, %551 : i64
          %553 = llvm.getelementptr %216[%552] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %554 = llvm.load %553 : !llvm.ptr<1> -> bf16
          %c12_i64_316 = arith.constant 12 : i64
          %555 = arith.muli %512, %c12_i64_316 : i64
          %556 = arith.addi %315, %555 : i64
          %557 = llvm.getelementptr %216[%556] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %558 = llvm.load %557 : !llvm.ptr<1> -> bf16
          %c12_i64_317 = arith.constant 12 : i64
          %559 = arith.muli %515, %c12_i64_317 : i64
          %560 = arith.addi %317, %559 : i64
          %561 = llvm.getelementptr %216[%560] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %562 = llvm.load %561 : !llvm.ptr<1> -> bf16
          %c12_i64_318 = arith.constant 12 : i64
          %563 = arith.muli %518, %c12_i64_318 : i64
          %564 = arith.addi %319, %563 : i64
          %565 = llvm.getelementptr %216[%564] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %566 = llvm.load %565 : !llvm.ptr<1> -> bf16
          %567 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_319 = arith.constant 0 : i32
          %568 = llvm.insertelement %522, %567[%c0_i32_319 : i32] : vector<2xbf16>
          %c1_i32_320 = arith.constant 1 : i32
          %569 = llvm.insertelement %526, %568[%c1_i32_320 : i32] : vector<2xbf16>
          %570 = llvm.bitcast %569 : vector<2xbf16> to i32
          %571 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_321 = arith.constant 0 : i32
          %572 = llvm.insertelement %530, %571[%c0_i32_321 : i32] : vector<2xbf16>
          %c1_i32_322 = arith.constant 1 : i32
          %573 = llvm.insertelement %534, %572[%c1_i32_322 : i32] : vector<2xbf16>
          %574 = llvm.bitcast %573 : vector<2xbf16> to i32
          %575 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_323 = arith.constant 0 : i32
          %576 = llvm.insertelement %538, %575[%c0_i32_323 : i32] : vector<2xbf16>
          %c1_i32_324 = arith.constant 1 : i32
          %577 = llvm.insertelement %542, %576[%c1_i32_324 : i32] : vector<2xbf16>
          %578 = llvm.bitcast %577 : vector<2xbf16> to i32
          %579 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_325 = arith.constant 0 : i32
          %580 = llvm.insertelement %546, %579[%c0_i32_325 : i32] : vector<2xbf16>
          %c1_i32_326 = arith.constant 1 : i32
          %581 = llvm.insertelement %550, %580[%c1_i32_326 : i32] : vector<2xbf16>
          %582 = llvm.bitcast %581 : vector<2xbf16> to i32
          %583 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_327 = arith.constant 0 : i32
          %584 = llvm.insertelement %554, %583[%c0_i32_327 : i32] : vector<2xbf16>
          %c1_i32_328 = arith.constant 1 : i32
          %585 = llvm.insertelement %558, %584[%c1_i32_328 : i32] : vector<2xbf16>
          %586 = llvm.bitcast %585 : vector<2xbf16> to i32
          %587 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_329 = arith.constant 0 : i32
          %588 = llvm.insertelement %562, %587[%c0_i32_329 : i32] : vector<2xbf16>
          %c1_i32_330 = arith.constant 1 : i32
          %589 = llvm.insertelement %566, %588[%c1_i32_330 : i32] : vector<2xbf16>
          %590 = llvm.bitcast %589 : vector<2xbf16> to i32
          %591 = memref.load %alloca_97[] : memref<f32>
          %592 = memref.load %alloca_98[] : memref<f32>
          %593 = memref.load %alloca_99[] : memref<f32>
          %594 = memref.load %alloca_100[] : memref<f32>
          %595 = nvvm.mma.sync A[%570, %574, %578, %582]  B[%586, %590]  C[%591, %592, %593, %594]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %596 = llvm.extractvalue %595[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %596, %alloca_97[] : memref<f32>
          %597 = llvm.extractvalue %595[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %597, %alloca_98[] : memref<f32>
          %598 = llvm.extractvalue %595[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %598, %alloca_99[] : memref<f32>
          %599 = llvm.extractvalue %595[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %599, %alloca_100[] : memref<f32>
        }
        %c2_i64 = arith.constant 2 : i64
        %320 = arith.muli %255, %c2_i64 : i64
        %c2_i64_207 = arith.constant 2 : i64
        %321 = arith.muli %255, %c2_i64_207 : i64
        %c1_i64_208 = arith.constant 1 : i64
        %322 = arith.addi %321, %c1_i64_208 : i64
        %c2_i64_209 = arith.constant 2 : i64
        %323 = arith.muli %255, %c2_i64_209 : i64
        %c2_i64_210 = arith.constant 2 : i64
        %324 = arith.muli %255, %c2_i64_210 : i64
        %c1_i64_211 = arith.constant 1 : i64
        %325 = arith.addi %324, %c1_i64_211 : i64
        %c2_i64_212 = arith.constant 2 : i64
        %326 = arith.muli %255, %c2_i64_212 : i64
        %c8_i64_213 = arith.constant 8 : i64
        %327 = arith.addi %326, %c8_i64_213 : i64
        %c2_i64_214 = arith.constant 2 : i64
        %328 = arith.muli %255, %c2_i64_214 : i64
        %c9_i64_215 = arith.constant 9 : i64
        %329 = arith.addi %328, %c9_i64_215 : i64
        %c2_i64_216 = arith.constant 2 : i64
        %330 = arith.muli %255, %c2_i64_216 : i64
        %c8_i64_217 = arith.constant 8 : i64
        %331 = arith.addi %330, %c8_i64_217 : i64
        %c2_i64_218 = arith.constant 2 : i64
        %332 = arith.muli %255, %c2_i64_218 : i64
        %c9_i64_219 = arith.constant 9 : i64
        %333 = arith.addi %332, %c9_i64_219 : i64
        %c2_i64_220 = arith.constant 2 : i64
        %334 = arith.muli %255, %c2_i64_220 : i64
        %c2_i64_221 = arith.constant 2 : i64
        %335 = arith.muli %255, %c2_i64_221 : i64
        %c1_i64_222 = arith.constant 1 : i64
        %336 = arith.addi %335, %c1_i64_222 : i64
        %c2_i64_223 = arith.constant 2 : i64
        %337 = arith.muli %255, %c2_i64_223 : i64
        %c8_i64_224 = arith.constant 8 : i64
        %338 = arith.addi %337, %c8_i64_224 : i64
        %c2_i64_225 = arith.constant 2 : i64
        %339 = arith.muli %255, %c2_i64_225 : i64
        %c9_i64_226 = arith.constant 9 : i64
        %340 = arith.addi %339, %c9_i64_226 : i64
        %c4_i64_227 = arith.constant 4 : i64
        %341 = arith.minsi %320, %c4_i64_227 : i64
        %c43_i64 = arith.constant 43 : i64
        %342 = arith.muli %341, %c43_i64 : i64
        %343 = arith.addi %293, %342 : i64
        %344 = llvm.getelementptr %214[%343] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %345 = llvm.load %344 : !llvm.ptr<1> -> bf16
        memref.store %345, %alloca_101[] : memref<bf16>
        %c5_i64 = arith.constant 5 : i64
        %346 = arith.cmpi sge, %320, %c5_i64 : i64
        scf.if %346 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_101[] : memref<bf16>
        }
        %c4_i64_228 = arith.constant 4 : i64
        %347 = arith.minsi %322, %c4_i64_228 : i64
        %c43_i64_229 = arith.constant 43 : i64
        %348 = arith.muli %347, %c43_i64_229 : i64
        %349 = arith.addi %295, %348 : i64
        %350 = llvm.getelementptr %214[%349] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %351 = llvm.load %350 : !llvm.ptr<1> -> bf16
        memref.store %351, %alloca_102[] : memref<bf16>
        %c5_i64_230 = arith.constant 5 : i64
        %352 = arith.cmpi sge, %322, %c5_i64_230 : i64
        scf.if %352 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_102[] : memref<bf16>
        }
        %c4_i64_231 = arith.constant 4 : i64
        %353 = arith.minsi %323, %c4_i64_231 : i64
        %c43_i64_232 = arith.constant 43 : i64
        %354 = arith.muli %353, %c43_i64_232 : i64
        %355 = arith.addi %298, %354 : i64
        %356 = llvm.getelementptr %214[%355] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %357 = llvm.load %356 : !llvm.ptr<1> -> bf16
        memref.store %357, %alloca_103[] : memref<bf16>
        %c5_i64_233 = arith.constant 5 : i64
        %358 = arith.cmpi sge, %323, %c5_i64_233 : i64
        scf.if %358 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_103[] : memref<bf16>
        }
        %c4_i64_234 = arith.constant 4 : i64
        %359 = arith.minsi %325, %c4_i64_234 : i64
        %c43_i64_235 = arith.constant 43 : i64
        %360 = arith.muli %359, %c43_i64_235 : i64
        %361 = arith.addi %301, %360 : i64
        %362 = llvm.getelementptr %214[%361] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %363 = llvm.load %362 : !llvm.ptr<1> -> bf16
        memref.store %363, %alloca_104[] : memref<bf16>
        %c5_i64_236 = arith.constant 5 : i64
        %364 = arith.cmpi sge, %325, %c5_i64_236 : i64
        scf.if %364 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_104[] : memref<bf16>
        }
        %c4_i64_237 = arith.constant 4 : i64
        %365 = arith.minsi %327, %c4_i64_237 : i64
        %c43_i64_238 = arith.constant 43 : i64
        %366 = arith.muli %365, %c43_i64_238 : i64
        %367 = arith.addi %303, %366 : i64
        %368 = llvm.getelementptr %214[%367] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %369 = llvm.load %368 : !llvm.ptr<1> -> bf16
        memref.store %369, %alloca_105[] : memref<bf16>
        %c5_i64_239 = arith.constant 5 : i64
        %370 = arith.cmpi sge, %327, %c5_i64_239 : i64
        scf.if %370 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_105[] : memref<bf16>
        }
        %c4_i64_240 = arith.constant 4 : i64
        %371 = arith.minsi %329, %c4_i64_240 : i64
        %c43_i64_241 = arith.constant 43 : i64
        %372 = arith.muli %371, %c43_i64_241 : i64
        %373 = arith.addi %305, %372 : i64
        %374 = llvm.getelementptr %214[%373] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %375 = llvm.load %374 : !llvm.ptr<1> -> bf16
        memref.store %375, %alloca_106[] : memref<bf16>
        %c5_i64_242 = arith.constant 5 : i64
        %376 = arith.cmpi sge, %329, %c5_i64_242 : i64
        scf.if %376 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_106[] : memref<bf16>
        }
        %c4_i64_243 = arith.constant 4 : i64
        %377 = arith.minsi %331, %c4_i64_243 : i64
        %c43_i64_244 = arith.constant 43 : i64
        %378 = arith.muli %377, %c43_i64_244 : i64
        %379 = arith.addi %308, %378 : i64
        %380 = llvm.getelementptr %214[%379] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %381 = llvm.load %380 : !llvm.ptr<1> -> bf16
        memref.store %381, %alloca_107[] : memref<bf16>
        %c5_i64_245 = arith.constant 5 : i64
        %382 = arith.cmpi sge, %331, %c5_i64_245 : i64
        scf.if %382 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_107[] : memref<bf16>
        }
        %c4_i64_246 = arith.constant 4 : i64
        %383 = arith.minsi %333, %c4_i64_246 : i64
        %c43_i64_247 = arith.constant 43 : i64
        %384 = arith.muli %383, %c43_i64_247 : i64
        %385 = arith.addi %311, %384 : i64
        %386 = llvm.getelementptr %214[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %387 = llvm.load %386 : !llvm.ptr<1> -> bf16
        memref.store %387, %alloca_108[] : memref<bf16>
        %c5_i64_248 = arith.constant 5 : i64
        %388 = arith.cmpi sge, %333, %c5_i64_248 : i64
        scf.if %388 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_108[] : memref<bf16>
        }
        %c4_i64_249 = arith.constant 4 : i64
        %389 = arith.minsi %334, %c4_i64_249 : i64
        %c12_i64 = arith.constant 12 : i64
        %390 = arith.muli %389, %c12_i64 : i64
        %391 = arith.addi %313, %390 : i64
        %392 = llvm.getelementptr %216[%391] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %393 = llvm.load %392 : !llvm.ptr<1> -> bf16
        memref.store %393, %alloca_109[] : memref<bf16>
        %c5_i64_250 = arith.constant 5 : i64
        %394 = arith.cmpi sge, %334, %c5_i64_250 : i64
        scf.if %394 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_109[] : memref<bf16>
        }
        %c4_i64_251 = arith.constant 4 : i64
        %395 = arith.minsi %336, %c4_i64_251 : i64
        %c12_i64_252 = arith.constant 12 : i64
        %396 = arith.muli %395, %c12_i64_252 : i64
        %397 = arith.addi %315, %396 : i64
        %398 = llvm.getelementptr %216[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %399 = llvm.load %398 : !llvm.ptr<1> -> bf16
        memref.store %399, %alloca_110[] : memref<bf16>
        %c5_i64_253 = arith.constant 5 : i64
        %400 = arith.cmpi sge, %336, %c5_i64_253 : i64
        scf.if %400 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_110[] : memref<bf16>
        }
        %c4_i64_254 = arith.constant 4 : i64
        %401 = arith.minsi %338, %c4_i64_254 : i64
        %c12_i64_255 = arith.constant 12 : i64
        %402 = arith.muli %401, %c12_i64_255 : i64
        %403 = arith.addi %317, %402 : i64
        %404 = llvm.getelementptr %216[%403] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %405 = llvm.load %404 : !llvm.ptr<1> -> bf16
        memref.store %405, %alloca_111[] : memref<bf16>
        %c5_i64_256 = arith.constant 5 : i64
        %406 = arith.cmpi sge, %338, %c5_i64_256 : i64
        scf.if %406 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_111[] : memref<bf16>
        }
        %c4_i64_257 = arith.constant 4 : i64
        %407 = arith.minsi %340, %c4_i64_257 : i64
        %c12_i64_258 = arith.constant 12 : i64
        %408 = arith.muli %407, %c12_i64_258 : i64
        %409 = arith.addi %319, %408 : i64
        %410 = llvm.getelementptr %216[%409] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %411 = llvm.load %410 : !llvm.ptr<1> -> bf16
        memref.store %411, %alloca_112[] : memref<bf16>
        %c5_i64_259 = arith.constant 5 : i64
        %412 = arith.cmpi sge, %340, %c5_i64_259 : i64
        scf.if %412 {
          %cst_286 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_286, %alloca_112[] : memref<bf16>
        }
        %413 = memref.load %alloca_101[] : memref<bf16>
        %414 = memref.load %alloca_102[] : memref<bf16>
        %415 = memref.load %alloca_103[] : memref<bf16>
        %416 = memref.load %alloca_104[] : memref<bf16>
        %417 = memref.load %alloca_105[] : memref<bf16>
        %418 = memref.load %alloca_106[] : memref<bf16>
        %419 = memref.load %alloca_107[] : memref<bf16>
        %420 = memref.load %alloca_108[] : memref<bf16>
        %421 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32 = arith.constant 0 : i32
        %422 = llvm.insertelement %413, %421[%c0_i32 : i32] : vector<2xbf16>
        %c1_i32 = arith.constant 1 : i32
        %423 = llvm.insertelement %414, %422[%c1_i32 : i32] : vector<2xbf16>
        %424 = llvm.bitcast %423 : vector<2xbf16> to i32
        %425 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_260 = arith.constant 0 : i32
        %426 = llvm.insertelement %415, %425[%c0_i32_260 : i32] : vector<2xbf16>
        %c1_i32_261 = arith.constant 1 : i32
        %427 = llvm.insertelement %416, %426[%c1_i32_261 : i32] : vector<2xbf16>
        %428 = llvm.bitcast %427 : vector<2xbf16> to i32
        %429 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_262 = arith.constant 0 : i32
        %430 = llvm.insertelement %417, %429[%c0_i32_262 : i32] : vector<2xbf16>
        %c1_i32_263 = arith.constant 1 : i32
        %431 = llvm.insertelement %418, %430[%c1_i32_263 : i32] : vector<2xbf16>
        %432 = llvm.bitcast %431 : vector<2xbf16> to i32
        %433 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_264 = arith.constant 0 : i32
        %434 = llvm.insertelement %419, %433[%c0_i32_264 : i32] : vector<2xbf16>
        %c1_i32_265 = arith.constant 1 : i32
        %435 = llvm.insertelement %420, %434[%c1_i32_265 : i32] : vector<2xbf16>
        %436 = llvm.bitcast %435 : vector<2xbf16> to i32
        %437 = memref.load %alloca_109[] : memref<bf16>
        %438 = memref.load %alloca_110[] : memref<bf16>
        %439 = memref.load %alloca_111[] : memref<bf16>
        %440 = memref.load %alloca_112[] : memref<bf16>
        %441 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_266 = arith.constant 0 : i32
        %442 = llvm.insertelement %437, %441[%c0_i32_266 : i32] : vector<2xbf16>
        %c1_i32_267 = arith.constant 1 : i32
        %443 = llvm.insertelement %438, %442[%c1_i32_267 : i32] : vector<2xbf16>
        %444 = llvm.bitcast %443 : vector<2xbf16> to i32
        %445 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_268 = arith.constant 0 : i32
        %446 = llvm.insertelement %439, %445[%c0_i32_268 : i32] : vector<2xbf16>
        %c1_i32_269 = arith.constant 1 : i32
        %447 = llvm.insertelement %440, %446[%c1_i32_269 : i32] : vector<2xbf16>
        %448 = llvm.bitcast %447 : vector<2xbf16> to i32
        %449 = memref.load %alloca_97[] : memref<f32>
        %450 = memref.load %alloca_98[] : memref<f32>
        %451 = memref.load %alloca_99[] : memref<f32>
        %452 = memref.load %alloca_100[] : memref<f32>
        %453 = nvvm.mma.sync A[%424, %428, %432, %436]  B[%444, %448]  C[%449, %450, %451, %452]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %454 = llvm.extractvalue %453[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %454, %alloca_97[] : memref<f32>
        %455 = llvm.extractvalue %453[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %455, %alloca_98[] : memref<f32>
        %456 = llvm.extractvalue %453[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %456, %alloca_99[] : memref<f32>
        %457 = llvm.extractvalue %453[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %457, %alloca_100[] : memref<f32>
        %458 = arith.addi %290, %254 : i64
        %c2_i64_270 = arith.constant 2 : i64
        %459 = arith.muli %255, %c2_i64_270 : i64
        %460 = arith.addi %291, %459 : i64
        %c43_i64_271 = arith.constant 43 : i64
        %461 = arith.cmpi slt, %458, %c43_i64_271 : i64
        %c12_i64_272 = arith.constant 12 : i64
        %462 = arith.cmpi slt, %460, %c12_i64_272 : i64
        %463 = arith.andi %461, %462 : i1
        scf.if %463 {
          %486 = memref.load %alloca_97[] : memref<f32>
          %c43_i64_286 = arith.constant 43 : i64
          %487 = arith.muli %460, %c43_i64_286 : i64
          %488 = arith.addi %458, %487 : i64
          %489 = llvm.getelementptr %218[%488] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %486, %489 : f32, !llvm.ptr<1>
        }
        %464 = arith.addi %290, %254 : i64
        %c2_i64_273 = arith.constant 2 : i64
        %465 = arith.muli %255, %c2_i64_273 : i64
        %c1_i64_274 = arith.constant 1 : i64
        %466 = arith.addi %465, %c1_i64_274 : i64
        %467 = arith.addi %291, %466 : i64
        %c43_i64_275 = arith.constant 43 : i64
        %468 = arith.cmpi slt, %464, %c43_i64_275 : i64
        %c12_i64_276 = arith.constant 12 : i64
        %469 = arith.cmpi slt, %467, %c12_i64_276 : i64
        %470 = arith.andi %468, %469 : i1
        scf.if %470 {
          %486 = memref.load %alloca_98[] : memref<f32>
          %c43_i64_286 = arith.constant 43 : i64
          %487 = arith.muli %467, %c43_i64_286 : i64
          %488 = arith.addi %464, %487 : i64
          %489 = llvm.getelementptr %218[%488] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %486, %489 : f32, !llvm.ptr<1>
        }
        %c8_i64_277 = arith.constant 8 : i64
        %471 = arith.addi %254, %c8_i64_277 : i64
        %472 = arith.addi %290, %471 : i64
        %c2_i64_278 = arith.constant 2 : i64
        %473 = arith.muli %255, %c2_i64_278 : i64
        %474 = arith.addi %291, %473 : i64
        %c43_i64_279 = arith.constant 43 : i64
        %475 = arith.cmpi slt, %472, %c43_i64_279 : i64
        %c12_i64_280 = arith.constant 12 : i64
        %476 = arith.cmpi slt, %474, %c12_i64_280 : i64
        %477 = arith.andi %475, %476 : i1
        scf.if %477 {
          %486 = memref.load %alloca_99[] : memref<f32>
          %c43_i64_286 = arith.constant 43 : i64
          %487 = arith.muli %474, %c43_i64_286 : i64
          %488 = arith.addi %472, %487 : i64
          %489 = llvm.getelementptr %218[%488] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %486, %489 : f32, !llvm.ptr<1>
        }
        %c8_i64_281 = arith.constant 8 : i64
        %478 = arith.addi %254, %c8_i64_281 : i64
        %479 = arith.addi %290, %478 : i64
        %c2_i64_282 = arith.constant 2 : i64
        %480 = arith.muli %255, %c2_i64_282 : i64
        %c1_i64_283 = arith.constant 1 : i64
        %481 = arith.addi %480, %c1_i64_283 : i64
        %482 = arith.addi %291, %481 : i64
        %c43_i64_284 = arith.constant 43 : i64
        %483 = arith.cmpi slt, %479, %c43_i64_284 : i64
        %c12_i64_285 = arith.constant 12 : i64
        %484 = arith.cmpi slt, %482, %c12_i64_285 : i64
        %485 = arith.andi %483, %484 : i1
        scf.if %485 {
          %486 = memref.load %alloca_100[] : memref<f32>
          %c43_i64_286 = arith.constant 43 : i64
          %487 = arith.muli %482, %c43_i64_286 : i64
          %488 = arith.addi %479, %487 : i64
          %489 = llvm.getelementptr %218[%488] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %486, %489 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_148 = gpu.thread_id  x
      %256 = arith.index_cast %thread_id_x_148 : index to i64
      %c34_i64 = arith.constant 34 : i64
      %257 = arith.minsi %256, %c34_i64 : i64
      %thread_id_y_149 = gpu.thread_id  y
      %258 = arith.index_cast %thread_id_y_149 : index to i64
      %thread_id_y_150 = gpu.thread_id  y
      %259 = arith.index_cast %thread_id_y_150 : index to i64
      %c3_i64 = arith.constant 3 : i64
      %260 = arith.addi %259, %c3_i64 : i64
      %thread_id_y_151 = gpu.thread_id  y
      %261 = arith.index_cast %thread_id_y_151 : index to i64
      %c6_i64_152 = arith.constant 6 : i64
      %262 = arith.addi %261, %c6_i64_152 : i64
      %cst = arith.constant 0.000000e+00 : f64
      memref.store %cst, %alloca_113[] : memref<f64>
      %cst_153 = arith.constant 0.000000e+00 : f64
      memref.store %cst_153, %alloca_114[] : memref<f64>
      %cst_154 = arith.constant 0.000000e+00 : f64
      memref.store %cst_154, %alloca_115[] : memref<f64>
      %c0_i64 = arith.constant 0 : i64
      %c6_i64_155 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg20 = %c0_i64 to %c6_i64_155 step %c1_i64  : i64 {
        %c35_i64_183 = arith.constant 35 : i64
        %288 = arith.muli %arg20, %c35_i64_183 : i64
        %289 = arith.addi %257, %288 : i64
        %290 = llvm.getelementptr %220[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %291 = llvm.load %290 : !llvm.ptr<1> -> f16
        %c6_i64_184 = arith.constant 6 : i64
        %292 = arith.muli %258, %c6_i64_184 : i64
        %293 = arith.addi %arg20, %292 : i64
        %294 = llvm.getelementptr %222[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %295 = llvm.load %294 : !llvm.ptr<1> -> bf16
        %c6_i64_185 = arith.constant 6 : i64
        %296 = arith.muli %260, %c6_i64_185 : i64
        %297 = arith.addi %arg20, %296 : i64
        %298 = llvm.getelementptr %222[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %299 = llvm.load %298 : !llvm.ptr<1> -> bf16
        %c6_i64_186 = arith.constant 6 : i64
        %300 = arith.muli %262, %c6_i64_186 : i64
        %301 = arith.addi %arg20, %300 : i64
        %302 = llvm.getelementptr %222[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %303 = llvm.load %302 : !llvm.ptr<1> -> bf16
        %304 = arith.extf %291 : f16 to f64
        %305 = arith.extf %295 : bf16 to f64
        %306 = memref.load %alloca_113[] : memref<f64>
        %307 = llvm.intr.fma(%304, %305, %306) : (f64, f64, f64) -> f64
        memref.store %307, %alloca_113[] : memref<f64>
        %308 = arith.extf %291 : f16 to f64
        %309 = arith.extf %299 : bf16 to f64
        %310 = memref.load %alloca_114[] : memref<f64>
        %311 = llvm.intr.fma(%308, %309, %310) : (f64, f64, f64) -> f64
        memref.store %311, %alloca_114[] : memref<f64>
        %312 = arith.extf %291 : f16 to f64
        %313 = arith.extf %303 : bf16 to f64
        %314 = memref.load %alloca_115[] : memref<f64>
        %315 = llvm.intr.fma(%312, %313, %314) : (f64, f64, f64) -> f64
        memref.store %315, %alloca_115[] : memref<f64>
      }
      %c35_i64 = arith.constant 35 : i64
      %263 = arith.cmpi slt, %256, %c35_i64 : i64
      scf.if %263 {
        %c35_i64_183 = arith.constant 35 : i64
        %288 = arith.muli %258, %c35_i64_183 : i64
        %289 = arith.addi %256, %288 : i64
        %290 = llvm.getelementptr %224[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %291 = llvm.load %290 : !llvm.ptr<1> -> f64
        %292 = memref.load %alloca_113[] : memref<f64>
        %293 = arith.addf %291, %292 : f64
        %c35_i64_184 = arith.constant 35 : i64
        %294 = arith.muli %258, %c35_i64_184 : i64
        %295 = arith.addi %256, %294 : i64
        %296 = llvm.getelementptr %224[%295] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %293, %296 : f64, !llvm.ptr<1>
        %c35_i64_185 = arith.constant 35 : i64
        %297 = arith.muli %260, %c35_i64_185 : i64
        %298 = arith.addi %256, %297 : i64
        %299 = llvm.getelementptr %224[%298] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %300 = llvm.load %299 : !llvm.ptr<1> -> f64
        %301 = memref.load %alloca_114[] : memref<f64>
        %302 = arith.addf %300, %301 : f64
        %c35_i64_186 = arith.constant 35 : i64
        %303 = arith.muli %260, %c35_i64_186 : i64
        %304 = arith.addi %256, %303 : i64
        %305 = llvm.getelementptr %224[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %302, %305 : f64, !llvm.ptr<1>
        %c35_i64_187 = arith.constant 35 : i64
        %306 = arith.muli %262, %c35_i64_187 : i64
        %307 = arith.addi %256, %306 : i64
        %308 = llvm.getelementptr %224[%307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %309 = llvm.load %308 : !llvm.ptr<1> -> f64
        %310 = memref.load %alloca_115[] : memref<f64>
        %311 = arith.addf %309, %310 : f64
        %c35_i64_188 = arith.constant 35 : i64
        %312 = arith.muli %262, %c35_i64_188 : i64
        %313 = arith.addi %256, %312 : i64
        %314 = llvm.getelementptr %224[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %311, %314 : f64, !llvm.ptr<1>
      }
      %thread_id_x_156 = gpu.thread_id  x
      %264 = arith.index_cast %thread_id_x_156 : index to i64
      %c19_i64 = arith.constant 19 : i64
      %265 = arith.minsi %264, %c19_i64 : i64
      %thread_id_y_157 = gpu.thread_id  y
      %266 = arith.index_cast %thread_id_y_157 : index to i64
      %c9_i64 = arith.constant 9 : i64
      %267 = arith.minsi %266, %c9_i64 : i64
      %thread_id_y_158 = gpu.thread_id  y
      %268 = arith.index_cast %thread_id_y_158 : index to i64
      %c3_i64_159 = arith.constant 3 : i64
      %269 = arith.addi %268, %c3_i64_159 : i64
      %c9_i64_160 = arith.constant 9 : i64
      %270 = arith.minsi %269, %c9_i64_160 : i64
      %thread_id_y_161 = gpu.thread_id  y
      %271 = arith.index_cast %thread_id_y_161 : index to i64
      %c6_i64_162 = arith.constant 6 : i64
      %272 = arith.addi %271, %c6_i64_162 : i64
      %c9_i64_163 = arith.constant 9 : i64
      %273 = arith.minsi %272, %c9_i64_163 : i64
      %thread_id_y_164 = gpu.thread_id  y
      %274 = arith.index_cast %thread_id_y_164 : index to i64
      %c9_i64_165 = arith.constant 9 : i64
      %275 = arith.addi %274, %c9_i64_165 : i64
      %c9_i64_166 = arith.constant 9 : i64
      %276 = arith.minsi %275, %c9_i64_166 : i64
      %cst_167 = arith.constant 0.000000e+00 : f64
      memref.store %cst_167, %alloca_116[] : memref<f64>
      %cst_168 = arith.constant 0.000000e+00 : f64
      memref.store %cst_168, %alloca_117[] : memref<f64>
      %cst_169 = arith.constant 0.000000e+00 : f64
      memref.store %cst_169, %alloca_118[] : memref<f64>
      %cst_170 = arith.constant 0.000000e+00 : f64
      memref.store %cst_170, %alloca_119[] : memref<f64>
      %c0_i64_171 = arith.constant 0 : i64
      %c4_i64_172 = arith.constant 4 : i64
      %c1_i64_173 = arith.constant 1 : i64
      scf.for %arg20 = %c0_i64_171 to %c4_i64_172 step %c1_i64_173  : i64 {
        %c20_i64_183 = arith.constant 20 : i64
        %288 = arith.muli %arg20, %c20_i64_183 : i64
        %289 = arith.addi %265, %288 : i64
        %290 = llvm.getelementptr %226[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %291 = llvm.load %290 : !llvm.ptr<1> -> f32
        %c4_i64_184 = arith.constant 4 : i64
        %292 = arith.muli %267, %c4_i64_184 : i64
        %293 = arith.addi %arg20, %292 : i64
        %294 = llvm.getelementptr %228[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %295 = llvm.load %294 : !llvm.ptr<1> -> f64
        %c4_i64_185 = arith.constant 4 : i64
        %296 = arith.muli %270, %c4_i64_185 : i64
        %297 = arith.addi %arg20, %296 : i64
        %298 = llvm.getelementptr %228[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %299 = llvm.load %298 : !llvm.ptr<1> -> f64
        %c4_i64_186 = arith.constant 4 : i64
        %300 = arith.muli %273, %c4_i64_186 : i64
        %301 = arith.addi %arg20, %300 : i64
        %302 = llvm.getelementptr %228[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %303 = llvm.load %302 : !llvm.ptr<1> -> f64
        %c4_i64_187 = arith.constant 4 : i64
        %304 = arith.muli %276, %c4_i64_187 : i64
        %305 = arith.addi %arg20, %304 : i64
        %306 = llvm.getelementptr %228[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %307 = llvm.load %306 : !llvm.ptr<1> -> f64
        %308 = arith.extf %291 : f32 to f64
        %309 = memref.load %alloca_116[] : memref<f64>
        %310 = llvm.intr.fma(%308, %295, %309) : (f64, f64, f64) -> f64
        memref.store %310, %alloca_116[] : memref<f64>
        %311 = arith.extf %291 : f32 to f64
        %312 = memref.load %alloca_117[] : memref<f64>
        %313 = llvm.intr.fma(%311, %299, %312) : (f64, f64, f64) -> f64
        memref.store %313, %alloca_117[] : memref<f64>
        %314 = arith.extf %291 : f32 to f64
        %315 = memref.load %alloca_118[] : memref<f64>
        %316 = llvm.intr.fma(%314, %303, %315) : (f64, f64, f64) -> f64
        memref.store %316, %alloca_118[] : memref<f64>
        %317 = arith.extf %291 : f32 to f64
        %318 = memref.load %alloca_119[] : memref<f64>
        %319 = llvm.intr.fma(%317, %307, %318) : (f64, f64, f64) -> f64
        memref.store %319, %alloca_119[] : memref<f64>
      }
      %c20_i64 = arith.constant 20 : i64
      %277 = arith.cmpi slt, %264, %c20_i64 : i64
      scf.if %277 {
        %c10_i64 = arith.constant 10 : i64
        %288 = arith.cmpi slt, %266, %c10_i64 : i64
        scf.if %288 {
          %292 = memref.load %alloca_116[] : memref<f64>
          %c20_i64_186 = arith.constant 20 : i64
          %293 = arith.muli %266, %c20_i64_186 : i64
          %294 = arith.addi %264, %293 : i64
          %295 = llvm.getelementptr %230[%294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %292, %295 : f64, !llvm.ptr<1>
        }
        %c10_i64_183 = arith.constant 10 : i64
        %289 = arith.cmpi slt, %269, %c10_i64_183 : i64
        scf.if %289 {
          %292 = memref.load %alloca_117[] : memref<f64>
          %c20_i64_186 = arith.constant 20 : i64
          %293 = arith.muli %269, %c20_i64_186 : i64
          %294 = arith.addi %264, %293 : i64
          %295 = llvm.getelementptr %230[%294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %292, %295 : f64, !llvm.ptr<1>
        }
        %c10_i64_184 = arith.constant 10 : i64
        %290 = arith.cmpi slt, %272, %c10_i64_184 : i64
        scf.if %290 {
          %292 = memref.load %alloca_118[] : memref<f64>
          %c20_i64_186 = arith.constant 20 : i64
          %293 = arith.muli %272, %c20_i64_186 : i64
          %294 = arith.addi %264, %293 : i64
          %295 = llvm.getelementptr %230[%294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %292, %295 : f64, !llvm.ptr<1>
        }
        %c10_i64_185 = arith.constant 10 : i64
        %291 = arith.cmpi slt, %275, %c10_i64_185 : i64
        scf.if %291 {
          %292 = memref.load %alloca_119[] : memref<f64>
          %c20_i64_186 = arith.constant 20 : i64
          %293 = arith.muli %275, %c20_i64_186 : i64
          %294 = arith.addi %264, %293 : i64
          %295 = llvm.getelementptr %230[%294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %292, %295 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_174 = gpu.thread_id  x
      %278 = arith.index_cast %thread_id_x_174 : index to i64
      %c64_i64_175 = arith.constant 64 : i64
      %thread_id_y_176 = gpu.thread_id  y
      %279 = arith.index_cast %thread_id_y_176 : index to i64
      %280 = arith.muli %c64_i64_175, %279 : i64
      %281 = arith.addi %278, %280 : i64
      %c32_i64_177 = arith.constant 32 : i64
      %282 = arith.divsi %281, %c32_i64_177 : i64
      %c32_i64_178 = arith.constant 32 : i64
      %283 = arith.remsi %281, %c32_i64_178 : i64
      %c4_i64_179 = arith.constant 4 : i64
      %284 = arith.divsi %283, %c4_i64_179 : i64
      %c4_i64_180 = arith.constant 4 : i64
      %285 = arith.remsi %283, %c4_i64_180 : i64
      %c16_i64 = arith.constant 16 : i64
      %286 = arith.remsi %233, %c16_i64 : i64
      %287 = arith.subi %233, %286 : i64
      %c3_i64_181 = arith.constant 3 : i64
      %c6_i64_182 = arith.constant 6 : i64
      scf.for %arg20 = %282 to %c3_i64_181 step %c6_i64_182  : i64 {
        %c3_i64_183 = arith.constant 3 : i64
        %288 = arith.remsi %arg20, %c3_i64_183 : i64
        %c3_i64_184 = arith.constant 3 : i64
        %289 = arith.divsi %arg20, %c3_i64_184 : i64
        %c16_i64_185 = arith.constant 16 : i64
        %290 = arith.muli %288, %c16_i64_185 : i64
        %c8_i64 = arith.constant 8 : i64
        %291 = arith.muli %289, %c8_i64 : i64
        %cst_186 = arith.constant 0.000000e+00 : f32
        memref.store %cst_186, %alloca_120[] : memref<f32>
        %cst_187 = arith.constant 0.000000e+00 : f32
        memref.store %cst_187, %alloca_121[] : memref<f32>
        %cst_188 = arith.constant 0.000000e+00 : f32
        memref.store %cst_188, %alloca_122[] : memref<f32>
        %cst_189 = arith.constant 0.000000e+00 : f32
        memref.store %cst_189, %alloca_123[] : memref<f32>
        %292 = arith.addi %290, %284 : i64
        %c32_i64_190 = arith.constant 32 : i64
        %293 = arith.minsi %292, %c32_i64_190 : i64
        %294 = arith.addi %290, %284 : i64
        %c32_i64_191 = arith.constant 32 : i64
        %295 = arith.minsi %294, %c32_i64_191 : i64
        %c8_i64_192 = arith.constant 8 : i64
        %296 = arith.addi %284, %c8_i64_192 : i64
        %297 = arith.addi %290, %296 : i64
        %c32_i64_193 = arith.constant 32 : i64
        %298 = arith.minsi %297, %c32_i64_193 : i64
        %c8_i64_194 = arith.constant 8 : i64
        %299 = arith.addi %284, %c8_i64_194 : i64
        %300 = arith.addi %290, %299 : i64
        %c32_i64_195 = arith.constant 32 : i64
        %301 = arith.minsi %300, %c32_i64_195 : i64
        %302 = arith.addi %290, %284 : i64
        %c32_i64_196 = arith.constant 32 : i64
        %303 = arith.minsi %302, %c32_i64_196 : i64
        %304 = arith.addi %290, %284 : i64
        %c32_i64_197 = arith.constant 32 : i64
        %305 = arith.minsi %304, %c32_i64_197 : i64
        %c8_i64_198 = arith.constant 8 : i64
        %306 = arith.addi %284, %c8_i64_198 : i64
        %307 = arith.addi %290, %306 : i64
        %c32_i64_199 = arith.constant 32 : i64
        %308 = arith.minsi %307, %c32_i64_199 : i64
        %c8_i64_200 = arith.constant 8 : i64
        %309 = arith.addi %284, %c8_i64_200 : i64
        %310 = arith.addi %290, %309 : i64
        %c32_i64_201 = arith.constant 32 : i64
        %311 = arith.minsi %310, %c32_i64_201 : i64
        %312 = arith.addi %291, %284 : i64
        %313 = arith.addi %291, %284 : i64
        %314 = arith.addi %291, %284 : i64
        %315 = arith.addi %291, %284 : i64
        %c0_i64_202 = arith.constant 0 : i64
        %c16_i64_203 = arith.constant 16 : i64
        scf.for %arg21 = %c0_i64_202 to %287 step %c16_i64_203  : i64 {
          %c2_i64_214 = arith.constant 2 : i64
          %337 = arith.muli %285, %c2_i64_214 : i64
          %338 = arith.addi %arg21, %337 : i64
          %c2_i64_215 = arith.constant 2 : i64
          %339 = arith.muli %285, %c2_i64_215 : i64
          %c1_i64_216 = arith.constant 1 : i64
          %340 = arith.addi %339, %c1_i64_216 : i64
          %341 = arith.addi %arg21, %340 : i64
          %c2_i64_217 = arith.constant 2 : i64
          %342 = arith.muli %285, %c2_i64_217 : i64
          %343 = arith.addi %arg21, %342 : i64
          %c2_i64_218 = arith.constant 2 : i64
          %344 = arith.muli %285, %c2_i64_218 : i64
          %c1_i64_219 = arith.constant 1 : i64
          %345 = arith.addi %344, %c1_i64_219 : i64
          %346 = arith.addi %arg21, %345 : i64
          %c2_i64_220 = arith.constant 2 : i64
          %347 = arith.muli %285, %c2_i64_220 : i64
          %c8_i64_221 = arith.constant 8 : i64
          %348 = arith.addi %347, %c8_i64_221 : i64
          %349 = arith.addi %arg21, %348 : i64
          %c2_i64_222 = arith.constant 2 : i64
          %350 = arith.muli %285, %c2_i64_222 : i64
          %c9_i64_223 = arith.constant 9 : i64
          %351 = arith.addi %350, %c9_i64_223 : i64
          %352 = arith.addi %arg21, %351 : i64
          %c2_i64_224 = arith.constant 2 : i64
          %353 = arith.muli %285, %c2_i64_224 : i64
          %c8_i64_225 = arith.constant 8 : i64
          %354 = arith.addi %353, %c8_i64_225 : i64
          %355 = arith.addi %arg21, %354 : i64
          %c2_i64_226 = arith.constant 2 : i64
          %356 = arith.muli %285, %c2_i64_226 : i64
          %c9_i64_227 = arith.constant 9 : i64
          %357 = arith.addi %356, %c9_i64_227 : i64
          %358 = arith.addi %arg21, %357 : i64
          %c2_i64_228 = arith.constant 2 : i64
          %359 = arith.muli %285, %c2_i64_228 : i64
          %360 = arith.addi %arg21, %359 : i64
          %c2_i64_229 = arith.constant 2 : i64
          %361 = arith.muli %285, %c2_i64_229 : i64
          %c1_i64_230 = arith.constant 1 : i64
          %362 = arith.addi %361, %c1_i64_230 : i64
          %363 = arith.addi %arg21, %362 : i64
          %c2_i64_231 = arith.constant 2 : i64
          %364 = arith.muli %285, %c2_i64_231 : i64
          %c8_i64_232 = arith.constant 8 : i64
          %365 = arith.addi %364, %c8_i64_232 : i64
          %366 = arith.addi %arg21, %365 : i64
          %c2_i64_233 = arith.constant 2 : i64
          %367 = arith.muli %285, %c2_i64_233 : i64
          %c9_i64_234 = arith.constant 9 : i64
          %368 = arith.addi %367, %c9_i64_234 : i64
          %369 = arith.addi %arg21, %368 : i64
          %c33_i64_235 = arith.constant 33 : i64
          %370 = arith.muli %338, %c33_i64_235 : i64
          %371 = arith.addi %293, %370 : i64
          %372 = llvm.getelementptr %232[%371] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %373 = llvm.load %372 : !llvm.ptr<1> -> f16
          %c33_i64_236 = arith.constant 33 : i64
          %374 = arith.muli %341, %c33_i64_236 : i64
          %375 = arith.addi %295, %374 : i64
          %376 = llvm.getelementptr %232[%375] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %377 = llvm.load %376 : !llvm.ptr<1> -> f16
          %c33_i64_237 = arith.constant 33 : i64
          %378 = arith.muli %343, %c33_i64_237 : i64
          %379 = arith.addi %298, %378 : i64
          %380 = llvm.getelementptr %232[%379] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %381 = llvm.load %380 : !llvm.ptr<1> -> f16
          %c33_i64_238 = arith.constant 33 : i64
          %382 = arith.muli %346, %c33_i64_238 : i64
          %383 = arith.addi %301, %382 : i64
          %384 = llvm.getelementptr %232[%383] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %385 = llvm.load %384 : !llvm.ptr<1> -> f16
          %c33_i64_239 = arith.constant 33 : i64
          %386 = arith.muli %349, %c33_i64_239 : i64
          %387 = arith.addi %303, %386 : i64
          %388 = llvm.getelementptr %232[%387] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %389 = llvm.load %388 : !llvm.ptr<1> -> f16
          %c33_i64_240 = arith.constant 33 : i64
          %390 = arith.muli %352, %c33_i64_240 : i64
          %391 = arith.addi %305, %390 : i64
          %392 = llvm.getelementptr %232[%391] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %393 = llvm.load %392 : !llvm.ptr<1> -> f16
          %c33_i64_241 = arith.constant 33 : i64
          %394 = arith.muli %355, %c33_i64_241 : i64
          %395 = arith.addi %308, %394 : i64
          %396 = llvm.getelementptr %232[%395] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %397 = llvm.load %396 : !llvm.ptr<1> -> f16
          %c33_i64_242 = arith.constant 33 : i64
          %398 = arith.muli %358, %c33_i64_242 : i64
          %399 = arith.addi %311, %398 : i64
          %400 = llvm.getelementptr %232[%399] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %401 = llvm.load %400 : !llvm.ptr<1> -> f16
          %402 = arith.muli %312, %237 : i64
          %403 = arith.addi %360, %402 : i64
          %404 = llvm.getelementptr %235[%403] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %405 = llvm.load %404 : !llvm.ptr<1> -> f16
          %406 = arith.muli %313, %237 : i64
          %407 = arith.addi %363, %406 : i64
          %408 = llvm.getelementptr %235[%407] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %409 = llvm.load %408 : !llvm.ptr<1> -> f16
          %410 = arith.muli %314, %237 : i64
          %411 = arith.addi %366, %410 : i64
          %412 = llvm.getelementptr %235[%411] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %413 = llvm.load %412 : !llvm.ptr<1> -> f16
          %414 = arith.muli %315, %237 : i64
          %415 = arith.addi %369, %414 : i64
          %416 = llvm.getelementptr %235[%415] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %417 = llvm.load %416 : !llvm.ptr<1> -> f16
          %418 = llvm.mlir.poison : vector<2xf16>
          %c0_i32 = arith.constant 0 : i32
          %419 = llvm.insertelement %373, %418[%c0_i32 : i32] : vector<2xf16>
          %c1_i32 = arith.constant 1 : i32
          %420 = llvm.insertelement %377, %419[%c1_i32 : i32] : vector<2xf16>
          %421 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_243 = arith.constant 0 : i32
          %422 = llvm.insertelement %381, %421[%c0_i32_243 : i32] : vector<2xf16>
          %c1_i32_244 = arith.constant 1 : i32
          %423 = llvm.insertelement %385, %422[%c1_i32_244 : i32] : vector<2xf16>
          %424 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_245 = arith.constant 0 : i32
          %425 = llvm.insertelement %389, %424[%c0_i32_245 : i32] : vector<2xf16>
          %c1_i32_246 = arith.constant 1 : i32
          %426 = llvm.insertelement %393, %425[%c1_i32_246 : i32] : vector<2xf16>
          %427 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_247 = arith.constant 0 : i32
          %428 = llvm.insertelement %397, %427[%c0_i32_247 : i32] : vector<2xf16>
          %c1_i32_248 = arith.constant 1 : i32
          %429 = llvm.insertelement %401, %428[%c1_i32_248 : i32] : vector<2xf16>
          %430 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_249 = arith.constant 0 : i32
          %431 = llvm.insertelement %405, %430[%c0_i32_249 : i32] : vector<2xf16>
          %c1_i32_250 = arith.constant 1 : i32
          %432 = llvm.insertelement %409, %431[%c1_i32_250 : i32] : vector<2xf16>
          %433 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_251 = arith.constant 0 : i32
          %434 = llvm.insertelement %413, %433[%c0_i32_251 : i32] : vector<2xf16>
          %c1_i32_252 = arith.constant 1 : i32
          %435 = llvm.insertelement %417, %434[%c1_i32_252 : i32] : vector<2xf16>
          %436 = memref.load %alloca_120[] : memref<f32>
          %437 = memref.load %alloca_121[] : memref<f32>
          %438 = memref.load %alloca_122[] : memref<f32>
          %439 = memref.load %alloca_123[] : memref<f32>
          %440 = nvvm.mma.sync A[%420, %423, %426, %429]  B[%432, %435]  C[%436, %437, %438, %439]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %441 = llvm.extractvalue %440[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %441, %alloca_120[] : memref<f32>
          %442 = llvm.extractvalue %440[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %442, %alloca_121[] : memref<f32>
          %443 = llvm.extractvalue %440[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %443, %alloca_122[] : memref<f32>
          %444 = llvm.extractvalue %440[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %444, %alloca_123[] : memref<f32>
        }
        %316 = arith.cmpi slt, %287, %233 : i64
        scf.if %316 {
          %c2_i64_214 = arith.constant 2 : i64
          %337 = arith.muli %285, %c2_i64_214 : i64
          %338 = arith.addi %287, %337 : i64
          %c2_i64_215 = arith.constant 2 : i64
          %339 = arith.muli %285, %c2_i64_215 : i64
          %c1_i64_216 = arith.constant 1 : i64
          %340 = arith.addi %339, %c1_i64_216 : i64
          %341 = arith.addi %287, %340 : i64
          %c2_i64_217 = arith.constant 2 : i64
          %342 = arith.muli %285, %c2_i64_217 : i64
          %343 = arith.addi %287, %342 : i64
          %c2_i64_218 = arith.constant 2 : i64
          %344 = arith.muli %285, %c2_i64_218 : i64
          %c1_i64_219 = arith.constant 1 : i64
          %345 = arith.addi %344, %c1_i64_219 : i64
          %346 = arith.addi %287, %345 : i64
          %c2_i64_220 = arith.constant 2 : i64
          %347 = arith.muli %285, %c2_i64_220 : i64
          %c8_i64_221 = arith.constant 8 : i64
          %348 = arith.addi %347, %c8_i64_221 : i64
          %349 = arith.addi %287, %348 : i64
          %c2_i64_222 = arith.constant 2 : i64
          %350 = arith.muli %285, %c2_i64_222 : i64
          %c9_i64_223 = arith.constant 9 : i64
          %351 = arith.addi %350, %c9_i64_223 : i64
          %352 = arith.addi %287, %351 : i64
          %c2_i64_224 = arith.constant 2 : i64
          %353 = arith.muli %285, %c2_i64_224 : i64
          %c8_i64_225 = arith.constant 8 : i64
          %354 = arith.addi %353, %c8_i64_225 : i64
          %355 = arith.addi %287, %354 : i64
          %c2_i64_226 = arith.constant 2 : i64
          %356 = arith.muli %285, %c2_i64_226 : i64
          %c9_i64_227 = arith.constant 9 : i64
          %357 = arith.addi %356, %c9_i64_227 : i64
          %358 = arith.addi %287, %357 : i64
          %c2_i64_228 = arith.constant 2 : i64
          %359 = arith.muli %285, %c2_i64_228 : i64
          %360 = arith.addi %287, %359 : i64
          %c2_i64_229 = arith.constant 2 : i64
          %361 = arith.muli %285, %c2_i64_229 : i64
          %c1_i64_230 = arith.constant 1 : i64
          %362 = arith.addi %361, %c1_i64_230 : i64
          %363 = arith.addi %287, %362 : i64
          %c2_i64_231 = arith.constant 2 : i64
          %364 = arith.muli %285, %c2_i64_231 : i64
          %c8_i64_232 = arith.constant 8 : i64
          %365 = arith.addi %364, %c8_i64_232 : i64
          %366 = arith.addi %287, %365 : i64
          %c2_i64_233 = arith.constant 2 : i64
          %367 = arith.muli %285, %c2_i64_233 : i64
          %c9_i64_234 = arith.constant 9 : i64
          %368 = arith.addi %367, %c9_i64_234 : i64
          %369 = arith.addi %287, %368 : i64
          %c1_i64_235 = arith.constant 1 : i64
          %370 = arith.subi %233, %c1_i64_235 : i64
          %371 = arith.minsi %338, %370 : i64
          %c33_i64_236 = arith.constant 33 : i64
          %372 = arith.muli %371, %c33_i64_236 : i64
          %373 = arith.addi %293, %372 : i64
          %374 = llvm.getelementptr %232[%373] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %375 = llvm.load %374 : !llvm.ptr<1> -> f16
          memref.store %375, %alloca_124[] : memref<f16>
          %376 = arith.cmpi sge, %338, %233 : i64
          scf.if %376 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_124[] : memref<f16>
          }
          %c1_i64_237 = arith.constant 1 : i64
          %377 = arith.subi %233, %c1_i64_237 : i64
          %378 = arith.minsi %341, %377 : i64
          %c33_i64_238 = arith.constant 33 : i64
          %379 = arith.muli %378, %c33_i64_238 : i64
          %380 = arith.addi %295, %379 : i64
          %381 = llvm.getelementptr %232[%380] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %382 = llvm.load %381 : !llvm.ptr<1> -> f16
          memref.store %382, %alloca_125[] : memref<f16>
          %383 = arith.cmpi sge, %341, %233 : i64
          scf.if %383 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_125[] : memref<f16>
          }
          %c1_i64_239 = arith.constant 1 : i64
          %384 = arith.subi %233, %c1_i64_239 : i64
          %385 = arith.minsi %343, %384 : i64
          %c33_i64_240 = arith.constant 33 : i64
          %386 = arith.muli %385, %c33_i64_240 : i64
          %387 = arith.addi %298, %386 : i64
          %388 = llvm.getelementptr %232[%387] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %389 = llvm.load %388 : !llvm.ptr<1> -> f16
          memref.store %389, %alloca_126[] : memref<f16>
          %390 = arith.cmpi sge, %343, %233 : i64
          scf.if %390 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_126[] : memref<f16>
          }
          %c1_i64_241 = arith.constant 1 : i64
          %391 = arith.subi %233, %c1_i64_241 : i64
          %392 = arith.minsi %346, %391 : i64
          %c33_i64_242 = arith.constant 33 : i64
          %393 = arith.muli %392, %c33_i64_242 : i64
          %394 = arith.addi %301, %393 : i64
          %395 = llvm.getelementptr %232[%394] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %396 = llvm.load %395 : !llvm.ptr<1> -> f16
          memref.store %396, %alloca_127[] : memref<f16>
          %397 = arith.cmpi sge, %346, %233 : i64
          scf.if %397 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_127[] : memref<f16>
          }
          %c1_i64_243 = arith.constant 1 : i64
          %398 = arith.subi %233, %c1_i64_243 : i64
          %399 = arith.minsi %349, %398 : i64
          %c33_i64_244 = arith.constant 33 : i64
          %400 = arith.muli %399, %c33_i64_244 : i64
          %401 = arith.addi %303, %400 : i64
          %402 = llvm.getelementptr %232[%401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %403 = llvm.load %402 : !llvm.ptr<1> -> f16
          memref.store %403, %alloca_128[] : memref<f16>
          %404 = arith.cmpi sge, %349, %233 : i64
          scf.if %404 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_128[] : memref<f16>
          }
          %c1_i64_245 = arith.constant 1 : i64
          %405 = arith.subi %233, %c1_i64_245 : i64
          %406 = arith.minsi %352, %405 : i64
          %c33_i64_246 = arith.constant 33 : i64
          %407 = arith.muli %406, %c33_i64_246 : i64
          %408 = arith.addi %305, %407 : i64
          %409 = llvm.getelementptr %232[%408] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %410 = llvm.load %409 : !llvm.ptr<1> -> f16
          memref.store %410, %alloca_129[] : memref<f16>
          %411 = arith.cmpi sge, %352, %233 : i64
          scf.if %411 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_129[] : memref<f16>
          }
          %c1_i64_247 = arith.constant 1 : i64
          %412 = arith.subi %233, %c1_i64_247 : i64
          %413 = arith.minsi %355, %412 : i64
          %c33_i64_248 = arith.constant 33 : i64
          %414 = arith.muli %413, %c33_i64_248 : i64
          %415 = arith.addi %308, %414 : i64
          %416 = llvm.getelementptr %232[%415] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %417 = llvm.load %416 : !llvm.ptr<1> -> f16
          memref.store %417, %alloca_130[] : memref<f16>
          %418 = arith.cmpi sge, %355, %233 : i64
          scf.if %418 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_130[] : memref<f16>
          }
          %c1_i64_249 = arith.constant 1 : i64
          %419 = arith.subi %233, %c1_i64_249 : i64
          %420 = arith.minsi %358, %419 : i64
          %c33_i64_250 = arith.constant 33 : i64
          %421 = arith.muli %420, %c33_i64_250 : i64
          %422 = arith.addi %311, %421 : i64
          %423 = llvm.getelementptr %232[%422] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %424 = llvm.load %423 : !llvm.ptr<1> -> f16
          memref.store %424, %alloca_131[] : memref<f16>
          %425 = arith.cmpi sge, %358, %233 : i64
          scf.if %425 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_131[] : memref<f16>
          }
          %c1_i64_251 = arith.constant 1 : i64
          %426 = arith.subi %233, %c1_i64_251 : i64
          %427 = arith.minsi %360, %426 : i64
          %428 = arith.muli %312, %237 : i64
          %429 = arith.addi %427, %428 : i64
          %430 = llvm.getelementptr %235[%429] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %431 = llvm.load %430 : !llvm.ptr<1> -> f16
          memref.store %431, %alloca_132[] : memref<f16>
          %432 = arith.cmpi sge, %360, %233 : i64
          scf.if %432 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_132[] : memref<f16>
          }
          %c1_i64_252 = arith.constant 1 : i64
          %433 = arith.subi %233, %c1_i64_252 : i64
          %434 = arith.minsi %363, %433 : i64
          %435 = arith.muli %313, %237 : i64
          %436 = arith.addi %434, %435 : i64
          %437 = llvm.getelementptr %235[%436] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %438 = llvm.load %437 : !llvm.ptr<1> -> f16
          memref.store %438, %alloca_133[] : memref<f16>
          %439 = arith.cmpi sge, %363, %233 : i64
          scf.if %439 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_133[] : memref<f16>
          }
          %c1_i64_253 = arith.constant 1 : i64
          %440 = arith.subi %233, %c1_i64_253 : i64
          %441 = arith.minsi %366, %440 : i64
          %442 = arith.muli %314, %237 : i64
          %443 = arith.addi %441, %442 : i64
          %444 = llvm.getelementptr %235[%443] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %445 = llvm.load %444 : !llvm.ptr<1> -> f16
          memref.store %445, %alloca_134[] : memref<f16>
          %446 = arith.cmpi sge, %366, %233 : i64
          scf.if %446 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_134[] : memref<f16>
          }
          %c1_i64_254 = arith.constant 1 : i64
          %447 = arith.subi %233, %c1_i64_254 : i64
          %448 = arith.minsi %369, %447 : i64
          %449 = arith.muli %315, %237 : i64
          %450 = arith.addi %448, %449 : i64
          %451 = llvm.getelementptr %235[%450] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %452 = llvm.load %451 : !llvm.ptr<1> -> f16
          memref.store %452, %alloca_135[] : memref<f16>
          %453 = arith.cmpi sge, %369, %233 : i64
          scf.if %453 {
            %cst_265 = arith.constant 0.000000e+00 : f16
            memref.store %cst_265, %alloca_135[] : memref<f16>
          }
          %454 = memref.load %alloca_124[] : memref<f16>
          %455 = memref.load %alloca_125[] : memref<f16>
          %456 = memref.load %alloca_126[] : memref<f16>
          %457 = memref.load %alloca_127[] : memref<f16>
          %458 = memref.load %alloca_128[] : memref<f16>
          %459 = memref.load %alloca_129[] : memref<f16>
          %460 = memref.load %alloca_130[] : memref<f16>
          %461 = memref.load %alloca_131[] : memref<f16>
          %462 = llvm.mlir.poison : vector<2xf16>
          %c0_i32 = arith.constant 0 : i32
          %463 = llvm.insertelement %454, %462[%c0_i32 : i32] : vector<2xf16>
          %c1_i32 = arith.constant 1 : i32
          %464 = llvm.insertelement %455, %463[%c1_i32 : i32] : vector<2xf16>
          %465 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_255 = arith.constant 0 : i32
          %466 = llvm.insertelement %456, %465[%c0_i32_255 : i32] : vector<2xf16>
          %c1_i32_256 = arith.constant 1 : i32
          %467 = llvm.insertelement %457, %466[%c1_i32_256 : i32] : vector<2xf16>
          %468 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_257 = arith.constant 0 : i32
          %469 = llvm.insertelement %458, %468[%c0_i32_257 : i32] : vector<2xf16>
          %c1_i32_258 = arith.constant 1 : i32
          %470 = llvm.insertelement %459, %469[%c1_i32_258 : i32] : vector<2xf16>
          %471 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_259 = arith.constant 0 : i32
          %472 = llvm.insertelement %460, %471[%c0_i32_259 : i32] : vector<2xf16>
          %c1_i32_260 = arith.constant 1 : i32
          %473 = llvm.insertelement %461, %472[%c1_i32_260 : i32] : vector<2xf16>
          %474 = memref.load %alloca_132[] : memref<f16>
          %475 = memref.load %alloca_133[] : memref<f16>
          %476 = memref.load %alloca_134[] : memref<f16>
          %477 = memref.load %alloca_135[] : memref<f16>
          %478 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_261 = arith.constant 0 : i32
          %479 = llvm.insertelement %474, %478[%c0_i32_261 : i32] : vector<2xf16>
          %c1_i32_262 = arith.constant 1 : i32
          %480 = llvm.insertelement %475, %479[%c1_i32_262 : i32] : vector<2xf16>
          %481 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_263 = arith.constant 0 : i32
          %482 = llvm.insertelement %476, %481[%c0_i32_263 : i32] : vector<2xf16>
          %c1_i32_264 = arith.constant 1 : i32
          %483 = llvm.insertelement %477, %482[%c1_i32_264 : i32] : vector<2xf16>
          %484 = memref.load %alloca_120[] : memref<f32>
          %485 = memref.load %alloca_121[] : memref<f32>
          %486 = memref.load %alloca_122[] : memref<f32>
          %487 = memref.load %alloca_123[] : memref<f32>
          %488 = nvvm.mma.sync A[%464, %467, %470, %473]  B[%480, %483]  C[%484, %485, %486, %487]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %489 = llvm.extractvalue %488[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %489, %alloca_120[] : memref<f32>
          %490 = llvm.extractvalue %488[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %490, %alloca_121[] : memref<f32>
          %491 = llvm.extractvalue %488[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %491, %alloca_122[] : memref<f32>
          %492 = llvm.extractvalue %488[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %492, %alloca_123[] : memref<f32>
        }
        %317 = arith.addi %290, %284 : i64
        %c2_i64 = arith.constant 2 : i64
        %318 = arith.muli %285, %c2_i64 : i64
        %319 = arith.addi %291, %318 : i64
        %c33_i64 = arith.constant 33 : i64
        %320 = arith.cmpi slt, %317, %c33_i64 : i64
        scf.if %320 {
          %337 = memref.load %alloca_120[] : memref<f32>
          %c33_i64_214 = arith.constant 33 : i64
          %338 = arith.muli %319, %c33_i64_214 : i64
          %339 = arith.addi %317, %338 : i64
          %340 = llvm.getelementptr %239[%339] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %337, %340 : f32, !llvm.ptr<1>
        }
        %321 = arith.addi %290, %284 : i64
        %c2_i64_204 = arith.constant 2 : i64
        %322 = arith.muli %285, %c2_i64_204 : i64
        %c1_i64_205 = arith.constant 1 : i64
        %323 = arith.addi %322, %c1_i64_205 : i64
        %324 = arith.addi %291, %323 : i64
        %c33_i64_206 = arith.constant 33 : i64
        %325 = arith.cmpi slt, %321, %c33_i64_206 : i64
        scf.if %325 {
          %337 = memref.load %alloca_121[] : memref<f32>
          %c33_i64_214 = arith.constant 33 : i64
          %338 = arith.muli %324, %c33_i64_214 : i64
          %339 = arith.addi %321, %338 : i64
          %340 = llvm.getelementptr %239[%339] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %337, %340 : f32, !llvm.ptr<1>
        }
        %c8_i64_207 = arith.constant 8 : i64
        %326 = arith.addi %284, %c8_i64_207 : i64
        %327 = arith.addi %290, %326 : i64
        %c2_i64_208 = arith.constant 2 : i64
        %328 = arith.muli %285, %c2_i64_208 : i64
        %329 = arith.addi %291, %328 : i64
        %c33_i64_209 = arith.constant 33 : i64
        %330 = arith.cmpi slt, %327, %c33_i64_209 : i64
        scf.if %330 {
          %337 = memref.load %alloca_122[] : memref<f32>
          %c33_i64_214 = arith.constant 33 : i64
          %338 = arith.muli %329, %c33_i64_214 : i64
          %339 = arith.addi %327, %338 : i64
          %340 = llvm.getelementptr %239[%339] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %337, %340 : f32, !llvm.ptr<1>
        }
        %c8_i64_210 = arith.constant 8 : i64
        %331 = arith.addi %284, %c8_i64_210 : i64
        %332 = arith.addi %290, %331 : i64
        %c2_i64_211 = arith.constant 2 : i64
        %333 = arith.muli %285, %c2_i64_211 : i64
        %c1_i64_212 = arith.constant 1 : i64
        %334 = arith.addi %333, %c1_i64_212 : i64
        %335 = arith.addi %291, %334 : i64
        %c33_i64_213 = arith.constant 33 : i64
        %336 = arith.cmpi slt, %332, %c33_i64_213 : i64
        scf.if %336 {
          %337 = memref.load %alloca_123[] : memref<f32>
          %c33_i64_214 = arith.constant 33 : i64
          %338 = arith.muli %335, %c33_i64_214 : i64
          %339 = arith.addi %332, %338 : i64
          %340 = llvm.getelementptr %239[%339] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %337, %340 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
