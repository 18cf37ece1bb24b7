module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tensor_cores(%arg0: f64, %arg1: f32, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: i64, %arg16: !llvm.ptr<1>, %arg17: i64, %arg18: !llvm.ptr<1>, %arg19: i64, %arg20: i64, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: !llvm.ptr<1>, %arg25: i64, %arg26: i64, %arg27: i64, %arg28: i64, %arg29: i64, %arg30: !llvm.ptr<1>, %arg31: i64, %arg32: i64, %arg33: i64, %arg34: i64, %arg35: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(37 : i64) : i64
      %3 = llvm.mlir.constant(13 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(37 : i64) : i64
      %6 = llvm.mlir.constant(481 : i64) : i64
      %7 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg2, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg3, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<37x13x?xf64, strided<[1, 37, 481]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(13 : i64) : i64
      %20 = llvm.mlir.constant(29 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(13 : i64) : i64
      %23 = llvm.mlir.constant(377 : i64) : i64
      %24 = llvm.insertvalue %arg4, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg4, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg5, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<13x29x?xf64, strided<[1, 13, 377]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(37 : i64) : i64
      %37 = llvm.mlir.constant(29 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(37 : i64) : i64
      %40 = llvm.mlir.constant(1073 : i64) : i64
      %41 = llvm.insertvalue %arg6, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg6, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %35, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %36, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %37, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %arg7, %45[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %38, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %39, %47[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %40, %48[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<37x29x?xf64, strided<[1, 37, 1073]>, 1>
      %51 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %52 = llvm.mlir.constant(0 : i64) : i64
      %53 = llvm.mlir.constant(13 : i64) : i64
      %54 = llvm.mlir.constant(8 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(16 : i64) : i64
      %57 = llvm.mlir.constant(128 : i64) : i64
      %58 = llvm.insertvalue %arg8, %51[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %arg8, %58[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %52, %59[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %53, %60[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %54, %61[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = llvm.insertvalue %arg9, %62[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = llvm.insertvalue %55, %63[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %65 = llvm.insertvalue %56, %64[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %66 = llvm.insertvalue %57, %65[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %67 = builtin.unrealized_conversion_cast %66 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<13x8x?xf64, strided<[1, 16, 128]>, 1>
      %68 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %69 = llvm.mlir.constant(0 : i64) : i64
      %70 = llvm.mlir.constant(37 : i64) : i64
      %71 = llvm.mlir.constant(8 : i64) : i64
      %72 = llvm.mlir.constant(1 : i64) : i64
      %73 = llvm.mlir.constant(37 : i64) : i64
      %74 = llvm.mlir.constant(296 : i64) : i64
      %75 = llvm.insertvalue %arg10, %68[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %76 = llvm.insertvalue %arg10, %75[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %77 = llvm.insertvalue %69, %76[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %78 = llvm.insertvalue %70, %77[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %79 = llvm.insertvalue %71, %78[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %80 = llvm.insertvalue %arg11, %79[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %81 = llvm.insertvalue %72, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %82 = llvm.insertvalue %73, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %83 = llvm.insertvalue %74, %82[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %84 = builtin.unrealized_conversion_cast %83 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<37x8x?xf64, strided<[1, 37, 296]>, 1>
      %85 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %86 = llvm.mlir.constant(0 : i64) : i64
      %87 = llvm.mlir.constant(21 : i64) : i64
      %88 = llvm.mlir.constant(45 : i64) : i64
      %89 = llvm.mlir.constant(1 : i64) : i64
      %90 = llvm.mlir.constant(21 : i64) : i64
      %91 = llvm.mlir.constant(945 : i64) : i64
      %92 = llvm.insertvalue %arg12, %85[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %93 = llvm.insertvalue %arg12, %92[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %94 = llvm.insertvalue %86, %93[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %95 = llvm.insertvalue %87, %94[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %96 = llvm.insertvalue %88, %95[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %97 = llvm.insertvalue %arg13, %96[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %98 = llvm.insertvalue %89, %97[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %99 = llvm.insertvalue %90, %98[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %100 = llvm.insertvalue %91, %99[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %101 = builtin.unrealized_conversion_cast %100 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<21x45x?xf16, strided<[1, 21, 945]>, 1>
      %102 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %103 = llvm.mlir.constant(0 : i64) : i64
      %104 = llvm.mlir.constant(21 : i64) : i64
      %105 = llvm.mlir.constant(19 : i64) : i64
      %106 = llvm.mlir.constant(1 : i64) : i64
      %107 = llvm.mlir.constant(21 : i64) : i64
      %108 = llvm.mlir.constant(399 : i64) : i64
      %109 = llvm.insertvalue %arg14, %102[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %110 = llvm.insertvalue %arg14, %109[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %111 = llvm.insertvalue %103, %110[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %112 = llvm.insertvalue %104, %111[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %113 = llvm.insertvalue %105, %112[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %114 = llvm.insertvalue %arg15, %113[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %115 = llvm.insertvalue %106, %114[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %116 = llvm.insertvalue %107, %115[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %117 = llvm.insertvalue %108, %116[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %118 = builtin.unrealized_conversion_cast %117 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<21x19x?xf16, strided<[1, 21, 399]>, 1>
      %119 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %120 = llvm.mlir.constant(0 : i64) : i64
      %121 = llvm.mlir.constant(45 : i64) : i64
      %122 = llvm.mlir.constant(19 : i64) : i64
      %123 = llvm.mlir.constant(1 : i64) : i64
      %124 = llvm.mlir.constant(45 : i64) : i64
      %125 = llvm.mlir.constant(855 : i64) : i64
      %126 = llvm.insertvalue %arg16, %119[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %127 = llvm.insertvalue %arg16, %126[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %128 = llvm.insertvalue %120, %127[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %129 = llvm.insertvalue %121, %128[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %130 = llvm.insertvalue %122, %129[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %131 = llvm.insertvalue %arg17, %130[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %132 = llvm.insertvalue %123, %131[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %133 = llvm.insertvalue %124, %132[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %134 = llvm.insertvalue %125, %133[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %135 = builtin.unrealized_conversion_cast %134 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<45x19x?xf32, strided<[1, 45, 855]>, 1>
      %136 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %137 = llvm.mlir.constant(0 : i64) : i64
      %138 = llvm.mlir.constant(1 : i64) : i64
      %139 = llvm.insertvalue %arg18, %136[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %140 = llvm.insertvalue %arg18, %139[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %141 = llvm.insertvalue %137, %140[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %142 = llvm.insertvalue %arg19, %141[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %143 = llvm.insertvalue %arg20, %142[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %144 = llvm.insertvalue %arg22, %143[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %145 = llvm.insertvalue %138, %144[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %146 = llvm.insertvalue %arg21, %145[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %147 = llvm.insertvalue %arg23, %146[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %148 = builtin.unrealized_conversion_cast %147 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x?xbf16, strided<[1, ?, ?]>, 1>
      %149 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %150 = llvm.mlir.constant(0 : i64) : i64
      %151 = llvm.mlir.constant(1 : i64) : i64
      %152 = llvm.insertvalue %arg24, %149[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %153 = llvm.insertvalue %arg24, %152[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %154 = llvm.insertvalue %150, %153[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %155 = llvm.insertvalue %arg25, %154[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %156 = llvm.insertvalue %arg26, %155[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %157 = llvm.insertvalue %arg28, %156[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %158 = llvm.insertvalue %151, %157[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %159 = llvm.insertvalue %arg27, %158[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %160 = llvm.insertvalue %arg29, %159[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %161 = builtin.unrealized_conversion_cast %160 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x?xbf16, strided<[1, ?, ?]>, 1>
      %162 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %163 = llvm.mlir.constant(0 : i64) : i64
      %164 = llvm.mlir.constant(1 : i64) : i64
      %165 = llvm.insertvalue %arg30, %162[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %166 = llvm.insertvalue %arg30, %165[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %167 = llvm.insertvalue %163, %166[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %168 = llvm.insertvalue %arg31, %167[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %169 = llvm.insertvalue %arg32, %168[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %170 = llvm.insertvalue %arg34, %169[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %171 = llvm.insertvalue %164, %170[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %172 = llvm.insertvalue %arg33, %171[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %173 = llvm.insertvalue %arg35, %172[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %174 = builtin.unrealized_conversion_cast %173 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x?xf32, strided<[1, ?, ?]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<37x13x?xf64, strided<[1, 37, 481]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<37x13x?xf64, strided<[1, 37, 481]>, 1> -> index
      %175 = arith.index_cast %intptr : index to i64
      %176 = llvm.inttoptr %175 : i64 to !llvm.ptr<1>
      %177 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<13x29x?xf64, strided<[1, 13, 377]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<13x29x?xf64, strided<[1, 13, 377]>, 1> -> index
      %178 = arith.index_cast %intptr_4 : index to i64
      %179 = llvm.inttoptr %178 : i64 to !llvm.ptr<1>
      %180 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<37x29x?xf64, strided<[1, 37, 1073]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<37x29x?xf64, strided<[1, 37, 1073]>, 1> -> index
      %181 = arith.index_cast %intptr_9 : index to i64
      %182 = llvm.inttoptr %181 : i64 to !llvm.ptr<1>
      %183 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %67 : memref<13x8x?xf64, strided<[1, 16, 128]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %67 : memref<13x8x?xf64, strided<[1, 16, 128]>, 1> -> index
      %184 = arith.index_cast %intptr_14 : index to i64
      %185 = llvm.inttoptr %184 : i64 to !llvm.ptr<1>
      %186 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %84 : memref<37x8x?xf64, strided<[1, 37, 296]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %84 : memref<37x8x?xf64, strided<[1, 37, 296]>, 1> -> index
      %187 = arith.index_cast %intptr_19 : index to i64
      %188 = llvm.inttoptr %187 : i64 to !llvm.ptr<1>
      %189 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %101 : memref<21x45x?xf16, strided<[1, 21, 945]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %101 : memref<21x45x?xf16, strided<[1, 21, 945]>, 1> -> index
      %190 = arith.index_cast %intptr_24 : index to i64
      %191 = llvm.inttoptr %190 : i64 to !llvm.ptr<1>
      %192 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %118 : memref<21x19x?xf16, strided<[1, 21, 399]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %118 : memref<21x19x?xf16, strided<[1, 21, 399]>, 1> -> index
      %193 = arith.index_cast %intptr_29 : index to i64
      %194 = llvm.inttoptr %193 : i64 to !llvm.ptr<1>
      %195 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %135 : memref<45x19x?xf32, strided<[1, 45, 855]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %135 : memref<45x19x?xf32, strided<[1, 45, 855]>, 1> -> index
      %196 = arith.index_cast %intptr_34 : index to i64
      %197 = llvm.inttoptr %196 : i64 to !llvm.ptr<1>
      %198 = arith.index_cast %sizes_32#2 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:3, %strides_38:3 = memref.extract_strided_metadata %148 : memref<?x?x?xbf16, strided<[1, ?, ?]>, 1> -> memref<bf16, 1>, index, index, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %148 : memref<?x?x?xbf16, strided<[1, ?, ?]>, 1> -> index
      %199 = arith.index_cast %intptr_39 : index to i64
      %200 = llvm.inttoptr %199 : i64 to !llvm.ptr<1>
      %201 = arith.index_cast %sizes_37#0 : index to i64
      %202 = arith.index_cast %sizes_37#1 : index to i64
      %203 = arith.index_cast %strides_38#1 : index to i64
      %204 = arith.index_cast %sizes_37#2 : index to i64
      %205 = arith.index_cast %strides_38#2 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:3, %strides_43:3 = memref.extract_strided_metadata %161 : memref<?x?x?xbf16, strided<[1, ?, ?]>, 1> -> memref<bf16, 1>, index, index, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %161 : memref<?x?x?xbf16, strided<[1, ?, ?]>, 1> -> index
      %206 = arith.index_cast %intptr_44 : index to i64
      %207 = llvm.inttoptr %206 : i64 to !llvm.ptr<1>
      %208 = arith.index_cast %sizes_42#0 : index to i64
      %209 = arith.index_cast %sizes_42#1 : index to i64
      %210 = arith.index_cast %strides_43#1 : index to i64
      %211 = arith.index_cast %sizes_42#2 : index to i64
      %212 = arith.index_cast %strides_43#2 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:3, %strides_48:3 = memref.extract_strided_metadata %174 : memref<?x?x?xf32, strided<[1, ?, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %174 : memref<?x?x?xf32, strided<[1, ?, ?]>, 1> -> index
      %213 = arith.index_cast %intptr_49 : index to i64
      %214 = llvm.inttoptr %213 : i64 to !llvm.ptr<1>
      %215 = arith.index_cast %sizes_47#0 : index to i64
      %216 = arith.index_cast %sizes_47#1 : index to i64
      %217 = arith.index_cast %strides_48#1 : index to i64
      %218 = arith.index_cast %sizes_47#2 : index to i64
      %219 = arith.index_cast %strides_48#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_50 = memref.alloca() : memref<f64>
      %alloca_51 = memref.alloca() : memref<f64>
      %alloca_52 = memref.alloca() : memref<f64>
      %alloca_53 = memref.alloca() : memref<f64>
      %alloca_54 = memref.alloca() : memref<f64>
      %alloca_55 = memref.alloca() : memref<f64>
      %alloca_56 = memref.alloca() : memref<f64>
      %alloca_57 = memref.alloca() : memref<f32>
      %alloca_58 = memref.alloca() : memref<f32>
      %alloca_59 = memref.alloca() : memref<f32>
      %alloca_60 = memref.alloca() : memref<f32>
      %alloca_61 = memref.alloca() : memref<f16>
      %alloca_62 = memref.alloca() : memref<f16>
      %alloca_63 = memref.alloca() : memref<f16>
      %alloca_64 = memref.alloca() : memref<f16>
      %alloca_65 = memref.alloca() : memref<f16>
      %alloca_66 = memref.alloca() : memref<f16>
      %alloca_67 = memref.alloca() : memref<f16>
      %alloca_68 = memref.alloca() : memref<f16>
      %alloca_69 = memref.alloca() : memref<f16>
      %alloca_70 = memref.alloca() : memref<f16>
      %alloca_71 = memref.alloca() : memref<f16>
      %alloca_72 = memref.alloca() : memref<f16>
      %alloca_73 = memref.alloca() : memref<f32>
      %alloca_74 = memref.alloca() : memref<f32>
      %alloca_75 = memref.alloca() : memref<f32>
      %alloca_76 = memref.alloca() : memref<f32>
      %alloca_77 = memref.alloca() : memref<bf16>
      %alloca_78 = memref.alloca() : memref<bf16>
      %alloca_79 = memref.alloca() : memref<bf16>
      %alloca_80 = memref.alloca() : memref<bf16>
      %alloca_81 = memref.alloca() : memref<bf16>
      %alloca_82 = memref.alloca() : memref<bf16>
      %alloca_83 = memref.alloca() : memref<bf16>
      %alloca_84 = memref.alloca() : memref<bf16>
      %alloca_85 = memref.alloca() : memref<bf16>
      %alloca_86 = memref.alloca() : memref<bf16>
      %alloca_87 = memref.alloca() : memref<bf16>
      %alloca_88 = memref.alloca() : memref<bf16>
      %block_id_x = gpu.block_id  x
      %220 = arith.index_cast %block_id_x : index to i64
      %c481_i64 = arith.constant 481 : i64
      %221 = arith.muli %220, %c481_i64 : i64
      %222 = llvm.getelementptr %176[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c377_i64 = arith.constant 377 : i64
      %223 = arith.muli %220, %c377_i64 : i64
      %224 = llvm.getelementptr %179[%223] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c1073_i64 = arith.constant 1073 : i64
      %225 = arith.muli %220, %c1073_i64 : i64
      %226 = llvm.getelementptr %182[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %227 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %228 = arith.index_cast %thread_id_y : index to i64
      %229 = arith.muli %c64_i64, %228 : i64
      %230 = arith.addi %227, %229 : i64
      %c32_i64 = arith.constant 32 : i64
      %231 = arith.divsi %230, %c32_i64 : i64
      %c32_i64_89 = arith.constant 32 : i64
      %232 = arith.remsi %230, %c32_i64_89 : i64
      %c4_i64 = arith.constant 4 : i64
      %233 = arith.divsi %232, %c4_i64 : i64
      %c4_i64_90 = arith.constant 4 : i64
      %234 = arith.remsi %232, %c4_i64_90 : i64
      %c20_i64 = arith.constant 20 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg36 = %231 to %c20_i64 step %c16_i64  : i64 {
        %c5_i64_117 = arith.constant 5 : i64
        %282 = arith.remsi %arg36, %c5_i64_117 : i64
        %c5_i64_118 = arith.constant 5 : i64
        %283 = arith.divsi %arg36, %c5_i64_118 : i64
        %c8_i64_119 = arith.constant 8 : i64
        %284 = arith.muli %282, %c8_i64_119 : i64
        %c8_i64_120 = arith.constant 8 : i64
        %285 = arith.muli %283, %c8_i64_120 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_121 = arith.constant 0.000000e+00 : f64
        memref.store %cst_121, %alloca_50[] : memref<f64>
        %286 = arith.addi %284, %233 : i64
        %c36_i64 = arith.constant 36 : i64
        %287 = arith.minsi %286, %c36_i64 : i64
        %288 = arith.addi %285, %233 : i64
        %c28_i64 = arith.constant 28 : i64
        %289 = arith.minsi %288, %c28_i64 : i64
        %c0_i64 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_122 = arith.constant 4 : i64
        scf.for %arg37 = %c0_i64 to %c12_i64 step %c4_i64_122  : i64 {
          %324 = arith.addi %arg37, %234 : i64
          %325 = arith.addi %arg37, %234 : i64
          %c37_i64_133 = arith.constant 37 : i64
          %326 = arith.muli %324, %c37_i64_133 : i64
          %327 = arith.addi %287, %326 : i64
          %328 = llvm.getelementptr %222[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %329 = llvm.load %328 : !llvm.ptr<1> -> f64
          %c13_i64_134 = arith.constant 13 : i64
          %330 = arith.muli %289, %c13_i64_134 : i64
          %331 = arith.addi %325, %330 : i64
          %332 = llvm.getelementptr %224[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %333 = llvm.load %332 : !llvm.ptr<1> -> f64
          %334 = memref.load %alloca[] : memref<f64>
          %335 = memref.load %alloca_50[] : memref<f64>
          %336 = nvvm.mma.sync A[%329]  B[%333]  C[%334, %335]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %337 = llvm.extractvalue %336[0] : !llvm.struct<(f64, f64)> 
          memref.store %337, %alloca[] : memref<f64>
          %338 = llvm.extractvalue %336[1] : !llvm.struct<(f64, f64)> 
          memref.store %338, %alloca_50[] : memref<f64>
        }
        %c12_i64_123 = arith.constant 12 : i64
        %290 = arith.addi %c12_i64_123, %234 : i64
        %c12_i64_124 = arith.constant 12 : i64
        %291 = arith.addi %c12_i64_124, %234 : i64
        %c12_i64_125 = arith.constant 12 : i64
        %292 = arith.minsi %290, %c12_i64_125 : i64
        %c37_i64 = arith.constant 37 : i64
        %293 = arith.muli %292, %c37_i64 : i64
        %294 = arith.addi %287, %293 : i64
        %295 = llvm.getelementptr %222[%294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %296 = llvm.load %295 : !llvm.ptr<1> -> f64
        memref.store %296, %alloca_51[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %297 = arith.cmpi sge, %290, %c13_i64 : i64
        scf.if %297 {
          %cst_133 = arith.constant 0.000000e+00 : f64
          memref.store %cst_133, %alloca_51[] : memref<f64>
        }
        %c12_i64_126 = arith.constant 12 : i64
        %298 = arith.minsi %291, %c12_i64_126 : i64
        %c13_i64_127 = arith.constant 13 : i64
        %299 = arith.muli %289, %c13_i64_127 : i64
        %300 = arith.addi %298, %299 : i64
        %301 = llvm.getelementptr %224[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %302 = llvm.load %301 : !llvm.ptr<1> -> f64
        memref.store %302, %alloca_52[] : memref<f64>
        %c13_i64_128 = arith.constant 13 : i64
        %303 = arith.cmpi sge, %291, %c13_i64_128 : i64
        scf.if %303 {
          %cst_133 = arith.constant 0.000000e+00 : f64
          memref.store %cst_133, %alloca_52[] : memref<f64>
        }
        %304 = memref.load %alloca_51[] : memref<f64>
        %305 = memref.load %alloca_52[] : memref<f64>
        %306 = memref.load %alloca[] : memref<f64>
        %307 = memref.load %alloca_50[] : memref<f64>
        %308 = nvvm.mma.sync A[%304]  B[%305]  C[%306, %307]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %309 = llvm.extractvalue %308[0] : !llvm.struct<(f64, f64)> 
        memref.store %309, %alloca[] : memref<f64>
        %310 = llvm.extractvalue %308[1] : !llvm.struct<(f64, f64)> 
        memref.store %310, %alloca_50[] : memref<f64>
        %311 = arith.addi %284, %233 : i64
        %c2_i64 = arith.constant 2 : i64
        %312 = arith.muli %234, %c2_i64 : i64
        %313 = arith.addi %285, %312 : i64
        %c37_i64_129 = arith.constant 37 : i64
        %314 = arith.cmpi slt, %311, %c37_i64_129 : i64
        %c29_i64 = arith.constant 29 : i64
        %315 = arith.cmpi slt, %313, %c29_i64 : i64
        %316 = arith.andi %314, %315 : i1
        scf.if %316 {
          %324 = memref.load %alloca[] : memref<f64>
          %325 = arith.mulf %arg0, %324 : f64
          %cst_133 = arith.constant 5.000000e-01 : f64
          %c37_i64_134 = arith.constant 37 : i64
          %326 = arith.muli %313, %c37_i64_134 : i64
          %327 = arith.addi %311, %326 : i64
          %328 = llvm.getelementptr %226[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %329 = llvm.load %328 : !llvm.ptr<1> -> f64
          %330 = arith.mulf %cst_133, %329 : f64
          %331 = arith.addf %325, %330 : f64
          %c37_i64_135 = arith.constant 37 : i64
          %332 = arith.muli %313, %c37_i64_135 : i64
          %333 = arith.addi %311, %332 : i64
          %334 = llvm.getelementptr %226[%333] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %331, %334 : f64, !llvm.ptr<1>
        }
        %317 = arith.addi %284, %233 : i64
        %c2_i64_130 = arith.constant 2 : i64
        %318 = arith.muli %234, %c2_i64_130 : i64
        %c1_i64 = arith.constant 1 : i64
        %319 = arith.addi %318, %c1_i64 : i64
        %320 = arith.addi %285, %319 : i64
        %c37_i64_131 = arith.constant 37 : i64
        %321 = arith.cmpi slt, %317, %c37_i64_131 : i64
        %c29_i64_132 = arith.constant 29 : i64
        %322 = arith.cmpi slt, %320, %c29_i64_132 : i64
        %323 = arith.andi %321, %322 : i1
        scf.if %323 {
          %324 = memref.load %alloca_50[] : memref<f64>
          %325 = arith.mulf %arg0, %324 : f64
          %cst_133 = arith.constant 5.000000e-01 : f64
          %c37_i64_134 = arith.constant 37 : i64
          %326 = arith.muli %320, %c37_i64_134 : i64
          %327 = arith.addi %317, %326 : i64
          %328 = llvm.getelementptr %226[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %329 = llvm.load %328 : !llvm.ptr<1> -> f64
          %330 = arith.mulf %cst_133, %329 : f64
          %331 = arith.addf %325, %330 : f64
          %c37_i64_135 = arith.constant 37 : i64
          %332 = arith.muli %320, %c37_i64_135 : i64
          %333 = arith.addi %317, %332 : i64
          %334 = llvm.getelementptr %226[%333] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %331, %334 : f64, !llvm.ptr<1>
        }
      }
      %c128_i64 = arith.constant 128 : i64
      %235 = arith.muli %220, %c128_i64 : i64
      %236 = llvm.getelementptr %185[%235] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c296_i64 = arith.constant 296 : i64
      %237 = arith.muli %220, %c296_i64 : i64
      %238 = llvm.getelementptr %188[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_91 = gpu.thread_id  x
      %239 = arith.index_cast %thread_id_x_91 : index to i64
      %c64_i64_92 = arith.constant 64 : i64
      %thread_id_y_93 = gpu.thread_id  y
      %240 = arith.index_cast %thread_id_y_93 : index to i64
      %241 = arith.muli %c64_i64_92, %240 : i64
      %242 = arith.addi %239, %241 : i64
      %c32_i64_94 = arith.constant 32 : i64
      %243 = arith.divsi %242, %c32_i64_94 : i64
      %c32_i64_95 = arith.constant 32 : i64
      %244 = arith.remsi %242, %c32_i64_95 : i64
      %c4_i64_96 = arith.constant 4 : i64
      %245 = arith.divsi %244, %c4_i64_96 : i64
      %c4_i64_97 = arith.constant 4 : i64
      %246 = arith.remsi %244, %c4_i64_97 : i64
      %c5_i64 = arith.constant 5 : i64
      %c16_i64_98 = arith.constant 16 : i64
      scf.for %arg36 = %243 to %c5_i64 step %c16_i64_98  : i64 {
        %c5_i64_117 = arith.constant 5 : i64
        %282 = arith.remsi %arg36, %c5_i64_117 : i64
        %c5_i64_118 = arith.constant 5 : i64
        %283 = arith.divsi %arg36, %c5_i64_118 : i64
        %c8_i64_119 = arith.constant 8 : i64
        %284 = arith.muli %282, %c8_i64_119 : i64
        %c8_i64_120 = arith.constant 8 : i64
        %285 = arith.muli %283, %c8_i64_120 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_53[] : memref<f64>
        %cst_121 = arith.constant 0.000000e+00 : f64
        memref.store %cst_121, %alloca_54[] : memref<f64>
        %286 = arith.addi %284, %245 : i64
        %c36_i64 = arith.constant 36 : i64
        %287 = arith.minsi %286, %c36_i64 : i64
        %288 = arith.addi %285, %245 : i64
        %c0_i64 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_122 = arith.constant 4 : i64
        scf.for %arg37 = %c0_i64 to %c12_i64 step %c4_i64_122  : i64 {
          %319 = arith.addi %arg37, %246 : i64
          %320 = arith.addi %arg37, %246 : i64
          %c37_i64_132 = arith.constant 37 : i64
          %321 = arith.muli %319, %c37_i64_132 : i64
          %322 = arith.addi %287, %321 : i64
          %323 = llvm.getelementptr %222[%322] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %324 = llvm.load %323 : !llvm.ptr<1> -> f64
          %c16_i64_133 = arith.constant 16 : i64
          %325 = arith.muli %288, %c16_i64_133 : i64
          %326 = arith.addi %320, %325 : i64
          %327 = llvm.getelementptr %236[%326] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %328 = llvm.load %327 : !llvm.ptr<1> -> f64
          %329 = memref.load %alloca_53[] : memref<f64>
          %330 = memref.load %alloca_54[] : memref<f64>
          %331 = nvvm.mma.sync A[%324]  B[%328]  C[%329, %330]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %332 = llvm.extractvalue %331[0] : !llvm.struct<(f64, f64)> 
          memref.store %332, %alloca_53[] : memref<f64>
          %333 = llvm.extractvalue %331[1] : !llvm.struct<(f64, f64)> 
          memref.store %333, %alloca_54[] : memref<f64>
        }
        %c12_i64_123 = arith.constant 12 : i64
        %289 = arith.addi %c12_i64_123, %246 : i64
        %c12_i64_124 = arith.constant 12 : i64
        %290 = arith.addi %c12_i64_124, %246 : i64
        %c12_i64_125 = arith.constant 12 : i64
        %291 = arith.minsi %289, %c12_i64_125 : i64
        %c37_i64 = arith.constant 37 : i64
        %292 = arith.muli %291, %c37_i64 : i64
        %293 = arith.addi %287, %292 : i64
        %294 = llvm.getelementptr %222[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %295 = llvm.load %294 : !llvm.ptr<1> -> f64
        memref.store %295, %alloca_55[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %296 = arith.cmpi sge, %289, %c13_i64 : i64
        scf.if %296 {
          %cst_132 = arith.constant 0.000000e+00 : f64
          memref.store %cst_132, %alloca_55[] : memref<f64>
        }
        %c12_i64_126 = arith.constant 12 : i64
        %297 = arith.minsi %290, %c12_i64_126 : i64
        %c16_i64_127 = arith.constant 16 : i64
        %298 = arith.muli %288, %c16_i64_127 : i64
        %299 = arith.addi %297, %298 : i64
        %300 = llvm.getelementptr %236[%299] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %301 = llvm.load %300 : !llvm.ptr<1> -> f64
        memref.store %301, %alloca_56[] : memref<f64>
        %c13_i64_128 = arith.constant 13 : i64
        %302 = arith.cmpi sge, %290, %c13_i64_128 : i64
        scf.if %302 {
          %cst_132 = arith.constant 0.000000e+00 : f64
          memref.store %cst_132, %alloca_56[] : memref<f64>
        }
        %303 = memref.load %alloca_55[] : memref<f64>
        %304 = memref.load %alloca_56[] : memref<f64>
        %305 = memref.load %alloca_53[] : memref<f64>
        %306 = memref.load %alloca_54[] : memref<f64>
        %307 = nvvm.mma.sync A[%303]  B[%304]  C[%305, %306]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %308 = llvm.extractvalue %307[0] : !llvm.struct<(f64, f64)> 
        memref.store %308, %alloca_53[] : memref<f64>
        %309 = llvm.extractvalue %307[1] : !llvm.struct<(f64, f64)> 
        memref.store %309, %alloca_54[] : memref<f64>
        %310 = arith.addi %284, %245 : i64
        %c2_i64 = arith.constant 2 : i64
        %311 = arith.muli %246, %c2_i64 : i64
        %312 = arith.addi %285, %311 : i64
        %c37_i64_129 = arith.constant 37 : i64
        %313 = arith.cmpi slt, %310, %c37_i64_129 : i64
        scf.if %313 {
          %319 = memref.load %alloca_53[] : memref<f64>
          %320 = arith.mulf %arg0, %319 : f64
          %c37_i64_132 = arith.constant 37 : i64
          %321 = arith.muli %312, %c37_i64_132 : i64
          %322 = arith.addi %310, %321 : i64
          %323 = llvm.getelementptr %238[%322] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %320, %323 : f64, !llvm.ptr<1>
        }
        %314 = arith.addi %284, %245 : i64
        %c2_i64_130 = arith.constant 2 : i64
        %315 = arith.muli %246, %c2_i64_130 : i64
        %c1_i64 = arith.constant 1 : i64
        %316 = arith.addi %315, %c1_i64 : i64
        %317 = arith.addi %285, %316 : i64
        %c37_i64_131 = arith.constant 37 : i64
        %318 = arith.cmpi slt, %314, %c37_i64_131 : i64
        scf.if %318 {
          %319 = memref.load %alloca_54[] : memref<f64>
          %320 = arith.mulf %arg0, %319 : f64
          %c37_i64_132 = arith.constant 37 : i64
          %321 = arith.muli %317, %c37_i64_132 : i64
          %322 = arith.addi %314, %321 : i64
          %323 = llvm.getelementptr %238[%322] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %320, %323 : f64, !llvm.ptr<1>
        }
      }
      %c945_i64 = arith.constant 945 : i64
      %247 = arith.muli %220, %c945_i64 : i64
      %248 = llvm.getelementptr %191[%247] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %c399_i64 = arith.constant 399 : i64
      %249 = arith.muli %220, %c399_i64 : i64
      %250 = llvm.getelementptr %194[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %c855_i64 = arith.constant 855 : i64
      %251 = arith.muli %220, %c855_i64 : i64
      %252 = llvm.getelementptr %197[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_99 = gpu.thread_id  x
      %253 = arith.index_cast %thread_id_x_99 : index to i64
      %c64_i64_100 = arith.constant 64 : i64
      %thread_id_y_101 = gpu.thread_id  y
      %254 = arith.index_cast %thread_id_y_101 : index to i64
      %255 = arith.muli %c64_i64_100, %254 : i64
      %256 = arith.addi %253, %255 : i64
      %c32_i64_102 = arith.constant 32 : i64
      %257 = arith.divsi %256, %c32_i64_102 : i64
      %c32_i64_103 = arith.constant 32 : i64
      %258 = arith.remsi %256, %c32_i64_103 : i64
      %c4_i64_104 = arith.constant 4 : i64
      %259 = arith.divsi %258, %c4_i64_104 : i64
      %c4_i64_105 = arith.constant 4 : i64
      %260 = arith.remsi %258, %c4_i64_105 : i64
      %c9_i64 = arith.constant 9 : i64
      %c16_i64_106 = arith.constant 16 : i64
      scf.for %arg36 = %257 to %c9_i64 step %c16_i64_106  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %282 = arith.remsi %arg36, %c3_i64 : i64
        %c3_i64_117 = arith.constant 3 : i64
        %283 = arith.divsi %arg36, %c3_i64_117 : i64
        %c16_i64_118 = arith.constant 16 : i64
        %284 = arith.muli %282, %c16_i64_118 : i64
        %c8_i64_119 = arith.constant 8 : i64
        %285 = arith.muli %283, %c8_i64_119 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_57[] : memref<f32>
        %cst_120 = arith.constant 0.000000e+00 : f32
        memref.store %cst_120, %alloca_58[] : memref<f32>
        %cst_121 = arith.constant 0.000000e+00 : f32
        memref.store %cst_121, %alloca_59[] : memref<f32>
        %cst_122 = arith.constant 0.000000e+00 : f32
        memref.store %cst_122, %alloca_60[] : memref<f32>
        %286 = arith.addi %284, %259 : i64
        %c44_i64 = arith.constant 44 : i64
        %287 = arith.minsi %286, %c44_i64 : i64
        %288 = arith.addi %284, %259 : i64
        %c44_i64_123 = arith.constant 44 : i64
        %289 = arith.minsi %288, %c44_i64_123 : i64
        %c8_i64_124 = arith.constant 8 : i64
        %290 = arith.addi %259, %c8_i64_124 : i64
        %291 = arith.addi %284, %290 : i64
        %c44_i64_125 = arith.constant 44 : i64
        %292 = arith.minsi %291, %c44_i64_125 : i64
        %c8_i64_126 = arith.constant 8 : i64
        %293 = arith.addi %259, %c8_i64_126 : i64
        %294 = arith.addi %284, %293 : i64
        %c44_i64_127 = arith.constant 44 : i64
        %295 = arith.minsi %294, %c44_i64_127 : i64
        %296 = arith.addi %284, %259 : i64
        %c44_i64_128 = arith.constant 44 : i64
        %297 = arith.minsi %296, %c44_i64_128 : i64
        %298 = arith.addi %284, %259 : i64
        %c44_i64_129 = arith.constant 44 : i64
        %299 = arith.minsi %298, %c44_i64_129 : i64
        %c8_i64_130 = arith.constant 8 : i64
        %300 = arith.addi %259, %c8_i64_130 : i64
        %301 = arith.addi %284, %300 : i64
        %c44_i64_131 = arith.constant 44 : i64
        %302 = arith.minsi %301, %c44_i64_131 : i64
        %c8_i64_132 = arith.constant 8 : i64
        %303 = arith.addi %259, %c8_i64_132 : i64
        %304 = arith.addi %284, %303 : i64
        %c44_i64_133 = arith.constant 44 : i64
        %305 = arith.minsi %304, %c44_i64_133 : i64
        %306 = arith.addi %285, %259 : i64
        %c18_i64 = arith.constant 18 : i64
        %307 = arith.minsi %306, %c18_i64 : i64
        %308 = arith.addi %285, %259 : i64
        %c18_i64_134 = arith.constant 18 : i64
        %309 = arith.minsi %308, %c18_i64_134 : i64
        %310 = arith.addi %285, %259 : i64
        %c18_i64_135 = arith.constant 18 : i64
        %311 = arith.minsi %310, %c18_i64_135 : i64
        %312 = arith.addi %285, %259 : i64
        %c18_i64_136 = arith.constant 18 : i64
        %313 = arith.minsi %312, %c18_i64_136 : i64
        %c0_i64 = arith.constant 0 : i64
        %c16_i64_137 = arith.constant 16 : i64
        %c16_i64_138 = arith.constant 16 : i64
        scf.for %arg37 = %c0_i64 to %c16_i64_137 step %c16_i64_138  : i64 {
          %c2_i64_229 = arith.constant 2 : i64
          %486 = arith.muli %260, %c2_i64_229 : i64
          %487 = arith.addi %arg37, %486 : i64
          %c2_i64_230 = arith.constant 2 : i64
          %488 = arith.muli %260, %c2_i64_230 : i64
          %c1_i64_231 = arith.constant 1 : i64
          %489 = arith.addi %488, %c1_i64_231 : i64
          %490 = arith.addi %arg37, %489 : i64
          %c2_i64_232 = arith.constant 2 : i64
          %491 = arith.muli %260, %c2_i64_232 : i64
          %492 = arith.addi %arg37, %491 : i64
          %c2_i64_233 = arith.constant 2 : i64
          %493 = arith.muli %260, %c2_i64_233 : i64
          %c1_i64_234 = arith.constant 1 : i64
          %494 = arith.addi %493, %c1_i64_234 : i64
          %495 = arith.addi %arg37, %494 : i64
          %c2_i64_235 = arith.constant 2 : i64
          %496 = arith.muli %260, %c2_i64_235 : i64
          %c8_i64_236 = arith.constant 8 : i64
          %497 = arith.addi %496, %c8_i64_236 : i64
          %498 = arith.addi %arg37, %497 : i64
          %c2_i64_237 = arith.constant 2 : i64
          %499 = arith.muli %260, %c2_i64_237 : i64
          %c9_i64_238 = arith.constant 9 : i64
          %500 = arith.addi %499, %c9_i64_238 : i64
          %501 = arith.addi %arg37, %500 : i64
          %c2_i64_239 = arith.constant 2 : i64
          %502 = arith.muli %260, %c2_i64_239 : i64
          %c8_i64_240 = arith.constant 8 : i64
          %503 = arith.addi %502, %c8_i64_240 : i64
          %504 = arith.addi %arg37, %503 : i64
          %c2_i64_241 = arith.constant 2 : i64
          %505 = arith.muli %260, %c2_i64_241 : i64
          %c9_i64_242 = arith.constant 9 : i64
          %506 = arith.addi %505, %c9_i64_242 : i64
          %507 = arith.addi %arg37, %506 : i64
          %c2_i64_243 = arith.constant 2 : i64
          %508 = arith.muli %260, %c2_i64_243 : i64
          %509 = arith.addi %arg37, %508 : i64
          %c2_i64_244 = arith.constant 2 : i64
          %510 = arith.muli %260, %c2_i64_244 : i64
          %c1_i64_245 = arith.constant 1 : i64
          %511 = arith.addi %510, %c1_i64_245 : i64
          %512 = arith.addi %arg37, %511 : i64
          %c2_i64_246 = arith.constant 2 : i64
          %513 = arith.muli %260, %c2_i64_246 : i64
          %c8_i64_247 = arith.constant 8 : i64
          %514 = arith.addi %513, %c8_i64_247 : i64
          %515 = arith.addi %arg37, %514 : i64
          %c2_i64_248 = arith.constant 2 : i64
          %516 = arith.muli %260, %c2_i64_248 : i64
          %c9_i64_249 = arith.constant 9 : i64
          %517 = arith.addi %516, %c9_i64_249 : i64
          %518 = arith.addi %arg37, %517 : i64
          %c21_i64_250 = arith.constant 21 : i64
          %519 = arith.muli %287, %c21_i64_250 : i64
          %520 = arith.addi %487, %519 : i64
          %521 = llvm.getelementptr %248[%520] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %522 = llvm.load %521 : !llvm.ptr<1> -> f16
          %c21_i64_251 = arith.constant 21 : i64
          %523 = arith.muli %289, %c21_i64_251 : i64
          %524 = arith.addi %490, %523 : i64
          %525 = llvm.getelementptr %248[%524] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %526 = llvm.load %525 : !llvm.ptr<1> -> f16
          %c21_i64_252 = arith.constant 21 : i64
          %527 = arith.muli %292, %c21_i64_252 : i64
          %528 = arith.addi %492, %527 : i64
          %529 = llvm.getelementptr %248[%528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %530 = llvm.load %529 : !llvm.ptr<1> -> f16
          %c21_i64_253 = arith.constant 21 : i64
          %531 = arith.muli %295, %c21_i64_253 : i64
          %532 = arith.addi %495, %531 : i64
          %533 = llvm.getelementptr %248[%532] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %534 = llvm.load %533 : !llvm.ptr<1> -> f16
          %c21_i64_254 = arith.constant 21 : i64
          %535 = arith.muli %297, %c21_i64_254 : i64
          %536 = arith.addi %498, %535 : i64
          %537 = llvm.getelementptr %248[%536] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %538 = llvm.load %537 : !llvm.ptr<1> -> f16
          %c21_i64_255 = arith.constant 21 : i64
          %539 = arith.muli %299, %c21_i64_255 : i64
          %540 = arith.addi %501, %539 : i64
          %541 = llvm.getelementptr %248[%540] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %542 = llvm.load %541 : !llvm.ptr<1> -> f16
          %c21_i64_256 = arith.constant 21 : i64
          %543 = arith.muli %302, %c21_i64_256 : i64
          %544 = arith.addi %504, %543 : i64
          %545 = llvm.getelementptr %248[%544] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %546 = llvm.load %545 : !llvm.ptr<1> -> f16
          %c21_i64_257 = arith.constant 21 : i64
          %547 = arith.muli %305, %c21_i64_257 : i64
          %548 = arith.addi %507, %547 : i64
          %549 = llvm.getelementptr %248[%548] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %550 = llvm.load %549 : !llvm.ptr<1> -> f16
          %c21_i64_258 = arith.constant 21 : i64
          %551 = arith.muli %307, %c21_i64_258 : i64
          %552 = arith.addi %509, %551 : i64
          %553 = llvm.getelementptr %250[%552] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %554 = llvm.load %553 : !llvm.ptr<1> -> f16
          %c21_i64_259 = arith.constant 21 : i64
          %555 = arith.muli %309, %c21_i64_259 : i64
          %556 = arith.addi %512, %555 : i64
          %557 = llvm.getelementptr %250[%556] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %558 = llvm.load %557 : !llvm.ptr<1> -> f16
          %c21_i64_260 = arith.constant 21 : i64
          %559 = arith.muli %311, %c21_i64_260 : i64
          %560 = arith.addi %515, %559 : i64
          %561 = llvm.getelementptr %250[%560] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %562 = llvm.load %561 : !llvm.ptr<1> -> f16
          %c21_i64_261 = arith.constant 21 : i64
          %563 = arith.muli %313, %c21_i64_261 : i64
          %564 = arith.addi %518, %563 : i64
          %565 = llvm.getelementptr %250[%564] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %566 = llvm.load %565 : !llvm.ptr<1> -> f16
          %567 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_262 = arith.constant 0 : i32
          %568 = llvm.insertelement %522, %567[%c0_i32_262 : i32] : vector<2xf16>
          %c1_i32_263 = arith.constant 1 : i32
          %569 = llvm.insertelement %526, %568[%c1_i32_263 : i32] : vector<2xf16>
          %570 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_264 = arith.constant 0 : i32
          %571 = llvm.insertelement %530, %570[%c0_i32_264 : i32] : vector<2xf16>
          %c1_i32_265 = arith.constant 1 : i32
          %572 = llvm.insertelement %534, %571[%c1_i32_265 : i32] : vector<2xf16>
          %573 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_266 = arith.constant 0 : i32
          %574 = llvm.insertelement %538, %573[%c0_i32_266 : i32] : vector<2xf16>
          %c1_i32_267 = arith.constant 1 : i32
          %575 = llvm.insertelement %542, %574[%c1_i32_267 : i32] : vector<2xf16>
          %576 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_268 = arith.constant 0 : i32
          %577 = llvm.insertelement %546, %576[%c0_i32_268 : i32] : vector<2xf16>
          %c1_i32_269 = arith.constant 1 : i32
          %578 = llvm.insertelement %550, %577[%c1_i32_269 : i32] : vector<2xf16>
          %579 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_270 = arith.constant 0 : i32
          %580 = llvm.insertelement %554, %579[%c0_i32_270 : i32] : vector<2xf16>
          %c1_i32_271 = arith.constant 1 : i32
          %581 = llvm.insertelement %558, %580[%c1_i32_271 : i32] : vector<2xf16>
          %582 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_272 = arith.constant 0 : i32
          %583 = llvm.insertelement %562, %582[%c0_i32_272 : i32] : vector<2xf16>
          %c1_i32_273 = arith.constant 1 : i32
          %584 = llvm.insertelement %566, %583[%c1_i32_273 : i32] : vector<2xf16>
          %585 = memref.load %alloca_57[] : memref<f32>
          %586 = memref.load %alloca_58[] : memref<f32>
          %587 = memref.load %alloca_59[] : memref<f32>
          %588 = memref.load %alloca_60[] : memref<f32>
          %589 = nvvm.mma.sync A[%569, %572, %575, %578]  B[%581, %584]  C[%585, %586, %587, %588]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %590 = llvm.extractvalue %589[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %590, %alloca_57[] : memref<f32>
          %591 = llvm.extractvalue %589[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %591, %alloca_58[] : memref<f32>
          %592 = llvm.extractvalue %589[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %592, %alloca_59[] : memref<f32>
          %593 = llvm.extractvalue %589[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %593, %alloca_60[] : memref<f32>
        }
        %c16_i64_139 = arith.constant 16 : i64
        %c2_i64 = arith.constant 2 : i64
        %314 = arith.muli %260, %c2_i64 : i64
        %315 = arith.addi %c16_i64_139, %314 : i64
        %c16_i64_140 = arith.constant 16 : i64
        %c2_i64_141 = arith.constant 2 : i64
        %316 = arith.muli %260, %c2_i64_141 : i64
        %c1_i64 = arith.constant 1 : i64
        %317 = arith.addi %316, %c1_i64 : i64
        %318 = arith.addi %c16_i64_140, %317 : i64
        %c16_i64_142 = arith.constant 16 : i64
        %c2_i64_143 = arith.constant 2 : i64
        %319 = arith.muli %260, %c2_i64_143 : i64
        %320 = arith.addi %c16_i64_142, %319 : i64
        %c16_i64_144 = arith.constant 16 : i64
        %c2_i64_145 = arith.constant 2 : i64
        %321 = arith.muli %260, %c2_i64_145 : i64
        %c1_i64_146 = arith.constant 1 : i64
        %322 = arith.addi %321, %c1_i64_146 : i64
        %323 = arith.addi %c16_i64_144, %322 : i64
        %c16_i64_147 = arith.constant 16 : i64
        %c2_i64_148 = arith.constant 2 : i64
        %324 = arith.muli %260, %c2_i64_148 : i64
        %c8_i64_149 = arith.constant 8 : i64
        %325 = arith.addi %324, %c8_i64_149 : i64
        %326 = arith.addi %c16_i64_147, %325 : i64
        %c16_i64_150 = arith.constant 16 : i64
        %c2_i64_151 = arith.constant 2 : i64
        %327 = arith.muli %260, %c2_i64_151 : i64
        %c9_i64_152 = arith.constant 9 : i64
        %328 = arith.addi %327, %c9_i64_152 : i64
        %329 = arith.addi %c16_i64_150, %328 : i64
        %c16_i64_153 = arith.constant 16 : i64
        %c2_i64_154 = arith.constant 2 : i64
        %330 = arith.muli %260, %c2_i64_154 : i64
        %c8_i64_155 = arith.constant 8 : i64
        %331 = arith.addi %330, %c8_i64_155 : i64
        %332 = arith.addi %c16_i64_153, %331 : i64
        %c16_i64_156 = arith.constant 16 : i64
        %c2_i64_157 = arith.constant 2 : i64
        %333 = arith.muli %260, %c2_i64_157 : i64
        %c9_i64_158 = arith.constant 9 : i64
        %334 = arith.addi %333, %c9_i64_158 : i64
        %335 = arith.addi %c16_i64_156, %334 : i64
        %c16_i64_159 = arith.constant 16 : i64
        %c2_i64_160 = arith.constant 2 : i64
        %336 = arith.muli %260, %c2_i64_160 : i64
        %337 = arith.addi %c16_i64_159, %336 : i64
        %c16_i64_161 = arith.constant 16 : i64
        %c2_i64_162 = arith.constant 2 : i64
        %338 = arith.muli %260, %c2_i64_162 : i64
        %c1_i64_163 = arith.constant 1 : i64
        %339 = arith.addi %338, %c1_i64_163 : i64
        %340 = arith.addi %c16_i64_161, %339 : i64
        %c16_i64_164 = arith.constant 16 : i64
        %c2_i64_165 = arith.constant 2 : i64
        %341 = arith.muli %260, %c2_i64_165 : i64
        %c8_i64_166 = arith.constant 8 : i64
        %342 = arith.addi %341, %c8_i64_166 : i64
        %343 = arith.addi %c16_i64_164, %342 : i64
        %c16_i64_167 = arith.constant 16 : i64
        %c2_i64_168 = arith.constant 2 : i64
        %344 = arith.muli %260, %c2_i64_168 : i64
        %c9_i64_169 = arith.constant 9 : i64
        %345 = arith.addi %344, %c9_i64_169 : i64
        %346 = arith.addi %c16_i64_167, %345 : i64
        %c20_i64_170 = arith.constant 20 : i64
        %347 = arith.minsi %315, %c20_i64_170 : i64
        %c21_i64 = arith.constant 21 : i64
        %348 = arith.muli %287, %c21_i64 : i64
        %349 = arith.addi %347, %348 : i64
        %350 = llvm.getelementptr %248[%349] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %351 = llvm.load %350 : !llvm.ptr<1> -> f16
        memref.store %351, %alloca_61[] : memref<f16>
        %c21_i64_171 = arith.constant 21 : i64
        %352 = arith.cmpi sge, %315, %c21_i64_171 : i64
        scf.if %352 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_61[] : memref<f16>
        }
        %c20_i64_172 = arith.constant 20 : i64
        %353 = arith.minsi %318, %c20_i64_172 : i64
        %c21_i64_173 = arith.constant 21 : i64
        %354 = arith.muli %289, %c21_i64_173 : i64
        %355 = arith.addi %353, %354 : i64
        %356 = llvm.getelementptr %248[%355] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %357 = llvm.load %356 : !llvm.ptr<1> -> f16
        memref.store %357, %alloca_62[] : memref<f16>
        %c21_i64_174 = arith.constant 21 : i64
        %358 = arith.cmpi sge, %318, %c21_i64_174 : i64
        scf.if %358 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_62[] : memref<f16>
        }
        %c20_i64_175 = arith.constant 20 : i64
        %359 = arith.minsi %320, %c20_i64_175 : i64
        %c21_i64_176 = arith.constant 21 : i64
        %360 = arith.muli %292, %c21_i64_176 : i64
        %361 = arith.addi %359, %360 : i64
        %362 = llvm.getelementptr %248[%361] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %363 = llvm.load %362 : !llvm.ptr<1> -> f16
        memref.store %363, %alloca_63[] : memref<f16>
        %c21_i64_177 = arith.constant 21 : i64
        %364 = arith.cmpi sge, %320, %c21_i64_177 : i64
        scf.if %364 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_63[] : memref<f16>
        }
        %c20_i64_178 = arith.constant 20 : i64
        %365 = arith.minsi %323, %c20_i64_178 : i64
        %c21_i64_179 = arith.constant 21 : i64
        %366 = arith.muli %295, %c21_i64_179 : i64
        %367 = arith.addi %365, %366 : i64
        %368 = llvm.getelementptr %248[%367] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %369 = llvm.load %368 : !llvm.ptr<1> -> f16
        memref.store %369, %alloca_64[] : memref<f16>
        %c21_i64_180 = arith.constant 21 : i64
        %370 = arith.cmpi sge, %323, %c21_i64_180 : i64
        scf.if %370 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_64[] : memref<f16>
        }
        %c20_i64_181 = arith.constant 20 : i64
        %371 = arith.minsi %326, %c20_i64_181 : i64
        %c21_i64_182 = arith.constant 21 : i64
        %372 = arith.muli %297, %c21_i64_182 : i64
        %373 = arith.addi %371, %372 : i64
        %374 = llvm.getelementptr %248[%373] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %375 = llvm.load %374 : !llvm.ptr<1> -> f16
        memref.store %375, %alloca_65[] : memref<f16>
        %c21_i64_183 = arith.constant 21 : i64
        %376 = arith.cmpi sge, %326, %c21_i64_183 : i64
        scf.if %376 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_65[] : memref<f16>
        }
        %c20_i64_184 = arith.constant 20 : i64
        %377 = arith.minsi %329, %c20_i64_184 : i64
        %c21_i64_185 = arith.constant 21 : i64
        %378 = arith.muli %299, %c21_i64_185 : i64
        %379 = arith.addi %377, %378 : i64
        %380 = llvm.getelementptr %248[%379] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %381 = llvm.load %380 : !llvm.ptr<1> -> f16
        memref.store %381, %alloca_66[] : memref<f16>
        %c21_i64_186 = arith.constant 21 : i64
        %382 = arith.cmpi sge, %329, %c21_i64_186 : i64
        scf.if %382 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_66[] : memref<f16>
        }
        %c20_i64_187 = arith.constant 20 : i64
        %383 = arith.minsi %332, %c20_i64_187 : i64
        %c21_i64_188 = arith.constant 21 : i64
        %384 = arith.muli %302, %c21_i64_188 : i64
        %385 = arith.addi %383, %384 : i64
        %386 = llvm.getelementptr %248[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %387 = llvm.load %386 : !llvm.ptr<1> -> f16
        memref.store %387, %alloca_67[] : memref<f16>
        %c21_i64_189 = arith.constant 21 : i64
        %388 = arith.cmpi sge, %332, %c21_i64_189 : i64
        scf.if %388 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_67[] : memref<f16>
        }
        %c20_i64_190 = arith.constant 20 : i64
        %389 = arith.minsi %335, %c20_i64_190 : i64
        %c21_i64_191 = arith.constant 21 : i64
        %390 = arith.muli %305, %c21_i64_191 : i64
        %391 = arith.addi %389, %390 : i64
        %392 = llvm.getelementptr %248[%391] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %393 = llvm.load %392 : !llvm.ptr<1> -> f16
        memref.store %393, %alloca_68[] : memref<f16>
        %c21_i64_192 = arith.constant 21 : i64
        %394 = arith.cmpi sge, %335, %c21_i64_192 : i64
        scf.if %394 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_68[] : memref<f16>
        }
        %c20_i64_193 = arith.constant 20 : i64
        %395 = arith.minsi %337, %c20_i64_193 : i64
        %c21_i64_194 = arith.constant 21 : i64
        %396 = arith.muli %307, %c21_i64_194 : i64
        %397 = arith.addi %395, %396 : i64
        %398 = llvm.getelementptr %250[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %399 = llvm.load %398 : !llvm.ptr<1> -> f16
        memref.store %399, %alloca_69[] : memref<f16>
        %c21_i64_195 = arith.constant 21 : i64
        %400 = arith.cmpi sge, %337, %c21_i64_195 : i64
        scf.if %400 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_69[] : memref<f16>
        }
        %c20_i64_196 = arith.constant 20 : i64
        %401 = arith.minsi %340, %c20_i64_196 : i64
        %c21_i64_197 = arith.constant 21 : i64
        %402 = arith.muli %309, %c21_i64_197 : i64
        %403 = arith.addi %401, %402 : i64
        %404 = llvm.getelementptr %250[%403] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %405 = llvm.load %404 : !llvm.ptr<1> -> f16
        memref.store %405, %alloca_70[] : memref<f16>
        %c21_i64_198 = arith.constant 21 : i64
        %406 = arith.cmpi sge, %340, %c21_i64_198 : i64
        scf.if %406 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_70[] : memref<f16>
        }
        %c20_i64_199 = arith.constant 20 : i64
        %407 = arith.minsi %343, %c20_i64_199 : i64
        %c21_i64_200 = arith.constant 21 : i64
        %408 = arith.muli %311, %c21_i64_200 : i64
        %409 = arith.addi %407, %408 : i64
        %410 = llvm.getelementptr %250[%409] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %411 = llvm.load %410 : !llvm.ptr<1> -> f16
        memref.store %411, %alloca_71[] : memref<f16>
        %c21_i64_201 = arith.constant 21 : i64
        %412 = arith.cmpi sge, %343, %c21_i64_201 : i64
        scf.if %412 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_71[] : memref<f16>
        }
        %c20_i64_202 = arith.constant 20 : i64
        %413 = arith.minsi %346, %c20_i64_202 : i64
        %c21_i64_203 = arith.constant 21 : i64
        %414 = arith.muli %313, %c21_i64_203 : i64
        %415 = arith.addi %413, %414 : i64
        %416 = llvm.getelementptr %250[%415] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %417 = llvm.load %416 : !llvm.ptr<1> -> f16
        memref.store %417, %alloca_72[] : memref<f16>
        %c21_i64_204 = arith.constant 21 : i64
        %418 = arith.cmpi sge, %346, %c21_i64_204 : i64
        scf.if %418 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_72[] : memref<f16>
        }
        %419 = memref.load %alloca_61[] : memref<f16>
        %420 = memref.load %alloca_62[] : memref<f16>
        %421 = memref.load %alloca_63[] : memref<f16>
        %422 = memref.load %alloca_64[] : memref<f16>
        %423 = memref.load %alloca_65[] : memref<f16>
        %424 = memref.load %alloca_66[] : memref<f16>
        %425 = memref.load %alloca_67[] : memref<f16>
        %426 = memref.load %alloca_68[] : memref<f16>
        %427 = llvm.mlir.poison : vector<2xf16>
        %c0_i32 = arith.constant 0 : i32
        %428 = llvm.insertelement %419, %427[%c0_i32 : i32] : vector<2xf16>
        %c1_i32 = arith.constant 1 : i32
        %429 = llvm.insertelement %420, %428[%c1_i32 : i32] : vector<2xf16>
        %430 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_205 = arith.constant 0 : i32
        %431 = llvm.insertelement %421, %430[%c0_i32_205 : i32] : vector<2xf16>
        %c1_i32_206 = arith.constant 1 : i32
        %432 = llvm.insertelement %422, %431[%c1_i32_206 : i32] : vector<2xf16>
        %433 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_207 = arith.constant 0 : i32
        %434 = llvm.insertelement %423, %433[%c0_i32_207 : i32] : vector<2xf16>
        %c1_i32_208 = arith.constant 1 : i32
        %435 = llvm.insertelement %424, %434[%c1_i32_208 : i32] : vector<2xf16>
        %436 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_209 = arith.constant 0 : i32
        %437 = llvm.insertelement %425, %436[%c0_i32_209 : i32] : vector<2xf16>
        %c1_i32_210 = arith.constant 1 : i32
        %438 = llvm.insertelement %426, %437[%c1_i32_210 : i32] : vector<2xf16>
        %439 = memref.load %alloca_69[] : memref<f16>
        %440 = memref.load %alloca_70[] : memref<f16>
        %441 = memref.load %alloca_71[] : memref<f16>
        %442 = memref.load %alloca_72[] : memref<f16>
        %443 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_211 = arith.constant 0 : i32
        %444 = llvm.insertelement %439, %443[%c0_i32_211 : i32] : vector<2xf16>
        %c1_i32_212 = arith.constant 1 : i32
        %445 = llvm.insertelement %440, %444[%c1_i32_212 : i32] : vector<2xf16>
        %446 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_213 = arith.constant 0 : i32
        %447 = llvm.insertelement %441, %446[%c0_i32_213 : i32] : vector<2xf16>
        %c1_i32_214 = arith.constant 1 : i32
        %448 = llvm.insertelement %442, %447[%c1_i32_214 : i32] : vector<2xf16>
        %449 = memref.load %alloca_57[] : memref<f32>
        %450 = memref.load %alloca_58[] : memref<f32>
        %451 = memref.load %alloca_59[] : memref<f32>
        %452 = memref.load %alloca_60[] : memref<f32>
        %453 = nvvm.mma.sync A[%429, %432, %435, %438]  B[%445, %448]  C[%449, %450, %451, %452]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %454 = llvm.extractvalue %453[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %454, %alloca_57[] : memref<f32>
        %455 = llvm.extractvalue %453[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %455, %alloca_58[] : memref<f32>
        %456 = llvm.extractvalue %453[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %456, %alloca_59[] : memref<f32>
        %457 = llvm.extractvalue %453[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %457, %alloca_60[] : memref<f32>
        %458 = arith.addi %284, %259 : i64
        %c2_i64_215 = arith.constant 2 : i64
        %459 = arith.muli %260, %c2_i64_215 : i64
        %460 = arith.addi %285, %459 : i64
        %c45_i64 = arith.constant 45 : i64
        %461 = arith.cmpi slt, %458, %c45_i64 : i64
        %c19_i64 = arith.constant 19 : i64
        %462 = arith.cmpi slt, %460, %c19_i64 : i64
        %463 = arith.andi %461, %462 : i1
        scf.if %463 {
          %486 = memref.load %alloca_57[] : memref<f32>
          %c45_i64_229 = arith.constant 45 : i64
          %487 = arith.muli %460, %c45_i64_229 : i64
          %488 = arith.addi %458, %487 : i64
          %489 = llvm.getelementptr %252[%488] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %490 = llvm.load %489 : !llvm.ptr<1> -> f32
          %491 = arith.mulf %arg1, %490 : f32
          %492 = arith.addf %486, %491 : f32
          %c45_i64_230 = arith.constant 45 : i64
          %493 = arith.muli %460, %c45_i64_230 : i64
          %494 = arith.addi %458, %493 : i64
          %495 = llvm.getelementptr %252[%494] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %492, %495 : f32, !llvm.ptr<1>
        }
        %464 = arith.addi %284, %259 : i64
        %c2_i64_216 = arith.constant 2 : i64
        %465 = arith.muli %260, %c2_i64_216 : i64
        %c1_i64_217 = arith.constant 1 : i64
        %466 = arith.addi %465, %c1_i64_217 : i64
        %467 = arith.addi %285, %466 : i64
        %c45_i64_218 = arith.constant 45 : i64
        %468 = arith.cmpi slt, %464, %c45_i64_218 : i64
        %c19_i64_219 = arith.constant 19 : i64
        %469 = arith.cmpi slt, %467, %c19_i64_219 : i64
        %470 = arith.andi %468, %469 : i1
        scf.if %470 {
          %486 = memref.load %alloca_58[] : memref<f32>
          %c45_i64_229 = arith.constant 45 : i64
          %487 = arith.muli %467, %c45_i64_229 : i64
          %488 = arith.addi %464, %487 : i64
          %489 = llvm.getelementptr %252[%488] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %490 = llvm.load %489 : !llvm.ptr<1> -> f32
          %491 = arith.mulf %arg1, %490 : f32
          %492 = arith.addf %486, %491 : f32
          %c45_i64_230 = arith.constant 45 : i64
          %493 = arith.muli %467, %c45_i64_230 : i64
          %494 = arith.addi %464, %493 : i64
          %495 = llvm.getelementptr %252[%494] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %492, %495 : f32, !llvm.ptr<1>
        }
        %c8_i64_220 = arith.constant 8 : i64
        %471 = arith.addi %259, %c8_i64_220 : i64
        %472 = arith.addi %284, %471 : i64
        %c2_i64_221 = arith.constant 2 : i64
        %473 = arith.muli %260, %c2_i64_221 : i64
        %474 = arith.addi %285, %473 : i64
        %c45_i64_222 = arith.constant 45 : i64
        %475 = arith.cmpi slt, %472, %c45_i64_222 : i64
        %c19_i64_223 = arith.constant 19 : i64
        %476 = arith.cmpi slt, %474, %c19_i64_223 : i64
        %477 = arith.andi %475, %476 : i1
        scf.if %477 {
          %486 = memref.load %alloca_59[] : memref<f32>
          %c45_i64_229 = arith.constant 45 : i64
          %487 = arith.muli %474, %c45_i64_229 : i64
          %488 = arith.addi %472, %487 : i64
          %489 = llvm.getelementptr %252[%488] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %490 = llvm.load %489 : !llvm.ptr<1> -> f32
          %491 = arith.mulf %arg1, %490 : f32
          %492 = arith.addf %486, %491 : f32
          %c45_i64_230 = arith.constant 45 : i64
          %493 = arith.muli %474, %c45_i64_230 : i64
          %494 = arith.addi %472, %493 : i64
          %495 = llvm.getelementptr %252[%494] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %492, %495 : f32, !llvm.ptr<1>
        }
        %c8_i64_224 = arith.constant 8 : i64
        %478 = arith.addi %259, %c8_i64_224 : i64
        %479 = arith.addi %284, %478 : i64
        %c2_i64_225 = arith.constant 2 : i64
        %480 = arith.muli %260, %c2_i64_225 : i64
        %c1_i64_226 = arith.constant 1 : i64
        %481 = arith.addi %480, %c1_i64_226 : i64
        %482 = arith.addi %285, %481 : i64
        %c45_i64_227 = arith.constant 45 : i64
        %483 = arith.cmpi slt, %479, %c45_i64_227 : i64
        %c19_i64_228 = arith.constant 19 : i64
        %484 = arith.cmpi slt, %482, %c19_i64_228 : i64
        %485 = arith.andi %483, %484 : i1
        scf.if %485 {
          %486 = memref.load %alloca_60[] : memref<f32>
          %c45_i64_229 = arith.constant 45 : i64
          %487 = arith.muli %482, %c45_i64_229 : i64
          %488 = arith.addi %479, %487 : i64
          %489 = llvm.getelementptr %252[%488] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %490 = llvm.load %489 : !llvm.ptr<1> -> f32
          %491 = arith.mulf %arg1, %490 : f32
          %492 = arith.addf %486, %491 : f32
          %c45_i64_230 = arith.constant 45 : i64
          %493 = arith.muli %482, %c45_i64_230 : i64
          %494 = arith.addi %479, %493 : i64
          %495 = llvm.getelementptr %252[%494] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %492, %495 : f32, !llvm.ptr<1>
        }
      }
      %261 = arith.muli %220, %205 : i64
      %262 = llvm.getelementptr %200[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %263 = arith.muli %220, %212 : i64
      %264 = llvm.getelementptr %207[%263] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %265 = arith.muli %220, %219 : i64
      %266 = llvm.getelementptr %214[%265] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_107 = gpu.thread_id  x
      %267 = arith.index_cast %thread_id_x_107 : index to i64
      %c64_i64_108 = arith.constant 64 : i64
      %thread_id_y_109 = gpu.thread_id  y
      %268 = arith.index_cast %thread_id_y_109 : index to i64
      %269 = arith.muli %c64_i64_108, %268 : i64
      %270 = arith.addi %267, %269 : i64
      %c32_i64_110 = arith.constant 32 : i64
      %271 = arith.divsi %270, %c32_i64_110 : i64
      %c32_i64_111 = arith.constant 32 : i64
      %272 = arith.remsi %270, %c32_i64_111 : i64
      %c4_i64_112 = arith.constant 4 : i64
      %273 = arith.divsi %272, %c4_i64_112 : i64
      %c4_i64_113 = arith.constant 4 : i64
      %274 = arith.remsi %272, %c4_i64_113 : i64
      %c15_i64 = arith.constant 15 : i64
      %275 = arith.addi %215, %c15_i64 : i64
      %c16_i64_114 = arith.constant 16 : i64
      %276 = arith.divsi %275, %c16_i64_114 : i64
      %c7_i64 = arith.constant 7 : i64
      %277 = arith.addi %216, %c7_i64 : i64
      %c8_i64 = arith.constant 8 : i64
      %278 = arith.divsi %277, %c8_i64 : i64
      %279 = arith.muli %276, %278 : i64
      %c16_i64_115 = arith.constant 16 : i64
      %280 = arith.remsi %202, %c16_i64_115 : i64
      %281 = arith.subi %202, %280 : i64
      %c16_i64_116 = arith.constant 16 : i64
      scf.for %arg36 = %271 to %279 step %c16_i64_116  : i64 {
        %282 = arith.remsi %arg36, %276 : i64
        %283 = arith.divsi %arg36, %276 : i64
        %c16_i64_117 = arith.constant 16 : i64
        %284 = arith.muli %282, %c16_i64_117 : i64
        %c8_i64_118 = arith.constant 8 : i64
        %285 = arith.muli %283, %c8_i64_118 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_73[] : memref<f32>
        %cst_119 = arith.constant 0.000000e+00 : f32
        memref.store %cst_119, %alloca_74[] : memref<f32>
        %cst_120 = arith.constant 0.000000e+00 : f32
        memref.store %cst_120, %alloca_75[] : memref<f32>
        %cst_121 = arith.constant 0.000000e+00 : f32
        memref.store %cst_121, %alloca_76[] : memref<f32>
        %286 = arith.addi %284, %273 : i64
        %c1_i64 = arith.constant 1 : i64
        %287 = arith.subi %215, %c1_i64 : i64
        %288 = arith.minsi %286, %287 : i64
        %289 = arith.addi %284, %273 : i64
        %c1_i64_122 = arith.constant 1 : i64
        %290 = arith.subi %215, %c1_i64_122 : i64
        %291 = arith.minsi %289, %290 : i64
        %c8_i64_123 = arith.constant 8 : i64
        %292 = arith.addi %273, %c8_i64_123 : i64
        %293 = arith.addi %284, %292 : i64
        %c1_i64_124 = arith.constant 1 : i64
        %294 = arith.subi %215, %c1_i64_124 : i64
        %295 = arith.minsi %293, %294 : i64
        %c8_i64_125 = arith.constant 8 : i64
        %296 = arith.addi %273, %c8_i64_125 : i64
        %297 = arith.addi %284, %296 : i64
        %c1_i64_126 = arith.constant 1 : i64
        %298 = arith.subi %215, %c1_i64_126 : i64
        %299 = arith.minsi %297, %298 : i64
        %300 = arith.addi %284, %273 : i64
        %c1_i64_127 = arith.constant 1 : i64
        %301 = arith.subi %215, %c1_i64_127 : i64
        %302 = arith.minsi %300, %301 : i64
        %303 = arith.addi %284, %273 : i64
        %c1_i64_128 = arith.constant 1 : i64
        %304 = arith.subi %215, %c1_i64_128 : i64
        %305 = arith.minsi %303, %304 : i64
        %c8_i64_129 = arith.constant 8 : i64
        %306 = arith.addi %273, %c8_i64_129 : i64
        %307 = arith.addi %284, %306 : i64
        %c1_i64_130 = arith.constant 1 : i64
        %308 = arith.subi %215, %c1_i64_130 : i64
        %309 = arith.minsi %307, %308 : i64
        %c8_i64_131 = arith.constant 8 : i64
        %310 = arith.addi %273, %c8_i64_131 : i64
        %311 = arith.addi %284, %310 : i64
        %c1_i64_132 = arith.constant 1 : i64
        %312 = arith.subi %215, %c1_i64_132 : i64
        %313 = arith.minsi %311, %312 : i64
        %314 = arith.addi %285, %273 : i64
        %c1_i64_133 = arith.constant 1 : i64
        %315 = arith.subi %216, %c1_i64_133 : i64
        %316 = arith.minsi %314, %315 : i64
        %317 = arith.addi %285, %273 : i64
        %c1_i64_134 = arith.constant 1 : i64
        %318 = arith.subi %216, %c1_i64_134 : i64
        %319 = arith.minsi %317, %318 : i64
        %320 = arith.addi %285, %273 : i64
        %c1_i64_135 = arith.constant 1 : i64
        %321 = arith.subi %216, %c1_i64_135 : i64
        %322 = arith.minsi %320, %321 : i64
        %323 = arith.addi %285, %273 : i64
        %c1_i64_136 = arith.constant 1 : i64
        %324 = arith.subi %216, %c1_i64_136 : i64
        %325 = arith.minsi %323, %324 : i64
        %c0_i64 = arith.constant 0 : i64
        %c16_i64_137 = arith.constant 16 : i64
        scf.for %arg37 = %c0_i64 to %281 step %c16_i64_137  : i64 {
          %c2_i64_145 = arith.constant 2 : i64
          %355 = arith.muli %274, %c2_i64_145 : i64
          %356 = arith.addi %arg37, %355 : i64
          %c2_i64_146 = arith.constant 2 : i64
          %357 = arith.muli %274, %c2_i64_146 : i64
          %c1_i64_147 = arith.constant 1 : i64
          %358 = arith.addi %357, %c1_i64_147 : i64
          %359 = arith.addi %arg37, %358 : i64
          %c2_i64_148 = arith.constant 2 : i64
          %360 = arith.muli %274, %c2_i64_148 : i64
          %361 = arith.addi %arg37, %360 : i64
          %c2_i64_149 = arith.constant 2 : i64
          %362 = arith.muli %274, %c2_i64_149 : i64
          %c1_i64_150 = arith.constant 1 : i64
          %363 = arith.addi %362, %c1_i64_150 : i64
          %364 = arith.addi %arg37, %363 : i64
          %c2_i64_151 = arith.constant 2 : i64
          %365 = arith.muli %274, %c2_i64_151 : i64
          %c8_i64_152 = arith.constant 8 : i64
          %366 = arith.addi %365, %c8_i64_152 : i64
          %367 = arith.addi %arg37, %366 : i64
          %c2_i64_153 = arith.constant 2 : i64
          %368 = arith.muli %274, %c2_i64_153 : i64
          %c9_i64_154 = arith.constant 9 : i64
          %369 = arith.addi %368, %c9_i64_154 : i64
          %370 = arith.addi %arg37, %369 : i64
          %c2_i64_155 = arith.constant 2 : i64
          %371 = arith.muli %274, %c2_i64_155 : i64
          %c8_i64_156 = arith.constant 8 : i64
          %372 = arith.addi %371, %c8_i64_156 : i64
          %373 = arith.addi %arg37, %372 : i64
          %c2_i64_157 = arith.constant 2 : i64
          %374 = arith.muli %274, %c2_i64_157 : i64
          %c9_i64_158 = arith.constant 9 : i64
          %375 = arith.addi %374, %c9_i64_158 : i64
          %376 = arith.addi %arg37, %375 : i64
          %c2_i64_159 = arith.constant 2 : i64
          %377 = arith.muli %274, %c2_i64_159 : i64
          %378 = arith.addi %arg37, %377 : i64
          %c2_i64_160 = arith.constant 2 : i64
          %379 = arith.muli %274, %c2_i64_160 : i64
          %c1_i64_161 = arith.constant 1 : i64
          %380 = arith.addi %379, %c1_i64_161 : i64
          %381 = arith.addi %arg37, %380 : i64
          %c2_i64_162 = arith.constant 2 : i64
          %382 = arith.muli %274, %c2_i64_162 : i64
          %c8_i64_163 = arith.constant 8 : i64
          %383 = arith.addi %382, %c8_i64_163 : i64
          %384 = arith.addi %arg37, %383 : i64
          %c2_i64_164 = arith.constant 2 : i64
          %385 = arith.muli %274, %c2_i64_164 : i64
          %c9_i64_165 = arith.constant 9 : i64
          %386 = arith.addi %385, %c9_i64_165 : i64
          %387 = arith.addi %arg37, %386 : i64
          %388 = arith.muli %356, %203 : i64
          %389 = arith.addi %288, %388 : i64
          %390 = llvm.getelementptr %262[%389] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %391 = llvm.load %390 : !llvm.ptr<1> -> bf16
          %392 = arith.muli %359, %203 : i64
          %393 = arith.addi %291, %392 : i64
          %394 = llvm.getelementptr %262[%393] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %395 = llvm.load %394 : !llvm.ptr<1> -> bf16
          %396 = arith.muli %361, %203 : i64
          %397 = arith.addi %295, %396 : i64
          %398 = llvm.getelementptr %262[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %399 = llvm.load %398 : !llvm.ptr<1> -> bf16
          %400 = arith.muli %364, %203 : i64
          %401 = arith.addi %299, %400 : i64
          %402 = llvm.getelementptr %262[%401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %403 = llvm.load %402 : !llvm.ptr<1> -> bf16
          %404 = arith.muli %367, %203 : i64
          %405 = arith.addi %302, %404 : i64
          %406 = llvm.getelementptr %262[%405] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %407 = llvm.load %406 : !llvm.ptr<1> -> bf16
          %408 = arith.muli %370, %203 : i64
          %409 = arith.addi %305, %408 : i64
          %410 = llvm.getelementptr %262[%409] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %411 = llvm.load %410 : !llvm.ptr<1> -> bf16
          %412 = arith.muli %373, %203 : i64
          %413 = arith.addi %309, %412 : i64
          %414 = llvm.getelementptr %262[%413] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %415 = llvm.load %414 : !llvm.ptr<1> -> bf16
          %416 = arith.muli %376, %203 : i64
          %417 = arith.addi %313, %416 : i64
          %418 = llvm.getelementptr %262[%417] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %419 = llvm.load %418 : !llvm.ptr<1> -> bf16
          %420 = arith.muli %378, %210 : i64
          %421 = arith.addi %316, %420 : i64
          %422 = llvm.getelementptr %264[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %423 = llvm.load %422 : !llvm.ptr<1> -> bf16
          %424 = arith.muli %381, %210 : i64
          %425 = arith.addi %319, %424 : i64
          %426 = llvm.getelementptr %264[%425] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %427 = llvm.load %426 : !llvm.ptr<1> -> bf16
          %428 = arith.muli %384, %210 : i64
          %429 = arith.addi %322, %428 : i64
          %430 = llvm.getelementptr %264[%429] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %431 = llvm.load %430 : !llvm.ptr<1> -> bf16
          %432 = arith.muli %387, %210 : i64
          %433 = arith.addi %325, %432 : i64
          %434 = llvm.getelementptr %264[%433] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %435 = llvm.load %434 : !llvm.ptr<1> -> bf16
          %436 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32 = arith.constant 0 : i32
          %437 = llvm.insertelement %391, %436[%c0_i32 : i32] : vector<2xbf16>
          %c1_i32 = arith.constant 1 : i32
          %438 = llvm.insertelement %395, %437[%c1_i32 : i32] : vector<2xbf16>
          %439 = llvm.bitcast %438 : vector<2xbf16> to i32
          %440 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_166 = arith.constant 0 : i32
          %441 = llvm.insertelement %399, %440[%c0_i32_166 : i32] : vector<2xbf16>
          %c1_i32_167 = arith.constant 1 : i32
          %442 = llvm.insertelement %403, %441[%c1_i32_167 : i32] : vector<2xbf16>
          %443 = llvm.bitcast %442 : vector<2xbf16> to i32
          %444 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_168 = arith.constant 0 : i32
          %445 = llvm.insertelement %407, %444[%c0_i32_168 : i32] : vector<2xbf16>
          %c1_i32_169 = arith.constant 1 : i32
          %446 = llvm.insertelement %411, %445[%c1_i32_169 : i32] : vector<2xbf16>
          %447 = llvm.bitcast %446 : vector<2xbf16> to i32
          %448 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_170 = arith.constant 0 : i32
          %449 = llvm.insertelement %415, %448[%c0_i32_170 : i32] : vector<2xbf16>
          %c1_i32_171 = arith.constant 1 : i32
          %450 = llvm.insertelement %419, %449[%c1_i32_171 : i32] : vector<2xbf16>
          %451 = llvm.bitcast %450 : vector<2xbf16> to i32
          %452 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_172 = arith.constant 0 : i32
          %453 = llvm.insertelement %423, %452[%c0_i32_172 : i32] : vector<2xbf16>
          %c1_i32_173 = arith.constant 1 : i32
          %454 = llvm.insertelement %427, %453[%c1_i32_173 : i32] : vector<2xbf16>
          %455 = llvm.bitcast %454 : vector<2xbf16> to i32
          %456 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_174 = arith.constant 0 : i32
          %457 = llvm.insertelement %431, %456[%c0_i32_174 : i32] : vector<2xbf16>
          %c1_i32_175 = arith.constant 1 : i32
          %458 = llvm.insertelement %435, %457[%c1_i32_175 : i32] : vector<2xbf16>
          %459 = llvm.bitcast %458 : vector<2xbf16> to i32
          %460 = memref.load %alloca_73[] : memref<f32>
          %461 = memref.load %alloca_74[] : memref<f32>
          %462 = memref.load %alloca_75[] : memref<f32>
          %463 = memref.load %alloca_76[] : memref<f32>
          %464 = nvvm.mma.sync A[%439, %443, %447, %451]  B[%455, %459]  C[%460, %461, %462, %463]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %465 = llvm.extractvalue %464[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %465, %alloca_73[] : memref<f32>
          %466 = llvm.extractvalue %464[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %466, %alloca_74[] : memref<f32>
          %467 = llvm.extractvalue %464[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %467, %alloca_75[] : memref<f32>
          %468 = llvm.extractvalue %464[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %468, %alloca_76[] : memref<f32>
        }
        %326 = arith.cmpi slt, %281, %202 : i64
        scf.if %326 {
          %c2_i64_145 = arith.constant 2 : i64
          %355 = arith.muli %274, %c2_i64_145 : i64
          %356 = arith.addi %281, %355 : i64
          %c2_i64_146 = arith.constant 2 : i64
          %357 = arith.muli %274, %c2_i64_146 : i64
          %c1_i64_147 = arith.constant 1 : i64
          %358 = arith.addi %357, %c1_i64_147 : i64
          %359 = arith.addi %281, %358 : i64
          %c2_i64_148 = arith.constant 2 : i64
          %360 = arith.muli %274, %c2_i64_148 : i64
          %361 = arith.addi %281, %360 : i64
          %c2_i64_149 = arith.constant 2 : i64
          %362 = arith.muli %274, %c2_i64_149 : i64
          %c1_i64_150 = arith.constant 1 : i64
          %363 = arith.addi %362, %c1_i64_150 : i64
          %364 = arith.addi %281, %363 : i64
          %c2_i64_151 = arith.constant 2 : i64
          %365 = arith.muli %274, %c2_i64_151 : i64
          %c8_i64_152 = arith.constant 8 : i64
          %366 = arith.addi %365, %c8_i64_152 : i64
          %367 = arith.addi %281, %366 : i64
          %c2_i64_153 = arith.constant 2 : i64
          %368 = arith.muli %274, %c2_i64_153 : i64
          %c9_i64_154 = arith.constant 9 : i64
          %369 = arith.addi %368, %c9_i64_154 : i64
          %370 = arith.addi %281, %369 : i64
          %c2_i64_155 = arith.constant 2 : i64
          %371 = arith.muli %274, %c2_i64_155 : i64
          %c8_i64_156 = arith.constant 8 : i64
          %372 = arith.addi %371, %c8_i64_156 : i64
          %373 = arith.addi %281, %372 : i64
          %c2_i64_157 = arith.constant 2 : i64
          %374 = arith.muli %274, %c2_i64_157 : i64
          %c9_i64_158 = arith.constant 9 : i64
          %375 = arith.addi %374, %c9_i64_158 : i64
          %376 = arith.addi %281, %375 : i64
          %c2_i64_159 = arith.constant 2 : i64
          %377 = arith.muli %274, %c2_i64_159 : i64
          %378 = arith.addi %281, %377 : i64
          %c2_i64_160 = arith.constant 2 : i64
          %379 = arith.muli %274, %c2_i64_160 : i64
          %c1_i64_161 = arith.constant 1 : i64
          %380 = arith.addi %379, %c1_i64_161 : i64
          %381 = arith.addi %281, %380 : i64
          %c2_i64_162 = arith.constant 2 : i64
          %382 = arith.muli %274, %c2_i64_162 : i64
          %c8_i64_163 = arith.constant 8 : i64
          %383 = arith.addi %382, %c8_i64_163 : i64
          %384 = arith.addi %281, %383 : i64
          %c2_i64_164 = arith.constant 2 : i64
          %385 = arith.muli %274, %c2_i64_164 : i64
          %c9_i64_165 = arith.constant 9 : i64
          %386 = arith.addi %385, %c9_i64_165 : i64
          %387 = arith.addi %281, %386 : i64
          %c1_i64_166 = arith.constant 1 : i64
          %388 = arith.subi %202, %c1_i64_166 : i64
          %389 = arith.minsi %356, %388 : i64
          %390 = arith.muli %389, %203 : i64
          %391 = arith.addi %288, %390 : i64
          %392 = llvm.getelementptr %262[%391] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %393 = llvm.load %392 : !llvm.ptr<1> -> bf16
          memref.store %393, %alloca_77[] : memref<bf16>
          %394 = arith.cmpi sge, %356, %202 : i64
          scf.if %394 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_77[] : memref<bf16>
          }
          %c1_i64_167 = arith.constant 1 : i64
          %395 = arith.subi %202, %c1_i64_167 : i64
          %396 = arith.minsi %359, %395 : i64
          %397 = arith.muli %396, %203 : i64
          %398 = arith.addi %291, %397 : i64
          %399 = llvm.getelementptr %262[%398] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %400 = llvm.load %399 : !llvm.ptr<1> -> bf16
          memref.store %400, %alloca_78[] : memref<bf16>
          %401 = arith.cmpi sge, %359, %202 : i64
          scf.if %401 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_78[] : memref<bf16>
          }
          %c1_i64_168 = arith.constant 1 : i64
          %402 = arith.subi %202, %c1_i64_168 : i64
          %403 = arith.minsi %361, %402 : i64
          %404 = arith.muli %403, %203 : i64
          %405 = arith.addi %295, %404 : i64
          %406 = llvm.getelementptr %262[%405] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %407 = llvm.load %406 : !llvm.ptr<1> -> bf16
          memref.store %407, %alloca_79[] : memref<bf16>
          %408 = arith.cmpi sge, %361, %202 : i64
          scf.if %408 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_79[] : memref<bf16>
          }
          %c1_i64_169 = arith.constant 1 : i64
          %409 = arith.subi %202, %c1_i64_169 : i64
          %410 = arith.minsi %364, %409 : i64
          %411 = arith.muli %410, %203 : i64
          %412 = arith.addi %299, %411 : i64
          %413 = llvm.getelementptr %262[%412] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %414 = llvm.load %413 : !llvm.ptr<1> -> bf16
          memref.store %414, %alloca_80[] : memref<bf16>
          %415 = arith.cmpi sge, %364, %202 : i64
          scf.if %415 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_80[] : memref<bf16>
          }
          %c1_i64_170 = arith.constant 1 : i64
          %416 = arith.subi %202, %c1_i64_170 : i64
          %417 = arith.minsi %367, %416 : i64
          %418 = arith.muli %417, %203 : i64
          %419 = arith.addi %302, %418 : i64
          %420 = llvm.getelementptr %262[%419] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %421 = llvm.load %420 : !llvm.ptr<1> -> bf16
          memref.store %421, %alloca_81[] : memref<bf16>
          %422 = arith.cmpi sge, %367, %202 : i64
          scf.if %422 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_81[] : memref<bf16>
          }
          %c1_i64_171 = arith.constant 1 : i64
          %423 = arith.subi %202, %c1_i64_171 : i64
          %424 = arith.minsi %370, %423 : i64
          %425 = arith.muli %424, %203 : i64
          %426 = arith.addi %305, %425 : i64
          %427 = llvm.getelementptr %262[%426] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %428 = llvm.load %427 : !llvm.ptr<1> -> bf16
          memref.store %428, %alloca_82[] : memref<bf16>
          %429 = arith.cmpi sge, %370, %202 : i64
          scf.if %429 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_82[] : memref<bf16>
          }
          %c1_i64_172 = arith.constant 1 : i64
          %430 = arith.subi %202, %c1_i64_172 : i64
          %431 = arith.minsi %373, %430 : i64
          %432 = arith.muli %431, %203 : i64
          %433 = arith.addi %309, %432 : i64
          %434 = llvm.getelementptr %262[%433] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %435 = llvm.load %434 : !llvm.ptr<1> -> bf16
          memref.store %435, %alloca_83[] : memref<bf16>
          %436 = arith.cmpi sge, %373, %202 : i64
          scf.if %436 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_83[] : memref<bf16>
          }
          %c1_i64_173 = arith.constant 1 : i64
          %437 = arith.subi %202, %c1_i64_173 : i64
          %438 = arith.minsi %376, %437 : i64
          %439 = arith.muli %438, %203 : i64
          %440 = arith.addi %313, %439 : i64
          %441 = llvm.getelementptr %262[%440] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %442 = llvm.load %441 : !llvm.ptr<1> -> bf16
          memref.store %442, %alloca_84[] : memref<bf16>
          %443 = arith.cmpi sge, %376, %202 : i64
          scf.if %443 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_84[] : memref<bf16>
          }
          %c1_i64_174 = arith.constant 1 : i64
          %444 = arith.subi %202, %c1_i64_174 : i64
          %445 = arith.minsi %378, %444 : i64
          %446 = arith.muli %445, %210 : i64
          %447 = arith.addi %316, %446 : i64
          %448 = llvm.getelementptr %264[%447] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %449 = llvm.load %448 : !llvm.ptr<1> -> bf16
          memref.store %449, %alloca_85[] : memref<bf16>
          %450 = arith.cmpi sge, %378, %202 : i64
          scf.if %450 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_85[] : memref<bf16>
          }
          %c1_i64_175 = arith.constant 1 : i64
          %451 = arith.subi %202, %c1_i64_175 : i64
          %452 = arith.minsi %381, %451 : i64
          %453 = arith.muli %452, %210 : i64
          %454 = arith.addi %319, %453 : i64
          %455 = llvm.getelementptr %264[%454] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %456 = llvm.load %455 : !llvm.ptr<1> -> bf16
          memref.store %456, %alloca_86[] : memref<bf16>
          %457 = arith.cmpi sge, %381, %202 : i64
          scf.if %457 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_86[] : memref<bf16>
          }
          %c1_i64_176 = arith.constant 1 : i64
          %458 = arith.subi %202, %c1_i64_176 : i64
          %459 = arith.minsi %384, %458 : i64
          %460 = arith.muli %459, %210 : i64
          %461 = arith.addi %322, %460 : i64
          %462 = llvm.getelementptr %264[%461] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %463 = llvm.load %462 : !llvm.ptr<1> -> bf16
          memref.store %463, %alloca_87[] : memref<bf16>
          %464 = arith.cmpi sge, %384, %202 : i64
          scf.if %464 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_87[] : memref<bf16>
          }
          %c1_i64_177 = arith.constant 1 : i64
          %465 = arith.subi %202, %c1_i64_177 : i64
          %466 = arith.minsi %387, %465 : i64
          %467 = arith.muli %466, %210 : i64
          %468 = arith.addi %325, %467 : i64
          %469 = llvm.getelementptr %264[%468] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %470 = llvm.load %469 : !llvm.ptr<1> -> bf16
          memref.store %470, %alloca_88[] : memref<bf16>
          %471 = arith.cmpi sge, %387, %202 : i64
          scf.if %471 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_88[] : memref<bf16>
          }
          %472 = memref.load %alloca_77[] : memref<bf16>
          %473 = memref.load %alloca_78[] : memref<bf16>
          %474 = memref.load %alloca_79[] : memref<bf16>
          %475 = memref.load %alloca_80[] : memref<bf16>
          %476 = memref.load %alloca_81[] : memref<bf16>
          %477 = memref.load %alloca_82[] : memref<bf16>
          %478 = memref.load %alloca_83[] : memref<bf16>
          %479 = memref.load %alloca_84[] : memref<bf16>
          %480 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32 = arith.constant 0 : i32
          %481 = llvm.insertelement %472, %480[%c0_i32 : i32] : vector<2xbf16>
          %c1_i32 = arith.constant 1 : i32
          %482 = llvm.insertelement %473, %481[%c1_i32 : i32] : vector<2xbf16>
          %483 = llvm.bitcast %482 : vector<2xbf16> to i32
          %484 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_178 = arith.constant 0 : i32
          %485 = llvm.insertelement %474, %484[%c0_i32_178 : i32] : vector<2xbf16>
          %c1_i32_179 = arith.constant 1 : i32
          %486 = llvm.insertelement %475, %485[%c1_i32_179 : i32] : vector<2xbf16>
          %487 = llvm.bitcast %486 : vector<2xbf16> to i32
          %488 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_180 = arith.constant 0 : i32
          %489 = llvm.insertelement %476, %488[%c0_i32_180 : i32] : vector<2xbf16>
          %c1_i32_181 = arith.constant 1 : i32
          %490 = llvm.insertelement %477, %489[%c1_i32_181 : i32] : vector<2xbf16>
          %491 = llvm.bitcast %490 : vector<2xbf16> to i32
          %492 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_182 = arith.constant 0 : i32
          %493 = llvm.insertelement %478, %492[%c0_i32_182 : i32] : vector<2xbf16>
          %c1_i32_183 = arith.constant 1 : i32
          %494 = llvm.insertelement %479, %493[%c1_i32_183 : i32] : vector<2xbf16>
          %495 = llvm.bitcast %494 : vector<2xbf16> to i32
          %496 = memref.load %alloca_85[] : memref<bf16>
          %497 = memref.load %alloca_86[] : memref<bf16>
          %498 = memref.load %alloca_87[] : memref<bf16>
          %499 = memref.load %alloca_88[] : memref<bf16>
          %500 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_184 = arith.constant 0 : i32
          %501 = llvm.insertelement %496, %500[%c0_i32_184 : i32] : vector<2xbf16>
          %c1_i32_185 = arith.constant 1 : i32
          %502 = llvm.insertelement %497, %501[%c1_i32_185 : i32] : vector<2xbf16>
          %503 = llvm.bitcast %502 : vector<2xbf16> to i32
          %504 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_186 = arith.constant 0 : i32
          %505 = llvm.insertelement %498, %504[%c0_i32_186 : i32] : vector<2xbf16>
          %c1_i32_187 = arith.constant 1 : i32
          %506 = llvm.insertelement %499, %505[%c1_i32_187 : i32] : vector<2xbf16>
          %507 = llvm.bitcast %506 : vector<2xbf16> to i32
          %508 = memref.load %alloca_73[] : memref<f32>
          %509 = memref.load %alloca_74[] : memref<f32>
          %510 = memref.load %alloca_75[] : memref<f32>
          %511 = memref.load %alloca_76[] : memref<f32>
          %512 = nvvm.mma.sync A[%483, %487, %491, %495]  B[%503, %507]  C[%508, %509, %510, %511]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %513 = llvm.extractvalue %512[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %513, %alloca_73[] : memref<f32>
          %514 = llvm.extractvalue %512[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %514, %alloca_74[] : memref<f32>
          %515 = llvm.extractvalue %512[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %515, %alloca_75[] : memref<f32>
          %516 = llvm.extractvalue %512[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %516, %alloca_76[] : memref<f32>
        }
        %327 = arith.addi %284, %273 : i64
        %c2_i64 = arith.constant 2 : i64
        %328 = arith.muli %274, %c2_i64 : i64
        %329 = arith.addi %285, %328 : i64
        %330 = arith.cmpi slt, %327, %215 : i64
        %331 = arith.cmpi slt, %329, %216 : i64
        %332 = arith.andi %330, %331 : i1
        scf.if %332 {
          %355 = arith.muli %329, %217 : i64
          %356 = arith.addi %327, %355 : i64
          %357 = llvm.getelementptr %266[%356] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %358 = llvm.load %357 : !llvm.ptr<1> -> f32
          %cst_145 = arith.constant 2.000000e+00 : f32
          %359 = memref.load %alloca_73[] : memref<f32>
          %360 = arith.mulf %cst_145, %359 : f32
          %361 = arith.addf %358, %360 : f32
          %362 = arith.muli %329, %217 : i64
          %363 = arith.addi %327, %362 : i64
          %364 = llvm.getelementptr %266[%363] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %361, %364 : f32, !llvm.ptr<1>
        }
        %333 = arith.addi %284, %273 : i64
        %c2_i64_138 = arith.constant 2 : i64
        %334 = arith.muli %274, %c2_i64_138 : i64
        %c1_i64_139 = arith.constant 1 : i64
        %335 = arith.addi %334, %c1_i64_139 : i64
        %336 = arith.addi %285, %335 : i64
        %337 = arith.cmpi slt, %333, %215 : i64
        %338 = arith.cmpi slt, %336, %216 : i64
        %339 = arith.andi %337, %338 : i1
        scf.if %339 {
          %355 = arith.muli %336, %217 : i64
          %356 = arith.addi %333, %355 : i64
          %357 = llvm.getelementptr %266[%356] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %358 = llvm.load %357 : !llvm.ptr<1> -> f32
          %cst_145 = arith.constant 2.000000e+00 : f32
          %359 = memref.load %alloca_74[] : memref<f32>
          %360 = arith.mulf %cst_145, %359 : f32
          %361 = arith.addf %358, %360 : f32
          %362 = arith.muli %336, %217 : i64
          %363 = arith.addi %333, %362 : i64
          %364 = llvm.getelementptr %266[%363] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %361, %364 : f32, !llvm.ptr<1>
        }
        %c8_i64_140 = arith.constant 8 : i64
        %340 = arith.addi %273, %c8_i64_140 : i64
        %341 = arith.addi %284, %340 : i64
        %c2_i64_141 = arith.constant 2 : i64
        %342 = arith.muli %274, %c2_i64_141 : i64
        %343 = arith.addi %285, %342 : i64
        %344 = arith.cmpi slt, %341, %215 : i64
        %345 = arith.cmpi slt, %343, %216 : i64
        %346 = arith.andi %344, %345 : i1
        scf.if %346 {
          %355 = arith.muli %343, %217 : i64
          %356 = arith.addi %341, %355 : i64
          %357 = llvm.getelementptr %266[%356] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %358 = llvm.load %357 : !llvm.ptr<1> -> f32
          %cst_145 = arith.constant 2.000000e+00 : f32
          %359 = memref.load %alloca_75[] : memref<f32>
          %360 = arith.mulf %cst_145, %359 : f32
          %361 = arith.addf %358, %360 : f32
          %362 = arith.muli %343, %217 : i64
          %363 = arith.addi %341, %362 : i64
          %364 = llvm.getelementptr %266[%363] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %361, %364 : f32, !llvm.ptr<1>
        }
        %c8_i64_142 = arith.constant 8 : i64
        %347 = arith.addi %273, %c8_i64_142 : i64
        %348 = arith.addi %284, %347 : i64
        %c2_i64_143 = arith.constant 2 : i64
        %349 = arith.muli %274, %c2_i64_143 : i64
        %c1_i64_144 = arith.constant 1 : i64
        %350 = arith.addi %349, %c1_i64_144 : i64
        %351 = arith.addi %285, %350 : i64
        %352 = arith.cmpi slt, %348, %215 : i64
        %353 = arith.cmpi slt, %351, %216 : i64
        %354 = arith.andi %352, %353 : i1
        scf.if %354 {
          %355 = arith.muli %351, %217 : i64
          %356 = arith.addi %348, %355 : i64
          %357 = llvm.getelementptr %266[%356] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %358 = llvm.load %357 : !llvm.ptr<1> -> f32
          %cst_145 = arith.constant 2.000000e+00 : f32
          %359 = memref.load %alloca_76[] : memref<f32>
          %360 = arith.mulf %cst_145, %359 : f32
          %361 = arith.addf %358, %360 : f32
          %362 = arith.muli %351, %217 : i64
          %363 = arith.addi %348, %362 : i64
          %364 = llvm.getelementptr %266[%363] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %361, %364 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
