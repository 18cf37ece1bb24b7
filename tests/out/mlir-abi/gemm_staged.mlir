module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_gemm_staged() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<16896 x i8>
    gpu.func @gemm_staged(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: i64, %arg16: !llvm.ptr<1>, %arg17: i64, %arg18: !llvm.ptr<1>, %arg19: i64, %arg20: !llvm.ptr<1>, %arg21: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 3, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(20 : i64) : i64
      %3 = llvm.mlir.constant(40 : i64) : i64
      %4 = llvm.mlir.constant(40 : i64) : i64
      %5 = llvm.mlir.constant(1 : i64) : i64
      %6 = llvm.mlir.constant(800 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<20x40x?xf32, strided<[40, 1, 800]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(40 : i64) : i64
      %20 = llvm.mlir.constant(9 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(40 : i64) : i64
      %23 = llvm.mlir.constant(360 : i64) : i64
      %24 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg2, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg3, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<40x9x?xf32, strided<[1, 40, 360]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(20 : i64) : i64
      %37 = llvm.mlir.constant(9 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(20 : i64) : i64
      %40 = llvm.mlir.constant(180 : i64) : i64
      %41 = llvm.insertvalue %arg4, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg4, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %35, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %36, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %37, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %arg5, %45[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %38, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %39, %47[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %40, %48[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<20x9x?xf32, strided<[1, 20, 180]>, 1>
      %51 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %52 = llvm.mlir.constant(0 : i64) : i64
      %53 = llvm.mlir.constant(48 : i64) : i64
      %54 = llvm.mlir.constant(100 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(48 : i64) : i64
      %57 = llvm.mlir.constant(4800 : i64) : i64
      %58 = llvm.insertvalue %arg6, %51[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %arg6, %58[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %52, %59[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %53, %60[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %54, %61[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = llvm.insertvalue %arg7, %62[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = llvm.insertvalue %55, %63[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %65 = llvm.insertvalue %56, %64[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %66 = llvm.insertvalue %57, %65[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %67 = builtin.unrealized_conversion_cast %66 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<48x100x?xf64, strided<[1, 48, 4800]>, 1>
      %68 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %69 = llvm.mlir.constant(0 : i64) : i64
      %70 = llvm.mlir.constant(48 : i64) : i64
      %71 = llvm.mlir.constant(6 : i64) : i64
      %72 = llvm.mlir.constant(1 : i64) : i64
      %73 = llvm.mlir.constant(48 : i64) : i64
      %74 = llvm.mlir.constant(288 : i64) : i64
      %75 = llvm.insertvalue %arg8, %68[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %76 = llvm.insertvalue %arg8, %75[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %77 = llvm.insertvalue %69, %76[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %78 = llvm.insertvalue %70, %77[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %79 = llvm.insertvalue %71, %78[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %80 = llvm.insertvalue %arg9, %79[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %81 = llvm.insertvalue %72, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %82 = llvm.insertvalue %73, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %83 = llvm.insertvalue %74, %82[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %84 = builtin.unrealized_conversion_cast %83 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<48x6x?xf64, strided<[1, 48, 288]>, 1>
      %85 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %86 = llvm.mlir.constant(0 : i64) : i64
      %87 = llvm.mlir.constant(100 : i64) : i64
      %88 = llvm.mlir.constant(6 : i64) : i64
      %89 = llvm.mlir.constant(1 : i64) : i64
      %90 = llvm.mlir.constant(100 : i64) : i64
      %91 = llvm.mlir.constant(600 : i64) : i64
      %92 = llvm.insertvalue %arg10, %85[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %93 = llvm.insertvalue %arg10, %92[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %94 = llvm.insertvalue %86, %93[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %95 = llvm.insertvalue %87, %94[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %96 = llvm.insertvalue %88, %95[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %97 = llvm.insertvalue %arg11, %96[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %98 = llvm.insertvalue %89, %97[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %99 = llvm.insertvalue %90, %98[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %100 = llvm.insertvalue %91, %99[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %101 = builtin.unrealized_conversion_cast %100 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<100x6x?xf64, strided<[1, 100, 600]>, 1>
      %102 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %103 = llvm.mlir.constant(0 : i64) : i64
      %104 = llvm.mlir.constant(37 : i64) : i64
      %105 = llvm.mlir.constant(100 : i64) : i64
      %106 = llvm.mlir.constant(1 : i64) : i64
      %107 = llvm.mlir.constant(37 : i64) : i64
      %108 = llvm.mlir.constant(3700 : i64) : i64
      %109 = llvm.insertvalue %arg12, %102[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %110 = llvm.insertvalue %arg12, %109[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %111 = llvm.insertvalue %103, %110[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %112 = llvm.insertvalue %104, %111[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %113 = llvm.insertvalue %105, %112[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %114 = llvm.insertvalue %arg13, %113[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %115 = llvm.insertvalue %106, %114[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %116 = llvm.insertvalue %107, %115[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %117 = llvm.insertvalue %108, %116[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %118 = builtin.unrealized_conversion_cast %117 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<37x100x?xf64, strided<[1, 37, 3700]>, 1>
      %119 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %120 = llvm.mlir.constant(0 : i64) : i64
      %121 = llvm.mlir.constant(100 : i64) : i64
      %122 = llvm.mlir.constant(6 : i64) : i64
      %123 = llvm.mlir.constant(1 : i64) : i64
      %124 = llvm.mlir.constant(100 : i64) : i64
      %125 = llvm.mlir.constant(600 : i64) : i64
      %126 = llvm.insertvalue %arg14, %119[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %127 = llvm.insertvalue %arg14, %126[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %128 = llvm.insertvalue %120, %127[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %129 = llvm.insertvalue %121, %128[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %130 = llvm.insertvalue %122, %129[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %131 = llvm.insertvalue %arg15, %130[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %132 = llvm.insertvalue %123, %131[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %133 = llvm.insertvalue %124, %132[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %134 = llvm.insertvalue %125, %133[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %135 = builtin.unrealized_conversion_cast %134 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<100x6x?xf64, strided<[1, 100, 600]>, 1>
      %136 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %137 = llvm.mlir.constant(0 : i64) : i64
      %138 = llvm.mlir.constant(12 : i64) : i64
      %139 = llvm.mlir.constant(16 : i64) : i64
      %140 = llvm.mlir.constant(1 : i64) : i64
      %141 = llvm.mlir.constant(12 : i64) : i64
      %142 = llvm.mlir.constant(192 : i64) : i64
      %143 = llvm.insertvalue %arg16, %136[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %144 = llvm.insertvalue %arg16, %143[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %145 = llvm.insertvalue %137, %144[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %146 = llvm.insertvalue %138, %145[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %147 = llvm.insertvalue %139, %146[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %148 = llvm.insertvalue %arg17, %147[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %149 = llvm.insertvalue %140, %148[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %150 = llvm.insertvalue %141, %149[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %151 = llvm.insertvalue %142, %150[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %152 = builtin.unrealized_conversion_cast %151 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<12x16x?xf32, strided<[1, 12, 192]>, 1>
      %153 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %154 = llvm.mlir.constant(0 : i64) : i64
      %155 = llvm.mlir.constant(12 : i64) : i64
      %156 = llvm.mlir.constant(8 : i64) : i64
      %157 = llvm.mlir.constant(1 : i64) : i64
      %158 = llvm.mlir.constant(12 : i64) : i64
      %159 = llvm.mlir.constant(96 : i64) : i64
      %160 = llvm.insertvalue %arg18, %153[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %161 = llvm.insertvalue %arg18, %160[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %162 = llvm.insertvalue %154, %161[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %163 = llvm.insertvalue %155, %162[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %164 = llvm.insertvalue %156, %163[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %165 = llvm.insertvalue %arg19, %164[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %166 = llvm.insertvalue %157, %165[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %167 = llvm.insertvalue %158, %166[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %168 = llvm.insertvalue %159, %167[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %169 = builtin.unrealized_conversion_cast %168 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<12x8x?xf32, strided<[1, 12, 96]>, 1>
      %170 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %171 = llvm.mlir.constant(0 : i64) : i64
      %172 = llvm.mlir.constant(16 : i64) : i64
      %173 = llvm.mlir.constant(8 : i64) : i64
      %174 = llvm.mlir.constant(1 : i64) : i64
      %175 = llvm.mlir.constant(16 : i64) : i64
      %176 = llvm.mlir.constant(128 : i64) : i64
      %177 = llvm.insertvalue %arg20, %170[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %178 = llvm.insertvalue %arg20, %177[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %179 = llvm.insertvalue %171, %178[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %180 = llvm.insertvalue %172, %179[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %181 = llvm.insertvalue %173, %180[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %182 = llvm.insertvalue %arg21, %181[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %183 = llvm.insertvalue %174, %182[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %184 = llvm.insertvalue %175, %183[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %185 = llvm.insertvalue %176, %184[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %186 = builtin.unrealized_conversion_cast %185 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x8x?xf32, strided<[1, 16, 128]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<20x40x?xf32, strided<[40, 1, 800]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<20x40x?xf32, strided<[40, 1, 800]>, 1> -> index
      %187 = arith.index_cast %intptr : index to i64
      %188 = llvm.inttoptr %187 : i64 to !llvm.ptr<1>
      %189 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<40x9x?xf32, strided<[1, 40, 360]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<40x9x?xf32, strided<[1, 40, 360]>, 1> -> index
      %190 = arith.index_cast %intptr_4 : index to i64
      %191 = llvm.inttoptr %190 : i64 to !llvm.ptr<1>
      %192 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<20x9x?xf32, strided<[1, 20, 180]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<20x9x?xf32, strided<[1, 20, 180]>, 1> -> index
      %193 = arith.index_cast %intptr_9 : index to i64
      %194 = llvm.inttoptr %193 : i64 to !llvm.ptr<1>
      %195 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %67 : memref<48x100x?xf64, strided<[1, 48, 4800]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %67 : memref<48x100x?xf64, strided<[1, 48, 4800]>, 1> -> index
      %196 = arith.index_cast %intptr_14 : index to i64
      %197 = llvm.inttoptr %196 : i64 to !llvm.ptr<1>
      %198 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %84 : memref<48x6x?xf64, strided<[1, 48, 288]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %84 : memref<48x6x?xf64, strided<[1, 48, 288]>, 1> -> index
      %199 = arith.index_cast %intptr_19 : index to i64
      %200 = llvm.inttoptr %199 : i64 to !llvm.ptr<1>
      %201 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %101 : memref<100x6x?xf64, strided<[1, 100, 600]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %101 : memref<100x6x?xf64, strided<[1, 100, 600]>, 1> -> index
      %202 = arith.index_cast %intptr_24 : index to i64
      %203 = llvm.inttoptr %202 : i64 to !llvm.ptr<1>
      %204 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %118 : memref<37x100x?xf64, strided<[1, 37, 3700]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %118 : memref<37x100x?xf64, strided<[1, 37, 3700]>, 1> -> index
      %205 = arith.index_cast %intptr_29 : index to i64
      %206 = llvm.inttoptr %205 : i64 to !llvm.ptr<1>
      %207 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %135 : memref<100x6x?xf64, strided<[1, 100, 600]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %135 : memref<100x6x?xf64, strided<[1, 100, 600]>, 1> -> index
      %208 = arith.index_cast %intptr_34 : index to i64
      %209 = llvm.inttoptr %208 : i64 to !llvm.ptr<1>
      %210 = arith.index_cast %sizes_32#2 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:3, %strides_38:3 = memref.extract_strided_metadata %152 : memref<12x16x?xf32, strided<[1, 12, 192]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %152 : memref<12x16x?xf32, strided<[1, 12, 192]>, 1> -> index
      %211 = arith.index_cast %intptr_39 : index to i64
      %212 = llvm.inttoptr %211 : i64 to !llvm.ptr<1>
      %213 = arith.index_cast %sizes_37#2 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:3, %strides_43:3 = memref.extract_strided_metadata %169 : memref<12x8x?xf32, strided<[1, 12, 96]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %169 : memref<12x8x?xf32, strided<[1, 12, 96]>, 1> -> index
      %214 = arith.index_cast %intptr_44 : index to i64
      %215 = llvm.inttoptr %214 : i64 to !llvm.ptr<1>
      %216 = arith.index_cast %sizes_42#2 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:3, %strides_48:3 = memref.extract_strided_metadata %186 : memref<16x8x?xf32, strided<[1, 16, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %186 : memref<16x8x?xf32, strided<[1, 16, 128]>, 1> -> index
      %217 = arith.index_cast %intptr_49 : index to i64
      %218 = llvm.inttoptr %217 : i64 to !llvm.ptr<1>
      %219 = arith.index_cast %sizes_47#2 : index to i64
      %220 = llvm.mlir.constant(1 : i64) : i64
      %221 = llvm.alloca %220 x f32 : (i64) -> !llvm.ptr
      %222 = llvm.alloca %220 x f32 : (i64) -> !llvm.ptr
      %223 = llvm.alloca %220 x f32 : (i64) -> !llvm.ptr
      %224 = llvm.alloca %220 x f64 : (i64) -> !llvm.ptr
      %225 = llvm.alloca %220 x f64 : (i64) -> !llvm.ptr
      %226 = llvm.alloca %220 x f64 : (i64) -> !llvm.ptr
      %227 = llvm.alloca %220 x f64 : (i64) -> !llvm.ptr
      %228 = llvm.alloca %220 x f64 : (i64) -> !llvm.ptr
      %229 = llvm.alloca %220 x f64 : (i64) -> !llvm.ptr
      %230 = llvm.alloca %220 x f64 : (i64) -> !llvm.ptr
      %231 = llvm.alloca %220 x f64 : (i64) -> !llvm.ptr
      %232 = llvm.alloca %220 x f32 : (i64) -> !llvm.ptr
      %233 = llvm.alloca %220 x f32 : (i64) -> !llvm.ptr
      %234 = llvm.alloca %220 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %235 = arith.index_cast %block_id_x : index to i64
      %c800_i64 = arith.constant 800 : i64
      %236 = arith.muli %235, %c800_i64 : i64
      %237 = llvm.getelementptr %188[%236] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c360_i64 = arith.constant 360 : i64
      %238 = arith.muli %235, %c360_i64 : i64
      %239 = llvm.getelementptr %191[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c180_i64 = arith.constant 180 : i64
      %240 = arith.muli %235, %c180_i64 : i64
      %241 = llvm.getelementptr %194[%240] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %c0_i64 = arith.constant 0 : i64
      %c14_i64 = arith.constant 14 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg22 = %c0_i64 to %c14_i64 step %c1_i64  : i64 {
        %thread_id_x_109 = gpu.thread_id  x
        %303 = arith.index_cast %thread_id_x_109 : index to i64
        %c64_i64_110 = arith.constant 64 : i64
        %thread_id_y_111 = gpu.thread_id  y
        %304 = arith.index_cast %thread_id_y_111 : index to i64
        %305 = arith.muli %c64_i64_110, %304 : i64
        %306 = arith.addi %303, %305 : i64
        %c192_i64_112 = arith.constant 192 : i64
        %307 = arith.muli %arg22, %c192_i64_112 : i64
        %308 = arith.addi %306, %307 : i64
        %c2560_i64 = arith.constant 2560 : i64
        %309 = arith.cmpi slt, %308, %c2560_i64 : i64
        scf.if %309 {
          %c40_i64_113 = arith.constant 40 : i64
          %310 = arith.remsi %308, %c40_i64_113 : i64
          %c40_i64_114 = arith.constant 40 : i64
          %311 = arith.divsi %308, %c40_i64_114 : i64
          %c19_i64 = arith.constant 19 : i64
          %312 = arith.minsi %311, %c19_i64 : i64
          %c40_i64_115 = arith.constant 40 : i64
          %313 = arith.muli %312, %c40_i64_115 : i64
          %314 = arith.addi %313, %310 : i64
          %315 = llvm.getelementptr %237[%314] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %316 = llvm.load %315 : !llvm.ptr<1> -> f32
          %317 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64 = arith.constant 512 : i64
          %318 = llvm.getelementptr %317[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c64_i64_116 = arith.constant 64 : i64
          %319 = arith.muli %310, %c64_i64_116 : i64
          %320 = arith.addi %311, %319 : i64
          %321 = llvm.getelementptr %318[%320] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %316, %321 : f32, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %242 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_50 = gpu.thread_id  x
      %243 = arith.index_cast %thread_id_x_50 : index to i64
      %thread_id_y = gpu.thread_id  y
      %244 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_51 = gpu.thread_id  y
      %245 = arith.index_cast %thread_id_y_51 : index to i64
      %c3_i64 = arith.constant 3 : i64
      %246 = arith.addi %245, %c3_i64 : i64
      %thread_id_y_52 = gpu.thread_id  y
      %247 = arith.index_cast %thread_id_y_52 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %248 = arith.addi %247, %c6_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %221 : f32, !llvm.ptr
      %cst_53 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_53, %222 : f32, !llvm.ptr
      %cst_54 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_54, %223 : f32, !llvm.ptr
      %c0_i64_55 = arith.constant 0 : i64
      %c40_i64 = arith.constant 40 : i64
      %c1_i64_56 = arith.constant 1 : i64
      scf.for %arg22 = %c0_i64_55 to %c40_i64 step %c1_i64_56  : i64 {
        %303 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
        %c512_i64 = arith.constant 512 : i64
        %304 = llvm.getelementptr %303[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_109 = arith.constant 64 : i64
        %305 = arith.muli %arg22, %c64_i64_109 : i64
        %306 = arith.addi %243, %305 : i64
        %307 = llvm.getelementptr %304[%306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %308 = llvm.load %307 : !llvm.ptr<3> -> f32
        %c40_i64_110 = arith.constant 40 : i64
        %309 = arith.muli %244, %c40_i64_110 : i64
        %310 = arith.addi %arg22, %309 : i64
        %311 = llvm.getelementptr %239[%310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %312 = llvm.load %311 : !llvm.ptr<1> -> f32
        %c40_i64_111 = arith.constant 40 : i64
        %313 = arith.muli %246, %c40_i64_111 : i64
        %314 = arith.addi %arg22, %313 : i64
        %315 = llvm.getelementptr %239[%314] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %316 = llvm.load %315 : !llvm.ptr<1> -> f32
        %c40_i64_112 = arith.constant 40 : i64
        %317 = arith.muli %248, %c40_i64_112 : i64
        %318 = arith.addi %arg22, %317 : i64
        %319 = llvm.getelementptr %239[%318] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %320 = llvm.load %319 : !llvm.ptr<1> -> f32
        %321 = llvm.load %221 : !llvm.ptr -> f32
        %322 = arith.mulf %308, %312 : f32
        %323 = arith.addf %321, %322 : f32
        llvm.store %323, %221 : f32, !llvm.ptr
        %324 = llvm.load %222 : !llvm.ptr -> f32
        %325 = arith.mulf %308, %316 : f32
        %326 = arith.addf %324, %325 : f32
        llvm.store %326, %222 : f32, !llvm.ptr
        %327 = llvm.load %223 : !llvm.ptr -> f32
        %328 = arith.mulf %308, %320 : f32
        %329 = arith.addf %327, %328 : f32
        llvm.store %329, %223 : f32, !llvm.ptr
      }
      %c20_i64 = arith.constant 20 : i64
      %249 = arith.cmpi slt, %242, %c20_i64 : i64
      scf.if %249 {
        %303 = llvm.load %221 : !llvm.ptr -> f32
        %c20_i64_109 = arith.constant 20 : i64
        %304 = arith.muli %244, %c20_i64_109 : i64
        %305 = arith.addi %242, %304 : i64
        %306 = llvm.getelementptr %241[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %303, %306 : f32, !llvm.ptr<1>
        %307 = llvm.load %222 : !llvm.ptr -> f32
        %c20_i64_110 = arith.constant 20 : i64
        %308 = arith.muli %246, %c20_i64_110 : i64
        %309 = arith.addi %242, %308 : i64
        %310 = llvm.getelementptr %241[%309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %307, %310 : f32, !llvm.ptr<1>
        %311 = llvm.load %223 : !llvm.ptr -> f32
        %c20_i64_111 = arith.constant 20 : i64
        %312 = arith.muli %248, %c20_i64_111 : i64
        %313 = arith.addi %242, %312 : i64
        %314 = llvm.getelementptr %241[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %311, %314 : f32, !llvm.ptr<1>
      }
      %c4800_i64 = arith.constant 4800 : i64
      %250 = arith.muli %235, %c4800_i64 : i64
      %251 = llvm.getelementptr %197[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c288_i64 = arith.constant 288 : i64
      %252 = arith.muli %235, %c288_i64 : i64
      %253 = llvm.getelementptr %200[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c600_i64 = arith.constant 600 : i64
      %254 = arith.muli %235, %c600_i64 : i64
      %255 = llvm.getelementptr %203[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_57 = gpu.thread_id  x
      %256 = arith.index_cast %thread_id_x_57 : index to i64
      %thread_id_x_58 = gpu.thread_id  x
      %257 = arith.index_cast %thread_id_x_58 : index to i64
      %thread_id_x_59 = gpu.thread_id  x
      %258 = arith.index_cast %thread_id_x_59 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %259 = arith.addi %258, %c64_i64 : i64
      %thread_id_x_60 = gpu.thread_id  x
      %260 = arith.index_cast %thread_id_x_60 : index to i64
      %c64_i64_61 = arith.constant 64 : i64
      %261 = arith.addi %260, %c64_i64_61 : i64
      %thread_id_y_62 = gpu.thread_id  y
      %262 = arith.index_cast %thread_id_y_62 : index to i64
      %thread_id_y_63 = gpu.thread_id  y
      %263 = arith.index_cast %thread_id_y_63 : index to i64
      %c3_i64_64 = arith.constant 3 : i64
      %264 = arith.addi %263, %c3_i64_64 : i64
      %cst_65 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_65, %224 : f64, !llvm.ptr
      %cst_66 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_66, %225 : f64, !llvm.ptr
      %cst_67 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_67, %226 : f64, !llvm.ptr
      %cst_68 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_68, %227 : f64, !llvm.ptr
      %c0_i64_69 = arith.constant 0 : i64
      %c48_i64 = arith.constant 48 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg22 = %c0_i64_69 to %c48_i64 step %c16_i64  : i64 {
        gpu.barrier
        %c0_i64_109 = arith.constant 0 : i64
        %c11_i64 = arith.constant 11 : i64
        %c1_i64_110 = arith.constant 1 : i64
        scf.for %arg23 = %c0_i64_109 to %c11_i64 step %c1_i64_110  : i64 {
          %thread_id_x_114 = gpu.thread_id  x
          %303 = arith.index_cast %thread_id_x_114 : index to i64
          %c64_i64_115 = arith.constant 64 : i64
          %thread_id_y_116 = gpu.thread_id  y
          %304 = arith.index_cast %thread_id_y_116 : index to i64
          %305 = arith.muli %c64_i64_115, %304 : i64
          %306 = arith.addi %303, %305 : i64
          %c192_i64_117 = arith.constant 192 : i64
          %307 = arith.muli %arg23, %c192_i64_117 : i64
          %308 = arith.addi %306, %307 : i64
          %c2048_i64 = arith.constant 2048 : i64
          %309 = arith.cmpi slt, %308, %c2048_i64 : i64
          scf.if %309 {
            %c16_i64_118 = arith.constant 16 : i64
            %310 = arith.remsi %308, %c16_i64_118 : i64
            %c16_i64_119 = arith.constant 16 : i64
            %311 = arith.divsi %308, %c16_i64_119 : i64
            %312 = arith.addi %arg22, %310 : i64
            %c99_i64 = arith.constant 99 : i64
            %313 = arith.minsi %311, %c99_i64 : i64
            %c48_i64_120 = arith.constant 48 : i64
            %314 = arith.muli %313, %c48_i64_120 : i64
            %315 = arith.addi %312, %314 : i64
            %316 = llvm.getelementptr %251[%315] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %317 = llvm.load %316 : !llvm.ptr<1> -> f64
            %318 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
            %c512_i64 = arith.constant 512 : i64
            %319 = llvm.getelementptr %318[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c128_i64_121 = arith.constant 128 : i64
            %320 = arith.muli %310, %c128_i64_121 : i64
            %321 = arith.addi %311, %320 : i64
            %322 = llvm.getelementptr %319[%321] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %317, %322 : f64, !llvm.ptr<3>
          }
        }
        gpu.barrier
        %c0_i64_111 = arith.constant 0 : i64
        %c16_i64_112 = arith.constant 16 : i64
        %c1_i64_113 = arith.constant 1 : i64
        scf.for %arg23 = %c0_i64_111 to %c16_i64_112 step %c1_i64_113  : i64 {
          %303 = arith.addi %arg22, %arg23 : i64
          %304 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64 = arith.constant 512 : i64
          %305 = llvm.getelementptr %304[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c128_i64_114 = arith.constant 128 : i64
          %306 = arith.muli %arg23, %c128_i64_114 : i64
          %307 = arith.addi %257, %306 : i64
          %308 = llvm.getelementptr %305[%307] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %309 = llvm.load %308 : !llvm.ptr<3> -> f64
          %310 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64_115 = arith.constant 512 : i64
          %311 = llvm.getelementptr %310[%c512_i64_115] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c128_i64_116 = arith.constant 128 : i64
          %312 = arith.muli %arg23, %c128_i64_116 : i64
          %313 = arith.addi %261, %312 : i64
          %314 = llvm.getelementptr %311[%313] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %315 = llvm.load %314 : !llvm.ptr<3> -> f64
          %c48_i64_117 = arith.constant 48 : i64
          %316 = arith.muli %262, %c48_i64_117 : i64
          %317 = arith.addi %303, %316 : i64
          %318 = llvm.getelementptr %253[%317] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %319 = llvm.load %318 : !llvm.ptr<1> -> f64
          %c48_i64_118 = arith.constant 48 : i64
          %320 = arith.muli %264, %c48_i64_118 : i64
          %321 = arith.addi %303, %320 : i64
          %322 = llvm.getelementptr %253[%321] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %323 = llvm.load %322 : !llvm.ptr<1> -> f64
          %324 = llvm.load %224 : !llvm.ptr -> f64
          %325 = arith.mulf %309, %319 : f64
          %326 = arith.addf %324, %325 : f64
          llvm.store %326, %224 : f64, !llvm.ptr
          %327 = llvm.load %225 : !llvm.ptr -> f64
          %328 = arith.mulf %309, %323 : f64
          %329 = arith.addf %327, %328 : f64
          llvm.store %329, %225 : f64, !llvm.ptr
          %330 = llvm.load %226 : !llvm.ptr -> f64
          %331 = arith.mulf %315, %319 : f64
          %332 = arith.addf %330, %331 : f64
          llvm.store %332, %226 : f64, !llvm.ptr
          %333 = llvm.load %227 : !llvm.ptr -> f64
          %334 = arith.mulf %315, %323 : f64
          %335 = arith.addf %333, %334 : f64
          llvm.store %335, %227 : f64, !llvm.ptr
        }
      }
      %c100_i64 = arith.constant 100 : i64
      %265 = arith.cmpi slt, %256, %c100_i64 : i64
      scf.if %265 {
        %c100_i64_109 = arith.constant 100 : i64
        %303 = arith.muli %262, %c100_i64_109 : i64
        %304 = arith.addi %256, %303 : i64
        %305 = llvm.getelementptr %255[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %306 = llvm.load %305 : !llvm.ptr<1> -> f64
        %cst_110 = arith.constant -5.000000e-01 : f64
        %307 = llvm.load %224 : !llvm.ptr -> f64
        %308 = arith.mulf %cst_110, %307 : f64
        %309 = arith.addf %306, %308 : f64
        %c100_i64_111 = arith.constant 100 : i64
        %310 = arith.muli %262, %c100_i64_111 : i64
        %311 = arith.addi %256, %310 : i64
        %312 = llvm.getelementptr %255[%311] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %309, %312 : f64, !llvm.ptr<1>
        %c100_i64_112 = arith.constant 100 : i64
        %313 = arith.muli %264, %c100_i64_112 : i64
        %314 = arith.addi %256, %313 : i64
        %315 = llvm.getelementptr %255[%314] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %316 = llvm.load %315 : !llvm.ptr<1> -> f64
        %cst_113 = arith.constant -5.000000e-01 : f64
        %317 = llvm.load %225 : !llvm.ptr -> f64
        %318 = arith.mulf %cst_113, %317 : f64
        %319 = arith.addf %316, %318 : f64
        %c100_i64_114 = arith.constant 100 : i64
        %320 = arith.muli %264, %c100_i64_114 : i64
        %321 = arith.addi %256, %320 : i64
        %322 = llvm.getelementptr %255[%321] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %319, %322 : f64, !llvm.ptr<1>
      }
      %c100_i64_70 = arith.constant 100 : i64
      %266 = arith.cmpi slt, %259, %c100_i64_70 : i64
      scf.if %266 {
        %c100_i64_109 = arith.constant 100 : i64
        %303 = arith.muli %262, %c100_i64_109 : i64
        %304 = arith.addi %259, %303 : i64
        %305 = llvm.getelementptr %255[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %306 = llvm.load %305 : !llvm.ptr<1> -> f64
        %cst_110 = arith.constant -5.000000e-01 : f64
        %307 = llvm.load %226 : !llvm.ptr -> f64
        %308 = arith.mulf %cst_110, %307 : f64
        %309 = arith.addf %306, %308 : f64
        %c100_i64_111 = arith.constant 100 : i64
        %310 = arith.muli %262, %c100_i64_111 : i64
        %311 = arith.addi %259, %310 : i64
        %312 = llvm.getelementptr %255[%311] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %309, %312 : f64, !llvm.ptr<1>
        %c100_i64_112 = arith.constant 100 : i64
        %313 = arith.muli %264, %c100_i64_112 : i64
        %314 = arith.addi %259, %313 : i64
        %315 = llvm.getelementptr %255[%314] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %316 = llvm.load %315 : !llvm.ptr<1> -> f64
        %cst_113 = arith.constant -5.000000e-01 : f64
        %317 = llvm.load %227 : !llvm.ptr -> f64
        %318 = arith.mulf %cst_113, %317 : f64
        %319 = arith.addf %316, %318 : f64
        %c100_i64_114 = arith.constant 100 : i64
        %320 = arith.muli %264, %c100_i64_114 : i64
        %321 = arith.addi %259, %320 : i64
        %322 = llvm.getelementptr %255[%321] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %319, %322 : f64, !llvm.ptr<1>
      }
      %c3700_i64 = arith.constant 3700 : i64
      %267 = arith.muli %235, %c3700_i64 : i64
      %268 = llvm.getelementptr %206[%267] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c288_i64_71 = arith.constant 288 : i64
      %269 = arith.muli %235, %c288_i64_71 : i64
      %270 = llvm.getelementptr %200[%269] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c600_i64_72 = arith.constant 600 : i64
      %271 = arith.muli %235, %c600_i64_72 : i64
      %272 = llvm.getelementptr %209[%271] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_73 = gpu.thread_id  x
      %273 = arith.index_cast %thread_id_x_73 : index to i64
      %thread_id_x_74 = gpu.thread_id  x
      %274 = arith.index_cast %thread_id_x_74 : index to i64
      %thread_id_x_75 = gpu.thread_id  x
      %275 = arith.index_cast %thread_id_x_75 : index to i64
      %c64_i64_76 = arith.constant 64 : i64
      %276 = arith.addi %275, %c64_i64_76 : i64
      %thread_id_x_77 = gpu.thread_id  x
      %277 = arith.index_cast %thread_id_x_77 : index to i64
      %c64_i64_78 = arith.constant 64 : i64
      %278 = arith.addi %277, %c64_i64_78 : i64
      %thread_id_y_79 = gpu.thread_id  y
      %279 = arith.index_cast %thread_id_y_79 : index to i64
      %thread_id_y_80 = gpu.thread_id  y
      %280 = arith.index_cast %thread_id_y_80 : index to i64
      %c3_i64_81 = arith.constant 3 : i64
      %281 = arith.addi %280, %c3_i64_81 : i64
      %cst_82 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_82, %228 : f64, !llvm.ptr
      %cst_83 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_83, %229 : f64, !llvm.ptr
      %cst_84 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_84, %230 : f64, !llvm.ptr
      %cst_85 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_85, %231 : f64, !llvm.ptr
      %c0_i64_86 = arith.constant 0 : i64
      %c37_i64 = arith.constant 37 : i64
      %c16_i64_87 = arith.constant 16 : i64
      scf.for %arg22 = %c0_i64_86 to %c37_i64 step %c16_i64_87  : i64 {
        gpu.barrier
        %c0_i64_109 = arith.constant 0 : i64
        %c11_i64 = arith.constant 11 : i64
        %c1_i64_110 = arith.constant 1 : i64
        scf.for %arg23 = %c0_i64_109 to %c11_i64 step %c1_i64_110  : i64 {
          %thread_id_x_115 = gpu.thread_id  x
          %305 = arith.index_cast %thread_id_x_115 : index to i64
          %c64_i64_116 = arith.constant 64 : i64
          %thread_id_y_117 = gpu.thread_id  y
          %306 = arith.index_cast %thread_id_y_117 : index to i64
          %307 = arith.muli %c64_i64_116, %306 : i64
          %308 = arith.addi %305, %307 : i64
          %c192_i64_118 = arith.constant 192 : i64
          %309 = arith.muli %arg23, %c192_i64_118 : i64
          %310 = arith.addi %308, %309 : i64
          %c2048_i64 = arith.constant 2048 : i64
          %311 = arith.cmpi slt, %310, %c2048_i64 : i64
          scf.if %311 {
            %c16_i64_119 = arith.constant 16 : i64
            %312 = arith.remsi %310, %c16_i64_119 : i64
            %c16_i64_120 = arith.constant 16 : i64
            %313 = arith.divsi %310, %c16_i64_120 : i64
            %314 = arith.addi %arg22, %312 : i64
            %c36_i64 = arith.constant 36 : i64
            %315 = arith.minsi %314, %c36_i64 : i64
            %c99_i64 = arith.constant 99 : i64
            %316 = arith.minsi %313, %c99_i64 : i64
            %c37_i64_121 = arith.constant 37 : i64
            %317 = arith.muli %316, %c37_i64_121 : i64
            %318 = arith.addi %315, %317 : i64
            %319 = llvm.getelementptr %268[%318] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %320 = llvm.load %319 : !llvm.ptr<1> -> f64
            %321 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
            %c512_i64 = arith.constant 512 : i64
            %322 = llvm.getelementptr %321[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c128_i64_122 = arith.constant 128 : i64
            %323 = arith.muli %312, %c128_i64_122 : i64
            %324 = arith.addi %313, %323 : i64
            %325 = llvm.getelementptr %322[%324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %320, %325 : f64, !llvm.ptr<3>
          }
        }
        gpu.barrier
        %c16_i64_111 = arith.constant 16 : i64
        %c37_i64_112 = arith.constant 37 : i64
        %303 = arith.subi %c37_i64_112, %arg22 : i64
        %304 = arith.minsi %c16_i64_111, %303 : i64
        %c0_i64_113 = arith.constant 0 : i64
        %c1_i64_114 = arith.constant 1 : i64
        scf.for %arg23 = %c0_i64_113 to %304 step %c1_i64_114  : i64 {
          %305 = arith.addi %arg22, %arg23 : i64
          %306 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64 = arith.constant 512 : i64
          %307 = llvm.getelementptr %306[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c128_i64_115 = arith.constant 128 : i64
          %308 = arith.muli %arg23, %c128_i64_115 : i64
          %309 = arith.addi %274, %308 : i64
          %310 = llvm.getelementptr %307[%309] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %311 = llvm.load %310 : !llvm.ptr<3> -> f64
          %312 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64_116 = arith.constant 512 : i64
          %313 = llvm.getelementptr %312[%c512_i64_116] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c128_i64_117 = arith.constant 128 : i64
          %314 = arith.muli %arg23, %c128_i64_117 : i64
          %315 = arith.addi %278, %314 : i64
          %316 = llvm.getelementptr %313[%315] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %317 = llvm.load %316 : !llvm.ptr<3> -> f64
          %c48_i64_118 = arith.constant 48 : i64
          %318 = arith.muli %279, %c48_i64_118 : i64
          %319 = arith.addi %305, %318 : i64
          %320 = llvm.getelementptr %270[%319] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %321 = llvm.load %320 : !llvm.ptr<1> -> f64
          %c48_i64_119 = arith.constant 48 : i64
          %322 = arith.muli %281, %c48_i64_119 : i64
          %323 = arith.addi %305, %322 : i64
          %324 = llvm.getelementptr %270[%323] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %325 = llvm.load %324 : !llvm.ptr<1> -> f64
          %326 = llvm.load %228 : !llvm.ptr -> f64
          %327 = arith.mulf %311, %321 : f64
          %328 = arith.addf %326, %327 : f64
          llvm.store %328, %228 : f64, !llvm.ptr
          %329 = llvm.load %229 : !llvm.ptr -> f64
          %330 = arith.mulf %311, %325 : f64
          %331 = arith.addf %329, %330 : f64
          llvm.store %331, %229 : f64, !llvm.ptr
          %332 = llvm.load %230 : !llvm.ptr -> f64
          %333 = arith.mulf %317, %321 : f64
          %334 = arith.addf %332, %333 : f64
          llvm.store %334, %230 : f64, !llvm.ptr
          %335 = llvm.load %231 : !llvm.ptr -> f64
          %336 = arith.mulf %317, %325 : f64
          %337 = arith.addf %335, %336 : f64
          llvm.store %337, %231 : f64, !llvm.ptr
        }
      }
      %c100_i64_88 = arith.constant 100 : i64
      %282 = arith.cmpi slt, %273, %c100_i64_88 : i64
      scf.if %282 {
        %303 = llvm.load %228 : !llvm.ptr -> f64
        %c100_i64_109 = arith.constant 100 : i64
        %304 = arith.muli %279, %c100_i64_109 : i64
        %305 = arith.addi %273, %304 : i64
        %306 = llvm.getelementptr %272[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %303, %306 : f64, !llvm.ptr<1>
        %307 = llvm.load %229 : !llvm.ptr -> f64
        %c100_i64_110 = arith.constant 100 : i64
        %308 = arith.muli %281, %c100_i64_110 : i64
        %309 = arith.addi %273, %308 : i64
        %310 = llvm.getelementptr %272[%309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %307, %310 : f64, !llvm.ptr<1>
      }
      %c100_i64_89 = arith.constant 100 : i64
      %283 = arith.cmpi slt, %276, %c100_i64_89 : i64
      scf.if %283 {
        %303 = llvm.load %230 : !llvm.ptr -> f64
        %c100_i64_109 = arith.constant 100 : i64
        %304 = arith.muli %279, %c100_i64_109 : i64
        %305 = arith.addi %276, %304 : i64
        %306 = llvm.getelementptr %272[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %303, %306 : f64, !llvm.ptr<1>
        %307 = llvm.load %231 : !llvm.ptr -> f64
        %c100_i64_110 = arith.constant 100 : i64
        %308 = arith.muli %281, %c100_i64_110 : i64
        %309 = arith.addi %276, %308 : i64
        %310 = llvm.getelementptr %272[%309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %307, %310 : f64, !llvm.ptr<1>
      }
      %284 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
      %c192_i64 = arith.constant 192 : i64
      %285 = arith.muli %235, %c192_i64 : i64
      %286 = llvm.getelementptr %212[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c96_i64 = arith.constant 96 : i64
      %287 = arith.muli %235, %c96_i64 : i64
      %288 = llvm.getelementptr %215[%287] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %c0_i64_90 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      %c1_i64_91 = arith.constant 1 : i64
      scf.for %arg22 = %c0_i64_90 to %c4_i64 step %c1_i64_91  : i64 {
        %thread_id_x_109 = gpu.thread_id  x
        %303 = arith.index_cast %thread_id_x_109 : index to i64
        %c64_i64_110 = arith.constant 64 : i64
        %thread_id_y_111 = gpu.thread_id  y
        %304 = arith.index_cast %thread_id_y_111 : index to i64
        %305 = arith.muli %c64_i64_110, %304 : i64
        %306 = arith.addi %303, %305 : i64
        %c192_i64_112 = arith.constant 192 : i64
        %307 = arith.muli %arg22, %c192_i64_112 : i64
        %308 = arith.addi %306, %307 : i64
        %c12_i64_113 = arith.constant 12 : i64
        %309 = arith.remsi %308, %c12_i64_113 : i64
        %c12_i64_114 = arith.constant 12 : i64
        %310 = arith.divsi %308, %c12_i64_114 : i64
        %c15_i64 = arith.constant 15 : i64
        %311 = arith.minsi %310, %c15_i64 : i64
        %c12_i64_115 = arith.constant 12 : i64
        %312 = arith.muli %311, %c12_i64_115 : i64
        %313 = arith.addi %309, %312 : i64
        %314 = llvm.getelementptr %286[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %315 = llvm.load %314 : !llvm.ptr<1> -> f32
        %316 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
        %c512_i64 = arith.constant 512 : i64
        %317 = llvm.getelementptr %316[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_116 = arith.constant 64 : i64
        %318 = arith.muli %309, %c64_i64_116 : i64
        %319 = arith.addi %310, %318 : i64
        %320 = llvm.getelementptr %317[%319] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %315, %320 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_92 = gpu.thread_id  x
      %289 = arith.index_cast %thread_id_x_92 : index to i64
      %thread_id_x_93 = gpu.thread_id  x
      %290 = arith.index_cast %thread_id_x_93 : index to i64
      %thread_id_y_94 = gpu.thread_id  y
      %291 = arith.index_cast %thread_id_y_94 : index to i64
      %c7_i64 = arith.constant 7 : i64
      %292 = arith.minsi %291, %c7_i64 : i64
      %thread_id_y_95 = gpu.thread_id  y
      %293 = arith.index_cast %thread_id_y_95 : index to i64
      %c3_i64_96 = arith.constant 3 : i64
      %294 = arith.addi %293, %c3_i64_96 : i64
      %c7_i64_97 = arith.constant 7 : i64
      %295 = arith.minsi %294, %c7_i64_97 : i64
      %thread_id_y_98 = gpu.thread_id  y
      %296 = arith.index_cast %thread_id_y_98 : index to i64
      %c6_i64_99 = arith.constant 6 : i64
      %297 = arith.addi %296, %c6_i64_99 : i64
      %c7_i64_100 = arith.constant 7 : i64
      %298 = arith.minsi %297, %c7_i64_100 : i64
      %cst_101 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_101, %232 : f32, !llvm.ptr
      %cst_102 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_102, %233 : f32, !llvm.ptr
      %cst_103 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_103, %234 : f32, !llvm.ptr
      %c0_i64_104 = arith.constant 0 : i64
      %c12_i64 = arith.constant 12 : i64
      %c1_i64_105 = arith.constant 1 : i64
      scf.for %arg22 = %c0_i64_104 to %c12_i64 step %c1_i64_105  : i64 {
        %303 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
        %c512_i64 = arith.constant 512 : i64
        %304 = llvm.getelementptr %303[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_109 = arith.constant 64 : i64
        %305 = arith.muli %arg22, %c64_i64_109 : i64
        %306 = arith.addi %290, %305 : i64
        %307 = llvm.getelementptr %304[%306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %308 = llvm.load %307 : !llvm.ptr<3> -> f32
        %c12_i64_110 = arith.constant 12 : i64
        %309 = arith.muli %292, %c12_i64_110 : i64
        %310 = arith.addi %arg22, %309 : i64
        %311 = llvm.getelementptr %288[%310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %312 = llvm.load %311 : !llvm.ptr<1> -> f32
        %c12_i64_111 = arith.constant 12 : i64
        %313 = arith.muli %295, %c12_i64_111 : i64
        %314 = arith.addi %arg22, %313 : i64
        %315 = llvm.getelementptr %288[%314] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %316 = llvm.load %315 : !llvm.ptr<1> -> f32
        %c12_i64_112 = arith.constant 12 : i64
        %317 = arith.muli %298, %c12_i64_112 : i64
        %318 = arith.addi %arg22, %317 : i64
        %319 = llvm.getelementptr %288[%318] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %320 = llvm.load %319 : !llvm.ptr<1> -> f32
        %321 = llvm.load %232 : !llvm.ptr -> f32
        %322 = arith.mulf %308, %312 : f32
        %323 = arith.addf %321, %322 : f32
        llvm.store %323, %232 : f32, !llvm.ptr
        %324 = llvm.load %233 : !llvm.ptr -> f32
        %325 = arith.mulf %308, %316 : f32
        %326 = arith.addf %324, %325 : f32
        llvm.store %326, %233 : f32, !llvm.ptr
        %327 = llvm.load %234 : !llvm.ptr -> f32
        %328 = arith.mulf %308, %320 : f32
        %329 = arith.addf %327, %328 : f32
        llvm.store %329, %234 : f32, !llvm.ptr
      }
      %c16_i64_106 = arith.constant 16 : i64
      %299 = arith.cmpi slt, %289, %c16_i64_106 : i64
      scf.if %299 {
        %c8_i64_109 = arith.constant 8 : i64
        %303 = arith.cmpi slt, %291, %c8_i64_109 : i64
        scf.if %303 {
          %306 = llvm.load %232 : !llvm.ptr -> f32
          %c16_i64_112 = arith.constant 16 : i64
          %307 = arith.muli %291, %c16_i64_112 : i64
          %308 = arith.addi %289, %307 : i64
          %309 = llvm.getelementptr %284[%308] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %306, %309 : f32, !llvm.ptr<3>
        }
        %c8_i64_110 = arith.constant 8 : i64
        %304 = arith.cmpi slt, %294, %c8_i64_110 : i64
        scf.if %304 {
          %306 = llvm.load %233 : !llvm.ptr -> f32
          %c16_i64_112 = arith.constant 16 : i64
          %307 = arith.muli %294, %c16_i64_112 : i64
          %308 = arith.addi %289, %307 : i64
          %309 = llvm.getelementptr %284[%308] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %306, %309 : f32, !llvm.ptr<3>
        }
        %c8_i64_111 = arith.constant 8 : i64
        %305 = arith.cmpi slt, %297, %c8_i64_111 : i64
        scf.if %305 {
          %306 = llvm.load %234 : !llvm.ptr -> f32
          %c16_i64_112 = arith.constant 16 : i64
          %307 = arith.muli %297, %c16_i64_112 : i64
          %308 = arith.addi %289, %307 : i64
          %309 = llvm.getelementptr %284[%308] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %306, %309 : f32, !llvm.ptr<3>
        }
      }
      %c128_i64 = arith.constant 128 : i64
      %300 = arith.muli %235, %c128_i64 : i64
      %301 = llvm.getelementptr %218[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %thread_id_y_107 = gpu.thread_id  y
      %302 = arith.index_cast %thread_id_y_107 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %c3_i64_108 = arith.constant 3 : i64
      scf.for %arg22 = %302 to %c8_i64 step %c3_i64_108  : i64 {
        %thread_id_x_109 = gpu.thread_id  x
        %303 = arith.index_cast %thread_id_x_109 : index to i64
        %c16_i64_110 = arith.constant 16 : i64
        %c64_i64_111 = arith.constant 64 : i64
        scf.for %arg23 = %303 to %c16_i64_110 step %c64_i64_111  : i64 {
          %cst_112 = arith.constant 2.000000e+00 : f32
          %c16_i64_113 = arith.constant 16 : i64
          %304 = arith.muli %arg22, %c16_i64_113 : i64
          %305 = arith.addi %arg23, %304 : i64
          %306 = llvm.getelementptr %284[%305] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %307 = llvm.load %306 : !llvm.ptr<3> -> f32
          %308 = arith.mulf %cst_112, %307 : f32
          %c16_i64_114 = arith.constant 16 : i64
          %309 = arith.muli %arg22, %c16_i64_114 : i64
          %310 = arith.addi %arg23, %309 : i64
          %311 = llvm.getelementptr %301[%310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %308, %311 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
