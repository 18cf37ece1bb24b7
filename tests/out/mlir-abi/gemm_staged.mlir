module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_gemm_staged() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<10752 x i8>
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
      %alloca_60 = memref.alloca() : memref<f64>
      %alloca_61 = memref.alloca() : memref<f64>
      %alloca_62 = memref.alloca() : memref<f64>
      %alloca_63 = memref.alloca() : memref<f32>
      %alloca_64 = memref.alloca() : memref<f32>
      %alloca_65 = memref.alloca() : memref<f32>
      %alloca_66 = memref.alloca() : memref<f32>
      %alloca_67 = memref.alloca() : memref<f32>
      %alloca_68 = memref.alloca() : memref<f32>
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
        %thread_id_x_113 = gpu.thread_id  x
        %282 = arith.index_cast %thread_id_x_113 : index to i64
        %c64_i64_114 = arith.constant 64 : i64
        %thread_id_y_115 = gpu.thread_id  y
        %283 = arith.index_cast %thread_id_y_115 : index to i64
        %284 = arith.muli %c64_i64_114, %283 : i64
        %285 = arith.addi %282, %284 : i64
        %c192_i64_116 = arith.constant 192 : i64
        %286 = arith.muli %arg22, %c192_i64_116 : i64
        %287 = arith.addi %285, %286 : i64
        %c2560_i64 = arith.constant 2560 : i64
        %288 = arith.cmpi slt, %287, %c2560_i64 : i64
        scf.if %288 {
          %c40_i64_117 = arith.constant 40 : i64
          %289 = arith.remsi %287, %c40_i64_117 : i64
          %c40_i64_118 = arith.constant 40 : i64
          %290 = arith.divsi %287, %c40_i64_118 : i64
          %c19_i64 = arith.constant 19 : i64
          %291 = arith.minsi %290, %c19_i64 : i64
          %c40_i64_119 = arith.constant 40 : i64
          %292 = arith.muli %291, %c40_i64_119 : i64
          %293 = arith.addi %292, %289 : i64
          %294 = llvm.getelementptr %222[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %295 = llvm.load %294 : !llvm.ptr<1> -> f32
          %296 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
          %c512_i64 = arith.constant 512 : i64
          %297 = llvm.getelementptr %296[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c64_i64_120 = arith.constant 64 : i64
          %298 = arith.muli %289, %c64_i64_120 : i64
          %299 = arith.addi %290, %298 : i64
          %300 = llvm.getelementptr %297[%299] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %295, %300 : f32, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %227 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_69 = gpu.thread_id  x
      %228 = arith.index_cast %thread_id_x_69 : index to i64
      %thread_id_y = gpu.thread_id  y
      %229 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_70 = gpu.thread_id  y
      %230 = arith.index_cast %thread_id_y_70 : index to i64
      %c3_i64 = arith.constant 3 : i64
      %231 = arith.addi %230, %c3_i64 : i64
      %thread_id_y_71 = gpu.thread_id  y
      %232 = arith.index_cast %thread_id_y_71 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %233 = arith.addi %232, %c6_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_72 = arith.constant 0.000000e+00 : f32
      memref.store %cst_72, %alloca_50[] : memref<f32>
      %cst_73 = arith.constant 0.000000e+00 : f32
      memref.store %cst_73, %alloca_51[] : memref<f32>
      %c0_i64_74 = arith.constant 0 : i64
      %c40_i64 = arith.constant 40 : i64
      %c1_i64_75 = arith.constant 1 : i64
      scf.for %arg22 = %c0_i64_74 to %c40_i64 step %c1_i64_75  : i64 {
        %282 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
        %c512_i64 = arith.constant 512 : i64
        %283 = llvm.getelementptr %282[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_113 = arith.constant 64 : i64
        %284 = arith.muli %arg22, %c64_i64_113 : i64
        %285 = arith.addi %228, %284 : i64
        %286 = llvm.getelementptr %283[%285] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %287 = llvm.load %286 : !llvm.ptr<3> -> f32
        %c40_i64_114 = arith.constant 40 : i64
        %288 = arith.muli %229, %c40_i64_114 : i64
        %289 = arith.addi %arg22, %288 : i64
        %290 = llvm.getelementptr %224[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %291 = llvm.load %290 : !llvm.ptr<1> -> f32
        %c40_i64_115 = arith.constant 40 : i64
        %292 = arith.muli %231, %c40_i64_115 : i64
        %293 = arith.addi %arg22, %292 : i64
        %294 = llvm.getelementptr %224[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %295 = llvm.load %294 : !llvm.ptr<1> -> f32
        %c40_i64_116 = arith.constant 40 : i64
        %296 = arith.muli %233, %c40_i64_116 : i64
        %297 = arith.addi %arg22, %296 : i64
        %298 = llvm.getelementptr %224[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %299 = llvm.load %298 : !llvm.ptr<1> -> f32
        %300 = memref.load %alloca[] : memref<f32>
        %301 = llvm.intr.fma(%287, %291, %300) : (f32, f32, f32) -> f32
        memref.store %301, %alloca[] : memref<f32>
        %302 = memref.load %alloca_50[] : memref<f32>
        %303 = llvm.intr.fma(%287, %295, %302) : (f32, f32, f32) -> f32
        memref.store %303, %alloca_50[] : memref<f32>
        %304 = memref.load %alloca_51[] : memref<f32>
        %305 = llvm.intr.fma(%287, %299, %304) : (f32, f32, f32) -> f32
        memref.store %305, %alloca_51[] : memref<f32>
      }
      %c20_i64 = arith.constant 20 : i64
      %234 = arith.cmpi slt, %227, %c20_i64 : i64
      scf.if %234 {
        %282 = memref.load %alloca[] : memref<f32>
        %c20_i64_113 = arith.constant 20 : i64
        %283 = arith.muli %229, %c20_i64_113 : i64
        %284 = arith.addi %227, %283 : i64
        %285 = llvm.getelementptr %226[%284] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %282, %285 : f32, !llvm.ptr<1>
        %286 = memref.load %alloca_50[] : memref<f32>
        %c20_i64_114 = arith.constant 20 : i64
        %287 = arith.muli %231, %c20_i64_114 : i64
        %288 = arith.addi %227, %287 : i64
        %289 = llvm.getelementptr %226[%288] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %286, %289 : f32, !llvm.ptr<1>
        %290 = memref.load %alloca_51[] : memref<f32>
        %c20_i64_115 = arith.constant 20 : i64
        %291 = arith.muli %233, %c20_i64_115 : i64
        %292 = arith.addi %227, %291 : i64
        %293 = llvm.getelementptr %226[%292] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %290, %293 : f32, !llvm.ptr<1>
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
      %thread_id_x_76 = gpu.thread_id  x
      %241 = arith.index_cast %thread_id_x_76 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y_77 = gpu.thread_id  y
      %242 = arith.index_cast %thread_id_y_77 : index to i64
      %243 = arith.muli %c64_i64, %242 : i64
      %244 = arith.addi %241, %243 : i64
      %c32_i64 = arith.constant 32 : i64
      %245 = arith.divsi %244, %c32_i64 : i64
      %c32_i64_78 = arith.constant 32 : i64
      %246 = arith.remsi %244, %c32_i64_78 : i64
      %c4_i64 = arith.constant 4 : i64
      %247 = arith.divsi %246, %c4_i64 : i64
      %c4_i64_79 = arith.constant 4 : i64
      %248 = arith.remsi %246, %c4_i64_79 : i64
      %c7_i64 = arith.constant 7 : i64
      %c6_i64_80 = arith.constant 6 : i64
      scf.for %arg22 = %245 to %c7_i64 step %c6_i64_80  : i64 {
        %c7_i64_113 = arith.constant 7 : i64
        %282 = arith.remsi %arg22, %c7_i64_113 : i64
        %c7_i64_114 = arith.constant 7 : i64
        %283 = arith.divsi %arg22, %c7_i64_114 : i64
        %c16_i64_115 = arith.constant 16 : i64
        %284 = arith.muli %282, %c16_i64_115 : i64
        %c8_i64 = arith.constant 8 : i64
        %285 = arith.muli %283, %c8_i64 : i64
        %cst_116 = arith.constant 0.000000e+00 : f64
        memref.store %cst_116, %alloca_52[] : memref<f64>
        %cst_117 = arith.constant 0.000000e+00 : f64
        memref.store %cst_117, %alloca_53[] : memref<f64>
        %cst_118 = arith.constant 0.000000e+00 : f64
        memref.store %cst_118, %alloca_54[] : memref<f64>
        %cst_119 = arith.constant 0.000000e+00 : f64
        memref.store %cst_119, %alloca_55[] : memref<f64>
        %286 = arith.addi %284, %247 : i64
        %c99_i64 = arith.constant 99 : i64
        %287 = arith.minsi %286, %c99_i64 : i64
        %c8_i64_120 = arith.constant 8 : i64
        %288 = arith.addi %284, %c8_i64_120 : i64
        %289 = arith.addi %288, %247 : i64
        %c99_i64_121 = arith.constant 99 : i64
        %290 = arith.minsi %289, %c99_i64_121 : i64
        %291 = arith.addi %285, %247 : i64
        %c5_i64 = arith.constant 5 : i64
        %292 = arith.minsi %291, %c5_i64 : i64
        %c0_i64_122 = arith.constant 0 : i64
        %c48_i64 = arith.constant 48 : i64
        %c4_i64_123 = arith.constant 4 : i64
        scf.for %arg23 = %c0_i64_122 to %c48_i64 step %c4_i64_123  : i64 {
          %321 = arith.addi %arg23, %248 : i64
          %322 = arith.addi %arg23, %248 : i64
          %c48_i64_138 = arith.constant 48 : i64
          %323 = arith.muli %287, %c48_i64_138 : i64
          %324 = arith.addi %321, %323 : i64
          %325 = llvm.getelementptr %236[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %326 = llvm.load %325 : !llvm.ptr<1> -> f64
          %c48_i64_139 = arith.constant 48 : i64
          %327 = arith.muli %290, %c48_i64_139 : i64
          %328 = arith.addi %321, %327 : i64
          %329 = llvm.getelementptr %236[%328] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %330 = llvm.load %329 : !llvm.ptr<1> -> f64
          %c48_i64_140 = arith.constant 48 : i64
          %331 = arith.muli %292, %c48_i64_140 : i64
          %332 = arith.addi %322, %331 : i64
          %333 = llvm.getelementptr %238[%332] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %334 = llvm.load %333 : !llvm.ptr<1> -> f64
          %335 = memref.load %alloca_52[] : memref<f64>
          %336 = memref.load %alloca_53[] : memref<f64>
          %337 = nvvm.mma.sync A[%326]  B[%334]  C[%335, %336]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %338 = llvm.extractvalue %337[0] : !llvm.struct<(f64, f64)> 
          memref.store %338, %alloca_52[] : memref<f64>
          %339 = llvm.extractvalue %337[1] : !llvm.struct<(f64, f64)> 
          memref.store %339, %alloca_53[] : memref<f64>
          %340 = memref.load %alloca_54[] : memref<f64>
          %341 = memref.load %alloca_55[] : memref<f64>
          %342 = nvvm.mma.sync A[%330]  B[%334]  C[%340, %341]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %343 = llvm.extractvalue %342[0] : !llvm.struct<(f64, f64)> 
          memref.store %343, %alloca_54[] : memref<f64>
          %344 = llvm.extractvalue %342[1] : !llvm.struct<(f64, f64)> 
          memref.store %344, %alloca_55[] : memref<f64>
        }
        %293 = arith.addi %284, %247 : i64
        %c2_i64 = arith.constant 2 : i64
        %294 = arith.muli %248, %c2_i64 : i64
        %295 = arith.addi %285, %294 : i64
        %c100_i64 = arith.constant 100 : i64
        %296 = arith.cmpi slt, %293, %c100_i64 : i64
        %c6_i64_124 = arith.constant 6 : i64
        %297 = arith.cmpi slt, %295, %c6_i64_124 : i64
        %298 = arith.andi %296, %297 : i1
        scf.if %298 {
          %cst_138 = arith.constant -5.000000e-01 : f64
          %321 = memref.load %alloca_52[] : memref<f64>
          %c100_i64_139 = arith.constant 100 : i64
          %322 = arith.muli %295, %c100_i64_139 : i64
          %323 = arith.addi %293, %322 : i64
          %324 = llvm.getelementptr %240[%323] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %325 = llvm.load %324 : !llvm.ptr<1> -> f64
          %326 = llvm.intr.fma(%cst_138, %321, %325) : (f64, f64, f64) -> f64
          %c100_i64_140 = arith.constant 100 : i64
          %327 = arith.muli %295, %c100_i64_140 : i64
          %328 = arith.addi %293, %327 : i64
          %329 = llvm.getelementptr %240[%328] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %326, %329 : f64, !llvm.ptr<1>
        }
        %299 = arith.addi %284, %247 : i64
        %c2_i64_125 = arith.constant 2 : i64
        %300 = arith.muli %248, %c2_i64_125 : i64
        %c1_i64_126 = arith.constant 1 : i64
        %301 = arith.addi %300, %c1_i64_126 : i64
        %302 = arith.addi %285, %301 : i64
        %c100_i64_127 = arith.constant 100 : i64
        %303 = arith.cmpi slt, %299, %c100_i64_127 : i64
        %c6_i64_128 = arith.constant 6 : i64
        %304 = arith.cmpi slt, %302, %c6_i64_128 : i64
        %305 = arith.andi %303, %304 : i1
        scf.if %305 {
          %cst_138 = arith.constant -5.000000e-01 : f64
          %321 = memref.load %alloca_53[] : memref<f64>
          %c100_i64_139 = arith.constant 100 : i64
          %322 = arith.muli %302, %c100_i64_139 : i64
          %323 = arith.addi %299, %322 : i64
          %324 = llvm.getelementptr %240[%323] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %325 = llvm.load %324 : !llvm.ptr<1> -> f64
          %326 = llvm.intr.fma(%cst_138, %321, %325) : (f64, f64, f64) -> f64
          %c100_i64_140 = arith.constant 100 : i64
          %327 = arith.muli %302, %c100_i64_140 : i64
          %328 = arith.addi %299, %327 : i64
          %329 = llvm.getelementptr %240[%328] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %326, %329 : f64, !llvm.ptr<1>
        }
        %c8_i64_129 = arith.constant 8 : i64
        %306 = arith.addi %284, %c8_i64_129 : i64
        %307 = arith.addi %306, %247 : i64
        %c2_i64_130 = arith.constant 2 : i64
        %308 = arith.muli %248, %c2_i64_130 : i64
        %309 = arith.addi %285, %308 : i64
        %c100_i64_131 = arith.constant 100 : i64
        %310 = arith.cmpi slt, %307, %c100_i64_131 : i64
        %c6_i64_132 = arith.constant 6 : i64
        %311 = arith.cmpi slt, %309, %c6_i64_132 : i64
        %312 = arith.andi %310, %311 : i1
        scf.if %312 {
          %cst_138 = arith.constant -5.000000e-01 : f64
          %321 = memref.load %alloca_54[] : memref<f64>
          %c100_i64_139 = arith.constant 100 : i64
          %322 = arith.muli %309, %c100_i64_139 : i64
          %323 = arith.addi %307, %322 : i64
          %324 = llvm.getelementptr %240[%323] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %325 = llvm.load %324 : !llvm.ptr<1> -> f64
          %326 = llvm.intr.fma(%cst_138, %321, %325) : (f64, f64, f64) -> f64
          %c100_i64_140 = arith.constant 100 : i64
          %327 = arith.muli %309, %c100_i64_140 : i64
          %328 = arith.addi %307, %327 : i64
          %329 = llvm.getelementptr %240[%328] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %326, %329 : f64, !llvm.ptr<1>
        }
        %c8_i64_133 = arith.constant 8 : i64
        %313 = arith.addi %284, %c8_i64_133 : i64
        %314 = arith.addi %313, %247 : i64
        %c2_i64_134 = arith.constant 2 : i64
        %315 = arith.muli %248, %c2_i64_134 : i64
        %c1_i64_135 = arith.constant 1 : i64
        %316 = arith.addi %315, %c1_i64_135 : i64
        %317 = arith.addi %285, %316 : i64
        %c100_i64_136 = arith.constant 100 : i64
        %318 = arith.cmpi slt, %314, %c100_i64_136 : i64
        %c6_i64_137 = arith.constant 6 : i64
        %319 = arith.cmpi slt, %317, %c6_i64_137 : i64
        %320 = arith.andi %318, %319 : i1
        scf.if %320 {
          %cst_138 = arith.constant -5.000000e-01 : f64
          %321 = memref.load %alloca_55[] : memref<f64>
          %c100_i64_139 = arith.constant 100 : i64
          %322 = arith.muli %317, %c100_i64_139 : i64
          %323 = arith.addi %314, %322 : i64
          %324 = llvm.getelementptr %240[%323] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %325 = llvm.load %324 : !llvm.ptr<1> -> f64
          %326 = llvm.intr.fma(%cst_138, %321, %325) : (f64, f64, f64) -> f64
          %c100_i64_140 = arith.constant 100 : i64
          %327 = arith.muli %317, %c100_i64_140 : i64
          %328 = arith.addi %314, %327 : i64
          %329 = llvm.getelementptr %240[%328] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %326, %329 : f64, !llvm.ptr<1>
        }
      }
      %c3700_i64 = arith.constant 3700 : i64
      %249 = arith.muli %220, %c3700_i64 : i64
      %250 = llvm.getelementptr %206[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c288_i64_81 = arith.constant 288 : i64
      %251 = arith.muli %220, %c288_i64_81 : i64
      %252 = llvm.getelementptr %200[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c600_i64_82 = arith.constant 600 : i64
      %253 = arith.muli %220, %c600_i64_82 : i64
      %254 = llvm.getelementptr %209[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_83 = gpu.thread_id  x
      %255 = arith.index_cast %thread_id_x_83 : index to i64
      %c64_i64_84 = arith.constant 64 : i64
      %thread_id_y_85 = gpu.thread_id  y
      %256 = arith.index_cast %thread_id_y_85 : index to i64
      %257 = arith.muli %c64_i64_84, %256 : i64
      %258 = arith.addi %255, %257 : i64
      %c32_i64_86 = arith.constant 32 : i64
      %259 = arith.divsi %258, %c32_i64_86 : i64
      %c32_i64_87 = arith.constant 32 : i64
      %260 = arith.remsi %258, %c32_i64_87 : i64
      %c4_i64_88 = arith.constant 4 : i64
      %261 = arith.divsi %260, %c4_i64_88 : i64
      %c4_i64_89 = arith.constant 4 : i64
      %262 = arith.remsi %260, %c4_i64_89 : i64
      %c7_i64_90 = arith.constant 7 : i64
      %c6_i64_91 = arith.constant 6 : i64
      scf.for %arg22 = %259 to %c7_i64_90 step %c6_i64_91  : i64 {
        %c7_i64_113 = arith.constant 7 : i64
        %282 = arith.remsi %arg22, %c7_i64_113 : i64
        %c7_i64_114 = arith.constant 7 : i64
        %283 = arith.divsi %arg22, %c7_i64_114 : i64
        %c16_i64_115 = arith.constant 16 : i64
        %284 = arith.muli %282, %c16_i64_115 : i64
        %c8_i64 = arith.constant 8 : i64
        %285 = arith.muli %283, %c8_i64 : i64
        %cst_116 = arith.constant 0.000000e+00 : f64
        memref.store %cst_116, %alloca_56[] : memref<f64>
        %cst_117 = arith.constant 0.000000e+00 : f64
        memref.store %cst_117, %alloca_57[] : memref<f64>
        %cst_118 = arith.constant 0.000000e+00 : f64
        memref.store %cst_118, %alloca_58[] : memref<f64>
        %cst_119 = arith.constant 0.000000e+00 : f64
        memref.store %cst_119, %alloca_59[] : memref<f64>
        %286 = arith.addi %284, %261 : i64
        %c99_i64 = arith.constant 99 : i64
        %287 = arith.minsi %286, %c99_i64 : i64
        %c8_i64_120 = arith.constant 8 : i64
        %288 = arith.addi %284, %c8_i64_120 : i64
        %289 = arith.addi %288, %261 : i64
        %c99_i64_121 = arith.constant 99 : i64
        %290 = arith.minsi %289, %c99_i64_121 : i64
        %291 = arith.addi %285, %261 : i64
        %c5_i64 = arith.constant 5 : i64
        %292 = arith.minsi %291, %c5_i64 : i64
        %c0_i64_122 = arith.constant 0 : i64
        %c36_i64 = arith.constant 36 : i64
        %c4_i64_123 = arith.constant 4 : i64
        scf.for %arg23 = %c0_i64_122 to %c36_i64 step %c4_i64_123  : i64 {
          %355 = arith.addi %arg23, %262 : i64
          %356 = arith.addi %arg23, %262 : i64
          %c37_i64_147 = arith.constant 37 : i64
          %357 = arith.muli %287, %c37_i64_147 : i64
          %358 = arith.addi %355, %357 : i64
          %359 = llvm.getelementptr %250[%358] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %360 = llvm.load %359 : !llvm.ptr<1> -> f64
          %c37_i64_148 = arith.constant 37 : i64
          %361 = arith.muli %290, %c37_i64_148 : i64
          %362 = arith.addi %355, %361 : i64
          %363 = llvm.getelementptr %250[%362] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %364 = llvm.load %363 : !llvm.ptr<1> -> f64
          %c48_i64_149 = arith.constant 48 : i64
          %365 = arith.muli %292, %c48_i64_149 : i64
          %366 = arith.addi %356, %365 : i64
          %367 = llvm.getelementptr %252[%366] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %368 = llvm.load %367 : !llvm.ptr<1> -> f64
          %369 = memref.load %alloca_56[] : memref<f64>
          %370 = memref.load %alloca_57[] : memref<f64>
          %371 = nvvm.mma.sync A[%360]  B[%368]  C[%369, %370]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %372 = llvm.extractvalue %371[0] : !llvm.struct<(f64, f64)> 
          memref.store %372, %alloca_56[] : memref<f64>
          %373 = llvm.extractvalue %371[1] : !llvm.struct<(f64, f64)> 
          memref.store %373, %alloca_57[] : memref<f64>
          %374 = memref.load %alloca_58[] : memref<f64>
          %375 = memref.load %alloca_59[] : memref<f64>
          %376 = nvvm.mma.sync A[%364]  B[%368]  C[%374, %375]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %377 = llvm.extractvalue %376[0] : !llvm.struct<(f64, f64)> 
          memref.store %377, %alloca_58[] : memref<f64>
          %378 = llvm.extractvalue %376[1] : !llvm.struct<(f64, f64)> 
          memref.store %378, %alloca_59[] : memref<f64>
        }
        %c36_i64_124 = arith.constant 36 : i64
        %293 = arith.addi %c36_i64_124, %262 : i64
        %c36_i64_125 = arith.constant 36 : i64
        %294 = arith.addi %c36_i64_125, %262 : i64
        %c36_i64_126 = arith.constant 36 : i64
        %295 = arith.minsi %293, %c36_i64_126 : i64
        %c37_i64 = arith.constant 37 : i64
        %296 = arith.muli %287, %c37_i64 : i64
        %297 = arith.addi %295, %296 : i64
        %298 = llvm.getelementptr %250[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %299 = llvm.load %298 : !llvm.ptr<1> -> f64
        memref.store %299, %alloca_60[] : memref<f64>
        %c37_i64_127 = arith.constant 37 : i64
        %300 = arith.cmpi sge, %293, %c37_i64_127 : i64
        scf.if %300 {
          %cst_147 = arith.constant 0.000000e+00 : f64
          memref.store %cst_147, %alloca_60[] : memref<f64>
        }
        %c36_i64_128 = arith.constant 36 : i64
        %301 = arith.minsi %293, %c36_i64_128 : i64
        %c37_i64_129 = arith.constant 37 : i64
        %302 = arith.muli %290, %c37_i64_129 : i64
        %303 = arith.addi %301, %302 : i64
        %304 = llvm.getelementptr %250[%303] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %305 = llvm.load %304 : !llvm.ptr<1> -> f64
        memref.store %305, %alloca_61[] : memref<f64>
        %c37_i64_130 = arith.constant 37 : i64
        %306 = arith.cmpi sge, %293, %c37_i64_130 : i64
        scf.if %306 {
          %cst_147 = arith.constant 0.000000e+00 : f64
          memref.store %cst_147, %alloca_61[] : memref<f64>
        }
        %c36_i64_131 = arith.constant 36 : i64
        %307 = arith.minsi %294, %c36_i64_131 : i64
        %c48_i64 = arith.constant 48 : i64
        %308 = arith.muli %292, %c48_i64 : i64
        %309 = arith.addi %307, %308 : i64
        %310 = llvm.getelementptr %252[%309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %311 = llvm.load %310 : !llvm.ptr<1> -> f64
        memref.store %311, %alloca_62[] : memref<f64>
        %c37_i64_132 = arith.constant 37 : i64
        %312 = arith.cmpi sge, %294, %c37_i64_132 : i64
        scf.if %312 {
          %cst_147 = arith.constant 0.000000e+00 : f64
          memref.store %cst_147, %alloca_62[] : memref<f64>
        }
        %313 = memref.load %alloca_60[] : memref<f64>
        %314 = memref.load %alloca_62[] : memref<f64>
        %315 = memref.load %alloca_56[] : memref<f64>
        %316 = memref.load %alloca_57[] : memref<f64>
        %317 = nvvm.mma.sync A[%313]  B[%314]  C[%315, %316]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %318 = llvm.extractvalue %317[0] : !llvm.struct<(f64, f64)> 
        memref.store %318, %alloca_56[] : memref<f64>
        %319 = llvm.extractvalue %317[1] : !llvm.struct<(f64, f64)> 
        memref.store %319, %alloca_57[] : memref<f64>
        %320 = memref.load %alloca_61[] : memref<f64>
        %321 = memref.load %alloca_62[] : memref<f64>
        %322 = memref.load %alloca_58[] : memref<f64>
        %323 = memref.load %alloca_59[] : memref<f64>
        %324 = nvvm.mma.sync A[%320]  B[%321]  C[%322, %323]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %325 = llvm.extractvalue %324[0] : !llvm.struct<(f64, f64)> 
        memref.store %325, %alloca_58[] : memref<f64>
        %326 = llvm.extractvalue %324[1] : !llvm.struct<(f64, f64)> 
        memref.store %326, %alloca_59[] : memref<f64>
        %327 = arith.addi %284, %261 : i64
        %c2_i64 = arith.constant 2 : i64
        %328 = arith.muli %262, %c2_i64 : i64
        %329 = arith.addi %285, %328 : i64
        %c100_i64 = arith.constant 100 : i64
        %330 = arith.cmpi slt, %327, %c100_i64 : i64
        %c6_i64_133 = arith.constant 6 : i64
        %331 = arith.cmpi slt, %329, %c6_i64_133 : i64
        %332 = arith.andi %330, %331 : i1
        scf.if %332 {
          %355 = memref.load %alloca_56[] : memref<f64>
          %c100_i64_147 = arith.constant 100 : i64
          %356 = arith.muli %329, %c100_i64_147 : i64
          %357 = arith.addi %327, %356 : i64
          %358 = llvm.getelementptr %254[%357] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %355, %358 : f64, !llvm.ptr<1>
        }
        %333 = arith.addi %284, %261 : i64
        %c2_i64_134 = arith.constant 2 : i64
        %334 = arith.muli %262, %c2_i64_134 : i64
        %c1_i64_135 = arith.constant 1 : i64
        %335 = arith.addi %334, %c1_i64_135 : i64
        %336 = arith.addi %285, %335 : i64
        %c100_i64_136 = arith.constant 100 : i64
        %337 = arith.cmpi slt, %333, %c100_i64_136 : i64
        %c6_i64_137 = arith.constant 6 : i64
        %338 = arith.cmpi slt, %336, %c6_i64_137 : i64
        %339 = arith.andi %337, %338 : i1
        scf.if %339 {
          %355 = memref.load %alloca_57[] : memref<f64>
          %c100_i64_147 = arith.constant 100 : i64
          %356 = arith.muli %336, %c100_i64_147 : i64
          %357 = arith.addi %333, %356 : i64
          %358 = llvm.getelementptr %254[%357] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %355, %358 : f64, !llvm.ptr<1>
        }
        %c8_i64_138 = arith.constant 8 : i64
        %340 = arith.addi %284, %c8_i64_138 : i64
        %341 = arith.addi %340, %261 : i64
        %c2_i64_139 = arith.constant 2 : i64
        %342 = arith.muli %262, %c2_i64_139 : i64
        %343 = arith.addi %285, %342 : i64
        %c100_i64_140 = arith.constant 100 : i64
        %344 = arith.cmpi slt, %341, %c100_i64_140 : i64
        %c6_i64_141 = arith.constant 6 : i64
        %345 = arith.cmpi slt, %343, %c6_i64_141 : i64
        %346 = arith.andi %344, %345 : i1
        scf.if %346 {
          %355 = memref.load %alloca_58[] : memref<f64>
          %c100_i64_147 = arith.constant 100 : i64
          %356 = arith.muli %343, %c100_i64_147 : i64
          %357 = arith.addi %341, %356 : i64
          %358 = llvm.getelementptr %254[%357] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %355, %358 : f64, !llvm.ptr<1>
        }
        %c8_i64_142 = arith.constant 8 : i64
        %347 = arith.addi %284, %c8_i64_142 : i64
        %348 = arith.addi %347, %261 : i64
        %c2_i64_143 = arith.constant 2 : i64
        %349 = arith.muli %262, %c2_i64_143 : i64
        %c1_i64_144 = arith.constant 1 : i64
        %350 = arith.addi %349, %c1_i64_144 : i64
        %351 = arith.addi %285, %350 : i64
        %c100_i64_145 = arith.constant 100 : i64
        %352 = arith.cmpi slt, %348, %c100_i64_145 : i64
        %c6_i64_146 = arith.constant 6 : i64
        %353 = arith.cmpi slt, %351, %c6_i64_146 : i64
        %354 = arith.andi %352, %353 : i1
        scf.if %354 {
          %355 = memref.load %alloca_59[] : memref<f64>
          %c100_i64_147 = arith.constant 100 : i64
          %356 = arith.muli %351, %c100_i64_147 : i64
          %357 = arith.addi %348, %356 : i64
          %358 = llvm.getelementptr %254[%357] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %355, %358 : f64, !llvm.ptr<1>
        }
      }
      %263 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
      %c192_i64 = arith.constant 192 : i64
      %264 = arith.muli %220, %c192_i64 : i64
      %265 = llvm.getelementptr %212[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c96_i64 = arith.constant 96 : i64
      %266 = arith.muli %220, %c96_i64 : i64
      %267 = llvm.getelementptr %215[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %c0_i64_92 = arith.constant 0 : i64
      %c4_i64_93 = arith.constant 4 : i64
      %c1_i64_94 = arith.constant 1 : i64
      scf.for %arg22 = %c0_i64_92 to %c4_i64_93 step %c1_i64_94  : i64 {
        %thread_id_x_113 = gpu.thread_id  x
        %282 = arith.index_cast %thread_id_x_113 : index to i64
        %c64_i64_114 = arith.constant 64 : i64
        %thread_id_y_115 = gpu.thread_id  y
        %283 = arith.index_cast %thread_id_y_115 : index to i64
        %284 = arith.muli %c64_i64_114, %283 : i64
        %285 = arith.addi %282, %284 : i64
        %c192_i64_116 = arith.constant 192 : i64
        %286 = arith.muli %arg22, %c192_i64_116 : i64
        %287 = arith.addi %285, %286 : i64
        %c12_i64_117 = arith.constant 12 : i64
        %288 = arith.remsi %287, %c12_i64_117 : i64
        %c12_i64_118 = arith.constant 12 : i64
        %289 = arith.divsi %287, %c12_i64_118 : i64
        %c15_i64 = arith.constant 15 : i64
        %290 = arith.minsi %289, %c15_i64 : i64
        %c12_i64_119 = arith.constant 12 : i64
        %291 = arith.muli %290, %c12_i64_119 : i64
        %292 = arith.addi %288, %291 : i64
        %293 = llvm.getelementptr %265[%292] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %294 = llvm.load %293 : !llvm.ptr<1> -> f32
        %295 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
        %c512_i64 = arith.constant 512 : i64
        %296 = llvm.getelementptr %295[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_120 = arith.constant 64 : i64
        %297 = arith.muli %288, %c64_i64_120 : i64
        %298 = arith.addi %289, %297 : i64
        %299 = llvm.getelementptr %296[%298] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %294, %299 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_95 = gpu.thread_id  x
      %268 = arith.index_cast %thread_id_x_95 : index to i64
      %thread_id_x_96 = gpu.thread_id  x
      %269 = arith.index_cast %thread_id_x_96 : index to i64
      %thread_id_y_97 = gpu.thread_id  y
      %270 = arith.index_cast %thread_id_y_97 : index to i64
      %c7_i64_98 = arith.constant 7 : i64
      %271 = arith.minsi %270, %c7_i64_98 : i64
      %thread_id_y_99 = gpu.thread_id  y
      %272 = arith.index_cast %thread_id_y_99 : index to i64
      %c3_i64_100 = arith.constant 3 : i64
      %273 = arith.addi %272, %c3_i64_100 : i64
      %c7_i64_101 = arith.constant 7 : i64
      %274 = arith.minsi %273, %c7_i64_101 : i64
      %thread_id_y_102 = gpu.thread_id  y
      %275 = arith.index_cast %thread_id_y_102 : index to i64
      %c6_i64_103 = arith.constant 6 : i64
      %276 = arith.addi %275, %c6_i64_103 : i64
      %c7_i64_104 = arith.constant 7 : i64
      %277 = arith.minsi %276, %c7_i64_104 : i64
      %cst_105 = arith.constant 0.000000e+00 : f32
      memref.store %cst_105, %alloca_63[] : memref<f32>
      %cst_106 = arith.constant 0.000000e+00 : f32
      memref.store %cst_106, %alloca_64[] : memref<f32>
      %cst_107 = arith.constant 0.000000e+00 : f32
      memref.store %cst_107, %alloca_65[] : memref<f32>
      %c0_i64_108 = arith.constant 0 : i64
      %c12_i64 = arith.constant 12 : i64
      %c1_i64_109 = arith.constant 1 : i64
      scf.for %arg22 = %c0_i64_108 to %c12_i64 step %c1_i64_109  : i64 {
        %282 = llvm.mlir.addressof @__tinyc_stack_gemm_staged : !llvm.ptr<3>
        %c512_i64 = arith.constant 512 : i64
        %283 = llvm.getelementptr %282[%c512_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_113 = arith.constant 64 : i64
        %284 = arith.muli %arg22, %c64_i64_113 : i64
        %285 = arith.addi %269, %284 : i64
        %286 = llvm.getelementptr %283[%285] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %287 = llvm.load %286 : !llvm.ptr<3> -> f32
        %c12_i64_114 = arith.constant 12 : i64
        %288 = arith.muli %271, %c12_i64_114 : i64
        %289 = arith.addi %arg22, %288 : i64
        %290 = llvm.getelementptr %267[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %291 = llvm.load %290 : !llvm.ptr<1> -> f32
        %c12_i64_115 = arith.constant 12 : i64
        %292 = arith.muli %274, %c12_i64_115 : i64
        %293 = arith.addi %arg22, %292 : i64
        %294 = llvm.getelementptr %267[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %295 = llvm.load %294 : !llvm.ptr<1> -> f32
        %c12_i64_116 = arith.constant 12 : i64
        %296 = arith.muli %277, %c12_i64_116 : i64
        %297 = arith.addi %arg22, %296 : i64
        %298 = llvm.getelementptr %267[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %299 = llvm.load %298 : !llvm.ptr<1> -> f32
        %300 = memref.load %alloca_63[] : memref<f32>
        %301 = llvm.intr.fma(%287, %291, %300) : (f32, f32, f32) -> f32
        memref.store %301, %alloca_63[] : memref<f32>
        %302 = memref.load %alloca_64[] : memref<f32>
        %303 = llvm.intr.fma(%287, %295, %302) : (f32, f32, f32) -> f32
        memref.store %303, %alloca_64[] : memref<f32>
        %304 = memref.load %alloca_65[] : memref<f32>
        %305 = llvm.intr.fma(%287, %299, %304) : (f32, f32, f32) -> f32
        memref.store %305, %alloca_65[] : memref<f32>
      }
      %c16_i64 = arith.constant 16 : i64
      %278 = arith.cmpi slt, %268, %c16_i64 : i64
      scf.if %278 {
        %c8_i64 = arith.constant 8 : i64
        %282 = arith.cmpi slt, %270, %c8_i64 : i64
        scf.if %282 {
          %285 = memref.load %alloca_63[] : memref<f32>
          %c16_i64_115 = arith.constant 16 : i64
          %286 = arith.muli %270, %c16_i64_115 : i64
          %287 = arith.addi %268, %286 : i64
          %288 = llvm.getelementptr %263[%287] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %285, %288 : f32, !llvm.ptr<3>
        }
        %c8_i64_113 = arith.constant 8 : i64
        %283 = arith.cmpi slt, %273, %c8_i64_113 : i64
        scf.if %283 {
          %285 = memref.load %alloca_64[] : memref<f32>
          %c16_i64_115 = arith.constant 16 : i64
          %286 = arith.muli %273, %c16_i64_115 : i64
          %287 = arith.addi %268, %286 : i64
          %288 = llvm.getelementptr %263[%287] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %285, %288 : f32, !llvm.ptr<3>
        }
        %c8_i64_114 = arith.constant 8 : i64
        %284 = arith.cmpi slt, %276, %c8_i64_114 : i64
        scf.if %284 {
          %285 = memref.load %alloca_65[] : memref<f32>
          %c16_i64_115 = arith.constant 16 : i64
          %286 = arith.muli %276, %c16_i64_115 : i64
          %287 = arith.addi %268, %286 : i64
          %288 = llvm.getelementptr %263[%287] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %285, %288 : f32, !llvm.ptr<3>
        }
      }
      %c128_i64 = arith.constant 128 : i64
      %279 = arith.muli %220, %c128_i64 : i64
      %280 = llvm.getelementptr %218[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %thread_id_x_110 = gpu.thread_id  x
      %281 = arith.index_cast %thread_id_x_110 : index to i64
      %c16_i64_111 = arith.constant 16 : i64
      %c64_i64_112 = arith.constant 64 : i64
      scf.for %arg22 = %281 to %c16_i64_111 step %c64_i64_112  : i64 {
        %c0_i64_113 = arith.constant 0 : i64
        %c1_i64_114 = arith.constant 1 : i64
        %c1_i64_115 = arith.constant 1 : i64
        scf.for %arg23 = %c0_i64_113 to %c1_i64_114 step %c1_i64_115  : i64 {
          %thread_id_y_116 = gpu.thread_id  y
          %282 = arith.index_cast %thread_id_y_116 : index to i64
          %c9_i64 = arith.constant 9 : i64
          %283 = arith.muli %arg23, %c9_i64 : i64
          %284 = arith.addi %282, %283 : i64
          %c8_i64 = arith.constant 8 : i64
          %285 = arith.cmpi slt, %284, %c8_i64 : i64
          scf.if %285 {
            %c16_i64_124 = arith.constant 16 : i64
            %293 = arith.muli %284, %c16_i64_124 : i64
            %294 = arith.addi %arg22, %293 : i64
            %295 = llvm.getelementptr %263[%294] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %296 = llvm.load %295 : !llvm.ptr<3> -> f32
            memref.store %296, %alloca_66[] : memref<f32>
          }
          %c3_i64_117 = arith.constant 3 : i64
          %286 = arith.addi %284, %c3_i64_117 : i64
          %c8_i64_118 = arith.constant 8 : i64
          %287 = arith.cmpi slt, %286, %c8_i64_118 : i64
          scf.if %287 {
            %c16_i64_124 = arith.constant 16 : i64
            %293 = arith.muli %286, %c16_i64_124 : i64
            %294 = arith.addi %arg22, %293 : i64
            %295 = llvm.getelementptr %263[%294] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %296 = llvm.load %295 : !llvm.ptr<3> -> f32
            memref.store %296, %alloca_67[] : memref<f32>
          }
          %c6_i64_119 = arith.constant 6 : i64
          %288 = arith.addi %284, %c6_i64_119 : i64
          %c8_i64_120 = arith.constant 8 : i64
          %289 = arith.cmpi slt, %288, %c8_i64_120 : i64
          scf.if %289 {
            %c16_i64_124 = arith.constant 16 : i64
            %293 = arith.muli %288, %c16_i64_124 : i64
            %294 = arith.addi %arg22, %293 : i64
            %295 = llvm.getelementptr %263[%294] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %296 = llvm.load %295 : !llvm.ptr<3> -> f32
            memref.store %296, %alloca_68[] : memref<f32>
          }
          %c8_i64_121 = arith.constant 8 : i64
          %290 = arith.cmpi slt, %284, %c8_i64_121 : i64
          scf.if %290 {
            %cst_124 = arith.constant 2.000000e+00 : f32
            %293 = memref.load %alloca_66[] : memref<f32>
            %294 = arith.mulf %cst_124, %293 : f32
            %c16_i64_125 = arith.constant 16 : i64
            %295 = arith.muli %284, %c16_i64_125 : i64
            %296 = arith.addi %arg22, %295 : i64
            %297 = llvm.getelementptr %280[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %294, %297 : f32, !llvm.ptr<1>
          }
          %c8_i64_122 = arith.constant 8 : i64
          %291 = arith.cmpi slt, %286, %c8_i64_122 : i64
          scf.if %291 {
            %cst_124 = arith.constant 2.000000e+00 : f32
            %293 = memref.load %alloca_67[] : memref<f32>
            %294 = arith.mulf %cst_124, %293 : f32
            %c16_i64_125 = arith.constant 16 : i64
            %295 = arith.muli %286, %c16_i64_125 : i64
            %296 = arith.addi %arg22, %295 : i64
            %297 = llvm.getelementptr %280[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %294, %297 : f32, !llvm.ptr<1>
          }
          %c8_i64_123 = arith.constant 8 : i64
          %292 = arith.cmpi slt, %288, %c8_i64_123 : i64
          scf.if %292 {
            %cst_124 = arith.constant 2.000000e+00 : f32
            %293 = memref.load %alloca_68[] : memref<f32>
            %294 = arith.mulf %cst_124, %293 : f32
            %c16_i64_125 = arith.constant 16 : i64
            %295 = arith.muli %288, %c16_i64_125 : i64
            %296 = arith.addi %arg22, %295 : i64
            %297 = llvm.getelementptr %280[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %294, %297 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
