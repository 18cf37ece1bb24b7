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
      %thread_id_x = gpu.thread_id  x
      %200 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg28 = %200 to %160 step %c32_i64  : i64 {
        %201 = llvm.getelementptr %159[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %202 = llvm.load %201 : !llvm.ptr<1> -> i32
        %203 = llvm.getelementptr %162[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %204 = llvm.load %203 : !llvm.ptr<1> -> i8
        %205 = llvm.getelementptr %165[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %206 = llvm.load %205 : !llvm.ptr<1> -> i16
        %207 = llvm.getelementptr %168[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %208 = llvm.load %207 : !llvm.ptr<1> -> i64
        %209 = llvm.getelementptr %171[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %210 = llvm.load %209 : !llvm.ptr<1> -> f32
        %211 = llvm.getelementptr %174[%arg28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %212 = llvm.load %211 : !llvm.ptr<1> -> f64
        %c0_i32 = arith.constant 0 : i32
        %213 = arith.cmpi sgt, %202, %c0_i32 : i32
        %c3_i8 = arith.constant 3 : i8
        %214 = arith.muli %204, %c3_i8 : i8
        %c700_i16 = arith.constant 700 : i16
        %215 = arith.muli %206, %c700_i16 : i16
        %c50000001_i32 = arith.constant 50000001 : i32
        %216 = arith.muli %202, %c50000001_i32 : i32
        %c1234567890123457_i64 = arith.constant 1234567890123457 : i64
        %217 = arith.muli %208, %c1234567890123457_i64 : i64
        %c98765432101_i64 = arith.constant 98765432101 : i64
        %218 = arith.muli %208, %c98765432101_i64 : i64
        %cst = arith.constant 1.000000e+02 : f32
        %219 = arith.mulf %210, %cst : f32
        %cst_65 = arith.constant 1.000000e+02 : f64
        %220 = arith.mulf %212, %cst_65 : f64
        %221 = arith.extui %213 : i1 to i8
        %c8_i64 = arith.constant 8 : i64
        %222 = arith.muli %arg28, %c8_i64 : i64
        %223 = llvm.getelementptr %177[%222] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %221, %223 : i8, !llvm.ptr<1>
        %c1_i64 = arith.constant 1 : i64
        %c8_i64_66 = arith.constant 8 : i64
        %224 = arith.muli %arg28, %c8_i64_66 : i64
        %225 = arith.addi %c1_i64, %224 : i64
        %226 = llvm.getelementptr %177[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %214, %226 : i8, !llvm.ptr<1>
        %227 = arith.trunci %215 : i16 to i8
        %c2_i64 = arith.constant 2 : i64
        %c8_i64_67 = arith.constant 8 : i64
        %228 = arith.muli %arg28, %c8_i64_67 : i64
        %229 = arith.addi %c2_i64, %228 : i64
        %230 = llvm.getelementptr %177[%229] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %227, %230 : i8, !llvm.ptr<1>
        %231 = arith.trunci %216 : i32 to i8
        %c3_i64 = arith.constant 3 : i64
        %c8_i64_68 = arith.constant 8 : i64
        %232 = arith.muli %arg28, %c8_i64_68 : i64
        %233 = arith.addi %c3_i64, %232 : i64
        %234 = llvm.getelementptr %177[%233] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %231, %234 : i8, !llvm.ptr<1>
        %235 = arith.trunci %217 : i64 to i8
        %c4_i64 = arith.constant 4 : i64
        %c8_i64_69 = arith.constant 8 : i64
        %236 = arith.muli %arg28, %c8_i64_69 : i64
        %237 = arith.addi %c4_i64, %236 : i64
        %238 = llvm.getelementptr %177[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %235, %238 : i8, !llvm.ptr<1>
        %239 = arith.trunci %218 : i64 to i8
        %c5_i64 = arith.constant 5 : i64
        %c8_i64_70 = arith.constant 8 : i64
        %240 = arith.muli %arg28, %c8_i64_70 : i64
        %241 = arith.addi %c5_i64, %240 : i64
        %242 = llvm.getelementptr %177[%241] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %239, %242 : i8, !llvm.ptr<1>
        %243 = llvm.call_intrinsic "llvm.fptosi.sat.i8.f32"(%219) : (f32) -> i8
        %c6_i64 = arith.constant 6 : i64
        %c8_i64_71 = arith.constant 8 : i64
        %244 = arith.muli %arg28, %c8_i64_71 : i64
        %245 = arith.addi %c6_i64, %244 : i64
        %246 = llvm.getelementptr %177[%245] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %243, %246 : i8, !llvm.ptr<1>
        %247 = llvm.call_intrinsic "llvm.fptosi.sat.i8.f64"(%220) : (f64) -> i8
        %c7_i64 = arith.constant 7 : i64
        %c8_i64_72 = arith.constant 8 : i64
        %248 = arith.muli %arg28, %c8_i64_72 : i64
        %249 = arith.addi %c7_i64, %248 : i64
        %250 = llvm.getelementptr %177[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %247, %250 : i8, !llvm.ptr<1>
        %251 = arith.extui %213 : i1 to i16
        %c8_i64_73 = arith.constant 8 : i64
        %252 = arith.muli %arg28, %c8_i64_73 : i64
        %253 = llvm.getelementptr %180[%252] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %251, %253 : i16, !llvm.ptr<1>
        %254 = arith.extsi %214 : i8 to i16
        %c1_i64_74 = arith.constant 1 : i64
        %c8_i64_75 = arith.constant 8 : i64
        %255 = arith.muli %arg28, %c8_i64_75 : i64
        %256 = arith.addi %c1_i64_74, %255 : i64
        %257 = llvm.getelementptr %180[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %254, %257 : i16, !llvm.ptr<1>
        %c2_i64_76 = arith.constant 2 : i64
        %c8_i64_77 = arith.constant 8 : i64
        %258 = arith.muli %arg28, %c8_i64_77 : i64
        %259 = arith.addi %c2_i64_76, %258 : i64
        %260 = llvm.getelementptr %180[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %215, %260 : i16, !llvm.ptr<1>
        %261 = arith.trunci %216 : i32 to i16
        %c3_i64_78 = arith.constant 3 : i64
        %c8_i64_79 = arith.constant 8 : i64
        %262 = arith.muli %arg28, %c8_i64_79 : i64
        %263 = arith.addi %c3_i64_78, %262 : i64
        %264 = llvm.getelementptr %180[%263] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %261, %264 : i16, !llvm.ptr<1>
        %265 = arith.trunci %217 : i64 to i16
        %c4_i64_80 = arith.constant 4 : i64
        %c8_i64_81 = arith.constant 8 : i64
        %266 = arith.muli %arg28, %c8_i64_81 : i64
        %267 = arith.addi %c4_i64_80, %266 : i64
        %268 = llvm.getelementptr %180[%267] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %265, %268 : i16, !llvm.ptr<1>
        %269 = arith.trunci %218 : i64 to i16
        %c5_i64_82 = arith.constant 5 : i64
        %c8_i64_83 = arith.constant 8 : i64
        %270 = arith.muli %arg28, %c8_i64_83 : i64
        %271 = arith.addi %c5_i64_82, %270 : i64
        %272 = llvm.getelementptr %180[%271] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %269, %272 : i16, !llvm.ptr<1>
        %273 = llvm.call_intrinsic "llvm.fptosi.sat.i16.f32"(%219) : (f32) -> i16
        %c6_i64_84 = arith.constant 6 : i64
        %c8_i64_85 = arith.constant 8 : i64
        %274 = arith.muli %arg28, %c8_i64_85 : i64
        %275 = arith.addi %c6_i64_84, %274 : i64
        %276 = llvm.getelementptr %180[%275] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %273, %276 : i16, !llvm.ptr<1>
        %277 = llvm.call_intrinsic "llvm.fptosi.sat.i16.f64"(%220) : (f64) -> i16
        %c7_i64_86 = arith.constant 7 : i64
        %c8_i64_87 = arith.constant 8 : i64
        %278 = arith.muli %arg28, %c8_i64_87 : i64
        %279 = arith.addi %c7_i64_86, %278 : i64
        %280 = llvm.getelementptr %180[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %277, %280 : i16, !llvm.ptr<1>
        %281 = arith.extui %213 : i1 to i32
        %c8_i64_88 = arith.constant 8 : i64
        %282 = arith.muli %arg28, %c8_i64_88 : i64
        %283 = llvm.getelementptr %183[%282] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %281, %283 : i32, !llvm.ptr<1>
        %284 = arith.extsi %214 : i8 to i32
        %c1_i64_89 = arith.constant 1 : i64
        %c8_i64_90 = arith.constant 8 : i64
        %285 = arith.muli %arg28, %c8_i64_90 : i64
        %286 = arith.addi %c1_i64_89, %285 : i64
        %287 = llvm.getelementptr %183[%286] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %284, %287 : i32, !llvm.ptr<1>
        %288 = arith.extsi %215 : i16 to i32
        %c2_i64_91 = arith.constant 2 : i64
        %c8_i64_92 = arith.constant 8 : i64
        %289 = arith.muli %arg28, %c8_i64_92 : i64
        %290 = arith.addi %c2_i64_91, %289 : i64
        %291 = llvm.getelementptr %183[%290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %288, %291 : i32, !llvm.ptr<1>
        %c3_i64_93 = arith.constant 3 : i64
        %c8_i64_94 = arith.constant 8 : i64
        %292 = arith.muli %arg28, %c8_i64_94 : i64
        %293 = arith.addi %c3_i64_93, %292 : i64
        %294 = llvm.getelementptr %183[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %216, %294 : i32, !llvm.ptr<1>
        %295 = arith.trunci %217 : i64 to i32
        %c4_i64_95 = arith.constant 4 : i64
        %c8_i64_96 = arith.constant 8 : i64
        %296 = arith.muli %arg28, %c8_i64_96 : i64
        %297 = arith.addi %c4_i64_95, %296 : i64
        %298 = llvm.getelementptr %183[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %295, %298 : i32, !llvm.ptr<1>
        %299 = arith.trunci %218 : i64 to i32
        %c5_i64_97 = arith.constant 5 : i64
        %c8_i64_98 = arith.constant 8 : i64
        %300 = arith.muli %arg28, %c8_i64_98 : i64
        %301 = arith.addi %c5_i64_97, %300 : i64
        %302 = llvm.getelementptr %183[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %299, %302 : i32, !llvm.ptr<1>
        %303 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%219) : (f32) -> i32
        %c6_i64_99 = arith.constant 6 : i64
        %c8_i64_100 = arith.constant 8 : i64
        %304 = arith.muli %arg28, %c8_i64_100 : i64
        %305 = arith.addi %c6_i64_99, %304 : i64
        %306 = llvm.getelementptr %183[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %303, %306 : i32, !llvm.ptr<1>
        %307 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f64"(%220) : (f64) -> i32
        %c7_i64_101 = arith.constant 7 : i64
        %c8_i64_102 = arith.constant 8 : i64
        %308 = arith.muli %arg28, %c8_i64_102 : i64
        %309 = arith.addi %c7_i64_101, %308 : i64
        %310 = llvm.getelementptr %183[%309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %307, %310 : i32, !llvm.ptr<1>
        %311 = arith.extui %213 : i1 to i64
        %c8_i64_103 = arith.constant 8 : i64
        %312 = arith.muli %arg28, %c8_i64_103 : i64
        %313 = llvm.getelementptr %186[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %311, %313 : i64, !llvm.ptr<1>
        %314 = arith.extsi %214 : i8 to i64
        %c1_i64_104 = arith.constant 1 : i64
        %c8_i64_105 = arith.constant 8 : i64
        %315 = arith.muli %arg28, %c8_i64_105 : i64
        %316 = arith.addi %c1_i64_104, %315 : i64
        %317 = llvm.getelementptr %186[%316] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %314, %317 : i64, !llvm.ptr<1>
        %318 = arith.extsi %215 : i16 to i64
        %c2_i64_106 = arith.constant 2 : i64
        %c8_i64_107 = arith.constant 8 : i64
        %319 = arith.muli %arg28, %c8_i64_107 : i64
        %320 = arith.addi %c2_i64_106, %319 : i64
        %321 = llvm.getelementptr %186[%320] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %318, %321 : i64, !llvm.ptr<1>
        %322 = arith.extsi %216 : i32 to i64
        %c3_i64_108 = arith.constant 3 : i64
        %c8_i64_109 = arith.constant 8 : i64
        %323 = arith.muli %arg28, %c8_i64_109 : i64
        %324 = arith.addi %c3_i64_108, %323 : i64
        %325 = llvm.getelementptr %186[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %322, %325 : i64, !llvm.ptr<1>
        %c4_i64_110 = arith.constant 4 : i64
        %c8_i64_111 = arith.constant 8 : i64
        %326 = arith.muli %arg28, %c8_i64_111 : i64
        %327 = arith.addi %c4_i64_110, %326 : i64
        %328 = llvm.getelementptr %186[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %217, %328 : i64, !llvm.ptr<1>
        %c5_i64_112 = arith.constant 5 : i64
        %c8_i64_113 = arith.constant 8 : i64
        %329 = arith.muli %arg28, %c8_i64_113 : i64
        %330 = arith.addi %c5_i64_112, %329 : i64
        %331 = llvm.getelementptr %186[%330] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %218, %331 : i64, !llvm.ptr<1>
        %332 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f32"(%219) : (f32) -> i64
        %c6_i64_114 = arith.constant 6 : i64
        %c8_i64_115 = arith.constant 8 : i64
        %333 = arith.muli %arg28, %c8_i64_115 : i64
        %334 = arith.addi %c6_i64_114, %333 : i64
        %335 = llvm.getelementptr %186[%334] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %332, %335 : i64, !llvm.ptr<1>
        %336 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f64"(%220) : (f64) -> i64
        %c7_i64_116 = arith.constant 7 : i64
        %c8_i64_117 = arith.constant 8 : i64
        %337 = arith.muli %arg28, %c8_i64_117 : i64
        %338 = arith.addi %c7_i64_116, %337 : i64
        %339 = llvm.getelementptr %186[%338] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %336, %339 : i64, !llvm.ptr<1>
        %340 = arith.extui %213 : i1 to i64
        %c8_i64_118 = arith.constant 8 : i64
        %341 = arith.muli %arg28, %c8_i64_118 : i64
        %342 = llvm.getelementptr %189[%341] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %340, %342 : i64, !llvm.ptr<1>
        %343 = arith.extsi %214 : i8 to i64
        %c1_i64_119 = arith.constant 1 : i64
        %c8_i64_120 = arith.constant 8 : i64
        %344 = arith.muli %arg28, %c8_i64_120 : i64
        %345 = arith.addi %c1_i64_119, %344 : i64
        %346 = llvm.getelementptr %189[%345] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %343, %346 : i64, !llvm.ptr<1>
        %347 = arith.extsi %215 : i16 to i64
        %c2_i64_121 = arith.constant 2 : i64
        %c8_i64_122 = arith.constant 8 : i64
        %348 = arith.muli %arg28, %c8_i64_122 : i64
        %349 = arith.addi %c2_i64_121, %348 : i64
        %350 = llvm.getelementptr %189[%349] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %347, %350 : i64, !llvm.ptr<1>
        %351 = arith.extsi %216 : i32 to i64
        %c3_i64_123 = arith.constant 3 : i64
        %c8_i64_124 = arith.constant 8 : i64
        %352 = arith.muli %arg28, %c8_i64_124 : i64
        %353 = arith.addi %c3_i64_123, %352 : i64
        %354 = llvm.getelementptr %189[%353] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %351, %354 : i64, !llvm.ptr<1>
        %c4_i64_125 = arith.constant 4 : i64
        %c8_i64_126 = arith.constant 8 : i64
        %355 = arith.muli %arg28, %c8_i64_126 : i64
        %356 = arith.addi %c4_i64_125, %355 : i64
        %357 = llvm.getelementptr %189[%356] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %217, %357 : i64, !llvm.ptr<1>
        %c5_i64_127 = arith.constant 5 : i64
        %c8_i64_128 = arith.constant 8 : i64
        %358 = arith.muli %arg28, %c8_i64_128 : i64
        %359 = arith.addi %c5_i64_127, %358 : i64
        %360 = llvm.getelementptr %189[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %218, %360 : i64, !llvm.ptr<1>
        %361 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f32"(%219) : (f32) -> i64
        %c6_i64_129 = arith.constant 6 : i64
        %c8_i64_130 = arith.constant 8 : i64
        %362 = arith.muli %arg28, %c8_i64_130 : i64
        %363 = arith.addi %c6_i64_129, %362 : i64
        %364 = llvm.getelementptr %189[%363] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %361, %364 : i64, !llvm.ptr<1>
        %365 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f64"(%220) : (f64) -> i64
        %c7_i64_131 = arith.constant 7 : i64
        %c8_i64_132 = arith.constant 8 : i64
        %366 = arith.muli %arg28, %c8_i64_132 : i64
        %367 = arith.addi %c7_i64_131, %366 : i64
        %368 = llvm.getelementptr %189[%367] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %365, %368 : i64, !llvm.ptr<1>
        %369 = arith.uitofp %213 : i1 to f32
        %c9_i64 = arith.constant 9 : i64
        %370 = arith.muli %arg28, %c9_i64 : i64
        %371 = llvm.getelementptr %192[%370] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %369, %371 : f32, !llvm.ptr<1>
        %372 = arith.sitofp %214 : i8 to f32
        %c1_i64_133 = arith.constant 1 : i64
        %c9_i64_134 = arith.constant 9 : i64
        %373 = arith.muli %arg28, %c9_i64_134 : i64
        %374 = arith.addi %c1_i64_133, %373 : i64
        %375 = llvm.getelementptr %192[%374] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %372, %375 : f32, !llvm.ptr<1>
        %376 = arith.sitofp %215 : i16 to f32
        %c2_i64_135 = arith.constant 2 : i64
        %c9_i64_136 = arith.constant 9 : i64
        %377 = arith.muli %arg28, %c9_i64_136 : i64
        %378 = arith.addi %c2_i64_135, %377 : i64
        %379 = llvm.getelementptr %192[%378] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %376, %379 : f32, !llvm.ptr<1>
        %380 = arith.sitofp %216 : i32 to f32
        %c3_i64_137 = arith.constant 3 : i64
        %c9_i64_138 = arith.constant 9 : i64
        %381 = arith.muli %arg28, %c9_i64_138 : i64
        %382 = arith.addi %c3_i64_137, %381 : i64
        %383 = llvm.getelementptr %192[%382] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %380, %383 : f32, !llvm.ptr<1>
        %384 = arith.sitofp %217 : i64 to f32
        %c4_i64_139 = arith.constant 4 : i64
        %c9_i64_140 = arith.constant 9 : i64
        %385 = arith.muli %arg28, %c9_i64_140 : i64
        %386 = arith.addi %c4_i64_139, %385 : i64
        %387 = llvm.getelementptr %192[%386] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %384, %387 : f32, !llvm.ptr<1>
        %388 = arith.sitofp %218 : i64 to f32
        %c5_i64_141 = arith.constant 5 : i64
        %c9_i64_142 = arith.constant 9 : i64
        %389 = arith.muli %arg28, %c9_i64_142 : i64
        %390 = arith.addi %c5_i64_141, %389 : i64
        %391 = llvm.getelementptr %192[%390] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %388, %391 : f32, !llvm.ptr<1>
        %c6_i64_143 = arith.constant 6 : i64
        %c9_i64_144 = arith.constant 9 : i64
        %392 = arith.muli %arg28, %c9_i64_144 : i64
        %393 = arith.addi %c6_i64_143, %392 : i64
        %394 = llvm.getelementptr %192[%393] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %219, %394 : f32, !llvm.ptr<1>
        %395 = arith.truncf %220 : f64 to f32
        %c7_i64_145 = arith.constant 7 : i64
        %c9_i64_146 = arith.constant 9 : i64
        %396 = arith.muli %arg28, %c9_i64_146 : i64
        %397 = arith.addi %c7_i64_145, %396 : i64
        %398 = llvm.getelementptr %192[%397] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %395, %398 : f32, !llvm.ptr<1>
        %399 = arith.uitofp %213 : i1 to f64
        %c8_i64_147 = arith.constant 8 : i64
        %400 = arith.muli %arg28, %c8_i64_147 : i64
        %401 = llvm.getelementptr %195[%400] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %399, %401 : f64, !llvm.ptr<1>
        %402 = arith.sitofp %214 : i8 to f64
        %c1_i64_148 = arith.constant 1 : i64
        %c8_i64_149 = arith.constant 8 : i64
        %403 = arith.muli %arg28, %c8_i64_149 : i64
        %404 = arith.addi %c1_i64_148, %403 : i64
        %405 = llvm.getelementptr %195[%404] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %402, %405 : f64, !llvm.ptr<1>
        %406 = arith.sitofp %215 : i16 to f64
        %c2_i64_150 = arith.constant 2 : i64
        %c8_i64_151 = arith.constant 8 : i64
        %407 = arith.muli %arg28, %c8_i64_151 : i64
        %408 = arith.addi %c2_i64_150, %407 : i64
        %409 = llvm.getelementptr %195[%408] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %406, %409 : f64, !llvm.ptr<1>
        %410 = arith.sitofp %216 : i32 to f64
        %c3_i64_152 = arith.constant 3 : i64
        %c8_i64_153 = arith.constant 8 : i64
        %411 = arith.muli %arg28, %c8_i64_153 : i64
        %412 = arith.addi %c3_i64_152, %411 : i64
        %413 = llvm.getelementptr %195[%412] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %410, %413 : f64, !llvm.ptr<1>
        %414 = arith.sitofp %217 : i64 to f64
        %c4_i64_154 = arith.constant 4 : i64
        %c8_i64_155 = arith.constant 8 : i64
        %415 = arith.muli %arg28, %c8_i64_155 : i64
        %416 = arith.addi %c4_i64_154, %415 : i64
        %417 = llvm.getelementptr %195[%416] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %414, %417 : f64, !llvm.ptr<1>
        %418 = arith.sitofp %218 : i64 to f64
        %c5_i64_156 = arith.constant 5 : i64
        %c8_i64_157 = arith.constant 8 : i64
        %419 = arith.muli %arg28, %c8_i64_157 : i64
        %420 = arith.addi %c5_i64_156, %419 : i64
        %421 = llvm.getelementptr %195[%420] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %418, %421 : f64, !llvm.ptr<1>
        %422 = arith.extf %219 : f32 to f64
        %c6_i64_158 = arith.constant 6 : i64
        %c8_i64_159 = arith.constant 8 : i64
        %423 = arith.muli %arg28, %c8_i64_159 : i64
        %424 = arith.addi %c6_i64_158, %423 : i64
        %425 = llvm.getelementptr %195[%424] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %422, %425 : f64, !llvm.ptr<1>
        %c7_i64_160 = arith.constant 7 : i64
        %c8_i64_161 = arith.constant 8 : i64
        %426 = arith.muli %arg28, %c8_i64_161 : i64
        %427 = arith.addi %c7_i64_160, %426 : i64
        %428 = llvm.getelementptr %195[%427] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %220, %428 : f64, !llvm.ptr<1>
        %429 = arith.extui %213 : i1 to i32
        %c8_i64_162 = arith.constant 8 : i64
        %430 = arith.muli %arg28, %c8_i64_162 : i64
        %431 = llvm.getelementptr %198[%430] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %429, %431 : i32, !llvm.ptr<1>
        %c0_i8 = arith.constant 0 : i8
        %432 = arith.cmpi ne, %214, %c0_i8 : i8
        %433 = arith.extui %432 : i1 to i32
        %c1_i64_163 = arith.constant 1 : i64
        %c8_i64_164 = arith.constant 8 : i64
        %434 = arith.muli %arg28, %c8_i64_164 : i64
        %435 = arith.addi %c1_i64_163, %434 : i64
        %436 = llvm.getelementptr %198[%435] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %433, %436 : i32, !llvm.ptr<1>
        %c0_i16 = arith.constant 0 : i16
        %437 = arith.cmpi ne, %215, %c0_i16 : i16
        %438 = arith.extui %437 : i1 to i32
        %c2_i64_165 = arith.constant 2 : i64
        %c8_i64_166 = arith.constant 8 : i64
        %439 = arith.muli %arg28, %c8_i64_166 : i64
        %440 = arith.addi %c2_i64_165, %439 : i64
        %441 = llvm.getelementptr %198[%440] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %438, %441 : i32, !llvm.ptr<1>
        %c0_i32_167 = arith.constant 0 : i32
        %442 = arith.cmpi ne, %216, %c0_i32_167 : i32
        %443 = arith.extui %442 : i1 to i32
        %c3_i64_168 = arith.constant 3 : i64
        %c8_i64_169 = arith.constant 8 : i64
        %444 = arith.muli %arg28, %c8_i64_169 : i64
        %445 = arith.addi %c3_i64_168, %444 : i64
        %446 = llvm.getelementptr %198[%445] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %443, %446 : i32, !llvm.ptr<1>
        %c0_i64 = arith.constant 0 : i64
        %447 = arith.cmpi ne, %217, %c0_i64 : i64
        %448 = arith.extui %447 : i1 to i32
        %c4_i64_170 = arith.constant 4 : i64
        %c8_i64_171 = arith.constant 8 : i64
        %449 = arith.muli %arg28, %c8_i64_171 : i64
        %450 = arith.addi %c4_i64_170, %449 : i64
        %451 = llvm.getelementptr %198[%450] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %448, %451 : i32, !llvm.ptr<1>
        %c0_i64_172 = arith.constant 0 : i64
        %452 = arith.cmpi ne, %218, %c0_i64_172 : i64
        %453 = arith.extui %452 : i1 to i32
        %c5_i64_173 = arith.constant 5 : i64
        %c8_i64_174 = arith.constant 8 : i64
        %454 = arith.muli %arg28, %c8_i64_174 : i64
        %455 = arith.addi %c5_i64_173, %454 : i64
        %456 = llvm.getelementptr %198[%455] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %453, %456 : i32, !llvm.ptr<1>
        %cst_175 = arith.constant 0.000000e+00 : f32
        %457 = arith.cmpf une, %219, %cst_175 : f32
        %458 = arith.extui %457 : i1 to i32
        %c6_i64_176 = arith.constant 6 : i64
        %c8_i64_177 = arith.constant 8 : i64
        %459 = arith.muli %arg28, %c8_i64_177 : i64
        %460 = arith.addi %c6_i64_176, %459 : i64
        %461 = llvm.getelementptr %198[%460] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %458, %461 : i32, !llvm.ptr<1>
        %cst_178 = arith.constant 0.000000e+00 : f64
        %462 = arith.cmpf une, %220, %cst_178 : f64
        %463 = arith.extui %462 : i1 to i32
        %c7_i64_179 = arith.constant 7 : i64
        %c8_i64_180 = arith.constant 8 : i64
        %464 = arith.muli %arg28, %c8_i64_180 : i64
        %465 = arith.addi %c7_i64_179, %464 : i64
        %466 = llvm.getelementptr %198[%465] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %463, %466 : i32, !llvm.ptr<1>
        %cst_181 = arith.constant 1.000000e+300 : f64
        %467 = arith.mulf %212, %cst_181 : f64
        %468 = arith.truncf %467 : f64 to f32
        %c8_i64_182 = arith.constant 8 : i64
        %c9_i64_183 = arith.constant 9 : i64
        %469 = arith.muli %arg28, %c9_i64_183 : i64
        %470 = arith.addi %c8_i64_182, %469 : i64
        %471 = llvm.getelementptr %192[%470] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %468, %471 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
