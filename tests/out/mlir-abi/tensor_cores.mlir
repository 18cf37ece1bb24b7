module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_tensor_cores() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<35840 x i8>
    gpu.func @tensor_cores(%arg0: f64, %arg1: f32, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: i64, %arg16: !llvm.ptr<1>, %arg17: i64, %arg18: !llvm.ptr<1>, %arg19: i64, %arg20: i64, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: !llvm.ptr<1>, %arg25: i64, %arg26: i64, %arg27: i64, %arg28: i64, %arg29: i64, %arg30: !llvm.ptr<1>, %arg31: i64, %arg32: i64, %arg33: i64, %arg34: i64, %arg35: i64, %arg36: !llvm.ptr<1>, %arg37: i64, %arg38: !llvm.ptr<1>, %arg39: i64, %arg40: !llvm.ptr<1>, %arg41: i64, %arg42: !llvm.ptr<1>, %arg43: i64, %arg44: !llvm.ptr<1>, %arg45: i64, %arg46: !llvm.ptr<1>, %arg47: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(37 : i64) : i64
      %3 = llvm.mlir.constant(13 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(37 : i64) : i64
      %6 = llvm.mlir.constant(481 : i64) : i64
      %7 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg2, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg3, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<37x13x?xf64, strided<[1, 37, 481]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(13 : i64) : i64
      %20 = llvm.mlir.constant(29 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(13 : i64) : i64
      %23 = llvm.mlir.constant(377 : i64) : i64
      %24 = llvm.insertvalue %arg4, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg4, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg5, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<13x29x?xf64, strided<[1, 13, 377]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(37 : i64) : i64
      %37 = llvm.mlir.constant(29 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(37 : i64) : i64
      %40 = llvm.mlir.constant(1073 : i64) : i64
      %41 = llvm.insertvalue %arg6, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg6, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %35, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %36, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %37, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %arg7, %45[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %38, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %39, %47[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %40, %48[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<37x29x?xf64, strided<[1, 37, 1073]>, 1>
      %51 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %52 = llvm.mlir.constant(0 : i64) : i64
      %53 = llvm.mlir.constant(13 : i64) : i64
      %54 = llvm.mlir.constant(8 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(16 : i64) : i64
      %57 = llvm.mlir.constant(128 : i64) : i64
      %58 = llvm.insertvalue %arg8, %51[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %arg8, %58[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %52, %59[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %53, %60[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %54, %61[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = llvm.insertvalue %arg9, %62[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = llvm.insertvalue %55, %63[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %65 = llvm.insertvalue %56, %64[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %66 = llvm.insertvalue %57, %65[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %67 = builtin.unrealized_conversion_cast %66 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<13x8x?xf64, strided<[1, 16, 128]>, 1>
      %68 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %69 = llvm.mlir.constant(0 : i64) : i64
      %70 = llvm.mlir.constant(37 : i64) : i64
      %71 = llvm.mlir.constant(8 : i64) : i64
      %72 = llvm.mlir.constant(1 : i64) : i64
      %73 = llvm.mlir.constant(37 : i64) : i64
      %74 = llvm.mlir.constant(296 : i64) : i64
      %75 = llvm.insertvalue %arg10, %68[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %76 = llvm.insertvalue %arg10, %75[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %77 = llvm.insertvalue %69, %76[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %78 = llvm.insertvalue %70, %77[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %79 = llvm.insertvalue %71, %78[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %80 = llvm.insertvalue %arg11, %79[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %81 = llvm.insertvalue %72, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %82 = llvm.insertvalue %73, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %83 = llvm.insertvalue %74, %82[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %84 = builtin.unrealized_conversion_cast %83 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<37x8x?xf64, strided<[1, 37, 296]>, 1>
      %85 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %86 = llvm.mlir.constant(0 : i64) : i64
      %87 = llvm.mlir.constant(21 : i64) : i64
      %88 = llvm.mlir.constant(45 : i64) : i64
      %89 = llvm.mlir.constant(1 : i64) : i64
      %90 = llvm.mlir.constant(21 : i64) : i64
      %91 = llvm.mlir.constant(945 : i64) : i64
      %92 = llvm.insertvalue %arg12, %85[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %93 = llvm.insertvalue %arg12, %92[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %94 = llvm.insertvalue %86, %93[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %95 = llvm.insertvalue %87, %94[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %96 = llvm.insertvalue %88, %95[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %97 = llvm.insertvalue %arg13, %96[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %98 = llvm.insertvalue %89, %97[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %99 = llvm.insertvalue %90, %98[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %100 = llvm.insertvalue %91, %99[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %101 = builtin.unrealized_conversion_cast %100 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<21x45x?xf16, strided<[1, 21, 945]>, 1>
      %102 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %103 = llvm.mlir.constant(0 : i64) : i64
      %104 = llvm.mlir.constant(21 : i64) : i64
      %105 = llvm.mlir.constant(19 : i64) : i64
      %106 = llvm.mlir.constant(1 : i64) : i64
      %107 = llvm.mlir.constant(21 : i64) : i64
      %108 = llvm.mlir.constant(399 : i64) : i64
      %109 = llvm.insertvalue %arg14, %102[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %110 = llvm.insertvalue %arg14, %109[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %111 = llvm.insertvalue %103, %110[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %112 = llvm.insertvalue %104, %111[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %113 = llvm.insertvalue %105, %112[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %114 = llvm.insertvalue %arg15, %113[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %115 = llvm.insertvalue %106, %114[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %116 = llvm.insertvalue %107, %115[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %117 = llvm.insertvalue %108, %116[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %118 = builtin.unrealized_conversion_cast %117 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<21x19x?xf16, strided<[1, 21, 399]>, 1>
      %119 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %120 = llvm.mlir.constant(0 : i64) : i64
      %121 = llvm.mlir.constant(45 : i64) : i64
      %122 = llvm.mlir.constant(19 : i64) : i64
      %123 = llvm.mlir.constant(1 : i64) : i64
      %124 = llvm.mlir.constant(45 : i64) : i64
      %125 = llvm.mlir.constant(855 : i64) : i64
      %126 = llvm.insertvalue %arg16, %119[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %127 = llvm.insertvalue %arg16, %126[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %128 = llvm.insertvalue %120, %127[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %129 = llvm.insertvalue %121, %128[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %130 = llvm.insertvalue %122, %129[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %131 = llvm.insertvalue %arg17, %130[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %132 = llvm.insertvalue %123, %131[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %133 = llvm.insertvalue %124, %132[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %134 = llvm.insertvalue %125, %133[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %135 = builtin.unrealized_conversion_cast %134 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<45x19x?xf32, strided<[1, 45, 855]>, 1>
      %136 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %137 = llvm.mlir.constant(0 : i64) : i64
      %138 = llvm.mlir.constant(1 : i64) : i64
      %139 = llvm.insertvalue %arg18, %136[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %140 = llvm.insertvalue %arg18, %139[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %141 = llvm.insertvalue %137, %140[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %142 = llvm.insertvalue %arg19, %141[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %143 = llvm.insertvalue %arg20, %142[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %144 = llvm.insertvalue %arg22, %143[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %145 = llvm.insertvalue %138, %144[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %146 = llvm.insertvalue %arg21, %145[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %147 = llvm.insertvalue %arg23, %146[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %148 = builtin.unrealized_conversion_cast %147 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x?xbf16, strided<[1, ?, ?]>, 1>
      %149 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %150 = llvm.mlir.constant(0 : i64) : i64
      %151 = llvm.mlir.constant(1 : i64) : i64
      %152 = llvm.insertvalue %arg24, %149[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %153 = llvm.insertvalue %arg24, %152[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %154 = llvm.insertvalue %150, %153[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %155 = llvm.insertvalue %arg25, %154[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %156 = llvm.insertvalue %arg26, %155[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %157 = llvm.insertvalue %arg28, %156[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %158 = llvm.insertvalue %151, %157[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %159 = llvm.insertvalue %arg27, %158[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %160 = llvm.insertvalue %arg29, %159[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %161 = builtin.unrealized_conversion_cast %160 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x?xbf16, strided<[1, ?, ?]>, 1>
      %162 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %163 = llvm.mlir.constant(0 : i64) : i64
      %164 = llvm.mlir.constant(1 : i64) : i64
      %165 = llvm.insertvalue %arg30, %162[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %166 = llvm.insertvalue %arg30, %165[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %167 = llvm.insertvalue %163, %166[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %168 = llvm.insertvalue %arg31, %167[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %169 = llvm.insertvalue %arg32, %168[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %170 = llvm.insertvalue %arg34, %169[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %171 = llvm.insertvalue %164, %170[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %172 = llvm.insertvalue %arg33, %171[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %173 = llvm.insertvalue %arg35, %172[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %174 = builtin.unrealized_conversion_cast %173 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x?xf32, strided<[1, ?, ?]>, 1>
      %175 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %176 = llvm.mlir.constant(0 : i64) : i64
      %177 = llvm.mlir.constant(21 : i64) : i64
      %178 = llvm.mlir.constant(45 : i64) : i64
      %179 = llvm.mlir.constant(1 : i64) : i64
      %180 = llvm.mlir.constant(21 : i64) : i64
      %181 = llvm.mlir.constant(945 : i64) : i64
      %182 = llvm.insertvalue %arg36, %175[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %183 = llvm.insertvalue %arg36, %182[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %184 = llvm.insertvalue %176, %183[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %185 = llvm.insertvalue %177, %184[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %186 = llvm.insertvalue %178, %185[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %187 = llvm.insertvalue %arg37, %186[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %188 = llvm.insertvalue %179, %187[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %189 = llvm.insertvalue %180, %188[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %190 = llvm.insertvalue %181, %189[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %191 = builtin.unrealized_conversion_cast %190 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<21x45x?xf64, strided<[1, 21, 945]>, 1>
      %192 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %193 = llvm.mlir.constant(0 : i64) : i64
      %194 = llvm.mlir.constant(21 : i64) : i64
      %195 = llvm.mlir.constant(37 : i64) : i64
      %196 = llvm.mlir.constant(1 : i64) : i64
      %197 = llvm.mlir.constant(21 : i64) : i64
      %198 = llvm.mlir.constant(777 : i64) : i64
      %199 = llvm.insertvalue %arg38, %192[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %200 = llvm.insertvalue %arg38, %199[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %201 = llvm.insertvalue %193, %200[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %202 = llvm.insertvalue %194, %201[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %203 = llvm.insertvalue %195, %202[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %204 = llvm.insertvalue %arg39, %203[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %205 = llvm.insertvalue %196, %204[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %206 = llvm.insertvalue %197, %205[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %207 = llvm.insertvalue %198, %206[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %208 = builtin.unrealized_conversion_cast %207 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<21x37x?xf64, strided<[1, 21, 777]>, 1>
      %209 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %210 = llvm.mlir.constant(0 : i64) : i64
      %211 = llvm.mlir.constant(45 : i64) : i64
      %212 = llvm.mlir.constant(37 : i64) : i64
      %213 = llvm.mlir.constant(1 : i64) : i64
      %214 = llvm.mlir.constant(45 : i64) : i64
      %215 = llvm.mlir.constant(1665 : i64) : i64
      %216 = llvm.insertvalue %arg40, %209[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %217 = llvm.insertvalue %arg40, %216[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %218 = llvm.insertvalue %210, %217[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %219 = llvm.insertvalue %211, %218[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %220 = llvm.insertvalue %212, %219[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %221 = llvm.insertvalue %arg41, %220[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %222 = llvm.insertvalue %213, %221[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %223 = llvm.insertvalue %214, %222[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %224 = llvm.insertvalue %215, %223[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %225 = builtin.unrealized_conversion_cast %224 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<45x37x?xf64, strided<[1, 45, 1665]>, 1>
      %226 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %227 = llvm.mlir.constant(0 : i64) : i64
      %228 = llvm.mlir.constant(37 : i64) : i64
      %229 = llvm.mlir.constant(70 : i64) : i64
      %230 = llvm.mlir.constant(1 : i64) : i64
      %231 = llvm.mlir.constant(37 : i64) : i64
      %232 = llvm.mlir.constant(2590 : i64) : i64
      %233 = llvm.insertvalue %arg42, %226[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %234 = llvm.insertvalue %arg42, %233[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %235 = llvm.insertvalue %227, %234[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %236 = llvm.insertvalue %228, %235[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %237 = llvm.insertvalue %229, %236[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %238 = llvm.insertvalue %arg43, %237[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %239 = llvm.insertvalue %230, %238[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %240 = llvm.insertvalue %231, %239[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %241 = llvm.insertvalue %232, %240[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %242 = builtin.unrealized_conversion_cast %241 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<37x70x?xf16, strided<[1, 37, 2590]>, 1>
      %243 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %244 = llvm.mlir.constant(0 : i64) : i64
      %245 = llvm.mlir.constant(40 : i64) : i64
      %246 = llvm.mlir.constant(37 : i64) : i64
      %247 = llvm.mlir.constant(1 : i64) : i64
      %248 = llvm.mlir.constant(40 : i64) : i64
      %249 = llvm.mlir.constant(1480 : i64) : i64
      %250 = llvm.insertvalue %arg44, %243[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %251 = llvm.insertvalue %arg44, %250[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %252 = llvm.insertvalue %244, %251[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %253 = llvm.insertvalue %245, %252[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %254 = llvm.insertvalue %246, %253[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %255 = llvm.insertvalue %arg45, %254[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %256 = llvm.insertvalue %247, %255[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %257 = llvm.insertvalue %248, %256[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %258 = llvm.insertvalue %249, %257[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %259 = builtin.unrealized_conversion_cast %258 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<40x37x?xf16, strided<[1, 40, 1480]>, 1>
      %260 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %261 = llvm.mlir.constant(0 : i64) : i64
      %262 = llvm.mlir.constant(70 : i64) : i64
      %263 = llvm.mlir.constant(40 : i64) : i64
      %264 = llvm.mlir.constant(1 : i64) : i64
      %265 = llvm.mlir.constant(70 : i64) : i64
      %266 = llvm.mlir.constant(2800 : i64) : i64
      %267 = llvm.insertvalue %arg46, %260[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %268 = llvm.insertvalue %arg46, %267[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %269 = llvm.insertvalue %261, %268[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %270 = llvm.insertvalue %262, %269[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %271 = llvm.insertvalue %263, %270[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %272 = llvm.insertvalue %arg47, %271[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %273 = llvm.insertvalue %264, %272[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %274 = llvm.insertvalue %265, %273[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %275 = llvm.insertvalue %266, %274[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %276 = builtin.unrealized_conversion_cast %275 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<70x40x?xf32, strided<[1, 70, 2800]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<37x13x?xf64, strided<[1, 37, 481]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<37x13x?xf64, strided<[1, 37, 481]>, 1> -> index
      %277 = arith.index_cast %intptr : index to i64
      %278 = llvm.inttoptr %277 : i64 to !llvm.ptr<1>
      %279 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<13x29x?xf64, strided<[1, 13, 377]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<13x29x?xf64, strided<[1, 13, 377]>, 1> -> index
      %280 = arith.index_cast %intptr_4 : index to i64
      %281 = llvm.inttoptr %280 : i64 to !llvm.ptr<1>
      %282 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<37x29x?xf64, strided<[1, 37, 1073]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<37x29x?xf64, strided<[1, 37, 1073]>, 1> -> index
      %283 = arith.index_cast %intptr_9 : index to i64
      %284 = llvm.inttoptr %283 : i64 to !llvm.ptr<1>
      %285 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %67 : memref<13x8x?xf64, strided<[1, 16, 128]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %67 : memref<13x8x?xf64, strided<[1, 16, 128]>, 1> -> index
      %286 = arith.index_cast %intptr_14 : index to i64
      %287 = llvm.inttoptr %286 : i64 to !llvm.ptr<1>
      %288 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %84 : memref<37x8x?xf64, strided<[1, 37, 296]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %84 : memref<37x8x?xf64, strided<[1, 37, 296]>, 1> -> index
      %289 = arith.index_cast %intptr_19 : index to i64
      %290 = llvm.inttoptr %289 : i64 to !llvm.ptr<1>
      %291 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %101 : memref<21x45x?xf16, strided<[1, 21, 945]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %101 : memref<21x45x?xf16, strided<[1, 21, 945]>, 1> -> index
      %292 = arith.index_cast %intptr_24 : index to i64
      %293 = llvm.inttoptr %292 : i64 to !llvm.ptr<1>
      %294 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %118 : memref<21x19x?xf16, strided<[1, 21, 399]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %118 : memref<21x19x?xf16, strided<[1, 21, 399]>, 1> -> index
      %295 = arith.index_cast %intptr_29 : index to i64
      %296 = llvm.inttoptr %295 : i64 to !llvm.ptr<1>
      %297 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %135 : memref<45x19x?xf32, strided<[1, 45, 855]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %135 : memref<45x19x?xf32, strided<[1, 45, 855]>, 1> -> index
      %298 = arith.index_cast %intptr_34 : index to i64
      %299 = llvm.inttoptr %298 : i64 to !llvm.ptr<1>
      %300 = arith.index_cast %sizes_32#2 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:3, %strides_38:3 = memref.extract_strided_metadata %148 : memref<?x?x?xbf16, strided<[1, ?, ?]>, 1> -> memref<bf16, 1>, index, index, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %148 : memref<?x?x?xbf16, strided<[1, ?, ?]>, 1> -> index
      %301 = arith.index_cast %intptr_39 : index to i64
      %302 = llvm.inttoptr %301 : i64 to !llvm.ptr<1>
      %303 = arith.index_cast %sizes_37#0 : index to i64
      %304 = arith.index_cast %sizes_37#1 : index to i64
      %305 = arith.index_cast %strides_38#1 : index to i64
      %306 = arith.index_cast %sizes_37#2 : index to i64
      %307 = arith.index_cast %strides_38#2 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:3, %strides_43:3 = memref.extract_strided_metadata %161 : memref<?x?x?xbf16, strided<[1, ?, ?]>, 1> -> memref<bf16, 1>, index, index, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %161 : memref<?x?x?xbf16, strided<[1, ?, ?]>, 1> -> index
      %308 = arith.index_cast %intptr_44 : index to i64
      %309 = llvm.inttoptr %308 : i64 to !llvm.ptr<1>
      %310 = arith.index_cast %sizes_42#0 : index to i64
      %311 = arith.index_cast %sizes_42#1 : index to i64
      %312 = arith.index_cast %strides_43#1 : index to i64
      %313 = arith.index_cast %sizes_42#2 : index to i64
      %314 = arith.index_cast %strides_43#2 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:3, %strides_48:3 = memref.extract_strided_metadata %174 : memref<?x?x?xf32, strided<[1, ?, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %174 : memref<?x?x?xf32, strided<[1, ?, ?]>, 1> -> index
      %315 = arith.index_cast %intptr_49 : index to i64
      %316 = llvm.inttoptr %315 : i64 to !llvm.ptr<1>
      %317 = arith.index_cast %sizes_47#0 : index to i64
      %318 = arith.index_cast %sizes_47#1 : index to i64
      %319 = arith.index_cast %strides_48#1 : index to i64
      %320 = arith.index_cast %sizes_47#2 : index to i64
      %321 = arith.index_cast %strides_48#2 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:3, %strides_53:3 = memref.extract_strided_metadata %191 : memref<21x45x?xf64, strided<[1, 21, 945]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %191 : memref<21x45x?xf64, strided<[1, 21, 945]>, 1> -> index
      %322 = arith.index_cast %intptr_54 : index to i64
      %323 = llvm.inttoptr %322 : i64 to !llvm.ptr<1>
      %324 = arith.index_cast %sizes_52#2 : index to i64
      %base_buffer_55, %offset_56, %sizes_57:3, %strides_58:3 = memref.extract_strided_metadata %208 : memref<21x37x?xf64, strided<[1, 21, 777]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %208 : memref<21x37x?xf64, strided<[1, 21, 777]>, 1> -> index
      %325 = arith.index_cast %intptr_59 : index to i64
      %326 = llvm.inttoptr %325 : i64 to !llvm.ptr<1>
      %327 = arith.index_cast %sizes_57#2 : index to i64
      %base_buffer_60, %offset_61, %sizes_62:3, %strides_63:3 = memref.extract_strided_metadata %225 : memref<45x37x?xf64, strided<[1, 45, 1665]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %225 : memref<45x37x?xf64, strided<[1, 45, 1665]>, 1> -> index
      %328 = arith.index_cast %intptr_64 : index to i64
      %329 = llvm.inttoptr %328 : i64 to !llvm.ptr<1>
      %330 = arith.index_cast %sizes_62#2 : index to i64
      %base_buffer_65, %offset_66, %sizes_67:3, %strides_68:3 = memref.extract_strided_metadata %242 : memref<37x70x?xf16, strided<[1, 37, 2590]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %242 : memref<37x70x?xf16, strided<[1, 37, 2590]>, 1> -> index
      %331 = arith.index_cast %intptr_69 : index to i64
      %332 = llvm.inttoptr %331 : i64 to !llvm.ptr<1>
      %333 = arith.index_cast %sizes_67#2 : index to i64
      %base_buffer_70, %offset_71, %sizes_72:3, %strides_73:3 = memref.extract_strided_metadata %259 : memref<40x37x?xf16, strided<[1, 40, 1480]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr_74 = memref.extract_aligned_pointer_as_index %259 : memref<40x37x?xf16, strided<[1, 40, 1480]>, 1> -> index
      %334 = arith.index_cast %intptr_74 : index to i64
      %335 = llvm.inttoptr %334 : i64 to !llvm.ptr<1>
      %336 = arith.index_cast %sizes_72#2 : index to i64
      %base_buffer_75, %offset_76, %sizes_77:3, %strides_78:3 = memref.extract_strided_metadata %276 : memref<70x40x?xf32, strided<[1, 70, 2800]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_79 = memref.extract_aligned_pointer_as_index %276 : memref<70x40x?xf32, strided<[1, 70, 2800]>, 1> -> index
      %337 = arith.index_cast %intptr_79 : index to i64
      %338 = llvm.inttoptr %337 : i64 to !llvm.ptr<1>
      %339 = arith.index_cast %sizes_77#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_80 = memref.alloca() : memref<f64>
      %alloca_81 = memref.alloca() : memref<f64>
      %alloca_82 = memref.alloca() : memref<f64>
      %alloca_83 = memref.alloca() : memref<f64>
      %alloca_84 = memref.alloca() : memref<f64>
      %alloca_85 = memref.alloca() : memref<f64>
      %alloca_86 = memref.alloca() : memref<f64>
      %alloca_87 = memref.alloca() : memref<f32>
      %alloca_88 = memref.alloca() : memref<f32>
      %alloca_89 = memref.alloca() : memref<f32>
      %alloca_90 = memref.alloca() : memref<f32>
      %alloca_91 = memref.alloca() : memref<f16>
      %alloca_92 = memref.alloca() : memref<f16>
      %alloca_93 = memref.alloca() : memref<f16>
      %alloca_94 = memref.alloca() : memref<f16>
      %alloca_95 = memref.alloca() : memref<f16>
      %alloca_96 = memref.alloca() : memref<f16>
      %alloca_97 = memref.alloca() : memref<f16>
      %alloca_98 = memref.alloca() : memref<f16>
      %alloca_99 = memref.alloca() : memref<f16>
      %alloca_100 = memref.alloca() : memref<f16>
      %alloca_101 = memref.alloca() : memref<f16>
      %alloca_102 = memref.alloca() : memref<f16>
      %alloca_103 = memref.alloca() : memref<f32>
      %alloca_104 = memref.alloca() : memref<f32>
      %alloca_105 = memref.alloca() : memref<f32>
      %alloca_106 = memref.alloca() : memref<f32>
      %alloca_107 = memref.alloca() : memref<bf16>
      %alloca_108 = memref.alloca() : memref<bf16>
      %alloca_109 = memref.alloca() : memref<bf16>
      %alloca_110 = memref.alloca() : memref<bf16>
      %alloca_111 = memref.alloca() : memref<bf16>
      %alloca_112 = memref.alloca() : memref<bf16>
      %alloca_113 = memref.alloca() : memref<bf16>
      %alloca_114 = memref.alloca() : memref<bf16>
      %alloca_115 = memref.alloca() : memref<bf16>
      %alloca_116 = memref.alloca() : memref<bf16>
      %alloca_117 = memref.alloca() : memref<bf16>
      %alloca_118 = memref.alloca() : memref<bf16>
      %alloca_119 = memref.alloca() : memref<f64>
      %alloca_120 = memref.alloca() : memref<f64>
      %alloca_121 = memref.alloca() : memref<f64>
      %alloca_122 = memref.alloca() : memref<f64>
      %alloca_123 = memref.alloca() : memref<f64>
      %alloca_124 = memref.alloca() : memref<f64>
      %alloca_125 = memref.alloca() : memref<f64>
      %alloca_126 = memref.alloca() : memref<f64>
      %alloca_127 = memref.alloca() : memref<f64>
      %alloca_128 = memref.alloca() : memref<f64>
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
      %alloca_142 = memref.alloca() : memref<f32>
      %alloca_143 = memref.alloca() : memref<f32>
      %alloca_144 = memref.alloca() : memref<f32>
      %alloca_145 = memref.alloca() : memref<f16>
      %alloca_146 = memref.alloca() : memref<f16>
      %alloca_147 = memref.alloca() : memref<f16>
      %alloca_148 = memref.alloca() : memref<f16>
      %alloca_149 = memref.alloca() : memref<f16>
      %alloca_150 = memref.alloca() : memref<f16>
      %alloca_151 = memref.alloca() : memref<f16>
      %alloca_152 = memref.alloca() : memref<f16>
      %alloca_153 = memref.alloca() : memref<f16>
      %alloca_154 = memref.alloca() : memref<f16>
      %alloca_155 = memref.alloca() : memref<f16>
      %alloca_156 = memref.alloca() : memref<f16>
      %alloca_157 = memref.alloca() : memref<f16>
      %alloca_158 = memref.alloca() : memref<f16>
      %alloca_159 = memref.alloca() : memref<f16>
      %alloca_160 = memref.alloca() : memref<f16>
      %alloca_161 = memref.alloca() : memref<f16>
      %alloca_162 = memref.alloca() : memref<f16>
      %alloca_163 = memref.alloca() : memref<f16>
      %alloca_164 = memref.alloca() : memref<f16>
      %alloca_165 = memref.alloca() : memref<f16>
      %alloca_166 = memref.alloca() : memref<f16>
      %alloca_167 = memref.alloca() : memref<f16>
      %alloca_168 = memref.alloca() : memref<f16>
      %alloca_169 = memref.alloca() : memref<f16>
      %alloca_170 = memref.alloca() : memref<f16>
      %alloca_171 = memref.alloca() : memref<f16>
      %alloca_172 = memref.alloca() : memref<f16>
      %alloca_173 = memref.alloca() : memref<f16>
      %alloca_174 = memref.alloca() : memref<f16>
      %alloca_175 = memref.alloca() : memref<f16>
      %alloca_176 = memref.alloca() : memref<f16>
      %alloca_177 = memref.alloca() : memref<f16>
      %alloca_178 = memref.alloca() : memref<f16>
      %alloca_179 = memref.alloca() : memref<f16>
      %alloca_180 = memref.alloca() : memref<f16>
      %alloca_181 = memref.alloca() : memref<f16>
      %alloca_182 = memref.alloca() : memref<f16>
      %alloca_183 = memref.alloca() : memref<f16>
      %alloca_184 = memref.alloca() : memref<f16>
      %alloca_185 = memref.alloca() : memref<f16>
      %alloca_186 = memref.alloca() : memref<f16>
      %alloca_187 = memref.alloca() : memref<f16>
      %alloca_188 = memref.alloca() : memref<f16>
      %alloca_189 = memref.alloca() : memref<f16>
      %alloca_190 = memref.alloca() : memref<f16>
      %alloca_191 = memref.alloca() : memref<f16>
      %alloca_192 = memref.alloca() : memref<f16>
      %alloca_193 = memref.alloca() : memref<f16>
      %alloca_194 = memref.alloca() : memref<f16>
      %block_id_x = gpu.block_id  x
      %340 = arith.index_cast %block_id_x : index to i64
      %c481_i64 = arith.constant 481 : i64
      %341 = arith.muli %340, %c481_i64 : i64
      %342 = llvm.getelementptr %278[%341] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c377_i64 = arith.constant 377 : i64
      %343 = arith.muli %340, %c377_i64 : i64
      %344 = llvm.getelementptr %281[%343] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c1073_i64 = arith.constant 1073 : i64
      %345 = arith.muli %340, %c1073_i64 : i64
      %346 = llvm.getelementptr %284[%345] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %347 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %348 = arith.index_cast %thread_id_y : index to i64
      %349 = arith.muli %c64_i64, %348 : i64
      %350 = arith.addi %347, %349 : i64
      %c32_i64 = arith.constant 32 : i64
      %351 = arith.divsi %350, %c32_i64 : i64
      %c32_i64_195 = arith.constant 32 : i64
      %352 = arith.remsi %350, %c32_i64_195 : i64
      %c4_i64 = arith.constant 4 : i64
      %353 = arith.divsi %352, %c4_i64 : i64
      %c4_i64_196 = arith.constant 4 : i64
      %354 = arith.remsi %352, %c4_i64_196 : i64
      %c20_i64 = arith.constant 20 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg48 = %351 to %c20_i64 step %c16_i64  : i64 {
        %c5_i64_252 = arith.constant 5 : i64
        %440 = arith.remsi %arg48, %c5_i64_252 : i64
        %c5_i64_253 = arith.constant 5 : i64
        %441 = arith.divsi %arg48, %c5_i64_253 : i64
        %c8_i64_254 = arith.constant 8 : i64
        %442 = arith.muli %440, %c8_i64_254 : i64
        %c8_i64_255 = arith.constant 8 : i64
        %443 = arith.muli %441, %c8_i64_255 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_256 = arith.constant 0.000000e+00 : f64
        memref.store %cst_256, %alloca_80[] : memref<f64>
        %444 = arith.addi %442, %353 : i64
        %c36_i64 = arith.constant 36 : i64
        %445 = arith.minsi %444, %c36_i64 : i64
        %446 = arith.addi %443, %353 : i64
        %c28_i64 = arith.constant 28 : i64
        %447 = arith.minsi %446, %c28_i64 : i64
        %c0_i64_257 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_258 = arith.constant 4 : i64
        scf.for %arg49 = %c0_i64_257 to %c12_i64 step %c4_i64_258  : i64 {
          %482 = arith.addi %arg49, %354 : i64
          %483 = arith.addi %arg49, %354 : i64
          %c37_i64_270 = arith.constant 37 : i64
          %484 = arith.muli %482, %c37_i64_270 : i64
          %485 = arith.addi %445, %484 : i64
          %486 = llvm.getelementptr %342[%485] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %487 = llvm.load %486 : !llvm.ptr<1> -> f64
          %c13_i64_271 = arith.constant 13 : i64
          %488 = arith.muli %447, %c13_i64_271 : i64
          %489 = arith.addi %483, %488 : i64
          %490 = llvm.getelementptr %344[%489] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %491 = llvm.load %490 : !llvm.ptr<1> -> f64
          %492 = memref.load %alloca[] : memref<f64>
          %493 = memref.load %alloca_80[] : memref<f64>
          %494 = nvvm.mma.sync A[%487]  B[%491]  C[%492, %493]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %495 = llvm.extractvalue %494[0] : !llvm.struct<(f64, f64)> 
          memref.store %495, %alloca[] : memref<f64>
          %496 = llvm.extractvalue %494[1] : !llvm.struct<(f64, f64)> 
          memref.store %496, %alloca_80[] : memref<f64>
        }
        %c12_i64_259 = arith.constant 12 : i64
        %448 = arith.addi %c12_i64_259, %354 : i64
        %c12_i64_260 = arith.constant 12 : i64
        %449 = arith.addi %c12_i64_260, %354 : i64
        %c12_i64_261 = arith.constant 12 : i64
        %450 = arith.minsi %448, %c12_i64_261 : i64
        %c37_i64 = arith.constant 37 : i64
        %451 = arith.muli %450, %c37_i64 : i64
        %452 = arith.addi %445, %451 : i64
        %453 = llvm.getelementptr %342[%452] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %454 = llvm.load %453 : !llvm.ptr<1> -> f64
        memref.store %454, %alloca_81[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %455 = arith.cmpi sge, %448, %c13_i64 : i64
        scf.if %455 {
          %cst_270 = arith.constant 0.000000e+00 : f64
          memref.store %cst_270, %alloca_81[] : memref<f64>
        }
        %c12_i64_262 = arith.constant 12 : i64
        %456 = arith.minsi %449, %c12_i64_262 : i64
        %c13_i64_263 = arith.constant 13 : i64
        %457 = arith.muli %447, %c13_i64_263 : i64
        %458 = arith.addi %456, %457 : i64
        %459 = llvm.getelementptr %344[%458] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %460 = llvm.load %459 : !llvm.ptr<1> -> f64
        memref.store %460, %alloca_82[] : memref<f64>
        %c13_i64_264 = arith.constant 13 : i64
        %461 = arith.cmpi sge, %449, %c13_i64_264 : i64
        scf.if %461 {
          %cst_270 = arith.constant 0.000000e+00 : f64
          memref.store %cst_270, %alloca_82[] : memref<f64>
        }
        %462 = memref.load %alloca_81[] : memref<f64>
        %463 = memref.load %alloca_82[] : memref<f64>
        %464 = memref.load %alloca[] : memref<f64>
        %465 = memref.load %alloca_80[] : memref<f64>
        %466 = nvvm.mma.sync A[%462]  B[%463]  C[%464, %465]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %467 = llvm.extractvalue %466[0] : !llvm.struct<(f64, f64)> 
        memref.store %467, %alloca[] : memref<f64>
        %468 = llvm.extractvalue %466[1] : !llvm.struct<(f64, f64)> 
        memref.store %468, %alloca_80[] : memref<f64>
        %469 = arith.addi %442, %353 : i64
        %c2_i64 = arith.constant 2 : i64
        %470 = arith.muli %354, %c2_i64 : i64
        %471 = arith.addi %443, %470 : i64
        %c37_i64_265 = arith.constant 37 : i64
        %472 = arith.cmpi slt, %469, %c37_i64_265 : i64
        %c29_i64 = arith.constant 29 : i64
        %473 = arith.cmpi slt, %471, %c29_i64 : i64
        %474 = arith.andi %472, %473 : i1
        scf.if %474 {
          %cst_270 = arith.constant 5.000000e-01 : f64
          %c37_i64_271 = arith.constant 37 : i64
          %482 = arith.muli %471, %c37_i64_271 : i64
          %483 = arith.addi %469, %482 : i64
          %484 = llvm.getelementptr %346[%483] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %485 = llvm.load %484 : !llvm.ptr<1> -> f64
          %486 = memref.load %alloca[] : memref<f64>
          %487 = arith.mulf %arg0, %486 : f64
          %488 = llvm.intr.fma(%cst_270, %485, %487) : (f64, f64, f64) -> f64
          %c37_i64_272 = arith.constant 37 : i64
          %489 = arith.muli %471, %c37_i64_272 : i64
          %490 = arith.addi %469, %489 : i64
          %491 = llvm.getelementptr %346[%490] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %488, %491 : f64, !llvm.ptr<1>
        }
        %475 = arith.addi %442, %353 : i64
        %c2_i64_266 = arith.constant 2 : i64
        %476 = arith.muli %354, %c2_i64_266 : i64
        %c1_i64_267 = arith.constant 1 : i64
        %477 = arith.addi %476, %c1_i64_267 : i64
        %478 = arith.addi %443, %477 : i64
        %c37_i64_268 = arith.constant 37 : i64
        %479 = arith.cmpi slt, %475, %c37_i64_268 : i64
        %c29_i64_269 = arith.constant 29 : i64
        %480 = arith.cmpi slt, %478, %c29_i64_269 : i64
        %481 = arith.andi %479, %480 : i1
        scf.if %481 {
          %cst_270 = arith.constant 5.000000e-01 : f64
          %c37_i64_271 = arith.constant 37 : i64
          %482 = arith.muli %478, %c37_i64_271 : i64
          %483 = arith.addi %475, %482 : i64
          %484 = llvm.getelementptr %346[%483] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %485 = llvm.load %484 : !llvm.ptr<1> -> f64
          %486 = memref.load %alloca_80[] : memref<f64>
          %487 = arith.mulf %arg0, %486 : f64
          %488 = llvm.intr.fma(%cst_270, %485, %487) : (f64, f64, f64) -> f64
          %c37_i64_272 = arith.constant 37 : i64
          %489 = arith.muli %478, %c37_i64_272 : i64
          %490 = arith.addi %475, %489 : i64
          %491 = llvm.getelementptr %346[%490] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %488, %491 : f64, !llvm.ptr<1>
        }
      }
      %c128_i64 = arith.constant 128 : i64
      %355 = arith.muli %340, %c128_i64 : i64
      %356 = llvm.getelementptr %287[%355] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c296_i64 = arith.constant 296 : i64
      %357 = arith.muli %340, %c296_i64 : i64
      %358 = llvm.getelementptr %290[%357] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_197 = gpu.thread_id  x
      %359 = arith.index_cast %thread_id_x_197 : index to i64
      %c64_i64_198 = arith.constant 64 : i64
      %thread_id_y_199 = gpu.thread_id  y
      %360 = arith.index_cast %thread_id_y_199 : index to i64
      %361 = arith.muli %c64_i64_198, %360 : i64
      %362 = arith.addi %359, %361 : i64
      %c32_i64_200 = arith.constant 32 : i64
      %363 = arith.divsi %362, %c32_i64_200 : i64
      %c32_i64_201 = arith.constant 32 : i64
      %364 = arith.remsi %362, %c32_i64_201 : i64
      %c4_i64_202 = arith.constant 4 : i64
      %365 = arith.divsi %364, %c4_i64_202 : i64
      %c4_i64_203 = arith.constant 4 : i64
      %366 = arith.remsi %364, %c4_i64_203 : i64
      %c5_i64 = arith.constant 5 : i64
      %c16_i64_204 = arith.constant 16 : i64
      scf.for %arg48 = %363 to %c5_i64 step %c16_i64_204  : i64 {
        %c5_i64_252 = arith.constant 5 : i64
        %440 = arith.remsi %arg48, %c5_i64_252 : i64
        %c5_i64_253 = arith.constant 5 : i64
        %441 = arith.divsi %arg48, %c5_i64_253 : i64
        %c8_i64_254 = arith.constant 8 : i64
        %442 = arith.muli %440, %c8_i64_254 : i64
        %c8_i64_255 = arith.constant 8 : i64
        %443 = arith.muli %441, %c8_i64_255 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_83[] : memref<f64>
        %cst_256 = arith.constant 0.000000e+00 : f64
        memref.store %cst_256, %alloca_84[] : memref<f64>
        %444 = arith.addi %442, %365 : i64
        %c36_i64 = arith.constant 36 : i64
        %445 = arith.minsi %444, %c36_i64 : i64
        %446 = arith.addi %443, %365 : i64
        %c0_i64_257 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_258 = arith.constant 4 : i64
        scf.for %arg49 = %c0_i64_257 to %c12_i64 step %c4_i64_258  : i64 {
          %477 = arith.addi %arg49, %366 : i64
          %478 = arith.addi %arg49, %366 : i64
          %c37_i64_269 = arith.constant 37 : i64
          %479 = arith.muli %477, %c37_i64_269 : i64
          %480 = arith.addi %445, %479 : i64
          %481 = llvm.getelementptr %342[%480] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %482 = llvm.load %481 : !llvm.ptr<1> -> f64
          %c16_i64_270 = arith.constant 16 : i64
          %483 = arith.muli %446, %c16_i64_270 : i64
          %484 = arith.addi %478, %483 : i64
          %485 = llvm.getelementptr %356[%484] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %486 = llvm.load %485 : !llvm.ptr<1> -> f64
          %487 = memref.load %alloca_83[] : memref<f64>
          %488 = memref.load %alloca_84[] : memref<f64>
          %489 = nvvm.mma.sync A[%482]  B[%486]  C[%487, %488]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %490 = llvm.extractvalue %489[0] : !llvm.struct<(f64, f64)> 
          memref.store %490, %alloca_83[] : memref<f64>
          %491 = llvm.extractvalue %489[1] : !llvm.struct<(f64, f64)> 
          memref.store %491, %alloca_84[] : memref<f64>
        }
        %c12_i64_259 = arith.constant 12 : i64
        %447 = arith.addi %c12_i64_259, %366 : i64
        %c12_i64_260 = arith.constant 12 : i64
        %448 = arith.addi %c12_i64_260, %366 : i64
        %c12_i64_261 = arith.constant 12 : i64
        %449 = arith.minsi %447, %c12_i64_261 : i64
        %c37_i64 = arith.constant 37 : i64
        %450 = arith.muli %449, %c37_i64 : i64
        %451 = arith.addi %445, %450 : i64
        %452 = llvm.getelementptr %342[%451] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %453 = llvm.load %452 : !llvm.ptr<1> -> f64
        memref.store %453, %alloca_85[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %454 = arith.cmpi sge, %447, %c13_i64 : i64
        scf.if %454 {
          %cst_269 = arith.constant 0.000000e+00 : f64
          memref.store %cst_269, %alloca_85[] : memref<f64>
        }
        %c12_i64_262 = arith.constant 12 : i64
        %455 = arith.minsi %448, %c12_i64_262 : i64
        %c16_i64_263 = arith.constant 16 : i64
        %456 = arith.muli %446, %c16_i64_263 : i64
        %457 = arith.addi %455, %456 : i64
        %458 = llvm.getelementptr %356[%457] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %459 = llvm.load %458 : !llvm.ptr<1> -> f64
        memref.store %459, %alloca_86[] : memref<f64>
        %c13_i64_264 = arith.constant 13 : i64
        %460 = arith.cmpi sge, %448, %c13_i64_264 : i64
        scf.if %460 {
          %cst_269 = arith.constant 0.000000e+00 : f64
          memref.store %cst_269, %alloca_86[] : memref<f64>
        }
        %461 = memref.load %alloca_85[] : memref<f64>
        %462 = memref.load %alloca_86[] : memref<f64>
        %463 = memref.load %alloca_83[] : memref<f64>
        %464 = memref.load %alloca_84[] : memref<f64>
        %465 = nvvm.mma.sync A[%461]  B[%462]  C[%463, %464]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %466 = llvm.extractvalue %465[0] : !llvm.struct<(f64, f64)> 
        memref.store %466, %alloca_83[] : memref<f64>
        %467 = llvm.extractvalue %465[1] : !llvm.struct<(f64, f64)> 
        memref.store %467, %alloca_84[] : memref<f64>
        %468 = arith.addi %442, %365 : i64
        %c2_i64 = arith.constant 2 : i64
        %469 = arith.muli %366, %c2_i64 : i64
        %470 = arith.addi %443, %469 : i64
        %c37_i64_265 = arith.constant 37 : i64
        %471 = arith.cmpi slt, %468, %c37_i64_265 : i64
        scf.if %471 {
          %477 = memref.load %alloca_83[] : memref<f64>
          %478 = arith.mulf %arg0, %477 : f64
          %c37_i64_269 = arith.constant 37 : i64
          %479 = arith.muli %470, %c37_i64_269 : i64
          %480 = arith.addi %468, %479 : i64
          %481 = llvm.getelementptr %358[%480] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %478, %481 : f64, !llvm.ptr<1>
        }
        %472 = arith.addi %442, %365 : i64
        %c2_i64_266 = arith.constant 2 : i64
        %473 = arith.muli %366, %c2_i64_266 : i64
        %c1_i64_267 = arith.constant 1 : i64
        %474 = arith.addi %473, %c1_i64_267 : i64
        %475 = arith.addi %443, %474 : i64
        %c37_i64_268 = arith.constant 37 : i64
        %476 = arith.cmpi slt, %472, %c37_i64_268 : i64
        scf.if %476 {
          %477 = memref.load %alloca_84[] : memref<f64>
          %478 = arith.mulf %arg0, %477 : f64
          %c37_i64_269 = arith.constant 37 : i64
          %479 = arith.muli %475, %c37_i64_269 : i64
          %480 = arith.addi %472, %479 : i64
          %481 = llvm.getelementptr %358[%480] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %478, %481 : f64, !llvm.ptr<1>
        }
      }
      %c945_i64 = arith.constant 945 : i64
      %367 = arith.muli %340, %c945_i64 : i64
      %368 = llvm.getelementptr %293[%367] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %c399_i64 = arith.constant 399 : i64
      %369 = arith.muli %340, %c399_i64 : i64
      %370 = llvm.getelementptr %296[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %c855_i64 = arith.constant 855 : i64
      %371 = arith.muli %340, %c855_i64 : i64
      %372 = llvm.getelementptr %299[%371] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_205 = gpu.thread_id  x
      %373 = arith.index_cast %thread_id_x_205 : index to i64
      %c64_i64_206 = arith.constant 64 : i64
      %thread_id_y_207 = gpu.thread_id  y
      %374 = arith.index_cast %thread_id_y_207 : index to i64
      %375 = arith.muli %c64_i64_206, %374 : i64
      %376 = arith.addi %373, %375 : i64
      %c32_i64_208 = arith.constant 32 : i64
      %377 = arith.divsi %376, %c32_i64_208 : i64
      %c32_i64_209 = arith.constant 32 : i64
      %378 = arith.remsi %376, %c32_i64_209 : i64
      %c4_i64_210 = arith.constant 4 : i64
      %379 = arith.divsi %378, %c4_i64_210 : i64
      %c4_i64_211 = arith.constant 4 : i64
      %380 = arith.remsi %378, %c4_i64_211 : i64
      %c9_i64 = arith.constant 9 : i64
      %c16_i64_212 = arith.constant 16 : i64
      scf.for %arg48 = %377 to %c9_i64 step %c16_i64_212  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %440 = arith.remsi %arg48, %c3_i64 : i64
        %c3_i64_252 = arith.constant 3 : i64
        %441 = arith.divsi %arg48, %c3_i64_252 : i64
        %c16_i64_253 = arith.constant 16 : i64
        %442 = arith.muli %440, %c16_i64_253 : i64
        %c8_i64_254 = arith.constant 8 : i64
        %443 = arith.muli %441, %c8_i64_254 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_87[] : memref<f32>
        %cst_255 = arith.constant 0.000000e+00 : f32
        memref.store %cst_255, %alloca_88[] : memref<f32>
        %cst_256 = arith.constant 0.000000e+00 : f32
        memref.store %cst_256, %alloca_89[] : memref<f32>
        %cst_257 = arith.constant 0.000000e+00 : f32
        memref.store %cst_257, %alloca_90[] : memref<f32>
        %444 = arith.addi %442, %379 : i64
        %c44_i64 = arith.constant 44 : i64
        %445 = arith.minsi %444, %c44_i64 : i64
        %446 = arith.addi %442, %379 : i64
        %c44_i64_258 = arith.constant 44 : i64
        %447 = arith.minsi %446, %c44_i64_258 : i64
        %c8_i64_259 = arith.constant 8 : i64
        %448 = arith.addi %379, %c8_i64_259 : i64
        %449 = arith.addi %442, %448 : i64
        %c44_i64_260 = arith.constant 44 : i64
        %450 = arith.minsi %449, %c44_i64_260 : i64
        %c8_i64_261 = arith.constant 8 : i64
        %451 = arith.addi %379, %c8_i64_261 : i64
        %452 = arith.addi %442, %451 : i64
        %c44_i64_262 = arith.constant 44 : i64
        %453 = arith.minsi %452, %c44_i64_262 : i64
        %454 = arith.addi %442, %379 : i64
        %c44_i64_263 = arith.constant 44 : i64
        %455 = arith.minsi %454, %c44_i64_263 : i64
        %456 = arith.addi %442, %379 : i64
        %c44_i64_264 = arith.constant 44 : i64
        %457 = arith.minsi %456, %c44_i64_264 : i64
        %c8_i64_265 = arith.constant 8 : i64
        %458 = arith.addi %379, %c8_i64_265 : i64
        %459 = arith.addi %442, %458 : i64
        %c44_i64_266 = arith.constant 44 : i64
        %460 = arith.minsi %459, %c44_i64_266 : i64
        %c8_i64_267 = arith.constant 8 : i64
        %461 = arith.addi %379, %c8_i64_267 : i64
        %462 = arith.addi %442, %461 : i64
        %c44_i64_268 = arith.constant 44 : i64
        %463 = arith.minsi %462, %c44_i64_268 : i64
        %464 = arith.addi %443, %379 : i64
        %c18_i64 = arith.constant 18 : i64
        %465 = arith.minsi %464, %c18_i64 : i64
        %466 = arith.addi %443, %379 : i64
        %c18_i64_269 = arith.constant 18 : i64
        %467 = arith.minsi %466, %c18_i64_269 : i64
        %468 = arith.addi %443, %379 : i64
        %c18_i64_270 = arith.constant 18 : i64
        %469 = arith.minsi %468, %c18_i64_270 : i64
        %470 = arith.addi %443, %379 : i64
        %c18_i64_271 = arith.constant 18 : i64
        %471 = arith.minsi %470, %c18_i64_271 : i64
        %c0_i64_272 = arith.constant 0 : i64
        %c16_i64_273 = arith.constant 16 : i64
        %c16_i64_274 = arith.constant 16 : i64
        scf.for %arg49 = %c0_i64_272 to %c16_i64_273 step %c16_i64_274  : i64 {
          %c2_i64_366 = arith.constant 2 : i64
          %644 = arith.muli %380, %c2_i64_366 : i64
          %645 = arith.addi %arg49, %644 : i64
          %c2_i64_367 = arith.constant 2 : i64
          %646 = arith.muli %380, %c2_i64_367 : i64
          %c1_i64_368 = arith.constant 1 : i64
          %647 = arith.addi %646, %c1_i64_368 : i64
          %648 = arith.addi %arg49, %647 : i64
          %c2_i64_369 = arith.constant 2 : i64
          %649 = arith.muli %380, %c2_i64_369 : i64
          %650 = arith.addi %arg49, %649 : i64
          %c2_i64_370 = arith.constant 2 : i64
          %651 = arith.muli %380, %c2_i64_370 : i64
          %c1_i64_371 = arith.constant 1 : i64
          %652 = arith.addi %651, %c1_i64_371 : i64
          %653 = arith.addi %arg49, %652 : i64
          %c2_i64_372 = arith.constant 2 : i64
          %654 = arith.muli %380, %c2_i64_372 : i64
          %c8_i64_373 = arith.constant 8 : i64
          %655 = arith.addi %654, %c8_i64_373 : i64
          %656 = arith.addi %arg49, %655 : i64
          %c2_i64_374 = arith.constant 2 : i64
          %657 = arith.muli %380, %c2_i64_374 : i64
          %c9_i64_375 = arith.constant 9 : i64
          %658 = arith.addi %657, %c9_i64_375 : i64
          %659 = arith.addi %arg49, %658 : i64
          %c2_i64_376 = arith.constant 2 : i64
          %660 = arith.muli %380, %c2_i64_376 : i64
          %c8_i64_377 = arith.constant 8 : i64
          %661 = arith.addi %660, %c8_i64_377 : i64
          %662 = arith.addi %arg49, %661 : i64
          %c2_i64_378 = arith.constant 2 : i64
          %663 = arith.muli %380, %c2_i64_378 : i64
          %c9_i64_379 = arith.constant 9 : i64
          %664 = arith.addi %663, %c9_i64_379 : i64
          %665 = arith.addi %arg49, %664 : i64
          %c2_i64_380 = arith.constant 2 : i64
          %666 = arith.muli %380, %c2_i64_380 : i64
          %667 = arith.addi %arg49, %666 : i64
          %c2_i64_381 = arith.constant 2 : i64
          %668 = arith.muli %380, %c2_i64_381 : i64
          %c1_i64_382 = arith.constant 1 : i64
          %669 = arith.addi %668, %c1_i64_382 : i64
          %670 = arith.addi %arg49, %669 : i64
          %c2_i64_383 = arith.constant 2 : i64
          %671 = arith.muli %380, %c2_i64_383 : i64
          %c8_i64_384 = arith.constant 8 : i64
          %672 = arith.addi %671, %c8_i64_384 : i64
          %673 = arith.addi %arg49, %672 : i64
          %c2_i64_385 = arith.constant 2 : i64
          %674 = arith.muli %380, %c2_i64_385 : i64
          %c9_i64_386 = arith.constant 9 : i64
          %675 = arith.addi %674, %c9_i64_386 : i64
          %676 = arith.addi %arg49, %675 : i64
          %c21_i64_387 = arith.constant 21 : i64
          %677 = arith.muli %445, %c21_i64_387 : i64
          %678 = arith.addi %645, %677 : i64
          %679 = llvm.getelementptr %368[%678] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %680 = llvm.load %679 : !llvm.ptr<1> -> f16
          %c21_i64_388 = arith.constant 21 : i64
          %681 = arith.muli %447, %c21_i64_388 : i64
          %682 = arith.addi %648, %681 : i64
          %683 = llvm.getelementptr %368[%682] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %684 = llvm.load %683 : !llvm.ptr<1> -> f16
          %c21_i64_389 = arith.constant 21 : i64
          %685 = arith.muli %450, %c21_i64_389 : i64
          %686 = arith.addi %650, %685 : i64
          %687 = llvm.getelementptr %368[%686] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %688 = llvm.load %687 : !llvm.ptr<1> -> f16
          %c21_i64_390 = arith.constant 21 : i64
          %689 = arith.muli %453, %c21_i64_390 : i64
          %690 = arith.addi %653, %689 : i64
          %691 = llvm.getelementptr %368[%690] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %692 = llvm.load %691 : !llvm.ptr<1> -> f16
          %c21_i64_391 = arith.constant 21 : i64
          %693 = arith.muli %455, %c21_i64_391 : i64
          %694 = arith.addi %656, %693 : i64
          %695 = llvm.getelementptr %368[%694] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %696 = llvm.load %695 : !llvm.ptr<1> -> f16
          %c21_i64_392 = arith.constant 21 : i64
          %697 = arith.muli %457, %c21_i64_392 : i64
          %698 = arith.addi %659, %697 : i64
          %699 = llvm.getelementptr %368[%698] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %700 = llvm.load %699 : !llvm.ptr<1> -> f16
          %c21_i64_393 = arith.constant 21 : i64
          %701 = arith.muli %460, %c21_i64_393 : i64
          %702 = arith.addi %662, %701 : i64
          %703 = llvm.getelementptr %368[%702] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %704 = llvm.load %703 : !llvm.ptr<1> -> f16
          %c21_i64_394 = arith.constant 21 : i64
          %705 = arith.muli %463, %c21_i64_394 : i64
          %706 = arith.addi %665, %705 : i64
          %707 = llvm.getelementptr %368[%706] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %708 = llvm.load %707 : !llvm.ptr<1> -> f16
          %c21_i64_395 = arith.constant 21 : i64
          %709 = arith.muli %465, %c21_i64_395 : i64
          %710 = arith.addi %667, %709 : i64
          %711 = llvm.getelementptr %370[%710] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %712 = llvm.load %711 : !llvm.ptr<1> -> f16
          %c21_i64_396 = arith.constant 21 : i64
          %713 = arith.muli %467, %c21_i64_396 : i64
          %714 = arith.addi %670, %713 : i64
          %715 = llvm.getelementptr %370[%714] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %716 = llvm.load %715 : !llvm.ptr<1> -> f16
          %c21_i64_397 = arith.constant 21 : i64
          %717 = arith.muli %469, %c21_i64_397 : i64
          %718 = arith.addi %673, %717 : i64
          %719 = llvm.getelementptr %370[%718] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %720 = llvm.load %719 : !llvm.ptr<1> -> f16
          %c21_i64_398 = arith.constant 21 : i64
          %721 = arith.muli %471, %c21_i64_398 : i64
          %722 = arith.addi %676, %721 : i64
          %723 = llvm.getelementptr %370[%722] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %724 = llvm.load %723 : !llvm.ptr<1> -> f16
          %725 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_399 = arith.constant 0 : i32
          %726 = llvm.insertelement %680, %725[%c0_i32_399 : i32] : vector<2xf16>
          %c1_i32_400 = arith.constant 1 : i32
          %727 = llvm.insertelement %684, %726[%c1_i32_400 : i32] : vector<2xf16>
          %728 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_401 = arith.constant 0 : i32
          %729 = llvm.insertelement %688, %728[%c0_i32_401 : i32] : vector<2xf16>
          %c1_i32_402 = arith.constant 1 : i32
          %730 = llvm.insertelement %692, %729[%c1_i32_402 : i32] : vector<2xf16>
          %731 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_403 = arith.constant 0 : i32
          %732 = llvm.insertelement %696, %731[%c0_i32_403 : i32] : vector<2xf16>
          %c1_i32_404 = arith.constant 1 : i32
          %733 = llvm.insertelement %700, %732[%c1_i32_404 : i32] : vector<2xf16>
          %734 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_405 = arith.constant 0 : i32
          %735 = llvm.insertelement %704, %734[%c0_i32_405 : i32] : vector<2xf16>
          %c1_i32_406 = arith.constant 1 : i32
          %736 = llvm.insertelement %708, %735[%c1_i32_406 : i32] : vector<2xf16>
          %737 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_407 = arith.constant 0 : i32
          %738 = llvm.insertelement %712, %737[%c0_i32_407 : i32] : vector<2xf16>
          %c1_i32_408 = arith.constant 1 : i32
          %739 = llvm.insertelement %716, %738[%c1_i32_408 : i32] : vector<2xf16>
          %740 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_409 = arith.constant 0 : i32
          %741 = llvm.insertelement %720, %740[%c0_i32_409 : i32] : vector<2xf16>
          %c1_i32_410 = arith.constant 1 : i32
          %742 = llvm.insertelement %724, %741[%c1_i32_410 : i32] : vector<2xf16>
          %743 = memref.load %alloca_87[] : memref<f32>
          %744 = memref.load %alloca_88[] : memref<f32>
          %745 = memref.load %alloca_89[] : memref<f32>
          %746 = memref.load %alloca_90[] : memref<f32>
          %747 = nvvm.mma.sync A[%727, %730, %733, %736]  B[%739, %742]  C[%743, %744, %745, %746]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %748 = llvm.extractvalue %747[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %748, %alloca_87[] : memref<f32>
          %749 = llvm.extractvalue %747[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %749, %alloca_88[] : memref<f32>
          %750 = llvm.extractvalue %747[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %750, %alloca_89[] : memref<f32>
          %751 = llvm.extractvalue %747[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %751, %alloca_90[] : memref<f32>
        }
        %c16_i64_275 = arith.constant 16 : i64
        %c2_i64 = arith.constant 2 : i64
        %472 = arith.muli %380, %c2_i64 : i64
        %473 = arith.addi %c16_i64_275, %472 : i64
        %c16_i64_276 = arith.constant 16 : i64
        %c2_i64_277 = arith.constant 2 : i64
        %474 = arith.muli %380, %c2_i64_277 : i64
        %c1_i64_278 = arith.constant 1 : i64
        %475 = arith.addi %474, %c1_i64_278 : i64
        %476 = arith.addi %c16_i64_276, %475 : i64
        %c16_i64_279 = arith.constant 16 : i64
        %c2_i64_280 = arith.constant 2 : i64
        %477 = arith.muli %380, %c2_i64_280 : i64
        %478 = arith.addi %c16_i64_279, %477 : i64
        %c16_i64_281 = arith.constant 16 : i64
        %c2_i64_282 = arith.constant 2 : i64
        %479 = arith.muli %380, %c2_i64_282 : i64
        %c1_i64_283 = arith.constant 1 : i64
        %480 = arith.addi %479, %c1_i64_283 : i64
        %481 = arith.addi %c16_i64_281, %480 : i64
        %c16_i64_284 = arith.constant 16 : i64
        %c2_i64_285 = arith.constant 2 : i64
        %482 = arith.muli %380, %c2_i64_285 : i64
        %c8_i64_286 = arith.constant 8 : i64
        %483 = arith.addi %482, %c8_i64_286 : i64
        %484 = arith.addi %c16_i64_284, %483 : i64
        %c16_i64_287 = arith.constant 16 : i64
        %c2_i64_288 = arith.constant 2 : i64
        %485 = arith.muli %380, %c2_i64_288 : i64
        %c9_i64_289 = arith.constant 9 : i64
        %486 = arith.addi %485, %c9_i64_289 : i64
        %487 = arith.addi %c16_i64_287, %486 : i64
        %c16_i64_290 = arith.constant 16 : i64
        %c2_i64_291 = arith.constant 2 : i64
        %488 = arith.muli %380, %c2_i64_291 : i64
        %c8_i64_292 = arith.constant 8 : i64
        %489 = arith.addi %488, %c8_i64_292 : i64
        %490 = arith.addi %c16_i64_290, %489 : i64
        %c16_i64_293 = arith.constant 16 : i64
        %c2_i64_294 = arith.constant 2 : i64
        %491 = arith.muli %380, %c2_i64_294 : i64
        %c9_i64_295 = arith.constant 9 : i64
        %492 = arith.addi %491, %c9_i64_295 : i64
        %493 = arith.addi %c16_i64_293, %492 : i64
        %c16_i64_296 = arith.constant 16 : i64
        %c2_i64_297 = arith.constant 2 : i64
        %494 = arith.muli %380, %c2_i64_297 : i64
        %495 = arith.addi %c16_i64_296, %494 : i64
        %c16_i64_298 = arith.constant 16 : i64
        %c2_i64_299 = arith.constant 2 : i64
        %496 = arith.muli %380, %c2_i64_299 : i64
        %c1_i64_300 = arith.constant 1 : i64
        %497 = arith.addi %496, %c1_i64_300 : i64
        %498 = arith.addi %c16_i64_298, %497 : i64
        %c16_i64_301 = arith.constant 16 : i64
        %c2_i64_302 = arith.constant 2 : i64
        %499 = arith.muli %380, %c2_i64_302 : i64
        %c8_i64_303 = arith.constant 8 : i64
        %500 = arith.addi %499, %c8_i64_303 : i64
        %501 = arith.addi %c16_i64_301, %500 : i64
        %c16_i64_304 = arith.constant 16 : i64
        %c2_i64_305 = arith.constant 2 : i64
        %502 = arith.muli %380, %c2_i64_305 : i64
        %c9_i64_306 = arith.constant 9 : i64
        %503 = arith.addi %502, %c9_i64_306 : i64
        %504 = arith.addi %c16_i64_304, %503 : i64
        %c20_i64_307 = arith.constant 20 : i64
        %505 = arith.minsi %473, %c20_i64_307 : i64
        %c21_i64 = arith.constant 21 : i64
        %506 = arith.muli %445, %c21_i64 : i64
        %507 = arith.addi %505, %506 : i64
        %508 = llvm.getelementptr %368[%507] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %509 = llvm.load %508 : !llvm.ptr<1> -> f16
        memref.store %509, %alloca_91[] : memref<f16>
        %c21_i64_308 = arith.constant 21 : i64
        %510 = arith.cmpi sge, %473, %c21_i64_308 : i64
        scf.if %510 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_91[] : memref<f16>
        }
        %c20_i64_309 = arith.constant 20 : i64
        %511 = arith.minsi %476, %c20_i64_309 : i64
        %c21_i64_310 = arith.constant 21 : i64
        %512 = arith.muli %447, %c21_i64_310 : i64
        %513 = arith.addi %511, %512 : i64
        %514 = llvm.getelementptr %368[%513] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %515 = llvm.load %514 : !llvm.ptr<1> -> f16
        memref.store %515, %alloca_92[] : memref<f16>
        %c21_i64_311 = arith.constant 21 : i64
        %516 = arith.cmpi sge, %476, %c21_i64_311 : i64
        scf.if %516 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_92[] : memref<f16>
        }
        %c20_i64_312 = arith.constant 20 : i64
        %517 = arith.minsi %478, %c20_i64_312 : i64
        %c21_i64_313 = arith.constant 21 : i64
        %518 = arith.muli %450, %c21_i64_313 : i64
        %519 = arith.addi %517, %518 : i64
        %520 = llvm.getelementptr %368[%519] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %521 = llvm.load %520 : !llvm.ptr<1> -> f16
        memref.store %521, %alloca_93[] : memref<f16>
        %c21_i64_314 = arith.constant 21 : i64
        %522 = arith.cmpi sge, %478, %c21_i64_314 : i64
        scf.if %522 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_93[] : memref<f16>
        }
        %c20_i64_315 = arith.constant 20 : i64
        %523 = arith.minsi %481, %c20_i64_315 : i64
        %c21_i64_316 = arith.constant 21 : i64
        %524 = arith.muli %453, %c21_i64_316 : i64
        %525 = arith.addi %523, %524 : i64
        %526 = llvm.getelementptr %368[%525] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %527 = llvm.load %526 : !llvm.ptr<1> -> f16
        memref.store %527, %alloca_94[] : memref<f16>
        %c21_i64_317 = arith.constant 21 : i64
        %528 = arith.cmpi sge, %481, %c21_i64_317 : i64
        scf.if %528 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_94[] : memref<f16>
        }
        %c20_i64_318 = arith.constant 20 : i64
        %529 = arith.minsi %484, %c20_i64_318 : i64
        %c21_i64_319 = arith.constant 21 : i64
        %530 = arith.muli %455, %c21_i64_319 : i64
        %531 = arith.addi %529, %530 : i64
        %532 = llvm.getelementptr %368[%531] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %533 = llvm.load %532 : !llvm.ptr<1> -> f16
        memref.store %533, %alloca_95[] : memref<f16>
        %c21_i64_320 = arith.constant 21 : i64
        %534 = arith.cmpi sge, %484, %c21_i64_320 : i64
        scf.if %534 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_95[] : memref<f16>
        }
        %c20_i64_321 = arith.constant 20 : i64
        %535 = arith.minsi %487, %c20_i64_321 : i64
        %c21_i64_322 = arith.constant 21 : i64
        %536 = arith.muli %457, %c21_i64_322 : i64
        %537 = arith.addi %535, %536 : i64
        %538 = llvm.getelementptr %368[%537] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %539 = llvm.load %538 : !llvm.ptr<1> -> f16
        memref.store %539, %alloca_96[] : memref<f16>
        %c21_i64_323 = arith.constant 21 : i64
        %540 = arith.cmpi sge, %487, %c21_i64_323 : i64
        scf.if %540 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_96[] : memref<f16>
        }
        %c20_i64_324 = arith.constant 20 : i64
        %541 = arith.minsi %490, %c20_i64_324 : i64
        %c21_i64_325 = arith.constant 21 : i64
        %542 = arith.muli %460, %c21_i64_325 : i64
        %543 = arith.addi %541, %542 : i64
        %544 = llvm.getelementptr %368[%543] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %545 = llvm.load %544 : !llvm.ptr<1> -> f16
        memref.store %545, %alloca_97[] : memref<f16>
        %c21_i64_326 = arith.constant 21 : i64
        %546 = arith.cmpi sge, %490, %c21_i64_326 : i64
        scf.if %546 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_97[] : memref<f16>
        }
        %c20_i64_327 = arith.constant 20 : i64
        %547 = arith.minsi %493, %c20_i64_327 : i64
        %c21_i64_328 = arith.constant 21 : i64
        %548 = arith.muli %463, %c21_i64_328 : i64
        %549 = arith.addi %547, %548 : i64
        %550 = llvm.getelementptr %368[%549] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %551 = llvm.load %550 : !llvm.ptr<1> -> f16
        memref.store %551, %alloca_98[] : memref<f16>
        %c21_i64_329 = arith.constant 21 : i64
        %552 = arith.cmpi sge, %493, %c21_i64_329 : i64
        scf.if %552 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_98[] : memref<f16>
        }
        %c20_i64_330 = arith.constant 20 : i64
        %553 = arith.minsi %495, %c20_i64_330 : i64
        %c21_i64_331 = arith.constant 21 : i64
        %554 = arith.muli %465, %c21_i64_331 : i64
        %555 = arith.addi %553, %554 : i64
        %556 = llvm.getelementptr %370[%555] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %557 = llvm.load %556 : !llvm.ptr<1> -> f16
        memref.store %557, %alloca_99[] : memref<f16>
        %c21_i64_332 = arith.constant 21 : i64
        %558 = arith.cmpi sge, %495, %c21_i64_332 : i64
        scf.if %558 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_99[] : memref<f16>
        }
        %c20_i64_333 = arith.constant 20 : i64
        %559 = arith.minsi %498, %c20_i64_333 : i64
        %c21_i64_334 = arith.constant 21 : i64
        %560 = arith.muli %467, %c21_i64_334 : i64
        %561 = arith.addi %559, %560 : i64
        %562 = llvm.getelementptr %370[%561] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %563 = llvm.load %562 : !llvm.ptr<1> -> f16
        memref.store %563, %alloca_100[] : memref<f16>
        %c21_i64_335 = arith.constant 21 : i64
        %564 = arith.cmpi sge, %498, %c21_i64_335 : i64
        scf.if %564 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_100[] : memref<f16>
        }
        %c20_i64_336 = arith.constant 20 : i64
        %565 = arith.minsi %501, %c20_i64_336 : i64
        %c21_i64_337 = arith.constant 21 : i64
        %566 = arith.muli %469, %c21_i64_337 : i64
        %567 = arith.addi %565, %566 : i64
        %568 = llvm.getelementptr %370[%567] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %569 = llvm.load %568 : !llvm.ptr<1> -> f16
        memref.store %569, %alloca_101[] : memref<f16>
        %c21_i64_338 = arith.constant 21 : i64
        %570 = arith.cmpi sge, %501, %c21_i64_338 : i64
        scf.if %570 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_101[] : memref<f16>
        }
        %c20_i64_339 = arith.constant 20 : i64
        %571 = arith.minsi %504, %c20_i64_339 : i64
        %c21_i64_340 = arith.constant 21 : i64
        %572 = arith.muli %471, %c21_i64_340 : i64
        %573 = arith.addi %571, %572 : i64
        %574 = llvm.getelementptr %370[%573] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %575 = llvm.load %574 : !llvm.ptr<1> -> f16
        memref.store %575, %alloca_102[] : memref<f16>
        %c21_i64_341 = arith.constant 21 : i64
        %576 = arith.cmpi sge, %504, %c21_i64_341 : i64
        scf.if %576 {
          %cst_366 = arith.constant 0.000000e+00 : f16
          memref.store %cst_366, %alloca_102[] : memref<f16>
        }
        %577 = memref.load %alloca_91[] : memref<f16>
        %578 = memref.load %alloca_92[] : memref<f16>
        %579 = memref.load %alloca_93[] : memref<f16>
        %580 = memref.load %alloca_94[] : memref<f16>
        %581 = memref.load %alloca_95[] : memref<f16>
        %582 = memref.load %alloca_96[] : memref<f16>
        %583 = memref.load %alloca_97[] : memref<f16>
        %584 = memref.load %alloca_98[] : memref<f16>
        %585 = llvm.mlir.poison : vector<2xf16>
        %c0_i32 = arith.constant 0 : i32
        %586 = llvm.insertelement %577, %585[%c0_i32 : i32] : vector<2xf16>
        %c1_i32 = arith.constant 1 : i32
        %587 = llvm.insertelement %578, %586[%c1_i32 : i32] : vector<2xf16>
        %588 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_342 = arith.constant 0 : i32
        %589 = llvm.insertelement %579, %588[%c0_i32_342 : i32] : vector<2xf16>
        %c1_i32_343 = arith.constant 1 : i32
        %590 = llvm.insertelement %580, %589[%c1_i32_343 : i32] : vector<2xf16>
        %591 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_344 = arith.constant 0 : i32
        %592 = llvm.insertelement %581, %591[%c0_i32_344 : i32] : vector<2xf16>
        %c1_i32_345 = arith.constant 1 : i32
        %593 = llvm.insertelement %582, %592[%c1_i32_345 : i32] : vector<2xf16>
        %594 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_346 = arith.constant 0 : i32
        %595 = llvm.insertelement %583, %594[%c0_i32_346 : i32] : vector<2xf16>
        %c1_i32_347 = arith.constant 1 : i32
        %596 = llvm.insertelement %584, %595[%c1_i32_347 : i32] : vector<2xf16>
        %597 = memref.load %alloca_99[] : memref<f16>
        %598 = memref.load %alloca_100[] : memref<f16>
        %599 = memref.load %alloca_101[] : memref<f16>
        %600 = memref.load %alloca_102[] : memref<f16>
        %601 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_348 = arith.constant 0 : i32
        %602 = llvm.insertelement %597, %601[%c0_i32_348 : i32] : vector<2xf16>
        %c1_i32_349 = arith.constant 1 : i32
        %603 = llvm.insertelement %598, %602[%c1_i32_349 : i32] : vector<2xf16>
        %604 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_350 = arith.constant 0 : i32
        %605 = llvm.insertelement %599, %604[%c0_i32_350 : i32] : vector<2xf16>
        %c1_i32_351 = arith.constant 1 : i32
        %606 = llvm.insertelement %600, %605[%c1_i32_351 : i32] : vector<2xf16>
        %607 = memref.load %alloca_87[] : memref<f32>
        %608 = memref.load %alloca_88[] : memref<f32>
        %609 = memref.load %alloca_89[] : memref<f32>
        %610 = memref.load %alloca_90[] : memref<f32>
        %611 = nvvm.mma.sync A[%587, %590, %593, %596]  B[%603, %606]  C[%607, %608, %609, %610]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %612 = llvm.extractvalue %611[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %612, %alloca_87[] : memref<f32>
        %613 = llvm.extractvalue %611[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %613, %alloca_88[] : memref<f32>
        %614 = llvm.extractvalue %611[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %614, %alloca_89[] : memref<f32>
        %615 = llvm.extractvalue %611[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %615, %alloca_90[] : memref<f32>
        %616 = arith.addi %442, %379 : i64
        %c2_i64_352 = arith.constant 2 : i64
        %617 = arith.muli %380, %c2_i64_352 : i64
        %618 = arith.addi %443, %617 : i64
        %c45_i64 = arith.constant 45 : i64
        %619 = arith.cmpi slt, %616, %c45_i64 : i64
        %c19_i64 = arith.constant 19 : i64
        %620 = arith.cmpi slt, %618, %c19_i64 : i64
        %621 = arith.andi %619, %620 : i1
        scf.if %621 {
          %c45_i64_366 = arith.constant 45 : i64
          %644 = arith.muli %618, %c45_i64_366 : i64
          %645 = arith.addi %616, %644 : i64
          %646 = llvm.getelementptr %372[%645] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %647 = llvm.load %646 : !llvm.ptr<1> -> f32
          %648 = memref.load %alloca_87[] : memref<f32>
          %649 = llvm.intr.fma(%arg1, %647, %648) : (f32, f32, f32) -> f32
          %c45_i64_367 = arith.constant 45 : i64
          %650 = arith.muli %618, %c45_i64_367 : i64
          %651 = arith.addi %616, %650 : i64
          %652 = llvm.getelementptr %372[%651] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %649, %652 : f32, !llvm.ptr<1>
        }
        %622 = arith.addi %442, %379 : i64
        %c2_i64_353 = arith.constant 2 : i64
        %623 = arith.muli %380, %c2_i64_353 : i64
        %c1_i64_354 = arith.constant 1 : i64
        %624 = arith.addi %623, %c1_i64_354 : i64
        %625 = arith.addi %443, %624 : i64
        %c45_i64_355 = arith.constant 45 : i64
        %626 = arith.cmpi slt, %622, %c45_i64_355 : i64
        %c19_i64_356 = arith.constant 19 : i64
        %627 = arith.cmpi slt, %625, %c19_i64_356 : i64
        %628 = arith.andi %626, %627 : i1
        scf.if %628 {
          %c45_i64_366 = arith.constant 45 : i64
          %644 = arith.muli %625, %c45_i64_366 : i64
          %645 = arith.addi %622, %644 : i64
          %646 = llvm.getelementptr %372[%645] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %647 = llvm.load %646 : !llvm.ptr<1> -> f32
          %648 = memref.load %alloca_88[] : memref<f32>
          %649 = llvm.intr.fma(%arg1, %647, %648) : (f32, f32, f32) -> f32
          %c45_i64_367 = arith.constant 45 : i64
          %650 = arith.muli %625, %c45_i64_367 : i64
          %651 = arith.addi %622, %650 : i64
          %652 = llvm.getelementptr %372[%651] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %649, %652 : f32, !llvm.ptr<1>
        }
        %c8_i64_357 = arith.constant 8 : i64
        %629 = arith.addi %379, %c8_i64_357 : i64
        %630 = arith.addi %442, %629 : i64
        %c2_i64_358 = arith.constant 2 : i64
        %631 = arith.muli %380, %c2_i64_358 : i64
        %632 = arith.addi %443, %631 : i64
        %c45_i64_359 = arith.constant 45 : i64
        %633 = arith.cmpi slt, %630, %c45_i64_359 : i64
        %c19_i64_360 = arith.constant 19 : i64
        %634 = arith.cmpi slt, %632, %c19_i64_360 : i64
        %635 = arith.andi %633, %634 : i1
        scf.if %635 {
          %c45_i64_366 = arith.constant 45 : i64
          %644 = arith.muli %632, %c45_i64_366 : i64
          %645 = arith.addi %630, %644 : i64
          %646 = llvm.getelementptr %372[%645] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %647 = llvm.load %646 : !llvm.ptr<1> -> f32
          %648 = memref.load %alloca_89[] : memref<f32>
          %649 = llvm.intr.fma(%arg1, %647, %648) : (f32, f32, f32) -> f32
          %c45_i64_367 = arith.constant 45 : i64
          %650 = arith.muli %632, %c45_i64_367 : i64
          %651 = arith.addi %630, %650 : i64
          %652 = llvm.getelementptr %372[%651] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %649, %652 : f32, !llvm.ptr<1>
        }
        %c8_i64_361 = arith.constant 8 : i64
        %636 = arith.addi %379, %c8_i64_361 : i64
        %637 = arith.addi %442, %636 : i64
        %c2_i64_362 = arith.constant 2 : i64
        %638 = arith.muli %380, %c2_i64_362 : i64
        %c1_i64_363 = arith.constant 1 : i64
        %639 = arith.addi %638, %c1_i64_363 : i64
        %640 = arith.addi %443, %639 : i64
        %c45_i64_364 = arith.constant 45 : i64
        %641 = arith.cmpi slt, %637, %c45_i64_364 : i64
        %c19_i64_365 = arith.constant 19 : i64
        %642 = arith.cmpi slt, %640, %c19_i64_365 : i64
        %643 = arith.andi %641, %642 : i1
        scf.if %643 {
          %c45_i64_366 = arith.constant 45 : i64
          %644 = arith.muli %640, %c45_i64_366 : i64
          %645 = arith.addi %637, %644 : i64
          %646 = llvm.getelementptr %372[%645] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %647 = llvm.load %646 : !llvm.ptr<1> -> f32
          %648 = memref.load %alloca_90[] : memref<f32>
          %649 = llvm.intr.fma(%arg1, %647, %648) : (f32, f32, f32) -> f32
          %c45_i64_367 = arith.constant 45 : i64
          %650 = arith.muli %640, %c45_i64_367 : i64
          %651 = arith.addi %637, %650 : i64
          %652 = llvm.getelementptr %372[%651] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %649, %652 : f32, !llvm.ptr<1>
        }
      }
      %381 = arith.muli %340, %307 : i64
      %382 = llvm.getelementptr %302[%381] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %383 = arith.muli %340, %314 : i64
      %384 = llvm.getelementptr %309[%383] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %385 = arith.muli %340, %321 : i64
      %386 = llvm.getelementptr %316[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_213 = gpu.thread_id  x
      %387 = arith.index_cast %thread_id_x_213 : index to i64
      %c64_i64_214 = arith.constant 64 : i64
      %thread_id_y_215 = gpu.thread_id  y
      %388 = arith.index_cast %thread_id_y_215 : index to i64
      %389 = arith.muli %c64_i64_214, %388 : i64
      %390 = arith.addi %387, %389 : i64
      %c32_i64_216 = arith.constant 32 : i64
      %391 = arith.divsi %390, %c32_i64_216 : i64
      %c32_i64_217 = arith.constant 32 : i64
      %392 = arith.remsi %390, %c32_i64_217 : i64
      %c4_i64_218 = arith.constant 4 : i64
      %393 = arith.divsi %392, %c4_i64_218 : i64
      %c4_i64_219 = arith.constant 4 : i64
      %394 = arith.remsi %392, %c4_i64_219 : i64
      %c15_i64 = arith.constant 15 : i64
      %395 = arith.addi %317, %c15_i64 : i64
      %c16_i64_220 = arith.constant 16 : i64
      %396 = arith.divsi %395, %c16_i64_220 : i64
      %c7_i64 = arith.constant 7 : i64
      %397 = arith.addi %318, %c7_i64 : i64
      %c8_i64 = arith.constant 8 : i64
      %398 = arith.divsi %397, %c8_i64 : i64
      %399 = arith.muli %396, %398 : i64
      %c16_i64_221 = arith.constant 16 : i64
      %400 = arith.remsi %304, %c16_i64_221 : i64
      %401 = arith.subi %304, %400 : i64
      %c16_i64_222 = arith.constant 16 : i64
      scf.for %arg48 = %391 to %399 step %c16_i64_222  : i64 {
        %440 = arith.remsi %arg48, %396 : i64
        %441 = arith.divsi %arg48, %396 : i64
        %c16_i64_252 = arith.constant 16 : i64
        %442 = arith.muli %440, %c16_i64_252 : i64
        %c8_i64_253 = arith.constant 8 : i64
        %443 = arith.muli %441, %c8_i64_253 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_103[] : memref<f32>
        %cst_254 = arith.constant 0.000000e+00 : f32
        memref.store %cst_254, %alloca_104[] : memref<f32>
        %cst_255 = arith.constant 0.000000e+00 : f32
        memref.store %cst_255, %alloca_105[] : memref<f32>
        %cst_256 = arith.constant 0.000000e+00 : f32
        memref.store %cst_256, %alloca_106[] : memref<f32>
        %444 = arith.addi %442, %393 : i64
        %c1_i64_257 = arith.constant 1 : i64
        %445 = arith.subi %317, %c1_i64_257 : i64
        %446 = arith.minsi %444, %445 : i64
        %447 = arith.addi %442, %393 : i64
        %c1_i64_258 = arith.constant 1 : i64
        %448 = arith.subi %317, %c1_i64_258 : i64
        %449 = arith.minsi %447, %448 : i64
        %c8_i64_259 = arith.constant 8 : i64
        %450 = arith.addi %393, %c8_i64_259 : i64
        %451 = arith.addi %442, %450 : i64
        %c1_i64_260 = arith.constant 1 : i64
        %452 = arith.subi %317, %c1_i64_260 : i64
        %453 = arith.minsi %451, %452 : i64
        %c8_i64_261 = arith.constant 8 : i64
        %454 = arith.addi %393, %c8_i64_261 : i64
        %455 = arith.addi %442, %454 : i64
        %c1_i64_262 = arith.constant 1 : i64
        %456 = arith.subi %317, %c1_i64_262 : i64
        %457 = arith.minsi %455, %456 : i64
        %458 = arith.addi %442, %393 : i64
        %c1_i64_263 = arith.constant 1 : i64
        %459 = arith.subi %317, %c1_i64_263 : i64
        %460 = arith.minsi %458, %459 : i64
        %461 = arith.addi %442, %393 : i64
        %c1_i64_264 = arith.constant 1 : i64
        %462 = arith.subi %317, %c1_i64_264 : i64
        %463 = arith.minsi %461, %462 : i64
        %c8_i64_265 = arith.constant 8 : i64
        %464 = arith.addi %393, %c8_i64_265 : i64
        %465 = arith.addi %442, %464 : i64
        %c1_i64_266 = arith.constant 1 : i64
        %466 = arith.subi %317, %c1_i64_266 : i64
        %467 = arith.minsi %465, %466 : i64
        %c8_i64_267 = arith.constant 8 : i64
        %468 = arith.addi %393, %c8_i64_267 : i64
        %469 = arith.addi %442, %468 : i64
        %c1_i64_268 = arith.constant 1 : i64
        %470 = arith.subi %317, %c1_i64_268 : i64
        %471 = arith.minsi %469, %470 : i64
        %472 = arith.addi %443, %393 : i64
        %c1_i64_269 = arith.constant 1 : i64
        %473 = arith.subi %318, %c1_i64_269 : i64
        %474 = arith.minsi %472, %473 : i64
        %475 = arith.addi %443, %393 : i64
        %c1_i64_270 = arith.constant 1 : i64
        %476 = arith.subi %318, %c1_i64_270 : i64
        %477 = arith.minsi %475, %476 : i64
        %478 = arith.addi %443, %393 : i64
        %c1_i64_271 = arith.constant 1 : i64
        %479 = arith.subi %318, %c1_i64_271 : i64
        %480 = arith.minsi %478, %479 : i64
        %481 = arith.addi %443, %393 : i64
        %c1_i64_272 = arith.constant 1 : i64
        %482 = arith.subi %318, %c1_i64_272 : i64
        %483 = arith.minsi %481, %482 : i64
        %c0_i64_273 = arith.constant 0 : i64
        %c16_i64_274 = arith.constant 16 : i64
        scf.for %arg49 = %c0_i64_273 to %401 step %c16_i64_274  : i64 {
          %c2_i64_282 = arith.constant 2 : i64
          %513 = arith.muli %394, %c2_i64_282 : i64
          %514 = arith.addi %arg49, %513 : i64
          %c2_i64_283 = arith.constant 2 : i64
          %515 = arith.muli %394, %c2_i64_283 : i64
          %c1_i64_284 = arith.constant 1 : i64
          %516 = arith.addi %515, %c1_i64_284 : i64
          %517 = arith.addi %arg49, %516 : i64
          %c2_i64_285 = arith.constant 2 : i64
          %518 = arith.muli %394, %c2_i64_285 : i64
          %519 = arith.addi %arg49, %518 : i64
          %c2_i64_286 = arith.constant 2 : i64
          %520 = arith.muli %394, %c2_i64_286 : i64
          %c1_i64_287 = arith.constant 1 : i64
          %521 = arith.addi %520, %c1_i64_287 : i64
          %522 = arith.addi %arg49, %521 : i64
          %c2_i64_288 = arith.constant 2 : i64
          %523 = arith.muli %394, %c2_i64_288 : i64
          %c8_i64_289 = arith.constant 8 : i64
          %524 = arith.addi %523, %c8_i64_289 : i64
          %525 = arith.addi %arg49, %524 : i64
          %c2_i64_290 = arith.constant 2 : i64
          %526 = arith.muli %394, %c2_i64_290 : i64
          %c9_i64_291 = arith.constant 9 : i64
          %527 = arith.addi %526, %c9_i64_291 : i64
          %528 = arith.addi %arg49, %527 : i64
          %c2_i64_292 = arith.constant 2 : i64
          %529 = arith.muli %394, %c2_i64_292 : i64
          %c8_i64_293 = arith.constant 8 : i64
          %530 = arith.addi %529, %c8_i64_293 : i64
          %531 = arith.addi %arg49, %530 : i64
          %c2_i64_294 = arith.constant 2 : i64
          %532 = arith.muli %394, %c2_i64_294 : i64
          %c9_i64_295 = arith.constant 9 : i64
          %533 = arith.addi %532, %c9_i64_295 : i64
          %534 = arith.addi %arg49, %533 : i64
          %c2_i64_296 = arith.constant 2 : i64
          %535 = arith.muli %394, %c2_i64_296 : i64
          %536 = arith.addi %arg49, %535 : i64
          %c2_i64_297 = arith.constant 2 : i64
          %537 = arith.muli %394, %c2_i64_297 : i64
          %c1_i64_298 = arith.constant 1 : i64
          %538 = arith.addi %537, %c1_i64_298 : i64
          %539 = arith.addi %arg49, %538 : i64
          %c2_i64_299 = arith.constant 2 : i64
          %540 = arith.muli %394, %c2_i64_299 : i64
          %c8_i64_300 = arith.constant 8 : i64
          %541 = arith.addi %540, %c8_i64_300 : i64
          %542 = arith.addi %arg49, %541 : i64
          %c2_i64_301 = arith.constant 2 : i64
          %543 = arith.muli %394, %c2_i64_301 : i64
          %c9_i64_302 = arith.constant 9 : i64
          %544 = arith.addi %543, %c9_i64_302 : i64
          %545 = arith.addi %arg49, %544 : i64
          %546 = arith.muli %514, %305 : i64
          %547 = arith.addi %446, %546 : i64
          %548 = llvm.getelementptr %382[%547] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %549 = llvm.load %548 : !llvm.ptr<1> -> bf16
          %550 = arith.muli %517, %305 : i64
          %551 = arith.addi %449, %550 : i64
          %552 = llvm.getelementptr %382[%551] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %553 = llvm.load %552 : !llvm.ptr<1> -> bf16
          %554 = arith.muli %519, %305 : i64
          %555 = arith.addi %453, %554 : i64
          %556 = llvm.getelementptr %382[%555] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %557 = llvm.load %556 : !llvm.ptr<1> -> bf16
          %558 = arith.muli %522, %305 : i64
          %559 = arith.addi %457, %558 : i64
          %560 = llvm.getelementptr %382[%559] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %561 = llvm.load %560 : !llvm.ptr<1> -> bf16
          %562 = arith.muli %525, %305 : i64
          %563 = arith.addi %460, %562 : i64
          %564 = llvm.getelementptr %382[%563] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %565 = llvm.load %564 : !llvm.ptr<1> -> bf16
          %566 = arith.muli %528, %305 : i64
          %567 = arith.addi %463, %566 : i64
          %568 = llvm.getelementptr %382[%567] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %569 = llvm.load %568 : !llvm.ptr<1> -> bf16
          %570 = arith.muli %531, %305 : i64
          %571 = arith.addi %467, %570 : i64
          %572 = llvm.getelementptr %382[%571] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %573 = llvm.load %572 : !llvm.ptr<1> -> bf16
          %574 = arith.muli %534, %305 : i64
          %575 = arith.addi %471, %574 : i64
          %576 = llvm.getelementptr %382[%575] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %577 = llvm.load %576 : !llvm.ptr<1> -> bf16
          %578 = arith.muli %536, %312 : i64
          %579 = arith.addi %474, %578 : i64
          %580 = llvm.getelementptr %384[%579] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %581 = llvm.load %580 : !llvm.ptr<1> -> bf16
          %582 = arith.muli %539, %312 : i64
          %583 = arith.addi %477, %582 : i64
          %584 = llvm.getelementptr %384[%583] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %585 = llvm.load %584 : !llvm.ptr<1> -> bf16
          %586 = arith.muli %542, %312 : i64
          %587 = arith.addi %480, %586 : i64
          %588 = llvm.getelementptr %384[%587] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %589 = llvm.load %588 : !llvm.ptr<1> -> bf16
          %590 = arith.muli %545, %312 : i64
          %591 = arith.addi %483, %590 : i64
          %592 = llvm.getelementptr %384[%591] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %593 = llvm.load %592 : !llvm.ptr<1> -> bf16
          %594 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32 = arith.constant 0 : i32
          %595 = llvm.insertelement %549, %594[%c0_i32 : i32] : vector<2xbf16>
          %c1_i32 = arith.constant 1 : i32
          %596 = llvm.insertelement %553, %595[%c1_i32 : i32] : vector<2xbf16>
          %597 = llvm.bitcast %596 : vector<2xbf16> to i32
          %598 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_303 = arith.constant 0 : i32
          %599 = llvm.insertelement %557, %598[%c0_i32_303 : i32] : vector<2xbf16>
          %c1_i32_304 = arith.constant 1 : i32
          %600 = llvm.insertelement %561, %599[%c1_i32_304 : i32] : vector<2xbf16>
          %601 = llvm.bitcast %600 : vector<2xbf16> to i32
          %602 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_305 = arith.constant 0 : i32
          %603 = llvm.insertelement %565, %602[%c0_i32_305 : i32] : vector<2xbf16>
          %c1_i32_306 = arith.constant 1 : i32
          %604 = llvm.insertelement %569, %603[%c1_i32_306 : i32] : vector<2xbf16>
          %605 = llvm.bitcast %604 : vector<2xbf16> to i32
          %606 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_307 = arith.constant 0 : i32
          %607 = llvm.insertelement %573, %606[%c0_i32_307 : i32] : vector<2xbf16>
          %c1_i32_308 = arith.constant 1 : i32
          %608 = llvm.insertelement %577, %607[%c1_i32_308 : i32] : vector<2xbf16>
          %609 = llvm.bitcast %608 : vector<2xbf16> to i32
          %610 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_309 = arith.constant 0 : i32
          %611 = llvm.insertelement %581, %610[%c0_i32_309 : i32] : vector<2xbf16>
          %c1_i32_310 = arith.constant 1 : i32
          %612 = llvm.insertelement %585, %611[%c1_i32_310 : i32] : vector<2xbf16>
          %613 = llvm.bitcast %612 : vector<2xbf16> to i32
          %614 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_311 = arith.constant 0 : i32
          %615 = llvm.insertelement %589, %614[%c0_i32_311 : i32] : vector<2xbf16>
          %c1_i32_312 = arith.constant 1 : i32
          %616 = llvm.insertelement %593, %615[%c1_i32_312 : i32] : vector<2xbf16>
          %617 = llvm.bitcast %616 : vector<2xbf16> to i32
          %618 = memref.load %alloca_103[] : memref<f32>
          %619 = memref.load %alloca_104[] : memref<f32>
          %620 = memref.load %alloca_105[] : memref<f32>
          %621 = memref.load %alloca_106[] : memref<f32>
          %622 = nvvm.mma.sync A[%597, %601, %605, %609]  B[%613, %617]  C[%618, %619, %620, %621]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %623 = llvm.extractvalue %622[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %623, %alloca_103[] : memref<f32>
          %624 = llvm.extractvalue %622[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %624, %alloca_104[] : memref<f32>
          %625 = llvm.extractvalue %622[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %625, %alloca_105[] : memref<f32>
          %626 = llvm.extractvalue %622[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %626, %alloca_106[] : memref<f32>
        }
        %484 = arith.cmpi slt, %401, %304 : i64
        scf.if %484 {
          %c2_i64_282 = arith.constant 2 : i64
          %513 = arith.muli %394, %c2_i64_282 : i64
          %514 = arith.addi %401, %513 : i64
          %c2_i64_283 = arith.constant 2 : i64
          %515 = arith.muli %394, %c2_i64_283 : i64
          %c1_i64_284 = arith.constant 1 : i64
          %516 = arith.addi %515, %c1_i64_284 : i64
          %517 = arith.addi %401, %516 : i64
          %c2_i64_285 = arith.constant 2 : i64
          %518 = arith.muli %394, %c2_i64_285 : i64
          %519 = arith.addi %401, %518 : i64
          %c2_i64_286 = arith.constant 2 : i64
          %520 = arith.muli %394, %c2_i64_286 : i64
          %c1_i64_287 = arith.constant 1 : i64
          %521 = arith.addi %520, %c1_i64_287 : i64
          %522 = arith.addi %401, %521 : i64
          %c2_i64_288 = arith.constant 2 : i64
          %523 = arith.muli %394, %c2_i64_288 : i64
          %c8_i64_289 = arith.constant 8 : i64
          %524 = arith.addi %523, %c8_i64_289 : i64
          %525 = arith.addi %401, %524 : i64
          %c2_i64_290 = arith.constant 2 : i64
          %526 = arith.muli %394, %c2_i64_290 : i64
          %c9_i64_291 = arith.constant 9 : i64
          %527 = arith.addi %526, %c9_i64_291 : i64
          %528 = arith.addi %401, %527 : i64
          %c2_i64_292 = arith.constant 2 : i64
          %529 = arith.muli %394, %c2_i64_292 : i64
          %c8_i64_293 = arith.constant 8 : i64
          %530 = arith.addi %529, %c8_i64_293 : i64
          %531 = arith.addi %401, %530 : i64
          %c2_i64_294 = arith.constant 2 : i64
          %532 = arith.muli %394, %c2_i64_294 : i64
          %c9_i64_295 = arith.constant 9 : i64
          %533 = arith.addi %532, %c9_i64_295 : i64
          %534 = arith.addi %401, %533 : i64
          %c2_i64_296 = arith.constant 2 : i64
          %535 = arith.muli %394, %c2_i64_296 : i64
          %536 = arith.addi %401, %535 : i64
          %c2_i64_297 = arith.constant 2 : i64
          %537 = arith.muli %394, %c2_i64_297 : i64
          %c1_i64_298 = arith.constant 1 : i64
          %538 = arith.addi %537, %c1_i64_298 : i64
          %539 = arith.addi %401, %538 : i64
          %c2_i64_299 = arith.constant 2 : i64
          %540 = arith.muli %394, %c2_i64_299 : i64
          %c8_i64_300 = arith.constant 8 : i64
          %541 = arith.addi %540, %c8_i64_300 : i64
          %542 = arith.addi %401, %541 : i64
          %c2_i64_301 = arith.constant 2 : i64
          %543 = arith.muli %394, %c2_i64_301 : i64
          %c9_i64_302 = arith.constant 9 : i64
          %544 = arith.addi %543, %c9_i64_302 : i64
          %545 = arith.addi %401, %544 : i64
          %c1_i64_303 = arith.constant 1 : i64
          %546 = arith.subi %304, %c1_i64_303 : i64
          %547 = arith.minsi %514, %546 : i64
          %548 = arith.muli %547, %305 : i64
          %549 = arith.addi %446, %548 : i64
          %550 = llvm.getelementptr %382[%549] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %551 = llvm.load %550 : !llvm.ptr<1> -> bf16
          memref.store %551, %alloca_107[] : memref<bf16>
          %552 = arith.cmpi sge, %514, %304 : i64
          scf.if %552 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_107[] : memref<bf16>
          }
          %c1_i64_304 = arith.constant 1 : i64
          %553 = arith.subi %304, %c1_i64_304 : i64
          %554 = arith.minsi %517, %553 : i64
          %555 = arith.muli %554, %305 : i64
          %556 = arith.addi %449, %555 : i64
          %557 = llvm.getelementptr %382[%556] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %558 = llvm.load %557 : !llvm.ptr<1> -> bf16
          memref.store %558, %alloca_108[] : memref<bf16>
          %559 = arith.cmpi sge, %517, %304 : i64
          scf.if %559 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_108[] : memref<bf16>
          }
          %c1_i64_305 = arith.constant 1 : i64
          %560 = arith.subi %304, %c1_i64_305 : i64
          %561 = arith.minsi %519, %560 : i64
          %562 = arith.muli %561, %305 : i64
          %563 = arith.addi %453, %562 : i64
          %564 = llvm.getelementptr %382[%563] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %565 = llvm.load %564 : !llvm.ptr<1> -> bf16
          memref.store %565, %alloca_109[] : memref<bf16>
          %566 = arith.cmpi sge, %519, %304 : i64
          scf.if %566 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_109[] : memref<bf16>
          }
          %c1_i64_306 = arith.constant 1 : i64
          %567 = arith.subi %304, %c1_i64_306 : i64
          %568 = arith.minsi %522, %567 : i64
          %569 = arith.muli %568, %305 : i64
          %570 = arith.addi %457, %569 : i64
          %571 = llvm.getelementptr %382[%570] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %572 = llvm.load %571 : !llvm.ptr<1> -> bf16
          memref.store %572, %alloca_110[] : memref<bf16>
          %573 = arith.cmpi sge, %522, %304 : i64
          scf.if %573 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_110[] : memref<bf16>
          }
          %c1_i64_307 = arith.constant 1 : i64
          %574 = arith.subi %304, %c1_i64_307 : i64
          %575 = arith.minsi %525, %574 : i64
          %576 = arith.muli %575, %305 : i64
          %577 = arith.addi %460, %576 : i64
          %578 = llvm.getelementptr %382[%577] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %579 = llvm.load %578 : !llvm.ptr<1> -> bf16
          memref.store %579, %alloca_111[] : memref<bf16>
          %580 = arith.cmpi sge, %525, %304 : i64
          scf.if %580 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_111[] : memref<bf16>
          }
          %c1_i64_308 = arith.constant 1 : i64
          %581 = arith.subi %304, %c1_i64_308 : i64
          %582 = arith.minsi %528, %581 : i64
          %583 = arith.muli %582, %305 : i64
          %584 = arith.addi %463, %583 : i64
          %585 = llvm.getelementptr %382[%584] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %586 = llvm.load %585 : !llvm.ptr<1> -> bf16
          memref.store %586, %alloca_112[] : memref<bf16>
          %587 = arith.cmpi sge, %528, %304 : i64
          scf.if %587 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_112[] : memref<bf16>
          }
          %c1_i64_309 = arith.constant 1 : i64
          %588 = arith.subi %304, %c1_i64_309 : i64
          %589 = arith.minsi %531, %588 : i64
          %590 = arith.muli %589, %305 : i64
          %591 = arith.addi %467, %590 : i64
          %592 = llvm.getelementptr %382[%591] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %593 = llvm.load %592 : !llvm.ptr<1> -> bf16
          memref.store %593, %alloca_113[] : memref<bf16>
          %594 = arith.cmpi sge, %531, %304 : i64
          scf.if %594 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_113[] : memref<bf16>
          }
          %c1_i64_310 = arith.constant 1 : i64
          %595 = arith.subi %304, %c1_i64_310 : i64
          %596 = arith.minsi %534, %595 : i64
          %597 = arith.muli %596, %305 : i64
          %598 = arith.addi %471, %597 : i64
          %599 = llvm.getelementptr %382[%598] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %600 = llvm.load %599 : !llvm.ptr<1> -> bf16
          memref.store %600, %alloca_114[] : memref<bf16>
          %601 = arith.cmpi sge, %534, %304 : i64
          scf.if %601 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_114[] : memref<bf16>
          }
          %c1_i64_311 = arith.constant 1 : i64
          %602 = arith.subi %304, %c1_i64_311 : i64
          %603 = arith.minsi %536, %602 : i64
          %604 = arith.muli %603, %312 : i64
          %605 = arith.addi %474, %604 : i64
          %606 = llvm.getelementptr %384[%605] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %607 = llvm.load %606 : !llvm.ptr<1> -> bf16
          memref.store %607, %alloca_115[] : memref<bf16>
          %608 = arith.cmpi sge, %536, %304 : i64
          scf.if %608 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_115[] : memref<bf16>
          }
          %c1_i64_312 = arith.constant 1 : i64
          %609 = arith.subi %304, %c1_i64_312 : i64
          %610 = arith.minsi %539, %609 : i64
          %611 = arith.muli %610, %312 : i64
          %612 = arith.addi %477, %611 : i64
          %613 = llvm.getelementptr %384[%612] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %614 = llvm.load %613 : !llvm.ptr<1> -> bf16
          memref.store %614, %alloca_116[] : memref<bf16>
          %615 = arith.cmpi sge, %539, %304 : i64
          scf.if %615 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_116[] : memref<bf16>
          }
          %c1_i64_313 = arith.constant 1 : i64
          %616 = arith.subi %304, %c1_i64_313 : i64
          %617 = arith.minsi %542, %616 : i64
          %618 = arith.muli %617, %312 : i64
          %619 = arith.addi %480, %618 : i64
          %620 = llvm.getelementptr %384[%619] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %621 = llvm.load %620 : !llvm.ptr<1> -> bf16
          memref.store %621, %alloca_117[] : memref<bf16>
          %622 = arith.cmpi sge, %542, %304 : i64
          scf.if %622 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_117[] : memref<bf16>
          }
          %c1_i64_314 = arith.constant 1 : i64
          %623 = arith.subi %304, %c1_i64_314 : i64
          %624 = arith.minsi %545, %623 : i64
          %625 = arith.muli %624, %312 : i64
          %626 = arith.addi %483, %625 : i64
          %627 = llvm.getelementptr %384[%626] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %628 = llvm.load %627 : !llvm.ptr<1> -> bf16
          memref.store %628, %alloca_118[] : memref<bf16>
          %629 = arith.cmpi sge, %545, %304 : i64
          scf.if %629 {
            %cst_325 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_325, %alloca_118[] : memref<bf16>
          }
          %630 = memref.load %alloca_107[] : memref<bf16>
          %631 = memref.load %alloca_108[] : memref<bf16>
          %632 = memref.load %alloca_109[] : memref<bf16>
          %633 = memref.load %alloca_110[] : memref<bf16>
          %634 = memref.load %alloca_111[] : memref<bf16>
          %635 = memref.load %alloca_112[] : memref<bf16>
          %636 = memref.load %alloca_113[] : memref<bf16>
          %637 = memref.load %alloca_114[] : memref<bf16>
          %638 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32 = arith.constant 0 : i32
          %639 = llvm.insertelement %630, %638[%c0_i32 : i32] : vector<2xbf16>
          %c1_i32 = arith.constant 1 : i32
          %640 = llvm.insertelement %631, %639[%c1_i32 : i32] : vector<2xbf16>
          %641 = llvm.bitcast %640 : vector<2xbf16> to i32
          %642 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_315 = arith.constant 0 : i32
          %643 = llvm.insertelement %632, %642[%c0_i32_315 : i32] : vector<2xbf16>
          %c1_i32_316 = arith.constant 1 : i32
          %644 = llvm.insertelement %633, %643[%c1_i32_316 : i32] : vector<2xbf16>
          %645 = llvm.bitcast %644 : vector<2xbf16> to i32
          %646 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_317 = arith.constant 0 : i32
          %647 = llvm.insertelement %634, %646[%c0_i32_317 : i32] : vector<2xbf16>
          %c1_i32_318 = arith.constant 1 : i32
          %648 = llvm.insertelement %635, %647[%c1_i32_318 : i32] : vector<2xbf16>
          %649 = llvm.bitcast %648 : vector<2xbf16> to i32
          %650 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_319 = arith.constant 0 : i32
          %651 = llvm.insertelement %636, %650[%c0_i32_319 : i32] : vector<2xbf16>
          %c1_i32_320 = arith.constant 1 : i32
          %652 = llvm.insertelement %637, %651[%c1_i32_320 : i32] : vector<2xbf16>
          %653 = llvm.bitcast %652 : vector<2xbf16> to i32
          %654 = memref.load %alloca_115[] : memref<bf16>
          %655 = memref.load %alloca_116[] : memref<bf16>
          %656 = memref.load %alloca_117[] : memref<bf16>
          %657 = memref.load %alloca_118[] : memref<bf16>
          %658 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_321 = arith.constant 0 : i32
          %659 = llvm.insertelement %654, %658[%c0_i32_321 : i32] : vector<2xbf16>
          %c1_i32_322 = arith.constant 1 : i32
          %660 = llvm.insertelement %655, %659[%c1_i32_322 : i32] : vector<2xbf16>
          %661 = llvm.bitcast %660 : vector<2xbf16> to i32
          %662 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_323 = arith.constant 0 : i32
          %663 = llvm.insertelement %656, %662[%c0_i32_323 : i32] : vector<2xbf16>
          %c1_i32_324 = arith.constant 1 : i32
          %664 = llvm.insertelement %657, %663[%c1_i32_324 : i32] : vector<2xbf16>
          %665 = llvm.bitcast %664 : vector<2xbf16> to i32
          %666 = memref.load %alloca_103[] : memref<f32>
          %667 = memref.load %alloca_104[] : memref<f32>
          %668 = memref.load %alloca_105[] : memref<f32>
          %669 = memref.load %alloca_106[] : memref<f32>
          %670 = nvvm.mma.sync A[%641, %645, %649, %653]  B[%661, %665]  C[%666, %667, %668, %669]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %671 = llvm.extractvalue %670[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %671, %alloca_103[] : memref<f32>
          %672 = llvm.extractvalue %670[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %672, %alloca_104[] : memref<f32>
          %673 = llvm.extractvalue %670[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %673, %alloca_105[] : memref<f32>
          %674 = llvm.extractvalue %670[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %674, %alloca_106[] : memref<f32>
        }
        %485 = arith.addi %442, %393 : i64
        %c2_i64 = arith.constant 2 : i64
        %486 = arith.muli %394, %c2_i64 : i64
        %487 = arith.addi %443, %486 : i64
        %488 = arith.cmpi slt, %485, %317 : i64
        %489 = arith.cmpi slt, %487, %318 : i64
        %490 = arith.andi %488, %489 : i1
        scf.if %490 {
          %cst_282 = arith.constant 2.000000e+00 : f32
          %513 = memref.load %alloca_103[] : memref<f32>
          %514 = arith.muli %487, %319 : i64
          %515 = arith.addi %485, %514 : i64
          %516 = llvm.getelementptr %386[%515] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %517 = llvm.load %516 : !llvm.ptr<1> -> f32
          %518 = llvm.intr.fma(%cst_282, %513, %517) : (f32, f32, f32) -> f32
          %519 = arith.muli %487, %319 : i64
          %520 = arith.addi %485, %519 : i64
          %521 = llvm.getelementptr %386[%520] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %518, %521 : f32, !llvm.ptr<1>
        }
        %491 = arith.addi %442, %393 : i64
        %c2_i64_275 = arith.constant 2 : i64
        %492 = arith.muli %394, %c2_i64_275 : i64
        %c1_i64_276 = arith.constant 1 : i64
        %493 = arith.addi %492, %c1_i64_276 : i64
        %494 = arith.addi %443, %493 : i64
        %495 = arith.cmpi slt, %491, %317 : i64
        %496 = arith.cmpi slt, %494, %318 : i64
        %497 = arith.andi %495, %496 : i1
        scf.if %497 {
          %cst_282 = arith.constant 2.000000e+00 : f32
          %513 = memref.load %alloca_104[] : memref<f32>
          %514 = arith.muli %494, %319 : i64
          %515 = arith.addi %491, %514 : i64
          %516 = llvm.getelementptr %386[%515] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %517 = llvm.load %516 : !llvm.ptr<1> -> f32
          %518 = llvm.intr.fma(%cst_282, %513, %517) : (f32, f32, f32) -> f32
          %519 = arith.muli %494, %319 : i64
          %520 = arith.addi %491, %519 : i64
          %521 = llvm.getelementptr %386[%520] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %518, %521 : f32, !llvm.ptr<1>
        }
        %c8_i64_277 = arith.constant 8 : i64
        %498 = arith.addi %393, %c8_i64_277 : i64
        %499 = arith.addi %442, %498 : i64
        %c2_i64_278 = arith.constant 2 : i64
        %500 = arith.muli %394, %c2_i64_278 : i64
        %501 = arith.addi %443, %500 : i64
        %502 = arith.cmpi slt, %499, %317 : i64
        %503 = arith.cmpi slt, %501, %318 : i64
        %504 = arith.andi %502, %503 : i1
        scf.if %504 {
          %cst_282 = arith.constant 2.000000e+00 : f32
          %513 = memref.load %alloca_105[] : memref<f32>
          %514 = arith.muli %501, %319 : i64
          %515 = arith.addi %499, %514 : i64
          %516 = llvm.getelementptr %386[%515] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %517 = llvm.load %516 : !llvm.ptr<1> -> f32
          %518 = llvm.intr.fma(%cst_282, %513, %517) : (f32, f32, f32) -> f32
          %519 = arith.muli %501, %319 : i64
          %520 = arith.addi %499, %519 : i64
          %521 = llvm.getelementptr %386[%520] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %518, %521 : f32, !llvm.ptr<1>
        }
        %c8_i64_279 = arith.constant 8 : i64
        %505 = arith.addi %393, %c8_i64_279 : i64
        %506 = arith.addi %442, %505 : i64
        %c2_i64_280 = arith.constant 2 : i64
        %507 = arith.muli %394, %c2_i64_280 : i64
        %c1_i64_281 = arith.constant 1 : i64
        %508 = arith.addi %507, %c1_i64_281 : i64
        %509 = arith.addi %443, %508 : i64
        %510 = arith.cmpi slt, %506, %317 : i64
        %511 = arith.cmpi slt, %509, %318 : i64
        %512 = arith.andi %510, %511 : i1
        scf.if %512 {
          %cst_282 = arith.constant 2.000000e+00 : f32
          %513 = memref.load %alloca_106[] : memref<f32>
          %514 = arith.muli %509, %319 : i64
          %515 = arith.addi %506, %514 : i64
          %516 = llvm.getelementptr %386[%515] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %517 = llvm.load %516 : !llvm.ptr<1> -> f32
          %518 = llvm.intr.fma(%cst_282, %513, %517) : (f32, f32, f32) -> f32
          %519 = arith.muli %509, %319 : i64
          %520 = arith.addi %506, %519 : i64
          %521 = llvm.getelementptr %386[%520] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %518, %521 : f32, !llvm.ptr<1>
        }
      }
      %c945_i64_223 = arith.constant 945 : i64
      %402 = arith.muli %340, %c945_i64_223 : i64
      %403 = llvm.getelementptr %323[%402] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c777_i64 = arith.constant 777 : i64
      %404 = arith.muli %340, %c777_i64 : i64
      %405 = llvm.getelementptr %326[%404] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c1665_i64 = arith.constant 1665 : i64
      %406 = arith.muli %340, %c1665_i64 : i64
      %407 = llvm.getelementptr %329[%406] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_224 = gpu.thread_id  x
      %408 = arith.index_cast %thread_id_x_224 : index to i64
      %c64_i64_225 = arith.constant 64 : i64
      %thread_id_y_226 = gpu.thread_id  y
      %409 = arith.index_cast %thread_id_y_226 : index to i64
      %410 = arith.muli %c64_i64_225, %409 : i64
      %411 = arith.addi %408, %410 : i64
      %c32_i64_227 = arith.constant 32 : i64
      %412 = arith.divsi %411, %c32_i64_227 : i64
      %c32_i64_228 = arith.constant 32 : i64
      %413 = arith.remsi %411, %c32_i64_228 : i64
      %c4_i64_229 = arith.constant 4 : i64
      %414 = arith.divsi %413, %c4_i64_229 : i64
      %c4_i64_230 = arith.constant 4 : i64
      %415 = arith.remsi %413, %c4_i64_230 : i64
      %c4_i64_231 = arith.constant 4 : i64
      %416 = arith.remsi %412, %c4_i64_231 : i64
      %c16_i64_232 = arith.constant 16 : i64
      %417 = arith.muli %416, %c16_i64_232 : i64
      %c4_i64_233 = arith.constant 4 : i64
      %418 = arith.divsi %412, %c4_i64_233 : i64
      %c16_i64_234 = arith.constant 16 : i64
      %419 = arith.muli %418, %c16_i64_234 : i64
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_235 = arith.constant 1 : i64
      scf.for %arg48 = %c0_i64 to %c1_i64 step %c1_i64_235  : i64 {
        %c1_i64_252 = arith.constant 1 : i64
        %440 = arith.remsi %arg48, %c1_i64_252 : i64
        %c64_i64_253 = arith.constant 64 : i64
        %441 = arith.muli %440, %c64_i64_253 : i64
        %c1_i64_254 = arith.constant 1 : i64
        %442 = arith.divsi %arg48, %c1_i64_254 : i64
        %c64_i64_255 = arith.constant 64 : i64
        %443 = arith.muli %442, %c64_i64_255 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_119[] : memref<f64>
        %cst_256 = arith.constant 0.000000e+00 : f64
        memref.store %cst_256, %alloca_120[] : memref<f64>
        %cst_257 = arith.constant 0.000000e+00 : f64
        memref.store %cst_257, %alloca_121[] : memref<f64>
        %cst_258 = arith.constant 0.000000e+00 : f64
        memref.store %cst_258, %alloca_122[] : memref<f64>
        %cst_259 = arith.constant 0.000000e+00 : f64
        memref.store %cst_259, %alloca_123[] : memref<f64>
        %cst_260 = arith.constant 0.000000e+00 : f64
        memref.store %cst_260, %alloca_124[] : memref<f64>
        %cst_261 = arith.constant 0.000000e+00 : f64
        memref.store %cst_261, %alloca_125[] : memref<f64>
        %cst_262 = arith.constant 0.000000e+00 : f64
        memref.store %cst_262, %alloca_126[] : memref<f64>
        %c0_i64_263 = arith.constant 0 : i64
        %c21_i64 = arith.constant 21 : i64
        %c16_i64_264 = arith.constant 16 : i64
        scf.for %arg49 = %c0_i64_263 to %c21_i64 step %c16_i64_264  : i64 {
          gpu.barrier
          %c0_i64_298 = arith.constant 0 : i64
          %c2_i64_299 = arith.constant 2 : i64
          %c1_i64_300 = arith.constant 1 : i64
          scf.for %arg50 = %c0_i64_298 to %c2_i64_299 step %c1_i64_300  : i64 {
            %c512_i64 = arith.constant 512 : i64
            %724 = arith.muli %arg50, %c512_i64 : i64
            %725 = arith.addi %411, %724 : i64
            %c64_i64_346 = arith.constant 64 : i64
            %726 = arith.remsi %725, %c64_i64_346 : i64
            %c64_i64_347 = arith.constant 64 : i64
            %727 = arith.divsi %725, %c64_i64_347 : i64
            %728 = arith.addi %441, %726 : i64
            %729 = arith.addi %arg49, %727 : i64
            %cst_348 = arith.constant 0.000000e+00 : f64
            memref.store %cst_348, %alloca_127[] : memref<f64>
            %c45_i64_349 = arith.constant 45 : i64
            %730 = arith.cmpi slt, %728, %c45_i64_349 : i64
            %c21_i64_350 = arith.constant 21 : i64
            %731 = arith.cmpi slt, %729, %c21_i64_350 : i64
            %732 = arith.andi %730, %731 : i1
            scf.if %732 {
              %c21_i64_352 = arith.constant 21 : i64
              %738 = arith.muli %728, %c21_i64_352 : i64
              %739 = arith.addi %729, %738 : i64
              %740 = llvm.getelementptr %403[%739] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %741 = llvm.load %740 : !llvm.ptr<1> -> f64
              memref.store %741, %alloca_127[] : memref<f64>
            }
            %733 = memref.load %alloca_127[] : memref<f64>
            %734 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
            %c20_i64_351 = arith.constant 20 : i64
            %735 = arith.muli %726, %c20_i64_351 : i64
            %736 = arith.addi %735, %727 : i64
            %737 = llvm.getelementptr %734[%736] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %733, %737 : f64, !llvm.ptr<3>
          }
          %c0_i64_301 = arith.constant 0 : i64
          %c2_i64_302 = arith.constant 2 : i64
          %c1_i64_303 = arith.constant 1 : i64
          scf.for %arg50 = %c0_i64_301 to %c2_i64_302 step %c1_i64_303  : i64 {
            %c512_i64 = arith.constant 512 : i64
            %724 = arith.muli %arg50, %c512_i64 : i64
            %725 = arith.addi %411, %724 : i64
            %c16_i64_346 = arith.constant 16 : i64
            %726 = arith.divsi %725, %c16_i64_346 : i64
            %c16_i64_347 = arith.constant 16 : i64
            %727 = arith.remsi %725, %c16_i64_347 : i64
            %728 = arith.addi %443, %726 : i64
            %729 = arith.addi %arg49, %727 : i64
            %cst_348 = arith.constant 0.000000e+00 : f64
            memref.store %cst_348, %alloca_128[] : memref<f64>
            %c37_i64_349 = arith.constant 37 : i64
            %730 = arith.cmpi slt, %728, %c37_i64_349 : i64
            %c21_i64_350 = arith.constant 21 : i64
            %731 = arith.cmpi slt, %729, %c21_i64_350 : i64
            %732 = arith.andi %730, %731 : i1
            scf.if %732 {
              %c21_i64_353 = arith.constant 21 : i64
              %739 = arith.muli %728, %c21_i64_353 : i64
              %740 = arith.addi %729, %739 : i64
              %741 = llvm.getelementptr %405[%740] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %742 = llvm.load %741 : !llvm.ptr<1> -> f64
              memref.store %742, %alloca_128[] : memref<f64>
            }
            %733 = memref.load %alloca_128[] : memref<f64>
            %734 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
            %c10240_i64_351 = arith.constant 10240 : i64
            %735 = llvm.getelementptr %734[%c10240_i64_351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c20_i64_352 = arith.constant 20 : i64
            %736 = arith.muli %726, %c20_i64_352 : i64
            %737 = arith.addi %736, %727 : i64
            %738 = llvm.getelementptr %735[%737] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %733, %738 : f64, !llvm.ptr<3>
          }
          gpu.barrier
          %520 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %521 = arith.addi %417, %414 : i64
          %c20_i64_304 = arith.constant 20 : i64
          %522 = arith.muli %521, %c20_i64_304 : i64
          %523 = arith.addi %522, %415 : i64
          %524 = llvm.getelementptr %520[%523] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %525 = llvm.load %524 : !llvm.ptr<3> -> f64
          %526 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_305 = arith.constant 8 : i64
          %527 = arith.addi %417, %c8_i64_305 : i64
          %528 = arith.addi %527, %414 : i64
          %c20_i64_306 = arith.constant 20 : i64
          %529 = arith.muli %528, %c20_i64_306 : i64
          %530 = arith.addi %529, %415 : i64
          %531 = llvm.getelementptr %526[%530] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %532 = llvm.load %531 : !llvm.ptr<3> -> f64
          %533 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64 = arith.constant 10240 : i64
          %534 = llvm.getelementptr %533[%c10240_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %535 = arith.addi %419, %414 : i64
          %c20_i64_307 = arith.constant 20 : i64
          %536 = arith.muli %535, %c20_i64_307 : i64
          %537 = arith.addi %536, %415 : i64
          %538 = llvm.getelementptr %534[%537] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %539 = llvm.load %538 : !llvm.ptr<3> -> f64
          %540 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_308 = arith.constant 10240 : i64
          %541 = llvm.getelementptr %540[%c10240_i64_308] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_309 = arith.constant 8 : i64
          %542 = arith.addi %419, %c8_i64_309 : i64
          %543 = arith.addi %542, %414 : i64
          %c20_i64_310 = arith.constant 20 : i64
          %544 = arith.muli %543, %c20_i64_310 : i64
          %545 = arith.addi %544, %415 : i64
          %546 = llvm.getelementptr %541[%545] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %547 = llvm.load %546 : !llvm.ptr<3> -> f64
          %548 = memref.load %alloca_119[] : memref<f64>
          %549 = memref.load %alloca_120[] : memref<f64>
          %550 = nvvm.mma.sync A[%525]  B[%539]  C[%548, %549]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %551 = llvm.extractvalue %550[0] : !llvm.struct<(f64, f64)> 
          memref.store %551, %alloca_119[] : memref<f64>
          %552 = llvm.extractvalue %550[1] : !llvm.struct<(f64, f64)> 
          memref.store %552, %alloca_120[] : memref<f64>
          %553 = memref.load %alloca_121[] : memref<f64>
          %554 = memref.load %alloca_122[] : memref<f64>
          %555 = nvvm.mma.sync A[%525]  B[%547]  C[%553, %554]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %556 = llvm.extractvalue %555[0] : !llvm.struct<(f64, f64)> 
          memref.store %556, %alloca_121[] : memref<f64>
          %557 = llvm.extractvalue %555[1] : !llvm.struct<(f64, f64)> 
          memref.store %557, %alloca_122[] : memref<f64>
          %558 = memref.load %alloca_123[] : memref<f64>
          %559 = memref.load %alloca_124[] : memref<f64>
          %560 = nvvm.mma.sync A[%532]  B[%539]  C[%558, %559]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %561 = llvm.extractvalue %560[0] : !llvm.struct<(f64, f64)> 
          memref.store %561, %alloca_123[] : memref<f64>
          %562 = llvm.extractvalue %560[1] : !llvm.struct<(f64, f64)> 
          memref.store %562, %alloca_124[] : memref<f64>
          %563 = memref.load %alloca_125[] : memref<f64>
          %564 = memref.load %alloca_126[] : memref<f64>
          %565 = nvvm.mma.sync A[%532]  B[%547]  C[%563, %564]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %566 = llvm.extractvalue %565[0] : !llvm.struct<(f64, f64)> 
          memref.store %566, %alloca_125[] : memref<f64>
          %567 = llvm.extractvalue %565[1] : !llvm.struct<(f64, f64)> 
          memref.store %567, %alloca_126[] : memref<f64>
          %568 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %569 = arith.addi %417, %414 : i64
          %c20_i64_311 = arith.constant 20 : i64
          %570 = arith.muli %569, %c20_i64_311 : i64
          %c4_i64_312 = arith.constant 4 : i64
          %571 = arith.addi %c4_i64_312, %415 : i64
          %572 = arith.addi %570, %571 : i64
          %573 = llvm.getelementptr %568[%572] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %574 = llvm.load %573 : !llvm.ptr<3> -> f64
          %575 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_313 = arith.constant 8 : i64
          %576 = arith.addi %417, %c8_i64_313 : i64
          %577 = arith.addi %576, %414 : i64
          %c20_i64_314 = arith.constant 20 : i64
          %578 = arith.muli %577, %c20_i64_314 : i64
          %c4_i64_315 = arith.constant 4 : i64
          %579 = arith.addi %c4_i64_315, %415 : i64
          %580 = arith.addi %578, %579 : i64
          %581 = llvm.getelementptr %575[%580] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %582 = llvm.load %581 : !llvm.ptr<3> -> f64
          %583 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_316 = arith.constant 10240 : i64
          %584 = llvm.getelementptr %583[%c10240_i64_316] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %585 = arith.addi %419, %414 : i64
          %c20_i64_317 = arith.constant 20 : i64
          %586 = arith.muli %585, %c20_i64_317 : i64
          %c4_i64_318 = arith.constant 4 : i64
          %587 = arith.addi %c4_i64_318, %415 : i64
          %588 = arith.addi %586, %587 : i64
          %589 = llvm.getelementptr %584[%588] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %590 = llvm.load %589 : !llvm.ptr<3> -> f64
          %591 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_319 = arith.constant 10240 : i64
          %592 = llvm.getelementptr %591[%c10240_i64_319] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_320 = arith.constant 8 : i64
          %593 = arith.addi %419, %c8_i64_320 : i64
          %594 = arith.addi %593, %414 : i64
          %c20_i64_321 = arith.constant 20 : i64
          %595 = arith.muli %594, %c20_i64_321 : i64
          %c4_i64_322 = arith.constant 4 : i64
          %596 = arith.addi %c4_i64_322, %415 : i64
          %597 = arith.addi %595, %596 : i64
          %598 = llvm.getelementptr %592[%597] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %599 = llvm.load %598 : !llvm.ptr<3> -> f64
          %600 = memref.load %alloca_119[] : memref<f64>
          %601 = memref.load %alloca_120[] : memref<f64>
          %602 = nvvm.mma.sync A[%574]  B[%590]  C[%600, %601]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %603 = llvm.extractvalue %602[0] : !llvm.struct<(f64, f64)> 
          memref.store %603, %alloca_119[] : memref<f64>
          %604 = llvm.extractvalue %602[1] : !llvm.struct<(f64, f64)> 
          memref.store %604, %alloca_120[] : memref<f64>
          %605 = memref.load %alloca_121[] : memref<f64>
          %606 = memref.load %alloca_122[] : memref<f64>
          %607 = nvvm.mma.sync A[%574]  B[%599]  C[%605, %606]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %608 = llvm.extractvalue %607[0] : !llvm.struct<(f64, f64)> 
          memref.store %608, %alloca_121[] : memref<f64>
          %609 = llvm.extractvalue %607[1] : !llvm.struct<(f64, f64)> 
          memref.store %609, %alloca_122[] : memref<f64>
          %610 = memref.load %alloca_123[] : memref<f64>
          %611 = memref.load %alloca_124[] : memref<f64>
          %612 = nvvm.mma.sync A[%582]  B[%590]  C[%610, %611]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %613 = llvm.extractvalue %612[0] : !llvm.struct<(f64, f64)> 
          memref.store %613, %alloca_123[] : memref<f64>
          %614 = llvm.extractvalue %612[1] : !llvm.struct<(f64, f64)> 
          memref.store %614, %alloca_124[] : memref<f64>
          %615 = memref.load %alloca_125[] : memref<f64>
          %616 = memref.load %alloca_126[] : memref<f64>
          %617 = nvvm.mma.sync A[%582]  B[%599]  C[%615, %616]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %618 = llvm.extractvalue %617[0] : !llvm.struct<(f64, f64)> 
          memref.store %618, %alloca_125[] : memref<f64>
          %619 = llvm.extractvalue %617[1] : !llvm.struct<(f64, f64)> 
          memref.store %619, %alloca_126[] : memref<f64>
          %620 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %621 = arith.addi %417, %414 : i64
          %c20_i64_323 = arith.constant 20 : i64
          %622 = arith.muli %621, %c20_i64_323 : i64
          %c8_i64_324 = arith.constant 8 : i64
          %623 = arith.addi %c8_i64_324, %415 : i64
          %624 = arith.addi %622, %623 : i64
          %625 = llvm.getelementptr %620[%624] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %626 = llvm.load %625 : !llvm.ptr<3> -> f64
          %627 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_325 = arith.constant 8 : i64
          %628 = arith.addi %417, %c8_i64_325 : i64
          %629 = arith.addi %628, %414 : i64
          %c20_i64_326 = arith.constant 20 : i64
          %630 = arith.muli %629, %c20_i64_326 : i64
          %c8_i64_327 = arith.constant 8 : i64
          %631 = arith.addi %c8_i64_327, %415 : i64
          %632 = arith.addi %630, %631 : i64
          %633 = llvm.getelementptr %627[%632] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %634 = llvm.load %633 : !llvm.ptr<3> -> f64
          %635 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_328 = arith.constant 10240 : i64
          %636 = llvm.getelementptr %635[%c10240_i64_328] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %637 = arith.addi %419, %414 : i64
          %c20_i64_329 = arith.constant 20 : i64
          %638 = arith.muli %637, %c20_i64_329 : i64
          %c8_i64_330 = arith.constant 8 : i64
          %639 = arith.addi %c8_i64_330, %415 : i64
          %640 = arith.addi %638, %639 : i64
          %641 = llvm.getelementptr %636[%640] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %642 = llvm.load %641 : !llvm.ptr<3> -> f64
          %643 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_331 = arith.constant 10240 : i64
          %644 = llvm.getelementptr %643[%c10240_i64_331] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_332 = arith.constant 8 : i64
          %645 = arith.addi %419, %c8_i64_332 : i64
          %646 = arith.addi %645, %414 : i64
          %c20_i64_333 = arith.constant 20 : i64
          %647 = arith.muli %646, %c20_i64_333 : i64
          %c8_i64_334 = arith.constant 8 : i64
          %648 = arith.addi %c8_i64_334, %415 : i64
          %649 = arith.addi %647, %648 : i64
          %650 = llvm.getelementptr %644[%649] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %651 = llvm.load %650 : !llvm.ptr<3> -> f64
          %652 = memref.load %alloca_119[] : memref<f64>
          %653 = memref.load %alloca_120[] : memref<f64>
          %654 = nvvm.mma.sync A[%626]  B[%642]  C[%652, %653]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %655 = llvm.extractvalue %654[0] : !llvm.struct<(f64, f64)> 
          memref.store %655, %alloca_119[] : memref<f64>
          %656 = llvm.extractvalue %654[1] : !llvm.struct<(f64, f64)> 
          memref.store %656, %alloca_120[] : memref<f64>
          %657 = memref.load %alloca_121[] : memref<f64>
          %658 = memref.load %alloca_122[] : memref<f64>
          %659 = nvvm.mma.sync A[%626]  B[%651]  C[%657, %658]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %660 = llvm.extractvalue %659[0] : !llvm.struct<(f64, f64)> 
          memref.store %660, %alloca_121[] : memref<f64>
          %661 = llvm.extractvalue %659[1] : !llvm.struct<(f64, f64)> 
          memref.store %661, %alloca_122[] : memref<f64>
          %662 = memref.load %alloca_123[] : memref<f64>
          %663 = memref.load %alloca_124[] : memref<f64>
          %664 = nvvm.mma.sync A[%634]  B[%642]  C[%662, %663]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %665 = llvm.extractvalue %664[0] : !llvm.struct<(f64, f64)> 
          memref.store %665, %alloca_123[] : memref<f64>
          %666 = llvm.extractvalue %664[1] : !llvm.struct<(f64, f64)> 
          memref.store %666, %alloca_124[] : memref<f64>
          %667 = memref.load %alloca_125[] : memref<f64>
          %668 = memref.load %alloca_126[] : memref<f64>
          %669 = nvvm.mma.sync A[%634]  B[%651]  C[%667, %668]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %670 = llvm.extractvalue %669[0] : !llvm.struct<(f64, f64)> 
          memref.store %670, %alloca_125[] : memref<f64>
          %671 = llvm.extractvalue %669[1] : !llvm.struct<(f64, f64)> 
          memref.store %671, %alloca_126[] : memref<f64>
          %672 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %673 = arith.addi %417, %414 : i64
          %c20_i64_335 = arith.constant 20 : i64
          %674 = arith.muli %673, %c20_i64_335 : i64
          %c12_i64 = arith.constant 12 : i64
          %675 = arith.addi %c12_i64, %415 : i64
          %676 = arith.addi %674, %675 : i64
          %677 = llvm.getelementptr %672[%676] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %678 = llvm.load %677 : !llvm.ptr<3> -> f64
          %679 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_336 = arith.constant 8 : i64
          %680 = arith.addi %417, %c8_i64_336 : i64
          %681 = arith.addi %680, %414 : i64
          %c20_i64_337 = arith.constant 20 : i64
          %682 = arith.muli %681, %c20_i64_337 : i64
          %c12_i64_338 = arith.constant 12 : i64
          %683 = arith.addi %c12_i64_338, %415 : i64
          %684 = arith.addi %682, %683 : i64
          %685 = llvm.getelementptr %679[%684] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %686 = llvm.load %685 : !llvm.ptr<3> -> f64
          %687 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_339 = arith.constant 10240 : i64
          %688 = llvm.getelementptr %687[%c10240_i64_339] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %689 = arith.addi %419, %414 : i64
          %c20_i64_340 = arith.constant 20 : i64
          %690 = arith.muli %689, %c20_i64_340 : i64
          %c12_i64_341 = arith.constant 12 : i64
          %691 = arith.addi %c12_i64_341, %415 : i64
          %692 = arith.addi %690, %691 : i64
          %693 = llvm.getelementptr %688[%692] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %694 = llvm.load %693 : !llvm.ptr<3> -> f64
          %695 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_342 = arith.constant 10240 : i64
          %696 = llvm.getelementptr %695[%c10240_i64_342] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_343 = arith.constant 8 : i64
          %697 = arith.addi %419, %c8_i64_343 : i64
          %698 = arith.addi %697, %414 : i64
          %c20_i64_344 = arith.constant 20 : i64
          %699 = arith.muli %698, %c20_i64_344 : i64
          %c12_i64_345 = arith.constant 12 : i64
          %700 = arith.addi %c12_i64_345, %415 : i64
          %701 = arith.addi %699, %700 : i64
          %702 = llvm.getelementptr %696[%701] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %703 = llvm.load %702 : !llvm.ptr<3> -> f64
          %704 = memref.load %alloca_119[] : memref<f64>
          %705 = memref.load %alloca_120[] : memref<f64>
          %706 = nvvm.mma.sync A[%678]  B[%694]  C[%704, %705]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %707 = llvm.extractvalue %706[0] : !llvm.struct<(f64, f64)> 
          memref.store %707, %alloca_119[] : memref<f64>
          %708 = llvm.extractvalue %706[1] : !llvm.struct<(f64, f64)> 
          memref.store %708, %alloca_120[] : memref<f64>
          %709 = memref.load %alloca_121[] : memref<f64>
          %710 = memref.load %alloca_122[] : memref<f64>
          %711 = nvvm.mma.sync A[%678]  B[%703]  C[%709, %710]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %712 = llvm.extractvalue %711[0] : !llvm.struct<(f64, f64)> 
          memref.store %712, %alloca_121[] : memref<f64>
          %713 = llvm.extractvalue %711[1] : !llvm.struct<(f64, f64)> 
          memref.store %713, %alloca_122[] : memref<f64>
          %714 = memref.load %alloca_123[] : memref<f64>
          %715 = memref.load %alloca_124[] : memref<f64>
          %716 = nvvm.mma.sync A[%686]  B[%694]  C[%714, %715]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %717 = llvm.extractvalue %716[0] : !llvm.struct<(f64, f64)> 
          memref.store %717, %alloca_123[] : memref<f64>
          %718 = llvm.extractvalue %716[1] : !llvm.struct<(f64, f64)> 
          memref.store %718, %alloca_124[] : memref<f64>
          %719 = memref.load %alloca_125[] : memref<f64>
          %720 = memref.load %alloca_126[] : memref<f64>
          %721 = nvvm.mma.sync A[%686]  B[%703]  C[%719, %720]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %722 = llvm.extractvalue %721[0] : !llvm.struct<(f64, f64)> 
          memref.store %722, %alloca_125[] : memref<f64>
          %723 = llvm.extractvalue %721[1] : !llvm.struct<(f64, f64)> 
          memref.store %723, %alloca_126[] : memref<f64>
        }
        %444 = arith.addi %441, %417 : i64
        %445 = arith.addi %444, %414 : i64
        %446 = arith.addi %443, %419 : i64
        %c2_i64 = arith.constant 2 : i64
        %447 = arith.muli %415, %c2_i64 : i64
        %448 = arith.addi %446, %447 : i64
        %c45_i64 = arith.constant 45 : i64
        %449 = arith.cmpi slt, %445, %c45_i64 : i64
        %c37_i64 = arith.constant 37 : i64
        %450 = arith.cmpi slt, %448, %c37_i64 : i64
        %451 = arith.andi %449, %450 : i1
        scf.if %451 {
          %cst_298 = arith.constant -1.000000e+00 : f64
          %c45_i64_299 = arith.constant 45 : i64
          %520 = arith.muli %448, %c45_i64_299 : i64
          %521 = arith.addi %445, %520 : i64
          %522 = llvm.getelementptr %407[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %523 = llvm.load %522 : !llvm.ptr<1> -> f64
          %524 = memref.load %alloca_119[] : memref<f64>
          %525 = arith.mulf %arg0, %524 : f64
          %526 = llvm.intr.fma(%cst_298, %523, %525) : (f64, f64, f64) -> f64
          %c45_i64_300 = arith.constant 45 : i64
          %527 = arith.muli %448, %c45_i64_300 : i64
          %528 = arith.addi %445, %527 : i64
          %529 = llvm.getelementptr %407[%528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %526, %529 : f64, !llvm.ptr<1>
        }
        %452 = arith.addi %441, %417 : i64
        %453 = arith.addi %452, %414 : i64
        %454 = arith.addi %443, %419 : i64
        %c2_i64_265 = arith.constant 2 : i64
        %455 = arith.muli %415, %c2_i64_265 : i64
        %c1_i64_266 = arith.constant 1 : i64
        %456 = arith.addi %455, %c1_i64_266 : i64
        %457 = arith.addi %454, %456 : i64
        %c45_i64_267 = arith.constant 45 : i64
        %458 = arith.cmpi slt, %453, %c45_i64_267 : i64
        %c37_i64_268 = arith.constant 37 : i64
        %459 = arith.cmpi slt, %457, %c37_i64_268 : i64
        %460 = arith.andi %458, %459 : i1
        scf.if %460 {
          %cst_298 = arith.constant -1.000000e+00 : f64
          %c45_i64_299 = arith.constant 45 : i64
          %520 = arith.muli %457, %c45_i64_299 : i64
          %521 = arith.addi %453, %520 : i64
          %522 = llvm.getelementptr %407[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %523 = llvm.load %522 : !llvm.ptr<1> -> f64
          %524 = memref.load %alloca_120[] : memref<f64>
          %525 = arith.mulf %arg0, %524 : f64
          %526 = llvm.intr.fma(%cst_298, %523, %525) : (f64, f64, f64) -> f64
          %c45_i64_300 = arith.constant 45 : i64
          %527 = arith.muli %457, %c45_i64_300 : i64
          %528 = arith.addi %453, %527 : i64
          %529 = llvm.getelementptr %407[%528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %526, %529 : f64, !llvm.ptr<1>
        }
        %461 = arith.addi %441, %417 : i64
        %462 = arith.addi %461, %414 : i64
        %463 = arith.addi %443, %419 : i64
        %c8_i64_269 = arith.constant 8 : i64
        %464 = arith.addi %463, %c8_i64_269 : i64
        %c2_i64_270 = arith.constant 2 : i64
        %465 = arith.muli %415, %c2_i64_270 : i64
        %466 = arith.addi %464, %465 : i64
        %c45_i64_271 = arith.constant 45 : i64
        %467 = arith.cmpi slt, %462, %c45_i64_271 : i64
        %c37_i64_272 = arith.constant 37 : i64
        %468 = arith.cmpi slt, %466, %c37_i64_272 : i64
        %469 = arith.andi %467, %468 : i1
        scf.if %469 {
          %cst_298 = arith.constant -1.000000e+00 : f64
          %c45_i64_299 = arith.constant 45 : i64
          %520 = arith.muli %466, %c45_i64_299 : i64
          %521 = arith.addi %462, %520 : i64
          %522 = llvm.getelementptr %407[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %523 = llvm.load %522 : !llvm.ptr<1> -> f64
          %524 = memref.load %alloca_121[] : memref<f64>
          %525 = arith.mulf %arg0, %524 : f64
          %526 = llvm.intr.fma(%cst_298, %523, %525) : (f64, f64, f64) -> f64
          %c45_i64_300 = arith.constant 45 : i64
          %527 = arith.muli %466, %c45_i64_300 : i64
          %528 = arith.addi %462, %527 : i64
          %529 = llvm.getelementptr %407[%528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %526, %529 : f64, !llvm.ptr<1>
        }
        %470 = arith.addi %441, %417 : i64
        %471 = arith.addi %470, %414 : i64
        %472 = arith.addi %443, %419 : i64
        %c8_i64_273 = arith.constant 8 : i64
        %473 = arith.addi %472, %c8_i64_273 : i64
        %c2_i64_274 = arith.constant 2 : i64
        %474 = arith.muli %415, %c2_i64_274 : i64
        %c1_i64_275 = arith.constant 1 : i64
        %475 = arith.addi %474, %c1_i64_275 : i64
        %476 = arith.addi %473, %475 : i64
        %c45_i64_276 = arith.constant 45 : i64
        %477 = arith.cmpi slt, %471, %c45_i64_276 : i64
        %c37_i64_277 = arith.constant 37 : i64
        %478 = arith.cmpi slt, %476, %c37_i64_277 : i64
        %479 = arith.andi %477, %478 : i1
        scf.if %479 {
          %cst_298 = arith.constant -1.000000e+00 : f64
          %c45_i64_299 = arith.constant 45 : i64
          %520 = arith.muli %476, %c45_i64_299 : i64
          %521 = arith.addi %471, %520 : i64
          %522 = llvm.getelementptr %407[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %523 = llvm.load %522 : !llvm.ptr<1> -> f64
          %524 = memref.load %alloca_122[] : memref<f64>
          %525 = arith.mulf %arg0, %524 : f64
          %526 = llvm.intr.fma(%cst_298, %523, %525) : (f64, f64, f64) -> f64
          %c45_i64_300 = arith.constant 45 : i64
          %527 = arith.muli %476, %c45_i64_300 : i64
          %528 = arith.addi %471, %527 : i64
          %529 = llvm.getelementptr %407[%528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %526, %529 : f64, !llvm.ptr<1>
        }
        %480 = arith.addi %441, %417 : i64
        %c8_i64_278 = arith.constant 8 : i64
        %481 = arith.addi %480, %c8_i64_278 : i64
        %482 = arith.addi %481, %414 : i64
        %483 = arith.addi %443, %419 : i64
        %c2_i64_279 = arith.constant 2 : i64
        %484 = arith.muli %415, %c2_i64_279 : i64
        %485 = arith.addi %483, %484 : i64
        %c45_i64_280 = arith.constant 45 : i64
        %486 = arith.cmpi slt, %482, %c45_i64_280 : i64
        %c37_i64_281 = arith.constant 37 : i64
        %487 = arith.cmpi slt, %485, %c37_i64_281 : i64
        %488 = arith.andi %486, %487 : i1
        scf.if %488 {
          %cst_298 = arith.constant -1.000000e+00 : f64
          %c45_i64_299 = arith.constant 45 : i64
          %520 = arith.muli %485, %c45_i64_299 : i64
          %521 = arith.addi %482, %520 : i64
          %522 = llvm.getelementptr %407[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %523 = llvm.load %522 : !llvm.ptr<1> -> f64
          %524 = memref.load %alloca_123[] : memref<f64>
          %525 = arith.mulf %arg0, %524 : f64
          %526 = llvm.intr.fma(%cst_298, %523, %525) : (f64, f64, f64) -> f64
          %c45_i64_300 = arith.constant 45 : i64
          %527 = arith.muli %485, %c45_i64_300 : i64
          %528 = arith.addi %482, %527 : i64
          %529 = llvm.getelementptr %407[%528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %526, %529 : f64, !llvm.ptr<1>
        }
        %489 = arith.addi %441, %417 : i64
        %c8_i64_282 = arith.constant 8 : i64
        %490 = arith.addi %489, %c8_i64_282 : i64
        %491 = arith.addi %490, %414 : i64
        %492 = arith.addi %443, %419 : i64
        %c2_i64_283 = arith.constant 2 : i64
        %493 = arith.muli %415, %c2_i64_283 : i64
        %c1_i64_284 = arith.constant 1 : i64
        %494 = arith.addi %493, %c1_i64_284 : i64
        %495 = arith.addi %492, %494 : i64
        %c45_i64_285 = arith.constant 45 : i64
        %496 = arith.cmpi slt, %491, %c45_i64_285 : i64
        %c37_i64_286 = arith.constant 37 : i64
        %497 = arith.cmpi slt, %495, %c37_i64_286 : i64
        %498 = arith.andi %496, %497 : i1
        scf.if %498 {
          %cst_298 = arith.constant -1.000000e+00 : f64
          %c45_i64_299 = arith.constant 45 : i64
          %520 = arith.muli %495, %c45_i64_299 : i64
          %521 = arith.addi %491, %520 : i64
          %522 = llvm.getelementptr %407[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %523 = llvm.load %522 : !llvm.ptr<1> -> f64
          %524 = memref.load %alloca_124[] : memref<f64>
          %525 = arith.mulf %arg0, %524 : f64
          %526 = llvm.intr.fma(%cst_298, %523, %525) : (f64, f64, f64) -> f64
          %c45_i64_300 = arith.constant 45 : i64
          %527 = arith.muli %495, %c45_i64_300 : i64
          %528 = arith.addi %491, %527 : i64
          %529 = llvm.getelementptr %407[%528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %526, %529 : f64, !llvm.ptr<1>
        }
        %499 = arith.addi %441, %417 : i64
        %c8_i64_287 = arith.constant 8 : i64
        %500 = arith.addi %499, %c8_i64_287 : i64
        %501 = arith.addi %500, %414 : i64
        %502 = arith.addi %443, %419 : i64
        %c8_i64_288 = arith.constant 8 : i64
        %503 = arith.addi %502, %c8_i64_288 : i64
        %c2_i64_289 = arith.constant 2 : i64
        %504 = arith.muli %415, %c2_i64_289 : i64
        %505 = arith.addi %503, %504 : i64
        %c45_i64_290 = arith.constant 45 : i64
        %506 = arith.cmpi slt, %501, %c45_i64_290 : i64
        %c37_i64_291 = arith.constant 37 : i64
        %507 = arith.cmpi slt, %505, %c37_i64_291 : i64
        %508 = arith.andi %506, %507 : i1
        scf.if %508 {
          %cst_298 = arith.constant -1.000000e+00 : f64
          %c45_i64_299 = arith.constant 45 : i64
          %520 = arith.muli %505, %c45_i64_299 : i64
          %521 = arith.addi %501, %520 : i64
          %522 = llvm.getelementptr %407[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %523 = llvm.load %522 : !llvm.ptr<1> -> f64
          %524 = memref.load %alloca_125[] : memref<f64>
          %525 = arith.mulf %arg0, %524 : f64
          %526 = llvm.intr.fma(%cst_298, %523, %525) : (f64, f64, f64) -> f64
          %c45_i64_300 = arith.constant 45 : i64
          %527 = arith.muli %505, %c45_i64_300 : i64
          %528 = arith.addi %501, %527 : i64
          %529 = llvm.getelementptr %407[%528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %526, %529 : f64, !llvm.ptr<1>
        }
        %509 = arith.addi %441, %417 : i64
        %c8_i64_292 = arith.constant 8 : i64
        %510 = arith.addi %509, %c8_i64_292 : i64
        %511 = arith.addi %510, %414 : i64
        %512 = arith.addi %443, %419 : i64
        %c8_i64_293 = arith.constant 8 : i64
        %513 = arith.addi %512, %c8_i64_293 : i64
        %c2_i64_294 = arith.constant 2 : i64
        %514 = arith.muli %415, %c2_i64_294 : i64
        %c1_i64_295 = arith.constant 1 : i64
        %515 = arith.addi %514, %c1_i64_295 : i64
        %516 = arith.addi %513, %515 : i64
        %c45_i64_296 = arith.constant 45 : i64
        %517 = arith.cmpi slt, %511, %c45_i64_296 : i64
        %c37_i64_297 = arith.constant 37 : i64
        %518 = arith.cmpi slt, %516, %c37_i64_297 : i64
        %519 = arith.andi %517, %518 : i1
        scf.if %519 {
          %cst_298 = arith.constant -1.000000e+00 : f64
          %c45_i64_299 = arith.constant 45 : i64
          %520 = arith.muli %516, %c45_i64_299 : i64
          %521 = arith.addi %511, %520 : i64
          %522 = llvm.getelementptr %407[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %523 = llvm.load %522 : !llvm.ptr<1> -> f64
          %524 = memref.load %alloca_126[] : memref<f64>
          %525 = arith.mulf %arg0, %524 : f64
          %526 = llvm.intr.fma(%cst_298, %523, %525) : (f64, f64, f64) -> f64
          %c45_i64_300 = arith.constant 45 : i64
          %527 = arith.muli %516, %c45_i64_300 : i64
          %528 = arith.addi %511, %527 : i64
          %529 = llvm.getelementptr %407[%528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %526, %529 : f64, !llvm.ptr<1>
        }
      }
      %c2590_i64 = arith.constant 2590 : i64
      %420 = arith.muli %340, %c2590_i64 : i64
      %421 = llvm.getelementptr %332[%420] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %c1480_i64 = arith.constant 1480 : i64
      %422 = arith.muli %340, %c1480_i64 : i64
      %423 = llvm.getelementptr %335[%422] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %c2800_i64 = arith.constant 2800 : i64
      %424 = arith.muli %340, %c2800_i64 : i64
      %425 = llvm.getelementptr %338[%424] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_236 = gpu.thread_id  x
      %426 = arith.index_cast %thread_id_x_236 : index to i64
      %c64_i64_237 = arith.constant 64 : i64
      %thread_id_y_238 = gpu.thread_id  y
      %427 = arith.index_cast %thread_id_y_238 : index to i64
      %428 = arith.muli %c64_i64_237, %427 : i64
      %429 = arith.addi %426, %428 : i64
      %c32_i64_239 = arith.constant 32 : i64
      %430 = arith.divsi %429, %c32_i64_239 : i64
      %c32_i64_240 = arith.constant 32 : i64
      %431 = arith.remsi %429, %c32_i64_240 : i64
      %c4_i64_241 = arith.constant 4 : i64
      %432 = arith.divsi %431, %c4_i64_241 : i64
      %c4_i64_242 = arith.constant 4 : i64
      %433 = arith.remsi %431, %c4_i64_242 : i64
      %c8_i64_243 = arith.constant 8 : i64
      %434 = arith.remsi %431, %c8_i64_243 : i64
      %c8_i64_244 = arith.constant 8 : i64
      %435 = arith.divsi %431, %c8_i64_244 : i64
      %c4_i64_245 = arith.constant 4 : i64
      %436 = arith.remsi %430, %c4_i64_245 : i64
      %c32_i64_246 = arith.constant 32 : i64
      %437 = arith.muli %436, %c32_i64_246 : i64
      %c4_i64_247 = arith.constant 4 : i64
      %438 = arith.divsi %430, %c4_i64_247 : i64
      %c16_i64_248 = arith.constant 16 : i64
      %439 = arith.muli %438, %c16_i64_248 : i64
      %c0_i64_249 = arith.constant 0 : i64
      %c1_i64_250 = arith.constant 1 : i64
      %c1_i64_251 = arith.constant 1 : i64
      scf.for %arg48 = %c0_i64_249 to %c1_i64_250 step %c1_i64_251  : i64 {
        %c1_i64_252 = arith.constant 1 : i64
        %440 = arith.remsi %arg48, %c1_i64_252 : i64
        %c128_i64_253 = arith.constant 128 : i64
        %441 = arith.muli %440, %c128_i64_253 : i64
        %c1_i64_254 = arith.constant 1 : i64
        %442 = arith.divsi %arg48, %c1_i64_254 : i64
        %c64_i64_255 = arith.constant 64 : i64
        %443 = arith.muli %442, %c64_i64_255 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_129[] : memref<f32>
        %cst_256 = arith.constant 0.000000e+00 : f32
        memref.store %cst_256, %alloca_130[] : memref<f32>
        %cst_257 = arith.constant 0.000000e+00 : f32
        memref.store %cst_257, %alloca_131[] : memref<f32>
        %cst_258 = arith.constant 0.000000e+00 : f32
        memref.store %cst_258, %alloca_132[] : memref<f32>
        %cst_259 = arith.constant 0.000000e+00 : f32
        memref.store %cst_259, %alloca_133[] : memref<f32>
        %cst_260 = arith.constant 0.000000e+00 : f32
        memref.store %cst_260, %alloca_134[] : memref<f32>
        %cst_261 = arith.constant 0.000000e+00 : f32
        memref.store %cst_261, %alloca_135[] : memref<f32>
        %cst_262 = arith.constant 0.000000e+00 : f32
        memref.store %cst_262, %alloca_136[] : memref<f32>
        %cst_263 = arith.constant 0.000000e+00 : f32
        memref.store %cst_263, %alloca_137[] : memref<f32>
        %cst_264 = arith.constant 0.000000e+00 : f32
        memref.store %cst_264, %alloca_138[] : memref<f32>
        %cst_265 = arith.constant 0.000000e+00 : f32
        memref.store %cst_265, %alloca_139[] : memref<f32>
        %cst_266 = arith.constant 0.000000e+00 : f32
        memref.store %cst_266, %alloca_140[] : memref<f32>
        %cst_267 = arith.constant 0.000000e+00 : f32
        memref.store %cst_267, %alloca_141[] : memref<f32>
        %cst_268 = arith.constant 0.000000e+00 : f32
        memref.store %cst_268, %alloca_142[] : memref<f32>
        %cst_269 = arith.constant 0.000000e+00 : f32
        memref.store %cst_269, %alloca_143[] : memref<f32>
        %cst_270 = arith.constant 0.000000e+00 : f32
        memref.store %cst_270, %alloca_144[] : memref<f32>
        %c0_i64_271 = arith.constant 0 : i64
        %c37_i64 = arith.constant 37 : i64
        %c32_i64_272 = arith.constant 32 : i64
        scf.for %arg49 = %c0_i64_271 to %c37_i64 step %c32_i64_272  : i64 {
          gpu.barrier
          %c0_i64_350 = arith.constant 0 : i64
          %c8_i64_351 = arith.constant 8 : i64
          %c1_i64_352 = arith.constant 1 : i64
          scf.for %arg50 = %c0_i64_350 to %c8_i64_351 step %c1_i64_352  : i64 {
            %c512_i64 = arith.constant 512 : i64
            %1104 = arith.muli %arg50, %c512_i64 : i64
            %1105 = arith.addi %429, %1104 : i64
            %c128_i64_544 = arith.constant 128 : i64
            %1106 = arith.remsi %1105, %c128_i64_544 : i64
            %c128_i64_545 = arith.constant 128 : i64
            %1107 = arith.divsi %1105, %c128_i64_545 : i64
            %1108 = arith.addi %441, %1106 : i64
            %1109 = arith.addi %arg49, %1107 : i64
            %cst_546 = arith.constant 0.000000e+00 : f16
            memref.store %cst_546, %alloca_145[] : memref<f16>
            %c70_i64_547 = arith.constant 70 : i64
            %1110 = arith.cmpi slt, %1108, %c70_i64_547 : i64
            %c37_i64_548 = arith.constant 37 : i64
            %1111 = arith.cmpi slt, %1109, %c37_i64_548 : i64
            %1112 = arith.andi %1110, %1111 : i1
            scf.if %1112 {
              %c37_i64_551 = arith.constant 37 : i64
              %1119 = arith.muli %1108, %c37_i64_551 : i64
              %1120 = arith.addi %1109, %1119 : i64
              %1121 = llvm.getelementptr %421[%1120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
              %1122 = llvm.load %1121 : !llvm.ptr<1> -> f16
              memref.store %1122, %alloca_145[] : memref<f16>
            }
            %1113 = memref.load %alloca_145[] : memref<f16>
            %1114 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
            %c20480_i64_549 = arith.constant 20480 : i64
            %1115 = llvm.getelementptr %1114[%c20480_i64_549] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c40_i64_550 = arith.constant 40 : i64
            %1116 = arith.muli %1106, %c40_i64_550 : i64
            %1117 = arith.addi %1116, %1107 : i64
            %1118 = llvm.getelementptr %1115[%1117] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
            llvm.store %1113, %1118 : f16, !llvm.ptr<3>
          }
          %c0_i64_353 = arith.constant 0 : i64
          %c4_i64_354 = arith.constant 4 : i64
          %c1_i64_355 = arith.constant 1 : i64
          scf.for %arg50 = %c0_i64_353 to %c4_i64_354 step %c1_i64_355  : i64 {
            %c512_i64 = arith.constant 512 : i64
            %1104 = arith.muli %arg50, %c512_i64 : i64
            %1105 = arith.addi %429, %1104 : i64
            %c32_i64_544 = arith.constant 32 : i64
            %1106 = arith.divsi %1105, %c32_i64_544 : i64
            %c32_i64_545 = arith.constant 32 : i64
            %1107 = arith.remsi %1105, %c32_i64_545 : i64
            %1108 = arith.addi %443, %1106 : i64
            %1109 = arith.addi %arg49, %1107 : i64
            %cst_546 = arith.constant 0.000000e+00 : f16
            memref.store %cst_546, %alloca_146[] : memref<f16>
            %c40_i64_547 = arith.constant 40 : i64
            %1110 = arith.cmpi slt, %1108, %c40_i64_547 : i64
            %c37_i64_548 = arith.constant 37 : i64
            %1111 = arith.cmpi slt, %1109, %c37_i64_548 : i64
            %1112 = arith.andi %1110, %1111 : i1
            scf.if %1112 {
              %c40_i64_551 = arith.constant 40 : i64
              %1119 = arith.muli %1109, %c40_i64_551 : i64
              %1120 = arith.addi %1108, %1119 : i64
              %1121 = llvm.getelementptr %423[%1120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
              %1122 = llvm.load %1121 : !llvm.ptr<1> -> f16
              memref.store %1122, %alloca_146[] : memref<f16>
            }
            %1113 = memref.load %alloca_146[] : memref<f16>
            %1114 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
            %c30720_i64_549 = arith.constant 30720 : i64
            %1115 = llvm.getelementptr %1114[%c30720_i64_549] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c40_i64_550 = arith.constant 40 : i64
            %1116 = arith.muli %1106, %c40_i64_550 : i64
            %1117 = arith.addi %1116, %1107 : i64
            %1118 = llvm.getelementptr %1115[%1117] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
            llvm.store %1113, %1118 : f16, !llvm.ptr<3>
          }
          gpu.barrier
          %c2_i64_356 = arith.constant 2 : i64
          %604 = arith.remsi %435, %c2_i64_356 : i64
          %c8_i64_357 = arith.constant 8 : i64
          %605 = arith.muli %604, %c8_i64_357 : i64
          %606 = arith.addi %434, %605 : i64
          %607 = arith.addi %437, %606 : i64
          %c40_i64_358 = arith.constant 40 : i64
          %608 = arith.muli %607, %c40_i64_358 : i64
          %c2_i64_359 = arith.constant 2 : i64
          %609 = arith.divsi %435, %c2_i64_359 : i64
          %c8_i64_360 = arith.constant 8 : i64
          %610 = arith.muli %609, %c8_i64_360 : i64
          %611 = arith.addi %608, %610 : i64
          %612 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64 = arith.constant 20480 : i64
          %613 = llvm.getelementptr %612[%c20480_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %614 = llvm.getelementptr %613[%611] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %615 = nvvm.ldmatrix %614 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %616 = llvm.extractvalue %615[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %617 = llvm.bitcast %616 : i32 to vector<2xf16>
          %c0_i32 = arith.constant 0 : i32
          %618 = llvm.extractelement %617[%c0_i32 : i32] : vector<2xf16>
          memref.store %618, %alloca_147[] : memref<f16>
          %c1_i32 = arith.constant 1 : i32
          %619 = llvm.extractelement %617[%c1_i32 : i32] : vector<2xf16>
          memref.store %619, %alloca_148[] : memref<f16>
          %620 = llvm.extractvalue %615[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %621 = llvm.bitcast %620 : i32 to vector<2xf16>
          %c0_i32_361 = arith.constant 0 : i32
          %622 = llvm.extractelement %621[%c0_i32_361 : i32] : vector<2xf16>
          memref.store %622, %alloca_149[] : memref<f16>
          %c1_i32_362 = arith.constant 1 : i32
          %623 = llvm.extractelement %621[%c1_i32_362 : i32] : vector<2xf16>
          memref.store %623, %alloca_150[] : memref<f16>
          %624 = llvm.extractvalue %615[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %625 = llvm.bitcast %624 : i32 to vector<2xf16>
          %c0_i32_363 = arith.constant 0 : i32
          %626 = llvm.extractelement %625[%c0_i32_363 : i32] : vector<2xf16>
          memref.store %626, %alloca_151[] : memref<f16>
          %c1_i32_364 = arith.constant 1 : i32
          %627 = llvm.extractelement %625[%c1_i32_364 : i32] : vector<2xf16>
          memref.store %627, %alloca_152[] : memref<f16>
          %628 = llvm.extractvalue %615[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %629 = llvm.bitcast %628 : i32 to vector<2xf16>
          %c0_i32_365 = arith.constant 0 : i32
          %630 = llvm.extractelement %629[%c0_i32_365 : i32] : vector<2xf16>
          memref.store %630, %alloca_153[] : memref<f16>
          %c1_i32_366 = arith.constant 1 : i32
          %631 = llvm.extractelement %629[%c1_i32_366 : i32] : vector<2xf16>
          memref.store %631, %alloca_154[] : memref<f16>
          %c16_i64_367 = arith.constant 16 : i64
          %632 = arith.addi %437, %c16_i64_367 : i64
          %c2_i64_368 = arith.constant 2 : i64
          %633 = arith.remsi %435, %c2_i64_368 : i64
          %c8_i64_369 = arith.constant 8 : i64
          %634 = arith.muli %633, %c8_i64_369 : i64
          %635 = arith.addi %434, %634 : i64
          %636 = arith.addi %632, %635 : i64
          %c40_i64_370 = arith.constant 40 : i64
          %637 = arith.muli %636, %c40_i64_370 : i64
          %c2_i64_371 = arith.constant 2 : i64
          %638 = arith.divsi %435, %c2_i64_371 : i64
          %c8_i64_372 = arith.constant 8 : i64
          %639 = arith.muli %638, %c8_i64_372 : i64
          %640 = arith.addi %637, %639 : i64
          %641 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_373 = arith.constant 20480 : i64
          %642 = llvm.getelementptr %641[%c20480_i64_373] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %643 = llvm.getelementptr %642[%640] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %644 = nvvm.ldmatrix %643 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %645 = llvm.extractvalue %644[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %646 = llvm.bitcast %645 : i32 to vector<2xf16>
          %c0_i32_374 = arith.constant 0 : i32
          %647 = llvm.extractelement %646[%c0_i32_374 : i32] : vector<2xf16>
          memref.store %647, %alloca_155[] : memref<f16>
          %c1_i32_375 = arith.constant 1 : i32
          %648 = llvm.extractelement %646[%c1_i32_375 : i32] : vector<2xf16>
          memref.store %648, %alloca_156[] : memref<f16>
          %649 = llvm.extractvalue %644[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %650 = llvm.bitcast %649 : i32 to vector<2xf16>
          %c0_i32_376 = arith.constant 0 : i32
          %651 = llvm.extractelement %650[%c0_i32_376 : i32] : vector<2xf16>
          memref.store %651, %alloca_157[] : memref<f16>
          %c1_i32_377 = arith.constant 1 : i32
          %652 = llvm.extractelement %650[%c1_i32_377 : i32] : vector<2xf16>
          memref.store %652, %alloca_158[] : memref<f16>
          %653 = llvm.extractvalue %644[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %654 = llvm.bitcast %653 : i32 to vector<2xf16>
          %c0_i32_378 = arith.constant 0 : i32
          %655 = llvm.extractelement %654[%c0_i32_378 : i32] : vector<2xf16>
          memref.store %655, %alloca_159[] : memref<f16>
          %c1_i32_379 = arith.constant 1 : i32
          %656 = llvm.extractelement %654[%c1_i32_379 : i32] : vector<2xf16>
          memref.store %656, %alloca_160[] : memref<f16>
          %657 = llvm.extractvalue %644[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %658 = llvm.bitcast %657 : i32 to vector<2xf16>
          %c0_i32_380 = arith.constant 0 : i32
          %659 = llvm.extractelement %658[%c0_i32_380 : i32] : vector<2xf16>
          memref.store %659, %alloca_161[] : memref<f16>
          %c1_i32_381 = arith.constant 1 : i32
          %660 = llvm.extractelement %658[%c1_i32_381 : i32] : vector<2xf16>
          memref.store %660, %alloca_162[] : memref<f16>
          %661 = arith.addi %439, %434 : i64
          %c40_i64_382 = arith.constant 40 : i64
          %662 = arith.muli %661, %c40_i64_382 : i64
          %c2_i64_383 = arith.constant 2 : i64
          %663 = arith.remsi %435, %c2_i64_383 : i64
          %c8_i64_384 = arith.constant 8 : i64
          %664 = arith.muli %663, %c8_i64_384 : i64
          %665 = arith.addi %662, %664 : i64
          %666 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64 = arith.constant 30720 : i64
          %667 = llvm.getelementptr %666[%c30720_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %668 = llvm.getelementptr %667[%665] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %669 = nvvm.ldmatrix %668 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %670 = llvm.extractvalue %669[0] : !llvm.struct<(i32, i32)> 
          %671 = llvm.bitcast %670 : i32 to vector<2xf16>
          %c0_i32_385 = arith.constant 0 : i32
          %672 = llvm.extractelement %671[%c0_i32_385 : i32] : vector<2xf16>
          memref.store %672, %alloca_163[] : memref<f16>
          %c1_i32_386 = arith.constant 1 : i32
          %673 = llvm.extractelement %671[%c1_i32_386 : i32] : vector<2xf16>
          memref.store %673, %alloca_164[] : memref<f16>
          %674 = llvm.extractvalue %669[1] : !llvm.struct<(i32, i32)> 
          %675 = llvm.bitcast %674 : i32 to vector<2xf16>
          %c0_i32_387 = arith.constant 0 : i32
          %676 = llvm.extractelement %675[%c0_i32_387 : i32] : vector<2xf16>
          memref.store %676, %alloca_165[] : memref<f16>
          %c1_i32_388 = arith.constant 1 : i32
          %677 = llvm.extractelement %675[%c1_i32_388 : i32] : vector<2xf16>
          memref.store %677, %alloca_166[] : memref<f16>
          %c8_i64_389 = arith.constant 8 : i64
          %678 = arith.addi %439, %c8_i64_389 : i64
          %679 = arith.addi %678, %434 : i64
          %c40_i64_390 = arith.constant 40 : i64
          %680 = arith.muli %679, %c40_i64_390 : i64
          %c2_i64_391 = arith.constant 2 : i64
          %681 = arith.remsi %435, %c2_i64_391 : i64
          %c8_i64_392 = arith.constant 8 : i64
          %682 = arith.muli %681, %c8_i64_392 : i64
          %683 = arith.addi %680, %682 : i64
          %684 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_393 = arith.constant 30720 : i64
          %685 = llvm.getelementptr %684[%c30720_i64_393] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %686 = llvm.getelementptr %685[%683] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %687 = nvvm.ldmatrix %686 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %688 = llvm.extractvalue %687[0] : !llvm.struct<(i32, i32)> 
          %689 = llvm.bitcast %688 : i32 to vector<2xf16>
          %c0_i32_394 = arith.constant 0 : i32
          %690 = llvm.extractelement %689[%c0_i32_394 : i32] : vector<2xf16>
          memref.store %690, %alloca_167[] : memref<f16>
          %c1_i32_395 = arith.constant 1 : i32
          %691 = llvm.extractelement %689[%c1_i32_395 : i32] : vector<2xf16>
          memref.store %691, %alloca_168[] : memref<f16>
          %692 = llvm.extractvalue %687[1] : !llvm.struct<(i32, i32)> 
          %693 = llvm.bitcast %692 : i32 to vector<2xf16>
          %c0_i32_396 = arith.constant 0 : i32
          %694 = llvm.extractelement %693[%c0_i32_396 : i32] : vector<2xf16>
          memref.store %694, %alloca_169[] : memref<f16>
          %c1_i32_397 = arith.constant 1 : i32
          %695 = llvm.extractelement %693[%c1_i32_397 : i32] : vector<2xf16>
          memref.store %695, %alloca_170[] : memref<f16>
          %696 = memref.load %alloca_147[] : memref<f16>
          %697 = memref.load %alloca_148[] : memref<f16>
          %698 = memref.load %alloca_149[] : memref<f16>
          %699 = memref.load %alloca_150[] : memref<f16>
          %700 = memref.load %alloca_151[] : memref<f16>
          %701 = memref.load %alloca_152[] : memref<f16>
          %702 = memref.load %alloca_153[] : memref<f16>
          %703 = memref.load %alloca_154[] : memref<f16>
          %704 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_398 = arith.constant 0 : i32
          %705 = llvm.insertelement %696, %704[%c0_i32_398 : i32] : vector<2xf16>
          %c1_i32_399 = arith.constant 1 : i32
          %706 = llvm.insertelement %697, %705[%c1_i32_399 : i32] : vector<2xf16>
          %707 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_400 = arith.constant 0 : i32
          %708 = llvm.insertelement %698, %707[%c0_i32_400 : i32] : vector<2xf16>
          %c1_i32_401 = arith.constant 1 : i32
          %709 = llvm.insertelement %699, %708[%c1_i32_401 : i32] : vector<2xf16>
          %710 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_402 = arith.constant 0 : i32
          %711 = llvm.insertelement %700, %710[%c0_i32_402 : i32] : vector<2xf16>
          %c1_i32_403 = arith.constant 1 : i32
          %712 = llvm.insertelement %701, %711[%c1_i32_403 : i32] : vector<2xf16>
          %713 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_404 = arith.constant 0 : i32
          %714 = llvm.insertelement %702, %713[%c0_i32_404 : i32] : vector<2xf16>
          %c1_i32_405 = arith.constant 1 : i32
          %715 = llvm.insertelement %703, %714[%c1_i32_405 : i32] : vector<2xf16>
          %716 = memref.load %alloca_163[] : memref<f16>
          %717 = memref.load %alloca_164[] : memref<f16>
          %718 = memref.load %alloca_165[] : memref<f16>
          %719 = memref.load %alloca_166[] : memref<f16>
          %720 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_406 = arith.constant 0 : i32
          %721 = llvm.insertelement %716, %720[%c0_i32_406 : i32] : vector<2xf16>
          %c1_i32_407 = arith.constant 1 : i32
          %722 = llvm.insertelement %717, %721[%c1_i32_407 : i32] : vector<2xf16>
          %723 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_408 = arith.constant 0 : i32
          %724 = llvm.insertelement %718, %723[%c0_i32_408 : i32] : vector<2xf16>
          %c1_i32_409 = arith.constant 1 : i32
          %725 = llvm.insertelement %719, %724[%c1_i32_409 : i32] : vector<2xf16>
          %726 = memref.load %alloca_129[] : memref<f32>
          %727 = memref.load %alloca_130[] : memref<f32>
          %728 = memref.load %alloca_131[] : memref<f32>
          %729 = memref.load %alloca_132[] : memref<f32>
          %730 = nvvm.mma.sync A[%706, %709, %712, %715]  B[%722, %725]  C[%726, %727, %728, %729]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %731 = llvm.extractvalue %730[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %731, %alloca_129[] : memref<f32>
          %732 = llvm.extractvalue %730[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %732, %alloca_130[] : memref<f32>
          %733 = llvm.extractvalue %730[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %733, %alloca_131[] : memref<f32>
          %734 = llvm.extractvalue %730[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %734, %alloca_132[] : memref<f32>
          %735 = memref.load %alloca_147[] : memref<f16>
          %736 = memref.load %alloca_148[] : memref<f16>
          %737 = memref.load %alloca_149[] : memref<f16>
          %738 = memref.load %alloca_150[] : memref<f16>
          %739 = memref.load %alloca_151[] : memref<f16>
          %740 = memref.load %alloca_152[] : memref<f16>
          %741 = memref.load %alloca_153[] : memref<f16>
          %742 = memref.load %alloca_154[] : memref<f16>
          %743 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_410 = arith.constant 0 : i32
          %744 = llvm.insertelement %735, %743[%c0_i32_410 : i32] : vector<2xf16>
          %c1_i32_411 = arith.constant 1 : i32
          %745 = llvm.insertelement %736, %744[%c1_i32_411 : i32] : vector<2xf16>
          %746 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_412 = arith.constant 0 : i32
          %747 = llvm.insertelement %737, %746[%c0_i32_412 : i32] : vector<2xf16>
          %c1_i32_413 = arith.constant 1 : i32
          %748 = llvm.insertelement %738, %747[%c1_i32_413 : i32] : vector<2xf16>
          %749 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_414 = arith.constant 0 : i32
          %750 = llvm.insertelement %739, %749[%c0_i32_414 : i32] : vector<2xf16>
          %c1_i32_415 = arith.constant 1 : i32
          %751 = llvm.insertelement %740, %750[%c1_i32_415 : i32] : vector<2xf16>
          %752 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_416 = arith.constant 0 : i32
          %753 = llvm.insertelement %741, %752[%c0_i32_416 : i32] : vector<2xf16>
          %c1_i32_417 = arith.constant 1 : i32
          %754 = llvm.insertelement %742, %753[%c1_i32_417 : i32] : vector<2xf16>
          %755 = memref.load %alloca_167[] : memref<f16>
          %756 = memref.load %alloca_168[] : memref<f16>
          %757 = memref.load %alloca_169[] : memref<f16>
          %758 = memref.load %alloca_170[] : memref<f16>
          %759 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_418 = arith.constant 0 : i32
          %760 = llvm.insertelement %755, %759[%c0_i32_418 : i32] : vector<2xf16>
          %c1_i32_419 = arith.constant 1 : i32
          %761 = llvm.insertelement %756, %760[%c1_i32_419 : i32] : vector<2xf16>
          %762 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_420 = arith.constant 0 : i32
          %763 = llvm.insertelement %757, %762[%c0_i32_420 : i32] : vector<2xf16>
          %c1_i32_421 = arith.constant 1 : i32
          %764 = llvm.insertelement %758, %763[%c1_i32_421 : i32] : vector<2xf16>
          %765 = memref.load %alloca_133[] : memref<f32>
          %766 = memref.load %alloca_134[] : memref<f32>
          %767 = memref.load %alloca_135[] : memref<f32>
          %768 = memref.load %alloca_136[] : memref<f32>
          %769 = nvvm.mma.sync A[%745, %748, %751, %754]  B[%761, %764]  C[%765, %766, %767, %768]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %770 = llvm.extractvalue %769[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %770, %alloca_133[] : memref<f32>
          %771 = llvm.extractvalue %769[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %771, %alloca_134[] : memref<f32>
          %772 = llvm.extractvalue %769[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %772, %alloca_135[] : memref<f32>
          %773 = llvm.extractvalue %769[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %773, %alloca_136[] : memref<f32>
          %774 = memref.load %alloca_155[] : memref<f16>
          %775 = memref.load %alloca_156[] : memref<f16>
          %776 = memref.load %alloca_157[] : memref<f16>
          %777 = memref.load %alloca_158[] : memref<f16>
          %778 = memref.load %alloca_159[] : memref<f16>
          %779 = memref.load %alloca_160[] : memref<f16>
          %780 = memref.load %alloca_161[] : memref<f16>
          %781 = memref.load %alloca_162[] : memref<f16>
          %782 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_422 = arith.constant 0 : i32
          %783 = llvm.insertelement %774, %782[%c0_i32_422 : i32] : vector<2xf16>
          %c1_i32_423 = arith.constant 1 : i32
          %784 = llvm.insertelement %775, %783[%c1_i32_423 : i32] : vector<2xf16>
          %785 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_424 = arith.constant 0 : i32
          %786 = llvm.insertelement %776, %785[%c0_i32_424 : i32] : vector<2xf16>
          %c1_i32_425 = arith.constant 1 : i32
          %787 = llvm.insertelement %777, %786[%c1_i32_425 : i32] : vector<2xf16>
          %788 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_426 = arith.constant 0 : i32
          %789 = llvm.insertelement %778, %788[%c0_i32_426 : i32] : vector<2xf16>
          %c1_i32_427 = arith.constant 1 : i32
          %790 = llvm.insertelement %779, %789[%c1_i32_427 : i32] : vector<2xf16>
          %791 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_428 = arith.constant 0 : i32
          %792 = llvm.insertelement %780, %791[%c0_i32_428 : i32] : vector<2xf16>
          %c1_i32_429 = arith.constant 1 : i32
          %793 = llvm.insertelement %781, %792[%c1_i32_429 : i32] : vector<2xf16>
          %794 = memref.load %alloca_163[] : memref<f16>
          %795 = memref.load %alloca_164[] : memref<f16>
          %796 = memref.load %alloca_165[] : memref<f16>
          %797 = memref.load %alloca_166[] : memref<f16>
          %798 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_430 = arith.constant 0 : i32
          %799 = llvm.insertelement %794, %798[%c0_i32_430 : i32] : vector<2xf16>
          %c1_i32_431 = arith.constant 1 : i32
          %800 = llvm.insertelement %795, %799[%c1_i32_431 : i32] : vector<2xf16>
          %801 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_432 = arith.constant 0 : i32
          %802 = llvm.insertelement %796, %801[%c0_i32_432 : i32] : vector<2xf16>
          %c1_i32_433 = arith.constant 1 : i32
          %803 = llvm.insertelement %797, %802[%c1_i32_433 : i32] : vector<2xf16>
          %804 = memref.load %alloca_137[] : memref<f32>
          %805 = memref.load %alloca_138[] : memref<f32>
          %806 = memref.load %alloca_139[] : memref<f32>
          %807 = memref.load %alloca_140[] : memref<f32>
          %808 = nvvm.mma.sync A[%784, %787, %790, %793]  B[%800, %803]  C[%804, %805, %806, %807]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %809 = llvm.extractvalue %808[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %809, %alloca_137[] : memref<f32>
          %810 = llvm.extractvalue %808[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %810, %alloca_138[] : memref<f32>
          %811 = llvm.extractvalue %808[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %811, %alloca_139[] : memref<f32>
          %812 = llvm.extractvalue %808[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %812, %alloca_140[] : memref<f32>
          %813 = memref.load %alloca_155[] : memref<f16>
          %814 = memref.load %alloca_156[] : memref<f16>
          %815 = memref.load %alloca_157[] : memref<f16>
          %816 = memref.load %alloca_158[] : memref<f16>
          %817 = memref.load %alloca_159[] : memref<f16>
          %818 = memref.load %alloca_160[] : memref<f16>
          %819 = memref.load %alloca_161[] : memref<f16>
          %820 = memref.load %alloca_162[] : memref<f16>
          %821 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_434 = arith.constant 0 : i32
          %822 = llvm.insertelement %813, %821[%c0_i32_434 : i32] : vector<2xf16>
          %c1_i32_435 = arith.constant 1 : i32
          %823 = llvm.insertelement %814, %822[%c1_i32_435 : i32] : vector<2xf16>
          %824 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_436 = arith.constant 0 : i32
          %825 = llvm.insertelement %815, %824[%c0_i32_436 : i32] : vector<2xf16>
          %c1_i32_437 = arith.constant 1 : i32
          %826 = llvm.insertelement %816, %825[%c1_i32_437 : i32] : vector<2xf16>
          %827 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_438 = arith.constant 0 : i32
          %828 = llvm.insertelement %817, %827[%c0_i32_438 : i32] : vector<2xf16>
          %c1_i32_439 = arith.constant 1 : i32
          %829 = llvm.insertelement %818, %828[%c1_i32_439 : i32] : vector<2xf16>
          %830 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_440 = arith.constant 0 : i32
          %831 = llvm.insertelement %819, %830[%c0_i32_440 : i32] : vector<2xf16>
          %c1_i32_441 = arith.constant 1 : i32
          %832 = llvm.insertelement %820, %831[%c1_i32_441 : i32] : vector<2xf16>
          %833 = memref.load %alloca_167[] : memref<f16>
          %834 = memref.load %alloca_168[] : memref<f16>
          %835 = memref.load %alloca_169[] : memref<f16>
          %836 = memref.load %alloca_170[] : memref<f16>
          %837 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_442 = arith.constant 0 : i32
          %838 = llvm.insertelement %833, %837[%c0_i32_442 : i32] : vector<2xf16>
          %c1_i32_443 = arith.constant 1 : i32
          %839 = llvm.insertelement %834, %838[%c1_i32_443 : i32] : vector<2xf16>
          %840 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_444 = arith.constant 0 : i32
          %841 = llvm.insertelement %835, %840[%c0_i32_444 : i32] : vector<2xf16>
          %c1_i32_445 = arith.constant 1 : i32
          %842 = llvm.insertelement %836, %841[%c1_i32_445 : i32] : vector<2xf16>
          %843 = memref.load %alloca_141[] : memref<f32>
          %844 = memref.load %alloca_142[] : memref<f32>
          %845 = memref.load %alloca_143[] : memref<f32>
          %846 = memref.load %alloca_144[] : memref<f32>
          %847 = nvvm.mma.sync A[%823, %826, %829, %832]  B[%839, %842]  C[%843, %844, %845, %846]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %848 = llvm.extractvalue %847[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %848, %alloca_141[] : memref<f32>
          %849 = llvm.extractvalue %847[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %849, %alloca_142[] : memref<f32>
          %850 = llvm.extractvalue %847[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %850, %alloca_143[] : memref<f32>
          %851 = llvm.extractvalue %847[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %851, %alloca_144[] : memref<f32>
          %c2_i64_446 = arith.constant 2 : i64
          %852 = arith.remsi %435, %c2_i64_446 : i64
          %c8_i64_447 = arith.constant 8 : i64
          %853 = arith.muli %852, %c8_i64_447 : i64
          %854 = arith.addi %434, %853 : i64
          %855 = arith.addi %437, %854 : i64
          %c40_i64_448 = arith.constant 40 : i64
          %856 = arith.muli %855, %c40_i64_448 : i64
          %c16_i64_449 = arith.constant 16 : i64
          %c2_i64_450 = arith.constant 2 : i64
          %857 = arith.divsi %435, %c2_i64_450 : i64
          %c8_i64_451 = arith.constant 8 : i64
          %858 = arith.muli %857, %c8_i64_451 : i64
          %859 = arith.addi %c16_i64_449, %858 : i64
          %860 = arith.addi %856, %859 : i64
          %861 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_452 = arith.constant 20480 : i64
          %862 = llvm.getelementptr %861[%c20480_i64_452] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %863 = llvm.getelementptr %862[%860] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %864 = nvvm.ldmatrix %863 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %865 = llvm.extractvalue %864[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %866 = llvm.bitcast %865 : i32 to vector<2xf16>
          %c0_i32_453 = arith.constant 0 : i32
          %867 = llvm.extractelement %866[%c0_i32_453 : i32] : vector<2xf16>
          memref.store %867, %alloca_171[] : memref<f16>
          %c1_i32_454 = arith.constant 1 : i32
          %868 = llvm.extractelement %866[%c1_i32_454 : i32] : vector<2xf16>
          memref.store %868, %alloca_172[] : memref<f16>
          %869 = llvm.extractvalue %864[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %870 = llvm.bitcast %869 : i32 to vector<2xf16>
          %c0_i32_455 = arith.constant 0 : i32
          %871 = llvm.extractelement %870[%c0_i32_455 : i32] : vector<2xf16>
          memref.store %871, %alloca_173[] : memref<f16>
          %c1_i32_456 = arith.constant 1 : i32
          %872 = llvm.extractelement %870[%c1_i32_456 : i32] : vector<2xf16>
          memref.store %872, %alloca_174[] : memref<f16>
          %873 = llvm.extractvalue %864[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %874 = llvm.bitcast %873 : i32 to vector<2xf16>
          %c0_i32_457 = arith.constant 0 : i32
          %875 = llvm.extractelement %874[%c0_i32_457 : i32] : vector<2xf16>
          memref.store %875, %alloca_175[] : memref<f16>
          %c1_i32_458 = arith.constant 1 : i32
          %876 = llvm.extractelement %874[%c1_i32_458 : i32] : vector<2xf16>
          memref.store %876, %alloca_176[] : memref<f16>
          %877 = llvm.extractvalue %864[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %878 = llvm.bitcast %877 : i32 to vector<2xf16>
          %c0_i32_459 = arith.constant 0 : i32
          %879 = llvm.extractelement %878[%c0_i32_459 : i32] : vector<2xf16>
          memref.store %879, %alloca_177[] : memref<f16>
          %c1_i32_460 = arith.constant 1 : i32
          %880 = llvm.extractelement %878[%c1_i32_460 : i32] : vector<2xf16>
          memref.store %880, %alloca_178[] : memref<f16>
          %c16_i64_461 = arith.constant 16 : i64
          %881 = arith.addi %437, %c16_i64_461 : i64
          %c2_i64_462 = arith.constant 2 : i64
          %882 = arith.remsi %435, %c2_i64_462 : i64
          %c8_i64_463 = arith.constant 8 : i64
          %883 = arith.muli %882, %c8_i64_463 : i64
          %884 = arith.addi %434, %883 : i64
          %885 = arith.addi %881, %884 : i64
          %c40_i64_464 = arith.constant 40 : i64
          %886 = arith.muli %885, %c40_i64_464 : i64
          %c16_i64_465 = arith.constant 16 : i64
          %c2_i64_466 = arith.constant 2 : i64
          %887 = arith.divsi %435, %c2_i64_466 : i64
          %c8_i64_467 = arith.constant 8 : i64
          %888 = arith.muli %887, %c8_i64_467 : i64
          %889 = arith.addi %c16_i64_465, %888 : i64
          %890 = arith.addi %886, %889 : i64
          %891 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_468 = arith.constant 20480 : i64
          %892 = llvm.getelementptr %891[%c20480_i64_468] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %893 = llvm.getelementptr %892[%890] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %894 = nvvm.ldmatrix %893 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %895 = llvm.extractvalue %894[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %896 = llvm.bitcast %895 : i32 to vector<2xf16>
          %c0_i32_469 = arith.constant 0 : i32
          %897 = llvm.extractelement %896[%c0_i32_469 : i32] : vector<2xf16>
          memref.store %897, %alloca_179[] : memref<f16>
          %c1_i32_470 = arith.constant 1 : i32
          %898 = llvm.extractelement %896[%c1_i32_470 : i32] : vector<2xf16>
          memref.store %898, %alloca_180[] : memref<f16>
          %899 = llvm.extractvalue %894[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %900 = llvm.bitcast %899 : i32 to vector<2xf16>
          %c0_i32_471 = arith.constant 0 : i32
          %901 = llvm.extractelement %900[%c0_i32_471 : i32] : vector<2xf16>
          memref.store %901, %alloca_181[] : memref<f16>
          %c1_i32_472 = arith.constant 1 : i32
          %902 = llvm.extractelement %900[%c1_i32_472 : i32] : vector<2xf16>
          memref.store %902, %alloca_182[] : memref<f16>
          %903 = llvm.extractvalue %894[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %904 = llvm.bitcast %903 : i32 to vector<2xf16>
          %c0_i32_473 = arith.constant 0 : i32
          %905 = llvm.extractelement %904[%c0_i32_473 : i32] : vector<2xf16>
          memref.store %905, %alloca_183[] : memref<f16>
          %c1_i32_474 = arith.constant 1 : i32
          %906 = llvm.extractelement %904[%c1_i32_474 : i32] : vector<2xf16>
          memref.store %906, %alloca_184[] : memref<f16>
          %907 = llvm.extractvalue %894[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %908 = llvm.bitcast %907 : i32 to vector<2xf16>
          %c0_i32_475 = arith.constant 0 : i32
          %909 = llvm.extractelement %908[%c0_i32_475 : i32] : vector<2xf16>
          memref.store %909, %alloca_185[] : memref<f16>
          %c1_i32_476 = arith.constant 1 : i32
          %910 = llvm.extractelement %908[%c1_i32_476 : i32] : vector<2xf16>
          memref.store %910, %alloca_186[] : memref<f16>
          %911 = arith.addi %439, %434 : i64
          %c40_i64_477 = arith.constant 40 : i64
          %912 = arith.muli %911, %c40_i64_477 : i64
          %c16_i64_478 = arith.constant 16 : i64
          %c2_i64_479 = arith.constant 2 : i64
          %913 = arith.remsi %435, %c2_i64_479 : i64
          %c8_i64_480 = arith.constant 8 : i64
          %914 = arith.muli %913, %c8_i64_480 : i64
          %915 = arith.addi %c16_i64_478, %914 : i64
          %916 = arith.addi %912, %915 : i64
          %917 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_481 = arith.constant 30720 : i64
          %918 = llvm.getelementptr %917[%c30720_i64_481] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %919 = llvm.getelementptr %918[%916] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %920 = nvvm.ldmatrix %919 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %921 = llvm.extractvalue %920[0] : !llvm.struct<(i32, i32)> 
          %922 = llvm.bitcast %921 : i32 to vector<2xf16>
          %c0_i32_482 = arith.constant 0 : i32
          %923 = llvm.extractelement %922[%c0_i32_482 : i32] : vector<2xf16>
          memref.store %923, %alloca_187[] : memref<f16>
          %c1_i32_483 = arith.constant 1 : i32
          %924 = llvm.extractelement %922[%c1_i32_483 : i32] : vector<2xf16>
          memref.store %924, %alloca_188[] : memref<f16>
          %925 = llvm.extractvalue %920[1] : !llvm.struct<(i32, i32)> 
          %926 = llvm.bitcast %925 : i32 to vector<2xf16>
          %c0_i32_484 = arith.constant 0 : i32
          %927 = llvm.extractelement %926[%c0_i32_484 : i32] : vector<2xf16>
          memref.store %927, %alloca_189[] : memref<f16>
          %c1_i32_485 = arith.constant 1 : i32
          %928 = llvm.extractelement %926[%c1_i32_485 : i32] : vector<2xf16>
          memref.store %928, %alloca_190[] : memref<f16>
          %c8_i64_486 = arith.constant 8 : i64
          %929 = arith.addi %439, %c8_i64_486 : i64
          %930 = arith.addi %929, %434 : i64
          %c40_i64_487 = arith.constant 40 : i64
          %931 = arith.muli %930, %c40_i64_487 : i64
          %c16_i64_488 = arith.constant 16 : i64
          %c2_i64_489 = arith.constant 2 : i64
          %932 = arith.remsi %435, %c2_i64_489 : i64
          %c8_i64_490 = arith.constant 8 : i64
          %933 = arith.muli %932, %c8_i64_490 : i64
          %934 = arith.addi %c16_i64_488, %933 : i64
          %935 = arith.addi %931, %934 : i64
          %936 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_491 = arith.constant 30720 : i64
          %937 = llvm.getelementptr %936[%c30720_i64_491] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %938 = llvm.getelementptr %937[%935] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %939 = nvvm.ldmatrix %938 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %940 = llvm.extractvalue %939[0] : !llvm.struct<(i32, i32)> 
          %941 = llvm.bitcast %940 : i32 to vector<2xf16>
          %c0_i32_492 = arith.constant 0 : i32
          %942 = llvm.extractelement %941[%c0_i32_492 : i32] : vector<2xf16>
          memref.store %942, %alloca_191[] : memref<f16>
          %c1_i32_493 = arith.constant 1 : i32
          %943 = llvm.extractelement %941[%c1_i32_493 : i32] : vector<2xf16>
          memref.store %943, %alloca_192[] : memref<f16>
          %944 = llvm.extractvalue %939[1] : !llvm.struct<(i32, i32)> 
          %945 = llvm.bitcast %944 : i32 to vector<2xf16>
          %c0_i32_494 = arith.constant 0 : i32
          %946 = llvm.extractelement %945[%c0_i32_494 : i32] : vector<2xf16>
          memref.store %946, %alloca_193[] : memref<f16>
          %c1_i32_495 = arith.constant 1 : i32
          %947 = llvm.extractelement %945[%c1_i32_495 : i32] : vector<2xf16>
          memref.store %947, %alloca_194[] : memref<f16>
          %948 = memref.load %alloca_171[] : memref<f16>
          %949 = memref.load %alloca_172[] : memref<f16>
          %950 = memref.load %alloca_173[] : memref<f16>
          %951 = memref.load %alloca_174[] : memref<f16>
          %952 = memref.load %alloca_175[] : memref<f16>
          %953 = memref.load %alloca_176[] : memref<f16>
          %954 = memref.load %alloca_177[] : memref<f16>
          %955 = memref.load %alloca_178[] : memref<f16>
          %956 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_496 = arith.constant 0 : i32
          %957 = llvm.insertelement %948, %956[%c0_i32_496 : i32] : vector<2xf16>
          %c1_i32_497 = arith.constant 1 : i32
          %958 = llvm.insertelement %949, %957[%c1_i32_497 : i32] : vector<2xf16>
          %959 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_498 = arith.constant 0 : i32
          %960 = llvm.insertelement %950, %959[%c0_i32_498 : i32] : vector<2xf16>
          %c1_i32_499 = arith.constant 1 : i32
          %961 = llvm.insertelement %951, %960[%c1_i32_499 : i32] : vector<2xf16>
          %962 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_500 = arith.constant 0 : i32
          %963 = llvm.insertelement %952, %962[%c0_i32_500 : i32] : vector<2xf16>
          %c1_i32_501 = arith.constant 1 : i32
          %964 = llvm.insertelement %953, %963[%c1_i32_501 : i32] : vector<2xf16>
          %965 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_502 = arith.constant 0 : i32
          %966 = llvm.insertelement %954, %965[%c0_i32_502 : i32] : vector<2xf16>
          %c1_i32_503 = arith.constant 1 : i32
          %967 = llvm.insertelement %955, %966[%c1_i32_503 : i32] : vector<2xf16>
          %968 = memref.load %alloca_187[] : memref<f16>
          %969 = memref.load %alloca_188[] : memref<f16>
          %970 = memref.load %alloca_189[] : memref<f16>
          %971 = memref.load %alloca_190[] : memref<f16>
          %972 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_504 = arith.constant 0 : i32
          %973 = llvm.insertelement %968, %972[%c0_i32_504 : i32] : vector<2xf16>
          %c1_i32_505 = arith.constant 1 : i32
          %974 = llvm.insertelement %969, %973[%c1_i32_505 : i32] : vector<2xf16>
          %975 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_506 = arith.constant 0 : i32
          %976 = llvm.insertelement %970, %975[%c0_i32_506 : i32] : vector<2xf16>
          %c1_i32_507 = arith.constant 1 : i32
          %977 = llvm.insertelement %971, %976[%c1_i32_507 : i32] : vector<2xf16>
          %978 = memref.load %alloca_129[] : memref<f32>
          %979 = memref.load %alloca_130[] : memref<f32>
          %980 = memref.load %alloca_131[] : memref<f32>
          %981 = memref.load %alloca_132[] : memref<f32>
          %982 = nvvm.mma.sync A[%958, %961, %964, %967]  B[%974, %977]  C[%978, %979, %980, %981]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %983 = llvm.extractvalue %982[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %983, %alloca_129[] : memref<f32>
          %984 = llvm.extractvalue %982[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %984, %alloca_130[] : memref<f32>
          %985 = llvm.extractvalue %982[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %985, %alloca_131[] : memref<f32>
          %986 = llvm.extractvalue %982[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %986, %alloca_132[] : memref<f32>
          %987 = memref.load %alloca_171[] : memref<f16>
          %988 = memref.load %alloca_172[] : memref<f16>
          %989 = memref.load %alloca_173[] : memref<f16>
          %990 = memref.load %alloca_174[] : memref<f16>
          %991 = memref.load %alloca_175[] : memref<f16>
          %992 = memref.load %alloca_176[] : memref<f16>
          %993 = memref.load %alloca_177[] : memref<f16>
          %994 = memref.load %alloca_178[] : memref<f16>
          %995 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_508 = arith.constant 0 : i32
          %996 = llvm.insertelement %987, %995[%c0_i32_508 : i32] : vector<2xf16>
          %c1_i32_509 = arith.constant 1 : i32
          %997 = llvm.insertelement %988, %996[%c1_i32_509 : i32] : vector<2xf16>
          %998 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_510 = arith.constant 0 : i32
          %999 = llvm.insertelement %989, %998[%c0_i32_510 : i32] : vector<2xf16>
          %c1_i32_511 = arith.constant 1 : i32
          %1000 = llvm.insertelement %990, %999[%c1_i32_511 : i32] : vector<2xf16>
          %1001 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_512 = arith.constant 0 : i32
          %1002 = llvm.insertelement %991, %1001[%c0_i32_512 : i32] : vector<2xf16>
          %c1_i32_513 = arith.constant 1 : i32
          %1003 = llvm.insertelement %992, %1002[%c1_i32_513 : i32] : vector<2xf16>
          %1004 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_514 = arith.constant 0 : i32
          %1005 = llvm.insertelement %993, %1004[%c0_i32_514 : i32] : vector<2xf16>
          %c1_i32_515 = arith.constant 1 : i32
          %1006 = llvm.insertelement %994, %1005[%c1_i32_515 : i32] : vector<2xf16>
          %1007 = memref.load %alloca_191[] : memref<f16>
          %1008 = memref.load %alloca_192[] : memref<f16>
          %1009 = memref.load %alloca_193[] : memref<f16>
          %1010 = memref.load %alloca_194[] : memref<f16>
          %1011 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_516 = arith.constant 0 : i32
          %1012 = llvm.insertelement %1007, %1011[%c0_i32_516 : i32] : vector<2xf16>
          %c1_i32_517 = arith.constant 1 : i32
          %1013 = llvm.insertelement %1008, %1012[%c1_i32_517 : i32] : vector<2xf16>
          %1014 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_518 = arith.constant 0 : i32
          %1015 = llvm.insertelement %1009, %1014[%c0_i32_518 : i32] : vector<2xf16>
          %c1_i32_519 = arith.constant 1 : i32
          %1016 = llvm.insertelement %1010, %1015[%c1_i32_519 : i32] : vector<2xf16>
          %1017 = memref.load %alloca_133[] : memref<f32>
          %1018 = memref.load %alloca_134[] : memref<f32>
          %1019 = memref.load %alloca_135[] : memref<f32>
          %1020 = memref.load %alloca_136[] : memref<f32>
          %1021 = nvvm.mma.sync A[%997, %1000, %1003, %1006]  B[%1013, %1016]  C[%1017, %1018, %1019, %1020]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %1022 = llvm.extractvalue %1021[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1022, %alloca_133[] : memref<f32>
          %1023 = llvm.extractvalue %1021[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1023, %alloca_134[] : memref<f32>
          %1024 = llvm.extractvalue %1021[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1024, %alloca_135[] : memref<f32>
          %1025 = llvm.extractvalue %1021[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1025, %alloca_136[] : memref<f32>
          %1026 = memref.load %alloca_179[] : memref<f16>
          %1027 = memref.load %alloca_180[] : memref<f16>
          %1028 = memref.load %alloca_181[] : memref<f16>
          %1029 = memref.load %alloca_182[] : memref<f16>
          %1030 = memref.load %alloca_183[] : memref<f16>
          %1031 = memref.load %alloca_184[] : memref<f16>
          %1032 = memref.load %alloca_185[] : memref<f16>
          %1033 = memref.load %alloca_186[] : memref<f16>
          %1034 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_520 = arith.constant 0 : i32
          %1035 = llvm.insertelement %1026, %1034[%c0_i32_520 : i32] : vector<2xf16>
          %c1_i32_521 = arith.constant 1 : i32
          %1036 = llvm.insertelement %1027, %1035[%c1_i32_521 : i32] : vector<2xf16>
          %1037 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_522 = arith.constant 0 : i32
          %1038 = llvm.insertelement %1028, %1037[%c0_i32_522 : i32] : vector<2xf16>
          %c1_i32_523 = arith.constant 1 : i32
          %1039 = llvm.insertelement %1029, %1038[%c1_i32_523 : i32] : vector<2xf16>
          %1040 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_524 = arith.constant 0 : i32
          %1041 = llvm.insertelement %1030, %1040[%c0_i32_524 : i32] : vector<2xf16>
          %c1_i32_525 = arith.constant 1 : i32
          %1042 = llvm.insertelement %1031, %1041[%c1_i32_525 : i32] : vector<2xf16>
          %1043 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_526 = arith.constant 0 : i32
          %1044 = llvm.insertelement %1032, %1043[%c0_i32_526 : i32] : vector<2xf16>
          %c1_i32_527 = arith.constant 1 : i32
          %1045 = llvm.insertelement %1033, %1044[%c1_i32_527 : i32] : vector<2xf16>
          %1046 = memref.load %alloca_187[] : memref<f16>
          %1047 = memref.load %alloca_188[] : memref<f16>
          %1048 = memref.load %alloca_189[] : memref<f16>
          %1049 = memref.load %alloca_190[] : memref<f16>
          %1050 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_528 = arith.constant 0 : i32
          %1051 = llvm.insertelement %1046, %1050[%c0_i32_528 : i32] : vector<2xf16>
          %c1_i32_529 = arith.constant 1 : i32
          %1052 = llvm.insertelement %1047, %1051[%c1_i32_529 : i32] : vector<2xf16>
          %1053 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_530 = arith.constant 0 : i32
          %1054 = llvm.insertelement %1048, %1053[%c0_i32_530 : i32] : vector<2xf16>
          %c1_i32_531 = arith.constant 1 : i32
          %1055 = llvm.insertelement %1049, %1054[%c1_i32_531 : i32] : vector<2xf16>
          %1056 = memref.load %alloca_137[] : memref<f32>
          %1057 = memref.load %alloca_138[] : memref<f32>
          %1058 = memref.load %alloca_139[] : memref<f32>
          %1059 = memref.load %alloca_140[] : memref<f32>
          %1060 = nvvm.mma.sync A[%1036, %1039, %1042, %1045]  B[%1052, %1055]  C[%1056, %1057, %1058, %1059]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %1061 = llvm.extractvalue %1060[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1061, %alloca_137[] : memref<f32>
          %1062 = llvm.extractvalue %1060[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1062, %alloca_138[] : memref<f32>
          %1063 = llvm.extractvalue %1060[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1063, %alloca_139[] : memref<f32>
          %1064 = llvm.extractvalue %1060[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1064, %alloca_140[] : memref<f32>
          %1065 = memref.load %alloca_179[] : memref<f16>
          %1066 = memref.load %alloca_180[] : memref<f16>
          %1067 = memref.load %alloca_181[] : memref<f16>
          %1068 = memref.load %alloca_182[] : memref<f16>
          %1069 = memref.load %alloca_183[] : memref<f16>
          %1070 = memref.load %alloca_184[] : memref<f16>
          %1071 = memref.load %alloca_185[] : memref<f16>
          %1072 = memref.load %alloca_186[] : memref<f16>
          %1073 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_532 = arith.constant 0 : i32
          %1074 = llvm.insertelement %1065, %1073[%c0_i32_532 : i32] : vector<2xf16>
          %c1_i32_533 = arith.constant 1 : i32
          %1075 = llvm.insertelement %1066, %1074[%c1_i32_533 : i32] : vector<2xf16>
          %1076 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_534 = arith.constant 0 : i32
          %1077 = llvm.insertelement %1067, %1076[%c0_i32_534 : i32] : vector<2xf16>
          %c1_i32_535 = arith.constant 1 : i32
          %1078 = llvm.insertelement %1068, %1077[%c1_i32_535 : i32] : vector<2xf16>
          %1079 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_536 = arith.constant 0 : i32
          %1080 = llvm.insertelement %1069, %1079[%c0_i32_536 : i32] : vector<2xf16>
          %c1_i32_537 = arith.constant 1 : i32
          %1081 = llvm.insertelement %1070, %1080[%c1_i32_537 : i32] : vector<2xf16>
          %1082 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_538 = arith.constant 0 : i32
          %1083 = llvm.insertelement %1071, %1082[%c0_i32_538 : i32] : vector<2xf16>
          %c1_i32_539 = arith.constant 1 : i32
          %1084 = llvm.insertelement %1072, %1083[%c1_i32_539 : i32] : vector<2xf16>
          %1085 = memref.load %alloca_191[] : memref<f16>
          %1086 = memref.load %alloca_192[] : memref<f16>
          %1087 = memref.load %alloca_193[] : memref<f16>
          %1088 = memref.load %alloca_194[] : memref<f16>
          %1089 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_540 = arith.constant 0 : i32
          %1090 = llvm.insertelement %1085, %1089[%c0_i32_540 : i32] : vector<2xf16>
          %c1_i32_541 = arith.constant 1 : i32
          %1091 = llvm.insertelement %1086, %1090[%c1_i32_541 : i32] : vector<2xf16>
          %1092 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_542 = arith.constant 0 : i32
          %1093 = llvm.insertelement %1087, %1092[%c0_i32_542 : i32] : vector<2xf16>
          %c1_i32_543 = arith.constant 1 : i32
          %1094 = llvm.insertelement %1088, %1093[%c1_i32_543 : i32] : vector<2xf16>
          %1095 = memref.load %alloca_141[] : memref<f32>
          %1096 = memref.load %alloca_142[] : memref<f32>
          %1097 = memref.load %alloca_143[] : memref<f32>
          %1098 = memref.load %alloca_144[] : memref<f32>
          %1099 = nvvm.mma.sync A[%1075, %1078, %1081, %1084]  B[%1091, %1094]  C[%1095, %1096, %1097, %1098]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %1100 = llvm.extractvalue %1099[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1100, %alloca_141[] : memref<f32>
          %1101 = llvm.extractvalue %1099[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1101, %alloca_142[] : memref<f32>
          %1102 = llvm.extractvalue %1099[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1102, %alloca_143[] : memref<f32>
          %1103 = llvm.extractvalue %1099[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1103, %alloca_144[] : memref<f32>
        }
        %444 = arith.addi %441, %437 : i64
        %445 = arith.addi %444, %432 : i64
        %446 = arith.addi %443, %439 : i64
        %c2_i64 = arith.constant 2 : i64
        %447 = arith.muli %433, %c2_i64 : i64
        %448 = arith.addi %446, %447 : i64
        %c70_i64 = arith.constant 70 : i64
        %449 = arith.cmpi slt, %445, %c70_i64 : i64
        %c40_i64 = arith.constant 40 : i64
        %450 = arith.cmpi slt, %448, %c40_i64 : i64
        %451 = arith.andi %449, %450 : i1
        scf.if %451 {
          %604 = memref.load %alloca_129[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %605 = arith.muli %448, %c70_i64_350 : i64
          %606 = arith.addi %445, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %452 = arith.addi %441, %437 : i64
        %453 = arith.addi %452, %432 : i64
        %454 = arith.addi %443, %439 : i64
        %c2_i64_273 = arith.constant 2 : i64
        %455 = arith.muli %433, %c2_i64_273 : i64
        %c1_i64_274 = arith.constant 1 : i64
        %456 = arith.addi %455, %c1_i64_274 : i64
        %457 = arith.addi %454, %456 : i64
        %c70_i64_275 = arith.constant 70 : i64
        %458 = arith.cmpi slt, %453, %c70_i64_275 : i64
        %c40_i64_276 = arith.constant 40 : i64
        %459 = arith.cmpi slt, %457, %c40_i64_276 : i64
        %460 = arith.andi %458, %459 : i1
        scf.if %460 {
          %604 = memref.load %alloca_130[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %605 = arith.muli %457, %c70_i64_350 : i64
          %606 = arith.addi %453, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %461 = arith.addi %441, %437 : i64
        %c8_i64_277 = arith.constant 8 : i64
        %462 = arith.addi %432, %c8_i64_277 : i64
        %463 = arith.addi %461, %462 : i64
        %464 = arith.addi %443, %439 : i64
        %c2_i64_278 = arith.constant 2 : i64
        %465 = arith.muli %433, %c2_i64_278 : i64
        %466 = arith.addi %464, %465 : i64
        %c70_i64_279 = arith.constant 70 : i64
        %467 = arith.cmpi slt, %463, %c70_i64_279 : i64
        %c40_i64_280 = arith.constant 40 : i64
        %468 = arith.cmpi slt, %466, %c40_i64_280 : i64
        %469 = arith.andi %467, %468 : i1
        scf.if %469 {
          %604 = memref.load %alloca_131[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %605 = arith.muli %466, %c70_i64_350 : i64
          %606 = arith.addi %463, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %470 = arith.addi %441, %437 : i64
        %c8_i64_281 = arith.constant 8 : i64
        %471 = arith.addi %432, %c8_i64_281 : i64
        %472 = arith.addi %470, %471 : i64
        %473 = arith.addi %443, %439 : i64
        %c2_i64_282 = arith.constant 2 : i64
        %474 = arith.muli %433, %c2_i64_282 : i64
        %c1_i64_283 = arith.constant 1 : i64
        %475 = arith.addi %474, %c1_i64_283 : i64
        %476 = arith.addi %473, %475 : i64
        %c70_i64_284 = arith.constant 70 : i64
        %477 = arith.cmpi slt, %472, %c70_i64_284 : i64
        %c40_i64_285 = arith.constant 40 : i64
        %478 = arith.cmpi slt, %476, %c40_i64_285 : i64
        %479 = arith.andi %477, %478 : i1
        scf.if %479 {
          %604 = memref.load %alloca_132[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %605 = arith.muli %476, %c70_i64_350 : i64
          %606 = arith.addi %472, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %480 = arith.addi %441, %437 : i64
        %481 = arith.addi %480, %432 : i64
        %482 = arith.addi %443, %439 : i64
        %c8_i64_286 = arith.constant 8 : i64
        %483 = arith.addi %482, %c8_i64_286 : i64
        %c2_i64_287 = arith.constant 2 : i64
        %484 = arith.muli %433, %c2_i64_287 : i64
        %485 = arith.addi %483, %484 : i64
        %c70_i64_288 = arith.constant 70 : i64
        %486 = arith.cmpi slt, %481, %c70_i64_288 : i64
        %c40_i64_289 = arith.constant 40 : i64
        %487 = arith.cmpi slt, %485, %c40_i64_289 : i64
        %488 = arith.andi %486, %487 : i1
        scf.if %488 {
          %604 = memref.load %alloca_133[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %605 = arith.muli %485, %c70_i64_350 : i64
          %606 = arith.addi %481, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %489 = arith.addi %441, %437 : i64
        %490 = arith.addi %489, %432 : i64
        %491 = arith.addi %443, %439 : i64
        %c8_i64_290 = arith.constant 8 : i64
        %492 = arith.addi %491, %c8_i64_290 : i64
        %c2_i64_291 = arith.constant 2 : i64
        %493 = arith.muli %433, %c2_i64_291 : i64
        %c1_i64_292 = arith.constant 1 : i64
        %494 = arith.addi %493, %c1_i64_292 : i64
        %495 = arith.addi %492, %494 : i64
        %c70_i64_293 = arith.constant 70 : i64
        %496 = arith.cmpi slt, %490, %c70_i64_293 : i64
        %c40_i64_294 = arith.constant 40 : i64
        %497 = arith.cmpi slt, %495, %c40_i64_294 : i64
        %498 = arith.andi %496, %497 : i1
        scf.if %498 {
          %604 = memref.load %alloca_134[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %605 = arith.muli %495, %c70_i64_350 : i64
          %606 = arith.addi %490, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %499 = arith.addi %441, %437 : i64
        %c8_i64_295 = arith.constant 8 : i64
        %500 = arith.addi %432, %c8_i64_295 : i64
        %501 = arith.addi %499, %500 : i64
        %502 = arith.addi %443, %439 : i64
        %c8_i64_296 = arith.constant 8 : i64
        %503 = arith.addi %502, %c8_i64_296 : i64
        %c2_i64_297 = arith.constant 2 : i64
        %504 = arith.muli %433, %c2_i64_297 : i64
        %505 = arith.addi %503, %504 : i64
        %c70_i64_298 = arith.constant 70 : i64
        %506 = arith.cmpi slt, %501, %c70_i64_298 : i64
        %c40_i64_299 = arith.constant 40 : i64
        %507 = arith.cmpi slt, %505, %c40_i64_299 : i64
        %508 = arith.andi %506, %507 : i1
        scf.if %508 {
          %604 = memref.load %alloca_135[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %605 = arith.muli %505, %c70_i64_350 : i64
          %606 = arith.addi %501, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %509 = arith.addi %441, %437 : i64
        %c8_i64_300 = arith.constant 8 : i64
        %510 = arith.addi %432, %c8_i64_300 : i64
        %511 = arith.addi %509, %510 : i64
        %512 = arith.addi %443, %439 : i64
        %c8_i64_301 = arith.constant 8 : i64
        %513 = arith.addi %512, %c8_i64_301 : i64
        %c2_i64_302 = arith.constant 2 : i64
        %514 = arith.muli %433, %c2_i64_302 : i64
        %c1_i64_303 = arith.constant 1 : i64
        %515 = arith.addi %514, %c1_i64_303 : i64
        %516 = arith.addi %513, %515 : i64
        %c70_i64_304 = arith.constant 70 : i64
        %517 = arith.cmpi slt, %511, %c70_i64_304 : i64
        %c40_i64_305 = arith.constant 40 : i64
        %518 = arith.cmpi slt, %516, %c40_i64_305 : i64
        %519 = arith.andi %517, %518 : i1
        scf.if %519 {
          %604 = memref.load %alloca_136[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %605 = arith.muli %516, %c70_i64_350 : i64
          %606 = arith.addi %511, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %520 = arith.addi %441, %437 : i64
        %c16_i64_306 = arith.constant 16 : i64
        %521 = arith.addi %520, %c16_i64_306 : i64
        %522 = arith.addi %521, %432 : i64
        %523 = arith.addi %443, %439 : i64
        %c2_i64_307 = arith.constant 2 : i64
        %524 = arith.muli %433, %c2_i64_307 : i64
        %525 = arith.addi %523, %524 : i64
        %c70_i64_308 = arith.constant 70 : i64
        %526 = arith.cmpi slt, %522, %c70_i64_308 : i64
        %c40_i64_309 = arith.constant 40 : i64
        %527 = arith.cmpi slt, %525, %c40_i64_309 : i64
        %528 = arith.andi %526, %527 : i1
        scf.if %528 {
          %604 = memref.load %alloca_137[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %605 = arith.muli %525, %c70_i64_350 : i64
          %606 = arith.addi %522, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %529 = arith.addi %441, %437 : i64
        %c16_i64_310 = arith.constant 16 : i64
        %530 = arith.addi %529, %c16_i64_310 : i64
        %531 = arith.addi %530, %432 : i64
        %532 = arith.addi %443, %439 : i64
        %c2_i64_311 = arith.constant 2 : i64
        %533 = arith.muli %433, %c2_i64_311 : i64
        %c1_i64_312 = arith.constant 1 : i64
        %534 = arith.addi %533, %c1_i64_312 : i64
        %535 = arith.addi %532, %534 : i64
        %c70_i64_313 = arith.constant 70 : i64
        %536 = arith.cmpi slt, %531, %c70_i64_313 : i64
        %c40_i64_314 = arith.constant 40 : i64
        %537 = arith.cmpi slt, %535, %c40_i64_314 : i64
        %538 = arith.andi %536, %537 : i1
        scf.if %538 {
          %604 = memref.load %alloca_138[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %605 = arith.muli %535, %c70_i64_350 : i64
          %606 = arith.addi %531, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %539 = arith.addi %441, %437 : i64
        %c16_i64_315 = arith.constant 16 : i64
        %540 = arith.addi %539, %c16_i64_315 : i64
        %c8_i64_316 = arith.constant 8 : i64
        %541 = arith.addi %432, %c8_i64_316 : i64
        %542 = arith.addi %540, %541 : i64
        %543 = arith.addi %443, %439 : i64
        %c2_i64_317 = arith.constant 2 : i64
        %544 = arith.muli %433, %c2_i64_317 : i64
        %545 = arith.addi %543, %544 : i64
        %c70_i64_318 = arith.constant 70 : i64
        %546 = arith.cmpi slt, %542, %c70_i64_318 : i64
        %c40_i64_319 = arith.constant 40 : i64
        %547 = arith.cmpi slt, %545, %c40_i64_319 : i64
        %548 = arith.andi %546, %547 : i1
        scf.if %548 {
          %604 = memref.load %alloca_139[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %605 = arith.muli %545, %c70_i64_350 : i64
          %606 = arith.addi %542, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %549 = arith.addi %441, %437 : i64
        %c16_i64_320 = arith.constant 16 : i64
        %550 = arith.addi %549, %c16_i64_320 : i64
        %c8_i64_321 = arith.constant 8 : i64
        %551 = arith.addi %432, %c8_i64_321 : i64
        %552 = arith.addi %550, %551 : i64
        %553 = arith.addi %443, %439 : i64
        %c2_i64_322 = arith.constant 2 : i64
        %554 = arith.muli %433, %c2_i64_322 : i64
        %c1_i64_323 = arith.constant 1 : i64
        %555 = arith.addi %554, %c1_i64_323 : i64
        %556 = arith.addi %553, %555 : i64
        %c70_i64_324 = arith.constant 70 : i64
        %557 = arith.cmpi slt, %552, %c70_i64_324 : i64
        %c40_i64_325 = arith.constant 40 : i64
        %558 = arith.cmpi slt, %556, %c40_i64_325 : i64
        %559 = arith.andi %557, %558 : i1
        scf.if %559 {
          %604 = memref.load %alloca_140[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %605 = arith.muli %556, %c70_i64_350 : i64
          %606 = arith.addi %552, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %560 = arith.addi %441, %437 : i64
        %c16_i64_326 = arith.constant 16 : i64
        %561 = arith.addi %560, %c16_i64_326 : i64
        %562 = arith.addi %561, %432 : i64
        %563 = arith.addi %443, %439 : i64
        %c8_i64_327 = arith.constant 8 : i64
        %564 = arith.addi %563, %c8_i64_327 : i64
        %c2_i64_328 = arith.constant 2 : i64
        %565 = arith.muli %433, %c2_i64_328 : i64
        %566 = arith.addi %564, %565 : i64
        %c70_i64_329 = arith.constant 70 : i64
        %567 = arith.cmpi slt, %562, %c70_i64_329 : i64
        %c40_i64_330 = arith.constant 40 : i64
        %568 = arith.cmpi slt, %566, %c40_i64_330 : i64
        %569 = arith.andi %567, %568 : i1
        scf.if %569 {
          %604 = memref.load %alloca_141[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %605 = arith.muli %566, %c70_i64_350 : i64
          %606 = arith.addi %562, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %570 = arith.addi %441, %437 : i64
        %c16_i64_331 = arith.constant 16 : i64
        %571 = arith.addi %570, %c16_i64_331 : i64
        %572 = arith.addi %571, %432 : i64
        %573 = arith.addi %443, %439 : i64
        %c8_i64_332 = arith.constant 8 : i64
        %574 = arith.addi %573, %c8_i64_332 : i64
        %c2_i64_333 = arith.constant 2 : i64
        %575 = arith.muli %433, %c2_i64_333 : i64
        %c1_i64_334 = arith.constant 1 : i64
        %576 = arith.addi %575, %c1_i64_334 : i64
        %577 = arith.addi %574, %576 : i64
        %c70_i64_335 = arith.constant 70 : i64
        %578 = arith.cmpi slt, %572, %c70_i64_335 : i64
        %c40_i64_336 = arith.constant 40 : i64
        %579 = arith.cmpi slt, %577, %c40_i64_336 : i64
        %580 = arith.andi %578, %579 : i1
        scf.if %580 {
          %604 = memref.load %alloca_142[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %605 = arith.muli %577, %c70_i64_350 : i64
          %606 = arith.addi %572, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %581 = arith.addi %441, %437 : i64
        %c16_i64_337 = arith.constant 16 : i64
        %582 = arith.addi %581, %c16_i64_337 : i64
        %c8_i64_338 = arith.constant 8 : i64
        %583 = arith.addi %432, %c8_i64_338 : i64
        %584 = arith.addi %582, %583 : i64
        %585 = arith.addi %443, %439 : i64
        %c8_i64_339 = arith.constant 8 : i64
        %586 = arith.addi %585, %c8_i64_339 : i64
        %c2_i64_340 = arith.constant 2 : i64
        %587 = arith.muli %433, %c2_i64_340 : i64
        %588 = arith.addi %586, %587 : i64
        %c70_i64_341 = arith.constant 70 : i64
        %589 = arith.cmpi slt, %584, %c70_i64_341 : i64
        %c40_i64_342 = arith.constant 40 : i64
        %590 = arith.cmpi slt, %588, %c40_i64_342 : i64
        %591 = arith.andi %589, %590 : i1
        scf.if %591 {
          %604 = memref.load %alloca_143[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %605 = arith.muli %588, %c70_i64_350 : i64
          %606 = arith.addi %584, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %592 = arith.addi %441, %437 : i64
        %c16_i64_343 = arith.constant 16 : i64
        %593 = arith.addi %592, %c16_i64_343 : i64
        %c8_i64_344 = arith.constant 8 : i64
        %594 = arith.addi %432, %c8_i64_344 : i64
        %595 = arith.addi %593, %594 : i64
        %596 = arith.addi %443, %439 : i64
        %c8_i64_345 = arith.constant 8 : i64
        %597 = arith.addi %596, %c8_i64_345 : i64
        %c2_i64_346 = arith.constant 2 : i64
        %598 = arith.muli %433, %c2_i64_346 : i64
        %c1_i64_347 = arith.constant 1 : i64
        %599 = arith.addi %598, %c1_i64_347 : i64
        %600 = arith.addi %597, %599 : i64
        %c70_i64_348 = arith.constant 70 : i64
        %601 = arith.cmpi slt, %595, %c70_i64_348 : i64
        %c40_i64_349 = arith.constant 40 : i64
        %602 = arith.cmpi slt, %600, %c40_i64_349 : i64
        %603 = arith.andi %601, %602 : i1
        scf.if %603 {
          %604 = memref.load %alloca_144[] : memref<f32>
          %c70_i64_350 = arith.constant 70 : i64
          %605 = arith.muli %600, %c70_i64_350 : i64
          %606 = arith.addi %595, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
