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
      %alloca_77 = memref.alloca() : memref<f32>
      %alloca_78 = memref.alloca() : memref<f32>
      %alloca_79 = memref.alloca() : memref<f64>
      %alloca_80 = memref.alloca() : memref<f64>
      %alloca_81 = memref.alloca() : memref<f64>
      %alloca_82 = memref.alloca() : memref<f64>
      %alloca_83 = memref.alloca() : memref<f64>
      %alloca_84 = memref.alloca() : memref<f64>
      %alloca_85 = memref.alloca() : memref<f64>
      %alloca_86 = memref.alloca() : memref<f32>
      %alloca_87 = memref.alloca() : memref<f32>
      %alloca_88 = memref.alloca() : memref<f32>
      %thread_id_x = gpu.thread_id  x
      %240 = arith.index_cast %thread_id_x : index to i64
      %c71_i64 = arith.constant 71 : i64
      %241 = arith.minsi %240, %c71_i64 : i64
      %thread_id_x_89 = gpu.thread_id  x
      %242 = arith.index_cast %thread_id_x_89 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %243 = arith.addi %242, %c64_i64 : i64
      %c71_i64_90 = arith.constant 71 : i64
      %244 = arith.minsi %243, %c71_i64_90 : i64
      %thread_id_y = gpu.thread_id  y
      %245 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_91 = gpu.thread_id  y
      %246 = arith.index_cast %thread_id_y_91 : index to i64
      %c3_i64 = arith.constant 3 : i64
      %247 = arith.addi %246, %c3_i64 : i64
      %thread_id_y_92 = gpu.thread_id  y
      %248 = arith.index_cast %thread_id_y_92 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %249 = arith.addi %248, %c6_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_93 = arith.constant 0.000000e+00 : f32
      memref.store %cst_93, %alloca_70[] : memref<f32>
      %cst_94 = arith.constant 0.000000e+00 : f32
      memref.store %cst_94, %alloca_71[] : memref<f32>
      %cst_95 = arith.constant 0.000000e+00 : f32
      memref.store %cst_95, %alloca_72[] : memref<f32>
      %cst_96 = arith.constant 0.000000e+00 : f32
      memref.store %cst_96, %alloca_73[] : memref<f32>
      %cst_97 = arith.constant 0.000000e+00 : f32
      memref.store %cst_97, %alloca_74[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg20 = %c0_i64 to %c7_i64 step %c1_i64  : i64 {
        %c72_i64_156 = arith.constant 72 : i64
        %295 = arith.muli %arg20, %c72_i64_156 : i64
        %296 = arith.addi %241, %295 : i64
        %297 = llvm.getelementptr %208[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %298 = llvm.load %297 : !llvm.ptr<1> -> f16
        %c72_i64_157 = arith.constant 72 : i64
        %299 = arith.muli %arg20, %c72_i64_157 : i64
        %300 = arith.addi %244, %299 : i64
        %301 = llvm.getelementptr %208[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %302 = llvm.load %301 : !llvm.ptr<1> -> f16
        %c7_i64_158 = arith.constant 7 : i64
        %303 = arith.muli %245, %c7_i64_158 : i64
        %304 = arith.addi %arg20, %303 : i64
        %305 = llvm.getelementptr %210[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %306 = llvm.load %305 : !llvm.ptr<1> -> f16
        %c7_i64_159 = arith.constant 7 : i64
        %307 = arith.muli %247, %c7_i64_159 : i64
        %308 = arith.addi %arg20, %307 : i64
        %309 = llvm.getelementptr %210[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %310 = llvm.load %309 : !llvm.ptr<1> -> f16
        %c7_i64_160 = arith.constant 7 : i64
        %311 = arith.muli %249, %c7_i64_160 : i64
        %312 = arith.addi %arg20, %311 : i64
        %313 = llvm.getelementptr %210[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %314 = llvm.load %313 : !llvm.ptr<1> -> f16
        %315 = memref.load %alloca[] : memref<f32>
        %316 = arith.extf %298 : f16 to f32
        %317 = arith.extf %306 : f16 to f32
        %318 = arith.mulf %316, %317 : f32
        %319 = arith.addf %315, %318 : f32
        memref.store %319, %alloca[] : memref<f32>
        %320 = memref.load %alloca_70[] : memref<f32>
        %321 = arith.extf %298 : f16 to f32
        %322 = arith.extf %310 : f16 to f32
        %323 = arith.mulf %321, %322 : f32
        %324 = arith.addf %320, %323 : f32
        memref.store %324, %alloca_70[] : memref<f32>
        %325 = memref.load %alloca_71[] : memref<f32>
        %326 = arith.extf %298 : f16 to f32
        %327 = arith.extf %314 : f16 to f32
        %328 = arith.mulf %326, %327 : f32
        %329 = arith.addf %325, %328 : f32
        memref.store %329, %alloca_71[] : memref<f32>
        %330 = memref.load %alloca_72[] : memref<f32>
        %331 = arith.extf %302 : f16 to f32
        %332 = arith.extf %306 : f16 to f32
        %333 = arith.mulf %331, %332 : f32
        %334 = arith.addf %330, %333 : f32
        memref.store %334, %alloca_72[] : memref<f32>
        %335 = memref.load %alloca_73[] : memref<f32>
        %336 = arith.extf %302 : f16 to f32
        %337 = arith.extf %310 : f16 to f32
        %338 = arith.mulf %336, %337 : f32
        %339 = arith.addf %335, %338 : f32
        memref.store %339, %alloca_73[] : memref<f32>
        %340 = memref.load %alloca_74[] : memref<f32>
        %341 = arith.extf %302 : f16 to f32
        %342 = arith.extf %314 : f16 to f32
        %343 = arith.mulf %341, %342 : f32
        %344 = arith.addf %340, %343 : f32
        memref.store %344, %alloca_74[] : memref<f32>
      }
      %c72_i64 = arith.constant 72 : i64
      %250 = arith.cmpi slt, %240, %c72_i64 : i64
      scf.if %250 {
        %295 = memref.load %alloca[] : memref<f32>
        %296 = arith.mulf %arg0, %295 : f32
        %c72_i64_156 = arith.constant 72 : i64
        %297 = arith.muli %245, %c72_i64_156 : i64
        %298 = arith.addi %240, %297 : i64
        %299 = llvm.getelementptr %212[%298] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %300 = llvm.load %299 : !llvm.ptr<1> -> f32
        %301 = arith.mulf %arg1, %300 : f32
        %302 = arith.addf %296, %301 : f32
        %c72_i64_157 = arith.constant 72 : i64
        %303 = arith.muli %245, %c72_i64_157 : i64
        %304 = arith.addi %240, %303 : i64
        %305 = llvm.getelementptr %212[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %302, %305 : f32, !llvm.ptr<1>
        %306 = memref.load %alloca_70[] : memref<f32>
        %307 = arith.mulf %arg0, %306 : f32
        %c72_i64_158 = arith.constant 72 : i64
        %308 = arith.muli %247, %c72_i64_158 : i64
        %309 = arith.addi %240, %308 : i64
        %310 = llvm.getelementptr %212[%309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %311 = llvm.load %310 : !llvm.ptr<1> -> f32
        %312 = arith.mulf %arg1, %311 : f32
        %313 = arith.addf %307, %312 : f32
        %c72_i64_159 = arith.constant 72 : i64
        %314 = arith.muli %247, %c72_i64_159 : i64
        %315 = arith.addi %240, %314 : i64
        %316 = llvm.getelementptr %212[%315] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %313, %316 : f32, !llvm.ptr<1>
        %317 = memref.load %alloca_71[] : memref<f32>
        %318 = arith.mulf %arg0, %317 : f32
        %c72_i64_160 = arith.constant 72 : i64
        %319 = arith.muli %249, %c72_i64_160 : i64
        %320 = arith.addi %240, %319 : i64
        %321 = llvm.getelementptr %212[%320] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %322 = llvm.load %321 : !llvm.ptr<1> -> f32
        %323 = arith.mulf %arg1, %322 : f32
        %324 = arith.addf %318, %323 : f32
        %c72_i64_161 = arith.constant 72 : i64
        %325 = arith.muli %249, %c72_i64_161 : i64
        %326 = arith.addi %240, %325 : i64
        %327 = llvm.getelementptr %212[%326] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %324, %327 : f32, !llvm.ptr<1>
      }
      %c72_i64_98 = arith.constant 72 : i64
      %251 = arith.cmpi slt, %243, %c72_i64_98 : i64
      scf.if %251 {
        %295 = memref.load %alloca_72[] : memref<f32>
        %296 = arith.mulf %arg0, %295 : f32
        %c72_i64_156 = arith.constant 72 : i64
        %297 = arith.muli %245, %c72_i64_156 : i64
        %298 = arith.addi %243, %297 : i64
        %299 = llvm.getelementptr %212[%298] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %300 = llvm.load %299 : !llvm.ptr<1> -> f32
        %301 = arith.mulf %arg1, %300 : f32
        %302 = arith.addf %296, %301 : f32
        %c72_i64_157 = arith.constant 72 : i64
        %303 = arith.muli %245, %c72_i64_157 : i64
        %304 = arith.addi %243, %303 : i64
        %305 = llvm.getelementptr %212[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %302, %305 : f32, !llvm.ptr<1>
        %306 = memref.load %alloca_73[] : memref<f32>
        %307 = arith.mulf %arg0, %306 : f32
        %c72_i64_158 = arith.constant 72 : i64
        %308 = arith.muli %247, %c72_i64_158 : i64
        %309 = arith.addi %243, %308 : i64
        %310 = llvm.getelementptr %212[%309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %311 = llvm.load %310 : !llvm.ptr<1> -> f32
        %312 = arith.mulf %arg1, %311 : f32
        %313 = arith.addf %307, %312 : f32
        %c72_i64_159 = arith.constant 72 : i64
        %314 = arith.muli %247, %c72_i64_159 : i64
        %315 = arith.addi %243, %314 : i64
        %316 = llvm.getelementptr %212[%315] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %313, %316 : f32, !llvm.ptr<1>
        %317 = memref.load %alloca_74[] : memref<f32>
        %318 = arith.mulf %arg0, %317 : f32
        %c72_i64_160 = arith.constant 72 : i64
        %319 = arith.muli %249, %c72_i64_160 : i64
        %320 = arith.addi %243, %319 : i64
        %321 = llvm.getelementptr %212[%320] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %322 = llvm.load %321 : !llvm.ptr<1> -> f32
        %323 = arith.mulf %arg1, %322 : f32
        %324 = arith.addf %318, %323 : f32
        %c72_i64_161 = arith.constant 72 : i64
        %325 = arith.muli %249, %c72_i64_161 : i64
        %326 = arith.addi %243, %325 : i64
        %327 = llvm.getelementptr %212[%326] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %324, %327 : f32, !llvm.ptr<1>
      }
      %thread_id_x_99 = gpu.thread_id  x
      %252 = arith.index_cast %thread_id_x_99 : index to i64
      %c42_i64 = arith.constant 42 : i64
      %253 = arith.minsi %252, %c42_i64 : i64
      %thread_id_y_100 = gpu.thread_id  y
      %254 = arith.index_cast %thread_id_y_100 : index to i64
      %thread_id_y_101 = gpu.thread_id  y
      %255 = arith.index_cast %thread_id_y_101 : index to i64
      %c3_i64_102 = arith.constant 3 : i64
      %256 = arith.addi %255, %c3_i64_102 : i64
      %thread_id_y_103 = gpu.thread_id  y
      %257 = arith.index_cast %thread_id_y_103 : index to i64
      %c6_i64_104 = arith.constant 6 : i64
      %258 = arith.addi %257, %c6_i64_104 : i64
      %thread_id_y_105 = gpu.thread_id  y
      %259 = arith.index_cast %thread_id_y_105 : index to i64
      %c9_i64 = arith.constant 9 : i64
      %260 = arith.addi %259, %c9_i64 : i64
      %cst_106 = arith.constant 0.000000e+00 : f32
      memref.store %cst_106, %alloca_75[] : memref<f32>
      %cst_107 = arith.constant 0.000000e+00 : f32
      memref.store %cst_107, %alloca_76[] : memref<f32>
      %cst_108 = arith.constant 0.000000e+00 : f32
      memref.store %cst_108, %alloca_77[] : memref<f32>
      %cst_109 = arith.constant 0.000000e+00 : f32
      memref.store %cst_109, %alloca_78[] : memref<f32>
      %c0_i64_110 = arith.constant 0 : i64
      %c5_i64 = arith.constant 5 : i64
      %c1_i64_111 = arith.constant 1 : i64
      scf.for %arg20 = %c0_i64_110 to %c5_i64 step %c1_i64_111  : i64 {
        %c43_i64_156 = arith.constant 43 : i64
        %295 = arith.muli %arg20, %c43_i64_156 : i64
        %296 = arith.addi %253, %295 : i64
        %297 = llvm.getelementptr %214[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %298 = llvm.load %297 : !llvm.ptr<1> -> bf16
        %c12_i64 = arith.constant 12 : i64
        %299 = arith.muli %arg20, %c12_i64 : i64
        %300 = arith.addi %254, %299 : i64
        %301 = llvm.getelementptr %216[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %302 = llvm.load %301 : !llvm.ptr<1> -> bf16
        %c12_i64_157 = arith.constant 12 : i64
        %303 = arith.muli %arg20, %c12_i64_157 : i64
        %304 = arith.addi %256, %303 : i64
        %305 = llvm.getelementptr %216[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %306 = llvm.load %305 : !llvm.ptr<1> -> bf16
        %c12_i64_158 = arith.constant 12 : i64
        %307 = arith.muli %arg20, %c12_i64_158 : i64
        %308 = arith.addi %258, %307 : i64
        %309 = llvm.getelementptr %216[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %310 = llvm.load %309 : !llvm.ptr<1> -> bf16
        %c12_i64_159 = arith.constant 12 : i64
        %311 = arith.muli %arg20, %c12_i64_159 : i64
        %312 = arith.addi %260, %311 : i64
        %313 = llvm.getelementptr %216[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %314 = llvm.load %313 : !llvm.ptr<1> -> bf16
        %315 = memref.load %alloca_75[] : memref<f32>
        %316 = arith.extf %298 : bf16 to f32
        %317 = arith.extf %302 : bf16 to f32
        %318 = arith.mulf %316, %317 : f32
        %319 = arith.addf %315, %318 : f32
        memref.store %319, %alloca_75[] : memref<f32>
        %320 = memref.load %alloca_76[] : memref<f32>
        %321 = arith.extf %298 : bf16 to f32
        %322 = arith.extf %306 : bf16 to f32
        %323 = arith.mulf %321, %322 : f32
        %324 = arith.addf %320, %323 : f32
        memref.store %324, %alloca_76[] : memref<f32>
        %325 = memref.load %alloca_77[] : memref<f32>
        %326 = arith.extf %298 : bf16 to f32
        %327 = arith.extf %310 : bf16 to f32
        %328 = arith.mulf %326, %327 : f32
        %329 = arith.addf %325, %328 : f32
        memref.store %329, %alloca_77[] : memref<f32>
        %330 = memref.load %alloca_78[] : memref<f32>
        %331 = arith.extf %298 : bf16 to f32
        %332 = arith.extf %314 : bf16 to f32
        %333 = arith.mulf %331, %332 : f32
        %334 = arith.addf %330, %333 : f32
        memref.store %334, %alloca_78[] : memref<f32>
      }
      %c43_i64 = arith.constant 43 : i64
      %261 = arith.cmpi slt, %252, %c43_i64 : i64
      scf.if %261 {
        %295 = memref.load %alloca_75[] : memref<f32>
        %c43_i64_156 = arith.constant 43 : i64
        %296 = arith.muli %254, %c43_i64_156 : i64
        %297 = arith.addi %252, %296 : i64
        %298 = llvm.getelementptr %218[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %295, %298 : f32, !llvm.ptr<1>
        %299 = memref.load %alloca_76[] : memref<f32>
        %c43_i64_157 = arith.constant 43 : i64
        %300 = arith.muli %256, %c43_i64_157 : i64
        %301 = arith.addi %252, %300 : i64
        %302 = llvm.getelementptr %218[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %299, %302 : f32, !llvm.ptr<1>
        %303 = memref.load %alloca_77[] : memref<f32>
        %c43_i64_158 = arith.constant 43 : i64
        %304 = arith.muli %258, %c43_i64_158 : i64
        %305 = arith.addi %252, %304 : i64
        %306 = llvm.getelementptr %218[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %303, %306 : f32, !llvm.ptr<1>
        %307 = memref.load %alloca_78[] : memref<f32>
        %c43_i64_159 = arith.constant 43 : i64
        %308 = arith.muli %260, %c43_i64_159 : i64
        %309 = arith.addi %252, %308 : i64
        %310 = llvm.getelementptr %218[%309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %307, %310 : f32, !llvm.ptr<1>
      }
      %thread_id_x_112 = gpu.thread_id  x
      %262 = arith.index_cast %thread_id_x_112 : index to i64
      %c34_i64 = arith.constant 34 : i64
      %263 = arith.minsi %262, %c34_i64 : i64
      %thread_id_y_113 = gpu.thread_id  y
      %264 = arith.index_cast %thread_id_y_113 : index to i64
      %thread_id_y_114 = gpu.thread_id  y
      %265 = arith.index_cast %thread_id_y_114 : index to i64
      %c3_i64_115 = arith.constant 3 : i64
      %266 = arith.addi %265, %c3_i64_115 : i64
      %thread_id_y_116 = gpu.thread_id  y
      %267 = arith.index_cast %thread_id_y_116 : index to i64
      %c6_i64_117 = arith.constant 6 : i64
      %268 = arith.addi %267, %c6_i64_117 : i64
      %cst_118 = arith.constant 0.000000e+00 : f64
      memref.store %cst_118, %alloca_79[] : memref<f64>
      %cst_119 = arith.constant 0.000000e+00 : f64
      memref.store %cst_119, %alloca_80[] : memref<f64>
      %cst_120 = arith.constant 0.000000e+00 : f64
      memref.store %cst_120, %alloca_81[] : memref<f64>
      %c0_i64_121 = arith.constant 0 : i64
      %c6_i64_122 = arith.constant 6 : i64
      %c1_i64_123 = arith.constant 1 : i64
      scf.for %arg20 = %c0_i64_121 to %c6_i64_122 step %c1_i64_123  : i64 {
        %c35_i64_156 = arith.constant 35 : i64
        %295 = arith.muli %arg20, %c35_i64_156 : i64
        %296 = arith.addi %263, %295 : i64
        %297 = llvm.getelementptr %220[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %298 = llvm.load %297 : !llvm.ptr<1> -> f16
        %c6_i64_157 = arith.constant 6 : i64
        %299 = arith.muli %264, %c6_i64_157 : i64
        %300 = arith.addi %arg20, %299 : i64
        %301 = llvm.getelementptr %222[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %302 = llvm.load %301 : !llvm.ptr<1> -> bf16
        %c6_i64_158 = arith.constant 6 : i64
        %303 = arith.muli %266, %c6_i64_158 : i64
        %304 = arith.addi %arg20, %303 : i64
        %305 = llvm.getelementptr %222[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %306 = llvm.load %305 : !llvm.ptr<1> -> bf16
        %c6_i64_159 = arith.constant 6 : i64
        %307 = arith.muli %268, %c6_i64_159 : i64
        %308 = arith.addi %arg20, %307 : i64
        %309 = llvm.getelementptr %222[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %310 = llvm.load %309 : !llvm.ptr<1> -> bf16
        %311 = memref.load %alloca_79[] : memref<f64>
        %312 = arith.extf %298 : f16 to f64
        %313 = arith.extf %302 : bf16 to f64
        %314 = arith.mulf %312, %313 : f64
        %315 = arith.addf %311, %314 : f64
        memref.store %315, %alloca_79[] : memref<f64>
        %316 = memref.load %alloca_80[] : memref<f64>
        %317 = arith.extf %298 : f16 to f64
        %318 = arith.extf %306 : bf16 to f64
        %319 = arith.mulf %317, %318 : f64
        %320 = arith.addf %316, %319 : f64
        memref.store %320, %alloca_80[] : memref<f64>
        %321 = memref.load %alloca_81[] : memref<f64>
        %322 = arith.extf %298 : f16 to f64
        %323 = arith.extf %310 : bf16 to f64
        %324 = arith.mulf %322, %323 : f64
        %325 = arith.addf %321, %324 : f64
        memref.store %325, %alloca_81[] : memref<f64>
      }
      %c35_i64 = arith.constant 35 : i64
      %269 = arith.cmpi slt, %262, %c35_i64 : i64
      scf.if %269 {
        %c35_i64_156 = arith.constant 35 : i64
        %295 = arith.muli %264, %c35_i64_156 : i64
        %296 = arith.addi %262, %295 : i64
        %297 = llvm.getelementptr %224[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %298 = llvm.load %297 : !llvm.ptr<1> -> f64
        %299 = memref.load %alloca_79[] : memref<f64>
        %300 = arith.addf %298, %299 : f64
        %c35_i64_157 = arith.constant 35 : i64
        %301 = arith.muli %264, %c35_i64_157 : i64
        %302 = arith.addi %262, %301 : i64
        %303 = llvm.getelementptr %224[%302] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %300, %303 : f64, !llvm.ptr<1>
        %c35_i64_158 = arith.constant 35 : i64
        %304 = arith.muli %266, %c35_i64_158 : i64
        %305 = arith.addi %262, %304 : i64
        %306 = llvm.getelementptr %224[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %307 = llvm.load %306 : !llvm.ptr<1> -> f64
        %308 = memref.load %alloca_80[] : memref<f64>
        %309 = arith.addf %307, %308 : f64
        %c35_i64_159 = arith.constant 35 : i64
        %310 = arith.muli %266, %c35_i64_159 : i64
        %311 = arith.addi %262, %310 : i64
        %312 = llvm.getelementptr %224[%311] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %309, %312 : f64, !llvm.ptr<1>
        %c35_i64_160 = arith.constant 35 : i64
        %313 = arith.muli %268, %c35_i64_160 : i64
        %314 = arith.addi %262, %313 : i64
        %315 = llvm.getelementptr %224[%314] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %316 = llvm.load %315 : !llvm.ptr<1> -> f64
        %317 = memref.load %alloca_81[] : memref<f64>
        %318 = arith.addf %316, %317 : f64
        %c35_i64_161 = arith.constant 35 : i64
        %319 = arith.muli %268, %c35_i64_161 : i64
        %320 = arith.addi %262, %319 : i64
        %321 = llvm.getelementptr %224[%320] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %318, %321 : f64, !llvm.ptr<1>
      }
      %thread_id_x_124 = gpu.thread_id  x
      %270 = arith.index_cast %thread_id_x_124 : index to i64
      %c19_i64 = arith.constant 19 : i64
      %271 = arith.minsi %270, %c19_i64 : i64
      %thread_id_y_125 = gpu.thread_id  y
      %272 = arith.index_cast %thread_id_y_125 : index to i64
      %c9_i64_126 = arith.constant 9 : i64
      %273 = arith.minsi %272, %c9_i64_126 : i64
      %thread_id_y_127 = gpu.thread_id  y
      %274 = arith.index_cast %thread_id_y_127 : index to i64
      %c3_i64_128 = arith.constant 3 : i64
      %275 = arith.addi %274, %c3_i64_128 : i64
      %c9_i64_129 = arith.constant 9 : i64
      %276 = arith.minsi %275, %c9_i64_129 : i64
      %thread_id_y_130 = gpu.thread_id  y
      %277 = arith.index_cast %thread_id_y_130 : index to i64
      %c6_i64_131 = arith.constant 6 : i64
      %278 = arith.addi %277, %c6_i64_131 : i64
      %c9_i64_132 = arith.constant 9 : i64
      %279 = arith.minsi %278, %c9_i64_132 : i64
      %thread_id_y_133 = gpu.thread_id  y
      %280 = arith.index_cast %thread_id_y_133 : index to i64
      %c9_i64_134 = arith.constant 9 : i64
      %281 = arith.addi %280, %c9_i64_134 : i64
      %c9_i64_135 = arith.constant 9 : i64
      %282 = arith.minsi %281, %c9_i64_135 : i64
      %cst_136 = arith.constant 0.000000e+00 : f64
      memref.store %cst_136, %alloca_82[] : memref<f64>
      %cst_137 = arith.constant 0.000000e+00 : f64
      memref.store %cst_137, %alloca_83[] : memref<f64>
      %cst_138 = arith.constant 0.000000e+00 : f64
      memref.store %cst_138, %alloca_84[] : memref<f64>
      %cst_139 = arith.constant 0.000000e+00 : f64
      memref.store %cst_139, %alloca_85[] : memref<f64>
      %c0_i64_140 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      %c1_i64_141 = arith.constant 1 : i64
      scf.for %arg20 = %c0_i64_140 to %c4_i64 step %c1_i64_141  : i64 {
        %c20_i64_156 = arith.constant 20 : i64
        %295 = arith.muli %arg20, %c20_i64_156 : i64
        %296 = arith.addi %271, %295 : i64
        %297 = llvm.getelementptr %226[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %298 = llvm.load %297 : !llvm.ptr<1> -> f32
        %c4_i64_157 = arith.constant 4 : i64
        %299 = arith.muli %273, %c4_i64_157 : i64
        %300 = arith.addi %arg20, %299 : i64
        %301 = llvm.getelementptr %228[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %302 = llvm.load %301 : !llvm.ptr<1> -> f64
        %c4_i64_158 = arith.constant 4 : i64
        %303 = arith.muli %276, %c4_i64_158 : i64
        %304 = arith.addi %arg20, %303 : i64
        %305 = llvm.getelementptr %228[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %306 = llvm.load %305 : !llvm.ptr<1> -> f64
        %c4_i64_159 = arith.constant 4 : i64
        %307 = arith.muli %279, %c4_i64_159 : i64
        %308 = arith.addi %arg20, %307 : i64
        %309 = llvm.getelementptr %228[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %310 = llvm.load %309 : !llvm.ptr<1> -> f64
        %c4_i64_160 = arith.constant 4 : i64
        %311 = arith.muli %282, %c4_i64_160 : i64
        %312 = arith.addi %arg20, %311 : i64
        %313 = llvm.getelementptr %228[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %314 = llvm.load %313 : !llvm.ptr<1> -> f64
        %315 = memref.load %alloca_82[] : memref<f64>
        %316 = arith.extf %298 : f32 to f64
        %317 = arith.mulf %316, %302 : f64
        %318 = arith.addf %315, %317 : f64
        memref.store %318, %alloca_82[] : memref<f64>
        %319 = memref.load %alloca_83[] : memref<f64>
        %320 = arith.extf %298 : f32 to f64
        %321 = arith.mulf %320, %306 : f64
        %322 = arith.addf %319, %321 : f64
        memref.store %322, %alloca_83[] : memref<f64>
        %323 = memref.load %alloca_84[] : memref<f64>
        %324 = arith.extf %298 : f32 to f64
        %325 = arith.mulf %324, %310 : f64
        %326 = arith.addf %323, %325 : f64
        memref.store %326, %alloca_84[] : memref<f64>
        %327 = memref.load %alloca_85[] : memref<f64>
        %328 = arith.extf %298 : f32 to f64
        %329 = arith.mulf %328, %314 : f64
        %330 = arith.addf %327, %329 : f64
        memref.store %330, %alloca_85[] : memref<f64>
      }
      %c20_i64 = arith.constant 20 : i64
      %283 = arith.cmpi slt, %270, %c20_i64 : i64
      scf.if %283 {
        %c10_i64 = arith.constant 10 : i64
        %295 = arith.cmpi slt, %272, %c10_i64 : i64
        scf.if %295 {
          %299 = memref.load %alloca_82[] : memref<f64>
          %c20_i64_159 = arith.constant 20 : i64
          %300 = arith.muli %272, %c20_i64_159 : i64
          %301 = arith.addi %270, %300 : i64
          %302 = llvm.getelementptr %230[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %299, %302 : f64, !llvm.ptr<1>
        }
        %c10_i64_156 = arith.constant 10 : i64
        %296 = arith.cmpi slt, %275, %c10_i64_156 : i64
        scf.if %296 {
          %299 = memref.load %alloca_83[] : memref<f64>
          %c20_i64_159 = arith.constant 20 : i64
          %300 = arith.muli %275, %c20_i64_159 : i64
          %301 = arith.addi %270, %300 : i64
          %302 = llvm.getelementptr %230[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %299, %302 : f64, !llvm.ptr<1>
        }
        %c10_i64_157 = arith.constant 10 : i64
        %297 = arith.cmpi slt, %278, %c10_i64_157 : i64
        scf.if %297 {
          %299 = memref.load %alloca_84[] : memref<f64>
          %c20_i64_159 = arith.constant 20 : i64
          %300 = arith.muli %278, %c20_i64_159 : i64
          %301 = arith.addi %270, %300 : i64
          %302 = llvm.getelementptr %230[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %299, %302 : f64, !llvm.ptr<1>
        }
        %c10_i64_158 = arith.constant 10 : i64
        %298 = arith.cmpi slt, %281, %c10_i64_158 : i64
        scf.if %298 {
          %299 = memref.load %alloca_85[] : memref<f64>
          %c20_i64_159 = arith.constant 20 : i64
          %300 = arith.muli %281, %c20_i64_159 : i64
          %301 = arith.addi %270, %300 : i64
          %302 = llvm.getelementptr %230[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %299, %302 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_142 = gpu.thread_id  x
      %284 = arith.index_cast %thread_id_x_142 : index to i64
      %c32_i64 = arith.constant 32 : i64
      %285 = arith.minsi %284, %c32_i64 : i64
      %thread_id_y_143 = gpu.thread_id  y
      %286 = arith.index_cast %thread_id_y_143 : index to i64
      %c7_i64_144 = arith.constant 7 : i64
      %287 = arith.minsi %286, %c7_i64_144 : i64
      %thread_id_y_145 = gpu.thread_id  y
      %288 = arith.index_cast %thread_id_y_145 : index to i64
      %c3_i64_146 = arith.constant 3 : i64
      %289 = arith.addi %288, %c3_i64_146 : i64
      %c7_i64_147 = arith.constant 7 : i64
      %290 = arith.minsi %289, %c7_i64_147 : i64
      %thread_id_y_148 = gpu.thread_id  y
      %291 = arith.index_cast %thread_id_y_148 : index to i64
      %c6_i64_149 = arith.constant 6 : i64
      %292 = arith.addi %291, %c6_i64_149 : i64
      %c7_i64_150 = arith.constant 7 : i64
      %293 = arith.minsi %292, %c7_i64_150 : i64
      %cst_151 = arith.constant 0.000000e+00 : f32
      memref.store %cst_151, %alloca_86[] : memref<f32>
      %cst_152 = arith.constant 0.000000e+00 : f32
      memref.store %cst_152, %alloca_87[] : memref<f32>
      %cst_153 = arith.constant 0.000000e+00 : f32
      memref.store %cst_153, %alloca_88[] : memref<f32>
      %c0_i64_154 = arith.constant 0 : i64
      %c1_i64_155 = arith.constant 1 : i64
      scf.for %arg20 = %c0_i64_154 to %233 step %c1_i64_155  : i64 {
        %c33_i64_156 = arith.constant 33 : i64
        %295 = arith.muli %arg20, %c33_i64_156 : i64
        %296 = arith.addi %285, %295 : i64
        %297 = llvm.getelementptr %232[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %298 = llvm.load %297 : !llvm.ptr<1> -> f16
        %299 = arith.muli %287, %237 : i64
        %300 = arith.addi %arg20, %299 : i64
        %301 = llvm.getelementptr %235[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %302 = llvm.load %301 : !llvm.ptr<1> -> f16
        %303 = arith.muli %290, %237 : i64
        %304 = arith.addi %arg20, %303 : i64
        %305 = llvm.getelementptr %235[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %306 = llvm.load %305 : !llvm.ptr<1> -> f16
        %307 = arith.muli %293, %237 : i64
        %308 = arith.addi %arg20, %307 : i64
        %309 = llvm.getelementptr %235[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %310 = llvm.load %309 : !llvm.ptr<1> -> f16
        %311 = memref.load %alloca_86[] : memref<f32>
        %312 = arith.extf %298 : f16 to f32
        %313 = arith.extf %302 : f16 to f32
        %314 = arith.mulf %312, %313 : f32
        %315 = arith.addf %311, %314 : f32
        memref.store %315, %alloca_86[] : memref<f32>
        %316 = memref.load %alloca_87[] : memref<f32>
        %317 = arith.extf %298 : f16 to f32
        %318 = arith.extf %306 : f16 to f32
        %319 = arith.mulf %317, %318 : f32
        %320 = arith.addf %316, %319 : f32
        memref.store %320, %alloca_87[] : memref<f32>
        %321 = memref.load %alloca_88[] : memref<f32>
        %322 = arith.extf %298 : f16 to f32
        %323 = arith.extf %310 : f16 to f32
        %324 = arith.mulf %322, %323 : f32
        %325 = arith.addf %321, %324 : f32
        memref.store %325, %alloca_88[] : memref<f32>
      }
      %c33_i64 = arith.constant 33 : i64
      %294 = arith.cmpi slt, %284, %c33_i64 : i64
      scf.if %294 {
        %c8_i64 = arith.constant 8 : i64
        %295 = arith.cmpi slt, %286, %c8_i64 : i64
        scf.if %295 {
          %298 = memref.load %alloca_86[] : memref<f32>
          %c33_i64_158 = arith.constant 33 : i64
          %299 = arith.muli %286, %c33_i64_158 : i64
          %300 = arith.addi %284, %299 : i64
          %301 = llvm.getelementptr %239[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %298, %301 : f32, !llvm.ptr<1>
        }
        %c8_i64_156 = arith.constant 8 : i64
        %296 = arith.cmpi slt, %289, %c8_i64_156 : i64
        scf.if %296 {
          %298 = memref.load %alloca_87[] : memref<f32>
          %c33_i64_158 = arith.constant 33 : i64
          %299 = arith.muli %289, %c33_i64_158 : i64
          %300 = arith.addi %284, %299 : i64
          %301 = llvm.getelementptr %239[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %298, %301 : f32, !llvm.ptr<1>
        }
        %c8_i64_157 = arith.constant 8 : i64
        %297 = arith.cmpi slt, %292, %c8_i64_157 : i64
        scf.if %297 {
          %298 = memref.load %alloca_88[] : memref<f32>
          %c33_i64_158 = arith.constant 33 : i64
          %299 = arith.muli %292, %c33_i64_158 : i64
          %300 = arith.addi %284, %299 : i64
          %301 = llvm.getelementptr %239[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %298, %301 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
