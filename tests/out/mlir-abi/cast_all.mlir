module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @cast_all(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: i64, %arg16: !llvm.ptr<1>, %arg17: i64, %arg18: !llvm.ptr<1>, %arg19: i64, %arg20: !llvm.ptr<1>, %arg21: i64, %arg22: !llvm.ptr<1>, %arg23: i64, %arg24: !llvm.ptr<1>, %arg25: i64, %arg26: !llvm.ptr<1>, %arg27: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.insertvalue %arg1, %5[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %7 = llvm.insertvalue %2, %6[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi32, strided<[1]>, 1>
      %9 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %10 = llvm.mlir.constant(0 : i64) : i64
      %11 = llvm.mlir.constant(1 : i64) : i64
      %12 = llvm.insertvalue %arg2, %9[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %13 = llvm.insertvalue %arg2, %12[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %14 = llvm.insertvalue %10, %13[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = llvm.insertvalue %arg3, %14[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = llvm.insertvalue %11, %15[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi8, strided<[1]>, 1>
      %18 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %19 = llvm.mlir.constant(0 : i64) : i64
      %20 = llvm.mlir.constant(1 : i64) : i64
      %21 = llvm.insertvalue %arg4, %18[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %22 = llvm.insertvalue %arg4, %21[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %23 = llvm.insertvalue %19, %22[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %24 = llvm.insertvalue %arg5, %23[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %25 = llvm.insertvalue %20, %24[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %26 = builtin.unrealized_conversion_cast %25 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi16, strided<[1]>, 1>
      %27 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %28 = llvm.mlir.constant(0 : i64) : i64
      %29 = llvm.mlir.constant(1 : i64) : i64
      %30 = llvm.insertvalue %arg6, %27[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %31 = llvm.insertvalue %arg6, %30[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %32 = llvm.insertvalue %28, %31[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %33 = llvm.insertvalue %arg7, %32[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %34 = llvm.insertvalue %29, %33[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %35 = builtin.unrealized_conversion_cast %34 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi64, strided<[1]>, 1>
      %36 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %37 = llvm.mlir.constant(0 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.insertvalue %arg8, %36[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %40 = llvm.insertvalue %arg8, %39[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %41 = llvm.insertvalue %37, %40[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %42 = llvm.insertvalue %arg9, %41[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %43 = llvm.insertvalue %38, %42[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %44 = builtin.unrealized_conversion_cast %43 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32, strided<[1]>, 1>
      %45 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %46 = llvm.mlir.constant(0 : i64) : i64
      %47 = llvm.mlir.constant(1 : i64) : i64
      %48 = llvm.insertvalue %arg10, %45[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %49 = llvm.insertvalue %arg10, %48[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %50 = llvm.insertvalue %46, %49[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %51 = llvm.insertvalue %arg11, %50[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %52 = llvm.insertvalue %47, %51[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %53 = builtin.unrealized_conversion_cast %52 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf64, strided<[1]>, 1>
      %54 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %55 = llvm.mlir.constant(0 : i64) : i64
      %56 = llvm.mlir.constant(8 : i64) : i64
      %57 = llvm.mlir.constant(1 : i64) : i64
      %58 = llvm.mlir.constant(8 : i64) : i64
      %59 = llvm.insertvalue %arg12, %54[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %60 = llvm.insertvalue %arg12, %59[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %61 = llvm.insertvalue %55, %60[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %62 = llvm.insertvalue %56, %61[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %arg13, %62[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = llvm.insertvalue %57, %63[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %65 = llvm.insertvalue %58, %64[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %66 = builtin.unrealized_conversion_cast %65 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x?xi8, strided<[1, 8]>, 1>
      %67 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %68 = llvm.mlir.constant(0 : i64) : i64
      %69 = llvm.mlir.constant(8 : i64) : i64
      %70 = llvm.mlir.constant(1 : i64) : i64
      %71 = llvm.mlir.constant(8 : i64) : i64
      %72 = llvm.insertvalue %arg14, %67[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %73 = llvm.insertvalue %arg14, %72[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %74 = llvm.insertvalue %68, %73[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %75 = llvm.insertvalue %69, %74[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %76 = llvm.insertvalue %arg15, %75[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %77 = llvm.insertvalue %70, %76[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %78 = llvm.insertvalue %71, %77[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %79 = builtin.unrealized_conversion_cast %78 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x?xi16, strided<[1, 8]>, 1>
      %80 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %81 = llvm.mlir.constant(0 : i64) : i64
      %82 = llvm.mlir.constant(8 : i64) : i64
      %83 = llvm.mlir.constant(1 : i64) : i64
      %84 = llvm.mlir.constant(8 : i64) : i64
      %85 = llvm.insertvalue %arg16, %80[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %86 = llvm.insertvalue %arg16, %85[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %87 = llvm.insertvalue %81, %86[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %88 = llvm.insertvalue %82, %87[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %89 = llvm.insertvalue %arg17, %88[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %90 = llvm.insertvalue %83, %89[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %91 = llvm.insertvalue %84, %90[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %92 = builtin.unrealized_conversion_cast %91 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x?xi32, strided<[1, 8]>, 1>
      %93 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %94 = llvm.mlir.constant(0 : i64) : i64
      %95 = llvm.mlir.constant(8 : i64) : i64
      %96 = llvm.mlir.constant(1 : i64) : i64
      %97 = llvm.mlir.constant(8 : i64) : i64
      %98 = llvm.insertvalue %arg18, %93[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %99 = llvm.insertvalue %arg18, %98[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %100 = llvm.insertvalue %94, %99[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %101 = llvm.insertvalue %95, %100[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %102 = llvm.insertvalue %arg19, %101[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %103 = llvm.insertvalue %96, %102[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %104 = llvm.insertvalue %97, %103[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %105 = builtin.unrealized_conversion_cast %104 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x?xi64, strided<[1, 8]>, 1>
      %106 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %107 = llvm.mlir.constant(0 : i64) : i64
      %108 = llvm.mlir.constant(8 : i64) : i64
      %109 = llvm.mlir.constant(1 : i64) : i64
      %110 = llvm.mlir.constant(8 : i64) : i64
      %111 = llvm.insertvalue %arg20, %106[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %112 = llvm.insertvalue %arg20, %111[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %113 = llvm.insertvalue %107, %112[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %114 = llvm.insertvalue %108, %113[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %115 = llvm.insertvalue %arg21, %114[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %116 = llvm.insertvalue %109, %115[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %117 = llvm.insertvalue %110, %116[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %118 = builtin.unrealized_conversion_cast %117 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x?xi64, strided<[1, 8]>, 1>
      %119 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %120 = llvm.mlir.constant(0 : i64) : i64
      %121 = llvm.mlir.constant(9 : i64) : i64
      %122 = llvm.mlir.constant(1 : i64) : i64
      %123 = llvm.mlir.constant(9 : i64) : i64
      %124 = llvm.insertvalue %arg22, %119[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %125 = llvm.insertvalue %arg22, %124[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %126 = llvm.insertvalue %120, %125[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %127 = llvm.insertvalue %121, %126[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %128 = llvm.insertvalue %arg23, %127[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %129 = llvm.insertvalue %122, %128[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %130 = llvm.insertvalue %123, %129[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %131 = builtin.unrealized_conversion_cast %130 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x?xf32, strided<[1, 9]>, 1>
      %132 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %133 = llvm.mlir.constant(0 : i64) : i64
      %134 = llvm.mlir.constant(8 : i64) : i64
      %135 = llvm.mlir.constant(1 : i64) : i64
      %136 = llvm.mlir.constant(8 : i64) : i64
      %137 = llvm.insertvalue %arg24, %132[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %138 = llvm.insertvalue %arg24, %137[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %139 = llvm.insertvalue %133, %138[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %140 = llvm.insertvalue %134, %139[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %141 = llvm.insertvalue %arg25, %140[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %142 = llvm.insertvalue %135, %141[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %143 = llvm.insertvalue %136, %142[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %144 = builtin.unrealized_conversion_cast %143 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x?xf64, strided<[1, 8]>, 1>
      %145 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %146 = llvm.mlir.constant(0 : i64) : i64
      %147 = llvm.mlir.constant(8 : i64) : i64
      %148 = llvm.mlir.constant(1 : i64) : i64
      %149 = llvm.mlir.constant(8 : i64) : i64
      %150 = llvm.insertvalue %arg26, %145[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %151 = llvm.insertvalue %arg26, %150[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %152 = llvm.insertvalue %146, %151[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %153 = llvm.insertvalue %147, %152[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %154 = llvm.insertvalue %arg27, %153[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %155 = llvm.insertvalue %148, %154[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %156 = llvm.insertvalue %149, %155[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %157 = builtin.unrealized_conversion_cast %156 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x?xi32, strided<[1, 8]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %8 : memref<?xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %8 : memref<?xi32, strided<[1]>, 1> -> index
      %158 = arith.index_cast %intptr : index to i64
      %159 = llvm.inttoptr %158 : i64 to !llvm.ptr<1>
      %160 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %17 : memref<?xi8, strided<[1]>, 1> -> memref<i8, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %17 : memref<?xi8, strided<[1]>, 1> -> index
      %161 = arith.index_cast %intptr_4 : index to i64
      %162 = llvm.inttoptr %161 : i64 to !llvm.ptr<1>
      %163 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %26 : memref<?xi16, strided<[1]>, 1> -> memref<i16, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %26 : memref<?xi16, strided<[1]>, 1> -> index
      %164 = arith.index_cast %intptr_9 : index to i64
      %165 = llvm.inttoptr %164 : i64 to !llvm.ptr<1>
      %166 = arith.index_cast %sizes_7 : index to i64
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %35 : memref<?xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %35 : memref<?xi64, strided<[1]>, 1> -> index
      %167 = arith.index_cast %intptr_14 : index to i64
      %168 = llvm.inttoptr %167 : i64 to !llvm.ptr<1>
      %169 = arith.index_cast %sizes_12 : index to i64
      %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %44 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %44 : memref<?xf32, strided<[1]>, 1> -> index
      %170 = arith.index_cast %intptr_19 : index to i64
      %171 = llvm.inttoptr %170 : i64 to !llvm.ptr<1>
      %172 = arith.index_cast %sizes_17 : index to i64
      %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %53 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %53 : memref<?xf64, strided<[1]>, 1> -> index
      %173 = arith.index_cast %intptr_24 : index to i64
      %174 = llvm.inttoptr %173 : i64 to !llvm.ptr<1>
      %175 = arith.index_cast %sizes_22 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %66 : memref<8x?xi8, strided<[1, 8]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %66 : memref<8x?xi8, strided<[1, 8]>, 1> -> index
      %176 = arith.index_cast %intptr_29 : index to i64
      %177 = llvm.inttoptr %176 : i64 to !llvm.ptr<1>
      %178 = arith.index_cast %sizes_27#1 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %79 : memref<8x?xi16, strided<[1, 8]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %79 : memref<8x?xi16, strided<[1, 8]>, 1> -> index
      %179 = arith.index_cast %intptr_34 : index to i64
      %180 = llvm.inttoptr %179 : i64 to !llvm.ptr<1>
      %181 = arith.index_cast %sizes_32#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %92 : memref<8x?xi32, strided<[1, 8]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %92 : memref<8x?xi32, strided<[1, 8]>, 1> -> index
      %182 = arith.index_cast %intptr_39 : index to i64
      %183 = llvm.inttoptr %182 : i64 to !llvm.ptr<1>
      %184 = arith.index_cast %sizes_37#1 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %105 : memref<8x?xi64, strided<[1, 8]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %105 : memref<8x?xi64, strided<[1, 8]>, 1> -> index
      %185 = arith.index_cast %intptr_44 : index to i64
      %186 = llvm.inttoptr %185 : i64 to !llvm.ptr<1>
      %187 = arith.index_cast %sizes_42#1 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %118 : memref<8x?xi64, strided<[1, 8]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %118 : memref<8x?xi64, strided<[1, 8]>, 1> -> index
      %188 = arith.index_cast %intptr_49 : index to i64
      %189 = llvm.inttoptr %188 : i64 to !llvm.ptr<1>
      %190 = arith.index_cast %sizes_47#1 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %131 : memref<9x?xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %131 : memref<9x?xf32, strided<[1, 9]>, 1> -> index
      %191 = arith.index_cast %intptr_54 : index to i64
      %192 = llvm.inttoptr %191 : i64 to !llvm.ptr<1>
      %193 = arith.index_cast %sizes_52#1 : index to i64
      %base_buffer_55, %offset_56, %sizes_57:2, %strides_58:2 = memref.extract_strided_metadata %144 : memref<8x?xf64, strided<[1, 8]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %144 : memref<8x?xf64, strided<[1, 8]>, 1> -> index
      %194 = arith.index_cast %intptr_59 : index to i64
      %195 = llvm.inttoptr %194 : i64 to !llvm.ptr<1>
      %196 = arith.index_cast %sizes_57#1 : index to i64
      %base_buffer_60, %offset_61, %sizes_62:2, %strides_63:2 = memref.extract_strided_metadata %157 : memref<8x?xi32, strided<[1, 8]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %157 : memref<8x?xi32, strided<[1, 8]>, 1> -> index
      %197 = arith.index_cast %intptr_64 : index to i64
      %198 = llvm.inttoptr %197 : i64 to !llvm.ptr<1>
      %199 = arith.index_cast %sizes_62#1 : index to i64
      %200 = llvm.mlir.constant(1 : i64) : i64
      %thread_id_x = gpu.thread_id  x
      %201 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg28 = %201 to %160 step %c32_i64  : i64 {
        %202 = llvm.getelementptr %159[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %203 = llvm.load %202 : !llvm.ptr<1> -> i32
        %204 = llvm.getelementptr %162[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %205 = llvm.load %204 : !llvm.ptr<1> -> i8
        %206 = llvm.getelementptr %165[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %207 = llvm.load %206 : !llvm.ptr<1> -> i16
        %208 = llvm.getelementptr %168[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %209 = llvm.load %208 : !llvm.ptr<1> -> i64
        %210 = llvm.getelementptr %171[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %211 = llvm.load %210 : !llvm.ptr<1> -> f32
        %212 = llvm.getelementptr %174[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %213 = llvm.load %212 : !llvm.ptr<1> -> f64
        %c0_i32 = arith.constant 0 : i32
        %214 = arith.cmpi sgt, %203, %c0_i32 : i32
        %c3_i8 = arith.constant 3 : i8
        %215 = arith.muli %205, %c3_i8 : i8
        %c700_i16 = arith.constant 700 : i16
        %216 = arith.muli %207, %c700_i16 : i16
        %c50000001_i32 = arith.constant 50000001 : i32
        %217 = arith.muli %203, %c50000001_i32 : i32
        %c1234567890123457_i64 = arith.constant 1234567890123457 : i64
        %218 = arith.muli %209, %c1234567890123457_i64 : i64
        %c98765432101_i64 = arith.constant 98765432101 : i64
        %219 = arith.muli %209, %c98765432101_i64 : i64
        %cst = arith.constant 1.000000e+02 : f32
        %220 = arith.mulf %211, %cst : f32
        %cst_65 = arith.constant 1.000000e+02 : f64
        %221 = arith.mulf %213, %cst_65 : f64
        %222 = arith.extui %214 : i1 to i8
        %c8_i64 = arith.constant 8 : i64
        %223 = arith.muli %arg28, %c8_i64 : i64
        %224 = llvm.getelementptr %177[%223] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %222, %224 : i8, !llvm.ptr<1>
        %c1_i64 = arith.constant 1 : i64
        %c8_i64_66 = arith.constant 8 : i64
        %225 = arith.muli %arg28, %c8_i64_66 : i64
        %226 = arith.addi %c1_i64, %225 : i64
        %227 = llvm.getelementptr %177[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %215, %227 : i8, !llvm.ptr<1>
        %228 = arith.trunci %216 : i16 to i8
        %c2_i64 = arith.constant 2 : i64
        %c8_i64_67 = arith.constant 8 : i64
        %229 = arith.muli %arg28, %c8_i64_67 : i64
        %230 = arith.addi %c2_i64, %229 : i64
        %231 = llvm.getelementptr %177[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %228, %231 : i8, !llvm.ptr<1>
        %232 = arith.trunci %217 : i32 to i8
        %c3_i64 = arith.constant 3 : i64
        %c8_i64_68 = arith.constant 8 : i64
        %233 = arith.muli %arg28, %c8_i64_68 : i64
        %234 = arith.addi %c3_i64, %233 : i64
        %235 = llvm.getelementptr %177[%234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %232, %235 : i8, !llvm.ptr<1>
        %236 = arith.trunci %218 : i64 to i8
        %c4_i64 = arith.constant 4 : i64
        %c8_i64_69 = arith.constant 8 : i64
        %237 = arith.muli %arg28, %c8_i64_69 : i64
        %238 = arith.addi %c4_i64, %237 : i64
        %239 = llvm.getelementptr %177[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %236, %239 : i8, !llvm.ptr<1>
        %240 = arith.trunci %219 : i64 to i8
        %c5_i64 = arith.constant 5 : i64
        %c8_i64_70 = arith.constant 8 : i64
        %241 = arith.muli %arg28, %c8_i64_70 : i64
        %242 = arith.addi %c5_i64, %241 : i64
        %243 = llvm.getelementptr %177[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %240, %243 : i8, !llvm.ptr<1>
        %244 = arith.fptosi %220 : f32 to i8
        %c6_i64 = arith.constant 6 : i64
        %c8_i64_71 = arith.constant 8 : i64
        %245 = arith.muli %arg28, %c8_i64_71 : i64
        %246 = arith.addi %c6_i64, %245 : i64
        %247 = llvm.getelementptr %177[%246] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %244, %247 : i8, !llvm.ptr<1>
        %248 = arith.fptosi %221 : f64 to i8
        %c7_i64 = arith.constant 7 : i64
        %c8_i64_72 = arith.constant 8 : i64
        %249 = arith.muli %arg28, %c8_i64_72 : i64
        %250 = arith.addi %c7_i64, %249 : i64
        %251 = llvm.getelementptr %177[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %248, %251 : i8, !llvm.ptr<1>
        %252 = arith.extui %214 : i1 to i16
        %c8_i64_73 = arith.constant 8 : i64
        %253 = arith.muli %arg28, %c8_i64_73 : i64
        %254 = llvm.getelementptr %180[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %252, %254 : i16, !llvm.ptr<1>
        %255 = arith.extsi %215 : i8 to i16
        %c1_i64_74 = arith.constant 1 : i64
        %c8_i64_75 = arith.constant 8 : i64
        %256 = arith.muli %arg28, %c8_i64_75 : i64
        %257 = arith.addi %c1_i64_74, %256 : i64
        %258 = llvm.getelementptr %180[%257] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %255, %258 : i16, !llvm.ptr<1>
        %c2_i64_76 = arith.constant 2 : i64
        %c8_i64_77 = arith.constant 8 : i64
        %259 = arith.muli %arg28, %c8_i64_77 : i64
        %260 = arith.addi %c2_i64_76, %259 : i64
        %261 = llvm.getelementptr %180[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %216, %261 : i16, !llvm.ptr<1>
        %262 = arith.trunci %217 : i32 to i16
        %c3_i64_78 = arith.constant 3 : i64
        %c8_i64_79 = arith.constant 8 : i64
        %263 = arith.muli %arg28, %c8_i64_79 : i64
        %264 = arith.addi %c3_i64_78, %263 : i64
        %265 = llvm.getelementptr %180[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %262, %265 : i16, !llvm.ptr<1>
        %266 = arith.trunci %218 : i64 to i16
        %c4_i64_80 = arith.constant 4 : i64
        %c8_i64_81 = arith.constant 8 : i64
        %267 = arith.muli %arg28, %c8_i64_81 : i64
        %268 = arith.addi %c4_i64_80, %267 : i64
        %269 = llvm.getelementptr %180[%268] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %266, %269 : i16, !llvm.ptr<1>
        %270 = arith.trunci %219 : i64 to i16
        %c5_i64_82 = arith.constant 5 : i64
        %c8_i64_83 = arith.constant 8 : i64
        %271 = arith.muli %arg28, %c8_i64_83 : i64
        %272 = arith.addi %c5_i64_82, %271 : i64
        %273 = llvm.getelementptr %180[%272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %270, %273 : i16, !llvm.ptr<1>
        %274 = arith.fptosi %220 : f32 to i16
        %c6_i64_84 = arith.constant 6 : i64
        %c8_i64_85 = arith.constant 8 : i64
        %275 = arith.muli %arg28, %c8_i64_85 : i64
        %276 = arith.addi %c6_i64_84, %275 : i64
        %277 = llvm.getelementptr %180[%276] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %274, %277 : i16, !llvm.ptr<1>
        %278 = arith.fptosi %221 : f64 to i16
        %c7_i64_86 = arith.constant 7 : i64
        %c8_i64_87 = arith.constant 8 : i64
        %279 = arith.muli %arg28, %c8_i64_87 : i64
        %280 = arith.addi %c7_i64_86, %279 : i64
        %281 = llvm.getelementptr %180[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %278, %281 : i16, !llvm.ptr<1>
        %282 = arith.extui %214 : i1 to i32
        %c8_i64_88 = arith.constant 8 : i64
        %283 = arith.muli %arg28, %c8_i64_88 : i64
        %284 = llvm.getelementptr %183[%283] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %282, %284 : i32, !llvm.ptr<1>
        %285 = arith.extsi %215 : i8 to i32
        %c1_i64_89 = arith.constant 1 : i64
        %c8_i64_90 = arith.constant 8 : i64
        %286 = arith.muli %arg28, %c8_i64_90 : i64
        %287 = arith.addi %c1_i64_89, %286 : i64
        %288 = llvm.getelementptr %183[%287] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %285, %288 : i32, !llvm.ptr<1>
        %289 = arith.extsi %216 : i16 to i32
        %c2_i64_91 = arith.constant 2 : i64
        %c8_i64_92 = arith.constant 8 : i64
        %290 = arith.muli %arg28, %c8_i64_92 : i64
        %291 = arith.addi %c2_i64_91, %290 : i64
        %292 = llvm.getelementptr %183[%291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %289, %292 : i32, !llvm.ptr<1>
        %c3_i64_93 = arith.constant 3 : i64
        %c8_i64_94 = arith.constant 8 : i64
        %293 = arith.muli %arg28, %c8_i64_94 : i64
        %294 = arith.addi %c3_i64_93, %293 : i64
        %295 = llvm.getelementptr %183[%294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %217, %295 : i32, !llvm.ptr<1>
        %296 = arith.trunci %218 : i64 to i32
        %c4_i64_95 = arith.constant 4 : i64
        %c8_i64_96 = arith.constant 8 : i64
        %297 = arith.muli %arg28, %c8_i64_96 : i64
        %298 = arith.addi %c4_i64_95, %297 : i64
        %299 = llvm.getelementptr %183[%298] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %296, %299 : i32, !llvm.ptr<1>
        %300 = arith.trunci %219 : i64 to i32
        %c5_i64_97 = arith.constant 5 : i64
        %c8_i64_98 = arith.constant 8 : i64
        %301 = arith.muli %arg28, %c8_i64_98 : i64
        %302 = arith.addi %c5_i64_97, %301 : i64
        %303 = llvm.getelementptr %183[%302] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %300, %303 : i32, !llvm.ptr<1>
        %304 = arith.fptosi %220 : f32 to i32
        %c6_i64_99 = arith.constant 6 : i64
        %c8_i64_100 = arith.constant 8 : i64
        %305 = arith.muli %arg28, %c8_i64_100 : i64
        %306 = arith.addi %c6_i64_99, %305 : i64
        %307 = llvm.getelementptr %183[%306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %304, %307 : i32, !llvm.ptr<1>
        %308 = arith.fptosi %221 : f64 to i32
        %c7_i64_101 = arith.constant 7 : i64
        %c8_i64_102 = arith.constant 8 : i64
        %309 = arith.muli %arg28, %c8_i64_102 : i64
        %310 = arith.addi %c7_i64_101, %309 : i64
        %311 = llvm.getelementptr %183[%310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %308, %311 : i32, !llvm.ptr<1>
        %312 = arith.extui %214 : i1 to i64
        %c8_i64_103 = arith.constant 8 : i64
        %313 = arith.muli %arg28, %c8_i64_103 : i64
        %314 = llvm.getelementptr %186[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %312, %314 : i64, !llvm.ptr<1>
        %315 = arith.extsi %215 : i8 to i64
        %c1_i64_104 = arith.constant 1 : i64
        %c8_i64_105 = arith.constant 8 : i64
        %316 = arith.muli %arg28, %c8_i64_105 : i64
        %317 = arith.addi %c1_i64_104, %316 : i64
        %318 = llvm.getelementptr %186[%317] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %315, %318 : i64, !llvm.ptr<1>
        %319 = arith.extsi %216 : i16 to i64
        %c2_i64_106 = arith.constant 2 : i64
        %c8_i64_107 = arith.constant 8 : i64
        %320 = arith.muli %arg28, %c8_i64_107 : i64
        %321 = arith.addi %c2_i64_106, %320 : i64
        %322 = llvm.getelementptr %186[%321] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %319, %322 : i64, !llvm.ptr<1>
        %323 = arith.extsi %217 : i32 to i64
        %c3_i64_108 = arith.constant 3 : i64
        %c8_i64_109 = arith.constant 8 : i64
        %324 = arith.muli %arg28, %c8_i64_109 : i64
        %325 = arith.addi %c3_i64_108, %324 : i64
        %326 = llvm.getelementptr %186[%325] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %323, %326 : i64, !llvm.ptr<1>
        %c4_i64_110 = arith.constant 4 : i64
        %c8_i64_111 = arith.constant 8 : i64
        %327 = arith.muli %arg28, %c8_i64_111 : i64
        %328 = arith.addi %c4_i64_110, %327 : i64
        %329 = llvm.getelementptr %186[%328] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %218, %329 : i64, !llvm.ptr<1>
        %c5_i64_112 = arith.constant 5 : i64
        %c8_i64_113 = arith.constant 8 : i64
        %330 = arith.muli %arg28, %c8_i64_113 : i64
        %331 = arith.addi %c5_i64_112, %330 : i64
        %332 = llvm.getelementptr %186[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %219, %332 : i64, !llvm.ptr<1>
        %333 = arith.fptosi %220 : f32 to i64
        %c6_i64_114 = arith.constant 6 : i64
        %c8_i64_115 = arith.constant 8 : i64
        %334 = arith.muli %arg28, %c8_i64_115 : i64
        %335 = arith.addi %c6_i64_114, %334 : i64
        %336 = llvm.getelementptr %186[%335] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %333, %336 : i64, !llvm.ptr<1>
        %337 = arith.fptosi %221 : f64 to i64
        %c7_i64_116 = arith.constant 7 : i64
        %c8_i64_117 = arith.constant 8 : i64
        %338 = arith.muli %arg28, %c8_i64_117 : i64
        %339 = arith.addi %c7_i64_116, %338 : i64
        %340 = llvm.getelementptr %186[%339] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %337, %340 : i64, !llvm.ptr<1>
        %341 = arith.extui %214 : i1 to i64
        %c8_i64_118 = arith.constant 8 : i64
        %342 = arith.muli %arg28, %c8_i64_118 : i64
        %343 = llvm.getelementptr %189[%342] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %341, %343 : i64, !llvm.ptr<1>
        %344 = arith.extsi %215 : i8 to i64
        %c1_i64_119 = arith.constant 1 : i64
        %c8_i64_120 = arith.constant 8 : i64
        %345 = arith.muli %arg28, %c8_i64_120 : i64
        %346 = arith.addi %c1_i64_119, %345 : i64
        %347 = llvm.getelementptr %189[%346] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %344, %347 : i64, !llvm.ptr<1>
        %348 = arith.extsi %216 : i16 to i64
        %c2_i64_121 = arith.constant 2 : i64
        %c8_i64_122 = arith.constant 8 : i64
        %349 = arith.muli %arg28, %c8_i64_122 : i64
        %350 = arith.addi %c2_i64_121, %349 : i64
        %351 = llvm.getelementptr %189[%350] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %348, %351 : i64, !llvm.ptr<1>
        %352 = arith.extsi %217 : i32 to i64
        %c3_i64_123 = arith.constant 3 : i64
        %c8_i64_124 = arith.constant 8 : i64
        %353 = arith.muli %arg28, %c8_i64_124 : i64
        %354 = arith.addi %c3_i64_123, %353 : i64
        %355 = llvm.getelementptr %189[%354] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %352, %355 : i64, !llvm.ptr<1>
        %c4_i64_125 = arith.constant 4 : i64
        %c8_i64_126 = arith.constant 8 : i64
        %356 = arith.muli %arg28, %c8_i64_126 : i64
        %357 = arith.addi %c4_i64_125, %356 : i64
        %358 = llvm.getelementptr %189[%357] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %218, %358 : i64, !llvm.ptr<1>
        %c5_i64_127 = arith.constant 5 : i64
        %c8_i64_128 = arith.constant 8 : i64
        %359 = arith.muli %arg28, %c8_i64_128 : i64
        %360 = arith.addi %c5_i64_127, %359 : i64
        %361 = llvm.getelementptr %189[%360] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %219, %361 : i64, !llvm.ptr<1>
        %362 = arith.fptosi %220 : f32 to i64
        %c6_i64_129 = arith.constant 6 : i64
        %c8_i64_130 = arith.constant 8 : i64
        %363 = arith.muli %arg28, %c8_i64_130 : i64
        %364 = arith.addi %c6_i64_129, %363 : i64
        %365 = llvm.getelementptr %189[%364] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %362, %365 : i64, !llvm.ptr<1>
        %366 = arith.fptosi %221 : f64 to i64
        %c7_i64_131 = arith.constant 7 : i64
        %c8_i64_132 = arith.constant 8 : i64
        %367 = arith.muli %arg28, %c8_i64_132 : i64
        %368 = arith.addi %c7_i64_131, %367 : i64
        %369 = llvm.getelementptr %189[%368] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %366, %369 : i64, !llvm.ptr<1>
        %370 = arith.uitofp %214 : i1 to f32
        %c9_i64 = arith.constant 9 : i64
        %371 = arith.muli %arg28, %c9_i64 : i64
        %372 = llvm.getelementptr %192[%371] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %370, %372 : f32, !llvm.ptr<1>
        %373 = arith.sitofp %215 : i8 to f32
        %c1_i64_133 = arith.constant 1 : i64
        %c9_i64_134 = arith.constant 9 : i64
        %374 = arith.muli %arg28, %c9_i64_134 : i64
        %375 = arith.addi %c1_i64_133, %374 : i64
        %376 = llvm.getelementptr %192[%375] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %373, %376 : f32, !llvm.ptr<1>
        %377 = arith.sitofp %216 : i16 to f32
        %c2_i64_135 = arith.constant 2 : i64
        %c9_i64_136 = arith.constant 9 : i64
        %378 = arith.muli %arg28, %c9_i64_136 : i64
        %379 = arith.addi %c2_i64_135, %378 : i64
        %380 = llvm.getelementptr %192[%379] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %377, %380 : f32, !llvm.ptr<1>
        %381 = arith.sitofp %217 : i32 to f32
        %c3_i64_137 = arith.constant 3 : i64
        %c9_i64_138 = arith.constant 9 : i64
        %382 = arith.muli %arg28, %c9_i64_138 : i64
        %383 = arith.addi %c3_i64_137, %382 : i64
        %384 = llvm.getelementptr %192[%383] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %381, %384 : f32, !llvm.ptr<1>
        %385 = arith.sitofp %218 : i64 to f32
        %c4_i64_139 = arith.constant 4 : i64
        %c9_i64_140 = arith.constant 9 : i64
        %386 = arith.muli %arg28, %c9_i64_140 : i64
        %387 = arith.addi %c4_i64_139, %386 : i64
        %388 = llvm.getelementptr %192[%387] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %385, %388 : f32, !llvm.ptr<1>
        %389 = arith.sitofp %219 : i64 to f32
        %c5_i64_141 = arith.constant 5 : i64
        %c9_i64_142 = arith.constant 9 : i64
        %390 = arith.muli %arg28, %c9_i64_142 : i64
        %391 = arith.addi %c5_i64_141, %390 : i64
        %392 = llvm.getelementptr %192[%391] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %389, %392 : f32, !llvm.ptr<1>
        %c6_i64_143 = arith.constant 6 : i64
        %c9_i64_144 = arith.constant 9 : i64
        %393 = arith.muli %arg28, %c9_i64_144 : i64
        %394 = arith.addi %c6_i64_143, %393 : i64
        %395 = llvm.getelementptr %192[%394] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %220, %395 : f32, !llvm.ptr<1>
        %396 = arith.truncf %221 : f64 to f32
        %c7_i64_145 = arith.constant 7 : i64
        %c9_i64_146 = arith.constant 9 : i64
        %397 = arith.muli %arg28, %c9_i64_146 : i64
        %398 = arith.addi %c7_i64_145, %397 : i64
        %399 = llvm.getelementptr %192[%398] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %396, %399 : f32, !llvm.ptr<1>
        %400 = arith.uitofp %214 : i1 to f64
        %c8_i64_147 = arith.constant 8 : i64
        %401 = arith.muli %arg28, %c8_i64_147 : i64
        %402 = llvm.getelementptr %195[%401] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %400, %402 : f64, !llvm.ptr<1>
        %403 = arith.sitofp %215 : i8 to f64
        %c1_i64_148 = arith.constant 1 : i64
        %c8_i64_149 = arith.constant 8 : i64
        %404 = arith.muli %arg28, %c8_i64_149 : i64
        %405 = arith.addi %c1_i64_148, %404 : i64
        %406 = llvm.getelementptr %195[%405] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %403, %406 : f64, !llvm.ptr<1>
        %407 = arith.sitofp %216 : i16 to f64
        %c2_i64_150 = arith.constant 2 : i64
        %c8_i64_151 = arith.constant 8 : i64
        %408 = arith.muli %arg28, %c8_i64_151 : i64
        %409 = arith.addi %c2_i64_150, %408 : i64
        %410 = llvm.getelementptr %195[%409] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %407, %410 : f64, !llvm.ptr<1>
        %411 = arith.sitofp %217 : i32 to f64
        %c3_i64_152 = arith.constant 3 : i64
        %c8_i64_153 = arith.constant 8 : i64
        %412 = arith.muli %arg28, %c8_i64_153 : i64
        %413 = arith.addi %c3_i64_152, %412 : i64
        %414 = llvm.getelementptr %195[%413] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %411, %414 : f64, !llvm.ptr<1>
        %415 = arith.sitofp %218 : i64 to f64
        %c4_i64_154 = arith.constant 4 : i64
        %c8_i64_155 = arith.constant 8 : i64
        %416 = arith.muli %arg28, %c8_i64_155 : i64
        %417 = arith.addi %c4_i64_154, %416 : i64
        %418 = llvm.getelementptr %195[%417] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %415, %418 : f64, !llvm.ptr<1>
        %419 = arith.sitofp %219 : i64 to f64
        %c5_i64_156 = arith.constant 5 : i64
        %c8_i64_157 = arith.constant 8 : i64
        %420 = arith.muli %arg28, %c8_i64_157 : i64
        %421 = arith.addi %c5_i64_156, %420 : i64
        %422 = llvm.getelementptr %195[%421] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %419, %422 : f64, !llvm.ptr<1>
        %423 = arith.extf %220 : f32 to f64
        %c6_i64_158 = arith.constant 6 : i64
        %c8_i64_159 = arith.constant 8 : i64
        %424 = arith.muli %arg28, %c8_i64_159 : i64
        %425 = arith.addi %c6_i64_158, %424 : i64
        %426 = llvm.getelementptr %195[%425] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %423, %426 : f64, !llvm.ptr<1>
        %c7_i64_160 = arith.constant 7 : i64
        %c8_i64_161 = arith.constant 8 : i64
        %427 = arith.muli %arg28, %c8_i64_161 : i64
        %428 = arith.addi %c7_i64_160, %427 : i64
        %429 = llvm.getelementptr %195[%428] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %221, %429 : f64, !llvm.ptr<1>
        %430 = arith.extui %214 : i1 to i32
        %c8_i64_162 = arith.constant 8 : i64
        %431 = arith.muli %arg28, %c8_i64_162 : i64
        %432 = llvm.getelementptr %198[%431] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %430, %432 : i32, !llvm.ptr<1>
        %c0_i8 = arith.constant 0 : i8
        %433 = arith.cmpi ne, %215, %c0_i8 : i8
        %434 = arith.extui %433 : i1 to i32
        %c1_i64_163 = arith.constant 1 : i64
        %c8_i64_164 = arith.constant 8 : i64
        %435 = arith.muli %arg28, %c8_i64_164 : i64
        %436 = arith.addi %c1_i64_163, %435 : i64
        %437 = llvm.getelementptr %198[%436] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %434, %437 : i32, !llvm.ptr<1>
        %c0_i16 = arith.constant 0 : i16
        %438 = arith.cmpi ne, %216, %c0_i16 : i16
        %439 = arith.extui %438 : i1 to i32
        %c2_i64_165 = arith.constant 2 : i64
        %c8_i64_166 = arith.constant 8 : i64
        %440 = arith.muli %arg28, %c8_i64_166 : i64
        %441 = arith.addi %c2_i64_165, %440 : i64
        %442 = llvm.getelementptr %198[%441] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %439, %442 : i32, !llvm.ptr<1>
        %c0_i32_167 = arith.constant 0 : i32
        %443 = arith.cmpi ne, %217, %c0_i32_167 : i32
        %444 = arith.extui %443 : i1 to i32
        %c3_i64_168 = arith.constant 3 : i64
        %c8_i64_169 = arith.constant 8 : i64
        %445 = arith.muli %arg28, %c8_i64_169 : i64
        %446 = arith.addi %c3_i64_168, %445 : i64
        %447 = llvm.getelementptr %198[%446] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %444, %447 : i32, !llvm.ptr<1>
        %c0_i64 = arith.constant 0 : i64
        %448 = arith.cmpi ne, %218, %c0_i64 : i64
        %449 = arith.extui %448 : i1 to i32
        %c4_i64_170 = arith.constant 4 : i64
        %c8_i64_171 = arith.constant 8 : i64
        %450 = arith.muli %arg28, %c8_i64_171 : i64
        %451 = arith.addi %c4_i64_170, %450 : i64
        %452 = llvm.getelementptr %198[%451] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %449, %452 : i32, !llvm.ptr<1>
        %c0_i64_172 = arith.constant 0 : i64
        %453 = arith.cmpi ne, %219, %c0_i64_172 : i64
        %454 = arith.extui %453 : i1 to i32
        %c5_i64_173 = arith.constant 5 : i64
        %c8_i64_174 = arith.constant 8 : i64
        %455 = arith.muli %arg28, %c8_i64_174 : i64
        %456 = arith.addi %c5_i64_173, %455 : i64
        %457 = llvm.getelementptr %198[%456] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %454, %457 : i32, !llvm.ptr<1>
        %cst_175 = arith.constant 0.000000e+00 : f32
        %458 = arith.cmpf une, %220, %cst_175 : f32
        %459 = arith.extui %458 : i1 to i32
        %c6_i64_176 = arith.constant 6 : i64
        %c8_i64_177 = arith.constant 8 : i64
        %460 = arith.muli %arg28, %c8_i64_177 : i64
        %461 = arith.addi %c6_i64_176, %460 : i64
        %462 = llvm.getelementptr %198[%461] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %459, %462 : i32, !llvm.ptr<1>
        %cst_178 = arith.constant 0.000000e+00 : f64
        %463 = arith.cmpf une, %221, %cst_178 : f64
        %464 = arith.extui %463 : i1 to i32
        %c7_i64_179 = arith.constant 7 : i64
        %c8_i64_180 = arith.constant 8 : i64
        %465 = arith.muli %arg28, %c8_i64_180 : i64
        %466 = arith.addi %c7_i64_179, %465 : i64
        %467 = llvm.getelementptr %198[%466] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %464, %467 : i32, !llvm.ptr<1>
        %cst_181 = arith.constant 1.000000e+300 : f64
        %468 = arith.mulf %213, %cst_181 : f64
        %469 = arith.truncf %468 : f64 to f32
        %c8_i64_182 = arith.constant 8 : i64
        %c9_i64_183 = arith.constant 9 : i64
        %470 = arith.muli %arg28, %c9_i64_183 : i64
        %471 = arith.addi %c8_i64_182, %470 : i64
        %472 = llvm.getelementptr %192[%471] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %469, %472 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
