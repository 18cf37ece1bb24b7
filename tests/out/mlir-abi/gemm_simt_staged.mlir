module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_simt_staged() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<40256 x i8>
    gpu.func @simt_staged(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: i64, %arg16: !llvm.ptr<1>, %arg17: i64, %arg18: !llvm.ptr<1>, %arg19: i64, %arg20: !llvm.ptr<1>, %arg21: i64, %arg22: !llvm.ptr<1>, %arg23: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(64 : i64) : i64
      %3 = llvm.mlir.constant(64 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(64 : i64) : i64
      %6 = llvm.mlir.constant(4096 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<64x64x?xf32, strided<[1, 64, 4096]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(64 : i64) : i64
      %20 = llvm.mlir.constant(64 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(64 : i64) : i64
      %23 = llvm.mlir.constant(4096 : i64) : i64
      %24 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg2, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg3, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<64x64x?xf32, strided<[1, 64, 4096]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(64 : i64) : i64
      %37 = llvm.mlir.constant(64 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(64 : i64) : i64
      %40 = llvm.mlir.constant(4096 : i64) : i64
      %41 = llvm.insertvalue %arg4, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg4, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %35, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %36, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %37, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %arg5, %45[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %38, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %39, %47[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %40, %48[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<64x64x?xf32, strided<[1, 64, 4096]>, 1>
      %51 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %52 = llvm.mlir.constant(0 : i64) : i64
      %53 = llvm.mlir.constant(37 : i64) : i64
      %54 = llvm.mlir.constant(100 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(37 : i64) : i64
      %57 = llvm.mlir.constant(3700 : i64) : i64
      %58 = llvm.insertvalue %arg6, %51[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %arg6, %58[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %52, %59[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %53, %60[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %54, %61[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = llvm.insertvalue %arg7, %62[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = llvm.insertvalue %55, %63[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %65 = llvm.insertvalue %56, %64[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %66 = llvm.insertvalue %57, %65[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %67 = builtin.unrealized_conversion_cast %66 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<37x100x?xf32, strided<[1, 37, 3700]>, 1>
      %68 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %69 = llvm.mlir.constant(0 : i64) : i64
      %70 = llvm.mlir.constant(70 : i64) : i64
      %71 = llvm.mlir.constant(37 : i64) : i64
      %72 = llvm.mlir.constant(1 : i64) : i64
      %73 = llvm.mlir.constant(70 : i64) : i64
      %74 = llvm.mlir.constant(2590 : i64) : i64
      %75 = llvm.insertvalue %arg8, %68[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %76 = llvm.insertvalue %arg8, %75[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %77 = llvm.insertvalue %69, %76[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %78 = llvm.insertvalue %70, %77[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %79 = llvm.insertvalue %71, %78[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %80 = llvm.insertvalue %arg9, %79[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %81 = llvm.insertvalue %72, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %82 = llvm.insertvalue %73, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %83 = llvm.insertvalue %74, %82[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %84 = builtin.unrealized_conversion_cast %83 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<70x37x?xf32, strided<[1, 70, 2590]>, 1>
      %85 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %86 = llvm.mlir.constant(0 : i64) : i64
      %87 = llvm.mlir.constant(100 : i64) : i64
      %88 = llvm.mlir.constant(70 : i64) : i64
      %89 = llvm.mlir.constant(1 : i64) : i64
      %90 = llvm.mlir.constant(100 : i64) : i64
      %91 = llvm.mlir.constant(7000 : i64) : i64
      %92 = llvm.insertvalue %arg10, %85[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %93 = llvm.insertvalue %arg10, %92[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %94 = llvm.insertvalue %86, %93[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %95 = llvm.insertvalue %87, %94[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %96 = llvm.insertvalue %88, %95[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %97 = llvm.insertvalue %arg11, %96[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %98 = llvm.insertvalue %89, %97[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %99 = llvm.insertvalue %90, %98[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %100 = llvm.insertvalue %91, %99[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %101 = builtin.unrealized_conversion_cast %100 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<100x70x?xf32, strided<[1, 100, 7000]>, 1>
      %102 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %103 = llvm.mlir.constant(0 : i64) : i64
      %104 = llvm.mlir.constant(160 : i64) : i64
      %105 = llvm.mlir.constant(24 : i64) : i64
      %106 = llvm.mlir.constant(1 : i64) : i64
      %107 = llvm.mlir.constant(160 : i64) : i64
      %108 = llvm.mlir.constant(3840 : i64) : i64
      %109 = llvm.insertvalue %arg12, %102[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %110 = llvm.insertvalue %arg12, %109[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %111 = llvm.insertvalue %103, %110[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %112 = llvm.insertvalue %104, %111[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %113 = llvm.insertvalue %105, %112[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %114 = llvm.insertvalue %arg13, %113[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %115 = llvm.insertvalue %106, %114[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %116 = llvm.insertvalue %107, %115[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %117 = llvm.insertvalue %108, %116[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %118 = builtin.unrealized_conversion_cast %117 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<160x24x?xf64, strided<[1, 160, 3840]>, 1>
      %119 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %120 = llvm.mlir.constant(0 : i64) : i64
      %121 = llvm.mlir.constant(40 : i64) : i64
      %122 = llvm.mlir.constant(96 : i64) : i64
      %123 = llvm.mlir.constant(1 : i64) : i64
      %124 = llvm.mlir.constant(40 : i64) : i64
      %125 = llvm.mlir.constant(3840 : i64) : i64
      %126 = llvm.insertvalue %arg14, %119[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %127 = llvm.insertvalue %arg14, %126[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %128 = llvm.insertvalue %120, %127[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %129 = llvm.insertvalue %121, %128[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %130 = llvm.insertvalue %122, %129[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %131 = llvm.insertvalue %arg15, %130[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %132 = llvm.insertvalue %123, %131[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %133 = llvm.insertvalue %124, %132[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %134 = llvm.insertvalue %125, %133[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %135 = builtin.unrealized_conversion_cast %134 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<40x96x?xf64, strided<[1, 40, 3840]>, 1>
      %136 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %137 = llvm.mlir.constant(0 : i64) : i64
      %138 = llvm.mlir.constant(160 : i64) : i64
      %139 = llvm.mlir.constant(96 : i64) : i64
      %140 = llvm.mlir.constant(1 : i64) : i64
      %141 = llvm.mlir.constant(160 : i64) : i64
      %142 = llvm.mlir.constant(15360 : i64) : i64
      %143 = llvm.insertvalue %arg16, %136[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %144 = llvm.insertvalue %arg16, %143[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %145 = llvm.insertvalue %137, %144[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %146 = llvm.insertvalue %138, %145[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %147 = llvm.insertvalue %139, %146[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %148 = llvm.insertvalue %arg17, %147[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %149 = llvm.insertvalue %140, %148[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %150 = llvm.insertvalue %141, %149[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %151 = llvm.insertvalue %142, %150[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %152 = builtin.unrealized_conversion_cast %151 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<160x96x?xf64, strided<[1, 160, 15360]>, 1>
      %153 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %154 = llvm.mlir.constant(0 : i64) : i64
      %155 = llvm.mlir.constant(72 : i64) : i64
      %156 = llvm.mlir.constant(8 : i64) : i64
      %157 = llvm.mlir.constant(1 : i64) : i64
      %158 = llvm.mlir.constant(72 : i64) : i64
      %159 = llvm.mlir.constant(576 : i64) : i64
      %160 = llvm.insertvalue %arg18, %153[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %161 = llvm.insertvalue %arg18, %160[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %162 = llvm.insertvalue %154, %161[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %163 = llvm.insertvalue %155, %162[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %164 = llvm.insertvalue %156, %163[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %165 = llvm.insertvalue %arg19, %164[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %166 = llvm.insertvalue %157, %165[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %167 = llvm.insertvalue %158, %166[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %168 = llvm.insertvalue %159, %167[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %169 = builtin.unrealized_conversion_cast %168 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<72x8x?xf32, strided<[1, 72, 576]>, 1>
      %170 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %171 = llvm.mlir.constant(0 : i64) : i64
      %172 = llvm.mlir.constant(8 : i64) : i64
      %173 = llvm.mlir.constant(64 : i64) : i64
      %174 = llvm.mlir.constant(1 : i64) : i64
      %175 = llvm.mlir.constant(8 : i64) : i64
      %176 = llvm.mlir.constant(512 : i64) : i64
      %177 = llvm.insertvalue %arg20, %170[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %178 = llvm.insertvalue %arg20, %177[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %179 = llvm.insertvalue %171, %178[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %180 = llvm.insertvalue %172, %179[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %181 = llvm.insertvalue %173, %180[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %182 = llvm.insertvalue %arg21, %181[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %183 = llvm.insertvalue %174, %182[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %184 = llvm.insertvalue %175, %183[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %185 = llvm.insertvalue %176, %184[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %186 = builtin.unrealized_conversion_cast %185 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<8x64x?xf32, strided<[1, 8, 512]>, 1>
      %187 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %188 = llvm.mlir.constant(0 : i64) : i64
      %189 = llvm.mlir.constant(72 : i64) : i64
      %190 = llvm.mlir.constant(64 : i64) : i64
      %191 = llvm.mlir.constant(1 : i64) : i64
      %192 = llvm.mlir.constant(72 : i64) : i64
      %193 = llvm.mlir.constant(4608 : i64) : i64
      %194 = llvm.insertvalue %arg22, %187[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %195 = llvm.insertvalue %arg22, %194[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %196 = llvm.insertvalue %188, %195[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %197 = llvm.insertvalue %189, %196[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %198 = llvm.insertvalue %190, %197[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %199 = llvm.insertvalue %arg23, %198[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %200 = llvm.insertvalue %191, %199[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %201 = llvm.insertvalue %192, %200[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %202 = llvm.insertvalue %193, %201[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %203 = builtin.unrealized_conversion_cast %202 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<72x64x?xf32, strided<[1, 72, 4608]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<64x64x?xf32, strided<[1, 64, 4096]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<64x64x?xf32, strided<[1, 64, 4096]>, 1> -> index
      %204 = arith.index_cast %intptr : index to i64
      %205 = llvm.inttoptr %204 : i64 to !llvm.ptr<1>
      %206 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<64x64x?xf32, strided<[1, 64, 4096]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<64x64x?xf32, strided<[1, 64, 4096]>, 1> -> index
      %207 = arith.index_cast %intptr_4 : index to i64
      %208 = llvm.inttoptr %207 : i64 to !llvm.ptr<1>
      %209 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<64x64x?xf32, strided<[1, 64, 4096]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<64x64x?xf32, strided<[1, 64, 4096]>, 1> -> index
      %210 = arith.index_cast %intptr_9 : index to i64
      %211 = llvm.inttoptr %210 : i64 to !llvm.ptr<1>
      %212 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %67 : memref<37x100x?xf32, strided<[1, 37, 3700]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %67 : memref<37x100x?xf32, strided<[1, 37, 3700]>, 1> -> index
      %213 = arith.index_cast %intptr_14 : index to i64
      %214 = llvm.inttoptr %213 : i64 to !llvm.ptr<1>
      %215 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %84 : memref<70x37x?xf32, strided<[1, 70, 2590]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %84 : memref<70x37x?xf32, strided<[1, 70, 2590]>, 1> -> index
      %216 = arith.index_cast %intptr_19 : index to i64
      %217 = llvm.inttoptr %216 : i64 to !llvm.ptr<1>
      %218 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %101 : memref<100x70x?xf32, strided<[1, 100, 7000]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %101 : memref<100x70x?xf32, strided<[1, 100, 7000]>, 1> -> index
      %219 = arith.index_cast %intptr_24 : index to i64
      %220 = llvm.inttoptr %219 : i64 to !llvm.ptr<1>
      %221 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %118 : memref<160x24x?xf64, strided<[1, 160, 3840]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %118 : memref<160x24x?xf64, strided<[1, 160, 3840]>, 1> -> index
      %222 = arith.index_cast %intptr_29 : index to i64
      %223 = llvm.inttoptr %222 : i64 to !llvm.ptr<1>
      %224 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %135 : memref<40x96x?xf64, strided<[1, 40, 3840]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %135 : memref<40x96x?xf64, strided<[1, 40, 3840]>, 1> -> index
      %225 = arith.index_cast %intptr_34 : index to i64
      %226 = llvm.inttoptr %225 : i64 to !llvm.ptr<1>
      %227 = arith.index_cast %sizes_32#2 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:3, %strides_38:3 = memref.extract_strided_metadata %152 : memref<160x96x?xf64, strided<[1, 160, 15360]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %152 : memref<160x96x?xf64, strided<[1, 160, 15360]>, 1> -> index
      %228 = arith.index_cast %intptr_39 : index to i64
      %229 = llvm.inttoptr %228 : i64 to !llvm.ptr<1>
      %230 = arith.index_cast %sizes_37#2 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:3, %strides_43:3 = memref.extract_strided_metadata %169 : memref<72x8x?xf32, strided<[1, 72, 576]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %169 : memref<72x8x?xf32, strided<[1, 72, 576]>, 1> -> index
      %231 = arith.index_cast %intptr_44 : index to i64
      %232 = llvm.inttoptr %231 : i64 to !llvm.ptr<1>
      %233 = arith.index_cast %sizes_42#2 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:3, %strides_48:3 = memref.extract_strided_metadata %186 : memref<8x64x?xf32, strided<[1, 8, 512]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %186 : memref<8x64x?xf32, strided<[1, 8, 512]>, 1> -> index
      %234 = arith.index_cast %intptr_49 : index to i64
      %235 = llvm.inttoptr %234 : i64 to !llvm.ptr<1>
      %236 = arith.index_cast %sizes_47#2 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:3, %strides_53:3 = memref.extract_strided_metadata %203 : memref<72x64x?xf32, strided<[1, 72, 4608]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %203 : memref<72x64x?xf32, strided<[1, 72, 4608]>, 1> -> index
      %237 = arith.index_cast %intptr_54 : index to i64
      %238 = llvm.inttoptr %237 : i64 to !llvm.ptr<1>
      %239 = arith.index_cast %sizes_52#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_55 = memref.alloca() : memref<f32>
      %alloca_56 = memref.alloca() : memref<f32>
      %alloca_57 = memref.alloca() : memref<f32>
      %alloca_58 = memref.alloca() : memref<f32>
      %alloca_59 = memref.alloca() : memref<f32>
      %alloca_60 = memref.alloca() : memref<f32>
      %alloca_61 = memref.alloca() : memref<f32>
      %alloca_62 = memref.alloca() : memref<f32>
      %alloca_63 = memref.alloca() : memref<f32>
      %alloca_64 = memref.alloca() : memref<f32>
      %alloca_65 = memref.alloca() : memref<f32>
      %alloca_66 = memref.alloca() : memref<f32>
      %alloca_67 = memref.alloca() : memref<f32>
      %alloca_68 = memref.alloca() : memref<f32>
      %alloca_69 = memref.alloca() : memref<f32>
      %alloca_70 = memref.alloca() : memref<f32>
      %alloca_71 = memref.alloca() : memref<f32>
      %alloca_72 = memref.alloca() : memref<f32>
      %alloca_73 = memref.alloca() : memref<f32>
      %alloca_74 = memref.alloca() : memref<f32>
      %alloca_75 = memref.alloca() : memref<f32>
      %alloca_76 = memref.alloca() : memref<f32>
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
      %alloca_87 = memref.alloca() : memref<f32>
      %alloca_88 = memref.alloca() : memref<f32>
      %alloca_89 = memref.alloca() : memref<f32>
      %alloca_90 = memref.alloca() : memref<f32>
      %alloca_91 = memref.alloca() : memref<f32>
      %alloca_92 = memref.alloca() : memref<f32>
      %alloca_93 = memref.alloca() : memref<f32>
      %alloca_94 = memref.alloca() : memref<f32>
      %alloca_95 = memref.alloca() : memref<f32>
      %alloca_96 = memref.alloca() : memref<f64>
      %alloca_97 = memref.alloca() : memref<f64>
      %alloca_98 = memref.alloca() : memref<f64>
      %alloca_99 = memref.alloca() : memref<f64>
      %alloca_100 = memref.alloca() : memref<f64>
      %alloca_101 = memref.alloca() : memref<f64>
      %alloca_102 = memref.alloca() : memref<f64>
      %alloca_103 = memref.alloca() : memref<f64>
      %alloca_104 = memref.alloca() : memref<f64>
      %alloca_105 = memref.alloca() : memref<f64>
      %alloca_106 = memref.alloca() : memref<f64>
      %alloca_107 = memref.alloca() : memref<f64>
      %alloca_108 = memref.alloca() : memref<f64>
      %alloca_109 = memref.alloca() : memref<f64>
      %alloca_110 = memref.alloca() : memref<f64>
      %alloca_111 = memref.alloca() : memref<f64>
      %alloca_112 = memref.alloca() : memref<f32>
      %alloca_113 = memref.alloca() : memref<f32>
      %alloca_114 = memref.alloca() : memref<f32>
      %alloca_115 = memref.alloca() : memref<f32>
      %alloca_116 = memref.alloca() : memref<f32>
      %alloca_117 = memref.alloca() : memref<f32>
      %alloca_118 = memref.alloca() : memref<f32>
      %alloca_119 = memref.alloca() : memref<f32>
      %alloca_120 = memref.alloca() : memref<f32>
      %alloca_121 = memref.alloca() : memref<f32>
      %alloca_122 = memref.alloca() : memref<f32>
      %alloca_123 = memref.alloca() : memref<f32>
      %alloca_124 = memref.alloca() : memref<f32>
      %alloca_125 = memref.alloca() : memref<f32>
      %alloca_126 = memref.alloca() : memref<f32>
      %alloca_127 = memref.alloca() : memref<f32>
      %alloca_128 = memref.alloca() : memref<f32>
      %alloca_129 = memref.alloca() : memref<f32>
      %alloca_130 = memref.alloca() : memref<f32>
      %alloca_131 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %240 = arith.index_cast %block_id_x : index to i64
      %c4096_i64 = arith.constant 4096 : i64
      %241 = arith.muli %240, %c4096_i64 : i64
      %242 = llvm.getelementptr %205[%241] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c4096_i64_132 = arith.constant 4096 : i64
      %243 = arith.muli %240, %c4096_i64_132 : i64
      %244 = llvm.getelementptr %208[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c4096_i64_133 = arith.constant 4096 : i64
      %245 = arith.muli %240, %c4096_i64_133 : i64
      %246 = llvm.getelementptr %211[%245] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %247 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %248 = arith.index_cast %thread_id_y : index to i64
      %249 = arith.muli %c64_i64, %248 : i64
      %250 = arith.addi %247, %249 : i64
      %c64_i64_134 = arith.constant 64 : i64
      %251 = arith.remsi %250, %c64_i64_134 : i64
      %c64_i64_135 = arith.constant 64 : i64
      %252 = arith.divsi %250, %c64_i64_135 : i64
      %c8_i64 = arith.constant 8 : i64
      %253 = arith.muli %252, %c8_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_136 = arith.constant 0.000000e+00 : f32
      memref.store %cst_136, %alloca_55[] : memref<f32>
      %cst_137 = arith.constant 0.000000e+00 : f32
      memref.store %cst_137, %alloca_56[] : memref<f32>
      %cst_138 = arith.constant 0.000000e+00 : f32
      memref.store %cst_138, %alloca_57[] : memref<f32>
      %cst_139 = arith.constant 0.000000e+00 : f32
      memref.store %cst_139, %alloca_58[] : memref<f32>
      %cst_140 = arith.constant 0.000000e+00 : f32
      memref.store %cst_140, %alloca_59[] : memref<f32>
      %cst_141 = arith.constant 0.000000e+00 : f32
      memref.store %cst_141, %alloca_60[] : memref<f32>
      %cst_142 = arith.constant 0.000000e+00 : f32
      memref.store %cst_142, %alloca_61[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c64_i64_143 = arith.constant 64 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg24 = %c0_i64 to %c64_i64_143 step %c16_i64  : i64 {
        gpu.barrier
        %c0_i64_266 = arith.constant 0 : i64
        %c2_i64_267 = arith.constant 2 : i64
        %c1_i64_268 = arith.constant 1 : i64
        scf.for %arg25 = %c0_i64_266 to %c2_i64_267 step %c1_i64_268  : i64 {
          %c512_i64_426 = arith.constant 512 : i64
          %1378 = arith.muli %arg25, %c512_i64_426 : i64
          %1379 = arith.addi %250, %1378 : i64
          %c64_i64_427 = arith.constant 64 : i64
          %1380 = arith.remsi %1379, %c64_i64_427 : i64
          %c64_i64_428 = arith.constant 64 : i64
          %1381 = arith.divsi %1379, %c64_i64_428 : i64
          %1382 = arith.addi %arg24, %1381 : i64
          %c64_i64_429 = arith.constant 64 : i64
          %1383 = arith.muli %1382, %c64_i64_429 : i64
          %1384 = arith.addi %1380, %1383 : i64
          %1385 = llvm.getelementptr %242[%1384] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1386 = llvm.load %1385 : !llvm.ptr<1> -> f32
          %1387 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
          %c18432_i64_430 = arith.constant 18432 : i64
          %1388 = llvm.getelementptr %1387[%c18432_i64_430] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c64_i64_431 = arith.constant 64 : i64
          %1389 = arith.muli %1381, %c64_i64_431 : i64
          %1390 = arith.addi %1380, %1389 : i64
          %1391 = llvm.getelementptr %1388[%1390] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %1386, %1391 : f32, !llvm.ptr<3>
        }
        %c0_i64_269 = arith.constant 0 : i64
        %c2_i64_270 = arith.constant 2 : i64
        %c1_i64_271 = arith.constant 1 : i64
        scf.for %arg25 = %c0_i64_269 to %c2_i64_270 step %c1_i64_271  : i64 {
          %c512_i64_426 = arith.constant 512 : i64
          %1378 = arith.muli %arg25, %c512_i64_426 : i64
          %1379 = arith.addi %250, %1378 : i64
          %c16_i64_427 = arith.constant 16 : i64
          %1380 = arith.divsi %1379, %c16_i64_427 : i64
          %c16_i64_428 = arith.constant 16 : i64
          %1381 = arith.remsi %1379, %c16_i64_428 : i64
          %1382 = arith.addi %arg24, %1381 : i64
          %c64_i64_429 = arith.constant 64 : i64
          %1383 = arith.muli %1380, %c64_i64_429 : i64
          %1384 = arith.addi %1382, %1383 : i64
          %1385 = llvm.getelementptr %244[%1384] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1386 = llvm.load %1385 : !llvm.ptr<1> -> f32
          %1387 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
          %c22528_i64_430 = arith.constant 22528 : i64
          %1388 = llvm.getelementptr %1387[%c22528_i64_430] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c68_i64_431 = arith.constant 68 : i64
          %1389 = arith.muli %1381, %c68_i64_431 : i64
          %1390 = arith.addi %1380, %1389 : i64
          %1391 = llvm.getelementptr %1388[%1390] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %1386, %1391 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %404 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64 = arith.constant 18432 : i64
        %405 = llvm.getelementptr %404[%c18432_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %406 = llvm.getelementptr %405[%251] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %407 = llvm.load %406 : !llvm.ptr<3> -> f32
        %408 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64 = arith.constant 22528 : i64
        %409 = llvm.getelementptr %408[%c22528_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %410 = llvm.getelementptr %409[%253] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %411 = llvm.load %410 : !llvm.ptr<3> -> f32
        %412 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_272 = arith.constant 22528 : i64
        %413 = llvm.getelementptr %412[%c22528_i64_272] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1_i64_273 = arith.constant 1 : i64
        %414 = arith.addi %253, %c1_i64_273 : i64
        %415 = llvm.getelementptr %413[%414] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %416 = llvm.load %415 : !llvm.ptr<3> -> f32
        %417 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_274 = arith.constant 22528 : i64
        %418 = llvm.getelementptr %417[%c22528_i64_274] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c2_i64_275 = arith.constant 2 : i64
        %419 = arith.addi %253, %c2_i64_275 : i64
        %420 = llvm.getelementptr %418[%419] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %421 = llvm.load %420 : !llvm.ptr<3> -> f32
        %422 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_276 = arith.constant 22528 : i64
        %423 = llvm.getelementptr %422[%c22528_i64_276] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c3_i64_277 = arith.constant 3 : i64
        %424 = arith.addi %253, %c3_i64_277 : i64
        %425 = llvm.getelementptr %423[%424] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %426 = llvm.load %425 : !llvm.ptr<3> -> f32
        %427 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_278 = arith.constant 22528 : i64
        %428 = llvm.getelementptr %427[%c22528_i64_278] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c4_i64_279 = arith.constant 4 : i64
        %429 = arith.addi %253, %c4_i64_279 : i64
        %430 = llvm.getelementptr %428[%429] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %431 = llvm.load %430 : !llvm.ptr<3> -> f32
        %432 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_280 = arith.constant 22528 : i64
        %433 = llvm.getelementptr %432[%c22528_i64_280] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c5_i64_281 = arith.constant 5 : i64
        %434 = arith.addi %253, %c5_i64_281 : i64
        %435 = llvm.getelementptr %433[%434] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %436 = llvm.load %435 : !llvm.ptr<3> -> f32
        %437 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_282 = arith.constant 22528 : i64
        %438 = llvm.getelementptr %437[%c22528_i64_282] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c6_i64_283 = arith.constant 6 : i64
        %439 = arith.addi %253, %c6_i64_283 : i64
        %440 = llvm.getelementptr %438[%439] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %441 = llvm.load %440 : !llvm.ptr<3> -> f32
        %442 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_284 = arith.constant 22528 : i64
        %443 = llvm.getelementptr %442[%c22528_i64_284] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c7_i64_285 = arith.constant 7 : i64
        %444 = arith.addi %253, %c7_i64_285 : i64
        %445 = llvm.getelementptr %443[%444] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %446 = llvm.load %445 : !llvm.ptr<3> -> f32
        %447 = memref.load %alloca[] : memref<f32>
        %448 = llvm.intr.fma(%407, %411, %447) : (f32, f32, f32) -> f32
        memref.store %448, %alloca[] : memref<f32>
        %449 = memref.load %alloca_55[] : memref<f32>
        %450 = llvm.intr.fma(%407, %416, %449) : (f32, f32, f32) -> f32
        memref.store %450, %alloca_55[] : memref<f32>
        %451 = memref.load %alloca_56[] : memref<f32>
        %452 = llvm.intr.fma(%407, %421, %451) : (f32, f32, f32) -> f32
        memref.store %452, %alloca_56[] : memref<f32>
        %453 = memref.load %alloca_57[] : memref<f32>
        %454 = llvm.intr.fma(%407, %426, %453) : (f32, f32, f32) -> f32
        memref.store %454, %alloca_57[] : memref<f32>
        %455 = memref.load %alloca_58[] : memref<f32>
        %456 = llvm.intr.fma(%407, %431, %455) : (f32, f32, f32) -> f32
        memref.store %456, %alloca_58[] : memref<f32>
        %457 = memref.load %alloca_59[] : memref<f32>
        %458 = llvm.intr.fma(%407, %436, %457) : (f32, f32, f32) -> f32
        memref.store %458, %alloca_59[] : memref<f32>
        %459 = memref.load %alloca_60[] : memref<f32>
        %460 = llvm.intr.fma(%407, %441, %459) : (f32, f32, f32) -> f32
        memref.store %460, %alloca_60[] : memref<f32>
        %461 = memref.load %alloca_61[] : memref<f32>
        %462 = llvm.intr.fma(%407, %446, %461) : (f32, f32, f32) -> f32
        memref.store %462, %alloca_61[] : memref<f32>
        %463 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_286 = arith.constant 18432 : i64
        %464 = llvm.getelementptr %463[%c18432_i64_286] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_287 = arith.constant 64 : i64
        %465 = arith.addi %251, %c64_i64_287 : i64
        %466 = llvm.getelementptr %464[%465] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %467 = llvm.load %466 : !llvm.ptr<3> -> f32
        %468 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_288 = arith.constant 22528 : i64
        %469 = llvm.getelementptr %468[%c22528_i64_288] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c68_i64 = arith.constant 68 : i64
        %470 = arith.addi %253, %c68_i64 : i64
        %471 = llvm.getelementptr %469[%470] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %472 = llvm.load %471 : !llvm.ptr<3> -> f32
        %473 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_289 = arith.constant 22528 : i64
        %474 = llvm.getelementptr %473[%c22528_i64_289] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c69_i64 = arith.constant 69 : i64
        %475 = arith.addi %253, %c69_i64 : i64
        %476 = llvm.getelementptr %474[%475] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %477 = llvm.load %476 : !llvm.ptr<3> -> f32
        %478 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_290 = arith.constant 22528 : i64
        %479 = llvm.getelementptr %478[%c22528_i64_290] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c70_i64 = arith.constant 70 : i64
        %480 = arith.addi %253, %c70_i64 : i64
        %481 = llvm.getelementptr %479[%480] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %482 = llvm.load %481 : !llvm.ptr<3> -> f32
        %483 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_291 = arith.constant 22528 : i64
        %484 = llvm.getelementptr %483[%c22528_i64_291] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c71_i64_292 = arith.constant 71 : i64
        %485 = arith.addi %253, %c71_i64_292 : i64
        %486 = llvm.getelementptr %484[%485] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %487 = llvm.load %486 : !llvm.ptr<3> -> f32
        %488 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_293 = arith.constant 22528 : i64
        %489 = llvm.getelementptr %488[%c22528_i64_293] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c72_i64_294 = arith.constant 72 : i64
        %490 = arith.addi %253, %c72_i64_294 : i64
        %491 = llvm.getelementptr %489[%490] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %492 = llvm.load %491 : !llvm.ptr<3> -> f32
        %493 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_295 = arith.constant 22528 : i64
        %494 = llvm.getelementptr %493[%c22528_i64_295] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c73_i64 = arith.constant 73 : i64
        %495 = arith.addi %253, %c73_i64 : i64
        %496 = llvm.getelementptr %494[%495] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %497 = llvm.load %496 : !llvm.ptr<3> -> f32
        %498 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_296 = arith.constant 22528 : i64
        %499 = llvm.getelementptr %498[%c22528_i64_296] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c74_i64 = arith.constant 74 : i64
        %500 = arith.addi %253, %c74_i64 : i64
        %501 = llvm.getelementptr %499[%500] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %502 = llvm.load %501 : !llvm.ptr<3> -> f32
        %503 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_297 = arith.constant 22528 : i64
        %504 = llvm.getelementptr %503[%c22528_i64_297] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c75_i64 = arith.constant 75 : i64
        %505 = arith.addi %253, %c75_i64 : i64
        %506 = llvm.getelementptr %504[%505] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %507 = llvm.load %506 : !llvm.ptr<3> -> f32
        %508 = memref.load %alloca[] : memref<f32>
        %509 = llvm.intr.fma(%467, %472, %508) : (f32, f32, f32) -> f32
        memref.store %509, %alloca[] : memref<f32>
        %510 = memref.load %alloca_55[] : memref<f32>
        %511 = llvm.intr.fma(%467, %477, %510) : (f32, f32, f32) -> f32
        memref.store %511, %alloca_55[] : memref<f32>
        %512 = memref.load %alloca_56[] : memref<f32>
        %513 = llvm.intr.fma(%467, %482, %512) : (f32, f32, f32) -> f32
        memref.store %513, %alloca_56[] : memref<f32>
        %514 = memref.load %alloca_57[] : memref<f32>
        %515 = llvm.intr.fma(%467, %487, %514) : (f32, f32, f32) -> f32
        memref.store %515, %alloca_57[] : memref<f32>
        %516 = memref.load %alloca_58[] : memref<f32>
        %517 = llvm.intr.fma(%467, %492, %516) : (f32, f32, f32) -> f32
        memref.store %517, %alloca_58[] : memref<f32>
        %518 = memref.load %alloca_59[] : memref<f32>
        %519 = llvm.intr.fma(%467, %497, %518) : (f32, f32, f32) -> f32
        memref.store %519, %alloca_59[] : memref<f32>
        %520 = memref.load %alloca_60[] : memref<f32>
        %521 = llvm.intr.fma(%467, %502, %520) : (f32, f32, f32) -> f32
        memref.store %521, %alloca_60[] : memref<f32>
        %522 = memref.load %alloca_61[] : memref<f32>
        %523 = llvm.intr.fma(%467, %507, %522) : (f32, f32, f32) -> f32
        memref.store %523, %alloca_61[] : memref<f32>
        %524 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_298 = arith.constant 18432 : i64
        %525 = llvm.getelementptr %524[%c18432_i64_298] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c128_i64 = arith.constant 128 : i64
        %526 = arith.addi %251, %c128_i64 : i64
        %527 = llvm.getelementptr %525[%526] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %528 = llvm.load %527 : !llvm.ptr<3> -> f32
        %529 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_299 = arith.constant 22528 : i64
        %530 = llvm.getelementptr %529[%c22528_i64_299] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c136_i64 = arith.constant 136 : i64
        %531 = arith.addi %253, %c136_i64 : i64
        %532 = llvm.getelementptr %530[%531] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %533 = llvm.load %532 : !llvm.ptr<3> -> f32
        %534 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_300 = arith.constant 22528 : i64
        %535 = llvm.getelementptr %534[%c22528_i64_300] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c137_i64 = arith.constant 137 : i64
        %536 = arith.addi %253, %c137_i64 : i64
        %537 = llvm.getelementptr %535[%536] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %538 = llvm.load %537 : !llvm.ptr<3> -> f32
        %539 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_301 = arith.constant 22528 : i64
        %540 = llvm.getelementptr %539[%c22528_i64_301] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c138_i64 = arith.constant 138 : i64
        %541 = arith.addi %253, %c138_i64 : i64
        %542 = llvm.getelementptr %540[%541] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %543 = llvm.load %542 : !llvm.ptr<3> -> f32
        %544 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_302 = arith.constant 22528 : i64
        %545 = llvm.getelementptr %544[%c22528_i64_302] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c139_i64 = arith.constant 139 : i64
        %546 = arith.addi %253, %c139_i64 : i64
        %547 = llvm.getelementptr %545[%546] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %548 = llvm.load %547 : !llvm.ptr<3> -> f32
        %549 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_303 = arith.constant 22528 : i64
        %550 = llvm.getelementptr %549[%c22528_i64_303] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c140_i64 = arith.constant 140 : i64
        %551 = arith.addi %253, %c140_i64 : i64
        %552 = llvm.getelementptr %550[%551] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %553 = llvm.load %552 : !llvm.ptr<3> -> f32
        %554 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_304 = arith.constant 22528 : i64
        %555 = llvm.getelementptr %554[%c22528_i64_304] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c141_i64 = arith.constant 141 : i64
        %556 = arith.addi %253, %c141_i64 : i64
        %557 = llvm.getelementptr %555[%556] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %558 = llvm.load %557 : !llvm.ptr<3> -> f32
        %559 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_305 = arith.constant 22528 : i64
        %560 = llvm.getelementptr %559[%c22528_i64_305] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c142_i64 = arith.constant 142 : i64
        %561 = arith.addi %253, %c142_i64 : i64
        %562 = llvm.getelementptr %560[%561] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %563 = llvm.load %562 : !llvm.ptr<3> -> f32
        %564 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_306 = arith.constant 22528 : i64
        %565 = llvm.getelementptr %564[%c22528_i64_306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c143_i64 = arith.constant 143 : i64
        %566 = arith.addi %253, %c143_i64 : i64
        %567 = llvm.getelementptr %565[%566] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %568 = llvm.load %567 : !llvm.ptr<3> -> f32
        %569 = memref.load %alloca[] : memref<f32>
        %570 = llvm.intr.fma(%528, %533, %569) : (f32, f32, f32) -> f32
        memref.store %570, %alloca[] : memref<f32>
        %571 = memref.load %alloca_55[] : memref<f32>
        %572 = llvm.intr.fma(%528, %538, %571) : (f32, f32, f32) -> f32
        memref.store %572, %alloca_55[] : memref<f32>
        %573 = memref.load %alloca_56[] : memref<f32>
        %574 = llvm.intr.fma(%528, %543, %573) : (f32, f32, f32) -> f32
        memref.store %574, %alloca_56[] : memref<f32>
        %575 = memref.load %alloca_57[] : memref<f32>
        %576 = llvm.intr.fma(%528, %548, %575) : (f32, f32, f32) -> f32
        memref.store %576, %alloca_57[] : memref<f32>
        %577 = memref.load %alloca_58[] : memref<f32>
        %578 = llvm.intr.fma(%528, %553, %577) : (f32, f32, f32) -> f32
        memref.store %578, %alloca_58[] : memref<f32>
        %579 = memref.load %alloca_59[] : memref<f32>
        %580 = llvm.intr.fma(%528, %558, %579) : (f32, f32, f32) -> f32
        memref.store %580, %alloca_59[] : memref<f32>
        %581 = memref.load %alloca_60[] : memref<f32>
        %582 = llvm.intr.fma(%528, %563, %581) : (f32, f32, f32) -> f32
        memref.store %582, %alloca_60[] : memref<f32>
        %583 = memref.load %alloca_61[] : memref<f32>
        %584 = llvm.intr.fma(%528, %568, %583) : (f32, f32, f32) -> f32
        memref.store %584, %alloca_61[] : memref<f32>
        %585 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_307 = arith.constant 18432 : i64
        %586 = llvm.getelementptr %585[%c18432_i64_307] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c192_i64 = arith.constant 192 : i64
        %587 = arith.addi %251, %c192_i64 : i64
        %588 = llvm.getelementptr %586[%587] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %589 = llvm.load %588 : !llvm.ptr<3> -> f32
        %590 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_308 = arith.constant 22528 : i64
        %591 = llvm.getelementptr %590[%c22528_i64_308] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c204_i64 = arith.constant 204 : i64
        %592 = arith.addi %253, %c204_i64 : i64
        %593 = llvm.getelementptr %591[%592] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %594 = llvm.load %593 : !llvm.ptr<3> -> f32
        %595 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_309 = arith.constant 22528 : i64
        %596 = llvm.getelementptr %595[%c22528_i64_309] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c205_i64 = arith.constant 205 : i64
        %597 = arith.addi %253, %c205_i64 : i64
        %598 = llvm.getelementptr %596[%597] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %599 = llvm.load %598 : !llvm.ptr<3> -> f32
        %600 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_310 = arith.constant 22528 : i64
        %601 = llvm.getelementptr %600[%c22528_i64_310] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c206_i64 = arith.constant 206 : i64
        %602 = arith.addi %253, %c206_i64 : i64
        %603 = llvm.getelementptr %601[%602] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %604 = llvm.load %603 : !llvm.ptr<3> -> f32
        %605 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_311 = arith.constant 22528 : i64
        %606 = llvm.getelementptr %605[%c22528_i64_311] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c207_i64 = arith.constant 207 : i64
        %607 = arith.addi %253, %c207_i64 : i64
        %608 = llvm.getelementptr %606[%607] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %609 = llvm.load %608 : !llvm.ptr<3> -> f32
        %610 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_312 = arith.constant 22528 : i64
        %611 = llvm.getelementptr %610[%c22528_i64_312] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c208_i64 = arith.constant 208 : i64
        %612 = arith.addi %253, %c208_i64 : i64
        %613 = llvm.getelementptr %611[%612] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %614 = llvm.load %613 : !llvm.ptr<3> -> f32
        %615 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_313 = arith.constant 22528 : i64
        %616 = llvm.getelementptr %615[%c22528_i64_313] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c209_i64 = arith.constant 209 : i64
        %617 = arith.addi %253, %c209_i64 : i64
        %618 = llvm.getelementptr %616[%617] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %619 = llvm.load %618 : !llvm.ptr<3> -> f32
        %620 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_314 = arith.constant 22528 : i64
        %621 = llvm.getelementptr %620[%c22528_i64_314] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c210_i64 = arith.constant 210 : i64
        %622 = arith.addi %253, %c210_i64 : i64
        %623 = llvm.getelementptr %621[%622] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %624 = llvm.load %623 : !llvm.ptr<3> -> f32
        %625 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_315 = arith.constant 22528 : i64
        %626 = llvm.getelementptr %625[%c22528_i64_315] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c211_i64 = arith.constant 211 : i64
        %627 = arith.addi %253, %c211_i64 : i64
        %628 = llvm.getelementptr %626[%627] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %629 = llvm.load %628 : !llvm.ptr<3> -> f32
        %630 = memref.load %alloca[] : memref<f32>
        %631 = llvm.intr.fma(%589, %594, %630) : (f32, f32, f32) -> f32
        memref.store %631, %alloca[] : memref<f32>
        %632 = memref.load %alloca_55[] : memref<f32>
        %633 = llvm.intr.fma(%589, %599, %632) : (f32, f32, f32) -> f32
        memref.store %633, %alloca_55[] : memref<f32>
        %634 = memref.load %alloca_56[] : memref<f32>
        %635 = llvm.intr.fma(%589, %604, %634) : (f32, f32, f32) -> f32
        memref.store %635, %alloca_56[] : memref<f32>
        %636 = memref.load %alloca_57[] : memref<f32>
        %637 = llvm.intr.fma(%589, %609, %636) : (f32, f32, f32) -> f32
        memref.store %637, %alloca_57[] : memref<f32>
        %638 = memref.load %alloca_58[] : memref<f32>
        %639 = llvm.intr.fma(%589, %614, %638) : (f32, f32, f32) -> f32
        memref.store %639, %alloca_58[] : memref<f32>
        %640 = memref.load %alloca_59[] : memref<f32>
        %641 = llvm.intr.fma(%589, %619, %640) : (f32, f32, f32) -> f32
        memref.store %641, %alloca_59[] : memref<f32>
        %642 = memref.load %alloca_60[] : memref<f32>
        %643 = llvm.intr.fma(%589, %624, %642) : (f32, f32, f32) -> f32
        memref.store %643, %alloca_60[] : memref<f32>
        %644 = memref.load %alloca_61[] : memref<f32>
        %645 = llvm.intr.fma(%589, %629, %644) : (f32, f32, f32) -> f32
        memref.store %645, %alloca_61[] : memref<f32>
        %646 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_316 = arith.constant 18432 : i64
        %647 = llvm.getelementptr %646[%c18432_i64_316] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c256_i64 = arith.constant 256 : i64
        %648 = arith.addi %251, %c256_i64 : i64
        %649 = llvm.getelementptr %647[%648] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %650 = llvm.load %649 : !llvm.ptr<3> -> f32
        %651 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_317 = arith.constant 22528 : i64
        %652 = llvm.getelementptr %651[%c22528_i64_317] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c272_i64 = arith.constant 272 : i64
        %653 = arith.addi %253, %c272_i64 : i64
        %654 = llvm.getelementptr %652[%653] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %655 = llvm.load %654 : !llvm.ptr<3> -> f32
        %656 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_318 = arith.constant 22528 : i64
        %657 = llvm.getelementptr %656[%c22528_i64_318] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c273_i64 = arith.constant 273 : i64
        %658 = arith.addi %253, %c273_i64 : i64
        %659 = llvm.getelementptr %657[%658] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %660 = llvm.load %659 : !llvm.ptr<3> -> f32
        %661 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_319 = arith.constant 22528 : i64
        %662 = llvm.getelementptr %661[%c22528_i64_319] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c274_i64 = arith.constant 274 : i64
        %663 = arith.addi %253, %c274_i64 : i64
        %664 = llvm.getelementptr %662[%663] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %665 = llvm.load %664 : !llvm.ptr<3> -> f32
        %666 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_320 = arith.constant 22528 : i64
        %667 = llvm.getelementptr %666[%c22528_i64_320] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c275_i64 = arith.constant 275 : i64
        %668 = arith.addi %253, %c275_i64 : i64
        %669 = llvm.getelementptr %667[%668] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %670 = llvm.load %669 : !llvm.ptr<3> -> f32
        %671 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_321 = arith.constant 22528 : i64
        %672 = llvm.getelementptr %671[%c22528_i64_321] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c276_i64 = arith.constant 276 : i64
        %673 = arith.addi %253, %c276_i64 : i64
        %674 = llvm.getelementptr %672[%673] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %675 = llvm.load %674 : !llvm.ptr<3> -> f32
        %676 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_322 = arith.constant 22528 : i64
        %677 = llvm.getelementptr %676[%c22528_i64_322] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c277_i64 = arith.constant 277 : i64
        %678 = arith.addi %253, %c277_i64 : i64
        %679 = llvm.getelementptr %677[%678] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %680 = llvm.load %679 : !llvm.ptr<3> -> f32
        %681 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_323 = arith.constant 22528 : i64
        %682 = llvm.getelementptr %681[%c22528_i64_323] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c278_i64 = arith.constant 278 : i64
        %683 = arith.addi %253, %c278_i64 : i64
        %684 = llvm.getelementptr %682[%683] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %685 = llvm.load %684 : !llvm.ptr<3> -> f32
        %686 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_324 = arith.constant 22528 : i64
        %687 = llvm.getelementptr %686[%c22528_i64_324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c279_i64 = arith.constant 279 : i64
        %688 = arith.addi %253, %c279_i64 : i64
        %689 = llvm.getelementptr %687[%688] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %690 = llvm.load %689 : !llvm.ptr<3> -> f32
        %691 = memref.load %alloca[] : memref<f32>
        %692 = llvm.intr.fma(%650, %655, %691) : (f32, f32, f32) -> f32
        memref.store %692, %alloca[] : memref<f32>
        %693 = memref.load %alloca_55[] : memref<f32>
        %694 = llvm.intr.fma(%650, %660, %693) : (f32, f32, f32) -> f32
        memref.store %694, %alloca_55[] : memref<f32>
        %695 = memref.load %alloca_56[] : memref<f32>
        %696 = llvm.intr.fma(%650, %665, %695) : (f32, f32, f32) -> f32
        memref.store %696, %alloca_56[] : memref<f32>
        %697 = memref.load %alloca_57[] : memref<f32>
        %698 = llvm.intr.fma(%650, %670, %697) : (f32, f32, f32) -> f32
        memref.store %698, %alloca_57[] : memref<f32>
        %699 = memref.load %alloca_58[] : memref<f32>
        %700 = llvm.intr.fma(%650, %675, %699) : (f32, f32, f32) -> f32
        memref.store %700, %alloca_58[] : memref<f32>
        %701 = memref.load %alloca_59[] : memref<f32>
        %702 = llvm.intr.fma(%650, %680, %701) : (f32, f32, f32) -> f32
        memref.store %702, %alloca_59[] : memref<f32>
        %703 = memref.load %alloca_60[] : memref<f32>
        %704 = llvm.intr.fma(%650, %685, %703) : (f32, f32, f32) -> f32
        memref.store %704, %alloca_60[] : memref<f32>
        %705 = memref.load %alloca_61[] : memref<f32>
        %706 = llvm.intr.fma(%650, %690, %705) : (f32, f32, f32) -> f32
        memref.store %706, %alloca_61[] : memref<f32>
        %707 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_325 = arith.constant 18432 : i64
        %708 = llvm.getelementptr %707[%c18432_i64_325] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c320_i64 = arith.constant 320 : i64
        %709 = arith.addi %251, %c320_i64 : i64
        %710 = llvm.getelementptr %708[%709] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %711 = llvm.load %710 : !llvm.ptr<3> -> f32
        %712 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_326 = arith.constant 22528 : i64
        %713 = llvm.getelementptr %712[%c22528_i64_326] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c340_i64 = arith.constant 340 : i64
        %714 = arith.addi %253, %c340_i64 : i64
        %715 = llvm.getelementptr %713[%714] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %716 = llvm.load %715 : !llvm.ptr<3> -> f32
        %717 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_327 = arith.constant 22528 : i64
        %718 = llvm.getelementptr %717[%c22528_i64_327] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c341_i64 = arith.constant 341 : i64
        %719 = arith.addi %253, %c341_i64 : i64
        %720 = llvm.getelementptr %718[%719] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %721 = llvm.load %720 : !llvm.ptr<3> -> f32
        %722 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_328 = arith.constant 22528 : i64
        %723 = llvm.getelementptr %722[%c22528_i64_328] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c342_i64 = arith.constant 342 : i64
        %724 = arith.addi %253, %c342_i64 : i64
        %725 = llvm.getelementptr %723[%724] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %726 = llvm.load %725 : !llvm.ptr<3> -> f32
        %727 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_329 = arith.constant 22528 : i64
        %728 = llvm.getelementptr %727[%c22528_i64_329] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c343_i64 = arith.constant 343 : i64
        %729 = arith.addi %253, %c343_i64 : i64
        %730 = llvm.getelementptr %728[%729] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %731 = llvm.load %730 : !llvm.ptr<3> -> f32
        %732 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_330 = arith.constant 22528 : i64
        %733 = llvm.getelementptr %732[%c22528_i64_330] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c344_i64 = arith.constant 344 : i64
        %734 = arith.addi %253, %c344_i64 : i64
        %735 = llvm.getelementptr %733[%734] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %736 = llvm.load %735 : !llvm.ptr<3> -> f32
        %737 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_331 = arith.constant 22528 : i64
        %738 = llvm.getelementptr %737[%c22528_i64_331] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c345_i64 = arith.constant 345 : i64
        %739 = arith.addi %253, %c345_i64 : i64
        %740 = llvm.getelementptr %738[%739] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %741 = llvm.load %740 : !llvm.ptr<3> -> f32
        %742 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_332 = arith.constant 22528 : i64
        %743 = llvm.getelementptr %742[%c22528_i64_332] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c346_i64 = arith.constant 346 : i64
        %744 = arith.addi %253, %c346_i64 : i64
        %745 = llvm.getelementptr %743[%744] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %746 = llvm.load %745 : !llvm.ptr<3> -> f32
        %747 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_333 = arith.constant 22528 : i64
        %748 = llvm.getelementptr %747[%c22528_i64_333] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c347_i64 = arith.constant 347 : i64
        %749 = arith.addi %253, %c347_i64 : i64
        %750 = llvm.getelementptr %748[%749] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %751 = llvm.load %750 : !llvm.ptr<3> -> f32
        %752 = memref.load %alloca[] : memref<f32>
        %753 = llvm.intr.fma(%711, %716, %752) : (f32, f32, f32) -> f32
        memref.store %753, %alloca[] : memref<f32>
        %754 = memref.load %alloca_55[] : memref<f32>
        %755 = llvm.intr.fma(%711, %721, %754) : (f32, f32, f32) -> f32
        memref.store %755, %alloca_55[] : memref<f32>
        %756 = memref.load %alloca_56[] : memref<f32>
        %757 = llvm.intr.fma(%711, %726, %756) : (f32, f32, f32) -> f32
        memref.store %757, %alloca_56[] : memref<f32>
        %758 = memref.load %alloca_57[] : memref<f32>
        %759 = llvm.intr.fma(%711, %731, %758) : (f32, f32, f32) -> f32
        memref.store %759, %alloca_57[] : memref<f32>
        %760 = memref.load %alloca_58[] : memref<f32>
        %761 = llvm.intr.fma(%711, %736, %760) : (f32, f32, f32) -> f32
        memref.store %761, %alloca_58[] : memref<f32>
        %762 = memref.load %alloca_59[] : memref<f32>
        %763 = llvm.intr.fma(%711, %741, %762) : (f32, f32, f32) -> f32
        memref.store %763, %alloca_59[] : memref<f32>
        %764 = memref.load %alloca_60[] : memref<f32>
        %765 = llvm.intr.fma(%711, %746, %764) : (f32, f32, f32) -> f32
        memref.store %765, %alloca_60[] : memref<f32>
        %766 = memref.load %alloca_61[] : memref<f32>
        %767 = llvm.intr.fma(%711, %751, %766) : (f32, f32, f32) -> f32
        memref.store %767, %alloca_61[] : memref<f32>
        %768 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_334 = arith.constant 18432 : i64
        %769 = llvm.getelementptr %768[%c18432_i64_334] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c384_i64 = arith.constant 384 : i64
        %770 = arith.addi %251, %c384_i64 : i64
        %771 = llvm.getelementptr %769[%770] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %772 = llvm.load %771 : !llvm.ptr<3> -> f32
        %773 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_335 = arith.constant 22528 : i64
        %774 = llvm.getelementptr %773[%c22528_i64_335] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c408_i64 = arith.constant 408 : i64
        %775 = arith.addi %253, %c408_i64 : i64
        %776 = llvm.getelementptr %774[%775] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %777 = llvm.load %776 : !llvm.ptr<3> -> f32
        %778 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_336 = arith.constant 22528 : i64
        %779 = llvm.getelementptr %778[%c22528_i64_336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c409_i64 = arith.constant 409 : i64
        %780 = arith.addi %253, %c409_i64 : i64
        %781 = llvm.getelementptr %779[%780] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %782 = llvm.load %781 : !llvm.ptr<3> -> f32
        %783 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_337 = arith.constant 22528 : i64
        %784 = llvm.getelementptr %783[%c22528_i64_337] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c410_i64 = arith.constant 410 : i64
        %785 = arith.addi %253, %c410_i64 : i64
        %786 = llvm.getelementptr %784[%785] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %787 = llvm.load %786 : !llvm.ptr<3> -> f32
        %788 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_338 = arith.constant 22528 : i64
        %789 = llvm.getelementptr %788[%c22528_i64_338] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c411_i64 = arith.constant 411 : i64
        %790 = arith.addi %253, %c411_i64 : i64
        %791 = llvm.getelementptr %789[%790] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %792 = llvm.load %791 : !llvm.ptr<3> -> f32
        %793 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_339 = arith.constant 22528 : i64
        %794 = llvm.getelementptr %793[%c22528_i64_339] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c412_i64 = arith.constant 412 : i64
        %795 = arith.addi %253, %c412_i64 : i64
        %796 = llvm.getelementptr %794[%795] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %797 = llvm.load %796 : !llvm.ptr<3> -> f32
        %798 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_340 = arith.constant 22528 : i64
        %799 = llvm.getelementptr %798[%c22528_i64_340] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c413_i64 = arith.constant 413 : i64
        %800 = arith.addi %253, %c413_i64 : i64
        %801 = llvm.getelementptr %799[%800] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %802 = llvm.load %801 : !llvm.ptr<3> -> f32
        %803 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_341 = arith.constant 22528 : i64
        %804 = llvm.getelementptr %803[%c22528_i64_341] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c414_i64 = arith.constant 414 : i64
        %805 = arith.addi %253, %c414_i64 : i64
        %806 = llvm.getelementptr %804[%805] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %807 = llvm.load %806 : !llvm.ptr<3> -> f32
        %808 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_342 = arith.constant 22528 : i64
        %809 = llvm.getelementptr %808[%c22528_i64_342] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c415_i64 = arith.constant 415 : i64
        %810 = arith.addi %253, %c415_i64 : i64
        %811 = llvm.getelementptr %809[%810] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %812 = llvm.load %811 : !llvm.ptr<3> -> f32
        %813 = memref.load %alloca[] : memref<f32>
        %814 = llvm.intr.fma(%772, %777, %813) : (f32, f32, f32) -> f32
        memref.store %814, %alloca[] : memref<f32>
        %815 = memref.load %alloca_55[] : memref<f32>
        %816 = llvm.intr.fma(%772, %782, %815) : (f32, f32, f32) -> f32
        memref.store %816, %alloca_55[] : memref<f32>
        %817 = memref.load %alloca_56[] : memref<f32>
        %818 = llvm.intr.fma(%772, %787, %817) : (f32, f32, f32) -> f32
        memref.store %818, %alloca_56[] : memref<f32>
        %819 = memref.load %alloca_57[] : memref<f32>
        %820 = llvm.intr.fma(%772, %792, %819) : (f32, f32, f32) -> f32
        memref.store %820, %alloca_57[] : memref<f32>
        %821 = memref.load %alloca_58[] : memref<f32>
        %822 = llvm.intr.fma(%772, %797, %821) : (f32, f32, f32) -> f32
        memref.store %822, %alloca_58[] : memref<f32>
        %823 = memref.load %alloca_59[] : memref<f32>
        %824 = llvm.intr.fma(%772, %802, %823) : (f32, f32, f32) -> f32
        memref.store %824, %alloca_59[] : memref<f32>
        %825 = memref.load %alloca_60[] : memref<f32>
        %826 = llvm.intr.fma(%772, %807, %825) : (f32, f32, f32) -> f32
        memref.store %826, %alloca_60[] : memref<f32>
        %827 = memref.load %alloca_61[] : memref<f32>
        %828 = llvm.intr.fma(%772, %812, %827) : (f32, f32, f32) -> f32
        memref.store %828, %alloca_61[] : memref<f32>
        %829 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_343 = arith.constant 18432 : i64
        %830 = llvm.getelementptr %829[%c18432_i64_343] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c448_i64 = arith.constant 448 : i64
        %831 = arith.addi %251, %c448_i64 : i64
        %832 = llvm.getelementptr %830[%831] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %833 = llvm.load %832 : !llvm.ptr<3> -> f32
        %834 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_344 = arith.constant 22528 : i64
        %835 = llvm.getelementptr %834[%c22528_i64_344] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c476_i64 = arith.constant 476 : i64
        %836 = arith.addi %253, %c476_i64 : i64
        %837 = llvm.getelementptr %835[%836] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %838 = llvm.load %837 : !llvm.ptr<3> -> f32
        %839 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_345 = arith.constant 22528 : i64
        %840 = llvm.getelementptr %839[%c22528_i64_345] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c477_i64 = arith.constant 477 : i64
        %841 = arith.addi %253, %c477_i64 : i64
        %842 = llvm.getelementptr %840[%841] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %843 = llvm.load %842 : !llvm.ptr<3> -> f32
        %844 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_346 = arith.constant 22528 : i64
        %845 = llvm.getelementptr %844[%c22528_i64_346] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c478_i64 = arith.constant 478 : i64
        %846 = arith.addi %253, %c478_i64 : i64
        %847 = llvm.getelementptr %845[%846] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %848 = llvm.load %847 : !llvm.ptr<3> -> f32
        %849 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_347 = arith.constant 22528 : i64
        %850 = llvm.getelementptr %849[%c22528_i64_347] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c479_i64 = arith.constant 479 : i64
        %851 = arith.addi %253, %c479_i64 : i64
        %852 = llvm.getelementptr %850[%851] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %853 = llvm.load %852 : !llvm.ptr<3> -> f32
        %854 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_348 = arith.constant 22528 : i64
        %855 = llvm.getelementptr %854[%c22528_i64_348] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c480_i64 = arith.constant 480 : i64
        %856 = arith.addi %253, %c480_i64 : i64
        %857 = llvm.getelementptr %855[%856] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %858 = llvm.load %857 : !llvm.ptr<3> -> f32
        %859 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_349 = arith.constant 22528 : i64
        %860 = llvm.getelementptr %859[%c22528_i64_349] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c481_i64 = arith.constant 481 : i64
        %861 = arith.addi %253, %c481_i64 : i64
        %862 = llvm.getelementptr %860[%861] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %863 = llvm.load %862 : !llvm.ptr<3> -> f32
        %864 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_350 = arith.constant 22528 : i64
        %865 = llvm.getelementptr %864[%c22528_i64_350] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c482_i64 = arith.constant 482 : i64
        %866 = arith.addi %253, %c482_i64 : i64
        %867 = llvm.getelementptr %865[%866] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %868 = llvm.load %867 : !llvm.ptr<3> -> f32
        %869 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_351 = arith.constant 22528 : i64
        %870 = llvm.getelementptr %869[%c22528_i64_351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c483_i64 = arith.constant 483 : i64
        %871 = arith.addi %253, %c483_i64 : i64
        %872 = llvm.getelementptr %870[%871] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %873 = llvm.load %872 : !llvm.ptr<3> -> f32
        %874 = memref.load %alloca[] : memref<f32>
        %875 = llvm.intr.fma(%833, %838, %874) : (f32, f32, f32) -> f32
        memref.store %875, %alloca[] : memref<f32>
        %876 = memref.load %alloca_55[] : memref<f32>
        %877 = llvm.intr.fma(%833, %843, %876) : (f32, f32, f32) -> f32
        memref.store %877, %alloca_55[] : memref<f32>
        %878 = memref.load %alloca_56[] : memref<f32>
        %879 = llvm.intr.fma(%833, %848, %878) : (f32, f32, f32) -> f32
        memref.store %879, %alloca_56[] : memref<f32>
        %880 = memref.load %alloca_57[] : memref<f32>
        %881 = llvm.intr.fma(%833, %853, %880) : (f32, f32, f32) -> f32
        memref.store %881, %alloca_57[] : memref<f32>
        %882 = memref.load %alloca_58[] : memref<f32>
        %883 = llvm.intr.fma(%833, %858, %882) : (f32, f32, f32) -> f32
        memref.store %883, %alloca_58[] : memref<f32>
        %884 = memref.load %alloca_59[] : memref<f32>
        %885 = llvm.intr.fma(%833, %863, %884) : (f32, f32, f32) -> f32
        memref.store %885, %alloca_59[] : memref<f32>
        %886 = memref.load %alloca_60[] : memref<f32>
        %887 = llvm.intr.fma(%833, %868, %886) : (f32, f32, f32) -> f32
        memref.store %887, %alloca_60[] : memref<f32>
        %888 = memref.load %alloca_61[] : memref<f32>
        %889 = llvm.intr.fma(%833, %873, %888) : (f32, f32, f32) -> f32
        memref.store %889, %alloca_61[] : memref<f32>
        %890 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_352 = arith.constant 18432 : i64
        %891 = llvm.getelementptr %890[%c18432_i64_352] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c512_i64_353 = arith.constant 512 : i64
        %892 = arith.addi %251, %c512_i64_353 : i64
        %893 = llvm.getelementptr %891[%892] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %894 = llvm.load %893 : !llvm.ptr<3> -> f32
        %895 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_354 = arith.constant 22528 : i64
        %896 = llvm.getelementptr %895[%c22528_i64_354] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c544_i64 = arith.constant 544 : i64
        %897 = arith.addi %253, %c544_i64 : i64
        %898 = llvm.getelementptr %896[%897] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %899 = llvm.load %898 : !llvm.ptr<3> -> f32
        %900 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_355 = arith.constant 22528 : i64
        %901 = llvm.getelementptr %900[%c22528_i64_355] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c545_i64 = arith.constant 545 : i64
        %902 = arith.addi %253, %c545_i64 : i64
        %903 = llvm.getelementptr %901[%902] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %904 = llvm.load %903 : !llvm.ptr<3> -> f32
        %905 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_356 = arith.constant 22528 : i64
        %906 = llvm.getelementptr %905[%c22528_i64_356] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c546_i64 = arith.constant 546 : i64
        %907 = arith.addi %253, %c546_i64 : i64
        %908 = llvm.getelementptr %906[%907] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %909 = llvm.load %908 : !llvm.ptr<3> -> f32
        %910 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_357 = arith.constant 22528 : i64
        %911 = llvm.getelementptr %910[%c22528_i64_357] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c547_i64 = arith.constant 547 : i64
        %912 = arith.addi %253, %c547_i64 : i64
        %913 = llvm.getelementptr %911[%912] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %914 = llvm.load %913 : !llvm.ptr<3> -> f32
        %915 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_358 = arith.constant 22528 : i64
        %916 = llvm.getelementptr %915[%c22528_i64_358] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c548_i64 = arith.constant 548 : i64
        %917 = arith.addi %253, %c548_i64 : i64
        %918 = llvm.getelementptr %916[%917] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %919 = llvm.load %918 : !llvm.ptr<3> -> f32
        %920 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_359 = arith.constant 22528 : i64
        %921 = llvm.getelementptr %920[%c22528_i64_359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c549_i64 = arith.constant 549 : i64
        %922 = arith.addi %253, %c549_i64 : i64
        %923 = llvm.getelementptr %921[%922] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %924 = llvm.load %923 : !llvm.ptr<3> -> f32
        %925 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_360 = arith.constant 22528 : i64
        %926 = llvm.getelementptr %925[%c22528_i64_360] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c550_i64 = arith.constant 550 : i64
        %927 = arith.addi %253, %c550_i64 : i64
        %928 = llvm.getelementptr %926[%927] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %929 = llvm.load %928 : !llvm.ptr<3> -> f32
        %930 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_361 = arith.constant 22528 : i64
        %931 = llvm.getelementptr %930[%c22528_i64_361] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c551_i64 = arith.constant 551 : i64
        %932 = arith.addi %253, %c551_i64 : i64
        %933 = llvm.getelementptr %931[%932] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %934 = llvm.load %933 : !llvm.ptr<3> -> f32
        %935 = memref.load %alloca[] : memref<f32>
        %936 = llvm.intr.fma(%894, %899, %935) : (f32, f32, f32) -> f32
        memref.store %936, %alloca[] : memref<f32>
        %937 = memref.load %alloca_55[] : memref<f32>
        %938 = llvm.intr.fma(%894, %904, %937) : (f32, f32, f32) -> f32
        memref.store %938, %alloca_55[] : memref<f32>
        %939 = memref.load %alloca_56[] : memref<f32>
        %940 = llvm.intr.fma(%894, %909, %939) : (f32, f32, f32) -> f32
        memref.store %940, %alloca_56[] : memref<f32>
        %941 = memref.load %alloca_57[] : memref<f32>
        %942 = llvm.intr.fma(%894, %914, %941) : (f32, f32, f32) -> f32
        memref.store %942, %alloca_57[] : memref<f32>
        %943 = memref.load %alloca_58[] : memref<f32>
        %944 = llvm.intr.fma(%894, %919, %943) : (f32, f32, f32) -> f32
        memref.store %944, %alloca_58[] : memref<f32>
        %945 = memref.load %alloca_59[] : memref<f32>
        %946 = llvm.intr.fma(%894, %924, %945) : (f32, f32, f32) -> f32
        memref.store %946, %alloca_59[] : memref<f32>
        %947 = memref.load %alloca_60[] : memref<f32>
        %948 = llvm.intr.fma(%894, %929, %947) : (f32, f32, f32) -> f32
        memref.store %948, %alloca_60[] : memref<f32>
        %949 = memref.load %alloca_61[] : memref<f32>
        %950 = llvm.intr.fma(%894, %934, %949) : (f32, f32, f32) -> f32
        memref.store %950, %alloca_61[] : memref<f32>
        %951 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_362 = arith.constant 18432 : i64
        %952 = llvm.getelementptr %951[%c18432_i64_362] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c576_i64_363 = arith.constant 576 : i64
        %953 = arith.addi %251, %c576_i64_363 : i64
        %954 = llvm.getelementptr %952[%953] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %955 = llvm.load %954 : !llvm.ptr<3> -> f32
        %956 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_364 = arith.constant 22528 : i64
        %957 = llvm.getelementptr %956[%c22528_i64_364] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c612_i64 = arith.constant 612 : i64
        %958 = arith.addi %253, %c612_i64 : i64
        %959 = llvm.getelementptr %957[%958] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %960 = llvm.load %959 : !llvm.ptr<3> -> f32
        %961 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_365 = arith.constant 22528 : i64
        %962 = llvm.getelementptr %961[%c22528_i64_365] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c613_i64 = arith.constant 613 : i64
        %963 = arith.addi %253, %c613_i64 : i64
        %964 = llvm.getelementptr %962[%963] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %965 = llvm.load %964 : !llvm.ptr<3> -> f32
        %966 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_366 = arith.constant 22528 : i64
        %967 = llvm.getelementptr %966[%c22528_i64_366] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c614_i64 = arith.constant 614 : i64
        %968 = arith.addi %253, %c614_i64 : i64
        %969 = llvm.getelementptr %967[%968] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %970 = llvm.load %969 : !llvm.ptr<3> -> f32
        %971 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_367 = arith.constant 22528 : i64
        %972 = llvm.getelementptr %971[%c22528_i64_367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c615_i64 = arith.constant 615 : i64
        %973 = arith.addi %253, %c615_i64 : i64
        %974 = llvm.getelementptr %972[%973] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %975 = llvm.load %974 : !llvm.ptr<3> -> f32
        %976 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_368 = arith.constant 22528 : i64
        %977 = llvm.getelementptr %976[%c22528_i64_368] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c616_i64 = arith.constant 616 : i64
        %978 = arith.addi %253, %c616_i64 : i64
        %979 = llvm.getelementptr %977[%978] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %980 = llvm.load %979 : !llvm.ptr<3> -> f32
        %981 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_369 = arith.constant 22528 : i64
        %982 = llvm.getelementptr %981[%c22528_i64_369] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c617_i64 = arith.constant 617 : i64
        %983 = arith.addi %253, %c617_i64 : i64
        %984 = llvm.getelementptr %982[%983] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %985 = llvm.load %984 : !llvm.ptr<3> -> f32
        %986 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_370 = arith.constant 22528 : i64
        %987 = llvm.getelementptr %986[%c22528_i64_370] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c618_i64 = arith.constant 618 : i64
        %988 = arith.addi %253, %c618_i64 : i64
        %989 = llvm.getelementptr %987[%988] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %990 = llvm.load %989 : !llvm.ptr<3> -> f32
        %991 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_371 = arith.constant 22528 : i64
        %992 = llvm.getelementptr %991[%c22528_i64_371] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c619_i64 = arith.constant 619 : i64
        %993 = arith.addi %253, %c619_i64 : i64
        %994 = llvm.getelementptr %992[%993] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %995 = llvm.load %994 : !llvm.ptr<3> -> f32
        %996 = memref.load %alloca[] : memref<f32>
        %997 = llvm.intr.fma(%955, %960, %996) : (f32, f32, f32) -> f32
        memref.store %997, %alloca[] : memref<f32>
        %998 = memref.load %alloca_55[] : memref<f32>
        %999 = llvm.intr.fma(%955, %965, %998) : (f32, f32, f32) -> f32
        memref.store %999, %alloca_55[] : memref<f32>
        %1000 = memref.load %alloca_56[] : memref<f32>
        %1001 = llvm.intr.fma(%955, %970, %1000) : (f32, f32, f32) -> f32
        memref.store %1001, %alloca_56[] : memref<f32>
        %1002 = memref.load %alloca_57[] : memref<f32>
        %1003 = llvm.intr.fma(%955, %975, %1002) : (f32, f32, f32) -> f32
        memref.store %1003, %alloca_57[] : memref<f32>
        %1004 = memref.load %alloca_58[] : memref<f32>
        %1005 = llvm.intr.fma(%955, %980, %1004) : (f32, f32, f32) -> f32
        memref.store %1005, %alloca_58[] : memref<f32>
        %1006 = memref.load %alloca_59[] : memref<f32>
        %1007 = llvm.intr.fma(%955, %985, %1006) : (f32, f32, f32) -> f32
        memref.store %1007, %alloca_59[] : memref<f32>
        %1008 = memref.load %alloca_60[] : memref<f32>
        %1009 = llvm.intr.fma(%955, %990, %1008) : (f32, f32, f32) -> f32
        memref.store %1009, %alloca_60[] : memref<f32>
        %1010 = memref.load %alloca_61[] : memref<f32>
        %1011 = llvm.intr.fma(%955, %995, %1010) : (f32, f32, f32) -> f32
        memref.store %1011, %alloca_61[] : memref<f32>
        %1012 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_372 = arith.constant 18432 : i64
        %1013 = llvm.getelementptr %1012[%c18432_i64_372] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c640_i64 = arith.constant 640 : i64
        %1014 = arith.addi %251, %c640_i64 : i64
        %1015 = llvm.getelementptr %1013[%1014] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1016 = llvm.load %1015 : !llvm.ptr<3> -> f32
        %1017 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_373 = arith.constant 22528 : i64
        %1018 = llvm.getelementptr %1017[%c22528_i64_373] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c680_i64 = arith.constant 680 : i64
        %1019 = arith.addi %253, %c680_i64 : i64
        %1020 = llvm.getelementptr %1018[%1019] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1021 = llvm.load %1020 : !llvm.ptr<3> -> f32
        %1022 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_374 = arith.constant 22528 : i64
        %1023 = llvm.getelementptr %1022[%c22528_i64_374] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c681_i64 = arith.constant 681 : i64
        %1024 = arith.addi %253, %c681_i64 : i64
        %1025 = llvm.getelementptr %1023[%1024] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1026 = llvm.load %1025 : !llvm.ptr<3> -> f32
        %1027 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_375 = arith.constant 22528 : i64
        %1028 = llvm.getelementptr %1027[%c22528_i64_375] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c682_i64 = arith.constant 682 : i64
        %1029 = arith.addi %253, %c682_i64 : i64
        %1030 = llvm.getelementptr %1028[%1029] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1031 = llvm.load %1030 : !llvm.ptr<3> -> f32
        %1032 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_376 = arith.constant 22528 : i64
        %1033 = llvm.getelementptr %1032[%c22528_i64_376] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c683_i64 = arith.constant 683 : i64
        %1034 = arith.addi %253, %c683_i64 : i64
        %1035 = llvm.getelementptr %1033[%1034] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1036 = llvm.load %1035 : !llvm.ptr<3> -> f32
        %1037 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_377 = arith.constant 22528 : i64
        %1038 = llvm.getelementptr %1037[%c22528_i64_377] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c684_i64 = arith.constant 684 : i64
        %1039 = arith.addi %253, %c684_i64 : i64
        %1040 = llvm.getelementptr %1038[%1039] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1041 = llvm.load %1040 : !llvm.ptr<3> -> f32
        %1042 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_378 = arith.constant 22528 : i64
        %1043 = llvm.getelementptr %1042[%c22528_i64_378] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c685_i64 = arith.constant 685 : i64
        %1044 = arith.addi %253, %c685_i64 : i64
        %1045 = llvm.getelementptr %1043[%1044] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1046 = llvm.load %1045 : !llvm.ptr<3> -> f32
        %1047 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_379 = arith.constant 22528 : i64
        %1048 = llvm.getelementptr %1047[%c22528_i64_379] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c686_i64 = arith.constant 686 : i64
        %1049 = arith.addi %253, %c686_i64 : i64
        %1050 = llvm.getelementptr %1048[%1049] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1051 = llvm.load %1050 : !llvm.ptr<3> -> f32
        %1052 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_380 = arith.constant 22528 : i64
        %1053 = llvm.getelementptr %1052[%c22528_i64_380] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c687_i64 = arith.constant 687 : i64
        %1054 = arith.addi %253, %c687_i64 : i64
        %1055 = llvm.getelementptr %1053[%1054] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1056 = llvm.load %1055 : !llvm.ptr<3> -> f32
        %1057 = memref.load %alloca[] : memref<f32>
        %1058 = llvm.intr.fma(%1016, %1021, %1057) : (f32, f32, f32) -> f32
        memref.store %1058, %alloca[] : memref<f32>
        %1059 = memref.load %alloca_55[] : memref<f32>
        %1060 = llvm.intr.fma(%1016, %1026, %1059) : (f32, f32, f32) -> f32
        memref.store %1060, %alloca_55[] : memref<f32>
        %1061 = memref.load %alloca_56[] : memref<f32>
        %1062 = llvm.intr.fma(%1016, %1031, %1061) : (f32, f32, f32) -> f32
        memref.store %1062, %alloca_56[] : memref<f32>
        %1063 = memref.load %alloca_57[] : memref<f32>
        %1064 = llvm.intr.fma(%1016, %1036, %1063) : (f32, f32, f32) -> f32
        memref.store %1064, %alloca_57[] : memref<f32>
        %1065 = memref.load %alloca_58[] : memref<f32>
        %1066 = llvm.intr.fma(%1016, %1041, %1065) : (f32, f32, f32) -> f32
        memref.store %1066, %alloca_58[] : memref<f32>
        %1067 = memref.load %alloca_59[] : memref<f32>
        %1068 = llvm.intr.fma(%1016, %1046, %1067) : (f32, f32, f32) -> f32
        memref.store %1068, %alloca_59[] : memref<f32>
        %1069 = memref.load %alloca_60[] : memref<f32>
        %1070 = llvm.intr.fma(%1016, %1051, %1069) : (f32, f32, f32) -> f32
        memref.store %1070, %alloca_60[] : memref<f32>
        %1071 = memref.load %alloca_61[] : memref<f32>
        %1072 = llvm.intr.fma(%1016, %1056, %1071) : (f32, f32, f32) -> f32
        memref.store %1072, %alloca_61[] : memref<f32>
        %1073 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_381 = arith.constant 18432 : i64
        %1074 = llvm.getelementptr %1073[%c18432_i64_381] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c704_i64 = arith.constant 704 : i64
        %1075 = arith.addi %251, %c704_i64 : i64
        %1076 = llvm.getelementptr %1074[%1075] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1077 = llvm.load %1076 : !llvm.ptr<3> -> f32
        %1078 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_382 = arith.constant 22528 : i64
        %1079 = llvm.getelementptr %1078[%c22528_i64_382] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c748_i64 = arith.constant 748 : i64
        %1080 = arith.addi %253, %c748_i64 : i64
        %1081 = llvm.getelementptr %1079[%1080] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1082 = llvm.load %1081 : !llvm.ptr<3> -> f32
        %1083 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_383 = arith.constant 22528 : i64
        %1084 = llvm.getelementptr %1083[%c22528_i64_383] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c749_i64 = arith.constant 749 : i64
        %1085 = arith.addi %253, %c749_i64 : i64
        %1086 = llvm.getelementptr %1084[%1085] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1087 = llvm.load %1086 : !llvm.ptr<3> -> f32
        %1088 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_384 = arith.constant 22528 : i64
        %1089 = llvm.getelementptr %1088[%c22528_i64_384] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c750_i64 = arith.constant 750 : i64
        %1090 = arith.addi %253, %c750_i64 : i64
        %1091 = llvm.getelementptr %1089[%1090] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1092 = llvm.load %1091 : !llvm.ptr<3> -> f32
        %1093 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_385 = arith.constant 22528 : i64
        %1094 = llvm.getelementptr %1093[%c22528_i64_385] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c751_i64 = arith.constant 751 : i64
        %1095 = arith.addi %253, %c751_i64 : i64
        %1096 = llvm.getelementptr %1094[%1095] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1097 = llvm.load %1096 : !llvm.ptr<3> -> f32
        %1098 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_386 = arith.constant 22528 : i64
        %1099 = llvm.getelementptr %1098[%c22528_i64_386] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c752_i64 = arith.constant 752 : i64
        %1100 = arith.addi %253, %c752_i64 : i64
        %1101 = llvm.getelementptr %1099[%1100] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1102 = llvm.load %1101 : !llvm.ptr<3> -> f32
        %1103 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_387 = arith.constant 22528 : i64
        %1104 = llvm.getelementptr %1103[%c22528_i64_387] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c753_i64 = arith.constant 753 : i64
        %1105 = arith.addi %253, %c753_i64 : i64
        %1106 = llvm.getelementptr %1104[%1105] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1107 = llvm.load %1106 : !llvm.ptr<3> -> f32
        %1108 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_388 = arith.constant 22528 : i64
        %1109 = llvm.getelementptr %1108[%c22528_i64_388] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c754_i64 = arith.constant 754 : i64
        %1110 = arith.addi %253, %c754_i64 : i64
        %1111 = llvm.getelementptr %1109[%1110] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1112 = llvm.load %1111 : !llvm.ptr<3> -> f32
        %1113 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_389 = arith.constant 22528 : i64
        %1114 = llvm.getelementptr %1113[%c22528_i64_389] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c755_i64 = arith.constant 755 : i64
        %1115 = arith.addi %253, %c755_i64 : i64
        %1116 = llvm.getelementptr %1114[%1115] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1117 = llvm.load %1116 : !llvm.ptr<3> -> f32
        %1118 = memref.load %alloca[] : memref<f32>
        %1119 = llvm.intr.fma(%1077, %1082, %1118) : (f32, f32, f32) -> f32
        memref.store %1119, %alloca[] : memref<f32>
        %1120 = memref.load %alloca_55[] : memref<f32>
        %1121 = llvm.intr.fma(%1077, %1087, %1120) : (f32, f32, f32) -> f32
        memref.store %1121, %alloca_55[] : memref<f32>
        %1122 = memref.load %alloca_56[] : memref<f32>
        %1123 = llvm.intr.fma(%1077, %1092, %1122) : (f32, f32, f32) -> f32
        memref.store %1123, %alloca_56[] : memref<f32>
        %1124 = memref.load %alloca_57[] : memref<f32>
        %1125 = llvm.intr.fma(%1077, %1097, %1124) : (f32, f32, f32) -> f32
        memref.store %1125, %alloca_57[] : memref<f32>
        %1126 = memref.load %alloca_58[] : memref<f32>
        %1127 = llvm.intr.fma(%1077, %1102, %1126) : (f32, f32, f32) -> f32
        memref.store %1127, %alloca_58[] : memref<f32>
        %1128 = memref.load %alloca_59[] : memref<f32>
        %1129 = llvm.intr.fma(%1077, %1107, %1128) : (f32, f32, f32) -> f32
        memref.store %1129, %alloca_59[] : memref<f32>
        %1130 = memref.load %alloca_60[] : memref<f32>
        %1131 = llvm.intr.fma(%1077, %1112, %1130) : (f32, f32, f32) -> f32
        memref.store %1131, %alloca_60[] : memref<f32>
        %1132 = memref.load %alloca_61[] : memref<f32>
        %1133 = llvm.intr.fma(%1077, %1117, %1132) : (f32, f32, f32) -> f32
        memref.store %1133, %alloca_61[] : memref<f32>
        %1134 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_390 = arith.constant 18432 : i64
        %1135 = llvm.getelementptr %1134[%c18432_i64_390] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c768_i64 = arith.constant 768 : i64
        %1136 = arith.addi %251, %c768_i64 : i64
        %1137 = llvm.getelementptr %1135[%1136] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1138 = llvm.load %1137 : !llvm.ptr<3> -> f32
        %1139 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_391 = arith.constant 22528 : i64
        %1140 = llvm.getelementptr %1139[%c22528_i64_391] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c816_i64 = arith.constant 816 : i64
        %1141 = arith.addi %253, %c816_i64 : i64
        %1142 = llvm.getelementptr %1140[%1141] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1143 = llvm.load %1142 : !llvm.ptr<3> -> f32
        %1144 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_392 = arith.constant 22528 : i64
        %1145 = llvm.getelementptr %1144[%c22528_i64_392] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c817_i64 = arith.constant 817 : i64
        %1146 = arith.addi %253, %c817_i64 : i64
        %1147 = llvm.getelementptr %1145[%1146] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1148 = llvm.load %1147 : !llvm.ptr<3> -> f32
        %1149 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_393 = arith.constant 22528 : i64
        %1150 = llvm.getelementptr %1149[%c22528_i64_393] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c818_i64 = arith.constant 818 : i64
        %1151 = arith.addi %253, %c818_i64 : i64
        %1152 = llvm.getelementptr %1150[%1151] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1153 = llvm.load %1152 : !llvm.ptr<3> -> f32
        %1154 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_394 = arith.constant 22528 : i64
        %1155 = llvm.getelementptr %1154[%c22528_i64_394] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c819_i64 = arith.constant 819 : i64
        %1156 = arith.addi %253, %c819_i64 : i64
        %1157 = llvm.getelementptr %1155[%1156] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1158 = llvm.load %1157 : !llvm.ptr<3> -> f32
        %1159 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_395 = arith.constant 22528 : i64
        %1160 = llvm.getelementptr %1159[%c22528_i64_395] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c820_i64 = arith.constant 820 : i64
        %1161 = arith.addi %253, %c820_i64 : i64
        %1162 = llvm.getelementptr %1160[%1161] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1163 = llvm.load %1162 : !llvm.ptr<3> -> f32
        %1164 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_396 = arith.constant 22528 : i64
        %1165 = llvm.getelementptr %1164[%c22528_i64_396] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c821_i64 = arith.constant 821 : i64
        %1166 = arith.addi %253, %c821_i64 : i64
        %1167 = llvm.getelementptr %1165[%1166] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1168 = llvm.load %1167 : !llvm.ptr<3> -> f32
        %1169 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_397 = arith.constant 22528 : i64
        %1170 = llvm.getelementptr %1169[%c22528_i64_397] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c822_i64 = arith.constant 822 : i64
        %1171 = arith.addi %253, %c822_i64 : i64
        %1172 = llvm.getelementptr %1170[%1171] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1173 = llvm.load %1172 : !llvm.ptr<3> -> f32
        %1174 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_398 = arith.constant 22528 : i64
        %1175 = llvm.getelementptr %1174[%c22528_i64_398] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c823_i64 = arith.constant 823 : i64
        %1176 = arith.addi %253, %c823_i64 : i64
        %1177 = llvm.getelementptr %1175[%1176] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1178 = llvm.load %1177 : !llvm.ptr<3> -> f32
        %1179 = memref.load %alloca[] : memref<f32>
        %1180 = llvm.intr.fma(%1138, %1143, %1179) : (f32, f32, f32) -> f32
        memref.store %1180, %alloca[] : memref<f32>
        %1181 = memref.load %alloca_55[] : memref<f32>
        %1182 = llvm.intr.fma(%1138, %1148, %1181) : (f32, f32, f32) -> f32
        memref.store %1182, %alloca_55[] : memref<f32>
        %1183 = memref.load %alloca_56[] : memref<f32>
        %1184 = llvm.intr.fma(%1138, %1153, %1183) : (f32, f32, f32) -> f32
        memref.store %1184, %alloca_56[] : memref<f32>
        %1185 = memref.load %alloca_57[] : memref<f32>
        %1186 = llvm.intr.fma(%1138, %1158, %1185) : (f32, f32, f32) -> f32
        memref.store %1186, %alloca_57[] : memref<f32>
        %1187 = memref.load %alloca_58[] : memref<f32>
        %1188 = llvm.intr.fma(%1138, %1163, %1187) : (f32, f32, f32) -> f32
        memref.store %1188, %alloca_58[] : memref<f32>
        %1189 = memref.load %alloca_59[] : memref<f32>
        %1190 = llvm.intr.fma(%1138, %1168, %1189) : (f32, f32, f32) -> f32
        memref.store %1190, %alloca_59[] : memref<f32>
        %1191 = memref.load %alloca_60[] : memref<f32>
        %1192 = llvm.intr.fma(%1138, %1173, %1191) : (f32, f32, f32) -> f32
        memref.store %1192, %alloca_60[] : memref<f32>
        %1193 = memref.load %alloca_61[] : memref<f32>
        %1194 = llvm.intr.fma(%1138, %1178, %1193) : (f32, f32, f32) -> f32
        memref.store %1194, %alloca_61[] : memref<f32>
        %1195 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_399 = arith.constant 18432 : i64
        %1196 = llvm.getelementptr %1195[%c18432_i64_399] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c832_i64 = arith.constant 832 : i64
        %1197 = arith.addi %251, %c832_i64 : i64
        %1198 = llvm.getelementptr %1196[%1197] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1199 = llvm.load %1198 : !llvm.ptr<3> -> f32
        %1200 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_400 = arith.constant 22528 : i64
        %1201 = llvm.getelementptr %1200[%c22528_i64_400] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c884_i64 = arith.constant 884 : i64
        %1202 = arith.addi %253, %c884_i64 : i64
        %1203 = llvm.getelementptr %1201[%1202] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1204 = llvm.load %1203 : !llvm.ptr<3> -> f32
        %1205 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_401 = arith.constant 22528 : i64
        %1206 = llvm.getelementptr %1205[%c22528_i64_401] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c885_i64 = arith.constant 885 : i64
        %1207 = arith.addi %253, %c885_i64 : i64
        %1208 = llvm.getelementptr %1206[%1207] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1209 = llvm.load %1208 : !llvm.ptr<3> -> f32
        %1210 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_402 = arith.constant 22528 : i64
        %1211 = llvm.getelementptr %1210[%c22528_i64_402] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c886_i64 = arith.constant 886 : i64
        %1212 = arith.addi %253, %c886_i64 : i64
        %1213 = llvm.getelementptr %1211[%1212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1214 = llvm.load %1213 : !llvm.ptr<3> -> f32
        %1215 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_403 = arith.constant 22528 : i64
        %1216 = llvm.getelementptr %1215[%c22528_i64_403] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c887_i64 = arith.constant 887 : i64
        %1217 = arith.addi %253, %c887_i64 : i64
        %1218 = llvm.getelementptr %1216[%1217] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1219 = llvm.load %1218 : !llvm.ptr<3> -> f32
        %1220 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_404 = arith.constant 22528 : i64
        %1221 = llvm.getelementptr %1220[%c22528_i64_404] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c888_i64 = arith.constant 888 : i64
        %1222 = arith.addi %253, %c888_i64 : i64
        %1223 = llvm.getelementptr %1221[%1222] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1224 = llvm.load %1223 : !llvm.ptr<3> -> f32
        %1225 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_405 = arith.constant 22528 : i64
        %1226 = llvm.getelementptr %1225[%c22528_i64_405] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c889_i64 = arith.constant 889 : i64
        %1227 = arith.addi %253, %c889_i64 : i64
        %1228 = llvm.getelementptr %1226[%1227] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1229 = llvm.load %1228 : !llvm.ptr<3> -> f32
        %1230 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_406 = arith.constant 22528 : i64
        %1231 = llvm.getelementptr %1230[%c22528_i64_406] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c890_i64 = arith.constant 890 : i64
        %1232 = arith.addi %253, %c890_i64 : i64
        %1233 = llvm.getelementptr %1231[%1232] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1234 = llvm.load %1233 : !llvm.ptr<3> -> f32
        %1235 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_407 = arith.constant 22528 : i64
        %1236 = llvm.getelementptr %1235[%c22528_i64_407] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c891_i64 = arith.constant 891 : i64
        %1237 = arith.addi %253, %c891_i64 : i64
        %1238 = llvm.getelementptr %1236[%1237] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1239 = llvm.load %1238 : !llvm.ptr<3> -> f32
        %1240 = memref.load %alloca[] : memref<f32>
        %1241 = llvm.intr.fma(%1199, %1204, %1240) : (f32, f32, f32) -> f32
        memref.store %1241, %alloca[] : memref<f32>
        %1242 = memref.load %alloca_55[] : memref<f32>
        %1243 = llvm.intr.fma(%1199, %1209, %1242) : (f32, f32, f32) -> f32
        memref.store %1243, %alloca_55[] : memref<f32>
        %1244 = memref.load %alloca_56[] : memref<f32>
        %1245 = llvm.intr.fma(%1199, %1214, %1244) : (f32, f32, f32) -> f32
        memref.store %1245, %alloca_56[] : memref<f32>
        %1246 = memref.load %alloca_57[] : memref<f32>
        %1247 = llvm.intr.fma(%1199, %1219, %1246) : (f32, f32, f32) -> f32
        memref.store %1247, %alloca_57[] : memref<f32>
        %1248 = memref.load %alloca_58[] : memref<f32>
        %1249 = llvm.intr.fma(%1199, %1224, %1248) : (f32, f32, f32) -> f32
        memref.store %1249, %alloca_58[] : memref<f32>
        %1250 = memref.load %alloca_59[] : memref<f32>
        %1251 = llvm.intr.fma(%1199, %1229, %1250) : (f32, f32, f32) -> f32
        memref.store %1251, %alloca_59[] : memref<f32>
        %1252 = memref.load %alloca_60[] : memref<f32>
        %1253 = llvm.intr.fma(%1199, %1234, %1252) : (f32, f32, f32) -> f32
        memref.store %1253, %alloca_60[] : memref<f32>
        %1254 = memref.load %alloca_61[] : memref<f32>
        %1255 = llvm.intr.fma(%1199, %1239, %1254) : (f32, f32, f32) -> f32
        memref.store %1255, %alloca_61[] : memref<f32>
        %1256 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_408 = arith.constant 18432 : i64
        %1257 = llvm.getelementptr %1256[%c18432_i64_408] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c896_i64 = arith.constant 896 : i64
        %1258 = arith.addi %251, %c896_i64 : i64
        %1259 = llvm.getelementptr %1257[%1258] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1260 = llvm.load %1259 : !llvm.ptr<3> -> f32
        %1261 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_409 = arith.constant 22528 : i64
        %1262 = llvm.getelementptr %1261[%c22528_i64_409] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c952_i64 = arith.constant 952 : i64
        %1263 = arith.addi %253, %c952_i64 : i64
        %1264 = llvm.getelementptr %1262[%1263] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1265 = llvm.load %1264 : !llvm.ptr<3> -> f32
        %1266 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_410 = arith.constant 22528 : i64
        %1267 = llvm.getelementptr %1266[%c22528_i64_410] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c953_i64 = arith.constant 953 : i64
        %1268 = arith.addi %253, %c953_i64 : i64
        %1269 = llvm.getelementptr %1267[%1268] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1270 = llvm.load %1269 : !llvm.ptr<3> -> f32
        %1271 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_411 = arith.constant 22528 : i64
        %1272 = llvm.getelementptr %1271[%c22528_i64_411] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c954_i64 = arith.constant 954 : i64
        %1273 = arith.addi %253, %c954_i64 : i64
        %1274 = llvm.getelementptr %1272[%1273] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1275 = llvm.load %1274 : !llvm.ptr<3> -> f32
        %1276 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_412 = arith.constant 22528 : i64
        %1277 = llvm.getelementptr %1276[%c22528_i64_412] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c955_i64 = arith.constant 955 : i64
        %1278 = arith.addi %253, %c955_i64 : i64
        %1279 = llvm.getelementptr %1277[%1278] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1280 = llvm.load %1279 : !llvm.ptr<3> -> f32
        %1281 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_413 = arith.constant 22528 : i64
        %1282 = llvm.getelementptr %1281[%c22528_i64_413] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c956_i64 = arith.constant 956 : i64
        %1283 = arith.addi %253, %c956_i64 : i64
        %1284 = llvm.getelementptr %1282[%1283] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1285 = llvm.load %1284 : !llvm.ptr<3> -> f32
        %1286 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_414 = arith.constant 22528 : i64
        %1287 = llvm.getelementptr %1286[%c22528_i64_414] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c957_i64 = arith.constant 957 : i64
        %1288 = arith.addi %253, %c957_i64 : i64
        %1289 = llvm.getelementptr %1287[%1288] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1290 = llvm.load %1289 : !llvm.ptr<3> -> f32
        %1291 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_415 = arith.constant 22528 : i64
        %1292 = llvm.getelementptr %1291[%c22528_i64_415] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c958_i64 = arith.constant 958 : i64
        %1293 = arith.addi %253, %c958_i64 : i64
        %1294 = llvm.getelementptr %1292[%1293] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1295 = llvm.load %1294 : !llvm.ptr<3> -> f32
        %1296 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_416 = arith.constant 22528 : i64
        %1297 = llvm.getelementptr %1296[%c22528_i64_416] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c959_i64 = arith.constant 959 : i64
        %1298 = arith.addi %253, %c959_i64 : i64
        %1299 = llvm.getelementptr %1297[%1298] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1300 = llvm.load %1299 : !llvm.ptr<3> -> f32
        %1301 = memref.load %alloca[] : memref<f32>
        %1302 = llvm.intr.fma(%1260, %1265, %1301) : (f32, f32, f32) -> f32
        memref.store %1302, %alloca[] : memref<f32>
        %1303 = memref.load %alloca_55[] : memref<f32>
        %1304 = llvm.intr.fma(%1260, %1270, %1303) : (f32, f32, f32) -> f32
        memref.store %1304, %alloca_55[] : memref<f32>
        %1305 = memref.load %alloca_56[] : memref<f32>
        %1306 = llvm.intr.fma(%1260, %1275, %1305) : (f32, f32, f32) -> f32
        memref.store %1306, %alloca_56[] : memref<f32>
        %1307 = memref.load %alloca_57[] : memref<f32>
        %1308 = llvm.intr.fma(%1260, %1280, %1307) : (f32, f32, f32) -> f32
        memref.store %1308, %alloca_57[] : memref<f32>
        %1309 = memref.load %alloca_58[] : memref<f32>
        %1310 = llvm.intr.fma(%1260, %1285, %1309) : (f32, f32, f32) -> f32
        memref.store %1310, %alloca_58[] : memref<f32>
        %1311 = memref.load %alloca_59[] : memref<f32>
        %1312 = llvm.intr.fma(%1260, %1290, %1311) : (f32, f32, f32) -> f32
        memref.store %1312, %alloca_59[] : memref<f32>
        %1313 = memref.load %alloca_60[] : memref<f32>
        %1314 = llvm.intr.fma(%1260, %1295, %1313) : (f32, f32, f32) -> f32
        memref.store %1314, %alloca_60[] : memref<f32>
        %1315 = memref.load %alloca_61[] : memref<f32>
        %1316 = llvm.intr.fma(%1260, %1300, %1315) : (f32, f32, f32) -> f32
        memref.store %1316, %alloca_61[] : memref<f32>
        %1317 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_417 = arith.constant 18432 : i64
        %1318 = llvm.getelementptr %1317[%c18432_i64_417] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c960_i64 = arith.constant 960 : i64
        %1319 = arith.addi %251, %c960_i64 : i64
        %1320 = llvm.getelementptr %1318[%1319] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1321 = llvm.load %1320 : !llvm.ptr<3> -> f32
        %1322 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_418 = arith.constant 22528 : i64
        %1323 = llvm.getelementptr %1322[%c22528_i64_418] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1020_i64 = arith.constant 1020 : i64
        %1324 = arith.addi %253, %c1020_i64 : i64
        %1325 = llvm.getelementptr %1323[%1324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1326 = llvm.load %1325 : !llvm.ptr<3> -> f32
        %1327 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_419 = arith.constant 22528 : i64
        %1328 = llvm.getelementptr %1327[%c22528_i64_419] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1021_i64 = arith.constant 1021 : i64
        %1329 = arith.addi %253, %c1021_i64 : i64
        %1330 = llvm.getelementptr %1328[%1329] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1331 = llvm.load %1330 : !llvm.ptr<3> -> f32
        %1332 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_420 = arith.constant 22528 : i64
        %1333 = llvm.getelementptr %1332[%c22528_i64_420] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1022_i64 = arith.constant 1022 : i64
        %1334 = arith.addi %253, %c1022_i64 : i64
        %1335 = llvm.getelementptr %1333[%1334] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1336 = llvm.load %1335 : !llvm.ptr<3> -> f32
        %1337 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_421 = arith.constant 22528 : i64
        %1338 = llvm.getelementptr %1337[%c22528_i64_421] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1023_i64 = arith.constant 1023 : i64
        %1339 = arith.addi %253, %c1023_i64 : i64
        %1340 = llvm.getelementptr %1338[%1339] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1341 = llvm.load %1340 : !llvm.ptr<3> -> f32
        %1342 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_422 = arith.constant 22528 : i64
        %1343 = llvm.getelementptr %1342[%c22528_i64_422] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1024_i64 = arith.constant 1024 : i64
        %1344 = arith.addi %253, %c1024_i64 : i64
        %1345 = llvm.getelementptr %1343[%1344] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1346 = llvm.load %1345 : !llvm.ptr<3> -> f32
        %1347 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_423 = arith.constant 22528 : i64
        %1348 = llvm.getelementptr %1347[%c22528_i64_423] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1025_i64 = arith.constant 1025 : i64
        %1349 = arith.addi %253, %c1025_i64 : i64
        %1350 = llvm.getelementptr %1348[%1349] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1351 = llvm.load %1350 : !llvm.ptr<3> -> f32
        %1352 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_424 = arith.constant 22528 : i64
        %1353 = llvm.getelementptr %1352[%c22528_i64_424] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1026_i64 = arith.constant 1026 : i64
        %1354 = arith.addi %253, %c1026_i64 : i64
        %1355 = llvm.getelementptr %1353[%1354] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1356 = llvm.load %1355 : !llvm.ptr<3> -> f32
        %1357 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_425 = arith.constant 22528 : i64
        %1358 = llvm.getelementptr %1357[%c22528_i64_425] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1027_i64 = arith.constant 1027 : i64
        %1359 = arith.addi %253, %c1027_i64 : i64
        %1360 = llvm.getelementptr %1358[%1359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1361 = llvm.load %1360 : !llvm.ptr<3> -> f32
        %1362 = memref.load %alloca[] : memref<f32>
        %1363 = llvm.intr.fma(%1321, %1326, %1362) : (f32, f32, f32) -> f32
        memref.store %1363, %alloca[] : memref<f32>
        %1364 = memref.load %alloca_55[] : memref<f32>
        %1365 = llvm.intr.fma(%1321, %1331, %1364) : (f32, f32, f32) -> f32
        memref.store %1365, %alloca_55[] : memref<f32>
        %1366 = memref.load %alloca_56[] : memref<f32>
        %1367 = llvm.intr.fma(%1321, %1336, %1366) : (f32, f32, f32) -> f32
        memref.store %1367, %alloca_56[] : memref<f32>
        %1368 = memref.load %alloca_57[] : memref<f32>
        %1369 = llvm.intr.fma(%1321, %1341, %1368) : (f32, f32, f32) -> f32
        memref.store %1369, %alloca_57[] : memref<f32>
        %1370 = memref.load %alloca_58[] : memref<f32>
        %1371 = llvm.intr.fma(%1321, %1346, %1370) : (f32, f32, f32) -> f32
        memref.store %1371, %alloca_58[] : memref<f32>
        %1372 = memref.load %alloca_59[] : memref<f32>
        %1373 = llvm.intr.fma(%1321, %1351, %1372) : (f32, f32, f32) -> f32
        memref.store %1373, %alloca_59[] : memref<f32>
        %1374 = memref.load %alloca_60[] : memref<f32>
        %1375 = llvm.intr.fma(%1321, %1356, %1374) : (f32, f32, f32) -> f32
        memref.store %1375, %alloca_60[] : memref<f32>
        %1376 = memref.load %alloca_61[] : memref<f32>
        %1377 = llvm.intr.fma(%1321, %1361, %1376) : (f32, f32, f32) -> f32
        memref.store %1377, %alloca_61[] : memref<f32>
      }
      %cst_144 = arith.constant 5.000000e-01 : f32
      %c64_i64_145 = arith.constant 64 : i64
      %254 = arith.muli %253, %c64_i64_145 : i64
      %255 = arith.addi %251, %254 : i64
      %256 = llvm.getelementptr %246[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %257 = llvm.load %256 : !llvm.ptr<1> -> f32
      %cst_146 = arith.constant 1.500000e+00 : f32
      %258 = memref.load %alloca[] : memref<f32>
      %259 = arith.mulf %cst_146, %258 : f32
      %260 = llvm.intr.fma(%cst_144, %257, %259) : (f32, f32, f32) -> f32
      %c64_i64_147 = arith.constant 64 : i64
      %261 = arith.muli %253, %c64_i64_147 : i64
      %262 = arith.addi %251, %261 : i64
      %263 = llvm.getelementptr %246[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %260, %263 : f32, !llvm.ptr<1>
      %c1_i64 = arith.constant 1 : i64
      %264 = arith.addi %253, %c1_i64 : i64
      %cst_148 = arith.constant 5.000000e-01 : f32
      %c64_i64_149 = arith.constant 64 : i64
      %265 = arith.muli %264, %c64_i64_149 : i64
      %266 = arith.addi %251, %265 : i64
      %267 = llvm.getelementptr %246[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %268 = llvm.load %267 : !llvm.ptr<1> -> f32
      %cst_150 = arith.constant 1.500000e+00 : f32
      %269 = memref.load %alloca_55[] : memref<f32>
      %270 = arith.mulf %cst_150, %269 : f32
      %271 = llvm.intr.fma(%cst_148, %268, %270) : (f32, f32, f32) -> f32
      %c64_i64_151 = arith.constant 64 : i64
      %272 = arith.muli %264, %c64_i64_151 : i64
      %273 = arith.addi %251, %272 : i64
      %274 = llvm.getelementptr %246[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %271, %274 : f32, !llvm.ptr<1>
      %c2_i64 = arith.constant 2 : i64
      %275 = arith.addi %253, %c2_i64 : i64
      %cst_152 = arith.constant 5.000000e-01 : f32
      %c64_i64_153 = arith.constant 64 : i64
      %276 = arith.muli %275, %c64_i64_153 : i64
      %277 = arith.addi %251, %276 : i64
      %278 = llvm.getelementptr %246[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %279 = llvm.load %278 : !llvm.ptr<1> -> f32
      %cst_154 = arith.constant 1.500000e+00 : f32
      %280 = memref.load %alloca_56[] : memref<f32>
      %281 = arith.mulf %cst_154, %280 : f32
      %282 = llvm.intr.fma(%cst_152, %279, %281) : (f32, f32, f32) -> f32
      %c64_i64_155 = arith.constant 64 : i64
      %283 = arith.muli %275, %c64_i64_155 : i64
      %284 = arith.addi %251, %283 : i64
      %285 = llvm.getelementptr %246[%284] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %282, %285 : f32, !llvm.ptr<1>
      %c3_i64 = arith.constant 3 : i64
      %286 = arith.addi %253, %c3_i64 : i64
      %cst_156 = arith.constant 5.000000e-01 : f32
      %c64_i64_157 = arith.constant 64 : i64
      %287 = arith.muli %286, %c64_i64_157 : i64
      %288 = arith.addi %251, %287 : i64
      %289 = llvm.getelementptr %246[%288] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %290 = llvm.load %289 : !llvm.ptr<1> -> f32
      %cst_158 = arith.constant 1.500000e+00 : f32
      %291 = memref.load %alloca_57[] : memref<f32>
      %292 = arith.mulf %cst_158, %291 : f32
      %293 = llvm.intr.fma(%cst_156, %290, %292) : (f32, f32, f32) -> f32
      %c64_i64_159 = arith.constant 64 : i64
      %294 = arith.muli %286, %c64_i64_159 : i64
      %295 = arith.addi %251, %294 : i64
      %296 = llvm.getelementptr %246[%295] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %293, %296 : f32, !llvm.ptr<1>
      %c4_i64 = arith.constant 4 : i64
      %297 = arith.addi %253, %c4_i64 : i64
      %cst_160 = arith.constant 5.000000e-01 : f32
      %c64_i64_161 = arith.constant 64 : i64
      %298 = arith.muli %297, %c64_i64_161 : i64
      %299 = arith.addi %251, %298 : i64
      %300 = llvm.getelementptr %246[%299] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %301 = llvm.load %300 : !llvm.ptr<1> -> f32
      %cst_162 = arith.constant 1.500000e+00 : f32
      %302 = memref.load %alloca_58[] : memref<f32>
      %303 = arith.mulf %cst_162, %302 : f32
      %304 = llvm.intr.fma(%cst_160, %301, %303) : (f32, f32, f32) -> f32
      %c64_i64_163 = arith.constant 64 : i64
      %305 = arith.muli %297, %c64_i64_163 : i64
      %306 = arith.addi %251, %305 : i64
      %307 = llvm.getelementptr %246[%306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %304, %307 : f32, !llvm.ptr<1>
      %c5_i64 = arith.constant 5 : i64
      %308 = arith.addi %253, %c5_i64 : i64
      %cst_164 = arith.constant 5.000000e-01 : f32
      %c64_i64_165 = arith.constant 64 : i64
      %309 = arith.muli %308, %c64_i64_165 : i64
      %310 = arith.addi %251, %309 : i64
      %311 = llvm.getelementptr %246[%310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %312 = llvm.load %311 : !llvm.ptr<1> -> f32
      %cst_166 = arith.constant 1.500000e+00 : f32
      %313 = memref.load %alloca_59[] : memref<f32>
      %314 = arith.mulf %cst_166, %313 : f32
      %315 = llvm.intr.fma(%cst_164, %312, %314) : (f32, f32, f32) -> f32
      %c64_i64_167 = arith.constant 64 : i64
      %316 = arith.muli %308, %c64_i64_167 : i64
      %317 = arith.addi %251, %316 : i64
      %318 = llvm.getelementptr %246[%317] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %315, %318 : f32, !llvm.ptr<1>
      %c6_i64 = arith.constant 6 : i64
      %319 = arith.addi %253, %c6_i64 : i64
      %cst_168 = arith.constant 5.000000e-01 : f32
      %c64_i64_169 = arith.constant 64 : i64
      %320 = arith.muli %319, %c64_i64_169 : i64
      %321 = arith.addi %251, %320 : i64
      %322 = llvm.getelementptr %246[%321] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %323 = llvm.load %322 : !llvm.ptr<1> -> f32
      %cst_170 = arith.constant 1.500000e+00 : f32
      %324 = memref.load %alloca_60[] : memref<f32>
      %325 = arith.mulf %cst_170, %324 : f32
      %326 = llvm.intr.fma(%cst_168, %323, %325) : (f32, f32, f32) -> f32
      %c64_i64_171 = arith.constant 64 : i64
      %327 = arith.muli %319, %c64_i64_171 : i64
      %328 = arith.addi %251, %327 : i64
      %329 = llvm.getelementptr %246[%328] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %326, %329 : f32, !llvm.ptr<1>
      %c7_i64 = arith.constant 7 : i64
      %330 = arith.addi %253, %c7_i64 : i64
      %cst_172 = arith.constant 5.000000e-01 : f32
      %c64_i64_173 = arith.constant 64 : i64
      %331 = arith.muli %330, %c64_i64_173 : i64
      %332 = arith.addi %251, %331 : i64
      %333 = llvm.getelementptr %246[%332] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %334 = llvm.load %333 : !llvm.ptr<1> -> f32
      %cst_174 = arith.constant 1.500000e+00 : f32
      %335 = memref.load %alloca_61[] : memref<f32>
      %336 = arith.mulf %cst_174, %335 : f32
      %337 = llvm.intr.fma(%cst_172, %334, %336) : (f32, f32, f32) -> f32
      %c64_i64_175 = arith.constant 64 : i64
      %338 = arith.muli %330, %c64_i64_175 : i64
      %339 = arith.addi %251, %338 : i64
      %340 = llvm.getelementptr %246[%339] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %337, %340 : f32, !llvm.ptr<1>
      %c3700_i64 = arith.constant 3700 : i64
      %341 = arith.muli %240, %c3700_i64 : i64
      %342 = llvm.getelementptr %214[%341] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c2590_i64 = arith.constant 2590 : i64
      %343 = arith.muli %240, %c2590_i64 : i64
      %344 = llvm.getelementptr %217[%343] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c7000_i64 = arith.constant 7000 : i64
      %345 = arith.muli %240, %c7000_i64 : i64
      %346 = llvm.getelementptr %220[%345] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_176 = gpu.thread_id  x
      %347 = arith.index_cast %thread_id_x_176 : index to i64
      %c64_i64_177 = arith.constant 64 : i64
      %thread_id_y_178 = gpu.thread_id  y
      %348 = arith.index_cast %thread_id_y_178 : index to i64
      %349 = arith.muli %c64_i64_177, %348 : i64
      %350 = arith.addi %347, %349 : i64
      %c32_i64 = arith.constant 32 : i64
      %351 = arith.remsi %350, %c32_i64 : i64
      %c32_i64_179 = arith.constant 32 : i64
      %352 = arith.divsi %350, %c32_i64_179 : i64
      %c8_i64_180 = arith.constant 8 : i64
      %353 = arith.muli %352, %c8_i64_180 : i64
      %cst_181 = arith.constant 0.000000e+00 : f32
      memref.store %cst_181, %alloca_62[] : memref<f32>
      %cst_182 = arith.constant 0.000000e+00 : f32
      memref.store %cst_182, %alloca_63[] : memref<f32>
      %cst_183 = arith.constant 0.000000e+00 : f32
      memref.store %cst_183, %alloca_64[] : memref<f32>
      %cst_184 = arith.constant 0.000000e+00 : f32
      memref.store %cst_184, %alloca_65[] : memref<f32>
      %cst_185 = arith.constant 0.000000e+00 : f32
      memref.store %cst_185, %alloca_66[] : memref<f32>
      %cst_186 = arith.constant 0.000000e+00 : f32
      memref.store %cst_186, %alloca_67[] : memref<f32>
      %cst_187 = arith.constant 0.000000e+00 : f32
      memref.store %cst_187, %alloca_68[] : memref<f32>
      %cst_188 = arith.constant 0.000000e+00 : f32
      memref.store %cst_188, %alloca_69[] : memref<f32>
      %cst_189 = arith.constant 0.000000e+00 : f32
      memref.store %cst_189, %alloca_70[] : memref<f32>
      %cst_190 = arith.constant 0.000000e+00 : f32
      memref.store %cst_190, %alloca_71[] : memref<f32>
      %cst_191 = arith.constant 0.000000e+00 : f32
      memref.store %cst_191, %alloca_72[] : memref<f32>
      %cst_192 = arith.constant 0.000000e+00 : f32
      memref.store %cst_192, %alloca_73[] : memref<f32>
      %cst_193 = arith.constant 0.000000e+00 : f32
      memref.store %cst_193, %alloca_74[] : memref<f32>
      %cst_194 = arith.constant 0.000000e+00 : f32
      memref.store %cst_194, %alloca_75[] : memref<f32>
      %cst_195 = arith.constant 0.000000e+00 : f32
      memref.store %cst_195, %alloca_76[] : memref<f32>
      %cst_196 = arith.constant 0.000000e+00 : f32
      memref.store %cst_196, %alloca_77[] : memref<f32>
      %cst_197 = arith.constant 0.000000e+00 : f32
      memref.store %cst_197, %alloca_78[] : memref<f32>
      %cst_198 = arith.constant 0.000000e+00 : f32
      memref.store %cst_198, %alloca_79[] : memref<f32>
      %cst_199 = arith.constant 0.000000e+00 : f32
      memref.store %cst_199, %alloca_80[] : memref<f32>
      %cst_200 = arith.constant 0.000000e+00 : f32
      memref.store %cst_200, %alloca_81[] : memref<f32>
      %cst_201 = arith.constant 0.000000e+00 : f32
      memref.store %cst_201, %alloca_82[] : memref<f32>
      %cst_202 = arith.constant 0.000000e+00 : f32
      memref.store %cst_202, %alloca_83[] : memref<f32>
      %cst_203 = arith.constant 0.000000e+00 : f32
      memref.store %cst_203, %alloca_84[] : memref<f32>
      %cst_204 = arith.constant 0.000000e+00 : f32
      memref.store %cst_204, %alloca_85[] : memref<f32>
      %cst_205 = arith.constant 0.000000e+00 : f32
      memref.store %cst_205, %alloca_86[] : memref<f32>
      %cst_206 = arith.constant 0.000000e+00 : f32
      memref.store %cst_206, %alloca_87[] : memref<f32>
      %cst_207 = arith.constant 0.000000e+00 : f32
      memref.store %cst_207, %alloca_88[] : memref<f32>
      %cst_208 = arith.constant 0.000000e+00 : f32
      memref.store %cst_208, %alloca_89[] : memref<f32>
      %cst_209 = arith.constant 0.000000e+00 : f32
      memref.store %cst_209, %alloca_90[] : memref<f32>
      %cst_210 = arith.constant 0.000000e+00 : f32
      memref.store %cst_210, %alloca_91[] : memref<f32>
      %cst_211 = arith.constant 0.000000e+00 : f32
      memref.store %cst_211, %alloca_92[] : memref<f32>
      %cst_212 = arith.constant 0.000000e+00 : f32
      memref.store %cst_212, %alloca_93[] : memref<f32>
      %c0_i64_213 = arith.constant 0 : i64
      %c37_i64 = arith.constant 37 : i64
      %c13_i64 = arith.constant 13 : i64
      scf.for %arg24 = %c0_i64_213 to %c37_i64 step %c13_i64  : i64 {
        gpu.barrier
        %c0_i64_266 = arith.constant 0 : i64
        %c4_i64_267 = arith.constant 4 : i64
        %c1_i64_268 = arith.constant 1 : i64
        scf.for %arg25 = %c0_i64_266 to %c4_i64_267 step %c1_i64_268  : i64 {
          %c512_i64_444 = arith.constant 512 : i64
          %2014 = arith.muli %arg25, %c512_i64_444 : i64
          %2015 = arith.addi %350, %2014 : i64
          %c1664_i64 = arith.constant 1664 : i64
          %2016 = arith.cmpi slt, %2015, %c1664_i64 : i64
          scf.if %2016 {
            %c13_i64_445 = arith.constant 13 : i64
            %2017 = arith.divsi %2015, %c13_i64_445 : i64
            %c13_i64_446 = arith.constant 13 : i64
            %2018 = arith.remsi %2015, %c13_i64_446 : i64
            %2019 = arith.addi %arg24, %2018 : i64
            %cst_447 = arith.constant 0.000000e+00 : f32
            memref.store %cst_447, %alloca_94[] : memref<f32>
            %c100_i64_448 = arith.constant 100 : i64
            %2020 = arith.cmpi slt, %2017, %c100_i64_448 : i64
            %c37_i64_449 = arith.constant 37 : i64
            %2021 = arith.cmpi slt, %2019, %c37_i64_449 : i64
            %2022 = arith.andi %2020, %2021 : i1
            scf.if %2022 {
              %c37_i64_452 = arith.constant 37 : i64
              %2029 = arith.muli %2017, %c37_i64_452 : i64
              %2030 = arith.addi %2019, %2029 : i64
              %2031 = llvm.getelementptr %342[%2030] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %2032 = llvm.load %2031 : !llvm.ptr<1> -> f32
              memref.store %2032, %alloca_94[] : memref<f32>
            }
            %2023 = memref.load %alloca_94[] : memref<f32>
            %2024 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
            %c26880_i64_450 = arith.constant 26880 : i64
            %2025 = llvm.getelementptr %2024[%c26880_i64_450] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c129_i64_451 = arith.constant 129 : i64
            %2026 = arith.muli %2018, %c129_i64_451 : i64
            %2027 = arith.addi %2017, %2026 : i64
            %2028 = llvm.getelementptr %2025[%2027] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %2023, %2028 : f32, !llvm.ptr<3>
          }
        }
        %c0_i64_269 = arith.constant 0 : i64
        %c4_i64_270 = arith.constant 4 : i64
        %c1_i64_271 = arith.constant 1 : i64
        scf.for %arg25 = %c0_i64_269 to %c4_i64_270 step %c1_i64_271  : i64 {
          %c512_i64_444 = arith.constant 512 : i64
          %2014 = arith.muli %arg25, %c512_i64_444 : i64
          %2015 = arith.addi %350, %2014 : i64
          %c1664_i64 = arith.constant 1664 : i64
          %2016 = arith.cmpi slt, %2015, %c1664_i64 : i64
          scf.if %2016 {
            %c128_i64_445 = arith.constant 128 : i64
            %2017 = arith.remsi %2015, %c128_i64_445 : i64
            %c128_i64_446 = arith.constant 128 : i64
            %2018 = arith.divsi %2015, %c128_i64_446 : i64
            %2019 = arith.addi %arg24, %2018 : i64
            %cst_447 = arith.constant 0.000000e+00 : f32
            memref.store %cst_447, %alloca_95[] : memref<f32>
            %c70_i64 = arith.constant 70 : i64
            %2020 = arith.cmpi slt, %2017, %c70_i64 : i64
            %c37_i64_448 = arith.constant 37 : i64
            %2021 = arith.cmpi slt, %2019, %c37_i64_448 : i64
            %2022 = arith.andi %2020, %2021 : i1
            scf.if %2022 {
              %c70_i64_451 = arith.constant 70 : i64
              %2029 = arith.muli %2019, %c70_i64_451 : i64
              %2030 = arith.addi %2017, %2029 : i64
              %2031 = llvm.getelementptr %344[%2030] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %2032 = llvm.load %2031 : !llvm.ptr<1> -> f32
              memref.store %2032, %alloca_95[] : memref<f32>
            }
            %2023 = memref.load %alloca_95[] : memref<f32>
            %2024 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
            %c33600_i64_449 = arith.constant 33600 : i64
            %2025 = llvm.getelementptr %2024[%c33600_i64_449] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c128_i64_450 = arith.constant 128 : i64
            %2026 = arith.muli %2018, %c128_i64_450 : i64
            %2027 = arith.addi %2017, %2026 : i64
            %2028 = llvm.getelementptr %2025[%2027] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %2023, %2028 : f32, !llvm.ptr<3>
          }
        }
        gpu.barrier
        %404 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64 = arith.constant 26880 : i64
        %405 = llvm.getelementptr %404[%c26880_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %406 = llvm.getelementptr %405[%351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %407 = llvm.load %406 : !llvm.ptr<3> -> f32
        %408 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_272 = arith.constant 26880 : i64
        %409 = llvm.getelementptr %408[%c26880_i64_272] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c32_i64_273 = arith.constant 32 : i64
        %410 = arith.addi %351, %c32_i64_273 : i64
        %411 = llvm.getelementptr %409[%410] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %412 = llvm.load %411 : !llvm.ptr<3> -> f32
        %413 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_274 = arith.constant 26880 : i64
        %414 = llvm.getelementptr %413[%c26880_i64_274] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_275 = arith.constant 64 : i64
        %415 = arith.addi %351, %c64_i64_275 : i64
        %416 = llvm.getelementptr %414[%415] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %417 = llvm.load %416 : !llvm.ptr<3> -> f32
        %418 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_276 = arith.constant 26880 : i64
        %419 = llvm.getelementptr %418[%c26880_i64_276] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c96_i64_277 = arith.constant 96 : i64
        %420 = arith.addi %351, %c96_i64_277 : i64
        %421 = llvm.getelementptr %419[%420] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %422 = llvm.load %421 : !llvm.ptr<3> -> f32
        %423 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64 = arith.constant 33600 : i64
        %424 = llvm.getelementptr %423[%c33600_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %425 = llvm.getelementptr %424[%353] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %426 = llvm.load %425 : !llvm.ptr<3> -> f32
        %427 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_278 = arith.constant 33600 : i64
        %428 = llvm.getelementptr %427[%c33600_i64_278] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1_i64_279 = arith.constant 1 : i64
        %429 = arith.addi %353, %c1_i64_279 : i64
        %430 = llvm.getelementptr %428[%429] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %431 = llvm.load %430 : !llvm.ptr<3> -> f32
        %432 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_280 = arith.constant 33600 : i64
        %433 = llvm.getelementptr %432[%c33600_i64_280] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c2_i64_281 = arith.constant 2 : i64
        %434 = arith.addi %353, %c2_i64_281 : i64
        %435 = llvm.getelementptr %433[%434] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %436 = llvm.load %435 : !llvm.ptr<3> -> f32
        %437 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_282 = arith.constant 33600 : i64
        %438 = llvm.getelementptr %437[%c33600_i64_282] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c3_i64_283 = arith.constant 3 : i64
        %439 = arith.addi %353, %c3_i64_283 : i64
        %440 = llvm.getelementptr %438[%439] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %441 = llvm.load %440 : !llvm.ptr<3> -> f32
        %442 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_284 = arith.constant 33600 : i64
        %443 = llvm.getelementptr %442[%c33600_i64_284] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c4_i64_285 = arith.constant 4 : i64
        %444 = arith.addi %353, %c4_i64_285 : i64
        %445 = llvm.getelementptr %443[%444] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %446 = llvm.load %445 : !llvm.ptr<3> -> f32
        %447 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_286 = arith.constant 33600 : i64
        %448 = llvm.getelementptr %447[%c33600_i64_286] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c5_i64_287 = arith.constant 5 : i64
        %449 = arith.addi %353, %c5_i64_287 : i64
        %450 = llvm.getelementptr %448[%449] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %451 = llvm.load %450 : !llvm.ptr<3> -> f32
        %452 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_288 = arith.constant 33600 : i64
        %453 = llvm.getelementptr %452[%c33600_i64_288] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c6_i64_289 = arith.constant 6 : i64
        %454 = arith.addi %353, %c6_i64_289 : i64
        %455 = llvm.getelementptr %453[%454] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %456 = llvm.load %455 : !llvm.ptr<3> -> f32
        %457 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_290 = arith.constant 33600 : i64
        %458 = llvm.getelementptr %457[%c33600_i64_290] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c7_i64_291 = arith.constant 7 : i64
        %459 = arith.addi %353, %c7_i64_291 : i64
        %460 = llvm.getelementptr %458[%459] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %461 = llvm.load %460 : !llvm.ptr<3> -> f32
        %462 = memref.load %alloca_62[] : memref<f32>
        %463 = llvm.intr.fma(%407, %426, %462) : (f32, f32, f32) -> f32
        memref.store %463, %alloca_62[] : memref<f32>
        %464 = memref.load %alloca_63[] : memref<f32>
        %465 = llvm.intr.fma(%407, %431, %464) : (f32, f32, f32) -> f32
        memref.store %465, %alloca_63[] : memref<f32>
        %466 = memref.load %alloca_64[] : memref<f32>
        %467 = llvm.intr.fma(%407, %436, %466) : (f32, f32, f32) -> f32
        memref.store %467, %alloca_64[] : memref<f32>
        %468 = memref.load %alloca_65[] : memref<f32>
        %469 = llvm.intr.fma(%407, %441, %468) : (f32, f32, f32) -> f32
        memref.store %469, %alloca_65[] : memref<f32>
        %470 = memref.load %alloca_66[] : memref<f32>
        %471 = llvm.intr.fma(%407, %446, %470) : (f32, f32, f32) -> f32
        memref.store %471, %alloca_66[] : memref<f32>
        %472 = memref.load %alloca_67[] : memref<f32>
        %473 = llvm.intr.fma(%407, %451, %472) : (f32, f32, f32) -> f32
        memref.store %473, %alloca_67[] : memref<f32>
        %474 = memref.load %alloca_68[] : memref<f32>
        %475 = llvm.intr.fma(%407, %456, %474) : (f32, f32, f32) -> f32
        memref.store %475, %alloca_68[] : memref<f32>
        %476 = memref.load %alloca_69[] : memref<f32>
        %477 = llvm.intr.fma(%407, %461, %476) : (f32, f32, f32) -> f32
        memref.store %477, %alloca_69[] : memref<f32>
        %478 = memref.load %alloca_70[] : memref<f32>
        %479 = llvm.intr.fma(%412, %426, %478) : (f32, f32, f32) -> f32
        memref.store %479, %alloca_70[] : memref<f32>
        %480 = memref.load %alloca_71[] : memref<f32>
        %481 = llvm.intr.fma(%412, %431, %480) : (f32, f32, f32) -> f32
        memref.store %481, %alloca_71[] : memref<f32>
        %482 = memref.load %alloca_72[] : memref<f32>
        %483 = llvm.intr.fma(%412, %436, %482) : (f32, f32, f32) -> f32
        memref.store %483, %alloca_72[] : memref<f32>
        %484 = memref.load %alloca_73[] : memref<f32>
        %485 = llvm.intr.fma(%412, %441, %484) : (f32, f32, f32) -> f32
        memref.store %485, %alloca_73[] : memref<f32>
        %486 = memref.load %alloca_74[] : memref<f32>
        %487 = llvm.intr.fma(%412, %446, %486) : (f32, f32, f32) -> f32
        memref.store %487, %alloca_74[] : memref<f32>
        %488 = memref.load %alloca_75[] : memref<f32>
        %489 = llvm.intr.fma(%412, %451, %488) : (f32, f32, f32) -> f32
        memref.store %489, %alloca_75[] : memref<f32>
        %490 = memref.load %alloca_76[] : memref<f32>
        %491 = llvm.intr.fma(%412, %456, %490) : (f32, f32, f32) -> f32
        memref.store %491, %alloca_76[] : memref<f32>
        %492 = memref.load %alloca_77[] : memref<f32>
        %493 = llvm.intr.fma(%412, %461, %492) : (f32, f32, f32) -> f32
        memref.store %493, %alloca_77[] : memref<f32>
        %494 = memref.load %alloca_78[] : memref<f32>
        %495 = llvm.intr.fma(%417, %426, %494) : (f32, f32, f32) -> f32
        memref.store %495, %alloca_78[] : memref<f32>
        %496 = memref.load %alloca_79[] : memref<f32>
        %497 = llvm.intr.fma(%417, %431, %496) : (f32, f32, f32) -> f32
        memref.store %497, %alloca_79[] : memref<f32>
        %498 = memref.load %alloca_80[] : memref<f32>
        %499 = llvm.intr.fma(%417, %436, %498) : (f32, f32, f32) -> f32
        memref.store %499, %alloca_80[] : memref<f32>
        %500 = memref.load %alloca_81[] : memref<f32>
        %501 = llvm.intr.fma(%417, %441, %500) : (f32, f32, f32) -> f32
        memref.store %501, %alloca_81[] : memref<f32>
        %502 = memref.load %alloca_82[] : memref<f32>
        %503 = llvm.intr.fma(%417, %446, %502) : (f32, f32, f32) -> f32
        memref.store %503, %alloca_82[] : memref<f32>
        %504 = memref.load %alloca_83[] : memref<f32>
        %505 = llvm.intr.fma(%417, %451, %504) : (f32, f32, f32) -> f32
        memref.store %505, %alloca_83[] : memref<f32>
        %506 = memref.load %alloca_84[] : memref<f32>
        %507 = llvm.intr.fma(%417, %456, %506) : (f32, f32, f32) -> f32
        memref.store %507, %alloca_84[] : memref<f32>
        %508 = memref.load %alloca_85[] : memref<f32>
        %509 = llvm.intr.fma(%417, %461, %508) : (f32, f32, f32) -> f32
        memref.store %509, %alloca_85[] : memref<f32>
        %510 = memref.load %alloca_86[] : memref<f32>
        %511 = llvm.intr.fma(%422, %426, %510) : (f32, f32, f32) -> f32
        memref.store %511, %alloca_86[] : memref<f32>
        %512 = memref.load %alloca_87[] : memref<f32>
        %513 = llvm.intr.fma(%422, %431, %512) : (f32, f32, f32) -> f32
        memref.store %513, %alloca_87[] : memref<f32>
        %514 = memref.load %alloca_88[] : memref<f32>
        %515 = llvm.intr.fma(%422, %436, %514) : (f32, f32, f32) -> f32
        memref.store %515, %alloca_88[] : memref<f32>
        %516 = memref.load %alloca_89[] : memref<f32>
        %517 = llvm.intr.fma(%422, %441, %516) : (f32, f32, f32) -> f32
        memref.store %517, %alloca_89[] : memref<f32>
        %518 = memref.load %alloca_90[] : memref<f32>
        %519 = llvm.intr.fma(%422, %446, %518) : (f32, f32, f32) -> f32
        memref.store %519, %alloca_90[] : memref<f32>
        %520 = memref.load %alloca_91[] : memref<f32>
        %521 = llvm.intr.fma(%422, %451, %520) : (f32, f32, f32) -> f32
        memref.store %521, %alloca_91[] : memref<f32>
        %522 = memref.load %alloca_92[] : memref<f32>
        %523 = llvm.intr.fma(%422, %456, %522) : (f32, f32, f32) -> f32
        memref.store %523, %alloca_92[] : memref<f32>
        %524 = memref.load %alloca_93[] : memref<f32>
        %525 = llvm.intr.fma(%422, %461, %524) : (f32, f32, f32) -> f32
        memref.store %525, %alloca_93[] : memref<f32>
        %526 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_292 = arith.constant 26880 : i64
        %527 = llvm.getelementptr %526[%c26880_i64_292] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c129_i64 = arith.constant 129 : i64
        %528 = arith.addi %351, %c129_i64 : i64
        %529 = llvm.getelementptr %527[%528] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %530 = llvm.load %529 : !llvm.ptr<3> -> f32
        %531 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_293 = arith.constant 26880 : i64
        %532 = llvm.getelementptr %531[%c26880_i64_293] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c161_i64 = arith.constant 161 : i64
        %533 = arith.addi %351, %c161_i64 : i64
        %534 = llvm.getelementptr %532[%533] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %535 = llvm.load %534 : !llvm.ptr<3> -> f32
        %536 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_294 = arith.constant 26880 : i64
        %537 = llvm.getelementptr %536[%c26880_i64_294] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c193_i64 = arith.constant 193 : i64
        %538 = arith.addi %351, %c193_i64 : i64
        %539 = llvm.getelementptr %537[%538] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %540 = llvm.load %539 : !llvm.ptr<3> -> f32
        %541 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_295 = arith.constant 26880 : i64
        %542 = llvm.getelementptr %541[%c26880_i64_295] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c225_i64 = arith.constant 225 : i64
        %543 = arith.addi %351, %c225_i64 : i64
        %544 = llvm.getelementptr %542[%543] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %545 = llvm.load %544 : !llvm.ptr<3> -> f32
        %546 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_296 = arith.constant 33600 : i64
        %547 = llvm.getelementptr %546[%c33600_i64_296] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c128_i64 = arith.constant 128 : i64
        %548 = arith.addi %353, %c128_i64 : i64
        %549 = llvm.getelementptr %547[%548] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %550 = llvm.load %549 : !llvm.ptr<3> -> f32
        %551 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_297 = arith.constant 33600 : i64
        %552 = llvm.getelementptr %551[%c33600_i64_297] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c129_i64_298 = arith.constant 129 : i64
        %553 = arith.addi %353, %c129_i64_298 : i64
        %554 = llvm.getelementptr %552[%553] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %555 = llvm.load %554 : !llvm.ptr<3> -> f32
        %556 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_299 = arith.constant 33600 : i64
        %557 = llvm.getelementptr %556[%c33600_i64_299] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c130_i64 = arith.constant 130 : i64
        %558 = arith.addi %353, %c130_i64 : i64
        %559 = llvm.getelementptr %557[%558] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %560 = llvm.load %559 : !llvm.ptr<3> -> f32
        %561 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_300 = arith.constant 33600 : i64
        %562 = llvm.getelementptr %561[%c33600_i64_300] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c131_i64 = arith.constant 131 : i64
        %563 = arith.addi %353, %c131_i64 : i64
        %564 = llvm.getelementptr %562[%563] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %565 = llvm.load %564 : !llvm.ptr<3> -> f32
        %566 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_301 = arith.constant 33600 : i64
        %567 = llvm.getelementptr %566[%c33600_i64_301] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c132_i64 = arith.constant 132 : i64
        %568 = arith.addi %353, %c132_i64 : i64
        %569 = llvm.getelementptr %567[%568] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %570 = llvm.load %569 : !llvm.ptr<3> -> f32
        %571 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_302 = arith.constant 33600 : i64
        %572 = llvm.getelementptr %571[%c33600_i64_302] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c133_i64 = arith.constant 133 : i64
        %573 = arith.addi %353, %c133_i64 : i64
        %574 = llvm.getelementptr %572[%573] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %575 = llvm.load %574 : !llvm.ptr<3> -> f32
        %576 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_303 = arith.constant 33600 : i64
        %577 = llvm.getelementptr %576[%c33600_i64_303] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c134_i64 = arith.constant 134 : i64
        %578 = arith.addi %353, %c134_i64 : i64
        %579 = llvm.getelementptr %577[%578] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %580 = llvm.load %579 : !llvm.ptr<3> -> f32
        %581 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_304 = arith.constant 33600 : i64
        %582 = llvm.getelementptr %581[%c33600_i64_304] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c135_i64 = arith.constant 135 : i64
        %583 = arith.addi %353, %c135_i64 : i64
        %584 = llvm.getelementptr %582[%583] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %585 = llvm.load %584 : !llvm.ptr<3> -> f32
        %586 = memref.load %alloca_62[] : memref<f32>
        %587 = llvm.intr.fma(%530, %550, %586) : (f32, f32, f32) -> f32
        memref.store %587, %alloca_62[] : memref<f32>
        %588 = memref.load %alloca_63[] : memref<f32>
        %589 = llvm.intr.fma(%530, %555, %588) : (f32, f32, f32) -> f32
        memref.store %589, %alloca_63[] : memref<f32>
        %590 = memref.load %alloca_64[] : memref<f32>
        %591 = llvm.intr.fma(%530, %560, %590) : (f32, f32, f32) -> f32
        memref.store %591, %alloca_64[] : memref<f32>
        %592 = memref.load %alloca_65[] : memref<f32>
        %593 = llvm.intr.fma(%530, %565, %592) : (f32, f32, f32) -> f32
        memref.store %593, %alloca_65[] : memref<f32>
        %594 = memref.load %alloca_66[] : memref<f32>
        %595 = llvm.intr.fma(%530, %570, %594) : (f32, f32, f32) -> f32
        memref.store %595, %alloca_66[] : memref<f32>
        %596 = memref.load %alloca_67[] : memref<f32>
        %597 = llvm.intr.fma(%530, %575, %596) : (f32, f32, f32) -> f32
        memref.store %597, %alloca_67[] : memref<f32>
        %598 = memref.load %alloca_68[] : memref<f32>
        %599 = llvm.intr.fma(%530, %580, %598) : (f32, f32, f32) -> f32
        memref.store %599, %alloca_68[] : memref<f32>
        %600 = memref.load %alloca_69[] : memref<f32>
        %601 = llvm.intr.fma(%530, %585, %600) : (f32, f32, f32) -> f32
        memref.store %601, %alloca_69[] : memref<f32>
        %602 = memref.load %alloca_70[] : memref<f32>
        %603 = llvm.intr.fma(%535, %550, %602) : (f32, f32, f32) -> f32
        memref.store %603, %alloca_70[] : memref<f32>
        %604 = memref.load %alloca_71[] : memref<f32>
        %605 = llvm.intr.fma(%535, %555, %604) : (f32, f32, f32) -> f32
        memref.store %605, %alloca_71[] : memref<f32>
        %606 = memref.load %alloca_72[] : memref<f32>
        %607 = llvm.intr.fma(%535, %560, %606) : (f32, f32, f32) -> f32
        memref.store %607, %alloca_72[] : memref<f32>
        %608 = memref.load %alloca_73[] : memref<f32>
        %609 = llvm.intr.fma(%535, %565, %608) : (f32, f32, f32) -> f32
        memref.store %609, %alloca_73[] : memref<f32>
        %610 = memref.load %alloca_74[] : memref<f32>
        %611 = llvm.intr.fma(%535, %570, %610) : (f32, f32, f32) -> f32
        memref.store %611, %alloca_74[] : memref<f32>
        %612 = memref.load %alloca_75[] : memref<f32>
        %613 = llvm.intr.fma(%535, %575, %612) : (f32, f32, f32) -> f32
        memref.store %613, %alloca_75[] : memref<f32>
        %614 = memref.load %alloca_76[] : memref<f32>
        %615 = llvm.intr.fma(%535, %580, %614) : (f32, f32, f32) -> f32
        memref.store %615, %alloca_76[] : memref<f32>
        %616 = memref.load %alloca_77[] : memref<f32>
        %617 = llvm.intr.fma(%535, %585, %616) : (f32, f32, f32) -> f32
        memref.store %617, %alloca_77[] : memref<f32>
        %618 = memref.load %alloca_78[] : memref<f32>
        %619 = llvm.intr.fma(%540, %550, %618) : (f32, f32, f32) -> f32
        memref.store %619, %alloca_78[] : memref<f32>
        %620 = memref.load %alloca_79[] : memref<f32>
        %621 = llvm.intr.fma(%540, %555, %620) : (f32, f32, f32) -> f32
        memref.store %621, %alloca_79[] : memref<f32>
        %622 = memref.load %alloca_80[] : memref<f32>
        %623 = llvm.intr.fma(%540, %560, %622) : (f32, f32, f32) -> f32
        memref.store %623, %alloca_80[] : memref<f32>
        %624 = memref.load %alloca_81[] : memref<f32>
        %625 = llvm.intr.fma(%540, %565, %624) : (f32, f32, f32) -> f32
        memref.store %625, %alloca_81[] : memref<f32>
        %626 = memref.load %alloca_82[] : memref<f32>
        %627 = llvm.intr.fma(%540, %570, %626) : (f32, f32, f32) -> f32
        memref.store %627, %alloca_82[] : memref<f32>
        %628 = memref.load %alloca_83[] : memref<f32>
        %629 = llvm.intr.fma(%540, %575, %628) : (f32, f32, f32) -> f32
        memref.store %629, %alloca_83[] : memref<f32>
        %630 = memref.load %alloca_84[] : memref<f32>
        %631 = llvm.intr.fma(%540, %580, %630) : (f32, f32, f32) -> f32
        memref.store %631, %alloca_84[] : memref<f32>
        %632 = memref.load %alloca_85[] : memref<f32>
        %633 = llvm.intr.fma(%540, %585, %632) : (f32, f32, f32) -> f32
        memref.store %633, %alloca_85[] : memref<f32>
        %634 = memref.load %alloca_86[] : memref<f32>
        %635 = llvm.intr.fma(%545, %550, %634) : (f32, f32, f32) -> f32
        memref.store %635, %alloca_86[] : memref<f32>
        %636 = memref.load %alloca_87[] : memref<f32>
        %637 = llvm.intr.fma(%545, %555, %636) : (f32, f32, f32) -> f32
        memref.store %637, %alloca_87[] : memref<f32>
        %638 = memref.load %alloca_88[] : memref<f32>
        %639 = llvm.intr.fma(%545, %560, %638) : (f32, f32, f32) -> f32
        memref.store %639, %alloca_88[] : memref<f32>
        %640 = memref.load %alloca_89[] : memref<f32>
        %641 = llvm.intr.fma(%545, %565, %640) : (f32, f32, f32) -> f32
        memref.store %641, %alloca_89[] : memref<f32>
        %642 = memref.load %alloca_90[] : memref<f32>
        %643 = llvm.intr.fma(%545, %570, %642) : (f32, f32, f32) -> f32
        memref.store %643, %alloca_90[] : memref<f32>
        %644 = memref.load %alloca_91[] : memref<f32>
        %645 = llvm.intr.fma(%545, %575, %644) : (f32, f32, f32) -> f32
        memref.store %645, %alloca_91[] : memref<f32>
        %646 = memref.load %alloca_92[] : memref<f32>
        %647 = llvm.intr.fma(%545, %580, %646) : (f32, f32, f32) -> f32
        memref.store %647, %alloca_92[] : memref<f32>
        %648 = memref.load %alloca_93[] : memref<f32>
        %649 = llvm.intr.fma(%545, %585, %648) : (f32, f32, f32) -> f32
        memref.store %649, %alloca_93[] : memref<f32>
        %650 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_305 = arith.constant 26880 : i64
        %651 = llvm.getelementptr %650[%c26880_i64_305] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c258_i64 = arith.constant 258 : i64
        %652 = arith.addi %351, %c258_i64 : i64
        %653 = llvm.getelementptr %651[%652] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %654 = llvm.load %653 : !llvm.ptr<3> -> f32
        %655 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_306 = arith.constant 26880 : i64
        %656 = llvm.getelementptr %655[%c26880_i64_306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c290_i64 = arith.constant 290 : i64
        %657 = arith.addi %351, %c290_i64 : i64
        %658 = llvm.getelementptr %656[%657] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %659 = llvm.load %658 : !llvm.ptr<3> -> f32
        %660 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_307 = arith.constant 26880 : i64
        %661 = llvm.getelementptr %660[%c26880_i64_307] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c322_i64 = arith.constant 322 : i64
        %662 = arith.addi %351, %c322_i64 : i64
        %663 = llvm.getelementptr %661[%662] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %664 = llvm.load %663 : !llvm.ptr<3> -> f32
        %665 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_308 = arith.constant 26880 : i64
        %666 = llvm.getelementptr %665[%c26880_i64_308] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c354_i64 = arith.constant 354 : i64
        %667 = arith.addi %351, %c354_i64 : i64
        %668 = llvm.getelementptr %666[%667] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %669 = llvm.load %668 : !llvm.ptr<3> -> f32
        %670 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_309 = arith.constant 33600 : i64
        %671 = llvm.getelementptr %670[%c33600_i64_309] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c256_i64 = arith.constant 256 : i64
        %672 = arith.addi %353, %c256_i64 : i64
        %673 = llvm.getelementptr %671[%672] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %674 = llvm.load %673 : !llvm.ptr<3> -> f32
        %675 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_310 = arith.constant 33600 : i64
        %676 = llvm.getelementptr %675[%c33600_i64_310] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c257_i64 = arith.constant 257 : i64
        %677 = arith.addi %353, %c257_i64 : i64
        %678 = llvm.getelementptr %676[%677] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %679 = llvm.load %678 : !llvm.ptr<3> -> f32
        %680 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_311 = arith.constant 33600 : i64
        %681 = llvm.getelementptr %680[%c33600_i64_311] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c258_i64_312 = arith.constant 258 : i64
        %682 = arith.addi %353, %c258_i64_312 : i64
        %683 = llvm.getelementptr %681[%682] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %684 = llvm.load %683 : !llvm.ptr<3> -> f32
        %685 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_313 = arith.constant 33600 : i64
        %686 = llvm.getelementptr %685[%c33600_i64_313] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c259_i64 = arith.constant 259 : i64
        %687 = arith.addi %353, %c259_i64 : i64
        %688 = llvm.getelementptr %686[%687] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %689 = llvm.load %688 : !llvm.ptr<3> -> f32
        %690 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_314 = arith.constant 33600 : i64
        %691 = llvm.getelementptr %690[%c33600_i64_314] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c260_i64 = arith.constant 260 : i64
        %692 = arith.addi %353, %c260_i64 : i64
        %693 = llvm.getelementptr %691[%692] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %694 = llvm.load %693 : !llvm.ptr<3> -> f32
        %695 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_315 = arith.constant 33600 : i64
        %696 = llvm.getelementptr %695[%c33600_i64_315] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c261_i64 = arith.constant 261 : i64
        %697 = arith.addi %353, %c261_i64 : i64
        %698 = llvm.getelementptr %696[%697] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %699 = llvm.load %698 : !llvm.ptr<3> -> f32
        %700 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_316 = arith.constant 33600 : i64
        %701 = llvm.getelementptr %700[%c33600_i64_316] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c262_i64 = arith.constant 262 : i64
        %702 = arith.addi %353, %c262_i64 : i64
        %703 = llvm.getelementptr %701[%702] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %704 = llvm.load %703 : !llvm.ptr<3> -> f32
        %705 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_317 = arith.constant 33600 : i64
        %706 = llvm.getelementptr %705[%c33600_i64_317] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c263_i64 = arith.constant 263 : i64
        %707 = arith.addi %353, %c263_i64 : i64
        %708 = llvm.getelementptr %706[%707] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %709 = llvm.load %708 : !llvm.ptr<3> -> f32
        %710 = memref.load %alloca_62[] : memref<f32>
        %711 = llvm.intr.fma(%654, %674, %710) : (f32, f32, f32) -> f32
        memref.store %711, %alloca_62[] : memref<f32>
        %712 = memref.load %alloca_63[] : memref<f32>
        %713 = llvm.intr.fma(%654, %679, %712) : (f32, f32, f32) -> f32
        memref.store %713, %alloca_63[] : memref<f32>
        %714 = memref.load %alloca_64[] : memref<f32>
        %715 = llvm.intr.fma(%654, %684, %714) : (f32, f32, f32) -> f32
        memref.store %715, %alloca_64[] : memref<f32>
        %716 = memref.load %alloca_65[] : memref<f32>
        %717 = llvm.intr.fma(%654, %689, %716) : (f32, f32, f32) -> f32
        memref.store %717, %alloca_65[] : memref<f32>
        %718 = memref.load %alloca_66[] : memref<f32>
        %719 = llvm.intr.fma(%654, %694, %718) : (f32, f32, f32) -> f32
        memref.store %719, %alloca_66[] : memref<f32>
        %720 = memref.load %alloca_67[] : memref<f32>
        %721 = llvm.intr.fma(%654, %699, %720) : (f32, f32, f32) -> f32
        memref.store %721, %alloca_67[] : memref<f32>
        %722 = memref.load %alloca_68[] : memref<f32>
        %723 = llvm.intr.fma(%654, %704, %722) : (f32, f32, f32) -> f32
        memref.store %723, %alloca_68[] : memref<f32>
        %724 = memref.load %alloca_69[] : memref<f32>
        %725 = llvm.intr.fma(%654, %709, %724) : (f32, f32, f32) -> f32
        memref.store %725, %alloca_69[] : memref<f32>
        %726 = memref.load %alloca_70[] : memref<f32>
        %727 = llvm.intr.fma(%659, %674, %726) : (f32, f32, f32) -> f32
        memref.store %727, %alloca_70[] : memref<f32>
        %728 = memref.load %alloca_71[] : memref<f32>
        %729 = llvm.intr.fma(%659, %679, %728) : (f32, f32, f32) -> f32
        memref.store %729, %alloca_71[] : memref<f32>
        %730 = memref.load %alloca_72[] : memref<f32>
        %731 = llvm.intr.fma(%659, %684, %730) : (f32, f32, f32) -> f32
        memref.store %731, %alloca_72[] : memref<f32>
        %732 = memref.load %alloca_73[] : memref<f32>
        %733 = llvm.intr.fma(%659, %689, %732) : (f32, f32, f32) -> f32
        memref.store %733, %alloca_73[] : memref<f32>
        %734 = memref.load %alloca_74[] : memref<f32>
        %735 = llvm.intr.fma(%659, %694, %734) : (f32, f32, f32) -> f32
        memref.store %735, %alloca_74[] : memref<f32>
        %736 = memref.load %alloca_75[] : memref<f32>
        %737 = llvm.intr.fma(%659, %699, %736) : (f32, f32, f32) -> f32
        memref.store %737, %alloca_75[] : memref<f32>
        %738 = memref.load %alloca_76[] : memref<f32>
        %739 = llvm.intr.fma(%659, %704, %738) : (f32, f32, f32) -> f32
        memref.store %739, %alloca_76[] : memref<f32>
        %740 = memref.load %alloca_77[] : memref<f32>
        %741 = llvm.intr.fma(%659, %709, %740) : (f32, f32, f32) -> f32
        memref.store %741, %alloca_77[] : memref<f32>
        %742 = memref.load %alloca_78[] : memref<f32>
        %743 = llvm.intr.fma(%664, %674, %742) : (f32, f32, f32) -> f32
        memref.store %743, %alloca_78[] : memref<f32>
        %744 = memref.load %alloca_79[] : memref<f32>
        %745 = llvm.intr.fma(%664, %679, %744) : (f32, f32, f32) -> f32
        memref.store %745, %alloca_79[] : memref<f32>
        %746 = memref.load %alloca_80[] : memref<f32>
        %747 = llvm.intr.fma(%664, %684, %746) : (f32, f32, f32) -> f32
        memref.store %747, %alloca_80[] : memref<f32>
        %748 = memref.load %alloca_81[] : memref<f32>
        %749 = llvm.intr.fma(%664, %689, %748) : (f32, f32, f32) -> f32
        memref.store %749, %alloca_81[] : memref<f32>
        %750 = memref.load %alloca_82[] : memref<f32>
        %751 = llvm.intr.fma(%664, %694, %750) : (f32, f32, f32) -> f32
        memref.store %751, %alloca_82[] : memref<f32>
        %752 = memref.load %alloca_83[] : memref<f32>
        %753 = llvm.intr.fma(%664, %699, %752) : (f32, f32, f32) -> f32
        memref.store %753, %alloca_83[] : memref<f32>
        %754 = memref.load %alloca_84[] : memref<f32>
        %755 = llvm.intr.fma(%664, %704, %754) : (f32, f32, f32) -> f32
        memref.store %755, %alloca_84[] : memref<f32>
        %756 = memref.load %alloca_85[] : memref<f32>
        %757 = llvm.intr.fma(%664, %709, %756) : (f32, f32, f32) -> f32
        memref.store %757, %alloca_85[] : memref<f32>
        %758 = memref.load %alloca_86[] : memref<f32>
        %759 = llvm.intr.fma(%669, %674, %758) : (f32, f32, f32) -> f32
        memref.store %759, %alloca_86[] : memref<f32>
        %760 = memref.load %alloca_87[] : memref<f32>
        %761 = llvm.intr.fma(%669, %679, %760) : (f32, f32, f32) -> f32
        memref.store %761, %alloca_87[] : memref<f32>
        %762 = memref.load %alloca_88[] : memref<f32>
        %763 = llvm.intr.fma(%669, %684, %762) : (f32, f32, f32) -> f32
        memref.store %763, %alloca_88[] : memref<f32>
        %764 = memref.load %alloca_89[] : memref<f32>
        %765 = llvm.intr.fma(%669, %689, %764) : (f32, f32, f32) -> f32
        memref.store %765, %alloca_89[] : memref<f32>
        %766 = memref.load %alloca_90[] : memref<f32>
        %767 = llvm.intr.fma(%669, %694, %766) : (f32, f32, f32) -> f32
        memref.store %767, %alloca_90[] : memref<f32>
        %768 = memref.load %alloca_91[] : memref<f32>
        %769 = llvm.intr.fma(%669, %699, %768) : (f32, f32, f32) -> f32
        memref.store %769, %alloca_91[] : memref<f32>
        %770 = memref.load %alloca_92[] : memref<f32>
        %771 = llvm.intr.fma(%669, %704, %770) : (f32, f32, f32) -> f32
        memref.store %771, %alloca_92[] : memref<f32>
        %772 = memref.load %alloca_93[] : memref<f32>
        %773 = llvm.intr.fma(%669, %709, %772) : (f32, f32, f32) -> f32
        memref.store %773, %alloca_93[] : memref<f32>
        %774 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_318 = arith.constant 26880 : i64
        %775 = llvm.getelementptr %774[%c26880_i64_318] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c387_i64 = arith.constant 387 : i64
        %776 = arith.addi %351, %c387_i64 : i64
        %777 = llvm.getelementptr %775[%776] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %778 = llvm.load %777 : !llvm.ptr<3> -> f32
        %779 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_319 = arith.constant 26880 : i64
        %780 = llvm.getelementptr %779[%c26880_i64_319] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c419_i64 = arith.constant 419 : i64
        %781 = arith.addi %351, %c419_i64 : i64
        %782 = llvm.getelementptr %780[%781] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %783 = llvm.load %782 : !llvm.ptr<3> -> f32
        %784 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_320 = arith.constant 26880 : i64
        %785 = llvm.getelementptr %784[%c26880_i64_320] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c451_i64 = arith.constant 451 : i64
        %786 = arith.addi %351, %c451_i64 : i64
        %787 = llvm.getelementptr %785[%786] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %788 = llvm.load %787 : !llvm.ptr<3> -> f32
        %789 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_321 = arith.constant 26880 : i64
        %790 = llvm.getelementptr %789[%c26880_i64_321] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c483_i64 = arith.constant 483 : i64
        %791 = arith.addi %351, %c483_i64 : i64
        %792 = llvm.getelementptr %790[%791] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %793 = llvm.load %792 : !llvm.ptr<3> -> f32
        %794 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_322 = arith.constant 33600 : i64
        %795 = llvm.getelementptr %794[%c33600_i64_322] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c384_i64 = arith.constant 384 : i64
        %796 = arith.addi %353, %c384_i64 : i64
        %797 = llvm.getelementptr %795[%796] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %798 = llvm.load %797 : !llvm.ptr<3> -> f32
        %799 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_323 = arith.constant 33600 : i64
        %800 = llvm.getelementptr %799[%c33600_i64_323] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c385_i64 = arith.constant 385 : i64
        %801 = arith.addi %353, %c385_i64 : i64
        %802 = llvm.getelementptr %800[%801] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %803 = llvm.load %802 : !llvm.ptr<3> -> f32
        %804 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_324 = arith.constant 33600 : i64
        %805 = llvm.getelementptr %804[%c33600_i64_324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c386_i64 = arith.constant 386 : i64
        %806 = arith.addi %353, %c386_i64 : i64
        %807 = llvm.getelementptr %805[%806] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %808 = llvm.load %807 : !llvm.ptr<3> -> f32
        %809 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_325 = arith.constant 33600 : i64
        %810 = llvm.getelementptr %809[%c33600_i64_325] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c387_i64_326 = arith.constant 387 : i64
        %811 = arith.addi %353, %c387_i64_326 : i64
        %812 = llvm.getelementptr %810[%811] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %813 = llvm.load %812 : !llvm.ptr<3> -> f32
        %814 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_327 = arith.constant 33600 : i64
        %815 = llvm.getelementptr %814[%c33600_i64_327] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c388_i64 = arith.constant 388 : i64
        %816 = arith.addi %353, %c388_i64 : i64
        %817 = llvm.getelementptr %815[%816] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %818 = llvm.load %817 : !llvm.ptr<3> -> f32
        %819 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_328 = arith.constant 33600 : i64
        %820 = llvm.getelementptr %819[%c33600_i64_328] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c389_i64 = arith.constant 389 : i64
        %821 = arith.addi %353, %c389_i64 : i64
        %822 = llvm.getelementptr %820[%821] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %823 = llvm.load %822 : !llvm.ptr<3> -> f32
        %824 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_329 = arith.constant 33600 : i64
        %825 = llvm.getelementptr %824[%c33600_i64_329] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c390_i64 = arith.constant 390 : i64
        %826 = arith.addi %353, %c390_i64 : i64
        %827 = llvm.getelementptr %825[%826] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %828 = llvm.load %827 : !llvm.ptr<3> -> f32
        %829 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_330 = arith.constant 33600 : i64
        %830 = llvm.getelementptr %829[%c33600_i64_330] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c391_i64 = arith.constant 391 : i64
        %831 = arith.addi %353, %c391_i64 : i64
        %832 = llvm.getelementptr %830[%831] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %833 = llvm.load %832 : !llvm.ptr<3> -> f32
        %834 = memref.load %alloca_62[] : memref<f32>
        %835 = llvm.intr.fma(%778, %798, %834) : (f32, f32, f32) -> f32
        memref.store %835, %alloca_62[] : memref<f32>
        %836 = memref.load %alloca_63[] : memref<f32>
        %837 = llvm.intr.fma(%778, %803, %836) : (f32, f32, f32) -> f32
        memref.store %837, %alloca_63[] : memref<f32>
        %838 = memref.load %alloca_64[] : memref<f32>
        %839 = llvm.intr.fma(%778, %808, %838) : (f32, f32, f32) -> f32
        memref.store %839, %alloca_64[] : memref<f32>
        %840 = memref.load %alloca_65[] : memref<f32>
        %841 = llvm.intr.fma(%778, %813, %840) : (f32, f32, f32) -> f32
        memref.store %841, %alloca_65[] : memref<f32>
        %842 = memref.load %alloca_66[] : memref<f32>
        %843 = llvm.intr.fma(%778, %818, %842) : (f32, f32, f32) -> f32
        memref.store %843, %alloca_66[] : memref<f32>
        %844 = memref.load %alloca_67[] : memref<f32>
        %845 = llvm.intr.fma(%778, %823, %844) : (f32, f32, f32) -> f32
        memref.store %845, %alloca_67[] : memref<f32>
        %846 = memref.load %alloca_68[] : memref<f32>
        %847 = llvm.intr.fma(%778, %828, %846) : (f32, f32, f32) -> f32
        memref.store %847, %alloca_68[] : memref<f32>
        %848 = memref.load %alloca_69[] : memref<f32>
        %849 = llvm.intr.fma(%778, %833, %848) : (f32, f32, f32) -> f32
        memref.store %849, %alloca_69[] : memref<f32>
        %850 = memref.load %alloca_70[] : memref<f32>
        %851 = llvm.intr.fma(%783, %798, %850) : (f32, f32, f32) -> f32
        memref.store %851, %alloca_70[] : memref<f32>
        %852 = memref.load %alloca_71[] : memref<f32>
        %853 = llvm.intr.fma(%783, %803, %852) : (f32, f32, f32) -> f32
        memref.store %853, %alloca_71[] : memref<f32>
        %854 = memref.load %alloca_72[] : memref<f32>
        %855 = llvm.intr.fma(%783, %808, %854) : (f32, f32, f32) -> f32
        memref.store %855, %alloca_72[] : memref<f32>
        %856 = memref.load %alloca_73[] : memref<f32>
        %857 = llvm.intr.fma(%783, %813, %856) : (f32, f32, f32) -> f32
        memref.store %857, %alloca_73[] : memref<f32>
        %858 = memref.load %alloca_74[] : memref<f32>
        %859 = llvm.intr.fma(%783, %818, %858) : (f32, f32, f32) -> f32
        memref.store %859, %alloca_74[] : memref<f32>
        %860 = memref.load %alloca_75[] : memref<f32>
        %861 = llvm.intr.fma(%783, %823, %860) : (f32, f32, f32) -> f32
        memref.store %861, %alloca_75[] : memref<f32>
        %862 = memref.load %alloca_76[] : memref<f32>
        %863 = llvm.intr.fma(%783, %828, %862) : (f32, f32, f32) -> f32
        memref.store %863, %alloca_76[] : memref<f32>
        %864 = memref.load %alloca_77[] : memref<f32>
        %865 = llvm.intr.fma(%783, %833, %864) : (f32, f32, f32) -> f32
        memref.store %865, %alloca_77[] : memref<f32>
        %866 = memref.load %alloca_78[] : memref<f32>
        %867 = llvm.intr.fma(%788, %798, %866) : (f32, f32, f32) -> f32
        memref.store %867, %alloca_78[] : memref<f32>
        %868 = memref.load %alloca_79[] : memref<f32>
        %869 = llvm.intr.fma(%788, %803, %868) : (f32, f32, f32) -> f32
        memref.store %869, %alloca_79[] : memref<f32>
        %870 = memref.load %alloca_80[] : memref<f32>
        %871 = llvm.intr.fma(%788, %808, %870) : (f32, f32, f32) -> f32
        memref.store %871, %alloca_80[] : memref<f32>
        %872 = memref.load %alloca_81[] : memref<f32>
        %873 = llvm.intr.fma(%788, %813, %872) : (f32, f32, f32) -> f32
        memref.store %873, %alloca_81[] : memref<f32>
        %874 = memref.load %alloca_82[] : memref<f32>
        %875 = llvm.intr.fma(%788, %818, %874) : (f32, f32, f32) -> f32
        memref.store %875, %alloca_82[] : memref<f32>
        %876 = memref.load %alloca_83[] : memref<f32>
        %877 = llvm.intr.fma(%788, %823, %876) : (f32, f32, f32) -> f32
        memref.store %877, %alloca_83[] : memref<f32>
        %878 = memref.load %alloca_84[] : memref<f32>
        %879 = llvm.intr.fma(%788, %828, %878) : (f32, f32, f32) -> f32
        memref.store %879, %alloca_84[] : memref<f32>
        %880 = memref.load %alloca_85[] : memref<f32>
        %881 = llvm.intr.fma(%788, %833, %880) : (f32, f32, f32) -> f32
        memref.store %881, %alloca_85[] : memref<f32>
        %882 = memref.load %alloca_86[] : memref<f32>
        %883 = llvm.intr.fma(%793, %798, %882) : (f32, f32, f32) -> f32
        memref.store %883, %alloca_86[] : memref<f32>
        %884 = memref.load %alloca_87[] : memref<f32>
        %885 = llvm.intr.fma(%793, %803, %884) : (f32, f32, f32) -> f32
        memref.store %885, %alloca_87[] : memref<f32>
        %886 = memref.load %alloca_88[] : memref<f32>
        %887 = llvm.intr.fma(%793, %808, %886) : (f32, f32, f32) -> f32
        memref.store %887, %alloca_88[] : memref<f32>
        %888 = memref.load %alloca_89[] : memref<f32>
        %889 = llvm.intr.fma(%793, %813, %888) : (f32, f32, f32) -> f32
        memref.store %889, %alloca_89[] : memref<f32>
        %890 = memref.load %alloca_90[] : memref<f32>
        %891 = llvm.intr.fma(%793, %818, %890) : (f32, f32, f32) -> f32
        memref.store %891, %alloca_90[] : memref<f32>
        %892 = memref.load %alloca_91[] : memref<f32>
        %893 = llvm.intr.fma(%793, %823, %892) : (f32, f32, f32) -> f32
        memref.store %893, %alloca_91[] : memref<f32>
        %894 = memref.load %alloca_92[] : memref<f32>
        %895 = llvm.intr.fma(%793, %828, %894) : (f32, f32, f32) -> f32
        memref.store %895, %alloca_92[] : memref<f32>
        %896 = memref.load %alloca_93[] : memref<f32>
        %897 = llvm.intr.fma(%793, %833, %896) : (f32, f32, f32) -> f32
        memref.store %897, %alloca_93[] : memref<f32>
        %898 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_331 = arith.constant 26880 : i64
        %899 = llvm.getelementptr %898[%c26880_i64_331] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c516_i64 = arith.constant 516 : i64
        %900 = arith.addi %351, %c516_i64 : i64
        %901 = llvm.getelementptr %899[%900] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %902 = llvm.load %901 : !llvm.ptr<3> -> f32
        %903 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_332 = arith.constant 26880 : i64
        %904 = llvm.getelementptr %903[%c26880_i64_332] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c548_i64 = arith.constant 548 : i64
        %905 = arith.addi %351, %c548_i64 : i64
        %906 = llvm.getelementptr %904[%905] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %907 = llvm.load %906 : !llvm.ptr<3> -> f32
        %908 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_333 = arith.constant 26880 : i64
        %909 = llvm.getelementptr %908[%c26880_i64_333] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c580_i64 = arith.constant 580 : i64
        %910 = arith.addi %351, %c580_i64 : i64
        %911 = llvm.getelementptr %909[%910] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %912 = llvm.load %911 : !llvm.ptr<3> -> f32
        %913 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_334 = arith.constant 26880 : i64
        %914 = llvm.getelementptr %913[%c26880_i64_334] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c612_i64 = arith.constant 612 : i64
        %915 = arith.addi %351, %c612_i64 : i64
        %916 = llvm.getelementptr %914[%915] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %917 = llvm.load %916 : !llvm.ptr<3> -> f32
        %918 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_335 = arith.constant 33600 : i64
        %919 = llvm.getelementptr %918[%c33600_i64_335] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c512_i64_336 = arith.constant 512 : i64
        %920 = arith.addi %353, %c512_i64_336 : i64
        %921 = llvm.getelementptr %919[%920] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %922 = llvm.load %921 : !llvm.ptr<3> -> f32
        %923 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_337 = arith.constant 33600 : i64
        %924 = llvm.getelementptr %923[%c33600_i64_337] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c513_i64 = arith.constant 513 : i64
        %925 = arith.addi %353, %c513_i64 : i64
        %926 = llvm.getelementptr %924[%925] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %927 = llvm.load %926 : !llvm.ptr<3> -> f32
        %928 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_338 = arith.constant 33600 : i64
        %929 = llvm.getelementptr %928[%c33600_i64_338] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c514_i64 = arith.constant 514 : i64
        %930 = arith.addi %353, %c514_i64 : i64
        %931 = llvm.getelementptr %929[%930] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %932 = llvm.load %931 : !llvm.ptr<3> -> f32
        %933 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_339 = arith.constant 33600 : i64
        %934 = llvm.getelementptr %933[%c33600_i64_339] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c515_i64 = arith.constant 515 : i64
        %935 = arith.addi %353, %c515_i64 : i64
        %936 = llvm.getelementptr %934[%935] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %937 = llvm.load %936 : !llvm.ptr<3> -> f32
        %938 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_340 = arith.constant 33600 : i64
        %939 = llvm.getelementptr %938[%c33600_i64_340] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c516_i64_341 = arith.constant 516 : i64
        %940 = arith.addi %353, %c516_i64_341 : i64
        %941 = llvm.getelementptr %939[%940] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %942 = llvm.load %941 : !llvm.ptr<3> -> f32
        %943 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_342 = arith.constant 33600 : i64
        %944 = llvm.getelementptr %943[%c33600_i64_342] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c517_i64 = arith.constant 517 : i64
        %945 = arith.addi %353, %c517_i64 : i64
        %946 = llvm.getelementptr %944[%945] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %947 = llvm.load %946 : !llvm.ptr<3> -> f32
        %948 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_343 = arith.constant 33600 : i64
        %949 = llvm.getelementptr %948[%c33600_i64_343] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c518_i64 = arith.constant 518 : i64
        %950 = arith.addi %353, %c518_i64 : i64
        %951 = llvm.getelementptr %949[%950] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %952 = llvm.load %951 : !llvm.ptr<3> -> f32
        %953 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_344 = arith.constant 33600 : i64
        %954 = llvm.getelementptr %953[%c33600_i64_344] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c519_i64 = arith.constant 519 : i64
        %955 = arith.addi %353, %c519_i64 : i64
        %956 = llvm.getelementptr %954[%955] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %957 = llvm.load %956 : !llvm.ptr<3> -> f32
        %958 = memref.load %alloca_62[] : memref<f32>
        %959 = llvm.intr.fma(%902, %922, %958) : (f32, f32, f32) -> f32
        memref.store %959, %alloca_62[] : memref<f32>
        %960 = memref.load %alloca_63[] : memref<f32>
        %961 = llvm.intr.fma(%902, %927, %960) : (f32, f32, f32) -> f32
        memref.store %961, %alloca_63[] : memref<f32>
        %962 = memref.load %alloca_64[] : memref<f32>
        %963 = llvm.intr.fma(%902, %932, %962) : (f32, f32, f32) -> f32
        memref.store %963, %alloca_64[] : memref<f32>
        %964 = memref.load %alloca_65[] : memref<f32>
        %965 = llvm.intr.fma(%902, %937, %964) : (f32, f32, f32) -> f32
        memref.store %965, %alloca_65[] : memref<f32>
        %966 = memref.load %alloca_66[] : memref<f32>
        %967 = llvm.intr.fma(%902, %942, %966) : (f32, f32, f32) -> f32
        memref.store %967, %alloca_66[] : memref<f32>
        %968 = memref.load %alloca_67[] : memref<f32>
        %969 = llvm.intr.fma(%902, %947, %968) : (f32, f32, f32) -> f32
        memref.store %969, %alloca_67[] : memref<f32>
        %970 = memref.load %alloca_68[] : memref<f32>
        %971 = llvm.intr.fma(%902, %952, %970) : (f32, f32, f32) -> f32
        memref.store %971, %alloca_68[] : memref<f32>
        %972 = memref.load %alloca_69[] : memref<f32>
        %973 = llvm.intr.fma(%902, %957, %972) : (f32, f32, f32) -> f32
        memref.store %973, %alloca_69[] : memref<f32>
        %974 = memref.load %alloca_70[] : memref<f32>
        %975 = llvm.intr.fma(%907, %922, %974) : (f32, f32, f32) -> f32
        memref.store %975, %alloca_70[] : memref<f32>
        %976 = memref.load %alloca_71[] : memref<f32>
        %977 = llvm.intr.fma(%907, %927, %976) : (f32, f32, f32) -> f32
        memref.store %977, %alloca_71[] : memref<f32>
        %978 = memref.load %alloca_72[] : memref<f32>
        %979 = llvm.intr.fma(%907, %932, %978) : (f32, f32, f32) -> f32
        memref.store %979, %alloca_72[] : memref<f32>
        %980 = memref.load %alloca_73[] : memref<f32>
        %981 = llvm.intr.fma(%907, %937, %980) : (f32, f32, f32) -> f32
        memref.store %981, %alloca_73[] : memref<f32>
        %982 = memref.load %alloca_74[] : memref<f32>
        %983 = llvm.intr.fma(%907, %942, %982) : (f32, f32, f32) -> f32
        memref.store %983, %alloca_74[] : memref<f32>
        %984 = memref.load %alloca_75[] : memref<f32>
        %985 = llvm.intr.fma(%907, %947, %984) : (f32, f32, f32) -> f32
        memref.store %985, %alloca_75[] : memref<f32>
        %986 = memref.load %alloca_76[] : memref<f32>
        %987 = llvm.intr.fma(%907, %952, %986) : (f32, f32, f32) -> f32
        memref.store %987, %alloca_76[] : memref<f32>
        %988 = memref.load %alloca_77[] : memref<f32>
        %989 = llvm.intr.fma(%907, %957, %988) : (f32, f32, f32) -> f32
        memref.store %989, %alloca_77[] : memref<f32>
        %990 = memref.load %alloca_78[] : memref<f32>
        %991 = llvm.intr.fma(%912, %922, %990) : (f32, f32, f32) -> f32
        memref.store %991, %alloca_78[] : memref<f32>
        %992 = memref.load %alloca_79[] : memref<f32>
        %993 = llvm.intr.fma(%912, %927, %992) : (f32, f32, f32) -> f32
        memref.store %993, %alloca_79[] : memref<f32>
        %994 = memref.load %alloca_80[] : memref<f32>
        %995 = llvm.intr.fma(%912, %932, %994) : (f32, f32, f32) -> f32
        memref.store %995, %alloca_80[] : memref<f32>
        %996 = memref.load %alloca_81[] : memref<f32>
        %997 = llvm.intr.fma(%912, %937, %996) : (f32, f32, f32) -> f32
        memref.store %997, %alloca_81[] : memref<f32>
        %998 = memref.load %alloca_82[] : memref<f32>
        %999 = llvm.intr.fma(%912, %942, %998) : (f32, f32, f32) -> f32
        memref.store %999, %alloca_82[] : memref<f32>
        %1000 = memref.load %alloca_83[] : memref<f32>
        %1001 = llvm.intr.fma(%912, %947, %1000) : (f32, f32, f32) -> f32
        memref.store %1001, %alloca_83[] : memref<f32>
        %1002 = memref.load %alloca_84[] : memref<f32>
        %1003 = llvm.intr.fma(%912, %952, %1002) : (f32, f32, f32) -> f32
        memref.store %1003, %alloca_84[] : memref<f32>
        %1004 = memref.load %alloca_85[] : memref<f32>
        %1005 = llvm.intr.fma(%912, %957, %1004) : (f32, f32, f32) -> f32
        memref.store %1005, %alloca_85[] : memref<f32>
        %1006 = memref.load %alloca_86[] : memref<f32>
        %1007 = llvm.intr.fma(%917, %922, %1006) : (f32, f32, f32) -> f32
        memref.store %1007, %alloca_86[] : memref<f32>
        %1008 = memref.load %alloca_87[] : memref<f32>
        %1009 = llvm.intr.fma(%917, %927, %1008) : (f32, f32, f32) -> f32
        memref.store %1009, %alloca_87[] : memref<f32>
        %1010 = memref.load %alloca_88[] : memref<f32>
        %1011 = llvm.intr.fma(%917, %932, %1010) : (f32, f32, f32) -> f32
        memref.store %1011, %alloca_88[] : memref<f32>
        %1012 = memref.load %alloca_89[] : memref<f32>
        %1013 = llvm.intr.fma(%917, %937, %1012) : (f32, f32, f32) -> f32
        memref.store %1013, %alloca_89[] : memref<f32>
        %1014 = memref.load %alloca_90[] : memref<f32>
        %1015 = llvm.intr.fma(%917, %942, %1014) : (f32, f32, f32) -> f32
        memref.store %1015, %alloca_90[] : memref<f32>
        %1016 = memref.load %alloca_91[] : memref<f32>
        %1017 = llvm.intr.fma(%917, %947, %1016) : (f32, f32, f32) -> f32
        memref.store %1017, %alloca_91[] : memref<f32>
        %1018 = memref.load %alloca_92[] : memref<f32>
        %1019 = llvm.intr.fma(%917, %952, %1018) : (f32, f32, f32) -> f32
        memref.store %1019, %alloca_92[] : memref<f32>
        %1020 = memref.load %alloca_93[] : memref<f32>
        %1021 = llvm.intr.fma(%917, %957, %1020) : (f32, f32, f32) -> f32
        memref.store %1021, %alloca_93[] : memref<f32>
        %1022 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_345 = arith.constant 26880 : i64
        %1023 = llvm.getelementptr %1022[%c26880_i64_345] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c645_i64 = arith.constant 645 : i64
        %1024 = arith.addi %351, %c645_i64 : i64
        %1025 = llvm.getelementptr %1023[%1024] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1026 = llvm.load %1025 : !llvm.ptr<3> -> f32
        %1027 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_346 = arith.constant 26880 : i64
        %1028 = llvm.getelementptr %1027[%c26880_i64_346] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c677_i64 = arith.constant 677 : i64
        %1029 = arith.addi %351, %c677_i64 : i64
        %1030 = llvm.getelementptr %1028[%1029] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1031 = llvm.load %1030 : !llvm.ptr<3> -> f32
        %1032 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_347 = arith.constant 26880 : i64
        %1033 = llvm.getelementptr %1032[%c26880_i64_347] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c709_i64 = arith.constant 709 : i64
        %1034 = arith.addi %351, %c709_i64 : i64
        %1035 = llvm.getelementptr %1033[%1034] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1036 = llvm.load %1035 : !llvm.ptr<3> -> f32
        %1037 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_348 = arith.constant 26880 : i64
        %1038 = llvm.getelementptr %1037[%c26880_i64_348] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c741_i64 = arith.constant 741 : i64
        %1039 = arith.addi %351, %c741_i64 : i64
        %1040 = llvm.getelementptr %1038[%1039] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1041 = llvm.load %1040 : !llvm.ptr<3> -> f32
        %1042 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_349 = arith.constant 33600 : i64
        %1043 = llvm.getelementptr %1042[%c33600_i64_349] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c640_i64 = arith.constant 640 : i64
        %1044 = arith.addi %353, %c640_i64 : i64
        %1045 = llvm.getelementptr %1043[%1044] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1046 = llvm.load %1045 : !llvm.ptr<3> -> f32
        %1047 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_350 = arith.constant 33600 : i64
        %1048 = llvm.getelementptr %1047[%c33600_i64_350] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c641_i64 = arith.constant 641 : i64
        %1049 = arith.addi %353, %c641_i64 : i64
        %1050 = llvm.getelementptr %1048[%1049] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1051 = llvm.load %1050 : !llvm.ptr<3> -> f32
        %1052 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_351 = arith.constant 33600 : i64
        %1053 = llvm.getelementptr %1052[%c33600_i64_351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c642_i64 = arith.constant 642 : i64
        %1054 = arith.addi %353, %c642_i64 : i64
        %1055 = llvm.getelementptr %1053[%1054] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1056 = llvm.load %1055 : !llvm.ptr<3> -> f32
        %1057 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_352 = arith.constant 33600 : i64
        %1058 = llvm.getelementptr %1057[%c33600_i64_352] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c643_i64 = arith.constant 643 : i64
        %1059 = arith.addi %353, %c643_i64 : i64
        %1060 = llvm.getelementptr %1058[%1059] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1061 = llvm.load %1060 : !llvm.ptr<3> -> f32
        %1062 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_353 = arith.constant 33600 : i64
        %1063 = llvm.getelementptr %1062[%c33600_i64_353] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c644_i64 = arith.constant 644 : i64
        %1064 = arith.addi %353, %c644_i64 : i64
        %1065 = llvm.getelementptr %1063[%1064] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1066 = llvm.load %1065 : !llvm.ptr<3> -> f32
        %1067 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_354 = arith.constant 33600 : i64
        %1068 = llvm.getelementptr %1067[%c33600_i64_354] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c645_i64_355 = arith.constant 645 : i64
        %1069 = arith.addi %353, %c645_i64_355 : i64
        %1070 = llvm.getelementptr %1068[%1069] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1071 = llvm.load %1070 : !llvm.ptr<3> -> f32
        %1072 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_356 = arith.constant 33600 : i64
        %1073 = llvm.getelementptr %1072[%c33600_i64_356] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c646_i64 = arith.constant 646 : i64
        %1074 = arith.addi %353, %c646_i64 : i64
        %1075 = llvm.getelementptr %1073[%1074] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1076 = llvm.load %1075 : !llvm.ptr<3> -> f32
        %1077 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_357 = arith.constant 33600 : i64
        %1078 = llvm.getelementptr %1077[%c33600_i64_357] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c647_i64 = arith.constant 647 : i64
        %1079 = arith.addi %353, %c647_i64 : i64
        %1080 = llvm.getelementptr %1078[%1079] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1081 = llvm.load %1080 : !llvm.ptr<3> -> f32
        %1082 = memref.load %alloca_62[] : memref<f32>
        %1083 = llvm.intr.fma(%1026, %1046, %1082) : (f32, f32, f32) -> f32
        memref.store %1083, %alloca_62[] : memref<f32>
        %1084 = memref.load %alloca_63[] : memref<f32>
        %1085 = llvm.intr.fma(%1026, %1051, %1084) : (f32, f32, f32) -> f32
        memref.store %1085, %alloca_63[] : memref<f32>
        %1086 = memref.load %alloca_64[] : memref<f32>
        %1087 = llvm.intr.fma(%1026, %1056, %1086) : (f32, f32, f32) -> f32
        memref.store %1087, %alloca_64[] : memref<f32>
        %1088 = memref.load %alloca_65[] : memref<f32>
        %1089 = llvm.intr.fma(%1026, %1061, %1088) : (f32, f32, f32) -> f32
        memref.store %1089, %alloca_65[] : memref<f32>
        %1090 = memref.load %alloca_66[] : memref<f32>
        %1091 = llvm.intr.fma(%1026, %1066, %1090) : (f32, f32, f32) -> f32
        memref.store %1091, %alloca_66[] : memref<f32>
        %1092 = memref.load %alloca_67[] : memref<f32>
        %1093 = llvm.intr.fma(%1026, %1071, %1092) : (f32, f32, f32) -> f32
        memref.store %1093, %alloca_67[] : memref<f32>
        %1094 = memref.load %alloca_68[] : memref<f32>
        %1095 = llvm.intr.fma(%1026, %1076, %1094) : (f32, f32, f32) -> f32
        memref.store %1095, %alloca_68[] : memref<f32>
        %1096 = memref.load %alloca_69[] : memref<f32>
        %1097 = llvm.intr.fma(%1026, %1081, %1096) : (f32, f32, f32) -> f32
        memref.store %1097, %alloca_69[] : memref<f32>
        %1098 = memref.load %alloca_70[] : memref<f32>
        %1099 = llvm.intr.fma(%1031, %1046, %1098) : (f32, f32, f32) -> f32
        memref.store %1099, %alloca_70[] : memref<f32>
        %1100 = memref.load %alloca_71[] : memref<f32>
        %1101 = llvm.intr.fma(%1031, %1051, %1100) : (f32, f32, f32) -> f32
        memref.store %1101, %alloca_71[] : memref<f32>
        %1102 = memref.load %alloca_72[] : memref<f32>
        %1103 = llvm.intr.fma(%1031, %1056, %1102) : (f32, f32, f32) -> f32
        memref.store %1103, %alloca_72[] : memref<f32>
        %1104 = memref.load %alloca_73[] : memref<f32>
        %1105 = llvm.intr.fma(%1031, %1061, %1104) : (f32, f32, f32) -> f32
        memref.store %1105, %alloca_73[] : memref<f32>
        %1106 = memref.load %alloca_74[] : memref<f32>
        %1107 = llvm.intr.fma(%1031, %1066, %1106) : (f32, f32, f32) -> f32
        memref.store %1107, %alloca_74[] : memref<f32>
        %1108 = memref.load %alloca_75[] : memref<f32>
        %1109 = llvm.intr.fma(%1031, %1071, %1108) : (f32, f32, f32) -> f32
        memref.store %1109, %alloca_75[] : memref<f32>
        %1110 = memref.load %alloca_76[] : memref<f32>
        %1111 = llvm.intr.fma(%1031, %1076, %1110) : (f32, f32, f32) -> f32
        memref.store %1111, %alloca_76[] : memref<f32>
        %1112 = memref.load %alloca_77[] : memref<f32>
        %1113 = llvm.intr.fma(%1031, %1081, %1112) : (f32, f32, f32) -> f32
        memref.store %1113, %alloca_77[] : memref<f32>
        %1114 = memref.load %alloca_78[] : memref<f32>
        %1115 = llvm.intr.fma(%1036, %1046, %1114) : (f32, f32, f32) -> f32
        memref.store %1115, %alloca_78[] : memref<f32>
        %1116 = memref.load %alloca_79[] : memref<f32>
        %1117 = llvm.intr.fma(%1036, %1051, %1116) : (f32, f32, f32) -> f32
        memref.store %1117, %alloca_79[] : memref<f32>
        %1118 = memref.load %alloca_80[] : memref<f32>
        %1119 = llvm.intr.fma(%1036, %1056, %1118) : (f32, f32, f32) -> f32
        memref.store %1119, %alloca_80[] : memref<f32>
        %1120 = memref.load %alloca_81[] : memref<f32>
        %1121 = llvm.intr.fma(%1036, %1061, %1120) : (f32, f32, f32) -> f32
        memref.store %1121, %alloca_81[] : memref<f32>
        %1122 = memref.load %alloca_82[] : memref<f32>
        %1123 = llvm.intr.fma(%1036, %1066, %1122) : (f32, f32, f32) -> f32
        memref.store %1123, %alloca_82[] : memref<f32>
        %1124 = memref.load %alloca_83[] : memref<f32>
        %1125 = llvm.intr.fma(%1036, %1071, %1124) : (f32, f32, f32) -> f32
        memref.store %1125, %alloca_83[] : memref<f32>
        %1126 = memref.load %alloca_84[] : memref<f32>
        %1127 = llvm.intr.fma(%1036, %1076, %1126) : (f32, f32, f32) -> f32
        memref.store %1127, %alloca_84[] : memref<f32>
        %1128 = memref.load %alloca_85[] : memref<f32>
        %1129 = llvm.intr.fma(%1036, %1081, %1128) : (f32, f32, f32) -> f32
        memref.store %1129, %alloca_85[] : memref<f32>
        %1130 = memref.load %alloca_86[] : memref<f32>
        %1131 = llvm.intr.fma(%1041, %1046, %1130) : (f32, f32, f32) -> f32
        memref.store %1131, %alloca_86[] : memref<f32>
        %1132 = memref.load %alloca_87[] : memref<f32>
        %1133 = llvm.intr.fma(%1041, %1051, %1132) : (f32, f32, f32) -> f32
        memref.store %1133, %alloca_87[] : memref<f32>
        %1134 = memref.load %alloca_88[] : memref<f32>
        %1135 = llvm.intr.fma(%1041, %1056, %1134) : (f32, f32, f32) -> f32
        memref.store %1135, %alloca_88[] : memref<f32>
        %1136 = memref.load %alloca_89[] : memref<f32>
        %1137 = llvm.intr.fma(%1041, %1061, %1136) : (f32, f32, f32) -> f32
        memref.store %1137, %alloca_89[] : memref<f32>
        %1138 = memref.load %alloca_90[] : memref<f32>
        %1139 = llvm.intr.fma(%1041, %1066, %1138) : (f32, f32, f32) -> f32
        memref.store %1139, %alloca_90[] : memref<f32>
        %1140 = memref.load %alloca_91[] : memref<f32>
        %1141 = llvm.intr.fma(%1041, %1071, %1140) : (f32, f32, f32) -> f32
        memref.store %1141, %alloca_91[] : memref<f32>
        %1142 = memref.load %alloca_92[] : memref<f32>
        %1143 = llvm.intr.fma(%1041, %1076, %1142) : (f32, f32, f32) -> f32
        memref.store %1143, %alloca_92[] : memref<f32>
        %1144 = memref.load %alloca_93[] : memref<f32>
        %1145 = llvm.intr.fma(%1041, %1081, %1144) : (f32, f32, f32) -> f32
        memref.store %1145, %alloca_93[] : memref<f32>
        %1146 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_358 = arith.constant 26880 : i64
        %1147 = llvm.getelementptr %1146[%c26880_i64_358] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c774_i64 = arith.constant 774 : i64
        %1148 = arith.addi %351, %c774_i64 : i64
        %1149 = llvm.getelementptr %1147[%1148] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1150 = llvm.load %1149 : !llvm.ptr<3> -> f32
        %1151 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_359 = arith.constant 26880 : i64
        %1152 = llvm.getelementptr %1151[%c26880_i64_359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c806_i64 = arith.constant 806 : i64
        %1153 = arith.addi %351, %c806_i64 : i64
        %1154 = llvm.getelementptr %1152[%1153] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1155 = llvm.load %1154 : !llvm.ptr<3> -> f32
        %1156 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_360 = arith.constant 26880 : i64
        %1157 = llvm.getelementptr %1156[%c26880_i64_360] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c838_i64 = arith.constant 838 : i64
        %1158 = arith.addi %351, %c838_i64 : i64
        %1159 = llvm.getelementptr %1157[%1158] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1160 = llvm.load %1159 : !llvm.ptr<3> -> f32
        %1161 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_361 = arith.constant 26880 : i64
        %1162 = llvm.getelementptr %1161[%c26880_i64_361] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c870_i64 = arith.constant 870 : i64
        %1163 = arith.addi %351, %c870_i64 : i64
        %1164 = llvm.getelementptr %1162[%1163] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1165 = llvm.load %1164 : !llvm.ptr<3> -> f32
        %1166 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_362 = arith.constant 33600 : i64
        %1167 = llvm.getelementptr %1166[%c33600_i64_362] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c768_i64 = arith.constant 768 : i64
        %1168 = arith.addi %353, %c768_i64 : i64
        %1169 = llvm.getelementptr %1167[%1168] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1170 = llvm.load %1169 : !llvm.ptr<3> -> f32
        %1171 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_363 = arith.constant 33600 : i64
        %1172 = llvm.getelementptr %1171[%c33600_i64_363] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c769_i64 = arith.constant 769 : i64
        %1173 = arith.addi %353, %c769_i64 : i64
        %1174 = llvm.getelementptr %1172[%1173] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1175 = llvm.load %1174 : !llvm.ptr<3> -> f32
        %1176 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_364 = arith.constant 33600 : i64
        %1177 = llvm.getelementptr %1176[%c33600_i64_364] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c770_i64 = arith.constant 770 : i64
        %1178 = arith.addi %353, %c770_i64 : i64
        %1179 = llvm.getelementptr %1177[%1178] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1180 = llvm.load %1179 : !llvm.ptr<3> -> f32
        %1181 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_365 = arith.constant 33600 : i64
        %1182 = llvm.getelementptr %1181[%c33600_i64_365] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c771_i64 = arith.constant 771 : i64
        %1183 = arith.addi %353, %c771_i64 : i64
        %1184 = llvm.getelementptr %1182[%1183] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1185 = llvm.load %1184 : !llvm.ptr<3> -> f32
        %1186 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_366 = arith.constant 33600 : i64
        %1187 = llvm.getelementptr %1186[%c33600_i64_366] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c772_i64 = arith.constant 772 : i64
        %1188 = arith.addi %353, %c772_i64 : i64
        %1189 = llvm.getelementptr %1187[%1188] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1190 = llvm.load %1189 : !llvm.ptr<3> -> f32
        %1191 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_367 = arith.constant 33600 : i64
        %1192 = llvm.getelementptr %1191[%c33600_i64_367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c773_i64 = arith.constant 773 : i64
        %1193 = arith.addi %353, %c773_i64 : i64
        %1194 = llvm.getelementptr %1192[%1193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1195 = llvm.load %1194 : !llvm.ptr<3> -> f32
        %1196 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_368 = arith.constant 33600 : i64
        %1197 = llvm.getelementptr %1196[%c33600_i64_368] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c774_i64_369 = arith.constant 774 : i64
        %1198 = arith.addi %353, %c774_i64_369 : i64
        %1199 = llvm.getelementptr %1197[%1198] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1200 = llvm.load %1199 : !llvm.ptr<3> -> f32
        %1201 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_370 = arith.constant 33600 : i64
        %1202 = llvm.getelementptr %1201[%c33600_i64_370] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c775_i64 = arith.constant 775 : i64
        %1203 = arith.addi %353, %c775_i64 : i64
        %1204 = llvm.getelementptr %1202[%1203] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1205 = llvm.load %1204 : !llvm.ptr<3> -> f32
        %1206 = memref.load %alloca_62[] : memref<f32>
        %1207 = llvm.intr.fma(%1150, %1170, %1206) : (f32, f32, f32) -> f32
        memref.store %1207, %alloca_62[] : memref<f32>
        %1208 = memref.load %alloca_63[] : memref<f32>
        %1209 = llvm.intr.fma(%1150, %1175, %1208) : (f32, f32, f32) -> f32
        memref.store %1209, %alloca_63[] : memref<f32>
        %1210 = memref.load %alloca_64[] : memref<f32>
        %1211 = llvm.intr.fma(%1150, %1180, %1210) : (f32, f32, f32) -> f32
        memref.store %1211, %alloca_64[] : memref<f32>
        %1212 = memref.load %alloca_65[] : memref<f32>
        %1213 = llvm.intr.fma(%1150, %1185, %1212) : (f32, f32, f32) -> f32
        memref.store %1213, %alloca_65[] : memref<f32>
        %1214 = memref.load %alloca_66[] : memref<f32>
        %1215 = llvm.intr.fma(%1150, %1190, %1214) : (f32, f32, f32) -> f32
        memref.store %1215, %alloca_66[] : memref<f32>
        %1216 = memref.load %alloca_67[] : memref<f32>
        %1217 = llvm.intr.fma(%1150, %1195, %1216) : (f32, f32, f32) -> f32
        memref.store %1217, %alloca_67[] : memref<f32>
        %1218 = memref.load %alloca_68[] : memref<f32>
        %1219 = llvm.intr.fma(%1150, %1200, %1218) : (f32, f32, f32) -> f32
        memref.store %1219, %alloca_68[] : memref<f32>
        %1220 = memref.load %alloca_69[] : memref<f32>
        %1221 = llvm.intr.fma(%1150, %1205, %1220) : (f32, f32, f32) -> f32
        memref.store %1221, %alloca_69[] : memref<f32>
        %1222 = memref.load %alloca_70[] : memref<f32>
        %1223 = llvm.intr.fma(%1155, %1170, %1222) : (f32, f32, f32) -> f32
        memref.store %1223, %alloca_70[] : memref<f32>
        %1224 = memref.load %alloca_71[] : memref<f32>
        %1225 = llvm.intr.fma(%1155, %1175, %1224) : (f32, f32, f32) -> f32
        memref.store %1225, %alloca_71[] : memref<f32>
        %1226 = memref.load %alloca_72[] : memref<f32>
        %1227 = llvm.intr.fma(%1155, %1180, %1226) : (f32, f32, f32) -> f32
        memref.store %1227, %alloca_72[] : memref<f32>
        %1228 = memref.load %alloca_73[] : memref<f32>
        %1229 = llvm.intr.fma(%1155, %1185, %1228) : (f32, f32, f32) -> f32
        memref.store %1229, %alloca_73[] : memref<f32>
        %1230 = memref.load %alloca_74[] : memref<f32>
        %1231 = llvm.intr.fma(%1155, %1190, %1230) : (f32, f32, f32) -> f32
        memref.store %1231, %alloca_74[] : memref<f32>
        %1232 = memref.load %alloca_75[] : memref<f32>
        %1233 = llvm.intr.fma(%1155, %1195, %1232) : (f32, f32, f32) -> f32
        memref.store %1233, %alloca_75[] : memref<f32>
        %1234 = memref.load %alloca_76[] : memref<f32>
        %1235 = llvm.intr.fma(%1155, %1200, %1234) : (f32, f32, f32) -> f32
        memref.store %1235, %alloca_76[] : memref<f32>
        %1236 = memref.load %alloca_77[] : memref<f32>
        %1237 = llvm.intr.fma(%1155, %1205, %1236) : (f32, f32, f32) -> f32
        memref.store %1237, %alloca_77[] : memref<f32>
        %1238 = memref.load %alloca_78[] : memref<f32>
        %1239 = llvm.intr.fma(%1160, %1170, %1238) : (f32, f32, f32) -> f32
        memref.store %1239, %alloca_78[] : memref<f32>
        %1240 = memref.load %alloca_79[] : memref<f32>
        %1241 = llvm.intr.fma(%1160, %1175, %1240) : (f32, f32, f32) -> f32
        memref.store %1241, %alloca_79[] : memref<f32>
        %1242 = memref.load %alloca_80[] : memref<f32>
        %1243 = llvm.intr.fma(%1160, %1180, %1242) : (f32, f32, f32) -> f32
        memref.store %1243, %alloca_80[] : memref<f32>
        %1244 = memref.load %alloca_81[] : memref<f32>
        %1245 = llvm.intr.fma(%1160, %1185, %1244) : (f32, f32, f32) -> f32
        memref.store %1245, %alloca_81[] : memref<f32>
        %1246 = memref.load %alloca_82[] : memref<f32>
        %1247 = llvm.intr.fma(%1160, %1190, %1246) : (f32, f32, f32) -> f32
        memref.store %1247, %alloca_82[] : memref<f32>
        %1248 = memref.load %alloca_83[] : memref<f32>
        %1249 = llvm.intr.fma(%1160, %1195, %1248) : (f32, f32, f32) -> f32
        memref.store %1249, %alloca_83[] : memref<f32>
        %1250 = memref.load %alloca_84[] : memref<f32>
        %1251 = llvm.intr.fma(%1160, %1200, %1250) : (f32, f32, f32) -> f32
        memref.store %1251, %alloca_84[] : memref<f32>
        %1252 = memref.load %alloca_85[] : memref<f32>
        %1253 = llvm.intr.fma(%1160, %1205, %1252) : (f32, f32, f32) -> f32
        memref.store %1253, %alloca_85[] : memref<f32>
        %1254 = memref.load %alloca_86[] : memref<f32>
        %1255 = llvm.intr.fma(%1165, %1170, %1254) : (f32, f32, f32) -> f32
        memref.store %1255, %alloca_86[] : memref<f32>
        %1256 = memref.load %alloca_87[] : memref<f32>
        %1257 = llvm.intr.fma(%1165, %1175, %1256) : (f32, f32, f32) -> f32
        memref.store %1257, %alloca_87[] : memref<f32>
        %1258 = memref.load %alloca_88[] : memref<f32>
        %1259 = llvm.intr.fma(%1165, %1180, %1258) : (f32, f32, f32) -> f32
        memref.store %1259, %alloca_88[] : memref<f32>
        %1260 = memref.load %alloca_89[] : memref<f32>
        %1261 = llvm.intr.fma(%1165, %1185, %1260) : (f32, f32, f32) -> f32
        memref.store %1261, %alloca_89[] : memref<f32>
        %1262 = memref.load %alloca_90[] : memref<f32>
        %1263 = llvm.intr.fma(%1165, %1190, %1262) : (f32, f32, f32) -> f32
        memref.store %1263, %alloca_90[] : memref<f32>
        %1264 = memref.load %alloca_91[] : memref<f32>
        %1265 = llvm.intr.fma(%1165, %1195, %1264) : (f32, f32, f32) -> f32
        memref.store %1265, %alloca_91[] : memref<f32>
        %1266 = memref.load %alloca_92[] : memref<f32>
        %1267 = llvm.intr.fma(%1165, %1200, %1266) : (f32, f32, f32) -> f32
        memref.store %1267, %alloca_92[] : memref<f32>
        %1268 = memref.load %alloca_93[] : memref<f32>
        %1269 = llvm.intr.fma(%1165, %1205, %1268) : (f32, f32, f32) -> f32
        memref.store %1269, %alloca_93[] : memref<f32>
        %1270 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_371 = arith.constant 26880 : i64
        %1271 = llvm.getelementptr %1270[%c26880_i64_371] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c903_i64 = arith.constant 903 : i64
        %1272 = arith.addi %351, %c903_i64 : i64
        %1273 = llvm.getelementptr %1271[%1272] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1274 = llvm.load %1273 : !llvm.ptr<3> -> f32
        %1275 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_372 = arith.constant 26880 : i64
        %1276 = llvm.getelementptr %1275[%c26880_i64_372] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c935_i64 = arith.constant 935 : i64
        %1277 = arith.addi %351, %c935_i64 : i64
        %1278 = llvm.getelementptr %1276[%1277] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1279 = llvm.load %1278 : !llvm.ptr<3> -> f32
        %1280 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_373 = arith.constant 26880 : i64
        %1281 = llvm.getelementptr %1280[%c26880_i64_373] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c967_i64 = arith.constant 967 : i64
        %1282 = arith.addi %351, %c967_i64 : i64
        %1283 = llvm.getelementptr %1281[%1282] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1284 = llvm.load %1283 : !llvm.ptr<3> -> f32
        %1285 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_374 = arith.constant 26880 : i64
        %1286 = llvm.getelementptr %1285[%c26880_i64_374] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c999_i64 = arith.constant 999 : i64
        %1287 = arith.addi %351, %c999_i64 : i64
        %1288 = llvm.getelementptr %1286[%1287] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1289 = llvm.load %1288 : !llvm.ptr<3> -> f32
        %1290 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_375 = arith.constant 33600 : i64
        %1291 = llvm.getelementptr %1290[%c33600_i64_375] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c896_i64 = arith.constant 896 : i64
        %1292 = arith.addi %353, %c896_i64 : i64
        %1293 = llvm.getelementptr %1291[%1292] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1294 = llvm.load %1293 : !llvm.ptr<3> -> f32
        %1295 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_376 = arith.constant 33600 : i64
        %1296 = llvm.getelementptr %1295[%c33600_i64_376] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c897_i64 = arith.constant 897 : i64
        %1297 = arith.addi %353, %c897_i64 : i64
        %1298 = llvm.getelementptr %1296[%1297] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1299 = llvm.load %1298 : !llvm.ptr<3> -> f32
        %1300 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_377 = arith.constant 33600 : i64
        %1301 = llvm.getelementptr %1300[%c33600_i64_377] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c898_i64 = arith.constant 898 : i64
        %1302 = arith.addi %353, %c898_i64 : i64
        %1303 = llvm.getelementptr %1301[%1302] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1304 = llvm.load %1303 : !llvm.ptr<3> -> f32
        %1305 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_378 = arith.constant 33600 : i64
        %1306 = llvm.getelementptr %1305[%c33600_i64_378] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c899_i64 = arith.constant 899 : i64
        %1307 = arith.addi %353, %c899_i64 : i64
        %1308 = llvm.getelementptr %1306[%1307] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1309 = llvm.load %1308 : !llvm.ptr<3> -> f32
        %1310 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_379 = arith.constant 33600 : i64
        %1311 = llvm.getelementptr %1310[%c33600_i64_379] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c900_i64 = arith.constant 900 : i64
        %1312 = arith.addi %353, %c900_i64 : i64
        %1313 = llvm.getelementptr %1311[%1312] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1314 = llvm.load %1313 : !llvm.ptr<3> -> f32
        %1315 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_380 = arith.constant 33600 : i64
        %1316 = llvm.getelementptr %1315[%c33600_i64_380] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c901_i64 = arith.constant 901 : i64
        %1317 = arith.addi %353, %c901_i64 : i64
        %1318 = llvm.getelementptr %1316[%1317] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1319 = llvm.load %1318 : !llvm.ptr<3> -> f32
        %1320 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_381 = arith.constant 33600 : i64
        %1321 = llvm.getelementptr %1320[%c33600_i64_381] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c902_i64 = arith.constant 902 : i64
        %1322 = arith.addi %353, %c902_i64 : i64
        %1323 = llvm.getelementptr %1321[%1322] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1324 = llvm.load %1323 : !llvm.ptr<3> -> f32
        %1325 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_382 = arith.constant 33600 : i64
        %1326 = llvm.getelementptr %1325[%c33600_i64_382] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c903_i64_383 = arith.constant 903 : i64
        %1327 = arith.addi %353, %c903_i64_383 : i64
        %1328 = llvm.getelementptr %1326[%1327] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1329 = llvm.load %1328 : !llvm.ptr<3> -> f32
        %1330 = memref.load %alloca_62[] : memref<f32>
        %1331 = llvm.intr.fma(%1274, %1294, %1330) : (f32, f32, f32) -> f32
        memref.store %1331, %alloca_62[] : memref<f32>
        %1332 = memref.load %alloca_63[] : memref<f32>
        %1333 = llvm.intr.fma(%1274, %1299, %1332) : (f32, f32, f32) -> f32
        memref.store %1333, %alloca_63[] : memref<f32>
        %1334 = memref.load %alloca_64[] : memref<f32>
        %1335 = llvm.intr.fma(%1274, %1304, %1334) : (f32, f32, f32) -> f32
        memref.store %1335, %alloca_64[] : memref<f32>
        %1336 = memref.load %alloca_65[] : memref<f32>
        %1337 = llvm.intr.fma(%1274, %1309, %1336) : (f32, f32, f32) -> f32
        memref.store %1337, %alloca_65[] : memref<f32>
        %1338 = memref.load %alloca_66[] : memref<f32>
        %1339 = llvm.intr.fma(%1274, %1314, %1338) : (f32, f32, f32) -> f32
        memref.store %1339, %alloca_66[] : memref<f32>
        %1340 = memref.load %alloca_67[] : memref<f32>
        %1341 = llvm.intr.fma(%1274, %1319, %1340) : (f32, f32, f32) -> f32
        memref.store %1341, %alloca_67[] : memref<f32>
        %1342 = memref.load %alloca_68[] : memref<f32>
        %1343 = llvm.intr.fma(%1274, %1324, %1342) : (f32, f32, f32) -> f32
        memref.store %1343, %alloca_68[] : memref<f32>
        %1344 = memref.load %alloca_69[] : memref<f32>
        %1345 = llvm.intr.fma(%1274, %1329, %1344) : (f32, f32, f32) -> f32
        memref.store %1345, %alloca_69[] : memref<f32>
        %1346 = memref.load %alloca_70[] : memref<f32>
        %1347 = llvm.intr.fma(%1279, %1294, %1346) : (f32, f32, f32) -> f32
        memref.store %1347, %alloca_70[] : memref<f32>
        %1348 = memref.load %alloca_71[] : memref<f32>
        %1349 = llvm.intr.fma(%1279, %1299, %1348) : (f32, f32, f32) -> f32
        memref.store %1349, %alloca_71[] : memref<f32>
        %1350 = memref.load %alloca_72[] : memref<f32>
        %1351 = llvm.intr.fma(%1279, %1304, %1350) : (f32, f32, f32) -> f32
        memref.store %1351, %alloca_72[] : memref<f32>
        %1352 = memref.load %alloca_73[] : memref<f32>
        %1353 = llvm.intr.fma(%1279, %1309, %1352) : (f32, f32, f32) -> f32
        memref.store %1353, %alloca_73[] : memref<f32>
        %1354 = memref.load %alloca_74[] : memref<f32>
        %1355 = llvm.intr.fma(%1279, %1314, %1354) : (f32, f32, f32) -> f32
        memref.store %1355, %alloca_74[] : memref<f32>
        %1356 = memref.load %alloca_75[] : memref<f32>
        %1357 = llvm.intr.fma(%1279, %1319, %1356) : (f32, f32, f32) -> f32
        memref.store %1357, %alloca_75[] : memref<f32>
        %1358 = memref.load %alloca_76[] : memref<f32>
        %1359 = llvm.intr.fma(%1279, %1324, %1358) : (f32, f32, f32) -> f32
        memref.store %1359, %alloca_76[] : memref<f32>
        %1360 = memref.load %alloca_77[] : memref<f32>
        %1361 = llvm.intr.fma(%1279, %1329, %1360) : (f32, f32, f32) -> f32
        memref.store %1361, %alloca_77[] : memref<f32>
        %1362 = memref.load %alloca_78[] : memref<f32>
        %1363 = llvm.intr.fma(%1284, %1294, %1362) : (f32, f32, f32) -> f32
        memref.store %1363, %alloca_78[] : memref<f32>
        %1364 = memref.load %alloca_79[] : memref<f32>
        %1365 = llvm.intr.fma(%1284, %1299, %1364) : (f32, f32, f32) -> f32
        memref.store %1365, %alloca_79[] : memref<f32>
        %1366 = memref.load %alloca_80[] : memref<f32>
        %1367 = llvm.intr.fma(%1284, %1304, %1366) : (f32, f32, f32) -> f32
        memref.store %1367, %alloca_80[] : memref<f32>
        %1368 = memref.load %alloca_81[] : memref<f32>
        %1369 = llvm.intr.fma(%1284, %1309, %1368) : (f32, f32, f32) -> f32
        memref.store %1369, %alloca_81[] : memref<f32>
        %1370 = memref.load %alloca_82[] : memref<f32>
        %1371 = llvm.intr.fma(%1284, %1314, %1370) : (f32, f32, f32) -> f32
        memref.store %1371, %alloca_82[] : memref<f32>
        %1372 = memref.load %alloca_83[] : memref<f32>
        %1373 = llvm.intr.fma(%1284, %1319, %1372) : (f32, f32, f32) -> f32
        memref.store %1373, %alloca_83[] : memref<f32>
        %1374 = memref.load %alloca_84[] : memref<f32>
        %1375 = llvm.intr.fma(%1284, %1324, %1374) : (f32, f32, f32) -> f32
        memref.store %1375, %alloca_84[] : memref<f32>
        %1376 = memref.load %alloca_85[] : memref<f32>
        %1377 = llvm.intr.fma(%1284, %1329, %1376) : (f32, f32, f32) -> f32
        memref.store %1377, %alloca_85[] : memref<f32>
        %1378 = memref.load %alloca_86[] : memref<f32>
        %1379 = llvm.intr.fma(%1289, %1294, %1378) : (f32, f32, f32) -> f32
        memref.store %1379, %alloca_86[] : memref<f32>
        %1380 = memref.load %alloca_87[] : memref<f32>
        %1381 = llvm.intr.fma(%1289, %1299, %1380) : (f32, f32, f32) -> f32
        memref.store %1381, %alloca_87[] : memref<f32>
        %1382 = memref.load %alloca_88[] : memref<f32>
        %1383 = llvm.intr.fma(%1289, %1304, %1382) : (f32, f32, f32) -> f32
        memref.store %1383, %alloca_88[] : memref<f32>
        %1384 = memref.load %alloca_89[] : memref<f32>
        %1385 = llvm.intr.fma(%1289, %1309, %1384) : (f32, f32, f32) -> f32
        memref.store %1385, %alloca_89[] : memref<f32>
        %1386 = memref.load %alloca_90[] : memref<f32>
        %1387 = llvm.intr.fma(%1289, %1314, %1386) : (f32, f32, f32) -> f32
        memref.store %1387, %alloca_90[] : memref<f32>
        %1388 = memref.load %alloca_91[] : memref<f32>
        %1389 = llvm.intr.fma(%1289, %1319, %1388) : (f32, f32, f32) -> f32
        memref.store %1389, %alloca_91[] : memref<f32>
        %1390 = memref.load %alloca_92[] : memref<f32>
        %1391 = llvm.intr.fma(%1289, %1324, %1390) : (f32, f32, f32) -> f32
        memref.store %1391, %alloca_92[] : memref<f32>
        %1392 = memref.load %alloca_93[] : memref<f32>
        %1393 = llvm.intr.fma(%1289, %1329, %1392) : (f32, f32, f32) -> f32
        memref.store %1393, %alloca_93[] : memref<f32>
        %1394 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_384 = arith.constant 26880 : i64
        %1395 = llvm.getelementptr %1394[%c26880_i64_384] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1032_i64 = arith.constant 1032 : i64
        %1396 = arith.addi %351, %c1032_i64 : i64
        %1397 = llvm.getelementptr %1395[%1396] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1398 = llvm.load %1397 : !llvm.ptr<3> -> f32
        %1399 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_385 = arith.constant 26880 : i64
        %1400 = llvm.getelementptr %1399[%c26880_i64_385] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1064_i64 = arith.constant 1064 : i64
        %1401 = arith.addi %351, %c1064_i64 : i64
        %1402 = llvm.getelementptr %1400[%1401] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1403 = llvm.load %1402 : !llvm.ptr<3> -> f32
        %1404 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_386 = arith.constant 26880 : i64
        %1405 = llvm.getelementptr %1404[%c26880_i64_386] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1096_i64 = arith.constant 1096 : i64
        %1406 = arith.addi %351, %c1096_i64 : i64
        %1407 = llvm.getelementptr %1405[%1406] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1408 = llvm.load %1407 : !llvm.ptr<3> -> f32
        %1409 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_387 = arith.constant 26880 : i64
        %1410 = llvm.getelementptr %1409[%c26880_i64_387] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1128_i64 = arith.constant 1128 : i64
        %1411 = arith.addi %351, %c1128_i64 : i64
        %1412 = llvm.getelementptr %1410[%1411] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1413 = llvm.load %1412 : !llvm.ptr<3> -> f32
        %1414 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_388 = arith.constant 33600 : i64
        %1415 = llvm.getelementptr %1414[%c33600_i64_388] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1024_i64 = arith.constant 1024 : i64
        %1416 = arith.addi %353, %c1024_i64 : i64
        %1417 = llvm.getelementptr %1415[%1416] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1418 = llvm.load %1417 : !llvm.ptr<3> -> f32
        %1419 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_389 = arith.constant 33600 : i64
        %1420 = llvm.getelementptr %1419[%c33600_i64_389] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1025_i64 = arith.constant 1025 : i64
        %1421 = arith.addi %353, %c1025_i64 : i64
        %1422 = llvm.getelementptr %1420[%1421] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1423 = llvm.load %1422 : !llvm.ptr<3> -> f32
        %1424 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_390 = arith.constant 33600 : i64
        %1425 = llvm.getelementptr %1424[%c33600_i64_390] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1026_i64 = arith.constant 1026 : i64
        %1426 = arith.addi %353, %c1026_i64 : i64
        %1427 = llvm.getelementptr %1425[%1426] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1428 = llvm.load %1427 : !llvm.ptr<3> -> f32
        %1429 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_391 = arith.constant 33600 : i64
        %1430 = llvm.getelementptr %1429[%c33600_i64_391] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1027_i64 = arith.constant 1027 : i64
        %1431 = arith.addi %353, %c1027_i64 : i64
        %1432 = llvm.getelementptr %1430[%1431] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1433 = llvm.load %1432 : !llvm.ptr<3> -> f32
        %1434 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_392 = arith.constant 33600 : i64
        %1435 = llvm.getelementptr %1434[%c33600_i64_392] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1028_i64 = arith.constant 1028 : i64
        %1436 = arith.addi %353, %c1028_i64 : i64
        %1437 = llvm.getelementptr %1435[%1436] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1438 = llvm.load %1437 : !llvm.ptr<3> -> f32
        %1439 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_393 = arith.constant 33600 : i64
        %1440 = llvm.getelementptr %1439[%c33600_i64_393] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1029_i64 = arith.constant 1029 : i64
        %1441 = arith.addi %353, %c1029_i64 : i64
        %1442 = llvm.getelementptr %1440[%1441] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1443 = llvm.load %1442 : !llvm.ptr<3> -> f32
        %1444 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_394 = arith.constant 33600 : i64
        %1445 = llvm.getelementptr %1444[%c33600_i64_394] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1030_i64 = arith.constant 1030 : i64
        %1446 = arith.addi %353, %c1030_i64 : i64
        %1447 = llvm.getelementptr %1445[%1446] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1448 = llvm.load %1447 : !llvm.ptr<3> -> f32
        %1449 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_395 = arith.constant 33600 : i64
        %1450 = llvm.getelementptr %1449[%c33600_i64_395] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1031_i64 = arith.constant 1031 : i64
        %1451 = arith.addi %353, %c1031_i64 : i64
        %1452 = llvm.getelementptr %1450[%1451] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1453 = llvm.load %1452 : !llvm.ptr<3> -> f32
        %1454 = memref.load %alloca_62[] : memref<f32>
        %1455 = llvm.intr.fma(%1398, %1418, %1454) : (f32, f32, f32) -> f32
        memref.store %1455, %alloca_62[] : memref<f32>
        %1456 = memref.load %alloca_63[] : memref<f32>
        %1457 = llvm.intr.fma(%1398, %1423, %1456) : (f32, f32, f32) -> f32
        memref.store %1457, %alloca_63[] : memref<f32>
        %1458 = memref.load %alloca_64[] : memref<f32>
        %1459 = llvm.intr.fma(%1398, %1428, %1458) : (f32, f32, f32) -> f32
        memref.store %1459, %alloca_64[] : memref<f32>
        %1460 = memref.load %alloca_65[] : memref<f32>
        %1461 = llvm.intr.fma(%1398, %1433, %1460) : (f32, f32, f32) -> f32
        memref.store %1461, %alloca_65[] : memref<f32>
        %1462 = memref.load %alloca_66[] : memref<f32>
        %1463 = llvm.intr.fma(%1398, %1438, %1462) : (f32, f32, f32) -> f32
        memref.store %1463, %alloca_66[] : memref<f32>
        %1464 = memref.load %alloca_67[] : memref<f32>
        %1465 = llvm.intr.fma(%1398, %1443, %1464) : (f32, f32, f32) -> f32
        memref.store %1465, %alloca_67[] : memref<f32>
        %1466 = memref.load %alloca_68[] : memref<f32>
        %1467 = llvm.intr.fma(%1398, %1448, %1466) : (f32, f32, f32) -> f32
        memref.store %1467, %alloca_68[] : memref<f32>
        %1468 = memref.load %alloca_69[] : memref<f32>
        %1469 = llvm.intr.fma(%1398, %1453, %1468) : (f32, f32, f32) -> f32
        memref.store %1469, %alloca_69[] : memref<f32>
        %1470 = memref.load %alloca_70[] : memref<f32>
        %1471 = llvm.intr.fma(%1403, %1418, %1470) : (f32, f32, f32) -> f32
        memref.store %1471, %alloca_70[] : memref<f32>
        %1472 = memref.load %alloca_71[] : memref<f32>
        %1473 = llvm.intr.fma(%1403, %1423, %1472) : (f32, f32, f32) -> f32
        memref.store %1473, %alloca_71[] : memref<f32>
        %1474 = memref.load %alloca_72[] : memref<f32>
        %1475 = llvm.intr.fma(%1403, %1428, %1474) : (f32, f32, f32) -> f32
        memref.store %1475, %alloca_72[] : memref<f32>
        %1476 = memref.load %alloca_73[] : memref<f32>
        %1477 = llvm.intr.fma(%1403, %1433, %1476) : (f32, f32, f32) -> f32
        memref.store %1477, %alloca_73[] : memref<f32>
        %1478 = memref.load %alloca_74[] : memref<f32>
        %1479 = llvm.intr.fma(%1403, %1438, %1478) : (f32, f32, f32) -> f32
        memref.store %1479, %alloca_74[] : memref<f32>
        %1480 = memref.load %alloca_75[] : memref<f32>
        %1481 = llvm.intr.fma(%1403, %1443, %1480) : (f32, f32, f32) -> f32
        memref.store %1481, %alloca_75[] : memref<f32>
        %1482 = memref.load %alloca_76[] : memref<f32>
        %1483 = llvm.intr.fma(%1403, %1448, %1482) : (f32, f32, f32) -> f32
        memref.store %1483, %alloca_76[] : memref<f32>
        %1484 = memref.load %alloca_77[] : memref<f32>
        %1485 = llvm.intr.fma(%1403, %1453, %1484) : (f32, f32, f32) -> f32
        memref.store %1485, %alloca_77[] : memref<f32>
        %1486 = memref.load %alloca_78[] : memref<f32>
        %1487 = llvm.intr.fma(%1408, %1418, %1486) : (f32, f32, f32) -> f32
        memref.store %1487, %alloca_78[] : memref<f32>
        %1488 = memref.load %alloca_79[] : memref<f32>
        %1489 = llvm.intr.fma(%1408, %1423, %1488) : (f32, f32, f32) -> f32
        memref.store %1489, %alloca_79[] : memref<f32>
        %1490 = memref.load %alloca_80[] : memref<f32>
        %1491 = llvm.intr.fma(%1408, %1428, %1490) : (f32, f32, f32) -> f32
        memref.store %1491, %alloca_80[] : memref<f32>
        %1492 = memref.load %alloca_81[] : memref<f32>
        %1493 = llvm.intr.fma(%1408, %1433, %1492) : (f32, f32, f32) -> f32
        memref.store %1493, %alloca_81[] : memref<f32>
        %1494 = memref.load %alloca_82[] : memref<f32>
        %1495 = llvm.intr.fma(%1408, %1438, %1494) : (f32, f32, f32) -> f32
        memref.store %1495, %alloca_82[] : memref<f32>
        %1496 = memref.load %alloca_83[] : memref<f32>
        %1497 = llvm.intr.fma(%1408, %1443, %1496) : (f32, f32, f32) -> f32
        memref.store %1497, %alloca_83[] : memref<f32>
        %1498 = memref.load %alloca_84[] : memref<f32>
        %1499 = llvm.intr.fma(%1408, %1448, %1498) : (f32, f32, f32) -> f32
        memref.store %1499, %alloca_84[] : memref<f32>
        %1500 = memref.load %alloca_85[] : memref<f32>
        %1501 = llvm.intr.fma(%1408, %1453, %1500) : (f32, f32, f32) -> f32
        memref.store %1501, %alloca_85[] : memref<f32>
        %1502 = memref.load %alloca_86[] : memref<f32>
        %1503 = llvm.intr.fma(%1413, %1418, %1502) : (f32, f32, f32) -> f32
        memref.store %1503, %alloca_86[] : memref<f32>
        %1504 = memref.load %alloca_87[] : memref<f32>
        %1505 = llvm.intr.fma(%1413, %1423, %1504) : (f32, f32, f32) -> f32
        memref.store %1505, %alloca_87[] : memref<f32>
        %1506 = memref.load %alloca_88[] : memref<f32>
        %1507 = llvm.intr.fma(%1413, %1428, %1506) : (f32, f32, f32) -> f32
        memref.store %1507, %alloca_88[] : memref<f32>
        %1508 = memref.load %alloca_89[] : memref<f32>
        %1509 = llvm.intr.fma(%1413, %1433, %1508) : (f32, f32, f32) -> f32
        memref.store %1509, %alloca_89[] : memref<f32>
        %1510 = memref.load %alloca_90[] : memref<f32>
        %1511 = llvm.intr.fma(%1413, %1438, %1510) : (f32, f32, f32) -> f32
        memref.store %1511, %alloca_90[] : memref<f32>
        %1512 = memref.load %alloca_91[] : memref<f32>
        %1513 = llvm.intr.fma(%1413, %1443, %1512) : (f32, f32, f32) -> f32
        memref.store %1513, %alloca_91[] : memref<f32>
        %1514 = memref.load %alloca_92[] : memref<f32>
        %1515 = llvm.intr.fma(%1413, %1448, %1514) : (f32, f32, f32) -> f32
        memref.store %1515, %alloca_92[] : memref<f32>
        %1516 = memref.load %alloca_93[] : memref<f32>
        %1517 = llvm.intr.fma(%1413, %1453, %1516) : (f32, f32, f32) -> f32
        memref.store %1517, %alloca_93[] : memref<f32>
        %1518 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_396 = arith.constant 26880 : i64
        %1519 = llvm.getelementptr %1518[%c26880_i64_396] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1161_i64 = arith.constant 1161 : i64
        %1520 = arith.addi %351, %c1161_i64 : i64
        %1521 = llvm.getelementptr %1519[%1520] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1522 = llvm.load %1521 : !llvm.ptr<3> -> f32
        %1523 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_397 = arith.constant 26880 : i64
        %1524 = llvm.getelementptr %1523[%c26880_i64_397] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1193_i64 = arith.constant 1193 : i64
        %1525 = arith.addi %351, %c1193_i64 : i64
        %1526 = llvm.getelementptr %1524[%1525] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1527 = llvm.load %1526 : !llvm.ptr<3> -> f32
        %1528 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_398 = arith.constant 26880 : i64
        %1529 = llvm.getelementptr %1528[%c26880_i64_398] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1225_i64 = arith.constant 1225 : i64
        %1530 = arith.addi %351, %c1225_i64 : i64
        %1531 = llvm.getelementptr %1529[%1530] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1532 = llvm.load %1531 : !llvm.ptr<3> -> f32
        %1533 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_399 = arith.constant 26880 : i64
        %1534 = llvm.getelementptr %1533[%c26880_i64_399] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1257_i64 = arith.constant 1257 : i64
        %1535 = arith.addi %351, %c1257_i64 : i64
        %1536 = llvm.getelementptr %1534[%1535] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1537 = llvm.load %1536 : !llvm.ptr<3> -> f32
        %1538 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_400 = arith.constant 33600 : i64
        %1539 = llvm.getelementptr %1538[%c33600_i64_400] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1152_i64 = arith.constant 1152 : i64
        %1540 = arith.addi %353, %c1152_i64 : i64
        %1541 = llvm.getelementptr %1539[%1540] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1542 = llvm.load %1541 : !llvm.ptr<3> -> f32
        %1543 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_401 = arith.constant 33600 : i64
        %1544 = llvm.getelementptr %1543[%c33600_i64_401] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1153_i64 = arith.constant 1153 : i64
        %1545 = arith.addi %353, %c1153_i64 : i64
        %1546 = llvm.getelementptr %1544[%1545] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1547 = llvm.load %1546 : !llvm.ptr<3> -> f32
        %1548 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_402 = arith.constant 33600 : i64
        %1549 = llvm.getelementptr %1548[%c33600_i64_402] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1154_i64 = arith.constant 1154 : i64
        %1550 = arith.addi %353, %c1154_i64 : i64
        %1551 = llvm.getelementptr %1549[%1550] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1552 = llvm.load %1551 : !llvm.ptr<3> -> f32
        %1553 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_403 = arith.constant 33600 : i64
        %1554 = llvm.getelementptr %1553[%c33600_i64_403] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1155_i64 = arith.constant 1155 : i64
        %1555 = arith.addi %353, %c1155_i64 : i64
        %1556 = llvm.getelementptr %1554[%1555] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1557 = llvm.load %1556 : !llvm.ptr<3> -> f32
        %1558 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_404 = arith.constant 33600 : i64
        %1559 = llvm.getelementptr %1558[%c33600_i64_404] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1156_i64 = arith.constant 1156 : i64
        %1560 = arith.addi %353, %c1156_i64 : i64
        %1561 = llvm.getelementptr %1559[%1560] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1562 = llvm.load %1561 : !llvm.ptr<3> -> f32
        %1563 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_405 = arith.constant 33600 : i64
        %1564 = llvm.getelementptr %1563[%c33600_i64_405] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1157_i64 = arith.constant 1157 : i64
        %1565 = arith.addi %353, %c1157_i64 : i64
        %1566 = llvm.getelementptr %1564[%1565] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1567 = llvm.load %1566 : !llvm.ptr<3> -> f32
        %1568 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_406 = arith.constant 33600 : i64
        %1569 = llvm.getelementptr %1568[%c33600_i64_406] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1158_i64 = arith.constant 1158 : i64
        %1570 = arith.addi %353, %c1158_i64 : i64
        %1571 = llvm.getelementptr %1569[%1570] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1572 = llvm.load %1571 : !llvm.ptr<3> -> f32
        %1573 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_407 = arith.constant 33600 : i64
        %1574 = llvm.getelementptr %1573[%c33600_i64_407] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1159_i64 = arith.constant 1159 : i64
        %1575 = arith.addi %353, %c1159_i64 : i64
        %1576 = llvm.getelementptr %1574[%1575] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1577 = llvm.load %1576 : !llvm.ptr<3> -> f32
        %1578 = memref.load %alloca_62[] : memref<f32>
        %1579 = llvm.intr.fma(%1522, %1542, %1578) : (f32, f32, f32) -> f32
        memref.store %1579, %alloca_62[] : memref<f32>
        %1580 = memref.load %alloca_63[] : memref<f32>
        %1581 = llvm.intr.fma(%1522, %1547, %1580) : (f32, f32, f32) -> f32
        memref.store %1581, %alloca_63[] : memref<f32>
        %1582 = memref.load %alloca_64[] : memref<f32>
        %1583 = llvm.intr.fma(%1522, %1552, %1582) : (f32, f32, f32) -> f32
        memref.store %1583, %alloca_64[] : memref<f32>
        %1584 = memref.load %alloca_65[] : memref<f32>
        %1585 = llvm.intr.fma(%1522, %1557, %1584) : (f32, f32, f32) -> f32
        memref.store %1585, %alloca_65[] : memref<f32>
        %1586 = memref.load %alloca_66[] : memref<f32>
        %1587 = llvm.intr.fma(%1522, %1562, %1586) : (f32, f32, f32) -> f32
        memref.store %1587, %alloca_66[] : memref<f32>
        %1588 = memref.load %alloca_67[] : memref<f32>
        %1589 = llvm.intr.fma(%1522, %1567, %1588) : (f32, f32, f32) -> f32
        memref.store %1589, %alloca_67[] : memref<f32>
        %1590 = memref.load %alloca_68[] : memref<f32>
        %1591 = llvm.intr.fma(%1522, %1572, %1590) : (f32, f32, f32) -> f32
        memref.store %1591, %alloca_68[] : memref<f32>
        %1592 = memref.load %alloca_69[] : memref<f32>
        %1593 = llvm.intr.fma(%1522, %1577, %1592) : (f32, f32, f32) -> f32
        memref.store %1593, %alloca_69[] : memref<f32>
        %1594 = memref.load %alloca_70[] : memref<f32>
        %1595 = llvm.intr.fma(%1527, %1542, %1594) : (f32, f32, f32) -> f32
        memref.store %1595, %alloca_70[] : memref<f32>
        %1596 = memref.load %alloca_71[] : memref<f32>
        %1597 = llvm.intr.fma(%1527, %1547, %1596) : (f32, f32, f32) -> f32
        memref.store %1597, %alloca_71[] : memref<f32>
        %1598 = memref.load %alloca_72[] : memref<f32>
        %1599 = llvm.intr.fma(%1527, %1552, %1598) : (f32, f32, f32) -> f32
        memref.store %1599, %alloca_72[] : memref<f32>
        %1600 = memref.load %alloca_73[] : memref<f32>
        %1601 = llvm.intr.fma(%1527, %1557, %1600) : (f32, f32, f32) -> f32
        memref.store %1601, %alloca_73[] : memref<f32>
        %1602 = memref.load %alloca_74[] : memref<f32>
        %1603 = llvm.intr.fma(%1527, %1562, %1602) : (f32, f32, f32) -> f32
        memref.store %1603, %alloca_74[] : memref<f32>
        %1604 = memref.load %alloca_75[] : memref<f32>
        %1605 = llvm.intr.fma(%1527, %1567, %1604) : (f32, f32, f32) -> f32
        memref.store %1605, %alloca_75[] : memref<f32>
        %1606 = memref.load %alloca_76[] : memref<f32>
        %1607 = llvm.intr.fma(%1527, %1572, %1606) : (f32, f32, f32) -> f32
        memref.store %1607, %alloca_76[] : memref<f32>
        %1608 = memref.load %alloca_77[] : memref<f32>
        %1609 = llvm.intr.fma(%1527, %1577, %1608) : (f32, f32, f32) -> f32
        memref.store %1609, %alloca_77[] : memref<f32>
        %1610 = memref.load %alloca_78[] : memref<f32>
        %1611 = llvm.intr.fma(%1532, %1542, %1610) : (f32, f32, f32) -> f32
        memref.store %1611, %alloca_78[] : memref<f32>
        %1612 = memref.load %alloca_79[] : memref<f32>
        %1613 = llvm.intr.fma(%1532, %1547, %1612) : (f32, f32, f32) -> f32
        memref.store %1613, %alloca_79[] : memref<f32>
        %1614 = memref.load %alloca_80[] : memref<f32>
        %1615 = llvm.intr.fma(%1532, %1552, %1614) : (f32, f32, f32) -> f32
        memref.store %1615, %alloca_80[] : memref<f32>
        %1616 = memref.load %alloca_81[] : memref<f32>
        %1617 = llvm.intr.fma(%1532, %1557, %1616) : (f32, f32, f32) -> f32
        memref.store %1617, %alloca_81[] : memref<f32>
        %1618 = memref.load %alloca_82[] : memref<f32>
        %1619 = llvm.intr.fma(%1532, %1562, %1618) : (f32, f32, f32) -> f32
        memref.store %1619, %alloca_82[] : memref<f32>
        %1620 = memref.load %alloca_83[] : memref<f32>
        %1621 = llvm.intr.fma(%1532, %1567, %1620) : (f32, f32, f32) -> f32
        memref.store %1621, %alloca_83[] : memref<f32>
        %1622 = memref.load %alloca_84[] : memref<f32>
        %1623 = llvm.intr.fma(%1532, %1572, %1622) : (f32, f32, f32) -> f32
        memref.store %1623, %alloca_84[] : memref<f32>
        %1624 = memref.load %alloca_85[] : memref<f32>
        %1625 = llvm.intr.fma(%1532, %1577, %1624) : (f32, f32, f32) -> f32
        memref.store %1625, %alloca_85[] : memref<f32>
        %1626 = memref.load %alloca_86[] : memref<f32>
        %1627 = llvm.intr.fma(%1537, %1542, %1626) : (f32, f32, f32) -> f32
        memref.store %1627, %alloca_86[] : memref<f32>
        %1628 = memref.load %alloca_87[] : memref<f32>
        %1629 = llvm.intr.fma(%1537, %1547, %1628) : (f32, f32, f32) -> f32
        memref.store %1629, %alloca_87[] : memref<f32>
        %1630 = memref.load %alloca_88[] : memref<f32>
        %1631 = llvm.intr.fma(%1537, %1552, %1630) : (f32, f32, f32) -> f32
        memref.store %1631, %alloca_88[] : memref<f32>
        %1632 = memref.load %alloca_89[] : memref<f32>
        %1633 = llvm.intr.fma(%1537, %1557, %1632) : (f32, f32, f32) -> f32
        memref.store %1633, %alloca_89[] : memref<f32>
        %1634 = memref.load %alloca_90[] : memref<f32>
        %1635 = llvm.intr.fma(%1537, %1562, %1634) : (f32, f32, f32) -> f32
        memref.store %1635, %alloca_90[] : memref<f32>
        %1636 = memref.load %alloca_91[] : memref<f32>
        %1637 = llvm.intr.fma(%1537, %1567, %1636) : (f32, f32, f32) -> f32
        memref.store %1637, %alloca_91[] : memref<f32>
        %1638 = memref.load %alloca_92[] : memref<f32>
        %1639 = llvm.intr.fma(%1537, %1572, %1638) : (f32, f32, f32) -> f32
        memref.store %1639, %alloca_92[] : memref<f32>
        %1640 = memref.load %alloca_93[] : memref<f32>
        %1641 = llvm.intr.fma(%1537, %1577, %1640) : (f32, f32, f32) -> f32
        memref.store %1641, %alloca_93[] : memref<f32>
        %1642 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_408 = arith.constant 26880 : i64
        %1643 = llvm.getelementptr %1642[%c26880_i64_408] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1290_i64 = arith.constant 1290 : i64
        %1644 = arith.addi %351, %c1290_i64 : i64
        %1645 = llvm.getelementptr %1643[%1644] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1646 = llvm.load %1645 : !llvm.ptr<3> -> f32
        %1647 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_409 = arith.constant 26880 : i64
        %1648 = llvm.getelementptr %1647[%c26880_i64_409] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1322_i64 = arith.constant 1322 : i64
        %1649 = arith.addi %351, %c1322_i64 : i64
        %1650 = llvm.getelementptr %1648[%1649] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1651 = llvm.load %1650 : !llvm.ptr<3> -> f32
        %1652 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_410 = arith.constant 26880 : i64
        %1653 = llvm.getelementptr %1652[%c26880_i64_410] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1354_i64 = arith.constant 1354 : i64
        %1654 = arith.addi %351, %c1354_i64 : i64
        %1655 = llvm.getelementptr %1653[%1654] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1656 = llvm.load %1655 : !llvm.ptr<3> -> f32
        %1657 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_411 = arith.constant 26880 : i64
        %1658 = llvm.getelementptr %1657[%c26880_i64_411] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1386_i64 = arith.constant 1386 : i64
        %1659 = arith.addi %351, %c1386_i64 : i64
        %1660 = llvm.getelementptr %1658[%1659] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1661 = llvm.load %1660 : !llvm.ptr<3> -> f32
        %1662 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_412 = arith.constant 33600 : i64
        %1663 = llvm.getelementptr %1662[%c33600_i64_412] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1280_i64 = arith.constant 1280 : i64
        %1664 = arith.addi %353, %c1280_i64 : i64
        %1665 = llvm.getelementptr %1663[%1664] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1666 = llvm.load %1665 : !llvm.ptr<3> -> f32
        %1667 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_413 = arith.constant 33600 : i64
        %1668 = llvm.getelementptr %1667[%c33600_i64_413] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1281_i64 = arith.constant 1281 : i64
        %1669 = arith.addi %353, %c1281_i64 : i64
        %1670 = llvm.getelementptr %1668[%1669] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1671 = llvm.load %1670 : !llvm.ptr<3> -> f32
        %1672 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_414 = arith.constant 33600 : i64
        %1673 = llvm.getelementptr %1672[%c33600_i64_414] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1282_i64 = arith.constant 1282 : i64
        %1674 = arith.addi %353, %c1282_i64 : i64
        %1675 = llvm.getelementptr %1673[%1674] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1676 = llvm.load %1675 : !llvm.ptr<3> -> f32
        %1677 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_415 = arith.constant 33600 : i64
        %1678 = llvm.getelementptr %1677[%c33600_i64_415] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1283_i64 = arith.constant 1283 : i64
        %1679 = arith.addi %353, %c1283_i64 : i64
        %1680 = llvm.getelementptr %1678[%1679] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1681 = llvm.load %1680 : !llvm.ptr<3> -> f32
        %1682 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_416 = arith.constant 33600 : i64
        %1683 = llvm.getelementptr %1682[%c33600_i64_416] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1284_i64 = arith.constant 1284 : i64
        %1684 = arith.addi %353, %c1284_i64 : i64
        %1685 = llvm.getelementptr %1683[%1684] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1686 = llvm.load %1685 : !llvm.ptr<3> -> f32
        %1687 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_417 = arith.constant 33600 : i64
        %1688 = llvm.getelementptr %1687[%c33600_i64_417] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1285_i64 = arith.constant 1285 : i64
        %1689 = arith.addi %353, %c1285_i64 : i64
        %1690 = llvm.getelementptr %1688[%1689] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1691 = llvm.load %1690 : !llvm.ptr<3> -> f32
        %1692 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_418 = arith.constant 33600 : i64
        %1693 = llvm.getelementptr %1692[%c33600_i64_418] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1286_i64 = arith.constant 1286 : i64
        %1694 = arith.addi %353, %c1286_i64 : i64
        %1695 = llvm.getelementptr %1693[%1694] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1696 = llvm.load %1695 : !llvm.ptr<3> -> f32
        %1697 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_419 = arith.constant 33600 : i64
        %1698 = llvm.getelementptr %1697[%c33600_i64_419] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1287_i64 = arith.constant 1287 : i64
        %1699 = arith.addi %353, %c1287_i64 : i64
        %1700 = llvm.getelementptr %1698[%1699] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1701 = llvm.load %1700 : !llvm.ptr<3> -> f32
        %1702 = memref.load %alloca_62[] : memref<f32>
        %1703 = llvm.intr.fma(%1646, %1666, %1702) : (f32, f32, f32) -> f32
        memref.store %1703, %alloca_62[] : memref<f32>
        %1704 = memref.load %alloca_63[] : memref<f32>
        %1705 = llvm.intr.fma(%1646, %1671, %1704) : (f32, f32, f32) -> f32
        memref.store %1705, %alloca_63[] : memref<f32>
        %1706 = memref.load %alloca_64[] : memref<f32>
        %1707 = llvm.intr.fma(%1646, %1676, %1706) : (f32, f32, f32) -> f32
        memref.store %1707, %alloca_64[] : memref<f32>
        %1708 = memref.load %alloca_65[] : memref<f32>
        %1709 = llvm.intr.fma(%1646, %1681, %1708) : (f32, f32, f32) -> f32
        memref.store %1709, %alloca_65[] : memref<f32>
        %1710 = memref.load %alloca_66[] : memref<f32>
        %1711 = llvm.intr.fma(%1646, %1686, %1710) : (f32, f32, f32) -> f32
        memref.store %1711, %alloca_66[] : memref<f32>
        %1712 = memref.load %alloca_67[] : memref<f32>
        %1713 = llvm.intr.fma(%1646, %1691, %1712) : (f32, f32, f32) -> f32
        memref.store %1713, %alloca_67[] : memref<f32>
        %1714 = memref.load %alloca_68[] : memref<f32>
        %1715 = llvm.intr.fma(%1646, %1696, %1714) : (f32, f32, f32) -> f32
        memref.store %1715, %alloca_68[] : memref<f32>
        %1716 = memref.load %alloca_69[] : memref<f32>
        %1717 = llvm.intr.fma(%1646, %1701, %1716) : (f32, f32, f32) -> f32
        memref.store %1717, %alloca_69[] : memref<f32>
        %1718 = memref.load %alloca_70[] : memref<f32>
        %1719 = llvm.intr.fma(%1651, %1666, %1718) : (f32, f32, f32) -> f32
        memref.store %1719, %alloca_70[] : memref<f32>
        %1720 = memref.load %alloca_71[] : memref<f32>
        %1721 = llvm.intr.fma(%1651, %1671, %1720) : (f32, f32, f32) -> f32
        memref.store %1721, %alloca_71[] : memref<f32>
        %1722 = memref.load %alloca_72[] : memref<f32>
        %1723 = llvm.intr.fma(%1651, %1676, %1722) : (f32, f32, f32) -> f32
        memref.store %1723, %alloca_72[] : memref<f32>
        %1724 = memref.load %alloca_73[] : memref<f32>
        %1725 = llvm.intr.fma(%1651, %1681, %1724) : (f32, f32, f32) -> f32
        memref.store %1725, %alloca_73[] : memref<f32>
        %1726 = memref.load %alloca_74[] : memref<f32>
        %1727 = llvm.intr.fma(%1651, %1686, %1726) : (f32, f32, f32) -> f32
        memref.store %1727, %alloca_74[] : memref<f32>
        %1728 = memref.load %alloca_75[] : memref<f32>
        %1729 = llvm.intr.fma(%1651, %1691, %1728) : (f32, f32, f32) -> f32
        memref.store %1729, %alloca_75[] : memref<f32>
        %1730 = memref.load %alloca_76[] : memref<f32>
        %1731 = llvm.intr.fma(%1651, %1696, %1730) : (f32, f32, f32) -> f32
        memref.store %1731, %alloca_76[] : memref<f32>
        %1732 = memref.load %alloca_77[] : memref<f32>
        %1733 = llvm.intr.fma(%1651, %1701, %1732) : (f32, f32, f32) -> f32
        memref.store %1733, %alloca_77[] : memref<f32>
        %1734 = memref.load %alloca_78[] : memref<f32>
        %1735 = llvm.intr.fma(%1656, %1666, %1734) : (f32, f32, f32) -> f32
        memref.store %1735, %alloca_78[] : memref<f32>
        %1736 = memref.load %alloca_79[] : memref<f32>
        %1737 = llvm.intr.fma(%1656, %1671, %1736) : (f32, f32, f32) -> f32
        memref.store %1737, %alloca_79[] : memref<f32>
        %1738 = memref.load %alloca_80[] : memref<f32>
        %1739 = llvm.intr.fma(%1656, %1676, %1738) : (f32, f32, f32) -> f32
        memref.store %1739, %alloca_80[] : memref<f32>
        %1740 = memref.load %alloca_81[] : memref<f32>
        %1741 = llvm.intr.fma(%1656, %1681, %1740) : (f32, f32, f32) -> f32
        memref.store %1741, %alloca_81[] : memref<f32>
        %1742 = memref.load %alloca_82[] : memref<f32>
        %1743 = llvm.intr.fma(%1656, %1686, %1742) : (f32, f32, f32) -> f32
        memref.store %1743, %alloca_82[] : memref<f32>
        %1744 = memref.load %alloca_83[] : memref<f32>
        %1745 = llvm.intr.fma(%1656, %1691, %1744) : (f32, f32, f32) -> f32
        memref.store %1745, %alloca_83[] : memref<f32>
        %1746 = memref.load %alloca_84[] : memref<f32>
        %1747 = llvm.intr.fma(%1656, %1696, %1746) : (f32, f32, f32) -> f32
        memref.store %1747, %alloca_84[] : memref<f32>
        %1748 = memref.load %alloca_85[] : memref<f32>
        %1749 = llvm.intr.fma(%1656, %1701, %1748) : (f32, f32, f32) -> f32
        memref.store %1749, %alloca_85[] : memref<f32>
        %1750 = memref.load %alloca_86[] : memref<f32>
        %1751 = llvm.intr.fma(%1661, %1666, %1750) : (f32, f32, f32) -> f32
        memref.store %1751, %alloca_86[] : memref<f32>
        %1752 = memref.load %alloca_87[] : memref<f32>
        %1753 = llvm.intr.fma(%1661, %1671, %1752) : (f32, f32, f32) -> f32
        memref.store %1753, %alloca_87[] : memref<f32>
        %1754 = memref.load %alloca_88[] : memref<f32>
        %1755 = llvm.intr.fma(%1661, %1676, %1754) : (f32, f32, f32) -> f32
        memref.store %1755, %alloca_88[] : memref<f32>
        %1756 = memref.load %alloca_89[] : memref<f32>
        %1757 = llvm.intr.fma(%1661, %1681, %1756) : (f32, f32, f32) -> f32
        memref.store %1757, %alloca_89[] : memref<f32>
        %1758 = memref.load %alloca_90[] : memref<f32>
        %1759 = llvm.intr.fma(%1661, %1686, %1758) : (f32, f32, f32) -> f32
        memref.store %1759, %alloca_90[] : memref<f32>
        %1760 = memref.load %alloca_91[] : memref<f32>
        %1761 = llvm.intr.fma(%1661, %1691, %1760) : (f32, f32, f32) -> f32
        memref.store %1761, %alloca_91[] : memref<f32>
        %1762 = memref.load %alloca_92[] : memref<f32>
        %1763 = llvm.intr.fma(%1661, %1696, %1762) : (f32, f32, f32) -> f32
        memref.store %1763, %alloca_92[] : memref<f32>
        %1764 = memref.load %alloca_93[] : memref<f32>
        %1765 = llvm.intr.fma(%1661, %1701, %1764) : (f32, f32, f32) -> f32
        memref.store %1765, %alloca_93[] : memref<f32>
        %1766 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_420 = arith.constant 26880 : i64
        %1767 = llvm.getelementptr %1766[%c26880_i64_420] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1419_i64 = arith.constant 1419 : i64
        %1768 = arith.addi %351, %c1419_i64 : i64
        %1769 = llvm.getelementptr %1767[%1768] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1770 = llvm.load %1769 : !llvm.ptr<3> -> f32
        %1771 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_421 = arith.constant 26880 : i64
        %1772 = llvm.getelementptr %1771[%c26880_i64_421] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1451_i64 = arith.constant 1451 : i64
        %1773 = arith.addi %351, %c1451_i64 : i64
        %1774 = llvm.getelementptr %1772[%1773] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1775 = llvm.load %1774 : !llvm.ptr<3> -> f32
        %1776 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_422 = arith.constant 26880 : i64
        %1777 = llvm.getelementptr %1776[%c26880_i64_422] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1483_i64 = arith.constant 1483 : i64
        %1778 = arith.addi %351, %c1483_i64 : i64
        %1779 = llvm.getelementptr %1777[%1778] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1780 = llvm.load %1779 : !llvm.ptr<3> -> f32
        %1781 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_423 = arith.constant 26880 : i64
        %1782 = llvm.getelementptr %1781[%c26880_i64_423] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1515_i64 = arith.constant 1515 : i64
        %1783 = arith.addi %351, %c1515_i64 : i64
        %1784 = llvm.getelementptr %1782[%1783] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1785 = llvm.load %1784 : !llvm.ptr<3> -> f32
        %1786 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_424 = arith.constant 33600 : i64
        %1787 = llvm.getelementptr %1786[%c33600_i64_424] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1408_i64 = arith.constant 1408 : i64
        %1788 = arith.addi %353, %c1408_i64 : i64
        %1789 = llvm.getelementptr %1787[%1788] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1790 = llvm.load %1789 : !llvm.ptr<3> -> f32
        %1791 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_425 = arith.constant 33600 : i64
        %1792 = llvm.getelementptr %1791[%c33600_i64_425] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1409_i64 = arith.constant 1409 : i64
        %1793 = arith.addi %353, %c1409_i64 : i64
        %1794 = llvm.getelementptr %1792[%1793] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1795 = llvm.load %1794 : !llvm.ptr<3> -> f32
        %1796 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_426 = arith.constant 33600 : i64
        %1797 = llvm.getelementptr %1796[%c33600_i64_426] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1410_i64 = arith.constant 1410 : i64
        %1798 = arith.addi %353, %c1410_i64 : i64
        %1799 = llvm.getelementptr %1797[%1798] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1800 = llvm.load %1799 : !llvm.ptr<3> -> f32
        %1801 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_427 = arith.constant 33600 : i64
        %1802 = llvm.getelementptr %1801[%c33600_i64_427] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1411_i64 = arith.constant 1411 : i64
        %1803 = arith.addi %353, %c1411_i64 : i64
        %1804 = llvm.getelementptr %1802[%1803] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1805 = llvm.load %1804 : !llvm.ptr<3> -> f32
        %1806 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_428 = arith.constant 33600 : i64
        %1807 = llvm.getelementptr %1806[%c33600_i64_428] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1412_i64 = arith.constant 1412 : i64
        %1808 = arith.addi %353, %c1412_i64 : i64
        %1809 = llvm.getelementptr %1807[%1808] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1810 = llvm.load %1809 : !llvm.ptr<3> -> f32
        %1811 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_429 = arith.constant 33600 : i64
        %1812 = llvm.getelementptr %1811[%c33600_i64_429] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1413_i64 = arith.constant 1413 : i64
        %1813 = arith.addi %353, %c1413_i64 : i64
        %1814 = llvm.getelementptr %1812[%1813] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1815 = llvm.load %1814 : !llvm.ptr<3> -> f32
        %1816 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_430 = arith.constant 33600 : i64
        %1817 = llvm.getelementptr %1816[%c33600_i64_430] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1414_i64 = arith.constant 1414 : i64
        %1818 = arith.addi %353, %c1414_i64 : i64
        %1819 = llvm.getelementptr %1817[%1818] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1820 = llvm.load %1819 : !llvm.ptr<3> -> f32
        %1821 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_431 = arith.constant 33600 : i64
        %1822 = llvm.getelementptr %1821[%c33600_i64_431] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1415_i64 = arith.constant 1415 : i64
        %1823 = arith.addi %353, %c1415_i64 : i64
        %1824 = llvm.getelementptr %1822[%1823] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1825 = llvm.load %1824 : !llvm.ptr<3> -> f32
        %1826 = memref.load %alloca_62[] : memref<f32>
        %1827 = llvm.intr.fma(%1770, %1790, %1826) : (f32, f32, f32) -> f32
        memref.store %1827, %alloca_62[] : memref<f32>
        %1828 = memref.load %alloca_63[] : memref<f32>
        %1829 = llvm.intr.fma(%1770, %1795, %1828) : (f32, f32, f32) -> f32
        memref.store %1829, %alloca_63[] : memref<f32>
        %1830 = memref.load %alloca_64[] : memref<f32>
        %1831 = llvm.intr.fma(%1770, %1800, %1830) : (f32, f32, f32) -> f32
        memref.store %1831, %alloca_64[] : memref<f32>
        %1832 = memref.load %alloca_65[] : memref<f32>
        %1833 = llvm.intr.fma(%1770, %1805, %1832) : (f32, f32, f32) -> f32
        memref.store %1833, %alloca_65[] : memref<f32>
        %1834 = memref.load %alloca_66[] : memref<f32>
        %1835 = llvm.intr.fma(%1770, %1810, %1834) : (f32, f32, f32) -> f32
        memref.store %1835, %alloca_66[] : memref<f32>
        %1836 = memref.load %alloca_67[] : memref<f32>
        %1837 = llvm.intr.fma(%1770, %1815, %1836) : (f32, f32, f32) -> f32
        memref.store %1837, %alloca_67[] : memref<f32>
        %1838 = memref.load %alloca_68[] : memref<f32>
        %1839 = llvm.intr.fma(%1770, %1820, %1838) : (f32, f32, f32) -> f32
        memref.store %1839, %alloca_68[] : memref<f32>
        %1840 = memref.load %alloca_69[] : memref<f32>
        %1841 = llvm.intr.fma(%1770, %1825, %1840) : (f32, f32, f32) -> f32
        memref.store %1841, %alloca_69[] : memref<f32>
        %1842 = memref.load %alloca_70[] : memref<f32>
        %1843 = llvm.intr.fma(%1775, %1790, %1842) : (f32, f32, f32) -> f32
        memref.store %1843, %alloca_70[] : memref<f32>
        %1844 = memref.load %alloca_71[] : memref<f32>
        %1845 = llvm.intr.fma(%1775, %1795, %1844) : (f32, f32, f32) -> f32
        memref.store %1845, %alloca_71[] : memref<f32>
        %1846 = memref.load %alloca_72[] : memref<f32>
        %1847 = llvm.intr.fma(%1775, %1800, %1846) : (f32, f32, f32) -> f32
        memref.store %1847, %alloca_72[] : memref<f32>
        %1848 = memref.load %alloca_73[] : memref<f32>
        %1849 = llvm.intr.fma(%1775, %1805, %1848) : (f32, f32, f32) -> f32
        memref.store %1849, %alloca_73[] : memref<f32>
        %1850 = memref.load %alloca_74[] : memref<f32>
        %1851 = llvm.intr.fma(%1775, %1810, %1850) : (f32, f32, f32) -> f32
        memref.store %1851, %alloca_74[] : memref<f32>
        %1852 = memref.load %alloca_75[] : memref<f32>
        %1853 = llvm.intr.fma(%1775, %1815, %1852) : (f32, f32, f32) -> f32
        memref.store %1853, %alloca_75[] : memref<f32>
        %1854 = memref.load %alloca_76[] : memref<f32>
        %1855 = llvm.intr.fma(%1775, %1820, %1854) : (f32, f32, f32) -> f32
        memref.store %1855, %alloca_76[] : memref<f32>
        %1856 = memref.load %alloca_77[] : memref<f32>
        %1857 = llvm.intr.fma(%1775, %1825, %1856) : (f32, f32, f32) -> f32
        memref.store %1857, %alloca_77[] : memref<f32>
        %1858 = memref.load %alloca_78[] : memref<f32>
        %1859 = llvm.intr.fma(%1780, %1790, %1858) : (f32, f32, f32) -> f32
        memref.store %1859, %alloca_78[] : memref<f32>
        %1860 = memref.load %alloca_79[] : memref<f32>
        %1861 = llvm.intr.fma(%1780, %1795, %1860) : (f32, f32, f32) -> f32
        memref.store %1861, %alloca_79[] : memref<f32>
        %1862 = memref.load %alloca_80[] : memref<f32>
        %1863 = llvm.intr.fma(%1780, %1800, %1862) : (f32, f32, f32) -> f32
        memref.store %1863, %alloca_80[] : memref<f32>
        %1864 = memref.load %alloca_81[] : memref<f32>
        %1865 = llvm.intr.fma(%1780, %1805, %1864) : (f32, f32, f32) -> f32
        memref.store %1865, %alloca_81[] : memref<f32>
        %1866 = memref.load %alloca_82[] : memref<f32>
        %1867 = llvm.intr.fma(%1780, %1810, %1866) : (f32, f32, f32) -> f32
        memref.store %1867, %alloca_82[] : memref<f32>
        %1868 = memref.load %alloca_83[] : memref<f32>
        %1869 = llvm.intr.fma(%1780, %1815, %1868) : (f32, f32, f32) -> f32
        memref.store %1869, %alloca_83[] : memref<f32>
        %1870 = memref.load %alloca_84[] : memref<f32>
        %1871 = llvm.intr.fma(%1780, %1820, %1870) : (f32, f32, f32) -> f32
        memref.store %1871, %alloca_84[] : memref<f32>
        %1872 = memref.load %alloca_85[] : memref<f32>
        %1873 = llvm.intr.fma(%1780, %1825, %1872) : (f32, f32, f32) -> f32
        memref.store %1873, %alloca_85[] : memref<f32>
        %1874 = memref.load %alloca_86[] : memref<f32>
        %1875 = llvm.intr.fma(%1785, %1790, %1874) : (f32, f32, f32) -> f32
        memref.store %1875, %alloca_86[] : memref<f32>
        %1876 = memref.load %alloca_87[] : memref<f32>
        %1877 = llvm.intr.fma(%1785, %1795, %1876) : (f32, f32, f32) -> f32
        memref.store %1877, %alloca_87[] : memref<f32>
        %1878 = memref.load %alloca_88[] : memref<f32>
        %1879 = llvm.intr.fma(%1785, %1800, %1878) : (f32, f32, f32) -> f32
        memref.store %1879, %alloca_88[] : memref<f32>
        %1880 = memref.load %alloca_89[] : memref<f32>
        %1881 = llvm.intr.fma(%1785, %1805, %1880) : (f32, f32, f32) -> f32
        memref.store %1881, %alloca_89[] : memref<f32>
        %1882 = memref.load %alloca_90[] : memref<f32>
        %1883 = llvm.intr.fma(%1785, %1810, %1882) : (f32, f32, f32) -> f32
        memref.store %1883, %alloca_90[] : memref<f32>
        %1884 = memref.load %alloca_91[] : memref<f32>
        %1885 = llvm.intr.fma(%1785, %1815, %1884) : (f32, f32, f32) -> f32
        memref.store %1885, %alloca_91[] : memref<f32>
        %1886 = memref.load %alloca_92[] : memref<f32>
        %1887 = llvm.intr.fma(%1785, %1820, %1886) : (f32, f32, f32) -> f32
        memref.store %1887, %alloca_92[] : memref<f32>
        %1888 = memref.load %alloca_93[] : memref<f32>
        %1889 = llvm.intr.fma(%1785, %1825, %1888) : (f32, f32, f32) -> f32
        memref.store %1889, %alloca_93[] : memref<f32>
        %1890 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_432 = arith.constant 26880 : i64
        %1891 = llvm.getelementptr %1890[%c26880_i64_432] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1548_i64 = arith.constant 1548 : i64
        %1892 = arith.addi %351, %c1548_i64 : i64
        %1893 = llvm.getelementptr %1891[%1892] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1894 = llvm.load %1893 : !llvm.ptr<3> -> f32
        %1895 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_433 = arith.constant 26880 : i64
        %1896 = llvm.getelementptr %1895[%c26880_i64_433] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1580_i64 = arith.constant 1580 : i64
        %1897 = arith.addi %351, %c1580_i64 : i64
        %1898 = llvm.getelementptr %1896[%1897] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1899 = llvm.load %1898 : !llvm.ptr<3> -> f32
        %1900 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_434 = arith.constant 26880 : i64
        %1901 = llvm.getelementptr %1900[%c26880_i64_434] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1612_i64 = arith.constant 1612 : i64
        %1902 = arith.addi %351, %c1612_i64 : i64
        %1903 = llvm.getelementptr %1901[%1902] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1904 = llvm.load %1903 : !llvm.ptr<3> -> f32
        %1905 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_435 = arith.constant 26880 : i64
        %1906 = llvm.getelementptr %1905[%c26880_i64_435] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1644_i64 = arith.constant 1644 : i64
        %1907 = arith.addi %351, %c1644_i64 : i64
        %1908 = llvm.getelementptr %1906[%1907] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1909 = llvm.load %1908 : !llvm.ptr<3> -> f32
        %1910 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_436 = arith.constant 33600 : i64
        %1911 = llvm.getelementptr %1910[%c33600_i64_436] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1536_i64 = arith.constant 1536 : i64
        %1912 = arith.addi %353, %c1536_i64 : i64
        %1913 = llvm.getelementptr %1911[%1912] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1914 = llvm.load %1913 : !llvm.ptr<3> -> f32
        %1915 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_437 = arith.constant 33600 : i64
        %1916 = llvm.getelementptr %1915[%c33600_i64_437] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1537_i64 = arith.constant 1537 : i64
        %1917 = arith.addi %353, %c1537_i64 : i64
        %1918 = llvm.getelementptr %1916[%1917] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1919 = llvm.load %1918 : !llvm.ptr<3> -> f32
        %1920 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_438 = arith.constant 33600 : i64
        %1921 = llvm.getelementptr %1920[%c33600_i64_438] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1538_i64 = arith.constant 1538 : i64
        %1922 = arith.addi %353, %c1538_i64 : i64
        %1923 = llvm.getelementptr %1921[%1922] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1924 = llvm.load %1923 : !llvm.ptr<3> -> f32
        %1925 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_439 = arith.constant 33600 : i64
        %1926 = llvm.getelementptr %1925[%c33600_i64_439] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1539_i64 = arith.constant 1539 : i64
        %1927 = arith.addi %353, %c1539_i64 : i64
        %1928 = llvm.getelementptr %1926[%1927] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1929 = llvm.load %1928 : !llvm.ptr<3> -> f32
        %1930 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_440 = arith.constant 33600 : i64
        %1931 = llvm.getelementptr %1930[%c33600_i64_440] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1540_i64 = arith.constant 1540 : i64
        %1932 = arith.addi %353, %c1540_i64 : i64
        %1933 = llvm.getelementptr %1931[%1932] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1934 = llvm.load %1933 : !llvm.ptr<3> -> f32
        %1935 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_441 = arith.constant 33600 : i64
        %1936 = llvm.getelementptr %1935[%c33600_i64_441] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1541_i64 = arith.constant 1541 : i64
        %1937 = arith.addi %353, %c1541_i64 : i64
        %1938 = llvm.getelementptr %1936[%1937] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1939 = llvm.load %1938 : !llvm.ptr<3> -> f32
        %1940 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_442 = arith.constant 33600 : i64
        %1941 = llvm.getelementptr %1940[%c33600_i64_442] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1542_i64 = arith.constant 1542 : i64
        %1942 = arith.addi %353, %c1542_i64 : i64
        %1943 = llvm.getelementptr %1941[%1942] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1944 = llvm.load %1943 : !llvm.ptr<3> -> f32
        %1945 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_443 = arith.constant 33600 : i64
        %1946 = llvm.getelementptr %1945[%c33600_i64_443] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1543_i64 = arith.constant 1543 : i64
        %1947 = arith.addi %353, %c1543_i64 : i64
        %1948 = llvm.getelementptr %1946[%1947] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1949 = llvm.load %1948 : !llvm.ptr<3> -> f32
        %1950 = memref.load %alloca_62[] : memref<f32>
        %1951 = llvm.intr.fma(%1894, %1914, %1950) : (f32, f32, f32) -> f32
        memref.store %1951, %alloca_62[] : memref<f32>
        %1952 = memref.load %alloca_63[] : memref<f32>
        %1953 = llvm.intr.fma(%1894, %1919, %1952) : (f32, f32, f32) -> f32
        memref.store %1953, %alloca_63[] : memref<f32>
        %1954 = memref.load %alloca_64[] : memref<f32>
        %1955 = llvm.intr.fma(%1894, %1924, %1954) : (f32, f32, f32) -> f32
        memref.store %1955, %alloca_64[] : memref<f32>
        %1956 = memref.load %alloca_65[] : memref<f32>
        %1957 = llvm.intr.fma(%1894, %1929, %1956) : (f32, f32, f32) -> f32
        memref.store %1957, %alloca_65[] : memref<f32>
        %1958 = memref.load %alloca_66[] : memref<f32>
        %1959 = llvm.intr.fma(%1894, %1934, %1958) : (f32, f32, f32) -> f32
        memref.store %1959, %alloca_66[] : memref<f32>
        %1960 = memref.load %alloca_67[] : memref<f32>
        %1961 = llvm.intr.fma(%1894, %1939, %1960) : (f32, f32, f32) -> f32
        memref.store %1961, %alloca_67[] : memref<f32>
        %1962 = memref.load %alloca_68[] : memref<f32>
        %1963 = llvm.intr.fma(%1894, %1944, %1962) : (f32, f32, f32) -> f32
        memref.store %1963, %alloca_68[] : memref<f32>
        %1964 = memref.load %alloca_69[] : memref<f32>
        %1965 = llvm.intr.fma(%1894, %1949, %1964) : (f32, f32, f32) -> f32
        memref.store %1965, %alloca_69[] : memref<f32>
        %1966 = memref.load %alloca_70[] : memref<f32>
        %1967 = llvm.intr.fma(%1899, %1914, %1966) : (f32, f32, f32) -> f32
        memref.store %1967, %alloca_70[] : memref<f32>
        %1968 = memref.load %alloca_71[] : memref<f32>
        %1969 = llvm.intr.fma(%1899, %1919, %1968) : (f32, f32, f32) -> f32
        memref.store %1969, %alloca_71[] : memref<f32>
        %1970 = memref.load %alloca_72[] : memref<f32>
        %1971 = llvm.intr.fma(%1899, %1924, %1970) : (f32, f32, f32) -> f32
        memref.store %1971, %alloca_72[] : memref<f32>
        %1972 = memref.load %alloca_73[] : memref<f32>
        %1973 = llvm.intr.fma(%1899, %1929, %1972) : (f32, f32, f32) -> f32
        memref.store %1973, %alloca_73[] : memref<f32>
        %1974 = memref.load %alloca_74[] : memref<f32>
        %1975 = llvm.intr.fma(%1899, %1934, %1974) : (f32, f32, f32) -> f32
        memref.store %1975, %alloca_74[] : memref<f32>
        %1976 = memref.load %alloca_75[] : memref<f32>
        %1977 = llvm.intr.fma(%1899, %1939, %1976) : (f32, f32, f32) -> f32
        memref.store %1977, %alloca_75[] : memref<f32>
        %1978 = memref.load %alloca_76[] : memref<f32>
        %1979 = llvm.intr.fma(%1899, %1944, %1978) : (f32, f32, f32) -> f32
        memref.store %1979, %alloca_76[] : memref<f32>
        %1980 = memref.load %alloca_77[] : memref<f32>
        %1981 = llvm.intr.fma(%1899, %1949, %1980) : (f32, f32, f32) -> f32
        memref.store %1981, %alloca_77[] : memref<f32>
        %1982 = memref.load %alloca_78[] : memref<f32>
        %1983 = llvm.intr.fma(%1904, %1914, %1982) : (f32, f32, f32) -> f32
        memref.store %1983, %alloca_78[] : memref<f32>
        %1984 = memref.load %alloca_79[] : memref<f32>
        %1985 = llvm.intr.fma(%1904, %1919, %1984) : (f32, f32, f32) -> f32
        memref.store %1985, %alloca_79[] : memref<f32>
        %1986 = memref.load %alloca_80[] : memref<f32>
        %1987 = llvm.intr.fma(%1904, %1924, %1986) : (f32, f32, f32) -> f32
        memref.store %1987, %alloca_80[] : memref<f32>
        %1988 = memref.load %alloca_81[] : memref<f32>
        %1989 = llvm.intr.fma(%1904, %1929, %1988) : (f32, f32, f32) -> f32
        memref.store %1989, %alloca_81[] : memref<f32>
        %1990 = memref.load %alloca_82[] : memref<f32>
        %1991 = llvm.intr.fma(%1904, %1934, %1990) : (f32, f32, f32) -> f32
        memref.store %1991, %alloca_82[] : memref<f32>
        %1992 = memref.load %alloca_83[] : memref<f32>
        %1993 = llvm.intr.fma(%1904, %1939, %1992) : (f32, f32, f32) -> f32
        memref.store %1993, %alloca_83[] : memref<f32>
        %1994 = memref.load %alloca_84[] : memref<f32>
        %1995 = llvm.intr.fma(%1904, %1944, %1994) : (f32, f32, f32) -> f32
        memref.store %1995, %alloca_84[] : memref<f32>
        %1996 = memref.load %alloca_85[] : memref<f32>
        %1997 = llvm.intr.fma(%1904, %1949, %1996) : (f32, f32, f32) -> f32
        memref.store %1997, %alloca_85[] : memref<f32>
        %1998 = memref.load %alloca_86[] : memref<f32>
        %1999 = llvm.intr.fma(%1909, %1914, %1998) : (f32, f32, f32) -> f32
        memref.store %1999, %alloca_86[] : memref<f32>
        %2000 = memref.load %alloca_87[] : memref<f32>
        %2001 = llvm.intr.fma(%1909, %1919, %2000) : (f32, f32, f32) -> f32
        memref.store %2001, %alloca_87[] : memref<f32>
        %2002 = memref.load %alloca_88[] : memref<f32>
        %2003 = llvm.intr.fma(%1909, %1924, %2002) : (f32, f32, f32) -> f32
        memref.store %2003, %alloca_88[] : memref<f32>
        %2004 = memref.load %alloca_89[] : memref<f32>
        %2005 = llvm.intr.fma(%1909, %1929, %2004) : (f32, f32, f32) -> f32
        memref.store %2005, %alloca_89[] : memref<f32>
        %2006 = memref.load %alloca_90[] : memref<f32>
        %2007 = llvm.intr.fma(%1909, %1934, %2006) : (f32, f32, f32) -> f32
        memref.store %2007, %alloca_90[] : memref<f32>
        %2008 = memref.load %alloca_91[] : memref<f32>
        %2009 = llvm.intr.fma(%1909, %1939, %2008) : (f32, f32, f32) -> f32
        memref.store %2009, %alloca_91[] : memref<f32>
        %2010 = memref.load %alloca_92[] : memref<f32>
        %2011 = llvm.intr.fma(%1909, %1944, %2010) : (f32, f32, f32) -> f32
        memref.store %2011, %alloca_92[] : memref<f32>
        %2012 = memref.load %alloca_93[] : memref<f32>
        %2013 = llvm.intr.fma(%1909, %1949, %2012) : (f32, f32, f32) -> f32
        memref.store %2013, %alloca_93[] : memref<f32>
      }
      %c100_i64 = arith.constant 100 : i64
      %354 = arith.cmpi slt, %351, %c100_i64 : i64
      scf.if %354 {
        %c70_i64 = arith.constant 70 : i64
        %404 = arith.cmpi slt, %353, %c70_i64 : i64
        scf.if %404 {
          %419 = memref.load %alloca_62[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %353, %c100_i64_280 : i64
          %421 = arith.addi %351, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c1_i64_266 = arith.constant 1 : i64
        %405 = arith.addi %353, %c1_i64_266 : i64
        %c70_i64_267 = arith.constant 70 : i64
        %406 = arith.cmpi slt, %405, %c70_i64_267 : i64
        scf.if %406 {
          %419 = memref.load %alloca_63[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %405, %c100_i64_280 : i64
          %421 = arith.addi %351, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c2_i64_268 = arith.constant 2 : i64
        %407 = arith.addi %353, %c2_i64_268 : i64
        %c70_i64_269 = arith.constant 70 : i64
        %408 = arith.cmpi slt, %407, %c70_i64_269 : i64
        scf.if %408 {
          %419 = memref.load %alloca_64[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %407, %c100_i64_280 : i64
          %421 = arith.addi %351, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c3_i64_270 = arith.constant 3 : i64
        %409 = arith.addi %353, %c3_i64_270 : i64
        %c70_i64_271 = arith.constant 70 : i64
        %410 = arith.cmpi slt, %409, %c70_i64_271 : i64
        scf.if %410 {
          %419 = memref.load %alloca_65[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %409, %c100_i64_280 : i64
          %421 = arith.addi %351, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c4_i64_272 = arith.constant 4 : i64
        %411 = arith.addi %353, %c4_i64_272 : i64
        %c70_i64_273 = arith.constant 70 : i64
        %412 = arith.cmpi slt, %411, %c70_i64_273 : i64
        scf.if %412 {
          %419 = memref.load %alloca_66[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %411, %c100_i64_280 : i64
          %421 = arith.addi %351, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c5_i64_274 = arith.constant 5 : i64
        %413 = arith.addi %353, %c5_i64_274 : i64
        %c70_i64_275 = arith.constant 70 : i64
        %414 = arith.cmpi slt, %413, %c70_i64_275 : i64
        scf.if %414 {
          %419 = memref.load %alloca_67[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %413, %c100_i64_280 : i64
          %421 = arith.addi %351, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c6_i64_276 = arith.constant 6 : i64
        %415 = arith.addi %353, %c6_i64_276 : i64
        %c70_i64_277 = arith.constant 70 : i64
        %416 = arith.cmpi slt, %415, %c70_i64_277 : i64
        scf.if %416 {
          %419 = memref.load %alloca_68[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %415, %c100_i64_280 : i64
          %421 = arith.addi %351, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c7_i64_278 = arith.constant 7 : i64
        %417 = arith.addi %353, %c7_i64_278 : i64
        %c70_i64_279 = arith.constant 70 : i64
        %418 = arith.cmpi slt, %417, %c70_i64_279 : i64
        scf.if %418 {
          %419 = memref.load %alloca_69[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %417, %c100_i64_280 : i64
          %421 = arith.addi %351, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
      }
      %c32_i64_214 = arith.constant 32 : i64
      %355 = arith.addi %351, %c32_i64_214 : i64
      %c100_i64_215 = arith.constant 100 : i64
      %356 = arith.cmpi slt, %355, %c100_i64_215 : i64
      scf.if %356 {
        %c70_i64 = arith.constant 70 : i64
        %404 = arith.cmpi slt, %353, %c70_i64 : i64
        scf.if %404 {
          %419 = memref.load %alloca_70[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %353, %c100_i64_280 : i64
          %421 = arith.addi %355, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c1_i64_266 = arith.constant 1 : i64
        %405 = arith.addi %353, %c1_i64_266 : i64
        %c70_i64_267 = arith.constant 70 : i64
        %406 = arith.cmpi slt, %405, %c70_i64_267 : i64
        scf.if %406 {
          %419 = memref.load %alloca_71[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %405, %c100_i64_280 : i64
          %421 = arith.addi %355, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c2_i64_268 = arith.constant 2 : i64
        %407 = arith.addi %353, %c2_i64_268 : i64
        %c70_i64_269 = arith.constant 70 : i64
        %408 = arith.cmpi slt, %407, %c70_i64_269 : i64
        scf.if %408 {
          %419 = memref.load %alloca_72[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %407, %c100_i64_280 : i64
          %421 = arith.addi %355, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c3_i64_270 = arith.constant 3 : i64
        %409 = arith.addi %353, %c3_i64_270 : i64
        %c70_i64_271 = arith.constant 70 : i64
        %410 = arith.cmpi slt, %409, %c70_i64_271 : i64
        scf.if %410 {
          %419 = memref.load %alloca_73[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %409, %c100_i64_280 : i64
          %421 = arith.addi %355, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c4_i64_272 = arith.constant 4 : i64
        %411 = arith.addi %353, %c4_i64_272 : i64
        %c70_i64_273 = arith.constant 70 : i64
        %412 = arith.cmpi slt, %411, %c70_i64_273 : i64
        scf.if %412 {
          %419 = memref.load %alloca_74[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %411, %c100_i64_280 : i64
          %421 = arith.addi %355, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c5_i64_274 = arith.constant 5 : i64
        %413 = arith.addi %353, %c5_i64_274 : i64
        %c70_i64_275 = arith.constant 70 : i64
        %414 = arith.cmpi slt, %413, %c70_i64_275 : i64
        scf.if %414 {
          %419 = memref.load %alloca_75[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %413, %c100_i64_280 : i64
          %421 = arith.addi %355, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c6_i64_276 = arith.constant 6 : i64
        %415 = arith.addi %353, %c6_i64_276 : i64
        %c70_i64_277 = arith.constant 70 : i64
        %416 = arith.cmpi slt, %415, %c70_i64_277 : i64
        scf.if %416 {
          %419 = memref.load %alloca_76[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %415, %c100_i64_280 : i64
          %421 = arith.addi %355, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c7_i64_278 = arith.constant 7 : i64
        %417 = arith.addi %353, %c7_i64_278 : i64
        %c70_i64_279 = arith.constant 70 : i64
        %418 = arith.cmpi slt, %417, %c70_i64_279 : i64
        scf.if %418 {
          %419 = memref.load %alloca_77[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %417, %c100_i64_280 : i64
          %421 = arith.addi %355, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
      }
      %c64_i64_216 = arith.constant 64 : i64
      %357 = arith.addi %351, %c64_i64_216 : i64
      %c100_i64_217 = arith.constant 100 : i64
      %358 = arith.cmpi slt, %357, %c100_i64_217 : i64
      scf.if %358 {
        %c70_i64 = arith.constant 70 : i64
        %404 = arith.cmpi slt, %353, %c70_i64 : i64
        scf.if %404 {
          %419 = memref.load %alloca_78[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %353, %c100_i64_280 : i64
          %421 = arith.addi %357, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c1_i64_266 = arith.constant 1 : i64
        %405 = arith.addi %353, %c1_i64_266 : i64
        %c70_i64_267 = arith.constant 70 : i64
        %406 = arith.cmpi slt, %405, %c70_i64_267 : i64
        scf.if %406 {
          %419 = memref.load %alloca_79[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %405, %c100_i64_280 : i64
          %421 = arith.addi %357, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c2_i64_268 = arith.constant 2 : i64
        %407 = arith.addi %353, %c2_i64_268 : i64
        %c70_i64_269 = arith.constant 70 : i64
        %408 = arith.cmpi slt, %407, %c70_i64_269 : i64
        scf.if %408 {
          %419 = memref.load %alloca_80[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %407, %c100_i64_280 : i64
          %421 = arith.addi %357, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c3_i64_270 = arith.constant 3 : i64
        %409 = arith.addi %353, %c3_i64_270 : i64
        %c70_i64_271 = arith.constant 70 : i64
        %410 = arith.cmpi slt, %409, %c70_i64_271 : i64
        scf.if %410 {
          %419 = memref.load %alloca_81[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %409, %c100_i64_280 : i64
          %421 = arith.addi %357, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c4_i64_272 = arith.constant 4 : i64
        %411 = arith.addi %353, %c4_i64_272 : i64
        %c70_i64_273 = arith.constant 70 : i64
        %412 = arith.cmpi slt, %411, %c70_i64_273 : i64
        scf.if %412 {
          %419 = memref.load %alloca_82[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %411, %c100_i64_280 : i64
          %421 = arith.addi %357, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c5_i64_274 = arith.constant 5 : i64
        %413 = arith.addi %353, %c5_i64_274 : i64
        %c70_i64_275 = arith.constant 70 : i64
        %414 = arith.cmpi slt, %413, %c70_i64_275 : i64
        scf.if %414 {
          %419 = memref.load %alloca_83[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %413, %c100_i64_280 : i64
          %421 = arith.addi %357, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c6_i64_276 = arith.constant 6 : i64
        %415 = arith.addi %353, %c6_i64_276 : i64
        %c70_i64_277 = arith.constant 70 : i64
        %416 = arith.cmpi slt, %415, %c70_i64_277 : i64
        scf.if %416 {
          %419 = memref.load %alloca_84[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %415, %c100_i64_280 : i64
          %421 = arith.addi %357, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c7_i64_278 = arith.constant 7 : i64
        %417 = arith.addi %353, %c7_i64_278 : i64
        %c70_i64_279 = arith.constant 70 : i64
        %418 = arith.cmpi slt, %417, %c70_i64_279 : i64
        scf.if %418 {
          %419 = memref.load %alloca_85[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %417, %c100_i64_280 : i64
          %421 = arith.addi %357, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
      }
      %c96_i64 = arith.constant 96 : i64
      %359 = arith.addi %351, %c96_i64 : i64
      %c100_i64_218 = arith.constant 100 : i64
      %360 = arith.cmpi slt, %359, %c100_i64_218 : i64
      scf.if %360 {
        %c70_i64 = arith.constant 70 : i64
        %404 = arith.cmpi slt, %353, %c70_i64 : i64
        scf.if %404 {
          %419 = memref.load %alloca_86[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %353, %c100_i64_280 : i64
          %421 = arith.addi %359, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c1_i64_266 = arith.constant 1 : i64
        %405 = arith.addi %353, %c1_i64_266 : i64
        %c70_i64_267 = arith.constant 70 : i64
        %406 = arith.cmpi slt, %405, %c70_i64_267 : i64
        scf.if %406 {
          %419 = memref.load %alloca_87[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %405, %c100_i64_280 : i64
          %421 = arith.addi %359, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c2_i64_268 = arith.constant 2 : i64
        %407 = arith.addi %353, %c2_i64_268 : i64
        %c70_i64_269 = arith.constant 70 : i64
        %408 = arith.cmpi slt, %407, %c70_i64_269 : i64
        scf.if %408 {
          %419 = memref.load %alloca_88[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %407, %c100_i64_280 : i64
          %421 = arith.addi %359, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c3_i64_270 = arith.constant 3 : i64
        %409 = arith.addi %353, %c3_i64_270 : i64
        %c70_i64_271 = arith.constant 70 : i64
        %410 = arith.cmpi slt, %409, %c70_i64_271 : i64
        scf.if %410 {
          %419 = memref.load %alloca_89[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %409, %c100_i64_280 : i64
          %421 = arith.addi %359, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c4_i64_272 = arith.constant 4 : i64
        %411 = arith.addi %353, %c4_i64_272 : i64
        %c70_i64_273 = arith.constant 70 : i64
        %412 = arith.cmpi slt, %411, %c70_i64_273 : i64
        scf.if %412 {
          %419 = memref.load %alloca_90[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %411, %c100_i64_280 : i64
          %421 = arith.addi %359, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c5_i64_274 = arith.constant 5 : i64
        %413 = arith.addi %353, %c5_i64_274 : i64
        %c70_i64_275 = arith.constant 70 : i64
        %414 = arith.cmpi slt, %413, %c70_i64_275 : i64
        scf.if %414 {
          %419 = memref.load %alloca_91[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %413, %c100_i64_280 : i64
          %421 = arith.addi %359, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c6_i64_276 = arith.constant 6 : i64
        %415 = arith.addi %353, %c6_i64_276 : i64
        %c70_i64_277 = arith.constant 70 : i64
        %416 = arith.cmpi slt, %415, %c70_i64_277 : i64
        scf.if %416 {
          %419 = memref.load %alloca_92[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %415, %c100_i64_280 : i64
          %421 = arith.addi %359, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
        %c7_i64_278 = arith.constant 7 : i64
        %417 = arith.addi %353, %c7_i64_278 : i64
        %c70_i64_279 = arith.constant 70 : i64
        %418 = arith.cmpi slt, %417, %c70_i64_279 : i64
        scf.if %418 {
          %419 = memref.load %alloca_93[] : memref<f32>
          %c100_i64_280 = arith.constant 100 : i64
          %420 = arith.muli %417, %c100_i64_280 : i64
          %421 = arith.addi %359, %420 : i64
          %422 = llvm.getelementptr %346[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %419, %422 : f32, !llvm.ptr<1>
        }
      }
      %c3840_i64 = arith.constant 3840 : i64
      %361 = arith.muli %240, %c3840_i64 : i64
      %362 = llvm.getelementptr %223[%361] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c3840_i64_219 = arith.constant 3840 : i64
      %363 = arith.muli %240, %c3840_i64_219 : i64
      %364 = llvm.getelementptr %226[%363] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c15360_i64 = arith.constant 15360 : i64
      %365 = arith.muli %240, %c15360_i64 : i64
      %366 = llvm.getelementptr %229[%365] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_220 = gpu.thread_id  x
      %367 = arith.index_cast %thread_id_x_220 : index to i64
      %c64_i64_221 = arith.constant 64 : i64
      %thread_id_y_222 = gpu.thread_id  y
      %368 = arith.index_cast %thread_id_y_222 : index to i64
      %369 = arith.muli %c64_i64_221, %368 : i64
      %370 = arith.addi %367, %369 : i64
      %c32_i64_223 = arith.constant 32 : i64
      %371 = arith.divsi %370, %c32_i64_223 : i64
      %c32_i64_224 = arith.constant 32 : i64
      %372 = arith.remsi %370, %c32_i64_224 : i64
      %c4_i64_225 = arith.constant 4 : i64
      %373 = arith.divsi %372, %c4_i64_225 : i64
      %c4_i64_226 = arith.constant 4 : i64
      %374 = arith.remsi %372, %c4_i64_226 : i64
      %c30_i64 = arith.constant 30 : i64
      %c16_i64_227 = arith.constant 16 : i64
      scf.for %arg24 = %371 to %c30_i64 step %c16_i64_227  : i64 {
        %c5_i64_266 = arith.constant 5 : i64
        %404 = arith.remsi %arg24, %c5_i64_266 : i64
        %c5_i64_267 = arith.constant 5 : i64
        %405 = arith.divsi %arg24, %c5_i64_267 : i64
        %c32_i64_268 = arith.constant 32 : i64
        %406 = arith.muli %404, %c32_i64_268 : i64
        %c16_i64_269 = arith.constant 16 : i64
        %407 = arith.muli %405, %c16_i64_269 : i64
        %cst_270 = arith.constant 0.000000e+00 : f64
        memref.store %cst_270, %alloca_96[] : memref<f64>
        %cst_271 = arith.constant 0.000000e+00 : f64
        memref.store %cst_271, %alloca_97[] : memref<f64>
        %cst_272 = arith.constant 0.000000e+00 : f64
        memref.store %cst_272, %alloca_98[] : memref<f64>
        %cst_273 = arith.constant 0.000000e+00 : f64
        memref.store %cst_273, %alloca_99[] : memref<f64>
        %cst_274 = arith.constant 0.000000e+00 : f64
        memref.store %cst_274, %alloca_100[] : memref<f64>
        %cst_275 = arith.constant 0.000000e+00 : f64
        memref.store %cst_275, %alloca_101[] : memref<f64>
        %cst_276 = arith.constant 0.000000e+00 : f64
        memref.store %cst_276, %alloca_102[] : memref<f64>
        %cst_277 = arith.constant 0.000000e+00 : f64
        memref.store %cst_277, %alloca_103[] : memref<f64>
        %cst_278 = arith.constant 0.000000e+00 : f64
        memref.store %cst_278, %alloca_104[] : memref<f64>
        %cst_279 = arith.constant 0.000000e+00 : f64
        memref.store %cst_279, %alloca_105[] : memref<f64>
        %cst_280 = arith.constant 0.000000e+00 : f64
        memref.store %cst_280, %alloca_106[] : memref<f64>
        %cst_281 = arith.constant 0.000000e+00 : f64
        memref.store %cst_281, %alloca_107[] : memref<f64>
        %cst_282 = arith.constant 0.000000e+00 : f64
        memref.store %cst_282, %alloca_108[] : memref<f64>
        %cst_283 = arith.constant 0.000000e+00 : f64
        memref.store %cst_283, %alloca_109[] : memref<f64>
        %cst_284 = arith.constant 0.000000e+00 : f64
        memref.store %cst_284, %alloca_110[] : memref<f64>
        %cst_285 = arith.constant 0.000000e+00 : f64
        memref.store %cst_285, %alloca_111[] : memref<f64>
        %408 = arith.addi %406, %373 : i64
        %c8_i64_286 = arith.constant 8 : i64
        %409 = arith.addi %406, %c8_i64_286 : i64
        %410 = arith.addi %409, %373 : i64
        %c16_i64_287 = arith.constant 16 : i64
        %411 = arith.addi %406, %c16_i64_287 : i64
        %412 = arith.addi %411, %373 : i64
        %c24_i64_288 = arith.constant 24 : i64
        %413 = arith.addi %406, %c24_i64_288 : i64
        %414 = arith.addi %413, %373 : i64
        %415 = arith.addi %407, %373 : i64
        %c8_i64_289 = arith.constant 8 : i64
        %416 = arith.addi %407, %c8_i64_289 : i64
        %417 = arith.addi %416, %373 : i64
        %c0_i64_290 = arith.constant 0 : i64
        %c24_i64_291 = arith.constant 24 : i64
        %c4_i64_292 = arith.constant 4 : i64
        scf.for %arg25 = %c0_i64_290 to %c24_i64_291 step %c4_i64_292  : i64 {
          %638 = arith.addi %arg25, %374 : i64
          %639 = arith.addi %arg25, %374 : i64
          %c160_i64_384 = arith.constant 160 : i64
          %640 = arith.muli %638, %c160_i64_384 : i64
          %641 = arith.addi %408, %640 : i64
          %642 = llvm.getelementptr %362[%641] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %643 = llvm.load %642 : !llvm.ptr<1> -> f64
          %c160_i64_385 = arith.constant 160 : i64
          %644 = arith.muli %638, %c160_i64_385 : i64
          %645 = arith.addi %410, %644 : i64
          %646 = llvm.getelementptr %362[%645] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %647 = llvm.load %646 : !llvm.ptr<1> -> f64
          %c160_i64_386 = arith.constant 160 : i64
          %648 = arith.muli %638, %c160_i64_386 : i64
          %649 = arith.addi %412, %648 : i64
          %650 = llvm.getelementptr %362[%649] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %651 = llvm.load %650 : !llvm.ptr<1> -> f64
          %c160_i64_387 = arith.constant 160 : i64
          %652 = arith.muli %638, %c160_i64_387 : i64
          %653 = arith.addi %414, %652 : i64
          %654 = llvm.getelementptr %362[%653] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %655 = llvm.load %654 : !llvm.ptr<1> -> f64
          %c40_i64_388 = arith.constant 40 : i64
          %656 = arith.muli %415, %c40_i64_388 : i64
          %657 = arith.addi %639, %656 : i64
          %658 = llvm.getelementptr %364[%657] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %659 = llvm.load %658 : !llvm.ptr<1> -> f64
          %c40_i64_389 = arith.constant 40 : i64
          %660 = arith.muli %417, %c40_i64_389 : i64
          %661 = arith.addi %639, %660 : i64
          %662 = llvm.getelementptr %364[%661] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %663 = llvm.load %662 : !llvm.ptr<1> -> f64
          %664 = memref.load %alloca_96[] : memref<f64>
          %665 = memref.load %alloca_97[] : memref<f64>
          %666 = nvvm.mma.sync A[%643]  B[%659]  C[%664, %665]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %667 = llvm.extractvalue %666[0] : !llvm.struct<(f64, f64)> 
          memref.store %667, %alloca_96[] : memref<f64>
          %668 = llvm.extractvalue %666[1] : !llvm.struct<(f64, f64)> 
          memref.store %668, %alloca_97[] : memref<f64>
          %669 = memref.load %alloca_98[] : memref<f64>
          %670 = memref.load %alloca_99[] : memref<f64>
          %671 = nvvm.mma.sync A[%643]  B[%663]  C[%669, %670]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %672 = llvm.extractvalue %671[0] : !llvm.struct<(f64, f64)> 
          memref.store %672, %alloca_98[] : memref<f64>
          %673 = llvm.extractvalue %671[1] : !llvm.struct<(f64, f64)> 
          memref.store %673, %alloca_99[] : memref<f64>
          %674 = memref.load %alloca_100[] : memref<f64>
          %675 = memref.load %alloca_101[] : memref<f64>
          %676 = nvvm.mma.sync A[%647]  B[%659]  C[%674, %675]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %677 = llvm.extractvalue %676[0] : !llvm.struct<(f64, f64)> 
          memref.store %677, %alloca_100[] : memref<f64>
          %678 = llvm.extractvalue %676[1] : !llvm.struct<(f64, f64)> 
          memref.store %678, %alloca_101[] : memref<f64>
          %679 = memref.load %alloca_102[] : memref<f64>
          %680 = memref.load %alloca_103[] : memref<f64>
          %681 = nvvm.mma.sync A[%647]  B[%663]  C[%679, %680]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %682 = llvm.extractvalue %681[0] : !llvm.struct<(f64, f64)> 
          memref.store %682, %alloca_102[] : memref<f64>
          %683 = llvm.extractvalue %681[1] : !llvm.struct<(f64, f64)> 
          memref.store %683, %alloca_103[] : memref<f64>
          %684 = memref.load %alloca_104[] : memref<f64>
          %685 = memref.load %alloca_105[] : memref<f64>
          %686 = nvvm.mma.sync A[%651]  B[%659]  C[%684, %685]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %687 = llvm.extractvalue %686[0] : !llvm.struct<(f64, f64)> 
          memref.store %687, %alloca_104[] : memref<f64>
          %688 = llvm.extractvalue %686[1] : !llvm.struct<(f64, f64)> 
          memref.store %688, %alloca_105[] : memref<f64>
          %689 = memref.load %alloca_106[] : memref<f64>
          %690 = memref.load %alloca_107[] : memref<f64>
          %691 = nvvm.mma.sync A[%651]  B[%663]  C[%689, %690]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %692 = llvm.extractvalue %691[0] : !llvm.struct<(f64, f64)> 
          memref.store %692, %alloca_106[] : memref<f64>
          %693 = llvm.extractvalue %691[1] : !llvm.struct<(f64, f64)> 
          memref.store %693, %alloca_107[] : memref<f64>
          %694 = memref.load %alloca_108[] : memref<f64>
          %695 = memref.load %alloca_109[] : memref<f64>
          %696 = nvvm.mma.sync A[%655]  B[%659]  C[%694, %695]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %697 = llvm.extractvalue %696[0] : !llvm.struct<(f64, f64)> 
          memref.store %697, %alloca_108[] : memref<f64>
          %698 = llvm.extractvalue %696[1] : !llvm.struct<(f64, f64)> 
          memref.store %698, %alloca_109[] : memref<f64>
          %699 = memref.load %alloca_110[] : memref<f64>
          %700 = memref.load %alloca_111[] : memref<f64>
          %701 = nvvm.mma.sync A[%655]  B[%663]  C[%699, %700]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %702 = llvm.extractvalue %701[0] : !llvm.struct<(f64, f64)> 
          memref.store %702, %alloca_110[] : memref<f64>
          %703 = llvm.extractvalue %701[1] : !llvm.struct<(f64, f64)> 
          memref.store %703, %alloca_111[] : memref<f64>
        }
        %418 = arith.addi %406, %373 : i64
        %c2_i64_293 = arith.constant 2 : i64
        %419 = arith.muli %374, %c2_i64_293 : i64
        %420 = arith.addi %407, %419 : i64
        %cst_294 = arith.constant -1.000000e+00 : f64
        %421 = memref.load %alloca_96[] : memref<f64>
        %c160_i64 = arith.constant 160 : i64
        %422 = arith.muli %420, %c160_i64 : i64
        %423 = arith.addi %418, %422 : i64
        %424 = llvm.getelementptr %366[%423] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %425 = llvm.load %424 : !llvm.ptr<1> -> f64
        %426 = llvm.intr.fma(%cst_294, %421, %425) : (f64, f64, f64) -> f64
        %c160_i64_295 = arith.constant 160 : i64
        %427 = arith.muli %420, %c160_i64_295 : i64
        %428 = arith.addi %418, %427 : i64
        %429 = llvm.getelementptr %366[%428] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %426, %429 : f64, !llvm.ptr<1>
        %430 = arith.addi %406, %373 : i64
        %c2_i64_296 = arith.constant 2 : i64
        %431 = arith.muli %374, %c2_i64_296 : i64
        %c1_i64_297 = arith.constant 1 : i64
        %432 = arith.addi %431, %c1_i64_297 : i64
        %433 = arith.addi %407, %432 : i64
        %cst_298 = arith.constant -1.000000e+00 : f64
        %434 = memref.load %alloca_97[] : memref<f64>
        %c160_i64_299 = arith.constant 160 : i64
        %435 = arith.muli %433, %c160_i64_299 : i64
        %436 = arith.addi %430, %435 : i64
        %437 = llvm.getelementptr %366[%436] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %438 = llvm.load %437 : !llvm.ptr<1> -> f64
        %439 = llvm.intr.fma(%cst_298, %434, %438) : (f64, f64, f64) -> f64
        %c160_i64_300 = arith.constant 160 : i64
        %440 = arith.muli %433, %c160_i64_300 : i64
        %441 = arith.addi %430, %440 : i64
        %442 = llvm.getelementptr %366[%441] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %439, %442 : f64, !llvm.ptr<1>
        %443 = arith.addi %406, %373 : i64
        %c8_i64_301 = arith.constant 8 : i64
        %444 = arith.addi %407, %c8_i64_301 : i64
        %c2_i64_302 = arith.constant 2 : i64
        %445 = arith.muli %374, %c2_i64_302 : i64
        %446 = arith.addi %444, %445 : i64
        %cst_303 = arith.constant -1.000000e+00 : f64
        %447 = memref.load %alloca_98[] : memref<f64>
        %c160_i64_304 = arith.constant 160 : i64
        %448 = arith.muli %446, %c160_i64_304 : i64
        %449 = arith.addi %443, %448 : i64
        %450 = llvm.getelementptr %366[%449] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %451 = llvm.load %450 : !llvm.ptr<1> -> f64
        %452 = llvm.intr.fma(%cst_303, %447, %451) : (f64, f64, f64) -> f64
        %c160_i64_305 = arith.constant 160 : i64
        %453 = arith.muli %446, %c160_i64_305 : i64
        %454 = arith.addi %443, %453 : i64
        %455 = llvm.getelementptr %366[%454] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %452, %455 : f64, !llvm.ptr<1>
        %456 = arith.addi %406, %373 : i64
        %c8_i64_306 = arith.constant 8 : i64
        %457 = arith.addi %407, %c8_i64_306 : i64
        %c2_i64_307 = arith.constant 2 : i64
        %458 = arith.muli %374, %c2_i64_307 : i64
        %c1_i64_308 = arith.constant 1 : i64
        %459 = arith.addi %458, %c1_i64_308 : i64
        %460 = arith.addi %457, %459 : i64
        %cst_309 = arith.constant -1.000000e+00 : f64
        %461 = memref.load %alloca_99[] : memref<f64>
        %c160_i64_310 = arith.constant 160 : i64
        %462 = arith.muli %460, %c160_i64_310 : i64
        %463 = arith.addi %456, %462 : i64
        %464 = llvm.getelementptr %366[%463] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %465 = llvm.load %464 : !llvm.ptr<1> -> f64
        %466 = llvm.intr.fma(%cst_309, %461, %465) : (f64, f64, f64) -> f64
        %c160_i64_311 = arith.constant 160 : i64
        %467 = arith.muli %460, %c160_i64_311 : i64
        %468 = arith.addi %456, %467 : i64
        %469 = llvm.getelementptr %366[%468] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %466, %469 : f64, !llvm.ptr<1>
        %c8_i64_312 = arith.constant 8 : i64
        %470 = arith.addi %406, %c8_i64_312 : i64
        %471 = arith.addi %470, %373 : i64
        %c2_i64_313 = arith.constant 2 : i64
        %472 = arith.muli %374, %c2_i64_313 : i64
        %473 = arith.addi %407, %472 : i64
        %cst_314 = arith.constant -1.000000e+00 : f64
        %474 = memref.load %alloca_100[] : memref<f64>
        %c160_i64_315 = arith.constant 160 : i64
        %475 = arith.muli %473, %c160_i64_315 : i64
        %476 = arith.addi %471, %475 : i64
        %477 = llvm.getelementptr %366[%476] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %478 = llvm.load %477 : !llvm.ptr<1> -> f64
        %479 = llvm.intr.fma(%cst_314, %474, %478) : (f64, f64, f64) -> f64
        %c160_i64_316 = arith.constant 160 : i64
        %480 = arith.muli %473, %c160_i64_316 : i64
        %481 = arith.addi %471, %480 : i64
        %482 = llvm.getelementptr %366[%481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %479, %482 : f64, !llvm.ptr<1>
        %c8_i64_317 = arith.constant 8 : i64
        %483 = arith.addi %406, %c8_i64_317 : i64
        %484 = arith.addi %483, %373 : i64
        %c2_i64_318 = arith.constant 2 : i64
        %485 = arith.muli %374, %c2_i64_318 : i64
        %c1_i64_319 = arith.constant 1 : i64
        %486 = arith.addi %485, %c1_i64_319 : i64
        %487 = arith.addi %407, %486 : i64
        %cst_320 = arith.constant -1.000000e+00 : f64
        %488 = memref.load %alloca_101[] : memref<f64>
        %c160_i64_321 = arith.constant 160 : i64
        %489 = arith.muli %487, %c160_i64_321 : i64
        %490 = arith.addi %484, %489 : i64
        %491 = llvm.getelementptr %366[%490] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %492 = llvm.load %491 : !llvm.ptr<1> -> f64
        %493 = llvm.intr.fma(%cst_320, %488, %492) : (f64, f64, f64) -> f64
        %c160_i64_322 = arith.constant 160 : i64
        %494 = arith.muli %487, %c160_i64_322 : i64
        %495 = arith.addi %484, %494 : i64
        %496 = llvm.getelementptr %366[%495] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %493, %496 : f64, !llvm.ptr<1>
        %c8_i64_323 = arith.constant 8 : i64
        %497 = arith.addi %406, %c8_i64_323 : i64
        %498 = arith.addi %497, %373 : i64
        %c8_i64_324 = arith.constant 8 : i64
        %499 = arith.addi %407, %c8_i64_324 : i64
        %c2_i64_325 = arith.constant 2 : i64
        %500 = arith.muli %374, %c2_i64_325 : i64
        %501 = arith.addi %499, %500 : i64
        %cst_326 = arith.constant -1.000000e+00 : f64
        %502 = memref.load %alloca_102[] : memref<f64>
        %c160_i64_327 = arith.constant 160 : i64
        %503 = arith.muli %501, %c160_i64_327 : i64
        %504 = arith.addi %498, %503 : i64
        %505 = llvm.getelementptr %366[%504] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %506 = llvm.load %505 : !llvm.ptr<1> -> f64
        %507 = llvm.intr.fma(%cst_326, %502, %506) : (f64, f64, f64) -> f64
        %c160_i64_328 = arith.constant 160 : i64
        %508 = arith.muli %501, %c160_i64_328 : i64
        %509 = arith.addi %498, %508 : i64
        %510 = llvm.getelementptr %366[%509] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %507, %510 : f64, !llvm.ptr<1>
        %c8_i64_329 = arith.constant 8 : i64
        %511 = arith.addi %406, %c8_i64_329 : i64
        %512 = arith.addi %511, %373 : i64
        %c8_i64_330 = arith.constant 8 : i64
        %513 = arith.addi %407, %c8_i64_330 : i64
        %c2_i64_331 = arith.constant 2 : i64
        %514 = arith.muli %374, %c2_i64_331 : i64
        %c1_i64_332 = arith.constant 1 : i64
        %515 = arith.addi %514, %c1_i64_332 : i64
        %516 = arith.addi %513, %515 : i64
        %cst_333 = arith.constant -1.000000e+00 : f64
        %517 = memref.load %alloca_103[] : memref<f64>
        %c160_i64_334 = arith.constant 160 : i64
        %518 = arith.muli %516, %c160_i64_334 : i64
        %519 = arith.addi %512, %518 : i64
        %520 = llvm.getelementptr %366[%519] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %521 = llvm.load %520 : !llvm.ptr<1> -> f64
        %522 = llvm.intr.fma(%cst_333, %517, %521) : (f64, f64, f64) -> f64
        %c160_i64_335 = arith.constant 160 : i64
        %523 = arith.muli %516, %c160_i64_335 : i64
        %524 = arith.addi %512, %523 : i64
        %525 = llvm.getelementptr %366[%524] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %522, %525 : f64, !llvm.ptr<1>
        %c16_i64_336 = arith.constant 16 : i64
        %526 = arith.addi %406, %c16_i64_336 : i64
        %527 = arith.addi %526, %373 : i64
        %c2_i64_337 = arith.constant 2 : i64
        %528 = arith.muli %374, %c2_i64_337 : i64
        %529 = arith.addi %407, %528 : i64
        %cst_338 = arith.constant -1.000000e+00 : f64
        %530 = memref.load %alloca_104[] : memref<f64>
        %c160_i64_339 = arith.constant 160 : i64
        %531 = arith.muli %529, %c160_i64_339 : i64
        %532 = arith.addi %527, %531 : i64
        %533 = llvm.getelementptr %366[%532] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %534 = llvm.load %533 : !llvm.ptr<1> -> f64
        %535 = llvm.intr.fma(%cst_338, %530, %534) : (f64, f64, f64) -> f64
        %c160_i64_340 = arith.constant 160 : i64
        %536 = arith.muli %529, %c160_i64_340 : i64
        %537 = arith.addi %527, %536 : i64
        %538 = llvm.getelementptr %366[%537] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %535, %538 : f64, !llvm.ptr<1>
        %c16_i64_341 = arith.constant 16 : i64
        %539 = arith.addi %406, %c16_i64_341 : i64
        %540 = arith.addi %539, %373 : i64
        %c2_i64_342 = arith.constant 2 : i64
        %541 = arith.muli %374, %c2_i64_342 : i64
        %c1_i64_343 = arith.constant 1 : i64
        %542 = arith.addi %541, %c1_i64_343 : i64
        %543 = arith.addi %407, %542 : i64
        %cst_344 = arith.constant -1.000000e+00 : f64
        %544 = memref.load %alloca_105[] : memref<f64>
        %c160_i64_345 = arith.constant 160 : i64
        %545 = arith.muli %543, %c160_i64_345 : i64
        %546 = arith.addi %540, %545 : i64
        %547 = llvm.getelementptr %366[%546] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %548 = llvm.load %547 : !llvm.ptr<1> -> f64
        %549 = llvm.intr.fma(%cst_344, %544, %548) : (f64, f64, f64) -> f64
        %c160_i64_346 = arith.constant 160 : i64
        %550 = arith.muli %543, %c160_i64_346 : i64
        %551 = arith.addi %540, %550 : i64
        %552 = llvm.getelementptr %366[%551] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %549, %552 : f64, !llvm.ptr<1>
        %c16_i64_347 = arith.constant 16 : i64
        %553 = arith.addi %406, %c16_i64_347 : i64
        %554 = arith.addi %553, %373 : i64
        %c8_i64_348 = arith.constant 8 : i64
        %555 = arith.addi %407, %c8_i64_348 : i64
        %c2_i64_349 = arith.constant 2 : i64
        %556 = arith.muli %374, %c2_i64_349 : i64
        %557 = arith.addi %555, %556 : i64
        %cst_350 = arith.constant -1.000000e+00 : f64
        %558 = memref.load %alloca_106[] : memref<f64>
        %c160_i64_351 = arith.constant 160 : i64
        %559 = arith.muli %557, %c160_i64_351 : i64
        %560 = arith.addi %554, %559 : i64
        %561 = llvm.getelementptr %366[%560] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %562 = llvm.load %561 : !llvm.ptr<1> -> f64
        %563 = llvm.intr.fma(%cst_350, %558, %562) : (f64, f64, f64) -> f64
        %c160_i64_352 = arith.constant 160 : i64
        %564 = arith.muli %557, %c160_i64_352 : i64
        %565 = arith.addi %554, %564 : i64
        %566 = llvm.getelementptr %366[%565] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %563, %566 : f64, !llvm.ptr<1>
        %c16_i64_353 = arith.constant 16 : i64
        %567 = arith.addi %406, %c16_i64_353 : i64
        %568 = arith.addi %567, %373 : i64
        %c8_i64_354 = arith.constant 8 : i64
        %569 = arith.addi %407, %c8_i64_354 : i64
        %c2_i64_355 = arith.constant 2 : i64
        %570 = arith.muli %374, %c2_i64_355 : i64
        %c1_i64_356 = arith.constant 1 : i64
        %571 = arith.addi %570, %c1_i64_356 : i64
        %572 = arith.addi %569, %571 : i64
        %cst_357 = arith.constant -1.000000e+00 : f64
        %573 = memref.load %alloca_107[] : memref<f64>
        %c160_i64_358 = arith.constant 160 : i64
        %574 = arith.muli %572, %c160_i64_358 : i64
        %575 = arith.addi %568, %574 : i64
        %576 = llvm.getelementptr %366[%575] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %577 = llvm.load %576 : !llvm.ptr<1> -> f64
        %578 = llvm.intr.fma(%cst_357, %573, %577) : (f64, f64, f64) -> f64
        %c160_i64_359 = arith.constant 160 : i64
        %579 = arith.muli %572, %c160_i64_359 : i64
        %580 = arith.addi %568, %579 : i64
        %581 = llvm.getelementptr %366[%580] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %578, %581 : f64, !llvm.ptr<1>
        %c24_i64_360 = arith.constant 24 : i64
        %582 = arith.addi %406, %c24_i64_360 : i64
        %583 = arith.addi %582, %373 : i64
        %c2_i64_361 = arith.constant 2 : i64
        %584 = arith.muli %374, %c2_i64_361 : i64
        %585 = arith.addi %407, %584 : i64
        %cst_362 = arith.constant -1.000000e+00 : f64
        %586 = memref.load %alloca_108[] : memref<f64>
        %c160_i64_363 = arith.constant 160 : i64
        %587 = arith.muli %585, %c160_i64_363 : i64
        %588 = arith.addi %583, %587 : i64
        %589 = llvm.getelementptr %366[%588] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %590 = llvm.load %589 : !llvm.ptr<1> -> f64
        %591 = llvm.intr.fma(%cst_362, %586, %590) : (f64, f64, f64) -> f64
        %c160_i64_364 = arith.constant 160 : i64
        %592 = arith.muli %585, %c160_i64_364 : i64
        %593 = arith.addi %583, %592 : i64
        %594 = llvm.getelementptr %366[%593] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %591, %594 : f64, !llvm.ptr<1>
        %c24_i64_365 = arith.constant 24 : i64
        %595 = arith.addi %406, %c24_i64_365 : i64
        %596 = arith.addi %595, %373 : i64
        %c2_i64_366 = arith.constant 2 : i64
        %597 = arith.muli %374, %c2_i64_366 : i64
        %c1_i64_367 = arith.constant 1 : i64
        %598 = arith.addi %597, %c1_i64_367 : i64
        %599 = arith.addi %407, %598 : i64
        %cst_368 = arith.constant -1.000000e+00 : f64
        %600 = memref.load %alloca_109[] : memref<f64>
        %c160_i64_369 = arith.constant 160 : i64
        %601 = arith.muli %599, %c160_i64_369 : i64
        %602 = arith.addi %596, %601 : i64
        %603 = llvm.getelementptr %366[%602] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %604 = llvm.load %603 : !llvm.ptr<1> -> f64
        %605 = llvm.intr.fma(%cst_368, %600, %604) : (f64, f64, f64) -> f64
        %c160_i64_370 = arith.constant 160 : i64
        %606 = arith.muli %599, %c160_i64_370 : i64
        %607 = arith.addi %596, %606 : i64
        %608 = llvm.getelementptr %366[%607] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %605, %608 : f64, !llvm.ptr<1>
        %c24_i64_371 = arith.constant 24 : i64
        %609 = arith.addi %406, %c24_i64_371 : i64
        %610 = arith.addi %609, %373 : i64
        %c8_i64_372 = arith.constant 8 : i64
        %611 = arith.addi %407, %c8_i64_372 : i64
        %c2_i64_373 = arith.constant 2 : i64
        %612 = arith.muli %374, %c2_i64_373 : i64
        %613 = arith.addi %611, %612 : i64
        %cst_374 = arith.constant -1.000000e+00 : f64
        %614 = memref.load %alloca_110[] : memref<f64>
        %c160_i64_375 = arith.constant 160 : i64
        %615 = arith.muli %613, %c160_i64_375 : i64
        %616 = arith.addi %610, %615 : i64
        %617 = llvm.getelementptr %366[%616] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %618 = llvm.load %617 : !llvm.ptr<1> -> f64
        %619 = llvm.intr.fma(%cst_374, %614, %618) : (f64, f64, f64) -> f64
        %c160_i64_376 = arith.constant 160 : i64
        %620 = arith.muli %613, %c160_i64_376 : i64
        %621 = arith.addi %610, %620 : i64
        %622 = llvm.getelementptr %366[%621] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %619, %622 : f64, !llvm.ptr<1>
        %c24_i64_377 = arith.constant 24 : i64
        %623 = arith.addi %406, %c24_i64_377 : i64
        %624 = arith.addi %623, %373 : i64
        %c8_i64_378 = arith.constant 8 : i64
        %625 = arith.addi %407, %c8_i64_378 : i64
        %c2_i64_379 = arith.constant 2 : i64
        %626 = arith.muli %374, %c2_i64_379 : i64
        %c1_i64_380 = arith.constant 1 : i64
        %627 = arith.addi %626, %c1_i64_380 : i64
        %628 = arith.addi %625, %627 : i64
        %cst_381 = arith.constant -1.000000e+00 : f64
        %629 = memref.load %alloca_111[] : memref<f64>
        %c160_i64_382 = arith.constant 160 : i64
        %630 = arith.muli %628, %c160_i64_382 : i64
        %631 = arith.addi %624, %630 : i64
        %632 = llvm.getelementptr %366[%631] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %633 = llvm.load %632 : !llvm.ptr<1> -> f64
        %634 = llvm.intr.fma(%cst_381, %629, %633) : (f64, f64, f64) -> f64
        %c160_i64_383 = arith.constant 160 : i64
        %635 = arith.muli %628, %c160_i64_383 : i64
        %636 = arith.addi %624, %635 : i64
        %637 = llvm.getelementptr %366[%636] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %634, %637 : f64, !llvm.ptr<1>
      }
      %375 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
      %c576_i64 = arith.constant 576 : i64
      %376 = arith.muli %240, %c576_i64 : i64
      %377 = llvm.getelementptr %232[%376] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c512_i64 = arith.constant 512 : i64
      %378 = arith.muli %240, %c512_i64 : i64
      %379 = llvm.getelementptr %235[%378] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_228 = gpu.thread_id  x
      %380 = arith.index_cast %thread_id_x_228 : index to i64
      %c71_i64 = arith.constant 71 : i64
      %381 = arith.minsi %380, %c71_i64 : i64
      %thread_id_x_229 = gpu.thread_id  x
      %382 = arith.index_cast %thread_id_x_229 : index to i64
      %c64_i64_230 = arith.constant 64 : i64
      %383 = arith.addi %382, %c64_i64_230 : i64
      %c71_i64_231 = arith.constant 71 : i64
      %384 = arith.minsi %383, %c71_i64_231 : i64
      %thread_id_y_232 = gpu.thread_id  y
      %385 = arith.index_cast %thread_id_y_232 : index to i64
      %thread_id_y_233 = gpu.thread_id  y
      %386 = arith.index_cast %thread_id_y_233 : index to i64
      %c8_i64_234 = arith.constant 8 : i64
      %387 = arith.addi %386, %c8_i64_234 : i64
      %thread_id_y_235 = gpu.thread_id  y
      %388 = arith.index_cast %thread_id_y_235 : index to i64
      %c16_i64_236 = arith.constant 16 : i64
      %389 = arith.addi %388, %c16_i64_236 : i64
      %thread_id_y_237 = gpu.thread_id  y
      %390 = arith.index_cast %thread_id_y_237 : index to i64
      %c24_i64 = arith.constant 24 : i64
      %391 = arith.addi %390, %c24_i64 : i64
      %thread_id_y_238 = gpu.thread_id  y
      %392 = arith.index_cast %thread_id_y_238 : index to i64
      %c32_i64_239 = arith.constant 32 : i64
      %393 = arith.addi %392, %c32_i64_239 : i64
      %thread_id_y_240 = gpu.thread_id  y
      %394 = arith.index_cast %thread_id_y_240 : index to i64
      %c40_i64 = arith.constant 40 : i64
      %395 = arith.addi %394, %c40_i64 : i64
      %thread_id_y_241 = gpu.thread_id  y
      %396 = arith.index_cast %thread_id_y_241 : index to i64
      %c48_i64 = arith.constant 48 : i64
      %397 = arith.addi %396, %c48_i64 : i64
      %thread_id_y_242 = gpu.thread_id  y
      %398 = arith.index_cast %thread_id_y_242 : index to i64
      %c56_i64 = arith.constant 56 : i64
      %399 = arith.addi %398, %c56_i64 : i64
      %cst_243 = arith.constant 0.000000e+00 : f32
      memref.store %cst_243, %alloca_112[] : memref<f32>
      %cst_244 = arith.constant 0.000000e+00 : f32
      memref.store %cst_244, %alloca_113[] : memref<f32>
      %cst_245 = arith.constant 0.000000e+00 : f32
      memref.store %cst_245, %alloca_114[] : memref<f32>
      %cst_246 = arith.constant 0.000000e+00 : f32
      memref.store %cst_246, %alloca_115[] : memref<f32>
      %cst_247 = arith.constant 0.000000e+00 : f32
      memref.store %cst_247, %alloca_116[] : memref<f32>
      %cst_248 = arith.constant 0.000000e+00 : f32
      memref.store %cst_248, %alloca_117[] : memref<f32>
      %cst_249 = arith.constant 0.000000e+00 : f32
      memref.store %cst_249, %alloca_118[] : memref<f32>
      %cst_250 = arith.constant 0.000000e+00 : f32
      memref.store %cst_250, %alloca_119[] : memref<f32>
      %cst_251 = arith.constant 0.000000e+00 : f32
      memref.store %cst_251, %alloca_120[] : memref<f32>
      %cst_252 = arith.constant 0.000000e+00 : f32
      memref.store %cst_252, %alloca_121[] : memref<f32>
      %cst_253 = arith.constant 0.000000e+00 : f32
      memref.store %cst_253, %alloca_122[] : memref<f32>
      %cst_254 = arith.constant 0.000000e+00 : f32
      memref.store %cst_254, %alloca_123[] : memref<f32>
      %cst_255 = arith.constant 0.000000e+00 : f32
      memref.store %cst_255, %alloca_124[] : memref<f32>
      %cst_256 = arith.constant 0.000000e+00 : f32
      memref.store %cst_256, %alloca_125[] : memref<f32>
      %cst_257 = arith.constant 0.000000e+00 : f32
      memref.store %cst_257, %alloca_126[] : memref<f32>
      %cst_258 = arith.constant 0.000000e+00 : f32
      memref.store %cst_258, %alloca_127[] : memref<f32>
      %c0_i64_259 = arith.constant 0 : i64
      %c8_i64_260 = arith.constant 8 : i64
      %c1_i64_261 = arith.constant 1 : i64
      scf.for %arg24 = %c0_i64_259 to %c8_i64_260 step %c1_i64_261  : i64 {
        %c72_i64_266 = arith.constant 72 : i64
        %404 = arith.muli %arg24, %c72_i64_266 : i64
        %405 = arith.addi %381, %404 : i64
        %406 = llvm.getelementptr %377[%405] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %407 = llvm.load %406 : !llvm.ptr<1> -> f32
        %c72_i64_267 = arith.constant 72 : i64
        %408 = arith.muli %arg24, %c72_i64_267 : i64
        %409 = arith.addi %384, %408 : i64
        %410 = llvm.getelementptr %377[%409] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %411 = llvm.load %410 : !llvm.ptr<1> -> f32
        %c8_i64_268 = arith.constant 8 : i64
        %412 = arith.muli %385, %c8_i64_268 : i64
        %413 = arith.addi %arg24, %412 : i64
        %414 = llvm.getelementptr %379[%413] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %415 = llvm.load %414 : !llvm.ptr<1> -> f32
        %c8_i64_269 = arith.constant 8 : i64
        %416 = arith.muli %387, %c8_i64_269 : i64
        %417 = arith.addi %arg24, %416 : i64
        %418 = llvm.getelementptr %379[%417] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %419 = llvm.load %418 : !llvm.ptr<1> -> f32
        %c8_i64_270 = arith.constant 8 : i64
        %420 = arith.muli %389, %c8_i64_270 : i64
        %421 = arith.addi %arg24, %420 : i64
        %422 = llvm.getelementptr %379[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %423 = llvm.load %422 : !llvm.ptr<1> -> f32
        %c8_i64_271 = arith.constant 8 : i64
        %424 = arith.muli %391, %c8_i64_271 : i64
        %425 = arith.addi %arg24, %424 : i64
        %426 = llvm.getelementptr %379[%425] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %427 = llvm.load %426 : !llvm.ptr<1> -> f32
        %c8_i64_272 = arith.constant 8 : i64
        %428 = arith.muli %393, %c8_i64_272 : i64
        %429 = arith.addi %arg24, %428 : i64
        %430 = llvm.getelementptr %379[%429] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %431 = llvm.load %430 : !llvm.ptr<1> -> f32
        %c8_i64_273 = arith.constant 8 : i64
        %432 = arith.muli %395, %c8_i64_273 : i64
        %433 = arith.addi %arg24, %432 : i64
        %434 = llvm.getelementptr %379[%433] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %435 = llvm.load %434 : !llvm.ptr<1> -> f32
        %c8_i64_274 = arith.constant 8 : i64
        %436 = arith.muli %397, %c8_i64_274 : i64
        %437 = arith.addi %arg24, %436 : i64
        %438 = llvm.getelementptr %379[%437] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %439 = llvm.load %438 : !llvm.ptr<1> -> f32
        %c8_i64_275 = arith.constant 8 : i64
        %440 = arith.muli %399, %c8_i64_275 : i64
        %441 = arith.addi %arg24, %440 : i64
        %442 = llvm.getelementptr %379[%441] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %443 = llvm.load %442 : !llvm.ptr<1> -> f32
        %444 = memref.load %alloca_112[] : memref<f32>
        %445 = llvm.intr.fma(%407, %415, %444) : (f32, f32, f32) -> f32
        memref.store %445, %alloca_112[] : memref<f32>
        %446 = memref.load %alloca_113[] : memref<f32>
        %447 = llvm.intr.fma(%407, %419, %446) : (f32, f32, f32) -> f32
        memref.store %447, %alloca_113[] : memref<f32>
        %448 = memref.load %alloca_114[] : memref<f32>
        %449 = llvm.intr.fma(%407, %423, %448) : (f32, f32, f32) -> f32
        memref.store %449, %alloca_114[] : memref<f32>
        %450 = memref.load %alloca_115[] : memref<f32>
        %451 = llvm.intr.fma(%407, %427, %450) : (f32, f32, f32) -> f32
        memref.store %451, %alloca_115[] : memref<f32>
        %452 = memref.load %alloca_116[] : memref<f32>
        %453 = llvm.intr.fma(%407, %431, %452) : (f32, f32, f32) -> f32
        memref.store %453, %alloca_116[] : memref<f32>
        %454 = memref.load %alloca_117[] : memref<f32>
        %455 = llvm.intr.fma(%407, %435, %454) : (f32, f32, f32) -> f32
        memref.store %455, %alloca_117[] : memref<f32>
        %456 = memref.load %alloca_118[] : memref<f32>
        %457 = llvm.intr.fma(%407, %439, %456) : (f32, f32, f32) -> f32
        memref.store %457, %alloca_118[] : memref<f32>
        %458 = memref.load %alloca_119[] : memref<f32>
        %459 = llvm.intr.fma(%407, %443, %458) : (f32, f32, f32) -> f32
        memref.store %459, %alloca_119[] : memref<f32>
        %460 = memref.load %alloca_120[] : memref<f32>
        %461 = llvm.intr.fma(%411, %415, %460) : (f32, f32, f32) -> f32
        memref.store %461, %alloca_120[] : memref<f32>
        %462 = memref.load %alloca_121[] : memref<f32>
        %463 = llvm.intr.fma(%411, %419, %462) : (f32, f32, f32) -> f32
        memref.store %463, %alloca_121[] : memref<f32>
        %464 = memref.load %alloca_122[] : memref<f32>
        %465 = llvm.intr.fma(%411, %423, %464) : (f32, f32, f32) -> f32
        memref.store %465, %alloca_122[] : memref<f32>
        %466 = memref.load %alloca_123[] : memref<f32>
        %467 = llvm.intr.fma(%411, %427, %466) : (f32, f32, f32) -> f32
        memref.store %467, %alloca_123[] : memref<f32>
        %468 = memref.load %alloca_124[] : memref<f32>
        %469 = llvm.intr.fma(%411, %431, %468) : (f32, f32, f32) -> f32
        memref.store %469, %alloca_124[] : memref<f32>
        %470 = memref.load %alloca_125[] : memref<f32>
        %471 = llvm.intr.fma(%411, %435, %470) : (f32, f32, f32) -> f32
        memref.store %471, %alloca_125[] : memref<f32>
        %472 = memref.load %alloca_126[] : memref<f32>
        %473 = llvm.intr.fma(%411, %439, %472) : (f32, f32, f32) -> f32
        memref.store %473, %alloca_126[] : memref<f32>
        %474 = memref.load %alloca_127[] : memref<f32>
        %475 = llvm.intr.fma(%411, %443, %474) : (f32, f32, f32) -> f32
        memref.store %475, %alloca_127[] : memref<f32>
      }
      %c72_i64 = arith.constant 72 : i64
      %400 = arith.cmpi slt, %380, %c72_i64 : i64
      scf.if %400 {
        %404 = memref.load %alloca_112[] : memref<f32>
        %c72_i64_266 = arith.constant 72 : i64
        %405 = arith.muli %385, %c72_i64_266 : i64
        %406 = arith.addi %380, %405 : i64
        %407 = llvm.getelementptr %375[%406] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %404, %407 : f32, !llvm.ptr<3>
        %408 = memref.load %alloca_113[] : memref<f32>
        %c72_i64_267 = arith.constant 72 : i64
        %409 = arith.muli %387, %c72_i64_267 : i64
        %410 = arith.addi %380, %409 : i64
        %411 = llvm.getelementptr %375[%410] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %408, %411 : f32, !llvm.ptr<3>
        %412 = memref.load %alloca_114[] : memref<f32>
        %c72_i64_268 = arith.constant 72 : i64
        %413 = arith.muli %389, %c72_i64_268 : i64
        %414 = arith.addi %380, %413 : i64
        %415 = llvm.getelementptr %375[%414] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %412, %415 : f32, !llvm.ptr<3>
        %416 = memref.load %alloca_115[] : memref<f32>
        %c72_i64_269 = arith.constant 72 : i64
        %417 = arith.muli %391, %c72_i64_269 : i64
        %418 = arith.addi %380, %417 : i64
        %419 = llvm.getelementptr %375[%418] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %416, %419 : f32, !llvm.ptr<3>
        %420 = memref.load %alloca_116[] : memref<f32>
        %c72_i64_270 = arith.constant 72 : i64
        %421 = arith.muli %393, %c72_i64_270 : i64
        %422 = arith.addi %380, %421 : i64
        %423 = llvm.getelementptr %375[%422] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %420, %423 : f32, !llvm.ptr<3>
        %424 = memref.load %alloca_117[] : memref<f32>
        %c72_i64_271 = arith.constant 72 : i64
        %425 = arith.muli %395, %c72_i64_271 : i64
        %426 = arith.addi %380, %425 : i64
        %427 = llvm.getelementptr %375[%426] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %424, %427 : f32, !llvm.ptr<3>
        %428 = memref.load %alloca_118[] : memref<f32>
        %c72_i64_272 = arith.constant 72 : i64
        %429 = arith.muli %397, %c72_i64_272 : i64
        %430 = arith.addi %380, %429 : i64
        %431 = llvm.getelementptr %375[%430] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %428, %431 : f32, !llvm.ptr<3>
        %432 = memref.load %alloca_119[] : memref<f32>
        %c72_i64_273 = arith.constant 72 : i64
        %433 = arith.muli %399, %c72_i64_273 : i64
        %434 = arith.addi %380, %433 : i64
        %435 = llvm.getelementptr %375[%434] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %432, %435 : f32, !llvm.ptr<3>
      }
      %c72_i64_262 = arith.constant 72 : i64
      %401 = arith.cmpi slt, %383, %c72_i64_262 : i64
      scf.if %401 {
        %404 = memref.load %alloca_120[] : memref<f32>
        %c72_i64_266 = arith.constant 72 : i64
        %405 = arith.muli %385, %c72_i64_266 : i64
        %406 = arith.addi %383, %405 : i64
        %407 = llvm.getelementptr %375[%406] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %404, %407 : f32, !llvm.ptr<3>
        %408 = memref.load %alloca_121[] : memref<f32>
        %c72_i64_267 = arith.constant 72 : i64
        %409 = arith.muli %387, %c72_i64_267 : i64
        %410 = arith.addi %383, %409 : i64
        %411 = llvm.getelementptr %375[%410] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %408, %411 : f32, !llvm.ptr<3>
        %412 = memref.load %alloca_122[] : memref<f32>
        %c72_i64_268 = arith.constant 72 : i64
        %413 = arith.muli %389, %c72_i64_268 : i64
        %414 = arith.addi %383, %413 : i64
        %415 = llvm.getelementptr %375[%414] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %412, %415 : f32, !llvm.ptr<3>
        %416 = memref.load %alloca_123[] : memref<f32>
        %c72_i64_269 = arith.constant 72 : i64
        %417 = arith.muli %391, %c72_i64_269 : i64
        %418 = arith.addi %383, %417 : i64
        %419 = llvm.getelementptr %375[%418] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %416, %419 : f32, !llvm.ptr<3>
        %420 = memref.load %alloca_124[] : memref<f32>
        %c72_i64_270 = arith.constant 72 : i64
        %421 = arith.muli %393, %c72_i64_270 : i64
        %422 = arith.addi %383, %421 : i64
        %423 = llvm.getelementptr %375[%422] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %420, %423 : f32, !llvm.ptr<3>
        %424 = memref.load %alloca_125[] : memref<f32>
        %c72_i64_271 = arith.constant 72 : i64
        %425 = arith.muli %395, %c72_i64_271 : i64
        %426 = arith.addi %383, %425 : i64
        %427 = llvm.getelementptr %375[%426] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %424, %427 : f32, !llvm.ptr<3>
        %428 = memref.load %alloca_126[] : memref<f32>
        %c72_i64_272 = arith.constant 72 : i64
        %429 = arith.muli %397, %c72_i64_272 : i64
        %430 = arith.addi %383, %429 : i64
        %431 = llvm.getelementptr %375[%430] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %428, %431 : f32, !llvm.ptr<3>
        %432 = memref.load %alloca_127[] : memref<f32>
        %c72_i64_273 = arith.constant 72 : i64
        %433 = arith.muli %399, %c72_i64_273 : i64
        %434 = arith.addi %383, %433 : i64
        %435 = llvm.getelementptr %375[%434] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %432, %435 : f32, !llvm.ptr<3>
      }
      %c4608_i64 = arith.constant 4608 : i64
      %402 = arith.muli %240, %c4608_i64 : i64
      %403 = llvm.getelementptr %238[%402] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %c0_i64_263 = arith.constant 0 : i64
      %c3_i64_264 = arith.constant 3 : i64
      %c1_i64_265 = arith.constant 1 : i64
      scf.for %arg24 = %c0_i64_263 to %c3_i64_264 step %c1_i64_265  : i64 {
        %thread_id_x_266 = gpu.thread_id  x
        %404 = arith.index_cast %thread_id_x_266 : index to i64
        %c64_i64_267 = arith.constant 64 : i64
        %thread_id_y_268 = gpu.thread_id  y
        %405 = arith.index_cast %thread_id_y_268 : index to i64
        %406 = arith.muli %c64_i64_267, %405 : i64
        %407 = arith.addi %404, %406 : i64
        %c2048_i64 = arith.constant 2048 : i64
        %408 = arith.muli %arg24, %c2048_i64 : i64
        %409 = arith.addi %407, %408 : i64
        %c4608_i64_269 = arith.constant 4608 : i64
        %410 = arith.cmpi slt, %409, %c4608_i64_269 : i64
        scf.if %410 {
          %421 = llvm.getelementptr %375[%409] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %422 = llvm.load %421 : !llvm.ptr<3> -> f32
          memref.store %422, %alloca_128[] : memref<f32>
        }
        %c512_i64_270 = arith.constant 512 : i64
        %411 = arith.addi %409, %c512_i64_270 : i64
        %c4608_i64_271 = arith.constant 4608 : i64
        %412 = arith.cmpi slt, %411, %c4608_i64_271 : i64
        scf.if %412 {
          %421 = llvm.getelementptr %375[%411] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %422 = llvm.load %421 : !llvm.ptr<3> -> f32
          memref.store %422, %alloca_129[] : memref<f32>
        }
        %c1024_i64 = arith.constant 1024 : i64
        %413 = arith.addi %409, %c1024_i64 : i64
        %c4608_i64_272 = arith.constant 4608 : i64
        %414 = arith.cmpi slt, %413, %c4608_i64_272 : i64
        scf.if %414 {
          %421 = llvm.getelementptr %375[%413] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %422 = llvm.load %421 : !llvm.ptr<3> -> f32
          memref.store %422, %alloca_130[] : memref<f32>
        }
        %c1536_i64 = arith.constant 1536 : i64
        %415 = arith.addi %409, %c1536_i64 : i64
        %c4608_i64_273 = arith.constant 4608 : i64
        %416 = arith.cmpi slt, %415, %c4608_i64_273 : i64
        scf.if %416 {
          %421 = llvm.getelementptr %375[%415] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %422 = llvm.load %421 : !llvm.ptr<3> -> f32
          memref.store %422, %alloca_131[] : memref<f32>
        }
        %c4608_i64_274 = arith.constant 4608 : i64
        %417 = arith.cmpi slt, %409, %c4608_i64_274 : i64
        scf.if %417 {
          %421 = memref.load %alloca_128[] : memref<f32>
          %422 = llvm.getelementptr %403[%409] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %421, %422 : f32, !llvm.ptr<1>
        }
        %c4608_i64_275 = arith.constant 4608 : i64
        %418 = arith.cmpi slt, %411, %c4608_i64_275 : i64
        scf.if %418 {
          %421 = memref.load %alloca_129[] : memref<f32>
          %422 = llvm.getelementptr %403[%411] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %421, %422 : f32, !llvm.ptr<1>
        }
        %c4608_i64_276 = arith.constant 4608 : i64
        %419 = arith.cmpi slt, %413, %c4608_i64_276 : i64
        scf.if %419 {
          %421 = memref.load %alloca_130[] : memref<f32>
          %422 = llvm.getelementptr %403[%413] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %421, %422 : f32, !llvm.ptr<1>
        }
        %c4608_i64_277 = arith.constant 4608 : i64
        %420 = arith.cmpi slt, %415, %c4608_i64_277 : i64
        scf.if %420 {
          %421 = memref.load %alloca_131[] : memref<f32>
          %422 = llvm.getelementptr %403[%415] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %421, %422 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
