module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ger_hadamard(%arg0: f32, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: i64, %arg11: !llvm.ptr<1>, %arg12: i64, %arg13: !llvm.ptr<1>, %arg14: i64, %arg15: !llvm.ptr<1>, %arg16: i64, %arg17: !llvm.ptr<1>, %arg18: i64, %arg19: !llvm.ptr<1>, %arg20: i64, %arg21: !llvm.ptr<1>, %arg22: i64, %arg23: !llvm.ptr<1>, %arg24: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(19 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(19 : i64) : i64
      %5 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg1, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg2, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<19x?xf32, strided<[1, 19]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(7 : i64) : i64
      %16 = llvm.mlir.constant(1 : i64) : i64
      %17 = llvm.mlir.constant(7 : i64) : i64
      %18 = llvm.insertvalue %arg3, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg3, %18[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %14, %19[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %15, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %arg4, %21[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<7x?xf32, strided<[1, 7]>, 1>
      %26 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %27 = llvm.mlir.constant(0 : i64) : i64
      %28 = llvm.mlir.constant(19 : i64) : i64
      %29 = llvm.mlir.constant(1 : i64) : i64
      %30 = llvm.mlir.constant(19 : i64) : i64
      %31 = llvm.insertvalue %arg5, %26[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %32 = llvm.insertvalue %arg5, %31[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %33 = llvm.insertvalue %27, %32[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %34 = llvm.insertvalue %28, %33[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg6, %34[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<19x?xf32, strided<[1, 19]>, 1>
      %39 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %40 = llvm.mlir.constant(0 : i64) : i64
      %41 = llvm.mlir.constant(19 : i64) : i64
      %42 = llvm.mlir.constant(1 : i64) : i64
      %43 = llvm.mlir.constant(19 : i64) : i64
      %44 = llvm.insertvalue %arg7, %39[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %45 = llvm.insertvalue %arg7, %44[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %46 = llvm.insertvalue %40, %45[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %47 = llvm.insertvalue %41, %46[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %48 = llvm.insertvalue %arg8, %47[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %42, %48[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %43, %49[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = builtin.unrealized_conversion_cast %50 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<19x?xf64, strided<[1, 19]>, 1>
      %52 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %53 = llvm.mlir.constant(0 : i64) : i64
      %54 = llvm.mlir.constant(19 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(19 : i64) : i64
      %57 = llvm.insertvalue %arg9, %52[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %58 = llvm.insertvalue %arg9, %57[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = llvm.insertvalue %53, %58[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %60 = llvm.insertvalue %54, %59[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %61 = llvm.insertvalue %arg10, %60[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %62 = llvm.insertvalue %55, %61[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %56, %62[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = builtin.unrealized_conversion_cast %63 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<19x?xi16, strided<[1, 19]>, 1>
      %65 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %66 = llvm.mlir.constant(0 : i64) : i64
      %67 = llvm.mlir.constant(7 : i64) : i64
      %68 = llvm.mlir.constant(1 : i64) : i64
      %69 = llvm.mlir.constant(7 : i64) : i64
      %70 = llvm.insertvalue %arg11, %65[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %71 = llvm.insertvalue %arg11, %70[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %72 = llvm.insertvalue %66, %71[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %73 = llvm.insertvalue %67, %72[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %74 = llvm.insertvalue %arg12, %73[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %75 = llvm.insertvalue %68, %74[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %76 = llvm.insertvalue %69, %75[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %77 = builtin.unrealized_conversion_cast %76 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<7x?xi32, strided<[1, 7]>, 1>
      %78 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %79 = llvm.mlir.constant(0 : i64) : i64
      %80 = llvm.mlir.constant(19 : i64) : i64
      %81 = llvm.mlir.constant(7 : i64) : i64
      %82 = llvm.mlir.constant(1 : i64) : i64
      %83 = llvm.mlir.constant(19 : i64) : i64
      %84 = llvm.mlir.constant(133 : i64) : i64
      %85 = llvm.insertvalue %arg13, %78[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %86 = llvm.insertvalue %arg13, %85[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %87 = llvm.insertvalue %79, %86[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %88 = llvm.insertvalue %80, %87[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %89 = llvm.insertvalue %81, %88[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %90 = llvm.insertvalue %arg14, %89[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %91 = llvm.insertvalue %82, %90[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %92 = llvm.insertvalue %83, %91[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %93 = llvm.insertvalue %84, %92[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %94 = builtin.unrealized_conversion_cast %93 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<19x7x?xf32, strided<[1, 19, 133]>, 1>
      %95 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %96 = llvm.mlir.constant(0 : i64) : i64
      %97 = llvm.mlir.constant(19 : i64) : i64
      %98 = llvm.mlir.constant(7 : i64) : i64
      %99 = llvm.mlir.constant(1 : i64) : i64
      %100 = llvm.mlir.constant(19 : i64) : i64
      %101 = llvm.mlir.constant(133 : i64) : i64
      %102 = llvm.insertvalue %arg15, %95[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %103 = llvm.insertvalue %arg15, %102[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %104 = llvm.insertvalue %96, %103[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %105 = llvm.insertvalue %97, %104[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %106 = llvm.insertvalue %98, %105[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %107 = llvm.insertvalue %arg16, %106[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %108 = llvm.insertvalue %99, %107[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %109 = llvm.insertvalue %100, %108[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %110 = llvm.insertvalue %101, %109[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %111 = builtin.unrealized_conversion_cast %110 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<19x7x?xf32, strided<[1, 19, 133]>, 1>
      %112 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %113 = llvm.mlir.constant(0 : i64) : i64
      %114 = llvm.mlir.constant(19 : i64) : i64
      %115 = llvm.mlir.constant(7 : i64) : i64
      %116 = llvm.mlir.constant(1 : i64) : i64
      %117 = llvm.mlir.constant(19 : i64) : i64
      %118 = llvm.mlir.constant(133 : i64) : i64
      %119 = llvm.insertvalue %arg17, %112[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %120 = llvm.insertvalue %arg17, %119[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %121 = llvm.insertvalue %113, %120[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %122 = llvm.insertvalue %114, %121[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %123 = llvm.insertvalue %115, %122[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %124 = llvm.insertvalue %arg18, %123[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %125 = llvm.insertvalue %116, %124[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %126 = llvm.insertvalue %117, %125[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %127 = llvm.insertvalue %118, %126[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %128 = builtin.unrealized_conversion_cast %127 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<19x7x?xi64, strided<[1, 19, 133]>, 1>
      %129 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %130 = llvm.mlir.constant(0 : i64) : i64
      %131 = llvm.mlir.constant(19 : i64) : i64
      %132 = llvm.mlir.constant(1 : i64) : i64
      %133 = llvm.mlir.constant(19 : i64) : i64
      %134 = llvm.insertvalue %arg19, %129[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %135 = llvm.insertvalue %arg19, %134[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %136 = llvm.insertvalue %130, %135[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %137 = llvm.insertvalue %131, %136[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %138 = llvm.insertvalue %arg20, %137[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %139 = llvm.insertvalue %132, %138[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %140 = llvm.insertvalue %133, %139[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %141 = builtin.unrealized_conversion_cast %140 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<19x?xf32, strided<[1, 19]>, 1>
      %142 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %143 = llvm.mlir.constant(0 : i64) : i64
      %144 = llvm.mlir.constant(19 : i64) : i64
      %145 = llvm.mlir.constant(1 : i64) : i64
      %146 = llvm.mlir.constant(19 : i64) : i64
      %147 = llvm.insertvalue %arg21, %142[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %148 = llvm.insertvalue %arg21, %147[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %149 = llvm.insertvalue %143, %148[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %150 = llvm.insertvalue %144, %149[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %151 = llvm.insertvalue %arg22, %150[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %152 = llvm.insertvalue %145, %151[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %153 = llvm.insertvalue %146, %152[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %154 = builtin.unrealized_conversion_cast %153 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<19x?xf32, strided<[1, 19]>, 1>
      %155 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %156 = llvm.mlir.constant(0 : i64) : i64
      %157 = llvm.mlir.constant(19 : i64) : i64
      %158 = llvm.mlir.constant(1 : i64) : i64
      %159 = llvm.mlir.constant(19 : i64) : i64
      %160 = llvm.insertvalue %arg23, %155[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %161 = llvm.insertvalue %arg23, %160[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %162 = llvm.insertvalue %156, %161[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %163 = llvm.insertvalue %157, %162[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %164 = llvm.insertvalue %arg24, %163[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %165 = llvm.insertvalue %158, %164[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %166 = llvm.insertvalue %159, %165[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %167 = builtin.unrealized_conversion_cast %166 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<19x?xf64, strided<[1, 19]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<19x?xf32, strided<[1, 19]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<19x?xf32, strided<[1, 19]>, 1> -> index
      %168 = arith.index_cast %intptr : index to i64
      %169 = llvm.inttoptr %168 : i64 to !llvm.ptr<1>
      %170 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %25 : memref<7x?xf32, strided<[1, 7]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %25 : memref<7x?xf32, strided<[1, 7]>, 1> -> index
      %171 = arith.index_cast %intptr_4 : index to i64
      %172 = llvm.inttoptr %171 : i64 to !llvm.ptr<1>
      %173 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %38 : memref<19x?xf32, strided<[1, 19]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %38 : memref<19x?xf32, strided<[1, 19]>, 1> -> index
      %174 = arith.index_cast %intptr_9 : index to i64
      %175 = llvm.inttoptr %174 : i64 to !llvm.ptr<1>
      %176 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %51 : memref<19x?xf64, strided<[1, 19]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %51 : memref<19x?xf64, strided<[1, 19]>, 1> -> index
      %177 = arith.index_cast %intptr_14 : index to i64
      %178 = llvm.inttoptr %177 : i64 to !llvm.ptr<1>
      %179 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %64 : memref<19x?xi16, strided<[1, 19]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %64 : memref<19x?xi16, strided<[1, 19]>, 1> -> index
      %180 = arith.index_cast %intptr_19 : index to i64
      %181 = llvm.inttoptr %180 : i64 to !llvm.ptr<1>
      %182 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %77 : memref<7x?xi32, strided<[1, 7]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %77 : memref<7x?xi32, strided<[1, 7]>, 1> -> index
      %183 = arith.index_cast %intptr_24 : index to i64
      %184 = llvm.inttoptr %183 : i64 to !llvm.ptr<1>
      %185 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %94 : memref<19x7x?xf32, strided<[1, 19, 133]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %94 : memref<19x7x?xf32, strided<[1, 19, 133]>, 1> -> index
      %186 = arith.index_cast %intptr_29 : index to i64
      %187 = llvm.inttoptr %186 : i64 to !llvm.ptr<1>
      %188 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %111 : memref<19x7x?xf32, strided<[1, 19, 133]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %111 : memref<19x7x?xf32, strided<[1, 19, 133]>, 1> -> index
      %189 = arith.index_cast %intptr_34 : index to i64
      %190 = llvm.inttoptr %189 : i64 to !llvm.ptr<1>
      %191 = arith.index_cast %sizes_32#2 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:3, %strides_38:3 = memref.extract_strided_metadata %128 : memref<19x7x?xi64, strided<[1, 19, 133]>, 1> -> memref<i64, 1>, index, index, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %128 : memref<19x7x?xi64, strided<[1, 19, 133]>, 1> -> index
      %192 = arith.index_cast %intptr_39 : index to i64
      %193 = llvm.inttoptr %192 : i64 to !llvm.ptr<1>
      %194 = arith.index_cast %sizes_37#2 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %141 : memref<19x?xf32, strided<[1, 19]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %141 : memref<19x?xf32, strided<[1, 19]>, 1> -> index
      %195 = arith.index_cast %intptr_44 : index to i64
      %196 = llvm.inttoptr %195 : i64 to !llvm.ptr<1>
      %197 = arith.index_cast %sizes_42#1 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %154 : memref<19x?xf32, strided<[1, 19]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %154 : memref<19x?xf32, strided<[1, 19]>, 1> -> index
      %198 = arith.index_cast %intptr_49 : index to i64
      %199 = llvm.inttoptr %198 : i64 to !llvm.ptr<1>
      %200 = arith.index_cast %sizes_47#1 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %167 : memref<19x?xf64, strided<[1, 19]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %167 : memref<19x?xf64, strided<[1, 19]>, 1> -> index
      %201 = arith.index_cast %intptr_54 : index to i64
      %202 = llvm.inttoptr %201 : i64 to !llvm.ptr<1>
      %203 = arith.index_cast %sizes_52#1 : index to i64
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
      %alloca_66 = memref.alloca() : memref<i32>
      %alloca_67 = memref.alloca() : memref<i64>
      %alloca_68 = memref.alloca() : memref<i32>
      %alloca_69 = memref.alloca() : memref<i64>
      %alloca_70 = memref.alloca() : memref<i32>
      %alloca_71 = memref.alloca() : memref<i64>
      %alloca_72 = memref.alloca() : memref<i32>
      %alloca_73 = memref.alloca() : memref<i64>
      %block_id_x = gpu.block_id  x
      %204 = arith.index_cast %block_id_x : index to i64
      %c19_i64 = arith.constant 19 : i64
      %205 = arith.muli %204, %c19_i64 : i64
      %206 = llvm.getelementptr %169[%205] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c7_i64 = arith.constant 7 : i64
      %207 = arith.muli %204, %c7_i64 : i64
      %208 = llvm.getelementptr %172[%207] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c19_i64_74 = arith.constant 19 : i64
      %209 = arith.muli %204, %c19_i64_74 : i64
      %210 = llvm.getelementptr %175[%209] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c19_i64_75 = arith.constant 19 : i64
      %211 = arith.muli %204, %c19_i64_75 : i64
      %212 = llvm.getelementptr %178[%211] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c19_i64_76 = arith.constant 19 : i64
      %213 = arith.muli %204, %c19_i64_76 : i64
      %214 = llvm.getelementptr %181[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      %c7_i64_77 = arith.constant 7 : i64
      %215 = arith.muli %204, %c7_i64_77 : i64
      %216 = llvm.getelementptr %184[%215] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c133_i64 = arith.constant 133 : i64
      %217 = arith.muli %204, %c133_i64 : i64
      %218 = llvm.getelementptr %187[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c133_i64_78 = arith.constant 133 : i64
      %219 = arith.muli %204, %c133_i64_78 : i64
      %220 = llvm.getelementptr %190[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c133_i64_79 = arith.constant 133 : i64
      %221 = arith.muli %204, %c133_i64_79 : i64
      %222 = llvm.getelementptr %193[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c19_i64_80 = arith.constant 19 : i64
      %223 = arith.muli %204, %c19_i64_80 : i64
      %224 = llvm.getelementptr %196[%223] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c19_i64_81 = arith.constant 19 : i64
      %225 = arith.muli %204, %c19_i64_81 : i64
      %226 = llvm.getelementptr %199[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c19_i64_82 = arith.constant 19 : i64
      %227 = arith.muli %204, %c19_i64_82 : i64
      %228 = llvm.getelementptr %202[%227] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %229 = arith.index_cast %thread_id_x : index to i64
      %c19_i64_83 = arith.constant 19 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg25 = %229 to %c19_i64_83 step %c32_i64  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_103 = arith.constant 1 : i64
        scf.for %arg26 = %c0_i64 to %c1_i64 step %c1_i64_103  : i64 {
          %thread_id_y_104 = gpu.thread_id  y
          %244 = arith.index_cast %thread_id_y_104 : index to i64
          %c8_i64 = arith.constant 8 : i64
          %245 = arith.muli %arg26, %c8_i64 : i64
          %246 = arith.addi %244, %245 : i64
          %c7_i64_105 = arith.constant 7 : i64
          %247 = arith.cmpi slt, %246, %c7_i64_105 : i64
          scf.if %247 {
            %258 = llvm.getelementptr %206[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %259 = llvm.load %258 : !llvm.ptr<1> -> f32
            %260 = llvm.getelementptr %208[%246] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %261 = llvm.load %260 : !llvm.ptr<1> -> f32
            %262 = arith.mulf %259, %261 : f32
            memref.store %262, %alloca[] : memref<f32>
          }
          %c2_i64 = arith.constant 2 : i64
          %248 = arith.addi %246, %c2_i64 : i64
          %c7_i64_106 = arith.constant 7 : i64
          %249 = arith.cmpi slt, %248, %c7_i64_106 : i64
          scf.if %249 {
            %258 = llvm.getelementptr %206[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %259 = llvm.load %258 : !llvm.ptr<1> -> f32
            %260 = llvm.getelementptr %208[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %261 = llvm.load %260 : !llvm.ptr<1> -> f32
            %262 = arith.mulf %259, %261 : f32
            memref.store %262, %alloca_55[] : memref<f32>
          }
          %c4_i64 = arith.constant 4 : i64
          %250 = arith.addi %246, %c4_i64 : i64
          %c7_i64_107 = arith.constant 7 : i64
          %251 = arith.cmpi slt, %250, %c7_i64_107 : i64
          scf.if %251 {
            %258 = llvm.getelementptr %206[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %259 = llvm.load %258 : !llvm.ptr<1> -> f32
            %260 = llvm.getelementptr %208[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %261 = llvm.load %260 : !llvm.ptr<1> -> f32
            %262 = arith.mulf %259, %261 : f32
            memref.store %262, %alloca_56[] : memref<f32>
          }
          %c6_i64 = arith.constant 6 : i64
          %252 = arith.addi %246, %c6_i64 : i64
          %c7_i64_108 = arith.constant 7 : i64
          %253 = arith.cmpi slt, %252, %c7_i64_108 : i64
          scf.if %253 {
            %258 = llvm.getelementptr %206[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %259 = llvm.load %258 : !llvm.ptr<1> -> f32
            %260 = llvm.getelementptr %208[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %261 = llvm.load %260 : !llvm.ptr<1> -> f32
            %262 = arith.mulf %259, %261 : f32
            memref.store %262, %alloca_57[] : memref<f32>
          }
          %c7_i64_109 = arith.constant 7 : i64
          %254 = arith.cmpi slt, %246, %c7_i64_109 : i64
          scf.if %254 {
            %258 = memref.load %alloca[] : memref<f32>
            %c19_i64_113 = arith.constant 19 : i64
            %259 = arith.muli %246, %c19_i64_113 : i64
            %260 = arith.addi %arg25, %259 : i64
            %261 = llvm.getelementptr %218[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %258, %261 : f32, !llvm.ptr<1>
          }
          %c7_i64_110 = arith.constant 7 : i64
          %255 = arith.cmpi slt, %248, %c7_i64_110 : i64
          scf.if %255 {
            %258 = memref.load %alloca_55[] : memref<f32>
            %c19_i64_113 = arith.constant 19 : i64
            %259 = arith.muli %248, %c19_i64_113 : i64
            %260 = arith.addi %arg25, %259 : i64
            %261 = llvm.getelementptr %218[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %258, %261 : f32, !llvm.ptr<1>
          }
          %c7_i64_111 = arith.constant 7 : i64
          %256 = arith.cmpi slt, %250, %c7_i64_111 : i64
          scf.if %256 {
            %258 = memref.load %alloca_56[] : memref<f32>
            %c19_i64_113 = arith.constant 19 : i64
            %259 = arith.muli %250, %c19_i64_113 : i64
            %260 = arith.addi %arg25, %259 : i64
            %261 = llvm.getelementptr %218[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %258, %261 : f32, !llvm.ptr<1>
          }
          %c7_i64_112 = arith.constant 7 : i64
          %257 = arith.cmpi slt, %252, %c7_i64_112 : i64
          scf.if %257 {
            %258 = memref.load %alloca_57[] : memref<f32>
            %c19_i64_113 = arith.constant 19 : i64
            %259 = arith.muli %252, %c19_i64_113 : i64
            %260 = arith.addi %arg25, %259 : i64
            %261 = llvm.getelementptr %218[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %258, %261 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_84 = gpu.thread_id  x
      %230 = arith.index_cast %thread_id_x_84 : index to i64
      %c19_i64_85 = arith.constant 19 : i64
      %c32_i64_86 = arith.constant 32 : i64
      scf.for %arg25 = %230 to %c19_i64_85 step %c32_i64_86  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_103 = arith.constant 1 : i64
        scf.for %arg26 = %c0_i64 to %c1_i64 step %c1_i64_103  : i64 {
          %thread_id_y_104 = gpu.thread_id  y
          %244 = arith.index_cast %thread_id_y_104 : index to i64
          %c8_i64 = arith.constant 8 : i64
          %245 = arith.muli %arg26, %c8_i64 : i64
          %246 = arith.addi %244, %245 : i64
          %c7_i64_105 = arith.constant 7 : i64
          %247 = arith.cmpi slt, %246, %c7_i64_105 : i64
          scf.if %247 {
            %258 = llvm.getelementptr %206[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %259 = llvm.load %258 : !llvm.ptr<1> -> f32
            %260 = llvm.getelementptr %208[%246] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %261 = llvm.load %260 : !llvm.ptr<1> -> f32
            %262 = arith.mulf %259, %261 : f32
            memref.store %262, %alloca_58[] : memref<f32>
            %c19_i64_113 = arith.constant 19 : i64
            %263 = arith.muli %246, %c19_i64_113 : i64
            %264 = arith.addi %arg25, %263 : i64
            %265 = llvm.getelementptr %220[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %266 = llvm.load %265 : !llvm.ptr<1> -> f32
            memref.store %266, %alloca_59[] : memref<f32>
          }
          %c2_i64 = arith.constant 2 : i64
          %248 = arith.addi %246, %c2_i64 : i64
          %c7_i64_106 = arith.constant 7 : i64
          %249 = arith.cmpi slt, %248, %c7_i64_106 : i64
          scf.if %249 {
            %258 = llvm.getelementptr %206[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %259 = llvm.load %258 : !llvm.ptr<1> -> f32
            %260 = llvm.getelementptr %208[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %261 = llvm.load %260 : !llvm.ptr<1> -> f32
            %262 = arith.mulf %259, %261 : f32
            memref.store %262, %alloca_60[] : memref<f32>
            %c19_i64_113 = arith.constant 19 : i64
            %263 = arith.muli %248, %c19_i64_113 : i64
            %264 = arith.addi %arg25, %263 : i64
            %265 = llvm.getelementptr %220[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %266 = llvm.load %265 : !llvm.ptr<1> -> f32
            memref.store %266, %alloca_61[] : memref<f32>
          }
          %c4_i64 = arith.constant 4 : i64
          %250 = arith.addi %246, %c4_i64 : i64
          %c7_i64_107 = arith.constant 7 : i64
          %251 = arith.cmpi slt, %250, %c7_i64_107 : i64
          scf.if %251 {
            %258 = llvm.getelementptr %206[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %259 = llvm.load %258 : !llvm.ptr<1> -> f32
            %260 = llvm.getelementptr %208[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %261 = llvm.load %260 : !llvm.ptr<1> -> f32
            %262 = arith.mulf %259, %261 : f32
            memref.store %262, %alloca_62[] : memref<f32>
            %c19_i64_113 = arith.constant 19 : i64
            %263 = arith.muli %250, %c19_i64_113 : i64
            %264 = arith.addi %arg25, %263 : i64
            %265 = llvm.getelementptr %220[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %266 = llvm.load %265 : !llvm.ptr<1> -> f32
            memref.store %266, %alloca_63[] : memref<f32>
          }
          %c6_i64 = arith.constant 6 : i64
          %252 = arith.addi %246, %c6_i64 : i64
          %c7_i64_108 = arith.constant 7 : i64
          %253 = arith.cmpi slt, %252, %c7_i64_108 : i64
          scf.if %253 {
            %258 = llvm.getelementptr %206[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %259 = llvm.load %258 : !llvm.ptr<1> -> f32
            %260 = llvm.getelementptr %208[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %261 = llvm.load %260 : !llvm.ptr<1> -> f32
            %262 = arith.mulf %259, %261 : f32
            memref.store %262, %alloca_64[] : memref<f32>
            %c19_i64_113 = arith.constant 19 : i64
            %263 = arith.muli %252, %c19_i64_113 : i64
            %264 = arith.addi %arg25, %263 : i64
            %265 = llvm.getelementptr %220[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %266 = llvm.load %265 : !llvm.ptr<1> -> f32
            memref.store %266, %alloca_65[] : memref<f32>
          }
          %c7_i64_109 = arith.constant 7 : i64
          %254 = arith.cmpi slt, %246, %c7_i64_109 : i64
          scf.if %254 {
            %258 = memref.load %alloca_59[] : memref<f32>
            %cst = arith.constant -2.000000e+00 : f32
            %259 = memref.load %alloca_58[] : memref<f32>
            %260 = arith.mulf %cst, %259 : f32
            %261 = llvm.intr.fma(%arg0, %258, %260) : (f32, f32, f32) -> f32
            %c19_i64_113 = arith.constant 19 : i64
            %262 = arith.muli %246, %c19_i64_113 : i64
            %263 = arith.addi %arg25, %262 : i64
            %264 = llvm.getelementptr %220[%263] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %261, %264 : f32, !llvm.ptr<1>
          }
          %c7_i64_110 = arith.constant 7 : i64
          %255 = arith.cmpi slt, %248, %c7_i64_110 : i64
          scf.if %255 {
            %258 = memref.load %alloca_61[] : memref<f32>
            %cst = arith.constant -2.000000e+00 : f32
            %259 = memref.load %alloca_60[] : memref<f32>
            %260 = arith.mulf %cst, %259 : f32
            %261 = llvm.intr.fma(%arg0, %258, %260) : (f32, f32, f32) -> f32
            %c19_i64_113 = arith.constant 19 : i64
            %262 = arith.muli %248, %c19_i64_113 : i64
            %263 = arith.addi %arg25, %262 : i64
            %264 = llvm.getelementptr %220[%263] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %261, %264 : f32, !llvm.ptr<1>
          }
          %c7_i64_111 = arith.constant 7 : i64
          %256 = arith.cmpi slt, %250, %c7_i64_111 : i64
          scf.if %256 {
            %258 = memref.load %alloca_63[] : memref<f32>
            %cst = arith.constant -2.000000e+00 : f32
            %259 = memref.load %alloca_62[] : memref<f32>
            %260 = arith.mulf %cst, %259 : f32
            %261 = llvm.intr.fma(%arg0, %258, %260) : (f32, f32, f32) -> f32
            %c19_i64_113 = arith.constant 19 : i64
            %262 = arith.muli %250, %c19_i64_113 : i64
            %263 = arith.addi %arg25, %262 : i64
            %264 = llvm.getelementptr %220[%263] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %261, %264 : f32, !llvm.ptr<1>
          }
          %c7_i64_112 = arith.constant 7 : i64
          %257 = arith.cmpi slt, %252, %c7_i64_112 : i64
          scf.if %257 {
            %258 = memref.load %alloca_65[] : memref<f32>
            %cst = arith.constant -2.000000e+00 : f32
            %259 = memref.load %alloca_64[] : memref<f32>
            %260 = arith.mulf %cst, %259 : f32
            %261 = llvm.intr.fma(%arg0, %258, %260) : (f32, f32, f32) -> f32
            %c19_i64_113 = arith.constant 19 : i64
            %262 = arith.muli %252, %c19_i64_113 : i64
            %263 = arith.addi %arg25, %262 : i64
            %264 = llvm.getelementptr %220[%263] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %261, %264 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_87 = gpu.thread_id  x
      %231 = arith.index_cast %thread_id_x_87 : index to i64
      %c19_i64_88 = arith.constant 19 : i64
      %c32_i64_89 = arith.constant 32 : i64
      scf.for %arg25 = %231 to %c19_i64_88 step %c32_i64_89  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_103 = arith.constant 1 : i64
        scf.for %arg26 = %c0_i64 to %c1_i64 step %c1_i64_103  : i64 {
          %thread_id_y_104 = gpu.thread_id  y
          %244 = arith.index_cast %thread_id_y_104 : index to i64
          %c8_i64 = arith.constant 8 : i64
          %245 = arith.muli %arg26, %c8_i64 : i64
          %246 = arith.addi %244, %245 : i64
          %c7_i64_105 = arith.constant 7 : i64
          %247 = arith.cmpi slt, %246, %c7_i64_105 : i64
          scf.if %247 {
            %258 = llvm.getelementptr %214[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
            %259 = llvm.load %258 : !llvm.ptr<1> -> i16
            %260 = arith.extsi %259 : i16 to i32
            %261 = llvm.getelementptr %216[%246] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %262 = llvm.load %261 : !llvm.ptr<1> -> i32
            %263 = arith.muli %260, %262 : i32
            memref.store %263, %alloca_66[] : memref<i32>
            %c19_i64_113 = arith.constant 19 : i64
            %264 = arith.muli %246, %c19_i64_113 : i64
            %265 = arith.addi %arg25, %264 : i64
            %266 = llvm.getelementptr %222[%265] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
            %267 = llvm.load %266 : !llvm.ptr<1> -> i64
            memref.store %267, %alloca_67[] : memref<i64>
          }
          %c2_i64 = arith.constant 2 : i64
          %248 = arith.addi %246, %c2_i64 : i64
          %c7_i64_106 = arith.constant 7 : i64
          %249 = arith.cmpi slt, %248, %c7_i64_106 : i64
          scf.if %249 {
            %258 = llvm.getelementptr %214[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
            %259 = llvm.load %258 : !llvm.ptr<1> -> i16
            %260 = arith.extsi %259 : i16 to i32
            %261 = llvm.getelementptr %216[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %262 = llvm.load %261 : !llvm.ptr<1> -> i32
            %263 = arith.muli %260, %262 : i32
            memref.store %263, %alloca_68[] : memref<i32>
            %c19_i64_113 = arith.constant 19 : i64
            %264 = arith.muli %248, %c19_i64_113 : i64
            %265 = arith.addi %arg25, %264 : i64
            %266 = llvm.getelementptr %222[%265] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
            %267 = llvm.load %266 : !llvm.ptr<1> -> i64
            memref.store %267, %alloca_69[] : memref<i64>
          }
          %c4_i64 = arith.constant 4 : i64
          %250 = arith.addi %246, %c4_i64 : i64
          %c7_i64_107 = arith.constant 7 : i64
          %251 = arith.cmpi slt, %250, %c7_i64_107 : i64
          scf.if %251 {
            %258 = llvm.getelementptr %214[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
            %259 = llvm.load %258 : !llvm.ptr<1> -> i16
            %260 = arith.extsi %259 : i16 to i32
            %261 = llvm.getelementptr %216[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %262 = llvm.load %261 : !llvm.ptr<1> -> i32
            %263 = arith.muli %260, %262 : i32
            memref.store %263, %alloca_70[] : memref<i32>
            %c19_i64_113 = arith.constant 19 : i64
            %264 = arith.muli %250, %c19_i64_113 : i64
            %265 = arith.addi %arg25, %264 : i64
            %266 = llvm.getelementptr %222[%265] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
            %267 = llvm.load %266 : !llvm.ptr<1> -> i64
            memref.store %267, %alloca_71[] : memref<i64>
          }
          %c6_i64 = arith.constant 6 : i64
          %252 = arith.addi %246, %c6_i64 : i64
          %c7_i64_108 = arith.constant 7 : i64
          %253 = arith.cmpi slt, %252, %c7_i64_108 : i64
          scf.if %253 {
            %258 = llvm.getelementptr %214[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
            %259 = llvm.load %258 : !llvm.ptr<1> -> i16
            %260 = arith.extsi %259 : i16 to i32
            %261 = llvm.getelementptr %216[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %262 = llvm.load %261 : !llvm.ptr<1> -> i32
            %263 = arith.muli %260, %262 : i32
            memref.store %263, %alloca_72[] : memref<i32>
            %c19_i64_113 = arith.constant 19 : i64
            %264 = arith.muli %252, %c19_i64_113 : i64
            %265 = arith.addi %arg25, %264 : i64
            %266 = llvm.getelementptr %222[%265] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
            %267 = llvm.load %266 : !llvm.ptr<1> -> i64
            memref.store %267, %alloca_73[] : memref<i64>
          }
          %c7_i64_109 = arith.constant 7 : i64
          %254 = arith.cmpi slt, %246, %c7_i64_109 : i64
          scf.if %254 {
            %258 = memref.load %alloca_67[] : memref<i64>
            %259 = memref.load %alloca_66[] : memref<i32>
            %260 = arith.extsi %259 : i32 to i64
            %261 = arith.addi %258, %260 : i64
            %c19_i64_113 = arith.constant 19 : i64
            %262 = arith.muli %246, %c19_i64_113 : i64
            %263 = arith.addi %arg25, %262 : i64
            %264 = llvm.getelementptr %222[%263] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
            llvm.store %261, %264 : i64, !llvm.ptr<1>
          }
          %c7_i64_110 = arith.constant 7 : i64
          %255 = arith.cmpi slt, %248, %c7_i64_110 : i64
          scf.if %255 {
            %258 = memref.load %alloca_69[] : memref<i64>
            %259 = memref.load %alloca_68[] : memref<i32>
            %260 = arith.extsi %259 : i32 to i64
            %261 = arith.addi %258, %260 : i64
            %c19_i64_113 = arith.constant 19 : i64
            %262 = arith.muli %248, %c19_i64_113 : i64
            %263 = arith.addi %arg25, %262 : i64
            %264 = llvm.getelementptr %222[%263] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
            llvm.store %261, %264 : i64, !llvm.ptr<1>
          }
          %c7_i64_111 = arith.constant 7 : i64
          %256 = arith.cmpi slt, %250, %c7_i64_111 : i64
          scf.if %256 {
            %258 = memref.load %alloca_71[] : memref<i64>
            %259 = memref.load %alloca_70[] : memref<i32>
            %260 = arith.extsi %259 : i32 to i64
            %261 = arith.addi %258, %260 : i64
            %c19_i64_113 = arith.constant 19 : i64
            %262 = arith.muli %250, %c19_i64_113 : i64
            %263 = arith.addi %arg25, %262 : i64
            %264 = llvm.getelementptr %222[%263] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
            llvm.store %261, %264 : i64, !llvm.ptr<1>
          }
          %c7_i64_112 = arith.constant 7 : i64
          %257 = arith.cmpi slt, %252, %c7_i64_112 : i64
          scf.if %257 {
            %258 = memref.load %alloca_73[] : memref<i64>
            %259 = memref.load %alloca_72[] : memref<i32>
            %260 = arith.extsi %259 : i32 to i64
            %261 = arith.addi %258, %260 : i64
            %c19_i64_113 = arith.constant 19 : i64
            %262 = arith.muli %252, %c19_i64_113 : i64
            %263 = arith.addi %arg25, %262 : i64
            %264 = llvm.getelementptr %222[%263] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
            llvm.store %261, %264 : i64, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_90 = gpu.thread_id  x
      %232 = arith.index_cast %thread_id_x_90 : index to i64
      %c32_i64_91 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %233 = arith.index_cast %thread_id_y : index to i64
      %234 = arith.muli %c32_i64_91, %233 : i64
      %235 = arith.addi %232, %234 : i64
      %c19_i64_92 = arith.constant 19 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg25 = %235 to %c19_i64_92 step %c64_i64  : i64 {
        %244 = llvm.getelementptr %206[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %245 = llvm.load %244 : !llvm.ptr<1> -> f32
        %246 = llvm.getelementptr %210[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %247 = llvm.load %246 : !llvm.ptr<1> -> f32
        %248 = arith.mulf %245, %247 : f32
        %249 = llvm.getelementptr %224[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %248, %249 : f32, !llvm.ptr<1>
      }
      %thread_id_x_93 = gpu.thread_id  x
      %236 = arith.index_cast %thread_id_x_93 : index to i64
      %c32_i64_94 = arith.constant 32 : i64
      %thread_id_y_95 = gpu.thread_id  y
      %237 = arith.index_cast %thread_id_y_95 : index to i64
      %238 = arith.muli %c32_i64_94, %237 : i64
      %239 = arith.addi %236, %238 : i64
      %c19_i64_96 = arith.constant 19 : i64
      %c64_i64_97 = arith.constant 64 : i64
      scf.for %arg25 = %239 to %c19_i64_96 step %c64_i64_97  : i64 {
        %cst = arith.constant 5.000000e-01 : f32
        %244 = llvm.getelementptr %206[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %245 = llvm.load %244 : !llvm.ptr<1> -> f32
        %246 = llvm.getelementptr %210[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %247 = llvm.load %246 : !llvm.ptr<1> -> f32
        %248 = arith.mulf %245, %247 : f32
        %249 = llvm.getelementptr %226[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %250 = llvm.load %249 : !llvm.ptr<1> -> f32
        %251 = llvm.intr.fma(%cst, %248, %250) : (f32, f32, f32) -> f32
        %252 = llvm.getelementptr %226[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %251, %252 : f32, !llvm.ptr<1>
      }
      %thread_id_x_98 = gpu.thread_id  x
      %240 = arith.index_cast %thread_id_x_98 : index to i64
      %c32_i64_99 = arith.constant 32 : i64
      %thread_id_y_100 = gpu.thread_id  y
      %241 = arith.index_cast %thread_id_y_100 : index to i64
      %242 = arith.muli %c32_i64_99, %241 : i64
      %243 = arith.addi %240, %242 : i64
      %c19_i64_101 = arith.constant 19 : i64
      %c64_i64_102 = arith.constant 64 : i64
      scf.for %arg25 = %243 to %c19_i64_101 step %c64_i64_102  : i64 {
        %cst = arith.constant -3.000000e+00 : f64
        %244 = llvm.getelementptr %228[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %245 = llvm.load %244 : !llvm.ptr<1> -> f64
        %246 = llvm.getelementptr %206[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %247 = llvm.load %246 : !llvm.ptr<1> -> f32
        %248 = arith.extf %247 : f32 to f64
        %249 = llvm.getelementptr %212[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %250 = llvm.load %249 : !llvm.ptr<1> -> f64
        %251 = arith.mulf %248, %250 : f64
        %252 = llvm.intr.fma(%cst, %245, %251) : (f64, f64, f64) -> f64
        %253 = llvm.getelementptr %228[%arg25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %252, %253 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
