module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @axpby_orders(%arg0: f64, %arg1: f64, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: !llvm.ptr<1>, %arg12: !llvm.ptr<1>, %arg13: !llvm.ptr<1>, %arg14: !llvm.ptr<1>, %arg15: !llvm.ptr<1>, %arg16: !llvm.ptr<1>, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: !llvm.ptr<1>, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: !llvm.ptr<1>, %arg25: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64)> 
      %3 = llvm.insertvalue %arg2, %2[1] : !llvm.struct<(ptr<1>, ptr<1>, i64)> 
      %4 = llvm.insertvalue %1, %3[2] : !llvm.struct<(ptr<1>, ptr<1>, i64)> 
      %5 = builtin.unrealized_conversion_cast %4 : !llvm.struct<(ptr<1>, ptr<1>, i64)> to memref<f32, 1>
      %6 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64)>
      %7 = llvm.mlir.constant(0 : i64) : i64
      %8 = llvm.insertvalue %arg3, %6[0] : !llvm.struct<(ptr<1>, ptr<1>, i64)> 
      %9 = llvm.insertvalue %arg3, %8[1] : !llvm.struct<(ptr<1>, ptr<1>, i64)> 
      %10 = llvm.insertvalue %7, %9[2] : !llvm.struct<(ptr<1>, ptr<1>, i64)> 
      %11 = builtin.unrealized_conversion_cast %10 : !llvm.struct<(ptr<1>, ptr<1>, i64)> to memref<f32, 1>
      %12 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64)>
      %13 = llvm.mlir.constant(0 : i64) : i64
      %14 = llvm.insertvalue %arg4, %12[0] : !llvm.struct<(ptr<1>, ptr<1>, i64)> 
      %15 = llvm.insertvalue %arg4, %14[1] : !llvm.struct<(ptr<1>, ptr<1>, i64)> 
      %16 = llvm.insertvalue %13, %15[2] : !llvm.struct<(ptr<1>, ptr<1>, i64)> 
      %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr<1>, ptr<1>, i64)> to memref<f32, 1>
      %18 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %19 = llvm.mlir.constant(0 : i64) : i64
      %20 = llvm.mlir.constant(50 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.insertvalue %arg5, %18[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %23 = llvm.insertvalue %arg5, %22[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %24 = llvm.insertvalue %19, %23[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %25 = llvm.insertvalue %20, %24[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %26 = llvm.insertvalue %21, %25[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<50xf32, strided<[1]>, 1>
      %28 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %29 = llvm.mlir.constant(0 : i64) : i64
      %30 = llvm.mlir.constant(50 : i64) : i64
      %31 = llvm.mlir.constant(1 : i64) : i64
      %32 = llvm.insertvalue %arg6, %28[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %33 = llvm.insertvalue %arg6, %32[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %34 = llvm.insertvalue %29, %33[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %35 = llvm.insertvalue %30, %34[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %36 = llvm.insertvalue %31, %35[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %37 = builtin.unrealized_conversion_cast %36 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<50xf32, strided<[1]>, 1>
      %38 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %39 = llvm.mlir.constant(0 : i64) : i64
      %40 = llvm.mlir.constant(50 : i64) : i64
      %41 = llvm.mlir.constant(1 : i64) : i64
      %42 = llvm.insertvalue %arg7, %38[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %43 = llvm.insertvalue %arg7, %42[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %44 = llvm.insertvalue %39, %43[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %45 = llvm.insertvalue %40, %44[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %46 = llvm.insertvalue %41, %45[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %47 = builtin.unrealized_conversion_cast %46 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<50xf32, strided<[1]>, 1>
      %48 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %49 = llvm.mlir.constant(0 : i64) : i64
      %50 = llvm.mlir.constant(50 : i64) : i64
      %51 = llvm.mlir.constant(1 : i64) : i64
      %52 = llvm.insertvalue %arg8, %48[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %53 = llvm.insertvalue %arg8, %52[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %54 = llvm.insertvalue %49, %53[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %55 = llvm.insertvalue %50, %54[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %56 = llvm.insertvalue %51, %55[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %57 = builtin.unrealized_conversion_cast %56 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<50xi32, strided<[1]>, 1>
      %58 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %59 = llvm.mlir.constant(0 : i64) : i64
      %60 = llvm.mlir.constant(50 : i64) : i64
      %61 = llvm.mlir.constant(1 : i64) : i64
      %62 = llvm.insertvalue %arg9, %58[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %63 = llvm.insertvalue %arg9, %62[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %64 = llvm.insertvalue %59, %63[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %65 = llvm.insertvalue %60, %64[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %66 = llvm.insertvalue %61, %65[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %67 = builtin.unrealized_conversion_cast %66 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<50xf32, strided<[1]>, 1>
      %68 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %69 = llvm.mlir.constant(0 : i64) : i64
      %70 = llvm.mlir.constant(50 : i64) : i64
      %71 = llvm.mlir.constant(1 : i64) : i64
      %72 = llvm.insertvalue %arg10, %68[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %73 = llvm.insertvalue %arg10, %72[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %74 = llvm.insertvalue %69, %73[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %75 = llvm.insertvalue %70, %74[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %76 = llvm.insertvalue %71, %75[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %77 = builtin.unrealized_conversion_cast %76 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<50xf32, strided<[1]>, 1>
      %78 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64)>
      %79 = llvm.mlir.constant(0 : i64) : i64
      %80 = llvm.insertvalue %arg11, %78[0] : !llvm.struct<(ptr<1>, ptr<1>, i64)> 
      %81 = llvm.insertvalue %arg11, %80[1] : !llvm.struct<(ptr<1>, ptr<1>, i64)> 
      %82 = llvm.insertvalue %79, %81[2] : !llvm.struct<(ptr<1>, ptr<1>, i64)> 
      %83 = builtin.unrealized_conversion_cast %82 : !llvm.struct<(ptr<1>, ptr<1>, i64)> to memref<f32, 1>
      %84 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %85 = llvm.mlir.constant(0 : i64) : i64
      %86 = llvm.mlir.constant(13 : i64) : i64
      %87 = llvm.mlir.constant(6 : i64) : i64
      %88 = llvm.mlir.constant(1 : i64) : i64
      %89 = llvm.mlir.constant(13 : i64) : i64
      %90 = llvm.insertvalue %arg12, %84[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %91 = llvm.insertvalue %arg12, %90[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %92 = llvm.insertvalue %85, %91[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %93 = llvm.insertvalue %86, %92[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %94 = llvm.insertvalue %87, %93[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %95 = llvm.insertvalue %88, %94[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %96 = llvm.insertvalue %89, %95[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %97 = builtin.unrealized_conversion_cast %96 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x6xf64, strided<[1, 13]>, 1>
      %98 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %99 = llvm.mlir.constant(0 : i64) : i64
      %100 = llvm.mlir.constant(13 : i64) : i64
      %101 = llvm.mlir.constant(6 : i64) : i64
      %102 = llvm.mlir.constant(1 : i64) : i64
      %103 = llvm.mlir.constant(13 : i64) : i64
      %104 = llvm.insertvalue %arg13, %98[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %105 = llvm.insertvalue %arg13, %104[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %106 = llvm.insertvalue %99, %105[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %107 = llvm.insertvalue %100, %106[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %108 = llvm.insertvalue %101, %107[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %109 = llvm.insertvalue %102, %108[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %110 = llvm.insertvalue %103, %109[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %111 = builtin.unrealized_conversion_cast %110 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x6xf64, strided<[1, 13]>, 1>
      %112 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %113 = llvm.mlir.constant(0 : i64) : i64
      %114 = llvm.mlir.constant(6 : i64) : i64
      %115 = llvm.mlir.constant(13 : i64) : i64
      %116 = llvm.mlir.constant(1 : i64) : i64
      %117 = llvm.mlir.constant(6 : i64) : i64
      %118 = llvm.insertvalue %arg14, %112[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %119 = llvm.insertvalue %arg14, %118[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %120 = llvm.insertvalue %113, %119[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %121 = llvm.insertvalue %114, %120[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %122 = llvm.insertvalue %115, %121[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %123 = llvm.insertvalue %116, %122[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %124 = llvm.insertvalue %117, %123[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %125 = builtin.unrealized_conversion_cast %124 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x13xf64, strided<[1, 6]>, 1>
      %126 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %127 = llvm.mlir.constant(0 : i64) : i64
      %128 = llvm.mlir.constant(6 : i64) : i64
      %129 = llvm.mlir.constant(13 : i64) : i64
      %130 = llvm.mlir.constant(1 : i64) : i64
      %131 = llvm.mlir.constant(8 : i64) : i64
      %132 = llvm.insertvalue %arg15, %126[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %133 = llvm.insertvalue %arg15, %132[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %134 = llvm.insertvalue %127, %133[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %135 = llvm.insertvalue %128, %134[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %136 = llvm.insertvalue %129, %135[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %137 = llvm.insertvalue %130, %136[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %138 = llvm.insertvalue %131, %137[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %139 = builtin.unrealized_conversion_cast %138 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x13xf64, strided<[1, 8]>, 1>
      %140 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %141 = llvm.mlir.constant(0 : i64) : i64
      %142 = llvm.mlir.constant(1 : i64) : i64
      %143 = llvm.insertvalue %arg16, %140[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %144 = llvm.insertvalue %arg16, %143[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %145 = llvm.insertvalue %141, %144[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %146 = llvm.insertvalue %arg17, %145[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %147 = llvm.insertvalue %arg18, %146[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %148 = llvm.insertvalue %142, %147[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %149 = llvm.insertvalue %arg19, %148[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %150 = builtin.unrealized_conversion_cast %149 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[1, ?]>, 1>
      %151 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %152 = llvm.mlir.constant(0 : i64) : i64
      %153 = llvm.mlir.constant(1 : i64) : i64
      %154 = llvm.insertvalue %arg20, %151[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %155 = llvm.insertvalue %arg20, %154[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %156 = llvm.insertvalue %152, %155[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %157 = llvm.insertvalue %arg21, %156[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %158 = llvm.insertvalue %arg22, %157[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %159 = llvm.insertvalue %153, %158[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %160 = llvm.insertvalue %arg23, %159[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %161 = builtin.unrealized_conversion_cast %160 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[1, ?]>, 1>
      %162 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %163 = llvm.mlir.constant(0 : i64) : i64
      %164 = llvm.mlir.constant(8 : i64) : i64
      %165 = llvm.mlir.constant(3 : i64) : i64
      %166 = llvm.mlir.constant(1 : i64) : i64
      %167 = llvm.mlir.constant(8 : i64) : i64
      %168 = llvm.insertvalue %arg24, %162[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %169 = llvm.insertvalue %arg24, %168[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %170 = llvm.insertvalue %163, %169[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %171 = llvm.insertvalue %164, %170[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %172 = llvm.insertvalue %165, %171[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %173 = llvm.insertvalue %166, %172[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %174 = llvm.insertvalue %167, %173[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %175 = builtin.unrealized_conversion_cast %174 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x3xi16, strided<[1, 8]>, 1>
      %176 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %177 = llvm.mlir.constant(0 : i64) : i64
      %178 = llvm.mlir.constant(8 : i64) : i64
      %179 = llvm.mlir.constant(3 : i64) : i64
      %180 = llvm.mlir.constant(1 : i64) : i64
      %181 = llvm.mlir.constant(8 : i64) : i64
      %182 = llvm.insertvalue %arg25, %176[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %183 = llvm.insertvalue %arg25, %182[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %184 = llvm.insertvalue %177, %183[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %185 = llvm.insertvalue %178, %184[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %186 = llvm.insertvalue %179, %185[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %187 = llvm.insertvalue %180, %186[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %188 = llvm.insertvalue %181, %187[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %189 = builtin.unrealized_conversion_cast %188 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x3xi32, strided<[1, 8]>, 1>
      %base_buffer, %offset = memref.extract_strided_metadata %5 : memref<f32, 1> -> memref<f32, 1>, index
      %intptr = memref.extract_aligned_pointer_as_index %5 : memref<f32, 1> -> index
      %190 = arith.index_cast %intptr : index to i64
      %191 = llvm.inttoptr %190 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1 = memref.extract_strided_metadata %11 : memref<f32, 1> -> memref<f32, 1>, index
      %intptr_2 = memref.extract_aligned_pointer_as_index %11 : memref<f32, 1> -> index
      %192 = arith.index_cast %intptr_2 : index to i64
      %193 = llvm.inttoptr %192 : i64 to !llvm.ptr<1>
      %base_buffer_3, %offset_4 = memref.extract_strided_metadata %17 : memref<f32, 1> -> memref<f32, 1>, index
      %intptr_5 = memref.extract_aligned_pointer_as_index %17 : memref<f32, 1> -> index
      %194 = arith.index_cast %intptr_5 : index to i64
      %195 = llvm.inttoptr %194 : i64 to !llvm.ptr<1>
      %base_buffer_6, %offset_7, %sizes, %strides = memref.extract_strided_metadata %27 : memref<50xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_8 = memref.extract_aligned_pointer_as_index %27 : memref<50xf32, strided<[1]>, 1> -> index
      %196 = arith.index_cast %intptr_8 : index to i64
      %197 = llvm.inttoptr %196 : i64 to !llvm.ptr<1>
      %base_buffer_9, %offset_10, %sizes_11, %strides_12 = memref.extract_strided_metadata %37 : memref<50xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_13 = memref.extract_aligned_pointer_as_index %37 : memref<50xf32, strided<[1]>, 1> -> index
      %198 = arith.index_cast %intptr_13 : index to i64
      %199 = llvm.inttoptr %198 : i64 to !llvm.ptr<1>
      %base_buffer_14, %offset_15, %sizes_16, %strides_17 = memref.extract_strided_metadata %47 : memref<50xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_18 = memref.extract_aligned_pointer_as_index %47 : memref<50xf32, strided<[1]>, 1> -> index
      %200 = arith.index_cast %intptr_18 : index to i64
      %201 = llvm.inttoptr %200 : i64 to !llvm.ptr<1>
      %base_buffer_19, %offset_20, %sizes_21, %strides_22 = memref.extract_strided_metadata %57 : memref<50xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_23 = memref.extract_aligned_pointer_as_index %57 : memref<50xi32, strided<[1]>, 1> -> index
      %202 = arith.index_cast %intptr_23 : index to i64
      %203 = llvm.inttoptr %202 : i64 to !llvm.ptr<1>
      %base_buffer_24, %offset_25, %sizes_26, %strides_27 = memref.extract_strided_metadata %67 : memref<50xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_28 = memref.extract_aligned_pointer_as_index %67 : memref<50xf32, strided<[1]>, 1> -> index
      %204 = arith.index_cast %intptr_28 : index to i64
      %205 = llvm.inttoptr %204 : i64 to !llvm.ptr<1>
      %base_buffer_29, %offset_30, %sizes_31, %strides_32 = memref.extract_strided_metadata %77 : memref<50xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_33 = memref.extract_aligned_pointer_as_index %77 : memref<50xf32, strided<[1]>, 1> -> index
      %206 = arith.index_cast %intptr_33 : index to i64
      %207 = llvm.inttoptr %206 : i64 to !llvm.ptr<1>
      %base_buffer_34, %offset_35 = memref.extract_strided_metadata %83 : memref<f32, 1> -> memref<f32, 1>, index
      %intptr_36 = memref.extract_aligned_pointer_as_index %83 : memref<f32, 1> -> index
      %208 = arith.index_cast %intptr_36 : index to i64
      %209 = llvm.inttoptr %208 : i64 to !llvm.ptr<1>
      %base_buffer_37, %offset_38, %sizes_39:2, %strides_40:2 = memref.extract_strided_metadata %97 : memref<13x6xf64, strided<[1, 13]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_41 = memref.extract_aligned_pointer_as_index %97 : memref<13x6xf64, strided<[1, 13]>, 1> -> index
      %210 = arith.index_cast %intptr_41 : index to i64
      %211 = llvm.inttoptr %210 : i64 to !llvm.ptr<1>
      %base_buffer_42, %offset_43, %sizes_44:2, %strides_45:2 = memref.extract_strided_metadata %111 : memref<13x6xf64, strided<[1, 13]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_46 = memref.extract_aligned_pointer_as_index %111 : memref<13x6xf64, strided<[1, 13]>, 1> -> index
      %212 = arith.index_cast %intptr_46 : index to i64
      %213 = llvm.inttoptr %212 : i64 to !llvm.ptr<1>
      %base_buffer_47, %offset_48, %sizes_49:2, %strides_50:2 = memref.extract_strided_metadata %125 : memref<6x13xf64, strided<[1, 6]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_51 = memref.extract_aligned_pointer_as_index %125 : memref<6x13xf64, strided<[1, 6]>, 1> -> index
      %214 = arith.index_cast %intptr_51 : index to i64
      %215 = llvm.inttoptr %214 : i64 to !llvm.ptr<1>
      %base_buffer_52, %offset_53, %sizes_54:2, %strides_55:2 = memref.extract_strided_metadata %139 : memref<6x13xf64, strided<[1, 8]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_56 = memref.extract_aligned_pointer_as_index %139 : memref<6x13xf64, strided<[1, 8]>, 1> -> index
      %216 = arith.index_cast %intptr_56 : index to i64
      %217 = llvm.inttoptr %216 : i64 to !llvm.ptr<1>
      %base_buffer_57, %offset_58, %sizes_59:2, %strides_60:2 = memref.extract_strided_metadata %150 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_61 = memref.extract_aligned_pointer_as_index %150 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %218 = arith.index_cast %intptr_61 : index to i64
      %219 = llvm.inttoptr %218 : i64 to !llvm.ptr<1>
      %220 = arith.index_cast %sizes_59#0 : index to i64
      %221 = arith.index_cast %sizes_59#1 : index to i64
      %222 = arith.index_cast %strides_60#1 : index to i64
      %base_buffer_62, %offset_63, %sizes_64:2, %strides_65:2 = memref.extract_strided_metadata %161 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_66 = memref.extract_aligned_pointer_as_index %161 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %223 = arith.index_cast %intptr_66 : index to i64
      %224 = llvm.inttoptr %223 : i64 to !llvm.ptr<1>
      %225 = arith.index_cast %sizes_64#0 : index to i64
      %226 = arith.index_cast %sizes_64#1 : index to i64
      %227 = arith.index_cast %strides_65#1 : index to i64
      %base_buffer_67, %offset_68, %sizes_69:2, %strides_70:2 = memref.extract_strided_metadata %175 : memref<8x3xi16, strided<[1, 8]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_71 = memref.extract_aligned_pointer_as_index %175 : memref<8x3xi16, strided<[1, 8]>, 1> -> index
      %228 = arith.index_cast %intptr_71 : index to i64
      %229 = llvm.inttoptr %228 : i64 to !llvm.ptr<1>
      %base_buffer_72, %offset_73, %sizes_74:2, %strides_75:2 = memref.extract_strided_metadata %189 : memref<8x3xi32, strided<[1, 8]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_76 = memref.extract_aligned_pointer_as_index %189 : memref<8x3xi32, strided<[1, 8]>, 1> -> index
      %230 = arith.index_cast %intptr_76 : index to i64
      %231 = llvm.inttoptr %230 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f64>
      %alloca_77 = memref.alloca() : memref<f64>
      %alloca_78 = memref.alloca() : memref<f64>
      %alloca_79 = memref.alloca() : memref<f64>
      %alloca_80 = memref.alloca() : memref<f64>
      %alloca_81 = memref.alloca() : memref<f64>
      %alloca_82 = memref.alloca() : memref<f64>
      %alloca_83 = memref.alloca() : memref<f64>
      %thread_id_x = gpu.thread_id  x
      %232 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %233 = arith.index_cast %thread_id_y : index to i64
      %234 = arith.muli %c64_i64, %233 : i64
      %235 = arith.addi %232, %234 : i64
      %c0_i64 = arith.constant 0 : i64
      %236 = arith.cmpi eq, %235, %c0_i64 : i64
      scf.if %236 {
        %cst = arith.constant 2.000000e+00 : f32
        %268 = llvm.load %191 : !llvm.ptr<1> -> f32
        %269 = arith.mulf %cst, %268 : f32
        llvm.store %269, %193 : f32, !llvm.ptr<1>
      }
      %thread_id_x_84 = gpu.thread_id  x
      %237 = arith.index_cast %thread_id_x_84 : index to i64
      %c64_i64_85 = arith.constant 64 : i64
      %thread_id_y_86 = gpu.thread_id  y
      %238 = arith.index_cast %thread_id_y_86 : index to i64
      %239 = arith.muli %c64_i64_85, %238 : i64
      %240 = arith.addi %237, %239 : i64
      %c0_i64_87 = arith.constant 0 : i64
      %241 = arith.cmpi eq, %240, %c0_i64_87 : i64
      scf.if %241 {
        %268 = llvm.load %195 : !llvm.ptr<1> -> f32
        %269 = arith.extf %268 : f32 to f64
        %270 = llvm.load %191 : !llvm.ptr<1> -> f32
        %271 = arith.extf %270 : f32 to f64
        %272 = arith.mulf %arg0, %271 : f64
        %273 = llvm.intr.fma(%arg1, %269, %272) : (f64, f64, f64) -> f64
        %274 = arith.truncf %273 : f64 to f32
        llvm.store %274, %195 : f32, !llvm.ptr<1>
      }
      %thread_id_x_88 = gpu.thread_id  x
      %242 = arith.index_cast %thread_id_x_88 : index to i64
      %c64_i64_89 = arith.constant 64 : i64
      %thread_id_y_90 = gpu.thread_id  y
      %243 = arith.index_cast %thread_id_y_90 : index to i64
      %244 = arith.muli %c64_i64_89, %243 : i64
      %245 = arith.addi %242, %244 : i64
      %c50_i64 = arith.constant 50 : i64
      %c512_i64 = arith.constant 512 : i64
      scf.for %arg26 = %245 to %c50_i64 step %c512_i64  : i64 {
        %268 = llvm.getelementptr %197[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %269 = llvm.load %268 : !llvm.ptr<1> -> f32
        %270 = llvm.getelementptr %199[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %269, %270 : f32, !llvm.ptr<1>
      }
      %thread_id_x_91 = gpu.thread_id  x
      %246 = arith.index_cast %thread_id_x_91 : index to i64
      %c64_i64_92 = arith.constant 64 : i64
      %thread_id_y_93 = gpu.thread_id  y
      %247 = arith.index_cast %thread_id_y_93 : index to i64
      %248 = arith.muli %c64_i64_92, %247 : i64
      %249 = arith.addi %246, %248 : i64
      %c50_i64_94 = arith.constant 50 : i64
      %c512_i64_95 = arith.constant 512 : i64
      scf.for %arg26 = %249 to %c50_i64_94 step %c512_i64_95  : i64 {
        %cst = arith.constant -1.000000e+00 : f32
        %268 = llvm.getelementptr %197[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %269 = llvm.load %268 : !llvm.ptr<1> -> f32
        %270 = llvm.getelementptr %201[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %271 = llvm.load %270 : !llvm.ptr<1> -> f32
        %272 = llvm.intr.fma(%cst, %269, %271) : (f32, f32, f32) -> f32
        %273 = llvm.getelementptr %201[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %272, %273 : f32, !llvm.ptr<1>
      }
      %thread_id_x_96 = gpu.thread_id  x
      %250 = arith.index_cast %thread_id_x_96 : index to i64
      %c64_i64_97 = arith.constant 64 : i64
      %thread_id_y_98 = gpu.thread_id  y
      %251 = arith.index_cast %thread_id_y_98 : index to i64
      %252 = arith.muli %c64_i64_97, %251 : i64
      %253 = arith.addi %250, %252 : i64
      %c50_i64_99 = arith.constant 50 : i64
      %c512_i64_100 = arith.constant 512 : i64
      scf.for %arg26 = %253 to %c50_i64_99 step %c512_i64_100  : i64 {
        %cst = arith.constant 5.000000e-01 : f32
        %268 = llvm.getelementptr %205[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %269 = llvm.load %268 : !llvm.ptr<1> -> f32
        %270 = llvm.getelementptr %203[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %271 = llvm.load %270 : !llvm.ptr<1> -> i32
        %272 = arith.sitofp %271 : i32 to f32
        %273 = llvm.intr.fma(%cst, %269, %272) : (f32, f32, f32) -> f32
        %274 = llvm.getelementptr %205[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %273, %274 : f32, !llvm.ptr<1>
      }
      %thread_id_x_101 = gpu.thread_id  x
      %254 = arith.index_cast %thread_id_x_101 : index to i64
      %c64_i64_102 = arith.constant 64 : i64
      %thread_id_y_103 = gpu.thread_id  y
      %255 = arith.index_cast %thread_id_y_103 : index to i64
      %256 = arith.muli %c64_i64_102, %255 : i64
      %257 = arith.addi %254, %256 : i64
      %c50_i64_104 = arith.constant 50 : i64
      %c512_i64_105 = arith.constant 512 : i64
      scf.for %arg26 = %257 to %c50_i64_104 step %c512_i64_105  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %268 = llvm.getelementptr %197[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %269 = llvm.load %268 : !llvm.ptr<1> -> f32
        %270 = arith.mulf %cst, %269 : f32
        %271 = llvm.getelementptr %207[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %270, %271 : f32, !llvm.ptr<1>
      }
      %thread_id_x_106 = gpu.thread_id  x
      %258 = arith.index_cast %thread_id_x_106 : index to i64
      %c64_i64_107 = arith.constant 64 : i64
      %thread_id_y_108 = gpu.thread_id  y
      %259 = arith.index_cast %thread_id_y_108 : index to i64
      %260 = arith.muli %c64_i64_107, %259 : i64
      %261 = arith.addi %258, %260 : i64
      %c0_i64_109 = arith.constant 0 : i64
      %262 = arith.cmpi eq, %261, %c0_i64_109 : i64
      scf.if %262 {
        %cst = arith.constant -3.000000e+00 : f32
        %268 = llvm.load %191 : !llvm.ptr<1> -> f32
        %269 = llvm.load %209 : !llvm.ptr<1> -> f32
        %270 = llvm.intr.fma(%cst, %268, %269) : (f32, f32, f32) -> f32
        llvm.store %270, %209 : f32, !llvm.ptr<1>
      }
      %thread_id_y_110 = gpu.thread_id  y
      %263 = arith.index_cast %thread_id_y_110 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %c8_i64 = arith.constant 8 : i64
      scf.for %arg26 = %263 to %c6_i64 step %c8_i64  : i64 {
        %thread_id_x_121 = gpu.thread_id  x
        %268 = arith.index_cast %thread_id_x_121 : index to i64
        %c13_i64 = arith.constant 13 : i64
        %c64_i64_122 = arith.constant 64 : i64
        scf.for %arg27 = %268 to %c13_i64 step %c64_i64_122  : i64 {
          %c13_i64_123 = arith.constant 13 : i64
          %269 = arith.muli %arg26, %c13_i64_123 : i64
          %270 = arith.addi %arg27, %269 : i64
          %271 = llvm.getelementptr %211[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %272 = llvm.load %271 : !llvm.ptr<1> -> f64
          %c13_i64_124 = arith.constant 13 : i64
          %273 = arith.muli %arg26, %c13_i64_124 : i64
          %274 = arith.addi %arg27, %273 : i64
          %275 = llvm.getelementptr %213[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %272, %275 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_111 = gpu.thread_id  x
      %264 = arith.index_cast %thread_id_x_111 : index to i64
      %c6_i64_112 = arith.constant 6 : i64
      %c64_i64_113 = arith.constant 64 : i64
      scf.for %arg26 = %264 to %c6_i64_112 step %c64_i64_113  : i64 {
        %c0_i64_121 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_122 = arith.constant 1 : i64
        scf.for %arg27 = %c0_i64_121 to %c1_i64 step %c1_i64_122  : i64 {
          %thread_id_y_123 = gpu.thread_id  y
          %268 = arith.index_cast %thread_id_y_123 : index to i64
          %c16_i64 = arith.constant 16 : i64
          %269 = arith.muli %arg27, %c16_i64 : i64
          %270 = arith.addi %268, %269 : i64
          %c13_i64 = arith.constant 13 : i64
          %271 = arith.cmpi slt, %270, %c13_i64 : i64
          scf.if %271 {
            %c13_i64_128 = arith.constant 13 : i64
            %276 = arith.muli %arg26, %c13_i64_128 : i64
            %277 = arith.addi %270, %276 : i64
            %278 = llvm.getelementptr %211[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %279 = llvm.load %278 : !llvm.ptr<1> -> f64
            memref.store %279, %alloca[] : memref<f64>
            %c6_i64_129 = arith.constant 6 : i64
            %280 = arith.muli %270, %c6_i64_129 : i64
            %281 = arith.addi %arg26, %280 : i64
            %282 = llvm.getelementptr %215[%281] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %283 = llvm.load %282 : !llvm.ptr<1> -> f64
            memref.store %283, %alloca_77[] : memref<f64>
          }
          %c8_i64_124 = arith.constant 8 : i64
          %272 = arith.addi %270, %c8_i64_124 : i64
          %c13_i64_125 = arith.constant 13 : i64
          %273 = arith.cmpi slt, %272, %c13_i64_125 : i64
          scf.if %273 {
            %c13_i64_128 = arith.constant 13 : i64
            %276 = arith.muli %arg26, %c13_i64_128 : i64
            %277 = arith.addi %272, %276 : i64
            %278 = llvm.getelementptr %211[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %279 = llvm.load %278 : !llvm.ptr<1> -> f64
            memref.store %279, %alloca_78[] : memref<f64>
            %c6_i64_129 = arith.constant 6 : i64
            %280 = arith.muli %272, %c6_i64_129 : i64
            %281 = arith.addi %arg26, %280 : i64
            %282 = llvm.getelementptr %215[%281] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %283 = llvm.load %282 : !llvm.ptr<1> -> f64
            memref.store %283, %alloca_79[] : memref<f64>
          }
          %c13_i64_126 = arith.constant 13 : i64
          %274 = arith.cmpi slt, %270, %c13_i64_126 : i64
          scf.if %274 {
            %cst = arith.constant 3.000000e+00 : f64
            %276 = memref.load %alloca_77[] : memref<f64>
            %277 = memref.load %alloca[] : memref<f64>
            %278 = arith.mulf %arg0, %277 : f64
            %279 = llvm.intr.fma(%cst, %276, %278) : (f64, f64, f64) -> f64
            %c6_i64_128 = arith.constant 6 : i64
            %280 = arith.muli %270, %c6_i64_128 : i64
            %281 = arith.addi %arg26, %280 : i64
            %282 = llvm.getelementptr %215[%281] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %279, %282 : f64, !llvm.ptr<1>
          }
          %c13_i64_127 = arith.constant 13 : i64
          %275 = arith.cmpi slt, %272, %c13_i64_127 : i64
          scf.if %275 {
            %cst = arith.constant 3.000000e+00 : f64
            %276 = memref.load %alloca_79[] : memref<f64>
            %277 = memref.load %alloca_78[] : memref<f64>
            %278 = arith.mulf %arg0, %277 : f64
            %279 = llvm.intr.fma(%cst, %276, %278) : (f64, f64, f64) -> f64
            %c6_i64_128 = arith.constant 6 : i64
            %280 = arith.muli %272, %c6_i64_128 : i64
            %281 = arith.addi %arg26, %280 : i64
            %282 = llvm.getelementptr %215[%281] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %279, %282 : f64, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_114 = gpu.thread_id  x
      %265 = arith.index_cast %thread_id_x_114 : index to i64
      %c6_i64_115 = arith.constant 6 : i64
      %c64_i64_116 = arith.constant 64 : i64
      scf.for %arg26 = %265 to %c6_i64_115 step %c64_i64_116  : i64 {
        %c0_i64_121 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_122 = arith.constant 1 : i64
        scf.for %arg27 = %c0_i64_121 to %c1_i64 step %c1_i64_122  : i64 {
          %thread_id_y_123 = gpu.thread_id  y
          %268 = arith.index_cast %thread_id_y_123 : index to i64
          %c16_i64 = arith.constant 16 : i64
          %269 = arith.muli %arg27, %c16_i64 : i64
          %270 = arith.addi %268, %269 : i64
          %c13_i64 = arith.constant 13 : i64
          %271 = arith.cmpi slt, %270, %c13_i64 : i64
          scf.if %271 {
            %c13_i64_128 = arith.constant 13 : i64
            %276 = arith.muli %arg26, %c13_i64_128 : i64
            %277 = arith.addi %270, %276 : i64
            %278 = llvm.getelementptr %211[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %279 = llvm.load %278 : !llvm.ptr<1> -> f64
            memref.store %279, %alloca_80[] : memref<f64>
            %c8_i64_129 = arith.constant 8 : i64
            %280 = arith.muli %270, %c8_i64_129 : i64
            %281 = arith.addi %arg26, %280 : i64
            %282 = llvm.getelementptr %217[%281] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %283 = llvm.load %282 : !llvm.ptr<1> -> f64
            memref.store %283, %alloca_81[] : memref<f64>
          }
          %c8_i64_124 = arith.constant 8 : i64
          %272 = arith.addi %270, %c8_i64_124 : i64
          %c13_i64_125 = arith.constant 13 : i64
          %273 = arith.cmpi slt, %272, %c13_i64_125 : i64
          scf.if %273 {
            %c13_i64_128 = arith.constant 13 : i64
            %276 = arith.muli %arg26, %c13_i64_128 : i64
            %277 = arith.addi %272, %276 : i64
            %278 = llvm.getelementptr %211[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %279 = llvm.load %278 : !llvm.ptr<1> -> f64
            memref.store %279, %alloca_82[] : memref<f64>
            %c8_i64_129 = arith.constant 8 : i64
            %280 = arith.muli %272, %c8_i64_129 : i64
            %281 = arith.addi %arg26, %280 : i64
            %282 = llvm.getelementptr %217[%281] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %283 = llvm.load %282 : !llvm.ptr<1> -> f64
            memref.store %283, %alloca_83[] : memref<f64>
          }
          %c13_i64_126 = arith.constant 13 : i64
          %274 = arith.cmpi slt, %270, %c13_i64_126 : i64
          scf.if %274 {
            %276 = memref.load %alloca_81[] : memref<f64>
            %277 = memref.load %alloca_80[] : memref<f64>
            %278 = llvm.intr.fma(%arg1, %276, %277) : (f64, f64, f64) -> f64
            %c8_i64_128 = arith.constant 8 : i64
            %279 = arith.muli %270, %c8_i64_128 : i64
            %280 = arith.addi %arg26, %279 : i64
            %281 = llvm.getelementptr %217[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %278, %281 : f64, !llvm.ptr<1>
          }
          %c13_i64_127 = arith.constant 13 : i64
          %275 = arith.cmpi slt, %272, %c13_i64_127 : i64
          scf.if %275 {
            %276 = memref.load %alloca_83[] : memref<f64>
            %277 = memref.load %alloca_82[] : memref<f64>
            %278 = llvm.intr.fma(%arg1, %276, %277) : (f64, f64, f64) -> f64
            %c8_i64_128 = arith.constant 8 : i64
            %279 = arith.muli %272, %c8_i64_128 : i64
            %280 = arith.addi %arg26, %279 : i64
            %281 = llvm.getelementptr %217[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %278, %281 : f64, !llvm.ptr<1>
          }
        }
      }
      %thread_id_y_117 = gpu.thread_id  y
      %266 = arith.index_cast %thread_id_y_117 : index to i64
      %c8_i64_118 = arith.constant 8 : i64
      scf.for %arg26 = %266 to %226 step %c8_i64_118  : i64 {
        %thread_id_x_121 = gpu.thread_id  x
        %268 = arith.index_cast %thread_id_x_121 : index to i64
        %c64_i64_122 = arith.constant 64 : i64
        scf.for %arg27 = %268 to %225 step %c64_i64_122  : i64 {
          %269 = arith.muli %arg27, %222 : i64
          %270 = arith.addi %arg26, %269 : i64
          %271 = llvm.getelementptr %219[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %272 = llvm.load %271 : !llvm.ptr<1> -> f32
          %273 = arith.muli %arg26, %227 : i64
          %274 = arith.addi %arg27, %273 : i64
          %275 = llvm.getelementptr %224[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %272, %275 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_119 = gpu.thread_id  y
      %267 = arith.index_cast %thread_id_y_119 : index to i64
      %c3_i64 = arith.constant 3 : i64
      %c8_i64_120 = arith.constant 8 : i64
      scf.for %arg26 = %267 to %c3_i64 step %c8_i64_120  : i64 {
        %thread_id_x_121 = gpu.thread_id  x
        %268 = arith.index_cast %thread_id_x_121 : index to i64
        %c8_i64_122 = arith.constant 8 : i64
        %c64_i64_123 = arith.constant 64 : i64
        scf.for %arg27 = %268 to %c8_i64_122 step %c64_i64_123  : i64 {
          %c2_i32 = arith.constant 2 : i32
          %c8_i64_124 = arith.constant 8 : i64
          %269 = arith.muli %arg26, %c8_i64_124 : i64
          %270 = arith.addi %arg27, %269 : i64
          %271 = llvm.getelementptr %229[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
          %272 = llvm.load %271 : !llvm.ptr<1> -> i16
          %273 = arith.extsi %272 : i16 to i32
          %274 = arith.muli %c2_i32, %273 : i32
          %c3_i32 = arith.constant 3 : i32
          %c8_i64_125 = arith.constant 8 : i64
          %275 = arith.muli %arg26, %c8_i64_125 : i64
          %276 = arith.addi %arg27, %275 : i64
          %277 = llvm.getelementptr %231[%276] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %278 = llvm.load %277 : !llvm.ptr<1> -> i32
          %279 = arith.muli %c3_i32, %278 : i32
          %280 = arith.addi %274, %279 : i32
          %c8_i64_126 = arith.constant 8 : i64
          %281 = arith.muli %arg26, %c8_i64_126 : i64
          %282 = arith.addi %arg27, %281 : i64
          %283 = llvm.getelementptr %231[%282] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %280, %283 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
