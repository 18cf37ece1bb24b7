module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gpu_unrolled(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: i64, %arg16: !llvm.ptr<1>, %arg17: i64, %arg18: !llvm.ptr<1>, %arg19: i64, %arg20: !llvm.ptr<1>, %arg21: i64, %arg22: !llvm.ptr<1>, %arg23: i64, %arg24: !llvm.ptr<1>, %arg25: i64, %arg26: !llvm.ptr<1>, %arg27: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(100 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(100 : i64) : i64
      %5 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg0, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<100x?xf32, strided<[1, 100]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(100 : i64) : i64
      %16 = llvm.mlir.constant(1 : i64) : i64
      %17 = llvm.mlir.constant(100 : i64) : i64
      %18 = llvm.insertvalue %arg2, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg2, %18[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %14, %19[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %15, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %arg3, %21[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<100x?xf32, strided<[1, 100]>, 1>
      %26 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %27 = llvm.mlir.constant(0 : i64) : i64
      %28 = llvm.mlir.constant(128 : i64) : i64
      %29 = llvm.mlir.constant(1 : i64) : i64
      %30 = llvm.mlir.constant(128 : i64) : i64
      %31 = llvm.insertvalue %arg4, %26[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %32 = llvm.insertvalue %arg4, %31[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %33 = llvm.insertvalue %27, %32[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %34 = llvm.insertvalue %28, %33[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg5, %34[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<128x?xf32, strided<[1, 128]>, 1>
      %39 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %40 = llvm.mlir.constant(0 : i64) : i64
      %41 = llvm.mlir.constant(128 : i64) : i64
      %42 = llvm.mlir.constant(1 : i64) : i64
      %43 = llvm.mlir.constant(128 : i64) : i64
      %44 = llvm.insertvalue %arg6, %39[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %45 = llvm.insertvalue %arg6, %44[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %46 = llvm.insertvalue %40, %45[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %47 = llvm.insertvalue %41, %46[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %48 = llvm.insertvalue %arg7, %47[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %42, %48[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %43, %49[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = builtin.unrealized_conversion_cast %50 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<128x?xf32, strided<[1, 128]>, 1>
      %52 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %53 = llvm.mlir.constant(0 : i64) : i64
      %54 = llvm.mlir.constant(128 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(128 : i64) : i64
      %57 = llvm.insertvalue %arg8, %52[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %58 = llvm.insertvalue %arg8, %57[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = llvm.insertvalue %53, %58[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %60 = llvm.insertvalue %54, %59[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %61 = llvm.insertvalue %arg9, %60[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %62 = llvm.insertvalue %55, %61[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %56, %62[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = builtin.unrealized_conversion_cast %63 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<128x?xf32, strided<[1, 128]>, 1>
      %65 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %66 = llvm.mlir.constant(0 : i64) : i64
      %67 = llvm.mlir.constant(70 : i64) : i64
      %68 = llvm.mlir.constant(1 : i64) : i64
      %69 = llvm.mlir.constant(70 : i64) : i64
      %70 = llvm.insertvalue %arg10, %65[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %71 = llvm.insertvalue %arg10, %70[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %72 = llvm.insertvalue %66, %71[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %73 = llvm.insertvalue %67, %72[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %74 = llvm.insertvalue %arg11, %73[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %75 = llvm.insertvalue %68, %74[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %76 = llvm.insertvalue %69, %75[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %77 = builtin.unrealized_conversion_cast %76 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<70x?xf64, strided<[1, 70]>, 1>
      %78 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %79 = llvm.mlir.constant(0 : i64) : i64
      %80 = llvm.mlir.constant(7 : i64) : i64
      %81 = llvm.mlir.constant(9 : i64) : i64
      %82 = llvm.mlir.constant(1 : i64) : i64
      %83 = llvm.mlir.constant(7 : i64) : i64
      %84 = llvm.mlir.constant(63 : i64) : i64
      %85 = llvm.insertvalue %arg12, %78[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %86 = llvm.insertvalue %arg12, %85[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %87 = llvm.insertvalue %79, %86[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %88 = llvm.insertvalue %80, %87[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %89 = llvm.insertvalue %81, %88[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %90 = llvm.insertvalue %arg13, %89[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %91 = llvm.insertvalue %82, %90[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %92 = llvm.insertvalue %83, %91[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %93 = llvm.insertvalue %84, %92[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %94 = builtin.unrealized_conversion_cast %93 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<7x9x?xf64, strided<[1, 7, 63]>, 1>
      %95 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %96 = llvm.mlir.constant(0 : i64) : i64
      %97 = llvm.mlir.constant(100 : i64) : i64
      %98 = llvm.mlir.constant(1 : i64) : i64
      %99 = llvm.mlir.constant(100 : i64) : i64
      %100 = llvm.insertvalue %arg14, %95[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %101 = llvm.insertvalue %arg14, %100[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %102 = llvm.insertvalue %96, %101[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %103 = llvm.insertvalue %97, %102[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %104 = llvm.insertvalue %arg15, %103[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %105 = llvm.insertvalue %98, %104[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %106 = llvm.insertvalue %99, %105[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %107 = builtin.unrealized_conversion_cast %106 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<100x?xf32, strided<[1, 100]>, 1>
      %108 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %109 = llvm.mlir.constant(0 : i64) : i64
      %110 = llvm.mlir.constant(64 : i64) : i64
      %111 = llvm.mlir.constant(1 : i64) : i64
      %112 = llvm.mlir.constant(64 : i64) : i64
      %113 = llvm.insertvalue %arg16, %108[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %114 = llvm.insertvalue %arg16, %113[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %115 = llvm.insertvalue %109, %114[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %116 = llvm.insertvalue %110, %115[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %117 = llvm.insertvalue %arg17, %116[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %118 = llvm.insertvalue %111, %117[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %119 = llvm.insertvalue %112, %118[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %120 = builtin.unrealized_conversion_cast %119 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<64x?xf64, strided<[1, 64]>, 1>
      %121 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %122 = llvm.mlir.constant(0 : i64) : i64
      %123 = llvm.mlir.constant(20 : i64) : i64
      %124 = llvm.mlir.constant(1 : i64) : i64
      %125 = llvm.mlir.constant(20 : i64) : i64
      %126 = llvm.insertvalue %arg18, %121[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %127 = llvm.insertvalue %arg18, %126[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %128 = llvm.insertvalue %122, %127[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %129 = llvm.insertvalue %123, %128[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %130 = llvm.insertvalue %arg19, %129[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %131 = llvm.insertvalue %124, %130[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %132 = llvm.insertvalue %125, %131[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %133 = builtin.unrealized_conversion_cast %132 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<20x?xf32, strided<[1, 20]>, 1>
      %134 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %135 = llvm.mlir.constant(0 : i64) : i64
      %136 = llvm.mlir.constant(9 : i64) : i64
      %137 = llvm.mlir.constant(1 : i64) : i64
      %138 = llvm.mlir.constant(9 : i64) : i64
      %139 = llvm.insertvalue %arg20, %134[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %140 = llvm.insertvalue %arg20, %139[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %141 = llvm.insertvalue %135, %140[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %142 = llvm.insertvalue %136, %141[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %143 = llvm.insertvalue %arg21, %142[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %144 = llvm.insertvalue %137, %143[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %145 = llvm.insertvalue %138, %144[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %146 = builtin.unrealized_conversion_cast %145 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x?xf32, strided<[1, 9]>, 1>
      %147 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %148 = llvm.mlir.constant(0 : i64) : i64
      %149 = llvm.mlir.constant(20 : i64) : i64
      %150 = llvm.mlir.constant(9 : i64) : i64
      %151 = llvm.mlir.constant(1 : i64) : i64
      %152 = llvm.mlir.constant(20 : i64) : i64
      %153 = llvm.mlir.constant(180 : i64) : i64
      %154 = llvm.insertvalue %arg22, %147[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %155 = llvm.insertvalue %arg22, %154[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %156 = llvm.insertvalue %148, %155[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %157 = llvm.insertvalue %149, %156[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %158 = llvm.insertvalue %150, %157[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %159 = llvm.insertvalue %arg23, %158[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %160 = llvm.insertvalue %151, %159[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %161 = llvm.insertvalue %152, %160[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %162 = llvm.insertvalue %153, %161[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %163 = builtin.unrealized_conversion_cast %162 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<20x9x?xf32, strided<[1, 20, 180]>, 1>
      %164 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %165 = llvm.mlir.constant(0 : i64) : i64
      %166 = llvm.mlir.constant(16 : i64) : i64
      %167 = llvm.mlir.constant(8 : i64) : i64
      %168 = llvm.mlir.constant(1 : i64) : i64
      %169 = llvm.mlir.constant(16 : i64) : i64
      %170 = llvm.mlir.constant(128 : i64) : i64
      %171 = llvm.insertvalue %arg24, %164[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %172 = llvm.insertvalue %arg24, %171[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %173 = llvm.insertvalue %165, %172[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %174 = llvm.insertvalue %166, %173[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %175 = llvm.insertvalue %167, %174[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %176 = llvm.insertvalue %arg25, %175[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %177 = llvm.insertvalue %168, %176[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %178 = llvm.insertvalue %169, %177[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %179 = llvm.insertvalue %170, %178[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %180 = builtin.unrealized_conversion_cast %179 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x8x?xf64, strided<[1, 16, 128]>, 1>
      %181 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %182 = llvm.mlir.constant(0 : i64) : i64
      %183 = llvm.mlir.constant(8 : i64) : i64
      %184 = llvm.mlir.constant(16 : i64) : i64
      %185 = llvm.mlir.constant(1 : i64) : i64
      %186 = llvm.mlir.constant(8 : i64) : i64
      %187 = llvm.mlir.constant(128 : i64) : i64
      %188 = llvm.insertvalue %arg26, %181[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %189 = llvm.insertvalue %arg26, %188[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %190 = llvm.insertvalue %182, %189[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %191 = llvm.insertvalue %183, %190[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %192 = llvm.insertvalue %184, %191[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %193 = llvm.insertvalue %arg27, %192[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %194 = llvm.insertvalue %185, %193[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %195 = llvm.insertvalue %186, %194[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %196 = llvm.insertvalue %187, %195[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %197 = builtin.unrealized_conversion_cast %196 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<8x16x?xf64, strided<[1, 8, 128]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<100x?xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<100x?xf32, strided<[1, 100]>, 1> -> index
      %198 = arith.index_cast %intptr : index to i64
      %199 = llvm.inttoptr %198 : i64 to !llvm.ptr<1>
      %200 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %25 : memref<100x?xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %25 : memref<100x?xf32, strided<[1, 100]>, 1> -> index
      %201 = arith.index_cast %intptr_4 : index to i64
      %202 = llvm.inttoptr %201 : i64 to !llvm.ptr<1>
      %203 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %38 : memref<128x?xf32, strided<[1, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %38 : memref<128x?xf32, strided<[1, 128]>, 1> -> index
      %204 = arith.index_cast %intptr_9 : index to i64
      %205 = llvm.inttoptr %204 : i64 to !llvm.ptr<1>
      %206 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %51 : memref<128x?xf32, strided<[1, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %51 : memref<128x?xf32, strided<[1, 128]>, 1> -> index
      %207 = arith.index_cast %intptr_14 : index to i64
      %208 = llvm.inttoptr %207 : i64 to !llvm.ptr<1>
      %209 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %64 : memref<128x?xf32, strided<[1, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %64 : memref<128x?xf32, strided<[1, 128]>, 1> -> index
      %210 = arith.index_cast %intptr_19 : index to i64
      %211 = llvm.inttoptr %210 : i64 to !llvm.ptr<1>
      %212 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %77 : memref<70x?xf64, strided<[1, 70]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %77 : memref<70x?xf64, strided<[1, 70]>, 1> -> index
      %213 = arith.index_cast %intptr_24 : index to i64
      %214 = llvm.inttoptr %213 : i64 to !llvm.ptr<1>
      %215 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %94 : memref<7x9x?xf64, strided<[1, 7, 63]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %94 : memref<7x9x?xf64, strided<[1, 7, 63]>, 1> -> index
      %216 = arith.index_cast %intptr_29 : index to i64
      %217 = llvm.inttoptr %216 : i64 to !llvm.ptr<1>
      %218 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %107 : memref<100x?xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %107 : memref<100x?xf32, strided<[1, 100]>, 1> -> index
      %219 = arith.index_cast %intptr_34 : index to i64
      %220 = llvm.inttoptr %219 : i64 to !llvm.ptr<1>
      %221 = arith.index_cast %sizes_32#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %120 : memref<64x?xf64, strided<[1, 64]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %120 : memref<64x?xf64, strided<[1, 64]>, 1> -> index
      %222 = arith.index_cast %intptr_39 : index to i64
      %223 = llvm.inttoptr %222 : i64 to !llvm.ptr<1>
      %224 = arith.index_cast %sizes_37#1 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %133 : memref<20x?xf32, strided<[1, 20]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %133 : memref<20x?xf32, strided<[1, 20]>, 1> -> index
      %225 = arith.index_cast %intptr_44 : index to i64
      %226 = llvm.inttoptr %225 : i64 to !llvm.ptr<1>
      %227 = arith.index_cast %sizes_42#1 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %146 : memref<9x?xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %146 : memref<9x?xf32, strided<[1, 9]>, 1> -> index
      %228 = arith.index_cast %intptr_49 : index to i64
      %229 = llvm.inttoptr %228 : i64 to !llvm.ptr<1>
      %230 = arith.index_cast %sizes_47#1 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:3, %strides_53:3 = memref.extract_strided_metadata %163 : memref<20x9x?xf32, strided<[1, 20, 180]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %163 : memref<20x9x?xf32, strided<[1, 20, 180]>, 1> -> index
      %231 = arith.index_cast %intptr_54 : index to i64
      %232 = llvm.inttoptr %231 : i64 to !llvm.ptr<1>
      %233 = arith.index_cast %sizes_52#2 : index to i64
      %base_buffer_55, %offset_56, %sizes_57:3, %strides_58:3 = memref.extract_strided_metadata %180 : memref<16x8x?xf64, strided<[1, 16, 128]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %180 : memref<16x8x?xf64, strided<[1, 16, 128]>, 1> -> index
      %234 = arith.index_cast %intptr_59 : index to i64
      %235 = llvm.inttoptr %234 : i64 to !llvm.ptr<1>
      %236 = arith.index_cast %sizes_57#2 : index to i64
      %base_buffer_60, %offset_61, %sizes_62:3, %strides_63:3 = memref.extract_strided_metadata %197 : memref<8x16x?xf64, strided<[1, 8, 128]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %197 : memref<8x16x?xf64, strided<[1, 8, 128]>, 1> -> index
      %237 = arith.index_cast %intptr_64 : index to i64
      %238 = llvm.inttoptr %237 : i64 to !llvm.ptr<1>
      %239 = arith.index_cast %sizes_62#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_65 = memref.alloca() : memref<f32>
      %alloca_66 = memref.alloca() : memref<f32>
      %alloca_67 = memref.alloca() : memref<f32>
      %alloca_68 = memref.alloca() : memref<f32>
      %alloca_69 = memref.alloca() : memref<f32>
      %alloca_70 = memref.alloca() : memref<f32>
      %alloca_71 = memref.alloca() : memref<f32>
      %alloca_72 = memref.alloca() : memref<f64>
      %alloca_73 = memref.alloca() : memref<f64>
      %alloca_74 = memref.alloca() : memref<f64>
      %alloca_75 = memref.alloca() : memref<f64>
      %alloca_76 = memref.alloca() : memref<f64>
      %alloca_77 = memref.alloca() : memref<f64>
      %alloca_78 = memref.alloca() : memref<f64>
      %alloca_79 = memref.alloca() : memref<f64>
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
      %block_id_x = gpu.block_id  x
      %240 = arith.index_cast %block_id_x : index to i64
      %c100_i64 = arith.constant 100 : i64
      %241 = arith.muli %240, %c100_i64 : i64
      %242 = llvm.getelementptr %199[%241] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c100_i64_97 = arith.constant 100 : i64
      %243 = arith.muli %240, %c100_i64_97 : i64
      %244 = llvm.getelementptr %202[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_98 = arith.constant 1 : i64
      scf.for %arg28 = %c0_i64 to %c1_i64 step %c1_i64_98  : i64 {
        %thread_id_x_122 = gpu.thread_id  x
        %271 = arith.index_cast %thread_id_x_122 : index to i64
        %c128_i64_123 = arith.constant 128 : i64
        %272 = arith.muli %arg28, %c128_i64_123 : i64
        %273 = arith.addi %271, %272 : i64
        %c100_i64_124 = arith.constant 100 : i64
        %274 = arith.cmpi slt, %273, %c100_i64_124 : i64
        scf.if %274 {
          %285 = llvm.getelementptr %242[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %286 = llvm.load %285 : !llvm.ptr<1> -> f32
          memref.store %286, %alloca[] : memref<f32>
          %287 = llvm.getelementptr %244[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %288 = llvm.load %287 : !llvm.ptr<1> -> f32
          memref.store %288, %alloca_65[] : memref<f32>
        }
        %c32_i64_125 = arith.constant 32 : i64
        %275 = arith.addi %273, %c32_i64_125 : i64
        %c100_i64_126 = arith.constant 100 : i64
        %276 = arith.cmpi slt, %275, %c100_i64_126 : i64
        scf.if %276 {
          %285 = llvm.getelementptr %242[%275] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %286 = llvm.load %285 : !llvm.ptr<1> -> f32
          memref.store %286, %alloca_66[] : memref<f32>
          %287 = llvm.getelementptr %244[%275] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %288 = llvm.load %287 : !llvm.ptr<1> -> f32
          memref.store %288, %alloca_67[] : memref<f32>
        }
        %c64_i64_127 = arith.constant 64 : i64
        %277 = arith.addi %273, %c64_i64_127 : i64
        %c100_i64_128 = arith.constant 100 : i64
        %278 = arith.cmpi slt, %277, %c100_i64_128 : i64
        scf.if %278 {
          %285 = llvm.getelementptr %242[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %286 = llvm.load %285 : !llvm.ptr<1> -> f32
          memref.store %286, %alloca_68[] : memref<f32>
          %287 = llvm.getelementptr %244[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %288 = llvm.load %287 : !llvm.ptr<1> -> f32
          memref.store %288, %alloca_69[] : memref<f32>
        }
        %c96_i64 = arith.constant 96 : i64
        %279 = arith.addi %273, %c96_i64 : i64
        %c100_i64_129 = arith.constant 100 : i64
        %280 = arith.cmpi slt, %279, %c100_i64_129 : i64
        scf.if %280 {
          %285 = llvm.getelementptr %242[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %286 = llvm.load %285 : !llvm.ptr<1> -> f32
          memref.store %286, %alloca_70[] : memref<f32>
          %287 = llvm.getelementptr %244[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %288 = llvm.load %287 : !llvm.ptr<1> -> f32
          memref.store %288, %alloca_71[] : memref<f32>
        }
        %c100_i64_130 = arith.constant 100 : i64
        %281 = arith.cmpi slt, %273, %c100_i64_130 : i64
        scf.if %281 {
          %285 = memref.load %alloca_65[] : memref<f32>
          %cst = arith.constant 2.000000e+00 : f32
          %286 = memref.load %alloca[] : memref<f32>
          %287 = arith.mulf %cst, %286 : f32
          %288 = arith.addf %285, %287 : f32
          %289 = llvm.getelementptr %244[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %288, %289 : f32, !llvm.ptr<1>
        }
        %c100_i64_131 = arith.constant 100 : i64
        %282 = arith.cmpi slt, %275, %c100_i64_131 : i64
        scf.if %282 {
          %285 = memref.load %alloca_67[] : memref<f32>
          %cst = arith.constant 2.000000e+00 : f32
          %286 = memref.load %alloca_66[] : memref<f32>
          %287 = arith.mulf %cst, %286 : f32
          %288 = arith.addf %285, %287 : f32
          %289 = llvm.getelementptr %244[%275] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %288, %289 : f32, !llvm.ptr<1>
        }
        %c100_i64_132 = arith.constant 100 : i64
        %283 = arith.cmpi slt, %277, %c100_i64_132 : i64
        scf.if %283 {
          %285 = memref.load %alloca_69[] : memref<f32>
          %cst = arith.constant 2.000000e+00 : f32
          %286 = memref.load %alloca_68[] : memref<f32>
          %287 = arith.mulf %cst, %286 : f32
          %288 = arith.addf %285, %287 : f32
          %289 = llvm.getelementptr %244[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %288, %289 : f32, !llvm.ptr<1>
        }
        %c100_i64_133 = arith.constant 100 : i64
        %284 = arith.cmpi slt, %279, %c100_i64_133 : i64
        scf.if %284 {
          %285 = memref.load %alloca_71[] : memref<f32>
          %cst = arith.constant 2.000000e+00 : f32
          %286 = memref.load %alloca_70[] : memref<f32>
          %287 = arith.mulf %cst, %286 : f32
          %288 = arith.addf %285, %287 : f32
          %289 = llvm.getelementptr %244[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %288, %289 : f32, !llvm.ptr<1>
        }
      }
      %c128_i64 = arith.constant 128 : i64
      %245 = arith.muli %240, %c128_i64 : i64
      %246 = llvm.getelementptr %205[%245] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64_99 = arith.constant 128 : i64
      %247 = arith.muli %240, %c128_i64_99 : i64
      %248 = llvm.getelementptr %208[%247] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64_100 = arith.constant 128 : i64
      %249 = arith.muli %240, %c128_i64_100 : i64
      %250 = llvm.getelementptr %211[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64_101 = arith.constant 0 : i64
      %c1_i64_102 = arith.constant 1 : i64
      %c1_i64_103 = arith.constant 1 : i64
      scf.for %arg28 = %c0_i64_101 to %c1_i64_102 step %c1_i64_103  : i64 {
        %thread_id_x_122 = gpu.thread_id  x
        %271 = arith.index_cast %thread_id_x_122 : index to i64
        %c128_i64_123 = arith.constant 128 : i64
        %272 = arith.muli %arg28, %c128_i64_123 : i64
        %273 = arith.addi %271, %272 : i64
        %274 = llvm.getelementptr %246[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %275 = llvm.load %274 : !llvm.ptr<1> -> f32
        %276 = llvm.getelementptr %248[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %277 = llvm.load %276 : !llvm.ptr<1> -> f32
        %278 = arith.mulf %275, %277 : f32
        %c32_i64_124 = arith.constant 32 : i64
        %279 = arith.addi %273, %c32_i64_124 : i64
        %280 = llvm.getelementptr %246[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %281 = llvm.load %280 : !llvm.ptr<1> -> f32
        %282 = llvm.getelementptr %248[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %283 = llvm.load %282 : !llvm.ptr<1> -> f32
        %284 = arith.mulf %281, %283 : f32
        %c64_i64_125 = arith.constant 64 : i64
        %285 = arith.addi %273, %c64_i64_125 : i64
        %286 = llvm.getelementptr %246[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %287 = llvm.load %286 : !llvm.ptr<1> -> f32
        %288 = llvm.getelementptr %248[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %289 = llvm.load %288 : !llvm.ptr<1> -> f32
        %290 = arith.mulf %287, %289 : f32
        %c96_i64 = arith.constant 96 : i64
        %291 = arith.addi %273, %c96_i64 : i64
        %292 = llvm.getelementptr %246[%291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %293 = llvm.load %292 : !llvm.ptr<1> -> f32
        %294 = llvm.getelementptr %248[%291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %295 = llvm.load %294 : !llvm.ptr<1> -> f32
        %296 = arith.mulf %293, %295 : f32
        %297 = llvm.getelementptr %250[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %278, %297 : f32, !llvm.ptr<1>
        %298 = llvm.getelementptr %250[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %284, %298 : f32, !llvm.ptr<1>
        %299 = llvm.getelementptr %250[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %290, %299 : f32, !llvm.ptr<1>
        %300 = llvm.getelementptr %250[%291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %296, %300 : f32, !llvm.ptr<1>
      }
      %c70_i64 = arith.constant 70 : i64
      %251 = arith.muli %240, %c70_i64 : i64
      %252 = llvm.getelementptr %214[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64_104 = arith.constant 0 : i64
      %c1_i64_105 = arith.constant 1 : i64
      %c1_i64_106 = arith.constant 1 : i64
      scf.for %arg28 = %c0_i64_104 to %c1_i64_105 step %c1_i64_106  : i64 {
        %thread_id_x_122 = gpu.thread_id  x
        %271 = arith.index_cast %thread_id_x_122 : index to i64
        %c96_i64 = arith.constant 96 : i64
        %272 = arith.muli %arg28, %c96_i64 : i64
        %273 = arith.addi %271, %272 : i64
        %c70_i64_123 = arith.constant 70 : i64
        %274 = arith.cmpi slt, %273, %c70_i64_123 : i64
        scf.if %274 {
          %282 = llvm.getelementptr %252[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %283 = llvm.load %282 : !llvm.ptr<1> -> f64
          memref.store %283, %alloca_72[] : memref<f64>
          %284 = llvm.getelementptr %252[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %285 = llvm.load %284 : !llvm.ptr<1> -> f64
          memref.store %285, %alloca_73[] : memref<f64>
        }
        %c32_i64_124 = arith.constant 32 : i64
        %275 = arith.addi %273, %c32_i64_124 : i64
        %c70_i64_125 = arith.constant 70 : i64
        %276 = arith.cmpi slt, %275, %c70_i64_125 : i64
        scf.if %276 {
          %282 = llvm.getelementptr %252[%275] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %283 = llvm.load %282 : !llvm.ptr<1> -> f64
          memref.store %283, %alloca_74[] : memref<f64>
          %284 = llvm.getelementptr %252[%275] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %285 = llvm.load %284 : !llvm.ptr<1> -> f64
          memref.store %285, %alloca_75[] : memref<f64>
        }
        %c64_i64_126 = arith.constant 64 : i64
        %277 = arith.addi %273, %c64_i64_126 : i64
        %c70_i64_127 = arith.constant 70 : i64
        %278 = arith.cmpi slt, %277, %c70_i64_127 : i64
        scf.if %278 {
          %282 = llvm.getelementptr %252[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %283 = llvm.load %282 : !llvm.ptr<1> -> f64
          memref.store %283, %alloca_76[] : memref<f64>
          %284 = llvm.getelementptr %252[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %285 = llvm.load %284 : !llvm.ptr<1> -> f64
          memref.store %285, %alloca_77[] : memref<f64>
        }
        %c70_i64_128 = arith.constant 70 : i64
        %279 = arith.cmpi slt, %273, %c70_i64_128 : i64
        scf.if %279 {
          %282 = memref.load %alloca_73[] : memref<f64>
          %cst = arith.constant 5.000000e-01 : f64
          %283 = memref.load %alloca_72[] : memref<f64>
          %284 = arith.mulf %cst, %283 : f64
          %285 = arith.addf %282, %284 : f64
          %286 = llvm.getelementptr %252[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %285, %286 : f64, !llvm.ptr<1>
        }
        %c70_i64_129 = arith.constant 70 : i64
        %280 = arith.cmpi slt, %275, %c70_i64_129 : i64
        scf.if %280 {
          %282 = memref.load %alloca_75[] : memref<f64>
          %cst = arith.constant 5.000000e-01 : f64
          %283 = memref.load %alloca_74[] : memref<f64>
          %284 = arith.mulf %cst, %283 : f64
          %285 = arith.addf %282, %284 : f64
          %286 = llvm.getelementptr %252[%275] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %285, %286 : f64, !llvm.ptr<1>
        }
        %c70_i64_130 = arith.constant 70 : i64
        %281 = arith.cmpi slt, %277, %c70_i64_130 : i64
        scf.if %281 {
          %282 = memref.load %alloca_77[] : memref<f64>
          %cst = arith.constant 5.000000e-01 : f64
          %283 = memref.load %alloca_76[] : memref<f64>
          %284 = arith.mulf %cst, %283 : f64
          %285 = arith.addf %282, %284 : f64
          %286 = llvm.getelementptr %252[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %285, %286 : f64, !llvm.ptr<1>
        }
      }
      %c63_i64 = arith.constant 63 : i64
      %253 = arith.muli %240, %c63_i64 : i64
      %254 = llvm.getelementptr %217[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64_107 = arith.constant 0 : i64
      %c1_i64_108 = arith.constant 1 : i64
      %c1_i64_109 = arith.constant 1 : i64
      scf.for %arg28 = %c0_i64_107 to %c1_i64_108 step %c1_i64_109  : i64 {
        %thread_id_x_122 = gpu.thread_id  x
        %271 = arith.index_cast %thread_id_x_122 : index to i64
        %c64_i64_123 = arith.constant 64 : i64
        %272 = arith.muli %arg28, %c64_i64_123 : i64
        %273 = arith.addi %271, %272 : i64
        %c63_i64_124 = arith.constant 63 : i64
        %274 = arith.cmpi slt, %273, %c63_i64_124 : i64
        scf.if %274 {
          %279 = llvm.getelementptr %254[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %280 = llvm.load %279 : !llvm.ptr<1> -> f64
          memref.store %280, %alloca_78[] : memref<f64>
        }
        %c32_i64_125 = arith.constant 32 : i64
        %275 = arith.addi %273, %c32_i64_125 : i64
        %c63_i64_126 = arith.constant 63 : i64
        %276 = arith.cmpi slt, %275, %c63_i64_126 : i64
        scf.if %276 {
          %279 = llvm.getelementptr %254[%275] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %280 = llvm.load %279 : !llvm.ptr<1> -> f64
          memref.store %280, %alloca_79[] : memref<f64>
        }
        %c63_i64_127 = arith.constant 63 : i64
        %277 = arith.cmpi slt, %273, %c63_i64_127 : i64
        scf.if %277 {
          %cst = arith.constant -1.000000e+00 : f64
          %279 = memref.load %alloca_78[] : memref<f64>
          %280 = arith.mulf %cst, %279 : f64
          %281 = llvm.getelementptr %254[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %280, %281 : f64, !llvm.ptr<1>
        }
        %c63_i64_128 = arith.constant 63 : i64
        %278 = arith.cmpi slt, %275, %c63_i64_128 : i64
        scf.if %278 {
          %cst = arith.constant -1.000000e+00 : f64
          %279 = memref.load %alloca_79[] : memref<f64>
          %280 = arith.mulf %cst, %279 : f64
          %281 = llvm.getelementptr %254[%275] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %280, %281 : f64, !llvm.ptr<1>
        }
      }
      %c100_i64_110 = arith.constant 100 : i64
      %255 = arith.muli %240, %c100_i64_110 : i64
      %256 = llvm.getelementptr %220[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64_111 = arith.constant 0 : i64
      %c1_i64_112 = arith.constant 1 : i64
      %c1_i64_113 = arith.constant 1 : i64
      scf.for %arg28 = %c0_i64_111 to %c1_i64_112 step %c1_i64_113  : i64 {
        %c5_i64 = arith.constant 5 : i64
        %thread_id_x_122 = gpu.thread_id  x
        %271 = arith.index_cast %thread_id_x_122 : index to i64
        %272 = arith.addi %c5_i64, %271 : i64
        %c96_i64 = arith.constant 96 : i64
        %273 = arith.muli %arg28, %c96_i64 : i64
        %274 = arith.addi %272, %273 : i64
        %c100_i64_123 = arith.constant 100 : i64
        %275 = arith.cmpi slt, %274, %c100_i64_123 : i64
        scf.if %275 {
          %283 = llvm.getelementptr %242[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %284 = llvm.load %283 : !llvm.ptr<1> -> f32
          memref.store %284, %alloca_80[] : memref<f32>
          %285 = memref.load %alloca_80[] : memref<f32>
          %286 = memref.load %alloca_80[] : memref<f32>
          %287 = arith.mulf %285, %286 : f32
          memref.store %287, %alloca_81[] : memref<f32>
          %288 = memref.load %alloca_81[] : memref<f32>
          %cst = arith.constant 1.000000e+00 : f32
          %289 = arith.subf %288, %cst : f32
          memref.store %289, %alloca_82[] : memref<f32>
        }
        %c32_i64_124 = arith.constant 32 : i64
        %276 = arith.addi %274, %c32_i64_124 : i64
        %c100_i64_125 = arith.constant 100 : i64
        %277 = arith.cmpi slt, %276, %c100_i64_125 : i64
        scf.if %277 {
          %283 = llvm.getelementptr %242[%276] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %284 = llvm.load %283 : !llvm.ptr<1> -> f32
          memref.store %284, %alloca_83[] : memref<f32>
          %285 = memref.load %alloca_83[] : memref<f32>
          %286 = memref.load %alloca_83[] : memref<f32>
          %287 = arith.mulf %285, %286 : f32
          memref.store %287, %alloca_84[] : memref<f32>
          %288 = memref.load %alloca_84[] : memref<f32>
          %cst = arith.constant 1.000000e+00 : f32
          %289 = arith.subf %288, %cst : f32
          memref.store %289, %alloca_85[] : memref<f32>
        }
        %c64_i64_126 = arith.constant 64 : i64
        %278 = arith.addi %274, %c64_i64_126 : i64
        %c100_i64_127 = arith.constant 100 : i64
        %279 = arith.cmpi slt, %278, %c100_i64_127 : i64
        scf.if %279 {
          %283 = llvm.getelementptr %242[%278] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %284 = llvm.load %283 : !llvm.ptr<1> -> f32
          memref.store %284, %alloca_86[] : memref<f32>
          %285 = memref.load %alloca_86[] : memref<f32>
          %286 = memref.load %alloca_86[] : memref<f32>
          %287 = arith.mulf %285, %286 : f32
          memref.store %287, %alloca_87[] : memref<f32>
          %288 = memref.load %alloca_87[] : memref<f32>
          %cst = arith.constant 1.000000e+00 : f32
          %289 = arith.subf %288, %cst : f32
          memref.store %289, %alloca_88[] : memref<f32>
        }
        %c100_i64_128 = arith.constant 100 : i64
        %280 = arith.cmpi slt, %274, %c100_i64_128 : i64
        scf.if %280 {
          %283 = memref.load %alloca_82[] : memref<f32>
          %284 = llvm.getelementptr %256[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %283, %284 : f32, !llvm.ptr<1>
        }
        %c100_i64_129 = arith.constant 100 : i64
        %281 = arith.cmpi slt, %276, %c100_i64_129 : i64
        scf.if %281 {
          %283 = memref.load %alloca_85[] : memref<f32>
          %284 = llvm.getelementptr %256[%276] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %283, %284 : f32, !llvm.ptr<1>
        }
        %c100_i64_130 = arith.constant 100 : i64
        %282 = arith.cmpi slt, %278, %c100_i64_130 : i64
        scf.if %282 {
          %283 = memref.load %alloca_88[] : memref<f32>
          %284 = llvm.getelementptr %256[%278] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %283, %284 : f32, !llvm.ptr<1>
        }
      }
      %c64_i64 = arith.constant 64 : i64
      %257 = arith.muli %240, %c64_i64 : i64
      %258 = llvm.getelementptr %223[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64_114 = arith.constant 0 : i64
      %c1_i64_115 = arith.constant 1 : i64
      %c1_i64_116 = arith.constant 1 : i64
      scf.for %arg28 = %c0_i64_114 to %c1_i64_115 step %c1_i64_116  : i64 {
        %thread_id_x_122 = gpu.thread_id  x
        %271 = arith.index_cast %thread_id_x_122 : index to i64
        %c64_i64_123 = arith.constant 64 : i64
        %272 = arith.muli %arg28, %c64_i64_123 : i64
        %273 = arith.addi %271, %272 : i64
        %274 = llvm.getelementptr %258[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %275 = llvm.load %274 : !llvm.ptr<1> -> f64
        %cst = arith.constant 2.000000e+00 : f64
        %276 = arith.addf %275, %cst : f64
        %c32_i64_124 = arith.constant 32 : i64
        %277 = arith.addi %273, %c32_i64_124 : i64
        %278 = llvm.getelementptr %258[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %279 = llvm.load %278 : !llvm.ptr<1> -> f64
        %cst_125 = arith.constant 2.000000e+00 : f64
        %280 = arith.addf %279, %cst_125 : f64
        %281 = llvm.getelementptr %258[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %276, %281 : f64, !llvm.ptr<1>
        %282 = llvm.getelementptr %258[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %280, %282 : f64, !llvm.ptr<1>
      }
      %c20_i64 = arith.constant 20 : i64
      %259 = arith.muli %240, %c20_i64 : i64
      %260 = llvm.getelementptr %226[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c9_i64 = arith.constant 9 : i64
      %261 = arith.muli %240, %c9_i64 : i64
      %262 = llvm.getelementptr %229[%261] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c180_i64 = arith.constant 180 : i64
      %263 = arith.muli %240, %c180_i64 : i64
      %264 = llvm.getelementptr %232[%263] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %265 = arith.index_cast %thread_id_x : index to i64
      %c20_i64_117 = arith.constant 20 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg28 = %265 to %c20_i64_117 step %c32_i64  : i64 {
        %c0_i64_122 = arith.constant 0 : i64
        %c3_i64 = arith.constant 3 : i64
        %c1_i64_123 = arith.constant 1 : i64
        scf.for %arg29 = %c0_i64_122 to %c3_i64 step %c1_i64_123  : i64 {
          %c4_i64 = arith.constant 4 : i64
          %271 = arith.muli %arg29, %c4_i64 : i64
          %c9_i64_124 = arith.constant 9 : i64
          %272 = arith.cmpi slt, %271, %c9_i64_124 : i64
          scf.if %272 {
            %283 = llvm.getelementptr %260[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %284 = llvm.load %283 : !llvm.ptr<1> -> f32
            %285 = llvm.getelementptr %262[%271] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %286 = llvm.load %285 : !llvm.ptr<1> -> f32
            %287 = arith.mulf %284, %286 : f32
            memref.store %287, %alloca_89[] : memref<f32>
            %c20_i64_134 = arith.constant 20 : i64
            %288 = arith.muli %271, %c20_i64_134 : i64
            %289 = arith.addi %arg28, %288 : i64
            %290 = llvm.getelementptr %264[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %291 = llvm.load %290 : !llvm.ptr<1> -> f32
            memref.store %291, %alloca_90[] : memref<f32>
          }
          %c1_i64_125 = arith.constant 1 : i64
          %273 = arith.addi %271, %c1_i64_125 : i64
          %c9_i64_126 = arith.constant 9 : i64
          %274 = arith.cmpi slt, %273, %c9_i64_126 : i64
          scf.if %274 {
            %283 = llvm.getelementptr %260[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %284 = llvm.load %283 : !llvm.ptr<1> -> f32
            %285 = llvm.getelementptr %262[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %286 = llvm.load %285 : !llvm.ptr<1> -> f32
            %287 = arith.mulf %284, %286 : f32
            memref.store %287, %alloca_91[] : memref<f32>
            %c20_i64_134 = arith.constant 20 : i64
            %288 = arith.muli %273, %c20_i64_134 : i64
            %289 = arith.addi %arg28, %288 : i64
            %290 = llvm.getelementptr %264[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %291 = llvm.load %290 : !llvm.ptr<1> -> f32
            memref.store %291, %alloca_92[] : memref<f32>
          }
          %c2_i64 = arith.constant 2 : i64
          %275 = arith.addi %271, %c2_i64 : i64
          %c9_i64_127 = arith.constant 9 : i64
          %276 = arith.cmpi slt, %275, %c9_i64_127 : i64
          scf.if %276 {
            %283 = llvm.getelementptr %260[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %284 = llvm.load %283 : !llvm.ptr<1> -> f32
            %285 = llvm.getelementptr %262[%275] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %286 = llvm.load %285 : !llvm.ptr<1> -> f32
            %287 = arith.mulf %284, %286 : f32
            memref.store %287, %alloca_93[] : memref<f32>
            %c20_i64_134 = arith.constant 20 : i64
            %288 = arith.muli %275, %c20_i64_134 : i64
            %289 = arith.addi %arg28, %288 : i64
            %290 = llvm.getelementptr %264[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %291 = llvm.load %290 : !llvm.ptr<1> -> f32
            memref.store %291, %alloca_94[] : memref<f32>
          }
          %c3_i64_128 = arith.constant 3 : i64
          %277 = arith.addi %271, %c3_i64_128 : i64
          %c9_i64_129 = arith.constant 9 : i64
          %278 = arith.cmpi slt, %277, %c9_i64_129 : i64
          scf.if %278 {
            %283 = llvm.getelementptr %260[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %284 = llvm.load %283 : !llvm.ptr<1> -> f32
            %285 = llvm.getelementptr %262[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %286 = llvm.load %285 : !llvm.ptr<1> -> f32
            %287 = arith.mulf %284, %286 : f32
            memref.store %287, %alloca_95[] : memref<f32>
            %c20_i64_134 = arith.constant 20 : i64
            %288 = arith.muli %277, %c20_i64_134 : i64
            %289 = arith.addi %arg28, %288 : i64
            %290 = llvm.getelementptr %264[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %291 = llvm.load %290 : !llvm.ptr<1> -> f32
            memref.store %291, %alloca_96[] : memref<f32>
          }
          %c9_i64_130 = arith.constant 9 : i64
          %279 = arith.cmpi slt, %271, %c9_i64_130 : i64
          scf.if %279 {
            %283 = memref.load %alloca_90[] : memref<f32>
            %284 = memref.load %alloca_89[] : memref<f32>
            %285 = arith.addf %283, %284 : f32
            %c20_i64_134 = arith.constant 20 : i64
            %286 = arith.muli %271, %c20_i64_134 : i64
            %287 = arith.addi %arg28, %286 : i64
            %288 = llvm.getelementptr %264[%287] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %285, %288 : f32, !llvm.ptr<1>
          }
          %c9_i64_131 = arith.constant 9 : i64
          %280 = arith.cmpi slt, %273, %c9_i64_131 : i64
          scf.if %280 {
            %283 = memref.load %alloca_92[] : memref<f32>
            %284 = memref.load %alloca_91[] : memref<f32>
            %285 = arith.addf %283, %284 : f32
            %c20_i64_134 = arith.constant 20 : i64
            %286 = arith.muli %273, %c20_i64_134 : i64
            %287 = arith.addi %arg28, %286 : i64
            %288 = llvm.getelementptr %264[%287] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %285, %288 : f32, !llvm.ptr<1>
          }
          %c9_i64_132 = arith.constant 9 : i64
          %281 = arith.cmpi slt, %275, %c9_i64_132 : i64
          scf.if %281 {
            %283 = memref.load %alloca_94[] : memref<f32>
            %284 = memref.load %alloca_93[] : memref<f32>
            %285 = arith.addf %283, %284 : f32
            %c20_i64_134 = arith.constant 20 : i64
            %286 = arith.muli %275, %c20_i64_134 : i64
            %287 = arith.addi %arg28, %286 : i64
            %288 = llvm.getelementptr %264[%287] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %285, %288 : f32, !llvm.ptr<1>
          }
          %c9_i64_133 = arith.constant 9 : i64
          %282 = arith.cmpi slt, %277, %c9_i64_133 : i64
          scf.if %282 {
            %283 = memref.load %alloca_96[] : memref<f32>
            %284 = memref.load %alloca_95[] : memref<f32>
            %285 = arith.addf %283, %284 : f32
            %c20_i64_134 = arith.constant 20 : i64
            %286 = arith.muli %277, %c20_i64_134 : i64
            %287 = arith.addi %arg28, %286 : i64
            %288 = llvm.getelementptr %264[%287] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %285, %288 : f32, !llvm.ptr<1>
          }
        }
      }
      %c128_i64_118 = arith.constant 128 : i64
      %266 = arith.muli %240, %c128_i64_118 : i64
      %267 = llvm.getelementptr %235[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c128_i64_119 = arith.constant 128 : i64
      %268 = arith.muli %240, %c128_i64_119 : i64
      %269 = llvm.getelementptr %238[%268] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_120 = gpu.thread_id  x
      %270 = arith.index_cast %thread_id_x_120 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %c32_i64_121 = arith.constant 32 : i64
      scf.for %arg28 = %270 to %c8_i64 step %c32_i64_121  : i64 {
        %c0_i64_122 = arith.constant 0 : i64
        %c4_i64 = arith.constant 4 : i64
        %c1_i64_123 = arith.constant 1 : i64
        scf.for %arg29 = %c0_i64_122 to %c4_i64 step %c1_i64_123  : i64 {
          %c4_i64_124 = arith.constant 4 : i64
          %271 = arith.muli %arg29, %c4_i64_124 : i64
          %c16_i64 = arith.constant 16 : i64
          %272 = arith.muli %arg28, %c16_i64 : i64
          %273 = arith.addi %271, %272 : i64
          %274 = llvm.getelementptr %267[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %275 = llvm.load %274 : !llvm.ptr<1> -> f64
          %c1_i64_125 = arith.constant 1 : i64
          %276 = arith.addi %271, %c1_i64_125 : i64
          %c16_i64_126 = arith.constant 16 : i64
          %277 = arith.muli %arg28, %c16_i64_126 : i64
          %278 = arith.addi %276, %277 : i64
          %279 = llvm.getelementptr %267[%278] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %280 = llvm.load %279 : !llvm.ptr<1> -> f64
          %c2_i64 = arith.constant 2 : i64
          %281 = arith.addi %271, %c2_i64 : i64
          %c16_i64_127 = arith.constant 16 : i64
          %282 = arith.muli %arg28, %c16_i64_127 : i64
          %283 = arith.addi %281, %282 : i64
          %284 = llvm.getelementptr %267[%283] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %285 = llvm.load %284 : !llvm.ptr<1> -> f64
          %c3_i64 = arith.constant 3 : i64
          %286 = arith.addi %271, %c3_i64 : i64
          %c16_i64_128 = arith.constant 16 : i64
          %287 = arith.muli %arg28, %c16_i64_128 : i64
          %288 = arith.addi %286, %287 : i64
          %289 = llvm.getelementptr %267[%288] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %290 = llvm.load %289 : !llvm.ptr<1> -> f64
          %cst = arith.constant 1.500000e+00 : f64
          %291 = arith.mulf %cst, %275 : f64
          %c8_i64_129 = arith.constant 8 : i64
          %292 = arith.muli %271, %c8_i64_129 : i64
          %293 = arith.addi %arg28, %292 : i64
          %294 = llvm.getelementptr %269[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %291, %294 : f64, !llvm.ptr<1>
          %cst_130 = arith.constant 1.500000e+00 : f64
          %295 = arith.mulf %cst_130, %280 : f64
          %c8_i64_131 = arith.constant 8 : i64
          %296 = arith.muli %276, %c8_i64_131 : i64
          %297 = arith.addi %arg28, %296 : i64
          %298 = llvm.getelementptr %269[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %295, %298 : f64, !llvm.ptr<1>
          %cst_132 = arith.constant 1.500000e+00 : f64
          %299 = arith.mulf %cst_132, %285 : f64
          %c8_i64_133 = arith.constant 8 : i64
          %300 = arith.muli %281, %c8_i64_133 : i64
          %301 = arith.addi %arg28, %300 : i64
          %302 = llvm.getelementptr %269[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %299, %302 : f64, !llvm.ptr<1>
          %cst_134 = arith.constant 1.500000e+00 : f64
          %303 = arith.mulf %cst_134, %290 : f64
          %c8_i64_135 = arith.constant 8 : i64
          %304 = arith.muli %286, %c8_i64_135 : i64
          %305 = arith.addi %arg28, %304 : i64
          %306 = llvm.getelementptr %269[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %303, %306 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
