module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_vector_blocks(%arg0: f32, %arg1: f32, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: !llvm.ptr<1>, %arg12: i64, %arg13: !llvm.ptr<1>, %arg14: i64, %arg15: !llvm.ptr<1>, %arg16: !llvm.ptr<1>, %arg17: !llvm.ptr<1>, %arg18: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
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
      %166 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %167 = llvm.mlir.constant(0 : i64) : i64
      %168 = llvm.mlir.constant(61 : i64) : i64
      %169 = llvm.mlir.constant(6 : i64) : i64
      %170 = llvm.mlir.constant(1 : i64) : i64
      %171 = llvm.mlir.constant(61 : i64) : i64
      %172 = llvm.insertvalue %arg16, %166[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %173 = llvm.insertvalue %arg16, %172[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %174 = llvm.insertvalue %167, %173[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %175 = llvm.insertvalue %168, %174[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %176 = llvm.insertvalue %169, %175[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %177 = llvm.insertvalue %170, %176[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %178 = llvm.insertvalue %171, %177[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %179 = builtin.unrealized_conversion_cast %178 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<61x6xf64, strided<[1, 61]>, 1>
      %180 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %181 = llvm.mlir.constant(0 : i64) : i64
      %182 = llvm.mlir.constant(6 : i64) : i64
      %183 = llvm.mlir.constant(10 : i64) : i64
      %184 = llvm.mlir.constant(1 : i64) : i64
      %185 = llvm.mlir.constant(6 : i64) : i64
      %186 = llvm.insertvalue %arg17, %180[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %187 = llvm.insertvalue %arg17, %186[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %188 = llvm.insertvalue %181, %187[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %189 = llvm.insertvalue %182, %188[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %190 = llvm.insertvalue %183, %189[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %191 = llvm.insertvalue %184, %190[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %192 = llvm.insertvalue %185, %191[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %193 = builtin.unrealized_conversion_cast %192 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x10xf64, strided<[1, 6]>, 1>
      %194 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %195 = llvm.mlir.constant(0 : i64) : i64
      %196 = llvm.mlir.constant(61 : i64) : i64
      %197 = llvm.mlir.constant(10 : i64) : i64
      %198 = llvm.mlir.constant(1 : i64) : i64
      %199 = llvm.mlir.constant(61 : i64) : i64
      %200 = llvm.insertvalue %arg18, %194[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %201 = llvm.insertvalue %arg18, %200[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %202 = llvm.insertvalue %195, %201[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %203 = llvm.insertvalue %196, %202[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %204 = llvm.insertvalue %197, %203[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %205 = llvm.insertvalue %198, %204[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %206 = llvm.insertvalue %199, %205[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %207 = builtin.unrealized_conversion_cast %206 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<61x10xf64, strided<[1, 61]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %13 : memref<100x7xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %13 : memref<100x7xf32, strided<[1, 100]>, 1> -> index
      %208 = arith.index_cast %intptr : index to i64
      %209 = llvm.inttoptr %208 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %27 : memref<7x9xf32, strided<[1, 7]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %27 : memref<7x9xf32, strided<[1, 7]>, 1> -> index
      %210 = arith.index_cast %intptr_4 : index to i64
      %211 = llvm.inttoptr %210 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %41 : memref<100x9xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %41 : memref<100x9xf32, strided<[1, 100]>, 1> -> index
      %212 = arith.index_cast %intptr_9 : index to i64
      %213 = llvm.inttoptr %212 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %55 : memref<70x13xf64, strided<[1, 70]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %55 : memref<70x13xf64, strided<[1, 70]>, 1> -> index
      %214 = arith.index_cast %intptr_14 : index to i64
      %215 = llvm.inttoptr %214 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %69 : memref<13x20xf64, strided<[1, 13]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %69 : memref<13x20xf64, strided<[1, 13]>, 1> -> index
      %216 = arith.index_cast %intptr_19 : index to i64
      %217 = llvm.inttoptr %216 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %83 : memref<70x20xf64, strided<[1, 70]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %83 : memref<70x20xf64, strided<[1, 70]>, 1> -> index
      %218 = arith.index_cast %intptr_24 : index to i64
      %219 = llvm.inttoptr %218 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %97 : memref<64x64xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %97 : memref<64x64xf32, strided<[1, 64]>, 1> -> index
      %220 = arith.index_cast %intptr_29 : index to i64
      %221 = llvm.inttoptr %220 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %111 : memref<64x64xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %111 : memref<64x64xf32, strided<[1, 64]>, 1> -> index
      %222 = arith.index_cast %intptr_34 : index to i64
      %223 = llvm.inttoptr %222 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %125 : memref<64x64xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %125 : memref<64x64xf32, strided<[1, 64]>, 1> -> index
      %224 = arith.index_cast %intptr_39 : index to i64
      %225 = llvm.inttoptr %224 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %138 : memref<43x?xf32, strided<[1, 43]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %138 : memref<43x?xf32, strided<[1, 43]>, 1> -> index
      %226 = arith.index_cast %intptr_44 : index to i64
      %227 = llvm.inttoptr %226 : i64 to !llvm.ptr<1>
      %228 = arith.index_cast %sizes_42#1 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %151 : memref<12x?xf32, strided<[1, 12]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %151 : memref<12x?xf32, strided<[1, 12]>, 1> -> index
      %229 = arith.index_cast %intptr_49 : index to i64
      %230 = llvm.inttoptr %229 : i64 to !llvm.ptr<1>
      %231 = arith.index_cast %sizes_47#1 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %165 : memref<43x12xf32, strided<[1, 43]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %165 : memref<43x12xf32, strided<[1, 43]>, 1> -> index
      %232 = arith.index_cast %intptr_54 : index to i64
      %233 = llvm.inttoptr %232 : i64 to !llvm.ptr<1>
      %base_buffer_55, %offset_56, %sizes_57:2, %strides_58:2 = memref.extract_strided_metadata %179 : memref<61x6xf64, strided<[1, 61]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %179 : memref<61x6xf64, strided<[1, 61]>, 1> -> index
      %234 = arith.index_cast %intptr_59 : index to i64
      %235 = llvm.inttoptr %234 : i64 to !llvm.ptr<1>
      %base_buffer_60, %offset_61, %sizes_62:2, %strides_63:2 = memref.extract_strided_metadata %193 : memref<6x10xf64, strided<[1, 6]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %193 : memref<6x10xf64, strided<[1, 6]>, 1> -> index
      %236 = arith.index_cast %intptr_64 : index to i64
      %237 = llvm.inttoptr %236 : i64 to !llvm.ptr<1>
      %base_buffer_65, %offset_66, %sizes_67:2, %strides_68:2 = memref.extract_strided_metadata %207 : memref<61x10xf64, strided<[1, 61]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %207 : memref<61x10xf64, strided<[1, 61]>, 1> -> index
      %238 = arith.index_cast %intptr_69 : index to i64
      %239 = llvm.inttoptr %238 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_70 = memref.alloca() : memref<f32>
      %alloca_71 = memref.alloca() : memref<f32>
      %alloca_72 = memref.alloca() : memref<f32>
      %alloca_73 = memref.alloca() : memref<f64>
      %alloca_74 = memref.alloca() : memref<f64>
      %alloca_75 = memref.alloca() : memref<f64>
      %alloca_76 = memref.alloca() : memref<f64>
      %alloca_77 = memref.alloca() : memref<f64>
      %alloca_78 = memref.alloca() : memref<f64>
      %alloca_79 = memref.alloca() : memref<f32>
      %alloca_80 = memref.alloca() : memref<f32>
      %alloca_81 = memref.alloca() : memref<f32>
      %alloca_82 = memref.alloca() : memref<f32>
      %alloca_83 = memref.alloca() : memref<f32>
      %alloca_84 = memref.alloca() : memref<f32>
      %alloca_85 = memref.alloca() : memref<f32>
      %alloca_86 = memref.alloca() : memref<f32>
      %alloca_87 = memref.alloca() : memref<f32>
      %alloca_88 = memref.alloca() : memref<f32>
      %alloca_89 = memref.alloca() : memref<f64>
      %alloca_90 = memref.alloca() : memref<f64>
      %thread_id_x = gpu.thread_id  x
      %240 = arith.index_cast %thread_id_x : index to i64
      %c99_i64 = arith.constant 99 : i64
      %241 = arith.minsi %240, %c99_i64 : i64
      %thread_id_x_91 = gpu.thread_id  x
      %242 = arith.index_cast %thread_id_x_91 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %243 = arith.addi %242, %c64_i64 : i64
      %c99_i64_92 = arith.constant 99 : i64
      %244 = arith.minsi %243, %c99_i64_92 : i64
      %thread_id_y = gpu.thread_id  y
      %245 = arith.index_cast %thread_id_y : index to i64
      %c8_i64 = arith.constant 8 : i64
      %246 = arith.minsi %245, %c8_i64 : i64
      %thread_id_y_93 = gpu.thread_id  y
      %247 = arith.index_cast %thread_id_y_93 : index to i64
      %c8_i64_94 = arith.constant 8 : i64
      %248 = arith.addi %247, %c8_i64_94 : i64
      %c8_i64_95 = arith.constant 8 : i64
      %249 = arith.minsi %248, %c8_i64_95 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_96 = arith.constant 0.000000e+00 : f32
      memref.store %cst_96, %alloca_70[] : memref<f32>
      %cst_97 = arith.constant 0.000000e+00 : f32
      memref.store %cst_97, %alloca_71[] : memref<f32>
      %cst_98 = arith.constant 0.000000e+00 : f32
      memref.store %cst_98, %alloca_72[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64 to %c7_i64 step %c1_i64  : i64 {
        %c100_i64_167 = arith.constant 100 : i64
        %331 = arith.muli %arg19, %c100_i64_167 : i64
        %332 = arith.addi %241, %331 : i64
        %333 = llvm.getelementptr %209[%332] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %334 = llvm.load %333 : !llvm.ptr<1> -> f32
        %c100_i64_168 = arith.constant 100 : i64
        %335 = arith.muli %arg19, %c100_i64_168 : i64
        %336 = arith.addi %244, %335 : i64
        %337 = llvm.getelementptr %209[%336] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %338 = llvm.load %337 : !llvm.ptr<1> -> f32
        %c7_i64_169 = arith.constant 7 : i64
        %339 = arith.muli %246, %c7_i64_169 : i64
        %340 = arith.addi %arg19, %339 : i64
        %341 = llvm.getelementptr %211[%340] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %342 = llvm.load %341 : !llvm.ptr<1> -> f32
        %c7_i64_170 = arith.constant 7 : i64
        %343 = arith.muli %249, %c7_i64_170 : i64
        %344 = arith.addi %arg19, %343 : i64
        %345 = llvm.getelementptr %211[%344] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %346 = llvm.load %345 : !llvm.ptr<1> -> f32
        %347 = memref.load %alloca[] : memref<f32>
        %348 = arith.mulf %334, %342 : f32
        %349 = arith.addf %347, %348 : f32
        memref.store %349, %alloca[] : memref<f32>
        %350 = memref.load %alloca_70[] : memref<f32>
        %351 = arith.mulf %334, %346 : f32
        %352 = arith.addf %350, %351 : f32
        memref.store %352, %alloca_70[] : memref<f32>
        %353 = memref.load %alloca_71[] : memref<f32>
        %354 = arith.mulf %338, %342 : f32
        %355 = arith.addf %353, %354 : f32
        memref.store %355, %alloca_71[] : memref<f32>
        %356 = memref.load %alloca_72[] : memref<f32>
        %357 = arith.mulf %338, %346 : f32
        %358 = arith.addf %356, %357 : f32
        memref.store %358, %alloca_72[] : memref<f32>
      }
      %c100_i64 = arith.constant 100 : i64
      %250 = arith.cmpi slt, %240, %c100_i64 : i64
      scf.if %250 {
        %c9_i64_167 = arith.constant 9 : i64
        %331 = arith.cmpi slt, %245, %c9_i64_167 : i64
        scf.if %331 {
          %333 = memref.load %alloca[] : memref<f32>
          %334 = arith.mulf %arg0, %333 : f32
          %c100_i64_169 = arith.constant 100 : i64
          %335 = arith.muli %245, %c100_i64_169 : i64
          %336 = arith.addi %240, %335 : i64
          %337 = llvm.getelementptr %213[%336] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %338 = llvm.load %337 : !llvm.ptr<1> -> f32
          %339 = arith.mulf %arg1, %338 : f32
          %340 = arith.addf %334, %339 : f32
          %c100_i64_170 = arith.constant 100 : i64
          %341 = arith.muli %245, %c100_i64_170 : i64
          %342 = arith.addi %240, %341 : i64
          %343 = llvm.getelementptr %213[%342] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %340, %343 : f32, !llvm.ptr<1>
        }
        %c9_i64_168 = arith.constant 9 : i64
        %332 = arith.cmpi slt, %248, %c9_i64_168 : i64
        scf.if %332 {
          %333 = memref.load %alloca_70[] : memref<f32>
          %334 = arith.mulf %arg0, %333 : f32
          %c100_i64_169 = arith.constant 100 : i64
          %335 = arith.muli %248, %c100_i64_169 : i64
          %336 = arith.addi %240, %335 : i64
          %337 = llvm.getelementptr %213[%336] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %338 = llvm.load %337 : !llvm.ptr<1> -> f32
          %339 = arith.mulf %arg1, %338 : f32
          %340 = arith.addf %334, %339 : f32
          %c100_i64_170 = arith.constant 100 : i64
          %341 = arith.muli %248, %c100_i64_170 : i64
          %342 = arith.addi %240, %341 : i64
          %343 = llvm.getelementptr %213[%342] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %340, %343 : f32, !llvm.ptr<1>
        }
      }
      %c100_i64_99 = arith.constant 100 : i64
      %251 = arith.cmpi slt, %243, %c100_i64_99 : i64
      scf.if %251 {
        %c9_i64_167 = arith.constant 9 : i64
        %331 = arith.cmpi slt, %245, %c9_i64_167 : i64
        scf.if %331 {
          %333 = memref.load %alloca_71[] : memref<f32>
          %334 = arith.mulf %arg0, %333 : f32
          %c100_i64_169 = arith.constant 100 : i64
          %335 = arith.muli %245, %c100_i64_169 : i64
          %336 = arith.addi %243, %335 : i64
          %337 = llvm.getelementptr %213[%336] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %338 = llvm.load %337 : !llvm.ptr<1> -> f32
          %339 = arith.mulf %arg1, %338 : f32
          %340 = arith.addf %334, %339 : f32
          %c100_i64_170 = arith.constant 100 : i64
          %341 = arith.muli %245, %c100_i64_170 : i64
          %342 = arith.addi %243, %341 : i64
          %343 = llvm.getelementptr %213[%342] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %340, %343 : f32, !llvm.ptr<1>
        }
        %c9_i64_168 = arith.constant 9 : i64
        %332 = arith.cmpi slt, %248, %c9_i64_168 : i64
        scf.if %332 {
          %333 = memref.load %alloca_72[] : memref<f32>
          %334 = arith.mulf %arg0, %333 : f32
          %c100_i64_169 = arith.constant 100 : i64
          %335 = arith.muli %248, %c100_i64_169 : i64
          %336 = arith.addi %243, %335 : i64
          %337 = llvm.getelementptr %213[%336] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %338 = llvm.load %337 : !llvm.ptr<1> -> f32
          %339 = arith.mulf %arg1, %338 : f32
          %340 = arith.addf %334, %339 : f32
          %c100_i64_170 = arith.constant 100 : i64
          %341 = arith.muli %248, %c100_i64_170 : i64
          %342 = arith.addi %243, %341 : i64
          %343 = llvm.getelementptr %213[%342] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %340, %343 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_100 = gpu.thread_id  x
      %252 = arith.index_cast %thread_id_x_100 : index to i64
      %c69_i64 = arith.constant 69 : i64
      %253 = arith.minsi %252, %c69_i64 : i64
      %thread_id_x_101 = gpu.thread_id  x
      %254 = arith.index_cast %thread_id_x_101 : index to i64
      %c64_i64_102 = arith.constant 64 : i64
      %255 = arith.addi %254, %c64_i64_102 : i64
      %c69_i64_103 = arith.constant 69 : i64
      %256 = arith.minsi %255, %c69_i64_103 : i64
      %thread_id_y_104 = gpu.thread_id  y
      %257 = arith.index_cast %thread_id_y_104 : index to i64
      %c19_i64 = arith.constant 19 : i64
      %258 = arith.minsi %257, %c19_i64 : i64
      %thread_id_y_105 = gpu.thread_id  y
      %259 = arith.index_cast %thread_id_y_105 : index to i64
      %c8_i64_106 = arith.constant 8 : i64
      %260 = arith.addi %259, %c8_i64_106 : i64
      %c19_i64_107 = arith.constant 19 : i64
      %261 = arith.minsi %260, %c19_i64_107 : i64
      %thread_id_y_108 = gpu.thread_id  y
      %262 = arith.index_cast %thread_id_y_108 : index to i64
      %c16_i64 = arith.constant 16 : i64
      %263 = arith.addi %262, %c16_i64 : i64
      %c19_i64_109 = arith.constant 19 : i64
      %264 = arith.minsi %263, %c19_i64_109 : i64
      %cst_110 = arith.constant 0.000000e+00 : f64
      memref.store %cst_110, %alloca_73[] : memref<f64>
      %cst_111 = arith.constant 0.000000e+00 : f64
      memref.store %cst_111, %alloca_74[] : memref<f64>
      %cst_112 = arith.constant 0.000000e+00 : f64
      memref.store %cst_112, %alloca_75[] : memref<f64>
      %cst_113 = arith.constant 0.000000e+00 : f64
      memref.store %cst_113, %alloca_76[] : memref<f64>
      %cst_114 = arith.constant 0.000000e+00 : f64
      memref.store %cst_114, %alloca_77[] : memref<f64>
      %cst_115 = arith.constant 0.000000e+00 : f64
      memref.store %cst_115, %alloca_78[] : memref<f64>
      %c0_i64_116 = arith.constant 0 : i64
      %c13_i64 = arith.constant 13 : i64
      %c1_i64_117 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_116 to %c13_i64 step %c1_i64_117  : i64 {
        %c70_i64_167 = arith.constant 70 : i64
        %331 = arith.muli %arg19, %c70_i64_167 : i64
        %332 = arith.addi %253, %331 : i64
        %333 = llvm.getelementptr %215[%332] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %334 = llvm.load %333 : !llvm.ptr<1> -> f64
        %c70_i64_168 = arith.constant 70 : i64
        %335 = arith.muli %arg19, %c70_i64_168 : i64
        %336 = arith.addi %256, %335 : i64
        %337 = llvm.getelementptr %215[%336] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %338 = llvm.load %337 : !llvm.ptr<1> -> f64
        %c13_i64_169 = arith.constant 13 : i64
        %339 = arith.muli %258, %c13_i64_169 : i64
        %340 = arith.addi %arg19, %339 : i64
        %341 = llvm.getelementptr %217[%340] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %342 = llvm.load %341 : !llvm.ptr<1> -> f64
        %c13_i64_170 = arith.constant 13 : i64
        %343 = arith.muli %261, %c13_i64_170 : i64
        %344 = arith.addi %arg19, %343 : i64
        %345 = llvm.getelementptr %217[%344] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %346 = llvm.load %345 : !llvm.ptr<1> -> f64
        %c13_i64_171 = arith.constant 13 : i64
        %347 = arith.muli %264, %c13_i64_171 : i64
        %348 = arith.addi %arg19, %347 : i64
        %349 = llvm.getelementptr %217[%348] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %350 = llvm.load %349 : !llvm.ptr<1> -> f64
        %351 = memref.load %alloca_73[] : memref<f64>
        %352 = arith.mulf %334, %342 : f64
        %353 = arith.addf %351, %352 : f64
        memref.store %353, %alloca_73[] : memref<f64>
        %354 = memref.load %alloca_74[] : memref<f64>
        %355 = arith.mulf %334, %346 : f64
        %356 = arith.addf %354, %355 : f64
        memref.store %356, %alloca_74[] : memref<f64>
        %357 = memref.load %alloca_75[] : memref<f64>
        %358 = arith.mulf %334, %350 : f64
        %359 = arith.addf %357, %358 : f64
        memref.store %359, %alloca_75[] : memref<f64>
        %360 = memref.load %alloca_76[] : memref<f64>
        %361 = arith.mulf %338, %342 : f64
        %362 = arith.addf %360, %361 : f64
        memref.store %362, %alloca_76[] : memref<f64>
        %363 = memref.load %alloca_77[] : memref<f64>
        %364 = arith.mulf %338, %346 : f64
        %365 = arith.addf %363, %364 : f64
        memref.store %365, %alloca_77[] : memref<f64>
        %366 = memref.load %alloca_78[] : memref<f64>
        %367 = arith.mulf %338, %350 : f64
        %368 = arith.addf %366, %367 : f64
        memref.store %368, %alloca_78[] : memref<f64>
      }
      %c70_i64 = arith.constant 70 : i64
      %265 = arith.cmpi slt, %252, %c70_i64 : i64
      scf.if %265 {
        %c20_i64 = arith.constant 20 : i64
        %331 = arith.cmpi slt, %257, %c20_i64 : i64
        scf.if %331 {
          %c70_i64_169 = arith.constant 70 : i64
          %334 = arith.muli %257, %c70_i64_169 : i64
          %335 = arith.addi %252, %334 : i64
          %336 = llvm.getelementptr %219[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %337 = llvm.load %336 : !llvm.ptr<1> -> f64
          %338 = memref.load %alloca_73[] : memref<f64>
          %339 = arith.addf %337, %338 : f64
          %c70_i64_170 = arith.constant 70 : i64
          %340 = arith.muli %257, %c70_i64_170 : i64
          %341 = arith.addi %252, %340 : i64
          %342 = llvm.getelementptr %219[%341] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %339, %342 : f64, !llvm.ptr<1>
        }
        %c20_i64_167 = arith.constant 20 : i64
        %332 = arith.cmpi slt, %260, %c20_i64_167 : i64
        scf.if %332 {
          %c70_i64_169 = arith.constant 70 : i64
          %334 = arith.muli %260, %c70_i64_169 : i64
          %335 = arith.addi %252, %334 : i64
          %336 = llvm.getelementptr %219[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %337 = llvm.load %336 : !llvm.ptr<1> -> f64
          %338 = memref.load %alloca_74[] : memref<f64>
          %339 = arith.addf %337, %338 : f64
          %c70_i64_170 = arith.constant 70 : i64
          %340 = arith.muli %260, %c70_i64_170 : i64
          %341 = arith.addi %252, %340 : i64
          %342 = llvm.getelementptr %219[%341] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %339, %342 : f64, !llvm.ptr<1>
        }
        %c20_i64_168 = arith.constant 20 : i64
        %333 = arith.cmpi slt, %263, %c20_i64_168 : i64
        scf.if %333 {
          %c70_i64_169 = arith.constant 70 : i64
          %334 = arith.muli %263, %c70_i64_169 : i64
          %335 = arith.addi %252, %334 : i64
          %336 = llvm.getelementptr %219[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %337 = llvm.load %336 : !llvm.ptr<1> -> f64
          %338 = memref.load %alloca_75[] : memref<f64>
          %339 = arith.addf %337, %338 : f64
          %c70_i64_170 = arith.constant 70 : i64
          %340 = arith.muli %263, %c70_i64_170 : i64
          %341 = arith.addi %252, %340 : i64
          %342 = llvm.getelementptr %219[%341] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %339, %342 : f64, !llvm.ptr<1>
        }
      }
      %c70_i64_118 = arith.constant 70 : i64
      %266 = arith.cmpi slt, %255, %c70_i64_118 : i64
      scf.if %266 {
        %c20_i64 = arith.constant 20 : i64
        %331 = arith.cmpi slt, %257, %c20_i64 : i64
        scf.if %331 {
          %c70_i64_169 = arith.constant 70 : i64
          %334 = arith.muli %257, %c70_i64_169 : i64
          %335 = arith.addi %255, %334 : i64
          %336 = llvm.getelementptr %219[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %337 = llvm.load %336 : !llvm.ptr<1> -> f64
          %338 = memref.load %alloca_76[] : memref<f64>
          %339 = arith.addf %337, %338 : f64
          %c70_i64_170 = arith.constant 70 : i64
          %340 = arith.muli %257, %c70_i64_170 : i64
          %341 = arith.addi %255, %340 : i64
          %342 = llvm.getelementptr %219[%341] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %339, %342 : f64, !llvm.ptr<1>
        }
        %c20_i64_167 = arith.constant 20 : i64
        %332 = arith.cmpi slt, %260, %c20_i64_167 : i64
        scf.if %332 {
          %c70_i64_169 = arith.constant 70 : i64
          %334 = arith.muli %260, %c70_i64_169 : i64
          %335 = arith.addi %255, %334 : i64
          %336 = llvm.getelementptr %219[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %337 = llvm.load %336 : !llvm.ptr<1> -> f64
          %338 = memref.load %alloca_77[] : memref<f64>
          %339 = arith.addf %337, %338 : f64
          %c70_i64_170 = arith.constant 70 : i64
          %340 = arith.muli %260, %c70_i64_170 : i64
          %341 = arith.addi %255, %340 : i64
          %342 = llvm.getelementptr %219[%341] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %339, %342 : f64, !llvm.ptr<1>
        }
        %c20_i64_168 = arith.constant 20 : i64
        %333 = arith.cmpi slt, %263, %c20_i64_168 : i64
        scf.if %333 {
          %c70_i64_169 = arith.constant 70 : i64
          %334 = arith.muli %263, %c70_i64_169 : i64
          %335 = arith.addi %255, %334 : i64
          %336 = llvm.getelementptr %219[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %337 = llvm.load %336 : !llvm.ptr<1> -> f64
          %338 = memref.load %alloca_78[] : memref<f64>
          %339 = arith.addf %337, %338 : f64
          %c70_i64_170 = arith.constant 70 : i64
          %340 = arith.muli %263, %c70_i64_170 : i64
          %341 = arith.addi %255, %340 : i64
          %342 = llvm.getelementptr %219[%341] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %339, %342 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_119 = gpu.thread_id  x
      %267 = arith.index_cast %thread_id_x_119 : index to i64
      %thread_id_y_120 = gpu.thread_id  y
      %268 = arith.index_cast %thread_id_y_120 : index to i64
      %thread_id_y_121 = gpu.thread_id  y
      %269 = arith.index_cast %thread_id_y_121 : index to i64
      %c8_i64_122 = arith.constant 8 : i64
      %270 = arith.addi %269, %c8_i64_122 : i64
      %thread_id_y_123 = gpu.thread_id  y
      %271 = arith.index_cast %thread_id_y_123 : index to i64
      %c16_i64_124 = arith.constant 16 : i64
      %272 = arith.addi %271, %c16_i64_124 : i64
      %thread_id_y_125 = gpu.thread_id  y
      %273 = arith.index_cast %thread_id_y_125 : index to i64
      %c24_i64 = arith.constant 24 : i64
      %274 = arith.addi %273, %c24_i64 : i64
      %thread_id_y_126 = gpu.thread_id  y
      %275 = arith.index_cast %thread_id_y_126 : index to i64
      %c32_i64 = arith.constant 32 : i64
      %276 = arith.addi %275, %c32_i64 : i64
      %thread_id_y_127 = gpu.thread_id  y
      %277 = arith.index_cast %thread_id_y_127 : index to i64
      %c40_i64 = arith.constant 40 : i64
      %278 = arith.addi %277, %c40_i64 : i64
      %thread_id_y_128 = gpu.thread_id  y
      %279 = arith.index_cast %thread_id_y_128 : index to i64
      %c48_i64 = arith.constant 48 : i64
      %280 = arith.addi %279, %c48_i64 : i64
      %thread_id_y_129 = gpu.thread_id  y
      %281 = arith.index_cast %thread_id_y_129 : index to i64
      %c56_i64 = arith.constant 56 : i64
      %282 = arith.addi %281, %c56_i64 : i64
      %cst_130 = arith.constant 0.000000e+00 : f32
      memref.store %cst_130, %alloca_79[] : memref<f32>
      %cst_131 = arith.constant 0.000000e+00 : f32
      memref.store %cst_131, %alloca_80[] : memref<f32>
      %cst_132 = arith.constant 0.000000e+00 : f32
      memref.store %cst_132, %alloca_81[] : memref<f32>
      %cst_133 = arith.constant 0.000000e+00 : f32
      memref.store %cst_133, %alloca_82[] : memref<f32>
      %cst_134 = arith.constant 0.000000e+00 : f32
      memref.store %cst_134, %alloca_83[] : memref<f32>
      %cst_135 = arith.constant 0.000000e+00 : f32
      memref.store %cst_135, %alloca_84[] : memref<f32>
      %cst_136 = arith.constant 0.000000e+00 : f32
      memref.store %cst_136, %alloca_85[] : memref<f32>
      %cst_137 = arith.constant 0.000000e+00 : f32
      memref.store %cst_137, %alloca_86[] : memref<f32>
      %c0_i64_138 = arith.constant 0 : i64
      %c64_i64_139 = arith.constant 64 : i64
      %c1_i64_140 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_138 to %c64_i64_139 step %c1_i64_140  : i64 {
        %c64_i64_167 = arith.constant 64 : i64
        %331 = arith.muli %arg19, %c64_i64_167 : i64
        %332 = arith.addi %267, %331 : i64
        %333 = llvm.getelementptr %221[%332] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %334 = llvm.load %333 : !llvm.ptr<1> -> f32
        %c64_i64_168 = arith.constant 64 : i64
        %335 = arith.muli %268, %c64_i64_168 : i64
        %336 = arith.addi %arg19, %335 : i64
        %337 = llvm.getelementptr %223[%336] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %338 = llvm.load %337 : !llvm.ptr<1> -> f32
        %c64_i64_169 = arith.constant 64 : i64
        %339 = arith.muli %270, %c64_i64_169 : i64
        %340 = arith.addi %arg19, %339 : i64
        %341 = llvm.getelementptr %223[%340] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %342 = llvm.load %341 : !llvm.ptr<1> -> f32
        %c64_i64_170 = arith.constant 64 : i64
        %343 = arith.muli %272, %c64_i64_170 : i64
        %344 = arith.addi %arg19, %343 : i64
        %345 = llvm.getelementptr %223[%344] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %346 = llvm.load %345 : !llvm.ptr<1> -> f32
        %c64_i64_171 = arith.constant 64 : i64
        %347 = arith.muli %274, %c64_i64_171 : i64
        %348 = arith.addi %arg19, %347 : i64
        %349 = llvm.getelementptr %223[%348] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %350 = llvm.load %349 : !llvm.ptr<1> -> f32
        %c64_i64_172 = arith.constant 64 : i64
        %351 = arith.muli %276, %c64_i64_172 : i64
        %352 = arith.addi %arg19, %351 : i64
        %353 = llvm.getelementptr %223[%352] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %354 = llvm.load %353 : !llvm.ptr<1> -> f32
        %c64_i64_173 = arith.constant 64 : i64
        %355 = arith.muli %278, %c64_i64_173 : i64
        %356 = arith.addi %arg19, %355 : i64
        %357 = llvm.getelementptr %223[%356] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %358 = llvm.load %357 : !llvm.ptr<1> -> f32
        %c64_i64_174 = arith.constant 64 : i64
        %359 = arith.muli %280, %c64_i64_174 : i64
        %360 = arith.addi %arg19, %359 : i64
        %361 = llvm.getelementptr %223[%360] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %362 = llvm.load %361 : !llvm.ptr<1> -> f32
        %c64_i64_175 = arith.constant 64 : i64
        %363 = arith.muli %282, %c64_i64_175 : i64
        %364 = arith.addi %arg19, %363 : i64
        %365 = llvm.getelementptr %223[%364] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %366 = llvm.load %365 : !llvm.ptr<1> -> f32
        %367 = memref.load %alloca_79[] : memref<f32>
        %368 = arith.mulf %334, %338 : f32
        %369 = arith.addf %367, %368 : f32
        memref.store %369, %alloca_79[] : memref<f32>
        %370 = memref.load %alloca_80[] : memref<f32>
        %371 = arith.mulf %334, %342 : f32
        %372 = arith.addf %370, %371 : f32
        memref.store %372, %alloca_80[] : memref<f32>
        %373 = memref.load %alloca_81[] : memref<f32>
        %374 = arith.mulf %334, %346 : f32
        %375 = arith.addf %373, %374 : f32
        memref.store %375, %alloca_81[] : memref<f32>
        %376 = memref.load %alloca_82[] : memref<f32>
        %377 = arith.mulf %334, %350 : f32
        %378 = arith.addf %376, %377 : f32
        memref.store %378, %alloca_82[] : memref<f32>
        %379 = memref.load %alloca_83[] : memref<f32>
        %380 = arith.mulf %334, %354 : f32
        %381 = arith.addf %379, %380 : f32
        memref.store %381, %alloca_83[] : memref<f32>
        %382 = memref.load %alloca_84[] : memref<f32>
        %383 = arith.mulf %334, %358 : f32
        %384 = arith.addf %382, %383 : f32
        memref.store %384, %alloca_84[] : memref<f32>
        %385 = memref.load %alloca_85[] : memref<f32>
        %386 = arith.mulf %334, %362 : f32
        %387 = arith.addf %385, %386 : f32
        memref.store %387, %alloca_85[] : memref<f32>
        %388 = memref.load %alloca_86[] : memref<f32>
        %389 = arith.mulf %334, %366 : f32
        %390 = arith.addf %388, %389 : f32
        memref.store %390, %alloca_86[] : memref<f32>
      }
      %283 = memref.load %alloca_79[] : memref<f32>
      %c64_i64_141 = arith.constant 64 : i64
      %284 = arith.muli %268, %c64_i64_141 : i64
      %285 = arith.addi %267, %284 : i64
      %286 = llvm.getelementptr %225[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %283, %286 : f32, !llvm.ptr<1>
      %287 = memref.load %alloca_80[] : memref<f32>
      %c64_i64_142 = arith.constant 64 : i64
      %288 = arith.muli %270, %c64_i64_142 : i64
      %289 = arith.addi %267, %288 : i64
      %290 = llvm.getelementptr %225[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %287, %290 : f32, !llvm.ptr<1>
      %291 = memref.load %alloca_81[] : memref<f32>
      %c64_i64_143 = arith.constant 64 : i64
      %292 = arith.muli %272, %c64_i64_143 : i64
      %293 = arith.addi %267, %292 : i64
      %294 = llvm.getelementptr %225[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %291, %294 : f32, !llvm.ptr<1>
      %295 = memref.load %alloca_82[] : memref<f32>
      %c64_i64_144 = arith.constant 64 : i64
      %296 = arith.muli %274, %c64_i64_144 : i64
      %297 = arith.addi %267, %296 : i64
      %298 = llvm.getelementptr %225[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %295, %298 : f32, !llvm.ptr<1>
      %299 = memref.load %alloca_83[] : memref<f32>
      %c64_i64_145 = arith.constant 64 : i64
      %300 = arith.muli %276, %c64_i64_145 : i64
      %301 = arith.addi %267, %300 : i64
      %302 = llvm.getelementptr %225[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %299, %302 : f32, !llvm.ptr<1>
      %303 = memref.load %alloca_84[] : memref<f32>
      %c64_i64_146 = arith.constant 64 : i64
      %304 = arith.muli %278, %c64_i64_146 : i64
      %305 = arith.addi %267, %304 : i64
      %306 = llvm.getelementptr %225[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %303, %306 : f32, !llvm.ptr<1>
      %307 = memref.load %alloca_85[] : memref<f32>
      %c64_i64_147 = arith.constant 64 : i64
      %308 = arith.muli %280, %c64_i64_147 : i64
      %309 = arith.addi %267, %308 : i64
      %310 = llvm.getelementptr %225[%309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %307, %310 : f32, !llvm.ptr<1>
      %311 = memref.load %alloca_86[] : memref<f32>
      %c64_i64_148 = arith.constant 64 : i64
      %312 = arith.muli %282, %c64_i64_148 : i64
      %313 = arith.addi %267, %312 : i64
      %314 = llvm.getelementptr %225[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %311, %314 : f32, !llvm.ptr<1>
      %thread_id_x_149 = gpu.thread_id  x
      %315 = arith.index_cast %thread_id_x_149 : index to i64
      %c42_i64 = arith.constant 42 : i64
      %316 = arith.minsi %315, %c42_i64 : i64
      %thread_id_y_150 = gpu.thread_id  y
      %317 = arith.index_cast %thread_id_y_150 : index to i64
      %c11_i64 = arith.constant 11 : i64
      %318 = arith.minsi %317, %c11_i64 : i64
      %thread_id_y_151 = gpu.thread_id  y
      %319 = arith.index_cast %thread_id_y_151 : index to i64
      %c8_i64_152 = arith.constant 8 : i64
      %320 = arith.addi %319, %c8_i64_152 : i64
      %c11_i64_153 = arith.constant 11 : i64
      %321 = arith.minsi %320, %c11_i64_153 : i64
      %cst_154 = arith.constant 0.000000e+00 : f32
      memref.store %cst_154, %alloca_87[] : memref<f32>
      %cst_155 = arith.constant 0.000000e+00 : f32
      memref.store %cst_155, %alloca_88[] : memref<f32>
      %c0_i64_156 = arith.constant 0 : i64
      %c1_i64_157 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_156 to %228 step %c1_i64_157  : i64 {
        %c43_i64_167 = arith.constant 43 : i64
        %331 = arith.muli %arg19, %c43_i64_167 : i64
        %332 = arith.addi %316, %331 : i64
        %333 = llvm.getelementptr %227[%332] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %334 = llvm.load %333 : !llvm.ptr<1> -> f32
        %c12_i64 = arith.constant 12 : i64
        %335 = arith.muli %arg19, %c12_i64 : i64
        %336 = arith.addi %318, %335 : i64
        %337 = llvm.getelementptr %230[%336] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %338 = llvm.load %337 : !llvm.ptr<1> -> f32
        %c12_i64_168 = arith.constant 12 : i64
        %339 = arith.muli %arg19, %c12_i64_168 : i64
        %340 = arith.addi %321, %339 : i64
        %341 = llvm.getelementptr %230[%340] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %342 = llvm.load %341 : !llvm.ptr<1> -> f32
        %343 = memref.load %alloca_87[] : memref<f32>
        %344 = arith.mulf %334, %338 : f32
        %345 = arith.addf %343, %344 : f32
        memref.store %345, %alloca_87[] : memref<f32>
        %346 = memref.load %alloca_88[] : memref<f32>
        %347 = arith.mulf %334, %342 : f32
        %348 = arith.addf %346, %347 : f32
        memref.store %348, %alloca_88[] : memref<f32>
      }
      %c43_i64 = arith.constant 43 : i64
      %322 = arith.cmpi slt, %315, %c43_i64 : i64
      scf.if %322 {
        %c12_i64 = arith.constant 12 : i64
        %331 = arith.cmpi slt, %317, %c12_i64 : i64
        scf.if %331 {
          %333 = memref.load %alloca_87[] : memref<f32>
          %c43_i64_168 = arith.constant 43 : i64
          %334 = arith.muli %317, %c43_i64_168 : i64
          %335 = arith.addi %315, %334 : i64
          %336 = llvm.getelementptr %233[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %333, %336 : f32, !llvm.ptr<1>
        }
        %c12_i64_167 = arith.constant 12 : i64
        %332 = arith.cmpi slt, %320, %c12_i64_167 : i64
        scf.if %332 {
          %333 = memref.load %alloca_88[] : memref<f32>
          %c43_i64_168 = arith.constant 43 : i64
          %334 = arith.muli %320, %c43_i64_168 : i64
          %335 = arith.addi %315, %334 : i64
          %336 = llvm.getelementptr %233[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %333, %336 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_158 = gpu.thread_id  x
      %323 = arith.index_cast %thread_id_x_158 : index to i64
      %c60_i64 = arith.constant 60 : i64
      %324 = arith.minsi %323, %c60_i64 : i64
      %thread_id_y_159 = gpu.thread_id  y
      %325 = arith.index_cast %thread_id_y_159 : index to i64
      %c9_i64 = arith.constant 9 : i64
      %326 = arith.minsi %325, %c9_i64 : i64
      %thread_id_y_160 = gpu.thread_id  y
      %327 = arith.index_cast %thread_id_y_160 : index to i64
      %c8_i64_161 = arith.constant 8 : i64
      %328 = arith.addi %327, %c8_i64_161 : i64
      %c9_i64_162 = arith.constant 9 : i64
      %329 = arith.minsi %328, %c9_i64_162 : i64
      %cst_163 = arith.constant 0.000000e+00 : f64
      memref.store %cst_163, %alloca_89[] : memref<f64>
      %cst_164 = arith.constant 0.000000e+00 : f64
      memref.store %cst_164, %alloca_90[] : memref<f64>
      %c0_i64_165 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64_166 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_165 to %c6_i64 step %c1_i64_166  : i64 {
        %c61_i64_167 = arith.constant 61 : i64
        %331 = arith.muli %arg19, %c61_i64_167 : i64
        %332 = arith.addi %324, %331 : i64
        %333 = llvm.getelementptr %235[%332] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %334 = llvm.load %333 : !llvm.ptr<1> -> f64
        %c6_i64_168 = arith.constant 6 : i64
        %335 = arith.muli %326, %c6_i64_168 : i64
        %336 = arith.addi %arg19, %335 : i64
        %337 = llvm.getelementptr %237[%336] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %338 = llvm.load %337 : !llvm.ptr<1> -> f64
        %c6_i64_169 = arith.constant 6 : i64
        %339 = arith.muli %329, %c6_i64_169 : i64
        %340 = arith.addi %arg19, %339 : i64
        %341 = llvm.getelementptr %237[%340] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %342 = llvm.load %341 : !llvm.ptr<1> -> f64
        %343 = memref.load %alloca_89[] : memref<f64>
        %344 = arith.mulf %334, %338 : f64
        %345 = arith.addf %343, %344 : f64
        memref.store %345, %alloca_89[] : memref<f64>
        %346 = memref.load %alloca_90[] : memref<f64>
        %347 = arith.mulf %334, %342 : f64
        %348 = arith.addf %346, %347 : f64
        memref.store %348, %alloca_90[] : memref<f64>
      }
      %c61_i64 = arith.constant 61 : i64
      %330 = arith.cmpi slt, %323, %c61_i64 : i64
      scf.if %330 {
        %c10_i64 = arith.constant 10 : i64
        %331 = arith.cmpi slt, %325, %c10_i64 : i64
        scf.if %331 {
          %c61_i64_168 = arith.constant 61 : i64
          %333 = arith.muli %325, %c61_i64_168 : i64
          %334 = arith.addi %323, %333 : i64
          %335 = llvm.getelementptr %239[%334] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %336 = llvm.load %335 : !llvm.ptr<1> -> f64
          %337 = memref.load %alloca_89[] : memref<f64>
          %338 = arith.addf %336, %337 : f64
          %c61_i64_169 = arith.constant 61 : i64
          %339 = arith.muli %325, %c61_i64_169 : i64
          %340 = arith.addi %323, %339 : i64
          %341 = llvm.getelementptr %239[%340] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %338, %341 : f64, !llvm.ptr<1>
        }
        %c10_i64_167 = arith.constant 10 : i64
        %332 = arith.cmpi slt, %328, %c10_i64_167 : i64
        scf.if %332 {
          %c61_i64_168 = arith.constant 61 : i64
          %333 = arith.muli %328, %c61_i64_168 : i64
          %334 = arith.addi %323, %333 : i64
          %335 = llvm.getelementptr %239[%334] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %336 = llvm.load %335 : !llvm.ptr<1> -> f64
          %337 = memref.load %alloca_90[] : memref<f64>
          %338 = arith.addf %336, %337 : f64
          %c61_i64_169 = arith.constant 61 : i64
          %339 = arith.muli %328, %c61_i64_169 : i64
          %340 = arith.addi %323, %339 : i64
          %341 = llvm.getelementptr %239[%340] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %338, %341 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
