module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_mixed_precision(%arg0: f64, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: !llvm.ptr<1>, %arg12: !llvm.ptr<1>, %arg13: !llvm.ptr<1>, %arg14: !llvm.ptr<1>, %arg15: !llvm.ptr<1>, %arg16: !llvm.ptr<1>, %arg17: !llvm.ptr<1>, %arg18: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 8, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(9 : i64) : i64
      %3 = llvm.mlir.constant(4 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(9 : i64) : i64
      %6 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg1, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %1, %7[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %2, %8[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %5, %11[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x4xf32, strided<[1, 9]>, 1>
      %14 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %15 = llvm.mlir.constant(0 : i64) : i64
      %16 = llvm.mlir.constant(4 : i64) : i64
      %17 = llvm.mlir.constant(6 : i64) : i64
      %18 = llvm.mlir.constant(1 : i64) : i64
      %19 = llvm.mlir.constant(4 : i64) : i64
      %20 = llvm.insertvalue %arg2, %14[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %arg2, %20[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %15, %21[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %18, %24[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %19, %25[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x6xf32, strided<[1, 4]>, 1>
      %28 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %29 = llvm.mlir.constant(0 : i64) : i64
      %30 = llvm.mlir.constant(9 : i64) : i64
      %31 = llvm.mlir.constant(6 : i64) : i64
      %32 = llvm.mlir.constant(1 : i64) : i64
      %33 = llvm.mlir.constant(9 : i64) : i64
      %34 = llvm.insertvalue %arg3, %28[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg3, %34[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %31, %37[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %32, %38[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %33, %39[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = builtin.unrealized_conversion_cast %40 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x6xf32, strided<[1, 9]>, 1>
      %42 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %43 = llvm.mlir.constant(0 : i64) : i64
      %44 = llvm.mlir.constant(4 : i64) : i64
      %45 = llvm.mlir.constant(6 : i64) : i64
      %46 = llvm.mlir.constant(1 : i64) : i64
      %47 = llvm.mlir.constant(4 : i64) : i64
      %48 = llvm.insertvalue %arg4, %42[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %arg4, %48[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %43, %49[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = llvm.insertvalue %44, %50[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %52 = llvm.insertvalue %45, %51[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %53 = llvm.insertvalue %46, %52[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.insertvalue %47, %53[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = builtin.unrealized_conversion_cast %54 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x6xf64, strided<[1, 4]>, 1>
      %56 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %57 = llvm.mlir.constant(0 : i64) : i64
      %58 = llvm.mlir.constant(9 : i64) : i64
      %59 = llvm.mlir.constant(6 : i64) : i64
      %60 = llvm.mlir.constant(1 : i64) : i64
      %61 = llvm.mlir.constant(9 : i64) : i64
      %62 = llvm.insertvalue %arg5, %56[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %arg5, %62[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = llvm.insertvalue %57, %63[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %65 = llvm.insertvalue %58, %64[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %66 = llvm.insertvalue %59, %65[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %67 = llvm.insertvalue %60, %66[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %68 = llvm.insertvalue %61, %67[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %69 = builtin.unrealized_conversion_cast %68 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x6xf64, strided<[1, 9]>, 1>
      %70 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %71 = llvm.mlir.constant(0 : i64) : i64
      %72 = llvm.mlir.constant(9 : i64) : i64
      %73 = llvm.mlir.constant(4 : i64) : i64
      %74 = llvm.mlir.constant(1 : i64) : i64
      %75 = llvm.mlir.constant(9 : i64) : i64
      %76 = llvm.insertvalue %arg6, %70[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %77 = llvm.insertvalue %arg6, %76[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %78 = llvm.insertvalue %71, %77[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %79 = llvm.insertvalue %72, %78[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %80 = llvm.insertvalue %73, %79[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %81 = llvm.insertvalue %74, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %82 = llvm.insertvalue %75, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %83 = builtin.unrealized_conversion_cast %82 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x4xi32, strided<[1, 9]>, 1>
      %84 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %85 = llvm.mlir.constant(0 : i64) : i64
      %86 = llvm.mlir.constant(4 : i64) : i64
      %87 = llvm.mlir.constant(6 : i64) : i64
      %88 = llvm.mlir.constant(1 : i64) : i64
      %89 = llvm.mlir.constant(4 : i64) : i64
      %90 = llvm.insertvalue %arg7, %84[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %91 = llvm.insertvalue %arg7, %90[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %92 = llvm.insertvalue %85, %91[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %93 = llvm.insertvalue %86, %92[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %94 = llvm.insertvalue %87, %93[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %95 = llvm.insertvalue %88, %94[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %96 = llvm.insertvalue %89, %95[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %97 = builtin.unrealized_conversion_cast %96 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x6xi32, strided<[1, 4]>, 1>
      %98 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %99 = llvm.mlir.constant(0 : i64) : i64
      %100 = llvm.mlir.constant(9 : i64) : i64
      %101 = llvm.mlir.constant(6 : i64) : i64
      %102 = llvm.mlir.constant(1 : i64) : i64
      %103 = llvm.mlir.constant(9 : i64) : i64
      %104 = llvm.insertvalue %arg8, %98[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %105 = llvm.insertvalue %arg8, %104[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %106 = llvm.insertvalue %99, %105[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %107 = llvm.insertvalue %100, %106[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %108 = llvm.insertvalue %101, %107[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %109 = llvm.insertvalue %102, %108[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %110 = llvm.insertvalue %103, %109[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %111 = builtin.unrealized_conversion_cast %110 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x6xf32, strided<[1, 9]>, 1>
      %112 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %113 = llvm.mlir.constant(0 : i64) : i64
      %114 = llvm.mlir.constant(9 : i64) : i64
      %115 = llvm.mlir.constant(4 : i64) : i64
      %116 = llvm.mlir.constant(1 : i64) : i64
      %117 = llvm.mlir.constant(9 : i64) : i64
      %118 = llvm.insertvalue %arg9, %112[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %119 = llvm.insertvalue %arg9, %118[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %120 = llvm.insertvalue %113, %119[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %121 = llvm.insertvalue %114, %120[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %122 = llvm.insertvalue %115, %121[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %123 = llvm.insertvalue %116, %122[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %124 = llvm.insertvalue %117, %123[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %125 = builtin.unrealized_conversion_cast %124 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x4xi8, strided<[1, 9]>, 1>
      %126 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %127 = llvm.mlir.constant(0 : i64) : i64
      %128 = llvm.mlir.constant(4 : i64) : i64
      %129 = llvm.mlir.constant(6 : i64) : i64
      %130 = llvm.mlir.constant(1 : i64) : i64
      %131 = llvm.mlir.constant(4 : i64) : i64
      %132 = llvm.insertvalue %arg10, %126[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %133 = llvm.insertvalue %arg10, %132[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %134 = llvm.insertvalue %127, %133[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %135 = llvm.insertvalue %128, %134[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %136 = llvm.insertvalue %129, %135[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %137 = llvm.insertvalue %130, %136[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %138 = llvm.insertvalue %131, %137[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %139 = builtin.unrealized_conversion_cast %138 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x6xi16, strided<[1, 4]>, 1>
      %140 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %141 = llvm.mlir.constant(0 : i64) : i64
      %142 = llvm.mlir.constant(9 : i64) : i64
      %143 = llvm.mlir.constant(6 : i64) : i64
      %144 = llvm.mlir.constant(1 : i64) : i64
      %145 = llvm.mlir.constant(9 : i64) : i64
      %146 = llvm.insertvalue %arg11, %140[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %147 = llvm.insertvalue %arg11, %146[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %148 = llvm.insertvalue %141, %147[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %149 = llvm.insertvalue %142, %148[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %150 = llvm.insertvalue %143, %149[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %151 = llvm.insertvalue %144, %150[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %152 = llvm.insertvalue %145, %151[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %153 = builtin.unrealized_conversion_cast %152 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x6xi32, strided<[1, 9]>, 1>
      %154 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %155 = llvm.mlir.constant(0 : i64) : i64
      %156 = llvm.mlir.constant(9 : i64) : i64
      %157 = llvm.mlir.constant(4 : i64) : i64
      %158 = llvm.mlir.constant(1 : i64) : i64
      %159 = llvm.mlir.constant(9 : i64) : i64
      %160 = llvm.insertvalue %arg12, %154[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %161 = llvm.insertvalue %arg12, %160[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %162 = llvm.insertvalue %155, %161[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %163 = llvm.insertvalue %156, %162[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %164 = llvm.insertvalue %157, %163[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %165 = llvm.insertvalue %158, %164[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %166 = llvm.insertvalue %159, %165[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %167 = builtin.unrealized_conversion_cast %166 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x4xi16, strided<[1, 9]>, 1>
      %168 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %169 = llvm.mlir.constant(0 : i64) : i64
      %170 = llvm.mlir.constant(4 : i64) : i64
      %171 = llvm.mlir.constant(6 : i64) : i64
      %172 = llvm.mlir.constant(1 : i64) : i64
      %173 = llvm.mlir.constant(4 : i64) : i64
      %174 = llvm.insertvalue %arg13, %168[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %175 = llvm.insertvalue %arg13, %174[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %176 = llvm.insertvalue %169, %175[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %177 = llvm.insertvalue %170, %176[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %178 = llvm.insertvalue %171, %177[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %179 = llvm.insertvalue %172, %178[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %180 = llvm.insertvalue %173, %179[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %181 = builtin.unrealized_conversion_cast %180 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x6xi16, strided<[1, 4]>, 1>
      %182 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %183 = llvm.mlir.constant(0 : i64) : i64
      %184 = llvm.mlir.constant(9 : i64) : i64
      %185 = llvm.mlir.constant(6 : i64) : i64
      %186 = llvm.mlir.constant(1 : i64) : i64
      %187 = llvm.mlir.constant(9 : i64) : i64
      %188 = llvm.insertvalue %arg14, %182[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %189 = llvm.insertvalue %arg14, %188[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %190 = llvm.insertvalue %183, %189[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %191 = llvm.insertvalue %184, %190[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %192 = llvm.insertvalue %185, %191[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %193 = llvm.insertvalue %186, %192[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %194 = llvm.insertvalue %187, %193[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %195 = builtin.unrealized_conversion_cast %194 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x6xi16, strided<[1, 9]>, 1>
      %196 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %197 = llvm.mlir.constant(0 : i64) : i64
      %198 = llvm.mlir.constant(9 : i64) : i64
      %199 = llvm.mlir.constant(6 : i64) : i64
      %200 = llvm.mlir.constant(1 : i64) : i64
      %201 = llvm.mlir.constant(9 : i64) : i64
      %202 = llvm.insertvalue %arg15, %196[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %203 = llvm.insertvalue %arg15, %202[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %204 = llvm.insertvalue %197, %203[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %205 = llvm.insertvalue %198, %204[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %206 = llvm.insertvalue %199, %205[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %207 = llvm.insertvalue %200, %206[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %208 = llvm.insertvalue %201, %207[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %209 = builtin.unrealized_conversion_cast %208 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x6xi32, strided<[1, 9]>, 1>
      %210 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %211 = llvm.mlir.constant(0 : i64) : i64
      %212 = llvm.mlir.constant(4 : i64) : i64
      %213 = llvm.mlir.constant(6 : i64) : i64
      %214 = llvm.mlir.constant(1 : i64) : i64
      %215 = llvm.mlir.constant(4 : i64) : i64
      %216 = llvm.insertvalue %arg16, %210[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %217 = llvm.insertvalue %arg16, %216[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %218 = llvm.insertvalue %211, %217[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %219 = llvm.insertvalue %212, %218[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %220 = llvm.insertvalue %213, %219[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %221 = llvm.insertvalue %214, %220[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %222 = llvm.insertvalue %215, %221[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %223 = builtin.unrealized_conversion_cast %222 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x6xi8, strided<[1, 4]>, 1>
      %224 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %225 = llvm.mlir.constant(0 : i64) : i64
      %226 = llvm.mlir.constant(9 : i64) : i64
      %227 = llvm.mlir.constant(6 : i64) : i64
      %228 = llvm.mlir.constant(1 : i64) : i64
      %229 = llvm.mlir.constant(9 : i64) : i64
      %230 = llvm.insertvalue %arg17, %224[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %231 = llvm.insertvalue %arg17, %230[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %232 = llvm.insertvalue %225, %231[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %233 = llvm.insertvalue %226, %232[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %234 = llvm.insertvalue %227, %233[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %235 = llvm.insertvalue %228, %234[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %236 = llvm.insertvalue %229, %235[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %237 = builtin.unrealized_conversion_cast %236 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x6xi32, strided<[1, 9]>, 1>
      %238 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %239 = llvm.mlir.constant(0 : i64) : i64
      %240 = llvm.mlir.constant(9 : i64) : i64
      %241 = llvm.mlir.constant(6 : i64) : i64
      %242 = llvm.mlir.constant(1 : i64) : i64
      %243 = llvm.mlir.constant(9 : i64) : i64
      %244 = llvm.insertvalue %arg18, %238[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %245 = llvm.insertvalue %arg18, %244[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %246 = llvm.insertvalue %239, %245[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %247 = llvm.insertvalue %240, %246[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %248 = llvm.insertvalue %241, %247[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %249 = llvm.insertvalue %242, %248[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %250 = llvm.insertvalue %243, %249[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %251 = builtin.unrealized_conversion_cast %250 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x6xi8, strided<[1, 9]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %13 : memref<9x4xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %13 : memref<9x4xf32, strided<[1, 9]>, 1> -> index
      %252 = arith.index_cast %intptr : index to i64
      %253 = llvm.inttoptr %252 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %27 : memref<4x6xf32, strided<[1, 4]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %27 : memref<4x6xf32, strided<[1, 4]>, 1> -> index
      %254 = arith.index_cast %intptr_4 : index to i64
      %255 = llvm.inttoptr %254 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %41 : memref<9x6xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %41 : memref<9x6xf32, strided<[1, 9]>, 1> -> index
      %256 = arith.index_cast %intptr_9 : index to i64
      %257 = llvm.inttoptr %256 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %55 : memref<4x6xf64, strided<[1, 4]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %55 : memref<4x6xf64, strided<[1, 4]>, 1> -> index
      %258 = arith.index_cast %intptr_14 : index to i64
      %259 = llvm.inttoptr %258 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %69 : memref<9x6xf64, strided<[1, 9]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %69 : memref<9x6xf64, strided<[1, 9]>, 1> -> index
      %260 = arith.index_cast %intptr_19 : index to i64
      %261 = llvm.inttoptr %260 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %83 : memref<9x4xi32, strided<[1, 9]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %83 : memref<9x4xi32, strided<[1, 9]>, 1> -> index
      %262 = arith.index_cast %intptr_24 : index to i64
      %263 = llvm.inttoptr %262 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %97 : memref<4x6xi32, strided<[1, 4]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %97 : memref<4x6xi32, strided<[1, 4]>, 1> -> index
      %264 = arith.index_cast %intptr_29 : index to i64
      %265 = llvm.inttoptr %264 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %111 : memref<9x6xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %111 : memref<9x6xf32, strided<[1, 9]>, 1> -> index
      %266 = arith.index_cast %intptr_34 : index to i64
      %267 = llvm.inttoptr %266 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %125 : memref<9x4xi8, strided<[1, 9]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %125 : memref<9x4xi8, strided<[1, 9]>, 1> -> index
      %268 = arith.index_cast %intptr_39 : index to i64
      %269 = llvm.inttoptr %268 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %139 : memref<4x6xi16, strided<[1, 4]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %139 : memref<4x6xi16, strided<[1, 4]>, 1> -> index
      %270 = arith.index_cast %intptr_44 : index to i64
      %271 = llvm.inttoptr %270 : i64 to !llvm.ptr<1>
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %153 : memref<9x6xi32, strided<[1, 9]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %153 : memref<9x6xi32, strided<[1, 9]>, 1> -> index
      %272 = arith.index_cast %intptr_49 : index to i64
      %273 = llvm.inttoptr %272 : i64 to !llvm.ptr<1>
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %167 : memref<9x4xi16, strided<[1, 9]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %167 : memref<9x4xi16, strided<[1, 9]>, 1> -> index
      %274 = arith.index_cast %intptr_54 : index to i64
      %275 = llvm.inttoptr %274 : i64 to !llvm.ptr<1>
      %base_buffer_55, %offset_56, %sizes_57:2, %strides_58:2 = memref.extract_strided_metadata %181 : memref<4x6xi16, strided<[1, 4]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %181 : memref<4x6xi16, strided<[1, 4]>, 1> -> index
      %276 = arith.index_cast %intptr_59 : index to i64
      %277 = llvm.inttoptr %276 : i64 to !llvm.ptr<1>
      %base_buffer_60, %offset_61, %sizes_62:2, %strides_63:2 = memref.extract_strided_metadata %195 : memref<9x6xi16, strided<[1, 9]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %195 : memref<9x6xi16, strided<[1, 9]>, 1> -> index
      %278 = arith.index_cast %intptr_64 : index to i64
      %279 = llvm.inttoptr %278 : i64 to !llvm.ptr<1>
      %base_buffer_65, %offset_66, %sizes_67:2, %strides_68:2 = memref.extract_strided_metadata %209 : memref<9x6xi32, strided<[1, 9]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %209 : memref<9x6xi32, strided<[1, 9]>, 1> -> index
      %280 = arith.index_cast %intptr_69 : index to i64
      %281 = llvm.inttoptr %280 : i64 to !llvm.ptr<1>
      %base_buffer_70, %offset_71, %sizes_72:2, %strides_73:2 = memref.extract_strided_metadata %223 : memref<4x6xi8, strided<[1, 4]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr_74 = memref.extract_aligned_pointer_as_index %223 : memref<4x6xi8, strided<[1, 4]>, 1> -> index
      %282 = arith.index_cast %intptr_74 : index to i64
      %283 = llvm.inttoptr %282 : i64 to !llvm.ptr<1>
      %base_buffer_75, %offset_76, %sizes_77:2, %strides_78:2 = memref.extract_strided_metadata %237 : memref<9x6xi32, strided<[1, 9]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_79 = memref.extract_aligned_pointer_as_index %237 : memref<9x6xi32, strided<[1, 9]>, 1> -> index
      %284 = arith.index_cast %intptr_79 : index to i64
      %285 = llvm.inttoptr %284 : i64 to !llvm.ptr<1>
      %base_buffer_80, %offset_81, %sizes_82:2, %strides_83:2 = memref.extract_strided_metadata %251 : memref<9x6xi8, strided<[1, 9]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr_84 = memref.extract_aligned_pointer_as_index %251 : memref<9x6xi8, strided<[1, 9]>, 1> -> index
      %286 = arith.index_cast %intptr_84 : index to i64
      %287 = llvm.inttoptr %286 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_85 = memref.alloca() : memref<f32>
      %alloca_86 = memref.alloca() : memref<f32>
      %alloca_87 = memref.alloca() : memref<f32>
      %alloca_88 = memref.alloca() : memref<f32>
      %alloca_89 = memref.alloca() : memref<f32>
      %alloca_90 = memref.alloca() : memref<f64>
      %alloca_91 = memref.alloca() : memref<f64>
      %alloca_92 = memref.alloca() : memref<f64>
      %alloca_93 = memref.alloca() : memref<f64>
      %alloca_94 = memref.alloca() : memref<f64>
      %alloca_95 = memref.alloca() : memref<f64>
      %alloca_96 = memref.alloca() : memref<f32>
      %alloca_97 = memref.alloca() : memref<f32>
      %alloca_98 = memref.alloca() : memref<f32>
      %alloca_99 = memref.alloca() : memref<f32>
      %alloca_100 = memref.alloca() : memref<f32>
      %alloca_101 = memref.alloca() : memref<f32>
      %alloca_102 = memref.alloca() : memref<i32>
      %alloca_103 = memref.alloca() : memref<i32>
      %alloca_104 = memref.alloca() : memref<i32>
      %alloca_105 = memref.alloca() : memref<i32>
      %alloca_106 = memref.alloca() : memref<i32>
      %alloca_107 = memref.alloca() : memref<i32>
      %alloca_108 = memref.alloca() : memref<i16>
      %alloca_109 = memref.alloca() : memref<i16>
      %alloca_110 = memref.alloca() : memref<i16>
      %alloca_111 = memref.alloca() : memref<i16>
      %alloca_112 = memref.alloca() : memref<i16>
      %alloca_113 = memref.alloca() : memref<i16>
      %alloca_114 = memref.alloca() : memref<i32>
      %alloca_115 = memref.alloca() : memref<i32>
      %alloca_116 = memref.alloca() : memref<i32>
      %alloca_117 = memref.alloca() : memref<i32>
      %alloca_118 = memref.alloca() : memref<i32>
      %alloca_119 = memref.alloca() : memref<i32>
      %alloca_120 = memref.alloca() : memref<i32>
      %alloca_121 = memref.alloca() : memref<i32>
      %alloca_122 = memref.alloca() : memref<i32>
      %alloca_123 = memref.alloca() : memref<i32>
      %alloca_124 = memref.alloca() : memref<i32>
      %alloca_125 = memref.alloca() : memref<i32>
      %alloca_126 = memref.alloca() : memref<i8>
      %alloca_127 = memref.alloca() : memref<i8>
      %alloca_128 = memref.alloca() : memref<i8>
      %alloca_129 = memref.alloca() : memref<i8>
      %alloca_130 = memref.alloca() : memref<i8>
      %alloca_131 = memref.alloca() : memref<i8>
      %thread_id_x = gpu.thread_id  x
      %288 = arith.index_cast %thread_id_x : index to i64
      %c8_i64 = arith.constant 8 : i64
      %289 = arith.minsi %288, %c8_i64 : i64
      %thread_id_x_132 = gpu.thread_id  x
      %290 = arith.index_cast %thread_id_x_132 : index to i64
      %c8_i64_133 = arith.constant 8 : i64
      %291 = arith.addi %290, %c8_i64_133 : i64
      %c8_i64_134 = arith.constant 8 : i64
      %292 = arith.minsi %291, %c8_i64_134 : i64
      %thread_id_y = gpu.thread_id  y
      %293 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_135 = gpu.thread_id  y
      %294 = arith.index_cast %thread_id_y_135 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %295 = arith.addi %294, %c2_i64 : i64
      %thread_id_y_136 = gpu.thread_id  y
      %296 = arith.index_cast %thread_id_y_136 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %297 = arith.addi %296, %c4_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_137 = arith.constant 0.000000e+00 : f32
      memref.store %cst_137, %alloca_85[] : memref<f32>
      %cst_138 = arith.constant 0.000000e+00 : f32
      memref.store %cst_138, %alloca_86[] : memref<f32>
      %cst_139 = arith.constant 0.000000e+00 : f32
      memref.store %cst_139, %alloca_87[] : memref<f32>
      %cst_140 = arith.constant 0.000000e+00 : f32
      memref.store %cst_140, %alloca_88[] : memref<f32>
      %cst_141 = arith.constant 0.000000e+00 : f32
      memref.store %cst_141, %alloca_89[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c4_i64_142 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64 to %c4_i64_142 step %c1_i64  : i64 {
        %c9_i64_288 = arith.constant 9 : i64
        %384 = arith.muli %arg19, %c9_i64_288 : i64
        %385 = arith.addi %289, %384 : i64
        %386 = llvm.getelementptr %253[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %387 = llvm.load %386 : !llvm.ptr<1> -> f32
        %c9_i64_289 = arith.constant 9 : i64
        %388 = arith.muli %arg19, %c9_i64_289 : i64
        %389 = arith.addi %292, %388 : i64
        %390 = llvm.getelementptr %253[%389] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %391 = llvm.load %390 : !llvm.ptr<1> -> f32
        %c4_i64_290 = arith.constant 4 : i64
        %392 = arith.muli %293, %c4_i64_290 : i64
        %393 = arith.addi %arg19, %392 : i64
        %394 = llvm.getelementptr %255[%393] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %395 = llvm.load %394 : !llvm.ptr<1> -> f32
        %c4_i64_291 = arith.constant 4 : i64
        %396 = arith.muli %295, %c4_i64_291 : i64
        %397 = arith.addi %arg19, %396 : i64
        %398 = llvm.getelementptr %255[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %399 = llvm.load %398 : !llvm.ptr<1> -> f32
        %c4_i64_292 = arith.constant 4 : i64
        %400 = arith.muli %297, %c4_i64_292 : i64
        %401 = arith.addi %arg19, %400 : i64
        %402 = llvm.getelementptr %255[%401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %403 = llvm.load %402 : !llvm.ptr<1> -> f32
        %404 = memref.load %alloca[] : memref<f32>
        %405 = llvm.intr.fma(%387, %395, %404) : (f32, f32, f32) -> f32
        memref.store %405, %alloca[] : memref<f32>
        %406 = memref.load %alloca_85[] : memref<f32>
        %407 = llvm.intr.fma(%387, %399, %406) : (f32, f32, f32) -> f32
        memref.store %407, %alloca_85[] : memref<f32>
        %408 = memref.load %alloca_86[] : memref<f32>
        %409 = llvm.intr.fma(%387, %403, %408) : (f32, f32, f32) -> f32
        memref.store %409, %alloca_86[] : memref<f32>
        %410 = memref.load %alloca_87[] : memref<f32>
        %411 = llvm.intr.fma(%391, %395, %410) : (f32, f32, f32) -> f32
        memref.store %411, %alloca_87[] : memref<f32>
        %412 = memref.load %alloca_88[] : memref<f32>
        %413 = llvm.intr.fma(%391, %399, %412) : (f32, f32, f32) -> f32
        memref.store %413, %alloca_88[] : memref<f32>
        %414 = memref.load %alloca_89[] : memref<f32>
        %415 = llvm.intr.fma(%391, %403, %414) : (f32, f32, f32) -> f32
        memref.store %415, %alloca_89[] : memref<f32>
      }
      %c9_i64 = arith.constant 9 : i64
      %298 = arith.cmpi slt, %288, %c9_i64 : i64
      scf.if %298 {
        %cst_288 = arith.constant 5.000000e-01 : f64
        %c9_i64_289 = arith.constant 9 : i64
        %384 = arith.muli %293, %c9_i64_289 : i64
        %385 = arith.addi %288, %384 : i64
        %386 = llvm.getelementptr %257[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %387 = llvm.load %386 : !llvm.ptr<1> -> f32
        %388 = arith.extf %387 : f32 to f64
        %389 = memref.load %alloca[] : memref<f32>
        %390 = arith.extf %389 : f32 to f64
        %391 = arith.mulf %arg0, %390 : f64
        %392 = llvm.intr.fma(%cst_288, %388, %391) : (f64, f64, f64) -> f64
        %393 = arith.truncf %392 : f64 to f32
        %c9_i64_290 = arith.constant 9 : i64
        %394 = arith.muli %293, %c9_i64_290 : i64
        %395 = arith.addi %288, %394 : i64
        %396 = llvm.getelementptr %257[%395] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %393, %396 : f32, !llvm.ptr<1>
        %cst_291 = arith.constant 5.000000e-01 : f64
        %c9_i64_292 = arith.constant 9 : i64
        %397 = arith.muli %295, %c9_i64_292 : i64
        %398 = arith.addi %288, %397 : i64
        %399 = llvm.getelementptr %257[%398] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %400 = llvm.load %399 : !llvm.ptr<1> -> f32
        %401 = arith.extf %400 : f32 to f64
        %402 = memref.load %alloca_85[] : memref<f32>
        %403 = arith.extf %402 : f32 to f64
        %404 = arith.mulf %arg0, %403 : f64
        %405 = llvm.intr.fma(%cst_291, %401, %404) : (f64, f64, f64) -> f64
        %406 = arith.truncf %405 : f64 to f32
        %c9_i64_293 = arith.constant 9 : i64
        %407 = arith.muli %295, %c9_i64_293 : i64
        %408 = arith.addi %288, %407 : i64
        %409 = llvm.getelementptr %257[%408] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %406, %409 : f32, !llvm.ptr<1>
        %cst_294 = arith.constant 5.000000e-01 : f64
        %c9_i64_295 = arith.constant 9 : i64
        %410 = arith.muli %297, %c9_i64_295 : i64
        %411 = arith.addi %288, %410 : i64
        %412 = llvm.getelementptr %257[%411] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %413 = llvm.load %412 : !llvm.ptr<1> -> f32
        %414 = arith.extf %413 : f32 to f64
        %415 = memref.load %alloca_86[] : memref<f32>
        %416 = arith.extf %415 : f32 to f64
        %417 = arith.mulf %arg0, %416 : f64
        %418 = llvm.intr.fma(%cst_294, %414, %417) : (f64, f64, f64) -> f64
        %419 = arith.truncf %418 : f64 to f32
        %c9_i64_296 = arith.constant 9 : i64
        %420 = arith.muli %297, %c9_i64_296 : i64
        %421 = arith.addi %288, %420 : i64
        %422 = llvm.getelementptr %257[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %419, %422 : f32, !llvm.ptr<1>
      }
      %c9_i64_143 = arith.constant 9 : i64
      %299 = arith.cmpi slt, %291, %c9_i64_143 : i64
      scf.if %299 {
        %cst_288 = arith.constant 5.000000e-01 : f64
        %c9_i64_289 = arith.constant 9 : i64
        %384 = arith.muli %293, %c9_i64_289 : i64
        %385 = arith.addi %291, %384 : i64
        %386 = llvm.getelementptr %257[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %387 = llvm.load %386 : !llvm.ptr<1> -> f32
        %388 = arith.extf %387 : f32 to f64
        %389 = memref.load %alloca_87[] : memref<f32>
        %390 = arith.extf %389 : f32 to f64
        %391 = arith.mulf %arg0, %390 : f64
        %392 = llvm.intr.fma(%cst_288, %388, %391) : (f64, f64, f64) -> f64
        %393 = arith.truncf %392 : f64 to f32
        %c9_i64_290 = arith.constant 9 : i64
        %394 = arith.muli %293, %c9_i64_290 : i64
        %395 = arith.addi %291, %394 : i64
        %396 = llvm.getelementptr %257[%395] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %393, %396 : f32, !llvm.ptr<1>
        %cst_291 = arith.constant 5.000000e-01 : f64
        %c9_i64_292 = arith.constant 9 : i64
        %397 = arith.muli %295, %c9_i64_292 : i64
        %398 = arith.addi %291, %397 : i64
        %399 = llvm.getelementptr %257[%398] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %400 = llvm.load %399 : !llvm.ptr<1> -> f32
        %401 = arith.extf %400 : f32 to f64
        %402 = memref.load %alloca_88[] : memref<f32>
        %403 = arith.extf %402 : f32 to f64
        %404 = arith.mulf %arg0, %403 : f64
        %405 = llvm.intr.fma(%cst_291, %401, %404) : (f64, f64, f64) -> f64
        %406 = arith.truncf %405 : f64 to f32
        %c9_i64_293 = arith.constant 9 : i64
        %407 = arith.muli %295, %c9_i64_293 : i64
        %408 = arith.addi %291, %407 : i64
        %409 = llvm.getelementptr %257[%408] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %406, %409 : f32, !llvm.ptr<1>
        %cst_294 = arith.constant 5.000000e-01 : f64
        %c9_i64_295 = arith.constant 9 : i64
        %410 = arith.muli %297, %c9_i64_295 : i64
        %411 = arith.addi %291, %410 : i64
        %412 = llvm.getelementptr %257[%411] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %413 = llvm.load %412 : !llvm.ptr<1> -> f32
        %414 = arith.extf %413 : f32 to f64
        %415 = memref.load %alloca_89[] : memref<f32>
        %416 = arith.extf %415 : f32 to f64
        %417 = arith.mulf %arg0, %416 : f64
        %418 = llvm.intr.fma(%cst_294, %414, %417) : (f64, f64, f64) -> f64
        %419 = arith.truncf %418 : f64 to f32
        %c9_i64_296 = arith.constant 9 : i64
        %420 = arith.muli %297, %c9_i64_296 : i64
        %421 = arith.addi %291, %420 : i64
        %422 = llvm.getelementptr %257[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %419, %422 : f32, !llvm.ptr<1>
      }
      %thread_id_x_144 = gpu.thread_id  x
      %300 = arith.index_cast %thread_id_x_144 : index to i64
      %c8_i64_145 = arith.constant 8 : i64
      %301 = arith.minsi %300, %c8_i64_145 : i64
      %thread_id_x_146 = gpu.thread_id  x
      %302 = arith.index_cast %thread_id_x_146 : index to i64
      %c8_i64_147 = arith.constant 8 : i64
      %303 = arith.addi %302, %c8_i64_147 : i64
      %c8_i64_148 = arith.constant 8 : i64
      %304 = arith.minsi %303, %c8_i64_148 : i64
      %thread_id_y_149 = gpu.thread_id  y
      %305 = arith.index_cast %thread_id_y_149 : index to i64
      %thread_id_y_150 = gpu.thread_id  y
      %306 = arith.index_cast %thread_id_y_150 : index to i64
      %c2_i64_151 = arith.constant 2 : i64
      %307 = arith.addi %306, %c2_i64_151 : i64
      %thread_id_y_152 = gpu.thread_id  y
      %308 = arith.index_cast %thread_id_y_152 : index to i64
      %c4_i64_153 = arith.constant 4 : i64
      %309 = arith.addi %308, %c4_i64_153 : i64
      %cst_154 = arith.constant 0.000000e+00 : f64
      memref.store %cst_154, %alloca_90[] : memref<f64>
      %cst_155 = arith.constant 0.000000e+00 : f64
      memref.store %cst_155, %alloca_91[] : memref<f64>
      %cst_156 = arith.constant 0.000000e+00 : f64
      memref.store %cst_156, %alloca_92[] : memref<f64>
      %cst_157 = arith.constant 0.000000e+00 : f64
      memref.store %cst_157, %alloca_93[] : memref<f64>
      %cst_158 = arith.constant 0.000000e+00 : f64
      memref.store %cst_158, %alloca_94[] : memref<f64>
      %cst_159 = arith.constant 0.000000e+00 : f64
      memref.store %cst_159, %alloca_95[] : memref<f64>
      %c0_i64_160 = arith.constant 0 : i64
      %c4_i64_161 = arith.constant 4 : i64
      %c1_i64_162 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_160 to %c4_i64_161 step %c1_i64_162  : i64 {
        %c9_i64_288 = arith.constant 9 : i64
        %384 = arith.muli %arg19, %c9_i64_288 : i64
        %385 = arith.addi %301, %384 : i64
        %386 = llvm.getelementptr %253[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %387 = llvm.load %386 : !llvm.ptr<1> -> f32
        %c9_i64_289 = arith.constant 9 : i64
        %388 = arith.muli %arg19, %c9_i64_289 : i64
        %389 = arith.addi %304, %388 : i64
        %390 = llvm.getelementptr %253[%389] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %391 = llvm.load %390 : !llvm.ptr<1> -> f32
        %c4_i64_290 = arith.constant 4 : i64
        %392 = arith.muli %305, %c4_i64_290 : i64
        %393 = arith.addi %arg19, %392 : i64
        %394 = llvm.getelementptr %259[%393] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %395 = llvm.load %394 : !llvm.ptr<1> -> f64
        %c4_i64_291 = arith.constant 4 : i64
        %396 = arith.muli %307, %c4_i64_291 : i64
        %397 = arith.addi %arg19, %396 : i64
        %398 = llvm.getelementptr %259[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %399 = llvm.load %398 : !llvm.ptr<1> -> f64
        %c4_i64_292 = arith.constant 4 : i64
        %400 = arith.muli %309, %c4_i64_292 : i64
        %401 = arith.addi %arg19, %400 : i64
        %402 = llvm.getelementptr %259[%401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %403 = llvm.load %402 : !llvm.ptr<1> -> f64
        %404 = arith.extf %387 : f32 to f64
        %405 = memref.load %alloca_90[] : memref<f64>
        %406 = llvm.intr.fma(%404, %395, %405) : (f64, f64, f64) -> f64
        memref.store %406, %alloca_90[] : memref<f64>
        %407 = arith.extf %387 : f32 to f64
        %408 = memref.load %alloca_91[] : memref<f64>
        %409 = llvm.intr.fma(%407, %399, %408) : (f64, f64, f64) -> f64
        memref.store %409, %alloca_91[] : memref<f64>
        %410 = arith.extf %387 : f32 to f64
        %411 = memref.load %alloca_92[] : memref<f64>
        %412 = llvm.intr.fma(%410, %403, %411) : (f64, f64, f64) -> f64
        memref.store %412, %alloca_92[] : memref<f64>
        %413 = arith.extf %391 : f32 to f64
        %414 = memref.load %alloca_93[] : memref<f64>
        %415 = llvm.intr.fma(%413, %395, %414) : (f64, f64, f64) -> f64
        memref.store %415, %alloca_93[] : memref<f64>
        %416 = arith.extf %391 : f32 to f64
        %417 = memref.load %alloca_94[] : memref<f64>
        %418 = llvm.intr.fma(%416, %399, %417) : (f64, f64, f64) -> f64
        memref.store %418, %alloca_94[] : memref<f64>
        %419 = arith.extf %391 : f32 to f64
        %420 = memref.load %alloca_95[] : memref<f64>
        %421 = llvm.intr.fma(%419, %403, %420) : (f64, f64, f64) -> f64
        memref.store %421, %alloca_95[] : memref<f64>
      }
      %c9_i64_163 = arith.constant 9 : i64
      %310 = arith.cmpi slt, %300, %c9_i64_163 : i64
      scf.if %310 {
        %384 = memref.load %alloca_90[] : memref<f64>
        %c9_i64_288 = arith.constant 9 : i64
        %385 = arith.muli %305, %c9_i64_288 : i64
        %386 = arith.addi %300, %385 : i64
        %387 = llvm.getelementptr %261[%386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %384, %387 : f64, !llvm.ptr<1>
        %388 = memref.load %alloca_91[] : memref<f64>
        %c9_i64_289 = arith.constant 9 : i64
        %389 = arith.muli %307, %c9_i64_289 : i64
        %390 = arith.addi %300, %389 : i64
        %391 = llvm.getelementptr %261[%390] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %388, %391 : f64, !llvm.ptr<1>
        %392 = memref.load %alloca_92[] : memref<f64>
        %c9_i64_290 = arith.constant 9 : i64
        %393 = arith.muli %309, %c9_i64_290 : i64
        %394 = arith.addi %300, %393 : i64
        %395 = llvm.getelementptr %261[%394] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %392, %395 : f64, !llvm.ptr<1>
      }
      %c9_i64_164 = arith.constant 9 : i64
      %311 = arith.cmpi slt, %303, %c9_i64_164 : i64
      scf.if %311 {
        %384 = memref.load %alloca_93[] : memref<f64>
        %c9_i64_288 = arith.constant 9 : i64
        %385 = arith.muli %305, %c9_i64_288 : i64
        %386 = arith.addi %303, %385 : i64
        %387 = llvm.getelementptr %261[%386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %384, %387 : f64, !llvm.ptr<1>
        %388 = memref.load %alloca_94[] : memref<f64>
        %c9_i64_289 = arith.constant 9 : i64
        %389 = arith.muli %307, %c9_i64_289 : i64
        %390 = arith.addi %303, %389 : i64
        %391 = llvm.getelementptr %261[%390] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %388, %391 : f64, !llvm.ptr<1>
        %392 = memref.load %alloca_95[] : memref<f64>
        %c9_i64_290 = arith.constant 9 : i64
        %393 = arith.muli %309, %c9_i64_290 : i64
        %394 = arith.addi %303, %393 : i64
        %395 = llvm.getelementptr %261[%394] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %392, %395 : f64, !llvm.ptr<1>
      }
      %thread_id_x_165 = gpu.thread_id  x
      %312 = arith.index_cast %thread_id_x_165 : index to i64
      %c8_i64_166 = arith.constant 8 : i64
      %313 = arith.minsi %312, %c8_i64_166 : i64
      %thread_id_x_167 = gpu.thread_id  x
      %314 = arith.index_cast %thread_id_x_167 : index to i64
      %c8_i64_168 = arith.constant 8 : i64
      %315 = arith.addi %314, %c8_i64_168 : i64
      %c8_i64_169 = arith.constant 8 : i64
      %316 = arith.minsi %315, %c8_i64_169 : i64
      %thread_id_y_170 = gpu.thread_id  y
      %317 = arith.index_cast %thread_id_y_170 : index to i64
      %thread_id_y_171 = gpu.thread_id  y
      %318 = arith.index_cast %thread_id_y_171 : index to i64
      %c2_i64_172 = arith.constant 2 : i64
      %319 = arith.addi %318, %c2_i64_172 : i64
      %thread_id_y_173 = gpu.thread_id  y
      %320 = arith.index_cast %thread_id_y_173 : index to i64
      %c4_i64_174 = arith.constant 4 : i64
      %321 = arith.addi %320, %c4_i64_174 : i64
      %cst_175 = arith.constant 0.000000e+00 : f32
      memref.store %cst_175, %alloca_96[] : memref<f32>
      %cst_176 = arith.constant 0.000000e+00 : f32
      memref.store %cst_176, %alloca_97[] : memref<f32>
      %cst_177 = arith.constant 0.000000e+00 : f32
      memref.store %cst_177, %alloca_98[] : memref<f32>
      %cst_178 = arith.constant 0.000000e+00 : f32
      memref.store %cst_178, %alloca_99[] : memref<f32>
      %cst_179 = arith.constant 0.000000e+00 : f32
      memref.store %cst_179, %alloca_100[] : memref<f32>
      %cst_180 = arith.constant 0.000000e+00 : f32
      memref.store %cst_180, %alloca_101[] : memref<f32>
      %c0_i64_181 = arith.constant 0 : i64
      %c4_i64_182 = arith.constant 4 : i64
      %c1_i64_183 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_181 to %c4_i64_182 step %c1_i64_183  : i64 {
        %c9_i64_288 = arith.constant 9 : i64
        %384 = arith.muli %arg19, %c9_i64_288 : i64
        %385 = arith.addi %313, %384 : i64
        %386 = llvm.getelementptr %263[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %387 = llvm.load %386 : !llvm.ptr<1> -> i32
        %c9_i64_289 = arith.constant 9 : i64
        %388 = arith.muli %arg19, %c9_i64_289 : i64
        %389 = arith.addi %316, %388 : i64
        %390 = llvm.getelementptr %263[%389] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %391 = llvm.load %390 : !llvm.ptr<1> -> i32
        %c4_i64_290 = arith.constant 4 : i64
        %392 = arith.muli %317, %c4_i64_290 : i64
        %393 = arith.addi %arg19, %392 : i64
        %394 = llvm.getelementptr %265[%393] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %395 = llvm.load %394 : !llvm.ptr<1> -> i32
        %c4_i64_291 = arith.constant 4 : i64
        %396 = arith.muli %319, %c4_i64_291 : i64
        %397 = arith.addi %arg19, %396 : i64
        %398 = llvm.getelementptr %265[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %399 = llvm.load %398 : !llvm.ptr<1> -> i32
        %c4_i64_292 = arith.constant 4 : i64
        %400 = arith.muli %321, %c4_i64_292 : i64
        %401 = arith.addi %arg19, %400 : i64
        %402 = llvm.getelementptr %265[%401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %403 = llvm.load %402 : !llvm.ptr<1> -> i32
        %404 = memref.load %alloca_96[] : memref<f32>
        %405 = arith.muli %387, %395 : i32
        %406 = arith.sitofp %405 : i32 to f32
        %407 = arith.addf %404, %406 : f32
        memref.store %407, %alloca_96[] : memref<f32>
        %408 = memref.load %alloca_97[] : memref<f32>
        %409 = arith.muli %387, %399 : i32
        %410 = arith.sitofp %409 : i32 to f32
        %411 = arith.addf %408, %410 : f32
        memref.store %411, %alloca_97[] : memref<f32>
        %412 = memref.load %alloca_98[] : memref<f32>
        %413 = arith.muli %387, %403 : i32
        %414 = arith.sitofp %413 : i32 to f32
        %415 = arith.addf %412, %414 : f32
        memref.store %415, %alloca_98[] : memref<f32>
        %416 = memref.load %alloca_99[] : memref<f32>
        %417 = arith.muli %391, %395 : i32
        %418 = arith.sitofp %417 : i32 to f32
        %419 = arith.addf %416, %418 : f32
        memref.store %419, %alloca_99[] : memref<f32>
        %420 = memref.load %alloca_100[] : memref<f32>
        %421 = arith.muli %391, %399 : i32
        %422 = arith.sitofp %421 : i32 to f32
        %423 = arith.addf %420, %422 : f32
        memref.store %423, %alloca_100[] : memref<f32>
        %424 = memref.load %alloca_101[] : memref<f32>
        %425 = arith.muli %391, %403 : i32
        %426 = arith.sitofp %425 : i32 to f32
        %427 = arith.addf %424, %426 : f32
        memref.store %427, %alloca_101[] : memref<f32>
      }
      %c9_i64_184 = arith.constant 9 : i64
      %322 = arith.cmpi slt, %312, %c9_i64_184 : i64
      scf.if %322 {
        %cst_288 = arith.constant 2.500000e-01 : f32
        %c9_i64_289 = arith.constant 9 : i64
        %384 = arith.muli %317, %c9_i64_289 : i64
        %385 = arith.addi %312, %384 : i64
        %386 = llvm.getelementptr %267[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %387 = llvm.load %386 : !llvm.ptr<1> -> f32
        %388 = memref.load %alloca_96[] : memref<f32>
        %389 = llvm.intr.fma(%cst_288, %387, %388) : (f32, f32, f32) -> f32
        %c9_i64_290 = arith.constant 9 : i64
        %390 = arith.muli %317, %c9_i64_290 : i64
        %391 = arith.addi %312, %390 : i64
        %392 = llvm.getelementptr %267[%391] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %389, %392 : f32, !llvm.ptr<1>
        %cst_291 = arith.constant 2.500000e-01 : f32
        %c9_i64_292 = arith.constant 9 : i64
        %393 = arith.muli %319, %c9_i64_292 : i64
        %394 = arith.addi %312, %393 : i64
        %395 = llvm.getelementptr %267[%394] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %396 = llvm.load %395 : !llvm.ptr<1> -> f32
        %397 = memref.load %alloca_97[] : memref<f32>
        %398 = llvm.intr.fma(%cst_291, %396, %397) : (f32, f32, f32) -> f32
        %c9_i64_293 = arith.constant 9 : i64
        %399 = arith.muli %319, %c9_i64_293 : i64
        %400 = arith.addi %312, %399 : i64
        %401 = llvm.getelementptr %267[%400] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %398, %401 : f32, !llvm.ptr<1>
        %cst_294 = arith.constant 2.500000e-01 : f32
        %c9_i64_295 = arith.constant 9 : i64
        %402 = arith.muli %321, %c9_i64_295 : i64
        %403 = arith.addi %312, %402 : i64
        %404 = llvm.getelementptr %267[%403] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %405 = llvm.load %404 : !llvm.ptr<1> -> f32
        %406 = memref.load %alloca_98[] : memref<f32>
        %407 = llvm.intr.fma(%cst_294, %405, %406) : (f32, f32, f32) -> f32
        %c9_i64_296 = arith.constant 9 : i64
        %408 = arith.muli %321, %c9_i64_296 : i64
        %409 = arith.addi %312, %408 : i64
        %410 = llvm.getelementptr %267[%409] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %407, %410 : f32, !llvm.ptr<1>
      }
      %c9_i64_185 = arith.constant 9 : i64
      %323 = arith.cmpi slt, %315, %c9_i64_185 : i64
      scf.if %323 {
        %cst_288 = arith.constant 2.500000e-01 : f32
        %c9_i64_289 = arith.constant 9 : i64
        %384 = arith.muli %317, %c9_i64_289 : i64
        %385 = arith.addi %315, %384 : i64
        %386 = llvm.getelementptr %267[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %387 = llvm.load %386 : !llvm.ptr<1> -> f32
        %388 = memref.load %alloca_99[] : memref<f32>
        %389 = llvm.intr.fma(%cst_288, %387, %388) : (f32, f32, f32) -> f32
        %c9_i64_290 = arith.constant 9 : i64
        %390 = arith.muli %317, %c9_i64_290 : i64
        %391 = arith.addi %315, %390 : i64
        %392 = llvm.getelementptr %267[%391] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %389, %392 : f32, !llvm.ptr<1>
        %cst_291 = arith.constant 2.500000e-01 : f32
        %c9_i64_292 = arith.constant 9 : i64
        %393 = arith.muli %319, %c9_i64_292 : i64
        %394 = arith.addi %315, %393 : i64
        %395 = llvm.getelementptr %267[%394] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %396 = llvm.load %395 : !llvm.ptr<1> -> f32
        %397 = memref.load %alloca_100[] : memref<f32>
        %398 = llvm.intr.fma(%cst_291, %396, %397) : (f32, f32, f32) -> f32
        %c9_i64_293 = arith.constant 9 : i64
        %399 = arith.muli %319, %c9_i64_293 : i64
        %400 = arith.addi %315, %399 : i64
        %401 = llvm.getelementptr %267[%400] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %398, %401 : f32, !llvm.ptr<1>
        %cst_294 = arith.constant 2.500000e-01 : f32
        %c9_i64_295 = arith.constant 9 : i64
        %402 = arith.muli %321, %c9_i64_295 : i64
        %403 = arith.addi %315, %402 : i64
        %404 = llvm.getelementptr %267[%403] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %405 = llvm.load %404 : !llvm.ptr<1> -> f32
        %406 = memref.load %alloca_101[] : memref<f32>
        %407 = llvm.intr.fma(%cst_294, %405, %406) : (f32, f32, f32) -> f32
        %c9_i64_296 = arith.constant 9 : i64
        %408 = arith.muli %321, %c9_i64_296 : i64
        %409 = arith.addi %315, %408 : i64
        %410 = llvm.getelementptr %267[%409] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %407, %410 : f32, !llvm.ptr<1>
      }
      %thread_id_x_186 = gpu.thread_id  x
      %324 = arith.index_cast %thread_id_x_186 : index to i64
      %c8_i64_187 = arith.constant 8 : i64
      %325 = arith.minsi %324, %c8_i64_187 : i64
      %thread_id_x_188 = gpu.thread_id  x
      %326 = arith.index_cast %thread_id_x_188 : index to i64
      %c8_i64_189 = arith.constant 8 : i64
      %327 = arith.addi %326, %c8_i64_189 : i64
      %c8_i64_190 = arith.constant 8 : i64
      %328 = arith.minsi %327, %c8_i64_190 : i64
      %thread_id_y_191 = gpu.thread_id  y
      %329 = arith.index_cast %thread_id_y_191 : index to i64
      %thread_id_y_192 = gpu.thread_id  y
      %330 = arith.index_cast %thread_id_y_192 : index to i64
      %c2_i64_193 = arith.constant 2 : i64
      %331 = arith.addi %330, %c2_i64_193 : i64
      %thread_id_y_194 = gpu.thread_id  y
      %332 = arith.index_cast %thread_id_y_194 : index to i64
      %c4_i64_195 = arith.constant 4 : i64
      %333 = arith.addi %332, %c4_i64_195 : i64
      %c0_i32 = arith.constant 0 : i32
      memref.store %c0_i32, %alloca_102[] : memref<i32>
      %c0_i32_196 = arith.constant 0 : i32
      memref.store %c0_i32_196, %alloca_103[] : memref<i32>
      %c0_i32_197 = arith.constant 0 : i32
      memref.store %c0_i32_197, %alloca_104[] : memref<i32>
      %c0_i32_198 = arith.constant 0 : i32
      memref.store %c0_i32_198, %alloca_105[] : memref<i32>
      %c0_i32_199 = arith.constant 0 : i32
      memref.store %c0_i32_199, %alloca_106[] : memref<i32>
      %c0_i32_200 = arith.constant 0 : i32
      memref.store %c0_i32_200, %alloca_107[] : memref<i32>
      %c0_i64_201 = arith.constant 0 : i64
      %c4_i64_202 = arith.constant 4 : i64
      %c1_i64_203 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_201 to %c4_i64_202 step %c1_i64_203  : i64 {
        %c9_i64_288 = arith.constant 9 : i64
        %384 = arith.muli %arg19, %c9_i64_288 : i64
        %385 = arith.addi %325, %384 : i64
        %386 = llvm.getelementptr %269[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %387 = llvm.load %386 : !llvm.ptr<1> -> i8
        %c9_i64_289 = arith.constant 9 : i64
        %388 = arith.muli %arg19, %c9_i64_289 : i64
        %389 = arith.addi %328, %388 : i64
        %390 = llvm.getelementptr %269[%389] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %391 = llvm.load %390 : !llvm.ptr<1> -> i8
        %c4_i64_290 = arith.constant 4 : i64
        %392 = arith.muli %329, %c4_i64_290 : i64
        %393 = arith.addi %arg19, %392 : i64
        %394 = llvm.getelementptr %271[%393] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %395 = llvm.load %394 : !llvm.ptr<1> -> i16
        %c4_i64_291 = arith.constant 4 : i64
        %396 = arith.muli %331, %c4_i64_291 : i64
        %397 = arith.addi %arg19, %396 : i64
        %398 = llvm.getelementptr %271[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %399 = llvm.load %398 : !llvm.ptr<1> -> i16
        %c4_i64_292 = arith.constant 4 : i64
        %400 = arith.muli %333, %c4_i64_292 : i64
        %401 = arith.addi %arg19, %400 : i64
        %402 = llvm.getelementptr %271[%401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %403 = llvm.load %402 : !llvm.ptr<1> -> i16
        %404 = memref.load %alloca_102[] : memref<i32>
        %405 = arith.extsi %387 : i8 to i16
        %406 = arith.muli %405, %395 : i16
        %407 = arith.extsi %406 : i16 to i32
        %408 = arith.addi %404, %407 : i32
        memref.store %408, %alloca_102[] : memref<i32>
        %409 = memref.load %alloca_103[] : memref<i32>
        %410 = arith.extsi %387 : i8 to i16
        %411 = arith.muli %410, %399 : i16
        %412 = arith.extsi %411 : i16 to i32
        %413 = arith.addi %409, %412 : i32
        memref.store %413, %alloca_103[] : memref<i32>
        %414 = memref.load %alloca_104[] : memref<i32>
        %415 = arith.extsi %387 : i8 to i16
        %416 = arith.muli %415, %403 : i16
        %417 = arith.extsi %416 : i16 to i32
        %418 = arith.addi %414, %417 : i32
        memref.store %418, %alloca_104[] : memref<i32>
        %419 = memref.load %alloca_105[] : memref<i32>
        %420 = arith.extsi %391 : i8 to i16
        %421 = arith.muli %420, %395 : i16
        %422 = arith.extsi %421 : i16 to i32
        %423 = arith.addi %419, %422 : i32
        memref.store %423, %alloca_105[] : memref<i32>
        %424 = memref.load %alloca_106[] : memref<i32>
        %425 = arith.extsi %391 : i8 to i16
        %426 = arith.muli %425, %399 : i16
        %427 = arith.extsi %426 : i16 to i32
        %428 = arith.addi %424, %427 : i32
        memref.store %428, %alloca_106[] : memref<i32>
        %429 = memref.load %alloca_107[] : memref<i32>
        %430 = arith.extsi %391 : i8 to i16
        %431 = arith.muli %430, %403 : i16
        %432 = arith.extsi %431 : i16 to i32
        %433 = arith.addi %429, %432 : i32
        memref.store %433, %alloca_107[] : memref<i32>
      }
      %c9_i64_204 = arith.constant 9 : i64
      %334 = arith.cmpi slt, %324, %c9_i64_204 : i64
      scf.if %334 {
        %c9_i64_288 = arith.constant 9 : i64
        %384 = arith.muli %329, %c9_i64_288 : i64
        %385 = arith.addi %324, %384 : i64
        %386 = llvm.getelementptr %273[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %387 = llvm.load %386 : !llvm.ptr<1> -> i32
        %388 = memref.load %alloca_102[] : memref<i32>
        %389 = arith.addi %387, %388 : i32
        %c9_i64_289 = arith.constant 9 : i64
        %390 = arith.muli %329, %c9_i64_289 : i64
        %391 = arith.addi %324, %390 : i64
        %392 = llvm.getelementptr %273[%391] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %389, %392 : i32, !llvm.ptr<1>
        %c9_i64_290 = arith.constant 9 : i64
        %393 = arith.muli %331, %c9_i64_290 : i64
        %394 = arith.addi %324, %393 : i64
        %395 = llvm.getelementptr %273[%394] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %396 = llvm.load %395 : !llvm.ptr<1> -> i32
        %397 = memref.load %alloca_103[] : memref<i32>
        %398 = arith.addi %396, %397 : i32
        %c9_i64_291 = arith.constant 9 : i64
        %399 = arith.muli %331, %c9_i64_291 : i64
        %400 = arith.addi %324, %399 : i64
        %401 = llvm.getelementptr %273[%400] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %398, %401 : i32, !llvm.ptr<1>
        %c9_i64_292 = arith.constant 9 : i64
        %402 = arith.muli %333, %c9_i64_292 : i64
        %403 = arith.addi %324, %402 : i64
        %404 = llvm.getelementptr %273[%403] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %405 = llvm.load %404 : !llvm.ptr<1> -> i32
        %406 = memref.load %alloca_104[] : memref<i32>
        %407 = arith.addi %405, %406 : i32
        %c9_i64_293 = arith.constant 9 : i64
        %408 = arith.muli %333, %c9_i64_293 : i64
        %409 = arith.addi %324, %408 : i64
        %410 = llvm.getelementptr %273[%409] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %407, %410 : i32, !llvm.ptr<1>
      }
      %c9_i64_205 = arith.constant 9 : i64
      %335 = arith.cmpi slt, %327, %c9_i64_205 : i64
      scf.if %335 {
        %c9_i64_288 = arith.constant 9 : i64
        %384 = arith.muli %329, %c9_i64_288 : i64
        %385 = arith.addi %327, %384 : i64
        %386 = llvm.getelementptr %273[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %387 = llvm.load %386 : !llvm.ptr<1> -> i32
        %388 = memref.load %alloca_105[] : memref<i32>
        %389 = arith.addi %387, %388 : i32
        %c9_i64_289 = arith.constant 9 : i64
        %390 = arith.muli %329, %c9_i64_289 : i64
        %391 = arith.addi %327, %390 : i64
        %392 = llvm.getelementptr %273[%391] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %389, %392 : i32, !llvm.ptr<1>
        %c9_i64_290 = arith.constant 9 : i64
        %393 = arith.muli %331, %c9_i64_290 : i64
        %394 = arith.addi %327, %393 : i64
        %395 = llvm.getelementptr %273[%394] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %396 = llvm.load %395 : !llvm.ptr<1> -> i32
        %397 = memref.load %alloca_106[] : memref<i32>
        %398 = arith.addi %396, %397 : i32
        %c9_i64_291 = arith.constant 9 : i64
        %399 = arith.muli %331, %c9_i64_291 : i64
        %400 = arith.addi %327, %399 : i64
        %401 = llvm.getelementptr %273[%400] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %398, %401 : i32, !llvm.ptr<1>
        %c9_i64_292 = arith.constant 9 : i64
        %402 = arith.muli %333, %c9_i64_292 : i64
        %403 = arith.addi %327, %402 : i64
        %404 = llvm.getelementptr %273[%403] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %405 = llvm.load %404 : !llvm.ptr<1> -> i32
        %406 = memref.load %alloca_107[] : memref<i32>
        %407 = arith.addi %405, %406 : i32
        %c9_i64_293 = arith.constant 9 : i64
        %408 = arith.muli %333, %c9_i64_293 : i64
        %409 = arith.addi %327, %408 : i64
        %410 = llvm.getelementptr %273[%409] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %407, %410 : i32, !llvm.ptr<1>
      }
      %thread_id_x_206 = gpu.thread_id  x
      %336 = arith.index_cast %thread_id_x_206 : index to i64
      %c8_i64_207 = arith.constant 8 : i64
      %337 = arith.minsi %336, %c8_i64_207 : i64
      %thread_id_x_208 = gpu.thread_id  x
      %338 = arith.index_cast %thread_id_x_208 : index to i64
      %c8_i64_209 = arith.constant 8 : i64
      %339 = arith.addi %338, %c8_i64_209 : i64
      %c8_i64_210 = arith.constant 8 : i64
      %340 = arith.minsi %339, %c8_i64_210 : i64
      %thread_id_y_211 = gpu.thread_id  y
      %341 = arith.index_cast %thread_id_y_211 : index to i64
      %thread_id_y_212 = gpu.thread_id  y
      %342 = arith.index_cast %thread_id_y_212 : index to i64
      %c2_i64_213 = arith.constant 2 : i64
      %343 = arith.addi %342, %c2_i64_213 : i64
      %thread_id_y_214 = gpu.thread_id  y
      %344 = arith.index_cast %thread_id_y_214 : index to i64
      %c4_i64_215 = arith.constant 4 : i64
      %345 = arith.addi %344, %c4_i64_215 : i64
      %c0_i16 = arith.constant 0 : i16
      memref.store %c0_i16, %alloca_108[] : memref<i16>
      %c0_i16_216 = arith.constant 0 : i16
      memref.store %c0_i16_216, %alloca_109[] : memref<i16>
      %c0_i16_217 = arith.constant 0 : i16
      memref.store %c0_i16_217, %alloca_110[] : memref<i16>
      %c0_i16_218 = arith.constant 0 : i16
      memref.store %c0_i16_218, %alloca_111[] : memref<i16>
      %c0_i16_219 = arith.constant 0 : i16
      memref.store %c0_i16_219, %alloca_112[] : memref<i16>
      %c0_i16_220 = arith.constant 0 : i16
      memref.store %c0_i16_220, %alloca_113[] : memref<i16>
      %c0_i64_221 = arith.constant 0 : i64
      %c4_i64_222 = arith.constant 4 : i64
      %c1_i64_223 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_221 to %c4_i64_222 step %c1_i64_223  : i64 {
        %c9_i64_288 = arith.constant 9 : i64
        %384 = arith.muli %arg19, %c9_i64_288 : i64
        %385 = arith.addi %337, %384 : i64
        %386 = llvm.getelementptr %275[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %387 = llvm.load %386 : !llvm.ptr<1> -> i16
        %c9_i64_289 = arith.constant 9 : i64
        %388 = arith.muli %arg19, %c9_i64_289 : i64
        %389 = arith.addi %340, %388 : i64
        %390 = llvm.getelementptr %275[%389] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %391 = llvm.load %390 : !llvm.ptr<1> -> i16
        %c4_i64_290 = arith.constant 4 : i64
        %392 = arith.muli %341, %c4_i64_290 : i64
        %393 = arith.addi %arg19, %392 : i64
        %394 = llvm.getelementptr %277[%393] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %395 = llvm.load %394 : !llvm.ptr<1> -> i16
        %c4_i64_291 = arith.constant 4 : i64
        %396 = arith.muli %343, %c4_i64_291 : i64
        %397 = arith.addi %arg19, %396 : i64
        %398 = llvm.getelementptr %277[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %399 = llvm.load %398 : !llvm.ptr<1> -> i16
        %c4_i64_292 = arith.constant 4 : i64
        %400 = arith.muli %345, %c4_i64_292 : i64
        %401 = arith.addi %arg19, %400 : i64
        %402 = llvm.getelementptr %277[%401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %403 = llvm.load %402 : !llvm.ptr<1> -> i16
        %404 = memref.load %alloca_108[] : memref<i16>
        %405 = arith.muli %387, %395 : i16
        %406 = arith.addi %404, %405 : i16
        memref.store %406, %alloca_108[] : memref<i16>
        %407 = memref.load %alloca_109[] : memref<i16>
        %408 = arith.muli %387, %399 : i16
        %409 = arith.addi %407, %408 : i16
        memref.store %409, %alloca_109[] : memref<i16>
        %410 = memref.load %alloca_110[] : memref<i16>
        %411 = arith.muli %387, %403 : i16
        %412 = arith.addi %410, %411 : i16
        memref.store %412, %alloca_110[] : memref<i16>
        %413 = memref.load %alloca_111[] : memref<i16>
        %414 = arith.muli %391, %395 : i16
        %415 = arith.addi %413, %414 : i16
        memref.store %415, %alloca_111[] : memref<i16>
        %416 = memref.load %alloca_112[] : memref<i16>
        %417 = arith.muli %391, %399 : i16
        %418 = arith.addi %416, %417 : i16
        memref.store %418, %alloca_112[] : memref<i16>
        %419 = memref.load %alloca_113[] : memref<i16>
        %420 = arith.muli %391, %403 : i16
        %421 = arith.addi %419, %420 : i16
        memref.store %421, %alloca_113[] : memref<i16>
      }
      %c9_i64_224 = arith.constant 9 : i64
      %346 = arith.cmpi slt, %336, %c9_i64_224 : i64
      scf.if %346 {
        %c5_i16 = arith.constant 5 : i16
        %384 = memref.load %alloca_108[] : memref<i16>
        %385 = arith.muli %c5_i16, %384 : i16
        %c9_i64_288 = arith.constant 9 : i64
        %386 = arith.muli %341, %c9_i64_288 : i64
        %387 = arith.addi %336, %386 : i64
        %388 = llvm.getelementptr %279[%387] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %385, %388 : i16, !llvm.ptr<1>
        %c5_i16_289 = arith.constant 5 : i16
        %389 = memref.load %alloca_109[] : memref<i16>
        %390 = arith.muli %c5_i16_289, %389 : i16
        %c9_i64_290 = arith.constant 9 : i64
        %391 = arith.muli %343, %c9_i64_290 : i64
        %392 = arith.addi %336, %391 : i64
        %393 = llvm.getelementptr %279[%392] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %390, %393 : i16, !llvm.ptr<1>
        %c5_i16_291 = arith.constant 5 : i16
        %394 = memref.load %alloca_110[] : memref<i16>
        %395 = arith.muli %c5_i16_291, %394 : i16
        %c9_i64_292 = arith.constant 9 : i64
        %396 = arith.muli %345, %c9_i64_292 : i64
        %397 = arith.addi %336, %396 : i64
        %398 = llvm.getelementptr %279[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %395, %398 : i16, !llvm.ptr<1>
      }
      %c9_i64_225 = arith.constant 9 : i64
      %347 = arith.cmpi slt, %339, %c9_i64_225 : i64
      scf.if %347 {
        %c5_i16 = arith.constant 5 : i16
        %384 = memref.load %alloca_111[] : memref<i16>
        %385 = arith.muli %c5_i16, %384 : i16
        %c9_i64_288 = arith.constant 9 : i64
        %386 = arith.muli %341, %c9_i64_288 : i64
        %387 = arith.addi %339, %386 : i64
        %388 = llvm.getelementptr %279[%387] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %385, %388 : i16, !llvm.ptr<1>
        %c5_i16_289 = arith.constant 5 : i16
        %389 = memref.load %alloca_112[] : memref<i16>
        %390 = arith.muli %c5_i16_289, %389 : i16
        %c9_i64_290 = arith.constant 9 : i64
        %391 = arith.muli %343, %c9_i64_290 : i64
        %392 = arith.addi %339, %391 : i64
        %393 = llvm.getelementptr %279[%392] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %390, %393 : i16, !llvm.ptr<1>
        %c5_i16_291 = arith.constant 5 : i16
        %394 = memref.load %alloca_113[] : memref<i16>
        %395 = arith.muli %c5_i16_291, %394 : i16
        %c9_i64_292 = arith.constant 9 : i64
        %396 = arith.muli %345, %c9_i64_292 : i64
        %397 = arith.addi %339, %396 : i64
        %398 = llvm.getelementptr %279[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %395, %398 : i16, !llvm.ptr<1>
      }
      %thread_id_x_226 = gpu.thread_id  x
      %348 = arith.index_cast %thread_id_x_226 : index to i64
      %c8_i64_227 = arith.constant 8 : i64
      %349 = arith.minsi %348, %c8_i64_227 : i64
      %thread_id_x_228 = gpu.thread_id  x
      %350 = arith.index_cast %thread_id_x_228 : index to i64
      %c8_i64_229 = arith.constant 8 : i64
      %351 = arith.addi %350, %c8_i64_229 : i64
      %c8_i64_230 = arith.constant 8 : i64
      %352 = arith.minsi %351, %c8_i64_230 : i64
      %thread_id_y_231 = gpu.thread_id  y
      %353 = arith.index_cast %thread_id_y_231 : index to i64
      %thread_id_y_232 = gpu.thread_id  y
      %354 = arith.index_cast %thread_id_y_232 : index to i64
      %c2_i64_233 = arith.constant 2 : i64
      %355 = arith.addi %354, %c2_i64_233 : i64
      %thread_id_y_234 = gpu.thread_id  y
      %356 = arith.index_cast %thread_id_y_234 : index to i64
      %c4_i64_235 = arith.constant 4 : i64
      %357 = arith.addi %356, %c4_i64_235 : i64
      %c0_i32_236 = arith.constant 0 : i32
      memref.store %c0_i32_236, %alloca_114[] : memref<i32>
      %c0_i32_237 = arith.constant 0 : i32
      memref.store %c0_i32_237, %alloca_115[] : memref<i32>
      %c0_i32_238 = arith.constant 0 : i32
      memref.store %c0_i32_238, %alloca_116[] : memref<i32>
      %c0_i32_239 = arith.constant 0 : i32
      memref.store %c0_i32_239, %alloca_117[] : memref<i32>
      %c0_i32_240 = arith.constant 0 : i32
      memref.store %c0_i32_240, %alloca_118[] : memref<i32>
      %c0_i32_241 = arith.constant 0 : i32
      memref.store %c0_i32_241, %alloca_119[] : memref<i32>
      %c0_i64_242 = arith.constant 0 : i64
      %c4_i64_243 = arith.constant 4 : i64
      %c1_i64_244 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_242 to %c4_i64_243 step %c1_i64_244  : i64 {
        %c9_i64_288 = arith.constant 9 : i64
        %384 = arith.muli %arg19, %c9_i64_288 : i64
        %385 = arith.addi %349, %384 : i64
        %386 = llvm.getelementptr %263[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %387 = llvm.load %386 : !llvm.ptr<1> -> i32
        %c9_i64_289 = arith.constant 9 : i64
        %388 = arith.muli %arg19, %c9_i64_289 : i64
        %389 = arith.addi %352, %388 : i64
        %390 = llvm.getelementptr %263[%389] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %391 = llvm.load %390 : !llvm.ptr<1> -> i32
        %c4_i64_290 = arith.constant 4 : i64
        %392 = arith.muli %353, %c4_i64_290 : i64
        %393 = arith.addi %arg19, %392 : i64
        %394 = llvm.getelementptr %265[%393] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %395 = llvm.load %394 : !llvm.ptr<1> -> i32
        %c4_i64_291 = arith.constant 4 : i64
        %396 = arith.muli %355, %c4_i64_291 : i64
        %397 = arith.addi %arg19, %396 : i64
        %398 = llvm.getelementptr %265[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %399 = llvm.load %398 : !llvm.ptr<1> -> i32
        %c4_i64_292 = arith.constant 4 : i64
        %400 = arith.muli %357, %c4_i64_292 : i64
        %401 = arith.addi %arg19, %400 : i64
        %402 = llvm.getelementptr %265[%401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %403 = llvm.load %402 : !llvm.ptr<1> -> i32
        %404 = memref.load %alloca_114[] : memref<i32>
        %405 = arith.muli %387, %395 : i32
        %406 = arith.addi %404, %405 : i32
        memref.store %406, %alloca_114[] : memref<i32>
        %407 = memref.load %alloca_115[] : memref<i32>
        %408 = arith.muli %387, %399 : i32
        %409 = arith.addi %407, %408 : i32
        memref.store %409, %alloca_115[] : memref<i32>
        %410 = memref.load %alloca_116[] : memref<i32>
        %411 = arith.muli %387, %403 : i32
        %412 = arith.addi %410, %411 : i32
        memref.store %412, %alloca_116[] : memref<i32>
        %413 = memref.load %alloca_117[] : memref<i32>
        %414 = arith.muli %391, %395 : i32
        %415 = arith.addi %413, %414 : i32
        memref.store %415, %alloca_117[] : memref<i32>
        %416 = memref.load %alloca_118[] : memref<i32>
        %417 = arith.muli %391, %399 : i32
        %418 = arith.addi %416, %417 : i32
        memref.store %418, %alloca_118[] : memref<i32>
        %419 = memref.load %alloca_119[] : memref<i32>
        %420 = arith.muli %391, %403 : i32
        %421 = arith.addi %419, %420 : i32
        memref.store %421, %alloca_119[] : memref<i32>
      }
      %c9_i64_245 = arith.constant 9 : i64
      %358 = arith.cmpi slt, %348, %c9_i64_245 : i64
      scf.if %358 {
        %cst_288 = arith.constant 3.000000e+00 : f32
        %c9_i64_289 = arith.constant 9 : i64
        %384 = arith.muli %353, %c9_i64_289 : i64
        %385 = arith.addi %348, %384 : i64
        %386 = llvm.getelementptr %281[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %387 = llvm.load %386 : !llvm.ptr<1> -> i32
        %388 = arith.sitofp %387 : i32 to f32
        %cst_290 = arith.constant 5.000000e-01 : f32
        %389 = memref.load %alloca_114[] : memref<i32>
        %390 = arith.sitofp %389 : i32 to f32
        %391 = arith.mulf %cst_290, %390 : f32
        %392 = llvm.intr.fma(%cst_288, %388, %391) : (f32, f32, f32) -> f32
        %393 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%392) : (f32) -> i32
        %c9_i64_291 = arith.constant 9 : i64
        %394 = arith.muli %353, %c9_i64_291 : i64
        %395 = arith.addi %348, %394 : i64
        %396 = llvm.getelementptr %281[%395] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %393, %396 : i32, !llvm.ptr<1>
        %cst_292 = arith.constant 3.000000e+00 : f32
        %c9_i64_293 = arith.constant 9 : i64
        %397 = arith.muli %355, %c9_i64_293 : i64
        %398 = arith.addi %348, %397 : i64
        %399 = llvm.getelementptr %281[%398] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %400 = llvm.load %399 : !llvm.ptr<1> -> i32
        %401 = arith.sitofp %400 : i32 to f32
        %cst_294 = arith.constant 5.000000e-01 : f32
        %402 = memref.load %alloca_115[] : memref<i32>
        %403 = arith.sitofp %402 : i32 to f32
        %404 = arith.mulf %cst_294, %403 : f32
        %405 = llvm.intr.fma(%cst_292, %401, %404) : (f32, f32, f32) -> f32
        %406 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%405) : (f32) -> i32
        %c9_i64_295 = arith.constant 9 : i64
        %407 = arith.muli %355, %c9_i64_295 : i64
        %408 = arith.addi %348, %407 : i64
        %409 = llvm.getelementptr %281[%408] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %406, %409 : i32, !llvm.ptr<1>
        %cst_296 = arith.constant 3.000000e+00 : f32
        %c9_i64_297 = arith.constant 9 : i64
        %410 = arith.muli %357, %c9_i64_297 : i64
        %411 = arith.addi %348, %410 : i64
        %412 = llvm.getelementptr %281[%411] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %413 = llvm.load %412 : !llvm.ptr<1> -> i32
        %414 = arith.sitofp %413 : i32 to f32
        %cst_298 = arith.constant 5.000000e-01 : f32
        %415 = memref.load %alloca_116[] : memref<i32>
        %416 = arith.sitofp %415 : i32 to f32
        %417 = arith.mulf %cst_298, %416 : f32
        %418 = llvm.intr.fma(%cst_296, %414, %417) : (f32, f32, f32) -> f32
        %419 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%418) : (f32) -> i32
        %c9_i64_299 = arith.constant 9 : i64
        %420 = arith.muli %357, %c9_i64_299 : i64
        %421 = arith.addi %348, %420 : i64
        %422 = llvm.getelementptr %281[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %419, %422 : i32, !llvm.ptr<1>
      }
      %c9_i64_246 = arith.constant 9 : i64
      %359 = arith.cmpi slt, %351, %c9_i64_246 : i64
      scf.if %359 {
        %cst_288 = arith.constant 3.000000e+00 : f32
        %c9_i64_289 = arith.constant 9 : i64
        %384 = arith.muli %353, %c9_i64_289 : i64
        %385 = arith.addi %351, %384 : i64
        %386 = llvm.getelementptr %281[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %387 = llvm.load %386 : !llvm.ptr<1> -> i32
        %388 = arith.sitofp %387 : i32 to f32
        %cst_290 = arith.constant 5.000000e-01 : f32
        %389 = memref.load %alloca_117[] : memref<i32>
        %390 = arith.sitofp %389 : i32 to f32
        %391 = arith.mulf %cst_290, %390 : f32
        %392 = llvm.intr.fma(%cst_288, %388, %391) : (f32, f32, f32) -> f32
        %393 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%392) : (f32) -> i32
        %c9_i64_291 = arith.constant 9 : i64
        %394 = arith.muli %353, %c9_i64_291 : i64
        %395 = arith.addi %351, %394 : i64
        %396 = llvm.getelementptr %281[%395] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %393, %396 : i32, !llvm.ptr<1>
        %cst_292 = arith.constant 3.000000e+00 : f32
        %c9_i64_293 = arith.constant 9 : i64
        %397 = arith.muli %355, %c9_i64_293 : i64
        %398 = arith.addi %351, %397 : i64
        %399 = llvm.getelementptr %281[%398] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %400 = llvm.load %399 : !llvm.ptr<1> -> i32
        %401 = arith.sitofp %400 : i32 to f32
        %cst_294 = arith.constant 5.000000e-01 : f32
        %402 = memref.load %alloca_118[] : memref<i32>
        %403 = arith.sitofp %402 : i32 to f32
        %404 = arith.mulf %cst_294, %403 : f32
        %405 = llvm.intr.fma(%cst_292, %401, %404) : (f32, f32, f32) -> f32
        %406 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%405) : (f32) -> i32
        %c9_i64_295 = arith.constant 9 : i64
        %407 = arith.muli %355, %c9_i64_295 : i64
        %408 = arith.addi %351, %407 : i64
        %409 = llvm.getelementptr %281[%408] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %406, %409 : i32, !llvm.ptr<1>
        %cst_296 = arith.constant 3.000000e+00 : f32
        %c9_i64_297 = arith.constant 9 : i64
        %410 = arith.muli %357, %c9_i64_297 : i64
        %411 = arith.addi %351, %410 : i64
        %412 = llvm.getelementptr %281[%411] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %413 = llvm.load %412 : !llvm.ptr<1> -> i32
        %414 = arith.sitofp %413 : i32 to f32
        %cst_298 = arith.constant 5.000000e-01 : f32
        %415 = memref.load %alloca_119[] : memref<i32>
        %416 = arith.sitofp %415 : i32 to f32
        %417 = arith.mulf %cst_298, %416 : f32
        %418 = llvm.intr.fma(%cst_296, %414, %417) : (f32, f32, f32) -> f32
        %419 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%418) : (f32) -> i32
        %c9_i64_299 = arith.constant 9 : i64
        %420 = arith.muli %357, %c9_i64_299 : i64
        %421 = arith.addi %351, %420 : i64
        %422 = llvm.getelementptr %281[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %419, %422 : i32, !llvm.ptr<1>
      }
      %thread_id_x_247 = gpu.thread_id  x
      %360 = arith.index_cast %thread_id_x_247 : index to i64
      %c8_i64_248 = arith.constant 8 : i64
      %361 = arith.minsi %360, %c8_i64_248 : i64
      %thread_id_x_249 = gpu.thread_id  x
      %362 = arith.index_cast %thread_id_x_249 : index to i64
      %c8_i64_250 = arith.constant 8 : i64
      %363 = arith.addi %362, %c8_i64_250 : i64
      %c8_i64_251 = arith.constant 8 : i64
      %364 = arith.minsi %363, %c8_i64_251 : i64
      %thread_id_y_252 = gpu.thread_id  y
      %365 = arith.index_cast %thread_id_y_252 : index to i64
      %thread_id_y_253 = gpu.thread_id  y
      %366 = arith.index_cast %thread_id_y_253 : index to i64
      %c2_i64_254 = arith.constant 2 : i64
      %367 = arith.addi %366, %c2_i64_254 : i64
      %thread_id_y_255 = gpu.thread_id  y
      %368 = arith.index_cast %thread_id_y_255 : index to i64
      %c4_i64_256 = arith.constant 4 : i64
      %369 = arith.addi %368, %c4_i64_256 : i64
      %c0_i32_257 = arith.constant 0 : i32
      memref.store %c0_i32_257, %alloca_120[] : memref<i32>
      %c0_i32_258 = arith.constant 0 : i32
      memref.store %c0_i32_258, %alloca_121[] : memref<i32>
      %c0_i32_259 = arith.constant 0 : i32
      memref.store %c0_i32_259, %alloca_122[] : memref<i32>
      %c0_i32_260 = arith.constant 0 : i32
      memref.store %c0_i32_260, %alloca_123[] : memref<i32>
      %c0_i32_261 = arith.constant 0 : i32
      memref.store %c0_i32_261, %alloca_124[] : memref<i32>
      %c0_i32_262 = arith.constant 0 : i32
      memref.store %c0_i32_262, %alloca_125[] : memref<i32>
      %c0_i64_263 = arith.constant 0 : i64
      %c4_i64_264 = arith.constant 4 : i64
      %c1_i64_265 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_263 to %c4_i64_264 step %c1_i64_265  : i64 {
        %c9_i64_288 = arith.constant 9 : i64
        %384 = arith.muli %arg19, %c9_i64_288 : i64
        %385 = arith.addi %361, %384 : i64
        %386 = llvm.getelementptr %269[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %387 = llvm.load %386 : !llvm.ptr<1> -> i8
        %c9_i64_289 = arith.constant 9 : i64
        %388 = arith.muli %arg19, %c9_i64_289 : i64
        %389 = arith.addi %364, %388 : i64
        %390 = llvm.getelementptr %269[%389] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %391 = llvm.load %390 : !llvm.ptr<1> -> i8
        %c4_i64_290 = arith.constant 4 : i64
        %392 = arith.muli %365, %c4_i64_290 : i64
        %393 = arith.addi %arg19, %392 : i64
        %394 = llvm.getelementptr %283[%393] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %395 = llvm.load %394 : !llvm.ptr<1> -> i8
        %c4_i64_291 = arith.constant 4 : i64
        %396 = arith.muli %367, %c4_i64_291 : i64
        %397 = arith.addi %arg19, %396 : i64
        %398 = llvm.getelementptr %283[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %399 = llvm.load %398 : !llvm.ptr<1> -> i8
        %c4_i64_292 = arith.constant 4 : i64
        %400 = arith.muli %369, %c4_i64_292 : i64
        %401 = arith.addi %arg19, %400 : i64
        %402 = llvm.getelementptr %283[%401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %403 = llvm.load %402 : !llvm.ptr<1> -> i8
        %404 = memref.load %alloca_120[] : memref<i32>
        %405 = arith.muli %387, %395 : i8
        %406 = arith.extsi %405 : i8 to i32
        %407 = arith.addi %404, %406 : i32
        memref.store %407, %alloca_120[] : memref<i32>
        %408 = memref.load %alloca_121[] : memref<i32>
        %409 = arith.muli %387, %399 : i8
        %410 = arith.extsi %409 : i8 to i32
        %411 = arith.addi %408, %410 : i32
        memref.store %411, %alloca_121[] : memref<i32>
        %412 = memref.load %alloca_122[] : memref<i32>
        %413 = arith.muli %387, %403 : i8
        %414 = arith.extsi %413 : i8 to i32
        %415 = arith.addi %412, %414 : i32
        memref.store %415, %alloca_122[] : memref<i32>
        %416 = memref.load %alloca_123[] : memref<i32>
        %417 = arith.muli %391, %395 : i8
        %418 = arith.extsi %417 : i8 to i32
        %419 = arith.addi %416, %418 : i32
        memref.store %419, %alloca_123[] : memref<i32>
        %420 = memref.load %alloca_124[] : memref<i32>
        %421 = arith.muli %391, %399 : i8
        %422 = arith.extsi %421 : i8 to i32
        %423 = arith.addi %420, %422 : i32
        memref.store %423, %alloca_124[] : memref<i32>
        %424 = memref.load %alloca_125[] : memref<i32>
        %425 = arith.muli %391, %403 : i8
        %426 = arith.extsi %425 : i8 to i32
        %427 = arith.addi %424, %426 : i32
        memref.store %427, %alloca_125[] : memref<i32>
      }
      %c9_i64_266 = arith.constant 9 : i64
      %370 = arith.cmpi slt, %360, %c9_i64_266 : i64
      scf.if %370 {
        %384 = memref.load %alloca_120[] : memref<i32>
        %c9_i64_288 = arith.constant 9 : i64
        %385 = arith.muli %365, %c9_i64_288 : i64
        %386 = arith.addi %360, %385 : i64
        %387 = llvm.getelementptr %285[%386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %384, %387 : i32, !llvm.ptr<1>
        %388 = memref.load %alloca_121[] : memref<i32>
        %c9_i64_289 = arith.constant 9 : i64
        %389 = arith.muli %367, %c9_i64_289 : i64
        %390 = arith.addi %360, %389 : i64
        %391 = llvm.getelementptr %285[%390] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %388, %391 : i32, !llvm.ptr<1>
        %392 = memref.load %alloca_122[] : memref<i32>
        %c9_i64_290 = arith.constant 9 : i64
        %393 = arith.muli %369, %c9_i64_290 : i64
        %394 = arith.addi %360, %393 : i64
        %395 = llvm.getelementptr %285[%394] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %392, %395 : i32, !llvm.ptr<1>
      }
      %c9_i64_267 = arith.constant 9 : i64
      %371 = arith.cmpi slt, %363, %c9_i64_267 : i64
      scf.if %371 {
        %384 = memref.load %alloca_123[] : memref<i32>
        %c9_i64_288 = arith.constant 9 : i64
        %385 = arith.muli %365, %c9_i64_288 : i64
        %386 = arith.addi %363, %385 : i64
        %387 = llvm.getelementptr %285[%386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %384, %387 : i32, !llvm.ptr<1>
        %388 = memref.load %alloca_124[] : memref<i32>
        %c9_i64_289 = arith.constant 9 : i64
        %389 = arith.muli %367, %c9_i64_289 : i64
        %390 = arith.addi %363, %389 : i64
        %391 = llvm.getelementptr %285[%390] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %388, %391 : i32, !llvm.ptr<1>
        %392 = memref.load %alloca_125[] : memref<i32>
        %c9_i64_290 = arith.constant 9 : i64
        %393 = arith.muli %369, %c9_i64_290 : i64
        %394 = arith.addi %363, %393 : i64
        %395 = llvm.getelementptr %285[%394] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %392, %395 : i32, !llvm.ptr<1>
      }
      %thread_id_x_268 = gpu.thread_id  x
      %372 = arith.index_cast %thread_id_x_268 : index to i64
      %c8_i64_269 = arith.constant 8 : i64
      %373 = arith.minsi %372, %c8_i64_269 : i64
      %thread_id_x_270 = gpu.thread_id  x
      %374 = arith.index_cast %thread_id_x_270 : index to i64
      %c8_i64_271 = arith.constant 8 : i64
      %375 = arith.addi %374, %c8_i64_271 : i64
      %c8_i64_272 = arith.constant 8 : i64
      %376 = arith.minsi %375, %c8_i64_272 : i64
      %thread_id_y_273 = gpu.thread_id  y
      %377 = arith.index_cast %thread_id_y_273 : index to i64
      %thread_id_y_274 = gpu.thread_id  y
      %378 = arith.index_cast %thread_id_y_274 : index to i64
      %c2_i64_275 = arith.constant 2 : i64
      %379 = arith.addi %378, %c2_i64_275 : i64
      %thread_id_y_276 = gpu.thread_id  y
      %380 = arith.index_cast %thread_id_y_276 : index to i64
      %c4_i64_277 = arith.constant 4 : i64
      %381 = arith.addi %380, %c4_i64_277 : i64
      %c0_i8 = arith.constant 0 : i8
      memref.store %c0_i8, %alloca_126[] : memref<i8>
      %c0_i8_278 = arith.constant 0 : i8
      memref.store %c0_i8_278, %alloca_127[] : memref<i8>
      %c0_i8_279 = arith.constant 0 : i8
      memref.store %c0_i8_279, %alloca_128[] : memref<i8>
      %c0_i8_280 = arith.constant 0 : i8
      memref.store %c0_i8_280, %alloca_129[] : memref<i8>
      %c0_i8_281 = arith.constant 0 : i8
      memref.store %c0_i8_281, %alloca_130[] : memref<i8>
      %c0_i8_282 = arith.constant 0 : i8
      memref.store %c0_i8_282, %alloca_131[] : memref<i8>
      %c0_i64_283 = arith.constant 0 : i64
      %c4_i64_284 = arith.constant 4 : i64
      %c1_i64_285 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_283 to %c4_i64_284 step %c1_i64_285  : i64 {
        %c9_i64_288 = arith.constant 9 : i64
        %384 = arith.muli %arg19, %c9_i64_288 : i64
        %385 = arith.addi %373, %384 : i64
        %386 = llvm.getelementptr %269[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %387 = llvm.load %386 : !llvm.ptr<1> -> i8
        %c9_i64_289 = arith.constant 9 : i64
        %388 = arith.muli %arg19, %c9_i64_289 : i64
        %389 = arith.addi %376, %388 : i64
        %390 = llvm.getelementptr %269[%389] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %391 = llvm.load %390 : !llvm.ptr<1> -> i8
        %c4_i64_290 = arith.constant 4 : i64
        %392 = arith.muli %377, %c4_i64_290 : i64
        %393 = arith.addi %arg19, %392 : i64
        %394 = llvm.getelementptr %283[%393] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %395 = llvm.load %394 : !llvm.ptr<1> -> i8
        %c4_i64_291 = arith.constant 4 : i64
        %396 = arith.muli %379, %c4_i64_291 : i64
        %397 = arith.addi %arg19, %396 : i64
        %398 = llvm.getelementptr %283[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %399 = llvm.load %398 : !llvm.ptr<1> -> i8
        %c4_i64_292 = arith.constant 4 : i64
        %400 = arith.muli %381, %c4_i64_292 : i64
        %401 = arith.addi %arg19, %400 : i64
        %402 = llvm.getelementptr %283[%401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %403 = llvm.load %402 : !llvm.ptr<1> -> i8
        %404 = memref.load %alloca_126[] : memref<i8>
        %405 = arith.muli %387, %395 : i8
        %406 = arith.addi %404, %405 : i8
        memref.store %406, %alloca_126[] : memref<i8>
        %407 = memref.load %alloca_127[] : memref<i8>
        %408 = arith.muli %387, %399 : i8
        %409 = arith.addi %407, %408 : i8
        memref.store %409, %alloca_127[] : memref<i8>
        %410 = memref.load %alloca_128[] : memref<i8>
        %411 = arith.muli %387, %403 : i8
        %412 = arith.addi %410, %411 : i8
        memref.store %412, %alloca_128[] : memref<i8>
        %413 = memref.load %alloca_129[] : memref<i8>
        %414 = arith.muli %391, %395 : i8
        %415 = arith.addi %413, %414 : i8
        memref.store %415, %alloca_129[] : memref<i8>
        %416 = memref.load %alloca_130[] : memref<i8>
        %417 = arith.muli %391, %399 : i8
        %418 = arith.addi %416, %417 : i8
        memref.store %418, %alloca_130[] : memref<i8>
        %419 = memref.load %alloca_131[] : memref<i8>
        %420 = arith.muli %391, %403 : i8
        %421 = arith.addi %419, %420 : i8
        memref.store %421, %alloca_131[] : memref<i8>
      }
      %c9_i64_286 = arith.constant 9 : i64
      %382 = arith.cmpi slt, %372, %c9_i64_286 : i64
      scf.if %382 {
        %c3_i8 = arith.constant 3 : i8
        %384 = memref.load %alloca_126[] : memref<i8>
        %385 = arith.muli %c3_i8, %384 : i8
        %c2_i8 = arith.constant 2 : i8
        %c9_i64_288 = arith.constant 9 : i64
        %386 = arith.muli %377, %c9_i64_288 : i64
        %387 = arith.addi %372, %386 : i64
        %388 = llvm.getelementptr %287[%387] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %389 = llvm.load %388 : !llvm.ptr<1> -> i8
        %390 = arith.muli %c2_i8, %389 : i8
        %391 = arith.addi %385, %390 : i8
        %c9_i64_289 = arith.constant 9 : i64
        %392 = arith.muli %377, %c9_i64_289 : i64
        %393 = arith.addi %372, %392 : i64
        %394 = llvm.getelementptr %287[%393] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %391, %394 : i8, !llvm.ptr<1>
        %c3_i8_290 = arith.constant 3 : i8
        %395 = memref.load %alloca_127[] : memref<i8>
        %396 = arith.muli %c3_i8_290, %395 : i8
        %c2_i8_291 = arith.constant 2 : i8
        %c9_i64_292 = arith.constant 9 : i64
        %397 = arith.muli %379, %c9_i64_292 : i64
        %398 = arith.addi %372, %397 : i64
        %399 = llvm.getelementptr %287[%398] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %400 = llvm.load %399 : !llvm.ptr<1> -> i8
        %401 = arith.muli %c2_i8_291, %400 : i8
        %402 = arith.addi %396, %401 : i8
        %c9_i64_293 = arith.constant 9 : i64
        %403 = arith.muli %379, %c9_i64_293 : i64
        %404 = arith.addi %372, %403 : i64
        %405 = llvm.getelementptr %287[%404] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %402, %405 : i8, !llvm.ptr<1>
        %c3_i8_294 = arith.constant 3 : i8
        %406 = memref.load %alloca_128[] : memref<i8>
        %407 = arith.muli %c3_i8_294, %406 : i8
        %c2_i8_295 = arith.constant 2 : i8
        %c9_i64_296 = arith.constant 9 : i64
        %408 = arith.muli %381, %c9_i64_296 : i64
        %409 = arith.addi %372, %408 : i64
        %410 = llvm.getelementptr %287[%409] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %411 = llvm.load %410 : !llvm.ptr<1> -> i8
        %412 = arith.muli %c2_i8_295, %411 : i8
        %413 = arith.addi %407, %412 : i8
        %c9_i64_297 = arith.constant 9 : i64
        %414 = arith.muli %381, %c9_i64_297 : i64
        %415 = arith.addi %372, %414 : i64
        %416 = llvm.getelementptr %287[%415] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %413, %416 : i8, !llvm.ptr<1>
      }
      %c9_i64_287 = arith.constant 9 : i64
      %383 = arith.cmpi slt, %375, %c9_i64_287 : i64
      scf.if %383 {
        %c3_i8 = arith.constant 3 : i8
        %384 = memref.load %alloca_129[] : memref<i8>
        %385 = arith.muli %c3_i8, %384 : i8
        %c2_i8 = arith.constant 2 : i8
        %c9_i64_288 = arith.constant 9 : i64
        %386 = arith.muli %377, %c9_i64_288 : i64
        %387 = arith.addi %375, %386 : i64
        %388 = llvm.getelementptr %287[%387] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %389 = llvm.load %388 : !llvm.ptr<1> -> i8
        %390 = arith.muli %c2_i8, %389 : i8
        %391 = arith.addi %385, %390 : i8
        %c9_i64_289 = arith.constant 9 : i64
        %392 = arith.muli %377, %c9_i64_289 : i64
        %393 = arith.addi %375, %392 : i64
        %394 = llvm.getelementptr %287[%393] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %391, %394 : i8, !llvm.ptr<1>
        %c3_i8_290 = arith.constant 3 : i8
        %395 = memref.load %alloca_130[] : memref<i8>
        %396 = arith.muli %c3_i8_290, %395 : i8
        %c2_i8_291 = arith.constant 2 : i8
        %c9_i64_292 = arith.constant 9 : i64
        %397 = arith.muli %379, %c9_i64_292 : i64
        %398 = arith.addi %375, %397 : i64
        %399 = llvm.getelementptr %287[%398] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %400 = llvm.load %399 : !llvm.ptr<1> -> i8
        %401 = arith.muli %c2_i8_291, %400 : i8
        %402 = arith.addi %396, %401 : i8
        %c9_i64_293 = arith.constant 9 : i64
        %403 = arith.muli %379, %c9_i64_293 : i64
        %404 = arith.addi %375, %403 : i64
        %405 = llvm.getelementptr %287[%404] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %402, %405 : i8, !llvm.ptr<1>
        %c3_i8_294 = arith.constant 3 : i8
        %406 = memref.load %alloca_131[] : memref<i8>
        %407 = arith.muli %c3_i8_294, %406 : i8
        %c2_i8_295 = arith.constant 2 : i8
        %c9_i64_296 = arith.constant 9 : i64
        %408 = arith.muli %381, %c9_i64_296 : i64
        %409 = arith.addi %375, %408 : i64
        %410 = llvm.getelementptr %287[%409] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %411 = llvm.load %410 : !llvm.ptr<1> -> i8
        %412 = arith.muli %c2_i8_295, %411 : i8
        %413 = arith.addi %407, %412 : i8
        %c9_i64_297 = arith.constant 9 : i64
        %414 = arith.muli %381, %c9_i64_297 : i64
        %415 = arith.addi %375, %414 : i64
        %416 = llvm.getelementptr %287[%415] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %413, %416 : i8, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
