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
      %alloca_96 = memref.alloca() : memref<f32>
      %alloca_97 = memref.alloca() : memref<f32>
      %alloca_98 = memref.alloca() : memref<f32>
      %alloca_99 = memref.alloca() : memref<f32>
      %alloca_100 = memref.alloca() : memref<f32>
      %alloca_101 = memref.alloca() : memref<f32>
      %alloca_102 = memref.alloca() : memref<f32>
      %alloca_103 = memref.alloca() : memref<f32>
      %alloca_104 = memref.alloca() : memref<f32>
      %alloca_105 = memref.alloca() : memref<f32>
      %alloca_106 = memref.alloca() : memref<f64>
      %alloca_107 = memref.alloca() : memref<f64>
      %alloca_108 = memref.alloca() : memref<f64>
      %alloca_109 = memref.alloca() : memref<f64>
      %alloca_110 = memref.alloca() : memref<f64>
      %alloca_111 = memref.alloca() : memref<f64>
      %alloca_112 = memref.alloca() : memref<f64>
      %alloca_113 = memref.alloca() : memref<f64>
      %alloca_114 = memref.alloca() : memref<f64>
      %alloca_115 = memref.alloca() : memref<f64>
      %alloca_116 = memref.alloca() : memref<f64>
      %alloca_117 = memref.alloca() : memref<f64>
      %alloca_118 = memref.alloca() : memref<f64>
      %alloca_119 = memref.alloca() : memref<f64>
      %alloca_120 = memref.alloca() : memref<f64>
      %alloca_121 = memref.alloca() : memref<f64>
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
      %alloca_132 = memref.alloca() : memref<f32>
      %alloca_133 = memref.alloca() : memref<f32>
      %alloca_134 = memref.alloca() : memref<f32>
      %alloca_135 = memref.alloca() : memref<f32>
      %alloca_136 = memref.alloca() : memref<f32>
      %alloca_137 = memref.alloca() : memref<f32>
      %alloca_138 = memref.alloca() : memref<f32>
      %alloca_139 = memref.alloca() : memref<f32>
      %alloca_140 = memref.alloca() : memref<f32>
      %alloca_141 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %240 = arith.index_cast %block_id_x : index to i64
      %c4096_i64 = arith.constant 4096 : i64
      %241 = arith.muli %240, %c4096_i64 : i64
      %242 = llvm.getelementptr %205[%241] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c4096_i64_142 = arith.constant 4096 : i64
      %243 = arith.muli %240, %c4096_i64_142 : i64
      %244 = llvm.getelementptr %208[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c4096_i64_143 = arith.constant 4096 : i64
      %245 = arith.muli %240, %c4096_i64_143 : i64
      %246 = llvm.getelementptr %211[%245] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %247 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %248 = arith.index_cast %thread_id_y : index to i64
      %249 = arith.muli %c64_i64, %248 : i64
      %250 = arith.addi %247, %249 : i64
      %c64_i64_144 = arith.constant 64 : i64
      %251 = arith.remsi %250, %c64_i64_144 : i64
      %c64_i64_145 = arith.constant 64 : i64
      %252 = arith.divsi %250, %c64_i64_145 : i64
      %c8_i64 = arith.constant 8 : i64
      %253 = arith.muli %252, %c8_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_146 = arith.constant 0.000000e+00 : f32
      memref.store %cst_146, %alloca_55[] : memref<f32>
      %cst_147 = arith.constant 0.000000e+00 : f32
      memref.store %cst_147, %alloca_56[] : memref<f32>
      %cst_148 = arith.constant 0.000000e+00 : f32
      memref.store %cst_148, %alloca_57[] : memref<f32>
      %cst_149 = arith.constant 0.000000e+00 : f32
      memref.store %cst_149, %alloca_58[] : memref<f32>
      %cst_150 = arith.constant 0.000000e+00 : f32
      memref.store %cst_150, %alloca_59[] : memref<f32>
      %cst_151 = arith.constant 0.000000e+00 : f32
      memref.store %cst_151, %alloca_60[] : memref<f32>
      %cst_152 = arith.constant 0.000000e+00 : f32
      memref.store %cst_152, %alloca_61[] : memref<f32>
      %c64_i64_153 = arith.constant 64 : i64
      %254 = arith.remsi %250, %c64_i64_153 : i64
      %c64_i64_154 = arith.constant 64 : i64
      %255 = arith.divsi %250, %c64_i64_154 : i64
      %c512_i64 = arith.constant 512 : i64
      %256 = arith.addi %250, %c512_i64 : i64
      %c64_i64_155 = arith.constant 64 : i64
      %257 = arith.remsi %256, %c64_i64_155 : i64
      %c64_i64_156 = arith.constant 64 : i64
      %258 = arith.divsi %256, %c64_i64_156 : i64
      %cst_157 = arith.constant 0.000000e+00 : f32
      memref.store %cst_157, %alloca_62[] : memref<f32>
      %c64_i64_158 = arith.constant 64 : i64
      %259 = arith.muli %255, %c64_i64_158 : i64
      %260 = arith.addi %254, %259 : i64
      %261 = llvm.getelementptr %242[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %262 = llvm.load %261 : !llvm.ptr<1> -> f32
      memref.store %262, %alloca_62[] : memref<f32>
      %cst_159 = arith.constant 0.000000e+00 : f32
      memref.store %cst_159, %alloca_63[] : memref<f32>
      %c64_i64_160 = arith.constant 64 : i64
      %263 = arith.muli %258, %c64_i64_160 : i64
      %264 = arith.addi %257, %263 : i64
      %265 = llvm.getelementptr %242[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %266 = llvm.load %265 : !llvm.ptr<1> -> f32
      memref.store %266, %alloca_63[] : memref<f32>
      %c16_i64 = arith.constant 16 : i64
      %267 = arith.divsi %250, %c16_i64 : i64
      %c16_i64_161 = arith.constant 16 : i64
      %268 = arith.remsi %250, %c16_i64_161 : i64
      %c512_i64_162 = arith.constant 512 : i64
      %269 = arith.addi %250, %c512_i64_162 : i64
      %c16_i64_163 = arith.constant 16 : i64
      %270 = arith.divsi %269, %c16_i64_163 : i64
      %c16_i64_164 = arith.constant 16 : i64
      %271 = arith.remsi %269, %c16_i64_164 : i64
      %cst_165 = arith.constant 0.000000e+00 : f32
      memref.store %cst_165, %alloca_64[] : memref<f32>
      %c64_i64_166 = arith.constant 64 : i64
      %272 = arith.muli %267, %c64_i64_166 : i64
      %273 = arith.addi %268, %272 : i64
      %274 = llvm.getelementptr %244[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %275 = llvm.load %274 : !llvm.ptr<1> -> f32
      memref.store %275, %alloca_64[] : memref<f32>
      %cst_167 = arith.constant 0.000000e+00 : f32
      memref.store %cst_167, %alloca_65[] : memref<f32>
      %c64_i64_168 = arith.constant 64 : i64
      %276 = arith.muli %270, %c64_i64_168 : i64
      %277 = arith.addi %271, %276 : i64
      %278 = llvm.getelementptr %244[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %279 = llvm.load %278 : !llvm.ptr<1> -> f32
      memref.store %279, %alloca_65[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c64_i64_169 = arith.constant 64 : i64
      %c16_i64_170 = arith.constant 16 : i64
      scf.for %arg24 = %c0_i64 to %c64_i64_169 step %c16_i64_170  : i64 {
        gpu.barrier
        %c64_i64_337 = arith.constant 64 : i64
        %480 = arith.remsi %250, %c64_i64_337 : i64
        %c64_i64_338 = arith.constant 64 : i64
        %481 = arith.divsi %250, %c64_i64_338 : i64
        %c512_i64_339 = arith.constant 512 : i64
        %482 = arith.addi %250, %c512_i64_339 : i64
        %c64_i64_340 = arith.constant 64 : i64
        %483 = arith.remsi %482, %c64_i64_340 : i64
        %c64_i64_341 = arith.constant 64 : i64
        %484 = arith.divsi %482, %c64_i64_341 : i64
        %485 = memref.load %alloca_62[] : memref<f32>
        %486 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64 = arith.constant 18432 : i64
        %487 = llvm.getelementptr %486[%c18432_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_342 = arith.constant 64 : i64
        %488 = arith.muli %481, %c64_i64_342 : i64
        %489 = arith.addi %480, %488 : i64
        %490 = llvm.getelementptr %487[%489] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %485, %490 : f32, !llvm.ptr<3>
        %491 = memref.load %alloca_63[] : memref<f32>
        %492 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_343 = arith.constant 18432 : i64
        %493 = llvm.getelementptr %492[%c18432_i64_343] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_344 = arith.constant 64 : i64
        %494 = arith.muli %484, %c64_i64_344 : i64
        %495 = arith.addi %483, %494 : i64
        %496 = llvm.getelementptr %493[%495] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %491, %496 : f32, !llvm.ptr<3>
        %c16_i64_345 = arith.constant 16 : i64
        %497 = arith.divsi %250, %c16_i64_345 : i64
        %c16_i64_346 = arith.constant 16 : i64
        %498 = arith.remsi %250, %c16_i64_346 : i64
        %c512_i64_347 = arith.constant 512 : i64
        %499 = arith.addi %250, %c512_i64_347 : i64
        %c16_i64_348 = arith.constant 16 : i64
        %500 = arith.divsi %499, %c16_i64_348 : i64
        %c16_i64_349 = arith.constant 16 : i64
        %501 = arith.remsi %499, %c16_i64_349 : i64
        %502 = memref.load %alloca_64[] : memref<f32>
        %503 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64 = arith.constant 22528 : i64
        %504 = llvm.getelementptr %503[%c22528_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c68_i64 = arith.constant 68 : i64
        %505 = arith.muli %498, %c68_i64 : i64
        %506 = arith.addi %497, %505 : i64
        %507 = llvm.getelementptr %504[%506] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %502, %507 : f32, !llvm.ptr<3>
        %508 = memref.load %alloca_65[] : memref<f32>
        %509 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_350 = arith.constant 22528 : i64
        %510 = llvm.getelementptr %509[%c22528_i64_350] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c68_i64_351 = arith.constant 68 : i64
        %511 = arith.muli %501, %c68_i64_351 : i64
        %512 = arith.addi %500, %511 : i64
        %513 = llvm.getelementptr %510[%512] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %508, %513 : f32, !llvm.ptr<3>
        gpu.barrier
        %c16_i64_352 = arith.constant 16 : i64
        %514 = arith.addi %arg24, %c16_i64_352 : i64
        %c64_i64_353 = arith.constant 64 : i64
        %515 = arith.cmpi slt, %514, %c64_i64_353 : i64
        scf.if %515 {
          %c64_i64_514 = arith.constant 64 : i64
          %1490 = arith.remsi %250, %c64_i64_514 : i64
          %c64_i64_515 = arith.constant 64 : i64
          %1491 = arith.divsi %250, %c64_i64_515 : i64
          %c512_i64_516 = arith.constant 512 : i64
          %1492 = arith.addi %250, %c512_i64_516 : i64
          %c64_i64_517 = arith.constant 64 : i64
          %1493 = arith.remsi %1492, %c64_i64_517 : i64
          %c64_i64_518 = arith.constant 64 : i64
          %1494 = arith.divsi %1492, %c64_i64_518 : i64
          %1495 = arith.addi %514, %1491 : i64
          %c64_i64_519 = arith.constant 64 : i64
          %1496 = arith.muli %1495, %c64_i64_519 : i64
          %1497 = arith.addi %1490, %1496 : i64
          %1498 = llvm.getelementptr %242[%1497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1499 = llvm.load %1498 : !llvm.ptr<1> -> f32
          memref.store %1499, %alloca_62[] : memref<f32>
          %1500 = arith.addi %514, %1494 : i64
          %c64_i64_520 = arith.constant 64 : i64
          %1501 = arith.muli %1500, %c64_i64_520 : i64
          %1502 = arith.addi %1493, %1501 : i64
          %1503 = llvm.getelementptr %242[%1502] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1504 = llvm.load %1503 : !llvm.ptr<1> -> f32
          memref.store %1504, %alloca_63[] : memref<f32>
          %c16_i64_521 = arith.constant 16 : i64
          %1505 = arith.divsi %250, %c16_i64_521 : i64
          %c16_i64_522 = arith.constant 16 : i64
          %1506 = arith.remsi %250, %c16_i64_522 : i64
          %c512_i64_523 = arith.constant 512 : i64
          %1507 = arith.addi %250, %c512_i64_523 : i64
          %c16_i64_524 = arith.constant 16 : i64
          %1508 = arith.divsi %1507, %c16_i64_524 : i64
          %c16_i64_525 = arith.constant 16 : i64
          %1509 = arith.remsi %1507, %c16_i64_525 : i64
          %1510 = arith.addi %514, %1506 : i64
          %c64_i64_526 = arith.constant 64 : i64
          %1511 = arith.muli %1505, %c64_i64_526 : i64
          %1512 = arith.addi %1510, %1511 : i64
          %1513 = llvm.getelementptr %244[%1512] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1514 = llvm.load %1513 : !llvm.ptr<1> -> f32
          memref.store %1514, %alloca_64[] : memref<f32>
          %1515 = arith.addi %514, %1509 : i64
          %c64_i64_527 = arith.constant 64 : i64
          %1516 = arith.muli %1508, %c64_i64_527 : i64
          %1517 = arith.addi %1515, %1516 : i64
          %1518 = llvm.getelementptr %244[%1517] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1519 = llvm.load %1518 : !llvm.ptr<1> -> f32
          memref.store %1519, %alloca_65[] : memref<f32>
        }
        %516 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_354 = arith.constant 18432 : i64
        %517 = llvm.getelementptr %516[%c18432_i64_354] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %518 = llvm.getelementptr %517[%251] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %519 = llvm.load %518 : !llvm.ptr<3> -> f32
        %520 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_355 = arith.constant 22528 : i64
        %521 = llvm.getelementptr %520[%c22528_i64_355] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %522 = llvm.getelementptr %521[%253] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %523 = llvm.load %522 : !llvm.ptr<3> -> f32
        %524 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_356 = arith.constant 22528 : i64
        %525 = llvm.getelementptr %524[%c22528_i64_356] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1_i64_357 = arith.constant 1 : i64
        %526 = arith.addi %253, %c1_i64_357 : i64
        %527 = llvm.getelementptr %525[%526] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %528 = llvm.load %527 : !llvm.ptr<3> -> f32
        %529 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_358 = arith.constant 22528 : i64
        %530 = llvm.getelementptr %529[%c22528_i64_358] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c2_i64_359 = arith.constant 2 : i64
        %531 = arith.addi %253, %c2_i64_359 : i64
        %532 = llvm.getelementptr %530[%531] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %533 = llvm.load %532 : !llvm.ptr<3> -> f32
        %534 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_360 = arith.constant 22528 : i64
        %535 = llvm.getelementptr %534[%c22528_i64_360] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c3_i64_361 = arith.constant 3 : i64
        %536 = arith.addi %253, %c3_i64_361 : i64
        %537 = llvm.getelementptr %535[%536] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %538 = llvm.load %537 : !llvm.ptr<3> -> f32
        %539 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_362 = arith.constant 22528 : i64
        %540 = llvm.getelementptr %539[%c22528_i64_362] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c4_i64_363 = arith.constant 4 : i64
        %541 = arith.addi %253, %c4_i64_363 : i64
        %542 = llvm.getelementptr %540[%541] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %543 = llvm.load %542 : !llvm.ptr<3> -> f32
        %544 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_364 = arith.constant 22528 : i64
        %545 = llvm.getelementptr %544[%c22528_i64_364] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c5_i64_365 = arith.constant 5 : i64
        %546 = arith.addi %253, %c5_i64_365 : i64
        %547 = llvm.getelementptr %545[%546] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %548 = llvm.load %547 : !llvm.ptr<3> -> f32
        %549 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_366 = arith.constant 22528 : i64
        %550 = llvm.getelementptr %549[%c22528_i64_366] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c6_i64_367 = arith.constant 6 : i64
        %551 = arith.addi %253, %c6_i64_367 : i64
        %552 = llvm.getelementptr %550[%551] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %553 = llvm.load %552 : !llvm.ptr<3> -> f32
        %554 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_368 = arith.constant 22528 : i64
        %555 = llvm.getelementptr %554[%c22528_i64_368] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c7_i64_369 = arith.constant 7 : i64
        %556 = arith.addi %253, %c7_i64_369 : i64
        %557 = llvm.getelementptr %555[%556] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %558 = llvm.load %557 : !llvm.ptr<3> -> f32
        %559 = memref.load %alloca[] : memref<f32>
        %560 = llvm.intr.fma(%519, %523, %559) : (f32, f32, f32) -> f32
        memref.store %560, %alloca[] : memref<f32>
        %561 = memref.load %alloca_55[] : memref<f32>
        %562 = llvm.intr.fma(%519, %528, %561) : (f32, f32, f32) -> f32
        memref.store %562, %alloca_55[] : memref<f32>
        %563 = memref.load %alloca_56[] : memref<f32>
        %564 = llvm.intr.fma(%519, %533, %563) : (f32, f32, f32) -> f32
        memref.store %564, %alloca_56[] : memref<f32>
        %565 = memref.load %alloca_57[] : memref<f32>
        %566 = llvm.intr.fma(%519, %538, %565) : (f32, f32, f32) -> f32
        memref.store %566, %alloca_57[] : memref<f32>
        %567 = memref.load %alloca_58[] : memref<f32>
        %568 = llvm.intr.fma(%519, %543, %567) : (f32, f32, f32) -> f32
        memref.store %568, %alloca_58[] : memref<f32>
        %569 = memref.load %alloca_59[] : memref<f32>
        %570 = llvm.intr.fma(%519, %548, %569) : (f32, f32, f32) -> f32
        memref.store %570, %alloca_59[] : memref<f32>
        %571 = memref.load %alloca_60[] : memref<f32>
        %572 = llvm.intr.fma(%519, %553, %571) : (f32, f32, f32) -> f32
        memref.store %572, %alloca_60[] : memref<f32>
        %573 = memref.load %alloca_61[] : memref<f32>
        %574 = llvm.intr.fma(%519, %558, %573) : (f32, f32, f32) -> f32
        memref.store %574, %alloca_61[] : memref<f32>
        %575 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_370 = arith.constant 18432 : i64
        %576 = llvm.getelementptr %575[%c18432_i64_370] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_371 = arith.constant 64 : i64
        %577 = arith.addi %251, %c64_i64_371 : i64
        %578 = llvm.getelementptr %576[%577] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %579 = llvm.load %578 : !llvm.ptr<3> -> f32
        %580 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_372 = arith.constant 22528 : i64
        %581 = llvm.getelementptr %580[%c22528_i64_372] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c68_i64_373 = arith.constant 68 : i64
        %582 = arith.addi %253, %c68_i64_373 : i64
        %583 = llvm.getelementptr %581[%582] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %584 = llvm.load %583 : !llvm.ptr<3> -> f32
        %585 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_374 = arith.constant 22528 : i64
        %586 = llvm.getelementptr %585[%c22528_i64_374] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c69_i64 = arith.constant 69 : i64
        %587 = arith.addi %253, %c69_i64 : i64
        %588 = llvm.getelementptr %586[%587] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %589 = llvm.load %588 : !llvm.ptr<3> -> f32
        %590 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_375 = arith.constant 22528 : i64
        %591 = llvm.getelementptr %590[%c22528_i64_375] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c70_i64_376 = arith.constant 70 : i64
        %592 = arith.addi %253, %c70_i64_376 : i64
        %593 = llvm.getelementptr %591[%592] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %594 = llvm.load %593 : !llvm.ptr<3> -> f32
        %595 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_377 = arith.constant 22528 : i64
        %596 = llvm.getelementptr %595[%c22528_i64_377] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c71_i64_378 = arith.constant 71 : i64
        %597 = arith.addi %253, %c71_i64_378 : i64
        %598 = llvm.getelementptr %596[%597] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %599 = llvm.load %598 : !llvm.ptr<3> -> f32
        %600 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_379 = arith.constant 22528 : i64
        %601 = llvm.getelementptr %600[%c22528_i64_379] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c72_i64_380 = arith.constant 72 : i64
        %602 = arith.addi %253, %c72_i64_380 : i64
        %603 = llvm.getelementptr %601[%602] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %604 = llvm.load %603 : !llvm.ptr<3> -> f32
        %605 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_381 = arith.constant 22528 : i64
        %606 = llvm.getelementptr %605[%c22528_i64_381] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c73_i64 = arith.constant 73 : i64
        %607 = arith.addi %253, %c73_i64 : i64
        %608 = llvm.getelementptr %606[%607] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %609 = llvm.load %608 : !llvm.ptr<3> -> f32
        %610 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_382 = arith.constant 22528 : i64
        %611 = llvm.getelementptr %610[%c22528_i64_382] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c74_i64 = arith.constant 74 : i64
        %612 = arith.addi %253, %c74_i64 : i64
        %613 = llvm.getelementptr %611[%612] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %614 = llvm.load %613 : !llvm.ptr<3> -> f32
        %615 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_383 = arith.constant 22528 : i64
        %616 = llvm.getelementptr %615[%c22528_i64_383] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c75_i64 = arith.constant 75 : i64
        %617 = arith.addi %253, %c75_i64 : i64
        %618 = llvm.getelementptr %616[%617] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %619 = llvm.load %618 : !llvm.ptr<3> -> f32
        %620 = memref.load %alloca[] : memref<f32>
        %621 = llvm.intr.fma(%579, %584, %620) : (f32, f32, f32) -> f32
        memref.store %621, %alloca[] : memref<f32>
        %622 = memref.load %alloca_55[] : memref<f32>
        %623 = llvm.intr.fma(%579, %589, %622) : (f32, f32, f32) -> f32
        memref.store %623, %alloca_55[] : memref<f32>
        %624 = memref.load %alloca_56[] : memref<f32>
        %625 = llvm.intr.fma(%579, %594, %624) : (f32, f32, f32) -> f32
        memref.store %625, %alloca_56[] : memref<f32>
        %626 = memref.load %alloca_57[] : memref<f32>
        %627 = llvm.intr.fma(%579, %599, %626) : (f32, f32, f32) -> f32
        memref.store %627, %alloca_57[] : memref<f32>
        %628 = memref.load %alloca_58[] : memref<f32>
        %629 = llvm.intr.fma(%579, %604, %628) : (f32, f32, f32) -> f32
        memref.store %629, %alloca_58[] : memref<f32>
        %630 = memref.load %alloca_59[] : memref<f32>
        %631 = llvm.intr.fma(%579, %609, %630) : (f32, f32, f32) -> f32
        memref.store %631, %alloca_59[] : memref<f32>
        %632 = memref.load %alloca_60[] : memref<f32>
        %633 = llvm.intr.fma(%579, %614, %632) : (f32, f32, f32) -> f32
        memref.store %633, %alloca_60[] : memref<f32>
        %634 = memref.load %alloca_61[] : memref<f32>
        %635 = llvm.intr.fma(%579, %619, %634) : (f32, f32, f32) -> f32
        memref.store %635, %alloca_61[] : memref<f32>
        %636 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_384 = arith.constant 18432 : i64
        %637 = llvm.getelementptr %636[%c18432_i64_384] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c128_i64_385 = arith.constant 128 : i64
        %638 = arith.addi %251, %c128_i64_385 : i64
        %639 = llvm.getelementptr %637[%638] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %640 = llvm.load %639 : !llvm.ptr<3> -> f32
        %641 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_386 = arith.constant 22528 : i64
        %642 = llvm.getelementptr %641[%c22528_i64_386] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c136_i64 = arith.constant 136 : i64
        %643 = arith.addi %253, %c136_i64 : i64
        %644 = llvm.getelementptr %642[%643] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %645 = llvm.load %644 : !llvm.ptr<3> -> f32
        %646 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_387 = arith.constant 22528 : i64
        %647 = llvm.getelementptr %646[%c22528_i64_387] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c137_i64 = arith.constant 137 : i64
        %648 = arith.addi %253, %c137_i64 : i64
        %649 = llvm.getelementptr %647[%648] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %650 = llvm.load %649 : !llvm.ptr<3> -> f32
        %651 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_388 = arith.constant 22528 : i64
        %652 = llvm.getelementptr %651[%c22528_i64_388] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c138_i64 = arith.constant 138 : i64
        %653 = arith.addi %253, %c138_i64 : i64
        %654 = llvm.getelementptr %652[%653] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %655 = llvm.load %654 : !llvm.ptr<3> -> f32
        %656 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_389 = arith.constant 22528 : i64
        %657 = llvm.getelementptr %656[%c22528_i64_389] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c139_i64 = arith.constant 139 : i64
        %658 = arith.addi %253, %c139_i64 : i64
        %659 = llvm.getelementptr %657[%658] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %660 = llvm.load %659 : !llvm.ptr<3> -> f32
        %661 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_390 = arith.constant 22528 : i64
        %662 = llvm.getelementptr %661[%c22528_i64_390] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c140_i64 = arith.constant 140 : i64
        %663 = arith.addi %253, %c140_i64 : i64
        %664 = llvm.getelementptr %662[%663] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %665 = llvm.load %664 : !llvm.ptr<3> -> f32
        %666 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_391 = arith.constant 22528 : i64
        %667 = llvm.getelementptr %666[%c22528_i64_391] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c141_i64 = arith.constant 141 : i64
        %668 = arith.addi %253, %c141_i64 : i64
        %669 = llvm.getelementptr %667[%668] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %670 = llvm.load %669 : !llvm.ptr<3> -> f32
        %671 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_392 = arith.constant 22528 : i64
        %672 = llvm.getelementptr %671[%c22528_i64_392] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c142_i64 = arith.constant 142 : i64
        %673 = arith.addi %253, %c142_i64 : i64
        %674 = llvm.getelementptr %672[%673] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %675 = llvm.load %674 : !llvm.ptr<3> -> f32
        %676 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_393 = arith.constant 22528 : i64
        %677 = llvm.getelementptr %676[%c22528_i64_393] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c143_i64 = arith.constant 143 : i64
        %678 = arith.addi %253, %c143_i64 : i64
        %679 = llvm.getelementptr %677[%678] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %680 = llvm.load %679 : !llvm.ptr<3> -> f32
        %681 = memref.load %alloca[] : memref<f32>
        %682 = llvm.intr.fma(%640, %645, %681) : (f32, f32, f32) -> f32
        memref.store %682, %alloca[] : memref<f32>
        %683 = memref.load %alloca_55[] : memref<f32>
        %684 = llvm.intr.fma(%640, %650, %683) : (f32, f32, f32) -> f32
        memref.store %684, %alloca_55[] : memref<f32>
        %685 = memref.load %alloca_56[] : memref<f32>
        %686 = llvm.intr.fma(%640, %655, %685) : (f32, f32, f32) -> f32
        memref.store %686, %alloca_56[] : memref<f32>
        %687 = memref.load %alloca_57[] : memref<f32>
        %688 = llvm.intr.fma(%640, %660, %687) : (f32, f32, f32) -> f32
        memref.store %688, %alloca_57[] : memref<f32>
        %689 = memref.load %alloca_58[] : memref<f32>
        %690 = llvm.intr.fma(%640, %665, %689) : (f32, f32, f32) -> f32
        memref.store %690, %alloca_58[] : memref<f32>
        %691 = memref.load %alloca_59[] : memref<f32>
        %692 = llvm.intr.fma(%640, %670, %691) : (f32, f32, f32) -> f32
        memref.store %692, %alloca_59[] : memref<f32>
        %693 = memref.load %alloca_60[] : memref<f32>
        %694 = llvm.intr.fma(%640, %675, %693) : (f32, f32, f32) -> f32
        memref.store %694, %alloca_60[] : memref<f32>
        %695 = memref.load %alloca_61[] : memref<f32>
        %696 = llvm.intr.fma(%640, %680, %695) : (f32, f32, f32) -> f32
        memref.store %696, %alloca_61[] : memref<f32>
        %697 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_394 = arith.constant 18432 : i64
        %698 = llvm.getelementptr %697[%c18432_i64_394] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c192_i64 = arith.constant 192 : i64
        %699 = arith.addi %251, %c192_i64 : i64
        %700 = llvm.getelementptr %698[%699] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %701 = llvm.load %700 : !llvm.ptr<3> -> f32
        %702 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_395 = arith.constant 22528 : i64
        %703 = llvm.getelementptr %702[%c22528_i64_395] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c204_i64 = arith.constant 204 : i64
        %704 = arith.addi %253, %c204_i64 : i64
        %705 = llvm.getelementptr %703[%704] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %706 = llvm.load %705 : !llvm.ptr<3> -> f32
        %707 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_396 = arith.constant 22528 : i64
        %708 = llvm.getelementptr %707[%c22528_i64_396] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c205_i64 = arith.constant 205 : i64
        %709 = arith.addi %253, %c205_i64 : i64
        %710 = llvm.getelementptr %708[%709] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %711 = llvm.load %710 : !llvm.ptr<3> -> f32
        %712 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_397 = arith.constant 22528 : i64
        %713 = llvm.getelementptr %712[%c22528_i64_397] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c206_i64 = arith.constant 206 : i64
        %714 = arith.addi %253, %c206_i64 : i64
        %715 = llvm.getelementptr %713[%714] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %716 = llvm.load %715 : !llvm.ptr<3> -> f32
        %717 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_398 = arith.constant 22528 : i64
        %718 = llvm.getelementptr %717[%c22528_i64_398] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c207_i64 = arith.constant 207 : i64
        %719 = arith.addi %253, %c207_i64 : i64
        %720 = llvm.getelementptr %718[%719] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %721 = llvm.load %720 : !llvm.ptr<3> -> f32
        %722 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_399 = arith.constant 22528 : i64
        %723 = llvm.getelementptr %722[%c22528_i64_399] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c208_i64 = arith.constant 208 : i64
        %724 = arith.addi %253, %c208_i64 : i64
        %725 = llvm.getelementptr %723[%724] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %726 = llvm.load %725 : !llvm.ptr<3> -> f32
        %727 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_400 = arith.constant 22528 : i64
        %728 = llvm.getelementptr %727[%c22528_i64_400] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c209_i64 = arith.constant 209 : i64
        %729 = arith.addi %253, %c209_i64 : i64
        %730 = llvm.getelementptr %728[%729] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %731 = llvm.load %730 : !llvm.ptr<3> -> f32
        %732 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_401 = arith.constant 22528 : i64
        %733 = llvm.getelementptr %732[%c22528_i64_401] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c210_i64 = arith.constant 210 : i64
        %734 = arith.addi %253, %c210_i64 : i64
        %735 = llvm.getelementptr %733[%734] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %736 = llvm.load %735 : !llvm.ptr<3> -> f32
        %737 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_402 = arith.constant 22528 : i64
        %738 = llvm.getelementptr %737[%c22528_i64_402] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c211_i64 = arith.constant 211 : i64
        %739 = arith.addi %253, %c211_i64 : i64
        %740 = llvm.getelementptr %738[%739] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %741 = llvm.load %740 : !llvm.ptr<3> -> f32
        %742 = memref.load %alloca[] : memref<f32>
        %743 = llvm.intr.fma(%701, %706, %742) : (f32, f32, f32) -> f32
        memref.store %743, %alloca[] : memref<f32>
        %744 = memref.load %alloca_55[] : memref<f32>
        %745 = llvm.intr.fma(%701, %711, %744) : (f32, f32, f32) -> f32
        memref.store %745, %alloca_55[] : memref<f32>
        %746 = memref.load %alloca_56[] : memref<f32>
        %747 = llvm.intr.fma(%701, %716, %746) : (f32, f32, f32) -> f32
        memref.store %747, %alloca_56[] : memref<f32>
        %748 = memref.load %alloca_57[] : memref<f32>
        %749 = llvm.intr.fma(%701, %721, %748) : (f32, f32, f32) -> f32
        memref.store %749, %alloca_57[] : memref<f32>
        %750 = memref.load %alloca_58[] : memref<f32>
        %751 = llvm.intr.fma(%701, %726, %750) : (f32, f32, f32) -> f32
        memref.store %751, %alloca_58[] : memref<f32>
        %752 = memref.load %alloca_59[] : memref<f32>
        %753 = llvm.intr.fma(%701, %731, %752) : (f32, f32, f32) -> f32
        memref.store %753, %alloca_59[] : memref<f32>
        %754 = memref.load %alloca_60[] : memref<f32>
        %755 = llvm.intr.fma(%701, %736, %754) : (f32, f32, f32) -> f32
        memref.store %755, %alloca_60[] : memref<f32>
        %756 = memref.load %alloca_61[] : memref<f32>
        %757 = llvm.intr.fma(%701, %741, %756) : (f32, f32, f32) -> f32
        memref.store %757, %alloca_61[] : memref<f32>
        %758 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_403 = arith.constant 18432 : i64
        %759 = llvm.getelementptr %758[%c18432_i64_403] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c256_i64 = arith.constant 256 : i64
        %760 = arith.addi %251, %c256_i64 : i64
        %761 = llvm.getelementptr %759[%760] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %762 = llvm.load %761 : !llvm.ptr<3> -> f32
        %763 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_404 = arith.constant 22528 : i64
        %764 = llvm.getelementptr %763[%c22528_i64_404] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c272_i64 = arith.constant 272 : i64
        %765 = arith.addi %253, %c272_i64 : i64
        %766 = llvm.getelementptr %764[%765] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %767 = llvm.load %766 : !llvm.ptr<3> -> f32
        %768 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_405 = arith.constant 22528 : i64
        %769 = llvm.getelementptr %768[%c22528_i64_405] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c273_i64 = arith.constant 273 : i64
        %770 = arith.addi %253, %c273_i64 : i64
        %771 = llvm.getelementptr %769[%770] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %772 = llvm.load %771 : !llvm.ptr<3> -> f32
        %773 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_406 = arith.constant 22528 : i64
        %774 = llvm.getelementptr %773[%c22528_i64_406] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c274_i64 = arith.constant 274 : i64
        %775 = arith.addi %253, %c274_i64 : i64
        %776 = llvm.getelementptr %774[%775] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %777 = llvm.load %776 : !llvm.ptr<3> -> f32
        %778 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_407 = arith.constant 22528 : i64
        %779 = llvm.getelementptr %778[%c22528_i64_407] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c275_i64 = arith.constant 275 : i64
        %780 = arith.addi %253, %c275_i64 : i64
        %781 = llvm.getelementptr %779[%780] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %782 = llvm.load %781 : !llvm.ptr<3> -> f32
        %783 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_408 = arith.constant 22528 : i64
        %784 = llvm.getelementptr %783[%c22528_i64_408] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c276_i64 = arith.constant 276 : i64
        %785 = arith.addi %253, %c276_i64 : i64
        %786 = llvm.getelementptr %784[%785] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %787 = llvm.load %786 : !llvm.ptr<3> -> f32
        %788 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_409 = arith.constant 22528 : i64
        %789 = llvm.getelementptr %788[%c22528_i64_409] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c277_i64 = arith.constant 277 : i64
        %790 = arith.addi %253, %c277_i64 : i64
        %791 = llvm.getelementptr %789[%790] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %792 = llvm.load %791 : !llvm.ptr<3> -> f32
        %793 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_410 = arith.constant 22528 : i64
        %794 = llvm.getelementptr %793[%c22528_i64_410] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c278_i64 = arith.constant 278 : i64
        %795 = arith.addi %253, %c278_i64 : i64
        %796 = llvm.getelementptr %794[%795] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %797 = llvm.load %796 : !llvm.ptr<3> -> f32
        %798 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_411 = arith.constant 22528 : i64
        %799 = llvm.getelementptr %798[%c22528_i64_411] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c279_i64 = arith.constant 279 : i64
        %800 = arith.addi %253, %c279_i64 : i64
        %801 = llvm.getelementptr %799[%800] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %802 = llvm.load %801 : !llvm.ptr<3> -> f32
        %803 = memref.load %alloca[] : memref<f32>
        %804 = llvm.intr.fma(%762, %767, %803) : (f32, f32, f32) -> f32
        memref.store %804, %alloca[] : memref<f32>
        %805 = memref.load %alloca_55[] : memref<f32>
        %806 = llvm.intr.fma(%762, %772, %805) : (f32, f32, f32) -> f32
        memref.store %806, %alloca_55[] : memref<f32>
        %807 = memref.load %alloca_56[] : memref<f32>
        %808 = llvm.intr.fma(%762, %777, %807) : (f32, f32, f32) -> f32
        memref.store %808, %alloca_56[] : memref<f32>
        %809 = memref.load %alloca_57[] : memref<f32>
        %810 = llvm.intr.fma(%762, %782, %809) : (f32, f32, f32) -> f32
        memref.store %810, %alloca_57[] : memref<f32>
        %811 = memref.load %alloca_58[] : memref<f32>
        %812 = llvm.intr.fma(%762, %787, %811) : (f32, f32, f32) -> f32
        memref.store %812, %alloca_58[] : memref<f32>
        %813 = memref.load %alloca_59[] : memref<f32>
        %814 = llvm.intr.fma(%762, %792, %813) : (f32, f32, f32) -> f32
        memref.store %814, %alloca_59[] : memref<f32>
        %815 = memref.load %alloca_60[] : memref<f32>
        %816 = llvm.intr.fma(%762, %797, %815) : (f32, f32, f32) -> f32
        memref.store %816, %alloca_60[] : memref<f32>
        %817 = memref.load %alloca_61[] : memref<f32>
        %818 = llvm.intr.fma(%762, %802, %817) : (f32, f32, f32) -> f32
        memref.store %818, %alloca_61[] : memref<f32>
        %819 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_412 = arith.constant 18432 : i64
        %820 = llvm.getelementptr %819[%c18432_i64_412] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c320_i64 = arith.constant 320 : i64
        %821 = arith.addi %251, %c320_i64 : i64
        %822 = llvm.getelementptr %820[%821] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %823 = llvm.load %822 : !llvm.ptr<3> -> f32
        %824 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_413 = arith.constant 22528 : i64
        %825 = llvm.getelementptr %824[%c22528_i64_413] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c340_i64 = arith.constant 340 : i64
        %826 = arith.addi %253, %c340_i64 : i64
        %827 = llvm.getelementptr %825[%826] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %828 = llvm.load %827 : !llvm.ptr<3> -> f32
        %829 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_414 = arith.constant 22528 : i64
        %830 = llvm.getelementptr %829[%c22528_i64_414] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c341_i64 = arith.constant 341 : i64
        %831 = arith.addi %253, %c341_i64 : i64
        %832 = llvm.getelementptr %830[%831] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %833 = llvm.load %832 : !llvm.ptr<3> -> f32
        %834 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_415 = arith.constant 22528 : i64
        %835 = llvm.getelementptr %834[%c22528_i64_415] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c342_i64 = arith.constant 342 : i64
        %836 = arith.addi %253, %c342_i64 : i64
        %837 = llvm.getelementptr %835[%836] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %838 = llvm.load %837 : !llvm.ptr<3> -> f32
        %839 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_416 = arith.constant 22528 : i64
        %840 = llvm.getelementptr %839[%c22528_i64_416] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c343_i64 = arith.constant 343 : i64
        %841 = arith.addi %253, %c343_i64 : i64
        %842 = llvm.getelementptr %840[%841] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %843 = llvm.load %842 : !llvm.ptr<3> -> f32
        %844 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_417 = arith.constant 22528 : i64
        %845 = llvm.getelementptr %844[%c22528_i64_417] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c344_i64 = arith.constant 344 : i64
        %846 = arith.addi %253, %c344_i64 : i64
        %847 = llvm.getelementptr %845[%846] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %848 = llvm.load %847 : !llvm.ptr<3> -> f32
        %849 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_418 = arith.constant 22528 : i64
        %850 = llvm.getelementptr %849[%c22528_i64_418] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c345_i64 = arith.constant 345 : i64
        %851 = arith.addi %253, %c345_i64 : i64
        %852 = llvm.getelementptr %850[%851] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %853 = llvm.load %852 : !llvm.ptr<3> -> f32
        %854 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_419 = arith.constant 22528 : i64
        %855 = llvm.getelementptr %854[%c22528_i64_419] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c346_i64 = arith.constant 346 : i64
        %856 = arith.addi %253, %c346_i64 : i64
        %857 = llvm.getelementptr %855[%856] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %858 = llvm.load %857 : !llvm.ptr<3> -> f32
        %859 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_420 = arith.constant 22528 : i64
        %860 = llvm.getelementptr %859[%c22528_i64_420] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c347_i64 = arith.constant 347 : i64
        %861 = arith.addi %253, %c347_i64 : i64
        %862 = llvm.getelementptr %860[%861] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %863 = llvm.load %862 : !llvm.ptr<3> -> f32
        %864 = memref.load %alloca[] : memref<f32>
        %865 = llvm.intr.fma(%823, %828, %864) : (f32, f32, f32) -> f32
        memref.store %865, %alloca[] : memref<f32>
        %866 = memref.load %alloca_55[] : memref<f32>
        %867 = llvm.intr.fma(%823, %833, %866) : (f32, f32, f32) -> f32
        memref.store %867, %alloca_55[] : memref<f32>
        %868 = memref.load %alloca_56[] : memref<f32>
        %869 = llvm.intr.fma(%823, %838, %868) : (f32, f32, f32) -> f32
        memref.store %869, %alloca_56[] : memref<f32>
        %870 = memref.load %alloca_57[] : memref<f32>
        %871 = llvm.intr.fma(%823, %843, %870) : (f32, f32, f32) -> f32
        memref.store %871, %alloca_57[] : memref<f32>
        %872 = memref.load %alloca_58[] : memref<f32>
        %873 = llvm.intr.fma(%823, %848, %872) : (f32, f32, f32) -> f32
        memref.store %873, %alloca_58[] : memref<f32>
        %874 = memref.load %alloca_59[] : memref<f32>
        %875 = llvm.intr.fma(%823, %853, %874) : (f32, f32, f32) -> f32
        memref.store %875, %alloca_59[] : memref<f32>
        %876 = memref.load %alloca_60[] : memref<f32>
        %877 = llvm.intr.fma(%823, %858, %876) : (f32, f32, f32) -> f32
        memref.store %877, %alloca_60[] : memref<f32>
        %878 = memref.load %alloca_61[] : memref<f32>
        %879 = llvm.intr.fma(%823, %863, %878) : (f32, f32, f32) -> f32
        memref.store %879, %alloca_61[] : memref<f32>
        %880 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_421 = arith.constant 18432 : i64
        %881 = llvm.getelementptr %880[%c18432_i64_421] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c384_i64 = arith.constant 384 : i64
        %882 = arith.addi %251, %c384_i64 : i64
        %883 = llvm.getelementptr %881[%882] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %884 = llvm.load %883 : !llvm.ptr<3> -> f32
        %885 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_422 = arith.constant 22528 : i64
        %886 = llvm.getelementptr %885[%c22528_i64_422] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c408_i64 = arith.constant 408 : i64
        %887 = arith.addi %253, %c408_i64 : i64
        %888 = llvm.getelementptr %886[%887] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %889 = llvm.load %888 : !llvm.ptr<3> -> f32
        %890 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_423 = arith.constant 22528 : i64
        %891 = llvm.getelementptr %890[%c22528_i64_423] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c409_i64 = arith.constant 409 : i64
        %892 = arith.addi %253, %c409_i64 : i64
        %893 = llvm.getelementptr %891[%892] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %894 = llvm.load %893 : !llvm.ptr<3> -> f32
        %895 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_424 = arith.constant 22528 : i64
        %896 = llvm.getelementptr %895[%c22528_i64_424] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c410_i64 = arith.constant 410 : i64
        %897 = arith.addi %253, %c410_i64 : i64
        %898 = llvm.getelementptr %896[%897] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %899 = llvm.load %898 : !llvm.ptr<3> -> f32
        %900 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_425 = arith.constant 22528 : i64
        %901 = llvm.getelementptr %900[%c22528_i64_425] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c411_i64 = arith.constant 411 : i64
        %902 = arith.addi %253, %c411_i64 : i64
        %903 = llvm.getelementptr %901[%902] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %904 = llvm.load %903 : !llvm.ptr<3> -> f32
        %905 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_426 = arith.constant 22528 : i64
        %906 = llvm.getelementptr %905[%c22528_i64_426] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c412_i64 = arith.constant 412 : i64
        %907 = arith.addi %253, %c412_i64 : i64
        %908 = llvm.getelementptr %906[%907] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %909 = llvm.load %908 : !llvm.ptr<3> -> f32
        %910 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_427 = arith.constant 22528 : i64
        %911 = llvm.getelementptr %910[%c22528_i64_427] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c413_i64 = arith.constant 413 : i64
        %912 = arith.addi %253, %c413_i64 : i64
        %913 = llvm.getelementptr %911[%912] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %914 = llvm.load %913 : !llvm.ptr<3> -> f32
        %915 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_428 = arith.constant 22528 : i64
        %916 = llvm.getelementptr %915[%c22528_i64_428] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c414_i64 = arith.constant 414 : i64
        %917 = arith.addi %253, %c414_i64 : i64
        %918 = llvm.getelementptr %916[%917] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %919 = llvm.load %918 : !llvm.ptr<3> -> f32
        %920 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_429 = arith.constant 22528 : i64
        %921 = llvm.getelementptr %920[%c22528_i64_429] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c415_i64 = arith.constant 415 : i64
        %922 = arith.addi %253, %c415_i64 : i64
        %923 = llvm.getelementptr %921[%922] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %924 = llvm.load %923 : !llvm.ptr<3> -> f32
        %925 = memref.load %alloca[] : memref<f32>
        %926 = llvm.intr.fma(%884, %889, %925) : (f32, f32, f32) -> f32
        memref.store %926, %alloca[] : memref<f32>
        %927 = memref.load %alloca_55[] : memref<f32>
        %928 = llvm.intr.fma(%884, %894, %927) : (f32, f32, f32) -> f32
        memref.store %928, %alloca_55[] : memref<f32>
        %929 = memref.load %alloca_56[] : memref<f32>
        %930 = llvm.intr.fma(%884, %899, %929) : (f32, f32, f32) -> f32
        memref.store %930, %alloca_56[] : memref<f32>
        %931 = memref.load %alloca_57[] : memref<f32>
        %932 = llvm.intr.fma(%884, %904, %931) : (f32, f32, f32) -> f32
        memref.store %932, %alloca_57[] : memref<f32>
        %933 = memref.load %alloca_58[] : memref<f32>
        %934 = llvm.intr.fma(%884, %909, %933) : (f32, f32, f32) -> f32
        memref.store %934, %alloca_58[] : memref<f32>
        %935 = memref.load %alloca_59[] : memref<f32>
        %936 = llvm.intr.fma(%884, %914, %935) : (f32, f32, f32) -> f32
        memref.store %936, %alloca_59[] : memref<f32>
        %937 = memref.load %alloca_60[] : memref<f32>
        %938 = llvm.intr.fma(%884, %919, %937) : (f32, f32, f32) -> f32
        memref.store %938, %alloca_60[] : memref<f32>
        %939 = memref.load %alloca_61[] : memref<f32>
        %940 = llvm.intr.fma(%884, %924, %939) : (f32, f32, f32) -> f32
        memref.store %940, %alloca_61[] : memref<f32>
        %941 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_430 = arith.constant 18432 : i64
        %942 = llvm.getelementptr %941[%c18432_i64_430] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c448_i64 = arith.constant 448 : i64
        %943 = arith.addi %251, %c448_i64 : i64
        %944 = llvm.getelementptr %942[%943] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %945 = llvm.load %944 : !llvm.ptr<3> -> f32
        %946 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_431 = arith.constant 22528 : i64
        %947 = llvm.getelementptr %946[%c22528_i64_431] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c476_i64 = arith.constant 476 : i64
        %948 = arith.addi %253, %c476_i64 : i64
        %949 = llvm.getelementptr %947[%948] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %950 = llvm.load %949 : !llvm.ptr<3> -> f32
        %951 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_432 = arith.constant 22528 : i64
        %952 = llvm.getelementptr %951[%c22528_i64_432] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c477_i64 = arith.constant 477 : i64
        %953 = arith.addi %253, %c477_i64 : i64
        %954 = llvm.getelementptr %952[%953] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %955 = llvm.load %954 : !llvm.ptr<3> -> f32
        %956 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_433 = arith.constant 22528 : i64
        %957 = llvm.getelementptr %956[%c22528_i64_433] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c478_i64 = arith.constant 478 : i64
        %958 = arith.addi %253, %c478_i64 : i64
        %959 = llvm.getelementptr %957[%958] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %960 = llvm.load %959 : !llvm.ptr<3> -> f32
        %961 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_434 = arith.constant 22528 : i64
        %962 = llvm.getelementptr %961[%c22528_i64_434] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c479_i64 = arith.constant 479 : i64
        %963 = arith.addi %253, %c479_i64 : i64
        %964 = llvm.getelementptr %962[%963] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %965 = llvm.load %964 : !llvm.ptr<3> -> f32
        %966 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_435 = arith.constant 22528 : i64
        %967 = llvm.getelementptr %966[%c22528_i64_435] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c480_i64 = arith.constant 480 : i64
        %968 = arith.addi %253, %c480_i64 : i64
        %969 = llvm.getelementptr %967[%968] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %970 = llvm.load %969 : !llvm.ptr<3> -> f32
        %971 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_436 = arith.constant 22528 : i64
        %972 = llvm.getelementptr %971[%c22528_i64_436] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c481_i64 = arith.constant 481 : i64
        %973 = arith.addi %253, %c481_i64 : i64
        %974 = llvm.getelementptr %972[%973] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %975 = llvm.load %974 : !llvm.ptr<3> -> f32
        %976 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_437 = arith.constant 22528 : i64
        %977 = llvm.getelementptr %976[%c22528_i64_437] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c482_i64 = arith.constant 482 : i64
        %978 = arith.addi %253, %c482_i64 : i64
        %979 = llvm.getelementptr %977[%978] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %980 = llvm.load %979 : !llvm.ptr<3> -> f32
        %981 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_438 = arith.constant 22528 : i64
        %982 = llvm.getelementptr %981[%c22528_i64_438] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c483_i64 = arith.constant 483 : i64
        %983 = arith.addi %253, %c483_i64 : i64
        %984 = llvm.getelementptr %982[%983] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %985 = llvm.load %984 : !llvm.ptr<3> -> f32
        %986 = memref.load %alloca[] : memref<f32>
        %987 = llvm.intr.fma(%945, %950, %986) : (f32, f32, f32) -> f32
        memref.store %987, %alloca[] : memref<f32>
        %988 = memref.load %alloca_55[] : memref<f32>
        %989 = llvm.intr.fma(%945, %955, %988) : (f32, f32, f32) -> f32
        memref.store %989, %alloca_55[] : memref<f32>
        %990 = memref.load %alloca_56[] : memref<f32>
        %991 = llvm.intr.fma(%945, %960, %990) : (f32, f32, f32) -> f32
        memref.store %991, %alloca_56[] : memref<f32>
        %992 = memref.load %alloca_57[] : memref<f32>
        %993 = llvm.intr.fma(%945, %965, %992) : (f32, f32, f32) -> f32
        memref.store %993, %alloca_57[] : memref<f32>
        %994 = memref.load %alloca_58[] : memref<f32>
        %995 = llvm.intr.fma(%945, %970, %994) : (f32, f32, f32) -> f32
        memref.store %995, %alloca_58[] : memref<f32>
        %996 = memref.load %alloca_59[] : memref<f32>
        %997 = llvm.intr.fma(%945, %975, %996) : (f32, f32, f32) -> f32
        memref.store %997, %alloca_59[] : memref<f32>
        %998 = memref.load %alloca_60[] : memref<f32>
        %999 = llvm.intr.fma(%945, %980, %998) : (f32, f32, f32) -> f32
        memref.store %999, %alloca_60[] : memref<f32>
        %1000 = memref.load %alloca_61[] : memref<f32>
        %1001 = llvm.intr.fma(%945, %985, %1000) : (f32, f32, f32) -> f32
        memref.store %1001, %alloca_61[] : memref<f32>
        %1002 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_439 = arith.constant 18432 : i64
        %1003 = llvm.getelementptr %1002[%c18432_i64_439] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c512_i64_440 = arith.constant 512 : i64
        %1004 = arith.addi %251, %c512_i64_440 : i64
        %1005 = llvm.getelementptr %1003[%1004] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1006 = llvm.load %1005 : !llvm.ptr<3> -> f32
        %1007 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_441 = arith.constant 22528 : i64
        %1008 = llvm.getelementptr %1007[%c22528_i64_441] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c544_i64 = arith.constant 544 : i64
        %1009 = arith.addi %253, %c544_i64 : i64
        %1010 = llvm.getelementptr %1008[%1009] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1011 = llvm.load %1010 : !llvm.ptr<3> -> f32
        %1012 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_442 = arith.constant 22528 : i64
        %1013 = llvm.getelementptr %1012[%c22528_i64_442] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c545_i64 = arith.constant 545 : i64
        %1014 = arith.addi %253, %c545_i64 : i64
        %1015 = llvm.getelementptr %1013[%1014] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1016 = llvm.load %1015 : !llvm.ptr<3> -> f32
        %1017 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_443 = arith.constant 22528 : i64
        %1018 = llvm.getelementptr %1017[%c22528_i64_443] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c546_i64 = arith.constant 546 : i64
        %1019 = arith.addi %253, %c546_i64 : i64
        %1020 = llvm.getelementptr %1018[%1019] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1021 = llvm.load %1020 : !llvm.ptr<3> -> f32
        %1022 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_444 = arith.constant 22528 : i64
        %1023 = llvm.getelementptr %1022[%c22528_i64_444] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c547_i64 = arith.constant 547 : i64
        %1024 = arith.addi %253, %c547_i64 : i64
        %1025 = llvm.getelementptr %1023[%1024] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1026 = llvm.load %1025 : !llvm.ptr<3> -> f32
        %1027 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_445 = arith.constant 22528 : i64
        %1028 = llvm.getelementptr %1027[%c22528_i64_445] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c548_i64 = arith.constant 548 : i64
        %1029 = arith.addi %253, %c548_i64 : i64
        %1030 = llvm.getelementptr %1028[%1029] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1031 = llvm.load %1030 : !llvm.ptr<3> -> f32
        %1032 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_446 = arith.constant 22528 : i64
        %1033 = llvm.getelementptr %1032[%c22528_i64_446] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c549_i64 = arith.constant 549 : i64
        %1034 = arith.addi %253, %c549_i64 : i64
        %1035 = llvm.getelementptr %1033[%1034] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1036 = llvm.load %1035 : !llvm.ptr<3> -> f32
        %1037 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_447 = arith.constant 22528 : i64
        %1038 = llvm.getelementptr %1037[%c22528_i64_447] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c550_i64 = arith.constant 550 : i64
        %1039 = arith.addi %253, %c550_i64 : i64
        %1040 = llvm.getelementptr %1038[%1039] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1041 = llvm.load %1040 : !llvm.ptr<3> -> f32
        %1042 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_448 = arith.constant 22528 : i64
        %1043 = llvm.getelementptr %1042[%c22528_i64_448] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c551_i64 = arith.constant 551 : i64
        %1044 = arith.addi %253, %c551_i64 : i64
        %1045 = llvm.getelementptr %1043[%1044] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1046 = llvm.load %1045 : !llvm.ptr<3> -> f32
        %1047 = memref.load %alloca[] : memref<f32>
        %1048 = llvm.intr.fma(%1006, %1011, %1047) : (f32, f32, f32) -> f32
        memref.store %1048, %alloca[] : memref<f32>
        %1049 = memref.load %alloca_55[] : memref<f32>
        %1050 = llvm.intr.fma(%1006, %1016, %1049) : (f32, f32, f32) -> f32
        memref.store %1050, %alloca_55[] : memref<f32>
        %1051 = memref.load %alloca_56[] : memref<f32>
        %1052 = llvm.intr.fma(%1006, %1021, %1051) : (f32, f32, f32) -> f32
        memref.store %1052, %alloca_56[] : memref<f32>
        %1053 = memref.load %alloca_57[] : memref<f32>
        %1054 = llvm.intr.fma(%1006, %1026, %1053) : (f32, f32, f32) -> f32
        memref.store %1054, %alloca_57[] : memref<f32>
        %1055 = memref.load %alloca_58[] : memref<f32>
        %1056 = llvm.intr.fma(%1006, %1031, %1055) : (f32, f32, f32) -> f32
        memref.store %1056, %alloca_58[] : memref<f32>
        %1057 = memref.load %alloca_59[] : memref<f32>
        %1058 = llvm.intr.fma(%1006, %1036, %1057) : (f32, f32, f32) -> f32
        memref.store %1058, %alloca_59[] : memref<f32>
        %1059 = memref.load %alloca_60[] : memref<f32>
        %1060 = llvm.intr.fma(%1006, %1041, %1059) : (f32, f32, f32) -> f32
        memref.store %1060, %alloca_60[] : memref<f32>
        %1061 = memref.load %alloca_61[] : memref<f32>
        %1062 = llvm.intr.fma(%1006, %1046, %1061) : (f32, f32, f32) -> f32
        memref.store %1062, %alloca_61[] : memref<f32>
        %1063 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_449 = arith.constant 18432 : i64
        %1064 = llvm.getelementptr %1063[%c18432_i64_449] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c576_i64_450 = arith.constant 576 : i64
        %1065 = arith.addi %251, %c576_i64_450 : i64
        %1066 = llvm.getelementptr %1064[%1065] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1067 = llvm.load %1066 : !llvm.ptr<3> -> f32
        %1068 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_451 = arith.constant 22528 : i64
        %1069 = llvm.getelementptr %1068[%c22528_i64_451] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c612_i64 = arith.constant 612 : i64
        %1070 = arith.addi %253, %c612_i64 : i64
        %1071 = llvm.getelementptr %1069[%1070] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1072 = llvm.load %1071 : !llvm.ptr<3> -> f32
        %1073 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_452 = arith.constant 22528 : i64
        %1074 = llvm.getelementptr %1073[%c22528_i64_452] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c613_i64 = arith.constant 613 : i64
        %1075 = arith.addi %253, %c613_i64 : i64
        %1076 = llvm.getelementptr %1074[%1075] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1077 = llvm.load %1076 : !llvm.ptr<3> -> f32
        %1078 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_453 = arith.constant 22528 : i64
        %1079 = llvm.getelementptr %1078[%c22528_i64_453] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c614_i64 = arith.constant 614 : i64
        %1080 = arith.addi %253, %c614_i64 : i64
        %1081 = llvm.getelementptr %1079[%1080] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1082 = llvm.load %1081 : !llvm.ptr<3> -> f32
        %1083 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_454 = arith.constant 22528 : i64
        %1084 = llvm.getelementptr %1083[%c22528_i64_454] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c615_i64 = arith.constant 615 : i64
        %1085 = arith.addi %253, %c615_i64 : i64
        %1086 = llvm.getelementptr %1084[%1085] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1087 = llvm.load %1086 : !llvm.ptr<3> -> f32
        %1088 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_455 = arith.constant 22528 : i64
        %1089 = llvm.getelementptr %1088[%c22528_i64_455] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c616_i64 = arith.constant 616 : i64
        %1090 = arith.addi %253, %c616_i64 : i64
        %1091 = llvm.getelementptr %1089[%1090] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1092 = llvm.load %1091 : !llvm.ptr<3> -> f32
        %1093 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_456 = arith.constant 22528 : i64
        %1094 = llvm.getelementptr %1093[%c22528_i64_456] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c617_i64 = arith.constant 617 : i64
        %1095 = arith.addi %253, %c617_i64 : i64
        %1096 = llvm.getelementptr %1094[%1095] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1097 = llvm.load %1096 : !llvm.ptr<3> -> f32
        %1098 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_457 = arith.constant 22528 : i64
        %1099 = llvm.getelementptr %1098[%c22528_i64_457] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c618_i64 = arith.constant 618 : i64
        %1100 = arith.addi %253, %c618_i64 : i64
        %1101 = llvm.getelementptr %1099[%1100] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1102 = llvm.load %1101 : !llvm.ptr<3> -> f32
        %1103 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_458 = arith.constant 22528 : i64
        %1104 = llvm.getelementptr %1103[%c22528_i64_458] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c619_i64 = arith.constant 619 : i64
        %1105 = arith.addi %253, %c619_i64 : i64
        %1106 = llvm.getelementptr %1104[%1105] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1107 = llvm.load %1106 : !llvm.ptr<3> -> f32
        %1108 = memref.load %alloca[] : memref<f32>
        %1109 = llvm.intr.fma(%1067, %1072, %1108) : (f32, f32, f32) -> f32
        memref.store %1109, %alloca[] : memref<f32>
        %1110 = memref.load %alloca_55[] : memref<f32>
        %1111 = llvm.intr.fma(%1067, %1077, %1110) : (f32, f32, f32) -> f32
        memref.store %1111, %alloca_55[] : memref<f32>
        %1112 = memref.load %alloca_56[] : memref<f32>
        %1113 = llvm.intr.fma(%1067, %1082, %1112) : (f32, f32, f32) -> f32
        memref.store %1113, %alloca_56[] : memref<f32>
        %1114 = memref.load %alloca_57[] : memref<f32>
        %1115 = llvm.intr.fma(%1067, %1087, %1114) : (f32, f32, f32) -> f32
        memref.store %1115, %alloca_57[] : memref<f32>
        %1116 = memref.load %alloca_58[] : memref<f32>
        %1117 = llvm.intr.fma(%1067, %1092, %1116) : (f32, f32, f32) -> f32
        memref.store %1117, %alloca_58[] : memref<f32>
        %1118 = memref.load %alloca_59[] : memref<f32>
        %1119 = llvm.intr.fma(%1067, %1097, %1118) : (f32, f32, f32) -> f32
        memref.store %1119, %alloca_59[] : memref<f32>
        %1120 = memref.load %alloca_60[] : memref<f32>
        %1121 = llvm.intr.fma(%1067, %1102, %1120) : (f32, f32, f32) -> f32
        memref.store %1121, %alloca_60[] : memref<f32>
        %1122 = memref.load %alloca_61[] : memref<f32>
        %1123 = llvm.intr.fma(%1067, %1107, %1122) : (f32, f32, f32) -> f32
        memref.store %1123, %alloca_61[] : memref<f32>
        %1124 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_459 = arith.constant 18432 : i64
        %1125 = llvm.getelementptr %1124[%c18432_i64_459] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c640_i64 = arith.constant 640 : i64
        %1126 = arith.addi %251, %c640_i64 : i64
        %1127 = llvm.getelementptr %1125[%1126] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1128 = llvm.load %1127 : !llvm.ptr<3> -> f32
        %1129 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_460 = arith.constant 22528 : i64
        %1130 = llvm.getelementptr %1129[%c22528_i64_460] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c680_i64 = arith.constant 680 : i64
        %1131 = arith.addi %253, %c680_i64 : i64
        %1132 = llvm.getelementptr %1130[%1131] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1133 = llvm.load %1132 : !llvm.ptr<3> -> f32
        %1134 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_461 = arith.constant 22528 : i64
        %1135 = llvm.getelementptr %1134[%c22528_i64_461] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c681_i64 = arith.constant 681 : i64
        %1136 = arith.addi %253, %c681_i64 : i64
        %1137 = llvm.getelementptr %1135[%1136] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1138 = llvm.load %1137 : !llvm.ptr<3> -> f32
        %1139 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_462 = arith.constant 22528 : i64
        %1140 = llvm.getelementptr %1139[%c22528_i64_462] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c682_i64 = arith.constant 682 : i64
        %1141 = arith.addi %253, %c682_i64 : i64
        %1142 = llvm.getelementptr %1140[%1141] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1143 = llvm.load %1142 : !llvm.ptr<3> -> f32
        %1144 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_463 = arith.constant 22528 : i64
        %1145 = llvm.getelementptr %1144[%c22528_i64_463] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c683_i64 = arith.constant 683 : i64
        %1146 = arith.addi %253, %c683_i64 : i64
        %1147 = llvm.getelementptr %1145[%1146] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1148 = llvm.load %1147 : !llvm.ptr<3> -> f32
        %1149 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_464 = arith.constant 22528 : i64
        %1150 = llvm.getelementptr %1149[%c22528_i64_464] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c684_i64 = arith.constant 684 : i64
        %1151 = arith.addi %253, %c684_i64 : i64
        %1152 = llvm.getelementptr %1150[%1151] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1153 = llvm.load %1152 : !llvm.ptr<3> -> f32
        %1154 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_465 = arith.constant 22528 : i64
        %1155 = llvm.getelementptr %1154[%c22528_i64_465] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c685_i64 = arith.constant 685 : i64
        %1156 = arith.addi %253, %c685_i64 : i64
        %1157 = llvm.getelementptr %1155[%1156] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1158 = llvm.load %1157 : !llvm.ptr<3> -> f32
        %1159 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_466 = arith.constant 22528 : i64
        %1160 = llvm.getelementptr %1159[%c22528_i64_466] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c686_i64 = arith.constant 686 : i64
        %1161 = arith.addi %253, %c686_i64 : i64
        %1162 = llvm.getelementptr %1160[%1161] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1163 = llvm.load %1162 : !llvm.ptr<3> -> f32
        %1164 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_467 = arith.constant 22528 : i64
        %1165 = llvm.getelementptr %1164[%c22528_i64_467] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c687_i64 = arith.constant 687 : i64
        %1166 = arith.addi %253, %c687_i64 : i64
        %1167 = llvm.getelementptr %1165[%1166] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1168 = llvm.load %1167 : !llvm.ptr<3> -> f32
        %1169 = memref.load %alloca[] : memref<f32>
        %1170 = llvm.intr.fma(%1128, %1133, %1169) : (f32, f32, f32) -> f32
        memref.store %1170, %alloca[] : memref<f32>
        %1171 = memref.load %alloca_55[] : memref<f32>
        %1172 = llvm.intr.fma(%1128, %1138, %1171) : (f32, f32, f32) -> f32
        memref.store %1172, %alloca_55[] : memref<f32>
        %1173 = memref.load %alloca_56[] : memref<f32>
        %1174 = llvm.intr.fma(%1128, %1143, %1173) : (f32, f32, f32) -> f32
        memref.store %1174, %alloca_56[] : memref<f32>
        %1175 = memref.load %alloca_57[] : memref<f32>
        %1176 = llvm.intr.fma(%1128, %1148, %1175) : (f32, f32, f32) -> f32
        memref.store %1176, %alloca_57[] : memref<f32>
        %1177 = memref.load %alloca_58[] : memref<f32>
        %1178 = llvm.intr.fma(%1128, %1153, %1177) : (f32, f32, f32) -> f32
        memref.store %1178, %alloca_58[] : memref<f32>
        %1179 = memref.load %alloca_59[] : memref<f32>
        %1180 = llvm.intr.fma(%1128, %1158, %1179) : (f32, f32, f32) -> f32
        memref.store %1180, %alloca_59[] : memref<f32>
        %1181 = memref.load %alloca_60[] : memref<f32>
        %1182 = llvm.intr.fma(%1128, %1163, %1181) : (f32, f32, f32) -> f32
        memref.store %1182, %alloca_60[] : memref<f32>
        %1183 = memref.load %alloca_61[] : memref<f32>
        %1184 = llvm.intr.fma(%1128, %1168, %1183) : (f32, f32, f32) -> f32
        memref.store %1184, %alloca_61[] : memref<f32>
        %1185 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_468 = arith.constant 18432 : i64
        %1186 = llvm.getelementptr %1185[%c18432_i64_468] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c704_i64 = arith.constant 704 : i64
        %1187 = arith.addi %251, %c704_i64 : i64
        %1188 = llvm.getelementptr %1186[%1187] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1189 = llvm.load %1188 : !llvm.ptr<3> -> f32
        %1190 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_469 = arith.constant 22528 : i64
        %1191 = llvm.getelementptr %1190[%c22528_i64_469] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c748_i64 = arith.constant 748 : i64
        %1192 = arith.addi %253, %c748_i64 : i64
        %1193 = llvm.getelementptr %1191[%1192] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1194 = llvm.load %1193 : !llvm.ptr<3> -> f32
        %1195 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_470 = arith.constant 22528 : i64
        %1196 = llvm.getelementptr %1195[%c22528_i64_470] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c749_i64 = arith.constant 749 : i64
        %1197 = arith.addi %253, %c749_i64 : i64
        %1198 = llvm.getelementptr %1196[%1197] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1199 = llvm.load %1198 : !llvm.ptr<3> -> f32
        %1200 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_471 = arith.constant 22528 : i64
        %1201 = llvm.getelementptr %1200[%c22528_i64_471] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c750_i64 = arith.constant 750 : i64
        %1202 = arith.addi %253, %c750_i64 : i64
        %1203 = llvm.getelementptr %1201[%1202] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1204 = llvm.load %1203 : !llvm.ptr<3> -> f32
        %1205 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_472 = arith.constant 22528 : i64
        %1206 = llvm.getelementptr %1205[%c22528_i64_472] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c751_i64 = arith.constant 751 : i64
        %1207 = arith.addi %253, %c751_i64 : i64
        %1208 = llvm.getelementptr %1206[%1207] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1209 = llvm.load %1208 : !llvm.ptr<3> -> f32
        %1210 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_473 = arith.constant 22528 : i64
        %1211 = llvm.getelementptr %1210[%c22528_i64_473] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c752_i64 = arith.constant 752 : i64
        %1212 = arith.addi %253, %c752_i64 : i64
        %1213 = llvm.getelementptr %1211[%1212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1214 = llvm.load %1213 : !llvm.ptr<3> -> f32
        %1215 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_474 = arith.constant 22528 : i64
        %1216 = llvm.getelementptr %1215[%c22528_i64_474] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c753_i64 = arith.constant 753 : i64
        %1217 = arith.addi %253, %c753_i64 : i64
        %1218 = llvm.getelementptr %1216[%1217] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1219 = llvm.load %1218 : !llvm.ptr<3> -> f32
        %1220 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_475 = arith.constant 22528 : i64
        %1221 = llvm.getelementptr %1220[%c22528_i64_475] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c754_i64 = arith.constant 754 : i64
        %1222 = arith.addi %253, %c754_i64 : i64
        %1223 = llvm.getelementptr %1221[%1222] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1224 = llvm.load %1223 : !llvm.ptr<3> -> f32
        %1225 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_476 = arith.constant 22528 : i64
        %1226 = llvm.getelementptr %1225[%c22528_i64_476] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c755_i64 = arith.constant 755 : i64
        %1227 = arith.addi %253, %c755_i64 : i64
        %1228 = llvm.getelementptr %1226[%1227] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1229 = llvm.load %1228 : !llvm.ptr<3> -> f32
        %1230 = memref.load %alloca[] : memref<f32>
        %1231 = llvm.intr.fma(%1189, %1194, %1230) : (f32, f32, f32) -> f32
        memref.store %1231, %alloca[] : memref<f32>
        %1232 = memref.load %alloca_55[] : memref<f32>
        %1233 = llvm.intr.fma(%1189, %1199, %1232) : (f32, f32, f32) -> f32
        memref.store %1233, %alloca_55[] : memref<f32>
        %1234 = memref.load %alloca_56[] : memref<f32>
        %1235 = llvm.intr.fma(%1189, %1204, %1234) : (f32, f32, f32) -> f32
        memref.store %1235, %alloca_56[] : memref<f32>
        %1236 = memref.load %alloca_57[] : memref<f32>
        %1237 = llvm.intr.fma(%1189, %1209, %1236) : (f32, f32, f32) -> f32
        memref.store %1237, %alloca_57[] : memref<f32>
        %1238 = memref.load %alloca_58[] : memref<f32>
        %1239 = llvm.intr.fma(%1189, %1214, %1238) : (f32, f32, f32) -> f32
        memref.store %1239, %alloca_58[] : memref<f32>
        %1240 = memref.load %alloca_59[] : memref<f32>
        %1241 = llvm.intr.fma(%1189, %1219, %1240) : (f32, f32, f32) -> f32
        memref.store %1241, %alloca_59[] : memref<f32>
        %1242 = memref.load %alloca_60[] : memref<f32>
        %1243 = llvm.intr.fma(%1189, %1224, %1242) : (f32, f32, f32) -> f32
        memref.store %1243, %alloca_60[] : memref<f32>
        %1244 = memref.load %alloca_61[] : memref<f32>
        %1245 = llvm.intr.fma(%1189, %1229, %1244) : (f32, f32, f32) -> f32
        memref.store %1245, %alloca_61[] : memref<f32>
        %1246 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_477 = arith.constant 18432 : i64
        %1247 = llvm.getelementptr %1246[%c18432_i64_477] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c768_i64 = arith.constant 768 : i64
        %1248 = arith.addi %251, %c768_i64 : i64
        %1249 = llvm.getelementptr %1247[%1248] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1250 = llvm.load %1249 : !llvm.ptr<3> -> f32
        %1251 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_478 = arith.constant 22528 : i64
        %1252 = llvm.getelementptr %1251[%c22528_i64_478] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c816_i64 = arith.constant 816 : i64
        %1253 = arith.addi %253, %c816_i64 : i64
        %1254 = llvm.getelementptr %1252[%1253] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1255 = llvm.load %1254 : !llvm.ptr<3> -> f32
        %1256 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_479 = arith.constant 22528 : i64
        %1257 = llvm.getelementptr %1256[%c22528_i64_479] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c817_i64 = arith.constant 817 : i64
        %1258 = arith.addi %253, %c817_i64 : i64
        %1259 = llvm.getelementptr %1257[%1258] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1260 = llvm.load %1259 : !llvm.ptr<3> -> f32
        %1261 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_480 = arith.constant 22528 : i64
        %1262 = llvm.getelementptr %1261[%c22528_i64_480] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c818_i64 = arith.constant 818 : i64
        %1263 = arith.addi %253, %c818_i64 : i64
        %1264 = llvm.getelementptr %1262[%1263] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1265 = llvm.load %1264 : !llvm.ptr<3> -> f32
        %1266 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_481 = arith.constant 22528 : i64
        %1267 = llvm.getelementptr %1266[%c22528_i64_481] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c819_i64 = arith.constant 819 : i64
        %1268 = arith.addi %253, %c819_i64 : i64
        %1269 = llvm.getelementptr %1267[%1268] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1270 = llvm.load %1269 : !llvm.ptr<3> -> f32
        %1271 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_482 = arith.constant 22528 : i64
        %1272 = llvm.getelementptr %1271[%c22528_i64_482] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c820_i64 = arith.constant 820 : i64
        %1273 = arith.addi %253, %c820_i64 : i64
        %1274 = llvm.getelementptr %1272[%1273] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1275 = llvm.load %1274 : !llvm.ptr<3> -> f32
        %1276 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_483 = arith.constant 22528 : i64
        %1277 = llvm.getelementptr %1276[%c22528_i64_483] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c821_i64 = arith.constant 821 : i64
        %1278 = arith.addi %253, %c821_i64 : i64
        %1279 = llvm.getelementptr %1277[%1278] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1280 = llvm.load %1279 : !llvm.ptr<3> -> f32
        %1281 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_484 = arith.constant 22528 : i64
        %1282 = llvm.getelementptr %1281[%c22528_i64_484] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c822_i64 = arith.constant 822 : i64
        %1283 = arith.addi %253, %c822_i64 : i64
        %1284 = llvm.getelementptr %1282[%1283] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1285 = llvm.load %1284 : !llvm.ptr<3> -> f32
        %1286 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_485 = arith.constant 22528 : i64
        %1287 = llvm.getelementptr %1286[%c22528_i64_485] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c823_i64 = arith.constant 823 : i64
        %1288 = arith.addi %253, %c823_i64 : i64
        %1289 = llvm.getelementptr %1287[%1288] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1290 = llvm.load %1289 : !llvm.ptr<3> -> f32
        %1291 = memref.load %alloca[] : memref<f32>
        %1292 = llvm.intr.fma(%1250, %1255, %1291) : (f32, f32, f32) -> f32
        memref.store %1292, %alloca[] : memref<f32>
        %1293 = memref.load %alloca_55[] : memref<f32>
        %1294 = llvm.intr.fma(%1250, %1260, %1293) : (f32, f32, f32) -> f32
        memref.store %1294, %alloca_55[] : memref<f32>
        %1295 = memref.load %alloca_56[] : memref<f32>
        %1296 = llvm.intr.fma(%1250, %1265, %1295) : (f32, f32, f32) -> f32
        memref.store %1296, %alloca_56[] : memref<f32>
        %1297 = memref.load %alloca_57[] : memref<f32>
        %1298 = llvm.intr.fma(%1250, %1270, %1297) : (f32, f32, f32) -> f32
        memref.store %1298, %alloca_57[] : memref<f32>
        %1299 = memref.load %alloca_58[] : memref<f32>
        %1300 = llvm.intr.fma(%1250, %1275, %1299) : (f32, f32, f32) -> f32
        memref.store %1300, %alloca_58[] : memref<f32>
        %1301 = memref.load %alloca_59[] : memref<f32>
        %1302 = llvm.intr.fma(%1250, %1280, %1301) : (f32, f32, f32) -> f32
        memref.store %1302, %alloca_59[] : memref<f32>
        %1303 = memref.load %alloca_60[] : memref<f32>
        %1304 = llvm.intr.fma(%1250, %1285, %1303) : (f32, f32, f32) -> f32
        memref.store %1304, %alloca_60[] : memref<f32>
        %1305 = memref.load %alloca_61[] : memref<f32>
        %1306 = llvm.intr.fma(%1250, %1290, %1305) : (f32, f32, f32) -> f32
        memref.store %1306, %alloca_61[] : memref<f32>
        %1307 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_486 = arith.constant 18432 : i64
        %1308 = llvm.getelementptr %1307[%c18432_i64_486] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c832_i64 = arith.constant 832 : i64
        %1309 = arith.addi %251, %c832_i64 : i64
        %1310 = llvm.getelementptr %1308[%1309] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1311 = llvm.load %1310 : !llvm.ptr<3> -> f32
        %1312 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_487 = arith.constant 22528 : i64
        %1313 = llvm.getelementptr %1312[%c22528_i64_487] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c884_i64 = arith.constant 884 : i64
        %1314 = arith.addi %253, %c884_i64 : i64
        %1315 = llvm.getelementptr %1313[%1314] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1316 = llvm.load %1315 : !llvm.ptr<3> -> f32
        %1317 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_488 = arith.constant 22528 : i64
        %1318 = llvm.getelementptr %1317[%c22528_i64_488] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c885_i64 = arith.constant 885 : i64
        %1319 = arith.addi %253, %c885_i64 : i64
        %1320 = llvm.getelementptr %1318[%1319] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1321 = llvm.load %1320 : !llvm.ptr<3> -> f32
        %1322 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_489 = arith.constant 22528 : i64
        %1323 = llvm.getelementptr %1322[%c22528_i64_489] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c886_i64 = arith.constant 886 : i64
        %1324 = arith.addi %253, %c886_i64 : i64
        %1325 = llvm.getelementptr %1323[%1324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1326 = llvm.load %1325 : !llvm.ptr<3> -> f32
        %1327 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_490 = arith.constant 22528 : i64
        %1328 = llvm.getelementptr %1327[%c22528_i64_490] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c887_i64 = arith.constant 887 : i64
        %1329 = arith.addi %253, %c887_i64 : i64
        %1330 = llvm.getelementptr %1328[%1329] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1331 = llvm.load %1330 : !llvm.ptr<3> -> f32
        %1332 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_491 = arith.constant 22528 : i64
        %1333 = llvm.getelementptr %1332[%c22528_i64_491] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c888_i64 = arith.constant 888 : i64
        %1334 = arith.addi %253, %c888_i64 : i64
        %1335 = llvm.getelementptr %1333[%1334] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1336 = llvm.load %1335 : !llvm.ptr<3> -> f32
        %1337 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_492 = arith.constant 22528 : i64
        %1338 = llvm.getelementptr %1337[%c22528_i64_492] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c889_i64 = arith.constant 889 : i64
        %1339 = arith.addi %253, %c889_i64 : i64
        %1340 = llvm.getelementptr %1338[%1339] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1341 = llvm.load %1340 : !llvm.ptr<3> -> f32
        %1342 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_493 = arith.constant 22528 : i64
        %1343 = llvm.getelementptr %1342[%c22528_i64_493] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c890_i64 = arith.constant 890 : i64
        %1344 = arith.addi %253, %c890_i64 : i64
        %1345 = llvm.getelementptr %1343[%1344] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1346 = llvm.load %1345 : !llvm.ptr<3> -> f32
        %1347 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_494 = arith.constant 22528 : i64
        %1348 = llvm.getelementptr %1347[%c22528_i64_494] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c891_i64 = arith.constant 891 : i64
        %1349 = arith.addi %253, %c891_i64 : i64
        %1350 = llvm.getelementptr %1348[%1349] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1351 = llvm.load %1350 : !llvm.ptr<3> -> f32
        %1352 = memref.load %alloca[] : memref<f32>
        %1353 = llvm.intr.fma(%1311, %1316, %1352) : (f32, f32, f32) -> f32
        memref.store %1353, %alloca[] : memref<f32>
        %1354 = memref.load %alloca_55[] : memref<f32>
        %1355 = llvm.intr.fma(%1311, %1321, %1354) : (f32, f32, f32) -> f32
        memref.store %1355, %alloca_55[] : memref<f32>
        %1356 = memref.load %alloca_56[] : memref<f32>
        %1357 = llvm.intr.fma(%1311, %1326, %1356) : (f32, f32, f32) -> f32
        memref.store %1357, %alloca_56[] : memref<f32>
        %1358 = memref.load %alloca_57[] : memref<f32>
        %1359 = llvm.intr.fma(%1311, %1331, %1358) : (f32, f32, f32) -> f32
        memref.store %1359, %alloca_57[] : memref<f32>
        %1360 = memref.load %alloca_58[] : memref<f32>
        %1361 = llvm.intr.fma(%1311, %1336, %1360) : (f32, f32, f32) -> f32
        memref.store %1361, %alloca_58[] : memref<f32>
        %1362 = memref.load %alloca_59[] : memref<f32>
        %1363 = llvm.intr.fma(%1311, %1341, %1362) : (f32, f32, f32) -> f32
        memref.store %1363, %alloca_59[] : memref<f32>
        %1364 = memref.load %alloca_60[] : memref<f32>
        %1365 = llvm.intr.fma(%1311, %1346, %1364) : (f32, f32, f32) -> f32
        memref.store %1365, %alloca_60[] : memref<f32>
        %1366 = memref.load %alloca_61[] : memref<f32>
        %1367 = llvm.intr.fma(%1311, %1351, %1366) : (f32, f32, f32) -> f32
        memref.store %1367, %alloca_61[] : memref<f32>
        %1368 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_495 = arith.constant 18432 : i64
        %1369 = llvm.getelementptr %1368[%c18432_i64_495] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c896_i64 = arith.constant 896 : i64
        %1370 = arith.addi %251, %c896_i64 : i64
        %1371 = llvm.getelementptr %1369[%1370] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1372 = llvm.load %1371 : !llvm.ptr<3> -> f32
        %1373 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_496 = arith.constant 22528 : i64
        %1374 = llvm.getelementptr %1373[%c22528_i64_496] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c952_i64 = arith.constant 952 : i64
        %1375 = arith.addi %253, %c952_i64 : i64
        %1376 = llvm.getelementptr %1374[%1375] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1377 = llvm.load %1376 : !llvm.ptr<3> -> f32
        %1378 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_497 = arith.constant 22528 : i64
        %1379 = llvm.getelementptr %1378[%c22528_i64_497] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c953_i64 = arith.constant 953 : i64
        %1380 = arith.addi %253, %c953_i64 : i64
        %1381 = llvm.getelementptr %1379[%1380] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1382 = llvm.load %1381 : !llvm.ptr<3> -> f32
        %1383 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_498 = arith.constant 22528 : i64
        %1384 = llvm.getelementptr %1383[%c22528_i64_498] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c954_i64 = arith.constant 954 : i64
        %1385 = arith.addi %253, %c954_i64 : i64
        %1386 = llvm.getelementptr %1384[%1385] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1387 = llvm.load %1386 : !llvm.ptr<3> -> f32
        %1388 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_499 = arith.constant 22528 : i64
        %1389 = llvm.getelementptr %1388[%c22528_i64_499] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c955_i64 = arith.constant 955 : i64
        %1390 = arith.addi %253, %c955_i64 : i64
        %1391 = llvm.getelementptr %1389[%1390] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1392 = llvm.load %1391 : !llvm.ptr<3> -> f32
        %1393 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_500 = arith.constant 22528 : i64
        %1394 = llvm.getelementptr %1393[%c22528_i64_500] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c956_i64 = arith.constant 956 : i64
        %1395 = arith.addi %253, %c956_i64 : i64
        %1396 = llvm.getelementptr %1394[%1395] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1397 = llvm.load %1396 : !llvm.ptr<3> -> f32
        %1398 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_501 = arith.constant 22528 : i64
        %1399 = llvm.getelementptr %1398[%c22528_i64_501] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c957_i64 = arith.constant 957 : i64
        %1400 = arith.addi %253, %c957_i64 : i64
        %1401 = llvm.getelementptr %1399[%1400] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1402 = llvm.load %1401 : !llvm.ptr<3> -> f32
        %1403 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_502 = arith.constant 22528 : i64
        %1404 = llvm.getelementptr %1403[%c22528_i64_502] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c958_i64 = arith.constant 958 : i64
        %1405 = arith.addi %253, %c958_i64 : i64
        %1406 = llvm.getelementptr %1404[%1405] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1407 = llvm.load %1406 : !llvm.ptr<3> -> f32
        %1408 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_503 = arith.constant 22528 : i64
        %1409 = llvm.getelementptr %1408[%c22528_i64_503] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c959_i64 = arith.constant 959 : i64
        %1410 = arith.addi %253, %c959_i64 : i64
        %1411 = llvm.getelementptr %1409[%1410] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1412 = llvm.load %1411 : !llvm.ptr<3> -> f32
        %1413 = memref.load %alloca[] : memref<f32>
        %1414 = llvm.intr.fma(%1372, %1377, %1413) : (f32, f32, f32) -> f32
        memref.store %1414, %alloca[] : memref<f32>
        %1415 = memref.load %alloca_55[] : memref<f32>
        %1416 = llvm.intr.fma(%1372, %1382, %1415) : (f32, f32, f32) -> f32
        memref.store %1416, %alloca_55[] : memref<f32>
        %1417 = memref.load %alloca_56[] : memref<f32>
        %1418 = llvm.intr.fma(%1372, %1387, %1417) : (f32, f32, f32) -> f32
        memref.store %1418, %alloca_56[] : memref<f32>
        %1419 = memref.load %alloca_57[] : memref<f32>
        %1420 = llvm.intr.fma(%1372, %1392, %1419) : (f32, f32, f32) -> f32
        memref.store %1420, %alloca_57[] : memref<f32>
        %1421 = memref.load %alloca_58[] : memref<f32>
        %1422 = llvm.intr.fma(%1372, %1397, %1421) : (f32, f32, f32) -> f32
        memref.store %1422, %alloca_58[] : memref<f32>
        %1423 = memref.load %alloca_59[] : memref<f32>
        %1424 = llvm.intr.fma(%1372, %1402, %1423) : (f32, f32, f32) -> f32
        memref.store %1424, %alloca_59[] : memref<f32>
        %1425 = memref.load %alloca_60[] : memref<f32>
        %1426 = llvm.intr.fma(%1372, %1407, %1425) : (f32, f32, f32) -> f32
        memref.store %1426, %alloca_60[] : memref<f32>
        %1427 = memref.load %alloca_61[] : memref<f32>
        %1428 = llvm.intr.fma(%1372, %1412, %1427) : (f32, f32, f32) -> f32
        memref.store %1428, %alloca_61[] : memref<f32>
        %1429 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c18432_i64_504 = arith.constant 18432 : i64
        %1430 = llvm.getelementptr %1429[%c18432_i64_504] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c960_i64 = arith.constant 960 : i64
        %1431 = arith.addi %251, %c960_i64 : i64
        %1432 = llvm.getelementptr %1430[%1431] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1433 = llvm.load %1432 : !llvm.ptr<3> -> f32
        %1434 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_505 = arith.constant 22528 : i64
        %1435 = llvm.getelementptr %1434[%c22528_i64_505] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1020_i64 = arith.constant 1020 : i64
        %1436 = arith.addi %253, %c1020_i64 : i64
        %1437 = llvm.getelementptr %1435[%1436] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1438 = llvm.load %1437 : !llvm.ptr<3> -> f32
        %1439 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_506 = arith.constant 22528 : i64
        %1440 = llvm.getelementptr %1439[%c22528_i64_506] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1021_i64 = arith.constant 1021 : i64
        %1441 = arith.addi %253, %c1021_i64 : i64
        %1442 = llvm.getelementptr %1440[%1441] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1443 = llvm.load %1442 : !llvm.ptr<3> -> f32
        %1444 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_507 = arith.constant 22528 : i64
        %1445 = llvm.getelementptr %1444[%c22528_i64_507] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1022_i64 = arith.constant 1022 : i64
        %1446 = arith.addi %253, %c1022_i64 : i64
        %1447 = llvm.getelementptr %1445[%1446] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1448 = llvm.load %1447 : !llvm.ptr<3> -> f32
        %1449 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_508 = arith.constant 22528 : i64
        %1450 = llvm.getelementptr %1449[%c22528_i64_508] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1023_i64 = arith.constant 1023 : i64
        %1451 = arith.addi %253, %c1023_i64 : i64
        %1452 = llvm.getelementptr %1450[%1451] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1453 = llvm.load %1452 : !llvm.ptr<3> -> f32
        %1454 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_509 = arith.constant 22528 : i64
        %1455 = llvm.getelementptr %1454[%c22528_i64_509] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1024_i64_510 = arith.constant 1024 : i64
        %1456 = arith.addi %253, %c1024_i64_510 : i64
        %1457 = llvm.getelementptr %1455[%1456] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1458 = llvm.load %1457 : !llvm.ptr<3> -> f32
        %1459 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_511 = arith.constant 22528 : i64
        %1460 = llvm.getelementptr %1459[%c22528_i64_511] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1025_i64 = arith.constant 1025 : i64
        %1461 = arith.addi %253, %c1025_i64 : i64
        %1462 = llvm.getelementptr %1460[%1461] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1463 = llvm.load %1462 : !llvm.ptr<3> -> f32
        %1464 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_512 = arith.constant 22528 : i64
        %1465 = llvm.getelementptr %1464[%c22528_i64_512] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1026_i64 = arith.constant 1026 : i64
        %1466 = arith.addi %253, %c1026_i64 : i64
        %1467 = llvm.getelementptr %1465[%1466] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1468 = llvm.load %1467 : !llvm.ptr<3> -> f32
        %1469 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c22528_i64_513 = arith.constant 22528 : i64
        %1470 = llvm.getelementptr %1469[%c22528_i64_513] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1027_i64 = arith.constant 1027 : i64
        %1471 = arith.addi %253, %c1027_i64 : i64
        %1472 = llvm.getelementptr %1470[%1471] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1473 = llvm.load %1472 : !llvm.ptr<3> -> f32
        %1474 = memref.load %alloca[] : memref<f32>
        %1475 = llvm.intr.fma(%1433, %1438, %1474) : (f32, f32, f32) -> f32
        memref.store %1475, %alloca[] : memref<f32>
        %1476 = memref.load %alloca_55[] : memref<f32>
        %1477 = llvm.intr.fma(%1433, %1443, %1476) : (f32, f32, f32) -> f32
        memref.store %1477, %alloca_55[] : memref<f32>
        %1478 = memref.load %alloca_56[] : memref<f32>
        %1479 = llvm.intr.fma(%1433, %1448, %1478) : (f32, f32, f32) -> f32
        memref.store %1479, %alloca_56[] : memref<f32>
        %1480 = memref.load %alloca_57[] : memref<f32>
        %1481 = llvm.intr.fma(%1433, %1453, %1480) : (f32, f32, f32) -> f32
        memref.store %1481, %alloca_57[] : memref<f32>
        %1482 = memref.load %alloca_58[] : memref<f32>
        %1483 = llvm.intr.fma(%1433, %1458, %1482) : (f32, f32, f32) -> f32
        memref.store %1483, %alloca_58[] : memref<f32>
        %1484 = memref.load %alloca_59[] : memref<f32>
        %1485 = llvm.intr.fma(%1433, %1463, %1484) : (f32, f32, f32) -> f32
        memref.store %1485, %alloca_59[] : memref<f32>
        %1486 = memref.load %alloca_60[] : memref<f32>
        %1487 = llvm.intr.fma(%1433, %1468, %1486) : (f32, f32, f32) -> f32
        memref.store %1487, %alloca_60[] : memref<f32>
        %1488 = memref.load %alloca_61[] : memref<f32>
        %1489 = llvm.intr.fma(%1433, %1473, %1488) : (f32, f32, f32) -> f32
        memref.store %1489, %alloca_61[] : memref<f32>
      }
      %cst_171 = arith.constant 5.000000e-01 : f32
      %c64_i64_172 = arith.constant 64 : i64
      %280 = arith.muli %253, %c64_i64_172 : i64
      %281 = arith.addi %251, %280 : i64
      %282 = llvm.getelementptr %246[%281] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %283 = llvm.load %282 : !llvm.ptr<1> -> f32
      %cst_173 = arith.constant 1.500000e+00 : f32
      %284 = memref.load %alloca[] : memref<f32>
      %285 = arith.mulf %cst_173, %284 : f32
      %286 = llvm.intr.fma(%cst_171, %283, %285) : (f32, f32, f32) -> f32
      %c64_i64_174 = arith.constant 64 : i64
      %287 = arith.muli %253, %c64_i64_174 : i64
      %288 = arith.addi %251, %287 : i64
      %289 = llvm.getelementptr %246[%288] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %286, %289 : f32, !llvm.ptr<1>
      %c1_i64 = arith.constant 1 : i64
      %290 = arith.addi %253, %c1_i64 : i64
      %cst_175 = arith.constant 5.000000e-01 : f32
      %c64_i64_176 = arith.constant 64 : i64
      %291 = arith.muli %290, %c64_i64_176 : i64
      %292 = arith.addi %251, %291 : i64
      %293 = llvm.getelementptr %246[%292] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %294 = llvm.load %293 : !llvm.ptr<1> -> f32
      %cst_177 = arith.constant 1.500000e+00 : f32
      %295 = memref.load %alloca_55[] : memref<f32>
      %296 = arith.mulf %cst_177, %295 : f32
      %297 = llvm.intr.fma(%cst_175, %294, %296) : (f32, f32, f32) -> f32
      %c64_i64_178 = arith.constant 64 : i64
      %298 = arith.muli %290, %c64_i64_178 : i64
      %299 = arith.addi %251, %298 : i64
      %300 = llvm.getelementptr %246[%299] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %297, %300 : f32, !llvm.ptr<1>
      %c2_i64 = arith.constant 2 : i64
      %301 = arith.addi %253, %c2_i64 : i64
      %cst_179 = arith.constant 5.000000e-01 : f32
      %c64_i64_180 = arith.constant 64 : i64
      %302 = arith.muli %301, %c64_i64_180 : i64
      %303 = arith.addi %251, %302 : i64
      %304 = llvm.getelementptr %246[%303] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %305 = llvm.load %304 : !llvm.ptr<1> -> f32
      %cst_181 = arith.constant 1.500000e+00 : f32
      %306 = memref.load %alloca_56[] : memref<f32>
      %307 = arith.mulf %cst_181, %306 : f32
      %308 = llvm.intr.fma(%cst_179, %305, %307) : (f32, f32, f32) -> f32
      %c64_i64_182 = arith.constant 64 : i64
      %309 = arith.muli %301, %c64_i64_182 : i64
      %310 = arith.addi %251, %309 : i64
      %311 = llvm.getelementptr %246[%310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %308, %311 : f32, !llvm.ptr<1>
      %c3_i64 = arith.constant 3 : i64
      %312 = arith.addi %253, %c3_i64 : i64
      %cst_183 = arith.constant 5.000000e-01 : f32
      %c64_i64_184 = arith.constant 64 : i64
      %313 = arith.muli %312, %c64_i64_184 : i64
      %314 = arith.addi %251, %313 : i64
      %315 = llvm.getelementptr %246[%314] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %316 = llvm.load %315 : !llvm.ptr<1> -> f32
      %cst_185 = arith.constant 1.500000e+00 : f32
      %317 = memref.load %alloca_57[] : memref<f32>
      %318 = arith.mulf %cst_185, %317 : f32
      %319 = llvm.intr.fma(%cst_183, %316, %318) : (f32, f32, f32) -> f32
      %c64_i64_186 = arith.constant 64 : i64
      %320 = arith.muli %312, %c64_i64_186 : i64
      %321 = arith.addi %251, %320 : i64
      %322 = llvm.getelementptr %246[%321] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %319, %322 : f32, !llvm.ptr<1>
      %c4_i64 = arith.constant 4 : i64
      %323 = arith.addi %253, %c4_i64 : i64
      %cst_187 = arith.constant 5.000000e-01 : f32
      %c64_i64_188 = arith.constant 64 : i64
      %324 = arith.muli %323, %c64_i64_188 : i64
      %325 = arith.addi %251, %324 : i64
      %326 = llvm.getelementptr %246[%325] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %327 = llvm.load %326 : !llvm.ptr<1> -> f32
      %cst_189 = arith.constant 1.500000e+00 : f32
      %328 = memref.load %alloca_58[] : memref<f32>
      %329 = arith.mulf %cst_189, %328 : f32
      %330 = llvm.intr.fma(%cst_187, %327, %329) : (f32, f32, f32) -> f32
      %c64_i64_190 = arith.constant 64 : i64
      %331 = arith.muli %323, %c64_i64_190 : i64
      %332 = arith.addi %251, %331 : i64
      %333 = llvm.getelementptr %246[%332] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %330, %333 : f32, !llvm.ptr<1>
      %c5_i64 = arith.constant 5 : i64
      %334 = arith.addi %253, %c5_i64 : i64
      %cst_191 = arith.constant 5.000000e-01 : f32
      %c64_i64_192 = arith.constant 64 : i64
      %335 = arith.muli %334, %c64_i64_192 : i64
      %336 = arith.addi %251, %335 : i64
      %337 = llvm.getelementptr %246[%336] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %338 = llvm.load %337 : !llvm.ptr<1> -> f32
      %cst_193 = arith.constant 1.500000e+00 : f32
      %339 = memref.load %alloca_59[] : memref<f32>
      %340 = arith.mulf %cst_193, %339 : f32
      %341 = llvm.intr.fma(%cst_191, %338, %340) : (f32, f32, f32) -> f32
      %c64_i64_194 = arith.constant 64 : i64
      %342 = arith.muli %334, %c64_i64_194 : i64
      %343 = arith.addi %251, %342 : i64
      %344 = llvm.getelementptr %246[%343] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %341, %344 : f32, !llvm.ptr<1>
      %c6_i64 = arith.constant 6 : i64
      %345 = arith.addi %253, %c6_i64 : i64
      %cst_195 = arith.constant 5.000000e-01 : f32
      %c64_i64_196 = arith.constant 64 : i64
      %346 = arith.muli %345, %c64_i64_196 : i64
      %347 = arith.addi %251, %346 : i64
      %348 = llvm.getelementptr %246[%347] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %349 = llvm.load %348 : !llvm.ptr<1> -> f32
      %cst_197 = arith.constant 1.500000e+00 : f32
      %350 = memref.load %alloca_60[] : memref<f32>
      %351 = arith.mulf %cst_197, %350 : f32
      %352 = llvm.intr.fma(%cst_195, %349, %351) : (f32, f32, f32) -> f32
      %c64_i64_198 = arith.constant 64 : i64
      %353 = arith.muli %345, %c64_i64_198 : i64
      %354 = arith.addi %251, %353 : i64
      %355 = llvm.getelementptr %246[%354] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %352, %355 : f32, !llvm.ptr<1>
      %c7_i64 = arith.constant 7 : i64
      %356 = arith.addi %253, %c7_i64 : i64
      %cst_199 = arith.constant 5.000000e-01 : f32
      %c64_i64_200 = arith.constant 64 : i64
      %357 = arith.muli %356, %c64_i64_200 : i64
      %358 = arith.addi %251, %357 : i64
      %359 = llvm.getelementptr %246[%358] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %360 = llvm.load %359 : !llvm.ptr<1> -> f32
      %cst_201 = arith.constant 1.500000e+00 : f32
      %361 = memref.load %alloca_61[] : memref<f32>
      %362 = arith.mulf %cst_201, %361 : f32
      %363 = llvm.intr.fma(%cst_199, %360, %362) : (f32, f32, f32) -> f32
      %c64_i64_202 = arith.constant 64 : i64
      %364 = arith.muli %356, %c64_i64_202 : i64
      %365 = arith.addi %251, %364 : i64
      %366 = llvm.getelementptr %246[%365] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %363, %366 : f32, !llvm.ptr<1>
      %c3700_i64 = arith.constant 3700 : i64
      %367 = arith.muli %240, %c3700_i64 : i64
      %368 = llvm.getelementptr %214[%367] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c2590_i64 = arith.constant 2590 : i64
      %369 = arith.muli %240, %c2590_i64 : i64
      %370 = llvm.getelementptr %217[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c7000_i64 = arith.constant 7000 : i64
      %371 = arith.muli %240, %c7000_i64 : i64
      %372 = llvm.getelementptr %220[%371] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_203 = gpu.thread_id  x
      %373 = arith.index_cast %thread_id_x_203 : index to i64
      %c64_i64_204 = arith.constant 64 : i64
      %thread_id_y_205 = gpu.thread_id  y
      %374 = arith.index_cast %thread_id_y_205 : index to i64
      %375 = arith.muli %c64_i64_204, %374 : i64
      %376 = arith.addi %373, %375 : i64
      %c32_i64 = arith.constant 32 : i64
      %377 = arith.remsi %376, %c32_i64 : i64
      %c32_i64_206 = arith.constant 32 : i64
      %378 = arith.divsi %376, %c32_i64_206 : i64
      %c8_i64_207 = arith.constant 8 : i64
      %379 = arith.muli %378, %c8_i64_207 : i64
      %cst_208 = arith.constant 0.000000e+00 : f32
      memref.store %cst_208, %alloca_66[] : memref<f32>
      %cst_209 = arith.constant 0.000000e+00 : f32
      memref.store %cst_209, %alloca_67[] : memref<f32>
      %cst_210 = arith.constant 0.000000e+00 : f32
      memref.store %cst_210, %alloca_68[] : memref<f32>
      %cst_211 = arith.constant 0.000000e+00 : f32
      memref.store %cst_211, %alloca_69[] : memref<f32>
      %cst_212 = arith.constant 0.000000e+00 : f32
      memref.store %cst_212, %alloca_70[] : memref<f32>
      %cst_213 = arith.constant 0.000000e+00 : f32
      memref.store %cst_213, %alloca_71[] : memref<f32>
      %cst_214 = arith.constant 0.000000e+00 : f32
      memref.store %cst_214, %alloca_72[] : memref<f32>
      %cst_215 = arith.constant 0.000000e+00 : f32
      memref.store %cst_215, %alloca_73[] : memref<f32>
      %cst_216 = arith.constant 0.000000e+00 : f32
      memref.store %cst_216, %alloca_74[] : memref<f32>
      %cst_217 = arith.constant 0.000000e+00 : f32
      memref.store %cst_217, %alloca_75[] : memref<f32>
      %cst_218 = arith.constant 0.000000e+00 : f32
      memref.store %cst_218, %alloca_76[] : memref<f32>
      %cst_219 = arith.constant 0.000000e+00 : f32
      memref.store %cst_219, %alloca_77[] : memref<f32>
      %cst_220 = arith.constant 0.000000e+00 : f32
      memref.store %cst_220, %alloca_78[] : memref<f32>
      %cst_221 = arith.constant 0.000000e+00 : f32
      memref.store %cst_221, %alloca_79[] : memref<f32>
      %cst_222 = arith.constant 0.000000e+00 : f32
      memref.store %cst_222, %alloca_80[] : memref<f32>
      %cst_223 = arith.constant 0.000000e+00 : f32
      memref.store %cst_223, %alloca_81[] : memref<f32>
      %cst_224 = arith.constant 0.000000e+00 : f32
      memref.store %cst_224, %alloca_82[] : memref<f32>
      %cst_225 = arith.constant 0.000000e+00 : f32
      memref.store %cst_225, %alloca_83[] : memref<f32>
      %cst_226 = arith.constant 0.000000e+00 : f32
      memref.store %cst_226, %alloca_84[] : memref<f32>
      %cst_227 = arith.constant 0.000000e+00 : f32
      memref.store %cst_227, %alloca_85[] : memref<f32>
      %cst_228 = arith.constant 0.000000e+00 : f32
      memref.store %cst_228, %alloca_86[] : memref<f32>
      %cst_229 = arith.constant 0.000000e+00 : f32
      memref.store %cst_229, %alloca_87[] : memref<f32>
      %cst_230 = arith.constant 0.000000e+00 : f32
      memref.store %cst_230, %alloca_88[] : memref<f32>
      %cst_231 = arith.constant 0.000000e+00 : f32
      memref.store %cst_231, %alloca_89[] : memref<f32>
      %cst_232 = arith.constant 0.000000e+00 : f32
      memref.store %cst_232, %alloca_90[] : memref<f32>
      %cst_233 = arith.constant 0.000000e+00 : f32
      memref.store %cst_233, %alloca_91[] : memref<f32>
      %cst_234 = arith.constant 0.000000e+00 : f32
      memref.store %cst_234, %alloca_92[] : memref<f32>
      %cst_235 = arith.constant 0.000000e+00 : f32
      memref.store %cst_235, %alloca_93[] : memref<f32>
      %cst_236 = arith.constant 0.000000e+00 : f32
      memref.store %cst_236, %alloca_94[] : memref<f32>
      %cst_237 = arith.constant 0.000000e+00 : f32
      memref.store %cst_237, %alloca_95[] : memref<f32>
      %cst_238 = arith.constant 0.000000e+00 : f32
      memref.store %cst_238, %alloca_96[] : memref<f32>
      %cst_239 = arith.constant 0.000000e+00 : f32
      memref.store %cst_239, %alloca_97[] : memref<f32>
      %c13_i64 = arith.constant 13 : i64
      %380 = arith.divsi %376, %c13_i64 : i64
      %c13_i64_240 = arith.constant 13 : i64
      %381 = arith.remsi %376, %c13_i64_240 : i64
      %c512_i64_241 = arith.constant 512 : i64
      %382 = arith.addi %376, %c512_i64_241 : i64
      %c13_i64_242 = arith.constant 13 : i64
      %383 = arith.divsi %382, %c13_i64_242 : i64
      %c13_i64_243 = arith.constant 13 : i64
      %384 = arith.remsi %382, %c13_i64_243 : i64
      %c1024_i64 = arith.constant 1024 : i64
      %385 = arith.addi %376, %c1024_i64 : i64
      %c13_i64_244 = arith.constant 13 : i64
      %386 = arith.divsi %385, %c13_i64_244 : i64
      %c13_i64_245 = arith.constant 13 : i64
      %387 = arith.remsi %385, %c13_i64_245 : i64
      %c1536_i64 = arith.constant 1536 : i64
      %388 = arith.addi %376, %c1536_i64 : i64
      %c13_i64_246 = arith.constant 13 : i64
      %389 = arith.divsi %388, %c13_i64_246 : i64
      %c13_i64_247 = arith.constant 13 : i64
      %390 = arith.remsi %388, %c13_i64_247 : i64
      %cst_248 = arith.constant 0.000000e+00 : f32
      memref.store %cst_248, %alloca_98[] : memref<f32>
      %c100_i64 = arith.constant 100 : i64
      %391 = arith.cmpi slt, %380, %c100_i64 : i64
      %c37_i64 = arith.constant 37 : i64
      %392 = arith.cmpi slt, %381, %c37_i64 : i64
      %393 = arith.andi %391, %392 : i1
      scf.if %393 {
        %c37_i64_337 = arith.constant 37 : i64
        %480 = arith.muli %380, %c37_i64_337 : i64
        %481 = arith.addi %381, %480 : i64
        %482 = llvm.getelementptr %368[%481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %483 = llvm.load %482 : !llvm.ptr<1> -> f32
        memref.store %483, %alloca_98[] : memref<f32>
      } else {
        %cst_337 = arith.constant 0.000000e+00 : f32
        memref.store %cst_337, %alloca_98[] : memref<f32>
      }
      %cst_249 = arith.constant 0.000000e+00 : f32
      memref.store %cst_249, %alloca_99[] : memref<f32>
      %c100_i64_250 = arith.constant 100 : i64
      %394 = arith.cmpi slt, %383, %c100_i64_250 : i64
      %c37_i64_251 = arith.constant 37 : i64
      %395 = arith.cmpi slt, %384, %c37_i64_251 : i64
      %396 = arith.andi %394, %395 : i1
      scf.if %396 {
        %c37_i64_337 = arith.constant 37 : i64
        %480 = arith.muli %383, %c37_i64_337 : i64
        %481 = arith.addi %384, %480 : i64
        %482 = llvm.getelementptr %368[%481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %483 = llvm.load %482 : !llvm.ptr<1> -> f32
        memref.store %483, %alloca_99[] : memref<f32>
      } else {
        %cst_337 = arith.constant 0.000000e+00 : f32
        memref.store %cst_337, %alloca_99[] : memref<f32>
      }
      %cst_252 = arith.constant 0.000000e+00 : f32
      memref.store %cst_252, %alloca_100[] : memref<f32>
      %c100_i64_253 = arith.constant 100 : i64
      %397 = arith.cmpi slt, %386, %c100_i64_253 : i64
      %c37_i64_254 = arith.constant 37 : i64
      %398 = arith.cmpi slt, %387, %c37_i64_254 : i64
      %399 = arith.andi %397, %398 : i1
      scf.if %399 {
        %c37_i64_337 = arith.constant 37 : i64
        %480 = arith.muli %386, %c37_i64_337 : i64
        %481 = arith.addi %387, %480 : i64
        %482 = llvm.getelementptr %368[%481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %483 = llvm.load %482 : !llvm.ptr<1> -> f32
        memref.store %483, %alloca_100[] : memref<f32>
      } else {
        %cst_337 = arith.constant 0.000000e+00 : f32
        memref.store %cst_337, %alloca_100[] : memref<f32>
      }
      %cst_255 = arith.constant 0.000000e+00 : f32
      memref.store %cst_255, %alloca_101[] : memref<f32>
      %c1664_i64 = arith.constant 1664 : i64
      %400 = arith.cmpi slt, %388, %c1664_i64 : i64
      %c100_i64_256 = arith.constant 100 : i64
      %401 = arith.cmpi slt, %389, %c100_i64_256 : i64
      %402 = arith.andi %400, %401 : i1
      %c37_i64_257 = arith.constant 37 : i64
      %403 = arith.cmpi slt, %390, %c37_i64_257 : i64
      %404 = arith.andi %402, %403 : i1
      scf.if %404 {
        %c37_i64_337 = arith.constant 37 : i64
        %480 = arith.muli %389, %c37_i64_337 : i64
        %481 = arith.addi %390, %480 : i64
        %482 = llvm.getelementptr %368[%481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %483 = llvm.load %482 : !llvm.ptr<1> -> f32
        memref.store %483, %alloca_101[] : memref<f32>
      } else {
        %cst_337 = arith.constant 0.000000e+00 : f32
        memref.store %cst_337, %alloca_101[] : memref<f32>
      }
      %c128_i64 = arith.constant 128 : i64
      %405 = arith.remsi %376, %c128_i64 : i64
      %c128_i64_258 = arith.constant 128 : i64
      %406 = arith.divsi %376, %c128_i64_258 : i64
      %c512_i64_259 = arith.constant 512 : i64
      %407 = arith.addi %376, %c512_i64_259 : i64
      %c128_i64_260 = arith.constant 128 : i64
      %408 = arith.remsi %407, %c128_i64_260 : i64
      %c128_i64_261 = arith.constant 128 : i64
      %409 = arith.divsi %407, %c128_i64_261 : i64
      %c1024_i64_262 = arith.constant 1024 : i64
      %410 = arith.addi %376, %c1024_i64_262 : i64
      %c128_i64_263 = arith.constant 128 : i64
      %411 = arith.remsi %410, %c128_i64_263 : i64
      %c128_i64_264 = arith.constant 128 : i64
      %412 = arith.divsi %410, %c128_i64_264 : i64
      %c1536_i64_265 = arith.constant 1536 : i64
      %413 = arith.addi %376, %c1536_i64_265 : i64
      %c128_i64_266 = arith.constant 128 : i64
      %414 = arith.remsi %413, %c128_i64_266 : i64
      %c128_i64_267 = arith.constant 128 : i64
      %415 = arith.divsi %413, %c128_i64_267 : i64
      %cst_268 = arith.constant 0.000000e+00 : f32
      memref.store %cst_268, %alloca_102[] : memref<f32>
      %c70_i64 = arith.constant 70 : i64
      %416 = arith.cmpi slt, %405, %c70_i64 : i64
      %c37_i64_269 = arith.constant 37 : i64
      %417 = arith.cmpi slt, %406, %c37_i64_269 : i64
      %418 = arith.andi %416, %417 : i1
      scf.if %418 {
        %c70_i64_337 = arith.constant 70 : i64
        %480 = arith.muli %406, %c70_i64_337 : i64
        %481 = arith.addi %405, %480 : i64
        %482 = llvm.getelementptr %370[%481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %483 = llvm.load %482 : !llvm.ptr<1> -> f32
        memref.store %483, %alloca_102[] : memref<f32>
      } else {
        %cst_337 = arith.constant 0.000000e+00 : f32
        memref.store %cst_337, %alloca_102[] : memref<f32>
      }
      %cst_270 = arith.constant 0.000000e+00 : f32
      memref.store %cst_270, %alloca_103[] : memref<f32>
      %c70_i64_271 = arith.constant 70 : i64
      %419 = arith.cmpi slt, %408, %c70_i64_271 : i64
      %c37_i64_272 = arith.constant 37 : i64
      %420 = arith.cmpi slt, %409, %c37_i64_272 : i64
      %421 = arith.andi %419, %420 : i1
      scf.if %421 {
        %c70_i64_337 = arith.constant 70 : i64
        %480 = arith.muli %409, %c70_i64_337 : i64
        %481 = arith.addi %408, %480 : i64
        %482 = llvm.getelementptr %370[%481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %483 = llvm.load %482 : !llvm.ptr<1> -> f32
        memref.store %483, %alloca_103[] : memref<f32>
      } else {
        %cst_337 = arith.constant 0.000000e+00 : f32
        memref.store %cst_337, %alloca_103[] : memref<f32>
      }
      %cst_273 = arith.constant 0.000000e+00 : f32
      memref.store %cst_273, %alloca_104[] : memref<f32>
      %c70_i64_274 = arith.constant 70 : i64
      %422 = arith.cmpi slt, %411, %c70_i64_274 : i64
      %c37_i64_275 = arith.constant 37 : i64
      %423 = arith.cmpi slt, %412, %c37_i64_275 : i64
      %424 = arith.andi %422, %423 : i1
      scf.if %424 {
        %c70_i64_337 = arith.constant 70 : i64
        %480 = arith.muli %412, %c70_i64_337 : i64
        %481 = arith.addi %411, %480 : i64
        %482 = llvm.getelementptr %370[%481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %483 = llvm.load %482 : !llvm.ptr<1> -> f32
        memref.store %483, %alloca_104[] : memref<f32>
      } else {
        %cst_337 = arith.constant 0.000000e+00 : f32
        memref.store %cst_337, %alloca_104[] : memref<f32>
      }
      %cst_276 = arith.constant 0.000000e+00 : f32
      memref.store %cst_276, %alloca_105[] : memref<f32>
      %c1664_i64_277 = arith.constant 1664 : i64
      %425 = arith.cmpi slt, %413, %c1664_i64_277 : i64
      %c70_i64_278 = arith.constant 70 : i64
      %426 = arith.cmpi slt, %414, %c70_i64_278 : i64
      %427 = arith.andi %425, %426 : i1
      %c37_i64_279 = arith.constant 37 : i64
      %428 = arith.cmpi slt, %415, %c37_i64_279 : i64
      %429 = arith.andi %427, %428 : i1
      scf.if %429 {
        %c70_i64_337 = arith.constant 70 : i64
        %480 = arith.muli %415, %c70_i64_337 : i64
        %481 = arith.addi %414, %480 : i64
        %482 = llvm.getelementptr %370[%481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %483 = llvm.load %482 : !llvm.ptr<1> -> f32
        memref.store %483, %alloca_105[] : memref<f32>
      } else {
        %cst_337 = arith.constant 0.000000e+00 : f32
        memref.store %cst_337, %alloca_105[] : memref<f32>
      }
      %c0_i64_280 = arith.constant 0 : i64
      %c37_i64_281 = arith.constant 37 : i64
      %c13_i64_282 = arith.constant 13 : i64
      scf.for %arg24 = %c0_i64_280 to %c37_i64_281 step %c13_i64_282  : i64 {
        gpu.barrier
        %c13_i64_337 = arith.constant 13 : i64
        %480 = arith.divsi %376, %c13_i64_337 : i64
        %c13_i64_338 = arith.constant 13 : i64
        %481 = arith.remsi %376, %c13_i64_338 : i64
        %c512_i64_339 = arith.constant 512 : i64
        %482 = arith.addi %376, %c512_i64_339 : i64
        %c13_i64_340 = arith.constant 13 : i64
        %483 = arith.divsi %482, %c13_i64_340 : i64
        %c13_i64_341 = arith.constant 13 : i64
        %484 = arith.remsi %482, %c13_i64_341 : i64
        %c1024_i64_342 = arith.constant 1024 : i64
        %485 = arith.addi %376, %c1024_i64_342 : i64
        %c13_i64_343 = arith.constant 13 : i64
        %486 = arith.divsi %485, %c13_i64_343 : i64
        %c13_i64_344 = arith.constant 13 : i64
        %487 = arith.remsi %485, %c13_i64_344 : i64
        %c1536_i64_345 = arith.constant 1536 : i64
        %488 = arith.addi %376, %c1536_i64_345 : i64
        %c13_i64_346 = arith.constant 13 : i64
        %489 = arith.divsi %488, %c13_i64_346 : i64
        %c13_i64_347 = arith.constant 13 : i64
        %490 = arith.remsi %488, %c13_i64_347 : i64
        %491 = memref.load %alloca_98[] : memref<f32>
        %492 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64 = arith.constant 26880 : i64
        %493 = llvm.getelementptr %492[%c26880_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c129_i64 = arith.constant 129 : i64
        %494 = arith.muli %481, %c129_i64 : i64
        %495 = arith.addi %480, %494 : i64
        %496 = llvm.getelementptr %493[%495] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %491, %496 : f32, !llvm.ptr<3>
        %497 = memref.load %alloca_99[] : memref<f32>
        %498 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_348 = arith.constant 26880 : i64
        %499 = llvm.getelementptr %498[%c26880_i64_348] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c129_i64_349 = arith.constant 129 : i64
        %500 = arith.muli %484, %c129_i64_349 : i64
        %501 = arith.addi %483, %500 : i64
        %502 = llvm.getelementptr %499[%501] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %497, %502 : f32, !llvm.ptr<3>
        %503 = memref.load %alloca_100[] : memref<f32>
        %504 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_350 = arith.constant 26880 : i64
        %505 = llvm.getelementptr %504[%c26880_i64_350] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c129_i64_351 = arith.constant 129 : i64
        %506 = arith.muli %487, %c129_i64_351 : i64
        %507 = arith.addi %486, %506 : i64
        %508 = llvm.getelementptr %505[%507] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %503, %508 : f32, !llvm.ptr<3>
        %c1664_i64_352 = arith.constant 1664 : i64
        %509 = arith.cmpi slt, %488, %c1664_i64_352 : i64
        scf.if %509 {
          %2152 = memref.load %alloca_101[] : memref<f32>
          %2153 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
          %c26880_i64_550 = arith.constant 26880 : i64
          %2154 = llvm.getelementptr %2153[%c26880_i64_550] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c129_i64_551 = arith.constant 129 : i64
          %2155 = arith.muli %490, %c129_i64_551 : i64
          %2156 = arith.addi %489, %2155 : i64
          %2157 = llvm.getelementptr %2154[%2156] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %2152, %2157 : f32, !llvm.ptr<3>
        }
        %c128_i64_353 = arith.constant 128 : i64
        %510 = arith.remsi %376, %c128_i64_353 : i64
        %c128_i64_354 = arith.constant 128 : i64
        %511 = arith.divsi %376, %c128_i64_354 : i64
        %c512_i64_355 = arith.constant 512 : i64
        %512 = arith.addi %376, %c512_i64_355 : i64
        %c128_i64_356 = arith.constant 128 : i64
        %513 = arith.remsi %512, %c128_i64_356 : i64
        %c128_i64_357 = arith.constant 128 : i64
        %514 = arith.divsi %512, %c128_i64_357 : i64
        %c1024_i64_358 = arith.constant 1024 : i64
        %515 = arith.addi %376, %c1024_i64_358 : i64
        %c128_i64_359 = arith.constant 128 : i64
        %516 = arith.remsi %515, %c128_i64_359 : i64
        %c128_i64_360 = arith.constant 128 : i64
        %517 = arith.divsi %515, %c128_i64_360 : i64
        %c1536_i64_361 = arith.constant 1536 : i64
        %518 = arith.addi %376, %c1536_i64_361 : i64
        %c128_i64_362 = arith.constant 128 : i64
        %519 = arith.remsi %518, %c128_i64_362 : i64
        %c128_i64_363 = arith.constant 128 : i64
        %520 = arith.divsi %518, %c128_i64_363 : i64
        %521 = memref.load %alloca_102[] : memref<f32>
        %522 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64 = arith.constant 33600 : i64
        %523 = llvm.getelementptr %522[%c33600_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c128_i64_364 = arith.constant 128 : i64
        %524 = arith.muli %511, %c128_i64_364 : i64
        %525 = arith.addi %510, %524 : i64
        %526 = llvm.getelementptr %523[%525] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %521, %526 : f32, !llvm.ptr<3>
        %527 = memref.load %alloca_103[] : memref<f32>
        %528 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_365 = arith.constant 33600 : i64
        %529 = llvm.getelementptr %528[%c33600_i64_365] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c128_i64_366 = arith.constant 128 : i64
        %530 = arith.muli %514, %c128_i64_366 : i64
        %531 = arith.addi %513, %530 : i64
        %532 = llvm.getelementptr %529[%531] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %527, %532 : f32, !llvm.ptr<3>
        %533 = memref.load %alloca_104[] : memref<f32>
        %534 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_367 = arith.constant 33600 : i64
        %535 = llvm.getelementptr %534[%c33600_i64_367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c128_i64_368 = arith.constant 128 : i64
        %536 = arith.muli %517, %c128_i64_368 : i64
        %537 = arith.addi %516, %536 : i64
        %538 = llvm.getelementptr %535[%537] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %533, %538 : f32, !llvm.ptr<3>
        %c1664_i64_369 = arith.constant 1664 : i64
        %539 = arith.cmpi slt, %518, %c1664_i64_369 : i64
        scf.if %539 {
          %2152 = memref.load %alloca_105[] : memref<f32>
          %2153 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
          %c33600_i64_550 = arith.constant 33600 : i64
          %2154 = llvm.getelementptr %2153[%c33600_i64_550] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c128_i64_551 = arith.constant 128 : i64
          %2155 = arith.muli %520, %c128_i64_551 : i64
          %2156 = arith.addi %519, %2155 : i64
          %2157 = llvm.getelementptr %2154[%2156] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %2152, %2157 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %c13_i64_370 = arith.constant 13 : i64
        %540 = arith.addi %arg24, %c13_i64_370 : i64
        %c37_i64_371 = arith.constant 37 : i64
        %541 = arith.cmpi slt, %540, %c37_i64_371 : i64
        scf.if %541 {
          %c13_i64_550 = arith.constant 13 : i64
          %2152 = arith.divsi %376, %c13_i64_550 : i64
          %c13_i64_551 = arith.constant 13 : i64
          %2153 = arith.remsi %376, %c13_i64_551 : i64
          %c512_i64_552 = arith.constant 512 : i64
          %2154 = arith.addi %376, %c512_i64_552 : i64
          %c13_i64_553 = arith.constant 13 : i64
          %2155 = arith.divsi %2154, %c13_i64_553 : i64
          %c13_i64_554 = arith.constant 13 : i64
          %2156 = arith.remsi %2154, %c13_i64_554 : i64
          %c1024_i64_555 = arith.constant 1024 : i64
          %2157 = arith.addi %376, %c1024_i64_555 : i64
          %c13_i64_556 = arith.constant 13 : i64
          %2158 = arith.divsi %2157, %c13_i64_556 : i64
          %c13_i64_557 = arith.constant 13 : i64
          %2159 = arith.remsi %2157, %c13_i64_557 : i64
          %c1536_i64_558 = arith.constant 1536 : i64
          %2160 = arith.addi %376, %c1536_i64_558 : i64
          %c13_i64_559 = arith.constant 13 : i64
          %2161 = arith.divsi %2160, %c13_i64_559 : i64
          %c13_i64_560 = arith.constant 13 : i64
          %2162 = arith.remsi %2160, %c13_i64_560 : i64
          %c100_i64_561 = arith.constant 100 : i64
          %2163 = arith.cmpi slt, %2152, %c100_i64_561 : i64
          %2164 = arith.addi %540, %2153 : i64
          %c37_i64_562 = arith.constant 37 : i64
          %2165 = arith.cmpi slt, %2164, %c37_i64_562 : i64
          %2166 = arith.andi %2163, %2165 : i1
          scf.if %2166 {
            %2210 = arith.addi %540, %2153 : i64
            %c37_i64_590 = arith.constant 37 : i64
            %2211 = arith.muli %2152, %c37_i64_590 : i64
            %2212 = arith.addi %2210, %2211 : i64
            %2213 = llvm.getelementptr %368[%2212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %2214 = llvm.load %2213 : !llvm.ptr<1> -> f32
            memref.store %2214, %alloca_98[] : memref<f32>
          } else {
            %cst_590 = arith.constant 0.000000e+00 : f32
            memref.store %cst_590, %alloca_98[] : memref<f32>
          }
          %c100_i64_563 = arith.constant 100 : i64
          %2167 = arith.cmpi slt, %2155, %c100_i64_563 : i64
          %2168 = arith.addi %540, %2156 : i64
          %c37_i64_564 = arith.constant 37 : i64
          %2169 = arith.cmpi slt, %2168, %c37_i64_564 : i64
          %2170 = arith.andi %2167, %2169 : i1
          scf.if %2170 {
            %2210 = arith.addi %540, %2156 : i64
            %c37_i64_590 = arith.constant 37 : i64
            %2211 = arith.muli %2155, %c37_i64_590 : i64
            %2212 = arith.addi %2210, %2211 : i64
            %2213 = llvm.getelementptr %368[%2212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %2214 = llvm.load %2213 : !llvm.ptr<1> -> f32
            memref.store %2214, %alloca_99[] : memref<f32>
          } else {
            %cst_590 = arith.constant 0.000000e+00 : f32
            memref.store %cst_590, %alloca_99[] : memref<f32>
          }
          %c100_i64_565 = arith.constant 100 : i64
          %2171 = arith.cmpi slt, %2158, %c100_i64_565 : i64
          %2172 = arith.addi %540, %2159 : i64
          %c37_i64_566 = arith.constant 37 : i64
          %2173 = arith.cmpi slt, %2172, %c37_i64_566 : i64
          %2174 = arith.andi %2171, %2173 : i1
          scf.if %2174 {
            %2210 = arith.addi %540, %2159 : i64
            %c37_i64_590 = arith.constant 37 : i64
            %2211 = arith.muli %2158, %c37_i64_590 : i64
            %2212 = arith.addi %2210, %2211 : i64
            %2213 = llvm.getelementptr %368[%2212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %2214 = llvm.load %2213 : !llvm.ptr<1> -> f32
            memref.store %2214, %alloca_100[] : memref<f32>
          } else {
            %cst_590 = arith.constant 0.000000e+00 : f32
            memref.store %cst_590, %alloca_100[] : memref<f32>
          }
          %c1664_i64_567 = arith.constant 1664 : i64
          %2175 = arith.cmpi slt, %2160, %c1664_i64_567 : i64
          %c100_i64_568 = arith.constant 100 : i64
          %2176 = arith.cmpi slt, %2161, %c100_i64_568 : i64
          %2177 = arith.andi %2175, %2176 : i1
          %2178 = arith.addi %540, %2162 : i64
          %c37_i64_569 = arith.constant 37 : i64
          %2179 = arith.cmpi slt, %2178, %c37_i64_569 : i64
          %2180 = arith.andi %2177, %2179 : i1
          scf.if %2180 {
            %2210 = arith.addi %540, %2162 : i64
            %c37_i64_590 = arith.constant 37 : i64
            %2211 = arith.muli %2161, %c37_i64_590 : i64
            %2212 = arith.addi %2210, %2211 : i64
            %2213 = llvm.getelementptr %368[%2212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %2214 = llvm.load %2213 : !llvm.ptr<1> -> f32
            memref.store %2214, %alloca_101[] : memref<f32>
          } else {
            %cst_590 = arith.constant 0.000000e+00 : f32
            memref.store %cst_590, %alloca_101[] : memref<f32>
          }
          %c128_i64_570 = arith.constant 128 : i64
          %2181 = arith.remsi %376, %c128_i64_570 : i64
          %c128_i64_571 = arith.constant 128 : i64
          %2182 = arith.divsi %376, %c128_i64_571 : i64
          %c512_i64_572 = arith.constant 512 : i64
          %2183 = arith.addi %376, %c512_i64_572 : i64
          %c128_i64_573 = arith.constant 128 : i64
          %2184 = arith.remsi %2183, %c128_i64_573 : i64
          %c128_i64_574 = arith.constant 128 : i64
          %2185 = arith.divsi %2183, %c128_i64_574 : i64
          %c1024_i64_575 = arith.constant 1024 : i64
          %2186 = arith.addi %376, %c1024_i64_575 : i64
          %c128_i64_576 = arith.constant 128 : i64
          %2187 = arith.remsi %2186, %c128_i64_576 : i64
          %c128_i64_577 = arith.constant 128 : i64
          %2188 = arith.divsi %2186, %c128_i64_577 : i64
          %c1536_i64_578 = arith.constant 1536 : i64
          %2189 = arith.addi %376, %c1536_i64_578 : i64
          %c128_i64_579 = arith.constant 128 : i64
          %2190 = arith.remsi %2189, %c128_i64_579 : i64
          %c128_i64_580 = arith.constant 128 : i64
          %2191 = arith.divsi %2189, %c128_i64_580 : i64
          %c70_i64_581 = arith.constant 70 : i64
          %2192 = arith.cmpi slt, %2181, %c70_i64_581 : i64
          %2193 = arith.addi %540, %2182 : i64
          %c37_i64_582 = arith.constant 37 : i64
          %2194 = arith.cmpi slt, %2193, %c37_i64_582 : i64
          %2195 = arith.andi %2192, %2194 : i1
          scf.if %2195 {
            %2210 = arith.addi %540, %2182 : i64
            %c70_i64_590 = arith.constant 70 : i64
            %2211 = arith.muli %2210, %c70_i64_590 : i64
            %2212 = arith.addi %2181, %2211 : i64
            %2213 = llvm.getelementptr %370[%2212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %2214 = llvm.load %2213 : !llvm.ptr<1> -> f32
            memref.store %2214, %alloca_102[] : memref<f32>
          } else {
            %cst_590 = arith.constant 0.000000e+00 : f32
            memref.store %cst_590, %alloca_102[] : memref<f32>
          }
          %c70_i64_583 = arith.constant 70 : i64
          %2196 = arith.cmpi slt, %2184, %c70_i64_583 : i64
          %2197 = arith.addi %540, %2185 : i64
          %c37_i64_584 = arith.constant 37 : i64
          %2198 = arith.cmpi slt, %2197, %c37_i64_584 : i64
          %2199 = arith.andi %2196, %2198 : i1
          scf.if %2199 {
            %2210 = arith.addi %540, %2185 : i64
            %c70_i64_590 = arith.constant 70 : i64
            %2211 = arith.muli %2210, %c70_i64_590 : i64
            %2212 = arith.addi %2184, %2211 : i64
            %2213 = llvm.getelementptr %370[%2212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %2214 = llvm.load %2213 : !llvm.ptr<1> -> f32
            memref.store %2214, %alloca_103[] : memref<f32>
          } else {
            %cst_590 = arith.constant 0.000000e+00 : f32
            memref.store %cst_590, %alloca_103[] : memref<f32>
          }
          %c70_i64_585 = arith.constant 70 : i64
          %2200 = arith.cmpi slt, %2187, %c70_i64_585 : i64
          %2201 = arith.addi %540, %2188 : i64
          %c37_i64_586 = arith.constant 37 : i64
          %2202 = arith.cmpi slt, %2201, %c37_i64_586 : i64
          %2203 = arith.andi %2200, %2202 : i1
          scf.if %2203 {
            %2210 = arith.addi %540, %2188 : i64
            %c70_i64_590 = arith.constant 70 : i64
            %2211 = arith.muli %2210, %c70_i64_590 : i64
            %2212 = arith.addi %2187, %2211 : i64
            %2213 = llvm.getelementptr %370[%2212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %2214 = llvm.load %2213 : !llvm.ptr<1> -> f32
            memref.store %2214, %alloca_104[] : memref<f32>
          } else {
            %cst_590 = arith.constant 0.000000e+00 : f32
            memref.store %cst_590, %alloca_104[] : memref<f32>
          }
          %c1664_i64_587 = arith.constant 1664 : i64
          %2204 = arith.cmpi slt, %2189, %c1664_i64_587 : i64
          %c70_i64_588 = arith.constant 70 : i64
          %2205 = arith.cmpi slt, %2190, %c70_i64_588 : i64
          %2206 = arith.andi %2204, %2205 : i1
          %2207 = arith.addi %540, %2191 : i64
          %c37_i64_589 = arith.constant 37 : i64
          %2208 = arith.cmpi slt, %2207, %c37_i64_589 : i64
          %2209 = arith.andi %2206, %2208 : i1
          scf.if %2209 {
            %2210 = arith.addi %540, %2191 : i64
            %c70_i64_590 = arith.constant 70 : i64
            %2211 = arith.muli %2210, %c70_i64_590 : i64
            %2212 = arith.addi %2190, %2211 : i64
            %2213 = llvm.getelementptr %370[%2212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %2214 = llvm.load %2213 : !llvm.ptr<1> -> f32
            memref.store %2214, %alloca_105[] : memref<f32>
          } else {
            %cst_590 = arith.constant 0.000000e+00 : f32
            memref.store %cst_590, %alloca_105[] : memref<f32>
          }
        }
        %542 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_372 = arith.constant 26880 : i64
        %543 = llvm.getelementptr %542[%c26880_i64_372] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %544 = llvm.getelementptr %543[%377] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %545 = llvm.load %544 : !llvm.ptr<3> -> f32
        %546 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_373 = arith.constant 26880 : i64
        %547 = llvm.getelementptr %546[%c26880_i64_373] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c32_i64_374 = arith.constant 32 : i64
        %548 = arith.addi %377, %c32_i64_374 : i64
        %549 = llvm.getelementptr %547[%548] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %550 = llvm.load %549 : !llvm.ptr<3> -> f32
        %551 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_375 = arith.constant 26880 : i64
        %552 = llvm.getelementptr %551[%c26880_i64_375] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c64_i64_376 = arith.constant 64 : i64
        %553 = arith.addi %377, %c64_i64_376 : i64
        %554 = llvm.getelementptr %552[%553] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %555 = llvm.load %554 : !llvm.ptr<3> -> f32
        %556 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_377 = arith.constant 26880 : i64
        %557 = llvm.getelementptr %556[%c26880_i64_377] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c96_i64_378 = arith.constant 96 : i64
        %558 = arith.addi %377, %c96_i64_378 : i64
        %559 = llvm.getelementptr %557[%558] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %560 = llvm.load %559 : !llvm.ptr<3> -> f32
        %561 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_379 = arith.constant 33600 : i64
        %562 = llvm.getelementptr %561[%c33600_i64_379] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %563 = llvm.getelementptr %562[%379] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %564 = llvm.load %563 : !llvm.ptr<3> -> f32
        %565 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_380 = arith.constant 33600 : i64
        %566 = llvm.getelementptr %565[%c33600_i64_380] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1_i64_381 = arith.constant 1 : i64
        %567 = arith.addi %379, %c1_i64_381 : i64
        %568 = llvm.getelementptr %566[%567] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %569 = llvm.load %568 : !llvm.ptr<3> -> f32
        %570 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_382 = arith.constant 33600 : i64
        %571 = llvm.getelementptr %570[%c33600_i64_382] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c2_i64_383 = arith.constant 2 : i64
        %572 = arith.addi %379, %c2_i64_383 : i64
        %573 = llvm.getelementptr %571[%572] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %574 = llvm.load %573 : !llvm.ptr<3> -> f32
        %575 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_384 = arith.constant 33600 : i64
        %576 = llvm.getelementptr %575[%c33600_i64_384] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c3_i64_385 = arith.constant 3 : i64
        %577 = arith.addi %379, %c3_i64_385 : i64
        %578 = llvm.getelementptr %576[%577] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %579 = llvm.load %578 : !llvm.ptr<3> -> f32
        %580 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_386 = arith.constant 33600 : i64
        %581 = llvm.getelementptr %580[%c33600_i64_386] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c4_i64_387 = arith.constant 4 : i64
        %582 = arith.addi %379, %c4_i64_387 : i64
        %583 = llvm.getelementptr %581[%582] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %584 = llvm.load %583 : !llvm.ptr<3> -> f32
        %585 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_388 = arith.constant 33600 : i64
        %586 = llvm.getelementptr %585[%c33600_i64_388] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c5_i64_389 = arith.constant 5 : i64
        %587 = arith.addi %379, %c5_i64_389 : i64
        %588 = llvm.getelementptr %586[%587] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %589 = llvm.load %588 : !llvm.ptr<3> -> f32
        %590 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_390 = arith.constant 33600 : i64
        %591 = llvm.getelementptr %590[%c33600_i64_390] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c6_i64_391 = arith.constant 6 : i64
        %592 = arith.addi %379, %c6_i64_391 : i64
        %593 = llvm.getelementptr %591[%592] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %594 = llvm.load %593 : !llvm.ptr<3> -> f32
        %595 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_392 = arith.constant 33600 : i64
        %596 = llvm.getelementptr %595[%c33600_i64_392] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c7_i64_393 = arith.constant 7 : i64
        %597 = arith.addi %379, %c7_i64_393 : i64
        %598 = llvm.getelementptr %596[%597] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %599 = llvm.load %598 : !llvm.ptr<3> -> f32
        %600 = memref.load %alloca_66[] : memref<f32>
        %601 = llvm.intr.fma(%545, %564, %600) : (f32, f32, f32) -> f32
        memref.store %601, %alloca_66[] : memref<f32>
        %602 = memref.load %alloca_67[] : memref<f32>
        %603 = llvm.intr.fma(%545, %569, %602) : (f32, f32, f32) -> f32
        memref.store %603, %alloca_67[] : memref<f32>
        %604 = memref.load %alloca_68[] : memref<f32>
        %605 = llvm.intr.fma(%545, %574, %604) : (f32, f32, f32) -> f32
        memref.store %605, %alloca_68[] : memref<f32>
        %606 = memref.load %alloca_69[] : memref<f32>
        %607 = llvm.intr.fma(%545, %579, %606) : (f32, f32, f32) -> f32
        memref.store %607, %alloca_69[] : memref<f32>
        %608 = memref.load %alloca_70[] : memref<f32>
        %609 = llvm.intr.fma(%545, %584, %608) : (f32, f32, f32) -> f32
        memref.store %609, %alloca_70[] : memref<f32>
        %610 = memref.load %alloca_71[] : memref<f32>
        %611 = llvm.intr.fma(%545, %589, %610) : (f32, f32, f32) -> f32
        memref.store %611, %alloca_71[] : memref<f32>
        %612 = memref.load %alloca_72[] : memref<f32>
        %613 = llvm.intr.fma(%545, %594, %612) : (f32, f32, f32) -> f32
        memref.store %613, %alloca_72[] : memref<f32>
        %614 = memref.load %alloca_73[] : memref<f32>
        %615 = llvm.intr.fma(%545, %599, %614) : (f32, f32, f32) -> f32
        memref.store %615, %alloca_73[] : memref<f32>
        %616 = memref.load %alloca_74[] : memref<f32>
        %617 = llvm.intr.fma(%550, %564, %616) : (f32, f32, f32) -> f32
        memref.store %617, %alloca_74[] : memref<f32>
        %618 = memref.load %alloca_75[] : memref<f32>
        %619 = llvm.intr.fma(%550, %569, %618) : (f32, f32, f32) -> f32
        memref.store %619, %alloca_75[] : memref<f32>
        %620 = memref.load %alloca_76[] : memref<f32>
        %621 = llvm.intr.fma(%550, %574, %620) : (f32, f32, f32) -> f32
        memref.store %621, %alloca_76[] : memref<f32>
        %622 = memref.load %alloca_77[] : memref<f32>
        %623 = llvm.intr.fma(%550, %579, %622) : (f32, f32, f32) -> f32
        memref.store %623, %alloca_77[] : memref<f32>
        %624 = memref.load %alloca_78[] : memref<f32>
        %625 = llvm.intr.fma(%550, %584, %624) : (f32, f32, f32) -> f32
        memref.store %625, %alloca_78[] : memref<f32>
        %626 = memref.load %alloca_79[] : memref<f32>
        %627 = llvm.intr.fma(%550, %589, %626) : (f32, f32, f32) -> f32
        memref.store %627, %alloca_79[] : memref<f32>
        %628 = memref.load %alloca_80[] : memref<f32>
        %629 = llvm.intr.fma(%550, %594, %628) : (f32, f32, f32) -> f32
        memref.store %629, %alloca_80[] : memref<f32>
        %630 = memref.load %alloca_81[] : memref<f32>
        %631 = llvm.intr.fma(%550, %599, %630) : (f32, f32, f32) -> f32
        memref.store %631, %alloca_81[] : memref<f32>
        %632 = memref.load %alloca_82[] : memref<f32>
        %633 = llvm.intr.fma(%555, %564, %632) : (f32, f32, f32) -> f32
        memref.store %633, %alloca_82[] : memref<f32>
        %634 = memref.load %alloca_83[] : memref<f32>
        %635 = llvm.intr.fma(%555, %569, %634) : (f32, f32, f32) -> f32
        memref.store %635, %alloca_83[] : memref<f32>
        %636 = memref.load %alloca_84[] : memref<f32>
        %637 = llvm.intr.fma(%555, %574, %636) : (f32, f32, f32) -> f32
        memref.store %637, %alloca_84[] : memref<f32>
        %638 = memref.load %alloca_85[] : memref<f32>
        %639 = llvm.intr.fma(%555, %579, %638) : (f32, f32, f32) -> f32
        memref.store %639, %alloca_85[] : memref<f32>
        %640 = memref.load %alloca_86[] : memref<f32>
        %641 = llvm.intr.fma(%555, %584, %640) : (f32, f32, f32) -> f32
        memref.store %641, %alloca_86[] : memref<f32>
        %642 = memref.load %alloca_87[] : memref<f32>
        %643 = llvm.intr.fma(%555, %589, %642) : (f32, f32, f32) -> f32
        memref.store %643, %alloca_87[] : memref<f32>
        %644 = memref.load %alloca_88[] : memref<f32>
        %645 = llvm.intr.fma(%555, %594, %644) : (f32, f32, f32) -> f32
        memref.store %645, %alloca_88[] : memref<f32>
        %646 = memref.load %alloca_89[] : memref<f32>
        %647 = llvm.intr.fma(%555, %599, %646) : (f32, f32, f32) -> f32
        memref.store %647, %alloca_89[] : memref<f32>
        %648 = memref.load %alloca_90[] : memref<f32>
        %649 = llvm.intr.fma(%560, %564, %648) : (f32, f32, f32) -> f32
        memref.store %649, %alloca_90[] : memref<f32>
        %650 = memref.load %alloca_91[] : memref<f32>
        %651 = llvm.intr.fma(%560, %569, %650) : (f32, f32, f32) -> f32
        memref.store %651, %alloca_91[] : memref<f32>
        %652 = memref.load %alloca_92[] : memref<f32>
        %653 = llvm.intr.fma(%560, %574, %652) : (f32, f32, f32) -> f32
        memref.store %653, %alloca_92[] : memref<f32>
        %654 = memref.load %alloca_93[] : memref<f32>
        %655 = llvm.intr.fma(%560, %579, %654) : (f32, f32, f32) -> f32
        memref.store %655, %alloca_93[] : memref<f32>
        %656 = memref.load %alloca_94[] : memref<f32>
        %657 = llvm.intr.fma(%560, %584, %656) : (f32, f32, f32) -> f32
        memref.store %657, %alloca_94[] : memref<f32>
        %658 = memref.load %alloca_95[] : memref<f32>
        %659 = llvm.intr.fma(%560, %589, %658) : (f32, f32, f32) -> f32
        memref.store %659, %alloca_95[] : memref<f32>
        %660 = memref.load %alloca_96[] : memref<f32>
        %661 = llvm.intr.fma(%560, %594, %660) : (f32, f32, f32) -> f32
        memref.store %661, %alloca_96[] : memref<f32>
        %662 = memref.load %alloca_97[] : memref<f32>
        %663 = llvm.intr.fma(%560, %599, %662) : (f32, f32, f32) -> f32
        memref.store %663, %alloca_97[] : memref<f32>
        %664 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_394 = arith.constant 26880 : i64
        %665 = llvm.getelementptr %664[%c26880_i64_394] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c129_i64_395 = arith.constant 129 : i64
        %666 = arith.addi %377, %c129_i64_395 : i64
        %667 = llvm.getelementptr %665[%666] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %668 = llvm.load %667 : !llvm.ptr<3> -> f32
        %669 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_396 = arith.constant 26880 : i64
        %670 = llvm.getelementptr %669[%c26880_i64_396] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c161_i64 = arith.constant 161 : i64
        %671 = arith.addi %377, %c161_i64 : i64
        %672 = llvm.getelementptr %670[%671] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %673 = llvm.load %672 : !llvm.ptr<3> -> f32
        %674 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_397 = arith.constant 26880 : i64
        %675 = llvm.getelementptr %674[%c26880_i64_397] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c193_i64 = arith.constant 193 : i64
        %676 = arith.addi %377, %c193_i64 : i64
        %677 = llvm.getelementptr %675[%676] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %678 = llvm.load %677 : !llvm.ptr<3> -> f32
        %679 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_398 = arith.constant 26880 : i64
        %680 = llvm.getelementptr %679[%c26880_i64_398] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c225_i64 = arith.constant 225 : i64
        %681 = arith.addi %377, %c225_i64 : i64
        %682 = llvm.getelementptr %680[%681] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %683 = llvm.load %682 : !llvm.ptr<3> -> f32
        %684 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_399 = arith.constant 33600 : i64
        %685 = llvm.getelementptr %684[%c33600_i64_399] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c128_i64_400 = arith.constant 128 : i64
        %686 = arith.addi %379, %c128_i64_400 : i64
        %687 = llvm.getelementptr %685[%686] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %688 = llvm.load %687 : !llvm.ptr<3> -> f32
        %689 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_401 = arith.constant 33600 : i64
        %690 = llvm.getelementptr %689[%c33600_i64_401] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c129_i64_402 = arith.constant 129 : i64
        %691 = arith.addi %379, %c129_i64_402 : i64
        %692 = llvm.getelementptr %690[%691] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %693 = llvm.load %692 : !llvm.ptr<3> -> f32
        %694 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_403 = arith.constant 33600 : i64
        %695 = llvm.getelementptr %694[%c33600_i64_403] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c130_i64 = arith.constant 130 : i64
        %696 = arith.addi %379, %c130_i64 : i64
        %697 = llvm.getelementptr %695[%696] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %698 = llvm.load %697 : !llvm.ptr<3> -> f32
        %699 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_404 = arith.constant 33600 : i64
        %700 = llvm.getelementptr %699[%c33600_i64_404] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c131_i64 = arith.constant 131 : i64
        %701 = arith.addi %379, %c131_i64 : i64
        %702 = llvm.getelementptr %700[%701] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %703 = llvm.load %702 : !llvm.ptr<3> -> f32
        %704 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_405 = arith.constant 33600 : i64
        %705 = llvm.getelementptr %704[%c33600_i64_405] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c132_i64 = arith.constant 132 : i64
        %706 = arith.addi %379, %c132_i64 : i64
        %707 = llvm.getelementptr %705[%706] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %708 = llvm.load %707 : !llvm.ptr<3> -> f32
        %709 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_406 = arith.constant 33600 : i64
        %710 = llvm.getelementptr %709[%c33600_i64_406] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c133_i64 = arith.constant 133 : i64
        %711 = arith.addi %379, %c133_i64 : i64
        %712 = llvm.getelementptr %710[%711] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %713 = llvm.load %712 : !llvm.ptr<3> -> f32
        %714 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_407 = arith.constant 33600 : i64
        %715 = llvm.getelementptr %714[%c33600_i64_407] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c134_i64 = arith.constant 134 : i64
        %716 = arith.addi %379, %c134_i64 : i64
        %717 = llvm.getelementptr %715[%716] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %718 = llvm.load %717 : !llvm.ptr<3> -> f32
        %719 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_408 = arith.constant 33600 : i64
        %720 = llvm.getelementptr %719[%c33600_i64_408] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c135_i64 = arith.constant 135 : i64
        %721 = arith.addi %379, %c135_i64 : i64
        %722 = llvm.getelementptr %720[%721] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %723 = llvm.load %722 : !llvm.ptr<3> -> f32
        %724 = memref.load %alloca_66[] : memref<f32>
        %725 = llvm.intr.fma(%668, %688, %724) : (f32, f32, f32) -> f32
        memref.store %725, %alloca_66[] : memref<f32>
        %726 = memref.load %alloca_67[] : memref<f32>
        %727 = llvm.intr.fma(%668, %693, %726) : (f32, f32, f32) -> f32
        memref.store %727, %alloca_67[] : memref<f32>
        %728 = memref.load %alloca_68[] : memref<f32>
        %729 = llvm.intr.fma(%668, %698, %728) : (f32, f32, f32) -> f32
        memref.store %729, %alloca_68[] : memref<f32>
        %730 = memref.load %alloca_69[] : memref<f32>
        %731 = llvm.intr.fma(%668, %703, %730) : (f32, f32, f32) -> f32
        memref.store %731, %alloca_69[] : memref<f32>
        %732 = memref.load %alloca_70[] : memref<f32>
        %733 = llvm.intr.fma(%668, %708, %732) : (f32, f32, f32) -> f32
        memref.store %733, %alloca_70[] : memref<f32>
        %734 = memref.load %alloca_71[] : memref<f32>
        %735 = llvm.intr.fma(%668, %713, %734) : (f32, f32, f32) -> f32
        memref.store %735, %alloca_71[] : memref<f32>
        %736 = memref.load %alloca_72[] : memref<f32>
        %737 = llvm.intr.fma(%668, %718, %736) : (f32, f32, f32) -> f32
        memref.store %737, %alloca_72[] : memref<f32>
        %738 = memref.load %alloca_73[] : memref<f32>
        %739 = llvm.intr.fma(%668, %723, %738) : (f32, f32, f32) -> f32
        memref.store %739, %alloca_73[] : memref<f32>
        %740 = memref.load %alloca_74[] : memref<f32>
        %741 = llvm.intr.fma(%673, %688, %740) : (f32, f32, f32) -> f32
        memref.store %741, %alloca_74[] : memref<f32>
        %742 = memref.load %alloca_75[] : memref<f32>
        %743 = llvm.intr.fma(%673, %693, %742) : (f32, f32, f32) -> f32
        memref.store %743, %alloca_75[] : memref<f32>
        %744 = memref.load %alloca_76[] : memref<f32>
        %745 = llvm.intr.fma(%673, %698, %744) : (f32, f32, f32) -> f32
        memref.store %745, %alloca_76[] : memref<f32>
        %746 = memref.load %alloca_77[] : memref<f32>
        %747 = llvm.intr.fma(%673, %703, %746) : (f32, f32, f32) -> f32
        memref.store %747, %alloca_77[] : memref<f32>
        %748 = memref.load %alloca_78[] : memref<f32>
        %749 = llvm.intr.fma(%673, %708, %748) : (f32, f32, f32) -> f32
        memref.store %749, %alloca_78[] : memref<f32>
        %750 = memref.load %alloca_79[] : memref<f32>
        %751 = llvm.intr.fma(%673, %713, %750) : (f32, f32, f32) -> f32
        memref.store %751, %alloca_79[] : memref<f32>
        %752 = memref.load %alloca_80[] : memref<f32>
        %753 = llvm.intr.fma(%673, %718, %752) : (f32, f32, f32) -> f32
        memref.store %753, %alloca_80[] : memref<f32>
        %754 = memref.load %alloca_81[] : memref<f32>
        %755 = llvm.intr.fma(%673, %723, %754) : (f32, f32, f32) -> f32
        memref.store %755, %alloca_81[] : memref<f32>
        %756 = memref.load %alloca_82[] : memref<f32>
        %757 = llvm.intr.fma(%678, %688, %756) : (f32, f32, f32) -> f32
        memref.store %757, %alloca_82[] : memref<f32>
        %758 = memref.load %alloca_83[] : memref<f32>
        %759 = llvm.intr.fma(%678, %693, %758) : (f32, f32, f32) -> f32
        memref.store %759, %alloca_83[] : memref<f32>
        %760 = memref.load %alloca_84[] : memref<f32>
        %761 = llvm.intr.fma(%678, %698, %760) : (f32, f32, f32) -> f32
        memref.store %761, %alloca_84[] : memref<f32>
        %762 = memref.load %alloca_85[] : memref<f32>
        %763 = llvm.intr.fma(%678, %703, %762) : (f32, f32, f32) -> f32
        memref.store %763, %alloca_85[] : memref<f32>
        %764 = memref.load %alloca_86[] : memref<f32>
        %765 = llvm.intr.fma(%678, %708, %764) : (f32, f32, f32) -> f32
        memref.store %765, %alloca_86[] : memref<f32>
        %766 = memref.load %alloca_87[] : memref<f32>
        %767 = llvm.intr.fma(%678, %713, %766) : (f32, f32, f32) -> f32
        memref.store %767, %alloca_87[] : memref<f32>
        %768 = memref.load %alloca_88[] : memref<f32>
        %769 = llvm.intr.fma(%678, %718, %768) : (f32, f32, f32) -> f32
        memref.store %769, %alloca_88[] : memref<f32>
        %770 = memref.load %alloca_89[] : memref<f32>
        %771 = llvm.intr.fma(%678, %723, %770) : (f32, f32, f32) -> f32
        memref.store %771, %alloca_89[] : memref<f32>
        %772 = memref.load %alloca_90[] : memref<f32>
        %773 = llvm.intr.fma(%683, %688, %772) : (f32, f32, f32) -> f32
        memref.store %773, %alloca_90[] : memref<f32>
        %774 = memref.load %alloca_91[] : memref<f32>
        %775 = llvm.intr.fma(%683, %693, %774) : (f32, f32, f32) -> f32
        memref.store %775, %alloca_91[] : memref<f32>
        %776 = memref.load %alloca_92[] : memref<f32>
        %777 = llvm.intr.fma(%683, %698, %776) : (f32, f32, f32) -> f32
        memref.store %777, %alloca_92[] : memref<f32>
        %778 = memref.load %alloca_93[] : memref<f32>
        %779 = llvm.intr.fma(%683, %703, %778) : (f32, f32, f32) -> f32
        memref.store %779, %alloca_93[] : memref<f32>
        %780 = memref.load %alloca_94[] : memref<f32>
        %781 = llvm.intr.fma(%683, %708, %780) : (f32, f32, f32) -> f32
        memref.store %781, %alloca_94[] : memref<f32>
        %782 = memref.load %alloca_95[] : memref<f32>
        %783 = llvm.intr.fma(%683, %713, %782) : (f32, f32, f32) -> f32
        memref.store %783, %alloca_95[] : memref<f32>
        %784 = memref.load %alloca_96[] : memref<f32>
        %785 = llvm.intr.fma(%683, %718, %784) : (f32, f32, f32) -> f32
        memref.store %785, %alloca_96[] : memref<f32>
        %786 = memref.load %alloca_97[] : memref<f32>
        %787 = llvm.intr.fma(%683, %723, %786) : (f32, f32, f32) -> f32
        memref.store %787, %alloca_97[] : memref<f32>
        %788 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_409 = arith.constant 26880 : i64
        %789 = llvm.getelementptr %788[%c26880_i64_409] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c258_i64 = arith.constant 258 : i64
        %790 = arith.addi %377, %c258_i64 : i64
        %791 = llvm.getelementptr %789[%790] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %792 = llvm.load %791 : !llvm.ptr<3> -> f32
        %793 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_410 = arith.constant 26880 : i64
        %794 = llvm.getelementptr %793[%c26880_i64_410] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c290_i64 = arith.constant 290 : i64
        %795 = arith.addi %377, %c290_i64 : i64
        %796 = llvm.getelementptr %794[%795] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %797 = llvm.load %796 : !llvm.ptr<3> -> f32
        %798 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_411 = arith.constant 26880 : i64
        %799 = llvm.getelementptr %798[%c26880_i64_411] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c322_i64 = arith.constant 322 : i64
        %800 = arith.addi %377, %c322_i64 : i64
        %801 = llvm.getelementptr %799[%800] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %802 = llvm.load %801 : !llvm.ptr<3> -> f32
        %803 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_412 = arith.constant 26880 : i64
        %804 = llvm.getelementptr %803[%c26880_i64_412] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c354_i64 = arith.constant 354 : i64
        %805 = arith.addi %377, %c354_i64 : i64
        %806 = llvm.getelementptr %804[%805] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %807 = llvm.load %806 : !llvm.ptr<3> -> f32
        %808 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_413 = arith.constant 33600 : i64
        %809 = llvm.getelementptr %808[%c33600_i64_413] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c256_i64 = arith.constant 256 : i64
        %810 = arith.addi %379, %c256_i64 : i64
        %811 = llvm.getelementptr %809[%810] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %812 = llvm.load %811 : !llvm.ptr<3> -> f32
        %813 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_414 = arith.constant 33600 : i64
        %814 = llvm.getelementptr %813[%c33600_i64_414] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c257_i64 = arith.constant 257 : i64
        %815 = arith.addi %379, %c257_i64 : i64
        %816 = llvm.getelementptr %814[%815] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %817 = llvm.load %816 : !llvm.ptr<3> -> f32
        %818 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_415 = arith.constant 33600 : i64
        %819 = llvm.getelementptr %818[%c33600_i64_415] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c258_i64_416 = arith.constant 258 : i64
        %820 = arith.addi %379, %c258_i64_416 : i64
        %821 = llvm.getelementptr %819[%820] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %822 = llvm.load %821 : !llvm.ptr<3> -> f32
        %823 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_417 = arith.constant 33600 : i64
        %824 = llvm.getelementptr %823[%c33600_i64_417] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c259_i64 = arith.constant 259 : i64
        %825 = arith.addi %379, %c259_i64 : i64
        %826 = llvm.getelementptr %824[%825] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %827 = llvm.load %826 : !llvm.ptr<3> -> f32
        %828 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_418 = arith.constant 33600 : i64
        %829 = llvm.getelementptr %828[%c33600_i64_418] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c260_i64 = arith.constant 260 : i64
        %830 = arith.addi %379, %c260_i64 : i64
        %831 = llvm.getelementptr %829[%830] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %832 = llvm.load %831 : !llvm.ptr<3> -> f32
        %833 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_419 = arith.constant 33600 : i64
        %834 = llvm.getelementptr %833[%c33600_i64_419] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c261_i64 = arith.constant 261 : i64
        %835 = arith.addi %379, %c261_i64 : i64
        %836 = llvm.getelementptr %834[%835] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %837 = llvm.load %836 : !llvm.ptr<3> -> f32
        %838 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_420 = arith.constant 33600 : i64
        %839 = llvm.getelementptr %838[%c33600_i64_420] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c262_i64 = arith.constant 262 : i64
        %840 = arith.addi %379, %c262_i64 : i64
        %841 = llvm.getelementptr %839[%840] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %842 = llvm.load %841 : !llvm.ptr<3> -> f32
        %843 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_421 = arith.constant 33600 : i64
        %844 = llvm.getelementptr %843[%c33600_i64_421] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c263_i64 = arith.constant 263 : i64
        %845 = arith.addi %379, %c263_i64 : i64
        %846 = llvm.getelementptr %844[%845] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %847 = llvm.load %846 : !llvm.ptr<3> -> f32
        %848 = memref.load %alloca_66[] : memref<f32>
        %849 = llvm.intr.fma(%792, %812, %848) : (f32, f32, f32) -> f32
        memref.store %849, %alloca_66[] : memref<f32>
        %850 = memref.load %alloca_67[] : memref<f32>
        %851 = llvm.intr.fma(%792, %817, %850) : (f32, f32, f32) -> f32
        memref.store %851, %alloca_67[] : memref<f32>
        %852 = memref.load %alloca_68[] : memref<f32>
        %853 = llvm.intr.fma(%792, %822, %852) : (f32, f32, f32) -> f32
        memref.store %853, %alloca_68[] : memref<f32>
        %854 = memref.load %alloca_69[] : memref<f32>
        %855 = llvm.intr.fma(%792, %827, %854) : (f32, f32, f32) -> f32
        memref.store %855, %alloca_69[] : memref<f32>
        %856 = memref.load %alloca_70[] : memref<f32>
        %857 = llvm.intr.fma(%792, %832, %856) : (f32, f32, f32) -> f32
        memref.store %857, %alloca_70[] : memref<f32>
        %858 = memref.load %alloca_71[] : memref<f32>
        %859 = llvm.intr.fma(%792, %837, %858) : (f32, f32, f32) -> f32
        memref.store %859, %alloca_71[] : memref<f32>
        %860 = memref.load %alloca_72[] : memref<f32>
        %861 = llvm.intr.fma(%792, %842, %860) : (f32, f32, f32) -> f32
        memref.store %861, %alloca_72[] : memref<f32>
        %862 = memref.load %alloca_73[] : memref<f32>
        %863 = llvm.intr.fma(%792, %847, %862) : (f32, f32, f32) -> f32
        memref.store %863, %alloca_73[] : memref<f32>
        %864 = memref.load %alloca_74[] : memref<f32>
        %865 = llvm.intr.fma(%797, %812, %864) : (f32, f32, f32) -> f32
        memref.store %865, %alloca_74[] : memref<f32>
        %866 = memref.load %alloca_75[] : memref<f32>
        %867 = llvm.intr.fma(%797, %817, %866) : (f32, f32, f32) -> f32
        memref.store %867, %alloca_75[] : memref<f32>
        %868 = memref.load %alloca_76[] : memref<f32>
        %869 = llvm.intr.fma(%797, %822, %868) : (f32, f32, f32) -> f32
        memref.store %869, %alloca_76[] : memref<f32>
        %870 = memref.load %alloca_77[] : memref<f32>
        %871 = llvm.intr.fma(%797, %827, %870) : (f32, f32, f32) -> f32
        memref.store %871, %alloca_77[] : memref<f32>
        %872 = memref.load %alloca_78[] : memref<f32>
        %873 = llvm.intr.fma(%797, %832, %872) : (f32, f32, f32) -> f32
        memref.store %873, %alloca_78[] : memref<f32>
        %874 = memref.load %alloca_79[] : memref<f32>
        %875 = llvm.intr.fma(%797, %837, %874) : (f32, f32, f32) -> f32
        memref.store %875, %alloca_79[] : memref<f32>
        %876 = memref.load %alloca_80[] : memref<f32>
        %877 = llvm.intr.fma(%797, %842, %876) : (f32, f32, f32) -> f32
        memref.store %877, %alloca_80[] : memref<f32>
        %878 = memref.load %alloca_81[] : memref<f32>
        %879 = llvm.intr.fma(%797, %847, %878) : (f32, f32, f32) -> f32
        memref.store %879, %alloca_81[] : memref<f32>
        %880 = memref.load %alloca_82[] : memref<f32>
        %881 = llvm.intr.fma(%802, %812, %880) : (f32, f32, f32) -> f32
        memref.store %881, %alloca_82[] : memref<f32>
        %882 = memref.load %alloca_83[] : memref<f32>
        %883 = llvm.intr.fma(%802, %817, %882) : (f32, f32, f32) -> f32
        memref.store %883, %alloca_83[] : memref<f32>
        %884 = memref.load %alloca_84[] : memref<f32>
        %885 = llvm.intr.fma(%802, %822, %884) : (f32, f32, f32) -> f32
        memref.store %885, %alloca_84[] : memref<f32>
        %886 = memref.load %alloca_85[] : memref<f32>
        %887 = llvm.intr.fma(%802, %827, %886) : (f32, f32, f32) -> f32
        memref.store %887, %alloca_85[] : memref<f32>
        %888 = memref.load %alloca_86[] : memref<f32>
        %889 = llvm.intr.fma(%802, %832, %888) : (f32, f32, f32) -> f32
        memref.store %889, %alloca_86[] : memref<f32>
        %890 = memref.load %alloca_87[] : memref<f32>
        %891 = llvm.intr.fma(%802, %837, %890) : (f32, f32, f32) -> f32
        memref.store %891, %alloca_87[] : memref<f32>
        %892 = memref.load %alloca_88[] : memref<f32>
        %893 = llvm.intr.fma(%802, %842, %892) : (f32, f32, f32) -> f32
        memref.store %893, %alloca_88[] : memref<f32>
        %894 = memref.load %alloca_89[] : memref<f32>
        %895 = llvm.intr.fma(%802, %847, %894) : (f32, f32, f32) -> f32
        memref.store %895, %alloca_89[] : memref<f32>
        %896 = memref.load %alloca_90[] : memref<f32>
        %897 = llvm.intr.fma(%807, %812, %896) : (f32, f32, f32) -> f32
        memref.store %897, %alloca_90[] : memref<f32>
        %898 = memref.load %alloca_91[] : memref<f32>
        %899 = llvm.intr.fma(%807, %817, %898) : (f32, f32, f32) -> f32
        memref.store %899, %alloca_91[] : memref<f32>
        %900 = memref.load %alloca_92[] : memref<f32>
        %901 = llvm.intr.fma(%807, %822, %900) : (f32, f32, f32) -> f32
        memref.store %901, %alloca_92[] : memref<f32>
        %902 = memref.load %alloca_93[] : memref<f32>
        %903 = llvm.intr.fma(%807, %827, %902) : (f32, f32, f32) -> f32
        memref.store %903, %alloca_93[] : memref<f32>
        %904 = memref.load %alloca_94[] : memref<f32>
        %905 = llvm.intr.fma(%807, %832, %904) : (f32, f32, f32) -> f32
        memref.store %905, %alloca_94[] : memref<f32>
        %906 = memref.load %alloca_95[] : memref<f32>
        %907 = llvm.intr.fma(%807, %837, %906) : (f32, f32, f32) -> f32
        memref.store %907, %alloca_95[] : memref<f32>
        %908 = memref.load %alloca_96[] : memref<f32>
        %909 = llvm.intr.fma(%807, %842, %908) : (f32, f32, f32) -> f32
        memref.store %909, %alloca_96[] : memref<f32>
        %910 = memref.load %alloca_97[] : memref<f32>
        %911 = llvm.intr.fma(%807, %847, %910) : (f32, f32, f32) -> f32
        memref.store %911, %alloca_97[] : memref<f32>
        %912 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_422 = arith.constant 26880 : i64
        %913 = llvm.getelementptr %912[%c26880_i64_422] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c387_i64 = arith.constant 387 : i64
        %914 = arith.addi %377, %c387_i64 : i64
        %915 = llvm.getelementptr %913[%914] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %916 = llvm.load %915 : !llvm.ptr<3> -> f32
        %917 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_423 = arith.constant 26880 : i64
        %918 = llvm.getelementptr %917[%c26880_i64_423] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c419_i64 = arith.constant 419 : i64
        %919 = arith.addi %377, %c419_i64 : i64
        %920 = llvm.getelementptr %918[%919] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %921 = llvm.load %920 : !llvm.ptr<3> -> f32
        %922 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_424 = arith.constant 26880 : i64
        %923 = llvm.getelementptr %922[%c26880_i64_424] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c451_i64 = arith.constant 451 : i64
        %924 = arith.addi %377, %c451_i64 : i64
        %925 = llvm.getelementptr %923[%924] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %926 = llvm.load %925 : !llvm.ptr<3> -> f32
        %927 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_425 = arith.constant 26880 : i64
        %928 = llvm.getelementptr %927[%c26880_i64_425] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c483_i64 = arith.constant 483 : i64
        %929 = arith.addi %377, %c483_i64 : i64
        %930 = llvm.getelementptr %928[%929] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %931 = llvm.load %930 : !llvm.ptr<3> -> f32
        %932 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_426 = arith.constant 33600 : i64
        %933 = llvm.getelementptr %932[%c33600_i64_426] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c384_i64 = arith.constant 384 : i64
        %934 = arith.addi %379, %c384_i64 : i64
        %935 = llvm.getelementptr %933[%934] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %936 = llvm.load %935 : !llvm.ptr<3> -> f32
        %937 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_427 = arith.constant 33600 : i64
        %938 = llvm.getelementptr %937[%c33600_i64_427] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c385_i64 = arith.constant 385 : i64
        %939 = arith.addi %379, %c385_i64 : i64
        %940 = llvm.getelementptr %938[%939] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %941 = llvm.load %940 : !llvm.ptr<3> -> f32
        %942 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_428 = arith.constant 33600 : i64
        %943 = llvm.getelementptr %942[%c33600_i64_428] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c386_i64 = arith.constant 386 : i64
        %944 = arith.addi %379, %c386_i64 : i64
        %945 = llvm.getelementptr %943[%944] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %946 = llvm.load %945 : !llvm.ptr<3> -> f32
        %947 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_429 = arith.constant 33600 : i64
        %948 = llvm.getelementptr %947[%c33600_i64_429] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c387_i64_430 = arith.constant 387 : i64
        %949 = arith.addi %379, %c387_i64_430 : i64
        %950 = llvm.getelementptr %948[%949] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %951 = llvm.load %950 : !llvm.ptr<3> -> f32
        %952 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_431 = arith.constant 33600 : i64
        %953 = llvm.getelementptr %952[%c33600_i64_431] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c388_i64 = arith.constant 388 : i64
        %954 = arith.addi %379, %c388_i64 : i64
        %955 = llvm.getelementptr %953[%954] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %956 = llvm.load %955 : !llvm.ptr<3> -> f32
        %957 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_432 = arith.constant 33600 : i64
        %958 = llvm.getelementptr %957[%c33600_i64_432] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c389_i64 = arith.constant 389 : i64
        %959 = arith.addi %379, %c389_i64 : i64
        %960 = llvm.getelementptr %958[%959] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %961 = llvm.load %960 : !llvm.ptr<3> -> f32
        %962 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_433 = arith.constant 33600 : i64
        %963 = llvm.getelementptr %962[%c33600_i64_433] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c390_i64 = arith.constant 390 : i64
        %964 = arith.addi %379, %c390_i64 : i64
        %965 = llvm.getelementptr %963[%964] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %966 = llvm.load %965 : !llvm.ptr<3> -> f32
        %967 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_434 = arith.constant 33600 : i64
        %968 = llvm.getelementptr %967[%c33600_i64_434] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c391_i64 = arith.constant 391 : i64
        %969 = arith.addi %379, %c391_i64 : i64
        %970 = llvm.getelementptr %968[%969] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %971 = llvm.load %970 : !llvm.ptr<3> -> f32
        %972 = memref.load %alloca_66[] : memref<f32>
        %973 = llvm.intr.fma(%916, %936, %972) : (f32, f32, f32) -> f32
        memref.store %973, %alloca_66[] : memref<f32>
        %974 = memref.load %alloca_67[] : memref<f32>
        %975 = llvm.intr.fma(%916, %941, %974) : (f32, f32, f32) -> f32
        memref.store %975, %alloca_67[] : memref<f32>
        %976 = memref.load %alloca_68[] : memref<f32>
        %977 = llvm.intr.fma(%916, %946, %976) : (f32, f32, f32) -> f32
        memref.store %977, %alloca_68[] : memref<f32>
        %978 = memref.load %alloca_69[] : memref<f32>
        %979 = llvm.intr.fma(%916, %951, %978) : (f32, f32, f32) -> f32
        memref.store %979, %alloca_69[] : memref<f32>
        %980 = memref.load %alloca_70[] : memref<f32>
        %981 = llvm.intr.fma(%916, %956, %980) : (f32, f32, f32) -> f32
        memref.store %981, %alloca_70[] : memref<f32>
        %982 = memref.load %alloca_71[] : memref<f32>
        %983 = llvm.intr.fma(%916, %961, %982) : (f32, f32, f32) -> f32
        memref.store %983, %alloca_71[] : memref<f32>
        %984 = memref.load %alloca_72[] : memref<f32>
        %985 = llvm.intr.fma(%916, %966, %984) : (f32, f32, f32) -> f32
        memref.store %985, %alloca_72[] : memref<f32>
        %986 = memref.load %alloca_73[] : memref<f32>
        %987 = llvm.intr.fma(%916, %971, %986) : (f32, f32, f32) -> f32
        memref.store %987, %alloca_73[] : memref<f32>
        %988 = memref.load %alloca_74[] : memref<f32>
        %989 = llvm.intr.fma(%921, %936, %988) : (f32, f32, f32) -> f32
        memref.store %989, %alloca_74[] : memref<f32>
        %990 = memref.load %alloca_75[] : memref<f32>
        %991 = llvm.intr.fma(%921, %941, %990) : (f32, f32, f32) -> f32
        memref.store %991, %alloca_75[] : memref<f32>
        %992 = memref.load %alloca_76[] : memref<f32>
        %993 = llvm.intr.fma(%921, %946, %992) : (f32, f32, f32) -> f32
        memref.store %993, %alloca_76[] : memref<f32>
        %994 = memref.load %alloca_77[] : memref<f32>
        %995 = llvm.intr.fma(%921, %951, %994) : (f32, f32, f32) -> f32
        memref.store %995, %alloca_77[] : memref<f32>
        %996 = memref.load %alloca_78[] : memref<f32>
        %997 = llvm.intr.fma(%921, %956, %996) : (f32, f32, f32) -> f32
        memref.store %997, %alloca_78[] : memref<f32>
        %998 = memref.load %alloca_79[] : memref<f32>
        %999 = llvm.intr.fma(%921, %961, %998) : (f32, f32, f32) -> f32
        memref.store %999, %alloca_79[] : memref<f32>
        %1000 = memref.load %alloca_80[] : memref<f32>
        %1001 = llvm.intr.fma(%921, %966, %1000) : (f32, f32, f32) -> f32
        memref.store %1001, %alloca_80[] : memref<f32>
        %1002 = memref.load %alloca_81[] : memref<f32>
        %1003 = llvm.intr.fma(%921, %971, %1002) : (f32, f32, f32) -> f32
        memref.store %1003, %alloca_81[] : memref<f32>
        %1004 = memref.load %alloca_82[] : memref<f32>
        %1005 = llvm.intr.fma(%926, %936, %1004) : (f32, f32, f32) -> f32
        memref.store %1005, %alloca_82[] : memref<f32>
        %1006 = memref.load %alloca_83[] : memref<f32>
        %1007 = llvm.intr.fma(%926, %941, %1006) : (f32, f32, f32) -> f32
        memref.store %1007, %alloca_83[] : memref<f32>
        %1008 = memref.load %alloca_84[] : memref<f32>
        %1009 = llvm.intr.fma(%926, %946, %1008) : (f32, f32, f32) -> f32
        memref.store %1009, %alloca_84[] : memref<f32>
        %1010 = memref.load %alloca_85[] : memref<f32>
        %1011 = llvm.intr.fma(%926, %951, %1010) : (f32, f32, f32) -> f32
        memref.store %1011, %alloca_85[] : memref<f32>
        %1012 = memref.load %alloca_86[] : memref<f32>
        %1013 = llvm.intr.fma(%926, %956, %1012) : (f32, f32, f32) -> f32
        memref.store %1013, %alloca_86[] : memref<f32>
        %1014 = memref.load %alloca_87[] : memref<f32>
        %1015 = llvm.intr.fma(%926, %961, %1014) : (f32, f32, f32) -> f32
        memref.store %1015, %alloca_87[] : memref<f32>
        %1016 = memref.load %alloca_88[] : memref<f32>
        %1017 = llvm.intr.fma(%926, %966, %1016) : (f32, f32, f32) -> f32
        memref.store %1017, %alloca_88[] : memref<f32>
        %1018 = memref.load %alloca_89[] : memref<f32>
        %1019 = llvm.intr.fma(%926, %971, %1018) : (f32, f32, f32) -> f32
        memref.store %1019, %alloca_89[] : memref<f32>
        %1020 = memref.load %alloca_90[] : memref<f32>
        %1021 = llvm.intr.fma(%931, %936, %1020) : (f32, f32, f32) -> f32
        memref.store %1021, %alloca_90[] : memref<f32>
        %1022 = memref.load %alloca_91[] : memref<f32>
        %1023 = llvm.intr.fma(%931, %941, %1022) : (f32, f32, f32) -> f32
        memref.store %1023, %alloca_91[] : memref<f32>
        %1024 = memref.load %alloca_92[] : memref<f32>
        %1025 = llvm.intr.fma(%931, %946, %1024) : (f32, f32, f32) -> f32
        memref.store %1025, %alloca_92[] : memref<f32>
        %1026 = memref.load %alloca_93[] : memref<f32>
        %1027 = llvm.intr.fma(%931, %951, %1026) : (f32, f32, f32) -> f32
        memref.store %1027, %alloca_93[] : memref<f32>
        %1028 = memref.load %alloca_94[] : memref<f32>
        %1029 = llvm.intr.fma(%931, %956, %1028) : (f32, f32, f32) -> f32
        memref.store %1029, %alloca_94[] : memref<f32>
        %1030 = memref.load %alloca_95[] : memref<f32>
        %1031 = llvm.intr.fma(%931, %961, %1030) : (f32, f32, f32) -> f32
        memref.store %1031, %alloca_95[] : memref<f32>
        %1032 = memref.load %alloca_96[] : memref<f32>
        %1033 = llvm.intr.fma(%931, %966, %1032) : (f32, f32, f32) -> f32
        memref.store %1033, %alloca_96[] : memref<f32>
        %1034 = memref.load %alloca_97[] : memref<f32>
        %1035 = llvm.intr.fma(%931, %971, %1034) : (f32, f32, f32) -> f32
        memref.store %1035, %alloca_97[] : memref<f32>
        %1036 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_435 = arith.constant 26880 : i64
        %1037 = llvm.getelementptr %1036[%c26880_i64_435] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c516_i64 = arith.constant 516 : i64
        %1038 = arith.addi %377, %c516_i64 : i64
        %1039 = llvm.getelementptr %1037[%1038] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1040 = llvm.load %1039 : !llvm.ptr<3> -> f32
        %1041 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_436 = arith.constant 26880 : i64
        %1042 = llvm.getelementptr %1041[%c26880_i64_436] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c548_i64 = arith.constant 548 : i64
        %1043 = arith.addi %377, %c548_i64 : i64
        %1044 = llvm.getelementptr %1042[%1043] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1045 = llvm.load %1044 : !llvm.ptr<3> -> f32
        %1046 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_437 = arith.constant 26880 : i64
        %1047 = llvm.getelementptr %1046[%c26880_i64_437] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c580_i64 = arith.constant 580 : i64
        %1048 = arith.addi %377, %c580_i64 : i64
        %1049 = llvm.getelementptr %1047[%1048] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1050 = llvm.load %1049 : !llvm.ptr<3> -> f32
        %1051 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_438 = arith.constant 26880 : i64
        %1052 = llvm.getelementptr %1051[%c26880_i64_438] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c612_i64 = arith.constant 612 : i64
        %1053 = arith.addi %377, %c612_i64 : i64
        %1054 = llvm.getelementptr %1052[%1053] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1055 = llvm.load %1054 : !llvm.ptr<3> -> f32
        %1056 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_439 = arith.constant 33600 : i64
        %1057 = llvm.getelementptr %1056[%c33600_i64_439] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c512_i64_440 = arith.constant 512 : i64
        %1058 = arith.addi %379, %c512_i64_440 : i64
        %1059 = llvm.getelementptr %1057[%1058] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1060 = llvm.load %1059 : !llvm.ptr<3> -> f32
        %1061 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_441 = arith.constant 33600 : i64
        %1062 = llvm.getelementptr %1061[%c33600_i64_441] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c513_i64 = arith.constant 513 : i64
        %1063 = arith.addi %379, %c513_i64 : i64
        %1064 = llvm.getelementptr %1062[%1063] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1065 = llvm.load %1064 : !llvm.ptr<3> -> f32
        %1066 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_442 = arith.constant 33600 : i64
        %1067 = llvm.getelementptr %1066[%c33600_i64_442] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c514_i64 = arith.constant 514 : i64
        %1068 = arith.addi %379, %c514_i64 : i64
        %1069 = llvm.getelementptr %1067[%1068] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1070 = llvm.load %1069 : !llvm.ptr<3> -> f32
        %1071 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_443 = arith.constant 33600 : i64
        %1072 = llvm.getelementptr %1071[%c33600_i64_443] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c515_i64 = arith.constant 515 : i64
        %1073 = arith.addi %379, %c515_i64 : i64
        %1074 = llvm.getelementptr %1072[%1073] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1075 = llvm.load %1074 : !llvm.ptr<3> -> f32
        %1076 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_444 = arith.constant 33600 : i64
        %1077 = llvm.getelementptr %1076[%c33600_i64_444] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c516_i64_445 = arith.constant 516 : i64
        %1078 = arith.addi %379, %c516_i64_445 : i64
        %1079 = llvm.getelementptr %1077[%1078] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1080 = llvm.load %1079 : !llvm.ptr<3> -> f32
        %1081 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_446 = arith.constant 33600 : i64
        %1082 = llvm.getelementptr %1081[%c33600_i64_446] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c517_i64 = arith.constant 517 : i64
        %1083 = arith.addi %379, %c517_i64 : i64
        %1084 = llvm.getelementptr %1082[%1083] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1085 = llvm.load %1084 : !llvm.ptr<3> -> f32
        %1086 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_447 = arith.constant 33600 : i64
        %1087 = llvm.getelementptr %1086[%c33600_i64_447] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c518_i64 = arith.constant 518 : i64
        %1088 = arith.addi %379, %c518_i64 : i64
        %1089 = llvm.getelementptr %1087[%1088] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1090 = llvm.load %1089 : !llvm.ptr<3> -> f32
        %1091 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_448 = arith.constant 33600 : i64
        %1092 = llvm.getelementptr %1091[%c33600_i64_448] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c519_i64 = arith.constant 519 : i64
        %1093 = arith.addi %379, %c519_i64 : i64
        %1094 = llvm.getelementptr %1092[%1093] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1095 = llvm.load %1094 : !llvm.ptr<3> -> f32
        %1096 = memref.load %alloca_66[] : memref<f32>
        %1097 = llvm.intr.fma(%1040, %1060, %1096) : (f32, f32, f32) -> f32
        memref.store %1097, %alloca_66[] : memref<f32>
        %1098 = memref.load %alloca_67[] : memref<f32>
        %1099 = llvm.intr.fma(%1040, %1065, %1098) : (f32, f32, f32) -> f32
        memref.store %1099, %alloca_67[] : memref<f32>
        %1100 = memref.load %alloca_68[] : memref<f32>
        %1101 = llvm.intr.fma(%1040, %1070, %1100) : (f32, f32, f32) -> f32
        memref.store %1101, %alloca_68[] : memref<f32>
        %1102 = memref.load %alloca_69[] : memref<f32>
        %1103 = llvm.intr.fma(%1040, %1075, %1102) : (f32, f32, f32) -> f32
        memref.store %1103, %alloca_69[] : memref<f32>
        %1104 = memref.load %alloca_70[] : memref<f32>
        %1105 = llvm.intr.fma(%1040, %1080, %1104) : (f32, f32, f32) -> f32
        memref.store %1105, %alloca_70[] : memref<f32>
        %1106 = memref.load %alloca_71[] : memref<f32>
        %1107 = llvm.intr.fma(%1040, %1085, %1106) : (f32, f32, f32) -> f32
        memref.store %1107, %alloca_71[] : memref<f32>
        %1108 = memref.load %alloca_72[] : memref<f32>
        %1109 = llvm.intr.fma(%1040, %1090, %1108) : (f32, f32, f32) -> f32
        memref.store %1109, %alloca_72[] : memref<f32>
        %1110 = memref.load %alloca_73[] : memref<f32>
        %1111 = llvm.intr.fma(%1040, %1095, %1110) : (f32, f32, f32) -> f32
        memref.store %1111, %alloca_73[] : memref<f32>
        %1112 = memref.load %alloca_74[] : memref<f32>
        %1113 = llvm.intr.fma(%1045, %1060, %1112) : (f32, f32, f32) -> f32
        memref.store %1113, %alloca_74[] : memref<f32>
        %1114 = memref.load %alloca_75[] : memref<f32>
        %1115 = llvm.intr.fma(%1045, %1065, %1114) : (f32, f32, f32) -> f32
        memref.store %1115, %alloca_75[] : memref<f32>
        %1116 = memref.load %alloca_76[] : memref<f32>
        %1117 = llvm.intr.fma(%1045, %1070, %1116) : (f32, f32, f32) -> f32
        memref.store %1117, %alloca_76[] : memref<f32>
        %1118 = memref.load %alloca_77[] : memref<f32>
        %1119 = llvm.intr.fma(%1045, %1075, %1118) : (f32, f32, f32) -> f32
        memref.store %1119, %alloca_77[] : memref<f32>
        %1120 = memref.load %alloca_78[] : memref<f32>
        %1121 = llvm.intr.fma(%1045, %1080, %1120) : (f32, f32, f32) -> f32
        memref.store %1121, %alloca_78[] : memref<f32>
        %1122 = memref.load %alloca_79[] : memref<f32>
        %1123 = llvm.intr.fma(%1045, %1085, %1122) : (f32, f32, f32) -> f32
        memref.store %1123, %alloca_79[] : memref<f32>
        %1124 = memref.load %alloca_80[] : memref<f32>
        %1125 = llvm.intr.fma(%1045, %1090, %1124) : (f32, f32, f32) -> f32
        memref.store %1125, %alloca_80[] : memref<f32>
        %1126 = memref.load %alloca_81[] : memref<f32>
        %1127 = llvm.intr.fma(%1045, %1095, %1126) : (f32, f32, f32) -> f32
        memref.store %1127, %alloca_81[] : memref<f32>
        %1128 = memref.load %alloca_82[] : memref<f32>
        %1129 = llvm.intr.fma(%1050, %1060, %1128) : (f32, f32, f32) -> f32
        memref.store %1129, %alloca_82[] : memref<f32>
        %1130 = memref.load %alloca_83[] : memref<f32>
        %1131 = llvm.intr.fma(%1050, %1065, %1130) : (f32, f32, f32) -> f32
        memref.store %1131, %alloca_83[] : memref<f32>
        %1132 = memref.load %alloca_84[] : memref<f32>
        %1133 = llvm.intr.fma(%1050, %1070, %1132) : (f32, f32, f32) -> f32
        memref.store %1133, %alloca_84[] : memref<f32>
        %1134 = memref.load %alloca_85[] : memref<f32>
        %1135 = llvm.intr.fma(%1050, %1075, %1134) : (f32, f32, f32) -> f32
        memref.store %1135, %alloca_85[] : memref<f32>
        %1136 = memref.load %alloca_86[] : memref<f32>
        %1137 = llvm.intr.fma(%1050, %1080, %1136) : (f32, f32, f32) -> f32
        memref.store %1137, %alloca_86[] : memref<f32>
        %1138 = memref.load %alloca_87[] : memref<f32>
        %1139 = llvm.intr.fma(%1050, %1085, %1138) : (f32, f32, f32) -> f32
        memref.store %1139, %alloca_87[] : memref<f32>
        %1140 = memref.load %alloca_88[] : memref<f32>
        %1141 = llvm.intr.fma(%1050, %1090, %1140) : (f32, f32, f32) -> f32
        memref.store %1141, %alloca_88[] : memref<f32>
        %1142 = memref.load %alloca_89[] : memref<f32>
        %1143 = llvm.intr.fma(%1050, %1095, %1142) : (f32, f32, f32) -> f32
        memref.store %1143, %alloca_89[] : memref<f32>
        %1144 = memref.load %alloca_90[] : memref<f32>
        %1145 = llvm.intr.fma(%1055, %1060, %1144) : (f32, f32, f32) -> f32
        memref.store %1145, %alloca_90[] : memref<f32>
        %1146 = memref.load %alloca_91[] : memref<f32>
        %1147 = llvm.intr.fma(%1055, %1065, %1146) : (f32, f32, f32) -> f32
        memref.store %1147, %alloca_91[] : memref<f32>
        %1148 = memref.load %alloca_92[] : memref<f32>
        %1149 = llvm.intr.fma(%1055, %1070, %1148) : (f32, f32, f32) -> f32
        memref.store %1149, %alloca_92[] : memref<f32>
        %1150 = memref.load %alloca_93[] : memref<f32>
        %1151 = llvm.intr.fma(%1055, %1075, %1150) : (f32, f32, f32) -> f32
        memref.store %1151, %alloca_93[] : memref<f32>
        %1152 = memref.load %alloca_94[] : memref<f32>
        %1153 = llvm.intr.fma(%1055, %1080, %1152) : (f32, f32, f32) -> f32
        memref.store %1153, %alloca_94[] : memref<f32>
        %1154 = memref.load %alloca_95[] : memref<f32>
        %1155 = llvm.intr.fma(%1055, %1085, %1154) : (f32, f32, f32) -> f32
        memref.store %1155, %alloca_95[] : memref<f32>
        %1156 = memref.load %alloca_96[] : memref<f32>
        %1157 = llvm.intr.fma(%1055, %1090, %1156) : (f32, f32, f32) -> f32
        memref.store %1157, %alloca_96[] : memref<f32>
        %1158 = memref.load %alloca_97[] : memref<f32>
        %1159 = llvm.intr.fma(%1055, %1095, %1158) : (f32, f32, f32) -> f32
        memref.store %1159, %alloca_97[] : memref<f32>
        %1160 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_449 = arith.constant 26880 : i64
        %1161 = llvm.getelementptr %1160[%c26880_i64_449] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c645_i64 = arith.constant 645 : i64
        %1162 = arith.addi %377, %c645_i64 : i64
        %1163 = llvm.getelementptr %1161[%1162] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1164 = llvm.load %1163 : !llvm.ptr<3> -> f32
        %1165 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_450 = arith.constant 26880 : i64
        %1166 = llvm.getelementptr %1165[%c26880_i64_450] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c677_i64 = arith.constant 677 : i64
        %1167 = arith.addi %377, %c677_i64 : i64
        %1168 = llvm.getelementptr %1166[%1167] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1169 = llvm.load %1168 : !llvm.ptr<3> -> f32
        %1170 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_451 = arith.constant 26880 : i64
        %1171 = llvm.getelementptr %1170[%c26880_i64_451] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c709_i64 = arith.constant 709 : i64
        %1172 = arith.addi %377, %c709_i64 : i64
        %1173 = llvm.getelementptr %1171[%1172] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1174 = llvm.load %1173 : !llvm.ptr<3> -> f32
        %1175 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_452 = arith.constant 26880 : i64
        %1176 = llvm.getelementptr %1175[%c26880_i64_452] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c741_i64 = arith.constant 741 : i64
        %1177 = arith.addi %377, %c741_i64 : i64
        %1178 = llvm.getelementptr %1176[%1177] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1179 = llvm.load %1178 : !llvm.ptr<3> -> f32
        %1180 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_453 = arith.constant 33600 : i64
        %1181 = llvm.getelementptr %1180[%c33600_i64_453] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c640_i64 = arith.constant 640 : i64
        %1182 = arith.addi %379, %c640_i64 : i64
        %1183 = llvm.getelementptr %1181[%1182] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1184 = llvm.load %1183 : !llvm.ptr<3> -> f32
        %1185 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_454 = arith.constant 33600 : i64
        %1186 = llvm.getelementptr %1185[%c33600_i64_454] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c641_i64 = arith.constant 641 : i64
        %1187 = arith.addi %379, %c641_i64 : i64
        %1188 = llvm.getelementptr %1186[%1187] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1189 = llvm.load %1188 : !llvm.ptr<3> -> f32
        %1190 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_455 = arith.constant 33600 : i64
        %1191 = llvm.getelementptr %1190[%c33600_i64_455] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c642_i64 = arith.constant 642 : i64
        %1192 = arith.addi %379, %c642_i64 : i64
        %1193 = llvm.getelementptr %1191[%1192] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1194 = llvm.load %1193 : !llvm.ptr<3> -> f32
        %1195 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_456 = arith.constant 33600 : i64
        %1196 = llvm.getelementptr %1195[%c33600_i64_456] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c643_i64 = arith.constant 643 : i64
        %1197 = arith.addi %379, %c643_i64 : i64
        %1198 = llvm.getelementptr %1196[%1197] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1199 = llvm.load %1198 : !llvm.ptr<3> -> f32
        %1200 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_457 = arith.constant 33600 : i64
        %1201 = llvm.getelementptr %1200[%c33600_i64_457] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c644_i64 = arith.constant 644 : i64
        %1202 = arith.addi %379, %c644_i64 : i64
        %1203 = llvm.getelementptr %1201[%1202] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1204 = llvm.load %1203 : !llvm.ptr<3> -> f32
        %1205 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_458 = arith.constant 33600 : i64
        %1206 = llvm.getelementptr %1205[%c33600_i64_458] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c645_i64_459 = arith.constant 645 : i64
        %1207 = arith.addi %379, %c645_i64_459 : i64
        %1208 = llvm.getelementptr %1206[%1207] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1209 = llvm.load %1208 : !llvm.ptr<3> -> f32
        %1210 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_460 = arith.constant 33600 : i64
        %1211 = llvm.getelementptr %1210[%c33600_i64_460] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c646_i64 = arith.constant 646 : i64
        %1212 = arith.addi %379, %c646_i64 : i64
        %1213 = llvm.getelementptr %1211[%1212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1214 = llvm.load %1213 : !llvm.ptr<3> -> f32
        %1215 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_461 = arith.constant 33600 : i64
        %1216 = llvm.getelementptr %1215[%c33600_i64_461] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c647_i64 = arith.constant 647 : i64
        %1217 = arith.addi %379, %c647_i64 : i64
        %1218 = llvm.getelementptr %1216[%1217] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1219 = llvm.load %1218 : !llvm.ptr<3> -> f32
        %1220 = memref.load %alloca_66[] : memref<f32>
        %1221 = llvm.intr.fma(%1164, %1184, %1220) : (f32, f32, f32) -> f32
        memref.store %1221, %alloca_66[] : memref<f32>
        %1222 = memref.load %alloca_67[] : memref<f32>
        %1223 = llvm.intr.fma(%1164, %1189, %1222) : (f32, f32, f32) -> f32
        memref.store %1223, %alloca_67[] : memref<f32>
        %1224 = memref.load %alloca_68[] : memref<f32>
        %1225 = llvm.intr.fma(%1164, %1194, %1224) : (f32, f32, f32) -> f32
        memref.store %1225, %alloca_68[] : memref<f32>
        %1226 = memref.load %alloca_69[] : memref<f32>
        %1227 = llvm.intr.fma(%1164, %1199, %1226) : (f32, f32, f32) -> f32
        memref.store %1227, %alloca_69[] : memref<f32>
        %1228 = memref.load %alloca_70[] : memref<f32>
        %1229 = llvm.intr.fma(%1164, %1204, %1228) : (f32, f32, f32) -> f32
        memref.store %1229, %alloca_70[] : memref<f32>
        %1230 = memref.load %alloca_71[] : memref<f32>
        %1231 = llvm.intr.fma(%1164, %1209, %1230) : (f32, f32, f32) -> f32
        memref.store %1231, %alloca_71[] : memref<f32>
        %1232 = memref.load %alloca_72[] : memref<f32>
        %1233 = llvm.intr.fma(%1164, %1214, %1232) : (f32, f32, f32) -> f32
        memref.store %1233, %alloca_72[] : memref<f32>
        %1234 = memref.load %alloca_73[] : memref<f32>
        %1235 = llvm.intr.fma(%1164, %1219, %1234) : (f32, f32, f32) -> f32
        memref.store %1235, %alloca_73[] : memref<f32>
        %1236 = memref.load %alloca_74[] : memref<f32>
        %1237 = llvm.intr.fma(%1169, %1184, %1236) : (f32, f32, f32) -> f32
        memref.store %1237, %alloca_74[] : memref<f32>
        %1238 = memref.load %alloca_75[] : memref<f32>
        %1239 = llvm.intr.fma(%1169, %1189, %1238) : (f32, f32, f32) -> f32
        memref.store %1239, %alloca_75[] : memref<f32>
        %1240 = memref.load %alloca_76[] : memref<f32>
        %1241 = llvm.intr.fma(%1169, %1194, %1240) : (f32, f32, f32) -> f32
        memref.store %1241, %alloca_76[] : memref<f32>
        %1242 = memref.load %alloca_77[] : memref<f32>
        %1243 = llvm.intr.fma(%1169, %1199, %1242) : (f32, f32, f32) -> f32
        memref.store %1243, %alloca_77[] : memref<f32>
        %1244 = memref.load %alloca_78[] : memref<f32>
        %1245 = llvm.intr.fma(%1169, %1204, %1244) : (f32, f32, f32) -> f32
        memref.store %1245, %alloca_78[] : memref<f32>
        %1246 = memref.load %alloca_79[] : memref<f32>
        %1247 = llvm.intr.fma(%1169, %1209, %1246) : (f32, f32, f32) -> f32
        memref.store %1247, %alloca_79[] : memref<f32>
        %1248 = memref.load %alloca_80[] : memref<f32>
        %1249 = llvm.intr.fma(%1169, %1214, %1248) : (f32, f32, f32) -> f32
        memref.store %1249, %alloca_80[] : memref<f32>
        %1250 = memref.load %alloca_81[] : memref<f32>
        %1251 = llvm.intr.fma(%1169, %1219, %1250) : (f32, f32, f32) -> f32
        memref.store %1251, %alloca_81[] : memref<f32>
        %1252 = memref.load %alloca_82[] : memref<f32>
        %1253 = llvm.intr.fma(%1174, %1184, %1252) : (f32, f32, f32) -> f32
        memref.store %1253, %alloca_82[] : memref<f32>
        %1254 = memref.load %alloca_83[] : memref<f32>
        %1255 = llvm.intr.fma(%1174, %1189, %1254) : (f32, f32, f32) -> f32
        memref.store %1255, %alloca_83[] : memref<f32>
        %1256 = memref.load %alloca_84[] : memref<f32>
        %1257 = llvm.intr.fma(%1174, %1194, %1256) : (f32, f32, f32) -> f32
        memref.store %1257, %alloca_84[] : memref<f32>
        %1258 = memref.load %alloca_85[] : memref<f32>
        %1259 = llvm.intr.fma(%1174, %1199, %1258) : (f32, f32, f32) -> f32
        memref.store %1259, %alloca_85[] : memref<f32>
        %1260 = memref.load %alloca_86[] : memref<f32>
        %1261 = llvm.intr.fma(%1174, %1204, %1260) : (f32, f32, f32) -> f32
        memref.store %1261, %alloca_86[] : memref<f32>
        %1262 = memref.load %alloca_87[] : memref<f32>
        %1263 = llvm.intr.fma(%1174, %1209, %1262) : (f32, f32, f32) -> f32
        memref.store %1263, %alloca_87[] : memref<f32>
        %1264 = memref.load %alloca_88[] : memref<f32>
        %1265 = llvm.intr.fma(%1174, %1214, %1264) : (f32, f32, f32) -> f32
        memref.store %1265, %alloca_88[] : memref<f32>
        %1266 = memref.load %alloca_89[] : memref<f32>
        %1267 = llvm.intr.fma(%1174, %1219, %1266) : (f32, f32, f32) -> f32
        memref.store %1267, %alloca_89[] : memref<f32>
        %1268 = memref.load %alloca_90[] : memref<f32>
        %1269 = llvm.intr.fma(%1179, %1184, %1268) : (f32, f32, f32) -> f32
        memref.store %1269, %alloca_90[] : memref<f32>
        %1270 = memref.load %alloca_91[] : memref<f32>
        %1271 = llvm.intr.fma(%1179, %1189, %1270) : (f32, f32, f32) -> f32
        memref.store %1271, %alloca_91[] : memref<f32>
        %1272 = memref.load %alloca_92[] : memref<f32>
        %1273 = llvm.intr.fma(%1179, %1194, %1272) : (f32, f32, f32) -> f32
        memref.store %1273, %alloca_92[] : memref<f32>
        %1274 = memref.load %alloca_93[] : memref<f32>
        %1275 = llvm.intr.fma(%1179, %1199, %1274) : (f32, f32, f32) -> f32
        memref.store %1275, %alloca_93[] : memref<f32>
        %1276 = memref.load %alloca_94[] : memref<f32>
        %1277 = llvm.intr.fma(%1179, %1204, %1276) : (f32, f32, f32) -> f32
        memref.store %1277, %alloca_94[] : memref<f32>
        %1278 = memref.load %alloca_95[] : memref<f32>
        %1279 = llvm.intr.fma(%1179, %1209, %1278) : (f32, f32, f32) -> f32
        memref.store %1279, %alloca_95[] : memref<f32>
        %1280 = memref.load %alloca_96[] : memref<f32>
        %1281 = llvm.intr.fma(%1179, %1214, %1280) : (f32, f32, f32) -> f32
        memref.store %1281, %alloca_96[] : memref<f32>
        %1282 = memref.load %alloca_97[] : memref<f32>
        %1283 = llvm.intr.fma(%1179, %1219, %1282) : (f32, f32, f32) -> f32
        memref.store %1283, %alloca_97[] : memref<f32>
        %1284 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_462 = arith.constant 26880 : i64
        %1285 = llvm.getelementptr %1284[%c26880_i64_462] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c774_i64 = arith.constant 774 : i64
        %1286 = arith.addi %377, %c774_i64 : i64
        %1287 = llvm.getelementptr %1285[%1286] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1288 = llvm.load %1287 : !llvm.ptr<3> -> f32
        %1289 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_463 = arith.constant 26880 : i64
        %1290 = llvm.getelementptr %1289[%c26880_i64_463] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c806_i64 = arith.constant 806 : i64
        %1291 = arith.addi %377, %c806_i64 : i64
        %1292 = llvm.getelementptr %1290[%1291] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1293 = llvm.load %1292 : !llvm.ptr<3> -> f32
        %1294 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_464 = arith.constant 26880 : i64
        %1295 = llvm.getelementptr %1294[%c26880_i64_464] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c838_i64 = arith.constant 838 : i64
        %1296 = arith.addi %377, %c838_i64 : i64
        %1297 = llvm.getelementptr %1295[%1296] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1298 = llvm.load %1297 : !llvm.ptr<3> -> f32
        %1299 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_465 = arith.constant 26880 : i64
        %1300 = llvm.getelementptr %1299[%c26880_i64_465] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c870_i64 = arith.constant 870 : i64
        %1301 = arith.addi %377, %c870_i64 : i64
        %1302 = llvm.getelementptr %1300[%1301] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1303 = llvm.load %1302 : !llvm.ptr<3> -> f32
        %1304 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_466 = arith.constant 33600 : i64
        %1305 = llvm.getelementptr %1304[%c33600_i64_466] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c768_i64 = arith.constant 768 : i64
        %1306 = arith.addi %379, %c768_i64 : i64
        %1307 = llvm.getelementptr %1305[%1306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1308 = llvm.load %1307 : !llvm.ptr<3> -> f32
        %1309 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_467 = arith.constant 33600 : i64
        %1310 = llvm.getelementptr %1309[%c33600_i64_467] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c769_i64 = arith.constant 769 : i64
        %1311 = arith.addi %379, %c769_i64 : i64
        %1312 = llvm.getelementptr %1310[%1311] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1313 = llvm.load %1312 : !llvm.ptr<3> -> f32
        %1314 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_468 = arith.constant 33600 : i64
        %1315 = llvm.getelementptr %1314[%c33600_i64_468] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c770_i64 = arith.constant 770 : i64
        %1316 = arith.addi %379, %c770_i64 : i64
        %1317 = llvm.getelementptr %1315[%1316] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1318 = llvm.load %1317 : !llvm.ptr<3> -> f32
        %1319 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_469 = arith.constant 33600 : i64
        %1320 = llvm.getelementptr %1319[%c33600_i64_469] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c771_i64 = arith.constant 771 : i64
        %1321 = arith.addi %379, %c771_i64 : i64
        %1322 = llvm.getelementptr %1320[%1321] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1323 = llvm.load %1322 : !llvm.ptr<3> -> f32
        %1324 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_470 = arith.constant 33600 : i64
        %1325 = llvm.getelementptr %1324[%c33600_i64_470] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c772_i64 = arith.constant 772 : i64
        %1326 = arith.addi %379, %c772_i64 : i64
        %1327 = llvm.getelementptr %1325[%1326] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1328 = llvm.load %1327 : !llvm.ptr<3> -> f32
        %1329 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_471 = arith.constant 33600 : i64
        %1330 = llvm.getelementptr %1329[%c33600_i64_471] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c773_i64 = arith.constant 773 : i64
        %1331 = arith.addi %379, %c773_i64 : i64
        %1332 = llvm.getelementptr %1330[%1331] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1333 = llvm.load %1332 : !llvm.ptr<3> -> f32
        %1334 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_472 = arith.constant 33600 : i64
        %1335 = llvm.getelementptr %1334[%c33600_i64_472] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c774_i64_473 = arith.constant 774 : i64
        %1336 = arith.addi %379, %c774_i64_473 : i64
        %1337 = llvm.getelementptr %1335[%1336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1338 = llvm.load %1337 : !llvm.ptr<3> -> f32
        %1339 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_474 = arith.constant 33600 : i64
        %1340 = llvm.getelementptr %1339[%c33600_i64_474] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c775_i64 = arith.constant 775 : i64
        %1341 = arith.addi %379, %c775_i64 : i64
        %1342 = llvm.getelementptr %1340[%1341] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1343 = llvm.load %1342 : !llvm.ptr<3> -> f32
        %1344 = memref.load %alloca_66[] : memref<f32>
        %1345 = llvm.intr.fma(%1288, %1308, %1344) : (f32, f32, f32) -> f32
        memref.store %1345, %alloca_66[] : memref<f32>
        %1346 = memref.load %alloca_67[] : memref<f32>
        %1347 = llvm.intr.fma(%1288, %1313, %1346) : (f32, f32, f32) -> f32
        memref.store %1347, %alloca_67[] : memref<f32>
        %1348 = memref.load %alloca_68[] : memref<f32>
        %1349 = llvm.intr.fma(%1288, %1318, %1348) : (f32, f32, f32) -> f32
        memref.store %1349, %alloca_68[] : memref<f32>
        %1350 = memref.load %alloca_69[] : memref<f32>
        %1351 = llvm.intr.fma(%1288, %1323, %1350) : (f32, f32, f32) -> f32
        memref.store %1351, %alloca_69[] : memref<f32>
        %1352 = memref.load %alloca_70[] : memref<f32>
        %1353 = llvm.intr.fma(%1288, %1328, %1352) : (f32, f32, f32) -> f32
        memref.store %1353, %alloca_70[] : memref<f32>
        %1354 = memref.load %alloca_71[] : memref<f32>
        %1355 = llvm.intr.fma(%1288, %1333, %1354) : (f32, f32, f32) -> f32
        memref.store %1355, %alloca_71[] : memref<f32>
        %1356 = memref.load %alloca_72[] : memref<f32>
        %1357 = llvm.intr.fma(%1288, %1338, %1356) : (f32, f32, f32) -> f32
        memref.store %1357, %alloca_72[] : memref<f32>
        %1358 = memref.load %alloca_73[] : memref<f32>
        %1359 = llvm.intr.fma(%1288, %1343, %1358) : (f32, f32, f32) -> f32
        memref.store %1359, %alloca_73[] : memref<f32>
        %1360 = memref.load %alloca_74[] : memref<f32>
        %1361 = llvm.intr.fma(%1293, %1308, %1360) : (f32, f32, f32) -> f32
        memref.store %1361, %alloca_74[] : memref<f32>
        %1362 = memref.load %alloca_75[] : memref<f32>
        %1363 = llvm.intr.fma(%1293, %1313, %1362) : (f32, f32, f32) -> f32
        memref.store %1363, %alloca_75[] : memref<f32>
        %1364 = memref.load %alloca_76[] : memref<f32>
        %1365 = llvm.intr.fma(%1293, %1318, %1364) : (f32, f32, f32) -> f32
        memref.store %1365, %alloca_76[] : memref<f32>
        %1366 = memref.load %alloca_77[] : memref<f32>
        %1367 = llvm.intr.fma(%1293, %1323, %1366) : (f32, f32, f32) -> f32
        memref.store %1367, %alloca_77[] : memref<f32>
        %1368 = memref.load %alloca_78[] : memref<f32>
        %1369 = llvm.intr.fma(%1293, %1328, %1368) : (f32, f32, f32) -> f32
        memref.store %1369, %alloca_78[] : memref<f32>
        %1370 = memref.load %alloca_79[] : memref<f32>
        %1371 = llvm.intr.fma(%1293, %1333, %1370) : (f32, f32, f32) -> f32
        memref.store %1371, %alloca_79[] : memref<f32>
        %1372 = memref.load %alloca_80[] : memref<f32>
        %1373 = llvm.intr.fma(%1293, %1338, %1372) : (f32, f32, f32) -> f32
        memref.store %1373, %alloca_80[] : memref<f32>
        %1374 = memref.load %alloca_81[] : memref<f32>
        %1375 = llvm.intr.fma(%1293, %1343, %1374) : (f32, f32, f32) -> f32
        memref.store %1375, %alloca_81[] : memref<f32>
        %1376 = memref.load %alloca_82[] : memref<f32>
        %1377 = llvm.intr.fma(%1298, %1308, %1376) : (f32, f32, f32) -> f32
        memref.store %1377, %alloca_82[] : memref<f32>
        %1378 = memref.load %alloca_83[] : memref<f32>
        %1379 = llvm.intr.fma(%1298, %1313, %1378) : (f32, f32, f32) -> f32
        memref.store %1379, %alloca_83[] : memref<f32>
        %1380 = memref.load %alloca_84[] : memref<f32>
        %1381 = llvm.intr.fma(%1298, %1318, %1380) : (f32, f32, f32) -> f32
        memref.store %1381, %alloca_84[] : memref<f32>
        %1382 = memref.load %alloca_85[] : memref<f32>
        %1383 = llvm.intr.fma(%1298, %1323, %1382) : (f32, f32, f32) -> f32
        memref.store %1383, %alloca_85[] : memref<f32>
        %1384 = memref.load %alloca_86[] : memref<f32>
        %1385 = llvm.intr.fma(%1298, %1328, %1384) : (f32, f32, f32) -> f32
        memref.store %1385, %alloca_86[] : memref<f32>
        %1386 = memref.load %alloca_87[] : memref<f32>
        %1387 = llvm.intr.fma(%1298, %1333, %1386) : (f32, f32, f32) -> f32
        memref.store %1387, %alloca_87[] : memref<f32>
        %1388 = memref.load %alloca_88[] : memref<f32>
        %1389 = llvm.intr.fma(%1298, %1338, %1388) : (f32, f32, f32) -> f32
        memref.store %1389, %alloca_88[] : memref<f32>
        %1390 = memref.load %alloca_89[] : memref<f32>
        %1391 = llvm.intr.fma(%1298, %1343, %1390) : (f32, f32, f32) -> f32
        memref.store %1391, %alloca_89[] : memref<f32>
        %1392 = memref.load %alloca_90[] : memref<f32>
        %1393 = llvm.intr.fma(%1303, %1308, %1392) : (f32, f32, f32) -> f32
        memref.store %1393, %alloca_90[] : memref<f32>
        %1394 = memref.load %alloca_91[] : memref<f32>
        %1395 = llvm.intr.fma(%1303, %1313, %1394) : (f32, f32, f32) -> f32
        memref.store %1395, %alloca_91[] : memref<f32>
        %1396 = memref.load %alloca_92[] : memref<f32>
        %1397 = llvm.intr.fma(%1303, %1318, %1396) : (f32, f32, f32) -> f32
        memref.store %1397, %alloca_92[] : memref<f32>
        %1398 = memref.load %alloca_93[] : memref<f32>
        %1399 = llvm.intr.fma(%1303, %1323, %1398) : (f32, f32, f32) -> f32
        memref.store %1399, %alloca_93[] : memref<f32>
        %1400 = memref.load %alloca_94[] : memref<f32>
        %1401 = llvm.intr.fma(%1303, %1328, %1400) : (f32, f32, f32) -> f32
        memref.store %1401, %alloca_94[] : memref<f32>
        %1402 = memref.load %alloca_95[] : memref<f32>
        %1403 = llvm.intr.fma(%1303, %1333, %1402) : (f32, f32, f32) -> f32
        memref.store %1403, %alloca_95[] : memref<f32>
        %1404 = memref.load %alloca_96[] : memref<f32>
        %1405 = llvm.intr.fma(%1303, %1338, %1404) : (f32, f32, f32) -> f32
        memref.store %1405, %alloca_96[] : memref<f32>
        %1406 = memref.load %alloca_97[] : memref<f32>
        %1407 = llvm.intr.fma(%1303, %1343, %1406) : (f32, f32, f32) -> f32
        memref.store %1407, %alloca_97[] : memref<f32>
        %1408 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_475 = arith.constant 26880 : i64
        %1409 = llvm.getelementptr %1408[%c26880_i64_475] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c903_i64 = arith.constant 903 : i64
        %1410 = arith.addi %377, %c903_i64 : i64
        %1411 = llvm.getelementptr %1409[%1410] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1412 = llvm.load %1411 : !llvm.ptr<3> -> f32
        %1413 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_476 = arith.constant 26880 : i64
        %1414 = llvm.getelementptr %1413[%c26880_i64_476] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c935_i64 = arith.constant 935 : i64
        %1415 = arith.addi %377, %c935_i64 : i64
        %1416 = llvm.getelementptr %1414[%1415] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1417 = llvm.load %1416 : !llvm.ptr<3> -> f32
        %1418 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_477 = arith.constant 26880 : i64
        %1419 = llvm.getelementptr %1418[%c26880_i64_477] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c967_i64 = arith.constant 967 : i64
        %1420 = arith.addi %377, %c967_i64 : i64
        %1421 = llvm.getelementptr %1419[%1420] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1422 = llvm.load %1421 : !llvm.ptr<3> -> f32
        %1423 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_478 = arith.constant 26880 : i64
        %1424 = llvm.getelementptr %1423[%c26880_i64_478] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c999_i64 = arith.constant 999 : i64
        %1425 = arith.addi %377, %c999_i64 : i64
        %1426 = llvm.getelementptr %1424[%1425] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1427 = llvm.load %1426 : !llvm.ptr<3> -> f32
        %1428 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_479 = arith.constant 33600 : i64
        %1429 = llvm.getelementptr %1428[%c33600_i64_479] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c896_i64 = arith.constant 896 : i64
        %1430 = arith.addi %379, %c896_i64 : i64
        %1431 = llvm.getelementptr %1429[%1430] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1432 = llvm.load %1431 : !llvm.ptr<3> -> f32
        %1433 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_480 = arith.constant 33600 : i64
        %1434 = llvm.getelementptr %1433[%c33600_i64_480] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c897_i64 = arith.constant 897 : i64
        %1435 = arith.addi %379, %c897_i64 : i64
        %1436 = llvm.getelementptr %1434[%1435] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1437 = llvm.load %1436 : !llvm.ptr<3> -> f32
        %1438 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_481 = arith.constant 33600 : i64
        %1439 = llvm.getelementptr %1438[%c33600_i64_481] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c898_i64 = arith.constant 898 : i64
        %1440 = arith.addi %379, %c898_i64 : i64
        %1441 = llvm.getelementptr %1439[%1440] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1442 = llvm.load %1441 : !llvm.ptr<3> -> f32
        %1443 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_482 = arith.constant 33600 : i64
        %1444 = llvm.getelementptr %1443[%c33600_i64_482] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c899_i64 = arith.constant 899 : i64
        %1445 = arith.addi %379, %c899_i64 : i64
        %1446 = llvm.getelementptr %1444[%1445] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1447 = llvm.load %1446 : !llvm.ptr<3> -> f32
        %1448 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_483 = arith.constant 33600 : i64
        %1449 = llvm.getelementptr %1448[%c33600_i64_483] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c900_i64 = arith.constant 900 : i64
        %1450 = arith.addi %379, %c900_i64 : i64
        %1451 = llvm.getelementptr %1449[%1450] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1452 = llvm.load %1451 : !llvm.ptr<3> -> f32
        %1453 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_484 = arith.constant 33600 : i64
        %1454 = llvm.getelementptr %1453[%c33600_i64_484] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c901_i64 = arith.constant 901 : i64
        %1455 = arith.addi %379, %c901_i64 : i64
        %1456 = llvm.getelementptr %1454[%1455] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1457 = llvm.load %1456 : !llvm.ptr<3> -> f32
        %1458 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_485 = arith.constant 33600 : i64
        %1459 = llvm.getelementptr %1458[%c33600_i64_485] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c902_i64 = arith.constant 902 : i64
        %1460 = arith.addi %379, %c902_i64 : i64
        %1461 = llvm.getelementptr %1459[%1460] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1462 = llvm.load %1461 : !llvm.ptr<3> -> f32
        %1463 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_486 = arith.constant 33600 : i64
        %1464 = llvm.getelementptr %1463[%c33600_i64_486] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c903_i64_487 = arith.constant 903 : i64
        %1465 = arith.addi %379, %c903_i64_487 : i64
        %1466 = llvm.getelementptr %1464[%1465] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1467 = llvm.load %1466 : !llvm.ptr<3> -> f32
        %1468 = memref.load %alloca_66[] : memref<f32>
        %1469 = llvm.intr.fma(%1412, %1432, %1468) : (f32, f32, f32) -> f32
        memref.store %1469, %alloca_66[] : memref<f32>
        %1470 = memref.load %alloca_67[] : memref<f32>
        %1471 = llvm.intr.fma(%1412, %1437, %1470) : (f32, f32, f32) -> f32
        memref.store %1471, %alloca_67[] : memref<f32>
        %1472 = memref.load %alloca_68[] : memref<f32>
        %1473 = llvm.intr.fma(%1412, %1442, %1472) : (f32, f32, f32) -> f32
        memref.store %1473, %alloca_68[] : memref<f32>
        %1474 = memref.load %alloca_69[] : memref<f32>
        %1475 = llvm.intr.fma(%1412, %1447, %1474) : (f32, f32, f32) -> f32
        memref.store %1475, %alloca_69[] : memref<f32>
        %1476 = memref.load %alloca_70[] : memref<f32>
        %1477 = llvm.intr.fma(%1412, %1452, %1476) : (f32, f32, f32) -> f32
        memref.store %1477, %alloca_70[] : memref<f32>
        %1478 = memref.load %alloca_71[] : memref<f32>
        %1479 = llvm.intr.fma(%1412, %1457, %1478) : (f32, f32, f32) -> f32
        memref.store %1479, %alloca_71[] : memref<f32>
        %1480 = memref.load %alloca_72[] : memref<f32>
        %1481 = llvm.intr.fma(%1412, %1462, %1480) : (f32, f32, f32) -> f32
        memref.store %1481, %alloca_72[] : memref<f32>
        %1482 = memref.load %alloca_73[] : memref<f32>
        %1483 = llvm.intr.fma(%1412, %1467, %1482) : (f32, f32, f32) -> f32
        memref.store %1483, %alloca_73[] : memref<f32>
        %1484 = memref.load %alloca_74[] : memref<f32>
        %1485 = llvm.intr.fma(%1417, %1432, %1484) : (f32, f32, f32) -> f32
        memref.store %1485, %alloca_74[] : memref<f32>
        %1486 = memref.load %alloca_75[] : memref<f32>
        %1487 = llvm.intr.fma(%1417, %1437, %1486) : (f32, f32, f32) -> f32
        memref.store %1487, %alloca_75[] : memref<f32>
        %1488 = memref.load %alloca_76[] : memref<f32>
        %1489 = llvm.intr.fma(%1417, %1442, %1488) : (f32, f32, f32) -> f32
        memref.store %1489, %alloca_76[] : memref<f32>
        %1490 = memref.load %alloca_77[] : memref<f32>
        %1491 = llvm.intr.fma(%1417, %1447, %1490) : (f32, f32, f32) -> f32
        memref.store %1491, %alloca_77[] : memref<f32>
        %1492 = memref.load %alloca_78[] : memref<f32>
        %1493 = llvm.intr.fma(%1417, %1452, %1492) : (f32, f32, f32) -> f32
        memref.store %1493, %alloca_78[] : memref<f32>
        %1494 = memref.load %alloca_79[] : memref<f32>
        %1495 = llvm.intr.fma(%1417, %1457, %1494) : (f32, f32, f32) -> f32
        memref.store %1495, %alloca_79[] : memref<f32>
        %1496 = memref.load %alloca_80[] : memref<f32>
        %1497 = llvm.intr.fma(%1417, %1462, %1496) : (f32, f32, f32) -> f32
        memref.store %1497, %alloca_80[] : memref<f32>
        %1498 = memref.load %alloca_81[] : memref<f32>
        %1499 = llvm.intr.fma(%1417, %1467, %1498) : (f32, f32, f32) -> f32
        memref.store %1499, %alloca_81[] : memref<f32>
        %1500 = memref.load %alloca_82[] : memref<f32>
        %1501 = llvm.intr.fma(%1422, %1432, %1500) : (f32, f32, f32) -> f32
        memref.store %1501, %alloca_82[] : memref<f32>
        %1502 = memref.load %alloca_83[] : memref<f32>
        %1503 = llvm.intr.fma(%1422, %1437, %1502) : (f32, f32, f32) -> f32
        memref.store %1503, %alloca_83[] : memref<f32>
        %1504 = memref.load %alloca_84[] : memref<f32>
        %1505 = llvm.intr.fma(%1422, %1442, %1504) : (f32, f32, f32) -> f32
        memref.store %1505, %alloca_84[] : memref<f32>
        %1506 = memref.load %alloca_85[] : memref<f32>
        %1507 = llvm.intr.fma(%1422, %1447, %1506) : (f32, f32, f32) -> f32
        memref.store %1507, %alloca_85[] : memref<f32>
        %1508 = memref.load %alloca_86[] : memref<f32>
        %1509 = llvm.intr.fma(%1422, %1452, %1508) : (f32, f32, f32) -> f32
        memref.store %1509, %alloca_86[] : memref<f32>
        %1510 = memref.load %alloca_87[] : memref<f32>
        %1511 = llvm.intr.fma(%1422, %1457, %1510) : (f32, f32, f32) -> f32
        memref.store %1511, %alloca_87[] : memref<f32>
        %1512 = memref.load %alloca_88[] : memref<f32>
        %1513 = llvm.intr.fma(%1422, %1462, %1512) : (f32, f32, f32) -> f32
        memref.store %1513, %alloca_88[] : memref<f32>
        %1514 = memref.load %alloca_89[] : memref<f32>
        %1515 = llvm.intr.fma(%1422, %1467, %1514) : (f32, f32, f32) -> f32
        memref.store %1515, %alloca_89[] : memref<f32>
        %1516 = memref.load %alloca_90[] : memref<f32>
        %1517 = llvm.intr.fma(%1427, %1432, %1516) : (f32, f32, f32) -> f32
        memref.store %1517, %alloca_90[] : memref<f32>
        %1518 = memref.load %alloca_91[] : memref<f32>
        %1519 = llvm.intr.fma(%1427, %1437, %1518) : (f32, f32, f32) -> f32
        memref.store %1519, %alloca_91[] : memref<f32>
        %1520 = memref.load %alloca_92[] : memref<f32>
        %1521 = llvm.intr.fma(%1427, %1442, %1520) : (f32, f32, f32) -> f32
        memref.store %1521, %alloca_92[] : memref<f32>
        %1522 = memref.load %alloca_93[] : memref<f32>
        %1523 = llvm.intr.fma(%1427, %1447, %1522) : (f32, f32, f32) -> f32
        memref.store %1523, %alloca_93[] : memref<f32>
        %1524 = memref.load %alloca_94[] : memref<f32>
        %1525 = llvm.intr.fma(%1427, %1452, %1524) : (f32, f32, f32) -> f32
        memref.store %1525, %alloca_94[] : memref<f32>
        %1526 = memref.load %alloca_95[] : memref<f32>
        %1527 = llvm.intr.fma(%1427, %1457, %1526) : (f32, f32, f32) -> f32
        memref.store %1527, %alloca_95[] : memref<f32>
        %1528 = memref.load %alloca_96[] : memref<f32>
        %1529 = llvm.intr.fma(%1427, %1462, %1528) : (f32, f32, f32) -> f32
        memref.store %1529, %alloca_96[] : memref<f32>
        %1530 = memref.load %alloca_97[] : memref<f32>
        %1531 = llvm.intr.fma(%1427, %1467, %1530) : (f32, f32, f32) -> f32
        memref.store %1531, %alloca_97[] : memref<f32>
        %1532 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_488 = arith.constant 26880 : i64
        %1533 = llvm.getelementptr %1532[%c26880_i64_488] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1032_i64 = arith.constant 1032 : i64
        %1534 = arith.addi %377, %c1032_i64 : i64
        %1535 = llvm.getelementptr %1533[%1534] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1536 = llvm.load %1535 : !llvm.ptr<3> -> f32
        %1537 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_489 = arith.constant 26880 : i64
        %1538 = llvm.getelementptr %1537[%c26880_i64_489] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1064_i64 = arith.constant 1064 : i64
        %1539 = arith.addi %377, %c1064_i64 : i64
        %1540 = llvm.getelementptr %1538[%1539] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1541 = llvm.load %1540 : !llvm.ptr<3> -> f32
        %1542 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_490 = arith.constant 26880 : i64
        %1543 = llvm.getelementptr %1542[%c26880_i64_490] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1096_i64 = arith.constant 1096 : i64
        %1544 = arith.addi %377, %c1096_i64 : i64
        %1545 = llvm.getelementptr %1543[%1544] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1546 = llvm.load %1545 : !llvm.ptr<3> -> f32
        %1547 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_491 = arith.constant 26880 : i64
        %1548 = llvm.getelementptr %1547[%c26880_i64_491] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1128_i64 = arith.constant 1128 : i64
        %1549 = arith.addi %377, %c1128_i64 : i64
        %1550 = llvm.getelementptr %1548[%1549] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1551 = llvm.load %1550 : !llvm.ptr<3> -> f32
        %1552 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_492 = arith.constant 33600 : i64
        %1553 = llvm.getelementptr %1552[%c33600_i64_492] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1024_i64_493 = arith.constant 1024 : i64
        %1554 = arith.addi %379, %c1024_i64_493 : i64
        %1555 = llvm.getelementptr %1553[%1554] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1556 = llvm.load %1555 : !llvm.ptr<3> -> f32
        %1557 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_494 = arith.constant 33600 : i64
        %1558 = llvm.getelementptr %1557[%c33600_i64_494] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1025_i64 = arith.constant 1025 : i64
        %1559 = arith.addi %379, %c1025_i64 : i64
        %1560 = llvm.getelementptr %1558[%1559] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1561 = llvm.load %1560 : !llvm.ptr<3> -> f32
        %1562 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_495 = arith.constant 33600 : i64
        %1563 = llvm.getelementptr %1562[%c33600_i64_495] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1026_i64 = arith.constant 1026 : i64
        %1564 = arith.addi %379, %c1026_i64 : i64
        %1565 = llvm.getelementptr %1563[%1564] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1566 = llvm.load %1565 : !llvm.ptr<3> -> f32
        %1567 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_496 = arith.constant 33600 : i64
        %1568 = llvm.getelementptr %1567[%c33600_i64_496] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1027_i64 = arith.constant 1027 : i64
        %1569 = arith.addi %379, %c1027_i64 : i64
        %1570 = llvm.getelementptr %1568[%1569] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1571 = llvm.load %1570 : !llvm.ptr<3> -> f32
        %1572 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_497 = arith.constant 33600 : i64
        %1573 = llvm.getelementptr %1572[%c33600_i64_497] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1028_i64 = arith.constant 1028 : i64
        %1574 = arith.addi %379, %c1028_i64 : i64
        %1575 = llvm.getelementptr %1573[%1574] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1576 = llvm.load %1575 : !llvm.ptr<3> -> f32
        %1577 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_498 = arith.constant 33600 : i64
        %1578 = llvm.getelementptr %1577[%c33600_i64_498] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1029_i64 = arith.constant 1029 : i64
        %1579 = arith.addi %379, %c1029_i64 : i64
        %1580 = llvm.getelementptr %1578[%1579] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1581 = llvm.load %1580 : !llvm.ptr<3> -> f32
        %1582 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_499 = arith.constant 33600 : i64
        %1583 = llvm.getelementptr %1582[%c33600_i64_499] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1030_i64 = arith.constant 1030 : i64
        %1584 = arith.addi %379, %c1030_i64 : i64
        %1585 = llvm.getelementptr %1583[%1584] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1586 = llvm.load %1585 : !llvm.ptr<3> -> f32
        %1587 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_500 = arith.constant 33600 : i64
        %1588 = llvm.getelementptr %1587[%c33600_i64_500] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1031_i64 = arith.constant 1031 : i64
        %1589 = arith.addi %379, %c1031_i64 : i64
        %1590 = llvm.getelementptr %1588[%1589] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1591 = llvm.load %1590 : !llvm.ptr<3> -> f32
        %1592 = memref.load %alloca_66[] : memref<f32>
        %1593 = llvm.intr.fma(%1536, %1556, %1592) : (f32, f32, f32) -> f32
        memref.store %1593, %alloca_66[] : memref<f32>
        %1594 = memref.load %alloca_67[] : memref<f32>
        %1595 = llvm.intr.fma(%1536, %1561, %1594) : (f32, f32, f32) -> f32
        memref.store %1595, %alloca_67[] : memref<f32>
        %1596 = memref.load %alloca_68[] : memref<f32>
        %1597 = llvm.intr.fma(%1536, %1566, %1596) : (f32, f32, f32) -> f32
        memref.store %1597, %alloca_68[] : memref<f32>
        %1598 = memref.load %alloca_69[] : memref<f32>
        %1599 = llvm.intr.fma(%1536, %1571, %1598) : (f32, f32, f32) -> f32
        memref.store %1599, %alloca_69[] : memref<f32>
        %1600 = memref.load %alloca_70[] : memref<f32>
        %1601 = llvm.intr.fma(%1536, %1576, %1600) : (f32, f32, f32) -> f32
        memref.store %1601, %alloca_70[] : memref<f32>
        %1602 = memref.load %alloca_71[] : memref<f32>
        %1603 = llvm.intr.fma(%1536, %1581, %1602) : (f32, f32, f32) -> f32
        memref.store %1603, %alloca_71[] : memref<f32>
        %1604 = memref.load %alloca_72[] : memref<f32>
        %1605 = llvm.intr.fma(%1536, %1586, %1604) : (f32, f32, f32) -> f32
        memref.store %1605, %alloca_72[] : memref<f32>
        %1606 = memref.load %alloca_73[] : memref<f32>
        %1607 = llvm.intr.fma(%1536, %1591, %1606) : (f32, f32, f32) -> f32
        memref.store %1607, %alloca_73[] : memref<f32>
        %1608 = memref.load %alloca_74[] : memref<f32>
        %1609 = llvm.intr.fma(%1541, %1556, %1608) : (f32, f32, f32) -> f32
        memref.store %1609, %alloca_74[] : memref<f32>
        %1610 = memref.load %alloca_75[] : memref<f32>
        %1611 = llvm.intr.fma(%1541, %1561, %1610) : (f32, f32, f32) -> f32
        memref.store %1611, %alloca_75[] : memref<f32>
        %1612 = memref.load %alloca_76[] : memref<f32>
        %1613 = llvm.intr.fma(%1541, %1566, %1612) : (f32, f32, f32) -> f32
        memref.store %1613, %alloca_76[] : memref<f32>
        %1614 = memref.load %alloca_77[] : memref<f32>
        %1615 = llvm.intr.fma(%1541, %1571, %1614) : (f32, f32, f32) -> f32
        memref.store %1615, %alloca_77[] : memref<f32>
        %1616 = memref.load %alloca_78[] : memref<f32>
        %1617 = llvm.intr.fma(%1541, %1576, %1616) : (f32, f32, f32) -> f32
        memref.store %1617, %alloca_78[] : memref<f32>
        %1618 = memref.load %alloca_79[] : memref<f32>
        %1619 = llvm.intr.fma(%1541, %1581, %1618) : (f32, f32, f32) -> f32
        memref.store %1619, %alloca_79[] : memref<f32>
        %1620 = memref.load %alloca_80[] : memref<f32>
        %1621 = llvm.intr.fma(%1541, %1586, %1620) : (f32, f32, f32) -> f32
        memref.store %1621, %alloca_80[] : memref<f32>
        %1622 = memref.load %alloca_81[] : memref<f32>
        %1623 = llvm.intr.fma(%1541, %1591, %1622) : (f32, f32, f32) -> f32
        memref.store %1623, %alloca_81[] : memref<f32>
        %1624 = memref.load %alloca_82[] : memref<f32>
        %1625 = llvm.intr.fma(%1546, %1556, %1624) : (f32, f32, f32) -> f32
        memref.store %1625, %alloca_82[] : memref<f32>
        %1626 = memref.load %alloca_83[] : memref<f32>
        %1627 = llvm.intr.fma(%1546, %1561, %1626) : (f32, f32, f32) -> f32
        memref.store %1627, %alloca_83[] : memref<f32>
        %1628 = memref.load %alloca_84[] : memref<f32>
        %1629 = llvm.intr.fma(%1546, %1566, %1628) : (f32, f32, f32) -> f32
        memref.store %1629, %alloca_84[] : memref<f32>
        %1630 = memref.load %alloca_85[] : memref<f32>
        %1631 = llvm.intr.fma(%1546, %1571, %1630) : (f32, f32, f32) -> f32
        memref.store %1631, %alloca_85[] : memref<f32>
        %1632 = memref.load %alloca_86[] : memref<f32>
        %1633 = llvm.intr.fma(%1546, %1576, %1632) : (f32, f32, f32) -> f32
        memref.store %1633, %alloca_86[] : memref<f32>
        %1634 = memref.load %alloca_87[] : memref<f32>
        %1635 = llvm.intr.fma(%1546, %1581, %1634) : (f32, f32, f32) -> f32
        memref.store %1635, %alloca_87[] : memref<f32>
        %1636 = memref.load %alloca_88[] : memref<f32>
        %1637 = llvm.intr.fma(%1546, %1586, %1636) : (f32, f32, f32) -> f32
        memref.store %1637, %alloca_88[] : memref<f32>
        %1638 = memref.load %alloca_89[] : memref<f32>
        %1639 = llvm.intr.fma(%1546, %1591, %1638) : (f32, f32, f32) -> f32
        memref.store %1639, %alloca_89[] : memref<f32>
        %1640 = memref.load %alloca_90[] : memref<f32>
        %1641 = llvm.intr.fma(%1551, %1556, %1640) : (f32, f32, f32) -> f32
        memref.store %1641, %alloca_90[] : memref<f32>
        %1642 = memref.load %alloca_91[] : memref<f32>
        %1643 = llvm.intr.fma(%1551, %1561, %1642) : (f32, f32, f32) -> f32
        memref.store %1643, %alloca_91[] : memref<f32>
        %1644 = memref.load %alloca_92[] : memref<f32>
        %1645 = llvm.intr.fma(%1551, %1566, %1644) : (f32, f32, f32) -> f32
        memref.store %1645, %alloca_92[] : memref<f32>
        %1646 = memref.load %alloca_93[] : memref<f32>
        %1647 = llvm.intr.fma(%1551, %1571, %1646) : (f32, f32, f32) -> f32
        memref.store %1647, %alloca_93[] : memref<f32>
        %1648 = memref.load %alloca_94[] : memref<f32>
        %1649 = llvm.intr.fma(%1551, %1576, %1648) : (f32, f32, f32) -> f32
        memref.store %1649, %alloca_94[] : memref<f32>
        %1650 = memref.load %alloca_95[] : memref<f32>
        %1651 = llvm.intr.fma(%1551, %1581, %1650) : (f32, f32, f32) -> f32
        memref.store %1651, %alloca_95[] : memref<f32>
        %1652 = memref.load %alloca_96[] : memref<f32>
        %1653 = llvm.intr.fma(%1551, %1586, %1652) : (f32, f32, f32) -> f32
        memref.store %1653, %alloca_96[] : memref<f32>
        %1654 = memref.load %alloca_97[] : memref<f32>
        %1655 = llvm.intr.fma(%1551, %1591, %1654) : (f32, f32, f32) -> f32
        memref.store %1655, %alloca_97[] : memref<f32>
        %1656 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_501 = arith.constant 26880 : i64
        %1657 = llvm.getelementptr %1656[%c26880_i64_501] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1161_i64 = arith.constant 1161 : i64
        %1658 = arith.addi %377, %c1161_i64 : i64
        %1659 = llvm.getelementptr %1657[%1658] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1660 = llvm.load %1659 : !llvm.ptr<3> -> f32
        %1661 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_502 = arith.constant 26880 : i64
        %1662 = llvm.getelementptr %1661[%c26880_i64_502] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1193_i64 = arith.constant 1193 : i64
        %1663 = arith.addi %377, %c1193_i64 : i64
        %1664 = llvm.getelementptr %1662[%1663] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1665 = llvm.load %1664 : !llvm.ptr<3> -> f32
        %1666 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_503 = arith.constant 26880 : i64
        %1667 = llvm.getelementptr %1666[%c26880_i64_503] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1225_i64 = arith.constant 1225 : i64
        %1668 = arith.addi %377, %c1225_i64 : i64
        %1669 = llvm.getelementptr %1667[%1668] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1670 = llvm.load %1669 : !llvm.ptr<3> -> f32
        %1671 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_504 = arith.constant 26880 : i64
        %1672 = llvm.getelementptr %1671[%c26880_i64_504] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1257_i64 = arith.constant 1257 : i64
        %1673 = arith.addi %377, %c1257_i64 : i64
        %1674 = llvm.getelementptr %1672[%1673] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1675 = llvm.load %1674 : !llvm.ptr<3> -> f32
        %1676 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_505 = arith.constant 33600 : i64
        %1677 = llvm.getelementptr %1676[%c33600_i64_505] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1152_i64 = arith.constant 1152 : i64
        %1678 = arith.addi %379, %c1152_i64 : i64
        %1679 = llvm.getelementptr %1677[%1678] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1680 = llvm.load %1679 : !llvm.ptr<3> -> f32
        %1681 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_506 = arith.constant 33600 : i64
        %1682 = llvm.getelementptr %1681[%c33600_i64_506] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1153_i64 = arith.constant 1153 : i64
        %1683 = arith.addi %379, %c1153_i64 : i64
        %1684 = llvm.getelementptr %1682[%1683] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1685 = llvm.load %1684 : !llvm.ptr<3> -> f32
        %1686 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_507 = arith.constant 33600 : i64
        %1687 = llvm.getelementptr %1686[%c33600_i64_507] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1154_i64 = arith.constant 1154 : i64
        %1688 = arith.addi %379, %c1154_i64 : i64
        %1689 = llvm.getelementptr %1687[%1688] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1690 = llvm.load %1689 : !llvm.ptr<3> -> f32
        %1691 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_508 = arith.constant 33600 : i64
        %1692 = llvm.getelementptr %1691[%c33600_i64_508] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1155_i64 = arith.constant 1155 : i64
        %1693 = arith.addi %379, %c1155_i64 : i64
        %1694 = llvm.getelementptr %1692[%1693] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1695 = llvm.load %1694 : !llvm.ptr<3> -> f32
        %1696 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_509 = arith.constant 33600 : i64
        %1697 = llvm.getelementptr %1696[%c33600_i64_509] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1156_i64 = arith.constant 1156 : i64
        %1698 = arith.addi %379, %c1156_i64 : i64
        %1699 = llvm.getelementptr %1697[%1698] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1700 = llvm.load %1699 : !llvm.ptr<3> -> f32
        %1701 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_510 = arith.constant 33600 : i64
        %1702 = llvm.getelementptr %1701[%c33600_i64_510] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1157_i64 = arith.constant 1157 : i64
        %1703 = arith.addi %379, %c1157_i64 : i64
        %1704 = llvm.getelementptr %1702[%1703] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1705 = llvm.load %1704 : !llvm.ptr<3> -> f32
        %1706 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_511 = arith.constant 33600 : i64
        %1707 = llvm.getelementptr %1706[%c33600_i64_511] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1158_i64 = arith.constant 1158 : i64
        %1708 = arith.addi %379, %c1158_i64 : i64
        %1709 = llvm.getelementptr %1707[%1708] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1710 = llvm.load %1709 : !llvm.ptr<3> -> f32
        %1711 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_512 = arith.constant 33600 : i64
        %1712 = llvm.getelementptr %1711[%c33600_i64_512] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1159_i64 = arith.constant 1159 : i64
        %1713 = arith.addi %379, %c1159_i64 : i64
        %1714 = llvm.getelementptr %1712[%1713] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1715 = llvm.load %1714 : !llvm.ptr<3> -> f32
        %1716 = memref.load %alloca_66[] : memref<f32>
        %1717 = llvm.intr.fma(%1660, %1680, %1716) : (f32, f32, f32) -> f32
        memref.store %1717, %alloca_66[] : memref<f32>
        %1718 = memref.load %alloca_67[] : memref<f32>
        %1719 = llvm.intr.fma(%1660, %1685, %1718) : (f32, f32, f32) -> f32
        memref.store %1719, %alloca_67[] : memref<f32>
        %1720 = memref.load %alloca_68[] : memref<f32>
        %1721 = llvm.intr.fma(%1660, %1690, %1720) : (f32, f32, f32) -> f32
        memref.store %1721, %alloca_68[] : memref<f32>
        %1722 = memref.load %alloca_69[] : memref<f32>
        %1723 = llvm.intr.fma(%1660, %1695, %1722) : (f32, f32, f32) -> f32
        memref.store %1723, %alloca_69[] : memref<f32>
        %1724 = memref.load %alloca_70[] : memref<f32>
        %1725 = llvm.intr.fma(%1660, %1700, %1724) : (f32, f32, f32) -> f32
        memref.store %1725, %alloca_70[] : memref<f32>
        %1726 = memref.load %alloca_71[] : memref<f32>
        %1727 = llvm.intr.fma(%1660, %1705, %1726) : (f32, f32, f32) -> f32
        memref.store %1727, %alloca_71[] : memref<f32>
        %1728 = memref.load %alloca_72[] : memref<f32>
        %1729 = llvm.intr.fma(%1660, %1710, %1728) : (f32, f32, f32) -> f32
        memref.store %1729, %alloca_72[] : memref<f32>
        %1730 = memref.load %alloca_73[] : memref<f32>
        %1731 = llvm.intr.fma(%1660, %1715, %1730) : (f32, f32, f32) -> f32
        memref.store %1731, %alloca_73[] : memref<f32>
        %1732 = memref.load %alloca_74[] : memref<f32>
        %1733 = llvm.intr.fma(%1665, %1680, %1732) : (f32, f32, f32) -> f32
        memref.store %1733, %alloca_74[] : memref<f32>
        %1734 = memref.load %alloca_75[] : memref<f32>
        %1735 = llvm.intr.fma(%1665, %1685, %1734) : (f32, f32, f32) -> f32
        memref.store %1735, %alloca_75[] : memref<f32>
        %1736 = memref.load %alloca_76[] : memref<f32>
        %1737 = llvm.intr.fma(%1665, %1690, %1736) : (f32, f32, f32) -> f32
        memref.store %1737, %alloca_76[] : memref<f32>
        %1738 = memref.load %alloca_77[] : memref<f32>
        %1739 = llvm.intr.fma(%1665, %1695, %1738) : (f32, f32, f32) -> f32
        memref.store %1739, %alloca_77[] : memref<f32>
        %1740 = memref.load %alloca_78[] : memref<f32>
        %1741 = llvm.intr.fma(%1665, %1700, %1740) : (f32, f32, f32) -> f32
        memref.store %1741, %alloca_78[] : memref<f32>
        %1742 = memref.load %alloca_79[] : memref<f32>
        %1743 = llvm.intr.fma(%1665, %1705, %1742) : (f32, f32, f32) -> f32
        memref.store %1743, %alloca_79[] : memref<f32>
        %1744 = memref.load %alloca_80[] : memref<f32>
        %1745 = llvm.intr.fma(%1665, %1710, %1744) : (f32, f32, f32) -> f32
        memref.store %1745, %alloca_80[] : memref<f32>
        %1746 = memref.load %alloca_81[] : memref<f32>
        %1747 = llvm.intr.fma(%1665, %1715, %1746) : (f32, f32, f32) -> f32
        memref.store %1747, %alloca_81[] : memref<f32>
        %1748 = memref.load %alloca_82[] : memref<f32>
        %1749 = llvm.intr.fma(%1670, %1680, %1748) : (f32, f32, f32) -> f32
        memref.store %1749, %alloca_82[] : memref<f32>
        %1750 = memref.load %alloca_83[] : memref<f32>
        %1751 = llvm.intr.fma(%1670, %1685, %1750) : (f32, f32, f32) -> f32
        memref.store %1751, %alloca_83[] : memref<f32>
        %1752 = memref.load %alloca_84[] : memref<f32>
        %1753 = llvm.intr.fma(%1670, %1690, %1752) : (f32, f32, f32) -> f32
        memref.store %1753, %alloca_84[] : memref<f32>
        %1754 = memref.load %alloca_85[] : memref<f32>
        %1755 = llvm.intr.fma(%1670, %1695, %1754) : (f32, f32, f32) -> f32
        memref.store %1755, %alloca_85[] : memref<f32>
        %1756 = memref.load %alloca_86[] : memref<f32>
        %1757 = llvm.intr.fma(%1670, %1700, %1756) : (f32, f32, f32) -> f32
        memref.store %1757, %alloca_86[] : memref<f32>
        %1758 = memref.load %alloca_87[] : memref<f32>
        %1759 = llvm.intr.fma(%1670, %1705, %1758) : (f32, f32, f32) -> f32
        memref.store %1759, %alloca_87[] : memref<f32>
        %1760 = memref.load %alloca_88[] : memref<f32>
        %1761 = llvm.intr.fma(%1670, %1710, %1760) : (f32, f32, f32) -> f32
        memref.store %1761, %alloca_88[] : memref<f32>
        %1762 = memref.load %alloca_89[] : memref<f32>
        %1763 = llvm.intr.fma(%1670, %1715, %1762) : (f32, f32, f32) -> f32
        memref.store %1763, %alloca_89[] : memref<f32>
        %1764 = memref.load %alloca_90[] : memref<f32>
        %1765 = llvm.intr.fma(%1675, %1680, %1764) : (f32, f32, f32) -> f32
        memref.store %1765, %alloca_90[] : memref<f32>
        %1766 = memref.load %alloca_91[] : memref<f32>
        %1767 = llvm.intr.fma(%1675, %1685, %1766) : (f32, f32, f32) -> f32
        memref.store %1767, %alloca_91[] : memref<f32>
        %1768 = memref.load %alloca_92[] : memref<f32>
        %1769 = llvm.intr.fma(%1675, %1690, %1768) : (f32, f32, f32) -> f32
        memref.store %1769, %alloca_92[] : memref<f32>
        %1770 = memref.load %alloca_93[] : memref<f32>
        %1771 = llvm.intr.fma(%1675, %1695, %1770) : (f32, f32, f32) -> f32
        memref.store %1771, %alloca_93[] : memref<f32>
        %1772 = memref.load %alloca_94[] : memref<f32>
        %1773 = llvm.intr.fma(%1675, %1700, %1772) : (f32, f32, f32) -> f32
        memref.store %1773, %alloca_94[] : memref<f32>
        %1774 = memref.load %alloca_95[] : memref<f32>
        %1775 = llvm.intr.fma(%1675, %1705, %1774) : (f32, f32, f32) -> f32
        memref.store %1775, %alloca_95[] : memref<f32>
        %1776 = memref.load %alloca_96[] : memref<f32>
        %1777 = llvm.intr.fma(%1675, %1710, %1776) : (f32, f32, f32) -> f32
        memref.store %1777, %alloca_96[] : memref<f32>
        %1778 = memref.load %alloca_97[] : memref<f32>
        %1779 = llvm.intr.fma(%1675, %1715, %1778) : (f32, f32, f32) -> f32
        memref.store %1779, %alloca_97[] : memref<f32>
        %1780 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_513 = arith.constant 26880 : i64
        %1781 = llvm.getelementptr %1780[%c26880_i64_513] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1290_i64 = arith.constant 1290 : i64
        %1782 = arith.addi %377, %c1290_i64 : i64
        %1783 = llvm.getelementptr %1781[%1782] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1784 = llvm.load %1783 : !llvm.ptr<3> -> f32
        %1785 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_514 = arith.constant 26880 : i64
        %1786 = llvm.getelementptr %1785[%c26880_i64_514] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1322_i64 = arith.constant 1322 : i64
        %1787 = arith.addi %377, %c1322_i64 : i64
        %1788 = llvm.getelementptr %1786[%1787] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1789 = llvm.load %1788 : !llvm.ptr<3> -> f32
        %1790 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_515 = arith.constant 26880 : i64
        %1791 = llvm.getelementptr %1790[%c26880_i64_515] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1354_i64 = arith.constant 1354 : i64
        %1792 = arith.addi %377, %c1354_i64 : i64
        %1793 = llvm.getelementptr %1791[%1792] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1794 = llvm.load %1793 : !llvm.ptr<3> -> f32
        %1795 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_516 = arith.constant 26880 : i64
        %1796 = llvm.getelementptr %1795[%c26880_i64_516] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1386_i64 = arith.constant 1386 : i64
        %1797 = arith.addi %377, %c1386_i64 : i64
        %1798 = llvm.getelementptr %1796[%1797] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1799 = llvm.load %1798 : !llvm.ptr<3> -> f32
        %1800 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_517 = arith.constant 33600 : i64
        %1801 = llvm.getelementptr %1800[%c33600_i64_517] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1280_i64 = arith.constant 1280 : i64
        %1802 = arith.addi %379, %c1280_i64 : i64
        %1803 = llvm.getelementptr %1801[%1802] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1804 = llvm.load %1803 : !llvm.ptr<3> -> f32
        %1805 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_518 = arith.constant 33600 : i64
        %1806 = llvm.getelementptr %1805[%c33600_i64_518] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1281_i64 = arith.constant 1281 : i64
        %1807 = arith.addi %379, %c1281_i64 : i64
        %1808 = llvm.getelementptr %1806[%1807] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1809 = llvm.load %1808 : !llvm.ptr<3> -> f32
        %1810 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_519 = arith.constant 33600 : i64
        %1811 = llvm.getelementptr %1810[%c33600_i64_519] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1282_i64 = arith.constant 1282 : i64
        %1812 = arith.addi %379, %c1282_i64 : i64
        %1813 = llvm.getelementptr %1811[%1812] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1814 = llvm.load %1813 : !llvm.ptr<3> -> f32
        %1815 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_520 = arith.constant 33600 : i64
        %1816 = llvm.getelementptr %1815[%c33600_i64_520] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1283_i64 = arith.constant 1283 : i64
        %1817 = arith.addi %379, %c1283_i64 : i64
        %1818 = llvm.getelementptr %1816[%1817] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1819 = llvm.load %1818 : !llvm.ptr<3> -> f32
        %1820 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_521 = arith.constant 33600 : i64
        %1821 = llvm.getelementptr %1820[%c33600_i64_521] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1284_i64 = arith.constant 1284 : i64
        %1822 = arith.addi %379, %c1284_i64 : i64
        %1823 = llvm.getelementptr %1821[%1822] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1824 = llvm.load %1823 : !llvm.ptr<3> -> f32
        %1825 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_522 = arith.constant 33600 : i64
        %1826 = llvm.getelementptr %1825[%c33600_i64_522] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1285_i64 = arith.constant 1285 : i64
        %1827 = arith.addi %379, %c1285_i64 : i64
        %1828 = llvm.getelementptr %1826[%1827] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1829 = llvm.load %1828 : !llvm.ptr<3> -> f32
        %1830 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_523 = arith.constant 33600 : i64
        %1831 = llvm.getelementptr %1830[%c33600_i64_523] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1286_i64 = arith.constant 1286 : i64
        %1832 = arith.addi %379, %c1286_i64 : i64
        %1833 = llvm.getelementptr %1831[%1832] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1834 = llvm.load %1833 : !llvm.ptr<3> -> f32
        %1835 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_524 = arith.constant 33600 : i64
        %1836 = llvm.getelementptr %1835[%c33600_i64_524] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1287_i64 = arith.constant 1287 : i64
        %1837 = arith.addi %379, %c1287_i64 : i64
        %1838 = llvm.getelementptr %1836[%1837] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1839 = llvm.load %1838 : !llvm.ptr<3> -> f32
        %1840 = memref.load %alloca_66[] : memref<f32>
        %1841 = llvm.intr.fma(%1784, %1804, %1840) : (f32, f32, f32) -> f32
        memref.store %1841, %alloca_66[] : memref<f32>
        %1842 = memref.load %alloca_67[] : memref<f32>
        %1843 = llvm.intr.fma(%1784, %1809, %1842) : (f32, f32, f32) -> f32
        memref.store %1843, %alloca_67[] : memref<f32>
        %1844 = memref.load %alloca_68[] : memref<f32>
        %1845 = llvm.intr.fma(%1784, %1814, %1844) : (f32, f32, f32) -> f32
        memref.store %1845, %alloca_68[] : memref<f32>
        %1846 = memref.load %alloca_69[] : memref<f32>
        %1847 = llvm.intr.fma(%1784, %1819, %1846) : (f32, f32, f32) -> f32
        memref.store %1847, %alloca_69[] : memref<f32>
        %1848 = memref.load %alloca_70[] : memref<f32>
        %1849 = llvm.intr.fma(%1784, %1824, %1848) : (f32, f32, f32) -> f32
        memref.store %1849, %alloca_70[] : memref<f32>
        %1850 = memref.load %alloca_71[] : memref<f32>
        %1851 = llvm.intr.fma(%1784, %1829, %1850) : (f32, f32, f32) -> f32
        memref.store %1851, %alloca_71[] : memref<f32>
        %1852 = memref.load %alloca_72[] : memref<f32>
        %1853 = llvm.intr.fma(%1784, %1834, %1852) : (f32, f32, f32) -> f32
        memref.store %1853, %alloca_72[] : memref<f32>
        %1854 = memref.load %alloca_73[] : memref<f32>
        %1855 = llvm.intr.fma(%1784, %1839, %1854) : (f32, f32, f32) -> f32
        memref.store %1855, %alloca_73[] : memref<f32>
        %1856 = memref.load %alloca_74[] : memref<f32>
        %1857 = llvm.intr.fma(%1789, %1804, %1856) : (f32, f32, f32) -> f32
        memref.store %1857, %alloca_74[] : memref<f32>
        %1858 = memref.load %alloca_75[] : memref<f32>
        %1859 = llvm.intr.fma(%1789, %1809, %1858) : (f32, f32, f32) -> f32
        memref.store %1859, %alloca_75[] : memref<f32>
        %1860 = memref.load %alloca_76[] : memref<f32>
        %1861 = llvm.intr.fma(%1789, %1814, %1860) : (f32, f32, f32) -> f32
        memref.store %1861, %alloca_76[] : memref<f32>
        %1862 = memref.load %alloca_77[] : memref<f32>
        %1863 = llvm.intr.fma(%1789, %1819, %1862) : (f32, f32, f32) -> f32
        memref.store %1863, %alloca_77[] : memref<f32>
        %1864 = memref.load %alloca_78[] : memref<f32>
        %1865 = llvm.intr.fma(%1789, %1824, %1864) : (f32, f32, f32) -> f32
        memref.store %1865, %alloca_78[] : memref<f32>
        %1866 = memref.load %alloca_79[] : memref<f32>
        %1867 = llvm.intr.fma(%1789, %1829, %1866) : (f32, f32, f32) -> f32
        memref.store %1867, %alloca_79[] : memref<f32>
        %1868 = memref.load %alloca_80[] : memref<f32>
        %1869 = llvm.intr.fma(%1789, %1834, %1868) : (f32, f32, f32) -> f32
        memref.store %1869, %alloca_80[] : memref<f32>
        %1870 = memref.load %alloca_81[] : memref<f32>
        %1871 = llvm.intr.fma(%1789, %1839, %1870) : (f32, f32, f32) -> f32
        memref.store %1871, %alloca_81[] : memref<f32>
        %1872 = memref.load %alloca_82[] : memref<f32>
        %1873 = llvm.intr.fma(%1794, %1804, %1872) : (f32, f32, f32) -> f32
        memref.store %1873, %alloca_82[] : memref<f32>
        %1874 = memref.load %alloca_83[] : memref<f32>
        %1875 = llvm.intr.fma(%1794, %1809, %1874) : (f32, f32, f32) -> f32
        memref.store %1875, %alloca_83[] : memref<f32>
        %1876 = memref.load %alloca_84[] : memref<f32>
        %1877 = llvm.intr.fma(%1794, %1814, %1876) : (f32, f32, f32) -> f32
        memref.store %1877, %alloca_84[] : memref<f32>
        %1878 = memref.load %alloca_85[] : memref<f32>
        %1879 = llvm.intr.fma(%1794, %1819, %1878) : (f32, f32, f32) -> f32
        memref.store %1879, %alloca_85[] : memref<f32>
        %1880 = memref.load %alloca_86[] : memref<f32>
        %1881 = llvm.intr.fma(%1794, %1824, %1880) : (f32, f32, f32) -> f32
        memref.store %1881, %alloca_86[] : memref<f32>
        %1882 = memref.load %alloca_87[] : memref<f32>
        %1883 = llvm.intr.fma(%1794, %1829, %1882) : (f32, f32, f32) -> f32
        memref.store %1883, %alloca_87[] : memref<f32>
        %1884 = memref.load %alloca_88[] : memref<f32>
        %1885 = llvm.intr.fma(%1794, %1834, %1884) : (f32, f32, f32) -> f32
        memref.store %1885, %alloca_88[] : memref<f32>
        %1886 = memref.load %alloca_89[] : memref<f32>
        %1887 = llvm.intr.fma(%1794, %1839, %1886) : (f32, f32, f32) -> f32
        memref.store %1887, %alloca_89[] : memref<f32>
        %1888 = memref.load %alloca_90[] : memref<f32>
        %1889 = llvm.intr.fma(%1799, %1804, %1888) : (f32, f32, f32) -> f32
        memref.store %1889, %alloca_90[] : memref<f32>
        %1890 = memref.load %alloca_91[] : memref<f32>
        %1891 = llvm.intr.fma(%1799, %1809, %1890) : (f32, f32, f32) -> f32
        memref.store %1891, %alloca_91[] : memref<f32>
        %1892 = memref.load %alloca_92[] : memref<f32>
        %1893 = llvm.intr.fma(%1799, %1814, %1892) : (f32, f32, f32) -> f32
        memref.store %1893, %alloca_92[] : memref<f32>
        %1894 = memref.load %alloca_93[] : memref<f32>
        %1895 = llvm.intr.fma(%1799, %1819, %1894) : (f32, f32, f32) -> f32
        memref.store %1895, %alloca_93[] : memref<f32>
        %1896 = memref.load %alloca_94[] : memref<f32>
        %1897 = llvm.intr.fma(%1799, %1824, %1896) : (f32, f32, f32) -> f32
        memref.store %1897, %alloca_94[] : memref<f32>
        %1898 = memref.load %alloca_95[] : memref<f32>
        %1899 = llvm.intr.fma(%1799, %1829, %1898) : (f32, f32, f32) -> f32
        memref.store %1899, %alloca_95[] : memref<f32>
        %1900 = memref.load %alloca_96[] : memref<f32>
        %1901 = llvm.intr.fma(%1799, %1834, %1900) : (f32, f32, f32) -> f32
        memref.store %1901, %alloca_96[] : memref<f32>
        %1902 = memref.load %alloca_97[] : memref<f32>
        %1903 = llvm.intr.fma(%1799, %1839, %1902) : (f32, f32, f32) -> f32
        memref.store %1903, %alloca_97[] : memref<f32>
        %1904 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_525 = arith.constant 26880 : i64
        %1905 = llvm.getelementptr %1904[%c26880_i64_525] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1419_i64 = arith.constant 1419 : i64
        %1906 = arith.addi %377, %c1419_i64 : i64
        %1907 = llvm.getelementptr %1905[%1906] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1908 = llvm.load %1907 : !llvm.ptr<3> -> f32
        %1909 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_526 = arith.constant 26880 : i64
        %1910 = llvm.getelementptr %1909[%c26880_i64_526] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1451_i64 = arith.constant 1451 : i64
        %1911 = arith.addi %377, %c1451_i64 : i64
        %1912 = llvm.getelementptr %1910[%1911] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1913 = llvm.load %1912 : !llvm.ptr<3> -> f32
        %1914 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_527 = arith.constant 26880 : i64
        %1915 = llvm.getelementptr %1914[%c26880_i64_527] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1483_i64 = arith.constant 1483 : i64
        %1916 = arith.addi %377, %c1483_i64 : i64
        %1917 = llvm.getelementptr %1915[%1916] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1918 = llvm.load %1917 : !llvm.ptr<3> -> f32
        %1919 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_528 = arith.constant 26880 : i64
        %1920 = llvm.getelementptr %1919[%c26880_i64_528] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1515_i64 = arith.constant 1515 : i64
        %1921 = arith.addi %377, %c1515_i64 : i64
        %1922 = llvm.getelementptr %1920[%1921] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1923 = llvm.load %1922 : !llvm.ptr<3> -> f32
        %1924 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_529 = arith.constant 33600 : i64
        %1925 = llvm.getelementptr %1924[%c33600_i64_529] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1408_i64 = arith.constant 1408 : i64
        %1926 = arith.addi %379, %c1408_i64 : i64
        %1927 = llvm.getelementptr %1925[%1926] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1928 = llvm.load %1927 : !llvm.ptr<3> -> f32
        %1929 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_530 = arith.constant 33600 : i64
        %1930 = llvm.getelementptr %1929[%c33600_i64_530] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1409_i64 = arith.constant 1409 : i64
        %1931 = arith.addi %379, %c1409_i64 : i64
        %1932 = llvm.getelementptr %1930[%1931] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1933 = llvm.load %1932 : !llvm.ptr<3> -> f32
        %1934 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_531 = arith.constant 33600 : i64
        %1935 = llvm.getelementptr %1934[%c33600_i64_531] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1410_i64 = arith.constant 1410 : i64
        %1936 = arith.addi %379, %c1410_i64 : i64
        %1937 = llvm.getelementptr %1935[%1936] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1938 = llvm.load %1937 : !llvm.ptr<3> -> f32
        %1939 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_532 = arith.constant 33600 : i64
        %1940 = llvm.getelementptr %1939[%c33600_i64_532] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1411_i64 = arith.constant 1411 : i64
        %1941 = arith.addi %379, %c1411_i64 : i64
        %1942 = llvm.getelementptr %1940[%1941] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1943 = llvm.load %1942 : !llvm.ptr<3> -> f32
        %1944 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_533 = arith.constant 33600 : i64
        %1945 = llvm.getelementptr %1944[%c33600_i64_533] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1412_i64 = arith.constant 1412 : i64
        %1946 = arith.addi %379, %c1412_i64 : i64
        %1947 = llvm.getelementptr %1945[%1946] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1948 = llvm.load %1947 : !llvm.ptr<3> -> f32
        %1949 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_534 = arith.constant 33600 : i64
        %1950 = llvm.getelementptr %1949[%c33600_i64_534] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1413_i64 = arith.constant 1413 : i64
        %1951 = arith.addi %379, %c1413_i64 : i64
        %1952 = llvm.getelementptr %1950[%1951] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1953 = llvm.load %1952 : !llvm.ptr<3> -> f32
        %1954 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_535 = arith.constant 33600 : i64
        %1955 = llvm.getelementptr %1954[%c33600_i64_535] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1414_i64 = arith.constant 1414 : i64
        %1956 = arith.addi %379, %c1414_i64 : i64
        %1957 = llvm.getelementptr %1955[%1956] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1958 = llvm.load %1957 : !llvm.ptr<3> -> f32
        %1959 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_536 = arith.constant 33600 : i64
        %1960 = llvm.getelementptr %1959[%c33600_i64_536] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1415_i64 = arith.constant 1415 : i64
        %1961 = arith.addi %379, %c1415_i64 : i64
        %1962 = llvm.getelementptr %1960[%1961] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1963 = llvm.load %1962 : !llvm.ptr<3> -> f32
        %1964 = memref.load %alloca_66[] : memref<f32>
        %1965 = llvm.intr.fma(%1908, %1928, %1964) : (f32, f32, f32) -> f32
        memref.store %1965, %alloca_66[] : memref<f32>
        %1966 = memref.load %alloca_67[] : memref<f32>
        %1967 = llvm.intr.fma(%1908, %1933, %1966) : (f32, f32, f32) -> f32
        memref.store %1967, %alloca_67[] : memref<f32>
        %1968 = memref.load %alloca_68[] : memref<f32>
        %1969 = llvm.intr.fma(%1908, %1938, %1968) : (f32, f32, f32) -> f32
        memref.store %1969, %alloca_68[] : memref<f32>
        %1970 = memref.load %alloca_69[] : memref<f32>
        %1971 = llvm.intr.fma(%1908, %1943, %1970) : (f32, f32, f32) -> f32
        memref.store %1971, %alloca_69[] : memref<f32>
        %1972 = memref.load %alloca_70[] : memref<f32>
        %1973 = llvm.intr.fma(%1908, %1948, %1972) : (f32, f32, f32) -> f32
        memref.store %1973, %alloca_70[] : memref<f32>
        %1974 = memref.load %alloca_71[] : memref<f32>
        %1975 = llvm.intr.fma(%1908, %1953, %1974) : (f32, f32, f32) -> f32
        memref.store %1975, %alloca_71[] : memref<f32>
        %1976 = memref.load %alloca_72[] : memref<f32>
        %1977 = llvm.intr.fma(%1908, %1958, %1976) : (f32, f32, f32) -> f32
        memref.store %1977, %alloca_72[] : memref<f32>
        %1978 = memref.load %alloca_73[] : memref<f32>
        %1979 = llvm.intr.fma(%1908, %1963, %1978) : (f32, f32, f32) -> f32
        memref.store %1979, %alloca_73[] : memref<f32>
        %1980 = memref.load %alloca_74[] : memref<f32>
        %1981 = llvm.intr.fma(%1913, %1928, %1980) : (f32, f32, f32) -> f32
        memref.store %1981, %alloca_74[] : memref<f32>
        %1982 = memref.load %alloca_75[] : memref<f32>
        %1983 = llvm.intr.fma(%1913, %1933, %1982) : (f32, f32, f32) -> f32
        memref.store %1983, %alloca_75[] : memref<f32>
        %1984 = memref.load %alloca_76[] : memref<f32>
        %1985 = llvm.intr.fma(%1913, %1938, %1984) : (f32, f32, f32) -> f32
        memref.store %1985, %alloca_76[] : memref<f32>
        %1986 = memref.load %alloca_77[] : memref<f32>
        %1987 = llvm.intr.fma(%1913, %1943, %1986) : (f32, f32, f32) -> f32
        memref.store %1987, %alloca_77[] : memref<f32>
        %1988 = memref.load %alloca_78[] : memref<f32>
        %1989 = llvm.intr.fma(%1913, %1948, %1988) : (f32, f32, f32) -> f32
        memref.store %1989, %alloca_78[] : memref<f32>
        %1990 = memref.load %alloca_79[] : memref<f32>
        %1991 = llvm.intr.fma(%1913, %1953, %1990) : (f32, f32, f32) -> f32
        memref.store %1991, %alloca_79[] : memref<f32>
        %1992 = memref.load %alloca_80[] : memref<f32>
        %1993 = llvm.intr.fma(%1913, %1958, %1992) : (f32, f32, f32) -> f32
        memref.store %1993, %alloca_80[] : memref<f32>
        %1994 = memref.load %alloca_81[] : memref<f32>
        %1995 = llvm.intr.fma(%1913, %1963, %1994) : (f32, f32, f32) -> f32
        memref.store %1995, %alloca_81[] : memref<f32>
        %1996 = memref.load %alloca_82[] : memref<f32>
        %1997 = llvm.intr.fma(%1918, %1928, %1996) : (f32, f32, f32) -> f32
        memref.store %1997, %alloca_82[] : memref<f32>
        %1998 = memref.load %alloca_83[] : memref<f32>
        %1999 = llvm.intr.fma(%1918, %1933, %1998) : (f32, f32, f32) -> f32
        memref.store %1999, %alloca_83[] : memref<f32>
        %2000 = memref.load %alloca_84[] : memref<f32>
        %2001 = llvm.intr.fma(%1918, %1938, %2000) : (f32, f32, f32) -> f32
        memref.store %2001, %alloca_84[] : memref<f32>
        %2002 = memref.load %alloca_85[] : memref<f32>
        %2003 = llvm.intr.fma(%1918, %1943, %2002) : (f32, f32, f32) -> f32
        memref.store %2003, %alloca_85[] : memref<f32>
        %2004 = memref.load %alloca_86[] : memref<f32>
        %2005 = llvm.intr.fma(%1918, %1948, %2004) : (f32, f32, f32) -> f32
        memref.store %2005, %alloca_86[] : memref<f32>
        %2006 = memref.load %alloca_87[] : memref<f32>
        %2007 = llvm.intr.fma(%1918, %1953, %2006) : (f32, f32, f32) -> f32
        memref.store %2007, %alloca_87[] : memref<f32>
        %2008 = memref.load %alloca_88[] : memref<f32>
        %2009 = llvm.intr.fma(%1918, %1958, %2008) : (f32, f32, f32) -> f32
        memref.store %2009, %alloca_88[] : memref<f32>
        %2010 = memref.load %alloca_89[] : memref<f32>
        %2011 = llvm.intr.fma(%1918, %1963, %2010) : (f32, f32, f32) -> f32
        memref.store %2011, %alloca_89[] : memref<f32>
        %2012 = memref.load %alloca_90[] : memref<f32>
        %2013 = llvm.intr.fma(%1923, %1928, %2012) : (f32, f32, f32) -> f32
        memref.store %2013, %alloca_90[] : memref<f32>
        %2014 = memref.load %alloca_91[] : memref<f32>
        %2015 = llvm.intr.fma(%1923, %1933, %2014) : (f32, f32, f32) -> f32
        memref.store %2015, %alloca_91[] : memref<f32>
        %2016 = memref.load %alloca_92[] : memref<f32>
        %2017 = llvm.intr.fma(%1923, %1938, %2016) : (f32, f32, f32) -> f32
        memref.store %2017, %alloca_92[] : memref<f32>
        %2018 = memref.load %alloca_93[] : memref<f32>
        %2019 = llvm.intr.fma(%1923, %1943, %2018) : (f32, f32, f32) -> f32
        memref.store %2019, %alloca_93[] : memref<f32>
        %2020 = memref.load %alloca_94[] : memref<f32>
        %2021 = llvm.intr.fma(%1923, %1948, %2020) : (f32, f32, f32) -> f32
        memref.store %2021, %alloca_94[] : memref<f32>
        %2022 = memref.load %alloca_95[] : memref<f32>
        %2023 = llvm.intr.fma(%1923, %1953, %2022) : (f32, f32, f32) -> f32
        memref.store %2023, %alloca_95[] : memref<f32>
        %2024 = memref.load %alloca_96[] : memref<f32>
        %2025 = llvm.intr.fma(%1923, %1958, %2024) : (f32, f32, f32) -> f32
        memref.store %2025, %alloca_96[] : memref<f32>
        %2026 = memref.load %alloca_97[] : memref<f32>
        %2027 = llvm.intr.fma(%1923, %1963, %2026) : (f32, f32, f32) -> f32
        memref.store %2027, %alloca_97[] : memref<f32>
        %2028 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_537 = arith.constant 26880 : i64
        %2029 = llvm.getelementptr %2028[%c26880_i64_537] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1548_i64 = arith.constant 1548 : i64
        %2030 = arith.addi %377, %c1548_i64 : i64
        %2031 = llvm.getelementptr %2029[%2030] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %2032 = llvm.load %2031 : !llvm.ptr<3> -> f32
        %2033 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_538 = arith.constant 26880 : i64
        %2034 = llvm.getelementptr %2033[%c26880_i64_538] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1580_i64 = arith.constant 1580 : i64
        %2035 = arith.addi %377, %c1580_i64 : i64
        %2036 = llvm.getelementptr %2034[%2035] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %2037 = llvm.load %2036 : !llvm.ptr<3> -> f32
        %2038 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_539 = arith.constant 26880 : i64
        %2039 = llvm.getelementptr %2038[%c26880_i64_539] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1612_i64 = arith.constant 1612 : i64
        %2040 = arith.addi %377, %c1612_i64 : i64
        %2041 = llvm.getelementptr %2039[%2040] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %2042 = llvm.load %2041 : !llvm.ptr<3> -> f32
        %2043 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c26880_i64_540 = arith.constant 26880 : i64
        %2044 = llvm.getelementptr %2043[%c26880_i64_540] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1644_i64 = arith.constant 1644 : i64
        %2045 = arith.addi %377, %c1644_i64 : i64
        %2046 = llvm.getelementptr %2044[%2045] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %2047 = llvm.load %2046 : !llvm.ptr<3> -> f32
        %2048 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_541 = arith.constant 33600 : i64
        %2049 = llvm.getelementptr %2048[%c33600_i64_541] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1536_i64_542 = arith.constant 1536 : i64
        %2050 = arith.addi %379, %c1536_i64_542 : i64
        %2051 = llvm.getelementptr %2049[%2050] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %2052 = llvm.load %2051 : !llvm.ptr<3> -> f32
        %2053 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_543 = arith.constant 33600 : i64
        %2054 = llvm.getelementptr %2053[%c33600_i64_543] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1537_i64 = arith.constant 1537 : i64
        %2055 = arith.addi %379, %c1537_i64 : i64
        %2056 = llvm.getelementptr %2054[%2055] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %2057 = llvm.load %2056 : !llvm.ptr<3> -> f32
        %2058 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_544 = arith.constant 33600 : i64
        %2059 = llvm.getelementptr %2058[%c33600_i64_544] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1538_i64 = arith.constant 1538 : i64
        %2060 = arith.addi %379, %c1538_i64 : i64
        %2061 = llvm.getelementptr %2059[%2060] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %2062 = llvm.load %2061 : !llvm.ptr<3> -> f32
        %2063 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_545 = arith.constant 33600 : i64
        %2064 = llvm.getelementptr %2063[%c33600_i64_545] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1539_i64 = arith.constant 1539 : i64
        %2065 = arith.addi %379, %c1539_i64 : i64
        %2066 = llvm.getelementptr %2064[%2065] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %2067 = llvm.load %2066 : !llvm.ptr<3> -> f32
        %2068 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_546 = arith.constant 33600 : i64
        %2069 = llvm.getelementptr %2068[%c33600_i64_546] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1540_i64 = arith.constant 1540 : i64
        %2070 = arith.addi %379, %c1540_i64 : i64
        %2071 = llvm.getelementptr %2069[%2070] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %2072 = llvm.load %2071 : !llvm.ptr<3> -> f32
        %2073 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_547 = arith.constant 33600 : i64
        %2074 = llvm.getelementptr %2073[%c33600_i64_547] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1541_i64 = arith.constant 1541 : i64
        %2075 = arith.addi %379, %c1541_i64 : i64
        %2076 = llvm.getelementptr %2074[%2075] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %2077 = llvm.load %2076 : !llvm.ptr<3> -> f32
        %2078 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_548 = arith.constant 33600 : i64
        %2079 = llvm.getelementptr %2078[%c33600_i64_548] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1542_i64 = arith.constant 1542 : i64
        %2080 = arith.addi %379, %c1542_i64 : i64
        %2081 = llvm.getelementptr %2079[%2080] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %2082 = llvm.load %2081 : !llvm.ptr<3> -> f32
        %2083 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
        %c33600_i64_549 = arith.constant 33600 : i64
        %2084 = llvm.getelementptr %2083[%c33600_i64_549] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1543_i64 = arith.constant 1543 : i64
        %2085 = arith.addi %379, %c1543_i64 : i64
        %2086 = llvm.getelementptr %2084[%2085] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %2087 = llvm.load %2086 : !llvm.ptr<3> -> f32
        %2088 = memref.load %alloca_66[] : memref<f32>
        %2089 = llvm.intr.fma(%2032, %2052, %2088) : (f32, f32, f32) -> f32
        memref.store %2089, %alloca_66[] : memref<f32>
        %2090 = memref.load %alloca_67[] : memref<f32>
        %2091 = llvm.intr.fma(%2032, %2057, %2090) : (f32, f32, f32) -> f32
        memref.store %2091, %alloca_67[] : memref<f32>
        %2092 = memref.load %alloca_68[] : memref<f32>
        %2093 = llvm.intr.fma(%2032, %2062, %2092) : (f32, f32, f32) -> f32
        memref.store %2093, %alloca_68[] : memref<f32>
        %2094 = memref.load %alloca_69[] : memref<f32>
        %2095 = llvm.intr.fma(%2032, %2067, %2094) : (f32, f32, f32) -> f32
        memref.store %2095, %alloca_69[] : memref<f32>
        %2096 = memref.load %alloca_70[] : memref<f32>
        %2097 = llvm.intr.fma(%2032, %2072, %2096) : (f32, f32, f32) -> f32
        memref.store %2097, %alloca_70[] : memref<f32>
        %2098 = memref.load %alloca_71[] : memref<f32>
        %2099 = llvm.intr.fma(%2032, %2077, %2098) : (f32, f32, f32) -> f32
        memref.store %2099, %alloca_71[] : memref<f32>
        %2100 = memref.load %alloca_72[] : memref<f32>
        %2101 = llvm.intr.fma(%2032, %2082, %2100) : (f32, f32, f32) -> f32
        memref.store %2101, %alloca_72[] : memref<f32>
        %2102 = memref.load %alloca_73[] : memref<f32>
        %2103 = llvm.intr.fma(%2032, %2087, %2102) : (f32, f32, f32) -> f32
        memref.store %2103, %alloca_73[] : memref<f32>
        %2104 = memref.load %alloca_74[] : memref<f32>
        %2105 = llvm.intr.fma(%2037, %2052, %2104) : (f32, f32, f32) -> f32
        memref.store %2105, %alloca_74[] : memref<f32>
        %2106 = memref.load %alloca_75[] : memref<f32>
        %2107 = llvm.intr.fma(%2037, %2057, %2106) : (f32, f32, f32) -> f32
        memref.store %2107, %alloca_75[] : memref<f32>
        %2108 = memref.load %alloca_76[] : memref<f32>
        %2109 = llvm.intr.fma(%2037, %2062, %2108) : (f32, f32, f32) -> f32
        memref.store %2109, %alloca_76[] : memref<f32>
        %2110 = memref.load %alloca_77[] : memref<f32>
        %2111 = llvm.intr.fma(%2037, %2067, %2110) : (f32, f32, f32) -> f32
        memref.store %2111, %alloca_77[] : memref<f32>
        %2112 = memref.load %alloca_78[] : memref<f32>
        %2113 = llvm.intr.fma(%2037, %2072, %2112) : (f32, f32, f32) -> f32
        memref.store %2113, %alloca_78[] : memref<f32>
        %2114 = memref.load %alloca_79[] : memref<f32>
        %2115 = llvm.intr.fma(%2037, %2077, %2114) : (f32, f32, f32) -> f32
        memref.store %2115, %alloca_79[] : memref<f32>
        %2116 = memref.load %alloca_80[] : memref<f32>
        %2117 = llvm.intr.fma(%2037, %2082, %2116) : (f32, f32, f32) -> f32
        memref.store %2117, %alloca_80[] : memref<f32>
        %2118 = memref.load %alloca_81[] : memref<f32>
        %2119 = llvm.intr.fma(%2037, %2087, %2118) : (f32, f32, f32) -> f32
        memref.store %2119, %alloca_81[] : memref<f32>
        %2120 = memref.load %alloca_82[] : memref<f32>
        %2121 = llvm.intr.fma(%2042, %2052, %2120) : (f32, f32, f32) -> f32
        memref.store %2121, %alloca_82[] : memref<f32>
        %2122 = memref.load %alloca_83[] : memref<f32>
        %2123 = llvm.intr.fma(%2042, %2057, %2122) : (f32, f32, f32) -> f32
        memref.store %2123, %alloca_83[] : memref<f32>
        %2124 = memref.load %alloca_84[] : memref<f32>
        %2125 = llvm.intr.fma(%2042, %2062, %2124) : (f32, f32, f32) -> f32
        memref.store %2125, %alloca_84[] : memref<f32>
        %2126 = memref.load %alloca_85[] : memref<f32>
        %2127 = llvm.intr.fma(%2042, %2067, %2126) : (f32, f32, f32) -> f32
        memref.store %2127, %alloca_85[] : memref<f32>
        %2128 = memref.load %alloca_86[] : memref<f32>
        %2129 = llvm.intr.fma(%2042, %2072, %2128) : (f32, f32, f32) -> f32
        memref.store %2129, %alloca_86[] : memref<f32>
        %2130 = memref.load %alloca_87[] : memref<f32>
        %2131 = llvm.intr.fma(%2042, %2077, %2130) : (f32, f32, f32) -> f32
        memref.store %2131, %alloca_87[] : memref<f32>
        %2132 = memref.load %alloca_88[] : memref<f32>
        %2133 = llvm.intr.fma(%2042, %2082, %2132) : (f32, f32, f32) -> f32
        memref.store %2133, %alloca_88[] : memref<f32>
        %2134 = memref.load %alloca_89[] : memref<f32>
        %2135 = llvm.intr.fma(%2042, %2087, %2134) : (f32, f32, f32) -> f32
        memref.store %2135, %alloca_89[] : memref<f32>
        %2136 = memref.load %alloca_90[] : memref<f32>
        %2137 = llvm.intr.fma(%2047, %2052, %2136) : (f32, f32, f32) -> f32
        memref.store %2137, %alloca_90[] : memref<f32>
        %2138 = memref.load %alloca_91[] : memref<f32>
        %2139 = llvm.intr.fma(%2047, %2057, %2138) : (f32, f32, f32) -> f32
        memref.store %2139, %alloca_91[] : memref<f32>
        %2140 = memref.load %alloca_92[] : memref<f32>
        %2141 = llvm.intr.fma(%2047, %2062, %2140) : (f32, f32, f32) -> f32
        memref.store %2141, %alloca_92[] : memref<f32>
        %2142 = memref.load %alloca_93[] : memref<f32>
        %2143 = llvm.intr.fma(%2047, %2067, %2142) : (f32, f32, f32) -> f32
        memref.store %2143, %alloca_93[] : memref<f32>
        %2144 = memref.load %alloca_94[] : memref<f32>
        %2145 = llvm.intr.fma(%2047, %2072, %2144) : (f32, f32, f32) -> f32
        memref.store %2145, %alloca_94[] : memref<f32>
        %2146 = memref.load %alloca_95[] : memref<f32>
        %2147 = llvm.intr.fma(%2047, %2077, %2146) : (f32, f32, f32) -> f32
        memref.store %2147, %alloca_95[] : memref<f32>
        %2148 = memref.load %alloca_96[] : memref<f32>
        %2149 = llvm.intr.fma(%2047, %2082, %2148) : (f32, f32, f32) -> f32
        memref.store %2149, %alloca_96[] : memref<f32>
        %2150 = memref.load %alloca_97[] : memref<f32>
        %2151 = llvm.intr.fma(%2047, %2087, %2150) : (f32, f32, f32) -> f32
        memref.store %2151, %alloca_97[] : memref<f32>
      }
      %c100_i64_283 = arith.constant 100 : i64
      %430 = arith.cmpi slt, %377, %c100_i64_283 : i64
      scf.if %430 {
        %c70_i64_337 = arith.constant 70 : i64
        %480 = arith.cmpi slt, %379, %c70_i64_337 : i64
        scf.if %480 {
          %495 = memref.load %alloca_66[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %379, %c100_i64_352 : i64
          %497 = arith.addi %377, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c1_i64_338 = arith.constant 1 : i64
        %481 = arith.addi %379, %c1_i64_338 : i64
        %c70_i64_339 = arith.constant 70 : i64
        %482 = arith.cmpi slt, %481, %c70_i64_339 : i64
        scf.if %482 {
          %495 = memref.load %alloca_67[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %481, %c100_i64_352 : i64
          %497 = arith.addi %377, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c2_i64_340 = arith.constant 2 : i64
        %483 = arith.addi %379, %c2_i64_340 : i64
        %c70_i64_341 = arith.constant 70 : i64
        %484 = arith.cmpi slt, %483, %c70_i64_341 : i64
        scf.if %484 {
          %495 = memref.load %alloca_68[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %483, %c100_i64_352 : i64
          %497 = arith.addi %377, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c3_i64_342 = arith.constant 3 : i64
        %485 = arith.addi %379, %c3_i64_342 : i64
        %c70_i64_343 = arith.constant 70 : i64
        %486 = arith.cmpi slt, %485, %c70_i64_343 : i64
        scf.if %486 {
          %495 = memref.load %alloca_69[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %485, %c100_i64_352 : i64
          %497 = arith.addi %377, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c4_i64_344 = arith.constant 4 : i64
        %487 = arith.addi %379, %c4_i64_344 : i64
        %c70_i64_345 = arith.constant 70 : i64
        %488 = arith.cmpi slt, %487, %c70_i64_345 : i64
        scf.if %488 {
          %495 = memref.load %alloca_70[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %487, %c100_i64_352 : i64
          %497 = arith.addi %377, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c5_i64_346 = arith.constant 5 : i64
        %489 = arith.addi %379, %c5_i64_346 : i64
        %c70_i64_347 = arith.constant 70 : i64
        %490 = arith.cmpi slt, %489, %c70_i64_347 : i64
        scf.if %490 {
          %495 = memref.load %alloca_71[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %489, %c100_i64_352 : i64
          %497 = arith.addi %377, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c6_i64_348 = arith.constant 6 : i64
        %491 = arith.addi %379, %c6_i64_348 : i64
        %c70_i64_349 = arith.constant 70 : i64
        %492 = arith.cmpi slt, %491, %c70_i64_349 : i64
        scf.if %492 {
          %495 = memref.load %alloca_72[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %491, %c100_i64_352 : i64
          %497 = arith.addi %377, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c7_i64_350 = arith.constant 7 : i64
        %493 = arith.addi %379, %c7_i64_350 : i64
        %c70_i64_351 = arith.constant 70 : i64
        %494 = arith.cmpi slt, %493, %c70_i64_351 : i64
        scf.if %494 {
          %495 = memref.load %alloca_73[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %493, %c100_i64_352 : i64
          %497 = arith.addi %377, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
      }
      %c32_i64_284 = arith.constant 32 : i64
      %431 = arith.addi %377, %c32_i64_284 : i64
      %c100_i64_285 = arith.constant 100 : i64
      %432 = arith.cmpi slt, %431, %c100_i64_285 : i64
      scf.if %432 {
        %c70_i64_337 = arith.constant 70 : i64
        %480 = arith.cmpi slt, %379, %c70_i64_337 : i64
        scf.if %480 {
          %495 = memref.load %alloca_74[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %379, %c100_i64_352 : i64
          %497 = arith.addi %431, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c1_i64_338 = arith.constant 1 : i64
        %481 = arith.addi %379, %c1_i64_338 : i64
        %c70_i64_339 = arith.constant 70 : i64
        %482 = arith.cmpi slt, %481, %c70_i64_339 : i64
        scf.if %482 {
          %495 = memref.load %alloca_75[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %481, %c100_i64_352 : i64
          %497 = arith.addi %431, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c2_i64_340 = arith.constant 2 : i64
        %483 = arith.addi %379, %c2_i64_340 : i64
        %c70_i64_341 = arith.constant 70 : i64
        %484 = arith.cmpi slt, %483, %c70_i64_341 : i64
        scf.if %484 {
          %495 = memref.load %alloca_76[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %483, %c100_i64_352 : i64
          %497 = arith.addi %431, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c3_i64_342 = arith.constant 3 : i64
        %485 = arith.addi %379, %c3_i64_342 : i64
        %c70_i64_343 = arith.constant 70 : i64
        %486 = arith.cmpi slt, %485, %c70_i64_343 : i64
        scf.if %486 {
          %495 = memref.load %alloca_77[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %485, %c100_i64_352 : i64
          %497 = arith.addi %431, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c4_i64_344 = arith.constant 4 : i64
        %487 = arith.addi %379, %c4_i64_344 : i64
        %c70_i64_345 = arith.constant 70 : i64
        %488 = arith.cmpi slt, %487, %c70_i64_345 : i64
        scf.if %488 {
          %495 = memref.load %alloca_78[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %487, %c100_i64_352 : i64
          %497 = arith.addi %431, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c5_i64_346 = arith.constant 5 : i64
        %489 = arith.addi %379, %c5_i64_346 : i64
        %c70_i64_347 = arith.constant 70 : i64
        %490 = arith.cmpi slt, %489, %c70_i64_347 : i64
        scf.if %490 {
          %495 = memref.load %alloca_79[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %489, %c100_i64_352 : i64
          %497 = arith.addi %431, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c6_i64_348 = arith.constant 6 : i64
        %491 = arith.addi %379, %c6_i64_348 : i64
        %c70_i64_349 = arith.constant 70 : i64
        %492 = arith.cmpi slt, %491, %c70_i64_349 : i64
        scf.if %492 {
          %495 = memref.load %alloca_80[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %491, %c100_i64_352 : i64
          %497 = arith.addi %431, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c7_i64_350 = arith.constant 7 : i64
        %493 = arith.addi %379, %c7_i64_350 : i64
        %c70_i64_351 = arith.constant 70 : i64
        %494 = arith.cmpi slt, %493, %c70_i64_351 : i64
        scf.if %494 {
          %495 = memref.load %alloca_81[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %493, %c100_i64_352 : i64
          %497 = arith.addi %431, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
      }
      %c64_i64_286 = arith.constant 64 : i64
      %433 = arith.addi %377, %c64_i64_286 : i64
      %c100_i64_287 = arith.constant 100 : i64
      %434 = arith.cmpi slt, %433, %c100_i64_287 : i64
      scf.if %434 {
        %c70_i64_337 = arith.constant 70 : i64
        %480 = arith.cmpi slt, %379, %c70_i64_337 : i64
        scf.if %480 {
          %495 = memref.load %alloca_82[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %379, %c100_i64_352 : i64
          %497 = arith.addi %433, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c1_i64_338 = arith.constant 1 : i64
        %481 = arith.addi %379, %c1_i64_338 : i64
        %c70_i64_339 = arith.constant 70 : i64
        %482 = arith.cmpi slt, %481, %c70_i64_339 : i64
        scf.if %482 {
          %495 = memref.load %alloca_83[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %481, %c100_i64_352 : i64
          %497 = arith.addi %433, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c2_i64_340 = arith.constant 2 : i64
        %483 = arith.addi %379, %c2_i64_340 : i64
        %c70_i64_341 = arith.constant 70 : i64
        %484 = arith.cmpi slt, %483, %c70_i64_341 : i64
        scf.if %484 {
          %495 = memref.load %alloca_84[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %483, %c100_i64_352 : i64
          %497 = arith.addi %433, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c3_i64_342 = arith.constant 3 : i64
        %485 = arith.addi %379, %c3_i64_342 : i64
        %c70_i64_343 = arith.constant 70 : i64
        %486 = arith.cmpi slt, %485, %c70_i64_343 : i64
        scf.if %486 {
          %495 = memref.load %alloca_85[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %485, %c100_i64_352 : i64
          %497 = arith.addi %433, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c4_i64_344 = arith.constant 4 : i64
        %487 = arith.addi %379, %c4_i64_344 : i64
        %c70_i64_345 = arith.constant 70 : i64
        %488 = arith.cmpi slt, %487, %c70_i64_345 : i64
        scf.if %488 {
          %495 = memref.load %alloca_86[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %487, %c100_i64_352 : i64
          %497 = arith.addi %433, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c5_i64_346 = arith.constant 5 : i64
        %489 = arith.addi %379, %c5_i64_346 : i64
        %c70_i64_347 = arith.constant 70 : i64
        %490 = arith.cmpi slt, %489, %c70_i64_347 : i64
        scf.if %490 {
          %495 = memref.load %alloca_87[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %489, %c100_i64_352 : i64
          %497 = arith.addi %433, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c6_i64_348 = arith.constant 6 : i64
        %491 = arith.addi %379, %c6_i64_348 : i64
        %c70_i64_349 = arith.constant 70 : i64
        %492 = arith.cmpi slt, %491, %c70_i64_349 : i64
        scf.if %492 {
          %495 = memref.load %alloca_88[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %491, %c100_i64_352 : i64
          %497 = arith.addi %433, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c7_i64_350 = arith.constant 7 : i64
        %493 = arith.addi %379, %c7_i64_350 : i64
        %c70_i64_351 = arith.constant 70 : i64
        %494 = arith.cmpi slt, %493, %c70_i64_351 : i64
        scf.if %494 {
          %495 = memref.load %alloca_89[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %493, %c100_i64_352 : i64
          %497 = arith.addi %433, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
      }
      %c96_i64 = arith.constant 96 : i64
      %435 = arith.addi %377, %c96_i64 : i64
      %c100_i64_288 = arith.constant 100 : i64
      %436 = arith.cmpi slt, %435, %c100_i64_288 : i64
      scf.if %436 {
        %c70_i64_337 = arith.constant 70 : i64
        %480 = arith.cmpi slt, %379, %c70_i64_337 : i64
        scf.if %480 {
          %495 = memref.load %alloca_90[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %379, %c100_i64_352 : i64
          %497 = arith.addi %435, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c1_i64_338 = arith.constant 1 : i64
        %481 = arith.addi %379, %c1_i64_338 : i64
        %c70_i64_339 = arith.constant 70 : i64
        %482 = arith.cmpi slt, %481, %c70_i64_339 : i64
        scf.if %482 {
          %495 = memref.load %alloca_91[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %481, %c100_i64_352 : i64
          %497 = arith.addi %435, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c2_i64_340 = arith.constant 2 : i64
        %483 = arith.addi %379, %c2_i64_340 : i64
        %c70_i64_341 = arith.constant 70 : i64
        %484 = arith.cmpi slt, %483, %c70_i64_341 : i64
        scf.if %484 {
          %495 = memref.load %alloca_92[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %483, %c100_i64_352 : i64
          %497 = arith.addi %435, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c3_i64_342 = arith.constant 3 : i64
        %485 = arith.addi %379, %c3_i64_342 : i64
        %c70_i64_343 = arith.constant 70 : i64
        %486 = arith.cmpi slt, %485, %c70_i64_343 : i64
        scf.if %486 {
          %495 = memref.load %alloca_93[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %485, %c100_i64_352 : i64
          %497 = arith.addi %435, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c4_i64_344 = arith.constant 4 : i64
        %487 = arith.addi %379, %c4_i64_344 : i64
        %c70_i64_345 = arith.constant 70 : i64
        %488 = arith.cmpi slt, %487, %c70_i64_345 : i64
        scf.if %488 {
          %495 = memref.load %alloca_94[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %487, %c100_i64_352 : i64
          %497 = arith.addi %435, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c5_i64_346 = arith.constant 5 : i64
        %489 = arith.addi %379, %c5_i64_346 : i64
        %c70_i64_347 = arith.constant 70 : i64
        %490 = arith.cmpi slt, %489, %c70_i64_347 : i64
        scf.if %490 {
          %495 = memref.load %alloca_95[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %489, %c100_i64_352 : i64
          %497 = arith.addi %435, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c6_i64_348 = arith.constant 6 : i64
        %491 = arith.addi %379, %c6_i64_348 : i64
        %c70_i64_349 = arith.constant 70 : i64
        %492 = arith.cmpi slt, %491, %c70_i64_349 : i64
        scf.if %492 {
          %495 = memref.load %alloca_96[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %491, %c100_i64_352 : i64
          %497 = arith.addi %435, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
        %c7_i64_350 = arith.constant 7 : i64
        %493 = arith.addi %379, %c7_i64_350 : i64
        %c70_i64_351 = arith.constant 70 : i64
        %494 = arith.cmpi slt, %493, %c70_i64_351 : i64
        scf.if %494 {
          %495 = memref.load %alloca_97[] : memref<f32>
          %c100_i64_352 = arith.constant 100 : i64
          %496 = arith.muli %493, %c100_i64_352 : i64
          %497 = arith.addi %435, %496 : i64
          %498 = llvm.getelementptr %372[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %495, %498 : f32, !llvm.ptr<1>
        }
      }
      %c3840_i64 = arith.constant 3840 : i64
      %437 = arith.muli %240, %c3840_i64 : i64
      %438 = llvm.getelementptr %223[%437] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c3840_i64_289 = arith.constant 3840 : i64
      %439 = arith.muli %240, %c3840_i64_289 : i64
      %440 = llvm.getelementptr %226[%439] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c15360_i64 = arith.constant 15360 : i64
      %441 = arith.muli %240, %c15360_i64 : i64
      %442 = llvm.getelementptr %229[%441] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_290 = gpu.thread_id  x
      %443 = arith.index_cast %thread_id_x_290 : index to i64
      %c64_i64_291 = arith.constant 64 : i64
      %thread_id_y_292 = gpu.thread_id  y
      %444 = arith.index_cast %thread_id_y_292 : index to i64
      %445 = arith.muli %c64_i64_291, %444 : i64
      %446 = arith.addi %443, %445 : i64
      %c32_i64_293 = arith.constant 32 : i64
      %447 = arith.divsi %446, %c32_i64_293 : i64
      %c32_i64_294 = arith.constant 32 : i64
      %448 = arith.remsi %446, %c32_i64_294 : i64
      %c4_i64_295 = arith.constant 4 : i64
      %449 = arith.divsi %448, %c4_i64_295 : i64
      %c4_i64_296 = arith.constant 4 : i64
      %450 = arith.remsi %448, %c4_i64_296 : i64
      %c30_i64 = arith.constant 30 : i64
      %c16_i64_297 = arith.constant 16 : i64
      scf.for %arg24 = %447 to %c30_i64 step %c16_i64_297  : i64 {
        %c5_i64_337 = arith.constant 5 : i64
        %480 = arith.remsi %arg24, %c5_i64_337 : i64
        %c5_i64_338 = arith.constant 5 : i64
        %481 = arith.divsi %arg24, %c5_i64_338 : i64
        %c32_i64_339 = arith.constant 32 : i64
        %482 = arith.muli %480, %c32_i64_339 : i64
        %c16_i64_340 = arith.constant 16 : i64
        %483 = arith.muli %481, %c16_i64_340 : i64
        %cst_341 = arith.constant 0.000000e+00 : f64
        memref.store %cst_341, %alloca_106[] : memref<f64>
        %cst_342 = arith.constant 0.000000e+00 : f64
        memref.store %cst_342, %alloca_107[] : memref<f64>
        %cst_343 = arith.constant 0.000000e+00 : f64
        memref.store %cst_343, %alloca_108[] : memref<f64>
        %cst_344 = arith.constant 0.000000e+00 : f64
        memref.store %cst_344, %alloca_109[] : memref<f64>
        %cst_345 = arith.constant 0.000000e+00 : f64
        memref.store %cst_345, %alloca_110[] : memref<f64>
        %cst_346 = arith.constant 0.000000e+00 : f64
        memref.store %cst_346, %alloca_111[] : memref<f64>
        %cst_347 = arith.constant 0.000000e+00 : f64
        memref.store %cst_347, %alloca_112[] : memref<f64>
        %cst_348 = arith.constant 0.000000e+00 : f64
        memref.store %cst_348, %alloca_113[] : memref<f64>
        %cst_349 = arith.constant 0.000000e+00 : f64
        memref.store %cst_349, %alloca_114[] : memref<f64>
        %cst_350 = arith.constant 0.000000e+00 : f64
        memref.store %cst_350, %alloca_115[] : memref<f64>
        %cst_351 = arith.constant 0.000000e+00 : f64
        memref.store %cst_351, %alloca_116[] : memref<f64>
        %cst_352 = arith.constant 0.000000e+00 : f64
        memref.store %cst_352, %alloca_117[] : memref<f64>
        %cst_353 = arith.constant 0.000000e+00 : f64
        memref.store %cst_353, %alloca_118[] : memref<f64>
        %cst_354 = arith.constant 0.000000e+00 : f64
        memref.store %cst_354, %alloca_119[] : memref<f64>
        %cst_355 = arith.constant 0.000000e+00 : f64
        memref.store %cst_355, %alloca_120[] : memref<f64>
        %cst_356 = arith.constant 0.000000e+00 : f64
        memref.store %cst_356, %alloca_121[] : memref<f64>
        %484 = arith.addi %482, %449 : i64
        %c8_i64_357 = arith.constant 8 : i64
        %485 = arith.addi %482, %c8_i64_357 : i64
        %486 = arith.addi %485, %449 : i64
        %c16_i64_358 = arith.constant 16 : i64
        %487 = arith.addi %482, %c16_i64_358 : i64
        %488 = arith.addi %487, %449 : i64
        %c24_i64_359 = arith.constant 24 : i64
        %489 = arith.addi %482, %c24_i64_359 : i64
        %490 = arith.addi %489, %449 : i64
        %491 = arith.addi %483, %449 : i64
        %c8_i64_360 = arith.constant 8 : i64
        %492 = arith.addi %483, %c8_i64_360 : i64
        %493 = arith.addi %492, %449 : i64
        %c0_i64_361 = arith.constant 0 : i64
        %c24_i64_362 = arith.constant 24 : i64
        %c4_i64_363 = arith.constant 4 : i64
        scf.for %arg25 = %c0_i64_361 to %c24_i64_362 step %c4_i64_363  : i64 {
          %714 = arith.addi %arg25, %450 : i64
          %715 = arith.addi %arg25, %450 : i64
          %c160_i64_455 = arith.constant 160 : i64
          %716 = arith.muli %714, %c160_i64_455 : i64
          %717 = arith.addi %484, %716 : i64
          %718 = llvm.getelementptr %438[%717] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %719 = llvm.load %718 : !llvm.ptr<1> -> f64
          %c160_i64_456 = arith.constant 160 : i64
          %720 = arith.muli %714, %c160_i64_456 : i64
          %721 = arith.addi %486, %720 : i64
          %722 = llvm.getelementptr %438[%721] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %723 = llvm.load %722 : !llvm.ptr<1> -> f64
          %c160_i64_457 = arith.constant 160 : i64
          %724 = arith.muli %714, %c160_i64_457 : i64
          %725 = arith.addi %488, %724 : i64
          %726 = llvm.getelementptr %438[%725] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %727 = llvm.load %726 : !llvm.ptr<1> -> f64
          %c160_i64_458 = arith.constant 160 : i64
          %728 = arith.muli %714, %c160_i64_458 : i64
          %729 = arith.addi %490, %728 : i64
          %730 = llvm.getelementptr %438[%729] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %731 = llvm.load %730 : !llvm.ptr<1> -> f64
          %c40_i64_459 = arith.constant 40 : i64
          %732 = arith.muli %491, %c40_i64_459 : i64
          %733 = arith.addi %715, %732 : i64
          %734 = llvm.getelementptr %440[%733] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %735 = llvm.load %734 : !llvm.ptr<1> -> f64
          %c40_i64_460 = arith.constant 40 : i64
          %736 = arith.muli %493, %c40_i64_460 : i64
          %737 = arith.addi %715, %736 : i64
          %738 = llvm.getelementptr %440[%737] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %739 = llvm.load %738 : !llvm.ptr<1> -> f64
          %740 = memref.load %alloca_106[] : memref<f64>
          %741 = memref.load %alloca_107[] : memref<f64>
          %742 = nvvm.mma.sync A[%719]  B[%735]  C[%740, %741]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %743 = llvm.extractvalue %742[0] : !llvm.struct<(f64, f64)> 
          memref.store %743, %alloca_106[] : memref<f64>
          %744 = llvm.extractvalue %742[1] : !llvm.struct<(f64, f64)> 
          memref.store %744, %alloca_107[] : memref<f64>
          %745 = memref.load %alloca_108[] : memref<f64>
          %746 = memref.load %alloca_109[] : memref<f64>
          %747 = nvvm.mma.sync A[%719]  B[%739]  C[%745, %746]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %748 = llvm.extractvalue %747[0] : !llvm.struct<(f64, f64)> 
          memref.store %748, %alloca_108[] : memref<f64>
          %749 = llvm.extractvalue %747[1] : !llvm.struct<(f64, f64)> 
          memref.store %749, %alloca_109[] : memref<f64>
          %750 = memref.load %alloca_110[] : memref<f64>
          %751 = memref.load %alloca_111[] : memref<f64>
          %752 = nvvm.mma.sync A[%723]  B[%735]  C[%750, %751]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %753 = llvm.extractvalue %752[0] : !llvm.struct<(f64, f64)> 
          memref.store %753, %alloca_110[] : memref<f64>
          %754 = llvm.extractvalue %752[1] : !llvm.struct<(f64, f64)> 
          memref.store %754, %alloca_111[] : memref<f64>
          %755 = memref.load %alloca_112[] : memref<f64>
          %756 = memref.load %alloca_113[] : memref<f64>
          %757 = nvvm.mma.sync A[%723]  B[%739]  C[%755, %756]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %758 = llvm.extractvalue %757[0] : !llvm.struct<(f64, f64)> 
          memref.store %758, %alloca_112[] : memref<f64>
          %759 = llvm.extractvalue %757[1] : !llvm.struct<(f64, f64)> 
          memref.store %759, %alloca_113[] : memref<f64>
          %760 = memref.load %alloca_114[] : memref<f64>
          %761 = memref.load %alloca_115[] : memref<f64>
          %762 = nvvm.mma.sync A[%727]  B[%735]  C[%760, %761]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %763 = llvm.extractvalue %762[0] : !llvm.struct<(f64, f64)> 
          memref.store %763, %alloca_114[] : memref<f64>
          %764 = llvm.extractvalue %762[1] : !llvm.struct<(f64, f64)> 
          memref.store %764, %alloca_115[] : memref<f64>
          %765 = memref.load %alloca_116[] : memref<f64>
          %766 = memref.load %alloca_117[] : memref<f64>
          %767 = nvvm.mma.sync A[%727]  B[%739]  C[%765, %766]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %768 = llvm.extractvalue %767[0] : !llvm.struct<(f64, f64)> 
          memref.store %768, %alloca_116[] : memref<f64>
          %769 = llvm.extractvalue %767[1] : !llvm.struct<(f64, f64)> 
          memref.store %769, %alloca_117[] : memref<f64>
          %770 = memref.load %alloca_118[] : memref<f64>
          %771 = memref.load %alloca_119[] : memref<f64>
          %772 = nvvm.mma.sync A[%731]  B[%735]  C[%770, %771]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %773 = llvm.extractvalue %772[0] : !llvm.struct<(f64, f64)> 
          memref.store %773, %alloca_118[] : memref<f64>
          %774 = llvm.extractvalue %772[1] : !llvm.struct<(f64, f64)> 
          memref.store %774, %alloca_119[] : memref<f64>
          %775 = memref.load %alloca_120[] : memref<f64>
          %776 = memref.load %alloca_121[] : memref<f64>
          %777 = nvvm.mma.sync A[%731]  B[%739]  C[%775, %776]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %778 = llvm.extractvalue %777[0] : !llvm.struct<(f64, f64)> 
          memref.store %778, %alloca_120[] : memref<f64>
          %779 = llvm.extractvalue %777[1] : !llvm.struct<(f64, f64)> 
          memref.store %779, %alloca_121[] : memref<f64>
        }
        %494 = arith.addi %482, %449 : i64
        %c2_i64_364 = arith.constant 2 : i64
        %495 = arith.muli %450, %c2_i64_364 : i64
        %496 = arith.addi %483, %495 : i64
        %cst_365 = arith.constant -1.000000e+00 : f64
        %497 = memref.load %alloca_106[] : memref<f64>
        %c160_i64 = arith.constant 160 : i64
        %498 = arith.muli %496, %c160_i64 : i64
        %499 = arith.addi %494, %498 : i64
        %500 = llvm.getelementptr %442[%499] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %501 = llvm.load %500 : !llvm.ptr<1> -> f64
        %502 = llvm.intr.fma(%cst_365, %497, %501) : (f64, f64, f64) -> f64
        %c160_i64_366 = arith.constant 160 : i64
        %503 = arith.muli %496, %c160_i64_366 : i64
        %504 = arith.addi %494, %503 : i64
        %505 = llvm.getelementptr %442[%504] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %502, %505 : f64, !llvm.ptr<1>
        %506 = arith.addi %482, %449 : i64
        %c2_i64_367 = arith.constant 2 : i64
        %507 = arith.muli %450, %c2_i64_367 : i64
        %c1_i64_368 = arith.constant 1 : i64
        %508 = arith.addi %507, %c1_i64_368 : i64
        %509 = arith.addi %483, %508 : i64
        %cst_369 = arith.constant -1.000000e+00 : f64
        %510 = memref.load %alloca_107[] : memref<f64>
        %c160_i64_370 = arith.constant 160 : i64
        %511 = arith.muli %509, %c160_i64_370 : i64
        %512 = arith.addi %506, %511 : i64
        %513 = llvm.getelementptr %442[%512] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %514 = llvm.load %513 : !llvm.ptr<1> -> f64
        %515 = llvm.intr.fma(%cst_369, %510, %514) : (f64, f64, f64) -> f64
        %c160_i64_371 = arith.constant 160 : i64
        %516 = arith.muli %509, %c160_i64_371 : i64
        %517 = arith.addi %506, %516 : i64
        %518 = llvm.getelementptr %442[%517] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %515, %518 : f64, !llvm.ptr<1>
        %519 = arith.addi %482, %449 : i64
        %c8_i64_372 = arith.constant 8 : i64
        %520 = arith.addi %483, %c8_i64_372 : i64
        %c2_i64_373 = arith.constant 2 : i64
        %521 = arith.muli %450, %c2_i64_373 : i64
        %522 = arith.addi %520, %521 : i64
        %cst_374 = arith.constant -1.000000e+00 : f64
        %523 = memref.load %alloca_108[] : memref<f64>
        %c160_i64_375 = arith.constant 160 : i64
        %524 = arith.muli %522, %c160_i64_375 : i64
        %525 = arith.addi %519, %524 : i64
        %526 = llvm.getelementptr %442[%525] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %527 = llvm.load %526 : !llvm.ptr<1> -> f64
        %528 = llvm.intr.fma(%cst_374, %523, %527) : (f64, f64, f64) -> f64
        %c160_i64_376 = arith.constant 160 : i64
        %529 = arith.muli %522, %c160_i64_376 : i64
        %530 = arith.addi %519, %529 : i64
        %531 = llvm.getelementptr %442[%530] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %528, %531 : f64, !llvm.ptr<1>
        %532 = arith.addi %482, %449 : i64
        %c8_i64_377 = arith.constant 8 : i64
        %533 = arith.addi %483, %c8_i64_377 : i64
        %c2_i64_378 = arith.constant 2 : i64
        %534 = arith.muli %450, %c2_i64_378 : i64
        %c1_i64_379 = arith.constant 1 : i64
        %535 = arith.addi %534, %c1_i64_379 : i64
        %536 = arith.addi %533, %535 : i64
        %cst_380 = arith.constant -1.000000e+00 : f64
        %537 = memref.load %alloca_109[] : memref<f64>
        %c160_i64_381 = arith.constant 160 : i64
        %538 = arith.muli %536, %c160_i64_381 : i64
        %539 = arith.addi %532, %538 : i64
        %540 = llvm.getelementptr %442[%539] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %541 = llvm.load %540 : !llvm.ptr<1> -> f64
        %542 = llvm.intr.fma(%cst_380, %537, %541) : (f64, f64, f64) -> f64
        %c160_i64_382 = arith.constant 160 : i64
        %543 = arith.muli %536, %c160_i64_382 : i64
        %544 = arith.addi %532, %543 : i64
        %545 = llvm.getelementptr %442[%544] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %542, %545 : f64, !llvm.ptr<1>
        %c8_i64_383 = arith.constant 8 : i64
        %546 = arith.addi %482, %c8_i64_383 : i64
        %547 = arith.addi %546, %449 : i64
        %c2_i64_384 = arith.constant 2 : i64
        %548 = arith.muli %450, %c2_i64_384 : i64
        %549 = arith.addi %483, %548 : i64
        %cst_385 = arith.constant -1.000000e+00 : f64
        %550 = memref.load %alloca_110[] : memref<f64>
        %c160_i64_386 = arith.constant 160 : i64
        %551 = arith.muli %549, %c160_i64_386 : i64
        %552 = arith.addi %547, %551 : i64
        %553 = llvm.getelementptr %442[%552] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %554 = llvm.load %553 : !llvm.ptr<1> -> f64
        %555 = llvm.intr.fma(%cst_385, %550, %554) : (f64, f64, f64) -> f64
        %c160_i64_387 = arith.constant 160 : i64
        %556 = arith.muli %549, %c160_i64_387 : i64
        %557 = arith.addi %547, %556 : i64
        %558 = llvm.getelementptr %442[%557] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %555, %558 : f64, !llvm.ptr<1>
        %c8_i64_388 = arith.constant 8 : i64
        %559 = arith.addi %482, %c8_i64_388 : i64
        %560 = arith.addi %559, %449 : i64
        %c2_i64_389 = arith.constant 2 : i64
        %561 = arith.muli %450, %c2_i64_389 : i64
        %c1_i64_390 = arith.constant 1 : i64
        %562 = arith.addi %561, %c1_i64_390 : i64
        %563 = arith.addi %483, %562 : i64
        %cst_391 = arith.constant -1.000000e+00 : f64
        %564 = memref.load %alloca_111[] : memref<f64>
        %c160_i64_392 = arith.constant 160 : i64
        %565 = arith.muli %563, %c160_i64_392 : i64
        %566 = arith.addi %560, %565 : i64
        %567 = llvm.getelementptr %442[%566] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %568 = llvm.load %567 : !llvm.ptr<1> -> f64
        %569 = llvm.intr.fma(%cst_391, %564, %568) : (f64, f64, f64) -> f64
        %c160_i64_393 = arith.constant 160 : i64
        %570 = arith.muli %563, %c160_i64_393 : i64
        %571 = arith.addi %560, %570 : i64
        %572 = llvm.getelementptr %442[%571] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %569, %572 : f64, !llvm.ptr<1>
        %c8_i64_394 = arith.constant 8 : i64
        %573 = arith.addi %482, %c8_i64_394 : i64
        %574 = arith.addi %573, %449 : i64
        %c8_i64_395 = arith.constant 8 : i64
        %575 = arith.addi %483, %c8_i64_395 : i64
        %c2_i64_396 = arith.constant 2 : i64
        %576 = arith.muli %450, %c2_i64_396 : i64
        %577 = arith.addi %575, %576 : i64
        %cst_397 = arith.constant -1.000000e+00 : f64
        %578 = memref.load %alloca_112[] : memref<f64>
        %c160_i64_398 = arith.constant 160 : i64
        %579 = arith.muli %577, %c160_i64_398 : i64
        %580 = arith.addi %574, %579 : i64
        %581 = llvm.getelementptr %442[%580] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %582 = llvm.load %581 : !llvm.ptr<1> -> f64
        %583 = llvm.intr.fma(%cst_397, %578, %582) : (f64, f64, f64) -> f64
        %c160_i64_399 = arith.constant 160 : i64
        %584 = arith.muli %577, %c160_i64_399 : i64
        %585 = arith.addi %574, %584 : i64
        %586 = llvm.getelementptr %442[%585] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %583, %586 : f64, !llvm.ptr<1>
        %c8_i64_400 = arith.constant 8 : i64
        %587 = arith.addi %482, %c8_i64_400 : i64
        %588 = arith.addi %587, %449 : i64
        %c8_i64_401 = arith.constant 8 : i64
        %589 = arith.addi %483, %c8_i64_401 : i64
        %c2_i64_402 = arith.constant 2 : i64
        %590 = arith.muli %450, %c2_i64_402 : i64
        %c1_i64_403 = arith.constant 1 : i64
        %591 = arith.addi %590, %c1_i64_403 : i64
        %592 = arith.addi %589, %591 : i64
        %cst_404 = arith.constant -1.000000e+00 : f64
        %593 = memref.load %alloca_113[] : memref<f64>
        %c160_i64_405 = arith.constant 160 : i64
        %594 = arith.muli %592, %c160_i64_405 : i64
        %595 = arith.addi %588, %594 : i64
        %596 = llvm.getelementptr %442[%595] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %597 = llvm.load %596 : !llvm.ptr<1> -> f64
        %598 = llvm.intr.fma(%cst_404, %593, %597) : (f64, f64, f64) -> f64
        %c160_i64_406 = arith.constant 160 : i64
        %599 = arith.muli %592, %c160_i64_406 : i64
        %600 = arith.addi %588, %599 : i64
        %601 = llvm.getelementptr %442[%600] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %598, %601 : f64, !llvm.ptr<1>
        %c16_i64_407 = arith.constant 16 : i64
        %602 = arith.addi %482, %c16_i64_407 : i64
        %603 = arith.addi %602, %449 : i64
        %c2_i64_408 = arith.constant 2 : i64
        %604 = arith.muli %450, %c2_i64_408 : i64
        %605 = arith.addi %483, %604 : i64
        %cst_409 = arith.constant -1.000000e+00 : f64
        %606 = memref.load %alloca_114[] : memref<f64>
        %c160_i64_410 = arith.constant 160 : i64
        %607 = arith.muli %605, %c160_i64_410 : i64
        %608 = arith.addi %603, %607 : i64
        %609 = llvm.getelementptr %442[%608] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %610 = llvm.load %609 : !llvm.ptr<1> -> f64
        %611 = llvm.intr.fma(%cst_409, %606, %610) : (f64, f64, f64) -> f64
        %c160_i64_411 = arith.constant 160 : i64
        %612 = arith.muli %605, %c160_i64_411 : i64
        %613 = arith.addi %603, %612 : i64
        %614 = llvm.getelementptr %442[%613] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %611, %614 : f64, !llvm.ptr<1>
        %c16_i64_412 = arith.constant 16 : i64
        %615 = arith.addi %482, %c16_i64_412 : i64
        %616 = arith.addi %615, %449 : i64
        %c2_i64_413 = arith.constant 2 : i64
        %617 = arith.muli %450, %c2_i64_413 : i64
        %c1_i64_414 = arith.constant 1 : i64
        %618 = arith.addi %617, %c1_i64_414 : i64
        %619 = arith.addi %483, %618 : i64
        %cst_415 = arith.constant -1.000000e+00 : f64
        %620 = memref.load %alloca_115[] : memref<f64>
        %c160_i64_416 = arith.constant 160 : i64
        %621 = arith.muli %619, %c160_i64_416 : i64
        %622 = arith.addi %616, %621 : i64
        %623 = llvm.getelementptr %442[%622] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %624 = llvm.load %623 : !llvm.ptr<1> -> f64
        %625 = llvm.intr.fma(%cst_415, %620, %624) : (f64, f64, f64) -> f64
        %c160_i64_417 = arith.constant 160 : i64
        %626 = arith.muli %619, %c160_i64_417 : i64
        %627 = arith.addi %616, %626 : i64
        %628 = llvm.getelementptr %442[%627] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %625, %628 : f64, !llvm.ptr<1>
        %c16_i64_418 = arith.constant 16 : i64
        %629 = arith.addi %482, %c16_i64_418 : i64
        %630 = arith.addi %629, %449 : i64
        %c8_i64_419 = arith.constant 8 : i64
        %631 = arith.addi %483, %c8_i64_419 : i64
        %c2_i64_420 = arith.constant 2 : i64
        %632 = arith.muli %450, %c2_i64_420 : i64
        %633 = arith.addi %631, %632 : i64
        %cst_421 = arith.constant -1.000000e+00 : f64
        %634 = memref.load %alloca_116[] : memref<f64>
        %c160_i64_422 = arith.constant 160 : i64
        %635 = arith.muli %633, %c160_i64_422 : i64
        %636 = arith.addi %630, %635 : i64
        %637 = llvm.getelementptr %442[%636] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %638 = llvm.load %637 : !llvm.ptr<1> -> f64
        %639 = llvm.intr.fma(%cst_421, %634, %638) : (f64, f64, f64) -> f64
        %c160_i64_423 = arith.constant 160 : i64
        %640 = arith.muli %633, %c160_i64_423 : i64
        %641 = arith.addi %630, %640 : i64
        %642 = llvm.getelementptr %442[%641] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %639, %642 : f64, !llvm.ptr<1>
        %c16_i64_424 = arith.constant 16 : i64
        %643 = arith.addi %482, %c16_i64_424 : i64
        %644 = arith.addi %643, %449 : i64
        %c8_i64_425 = arith.constant 8 : i64
        %645 = arith.addi %483, %c8_i64_425 : i64
        %c2_i64_426 = arith.constant 2 : i64
        %646 = arith.muli %450, %c2_i64_426 : i64
        %c1_i64_427 = arith.constant 1 : i64
        %647 = arith.addi %646, %c1_i64_427 : i64
        %648 = arith.addi %645, %647 : i64
        %cst_428 = arith.constant -1.000000e+00 : f64
        %649 = memref.load %alloca_117[] : memref<f64>
        %c160_i64_429 = arith.constant 160 : i64
        %650 = arith.muli %648, %c160_i64_429 : i64
        %651 = arith.addi %644, %650 : i64
        %652 = llvm.getelementptr %442[%651] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %653 = llvm.load %652 : !llvm.ptr<1> -> f64
        %654 = llvm.intr.fma(%cst_428, %649, %653) : (f64, f64, f64) -> f64
        %c160_i64_430 = arith.constant 160 : i64
        %655 = arith.muli %648, %c160_i64_430 : i64
        %656 = arith.addi %644, %655 : i64
        %657 = llvm.getelementptr %442[%656] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %654, %657 : f64, !llvm.ptr<1>
        %c24_i64_431 = arith.constant 24 : i64
        %658 = arith.addi %482, %c24_i64_431 : i64
        %659 = arith.addi %658, %449 : i64
        %c2_i64_432 = arith.constant 2 : i64
        %660 = arith.muli %450, %c2_i64_432 : i64
        %661 = arith.addi %483, %660 : i64
        %cst_433 = arith.constant -1.000000e+00 : f64
        %662 = memref.load %alloca_118[] : memref<f64>
        %c160_i64_434 = arith.constant 160 : i64
        %663 = arith.muli %661, %c160_i64_434 : i64
        %664 = arith.addi %659, %663 : i64
        %665 = llvm.getelementptr %442[%664] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %666 = llvm.load %665 : !llvm.ptr<1> -> f64
        %667 = llvm.intr.fma(%cst_433, %662, %666) : (f64, f64, f64) -> f64
        %c160_i64_435 = arith.constant 160 : i64
        %668 = arith.muli %661, %c160_i64_435 : i64
        %669 = arith.addi %659, %668 : i64
        %670 = llvm.getelementptr %442[%669] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %667, %670 : f64, !llvm.ptr<1>
        %c24_i64_436 = arith.constant 24 : i64
        %671 = arith.addi %482, %c24_i64_436 : i64
        %672 = arith.addi %671, %449 : i64
        %c2_i64_437 = arith.constant 2 : i64
        %673 = arith.muli %450, %c2_i64_437 : i64
        %c1_i64_438 = arith.constant 1 : i64
        %674 = arith.addi %673, %c1_i64_438 : i64
        %675 = arith.addi %483, %674 : i64
        %cst_439 = arith.constant -1.000000e+00 : f64
        %676 = memref.load %alloca_119[] : memref<f64>
        %c160_i64_440 = arith.constant 160 : i64
        %677 = arith.muli %675, %c160_i64_440 : i64
        %678 = arith.addi %672, %677 : i64
        %679 = llvm.getelementptr %442[%678] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %680 = llvm.load %679 : !llvm.ptr<1> -> f64
        %681 = llvm.intr.fma(%cst_439, %676, %680) : (f64, f64, f64) -> f64
        %c160_i64_441 = arith.constant 160 : i64
        %682 = arith.muli %675, %c160_i64_441 : i64
        %683 = arith.addi %672, %682 : i64
        %684 = llvm.getelementptr %442[%683] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %681, %684 : f64, !llvm.ptr<1>
        %c24_i64_442 = arith.constant 24 : i64
        %685 = arith.addi %482, %c24_i64_442 : i64
        %686 = arith.addi %685, %449 : i64
        %c8_i64_443 = arith.constant 8 : i64
        %687 = arith.addi %483, %c8_i64_443 : i64
        %c2_i64_444 = arith.constant 2 : i64
        %688 = arith.muli %450, %c2_i64_444 : i64
        %689 = arith.addi %687, %688 : i64
        %cst_445 = arith.constant -1.000000e+00 : f64
        %690 = memref.load %alloca_120[] : memref<f64>
        %c160_i64_446 = arith.constant 160 : i64
        %691 = arith.muli %689, %c160_i64_446 : i64
        %692 = arith.addi %686, %691 : i64
        %693 = llvm.getelementptr %442[%692] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %694 = llvm.load %693 : !llvm.ptr<1> -> f64
        %695 = llvm.intr.fma(%cst_445, %690, %694) : (f64, f64, f64) -> f64
        %c160_i64_447 = arith.constant 160 : i64
        %696 = arith.muli %689, %c160_i64_447 : i64
        %697 = arith.addi %686, %696 : i64
        %698 = llvm.getelementptr %442[%697] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %695, %698 : f64, !llvm.ptr<1>
        %c24_i64_448 = arith.constant 24 : i64
        %699 = arith.addi %482, %c24_i64_448 : i64
        %700 = arith.addi %699, %449 : i64
        %c8_i64_449 = arith.constant 8 : i64
        %701 = arith.addi %483, %c8_i64_449 : i64
        %c2_i64_450 = arith.constant 2 : i64
        %702 = arith.muli %450, %c2_i64_450 : i64
        %c1_i64_451 = arith.constant 1 : i64
        %703 = arith.addi %702, %c1_i64_451 : i64
        %704 = arith.addi %701, %703 : i64
        %cst_452 = arith.constant -1.000000e+00 : f64
        %705 = memref.load %alloca_121[] : memref<f64>
        %c160_i64_453 = arith.constant 160 : i64
        %706 = arith.muli %704, %c160_i64_453 : i64
        %707 = arith.addi %700, %706 : i64
        %708 = llvm.getelementptr %442[%707] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %709 = llvm.load %708 : !llvm.ptr<1> -> f64
        %710 = llvm.intr.fma(%cst_452, %705, %709) : (f64, f64, f64) -> f64
        %c160_i64_454 = arith.constant 160 : i64
        %711 = arith.muli %704, %c160_i64_454 : i64
        %712 = arith.addi %700, %711 : i64
        %713 = llvm.getelementptr %442[%712] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %710, %713 : f64, !llvm.ptr<1>
      }
      %451 = llvm.mlir.addressof @__tinyc_stack_simt_staged : !llvm.ptr<3>
      %c576_i64 = arith.constant 576 : i64
      %452 = arith.muli %240, %c576_i64 : i64
      %453 = llvm.getelementptr %232[%452] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c512_i64_298 = arith.constant 512 : i64
      %454 = arith.muli %240, %c512_i64_298 : i64
      %455 = llvm.getelementptr %235[%454] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_299 = gpu.thread_id  x
      %456 = arith.index_cast %thread_id_x_299 : index to i64
      %c71_i64 = arith.constant 71 : i64
      %457 = arith.minsi %456, %c71_i64 : i64
      %thread_id_x_300 = gpu.thread_id  x
      %458 = arith.index_cast %thread_id_x_300 : index to i64
      %c64_i64_301 = arith.constant 64 : i64
      %459 = arith.addi %458, %c64_i64_301 : i64
      %c71_i64_302 = arith.constant 71 : i64
      %460 = arith.minsi %459, %c71_i64_302 : i64
      %thread_id_y_303 = gpu.thread_id  y
      %461 = arith.index_cast %thread_id_y_303 : index to i64
      %thread_id_y_304 = gpu.thread_id  y
      %462 = arith.index_cast %thread_id_y_304 : index to i64
      %c8_i64_305 = arith.constant 8 : i64
      %463 = arith.addi %462, %c8_i64_305 : i64
      %thread_id_y_306 = gpu.thread_id  y
      %464 = arith.index_cast %thread_id_y_306 : index to i64
      %c16_i64_307 = arith.constant 16 : i64
      %465 = arith.addi %464, %c16_i64_307 : i64
      %thread_id_y_308 = gpu.thread_id  y
      %466 = arith.index_cast %thread_id_y_308 : index to i64
      %c24_i64 = arith.constant 24 : i64
      %467 = arith.addi %466, %c24_i64 : i64
      %thread_id_y_309 = gpu.thread_id  y
      %468 = arith.index_cast %thread_id_y_309 : index to i64
      %c32_i64_310 = arith.constant 32 : i64
      %469 = arith.addi %468, %c32_i64_310 : i64
      %thread_id_y_311 = gpu.thread_id  y
      %470 = arith.index_cast %thread_id_y_311 : index to i64
      %c40_i64 = arith.constant 40 : i64
      %471 = arith.addi %470, %c40_i64 : i64
      %thread_id_y_312 = gpu.thread_id  y
      %472 = arith.index_cast %thread_id_y_312 : index to i64
      %c48_i64 = arith.constant 48 : i64
      %473 = arith.addi %472, %c48_i64 : i64
      %thread_id_y_313 = gpu.thread_id  y
      %474 = arith.index_cast %thread_id_y_313 : index to i64
      %c56_i64 = arith.constant 56 : i64
      %475 = arith.addi %474, %c56_i64 : i64
      %cst_314 = arith.constant 0.000000e+00 : f32
      memref.store %cst_314, %alloca_122[] : memref<f32>
      %cst_315 = arith.constant 0.000000e+00 : f32
      memref.store %cst_315, %alloca_123[] : memref<f32>
      %cst_316 = arith.constant 0.000000e+00 : f32
      memref.store %cst_316, %alloca_124[] : memref<f32>
      %cst_317 = arith.constant 0.000000e+00 : f32
      memref.store %cst_317, %alloca_125[] : memref<f32>
      %cst_318 = arith.constant 0.000000e+00 : f32
      memref.store %cst_318, %alloca_126[] : memref<f32>
      %cst_319 = arith.constant 0.000000e+00 : f32
      memref.store %cst_319, %alloca_127[] : memref<f32>
      %cst_320 = arith.constant 0.000000e+00 : f32
      memref.store %cst_320, %alloca_128[] : memref<f32>
      %cst_321 = arith.constant 0.000000e+00 : f32
      memref.store %cst_321, %alloca_129[] : memref<f32>
      %cst_322 = arith.constant 0.000000e+00 : f32
      memref.store %cst_322, %alloca_130[] : memref<f32>
      %cst_323 = arith.constant 0.000000e+00 : f32
      memref.store %cst_323, %alloca_131[] : memref<f32>
      %cst_324 = arith.constant 0.000000e+00 : f32
      memref.store %cst_324, %alloca_132[] : memref<f32>
      %cst_325 = arith.constant 0.000000e+00 : f32
      memref.store %cst_325, %alloca_133[] : memref<f32>
      %cst_326 = arith.constant 0.000000e+00 : f32
      memref.store %cst_326, %alloca_134[] : memref<f32>
      %cst_327 = arith.constant 0.000000e+00 : f32
      memref.store %cst_327, %alloca_135[] : memref<f32>
      %cst_328 = arith.constant 0.000000e+00 : f32
      memref.store %cst_328, %alloca_136[] : memref<f32>
      %cst_329 = arith.constant 0.000000e+00 : f32
      memref.store %cst_329, %alloca_137[] : memref<f32>
      %c0_i64_330 = arith.constant 0 : i64
      %c8_i64_331 = arith.constant 8 : i64
      %c1_i64_332 = arith.constant 1 : i64
      scf.for %arg24 = %c0_i64_330 to %c8_i64_331 step %c1_i64_332  : i64 {
        %c72_i64_337 = arith.constant 72 : i64
        %480 = arith.muli %arg24, %c72_i64_337 : i64
        %481 = arith.addi %457, %480 : i64
        %482 = llvm.getelementptr %453[%481] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %483 = llvm.load %482 : !llvm.ptr<1> -> f32
        %c72_i64_338 = arith.constant 72 : i64
        %484 = arith.muli %arg24, %c72_i64_338 : i64
        %485 = arith.addi %460, %484 : i64
        %486 = llvm.getelementptr %453[%485] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %487 = llvm.load %486 : !llvm.ptr<1> -> f32
        %c8_i64_339 = arith.constant 8 : i64
        %488 = arith.muli %461, %c8_i64_339 : i64
        %489 = arith.addi %arg24, %488 : i64
        %490 = llvm.getelementptr %455[%489] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %491 = llvm.load %490 : !llvm.ptr<1> -> f32
        %c8_i64_340 = arith.constant 8 : i64
        %492 = arith.muli %463, %c8_i64_340 : i64
        %493 = arith.addi %arg24, %492 : i64
        %494 = llvm.getelementptr %455[%493] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %495 = llvm.load %494 : !llvm.ptr<1> -> f32
        %c8_i64_341 = arith.constant 8 : i64
        %496 = arith.muli %465, %c8_i64_341 : i64
        %497 = arith.addi %arg24, %496 : i64
        %498 = llvm.getelementptr %455[%497] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %499 = llvm.load %498 : !llvm.ptr<1> -> f32
        %c8_i64_342 = arith.constant 8 : i64
        %500 = arith.muli %467, %c8_i64_342 : i64
        %501 = arith.addi %arg24, %500 : i64
        %502 = llvm.getelementptr %455[%501] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %503 = llvm.load %502 : !llvm.ptr<1> -> f32
        %c8_i64_343 = arith.constant 8 : i64
        %504 = arith.muli %469, %c8_i64_343 : i64
        %505 = arith.addi %arg24, %504 : i64
        %506 = llvm.getelementptr %455[%505] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %507 = llvm.load %506 : !llvm.ptr<1> -> f32
        %c8_i64_344 = arith.constant 8 : i64
        %508 = arith.muli %471, %c8_i64_344 : i64
        %509 = arith.addi %arg24, %508 : i64
        %510 = llvm.getelementptr %455[%509] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %511 = llvm.load %510 : !llvm.ptr<1> -> f32
        %c8_i64_345 = arith.constant 8 : i64
        %512 = arith.muli %473, %c8_i64_345 : i64
        %513 = arith.addi %arg24, %512 : i64
        %514 = llvm.getelementptr %455[%513] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %515 = llvm.load %514 : !llvm.ptr<1> -> f32
        %c8_i64_346 = arith.constant 8 : i64
        %516 = arith.muli %475, %c8_i64_346 : i64
        %517 = arith.addi %arg24, %516 : i64
        %518 = llvm.getelementptr %455[%517] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %519 = llvm.load %518 : !llvm.ptr<1> -> f32
        %520 = memref.load %alloca_122[] : memref<f32>
        %521 = llvm.intr.fma(%483, %491, %520) : (f32, f32, f32) -> f32
        memref.store %521, %alloca_122[] : memref<f32>
        %522 = memref.load %alloca_123[] : memref<f32>
        %523 = llvm.intr.fma(%483, %495, %522) : (f32, f32, f32) -> f32
        memref.store %523, %alloca_123[] : memref<f32>
        %524 = memref.load %alloca_124[] : memref<f32>
        %525 = llvm.intr.fma(%483, %499, %524) : (f32, f32, f32) -> f32
        memref.store %525, %alloca_124[] : memref<f32>
        %526 = memref.load %alloca_125[] : memref<f32>
        %527 = llvm.intr.fma(%483, %503, %526) : (f32, f32, f32) -> f32
        memref.store %527, %alloca_125[] : memref<f32>
        %528 = memref.load %alloca_126[] : memref<f32>
        %529 = llvm.intr.fma(%483, %507, %528) : (f32, f32, f32) -> f32
        memref.store %529, %alloca_126[] : memref<f32>
        %530 = memref.load %alloca_127[] : memref<f32>
        %531 = llvm.intr.fma(%483, %511, %530) : (f32, f32, f32) -> f32
        memref.store %531, %alloca_127[] : memref<f32>
        %532 = memref.load %alloca_128[] : memref<f32>
        %533 = llvm.intr.fma(%483, %515, %532) : (f32, f32, f32) -> f32
        memref.store %533, %alloca_128[] : memref<f32>
        %534 = memref.load %alloca_129[] : memref<f32>
        %535 = llvm.intr.fma(%483, %519, %534) : (f32, f32, f32) -> f32
        memref.store %535, %alloca_129[] : memref<f32>
        %536 = memref.load %alloca_130[] : memref<f32>
        %537 = llvm.intr.fma(%487, %491, %536) : (f32, f32, f32) -> f32
        memref.store %537, %alloca_130[] : memref<f32>
        %538 = memref.load %alloca_131[] : memref<f32>
        %539 = llvm.intr.fma(%487, %495, %538) : (f32, f32, f32) -> f32
        memref.store %539, %alloca_131[] : memref<f32>
        %540 = memref.load %alloca_132[] : memref<f32>
        %541 = llvm.intr.fma(%487, %499, %540) : (f32, f32, f32) -> f32
        memref.store %541, %alloca_132[] : memref<f32>
        %542 = memref.load %alloca_133[] : memref<f32>
        %543 = llvm.intr.fma(%487, %503, %542) : (f32, f32, f32) -> f32
        memref.store %543, %alloca_133[] : memref<f32>
        %544 = memref.load %alloca_134[] : memref<f32>
        %545 = llvm.intr.fma(%487, %507, %544) : (f32, f32, f32) -> f32
        memref.store %545, %alloca_134[] : memref<f32>
        %546 = memref.load %alloca_135[] : memref<f32>
        %547 = llvm.intr.fma(%487, %511, %546) : (f32, f32, f32) -> f32
        memref.store %547, %alloca_135[] : memref<f32>
        %548 = memref.load %alloca_136[] : memref<f32>
        %549 = llvm.intr.fma(%487, %515, %548) : (f32, f32, f32) -> f32
        memref.store %549, %alloca_136[] : memref<f32>
        %550 = memref.load %alloca_137[] : memref<f32>
        %551 = llvm.intr.fma(%487, %519, %550) : (f32, f32, f32) -> f32
        memref.store %551, %alloca_137[] : memref<f32>
      }
      %c72_i64 = arith.constant 72 : i64
      %476 = arith.cmpi slt, %456, %c72_i64 : i64
      scf.if %476 {
        %480 = memref.load %alloca_122[] : memref<f32>
        %c72_i64_337 = arith.constant 72 : i64
        %481 = arith.muli %461, %c72_i64_337 : i64
        %482 = arith.addi %456, %481 : i64
        %483 = llvm.getelementptr %451[%482] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %480, %483 : f32, !llvm.ptr<3>
        %484 = memref.load %alloca_123[] : memref<f32>
        %c72_i64_338 = arith.constant 72 : i64
        %485 = arith.muli %463, %c72_i64_338 : i64
        %486 = arith.addi %456, %485 : i64
        %487 = llvm.getelementptr %451[%486] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %484, %487 : f32, !llvm.ptr<3>
        %488 = memref.load %alloca_124[] : memref<f32>
        %c72_i64_339 = arith.constant 72 : i64
        %489 = arith.muli %465, %c72_i64_339 : i64
        %490 = arith.addi %456, %489 : i64
        %491 = llvm.getelementptr %451[%490] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %488, %491 : f32, !llvm.ptr<3>
        %492 = memref.load %alloca_125[] : memref<f32>
        %c72_i64_340 = arith.constant 72 : i64
        %493 = arith.muli %467, %c72_i64_340 : i64
        %494 = arith.addi %456, %493 : i64
        %495 = llvm.getelementptr %451[%494] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %492, %495 : f32, !llvm.ptr<3>
        %496 = memref.load %alloca_126[] : memref<f32>
        %c72_i64_341 = arith.constant 72 : i64
        %497 = arith.muli %469, %c72_i64_341 : i64
        %498 = arith.addi %456, %497 : i64
        %499 = llvm.getelementptr %451[%498] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %496, %499 : f32, !llvm.ptr<3>
        %500 = memref.load %alloca_127[] : memref<f32>
        %c72_i64_342 = arith.constant 72 : i64
        %501 = arith.muli %471, %c72_i64_342 : i64
        %502 = arith.addi %456, %501 : i64
        %503 = llvm.getelementptr %451[%502] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %500, %503 : f32, !llvm.ptr<3>
        %504 = memref.load %alloca_128[] : memref<f32>
        %c72_i64_343 = arith.constant 72 : i64
        %505 = arith.muli %473, %c72_i64_343 : i64
        %506 = arith.addi %456, %505 : i64
        %507 = llvm.getelementptr %451[%506] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %504, %507 : f32, !llvm.ptr<3>
        %508 = memref.load %alloca_129[] : memref<f32>
        %c72_i64_344 = arith.constant 72 : i64
        %509 = arith.muli %475, %c72_i64_344 : i64
        %510 = arith.addi %456, %509 : i64
        %511 = llvm.getelementptr %451[%510] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %508, %511 : f32, !llvm.ptr<3>
      }
      %c72_i64_333 = arith.constant 72 : i64
      %477 = arith.cmpi slt, %459, %c72_i64_333 : i64
      scf.if %477 {
        %480 = memref.load %alloca_130[] : memref<f32>
        %c72_i64_337 = arith.constant 72 : i64
        %481 = arith.muli %461, %c72_i64_337 : i64
        %482 = arith.addi %459, %481 : i64
        %483 = llvm.getelementptr %451[%482] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %480, %483 : f32, !llvm.ptr<3>
        %484 = memref.load %alloca_131[] : memref<f32>
        %c72_i64_338 = arith.constant 72 : i64
        %485 = arith.muli %463, %c72_i64_338 : i64
        %486 = arith.addi %459, %485 : i64
        %487 = llvm.getelementptr %451[%486] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %484, %487 : f32, !llvm.ptr<3>
        %488 = memref.load %alloca_132[] : memref<f32>
        %c72_i64_339 = arith.constant 72 : i64
        %489 = arith.muli %465, %c72_i64_339 : i64
        %490 = arith.addi %459, %489 : i64
        %491 = llvm.getelementptr %451[%490] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %488, %491 : f32, !llvm.ptr<3>
        %492 = memref.load %alloca_133[] : memref<f32>
        %c72_i64_340 = arith.constant 72 : i64
        %493 = arith.muli %467, %c72_i64_340 : i64
        %494 = arith.addi %459, %493 : i64
        %495 = llvm.getelementptr %451[%494] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %492, %495 : f32, !llvm.ptr<3>
        %496 = memref.load %alloca_134[] : memref<f32>
        %c72_i64_341 = arith.constant 72 : i64
        %497 = arith.muli %469, %c72_i64_341 : i64
        %498 = arith.addi %459, %497 : i64
        %499 = llvm.getelementptr %451[%498] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %496, %499 : f32, !llvm.ptr<3>
        %500 = memref.load %alloca_135[] : memref<f32>
        %c72_i64_342 = arith.constant 72 : i64
        %501 = arith.muli %471, %c72_i64_342 : i64
        %502 = arith.addi %459, %501 : i64
        %503 = llvm.getelementptr %451[%502] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %500, %503 : f32, !llvm.ptr<3>
        %504 = memref.load %alloca_136[] : memref<f32>
        %c72_i64_343 = arith.constant 72 : i64
        %505 = arith.muli %473, %c72_i64_343 : i64
        %506 = arith.addi %459, %505 : i64
        %507 = llvm.getelementptr %451[%506] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %504, %507 : f32, !llvm.ptr<3>
        %508 = memref.load %alloca_137[] : memref<f32>
        %c72_i64_344 = arith.constant 72 : i64
        %509 = arith.muli %475, %c72_i64_344 : i64
        %510 = arith.addi %459, %509 : i64
        %511 = llvm.getelementptr %451[%510] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %508, %511 : f32, !llvm.ptr<3>
      }
      %c4608_i64 = arith.constant 4608 : i64
      %478 = arith.muli %240, %c4608_i64 : i64
      %479 = llvm.getelementptr %238[%478] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %c0_i64_334 = arith.constant 0 : i64
      %c3_i64_335 = arith.constant 3 : i64
      %c1_i64_336 = arith.constant 1 : i64
      scf.for %arg24 = %c0_i64_334 to %c3_i64_335 step %c1_i64_336  : i64 {
        %thread_id_x_337 = gpu.thread_id  x
        %480 = arith.index_cast %thread_id_x_337 : index to i64
        %c64_i64_338 = arith.constant 64 : i64
        %thread_id_y_339 = gpu.thread_id  y
        %481 = arith.index_cast %thread_id_y_339 : index to i64
        %482 = arith.muli %c64_i64_338, %481 : i64
        %483 = arith.addi %480, %482 : i64
        %c2048_i64 = arith.constant 2048 : i64
        %484 = arith.muli %arg24, %c2048_i64 : i64
        %485 = arith.addi %483, %484 : i64
        %c4608_i64_340 = arith.constant 4608 : i64
        %486 = arith.cmpi slt, %485, %c4608_i64_340 : i64
        scf.if %486 {
          %497 = llvm.getelementptr %451[%485] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %498 = llvm.load %497 : !llvm.ptr<3> -> f32
          memref.store %498, %alloca_138[] : memref<f32>
        }
        %c512_i64_341 = arith.constant 512 : i64
        %487 = arith.addi %485, %c512_i64_341 : i64
        %c4608_i64_342 = arith.constant 4608 : i64
        %488 = arith.cmpi slt, %487, %c4608_i64_342 : i64
        scf.if %488 {
          %497 = llvm.getelementptr %451[%487] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %498 = llvm.load %497 : !llvm.ptr<3> -> f32
          memref.store %498, %alloca_139[] : memref<f32>
        }
        %c1024_i64_343 = arith.constant 1024 : i64
        %489 = arith.addi %485, %c1024_i64_343 : i64
        %c4608_i64_344 = arith.constant 4608 : i64
        %490 = arith.cmpi slt, %489, %c4608_i64_344 : i64
        scf.if %490 {
          %497 = llvm.getelementptr %451[%489] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %498 = llvm.load %497 : !llvm.ptr<3> -> f32
          memref.store %498, %alloca_140[] : memref<f32>
        }
        %c1536_i64_345 = arith.constant 1536 : i64
        %491 = arith.addi %485, %c1536_i64_345 : i64
        %c4608_i64_346 = arith.constant 4608 : i64
        %492 = arith.cmpi slt, %491, %c4608_i64_346 : i64
        scf.if %492 {
          %497 = llvm.getelementptr %451[%491] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %498 = llvm.load %497 : !llvm.ptr<3> -> f32
          memref.store %498, %alloca_141[] : memref<f32>
        }
        %c4608_i64_347 = arith.constant 4608 : i64
        %493 = arith.cmpi slt, %485, %c4608_i64_347 : i64
        scf.if %493 {
          %497 = memref.load %alloca_138[] : memref<f32>
          %498 = llvm.getelementptr %479[%485] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %497, %498 : f32, !llvm.ptr<1>
        }
        %c4608_i64_348 = arith.constant 4608 : i64
        %494 = arith.cmpi slt, %487, %c4608_i64_348 : i64
        scf.if %494 {
          %497 = memref.load %alloca_139[] : memref<f32>
          %498 = llvm.getelementptr %479[%487] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %497, %498 : f32, !llvm.ptr<1>
        }
        %c4608_i64_349 = arith.constant 4608 : i64
        %495 = arith.cmpi slt, %489, %c4608_i64_349 : i64
        scf.if %495 {
          %497 = memref.load %alloca_140[] : memref<f32>
          %498 = llvm.getelementptr %479[%489] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %497, %498 : f32, !llvm.ptr<1>
        }
        %c4608_i64_350 = arith.constant 4608 : i64
        %496 = arith.cmpi slt, %491, %c4608_i64_350 : i64
        scf.if %496 {
          %497 = memref.load %alloca_141[] : memref<f32>
          %498 = llvm.getelementptr %479[%491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %497, %498 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
