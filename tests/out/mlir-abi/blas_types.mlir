module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @blas_types(%arg0: i16, %arg1: i16, %arg2: vector<2xf32>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: !llvm.ptr<1>, %arg12: !llvm.ptr<1>, %arg13: !llvm.ptr<1>, %arg14: !llvm.ptr<1>, %arg15: !llvm.ptr<1>, %arg16: !llvm.ptr<1>, %arg17: !llvm.ptr<1>, %arg18: !llvm.ptr<1>, %arg19: !llvm.ptr<1>, %arg20: !llvm.ptr<1>, %arg21: !llvm.ptr<1>, %arg22: !llvm.ptr<1>, %arg23: !llvm.ptr<1>, %arg24: !llvm.ptr<1>, %arg25: !llvm.ptr<1>, %arg26: !llvm.ptr<1>, %arg27: !llvm.ptr<1>, %arg28: !llvm.ptr<1>, %arg29: !llvm.ptr<1>, %arg30: !llvm.ptr<1>, %arg31: !llvm.ptr<1>, %arg32: !llvm.ptr<1>, %arg33: !llvm.ptr<1>, %arg34: !llvm.ptr<1>, %arg35: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 4, 1>} {
      %0 = arith.bitcast %arg0 : i16 to f16
      %1 = arith.bitcast %arg1 : i16 to bf16
      %2 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %3 = llvm.mlir.constant(0 : i64) : i64
      %4 = llvm.mlir.constant(13 : i64) : i64
      %5 = llvm.mlir.constant(9 : i64) : i64
      %6 = llvm.mlir.constant(1 : i64) : i64
      %7 = llvm.mlir.constant(13 : i64) : i64
      %8 = llvm.insertvalue %arg3, %2[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg3, %8[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %5, %11[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = llvm.insertvalue %6, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %14 = llvm.insertvalue %7, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x9xf16, strided<[1, 13]>, 1>
      %16 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %17 = llvm.mlir.constant(0 : i64) : i64
      %18 = llvm.mlir.constant(9 : i64) : i64
      %19 = llvm.mlir.constant(13 : i64) : i64
      %20 = llvm.mlir.constant(1 : i64) : i64
      %21 = llvm.mlir.constant(9 : i64) : i64
      %22 = llvm.insertvalue %arg4, %16[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %arg4, %22[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %18, %24[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %19, %25[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %20, %26[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x13xf16, strided<[1, 9]>, 1>
      %30 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %31 = llvm.mlir.constant(0 : i64) : i64
      %32 = llvm.mlir.constant(9 : i64) : i64
      %33 = llvm.mlir.constant(7 : i64) : i64
      %34 = llvm.mlir.constant(1 : i64) : i64
      %35 = llvm.mlir.constant(9 : i64) : i64
      %36 = llvm.insertvalue %arg5, %30[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %arg5, %36[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %31, %37[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %32, %38[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %33, %39[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %34, %40[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = llvm.insertvalue %35, %41[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %43 = builtin.unrealized_conversion_cast %42 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x7xf16, strided<[1, 9]>, 1>
      %44 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %45 = llvm.mlir.constant(0 : i64) : i64
      %46 = llvm.mlir.constant(7 : i64) : i64
      %47 = llvm.mlir.constant(9 : i64) : i64
      %48 = llvm.mlir.constant(1 : i64) : i64
      %49 = llvm.mlir.constant(7 : i64) : i64
      %50 = llvm.insertvalue %arg6, %44[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = llvm.insertvalue %arg6, %50[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %52 = llvm.insertvalue %45, %51[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %53 = llvm.insertvalue %46, %52[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.insertvalue %47, %53[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = llvm.insertvalue %48, %54[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %56 = llvm.insertvalue %49, %55[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %57 = builtin.unrealized_conversion_cast %56 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<7x9xf16, strided<[1, 7]>, 1>
      %58 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %59 = llvm.mlir.constant(0 : i64) : i64
      %60 = llvm.mlir.constant(13 : i64) : i64
      %61 = llvm.mlir.constant(7 : i64) : i64
      %62 = llvm.mlir.constant(1 : i64) : i64
      %63 = llvm.mlir.constant(13 : i64) : i64
      %64 = llvm.insertvalue %arg7, %58[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %65 = llvm.insertvalue %arg7, %64[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %66 = llvm.insertvalue %59, %65[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %67 = llvm.insertvalue %60, %66[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %68 = llvm.insertvalue %61, %67[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %69 = llvm.insertvalue %62, %68[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %70 = llvm.insertvalue %63, %69[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %71 = builtin.unrealized_conversion_cast %70 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x7xf32, strided<[1, 13]>, 1>
      %72 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %73 = llvm.mlir.constant(0 : i64) : i64
      %74 = llvm.mlir.constant(13 : i64) : i64
      %75 = llvm.mlir.constant(7 : i64) : i64
      %76 = llvm.mlir.constant(1 : i64) : i64
      %77 = llvm.mlir.constant(13 : i64) : i64
      %78 = llvm.insertvalue %arg8, %72[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %79 = llvm.insertvalue %arg8, %78[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %80 = llvm.insertvalue %73, %79[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %81 = llvm.insertvalue %74, %80[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %82 = llvm.insertvalue %75, %81[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %83 = llvm.insertvalue %76, %82[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %84 = llvm.insertvalue %77, %83[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %85 = builtin.unrealized_conversion_cast %84 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x7xf32, strided<[1, 13]>, 1>
      %86 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %87 = llvm.mlir.constant(0 : i64) : i64
      %88 = llvm.mlir.constant(13 : i64) : i64
      %89 = llvm.mlir.constant(7 : i64) : i64
      %90 = llvm.mlir.constant(1 : i64) : i64
      %91 = llvm.mlir.constant(13 : i64) : i64
      %92 = llvm.insertvalue %arg9, %86[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %93 = llvm.insertvalue %arg9, %92[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %94 = llvm.insertvalue %87, %93[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %95 = llvm.insertvalue %88, %94[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %96 = llvm.insertvalue %89, %95[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %97 = llvm.insertvalue %90, %96[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %98 = llvm.insertvalue %91, %97[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %99 = builtin.unrealized_conversion_cast %98 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x7xf32, strided<[1, 13]>, 1>
      %100 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %101 = llvm.mlir.constant(0 : i64) : i64
      %102 = llvm.mlir.constant(13 : i64) : i64
      %103 = llvm.mlir.constant(7 : i64) : i64
      %104 = llvm.mlir.constant(1 : i64) : i64
      %105 = llvm.mlir.constant(13 : i64) : i64
      %106 = llvm.insertvalue %arg10, %100[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %107 = llvm.insertvalue %arg10, %106[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %108 = llvm.insertvalue %101, %107[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %109 = llvm.insertvalue %102, %108[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %110 = llvm.insertvalue %103, %109[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %111 = llvm.insertvalue %104, %110[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %112 = llvm.insertvalue %105, %111[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %113 = builtin.unrealized_conversion_cast %112 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x7xf32, strided<[1, 13]>, 1>
      %114 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %115 = llvm.mlir.constant(0 : i64) : i64
      %116 = llvm.mlir.constant(13 : i64) : i64
      %117 = llvm.mlir.constant(9 : i64) : i64
      %118 = llvm.mlir.constant(1 : i64) : i64
      %119 = llvm.mlir.constant(13 : i64) : i64
      %120 = llvm.insertvalue %arg11, %114[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %121 = llvm.insertvalue %arg11, %120[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %122 = llvm.insertvalue %115, %121[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %123 = llvm.insertvalue %116, %122[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %124 = llvm.insertvalue %117, %123[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %125 = llvm.insertvalue %118, %124[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %126 = llvm.insertvalue %119, %125[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %127 = builtin.unrealized_conversion_cast %126 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x9xbf16, strided<[1, 13]>, 1>
      %128 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %129 = llvm.mlir.constant(0 : i64) : i64
      %130 = llvm.mlir.constant(9 : i64) : i64
      %131 = llvm.mlir.constant(7 : i64) : i64
      %132 = llvm.mlir.constant(1 : i64) : i64
      %133 = llvm.mlir.constant(9 : i64) : i64
      %134 = llvm.insertvalue %arg12, %128[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %135 = llvm.insertvalue %arg12, %134[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %136 = llvm.insertvalue %129, %135[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %137 = llvm.insertvalue %130, %136[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %138 = llvm.insertvalue %131, %137[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %139 = llvm.insertvalue %132, %138[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %140 = llvm.insertvalue %133, %139[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %141 = builtin.unrealized_conversion_cast %140 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x7xbf16, strided<[1, 9]>, 1>
      %142 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %143 = llvm.mlir.constant(0 : i64) : i64
      %144 = llvm.mlir.constant(13 : i64) : i64
      %145 = llvm.mlir.constant(7 : i64) : i64
      %146 = llvm.mlir.constant(1 : i64) : i64
      %147 = llvm.mlir.constant(13 : i64) : i64
      %148 = llvm.insertvalue %arg13, %142[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %149 = llvm.insertvalue %arg13, %148[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %150 = llvm.insertvalue %143, %149[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %151 = llvm.insertvalue %144, %150[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %152 = llvm.insertvalue %145, %151[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %153 = llvm.insertvalue %146, %152[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %154 = llvm.insertvalue %147, %153[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %155 = builtin.unrealized_conversion_cast %154 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x7xf32, strided<[1, 13]>, 1>
      %156 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %157 = llvm.mlir.constant(0 : i64) : i64
      %158 = llvm.mlir.constant(13 : i64) : i64
      %159 = llvm.mlir.constant(9 : i64) : i64
      %160 = llvm.mlir.constant(1 : i64) : i64
      %161 = llvm.mlir.constant(13 : i64) : i64
      %162 = llvm.insertvalue %arg14, %156[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %163 = llvm.insertvalue %arg14, %162[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %164 = llvm.insertvalue %157, %163[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %165 = llvm.insertvalue %158, %164[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %166 = llvm.insertvalue %159, %165[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %167 = llvm.insertvalue %160, %166[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %168 = llvm.insertvalue %161, %167[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %169 = builtin.unrealized_conversion_cast %168 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x9xvector<2xf32>, strided<[1, 13]>, 1>
      %170 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %171 = llvm.mlir.constant(0 : i64) : i64
      %172 = llvm.mlir.constant(9 : i64) : i64
      %173 = llvm.mlir.constant(7 : i64) : i64
      %174 = llvm.mlir.constant(1 : i64) : i64
      %175 = llvm.mlir.constant(9 : i64) : i64
      %176 = llvm.insertvalue %arg15, %170[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %177 = llvm.insertvalue %arg15, %176[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %178 = llvm.insertvalue %171, %177[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %179 = llvm.insertvalue %172, %178[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %180 = llvm.insertvalue %173, %179[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %181 = llvm.insertvalue %174, %180[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %182 = llvm.insertvalue %175, %181[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %183 = builtin.unrealized_conversion_cast %182 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x7xvector<2xf32>, strided<[1, 9]>, 1>
      %184 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %185 = llvm.mlir.constant(0 : i64) : i64
      %186 = llvm.mlir.constant(13 : i64) : i64
      %187 = llvm.mlir.constant(7 : i64) : i64
      %188 = llvm.mlir.constant(1 : i64) : i64
      %189 = llvm.mlir.constant(13 : i64) : i64
      %190 = llvm.insertvalue %arg16, %184[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %191 = llvm.insertvalue %arg16, %190[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %192 = llvm.insertvalue %185, %191[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %193 = llvm.insertvalue %186, %192[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %194 = llvm.insertvalue %187, %193[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %195 = llvm.insertvalue %188, %194[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %196 = llvm.insertvalue %189, %195[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %197 = builtin.unrealized_conversion_cast %196 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x7xvector<2xf32>, strided<[1, 13]>, 1>
      %198 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %199 = llvm.mlir.constant(0 : i64) : i64
      %200 = llvm.mlir.constant(13 : i64) : i64
      %201 = llvm.mlir.constant(9 : i64) : i64
      %202 = llvm.mlir.constant(1 : i64) : i64
      %203 = llvm.mlir.constant(13 : i64) : i64
      %204 = llvm.insertvalue %arg17, %198[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %205 = llvm.insertvalue %arg17, %204[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %206 = llvm.insertvalue %199, %205[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %207 = llvm.insertvalue %200, %206[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %208 = llvm.insertvalue %201, %207[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %209 = llvm.insertvalue %202, %208[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %210 = llvm.insertvalue %203, %209[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %211 = builtin.unrealized_conversion_cast %210 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x9xvector<2xf64>, strided<[1, 13]>, 1>
      %212 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %213 = llvm.mlir.constant(0 : i64) : i64
      %214 = llvm.mlir.constant(9 : i64) : i64
      %215 = llvm.mlir.constant(7 : i64) : i64
      %216 = llvm.mlir.constant(1 : i64) : i64
      %217 = llvm.mlir.constant(9 : i64) : i64
      %218 = llvm.insertvalue %arg18, %212[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %219 = llvm.insertvalue %arg18, %218[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %220 = llvm.insertvalue %213, %219[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %221 = llvm.insertvalue %214, %220[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %222 = llvm.insertvalue %215, %221[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %223 = llvm.insertvalue %216, %222[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %224 = llvm.insertvalue %217, %223[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %225 = builtin.unrealized_conversion_cast %224 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x7xvector<2xf64>, strided<[1, 9]>, 1>
      %226 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %227 = llvm.mlir.constant(0 : i64) : i64
      %228 = llvm.mlir.constant(13 : i64) : i64
      %229 = llvm.mlir.constant(7 : i64) : i64
      %230 = llvm.mlir.constant(1 : i64) : i64
      %231 = llvm.mlir.constant(13 : i64) : i64
      %232 = llvm.insertvalue %arg19, %226[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %233 = llvm.insertvalue %arg19, %232[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %234 = llvm.insertvalue %227, %233[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %235 = llvm.insertvalue %228, %234[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %236 = llvm.insertvalue %229, %235[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %237 = llvm.insertvalue %230, %236[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %238 = llvm.insertvalue %231, %237[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %239 = builtin.unrealized_conversion_cast %238 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x7xvector<2xf64>, strided<[1, 13]>, 1>
      %240 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %241 = llvm.mlir.constant(0 : i64) : i64
      %242 = llvm.mlir.constant(13 : i64) : i64
      %243 = llvm.mlir.constant(7 : i64) : i64
      %244 = llvm.mlir.constant(1 : i64) : i64
      %245 = llvm.mlir.constant(13 : i64) : i64
      %246 = llvm.insertvalue %arg20, %240[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %247 = llvm.insertvalue %arg20, %246[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %248 = llvm.insertvalue %241, %247[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %249 = llvm.insertvalue %242, %248[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %250 = llvm.insertvalue %243, %249[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %251 = llvm.insertvalue %244, %250[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %252 = llvm.insertvalue %245, %251[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %253 = builtin.unrealized_conversion_cast %252 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x7xvector<2xf64>, strided<[1, 13]>, 1>
      %254 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %255 = llvm.mlir.constant(0 : i64) : i64
      %256 = llvm.mlir.constant(13 : i64) : i64
      %257 = llvm.mlir.constant(7 : i64) : i64
      %258 = llvm.mlir.constant(1 : i64) : i64
      %259 = llvm.mlir.constant(13 : i64) : i64
      %260 = llvm.insertvalue %arg21, %254[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %261 = llvm.insertvalue %arg21, %260[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %262 = llvm.insertvalue %255, %261[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %263 = llvm.insertvalue %256, %262[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %264 = llvm.insertvalue %257, %263[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %265 = llvm.insertvalue %258, %264[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %266 = llvm.insertvalue %259, %265[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %267 = builtin.unrealized_conversion_cast %266 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x7xf16, strided<[1, 13]>, 1>
      %268 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %269 = llvm.mlir.constant(0 : i64) : i64
      %270 = llvm.mlir.constant(9 : i64) : i64
      %271 = llvm.mlir.constant(1 : i64) : i64
      %272 = llvm.insertvalue %arg22, %268[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %273 = llvm.insertvalue %arg22, %272[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %274 = llvm.insertvalue %269, %273[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %275 = llvm.insertvalue %270, %274[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %276 = llvm.insertvalue %271, %275[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %277 = builtin.unrealized_conversion_cast %276 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<9xf16, strided<[1]>, 1>
      %278 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %279 = llvm.mlir.constant(0 : i64) : i64
      %280 = llvm.mlir.constant(13 : i64) : i64
      %281 = llvm.mlir.constant(1 : i64) : i64
      %282 = llvm.insertvalue %arg23, %278[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %283 = llvm.insertvalue %arg23, %282[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %284 = llvm.insertvalue %279, %283[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %285 = llvm.insertvalue %280, %284[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %286 = llvm.insertvalue %281, %285[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %287 = builtin.unrealized_conversion_cast %286 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<13xf32, strided<[1]>, 1>
      %288 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %289 = llvm.mlir.constant(0 : i64) : i64
      %290 = llvm.mlir.constant(9 : i64) : i64
      %291 = llvm.mlir.constant(1 : i64) : i64
      %292 = llvm.insertvalue %arg24, %288[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %293 = llvm.insertvalue %arg24, %292[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %294 = llvm.insertvalue %289, %293[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %295 = llvm.insertvalue %290, %294[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %296 = llvm.insertvalue %291, %295[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %297 = builtin.unrealized_conversion_cast %296 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<9xvector<2xf32>, strided<[1]>, 1>
      %298 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %299 = llvm.mlir.constant(0 : i64) : i64
      %300 = llvm.mlir.constant(13 : i64) : i64
      %301 = llvm.mlir.constant(1 : i64) : i64
      %302 = llvm.insertvalue %arg25, %298[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %303 = llvm.insertvalue %arg25, %302[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %304 = llvm.insertvalue %299, %303[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %305 = llvm.insertvalue %300, %304[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %306 = llvm.insertvalue %301, %305[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %307 = builtin.unrealized_conversion_cast %306 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<13xvector<2xf32>, strided<[1]>, 1>
      %308 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %309 = llvm.mlir.constant(0 : i64) : i64
      %310 = llvm.mlir.constant(13 : i64) : i64
      %311 = llvm.mlir.constant(1 : i64) : i64
      %312 = llvm.insertvalue %arg26, %308[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %313 = llvm.insertvalue %arg26, %312[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %314 = llvm.insertvalue %309, %313[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %315 = llvm.insertvalue %310, %314[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %316 = llvm.insertvalue %311, %315[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %317 = builtin.unrealized_conversion_cast %316 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<13xvector<2xf32>, strided<[1]>, 1>
      %318 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %319 = llvm.mlir.constant(0 : i64) : i64
      %320 = llvm.mlir.constant(7 : i64) : i64
      %321 = llvm.mlir.constant(1 : i64) : i64
      %322 = llvm.insertvalue %arg27, %318[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %323 = llvm.insertvalue %arg27, %322[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %324 = llvm.insertvalue %319, %323[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %325 = llvm.insertvalue %320, %324[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %326 = llvm.insertvalue %321, %325[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %327 = builtin.unrealized_conversion_cast %326 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<7xvector<2xf32>, strided<[1]>, 1>
      %328 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %329 = llvm.mlir.constant(0 : i64) : i64
      %330 = llvm.mlir.constant(13 : i64) : i64
      %331 = llvm.mlir.constant(7 : i64) : i64
      %332 = llvm.mlir.constant(1 : i64) : i64
      %333 = llvm.mlir.constant(13 : i64) : i64
      %334 = llvm.insertvalue %arg28, %328[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %335 = llvm.insertvalue %arg28, %334[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %336 = llvm.insertvalue %329, %335[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %337 = llvm.insertvalue %330, %336[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %338 = llvm.insertvalue %331, %337[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %339 = llvm.insertvalue %332, %338[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %340 = llvm.insertvalue %333, %339[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %341 = builtin.unrealized_conversion_cast %340 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x7xvector<2xf32>, strided<[1, 13]>, 1>
      %342 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %343 = llvm.mlir.constant(0 : i64) : i64
      %344 = llvm.mlir.constant(13 : i64) : i64
      %345 = llvm.mlir.constant(1 : i64) : i64
      %346 = llvm.insertvalue %arg29, %342[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %347 = llvm.insertvalue %arg29, %346[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %348 = llvm.insertvalue %343, %347[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %349 = llvm.insertvalue %344, %348[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %350 = llvm.insertvalue %345, %349[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %351 = builtin.unrealized_conversion_cast %350 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<13xf16, strided<[1]>, 1>
      %352 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %353 = llvm.mlir.constant(0 : i64) : i64
      %354 = llvm.mlir.constant(13 : i64) : i64
      %355 = llvm.mlir.constant(1 : i64) : i64
      %356 = llvm.insertvalue %arg30, %352[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %357 = llvm.insertvalue %arg30, %356[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %358 = llvm.insertvalue %353, %357[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %359 = llvm.insertvalue %354, %358[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %360 = llvm.insertvalue %355, %359[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %361 = builtin.unrealized_conversion_cast %360 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<13xbf16, strided<[1]>, 1>
      %362 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %363 = llvm.mlir.constant(0 : i64) : i64
      %364 = llvm.mlir.constant(13 : i64) : i64
      %365 = llvm.mlir.constant(1 : i64) : i64
      %366 = llvm.insertvalue %arg31, %362[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %367 = llvm.insertvalue %arg31, %366[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %368 = llvm.insertvalue %363, %367[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %369 = llvm.insertvalue %364, %368[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %370 = llvm.insertvalue %365, %369[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %371 = builtin.unrealized_conversion_cast %370 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<13xf32, strided<[1]>, 1>
      %372 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %373 = llvm.mlir.constant(0 : i64) : i64
      %374 = llvm.mlir.constant(13 : i64) : i64
      %375 = llvm.mlir.constant(1 : i64) : i64
      %376 = llvm.insertvalue %arg32, %372[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %377 = llvm.insertvalue %arg32, %376[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %378 = llvm.insertvalue %373, %377[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %379 = llvm.insertvalue %374, %378[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %380 = llvm.insertvalue %375, %379[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %381 = builtin.unrealized_conversion_cast %380 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<13xvector<2xf32>, strided<[1]>, 1>
      %382 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %383 = llvm.mlir.constant(0 : i64) : i64
      %384 = llvm.mlir.constant(9 : i64) : i64
      %385 = llvm.mlir.constant(1 : i64) : i64
      %386 = llvm.insertvalue %arg33, %382[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %387 = llvm.insertvalue %arg33, %386[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %388 = llvm.insertvalue %383, %387[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %389 = llvm.insertvalue %384, %388[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %390 = llvm.insertvalue %385, %389[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %391 = builtin.unrealized_conversion_cast %390 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<9xf16, strided<[1]>, 1>
      %392 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %393 = llvm.mlir.constant(0 : i64) : i64
      %394 = llvm.mlir.constant(13 : i64) : i64
      %395 = llvm.mlir.constant(1 : i64) : i64
      %396 = llvm.insertvalue %arg34, %392[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %397 = llvm.insertvalue %arg34, %396[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %398 = llvm.insertvalue %393, %397[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %399 = llvm.insertvalue %394, %398[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %400 = llvm.insertvalue %395, %399[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %401 = builtin.unrealized_conversion_cast %400 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<13xf16, strided<[1]>, 1>
      %402 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %403 = llvm.mlir.constant(0 : i64) : i64
      %404 = llvm.mlir.constant(9 : i64) : i64
      %405 = llvm.mlir.constant(13 : i64) : i64
      %406 = llvm.mlir.constant(1 : i64) : i64
      %407 = llvm.mlir.constant(9 : i64) : i64
      %408 = llvm.insertvalue %arg35, %402[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %409 = llvm.insertvalue %arg35, %408[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %410 = llvm.insertvalue %403, %409[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %411 = llvm.insertvalue %404, %410[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %412 = llvm.insertvalue %405, %411[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %413 = llvm.insertvalue %406, %412[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %414 = llvm.insertvalue %407, %413[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %415 = builtin.unrealized_conversion_cast %414 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x13xvector<2xf32>, strided<[1, 9]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %15 : memref<13x9xf16, strided<[1, 13]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %15 : memref<13x9xf16, strided<[1, 13]>, 1> -> index
      %416 = arith.index_cast %intptr : index to i64
      %417 = llvm.inttoptr %416 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %29 : memref<9x13xf16, strided<[1, 9]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %29 : memref<9x13xf16, strided<[1, 9]>, 1> -> index
      %418 = arith.index_cast %intptr_4 : index to i64
      %419 = llvm.inttoptr %418 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %43 : memref<9x7xf16, strided<[1, 9]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %43 : memref<9x7xf16, strided<[1, 9]>, 1> -> index
      %420 = arith.index_cast %intptr_9 : index to i64
      %421 = llvm.inttoptr %420 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %57 : memref<7x9xf16, strided<[1, 7]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %57 : memref<7x9xf16, strided<[1, 7]>, 1> -> index
      %422 = arith.index_cast %intptr_14 : index to i64
      %423 = llvm.inttoptr %422 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %71 : memref<13x7xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %71 : memref<13x7xf32, strided<[1, 13]>, 1> -> index
      %424 = arith.index_cast %intptr_19 : index to i64
      %425 = llvm.inttoptr %424 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %85 : memref<13x7xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %85 : memref<13x7xf32, strided<[1, 13]>, 1> -> index
      %426 = arith.index_cast %intptr_24 : index to i64
      %427 = llvm.inttoptr %426 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %99 : memref<13x7xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %99 : memref<13x7xf32, strided<[1, 13]>, 1> -> index
      %428 = arith.index_cast %intptr_29 : index to i64
      %429 = llvm.inttoptr %428 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %113 : memref<13x7xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %113 : memref<13x7xf32, strided<[1, 13]>, 1> -> index
      %430 = arith.index_cast %intptr_34 : index to i64
      %431 = llvm.inttoptr %430 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %127 : memref<13x9xbf16, strided<[1, 13]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %127 : memref<13x9xbf16, strided<[1, 13]>, 1> -> index
      %432 = arith.index_cast %intptr_39 : index to i64
      %433 = llvm.inttoptr %432 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %141 : memref<9x7xbf16, strided<[1, 9]>, 1> -> memref<bf16, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %141 : memref<9x7xbf16, strided<[1, 9]>, 1> -> index
      %434 = arith.index_cast %intptr_44 : index to i64
      %435 = llvm.inttoptr %434 : i64 to !llvm.ptr<1>
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %155 : memref<13x7xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %155 : memref<13x7xf32, strided<[1, 13]>, 1> -> index
      %436 = arith.index_cast %intptr_49 : index to i64
      %437 = llvm.inttoptr %436 : i64 to !llvm.ptr<1>
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %169 : memref<13x9xvector<2xf32>, strided<[1, 13]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %169 : memref<13x9xvector<2xf32>, strided<[1, 13]>, 1> -> index
      %438 = arith.index_cast %intptr_54 : index to i64
      %439 = llvm.inttoptr %438 : i64 to !llvm.ptr<1>
      %base_buffer_55, %offset_56, %sizes_57:2, %strides_58:2 = memref.extract_strided_metadata %183 : memref<9x7xvector<2xf32>, strided<[1, 9]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %183 : memref<9x7xvector<2xf32>, strided<[1, 9]>, 1> -> index
      %440 = arith.index_cast %intptr_59 : index to i64
      %441 = llvm.inttoptr %440 : i64 to !llvm.ptr<1>
      %base_buffer_60, %offset_61, %sizes_62:2, %strides_63:2 = memref.extract_strided_metadata %197 : memref<13x7xvector<2xf32>, strided<[1, 13]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %197 : memref<13x7xvector<2xf32>, strided<[1, 13]>, 1> -> index
      %442 = arith.index_cast %intptr_64 : index to i64
      %443 = llvm.inttoptr %442 : i64 to !llvm.ptr<1>
      %base_buffer_65, %offset_66, %sizes_67:2, %strides_68:2 = memref.extract_strided_metadata %211 : memref<13x9xvector<2xf64>, strided<[1, 13]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %211 : memref<13x9xvector<2xf64>, strided<[1, 13]>, 1> -> index
      %444 = arith.index_cast %intptr_69 : index to i64
      %445 = llvm.inttoptr %444 : i64 to !llvm.ptr<1>
      %base_buffer_70, %offset_71, %sizes_72:2, %strides_73:2 = memref.extract_strided_metadata %225 : memref<9x7xvector<2xf64>, strided<[1, 9]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_74 = memref.extract_aligned_pointer_as_index %225 : memref<9x7xvector<2xf64>, strided<[1, 9]>, 1> -> index
      %446 = arith.index_cast %intptr_74 : index to i64
      %447 = llvm.inttoptr %446 : i64 to !llvm.ptr<1>
      %base_buffer_75, %offset_76, %sizes_77:2, %strides_78:2 = memref.extract_strided_metadata %239 : memref<13x7xvector<2xf64>, strided<[1, 13]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_79 = memref.extract_aligned_pointer_as_index %239 : memref<13x7xvector<2xf64>, strided<[1, 13]>, 1> -> index
      %448 = arith.index_cast %intptr_79 : index to i64
      %449 = llvm.inttoptr %448 : i64 to !llvm.ptr<1>
      %base_buffer_80, %offset_81, %sizes_82:2, %strides_83:2 = memref.extract_strided_metadata %253 : memref<13x7xvector<2xf64>, strided<[1, 13]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_84 = memref.extract_aligned_pointer_as_index %253 : memref<13x7xvector<2xf64>, strided<[1, 13]>, 1> -> index
      %450 = arith.index_cast %intptr_84 : index to i64
      %451 = llvm.inttoptr %450 : i64 to !llvm.ptr<1>
      %base_buffer_85, %offset_86, %sizes_87:2, %strides_88:2 = memref.extract_strided_metadata %267 : memref<13x7xf16, strided<[1, 13]>, 1> -> memref<f16, 1>, index, index, index, index, index
      %intptr_89 = memref.extract_aligned_pointer_as_index %267 : memref<13x7xf16, strided<[1, 13]>, 1> -> index
      %452 = arith.index_cast %intptr_89 : index to i64
      %453 = llvm.inttoptr %452 : i64 to !llvm.ptr<1>
      %base_buffer_90, %offset_91, %sizes_92, %strides_93 = memref.extract_strided_metadata %277 : memref<9xf16, strided<[1]>, 1> -> memref<f16, 1>, index, index, index
      %intptr_94 = memref.extract_aligned_pointer_as_index %277 : memref<9xf16, strided<[1]>, 1> -> index
      %454 = arith.index_cast %intptr_94 : index to i64
      %455 = llvm.inttoptr %454 : i64 to !llvm.ptr<1>
      %base_buffer_95, %offset_96, %sizes_97, %strides_98 = memref.extract_strided_metadata %287 : memref<13xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_99 = memref.extract_aligned_pointer_as_index %287 : memref<13xf32, strided<[1]>, 1> -> index
      %456 = arith.index_cast %intptr_99 : index to i64
      %457 = llvm.inttoptr %456 : i64 to !llvm.ptr<1>
      %base_buffer_100, %offset_101, %sizes_102, %strides_103 = memref.extract_strided_metadata %297 : memref<9xvector<2xf32>, strided<[1]>, 1> -> memref<vector<2xf32>, 1>, index, index, index
      %intptr_104 = memref.extract_aligned_pointer_as_index %297 : memref<9xvector<2xf32>, strided<[1]>, 1> -> index
      %458 = arith.index_cast %intptr_104 : index to i64
      %459 = llvm.inttoptr %458 : i64 to !llvm.ptr<1>
      %base_buffer_105, %offset_106, %sizes_107, %strides_108 = memref.extract_strided_metadata %307 : memref<13xvector<2xf32>, strided<[1]>, 1> -> memref<vector<2xf32>, 1>, index, index, index
      %intptr_109 = memref.extract_aligned_pointer_as_index %307 : memref<13xvector<2xf32>, strided<[1]>, 1> -> index
      %460 = arith.index_cast %intptr_109 : index to i64
      %461 = llvm.inttoptr %460 : i64 to !llvm.ptr<1>
      %base_buffer_110, %offset_111, %sizes_112, %strides_113 = memref.extract_strided_metadata %317 : memref<13xvector<2xf32>, strided<[1]>, 1> -> memref<vector<2xf32>, 1>, index, index, index
      %intptr_114 = memref.extract_aligned_pointer_as_index %317 : memref<13xvector<2xf32>, strided<[1]>, 1> -> index
      %462 = arith.index_cast %intptr_114 : index to i64
      %463 = llvm.inttoptr %462 : i64 to !llvm.ptr<1>
      %base_buffer_115, %offset_116, %sizes_117, %strides_118 = memref.extract_strided_metadata %327 : memref<7xvector<2xf32>, strided<[1]>, 1> -> memref<vector<2xf32>, 1>, index, index, index
      %intptr_119 = memref.extract_aligned_pointer_as_index %327 : memref<7xvector<2xf32>, strided<[1]>, 1> -> index
      %464 = arith.index_cast %intptr_119 : index to i64
      %465 = llvm.inttoptr %464 : i64 to !llvm.ptr<1>
      %base_buffer_120, %offset_121, %sizes_122:2, %strides_123:2 = memref.extract_strided_metadata %341 : memref<13x7xvector<2xf32>, strided<[1, 13]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_124 = memref.extract_aligned_pointer_as_index %341 : memref<13x7xvector<2xf32>, strided<[1, 13]>, 1> -> index
      %466 = arith.index_cast %intptr_124 : index to i64
      %467 = llvm.inttoptr %466 : i64 to !llvm.ptr<1>
      %base_buffer_125, %offset_126, %sizes_127, %strides_128 = memref.extract_strided_metadata %351 : memref<13xf16, strided<[1]>, 1> -> memref<f16, 1>, index, index, index
      %intptr_129 = memref.extract_aligned_pointer_as_index %351 : memref<13xf16, strided<[1]>, 1> -> index
      %468 = arith.index_cast %intptr_129 : index to i64
      %469 = llvm.inttoptr %468 : i64 to !llvm.ptr<1>
      %base_buffer_130, %offset_131, %sizes_132, %strides_133 = memref.extract_strided_metadata %361 : memref<13xbf16, strided<[1]>, 1> -> memref<bf16, 1>, index, index, index
      %intptr_134 = memref.extract_aligned_pointer_as_index %361 : memref<13xbf16, strided<[1]>, 1> -> index
      %470 = arith.index_cast %intptr_134 : index to i64
      %471 = llvm.inttoptr %470 : i64 to !llvm.ptr<1>
      %base_buffer_135, %offset_136, %sizes_137, %strides_138 = memref.extract_strided_metadata %371 : memref<13xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_139 = memref.extract_aligned_pointer_as_index %371 : memref<13xf32, strided<[1]>, 1> -> index
      %472 = arith.index_cast %intptr_139 : index to i64
      %473 = llvm.inttoptr %472 : i64 to !llvm.ptr<1>
      %base_buffer_140, %offset_141, %sizes_142, %strides_143 = memref.extract_strided_metadata %381 : memref<13xvector<2xf32>, strided<[1]>, 1> -> memref<vector<2xf32>, 1>, index, index, index
      %intptr_144 = memref.extract_aligned_pointer_as_index %381 : memref<13xvector<2xf32>, strided<[1]>, 1> -> index
      %474 = arith.index_cast %intptr_144 : index to i64
      %475 = llvm.inttoptr %474 : i64 to !llvm.ptr<1>
      %base_buffer_145, %offset_146, %sizes_147, %strides_148 = memref.extract_strided_metadata %391 : memref<9xf16, strided<[1]>, 1> -> memref<f16, 1>, index, index, index
      %intptr_149 = memref.extract_aligned_pointer_as_index %391 : memref<9xf16, strided<[1]>, 1> -> index
      %476 = arith.index_cast %intptr_149 : index to i64
      %477 = llvm.inttoptr %476 : i64 to !llvm.ptr<1>
      %base_buffer_150, %offset_151, %sizes_152, %strides_153 = memref.extract_strided_metadata %401 : memref<13xf16, strided<[1]>, 1> -> memref<f16, 1>, index, index, index
      %intptr_154 = memref.extract_aligned_pointer_as_index %401 : memref<13xf16, strided<[1]>, 1> -> index
      %478 = arith.index_cast %intptr_154 : index to i64
      %479 = llvm.inttoptr %478 : i64 to !llvm.ptr<1>
      %base_buffer_155, %offset_156, %sizes_157:2, %strides_158:2 = memref.extract_strided_metadata %415 : memref<9x13xvector<2xf32>, strided<[1, 9]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_159 = memref.extract_aligned_pointer_as_index %415 : memref<9x13xvector<2xf32>, strided<[1, 9]>, 1> -> index
      %480 = arith.index_cast %intptr_159 : index to i64
      %481 = llvm.inttoptr %480 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_160 = memref.alloca() : memref<f32>
      %alloca_161 = memref.alloca() : memref<f32>
      %alloca_162 = memref.alloca() : memref<f32>
      %alloca_163 = memref.alloca() : memref<f16>
      %alloca_164 = memref.alloca() : memref<f16>
      %alloca_165 = memref.alloca() : memref<f16>
      %alloca_166 = memref.alloca() : memref<f16>
      %alloca_167 = memref.alloca() : memref<f16>
      %alloca_168 = memref.alloca() : memref<f16>
      %alloca_169 = memref.alloca() : memref<f16>
      %alloca_170 = memref.alloca() : memref<f16>
      %alloca_171 = memref.alloca() : memref<f16>
      %alloca_172 = memref.alloca() : memref<f16>
      %alloca_173 = memref.alloca() : memref<f16>
      %alloca_174 = memref.alloca() : memref<f16>
      %alloca_175 = memref.alloca() : memref<f32>
      %alloca_176 = memref.alloca() : memref<f32>
      %alloca_177 = memref.alloca() : memref<f32>
      %alloca_178 = memref.alloca() : memref<f32>
      %alloca_179 = memref.alloca() : memref<f16>
      %alloca_180 = memref.alloca() : memref<f16>
      %alloca_181 = memref.alloca() : memref<f16>
      %alloca_182 = memref.alloca() : memref<f16>
      %alloca_183 = memref.alloca() : memref<f16>
      %alloca_184 = memref.alloca() : memref<f16>
      %alloca_185 = memref.alloca() : memref<f16>
      %alloca_186 = memref.alloca() : memref<f16>
      %alloca_187 = memref.alloca() : memref<f16>
      %alloca_188 = memref.alloca() : memref<f16>
      %alloca_189 = memref.alloca() : memref<f16>
      %alloca_190 = memref.alloca() : memref<f16>
      %alloca_191 = memref.alloca() : memref<f32>
      %alloca_192 = memref.alloca() : memref<f32>
      %alloca_193 = memref.alloca() : memref<f32>
      %alloca_194 = memref.alloca() : memref<f32>
      %alloca_195 = memref.alloca() : memref<f16>
      %alloca_196 = memref.alloca() : memref<f16>
      %alloca_197 = memref.alloca() : memref<f16>
      %alloca_198 = memref.alloca() : memref<f16>
      %alloca_199 = memref.alloca() : memref<f16>
      %alloca_200 = memref.alloca() : memref<f16>
      %alloca_201 = memref.alloca() : memref<f16>
      %alloca_202 = memref.alloca() : memref<f16>
      %alloca_203 = memref.alloca() : memref<f16>
      %alloca_204 = memref.alloca() : memref<f16>
      %alloca_205 = memref.alloca() : memref<f16>
      %alloca_206 = memref.alloca() : memref<f16>
      %alloca_207 = memref.alloca() : memref<f32>
      %alloca_208 = memref.alloca() : memref<f32>
      %alloca_209 = memref.alloca() : memref<f32>
      %alloca_210 = memref.alloca() : memref<f32>
      %alloca_211 = memref.alloca() : memref<f16>
      %alloca_212 = memref.alloca() : memref<f16>
      %alloca_213 = memref.alloca() : memref<f16>
      %alloca_214 = memref.alloca() : memref<f16>
      %alloca_215 = memref.alloca() : memref<f16>
      %alloca_216 = memref.alloca() : memref<f16>
      %alloca_217 = memref.alloca() : memref<f16>
      %alloca_218 = memref.alloca() : memref<f16>
      %alloca_219 = memref.alloca() : memref<f16>
      %alloca_220 = memref.alloca() : memref<f16>
      %alloca_221 = memref.alloca() : memref<f16>
      %alloca_222 = memref.alloca() : memref<f16>
      %alloca_223 = memref.alloca() : memref<f32>
      %alloca_224 = memref.alloca() : memref<f32>
      %alloca_225 = memref.alloca() : memref<f32>
      %alloca_226 = memref.alloca() : memref<f32>
      %alloca_227 = memref.alloca() : memref<bf16>
      %alloca_228 = memref.alloca() : memref<bf16>
      %alloca_229 = memref.alloca() : memref<bf16>
      %alloca_230 = memref.alloca() : memref<bf16>
      %alloca_231 = memref.alloca() : memref<bf16>
      %alloca_232 = memref.alloca() : memref<bf16>
      %alloca_233 = memref.alloca() : memref<bf16>
      %alloca_234 = memref.alloca() : memref<bf16>
      %alloca_235 = memref.alloca() : memref<bf16>
      %alloca_236 = memref.alloca() : memref<bf16>
      %alloca_237 = memref.alloca() : memref<bf16>
      %alloca_238 = memref.alloca() : memref<bf16>
      %alloca_239 = memref.alloca() : memref<vector<2xf32>>
      %alloca_240 = memref.alloca() : memref<vector<2xf32>>
      %alloca_241 = memref.alloca() : memref<vector<2xf64>>
      %alloca_242 = memref.alloca() : memref<vector<2xf64>>
      %alloca_243 = memref.alloca() : memref<vector<2xf64>>
      %alloca_244 = memref.alloca() : memref<vector<2xf64>>
      %alloca_245 = memref.alloca() : memref<f16>
      %alloca_246 = memref.alloca() : memref<f16>
      %alloca_247 = memref.alloca() : memref<f32>
      %alloca_248 = memref.alloca() : memref<vector<2xf32>>
      %alloca_249 = memref.alloca() : memref<vector<2xf32>>
      %alloca_250 = memref.alloca() : memref<vector<2xf32>>
      %alloca_251 = memref.alloca() : memref<vector<2xf32>>
      %alloca_252 = memref.alloca() : memref<vector<2xf32>>
      %alloca_253 = memref.alloca() : memref<vector<2xf32>>
      %alloca_254 = memref.alloca() : memref<f16>
      %alloca_255 = memref.alloca() : memref<vector<2xf32>>
      %alloca_256 = memref.alloca() : memref<vector<2xf32>>
      %alloca_257 = memref.alloca() : memref<vector<2xf32>>
      %alloca_258 = memref.alloca() : memref<vector<2xf32>>
      %alloca_259 = memref.alloca() : memref<vector<2xf32>>
      %alloca_260 = memref.alloca() : memref<vector<2xf32>>
      %alloca_261 = memref.alloca() : memref<vector<2xf32>>
      %alloca_262 = memref.alloca() : memref<vector<2xf32>>
      %thread_id_x = gpu.thread_id  x
      %482 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %483 = arith.index_cast %thread_id_y : index to i64
      %484 = arith.muli %c32_i64, %483 : i64
      %485 = arith.addi %482, %484 : i64
      %c32_i64_263 = arith.constant 32 : i64
      %486 = arith.divsi %485, %c32_i64_263 : i64
      %c32_i64_264 = arith.constant 32 : i64
      %487 = arith.remsi %485, %c32_i64_264 : i64
      %c4_i64 = arith.constant 4 : i64
      %488 = arith.divsi %487, %c4_i64 : i64
      %c4_i64_265 = arith.constant 4 : i64
      %489 = arith.remsi %487, %c4_i64_265 : i64
      %c1_i64 = arith.constant 1 : i64
      %c4_i64_266 = arith.constant 4 : i64
      scf.for %arg36 = %486 to %c1_i64 step %c4_i64_266  : i64 {
        %c1_i64_400 = arith.constant 1 : i64
        %598 = arith.remsi %arg36, %c1_i64_400 : i64
        %c1_i64_401 = arith.constant 1 : i64
        %599 = arith.divsi %arg36, %c1_i64_401 : i64
        %c16_i64 = arith.constant 16 : i64
        %600 = arith.muli %598, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %601 = arith.muli %599, %c8_i64 : i64
        %cst_402 = arith.constant 0.000000e+00 : f32
        memref.store %cst_402, %alloca[] : memref<f32>
        %cst_403 = arith.constant 0.000000e+00 : f32
        memref.store %cst_403, %alloca_160[] : memref<f32>
        %cst_404 = arith.constant 0.000000e+00 : f32
        memref.store %cst_404, %alloca_161[] : memref<f32>
        %cst_405 = arith.constant 0.000000e+00 : f32
        memref.store %cst_405, %alloca_162[] : memref<f32>
        %602 = arith.addi %600, %488 : i64
        %c12_i64_406 = arith.constant 12 : i64
        %603 = arith.minsi %602, %c12_i64_406 : i64
        %604 = arith.addi %600, %488 : i64
        %c12_i64_407 = arith.constant 12 : i64
        %605 = arith.minsi %604, %c12_i64_407 : i64
        %c8_i64_408 = arith.constant 8 : i64
        %606 = arith.addi %488, %c8_i64_408 : i64
        %607 = arith.addi %600, %606 : i64
        %c12_i64_409 = arith.constant 12 : i64
        %608 = arith.minsi %607, %c12_i64_409 : i64
        %c8_i64_410 = arith.constant 8 : i64
        %609 = arith.addi %488, %c8_i64_410 : i64
        %610 = arith.addi %600, %609 : i64
        %c12_i64_411 = arith.constant 12 : i64
        %611 = arith.minsi %610, %c12_i64_411 : i64
        %612 = arith.addi %600, %488 : i64
        %c12_i64_412 = arith.constant 12 : i64
        %613 = arith.minsi %612, %c12_i64_412 : i64
        %614 = arith.addi %600, %488 : i64
        %c12_i64_413 = arith.constant 12 : i64
        %615 = arith.minsi %614, %c12_i64_413 : i64
        %c8_i64_414 = arith.constant 8 : i64
        %616 = arith.addi %488, %c8_i64_414 : i64
        %617 = arith.addi %600, %616 : i64
        %c12_i64_415 = arith.constant 12 : i64
        %618 = arith.minsi %617, %c12_i64_415 : i64
        %c8_i64_416 = arith.constant 8 : i64
        %619 = arith.addi %488, %c8_i64_416 : i64
        %620 = arith.addi %600, %619 : i64
        %c12_i64_417 = arith.constant 12 : i64
        %621 = arith.minsi %620, %c12_i64_417 : i64
        %622 = arith.addi %601, %488 : i64
        %c6_i64_418 = arith.constant 6 : i64
        %623 = arith.minsi %622, %c6_i64_418 : i64
        %624 = arith.addi %601, %488 : i64
        %c6_i64_419 = arith.constant 6 : i64
        %625 = arith.minsi %624, %c6_i64_419 : i64
        %626 = arith.addi %601, %488 : i64
        %c6_i64_420 = arith.constant 6 : i64
        %627 = arith.minsi %626, %c6_i64_420 : i64
        %628 = arith.addi %601, %488 : i64
        %c6_i64_421 = arith.constant 6 : i64
        %629 = arith.minsi %628, %c6_i64_421 : i64
        %c0_i64_422 = arith.constant 0 : i64
        %c0_i64_423 = arith.constant 0 : i64
        %c16_i64_424 = arith.constant 16 : i64
        scf.for %arg37 = %c0_i64_422 to %c0_i64_423 step %c16_i64_424  : i64 {
          %c2_i64_508 = arith.constant 2 : i64
          %790 = arith.muli %489, %c2_i64_508 : i64
          %791 = arith.addi %arg37, %790 : i64
          %c2_i64_509 = arith.constant 2 : i64
          %792 = arith.muli %489, %c2_i64_509 : i64
          %c1_i64_510 = arith.constant 1 : i64
          %793 = arith.addi %792, %c1_i64_510 : i64
          %794 = arith.addi %arg37, %793 : i64
          %c2_i64_511 = arith.constant 2 : i64
          %795 = arith.muli %489, %c2_i64_511 : i64
          %796 = arith.addi %arg37, %795 : i64
          %c2_i64_512 = arith.constant 2 : i64
          %797 = arith.muli %489, %c2_i64_512 : i64
          %c1_i64_513 = arith.constant 1 : i64
          %798 = arith.addi %797, %c1_i64_513 : i64
          %799 = arith.addi %arg37, %798 : i64
          %c2_i64_514 = arith.constant 2 : i64
          %800 = arith.muli %489, %c2_i64_514 : i64
          %c8_i64_515 = arith.constant 8 : i64
          %801 = arith.addi %800, %c8_i64_515 : i64
          %802 = arith.addi %arg37, %801 : i64
          %c2_i64_516 = arith.constant 2 : i64
          %803 = arith.muli %489, %c2_i64_516 : i64
          %c9_i64_517 = arith.constant 9 : i64
          %804 = arith.addi %803, %c9_i64_517 : i64
          %805 = arith.addi %arg37, %804 : i64
          %c2_i64_518 = arith.constant 2 : i64
          %806 = arith.muli %489, %c2_i64_518 : i64
          %c8_i64_519 = arith.constant 8 : i64
          %807 = arith.addi %806, %c8_i64_519 : i64
          %808 = arith.addi %arg37, %807 : i64
          %c2_i64_520 = arith.constant 2 : i64
          %809 = arith.muli %489, %c2_i64_520 : i64
          %c9_i64_521 = arith.constant 9 : i64
          %810 = arith.addi %809, %c9_i64_521 : i64
          %811 = arith.addi %arg37, %810 : i64
          %c2_i64_522 = arith.constant 2 : i64
          %812 = arith.muli %489, %c2_i64_522 : i64
          %813 = arith.addi %arg37, %812 : i64
          %c2_i64_523 = arith.constant 2 : i64
          %814 = arith.muli %489, %c2_i64_523 : i64
          %c1_i64_524 = arith.constant 1 : i64
          %815 = arith.addi %814, %c1_i64_524 : i64
          %816 = arith.addi %arg37, %815 : i64
          %c2_i64_525 = arith.constant 2 : i64
          %817 = arith.muli %489, %c2_i64_525 : i64
          %c8_i64_526 = arith.constant 8 : i64
          %818 = arith.addi %817, %c8_i64_526 : i64
          %819 = arith.addi %arg37, %818 : i64
          %c2_i64_527 = arith.constant 2 : i64
          %820 = arith.muli %489, %c2_i64_527 : i64
          %c9_i64_528 = arith.constant 9 : i64
          %821 = arith.addi %820, %c9_i64_528 : i64
          %822 = arith.addi %arg37, %821 : i64
          %c13_i64_529 = arith.constant 13 : i64
          %823 = arith.muli %791, %c13_i64_529 : i64
          %824 = arith.addi %603, %823 : i64
          %825 = llvm.getelementptr %417[%824] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %826 = llvm.load %825 : !llvm.ptr<1> -> f16
          %c13_i64_530 = arith.constant 13 : i64
          %827 = arith.muli %794, %c13_i64_530 : i64
          %828 = arith.addi %605, %827 : i64
          %829 = llvm.getelementptr %417[%828] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %830 = llvm.load %829 : !llvm.ptr<1> -> f16
          %c13_i64_531 = arith.constant 13 : i64
          %831 = arith.muli %796, %c13_i64_531 : i64
          %832 = arith.addi %608, %831 : i64
          %833 = llvm.getelementptr %417[%832] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %834 = llvm.load %833 : !llvm.ptr<1> -> f16
          %c13_i64_532 = arith.constant 13 : i64
          %835 = arith.muli %799, %c13_i64_532 : i64
          %836 = arith.addi %611, %835 : i64
          %837 = llvm.getelementptr %417[%836] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %838 = llvm.load %837 : !llvm.ptr<1> -> f16
          %c13_i64_533 = arith.constant 13 : i64
          %839 = arith.muli %802, %c13_i64_533 : i64
          %840 = arith.addi %613, %839 : i64
          %841 = llvm.getelementptr %417[%840] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %842 = llvm.load %841 : !llvm.ptr<1> -> f16
          %c13_i64_534 = arith.constant 13 : i64
          %843 = arith.muli %805, %c13_i64_534 : i64
          %844 = arith.addi %615, %843 : i64
          %845 = llvm.getelementptr %417[%844] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %846 = llvm.load %845 : !llvm.ptr<1> -> f16
          %c13_i64_535 = arith.constant 13 : i64
          %847 = arith.muli %808, %c13_i64_535 : i64
          %848 = arith.addi %618, %847 : i64
          %849 = llvm.getelementptr %417[%848] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %850 = llvm.load %849 : !llvm.ptr<1> -> f16
          %c13_i64_536 = arith.constant 13 : i64
          %851 = arith.muli %811, %c13_i64_536 : i64
          %852 = arith.addi %621, %851 : i64
          %853 = llvm.getelementptr %417[%852] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %854 = llvm.load %853 : !llvm.ptr<1> -> f16
          %c9_i64_537 = arith.constant 9 : i64
          %855 = arith.muli %623, %c9_i64_537 : i64
          %856 = arith.addi %813, %855 : i64
          %857 = llvm.getelementptr %421[%856] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %858 = llvm.load %857 : !llvm.ptr<1> -> f16
          %c9_i64_538 = arith.constant 9 : i64
          %859 = arith.muli %625, %c9_i64_538 : i64
          %860 = arith.addi %816, %859 : i64
          %861 = llvm.getelementptr %421[%860] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %862 = llvm.load %861 : !llvm.ptr<1> -> f16
          %c9_i64_539 = arith.constant 9 : i64
          %863 = arith.muli %627, %c9_i64_539 : i64
          %864 = arith.addi %819, %863 : i64
          %865 = llvm.getelementptr %421[%864] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %866 = llvm.load %865 : !llvm.ptr<1> -> f16
          %c9_i64_540 = arith.constant 9 : i64
          %867 = arith.muli %629, %c9_i64_540 : i64
          %868 = arith.addi %822, %867 : i64
          %869 = llvm.getelementptr %421[%868] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %870 = llvm.load %869 : !llvm.ptr<1> -> f16
          %871 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_541 = arith.constant 0 : i32
          %872 = llvm.insertelement %826, %871[%c0_i32_541 : i32] : vector<2xf16>
          %c1_i32_542 = arith.constant 1 : i32
          %873 = llvm.insertelement %830, %872[%c1_i32_542 : i32] : vector<2xf16>
          %874 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_543 = arith.constant 0 : i32
          %875 = llvm.insertelement %834, %874[%c0_i32_543 : i32] : vector<2xf16>
          %c1_i32_544 = arith.constant 1 : i32
          %876 = llvm.insertelement %838, %875[%c1_i32_544 : i32] : vector<2xf16>
          %877 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_545 = arith.constant 0 : i32
          %878 = llvm.insertelement %842, %877[%c0_i32_545 : i32] : vector<2xf16>
          %c1_i32_546 = arith.constant 1 : i32
          %879 = llvm.insertelement %846, %878[%c1_i32_546 : i32] : vector<2xf16>
          %880 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_547 = arith.constant 0 : i32
          %881 = llvm.insertelement %850, %880[%c0_i32_547 : i32] : vector<2xf16>
          %c1_i32_548 = arith.constant 1 : i32
          %882 = llvm.insertelement %854, %881[%c1_i32_548 : i32] : vector<2xf16>
          %883 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_549 = arith.constant 0 : i32
          %884 = llvm.insertelement %858, %883[%c0_i32_549 : i32] : vector<2xf16>
          %c1_i32_550 = arith.constant 1 : i32
          %885 = llvm.insertelement %862, %884[%c1_i32_550 : i32] : vector<2xf16>
          %886 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_551 = arith.constant 0 : i32
          %887 = llvm.insertelement %866, %886[%c0_i32_551 : i32] : vector<2xf16>
          %c1_i32_552 = arith.constant 1 : i32
          %888 = llvm.insertelement %870, %887[%c1_i32_552 : i32] : vector<2xf16>
          %889 = memref.load %alloca[] : memref<f32>
          %890 = memref.load %alloca_160[] : memref<f32>
          %891 = memref.load %alloca_161[] : memref<f32>
          %892 = memref.load %alloca_162[] : memref<f32>
          %893 = nvvm.mma.sync A[%873, %876, %879, %882]  B[%885, %888]  C[%889, %890, %891, %892]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %894 = llvm.extractvalue %893[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %894, %alloca[] : memref<f32>
          %895 = llvm.extractvalue %893[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %895, %alloca_160[] : memref<f32>
          %896 = llvm.extractvalue %893[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %896, %alloca_161[] : memref<f32>
          %897 = llvm.extractvalue %893[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %897, %alloca_162[] : memref<f32>
        }
        %c2_i64 = arith.constant 2 : i64
        %630 = arith.muli %489, %c2_i64 : i64
        %c2_i64_425 = arith.constant 2 : i64
        %631 = arith.muli %489, %c2_i64_425 : i64
        %c1_i64_426 = arith.constant 1 : i64
        %632 = arith.addi %631, %c1_i64_426 : i64
        %c2_i64_427 = arith.constant 2 : i64
        %633 = arith.muli %489, %c2_i64_427 : i64
        %c2_i64_428 = arith.constant 2 : i64
        %634 = arith.muli %489, %c2_i64_428 : i64
        %c1_i64_429 = arith.constant 1 : i64
        %635 = arith.addi %634, %c1_i64_429 : i64
        %c2_i64_430 = arith.constant 2 : i64
        %636 = arith.muli %489, %c2_i64_430 : i64
        %c8_i64_431 = arith.constant 8 : i64
        %637 = arith.addi %636, %c8_i64_431 : i64
        %c2_i64_432 = arith.constant 2 : i64
        %638 = arith.muli %489, %c2_i64_432 : i64
        %c9_i64_433 = arith.constant 9 : i64
        %639 = arith.addi %638, %c9_i64_433 : i64
        %c2_i64_434 = arith.constant 2 : i64
        %640 = arith.muli %489, %c2_i64_434 : i64
        %c8_i64_435 = arith.constant 8 : i64
        %641 = arith.addi %640, %c8_i64_435 : i64
        %c2_i64_436 = arith.constant 2 : i64
        %642 = arith.muli %489, %c2_i64_436 : i64
        %c9_i64_437 = arith.constant 9 : i64
        %643 = arith.addi %642, %c9_i64_437 : i64
        %c2_i64_438 = arith.constant 2 : i64
        %644 = arith.muli %489, %c2_i64_438 : i64
        %c2_i64_439 = arith.constant 2 : i64
        %645 = arith.muli %489, %c2_i64_439 : i64
        %c1_i64_440 = arith.constant 1 : i64
        %646 = arith.addi %645, %c1_i64_440 : i64
        %c2_i64_441 = arith.constant 2 : i64
        %647 = arith.muli %489, %c2_i64_441 : i64
        %c8_i64_442 = arith.constant 8 : i64
        %648 = arith.addi %647, %c8_i64_442 : i64
        %c2_i64_443 = arith.constant 2 : i64
        %649 = arith.muli %489, %c2_i64_443 : i64
        %c9_i64_444 = arith.constant 9 : i64
        %650 = arith.addi %649, %c9_i64_444 : i64
        %c8_i64_445 = arith.constant 8 : i64
        %651 = arith.minsi %630, %c8_i64_445 : i64
        %c13_i64_446 = arith.constant 13 : i64
        %652 = arith.muli %651, %c13_i64_446 : i64
        %653 = arith.addi %603, %652 : i64
        %654 = llvm.getelementptr %417[%653] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %655 = llvm.load %654 : !llvm.ptr<1> -> f16
        memref.store %655, %alloca_163[] : memref<f16>
        %c9_i64_447 = arith.constant 9 : i64
        %656 = arith.cmpi sge, %630, %c9_i64_447 : i64
        scf.if %656 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_163[] : memref<f16>
        }
        %c8_i64_448 = arith.constant 8 : i64
        %657 = arith.minsi %632, %c8_i64_448 : i64
        %c13_i64_449 = arith.constant 13 : i64
        %658 = arith.muli %657, %c13_i64_449 : i64
        %659 = arith.addi %605, %658 : i64
        %660 = llvm.getelementptr %417[%659] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %661 = llvm.load %660 : !llvm.ptr<1> -> f16
        memref.store %661, %alloca_164[] : memref<f16>
        %c9_i64_450 = arith.constant 9 : i64
        %662 = arith.cmpi sge, %632, %c9_i64_450 : i64
        scf.if %662 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_164[] : memref<f16>
        }
        %c8_i64_451 = arith.constant 8 : i64
        %663 = arith.minsi %633, %c8_i64_451 : i64
        %c13_i64_452 = arith.constant 13 : i64
        %664 = arith.muli %663, %c13_i64_452 : i64
        %665 = arith.addi %608, %664 : i64
        %666 = llvm.getelementptr %417[%665] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %667 = llvm.load %666 : !llvm.ptr<1> -> f16
        memref.store %667, %alloca_165[] : memref<f16>
        %c9_i64_453 = arith.constant 9 : i64
        %668 = arith.cmpi sge, %633, %c9_i64_453 : i64
        scf.if %668 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_165[] : memref<f16>
        }
        %c8_i64_454 = arith.constant 8 : i64
        %669 = arith.minsi %635, %c8_i64_454 : i64
        %c13_i64_455 = arith.constant 13 : i64
        %670 = arith.muli %669, %c13_i64_455 : i64
        %671 = arith.addi %611, %670 : i64
        %672 = llvm.getelementptr %417[%671] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %673 = llvm.load %672 : !llvm.ptr<1> -> f16
        memref.store %673, %alloca_166[] : memref<f16>
        %c9_i64_456 = arith.constant 9 : i64
        %674 = arith.cmpi sge, %635, %c9_i64_456 : i64
        scf.if %674 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_166[] : memref<f16>
        }
        %c8_i64_457 = arith.constant 8 : i64
        %675 = arith.minsi %637, %c8_i64_457 : i64
        %c13_i64_458 = arith.constant 13 : i64
        %676 = arith.muli %675, %c13_i64_458 : i64
        %677 = arith.addi %613, %676 : i64
        %678 = llvm.getelementptr %417[%677] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %679 = llvm.load %678 : !llvm.ptr<1> -> f16
        memref.store %679, %alloca_167[] : memref<f16>
        %c9_i64_459 = arith.constant 9 : i64
        %680 = arith.cmpi sge, %637, %c9_i64_459 : i64
        scf.if %680 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_167[] : memref<f16>
        }
        %c8_i64_460 = arith.constant 8 : i64
        %681 = arith.minsi %639, %c8_i64_460 : i64
        %c13_i64_461 = arith.constant 13 : i64
        %682 = arith.muli %681, %c13_i64_461 : i64
        %683 = arith.addi %615, %682 : i64
        %684 = llvm.getelementptr %417[%683] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %685 = llvm.load %684 : !llvm.ptr<1> -> f16
        memref.store %685, %alloca_168[] : memref<f16>
        %c9_i64_462 = arith.constant 9 : i64
        %686 = arith.cmpi sge, %639, %c9_i64_462 : i64
        scf.if %686 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_168[] : memref<f16>
        }
        %c8_i64_463 = arith.constant 8 : i64
        %687 = arith.minsi %641, %c8_i64_463 : i64
        %c13_i64_464 = arith.constant 13 : i64
        %688 = arith.muli %687, %c13_i64_464 : i64
        %689 = arith.addi %618, %688 : i64
        %690 = llvm.getelementptr %417[%689] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %691 = llvm.load %690 : !llvm.ptr<1> -> f16
        memref.store %691, %alloca_169[] : memref<f16>
        %c9_i64_465 = arith.constant 9 : i64
        %692 = arith.cmpi sge, %641, %c9_i64_465 : i64
        scf.if %692 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_169[] : memref<f16>
        }
        %c8_i64_466 = arith.constant 8 : i64
        %693 = arith.minsi %643, %c8_i64_466 : i64
        %c13_i64_467 = arith.constant 13 : i64
        %694 = arith.muli %693, %c13_i64_467 : i64
        %695 = arith.addi %621, %694 : i64
        %696 = llvm.getelementptr %417[%695] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %697 = llvm.load %696 : !llvm.ptr<1> -> f16
        memref.store %697, %alloca_170[] : memref<f16>
        %c9_i64_468 = arith.constant 9 : i64
        %698 = arith.cmpi sge, %643, %c9_i64_468 : i64
        scf.if %698 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_170[] : memref<f16>
        }
        %c8_i64_469 = arith.constant 8 : i64
        %699 = arith.minsi %644, %c8_i64_469 : i64
        %c9_i64_470 = arith.constant 9 : i64
        %700 = arith.muli %623, %c9_i64_470 : i64
        %701 = arith.addi %699, %700 : i64
        %702 = llvm.getelementptr %421[%701] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %703 = llvm.load %702 : !llvm.ptr<1> -> f16
        memref.store %703, %alloca_171[] : memref<f16>
        %c9_i64_471 = arith.constant 9 : i64
        %704 = arith.cmpi sge, %644, %c9_i64_471 : i64
        scf.if %704 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_171[] : memref<f16>
        }
        %c8_i64_472 = arith.constant 8 : i64
        %705 = arith.minsi %646, %c8_i64_472 : i64
        %c9_i64_473 = arith.constant 9 : i64
        %706 = arith.muli %625, %c9_i64_473 : i64
        %707 = arith.addi %705, %706 : i64
        %708 = llvm.getelementptr %421[%707] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %709 = llvm.load %708 : !llvm.ptr<1> -> f16
        memref.store %709, %alloca_172[] : memref<f16>
        %c9_i64_474 = arith.constant 9 : i64
        %710 = arith.cmpi sge, %646, %c9_i64_474 : i64
        scf.if %710 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_172[] : memref<f16>
        }
        %c8_i64_475 = arith.constant 8 : i64
        %711 = arith.minsi %648, %c8_i64_475 : i64
        %c9_i64_476 = arith.constant 9 : i64
        %712 = arith.muli %627, %c9_i64_476 : i64
        %713 = arith.addi %711, %712 : i64
        %714 = llvm.getelementptr %421[%713] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %715 = llvm.load %714 : !llvm.ptr<1> -> f16
        memref.store %715, %alloca_173[] : memref<f16>
        %c9_i64_477 = arith.constant 9 : i64
        %716 = arith.cmpi sge, %648, %c9_i64_477 : i64
        scf.if %716 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_173[] : memref<f16>
        }
        %c8_i64_478 = arith.constant 8 : i64
        %717 = arith.minsi %650, %c8_i64_478 : i64
        %c9_i64_479 = arith.constant 9 : i64
        %718 = arith.muli %629, %c9_i64_479 : i64
        %719 = arith.addi %717, %718 : i64
        %720 = llvm.getelementptr %421[%719] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %721 = llvm.load %720 : !llvm.ptr<1> -> f16
        memref.store %721, %alloca_174[] : memref<f16>
        %c9_i64_480 = arith.constant 9 : i64
        %722 = arith.cmpi sge, %650, %c9_i64_480 : i64
        scf.if %722 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_174[] : memref<f16>
        }
        %723 = memref.load %alloca_163[] : memref<f16>
        %724 = memref.load %alloca_164[] : memref<f16>
        %725 = memref.load %alloca_165[] : memref<f16>
        %726 = memref.load %alloca_166[] : memref<f16>
        %727 = memref.load %alloca_167[] : memref<f16>
        %728 = memref.load %alloca_168[] : memref<f16>
        %729 = memref.load %alloca_169[] : memref<f16>
        %730 = memref.load %alloca_170[] : memref<f16>
        %731 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_481 = arith.constant 0 : i32
        %732 = llvm.insertelement %723, %731[%c0_i32_481 : i32] : vector<2xf16>
        %c1_i32_482 = arith.constant 1 : i32
        %733 = llvm.insertelement %724, %732[%c1_i32_482 : i32] : vector<2xf16>
        %734 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_483 = arith.constant 0 : i32
        %735 = llvm.insertelement %725, %734[%c0_i32_483 : i32] : vector<2xf16>
        %c1_i32_484 = arith.constant 1 : i32
        %736 = llvm.insertelement %726, %735[%c1_i32_484 : i32] : vector<2xf16>
        %737 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_485 = arith.constant 0 : i32
        %738 = llvm.insertelement %727, %737[%c0_i32_485 : i32] : vector<2xf16>
        %c1_i32_486 = arith.constant 1 : i32
        %739 = llvm.insertelement %728, %738[%c1_i32_486 : i32] : vector<2xf16>
        %740 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_487 = arith.constant 0 : i32
        %741 = llvm.insertelement %729, %740[%c0_i32_487 : i32] : vector<2xf16>
        %c1_i32_488 = arith.constant 1 : i32
        %742 = llvm.insertelement %730, %741[%c1_i32_488 : i32] : vector<2xf16>
        %743 = memref.load %alloca_171[] : memref<f16>
        %744 = memref.load %alloca_172[] : memref<f16>
        %745 = memref.load %alloca_173[] : memref<f16>
        %746 = memref.load %alloca_174[] : memref<f16>
        %747 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_489 = arith.constant 0 : i32
        %748 = llvm.insertelement %743, %747[%c0_i32_489 : i32] : vector<2xf16>
        %c1_i32_490 = arith.constant 1 : i32
        %749 = llvm.insertelement %744, %748[%c1_i32_490 : i32] : vector<2xf16>
        %750 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_491 = arith.constant 0 : i32
        %751 = llvm.insertelement %745, %750[%c0_i32_491 : i32] : vector<2xf16>
        %c1_i32_492 = arith.constant 1 : i32
        %752 = llvm.insertelement %746, %751[%c1_i32_492 : i32] : vector<2xf16>
        %753 = memref.load %alloca[] : memref<f32>
        %754 = memref.load %alloca_160[] : memref<f32>
        %755 = memref.load %alloca_161[] : memref<f32>
        %756 = memref.load %alloca_162[] : memref<f32>
        %757 = nvvm.mma.sync A[%733, %736, %739, %742]  B[%749, %752]  C[%753, %754, %755, %756]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %758 = llvm.extractvalue %757[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %758, %alloca[] : memref<f32>
        %759 = llvm.extractvalue %757[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %759, %alloca_160[] : memref<f32>
        %760 = llvm.extractvalue %757[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %760, %alloca_161[] : memref<f32>
        %761 = llvm.extractvalue %757[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %761, %alloca_162[] : memref<f32>
        %762 = arith.addi %600, %488 : i64
        %c2_i64_493 = arith.constant 2 : i64
        %763 = arith.muli %489, %c2_i64_493 : i64
        %764 = arith.addi %601, %763 : i64
        %c13_i64_494 = arith.constant 13 : i64
        %765 = arith.cmpi slt, %762, %c13_i64_494 : i64
        %c7_i64 = arith.constant 7 : i64
        %766 = arith.cmpi slt, %764, %c7_i64 : i64
        %767 = arith.andi %765, %766 : i1
        scf.if %767 {
          %790 = arith.extf %0 : f16 to f32
          %791 = memref.load %alloca[] : memref<f32>
          %792 = arith.mulf %790, %791 : f32
          %c13_i64_508 = arith.constant 13 : i64
          %793 = arith.muli %764, %c13_i64_508 : i64
          %794 = arith.addi %762, %793 : i64
          %795 = llvm.getelementptr %425[%794] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %792, %795 : f32, !llvm.ptr<1>
        }
        %768 = arith.addi %600, %488 : i64
        %c2_i64_495 = arith.constant 2 : i64
        %769 = arith.muli %489, %c2_i64_495 : i64
        %c1_i64_496 = arith.constant 1 : i64
        %770 = arith.addi %769, %c1_i64_496 : i64
        %771 = arith.addi %601, %770 : i64
        %c13_i64_497 = arith.constant 13 : i64
        %772 = arith.cmpi slt, %768, %c13_i64_497 : i64
        %c7_i64_498 = arith.constant 7 : i64
        %773 = arith.cmpi slt, %771, %c7_i64_498 : i64
        %774 = arith.andi %772, %773 : i1
        scf.if %774 {
          %790 = arith.extf %0 : f16 to f32
          %791 = memref.load %alloca_160[] : memref<f32>
          %792 = arith.mulf %790, %791 : f32
          %c13_i64_508 = arith.constant 13 : i64
          %793 = arith.muli %771, %c13_i64_508 : i64
          %794 = arith.addi %768, %793 : i64
          %795 = llvm.getelementptr %425[%794] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %792, %795 : f32, !llvm.ptr<1>
        }
        %c8_i64_499 = arith.constant 8 : i64
        %775 = arith.addi %488, %c8_i64_499 : i64
        %776 = arith.addi %600, %775 : i64
        %c2_i64_500 = arith.constant 2 : i64
        %777 = arith.muli %489, %c2_i64_500 : i64
        %778 = arith.addi %601, %777 : i64
        %c13_i64_501 = arith.constant 13 : i64
        %779 = arith.cmpi slt, %776, %c13_i64_501 : i64
        %c7_i64_502 = arith.constant 7 : i64
        %780 = arith.cmpi slt, %778, %c7_i64_502 : i64
        %781 = arith.andi %779, %780 : i1
        scf.if %781 {
          %790 = arith.extf %0 : f16 to f32
          %791 = memref.load %alloca_161[] : memref<f32>
          %792 = arith.mulf %790, %791 : f32
          %c13_i64_508 = arith.constant 13 : i64
          %793 = arith.muli %778, %c13_i64_508 : i64
          %794 = arith.addi %776, %793 : i64
          %795 = llvm.getelementptr %425[%794] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %792, %795 : f32, !llvm.ptr<1>
        }
        %c8_i64_503 = arith.constant 8 : i64
        %782 = arith.addi %488, %c8_i64_503 : i64
        %783 = arith.addi %600, %782 : i64
        %c2_i64_504 = arith.constant 2 : i64
        %784 = arith.muli %489, %c2_i64_504 : i64
        %c1_i64_505 = arith.constant 1 : i64
        %785 = arith.addi %784, %c1_i64_505 : i64
        %786 = arith.addi %601, %785 : i64
        %c13_i64_506 = arith.constant 13 : i64
        %787 = arith.cmpi slt, %783, %c13_i64_506 : i64
        %c7_i64_507 = arith.constant 7 : i64
        %788 = arith.cmpi slt, %786, %c7_i64_507 : i64
        %789 = arith.andi %787, %788 : i1
        scf.if %789 {
          %790 = arith.extf %0 : f16 to f32
          %791 = memref.load %alloca_162[] : memref<f32>
          %792 = arith.mulf %790, %791 : f32
          %c13_i64_508 = arith.constant 13 : i64
          %793 = arith.muli %786, %c13_i64_508 : i64
          %794 = arith.addi %783, %793 : i64
          %795 = llvm.getelementptr %425[%794] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %792, %795 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_267 = gpu.thread_id  x
      %490 = arith.index_cast %thread_id_x_267 : index to i64
      %c32_i64_268 = arith.constant 32 : i64
      %thread_id_y_269 = gpu.thread_id  y
      %491 = arith.index_cast %thread_id_y_269 : index to i64
      %492 = arith.muli %c32_i64_268, %491 : i64
      %493 = arith.addi %490, %492 : i64
      %c32_i64_270 = arith.constant 32 : i64
      %494 = arith.divsi %493, %c32_i64_270 : i64
      %c32_i64_271 = arith.constant 32 : i64
      %495 = arith.remsi %493, %c32_i64_271 : i64
      %c4_i64_272 = arith.constant 4 : i64
      %496 = arith.divsi %495, %c4_i64_272 : i64
      %c4_i64_273 = arith.constant 4 : i64
      %497 = arith.remsi %495, %c4_i64_273 : i64
      %c1_i64_274 = arith.constant 1 : i64
      %c4_i64_275 = arith.constant 4 : i64
      scf.for %arg36 = %494 to %c1_i64_274 step %c4_i64_275  : i64 {
        %c1_i64_400 = arith.constant 1 : i64
        %598 = arith.remsi %arg36, %c1_i64_400 : i64
        %c1_i64_401 = arith.constant 1 : i64
        %599 = arith.divsi %arg36, %c1_i64_401 : i64
        %c16_i64 = arith.constant 16 : i64
        %600 = arith.muli %598, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %601 = arith.muli %599, %c8_i64 : i64
        %cst_402 = arith.constant 0.000000e+00 : f32
        memref.store %cst_402, %alloca_175[] : memref<f32>
        %cst_403 = arith.constant 0.000000e+00 : f32
        memref.store %cst_403, %alloca_176[] : memref<f32>
        %cst_404 = arith.constant 0.000000e+00 : f32
        memref.store %cst_404, %alloca_177[] : memref<f32>
        %cst_405 = arith.constant 0.000000e+00 : f32
        memref.store %cst_405, %alloca_178[] : memref<f32>
        %602 = arith.addi %600, %496 : i64
        %c12_i64_406 = arith.constant 12 : i64
        %603 = arith.minsi %602, %c12_i64_406 : i64
        %604 = arith.addi %600, %496 : i64
        %c12_i64_407 = arith.constant 12 : i64
        %605 = arith.minsi %604, %c12_i64_407 : i64
        %c8_i64_408 = arith.constant 8 : i64
        %606 = arith.addi %496, %c8_i64_408 : i64
        %607 = arith.addi %600, %606 : i64
        %c12_i64_409 = arith.constant 12 : i64
        %608 = arith.minsi %607, %c12_i64_409 : i64
        %c8_i64_410 = arith.constant 8 : i64
        %609 = arith.addi %496, %c8_i64_410 : i64
        %610 = arith.addi %600, %609 : i64
        %c12_i64_411 = arith.constant 12 : i64
        %611 = arith.minsi %610, %c12_i64_411 : i64
        %612 = arith.addi %600, %496 : i64
        %c12_i64_412 = arith.constant 12 : i64
        %613 = arith.minsi %612, %c12_i64_412 : i64
        %614 = arith.addi %600, %496 : i64
        %c12_i64_413 = arith.constant 12 : i64
        %615 = arith.minsi %614, %c12_i64_413 : i64
        %c8_i64_414 = arith.constant 8 : i64
        %616 = arith.addi %496, %c8_i64_414 : i64
        %617 = arith.addi %600, %616 : i64
        %c12_i64_415 = arith.constant 12 : i64
        %618 = arith.minsi %617, %c12_i64_415 : i64
        %c8_i64_416 = arith.constant 8 : i64
        %619 = arith.addi %496, %c8_i64_416 : i64
        %620 = arith.addi %600, %619 : i64
        %c12_i64_417 = arith.constant 12 : i64
        %621 = arith.minsi %620, %c12_i64_417 : i64
        %622 = arith.addi %601, %496 : i64
        %c6_i64_418 = arith.constant 6 : i64
        %623 = arith.minsi %622, %c6_i64_418 : i64
        %624 = arith.addi %601, %496 : i64
        %c6_i64_419 = arith.constant 6 : i64
        %625 = arith.minsi %624, %c6_i64_419 : i64
        %626 = arith.addi %601, %496 : i64
        %c6_i64_420 = arith.constant 6 : i64
        %627 = arith.minsi %626, %c6_i64_420 : i64
        %628 = arith.addi %601, %496 : i64
        %c6_i64_421 = arith.constant 6 : i64
        %629 = arith.minsi %628, %c6_i64_421 : i64
        %c0_i64_422 = arith.constant 0 : i64
        %c0_i64_423 = arith.constant 0 : i64
        %c16_i64_424 = arith.constant 16 : i64
        scf.for %arg37 = %c0_i64_422 to %c0_i64_423 step %c16_i64_424  : i64 {
          %c2_i64_508 = arith.constant 2 : i64
          %790 = arith.muli %497, %c2_i64_508 : i64
          %791 = arith.addi %arg37, %790 : i64
          %c2_i64_509 = arith.constant 2 : i64
          %792 = arith.muli %497, %c2_i64_509 : i64
          %c1_i64_510 = arith.constant 1 : i64
          %793 = arith.addi %792, %c1_i64_510 : i64
          %794 = arith.addi %arg37, %793 : i64
          %c2_i64_511 = arith.constant 2 : i64
          %795 = arith.muli %497, %c2_i64_511 : i64
          %796 = arith.addi %arg37, %795 : i64
          %c2_i64_512 = arith.constant 2 : i64
          %797 = arith.muli %497, %c2_i64_512 : i64
          %c1_i64_513 = arith.constant 1 : i64
          %798 = arith.addi %797, %c1_i64_513 : i64
          %799 = arith.addi %arg37, %798 : i64
          %c2_i64_514 = arith.constant 2 : i64
          %800 = arith.muli %497, %c2_i64_514 : i64
          %c8_i64_515 = arith.constant 8 : i64
          %801 = arith.addi %800, %c8_i64_515 : i64
          %802 = arith.addi %arg37, %801 : i64
          %c2_i64_516 = arith.constant 2 : i64
          %803 = arith.muli %497, %c2_i64_516 : i64
          %c9_i64_517 = arith.constant 9 : i64
          %804 = arith.addi %803, %c9_i64_517 : i64
          %805 = arith.addi %arg37, %804 : i64
          %c2_i64_518 = arith.constant 2 : i64
          %806 = arith.muli %497, %c2_i64_518 : i64
          %c8_i64_519 = arith.constant 8 : i64
          %807 = arith.addi %806, %c8_i64_519 : i64
          %808 = arith.addi %arg37, %807 : i64
          %c2_i64_520 = arith.constant 2 : i64
          %809 = arith.muli %497, %c2_i64_520 : i64
          %c9_i64_521 = arith.constant 9 : i64
          %810 = arith.addi %809, %c9_i64_521 : i64
          %811 = arith.addi %arg37, %810 : i64
          %c2_i64_522 = arith.constant 2 : i64
          %812 = arith.muli %497, %c2_i64_522 : i64
          %813 = arith.addi %arg37, %812 : i64
          %c2_i64_523 = arith.constant 2 : i64
          %814 = arith.muli %497, %c2_i64_523 : i64
          %c1_i64_524 = arith.constant 1 : i64
          %815 = arith.addi %814, %c1_i64_524 : i64
          %816 = arith.addi %arg37, %815 : i64
          %c2_i64_525 = arith.constant 2 : i64
          %817 = arith.muli %497, %c2_i64_525 : i64
          %c8_i64_526 = arith.constant 8 : i64
          %818 = arith.addi %817, %c8_i64_526 : i64
          %819 = arith.addi %arg37, %818 : i64
          %c2_i64_527 = arith.constant 2 : i64
          %820 = arith.muli %497, %c2_i64_527 : i64
          %c9_i64_528 = arith.constant 9 : i64
          %821 = arith.addi %820, %c9_i64_528 : i64
          %822 = arith.addi %arg37, %821 : i64
          %c9_i64_529 = arith.constant 9 : i64
          %823 = arith.muli %603, %c9_i64_529 : i64
          %824 = arith.addi %791, %823 : i64
          %825 = llvm.getelementptr %419[%824] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %826 = llvm.load %825 : !llvm.ptr<1> -> f16
          %c9_i64_530 = arith.constant 9 : i64
          %827 = arith.muli %605, %c9_i64_530 : i64
          %828 = arith.addi %794, %827 : i64
          %829 = llvm.getelementptr %419[%828] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %830 = llvm.load %829 : !llvm.ptr<1> -> f16
          %c9_i64_531 = arith.constant 9 : i64
          %831 = arith.muli %608, %c9_i64_531 : i64
          %832 = arith.addi %796, %831 : i64
          %833 = llvm.getelementptr %419[%832] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %834 = llvm.load %833 : !llvm.ptr<1> -> f16
          %c9_i64_532 = arith.constant 9 : i64
          %835 = arith.muli %611, %c9_i64_532 : i64
          %836 = arith.addi %799, %835 : i64
          %837 = llvm.getelementptr %419[%836] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %838 = llvm.load %837 : !llvm.ptr<1> -> f16
          %c9_i64_533 = arith.constant 9 : i64
          %839 = arith.muli %613, %c9_i64_533 : i64
          %840 = arith.addi %802, %839 : i64
          %841 = llvm.getelementptr %419[%840] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %842 = llvm.load %841 : !llvm.ptr<1> -> f16
          %c9_i64_534 = arith.constant 9 : i64
          %843 = arith.muli %615, %c9_i64_534 : i64
          %844 = arith.addi %805, %843 : i64
          %845 = llvm.getelementptr %419[%844] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %846 = llvm.load %845 : !llvm.ptr<1> -> f16
          %c9_i64_535 = arith.constant 9 : i64
          %847 = arith.muli %618, %c9_i64_535 : i64
          %848 = arith.addi %808, %847 : i64
          %849 = llvm.getelementptr %419[%848] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %850 = llvm.load %849 : !llvm.ptr<1> -> f16
          %c9_i64_536 = arith.constant 9 : i64
          %851 = arith.muli %621, %c9_i64_536 : i64
          %852 = arith.addi %811, %851 : i64
          %853 = llvm.getelementptr %419[%852] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %854 = llvm.load %853 : !llvm.ptr<1> -> f16
          %c9_i64_537 = arith.constant 9 : i64
          %855 = arith.muli %623, %c9_i64_537 : i64
          %856 = arith.addi %813, %855 : i64
          %857 = llvm.getelementptr %421[%856] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %858 = llvm.load %857 : !llvm.ptr<1> -> f16
          %c9_i64_538 = arith.constant 9 : i64
          %859 = arith.muli %625, %c9_i64_538 : i64
          %860 = arith.addi %816, %859 : i64
          %861 = llvm.getelementptr %421[%860] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %862 = llvm.load %861 : !llvm.ptr<1> -> f16
          %c9_i64_539 = arith.constant 9 : i64
          %863 = arith.muli %627, %c9_i64_539 : i64
          %864 = arith.addi %819, %863 : i64
          %865 = llvm.getelementptr %421[%864] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %866 = llvm.load %865 : !llvm.ptr<1> -> f16
          %c9_i64_540 = arith.constant 9 : i64
          %867 = arith.muli %629, %c9_i64_540 : i64
          %868 = arith.addi %822, %867 : i64
          %869 = llvm.getelementptr %421[%868] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %870 = llvm.load %869 : !llvm.ptr<1> -> f16
          %871 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_541 = arith.constant 0 : i32
          %872 = llvm.insertelement %826, %871[%c0_i32_541 : i32] : vector<2xf16>
          %c1_i32_542 = arith.constant 1 : i32
          %873 = llvm.insertelement %830, %872[%c1_i32_542 : i32] : vector<2xf16>
          %874 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_543 = arith.constant 0 : i32
          %875 = llvm.insertelement %834, %874[%c0_i32_543 : i32] : vector<2xf16>
          %c1_i32_544 = arith.constant 1 : i32
          %876 = llvm.insertelement %838, %875[%c1_i32_544 : i32] : vector<2xf16>
          %877 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_545 = arith.constant 0 : i32
          %878 = llvm.insertelement %842, %877[%c0_i32_545 : i32] : vector<2xf16>
          %c1_i32_546 = arith.constant 1 : i32
          %879 = llvm.insertelement %846, %878[%c1_i32_546 : i32] : vector<2xf16>
          %880 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_547 = arith.constant 0 : i32
          %881 = llvm.insertelement %850, %880[%c0_i32_547 : i32] : vector<2xf16>
          %c1_i32_548 = arith.constant 1 : i32
          %882 = llvm.insertelement %854, %881[%c1_i32_548 : i32] : vector<2xf16>
          %883 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_549 = arith.constant 0 : i32
          %884 = llvm.insertelement %858, %883[%c0_i32_549 : i32] : vector<2xf16>
          %c1_i32_550 = arith.constant 1 : i32
          %885 = llvm.insertelement %862, %884[%c1_i32_550 : i32] : vector<2xf16>
          %886 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_551 = arith.constant 0 : i32
          %887 = llvm.insertelement %866, %886[%c0_i32_551 : i32] : vector<2xf16>
          %c1_i32_552 = arith.constant 1 : i32
          %888 = llvm.insertelement %870, %887[%c1_i32_552 : i32] : vector<2xf16>
          %889 = memref.load %alloca_175[] : memref<f32>
          %890 = memref.load %alloca_176[] : memref<f32>
          %891 = memref.load %alloca_177[] : memref<f32>
          %892 = memref.load %alloca_178[] : memref<f32>
          %893 = nvvm.mma.sync A[%873, %876, %879, %882]  B[%885, %888]  C[%889, %890, %891, %892]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %894 = llvm.extractvalue %893[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %894, %alloca_175[] : memref<f32>
          %895 = llvm.extractvalue %893[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %895, %alloca_176[] : memref<f32>
          %896 = llvm.extractvalue %893[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %896, %alloca_177[] : memref<f32>
          %897 = llvm.extractvalue %893[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %897, %alloca_178[] : memref<f32>
        }
        %c2_i64 = arith.constant 2 : i64
        %630 = arith.muli %497, %c2_i64 : i64
        %c2_i64_425 = arith.constant 2 : i64
        %631 = arith.muli %497, %c2_i64_425 : i64
        %c1_i64_426 = arith.constant 1 : i64
        %632 = arith.addi %631, %c1_i64_426 : i64
        %c2_i64_427 = arith.constant 2 : i64
        %633 = arith.muli %497, %c2_i64_427 : i64
        %c2_i64_428 = arith.constant 2 : i64
        %634 = arith.muli %497, %c2_i64_428 : i64
        %c1_i64_429 = arith.constant 1 : i64
        %635 = arith.addi %634, %c1_i64_429 : i64
        %c2_i64_430 = arith.constant 2 : i64
        %636 = arith.muli %497, %c2_i64_430 : i64
        %c8_i64_431 = arith.constant 8 : i64
        %637 = arith.addi %636, %c8_i64_431 : i64
        %c2_i64_432 = arith.constant 2 : i64
        %638 = arith.muli %497, %c2_i64_432 : i64
        %c9_i64_433 = arith.constant 9 : i64
        %639 = arith.addi %638, %c9_i64_433 : i64
        %c2_i64_434 = arith.constant 2 : i64
        %640 = arith.muli %497, %c2_i64_434 : i64
        %c8_i64_435 = arith.constant 8 : i64
        %641 = arith.addi %640, %c8_i64_435 : i64
        %c2_i64_436 = arith.constant 2 : i64
        %642 = arith.muli %497, %c2_i64_436 : i64
        %c9_i64_437 = arith.constant 9 : i64
        %643 = arith.addi %642, %c9_i64_437 : i64
        %c2_i64_438 = arith.constant 2 : i64
        %644 = arith.muli %497, %c2_i64_438 : i64
        %c2_i64_439 = arith.constant 2 : i64
        %645 = arith.muli %497, %c2_i64_439 : i64
        %c1_i64_440 = arith.constant 1 : i64
        %646 = arith.addi %645, %c1_i64_440 : i64
        %c2_i64_441 = arith.constant 2 : i64
        %647 = arith.muli %497, %c2_i64_441 : i64
        %c8_i64_442 = arith.constant 8 : i64
        %648 = arith.addi %647, %c8_i64_442 : i64
        %c2_i64_443 = arith.constant 2 : i64
        %649 = arith.muli %497, %c2_i64_443 : i64
        %c9_i64_444 = arith.constant 9 : i64
        %650 = arith.addi %649, %c9_i64_444 : i64
        %c8_i64_445 = arith.constant 8 : i64
        %651 = arith.minsi %630, %c8_i64_445 : i64
        %c9_i64_446 = arith.constant 9 : i64
        %652 = arith.muli %603, %c9_i64_446 : i64
        %653 = arith.addi %651, %652 : i64
        %654 = llvm.getelementptr %419[%653] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %655 = llvm.load %654 : !llvm.ptr<1> -> f16
        memref.store %655, %alloca_179[] : memref<f16>
        %c9_i64_447 = arith.constant 9 : i64
        %656 = arith.cmpi sge, %630, %c9_i64_447 : i64
        scf.if %656 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_179[] : memref<f16>
        }
        %c8_i64_448 = arith.constant 8 : i64
        %657 = arith.minsi %632, %c8_i64_448 : i64
        %c9_i64_449 = arith.constant 9 : i64
        %658 = arith.muli %605, %c9_i64_449 : i64
        %659 = arith.addi %657, %658 : i64
        %660 = llvm.getelementptr %419[%659] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %661 = llvm.load %660 : !llvm.ptr<1> -> f16
        memref.store %661, %alloca_180[] : memref<f16>
        %c9_i64_450 = arith.constant 9 : i64
        %662 = arith.cmpi sge, %632, %c9_i64_450 : i64
        scf.if %662 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_180[] : memref<f16>
        }
        %c8_i64_451 = arith.constant 8 : i64
        %663 = arith.minsi %633, %c8_i64_451 : i64
        %c9_i64_452 = arith.constant 9 : i64
        %664 = arith.muli %608, %c9_i64_452 : i64
        %665 = arith.addi %663, %664 : i64
        %666 = llvm.getelementptr %419[%665] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %667 = llvm.load %666 : !llvm.ptr<1> -> f16
        memref.store %667, %alloca_181[] : memref<f16>
        %c9_i64_453 = arith.constant 9 : i64
        %668 = arith.cmpi sge, %633, %c9_i64_453 : i64
        scf.if %668 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_181[] : memref<f16>
        }
        %c8_i64_454 = arith.constant 8 : i64
        %669 = arith.minsi %635, %c8_i64_454 : i64
        %c9_i64_455 = arith.constant 9 : i64
        %670 = arith.muli %611, %c9_i64_455 : i64
        %671 = arith.addi %669, %670 : i64
        %672 = llvm.getelementptr %419[%671] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %673 = llvm.load %672 : !llvm.ptr<1> -> f16
        memref.store %673, %alloca_182[] : memref<f16>
        %c9_i64_456 = arith.constant 9 : i64
        %674 = arith.cmpi sge, %635, %c9_i64_456 : i64
        scf.if %674 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_182[] : memref<f16>
        }
        %c8_i64_457 = arith.constant 8 : i64
        %675 = arith.minsi %637, %c8_i64_457 : i64
        %c9_i64_458 = arith.constant 9 : i64
        %676 = arith.muli %613, %c9_i64_458 : i64
        %677 = arith.addi %675, %676 : i64
        %678 = llvm.getelementptr %419[%677] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %679 = llvm.load %678 : !llvm.ptr<1> -> f16
        memref.store %679, %alloca_183[] : memref<f16>
        %c9_i64_459 = arith.constant 9 : i64
        %680 = arith.cmpi sge, %637, %c9_i64_459 : i64
        scf.if %680 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_183[] : memref<f16>
        }
        %c8_i64_460 = arith.constant 8 : i64
        %681 = arith.minsi %639, %c8_i64_460 : i64
        %c9_i64_461 = arith.constant 9 : i64
        %682 = arith.muli %615, %c9_i64_461 : i64
        %683 = arith.addi %681, %682 : i64
        %684 = llvm.getelementptr %419[%683] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %685 = llvm.load %684 : !llvm.ptr<1> -> f16
        memref.store %685, %alloca_184[] : memref<f16>
        %c9_i64_462 = arith.constant 9 : i64
        %686 = arith.cmpi sge, %639, %c9_i64_462 : i64
        scf.if %686 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_184[] : memref<f16>
        }
        %c8_i64_463 = arith.constant 8 : i64
        %687 = arith.minsi %641, %c8_i64_463 : i64
        %c9_i64_464 = arith.constant 9 : i64
        %688 = arith.muli %618, %c9_i64_464 : i64
        %689 = arith.addi %687, %688 : i64
        %690 = llvm.getelementptr %419[%689] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %691 = llvm.load %690 : !llvm.ptr<1> -> f16
        memref.store %691, %alloca_185[] : memref<f16>
        %c9_i64_465 = arith.constant 9 : i64
        %692 = arith.cmpi sge, %641, %c9_i64_465 : i64
        scf.if %692 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_185[] : memref<f16>
        }
        %c8_i64_466 = arith.constant 8 : i64
        %693 = arith.minsi %643, %c8_i64_466 : i64
        %c9_i64_467 = arith.constant 9 : i64
        %694 = arith.muli %621, %c9_i64_467 : i64
        %695 = arith.addi %693, %694 : i64
        %696 = llvm.getelementptr %419[%695] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %697 = llvm.load %696 : !llvm.ptr<1> -> f16
        memref.store %697, %alloca_186[] : memref<f16>
        %c9_i64_468 = arith.constant 9 : i64
        %698 = arith.cmpi sge, %643, %c9_i64_468 : i64
        scf.if %698 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_186[] : memref<f16>
        }
        %c8_i64_469 = arith.constant 8 : i64
        %699 = arith.minsi %644, %c8_i64_469 : i64
        %c9_i64_470 = arith.constant 9 : i64
        %700 = arith.muli %623, %c9_i64_470 : i64
        %701 = arith.addi %699, %700 : i64
        %702 = llvm.getelementptr %421[%701] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %703 = llvm.load %702 : !llvm.ptr<1> -> f16
        memref.store %703, %alloca_187[] : memref<f16>
        %c9_i64_471 = arith.constant 9 : i64
        %704 = arith.cmpi sge, %644, %c9_i64_471 : i64
        scf.if %704 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_187[] : memref<f16>
        }
        %c8_i64_472 = arith.constant 8 : i64
        %705 = arith.minsi %646, %c8_i64_472 : i64
        %c9_i64_473 = arith.constant 9 : i64
        %706 = arith.muli %625, %c9_i64_473 : i64
        %707 = arith.addi %705, %706 : i64
        %708 = llvm.getelementptr %421[%707] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %709 = llvm.load %708 : !llvm.ptr<1> -> f16
        memref.store %709, %alloca_188[] : memref<f16>
        %c9_i64_474 = arith.constant 9 : i64
        %710 = arith.cmpi sge, %646, %c9_i64_474 : i64
        scf.if %710 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_188[] : memref<f16>
        }
        %c8_i64_475 = arith.constant 8 : i64
        %711 = arith.minsi %648, %c8_i64_475 : i64
        %c9_i64_476 = arith.constant 9 : i64
        %712 = arith.muli %627, %c9_i64_476 : i64
        %713 = arith.addi %711, %712 : i64
        %714 = llvm.getelementptr %421[%713] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %715 = llvm.load %714 : !llvm.ptr<1> -> f16
        memref.store %715, %alloca_189[] : memref<f16>
        %c9_i64_477 = arith.constant 9 : i64
        %716 = arith.cmpi sge, %648, %c9_i64_477 : i64
        scf.if %716 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_189[] : memref<f16>
        }
        %c8_i64_478 = arith.constant 8 : i64
        %717 = arith.minsi %650, %c8_i64_478 : i64
        %c9_i64_479 = arith.constant 9 : i64
        %718 = arith.muli %629, %c9_i64_479 : i64
        %719 = arith.addi %717, %718 : i64
        %720 = llvm.getelementptr %421[%719] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %721 = llvm.load %720 : !llvm.ptr<1> -> f16
        memref.store %721, %alloca_190[] : memref<f16>
        %c9_i64_480 = arith.constant 9 : i64
        %722 = arith.cmpi sge, %650, %c9_i64_480 : i64
        scf.if %722 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_190[] : memref<f16>
        }
        %723 = memref.load %alloca_179[] : memref<f16>
        %724 = memref.load %alloca_180[] : memref<f16>
        %725 = memref.load %alloca_181[] : memref<f16>
        %726 = memref.load %alloca_182[] : memref<f16>
        %727 = memref.load %alloca_183[] : memref<f16>
        %728 = memref.load %alloca_184[] : memref<f16>
        %729 = memref.load %alloca_185[] : memref<f16>
        %730 = memref.load %alloca_186[] : memref<f16>
        %731 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_481 = arith.constant 0 : i32
        %732 = llvm.insertelement %723, %731[%c0_i32_481 : i32] : vector<2xf16>
        %c1_i32_482 = arith.constant 1 : i32
        %733 = llvm.insertelement %724, %732[%c1_i32_482 : i32] : vector<2xf16>
        %734 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_483 = arith.constant 0 : i32
        %735 = llvm.insertelement %725, %734[%c0_i32_483 : i32] : vector<2xf16>
        %c1_i32_484 = arith.constant 1 : i32
        %736 = llvm.insertelement %726, %735[%c1_i32_484 : i32] : vector<2xf16>
        %737 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_485 = arith.constant 0 : i32
        %738 = llvm.insertelement %727, %737[%c0_i32_485 : i32] : vector<2xf16>
        %c1_i32_486 = arith.constant 1 : i32
        %739 = llvm.insertelement %728, %738[%c1_i32_486 : i32] : vector<2xf16>
        %740 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_487 = arith.constant 0 : i32
        %741 = llvm.insertelement %729, %740[%c0_i32_487 : i32] : vector<2xf16>
        %c1_i32_488 = arith.constant 1 : i32
        %742 = llvm.insertelement %730, %741[%c1_i32_488 : i32] : vector<2xf16>
        %743 = memref.load %alloca_187[] : memref<f16>
        %744 = memref.load %alloca_188[] : memref<f16>
        %745 = memref.load %alloca_189[] : memref<f16>
        %746 = memref.load %alloca_190[] : memref<f16>
        %747 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_489 = arith.constant 0 : i32
        %748 = llvm.insertelement %743, %747[%c0_i32_489 : i32] : vector<2xf16>
        %c1_i32_490 = arith.constant 1 : i32
        %749 = llvm.insertelement %744, %748[%c1_i32_490 : i32] : vector<2xf16>
        %750 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_491 = arith.constant 0 : i32
        %751 = llvm.insertelement %745, %750[%c0_i32_491 : i32] : vector<2xf16>
        %c1_i32_492 = arith.constant 1 : i32
        %752 = llvm.insertelement %746, %751[%c1_i32_492 : i32] : vector<2xf16>
        %753 = memref.load %alloca_175[] : memref<f32>
        %754 = memref.load %alloca_176[] : memref<f32>
        %755 = memref.load %alloca_177[] : memref<f32>
        %756 = memref.load %alloca_178[] : memref<f32>
        %757 = nvvm.mma.sync A[%733, %736, %739, %742]  B[%749, %752]  C[%753, %754, %755, %756]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %758 = llvm.extractvalue %757[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %758, %alloca_175[] : memref<f32>
        %759 = llvm.extractvalue %757[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %759, %alloca_176[] : memref<f32>
        %760 = llvm.extractvalue %757[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %760, %alloca_177[] : memref<f32>
        %761 = llvm.extractvalue %757[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %761, %alloca_178[] : memref<f32>
        %762 = arith.addi %600, %496 : i64
        %c2_i64_493 = arith.constant 2 : i64
        %763 = arith.muli %497, %c2_i64_493 : i64
        %764 = arith.addi %601, %763 : i64
        %c13_i64_494 = arith.constant 13 : i64
        %765 = arith.cmpi slt, %762, %c13_i64_494 : i64
        %c7_i64 = arith.constant 7 : i64
        %766 = arith.cmpi slt, %764, %c7_i64 : i64
        %767 = arith.andi %765, %766 : i1
        scf.if %767 {
          %790 = arith.extf %1 : bf16 to f32
          %c13_i64_508 = arith.constant 13 : i64
          %791 = arith.muli %764, %c13_i64_508 : i64
          %792 = arith.addi %762, %791 : i64
          %793 = llvm.getelementptr %427[%792] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %794 = llvm.load %793 : !llvm.ptr<1> -> f32
          %795 = memref.load %alloca_175[] : memref<f32>
          %796 = llvm.intr.fma(%790, %794, %795) : (f32, f32, f32) -> f32
          %c13_i64_509 = arith.constant 13 : i64
          %797 = arith.muli %764, %c13_i64_509 : i64
          %798 = arith.addi %762, %797 : i64
          %799 = llvm.getelementptr %427[%798] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %796, %799 : f32, !llvm.ptr<1>
        }
        %768 = arith.addi %600, %496 : i64
        %c2_i64_495 = arith.constant 2 : i64
        %769 = arith.muli %497, %c2_i64_495 : i64
        %c1_i64_496 = arith.constant 1 : i64
        %770 = arith.addi %769, %c1_i64_496 : i64
        %771 = arith.addi %601, %770 : i64
        %c13_i64_497 = arith.constant 13 : i64
        %772 = arith.cmpi slt, %768, %c13_i64_497 : i64
        %c7_i64_498 = arith.constant 7 : i64
        %773 = arith.cmpi slt, %771, %c7_i64_498 : i64
        %774 = arith.andi %772, %773 : i1
        scf.if %774 {
          %790 = arith.extf %1 : bf16 to f32
          %c13_i64_508 = arith.constant 13 : i64
          %791 = arith.muli %771, %c13_i64_508 : i64
          %792 = arith.addi %768, %791 : i64
          %793 = llvm.getelementptr %427[%792] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %794 = llvm.load %793 : !llvm.ptr<1> -> f32
          %795 = memref.load %alloca_176[] : memref<f32>
          %796 = llvm.intr.fma(%790, %794, %795) : (f32, f32, f32) -> f32
          %c13_i64_509 = arith.constant 13 : i64
          %797 = arith.muli %771, %c13_i64_509 : i64
          %798 = arith.addi %768, %797 : i64
          %799 = llvm.getelementptr %427[%798] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %796, %799 : f32, !llvm.ptr<1>
        }
        %c8_i64_499 = arith.constant 8 : i64
        %775 = arith.addi %496, %c8_i64_499 : i64
        %776 = arith.addi %600, %775 : i64
        %c2_i64_500 = arith.constant 2 : i64
        %777 = arith.muli %497, %c2_i64_500 : i64
        %778 = arith.addi %601, %777 : i64
        %c13_i64_501 = arith.constant 13 : i64
        %779 = arith.cmpi slt, %776, %c13_i64_501 : i64
        %c7_i64_502 = arith.constant 7 : i64
        %780 = arith.cmpi slt, %778, %c7_i64_502 : i64
        %781 = arith.andi %779, %780 : i1
        scf.if %781 {
          %790 = arith.extf %1 : bf16 to f32
          %c13_i64_508 = arith.constant 13 : i64
          %791 = arith.muli %778, %c13_i64_508 : i64
          %792 = arith.addi %776, %791 : i64
          %793 = llvm.getelementptr %427[%792] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %794 = llvm.load %793 : !llvm.ptr<1> -> f32
          %795 = memref.load %alloca_177[] : memref<f32>
          %796 = llvm.intr.fma(%790, %794, %795) : (f32, f32, f32) -> f32
          %c13_i64_509 = arith.constant 13 : i64
          %797 = arith.muli %778, %c13_i64_509 : i64
          %798 = arith.addi %776, %797 : i64
          %799 = llvm.getelementptr %427[%798] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %796, %799 : f32, !llvm.ptr<1>
        }
        %c8_i64_503 = arith.constant 8 : i64
        %782 = arith.addi %496, %c8_i64_503 : i64
        %783 = arith.addi %600, %782 : i64
        %c2_i64_504 = arith.constant 2 : i64
        %784 = arith.muli %497, %c2_i64_504 : i64
        %c1_i64_505 = arith.constant 1 : i64
        %785 = arith.addi %784, %c1_i64_505 : i64
        %786 = arith.addi %601, %785 : i64
        %c13_i64_506 = arith.constant 13 : i64
        %787 = arith.cmpi slt, %783, %c13_i64_506 : i64
        %c7_i64_507 = arith.constant 7 : i64
        %788 = arith.cmpi slt, %786, %c7_i64_507 : i64
        %789 = arith.andi %787, %788 : i1
        scf.if %789 {
          %790 = arith.extf %1 : bf16 to f32
          %c13_i64_508 = arith.constant 13 : i64
          %791 = arith.muli %786, %c13_i64_508 : i64
          %792 = arith.addi %783, %791 : i64
          %793 = llvm.getelementptr %427[%792] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %794 = llvm.load %793 : !llvm.ptr<1> -> f32
          %795 = memref.load %alloca_178[] : memref<f32>
          %796 = llvm.intr.fma(%790, %794, %795) : (f32, f32, f32) -> f32
          %c13_i64_509 = arith.constant 13 : i64
          %797 = arith.muli %786, %c13_i64_509 : i64
          %798 = arith.addi %783, %797 : i64
          %799 = llvm.getelementptr %427[%798] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %796, %799 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_276 = gpu.thread_id  x
      %498 = arith.index_cast %thread_id_x_276 : index to i64
      %c32_i64_277 = arith.constant 32 : i64
      %thread_id_y_278 = gpu.thread_id  y
      %499 = arith.index_cast %thread_id_y_278 : index to i64
      %500 = arith.muli %c32_i64_277, %499 : i64
      %501 = arith.addi %498, %500 : i64
      %c32_i64_279 = arith.constant 32 : i64
      %502 = arith.divsi %501, %c32_i64_279 : i64
      %c32_i64_280 = arith.constant 32 : i64
      %503 = arith.remsi %501, %c32_i64_280 : i64
      %c4_i64_281 = arith.constant 4 : i64
      %504 = arith.divsi %503, %c4_i64_281 : i64
      %c4_i64_282 = arith.constant 4 : i64
      %505 = arith.remsi %503, %c4_i64_282 : i64
      %c1_i64_283 = arith.constant 1 : i64
      %c4_i64_284 = arith.constant 4 : i64
      scf.for %arg36 = %502 to %c1_i64_283 step %c4_i64_284  : i64 {
        %c1_i64_400 = arith.constant 1 : i64
        %598 = arith.remsi %arg36, %c1_i64_400 : i64
        %c1_i64_401 = arith.constant 1 : i64
        %599 = arith.divsi %arg36, %c1_i64_401 : i64
        %c16_i64 = arith.constant 16 : i64
        %600 = arith.muli %598, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %601 = arith.muli %599, %c8_i64 : i64
        %cst_402 = arith.constant 0.000000e+00 : f32
        memref.store %cst_402, %alloca_191[] : memref<f32>
        %cst_403 = arith.constant 0.000000e+00 : f32
        memref.store %cst_403, %alloca_192[] : memref<f32>
        %cst_404 = arith.constant 0.000000e+00 : f32
        memref.store %cst_404, %alloca_193[] : memref<f32>
        %cst_405 = arith.constant 0.000000e+00 : f32
        memref.store %cst_405, %alloca_194[] : memref<f32>
        %602 = arith.addi %600, %504 : i64
        %c12_i64_406 = arith.constant 12 : i64
        %603 = arith.minsi %602, %c12_i64_406 : i64
        %604 = arith.addi %600, %504 : i64
        %c12_i64_407 = arith.constant 12 : i64
        %605 = arith.minsi %604, %c12_i64_407 : i64
        %c8_i64_408 = arith.constant 8 : i64
        %606 = arith.addi %504, %c8_i64_408 : i64
        %607 = arith.addi %600, %606 : i64
        %c12_i64_409 = arith.constant 12 : i64
        %608 = arith.minsi %607, %c12_i64_409 : i64
        %c8_i64_410 = arith.constant 8 : i64
        %609 = arith.addi %504, %c8_i64_410 : i64
        %610 = arith.addi %600, %609 : i64
        %c12_i64_411 = arith.constant 12 : i64
        %611 = arith.minsi %610, %c12_i64_411 : i64
        %612 = arith.addi %600, %504 : i64
        %c12_i64_412 = arith.constant 12 : i64
        %613 = arith.minsi %612, %c12_i64_412 : i64
        %614 = arith.addi %600, %504 : i64
        %c12_i64_413 = arith.constant 12 : i64
        %615 = arith.minsi %614, %c12_i64_413 : i64
        %c8_i64_414 = arith.constant 8 : i64
        %616 = arith.addi %504, %c8_i64_414 : i64
        %617 = arith.addi %600, %616 : i64
        %c12_i64_415 = arith.constant 12 : i64
        %618 = arith.minsi %617, %c12_i64_415 : i64
        %c8_i64_416 = arith.constant 8 : i64
        %619 = arith.addi %504, %c8_i64_416 : i64
        %620 = arith.addi %600, %619 : i64
        %c12_i64_417 = arith.constant 12 : i64
        %621 = arith.minsi %620, %c12_i64_417 : i64
        %622 = arith.addi %601, %504 : i64
        %c6_i64_418 = arith.constant 6 : i64
        %623 = arith.minsi %622, %c6_i64_418 : i64
        %624 = arith.addi %601, %504 : i64
        %c6_i64_419 = arith.constant 6 : i64
        %625 = arith.minsi %624, %c6_i64_419 : i64
        %626 = arith.addi %601, %504 : i64
        %c6_i64_420 = arith.constant 6 : i64
        %627 = arith.minsi %626, %c6_i64_420 : i64
        %628 = arith.addi %601, %504 : i64
        %c6_i64_421 = arith.constant 6 : i64
        %629 = arith.minsi %628, %c6_i64_421 : i64
        %c0_i64_422 = arith.constant 0 : i64
        %c0_i64_423 = arith.constant 0 : i64
        %c16_i64_424 = arith.constant 16 : i64
        scf.for %arg37 = %c0_i64_422 to %c0_i64_423 step %c16_i64_424  : i64 {
          %c2_i64_508 = arith.constant 2 : i64
          %790 = arith.muli %505, %c2_i64_508 : i64
          %791 = arith.addi %arg37, %790 : i64
          %c2_i64_509 = arith.constant 2 : i64
          %792 = arith.muli %505, %c2_i64_509 : i64
          %c1_i64_510 = arith.constant 1 : i64
          %793 = arith.addi %792, %c1_i64_510 : i64
          %794 = arith.addi %arg37, %793 : i64
          %c2_i64_511 = arith.constant 2 : i64
          %795 = arith.muli %505, %c2_i64_511 : i64
          %796 = arith.addi %arg37, %795 : i64
          %c2_i64_512 = arith.constant 2 : i64
          %797 = arith.muli %505, %c2_i64_512 : i64
          %c1_i64_513 = arith.constant 1 : i64
          %798 = arith.addi %797, %c1_i64_513 : i64
          %799 = arith.addi %arg37, %798 : i64
          %c2_i64_514 = arith.constant 2 : i64
          %800 = arith.muli %505, %c2_i64_514 : i64
          %c8_i64_515 = arith.constant 8 : i64
          %801 = arith.addi %800, %c8_i64_515 : i64
          %802 = arith.addi %arg37, %801 : i64
          %c2_i64_516 = arith.constant 2 : i64
          %803 = arith.muli %505, %c2_i64_516 : i64
          %c9_i64_517 = arith.constant 9 : i64
          %804 = arith.addi %803, %c9_i64_517 : i64
          %805 = arith.addi %arg37, %804 : i64
          %c2_i64_518 = arith.constant 2 : i64
          %806 = arith.muli %505, %c2_i64_518 : i64
          %c8_i64_519 = arith.constant 8 : i64
          %807 = arith.addi %806, %c8_i64_519 : i64
          %808 = arith.addi %arg37, %807 : i64
          %c2_i64_520 = arith.constant 2 : i64
          %809 = arith.muli %505, %c2_i64_520 : i64
          %c9_i64_521 = arith.constant 9 : i64
          %810 = arith.addi %809, %c9_i64_521 : i64
          %811 = arith.addi %arg37, %810 : i64
          %c2_i64_522 = arith.constant 2 : i64
          %812 = arith.muli %505, %c2_i64_522 : i64
          %813 = arith.addi %arg37, %812 : i64
          %c2_i64_523 = arith.constant 2 : i64
          %814 = arith.muli %505, %c2_i64_523 : i64
          %c1_i64_524 = arith.constant 1 : i64
          %815 = arith.addi %814, %c1_i64_524 : i64
          %816 = arith.addi %arg37, %815 : i64
          %c2_i64_525 = arith.constant 2 : i64
          %817 = arith.muli %505, %c2_i64_525 : i64
          %c8_i64_526 = arith.constant 8 : i64
          %818 = arith.addi %817, %c8_i64_526 : i64
          %819 = arith.addi %arg37, %818 : i64
          %c2_i64_527 = arith.constant 2 : i64
          %820 = arith.muli %505, %c2_i64_527 : i64
          %c9_i64_528 = arith.constant 9 : i64
          %821 = arith.addi %820, %c9_i64_528 : i64
          %822 = arith.addi %arg37, %821 : i64
          %c13_i64_529 = arith.constant 13 : i64
          %823 = arith.muli %791, %c13_i64_529 : i64
          %824 = arith.addi %603, %823 : i64
          %825 = llvm.getelementptr %417[%824] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %826 = llvm.load %825 : !llvm.ptr<1> -> f16
          %c13_i64_530 = arith.constant 13 : i64
          %827 = arith.muli %794, %c13_i64_530 : i64
          %828 = arith.addi %605, %827 : i64
          %829 = llvm.getelementptr %417[%828] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %830 = llvm.load %829 : !llvm.ptr<1> -> f16
          %c13_i64_531 = arith.constant 13 : i64
          %831 = arith.muli %796, %c13_i64_531 : i64
          %832 = arith.addi %608, %831 : i64
          %833 = llvm.getelementptr %417[%832] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %834 = llvm.load %833 : !llvm.ptr<1> -> f16
          %c13_i64_532 = arith.constant 13 : i64
          %835 = arith.muli %799, %c13_i64_532 : i64
          %836 = arith.addi %611, %835 : i64
          %837 = llvm.getelementptr %417[%836] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %838 = llvm.load %837 : !llvm.ptr<1> -> f16
          %c13_i64_533 = arith.constant 13 : i64
          %839 = arith.muli %802, %c13_i64_533 : i64
          %840 = arith.addi %613, %839 : i64
          %841 = llvm.getelementptr %417[%840] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %842 = llvm.load %841 : !llvm.ptr<1> -> f16
          %c13_i64_534 = arith.constant 13 : i64
          %843 = arith.muli %805, %c13_i64_534 : i64
          %844 = arith.addi %615, %843 : i64
          %845 = llvm.getelementptr %417[%844] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %846 = llvm.load %845 : !llvm.ptr<1> -> f16
          %c13_i64_535 = arith.constant 13 : i64
          %847 = arith.muli %808, %c13_i64_535 : i64
          %848 = arith.addi %618, %847 : i64
          %849 = llvm.getelementptr %417[%848] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %850 = llvm.load %849 : !llvm.ptr<1> -> f16
          %c13_i64_536 = arith.constant 13 : i64
          %851 = arith.muli %811, %c13_i64_536 : i64
          %852 = arith.addi %621, %851 : i64
          %853 = llvm.getelementptr %417[%852] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %854 = llvm.load %853 : !llvm.ptr<1> -> f16
          %c7_i64_537 = arith.constant 7 : i64
          %855 = arith.muli %813, %c7_i64_537 : i64
          %856 = arith.addi %623, %855 : i64
          %857 = llvm.getelementptr %423[%856] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %858 = llvm.load %857 : !llvm.ptr<1> -> f16
          %c7_i64_538 = arith.constant 7 : i64
          %859 = arith.muli %816, %c7_i64_538 : i64
          %860 = arith.addi %625, %859 : i64
          %861 = llvm.getelementptr %423[%860] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %862 = llvm.load %861 : !llvm.ptr<1> -> f16
          %c7_i64_539 = arith.constant 7 : i64
          %863 = arith.muli %819, %c7_i64_539 : i64
          %864 = arith.addi %627, %863 : i64
          %865 = llvm.getelementptr %423[%864] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %866 = llvm.load %865 : !llvm.ptr<1> -> f16
          %c7_i64_540 = arith.constant 7 : i64
          %867 = arith.muli %822, %c7_i64_540 : i64
          %868 = arith.addi %629, %867 : i64
          %869 = llvm.getelementptr %423[%868] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %870 = llvm.load %869 : !llvm.ptr<1> -> f16
          %871 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_541 = arith.constant 0 : i32
          %872 = llvm.insertelement %826, %871[%c0_i32_541 : i32] : vector<2xf16>
          %c1_i32_542 = arith.constant 1 : i32
          %873 = llvm.insertelement %830, %872[%c1_i32_542 : i32] : vector<2xf16>
          %874 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_543 = arith.constant 0 : i32
          %875 = llvm.insertelement %834, %874[%c0_i32_543 : i32] : vector<2xf16>
          %c1_i32_544 = arith.constant 1 : i32
          %876 = llvm.insertelement %838, %875[%c1_i32_544 : i32] : vector<2xf16>
          %877 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_545 = arith.constant 0 : i32
          %878 = llvm.insertelement %842, %877[%c0_i32_545 : i32] : vector<2xf16>
          %c1_i32_546 = arith.constant 1 : i32
          %879 = llvm.insertelement %846, %878[%c1_i32_546 : i32] : vector<2xf16>
          %880 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_547 = arith.constant 0 : i32
          %881 = llvm.insertelement %850, %880[%c0_i32_547 : i32] : vector<2xf16>
          %c1_i32_548 = arith.constant 1 : i32
          %882 = llvm.insertelement %854, %881[%c1_i32_548 : i32] : vector<2xf16>
          %883 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_549 = arith.constant 0 : i32
          %884 = llvm.insertelement %858, %883[%c0_i32_549 : i32] : vector<2xf16>
          %c1_i32_550 = arith.constant 1 : i32
          %885 = llvm.insertelement %862, %884[%c1_i32_550 : i32] : vector<2xf16>
          %886 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_551 = arith.constant 0 : i32
          %887 = llvm.insertelement %866, %886[%c0_i32_551 : i32] : vector<2xf16>
          %c1_i32_552 = arith.constant 1 : i32
          %888 = llvm.insertelement %870, %887[%c1_i32_552 : i32] : vector<2xf16>
          %889 = memref.load %alloca_191[] : memref<f32>
          %890 = memref.load %alloca_192[] : memref<f32>
          %891 = memref.load %alloca_193[] : memref<f32>
          %892 = memref.load %alloca_194[] : memref<f32>
          %893 = nvvm.mma.sync A[%873, %876, %879, %882]  B[%885, %888]  C[%889, %890, %891, %892]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %894 = llvm.extractvalue %893[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %894, %alloca_191[] : memref<f32>
          %895 = llvm.extractvalue %893[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %895, %alloca_192[] : memref<f32>
          %896 = llvm.extractvalue %893[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %896, %alloca_193[] : memref<f32>
          %897 = llvm.extractvalue %893[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %897, %alloca_194[] : memref<f32>
        }
        %c2_i64 = arith.constant 2 : i64
        %630 = arith.muli %505, %c2_i64 : i64
        %c2_i64_425 = arith.constant 2 : i64
        %631 = arith.muli %505, %c2_i64_425 : i64
        %c1_i64_426 = arith.constant 1 : i64
        %632 = arith.addi %631, %c1_i64_426 : i64
        %c2_i64_427 = arith.constant 2 : i64
        %633 = arith.muli %505, %c2_i64_427 : i64
        %c2_i64_428 = arith.constant 2 : i64
        %634 = arith.muli %505, %c2_i64_428 : i64
        %c1_i64_429 = arith.constant 1 : i64
        %635 = arith.addi %634, %c1_i64_429 : i64
        %c2_i64_430 = arith.constant 2 : i64
        %636 = arith.muli %505, %c2_i64_430 : i64
        %c8_i64_431 = arith.constant 8 : i64
        %637 = arith.addi %636, %c8_i64_431 : i64
        %c2_i64_432 = arith.constant 2 : i64
        %638 = arith.muli %505, %c2_i64_432 : i64
        %c9_i64_433 = arith.constant 9 : i64
        %639 = arith.addi %638, %c9_i64_433 : i64
        %c2_i64_434 = arith.constant 2 : i64
        %640 = arith.muli %505, %c2_i64_434 : i64
        %c8_i64_435 = arith.constant 8 : i64
        %641 = arith.addi %640, %c8_i64_435 : i64
        %c2_i64_436 = arith.constant 2 : i64
        %642 = arith.muli %505, %c2_i64_436 : i64
        %c9_i64_437 = arith.constant 9 : i64
        %643 = arith.addi %642, %c9_i64_437 : i64
        %c2_i64_438 = arith.constant 2 : i64
        %644 = arith.muli %505, %c2_i64_438 : i64
        %c2_i64_439 = arith.constant 2 : i64
        %645 = arith.muli %505, %c2_i64_439 : i64
        %c1_i64_440 = arith.constant 1 : i64
        %646 = arith.addi %645, %c1_i64_440 : i64
        %c2_i64_441 = arith.constant 2 : i64
        %647 = arith.muli %505, %c2_i64_441 : i64
        %c8_i64_442 = arith.constant 8 : i64
        %648 = arith.addi %647, %c8_i64_442 : i64
        %c2_i64_443 = arith.constant 2 : i64
        %649 = arith.muli %505, %c2_i64_443 : i64
        %c9_i64_444 = arith.constant 9 : i64
        %650 = arith.addi %649, %c9_i64_444 : i64
        %c8_i64_445 = arith.constant 8 : i64
        %651 = arith.minsi %630, %c8_i64_445 : i64
        %c13_i64_446 = arith.constant 13 : i64
        %652 = arith.muli %651, %c13_i64_446 : i64
        %653 = arith.addi %603, %652 : i64
        %654 = llvm.getelementptr %417[%653] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %655 = llvm.load %654 : !llvm.ptr<1> -> f16
        memref.store %655, %alloca_195[] : memref<f16>
        %c9_i64_447 = arith.constant 9 : i64
        %656 = arith.cmpi sge, %630, %c9_i64_447 : i64
        scf.if %656 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_195[] : memref<f16>
        }
        %c8_i64_448 = arith.constant 8 : i64
        %657 = arith.minsi %632, %c8_i64_448 : i64
        %c13_i64_449 = arith.constant 13 : i64
        %658 = arith.muli %657, %c13_i64_449 : i64
        %659 = arith.addi %605, %658 : i64
        %660 = llvm.getelementptr %417[%659] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %661 = llvm.load %660 : !llvm.ptr<1> -> f16
        memref.store %661, %alloca_196[] : memref<f16>
        %c9_i64_450 = arith.constant 9 : i64
        %662 = arith.cmpi sge, %632, %c9_i64_450 : i64
        scf.if %662 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_196[] : memref<f16>
        }
        %c8_i64_451 = arith.constant 8 : i64
        %663 = arith.minsi %633, %c8_i64_451 : i64
        %c13_i64_452 = arith.constant 13 : i64
        %664 = arith.muli %663, %c13_i64_452 : i64
        %665 = arith.addi %608, %664 : i64
        %666 = llvm.getelementptr %417[%665] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %667 = llvm.load %666 : !llvm.ptr<1> -> f16
        memref.store %667, %alloca_197[] : memref<f16>
        %c9_i64_453 = arith.constant 9 : i64
        %668 = arith.cmpi sge, %633, %c9_i64_453 : i64
        scf.if %668 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_197[] : memref<f16>
        }
        %c8_i64_454 = arith.constant 8 : i64
        %669 = arith.minsi %635, %c8_i64_454 : i64
        %c13_i64_455 = arith.constant 13 : i64
        %670 = arith.muli %669, %c13_i64_455 : i64
        %671 = arith.addi %611, %670 : i64
        %672 = llvm.getelementptr %417[%671] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %673 = llvm.load %672 : !llvm.ptr<1> -> f16
        memref.store %673, %alloca_198[] : memref<f16>
        %c9_i64_456 = arith.constant 9 : i64
        %674 = arith.cmpi sge, %635, %c9_i64_456 : i64
        scf.if %674 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_198[] : memref<f16>
        }
        %c8_i64_457 = arith.constant 8 : i64
        %675 = arith.minsi %637, %c8_i64_457 : i64
        %c13_i64_458 = arith.constant 13 : i64
        %676 = arith.muli %675, %c13_i64_458 : i64
        %677 = arith.addi %613, %676 : i64
        %678 = llvm.getelementptr %417[%677] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %679 = llvm.load %678 : !llvm.ptr<1> -> f16
        memref.store %679, %alloca_199[] : memref<f16>
        %c9_i64_459 = arith.constant 9 : i64
        %680 = arith.cmpi sge, %637, %c9_i64_459 : i64
        scf.if %680 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_199[] : memref<f16>
        }
        %c8_i64_460 = arith.constant 8 : i64
        %681 = arith.minsi %639, %c8_i64_460 : i64
        %c13_i64_461 = arith.constant 13 : i64
        %682 = arith.muli %681, %c13_i64_461 : i64
        %683 = arith.addi %615, %682 : i64
        %684 = llvm.getelementptr %417[%683] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %685 = llvm.load %684 : !llvm.ptr<1> -> f16
        memref.store %685, %alloca_200[] : memref<f16>
        %c9_i64_462 = arith.constant 9 : i64
        %686 = arith.cmpi sge, %639, %c9_i64_462 : i64
        scf.if %686 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_200[] : memref<f16>
        }
        %c8_i64_463 = arith.constant 8 : i64
        %687 = arith.minsi %641, %c8_i64_463 : i64
        %c13_i64_464 = arith.constant 13 : i64
        %688 = arith.muli %687, %c13_i64_464 : i64
        %689 = arith.addi %618, %688 : i64
        %690 = llvm.getelementptr %417[%689] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %691 = llvm.load %690 : !llvm.ptr<1> -> f16
        memref.store %691, %alloca_201[] : memref<f16>
        %c9_i64_465 = arith.constant 9 : i64
        %692 = arith.cmpi sge, %641, %c9_i64_465 : i64
        scf.if %692 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_201[] : memref<f16>
        }
        %c8_i64_466 = arith.constant 8 : i64
        %693 = arith.minsi %643, %c8_i64_466 : i64
        %c13_i64_467 = arith.constant 13 : i64
        %694 = arith.muli %693, %c13_i64_467 : i64
        %695 = arith.addi %621, %694 : i64
        %696 = llvm.getelementptr %417[%695] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %697 = llvm.load %696 : !llvm.ptr<1> -> f16
        memref.store %697, %alloca_202[] : memref<f16>
        %c9_i64_468 = arith.constant 9 : i64
        %698 = arith.cmpi sge, %643, %c9_i64_468 : i64
        scf.if %698 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_202[] : memref<f16>
        }
        %c8_i64_469 = arith.constant 8 : i64
        %699 = arith.minsi %644, %c8_i64_469 : i64
        %c7_i64 = arith.constant 7 : i64
        %700 = arith.muli %699, %c7_i64 : i64
        %701 = arith.addi %623, %700 : i64
        %702 = llvm.getelementptr %423[%701] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %703 = llvm.load %702 : !llvm.ptr<1> -> f16
        memref.store %703, %alloca_203[] : memref<f16>
        %c9_i64_470 = arith.constant 9 : i64
        %704 = arith.cmpi sge, %644, %c9_i64_470 : i64
        scf.if %704 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_203[] : memref<f16>
        }
        %c8_i64_471 = arith.constant 8 : i64
        %705 = arith.minsi %646, %c8_i64_471 : i64
        %c7_i64_472 = arith.constant 7 : i64
        %706 = arith.muli %705, %c7_i64_472 : i64
        %707 = arith.addi %625, %706 : i64
        %708 = llvm.getelementptr %423[%707] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %709 = llvm.load %708 : !llvm.ptr<1> -> f16
        memref.store %709, %alloca_204[] : memref<f16>
        %c9_i64_473 = arith.constant 9 : i64
        %710 = arith.cmpi sge, %646, %c9_i64_473 : i64
        scf.if %710 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_204[] : memref<f16>
        }
        %c8_i64_474 = arith.constant 8 : i64
        %711 = arith.minsi %648, %c8_i64_474 : i64
        %c7_i64_475 = arith.constant 7 : i64
        %712 = arith.muli %711, %c7_i64_475 : i64
        %713 = arith.addi %627, %712 : i64
        %714 = llvm.getelementptr %423[%713] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %715 = llvm.load %714 : !llvm.ptr<1> -> f16
        memref.store %715, %alloca_205[] : memref<f16>
        %c9_i64_476 = arith.constant 9 : i64
        %716 = arith.cmpi sge, %648, %c9_i64_476 : i64
        scf.if %716 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_205[] : memref<f16>
        }
        %c8_i64_477 = arith.constant 8 : i64
        %717 = arith.minsi %650, %c8_i64_477 : i64
        %c7_i64_478 = arith.constant 7 : i64
        %718 = arith.muli %717, %c7_i64_478 : i64
        %719 = arith.addi %629, %718 : i64
        %720 = llvm.getelementptr %423[%719] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %721 = llvm.load %720 : !llvm.ptr<1> -> f16
        memref.store %721, %alloca_206[] : memref<f16>
        %c9_i64_479 = arith.constant 9 : i64
        %722 = arith.cmpi sge, %650, %c9_i64_479 : i64
        scf.if %722 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_206[] : memref<f16>
        }
        %723 = memref.load %alloca_195[] : memref<f16>
        %724 = memref.load %alloca_196[] : memref<f16>
        %725 = memref.load %alloca_197[] : memref<f16>
        %726 = memref.load %alloca_198[] : memref<f16>
        %727 = memref.load %alloca_199[] : memref<f16>
        %728 = memref.load %alloca_200[] : memref<f16>
        %729 = memref.load %alloca_201[] : memref<f16>
        %730 = memref.load %alloca_202[] : memref<f16>
        %731 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_480 = arith.constant 0 : i32
        %732 = llvm.insertelement %723, %731[%c0_i32_480 : i32] : vector<2xf16>
        %c1_i32_481 = arith.constant 1 : i32
        %733 = llvm.insertelement %724, %732[%c1_i32_481 : i32] : vector<2xf16>
        %734 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_482 = arith.constant 0 : i32
        %735 = llvm.insertelement %725, %734[%c0_i32_482 : i32] : vector<2xf16>
        %c1_i32_483 = arith.constant 1 : i32
        %736 = llvm.insertelement %726, %735[%c1_i32_483 : i32] : vector<2xf16>
        %737 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_484 = arith.constant 0 : i32
        %738 = llvm.insertelement %727, %737[%c0_i32_484 : i32] : vector<2xf16>
        %c1_i32_485 = arith.constant 1 : i32
        %739 = llvm.insertelement %728, %738[%c1_i32_485 : i32] : vector<2xf16>
        %740 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_486 = arith.constant 0 : i32
        %741 = llvm.insertelement %729, %740[%c0_i32_486 : i32] : vector<2xf16>
        %c1_i32_487 = arith.constant 1 : i32
        %742 = llvm.insertelement %730, %741[%c1_i32_487 : i32] : vector<2xf16>
        %743 = memref.load %alloca_203[] : memref<f16>
        %744 = memref.load %alloca_204[] : memref<f16>
        %745 = memref.load %alloca_205[] : memref<f16>
        %746 = memref.load %alloca_206[] : memref<f16>
        %747 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_488 = arith.constant 0 : i32
        %748 = llvm.insertelement %743, %747[%c0_i32_488 : i32] : vector<2xf16>
        %c1_i32_489 = arith.constant 1 : i32
        %749 = llvm.insertelement %744, %748[%c1_i32_489 : i32] : vector<2xf16>
        %750 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_490 = arith.constant 0 : i32
        %751 = llvm.insertelement %745, %750[%c0_i32_490 : i32] : vector<2xf16>
        %c1_i32_491 = arith.constant 1 : i32
        %752 = llvm.insertelement %746, %751[%c1_i32_491 : i32] : vector<2xf16>
        %753 = memref.load %alloca_191[] : memref<f32>
        %754 = memref.load %alloca_192[] : memref<f32>
        %755 = memref.load %alloca_193[] : memref<f32>
        %756 = memref.load %alloca_194[] : memref<f32>
        %757 = nvvm.mma.sync A[%733, %736, %739, %742]  B[%749, %752]  C[%753, %754, %755, %756]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %758 = llvm.extractvalue %757[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %758, %alloca_191[] : memref<f32>
        %759 = llvm.extractvalue %757[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %759, %alloca_192[] : memref<f32>
        %760 = llvm.extractvalue %757[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %760, %alloca_193[] : memref<f32>
        %761 = llvm.extractvalue %757[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %761, %alloca_194[] : memref<f32>
        %762 = arith.addi %600, %504 : i64
        %c2_i64_492 = arith.constant 2 : i64
        %763 = arith.muli %505, %c2_i64_492 : i64
        %764 = arith.addi %601, %763 : i64
        %c13_i64_493 = arith.constant 13 : i64
        %765 = arith.cmpi slt, %762, %c13_i64_493 : i64
        %c7_i64_494 = arith.constant 7 : i64
        %766 = arith.cmpi slt, %764, %c7_i64_494 : i64
        %767 = arith.andi %765, %766 : i1
        scf.if %767 {
          %c13_i64_508 = arith.constant 13 : i64
          %790 = arith.muli %764, %c13_i64_508 : i64
          %791 = arith.addi %762, %790 : i64
          %792 = llvm.getelementptr %429[%791] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %793 = llvm.load %792 : !llvm.ptr<1> -> f32
          %794 = memref.load %alloca_191[] : memref<f32>
          %795 = arith.addf %793, %794 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %796 = arith.muli %764, %c13_i64_509 : i64
          %797 = arith.addi %762, %796 : i64
          %798 = llvm.getelementptr %429[%797] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %795, %798 : f32, !llvm.ptr<1>
        }
        %768 = arith.addi %600, %504 : i64
        %c2_i64_495 = arith.constant 2 : i64
        %769 = arith.muli %505, %c2_i64_495 : i64
        %c1_i64_496 = arith.constant 1 : i64
        %770 = arith.addi %769, %c1_i64_496 : i64
        %771 = arith.addi %601, %770 : i64
        %c13_i64_497 = arith.constant 13 : i64
        %772 = arith.cmpi slt, %768, %c13_i64_497 : i64
        %c7_i64_498 = arith.constant 7 : i64
        %773 = arith.cmpi slt, %771, %c7_i64_498 : i64
        %774 = arith.andi %772, %773 : i1
        scf.if %774 {
          %c13_i64_508 = arith.constant 13 : i64
          %790 = arith.muli %771, %c13_i64_508 : i64
          %791 = arith.addi %768, %790 : i64
          %792 = llvm.getelementptr %429[%791] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %793 = llvm.load %792 : !llvm.ptr<1> -> f32
          %794 = memref.load %alloca_192[] : memref<f32>
          %795 = arith.addf %793, %794 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %796 = arith.muli %771, %c13_i64_509 : i64
          %797 = arith.addi %768, %796 : i64
          %798 = llvm.getelementptr %429[%797] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %795, %798 : f32, !llvm.ptr<1>
        }
        %c8_i64_499 = arith.constant 8 : i64
        %775 = arith.addi %504, %c8_i64_499 : i64
        %776 = arith.addi %600, %775 : i64
        %c2_i64_500 = arith.constant 2 : i64
        %777 = arith.muli %505, %c2_i64_500 : i64
        %778 = arith.addi %601, %777 : i64
        %c13_i64_501 = arith.constant 13 : i64
        %779 = arith.cmpi slt, %776, %c13_i64_501 : i64
        %c7_i64_502 = arith.constant 7 : i64
        %780 = arith.cmpi slt, %778, %c7_i64_502 : i64
        %781 = arith.andi %779, %780 : i1
        scf.if %781 {
          %c13_i64_508 = arith.constant 13 : i64
          %790 = arith.muli %778, %c13_i64_508 : i64
          %791 = arith.addi %776, %790 : i64
          %792 = llvm.getelementptr %429[%791] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %793 = llvm.load %792 : !llvm.ptr<1> -> f32
          %794 = memref.load %alloca_193[] : memref<f32>
          %795 = arith.addf %793, %794 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %796 = arith.muli %778, %c13_i64_509 : i64
          %797 = arith.addi %776, %796 : i64
          %798 = llvm.getelementptr %429[%797] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %795, %798 : f32, !llvm.ptr<1>
        }
        %c8_i64_503 = arith.constant 8 : i64
        %782 = arith.addi %504, %c8_i64_503 : i64
        %783 = arith.addi %600, %782 : i64
        %c2_i64_504 = arith.constant 2 : i64
        %784 = arith.muli %505, %c2_i64_504 : i64
        %c1_i64_505 = arith.constant 1 : i64
        %785 = arith.addi %784, %c1_i64_505 : i64
        %786 = arith.addi %601, %785 : i64
        %c13_i64_506 = arith.constant 13 : i64
        %787 = arith.cmpi slt, %783, %c13_i64_506 : i64
        %c7_i64_507 = arith.constant 7 : i64
        %788 = arith.cmpi slt, %786, %c7_i64_507 : i64
        %789 = arith.andi %787, %788 : i1
        scf.if %789 {
          %c13_i64_508 = arith.constant 13 : i64
          %790 = arith.muli %786, %c13_i64_508 : i64
          %791 = arith.addi %783, %790 : i64
          %792 = llvm.getelementptr %429[%791] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %793 = llvm.load %792 : !llvm.ptr<1> -> f32
          %794 = memref.load %alloca_194[] : memref<f32>
          %795 = arith.addf %793, %794 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %796 = arith.muli %786, %c13_i64_509 : i64
          %797 = arith.addi %783, %796 : i64
          %798 = llvm.getelementptr %429[%797] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %795, %798 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_285 = gpu.thread_id  x
      %506 = arith.index_cast %thread_id_x_285 : index to i64
      %c32_i64_286 = arith.constant 32 : i64
      %thread_id_y_287 = gpu.thread_id  y
      %507 = arith.index_cast %thread_id_y_287 : index to i64
      %508 = arith.muli %c32_i64_286, %507 : i64
      %509 = arith.addi %506, %508 : i64
      %c32_i64_288 = arith.constant 32 : i64
      %510 = arith.divsi %509, %c32_i64_288 : i64
      %c32_i64_289 = arith.constant 32 : i64
      %511 = arith.remsi %509, %c32_i64_289 : i64
      %c4_i64_290 = arith.constant 4 : i64
      %512 = arith.divsi %511, %c4_i64_290 : i64
      %c4_i64_291 = arith.constant 4 : i64
      %513 = arith.remsi %511, %c4_i64_291 : i64
      %c1_i64_292 = arith.constant 1 : i64
      %c4_i64_293 = arith.constant 4 : i64
      scf.for %arg36 = %510 to %c1_i64_292 step %c4_i64_293  : i64 {
        %c1_i64_400 = arith.constant 1 : i64
        %598 = arith.remsi %arg36, %c1_i64_400 : i64
        %c1_i64_401 = arith.constant 1 : i64
        %599 = arith.divsi %arg36, %c1_i64_401 : i64
        %c16_i64 = arith.constant 16 : i64
        %600 = arith.muli %598, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %601 = arith.muli %599, %c8_i64 : i64
        %cst_402 = arith.constant 0.000000e+00 : f32
        memref.store %cst_402, %alloca_207[] : memref<f32>
        %cst_403 = arith.constant 0.000000e+00 : f32
        memref.store %cst_403, %alloca_208[] : memref<f32>
        %cst_404 = arith.constant 0.000000e+00 : f32
        memref.store %cst_404, %alloca_209[] : memref<f32>
        %cst_405 = arith.constant 0.000000e+00 : f32
        memref.store %cst_405, %alloca_210[] : memref<f32>
        %602 = arith.addi %600, %512 : i64
        %c12_i64_406 = arith.constant 12 : i64
        %603 = arith.minsi %602, %c12_i64_406 : i64
        %604 = arith.addi %600, %512 : i64
        %c12_i64_407 = arith.constant 12 : i64
        %605 = arith.minsi %604, %c12_i64_407 : i64
        %c8_i64_408 = arith.constant 8 : i64
        %606 = arith.addi %512, %c8_i64_408 : i64
        %607 = arith.addi %600, %606 : i64
        %c12_i64_409 = arith.constant 12 : i64
        %608 = arith.minsi %607, %c12_i64_409 : i64
        %c8_i64_410 = arith.constant 8 : i64
        %609 = arith.addi %512, %c8_i64_410 : i64
        %610 = arith.addi %600, %609 : i64
        %c12_i64_411 = arith.constant 12 : i64
        %611 = arith.minsi %610, %c12_i64_411 : i64
        %612 = arith.addi %600, %512 : i64
        %c12_i64_412 = arith.constant 12 : i64
        %613 = arith.minsi %612, %c12_i64_412 : i64
        %614 = arith.addi %600, %512 : i64
        %c12_i64_413 = arith.constant 12 : i64
        %615 = arith.minsi %614, %c12_i64_413 : i64
        %c8_i64_414 = arith.constant 8 : i64
        %616 = arith.addi %512, %c8_i64_414 : i64
        %617 = arith.addi %600, %616 : i64
        %c12_i64_415 = arith.constant 12 : i64
        %618 = arith.minsi %617, %c12_i64_415 : i64
        %c8_i64_416 = arith.constant 8 : i64
        %619 = arith.addi %512, %c8_i64_416 : i64
        %620 = arith.addi %600, %619 : i64
        %c12_i64_417 = arith.constant 12 : i64
        %621 = arith.minsi %620, %c12_i64_417 : i64
        %622 = arith.addi %601, %512 : i64
        %c6_i64_418 = arith.constant 6 : i64
        %623 = arith.minsi %622, %c6_i64_418 : i64
        %624 = arith.addi %601, %512 : i64
        %c6_i64_419 = arith.constant 6 : i64
        %625 = arith.minsi %624, %c6_i64_419 : i64
        %626 = arith.addi %601, %512 : i64
        %c6_i64_420 = arith.constant 6 : i64
        %627 = arith.minsi %626, %c6_i64_420 : i64
        %628 = arith.addi %601, %512 : i64
        %c6_i64_421 = arith.constant 6 : i64
        %629 = arith.minsi %628, %c6_i64_421 : i64
        %c0_i64_422 = arith.constant 0 : i64
        %c0_i64_423 = arith.constant 0 : i64
        %c16_i64_424 = arith.constant 16 : i64
        scf.for %arg37 = %c0_i64_422 to %c0_i64_423 step %c16_i64_424  : i64 {
          %c2_i64_508 = arith.constant 2 : i64
          %790 = arith.muli %513, %c2_i64_508 : i64
          %791 = arith.addi %arg37, %790 : i64
          %c2_i64_509 = arith.constant 2 : i64
          %792 = arith.muli %513, %c2_i64_509 : i64
          %c1_i64_510 = arith.constant 1 : i64
          %793 = arith.addi %792, %c1_i64_510 : i64
          %794 = arith.addi %arg37, %793 : i64
          %c2_i64_511 = arith.constant 2 : i64
          %795 = arith.muli %513, %c2_i64_511 : i64
          %796 = arith.addi %arg37, %795 : i64
          %c2_i64_512 = arith.constant 2 : i64
          %797 = arith.muli %513, %c2_i64_512 : i64
          %c1_i64_513 = arith.constant 1 : i64
          %798 = arith.addi %797, %c1_i64_513 : i64
          %799 = arith.addi %arg37, %798 : i64
          %c2_i64_514 = arith.constant 2 : i64
          %800 = arith.muli %513, %c2_i64_514 : i64
          %c8_i64_515 = arith.constant 8 : i64
          %801 = arith.addi %800, %c8_i64_515 : i64
          %802 = arith.addi %arg37, %801 : i64
          %c2_i64_516 = arith.constant 2 : i64
          %803 = arith.muli %513, %c2_i64_516 : i64
          %c9_i64_517 = arith.constant 9 : i64
          %804 = arith.addi %803, %c9_i64_517 : i64
          %805 = arith.addi %arg37, %804 : i64
          %c2_i64_518 = arith.constant 2 : i64
          %806 = arith.muli %513, %c2_i64_518 : i64
          %c8_i64_519 = arith.constant 8 : i64
          %807 = arith.addi %806, %c8_i64_519 : i64
          %808 = arith.addi %arg37, %807 : i64
          %c2_i64_520 = arith.constant 2 : i64
          %809 = arith.muli %513, %c2_i64_520 : i64
          %c9_i64_521 = arith.constant 9 : i64
          %810 = arith.addi %809, %c9_i64_521 : i64
          %811 = arith.addi %arg37, %810 : i64
          %c2_i64_522 = arith.constant 2 : i64
          %812 = arith.muli %513, %c2_i64_522 : i64
          %813 = arith.addi %arg37, %812 : i64
          %c2_i64_523 = arith.constant 2 : i64
          %814 = arith.muli %513, %c2_i64_523 : i64
          %c1_i64_524 = arith.constant 1 : i64
          %815 = arith.addi %814, %c1_i64_524 : i64
          %816 = arith.addi %arg37, %815 : i64
          %c2_i64_525 = arith.constant 2 : i64
          %817 = arith.muli %513, %c2_i64_525 : i64
          %c8_i64_526 = arith.constant 8 : i64
          %818 = arith.addi %817, %c8_i64_526 : i64
          %819 = arith.addi %arg37, %818 : i64
          %c2_i64_527 = arith.constant 2 : i64
          %820 = arith.muli %513, %c2_i64_527 : i64
          %c9_i64_528 = arith.constant 9 : i64
          %821 = arith.addi %820, %c9_i64_528 : i64
          %822 = arith.addi %arg37, %821 : i64
          %c9_i64_529 = arith.constant 9 : i64
          %823 = arith.muli %603, %c9_i64_529 : i64
          %824 = arith.addi %791, %823 : i64
          %825 = llvm.getelementptr %419[%824] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %826 = llvm.load %825 : !llvm.ptr<1> -> f16
          %c9_i64_530 = arith.constant 9 : i64
          %827 = arith.muli %605, %c9_i64_530 : i64
          %828 = arith.addi %794, %827 : i64
          %829 = llvm.getelementptr %419[%828] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %830 = llvm.load %829 : !llvm.ptr<1> -> f16
          %c9_i64_531 = arith.constant 9 : i64
          %831 = arith.muli %608, %c9_i64_531 : i64
          %832 = arith.addi %796, %831 : i64
          %833 = llvm.getelementptr %419[%832] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %834 = llvm.load %833 : !llvm.ptr<1> -> f16
          %c9_i64_532 = arith.constant 9 : i64
          %835 = arith.muli %611, %c9_i64_532 : i64
          %836 = arith.addi %799, %835 : i64
          %837 = llvm.getelementptr %419[%836] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %838 = llvm.load %837 : !llvm.ptr<1> -> f16
          %c9_i64_533 = arith.constant 9 : i64
          %839 = arith.muli %613, %c9_i64_533 : i64
          %840 = arith.addi %802, %839 : i64
          %841 = llvm.getelementptr %419[%840] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %842 = llvm.load %841 : !llvm.ptr<1> -> f16
          %c9_i64_534 = arith.constant 9 : i64
          %843 = arith.muli %615, %c9_i64_534 : i64
          %844 = arith.addi %805, %843 : i64
          %845 = llvm.getelementptr %419[%844] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %846 = llvm.load %845 : !llvm.ptr<1> -> f16
          %c9_i64_535 = arith.constant 9 : i64
          %847 = arith.muli %618, %c9_i64_535 : i64
          %848 = arith.addi %808, %847 : i64
          %849 = llvm.getelementptr %419[%848] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %850 = llvm.load %849 : !llvm.ptr<1> -> f16
          %c9_i64_536 = arith.constant 9 : i64
          %851 = arith.muli %621, %c9_i64_536 : i64
          %852 = arith.addi %811, %851 : i64
          %853 = llvm.getelementptr %419[%852] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %854 = llvm.load %853 : !llvm.ptr<1> -> f16
          %c7_i64_537 = arith.constant 7 : i64
          %855 = arith.muli %813, %c7_i64_537 : i64
          %856 = arith.addi %623, %855 : i64
          %857 = llvm.getelementptr %423[%856] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %858 = llvm.load %857 : !llvm.ptr<1> -> f16
          %c7_i64_538 = arith.constant 7 : i64
          %859 = arith.muli %816, %c7_i64_538 : i64
          %860 = arith.addi %625, %859 : i64
          %861 = llvm.getelementptr %423[%860] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %862 = llvm.load %861 : !llvm.ptr<1> -> f16
          %c7_i64_539 = arith.constant 7 : i64
          %863 = arith.muli %819, %c7_i64_539 : i64
          %864 = arith.addi %627, %863 : i64
          %865 = llvm.getelementptr %423[%864] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %866 = llvm.load %865 : !llvm.ptr<1> -> f16
          %c7_i64_540 = arith.constant 7 : i64
          %867 = arith.muli %822, %c7_i64_540 : i64
          %868 = arith.addi %629, %867 : i64
          %869 = llvm.getelementptr %423[%868] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %870 = llvm.load %869 : !llvm.ptr<1> -> f16
          %871 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_541 = arith.constant 0 : i32
          %872 = llvm.insertelement %826, %871[%c0_i32_541 : i32] : vector<2xf16>
          %c1_i32_542 = arith.constant 1 : i32
          %873 = llvm.insertelement %830, %872[%c1_i32_542 : i32] : vector<2xf16>
          %874 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_543 = arith.constant 0 : i32
          %875 = llvm.insertelement %834, %874[%c0_i32_543 : i32] : vector<2xf16>
          %c1_i32_544 = arith.constant 1 : i32
          %876 = llvm.insertelement %838, %875[%c1_i32_544 : i32] : vector<2xf16>
          %877 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_545 = arith.constant 0 : i32
          %878 = llvm.insertelement %842, %877[%c0_i32_545 : i32] : vector<2xf16>
          %c1_i32_546 = arith.constant 1 : i32
          %879 = llvm.insertelement %846, %878[%c1_i32_546 : i32] : vector<2xf16>
          %880 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_547 = arith.constant 0 : i32
          %881 = llvm.insertelement %850, %880[%c0_i32_547 : i32] : vector<2xf16>
          %c1_i32_548 = arith.constant 1 : i32
          %882 = llvm.insertelement %854, %881[%c1_i32_548 : i32] : vector<2xf16>
          %883 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_549 = arith.constant 0 : i32
          %884 = llvm.insertelement %858, %883[%c0_i32_549 : i32] : vector<2xf16>
          %c1_i32_550 = arith.constant 1 : i32
          %885 = llvm.insertelement %862, %884[%c1_i32_550 : i32] : vector<2xf16>
          %886 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_551 = arith.constant 0 : i32
          %887 = llvm.insertelement %866, %886[%c0_i32_551 : i32] : vector<2xf16>
          %c1_i32_552 = arith.constant 1 : i32
          %888 = llvm.insertelement %870, %887[%c1_i32_552 : i32] : vector<2xf16>
          %889 = memref.load %alloca_207[] : memref<f32>
          %890 = memref.load %alloca_208[] : memref<f32>
          %891 = memref.load %alloca_209[] : memref<f32>
          %892 = memref.load %alloca_210[] : memref<f32>
          %893 = nvvm.mma.sync A[%873, %876, %879, %882]  B[%885, %888]  C[%889, %890, %891, %892]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %894 = llvm.extractvalue %893[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %894, %alloca_207[] : memref<f32>
          %895 = llvm.extractvalue %893[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %895, %alloca_208[] : memref<f32>
          %896 = llvm.extractvalue %893[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %896, %alloca_209[] : memref<f32>
          %897 = llvm.extractvalue %893[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %897, %alloca_210[] : memref<f32>
        }
        %c2_i64 = arith.constant 2 : i64
        %630 = arith.muli %513, %c2_i64 : i64
        %c2_i64_425 = arith.constant 2 : i64
        %631 = arith.muli %513, %c2_i64_425 : i64
        %c1_i64_426 = arith.constant 1 : i64
        %632 = arith.addi %631, %c1_i64_426 : i64
        %c2_i64_427 = arith.constant 2 : i64
        %633 = arith.muli %513, %c2_i64_427 : i64
        %c2_i64_428 = arith.constant 2 : i64
        %634 = arith.muli %513, %c2_i64_428 : i64
        %c1_i64_429 = arith.constant 1 : i64
        %635 = arith.addi %634, %c1_i64_429 : i64
        %c2_i64_430 = arith.constant 2 : i64
        %636 = arith.muli %513, %c2_i64_430 : i64
        %c8_i64_431 = arith.constant 8 : i64
        %637 = arith.addi %636, %c8_i64_431 : i64
        %c2_i64_432 = arith.constant 2 : i64
        %638 = arith.muli %513, %c2_i64_432 : i64
        %c9_i64_433 = arith.constant 9 : i64
        %639 = arith.addi %638, %c9_i64_433 : i64
        %c2_i64_434 = arith.constant 2 : i64
        %640 = arith.muli %513, %c2_i64_434 : i64
        %c8_i64_435 = arith.constant 8 : i64
        %641 = arith.addi %640, %c8_i64_435 : i64
        %c2_i64_436 = arith.constant 2 : i64
        %642 = arith.muli %513, %c2_i64_436 : i64
        %c9_i64_437 = arith.constant 9 : i64
        %643 = arith.addi %642, %c9_i64_437 : i64
        %c2_i64_438 = arith.constant 2 : i64
        %644 = arith.muli %513, %c2_i64_438 : i64
        %c2_i64_439 = arith.constant 2 : i64
        %645 = arith.muli %513, %c2_i64_439 : i64
        %c1_i64_440 = arith.constant 1 : i64
        %646 = arith.addi %645, %c1_i64_440 : i64
        %c2_i64_441 = arith.constant 2 : i64
        %647 = arith.muli %513, %c2_i64_441 : i64
        %c8_i64_442 = arith.constant 8 : i64
        %648 = arith.addi %647, %c8_i64_442 : i64
        %c2_i64_443 = arith.constant 2 : i64
        %649 = arith.muli %513, %c2_i64_443 : i64
        %c9_i64_444 = arith.constant 9 : i64
        %650 = arith.addi %649, %c9_i64_444 : i64
        %c8_i64_445 = arith.constant 8 : i64
        %651 = arith.minsi %630, %c8_i64_445 : i64
        %c9_i64_446 = arith.constant 9 : i64
        %652 = arith.muli %603, %c9_i64_446 : i64
        %653 = arith.addi %651, %652 : i64
        %654 = llvm.getelementptr %419[%653] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %655 = llvm.load %654 : !llvm.ptr<1> -> f16
        memref.store %655, %alloca_211[] : memref<f16>
        %c9_i64_447 = arith.constant 9 : i64
        %656 = arith.cmpi sge, %630, %c9_i64_447 : i64
        scf.if %656 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_211[] : memref<f16>
        }
        %c8_i64_448 = arith.constant 8 : i64
        %657 = arith.minsi %632, %c8_i64_448 : i64
        %c9_i64_449 = arith.constant 9 : i64
        %658 = arith.muli %605, %c9_i64_449 : i64
        %659 = arith.addi %657, %658 : i64
        %660 = llvm.getelementptr %419[%659] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %661 = llvm.load %660 : !llvm.ptr<1> -> f16
        memref.store %661, %alloca_212[] : memref<f16>
        %c9_i64_450 = arith.constant 9 : i64
        %662 = arith.cmpi sge, %632, %c9_i64_450 : i64
        scf.if %662 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_212[] : memref<f16>
        }
        %c8_i64_451 = arith.constant 8 : i64
        %663 = arith.minsi %633, %c8_i64_451 : i64
        %c9_i64_452 = arith.constant 9 : i64
        %664 = arith.muli %608, %c9_i64_452 : i64
        %665 = arith.addi %663, %664 : i64
        %666 = llvm.getelementptr %419[%665] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %667 = llvm.load %666 : !llvm.ptr<1> -> f16
        memref.store %667, %alloca_213[] : memref<f16>
        %c9_i64_453 = arith.constant 9 : i64
        %668 = arith.cmpi sge, %633, %c9_i64_453 : i64
        scf.if %668 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_213[] : memref<f16>
        }
        %c8_i64_454 = arith.constant 8 : i64
        %669 = arith.minsi %635, %c8_i64_454 : i64
        %c9_i64_455 = arith.constant 9 : i64
        %670 = arith.muli %611, %c9_i64_455 : i64
        %671 = arith.addi %669, %670 : i64
        %672 = llvm.getelementptr %419[%671] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %673 = llvm.load %672 : !llvm.ptr<1> -> f16
        memref.store %673, %alloca_214[] : memref<f16>
        %c9_i64_456 = arith.constant 9 : i64
        %674 = arith.cmpi sge, %635, %c9_i64_456 : i64
        scf.if %674 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_214[] : memref<f16>
        }
        %c8_i64_457 = arith.constant 8 : i64
        %675 = arith.minsi %637, %c8_i64_457 : i64
        %c9_i64_458 = arith.constant 9 : i64
        %676 = arith.muli %613, %c9_i64_458 : i64
        %677 = arith.addi %675, %676 : i64
        %678 = llvm.getelementptr %419[%677] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %679 = llvm.load %678 : !llvm.ptr<1> -> f16
        memref.store %679, %alloca_215[] : memref<f16>
        %c9_i64_459 = arith.constant 9 : i64
        %680 = arith.cmpi sge, %637, %c9_i64_459 : i64
        scf.if %680 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_215[] : memref<f16>
        }
        %c8_i64_460 = arith.constant 8 : i64
        %681 = arith.minsi %639, %c8_i64_460 : i64
        %c9_i64_461 = arith.constant 9 : i64
        %682 = arith.muli %615, %c9_i64_461 : i64
        %683 = arith.addi %681, %682 : i64
        %684 = llvm.getelementptr %419[%683] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %685 = llvm.load %684 : !llvm.ptr<1> -> f16
        memref.store %685, %alloca_216[] : memref<f16>
        %c9_i64_462 = arith.constant 9 : i64
        %686 = arith.cmpi sge, %639, %c9_i64_462 : i64
        scf.if %686 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_216[] : memref<f16>
        }
        %c8_i64_463 = arith.constant 8 : i64
        %687 = arith.minsi %641, %c8_i64_463 : i64
        %c9_i64_464 = arith.constant 9 : i64
        %688 = arith.muli %618, %c9_i64_464 : i64
        %689 = arith.addi %687, %688 : i64
        %690 = llvm.getelementptr %419[%689] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %691 = llvm.load %690 : !llvm.ptr<1> -> f16
        memref.store %691, %alloca_217[] : memref<f16>
        %c9_i64_465 = arith.constant 9 : i64
        %692 = arith.cmpi sge, %641, %c9_i64_465 : i64
        scf.if %692 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_217[] : memref<f16>
        }
        %c8_i64_466 = arith.constant 8 : i64
        %693 = arith.minsi %643, %c8_i64_466 : i64
        %c9_i64_467 = arith.constant 9 : i64
        %694 = arith.muli %621, %c9_i64_467 : i64
        %695 = arith.addi %693, %694 : i64
        %696 = llvm.getelementptr %419[%695] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %697 = llvm.load %696 : !llvm.ptr<1> -> f16
        memref.store %697, %alloca_218[] : memref<f16>
        %c9_i64_468 = arith.constant 9 : i64
        %698 = arith.cmpi sge, %643, %c9_i64_468 : i64
        scf.if %698 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_218[] : memref<f16>
        }
        %c8_i64_469 = arith.constant 8 : i64
        %699 = arith.minsi %644, %c8_i64_469 : i64
        %c7_i64 = arith.constant 7 : i64
        %700 = arith.muli %699, %c7_i64 : i64
        %701 = arith.addi %623, %700 : i64
        %702 = llvm.getelementptr %423[%701] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %703 = llvm.load %702 : !llvm.ptr<1> -> f16
        memref.store %703, %alloca_219[] : memref<f16>
        %c9_i64_470 = arith.constant 9 : i64
        %704 = arith.cmpi sge, %644, %c9_i64_470 : i64
        scf.if %704 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_219[] : memref<f16>
        }
        %c8_i64_471 = arith.constant 8 : i64
        %705 = arith.minsi %646, %c8_i64_471 : i64
        %c7_i64_472 = arith.constant 7 : i64
        %706 = arith.muli %705, %c7_i64_472 : i64
        %707 = arith.addi %625, %706 : i64
        %708 = llvm.getelementptr %423[%707] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %709 = llvm.load %708 : !llvm.ptr<1> -> f16
        memref.store %709, %alloca_220[] : memref<f16>
        %c9_i64_473 = arith.constant 9 : i64
        %710 = arith.cmpi sge, %646, %c9_i64_473 : i64
        scf.if %710 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_220[] : memref<f16>
        }
        %c8_i64_474 = arith.constant 8 : i64
        %711 = arith.minsi %648, %c8_i64_474 : i64
        %c7_i64_475 = arith.constant 7 : i64
        %712 = arith.muli %711, %c7_i64_475 : i64
        %713 = arith.addi %627, %712 : i64
        %714 = llvm.getelementptr %423[%713] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %715 = llvm.load %714 : !llvm.ptr<1> -> f16
        memref.store %715, %alloca_221[] : memref<f16>
        %c9_i64_476 = arith.constant 9 : i64
        %716 = arith.cmpi sge, %648, %c9_i64_476 : i64
        scf.if %716 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_221[] : memref<f16>
        }
        %c8_i64_477 = arith.constant 8 : i64
        %717 = arith.minsi %650, %c8_i64_477 : i64
        %c7_i64_478 = arith.constant 7 : i64
        %718 = arith.muli %717, %c7_i64_478 : i64
        %719 = arith.addi %629, %718 : i64
        %720 = llvm.getelementptr %423[%719] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %721 = llvm.load %720 : !llvm.ptr<1> -> f16
        memref.store %721, %alloca_222[] : memref<f16>
        %c9_i64_479 = arith.constant 9 : i64
        %722 = arith.cmpi sge, %650, %c9_i64_479 : i64
        scf.if %722 {
          %cst_508 = arith.constant 0.000000e+00 : f16
          memref.store %cst_508, %alloca_222[] : memref<f16>
        }
        %723 = memref.load %alloca_211[] : memref<f16>
        %724 = memref.load %alloca_212[] : memref<f16>
        %725 = memref.load %alloca_213[] : memref<f16>
        %726 = memref.load %alloca_214[] : memref<f16>
        %727 = memref.load %alloca_215[] : memref<f16>
        %728 = memref.load %alloca_216[] : memref<f16>
        %729 = memref.load %alloca_217[] : memref<f16>
        %730 = memref.load %alloca_218[] : memref<f16>
        %731 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_480 = arith.constant 0 : i32
        %732 = llvm.insertelement %723, %731[%c0_i32_480 : i32] : vector<2xf16>
        %c1_i32_481 = arith.constant 1 : i32
        %733 = llvm.insertelement %724, %732[%c1_i32_481 : i32] : vector<2xf16>
        %734 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_482 = arith.constant 0 : i32
        %735 = llvm.insertelement %725, %734[%c0_i32_482 : i32] : vector<2xf16>
        %c1_i32_483 = arith.constant 1 : i32
        %736 = llvm.insertelement %726, %735[%c1_i32_483 : i32] : vector<2xf16>
        %737 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_484 = arith.constant 0 : i32
        %738 = llvm.insertelement %727, %737[%c0_i32_484 : i32] : vector<2xf16>
        %c1_i32_485 = arith.constant 1 : i32
        %739 = llvm.insertelement %728, %738[%c1_i32_485 : i32] : vector<2xf16>
        %740 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_486 = arith.constant 0 : i32
        %741 = llvm.insertelement %729, %740[%c0_i32_486 : i32] : vector<2xf16>
        %c1_i32_487 = arith.constant 1 : i32
        %742 = llvm.insertelement %730, %741[%c1_i32_487 : i32] : vector<2xf16>
        %743 = memref.load %alloca_219[] : memref<f16>
        %744 = memref.load %alloca_220[] : memref<f16>
        %745 = memref.load %alloca_221[] : memref<f16>
        %746 = memref.load %alloca_222[] : memref<f16>
        %747 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_488 = arith.constant 0 : i32
        %748 = llvm.insertelement %743, %747[%c0_i32_488 : i32] : vector<2xf16>
        %c1_i32_489 = arith.constant 1 : i32
        %749 = llvm.insertelement %744, %748[%c1_i32_489 : i32] : vector<2xf16>
        %750 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_490 = arith.constant 0 : i32
        %751 = llvm.insertelement %745, %750[%c0_i32_490 : i32] : vector<2xf16>
        %c1_i32_491 = arith.constant 1 : i32
        %752 = llvm.insertelement %746, %751[%c1_i32_491 : i32] : vector<2xf16>
        %753 = memref.load %alloca_207[] : memref<f32>
        %754 = memref.load %alloca_208[] : memref<f32>
        %755 = memref.load %alloca_209[] : memref<f32>
        %756 = memref.load %alloca_210[] : memref<f32>
        %757 = nvvm.mma.sync A[%733, %736, %739, %742]  B[%749, %752]  C[%753, %754, %755, %756]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %758 = llvm.extractvalue %757[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %758, %alloca_207[] : memref<f32>
        %759 = llvm.extractvalue %757[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %759, %alloca_208[] : memref<f32>
        %760 = llvm.extractvalue %757[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %760, %alloca_209[] : memref<f32>
        %761 = llvm.extractvalue %757[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %761, %alloca_210[] : memref<f32>
        %762 = arith.addi %600, %512 : i64
        %c2_i64_492 = arith.constant 2 : i64
        %763 = arith.muli %513, %c2_i64_492 : i64
        %764 = arith.addi %601, %763 : i64
        %c13_i64_493 = arith.constant 13 : i64
        %765 = arith.cmpi slt, %762, %c13_i64_493 : i64
        %c7_i64_494 = arith.constant 7 : i64
        %766 = arith.cmpi slt, %764, %c7_i64_494 : i64
        %767 = arith.andi %765, %766 : i1
        scf.if %767 {
          %cst_508 = arith.constant -5.000000e-01 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %790 = arith.muli %764, %c13_i64_509 : i64
          %791 = arith.addi %762, %790 : i64
          %792 = llvm.getelementptr %431[%791] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %793 = llvm.load %792 : !llvm.ptr<1> -> f32
          %cst_510 = arith.constant 1.500000e+00 : f32
          %794 = memref.load %alloca_207[] : memref<f32>
          %795 = arith.mulf %cst_510, %794 : f32
          %796 = llvm.intr.fma(%cst_508, %793, %795) : (f32, f32, f32) -> f32
          %c13_i64_511 = arith.constant 13 : i64
          %797 = arith.muli %764, %c13_i64_511 : i64
          %798 = arith.addi %762, %797 : i64
          %799 = llvm.getelementptr %431[%798] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %796, %799 : f32, !llvm.ptr<1>
        }
        %768 = arith.addi %600, %512 : i64
        %c2_i64_495 = arith.constant 2 : i64
        %769 = arith.muli %513, %c2_i64_495 : i64
        %c1_i64_496 = arith.constant 1 : i64
        %770 = arith.addi %769, %c1_i64_496 : i64
        %771 = arith.addi %601, %770 : i64
        %c13_i64_497 = arith.constant 13 : i64
        %772 = arith.cmpi slt, %768, %c13_i64_497 : i64
        %c7_i64_498 = arith.constant 7 : i64
        %773 = arith.cmpi slt, %771, %c7_i64_498 : i64
        %774 = arith.andi %772, %773 : i1
        scf.if %774 {
          %cst_508 = arith.constant -5.000000e-01 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %790 = arith.muli %771, %c13_i64_509 : i64
          %791 = arith.addi %768, %790 : i64
          %792 = llvm.getelementptr %431[%791] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %793 = llvm.load %792 : !llvm.ptr<1> -> f32
          %cst_510 = arith.constant 1.500000e+00 : f32
          %794 = memref.load %alloca_208[] : memref<f32>
          %795 = arith.mulf %cst_510, %794 : f32
          %796 = llvm.intr.fma(%cst_508, %793, %795) : (f32, f32, f32) -> f32
          %c13_i64_511 = arith.constant 13 : i64
          %797 = arith.muli %771, %c13_i64_511 : i64
          %798 = arith.addi %768, %797 : i64
          %799 = llvm.getelementptr %431[%798] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %796, %799 : f32, !llvm.ptr<1>
        }
        %c8_i64_499 = arith.constant 8 : i64
        %775 = arith.addi %512, %c8_i64_499 : i64
        %776 = arith.addi %600, %775 : i64
        %c2_i64_500 = arith.constant 2 : i64
        %777 = arith.muli %513, %c2_i64_500 : i64
        %778 = arith.addi %601, %777 : i64
        %c13_i64_501 = arith.constant 13 : i64
        %779 = arith.cmpi slt, %776, %c13_i64_501 : i64
        %c7_i64_502 = arith.constant 7 : i64
        %780 = arith.cmpi slt, %778, %c7_i64_502 : i64
        %781 = arith.andi %779, %780 : i1
        scf.if %781 {
          %cst_508 = arith.constant -5.000000e-01 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %790 = arith.muli %778, %c13_i64_509 : i64
          %791 = arith.addi %776, %790 : i64
          %792 = llvm.getelementptr %431[%791] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %793 = llvm.load %792 : !llvm.ptr<1> -> f32
          %cst_510 = arith.constant 1.500000e+00 : f32
          %794 = memref.load %alloca_209[] : memref<f32>
          %795 = arith.mulf %cst_510, %794 : f32
          %796 = llvm.intr.fma(%cst_508, %793, %795) : (f32, f32, f32) -> f32
          %c13_i64_511 = arith.constant 13 : i64
          %797 = arith.muli %778, %c13_i64_511 : i64
          %798 = arith.addi %776, %797 : i64
          %799 = llvm.getelementptr %431[%798] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %796, %799 : f32, !llvm.ptr<1>
        }
        %c8_i64_503 = arith.constant 8 : i64
        %782 = arith.addi %512, %c8_i64_503 : i64
        %783 = arith.addi %600, %782 : i64
        %c2_i64_504 = arith.constant 2 : i64
        %784 = arith.muli %513, %c2_i64_504 : i64
        %c1_i64_505 = arith.constant 1 : i64
        %785 = arith.addi %784, %c1_i64_505 : i64
        %786 = arith.addi %601, %785 : i64
        %c13_i64_506 = arith.constant 13 : i64
        %787 = arith.cmpi slt, %783, %c13_i64_506 : i64
        %c7_i64_507 = arith.constant 7 : i64
        %788 = arith.cmpi slt, %786, %c7_i64_507 : i64
        %789 = arith.andi %787, %788 : i1
        scf.if %789 {
          %cst_508 = arith.constant -5.000000e-01 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %790 = arith.muli %786, %c13_i64_509 : i64
          %791 = arith.addi %783, %790 : i64
          %792 = llvm.getelementptr %431[%791] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %793 = llvm.load %792 : !llvm.ptr<1> -> f32
          %cst_510 = arith.constant 1.500000e+00 : f32
          %794 = memref.load %alloca_210[] : memref<f32>
          %795 = arith.mulf %cst_510, %794 : f32
          %796 = llvm.intr.fma(%cst_508, %793, %795) : (f32, f32, f32) -> f32
          %c13_i64_511 = arith.constant 13 : i64
          %797 = arith.muli %786, %c13_i64_511 : i64
          %798 = arith.addi %783, %797 : i64
          %799 = llvm.getelementptr %431[%798] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %796, %799 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_294 = gpu.thread_id  x
      %514 = arith.index_cast %thread_id_x_294 : index to i64
      %c32_i64_295 = arith.constant 32 : i64
      %thread_id_y_296 = gpu.thread_id  y
      %515 = arith.index_cast %thread_id_y_296 : index to i64
      %516 = arith.muli %c32_i64_295, %515 : i64
      %517 = arith.addi %514, %516 : i64
      %c32_i64_297 = arith.constant 32 : i64
      %518 = arith.divsi %517, %c32_i64_297 : i64
      %c32_i64_298 = arith.constant 32 : i64
      %519 = arith.remsi %517, %c32_i64_298 : i64
      %c4_i64_299 = arith.constant 4 : i64
      %520 = arith.divsi %519, %c4_i64_299 : i64
      %c4_i64_300 = arith.constant 4 : i64
      %521 = arith.remsi %519, %c4_i64_300 : i64
      %c1_i64_301 = arith.constant 1 : i64
      %c4_i64_302 = arith.constant 4 : i64
      scf.for %arg36 = %518 to %c1_i64_301 step %c4_i64_302  : i64 {
        %c1_i64_400 = arith.constant 1 : i64
        %598 = arith.remsi %arg36, %c1_i64_400 : i64
        %c1_i64_401 = arith.constant 1 : i64
        %599 = arith.divsi %arg36, %c1_i64_401 : i64
        %c16_i64 = arith.constant 16 : i64
        %600 = arith.muli %598, %c16_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %601 = arith.muli %599, %c8_i64 : i64
        %cst_402 = arith.constant 0.000000e+00 : f32
        memref.store %cst_402, %alloca_223[] : memref<f32>
        %cst_403 = arith.constant 0.000000e+00 : f32
        memref.store %cst_403, %alloca_224[] : memref<f32>
        %cst_404 = arith.constant 0.000000e+00 : f32
        memref.store %cst_404, %alloca_225[] : memref<f32>
        %cst_405 = arith.constant 0.000000e+00 : f32
        memref.store %cst_405, %alloca_226[] : memref<f32>
        %602 = arith.addi %600, %520 : i64
        %c12_i64_406 = arith.constant 12 : i64
        %603 = arith.minsi %602, %c12_i64_406 : i64
        %604 = arith.addi %600, %520 : i64
        %c12_i64_407 = arith.constant 12 : i64
        %605 = arith.minsi %604, %c12_i64_407 : i64
        %c8_i64_408 = arith.constant 8 : i64
        %606 = arith.addi %520, %c8_i64_408 : i64
        %607 = arith.addi %600, %606 : i64
        %c12_i64_409 = arith.constant 12 : i64
        %608 = arith.minsi %607, %c12_i64_409 : i64
        %c8_i64_410 = arith.constant 8 : i64
        %609 = arith.addi %520, %c8_i64_410 : i64
        %610 = arith.addi %600, %609 : i64
        %c12_i64_411 = arith.constant 12 : i64
        %611 = arith.minsi %610, %c12_i64_411 : i64
        %612 = arith.addi %600, %520 : i64
        %c12_i64_412 = arith.constant 12 : i64
        %613 = arith.minsi %612, %c12_i64_412 : i64
        %614 = arith.addi %600, %520 : i64
        %c12_i64_413 = arith.constant 12 : i64
        %615 = arith.minsi %614, %c12_i64_413 : i64
        %c8_i64_414 = arith.constant 8 : i64
        %616 = arith.addi %520, %c8_i64_414 : i64
        %617 = arith.addi %600, %616 : i64
        %c12_i64_415 = arith.constant 12 : i64
        %618 = arith.minsi %617, %c12_i64_415 : i64
        %c8_i64_416 = arith.constant 8 : i64
        %619 = arith.addi %520, %c8_i64_416 : i64
        %620 = arith.addi %600, %619 : i64
        %c12_i64_417 = arith.constant 12 : i64
        %621 = arith.minsi %620, %c12_i64_417 : i64
        %622 = arith.addi %601, %520 : i64
        %c6_i64_418 = arith.constant 6 : i64
        %623 = arith.minsi %622, %c6_i64_418 : i64
        %624 = arith.addi %601, %520 : i64
        %c6_i64_419 = arith.constant 6 : i64
        %625 = arith.minsi %624, %c6_i64_419 : i64
        %626 = arith.addi %601, %520 : i64
        %c6_i64_420 = arith.constant 6 : i64
        %627 = arith.minsi %626, %c6_i64_420 : i64
        %628 = arith.addi %601, %520 : i64
        %c6_i64_421 = arith.constant 6 : i64
        %629 = arith.minsi %628, %c6_i64_421 : i64
        %c0_i64_422 = arith.constant 0 : i64
        %c0_i64_423 = arith.constant 0 : i64
        %c16_i64_424 = arith.constant 16 : i64
        scf.for %arg37 = %c0_i64_422 to %c0_i64_423 step %c16_i64_424  : i64 {
          %c2_i64_508 = arith.constant 2 : i64
          %796 = arith.muli %521, %c2_i64_508 : i64
          %797 = arith.addi %arg37, %796 : i64
          %c2_i64_509 = arith.constant 2 : i64
          %798 = arith.muli %521, %c2_i64_509 : i64
          %c1_i64_510 = arith.constant 1 : i64
          %799 = arith.addi %798, %c1_i64_510 : i64
          %800 = arith.addi %arg37, %799 : i64
          %c2_i64_511 = arith.constant 2 : i64
          %801 = arith.muli %521, %c2_i64_511 : i64
          %802 = arith.addi %arg37, %801 : i64
          %c2_i64_512 = arith.constant 2 : i64
          %803 = arith.muli %521, %c2_i64_512 : i64
          %c1_i64_513 = arith.constant 1 : i64
          %804 = arith.addi %803, %c1_i64_513 : i64
          %805 = arith.addi %arg37, %804 : i64
          %c2_i64_514 = arith.constant 2 : i64
          %806 = arith.muli %521, %c2_i64_514 : i64
          %c8_i64_515 = arith.constant 8 : i64
          %807 = arith.addi %806, %c8_i64_515 : i64
          %808 = arith.addi %arg37, %807 : i64
          %c2_i64_516 = arith.constant 2 : i64
          %809 = arith.muli %521, %c2_i64_516 : i64
          %c9_i64_517 = arith.constant 9 : i64
          %810 = arith.addi %809, %c9_i64_517 : i64
          %811 = arith.addi %arg37, %810 : i64
          %c2_i64_518 = arith.constant 2 : i64
          %812 = arith.muli %521, %c2_i64_518 : i64
          %c8_i64_519 = arith.constant 8 : i64
          %813 = arith.addi %812, %c8_i64_519 : i64
          %814 = arith.addi %arg37, %813 : i64
          %c2_i64_520 = arith.constant 2 : i64
          %815 = arith.muli %521, %c2_i64_520 : i64
          %c9_i64_521 = arith.constant 9 : i64
          %816 = arith.addi %815, %c9_i64_521 : i64
          %817 = arith.addi %arg37, %816 : i64
          %c2_i64_522 = arith.constant 2 : i64
          %818 = arith.muli %521, %c2_i64_522 : i64
          %819 = arith.addi %arg37, %818 : i64
          %c2_i64_523 = arith.constant 2 : i64
          %820 = arith.muli %521, %c2_i64_523 : i64
          %c1_i64_524 = arith.constant 1 : i64
          %821 = arith.addi %820, %c1_i64_524 : i64
          %822 = arith.addi %arg37, %821 : i64
          %c2_i64_525 = arith.constant 2 : i64
          %823 = arith.muli %521, %c2_i64_525 : i64
          %c8_i64_526 = arith.constant 8 : i64
          %824 = arith.addi %823, %c8_i64_526 : i64
          %825 = arith.addi %arg37, %824 : i64
          %c2_i64_527 = arith.constant 2 : i64
          %826 = arith.muli %521, %c2_i64_527 : i64
          %c9_i64_528 = arith.constant 9 : i64
          %827 = arith.addi %826, %c9_i64_528 : i64
          %828 = arith.addi %arg37, %827 : i64
          %c13_i64_529 = arith.constant 13 : i64
          %829 = arith.muli %797, %c13_i64_529 : i64
          %830 = arith.addi %603, %829 : i64
          %831 = llvm.getelementptr %433[%830] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %832 = llvm.load %831 : !llvm.ptr<1> -> bf16
          %c13_i64_530 = arith.constant 13 : i64
          %833 = arith.muli %800, %c13_i64_530 : i64
          %834 = arith.addi %605, %833 : i64
          %835 = llvm.getelementptr %433[%834] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %836 = llvm.load %835 : !llvm.ptr<1> -> bf16
          %c13_i64_531 = arith.constant 13 : i64
          %837 = arith.muli %802, %c13_i64_531 : i64
          %838 = arith.addi %608, %837 : i64
          %839 = llvm.getelementptr %433[%838] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %840 = llvm.load %839 : !llvm.ptr<1> -> bf16
          %c13_i64_532 = arith.constant 13 : i64
          %841 = arith.muli %805, %c13_i64_532 : i64
          %842 = arith.addi %611, %841 : i64
          %843 = llvm.getelementptr %433[%842] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %844 = llvm.load %843 : !llvm.ptr<1> -> bf16
          %c13_i64_533 = arith.constant 13 : i64
          %845 = arith.muli %808, %c13_i64_533 : i64
          %846 = arith.addi %613, %845 : i64
          %847 = llvm.getelementptr %433[%846] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %848 = llvm.load %847 : !llvm.ptr<1> -> bf16
          %c13_i64_534 = arith.constant 13 : i64
          %849 = arith.muli %811, %c13_i64_534 : i64
          %850 = arith.addi %615, %849 : i64
          %851 = llvm.getelementptr %433[%850] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %852 = llvm.load %851 : !llvm.ptr<1> -> bf16
          %c13_i64_535 = arith.constant 13 : i64
          %853 = arith.muli %814, %c13_i64_535 : i64
          %854 = arith.addi %618, %853 : i64
          %855 = llvm.getelementptr %433[%854] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %856 = llvm.load %855 : !llvm.ptr<1> -> bf16
          %c13_i64_536 = arith.constant 13 : i64
          %857 = arith.muli %817, %c13_i64_536 : i64
          %858 = arith.addi %621, %857 : i64
          %859 = llvm.getelementptr %433[%858] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %860 = llvm.load %859 : !llvm.ptr<1> -> bf16
          %c9_i64_537 = arith.constant 9 : i64
          %861 = arith.muli %623, %c9_i64_537 : i64
          %862 = arith.addi %819, %861 : i64
          %863 = llvm.getelementptr %435[%862] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %864 = llvm.load %863 : !llvm.ptr<1> -> bf16
          %c9_i64_538 = arith.constant 9 : i64
          %865 = arith.muli %625, %c9_i64_538 : i64
          %866 = arith.addi %822, %865 : i64
          %867 = llvm.getelementptr %435[%866] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %868 = llvm.load %867 : !llvm.ptr<1> -> bf16
          %c9_i64_539 = arith.constant 9 : i64
          %869 = arith.muli %627, %c9_i64_539 : i64
          %870 = arith.addi %825, %869 : i64
          %871 = llvm.getelementptr %435[%870] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %872 = llvm.load %871 : !llvm.ptr<1> -> bf16
          %c9_i64_540 = arith.constant 9 : i64
          %873 = arith.muli %629, %c9_i64_540 : i64
          %874 = arith.addi %828, %873 : i64
          %875 = llvm.getelementptr %435[%874] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %876 = llvm.load %875 : !llvm.ptr<1> -> bf16
          %877 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_541 = arith.constant 0 : i32
          %878 = llvm.insertelement %832, %877[%c0_i32_541 : i32] : vector<2xbf16>
          %c1_i32_542 = arith.constant 1 : i32
          %879 = llvm.insertelement %836, %878[%c1_i32_542 : i32] : vector<2xbf16>
          %880 = llvm.bitcast %879 : vector<2xbf16> to i32
          %881 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_543 = arith.constant 0 : i32
          %882 = llvm.insertelement %840, %881[%c0_i32_543 : i32] : vector<2xbf16>
          %c1_i32_544 = arith.constant 1 : i32
          %883 = llvm.insertelement %844, %882[%c1_i32_544 : i32] : vector<2xbf16>
          %884 = llvm.bitcast %883 : vector<2xbf16> to i32
          %885 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_545 = arith.constant 0 : i32
          %886 = llvm.insertelement %848, %885[%c0_i32_545 : i32] : vector<2xbf16>
          %c1_i32_546 = arith.constant 1 : i32
          %887 = llvm.insertelement %852, %886[%c1_i32_546 : i32] : vector<2xbf16>
          %888 = llvm.bitcast %887 : vector<2xbf16> to i32
          %889 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_547 = arith.constant 0 : i32
          %890 = llvm.insertelement %856, %889[%c0_i32_547 : i32] : vector<2xbf16>
          %c1_i32_548 = arith.constant 1 : i32
          %891 = llvm.insertelement %860, %890[%c1_i32_548 : i32] : vector<2xbf16>
          %892 = llvm.bitcast %891 : vector<2xbf16> to i32
          %893 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_549 = arith.constant 0 : i32
          %894 = llvm.insertelement %864, %893[%c0_i32_549 : i32] : vector<2xbf16>
          %c1_i32_550 = arith.constant 1 : i32
          %895 = llvm.insertelement %868, %894[%c1_i32_550 : i32] : vector<2xbf16>
          %896 = llvm.bitcast %895 : vector<2xbf16> to i32
          %897 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_551 = arith.constant 0 : i32
          %898 = llvm.insertelement %872, %897[%c0_i32_551 : i32] : vector<2xbf16>
          %c1_i32_552 = arith.constant 1 : i32
          %899 = llvm.insertelement %876, %898[%c1_i32_552 : i32] : vector<2xbf16>
          %900 = llvm.bitcast %899 : vector<2xbf16> to i32
          %901 = memref.load %alloca_223[] : memref<f32>
          %902 = memref.load %alloca_224[] : memref<f32>
          %903 = memref.load %alloca_225[] : memref<f32>
          %904 = memref.load %alloca_226[] : memref<f32>
          %905 = nvvm.mma.sync A[%880, %884, %888, %892]  B[%896, %900]  C[%901, %902, %903, %904]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %906 = llvm.extractvalue %905[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %906, %alloca_223[] : memref<f32>
          %907 = llvm.extractvalue %905[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %907, %alloca_224[] : memref<f32>
          %908 = llvm.extractvalue %905[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %908, %alloca_225[] : memref<f32>
          %909 = llvm.extractvalue %905[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %909, %alloca_226[] : memref<f32>
        }
        %c2_i64 = arith.constant 2 : i64
        %630 = arith.muli %521, %c2_i64 : i64
        %c2_i64_425 = arith.constant 2 : i64
        %631 = arith.muli %521, %c2_i64_425 : i64
        %c1_i64_426 = arith.constant 1 : i64
        %632 = arith.addi %631, %c1_i64_426 : i64
        %c2_i64_427 = arith.constant 2 : i64
        %633 = arith.muli %521, %c2_i64_427 : i64
        %c2_i64_428 = arith.constant 2 : i64
        %634 = arith.muli %521, %c2_i64_428 : i64
        %c1_i64_429 = arith.constant 1 : i64
        %635 = arith.addi %634, %c1_i64_429 : i64
        %c2_i64_430 = arith.constant 2 : i64
        %636 = arith.muli %521, %c2_i64_430 : i64
        %c8_i64_431 = arith.constant 8 : i64
        %637 = arith.addi %636, %c8_i64_431 : i64
        %c2_i64_432 = arith.constant 2 : i64
        %638 = arith.muli %521, %c2_i64_432 : i64
        %c9_i64_433 = arith.constant 9 : i64
        %639 = arith.addi %638, %c9_i64_433 : i64
        %c2_i64_434 = arith.constant 2 : i64
        %640 = arith.muli %521, %c2_i64_434 : i64
        %c8_i64_435 = arith.constant 8 : i64
        %641 = arith.addi %640, %c8_i64_435 : i64
        %c2_i64_436 = arith.constant 2 : i64
        %642 = arith.muli %521, %c2_i64_436 : i64
        %c9_i64_437 = arith.constant 9 : i64
        %643 = arith.addi %642, %c9_i64_437 : i64
        %c2_i64_438 = arith.constant 2 : i64
        %644 = arith.muli %521, %c2_i64_438 : i64
        %c2_i64_439 = arith.constant 2 : i64
        %645 = arith.muli %521, %c2_i64_439 : i64
        %c1_i64_440 = arith.constant 1 : i64
        %646 = arith.addi %645, %c1_i64_440 : i64
        %c2_i64_441 = arith.constant 2 : i64
        %647 = arith.muli %521, %c2_i64_441 : i64
        %c8_i64_442 = arith.constant 8 : i64
        %648 = arith.addi %647, %c8_i64_442 : i64
        %c2_i64_443 = arith.constant 2 : i64
        %649 = arith.muli %521, %c2_i64_443 : i64
        %c9_i64_444 = arith.constant 9 : i64
        %650 = arith.addi %649, %c9_i64_444 : i64
        %c8_i64_445 = arith.constant 8 : i64
        %651 = arith.minsi %630, %c8_i64_445 : i64
        %c13_i64_446 = arith.constant 13 : i64
        %652 = arith.muli %651, %c13_i64_446 : i64
        %653 = arith.addi %603, %652 : i64
        %654 = llvm.getelementptr %433[%653] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %655 = llvm.load %654 : !llvm.ptr<1> -> bf16
        memref.store %655, %alloca_227[] : memref<bf16>
        %c9_i64_447 = arith.constant 9 : i64
        %656 = arith.cmpi sge, %630, %c9_i64_447 : i64
        scf.if %656 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_227[] : memref<bf16>
        }
        %c8_i64_448 = arith.constant 8 : i64
        %657 = arith.minsi %632, %c8_i64_448 : i64
        %c13_i64_449 = arith.constant 13 : i64
        %658 = arith.muli %657, %c13_i64_449 : i64
        %659 = arith.addi %605, %658 : i64
        %660 = llvm.getelementptr %433[%659] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %661 = llvm.load %660 : !llvm.ptr<1> -> bf16
        memref.store %661, %alloca_228[] : memref<bf16>
        %c9_i64_450 = arith.constant 9 : i64
        %662 = arith.cmpi sge, %632, %c9_i64_450 : i64
        scf.if %662 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_228[] : memref<bf16>
        }
        %c8_i64_451 = arith.constant 8 : i64
        %663 = arith.minsi %633, %c8_i64_451 : i64
        %c13_i64_452 = arith.constant 13 : i64
        %664 = arith.muli %663, %c13_i64_452 : i64
        %665 = arith.addi %608, %664 : i64
        %666 = llvm.getelementptr %433[%665] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %667 = llvm.load %666 : !llvm.ptr<1> -> bf16
        memref.store %667, %alloca_229[] : memref<bf16>
        %c9_i64_453 = arith.constant 9 : i64
        %668 = arith.cmpi sge, %633, %c9_i64_453 : i64
        scf.if %668 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_229[] : memref<bf16>
        }
        %c8_i64_454 = arith.constant 8 : i64
        %669 = arith.minsi %635, %c8_i64_454 : i64
        %c13_i64_455 = arith.constant 13 : i64
        %670 = arith.muli %669, %c13_i64_455 : i64
        %671 = arith.addi %611, %670 : i64
        %672 = llvm.getelementptr %433[%671] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %673 = llvm.load %672 : !llvm.ptr<1> -> bf16
        memref.store %673, %alloca_230[] : memref<bf16>
        %c9_i64_456 = arith.constant 9 : i64
        %674 = arith.cmpi sge, %635, %c9_i64_456 : i64
        scf.if %674 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_230[] : memref<bf16>
        }
        %c8_i64_457 = arith.constant 8 : i64
        %675 = arith.minsi %637, %c8_i64_457 : i64
        %c13_i64_458 = arith.constant 13 : i64
        %676 = arith.muli %675, %c13_i64_458 : i64
        %677 = arith.addi %613, %676 : i64
        %678 = llvm.getelementptr %433[%677] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %679 = llvm.load %678 : !llvm.ptr<1> -> bf16
        memref.store %679, %alloca_231[] : memref<bf16>
        %c9_i64_459 = arith.constant 9 : i64
        %680 = arith.cmpi sge, %637, %c9_i64_459 : i64
        scf.if %680 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_231[] : memref<bf16>
        }
        %c8_i64_460 = arith.constant 8 : i64
        %681 = arith.minsi %639, %c8_i64_460 : i64
        %c13_i64_461 = arith.constant 13 : i64
        %682 = arith.muli %681, %c13_i64_461 : i64
        %683 = arith.addi %615, %682 : i64
        %684 = llvm.getelementptr %433[%683] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %685 = llvm.load %684 : !llvm.ptr<1> -> bf16
        memref.store %685, %alloca_232[] : memref<bf16>
        %c9_i64_462 = arith.constant 9 : i64
        %686 = arith.cmpi sge, %639, %c9_i64_462 : i64
        scf.if %686 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_232[] : memref<bf16>
        }
        %c8_i64_463 = arith.constant 8 : i64
        %687 = arith.minsi %641, %c8_i64_463 : i64
        %c13_i64_464 = arith.constant 13 : i64
        %688 = arith.muli %687, %c13_i64_464 : i64
        %689 = arith.addi %618, %688 : i64
        %690 = llvm.getelementptr %433[%689] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %691 = llvm.load %690 : !llvm.ptr<1> -> bf16
        memref.store %691, %alloca_233[] : memref<bf16>
        %c9_i64_465 = arith.constant 9 : i64
        %692 = arith.cmpi sge, %641, %c9_i64_465 : i64
        scf.if %692 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_233[] : memref<bf16>
        }
        %c8_i64_466 = arith.constant 8 : i64
        %693 = arith.minsi %643, %c8_i64_466 : i64
        %c13_i64_467 = arith.constant 13 : i64
        %694 = arith.muli %693, %c13_i64_467 : i64
        %695 = arith.addi %621, %694 : i64
        %696 = llvm.getelementptr %433[%695] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %697 = llvm.load %696 : !llvm.ptr<1> -> bf16
        memref.store %697, %alloca_234[] : memref<bf16>
        %c9_i64_468 = arith.constant 9 : i64
        %698 = arith.cmpi sge, %643, %c9_i64_468 : i64
        scf.if %698 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_234[] : memref<bf16>
        }
        %c8_i64_469 = arith.constant 8 : i64
        %699 = arith.minsi %644, %c8_i64_469 : i64
        %c9_i64_470 = arith.constant 9 : i64
        %700 = arith.muli %623, %c9_i64_470 : i64
        %701 = arith.addi %699, %700 : i64
        %702 = llvm.getelementptr %435[%701] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %703 = llvm.load %702 : !llvm.ptr<1> -> bf16
        memref.store %703, %alloca_235[] : memref<bf16>
        %c9_i64_471 = arith.constant 9 : i64
        %704 = arith.cmpi sge, %644, %c9_i64_471 : i64
        scf.if %704 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_235[] : memref<bf16>
        }
        %c8_i64_472 = arith.constant 8 : i64
        %705 = arith.minsi %646, %c8_i64_472 : i64
        %c9_i64_473 = arith.constant 9 : i64
        %706 = arith.muli %625, %c9_i64_473 : i64
        %707 = arith.addi %705, %706 : i64
        %708 = llvm.getelementptr %435[%707] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %709 = llvm.load %708 : !llvm.ptr<1> -> bf16
        memref.store %709, %alloca_236[] : memref<bf16>
        %c9_i64_474 = arith.constant 9 : i64
        %710 = arith.cmpi sge, %646, %c9_i64_474 : i64
        scf.if %710 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_236[] : memref<bf16>
        }
        %c8_i64_475 = arith.constant 8 : i64
        %711 = arith.minsi %648, %c8_i64_475 : i64
        %c9_i64_476 = arith.constant 9 : i64
        %712 = arith.muli %627, %c9_i64_476 : i64
        %713 = arith.addi %711, %712 : i64
        %714 = llvm.getelementptr %435[%713] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %715 = llvm.load %714 : !llvm.ptr<1> -> bf16
        memref.store %715, %alloca_237[] : memref<bf16>
        %c9_i64_477 = arith.constant 9 : i64
        %716 = arith.cmpi sge, %648, %c9_i64_477 : i64
        scf.if %716 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_237[] : memref<bf16>
        }
        %c8_i64_478 = arith.constant 8 : i64
        %717 = arith.minsi %650, %c8_i64_478 : i64
        %c9_i64_479 = arith.constant 9 : i64
        %718 = arith.muli %629, %c9_i64_479 : i64
        %719 = arith.addi %717, %718 : i64
        %720 = llvm.getelementptr %435[%719] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %721 = llvm.load %720 : !llvm.ptr<1> -> bf16
        memref.store %721, %alloca_238[] : memref<bf16>
        %c9_i64_480 = arith.constant 9 : i64
        %722 = arith.cmpi sge, %650, %c9_i64_480 : i64
        scf.if %722 {
          %cst_508 = arith.constant 0.000000e+00 : bf16
          memref.store %cst_508, %alloca_238[] : memref<bf16>
        }
        %723 = memref.load %alloca_227[] : memref<bf16>
        %724 = memref.load %alloca_228[] : memref<bf16>
        %725 = memref.load %alloca_229[] : memref<bf16>
        %726 = memref.load %alloca_230[] : memref<bf16>
        %727 = memref.load %alloca_231[] : memref<bf16>
        %728 = memref.load %alloca_232[] : memref<bf16>
        %729 = memref.load %alloca_233[] : memref<bf16>
        %730 = memref.load %alloca_234[] : memref<bf16>
        %731 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_481 = arith.constant 0 : i32
        %732 = llvm.insertelement %723, %731[%c0_i32_481 : i32] : vector<2xbf16>
        %c1_i32_482 = arith.constant 1 : i32
        %733 = llvm.insertelement %724, %732[%c1_i32_482 : i32] : vector<2xbf16>
        %734 = llvm.bitcast %733 : vector<2xbf16> to i32
        %735 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_483 = arith.constant 0 : i32
        %736 = llvm.insertelement %725, %735[%c0_i32_483 : i32] : vector<2xbf16>
        %c1_i32_484 = arith.constant 1 : i32
        %737 = llvm.insertelement %726, %736[%c1_i32_484 : i32] : vector<2xbf16>
        %738 = llvm.bitcast %737 : vector<2xbf16> to i32
        %739 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_485 = arith.constant 0 : i32
        %740 = llvm.insertelement %727, %739[%c0_i32_485 : i32] : vector<2xbf16>
        %c1_i32_486 = arith.constant 1 : i32
        %741 = llvm.insertelement %728, %740[%c1_i32_486 : i32] : vector<2xbf16>
        %742 = llvm.bitcast %741 : vector<2xbf16> to i32
        %743 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_487 = arith.constant 0 : i32
        %744 = llvm.insertelement %729, %743[%c0_i32_487 : i32] : vector<2xbf16>
        %c1_i32_488 = arith.constant 1 : i32
        %745 = llvm.insertelement %730, %744[%c1_i32_488 : i32] : vector<2xbf16>
        %746 = llvm.bitcast %745 : vector<2xbf16> to i32
        %747 = memref.load %alloca_235[] : memref<bf16>
        %748 = memref.load %alloca_236[] : memref<bf16>
        %749 = memref.load %alloca_237[] : memref<bf16>
        %750 = memref.load %alloca_238[] : memref<bf16>
        %751 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_489 = arith.constant 0 : i32
        %752 = llvm.insertelement %747, %751[%c0_i32_489 : i32] : vector<2xbf16>
        %c1_i32_490 = arith.constant 1 : i32
        %753 = llvm.insertelement %748, %752[%c1_i32_490 : i32] : vector<2xbf16>
        %754 = llvm.bitcast %753 : vector<2xbf16> to i32
        %755 = llvm.mlir.poison : vector<2xbf16>
        %c0_i32_491 = arith.constant 0 : i32
        %756 = llvm.insertelement %749, %755[%c0_i32_491 : i32] : vector<2xbf16>
        %c1_i32_492 = arith.constant 1 : i32
        %757 = llvm.insertelement %750, %756[%c1_i32_492 : i32] : vector<2xbf16>
        %758 = llvm.bitcast %757 : vector<2xbf16> to i32
        %759 = memref.load %alloca_223[] : memref<f32>
        %760 = memref.load %alloca_224[] : memref<f32>
        %761 = memref.load %alloca_225[] : memref<f32>
        %762 = memref.load %alloca_226[] : memref<f32>
        %763 = nvvm.mma.sync A[%734, %738, %742, %746]  B[%754, %758]  C[%759, %760, %761, %762]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %764 = llvm.extractvalue %763[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %764, %alloca_223[] : memref<f32>
        %765 = llvm.extractvalue %763[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %765, %alloca_224[] : memref<f32>
        %766 = llvm.extractvalue %763[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %766, %alloca_225[] : memref<f32>
        %767 = llvm.extractvalue %763[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %767, %alloca_226[] : memref<f32>
        %768 = arith.addi %600, %520 : i64
        %c2_i64_493 = arith.constant 2 : i64
        %769 = arith.muli %521, %c2_i64_493 : i64
        %770 = arith.addi %601, %769 : i64
        %c13_i64_494 = arith.constant 13 : i64
        %771 = arith.cmpi slt, %768, %c13_i64_494 : i64
        %c7_i64 = arith.constant 7 : i64
        %772 = arith.cmpi slt, %770, %c7_i64 : i64
        %773 = arith.andi %771, %772 : i1
        scf.if %773 {
          %c13_i64_508 = arith.constant 13 : i64
          %796 = arith.muli %770, %c13_i64_508 : i64
          %797 = arith.addi %768, %796 : i64
          %798 = llvm.getelementptr %437[%797] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %799 = llvm.load %798 : !llvm.ptr<1> -> f32
          %800 = memref.load %alloca_223[] : memref<f32>
          %801 = arith.addf %799, %800 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %802 = arith.muli %770, %c13_i64_509 : i64
          %803 = arith.addi %768, %802 : i64
          %804 = llvm.getelementptr %437[%803] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %801, %804 : f32, !llvm.ptr<1>
        }
        %774 = arith.addi %600, %520 : i64
        %c2_i64_495 = arith.constant 2 : i64
        %775 = arith.muli %521, %c2_i64_495 : i64
        %c1_i64_496 = arith.constant 1 : i64
        %776 = arith.addi %775, %c1_i64_496 : i64
        %777 = arith.addi %601, %776 : i64
        %c13_i64_497 = arith.constant 13 : i64
        %778 = arith.cmpi slt, %774, %c13_i64_497 : i64
        %c7_i64_498 = arith.constant 7 : i64
        %779 = arith.cmpi slt, %777, %c7_i64_498 : i64
        %780 = arith.andi %778, %779 : i1
        scf.if %780 {
          %c13_i64_508 = arith.constant 13 : i64
          %796 = arith.muli %777, %c13_i64_508 : i64
          %797 = arith.addi %774, %796 : i64
          %798 = llvm.getelementptr %437[%797] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %799 = llvm.load %798 : !llvm.ptr<1> -> f32
          %800 = memref.load %alloca_224[] : memref<f32>
          %801 = arith.addf %799, %800 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %802 = arith.muli %777, %c13_i64_509 : i64
          %803 = arith.addi %774, %802 : i64
          %804 = llvm.getelementptr %437[%803] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %801, %804 : f32, !llvm.ptr<1>
        }
        %c8_i64_499 = arith.constant 8 : i64
        %781 = arith.addi %520, %c8_i64_499 : i64
        %782 = arith.addi %600, %781 : i64
        %c2_i64_500 = arith.constant 2 : i64
        %783 = arith.muli %521, %c2_i64_500 : i64
        %784 = arith.addi %601, %783 : i64
        %c13_i64_501 = arith.constant 13 : i64
        %785 = arith.cmpi slt, %782, %c13_i64_501 : i64
        %c7_i64_502 = arith.constant 7 : i64
        %786 = arith.cmpi slt, %784, %c7_i64_502 : i64
        %787 = arith.andi %785, %786 : i1
        scf.if %787 {
          %c13_i64_508 = arith.constant 13 : i64
          %796 = arith.muli %784, %c13_i64_508 : i64
          %797 = arith.addi %782, %796 : i64
          %798 = llvm.getelementptr %437[%797] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %799 = llvm.load %798 : !llvm.ptr<1> -> f32
          %800 = memref.load %alloca_225[] : memref<f32>
          %801 = arith.addf %799, %800 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %802 = arith.muli %784, %c13_i64_509 : i64
          %803 = arith.addi %782, %802 : i64
          %804 = llvm.getelementptr %437[%803] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %801, %804 : f32, !llvm.ptr<1>
        }
        %c8_i64_503 = arith.constant 8 : i64
        %788 = arith.addi %520, %c8_i64_503 : i64
        %789 = arith.addi %600, %788 : i64
        %c2_i64_504 = arith.constant 2 : i64
        %790 = arith.muli %521, %c2_i64_504 : i64
        %c1_i64_505 = arith.constant 1 : i64
        %791 = arith.addi %790, %c1_i64_505 : i64
        %792 = arith.addi %601, %791 : i64
        %c13_i64_506 = arith.constant 13 : i64
        %793 = arith.cmpi slt, %789, %c13_i64_506 : i64
        %c7_i64_507 = arith.constant 7 : i64
        %794 = arith.cmpi slt, %792, %c7_i64_507 : i64
        %795 = arith.andi %793, %794 : i1
        scf.if %795 {
          %c13_i64_508 = arith.constant 13 : i64
          %796 = arith.muli %792, %c13_i64_508 : i64
          %797 = arith.addi %789, %796 : i64
          %798 = llvm.getelementptr %437[%797] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %799 = llvm.load %798 : !llvm.ptr<1> -> f32
          %800 = memref.load %alloca_226[] : memref<f32>
          %801 = arith.addf %799, %800 : f32
          %c13_i64_509 = arith.constant 13 : i64
          %802 = arith.muli %792, %c13_i64_509 : i64
          %803 = arith.addi %789, %802 : i64
          %804 = llvm.getelementptr %437[%803] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %801, %804 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_303 = gpu.thread_id  x
      %522 = arith.index_cast %thread_id_x_303 : index to i64
      %c12_i64 = arith.constant 12 : i64
      %523 = arith.minsi %522, %c12_i64 : i64
      %thread_id_y_304 = gpu.thread_id  y
      %524 = arith.index_cast %thread_id_y_304 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %525 = arith.minsi %524, %c6_i64 : i64
      %thread_id_y_305 = gpu.thread_id  y
      %526 = arith.index_cast %thread_id_y_305 : index to i64
      %c4_i64_306 = arith.constant 4 : i64
      %527 = arith.addi %526, %c4_i64_306 : i64
      %c6_i64_307 = arith.constant 6 : i64
      %528 = arith.minsi %527, %c6_i64_307 : i64
      %cst = arith.constant 0.000000e+00 : f32
      %cst_308 = arith.constant 0.000000e+00 : f32
      %529 = llvm.mlir.poison : vector<2xf32>
      %c0_i32 = arith.constant 0 : i32
      %530 = llvm.insertelement %cst, %529[%c0_i32 : i32] : vector<2xf32>
      %c1_i32 = arith.constant 1 : i32
      %531 = llvm.insertelement %cst_308, %530[%c1_i32 : i32] : vector<2xf32>
      memref.store %531, %alloca_239[] : memref<vector<2xf32>>
      %cst_309 = arith.constant 0.000000e+00 : f32
      %cst_310 = arith.constant 0.000000e+00 : f32
      %532 = llvm.mlir.poison : vector<2xf32>
      %c0_i32_311 = arith.constant 0 : i32
      %533 = llvm.insertelement %cst_309, %532[%c0_i32_311 : i32] : vector<2xf32>
      %c1_i32_312 = arith.constant 1 : i32
      %534 = llvm.insertelement %cst_310, %533[%c1_i32_312 : i32] : vector<2xf32>
      memref.store %534, %alloca_240[] : memref<vector<2xf32>>
      %c0_i64 = arith.constant 0 : i64
      %c9_i64 = arith.constant 9 : i64
      %c1_i64_313 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64 to %c9_i64 step %c1_i64_313  : i64 {
        %c13_i64_400 = arith.constant 13 : i64
        %598 = arith.muli %arg36, %c13_i64_400 : i64
        %599 = arith.addi %523, %598 : i64
        %600 = llvm.getelementptr %439[%599] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %601 = llvm.load %600 : !llvm.ptr<1> -> vector<2xf32>
        %c9_i64_401 = arith.constant 9 : i64
        %602 = arith.muli %525, %c9_i64_401 : i64
        %603 = arith.addi %arg36, %602 : i64
        %604 = llvm.getelementptr %441[%603] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %605 = llvm.load %604 : !llvm.ptr<1> -> vector<2xf32>
        %c9_i64_402 = arith.constant 9 : i64
        %606 = arith.muli %528, %c9_i64_402 : i64
        %607 = arith.addi %arg36, %606 : i64
        %608 = llvm.getelementptr %441[%607] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %609 = llvm.load %608 : !llvm.ptr<1> -> vector<2xf32>
        %610 = memref.load %alloca_239[] : memref<vector<2xf32>>
        %c0_i32_403 = arith.constant 0 : i32
        %611 = llvm.extractelement %601[%c0_i32_403 : i32] : vector<2xf32>
        %c1_i32_404 = arith.constant 1 : i32
        %612 = llvm.extractelement %601[%c1_i32_404 : i32] : vector<2xf32>
        %c0_i32_405 = arith.constant 0 : i32
        %613 = llvm.extractelement %605[%c0_i32_405 : i32] : vector<2xf32>
        %c1_i32_406 = arith.constant 1 : i32
        %614 = llvm.extractelement %605[%c1_i32_406 : i32] : vector<2xf32>
        %615 = arith.mulf %611, %613 : f32
        %616 = arith.mulf %612, %614 : f32
        %617 = arith.subf %615, %616 : f32
        %618 = arith.mulf %611, %614 : f32
        %619 = arith.mulf %612, %613 : f32
        %620 = arith.addf %618, %619 : f32
        %621 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_407 = arith.constant 0 : i32
        %622 = llvm.insertelement %617, %621[%c0_i32_407 : i32] : vector<2xf32>
        %c1_i32_408 = arith.constant 1 : i32
        %623 = llvm.insertelement %620, %622[%c1_i32_408 : i32] : vector<2xf32>
        %624 = arith.addf %610, %623 : vector<2xf32>
        memref.store %624, %alloca_239[] : memref<vector<2xf32>>
        %625 = memref.load %alloca_240[] : memref<vector<2xf32>>
        %c0_i32_409 = arith.constant 0 : i32
        %626 = llvm.extractelement %601[%c0_i32_409 : i32] : vector<2xf32>
        %c1_i32_410 = arith.constant 1 : i32
        %627 = llvm.extractelement %601[%c1_i32_410 : i32] : vector<2xf32>
        %c0_i32_411 = arith.constant 0 : i32
        %628 = llvm.extractelement %609[%c0_i32_411 : i32] : vector<2xf32>
        %c1_i32_412 = arith.constant 1 : i32
        %629 = llvm.extractelement %609[%c1_i32_412 : i32] : vector<2xf32>
        %630 = arith.mulf %626, %628 : f32
        %631 = arith.mulf %627, %629 : f32
        %632 = arith.subf %630, %631 : f32
        %633 = arith.mulf %626, %629 : f32
        %634 = arith.mulf %627, %628 : f32
        %635 = arith.addf %633, %634 : f32
        %636 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_413 = arith.constant 0 : i32
        %637 = llvm.insertelement %632, %636[%c0_i32_413 : i32] : vector<2xf32>
        %c1_i32_414 = arith.constant 1 : i32
        %638 = llvm.insertelement %635, %637[%c1_i32_414 : i32] : vector<2xf32>
        %639 = arith.addf %625, %638 : vector<2xf32>
        memref.store %639, %alloca_240[] : memref<vector<2xf32>>
      }
      %c13_i64 = arith.constant 13 : i64
      %535 = arith.cmpi slt, %522, %c13_i64 : i64
      scf.if %535 {
        %c7_i64 = arith.constant 7 : i64
        %598 = arith.cmpi slt, %524, %c7_i64 : i64
        scf.if %598 {
          %600 = memref.load %alloca_239[] : memref<vector<2xf32>>
          %c0_i32_401 = arith.constant 0 : i32
          %601 = llvm.extractelement %arg2[%c0_i32_401 : i32] : vector<2xf32>
          %c1_i32_402 = arith.constant 1 : i32
          %602 = llvm.extractelement %arg2[%c1_i32_402 : i32] : vector<2xf32>
          %c0_i32_403 = arith.constant 0 : i32
          %603 = llvm.extractelement %600[%c0_i32_403 : i32] : vector<2xf32>
          %c1_i32_404 = arith.constant 1 : i32
          %604 = llvm.extractelement %600[%c1_i32_404 : i32] : vector<2xf32>
          %605 = arith.mulf %601, %603 : f32
          %606 = arith.mulf %602, %604 : f32
          %607 = arith.subf %605, %606 : f32
          %608 = arith.mulf %601, %604 : f32
          %609 = arith.mulf %602, %603 : f32
          %610 = arith.addf %608, %609 : f32
          %611 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_405 = arith.constant 0 : i32
          %612 = llvm.insertelement %607, %611[%c0_i32_405 : i32] : vector<2xf32>
          %c1_i32_406 = arith.constant 1 : i32
          %613 = llvm.insertelement %610, %612[%c1_i32_406 : i32] : vector<2xf32>
          %cst_407 = arith.constant 5.000000e-01 : f32
          %cst_408 = arith.constant 5.000000e-01 : f32
          %614 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_409 = arith.constant 0 : i32
          %615 = llvm.insertelement %cst_407, %614[%c0_i32_409 : i32] : vector<2xf32>
          %c1_i32_410 = arith.constant 1 : i32
          %616 = llvm.insertelement %cst_408, %615[%c1_i32_410 : i32] : vector<2xf32>
          %c13_i64_411 = arith.constant 13 : i64
          %617 = arith.muli %524, %c13_i64_411 : i64
          %618 = arith.addi %522, %617 : i64
          %619 = llvm.getelementptr %443[%618] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          %620 = llvm.load %619 : !llvm.ptr<1> -> vector<2xf32>
          %c0_i32_412 = arith.constant 0 : i32
          %621 = llvm.extractelement %616[%c0_i32_412 : i32] : vector<2xf32>
          %c1_i32_413 = arith.constant 1 : i32
          %622 = llvm.extractelement %616[%c1_i32_413 : i32] : vector<2xf32>
          %c0_i32_414 = arith.constant 0 : i32
          %623 = llvm.extractelement %620[%c0_i32_414 : i32] : vector<2xf32>
          %c1_i32_415 = arith.constant 1 : i32
          %624 = llvm.extractelement %620[%c1_i32_415 : i32] : vector<2xf32>
          %625 = arith.mulf %621, %623 : f32
          %626 = arith.mulf %622, %624 : f32
          %627 = arith.subf %625, %626 : f32
          %628 = arith.mulf %621, %624 : f32
          %629 = arith.mulf %622, %623 : f32
          %630 = arith.addf %628, %629 : f32
          %631 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_416 = arith.constant 0 : i32
          %632 = llvm.insertelement %627, %631[%c0_i32_416 : i32] : vector<2xf32>
          %c1_i32_417 = arith.constant 1 : i32
          %633 = llvm.insertelement %630, %632[%c1_i32_417 : i32] : vector<2xf32>
          %634 = arith.addf %613, %633 : vector<2xf32>
          %c13_i64_418 = arith.constant 13 : i64
          %635 = arith.muli %524, %c13_i64_418 : i64
          %636 = arith.addi %522, %635 : i64
          %637 = llvm.getelementptr %443[%636] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          llvm.store %634, %637 : vector<2xf32>, !llvm.ptr<1>
        }
        %c7_i64_400 = arith.constant 7 : i64
        %599 = arith.cmpi slt, %527, %c7_i64_400 : i64
        scf.if %599 {
          %600 = memref.load %alloca_240[] : memref<vector<2xf32>>
          %c0_i32_401 = arith.constant 0 : i32
          %601 = llvm.extractelement %arg2[%c0_i32_401 : i32] : vector<2xf32>
          %c1_i32_402 = arith.constant 1 : i32
          %602 = llvm.extractelement %arg2[%c1_i32_402 : i32] : vector<2xf32>
          %c0_i32_403 = arith.constant 0 : i32
          %603 = llvm.extractelement %600[%c0_i32_403 : i32] : vector<2xf32>
          %c1_i32_404 = arith.constant 1 : i32
          %604 = llvm.extractelement %600[%c1_i32_404 : i32] : vector<2xf32>
          %605 = arith.mulf %601, %603 : f32
          %606 = arith.mulf %602, %604 : f32
          %607 = arith.subf %605, %606 : f32
          %608 = arith.mulf %601, %604 : f32
          %609 = arith.mulf %602, %603 : f32
          %610 = arith.addf %608, %609 : f32
          %611 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_405 = arith.constant 0 : i32
          %612 = llvm.insertelement %607, %611[%c0_i32_405 : i32] : vector<2xf32>
          %c1_i32_406 = arith.constant 1 : i32
          %613 = llvm.insertelement %610, %612[%c1_i32_406 : i32] : vector<2xf32>
          %cst_407 = arith.constant 5.000000e-01 : f32
          %cst_408 = arith.constant 5.000000e-01 : f32
          %614 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_409 = arith.constant 0 : i32
          %615 = llvm.insertelement %cst_407, %614[%c0_i32_409 : i32] : vector<2xf32>
          %c1_i32_410 = arith.constant 1 : i32
          %616 = llvm.insertelement %cst_408, %615[%c1_i32_410 : i32] : vector<2xf32>
          %c13_i64_411 = arith.constant 13 : i64
          %617 = arith.muli %527, %c13_i64_411 : i64
          %618 = arith.addi %522, %617 : i64
          %619 = llvm.getelementptr %443[%618] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          %620 = llvm.load %619 : !llvm.ptr<1> -> vector<2xf32>
          %c0_i32_412 = arith.constant 0 : i32
          %621 = llvm.extractelement %616[%c0_i32_412 : i32] : vector<2xf32>
          %c1_i32_413 = arith.constant 1 : i32
          %622 = llvm.extractelement %616[%c1_i32_413 : i32] : vector<2xf32>
          %c0_i32_414 = arith.constant 0 : i32
          %623 = llvm.extractelement %620[%c0_i32_414 : i32] : vector<2xf32>
          %c1_i32_415 = arith.constant 1 : i32
          %624 = llvm.extractelement %620[%c1_i32_415 : i32] : vector<2xf32>
          %625 = arith.mulf %621, %623 : f32
          %626 = arith.mulf %622, %624 : f32
          %627 = arith.subf %625, %626 : f32
          %628 = arith.mulf %621, %624 : f32
          %629 = arith.mulf %622, %623 : f32
          %630 = arith.addf %628, %629 : f32
          %631 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_416 = arith.constant 0 : i32
          %632 = llvm.insertelement %627, %631[%c0_i32_416 : i32] : vector<2xf32>
          %c1_i32_417 = arith.constant 1 : i32
          %633 = llvm.insertelement %630, %632[%c1_i32_417 : i32] : vector<2xf32>
          %634 = arith.addf %613, %633 : vector<2xf32>
          %c13_i64_418 = arith.constant 13 : i64
          %635 = arith.muli %527, %c13_i64_418 : i64
          %636 = arith.addi %522, %635 : i64
          %637 = llvm.getelementptr %443[%636] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          llvm.store %634, %637 : vector<2xf32>, !llvm.ptr<1>
        }
      }
      %thread_id_x_314 = gpu.thread_id  x
      %536 = arith.index_cast %thread_id_x_314 : index to i64
      %c12_i64_315 = arith.constant 12 : i64
      %537 = arith.minsi %536, %c12_i64_315 : i64
      %thread_id_y_316 = gpu.thread_id  y
      %538 = arith.index_cast %thread_id_y_316 : index to i64
      %c6_i64_317 = arith.constant 6 : i64
      %539 = arith.minsi %538, %c6_i64_317 : i64
      %thread_id_y_318 = gpu.thread_id  y
      %540 = arith.index_cast %thread_id_y_318 : index to i64
      %c4_i64_319 = arith.constant 4 : i64
      %541 = arith.addi %540, %c4_i64_319 : i64
      %c6_i64_320 = arith.constant 6 : i64
      %542 = arith.minsi %541, %c6_i64_320 : i64
      %cst_321 = arith.constant 0.000000e+00 : f64
      %cst_322 = arith.constant 0.000000e+00 : f64
      %543 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_323 = arith.constant 0 : i32
      %544 = llvm.insertelement %cst_321, %543[%c0_i32_323 : i32] : vector<2xf64>
      %c1_i32_324 = arith.constant 1 : i32
      %545 = llvm.insertelement %cst_322, %544[%c1_i32_324 : i32] : vector<2xf64>
      memref.store %545, %alloca_241[] : memref<vector<2xf64>>
      %cst_325 = arith.constant 0.000000e+00 : f64
      %cst_326 = arith.constant 0.000000e+00 : f64
      %546 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_327 = arith.constant 0 : i32
      %547 = llvm.insertelement %cst_325, %546[%c0_i32_327 : i32] : vector<2xf64>
      %c1_i32_328 = arith.constant 1 : i32
      %548 = llvm.insertelement %cst_326, %547[%c1_i32_328 : i32] : vector<2xf64>
      memref.store %548, %alloca_242[] : memref<vector<2xf64>>
      %c0_i64_329 = arith.constant 0 : i64
      %c9_i64_330 = arith.constant 9 : i64
      %c1_i64_331 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64_329 to %c9_i64_330 step %c1_i64_331  : i64 {
        %c13_i64_400 = arith.constant 13 : i64
        %598 = arith.muli %arg36, %c13_i64_400 : i64
        %599 = arith.addi %537, %598 : i64
        %600 = llvm.getelementptr %445[%599] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %601 = llvm.load %600 : !llvm.ptr<1> -> vector<2xf64>
        %c9_i64_401 = arith.constant 9 : i64
        %602 = arith.muli %539, %c9_i64_401 : i64
        %603 = arith.addi %arg36, %602 : i64
        %604 = llvm.getelementptr %447[%603] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %605 = llvm.load %604 : !llvm.ptr<1> -> vector<2xf64>
        %c9_i64_402 = arith.constant 9 : i64
        %606 = arith.muli %542, %c9_i64_402 : i64
        %607 = arith.addi %arg36, %606 : i64
        %608 = llvm.getelementptr %447[%607] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %609 = llvm.load %608 : !llvm.ptr<1> -> vector<2xf64>
        %610 = memref.load %alloca_241[] : memref<vector<2xf64>>
        %c0_i32_403 = arith.constant 0 : i32
        %611 = llvm.extractelement %601[%c0_i32_403 : i32] : vector<2xf64>
        %c1_i32_404 = arith.constant 1 : i32
        %612 = llvm.extractelement %601[%c1_i32_404 : i32] : vector<2xf64>
        %c0_i32_405 = arith.constant 0 : i32
        %613 = llvm.extractelement %605[%c0_i32_405 : i32] : vector<2xf64>
        %c1_i32_406 = arith.constant 1 : i32
        %614 = llvm.extractelement %605[%c1_i32_406 : i32] : vector<2xf64>
        %615 = arith.mulf %611, %613 : f64
        %616 = arith.mulf %612, %614 : f64
        %617 = arith.subf %615, %616 : f64
        %618 = arith.mulf %611, %614 : f64
        %619 = arith.mulf %612, %613 : f64
        %620 = arith.addf %618, %619 : f64
        %621 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_407 = arith.constant 0 : i32
        %622 = llvm.insertelement %617, %621[%c0_i32_407 : i32] : vector<2xf64>
        %c1_i32_408 = arith.constant 1 : i32
        %623 = llvm.insertelement %620, %622[%c1_i32_408 : i32] : vector<2xf64>
        %624 = arith.addf %610, %623 : vector<2xf64>
        memref.store %624, %alloca_241[] : memref<vector<2xf64>>
        %625 = memref.load %alloca_242[] : memref<vector<2xf64>>
        %c0_i32_409 = arith.constant 0 : i32
        %626 = llvm.extractelement %601[%c0_i32_409 : i32] : vector<2xf64>
        %c1_i32_410 = arith.constant 1 : i32
        %627 = llvm.extractelement %601[%c1_i32_410 : i32] : vector<2xf64>
        %c0_i32_411 = arith.constant 0 : i32
        %628 = llvm.extractelement %609[%c0_i32_411 : i32] : vector<2xf64>
        %c1_i32_412 = arith.constant 1 : i32
        %629 = llvm.extractelement %609[%c1_i32_412 : i32] : vector<2xf64>
        %630 = arith.mulf %626, %628 : f64
        %631 = arith.mulf %627, %629 : f64
        %632 = arith.subf %630, %631 : f64
        %633 = arith.mulf %626, %629 : f64
        %634 = arith.mulf %627, %628 : f64
        %635 = arith.addf %633, %634 : f64
        %636 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_413 = arith.constant 0 : i32
        %637 = llvm.insertelement %632, %636[%c0_i32_413 : i32] : vector<2xf64>
        %c1_i32_414 = arith.constant 1 : i32
        %638 = llvm.insertelement %635, %637[%c1_i32_414 : i32] : vector<2xf64>
        %639 = arith.addf %625, %638 : vector<2xf64>
        memref.store %639, %alloca_242[] : memref<vector<2xf64>>
      }
      %c13_i64_332 = arith.constant 13 : i64
      %549 = arith.cmpi slt, %536, %c13_i64_332 : i64
      scf.if %549 {
        %c7_i64 = arith.constant 7 : i64
        %598 = arith.cmpi slt, %538, %c7_i64 : i64
        scf.if %598 {
          %cst_401 = arith.constant 1.000000e+00 : f64
          %cst_402 = arith.constant -1.000000e+00 : f64
          %600 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_403 = arith.constant 0 : i32
          %601 = llvm.insertelement %cst_401, %600[%c0_i32_403 : i32] : vector<2xf64>
          %c1_i32_404 = arith.constant 1 : i32
          %602 = llvm.insertelement %cst_402, %601[%c1_i32_404 : i32] : vector<2xf64>
          %603 = memref.load %alloca_241[] : memref<vector<2xf64>>
          %c0_i32_405 = arith.constant 0 : i32
          %604 = llvm.extractelement %602[%c0_i32_405 : i32] : vector<2xf64>
          %c1_i32_406 = arith.constant 1 : i32
          %605 = llvm.extractelement %602[%c1_i32_406 : i32] : vector<2xf64>
          %c0_i32_407 = arith.constant 0 : i32
          %606 = llvm.extractelement %603[%c0_i32_407 : i32] : vector<2xf64>
          %c1_i32_408 = arith.constant 1 : i32
          %607 = llvm.extractelement %603[%c1_i32_408 : i32] : vector<2xf64>
          %608 = arith.mulf %604, %606 : f64
          %609 = arith.mulf %605, %607 : f64
          %610 = arith.subf %608, %609 : f64
          %611 = arith.mulf %604, %607 : f64
          %612 = arith.mulf %605, %606 : f64
          %613 = arith.addf %611, %612 : f64
          %614 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_409 = arith.constant 0 : i32
          %615 = llvm.insertelement %610, %614[%c0_i32_409 : i32] : vector<2xf64>
          %c1_i32_410 = arith.constant 1 : i32
          %616 = llvm.insertelement %613, %615[%c1_i32_410 : i32] : vector<2xf64>
          %c13_i64_411 = arith.constant 13 : i64
          %617 = arith.muli %538, %c13_i64_411 : i64
          %618 = arith.addi %536, %617 : i64
          %619 = llvm.getelementptr %449[%618] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
          llvm.store %616, %619 : vector<2xf64>, !llvm.ptr<1>
        }
        %c7_i64_400 = arith.constant 7 : i64
        %599 = arith.cmpi slt, %541, %c7_i64_400 : i64
        scf.if %599 {
          %cst_401 = arith.constant 1.000000e+00 : f64
          %cst_402 = arith.constant -1.000000e+00 : f64
          %600 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_403 = arith.constant 0 : i32
          %601 = llvm.insertelement %cst_401, %600[%c0_i32_403 : i32] : vector<2xf64>
          %c1_i32_404 = arith.constant 1 : i32
          %602 = llvm.insertelement %cst_402, %601[%c1_i32_404 : i32] : vector<2xf64>
          %603 = memref.load %alloca_242[] : memref<vector<2xf64>>
          %c0_i32_405 = arith.constant 0 : i32
          %604 = llvm.extractelement %602[%c0_i32_405 : i32] : vector<2xf64>
          %c1_i32_406 = arith.constant 1 : i32
          %605 = llvm.extractelement %602[%c1_i32_406 : i32] : vector<2xf64>
          %c0_i32_407 = arith.constant 0 : i32
          %606 = llvm.extractelement %603[%c0_i32_407 : i32] : vector<2xf64>
          %c1_i32_408 = arith.constant 1 : i32
          %607 = llvm.extractelement %603[%c1_i32_408 : i32] : vector<2xf64>
          %608 = arith.mulf %604, %606 : f64
          %609 = arith.mulf %605, %607 : f64
          %610 = arith.subf %608, %609 : f64
          %611 = arith.mulf %604, %607 : f64
          %612 = arith.mulf %605, %606 : f64
          %613 = arith.addf %611, %612 : f64
          %614 = llvm.mlir.poison : vector<2xf64>
          %c0_i32_409 = arith.constant 0 : i32
          %615 = llvm.insertelement %610, %614[%c0_i32_409 : i32] : vector<2xf64>
          %c1_i32_410 = arith.constant 1 : i32
          %616 = llvm.insertelement %613, %615[%c1_i32_410 : i32] : vector<2xf64>
          %c13_i64_411 = arith.constant 13 : i64
          %617 = arith.muli %541, %c13_i64_411 : i64
          %618 = arith.addi %536, %617 : i64
          %619 = llvm.getelementptr %449[%618] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
          llvm.store %616, %619 : vector<2xf64>, !llvm.ptr<1>
        }
      }
      %thread_id_x_333 = gpu.thread_id  x
      %550 = arith.index_cast %thread_id_x_333 : index to i64
      %c12_i64_334 = arith.constant 12 : i64
      %551 = arith.minsi %550, %c12_i64_334 : i64
      %thread_id_y_335 = gpu.thread_id  y
      %552 = arith.index_cast %thread_id_y_335 : index to i64
      %c6_i64_336 = arith.constant 6 : i64
      %553 = arith.minsi %552, %c6_i64_336 : i64
      %thread_id_y_337 = gpu.thread_id  y
      %554 = arith.index_cast %thread_id_y_337 : index to i64
      %c4_i64_338 = arith.constant 4 : i64
      %555 = arith.addi %554, %c4_i64_338 : i64
      %c6_i64_339 = arith.constant 6 : i64
      %556 = arith.minsi %555, %c6_i64_339 : i64
      %cst_340 = arith.constant 0.000000e+00 : f64
      %cst_341 = arith.constant 0.000000e+00 : f64
      %557 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_342 = arith.constant 0 : i32
      %558 = llvm.insertelement %cst_340, %557[%c0_i32_342 : i32] : vector<2xf64>
      %c1_i32_343 = arith.constant 1 : i32
      %559 = llvm.insertelement %cst_341, %558[%c1_i32_343 : i32] : vector<2xf64>
      memref.store %559, %alloca_243[] : memref<vector<2xf64>>
      %cst_344 = arith.constant 0.000000e+00 : f64
      %cst_345 = arith.constant 0.000000e+00 : f64
      %560 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_346 = arith.constant 0 : i32
      %561 = llvm.insertelement %cst_344, %560[%c0_i32_346 : i32] : vector<2xf64>
      %c1_i32_347 = arith.constant 1 : i32
      %562 = llvm.insertelement %cst_345, %561[%c1_i32_347 : i32] : vector<2xf64>
      memref.store %562, %alloca_244[] : memref<vector<2xf64>>
      %c0_i64_348 = arith.constant 0 : i64
      %c9_i64_349 = arith.constant 9 : i64
      %c1_i64_350 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64_348 to %c9_i64_349 step %c1_i64_350  : i64 {
        %c13_i64_400 = arith.constant 13 : i64
        %598 = arith.muli %arg36, %c13_i64_400 : i64
        %599 = arith.addi %551, %598 : i64
        %600 = llvm.getelementptr %439[%599] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %601 = llvm.load %600 : !llvm.ptr<1> -> vector<2xf32>
        %c9_i64_401 = arith.constant 9 : i64
        %602 = arith.muli %553, %c9_i64_401 : i64
        %603 = arith.addi %arg36, %602 : i64
        %604 = llvm.getelementptr %447[%603] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %605 = llvm.load %604 : !llvm.ptr<1> -> vector<2xf64>
        %c9_i64_402 = arith.constant 9 : i64
        %606 = arith.muli %556, %c9_i64_402 : i64
        %607 = arith.addi %arg36, %606 : i64
        %608 = llvm.getelementptr %447[%607] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %609 = llvm.load %608 : !llvm.ptr<1> -> vector<2xf64>
        %610 = memref.load %alloca_243[] : memref<vector<2xf64>>
        %611 = arith.extf %601 : vector<2xf32> to vector<2xf64>
        %c0_i32_403 = arith.constant 0 : i32
        %612 = llvm.extractelement %611[%c0_i32_403 : i32] : vector<2xf64>
        %c1_i32_404 = arith.constant 1 : i32
        %613 = llvm.extractelement %611[%c1_i32_404 : i32] : vector<2xf64>
        %c0_i32_405 = arith.constant 0 : i32
        %614 = llvm.extractelement %605[%c0_i32_405 : i32] : vector<2xf64>
        %c1_i32_406 = arith.constant 1 : i32
        %615 = llvm.extractelement %605[%c1_i32_406 : i32] : vector<2xf64>
        %616 = arith.mulf %612, %614 : f64
        %617 = arith.mulf %613, %615 : f64
        %618 = arith.subf %616, %617 : f64
        %619 = arith.mulf %612, %615 : f64
        %620 = arith.mulf %613, %614 : f64
        %621 = arith.addf %619, %620 : f64
        %622 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_407 = arith.constant 0 : i32
        %623 = llvm.insertelement %618, %622[%c0_i32_407 : i32] : vector<2xf64>
        %c1_i32_408 = arith.constant 1 : i32
        %624 = llvm.insertelement %621, %623[%c1_i32_408 : i32] : vector<2xf64>
        %625 = arith.addf %610, %624 : vector<2xf64>
        memref.store %625, %alloca_243[] : memref<vector<2xf64>>
        %626 = memref.load %alloca_244[] : memref<vector<2xf64>>
        %627 = arith.extf %601 : vector<2xf32> to vector<2xf64>
        %c0_i32_409 = arith.constant 0 : i32
        %628 = llvm.extractelement %627[%c0_i32_409 : i32] : vector<2xf64>
        %c1_i32_410 = arith.constant 1 : i32
        %629 = llvm.extractelement %627[%c1_i32_410 : i32] : vector<2xf64>
        %c0_i32_411 = arith.constant 0 : i32
        %630 = llvm.extractelement %609[%c0_i32_411 : i32] : vector<2xf64>
        %c1_i32_412 = arith.constant 1 : i32
        %631 = llvm.extractelement %609[%c1_i32_412 : i32] : vector<2xf64>
        %632 = arith.mulf %628, %630 : f64
        %633 = arith.mulf %629, %631 : f64
        %634 = arith.subf %632, %633 : f64
        %635 = arith.mulf %628, %631 : f64
        %636 = arith.mulf %629, %630 : f64
        %637 = arith.addf %635, %636 : f64
        %638 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_413 = arith.constant 0 : i32
        %639 = llvm.insertelement %634, %638[%c0_i32_413 : i32] : vector<2xf64>
        %c1_i32_414 = arith.constant 1 : i32
        %640 = llvm.insertelement %637, %639[%c1_i32_414 : i32] : vector<2xf64>
        %641 = arith.addf %626, %640 : vector<2xf64>
        memref.store %641, %alloca_244[] : memref<vector<2xf64>>
      }
      %c13_i64_351 = arith.constant 13 : i64
      %563 = arith.cmpi slt, %550, %c13_i64_351 : i64
      scf.if %563 {
        %c7_i64 = arith.constant 7 : i64
        %598 = arith.cmpi slt, %552, %c7_i64 : i64
        scf.if %598 {
          %c13_i64_401 = arith.constant 13 : i64
          %600 = arith.muli %552, %c13_i64_401 : i64
          %601 = arith.addi %550, %600 : i64
          %602 = llvm.getelementptr %451[%601] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
          %603 = llvm.load %602 : !llvm.ptr<1> -> vector<2xf64>
          %604 = memref.load %alloca_243[] : memref<vector<2xf64>>
          %605 = arith.addf %603, %604 : vector<2xf64>
          %c13_i64_402 = arith.constant 13 : i64
          %606 = arith.muli %552, %c13_i64_402 : i64
          %607 = arith.addi %550, %606 : i64
          %608 = llvm.getelementptr %451[%607] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
          llvm.store %605, %608 : vector<2xf64>, !llvm.ptr<1>
        }
        %c7_i64_400 = arith.constant 7 : i64
        %599 = arith.cmpi slt, %555, %c7_i64_400 : i64
        scf.if %599 {
          %c13_i64_401 = arith.constant 13 : i64
          %600 = arith.muli %555, %c13_i64_401 : i64
          %601 = arith.addi %550, %600 : i64
          %602 = llvm.getelementptr %451[%601] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
          %603 = llvm.load %602 : !llvm.ptr<1> -> vector<2xf64>
          %604 = memref.load %alloca_244[] : memref<vector<2xf64>>
          %605 = arith.addf %603, %604 : vector<2xf64>
          %c13_i64_402 = arith.constant 13 : i64
          %606 = arith.muli %555, %c13_i64_402 : i64
          %607 = arith.addi %550, %606 : i64
          %608 = llvm.getelementptr %451[%607] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
          llvm.store %605, %608 : vector<2xf64>, !llvm.ptr<1>
        }
      }
      %thread_id_x_352 = gpu.thread_id  x
      %564 = arith.index_cast %thread_id_x_352 : index to i64
      %c12_i64_353 = arith.constant 12 : i64
      %565 = arith.minsi %564, %c12_i64_353 : i64
      %thread_id_y_354 = gpu.thread_id  y
      %566 = arith.index_cast %thread_id_y_354 : index to i64
      %c6_i64_355 = arith.constant 6 : i64
      %567 = arith.minsi %566, %c6_i64_355 : i64
      %thread_id_y_356 = gpu.thread_id  y
      %568 = arith.index_cast %thread_id_y_356 : index to i64
      %c4_i64_357 = arith.constant 4 : i64
      %569 = arith.addi %568, %c4_i64_357 : i64
      %c6_i64_358 = arith.constant 6 : i64
      %570 = arith.minsi %569, %c6_i64_358 : i64
      %cst_359 = arith.constant 0.000000e+00 : f16
      memref.store %cst_359, %alloca_245[] : memref<f16>
      %cst_360 = arith.constant 0.000000e+00 : f16
      memref.store %cst_360, %alloca_246[] : memref<f16>
      %c0_i64_361 = arith.constant 0 : i64
      %c9_i64_362 = arith.constant 9 : i64
      %c1_i64_363 = arith.constant 1 : i64
      scf.for %arg36 = %c0_i64_361 to %c9_i64_362 step %c1_i64_363  : i64 {
        %c13_i64_400 = arith.constant 13 : i64
        %598 = arith.muli %arg36, %c13_i64_400 : i64
        %599 = arith.addi %565, %598 : i64
        %600 = llvm.getelementptr %417[%599] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %601 = llvm.load %600 : !llvm.ptr<1> -> f16
        %c9_i64_401 = arith.constant 9 : i64
        %602 = arith.muli %567, %c9_i64_401 : i64
        %603 = arith.addi %arg36, %602 : i64
        %604 = llvm.getelementptr %421[%603] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %605 = llvm.load %604 : !llvm.ptr<1> -> f16
        %c9_i64_402 = arith.constant 9 : i64
        %606 = arith.muli %570, %c9_i64_402 : i64
        %607 = arith.addi %arg36, %606 : i64
        %608 = llvm.getelementptr %421[%607] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %609 = llvm.load %608 : !llvm.ptr<1> -> f16
        %610 = memref.load %alloca_245[] : memref<f16>
        %611 = arith.mulf %601, %605 : f16
        %612 = arith.addf %610, %611 : f16
        memref.store %612, %alloca_245[] : memref<f16>
        %613 = memref.load %alloca_246[] : memref<f16>
        %614 = arith.mulf %601, %609 : f16
        %615 = arith.addf %613, %614 : f16
        memref.store %615, %alloca_246[] : memref<f16>
      }
      %c13_i64_364 = arith.constant 13 : i64
      %571 = arith.cmpi slt, %564, %c13_i64_364 : i64
      scf.if %571 {
        %c7_i64 = arith.constant 7 : i64
        %598 = arith.cmpi slt, %566, %c7_i64 : i64
        scf.if %598 {
          %600 = memref.load %alloca_245[] : memref<f16>
          %cst_401 = arith.constant 5.000000e-01 : f16
          %c13_i64_402 = arith.constant 13 : i64
          %601 = arith.muli %566, %c13_i64_402 : i64
          %602 = arith.addi %564, %601 : i64
          %603 = llvm.getelementptr %453[%602] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %604 = llvm.load %603 : !llvm.ptr<1> -> f16
          %605 = arith.mulf %cst_401, %604 : f16
          %606 = arith.addf %600, %605 : f16
          %c13_i64_403 = arith.constant 13 : i64
          %607 = arith.muli %566, %c13_i64_403 : i64
          %608 = arith.addi %564, %607 : i64
          %609 = llvm.getelementptr %453[%608] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          llvm.store %606, %609 : f16, !llvm.ptr<1>
        }
        %c7_i64_400 = arith.constant 7 : i64
        %599 = arith.cmpi slt, %569, %c7_i64_400 : i64
        scf.if %599 {
          %600 = memref.load %alloca_246[] : memref<f16>
          %cst_401 = arith.constant 5.000000e-01 : f16
          %c13_i64_402 = arith.constant 13 : i64
          %601 = arith.muli %569, %c13_i64_402 : i64
          %602 = arith.addi %564, %601 : i64
          %603 = llvm.getelementptr %453[%602] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %604 = llvm.load %603 : !llvm.ptr<1> -> f16
          %605 = arith.mulf %cst_401, %604 : f16
          %606 = arith.addf %600, %605 : f16
          %c13_i64_403 = arith.constant 13 : i64
          %607 = arith.muli %569, %c13_i64_403 : i64
          %608 = arith.addi %564, %607 : i64
          %609 = llvm.getelementptr %453[%608] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          llvm.store %606, %609 : f16, !llvm.ptr<1>
        }
      }
      %thread_id_x_365 = gpu.thread_id  x
      %572 = arith.index_cast %thread_id_x_365 : index to i64
      %c32_i64_366 = arith.constant 32 : i64
      %thread_id_y_367 = gpu.thread_id  y
      %573 = arith.index_cast %thread_id_y_367 : index to i64
      %574 = arith.muli %c32_i64_366, %573 : i64
      %575 = arith.addi %572, %574 : i64
      %c13_i64_368 = arith.constant 13 : i64
      %c128_i64 = arith.constant 128 : i64
      scf.for %arg36 = %575 to %c13_i64_368 step %c128_i64  : i64 {
        %cst_400 = arith.constant 0.000000e+00 : f32
        memref.store %cst_400, %alloca_247[] : memref<f32>
        %c0_i64_401 = arith.constant 0 : i64
        %c9_i64_402 = arith.constant 9 : i64
        %c1_i64_403 = arith.constant 1 : i64
        scf.for %arg37 = %c0_i64_401 to %c9_i64_402 step %c1_i64_403  : i64 {
          %c13_i64_404 = arith.constant 13 : i64
          %600 = arith.muli %arg37, %c13_i64_404 : i64
          %601 = arith.addi %arg36, %600 : i64
          %602 = llvm.getelementptr %417[%601] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %603 = llvm.load %602 : !llvm.ptr<1> -> f16
          %604 = arith.extf %603 : f16 to f32
          %605 = llvm.getelementptr %455[%arg37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %606 = llvm.load %605 : !llvm.ptr<1> -> f16
          %607 = arith.extf %606 : f16 to f32
          %608 = memref.load %alloca_247[] : memref<f32>
          %609 = llvm.intr.fma(%604, %607, %608) : (f32, f32, f32) -> f32
          memref.store %609, %alloca_247[] : memref<f32>
        }
        %598 = memref.load %alloca_247[] : memref<f32>
        %599 = llvm.getelementptr %457[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %598, %599 : f32, !llvm.ptr<1>
      }
      %thread_id_x_369 = gpu.thread_id  x
      %576 = arith.index_cast %thread_id_x_369 : index to i64
      %c32_i64_370 = arith.constant 32 : i64
      %thread_id_y_371 = gpu.thread_id  y
      %577 = arith.index_cast %thread_id_y_371 : index to i64
      %578 = arith.muli %c32_i64_370, %577 : i64
      %579 = arith.addi %576, %578 : i64
      %c13_i64_372 = arith.constant 13 : i64
      %c128_i64_373 = arith.constant 128 : i64
      scf.for %arg36 = %579 to %c13_i64_372 step %c128_i64_373  : i64 {
        %cst_400 = arith.constant 0.000000e+00 : f32
        %cst_401 = arith.constant 0.000000e+00 : f32
        %598 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_402 = arith.constant 0 : i32
        %599 = llvm.insertelement %cst_400, %598[%c0_i32_402 : i32] : vector<2xf32>
        %c1_i32_403 = arith.constant 1 : i32
        %600 = llvm.insertelement %cst_401, %599[%c1_i32_403 : i32] : vector<2xf32>
        memref.store %600, %alloca_248[] : memref<vector<2xf32>>
        %c0_i64_404 = arith.constant 0 : i64
        %c9_i64_405 = arith.constant 9 : i64
        %c1_i64_406 = arith.constant 1 : i64
        scf.for %arg37 = %c0_i64_404 to %c9_i64_405 step %c1_i64_406  : i64 {
          %619 = memref.load %alloca_248[] : memref<vector<2xf32>>
          %c13_i64_413 = arith.constant 13 : i64
          %620 = arith.muli %arg37, %c13_i64_413 : i64
          %621 = arith.addi %arg36, %620 : i64
          %622 = llvm.getelementptr %439[%621] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          %623 = llvm.load %622 : !llvm.ptr<1> -> vector<2xf32>
          %624 = llvm.getelementptr %459[%arg37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          %625 = llvm.load %624 : !llvm.ptr<1> -> vector<2xf32>
          %c0_i32_414 = arith.constant 0 : i32
          %626 = llvm.extractelement %623[%c0_i32_414 : i32] : vector<2xf32>
          %c1_i32_415 = arith.constant 1 : i32
          %627 = llvm.extractelement %623[%c1_i32_415 : i32] : vector<2xf32>
          %c0_i32_416 = arith.constant 0 : i32
          %628 = llvm.extractelement %625[%c0_i32_416 : i32] : vector<2xf32>
          %c1_i32_417 = arith.constant 1 : i32
          %629 = llvm.extractelement %625[%c1_i32_417 : i32] : vector<2xf32>
          %630 = arith.mulf %626, %628 : f32
          %631 = arith.mulf %627, %629 : f32
          %632 = arith.subf %630, %631 : f32
          %633 = arith.mulf %626, %629 : f32
          %634 = arith.mulf %627, %628 : f32
          %635 = arith.addf %633, %634 : f32
          %636 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_418 = arith.constant 0 : i32
          %637 = llvm.insertelement %632, %636[%c0_i32_418 : i32] : vector<2xf32>
          %c1_i32_419 = arith.constant 1 : i32
          %638 = llvm.insertelement %635, %637[%c1_i32_419 : i32] : vector<2xf32>
          %639 = arith.addf %619, %638 : vector<2xf32>
          memref.store %639, %alloca_248[] : memref<vector<2xf32>>
        }
        %601 = llvm.getelementptr %461[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %602 = llvm.load %601 : !llvm.ptr<1> -> vector<2xf32>
        %603 = memref.load %alloca_248[] : memref<vector<2xf32>>
        %c0_i32_407 = arith.constant 0 : i32
        %604 = llvm.extractelement %arg2[%c0_i32_407 : i32] : vector<2xf32>
        %c1_i32_408 = arith.constant 1 : i32
        %605 = llvm.extractelement %arg2[%c1_i32_408 : i32] : vector<2xf32>
        %c0_i32_409 = arith.constant 0 : i32
        %606 = llvm.extractelement %603[%c0_i32_409 : i32] : vector<2xf32>
        %c1_i32_410 = arith.constant 1 : i32
        %607 = llvm.extractelement %603[%c1_i32_410 : i32] : vector<2xf32>
        %608 = arith.mulf %604, %606 : f32
        %609 = arith.mulf %605, %607 : f32
        %610 = arith.subf %608, %609 : f32
        %611 = arith.mulf %604, %607 : f32
        %612 = arith.mulf %605, %606 : f32
        %613 = arith.addf %611, %612 : f32
        %614 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_411 = arith.constant 0 : i32
        %615 = llvm.insertelement %610, %614[%c0_i32_411 : i32] : vector<2xf32>
        %c1_i32_412 = arith.constant 1 : i32
        %616 = llvm.insertelement %613, %615[%c1_i32_412 : i32] : vector<2xf32>
        %617 = arith.addf %602, %616 : vector<2xf32>
        %618 = llvm.getelementptr %461[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %617, %618 : vector<2xf32>, !llvm.ptr<1>
      }
      %thread_id_x_374 = gpu.thread_id  x
      %580 = arith.index_cast %thread_id_x_374 : index to i64
      %c13_i64_375 = arith.constant 13 : i64
      %c32_i64_376 = arith.constant 32 : i64
      scf.for %arg36 = %580 to %c13_i64_375 step %c32_i64_376  : i64 {
        %c0_i64_400 = arith.constant 0 : i64
        %c1_i64_401 = arith.constant 1 : i64
        %c1_i64_402 = arith.constant 1 : i64
        scf.for %arg37 = %c0_i64_400 to %c1_i64_401 step %c1_i64_402  : i64 {
          %thread_id_y_403 = gpu.thread_id  y
          %598 = arith.index_cast %thread_id_y_403 : index to i64
          %c8_i64 = arith.constant 8 : i64
          %599 = arith.muli %arg37, %c8_i64 : i64
          %600 = arith.addi %598, %599 : i64
          %c7_i64 = arith.constant 7 : i64
          %601 = arith.cmpi slt, %600, %c7_i64 : i64
          scf.if %601 {
            %606 = llvm.getelementptr %463[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %607 = llvm.load %606 : !llvm.ptr<1> -> vector<2xf32>
            %608 = llvm.getelementptr %465[%600] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %609 = llvm.load %608 : !llvm.ptr<1> -> vector<2xf32>
            %c0_i32_408 = arith.constant 0 : i32
            %610 = llvm.extractelement %607[%c0_i32_408 : i32] : vector<2xf32>
            %c1_i32_409 = arith.constant 1 : i32
            %611 = llvm.extractelement %607[%c1_i32_409 : i32] : vector<2xf32>
            %c0_i32_410 = arith.constant 0 : i32
            %612 = llvm.extractelement %609[%c0_i32_410 : i32] : vector<2xf32>
            %c1_i32_411 = arith.constant 1 : i32
            %613 = llvm.extractelement %609[%c1_i32_411 : i32] : vector<2xf32>
            %614 = arith.mulf %610, %612 : f32
            %615 = arith.mulf %611, %613 : f32
            %616 = arith.subf %614, %615 : f32
            %617 = arith.mulf %610, %613 : f32
            %618 = arith.mulf %611, %612 : f32
            %619 = arith.addf %617, %618 : f32
            %620 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_412 = arith.constant 0 : i32
            %621 = llvm.insertelement %616, %620[%c0_i32_412 : i32] : vector<2xf32>
            %c1_i32_413 = arith.constant 1 : i32
            %622 = llvm.insertelement %619, %621[%c1_i32_413 : i32] : vector<2xf32>
            memref.store %622, %alloca_249[] : memref<vector<2xf32>>
            %c13_i64_414 = arith.constant 13 : i64
            %623 = arith.muli %600, %c13_i64_414 : i64
            %624 = arith.addi %arg36, %623 : i64
            %625 = llvm.getelementptr %467[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %626 = llvm.load %625 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %626, %alloca_250[] : memref<vector<2xf32>>
          }
          %c4_i64_404 = arith.constant 4 : i64
          %602 = arith.addi %600, %c4_i64_404 : i64
          %c7_i64_405 = arith.constant 7 : i64
          %603 = arith.cmpi slt, %602, %c7_i64_405 : i64
          scf.if %603 {
            %606 = llvm.getelementptr %463[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %607 = llvm.load %606 : !llvm.ptr<1> -> vector<2xf32>
            %608 = llvm.getelementptr %465[%602] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %609 = llvm.load %608 : !llvm.ptr<1> -> vector<2xf32>
            %c0_i32_408 = arith.constant 0 : i32
            %610 = llvm.extractelement %607[%c0_i32_408 : i32] : vector<2xf32>
            %c1_i32_409 = arith.constant 1 : i32
            %611 = llvm.extractelement %607[%c1_i32_409 : i32] : vector<2xf32>
            %c0_i32_410 = arith.constant 0 : i32
            %612 = llvm.extractelement %609[%c0_i32_410 : i32] : vector<2xf32>
            %c1_i32_411 = arith.constant 1 : i32
            %613 = llvm.extractelement %609[%c1_i32_411 : i32] : vector<2xf32>
            %614 = arith.mulf %610, %612 : f32
            %615 = arith.mulf %611, %613 : f32
            %616 = arith.subf %614, %615 : f32
            %617 = arith.mulf %610, %613 : f32
            %618 = arith.mulf %611, %612 : f32
            %619 = arith.addf %617, %618 : f32
            %620 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_412 = arith.constant 0 : i32
            %621 = llvm.insertelement %616, %620[%c0_i32_412 : i32] : vector<2xf32>
            %c1_i32_413 = arith.constant 1 : i32
            %622 = llvm.insertelement %619, %621[%c1_i32_413 : i32] : vector<2xf32>
            memref.store %622, %alloca_251[] : memref<vector<2xf32>>
            %c13_i64_414 = arith.constant 13 : i64
            %623 = arith.muli %602, %c13_i64_414 : i64
            %624 = arith.addi %arg36, %623 : i64
            %625 = llvm.getelementptr %467[%624] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %626 = llvm.load %625 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %626, %alloca_252[] : memref<vector<2xf32>>
          }
          %c7_i64_406 = arith.constant 7 : i64
          %604 = arith.cmpi slt, %600, %c7_i64_406 : i64
          scf.if %604 {
            %606 = memref.load %alloca_250[] : memref<vector<2xf32>>
            %cst_408 = arith.constant 2.000000e+00 : f32
            %cst_409 = arith.constant 1.000000e+00 : f32
            %607 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_410 = arith.constant 0 : i32
            %608 = llvm.insertelement %cst_408, %607[%c0_i32_410 : i32] : vector<2xf32>
            %c1_i32_411 = arith.constant 1 : i32
            %609 = llvm.insertelement %cst_409, %608[%c1_i32_411 : i32] : vector<2xf32>
            %610 = memref.load %alloca_249[] : memref<vector<2xf32>>
            %c0_i32_412 = arith.constant 0 : i32
            %611 = llvm.extractelement %609[%c0_i32_412 : i32] : vector<2xf32>
            %c1_i32_413 = arith.constant 1 : i32
            %612 = llvm.extractelement %609[%c1_i32_413 : i32] : vector<2xf32>
            %c0_i32_414 = arith.constant 0 : i32
            %613 = llvm.extractelement %610[%c0_i32_414 : i32] : vector<2xf32>
            %c1_i32_415 = arith.constant 1 : i32
            %614 = llvm.extractelement %610[%c1_i32_415 : i32] : vector<2xf32>
            %615 = arith.mulf %611, %613 : f32
            %616 = arith.mulf %612, %614 : f32
            %617 = arith.subf %615, %616 : f32
            %618 = arith.mulf %611, %614 : f32
            %619 = arith.mulf %612, %613 : f32
            %620 = arith.addf %618, %619 : f32
            %621 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_416 = arith.constant 0 : i32
            %622 = llvm.insertelement %617, %621[%c0_i32_416 : i32] : vector<2xf32>
            %c1_i32_417 = arith.constant 1 : i32
            %623 = llvm.insertelement %620, %622[%c1_i32_417 : i32] : vector<2xf32>
            %624 = arith.addf %606, %623 : vector<2xf32>
            %c13_i64_418 = arith.constant 13 : i64
            %625 = arith.muli %600, %c13_i64_418 : i64
            %626 = arith.addi %arg36, %625 : i64
            %627 = llvm.getelementptr %467[%626] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            llvm.store %624, %627 : vector<2xf32>, !llvm.ptr<1>
          }
          %c7_i64_407 = arith.constant 7 : i64
          %605 = arith.cmpi slt, %602, %c7_i64_407 : i64
          scf.if %605 {
            %606 = memref.load %alloca_252[] : memref<vector<2xf32>>
            %cst_408 = arith.constant 2.000000e+00 : f32
            %cst_409 = arith.constant 1.000000e+00 : f32
            %607 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_410 = arith.constant 0 : i32
            %608 = llvm.insertelement %cst_408, %607[%c0_i32_410 : i32] : vector<2xf32>
            %c1_i32_411 = arith.constant 1 : i32
            %609 = llvm.insertelement %cst_409, %608[%c1_i32_411 : i32] : vector<2xf32>
            %610 = memref.load %alloca_251[] : memref<vector<2xf32>>
            %c0_i32_412 = arith.constant 0 : i32
            %611 = llvm.extractelement %609[%c0_i32_412 : i32] : vector<2xf32>
            %c1_i32_413 = arith.constant 1 : i32
            %612 = llvm.extractelement %609[%c1_i32_413 : i32] : vector<2xf32>
            %c0_i32_414 = arith.constant 0 : i32
            %613 = llvm.extractelement %610[%c0_i32_414 : i32] : vector<2xf32>
            %c1_i32_415 = arith.constant 1 : i32
            %614 = llvm.extractelement %610[%c1_i32_415 : i32] : vector<2xf32>
            %615 = arith.mulf %611, %613 : f32
            %616 = arith.mulf %612, %614 : f32
            %617 = arith.subf %615, %616 : f32
            %618 = arith.mulf %611, %614 : f32
            %619 = arith.mulf %612, %613 : f32
            %620 = arith.addf %618, %619 : f32
            %621 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_416 = arith.constant 0 : i32
            %622 = llvm.insertelement %617, %621[%c0_i32_416 : i32] : vector<2xf32>
            %c1_i32_417 = arith.constant 1 : i32
            %623 = llvm.insertelement %620, %622[%c1_i32_417 : i32] : vector<2xf32>
            %624 = arith.addf %606, %623 : vector<2xf32>
            %c13_i64_418 = arith.constant 13 : i64
            %625 = arith.muli %602, %c13_i64_418 : i64
            %626 = arith.addi %arg36, %625 : i64
            %627 = llvm.getelementptr %467[%626] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            llvm.store %624, %627 : vector<2xf32>, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_377 = gpu.thread_id  x
      %581 = arith.index_cast %thread_id_x_377 : index to i64
      %c32_i64_378 = arith.constant 32 : i64
      %thread_id_y_379 = gpu.thread_id  y
      %582 = arith.index_cast %thread_id_y_379 : index to i64
      %583 = arith.muli %c32_i64_378, %582 : i64
      %584 = arith.addi %581, %583 : i64
      %c13_i64_380 = arith.constant 13 : i64
      %c128_i64_381 = arith.constant 128 : i64
      scf.for %arg36 = %584 to %c13_i64_380 step %c128_i64_381  : i64 {
        %598 = llvm.getelementptr %469[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %599 = llvm.load %598 : !llvm.ptr<1> -> f16
        %600 = arith.extf %599 : f16 to f32
        %601 = llvm.getelementptr %471[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        %602 = llvm.load %601 : !llvm.ptr<1> -> bf16
        %603 = arith.extf %602 : bf16 to f32
        %604 = arith.mulf %600, %603 : f32
        %605 = llvm.getelementptr %473[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %604, %605 : f32, !llvm.ptr<1>
      }
      %thread_id_x_382 = gpu.thread_id  x
      %585 = arith.index_cast %thread_id_x_382 : index to i64
      %c32_i64_383 = arith.constant 32 : i64
      %thread_id_y_384 = gpu.thread_id  y
      %586 = arith.index_cast %thread_id_y_384 : index to i64
      %587 = arith.muli %c32_i64_383, %586 : i64
      %588 = arith.addi %585, %587 : i64
      %c13_i64_385 = arith.constant 13 : i64
      %c128_i64_386 = arith.constant 128 : i64
      scf.for %arg36 = %588 to %c13_i64_385 step %c128_i64_386  : i64 {
        %cst_400 = arith.constant 0.000000e+00 : f32
        %cst_401 = arith.constant 0.000000e+00 : f32
        %598 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_402 = arith.constant 0 : i32
        %599 = llvm.insertelement %cst_400, %598[%c0_i32_402 : i32] : vector<2xf32>
        %c1_i32_403 = arith.constant 1 : i32
        %600 = llvm.insertelement %cst_401, %599[%c1_i32_403 : i32] : vector<2xf32>
        memref.store %600, %alloca_253[] : memref<vector<2xf32>>
        %c0_i64_404 = arith.constant 0 : i64
        %c9_i64_405 = arith.constant 9 : i64
        %c1_i64_406 = arith.constant 1 : i64
        scf.for %arg37 = %c0_i64_404 to %c9_i64_405 step %c1_i64_406  : i64 {
          %603 = memref.load %alloca_253[] : memref<vector<2xf32>>
          %c13_i64_407 = arith.constant 13 : i64
          %604 = arith.muli %arg37, %c13_i64_407 : i64
          %605 = arith.addi %arg36, %604 : i64
          %606 = llvm.getelementptr %439[%605] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
          %607 = llvm.load %606 : !llvm.ptr<1> -> vector<2xf32>
          %608 = arith.addf %603, %607 : vector<2xf32>
          memref.store %608, %alloca_253[] : memref<vector<2xf32>>
        }
        %601 = memref.load %alloca_253[] : memref<vector<2xf32>>
        %602 = llvm.getelementptr %475[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %601, %602 : vector<2xf32>, !llvm.ptr<1>
      }
      %thread_id_x_387 = gpu.thread_id  x
      %589 = arith.index_cast %thread_id_x_387 : index to i64
      %c32_i64_388 = arith.constant 32 : i64
      %thread_id_y_389 = gpu.thread_id  y
      %590 = arith.index_cast %thread_id_y_389 : index to i64
      %591 = arith.muli %c32_i64_388, %590 : i64
      %592 = arith.addi %589, %591 : i64
      %c9_i64_390 = arith.constant 9 : i64
      %c128_i64_391 = arith.constant 128 : i64
      scf.for %arg36 = %592 to %c9_i64_390 step %c128_i64_391  : i64 {
        %cst_400 = arith.constant 0.000000e+00 : f16
        memref.store %cst_400, %alloca_254[] : memref<f16>
        %c0_i64_401 = arith.constant 0 : i64
        %c13_i64_402 = arith.constant 13 : i64
        %c1_i64_403 = arith.constant 1 : i64
        scf.for %arg37 = %c0_i64_401 to %c13_i64_402 step %c1_i64_403  : i64 {
          %603 = memref.load %alloca_254[] : memref<f16>
          %c13_i64_404 = arith.constant 13 : i64
          %604 = arith.muli %arg36, %c13_i64_404 : i64
          %605 = arith.addi %arg37, %604 : i64
          %606 = llvm.getelementptr %417[%605] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %607 = llvm.load %606 : !llvm.ptr<1> -> f16
          %608 = arith.addf %603, %607 : f16
          memref.store %608, %alloca_254[] : memref<f16>
        }
        %598 = llvm.getelementptr %477[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %599 = llvm.load %598 : !llvm.ptr<1> -> f16
        %600 = memref.load %alloca_254[] : memref<f16>
        %601 = arith.addf %599, %600 : f16
        %602 = llvm.getelementptr %477[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %601, %602 : f16, !llvm.ptr<1>
      }
      %thread_id_x_392 = gpu.thread_id  x
      %593 = arith.index_cast %thread_id_x_392 : index to i64
      %c32_i64_393 = arith.constant 32 : i64
      %thread_id_y_394 = gpu.thread_id  y
      %594 = arith.index_cast %thread_id_y_394 : index to i64
      %595 = arith.muli %c32_i64_393, %594 : i64
      %596 = arith.addi %593, %595 : i64
      %c13_i64_395 = arith.constant 13 : i64
      %c128_i64_396 = arith.constant 128 : i64
      scf.for %arg36 = %596 to %c13_i64_395 step %c128_i64_396  : i64 {
        %598 = llvm.getelementptr %479[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %599 = llvm.load %598 : !llvm.ptr<1> -> f16
        %cst_400 = arith.constant 2.000000e+00 : f16
        %600 = llvm.getelementptr %469[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %601 = llvm.load %600 : !llvm.ptr<1> -> f16
        %602 = arith.mulf %cst_400, %601 : f16
        %603 = arith.addf %599, %602 : f16
        %604 = llvm.getelementptr %479[%arg36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %603, %604 : f16, !llvm.ptr<1>
      }
      %thread_id_x_397 = gpu.thread_id  x
      %597 = arith.index_cast %thread_id_x_397 : index to i64
      %c9_i64_398 = arith.constant 9 : i64
      %c32_i64_399 = arith.constant 32 : i64
      scf.for %arg36 = %597 to %c9_i64_398 step %c32_i64_399  : i64 {
        %c0_i64_400 = arith.constant 0 : i64
        %c1_i64_401 = arith.constant 1 : i64
        %c1_i64_402 = arith.constant 1 : i64
        scf.for %arg37 = %c0_i64_400 to %c1_i64_401 step %c1_i64_402  : i64 {
          %thread_id_y_403 = gpu.thread_id  y
          %598 = arith.index_cast %thread_id_y_403 : index to i64
          %c16_i64 = arith.constant 16 : i64
          %599 = arith.muli %arg37, %c16_i64 : i64
          %600 = arith.addi %598, %599 : i64
          %c13_i64_404 = arith.constant 13 : i64
          %601 = arith.cmpi slt, %600, %c13_i64_404 : i64
          scf.if %601 {
            %c13_i64_414 = arith.constant 13 : i64
            %612 = arith.muli %arg36, %c13_i64_414 : i64
            %613 = arith.addi %600, %612 : i64
            %614 = llvm.getelementptr %439[%613] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %615 = llvm.load %614 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %615, %alloca_255[] : memref<vector<2xf32>>
            %c9_i64_415 = arith.constant 9 : i64
            %616 = arith.muli %600, %c9_i64_415 : i64
            %617 = arith.addi %arg36, %616 : i64
            %618 = llvm.getelementptr %481[%617] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %619 = llvm.load %618 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %619, %alloca_256[] : memref<vector<2xf32>>
          }
          %c4_i64_405 = arith.constant 4 : i64
          %602 = arith.addi %600, %c4_i64_405 : i64
          %c13_i64_406 = arith.constant 13 : i64
          %603 = arith.cmpi slt, %602, %c13_i64_406 : i64
          scf.if %603 {
            %c13_i64_414 = arith.constant 13 : i64
            %612 = arith.muli %arg36, %c13_i64_414 : i64
            %613 = arith.addi %602, %612 : i64
            %614 = llvm.getelementptr %439[%613] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %615 = llvm.load %614 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %615, %alloca_257[] : memref<vector<2xf32>>
            %c9_i64_415 = arith.constant 9 : i64
            %616 = arith.muli %602, %c9_i64_415 : i64
            %617 = arith.addi %arg36, %616 : i64
            %618 = llvm.getelementptr %481[%617] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %619 = llvm.load %618 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %619, %alloca_258[] : memref<vector<2xf32>>
          }
          %c8_i64 = arith.constant 8 : i64
          %604 = arith.addi %600, %c8_i64 : i64
          %c13_i64_407 = arith.constant 13 : i64
          %605 = arith.cmpi slt, %604, %c13_i64_407 : i64
          scf.if %605 {
            %c13_i64_414 = arith.constant 13 : i64
            %612 = arith.muli %arg36, %c13_i64_414 : i64
            %613 = arith.addi %604, %612 : i64
            %614 = llvm.getelementptr %439[%613] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %615 = llvm.load %614 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %615, %alloca_259[] : memref<vector<2xf32>>
            %c9_i64_415 = arith.constant 9 : i64
            %616 = arith.muli %604, %c9_i64_415 : i64
            %617 = arith.addi %arg36, %616 : i64
            %618 = llvm.getelementptr %481[%617] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %619 = llvm.load %618 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %619, %alloca_260[] : memref<vector<2xf32>>
          }
          %c12_i64_408 = arith.constant 12 : i64
          %606 = arith.addi %600, %c12_i64_408 : i64
          %c13_i64_409 = arith.constant 13 : i64
          %607 = arith.cmpi slt, %606, %c13_i64_409 : i64
          scf.if %607 {
            %c13_i64_414 = arith.constant 13 : i64
            %612 = arith.muli %arg36, %c13_i64_414 : i64
            %613 = arith.addi %606, %612 : i64
            %614 = llvm.getelementptr %439[%613] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %615 = llvm.load %614 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %615, %alloca_261[] : memref<vector<2xf32>>
            %c9_i64_415 = arith.constant 9 : i64
            %616 = arith.muli %606, %c9_i64_415 : i64
            %617 = arith.addi %arg36, %616 : i64
            %618 = llvm.getelementptr %481[%617] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %619 = llvm.load %618 : !llvm.ptr<1> -> vector<2xf32>
            memref.store %619, %alloca_262[] : memref<vector<2xf32>>
          }
          %c13_i64_410 = arith.constant 13 : i64
          %608 = arith.cmpi slt, %600, %c13_i64_410 : i64
          scf.if %608 {
            %612 = memref.load %alloca_256[] : memref<vector<2xf32>>
            %cst_414 = arith.constant 0.000000e+00 : f32
            %cst_415 = arith.constant 1.000000e+00 : f32
            %613 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_416 = arith.constant 0 : i32
            %614 = llvm.insertelement %cst_414, %613[%c0_i32_416 : i32] : vector<2xf32>
            %c1_i32_417 = arith.constant 1 : i32
            %615 = llvm.insertelement %cst_415, %614[%c1_i32_417 : i32] : vector<2xf32>
            %616 = memref.load %alloca_255[] : memref<vector<2xf32>>
            %c0_i32_418 = arith.constant 0 : i32
            %617 = llvm.extractelement %615[%c0_i32_418 : i32] : vector<2xf32>
            %c1_i32_419 = arith.constant 1 : i32
            %618 = llvm.extractelement %615[%c1_i32_419 : i32] : vector<2xf32>
            %c0_i32_420 = arith.constant 0 : i32
            %619 = llvm.extractelement %616[%c0_i32_420 : i32] : vector<2xf32>
            %c1_i32_421 = arith.constant 1 : i32
            %620 = llvm.extractelement %616[%c1_i32_421 : i32] : vector<2xf32>
            %621 = arith.mulf %617, %619 : f32
            %622 = arith.mulf %618, %620 : f32
            %623 = arith.subf %621, %622 : f32
            %624 = arith.mulf %617, %620 : f32
            %625 = arith.mulf %618, %619 : f32
            %626 = arith.addf %624, %625 : f32
            %627 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_422 = arith.constant 0 : i32
            %628 = llvm.insertelement %623, %627[%c0_i32_422 : i32] : vector<2xf32>
            %c1_i32_423 = arith.constant 1 : i32
            %629 = llvm.insertelement %626, %628[%c1_i32_423 : i32] : vector<2xf32>
            %630 = arith.addf %612, %629 : vector<2xf32>
            %c9_i64_424 = arith.constant 9 : i64
            %631 = arith.muli %600, %c9_i64_424 : i64
            %632 = arith.addi %arg36, %631 : i64
            %633 = llvm.getelementptr %481[%632] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            llvm.store %630, %633 : vector<2xf32>, !llvm.ptr<1>
          }
          %c13_i64_411 = arith.constant 13 : i64
          %609 = arith.cmpi slt, %602, %c13_i64_411 : i64
          scf.if %609 {
            %612 = memref.load %alloca_258[] : memref<vector<2xf32>>
            %cst_414 = arith.constant 0.000000e+00 : f32
            %cst_415 = arith.constant 1.000000e+00 : f32
            %613 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_416 = arith.constant 0 : i32
            %614 = llvm.insertelement %cst_414, %613[%c0_i32_416 : i32] : vector<2xf32>
            %c1_i32_417 = arith.constant 1 : i32
            %615 = llvm.insertelement %cst_415, %614[%c1_i32_417 : i32] : vector<2xf32>
            %616 = memref.load %alloca_257[] : memref<vector<2xf32>>
            %c0_i32_418 = arith.constant 0 : i32
            %617 = llvm.extractelement %615[%c0_i32_418 : i32] : vector<2xf32>
            %c1_i32_419 = arith.constant 1 : i32
            %618 = llvm.extractelement %615[%c1_i32_419 : i32] : vector<2xf32>
            %c0_i32_420 = arith.constant 0 : i32
            %619 = llvm.extractelement %616[%c0_i32_420 : i32] : vector<2xf32>
            %c1_i32_421 = arith.constant 1 : i32
            %620 = llvm.extractelement %616[%c1_i32_421 : i32] : vector<2xf32>
            %621 = arith.mulf %617, %619 : f32
            %622 = arith.mulf %618, %620 : f32
            %623 = arith.subf %621, %622 : f32
            %624 = arith.mulf %617, %620 : f32
            %625 = arith.mulf %618, %619 : f32
            %626 = arith.addf %624, %625 : f32
            %627 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_422 = arith.constant 0 : i32
            %628 = llvm.insertelement %623, %627[%c0_i32_422 : i32] : vector<2xf32>
            %c1_i32_423 = arith.constant 1 : i32
            %629 = llvm.insertelement %626, %628[%c1_i32_423 : i32] : vector<2xf32>
            %630 = arith.addf %612, %629 : vector<2xf32>
            %c9_i64_424 = arith.constant 9 : i64
            %631 = arith.muli %602, %c9_i64_424 : i64
            %632 = arith.addi %arg36, %631 : i64
            %633 = llvm.getelementptr %481[%632] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            llvm.store %630, %633 : vector<2xf32>, !llvm.ptr<1>
          }
          %c13_i64_412 = arith.constant 13 : i64
          %610 = arith.cmpi slt, %604, %c13_i64_412 : i64
          scf.if %610 {
            %612 = memref.load %alloca_260[] : memref<vector<2xf32>>
            %cst_414 = arith.constant 0.000000e+00 : f32
            %cst_415 = arith.constant 1.000000e+00 : f32
            %613 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_416 = arith.constant 0 : i32
            %614 = llvm.insertelement %cst_414, %613[%c0_i32_416 : i32] : vector<2xf32>
            %c1_i32_417 = arith.constant 1 : i32
            %615 = llvm.insertelement %cst_415, %614[%c1_i32_417 : i32] : vector<2xf32>
            %616 = memref.load %alloca_259[] : memref<vector<2xf32>>
            %c0_i32_418 = arith.constant 0 : i32
            %617 = llvm.extractelement %615[%c0_i32_418 : i32] : vector<2xf32>
            %c1_i32_419 = arith.constant 1 : i32
            %618 = llvm.extractelement %615[%c1_i32_419 : i32] : vector<2xf32>
            %c0_i32_420 = arith.constant 0 : i32
            %619 = llvm.extractelement %616[%c0_i32_420 : i32] : vector<2xf32>
            %c1_i32_421 = arith.constant 1 : i32
            %620 = llvm.extractelement %616[%c1_i32_421 : i32] : vector<2xf32>
            %621 = arith.mulf %617, %619 : f32
            %622 = arith.mulf %618, %620 : f32
            %623 = arith.subf %621, %622 : f32
            %624 = arith.mulf %617, %620 : f32
            %625 = arith.mulf %618, %619 : f32
            %626 = arith.addf %624, %625 : f32
            %627 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_422 = arith.constant 0 : i32
            %628 = llvm.insertelement %623, %627[%c0_i32_422 : i32] : vector<2xf32>
            %c1_i32_423 = arith.constant 1 : i32
            %629 = llvm.insertelement %626, %628[%c1_i32_423 : i32] : vector<2xf32>
            %630 = arith.addf %612, %629 : vector<2xf32>
            %c9_i64_424 = arith.constant 9 : i64
            %631 = arith.muli %604, %c9_i64_424 : i64
            %632 = arith.addi %arg36, %631 : i64
            %633 = llvm.getelementptr %481[%632] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            llvm.store %630, %633 : vector<2xf32>, !llvm.ptr<1>
          }
          %c13_i64_413 = arith.constant 13 : i64
          %611 = arith.cmpi slt, %606, %c13_i64_413 : i64
          scf.if %611 {
            %612 = memref.load %alloca_262[] : memref<vector<2xf32>>
            %cst_414 = arith.constant 0.000000e+00 : f32
            %cst_415 = arith.constant 1.000000e+00 : f32
            %613 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_416 = arith.constant 0 : i32
            %614 = llvm.insertelement %cst_414, %613[%c0_i32_416 : i32] : vector<2xf32>
            %c1_i32_417 = arith.constant 1 : i32
            %615 = llvm.insertelement %cst_415, %614[%c1_i32_417 : i32] : vector<2xf32>
            %616 = memref.load %alloca_261[] : memref<vector<2xf32>>
            %c0_i32_418 = arith.constant 0 : i32
            %617 = llvm.extractelement %615[%c0_i32_418 : i32] : vector<2xf32>
            %c1_i32_419 = arith.constant 1 : i32
            %618 = llvm.extractelement %615[%c1_i32_419 : i32] : vector<2xf32>
            %c0_i32_420 = arith.constant 0 : i32
            %619 = llvm.extractelement %616[%c0_i32_420 : i32] : vector<2xf32>
            %c1_i32_421 = arith.constant 1 : i32
            %620 = llvm.extractelement %616[%c1_i32_421 : i32] : vector<2xf32>
            %621 = arith.mulf %617, %619 : f32
            %622 = arith.mulf %618, %620 : f32
            %623 = arith.subf %621, %622 : f32
            %624 = arith.mulf %617, %620 : f32
            %625 = arith.mulf %618, %619 : f32
            %626 = arith.addf %624, %625 : f32
            %627 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_422 = arith.constant 0 : i32
            %628 = llvm.insertelement %623, %627[%c0_i32_422 : i32] : vector<2xf32>
            %c1_i32_423 = arith.constant 1 : i32
            %629 = llvm.insertelement %626, %628[%c1_i32_423 : i32] : vector<2xf32>
            %630 = arith.addf %612, %629 : vector<2xf32>
            %c9_i64_424 = arith.constant 9 : i64
            %631 = arith.muli %606, %c9_i64_424 : i64
            %632 = arith.addi %arg36, %631 : i64
            %633 = llvm.getelementptr %481[%632] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            llvm.store %630, %633 : vector<2xf32>, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
