module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_gemm_vector_blocks() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<8448 x i8>
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
      %alloca_87 = memref.alloca() : memref<f32>
      %alloca_88 = memref.alloca() : memref<f32>
      %alloca_89 = memref.alloca() : memref<f32>
      %alloca_90 = memref.alloca() : memref<f32>
      %alloca_91 = memref.alloca() : memref<f64>
      %alloca_92 = memref.alloca() : memref<f64>
      %alloca_93 = memref.alloca() : memref<f64>
      %alloca_94 = memref.alloca() : memref<f64>
      %thread_id_x = gpu.thread_id  x
      %240 = arith.index_cast %thread_id_x : index to i64
      %c99_i64 = arith.constant 99 : i64
      %241 = arith.minsi %240, %c99_i64 : i64
      %thread_id_x_95 = gpu.thread_id  x
      %242 = arith.index_cast %thread_id_x_95 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %243 = arith.addi %242, %c64_i64 : i64
      %c99_i64_96 = arith.constant 99 : i64
      %244 = arith.minsi %243, %c99_i64_96 : i64
      %thread_id_y = gpu.thread_id  y
      %245 = arith.index_cast %thread_id_y : index to i64
      %c8_i64 = arith.constant 8 : i64
      %246 = arith.minsi %245, %c8_i64 : i64
      %thread_id_y_97 = gpu.thread_id  y
      %247 = arith.index_cast %thread_id_y_97 : index to i64
      %c8_i64_98 = arith.constant 8 : i64
      %248 = arith.addi %247, %c8_i64_98 : i64
      %c8_i64_99 = arith.constant 8 : i64
      %249 = arith.minsi %248, %c8_i64_99 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_100 = arith.constant 0.000000e+00 : f32
      memref.store %cst_100, %alloca_70[] : memref<f32>
      %cst_101 = arith.constant 0.000000e+00 : f32
      memref.store %cst_101, %alloca_71[] : memref<f32>
      %cst_102 = arith.constant 0.000000e+00 : f32
      memref.store %cst_102, %alloca_72[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64 to %c7_i64 step %c1_i64  : i64 {
        %c100_i64_172 = arith.constant 100 : i64
        %348 = arith.muli %arg19, %c100_i64_172 : i64
        %349 = arith.addi %241, %348 : i64
        %350 = llvm.getelementptr %209[%349] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %351 = llvm.load %350 : !llvm.ptr<1> -> f32
        %c100_i64_173 = arith.constant 100 : i64
        %352 = arith.muli %arg19, %c100_i64_173 : i64
        %353 = arith.addi %244, %352 : i64
        %354 = llvm.getelementptr %209[%353] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %355 = llvm.load %354 : !llvm.ptr<1> -> f32
        %c7_i64_174 = arith.constant 7 : i64
        %356 = arith.muli %246, %c7_i64_174 : i64
        %357 = arith.addi %arg19, %356 : i64
        %358 = llvm.getelementptr %211[%357] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %359 = llvm.load %358 : !llvm.ptr<1> -> f32
        %c7_i64_175 = arith.constant 7 : i64
        %360 = arith.muli %249, %c7_i64_175 : i64
        %361 = arith.addi %arg19, %360 : i64
        %362 = llvm.getelementptr %211[%361] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %363 = llvm.load %362 : !llvm.ptr<1> -> f32
        %364 = memref.load %alloca[] : memref<f32>
        %365 = llvm.intr.fma(%351, %359, %364) : (f32, f32, f32) -> f32
        memref.store %365, %alloca[] : memref<f32>
        %366 = memref.load %alloca_70[] : memref<f32>
        %367 = llvm.intr.fma(%351, %363, %366) : (f32, f32, f32) -> f32
        memref.store %367, %alloca_70[] : memref<f32>
        %368 = memref.load %alloca_71[] : memref<f32>
        %369 = llvm.intr.fma(%355, %359, %368) : (f32, f32, f32) -> f32
        memref.store %369, %alloca_71[] : memref<f32>
        %370 = memref.load %alloca_72[] : memref<f32>
        %371 = llvm.intr.fma(%355, %363, %370) : (f32, f32, f32) -> f32
        memref.store %371, %alloca_72[] : memref<f32>
      }
      %c100_i64 = arith.constant 100 : i64
      %250 = arith.cmpi slt, %240, %c100_i64 : i64
      scf.if %250 {
        %c9_i64 = arith.constant 9 : i64
        %348 = arith.cmpi slt, %245, %c9_i64 : i64
        scf.if %348 {
          %c100_i64_173 = arith.constant 100 : i64
          %350 = arith.muli %245, %c100_i64_173 : i64
          %351 = arith.addi %240, %350 : i64
          %352 = llvm.getelementptr %213[%351] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %353 = llvm.load %352 : !llvm.ptr<1> -> f32
          %354 = memref.load %alloca[] : memref<f32>
          %355 = arith.mulf %arg0, %354 : f32
          %356 = llvm.intr.fma(%arg1, %353, %355) : (f32, f32, f32) -> f32
          %c100_i64_174 = arith.constant 100 : i64
          %357 = arith.muli %245, %c100_i64_174 : i64
          %358 = arith.addi %240, %357 : i64
          %359 = llvm.getelementptr %213[%358] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %356, %359 : f32, !llvm.ptr<1>
        }
        %c9_i64_172 = arith.constant 9 : i64
        %349 = arith.cmpi slt, %248, %c9_i64_172 : i64
        scf.if %349 {
          %c100_i64_173 = arith.constant 100 : i64
          %350 = arith.muli %248, %c100_i64_173 : i64
          %351 = arith.addi %240, %350 : i64
          %352 = llvm.getelementptr %213[%351] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %353 = llvm.load %352 : !llvm.ptr<1> -> f32
          %354 = memref.load %alloca_70[] : memref<f32>
          %355 = arith.mulf %arg0, %354 : f32
          %356 = llvm.intr.fma(%arg1, %353, %355) : (f32, f32, f32) -> f32
          %c100_i64_174 = arith.constant 100 : i64
          %357 = arith.muli %248, %c100_i64_174 : i64
          %358 = arith.addi %240, %357 : i64
          %359 = llvm.getelementptr %213[%358] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %356, %359 : f32, !llvm.ptr<1>
        }
      }
      %c100_i64_103 = arith.constant 100 : i64
      %251 = arith.cmpi slt, %243, %c100_i64_103 : i64
      scf.if %251 {
        %c9_i64 = arith.constant 9 : i64
        %348 = arith.cmpi slt, %245, %c9_i64 : i64
        scf.if %348 {
          %c100_i64_173 = arith.constant 100 : i64
          %350 = arith.muli %245, %c100_i64_173 : i64
          %351 = arith.addi %243, %350 : i64
          %352 = llvm.getelementptr %213[%351] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %353 = llvm.load %352 : !llvm.ptr<1> -> f32
          %354 = memref.load %alloca_71[] : memref<f32>
          %355 = arith.mulf %arg0, %354 : f32
          %356 = llvm.intr.fma(%arg1, %353, %355) : (f32, f32, f32) -> f32
          %c100_i64_174 = arith.constant 100 : i64
          %357 = arith.muli %245, %c100_i64_174 : i64
          %358 = arith.addi %243, %357 : i64
          %359 = llvm.getelementptr %213[%358] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %356, %359 : f32, !llvm.ptr<1>
        }
        %c9_i64_172 = arith.constant 9 : i64
        %349 = arith.cmpi slt, %248, %c9_i64_172 : i64
        scf.if %349 {
          %c100_i64_173 = arith.constant 100 : i64
          %350 = arith.muli %248, %c100_i64_173 : i64
          %351 = arith.addi %243, %350 : i64
          %352 = llvm.getelementptr %213[%351] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %353 = llvm.load %352 : !llvm.ptr<1> -> f32
          %354 = memref.load %alloca_72[] : memref<f32>
          %355 = arith.mulf %arg0, %354 : f32
          %356 = llvm.intr.fma(%arg1, %353, %355) : (f32, f32, f32) -> f32
          %c100_i64_174 = arith.constant 100 : i64
          %357 = arith.muli %248, %c100_i64_174 : i64
          %358 = arith.addi %243, %357 : i64
          %359 = llvm.getelementptr %213[%358] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %356, %359 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_104 = gpu.thread_id  x
      %252 = arith.index_cast %thread_id_x_104 : index to i64
      %c64_i64_105 = arith.constant 64 : i64
      %thread_id_y_106 = gpu.thread_id  y
      %253 = arith.index_cast %thread_id_y_106 : index to i64
      %254 = arith.muli %c64_i64_105, %253 : i64
      %255 = arith.addi %252, %254 : i64
      %c32_i64 = arith.constant 32 : i64
      %256 = arith.divsi %255, %c32_i64 : i64
      %c32_i64_107 = arith.constant 32 : i64
      %257 = arith.remsi %255, %c32_i64_107 : i64
      %c4_i64 = arith.constant 4 : i64
      %258 = arith.divsi %257, %c4_i64 : i64
      %c4_i64_108 = arith.constant 4 : i64
      %259 = arith.remsi %257, %c4_i64_108 : i64
      %c27_i64 = arith.constant 27 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg19 = %256 to %c27_i64 step %c16_i64  : i64 {
        %c9_i64 = arith.constant 9 : i64
        %348 = arith.remsi %arg19, %c9_i64 : i64
        %c9_i64_172 = arith.constant 9 : i64
        %349 = arith.divsi %arg19, %c9_i64_172 : i64
        %c8_i64_173 = arith.constant 8 : i64
        %350 = arith.muli %348, %c8_i64_173 : i64
        %c8_i64_174 = arith.constant 8 : i64
        %351 = arith.muli %349, %c8_i64_174 : i64
        %cst_175 = arith.constant 0.000000e+00 : f64
        memref.store %cst_175, %alloca_73[] : memref<f64>
        %cst_176 = arith.constant 0.000000e+00 : f64
        memref.store %cst_176, %alloca_74[] : memref<f64>
        %352 = arith.addi %350, %258 : i64
        %c69_i64 = arith.constant 69 : i64
        %353 = arith.minsi %352, %c69_i64 : i64
        %354 = arith.addi %351, %258 : i64
        %c19_i64 = arith.constant 19 : i64
        %355 = arith.minsi %354, %c19_i64 : i64
        %c0_i64_177 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_178 = arith.constant 4 : i64
        scf.for %arg20 = %c0_i64_177 to %c12_i64 step %c4_i64_178  : i64 {
          %390 = arith.addi %arg20, %259 : i64
          %391 = arith.addi %arg20, %259 : i64
          %c70_i64_191 = arith.constant 70 : i64
          %392 = arith.muli %390, %c70_i64_191 : i64
          %393 = arith.addi %353, %392 : i64
          %394 = llvm.getelementptr %215[%393] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %395 = llvm.load %394 : !llvm.ptr<1> -> f64
          %c13_i64_192 = arith.constant 13 : i64
          %396 = arith.muli %355, %c13_i64_192 : i64
          %397 = arith.addi %391, %396 : i64
          %398 = llvm.getelementptr %217[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %399 = llvm.load %398 : !llvm.ptr<1> -> f64
          %400 = memref.load %alloca_73[] : memref<f64>
          %401 = memref.load %alloca_74[] : memref<f64>
          %402 = nvvm.mma.sync A[%395]  B[%399]  C[%400, %401]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %403 = llvm.extractvalue %402[0] : !llvm.struct<(f64, f64)> 
          memref.store %403, %alloca_73[] : memref<f64>
          %404 = llvm.extractvalue %402[1] : !llvm.struct<(f64, f64)> 
          memref.store %404, %alloca_74[] : memref<f64>
        }
        %c12_i64_179 = arith.constant 12 : i64
        %356 = arith.addi %c12_i64_179, %259 : i64
        %c12_i64_180 = arith.constant 12 : i64
        %357 = arith.addi %c12_i64_180, %259 : i64
        %c12_i64_181 = arith.constant 12 : i64
        %358 = arith.minsi %356, %c12_i64_181 : i64
        %c70_i64 = arith.constant 70 : i64
        %359 = arith.muli %358, %c70_i64 : i64
        %360 = arith.addi %353, %359 : i64
        %361 = llvm.getelementptr %215[%360] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %362 = llvm.load %361 : !llvm.ptr<1> -> f64
        memref.store %362, %alloca_75[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %363 = arith.cmpi sge, %356, %c13_i64 : i64
        scf.if %363 {
          %cst_191 = arith.constant 0.000000e+00 : f64
          memref.store %cst_191, %alloca_75[] : memref<f64>
        }
        %c12_i64_182 = arith.constant 12 : i64
        %364 = arith.minsi %357, %c12_i64_182 : i64
        %c13_i64_183 = arith.constant 13 : i64
        %365 = arith.muli %355, %c13_i64_183 : i64
        %366 = arith.addi %364, %365 : i64
        %367 = llvm.getelementptr %217[%366] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %368 = llvm.load %367 : !llvm.ptr<1> -> f64
        memref.store %368, %alloca_76[] : memref<f64>
        %c13_i64_184 = arith.constant 13 : i64
        %369 = arith.cmpi sge, %357, %c13_i64_184 : i64
        scf.if %369 {
          %cst_191 = arith.constant 0.000000e+00 : f64
          memref.store %cst_191, %alloca_76[] : memref<f64>
        }
        %370 = memref.load %alloca_75[] : memref<f64>
        %371 = memref.load %alloca_76[] : memref<f64>
        %372 = memref.load %alloca_73[] : memref<f64>
        %373 = memref.load %alloca_74[] : memref<f64>
        %374 = nvvm.mma.sync A[%370]  B[%371]  C[%372, %373]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %375 = llvm.extractvalue %374[0] : !llvm.struct<(f64, f64)> 
        memref.store %375, %alloca_73[] : memref<f64>
        %376 = llvm.extractvalue %374[1] : !llvm.struct<(f64, f64)> 
        memref.store %376, %alloca_74[] : memref<f64>
        %377 = arith.addi %350, %258 : i64
        %c2_i64_185 = arith.constant 2 : i64
        %378 = arith.muli %259, %c2_i64_185 : i64
        %379 = arith.addi %351, %378 : i64
        %c70_i64_186 = arith.constant 70 : i64
        %380 = arith.cmpi slt, %377, %c70_i64_186 : i64
        %c20_i64 = arith.constant 20 : i64
        %381 = arith.cmpi slt, %379, %c20_i64 : i64
        %382 = arith.andi %380, %381 : i1
        scf.if %382 {
          %c70_i64_191 = arith.constant 70 : i64
          %390 = arith.muli %379, %c70_i64_191 : i64
          %391 = arith.addi %377, %390 : i64
          %392 = llvm.getelementptr %219[%391] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %393 = llvm.load %392 : !llvm.ptr<1> -> f64
          %394 = memref.load %alloca_73[] : memref<f64>
          %395 = arith.addf %393, %394 : f64
          %c70_i64_192 = arith.constant 70 : i64
          %396 = arith.muli %379, %c70_i64_192 : i64
          %397 = arith.addi %377, %396 : i64
          %398 = llvm.getelementptr %219[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %395, %398 : f64, !llvm.ptr<1>
        }
        %383 = arith.addi %350, %258 : i64
        %c2_i64_187 = arith.constant 2 : i64
        %384 = arith.muli %259, %c2_i64_187 : i64
        %c1_i64_188 = arith.constant 1 : i64
        %385 = arith.addi %384, %c1_i64_188 : i64
        %386 = arith.addi %351, %385 : i64
        %c70_i64_189 = arith.constant 70 : i64
        %387 = arith.cmpi slt, %383, %c70_i64_189 : i64
        %c20_i64_190 = arith.constant 20 : i64
        %388 = arith.cmpi slt, %386, %c20_i64_190 : i64
        %389 = arith.andi %387, %388 : i1
        scf.if %389 {
          %c70_i64_191 = arith.constant 70 : i64
          %390 = arith.muli %386, %c70_i64_191 : i64
          %391 = arith.addi %383, %390 : i64
          %392 = llvm.getelementptr %219[%391] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %393 = llvm.load %392 : !llvm.ptr<1> -> f64
          %394 = memref.load %alloca_74[] : memref<f64>
          %395 = arith.addf %393, %394 : f64
          %c70_i64_192 = arith.constant 70 : i64
          %396 = arith.muli %386, %c70_i64_192 : i64
          %397 = arith.addi %383, %396 : i64
          %398 = llvm.getelementptr %219[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %395, %398 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_109 = gpu.thread_id  x
      %260 = arith.index_cast %thread_id_x_109 : index to i64
      %c64_i64_110 = arith.constant 64 : i64
      %thread_id_y_111 = gpu.thread_id  y
      %261 = arith.index_cast %thread_id_y_111 : index to i64
      %262 = arith.muli %c64_i64_110, %261 : i64
      %263 = arith.addi %260, %262 : i64
      %c64_i64_112 = arith.constant 64 : i64
      %264 = arith.remsi %263, %c64_i64_112 : i64
      %c64_i64_113 = arith.constant 64 : i64
      %265 = arith.divsi %263, %c64_i64_113 : i64
      %c8_i64_114 = arith.constant 8 : i64
      %266 = arith.muli %265, %c8_i64_114 : i64
      %cst_115 = arith.constant 0.000000e+00 : f32
      memref.store %cst_115, %alloca_77[] : memref<f32>
      %cst_116 = arith.constant 0.000000e+00 : f32
      memref.store %cst_116, %alloca_78[] : memref<f32>
      %cst_117 = arith.constant 0.000000e+00 : f32
      memref.store %cst_117, %alloca_79[] : memref<f32>
      %cst_118 = arith.constant 0.000000e+00 : f32
      memref.store %cst_118, %alloca_80[] : memref<f32>
      %cst_119 = arith.constant 0.000000e+00 : f32
      memref.store %cst_119, %alloca_81[] : memref<f32>
      %cst_120 = arith.constant 0.000000e+00 : f32
      memref.store %cst_120, %alloca_82[] : memref<f32>
      %cst_121 = arith.constant 0.000000e+00 : f32
      memref.store %cst_121, %alloca_83[] : memref<f32>
      %cst_122 = arith.constant 0.000000e+00 : f32
      memref.store %cst_122, %alloca_84[] : memref<f32>
      %c64_i64_123 = arith.constant 64 : i64
      %267 = arith.remsi %263, %c64_i64_123 : i64
      %c64_i64_124 = arith.constant 64 : i64
      %268 = arith.divsi %263, %c64_i64_124 : i64
      %c512_i64 = arith.constant 512 : i64
      %269 = arith.addi %263, %c512_i64 : i64
      %c64_i64_125 = arith.constant 64 : i64
      %270 = arith.remsi %269, %c64_i64_125 : i64
      %c64_i64_126 = arith.constant 64 : i64
      %271 = arith.divsi %269, %c64_i64_126 : i64
      %cst_127 = arith.constant 0.000000e+00 : f32
      memref.store %cst_127, %alloca_85[] : memref<f32>
      %c64_i64_128 = arith.constant 64 : i64
      %272 = arith.muli %268, %c64_i64_128 : i64
      %273 = arith.addi %267, %272 : i64
      %274 = llvm.getelementptr %221[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %275 = llvm.load %274 : !llvm.ptr<1> -> f32
      memref.store %275, %alloca_85[] : memref<f32>
      %cst_129 = arith.constant 0.000000e+00 : f32
      memref.store %cst_129, %alloca_86[] : memref<f32>
      %c64_i64_130 = arith.constant 64 : i64
      %276 = arith.muli %271, %c64_i64_130 : i64
      %277 = arith.addi %270, %276 : i64
      %278 = llvm.getelementptr %221[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %279 = llvm.load %278 : !llvm.ptr<1> -> f32
      memref.store %279, %alloca_86[] : memref<f32>
      %c16_i64_131 = arith.constant 16 : i64
      %280 = arith.divsi %263, %c16_i64_131 : i64
      %c16_i64_132 = arith.constant 16 : i64
      %281 = arith.remsi %263, %c16_i64_132 : i64
      %c512_i64_133 = arith.constant 512 : i64
      %282 = arith.addi %263, %c512_i64_133 : i64
      %c16_i64_134 = arith.constant 16 : i64
      %283 = arith.divsi %282, %c16_i64_134 : i64
      %c16_i64_135 = arith.constant 16 : i64
      %284 = arith.remsi %282, %c16_i64_135 : i64
      %cst_136 = arith.constant 0.000000e+00 : f32
      memref.store %cst_136, %alloca_87[] : memref<f32>
      %c64_i64_137 = arith.constant 64 : i64
      %285 = arith.muli %280, %c64_i64_137 : i64
      %286 = arith.addi %281, %285 : i64
      %287 = llvm.getelementptr %223[%286] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %288 = llvm.load %287 : !llvm.ptr<1> -> f32
      memref.store %288, %alloca_87[] : memref<f32>
      %cst_138 = arith.constant 0.000000e+00 : f32
      memref.store %cst_138, %alloca_88[] : memref<f32>
      %c64_i64_139 = arith.constant 64 : i64
      %289 = arith.muli %283, %c64_i64_139 : i64
      %290 = arith.addi %284, %289 : i64
      %291 = llvm.getelementptr %223[%290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %292 = llvm.load %291 : !llvm.ptr<1> -> f32
      memref.store %292, %alloca_88[] : memref<f32>
      %c0_i64_140 = arith.constant 0 : i64
      %c64_i64_141 = arith.constant 64 : i64
      %c16_i64_142 = arith.constant 16 : i64
      scf.for %arg19 = %c0_i64_140 to %c64_i64_141 step %c16_i64_142  : i64 {
        gpu.barrier
        %c64_i64_172 = arith.constant 64 : i64
        %348 = arith.remsi %263, %c64_i64_172 : i64
        %c64_i64_173 = arith.constant 64 : i64
        %349 = arith.divsi %263, %c64_i64_173 : i64
        %c512_i64_174 = arith.constant 512 : i64
        %350 = arith.addi %263, %c512_i64_174 : i64
        %c64_i64_175 = arith.constant 64 : i64
        %351 = arith.remsi %350, %c64_i64_175 : i64
        %c64_i64_176 = arith.constant 64 : i64
        %352 = arith.divsi %350, %c64_i64_176 : i64
        %353 = memref.load %alloca_85[] : memref<f32>
        %354 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c64_i64_177 = arith.constant 64 : i64
        %355 = arith.muli %349, %c64_i64_177 : i64
        %356 = arith.addi %348, %355 : i64
        %357 = llvm.getelementptr %354[%356] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %353, %357 : f32, !llvm.ptr<3>
        %358 = memref.load %alloca_86[] : memref<f32>
        %359 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c64_i64_178 = arith.constant 64 : i64
        %360 = arith.muli %352, %c64_i64_178 : i64
        %361 = arith.addi %351, %360 : i64
        %362 = llvm.getelementptr %359[%361] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %358, %362 : f32, !llvm.ptr<3>
        %c16_i64_179 = arith.constant 16 : i64
        %363 = arith.divsi %263, %c16_i64_179 : i64
        %c16_i64_180 = arith.constant 16 : i64
        %364 = arith.remsi %263, %c16_i64_180 : i64
        %c512_i64_181 = arith.constant 512 : i64
        %365 = arith.addi %263, %c512_i64_181 : i64
        %c16_i64_182 = arith.constant 16 : i64
        %366 = arith.divsi %365, %c16_i64_182 : i64
        %c16_i64_183 = arith.constant 16 : i64
        %367 = arith.remsi %365, %c16_i64_183 : i64
        %368 = memref.load %alloca_87[] : memref<f32>
        %369 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64 = arith.constant 4096 : i64
        %370 = llvm.getelementptr %369[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c68_i64 = arith.constant 68 : i64
        %371 = arith.muli %364, %c68_i64 : i64
        %372 = arith.addi %363, %371 : i64
        %373 = llvm.getelementptr %370[%372] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %368, %373 : f32, !llvm.ptr<3>
        %374 = memref.load %alloca_88[] : memref<f32>
        %375 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_184 = arith.constant 4096 : i64
        %376 = llvm.getelementptr %375[%c4096_i64_184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c68_i64_185 = arith.constant 68 : i64
        %377 = arith.muli %367, %c68_i64_185 : i64
        %378 = arith.addi %366, %377 : i64
        %379 = llvm.getelementptr %376[%378] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %374, %379 : f32, !llvm.ptr<3>
        gpu.barrier
        %c16_i64_186 = arith.constant 16 : i64
        %380 = arith.addi %arg19, %c16_i64_186 : i64
        %c64_i64_187 = arith.constant 64 : i64
        %381 = arith.cmpi slt, %380, %c64_i64_187 : i64
        scf.if %381 {
          %c64_i64_326 = arith.constant 64 : i64
          %1340 = arith.remsi %263, %c64_i64_326 : i64
          %c64_i64_327 = arith.constant 64 : i64
          %1341 = arith.divsi %263, %c64_i64_327 : i64
          %c512_i64_328 = arith.constant 512 : i64
          %1342 = arith.addi %263, %c512_i64_328 : i64
          %c64_i64_329 = arith.constant 64 : i64
          %1343 = arith.remsi %1342, %c64_i64_329 : i64
          %c64_i64_330 = arith.constant 64 : i64
          %1344 = arith.divsi %1342, %c64_i64_330 : i64
          %1345 = arith.addi %380, %1341 : i64
          %c64_i64_331 = arith.constant 64 : i64
          %1346 = arith.muli %1345, %c64_i64_331 : i64
          %1347 = arith.addi %1340, %1346 : i64
          %1348 = llvm.getelementptr %221[%1347] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1349 = llvm.load %1348 : !llvm.ptr<1> -> f32
          memref.store %1349, %alloca_85[] : memref<f32>
          %1350 = arith.addi %380, %1344 : i64
          %c64_i64_332 = arith.constant 64 : i64
          %1351 = arith.muli %1350, %c64_i64_332 : i64
          %1352 = arith.addi %1343, %1351 : i64
          %1353 = llvm.getelementptr %221[%1352] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1354 = llvm.load %1353 : !llvm.ptr<1> -> f32
          memref.store %1354, %alloca_86[] : memref<f32>
          %c16_i64_333 = arith.constant 16 : i64
          %1355 = arith.divsi %263, %c16_i64_333 : i64
          %c16_i64_334 = arith.constant 16 : i64
          %1356 = arith.remsi %263, %c16_i64_334 : i64
          %c512_i64_335 = arith.constant 512 : i64
          %1357 = arith.addi %263, %c512_i64_335 : i64
          %c16_i64_336 = arith.constant 16 : i64
          %1358 = arith.divsi %1357, %c16_i64_336 : i64
          %c16_i64_337 = arith.constant 16 : i64
          %1359 = arith.remsi %1357, %c16_i64_337 : i64
          %1360 = arith.addi %380, %1356 : i64
          %c64_i64_338 = arith.constant 64 : i64
          %1361 = arith.muli %1355, %c64_i64_338 : i64
          %1362 = arith.addi %1360, %1361 : i64
          %1363 = llvm.getelementptr %223[%1362] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1364 = llvm.load %1363 : !llvm.ptr<1> -> f32
          memref.store %1364, %alloca_87[] : memref<f32>
          %1365 = arith.addi %380, %1359 : i64
          %c64_i64_339 = arith.constant 64 : i64
          %1366 = arith.muli %1358, %c64_i64_339 : i64
          %1367 = arith.addi %1365, %1366 : i64
          %1368 = llvm.getelementptr %223[%1367] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %1369 = llvm.load %1368 : !llvm.ptr<1> -> f32
          memref.store %1369, %alloca_88[] : memref<f32>
        }
        %382 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %383 = llvm.getelementptr %382[%264] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %384 = llvm.load %383 : !llvm.ptr<3> -> f32
        %385 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_188 = arith.constant 4096 : i64
        %386 = llvm.getelementptr %385[%c4096_i64_188] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %387 = llvm.getelementptr %386[%266] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %388 = llvm.load %387 : !llvm.ptr<3> -> f32
        %389 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_189 = arith.constant 4096 : i64
        %390 = llvm.getelementptr %389[%c4096_i64_189] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1_i64_190 = arith.constant 1 : i64
        %391 = arith.addi %266, %c1_i64_190 : i64
        %392 = llvm.getelementptr %390[%391] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %393 = llvm.load %392 : !llvm.ptr<3> -> f32
        %394 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_191 = arith.constant 4096 : i64
        %395 = llvm.getelementptr %394[%c4096_i64_191] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c2_i64_192 = arith.constant 2 : i64
        %396 = arith.addi %266, %c2_i64_192 : i64
        %397 = llvm.getelementptr %395[%396] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %398 = llvm.load %397 : !llvm.ptr<3> -> f32
        %399 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_193 = arith.constant 4096 : i64
        %400 = llvm.getelementptr %399[%c4096_i64_193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c3_i64_194 = arith.constant 3 : i64
        %401 = arith.addi %266, %c3_i64_194 : i64
        %402 = llvm.getelementptr %400[%401] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %403 = llvm.load %402 : !llvm.ptr<3> -> f32
        %404 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_195 = arith.constant 4096 : i64
        %405 = llvm.getelementptr %404[%c4096_i64_195] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c4_i64_196 = arith.constant 4 : i64
        %406 = arith.addi %266, %c4_i64_196 : i64
        %407 = llvm.getelementptr %405[%406] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %408 = llvm.load %407 : !llvm.ptr<3> -> f32
        %409 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_197 = arith.constant 4096 : i64
        %410 = llvm.getelementptr %409[%c4096_i64_197] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c5_i64_198 = arith.constant 5 : i64
        %411 = arith.addi %266, %c5_i64_198 : i64
        %412 = llvm.getelementptr %410[%411] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %413 = llvm.load %412 : !llvm.ptr<3> -> f32
        %414 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_199 = arith.constant 4096 : i64
        %415 = llvm.getelementptr %414[%c4096_i64_199] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c6_i64_200 = arith.constant 6 : i64
        %416 = arith.addi %266, %c6_i64_200 : i64
        %417 = llvm.getelementptr %415[%416] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %418 = llvm.load %417 : !llvm.ptr<3> -> f32
        %419 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_201 = arith.constant 4096 : i64
        %420 = llvm.getelementptr %419[%c4096_i64_201] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c7_i64_202 = arith.constant 7 : i64
        %421 = arith.addi %266, %c7_i64_202 : i64
        %422 = llvm.getelementptr %420[%421] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %423 = llvm.load %422 : !llvm.ptr<3> -> f32
        %424 = memref.load %alloca_77[] : memref<f32>
        %425 = llvm.intr.fma(%384, %388, %424) : (f32, f32, f32) -> f32
        memref.store %425, %alloca_77[] : memref<f32>
        %426 = memref.load %alloca_78[] : memref<f32>
        %427 = llvm.intr.fma(%384, %393, %426) : (f32, f32, f32) -> f32
        memref.store %427, %alloca_78[] : memref<f32>
        %428 = memref.load %alloca_79[] : memref<f32>
        %429 = llvm.intr.fma(%384, %398, %428) : (f32, f32, f32) -> f32
        memref.store %429, %alloca_79[] : memref<f32>
        %430 = memref.load %alloca_80[] : memref<f32>
        %431 = llvm.intr.fma(%384, %403, %430) : (f32, f32, f32) -> f32
        memref.store %431, %alloca_80[] : memref<f32>
        %432 = memref.load %alloca_81[] : memref<f32>
        %433 = llvm.intr.fma(%384, %408, %432) : (f32, f32, f32) -> f32
        memref.store %433, %alloca_81[] : memref<f32>
        %434 = memref.load %alloca_82[] : memref<f32>
        %435 = llvm.intr.fma(%384, %413, %434) : (f32, f32, f32) -> f32
        memref.store %435, %alloca_82[] : memref<f32>
        %436 = memref.load %alloca_83[] : memref<f32>
        %437 = llvm.intr.fma(%384, %418, %436) : (f32, f32, f32) -> f32
        memref.store %437, %alloca_83[] : memref<f32>
        %438 = memref.load %alloca_84[] : memref<f32>
        %439 = llvm.intr.fma(%384, %423, %438) : (f32, f32, f32) -> f32
        memref.store %439, %alloca_84[] : memref<f32>
        %440 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c64_i64_203 = arith.constant 64 : i64
        %441 = arith.addi %264, %c64_i64_203 : i64
        %442 = llvm.getelementptr %440[%441] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %443 = llvm.load %442 : !llvm.ptr<3> -> f32
        %444 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_204 = arith.constant 4096 : i64
        %445 = llvm.getelementptr %444[%c4096_i64_204] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c68_i64_205 = arith.constant 68 : i64
        %446 = arith.addi %266, %c68_i64_205 : i64
        %447 = llvm.getelementptr %445[%446] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %448 = llvm.load %447 : !llvm.ptr<3> -> f32
        %449 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_206 = arith.constant 4096 : i64
        %450 = llvm.getelementptr %449[%c4096_i64_206] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c69_i64 = arith.constant 69 : i64
        %451 = arith.addi %266, %c69_i64 : i64
        %452 = llvm.getelementptr %450[%451] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %453 = llvm.load %452 : !llvm.ptr<3> -> f32
        %454 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_207 = arith.constant 4096 : i64
        %455 = llvm.getelementptr %454[%c4096_i64_207] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c70_i64 = arith.constant 70 : i64
        %456 = arith.addi %266, %c70_i64 : i64
        %457 = llvm.getelementptr %455[%456] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %458 = llvm.load %457 : !llvm.ptr<3> -> f32
        %459 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_208 = arith.constant 4096 : i64
        %460 = llvm.getelementptr %459[%c4096_i64_208] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c71_i64 = arith.constant 71 : i64
        %461 = arith.addi %266, %c71_i64 : i64
        %462 = llvm.getelementptr %460[%461] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %463 = llvm.load %462 : !llvm.ptr<3> -> f32
        %464 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_209 = arith.constant 4096 : i64
        %465 = llvm.getelementptr %464[%c4096_i64_209] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c72_i64 = arith.constant 72 : i64
        %466 = arith.addi %266, %c72_i64 : i64
        %467 = llvm.getelementptr %465[%466] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %468 = llvm.load %467 : !llvm.ptr<3> -> f32
        %469 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_210 = arith.constant 4096 : i64
        %470 = llvm.getelementptr %469[%c4096_i64_210] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c73_i64 = arith.constant 73 : i64
        %471 = arith.addi %266, %c73_i64 : i64
        %472 = llvm.getelementptr %470[%471] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %473 = llvm.load %472 : !llvm.ptr<3> -> f32
        %474 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_211 = arith.constant 4096 : i64
        %475 = llvm.getelementptr %474[%c4096_i64_211] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c74_i64 = arith.constant 74 : i64
        %476 = arith.addi %266, %c74_i64 : i64
        %477 = llvm.getelementptr %475[%476] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %478 = llvm.load %477 : !llvm.ptr<3> -> f32
        %479 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_212 = arith.constant 4096 : i64
        %480 = llvm.getelementptr %479[%c4096_i64_212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c75_i64 = arith.constant 75 : i64
        %481 = arith.addi %266, %c75_i64 : i64
        %482 = llvm.getelementptr %480[%481] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %483 = llvm.load %482 : !llvm.ptr<3> -> f32
        %484 = memref.load %alloca_77[] : memref<f32>
        %485 = llvm.intr.fma(%443, %448, %484) : (f32, f32, f32) -> f32
        memref.store %485, %alloca_77[] : memref<f32>
        %486 = memref.load %alloca_78[] : memref<f32>
        %487 = llvm.intr.fma(%443, %453, %486) : (f32, f32, f32) -> f32
        memref.store %487, %alloca_78[] : memref<f32>
        %488 = memref.load %alloca_79[] : memref<f32>
        %489 = llvm.intr.fma(%443, %458, %488) : (f32, f32, f32) -> f32
        memref.store %489, %alloca_79[] : memref<f32>
        %490 = memref.load %alloca_80[] : memref<f32>
        %491 = llvm.intr.fma(%443, %463, %490) : (f32, f32, f32) -> f32
        memref.store %491, %alloca_80[] : memref<f32>
        %492 = memref.load %alloca_81[] : memref<f32>
        %493 = llvm.intr.fma(%443, %468, %492) : (f32, f32, f32) -> f32
        memref.store %493, %alloca_81[] : memref<f32>
        %494 = memref.load %alloca_82[] : memref<f32>
        %495 = llvm.intr.fma(%443, %473, %494) : (f32, f32, f32) -> f32
        memref.store %495, %alloca_82[] : memref<f32>
        %496 = memref.load %alloca_83[] : memref<f32>
        %497 = llvm.intr.fma(%443, %478, %496) : (f32, f32, f32) -> f32
        memref.store %497, %alloca_83[] : memref<f32>
        %498 = memref.load %alloca_84[] : memref<f32>
        %499 = llvm.intr.fma(%443, %483, %498) : (f32, f32, f32) -> f32
        memref.store %499, %alloca_84[] : memref<f32>
        %500 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c128_i64 = arith.constant 128 : i64
        %501 = arith.addi %264, %c128_i64 : i64
        %502 = llvm.getelementptr %500[%501] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %503 = llvm.load %502 : !llvm.ptr<3> -> f32
        %504 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_213 = arith.constant 4096 : i64
        %505 = llvm.getelementptr %504[%c4096_i64_213] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c136_i64 = arith.constant 136 : i64
        %506 = arith.addi %266, %c136_i64 : i64
        %507 = llvm.getelementptr %505[%506] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %508 = llvm.load %507 : !llvm.ptr<3> -> f32
        %509 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_214 = arith.constant 4096 : i64
        %510 = llvm.getelementptr %509[%c4096_i64_214] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c137_i64 = arith.constant 137 : i64
        %511 = arith.addi %266, %c137_i64 : i64
        %512 = llvm.getelementptr %510[%511] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %513 = llvm.load %512 : !llvm.ptr<3> -> f32
        %514 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_215 = arith.constant 4096 : i64
        %515 = llvm.getelementptr %514[%c4096_i64_215] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c138_i64 = arith.constant 138 : i64
        %516 = arith.addi %266, %c138_i64 : i64
        %517 = llvm.getelementptr %515[%516] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %518 = llvm.load %517 : !llvm.ptr<3> -> f32
        %519 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_216 = arith.constant 4096 : i64
        %520 = llvm.getelementptr %519[%c4096_i64_216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c139_i64 = arith.constant 139 : i64
        %521 = arith.addi %266, %c139_i64 : i64
        %522 = llvm.getelementptr %520[%521] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %523 = llvm.load %522 : !llvm.ptr<3> -> f32
        %524 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_217 = arith.constant 4096 : i64
        %525 = llvm.getelementptr %524[%c4096_i64_217] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c140_i64 = arith.constant 140 : i64
        %526 = arith.addi %266, %c140_i64 : i64
        %527 = llvm.getelementptr %525[%526] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %528 = llvm.load %527 : !llvm.ptr<3> -> f32
        %529 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_218 = arith.constant 4096 : i64
        %530 = llvm.getelementptr %529[%c4096_i64_218] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c141_i64 = arith.constant 141 : i64
        %531 = arith.addi %266, %c141_i64 : i64
        %532 = llvm.getelementptr %530[%531] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %533 = llvm.load %532 : !llvm.ptr<3> -> f32
        %534 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_219 = arith.constant 4096 : i64
        %535 = llvm.getelementptr %534[%c4096_i64_219] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c142_i64 = arith.constant 142 : i64
        %536 = arith.addi %266, %c142_i64 : i64
        %537 = llvm.getelementptr %535[%536] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %538 = llvm.load %537 : !llvm.ptr<3> -> f32
        %539 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_220 = arith.constant 4096 : i64
        %540 = llvm.getelementptr %539[%c4096_i64_220] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c143_i64 = arith.constant 143 : i64
        %541 = arith.addi %266, %c143_i64 : i64
        %542 = llvm.getelementptr %540[%541] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %543 = llvm.load %542 : !llvm.ptr<3> -> f32
        %544 = memref.load %alloca_77[] : memref<f32>
        %545 = llvm.intr.fma(%503, %508, %544) : (f32, f32, f32) -> f32
        memref.store %545, %alloca_77[] : memref<f32>
        %546 = memref.load %alloca_78[] : memref<f32>
        %547 = llvm.intr.fma(%503, %513, %546) : (f32, f32, f32) -> f32
        memref.store %547, %alloca_78[] : memref<f32>
        %548 = memref.load %alloca_79[] : memref<f32>
        %549 = llvm.intr.fma(%503, %518, %548) : (f32, f32, f32) -> f32
        memref.store %549, %alloca_79[] : memref<f32>
        %550 = memref.load %alloca_80[] : memref<f32>
        %551 = llvm.intr.fma(%503, %523, %550) : (f32, f32, f32) -> f32
        memref.store %551, %alloca_80[] : memref<f32>
        %552 = memref.load %alloca_81[] : memref<f32>
        %553 = llvm.intr.fma(%503, %528, %552) : (f32, f32, f32) -> f32
        memref.store %553, %alloca_81[] : memref<f32>
        %554 = memref.load %alloca_82[] : memref<f32>
        %555 = llvm.intr.fma(%503, %533, %554) : (f32, f32, f32) -> f32
        memref.store %555, %alloca_82[] : memref<f32>
        %556 = memref.load %alloca_83[] : memref<f32>
        %557 = llvm.intr.fma(%503, %538, %556) : (f32, f32, f32) -> f32
        memref.store %557, %alloca_83[] : memref<f32>
        %558 = memref.load %alloca_84[] : memref<f32>
        %559 = llvm.intr.fma(%503, %543, %558) : (f32, f32, f32) -> f32
        memref.store %559, %alloca_84[] : memref<f32>
        %560 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c192_i64 = arith.constant 192 : i64
        %561 = arith.addi %264, %c192_i64 : i64
        %562 = llvm.getelementptr %560[%561] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %563 = llvm.load %562 : !llvm.ptr<3> -> f32
        %564 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_221 = arith.constant 4096 : i64
        %565 = llvm.getelementptr %564[%c4096_i64_221] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c204_i64 = arith.constant 204 : i64
        %566 = arith.addi %266, %c204_i64 : i64
        %567 = llvm.getelementptr %565[%566] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %568 = llvm.load %567 : !llvm.ptr<3> -> f32
        %569 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_222 = arith.constant 4096 : i64
        %570 = llvm.getelementptr %569[%c4096_i64_222] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c205_i64 = arith.constant 205 : i64
        %571 = arith.addi %266, %c205_i64 : i64
        %572 = llvm.getelementptr %570[%571] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %573 = llvm.load %572 : !llvm.ptr<3> -> f32
        %574 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_223 = arith.constant 4096 : i64
        %575 = llvm.getelementptr %574[%c4096_i64_223] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c206_i64 = arith.constant 206 : i64
        %576 = arith.addi %266, %c206_i64 : i64
        %577 = llvm.getelementptr %575[%576] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %578 = llvm.load %577 : !llvm.ptr<3> -> f32
        %579 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_224 = arith.constant 4096 : i64
        %580 = llvm.getelementptr %579[%c4096_i64_224] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c207_i64 = arith.constant 207 : i64
        %581 = arith.addi %266, %c207_i64 : i64
        %582 = llvm.getelementptr %580[%581] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %583 = llvm.load %582 : !llvm.ptr<3> -> f32
        %584 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_225 = arith.constant 4096 : i64
        %585 = llvm.getelementptr %584[%c4096_i64_225] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c208_i64 = arith.constant 208 : i64
        %586 = arith.addi %266, %c208_i64 : i64
        %587 = llvm.getelementptr %585[%586] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %588 = llvm.load %587 : !llvm.ptr<3> -> f32
        %589 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_226 = arith.constant 4096 : i64
        %590 = llvm.getelementptr %589[%c4096_i64_226] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c209_i64 = arith.constant 209 : i64
        %591 = arith.addi %266, %c209_i64 : i64
        %592 = llvm.getelementptr %590[%591] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %593 = llvm.load %592 : !llvm.ptr<3> -> f32
        %594 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_227 = arith.constant 4096 : i64
        %595 = llvm.getelementptr %594[%c4096_i64_227] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c210_i64 = arith.constant 210 : i64
        %596 = arith.addi %266, %c210_i64 : i64
        %597 = llvm.getelementptr %595[%596] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %598 = llvm.load %597 : !llvm.ptr<3> -> f32
        %599 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_228 = arith.constant 4096 : i64
        %600 = llvm.getelementptr %599[%c4096_i64_228] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c211_i64 = arith.constant 211 : i64
        %601 = arith.addi %266, %c211_i64 : i64
        %602 = llvm.getelementptr %600[%601] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %603 = llvm.load %602 : !llvm.ptr<3> -> f32
        %604 = memref.load %alloca_77[] : memref<f32>
        %605 = llvm.intr.fma(%563, %568, %604) : (f32, f32, f32) -> f32
        memref.store %605, %alloca_77[] : memref<f32>
        %606 = memref.load %alloca_78[] : memref<f32>
        %607 = llvm.intr.fma(%563, %573, %606) : (f32, f32, f32) -> f32
        memref.store %607, %alloca_78[] : memref<f32>
        %608 = memref.load %alloca_79[] : memref<f32>
        %609 = llvm.intr.fma(%563, %578, %608) : (f32, f32, f32) -> f32
        memref.store %609, %alloca_79[] : memref<f32>
        %610 = memref.load %alloca_80[] : memref<f32>
        %611 = llvm.intr.fma(%563, %583, %610) : (f32, f32, f32) -> f32
        memref.store %611, %alloca_80[] : memref<f32>
        %612 = memref.load %alloca_81[] : memref<f32>
        %613 = llvm.intr.fma(%563, %588, %612) : (f32, f32, f32) -> f32
        memref.store %613, %alloca_81[] : memref<f32>
        %614 = memref.load %alloca_82[] : memref<f32>
        %615 = llvm.intr.fma(%563, %593, %614) : (f32, f32, f32) -> f32
        memref.store %615, %alloca_82[] : memref<f32>
        %616 = memref.load %alloca_83[] : memref<f32>
        %617 = llvm.intr.fma(%563, %598, %616) : (f32, f32, f32) -> f32
        memref.store %617, %alloca_83[] : memref<f32>
        %618 = memref.load %alloca_84[] : memref<f32>
        %619 = llvm.intr.fma(%563, %603, %618) : (f32, f32, f32) -> f32
        memref.store %619, %alloca_84[] : memref<f32>
        %620 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c256_i64 = arith.constant 256 : i64
        %621 = arith.addi %264, %c256_i64 : i64
        %622 = llvm.getelementptr %620[%621] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %623 = llvm.load %622 : !llvm.ptr<3> -> f32
        %624 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_229 = arith.constant 4096 : i64
        %625 = llvm.getelementptr %624[%c4096_i64_229] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c272_i64 = arith.constant 272 : i64
        %626 = arith.addi %266, %c272_i64 : i64
        %627 = llvm.getelementptr %625[%626] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %628 = llvm.load %627 : !llvm.ptr<3> -> f32
        %629 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_230 = arith.constant 4096 : i64
        %630 = llvm.getelementptr %629[%c4096_i64_230] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c273_i64 = arith.constant 273 : i64
        %631 = arith.addi %266, %c273_i64 : i64
        %632 = llvm.getelementptr %630[%631] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %633 = llvm.load %632 : !llvm.ptr<3> -> f32
        %634 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_231 = arith.constant 4096 : i64
        %635 = llvm.getelementptr %634[%c4096_i64_231] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c274_i64 = arith.constant 274 : i64
        %636 = arith.addi %266, %c274_i64 : i64
        %637 = llvm.getelementptr %635[%636] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %638 = llvm.load %637 : !llvm.ptr<3> -> f32
        %639 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_232 = arith.constant 4096 : i64
        %640 = llvm.getelementptr %639[%c4096_i64_232] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c275_i64 = arith.constant 275 : i64
        %641 = arith.addi %266, %c275_i64 : i64
        %642 = llvm.getelementptr %640[%641] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %643 = llvm.load %642 : !llvm.ptr<3> -> f32
        %644 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_233 = arith.constant 4096 : i64
        %645 = llvm.getelementptr %644[%c4096_i64_233] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c276_i64 = arith.constant 276 : i64
        %646 = arith.addi %266, %c276_i64 : i64
        %647 = llvm.getelementptr %645[%646] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %648 = llvm.load %647 : !llvm.ptr<3> -> f32
        %649 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_234 = arith.constant 4096 : i64
        %650 = llvm.getelementptr %649[%c4096_i64_234] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c277_i64 = arith.constant 277 : i64
        %651 = arith.addi %266, %c277_i64 : i64
        %652 = llvm.getelementptr %650[%651] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %653 = llvm.load %652 : !llvm.ptr<3> -> f32
        %654 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_235 = arith.constant 4096 : i64
        %655 = llvm.getelementptr %654[%c4096_i64_235] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c278_i64 = arith.constant 278 : i64
        %656 = arith.addi %266, %c278_i64 : i64
        %657 = llvm.getelementptr %655[%656] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %658 = llvm.load %657 : !llvm.ptr<3> -> f32
        %659 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_236 = arith.constant 4096 : i64
        %660 = llvm.getelementptr %659[%c4096_i64_236] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c279_i64 = arith.constant 279 : i64
        %661 = arith.addi %266, %c279_i64 : i64
        %662 = llvm.getelementptr %660[%661] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %663 = llvm.load %662 : !llvm.ptr<3> -> f32
        %664 = memref.load %alloca_77[] : memref<f32>
        %665 = llvm.intr.fma(%623, %628, %664) : (f32, f32, f32) -> f32
        memref.store %665, %alloca_77[] : memref<f32>
        %666 = memref.load %alloca_78[] : memref<f32>
        %667 = llvm.intr.fma(%623, %633, %666) : (f32, f32, f32) -> f32
        memref.store %667, %alloca_78[] : memref<f32>
        %668 = memref.load %alloca_79[] : memref<f32>
        %669 = llvm.intr.fma(%623, %638, %668) : (f32, f32, f32) -> f32
        memref.store %669, %alloca_79[] : memref<f32>
        %670 = memref.load %alloca_80[] : memref<f32>
        %671 = llvm.intr.fma(%623, %643, %670) : (f32, f32, f32) -> f32
        memref.store %671, %alloca_80[] : memref<f32>
        %672 = memref.load %alloca_81[] : memref<f32>
        %673 = llvm.intr.fma(%623, %648, %672) : (f32, f32, f32) -> f32
        memref.store %673, %alloca_81[] : memref<f32>
        %674 = memref.load %alloca_82[] : memref<f32>
        %675 = llvm.intr.fma(%623, %653, %674) : (f32, f32, f32) -> f32
        memref.store %675, %alloca_82[] : memref<f32>
        %676 = memref.load %alloca_83[] : memref<f32>
        %677 = llvm.intr.fma(%623, %658, %676) : (f32, f32, f32) -> f32
        memref.store %677, %alloca_83[] : memref<f32>
        %678 = memref.load %alloca_84[] : memref<f32>
        %679 = llvm.intr.fma(%623, %663, %678) : (f32, f32, f32) -> f32
        memref.store %679, %alloca_84[] : memref<f32>
        %680 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c320_i64 = arith.constant 320 : i64
        %681 = arith.addi %264, %c320_i64 : i64
        %682 = llvm.getelementptr %680[%681] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %683 = llvm.load %682 : !llvm.ptr<3> -> f32
        %684 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_237 = arith.constant 4096 : i64
        %685 = llvm.getelementptr %684[%c4096_i64_237] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c340_i64 = arith.constant 340 : i64
        %686 = arith.addi %266, %c340_i64 : i64
        %687 = llvm.getelementptr %685[%686] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %688 = llvm.load %687 : !llvm.ptr<3> -> f32
        %689 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_238 = arith.constant 4096 : i64
        %690 = llvm.getelementptr %689[%c4096_i64_238] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c341_i64 = arith.constant 341 : i64
        %691 = arith.addi %266, %c341_i64 : i64
        %692 = llvm.getelementptr %690[%691] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %693 = llvm.load %692 : !llvm.ptr<3> -> f32
        %694 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_239 = arith.constant 4096 : i64
        %695 = llvm.getelementptr %694[%c4096_i64_239] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c342_i64 = arith.constant 342 : i64
        %696 = arith.addi %266, %c342_i64 : i64
        %697 = llvm.getelementptr %695[%696] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %698 = llvm.load %697 : !llvm.ptr<3> -> f32
        %699 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_240 = arith.constant 4096 : i64
        %700 = llvm.getelementptr %699[%c4096_i64_240] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c343_i64 = arith.constant 343 : i64
        %701 = arith.addi %266, %c343_i64 : i64
        %702 = llvm.getelementptr %700[%701] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %703 = llvm.load %702 : !llvm.ptr<3> -> f32
        %704 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_241 = arith.constant 4096 : i64
        %705 = llvm.getelementptr %704[%c4096_i64_241] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c344_i64 = arith.constant 344 : i64
        %706 = arith.addi %266, %c344_i64 : i64
        %707 = llvm.getelementptr %705[%706] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %708 = llvm.load %707 : !llvm.ptr<3> -> f32
        %709 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_242 = arith.constant 4096 : i64
        %710 = llvm.getelementptr %709[%c4096_i64_242] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c345_i64 = arith.constant 345 : i64
        %711 = arith.addi %266, %c345_i64 : i64
        %712 = llvm.getelementptr %710[%711] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %713 = llvm.load %712 : !llvm.ptr<3> -> f32
        %714 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_243 = arith.constant 4096 : i64
        %715 = llvm.getelementptr %714[%c4096_i64_243] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c346_i64 = arith.constant 346 : i64
        %716 = arith.addi %266, %c346_i64 : i64
        %717 = llvm.getelementptr %715[%716] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %718 = llvm.load %717 : !llvm.ptr<3> -> f32
        %719 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_244 = arith.constant 4096 : i64
        %720 = llvm.getelementptr %719[%c4096_i64_244] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c347_i64 = arith.constant 347 : i64
        %721 = arith.addi %266, %c347_i64 : i64
        %722 = llvm.getelementptr %720[%721] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %723 = llvm.load %722 : !llvm.ptr<3> -> f32
        %724 = memref.load %alloca_77[] : memref<f32>
        %725 = llvm.intr.fma(%683, %688, %724) : (f32, f32, f32) -> f32
        memref.store %725, %alloca_77[] : memref<f32>
        %726 = memref.load %alloca_78[] : memref<f32>
        %727 = llvm.intr.fma(%683, %693, %726) : (f32, f32, f32) -> f32
        memref.store %727, %alloca_78[] : memref<f32>
        %728 = memref.load %alloca_79[] : memref<f32>
        %729 = llvm.intr.fma(%683, %698, %728) : (f32, f32, f32) -> f32
        memref.store %729, %alloca_79[] : memref<f32>
        %730 = memref.load %alloca_80[] : memref<f32>
        %731 = llvm.intr.fma(%683, %703, %730) : (f32, f32, f32) -> f32
        memref.store %731, %alloca_80[] : memref<f32>
        %732 = memref.load %alloca_81[] : memref<f32>
        %733 = llvm.intr.fma(%683, %708, %732) : (f32, f32, f32) -> f32
        memref.store %733, %alloca_81[] : memref<f32>
        %734 = memref.load %alloca_82[] : memref<f32>
        %735 = llvm.intr.fma(%683, %713, %734) : (f32, f32, f32) -> f32
        memref.store %735, %alloca_82[] : memref<f32>
        %736 = memref.load %alloca_83[] : memref<f32>
        %737 = llvm.intr.fma(%683, %718, %736) : (f32, f32, f32) -> f32
        memref.store %737, %alloca_83[] : memref<f32>
        %738 = memref.load %alloca_84[] : memref<f32>
        %739 = llvm.intr.fma(%683, %723, %738) : (f32, f32, f32) -> f32
        memref.store %739, %alloca_84[] : memref<f32>
        %740 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c384_i64 = arith.constant 384 : i64
        %741 = arith.addi %264, %c384_i64 : i64
        %742 = llvm.getelementptr %740[%741] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %743 = llvm.load %742 : !llvm.ptr<3> -> f32
        %744 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_245 = arith.constant 4096 : i64
        %745 = llvm.getelementptr %744[%c4096_i64_245] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c408_i64 = arith.constant 408 : i64
        %746 = arith.addi %266, %c408_i64 : i64
        %747 = llvm.getelementptr %745[%746] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %748 = llvm.load %747 : !llvm.ptr<3> -> f32
        %749 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_246 = arith.constant 4096 : i64
        %750 = llvm.getelementptr %749[%c4096_i64_246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c409_i64 = arith.constant 409 : i64
        %751 = arith.addi %266, %c409_i64 : i64
        %752 = llvm.getelementptr %750[%751] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %753 = llvm.load %752 : !llvm.ptr<3> -> f32
        %754 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_247 = arith.constant 4096 : i64
        %755 = llvm.getelementptr %754[%c4096_i64_247] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c410_i64 = arith.constant 410 : i64
        %756 = arith.addi %266, %c410_i64 : i64
        %757 = llvm.getelementptr %755[%756] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %758 = llvm.load %757 : !llvm.ptr<3> -> f32
        %759 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_248 = arith.constant 4096 : i64
        %760 = llvm.getelementptr %759[%c4096_i64_248] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c411_i64 = arith.constant 411 : i64
        %761 = arith.addi %266, %c411_i64 : i64
        %762 = llvm.getelementptr %760[%761] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %763 = llvm.load %762 : !llvm.ptr<3> -> f32
        %764 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_249 = arith.constant 4096 : i64
        %765 = llvm.getelementptr %764[%c4096_i64_249] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c412_i64 = arith.constant 412 : i64
        %766 = arith.addi %266, %c412_i64 : i64
        %767 = llvm.getelementptr %765[%766] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %768 = llvm.load %767 : !llvm.ptr<3> -> f32
        %769 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_250 = arith.constant 4096 : i64
        %770 = llvm.getelementptr %769[%c4096_i64_250] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c413_i64 = arith.constant 413 : i64
        %771 = arith.addi %266, %c413_i64 : i64
        %772 = llvm.getelementptr %770[%771] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %773 = llvm.load %772 : !llvm.ptr<3> -> f32
        %774 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_251 = arith.constant 4096 : i64
        %775 = llvm.getelementptr %774[%c4096_i64_251] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c414_i64 = arith.constant 414 : i64
        %776 = arith.addi %266, %c414_i64 : i64
        %777 = llvm.getelementptr %775[%776] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %778 = llvm.load %777 : !llvm.ptr<3> -> f32
        %779 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_252 = arith.constant 4096 : i64
        %780 = llvm.getelementptr %779[%c4096_i64_252] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c415_i64 = arith.constant 415 : i64
        %781 = arith.addi %266, %c415_i64 : i64
        %782 = llvm.getelementptr %780[%781] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %783 = llvm.load %782 : !llvm.ptr<3> -> f32
        %784 = memref.load %alloca_77[] : memref<f32>
        %785 = llvm.intr.fma(%743, %748, %784) : (f32, f32, f32) -> f32
        memref.store %785, %alloca_77[] : memref<f32>
        %786 = memref.load %alloca_78[] : memref<f32>
        %787 = llvm.intr.fma(%743, %753, %786) : (f32, f32, f32) -> f32
        memref.store %787, %alloca_78[] : memref<f32>
        %788 = memref.load %alloca_79[] : memref<f32>
        %789 = llvm.intr.fma(%743, %758, %788) : (f32, f32, f32) -> f32
        memref.store %789, %alloca_79[] : memref<f32>
        %790 = memref.load %alloca_80[] : memref<f32>
        %791 = llvm.intr.fma(%743, %763, %790) : (f32, f32, f32) -> f32
        memref.store %791, %alloca_80[] : memref<f32>
        %792 = memref.load %alloca_81[] : memref<f32>
        %793 = llvm.intr.fma(%743, %768, %792) : (f32, f32, f32) -> f32
        memref.store %793, %alloca_81[] : memref<f32>
        %794 = memref.load %alloca_82[] : memref<f32>
        %795 = llvm.intr.fma(%743, %773, %794) : (f32, f32, f32) -> f32
        memref.store %795, %alloca_82[] : memref<f32>
        %796 = memref.load %alloca_83[] : memref<f32>
        %797 = llvm.intr.fma(%743, %778, %796) : (f32, f32, f32) -> f32
        memref.store %797, %alloca_83[] : memref<f32>
        %798 = memref.load %alloca_84[] : memref<f32>
        %799 = llvm.intr.fma(%743, %783, %798) : (f32, f32, f32) -> f32
        memref.store %799, %alloca_84[] : memref<f32>
        %800 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c448_i64 = arith.constant 448 : i64
        %801 = arith.addi %264, %c448_i64 : i64
        %802 = llvm.getelementptr %800[%801] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %803 = llvm.load %802 : !llvm.ptr<3> -> f32
        %804 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_253 = arith.constant 4096 : i64
        %805 = llvm.getelementptr %804[%c4096_i64_253] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c476_i64 = arith.constant 476 : i64
        %806 = arith.addi %266, %c476_i64 : i64
        %807 = llvm.getelementptr %805[%806] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %808 = llvm.load %807 : !llvm.ptr<3> -> f32
        %809 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_254 = arith.constant 4096 : i64
        %810 = llvm.getelementptr %809[%c4096_i64_254] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c477_i64 = arith.constant 477 : i64
        %811 = arith.addi %266, %c477_i64 : i64
        %812 = llvm.getelementptr %810[%811] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %813 = llvm.load %812 : !llvm.ptr<3> -> f32
        %814 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_255 = arith.constant 4096 : i64
        %815 = llvm.getelementptr %814[%c4096_i64_255] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c478_i64 = arith.constant 478 : i64
        %816 = arith.addi %266, %c478_i64 : i64
        %817 = llvm.getelementptr %815[%816] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %818 = llvm.load %817 : !llvm.ptr<3> -> f32
        %819 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_256 = arith.constant 4096 : i64
        %820 = llvm.getelementptr %819[%c4096_i64_256] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c479_i64 = arith.constant 479 : i64
        %821 = arith.addi %266, %c479_i64 : i64
        %822 = llvm.getelementptr %820[%821] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %823 = llvm.load %822 : !llvm.ptr<3> -> f32
        %824 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_257 = arith.constant 4096 : i64
        %825 = llvm.getelementptr %824[%c4096_i64_257] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c480_i64 = arith.constant 480 : i64
        %826 = arith.addi %266, %c480_i64 : i64
        %827 = llvm.getelementptr %825[%826] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %828 = llvm.load %827 : !llvm.ptr<3> -> f32
        %829 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_258 = arith.constant 4096 : i64
        %830 = llvm.getelementptr %829[%c4096_i64_258] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c481_i64 = arith.constant 481 : i64
        %831 = arith.addi %266, %c481_i64 : i64
        %832 = llvm.getelementptr %830[%831] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %833 = llvm.load %832 : !llvm.ptr<3> -> f32
        %834 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_259 = arith.constant 4096 : i64
        %835 = llvm.getelementptr %834[%c4096_i64_259] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c482_i64 = arith.constant 482 : i64
        %836 = arith.addi %266, %c482_i64 : i64
        %837 = llvm.getelementptr %835[%836] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %838 = llvm.load %837 : !llvm.ptr<3> -> f32
        %839 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_260 = arith.constant 4096 : i64
        %840 = llvm.getelementptr %839[%c4096_i64_260] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c483_i64 = arith.constant 483 : i64
        %841 = arith.addi %266, %c483_i64 : i64
        %842 = llvm.getelementptr %840[%841] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %843 = llvm.load %842 : !llvm.ptr<3> -> f32
        %844 = memref.load %alloca_77[] : memref<f32>
        %845 = llvm.intr.fma(%803, %808, %844) : (f32, f32, f32) -> f32
        memref.store %845, %alloca_77[] : memref<f32>
        %846 = memref.load %alloca_78[] : memref<f32>
        %847 = llvm.intr.fma(%803, %813, %846) : (f32, f32, f32) -> f32
        memref.store %847, %alloca_78[] : memref<f32>
        %848 = memref.load %alloca_79[] : memref<f32>
        %849 = llvm.intr.fma(%803, %818, %848) : (f32, f32, f32) -> f32
        memref.store %849, %alloca_79[] : memref<f32>
        %850 = memref.load %alloca_80[] : memref<f32>
        %851 = llvm.intr.fma(%803, %823, %850) : (f32, f32, f32) -> f32
        memref.store %851, %alloca_80[] : memref<f32>
        %852 = memref.load %alloca_81[] : memref<f32>
        %853 = llvm.intr.fma(%803, %828, %852) : (f32, f32, f32) -> f32
        memref.store %853, %alloca_81[] : memref<f32>
        %854 = memref.load %alloca_82[] : memref<f32>
        %855 = llvm.intr.fma(%803, %833, %854) : (f32, f32, f32) -> f32
        memref.store %855, %alloca_82[] : memref<f32>
        %856 = memref.load %alloca_83[] : memref<f32>
        %857 = llvm.intr.fma(%803, %838, %856) : (f32, f32, f32) -> f32
        memref.store %857, %alloca_83[] : memref<f32>
        %858 = memref.load %alloca_84[] : memref<f32>
        %859 = llvm.intr.fma(%803, %843, %858) : (f32, f32, f32) -> f32
        memref.store %859, %alloca_84[] : memref<f32>
        %860 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c512_i64_261 = arith.constant 512 : i64
        %861 = arith.addi %264, %c512_i64_261 : i64
        %862 = llvm.getelementptr %860[%861] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %863 = llvm.load %862 : !llvm.ptr<3> -> f32
        %864 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_262 = arith.constant 4096 : i64
        %865 = llvm.getelementptr %864[%c4096_i64_262] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c544_i64 = arith.constant 544 : i64
        %866 = arith.addi %266, %c544_i64 : i64
        %867 = llvm.getelementptr %865[%866] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %868 = llvm.load %867 : !llvm.ptr<3> -> f32
        %869 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_263 = arith.constant 4096 : i64
        %870 = llvm.getelementptr %869[%c4096_i64_263] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c545_i64 = arith.constant 545 : i64
        %871 = arith.addi %266, %c545_i64 : i64
        %872 = llvm.getelementptr %870[%871] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %873 = llvm.load %872 : !llvm.ptr<3> -> f32
        %874 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_264 = arith.constant 4096 : i64
        %875 = llvm.getelementptr %874[%c4096_i64_264] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c546_i64 = arith.constant 546 : i64
        %876 = arith.addi %266, %c546_i64 : i64
        %877 = llvm.getelementptr %875[%876] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %878 = llvm.load %877 : !llvm.ptr<3> -> f32
        %879 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_265 = arith.constant 4096 : i64
        %880 = llvm.getelementptr %879[%c4096_i64_265] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c547_i64 = arith.constant 547 : i64
        %881 = arith.addi %266, %c547_i64 : i64
        %882 = llvm.getelementptr %880[%881] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %883 = llvm.load %882 : !llvm.ptr<3> -> f32
        %884 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_266 = arith.constant 4096 : i64
        %885 = llvm.getelementptr %884[%c4096_i64_266] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c548_i64 = arith.constant 548 : i64
        %886 = arith.addi %266, %c548_i64 : i64
        %887 = llvm.getelementptr %885[%886] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %888 = llvm.load %887 : !llvm.ptr<3> -> f32
        %889 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_267 = arith.constant 4096 : i64
        %890 = llvm.getelementptr %889[%c4096_i64_267] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c549_i64 = arith.constant 549 : i64
        %891 = arith.addi %266, %c549_i64 : i64
        %892 = llvm.getelementptr %890[%891] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %893 = llvm.load %892 : !llvm.ptr<3> -> f32
        %894 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_268 = arith.constant 4096 : i64
        %895 = llvm.getelementptr %894[%c4096_i64_268] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c550_i64 = arith.constant 550 : i64
        %896 = arith.addi %266, %c550_i64 : i64
        %897 = llvm.getelementptr %895[%896] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %898 = llvm.load %897 : !llvm.ptr<3> -> f32
        %899 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_269 = arith.constant 4096 : i64
        %900 = llvm.getelementptr %899[%c4096_i64_269] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c551_i64 = arith.constant 551 : i64
        %901 = arith.addi %266, %c551_i64 : i64
        %902 = llvm.getelementptr %900[%901] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %903 = llvm.load %902 : !llvm.ptr<3> -> f32
        %904 = memref.load %alloca_77[] : memref<f32>
        %905 = llvm.intr.fma(%863, %868, %904) : (f32, f32, f32) -> f32
        memref.store %905, %alloca_77[] : memref<f32>
        %906 = memref.load %alloca_78[] : memref<f32>
        %907 = llvm.intr.fma(%863, %873, %906) : (f32, f32, f32) -> f32
        memref.store %907, %alloca_78[] : memref<f32>
        %908 = memref.load %alloca_79[] : memref<f32>
        %909 = llvm.intr.fma(%863, %878, %908) : (f32, f32, f32) -> f32
        memref.store %909, %alloca_79[] : memref<f32>
        %910 = memref.load %alloca_80[] : memref<f32>
        %911 = llvm.intr.fma(%863, %883, %910) : (f32, f32, f32) -> f32
        memref.store %911, %alloca_80[] : memref<f32>
        %912 = memref.load %alloca_81[] : memref<f32>
        %913 = llvm.intr.fma(%863, %888, %912) : (f32, f32, f32) -> f32
        memref.store %913, %alloca_81[] : memref<f32>
        %914 = memref.load %alloca_82[] : memref<f32>
        %915 = llvm.intr.fma(%863, %893, %914) : (f32, f32, f32) -> f32
        memref.store %915, %alloca_82[] : memref<f32>
        %916 = memref.load %alloca_83[] : memref<f32>
        %917 = llvm.intr.fma(%863, %898, %916) : (f32, f32, f32) -> f32
        memref.store %917, %alloca_83[] : memref<f32>
        %918 = memref.load %alloca_84[] : memref<f32>
        %919 = llvm.intr.fma(%863, %903, %918) : (f32, f32, f32) -> f32
        memref.store %919, %alloca_84[] : memref<f32>
        %920 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c576_i64 = arith.constant 576 : i64
        %921 = arith.addi %264, %c576_i64 : i64
        %922 = llvm.getelementptr %920[%921] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %923 = llvm.load %922 : !llvm.ptr<3> -> f32
        %924 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_270 = arith.constant 4096 : i64
        %925 = llvm.getelementptr %924[%c4096_i64_270] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c612_i64 = arith.constant 612 : i64
        %926 = arith.addi %266, %c612_i64 : i64
        %927 = llvm.getelementptr %925[%926] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %928 = llvm.load %927 : !llvm.ptr<3> -> f32
        %929 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_271 = arith.constant 4096 : i64
        %930 = llvm.getelementptr %929[%c4096_i64_271] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c613_i64 = arith.constant 613 : i64
        %931 = arith.addi %266, %c613_i64 : i64
        %932 = llvm.getelementptr %930[%931] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %933 = llvm.load %932 : !llvm.ptr<3> -> f32
        %934 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_272 = arith.constant 4096 : i64
        %935 = llvm.getelementptr %934[%c4096_i64_272] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c614_i64 = arith.constant 614 : i64
        %936 = arith.addi %266, %c614_i64 : i64
        %937 = llvm.getelementptr %935[%936] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %938 = llvm.load %937 : !llvm.ptr<3> -> f32
        %939 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_273 = arith.constant 4096 : i64
        %940 = llvm.getelementptr %939[%c4096_i64_273] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c615_i64 = arith.constant 615 : i64
        %941 = arith.addi %266, %c615_i64 : i64
        %942 = llvm.getelementptr %940[%941] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %943 = llvm.load %942 : !llvm.ptr<3> -> f32
        %944 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_274 = arith.constant 4096 : i64
        %945 = llvm.getelementptr %944[%c4096_i64_274] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c616_i64 = arith.constant 616 : i64
        %946 = arith.addi %266, %c616_i64 : i64
        %947 = llvm.getelementptr %945[%946] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %948 = llvm.load %947 : !llvm.ptr<3> -> f32
        %949 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_275 = arith.constant 4096 : i64
        %950 = llvm.getelementptr %949[%c4096_i64_275] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c617_i64 = arith.constant 617 : i64
        %951 = arith.addi %266, %c617_i64 : i64
        %952 = llvm.getelementptr %950[%951] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %953 = llvm.load %952 : !llvm.ptr<3> -> f32
        %954 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_276 = arith.constant 4096 : i64
        %955 = llvm.getelementptr %954[%c4096_i64_276] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c618_i64 = arith.constant 618 : i64
        %956 = arith.addi %266, %c618_i64 : i64
        %957 = llvm.getelementptr %955[%956] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %958 = llvm.load %957 : !llvm.ptr<3> -> f32
        %959 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_277 = arith.constant 4096 : i64
        %960 = llvm.getelementptr %959[%c4096_i64_277] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c619_i64 = arith.constant 619 : i64
        %961 = arith.addi %266, %c619_i64 : i64
        %962 = llvm.getelementptr %960[%961] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %963 = llvm.load %962 : !llvm.ptr<3> -> f32
        %964 = memref.load %alloca_77[] : memref<f32>
        %965 = llvm.intr.fma(%923, %928, %964) : (f32, f32, f32) -> f32
        memref.store %965, %alloca_77[] : memref<f32>
        %966 = memref.load %alloca_78[] : memref<f32>
        %967 = llvm.intr.fma(%923, %933, %966) : (f32, f32, f32) -> f32
        memref.store %967, %alloca_78[] : memref<f32>
        %968 = memref.load %alloca_79[] : memref<f32>
        %969 = llvm.intr.fma(%923, %938, %968) : (f32, f32, f32) -> f32
        memref.store %969, %alloca_79[] : memref<f32>
        %970 = memref.load %alloca_80[] : memref<f32>
        %971 = llvm.intr.fma(%923, %943, %970) : (f32, f32, f32) -> f32
        memref.store %971, %alloca_80[] : memref<f32>
        %972 = memref.load %alloca_81[] : memref<f32>
        %973 = llvm.intr.fma(%923, %948, %972) : (f32, f32, f32) -> f32
        memref.store %973, %alloca_81[] : memref<f32>
        %974 = memref.load %alloca_82[] : memref<f32>
        %975 = llvm.intr.fma(%923, %953, %974) : (f32, f32, f32) -> f32
        memref.store %975, %alloca_82[] : memref<f32>
        %976 = memref.load %alloca_83[] : memref<f32>
        %977 = llvm.intr.fma(%923, %958, %976) : (f32, f32, f32) -> f32
        memref.store %977, %alloca_83[] : memref<f32>
        %978 = memref.load %alloca_84[] : memref<f32>
        %979 = llvm.intr.fma(%923, %963, %978) : (f32, f32, f32) -> f32
        memref.store %979, %alloca_84[] : memref<f32>
        %980 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c640_i64 = arith.constant 640 : i64
        %981 = arith.addi %264, %c640_i64 : i64
        %982 = llvm.getelementptr %980[%981] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %983 = llvm.load %982 : !llvm.ptr<3> -> f32
        %984 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_278 = arith.constant 4096 : i64
        %985 = llvm.getelementptr %984[%c4096_i64_278] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c680_i64 = arith.constant 680 : i64
        %986 = arith.addi %266, %c680_i64 : i64
        %987 = llvm.getelementptr %985[%986] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %988 = llvm.load %987 : !llvm.ptr<3> -> f32
        %989 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_279 = arith.constant 4096 : i64
        %990 = llvm.getelementptr %989[%c4096_i64_279] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c681_i64 = arith.constant 681 : i64
        %991 = arith.addi %266, %c681_i64 : i64
        %992 = llvm.getelementptr %990[%991] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %993 = llvm.load %992 : !llvm.ptr<3> -> f32
        %994 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_280 = arith.constant 4096 : i64
        %995 = llvm.getelementptr %994[%c4096_i64_280] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c682_i64 = arith.constant 682 : i64
        %996 = arith.addi %266, %c682_i64 : i64
        %997 = llvm.getelementptr %995[%996] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %998 = llvm.load %997 : !llvm.ptr<3> -> f32
        %999 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_281 = arith.constant 4096 : i64
        %1000 = llvm.getelementptr %999[%c4096_i64_281] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c683_i64 = arith.constant 683 : i64
        %1001 = arith.addi %266, %c683_i64 : i64
        %1002 = llvm.getelementptr %1000[%1001] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1003 = llvm.load %1002 : !llvm.ptr<3> -> f32
        %1004 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_282 = arith.constant 4096 : i64
        %1005 = llvm.getelementptr %1004[%c4096_i64_282] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c684_i64 = arith.constant 684 : i64
        %1006 = arith.addi %266, %c684_i64 : i64
        %1007 = llvm.getelementptr %1005[%1006] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1008 = llvm.load %1007 : !llvm.ptr<3> -> f32
        %1009 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_283 = arith.constant 4096 : i64
        %1010 = llvm.getelementptr %1009[%c4096_i64_283] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c685_i64 = arith.constant 685 : i64
        %1011 = arith.addi %266, %c685_i64 : i64
        %1012 = llvm.getelementptr %1010[%1011] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1013 = llvm.load %1012 : !llvm.ptr<3> -> f32
        %1014 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_284 = arith.constant 4096 : i64
        %1015 = llvm.getelementptr %1014[%c4096_i64_284] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c686_i64 = arith.constant 686 : i64
        %1016 = arith.addi %266, %c686_i64 : i64
        %1017 = llvm.getelementptr %1015[%1016] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1018 = llvm.load %1017 : !llvm.ptr<3> -> f32
        %1019 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_285 = arith.constant 4096 : i64
        %1020 = llvm.getelementptr %1019[%c4096_i64_285] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c687_i64 = arith.constant 687 : i64
        %1021 = arith.addi %266, %c687_i64 : i64
        %1022 = llvm.getelementptr %1020[%1021] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1023 = llvm.load %1022 : !llvm.ptr<3> -> f32
        %1024 = memref.load %alloca_77[] : memref<f32>
        %1025 = llvm.intr.fma(%983, %988, %1024) : (f32, f32, f32) -> f32
        memref.store %1025, %alloca_77[] : memref<f32>
        %1026 = memref.load %alloca_78[] : memref<f32>
        %1027 = llvm.intr.fma(%983, %993, %1026) : (f32, f32, f32) -> f32
        memref.store %1027, %alloca_78[] : memref<f32>
        %1028 = memref.load %alloca_79[] : memref<f32>
        %1029 = llvm.intr.fma(%983, %998, %1028) : (f32, f32, f32) -> f32
        memref.store %1029, %alloca_79[] : memref<f32>
        %1030 = memref.load %alloca_80[] : memref<f32>
        %1031 = llvm.intr.fma(%983, %1003, %1030) : (f32, f32, f32) -> f32
        memref.store %1031, %alloca_80[] : memref<f32>
        %1032 = memref.load %alloca_81[] : memref<f32>
        %1033 = llvm.intr.fma(%983, %1008, %1032) : (f32, f32, f32) -> f32
        memref.store %1033, %alloca_81[] : memref<f32>
        %1034 = memref.load %alloca_82[] : memref<f32>
        %1035 = llvm.intr.fma(%983, %1013, %1034) : (f32, f32, f32) -> f32
        memref.store %1035, %alloca_82[] : memref<f32>
        %1036 = memref.load %alloca_83[] : memref<f32>
        %1037 = llvm.intr.fma(%983, %1018, %1036) : (f32, f32, f32) -> f32
        memref.store %1037, %alloca_83[] : memref<f32>
        %1038 = memref.load %alloca_84[] : memref<f32>
        %1039 = llvm.intr.fma(%983, %1023, %1038) : (f32, f32, f32) -> f32
        memref.store %1039, %alloca_84[] : memref<f32>
        %1040 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c704_i64 = arith.constant 704 : i64
        %1041 = arith.addi %264, %c704_i64 : i64
        %1042 = llvm.getelementptr %1040[%1041] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1043 = llvm.load %1042 : !llvm.ptr<3> -> f32
        %1044 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_286 = arith.constant 4096 : i64
        %1045 = llvm.getelementptr %1044[%c4096_i64_286] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c748_i64 = arith.constant 748 : i64
        %1046 = arith.addi %266, %c748_i64 : i64
        %1047 = llvm.getelementptr %1045[%1046] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1048 = llvm.load %1047 : !llvm.ptr<3> -> f32
        %1049 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_287 = arith.constant 4096 : i64
        %1050 = llvm.getelementptr %1049[%c4096_i64_287] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c749_i64 = arith.constant 749 : i64
        %1051 = arith.addi %266, %c749_i64 : i64
        %1052 = llvm.getelementptr %1050[%1051] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1053 = llvm.load %1052 : !llvm.ptr<3> -> f32
        %1054 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_288 = arith.constant 4096 : i64
        %1055 = llvm.getelementptr %1054[%c4096_i64_288] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c750_i64 = arith.constant 750 : i64
        %1056 = arith.addi %266, %c750_i64 : i64
        %1057 = llvm.getelementptr %1055[%1056] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1058 = llvm.load %1057 : !llvm.ptr<3> -> f32
        %1059 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_289 = arith.constant 4096 : i64
        %1060 = llvm.getelementptr %1059[%c4096_i64_289] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c751_i64 = arith.constant 751 : i64
        %1061 = arith.addi %266, %c751_i64 : i64
        %1062 = llvm.getelementptr %1060[%1061] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1063 = llvm.load %1062 : !llvm.ptr<3> -> f32
        %1064 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_290 = arith.constant 4096 : i64
        %1065 = llvm.getelementptr %1064[%c4096_i64_290] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c752_i64 = arith.constant 752 : i64
        %1066 = arith.addi %266, %c752_i64 : i64
        %1067 = llvm.getelementptr %1065[%1066] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1068 = llvm.load %1067 : !llvm.ptr<3> -> f32
        %1069 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_291 = arith.constant 4096 : i64
        %1070 = llvm.getelementptr %1069[%c4096_i64_291] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c753_i64 = arith.constant 753 : i64
        %1071 = arith.addi %266, %c753_i64 : i64
        %1072 = llvm.getelementptr %1070[%1071] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1073 = llvm.load %1072 : !llvm.ptr<3> -> f32
        %1074 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_292 = arith.constant 4096 : i64
        %1075 = llvm.getelementptr %1074[%c4096_i64_292] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c754_i64 = arith.constant 754 : i64
        %1076 = arith.addi %266, %c754_i64 : i64
        %1077 = llvm.getelementptr %1075[%1076] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1078 = llvm.load %1077 : !llvm.ptr<3> -> f32
        %1079 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_293 = arith.constant 4096 : i64
        %1080 = llvm.getelementptr %1079[%c4096_i64_293] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c755_i64 = arith.constant 755 : i64
        %1081 = arith.addi %266, %c755_i64 : i64
        %1082 = llvm.getelementptr %1080[%1081] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1083 = llvm.load %1082 : !llvm.ptr<3> -> f32
        %1084 = memref.load %alloca_77[] : memref<f32>
        %1085 = llvm.intr.fma(%1043, %1048, %1084) : (f32, f32, f32) -> f32
        memref.store %1085, %alloca_77[] : memref<f32>
        %1086 = memref.load %alloca_78[] : memref<f32>
        %1087 = llvm.intr.fma(%1043, %1053, %1086) : (f32, f32, f32) -> f32
        memref.store %1087, %alloca_78[] : memref<f32>
        %1088 = memref.load %alloca_79[] : memref<f32>
        %1089 = llvm.intr.fma(%1043, %1058, %1088) : (f32, f32, f32) -> f32
        memref.store %1089, %alloca_79[] : memref<f32>
        %1090 = memref.load %alloca_80[] : memref<f32>
        %1091 = llvm.intr.fma(%1043, %1063, %1090) : (f32, f32, f32) -> f32
        memref.store %1091, %alloca_80[] : memref<f32>
        %1092 = memref.load %alloca_81[] : memref<f32>
        %1093 = llvm.intr.fma(%1043, %1068, %1092) : (f32, f32, f32) -> f32
        memref.store %1093, %alloca_81[] : memref<f32>
        %1094 = memref.load %alloca_82[] : memref<f32>
        %1095 = llvm.intr.fma(%1043, %1073, %1094) : (f32, f32, f32) -> f32
        memref.store %1095, %alloca_82[] : memref<f32>
        %1096 = memref.load %alloca_83[] : memref<f32>
        %1097 = llvm.intr.fma(%1043, %1078, %1096) : (f32, f32, f32) -> f32
        memref.store %1097, %alloca_83[] : memref<f32>
        %1098 = memref.load %alloca_84[] : memref<f32>
        %1099 = llvm.intr.fma(%1043, %1083, %1098) : (f32, f32, f32) -> f32
        memref.store %1099, %alloca_84[] : memref<f32>
        %1100 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c768_i64 = arith.constant 768 : i64
        %1101 = arith.addi %264, %c768_i64 : i64
        %1102 = llvm.getelementptr %1100[%1101] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1103 = llvm.load %1102 : !llvm.ptr<3> -> f32
        %1104 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_294 = arith.constant 4096 : i64
        %1105 = llvm.getelementptr %1104[%c4096_i64_294] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c816_i64 = arith.constant 816 : i64
        %1106 = arith.addi %266, %c816_i64 : i64
        %1107 = llvm.getelementptr %1105[%1106] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1108 = llvm.load %1107 : !llvm.ptr<3> -> f32
        %1109 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_295 = arith.constant 4096 : i64
        %1110 = llvm.getelementptr %1109[%c4096_i64_295] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c817_i64 = arith.constant 817 : i64
        %1111 = arith.addi %266, %c817_i64 : i64
        %1112 = llvm.getelementptr %1110[%1111] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1113 = llvm.load %1112 : !llvm.ptr<3> -> f32
        %1114 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_296 = arith.constant 4096 : i64
        %1115 = llvm.getelementptr %1114[%c4096_i64_296] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c818_i64 = arith.constant 818 : i64
        %1116 = arith.addi %266, %c818_i64 : i64
        %1117 = llvm.getelementptr %1115[%1116] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1118 = llvm.load %1117 : !llvm.ptr<3> -> f32
        %1119 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_297 = arith.constant 4096 : i64
        %1120 = llvm.getelementptr %1119[%c4096_i64_297] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c819_i64 = arith.constant 819 : i64
        %1121 = arith.addi %266, %c819_i64 : i64
        %1122 = llvm.getelementptr %1120[%1121] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1123 = llvm.load %1122 : !llvm.ptr<3> -> f32
        %1124 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_298 = arith.constant 4096 : i64
        %1125 = llvm.getelementptr %1124[%c4096_i64_298] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c820_i64 = arith.constant 820 : i64
        %1126 = arith.addi %266, %c820_i64 : i64
        %1127 = llvm.getelementptr %1125[%1126] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1128 = llvm.load %1127 : !llvm.ptr<3> -> f32
        %1129 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_299 = arith.constant 4096 : i64
        %1130 = llvm.getelementptr %1129[%c4096_i64_299] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c821_i64 = arith.constant 821 : i64
        %1131 = arith.addi %266, %c821_i64 : i64
        %1132 = llvm.getelementptr %1130[%1131] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1133 = llvm.load %1132 : !llvm.ptr<3> -> f32
        %1134 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_300 = arith.constant 4096 : i64
        %1135 = llvm.getelementptr %1134[%c4096_i64_300] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c822_i64 = arith.constant 822 : i64
        %1136 = arith.addi %266, %c822_i64 : i64
        %1137 = llvm.getelementptr %1135[%1136] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1138 = llvm.load %1137 : !llvm.ptr<3> -> f32
        %1139 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_301 = arith.constant 4096 : i64
        %1140 = llvm.getelementptr %1139[%c4096_i64_301] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c823_i64 = arith.constant 823 : i64
        %1141 = arith.addi %266, %c823_i64 : i64
        %1142 = llvm.getelementptr %1140[%1141] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1143 = llvm.load %1142 : !llvm.ptr<3> -> f32
        %1144 = memref.load %alloca_77[] : memref<f32>
        %1145 = llvm.intr.fma(%1103, %1108, %1144) : (f32, f32, f32) -> f32
        memref.store %1145, %alloca_77[] : memref<f32>
        %1146 = memref.load %alloca_78[] : memref<f32>
        %1147 = llvm.intr.fma(%1103, %1113, %1146) : (f32, f32, f32) -> f32
        memref.store %1147, %alloca_78[] : memref<f32>
        %1148 = memref.load %alloca_79[] : memref<f32>
        %1149 = llvm.intr.fma(%1103, %1118, %1148) : (f32, f32, f32) -> f32
        memref.store %1149, %alloca_79[] : memref<f32>
        %1150 = memref.load %alloca_80[] : memref<f32>
        %1151 = llvm.intr.fma(%1103, %1123, %1150) : (f32, f32, f32) -> f32
        memref.store %1151, %alloca_80[] : memref<f32>
        %1152 = memref.load %alloca_81[] : memref<f32>
        %1153 = llvm.intr.fma(%1103, %1128, %1152) : (f32, f32, f32) -> f32
        memref.store %1153, %alloca_81[] : memref<f32>
        %1154 = memref.load %alloca_82[] : memref<f32>
        %1155 = llvm.intr.fma(%1103, %1133, %1154) : (f32, f32, f32) -> f32
        memref.store %1155, %alloca_82[] : memref<f32>
        %1156 = memref.load %alloca_83[] : memref<f32>
        %1157 = llvm.intr.fma(%1103, %1138, %1156) : (f32, f32, f32) -> f32
        memref.store %1157, %alloca_83[] : memref<f32>
        %1158 = memref.load %alloca_84[] : memref<f32>
        %1159 = llvm.intr.fma(%1103, %1143, %1158) : (f32, f32, f32) -> f32
        memref.store %1159, %alloca_84[] : memref<f32>
        %1160 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c832_i64 = arith.constant 832 : i64
        %1161 = arith.addi %264, %c832_i64 : i64
        %1162 = llvm.getelementptr %1160[%1161] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1163 = llvm.load %1162 : !llvm.ptr<3> -> f32
        %1164 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_302 = arith.constant 4096 : i64
        %1165 = llvm.getelementptr %1164[%c4096_i64_302] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c884_i64 = arith.constant 884 : i64
        %1166 = arith.addi %266, %c884_i64 : i64
        %1167 = llvm.getelementptr %1165[%1166] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1168 = llvm.load %1167 : !llvm.ptr<3> -> f32
        %1169 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_303 = arith.constant 4096 : i64
        %1170 = llvm.getelementptr %1169[%c4096_i64_303] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c885_i64 = arith.constant 885 : i64
        %1171 = arith.addi %266, %c885_i64 : i64
        %1172 = llvm.getelementptr %1170[%1171] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1173 = llvm.load %1172 : !llvm.ptr<3> -> f32
        %1174 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_304 = arith.constant 4096 : i64
        %1175 = llvm.getelementptr %1174[%c4096_i64_304] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c886_i64 = arith.constant 886 : i64
        %1176 = arith.addi %266, %c886_i64 : i64
        %1177 = llvm.getelementptr %1175[%1176] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1178 = llvm.load %1177 : !llvm.ptr<3> -> f32
        %1179 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_305 = arith.constant 4096 : i64
        %1180 = llvm.getelementptr %1179[%c4096_i64_305] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c887_i64 = arith.constant 887 : i64
        %1181 = arith.addi %266, %c887_i64 : i64
        %1182 = llvm.getelementptr %1180[%1181] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1183 = llvm.load %1182 : !llvm.ptr<3> -> f32
        %1184 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_306 = arith.constant 4096 : i64
        %1185 = llvm.getelementptr %1184[%c4096_i64_306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c888_i64 = arith.constant 888 : i64
        %1186 = arith.addi %266, %c888_i64 : i64
        %1187 = llvm.getelementptr %1185[%1186] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1188 = llvm.load %1187 : !llvm.ptr<3> -> f32
        %1189 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_307 = arith.constant 4096 : i64
        %1190 = llvm.getelementptr %1189[%c4096_i64_307] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c889_i64 = arith.constant 889 : i64
        %1191 = arith.addi %266, %c889_i64 : i64
        %1192 = llvm.getelementptr %1190[%1191] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1193 = llvm.load %1192 : !llvm.ptr<3> -> f32
        %1194 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_308 = arith.constant 4096 : i64
        %1195 = llvm.getelementptr %1194[%c4096_i64_308] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c890_i64 = arith.constant 890 : i64
        %1196 = arith.addi %266, %c890_i64 : i64
        %1197 = llvm.getelementptr %1195[%1196] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1198 = llvm.load %1197 : !llvm.ptr<3> -> f32
        %1199 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_309 = arith.constant 4096 : i64
        %1200 = llvm.getelementptr %1199[%c4096_i64_309] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c891_i64 = arith.constant 891 : i64
        %1201 = arith.addi %266, %c891_i64 : i64
        %1202 = llvm.getelementptr %1200[%1201] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1203 = llvm.load %1202 : !llvm.ptr<3> -> f32
        %1204 = memref.load %alloca_77[] : memref<f32>
        %1205 = llvm.intr.fma(%1163, %1168, %1204) : (f32, f32, f32) -> f32
        memref.store %1205, %alloca_77[] : memref<f32>
        %1206 = memref.load %alloca_78[] : memref<f32>
        %1207 = llvm.intr.fma(%1163, %1173, %1206) : (f32, f32, f32) -> f32
        memref.store %1207, %alloca_78[] : memref<f32>
        %1208 = memref.load %alloca_79[] : memref<f32>
        %1209 = llvm.intr.fma(%1163, %1178, %1208) : (f32, f32, f32) -> f32
        memref.store %1209, %alloca_79[] : memref<f32>
        %1210 = memref.load %alloca_80[] : memref<f32>
        %1211 = llvm.intr.fma(%1163, %1183, %1210) : (f32, f32, f32) -> f32
        memref.store %1211, %alloca_80[] : memref<f32>
        %1212 = memref.load %alloca_81[] : memref<f32>
        %1213 = llvm.intr.fma(%1163, %1188, %1212) : (f32, f32, f32) -> f32
        memref.store %1213, %alloca_81[] : memref<f32>
        %1214 = memref.load %alloca_82[] : memref<f32>
        %1215 = llvm.intr.fma(%1163, %1193, %1214) : (f32, f32, f32) -> f32
        memref.store %1215, %alloca_82[] : memref<f32>
        %1216 = memref.load %alloca_83[] : memref<f32>
        %1217 = llvm.intr.fma(%1163, %1198, %1216) : (f32, f32, f32) -> f32
        memref.store %1217, %alloca_83[] : memref<f32>
        %1218 = memref.load %alloca_84[] : memref<f32>
        %1219 = llvm.intr.fma(%1163, %1203, %1218) : (f32, f32, f32) -> f32
        memref.store %1219, %alloca_84[] : memref<f32>
        %1220 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c896_i64 = arith.constant 896 : i64
        %1221 = arith.addi %264, %c896_i64 : i64
        %1222 = llvm.getelementptr %1220[%1221] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1223 = llvm.load %1222 : !llvm.ptr<3> -> f32
        %1224 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_310 = arith.constant 4096 : i64
        %1225 = llvm.getelementptr %1224[%c4096_i64_310] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c952_i64 = arith.constant 952 : i64
        %1226 = arith.addi %266, %c952_i64 : i64
        %1227 = llvm.getelementptr %1225[%1226] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1228 = llvm.load %1227 : !llvm.ptr<3> -> f32
        %1229 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_311 = arith.constant 4096 : i64
        %1230 = llvm.getelementptr %1229[%c4096_i64_311] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c953_i64 = arith.constant 953 : i64
        %1231 = arith.addi %266, %c953_i64 : i64
        %1232 = llvm.getelementptr %1230[%1231] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1233 = llvm.load %1232 : !llvm.ptr<3> -> f32
        %1234 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_312 = arith.constant 4096 : i64
        %1235 = llvm.getelementptr %1234[%c4096_i64_312] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c954_i64 = arith.constant 954 : i64
        %1236 = arith.addi %266, %c954_i64 : i64
        %1237 = llvm.getelementptr %1235[%1236] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1238 = llvm.load %1237 : !llvm.ptr<3> -> f32
        %1239 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_313 = arith.constant 4096 : i64
        %1240 = llvm.getelementptr %1239[%c4096_i64_313] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c955_i64 = arith.constant 955 : i64
        %1241 = arith.addi %266, %c955_i64 : i64
        %1242 = llvm.getelementptr %1240[%1241] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1243 = llvm.load %1242 : !llvm.ptr<3> -> f32
        %1244 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_314 = arith.constant 4096 : i64
        %1245 = llvm.getelementptr %1244[%c4096_i64_314] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c956_i64 = arith.constant 956 : i64
        %1246 = arith.addi %266, %c956_i64 : i64
        %1247 = llvm.getelementptr %1245[%1246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1248 = llvm.load %1247 : !llvm.ptr<3> -> f32
        %1249 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_315 = arith.constant 4096 : i64
        %1250 = llvm.getelementptr %1249[%c4096_i64_315] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c957_i64 = arith.constant 957 : i64
        %1251 = arith.addi %266, %c957_i64 : i64
        %1252 = llvm.getelementptr %1250[%1251] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1253 = llvm.load %1252 : !llvm.ptr<3> -> f32
        %1254 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_316 = arith.constant 4096 : i64
        %1255 = llvm.getelementptr %1254[%c4096_i64_316] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c958_i64 = arith.constant 958 : i64
        %1256 = arith.addi %266, %c958_i64 : i64
        %1257 = llvm.getelementptr %1255[%1256] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1258 = llvm.load %1257 : !llvm.ptr<3> -> f32
        %1259 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_317 = arith.constant 4096 : i64
        %1260 = llvm.getelementptr %1259[%c4096_i64_317] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c959_i64 = arith.constant 959 : i64
        %1261 = arith.addi %266, %c959_i64 : i64
        %1262 = llvm.getelementptr %1260[%1261] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1263 = llvm.load %1262 : !llvm.ptr<3> -> f32
        %1264 = memref.load %alloca_77[] : memref<f32>
        %1265 = llvm.intr.fma(%1223, %1228, %1264) : (f32, f32, f32) -> f32
        memref.store %1265, %alloca_77[] : memref<f32>
        %1266 = memref.load %alloca_78[] : memref<f32>
        %1267 = llvm.intr.fma(%1223, %1233, %1266) : (f32, f32, f32) -> f32
        memref.store %1267, %alloca_78[] : memref<f32>
        %1268 = memref.load %alloca_79[] : memref<f32>
        %1269 = llvm.intr.fma(%1223, %1238, %1268) : (f32, f32, f32) -> f32
        memref.store %1269, %alloca_79[] : memref<f32>
        %1270 = memref.load %alloca_80[] : memref<f32>
        %1271 = llvm.intr.fma(%1223, %1243, %1270) : (f32, f32, f32) -> f32
        memref.store %1271, %alloca_80[] : memref<f32>
        %1272 = memref.load %alloca_81[] : memref<f32>
        %1273 = llvm.intr.fma(%1223, %1248, %1272) : (f32, f32, f32) -> f32
        memref.store %1273, %alloca_81[] : memref<f32>
        %1274 = memref.load %alloca_82[] : memref<f32>
        %1275 = llvm.intr.fma(%1223, %1253, %1274) : (f32, f32, f32) -> f32
        memref.store %1275, %alloca_82[] : memref<f32>
        %1276 = memref.load %alloca_83[] : memref<f32>
        %1277 = llvm.intr.fma(%1223, %1258, %1276) : (f32, f32, f32) -> f32
        memref.store %1277, %alloca_83[] : memref<f32>
        %1278 = memref.load %alloca_84[] : memref<f32>
        %1279 = llvm.intr.fma(%1223, %1263, %1278) : (f32, f32, f32) -> f32
        memref.store %1279, %alloca_84[] : memref<f32>
        %1280 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c960_i64 = arith.constant 960 : i64
        %1281 = arith.addi %264, %c960_i64 : i64
        %1282 = llvm.getelementptr %1280[%1281] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1283 = llvm.load %1282 : !llvm.ptr<3> -> f32
        %1284 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_318 = arith.constant 4096 : i64
        %1285 = llvm.getelementptr %1284[%c4096_i64_318] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1020_i64 = arith.constant 1020 : i64
        %1286 = arith.addi %266, %c1020_i64 : i64
        %1287 = llvm.getelementptr %1285[%1286] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1288 = llvm.load %1287 : !llvm.ptr<3> -> f32
        %1289 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_319 = arith.constant 4096 : i64
        %1290 = llvm.getelementptr %1289[%c4096_i64_319] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1021_i64 = arith.constant 1021 : i64
        %1291 = arith.addi %266, %c1021_i64 : i64
        %1292 = llvm.getelementptr %1290[%1291] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1293 = llvm.load %1292 : !llvm.ptr<3> -> f32
        %1294 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_320 = arith.constant 4096 : i64
        %1295 = llvm.getelementptr %1294[%c4096_i64_320] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1022_i64 = arith.constant 1022 : i64
        %1296 = arith.addi %266, %c1022_i64 : i64
        %1297 = llvm.getelementptr %1295[%1296] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1298 = llvm.load %1297 : !llvm.ptr<3> -> f32
        %1299 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_321 = arith.constant 4096 : i64
        %1300 = llvm.getelementptr %1299[%c4096_i64_321] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1023_i64 = arith.constant 1023 : i64
        %1301 = arith.addi %266, %c1023_i64 : i64
        %1302 = llvm.getelementptr %1300[%1301] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1303 = llvm.load %1302 : !llvm.ptr<3> -> f32
        %1304 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_322 = arith.constant 4096 : i64
        %1305 = llvm.getelementptr %1304[%c4096_i64_322] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1024_i64 = arith.constant 1024 : i64
        %1306 = arith.addi %266, %c1024_i64 : i64
        %1307 = llvm.getelementptr %1305[%1306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1308 = llvm.load %1307 : !llvm.ptr<3> -> f32
        %1309 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_323 = arith.constant 4096 : i64
        %1310 = llvm.getelementptr %1309[%c4096_i64_323] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1025_i64 = arith.constant 1025 : i64
        %1311 = arith.addi %266, %c1025_i64 : i64
        %1312 = llvm.getelementptr %1310[%1311] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1313 = llvm.load %1312 : !llvm.ptr<3> -> f32
        %1314 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_324 = arith.constant 4096 : i64
        %1315 = llvm.getelementptr %1314[%c4096_i64_324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1026_i64 = arith.constant 1026 : i64
        %1316 = arith.addi %266, %c1026_i64 : i64
        %1317 = llvm.getelementptr %1315[%1316] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1318 = llvm.load %1317 : !llvm.ptr<3> -> f32
        %1319 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_blocks : !llvm.ptr<3>
        %c4096_i64_325 = arith.constant 4096 : i64
        %1320 = llvm.getelementptr %1319[%c4096_i64_325] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c1027_i64 = arith.constant 1027 : i64
        %1321 = arith.addi %266, %c1027_i64 : i64
        %1322 = llvm.getelementptr %1320[%1321] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %1323 = llvm.load %1322 : !llvm.ptr<3> -> f32
        %1324 = memref.load %alloca_77[] : memref<f32>
        %1325 = llvm.intr.fma(%1283, %1288, %1324) : (f32, f32, f32) -> f32
        memref.store %1325, %alloca_77[] : memref<f32>
        %1326 = memref.load %alloca_78[] : memref<f32>
        %1327 = llvm.intr.fma(%1283, %1293, %1326) : (f32, f32, f32) -> f32
        memref.store %1327, %alloca_78[] : memref<f32>
        %1328 = memref.load %alloca_79[] : memref<f32>
        %1329 = llvm.intr.fma(%1283, %1298, %1328) : (f32, f32, f32) -> f32
        memref.store %1329, %alloca_79[] : memref<f32>
        %1330 = memref.load %alloca_80[] : memref<f32>
        %1331 = llvm.intr.fma(%1283, %1303, %1330) : (f32, f32, f32) -> f32
        memref.store %1331, %alloca_80[] : memref<f32>
        %1332 = memref.load %alloca_81[] : memref<f32>
        %1333 = llvm.intr.fma(%1283, %1308, %1332) : (f32, f32, f32) -> f32
        memref.store %1333, %alloca_81[] : memref<f32>
        %1334 = memref.load %alloca_82[] : memref<f32>
        %1335 = llvm.intr.fma(%1283, %1313, %1334) : (f32, f32, f32) -> f32
        memref.store %1335, %alloca_82[] : memref<f32>
        %1336 = memref.load %alloca_83[] : memref<f32>
        %1337 = llvm.intr.fma(%1283, %1318, %1336) : (f32, f32, f32) -> f32
        memref.store %1337, %alloca_83[] : memref<f32>
        %1338 = memref.load %alloca_84[] : memref<f32>
        %1339 = llvm.intr.fma(%1283, %1323, %1338) : (f32, f32, f32) -> f32
        memref.store %1339, %alloca_84[] : memref<f32>
      }
      %293 = memref.load %alloca_77[] : memref<f32>
      %c64_i64_143 = arith.constant 64 : i64
      %294 = arith.muli %266, %c64_i64_143 : i64
      %295 = arith.addi %264, %294 : i64
      %296 = llvm.getelementptr %225[%295] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %293, %296 : f32, !llvm.ptr<1>
      %c1_i64_144 = arith.constant 1 : i64
      %297 = arith.addi %266, %c1_i64_144 : i64
      %298 = memref.load %alloca_78[] : memref<f32>
      %c64_i64_145 = arith.constant 64 : i64
      %299 = arith.muli %297, %c64_i64_145 : i64
      %300 = arith.addi %264, %299 : i64
      %301 = llvm.getelementptr %225[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %298, %301 : f32, !llvm.ptr<1>
      %c2_i64 = arith.constant 2 : i64
      %302 = arith.addi %266, %c2_i64 : i64
      %303 = memref.load %alloca_79[] : memref<f32>
      %c64_i64_146 = arith.constant 64 : i64
      %304 = arith.muli %302, %c64_i64_146 : i64
      %305 = arith.addi %264, %304 : i64
      %306 = llvm.getelementptr %225[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %303, %306 : f32, !llvm.ptr<1>
      %c3_i64 = arith.constant 3 : i64
      %307 = arith.addi %266, %c3_i64 : i64
      %308 = memref.load %alloca_80[] : memref<f32>
      %c64_i64_147 = arith.constant 64 : i64
      %309 = arith.muli %307, %c64_i64_147 : i64
      %310 = arith.addi %264, %309 : i64
      %311 = llvm.getelementptr %225[%310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %308, %311 : f32, !llvm.ptr<1>
      %c4_i64_148 = arith.constant 4 : i64
      %312 = arith.addi %266, %c4_i64_148 : i64
      %313 = memref.load %alloca_81[] : memref<f32>
      %c64_i64_149 = arith.constant 64 : i64
      %314 = arith.muli %312, %c64_i64_149 : i64
      %315 = arith.addi %264, %314 : i64
      %316 = llvm.getelementptr %225[%315] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %313, %316 : f32, !llvm.ptr<1>
      %c5_i64 = arith.constant 5 : i64
      %317 = arith.addi %266, %c5_i64 : i64
      %318 = memref.load %alloca_82[] : memref<f32>
      %c64_i64_150 = arith.constant 64 : i64
      %319 = arith.muli %317, %c64_i64_150 : i64
      %320 = arith.addi %264, %319 : i64
      %321 = llvm.getelementptr %225[%320] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %318, %321 : f32, !llvm.ptr<1>
      %c6_i64 = arith.constant 6 : i64
      %322 = arith.addi %266, %c6_i64 : i64
      %323 = memref.load %alloca_83[] : memref<f32>
      %c64_i64_151 = arith.constant 64 : i64
      %324 = arith.muli %322, %c64_i64_151 : i64
      %325 = arith.addi %264, %324 : i64
      %326 = llvm.getelementptr %225[%325] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %323, %326 : f32, !llvm.ptr<1>
      %c7_i64_152 = arith.constant 7 : i64
      %327 = arith.addi %266, %c7_i64_152 : i64
      %328 = memref.load %alloca_84[] : memref<f32>
      %c64_i64_153 = arith.constant 64 : i64
      %329 = arith.muli %327, %c64_i64_153 : i64
      %330 = arith.addi %264, %329 : i64
      %331 = llvm.getelementptr %225[%330] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %328, %331 : f32, !llvm.ptr<1>
      %thread_id_x_154 = gpu.thread_id  x
      %332 = arith.index_cast %thread_id_x_154 : index to i64
      %c42_i64 = arith.constant 42 : i64
      %333 = arith.minsi %332, %c42_i64 : i64
      %thread_id_y_155 = gpu.thread_id  y
      %334 = arith.index_cast %thread_id_y_155 : index to i64
      %c11_i64 = arith.constant 11 : i64
      %335 = arith.minsi %334, %c11_i64 : i64
      %thread_id_y_156 = gpu.thread_id  y
      %336 = arith.index_cast %thread_id_y_156 : index to i64
      %c8_i64_157 = arith.constant 8 : i64
      %337 = arith.addi %336, %c8_i64_157 : i64
      %c11_i64_158 = arith.constant 11 : i64
      %338 = arith.minsi %337, %c11_i64_158 : i64
      %cst_159 = arith.constant 0.000000e+00 : f32
      memref.store %cst_159, %alloca_89[] : memref<f32>
      %cst_160 = arith.constant 0.000000e+00 : f32
      memref.store %cst_160, %alloca_90[] : memref<f32>
      %c0_i64_161 = arith.constant 0 : i64
      %c1_i64_162 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_161 to %228 step %c1_i64_162  : i64 {
        %c43_i64_172 = arith.constant 43 : i64
        %348 = arith.muli %arg19, %c43_i64_172 : i64
        %349 = arith.addi %333, %348 : i64
        %350 = llvm.getelementptr %227[%349] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %351 = llvm.load %350 : !llvm.ptr<1> -> f32
        %c12_i64 = arith.constant 12 : i64
        %352 = arith.muli %arg19, %c12_i64 : i64
        %353 = arith.addi %335, %352 : i64
        %354 = llvm.getelementptr %230[%353] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %355 = llvm.load %354 : !llvm.ptr<1> -> f32
        %c12_i64_173 = arith.constant 12 : i64
        %356 = arith.muli %arg19, %c12_i64_173 : i64
        %357 = arith.addi %338, %356 : i64
        %358 = llvm.getelementptr %230[%357] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %359 = llvm.load %358 : !llvm.ptr<1> -> f32
        %360 = memref.load %alloca_89[] : memref<f32>
        %361 = llvm.intr.fma(%351, %355, %360) : (f32, f32, f32) -> f32
        memref.store %361, %alloca_89[] : memref<f32>
        %362 = memref.load %alloca_90[] : memref<f32>
        %363 = llvm.intr.fma(%351, %359, %362) : (f32, f32, f32) -> f32
        memref.store %363, %alloca_90[] : memref<f32>
      }
      %c43_i64 = arith.constant 43 : i64
      %339 = arith.cmpi slt, %332, %c43_i64 : i64
      scf.if %339 {
        %c12_i64 = arith.constant 12 : i64
        %348 = arith.cmpi slt, %334, %c12_i64 : i64
        scf.if %348 {
          %350 = memref.load %alloca_89[] : memref<f32>
          %c43_i64_173 = arith.constant 43 : i64
          %351 = arith.muli %334, %c43_i64_173 : i64
          %352 = arith.addi %332, %351 : i64
          %353 = llvm.getelementptr %233[%352] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %350, %353 : f32, !llvm.ptr<1>
        }
        %c12_i64_172 = arith.constant 12 : i64
        %349 = arith.cmpi slt, %337, %c12_i64_172 : i64
        scf.if %349 {
          %350 = memref.load %alloca_90[] : memref<f32>
          %c43_i64_173 = arith.constant 43 : i64
          %351 = arith.muli %337, %c43_i64_173 : i64
          %352 = arith.addi %332, %351 : i64
          %353 = llvm.getelementptr %233[%352] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %350, %353 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_163 = gpu.thread_id  x
      %340 = arith.index_cast %thread_id_x_163 : index to i64
      %c64_i64_164 = arith.constant 64 : i64
      %thread_id_y_165 = gpu.thread_id  y
      %341 = arith.index_cast %thread_id_y_165 : index to i64
      %342 = arith.muli %c64_i64_164, %341 : i64
      %343 = arith.addi %340, %342 : i64
      %c32_i64_166 = arith.constant 32 : i64
      %344 = arith.divsi %343, %c32_i64_166 : i64
      %c32_i64_167 = arith.constant 32 : i64
      %345 = arith.remsi %343, %c32_i64_167 : i64
      %c4_i64_168 = arith.constant 4 : i64
      %346 = arith.divsi %345, %c4_i64_168 : i64
      %c4_i64_169 = arith.constant 4 : i64
      %347 = arith.remsi %345, %c4_i64_169 : i64
      %c16_i64_170 = arith.constant 16 : i64
      %c16_i64_171 = arith.constant 16 : i64
      scf.for %arg19 = %344 to %c16_i64_170 step %c16_i64_171  : i64 {
        %c8_i64_172 = arith.constant 8 : i64
        %348 = arith.remsi %arg19, %c8_i64_172 : i64
        %c8_i64_173 = arith.constant 8 : i64
        %349 = arith.divsi %arg19, %c8_i64_173 : i64
        %c8_i64_174 = arith.constant 8 : i64
        %350 = arith.muli %348, %c8_i64_174 : i64
        %c8_i64_175 = arith.constant 8 : i64
        %351 = arith.muli %349, %c8_i64_175 : i64
        %cst_176 = arith.constant 0.000000e+00 : f64
        memref.store %cst_176, %alloca_91[] : memref<f64>
        %cst_177 = arith.constant 0.000000e+00 : f64
        memref.store %cst_177, %alloca_92[] : memref<f64>
        %352 = arith.addi %350, %346 : i64
        %c60_i64 = arith.constant 60 : i64
        %353 = arith.minsi %352, %c60_i64 : i64
        %354 = arith.addi %351, %346 : i64
        %c9_i64 = arith.constant 9 : i64
        %355 = arith.minsi %354, %c9_i64 : i64
        %c0_i64_178 = arith.constant 0 : i64
        %c4_i64_179 = arith.constant 4 : i64
        %c4_i64_180 = arith.constant 4 : i64
        scf.for %arg20 = %c0_i64_178 to %c4_i64_179 step %c4_i64_180  : i64 {
          %390 = arith.addi %arg20, %347 : i64
          %391 = arith.addi %arg20, %347 : i64
          %c61_i64_194 = arith.constant 61 : i64
          %392 = arith.muli %390, %c61_i64_194 : i64
          %393 = arith.addi %353, %392 : i64
          %394 = llvm.getelementptr %235[%393] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %395 = llvm.load %394 : !llvm.ptr<1> -> f64
          %c6_i64_195 = arith.constant 6 : i64
          %396 = arith.muli %355, %c6_i64_195 : i64
          %397 = arith.addi %391, %396 : i64
          %398 = llvm.getelementptr %237[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %399 = llvm.load %398 : !llvm.ptr<1> -> f64
          %400 = memref.load %alloca_91[] : memref<f64>
          %401 = memref.load %alloca_92[] : memref<f64>
          %402 = nvvm.mma.sync A[%395]  B[%399]  C[%400, %401]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %403 = llvm.extractvalue %402[0] : !llvm.struct<(f64, f64)> 
          memref.store %403, %alloca_91[] : memref<f64>
          %404 = llvm.extractvalue %402[1] : !llvm.struct<(f64, f64)> 
          memref.store %404, %alloca_92[] : memref<f64>
        }
        %c4_i64_181 = arith.constant 4 : i64
        %356 = arith.addi %c4_i64_181, %347 : i64
        %c4_i64_182 = arith.constant 4 : i64
        %357 = arith.addi %c4_i64_182, %347 : i64
        %c5_i64_183 = arith.constant 5 : i64
        %358 = arith.minsi %356, %c5_i64_183 : i64
        %c61_i64 = arith.constant 61 : i64
        %359 = arith.muli %358, %c61_i64 : i64
        %360 = arith.addi %353, %359 : i64
        %361 = llvm.getelementptr %235[%360] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %362 = llvm.load %361 : !llvm.ptr<1> -> f64
        memref.store %362, %alloca_93[] : memref<f64>
        %c6_i64_184 = arith.constant 6 : i64
        %363 = arith.cmpi sge, %356, %c6_i64_184 : i64
        scf.if %363 {
          %cst_194 = arith.constant 0.000000e+00 : f64
          memref.store %cst_194, %alloca_93[] : memref<f64>
        }
        %c5_i64_185 = arith.constant 5 : i64
        %364 = arith.minsi %357, %c5_i64_185 : i64
        %c6_i64_186 = arith.constant 6 : i64
        %365 = arith.muli %355, %c6_i64_186 : i64
        %366 = arith.addi %364, %365 : i64
        %367 = llvm.getelementptr %237[%366] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %368 = llvm.load %367 : !llvm.ptr<1> -> f64
        memref.store %368, %alloca_94[] : memref<f64>
        %c6_i64_187 = arith.constant 6 : i64
        %369 = arith.cmpi sge, %357, %c6_i64_187 : i64
        scf.if %369 {
          %cst_194 = arith.constant 0.000000e+00 : f64
          memref.store %cst_194, %alloca_94[] : memref<f64>
        }
        %370 = memref.load %alloca_93[] : memref<f64>
        %371 = memref.load %alloca_94[] : memref<f64>
        %372 = memref.load %alloca_91[] : memref<f64>
        %373 = memref.load %alloca_92[] : memref<f64>
        %374 = nvvm.mma.sync A[%370]  B[%371]  C[%372, %373]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %375 = llvm.extractvalue %374[0] : !llvm.struct<(f64, f64)> 
        memref.store %375, %alloca_91[] : memref<f64>
        %376 = llvm.extractvalue %374[1] : !llvm.struct<(f64, f64)> 
        memref.store %376, %alloca_92[] : memref<f64>
        %377 = arith.addi %350, %346 : i64
        %c2_i64_188 = arith.constant 2 : i64
        %378 = arith.muli %347, %c2_i64_188 : i64
        %379 = arith.addi %351, %378 : i64
        %c61_i64_189 = arith.constant 61 : i64
        %380 = arith.cmpi slt, %377, %c61_i64_189 : i64
        %c10_i64 = arith.constant 10 : i64
        %381 = arith.cmpi slt, %379, %c10_i64 : i64
        %382 = arith.andi %380, %381 : i1
        scf.if %382 {
          %c61_i64_194 = arith.constant 61 : i64
          %390 = arith.muli %379, %c61_i64_194 : i64
          %391 = arith.addi %377, %390 : i64
          %392 = llvm.getelementptr %239[%391] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %393 = llvm.load %392 : !llvm.ptr<1> -> f64
          %394 = memref.load %alloca_91[] : memref<f64>
          %395 = arith.addf %393, %394 : f64
          %c61_i64_195 = arith.constant 61 : i64
          %396 = arith.muli %379, %c61_i64_195 : i64
          %397 = arith.addi %377, %396 : i64
          %398 = llvm.getelementptr %239[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %395, %398 : f64, !llvm.ptr<1>
        }
        %383 = arith.addi %350, %346 : i64
        %c2_i64_190 = arith.constant 2 : i64
        %384 = arith.muli %347, %c2_i64_190 : i64
        %c1_i64_191 = arith.constant 1 : i64
        %385 = arith.addi %384, %c1_i64_191 : i64
        %386 = arith.addi %351, %385 : i64
        %c61_i64_192 = arith.constant 61 : i64
        %387 = arith.cmpi slt, %383, %c61_i64_192 : i64
        %c10_i64_193 = arith.constant 10 : i64
        %388 = arith.cmpi slt, %386, %c10_i64_193 : i64
        %389 = arith.andi %387, %388 : i1
        scf.if %389 {
          %c61_i64_194 = arith.constant 61 : i64
          %390 = arith.muli %386, %c61_i64_194 : i64
          %391 = arith.addi %383, %390 : i64
          %392 = llvm.getelementptr %239[%391] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %393 = llvm.load %392 : !llvm.ptr<1> -> f64
          %394 = memref.load %alloca_92[] : memref<f64>
          %395 = arith.addf %393, %394 : f64
          %c61_i64_195 = arith.constant 61 : i64
          %396 = arith.muli %386, %c61_i64_195 : i64
          %397 = arith.addi %383, %396 : i64
          %398 = llvm.getelementptr %239[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %395, %398 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
