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
      %alloca_77 = memref.alloca() : memref<f32>
      %alloca_78 = memref.alloca() : memref<f32>
      %alloca_79 = memref.alloca() : memref<f32>
      %alloca_80 = memref.alloca() : memref<f32>
      %alloca_81 = memref.alloca() : memref<f32>
      %alloca_82 = memref.alloca() : memref<f32>
      %alloca_83 = memref.alloca() : memref<f32>
      %alloca_84 = memref.alloca() : memref<f32>
      %alloca_85 = memref.alloca() : memref<f32>
      %alloca_86 = memref.alloca() : memref<f32>
      %alloca_87 = memref.alloca() : memref<f64>
      %alloca_88 = memref.alloca() : memref<f64>
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
        %c100_i64_154 = arith.constant 100 : i64
        %324 = arith.muli %arg19, %c100_i64_154 : i64
        %325 = arith.addi %241, %324 : i64
        %326 = llvm.getelementptr %209[%325] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %327 = llvm.load %326 : !llvm.ptr<1> -> f32
        %c100_i64_155 = arith.constant 100 : i64
        %328 = arith.muli %arg19, %c100_i64_155 : i64
        %329 = arith.addi %244, %328 : i64
        %330 = llvm.getelementptr %209[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %331 = llvm.load %330 : !llvm.ptr<1> -> f32
        %c7_i64_156 = arith.constant 7 : i64
        %332 = arith.muli %246, %c7_i64_156 : i64
        %333 = arith.addi %arg19, %332 : i64
        %334 = llvm.getelementptr %211[%333] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %335 = llvm.load %334 : !llvm.ptr<1> -> f32
        %c7_i64_157 = arith.constant 7 : i64
        %336 = arith.muli %249, %c7_i64_157 : i64
        %337 = arith.addi %arg19, %336 : i64
        %338 = llvm.getelementptr %211[%337] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %339 = llvm.load %338 : !llvm.ptr<1> -> f32
        %340 = memref.load %alloca[] : memref<f32>
        %341 = arith.mulf %327, %335 : f32
        %342 = arith.addf %340, %341 : f32
        memref.store %342, %alloca[] : memref<f32>
        %343 = memref.load %alloca_70[] : memref<f32>
        %344 = arith.mulf %327, %339 : f32
        %345 = arith.addf %343, %344 : f32
        memref.store %345, %alloca_70[] : memref<f32>
        %346 = memref.load %alloca_71[] : memref<f32>
        %347 = arith.mulf %331, %335 : f32
        %348 = arith.addf %346, %347 : f32
        memref.store %348, %alloca_71[] : memref<f32>
        %349 = memref.load %alloca_72[] : memref<f32>
        %350 = arith.mulf %331, %339 : f32
        %351 = arith.addf %349, %350 : f32
        memref.store %351, %alloca_72[] : memref<f32>
      }
      %c100_i64 = arith.constant 100 : i64
      %250 = arith.cmpi slt, %240, %c100_i64 : i64
      scf.if %250 {
        %c9_i64 = arith.constant 9 : i64
        %324 = arith.cmpi slt, %245, %c9_i64 : i64
        scf.if %324 {
          %326 = memref.load %alloca[] : memref<f32>
          %327 = arith.mulf %arg0, %326 : f32
          %c100_i64_155 = arith.constant 100 : i64
          %328 = arith.muli %245, %c100_i64_155 : i64
          %329 = arith.addi %240, %328 : i64
          %330 = llvm.getelementptr %213[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %331 = llvm.load %330 : !llvm.ptr<1> -> f32
          %332 = arith.mulf %arg1, %331 : f32
          %333 = arith.addf %327, %332 : f32
          %c100_i64_156 = arith.constant 100 : i64
          %334 = arith.muli %245, %c100_i64_156 : i64
          %335 = arith.addi %240, %334 : i64
          %336 = llvm.getelementptr %213[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %333, %336 : f32, !llvm.ptr<1>
        }
        %c9_i64_154 = arith.constant 9 : i64
        %325 = arith.cmpi slt, %248, %c9_i64_154 : i64
        scf.if %325 {
          %326 = memref.load %alloca_70[] : memref<f32>
          %327 = arith.mulf %arg0, %326 : f32
          %c100_i64_155 = arith.constant 100 : i64
          %328 = arith.muli %248, %c100_i64_155 : i64
          %329 = arith.addi %240, %328 : i64
          %330 = llvm.getelementptr %213[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %331 = llvm.load %330 : !llvm.ptr<1> -> f32
          %332 = arith.mulf %arg1, %331 : f32
          %333 = arith.addf %327, %332 : f32
          %c100_i64_156 = arith.constant 100 : i64
          %334 = arith.muli %248, %c100_i64_156 : i64
          %335 = arith.addi %240, %334 : i64
          %336 = llvm.getelementptr %213[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %333, %336 : f32, !llvm.ptr<1>
        }
      }
      %c100_i64_99 = arith.constant 100 : i64
      %251 = arith.cmpi slt, %243, %c100_i64_99 : i64
      scf.if %251 {
        %c9_i64 = arith.constant 9 : i64
        %324 = arith.cmpi slt, %245, %c9_i64 : i64
        scf.if %324 {
          %326 = memref.load %alloca_71[] : memref<f32>
          %327 = arith.mulf %arg0, %326 : f32
          %c100_i64_155 = arith.constant 100 : i64
          %328 = arith.muli %245, %c100_i64_155 : i64
          %329 = arith.addi %243, %328 : i64
          %330 = llvm.getelementptr %213[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %331 = llvm.load %330 : !llvm.ptr<1> -> f32
          %332 = arith.mulf %arg1, %331 : f32
          %333 = arith.addf %327, %332 : f32
          %c100_i64_156 = arith.constant 100 : i64
          %334 = arith.muli %245, %c100_i64_156 : i64
          %335 = arith.addi %243, %334 : i64
          %336 = llvm.getelementptr %213[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %333, %336 : f32, !llvm.ptr<1>
        }
        %c9_i64_154 = arith.constant 9 : i64
        %325 = arith.cmpi slt, %248, %c9_i64_154 : i64
        scf.if %325 {
          %326 = memref.load %alloca_72[] : memref<f32>
          %327 = arith.mulf %arg0, %326 : f32
          %c100_i64_155 = arith.constant 100 : i64
          %328 = arith.muli %248, %c100_i64_155 : i64
          %329 = arith.addi %243, %328 : i64
          %330 = llvm.getelementptr %213[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %331 = llvm.load %330 : !llvm.ptr<1> -> f32
          %332 = arith.mulf %arg1, %331 : f32
          %333 = arith.addf %327, %332 : f32
          %c100_i64_156 = arith.constant 100 : i64
          %334 = arith.muli %248, %c100_i64_156 : i64
          %335 = arith.addi %243, %334 : i64
          %336 = llvm.getelementptr %213[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %333, %336 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_100 = gpu.thread_id  x
      %252 = arith.index_cast %thread_id_x_100 : index to i64
      %c64_i64_101 = arith.constant 64 : i64
      %thread_id_y_102 = gpu.thread_id  y
      %253 = arith.index_cast %thread_id_y_102 : index to i64
      %254 = arith.muli %c64_i64_101, %253 : i64
      %255 = arith.addi %252, %254 : i64
      %c32_i64 = arith.constant 32 : i64
      %256 = arith.divsi %255, %c32_i64 : i64
      %c32_i64_103 = arith.constant 32 : i64
      %257 = arith.remsi %255, %c32_i64_103 : i64
      %c4_i64 = arith.constant 4 : i64
      %258 = arith.divsi %257, %c4_i64 : i64
      %c4_i64_104 = arith.constant 4 : i64
      %259 = arith.remsi %257, %c4_i64_104 : i64
      %c27_i64 = arith.constant 27 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg19 = %256 to %c27_i64 step %c16_i64  : i64 {
        %c9_i64 = arith.constant 9 : i64
        %324 = arith.remsi %arg19, %c9_i64 : i64
        %c9_i64_154 = arith.constant 9 : i64
        %325 = arith.divsi %arg19, %c9_i64_154 : i64
        %c8_i64_155 = arith.constant 8 : i64
        %326 = arith.muli %324, %c8_i64_155 : i64
        %c8_i64_156 = arith.constant 8 : i64
        %327 = arith.muli %325, %c8_i64_156 : i64
        %cst_157 = arith.constant 0.000000e+00 : f64
        memref.store %cst_157, %alloca_73[] : memref<f64>
        %cst_158 = arith.constant 0.000000e+00 : f64
        memref.store %cst_158, %alloca_74[] : memref<f64>
        %328 = arith.addi %326, %258 : i64
        %c69_i64 = arith.constant 69 : i64
        %329 = arith.minsi %328, %c69_i64 : i64
        %330 = arith.addi %327, %258 : i64
        %c19_i64 = arith.constant 19 : i64
        %331 = arith.minsi %330, %c19_i64 : i64
        %c0_i64_159 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_160 = arith.constant 4 : i64
        scf.for %arg20 = %c0_i64_159 to %c12_i64 step %c4_i64_160  : i64 {
          %366 = arith.addi %arg20, %259 : i64
          %367 = arith.addi %arg20, %259 : i64
          %c70_i64_172 = arith.constant 70 : i64
          %368 = arith.muli %366, %c70_i64_172 : i64
          %369 = arith.addi %329, %368 : i64
          %370 = llvm.getelementptr %215[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %371 = llvm.load %370 : !llvm.ptr<1> -> f64
          %c13_i64_173 = arith.constant 13 : i64
          %372 = arith.muli %331, %c13_i64_173 : i64
          %373 = arith.addi %367, %372 : i64
          %374 = llvm.getelementptr %217[%373] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %375 = llvm.load %374 : !llvm.ptr<1> -> f64
          %376 = memref.load %alloca_73[] : memref<f64>
          %377 = memref.load %alloca_74[] : memref<f64>
          %378 = nvvm.mma.sync A[%371]  B[%375]  C[%376, %377]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %379 = llvm.extractvalue %378[0] : !llvm.struct<(f64, f64)> 
          memref.store %379, %alloca_73[] : memref<f64>
          %380 = llvm.extractvalue %378[1] : !llvm.struct<(f64, f64)> 
          memref.store %380, %alloca_74[] : memref<f64>
        }
        %c12_i64_161 = arith.constant 12 : i64
        %332 = arith.addi %c12_i64_161, %259 : i64
        %c12_i64_162 = arith.constant 12 : i64
        %333 = arith.addi %c12_i64_162, %259 : i64
        %c12_i64_163 = arith.constant 12 : i64
        %334 = arith.minsi %332, %c12_i64_163 : i64
        %c70_i64 = arith.constant 70 : i64
        %335 = arith.muli %334, %c70_i64 : i64
        %336 = arith.addi %329, %335 : i64
        %337 = llvm.getelementptr %215[%336] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %338 = llvm.load %337 : !llvm.ptr<1> -> f64
        memref.store %338, %alloca_75[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %339 = arith.cmpi sge, %332, %c13_i64 : i64
        scf.if %339 {
          %cst_172 = arith.constant 0.000000e+00 : f64
          memref.store %cst_172, %alloca_75[] : memref<f64>
        }
        %c12_i64_164 = arith.constant 12 : i64
        %340 = arith.minsi %333, %c12_i64_164 : i64
        %c13_i64_165 = arith.constant 13 : i64
        %341 = arith.muli %331, %c13_i64_165 : i64
        %342 = arith.addi %340, %341 : i64
        %343 = llvm.getelementptr %217[%342] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %344 = llvm.load %343 : !llvm.ptr<1> -> f64
        memref.store %344, %alloca_76[] : memref<f64>
        %c13_i64_166 = arith.constant 13 : i64
        %345 = arith.cmpi sge, %333, %c13_i64_166 : i64
        scf.if %345 {
          %cst_172 = arith.constant 0.000000e+00 : f64
          memref.store %cst_172, %alloca_76[] : memref<f64>
        }
        %346 = memref.load %alloca_75[] : memref<f64>
        %347 = memref.load %alloca_76[] : memref<f64>
        %348 = memref.load %alloca_73[] : memref<f64>
        %349 = memref.load %alloca_74[] : memref<f64>
        %350 = nvvm.mma.sync A[%346]  B[%347]  C[%348, %349]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %351 = llvm.extractvalue %350[0] : !llvm.struct<(f64, f64)> 
        memref.store %351, %alloca_73[] : memref<f64>
        %352 = llvm.extractvalue %350[1] : !llvm.struct<(f64, f64)> 
        memref.store %352, %alloca_74[] : memref<f64>
        %353 = arith.addi %326, %258 : i64
        %c2_i64 = arith.constant 2 : i64
        %354 = arith.muli %259, %c2_i64 : i64
        %355 = arith.addi %327, %354 : i64
        %c70_i64_167 = arith.constant 70 : i64
        %356 = arith.cmpi slt, %353, %c70_i64_167 : i64
        %c20_i64 = arith.constant 20 : i64
        %357 = arith.cmpi slt, %355, %c20_i64 : i64
        %358 = arith.andi %356, %357 : i1
        scf.if %358 {
          %c70_i64_172 = arith.constant 70 : i64
          %366 = arith.muli %355, %c70_i64_172 : i64
          %367 = arith.addi %353, %366 : i64
          %368 = llvm.getelementptr %219[%367] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %369 = llvm.load %368 : !llvm.ptr<1> -> f64
          %370 = memref.load %alloca_73[] : memref<f64>
          %371 = arith.addf %369, %370 : f64
          %c70_i64_173 = arith.constant 70 : i64
          %372 = arith.muli %355, %c70_i64_173 : i64
          %373 = arith.addi %353, %372 : i64
          %374 = llvm.getelementptr %219[%373] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %371, %374 : f64, !llvm.ptr<1>
        }
        %359 = arith.addi %326, %258 : i64
        %c2_i64_168 = arith.constant 2 : i64
        %360 = arith.muli %259, %c2_i64_168 : i64
        %c1_i64_169 = arith.constant 1 : i64
        %361 = arith.addi %360, %c1_i64_169 : i64
        %362 = arith.addi %327, %361 : i64
        %c70_i64_170 = arith.constant 70 : i64
        %363 = arith.cmpi slt, %359, %c70_i64_170 : i64
        %c20_i64_171 = arith.constant 20 : i64
        %364 = arith.cmpi slt, %362, %c20_i64_171 : i64
        %365 = arith.andi %363, %364 : i1
        scf.if %365 {
          %c70_i64_172 = arith.constant 70 : i64
          %366 = arith.muli %362, %c70_i64_172 : i64
          %367 = arith.addi %359, %366 : i64
          %368 = llvm.getelementptr %219[%367] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %369 = llvm.load %368 : !llvm.ptr<1> -> f64
          %370 = memref.load %alloca_74[] : memref<f64>
          %371 = arith.addf %369, %370 : f64
          %c70_i64_173 = arith.constant 70 : i64
          %372 = arith.muli %362, %c70_i64_173 : i64
          %373 = arith.addi %359, %372 : i64
          %374 = llvm.getelementptr %219[%373] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %371, %374 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_105 = gpu.thread_id  x
      %260 = arith.index_cast %thread_id_x_105 : index to i64
      %thread_id_y_106 = gpu.thread_id  y
      %261 = arith.index_cast %thread_id_y_106 : index to i64
      %thread_id_y_107 = gpu.thread_id  y
      %262 = arith.index_cast %thread_id_y_107 : index to i64
      %c8_i64_108 = arith.constant 8 : i64
      %263 = arith.addi %262, %c8_i64_108 : i64
      %thread_id_y_109 = gpu.thread_id  y
      %264 = arith.index_cast %thread_id_y_109 : index to i64
      %c16_i64_110 = arith.constant 16 : i64
      %265 = arith.addi %264, %c16_i64_110 : i64
      %thread_id_y_111 = gpu.thread_id  y
      %266 = arith.index_cast %thread_id_y_111 : index to i64
      %c24_i64 = arith.constant 24 : i64
      %267 = arith.addi %266, %c24_i64 : i64
      %thread_id_y_112 = gpu.thread_id  y
      %268 = arith.index_cast %thread_id_y_112 : index to i64
      %c32_i64_113 = arith.constant 32 : i64
      %269 = arith.addi %268, %c32_i64_113 : i64
      %thread_id_y_114 = gpu.thread_id  y
      %270 = arith.index_cast %thread_id_y_114 : index to i64
      %c40_i64 = arith.constant 40 : i64
      %271 = arith.addi %270, %c40_i64 : i64
      %thread_id_y_115 = gpu.thread_id  y
      %272 = arith.index_cast %thread_id_y_115 : index to i64
      %c48_i64 = arith.constant 48 : i64
      %273 = arith.addi %272, %c48_i64 : i64
      %thread_id_y_116 = gpu.thread_id  y
      %274 = arith.index_cast %thread_id_y_116 : index to i64
      %c56_i64 = arith.constant 56 : i64
      %275 = arith.addi %274, %c56_i64 : i64
      %cst_117 = arith.constant 0.000000e+00 : f32
      memref.store %cst_117, %alloca_77[] : memref<f32>
      %cst_118 = arith.constant 0.000000e+00 : f32
      memref.store %cst_118, %alloca_78[] : memref<f32>
      %cst_119 = arith.constant 0.000000e+00 : f32
      memref.store %cst_119, %alloca_79[] : memref<f32>
      %cst_120 = arith.constant 0.000000e+00 : f32
      memref.store %cst_120, %alloca_80[] : memref<f32>
      %cst_121 = arith.constant 0.000000e+00 : f32
      memref.store %cst_121, %alloca_81[] : memref<f32>
      %cst_122 = arith.constant 0.000000e+00 : f32
      memref.store %cst_122, %alloca_82[] : memref<f32>
      %cst_123 = arith.constant 0.000000e+00 : f32
      memref.store %cst_123, %alloca_83[] : memref<f32>
      %cst_124 = arith.constant 0.000000e+00 : f32
      memref.store %cst_124, %alloca_84[] : memref<f32>
      %c0_i64_125 = arith.constant 0 : i64
      %c64_i64_126 = arith.constant 64 : i64
      %c1_i64_127 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_125 to %c64_i64_126 step %c1_i64_127  : i64 {
        %c64_i64_154 = arith.constant 64 : i64
        %324 = arith.muli %arg19, %c64_i64_154 : i64
        %325 = arith.addi %260, %324 : i64
        %326 = llvm.getelementptr %221[%325] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %327 = llvm.load %326 : !llvm.ptr<1> -> f32
        %c64_i64_155 = arith.constant 64 : i64
        %328 = arith.muli %261, %c64_i64_155 : i64
        %329 = arith.addi %arg19, %328 : i64
        %330 = llvm.getelementptr %223[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %331 = llvm.load %330 : !llvm.ptr<1> -> f32
        %c64_i64_156 = arith.constant 64 : i64
        %332 = arith.muli %263, %c64_i64_156 : i64
        %333 = arith.addi %arg19, %332 : i64
        %334 = llvm.getelementptr %223[%333] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %335 = llvm.load %334 : !llvm.ptr<1> -> f32
        %c64_i64_157 = arith.constant 64 : i64
        %336 = arith.muli %265, %c64_i64_157 : i64
        %337 = arith.addi %arg19, %336 : i64
        %338 = llvm.getelementptr %223[%337] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %339 = llvm.load %338 : !llvm.ptr<1> -> f32
        %c64_i64_158 = arith.constant 64 : i64
        %340 = arith.muli %267, %c64_i64_158 : i64
        %341 = arith.addi %arg19, %340 : i64
        %342 = llvm.getelementptr %223[%341] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %343 = llvm.load %342 : !llvm.ptr<1> -> f32
        %c64_i64_159 = arith.constant 64 : i64
        %344 = arith.muli %269, %c64_i64_159 : i64
        %345 = arith.addi %arg19, %344 : i64
        %346 = llvm.getelementptr %223[%345] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %347 = llvm.load %346 : !llvm.ptr<1> -> f32
        %c64_i64_160 = arith.constant 64 : i64
        %348 = arith.muli %271, %c64_i64_160 : i64
        %349 = arith.addi %arg19, %348 : i64
        %350 = llvm.getelementptr %223[%349] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %351 = llvm.load %350 : !llvm.ptr<1> -> f32
        %c64_i64_161 = arith.constant 64 : i64
        %352 = arith.muli %273, %c64_i64_161 : i64
        %353 = arith.addi %arg19, %352 : i64
        %354 = llvm.getelementptr %223[%353] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %355 = llvm.load %354 : !llvm.ptr<1> -> f32
        %c64_i64_162 = arith.constant 64 : i64
        %356 = arith.muli %275, %c64_i64_162 : i64
        %357 = arith.addi %arg19, %356 : i64
        %358 = llvm.getelementptr %223[%357] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %359 = llvm.load %358 : !llvm.ptr<1> -> f32
        %360 = memref.load %alloca_77[] : memref<f32>
        %361 = arith.mulf %327, %331 : f32
        %362 = arith.addf %360, %361 : f32
        memref.store %362, %alloca_77[] : memref<f32>
        %363 = memref.load %alloca_78[] : memref<f32>
        %364 = arith.mulf %327, %335 : f32
        %365 = arith.addf %363, %364 : f32
        memref.store %365, %alloca_78[] : memref<f32>
        %366 = memref.load %alloca_79[] : memref<f32>
        %367 = arith.mulf %327, %339 : f32
        %368 = arith.addf %366, %367 : f32
        memref.store %368, %alloca_79[] : memref<f32>
        %369 = memref.load %alloca_80[] : memref<f32>
        %370 = arith.mulf %327, %343 : f32
        %371 = arith.addf %369, %370 : f32
        memref.store %371, %alloca_80[] : memref<f32>
        %372 = memref.load %alloca_81[] : memref<f32>
        %373 = arith.mulf %327, %347 : f32
        %374 = arith.addf %372, %373 : f32
        memref.store %374, %alloca_81[] : memref<f32>
        %375 = memref.load %alloca_82[] : memref<f32>
        %376 = arith.mulf %327, %351 : f32
        %377 = arith.addf %375, %376 : f32
        memref.store %377, %alloca_82[] : memref<f32>
        %378 = memref.load %alloca_83[] : memref<f32>
        %379 = arith.mulf %327, %355 : f32
        %380 = arith.addf %378, %379 : f32
        memref.store %380, %alloca_83[] : memref<f32>
        %381 = memref.load %alloca_84[] : memref<f32>
        %382 = arith.mulf %327, %359 : f32
        %383 = arith.addf %381, %382 : f32
        memref.store %383, %alloca_84[] : memref<f32>
      }
      %276 = memref.load %alloca_77[] : memref<f32>
      %c64_i64_128 = arith.constant 64 : i64
      %277 = arith.muli %261, %c64_i64_128 : i64
      %278 = arith.addi %260, %277 : i64
      %279 = llvm.getelementptr %225[%278] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %276, %279 : f32, !llvm.ptr<1>
      %280 = memref.load %alloca_78[] : memref<f32>
      %c64_i64_129 = arith.constant 64 : i64
      %281 = arith.muli %263, %c64_i64_129 : i64
      %282 = arith.addi %260, %281 : i64
      %283 = llvm.getelementptr %225[%282] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %280, %283 : f32, !llvm.ptr<1>
      %284 = memref.load %alloca_79[] : memref<f32>
      %c64_i64_130 = arith.constant 64 : i64
      %285 = arith.muli %265, %c64_i64_130 : i64
      %286 = arith.addi %260, %285 : i64
      %287 = llvm.getelementptr %225[%286] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %284, %287 : f32, !llvm.ptr<1>
      %288 = memref.load %alloca_80[] : memref<f32>
      %c64_i64_131 = arith.constant 64 : i64
      %289 = arith.muli %267, %c64_i64_131 : i64
      %290 = arith.addi %260, %289 : i64
      %291 = llvm.getelementptr %225[%290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %288, %291 : f32, !llvm.ptr<1>
      %292 = memref.load %alloca_81[] : memref<f32>
      %c64_i64_132 = arith.constant 64 : i64
      %293 = arith.muli %269, %c64_i64_132 : i64
      %294 = arith.addi %260, %293 : i64
      %295 = llvm.getelementptr %225[%294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %292, %295 : f32, !llvm.ptr<1>
      %296 = memref.load %alloca_82[] : memref<f32>
      %c64_i64_133 = arith.constant 64 : i64
      %297 = arith.muli %271, %c64_i64_133 : i64
      %298 = arith.addi %260, %297 : i64
      %299 = llvm.getelementptr %225[%298] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %296, %299 : f32, !llvm.ptr<1>
      %300 = memref.load %alloca_83[] : memref<f32>
      %c64_i64_134 = arith.constant 64 : i64
      %301 = arith.muli %273, %c64_i64_134 : i64
      %302 = arith.addi %260, %301 : i64
      %303 = llvm.getelementptr %225[%302] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %300, %303 : f32, !llvm.ptr<1>
      %304 = memref.load %alloca_84[] : memref<f32>
      %c64_i64_135 = arith.constant 64 : i64
      %305 = arith.muli %275, %c64_i64_135 : i64
      %306 = arith.addi %260, %305 : i64
      %307 = llvm.getelementptr %225[%306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %304, %307 : f32, !llvm.ptr<1>
      %thread_id_x_136 = gpu.thread_id  x
      %308 = arith.index_cast %thread_id_x_136 : index to i64
      %c42_i64 = arith.constant 42 : i64
      %309 = arith.minsi %308, %c42_i64 : i64
      %thread_id_y_137 = gpu.thread_id  y
      %310 = arith.index_cast %thread_id_y_137 : index to i64
      %c11_i64 = arith.constant 11 : i64
      %311 = arith.minsi %310, %c11_i64 : i64
      %thread_id_y_138 = gpu.thread_id  y
      %312 = arith.index_cast %thread_id_y_138 : index to i64
      %c8_i64_139 = arith.constant 8 : i64
      %313 = arith.addi %312, %c8_i64_139 : i64
      %c11_i64_140 = arith.constant 11 : i64
      %314 = arith.minsi %313, %c11_i64_140 : i64
      %cst_141 = arith.constant 0.000000e+00 : f32
      memref.store %cst_141, %alloca_85[] : memref<f32>
      %cst_142 = arith.constant 0.000000e+00 : f32
      memref.store %cst_142, %alloca_86[] : memref<f32>
      %c0_i64_143 = arith.constant 0 : i64
      %c1_i64_144 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_143 to %228 step %c1_i64_144  : i64 {
        %c43_i64_154 = arith.constant 43 : i64
        %324 = arith.muli %arg19, %c43_i64_154 : i64
        %325 = arith.addi %309, %324 : i64
        %326 = llvm.getelementptr %227[%325] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %327 = llvm.load %326 : !llvm.ptr<1> -> f32
        %c12_i64 = arith.constant 12 : i64
        %328 = arith.muli %arg19, %c12_i64 : i64
        %329 = arith.addi %311, %328 : i64
        %330 = llvm.getelementptr %230[%329] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %331 = llvm.load %330 : !llvm.ptr<1> -> f32
        %c12_i64_155 = arith.constant 12 : i64
        %332 = arith.muli %arg19, %c12_i64_155 : i64
        %333 = arith.addi %314, %332 : i64
        %334 = llvm.getelementptr %230[%333] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %335 = llvm.load %334 : !llvm.ptr<1> -> f32
        %336 = memref.load %alloca_85[] : memref<f32>
        %337 = arith.mulf %327, %331 : f32
        %338 = arith.addf %336, %337 : f32
        memref.store %338, %alloca_85[] : memref<f32>
        %339 = memref.load %alloca_86[] : memref<f32>
        %340 = arith.mulf %327, %335 : f32
        %341 = arith.addf %339, %340 : f32
        memref.store %341, %alloca_86[] : memref<f32>
      }
      %c43_i64 = arith.constant 43 : i64
      %315 = arith.cmpi slt, %308, %c43_i64 : i64
      scf.if %315 {
        %c12_i64 = arith.constant 12 : i64
        %324 = arith.cmpi slt, %310, %c12_i64 : i64
        scf.if %324 {
          %326 = memref.load %alloca_85[] : memref<f32>
          %c43_i64_155 = arith.constant 43 : i64
          %327 = arith.muli %310, %c43_i64_155 : i64
          %328 = arith.addi %308, %327 : i64
          %329 = llvm.getelementptr %233[%328] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %326, %329 : f32, !llvm.ptr<1>
        }
        %c12_i64_154 = arith.constant 12 : i64
        %325 = arith.cmpi slt, %313, %c12_i64_154 : i64
        scf.if %325 {
          %326 = memref.load %alloca_86[] : memref<f32>
          %c43_i64_155 = arith.constant 43 : i64
          %327 = arith.muli %313, %c43_i64_155 : i64
          %328 = arith.addi %308, %327 : i64
          %329 = llvm.getelementptr %233[%328] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %326, %329 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_145 = gpu.thread_id  x
      %316 = arith.index_cast %thread_id_x_145 : index to i64
      %c64_i64_146 = arith.constant 64 : i64
      %thread_id_y_147 = gpu.thread_id  y
      %317 = arith.index_cast %thread_id_y_147 : index to i64
      %318 = arith.muli %c64_i64_146, %317 : i64
      %319 = arith.addi %316, %318 : i64
      %c32_i64_148 = arith.constant 32 : i64
      %320 = arith.divsi %319, %c32_i64_148 : i64
      %c32_i64_149 = arith.constant 32 : i64
      %321 = arith.remsi %319, %c32_i64_149 : i64
      %c4_i64_150 = arith.constant 4 : i64
      %322 = arith.divsi %321, %c4_i64_150 : i64
      %c4_i64_151 = arith.constant 4 : i64
      %323 = arith.remsi %321, %c4_i64_151 : i64
      %c16_i64_152 = arith.constant 16 : i64
      %c16_i64_153 = arith.constant 16 : i64
      scf.for %arg19 = %320 to %c16_i64_152 step %c16_i64_153  : i64 {
        %c8_i64_154 = arith.constant 8 : i64
        %324 = arith.remsi %arg19, %c8_i64_154 : i64
        %c8_i64_155 = arith.constant 8 : i64
        %325 = arith.divsi %arg19, %c8_i64_155 : i64
        %c8_i64_156 = arith.constant 8 : i64
        %326 = arith.muli %324, %c8_i64_156 : i64
        %c8_i64_157 = arith.constant 8 : i64
        %327 = arith.muli %325, %c8_i64_157 : i64
        %cst_158 = arith.constant 0.000000e+00 : f64
        memref.store %cst_158, %alloca_87[] : memref<f64>
        %cst_159 = arith.constant 0.000000e+00 : f64
        memref.store %cst_159, %alloca_88[] : memref<f64>
        %328 = arith.addi %326, %322 : i64
        %c60_i64 = arith.constant 60 : i64
        %329 = arith.minsi %328, %c60_i64 : i64
        %330 = arith.addi %327, %322 : i64
        %c9_i64 = arith.constant 9 : i64
        %331 = arith.minsi %330, %c9_i64 : i64
        %c0_i64_160 = arith.constant 0 : i64
        %c4_i64_161 = arith.constant 4 : i64
        %c4_i64_162 = arith.constant 4 : i64
        scf.for %arg20 = %c0_i64_160 to %c4_i64_161 step %c4_i64_162  : i64 {
          %366 = arith.addi %arg20, %323 : i64
          %367 = arith.addi %arg20, %323 : i64
          %c61_i64_173 = arith.constant 61 : i64
          %368 = arith.muli %366, %c61_i64_173 : i64
          %369 = arith.addi %329, %368 : i64
          %370 = llvm.getelementptr %235[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %371 = llvm.load %370 : !llvm.ptr<1> -> f64
          %c6_i64_174 = arith.constant 6 : i64
          %372 = arith.muli %331, %c6_i64_174 : i64
          %373 = arith.addi %367, %372 : i64
          %374 = llvm.getelementptr %237[%373] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %375 = llvm.load %374 : !llvm.ptr<1> -> f64
          %376 = memref.load %alloca_87[] : memref<f64>
          %377 = memref.load %alloca_88[] : memref<f64>
          %378 = nvvm.mma.sync A[%371]  B[%375]  C[%376, %377]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %379 = llvm.extractvalue %378[0] : !llvm.struct<(f64, f64)> 
          memref.store %379, %alloca_87[] : memref<f64>
          %380 = llvm.extractvalue %378[1] : !llvm.struct<(f64, f64)> 
          memref.store %380, %alloca_88[] : memref<f64>
        }
        %c4_i64_163 = arith.constant 4 : i64
        %332 = arith.addi %c4_i64_163, %323 : i64
        %c4_i64_164 = arith.constant 4 : i64
        %333 = arith.addi %c4_i64_164, %323 : i64
        %c5_i64 = arith.constant 5 : i64
        %334 = arith.minsi %332, %c5_i64 : i64
        %c61_i64 = arith.constant 61 : i64
        %335 = arith.muli %334, %c61_i64 : i64
        %336 = arith.addi %329, %335 : i64
        %337 = llvm.getelementptr %235[%336] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %338 = llvm.load %337 : !llvm.ptr<1> -> f64
        memref.store %338, %alloca_89[] : memref<f64>
        %c6_i64 = arith.constant 6 : i64
        %339 = arith.cmpi sge, %332, %c6_i64 : i64
        scf.if %339 {
          %cst_173 = arith.constant 0.000000e+00 : f64
          memref.store %cst_173, %alloca_89[] : memref<f64>
        }
        %c5_i64_165 = arith.constant 5 : i64
        %340 = arith.minsi %333, %c5_i64_165 : i64
        %c6_i64_166 = arith.constant 6 : i64
        %341 = arith.muli %331, %c6_i64_166 : i64
        %342 = arith.addi %340, %341 : i64
        %343 = llvm.getelementptr %237[%342] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %344 = llvm.load %343 : !llvm.ptr<1> -> f64
        memref.store %344, %alloca_90[] : memref<f64>
        %c6_i64_167 = arith.constant 6 : i64
        %345 = arith.cmpi sge, %333, %c6_i64_167 : i64
        scf.if %345 {
          %cst_173 = arith.constant 0.000000e+00 : f64
          memref.store %cst_173, %alloca_90[] : memref<f64>
        }
        %346 = memref.load %alloca_89[] : memref<f64>
        %347 = memref.load %alloca_90[] : memref<f64>
        %348 = memref.load %alloca_87[] : memref<f64>
        %349 = memref.load %alloca_88[] : memref<f64>
        %350 = nvvm.mma.sync A[%346]  B[%347]  C[%348, %349]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %351 = llvm.extractvalue %350[0] : !llvm.struct<(f64, f64)> 
        memref.store %351, %alloca_87[] : memref<f64>
        %352 = llvm.extractvalue %350[1] : !llvm.struct<(f64, f64)> 
        memref.store %352, %alloca_88[] : memref<f64>
        %353 = arith.addi %326, %322 : i64
        %c2_i64 = arith.constant 2 : i64
        %354 = arith.muli %323, %c2_i64 : i64
        %355 = arith.addi %327, %354 : i64
        %c61_i64_168 = arith.constant 61 : i64
        %356 = arith.cmpi slt, %353, %c61_i64_168 : i64
        %c10_i64 = arith.constant 10 : i64
        %357 = arith.cmpi slt, %355, %c10_i64 : i64
        %358 = arith.andi %356, %357 : i1
        scf.if %358 {
          %c61_i64_173 = arith.constant 61 : i64
          %366 = arith.muli %355, %c61_i64_173 : i64
          %367 = arith.addi %353, %366 : i64
          %368 = llvm.getelementptr %239[%367] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %369 = llvm.load %368 : !llvm.ptr<1> -> f64
          %370 = memref.load %alloca_87[] : memref<f64>
          %371 = arith.addf %369, %370 : f64
          %c61_i64_174 = arith.constant 61 : i64
          %372 = arith.muli %355, %c61_i64_174 : i64
          %373 = arith.addi %353, %372 : i64
          %374 = llvm.getelementptr %239[%373] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %371, %374 : f64, !llvm.ptr<1>
        }
        %359 = arith.addi %326, %322 : i64
        %c2_i64_169 = arith.constant 2 : i64
        %360 = arith.muli %323, %c2_i64_169 : i64
        %c1_i64_170 = arith.constant 1 : i64
        %361 = arith.addi %360, %c1_i64_170 : i64
        %362 = arith.addi %327, %361 : i64
        %c61_i64_171 = arith.constant 61 : i64
        %363 = arith.cmpi slt, %359, %c61_i64_171 : i64
        %c10_i64_172 = arith.constant 10 : i64
        %364 = arith.cmpi slt, %362, %c10_i64_172 : i64
        %365 = arith.andi %363, %364 : i1
        scf.if %365 {
          %c61_i64_173 = arith.constant 61 : i64
          %366 = arith.muli %362, %c61_i64_173 : i64
          %367 = arith.addi %359, %366 : i64
          %368 = llvm.getelementptr %239[%367] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %369 = llvm.load %368 : !llvm.ptr<1> -> f64
          %370 = memref.load %alloca_88[] : memref<f64>
          %371 = arith.addf %369, %370 : f64
          %c61_i64_174 = arith.constant 61 : i64
          %372 = arith.muli %362, %c61_i64_174 : i64
          %373 = arith.addi %359, %372 : i64
          %374 = llvm.getelementptr %239[%373] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %371, %374 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
