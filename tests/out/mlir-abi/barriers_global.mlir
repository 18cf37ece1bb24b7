module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @barriers_global(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: !llvm.ptr<1>, %arg16: i64, %arg17: !llvm.ptr<1>, %arg18: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 6, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(24 : i64) : i64
      %3 = llvm.mlir.constant(16 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(24 : i64) : i64
      %6 = llvm.mlir.constant(384 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<24x16x?xf32, strided<[1, 24, 384]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(24 : i64) : i64
      %20 = llvm.mlir.constant(16 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(24 : i64) : i64
      %23 = llvm.mlir.constant(384 : i64) : i64
      %24 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg2, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg3, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<24x16x?xf32, strided<[1, 24, 384]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(16 : i64) : i64
      %37 = llvm.mlir.constant(8 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(16 : i64) : i64
      %40 = llvm.insertvalue %arg4, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %arg4, %40[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = llvm.insertvalue %35, %41[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %43 = llvm.insertvalue %36, %42[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %44 = llvm.insertvalue %37, %43[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %45 = llvm.insertvalue %38, %44[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %46 = llvm.insertvalue %39, %45[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %47 = builtin.unrealized_conversion_cast %46 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x8xf32, strided<[1, 16]>, 1>
      %48 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %49 = llvm.mlir.constant(0 : i64) : i64
      %50 = llvm.mlir.constant(24 : i64) : i64
      %51 = llvm.mlir.constant(8 : i64) : i64
      %52 = llvm.mlir.constant(1 : i64) : i64
      %53 = llvm.mlir.constant(24 : i64) : i64
      %54 = llvm.mlir.constant(192 : i64) : i64
      %55 = llvm.insertvalue %arg5, %48[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %56 = llvm.insertvalue %arg5, %55[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %57 = llvm.insertvalue %49, %56[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %58 = llvm.insertvalue %50, %57[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %51, %58[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %arg6, %59[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %52, %60[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %53, %61[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = llvm.insertvalue %54, %62[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = builtin.unrealized_conversion_cast %63 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<24x8x?xf32, strided<[1, 24, 192]>, 1>
      %65 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %66 = llvm.mlir.constant(0 : i64) : i64
      %67 = llvm.mlir.constant(16 : i64) : i64
      %68 = llvm.mlir.constant(24 : i64) : i64
      %69 = llvm.mlir.constant(1 : i64) : i64
      %70 = llvm.mlir.constant(16 : i64) : i64
      %71 = llvm.mlir.constant(384 : i64) : i64
      %72 = llvm.insertvalue %arg7, %65[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %73 = llvm.insertvalue %arg7, %72[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %74 = llvm.insertvalue %66, %73[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %75 = llvm.insertvalue %67, %74[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %76 = llvm.insertvalue %68, %75[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %77 = llvm.insertvalue %arg8, %76[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %78 = llvm.insertvalue %69, %77[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %79 = llvm.insertvalue %70, %78[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %80 = llvm.insertvalue %71, %79[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %81 = builtin.unrealized_conversion_cast %80 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x24x?xf32, strided<[1, 16, 384]>, 1>
      %82 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %83 = llvm.mlir.constant(0 : i64) : i64
      %84 = llvm.mlir.constant(24 : i64) : i64
      %85 = llvm.mlir.constant(1 : i64) : i64
      %86 = llvm.insertvalue %arg9, %82[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %87 = llvm.insertvalue %arg9, %86[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %88 = llvm.insertvalue %83, %87[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %89 = llvm.insertvalue %84, %88[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %90 = llvm.insertvalue %85, %89[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %91 = builtin.unrealized_conversion_cast %90 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<24xf32, strided<[1]>, 1>
      %92 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %93 = llvm.mlir.constant(0 : i64) : i64
      %94 = llvm.mlir.constant(16 : i64) : i64
      %95 = llvm.mlir.constant(1 : i64) : i64
      %96 = llvm.mlir.constant(16 : i64) : i64
      %97 = llvm.insertvalue %arg10, %92[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %98 = llvm.insertvalue %arg10, %97[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %99 = llvm.insertvalue %93, %98[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %100 = llvm.insertvalue %94, %99[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %101 = llvm.insertvalue %arg11, %100[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %102 = llvm.insertvalue %95, %101[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %103 = llvm.insertvalue %96, %102[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %104 = builtin.unrealized_conversion_cast %103 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xf32, strided<[1, 16]>, 1>
      %105 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %106 = llvm.mlir.constant(0 : i64) : i64
      %107 = llvm.mlir.constant(24 : i64) : i64
      %108 = llvm.mlir.constant(1 : i64) : i64
      %109 = llvm.mlir.constant(24 : i64) : i64
      %110 = llvm.insertvalue %arg12, %105[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %111 = llvm.insertvalue %arg12, %110[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %112 = llvm.insertvalue %106, %111[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %113 = llvm.insertvalue %107, %112[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %114 = llvm.insertvalue %arg13, %113[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %115 = llvm.insertvalue %108, %114[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %116 = llvm.insertvalue %109, %115[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %117 = builtin.unrealized_conversion_cast %116 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<24x?xf32, strided<[1, 24]>, 1>
      %118 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %119 = llvm.mlir.constant(0 : i64) : i64
      %120 = llvm.mlir.constant(8 : i64) : i64
      %121 = llvm.mlir.constant(8 : i64) : i64
      %122 = llvm.mlir.constant(1 : i64) : i64
      %123 = llvm.mlir.constant(8 : i64) : i64
      %124 = llvm.insertvalue %arg14, %118[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %125 = llvm.insertvalue %arg14, %124[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %126 = llvm.insertvalue %119, %125[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %127 = llvm.insertvalue %120, %126[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %128 = llvm.insertvalue %121, %127[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %129 = llvm.insertvalue %122, %128[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %130 = llvm.insertvalue %123, %129[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %131 = builtin.unrealized_conversion_cast %130 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x8xf32, strided<[1, 8]>, 1>
      %132 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %133 = llvm.mlir.constant(0 : i64) : i64
      %134 = llvm.mlir.constant(24 : i64) : i64
      %135 = llvm.mlir.constant(8 : i64) : i64
      %136 = llvm.mlir.constant(1 : i64) : i64
      %137 = llvm.mlir.constant(24 : i64) : i64
      %138 = llvm.mlir.constant(192 : i64) : i64
      %139 = llvm.insertvalue %arg15, %132[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %140 = llvm.insertvalue %arg15, %139[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %141 = llvm.insertvalue %133, %140[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %142 = llvm.insertvalue %134, %141[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %143 = llvm.insertvalue %135, %142[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %144 = llvm.insertvalue %arg16, %143[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %145 = llvm.insertvalue %136, %144[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %146 = llvm.insertvalue %137, %145[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %147 = llvm.insertvalue %138, %146[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %148 = builtin.unrealized_conversion_cast %147 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<24x8x?xf32, strided<[1, 24, 192]>, 1>
      %149 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %150 = llvm.mlir.constant(0 : i64) : i64
      %151 = llvm.mlir.constant(24 : i64) : i64
      %152 = llvm.mlir.constant(8 : i64) : i64
      %153 = llvm.mlir.constant(1 : i64) : i64
      %154 = llvm.mlir.constant(24 : i64) : i64
      %155 = llvm.mlir.constant(192 : i64) : i64
      %156 = llvm.insertvalue %arg17, %149[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %157 = llvm.insertvalue %arg17, %156[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %158 = llvm.insertvalue %150, %157[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %159 = llvm.insertvalue %151, %158[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %160 = llvm.insertvalue %152, %159[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %161 = llvm.insertvalue %arg18, %160[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %162 = llvm.insertvalue %153, %161[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %163 = llvm.insertvalue %154, %162[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %164 = llvm.insertvalue %155, %163[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %165 = builtin.unrealized_conversion_cast %164 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<24x8x?xf32, strided<[1, 24, 192]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<24x16x?xf32, strided<[1, 24, 384]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<24x16x?xf32, strided<[1, 24, 384]>, 1> -> index
      %166 = arith.index_cast %intptr : index to i64
      %167 = llvm.inttoptr %166 : i64 to !llvm.ptr<1>
      %168 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<24x16x?xf32, strided<[1, 24, 384]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<24x16x?xf32, strided<[1, 24, 384]>, 1> -> index
      %169 = arith.index_cast %intptr_4 : index to i64
      %170 = llvm.inttoptr %169 : i64 to !llvm.ptr<1>
      %171 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %47 : memref<16x8xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %47 : memref<16x8xf32, strided<[1, 16]>, 1> -> index
      %172 = arith.index_cast %intptr_9 : index to i64
      %173 = llvm.inttoptr %172 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %64 : memref<24x8x?xf32, strided<[1, 24, 192]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %64 : memref<24x8x?xf32, strided<[1, 24, 192]>, 1> -> index
      %174 = arith.index_cast %intptr_14 : index to i64
      %175 = llvm.inttoptr %174 : i64 to !llvm.ptr<1>
      %176 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %81 : memref<16x24x?xf32, strided<[1, 16, 384]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %81 : memref<16x24x?xf32, strided<[1, 16, 384]>, 1> -> index
      %177 = arith.index_cast %intptr_19 : index to i64
      %178 = llvm.inttoptr %177 : i64 to !llvm.ptr<1>
      %179 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %91 : memref<24xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %91 : memref<24xf32, strided<[1]>, 1> -> index
      %180 = arith.index_cast %intptr_24 : index to i64
      %181 = llvm.inttoptr %180 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %104 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %104 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %182 = arith.index_cast %intptr_29 : index to i64
      %183 = llvm.inttoptr %182 : i64 to !llvm.ptr<1>
      %184 = arith.index_cast %sizes_27#1 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %117 : memref<24x?xf32, strided<[1, 24]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %117 : memref<24x?xf32, strided<[1, 24]>, 1> -> index
      %185 = arith.index_cast %intptr_34 : index to i64
      %186 = llvm.inttoptr %185 : i64 to !llvm.ptr<1>
      %187 = arith.index_cast %sizes_32#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %131 : memref<8x8xf32, strided<[1, 8]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %131 : memref<8x8xf32, strided<[1, 8]>, 1> -> index
      %188 = arith.index_cast %intptr_39 : index to i64
      %189 = llvm.inttoptr %188 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41, %sizes_42:3, %strides_43:3 = memref.extract_strided_metadata %148 : memref<24x8x?xf32, strided<[1, 24, 192]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %148 : memref<24x8x?xf32, strided<[1, 24, 192]>, 1> -> index
      %190 = arith.index_cast %intptr_44 : index to i64
      %191 = llvm.inttoptr %190 : i64 to !llvm.ptr<1>
      %192 = arith.index_cast %sizes_42#2 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:3, %strides_48:3 = memref.extract_strided_metadata %165 : memref<24x8x?xf32, strided<[1, 24, 192]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %165 : memref<24x8x?xf32, strided<[1, 24, 192]>, 1> -> index
      %193 = arith.index_cast %intptr_49 : index to i64
      %194 = llvm.inttoptr %193 : i64 to !llvm.ptr<1>
      %195 = arith.index_cast %sizes_47#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_50 = memref.alloca() : memref<f32>
      %alloca_51 = memref.alloca() : memref<f32>
      %alloca_52 = memref.alloca() : memref<f32>
      %alloca_53 = memref.alloca() : memref<f32>
      %alloca_54 = memref.alloca() : memref<f32>
      %alloca_55 = memref.alloca() : memref<f32>
      %alloca_56 = memref.alloca() : memref<f32>
      %alloca_57 = memref.alloca() : memref<f32>
      %alloca_58 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %196 = arith.index_cast %block_id_x : index to i64
      %c384_i64 = arith.constant 384 : i64
      %197 = arith.muli %196, %c384_i64 : i64
      %198 = llvm.getelementptr %167[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c384_i64_59 = arith.constant 384 : i64
      %199 = arith.muli %196, %c384_i64_59 : i64
      %200 = llvm.getelementptr %170[%199] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c192_i64 = arith.constant 192 : i64
      %201 = arith.muli %196, %c192_i64 : i64
      %202 = llvm.getelementptr %175[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c384_i64_60 = arith.constant 384 : i64
      %203 = arith.muli %196, %c384_i64_60 : i64
      %204 = llvm.getelementptr %178[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64 = arith.constant 16 : i64
      %205 = arith.muli %196, %c16_i64 : i64
      %206 = llvm.getelementptr %183[%205] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c24_i64 = arith.constant 24 : i64
      %207 = arith.muli %196, %c24_i64 : i64
      %208 = llvm.getelementptr %186[%207] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c192_i64_61 = arith.constant 192 : i64
      %209 = arith.muli %196, %c192_i64_61 : i64
      %210 = llvm.getelementptr %191[%209] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c192_i64_62 = arith.constant 192 : i64
      %211 = arith.muli %196, %c192_i64_62 : i64
      %212 = llvm.getelementptr %194[%211] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %213 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %214 = arith.index_cast %thread_id_y : index to i64
      %215 = arith.muli %c32_i64, %214 : i64
      %216 = arith.addi %213, %215 : i64
      %c384_i64_63 = arith.constant 384 : i64
      %c192_i64_64 = arith.constant 192 : i64
      scf.for %arg19 = %216 to %c384_i64_63 step %c192_i64_64  : i64 {
        %c24_i64_95 = arith.constant 24 : i64
        %239 = arith.divsi %arg19, %c24_i64_95 : i64
        %c24_i64_96 = arith.constant 24 : i64
        %240 = arith.remsi %arg19, %c24_i64_96 : i64
        %c24_i64_97 = arith.constant 24 : i64
        %241 = arith.muli %239, %c24_i64_97 : i64
        %242 = arith.addi %240, %241 : i64
        %243 = llvm.getelementptr %198[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %244 = llvm.load %243 : !llvm.ptr<1> -> f32
        %cst_98 = arith.constant 2.000000e+00 : f32
        %245 = arith.mulf %244, %cst_98 : f32
        %c24_i64_99 = arith.constant 24 : i64
        %246 = arith.muli %239, %c24_i64_99 : i64
        %247 = arith.addi %240, %246 : i64
        %248 = llvm.getelementptr %200[%247] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %245, %248 : f32, !llvm.ptr<1>
      }
      gpu.barrier
      %thread_id_x_65 = gpu.thread_id  x
      %217 = arith.index_cast %thread_id_x_65 : index to i64
      %c23_i64 = arith.constant 23 : i64
      %218 = arith.minsi %217, %c23_i64 : i64
      %thread_id_y_66 = gpu.thread_id  y
      %219 = arith.index_cast %thread_id_y_66 : index to i64
      %c7_i64 = arith.constant 7 : i64
      %220 = arith.minsi %219, %c7_i64 : i64
      %thread_id_y_67 = gpu.thread_id  y
      %221 = arith.index_cast %thread_id_y_67 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %222 = arith.addi %221, %c6_i64 : i64
      %c7_i64_68 = arith.constant 7 : i64
      %223 = arith.minsi %222, %c7_i64_68 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_69 = arith.constant 0.000000e+00 : f32
      memref.store %cst_69, %alloca_50[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c16_i64_70 = arith.constant 16 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64 to %c16_i64_70 step %c1_i64  : i64 {
        %c24_i64_95 = arith.constant 24 : i64
        %239 = arith.muli %arg19, %c24_i64_95 : i64
        %240 = arith.addi %218, %239 : i64
        %241 = llvm.getelementptr %200[%240] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %242 = llvm.load %241 : !llvm.ptr<1> -> f32
        %c16_i64_96 = arith.constant 16 : i64
        %243 = arith.muli %220, %c16_i64_96 : i64
        %244 = arith.addi %arg19, %243 : i64
        %245 = llvm.getelementptr %173[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %246 = llvm.load %245 : !llvm.ptr<1> -> f32
        %c16_i64_97 = arith.constant 16 : i64
        %247 = arith.muli %223, %c16_i64_97 : i64
        %248 = arith.addi %arg19, %247 : i64
        %249 = llvm.getelementptr %173[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %250 = llvm.load %249 : !llvm.ptr<1> -> f32
        %251 = memref.load %alloca[] : memref<f32>
        %252 = llvm.intr.fma(%242, %246, %251) : (f32, f32, f32) -> f32
        memref.store %252, %alloca[] : memref<f32>
        %253 = memref.load %alloca_50[] : memref<f32>
        %254 = llvm.intr.fma(%242, %250, %253) : (f32, f32, f32) -> f32
        memref.store %254, %alloca_50[] : memref<f32>
      }
      %c24_i64_71 = arith.constant 24 : i64
      %224 = arith.cmpi slt, %217, %c24_i64_71 : i64
      scf.if %224 {
        %c8_i64 = arith.constant 8 : i64
        %239 = arith.cmpi slt, %219, %c8_i64 : i64
        scf.if %239 {
          %241 = memref.load %alloca[] : memref<f32>
          %c24_i64_96 = arith.constant 24 : i64
          %242 = arith.muli %219, %c24_i64_96 : i64
          %243 = arith.addi %217, %242 : i64
          %244 = llvm.getelementptr %202[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %241, %244 : f32, !llvm.ptr<1>
        }
        %c8_i64_95 = arith.constant 8 : i64
        %240 = arith.cmpi slt, %222, %c8_i64_95 : i64
        scf.if %240 {
          %241 = memref.load %alloca_50[] : memref<f32>
          %c24_i64_96 = arith.constant 24 : i64
          %242 = arith.muli %222, %c24_i64_96 : i64
          %243 = arith.addi %217, %242 : i64
          %244 = llvm.getelementptr %202[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %241, %244 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_72 = gpu.thread_id  x
      %225 = arith.index_cast %thread_id_x_72 : index to i64
      %c16_i64_73 = arith.constant 16 : i64
      %c32_i64_74 = arith.constant 32 : i64
      scf.for %arg19 = %225 to %c16_i64_73 step %c32_i64_74  : i64 {
        %c0_i64_95 = arith.constant 0 : i64
        %c1_i64_96 = arith.constant 1 : i64
        %c1_i64_97 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_95 to %c1_i64_96 step %c1_i64_97  : i64 {
          %thread_id_y_98 = gpu.thread_id  y
          %239 = arith.index_cast %thread_id_y_98 : index to i64
          %c24_i64_99 = arith.constant 24 : i64
          %240 = arith.muli %arg20, %c24_i64_99 : i64
          %241 = arith.addi %239, %240 : i64
          %c24_i64_100 = arith.constant 24 : i64
          %242 = arith.muli %arg19, %c24_i64_100 : i64
          %243 = arith.addi %241, %242 : i64
          %244 = llvm.getelementptr %198[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %245 = llvm.load %244 : !llvm.ptr<1> -> f32
          %c6_i64_101 = arith.constant 6 : i64
          %246 = arith.addi %241, %c6_i64_101 : i64
          %c24_i64_102 = arith.constant 24 : i64
          %247 = arith.muli %arg19, %c24_i64_102 : i64
          %248 = arith.addi %246, %247 : i64
          %249 = llvm.getelementptr %198[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %250 = llvm.load %249 : !llvm.ptr<1> -> f32
          %c12_i64 = arith.constant 12 : i64
          %251 = arith.addi %241, %c12_i64 : i64
          %c24_i64_103 = arith.constant 24 : i64
          %252 = arith.muli %arg19, %c24_i64_103 : i64
          %253 = arith.addi %251, %252 : i64
          %254 = llvm.getelementptr %198[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %255 = llvm.load %254 : !llvm.ptr<1> -> f32
          %c18_i64 = arith.constant 18 : i64
          %256 = arith.addi %241, %c18_i64 : i64
          %c24_i64_104 = arith.constant 24 : i64
          %257 = arith.muli %arg19, %c24_i64_104 : i64
          %258 = arith.addi %256, %257 : i64
          %259 = llvm.getelementptr %198[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %260 = llvm.load %259 : !llvm.ptr<1> -> f32
          %c16_i64_105 = arith.constant 16 : i64
          %261 = arith.muli %241, %c16_i64_105 : i64
          %262 = arith.addi %arg19, %261 : i64
          %263 = llvm.getelementptr %204[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %245, %263 : f32, !llvm.ptr<1>
          %c16_i64_106 = arith.constant 16 : i64
          %264 = arith.muli %246, %c16_i64_106 : i64
          %265 = arith.addi %arg19, %264 : i64
          %266 = llvm.getelementptr %204[%265] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %250, %266 : f32, !llvm.ptr<1>
          %c16_i64_107 = arith.constant 16 : i64
          %267 = arith.muli %251, %c16_i64_107 : i64
          %268 = arith.addi %arg19, %267 : i64
          %269 = llvm.getelementptr %204[%268] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %255, %269 : f32, !llvm.ptr<1>
          %c16_i64_108 = arith.constant 16 : i64
          %270 = arith.muli %256, %c16_i64_108 : i64
          %271 = arith.addi %arg19, %270 : i64
          %272 = llvm.getelementptr %204[%271] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %260, %272 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x_75 = gpu.thread_id  x
      %226 = arith.index_cast %thread_id_x_75 : index to i64
      %c32_i64_76 = arith.constant 32 : i64
      %thread_id_y_77 = gpu.thread_id  y
      %227 = arith.index_cast %thread_id_y_77 : index to i64
      %228 = arith.muli %c32_i64_76, %227 : i64
      %229 = arith.addi %226, %228 : i64
      %c384_i64_78 = arith.constant 384 : i64
      %c192_i64_79 = arith.constant 192 : i64
      scf.for %arg19 = %229 to %c384_i64_78 step %c192_i64_79  : i64 {
        %c16_i64_95 = arith.constant 16 : i64
        %239 = arith.remsi %arg19, %c16_i64_95 : i64
        %c16_i64_96 = arith.constant 16 : i64
        %240 = arith.divsi %arg19, %c16_i64_96 : i64
        %c24_i64_97 = arith.constant 24 : i64
        %241 = arith.muli %239, %c24_i64_97 : i64
        %242 = arith.addi %240, %241 : i64
        %243 = llvm.getelementptr %198[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %244 = llvm.load %243 : !llvm.ptr<1> -> f32
        %245 = arith.negf %244 : f32
        %c24_i64_98 = arith.constant 24 : i64
        %246 = arith.muli %239, %c24_i64_98 : i64
        %247 = arith.addi %240, %246 : i64
        %248 = llvm.getelementptr %198[%247] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %245, %248 : f32, !llvm.ptr<1>
      }
      %thread_id_x_80 = gpu.thread_id  x
      %230 = arith.index_cast %thread_id_x_80 : index to i64
      %c32_i64_81 = arith.constant 32 : i64
      %thread_id_y_82 = gpu.thread_id  y
      %231 = arith.index_cast %thread_id_y_82 : index to i64
      %232 = arith.muli %c32_i64_81, %231 : i64
      %233 = arith.addi %230, %232 : i64
      %c16_i64_83 = arith.constant 16 : i64
      %c192_i64_84 = arith.constant 192 : i64
      scf.for %arg19 = %233 to %c16_i64_83 step %c192_i64_84  : i64 {
        %cst_95 = arith.constant 0.000000e+00 : f32
        memref.store %cst_95, %alloca_51[] : memref<f32>
        %c0_i64_96 = arith.constant 0 : i64
        %c24_i64_97 = arith.constant 24 : i64
        %c1_i64_98 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_96 to %c24_i64_97 step %c1_i64_98  : i64 {
          %c16_i64_99 = arith.constant 16 : i64
          %241 = arith.muli %arg20, %c16_i64_99 : i64
          %242 = arith.addi %arg19, %241 : i64
          %243 = llvm.getelementptr %204[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %244 = llvm.load %243 : !llvm.ptr<1> -> f32
          %245 = llvm.getelementptr %181[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %246 = llvm.load %245 : !llvm.ptr<1> -> f32
          %247 = memref.load %alloca_51[] : memref<f32>
          %248 = llvm.intr.fma(%244, %246, %247) : (f32, f32, f32) -> f32
          memref.store %248, %alloca_51[] : memref<f32>
        }
        %239 = memref.load %alloca_51[] : memref<f32>
        %240 = llvm.getelementptr %206[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %239, %240 : f32, !llvm.ptr<1>
      }
      %thread_id_x_85 = gpu.thread_id  x
      %234 = arith.index_cast %thread_id_x_85 : index to i64
      %c32_i64_86 = arith.constant 32 : i64
      %thread_id_y_87 = gpu.thread_id  y
      %235 = arith.index_cast %thread_id_y_87 : index to i64
      %236 = arith.muli %c32_i64_86, %235 : i64
      %237 = arith.addi %234, %236 : i64
      %c24_i64_88 = arith.constant 24 : i64
      %c192_i64_89 = arith.constant 192 : i64
      scf.for %arg19 = %237 to %c24_i64_88 step %c192_i64_89  : i64 {
        %cst_95 = arith.constant 0.000000e+00 : f32
        memref.store %cst_95, %alloca_52[] : memref<f32>
        %c0_i64_96 = arith.constant 0 : i64
        %c8_i64 = arith.constant 8 : i64
        %c1_i64_97 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_96 to %c8_i64 step %c1_i64_97  : i64 {
          %241 = memref.load %alloca_52[] : memref<f32>
          %c24_i64_98 = arith.constant 24 : i64
          %242 = arith.muli %arg20, %c24_i64_98 : i64
          %243 = arith.addi %arg19, %242 : i64
          %244 = llvm.getelementptr %202[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %245 = llvm.load %244 : !llvm.ptr<1> -> f32
          %246 = arith.addf %241, %245 : f32
          memref.store %246, %alloca_52[] : memref<f32>
        }
        %239 = memref.load %alloca_52[] : memref<f32>
        %240 = llvm.getelementptr %208[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %239, %240 : f32, !llvm.ptr<1>
      }
      %thread_id_x_90 = gpu.thread_id  x
      %238 = arith.index_cast %thread_id_x_90 : index to i64
      %c24_i64_91 = arith.constant 24 : i64
      %c32_i64_92 = arith.constant 32 : i64
      scf.for %arg19 = %238 to %c24_i64_91 step %c32_i64_92  : i64 {
        %c0_i64_95 = arith.constant 0 : i64
        %c1_i64_96 = arith.constant 1 : i64
        %c1_i64_97 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_95 to %c1_i64_96 step %c1_i64_97  : i64 {
          %thread_id_y_98 = gpu.thread_id  y
          %239 = arith.index_cast %thread_id_y_98 : index to i64
          %c12_i64 = arith.constant 12 : i64
          %240 = arith.muli %arg20, %c12_i64 : i64
          %241 = arith.addi %239, %240 : i64
          %c8_i64 = arith.constant 8 : i64
          %242 = arith.cmpi slt, %241, %c8_i64 : i64
          scf.if %242 {
            %c24_i64_103 = arith.constant 24 : i64
            %247 = arith.muli %241, %c24_i64_103 : i64
            %248 = arith.addi %arg19, %247 : i64
            %249 = llvm.getelementptr %202[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %250 = llvm.load %249 : !llvm.ptr<1> -> f32
            memref.store %250, %alloca_53[] : memref<f32>
          }
          %c6_i64_99 = arith.constant 6 : i64
          %243 = arith.addi %241, %c6_i64_99 : i64
          %c8_i64_100 = arith.constant 8 : i64
          %244 = arith.cmpi slt, %243, %c8_i64_100 : i64
          scf.if %244 {
            %c24_i64_103 = arith.constant 24 : i64
            %247 = arith.muli %243, %c24_i64_103 : i64
            %248 = arith.addi %arg19, %247 : i64
            %249 = llvm.getelementptr %202[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %250 = llvm.load %249 : !llvm.ptr<1> -> f32
            memref.store %250, %alloca_54[] : memref<f32>
          }
          %c8_i64_101 = arith.constant 8 : i64
          %245 = arith.cmpi slt, %241, %c8_i64_101 : i64
          scf.if %245 {
            %247 = memref.load %alloca_53[] : memref<f32>
            %c24_i64_103 = arith.constant 24 : i64
            %248 = arith.muli %241, %c24_i64_103 : i64
            %249 = arith.addi %arg19, %248 : i64
            %250 = llvm.getelementptr %210[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %247, %250 : f32, !llvm.ptr<1>
          }
          %c8_i64_102 = arith.constant 8 : i64
          %246 = arith.cmpi slt, %243, %c8_i64_102 : i64
          scf.if %246 {
            %247 = memref.load %alloca_54[] : memref<f32>
            %c24_i64_103 = arith.constant 24 : i64
            %248 = arith.muli %243, %c24_i64_103 : i64
            %249 = arith.addi %arg19, %248 : i64
            %250 = llvm.getelementptr %210[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %247, %250 : f32, !llvm.ptr<1>
          }
        }
      }
      %c0_i64_93 = arith.constant 0 : i64
      %c2_i64 = arith.constant 2 : i64
      %c1_i64_94 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_93 to %c2_i64 step %c1_i64_94  : i64 {
        gpu.barrier
        %thread_id_x_95 = gpu.thread_id  x
        %239 = arith.index_cast %thread_id_x_95 : index to i64
        %c23_i64_96 = arith.constant 23 : i64
        %240 = arith.minsi %239, %c23_i64_96 : i64
        %thread_id_y_97 = gpu.thread_id  y
        %241 = arith.index_cast %thread_id_y_97 : index to i64
        %c7_i64_98 = arith.constant 7 : i64
        %242 = arith.minsi %241, %c7_i64_98 : i64
        %thread_id_y_99 = gpu.thread_id  y
        %243 = arith.index_cast %thread_id_y_99 : index to i64
        %c6_i64_100 = arith.constant 6 : i64
        %244 = arith.addi %243, %c6_i64_100 : i64
        %c7_i64_101 = arith.constant 7 : i64
        %245 = arith.minsi %244, %c7_i64_101 : i64
        %cst_102 = arith.constant 0.000000e+00 : f32
        memref.store %cst_102, %alloca_55[] : memref<f32>
        %cst_103 = arith.constant 0.000000e+00 : f32
        memref.store %cst_103, %alloca_56[] : memref<f32>
        %c0_i64_104 = arith.constant 0 : i64
        %c8_i64 = arith.constant 8 : i64
        %c1_i64_105 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_104 to %c8_i64 step %c1_i64_105  : i64 {
          %c24_i64_120 = arith.constant 24 : i64
          %255 = arith.muli %arg20, %c24_i64_120 : i64
          %256 = arith.addi %240, %255 : i64
          %257 = llvm.getelementptr %210[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %258 = llvm.load %257 : !llvm.ptr<1> -> f32
          %c8_i64_121 = arith.constant 8 : i64
          %259 = arith.muli %242, %c8_i64_121 : i64
          %260 = arith.addi %arg20, %259 : i64
          %261 = llvm.getelementptr %189[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %262 = llvm.load %261 : !llvm.ptr<1> -> f32
          %c8_i64_122 = arith.constant 8 : i64
          %263 = arith.muli %245, %c8_i64_122 : i64
          %264 = arith.addi %arg20, %263 : i64
          %265 = llvm.getelementptr %189[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %266 = llvm.load %265 : !llvm.ptr<1> -> f32
          %267 = memref.load %alloca_55[] : memref<f32>
          %268 = llvm.intr.fma(%258, %262, %267) : (f32, f32, f32) -> f32
          memref.store %268, %alloca_55[] : memref<f32>
          %269 = memref.load %alloca_56[] : memref<f32>
          %270 = llvm.intr.fma(%258, %266, %269) : (f32, f32, f32) -> f32
          memref.store %270, %alloca_56[] : memref<f32>
        }
        %c24_i64_106 = arith.constant 24 : i64
        %246 = arith.cmpi slt, %239, %c24_i64_106 : i64
        scf.if %246 {
          %c8_i64_120 = arith.constant 8 : i64
          %255 = arith.cmpi slt, %241, %c8_i64_120 : i64
          scf.if %255 {
            %257 = memref.load %alloca_55[] : memref<f32>
            %c24_i64_122 = arith.constant 24 : i64
            %258 = arith.muli %241, %c24_i64_122 : i64
            %259 = arith.addi %239, %258 : i64
            %260 = llvm.getelementptr %212[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %257, %260 : f32, !llvm.ptr<1>
          }
          %c8_i64_121 = arith.constant 8 : i64
          %256 = arith.cmpi slt, %244, %c8_i64_121 : i64
          scf.if %256 {
            %257 = memref.load %alloca_56[] : memref<f32>
            %c24_i64_122 = arith.constant 24 : i64
            %258 = arith.muli %244, %c24_i64_122 : i64
            %259 = arith.addi %239, %258 : i64
            %260 = llvm.getelementptr %212[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %257, %260 : f32, !llvm.ptr<1>
          }
        }
        gpu.barrier
        %thread_id_x_107 = gpu.thread_id  x
        %247 = arith.index_cast %thread_id_x_107 : index to i64
        %c23_i64_108 = arith.constant 23 : i64
        %248 = arith.minsi %247, %c23_i64_108 : i64
        %thread_id_y_109 = gpu.thread_id  y
        %249 = arith.index_cast %thread_id_y_109 : index to i64
        %c7_i64_110 = arith.constant 7 : i64
        %250 = arith.minsi %249, %c7_i64_110 : i64
        %thread_id_y_111 = gpu.thread_id  y
        %251 = arith.index_cast %thread_id_y_111 : index to i64
        %c6_i64_112 = arith.constant 6 : i64
        %252 = arith.addi %251, %c6_i64_112 : i64
        %c7_i64_113 = arith.constant 7 : i64
        %253 = arith.minsi %252, %c7_i64_113 : i64
        %cst_114 = arith.constant 0.000000e+00 : f32
        memref.store %cst_114, %alloca_57[] : memref<f32>
        %cst_115 = arith.constant 0.000000e+00 : f32
        memref.store %cst_115, %alloca_58[] : memref<f32>
        %c0_i64_116 = arith.constant 0 : i64
        %c8_i64_117 = arith.constant 8 : i64
        %c1_i64_118 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_116 to %c8_i64_117 step %c1_i64_118  : i64 {
          %c24_i64_120 = arith.constant 24 : i64
          %255 = arith.muli %arg20, %c24_i64_120 : i64
          %256 = arith.addi %248, %255 : i64
          %257 = llvm.getelementptr %212[%256] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %258 = llvm.load %257 : !llvm.ptr<1> -> f32
          %c8_i64_121 = arith.constant 8 : i64
          %259 = arith.muli %250, %c8_i64_121 : i64
          %260 = arith.addi %arg20, %259 : i64
          %261 = llvm.getelementptr %189[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %262 = llvm.load %261 : !llvm.ptr<1> -> f32
          %c8_i64_122 = arith.constant 8 : i64
          %263 = arith.muli %253, %c8_i64_122 : i64
          %264 = arith.addi %arg20, %263 : i64
          %265 = llvm.getelementptr %189[%264] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %266 = llvm.load %265 : !llvm.ptr<1> -> f32
          %267 = memref.load %alloca_57[] : memref<f32>
          %268 = llvm.intr.fma(%258, %262, %267) : (f32, f32, f32) -> f32
          memref.store %268, %alloca_57[] : memref<f32>
          %269 = memref.load %alloca_58[] : memref<f32>
          %270 = llvm.intr.fma(%258, %266, %269) : (f32, f32, f32) -> f32
          memref.store %270, %alloca_58[] : memref<f32>
        }
        %c24_i64_119 = arith.constant 24 : i64
        %254 = arith.cmpi slt, %247, %c24_i64_119 : i64
        scf.if %254 {
          %c8_i64_120 = arith.constant 8 : i64
          %255 = arith.cmpi slt, %249, %c8_i64_120 : i64
          scf.if %255 {
            %257 = memref.load %alloca_57[] : memref<f32>
            %c24_i64_122 = arith.constant 24 : i64
            %258 = arith.muli %249, %c24_i64_122 : i64
            %259 = arith.addi %247, %258 : i64
            %260 = llvm.getelementptr %210[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %257, %260 : f32, !llvm.ptr<1>
          }
          %c8_i64_121 = arith.constant 8 : i64
          %256 = arith.cmpi slt, %252, %c8_i64_121 : i64
          scf.if %256 {
            %257 = memref.load %alloca_58[] : memref<f32>
            %c24_i64_122 = arith.constant 24 : i64
            %258 = arith.muli %252, %c24_i64_122 : i64
            %259 = arith.addi %247, %258 : i64
            %260 = llvm.getelementptr %210[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %257, %260 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
