module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_tensor_cores() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<29696 x i8>
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
      %alloca_129 = memref.alloca() : memref<f64>
      %alloca_130 = memref.alloca() : memref<f64>
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
      %alloca_145 = memref.alloca() : memref<f32>
      %alloca_146 = memref.alloca() : memref<f32>
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
      %c32_i64_177 = arith.constant 32 : i64
      %352 = arith.remsi %350, %c32_i64_177 : i64
      %c4_i64 = arith.constant 4 : i64
      %353 = arith.divsi %352, %c4_i64 : i64
      %c4_i64_178 = arith.constant 4 : i64
      %354 = arith.remsi %352, %c4_i64_178 : i64
      %c20_i64 = arith.constant 20 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg48 = %351 to %c20_i64 step %c16_i64  : i64 {
        %c5_i64_234 = arith.constant 5 : i64
        %440 = arith.remsi %arg48, %c5_i64_234 : i64
        %c5_i64_235 = arith.constant 5 : i64
        %441 = arith.divsi %arg48, %c5_i64_235 : i64
        %c8_i64_236 = arith.constant 8 : i64
        %442 = arith.muli %440, %c8_i64_236 : i64
        %c8_i64_237 = arith.constant 8 : i64
        %443 = arith.muli %441, %c8_i64_237 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_238 = arith.constant 0.000000e+00 : f64
        memref.store %cst_238, %alloca_80[] : memref<f64>
        %444 = arith.addi %442, %353 : i64
        %c36_i64 = arith.constant 36 : i64
        %445 = arith.minsi %444, %c36_i64 : i64
        %446 = arith.addi %443, %353 : i64
        %c28_i64 = arith.constant 28 : i64
        %447 = arith.minsi %446, %c28_i64 : i64
        %c0_i64_239 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_240 = arith.constant 4 : i64
        scf.for %arg49 = %c0_i64_239 to %c12_i64 step %c4_i64_240  : i64 {
          %482 = arith.addi %arg49, %354 : i64
          %483 = arith.addi %arg49, %354 : i64
          %c37_i64_252 = arith.constant 37 : i64
          %484 = arith.muli %482, %c37_i64_252 : i64
          %485 = arith.addi %445, %484 : i64
          %486 = llvm.getelementptr %342[%485] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %487 = llvm.load %486 : !llvm.ptr<1> -> f64
          %c13_i64_253 = arith.constant 13 : i64
          %488 = arith.muli %447, %c13_i64_253 : i64
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
        %c12_i64_241 = arith.constant 12 : i64
        %448 = arith.addi %c12_i64_241, %354 : i64
        %c12_i64_242 = arith.constant 12 : i64
        %449 = arith.addi %c12_i64_242, %354 : i64
        %c12_i64_243 = arith.constant 12 : i64
        %450 = arith.minsi %448, %c12_i64_243 : i64
        %c37_i64 = arith.constant 37 : i64
        %451 = arith.muli %450, %c37_i64 : i64
        %452 = arith.addi %445, %451 : i64
        %453 = llvm.getelementptr %342[%452] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %454 = llvm.load %453 : !llvm.ptr<1> -> f64
        memref.store %454, %alloca_81[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %455 = arith.cmpi sge, %448, %c13_i64 : i64
        scf.if %455 {
          %cst_252 = arith.constant 0.000000e+00 : f64
          memref.store %cst_252, %alloca_81[] : memref<f64>
        }
        %c12_i64_244 = arith.constant 12 : i64
        %456 = arith.minsi %449, %c12_i64_244 : i64
        %c13_i64_245 = arith.constant 13 : i64
        %457 = arith.muli %447, %c13_i64_245 : i64
        %458 = arith.addi %456, %457 : i64
        %459 = llvm.getelementptr %344[%458] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %460 = llvm.load %459 : !llvm.ptr<1> -> f64
        memref.store %460, %alloca_82[] : memref<f64>
        %c13_i64_246 = arith.constant 13 : i64
        %461 = arith.cmpi sge, %449, %c13_i64_246 : i64
        scf.if %461 {
          %cst_252 = arith.constant 0.000000e+00 : f64
          memref.store %cst_252, %alloca_82[] : memref<f64>
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
        %c37_i64_247 = arith.constant 37 : i64
        %472 = arith.cmpi slt, %469, %c37_i64_247 : i64
        %c29_i64 = arith.constant 29 : i64
        %473 = arith.cmpi slt, %471, %c29_i64 : i64
        %474 = arith.andi %472, %473 : i1
        scf.if %474 {
          %cst_252 = arith.constant 5.000000e-01 : f64
          %c37_i64_253 = arith.constant 37 : i64
          %482 = arith.muli %471, %c37_i64_253 : i64
          %483 = arith.addi %469, %482 : i64
          %484 = llvm.getelementptr %346[%483] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %485 = llvm.load %484 : !llvm.ptr<1> -> f64
          %486 = memref.load %alloca[] : memref<f64>
          %487 = arith.mulf %arg0, %486 : f64
          %488 = llvm.intr.fma(%cst_252, %485, %487) : (f64, f64, f64) -> f64
          %c37_i64_254 = arith.constant 37 : i64
          %489 = arith.muli %471, %c37_i64_254 : i64
          %490 = arith.addi %469, %489 : i64
          %491 = llvm.getelementptr %346[%490] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %488, %491 : f64, !llvm.ptr<1>
        }
        %475 = arith.addi %442, %353 : i64
        %c2_i64_248 = arith.constant 2 : i64
        %476 = arith.muli %354, %c2_i64_248 : i64
        %c1_i64_249 = arith.constant 1 : i64
        %477 = arith.addi %476, %c1_i64_249 : i64
        %478 = arith.addi %443, %477 : i64
        %c37_i64_250 = arith.constant 37 : i64
        %479 = arith.cmpi slt, %475, %c37_i64_250 : i64
        %c29_i64_251 = arith.constant 29 : i64
        %480 = arith.cmpi slt, %478, %c29_i64_251 : i64
        %481 = arith.andi %479, %480 : i1
        scf.if %481 {
          %cst_252 = arith.constant 5.000000e-01 : f64
          %c37_i64_253 = arith.constant 37 : i64
          %482 = arith.muli %478, %c37_i64_253 : i64
          %483 = arith.addi %475, %482 : i64
          %484 = llvm.getelementptr %346[%483] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %485 = llvm.load %484 : !llvm.ptr<1> -> f64
          %486 = memref.load %alloca_80[] : memref<f64>
          %487 = arith.mulf %arg0, %486 : f64
          %488 = llvm.intr.fma(%cst_252, %485, %487) : (f64, f64, f64) -> f64
          %c37_i64_254 = arith.constant 37 : i64
          %489 = arith.muli %478, %c37_i64_254 : i64
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
      %thread_id_x_179 = gpu.thread_id  x
      %359 = arith.index_cast %thread_id_x_179 : index to i64
      %c64_i64_180 = arith.constant 64 : i64
      %thread_id_y_181 = gpu.thread_id  y
      %360 = arith.index_cast %thread_id_y_181 : index to i64
      %361 = arith.muli %c64_i64_180, %360 : i64
      %362 = arith.addi %359, %361 : i64
      %c32_i64_182 = arith.constant 32 : i64
      %363 = arith.divsi %362, %c32_i64_182 : i64
      %c32_i64_183 = arith.constant 32 : i64
      %364 = arith.remsi %362, %c32_i64_183 : i64
      %c4_i64_184 = arith.constant 4 : i64
      %365 = arith.divsi %364, %c4_i64_184 : i64
      %c4_i64_185 = arith.constant 4 : i64
      %366 = arith.remsi %364, %c4_i64_185 : i64
      %c5_i64 = arith.constant 5 : i64
      %c16_i64_186 = arith.constant 16 : i64
      scf.for %arg48 = %363 to %c5_i64 step %c16_i64_186  : i64 {
        %c5_i64_234 = arith.constant 5 : i64
        %440 = arith.remsi %arg48, %c5_i64_234 : i64
        %c5_i64_235 = arith.constant 5 : i64
        %441 = arith.divsi %arg48, %c5_i64_235 : i64
        %c8_i64_236 = arith.constant 8 : i64
        %442 = arith.muli %440, %c8_i64_236 : i64
        %c8_i64_237 = arith.constant 8 : i64
        %443 = arith.muli %441, %c8_i64_237 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_83[] : memref<f64>
        %cst_238 = arith.constant 0.000000e+00 : f64
        memref.store %cst_238, %alloca_84[] : memref<f64>
        %444 = arith.addi %442, %365 : i64
        %c36_i64 = arith.constant 36 : i64
        %445 = arith.minsi %444, %c36_i64 : i64
        %446 = arith.addi %443, %365 : i64
        %c0_i64_239 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_240 = arith.constant 4 : i64
        scf.for %arg49 = %c0_i64_239 to %c12_i64 step %c4_i64_240  : i64 {
          %477 = arith.addi %arg49, %366 : i64
          %478 = arith.addi %arg49, %366 : i64
          %c37_i64_251 = arith.constant 37 : i64
          %479 = arith.muli %477, %c37_i64_251 : i64
          %480 = arith.addi %445, %479 : i64
          %481 = llvm.getelementptr %342[%480] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %482 = llvm.load %481 : !llvm.ptr<1> -> f64
          %c16_i64_252 = arith.constant 16 : i64
          %483 = arith.muli %446, %c16_i64_252 : i64
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
        %c12_i64_241 = arith.constant 12 : i64
        %447 = arith.addi %c12_i64_241, %366 : i64
        %c12_i64_242 = arith.constant 12 : i64
        %448 = arith.addi %c12_i64_242, %366 : i64
        %c12_i64_243 = arith.constant 12 : i64
        %449 = arith.minsi %447, %c12_i64_243 : i64
        %c37_i64 = arith.constant 37 : i64
        %450 = arith.muli %449, %c37_i64 : i64
        %451 = arith.addi %445, %450 : i64
        %452 = llvm.getelementptr %342[%451] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %453 = llvm.load %452 : !llvm.ptr<1> -> f64
        memref.store %453, %alloca_85[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %454 = arith.cmpi sge, %447, %c13_i64 : i64
        scf.if %454 {
          %cst_251 = arith.constant 0.000000e+00 : f64
          memref.store %cst_251, %alloca_85[] : memref<f64>
        }
        %c12_i64_244 = arith.constant 12 : i64
        %455 = arith.minsi %448, %c12_i64_244 : i64
        %c16_i64_245 = arith.constant 16 : i64
        %456 = arith.muli %446, %c16_i64_245 : i64
        %457 = arith.addi %455, %456 : i64
        %458 = llvm.getelementptr %356[%457] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %459 = llvm.load %458 : !llvm.ptr<1> -> f64
        memref.store %459, %alloca_86[] : memref<f64>
        %c13_i64_246 = arith.constant 13 : i64
        %460 = arith.cmpi sge, %448, %c13_i64_246 : i64
        scf.if %460 {
          %cst_251 = arith.constant 0.000000e+00 : f64
          memref.store %cst_251, %alloca_86[] : memref<f64>
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
        %c37_i64_247 = arith.constant 37 : i64
        %471 = arith.cmpi slt, %468, %c37_i64_247 : i64
        scf.if %471 {
          %477 = memref.load %alloca_83[] : memref<f64>
          %478 = arith.mulf %arg0, %477 : f64
          %c37_i64_251 = arith.constant 37 : i64
          %479 = arith.muli %470, %c37_i64_251 : i64
          %480 = arith.addi %468, %479 : i64
          %481 = llvm.getelementptr %358[%480] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %478, %481 : f64, !llvm.ptr<1>
        }
        %472 = arith.addi %442, %365 : i64
        %c2_i64_248 = arith.constant 2 : i64
        %473 = arith.muli %366, %c2_i64_248 : i64
        %c1_i64_249 = arith.constant 1 : i64
        %474 = arith.addi %473, %c1_i64_249 : i64
        %475 = arith.addi %443, %474 : i64
        %c37_i64_250 = arith.constant 37 : i64
        %476 = arith.cmpi slt, %472, %c37_i64_250 : i64
        scf.if %476 {
          %477 = memref.load %alloca_84[] : memref<f64>
          %478 = arith.mulf %arg0, %477 : f64
          %c37_i64_251 = arith.constant 37 : i64
          %479 = arith.muli %475, %c37_i64_251 : i64
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
      %thread_id_x_187 = gpu.thread_id  x
      %373 = arith.index_cast %thread_id_x_187 : index to i64
      %c64_i64_188 = arith.constant 64 : i64
      %thread_id_y_189 = gpu.thread_id  y
      %374 = arith.index_cast %thread_id_y_189 : index to i64
      %375 = arith.muli %c64_i64_188, %374 : i64
      %376 = arith.addi %373, %375 : i64
      %c32_i64_190 = arith.constant 32 : i64
      %377 = arith.divsi %376, %c32_i64_190 : i64
      %c32_i64_191 = arith.constant 32 : i64
      %378 = arith.remsi %376, %c32_i64_191 : i64
      %c4_i64_192 = arith.constant 4 : i64
      %379 = arith.divsi %378, %c4_i64_192 : i64
      %c4_i64_193 = arith.constant 4 : i64
      %380 = arith.remsi %378, %c4_i64_193 : i64
      %c9_i64 = arith.constant 9 : i64
      %c16_i64_194 = arith.constant 16 : i64
      scf.for %arg48 = %377 to %c9_i64 step %c16_i64_194  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %440 = arith.remsi %arg48, %c3_i64 : i64
        %c3_i64_234 = arith.constant 3 : i64
        %441 = arith.divsi %arg48, %c3_i64_234 : i64
        %c16_i64_235 = arith.constant 16 : i64
        %442 = arith.muli %440, %c16_i64_235 : i64
        %c8_i64_236 = arith.constant 8 : i64
        %443 = arith.muli %441, %c8_i64_236 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_87[] : memref<f32>
        %cst_237 = arith.constant 0.000000e+00 : f32
        memref.store %cst_237, %alloca_88[] : memref<f32>
        %cst_238 = arith.constant 0.000000e+00 : f32
        memref.store %cst_238, %alloca_89[] : memref<f32>
        %cst_239 = arith.constant 0.000000e+00 : f32
        memref.store %cst_239, %alloca_90[] : memref<f32>
        %444 = arith.addi %442, %379 : i64
        %c44_i64 = arith.constant 44 : i64
        %445 = arith.minsi %444, %c44_i64 : i64
        %446 = arith.addi %442, %379 : i64
        %c44_i64_240 = arith.constant 44 : i64
        %447 = arith.minsi %446, %c44_i64_240 : i64
        %c8_i64_241 = arith.constant 8 : i64
        %448 = arith.addi %379, %c8_i64_241 : i64
        %449 = arith.addi %442, %448 : i64
        %c44_i64_242 = arith.constant 44 : i64
        %450 = arith.minsi %449, %c44_i64_242 : i64
        %c8_i64_243 = arith.constant 8 : i64
        %451 = arith.addi %379, %c8_i64_243 : i64
        %452 = arith.addi %442, %451 : i64
        %c44_i64_244 = arith.constant 44 : i64
        %453 = arith.minsi %452, %c44_i64_244 : i64
        %454 = arith.addi %442, %379 : i64
        %c44_i64_245 = arith.constant 44 : i64
        %455 = arith.minsi %454, %c44_i64_245 : i64
        %456 = arith.addi %442, %379 : i64
        %c44_i64_246 = arith.constant 44 : i64
        %457 = arith.minsi %456, %c44_i64_246 : i64
        %c8_i64_247 = arith.constant 8 : i64
        %458 = arith.addi %379, %c8_i64_247 : i64
        %459 = arith.addi %442, %458 : i64
        %c44_i64_248 = arith.constant 44 : i64
        %460 = arith.minsi %459, %c44_i64_248 : i64
        %c8_i64_249 = arith.constant 8 : i64
        %461 = arith.addi %379, %c8_i64_249 : i64
        %462 = arith.addi %442, %461 : i64
        %c44_i64_250 = arith.constant 44 : i64
        %463 = arith.minsi %462, %c44_i64_250 : i64
        %464 = arith.addi %443, %379 : i64
        %c18_i64 = arith.constant 18 : i64
        %465 = arith.minsi %464, %c18_i64 : i64
        %466 = arith.addi %443, %379 : i64
        %c18_i64_251 = arith.constant 18 : i64
        %467 = arith.minsi %466, %c18_i64_251 : i64
        %468 = arith.addi %443, %379 : i64
        %c18_i64_252 = arith.constant 18 : i64
        %469 = arith.minsi %468, %c18_i64_252 : i64
        %470 = arith.addi %443, %379 : i64
        %c18_i64_253 = arith.constant 18 : i64
        %471 = arith.minsi %470, %c18_i64_253 : i64
        %c0_i64_254 = arith.constant 0 : i64
        %c16_i64_255 = arith.constant 16 : i64
        %c16_i64_256 = arith.constant 16 : i64
        scf.for %arg49 = %c0_i64_254 to %c16_i64_255 step %c16_i64_256  : i64 {
          %c2_i64_348 = arith.constant 2 : i64
          %644 = arith.muli %380, %c2_i64_348 : i64
          %645 = arith.addi %arg49, %644 : i64
          %c2_i64_349 = arith.constant 2 : i64
          %646 = arith.muli %380, %c2_i64_349 : i64
          %c1_i64_350 = arith.constant 1 : i64
          %647 = arith.addi %646, %c1_i64_350 : i64
          %648 = arith.addi %arg49, %647 : i64
          %c2_i64_351 = arith.constant 2 : i64
          %649 = arith.muli %380, %c2_i64_351 : i64
          %650 = arith.addi %arg49, %649 : i64
          %c2_i64_352 = arith.constant 2 : i64
          %651 = arith.muli %380, %c2_i64_352 : i64
          %c1_i64_353 = arith.constant 1 : i64
          %652 = arith.addi %651, %c1_i64_353 : i64
          %653 = arith.addi %arg49, %652 : i64
          %c2_i64_354 = arith.constant 2 : i64
          %654 = arith.muli %380, %c2_i64_354 : i64
          %c8_i64_355 = arith.constant 8 : i64
          %655 = arith.addi %654, %c8_i64_355 : i64
          %656 = arith.addi %arg49, %655 : i64
          %c2_i64_356 = arith.constant 2 : i64
          %657 = arith.muli %380, %c2_i64_356 : i64
          %c9_i64_357 = arith.constant 9 : i64
          %658 = arith.addi %657, %c9_i64_357 : i64
          %659 = arith.addi %arg49, %658 : i64
          %c2_i64_358 = arith.constant 2 : i64
          %660 = arith.muli %380, %c2_i64_358 : i64
          %c8_i64_359 = arith.constant 8 : i64
          %661 = arith.addi %660, %c8_i64_359 : i64
          %662 = arith.addi %arg49, %661 : i64
          %c2_i64_360 = arith.constant 2 : i64
          %663 = arith.muli %380, %c2_i64_360 : i64
          %c9_i64_361 = arith.constant 9 : i64
          %664 = arith.addi %663, %c9_i64_361 : i64
          %665 = arith.addi %arg49, %664 : i64
          %c2_i64_362 = arith.constant 2 : i64
          %666 = arith.muli %380, %c2_i64_362 : i64
          %667 = arith.addi %arg49, %666 : i64
          %c2_i64_363 = arith.constant 2 : i64
          %668 = arith.muli %380, %c2_i64_363 : i64
          %c1_i64_364 = arith.constant 1 : i64
          %669 = arith.addi %668, %c1_i64_364 : i64
          %670 = arith.addi %arg49, %669 : i64
          %c2_i64_365 = arith.constant 2 : i64
          %671 = arith.muli %380, %c2_i64_365 : i64
          %c8_i64_366 = arith.constant 8 : i64
          %672 = arith.addi %671, %c8_i64_366 : i64
          %673 = arith.addi %arg49, %672 : i64
          %c2_i64_367 = arith.constant 2 : i64
          %674 = arith.muli %380, %c2_i64_367 : i64
          %c9_i64_368 = arith.constant 9 : i64
          %675 = arith.addi %674, %c9_i64_368 : i64
          %676 = arith.addi %arg49, %675 : i64
          %c21_i64_369 = arith.constant 21 : i64
          %677 = arith.muli %445, %c21_i64_369 : i64
          %678 = arith.addi %645, %677 : i64
          %679 = llvm.getelementptr %368[%678] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %680 = llvm.load %679 : !llvm.ptr<1> -> f16
          %c21_i64_370 = arith.constant 21 : i64
          %681 = arith.muli %447, %c21_i64_370 : i64
          %682 = arith.addi %648, %681 : i64
          %683 = llvm.getelementptr %368[%682] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %684 = llvm.load %683 : !llvm.ptr<1> -> f16
          %c21_i64_371 = arith.constant 21 : i64
          %685 = arith.muli %450, %c21_i64_371 : i64
          %686 = arith.addi %650, %685 : i64
          %687 = llvm.getelementptr %368[%686] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %688 = llvm.load %687 : !llvm.ptr<1> -> f16
          %c21_i64_372 = arith.constant 21 : i64
          %689 = arith.muli %453, %c21_i64_372 : i64
          %690 = arith.addi %653, %689 : i64
          %691 = llvm.getelementptr %368[%690] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %692 = llvm.load %691 : !llvm.ptr<1> -> f16
          %c21_i64_373 = arith.constant 21 : i64
          %693 = arith.muli %455, %c21_i64_373 : i64
          %694 = arith.addi %656, %693 : i64
          %695 = llvm.getelementptr %368[%694] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %696 = llvm.load %695 : !llvm.ptr<1> -> f16
          %c21_i64_374 = arith.constant 21 : i64
          %697 = arith.muli %457, %c21_i64_374 : i64
          %698 = arith.addi %659, %697 : i64
          %699 = llvm.getelementptr %368[%698] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %700 = llvm.load %699 : !llvm.ptr<1> -> f16
          %c21_i64_375 = arith.constant 21 : i64
          %701 = arith.muli %460, %c21_i64_375 : i64
          %702 = arith.addi %662, %701 : i64
          %703 = llvm.getelementptr %368[%702] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %704 = llvm.load %703 : !llvm.ptr<1> -> f16
          %c21_i64_376 = arith.constant 21 : i64
          %705 = arith.muli %463, %c21_i64_376 : i64
          %706 = arith.addi %665, %705 : i64
          %707 = llvm.getelementptr %368[%706] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %708 = llvm.load %707 : !llvm.ptr<1> -> f16
          %c21_i64_377 = arith.constant 21 : i64
          %709 = arith.muli %465, %c21_i64_377 : i64
          %710 = arith.addi %667, %709 : i64
          %711 = llvm.getelementptr %370[%710] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %712 = llvm.load %711 : !llvm.ptr<1> -> f16
          %c21_i64_378 = arith.constant 21 : i64
          %713 = arith.muli %467, %c21_i64_378 : i64
          %714 = arith.addi %670, %713 : i64
          %715 = llvm.getelementptr %370[%714] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %716 = llvm.load %715 : !llvm.ptr<1> -> f16
          %c21_i64_379 = arith.constant 21 : i64
          %717 = arith.muli %469, %c21_i64_379 : i64
          %718 = arith.addi %673, %717 : i64
          %719 = llvm.getelementptr %370[%718] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %720 = llvm.load %719 : !llvm.ptr<1> -> f16
          %c21_i64_380 = arith.constant 21 : i64
          %721 = arith.muli %471, %c21_i64_380 : i64
          %722 = arith.addi %676, %721 : i64
          %723 = llvm.getelementptr %370[%722] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %724 = llvm.load %723 : !llvm.ptr<1> -> f16
          %725 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_381 = arith.constant 0 : i32
          %726 = llvm.insertelement %680, %725[%c0_i32_381 : i32] : vector<2xf16>
          %c1_i32_382 = arith.constant 1 : i32
          %727 = llvm.insertelement %684, %726[%c1_i32_382 : i32] : vector<2xf16>
          %728 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_383 = arith.constant 0 : i32
          %729 = llvm.insertelement %688, %728[%c0_i32_383 : i32] : vector<2xf16>
          %c1_i32_384 = arith.constant 1 : i32
          %730 = llvm.insertelement %692, %729[%c1_i32_384 : i32] : vector<2xf16>
          %731 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_385 = arith.constant 0 : i32
          %732 = llvm.insertelement %696, %731[%c0_i32_385 : i32] : vector<2xf16>
          %c1_i32_386 = arith.constant 1 : i32
          %733 = llvm.insertelement %700, %732[%c1_i32_386 : i32] : vector<2xf16>
          %734 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_387 = arith.constant 0 : i32
          %735 = llvm.insertelement %704, %734[%c0_i32_387 : i32] : vector<2xf16>
          %c1_i32_388 = arith.constant 1 : i32
          %736 = llvm.insertelement %708, %735[%c1_i32_388 : i32] : vector<2xf16>
          %737 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_389 = arith.constant 0 : i32
          %738 = llvm.insertelement %712, %737[%c0_i32_389 : i32] : vector<2xf16>
          %c1_i32_390 = arith.constant 1 : i32
          %739 = llvm.insertelement %716, %738[%c1_i32_390 : i32] : vector<2xf16>
          %740 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_391 = arith.constant 0 : i32
          %741 = llvm.insertelement %720, %740[%c0_i32_391 : i32] : vector<2xf16>
          %c1_i32_392 = arith.constant 1 : i32
          %742 = llvm.insertelement %724, %741[%c1_i32_392 : i32] : vector<2xf16>
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
        %c16_i64_257 = arith.constant 16 : i64
        %c2_i64 = arith.constant 2 : i64
        %472 = arith.muli %380, %c2_i64 : i64
        %473 = arith.addi %c16_i64_257, %472 : i64
        %c16_i64_258 = arith.constant 16 : i64
        %c2_i64_259 = arith.constant 2 : i64
        %474 = arith.muli %380, %c2_i64_259 : i64
        %c1_i64_260 = arith.constant 1 : i64
        %475 = arith.addi %474, %c1_i64_260 : i64
        %476 = arith.addi %c16_i64_258, %475 : i64
        %c16_i64_261 = arith.constant 16 : i64
        %c2_i64_262 = arith.constant 2 : i64
        %477 = arith.muli %380, %c2_i64_262 : i64
        %478 = arith.addi %c16_i64_261, %477 : i64
        %c16_i64_263 = arith.constant 16 : i64
        %c2_i64_264 = arith.constant 2 : i64
        %479 = arith.muli %380, %c2_i64_264 : i64
        %c1_i64_265 = arith.constant 1 : i64
        %480 = arith.addi %479, %c1_i64_265 : i64
        %481 = arith.addi %c16_i64_263, %480 : i64
        %c16_i64_266 = arith.constant 16 : i64
        %c2_i64_267 = arith.constant 2 : i64
        %482 = arith.muli %380, %c2_i64_267 : i64
        %c8_i64_268 = arith.constant 8 : i64
        %483 = arith.addi %482, %c8_i64_268 : i64
        %484 = arith.addi %c16_i64_266, %483 : i64
        %c16_i64_269 = arith.constant 16 : i64
        %c2_i64_270 = arith.constant 2 : i64
        %485 = arith.muli %380, %c2_i64_270 : i64
        %c9_i64_271 = arith.constant 9 : i64
        %486 = arith.addi %485, %c9_i64_271 : i64
        %487 = arith.addi %c16_i64_269, %486 : i64
        %c16_i64_272 = arith.constant 16 : i64
        %c2_i64_273 = arith.constant 2 : i64
        %488 = arith.muli %380, %c2_i64_273 : i64
        %c8_i64_274 = arith.constant 8 : i64
        %489 = arith.addi %488, %c8_i64_274 : i64
        %490 = arith.addi %c16_i64_272, %489 : i64
        %c16_i64_275 = arith.constant 16 : i64
        %c2_i64_276 = arith.constant 2 : i64
        %491 = arith.muli %380, %c2_i64_276 : i64
        %c9_i64_277 = arith.constant 9 : i64
        %492 = arith.addi %491, %c9_i64_277 : i64
        %493 = arith.addi %c16_i64_275, %492 : i64
        %c16_i64_278 = arith.constant 16 : i64
        %c2_i64_279 = arith.constant 2 : i64
        %494 = arith.muli %380, %c2_i64_279 : i64
        %495 = arith.addi %c16_i64_278, %494 : i64
        %c16_i64_280 = arith.constant 16 : i64
        %c2_i64_281 = arith.constant 2 : i64
        %496 = arith.muli %380, %c2_i64_281 : i64
        %c1_i64_282 = arith.constant 1 : i64
        %497 = arith.addi %496, %c1_i64_282 : i64
        %498 = arith.addi %c16_i64_280, %497 : i64
        %c16_i64_283 = arith.constant 16 : i64
        %c2_i64_284 = arith.constant 2 : i64
        %499 = arith.muli %380, %c2_i64_284 : i64
        %c8_i64_285 = arith.constant 8 : i64
        %500 = arith.addi %499, %c8_i64_285 : i64
        %501 = arith.addi %c16_i64_283, %500 : i64
        %c16_i64_286 = arith.constant 16 : i64
        %c2_i64_287 = arith.constant 2 : i64
        %502 = arith.muli %380, %c2_i64_287 : i64
        %c9_i64_288 = arith.constant 9 : i64
        %503 = arith.addi %502, %c9_i64_288 : i64
        %504 = arith.addi %c16_i64_286, %503 : i64
        %c20_i64_289 = arith.constant 20 : i64
        %505 = arith.minsi %473, %c20_i64_289 : i64
        %c21_i64 = arith.constant 21 : i64
        %506 = arith.muli %445, %c21_i64 : i64
        %507 = arith.addi %505, %506 : i64
        %508 = llvm.getelementptr %368[%507] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %509 = llvm.load %508 : !llvm.ptr<1> -> f16
        memref.store %509, %alloca_91[] : memref<f16>
        %c21_i64_290 = arith.constant 21 : i64
        %510 = arith.cmpi sge, %473, %c21_i64_290 : i64
        scf.if %510 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_91[] : memref<f16>
        }
        %c20_i64_291 = arith.constant 20 : i64
        %511 = arith.minsi %476, %c20_i64_291 : i64
        %c21_i64_292 = arith.constant 21 : i64
        %512 = arith.muli %447, %c21_i64_292 : i64
        %513 = arith.addi %511, %512 : i64
        %514 = llvm.getelementptr %368[%513] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %515 = llvm.load %514 : !llvm.ptr<1> -> f16
        memref.store %515, %alloca_92[] : memref<f16>
        %c21_i64_293 = arith.constant 21 : i64
        %516 = arith.cmpi sge, %476, %c21_i64_293 : i64
        scf.if %516 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_92[] : memref<f16>
        }
        %c20_i64_294 = arith.constant 20 : i64
        %517 = arith.minsi %478, %c20_i64_294 : i64
        %c21_i64_295 = arith.constant 21 : i64
        %518 = arith.muli %450, %c21_i64_295 : i64
        %519 = arith.addi %517, %518 : i64
        %520 = llvm.getelementptr %368[%519] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %521 = llvm.load %520 : !llvm.ptr<1> -> f16
        memref.store %521, %alloca_93[] : memref<f16>
        %c21_i64_296 = arith.constant 21 : i64
        %522 = arith.cmpi sge, %478, %c21_i64_296 : i64
        scf.if %522 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_93[] : memref<f16>
        }
        %c20_i64_297 = arith.constant 20 : i64
        %523 = arith.minsi %481, %c20_i64_297 : i64
        %c21_i64_298 = arith.constant 21 : i64
        %524 = arith.muli %453, %c21_i64_298 : i64
        %525 = arith.addi %523, %524 : i64
        %526 = llvm.getelementptr %368[%525] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %527 = llvm.load %526 : !llvm.ptr<1> -> f16
        memref.store %527, %alloca_94[] : memref<f16>
        %c21_i64_299 = arith.constant 21 : i64
        %528 = arith.cmpi sge, %481, %c21_i64_299 : i64
        scf.if %528 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_94[] : memref<f16>
        }
        %c20_i64_300 = arith.constant 20 : i64
        %529 = arith.minsi %484, %c20_i64_300 : i64
        %c21_i64_301 = arith.constant 21 : i64
        %530 = arith.muli %455, %c21_i64_301 : i64
        %531 = arith.addi %529, %530 : i64
        %532 = llvm.getelementptr %368[%531] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %533 = llvm.load %532 : !llvm.ptr<1> -> f16
        memref.store %533, %alloca_95[] : memref<f16>
        %c21_i64_302 = arith.constant 21 : i64
        %534 = arith.cmpi sge, %484, %c21_i64_302 : i64
        scf.if %534 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_95[] : memref<f16>
        }
        %c20_i64_303 = arith.constant 20 : i64
        %535 = arith.minsi %487, %c20_i64_303 : i64
        %c21_i64_304 = arith.constant 21 : i64
        %536 = arith.muli %457, %c21_i64_304 : i64
        %537 = arith.addi %535, %536 : i64
        %538 = llvm.getelementptr %368[%537] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %539 = llvm.load %538 : !llvm.ptr<1> -> f16
        memref.store %539, %alloca_96[] : memref<f16>
        %c21_i64_305 = arith.constant 21 : i64
        %540 = arith.cmpi sge, %487, %c21_i64_305 : i64
        scf.if %540 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_96[] : memref<f16>
        }
        %c20_i64_306 = arith.constant 20 : i64
        %541 = arith.minsi %490, %c20_i64_306 : i64
        %c21_i64_307 = arith.constant 21 : i64
        %542 = arith.muli %460, %c21_i64_307 : i64
        %543 = arith.addi %541, %542 : i64
        %544 = llvm.getelementptr %368[%543] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %545 = llvm.load %544 : !llvm.ptr<1> -> f16
        memref.store %545, %alloca_97[] : memref<f16>
        %c21_i64_308 = arith.constant 21 : i64
        %546 = arith.cmpi sge, %490, %c21_i64_308 : i64
        scf.if %546 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_97[] : memref<f16>
        }
        %c20_i64_309 = arith.constant 20 : i64
        %547 = arith.minsi %493, %c20_i64_309 : i64
        %c21_i64_310 = arith.constant 21 : i64
        %548 = arith.muli %463, %c21_i64_310 : i64
        %549 = arith.addi %547, %548 : i64
        %550 = llvm.getelementptr %368[%549] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %551 = llvm.load %550 : !llvm.ptr<1> -> f16
        memref.store %551, %alloca_98[] : memref<f16>
        %c21_i64_311 = arith.constant 21 : i64
        %552 = arith.cmpi sge, %493, %c21_i64_311 : i64
        scf.if %552 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_98[] : memref<f16>
        }
        %c20_i64_312 = arith.constant 20 : i64
        %553 = arith.minsi %495, %c20_i64_312 : i64
        %c21_i64_313 = arith.constant 21 : i64
        %554 = arith.muli %465, %c21_i64_313 : i64
        %555 = arith.addi %553, %554 : i64
        %556 = llvm.getelementptr %370[%555] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %557 = llvm.load %556 : !llvm.ptr<1> -> f16
        memref.store %557, %alloca_99[] : memref<f16>
        %c21_i64_314 = arith.constant 21 : i64
        %558 = arith.cmpi sge, %495, %c21_i64_314 : i64
        scf.if %558 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_99[] : memref<f16>
        }
        %c20_i64_315 = arith.constant 20 : i64
        %559 = arith.minsi %498, %c20_i64_315 : i64
        %c21_i64_316 = arith.constant 21 : i64
        %560 = arith.muli %467, %c21_i64_316 : i64
        %561 = arith.addi %559, %560 : i64
        %562 = llvm.getelementptr %370[%561] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %563 = llvm.load %562 : !llvm.ptr<1> -> f16
        memref.store %563, %alloca_100[] : memref<f16>
        %c21_i64_317 = arith.constant 21 : i64
        %564 = arith.cmpi sge, %498, %c21_i64_317 : i64
        scf.if %564 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_100[] : memref<f16>
        }
        %c20_i64_318 = arith.constant 20 : i64
        %565 = arith.minsi %501, %c20_i64_318 : i64
        %c21_i64_319 = arith.constant 21 : i64
        %566 = arith.muli %469, %c21_i64_319 : i64
        %567 = arith.addi %565, %566 : i64
        %568 = llvm.getelementptr %370[%567] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %569 = llvm.load %568 : !llvm.ptr<1> -> f16
        memref.store %569, %alloca_101[] : memref<f16>
        %c21_i64_320 = arith.constant 21 : i64
        %570 = arith.cmpi sge, %501, %c21_i64_320 : i64
        scf.if %570 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_101[] : memref<f16>
        }
        %c20_i64_321 = arith.constant 20 : i64
        %571 = arith.minsi %504, %c20_i64_321 : i64
        %c21_i64_322 = arith.constant 21 : i64
        %572 = arith.muli %471, %c21_i64_322 : i64
        %573 = arith.addi %571, %572 : i64
        %574 = llvm.getelementptr %370[%573] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %575 = llvm.load %574 : !llvm.ptr<1> -> f16
        memref.store %575, %alloca_102[] : memref<f16>
        %c21_i64_323 = arith.constant 21 : i64
        %576 = arith.cmpi sge, %504, %c21_i64_323 : i64
        scf.if %576 {
          %cst_348 = arith.constant 0.000000e+00 : f16
          memref.store %cst_348, %alloca_102[] : memref<f16>
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
        %c0_i32_324 = arith.constant 0 : i32
        %589 = llvm.insertelement %579, %588[%c0_i32_324 : i32] : vector<2xf16>
        %c1_i32_325 = arith.constant 1 : i32
        %590 = llvm.insertelement %580, %589[%c1_i32_325 : i32] : vector<2xf16>
        %591 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_326 = arith.constant 0 : i32
        %592 = llvm.insertelement %581, %591[%c0_i32_326 : i32] : vector<2xf16>
        %c1_i32_327 = arith.constant 1 : i32
        %593 = llvm.insertelement %582, %592[%c1_i32_327 : i32] : vector<2xf16>
        %594 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_328 = arith.constant 0 : i32
        %595 = llvm.insertelement %583, %594[%c0_i32_328 : i32] : vector<2xf16>
        %c1_i32_329 = arith.constant 1 : i32
        %596 = llvm.insertelement %584, %595[%c1_i32_329 : i32] : vector<2xf16>
        %597 = memref.load %alloca_99[] : memref<f16>
        %598 = memref.load %alloca_100[] : memref<f16>
        %599 = memref.load %alloca_101[] : memref<f16>
        %600 = memref.load %alloca_102[] : memref<f16>
        %601 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_330 = arith.constant 0 : i32
        %602 = llvm.insertelement %597, %601[%c0_i32_330 : i32] : vector<2xf16>
        %c1_i32_331 = arith.constant 1 : i32
        %603 = llvm.insertelement %598, %602[%c1_i32_331 : i32] : vector<2xf16>
        %604 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_332 = arith.constant 0 : i32
        %605 = llvm.insertelement %599, %604[%c0_i32_332 : i32] : vector<2xf16>
        %c1_i32_333 = arith.constant 1 : i32
        %606 = llvm.insertelement %600, %605[%c1_i32_333 : i32] : vector<2xf16>
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
        %c2_i64_334 = arith.constant 2 : i64
        %617 = arith.muli %380, %c2_i64_334 : i64
        %618 = arith.addi %443, %617 : i64
        %c45_i64 = arith.constant 45 : i64
        %619 = arith.cmpi slt, %616, %c45_i64 : i64
        %c19_i64 = arith.constant 19 : i64
        %620 = arith.cmpi slt, %618, %c19_i64 : i64
        %621 = arith.andi %619, %620 : i1
        scf.if %621 {
          %c45_i64_348 = arith.constant 45 : i64
          %644 = arith.muli %618, %c45_i64_348 : i64
          %645 = arith.addi %616, %644 : i64
          %646 = llvm.getelementptr %372[%645] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %647 = llvm.load %646 : !llvm.ptr<1> -> f32
          %648 = memref.load %alloca_87[] : memref<f32>
          %649 = llvm.intr.fma(%arg1, %647, %648) : (f32, f32, f32) -> f32
          %c45_i64_349 = arith.constant 45 : i64
          %650 = arith.muli %618, %c45_i64_349 : i64
          %651 = arith.addi %616, %650 : i64
          %652 = llvm.getelementptr %372[%651] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %649, %652 : f32, !llvm.ptr<1>
        }
        %622 = arith.addi %442, %379 : i64
        %c2_i64_335 = arith.constant 2 : i64
        %623 = arith.muli %380, %c2_i64_335 : i64
        %c1_i64_336 = arith.constant 1 : i64
        %624 = arith.addi %623, %c1_i64_336 : i64
        %625 = arith.addi %443, %624 : i64
        %c45_i64_337 = arith.constant 45 : i64
        %626 = arith.cmpi slt, %622, %c45_i64_337 : i64
        %c19_i64_338 = arith.constant 19 : i64
        %627 = arith.cmpi slt, %625, %c19_i64_338 : i64
        %628 = arith.andi %626, %627 : i1
        scf.if %628 {
          %c45_i64_348 = arith.constant 45 : i64
          %644 = arith.muli %625, %c45_i64_348 : i64
          %645 = arith.addi %622, %644 : i64
          %646 = llvm.getelementptr %372[%645] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %647 = llvm.load %646 : !llvm.ptr<1> -> f32
          %648 = memref.load %alloca_88[] : memref<f32>
          %649 = llvm.intr.fma(%arg1, %647, %648) : (f32, f32, f32) -> f32
          %c45_i64_349 = arith.constant 45 : i64
          %650 = arith.muli %625, %c45_i64_349 : i64
          %651 = arith.addi %622, %650 : i64
          %652 = llvm.getelementptr %372[%651] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %649, %652 : f32, !llvm.ptr<1>
        }
        %c8_i64_339 = arith.constant 8 : i64
        %629 = arith.addi %379, %c8_i64_339 : i64
        %630 = arith.addi %442, %629 : i64
        %c2_i64_340 = arith.constant 2 : i64
        %631 = arith.muli %380, %c2_i64_340 : i64
        %632 = arith.addi %443, %631 : i64
        %c45_i64_341 = arith.constant 45 : i64
        %633 = arith.cmpi slt, %630, %c45_i64_341 : i64
        %c19_i64_342 = arith.constant 19 : i64
        %634 = arith.cmpi slt, %632, %c19_i64_342 : i64
        %635 = arith.andi %633, %634 : i1
        scf.if %635 {
          %c45_i64_348 = arith.constant 45 : i64
          %644 = arith.muli %632, %c45_i64_348 : i64
          %645 = arith.addi %630, %644 : i64
          %646 = llvm.getelementptr %372[%645] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %647 = llvm.load %646 : !llvm.ptr<1> -> f32
          %648 = memref.load %alloca_89[] : memref<f32>
          %649 = llvm.intr.fma(%arg1, %647, %648) : (f32, f32, f32) -> f32
          %c45_i64_349 = arith.constant 45 : i64
          %650 = arith.muli %632, %c45_i64_349 : i64
          %651 = arith.addi %630, %650 : i64
          %652 = llvm.getelementptr %372[%651] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %649, %652 : f32, !llvm.ptr<1>
        }
        %c8_i64_343 = arith.constant 8 : i64
        %636 = arith.addi %379, %c8_i64_343 : i64
        %637 = arith.addi %442, %636 : i64
        %c2_i64_344 = arith.constant 2 : i64
        %638 = arith.muli %380, %c2_i64_344 : i64
        %c1_i64_345 = arith.constant 1 : i64
        %639 = arith.addi %638, %c1_i64_345 : i64
        %640 = arith.addi %443, %639 : i64
        %c45_i64_346 = arith.constant 45 : i64
        %641 = arith.cmpi slt, %637, %c45_i64_346 : i64
        %c19_i64_347 = arith.constant 19 : i64
        %642 = arith.cmpi slt, %640, %c19_i64_347 : i64
        %643 = arith.andi %641, %642 : i1
        scf.if %643 {
          %c45_i64_348 = arith.constant 45 : i64
          %644 = arith.muli %640, %c45_i64_348 : i64
          %645 = arith.addi %637, %644 : i64
          %646 = llvm.getelementptr %372[%645] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %647 = llvm.load %646 : !llvm.ptr<1> -> f32
          %648 = memref.load %alloca_90[] : memref<f32>
          %649 = llvm.intr.fma(%arg1, %647, %648) : (f32, f32, f32) -> f32
          %c45_i64_349 = arith.constant 45 : i64
          %650 = arith.muli %640, %c45_i64_349 : i64
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
      %thread_id_x_195 = gpu.thread_id  x
      %387 = arith.index_cast %thread_id_x_195 : index to i64
      %c64_i64_196 = arith.constant 64 : i64
      %thread_id_y_197 = gpu.thread_id  y
      %388 = arith.index_cast %thread_id_y_197 : index to i64
      %389 = arith.muli %c64_i64_196, %388 : i64
      %390 = arith.addi %387, %389 : i64
      %c32_i64_198 = arith.constant 32 : i64
      %391 = arith.divsi %390, %c32_i64_198 : i64
      %c32_i64_199 = arith.constant 32 : i64
      %392 = arith.remsi %390, %c32_i64_199 : i64
      %c4_i64_200 = arith.constant 4 : i64
      %393 = arith.divsi %392, %c4_i64_200 : i64
      %c4_i64_201 = arith.constant 4 : i64
      %394 = arith.remsi %392, %c4_i64_201 : i64
      %c15_i64 = arith.constant 15 : i64
      %395 = arith.addi %317, %c15_i64 : i64
      %c16_i64_202 = arith.constant 16 : i64
      %396 = arith.divsi %395, %c16_i64_202 : i64
      %c7_i64 = arith.constant 7 : i64
      %397 = arith.addi %318, %c7_i64 : i64
      %c8_i64 = arith.constant 8 : i64
      %398 = arith.divsi %397, %c8_i64 : i64
      %399 = arith.muli %396, %398 : i64
      %c16_i64_203 = arith.constant 16 : i64
      %400 = arith.remsi %304, %c16_i64_203 : i64
      %401 = arith.subi %304, %400 : i64
      %c16_i64_204 = arith.constant 16 : i64
      scf.for %arg48 = %391 to %399 step %c16_i64_204  : i64 {
        %440 = arith.remsi %arg48, %396 : i64
        %441 = arith.divsi %arg48, %396 : i64
        %c16_i64_234 = arith.constant 16 : i64
        %442 = arith.muli %440, %c16_i64_234 : i64
        %c8_i64_235 = arith.constant 8 : i64
        %443 = arith.muli %441, %c8_i64_235 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_103[] : memref<f32>
        %cst_236 = arith.constant 0.000000e+00 : f32
        memref.store %cst_236, %alloca_104[] : memref<f32>
        %cst_237 = arith.constant 0.000000e+00 : f32
        memref.store %cst_237, %alloca_105[] : memref<f32>
        %cst_238 = arith.constant 0.000000e+00 : f32
        memref.store %cst_238, %alloca_106[] : memref<f32>
        %444 = arith.addi %442, %393 : i64
        %c1_i64_239 = arith.constant 1 : i64
        %445 = arith.subi %317, %c1_i64_239 : i64
        %446 = arith.minsi %444, %445 : i64
        %447 = arith.addi %442, %393 : i64
        %c1_i64_240 = arith.constant 1 : i64
        %448 = arith.subi %317, %c1_i64_240 : i64
        %449 = arith.minsi %447, %448 : i64
        %c8_i64_241 = arith.constant 8 : i64
        %450 = arith.addi %393, %c8_i64_241 : i64
        %451 = arith.addi %442, %450 : i64
        %c1_i64_242 = arith.constant 1 : i64
        %452 = arith.subi %317, %c1_i64_242 : i64
        %453 = arith.minsi %451, %452 : i64
        %c8_i64_243 = arith.constant 8 : i64
        %454 = arith.addi %393, %c8_i64_243 : i64
        %455 = arith.addi %442, %454 : i64
        %c1_i64_244 = arith.constant 1 : i64
        %456 = arith.subi %317, %c1_i64_244 : i64
        %457 = arith.minsi %455, %456 : i64
        %458 = arith.addi %442, %393 : i64
        %c1_i64_245 = arith.constant 1 : i64
        %459 = arith.subi %317, %c1_i64_245 : i64
        %460 = arith.minsi %458, %459 : i64
        %461 = arith.addi %442, %393 : i64
        %c1_i64_246 = arith.constant 1 : i64
        %462 = arith.subi %317, %c1_i64_246 : i64
        %463 = arith.minsi %461, %462 : i64
        %c8_i64_247 = arith.constant 8 : i64
        %464 = arith.addi %393, %c8_i64_247 : i64
        %465 = arith.addi %442, %464 : i64
        %c1_i64_248 = arith.constant 1 : i64
        %466 = arith.subi %317, %c1_i64_248 : i64
        %467 = arith.minsi %465, %466 : i64
        %c8_i64_249 = arith.constant 8 : i64
        %468 = arith.addi %393, %c8_i64_249 : i64
        %469 = arith.addi %442, %468 : i64
        %c1_i64_250 = arith.constant 1 : i64
        %470 = arith.subi %317, %c1_i64_250 : i64
        %471 = arith.minsi %469, %470 : i64
        %472 = arith.addi %443, %393 : i64
        %c1_i64_251 = arith.constant 1 : i64
        %473 = arith.subi %318, %c1_i64_251 : i64
        %474 = arith.minsi %472, %473 : i64
        %475 = arith.addi %443, %393 : i64
        %c1_i64_252 = arith.constant 1 : i64
        %476 = arith.subi %318, %c1_i64_252 : i64
        %477 = arith.minsi %475, %476 : i64
        %478 = arith.addi %443, %393 : i64
        %c1_i64_253 = arith.constant 1 : i64
        %479 = arith.subi %318, %c1_i64_253 : i64
        %480 = arith.minsi %478, %479 : i64
        %481 = arith.addi %443, %393 : i64
        %c1_i64_254 = arith.constant 1 : i64
        %482 = arith.subi %318, %c1_i64_254 : i64
        %483 = arith.minsi %481, %482 : i64
        %c0_i64_255 = arith.constant 0 : i64
        %c16_i64_256 = arith.constant 16 : i64
        scf.for %arg49 = %c0_i64_255 to %401 step %c16_i64_256  : i64 {
          %c2_i64_264 = arith.constant 2 : i64
          %513 = arith.muli %394, %c2_i64_264 : i64
          %514 = arith.addi %arg49, %513 : i64
          %c2_i64_265 = arith.constant 2 : i64
          %515 = arith.muli %394, %c2_i64_265 : i64
          %c1_i64_266 = arith.constant 1 : i64
          %516 = arith.addi %515, %c1_i64_266 : i64
          %517 = arith.addi %arg49, %516 : i64
          %c2_i64_267 = arith.constant 2 : i64
          %518 = arith.muli %394, %c2_i64_267 : i64
          %519 = arith.addi %arg49, %518 : i64
          %c2_i64_268 = arith.constant 2 : i64
          %520 = arith.muli %394, %c2_i64_268 : i64
          %c1_i64_269 = arith.constant 1 : i64
          %521 = arith.addi %520, %c1_i64_269 : i64
          %522 = arith.addi %arg49, %521 : i64
          %c2_i64_270 = arith.constant 2 : i64
          %523 = arith.muli %394, %c2_i64_270 : i64
          %c8_i64_271 = arith.constant 8 : i64
          %524 = arith.addi %523, %c8_i64_271 : i64
          %525 = arith.addi %arg49, %524 : i64
          %c2_i64_272 = arith.constant 2 : i64
          %526 = arith.muli %394, %c2_i64_272 : i64
          %c9_i64_273 = arith.constant 9 : i64
          %527 = arith.addi %526, %c9_i64_273 : i64
          %528 = arith.addi %arg49, %527 : i64
          %c2_i64_274 = arith.constant 2 : i64
          %529 = arith.muli %394, %c2_i64_274 : i64
          %c8_i64_275 = arith.constant 8 : i64
          %530 = arith.addi %529, %c8_i64_275 : i64
          %531 = arith.addi %arg49, %530 : i64
          %c2_i64_276 = arith.constant 2 : i64
          %532 = arith.muli %394, %c2_i64_276 : i64
          %c9_i64_277 = arith.constant 9 : i64
          %533 = arith.addi %532, %c9_i64_277 : i64
          %534 = arith.addi %arg49, %533 : i64
          %c2_i64_278 = arith.constant 2 : i64
          %535 = arith.muli %394, %c2_i64_278 : i64
          %536 = arith.addi %arg49, %535 : i64
          %c2_i64_279 = arith.constant 2 : i64
          %537 = arith.muli %394, %c2_i64_279 : i64
          %c1_i64_280 = arith.constant 1 : i64
          %538 = arith.addi %537, %c1_i64_280 : i64
          %539 = arith.addi %arg49, %538 : i64
          %c2_i64_281 = arith.constant 2 : i64
          %540 = arith.muli %394, %c2_i64_281 : i64
          %c8_i64_282 = arith.constant 8 : i64
          %541 = arith.addi %540, %c8_i64_282 : i64
          %542 = arith.addi %arg49, %541 : i64
          %c2_i64_283 = arith.constant 2 : i64
          %543 = arith.muli %394, %c2_i64_283 : i64
          %c9_i64_284 = arith.constant 9 : i64
          %544 = arith.addi %543, %c9_i64_284 : i64
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
          %c0_i32_285 = arith.constant 0 : i32
          %599 = llvm.insertelement %557, %598[%c0_i32_285 : i32] : vector<2xbf16>
          %c1_i32_286 = arith.constant 1 : i32
          %600 = llvm.insertelement %561, %599[%c1_i32_286 : i32] : vector<2xbf16>
          %601 = llvm.bitcast %600 : vector<2xbf16> to i32
          %602 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_287 = arith.constant 0 : i32
          %603 = llvm.insertelement %565, %602[%c0_i32_287 : i32] : vector<2xbf16>
          %c1_i32_288 = arith.constant 1 : i32
          %604 = llvm.insertelement %569, %603[%c1_i32_288 : i32] : vector<2xbf16>
          %605 = llvm.bitcast %604 : vector<2xbf16> to i32
          %606 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_289 = arith.constant 0 : i32
          %607 = llvm.insertelement %573, %606[%c0_i32_289 : i32] : vector<2xbf16>
          %c1_i32_290 = arith.constant 1 : i32
          %608 = llvm.insertelement %577, %607[%c1_i32_290 : i32] : vector<2xbf16>
          %609 = llvm.bitcast %608 : vector<2xbf16> to i32
          %610 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_291 = arith.constant 0 : i32
          %611 = llvm.insertelement %581, %610[%c0_i32_291 : i32] : vector<2xbf16>
          %c1_i32_292 = arith.constant 1 : i32
          %612 = llvm.insertelement %585, %611[%c1_i32_292 : i32] : vector<2xbf16>
          %613 = llvm.bitcast %612 : vector<2xbf16> to i32
          %614 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_293 = arith.constant 0 : i32
          %615 = llvm.insertelement %589, %614[%c0_i32_293 : i32] : vector<2xbf16>
          %c1_i32_294 = arith.constant 1 : i32
          %616 = llvm.insertelement %593, %615[%c1_i32_294 : i32] : vector<2xbf16>
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
          %c2_i64_264 = arith.constant 2 : i64
          %513 = arith.muli %394, %c2_i64_264 : i64
          %514 = arith.addi %401, %513 : i64
          %c2_i64_265 = arith.constant 2 : i64
          %515 = arith.muli %394, %c2_i64_265 : i64
          %c1_i64_266 = arith.constant 1 : i64
          %516 = arith.addi %515, %c1_i64_266 : i64
          %517 = arith.addi %401, %516 : i64
          %c2_i64_267 = arith.constant 2 : i64
          %518 = arith.muli %394, %c2_i64_267 : i64
          %519 = arith.addi %401, %518 : i64
          %c2_i64_268 = arith.constant 2 : i64
          %520 = arith.muli %394, %c2_i64_268 : i64
          %c1_i64_269 = arith.constant 1 : i64
          %521 = arith.addi %520, %c1_i64_269 : i64
          %522 = arith.addi %401, %521 : i64
          %c2_i64_270 = arith.constant 2 : i64
          %523 = arith.muli %394, %c2_i64_270 : i64
          %c8_i64_271 = arith.constant 8 : i64
          %524 = arith.addi %523, %c8_i64_271 : i64
          %525 = arith.addi %401, %524 : i64
          %c2_i64_272 = arith.constant 2 : i64
          %526 = arith.muli %394, %c2_i64_272 : i64
          %c9_i64_273 = arith.constant 9 : i64
          %527 = arith.addi %526, %c9_i64_273 : i64
          %528 = arith.addi %401, %527 : i64
          %c2_i64_274 = arith.constant 2 : i64
          %529 = arith.muli %394, %c2_i64_274 : i64
          %c8_i64_275 = arith.constant 8 : i64
          %530 = arith.addi %529, %c8_i64_275 : i64
          %531 = arith.addi %401, %530 : i64
          %c2_i64_276 = arith.constant 2 : i64
          %532 = arith.muli %394, %c2_i64_276 : i64
          %c9_i64_277 = arith.constant 9 : i64
          %533 = arith.addi %532, %c9_i64_277 : i64
          %534 = arith.addi %401, %533 : i64
          %c2_i64_278 = arith.constant 2 : i64
          %535 = arith.muli %394, %c2_i64_278 : i64
          %536 = arith.addi %401, %535 : i64
          %c2_i64_279 = arith.constant 2 : i64
          %537 = arith.muli %394, %c2_i64_279 : i64
          %c1_i64_280 = arith.constant 1 : i64
          %538 = arith.addi %537, %c1_i64_280 : i64
          %539 = arith.addi %401, %538 : i64
          %c2_i64_281 = arith.constant 2 : i64
          %540 = arith.muli %394, %c2_i64_281 : i64
          %c8_i64_282 = arith.constant 8 : i64
          %541 = arith.addi %540, %c8_i64_282 : i64
          %542 = arith.addi %401, %541 : i64
          %c2_i64_283 = arith.constant 2 : i64
          %543 = arith.muli %394, %c2_i64_283 : i64
          %c9_i64_284 = arith.constant 9 : i64
          %544 = arith.addi %543, %c9_i64_284 : i64
          %545 = arith.addi %401, %544 : i64
          %c1_i64_285 = arith.constant 1 : i64
          %546 = arith.subi %304, %c1_i64_285 : i64
          %547 = arith.minsi %514, %546 : i64
          %548 = arith.muli %547, %305 : i64
          %549 = arith.addi %446, %548 : i64
          %550 = llvm.getelementptr %382[%549] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %551 = llvm.load %550 : !llvm.ptr<1> -> bf16
          memref.store %551, %alloca_107[] : memref<bf16>
          %552 = arith.cmpi sge, %514, %304 : i64
          scf.if %552 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_107[] : memref<bf16>
          }
          %c1_i64_286 = arith.constant 1 : i64
          %553 = arith.subi %304, %c1_i64_286 : i64
          %554 = arith.minsi %517, %553 : i64
          %555 = arith.muli %554, %305 : i64
          %556 = arith.addi %449, %555 : i64
          %557 = llvm.getelementptr %382[%556] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %558 = llvm.load %557 : !llvm.ptr<1> -> bf16
          memref.store %558, %alloca_108[] : memref<bf16>
          %559 = arith.cmpi sge, %517, %304 : i64
          scf.if %559 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_108[] : memref<bf16>
          }
          %c1_i64_287 = arith.constant 1 : i64
          %560 = arith.subi %304, %c1_i64_287 : i64
          %561 = arith.minsi %519, %560 : i64
          %562 = arith.muli %561, %305 : i64
          %563 = arith.addi %453, %562 : i64
          %564 = llvm.getelementptr %382[%563] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %565 = llvm.load %564 : !llvm.ptr<1> -> bf16
          memref.store %565, %alloca_109[] : memref<bf16>
          %566 = arith.cmpi sge, %519, %304 : i64
          scf.if %566 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_109[] : memref<bf16>
          }
          %c1_i64_288 = arith.constant 1 : i64
          %567 = arith.subi %304, %c1_i64_288 : i64
          %568 = arith.minsi %522, %567 : i64
          %569 = arith.muli %568, %305 : i64
          %570 = arith.addi %457, %569 : i64
          %571 = llvm.getelementptr %382[%570] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %572 = llvm.load %571 : !llvm.ptr<1> -> bf16
          memref.store %572, %alloca_110[] : memref<bf16>
          %573 = arith.cmpi sge, %522, %304 : i64
          scf.if %573 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_110[] : memref<bf16>
          }
          %c1_i64_289 = arith.constant 1 : i64
          %574 = arith.subi %304, %c1_i64_289 : i64
          %575 = arith.minsi %525, %574 : i64
          %576 = arith.muli %575, %305 : i64
          %577 = arith.addi %460, %576 : i64
          %578 = llvm.getelementptr %382[%577] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %579 = llvm.load %578 : !llvm.ptr<1> -> bf16
          memref.store %579, %alloca_111[] : memref<bf16>
          %580 = arith.cmpi sge, %525, %304 : i64
          scf.if %580 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_111[] : memref<bf16>
          }
          %c1_i64_290 = arith.constant 1 : i64
          %581 = arith.subi %304, %c1_i64_290 : i64
          %582 = arith.minsi %528, %581 : i64
          %583 = arith.muli %582, %305 : i64
          %584 = arith.addi %463, %583 : i64
          %585 = llvm.getelementptr %382[%584] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %586 = llvm.load %585 : !llvm.ptr<1> -> bf16
          memref.store %586, %alloca_112[] : memref<bf16>
          %587 = arith.cmpi sge, %528, %304 : i64
          scf.if %587 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_112[] : memref<bf16>
          }
          %c1_i64_291 = arith.constant 1 : i64
          %588 = arith.subi %304, %c1_i64_291 : i64
          %589 = arith.minsi %531, %588 : i64
          %590 = arith.muli %589, %305 : i64
          %591 = arith.addi %467, %590 : i64
          %592 = llvm.getelementptr %382[%591] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %593 = llvm.load %592 : !llvm.ptr<1> -> bf16
          memref.store %593, %alloca_113[] : memref<bf16>
          %594 = arith.cmpi sge, %531, %304 : i64
          scf.if %594 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_113[] : memref<bf16>
          }
          %c1_i64_292 = arith.constant 1 : i64
          %595 = arith.subi %304, %c1_i64_292 : i64
          %596 = arith.minsi %534, %595 : i64
          %597 = arith.muli %596, %305 : i64
          %598 = arith.addi %471, %597 : i64
          %599 = llvm.getelementptr %382[%598] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %600 = llvm.load %599 : !llvm.ptr<1> -> bf16
          memref.store %600, %alloca_114[] : memref<bf16>
          %601 = arith.cmpi sge, %534, %304 : i64
          scf.if %601 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_114[] : memref<bf16>
          }
          %c1_i64_293 = arith.constant 1 : i64
          %602 = arith.subi %304, %c1_i64_293 : i64
          %603 = arith.minsi %536, %602 : i64
          %604 = arith.muli %603, %312 : i64
          %605 = arith.addi %474, %604 : i64
          %606 = llvm.getelementptr %384[%605] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %607 = llvm.load %606 : !llvm.ptr<1> -> bf16
          memref.store %607, %alloca_115[] : memref<bf16>
          %608 = arith.cmpi sge, %536, %304 : i64
          scf.if %608 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_115[] : memref<bf16>
          }
          %c1_i64_294 = arith.constant 1 : i64
          %609 = arith.subi %304, %c1_i64_294 : i64
          %610 = arith.minsi %539, %609 : i64
          %611 = arith.muli %610, %312 : i64
          %612 = arith.addi %477, %611 : i64
          %613 = llvm.getelementptr %384[%612] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %614 = llvm.load %613 : !llvm.ptr<1> -> bf16
          memref.store %614, %alloca_116[] : memref<bf16>
          %615 = arith.cmpi sge, %539, %304 : i64
          scf.if %615 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_116[] : memref<bf16>
          }
          %c1_i64_295 = arith.constant 1 : i64
          %616 = arith.subi %304, %c1_i64_295 : i64
          %617 = arith.minsi %542, %616 : i64
          %618 = arith.muli %617, %312 : i64
          %619 = arith.addi %480, %618 : i64
          %620 = llvm.getelementptr %384[%619] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %621 = llvm.load %620 : !llvm.ptr<1> -> bf16
          memref.store %621, %alloca_117[] : memref<bf16>
          %622 = arith.cmpi sge, %542, %304 : i64
          scf.if %622 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_117[] : memref<bf16>
          }
          %c1_i64_296 = arith.constant 1 : i64
          %623 = arith.subi %304, %c1_i64_296 : i64
          %624 = arith.minsi %545, %623 : i64
          %625 = arith.muli %624, %312 : i64
          %626 = arith.addi %483, %625 : i64
          %627 = llvm.getelementptr %384[%626] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %628 = llvm.load %627 : !llvm.ptr<1> -> bf16
          memref.store %628, %alloca_118[] : memref<bf16>
          %629 = arith.cmpi sge, %545, %304 : i64
          scf.if %629 {
            %cst_307 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_307, %alloca_118[] : memref<bf16>
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
          %c0_i32_297 = arith.constant 0 : i32
          %643 = llvm.insertelement %632, %642[%c0_i32_297 : i32] : vector<2xbf16>
          %c1_i32_298 = arith.constant 1 : i32
          %644 = llvm.insertelement %633, %643[%c1_i32_298 : i32] : vector<2xbf16>
          %645 = llvm.bitcast %644 : vector<2xbf16> to i32
          %646 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_299 = arith.constant 0 : i32
          %647 = llvm.insertelement %634, %646[%c0_i32_299 : i32] : vector<2xbf16>
          %c1_i32_300 = arith.constant 1 : i32
          %648 = llvm.insertelement %635, %647[%c1_i32_300 : i32] : vector<2xbf16>
          %649 = llvm.bitcast %648 : vector<2xbf16> to i32
          %650 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_301 = arith.constant 0 : i32
          %651 = llvm.insertelement %636, %650[%c0_i32_301 : i32] : vector<2xbf16>
          %c1_i32_302 = arith.constant 1 : i32
          %652 = llvm.insertelement %637, %651[%c1_i32_302 : i32] : vector<2xbf16>
          %653 = llvm.bitcast %652 : vector<2xbf16> to i32
          %654 = memref.load %alloca_115[] : memref<bf16>
          %655 = memref.load %alloca_116[] : memref<bf16>
          %656 = memref.load %alloca_117[] : memref<bf16>
          %657 = memref.load %alloca_118[] : memref<bf16>
          %658 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_303 = arith.constant 0 : i32
          %659 = llvm.insertelement %654, %658[%c0_i32_303 : i32] : vector<2xbf16>
          %c1_i32_304 = arith.constant 1 : i32
          %660 = llvm.insertelement %655, %659[%c1_i32_304 : i32] : vector<2xbf16>
          %661 = llvm.bitcast %660 : vector<2xbf16> to i32
          %662 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_305 = arith.constant 0 : i32
          %663 = llvm.insertelement %656, %662[%c0_i32_305 : i32] : vector<2xbf16>
          %c1_i32_306 = arith.constant 1 : i32
          %664 = llvm.insertelement %657, %663[%c1_i32_306 : i32] : vector<2xbf16>
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
          %cst_264 = arith.constant 2.000000e+00 : f32
          %513 = memref.load %alloca_103[] : memref<f32>
          %514 = arith.muli %487, %319 : i64
          %515 = arith.addi %485, %514 : i64
          %516 = llvm.getelementptr %386[%515] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %517 = llvm.load %516 : !llvm.ptr<1> -> f32
          %518 = llvm.intr.fma(%cst_264, %513, %517) : (f32, f32, f32) -> f32
          %519 = arith.muli %487, %319 : i64
          %520 = arith.addi %485, %519 : i64
          %521 = llvm.getelementptr %386[%520] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %518, %521 : f32, !llvm.ptr<1>
        }
        %491 = arith.addi %442, %393 : i64
        %c2_i64_257 = arith.constant 2 : i64
        %492 = arith.muli %394, %c2_i64_257 : i64
        %c1_i64_258 = arith.constant 1 : i64
        %493 = arith.addi %492, %c1_i64_258 : i64
        %494 = arith.addi %443, %493 : i64
        %495 = arith.cmpi slt, %491, %317 : i64
        %496 = arith.cmpi slt, %494, %318 : i64
        %497 = arith.andi %495, %496 : i1
        scf.if %497 {
          %cst_264 = arith.constant 2.000000e+00 : f32
          %513 = memref.load %alloca_104[] : memref<f32>
          %514 = arith.muli %494, %319 : i64
          %515 = arith.addi %491, %514 : i64
          %516 = llvm.getelementptr %386[%515] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %517 = llvm.load %516 : !llvm.ptr<1> -> f32
          %518 = llvm.intr.fma(%cst_264, %513, %517) : (f32, f32, f32) -> f32
          %519 = arith.muli %494, %319 : i64
          %520 = arith.addi %491, %519 : i64
          %521 = llvm.getelementptr %386[%520] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %518, %521 : f32, !llvm.ptr<1>
        }
        %c8_i64_259 = arith.constant 8 : i64
        %498 = arith.addi %393, %c8_i64_259 : i64
        %499 = arith.addi %442, %498 : i64
        %c2_i64_260 = arith.constant 2 : i64
        %500 = arith.muli %394, %c2_i64_260 : i64
        %501 = arith.addi %443, %500 : i64
        %502 = arith.cmpi slt, %499, %317 : i64
        %503 = arith.cmpi slt, %501, %318 : i64
        %504 = arith.andi %502, %503 : i1
        scf.if %504 {
          %cst_264 = arith.constant 2.000000e+00 : f32
          %513 = memref.load %alloca_105[] : memref<f32>
          %514 = arith.muli %501, %319 : i64
          %515 = arith.addi %499, %514 : i64
          %516 = llvm.getelementptr %386[%515] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %517 = llvm.load %516 : !llvm.ptr<1> -> f32
          %518 = llvm.intr.fma(%cst_264, %513, %517) : (f32, f32, f32) -> f32
          %519 = arith.muli %501, %319 : i64
          %520 = arith.addi %499, %519 : i64
          %521 = llvm.getelementptr %386[%520] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %518, %521 : f32, !llvm.ptr<1>
        }
        %c8_i64_261 = arith.constant 8 : i64
        %505 = arith.addi %393, %c8_i64_261 : i64
        %506 = arith.addi %442, %505 : i64
        %c2_i64_262 = arith.constant 2 : i64
        %507 = arith.muli %394, %c2_i64_262 : i64
        %c1_i64_263 = arith.constant 1 : i64
        %508 = arith.addi %507, %c1_i64_263 : i64
        %509 = arith.addi %443, %508 : i64
        %510 = arith.cmpi slt, %506, %317 : i64
        %511 = arith.cmpi slt, %509, %318 : i64
        %512 = arith.andi %510, %511 : i1
        scf.if %512 {
          %cst_264 = arith.constant 2.000000e+00 : f32
          %513 = memref.load %alloca_106[] : memref<f32>
          %514 = arith.muli %509, %319 : i64
          %515 = arith.addi %506, %514 : i64
          %516 = llvm.getelementptr %386[%515] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %517 = llvm.load %516 : !llvm.ptr<1> -> f32
          %518 = llvm.intr.fma(%cst_264, %513, %517) : (f32, f32, f32) -> f32
          %519 = arith.muli %509, %319 : i64
          %520 = arith.addi %506, %519 : i64
          %521 = llvm.getelementptr %386[%520] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %518, %521 : f32, !llvm.ptr<1>
        }
      }
      %c945_i64_205 = arith.constant 945 : i64
      %402 = arith.muli %340, %c945_i64_205 : i64
      %403 = llvm.getelementptr %323[%402] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c777_i64 = arith.constant 777 : i64
      %404 = arith.muli %340, %c777_i64 : i64
      %405 = llvm.getelementptr %326[%404] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c1665_i64 = arith.constant 1665 : i64
      %406 = arith.muli %340, %c1665_i64 : i64
      %407 = llvm.getelementptr %329[%406] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_206 = gpu.thread_id  x
      %408 = arith.index_cast %thread_id_x_206 : index to i64
      %c64_i64_207 = arith.constant 64 : i64
      %thread_id_y_208 = gpu.thread_id  y
      %409 = arith.index_cast %thread_id_y_208 : index to i64
      %410 = arith.muli %c64_i64_207, %409 : i64
      %411 = arith.addi %408, %410 : i64
      %c32_i64_209 = arith.constant 32 : i64
      %412 = arith.divsi %411, %c32_i64_209 : i64
      %c32_i64_210 = arith.constant 32 : i64
      %413 = arith.remsi %411, %c32_i64_210 : i64
      %c4_i64_211 = arith.constant 4 : i64
      %414 = arith.divsi %413, %c4_i64_211 : i64
      %c4_i64_212 = arith.constant 4 : i64
      %415 = arith.remsi %413, %c4_i64_212 : i64
      %c4_i64_213 = arith.constant 4 : i64
      %416 = arith.remsi %412, %c4_i64_213 : i64
      %c16_i64_214 = arith.constant 16 : i64
      %417 = arith.muli %416, %c16_i64_214 : i64
      %c4_i64_215 = arith.constant 4 : i64
      %418 = arith.divsi %412, %c4_i64_215 : i64
      %c16_i64_216 = arith.constant 16 : i64
      %419 = arith.muli %418, %c16_i64_216 : i64
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_217 = arith.constant 1 : i64
      scf.for %arg48 = %c0_i64 to %c1_i64 step %c1_i64_217  : i64 {
        %c1_i64_234 = arith.constant 1 : i64
        %440 = arith.remsi %arg48, %c1_i64_234 : i64
        %c64_i64_235 = arith.constant 64 : i64
        %441 = arith.muli %440, %c64_i64_235 : i64
        %c1_i64_236 = arith.constant 1 : i64
        %442 = arith.divsi %arg48, %c1_i64_236 : i64
        %c64_i64_237 = arith.constant 64 : i64
        %443 = arith.muli %442, %c64_i64_237 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_119[] : memref<f64>
        %cst_238 = arith.constant 0.000000e+00 : f64
        memref.store %cst_238, %alloca_120[] : memref<f64>
        %cst_239 = arith.constant 0.000000e+00 : f64
        memref.store %cst_239, %alloca_121[] : memref<f64>
        %cst_240 = arith.constant 0.000000e+00 : f64
        memref.store %cst_240, %alloca_122[] : memref<f64>
        %cst_241 = arith.constant 0.000000e+00 : f64
        memref.store %cst_241, %alloca_123[] : memref<f64>
        %cst_242 = arith.constant 0.000000e+00 : f64
        memref.store %cst_242, %alloca_124[] : memref<f64>
        %cst_243 = arith.constant 0.000000e+00 : f64
        memref.store %cst_243, %alloca_125[] : memref<f64>
        %cst_244 = arith.constant 0.000000e+00 : f64
        memref.store %cst_244, %alloca_126[] : memref<f64>
        %c64_i64_245 = arith.constant 64 : i64
        %444 = arith.remsi %411, %c64_i64_245 : i64
        %c64_i64_246 = arith.constant 64 : i64
        %445 = arith.divsi %411, %c64_i64_246 : i64
        %c512_i64 = arith.constant 512 : i64
        %446 = arith.addi %411, %c512_i64 : i64
        %c64_i64_247 = arith.constant 64 : i64
        %447 = arith.remsi %446, %c64_i64_247 : i64
        %c64_i64_248 = arith.constant 64 : i64
        %448 = arith.divsi %446, %c64_i64_248 : i64
        %cst_249 = arith.constant 0.000000e+00 : f64
        memref.store %cst_249, %alloca_127[] : memref<f64>
        %449 = arith.addi %441, %444 : i64
        %c45_i64 = arith.constant 45 : i64
        %450 = arith.cmpi slt, %449, %c45_i64 : i64
        %c21_i64 = arith.constant 21 : i64
        %451 = arith.cmpi slt, %445, %c21_i64 : i64
        %452 = arith.andi %450, %451 : i1
        scf.if %452 {
          %546 = arith.addi %441, %444 : i64
          %c21_i64_301 = arith.constant 21 : i64
          %547 = arith.muli %546, %c21_i64_301 : i64
          %548 = arith.addi %445, %547 : i64
          %549 = llvm.getelementptr %403[%548] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %550 = llvm.load %549 : !llvm.ptr<1> -> f64
          memref.store %550, %alloca_127[] : memref<f64>
        } else {
          %cst_301 = arith.constant 0.000000e+00 : f64
          memref.store %cst_301, %alloca_127[] : memref<f64>
        }
        %cst_250 = arith.constant 0.000000e+00 : f64
        memref.store %cst_250, %alloca_128[] : memref<f64>
        %453 = arith.addi %441, %447 : i64
        %c45_i64_251 = arith.constant 45 : i64
        %454 = arith.cmpi slt, %453, %c45_i64_251 : i64
        %c21_i64_252 = arith.constant 21 : i64
        %455 = arith.cmpi slt, %448, %c21_i64_252 : i64
        %456 = arith.andi %454, %455 : i1
        scf.if %456 {
          %546 = arith.addi %441, %447 : i64
          %c21_i64_301 = arith.constant 21 : i64
          %547 = arith.muli %546, %c21_i64_301 : i64
          %548 = arith.addi %448, %547 : i64
          %549 = llvm.getelementptr %403[%548] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %550 = llvm.load %549 : !llvm.ptr<1> -> f64
          memref.store %550, %alloca_128[] : memref<f64>
        } else {
          %cst_301 = arith.constant 0.000000e+00 : f64
          memref.store %cst_301, %alloca_128[] : memref<f64>
        }
        %c16_i64_253 = arith.constant 16 : i64
        %457 = arith.divsi %411, %c16_i64_253 : i64
        %c16_i64_254 = arith.constant 16 : i64
        %458 = arith.remsi %411, %c16_i64_254 : i64
        %c512_i64_255 = arith.constant 512 : i64
        %459 = arith.addi %411, %c512_i64_255 : i64
        %c16_i64_256 = arith.constant 16 : i64
        %460 = arith.divsi %459, %c16_i64_256 : i64
        %c16_i64_257 = arith.constant 16 : i64
        %461 = arith.remsi %459, %c16_i64_257 : i64
        %cst_258 = arith.constant 0.000000e+00 : f64
        memref.store %cst_258, %alloca_129[] : memref<f64>
        %462 = arith.addi %443, %457 : i64
        %c37_i64 = arith.constant 37 : i64
        %463 = arith.cmpi slt, %462, %c37_i64 : i64
        %c21_i64_259 = arith.constant 21 : i64
        %464 = arith.cmpi slt, %458, %c21_i64_259 : i64
        %465 = arith.andi %463, %464 : i1
        scf.if %465 {
          %546 = arith.addi %443, %457 : i64
          %c21_i64_301 = arith.constant 21 : i64
          %547 = arith.muli %546, %c21_i64_301 : i64
          %548 = arith.addi %458, %547 : i64
          %549 = llvm.getelementptr %405[%548] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %550 = llvm.load %549 : !llvm.ptr<1> -> f64
          memref.store %550, %alloca_129[] : memref<f64>
        } else {
          %cst_301 = arith.constant 0.000000e+00 : f64
          memref.store %cst_301, %alloca_129[] : memref<f64>
        }
        %cst_260 = arith.constant 0.000000e+00 : f64
        memref.store %cst_260, %alloca_130[] : memref<f64>
        %466 = arith.addi %443, %460 : i64
        %c37_i64_261 = arith.constant 37 : i64
        %467 = arith.cmpi slt, %466, %c37_i64_261 : i64
        %c21_i64_262 = arith.constant 21 : i64
        %468 = arith.cmpi slt, %461, %c21_i64_262 : i64
        %469 = arith.andi %467, %468 : i1
        scf.if %469 {
          %546 = arith.addi %443, %460 : i64
          %c21_i64_301 = arith.constant 21 : i64
          %547 = arith.muli %546, %c21_i64_301 : i64
          %548 = arith.addi %461, %547 : i64
          %549 = llvm.getelementptr %405[%548] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %550 = llvm.load %549 : !llvm.ptr<1> -> f64
          memref.store %550, %alloca_130[] : memref<f64>
        } else {
          %cst_301 = arith.constant 0.000000e+00 : f64
          memref.store %cst_301, %alloca_130[] : memref<f64>
        }
        %c0_i64_263 = arith.constant 0 : i64
        %c21_i64_264 = arith.constant 21 : i64
        %c16_i64_265 = arith.constant 16 : i64
        scf.for %arg49 = %c0_i64_263 to %c21_i64_264 step %c16_i64_265  : i64 {
          gpu.barrier
          %c64_i64_301 = arith.constant 64 : i64
          %546 = arith.remsi %411, %c64_i64_301 : i64
          %c64_i64_302 = arith.constant 64 : i64
          %547 = arith.divsi %411, %c64_i64_302 : i64
          %c512_i64_303 = arith.constant 512 : i64
          %548 = arith.addi %411, %c512_i64_303 : i64
          %c64_i64_304 = arith.constant 64 : i64
          %549 = arith.remsi %548, %c64_i64_304 : i64
          %c64_i64_305 = arith.constant 64 : i64
          %550 = arith.divsi %548, %c64_i64_305 : i64
          %551 = memref.load %alloca_127[] : memref<f64>
          %552 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20_i64_306 = arith.constant 20 : i64
          %553 = arith.muli %546, %c20_i64_306 : i64
          %554 = arith.addi %553, %547 : i64
          %555 = llvm.getelementptr %552[%554] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %551, %555 : f64, !llvm.ptr<3>
          %556 = memref.load %alloca_128[] : memref<f64>
          %557 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20_i64_307 = arith.constant 20 : i64
          %558 = arith.muli %549, %c20_i64_307 : i64
          %559 = arith.addi %558, %550 : i64
          %560 = llvm.getelementptr %557[%559] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %556, %560 : f64, !llvm.ptr<3>
          %c16_i64_308 = arith.constant 16 : i64
          %561 = arith.divsi %411, %c16_i64_308 : i64
          %c16_i64_309 = arith.constant 16 : i64
          %562 = arith.remsi %411, %c16_i64_309 : i64
          %c512_i64_310 = arith.constant 512 : i64
          %563 = arith.addi %411, %c512_i64_310 : i64
          %c16_i64_311 = arith.constant 16 : i64
          %564 = arith.divsi %563, %c16_i64_311 : i64
          %c16_i64_312 = arith.constant 16 : i64
          %565 = arith.remsi %563, %c16_i64_312 : i64
          %566 = memref.load %alloca_129[] : memref<f64>
          %567 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64 = arith.constant 10240 : i64
          %568 = llvm.getelementptr %567[%c10240_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c20_i64_313 = arith.constant 20 : i64
          %569 = arith.muli %561, %c20_i64_313 : i64
          %570 = arith.addi %569, %562 : i64
          %571 = llvm.getelementptr %568[%570] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %566, %571 : f64, !llvm.ptr<3>
          %572 = memref.load %alloca_130[] : memref<f64>
          %573 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_314 = arith.constant 10240 : i64
          %574 = llvm.getelementptr %573[%c10240_i64_314] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c20_i64_315 = arith.constant 20 : i64
          %575 = arith.muli %564, %c20_i64_315 : i64
          %576 = arith.addi %575, %565 : i64
          %577 = llvm.getelementptr %574[%576] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %572, %577 : f64, !llvm.ptr<3>
          gpu.barrier
          %c16_i64_316 = arith.constant 16 : i64
          %578 = arith.addi %arg49, %c16_i64_316 : i64
          %c21_i64_317 = arith.constant 21 : i64
          %579 = arith.cmpi slt, %578, %c21_i64_317 : i64
          scf.if %579 {
            %c64_i64_361 = arith.constant 64 : i64
            %784 = arith.remsi %411, %c64_i64_361 : i64
            %c64_i64_362 = arith.constant 64 : i64
            %785 = arith.divsi %411, %c64_i64_362 : i64
            %c512_i64_363 = arith.constant 512 : i64
            %786 = arith.addi %411, %c512_i64_363 : i64
            %c64_i64_364 = arith.constant 64 : i64
            %787 = arith.remsi %786, %c64_i64_364 : i64
            %c64_i64_365 = arith.constant 64 : i64
            %788 = arith.divsi %786, %c64_i64_365 : i64
            %789 = arith.addi %441, %784 : i64
            %c45_i64_366 = arith.constant 45 : i64
            %790 = arith.cmpi slt, %789, %c45_i64_366 : i64
            %791 = arith.addi %578, %785 : i64
            %c21_i64_367 = arith.constant 21 : i64
            %792 = arith.cmpi slt, %791, %c21_i64_367 : i64
            %793 = arith.andi %790, %792 : i1
            scf.if %793 {
              %814 = arith.addi %578, %785 : i64
              %815 = arith.addi %441, %784 : i64
              %c21_i64_379 = arith.constant 21 : i64
              %816 = arith.muli %815, %c21_i64_379 : i64
              %817 = arith.addi %814, %816 : i64
              %818 = llvm.getelementptr %403[%817] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %819 = llvm.load %818 : !llvm.ptr<1> -> f64
              memref.store %819, %alloca_127[] : memref<f64>
            } else {
              %cst_379 = arith.constant 0.000000e+00 : f64
              memref.store %cst_379, %alloca_127[] : memref<f64>
            }
            %794 = arith.addi %441, %787 : i64
            %c45_i64_368 = arith.constant 45 : i64
            %795 = arith.cmpi slt, %794, %c45_i64_368 : i64
            %796 = arith.addi %578, %788 : i64
            %c21_i64_369 = arith.constant 21 : i64
            %797 = arith.cmpi slt, %796, %c21_i64_369 : i64
            %798 = arith.andi %795, %797 : i1
            scf.if %798 {
              %814 = arith.addi %578, %788 : i64
              %815 = arith.addi %441, %787 : i64
              %c21_i64_379 = arith.constant 21 : i64
              %816 = arith.muli %815, %c21_i64_379 : i64
              %817 = arith.addi %814, %816 : i64
              %818 = llvm.getelementptr %403[%817] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %819 = llvm.load %818 : !llvm.ptr<1> -> f64
              memref.store %819, %alloca_128[] : memref<f64>
            } else {
              %cst_379 = arith.constant 0.000000e+00 : f64
              memref.store %cst_379, %alloca_128[] : memref<f64>
            }
            %c16_i64_370 = arith.constant 16 : i64
            %799 = arith.divsi %411, %c16_i64_370 : i64
            %c16_i64_371 = arith.constant 16 : i64
            %800 = arith.remsi %411, %c16_i64_371 : i64
            %c512_i64_372 = arith.constant 512 : i64
            %801 = arith.addi %411, %c512_i64_372 : i64
            %c16_i64_373 = arith.constant 16 : i64
            %802 = arith.divsi %801, %c16_i64_373 : i64
            %c16_i64_374 = arith.constant 16 : i64
            %803 = arith.remsi %801, %c16_i64_374 : i64
            %804 = arith.addi %443, %799 : i64
            %c37_i64_375 = arith.constant 37 : i64
            %805 = arith.cmpi slt, %804, %c37_i64_375 : i64
            %806 = arith.addi %578, %800 : i64
            %c21_i64_376 = arith.constant 21 : i64
            %807 = arith.cmpi slt, %806, %c21_i64_376 : i64
            %808 = arith.andi %805, %807 : i1
            scf.if %808 {
              %814 = arith.addi %578, %800 : i64
              %815 = arith.addi %443, %799 : i64
              %c21_i64_379 = arith.constant 21 : i64
              %816 = arith.muli %815, %c21_i64_379 : i64
              %817 = arith.addi %814, %816 : i64
              %818 = llvm.getelementptr %405[%817] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %819 = llvm.load %818 : !llvm.ptr<1> -> f64
              memref.store %819, %alloca_129[] : memref<f64>
            } else {
              %cst_379 = arith.constant 0.000000e+00 : f64
              memref.store %cst_379, %alloca_129[] : memref<f64>
            }
            %809 = arith.addi %443, %802 : i64
            %c37_i64_377 = arith.constant 37 : i64
            %810 = arith.cmpi slt, %809, %c37_i64_377 : i64
            %811 = arith.addi %578, %803 : i64
            %c21_i64_378 = arith.constant 21 : i64
            %812 = arith.cmpi slt, %811, %c21_i64_378 : i64
            %813 = arith.andi %810, %812 : i1
            scf.if %813 {
              %814 = arith.addi %578, %803 : i64
              %815 = arith.addi %443, %802 : i64
              %c21_i64_379 = arith.constant 21 : i64
              %816 = arith.muli %815, %c21_i64_379 : i64
              %817 = arith.addi %814, %816 : i64
              %818 = llvm.getelementptr %405[%817] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %819 = llvm.load %818 : !llvm.ptr<1> -> f64
              memref.store %819, %alloca_130[] : memref<f64>
            } else {
              %cst_379 = arith.constant 0.000000e+00 : f64
              memref.store %cst_379, %alloca_130[] : memref<f64>
            }
          }
          %580 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %581 = arith.addi %417, %414 : i64
          %c20_i64_318 = arith.constant 20 : i64
          %582 = arith.muli %581, %c20_i64_318 : i64
          %583 = arith.addi %582, %415 : i64
          %584 = llvm.getelementptr %580[%583] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %585 = llvm.load %584 : !llvm.ptr<3> -> f64
          %586 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_319 = arith.constant 8 : i64
          %587 = arith.addi %417, %c8_i64_319 : i64
          %588 = arith.addi %587, %414 : i64
          %c20_i64_320 = arith.constant 20 : i64
          %589 = arith.muli %588, %c20_i64_320 : i64
          %590 = arith.addi %589, %415 : i64
          %591 = llvm.getelementptr %586[%590] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %592 = llvm.load %591 : !llvm.ptr<3> -> f64
          %593 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_321 = arith.constant 10240 : i64
          %594 = llvm.getelementptr %593[%c10240_i64_321] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %595 = arith.addi %419, %414 : i64
          %c20_i64_322 = arith.constant 20 : i64
          %596 = arith.muli %595, %c20_i64_322 : i64
          %597 = arith.addi %596, %415 : i64
          %598 = llvm.getelementptr %594[%597] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %599 = llvm.load %598 : !llvm.ptr<3> -> f64
          %600 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_323 = arith.constant 10240 : i64
          %601 = llvm.getelementptr %600[%c10240_i64_323] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_324 = arith.constant 8 : i64
          %602 = arith.addi %419, %c8_i64_324 : i64
          %603 = arith.addi %602, %414 : i64
          %c20_i64_325 = arith.constant 20 : i64
          %604 = arith.muli %603, %c20_i64_325 : i64
          %605 = arith.addi %604, %415 : i64
          %606 = llvm.getelementptr %601[%605] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %607 = llvm.load %606 : !llvm.ptr<3> -> f64
          %608 = memref.load %alloca_119[] : memref<f64>
          %609 = memref.load %alloca_120[] : memref<f64>
          %610 = nvvm.mma.sync A[%585]  B[%599]  C[%608, %609]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %611 = llvm.extractvalue %610[0] : !llvm.struct<(f64, f64)> 
          memref.store %611, %alloca_119[] : memref<f64>
          %612 = llvm.extractvalue %610[1] : !llvm.struct<(f64, f64)> 
          memref.store %612, %alloca_120[] : memref<f64>
          %613 = memref.load %alloca_121[] : memref<f64>
          %614 = memref.load %alloca_122[] : memref<f64>
          %615 = nvvm.mma.sync A[%585]  B[%607]  C[%613, %614]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %616 = llvm.extractvalue %615[0] : !llvm.struct<(f64, f64)> 
          memref.store %616, %alloca_121[] : memref<f64>
          %617 = llvm.extractvalue %615[1] : !llvm.struct<(f64, f64)> 
          memref.store %617, %alloca_122[] : memref<f64>
          %618 = memref.load %alloca_123[] : memref<f64>
          %619 = memref.load %alloca_124[] : memref<f64>
          %620 = nvvm.mma.sync A[%592]  B[%599]  C[%618, %619]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %621 = llvm.extractvalue %620[0] : !llvm.struct<(f64, f64)> 
          memref.store %621, %alloca_123[] : memref<f64>
          %622 = llvm.extractvalue %620[1] : !llvm.struct<(f64, f64)> 
          memref.store %622, %alloca_124[] : memref<f64>
          %623 = memref.load %alloca_125[] : memref<f64>
          %624 = memref.load %alloca_126[] : memref<f64>
          %625 = nvvm.mma.sync A[%592]  B[%607]  C[%623, %624]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %626 = llvm.extractvalue %625[0] : !llvm.struct<(f64, f64)> 
          memref.store %626, %alloca_125[] : memref<f64>
          %627 = llvm.extractvalue %625[1] : !llvm.struct<(f64, f64)> 
          memref.store %627, %alloca_126[] : memref<f64>
          %628 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %629 = arith.addi %417, %414 : i64
          %c20_i64_326 = arith.constant 20 : i64
          %630 = arith.muli %629, %c20_i64_326 : i64
          %c4_i64_327 = arith.constant 4 : i64
          %631 = arith.addi %c4_i64_327, %415 : i64
          %632 = arith.addi %630, %631 : i64
          %633 = llvm.getelementptr %628[%632] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %634 = llvm.load %633 : !llvm.ptr<3> -> f64
          %635 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_328 = arith.constant 8 : i64
          %636 = arith.addi %417, %c8_i64_328 : i64
          %637 = arith.addi %636, %414 : i64
          %c20_i64_329 = arith.constant 20 : i64
          %638 = arith.muli %637, %c20_i64_329 : i64
          %c4_i64_330 = arith.constant 4 : i64
          %639 = arith.addi %c4_i64_330, %415 : i64
          %640 = arith.addi %638, %639 : i64
          %641 = llvm.getelementptr %635[%640] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %642 = llvm.load %641 : !llvm.ptr<3> -> f64
          %643 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_331 = arith.constant 10240 : i64
          %644 = llvm.getelementptr %643[%c10240_i64_331] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %645 = arith.addi %419, %414 : i64
          %c20_i64_332 = arith.constant 20 : i64
          %646 = arith.muli %645, %c20_i64_332 : i64
          %c4_i64_333 = arith.constant 4 : i64
          %647 = arith.addi %c4_i64_333, %415 : i64
          %648 = arith.addi %646, %647 : i64
          %649 = llvm.getelementptr %644[%648] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %650 = llvm.load %649 : !llvm.ptr<3> -> f64
          %651 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_334 = arith.constant 10240 : i64
          %652 = llvm.getelementptr %651[%c10240_i64_334] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_335 = arith.constant 8 : i64
          %653 = arith.addi %419, %c8_i64_335 : i64
          %654 = arith.addi %653, %414 : i64
          %c20_i64_336 = arith.constant 20 : i64
          %655 = arith.muli %654, %c20_i64_336 : i64
          %c4_i64_337 = arith.constant 4 : i64
          %656 = arith.addi %c4_i64_337, %415 : i64
          %657 = arith.addi %655, %656 : i64
          %658 = llvm.getelementptr %652[%657] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %659 = llvm.load %658 : !llvm.ptr<3> -> f64
          %660 = memref.load %alloca_119[] : memref<f64>
          %661 = memref.load %alloca_120[] : memref<f64>
          %662 = nvvm.mma.sync A[%634]  B[%650]  C[%660, %661]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %663 = llvm.extractvalue %662[0] : !llvm.struct<(f64, f64)> 
          memref.store %663, %alloca_119[] : memref<f64>
          %664 = llvm.extractvalue %662[1] : !llvm.struct<(f64, f64)> 
          memref.store %664, %alloca_120[] : memref<f64>
          %665 = memref.load %alloca_121[] : memref<f64>
          %666 = memref.load %alloca_122[] : memref<f64>
          %667 = nvvm.mma.sync A[%634]  B[%659]  C[%665, %666]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %668 = llvm.extractvalue %667[0] : !llvm.struct<(f64, f64)> 
          memref.store %668, %alloca_121[] : memref<f64>
          %669 = llvm.extractvalue %667[1] : !llvm.struct<(f64, f64)> 
          memref.store %669, %alloca_122[] : memref<f64>
          %670 = memref.load %alloca_123[] : memref<f64>
          %671 = memref.load %alloca_124[] : memref<f64>
          %672 = nvvm.mma.sync A[%642]  B[%650]  C[%670, %671]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %673 = llvm.extractvalue %672[0] : !llvm.struct<(f64, f64)> 
          memref.store %673, %alloca_123[] : memref<f64>
          %674 = llvm.extractvalue %672[1] : !llvm.struct<(f64, f64)> 
          memref.store %674, %alloca_124[] : memref<f64>
          %675 = memref.load %alloca_125[] : memref<f64>
          %676 = memref.load %alloca_126[] : memref<f64>
          %677 = nvvm.mma.sync A[%642]  B[%659]  C[%675, %676]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %678 = llvm.extractvalue %677[0] : !llvm.struct<(f64, f64)> 
          memref.store %678, %alloca_125[] : memref<f64>
          %679 = llvm.extractvalue %677[1] : !llvm.struct<(f64, f64)> 
          memref.store %679, %alloca_126[] : memref<f64>
          %680 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %681 = arith.addi %417, %414 : i64
          %c20_i64_338 = arith.constant 20 : i64
          %682 = arith.muli %681, %c20_i64_338 : i64
          %c8_i64_339 = arith.constant 8 : i64
          %683 = arith.addi %c8_i64_339, %415 : i64
          %684 = arith.addi %682, %683 : i64
          %685 = llvm.getelementptr %680[%684] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %686 = llvm.load %685 : !llvm.ptr<3> -> f64
          %687 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_340 = arith.constant 8 : i64
          %688 = arith.addi %417, %c8_i64_340 : i64
          %689 = arith.addi %688, %414 : i64
          %c20_i64_341 = arith.constant 20 : i64
          %690 = arith.muli %689, %c20_i64_341 : i64
          %c8_i64_342 = arith.constant 8 : i64
          %691 = arith.addi %c8_i64_342, %415 : i64
          %692 = arith.addi %690, %691 : i64
          %693 = llvm.getelementptr %687[%692] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %694 = llvm.load %693 : !llvm.ptr<3> -> f64
          %695 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_343 = arith.constant 10240 : i64
          %696 = llvm.getelementptr %695[%c10240_i64_343] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %697 = arith.addi %419, %414 : i64
          %c20_i64_344 = arith.constant 20 : i64
          %698 = arith.muli %697, %c20_i64_344 : i64
          %c8_i64_345 = arith.constant 8 : i64
          %699 = arith.addi %c8_i64_345, %415 : i64
          %700 = arith.addi %698, %699 : i64
          %701 = llvm.getelementptr %696[%700] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %702 = llvm.load %701 : !llvm.ptr<3> -> f64
          %703 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_346 = arith.constant 10240 : i64
          %704 = llvm.getelementptr %703[%c10240_i64_346] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_347 = arith.constant 8 : i64
          %705 = arith.addi %419, %c8_i64_347 : i64
          %706 = arith.addi %705, %414 : i64
          %c20_i64_348 = arith.constant 20 : i64
          %707 = arith.muli %706, %c20_i64_348 : i64
          %c8_i64_349 = arith.constant 8 : i64
          %708 = arith.addi %c8_i64_349, %415 : i64
          %709 = arith.addi %707, %708 : i64
          %710 = llvm.getelementptr %704[%709] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %711 = llvm.load %710 : !llvm.ptr<3> -> f64
          %712 = memref.load %alloca_119[] : memref<f64>
          %713 = memref.load %alloca_120[] : memref<f64>
          %714 = nvvm.mma.sync A[%686]  B[%702]  C[%712, %713]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %715 = llvm.extractvalue %714[0] : !llvm.struct<(f64, f64)> 
          memref.store %715, %alloca_119[] : memref<f64>
          %716 = llvm.extractvalue %714[1] : !llvm.struct<(f64, f64)> 
          memref.store %716, %alloca_120[] : memref<f64>
          %717 = memref.load %alloca_121[] : memref<f64>
          %718 = memref.load %alloca_122[] : memref<f64>
          %719 = nvvm.mma.sync A[%686]  B[%711]  C[%717, %718]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %720 = llvm.extractvalue %719[0] : !llvm.struct<(f64, f64)> 
          memref.store %720, %alloca_121[] : memref<f64>
          %721 = llvm.extractvalue %719[1] : !llvm.struct<(f64, f64)> 
          memref.store %721, %alloca_122[] : memref<f64>
          %722 = memref.load %alloca_123[] : memref<f64>
          %723 = memref.load %alloca_124[] : memref<f64>
          %724 = nvvm.mma.sync A[%694]  B[%702]  C[%722, %723]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %725 = llvm.extractvalue %724[0] : !llvm.struct<(f64, f64)> 
          memref.store %725, %alloca_123[] : memref<f64>
          %726 = llvm.extractvalue %724[1] : !llvm.struct<(f64, f64)> 
          memref.store %726, %alloca_124[] : memref<f64>
          %727 = memref.load %alloca_125[] : memref<f64>
          %728 = memref.load %alloca_126[] : memref<f64>
          %729 = nvvm.mma.sync A[%694]  B[%711]  C[%727, %728]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %730 = llvm.extractvalue %729[0] : !llvm.struct<(f64, f64)> 
          memref.store %730, %alloca_125[] : memref<f64>
          %731 = llvm.extractvalue %729[1] : !llvm.struct<(f64, f64)> 
          memref.store %731, %alloca_126[] : memref<f64>
          %732 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %733 = arith.addi %417, %414 : i64
          %c20_i64_350 = arith.constant 20 : i64
          %734 = arith.muli %733, %c20_i64_350 : i64
          %c12_i64 = arith.constant 12 : i64
          %735 = arith.addi %c12_i64, %415 : i64
          %736 = arith.addi %734, %735 : i64
          %737 = llvm.getelementptr %732[%736] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %738 = llvm.load %737 : !llvm.ptr<3> -> f64
          %739 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_351 = arith.constant 8 : i64
          %740 = arith.addi %417, %c8_i64_351 : i64
          %741 = arith.addi %740, %414 : i64
          %c20_i64_352 = arith.constant 20 : i64
          %742 = arith.muli %741, %c20_i64_352 : i64
          %c12_i64_353 = arith.constant 12 : i64
          %743 = arith.addi %c12_i64_353, %415 : i64
          %744 = arith.addi %742, %743 : i64
          %745 = llvm.getelementptr %739[%744] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %746 = llvm.load %745 : !llvm.ptr<3> -> f64
          %747 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_354 = arith.constant 10240 : i64
          %748 = llvm.getelementptr %747[%c10240_i64_354] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %749 = arith.addi %419, %414 : i64
          %c20_i64_355 = arith.constant 20 : i64
          %750 = arith.muli %749, %c20_i64_355 : i64
          %c12_i64_356 = arith.constant 12 : i64
          %751 = arith.addi %c12_i64_356, %415 : i64
          %752 = arith.addi %750, %751 : i64
          %753 = llvm.getelementptr %748[%752] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %754 = llvm.load %753 : !llvm.ptr<3> -> f64
          %755 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_357 = arith.constant 10240 : i64
          %756 = llvm.getelementptr %755[%c10240_i64_357] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_358 = arith.constant 8 : i64
          %757 = arith.addi %419, %c8_i64_358 : i64
          %758 = arith.addi %757, %414 : i64
          %c20_i64_359 = arith.constant 20 : i64
          %759 = arith.muli %758, %c20_i64_359 : i64
          %c12_i64_360 = arith.constant 12 : i64
          %760 = arith.addi %c12_i64_360, %415 : i64
          %761 = arith.addi %759, %760 : i64
          %762 = llvm.getelementptr %756[%761] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %763 = llvm.load %762 : !llvm.ptr<3> -> f64
          %764 = memref.load %alloca_119[] : memref<f64>
          %765 = memref.load %alloca_120[] : memref<f64>
          %766 = nvvm.mma.sync A[%738]  B[%754]  C[%764, %765]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %767 = llvm.extractvalue %766[0] : !llvm.struct<(f64, f64)> 
          memref.store %767, %alloca_119[] : memref<f64>
          %768 = llvm.extractvalue %766[1] : !llvm.struct<(f64, f64)> 
          memref.store %768, %alloca_120[] : memref<f64>
          %769 = memref.load %alloca_121[] : memref<f64>
          %770 = memref.load %alloca_122[] : memref<f64>
          %771 = nvvm.mma.sync A[%738]  B[%763]  C[%769, %770]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %772 = llvm.extractvalue %771[0] : !llvm.struct<(f64, f64)> 
          memref.store %772, %alloca_121[] : memref<f64>
          %773 = llvm.extractvalue %771[1] : !llvm.struct<(f64, f64)> 
          memref.store %773, %alloca_122[] : memref<f64>
          %774 = memref.load %alloca_123[] : memref<f64>
          %775 = memref.load %alloca_124[] : memref<f64>
          %776 = nvvm.mma.sync A[%746]  B[%754]  C[%774, %775]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %777 = llvm.extractvalue %776[0] : !llvm.struct<(f64, f64)> 
          memref.store %777, %alloca_123[] : memref<f64>
          %778 = llvm.extractvalue %776[1] : !llvm.struct<(f64, f64)> 
          memref.store %778, %alloca_124[] : memref<f64>
          %779 = memref.load %alloca_125[] : memref<f64>
          %780 = memref.load %alloca_126[] : memref<f64>
          %781 = nvvm.mma.sync A[%746]  B[%763]  C[%779, %780]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %782 = llvm.extractvalue %781[0] : !llvm.struct<(f64, f64)> 
          memref.store %782, %alloca_125[] : memref<f64>
          %783 = llvm.extractvalue %781[1] : !llvm.struct<(f64, f64)> 
          memref.store %783, %alloca_126[] : memref<f64>
        }
        %470 = arith.addi %441, %417 : i64
        %471 = arith.addi %470, %414 : i64
        %472 = arith.addi %443, %419 : i64
        %c2_i64 = arith.constant 2 : i64
        %473 = arith.muli %415, %c2_i64 : i64
        %474 = arith.addi %472, %473 : i64
        %c45_i64_266 = arith.constant 45 : i64
        %475 = arith.cmpi slt, %471, %c45_i64_266 : i64
        %c37_i64_267 = arith.constant 37 : i64
        %476 = arith.cmpi slt, %474, %c37_i64_267 : i64
        %477 = arith.andi %475, %476 : i1
        scf.if %477 {
          %cst_301 = arith.constant -1.000000e+00 : f64
          %c45_i64_302 = arith.constant 45 : i64
          %546 = arith.muli %474, %c45_i64_302 : i64
          %547 = arith.addi %471, %546 : i64
          %548 = llvm.getelementptr %407[%547] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %549 = llvm.load %548 : !llvm.ptr<1> -> f64
          %550 = memref.load %alloca_119[] : memref<f64>
          %551 = arith.mulf %arg0, %550 : f64
          %552 = llvm.intr.fma(%cst_301, %549, %551) : (f64, f64, f64) -> f64
          %c45_i64_303 = arith.constant 45 : i64
          %553 = arith.muli %474, %c45_i64_303 : i64
          %554 = arith.addi %471, %553 : i64
          %555 = llvm.getelementptr %407[%554] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %552, %555 : f64, !llvm.ptr<1>
        }
        %478 = arith.addi %441, %417 : i64
        %479 = arith.addi %478, %414 : i64
        %480 = arith.addi %443, %419 : i64
        %c2_i64_268 = arith.constant 2 : i64
        %481 = arith.muli %415, %c2_i64_268 : i64
        %c1_i64_269 = arith.constant 1 : i64
        %482 = arith.addi %481, %c1_i64_269 : i64
        %483 = arith.addi %480, %482 : i64
        %c45_i64_270 = arith.constant 45 : i64
        %484 = arith.cmpi slt, %479, %c45_i64_270 : i64
        %c37_i64_271 = arith.constant 37 : i64
        %485 = arith.cmpi slt, %483, %c37_i64_271 : i64
        %486 = arith.andi %484, %485 : i1
        scf.if %486 {
          %cst_301 = arith.constant -1.000000e+00 : f64
          %c45_i64_302 = arith.constant 45 : i64
          %546 = arith.muli %483, %c45_i64_302 : i64
          %547 = arith.addi %479, %546 : i64
          %548 = llvm.getelementptr %407[%547] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %549 = llvm.load %548 : !llvm.ptr<1> -> f64
          %550 = memref.load %alloca_120[] : memref<f64>
          %551 = arith.mulf %arg0, %550 : f64
          %552 = llvm.intr.fma(%cst_301, %549, %551) : (f64, f64, f64) -> f64
          %c45_i64_303 = arith.constant 45 : i64
          %553 = arith.muli %483, %c45_i64_303 : i64
          %554 = arith.addi %479, %553 : i64
          %555 = llvm.getelementptr %407[%554] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %552, %555 : f64, !llvm.ptr<1>
        }
        %487 = arith.addi %441, %417 : i64
        %488 = arith.addi %487, %414 : i64
        %489 = arith.addi %443, %419 : i64
        %c8_i64_272 = arith.constant 8 : i64
        %490 = arith.addi %489, %c8_i64_272 : i64
        %c2_i64_273 = arith.constant 2 : i64
        %491 = arith.muli %415, %c2_i64_273 : i64
        %492 = arith.addi %490, %491 : i64
        %c45_i64_274 = arith.constant 45 : i64
        %493 = arith.cmpi slt, %488, %c45_i64_274 : i64
        %c37_i64_275 = arith.constant 37 : i64
        %494 = arith.cmpi slt, %492, %c37_i64_275 : i64
        %495 = arith.andi %493, %494 : i1
        scf.if %495 {
          %cst_301 = arith.constant -1.000000e+00 : f64
          %c45_i64_302 = arith.constant 45 : i64
          %546 = arith.muli %492, %c45_i64_302 : i64
          %547 = arith.addi %488, %546 : i64
          %548 = llvm.getelementptr %407[%547] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %549 = llvm.load %548 : !llvm.ptr<1> -> f64
          %550 = memref.load %alloca_121[] : memref<f64>
          %551 = arith.mulf %arg0, %550 : f64
          %552 = llvm.intr.fma(%cst_301, %549, %551) : (f64, f64, f64) -> f64
          %c45_i64_303 = arith.constant 45 : i64
          %553 = arith.muli %492, %c45_i64_303 : i64
          %554 = arith.addi %488, %553 : i64
          %555 = llvm.getelementptr %407[%554] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %552, %555 : f64, !llvm.ptr<1>
        }
        %496 = arith.addi %441, %417 : i64
        %497 = arith.addi %496, %414 : i64
        %498 = arith.addi %443, %419 : i64
        %c8_i64_276 = arith.constant 8 : i64
        %499 = arith.addi %498, %c8_i64_276 : i64
        %c2_i64_277 = arith.constant 2 : i64
        %500 = arith.muli %415, %c2_i64_277 : i64
        %c1_i64_278 = arith.constant 1 : i64
        %501 = arith.addi %500, %c1_i64_278 : i64
        %502 = arith.addi %499, %501 : i64
        %c45_i64_279 = arith.constant 45 : i64
        %503 = arith.cmpi slt, %497, %c45_i64_279 : i64
        %c37_i64_280 = arith.constant 37 : i64
        %504 = arith.cmpi slt, %502, %c37_i64_280 : i64
        %505 = arith.andi %503, %504 : i1
        scf.if %505 {
          %cst_301 = arith.constant -1.000000e+00 : f64
          %c45_i64_302 = arith.constant 45 : i64
          %546 = arith.muli %502, %c45_i64_302 : i64
          %547 = arith.addi %497, %546 : i64
          %548 = llvm.getelementptr %407[%547] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %549 = llvm.load %548 : !llvm.ptr<1> -> f64
          %550 = memref.load %alloca_122[] : memref<f64>
          %551 = arith.mulf %arg0, %550 : f64
          %552 = llvm.intr.fma(%cst_301, %549, %551) : (f64, f64, f64) -> f64
          %c45_i64_303 = arith.constant 45 : i64
          %553 = arith.muli %502, %c45_i64_303 : i64
          %554 = arith.addi %497, %553 : i64
          %555 = llvm.getelementptr %407[%554] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %552, %555 : f64, !llvm.ptr<1>
        }
        %506 = arith.addi %441, %417 : i64
        %c8_i64_281 = arith.constant 8 : i64
        %507 = arith.addi %506, %c8_i64_281 : i64
        %508 = arith.addi %507, %414 : i64
        %509 = arith.addi %443, %419 : i64
        %c2_i64_282 = arith.constant 2 : i64
        %510 = arith.muli %415, %c2_i64_282 : i64
        %511 = arith.addi %509, %510 : i64
        %c45_i64_283 = arith.constant 45 : i64
        %512 = arith.cmpi slt, %508, %c45_i64_283 : i64
        %c37_i64_284 = arith.constant 37 : i64
        %513 = arith.cmpi slt, %511, %c37_i64_284 : i64
        %514 = arith.andi %512, %513 : i1
        scf.if %514 {
          %cst_301 = arith.constant -1.000000e+00 : f64
          %c45_i64_302 = arith.constant 45 : i64
          %546 = arith.muli %511, %c45_i64_302 : i64
          %547 = arith.addi %508, %546 : i64
          %548 = llvm.getelementptr %407[%547] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %549 = llvm.load %548 : !llvm.ptr<1> -> f64
          %550 = memref.load %alloca_123[] : memref<f64>
          %551 = arith.mulf %arg0, %550 : f64
          %552 = llvm.intr.fma(%cst_301, %549, %551) : (f64, f64, f64) -> f64
          %c45_i64_303 = arith.constant 45 : i64
          %553 = arith.muli %511, %c45_i64_303 : i64
          %554 = arith.addi %508, %553 : i64
          %555 = llvm.getelementptr %407[%554] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %552, %555 : f64, !llvm.ptr<1>
        }
        %515 = arith.addi %441, %417 : i64
        %c8_i64_285 = arith.constant 8 : i64
        %516 = arith.addi %515, %c8_i64_285 : i64
        %517 = arith.addi %516, %414 : i64
        %518 = arith.addi %443, %419 : i64
        %c2_i64_286 = arith.constant 2 : i64
        %519 = arith.muli %415, %c2_i64_286 : i64
        %c1_i64_287 = arith.constant 1 : i64
        %520 = arith.addi %519, %c1_i64_287 : i64
        %521 = arith.addi %518, %520 : i64
        %c45_i64_288 = arith.constant 45 : i64
        %522 = arith.cmpi slt, %517, %c45_i64_288 : i64
        %c37_i64_289 = arith.constant 37 : i64
        %523 = arith.cmpi slt, %521, %c37_i64_289 : i64
        %524 = arith.andi %522, %523 : i1
        scf.if %524 {
          %cst_301 = arith.constant -1.000000e+00 : f64
          %c45_i64_302 = arith.constant 45 : i64
          %546 = arith.muli %521, %c45_i64_302 : i64
          %547 = arith.addi %517, %546 : i64
          %548 = llvm.getelementptr %407[%547] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %549 = llvm.load %548 : !llvm.ptr<1> -> f64
          %550 = memref.load %alloca_124[] : memref<f64>
          %551 = arith.mulf %arg0, %550 : f64
          %552 = llvm.intr.fma(%cst_301, %549, %551) : (f64, f64, f64) -> f64
          %c45_i64_303 = arith.constant 45 : i64
          %553 = arith.muli %521, %c45_i64_303 : i64
          %554 = arith.addi %517, %553 : i64
          %555 = llvm.getelementptr %407[%554] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %552, %555 : f64, !llvm.ptr<1>
        }
        %525 = arith.addi %441, %417 : i64
        %c8_i64_290 = arith.constant 8 : i64
        %526 = arith.addi %525, %c8_i64_290 : i64
        %527 = arith.addi %526, %414 : i64
        %528 = arith.addi %443, %419 : i64
        %c8_i64_291 = arith.constant 8 : i64
        %529 = arith.addi %528, %c8_i64_291 : i64
        %c2_i64_292 = arith.constant 2 : i64
        %530 = arith.muli %415, %c2_i64_292 : i64
        %531 = arith.addi %529, %530 : i64
        %c45_i64_293 = arith.constant 45 : i64
        %532 = arith.cmpi slt, %527, %c45_i64_293 : i64
        %c37_i64_294 = arith.constant 37 : i64
        %533 = arith.cmpi slt, %531, %c37_i64_294 : i64
        %534 = arith.andi %532, %533 : i1
        scf.if %534 {
          %cst_301 = arith.constant -1.000000e+00 : f64
          %c45_i64_302 = arith.constant 45 : i64
          %546 = arith.muli %531, %c45_i64_302 : i64
          %547 = arith.addi %527, %546 : i64
          %548 = llvm.getelementptr %407[%547] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %549 = llvm.load %548 : !llvm.ptr<1> -> f64
          %550 = memref.load %alloca_125[] : memref<f64>
          %551 = arith.mulf %arg0, %550 : f64
          %552 = llvm.intr.fma(%cst_301, %549, %551) : (f64, f64, f64) -> f64
          %c45_i64_303 = arith.constant 45 : i64
          %553 = arith.muli %531, %c45_i64_303 : i64
          %554 = arith.addi %527, %553 : i64
          %555 = llvm.getelementptr %407[%554] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %552, %555 : f64, !llvm.ptr<1>
        }
        %535 = arith.addi %441, %417 : i64
        %c8_i64_295 = arith.constant 8 : i64
        %536 = arith.addi %535, %c8_i64_295 : i64
        %537 = arith.addi %536, %414 : i64
        %538 = arith.addi %443, %419 : i64
        %c8_i64_296 = arith.constant 8 : i64
        %539 = arith.addi %538, %c8_i64_296 : i64
        %c2_i64_297 = arith.constant 2 : i64
        %540 = arith.muli %415, %c2_i64_297 : i64
        %c1_i64_298 = arith.constant 1 : i64
        %541 = arith.addi %540, %c1_i64_298 : i64
        %542 = arith.addi %539, %541 : i64
        %c45_i64_299 = arith.constant 45 : i64
        %543 = arith.cmpi slt, %537, %c45_i64_299 : i64
        %c37_i64_300 = arith.constant 37 : i64
        %544 = arith.cmpi slt, %542, %c37_i64_300 : i64
        %545 = arith.andi %543, %544 : i1
        scf.if %545 {
          %cst_301 = arith.constant -1.000000e+00 : f64
          %c45_i64_302 = arith.constant 45 : i64
          %546 = arith.muli %542, %c45_i64_302 : i64
          %547 = arith.addi %537, %546 : i64
          %548 = llvm.getelementptr %407[%547] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %549 = llvm.load %548 : !llvm.ptr<1> -> f64
          %550 = memref.load %alloca_126[] : memref<f64>
          %551 = arith.mulf %arg0, %550 : f64
          %552 = llvm.intr.fma(%cst_301, %549, %551) : (f64, f64, f64) -> f64
          %c45_i64_303 = arith.constant 45 : i64
          %553 = arith.muli %542, %c45_i64_303 : i64
          %554 = arith.addi %537, %553 : i64
          %555 = llvm.getelementptr %407[%554] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %552, %555 : f64, !llvm.ptr<1>
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
      %thread_id_x_218 = gpu.thread_id  x
      %426 = arith.index_cast %thread_id_x_218 : index to i64
      %c64_i64_219 = arith.constant 64 : i64
      %thread_id_y_220 = gpu.thread_id  y
      %427 = arith.index_cast %thread_id_y_220 : index to i64
      %428 = arith.muli %c64_i64_219, %427 : i64
      %429 = arith.addi %426, %428 : i64
      %c32_i64_221 = arith.constant 32 : i64
      %430 = arith.divsi %429, %c32_i64_221 : i64
      %c32_i64_222 = arith.constant 32 : i64
      %431 = arith.remsi %429, %c32_i64_222 : i64
      %c4_i64_223 = arith.constant 4 : i64
      %432 = arith.divsi %431, %c4_i64_223 : i64
      %c4_i64_224 = arith.constant 4 : i64
      %433 = arith.remsi %431, %c4_i64_224 : i64
      %c8_i64_225 = arith.constant 8 : i64
      %434 = arith.remsi %431, %c8_i64_225 : i64
      %c8_i64_226 = arith.constant 8 : i64
      %435 = arith.divsi %431, %c8_i64_226 : i64
      %c4_i64_227 = arith.constant 4 : i64
      %436 = arith.remsi %430, %c4_i64_227 : i64
      %c32_i64_228 = arith.constant 32 : i64
      %437 = arith.muli %436, %c32_i64_228 : i64
      %c4_i64_229 = arith.constant 4 : i64
      %438 = arith.divsi %430, %c4_i64_229 : i64
      %c16_i64_230 = arith.constant 16 : i64
      %439 = arith.muli %438, %c16_i64_230 : i64
      %c0_i64_231 = arith.constant 0 : i64
      %c1_i64_232 = arith.constant 1 : i64
      %c1_i64_233 = arith.constant 1 : i64
      scf.for %arg48 = %c0_i64_231 to %c1_i64_232 step %c1_i64_233  : i64 {
        %c1_i64_234 = arith.constant 1 : i64
        %440 = arith.remsi %arg48, %c1_i64_234 : i64
        %c128_i64_235 = arith.constant 128 : i64
        %441 = arith.muli %440, %c128_i64_235 : i64
        %c1_i64_236 = arith.constant 1 : i64
        %442 = arith.divsi %arg48, %c1_i64_236 : i64
        %c64_i64_237 = arith.constant 64 : i64
        %443 = arith.muli %442, %c64_i64_237 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_131[] : memref<f32>
        %cst_238 = arith.constant 0.000000e+00 : f32
        memref.store %cst_238, %alloca_132[] : memref<f32>
        %cst_239 = arith.constant 0.000000e+00 : f32
        memref.store %cst_239, %alloca_133[] : memref<f32>
        %cst_240 = arith.constant 0.000000e+00 : f32
        memref.store %cst_240, %alloca_134[] : memref<f32>
        %cst_241 = arith.constant 0.000000e+00 : f32
        memref.store %cst_241, %alloca_135[] : memref<f32>
        %cst_242 = arith.constant 0.000000e+00 : f32
        memref.store %cst_242, %alloca_136[] : memref<f32>
        %cst_243 = arith.constant 0.000000e+00 : f32
        memref.store %cst_243, %alloca_137[] : memref<f32>
        %cst_244 = arith.constant 0.000000e+00 : f32
        memref.store %cst_244, %alloca_138[] : memref<f32>
        %cst_245 = arith.constant 0.000000e+00 : f32
        memref.store %cst_245, %alloca_139[] : memref<f32>
        %cst_246 = arith.constant 0.000000e+00 : f32
        memref.store %cst_246, %alloca_140[] : memref<f32>
        %cst_247 = arith.constant 0.000000e+00 : f32
        memref.store %cst_247, %alloca_141[] : memref<f32>
        %cst_248 = arith.constant 0.000000e+00 : f32
        memref.store %cst_248, %alloca_142[] : memref<f32>
        %cst_249 = arith.constant 0.000000e+00 : f32
        memref.store %cst_249, %alloca_143[] : memref<f32>
        %cst_250 = arith.constant 0.000000e+00 : f32
        memref.store %cst_250, %alloca_144[] : memref<f32>
        %cst_251 = arith.constant 0.000000e+00 : f32
        memref.store %cst_251, %alloca_145[] : memref<f32>
        %cst_252 = arith.constant 0.000000e+00 : f32
        memref.store %cst_252, %alloca_146[] : memref<f32>
        %c128_i64_253 = arith.constant 128 : i64
        %444 = arith.remsi %429, %c128_i64_253 : i64
        %c128_i64_254 = arith.constant 128 : i64
        %445 = arith.divsi %429, %c128_i64_254 : i64
        %c512_i64 = arith.constant 512 : i64
        %446 = arith.addi %429, %c512_i64 : i64
        %c128_i64_255 = arith.constant 128 : i64
        %447 = arith.remsi %446, %c128_i64_255 : i64
        %c128_i64_256 = arith.constant 128 : i64
        %448 = arith.divsi %446, %c128_i64_256 : i64
        %c1024_i64 = arith.constant 1024 : i64
        %449 = arith.addi %429, %c1024_i64 : i64
        %c128_i64_257 = arith.constant 128 : i64
        %450 = arith.remsi %449, %c128_i64_257 : i64
        %c128_i64_258 = arith.constant 128 : i64
        %451 = arith.divsi %449, %c128_i64_258 : i64
        %c1536_i64 = arith.constant 1536 : i64
        %452 = arith.addi %429, %c1536_i64 : i64
        %c128_i64_259 = arith.constant 128 : i64
        %453 = arith.remsi %452, %c128_i64_259 : i64
        %c128_i64_260 = arith.constant 128 : i64
        %454 = arith.divsi %452, %c128_i64_260 : i64
        %cst_261 = arith.constant 0.000000e+00 : f16
        memref.store %cst_261, %alloca_147[] : memref<f16>
        %455 = arith.addi %441, %444 : i64
        %c70_i64 = arith.constant 70 : i64
        %456 = arith.cmpi slt, %455, %c70_i64 : i64
        %c37_i64 = arith.constant 37 : i64
        %457 = arith.cmpi slt, %445, %c37_i64 : i64
        %458 = arith.andi %456, %457 : i1
        scf.if %458 {
          %644 = arith.addi %441, %444 : i64
          %c37_i64_363 = arith.constant 37 : i64
          %645 = arith.muli %644, %c37_i64_363 : i64
          %646 = arith.addi %445, %645 : i64
          %647 = llvm.getelementptr %421[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %648 = llvm.load %647 : !llvm.ptr<1> -> f16
          memref.store %648, %alloca_147[] : memref<f16>
        } else {
          %cst_363 = arith.constant 0.000000e+00 : f16
          memref.store %cst_363, %alloca_147[] : memref<f16>
        }
        %cst_262 = arith.constant 0.000000e+00 : f16
        memref.store %cst_262, %alloca_148[] : memref<f16>
        %459 = arith.addi %441, %447 : i64
        %c70_i64_263 = arith.constant 70 : i64
        %460 = arith.cmpi slt, %459, %c70_i64_263 : i64
        %c37_i64_264 = arith.constant 37 : i64
        %461 = arith.cmpi slt, %448, %c37_i64_264 : i64
        %462 = arith.andi %460, %461 : i1
        scf.if %462 {
          %644 = arith.addi %441, %447 : i64
          %c37_i64_363 = arith.constant 37 : i64
          %645 = arith.muli %644, %c37_i64_363 : i64
          %646 = arith.addi %448, %645 : i64
          %647 = llvm.getelementptr %421[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %648 = llvm.load %647 : !llvm.ptr<1> -> f16
          memref.store %648, %alloca_148[] : memref<f16>
        } else {
          %cst_363 = arith.constant 0.000000e+00 : f16
          memref.store %cst_363, %alloca_148[] : memref<f16>
        }
        %cst_265 = arith.constant 0.000000e+00 : f16
        memref.store %cst_265, %alloca_149[] : memref<f16>
        %463 = arith.addi %441, %450 : i64
        %c70_i64_266 = arith.constant 70 : i64
        %464 = arith.cmpi slt, %463, %c70_i64_266 : i64
        %c37_i64_267 = arith.constant 37 : i64
        %465 = arith.cmpi slt, %451, %c37_i64_267 : i64
        %466 = arith.andi %464, %465 : i1
        scf.if %466 {
          %644 = arith.addi %441, %450 : i64
          %c37_i64_363 = arith.constant 37 : i64
          %645 = arith.muli %644, %c37_i64_363 : i64
          %646 = arith.addi %451, %645 : i64
          %647 = llvm.getelementptr %421[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %648 = llvm.load %647 : !llvm.ptr<1> -> f16
          memref.store %648, %alloca_149[] : memref<f16>
        } else {
          %cst_363 = arith.constant 0.000000e+00 : f16
          memref.store %cst_363, %alloca_149[] : memref<f16>
        }
        %cst_268 = arith.constant 0.000000e+00 : f16
        memref.store %cst_268, %alloca_150[] : memref<f16>
        %467 = arith.addi %441, %453 : i64
        %c70_i64_269 = arith.constant 70 : i64
        %468 = arith.cmpi slt, %467, %c70_i64_269 : i64
        %c37_i64_270 = arith.constant 37 : i64
        %469 = arith.cmpi slt, %454, %c37_i64_270 : i64
        %470 = arith.andi %468, %469 : i1
        scf.if %470 {
          %644 = arith.addi %441, %453 : i64
          %c37_i64_363 = arith.constant 37 : i64
          %645 = arith.muli %644, %c37_i64_363 : i64
          %646 = arith.addi %454, %645 : i64
          %647 = llvm.getelementptr %421[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %648 = llvm.load %647 : !llvm.ptr<1> -> f16
          memref.store %648, %alloca_150[] : memref<f16>
        } else {
          %cst_363 = arith.constant 0.000000e+00 : f16
          memref.store %cst_363, %alloca_150[] : memref<f16>
        }
        %c16_i64_271 = arith.constant 16 : i64
        %471 = arith.divsi %429, %c16_i64_271 : i64
        %c16_i64_272 = arith.constant 16 : i64
        %472 = arith.remsi %429, %c16_i64_272 : i64
        %c512_i64_273 = arith.constant 512 : i64
        %473 = arith.addi %429, %c512_i64_273 : i64
        %c16_i64_274 = arith.constant 16 : i64
        %474 = arith.divsi %473, %c16_i64_274 : i64
        %c16_i64_275 = arith.constant 16 : i64
        %475 = arith.remsi %473, %c16_i64_275 : i64
        %cst_276 = arith.constant 0.000000e+00 : f16
        memref.store %cst_276, %alloca_151[] : memref<f16>
        %476 = arith.addi %443, %471 : i64
        %c40_i64 = arith.constant 40 : i64
        %477 = arith.cmpi slt, %476, %c40_i64 : i64
        %c37_i64_277 = arith.constant 37 : i64
        %478 = arith.cmpi slt, %472, %c37_i64_277 : i64
        %479 = arith.andi %477, %478 : i1
        scf.if %479 {
          %644 = arith.addi %443, %471 : i64
          %c40_i64_363 = arith.constant 40 : i64
          %645 = arith.muli %472, %c40_i64_363 : i64
          %646 = arith.addi %644, %645 : i64
          %647 = llvm.getelementptr %423[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %648 = llvm.load %647 : !llvm.ptr<1> -> f16
          memref.store %648, %alloca_151[] : memref<f16>
        } else {
          %cst_363 = arith.constant 0.000000e+00 : f16
          memref.store %cst_363, %alloca_151[] : memref<f16>
        }
        %cst_278 = arith.constant 0.000000e+00 : f16
        memref.store %cst_278, %alloca_152[] : memref<f16>
        %480 = arith.addi %443, %474 : i64
        %c40_i64_279 = arith.constant 40 : i64
        %481 = arith.cmpi slt, %480, %c40_i64_279 : i64
        %c37_i64_280 = arith.constant 37 : i64
        %482 = arith.cmpi slt, %475, %c37_i64_280 : i64
        %483 = arith.andi %481, %482 : i1
        scf.if %483 {
          %644 = arith.addi %443, %474 : i64
          %c40_i64_363 = arith.constant 40 : i64
          %645 = arith.muli %475, %c40_i64_363 : i64
          %646 = arith.addi %644, %645 : i64
          %647 = llvm.getelementptr %423[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %648 = llvm.load %647 : !llvm.ptr<1> -> f16
          memref.store %648, %alloca_152[] : memref<f16>
        } else {
          %cst_363 = arith.constant 0.000000e+00 : f16
          memref.store %cst_363, %alloca_152[] : memref<f16>
        }
        %c0_i64_281 = arith.constant 0 : i64
        %c37_i64_282 = arith.constant 37 : i64
        %c16_i64_283 = arith.constant 16 : i64
        scf.for %arg49 = %c0_i64_281 to %c37_i64_282 step %c16_i64_283  : i64 {
          gpu.barrier
          %c128_i64_363 = arith.constant 128 : i64
          %644 = arith.remsi %429, %c128_i64_363 : i64
          %c128_i64_364 = arith.constant 128 : i64
          %645 = arith.divsi %429, %c128_i64_364 : i64
          %c512_i64_365 = arith.constant 512 : i64
          %646 = arith.addi %429, %c512_i64_365 : i64
          %c128_i64_366 = arith.constant 128 : i64
          %647 = arith.remsi %646, %c128_i64_366 : i64
          %c128_i64_367 = arith.constant 128 : i64
          %648 = arith.divsi %646, %c128_i64_367 : i64
          %c1024_i64_368 = arith.constant 1024 : i64
          %649 = arith.addi %429, %c1024_i64_368 : i64
          %c128_i64_369 = arith.constant 128 : i64
          %650 = arith.remsi %649, %c128_i64_369 : i64
          %c128_i64_370 = arith.constant 128 : i64
          %651 = arith.divsi %649, %c128_i64_370 : i64
          %c1536_i64_371 = arith.constant 1536 : i64
          %652 = arith.addi %429, %c1536_i64_371 : i64
          %c128_i64_372 = arith.constant 128 : i64
          %653 = arith.remsi %652, %c128_i64_372 : i64
          %c128_i64_373 = arith.constant 128 : i64
          %654 = arith.divsi %652, %c128_i64_373 : i64
          %655 = memref.load %alloca_147[] : memref<f16>
          %656 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64 = arith.constant 20480 : i64
          %657 = llvm.getelementptr %656[%c20480_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c24_i64 = arith.constant 24 : i64
          %658 = arith.muli %644, %c24_i64 : i64
          %659 = arith.addi %658, %645 : i64
          %660 = llvm.getelementptr %657[%659] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %655, %660 : f16, !llvm.ptr<3>
          %661 = memref.load %alloca_148[] : memref<f16>
          %662 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_374 = arith.constant 20480 : i64
          %663 = llvm.getelementptr %662[%c20480_i64_374] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c24_i64_375 = arith.constant 24 : i64
          %664 = arith.muli %647, %c24_i64_375 : i64
          %665 = arith.addi %664, %648 : i64
          %666 = llvm.getelementptr %663[%665] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %661, %666 : f16, !llvm.ptr<3>
          %667 = memref.load %alloca_149[] : memref<f16>
          %668 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_376 = arith.constant 20480 : i64
          %669 = llvm.getelementptr %668[%c20480_i64_376] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c24_i64_377 = arith.constant 24 : i64
          %670 = arith.muli %650, %c24_i64_377 : i64
          %671 = arith.addi %670, %651 : i64
          %672 = llvm.getelementptr %669[%671] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %667, %672 : f16, !llvm.ptr<3>
          %673 = memref.load %alloca_150[] : memref<f16>
          %674 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_378 = arith.constant 20480 : i64
          %675 = llvm.getelementptr %674[%c20480_i64_378] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c24_i64_379 = arith.constant 24 : i64
          %676 = arith.muli %653, %c24_i64_379 : i64
          %677 = arith.addi %676, %654 : i64
          %678 = llvm.getelementptr %675[%677] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %673, %678 : f16, !llvm.ptr<3>
          %c16_i64_380 = arith.constant 16 : i64
          %679 = arith.divsi %429, %c16_i64_380 : i64
          %c16_i64_381 = arith.constant 16 : i64
          %680 = arith.remsi %429, %c16_i64_381 : i64
          %c512_i64_382 = arith.constant 512 : i64
          %681 = arith.addi %429, %c512_i64_382 : i64
          %c16_i64_383 = arith.constant 16 : i64
          %682 = arith.divsi %681, %c16_i64_383 : i64
          %c16_i64_384 = arith.constant 16 : i64
          %683 = arith.remsi %681, %c16_i64_384 : i64
          %684 = memref.load %alloca_151[] : memref<f16>
          %685 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c26624_i64 = arith.constant 26624 : i64
          %686 = llvm.getelementptr %685[%c26624_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c24_i64_385 = arith.constant 24 : i64
          %687 = arith.muli %679, %c24_i64_385 : i64
          %688 = arith.addi %687, %680 : i64
          %689 = llvm.getelementptr %686[%688] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %684, %689 : f16, !llvm.ptr<3>
          %690 = memref.load %alloca_152[] : memref<f16>
          %691 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c26624_i64_386 = arith.constant 26624 : i64
          %692 = llvm.getelementptr %691[%c26624_i64_386] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c24_i64_387 = arith.constant 24 : i64
          %693 = arith.muli %682, %c24_i64_387 : i64
          %694 = arith.addi %693, %683 : i64
          %695 = llvm.getelementptr %692[%694] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %690, %695 : f16, !llvm.ptr<3>
          gpu.barrier
          %c16_i64_388 = arith.constant 16 : i64
          %696 = arith.addi %arg49, %c16_i64_388 : i64
          %c37_i64_389 = arith.constant 37 : i64
          %697 = arith.cmpi slt, %696, %c37_i64_389 : i64
          scf.if %697 {
            %c128_i64_482 = arith.constant 128 : i64
            %946 = arith.remsi %429, %c128_i64_482 : i64
            %c128_i64_483 = arith.constant 128 : i64
            %947 = arith.divsi %429, %c128_i64_483 : i64
            %c512_i64_484 = arith.constant 512 : i64
            %948 = arith.addi %429, %c512_i64_484 : i64
            %c128_i64_485 = arith.constant 128 : i64
            %949 = arith.remsi %948, %c128_i64_485 : i64
            %c128_i64_486 = arith.constant 128 : i64
            %950 = arith.divsi %948, %c128_i64_486 : i64
            %c1024_i64_487 = arith.constant 1024 : i64
            %951 = arith.addi %429, %c1024_i64_487 : i64
            %c128_i64_488 = arith.constant 128 : i64
            %952 = arith.remsi %951, %c128_i64_488 : i64
            %c128_i64_489 = arith.constant 128 : i64
            %953 = arith.divsi %951, %c128_i64_489 : i64
            %c1536_i64_490 = arith.constant 1536 : i64
            %954 = arith.addi %429, %c1536_i64_490 : i64
            %c128_i64_491 = arith.constant 128 : i64
            %955 = arith.remsi %954, %c128_i64_491 : i64
            %c128_i64_492 = arith.constant 128 : i64
            %956 = arith.divsi %954, %c128_i64_492 : i64
            %957 = arith.addi %441, %946 : i64
            %c70_i64_493 = arith.constant 70 : i64
            %958 = arith.cmpi slt, %957, %c70_i64_493 : i64
            %959 = arith.addi %696, %947 : i64
            %c37_i64_494 = arith.constant 37 : i64
            %960 = arith.cmpi slt, %959, %c37_i64_494 : i64
            %961 = arith.andi %958, %960 : i1
            scf.if %961 {
              %992 = arith.addi %696, %947 : i64
              %993 = arith.addi %441, %946 : i64
              %c37_i64_510 = arith.constant 37 : i64
              %994 = arith.muli %993, %c37_i64_510 : i64
              %995 = arith.addi %992, %994 : i64
              %996 = llvm.getelementptr %421[%995] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
              %997 = llvm.load %996 : !llvm.ptr<1> -> f16
              memref.store %997, %alloca_147[] : memref<f16>
            } else {
              %cst_510 = arith.constant 0.000000e+00 : f16
              memref.store %cst_510, %alloca_147[] : memref<f16>
            }
            %962 = arith.addi %441, %949 : i64
            %c70_i64_495 = arith.constant 70 : i64
            %963 = arith.cmpi slt, %962, %c70_i64_495 : i64
            %964 = arith.addi %696, %950 : i64
            %c37_i64_496 = arith.constant 37 : i64
            %965 = arith.cmpi slt, %964, %c37_i64_496 : i64
            %966 = arith.andi %963, %965 : i1
            scf.if %966 {
              %992 = arith.addi %696, %950 : i64
              %993 = arith.addi %441, %949 : i64
              %c37_i64_510 = arith.constant 37 : i64
              %994 = arith.muli %993, %c37_i64_510 : i64
              %995 = arith.addi %992, %994 : i64
              %996 = llvm.getelementptr %421[%995] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
              %997 = llvm.load %996 : !llvm.ptr<1> -> f16
              memref.store %997, %alloca_148[] : memref<f16>
            } else {
              %cst_510 = arith.constant 0.000000e+00 : f16
              memref.store %cst_510, %alloca_148[] : memref<f16>
            }
            %967 = arith.addi %441, %952 : i64
            %c70_i64_497 = arith.constant 70 : i64
            %968 = arith.cmpi slt, %967, %c70_i64_497 : i64
            %969 = arith.addi %696, %953 : i64
            %c37_i64_498 = arith.constant 37 : i64
            %970 = arith.cmpi slt, %969, %c37_i64_498 : i64
            %971 = arith.andi %968, %970 : i1
            scf.if %971 {
              %992 = arith.addi %696, %953 : i64
              %993 = arith.addi %441, %952 : i64
              %c37_i64_510 = arith.constant 37 : i64
              %994 = arith.muli %993, %c37_i64_510 : i64
              %995 = arith.addi %992, %994 : i64
              %996 = llvm.getelementptr %421[%995] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
              %997 = llvm.load %996 : !llvm.ptr<1> -> f16
              memref.store %997, %alloca_149[] : memref<f16>
            } else {
              %cst_510 = arith.constant 0.000000e+00 : f16
              memref.store %cst_510, %alloca_149[] : memref<f16>
            }
            %972 = arith.addi %441, %955 : i64
            %c70_i64_499 = arith.constant 70 : i64
            %973 = arith.cmpi slt, %972, %c70_i64_499 : i64
            %974 = arith.addi %696, %956 : i64
            %c37_i64_500 = arith.constant 37 : i64
            %975 = arith.cmpi slt, %974, %c37_i64_500 : i64
            %976 = arith.andi %973, %975 : i1
            scf.if %976 {
              %992 = arith.addi %696, %956 : i64
              %993 = arith.addi %441, %955 : i64
              %c37_i64_510 = arith.constant 37 : i64
              %994 = arith.muli %993, %c37_i64_510 : i64
              %995 = arith.addi %992, %994 : i64
              %996 = llvm.getelementptr %421[%995] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
              %997 = llvm.load %996 : !llvm.ptr<1> -> f16
              memref.store %997, %alloca_150[] : memref<f16>
            } else {
              %cst_510 = arith.constant 0.000000e+00 : f16
              memref.store %cst_510, %alloca_150[] : memref<f16>
            }
            %c16_i64_501 = arith.constant 16 : i64
            %977 = arith.divsi %429, %c16_i64_501 : i64
            %c16_i64_502 = arith.constant 16 : i64
            %978 = arith.remsi %429, %c16_i64_502 : i64
            %c512_i64_503 = arith.constant 512 : i64
            %979 = arith.addi %429, %c512_i64_503 : i64
            %c16_i64_504 = arith.constant 16 : i64
            %980 = arith.divsi %979, %c16_i64_504 : i64
            %c16_i64_505 = arith.constant 16 : i64
            %981 = arith.remsi %979, %c16_i64_505 : i64
            %982 = arith.addi %443, %977 : i64
            %c40_i64_506 = arith.constant 40 : i64
            %983 = arith.cmpi slt, %982, %c40_i64_506 : i64
            %984 = arith.addi %696, %978 : i64
            %c37_i64_507 = arith.constant 37 : i64
            %985 = arith.cmpi slt, %984, %c37_i64_507 : i64
            %986 = arith.andi %983, %985 : i1
            scf.if %986 {
              %992 = arith.addi %443, %977 : i64
              %993 = arith.addi %696, %978 : i64
              %c40_i64_510 = arith.constant 40 : i64
              %994 = arith.muli %993, %c40_i64_510 : i64
              %995 = arith.addi %992, %994 : i64
              %996 = llvm.getelementptr %423[%995] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
              %997 = llvm.load %996 : !llvm.ptr<1> -> f16
              memref.store %997, %alloca_151[] : memref<f16>
            } else {
              %cst_510 = arith.constant 0.000000e+00 : f16
              memref.store %cst_510, %alloca_151[] : memref<f16>
            }
            %987 = arith.addi %443, %980 : i64
            %c40_i64_508 = arith.constant 40 : i64
            %988 = arith.cmpi slt, %987, %c40_i64_508 : i64
            %989 = arith.addi %696, %981 : i64
            %c37_i64_509 = arith.constant 37 : i64
            %990 = arith.cmpi slt, %989, %c37_i64_509 : i64
            %991 = arith.andi %988, %990 : i1
            scf.if %991 {
              %992 = arith.addi %443, %980 : i64
              %993 = arith.addi %696, %981 : i64
              %c40_i64_510 = arith.constant 40 : i64
              %994 = arith.muli %993, %c40_i64_510 : i64
              %995 = arith.addi %992, %994 : i64
              %996 = llvm.getelementptr %423[%995] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
              %997 = llvm.load %996 : !llvm.ptr<1> -> f16
              memref.store %997, %alloca_152[] : memref<f16>
            } else {
              %cst_510 = arith.constant 0.000000e+00 : f16
              memref.store %cst_510, %alloca_152[] : memref<f16>
            }
          }
          %c2_i64_390 = arith.constant 2 : i64
          %698 = arith.remsi %435, %c2_i64_390 : i64
          %c8_i64_391 = arith.constant 8 : i64
          %699 = arith.muli %698, %c8_i64_391 : i64
          %700 = arith.addi %434, %699 : i64
          %701 = arith.addi %437, %700 : i64
          %c24_i64_392 = arith.constant 24 : i64
          %702 = arith.muli %701, %c24_i64_392 : i64
          %c2_i64_393 = arith.constant 2 : i64
          %703 = arith.divsi %435, %c2_i64_393 : i64
          %c8_i64_394 = arith.constant 8 : i64
          %704 = arith.muli %703, %c8_i64_394 : i64
          %705 = arith.addi %702, %704 : i64
          %706 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_395 = arith.constant 20480 : i64
          %707 = llvm.getelementptr %706[%c20480_i64_395] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %708 = llvm.getelementptr %707[%705] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %709 = nvvm.ldmatrix %708 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %710 = llvm.extractvalue %709[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %711 = llvm.bitcast %710 : i32 to vector<2xf16>
          %c0_i32 = arith.constant 0 : i32
          %712 = llvm.extractelement %711[%c0_i32 : i32] : vector<2xf16>
          memref.store %712, %alloca_153[] : memref<f16>
          %c1_i32 = arith.constant 1 : i32
          %713 = llvm.extractelement %711[%c1_i32 : i32] : vector<2xf16>
          memref.store %713, %alloca_154[] : memref<f16>
          %714 = llvm.extractvalue %709[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %715 = llvm.bitcast %714 : i32 to vector<2xf16>
          %c0_i32_396 = arith.constant 0 : i32
          %716 = llvm.extractelement %715[%c0_i32_396 : i32] : vector<2xf16>
          memref.store %716, %alloca_155[] : memref<f16>
          %c1_i32_397 = arith.constant 1 : i32
          %717 = llvm.extractelement %715[%c1_i32_397 : i32] : vector<2xf16>
          memref.store %717, %alloca_156[] : memref<f16>
          %718 = llvm.extractvalue %709[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %719 = llvm.bitcast %718 : i32 to vector<2xf16>
          %c0_i32_398 = arith.constant 0 : i32
          %720 = llvm.extractelement %719[%c0_i32_398 : i32] : vector<2xf16>
          memref.store %720, %alloca_157[] : memref<f16>
          %c1_i32_399 = arith.constant 1 : i32
          %721 = llvm.extractelement %719[%c1_i32_399 : i32] : vector<2xf16>
          memref.store %721, %alloca_158[] : memref<f16>
          %722 = llvm.extractvalue %709[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %723 = llvm.bitcast %722 : i32 to vector<2xf16>
          %c0_i32_400 = arith.constant 0 : i32
          %724 = llvm.extractelement %723[%c0_i32_400 : i32] : vector<2xf16>
          memref.store %724, %alloca_159[] : memref<f16>
          %c1_i32_401 = arith.constant 1 : i32
          %725 = llvm.extractelement %723[%c1_i32_401 : i32] : vector<2xf16>
          memref.store %725, %alloca_160[] : memref<f16>
          %c16_i64_402 = arith.constant 16 : i64
          %726 = arith.addi %437, %c16_i64_402 : i64
          %c2_i64_403 = arith.constant 2 : i64
          %727 = arith.remsi %435, %c2_i64_403 : i64
          %c8_i64_404 = arith.constant 8 : i64
          %728 = arith.muli %727, %c8_i64_404 : i64
          %729 = arith.addi %434, %728 : i64
          %730 = arith.addi %726, %729 : i64
          %c24_i64_405 = arith.constant 24 : i64
          %731 = arith.muli %730, %c24_i64_405 : i64
          %c2_i64_406 = arith.constant 2 : i64
          %732 = arith.divsi %435, %c2_i64_406 : i64
          %c8_i64_407 = arith.constant 8 : i64
          %733 = arith.muli %732, %c8_i64_407 : i64
          %734 = arith.addi %731, %733 : i64
          %735 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_408 = arith.constant 20480 : i64
          %736 = llvm.getelementptr %735[%c20480_i64_408] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %737 = llvm.getelementptr %736[%734] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %738 = nvvm.ldmatrix %737 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %739 = llvm.extractvalue %738[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %740 = llvm.bitcast %739 : i32 to vector<2xf16>
          %c0_i32_409 = arith.constant 0 : i32
          %741 = llvm.extractelement %740[%c0_i32_409 : i32] : vector<2xf16>
          memref.store %741, %alloca_161[] : memref<f16>
          %c1_i32_410 = arith.constant 1 : i32
          %742 = llvm.extractelement %740[%c1_i32_410 : i32] : vector<2xf16>
          memref.store %742, %alloca_162[] : memref<f16>
          %743 = llvm.extractvalue %738[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %744 = llvm.bitcast %743 : i32 to vector<2xf16>
          %c0_i32_411 = arith.constant 0 : i32
          %745 = llvm.extractelement %744[%c0_i32_411 : i32] : vector<2xf16>
          memref.store %745, %alloca_163[] : memref<f16>
          %c1_i32_412 = arith.constant 1 : i32
          %746 = llvm.extractelement %744[%c1_i32_412 : i32] : vector<2xf16>
          memref.store %746, %alloca_164[] : memref<f16>
          %747 = llvm.extractvalue %738[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %748 = llvm.bitcast %747 : i32 to vector<2xf16>
          %c0_i32_413 = arith.constant 0 : i32
          %749 = llvm.extractelement %748[%c0_i32_413 : i32] : vector<2xf16>
          memref.store %749, %alloca_165[] : memref<f16>
          %c1_i32_414 = arith.constant 1 : i32
          %750 = llvm.extractelement %748[%c1_i32_414 : i32] : vector<2xf16>
          memref.store %750, %alloca_166[] : memref<f16>
          %751 = llvm.extractvalue %738[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %752 = llvm.bitcast %751 : i32 to vector<2xf16>
          %c0_i32_415 = arith.constant 0 : i32
          %753 = llvm.extractelement %752[%c0_i32_415 : i32] : vector<2xf16>
          memref.store %753, %alloca_167[] : memref<f16>
          %c1_i32_416 = arith.constant 1 : i32
          %754 = llvm.extractelement %752[%c1_i32_416 : i32] : vector<2xf16>
          memref.store %754, %alloca_168[] : memref<f16>
          %755 = arith.addi %439, %434 : i64
          %c24_i64_417 = arith.constant 24 : i64
          %756 = arith.muli %755, %c24_i64_417 : i64
          %c2_i64_418 = arith.constant 2 : i64
          %757 = arith.remsi %435, %c2_i64_418 : i64
          %c8_i64_419 = arith.constant 8 : i64
          %758 = arith.muli %757, %c8_i64_419 : i64
          %759 = arith.addi %756, %758 : i64
          %760 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c26624_i64_420 = arith.constant 26624 : i64
          %761 = llvm.getelementptr %760[%c26624_i64_420] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %762 = llvm.getelementptr %761[%759] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %763 = nvvm.ldmatrix %762 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %764 = llvm.extractvalue %763[0] : !llvm.struct<(i32, i32)> 
          %765 = llvm.bitcast %764 : i32 to vector<2xf16>
          %c0_i32_421 = arith.constant 0 : i32
          %766 = llvm.extractelement %765[%c0_i32_421 : i32] : vector<2xf16>
          memref.store %766, %alloca_169[] : memref<f16>
          %c1_i32_422 = arith.constant 1 : i32
          %767 = llvm.extractelement %765[%c1_i32_422 : i32] : vector<2xf16>
          memref.store %767, %alloca_170[] : memref<f16>
          %768 = llvm.extractvalue %763[1] : !llvm.struct<(i32, i32)> 
          %769 = llvm.bitcast %768 : i32 to vector<2xf16>
          %c0_i32_423 = arith.constant 0 : i32
          %770 = llvm.extractelement %769[%c0_i32_423 : i32] : vector<2xf16>
          memref.store %770, %alloca_171[] : memref<f16>
          %c1_i32_424 = arith.constant 1 : i32
          %771 = llvm.extractelement %769[%c1_i32_424 : i32] : vector<2xf16>
          memref.store %771, %alloca_172[] : memref<f16>
          %c8_i64_425 = arith.constant 8 : i64
          %772 = arith.addi %439, %c8_i64_425 : i64
          %773 = arith.addi %772, %434 : i64
          %c24_i64_426 = arith.constant 24 : i64
          %774 = arith.muli %773, %c24_i64_426 : i64
          %c2_i64_427 = arith.constant 2 : i64
          %775 = arith.remsi %435, %c2_i64_427 : i64
          %c8_i64_428 = arith.constant 8 : i64
          %776 = arith.muli %775, %c8_i64_428 : i64
          %777 = arith.addi %774, %776 : i64
          %778 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c26624_i64_429 = arith.constant 26624 : i64
          %779 = llvm.getelementptr %778[%c26624_i64_429] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %780 = llvm.getelementptr %779[%777] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %781 = nvvm.ldmatrix %780 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %782 = llvm.extractvalue %781[0] : !llvm.struct<(i32, i32)> 
          %783 = llvm.bitcast %782 : i32 to vector<2xf16>
          %c0_i32_430 = arith.constant 0 : i32
          %784 = llvm.extractelement %783[%c0_i32_430 : i32] : vector<2xf16>
          memref.store %784, %alloca_173[] : memref<f16>
          %c1_i32_431 = arith.constant 1 : i32
          %785 = llvm.extractelement %783[%c1_i32_431 : i32] : vector<2xf16>
          memref.store %785, %alloca_174[] : memref<f16>
          %786 = llvm.extractvalue %781[1] : !llvm.struct<(i32, i32)> 
          %787 = llvm.bitcast %786 : i32 to vector<2xf16>
          %c0_i32_432 = arith.constant 0 : i32
          %788 = llvm.extractelement %787[%c0_i32_432 : i32] : vector<2xf16>
          memref.store %788, %alloca_175[] : memref<f16>
          %c1_i32_433 = arith.constant 1 : i32
          %789 = llvm.extractelement %787[%c1_i32_433 : i32] : vector<2xf16>
          memref.store %789, %alloca_176[] : memref<f16>
          %790 = memref.load %alloca_153[] : memref<f16>
          %791 = memref.load %alloca_154[] : memref<f16>
          %792 = memref.load %alloca_155[] : memref<f16>
          %793 = memref.load %alloca_156[] : memref<f16>
          %794 = memref.load %alloca_157[] : memref<f16>
          %795 = memref.load %alloca_158[] : memref<f16>
          %796 = memref.load %alloca_159[] : memref<f16>
          %797 = memref.load %alloca_160[] : memref<f16>
          %798 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_434 = arith.constant 0 : i32
          %799 = llvm.insertelement %790, %798[%c0_i32_434 : i32] : vector<2xf16>
          %c1_i32_435 = arith.constant 1 : i32
          %800 = llvm.insertelement %791, %799[%c1_i32_435 : i32] : vector<2xf16>
          %801 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_436 = arith.constant 0 : i32
          %802 = llvm.insertelement %792, %801[%c0_i32_436 : i32] : vector<2xf16>
          %c1_i32_437 = arith.constant 1 : i32
          %803 = llvm.insertelement %793, %802[%c1_i32_437 : i32] : vector<2xf16>
          %804 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_438 = arith.constant 0 : i32
          %805 = llvm.insertelement %794, %804[%c0_i32_438 : i32] : vector<2xf16>
          %c1_i32_439 = arith.constant 1 : i32
          %806 = llvm.insertelement %795, %805[%c1_i32_439 : i32] : vector<2xf16>
          %807 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_440 = arith.constant 0 : i32
          %808 = llvm.insertelement %796, %807[%c0_i32_440 : i32] : vector<2xf16>
          %c1_i32_441 = arith.constant 1 : i32
          %809 = llvm.insertelement %797, %808[%c1_i32_441 : i32] : vector<2xf16>
          %810 = memref.load %alloca_169[] : memref<f16>
          %811 = memref.load %alloca_170[] : memref<f16>
          %812 = memref.load %alloca_171[] : memref<f16>
          %813 = memref.load %alloca_172[] : memref<f16>
          %814 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_442 = arith.constant 0 : i32
          %815 = llvm.insertelement %810, %814[%c0_i32_442 : i32] : vector<2xf16>
          %c1_i32_443 = arith.constant 1 : i32
          %816 = llvm.insertelement %811, %815[%c1_i32_443 : i32] : vector<2xf16>
          %817 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_444 = arith.constant 0 : i32
          %818 = llvm.insertelement %812, %817[%c0_i32_444 : i32] : vector<2xf16>
          %c1_i32_445 = arith.constant 1 : i32
          %819 = llvm.insertelement %813, %818[%c1_i32_445 : i32] : vector<2xf16>
          %820 = memref.load %alloca_131[] : memref<f32>
          %821 = memref.load %alloca_132[] : memref<f32>
          %822 = memref.load %alloca_133[] : memref<f32>
          %823 = memref.load %alloca_134[] : memref<f32>
          %824 = nvvm.mma.sync A[%800, %803, %806, %809]  B[%816, %819]  C[%820, %821, %822, %823]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %825 = llvm.extractvalue %824[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %825, %alloca_131[] : memref<f32>
          %826 = llvm.extractvalue %824[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %826, %alloca_132[] : memref<f32>
          %827 = llvm.extractvalue %824[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %827, %alloca_133[] : memref<f32>
          %828 = llvm.extractvalue %824[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %828, %alloca_134[] : memref<f32>
          %829 = memref.load %alloca_153[] : memref<f16>
          %830 = memref.load %alloca_154[] : memref<f16>
          %831 = memref.load %alloca_155[] : memref<f16>
          %832 = memref.load %alloca_156[] : memref<f16>
          %833 = memref.load %alloca_157[] : memref<f16>
          %834 = memref.load %alloca_158[] : memref<f16>
          %835 = memref.load %alloca_159[] : memref<f16>
          %836 = memref.load %alloca_160[] : memref<f16>
          %837 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_446 = arith.constant 0 : i32
          %838 = llvm.insertelement %829, %837[%c0_i32_446 : i32] : vector<2xf16>
          %c1_i32_447 = arith.constant 1 : i32
          %839 = llvm.insertelement %830, %838[%c1_i32_447 : i32] : vector<2xf16>
          %840 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_448 = arith.constant 0 : i32
          %841 = llvm.insertelement %831, %840[%c0_i32_448 : i32] : vector<2xf16>
          %c1_i32_449 = arith.constant 1 : i32
          %842 = llvm.insertelement %832, %841[%c1_i32_449 : i32] : vector<2xf16>
          %843 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_450 = arith.constant 0 : i32
          %844 = llvm.insertelement %833, %843[%c0_i32_450 : i32] : vector<2xf16>
          %c1_i32_451 = arith.constant 1 : i32
          %845 = llvm.insertelement %834, %844[%c1_i32_451 : i32] : vector<2xf16>
          %846 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_452 = arith.constant 0 : i32
          %847 = llvm.insertelement %835, %846[%c0_i32_452 : i32] : vector<2xf16>
          %c1_i32_453 = arith.constant 1 : i32
          %848 = llvm.insertelement %836, %847[%c1_i32_453 : i32] : vector<2xf16>
          %849 = memref.load %alloca_173[] : memref<f16>
          %850 = memref.load %alloca_174[] : memref<f16>
          %851 = memref.load %alloca_175[] : memref<f16>
          %852 = memref.load %alloca_176[] : memref<f16>
          %853 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_454 = arith.constant 0 : i32
          %854 = llvm.insertelement %849, %853[%c0_i32_454 : i32] : vector<2xf16>
          %c1_i32_455 = arith.constant 1 : i32
          %855 = llvm.insertelement %850, %854[%c1_i32_455 : i32] : vector<2xf16>
          %856 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_456 = arith.constant 0 : i32
          %857 = llvm.insertelement %851, %856[%c0_i32_456 : i32] : vector<2xf16>
          %c1_i32_457 = arith.constant 1 : i32
          %858 = llvm.insertelement %852, %857[%c1_i32_457 : i32] : vector<2xf16>
          %859 = memref.load %alloca_135[] : memref<f32>
          %860 = memref.load %alloca_136[] : memref<f32>
          %861 = memref.load %alloca_137[] : memref<f32>
          %862 = memref.load %alloca_138[] : memref<f32>
          %863 = nvvm.mma.sync A[%839, %842, %845, %848]  B[%855, %858]  C[%859, %860, %861, %862]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %864 = llvm.extractvalue %863[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %864, %alloca_135[] : memref<f32>
          %865 = llvm.extractvalue %863[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %865, %alloca_136[] : memref<f32>
          %866 = llvm.extractvalue %863[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %866, %alloca_137[] : memref<f32>
          %867 = llvm.extractvalue %863[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %867, %alloca_138[] : memref<f32>
          %868 = memref.load %alloca_161[] : memref<f16>
          %869 = memref.load %alloca_162[] : memref<f16>
          %870 = memref.load %alloca_163[] : memref<f16>
          %871 = memref.load %alloca_164[] : memref<f16>
          %872 = memref.load %alloca_165[] : memref<f16>
          %873 = memref.load %alloca_166[] : memref<f16>
          %874 = memref.load %alloca_167[] : memref<f16>
          %875 = memref.load %alloca_168[] : memref<f16>
          %876 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_458 = arith.constant 0 : i32
          %877 = llvm.insertelement %868, %876[%c0_i32_458 : i32] : vector<2xf16>
          %c1_i32_459 = arith.constant 1 : i32
          %878 = llvm.insertelement %869, %877[%c1_i32_459 : i32] : vector<2xf16>
          %879 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_460 = arith.constant 0 : i32
          %880 = llvm.insertelement %870, %879[%c0_i32_460 : i32] : vector<2xf16>
          %c1_i32_461 = arith.constant 1 : i32
          %881 = llvm.insertelement %871, %880[%c1_i32_461 : i32] : vector<2xf16>
          %882 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_462 = arith.constant 0 : i32
          %883 = llvm.insertelement %872, %882[%c0_i32_462 : i32] : vector<2xf16>
          %c1_i32_463 = arith.constant 1 : i32
          %884 = llvm.insertelement %873, %883[%c1_i32_463 : i32] : vector<2xf16>
          %885 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_464 = arith.constant 0 : i32
          %886 = llvm.insertelement %874, %885[%c0_i32_464 : i32] : vector<2xf16>
          %c1_i32_465 = arith.constant 1 : i32
          %887 = llvm.insertelement %875, %886[%c1_i32_465 : i32] : vector<2xf16>
          %888 = memref.load %alloca_169[] : memref<f16>
          %889 = memref.load %alloca_170[] : memref<f16>
          %890 = memref.load %alloca_171[] : memref<f16>
          %891 = memref.load %alloca_172[] : memref<f16>
          %892 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_466 = arith.constant 0 : i32
          %893 = llvm.insertelement %888, %892[%c0_i32_466 : i32] : vector<2xf16>
          %c1_i32_467 = arith.constant 1 : i32
          %894 = llvm.insertelement %889, %893[%c1_i32_467 : i32] : vector<2xf16>
          %895 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_468 = arith.constant 0 : i32
          %896 = llvm.insertelement %890, %895[%c0_i32_468 : i32] : vector<2xf16>
          %c1_i32_469 = arith.constant 1 : i32
          %897 = llvm.insertelement %891, %896[%c1_i32_469 : i32] : vector<2xf16>
          %898 = memref.load %alloca_139[] : memref<f32>
          %899 = memref.load %alloca_140[] : memref<f32>
          %900 = memref.load %alloca_141[] : memref<f32>
          %901 = memref.load %alloca_142[] : memref<f32>
          %902 = nvvm.mma.sync A[%878, %881, %884, %887]  B[%894, %897]  C[%898, %899, %900, %901]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %903 = llvm.extractvalue %902[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %903, %alloca_139[] : memref<f32>
          %904 = llvm.extractvalue %902[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %904, %alloca_140[] : memref<f32>
          %905 = llvm.extractvalue %902[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %905, %alloca_141[] : memref<f32>
          %906 = llvm.extractvalue %902[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %906, %alloca_142[] : memref<f32>
          %907 = memref.load %alloca_161[] : memref<f16>
          %908 = memref.load %alloca_162[] : memref<f16>
          %909 = memref.load %alloca_163[] : memref<f16>
          %910 = memref.load %alloca_164[] : memref<f16>
          %911 = memref.load %alloca_165[] : memref<f16>
          %912 = memref.load %alloca_166[] : memref<f16>
          %913 = memref.load %alloca_167[] : memref<f16>
          %914 = memref.load %alloca_168[] : memref<f16>
          %915 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_470 = arith.constant 0 : i32
          %916 = llvm.insertelement %907, %915[%c0_i32_470 : i32] : vector<2xf16>
          %c1_i32_471 = arith.constant 1 : i32
          %917 = llvm.insertelement %908, %916[%c1_i32_471 : i32] : vector<2xf16>
          %918 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_472 = arith.constant 0 : i32
          %919 = llvm.insertelement %909, %918[%c0_i32_472 : i32] : vector<2xf16>
          %c1_i32_473 = arith.constant 1 : i32
          %920 = llvm.insertelement %910, %919[%c1_i32_473 : i32] : vector<2xf16>
          %921 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_474 = arith.constant 0 : i32
          %922 = llvm.insertelement %911, %921[%c0_i32_474 : i32] : vector<2xf16>
          %c1_i32_475 = arith.constant 1 : i32
          %923 = llvm.insertelement %912, %922[%c1_i32_475 : i32] : vector<2xf16>
          %924 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_476 = arith.constant 0 : i32
          %925 = llvm.insertelement %913, %924[%c0_i32_476 : i32] : vector<2xf16>
          %c1_i32_477 = arith.constant 1 : i32
          %926 = llvm.insertelement %914, %925[%c1_i32_477 : i32] : vector<2xf16>
          %927 = memref.load %alloca_173[] : memref<f16>
          %928 = memref.load %alloca_174[] : memref<f16>
          %929 = memref.load %alloca_175[] : memref<f16>
          %930 = memref.load %alloca_176[] : memref<f16>
          %931 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_478 = arith.constant 0 : i32
          %932 = llvm.insertelement %927, %931[%c0_i32_478 : i32] : vector<2xf16>
          %c1_i32_479 = arith.constant 1 : i32
          %933 = llvm.insertelement %928, %932[%c1_i32_479 : i32] : vector<2xf16>
          %934 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_480 = arith.constant 0 : i32
          %935 = llvm.insertelement %929, %934[%c0_i32_480 : i32] : vector<2xf16>
          %c1_i32_481 = arith.constant 1 : i32
          %936 = llvm.insertelement %930, %935[%c1_i32_481 : i32] : vector<2xf16>
          %937 = memref.load %alloca_143[] : memref<f32>
          %938 = memref.load %alloca_144[] : memref<f32>
          %939 = memref.load %alloca_145[] : memref<f32>
          %940 = memref.load %alloca_146[] : memref<f32>
          %941 = nvvm.mma.sync A[%917, %920, %923, %926]  B[%933, %936]  C[%937, %938, %939, %940]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %942 = llvm.extractvalue %941[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %942, %alloca_143[] : memref<f32>
          %943 = llvm.extractvalue %941[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %943, %alloca_144[] : memref<f32>
          %944 = llvm.extractvalue %941[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %944, %alloca_145[] : memref<f32>
          %945 = llvm.extractvalue %941[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %945, %alloca_146[] : memref<f32>
        }
        %484 = arith.addi %441, %437 : i64
        %485 = arith.addi %484, %432 : i64
        %486 = arith.addi %443, %439 : i64
        %c2_i64 = arith.constant 2 : i64
        %487 = arith.muli %433, %c2_i64 : i64
        %488 = arith.addi %486, %487 : i64
        %c70_i64_284 = arith.constant 70 : i64
        %489 = arith.cmpi slt, %485, %c70_i64_284 : i64
        %c40_i64_285 = arith.constant 40 : i64
        %490 = arith.cmpi slt, %488, %c40_i64_285 : i64
        %491 = arith.andi %489, %490 : i1
        scf.if %491 {
          %644 = memref.load %alloca_131[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %645 = arith.muli %488, %c70_i64_363 : i64
          %646 = arith.addi %485, %645 : i64
          %647 = llvm.getelementptr %425[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %644, %647 : f32, !llvm.ptr<1>
        }
        %492 = arith.addi %441, %437 : i64
        %493 = arith.addi %492, %432 : i64
        %494 = arith.addi %443, %439 : i64
        %c2_i64_286 = arith.constant 2 : i64
        %495 = arith.muli %433, %c2_i64_286 : i64
        %c1_i64_287 = arith.constant 1 : i64
        %496 = arith.addi %495, %c1_i64_287 : i64
        %497 = arith.addi %494, %496 : i64
        %c70_i64_288 = arith.constant 70 : i64
        %498 = arith.cmpi slt, %493, %c70_i64_288 : i64
        %c40_i64_289 = arith.constant 40 : i64
        %499 = arith.cmpi slt, %497, %c40_i64_289 : i64
        %500 = arith.andi %498, %499 : i1
        scf.if %500 {
          %644 = memref.load %alloca_132[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %645 = arith.muli %497, %c70_i64_363 : i64
          %646 = arith.addi %493, %645 : i64
          %647 = llvm.getelementptr %425[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %644, %647 : f32, !llvm.ptr<1>
        }
        %501 = arith.addi %441, %437 : i64
        %c8_i64_290 = arith.constant 8 : i64
        %502 = arith.addi %432, %c8_i64_290 : i64
        %503 = arith.addi %501, %502 : i64
        %504 = arith.addi %443, %439 : i64
        %c2_i64_291 = arith.constant 2 : i64
        %505 = arith.muli %433, %c2_i64_291 : i64
        %506 = arith.addi %504, %505 : i64
        %c70_i64_292 = arith.constant 70 : i64
        %507 = arith.cmpi slt, %503, %c70_i64_292 : i64
        %c40_i64_293 = arith.constant 40 : i64
        %508 = arith.cmpi slt, %506, %c40_i64_293 : i64
        %509 = arith.andi %507, %508 : i1
        scf.if %509 {
          %644 = memref.load %alloca_133[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %645 = arith.muli %506, %c70_i64_363 : i64
          %646 = arith.addi %503, %645 : i64
          %647 = llvm.getelementptr %425[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %644, %647 : f32, !llvm.ptr<1>
        }
        %510 = arith.addi %441, %437 : i64
        %c8_i64_294 = arith.constant 8 : i64
        %511 = arith.addi %432, %c8_i64_294 : i64
        %512 = arith.addi %510, %511 : i64
        %513 = arith.addi %443, %439 : i64
        %c2_i64_295 = arith.constant 2 : i64
        %514 = arith.muli %433, %c2_i64_295 : i64
        %c1_i64_296 = arith.constant 1 : i64
        %515 = arith.addi %514, %c1_i64_296 : i64
        %516 = arith.addi %513, %515 : i64
        %c70_i64_297 = arith.constant 70 : i64
        %517 = arith.cmpi slt, %512, %c70_i64_297 : i64
        %c40_i64_298 = arith.constant 40 : i64
        %518 = arith.cmpi slt, %516, %c40_i64_298 : i64
        %519 = arith.andi %517, %518 : i1
        scf.if %519 {
          %644 = memref.load %alloca_134[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %645 = arith.muli %516, %c70_i64_363 : i64
          %646 = arith.addi %512, %645 : i64
          %647 = llvm.getelementptr %425[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %644, %647 : f32, !llvm.ptr<1>
        }
        %520 = arith.addi %441, %437 : i64
        %521 = arith.addi %520, %432 : i64
        %522 = arith.addi %443, %439 : i64
        %c8_i64_299 = arith.constant 8 : i64
        %523 = arith.addi %522, %c8_i64_299 : i64
        %c2_i64_300 = arith.constant 2 : i64
        %524 = arith.muli %433, %c2_i64_300 : i64
        %525 = arith.addi %523, %524 : i64
        %c70_i64_301 = arith.constant 70 : i64
        %526 = arith.cmpi slt, %521, %c70_i64_301 : i64
        %c40_i64_302 = arith.constant 40 : i64
        %527 = arith.cmpi slt, %525, %c40_i64_302 : i64
        %528 = arith.andi %526, %527 : i1
        scf.if %528 {
          %644 = memref.load %alloca_135[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %645 = arith.muli %525, %c70_i64_363 : i64
          %646 = arith.addi %521, %645 : i64
          %647 = llvm.getelementptr %425[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %644, %647 : f32, !llvm.ptr<1>
        }
        %529 = arith.addi %441, %437 : i64
        %530 = arith.addi %529, %432 : i64
        %531 = arith.addi %443, %439 : i64
        %c8_i64_303 = arith.constant 8 : i64
        %532 = arith.addi %531, %c8_i64_303 : i64
        %c2_i64_304 = arith.constant 2 : i64
        %533 = arith.muli %433, %c2_i64_304 : i64
        %c1_i64_305 = arith.constant 1 : i64
        %534 = arith.addi %533, %c1_i64_305 : i64
        %535 = arith.addi %532, %534 : i64
        %c70_i64_306 = arith.constant 70 : i64
        %536 = arith.cmpi slt, %530, %c70_i64_306 : i64
        %c40_i64_307 = arith.constant 40 : i64
        %537 = arith.cmpi slt, %535, %c40_i64_307 : i64
        %538 = arith.andi %536, %537 : i1
        scf.if %538 {
          %644 = memref.load %alloca_136[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %645 = arith.muli %535, %c70_i64_363 : i64
          %646 = arith.addi %530, %645 : i64
          %647 = llvm.getelementptr %425[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %644, %647 : f32, !llvm.ptr<1>
        }
        %539 = arith.addi %441, %437 : i64
        %c8_i64_308 = arith.constant 8 : i64
        %540 = arith.addi %432, %c8_i64_308 : i64
        %541 = arith.addi %539, %540 : i64
        %542 = arith.addi %443, %439 : i64
        %c8_i64_309 = arith.constant 8 : i64
        %543 = arith.addi %542, %c8_i64_309 : i64
        %c2_i64_310 = arith.constant 2 : i64
        %544 = arith.muli %433, %c2_i64_310 : i64
        %545 = arith.addi %543, %544 : i64
        %c70_i64_311 = arith.constant 70 : i64
        %546 = arith.cmpi slt, %541, %c70_i64_311 : i64
        %c40_i64_312 = arith.constant 40 : i64
        %547 = arith.cmpi slt, %545, %c40_i64_312 : i64
        %548 = arith.andi %546, %547 : i1
        scf.if %548 {
          %644 = memref.load %alloca_137[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %645 = arith.muli %545, %c70_i64_363 : i64
          %646 = arith.addi %541, %645 : i64
          %647 = llvm.getelementptr %425[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %644, %647 : f32, !llvm.ptr<1>
        }
        %549 = arith.addi %441, %437 : i64
        %c8_i64_313 = arith.constant 8 : i64
        %550 = arith.addi %432, %c8_i64_313 : i64
        %551 = arith.addi %549, %550 : i64
        %552 = arith.addi %443, %439 : i64
        %c8_i64_314 = arith.constant 8 : i64
        %553 = arith.addi %552, %c8_i64_314 : i64
        %c2_i64_315 = arith.constant 2 : i64
        %554 = arith.muli %433, %c2_i64_315 : i64
        %c1_i64_316 = arith.constant 1 : i64
        %555 = arith.addi %554, %c1_i64_316 : i64
        %556 = arith.addi %553, %555 : i64
        %c70_i64_317 = arith.constant 70 : i64
        %557 = arith.cmpi slt, %551, %c70_i64_317 : i64
        %c40_i64_318 = arith.constant 40 : i64
        %558 = arith.cmpi slt, %556, %c40_i64_318 : i64
        %559 = arith.andi %557, %558 : i1
        scf.if %559 {
          %644 = memref.load %alloca_138[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %645 = arith.muli %556, %c70_i64_363 : i64
          %646 = arith.addi %551, %645 : i64
          %647 = llvm.getelementptr %425[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %644, %647 : f32, !llvm.ptr<1>
        }
        %560 = arith.addi %441, %437 : i64
        %c16_i64_319 = arith.constant 16 : i64
        %561 = arith.addi %560, %c16_i64_319 : i64
        %562 = arith.addi %561, %432 : i64
        %563 = arith.addi %443, %439 : i64
        %c2_i64_320 = arith.constant 2 : i64
        %564 = arith.muli %433, %c2_i64_320 : i64
        %565 = arith.addi %563, %564 : i64
        %c70_i64_321 = arith.constant 70 : i64
        %566 = arith.cmpi slt, %562, %c70_i64_321 : i64
        %c40_i64_322 = arith.constant 40 : i64
        %567 = arith.cmpi slt, %565, %c40_i64_322 : i64
        %568 = arith.andi %566, %567 : i1
        scf.if %568 {
          %644 = memref.load %alloca_139[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %645 = arith.muli %565, %c70_i64_363 : i64
          %646 = arith.addi %562, %645 : i64
          %647 = llvm.getelementptr %425[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %644, %647 : f32, !llvm.ptr<1>
        }
        %569 = arith.addi %441, %437 : i64
        %c16_i64_323 = arith.constant 16 : i64
        %570 = arith.addi %569, %c16_i64_323 : i64
        %571 = arith.addi %570, %432 : i64
        %572 = arith.addi %443, %439 : i64
        %c2_i64_324 = arith.constant 2 : i64
        %573 = arith.muli %433, %c2_i64_324 : i64
        %c1_i64_325 = arith.constant 1 : i64
        %574 = arith.addi %573, %c1_i64_325 : i64
        %575 = arith.addi %572, %574 : i64
        %c70_i64_326 = arith.constant 70 : i64
        %576 = arith.cmpi slt, %571, %c70_i64_326 : i64
        %c40_i64_327 = arith.constant 40 : i64
        %577 = arith.cmpi slt, %575, %c40_i64_327 : i64
        %578 = arith.andi %576, %577 : i1
        scf.if %578 {
          %644 = memref.load %alloca_140[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %645 = arith.muli %575, %c70_i64_363 : i64
          %646 = arith.addi %571, %645 : i64
          %647 = llvm.getelementptr %425[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %644, %647 : f32, !llvm.ptr<1>
        }
        %579 = arith.addi %441, %437 : i64
        %c16_i64_328 = arith.constant 16 : i64
        %580 = arith.addi %579, %c16_i64_328 : i64
        %c8_i64_329 = arith.constant 8 : i64
        %581 = arith.addi %432, %c8_i64_329 : i64
        %582 = arith.addi %580, %581 : i64
        %583 = arith.addi %443, %439 : i64
        %c2_i64_330 = arith.constant 2 : i64
        %584 = arith.muli %433, %c2_i64_330 : i64
        %585 = arith.addi %583, %584 : i64
        %c70_i64_331 = arith.constant 70 : i64
        %586 = arith.cmpi slt, %582, %c70_i64_331 : i64
        %c40_i64_332 = arith.constant 40 : i64
        %587 = arith.cmpi slt, %585, %c40_i64_332 : i64
        %588 = arith.andi %586, %587 : i1
        scf.if %588 {
          %644 = memref.load %alloca_141[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %645 = arith.muli %585, %c70_i64_363 : i64
          %646 = arith.addi %582, %645 : i64
          %647 = llvm.getelementptr %425[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %644, %647 : f32, !llvm.ptr<1>
        }
        %589 = arith.addi %441, %437 : i64
        %c16_i64_333 = arith.constant 16 : i64
        %590 = arith.addi %589, %c16_i64_333 : i64
        %c8_i64_334 = arith.constant 8 : i64
        %591 = arith.addi %432, %c8_i64_334 : i64
        %592 = arith.addi %590, %591 : i64
        %593 = arith.addi %443, %439 : i64
        %c2_i64_335 = arith.constant 2 : i64
        %594 = arith.muli %433, %c2_i64_335 : i64
        %c1_i64_336 = arith.constant 1 : i64
        %595 = arith.addi %594, %c1_i64_336 : i64
        %596 = arith.addi %593, %595 : i64
        %c70_i64_337 = arith.constant 70 : i64
        %597 = arith.cmpi slt, %592, %c70_i64_337 : i64
        %c40_i64_338 = arith.constant 40 : i64
        %598 = arith.cmpi slt, %596, %c40_i64_338 : i64
        %599 = arith.andi %597, %598 : i1
        scf.if %599 {
          %644 = memref.load %alloca_142[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %645 = arith.muli %596, %c70_i64_363 : i64
          %646 = arith.addi %592, %645 : i64
          %647 = llvm.getelementptr %425[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %644, %647 : f32, !llvm.ptr<1>
        }
        %600 = arith.addi %441, %437 : i64
        %c16_i64_339 = arith.constant 16 : i64
        %601 = arith.addi %600, %c16_i64_339 : i64
        %602 = arith.addi %601, %432 : i64
        %603 = arith.addi %443, %439 : i64
        %c8_i64_340 = arith.constant 8 : i64
        %604 = arith.addi %603, %c8_i64_340 : i64
        %c2_i64_341 = arith.constant 2 : i64
        %605 = arith.muli %433, %c2_i64_341 : i64
        %606 = arith.addi %604, %605 : i64
        %c70_i64_342 = arith.constant 70 : i64
        %607 = arith.cmpi slt, %602, %c70_i64_342 : i64
        %c40_i64_343 = arith.constant 40 : i64
        %608 = arith.cmpi slt, %606, %c40_i64_343 : i64
        %609 = arith.andi %607, %608 : i1
        scf.if %609 {
          %644 = memref.load %alloca_143[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %645 = arith.muli %606, %c70_i64_363 : i64
          %646 = arith.addi %602, %645 : i64
          %647 = llvm.getelementptr %425[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %644, %647 : f32, !llvm.ptr<1>
        }
        %610 = arith.addi %441, %437 : i64
        %c16_i64_344 = arith.constant 16 : i64
        %611 = arith.addi %610, %c16_i64_344 : i64
        %612 = arith.addi %611, %432 : i64
        %613 = arith.addi %443, %439 : i64
        %c8_i64_345 = arith.constant 8 : i64
        %614 = arith.addi %613, %c8_i64_345 : i64
        %c2_i64_346 = arith.constant 2 : i64
        %615 = arith.muli %433, %c2_i64_346 : i64
        %c1_i64_347 = arith.constant 1 : i64
        %616 = arith.addi %615, %c1_i64_347 : i64
        %617 = arith.addi %614, %616 : i64
        %c70_i64_348 = arith.constant 70 : i64
        %618 = arith.cmpi slt, %612, %c70_i64_348 : i64
        %c40_i64_349 = arith.constant 40 : i64
        %619 = arith.cmpi slt, %617, %c40_i64_349 : i64
        %620 = arith.andi %618, %619 : i1
        scf.if %620 {
          %644 = memref.load %alloca_144[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %645 = arith.muli %617, %c70_i64_363 : i64
          %646 = arith.addi %612, %645 : i64
          %647 = llvm.getelementptr %425[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %644, %647 : f32, !llvm.ptr<1>
        }
        %621 = arith.addi %441, %437 : i64
        %c16_i64_350 = arith.constant 16 : i64
        %622 = arith.addi %621, %c16_i64_350 : i64
        %c8_i64_351 = arith.constant 8 : i64
        %623 = arith.addi %432, %c8_i64_351 : i64
        %624 = arith.addi %622, %623 : i64
        %625 = arith.addi %443, %439 : i64
        %c8_i64_352 = arith.constant 8 : i64
        %626 = arith.addi %625, %c8_i64_352 : i64
        %c2_i64_353 = arith.constant 2 : i64
        %627 = arith.muli %433, %c2_i64_353 : i64
        %628 = arith.addi %626, %627 : i64
        %c70_i64_354 = arith.constant 70 : i64
        %629 = arith.cmpi slt, %624, %c70_i64_354 : i64
        %c40_i64_355 = arith.constant 40 : i64
        %630 = arith.cmpi slt, %628, %c40_i64_355 : i64
        %631 = arith.andi %629, %630 : i1
        scf.if %631 {
          %644 = memref.load %alloca_145[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %645 = arith.muli %628, %c70_i64_363 : i64
          %646 = arith.addi %624, %645 : i64
          %647 = llvm.getelementptr %425[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %644, %647 : f32, !llvm.ptr<1>
        }
        %632 = arith.addi %441, %437 : i64
        %c16_i64_356 = arith.constant 16 : i64
        %633 = arith.addi %632, %c16_i64_356 : i64
        %c8_i64_357 = arith.constant 8 : i64
        %634 = arith.addi %432, %c8_i64_357 : i64
        %635 = arith.addi %633, %634 : i64
        %636 = arith.addi %443, %439 : i64
        %c8_i64_358 = arith.constant 8 : i64
        %637 = arith.addi %636, %c8_i64_358 : i64
        %c2_i64_359 = arith.constant 2 : i64
        %638 = arith.muli %433, %c2_i64_359 : i64
        %c1_i64_360 = arith.constant 1 : i64
        %639 = arith.addi %638, %c1_i64_360 : i64
        %640 = arith.addi %637, %639 : i64
        %c70_i64_361 = arith.constant 70 : i64
        %641 = arith.cmpi slt, %635, %c70_i64_361 : i64
        %c40_i64_362 = arith.constant 40 : i64
        %642 = arith.cmpi slt, %640, %c40_i64_362 : i64
        %643 = arith.andi %641, %642 : i1
        scf.if %643 {
          %644 = memref.load %alloca_146[] : memref<f32>
          %c70_i64_363 = arith.constant 70 : i64
          %645 = arith.muli %640, %c70_i64_363 : i64
          %646 = arith.addi %635, %645 : i64
          %647 = llvm.getelementptr %425[%646] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %644, %647 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
