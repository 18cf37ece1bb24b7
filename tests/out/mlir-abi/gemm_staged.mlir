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
      %alloca = memref.alloca() : memref<f32>
      %alloca_50 = memref.alloca() : memref<f32>
      %alloca_51 = memref.alloca() : memref<f32>
      %alloca_52 = memref.alloca() : memref<f64>
      %alloca_53 = memref.alloca() : memref<f64>
      %alloca_54 = memref.alloca() : memref<f64>
      %alloca_55 = memref.alloca() : memref<f64>
      %alloca_56 = memref.alloca() : memref<f64>
      %alloca_57 = memref.alloca() : memref<f64>
      %alloca_58 = memref.alloca() : memref<f64>
      %alloca_59 = memref.alloca() : memref<f64>
      %alloca_60 = memref.alloca() : memref<f32>
      %alloca_61 = memref.alloca() : memref<f32>
      %alloca_62 = memref.alloca() : memref<f32>
      %alloca_63 = memref.alloca() : memref<f32>
      %alloca_64 = memref.alloca() : memref<f32>
      %alloca_65 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %220 = arith.index_cast %block_id_x : index to i64
      %c800_i64 = arith.constant 800 : i64
      %221 = arith.muli %220, %c800_i64 : i64
      %222 = llvm.getelementptr %188[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c360_i64 = arith.constant 360 : i64
      %223 = arith.muli %220, %c360_i64 : i64
      %224 = llvm.getelementptr %191[%223] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c180_i64 = arith.constant 180 : i64
      %225 = arith.muli %220, %c180_i64 : i64
      %226 = llvm.getelementptr %194[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %c0_i64 = arith.constant 0 : i64
      %c14_i64 = arith.constant 14 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg22 = %c0_i64 to %c14_i64 step %c1_i64  : i64 {
        %thread_id_x_126 = gpu.thread_id  x
        %288 = arith.index_cast %thread_id_x_126 : index to i64
        %c64_i64_127 = arith.constant 64 : i64
        %thread_id_y_128 = gpu.thread_id  y
        %289 = arith.index_cast %thread_id_y_128 : index to i64
        %290 = arith.muli %c64_i64_127, %289 : i64
        %291 = arith.addi %288, %290 : i64
        %c192_i64_129 = arith.constant 192 : i64
        %292 = arith.muli %arg22, %c192_i64_129 : i64
        %293 = arith.addi %291, %292 : i64
        %c2560_i64 = arith.constant 2560 : i64
        %294 = arith.cmpi slt, %293, %c2560_i64 : i64
        scf.if %294 {
          %c40_i64_130 = arith.constant 40 : i64
          %295 = arith.remsi %293, %c40_i64_130 : i64
          %c40_i64_131 = arith.constant 40 : i64
          %296 = arith.divsi %293, %c40_i64_131 : i64
          %c19_i64 = arith.constant 19 : i64
          %297 = arith.minsi %296, %c19_i64 : i64
          %c40_i64_132 = arith.constant 40 : i64
          %298 = arith.muli %297, %c40_i64_132 : i64
          %299 = arith.addi %298, %295 : i64
          %300 = llvm.getelementptr %222[%299] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %301 = llvm.load %300 : !llvm.ptr<1> -> f32
          %302 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64 = arith.constant 512 : i64
          %303 = llvm.getelementptr %302[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c64_i64_133 = arith.constant 64 : i64
          %304 = arith.muli %295, %c64_i64_133 : i64
          %305 = arith.addi %296, %304 : i64
          %306 = llvm.getelementptr %303[%305] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %301, %306 : f32, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %227 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_66 = gpu.thread_id  x
      %228 = arith.index_cast %thread_id_x_66 : index to i64
      %thread_id_y = gpu.thread_id  y
      %229 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_67 = gpu.thread_id  y
      %230 = arith.index_cast %thread_id_y_67 : index to i64
      %c3_i64 = arith.constant 3 : i64
      %231 = arith.addi %230, %c3_i64 : i64
      %thread_id_y_68 = gpu.thread_id  y
      %232 = arith.index_cast %thread_id_y_68 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %233 = arith.addi %232, %c6_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_69 = arith.constant 0.000000e+00 : f32
      memref.store %cst_69, %alloca_50[] : memref<f32>
      %cst_70 = arith.constant 0.000000e+00 : f32
      memref.store %cst_70, %alloca_51[] : memref<f32>
      %c0_i64_71 = arith.constant 0 : i64
      %c40_i64 = arith.constant 40 : i64
      %c1_i64_72 = arith.constant 1 : i64
      scf.for %arg22 = %c0_i64_71 to %c40_i64 step %c1_i64_72  : i64 {
        %288 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
        %c512_i64 = arith.constant 512 : i64
        %289 = llvm.getelementptr %288[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_126 = arith.constant 64 : i64
        %290 = arith.muli %arg22, %c64_i64_126 : i64
        %291 = arith.addi %228, %290 : i64
        %292 = llvm.getelementptr %289[%291] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %293 = llvm.load %292 : !llvm.ptr<3> -> f32
        %c40_i64_127 = arith.constant 40 : i64
        %294 = arith.muli %229, %c40_i64_127 : i64
        %295 = arith.addi %arg22, %294 : i64
        %296 = llvm.getelementptr %224[%295] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %297 = llvm.load %296 : !llvm.ptr<1> -> f32
        %c40_i64_128 = arith.constant 40 : i64
        %298 = arith.muli %231, %c40_i64_128 : i64
        %299 = arith.addi %arg22, %298 : i64
        %300 = llvm.getelementptr %224[%299] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %301 = llvm.load %300 : !llvm.ptr<1> -> f32
        %c40_i64_129 = arith.constant 40 : i64
        %302 = arith.muli %233, %c40_i64_129 : i64
        %303 = arith.addi %arg22, %302 : i64
        %304 = llvm.getelementptr %224[%303] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %305 = llvm.load %304 : !llvm.ptr<1> -> f32
        %306 = memref.load %alloca[] : memref<f32>
        %307 = arith.mulf %293, %297 : f32
        %308 = arith.addf %306, %307 : f32
        memref.store %308, %alloca[] : memref<f32>
        %309 = memref.load %alloca_50[] : memref<f32>
        %310 = arith.mulf %293, %301 : f32
        %311 = arith.addf %309, %310 : f32
        memref.store %311, %alloca_50[] : memref<f32>
        %312 = memref.load %alloca_51[] : memref<f32>
        %313 = arith.mulf %293, %305 : f32
        %314 = arith.addf %312, %313 : f32
        memref.store %314, %alloca_51[] : memref<f32>
      }
      %c20_i64 = arith.constant 20 : i64
      %234 = arith.cmpi slt, %227, %c20_i64 : i64
      scf.if %234 {
        %288 = memref.load %alloca[] : memref<f32>
        %c20_i64_126 = arith.constant 20 : i64
        %289 = arith.muli %229, %c20_i64_126 : i64
        %290 = arith.addi %227, %289 : i64
        %291 = llvm.getelementptr %226[%290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %288, %291 : f32, !llvm.ptr<1>
        %292 = memref.load %alloca_50[] : memref<f32>
        %c20_i64_127 = arith.constant 20 : i64
        %293 = arith.muli %231, %c20_i64_127 : i64
        %294 = arith.addi %227, %293 : i64
        %295 = llvm.getelementptr %226[%294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %292, %295 : f32, !llvm.ptr<1>
        %296 = memref.load %alloca_51[] : memref<f32>
        %c20_i64_128 = arith.constant 20 : i64
        %297 = arith.muli %233, %c20_i64_128 : i64
        %298 = arith.addi %227, %297 : i64
        %299 = llvm.getelementptr %226[%298] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %296, %299 : f32, !llvm.ptr<1>
      }
      %c4800_i64 = arith.constant 4800 : i64
      %235 = arith.muli %220, %c4800_i64 : i64
      %236 = llvm.getelementptr %197[%235] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c288_i64 = arith.constant 288 : i64
      %237 = arith.muli %220, %c288_i64 : i64
      %238 = llvm.getelementptr %200[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c600_i64 = arith.constant 600 : i64
      %239 = arith.muli %220, %c600_i64 : i64
      %240 = llvm.getelementptr %203[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_73 = gpu.thread_id  x
      %241 = arith.index_cast %thread_id_x_73 : index to i64
      %thread_id_x_74 = gpu.thread_id  x
      %242 = arith.index_cast %thread_id_x_74 : index to i64
      %thread_id_x_75 = gpu.thread_id  x
      %243 = arith.index_cast %thread_id_x_75 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %244 = arith.addi %243, %c64_i64 : i64
      %thread_id_x_76 = gpu.thread_id  x
      %245 = arith.index_cast %thread_id_x_76 : index to i64
      %c64_i64_77 = arith.constant 64 : i64
      %246 = arith.addi %245, %c64_i64_77 : i64
      %thread_id_y_78 = gpu.thread_id  y
      %247 = arith.index_cast %thread_id_y_78 : index to i64
      %thread_id_y_79 = gpu.thread_id  y
      %248 = arith.index_cast %thread_id_y_79 : index to i64
      %c3_i64_80 = arith.constant 3 : i64
      %249 = arith.addi %248, %c3_i64_80 : i64
      %cst_81 = arith.constant 0.000000e+00 : f64
      memref.store %cst_81, %alloca_52[] : memref<f64>
      %cst_82 = arith.constant 0.000000e+00 : f64
      memref.store %cst_82, %alloca_53[] : memref<f64>
      %cst_83 = arith.constant 0.000000e+00 : f64
      memref.store %cst_83, %alloca_54[] : memref<f64>
      %cst_84 = arith.constant 0.000000e+00 : f64
      memref.store %cst_84, %alloca_55[] : memref<f64>
      %c0_i64_85 = arith.constant 0 : i64
      %c48_i64 = arith.constant 48 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg22 = %c0_i64_85 to %c48_i64 step %c16_i64  : i64 {
        gpu.barrier
        %c0_i64_126 = arith.constant 0 : i64
        %c11_i64 = arith.constant 11 : i64
        %c1_i64_127 = arith.constant 1 : i64
        scf.for %arg23 = %c0_i64_126 to %c11_i64 step %c1_i64_127  : i64 {
          %thread_id_x_131 = gpu.thread_id  x
          %288 = arith.index_cast %thread_id_x_131 : index to i64
          %c64_i64_132 = arith.constant 64 : i64
          %thread_id_y_133 = gpu.thread_id  y
          %289 = arith.index_cast %thread_id_y_133 : index to i64
          %290 = arith.muli %c64_i64_132, %289 : i64
          %291 = arith.addi %288, %290 : i64
          %c192_i64_134 = arith.constant 192 : i64
          %292 = arith.muli %arg23, %c192_i64_134 : i64
          %293 = arith.addi %291, %292 : i64
          %c2048_i64 = arith.constant 2048 : i64
          %294 = arith.cmpi slt, %293, %c2048_i64 : i64
          scf.if %294 {
            %c16_i64_135 = arith.constant 16 : i64
            %295 = arith.remsi %293, %c16_i64_135 : i64
            %c16_i64_136 = arith.constant 16 : i64
            %296 = arith.divsi %293, %c16_i64_136 : i64
            %297 = arith.addi %arg22, %295 : i64
            %c99_i64 = arith.constant 99 : i64
            %298 = arith.minsi %296, %c99_i64 : i64
            %c48_i64_137 = arith.constant 48 : i64
            %299 = arith.muli %298, %c48_i64_137 : i64
            %300 = arith.addi %297, %299 : i64
            %301 = llvm.getelementptr %236[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %302 = llvm.load %301 : !llvm.ptr<1> -> f64
            %303 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
            %c512_i64 = arith.constant 512 : i64
            %304 = llvm.getelementptr %303[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c128_i64_138 = arith.constant 128 : i64
            %305 = arith.muli %295, %c128_i64_138 : i64
            %306 = arith.addi %296, %305 : i64
            %307 = llvm.getelementptr %304[%306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %302, %307 : f64, !llvm.ptr<3>
          }
        }
        gpu.barrier
        %c0_i64_128 = arith.constant 0 : i64
        %c16_i64_129 = arith.constant 16 : i64
        %c1_i64_130 = arith.constant 1 : i64
        scf.for %arg23 = %c0_i64_128 to %c16_i64_129 step %c1_i64_130  : i64 {
          %288 = arith.addi %arg22, %arg23 : i64
          %289 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64 = arith.constant 512 : i64
          %290 = llvm.getelementptr %289[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c128_i64_131 = arith.constant 128 : i64
          %291 = arith.muli %arg23, %c128_i64_131 : i64
          %292 = arith.addi %242, %291 : i64
          %293 = llvm.getelementptr %290[%292] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %294 = llvm.load %293 : !llvm.ptr<3> -> f64
          %295 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64_132 = arith.constant 512 : i64
          %296 = llvm.getelementptr %295[%c512_i64_132] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c128_i64_133 = arith.constant 128 : i64
          %297 = arith.muli %arg23, %c128_i64_133 : i64
          %298 = arith.addi %246, %297 : i64
          %299 = llvm.getelementptr %296[%298] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %300 = llvm.load %299 : !llvm.ptr<3> -> f64
          %c48_i64_134 = arith.constant 48 : i64
          %301 = arith.muli %247, %c48_i64_134 : i64
          %302 = arith.addi %288, %301 : i64
          %303 = llvm.getelementptr %238[%302] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %304 = llvm.load %303 : !llvm.ptr<1> -> f64
          %c48_i64_135 = arith.constant 48 : i64
          %305 = arith.muli %249, %c48_i64_135 : i64
          %306 = arith.addi %288, %305 : i64
          %307 = llvm.getelementptr %238[%306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %308 = llvm.load %307 : !llvm.ptr<1> -> f64
          %309 = memref.load %alloca_52[] : memref<f64>
          %310 = arith.mulf %294, %304 : f64
          %311 = arith.addf %309, %310 : f64
          memref.store %311, %alloca_52[] : memref<f64>
          %312 = memref.load %alloca_53[] : memref<f64>
          %313 = arith.mulf %294, %308 : f64
          %314 = arith.addf %312, %313 : f64
          memref.store %314, %alloca_53[] : memref<f64>
          %315 = memref.load %alloca_54[] : memref<f64>
          %316 = arith.mulf %300, %304 : f64
          %317 = arith.addf %315, %316 : f64
          memref.store %317, %alloca_54[] : memref<f64>
          %318 = memref.load %alloca_55[] : memref<f64>
          %319 = arith.mulf %300, %308 : f64
          %320 = arith.addf %318, %319 : f64
          memref.store %320, %alloca_55[] : memref<f64>
        }
      }
      %c100_i64 = arith.constant 100 : i64
      %250 = arith.cmpi slt, %241, %c100_i64 : i64
      scf.if %250 {
        %c100_i64_126 = arith.constant 100 : i64
        %288 = arith.muli %247, %c100_i64_126 : i64
        %289 = arith.addi %241, %288 : i64
        %290 = llvm.getelementptr %240[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %291 = llvm.load %290 : !llvm.ptr<1> -> f64
        %cst_127 = arith.constant -5.000000e-01 : f64
        %292 = memref.load %alloca_52[] : memref<f64>
        %293 = arith.mulf %cst_127, %292 : f64
        %294 = arith.addf %291, %293 : f64
        %c100_i64_128 = arith.constant 100 : i64
        %295 = arith.muli %247, %c100_i64_128 : i64
        %296 = arith.addi %241, %295 : i64
        %297 = llvm.getelementptr %240[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %294, %297 : f64, !llvm.ptr<1>
        %c100_i64_129 = arith.constant 100 : i64
        %298 = arith.muli %249, %c100_i64_129 : i64
        %299 = arith.addi %241, %298 : i64
        %300 = llvm.getelementptr %240[%299] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %301 = llvm.load %300 : !llvm.ptr<1> -> f64
        %cst_130 = arith.constant -5.000000e-01 : f64
        %302 = memref.load %alloca_53[] : memref<f64>
        %303 = arith.mulf %cst_130, %302 : f64
        %304 = arith.addf %301, %303 : f64
        %c100_i64_131 = arith.constant 100 : i64
        %305 = arith.muli %249, %c100_i64_131 : i64
        %306 = arith.addi %241, %305 : i64
        %307 = llvm.getelementptr %240[%306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %304, %307 : f64, !llvm.ptr<1>
      }
      %c100_i64_86 = arith.constant 100 : i64
      %251 = arith.cmpi slt, %244, %c100_i64_86 : i64
      scf.if %251 {
        %c100_i64_126 = arith.constant 100 : i64
        %288 = arith.muli %247, %c100_i64_126 : i64
        %289 = arith.addi %244, %288 : i64
        %290 = llvm.getelementptr %240[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %291 = llvm.load %290 : !llvm.ptr<1> -> f64
        %cst_127 = arith.constant -5.000000e-01 : f64
        %292 = memref.load %alloca_54[] : memref<f64>
        %293 = arith.mulf %cst_127, %292 : f64
        %294 = arith.addf %291, %293 : f64
        %c100_i64_128 = arith.constant 100 : i64
        %295 = arith.muli %247, %c100_i64_128 : i64
        %296 = arith.addi %244, %295 : i64
        %297 = llvm.getelementptr %240[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %294, %297 : f64, !llvm.ptr<1>
        %c100_i64_129 = arith.constant 100 : i64
        %298 = arith.muli %249, %c100_i64_129 : i64
        %299 = arith.addi %244, %298 : i64
        %300 = llvm.getelementptr %240[%299] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %301 = llvm.load %300 : !llvm.ptr<1> -> f64
        %cst_130 = arith.constant -5.000000e-01 : f64
        %302 = memref.load %alloca_55[] : memref<f64>
        %303 = arith.mulf %cst_130, %302 : f64
        %304 = arith.addf %301, %303 : f64
        %c100_i64_131 = arith.constant 100 : i64
        %305 = arith.muli %249, %c100_i64_131 : i64
        %306 = arith.addi %244, %305 : i64
        %307 = llvm.getelementptr %240[%306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %304, %307 : f64, !llvm.ptr<1>
      }
      %c3700_i64 = arith.constant 3700 : i64
      %252 = arith.muli %220, %c3700_i64 : i64
      %253 = llvm.getelementptr %206[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c288_i64_87 = arith.constant 288 : i64
      %254 = arith.muli %220, %c288_i64_87 : i64
      %255 = llvm.getelementptr %200[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c600_i64_88 = arith.constant 600 : i64
      %256 = arith.muli %220, %c600_i64_88 : i64
      %257 = llvm.getelementptr %209[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_89 = gpu.thread_id  x
      %258 = arith.index_cast %thread_id_x_89 : index to i64
      %thread_id_x_90 = gpu.thread_id  x
      %259 = arith.index_cast %thread_id_x_90 : index to i64
      %thread_id_x_91 = gpu.thread_id  x
      %260 = arith.index_cast %thread_id_x_91 : index to i64
      %c64_i64_92 = arith.constant 64 : i64
      %261 = arith.addi %260, %c64_i64_92 : i64
      %thread_id_x_93 = gpu.thread_id  x
      %262 = arith.index_cast %thread_id_x_93 : index to i64
      %c64_i64_94 = arith.constant 64 : i64
      %263 = arith.addi %262, %c64_i64_94 : i64
      %thread_id_y_95 = gpu.thread_id  y
      %264 = arith.index_cast %thread_id_y_95 : index to i64
      %thread_id_y_96 = gpu.thread_id  y
      %265 = arith.index_cast %thread_id_y_96 : index to i64
      %c3_i64_97 = arith.constant 3 : i64
      %266 = arith.addi %265, %c3_i64_97 : i64
      %cst_98 = arith.constant 0.000000e+00 : f64
      memref.store %cst_98, %alloca_56[] : memref<f64>
      %cst_99 = arith.constant 0.000000e+00 : f64
      memref.store %cst_99, %alloca_57[] : memref<f64>
      %cst_100 = arith.constant 0.000000e+00 : f64
      memref.store %cst_100, %alloca_58[] : memref<f64>
      %cst_101 = arith.constant 0.000000e+00 : f64
      memref.store %cst_101, %alloca_59[] : memref<f64>
      %c0_i64_102 = arith.constant 0 : i64
      %c37_i64 = arith.constant 37 : i64
      %c16_i64_103 = arith.constant 16 : i64
      scf.for %arg22 = %c0_i64_102 to %c37_i64 step %c16_i64_103  : i64 {
        gpu.barrier
        %c0_i64_126 = arith.constant 0 : i64
        %c11_i64 = arith.constant 11 : i64
        %c1_i64_127 = arith.constant 1 : i64
        scf.for %arg23 = %c0_i64_126 to %c11_i64 step %c1_i64_127  : i64 {
          %thread_id_x_132 = gpu.thread_id  x
          %290 = arith.index_cast %thread_id_x_132 : index to i64
          %c64_i64_133 = arith.constant 64 : i64
          %thread_id_y_134 = gpu.thread_id  y
          %291 = arith.index_cast %thread_id_y_134 : index to i64
          %292 = arith.muli %c64_i64_133, %291 : i64
          %293 = arith.addi %290, %292 : i64
          %c192_i64_135 = arith.constant 192 : i64
          %294 = arith.muli %arg23, %c192_i64_135 : i64
          %295 = arith.addi %293, %294 : i64
          %c2048_i64 = arith.constant 2048 : i64
          %296 = arith.cmpi slt, %295, %c2048_i64 : i64
          scf.if %296 {
            %c16_i64_136 = arith.constant 16 : i64
            %297 = arith.remsi %295, %c16_i64_136 : i64
            %c16_i64_137 = arith.constant 16 : i64
            %298 = arith.divsi %295, %c16_i64_137 : i64
            %299 = arith.addi %arg22, %297 : i64
            %c36_i64 = arith.constant 36 : i64
            %300 = arith.minsi %299, %c36_i64 : i64
            %c99_i64 = arith.constant 99 : i64
            %301 = arith.minsi %298, %c99_i64 : i64
            %c37_i64_138 = arith.constant 37 : i64
            %302 = arith.muli %301, %c37_i64_138 : i64
            %303 = arith.addi %300, %302 : i64
            %304 = llvm.getelementptr %253[%303] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %305 = llvm.load %304 : !llvm.ptr<1> -> f64
            %306 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
            %c512_i64 = arith.constant 512 : i64
            %307 = llvm.getelementptr %306[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c128_i64_139 = arith.constant 128 : i64
            %308 = arith.muli %297, %c128_i64_139 : i64
            %309 = arith.addi %298, %308 : i64
            %310 = llvm.getelementptr %307[%309] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %305, %310 : f64, !llvm.ptr<3>
          }
        }
        gpu.barrier
        %c16_i64_128 = arith.constant 16 : i64
        %c37_i64_129 = arith.constant 37 : i64
        %288 = arith.subi %c37_i64_129, %arg22 : i64
        %289 = arith.minsi %c16_i64_128, %288 : i64
        %c0_i64_130 = arith.constant 0 : i64
        %c1_i64_131 = arith.constant 1 : i64
        scf.for %arg23 = %c0_i64_130 to %289 step %c1_i64_131  : i64 {
          %290 = arith.addi %arg22, %arg23 : i64
          %291 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64 = arith.constant 512 : i64
          %292 = llvm.getelementptr %291[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c128_i64_132 = arith.constant 128 : i64
          %293 = arith.muli %arg23, %c128_i64_132 : i64
          %294 = arith.addi %259, %293 : i64
          %295 = llvm.getelementptr %292[%294] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %296 = llvm.load %295 : !llvm.ptr<3> -> f64
          %297 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64_133 = arith.constant 512 : i64
          %298 = llvm.getelementptr %297[%c512_i64_133] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c128_i64_134 = arith.constant 128 : i64
          %299 = arith.muli %arg23, %c128_i64_134 : i64
          %300 = arith.addi %263, %299 : i64
          %301 = llvm.getelementptr %298[%300] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %302 = llvm.load %301 : !llvm.ptr<3> -> f64
          %c48_i64_135 = arith.constant 48 : i64
          %303 = arith.muli %264, %c48_i64_135 : i64
          %304 = arith.addi %290, %303 : i64
          %305 = llvm.getelementptr %255[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %306 = llvm.load %305 : !llvm.ptr<1> -> f64
          %c48_i64_136 = arith.constant 48 : i64
          %307 = arith.muli %266, %c48_i64_136 : i64
          %308 = arith.addi %290, %307 : i64
          %309 = llvm.getelementptr %255[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %310 = llvm.load %309 : !llvm.ptr<1> -> f64
          %311 = memref.load %alloca_56[] : memref<f64>
          %312 = arith.mulf %296, %306 : f64
          %313 = arith.addf %311, %312 : f64
          memref.store %313, %alloca_56[] : memref<f64>
          %314 = memref.load %alloca_57[] : memref<f64>
          %315 = arith.mulf %296, %310 : f64
          %316 = arith.addf %314, %315 : f64
          memref.store %316, %alloca_57[] : memref<f64>
          %317 = memref.load %alloca_58[] : memref<f64>
          %318 = arith.mulf %302, %306 : f64
          %319 = arith.addf %317, %318 : f64
          memref.store %319, %alloca_58[] : memref<f64>
          %320 = memref.load %alloca_59[] : memref<f64>
          %321 = arith.mulf %302, %310 : f64
          %322 = arith.addf %320, %321 : f64
          memref.store %322, %alloca_59[] : memref<f64>
        }
      }
      %c100_i64_104 = arith.constant 100 : i64
      %267 = arith.cmpi slt, %258, %c100_i64_104 : i64
      scf.if %267 {
        %288 = memref.load %alloca_56[] : memref<f64>
        %c100_i64_126 = arith.constant 100 : i64
        %289 = arith.muli %264, %c100_i64_126 : i64
        %290 = arith.addi %258, %289 : i64
        %291 = llvm.getelementptr %257[%290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %288, %291 : f64, !llvm.ptr<1>
        %292 = memref.load %alloca_57[] : memref<f64>
        %c100_i64_127 = arith.constant 100 : i64
        %293 = arith.muli %266, %c100_i64_127 : i64
        %294 = arith.addi %258, %293 : i64
        %295 = llvm.getelementptr %257[%294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %292, %295 : f64, !llvm.ptr<1>
      }
      %c100_i64_105 = arith.constant 100 : i64
      %268 = arith.cmpi slt, %261, %c100_i64_105 : i64
      scf.if %268 {
        %288 = memref.load %alloca_58[] : memref<f64>
        %c100_i64_126 = arith.constant 100 : i64
        %289 = arith.muli %264, %c100_i64_126 : i64
        %290 = arith.addi %261, %289 : i64
        %291 = llvm.getelementptr %257[%290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %288, %291 : f64, !llvm.ptr<1>
        %292 = memref.load %alloca_59[] : memref<f64>
        %c100_i64_127 = arith.constant 100 : i64
        %293 = arith.muli %266, %c100_i64_127 : i64
        %294 = arith.addi %261, %293 : i64
        %295 = llvm.getelementptr %257[%294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %292, %295 : f64, !llvm.ptr<1>
      }
      %269 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
      %c192_i64 = arith.constant 192 : i64
      %270 = arith.muli %220, %c192_i64 : i64
      %271 = llvm.getelementptr %212[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c96_i64 = arith.constant 96 : i64
      %272 = arith.muli %220, %c96_i64 : i64
      %273 = llvm.getelementptr %215[%272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %c0_i64_106 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      %c1_i64_107 = arith.constant 1 : i64
      scf.for %arg22 = %c0_i64_106 to %c4_i64 step %c1_i64_107  : i64 {
        %thread_id_x_126 = gpu.thread_id  x
        %288 = arith.index_cast %thread_id_x_126 : index to i64
        %c64_i64_127 = arith.constant 64 : i64
        %thread_id_y_128 = gpu.thread_id  y
        %289 = arith.index_cast %thread_id_y_128 : index to i64
        %290 = arith.muli %c64_i64_127, %289 : i64
        %291 = arith.addi %288, %290 : i64
        %c192_i64_129 = arith.constant 192 : i64
        %292 = arith.muli %arg22, %c192_i64_129 : i64
        %293 = arith.addi %291, %292 : i64
        %c12_i64_130 = arith.constant 12 : i64
        %294 = arith.remsi %293, %c12_i64_130 : i64
        %c12_i64_131 = arith.constant 12 : i64
        %295 = arith.divsi %293, %c12_i64_131 : i64
        %c15_i64 = arith.constant 15 : i64
        %296 = arith.minsi %295, %c15_i64 : i64
        %c12_i64_132 = arith.constant 12 : i64
        %297 = arith.muli %296, %c12_i64_132 : i64
        %298 = arith.addi %294, %297 : i64
        %299 = llvm.getelementptr %271[%298] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %300 = llvm.load %299 : !llvm.ptr<1> -> f32
        %301 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
        %c512_i64 = arith.constant 512 : i64
        %302 = llvm.getelementptr %301[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_133 = arith.constant 64 : i64
        %303 = arith.muli %294, %c64_i64_133 : i64
        %304 = arith.addi %295, %303 : i64
        %305 = llvm.getelementptr %302[%304] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %300, %305 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_108 = gpu.thread_id  x
      %274 = arith.index_cast %thread_id_x_108 : index to i64
      %thread_id_x_109 = gpu.thread_id  x
      %275 = arith.index_cast %thread_id_x_109 : index to i64
      %thread_id_y_110 = gpu.thread_id  y
      %276 = arith.index_cast %thread_id_y_110 : index to i64
      %c7_i64 = arith.constant 7 : i64
      %277 = arith.minsi %276, %c7_i64 : i64
      %thread_id_y_111 = gpu.thread_id  y
      %278 = arith.index_cast %thread_id_y_111 : index to i64
      %c3_i64_112 = arith.constant 3 : i64
      %279 = arith.addi %278, %c3_i64_112 : i64
      %c7_i64_113 = arith.constant 7 : i64
      %280 = arith.minsi %279, %c7_i64_113 : i64
      %thread_id_y_114 = gpu.thread_id  y
      %281 = arith.index_cast %thread_id_y_114 : index to i64
      %c6_i64_115 = arith.constant 6 : i64
      %282 = arith.addi %281, %c6_i64_115 : i64
      %c7_i64_116 = arith.constant 7 : i64
      %283 = arith.minsi %282, %c7_i64_116 : i64
      %cst_117 = arith.constant 0.000000e+00 : f32
      memref.store %cst_117, %alloca_60[] : memref<f32>
      %cst_118 = arith.constant 0.000000e+00 : f32
      memref.store %cst_118, %alloca_61[] : memref<f32>
      %cst_119 = arith.constant 0.000000e+00 : f32
      memref.store %cst_119, %alloca_62[] : memref<f32>
      %c0_i64_120 = arith.constant 0 : i64
      %c12_i64 = arith.constant 12 : i64
      %c1_i64_121 = arith.constant 1 : i64
      scf.for %arg22 = %c0_i64_120 to %c12_i64 step %c1_i64_121  : i64 {
        %288 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
        %c512_i64 = arith.constant 512 : i64
        %289 = llvm.getelementptr %288[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_126 = arith.constant 64 : i64
        %290 = arith.muli %arg22, %c64_i64_126 : i64
        %291 = arith.addi %275, %290 : i64
        %292 = llvm.getelementptr %289[%291] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %293 = llvm.load %292 : !llvm.ptr<3> -> f32
        %c12_i64_127 = arith.constant 12 : i64
        %294 = arith.muli %277, %c12_i64_127 : i64
        %295 = arith.addi %arg22, %294 : i64
        %296 = llvm.getelementptr %273[%295] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %297 = llvm.load %296 : !llvm.ptr<1> -> f32
        %c12_i64_128 = arith.constant 12 : i64
        %298 = arith.muli %280, %c12_i64_128 : i64
        %299 = arith.addi %arg22, %298 : i64
        %300 = llvm.getelementptr %273[%299] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %301 = llvm.load %300 : !llvm.ptr<1> -> f32
        %c12_i64_129 = arith.constant 12 : i64
        %302 = arith.muli %283, %c12_i64_129 : i64
        %303 = arith.addi %arg22, %302 : i64
        %304 = llvm.getelementptr %273[%303] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %305 = llvm.load %304 : !llvm.ptr<1> -> f32
        %306 = memref.load %alloca_60[] : memref<f32>
        %307 = arith.mulf %293, %297 : f32
        %308 = arith.addf %306, %307 : f32
        memref.store %308, %alloca_60[] : memref<f32>
        %309 = memref.load %alloca_61[] : memref<f32>
        %310 = arith.mulf %293, %301 : f32
        %311 = arith.addf %309, %310 : f32
        memref.store %311, %alloca_61[] : memref<f32>
        %312 = memref.load %alloca_62[] : memref<f32>
        %313 = arith.mulf %293, %305 : f32
        %314 = arith.addf %312, %313 : f32
        memref.store %314, %alloca_62[] : memref<f32>
      }
      %c16_i64_122 = arith.constant 16 : i64
      %284 = arith.cmpi slt, %274, %c16_i64_122 : i64
      scf.if %284 {
        %c8_i64 = arith.constant 8 : i64
        %288 = arith.cmpi slt, %276, %c8_i64 : i64
        scf.if %288 {
          %291 = memref.load %alloca_60[] : memref<f32>
          %c16_i64_128 = arith.constant 16 : i64
          %292 = arith.muli %276, %c16_i64_128 : i64
          %293 = arith.addi %274, %292 : i64
          %294 = llvm.getelementptr %269[%293] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<3>
        }
        %c8_i64_126 = arith.constant 8 : i64
        %289 = arith.cmpi slt, %279, %c8_i64_126 : i64
        scf.if %289 {
          %291 = memref.load %alloca_61[] : memref<f32>
          %c16_i64_128 = arith.constant 16 : i64
          %292 = arith.muli %279, %c16_i64_128 : i64
          %293 = arith.addi %274, %292 : i64
          %294 = llvm.getelementptr %269[%293] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<3>
        }
        %c8_i64_127 = arith.constant 8 : i64
        %290 = arith.cmpi slt, %282, %c8_i64_127 : i64
        scf.if %290 {
          %291 = memref.load %alloca_62[] : memref<f32>
          %c16_i64_128 = arith.constant 16 : i64
          %292 = arith.muli %282, %c16_i64_128 : i64
          %293 = arith.addi %274, %292 : i64
          %294 = llvm.getelementptr %269[%293] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %291, %294 : f32, !llvm.ptr<3>
        }
      }
      %c128_i64 = arith.constant 128 : i64
      %285 = arith.muli %220, %c128_i64 : i64
      %286 = llvm.getelementptr %218[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %thread_id_x_123 = gpu.thread_id  x
      %287 = arith.index_cast %thread_id_x_123 : index to i64
      %c16_i64_124 = arith.constant 16 : i64
      %c64_i64_125 = arith.constant 64 : i64
      scf.for %arg22 = %287 to %c16_i64_124 step %c64_i64_125  : i64 {
        %c0_i64_126 = arith.constant 0 : i64
        %c1_i64_127 = arith.constant 1 : i64
        %c1_i64_128 = arith.constant 1 : i64
        scf.for %arg23 = %c0_i64_126 to %c1_i64_127 step %c1_i64_128  : i64 {
          %thread_id_y_129 = gpu.thread_id  y
          %288 = arith.index_cast %thread_id_y_129 : index to i64
          %c9_i64 = arith.constant 9 : i64
          %289 = arith.muli %arg23, %c9_i64 : i64
          %290 = arith.addi %288, %289 : i64
          %c8_i64 = arith.constant 8 : i64
          %291 = arith.cmpi slt, %290, %c8_i64 : i64
          scf.if %291 {
            %c16_i64_137 = arith.constant 16 : i64
            %299 = arith.muli %290, %c16_i64_137 : i64
            %300 = arith.addi %arg22, %299 : i64
            %301 = llvm.getelementptr %269[%300] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %302 = llvm.load %301 : !llvm.ptr<3> -> f32
            memref.store %302, %alloca_63[] : memref<f32>
          }
          %c3_i64_130 = arith.constant 3 : i64
          %292 = arith.addi %290, %c3_i64_130 : i64
          %c8_i64_131 = arith.constant 8 : i64
          %293 = arith.cmpi slt, %292, %c8_i64_131 : i64
          scf.if %293 {
            %c16_i64_137 = arith.constant 16 : i64
            %299 = arith.muli %292, %c16_i64_137 : i64
            %300 = arith.addi %arg22, %299 : i64
            %301 = llvm.getelementptr %269[%300] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %302 = llvm.load %301 : !llvm.ptr<3> -> f32
            memref.store %302, %alloca_64[] : memref<f32>
          }
          %c6_i64_132 = arith.constant 6 : i64
          %294 = arith.addi %290, %c6_i64_132 : i64
          %c8_i64_133 = arith.constant 8 : i64
          %295 = arith.cmpi slt, %294, %c8_i64_133 : i64
          scf.if %295 {
            %c16_i64_137 = arith.constant 16 : i64
            %299 = arith.muli %294, %c16_i64_137 : i64
            %300 = arith.addi %arg22, %299 : i64
            %301 = llvm.getelementptr %269[%300] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %302 = llvm.load %301 : !llvm.ptr<3> -> f32
            memref.store %302, %alloca_65[] : memref<f32>
          }
          %c8_i64_134 = arith.constant 8 : i64
          %296 = arith.cmpi slt, %290, %c8_i64_134 : i64
          scf.if %296 {
            %cst_137 = arith.constant 2.000000e+00 : f32
            %299 = memref.load %alloca_63[] : memref<f32>
            %300 = arith.mulf %cst_137, %299 : f32
            %c16_i64_138 = arith.constant 16 : i64
            %301 = arith.muli %290, %c16_i64_138 : i64
            %302 = arith.addi %arg22, %301 : i64
            %303 = llvm.getelementptr %286[%302] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %300, %303 : f32, !llvm.ptr<1>
          }
          %c8_i64_135 = arith.constant 8 : i64
          %297 = arith.cmpi slt, %292, %c8_i64_135 : i64
          scf.if %297 {
            %cst_137 = arith.constant 2.000000e+00 : f32
            %299 = memref.load %alloca_64[] : memref<f32>
            %300 = arith.mulf %cst_137, %299 : f32
            %c16_i64_138 = arith.constant 16 : i64
            %301 = arith.muli %292, %c16_i64_138 : i64
            %302 = arith.addi %arg22, %301 : i64
            %303 = llvm.getelementptr %286[%302] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %300, %303 : f32, !llvm.ptr<1>
          }
          %c8_i64_136 = arith.constant 8 : i64
          %298 = arith.cmpi slt, %294, %c8_i64_136 : i64
          scf.if %298 {
            %cst_137 = arith.constant 2.000000e+00 : f32
            %299 = memref.load %alloca_65[] : memref<f32>
            %300 = arith.mulf %cst_137, %299 : f32
            %c16_i64_138 = arith.constant 16 : i64
            %301 = arith.muli %294, %c16_i64_138 : i64
            %302 = arith.addi %arg22, %301 : i64
            %303 = llvm.getelementptr %286[%302] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %300, %303 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
