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
      %alloca_195 = memref.alloca() : memref<f16>
      %alloca_196 = memref.alloca() : memref<f16>
      %alloca_197 = memref.alloca() : memref<f16>
      %alloca_198 = memref.alloca() : memref<f16>
      %alloca_199 = memref.alloca() : memref<f16>
      %alloca_200 = memref.alloca() : memref<f16>
      %alloca_201 = memref.alloca() : memref<f16>
      %alloca_202 = memref.alloca() : memref<f16>
      %alloca_203 = memref.alloca() : memref<f16>
      %alloca_204 = memref.alloca() : memref<f16>
      %alloca_205 = memref.alloca() : memref<f16>
      %alloca_206 = memref.alloca() : memref<f16>
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
      %c32_i64_207 = arith.constant 32 : i64
      %352 = arith.remsi %350, %c32_i64_207 : i64
      %c4_i64 = arith.constant 4 : i64
      %353 = arith.divsi %352, %c4_i64 : i64
      %c4_i64_208 = arith.constant 4 : i64
      %354 = arith.remsi %352, %c4_i64_208 : i64
      %c20_i64 = arith.constant 20 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg48 = %351 to %c20_i64 step %c16_i64  : i64 {
        %c5_i64_264 = arith.constant 5 : i64
        %440 = arith.remsi %arg48, %c5_i64_264 : i64
        %c5_i64_265 = arith.constant 5 : i64
        %441 = arith.divsi %arg48, %c5_i64_265 : i64
        %c8_i64_266 = arith.constant 8 : i64
        %442 = arith.muli %440, %c8_i64_266 : i64
        %c8_i64_267 = arith.constant 8 : i64
        %443 = arith.muli %441, %c8_i64_267 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_268 = arith.constant 0.000000e+00 : f64
        memref.store %cst_268, %alloca_80[] : memref<f64>
        %444 = arith.addi %442, %353 : i64
        %c36_i64 = arith.constant 36 : i64
        %445 = arith.minsi %444, %c36_i64 : i64
        %446 = arith.addi %443, %353 : i64
        %c28_i64 = arith.constant 28 : i64
        %447 = arith.minsi %446, %c28_i64 : i64
        %c0_i64_269 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_270 = arith.constant 4 : i64
        scf.for %arg49 = %c0_i64_269 to %c12_i64 step %c4_i64_270  : i64 {
          %482 = arith.addi %arg49, %354 : i64
          %483 = arith.addi %arg49, %354 : i64
          %c37_i64_282 = arith.constant 37 : i64
          %484 = arith.muli %482, %c37_i64_282 : i64
          %485 = arith.addi %445, %484 : i64
          %486 = llvm.getelementptr %342[%485] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %487 = llvm.load %486 : !llvm.ptr<1> -> f64
          %c13_i64_283 = arith.constant 13 : i64
          %488 = arith.muli %447, %c13_i64_283 : i64
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
        %c12_i64_271 = arith.constant 12 : i64
        %448 = arith.addi %c12_i64_271, %354 : i64
        %c12_i64_272 = arith.constant 12 : i64
        %449 = arith.addi %c12_i64_272, %354 : i64
        %c12_i64_273 = arith.constant 12 : i64
        %450 = arith.minsi %448, %c12_i64_273 : i64
        %c37_i64 = arith.constant 37 : i64
        %451 = arith.muli %450, %c37_i64 : i64
        %452 = arith.addi %445, %451 : i64
        %453 = llvm.getelementptr %342[%452] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %454 = llvm.load %453 : !llvm.ptr<1> -> f64
        memref.store %454, %alloca_81[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %455 = arith.cmpi sge, %448, %c13_i64 : i64
        scf.if %455 {
          %cst_282 = arith.constant 0.000000e+00 : f64
          memref.store %cst_282, %alloca_81[] : memref<f64>
        }
        %c12_i64_274 = arith.constant 12 : i64
        %456 = arith.minsi %449, %c12_i64_274 : i64
        %c13_i64_275 = arith.constant 13 : i64
        %457 = arith.muli %447, %c13_i64_275 : i64
        %458 = arith.addi %456, %457 : i64
        %459 = llvm.getelementptr %344[%458] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %460 = llvm.load %459 : !llvm.ptr<1> -> f64
        memref.store %460, %alloca_82[] : memref<f64>
        %c13_i64_276 = arith.constant 13 : i64
        %461 = arith.cmpi sge, %449, %c13_i64_276 : i64
        scf.if %461 {
          %cst_282 = arith.constant 0.000000e+00 : f64
          memref.store %cst_282, %alloca_82[] : memref<f64>
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
        %c37_i64_277 = arith.constant 37 : i64
        %472 = arith.cmpi slt, %469, %c37_i64_277 : i64
        %c29_i64 = arith.constant 29 : i64
        %473 = arith.cmpi slt, %471, %c29_i64 : i64
        %474 = arith.andi %472, %473 : i1
        scf.if %474 {
          %cst_282 = arith.constant 5.000000e-01 : f64
          %c37_i64_283 = arith.constant 37 : i64
          %482 = arith.muli %471, %c37_i64_283 : i64
          %483 = arith.addi %469, %482 : i64
          %484 = llvm.getelementptr %346[%483] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %485 = llvm.load %484 : !llvm.ptr<1> -> f64
          %486 = memref.load %alloca[] : memref<f64>
          %487 = arith.mulf %arg0, %486 : f64
          %488 = llvm.intr.fma(%cst_282, %485, %487) : (f64, f64, f64) -> f64
          %c37_i64_284 = arith.constant 37 : i64
          %489 = arith.muli %471, %c37_i64_284 : i64
          %490 = arith.addi %469, %489 : i64
          %491 = llvm.getelementptr %346[%490] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %488, %491 : f64, !llvm.ptr<1>
        }
        %475 = arith.addi %442, %353 : i64
        %c2_i64_278 = arith.constant 2 : i64
        %476 = arith.muli %354, %c2_i64_278 : i64
        %c1_i64_279 = arith.constant 1 : i64
        %477 = arith.addi %476, %c1_i64_279 : i64
        %478 = arith.addi %443, %477 : i64
        %c37_i64_280 = arith.constant 37 : i64
        %479 = arith.cmpi slt, %475, %c37_i64_280 : i64
        %c29_i64_281 = arith.constant 29 : i64
        %480 = arith.cmpi slt, %478, %c29_i64_281 : i64
        %481 = arith.andi %479, %480 : i1
        scf.if %481 {
          %cst_282 = arith.constant 5.000000e-01 : f64
          %c37_i64_283 = arith.constant 37 : i64
          %482 = arith.muli %478, %c37_i64_283 : i64
          %483 = arith.addi %475, %482 : i64
          %484 = llvm.getelementptr %346[%483] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %485 = llvm.load %484 : !llvm.ptr<1> -> f64
          %486 = memref.load %alloca_80[] : memref<f64>
          %487 = arith.mulf %arg0, %486 : f64
          %488 = llvm.intr.fma(%cst_282, %485, %487) : (f64, f64, f64) -> f64
          %c37_i64_284 = arith.constant 37 : i64
          %489 = arith.muli %478, %c37_i64_284 : i64
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
      %thread_id_x_209 = gpu.thread_id  x
      %359 = arith.index_cast %thread_id_x_209 : index to i64
      %c64_i64_210 = arith.constant 64 : i64
      %thread_id_y_211 = gpu.thread_id  y
      %360 = arith.index_cast %thread_id_y_211 : index to i64
      %361 = arith.muli %c64_i64_210, %360 : i64
      %362 = arith.addi %359, %361 : i64
      %c32_i64_212 = arith.constant 32 : i64
      %363 = arith.divsi %362, %c32_i64_212 : i64
      %c32_i64_213 = arith.constant 32 : i64
      %364 = arith.remsi %362, %c32_i64_213 : i64
      %c4_i64_214 = arith.constant 4 : i64
      %365 = arith.divsi %364, %c4_i64_214 : i64
      %c4_i64_215 = arith.constant 4 : i64
      %366 = arith.remsi %364, %c4_i64_215 : i64
      %c5_i64 = arith.constant 5 : i64
      %c16_i64_216 = arith.constant 16 : i64
      scf.for %arg48 = %363 to %c5_i64 step %c16_i64_216  : i64 {
        %c5_i64_264 = arith.constant 5 : i64
        %440 = arith.remsi %arg48, %c5_i64_264 : i64
        %c5_i64_265 = arith.constant 5 : i64
        %441 = arith.divsi %arg48, %c5_i64_265 : i64
        %c8_i64_266 = arith.constant 8 : i64
        %442 = arith.muli %440, %c8_i64_266 : i64
        %c8_i64_267 = arith.constant 8 : i64
        %443 = arith.muli %441, %c8_i64_267 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_83[] : memref<f64>
        %cst_268 = arith.constant 0.000000e+00 : f64
        memref.store %cst_268, %alloca_84[] : memref<f64>
        %444 = arith.addi %442, %365 : i64
        %c36_i64 = arith.constant 36 : i64
        %445 = arith.minsi %444, %c36_i64 : i64
        %446 = arith.addi %443, %365 : i64
        %c0_i64_269 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_270 = arith.constant 4 : i64
        scf.for %arg49 = %c0_i64_269 to %c12_i64 step %c4_i64_270  : i64 {
          %477 = arith.addi %arg49, %366 : i64
          %478 = arith.addi %arg49, %366 : i64
          %c37_i64_281 = arith.constant 37 : i64
          %479 = arith.muli %477, %c37_i64_281 : i64
          %480 = arith.addi %445, %479 : i64
          %481 = llvm.getelementptr %342[%480] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %482 = llvm.load %481 : !llvm.ptr<1> -> f64
          %c16_i64_282 = arith.constant 16 : i64
          %483 = arith.muli %446, %c16_i64_282 : i64
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
        %c12_i64_271 = arith.constant 12 : i64
        %447 = arith.addi %c12_i64_271, %366 : i64
        %c12_i64_272 = arith.constant 12 : i64
        %448 = arith.addi %c12_i64_272, %366 : i64
        %c12_i64_273 = arith.constant 12 : i64
        %449 = arith.minsi %447, %c12_i64_273 : i64
        %c37_i64 = arith.constant 37 : i64
        %450 = arith.muli %449, %c37_i64 : i64
        %451 = arith.addi %445, %450 : i64
        %452 = llvm.getelementptr %342[%451] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %453 = llvm.load %452 : !llvm.ptr<1> -> f64
        memref.store %453, %alloca_85[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %454 = arith.cmpi sge, %447, %c13_i64 : i64
        scf.if %454 {
          %cst_281 = arith.constant 0.000000e+00 : f64
          memref.store %cst_281, %alloca_85[] : memref<f64>
        }
        %c12_i64_274 = arith.constant 12 : i64
        %455 = arith.minsi %448, %c12_i64_274 : i64
        %c16_i64_275 = arith.constant 16 : i64
        %456 = arith.muli %446, %c16_i64_275 : i64
        %457 = arith.addi %455, %456 : i64
        %458 = llvm.getelementptr %356[%457] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %459 = llvm.load %458 : !llvm.ptr<1> -> f64
        memref.store %459, %alloca_86[] : memref<f64>
        %c13_i64_276 = arith.constant 13 : i64
        %460 = arith.cmpi sge, %448, %c13_i64_276 : i64
        scf.if %460 {
          %cst_281 = arith.constant 0.000000e+00 : f64
          memref.store %cst_281, %alloca_86[] : memref<f64>
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
        %c37_i64_277 = arith.constant 37 : i64
        %471 = arith.cmpi slt, %468, %c37_i64_277 : i64
        scf.if %471 {
          %477 = memref.load %alloca_83[] : memref<f64>
          %478 = arith.mulf %arg0, %477 : f64
          %c37_i64_281 = arith.constant 37 : i64
          %479 = arith.muli %470, %c37_i64_281 : i64
          %480 = arith.addi %468, %479 : i64
          %481 = llvm.getelementptr %358[%480] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %478, %481 : f64, !llvm.ptr<1>
        }
        %472 = arith.addi %442, %365 : i64
        %c2_i64_278 = arith.constant 2 : i64
        %473 = arith.muli %366, %c2_i64_278 : i64
        %c1_i64_279 = arith.constant 1 : i64
        %474 = arith.addi %473, %c1_i64_279 : i64
        %475 = arith.addi %443, %474 : i64
        %c37_i64_280 = arith.constant 37 : i64
        %476 = arith.cmpi slt, %472, %c37_i64_280 : i64
        scf.if %476 {
          %477 = memref.load %alloca_84[] : memref<f64>
          %478 = arith.mulf %arg0, %477 : f64
          %c37_i64_281 = arith.constant 37 : i64
          %479 = arith.muli %475, %c37_i64_281 : i64
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
      %thread_id_x_217 = gpu.thread_id  x
      %373 = arith.index_cast %thread_id_x_217 : index to i64
      %c64_i64_218 = arith.constant 64 : i64
      %thread_id_y_219 = gpu.thread_id  y
      %374 = arith.index_cast %thread_id_y_219 : index to i64
      %375 = arith.muli %c64_i64_218, %374 : i64
      %376 = arith.addi %373, %375 : i64
      %c32_i64_220 = arith.constant 32 : i64
      %377 = arith.divsi %376, %c32_i64_220 : i64
      %c32_i64_221 = arith.constant 32 : i64
      %378 = arith.remsi %376, %c32_i64_221 : i64
      %c4_i64_222 = arith.constant 4 : i64
      %379 = arith.divsi %378, %c4_i64_222 : i64
      %c4_i64_223 = arith.constant 4 : i64
      %380 = arith.remsi %378, %c4_i64_223 : i64
      %c9_i64 = arith.constant 9 : i64
      %c16_i64_224 = arith.constant 16 : i64
      scf.for %arg48 = %377 to %c9_i64 step %c16_i64_224  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %440 = arith.remsi %arg48, %c3_i64 : i64
        %c3_i64_264 = arith.constant 3 : i64
        %441 = arith.divsi %arg48, %c3_i64_264 : i64
        %c16_i64_265 = arith.constant 16 : i64
        %442 = arith.muli %440, %c16_i64_265 : i64
        %c8_i64_266 = arith.constant 8 : i64
        %443 = arith.muli %441, %c8_i64_266 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_87[] : memref<f32>
        %cst_267 = arith.constant 0.000000e+00 : f32
        memref.store %cst_267, %alloca_88[] : memref<f32>
        %cst_268 = arith.constant 0.000000e+00 : f32
        memref.store %cst_268, %alloca_89[] : memref<f32>
        %cst_269 = arith.constant 0.000000e+00 : f32
        memref.store %cst_269, %alloca_90[] : memref<f32>
        %444 = arith.addi %442, %379 : i64
        %c44_i64 = arith.constant 44 : i64
        %445 = arith.minsi %444, %c44_i64 : i64
        %446 = arith.addi %442, %379 : i64
        %c44_i64_270 = arith.constant 44 : i64
        %447 = arith.minsi %446, %c44_i64_270 : i64
        %c8_i64_271 = arith.constant 8 : i64
        %448 = arith.addi %379, %c8_i64_271 : i64
        %449 = arith.addi %442, %448 : i64
        %c44_i64_272 = arith.constant 44 : i64
        %450 = arith.minsi %449, %c44_i64_272 : i64
        %c8_i64_273 = arith.constant 8 : i64
        %451 = arith.addi %379, %c8_i64_273 : i64
        %452 = arith.addi %442, %451 : i64
        %c44_i64_274 = arith.constant 44 : i64
        %453 = arith.minsi %452, %c44_i64_274 : i64
        %454 = arith.addi %442, %379 : i64
        %c44_i64_275 = arith.constant 44 : i64
        %455 = arith.minsi %454, %c44_i64_275 : i64
        %456 = arith.addi %442, %379 : i64
        %c44_i64_276 = arith.constant 44 : i64
        %457 = arith.minsi %456, %c44_i64_276 : i64
        %c8_i64_277 = arith.constant 8 : i64
        %458 = arith.addi %379, %c8_i64_277 : i64
        %459 = arith.addi %442, %458 : i64
        %c44_i64_278 = arith.constant 44 : i64
        %460 = arith.minsi %459, %c44_i64_278 : i64
        %c8_i64_279 = arith.constant 8 : i64
        %461 = arith.addi %379, %c8_i64_279 : i64
        %462 = arith.addi %442, %461 : i64
        %c44_i64_280 = arith.constant 44 : i64
        %463 = arith.minsi %462, %c44_i64_280 : i64
        %464 = arith.addi %443, %379 : i64
        %c18_i64 = arith.constant 18 : i64
        %465 = arith.minsi %464, %c18_i64 : i64
        %466 = arith.addi %443, %379 : i64
        %c18_i64_281 = arith.constant 18 : i64
        %467 = arith.minsi %466, %c18_i64_281 : i64
        %468 = arith.addi %443, %379 : i64
        %c18_i64_282 = arith.constant 18 : i64
        %469 = arith.minsi %468, %c18_i64_282 : i64
        %470 = arith.addi %443, %379 : i64
        %c18_i64_283 = arith.constant 18 : i64
        %471 = arith.minsi %470, %c18_i64_283 : i64
        %c0_i64_284 = arith.constant 0 : i64
        %c16_i64_285 = arith.constant 16 : i64
        %c16_i64_286 = arith.constant 16 : i64
        scf.for %arg49 = %c0_i64_284 to %c16_i64_285 step %c16_i64_286  : i64 {
          %c2_i64_378 = arith.constant 2 : i64
          %644 = arith.muli %380, %c2_i64_378 : i64
          %645 = arith.addi %arg49, %644 : i64
          %c2_i64_379 = arith.constant 2 : i64
          %646 = arith.muli %380, %c2_i64_379 : i64
          %c1_i64_380 = arith.constant 1 : i64
          %647 = arith.addi %646, %c1_i64_380 : i64
          %648 = arith.addi %arg49, %647 : i64
          %c2_i64_381 = arith.constant 2 : i64
          %649 = arith.muli %380, %c2_i64_381 : i64
          %650 = arith.addi %arg49, %649 : i64
          %c2_i64_382 = arith.constant 2 : i64
          %651 = arith.muli %380, %c2_i64_382 : i64
          %c1_i64_383 = arith.constant 1 : i64
          %652 = arith.addi %651, %c1_i64_383 : i64
          %653 = arith.addi %arg49, %652 : i64
          %c2_i64_384 = arith.constant 2 : i64
          %654 = arith.muli %380, %c2_i64_384 : i64
          %c8_i64_385 = arith.constant 8 : i64
          %655 = arith.addi %654, %c8_i64_385 : i64
          %656 = arith.addi %arg49, %655 : i64
          %c2_i64_386 = arith.constant 2 : i64
          %657 = arith.muli %380, %c2_i64_386 : i64
          %c9_i64_387 = arith.constant 9 : i64
          %658 = arith.addi %657, %c9_i64_387 : i64
          %659 = arith.addi %arg49, %658 : i64
          %c2_i64_388 = arith.constant 2 : i64
          %660 = arith.muli %380, %c2_i64_388 : i64
          %c8_i64_389 = arith.constant 8 : i64
          %661 = arith.addi %660, %c8_i64_389 : i64
          %662 = arith.addi %arg49, %661 : i64
          %c2_i64_390 = arith.constant 2 : i64
          %663 = arith.muli %380, %c2_i64_390 : i64
          %c9_i64_391 = arith.constant 9 : i64
          %664 = arith.addi %663, %c9_i64_391 : i64
          %665 = arith.addi %arg49, %664 : i64
          %c2_i64_392 = arith.constant 2 : i64
          %666 = arith.muli %380, %c2_i64_392 : i64
          %667 = arith.addi %arg49, %666 : i64
          %c2_i64_393 = arith.constant 2 : i64
          %668 = arith.muli %380, %c2_i64_393 : i64
          %c1_i64_394 = arith.constant 1 : i64
          %669 = arith.addi %668, %c1_i64_394 : i64
          %670 = arith.addi %arg49, %669 : i64
          %c2_i64_395 = arith.constant 2 : i64
          %671 = arith.muli %380, %c2_i64_395 : i64
          %c8_i64_396 = arith.constant 8 : i64
          %672 = arith.addi %671, %c8_i64_396 : i64
          %673 = arith.addi %arg49, %672 : i64
          %c2_i64_397 = arith.constant 2 : i64
          %674 = arith.muli %380, %c2_i64_397 : i64
          %c9_i64_398 = arith.constant 9 : i64
          %675 = arith.addi %674, %c9_i64_398 : i64
          %676 = arith.addi %arg49, %675 : i64
          %c21_i64_399 = arith.constant 21 : i64
          %677 = arith.muli %445, %c21_i64_399 : i64
          %678 = arith.addi %645, %677 : i64
          %679 = llvm.getelementptr %368[%678] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %680 = llvm.load %679 : !llvm.ptr<1> -> f16
          %c21_i64_400 = arith.constant 21 : i64
          %681 = arith.muli %447, %c21_i64_400 : i64
          %682 = arith.addi %648, %681 : i64
          %683 = llvm.getelementptr %368[%682] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %684 = llvm.load %683 : !llvm.ptr<1> -> f16
          %c21_i64_401 = arith.constant 21 : i64
          %685 = arith.muli %450, %c21_i64_401 : i64
          %686 = arith.addi %650, %685 : i64
          %687 = llvm.getelementptr %368[%686] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %688 = llvm.load %687 : !llvm.ptr<1> -> f16
          %c21_i64_402 = arith.constant 21 : i64
          %689 = arith.muli %453, %c21_i64_402 : i64
          %690 = arith.addi %653, %689 : i64
          %691 = llvm.getelementptr %368[%690] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %692 = llvm.load %691 : !llvm.ptr<1> -> f16
          %c21_i64_403 = arith.constant 21 : i64
          %693 = arith.muli %455, %c21_i64_403 : i64
          %694 = arith.addi %656, %693 : i64
          %695 = llvm.getelementptr %368[%694] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %696 = llvm.load %695 : !llvm.ptr<1> -> f16
          %c21_i64_404 = arith.constant 21 : i64
          %697 = arith.muli %457, %c21_i64_404 : i64
          %698 = arith.addi %659, %697 : i64
          %699 = llvm.getelementptr %368[%698] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %700 = llvm.load %699 : !llvm.ptr<1> -> f16
          %c21_i64_405 = arith.constant 21 : i64
          %701 = arith.muli %460, %c21_i64_405 : i64
          %702 = arith.addi %662, %701 : i64
          %703 = llvm.getelementptr %368[%702] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %704 = llvm.load %703 : !llvm.ptr<1> -> f16
          %c21_i64_406 = arith.constant 21 : i64
          %705 = arith.muli %463, %c21_i64_406 : i64
          %706 = arith.addi %665, %705 : i64
          %707 = llvm.getelementptr %368[%706] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %708 = llvm.load %707 : !llvm.ptr<1> -> f16
          %c21_i64_407 = arith.constant 21 : i64
          %709 = arith.muli %465, %c21_i64_407 : i64
          %710 = arith.addi %667, %709 : i64
          %711 = llvm.getelementptr %370[%710] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %712 = llvm.load %711 : !llvm.ptr<1> -> f16
          %c21_i64_408 = arith.constant 21 : i64
          %713 = arith.muli %467, %c21_i64_408 : i64
          %714 = arith.addi %670, %713 : i64
          %715 = llvm.getelementptr %370[%714] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %716 = llvm.load %715 : !llvm.ptr<1> -> f16
          %c21_i64_409 = arith.constant 21 : i64
          %717 = arith.muli %469, %c21_i64_409 : i64
          %718 = arith.addi %673, %717 : i64
          %719 = llvm.getelementptr %370[%718] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %720 = llvm.load %719 : !llvm.ptr<1> -> f16
          %c21_i64_410 = arith.constant 21 : i64
          %721 = arith.muli %471, %c21_i64_410 : i64
          %722 = arith.addi %676, %721 : i64
          %723 = llvm.getelementptr %370[%722] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %724 = llvm.load %723 : !llvm.ptr<1> -> f16
          %725 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_411 = arith.constant 0 : i32
          %726 = llvm.insertelement %680, %725[%c0_i32_411 : i32] : vector<2xf16>
          %c1_i32_412 = arith.constant 1 : i32
          %727 = llvm.insertelement %684, %726[%c1_i32_412 : i32] : vector<2xf16>
          %728 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_413 = arith.constant 0 : i32
          %729 = llvm.insertelement %688, %728[%c0_i32_413 : i32] : vector<2xf16>
          %c1_i32_414 = arith.constant 1 : i32
          %730 = llvm.insertelement %692, %729[%c1_i32_414 : i32] : vector<2xf16>
          %731 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_415 = arith.constant 0 : i32
          %732 = llvm.insertelement %696, %731[%c0_i32_415 : i32] : vector<2xf16>
          %c1_i32_416 = arith.constant 1 : i32
          %733 = llvm.insertelement %700, %732[%c1_i32_416 : i32] : vector<2xf16>
          %734 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_417 = arith.constant 0 : i32
          %735 = llvm.insertelement %704, %734[%c0_i32_417 : i32] : vector<2xf16>
          %c1_i32_418 = arith.constant 1 : i32
          %736 = llvm.insertelement %708, %735[%c1_i32_418 : i32] : vector<2xf16>
          %737 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_419 = arith.constant 0 : i32
          %738 = llvm.insertelement %712, %737[%c0_i32_419 : i32] : vector<2xf16>
          %c1_i32_420 = arith.constant 1 : i32
          %739 = llvm.insertelement %716, %738[%c1_i32_420 : i32] : vector<2xf16>
          %740 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_421 = arith.constant 0 : i32
          %741 = llvm.insertelement %720, %740[%c0_i32_421 : i32] : vector<2xf16>
          %c1_i32_422 = arith.constant 1 : i32
          %742 = llvm.insertelement %724, %741[%c1_i32_422 : i32] : vector<2xf16>
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
        %c16_i64_287 = arith.constant 16 : i64
        %c2_i64 = arith.constant 2 : i64
        %472 = arith.muli %380, %c2_i64 : i64
        %473 = arith.addi %c16_i64_287, %472 : i64
        %c16_i64_288 = arith.constant 16 : i64
        %c2_i64_289 = arith.constant 2 : i64
        %474 = arith.muli %380, %c2_i64_289 : i64
        %c1_i64_290 = arith.constant 1 : i64
        %475 = arith.addi %474, %c1_i64_290 : i64
        %476 = arith.addi %c16_i64_288, %475 : i64
        %c16_i64_291 = arith.constant 16 : i64
        %c2_i64_292 = arith.constant 2 : i64
        %477 = arith.muli %380, %c2_i64_292 : i64
        %478 = arith.addi %c16_i64_291, %477 : i64
        %c16_i64_293 = arith.constant 16 : i64
        %c2_i64_294 = arith.constant 2 : i64
        %479 = arith.muli %380, %c2_i64_294 : i64
        %c1_i64_295 = arith.constant 1 : i64
        %480 = arith.addi %479, %c1_i64_295 : i64
        %481 = arith.addi %c16_i64_293, %480 : i64
        %c16_i64_296 = arith.constant 16 : i64
        %c2_i64_297 = arith.constant 2 : i64
        %482 = arith.muli %380, %c2_i64_297 : i64
        %c8_i64_298 = arith.constant 8 : i64
        %483 = arith.addi %482, %c8_i64_298 : i64
        %484 = arith.addi %c16_i64_296, %483 : i64
        %c16_i64_299 = arith.constant 16 : i64
        %c2_i64_300 = arith.constant 2 : i64
        %485 = arith.muli %380, %c2_i64_300 : i64
        %c9_i64_301 = arith.constant 9 : i64
        %486 = arith.addi %485, %c9_i64_301 : i64
        %487 = arith.addi %c16_i64_299, %486 : i64
        %c16_i64_302 = arith.constant 16 : i64
        %c2_i64_303 = arith.constant 2 : i64
        %488 = arith.muli %380, %c2_i64_303 : i64
        %c8_i64_304 = arith.constant 8 : i64
        %489 = arith.addi %488, %c8_i64_304 : i64
        %490 = arith.addi %c16_i64_302, %489 : i64
        %c16_i64_305 = arith.constant 16 : i64
        %c2_i64_306 = arith.constant 2 : i64
        %491 = arith.muli %380, %c2_i64_306 : i64
        %c9_i64_307 = arith.constant 9 : i64
        %492 = arith.addi %491, %c9_i64_307 : i64
        %493 = arith.addi %c16_i64_305, %492 : i64
        %c16_i64_308 = arith.constant 16 : i64
        %c2_i64_309 = arith.constant 2 : i64
        %494 = arith.muli %380, %c2_i64_309 : i64
        %495 = arith.addi %c16_i64_308, %494 : i64
        %c16_i64_310 = arith.constant 16 : i64
        %c2_i64_311 = arith.constant 2 : i64
        %496 = arith.muli %380, %c2_i64_311 : i64
        %c1_i64_312 = arith.constant 1 : i64
        %497 = arith.addi %496, %c1_i64_312 : i64
        %498 = arith.addi %c16_i64_310, %497 : i64
        %c16_i64_313 = arith.constant 16 : i64
        %c2_i64_314 = arith.constant 2 : i64
        %499 = arith.muli %380, %c2_i64_314 : i64
        %c8_i64_315 = arith.constant 8 : i64
        %500 = arith.addi %499, %c8_i64_315 : i64
        %501 = arith.addi %c16_i64_313, %500 : i64
        %c16_i64_316 = arith.constant 16 : i64
        %c2_i64_317 = arith.constant 2 : i64
        %502 = arith.muli %380, %c2_i64_317 : i64
        %c9_i64_318 = arith.constant 9 : i64
        %503 = arith.addi %502, %c9_i64_318 : i64
        %504 = arith.addi %c16_i64_316, %503 : i64
        %c20_i64_319 = arith.constant 20 : i64
        %505 = arith.minsi %473, %c20_i64_319 : i64
        %c21_i64 = arith.constant 21 : i64
        %506 = arith.muli %445, %c21_i64 : i64
        %507 = arith.addi %505, %506 : i64
        %508 = llvm.getelementptr %368[%507] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %509 = llvm.load %508 : !llvm.ptr<1> -> f16
        memref.store %509, %alloca_91[] : memref<f16>
        %c21_i64_320 = arith.constant 21 : i64
        %510 = arith.cmpi sge, %473, %c21_i64_320 : i64
        scf.if %510 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_91[] : memref<f16>
        }
        %c20_i64_321 = arith.constant 20 : i64
        %511 = arith.minsi %476, %c20_i64_321 : i64
        %c21_i64_322 = arith.constant 21 : i64
        %512 = arith.muli %447, %c21_i64_322 : i64
        %513 = arith.addi %511, %512 : i64
        %514 = llvm.getelementptr %368[%513] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %515 = llvm.load %514 : !llvm.ptr<1> -> f16
        memref.store %515, %alloca_92[] : memref<f16>
        %c21_i64_323 = arith.constant 21 : i64
        %516 = arith.cmpi sge, %476, %c21_i64_323 : i64
        scf.if %516 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_92[] : memref<f16>
        }
        %c20_i64_324 = arith.constant 20 : i64
        %517 = arith.minsi %478, %c20_i64_324 : i64
        %c21_i64_325 = arith.constant 21 : i64
        %518 = arith.muli %450, %c21_i64_325 : i64
        %519 = arith.addi %517, %518 : i64
        %520 = llvm.getelementptr %368[%519] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %521 = llvm.load %520 : !llvm.ptr<1> -> f16
        memref.store %521, %alloca_93[] : memref<f16>
        %c21_i64_326 = arith.constant 21 : i64
        %522 = arith.cmpi sge, %478, %c21_i64_326 : i64
        scf.if %522 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_93[] : memref<f16>
        }
        %c20_i64_327 = arith.constant 20 : i64
        %523 = arith.minsi %481, %c20_i64_327 : i64
        %c21_i64_328 = arith.constant 21 : i64
        %524 = arith.muli %453, %c21_i64_328 : i64
        %525 = arith.addi %523, %524 : i64
        %526 = llvm.getelementptr %368[%525] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %527 = llvm.load %526 : !llvm.ptr<1> -> f16
        memref.store %527, %alloca_94[] : memref<f16>
        %c21_i64_329 = arith.constant 21 : i64
        %528 = arith.cmpi sge, %481, %c21_i64_329 : i64
        scf.if %528 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_94[] : memref<f16>
        }
        %c20_i64_330 = arith.constant 20 : i64
        %529 = arith.minsi %484, %c20_i64_330 : i64
        %c21_i64_331 = arith.constant 21 : i64
        %530 = arith.muli %455, %c21_i64_331 : i64
        %531 = arith.addi %529, %530 : i64
        %532 = llvm.getelementptr %368[%531] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %533 = llvm.load %532 : !llvm.ptr<1> -> f16
        memref.store %533, %alloca_95[] : memref<f16>
        %c21_i64_332 = arith.constant 21 : i64
        %534 = arith.cmpi sge, %484, %c21_i64_332 : i64
        scf.if %534 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_95[] : memref<f16>
        }
        %c20_i64_333 = arith.constant 20 : i64
        %535 = arith.minsi %487, %c20_i64_333 : i64
        %c21_i64_334 = arith.constant 21 : i64
        %536 = arith.muli %457, %c21_i64_334 : i64
        %537 = arith.addi %535, %536 : i64
        %538 = llvm.getelementptr %368[%537] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %539 = llvm.load %538 : !llvm.ptr<1> -> f16
        memref.store %539, %alloca_96[] : memref<f16>
        %c21_i64_335 = arith.constant 21 : i64
        %540 = arith.cmpi sge, %487, %c21_i64_335 : i64
        scf.if %540 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_96[] : memref<f16>
        }
        %c20_i64_336 = arith.constant 20 : i64
        %541 = arith.minsi %490, %c20_i64_336 : i64
        %c21_i64_337 = arith.constant 21 : i64
        %542 = arith.muli %460, %c21_i64_337 : i64
        %543 = arith.addi %541, %542 : i64
        %544 = llvm.getelementptr %368[%543] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %545 = llvm.load %544 : !llvm.ptr<1> -> f16
        memref.store %545, %alloca_97[] : memref<f16>
        %c21_i64_338 = arith.constant 21 : i64
        %546 = arith.cmpi sge, %490, %c21_i64_338 : i64
        scf.if %546 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_97[] : memref<f16>
        }
        %c20_i64_339 = arith.constant 20 : i64
        %547 = arith.minsi %493, %c20_i64_339 : i64
        %c21_i64_340 = arith.constant 21 : i64
        %548 = arith.muli %463, %c21_i64_340 : i64
        %549 = arith.addi %547, %548 : i64
        %550 = llvm.getelementptr %368[%549] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %551 = llvm.load %550 : !llvm.ptr<1> -> f16
        memref.store %551, %alloca_98[] : memref<f16>
        %c21_i64_341 = arith.constant 21 : i64
        %552 = arith.cmpi sge, %493, %c21_i64_341 : i64
        scf.if %552 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_98[] : memref<f16>
        }
        %c20_i64_342 = arith.constant 20 : i64
        %553 = arith.minsi %495, %c20_i64_342 : i64
        %c21_i64_343 = arith.constant 21 : i64
        %554 = arith.muli %465, %c21_i64_343 : i64
        %555 = arith.addi %553, %554 : i64
        %556 = llvm.getelementptr %370[%555] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %557 = llvm.load %556 : !llvm.ptr<1> -> f16
        memref.store %557, %alloca_99[] : memref<f16>
        %c21_i64_344 = arith.constant 21 : i64
        %558 = arith.cmpi sge, %495, %c21_i64_344 : i64
        scf.if %558 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_99[] : memref<f16>
        }
        %c20_i64_345 = arith.constant 20 : i64
        %559 = arith.minsi %498, %c20_i64_345 : i64
        %c21_i64_346 = arith.constant 21 : i64
        %560 = arith.muli %467, %c21_i64_346 : i64
        %561 = arith.addi %559, %560 : i64
        %562 = llvm.getelementptr %370[%561] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %563 = llvm.load %562 : !llvm.ptr<1> -> f16
        memref.store %563, %alloca_100[] : memref<f16>
        %c21_i64_347 = arith.constant 21 : i64
        %564 = arith.cmpi sge, %498, %c21_i64_347 : i64
        scf.if %564 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_100[] : memref<f16>
        }
        %c20_i64_348 = arith.constant 20 : i64
        %565 = arith.minsi %501, %c20_i64_348 : i64
        %c21_i64_349 = arith.constant 21 : i64
        %566 = arith.muli %469, %c21_i64_349 : i64
        %567 = arith.addi %565, %566 : i64
        %568 = llvm.getelementptr %370[%567] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %569 = llvm.load %568 : !llvm.ptr<1> -> f16
        memref.store %569, %alloca_101[] : memref<f16>
        %c21_i64_350 = arith.constant 21 : i64
        %570 = arith.cmpi sge, %501, %c21_i64_350 : i64
        scf.if %570 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_101[] : memref<f16>
        }
        %c20_i64_351 = arith.constant 20 : i64
        %571 = arith.minsi %504, %c20_i64_351 : i64
        %c21_i64_352 = arith.constant 21 : i64
        %572 = arith.muli %471, %c21_i64_352 : i64
        %573 = arith.addi %571, %572 : i64
        %574 = llvm.getelementptr %370[%573] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %575 = llvm.load %574 : !llvm.ptr<1> -> f16
        memref.store %575, %alloca_102[] : memref<f16>
        %c21_i64_353 = arith.constant 21 : i64
        %576 = arith.cmpi sge, %504, %c21_i64_353 : i64
        scf.if %576 {
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_102[] : memref<f16>
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
        %c0_i32_354 = arith.constant 0 : i32
        %589 = llvm.insertelement %579, %588[%c0_i32_354 : i32] : vector<2xf16>
        %c1_i32_355 = arith.constant 1 : i32
        %590 = llvm.insertelement %580, %589[%c1_i32_355 : i32] : vector<2xf16>
        %591 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_356 = arith.constant 0 : i32
        %592 = llvm.insertelement %581, %591[%c0_i32_356 : i32] : vector<2xf16>
        %c1_i32_357 = arith.constant 1 : i32
        %593 = llvm.insertelement %582, %592[%c1_i32_357 : i32] : vector<2xf16>
        %594 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_358 = arith.constant 0 : i32
        %595 = llvm.insertelement %583, %594[%c0_i32_358 : i32] : vector<2xf16>
        %c1_i32_359 = arith.constant 1 : i32
        %596 = llvm.insertelement %584, %595[%c1_i32_359 : i32] : vector<2xf16>
        %597 = memref.load %alloca_99[] : memref<f16>
        %598 = memref.load %alloca_100[] : memref<f16>
        %599 = memref.load %alloca_101[] : memref<f16>
        %600 = memref.load %alloca_102[] : memref<f16>
        %601 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_360 = arith.constant 0 : i32
        %602 = llvm.insertelement %597, %601[%c0_i32_360 : i32] : vector<2xf16>
        %c1_i32_361 = arith.constant 1 : i32
        %603 = llvm.insertelement %598, %602[%c1_i32_361 : i32] : vector<2xf16>
        %604 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_362 = arith.constant 0 : i32
        %605 = llvm.insertelement %599, %604[%c0_i32_362 : i32] : vector<2xf16>
        %c1_i32_363 = arith.constant 1 : i32
        %606 = llvm.insertelement %600, %605[%c1_i32_363 : i32] : vector<2xf16>
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
        %c2_i64_364 = arith.constant 2 : i64
        %617 = arith.muli %380, %c2_i64_364 : i64
        %618 = arith.addi %443, %617 : i64
        %c45_i64 = arith.constant 45 : i64
        %619 = arith.cmpi slt, %616, %c45_i64 : i64
        %c19_i64 = arith.constant 19 : i64
        %620 = arith.cmpi slt, %618, %c19_i64 : i64
        %621 = arith.andi %619, %620 : i1
        scf.if %621 {
          %c45_i64_378 = arith.constant 45 : i64
          %644 = arith.muli %618, %c45_i64_378 : i64
          %645 = arith.addi %616, %644 : i64
          %646 = llvm.getelementptr %372[%645] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %647 = llvm.load %646 : !llvm.ptr<1> -> f32
          %648 = memref.load %alloca_87[] : memref<f32>
          %649 = llvm.intr.fma(%arg1, %647, %648) : (f32, f32, f32) -> f32
          %c45_i64_379 = arith.constant 45 : i64
          %650 = arith.muli %618, %c45_i64_379 : i64
          %651 = arith.addi %616, %650 : i64
          %652 = llvm.getelementptr %372[%651] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %649, %652 : f32, !llvm.ptr<1>
        }
        %622 = arith.addi %442, %379 : i64
        %c2_i64_365 = arith.constant 2 : i64
        %623 = arith.muli %380, %c2_i64_365 : i64
        %c1_i64_366 = arith.constant 1 : i64
        %624 = arith.addi %623, %c1_i64_366 : i64
        %625 = arith.addi %443, %624 : i64
        %c45_i64_367 = arith.constant 45 : i64
        %626 = arith.cmpi slt, %622, %c45_i64_367 : i64
        %c19_i64_368 = arith.constant 19 : i64
        %627 = arith.cmpi slt, %625, %c19_i64_368 : i64
        %628 = arith.andi %626, %627 : i1
        scf.if %628 {
          %c45_i64_378 = arith.constant 45 : i64
          %644 = arith.muli %625, %c45_i64_378 : i64
          %645 = arith.addi %622, %644 : i64
          %646 = llvm.getelementptr %372[%645] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %647 = llvm.load %646 : !llvm.ptr<1> -> f32
          %648 = memref.load %alloca_88[] : memref<f32>
          %649 = llvm.intr.fma(%arg1, %647, %648) : (f32, f32, f32) -> f32
          %c45_i64_379 = arith.constant 45 : i64
          %650 = arith.muli %625, %c45_i64_379 : i64
          %651 = arith.addi %622, %650 : i64
          %652 = llvm.getelementptr %372[%651] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %649, %652 : f32, !llvm.ptr<1>
        }
        %c8_i64_369 = arith.constant 8 : i64
        %629 = arith.addi %379, %c8_i64_369 : i64
        %630 = arith.addi %442, %629 : i64
        %c2_i64_370 = arith.constant 2 : i64
        %631 = arith.muli %380, %c2_i64_370 : i64
        %632 = arith.addi %443, %631 : i64
        %c45_i64_371 = arith.constant 45 : i64
        %633 = arith.cmpi slt, %630, %c45_i64_371 : i64
        %c19_i64_372 = arith.constant 19 : i64
        %634 = arith.cmpi slt, %632, %c19_i64_372 : i64
        %635 = arith.andi %633, %634 : i1
        scf.if %635 {
          %c45_i64_378 = arith.constant 45 : i64
          %644 = arith.muli %632, %c45_i64_378 : i64
          %645 = arith.addi %630, %644 : i64
          %646 = llvm.getelementptr %372[%645] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %647 = llvm.load %646 : !llvm.ptr<1> -> f32
          %648 = memref.load %alloca_89[] : memref<f32>
          %649 = llvm.intr.fma(%arg1, %647, %648) : (f32, f32, f32) -> f32
          %c45_i64_379 = arith.constant 45 : i64
          %650 = arith.muli %632, %c45_i64_379 : i64
          %651 = arith.addi %630, %650 : i64
          %652 = llvm.getelementptr %372[%651] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %649, %652 : f32, !llvm.ptr<1>
        }
        %c8_i64_373 = arith.constant 8 : i64
        %636 = arith.addi %379, %c8_i64_373 : i64
        %637 = arith.addi %442, %636 : i64
        %c2_i64_374 = arith.constant 2 : i64
        %638 = arith.muli %380, %c2_i64_374 : i64
        %c1_i64_375 = arith.constant 1 : i64
        %639 = arith.addi %638, %c1_i64_375 : i64
        %640 = arith.addi %443, %639 : i64
        %c45_i64_376 = arith.constant 45 : i64
        %641 = arith.cmpi slt, %637, %c45_i64_376 : i64
        %c19_i64_377 = arith.constant 19 : i64
        %642 = arith.cmpi slt, %640, %c19_i64_377 : i64
        %643 = arith.andi %641, %642 : i1
        scf.if %643 {
          %c45_i64_378 = arith.constant 45 : i64
          %644 = arith.muli %640, %c45_i64_378 : i64
          %645 = arith.addi %637, %644 : i64
          %646 = llvm.getelementptr %372[%645] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %647 = llvm.load %646 : !llvm.ptr<1> -> f32
          %648 = memref.load %alloca_90[] : memref<f32>
          %649 = llvm.intr.fma(%arg1, %647, %648) : (f32, f32, f32) -> f32
          %c45_i64_379 = arith.constant 45 : i64
          %650 = arith.muli %640, %c45_i64_379 : i64
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
      %thread_id_x_225 = gpu.thread_id  x
      %387 = arith.index_cast %thread_id_x_225 : index to i64
      %c64_i64_226 = arith.constant 64 : i64
      %thread_id_y_227 = gpu.thread_id  y
      %388 = arith.index_cast %thread_id_y_227 : index to i64
      %389 = arith.muli %c64_i64_226, %388 : i64
      %390 = arith.addi %387, %389 : i64
      %c32_i64_228 = arith.constant 32 : i64
      %391 = arith.divsi %390, %c32_i64_228 : i64
      %c32_i64_229 = arith.constant 32 : i64
      %392 = arith.remsi %390, %c32_i64_229 : i64
      %c4_i64_230 = arith.constant 4 : i64
      %393 = arith.divsi %392, %c4_i64_230 : i64
      %c4_i64_231 = arith.constant 4 : i64
      %394 = arith.remsi %392, %c4_i64_231 : i64
      %c15_i64 = arith.constant 15 : i64
      %395 = arith.addi %317, %c15_i64 : i64
      %c16_i64_232 = arith.constant 16 : i64
      %396 = arith.divsi %395, %c16_i64_232 : i64
      %c7_i64 = arith.constant 7 : i64
      %397 = arith.addi %318, %c7_i64 : i64
      %c8_i64 = arith.constant 8 : i64
      %398 = arith.divsi %397, %c8_i64 : i64
      %399 = arith.muli %396, %398 : i64
      %c16_i64_233 = arith.constant 16 : i64
      %400 = arith.remsi %304, %c16_i64_233 : i64
      %401 = arith.subi %304, %400 : i64
      %c16_i64_234 = arith.constant 16 : i64
      scf.for %arg48 = %391 to %399 step %c16_i64_234  : i64 {
        %440 = arith.remsi %arg48, %396 : i64
        %441 = arith.divsi %arg48, %396 : i64
        %c16_i64_264 = arith.constant 16 : i64
        %442 = arith.muli %440, %c16_i64_264 : i64
        %c8_i64_265 = arith.constant 8 : i64
        %443 = arith.muli %441, %c8_i64_265 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_103[] : memref<f32>
        %cst_266 = arith.constant 0.000000e+00 : f32
        memref.store %cst_266, %alloca_104[] : memref<f32>
        %cst_267 = arith.constant 0.000000e+00 : f32
        memref.store %cst_267, %alloca_105[] : memref<f32>
        %cst_268 = arith.constant 0.000000e+00 : f32
        memref.store %cst_268, %alloca_106[] : memref<f32>
        %444 = arith.addi %442, %393 : i64
        %c1_i64_269 = arith.constant 1 : i64
        %445 = arith.subi %317, %c1_i64_269 : i64
        %446 = arith.minsi %444, %445 : i64
        %447 = arith.addi %442, %393 : i64
        %c1_i64_270 = arith.constant 1 : i64
        %448 = arith.subi %317, %c1_i64_270 : i64
        %449 = arith.minsi %447, %448 : i64
        %c8_i64_271 = arith.constant 8 : i64
        %450 = arith.addi %393, %c8_i64_271 : i64
        %451 = arith.addi %442, %450 : i64
        %c1_i64_272 = arith.constant 1 : i64
        %452 = arith.subi %317, %c1_i64_272 : i64
        %453 = arith.minsi %451, %452 : i64
        %c8_i64_273 = arith.constant 8 : i64
        %454 = arith.addi %393, %c8_i64_273 : i64
        %455 = arith.addi %442, %454 : i64
        %c1_i64_274 = arith.constant 1 : i64
        %456 = arith.subi %317, %c1_i64_274 : i64
        %457 = arith.minsi %455, %456 : i64
        %458 = arith.addi %442, %393 : i64
        %c1_i64_275 = arith.constant 1 : i64
        %459 = arith.subi %317, %c1_i64_275 : i64
        %460 = arith.minsi %458, %459 : i64
        %461 = arith.addi %442, %393 : i64
        %c1_i64_276 = arith.constant 1 : i64
        %462 = arith.subi %317, %c1_i64_276 : i64
        %463 = arith.minsi %461, %462 : i64
        %c8_i64_277 = arith.constant 8 : i64
        %464 = arith.addi %393, %c8_i64_277 : i64
        %465 = arith.addi %442, %464 : i64
        %c1_i64_278 = arith.constant 1 : i64
        %466 = arith.subi %317, %c1_i64_278 : i64
        %467 = arith.minsi %465, %466 : i64
        %c8_i64_279 = arith.constant 8 : i64
        %468 = arith.addi %393, %c8_i64_279 : i64
        %469 = arith.addi %442, %468 : i64
        %c1_i64_280 = arith.constant 1 : i64
        %470 = arith.subi %317, %c1_i64_280 : i64
        %471 = arith.minsi %469, %470 : i64
        %472 = arith.addi %443, %393 : i64
        %c1_i64_281 = arith.constant 1 : i64
        %473 = arith.subi %318, %c1_i64_281 : i64
        %474 = arith.minsi %472, %473 : i64
        %475 = arith.addi %443, %393 : i64
        %c1_i64_282 = arith.constant 1 : i64
        %476 = arith.subi %318, %c1_i64_282 : i64
        %477 = arith.minsi %475, %476 : i64
        %478 = arith.addi %443, %393 : i64
        %c1_i64_283 = arith.constant 1 : i64
        %479 = arith.subi %318, %c1_i64_283 : i64
        %480 = arith.minsi %478, %479 : i64
        %481 = arith.addi %443, %393 : i64
        %c1_i64_284 = arith.constant 1 : i64
        %482 = arith.subi %318, %c1_i64_284 : i64
        %483 = arith.minsi %481, %482 : i64
        %c0_i64_285 = arith.constant 0 : i64
        %c16_i64_286 = arith.constant 16 : i64
        scf.for %arg49 = %c0_i64_285 to %401 step %c16_i64_286  : i64 {
          %c2_i64_294 = arith.constant 2 : i64
          %513 = arith.muli %394, %c2_i64_294 : i64
          %514 = arith.addi %arg49, %513 : i64
          %c2_i64_295 = arith.constant 2 : i64
          %515 = arith.muli %394, %c2_i64_295 : i64
          %c1_i64_296 = arith.constant 1 : i64
          %516 = arith.addi %515, %c1_i64_296 : i64
          %517 = arith.addi %arg49, %516 : i64
          %c2_i64_297 = arith.constant 2 : i64
          %518 = arith.muli %394, %c2_i64_297 : i64
          %519 = arith.addi %arg49, %518 : i64
          %c2_i64_298 = arith.constant 2 : i64
          %520 = arith.muli %394, %c2_i64_298 : i64
          %c1_i64_299 = arith.constant 1 : i64
          %521 = arith.addi %520, %c1_i64_299 : i64
          %522 = arith.addi %arg49, %521 : i64
          %c2_i64_300 = arith.constant 2 : i64
          %523 = arith.muli %394, %c2_i64_300 : i64
          %c8_i64_301 = arith.constant 8 : i64
          %524 = arith.addi %523, %c8_i64_301 : i64
          %525 = arith.addi %arg49, %524 : i64
          %c2_i64_302 = arith.constant 2 : i64
          %526 = arith.muli %394, %c2_i64_302 : i64
          %c9_i64_303 = arith.constant 9 : i64
          %527 = arith.addi %526, %c9_i64_303 : i64
          %528 = arith.addi %arg49, %527 : i64
          %c2_i64_304 = arith.constant 2 : i64
          %529 = arith.muli %394, %c2_i64_304 : i64
          %c8_i64_305 = arith.constant 8 : i64
          %530 = arith.addi %529, %c8_i64_305 : i64
          %531 = arith.addi %arg49, %530 : i64
          %c2_i64_306 = arith.constant 2 : i64
          %532 = arith.muli %394, %c2_i64_306 : i64
          %c9_i64_307 = arith.constant 9 : i64
          %533 = arith.addi %532, %c9_i64_307 : i64
          %534 = arith.addi %arg49, %533 : i64
          %c2_i64_308 = arith.constant 2 : i64
          %535 = arith.muli %394, %c2_i64_308 : i64
          %536 = arith.addi %arg49, %535 : i64
          %c2_i64_309 = arith.constant 2 : i64
          %537 = arith.muli %394, %c2_i64_309 : i64
          %c1_i64_310 = arith.constant 1 : i64
          %538 = arith.addi %537, %c1_i64_310 : i64
          %539 = arith.addi %arg49, %538 : i64
          %c2_i64_311 = arith.constant 2 : i64
          %540 = arith.muli %394, %c2_i64_311 : i64
          %c8_i64_312 = arith.constant 8 : i64
          %541 = arith.addi %540, %c8_i64_312 : i64
          %542 = arith.addi %arg49, %541 : i64
          %c2_i64_313 = arith.constant 2 : i64
          %543 = arith.muli %394, %c2_i64_313 : i64
          %c9_i64_314 = arith.constant 9 : i64
          %544 = arith.addi %543, %c9_i64_314 : i64
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
          %c0_i32_315 = arith.constant 0 : i32
          %599 = llvm.insertelement %557, %598[%c0_i32_315 : i32] : vector<2xbf16>
          %c1_i32_316 = arith.constant 1 : i32
          %600 = llvm.insertelement %561, %599[%c1_i32_316 : i32] : vector<2xbf16>
          %601 = llvm.bitcast %600 : vector<2xbf16> to i32
          %602 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_317 = arith.constant 0 : i32
          %603 = llvm.insertelement %565, %602[%c0_i32_317 : i32] : vector<2xbf16>
          %c1_i32_318 = arith.constant 1 : i32
          %604 = llvm.insertelement %569, %603[%c1_i32_318 : i32] : vector<2xbf16>
          %605 = llvm.bitcast %604 : vector<2xbf16> to i32
          %606 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_319 = arith.constant 0 : i32
          %607 = llvm.insertelement %573, %606[%c0_i32_319 : i32] : vector<2xbf16>
          %c1_i32_320 = arith.constant 1 : i32
          %608 = llvm.insertelement %577, %607[%c1_i32_320 : i32] : vector<2xbf16>
          %609 = llvm.bitcast %608 : vector<2xbf16> to i32
          %610 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_321 = arith.constant 0 : i32
          %611 = llvm.insertelement %581, %610[%c0_i32_321 : i32] : vector<2xbf16>
          %c1_i32_322 = arith.constant 1 : i32
          %612 = llvm.insertelement %585, %611[%c1_i32_322 : i32] : vector<2xbf16>
          %613 = llvm.bitcast %612 : vector<2xbf16> to i32
          %614 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_323 = arith.constant 0 : i32
          %615 = llvm.insertelement %589, %614[%c0_i32_323 : i32] : vector<2xbf16>
          %c1_i32_324 = arith.constant 1 : i32
          %616 = llvm.insertelement %593, %615[%c1_i32_324 : i32] : vector<2xbf16>
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
          %c2_i64_294 = arith.constant 2 : i64
          %513 = arith.muli %394, %c2_i64_294 : i64
          %514 = arith.addi %401, %513 : i64
          %c2_i64_295 = arith.constant 2 : i64
          %515 = arith.muli %394, %c2_i64_295 : i64
          %c1_i64_296 = arith.constant 1 : i64
          %516 = arith.addi %515, %c1_i64_296 : i64
          %517 = arith.addi %401, %516 : i64
          %c2_i64_297 = arith.constant 2 : i64
          %518 = arith.muli %394, %c2_i64_297 : i64
          %519 = arith.addi %401, %518 : i64
          %c2_i64_298 = arith.constant 2 : i64
          %520 = arith.muli %394, %c2_i64_298 : i64
          %c1_i64_299 = arith.constant 1 : i64
          %521 = arith.addi %520, %c1_i64_299 : i64
          %522 = arith.addi %401, %521 : i64
          %c2_i64_300 = arith.constant 2 : i64
          %523 = arith.muli %394, %c2_i64_300 : i64
          %c8_i64_301 = arith.constant 8 : i64
          %524 = arith.addi %523, %c8_i64_301 : i64
          %525 = arith.addi %401, %524 : i64
          %c2_i64_302 = arith.constant 2 : i64
          %526 = arith.muli %394, %c2_i64_302 : i64
          %c9_i64_303 = arith.constant 9 : i64
          %527 = arith.addi %526, %c9_i64_303 : i64
          %528 = arith.addi %401, %527 : i64
          %c2_i64_304 = arith.constant 2 : i64
          %529 = arith.muli %394, %c2_i64_304 : i64
          %c8_i64_305 = arith.constant 8 : i64
          %530 = arith.addi %529, %c8_i64_305 : i64
          %531 = arith.addi %401, %530 : i64
          %c2_i64_306 = arith.constant 2 : i64
          %532 = arith.muli %394, %c2_i64_306 : i64
          %c9_i64_307 = arith.constant 9 : i64
          %533 = arith.addi %532, %c9_i64_307 : i64
          %534 = arith.addi %401, %533 : i64
          %c2_i64_308 = arith.constant 2 : i64
          %535 = arith.muli %394, %c2_i64_308 : i64
          %536 = arith.addi %401, %535 : i64
          %c2_i64_309 = arith.constant 2 : i64
          %537 = arith.muli %394, %c2_i64_309 : i64
          %c1_i64_310 = arith.constant 1 : i64
          %538 = arith.addi %537, %c1_i64_310 : i64
          %539 = arith.addi %401, %538 : i64
          %c2_i64_311 = arith.constant 2 : i64
          %540 = arith.muli %394, %c2_i64_311 : i64
          %c8_i64_312 = arith.constant 8 : i64
          %541 = arith.addi %540, %c8_i64_312 : i64
          %542 = arith.addi %401, %541 : i64
          %c2_i64_313 = arith.constant 2 : i64
          %543 = arith.muli %394, %c2_i64_313 : i64
          %c9_i64_314 = arith.constant 9 : i64
          %544 = arith.addi %543, %c9_i64_314 : i64
          %545 = arith.addi %401, %544 : i64
          %c1_i64_315 = arith.constant 1 : i64
          %546 = arith.subi %304, %c1_i64_315 : i64
          %547 = arith.minsi %514, %546 : i64
          %548 = arith.muli %547, %305 : i64
          %549 = arith.addi %446, %548 : i64
          %550 = llvm.getelementptr %382[%549] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %551 = llvm.load %550 : !llvm.ptr<1> -> bf16
          memref.store %551, %alloca_107[] : memref<bf16>
          %552 = arith.cmpi sge, %514, %304 : i64
          scf.if %552 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_107[] : memref<bf16>
          }
          %c1_i64_316 = arith.constant 1 : i64
          %553 = arith.subi %304, %c1_i64_316 : i64
          %554 = arith.minsi %517, %553 : i64
          %555 = arith.muli %554, %305 : i64
          %556 = arith.addi %449, %555 : i64
          %557 = llvm.getelementptr %382[%556] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %558 = llvm.load %557 : !llvm.ptr<1> -> bf16
          memref.store %558, %alloca_108[] : memref<bf16>
          %559 = arith.cmpi sge, %517, %304 : i64
          scf.if %559 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_108[] : memref<bf16>
          }
          %c1_i64_317 = arith.constant 1 : i64
          %560 = arith.subi %304, %c1_i64_317 : i64
          %561 = arith.minsi %519, %560 : i64
          %562 = arith.muli %561, %305 : i64
          %563 = arith.addi %453, %562 : i64
          %564 = llvm.getelementptr %382[%563] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %565 = llvm.load %564 : !llvm.ptr<1> -> bf16
          memref.store %565, %alloca_109[] : memref<bf16>
          %566 = arith.cmpi sge, %519, %304 : i64
          scf.if %566 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_109[] : memref<bf16>
          }
          %c1_i64_318 = arith.constant 1 : i64
          %567 = arith.subi %304, %c1_i64_318 : i64
          %568 = arith.minsi %522, %567 : i64
          %569 = arith.muli %568, %305 : i64
          %570 = arith.addi %457, %569 : i64
          %571 = llvm.getelementptr %382[%570] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %572 = llvm.load %571 : !llvm.ptr<1> -> bf16
          memref.store %572, %alloca_110[] : memref<bf16>
          %573 = arith.cmpi sge, %522, %304 : i64
          scf.if %573 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_110[] : memref<bf16>
          }
          %c1_i64_319 = arith.constant 1 : i64
          %574 = arith.subi %304, %c1_i64_319 : i64
          %575 = arith.minsi %525, %574 : i64
          %576 = arith.muli %575, %305 : i64
          %577 = arith.addi %460, %576 : i64
          %578 = llvm.getelementptr %382[%577] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %579 = llvm.load %578 : !llvm.ptr<1> -> bf16
          memref.store %579, %alloca_111[] : memref<bf16>
          %580 = arith.cmpi sge, %525, %304 : i64
          scf.if %580 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_111[] : memref<bf16>
          }
          %c1_i64_320 = arith.constant 1 : i64
          %581 = arith.subi %304, %c1_i64_320 : i64
          %582 = arith.minsi %528, %581 : i64
          %583 = arith.muli %582, %305 : i64
          %584 = arith.addi %463, %583 : i64
          %585 = llvm.getelementptr %382[%584] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %586 = llvm.load %585 : !llvm.ptr<1> -> bf16
          memref.store %586, %alloca_112[] : memref<bf16>
          %587 = arith.cmpi sge, %528, %304 : i64
          scf.if %587 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_112[] : memref<bf16>
          }
          %c1_i64_321 = arith.constant 1 : i64
          %588 = arith.subi %304, %c1_i64_321 : i64
          %589 = arith.minsi %531, %588 : i64
          %590 = arith.muli %589, %305 : i64
          %591 = arith.addi %467, %590 : i64
          %592 = llvm.getelementptr %382[%591] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %593 = llvm.load %592 : !llvm.ptr<1> -> bf16
          memref.store %593, %alloca_113[] : memref<bf16>
          %594 = arith.cmpi sge, %531, %304 : i64
          scf.if %594 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_113[] : memref<bf16>
          }
          %c1_i64_322 = arith.constant 1 : i64
          %595 = arith.subi %304, %c1_i64_322 : i64
          %596 = arith.minsi %534, %595 : i64
          %597 = arith.muli %596, %305 : i64
          %598 = arith.addi %471, %597 : i64
          %599 = llvm.getelementptr %382[%598] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %600 = llvm.load %599 : !llvm.ptr<1> -> bf16
          memref.store %600, %alloca_114[] : memref<bf16>
          %601 = arith.cmpi sge, %534, %304 : i64
          scf.if %601 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_114[] : memref<bf16>
          }
          %c1_i64_323 = arith.constant 1 : i64
          %602 = arith.subi %304, %c1_i64_323 : i64
          %603 = arith.minsi %536, %602 : i64
          %604 = arith.muli %603, %312 : i64
          %605 = arith.addi %474, %604 : i64
          %606 = llvm.getelementptr %384[%605] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %607 = llvm.load %606 : !llvm.ptr<1> -> bf16
          memref.store %607, %alloca_115[] : memref<bf16>
          %608 = arith.cmpi sge, %536, %304 : i64
          scf.if %608 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_115[] : memref<bf16>
          }
          %c1_i64_324 = arith.constant 1 : i64
          %609 = arith.subi %304, %c1_i64_324 : i64
          %610 = arith.minsi %539, %609 : i64
          %611 = arith.muli %610, %312 : i64
          %612 = arith.addi %477, %611 : i64
          %613 = llvm.getelementptr %384[%612] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %614 = llvm.load %613 : !llvm.ptr<1> -> bf16
          memref.store %614, %alloca_116[] : memref<bf16>
          %615 = arith.cmpi sge, %539, %304 : i64
          scf.if %615 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_116[] : memref<bf16>
          }
          %c1_i64_325 = arith.constant 1 : i64
          %616 = arith.subi %304, %c1_i64_325 : i64
          %617 = arith.minsi %542, %616 : i64
          %618 = arith.muli %617, %312 : i64
          %619 = arith.addi %480, %618 : i64
          %620 = llvm.getelementptr %384[%619] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %621 = llvm.load %620 : !llvm.ptr<1> -> bf16
          memref.store %621, %alloca_117[] : memref<bf16>
          %622 = arith.cmpi sge, %542, %304 : i64
          scf.if %622 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_117[] : memref<bf16>
          }
          %c1_i64_326 = arith.constant 1 : i64
          %623 = arith.subi %304, %c1_i64_326 : i64
          %624 = arith.minsi %545, %623 : i64
          %625 = arith.muli %624, %312 : i64
          %626 = arith.addi %483, %625 : i64
          %627 = llvm.getelementptr %384[%626] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %628 = llvm.load %627 : !llvm.ptr<1> -> bf16
          memref.store %628, %alloca_118[] : memref<bf16>
          %629 = arith.cmpi sge, %545, %304 : i64
          scf.if %629 {
            %cst_337 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_337, %alloca_118[] : memref<bf16>
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
          %c0_i32_327 = arith.constant 0 : i32
          %643 = llvm.insertelement %632, %642[%c0_i32_327 : i32] : vector<2xbf16>
          %c1_i32_328 = arith.constant 1 : i32
          %644 = llvm.insertelement %633, %643[%c1_i32_328 : i32] : vector<2xbf16>
          %645 = llvm.bitcast %644 : vector<2xbf16> to i32
          %646 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_329 = arith.constant 0 : i32
          %647 = llvm.insertelement %634, %646[%c0_i32_329 : i32] : vector<2xbf16>
          %c1_i32_330 = arith.constant 1 : i32
          %648 = llvm.insertelement %635, %647[%c1_i32_330 : i32] : vector<2xbf16>
          %649 = llvm.bitcast %648 : vector<2xbf16> to i32
          %650 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_331 = arith.constant 0 : i32
          %651 = llvm.insertelement %636, %650[%c0_i32_331 : i32] : vector<2xbf16>
          %c1_i32_332 = arith.constant 1 : i32
          %652 = llvm.insertelement %637, %651[%c1_i32_332 : i32] : vector<2xbf16>
          %653 = llvm.bitcast %652 : vector<2xbf16> to i32
          %654 = memref.load %alloca_115[] : memref<bf16>
          %655 = memref.load %alloca_116[] : memref<bf16>
          %656 = memref.load %alloca_117[] : memref<bf16>
          %657 = memref.load %alloca_118[] : memref<bf16>
          %658 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_333 = arith.constant 0 : i32
          %659 = llvm.insertelement %654, %658[%c0_i32_333 : i32] : vector<2xbf16>
          %c1_i32_334 = arith.constant 1 : i32
          %660 = llvm.insertelement %655, %659[%c1_i32_334 : i32] : vector<2xbf16>
          %661 = llvm.bitcast %660 : vector<2xbf16> to i32
          %662 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_335 = arith.constant 0 : i32
          %663 = llvm.insertelement %656, %662[%c0_i32_335 : i32] : vector<2xbf16>
          %c1_i32_336 = arith.constant 1 : i32
          %664 = llvm.insertelement %657, %663[%c1_i32_336 : i32] : vector<2xbf16>
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
          %cst_294 = arith.constant 2.000000e+00 : f32
          %513 = memref.load %alloca_103[] : memref<f32>
          %514 = arith.muli %487, %319 : i64
          %515 = arith.addi %485, %514 : i64
          %516 = llvm.getelementptr %386[%515] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %517 = llvm.load %516 : !llvm.ptr<1> -> f32
          %518 = llvm.intr.fma(%cst_294, %513, %517) : (f32, f32, f32) -> f32
          %519 = arith.muli %487, %319 : i64
          %520 = arith.addi %485, %519 : i64
          %521 = llvm.getelementptr %386[%520] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %518, %521 : f32, !llvm.ptr<1>
        }
        %491 = arith.addi %442, %393 : i64
        %c2_i64_287 = arith.constant 2 : i64
        %492 = arith.muli %394, %c2_i64_287 : i64
        %c1_i64_288 = arith.constant 1 : i64
        %493 = arith.addi %492, %c1_i64_288 : i64
        %494 = arith.addi %443, %493 : i64
        %495 = arith.cmpi slt, %491, %317 : i64
        %496 = arith.cmpi slt, %494, %318 : i64
        %497 = arith.andi %495, %496 : i1
        scf.if %497 {
          %cst_294 = arith.constant 2.000000e+00 : f32
          %513 = memref.load %alloca_104[] : memref<f32>
          %514 = arith.muli %494, %319 : i64
          %515 = arith.addi %491, %514 : i64
          %516 = llvm.getelementptr %386[%515] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %517 = llvm.load %516 : !llvm.ptr<1> -> f32
          %518 = llvm.intr.fma(%cst_294, %513, %517) : (f32, f32, f32) -> f32
          %519 = arith.muli %494, %319 : i64
          %520 = arith.addi %491, %519 : i64
          %521 = llvm.getelementptr %386[%520] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %518, %521 : f32, !llvm.ptr<1>
        }
        %c8_i64_289 = arith.constant 8 : i64
        %498 = arith.addi %393, %c8_i64_289 : i64
        %499 = arith.addi %442, %498 : i64
        %c2_i64_290 = arith.constant 2 : i64
        %500 = arith.muli %394, %c2_i64_290 : i64
        %501 = arith.addi %443, %500 : i64
        %502 = arith.cmpi slt, %499, %317 : i64
        %503 = arith.cmpi slt, %501, %318 : i64
        %504 = arith.andi %502, %503 : i1
        scf.if %504 {
          %cst_294 = arith.constant 2.000000e+00 : f32
          %513 = memref.load %alloca_105[] : memref<f32>
          %514 = arith.muli %501, %319 : i64
          %515 = arith.addi %499, %514 : i64
          %516 = llvm.getelementptr %386[%515] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %517 = llvm.load %516 : !llvm.ptr<1> -> f32
          %518 = llvm.intr.fma(%cst_294, %513, %517) : (f32, f32, f32) -> f32
          %519 = arith.muli %501, %319 : i64
          %520 = arith.addi %499, %519 : i64
          %521 = llvm.getelementptr %386[%520] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %518, %521 : f32, !llvm.ptr<1>
        }
        %c8_i64_291 = arith.constant 8 : i64
        %505 = arith.addi %393, %c8_i64_291 : i64
        %506 = arith.addi %442, %505 : i64
        %c2_i64_292 = arith.constant 2 : i64
        %507 = arith.muli %394, %c2_i64_292 : i64
        %c1_i64_293 = arith.constant 1 : i64
        %508 = arith.addi %507, %c1_i64_293 : i64
        %509 = arith.addi %443, %508 : i64
        %510 = arith.cmpi slt, %506, %317 : i64
        %511 = arith.cmpi slt, %509, %318 : i64
        %512 = arith.andi %510, %511 : i1
        scf.if %512 {
          %cst_294 = arith.constant 2.000000e+00 : f32
          %513 = memref.load %alloca_106[] : memref<f32>
          %514 = arith.muli %509, %319 : i64
          %515 = arith.addi %506, %514 : i64
          %516 = llvm.getelementptr %386[%515] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %517 = llvm.load %516 : !llvm.ptr<1> -> f32
          %518 = llvm.intr.fma(%cst_294, %513, %517) : (f32, f32, f32) -> f32
          %519 = arith.muli %509, %319 : i64
          %520 = arith.addi %506, %519 : i64
          %521 = llvm.getelementptr %386[%520] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %518, %521 : f32, !llvm.ptr<1>
        }
      }
      %c945_i64_235 = arith.constant 945 : i64
      %402 = arith.muli %340, %c945_i64_235 : i64
      %403 = llvm.getelementptr %323[%402] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c777_i64 = arith.constant 777 : i64
      %404 = arith.muli %340, %c777_i64 : i64
      %405 = llvm.getelementptr %326[%404] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c1665_i64 = arith.constant 1665 : i64
      %406 = arith.muli %340, %c1665_i64 : i64
      %407 = llvm.getelementptr %329[%406] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_236 = gpu.thread_id  x
      %408 = arith.index_cast %thread_id_x_236 : index to i64
      %c64_i64_237 = arith.constant 64 : i64
      %thread_id_y_238 = gpu.thread_id  y
      %409 = arith.index_cast %thread_id_y_238 : index to i64
      %410 = arith.muli %c64_i64_237, %409 : i64
      %411 = arith.addi %408, %410 : i64
      %c32_i64_239 = arith.constant 32 : i64
      %412 = arith.divsi %411, %c32_i64_239 : i64
      %c32_i64_240 = arith.constant 32 : i64
      %413 = arith.remsi %411, %c32_i64_240 : i64
      %c4_i64_241 = arith.constant 4 : i64
      %414 = arith.divsi %413, %c4_i64_241 : i64
      %c4_i64_242 = arith.constant 4 : i64
      %415 = arith.remsi %413, %c4_i64_242 : i64
      %c4_i64_243 = arith.constant 4 : i64
      %416 = arith.remsi %412, %c4_i64_243 : i64
      %c16_i64_244 = arith.constant 16 : i64
      %417 = arith.muli %416, %c16_i64_244 : i64
      %c4_i64_245 = arith.constant 4 : i64
      %418 = arith.divsi %412, %c4_i64_245 : i64
      %c16_i64_246 = arith.constant 16 : i64
      %419 = arith.muli %418, %c16_i64_246 : i64
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_247 = arith.constant 1 : i64
      scf.for %arg48 = %c0_i64 to %c1_i64 step %c1_i64_247  : i64 {
        %c1_i64_264 = arith.constant 1 : i64
        %440 = arith.remsi %arg48, %c1_i64_264 : i64
        %c64_i64_265 = arith.constant 64 : i64
        %441 = arith.muli %440, %c64_i64_265 : i64
        %c1_i64_266 = arith.constant 1 : i64
        %442 = arith.divsi %arg48, %c1_i64_266 : i64
        %c64_i64_267 = arith.constant 64 : i64
        %443 = arith.muli %442, %c64_i64_267 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_119[] : memref<f64>
        %cst_268 = arith.constant 0.000000e+00 : f64
        memref.store %cst_268, %alloca_120[] : memref<f64>
        %cst_269 = arith.constant 0.000000e+00 : f64
        memref.store %cst_269, %alloca_121[] : memref<f64>
        %cst_270 = arith.constant 0.000000e+00 : f64
        memref.store %cst_270, %alloca_122[] : memref<f64>
        %cst_271 = arith.constant 0.000000e+00 : f64
        memref.store %cst_271, %alloca_123[] : memref<f64>
        %cst_272 = arith.constant 0.000000e+00 : f64
        memref.store %cst_272, %alloca_124[] : memref<f64>
        %cst_273 = arith.constant 0.000000e+00 : f64
        memref.store %cst_273, %alloca_125[] : memref<f64>
        %cst_274 = arith.constant 0.000000e+00 : f64
        memref.store %cst_274, %alloca_126[] : memref<f64>
        %c0_i64_275 = arith.constant 0 : i64
        %c21_i64 = arith.constant 21 : i64
        %c16_i64_276 = arith.constant 16 : i64
        scf.for %arg49 = %c0_i64_275 to %c21_i64 step %c16_i64_276  : i64 {
          gpu.barrier
          %c64_i64_310 = arith.constant 64 : i64
          %520 = arith.remsi %411, %c64_i64_310 : i64
          %c64_i64_311 = arith.constant 64 : i64
          %521 = arith.divsi %411, %c64_i64_311 : i64
          %c512_i64 = arith.constant 512 : i64
          %522 = arith.addi %411, %c512_i64 : i64
          %c64_i64_312 = arith.constant 64 : i64
          %523 = arith.remsi %522, %c64_i64_312 : i64
          %c64_i64_313 = arith.constant 64 : i64
          %524 = arith.divsi %522, %c64_i64_313 : i64
          %cst_314 = arith.constant 0.000000e+00 : f64
          memref.store %cst_314, %alloca_127[] : memref<f64>
          %525 = arith.addi %441, %520 : i64
          %c45_i64_315 = arith.constant 45 : i64
          %526 = arith.cmpi slt, %525, %c45_i64_315 : i64
          %527 = arith.addi %arg49, %521 : i64
          %c21_i64_316 = arith.constant 21 : i64
          %528 = arith.cmpi slt, %527, %c21_i64_316 : i64
          %529 = arith.andi %526, %528 : i1
          scf.if %529 {
            %786 = arith.addi %arg49, %521 : i64
            %787 = arith.addi %441, %520 : i64
            %c21_i64_389 = arith.constant 21 : i64
            %788 = arith.muli %787, %c21_i64_389 : i64
            %789 = arith.addi %786, %788 : i64
            %790 = llvm.getelementptr %403[%789] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %791 = llvm.load %790 : !llvm.ptr<1> -> f64
            memref.store %791, %alloca_127[] : memref<f64>
          } else {
            %cst_389 = arith.constant 0.000000e+00 : f64
            memref.store %cst_389, %alloca_127[] : memref<f64>
          }
          %cst_317 = arith.constant 0.000000e+00 : f64
          memref.store %cst_317, %alloca_128[] : memref<f64>
          %530 = arith.addi %441, %523 : i64
          %c45_i64_318 = arith.constant 45 : i64
          %531 = arith.cmpi slt, %530, %c45_i64_318 : i64
          %532 = arith.addi %arg49, %524 : i64
          %c21_i64_319 = arith.constant 21 : i64
          %533 = arith.cmpi slt, %532, %c21_i64_319 : i64
          %534 = arith.andi %531, %533 : i1
          scf.if %534 {
            %786 = arith.addi %arg49, %524 : i64
            %787 = arith.addi %441, %523 : i64
            %c21_i64_389 = arith.constant 21 : i64
            %788 = arith.muli %787, %c21_i64_389 : i64
            %789 = arith.addi %786, %788 : i64
            %790 = llvm.getelementptr %403[%789] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %791 = llvm.load %790 : !llvm.ptr<1> -> f64
            memref.store %791, %alloca_128[] : memref<f64>
          } else {
            %cst_389 = arith.constant 0.000000e+00 : f64
            memref.store %cst_389, %alloca_128[] : memref<f64>
          }
          %c64_i64_320 = arith.constant 64 : i64
          %535 = arith.remsi %411, %c64_i64_320 : i64
          %c64_i64_321 = arith.constant 64 : i64
          %536 = arith.divsi %411, %c64_i64_321 : i64
          %c512_i64_322 = arith.constant 512 : i64
          %537 = arith.addi %411, %c512_i64_322 : i64
          %c64_i64_323 = arith.constant 64 : i64
          %538 = arith.remsi %537, %c64_i64_323 : i64
          %c64_i64_324 = arith.constant 64 : i64
          %539 = arith.divsi %537, %c64_i64_324 : i64
          %540 = memref.load %alloca_127[] : memref<f64>
          %541 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20_i64_325 = arith.constant 20 : i64
          %542 = arith.muli %535, %c20_i64_325 : i64
          %543 = arith.addi %542, %536 : i64
          %544 = llvm.getelementptr %541[%543] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %540, %544 : f64, !llvm.ptr<3>
          %545 = memref.load %alloca_128[] : memref<f64>
          %546 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20_i64_326 = arith.constant 20 : i64
          %547 = arith.muli %538, %c20_i64_326 : i64
          %548 = arith.addi %547, %539 : i64
          %549 = llvm.getelementptr %546[%548] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %545, %549 : f64, !llvm.ptr<3>
          %c16_i64_327 = arith.constant 16 : i64
          %550 = arith.divsi %411, %c16_i64_327 : i64
          %c16_i64_328 = arith.constant 16 : i64
          %551 = arith.remsi %411, %c16_i64_328 : i64
          %c512_i64_329 = arith.constant 512 : i64
          %552 = arith.addi %411, %c512_i64_329 : i64
          %c16_i64_330 = arith.constant 16 : i64
          %553 = arith.divsi %552, %c16_i64_330 : i64
          %c16_i64_331 = arith.constant 16 : i64
          %554 = arith.remsi %552, %c16_i64_331 : i64
          %cst_332 = arith.constant 0.000000e+00 : f64
          memref.store %cst_332, %alloca_129[] : memref<f64>
          %555 = arith.addi %443, %550 : i64
          %c37_i64_333 = arith.constant 37 : i64
          %556 = arith.cmpi slt, %555, %c37_i64_333 : i64
          %557 = arith.addi %arg49, %551 : i64
          %c21_i64_334 = arith.constant 21 : i64
          %558 = arith.cmpi slt, %557, %c21_i64_334 : i64
          %559 = arith.andi %556, %558 : i1
          scf.if %559 {
            %786 = arith.addi %arg49, %551 : i64
            %787 = arith.addi %443, %550 : i64
            %c21_i64_389 = arith.constant 21 : i64
            %788 = arith.muli %787, %c21_i64_389 : i64
            %789 = arith.addi %786, %788 : i64
            %790 = llvm.getelementptr %405[%789] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %791 = llvm.load %790 : !llvm.ptr<1> -> f64
            memref.store %791, %alloca_129[] : memref<f64>
          } else {
            %cst_389 = arith.constant 0.000000e+00 : f64
            memref.store %cst_389, %alloca_129[] : memref<f64>
          }
          %cst_335 = arith.constant 0.000000e+00 : f64
          memref.store %cst_335, %alloca_130[] : memref<f64>
          %560 = arith.addi %443, %553 : i64
          %c37_i64_336 = arith.constant 37 : i64
          %561 = arith.cmpi slt, %560, %c37_i64_336 : i64
          %562 = arith.addi %arg49, %554 : i64
          %c21_i64_337 = arith.constant 21 : i64
          %563 = arith.cmpi slt, %562, %c21_i64_337 : i64
          %564 = arith.andi %561, %563 : i1
          scf.if %564 {
            %786 = arith.addi %arg49, %554 : i64
            %787 = arith.addi %443, %553 : i64
            %c21_i64_389 = arith.constant 21 : i64
            %788 = arith.muli %787, %c21_i64_389 : i64
            %789 = arith.addi %786, %788 : i64
            %790 = llvm.getelementptr %405[%789] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %791 = llvm.load %790 : !llvm.ptr<1> -> f64
            memref.store %791, %alloca_130[] : memref<f64>
          } else {
            %cst_389 = arith.constant 0.000000e+00 : f64
            memref.store %cst_389, %alloca_130[] : memref<f64>
          }
          %c16_i64_338 = arith.constant 16 : i64
          %565 = arith.divsi %411, %c16_i64_338 : i64
          %c16_i64_339 = arith.constant 16 : i64
          %566 = arith.remsi %411, %c16_i64_339 : i64
          %c512_i64_340 = arith.constant 512 : i64
          %567 = arith.addi %411, %c512_i64_340 : i64
          %c16_i64_341 = arith.constant 16 : i64
          %568 = arith.divsi %567, %c16_i64_341 : i64
          %c16_i64_342 = arith.constant 16 : i64
          %569 = arith.remsi %567, %c16_i64_342 : i64
          %570 = memref.load %alloca_129[] : memref<f64>
          %571 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64 = arith.constant 10240 : i64
          %572 = llvm.getelementptr %571[%c10240_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c20_i64_343 = arith.constant 20 : i64
          %573 = arith.muli %565, %c20_i64_343 : i64
          %574 = arith.addi %573, %566 : i64
          %575 = llvm.getelementptr %572[%574] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %570, %575 : f64, !llvm.ptr<3>
          %576 = memref.load %alloca_130[] : memref<f64>
          %577 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_344 = arith.constant 10240 : i64
          %578 = llvm.getelementptr %577[%c10240_i64_344] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c20_i64_345 = arith.constant 20 : i64
          %579 = arith.muli %568, %c20_i64_345 : i64
          %580 = arith.addi %579, %569 : i64
          %581 = llvm.getelementptr %578[%580] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %576, %581 : f64, !llvm.ptr<3>
          gpu.barrier
          %582 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %583 = arith.addi %417, %414 : i64
          %c20_i64_346 = arith.constant 20 : i64
          %584 = arith.muli %583, %c20_i64_346 : i64
          %585 = arith.addi %584, %415 : i64
          %586 = llvm.getelementptr %582[%585] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %587 = llvm.load %586 : !llvm.ptr<3> -> f64
          %588 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_347 = arith.constant 8 : i64
          %589 = arith.addi %417, %c8_i64_347 : i64
          %590 = arith.addi %589, %414 : i64
          %c20_i64_348 = arith.constant 20 : i64
          %591 = arith.muli %590, %c20_i64_348 : i64
          %592 = arith.addi %591, %415 : i64
          %593 = llvm.getelementptr %588[%592] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %594 = llvm.load %593 : !llvm.ptr<3> -> f64
          %595 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_349 = arith.constant 10240 : i64
          %596 = llvm.getelementptr %595[%c10240_i64_349] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %597 = arith.addi %419, %414 : i64
          %c20_i64_350 = arith.constant 20 : i64
          %598 = arith.muli %597, %c20_i64_350 : i64
          %599 = arith.addi %598, %415 : i64
          %600 = llvm.getelementptr %596[%599] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %601 = llvm.load %600 : !llvm.ptr<3> -> f64
          %602 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_351 = arith.constant 10240 : i64
          %603 = llvm.getelementptr %602[%c10240_i64_351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_352 = arith.constant 8 : i64
          %604 = arith.addi %419, %c8_i64_352 : i64
          %605 = arith.addi %604, %414 : i64
          %c20_i64_353 = arith.constant 20 : i64
          %606 = arith.muli %605, %c20_i64_353 : i64
          %607 = arith.addi %606, %415 : i64
          %608 = llvm.getelementptr %603[%607] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %609 = llvm.load %608 : !llvm.ptr<3> -> f64
          %610 = memref.load %alloca_119[] : memref<f64>
          %611 = memref.load %alloca_120[] : memref<f64>
          %612 = nvvm.mma.sync A[%587]  B[%601]  C[%610, %611]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %613 = llvm.extractvalue %612[0] : !llvm.struct<(f64, f64)> 
          memref.store %613, %alloca_119[] : memref<f64>
          %614 = llvm.extractvalue %612[1] : !llvm.struct<(f64, f64)> 
          memref.store %614, %alloca_120[] : memref<f64>
          %615 = memref.load %alloca_121[] : memref<f64>
          %616 = memref.load %alloca_122[] : memref<f64>
          %617 = nvvm.mma.sync A[%587]  B[%609]  C[%615, %616]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %618 = llvm.extractvalue %617[0] : !llvm.struct<(f64, f64)> 
          memref.store %618, %alloca_121[] : memref<f64>
          %619 = llvm.extractvalue %617[1] : !llvm.struct<(f64, f64)> 
          memref.store %619, %alloca_122[] : memref<f64>
          %620 = memref.load %alloca_123[] : memref<f64>
          %621 = memref.load %alloca_124[] : memref<f64>
          %622 = nvvm.mma.sync A[%594]  B[%601]  C[%620, %621]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %623 = llvm.extractvalue %622[0] : !llvm.struct<(f64, f64)> 
          memref.store %623, %alloca_123[] : memref<f64>
          %624 = llvm.extractvalue %622[1] : !llvm.struct<(f64, f64)> 
          memref.store %624, %alloca_124[] : memref<f64>
          %625 = memref.load %alloca_125[] : memref<f64>
          %626 = memref.load %alloca_126[] : memref<f64>
          %627 = nvvm.mma.sync A[%594]  B[%609]  C[%625, %626]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %628 = llvm.extractvalue %627[0] : !llvm.struct<(f64, f64)> 
          memref.store %628, %alloca_125[] : memref<f64>
          %629 = llvm.extractvalue %627[1] : !llvm.struct<(f64, f64)> 
          memref.store %629, %alloca_126[] : memref<f64>
          %630 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %631 = arith.addi %417, %414 : i64
          %c20_i64_354 = arith.constant 20 : i64
          %632 = arith.muli %631, %c20_i64_354 : i64
          %c4_i64_355 = arith.constant 4 : i64
          %633 = arith.addi %c4_i64_355, %415 : i64
          %634 = arith.addi %632, %633 : i64
          %635 = llvm.getelementptr %630[%634] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %636 = llvm.load %635 : !llvm.ptr<3> -> f64
          %637 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_356 = arith.constant 8 : i64
          %638 = arith.addi %417, %c8_i64_356 : i64
          %639 = arith.addi %638, %414 : i64
          %c20_i64_357 = arith.constant 20 : i64
          %640 = arith.muli %639, %c20_i64_357 : i64
          %c4_i64_358 = arith.constant 4 : i64
          %641 = arith.addi %c4_i64_358, %415 : i64
          %642 = arith.addi %640, %641 : i64
          %643 = llvm.getelementptr %637[%642] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %644 = llvm.load %643 : !llvm.ptr<3> -> f64
          %645 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_359 = arith.constant 10240 : i64
          %646 = llvm.getelementptr %645[%c10240_i64_359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %647 = arith.addi %419, %414 : i64
          %c20_i64_360 = arith.constant 20 : i64
          %648 = arith.muli %647, %c20_i64_360 : i64
          %c4_i64_361 = arith.constant 4 : i64
          %649 = arith.addi %c4_i64_361, %415 : i64
          %650 = arith.addi %648, %649 : i64
          %651 = llvm.getelementptr %646[%650] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %652 = llvm.load %651 : !llvm.ptr<3> -> f64
          %653 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_362 = arith.constant 10240 : i64
          %654 = llvm.getelementptr %653[%c10240_i64_362] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_363 = arith.constant 8 : i64
          %655 = arith.addi %419, %c8_i64_363 : i64
          %656 = arith.addi %655, %414 : i64
          %c20_i64_364 = arith.constant 20 : i64
          %657 = arith.muli %656, %c20_i64_364 : i64
          %c4_i64_365 = arith.constant 4 : i64
          %658 = arith.addi %c4_i64_365, %415 : i64
          %659 = arith.addi %657, %658 : i64
          %660 = llvm.getelementptr %654[%659] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %661 = llvm.load %660 : !llvm.ptr<3> -> f64
          %662 = memref.load %alloca_119[] : memref<f64>
          %663 = memref.load %alloca_120[] : memref<f64>
          %664 = nvvm.mma.sync A[%636]  B[%652]  C[%662, %663]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %665 = llvm.extractvalue %664[0] : !llvm.struct<(f64, f64)> 
          memref.store %665, %alloca_119[] : memref<f64>
          %666 = llvm.extractvalue %664[1] : !llvm.struct<(f64, f64)> 
          memref.store %666, %alloca_120[] : memref<f64>
          %667 = memref.load %alloca_121[] : memref<f64>
          %668 = memref.load %alloca_122[] : memref<f64>
          %669 = nvvm.mma.sync A[%636]  B[%661]  C[%667, %668]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %670 = llvm.extractvalue %669[0] : !llvm.struct<(f64, f64)> 
          memref.store %670, %alloca_121[] : memref<f64>
          %671 = llvm.extractvalue %669[1] : !llvm.struct<(f64, f64)> 
          memref.store %671, %alloca_122[] : memref<f64>
          %672 = memref.load %alloca_123[] : memref<f64>
          %673 = memref.load %alloca_124[] : memref<f64>
          %674 = nvvm.mma.sync A[%644]  B[%652]  C[%672, %673]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %675 = llvm.extractvalue %674[0] : !llvm.struct<(f64, f64)> 
          memref.store %675, %alloca_123[] : memref<f64>
          %676 = llvm.extractvalue %674[1] : !llvm.struct<(f64, f64)> 
          memref.store %676, %alloca_124[] : memref<f64>
          %677 = memref.load %alloca_125[] : memref<f64>
          %678 = memref.load %alloca_126[] : memref<f64>
          %679 = nvvm.mma.sync A[%644]  B[%661]  C[%677, %678]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %680 = llvm.extractvalue %679[0] : !llvm.struct<(f64, f64)> 
          memref.store %680, %alloca_125[] : memref<f64>
          %681 = llvm.extractvalue %679[1] : !llvm.struct<(f64, f64)> 
          memref.store %681, %alloca_126[] : memref<f64>
          %682 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %683 = arith.addi %417, %414 : i64
          %c20_i64_366 = arith.constant 20 : i64
          %684 = arith.muli %683, %c20_i64_366 : i64
          %c8_i64_367 = arith.constant 8 : i64
          %685 = arith.addi %c8_i64_367, %415 : i64
          %686 = arith.addi %684, %685 : i64
          %687 = llvm.getelementptr %682[%686] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %688 = llvm.load %687 : !llvm.ptr<3> -> f64
          %689 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_368 = arith.constant 8 : i64
          %690 = arith.addi %417, %c8_i64_368 : i64
          %691 = arith.addi %690, %414 : i64
          %c20_i64_369 = arith.constant 20 : i64
          %692 = arith.muli %691, %c20_i64_369 : i64
          %c8_i64_370 = arith.constant 8 : i64
          %693 = arith.addi %c8_i64_370, %415 : i64
          %694 = arith.addi %692, %693 : i64
          %695 = llvm.getelementptr %689[%694] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %696 = llvm.load %695 : !llvm.ptr<3> -> f64
          %697 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_371 = arith.constant 10240 : i64
          %698 = llvm.getelementptr %697[%c10240_i64_371] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %699 = arith.addi %419, %414 : i64
          %c20_i64_372 = arith.constant 20 : i64
          %700 = arith.muli %699, %c20_i64_372 : i64
          %c8_i64_373 = arith.constant 8 : i64
          %701 = arith.addi %c8_i64_373, %415 : i64
          %702 = arith.addi %700, %701 : i64
          %703 = llvm.getelementptr %698[%702] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %704 = llvm.load %703 : !llvm.ptr<3> -> f64
          %705 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_374 = arith.constant 10240 : i64
          %706 = llvm.getelementptr %705[%c10240_i64_374] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_375 = arith.constant 8 : i64
          %707 = arith.addi %419, %c8_i64_375 : i64
          %708 = arith.addi %707, %414 : i64
          %c20_i64_376 = arith.constant 20 : i64
          %709 = arith.muli %708, %c20_i64_376 : i64
          %c8_i64_377 = arith.constant 8 : i64
          %710 = arith.addi %c8_i64_377, %415 : i64
          %711 = arith.addi %709, %710 : i64
          %712 = llvm.getelementptr %706[%711] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %713 = llvm.load %712 : !llvm.ptr<3> -> f64
          %714 = memref.load %alloca_119[] : memref<f64>
          %715 = memref.load %alloca_120[] : memref<f64>
          %716 = nvvm.mma.sync A[%688]  B[%704]  C[%714, %715]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %717 = llvm.extractvalue %716[0] : !llvm.struct<(f64, f64)> 
          memref.store %717, %alloca_119[] : memref<f64>
          %718 = llvm.extractvalue %716[1] : !llvm.struct<(f64, f64)> 
          memref.store %718, %alloca_120[] : memref<f64>
          %719 = memref.load %alloca_121[] : memref<f64>
          %720 = memref.load %alloca_122[] : memref<f64>
          %721 = nvvm.mma.sync A[%688]  B[%713]  C[%719, %720]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %722 = llvm.extractvalue %721[0] : !llvm.struct<(f64, f64)> 
          memref.store %722, %alloca_121[] : memref<f64>
          %723 = llvm.extractvalue %721[1] : !llvm.struct<(f64, f64)> 
          memref.store %723, %alloca_122[] : memref<f64>
          %724 = memref.load %alloca_123[] : memref<f64>
          %725 = memref.load %alloca_124[] : memref<f64>
          %726 = nvvm.mma.sync A[%696]  B[%704]  C[%724, %725]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %727 = llvm.extractvalue %726[0] : !llvm.struct<(f64, f64)> 
          memref.store %727, %alloca_123[] : memref<f64>
          %728 = llvm.extractvalue %726[1] : !llvm.struct<(f64, f64)> 
          memref.store %728, %alloca_124[] : memref<f64>
          %729 = memref.load %alloca_125[] : memref<f64>
          %730 = memref.load %alloca_126[] : memref<f64>
          %731 = nvvm.mma.sync A[%696]  B[%713]  C[%729, %730]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %732 = llvm.extractvalue %731[0] : !llvm.struct<(f64, f64)> 
          memref.store %732, %alloca_125[] : memref<f64>
          %733 = llvm.extractvalue %731[1] : !llvm.struct<(f64, f64)> 
          memref.store %733, %alloca_126[] : memref<f64>
          %734 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %735 = arith.addi %417, %414 : i64
          %c20_i64_378 = arith.constant 20 : i64
          %736 = arith.muli %735, %c20_i64_378 : i64
          %c12_i64 = arith.constant 12 : i64
          %737 = arith.addi %c12_i64, %415 : i64
          %738 = arith.addi %736, %737 : i64
          %739 = llvm.getelementptr %734[%738] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %740 = llvm.load %739 : !llvm.ptr<3> -> f64
          %741 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c8_i64_379 = arith.constant 8 : i64
          %742 = arith.addi %417, %c8_i64_379 : i64
          %743 = arith.addi %742, %414 : i64
          %c20_i64_380 = arith.constant 20 : i64
          %744 = arith.muli %743, %c20_i64_380 : i64
          %c12_i64_381 = arith.constant 12 : i64
          %745 = arith.addi %c12_i64_381, %415 : i64
          %746 = arith.addi %744, %745 : i64
          %747 = llvm.getelementptr %741[%746] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %748 = llvm.load %747 : !llvm.ptr<3> -> f64
          %749 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_382 = arith.constant 10240 : i64
          %750 = llvm.getelementptr %749[%c10240_i64_382] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %751 = arith.addi %419, %414 : i64
          %c20_i64_383 = arith.constant 20 : i64
          %752 = arith.muli %751, %c20_i64_383 : i64
          %c12_i64_384 = arith.constant 12 : i64
          %753 = arith.addi %c12_i64_384, %415 : i64
          %754 = arith.addi %752, %753 : i64
          %755 = llvm.getelementptr %750[%754] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %756 = llvm.load %755 : !llvm.ptr<3> -> f64
          %757 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c10240_i64_385 = arith.constant 10240 : i64
          %758 = llvm.getelementptr %757[%c10240_i64_385] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_386 = arith.constant 8 : i64
          %759 = arith.addi %419, %c8_i64_386 : i64
          %760 = arith.addi %759, %414 : i64
          %c20_i64_387 = arith.constant 20 : i64
          %761 = arith.muli %760, %c20_i64_387 : i64
          %c12_i64_388 = arith.constant 12 : i64
          %762 = arith.addi %c12_i64_388, %415 : i64
          %763 = arith.addi %761, %762 : i64
          %764 = llvm.getelementptr %758[%763] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %765 = llvm.load %764 : !llvm.ptr<3> -> f64
          %766 = memref.load %alloca_119[] : memref<f64>
          %767 = memref.load %alloca_120[] : memref<f64>
          %768 = nvvm.mma.sync A[%740]  B[%756]  C[%766, %767]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %769 = llvm.extractvalue %768[0] : !llvm.struct<(f64, f64)> 
          memref.store %769, %alloca_119[] : memref<f64>
          %770 = llvm.extractvalue %768[1] : !llvm.struct<(f64, f64)> 
          memref.store %770, %alloca_120[] : memref<f64>
          %771 = memref.load %alloca_121[] : memref<f64>
          %772 = memref.load %alloca_122[] : memref<f64>
          %773 = nvvm.mma.sync A[%740]  B[%765]  C[%771, %772]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %774 = llvm.extractvalue %773[0] : !llvm.struct<(f64, f64)> 
          memref.store %774, %alloca_121[] : memref<f64>
          %775 = llvm.extractvalue %773[1] : !llvm.struct<(f64, f64)> 
          memref.store %775, %alloca_122[] : memref<f64>
          %776 = memref.load %alloca_123[] : memref<f64>
          %777 = memref.load %alloca_124[] : memref<f64>
          %778 = nvvm.mma.sync A[%748]  B[%756]  C[%776, %777]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %779 = llvm.extractvalue %778[0] : !llvm.struct<(f64, f64)> 
          memref.store %779, %alloca_123[] : memref<f64>
          %780 = llvm.extractvalue %778[1] : !llvm.struct<(f64, f64)> 
          memref.store %780, %alloca_124[] : memref<f64>
          %781 = memref.load %alloca_125[] : memref<f64>
          %782 = memref.load %alloca_126[] : memref<f64>
          %783 = nvvm.mma.sync A[%748]  B[%765]  C[%781, %782]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %784 = llvm.extractvalue %783[0] : !llvm.struct<(f64, f64)> 
          memref.store %784, %alloca_125[] : memref<f64>
          %785 = llvm.extractvalue %783[1] : !llvm.struct<(f64, f64)> 
          memref.store %785, %alloca_126[] : memref<f64>
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
          %cst_310 = arith.constant -1.000000e+00 : f64
          %c45_i64_311 = arith.constant 45 : i64
          %520 = arith.muli %448, %c45_i64_311 : i64
          %521 = arith.addi %445, %520 : i64
          %522 = llvm.getelementptr %407[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %523 = llvm.load %522 : !llvm.ptr<1> -> f64
          %524 = memref.load %alloca_119[] : memref<f64>
          %525 = arith.mulf %arg0, %524 : f64
          %526 = llvm.intr.fma(%cst_310, %523, %525) : (f64, f64, f64) -> f64
          %c45_i64_312 = arith.constant 45 : i64
          %527 = arith.muli %448, %c45_i64_312 : i64
          %528 = arith.addi %445, %527 : i64
          %529 = llvm.getelementptr %407[%528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %526, %529 : f64, !llvm.ptr<1>
        }
        %452 = arith.addi %441, %417 : i64
        %453 = arith.addi %452, %414 : i64
        %454 = arith.addi %443, %419 : i64
        %c2_i64_277 = arith.constant 2 : i64
        %455 = arith.muli %415, %c2_i64_277 : i64
        %c1_i64_278 = arith.constant 1 : i64
        %456 = arith.addi %455, %c1_i64_278 : i64
        %457 = arith.addi %454, %456 : i64
        %c45_i64_279 = arith.constant 45 : i64
        %458 = arith.cmpi slt, %453, %c45_i64_279 : i64
        %c37_i64_280 = arith.constant 37 : i64
        %459 = arith.cmpi slt, %457, %c37_i64_280 : i64
        %460 = arith.andi %458, %459 : i1
        scf.if %460 {
          %cst_310 = arith.constant -1.000000e+00 : f64
          %c45_i64_311 = arith.constant 45 : i64
          %520 = arith.muli %457, %c45_i64_311 : i64
          %521 = arith.addi %453, %520 : i64
          %522 = llvm.getelementptr %407[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %523 = llvm.load %522 : !llvm.ptr<1> -> f64
          %524 = memref.load %alloca_120[] : memref<f64>
          %525 = arith.mulf %arg0, %524 : f64
          %526 = llvm.intr.fma(%cst_310, %523, %525) : (f64, f64, f64) -> f64
          %c45_i64_312 = arith.constant 45 : i64
          %527 = arith.muli %457, %c45_i64_312 : i64
          %528 = arith.addi %453, %527 : i64
          %529 = llvm.getelementptr %407[%528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %526, %529 : f64, !llvm.ptr<1>
        }
        %461 = arith.addi %441, %417 : i64
        %462 = arith.addi %461, %414 : i64
        %463 = arith.addi %443, %419 : i64
        %c8_i64_281 = arith.constant 8 : i64
        %464 = arith.addi %463, %c8_i64_281 : i64
        %c2_i64_282 = arith.constant 2 : i64
        %465 = arith.muli %415, %c2_i64_282 : i64
        %466 = arith.addi %464, %465 : i64
        %c45_i64_283 = arith.constant 45 : i64
        %467 = arith.cmpi slt, %462, %c45_i64_283 : i64
        %c37_i64_284 = arith.constant 37 : i64
        %468 = arith.cmpi slt, %466, %c37_i64_284 : i64
        %469 = arith.andi %467, %468 : i1
        scf.if %469 {
          %cst_310 = arith.constant -1.000000e+00 : f64
          %c45_i64_311 = arith.constant 45 : i64
          %520 = arith.muli %466, %c45_i64_311 : i64
          %521 = arith.addi %462, %520 : i64
          %522 = llvm.getelementptr %407[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %523 = llvm.load %522 : !llvm.ptr<1> -> f64
          %524 = memref.load %alloca_121[] : memref<f64>
          %525 = arith.mulf %arg0, %524 : f64
          %526 = llvm.intr.fma(%cst_310, %523, %525) : (f64, f64, f64) -> f64
          %c45_i64_312 = arith.constant 45 : i64
          %527 = arith.muli %466, %c45_i64_312 : i64
          %528 = arith.addi %462, %527 : i64
          %529 = llvm.getelementptr %407[%528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %526, %529 : f64, !llvm.ptr<1>
        }
        %470 = arith.addi %441, %417 : i64
        %471 = arith.addi %470, %414 : i64
        %472 = arith.addi %443, %419 : i64
        %c8_i64_285 = arith.constant 8 : i64
        %473 = arith.addi %472, %c8_i64_285 : i64
        %c2_i64_286 = arith.constant 2 : i64
        %474 = arith.muli %415, %c2_i64_286 : i64
        %c1_i64_287 = arith.constant 1 : i64
        %475 = arith.addi %474, %c1_i64_287 : i64
        %476 = arith.addi %473, %475 : i64
        %c45_i64_288 = arith.constant 45 : i64
        %477 = arith.cmpi slt, %471, %c45_i64_288 : i64
        %c37_i64_289 = arith.constant 37 : i64
        %478 = arith.cmpi slt, %476, %c37_i64_289 : i64
        %479 = arith.andi %477, %478 : i1
        scf.if %479 {
          %cst_310 = arith.constant -1.000000e+00 : f64
          %c45_i64_311 = arith.constant 45 : i64
          %520 = arith.muli %476, %c45_i64_311 : i64
          %521 = arith.addi %471, %520 : i64
          %522 = llvm.getelementptr %407[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %523 = llvm.load %522 : !llvm.ptr<1> -> f64
          %524 = memref.load %alloca_122[] : memref<f64>
          %525 = arith.mulf %arg0, %524 : f64
          %526 = llvm.intr.fma(%cst_310, %523, %525) : (f64, f64, f64) -> f64
          %c45_i64_312 = arith.constant 45 : i64
          %527 = arith.muli %476, %c45_i64_312 : i64
          %528 = arith.addi %471, %527 : i64
          %529 = llvm.getelementptr %407[%528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %526, %529 : f64, !llvm.ptr<1>
        }
        %480 = arith.addi %441, %417 : i64
        %c8_i64_290 = arith.constant 8 : i64
        %481 = arith.addi %480, %c8_i64_290 : i64
        %482 = arith.addi %481, %414 : i64
        %483 = arith.addi %443, %419 : i64
        %c2_i64_291 = arith.constant 2 : i64
        %484 = arith.muli %415, %c2_i64_291 : i64
        %485 = arith.addi %483, %484 : i64
        %c45_i64_292 = arith.constant 45 : i64
        %486 = arith.cmpi slt, %482, %c45_i64_292 : i64
        %c37_i64_293 = arith.constant 37 : i64
        %487 = arith.cmpi slt, %485, %c37_i64_293 : i64
        %488 = arith.andi %486, %487 : i1
        scf.if %488 {
          %cst_310 = arith.constant -1.000000e+00 : f64
          %c45_i64_311 = arith.constant 45 : i64
          %520 = arith.muli %485, %c45_i64_311 : i64
          %521 = arith.addi %482, %520 : i64
          %522 = llvm.getelementptr %407[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %523 = llvm.load %522 : !llvm.ptr<1> -> f64
          %524 = memref.load %alloca_123[] : memref<f64>
          %525 = arith.mulf %arg0, %524 : f64
          %526 = llvm.intr.fma(%cst_310, %523, %525) : (f64, f64, f64) -> f64
          %c45_i64_312 = arith.constant 45 : i64
          %527 = arith.muli %485, %c45_i64_312 : i64
          %528 = arith.addi %482, %527 : i64
          %529 = llvm.getelementptr %407[%528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %526, %529 : f64, !llvm.ptr<1>
        }
        %489 = arith.addi %441, %417 : i64
        %c8_i64_294 = arith.constant 8 : i64
        %490 = arith.addi %489, %c8_i64_294 : i64
        %491 = arith.addi %490, %414 : i64
        %492 = arith.addi %443, %419 : i64
        %c2_i64_295 = arith.constant 2 : i64
        %493 = arith.muli %415, %c2_i64_295 : i64
        %c1_i64_296 = arith.constant 1 : i64
        %494 = arith.addi %493, %c1_i64_296 : i64
        %495 = arith.addi %492, %494 : i64
        %c45_i64_297 = arith.constant 45 : i64
        %496 = arith.cmpi slt, %491, %c45_i64_297 : i64
        %c37_i64_298 = arith.constant 37 : i64
        %497 = arith.cmpi slt, %495, %c37_i64_298 : i64
        %498 = arith.andi %496, %497 : i1
        scf.if %498 {
          %cst_310 = arith.constant -1.000000e+00 : f64
          %c45_i64_311 = arith.constant 45 : i64
          %520 = arith.muli %495, %c45_i64_311 : i64
          %521 = arith.addi %491, %520 : i64
          %522 = llvm.getelementptr %407[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %523 = llvm.load %522 : !llvm.ptr<1> -> f64
          %524 = memref.load %alloca_124[] : memref<f64>
          %525 = arith.mulf %arg0, %524 : f64
          %526 = llvm.intr.fma(%cst_310, %523, %525) : (f64, f64, f64) -> f64
          %c45_i64_312 = arith.constant 45 : i64
          %527 = arith.muli %495, %c45_i64_312 : i64
          %528 = arith.addi %491, %527 : i64
          %529 = llvm.getelementptr %407[%528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %526, %529 : f64, !llvm.ptr<1>
        }
        %499 = arith.addi %441, %417 : i64
        %c8_i64_299 = arith.constant 8 : i64
        %500 = arith.addi %499, %c8_i64_299 : i64
        %501 = arith.addi %500, %414 : i64
        %502 = arith.addi %443, %419 : i64
        %c8_i64_300 = arith.constant 8 : i64
        %503 = arith.addi %502, %c8_i64_300 : i64
        %c2_i64_301 = arith.constant 2 : i64
        %504 = arith.muli %415, %c2_i64_301 : i64
        %505 = arith.addi %503, %504 : i64
        %c45_i64_302 = arith.constant 45 : i64
        %506 = arith.cmpi slt, %501, %c45_i64_302 : i64
        %c37_i64_303 = arith.constant 37 : i64
        %507 = arith.cmpi slt, %505, %c37_i64_303 : i64
        %508 = arith.andi %506, %507 : i1
        scf.if %508 {
          %cst_310 = arith.constant -1.000000e+00 : f64
          %c45_i64_311 = arith.constant 45 : i64
          %520 = arith.muli %505, %c45_i64_311 : i64
          %521 = arith.addi %501, %520 : i64
          %522 = llvm.getelementptr %407[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %523 = llvm.load %522 : !llvm.ptr<1> -> f64
          %524 = memref.load %alloca_125[] : memref<f64>
          %525 = arith.mulf %arg0, %524 : f64
          %526 = llvm.intr.fma(%cst_310, %523, %525) : (f64, f64, f64) -> f64
          %c45_i64_312 = arith.constant 45 : i64
          %527 = arith.muli %505, %c45_i64_312 : i64
          %528 = arith.addi %501, %527 : i64
          %529 = llvm.getelementptr %407[%528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %526, %529 : f64, !llvm.ptr<1>
        }
        %509 = arith.addi %441, %417 : i64
        %c8_i64_304 = arith.constant 8 : i64
        %510 = arith.addi %509, %c8_i64_304 : i64
        %511 = arith.addi %510, %414 : i64
        %512 = arith.addi %443, %419 : i64
        %c8_i64_305 = arith.constant 8 : i64
        %513 = arith.addi %512, %c8_i64_305 : i64
        %c2_i64_306 = arith.constant 2 : i64
        %514 = arith.muli %415, %c2_i64_306 : i64
        %c1_i64_307 = arith.constant 1 : i64
        %515 = arith.addi %514, %c1_i64_307 : i64
        %516 = arith.addi %513, %515 : i64
        %c45_i64_308 = arith.constant 45 : i64
        %517 = arith.cmpi slt, %511, %c45_i64_308 : i64
        %c37_i64_309 = arith.constant 37 : i64
        %518 = arith.cmpi slt, %516, %c37_i64_309 : i64
        %519 = arith.andi %517, %518 : i1
        scf.if %519 {
          %cst_310 = arith.constant -1.000000e+00 : f64
          %c45_i64_311 = arith.constant 45 : i64
          %520 = arith.muli %516, %c45_i64_311 : i64
          %521 = arith.addi %511, %520 : i64
          %522 = llvm.getelementptr %407[%521] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %523 = llvm.load %522 : !llvm.ptr<1> -> f64
          %524 = memref.load %alloca_126[] : memref<f64>
          %525 = arith.mulf %arg0, %524 : f64
          %526 = llvm.intr.fma(%cst_310, %523, %525) : (f64, f64, f64) -> f64
          %c45_i64_312 = arith.constant 45 : i64
          %527 = arith.muli %516, %c45_i64_312 : i64
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
      %thread_id_x_248 = gpu.thread_id  x
      %426 = arith.index_cast %thread_id_x_248 : index to i64
      %c64_i64_249 = arith.constant 64 : i64
      %thread_id_y_250 = gpu.thread_id  y
      %427 = arith.index_cast %thread_id_y_250 : index to i64
      %428 = arith.muli %c64_i64_249, %427 : i64
      %429 = arith.addi %426, %428 : i64
      %c32_i64_251 = arith.constant 32 : i64
      %430 = arith.divsi %429, %c32_i64_251 : i64
      %c32_i64_252 = arith.constant 32 : i64
      %431 = arith.remsi %429, %c32_i64_252 : i64
      %c4_i64_253 = arith.constant 4 : i64
      %432 = arith.divsi %431, %c4_i64_253 : i64
      %c4_i64_254 = arith.constant 4 : i64
      %433 = arith.remsi %431, %c4_i64_254 : i64
      %c8_i64_255 = arith.constant 8 : i64
      %434 = arith.remsi %431, %c8_i64_255 : i64
      %c8_i64_256 = arith.constant 8 : i64
      %435 = arith.divsi %431, %c8_i64_256 : i64
      %c4_i64_257 = arith.constant 4 : i64
      %436 = arith.remsi %430, %c4_i64_257 : i64
      %c32_i64_258 = arith.constant 32 : i64
      %437 = arith.muli %436, %c32_i64_258 : i64
      %c4_i64_259 = arith.constant 4 : i64
      %438 = arith.divsi %430, %c4_i64_259 : i64
      %c16_i64_260 = arith.constant 16 : i64
      %439 = arith.muli %438, %c16_i64_260 : i64
      %c0_i64_261 = arith.constant 0 : i64
      %c1_i64_262 = arith.constant 1 : i64
      %c1_i64_263 = arith.constant 1 : i64
      scf.for %arg48 = %c0_i64_261 to %c1_i64_262 step %c1_i64_263  : i64 {
        %c1_i64_264 = arith.constant 1 : i64
        %440 = arith.remsi %arg48, %c1_i64_264 : i64
        %c128_i64_265 = arith.constant 128 : i64
        %441 = arith.muli %440, %c128_i64_265 : i64
        %c1_i64_266 = arith.constant 1 : i64
        %442 = arith.divsi %arg48, %c1_i64_266 : i64
        %c64_i64_267 = arith.constant 64 : i64
        %443 = arith.muli %442, %c64_i64_267 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_131[] : memref<f32>
        %cst_268 = arith.constant 0.000000e+00 : f32
        memref.store %cst_268, %alloca_132[] : memref<f32>
        %cst_269 = arith.constant 0.000000e+00 : f32
        memref.store %cst_269, %alloca_133[] : memref<f32>
        %cst_270 = arith.constant 0.000000e+00 : f32
        memref.store %cst_270, %alloca_134[] : memref<f32>
        %cst_271 = arith.constant 0.000000e+00 : f32
        memref.store %cst_271, %alloca_135[] : memref<f32>
        %cst_272 = arith.constant 0.000000e+00 : f32
        memref.store %cst_272, %alloca_136[] : memref<f32>
        %cst_273 = arith.constant 0.000000e+00 : f32
        memref.store %cst_273, %alloca_137[] : memref<f32>
        %cst_274 = arith.constant 0.000000e+00 : f32
        memref.store %cst_274, %alloca_138[] : memref<f32>
        %cst_275 = arith.constant 0.000000e+00 : f32
        memref.store %cst_275, %alloca_139[] : memref<f32>
        %cst_276 = arith.constant 0.000000e+00 : f32
        memref.store %cst_276, %alloca_140[] : memref<f32>
        %cst_277 = arith.constant 0.000000e+00 : f32
        memref.store %cst_277, %alloca_141[] : memref<f32>
        %cst_278 = arith.constant 0.000000e+00 : f32
        memref.store %cst_278, %alloca_142[] : memref<f32>
        %cst_279 = arith.constant 0.000000e+00 : f32
        memref.store %cst_279, %alloca_143[] : memref<f32>
        %cst_280 = arith.constant 0.000000e+00 : f32
        memref.store %cst_280, %alloca_144[] : memref<f32>
        %cst_281 = arith.constant 0.000000e+00 : f32
        memref.store %cst_281, %alloca_145[] : memref<f32>
        %cst_282 = arith.constant 0.000000e+00 : f32
        memref.store %cst_282, %alloca_146[] : memref<f32>
        %c0_i64_283 = arith.constant 0 : i64
        %c37_i64 = arith.constant 37 : i64
        %c32_i64_284 = arith.constant 32 : i64
        scf.for %arg49 = %c0_i64_283 to %c37_i64 step %c32_i64_284  : i64 {
          gpu.barrier
          %c128_i64_362 = arith.constant 128 : i64
          %604 = arith.remsi %429, %c128_i64_362 : i64
          %c128_i64_363 = arith.constant 128 : i64
          %605 = arith.divsi %429, %c128_i64_363 : i64
          %c512_i64 = arith.constant 512 : i64
          %606 = arith.addi %429, %c512_i64 : i64
          %c128_i64_364 = arith.constant 128 : i64
          %607 = arith.remsi %606, %c128_i64_364 : i64
          %c128_i64_365 = arith.constant 128 : i64
          %608 = arith.divsi %606, %c128_i64_365 : i64
          %c1024_i64 = arith.constant 1024 : i64
          %609 = arith.addi %429, %c1024_i64 : i64
          %c128_i64_366 = arith.constant 128 : i64
          %610 = arith.remsi %609, %c128_i64_366 : i64
          %c128_i64_367 = arith.constant 128 : i64
          %611 = arith.divsi %609, %c128_i64_367 : i64
          %c1536_i64 = arith.constant 1536 : i64
          %612 = arith.addi %429, %c1536_i64 : i64
          %c128_i64_368 = arith.constant 128 : i64
          %613 = arith.remsi %612, %c128_i64_368 : i64
          %c128_i64_369 = arith.constant 128 : i64
          %614 = arith.divsi %612, %c128_i64_369 : i64
          %c2048_i64 = arith.constant 2048 : i64
          %615 = arith.addi %429, %c2048_i64 : i64
          %c128_i64_370 = arith.constant 128 : i64
          %616 = arith.remsi %615, %c128_i64_370 : i64
          %c128_i64_371 = arith.constant 128 : i64
          %617 = arith.divsi %615, %c128_i64_371 : i64
          %c2560_i64 = arith.constant 2560 : i64
          %618 = arith.addi %429, %c2560_i64 : i64
          %c128_i64_372 = arith.constant 128 : i64
          %619 = arith.remsi %618, %c128_i64_372 : i64
          %c128_i64_373 = arith.constant 128 : i64
          %620 = arith.divsi %618, %c128_i64_373 : i64
          %c3072_i64 = arith.constant 3072 : i64
          %621 = arith.addi %429, %c3072_i64 : i64
          %c128_i64_374 = arith.constant 128 : i64
          %622 = arith.remsi %621, %c128_i64_374 : i64
          %c128_i64_375 = arith.constant 128 : i64
          %623 = arith.divsi %621, %c128_i64_375 : i64
          %c3584_i64 = arith.constant 3584 : i64
          %624 = arith.addi %429, %c3584_i64 : i64
          %c128_i64_376 = arith.constant 128 : i64
          %625 = arith.remsi %624, %c128_i64_376 : i64
          %c128_i64_377 = arith.constant 128 : i64
          %626 = arith.divsi %624, %c128_i64_377 : i64
          %cst_378 = arith.constant 0.000000e+00 : f16
          memref.store %cst_378, %alloca_147[] : memref<f16>
          %627 = arith.addi %441, %604 : i64
          %c70_i64_379 = arith.constant 70 : i64
          %628 = arith.cmpi slt, %627, %c70_i64_379 : i64
          %629 = arith.addi %arg49, %605 : i64
          %c37_i64_380 = arith.constant 37 : i64
          %630 = arith.cmpi slt, %629, %c37_i64_380 : i64
          %631 = arith.andi %628, %630 : i1
          scf.if %631 {
            %1304 = arith.addi %arg49, %605 : i64
            %1305 = arith.addi %441, %604 : i64
            %c37_i64_671 = arith.constant 37 : i64
            %1306 = arith.muli %1305, %c37_i64_671 : i64
            %1307 = arith.addi %1304, %1306 : i64
            %1308 = llvm.getelementptr %421[%1307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1309 = llvm.load %1308 : !llvm.ptr<1> -> f16
            memref.store %1309, %alloca_147[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_147[] : memref<f16>
          }
          %cst_381 = arith.constant 0.000000e+00 : f16
          memref.store %cst_381, %alloca_148[] : memref<f16>
          %632 = arith.addi %441, %607 : i64
          %c70_i64_382 = arith.constant 70 : i64
          %633 = arith.cmpi slt, %632, %c70_i64_382 : i64
          %634 = arith.addi %arg49, %608 : i64
          %c37_i64_383 = arith.constant 37 : i64
          %635 = arith.cmpi slt, %634, %c37_i64_383 : i64
          %636 = arith.andi %633, %635 : i1
          scf.if %636 {
            %1304 = arith.addi %arg49, %608 : i64
            %1305 = arith.addi %441, %607 : i64
            %c37_i64_671 = arith.constant 37 : i64
            %1306 = arith.muli %1305, %c37_i64_671 : i64
            %1307 = arith.addi %1304, %1306 : i64
            %1308 = llvm.getelementptr %421[%1307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1309 = llvm.load %1308 : !llvm.ptr<1> -> f16
            memref.store %1309, %alloca_148[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_148[] : memref<f16>
          }
          %cst_384 = arith.constant 0.000000e+00 : f16
          memref.store %cst_384, %alloca_149[] : memref<f16>
          %637 = arith.addi %441, %610 : i64
          %c70_i64_385 = arith.constant 70 : i64
          %638 = arith.cmpi slt, %637, %c70_i64_385 : i64
          %639 = arith.addi %arg49, %611 : i64
          %c37_i64_386 = arith.constant 37 : i64
          %640 = arith.cmpi slt, %639, %c37_i64_386 : i64
          %641 = arith.andi %638, %640 : i1
          scf.if %641 {
            %1304 = arith.addi %arg49, %611 : i64
            %1305 = arith.addi %441, %610 : i64
            %c37_i64_671 = arith.constant 37 : i64
            %1306 = arith.muli %1305, %c37_i64_671 : i64
            %1307 = arith.addi %1304, %1306 : i64
            %1308 = llvm.getelementptr %421[%1307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1309 = llvm.load %1308 : !llvm.ptr<1> -> f16
            memref.store %1309, %alloca_149[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_149[] : memref<f16>
          }
          %cst_387 = arith.constant 0.000000e+00 : f16
          memref.store %cst_387, %alloca_150[] : memref<f16>
          %642 = arith.addi %441, %613 : i64
          %c70_i64_388 = arith.constant 70 : i64
          %643 = arith.cmpi slt, %642, %c70_i64_388 : i64
          %644 = arith.addi %arg49, %614 : i64
          %c37_i64_389 = arith.constant 37 : i64
          %645 = arith.cmpi slt, %644, %c37_i64_389 : i64
          %646 = arith.andi %643, %645 : i1
          scf.if %646 {
            %1304 = arith.addi %arg49, %614 : i64
            %1305 = arith.addi %441, %613 : i64
            %c37_i64_671 = arith.constant 37 : i64
            %1306 = arith.muli %1305, %c37_i64_671 : i64
            %1307 = arith.addi %1304, %1306 : i64
            %1308 = llvm.getelementptr %421[%1307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1309 = llvm.load %1308 : !llvm.ptr<1> -> f16
            memref.store %1309, %alloca_150[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_150[] : memref<f16>
          }
          %cst_390 = arith.constant 0.000000e+00 : f16
          memref.store %cst_390, %alloca_151[] : memref<f16>
          %647 = arith.addi %441, %616 : i64
          %c70_i64_391 = arith.constant 70 : i64
          %648 = arith.cmpi slt, %647, %c70_i64_391 : i64
          %649 = arith.addi %arg49, %617 : i64
          %c37_i64_392 = arith.constant 37 : i64
          %650 = arith.cmpi slt, %649, %c37_i64_392 : i64
          %651 = arith.andi %648, %650 : i1
          scf.if %651 {
            %1304 = arith.addi %arg49, %617 : i64
            %1305 = arith.addi %441, %616 : i64
            %c37_i64_671 = arith.constant 37 : i64
            %1306 = arith.muli %1305, %c37_i64_671 : i64
            %1307 = arith.addi %1304, %1306 : i64
            %1308 = llvm.getelementptr %421[%1307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1309 = llvm.load %1308 : !llvm.ptr<1> -> f16
            memref.store %1309, %alloca_151[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_151[] : memref<f16>
          }
          %cst_393 = arith.constant 0.000000e+00 : f16
          memref.store %cst_393, %alloca_152[] : memref<f16>
          %652 = arith.addi %441, %619 : i64
          %c70_i64_394 = arith.constant 70 : i64
          %653 = arith.cmpi slt, %652, %c70_i64_394 : i64
          %654 = arith.addi %arg49, %620 : i64
          %c37_i64_395 = arith.constant 37 : i64
          %655 = arith.cmpi slt, %654, %c37_i64_395 : i64
          %656 = arith.andi %653, %655 : i1
          scf.if %656 {
            %1304 = arith.addi %arg49, %620 : i64
            %1305 = arith.addi %441, %619 : i64
            %c37_i64_671 = arith.constant 37 : i64
            %1306 = arith.muli %1305, %c37_i64_671 : i64
            %1307 = arith.addi %1304, %1306 : i64
            %1308 = llvm.getelementptr %421[%1307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1309 = llvm.load %1308 : !llvm.ptr<1> -> f16
            memref.store %1309, %alloca_152[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_152[] : memref<f16>
          }
          %cst_396 = arith.constant 0.000000e+00 : f16
          memref.store %cst_396, %alloca_153[] : memref<f16>
          %657 = arith.addi %441, %622 : i64
          %c70_i64_397 = arith.constant 70 : i64
          %658 = arith.cmpi slt, %657, %c70_i64_397 : i64
          %659 = arith.addi %arg49, %623 : i64
          %c37_i64_398 = arith.constant 37 : i64
          %660 = arith.cmpi slt, %659, %c37_i64_398 : i64
          %661 = arith.andi %658, %660 : i1
          scf.if %661 {
            %1304 = arith.addi %arg49, %623 : i64
            %1305 = arith.addi %441, %622 : i64
            %c37_i64_671 = arith.constant 37 : i64
            %1306 = arith.muli %1305, %c37_i64_671 : i64
            %1307 = arith.addi %1304, %1306 : i64
            %1308 = llvm.getelementptr %421[%1307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1309 = llvm.load %1308 : !llvm.ptr<1> -> f16
            memref.store %1309, %alloca_153[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_153[] : memref<f16>
          }
          %cst_399 = arith.constant 0.000000e+00 : f16
          memref.store %cst_399, %alloca_154[] : memref<f16>
          %662 = arith.addi %441, %625 : i64
          %c70_i64_400 = arith.constant 70 : i64
          %663 = arith.cmpi slt, %662, %c70_i64_400 : i64
          %664 = arith.addi %arg49, %626 : i64
          %c37_i64_401 = arith.constant 37 : i64
          %665 = arith.cmpi slt, %664, %c37_i64_401 : i64
          %666 = arith.andi %663, %665 : i1
          scf.if %666 {
            %1304 = arith.addi %arg49, %626 : i64
            %1305 = arith.addi %441, %625 : i64
            %c37_i64_671 = arith.constant 37 : i64
            %1306 = arith.muli %1305, %c37_i64_671 : i64
            %1307 = arith.addi %1304, %1306 : i64
            %1308 = llvm.getelementptr %421[%1307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1309 = llvm.load %1308 : !llvm.ptr<1> -> f16
            memref.store %1309, %alloca_154[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_154[] : memref<f16>
          }
          %c128_i64_402 = arith.constant 128 : i64
          %667 = arith.remsi %429, %c128_i64_402 : i64
          %c128_i64_403 = arith.constant 128 : i64
          %668 = arith.divsi %429, %c128_i64_403 : i64
          %c512_i64_404 = arith.constant 512 : i64
          %669 = arith.addi %429, %c512_i64_404 : i64
          %c128_i64_405 = arith.constant 128 : i64
          %670 = arith.remsi %669, %c128_i64_405 : i64
          %c128_i64_406 = arith.constant 128 : i64
          %671 = arith.divsi %669, %c128_i64_406 : i64
          %c1024_i64_407 = arith.constant 1024 : i64
          %672 = arith.addi %429, %c1024_i64_407 : i64
          %c128_i64_408 = arith.constant 128 : i64
          %673 = arith.remsi %672, %c128_i64_408 : i64
          %c128_i64_409 = arith.constant 128 : i64
          %674 = arith.divsi %672, %c128_i64_409 : i64
          %c1536_i64_410 = arith.constant 1536 : i64
          %675 = arith.addi %429, %c1536_i64_410 : i64
          %c128_i64_411 = arith.constant 128 : i64
          %676 = arith.remsi %675, %c128_i64_411 : i64
          %c128_i64_412 = arith.constant 128 : i64
          %677 = arith.divsi %675, %c128_i64_412 : i64
          %c2048_i64_413 = arith.constant 2048 : i64
          %678 = arith.addi %429, %c2048_i64_413 : i64
          %c128_i64_414 = arith.constant 128 : i64
          %679 = arith.remsi %678, %c128_i64_414 : i64
          %c128_i64_415 = arith.constant 128 : i64
          %680 = arith.divsi %678, %c128_i64_415 : i64
          %c2560_i64_416 = arith.constant 2560 : i64
          %681 = arith.addi %429, %c2560_i64_416 : i64
          %c128_i64_417 = arith.constant 128 : i64
          %682 = arith.remsi %681, %c128_i64_417 : i64
          %c128_i64_418 = arith.constant 128 : i64
          %683 = arith.divsi %681, %c128_i64_418 : i64
          %c3072_i64_419 = arith.constant 3072 : i64
          %684 = arith.addi %429, %c3072_i64_419 : i64
          %c128_i64_420 = arith.constant 128 : i64
          %685 = arith.remsi %684, %c128_i64_420 : i64
          %c128_i64_421 = arith.constant 128 : i64
          %686 = arith.divsi %684, %c128_i64_421 : i64
          %c3584_i64_422 = arith.constant 3584 : i64
          %687 = arith.addi %429, %c3584_i64_422 : i64
          %c128_i64_423 = arith.constant 128 : i64
          %688 = arith.remsi %687, %c128_i64_423 : i64
          %c128_i64_424 = arith.constant 128 : i64
          %689 = arith.divsi %687, %c128_i64_424 : i64
          %690 = memref.load %alloca_147[] : memref<f16>
          %691 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64 = arith.constant 20480 : i64
          %692 = llvm.getelementptr %691[%c20480_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_425 = arith.constant 40 : i64
          %693 = arith.muli %667, %c40_i64_425 : i64
          %694 = arith.addi %693, %668 : i64
          %695 = llvm.getelementptr %692[%694] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %690, %695 : f16, !llvm.ptr<3>
          %696 = memref.load %alloca_148[] : memref<f16>
          %697 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_426 = arith.constant 20480 : i64
          %698 = llvm.getelementptr %697[%c20480_i64_426] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_427 = arith.constant 40 : i64
          %699 = arith.muli %670, %c40_i64_427 : i64
          %700 = arith.addi %699, %671 : i64
          %701 = llvm.getelementptr %698[%700] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %696, %701 : f16, !llvm.ptr<3>
          %702 = memref.load %alloca_149[] : memref<f16>
          %703 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_428 = arith.constant 20480 : i64
          %704 = llvm.getelementptr %703[%c20480_i64_428] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_429 = arith.constant 40 : i64
          %705 = arith.muli %673, %c40_i64_429 : i64
          %706 = arith.addi %705, %674 : i64
          %707 = llvm.getelementptr %704[%706] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %702, %707 : f16, !llvm.ptr<3>
          %708 = memref.load %alloca_150[] : memref<f16>
          %709 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_430 = arith.constant 20480 : i64
          %710 = llvm.getelementptr %709[%c20480_i64_430] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_431 = arith.constant 40 : i64
          %711 = arith.muli %676, %c40_i64_431 : i64
          %712 = arith.addi %711, %677 : i64
          %713 = llvm.getelementptr %710[%712] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %708, %713 : f16, !llvm.ptr<3>
          %714 = memref.load %alloca_151[] : memref<f16>
          %715 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_432 = arith.constant 20480 : i64
          %716 = llvm.getelementptr %715[%c20480_i64_432] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_433 = arith.constant 40 : i64
          %717 = arith.muli %679, %c40_i64_433 : i64
          %718 = arith.addi %717, %680 : i64
          %719 = llvm.getelementptr %716[%718] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %714, %719 : f16, !llvm.ptr<3>
          %720 = memref.load %alloca_152[] : memref<f16>
          %721 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_434 = arith.constant 20480 : i64
          %722 = llvm.getelementptr %721[%c20480_i64_434] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_435 = arith.constant 40 : i64
          %723 = arith.muli %682, %c40_i64_435 : i64
          %724 = arith.addi %723, %683 : i64
          %725 = llvm.getelementptr %722[%724] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %720, %725 : f16, !llvm.ptr<3>
          %726 = memref.load %alloca_153[] : memref<f16>
          %727 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_436 = arith.constant 20480 : i64
          %728 = llvm.getelementptr %727[%c20480_i64_436] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_437 = arith.constant 40 : i64
          %729 = arith.muli %685, %c40_i64_437 : i64
          %730 = arith.addi %729, %686 : i64
          %731 = llvm.getelementptr %728[%730] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %726, %731 : f16, !llvm.ptr<3>
          %732 = memref.load %alloca_154[] : memref<f16>
          %733 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_438 = arith.constant 20480 : i64
          %734 = llvm.getelementptr %733[%c20480_i64_438] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_439 = arith.constant 40 : i64
          %735 = arith.muli %688, %c40_i64_439 : i64
          %736 = arith.addi %735, %689 : i64
          %737 = llvm.getelementptr %734[%736] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %732, %737 : f16, !llvm.ptr<3>
          %c32_i64_440 = arith.constant 32 : i64
          %738 = arith.divsi %429, %c32_i64_440 : i64
          %c32_i64_441 = arith.constant 32 : i64
          %739 = arith.remsi %429, %c32_i64_441 : i64
          %c512_i64_442 = arith.constant 512 : i64
          %740 = arith.addi %429, %c512_i64_442 : i64
          %c32_i64_443 = arith.constant 32 : i64
          %741 = arith.divsi %740, %c32_i64_443 : i64
          %c32_i64_444 = arith.constant 32 : i64
          %742 = arith.remsi %740, %c32_i64_444 : i64
          %c1024_i64_445 = arith.constant 1024 : i64
          %743 = arith.addi %429, %c1024_i64_445 : i64
          %c32_i64_446 = arith.constant 32 : i64
          %744 = arith.divsi %743, %c32_i64_446 : i64
          %c32_i64_447 = arith.constant 32 : i64
          %745 = arith.remsi %743, %c32_i64_447 : i64
          %c1536_i64_448 = arith.constant 1536 : i64
          %746 = arith.addi %429, %c1536_i64_448 : i64
          %c32_i64_449 = arith.constant 32 : i64
          %747 = arith.divsi %746, %c32_i64_449 : i64
          %c32_i64_450 = arith.constant 32 : i64
          %748 = arith.remsi %746, %c32_i64_450 : i64
          %cst_451 = arith.constant 0.000000e+00 : f16
          memref.store %cst_451, %alloca_155[] : memref<f16>
          %749 = arith.addi %443, %738 : i64
          %c40_i64_452 = arith.constant 40 : i64
          %750 = arith.cmpi slt, %749, %c40_i64_452 : i64
          %751 = arith.addi %arg49, %739 : i64
          %c37_i64_453 = arith.constant 37 : i64
          %752 = arith.cmpi slt, %751, %c37_i64_453 : i64
          %753 = arith.andi %750, %752 : i1
          scf.if %753 {
            %1304 = arith.addi %443, %738 : i64
            %1305 = arith.addi %arg49, %739 : i64
            %c40_i64_671 = arith.constant 40 : i64
            %1306 = arith.muli %1305, %c40_i64_671 : i64
            %1307 = arith.addi %1304, %1306 : i64
            %1308 = llvm.getelementptr %423[%1307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1309 = llvm.load %1308 : !llvm.ptr<1> -> f16
            memref.store %1309, %alloca_155[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_155[] : memref<f16>
          }
          %cst_454 = arith.constant 0.000000e+00 : f16
          memref.store %cst_454, %alloca_156[] : memref<f16>
          %754 = arith.addi %443, %741 : i64
          %c40_i64_455 = arith.constant 40 : i64
          %755 = arith.cmpi slt, %754, %c40_i64_455 : i64
          %756 = arith.addi %arg49, %742 : i64
          %c37_i64_456 = arith.constant 37 : i64
          %757 = arith.cmpi slt, %756, %c37_i64_456 : i64
          %758 = arith.andi %755, %757 : i1
          scf.if %758 {
            %1304 = arith.addi %443, %741 : i64
            %1305 = arith.addi %arg49, %742 : i64
            %c40_i64_671 = arith.constant 40 : i64
            %1306 = arith.muli %1305, %c40_i64_671 : i64
            %1307 = arith.addi %1304, %1306 : i64
            %1308 = llvm.getelementptr %423[%1307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1309 = llvm.load %1308 : !llvm.ptr<1> -> f16
            memref.store %1309, %alloca_156[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_156[] : memref<f16>
          }
          %cst_457 = arith.constant 0.000000e+00 : f16
          memref.store %cst_457, %alloca_157[] : memref<f16>
          %759 = arith.addi %443, %744 : i64
          %c40_i64_458 = arith.constant 40 : i64
          %760 = arith.cmpi slt, %759, %c40_i64_458 : i64
          %761 = arith.addi %arg49, %745 : i64
          %c37_i64_459 = arith.constant 37 : i64
          %762 = arith.cmpi slt, %761, %c37_i64_459 : i64
          %763 = arith.andi %760, %762 : i1
          scf.if %763 {
            %1304 = arith.addi %443, %744 : i64
            %1305 = arith.addi %arg49, %745 : i64
            %c40_i64_671 = arith.constant 40 : i64
            %1306 = arith.muli %1305, %c40_i64_671 : i64
            %1307 = arith.addi %1304, %1306 : i64
            %1308 = llvm.getelementptr %423[%1307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1309 = llvm.load %1308 : !llvm.ptr<1> -> f16
            memref.store %1309, %alloca_157[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_157[] : memref<f16>
          }
          %cst_460 = arith.constant 0.000000e+00 : f16
          memref.store %cst_460, %alloca_158[] : memref<f16>
          %764 = arith.addi %443, %747 : i64
          %c40_i64_461 = arith.constant 40 : i64
          %765 = arith.cmpi slt, %764, %c40_i64_461 : i64
          %766 = arith.addi %arg49, %748 : i64
          %c37_i64_462 = arith.constant 37 : i64
          %767 = arith.cmpi slt, %766, %c37_i64_462 : i64
          %768 = arith.andi %765, %767 : i1
          scf.if %768 {
            %1304 = arith.addi %443, %747 : i64
            %1305 = arith.addi %arg49, %748 : i64
            %c40_i64_671 = arith.constant 40 : i64
            %1306 = arith.muli %1305, %c40_i64_671 : i64
            %1307 = arith.addi %1304, %1306 : i64
            %1308 = llvm.getelementptr %423[%1307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
            %1309 = llvm.load %1308 : !llvm.ptr<1> -> f16
            memref.store %1309, %alloca_158[] : memref<f16>
          } else {
            %cst_671 = arith.constant 0.000000e+00 : f16
            memref.store %cst_671, %alloca_158[] : memref<f16>
          }
          %c32_i64_463 = arith.constant 32 : i64
          %769 = arith.divsi %429, %c32_i64_463 : i64
          %c32_i64_464 = arith.constant 32 : i64
          %770 = arith.remsi %429, %c32_i64_464 : i64
          %c512_i64_465 = arith.constant 512 : i64
          %771 = arith.addi %429, %c512_i64_465 : i64
          %c32_i64_466 = arith.constant 32 : i64
          %772 = arith.divsi %771, %c32_i64_466 : i64
          %c32_i64_467 = arith.constant 32 : i64
          %773 = arith.remsi %771, %c32_i64_467 : i64
          %c1024_i64_468 = arith.constant 1024 : i64
          %774 = arith.addi %429, %c1024_i64_468 : i64
          %c32_i64_469 = arith.constant 32 : i64
          %775 = arith.divsi %774, %c32_i64_469 : i64
          %c32_i64_470 = arith.constant 32 : i64
          %776 = arith.remsi %774, %c32_i64_470 : i64
          %c1536_i64_471 = arith.constant 1536 : i64
          %777 = arith.addi %429, %c1536_i64_471 : i64
          %c32_i64_472 = arith.constant 32 : i64
          %778 = arith.divsi %777, %c32_i64_472 : i64
          %c32_i64_473 = arith.constant 32 : i64
          %779 = arith.remsi %777, %c32_i64_473 : i64
          %780 = memref.load %alloca_155[] : memref<f16>
          %781 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64 = arith.constant 30720 : i64
          %782 = llvm.getelementptr %781[%c30720_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_474 = arith.constant 40 : i64
          %783 = arith.muli %769, %c40_i64_474 : i64
          %784 = arith.addi %783, %770 : i64
          %785 = llvm.getelementptr %782[%784] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %780, %785 : f16, !llvm.ptr<3>
          %786 = memref.load %alloca_156[] : memref<f16>
          %787 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_475 = arith.constant 30720 : i64
          %788 = llvm.getelementptr %787[%c30720_i64_475] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_476 = arith.constant 40 : i64
          %789 = arith.muli %772, %c40_i64_476 : i64
          %790 = arith.addi %789, %773 : i64
          %791 = llvm.getelementptr %788[%790] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %786, %791 : f16, !llvm.ptr<3>
          %792 = memref.load %alloca_157[] : memref<f16>
          %793 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_477 = arith.constant 30720 : i64
          %794 = llvm.getelementptr %793[%c30720_i64_477] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_478 = arith.constant 40 : i64
          %795 = arith.muli %775, %c40_i64_478 : i64
          %796 = arith.addi %795, %776 : i64
          %797 = llvm.getelementptr %794[%796] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %792, %797 : f16, !llvm.ptr<3>
          %798 = memref.load %alloca_158[] : memref<f16>
          %799 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_479 = arith.constant 30720 : i64
          %800 = llvm.getelementptr %799[%c30720_i64_479] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c40_i64_480 = arith.constant 40 : i64
          %801 = arith.muli %778, %c40_i64_480 : i64
          %802 = arith.addi %801, %779 : i64
          %803 = llvm.getelementptr %800[%802] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          llvm.store %798, %803 : f16, !llvm.ptr<3>
          gpu.barrier
          %c2_i64_481 = arith.constant 2 : i64
          %804 = arith.remsi %435, %c2_i64_481 : i64
          %c8_i64_482 = arith.constant 8 : i64
          %805 = arith.muli %804, %c8_i64_482 : i64
          %806 = arith.addi %434, %805 : i64
          %807 = arith.addi %437, %806 : i64
          %c40_i64_483 = arith.constant 40 : i64
          %808 = arith.muli %807, %c40_i64_483 : i64
          %c2_i64_484 = arith.constant 2 : i64
          %809 = arith.divsi %435, %c2_i64_484 : i64
          %c8_i64_485 = arith.constant 8 : i64
          %810 = arith.muli %809, %c8_i64_485 : i64
          %811 = arith.addi %808, %810 : i64
          %812 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_486 = arith.constant 20480 : i64
          %813 = llvm.getelementptr %812[%c20480_i64_486] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %814 = llvm.getelementptr %813[%811] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %815 = nvvm.ldmatrix %814 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %816 = llvm.extractvalue %815[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %817 = llvm.bitcast %816 : i32 to vector<2xf16>
          %c0_i32 = arith.constant 0 : i32
          %818 = llvm.extractelement %817[%c0_i32 : i32] : vector<2xf16>
          memref.store %818, %alloca_159[] : memref<f16>
          %c1_i32 = arith.constant 1 : i32
          %819 = llvm.extractelement %817[%c1_i32 : i32] : vector<2xf16>
          memref.store %819, %alloca_160[] : memref<f16>
          %820 = llvm.extractvalue %815[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %821 = llvm.bitcast %820 : i32 to vector<2xf16>
          %c0_i32_487 = arith.constant 0 : i32
          %822 = llvm.extractelement %821[%c0_i32_487 : i32] : vector<2xf16>
          memref.store %822, %alloca_161[] : memref<f16>
          %c1_i32_488 = arith.constant 1 : i32
          %823 = llvm.extractelement %821[%c1_i32_488 : i32] : vector<2xf16>
          memref.store %823, %alloca_162[] : memref<f16>
          %824 = llvm.extractvalue %815[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %825 = llvm.bitcast %824 : i32 to vector<2xf16>
          %c0_i32_489 = arith.constant 0 : i32
          %826 = llvm.extractelement %825[%c0_i32_489 : i32] : vector<2xf16>
          memref.store %826, %alloca_163[] : memref<f16>
          %c1_i32_490 = arith.constant 1 : i32
          %827 = llvm.extractelement %825[%c1_i32_490 : i32] : vector<2xf16>
          memref.store %827, %alloca_164[] : memref<f16>
          %828 = llvm.extractvalue %815[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %829 = llvm.bitcast %828 : i32 to vector<2xf16>
          %c0_i32_491 = arith.constant 0 : i32
          %830 = llvm.extractelement %829[%c0_i32_491 : i32] : vector<2xf16>
          memref.store %830, %alloca_165[] : memref<f16>
          %c1_i32_492 = arith.constant 1 : i32
          %831 = llvm.extractelement %829[%c1_i32_492 : i32] : vector<2xf16>
          memref.store %831, %alloca_166[] : memref<f16>
          %c16_i64_493 = arith.constant 16 : i64
          %832 = arith.addi %437, %c16_i64_493 : i64
          %c2_i64_494 = arith.constant 2 : i64
          %833 = arith.remsi %435, %c2_i64_494 : i64
          %c8_i64_495 = arith.constant 8 : i64
          %834 = arith.muli %833, %c8_i64_495 : i64
          %835 = arith.addi %434, %834 : i64
          %836 = arith.addi %832, %835 : i64
          %c40_i64_496 = arith.constant 40 : i64
          %837 = arith.muli %836, %c40_i64_496 : i64
          %c2_i64_497 = arith.constant 2 : i64
          %838 = arith.divsi %435, %c2_i64_497 : i64
          %c8_i64_498 = arith.constant 8 : i64
          %839 = arith.muli %838, %c8_i64_498 : i64
          %840 = arith.addi %837, %839 : i64
          %841 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_499 = arith.constant 20480 : i64
          %842 = llvm.getelementptr %841[%c20480_i64_499] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %843 = llvm.getelementptr %842[%840] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %844 = nvvm.ldmatrix %843 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %845 = llvm.extractvalue %844[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %846 = llvm.bitcast %845 : i32 to vector<2xf16>
          %c0_i32_500 = arith.constant 0 : i32
          %847 = llvm.extractelement %846[%c0_i32_500 : i32] : vector<2xf16>
          memref.store %847, %alloca_167[] : memref<f16>
          %c1_i32_501 = arith.constant 1 : i32
          %848 = llvm.extractelement %846[%c1_i32_501 : i32] : vector<2xf16>
          memref.store %848, %alloca_168[] : memref<f16>
          %849 = llvm.extractvalue %844[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %850 = llvm.bitcast %849 : i32 to vector<2xf16>
          %c0_i32_502 = arith.constant 0 : i32
          %851 = llvm.extractelement %850[%c0_i32_502 : i32] : vector<2xf16>
          memref.store %851, %alloca_169[] : memref<f16>
          %c1_i32_503 = arith.constant 1 : i32
          %852 = llvm.extractelement %850[%c1_i32_503 : i32] : vector<2xf16>
          memref.store %852, %alloca_170[] : memref<f16>
          %853 = llvm.extractvalue %844[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %854 = llvm.bitcast %853 : i32 to vector<2xf16>
          %c0_i32_504 = arith.constant 0 : i32
          %855 = llvm.extractelement %854[%c0_i32_504 : i32] : vector<2xf16>
          memref.store %855, %alloca_171[] : memref<f16>
          %c1_i32_505 = arith.constant 1 : i32
          %856 = llvm.extractelement %854[%c1_i32_505 : i32] : vector<2xf16>
          memref.store %856, %alloca_172[] : memref<f16>
          %857 = llvm.extractvalue %844[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %858 = llvm.bitcast %857 : i32 to vector<2xf16>
          %c0_i32_506 = arith.constant 0 : i32
          %859 = llvm.extractelement %858[%c0_i32_506 : i32] : vector<2xf16>
          memref.store %859, %alloca_173[] : memref<f16>
          %c1_i32_507 = arith.constant 1 : i32
          %860 = llvm.extractelement %858[%c1_i32_507 : i32] : vector<2xf16>
          memref.store %860, %alloca_174[] : memref<f16>
          %861 = arith.addi %439, %434 : i64
          %c40_i64_508 = arith.constant 40 : i64
          %862 = arith.muli %861, %c40_i64_508 : i64
          %c2_i64_509 = arith.constant 2 : i64
          %863 = arith.remsi %435, %c2_i64_509 : i64
          %c8_i64_510 = arith.constant 8 : i64
          %864 = arith.muli %863, %c8_i64_510 : i64
          %865 = arith.addi %862, %864 : i64
          %866 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_511 = arith.constant 30720 : i64
          %867 = llvm.getelementptr %866[%c30720_i64_511] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %868 = llvm.getelementptr %867[%865] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %869 = nvvm.ldmatrix %868 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %870 = llvm.extractvalue %869[0] : !llvm.struct<(i32, i32)> 
          %871 = llvm.bitcast %870 : i32 to vector<2xf16>
          %c0_i32_512 = arith.constant 0 : i32
          %872 = llvm.extractelement %871[%c0_i32_512 : i32] : vector<2xf16>
          memref.store %872, %alloca_175[] : memref<f16>
          %c1_i32_513 = arith.constant 1 : i32
          %873 = llvm.extractelement %871[%c1_i32_513 : i32] : vector<2xf16>
          memref.store %873, %alloca_176[] : memref<f16>
          %874 = llvm.extractvalue %869[1] : !llvm.struct<(i32, i32)> 
          %875 = llvm.bitcast %874 : i32 to vector<2xf16>
          %c0_i32_514 = arith.constant 0 : i32
          %876 = llvm.extractelement %875[%c0_i32_514 : i32] : vector<2xf16>
          memref.store %876, %alloca_177[] : memref<f16>
          %c1_i32_515 = arith.constant 1 : i32
          %877 = llvm.extractelement %875[%c1_i32_515 : i32] : vector<2xf16>
          memref.store %877, %alloca_178[] : memref<f16>
          %c8_i64_516 = arith.constant 8 : i64
          %878 = arith.addi %439, %c8_i64_516 : i64
          %879 = arith.addi %878, %434 : i64
          %c40_i64_517 = arith.constant 40 : i64
          %880 = arith.muli %879, %c40_i64_517 : i64
          %c2_i64_518 = arith.constant 2 : i64
          %881 = arith.remsi %435, %c2_i64_518 : i64
          %c8_i64_519 = arith.constant 8 : i64
          %882 = arith.muli %881, %c8_i64_519 : i64
          %883 = arith.addi %880, %882 : i64
          %884 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_520 = arith.constant 30720 : i64
          %885 = llvm.getelementptr %884[%c30720_i64_520] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %886 = llvm.getelementptr %885[%883] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %887 = nvvm.ldmatrix %886 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %888 = llvm.extractvalue %887[0] : !llvm.struct<(i32, i32)> 
          %889 = llvm.bitcast %888 : i32 to vector<2xf16>
          %c0_i32_521 = arith.constant 0 : i32
          %890 = llvm.extractelement %889[%c0_i32_521 : i32] : vector<2xf16>
          memref.store %890, %alloca_179[] : memref<f16>
          %c1_i32_522 = arith.constant 1 : i32
          %891 = llvm.extractelement %889[%c1_i32_522 : i32] : vector<2xf16>
          memref.store %891, %alloca_180[] : memref<f16>
          %892 = llvm.extractvalue %887[1] : !llvm.struct<(i32, i32)> 
          %893 = llvm.bitcast %892 : i32 to vector<2xf16>
          %c0_i32_523 = arith.constant 0 : i32
          %894 = llvm.extractelement %893[%c0_i32_523 : i32] : vector<2xf16>
          memref.store %894, %alloca_181[] : memref<f16>
          %c1_i32_524 = arith.constant 1 : i32
          %895 = llvm.extractelement %893[%c1_i32_524 : i32] : vector<2xf16>
          memref.store %895, %alloca_182[] : memref<f16>
          %896 = memref.load %alloca_159[] : memref<f16>
          %897 = memref.load %alloca_160[] : memref<f16>
          %898 = memref.load %alloca_161[] : memref<f16>
          %899 = memref.load %alloca_162[] : memref<f16>
          %900 = memref.load %alloca_163[] : memref<f16>
          %901 = memref.load %alloca_164[] : memref<f16>
          %902 = memref.load %alloca_165[] : memref<f16>
          %903 = memref.load %alloca_166[] : memref<f16>
          %904 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_525 = arith.constant 0 : i32
          %905 = llvm.insertelement %896, %904[%c0_i32_525 : i32] : vector<2xf16>
          %c1_i32_526 = arith.constant 1 : i32
          %906 = llvm.insertelement %897, %905[%c1_i32_526 : i32] : vector<2xf16>
          %907 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_527 = arith.constant 0 : i32
          %908 = llvm.insertelement %898, %907[%c0_i32_527 : i32] : vector<2xf16>
          %c1_i32_528 = arith.constant 1 : i32
          %909 = llvm.insertelement %899, %908[%c1_i32_528 : i32] : vector<2xf16>
          %910 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_529 = arith.constant 0 : i32
          %911 = llvm.insertelement %900, %910[%c0_i32_529 : i32] : vector<2xf16>
          %c1_i32_530 = arith.constant 1 : i32
          %912 = llvm.insertelement %901, %911[%c1_i32_530 : i32] : vector<2xf16>
          %913 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_531 = arith.constant 0 : i32
          %914 = llvm.insertelement %902, %913[%c0_i32_531 : i32] : vector<2xf16>
          %c1_i32_532 = arith.constant 1 : i32
          %915 = llvm.insertelement %903, %914[%c1_i32_532 : i32] : vector<2xf16>
          %916 = memref.load %alloca_175[] : memref<f16>
          %917 = memref.load %alloca_176[] : memref<f16>
          %918 = memref.load %alloca_177[] : memref<f16>
          %919 = memref.load %alloca_178[] : memref<f16>
          %920 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_533 = arith.constant 0 : i32
          %921 = llvm.insertelement %916, %920[%c0_i32_533 : i32] : vector<2xf16>
          %c1_i32_534 = arith.constant 1 : i32
          %922 = llvm.insertelement %917, %921[%c1_i32_534 : i32] : vector<2xf16>
          %923 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_535 = arith.constant 0 : i32
          %924 = llvm.insertelement %918, %923[%c0_i32_535 : i32] : vector<2xf16>
          %c1_i32_536 = arith.constant 1 : i32
          %925 = llvm.insertelement %919, %924[%c1_i32_536 : i32] : vector<2xf16>
          %926 = memref.load %alloca_131[] : memref<f32>
          %927 = memref.load %alloca_132[] : memref<f32>
          %928 = memref.load %alloca_133[] : memref<f32>
          %929 = memref.load %alloca_134[] : memref<f32>
          %930 = nvvm.mma.sync A[%906, %909, %912, %915]  B[%922, %925]  C[%926, %927, %928, %929]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %931 = llvm.extractvalue %930[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %931, %alloca_131[] : memref<f32>
          %932 = llvm.extractvalue %930[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %932, %alloca_132[] : memref<f32>
          %933 = llvm.extractvalue %930[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %933, %alloca_133[] : memref<f32>
          %934 = llvm.extractvalue %930[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %934, %alloca_134[] : memref<f32>
          %935 = memref.load %alloca_159[] : memref<f16>
          %936 = memref.load %alloca_160[] : memref<f16>
          %937 = memref.load %alloca_161[] : memref<f16>
          %938 = memref.load %alloca_162[] : memref<f16>
          %939 = memref.load %alloca_163[] : memref<f16>
          %940 = memref.load %alloca_164[] : memref<f16>
          %941 = memref.load %alloca_165[] : memref<f16>
          %942 = memref.load %alloca_166[] : memref<f16>
          %943 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_537 = arith.constant 0 : i32
          %944 = llvm.insertelement %935, %943[%c0_i32_537 : i32] : vector<2xf16>
          %c1_i32_538 = arith.constant 1 : i32
          %945 = llvm.insertelement %936, %944[%c1_i32_538 : i32] : vector<2xf16>
          %946 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_539 = arith.constant 0 : i32
          %947 = llvm.insertelement %937, %946[%c0_i32_539 : i32] : vector<2xf16>
          %c1_i32_540 = arith.constant 1 : i32
          %948 = llvm.insertelement %938, %947[%c1_i32_540 : i32] : vector<2xf16>
          %949 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_541 = arith.constant 0 : i32
          %950 = llvm.insertelement %939, %949[%c0_i32_541 : i32] : vector<2xf16>
          %c1_i32_542 = arith.constant 1 : i32
          %951 = llvm.insertelement %940, %950[%c1_i32_542 : i32] : vector<2xf16>
          %952 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_543 = arith.constant 0 : i32
          %953 = llvm.insertelement %941, %952[%c0_i32_543 : i32] : vector<2xf16>
          %c1_i32_544 = arith.constant 1 : i32
          %954 = llvm.insertelement %942, %953[%c1_i32_544 : i32] : vector<2xf16>
          %955 = memref.load %alloca_179[] : memref<f16>
          %956 = memref.load %alloca_180[] : memref<f16>
          %957 = memref.load %alloca_181[] : memref<f16>
          %958 = memref.load %alloca_182[] : memref<f16>
          %959 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_545 = arith.constant 0 : i32
          %960 = llvm.insertelement %955, %959[%c0_i32_545 : i32] : vector<2xf16>
          %c1_i32_546 = arith.constant 1 : i32
          %961 = llvm.insertelement %956, %960[%c1_i32_546 : i32] : vector<2xf16>
          %962 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_547 = arith.constant 0 : i32
          %963 = llvm.insertelement %957, %962[%c0_i32_547 : i32] : vector<2xf16>
          %c1_i32_548 = arith.constant 1 : i32
          %964 = llvm.insertelement %958, %963[%c1_i32_548 : i32] : vector<2xf16>
          %965 = memref.load %alloca_135[] : memref<f32>
          %966 = memref.load %alloca_136[] : memref<f32>
          %967 = memref.load %alloca_137[] : memref<f32>
          %968 = memref.load %alloca_138[] : memref<f32>
          %969 = nvvm.mma.sync A[%945, %948, %951, %954]  B[%961, %964]  C[%965, %966, %967, %968]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %970 = llvm.extractvalue %969[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %970, %alloca_135[] : memref<f32>
          %971 = llvm.extractvalue %969[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %971, %alloca_136[] : memref<f32>
          %972 = llvm.extractvalue %969[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %972, %alloca_137[] : memref<f32>
          %973 = llvm.extractvalue %969[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %973, %alloca_138[] : memref<f32>
          %974 = memref.load %alloca_167[] : memref<f16>
          %975 = memref.load %alloca_168[] : memref<f16>
          %976 = memref.load %alloca_169[] : memref<f16>
          %977 = memref.load %alloca_170[] : memref<f16>
          %978 = memref.load %alloca_171[] : memref<f16>
          %979 = memref.load %alloca_172[] : memref<f16>
          %980 = memref.load %alloca_173[] : memref<f16>
          %981 = memref.load %alloca_174[] : memref<f16>
          %982 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_549 = arith.constant 0 : i32
          %983 = llvm.insertelement %974, %982[%c0_i32_549 : i32] : vector<2xf16>
          %c1_i32_550 = arith.constant 1 : i32
          %984 = llvm.insertelement %975, %983[%c1_i32_550 : i32] : vector<2xf16>
          %985 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_551 = arith.constant 0 : i32
          %986 = llvm.insertelement %976, %985[%c0_i32_551 : i32] : vector<2xf16>
          %c1_i32_552 = arith.constant 1 : i32
          %987 = llvm.insertelement %977, %986[%c1_i32_552 : i32] : vector<2xf16>
          %988 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_553 = arith.constant 0 : i32
          %989 = llvm.insertelement %978, %988[%c0_i32_553 : i32] : vector<2xf16>
          %c1_i32_554 = arith.constant 1 : i32
          %990 = llvm.insertelement %979, %989[%c1_i32_554 : i32] : vector<2xf16>
          %991 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_555 = arith.constant 0 : i32
          %992 = llvm.insertelement %980, %991[%c0_i32_555 : i32] : vector<2xf16>
          %c1_i32_556 = arith.constant 1 : i32
          %993 = llvm.insertelement %981, %992[%c1_i32_556 : i32] : vector<2xf16>
          %994 = memref.load %alloca_175[] : memref<f16>
          %995 = memref.load %alloca_176[] : memref<f16>
          %996 = memref.load %alloca_177[] : memref<f16>
          %997 = memref.load %alloca_178[] : memref<f16>
          %998 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_557 = arith.constant 0 : i32
          %999 = llvm.insertelement %994, %998[%c0_i32_557 : i32] : vector<2xf16>
          %c1_i32_558 = arith.constant 1 : i32
          %1000 = llvm.insertelement %995, %999[%c1_i32_558 : i32] : vector<2xf16>
          %1001 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_559 = arith.constant 0 : i32
          %1002 = llvm.insertelement %996, %1001[%c0_i32_559 : i32] : vector<2xf16>
          %c1_i32_560 = arith.constant 1 : i32
          %1003 = llvm.insertelement %997, %1002[%c1_i32_560 : i32] : vector<2xf16>
          %1004 = memref.load %alloca_139[] : memref<f32>
          %1005 = memref.load %alloca_140[] : memref<f32>
          %1006 = memref.load %alloca_141[] : memref<f32>
          %1007 = memref.load %alloca_142[] : memref<f32>
          %1008 = nvvm.mma.sync A[%984, %987, %990, %993]  B[%1000, %1003]  C[%1004, %1005, %1006, %1007]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %1009 = llvm.extractvalue %1008[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1009, %alloca_139[] : memref<f32>
          %1010 = llvm.extractvalue %1008[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1010, %alloca_140[] : memref<f32>
          %1011 = llvm.extractvalue %1008[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1011, %alloca_141[] : memref<f32>
          %1012 = llvm.extractvalue %1008[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1012, %alloca_142[] : memref<f32>
          %1013 = memref.load %alloca_167[] : memref<f16>
          %1014 = memref.load %alloca_168[] : memref<f16>
          %1015 = memref.load %alloca_169[] : memref<f16>
          %1016 = memref.load %alloca_170[] : memref<f16>
          %1017 = memref.load %alloca_171[] : memref<f16>
          %1018 = memref.load %alloca_172[] : memref<f16>
          %1019 = memref.load %alloca_173[] : memref<f16>
          %1020 = memref.load %alloca_174[] : memref<f16>
          %1021 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_561 = arith.constant 0 : i32
          %1022 = llvm.insertelement %1013, %1021[%c0_i32_561 : i32] : vector<2xf16>
          %c1_i32_562 = arith.constant 1 : i32
          %1023 = llvm.insertelement %1014, %1022[%c1_i32_562 : i32] : vector<2xf16>
          %1024 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_563 = arith.constant 0 : i32
          %1025 = llvm.insertelement %1015, %1024[%c0_i32_563 : i32] : vector<2xf16>
          %c1_i32_564 = arith.constant 1 : i32
          %1026 = llvm.insertelement %1016, %1025[%c1_i32_564 : i32] : vector<2xf16>
          %1027 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_565 = arith.constant 0 : i32
          %1028 = llvm.insertelement %1017, %1027[%c0_i32_565 : i32] : vector<2xf16>
          %c1_i32_566 = arith.constant 1 : i32
          %1029 = llvm.insertelement %1018, %1028[%c1_i32_566 : i32] : vector<2xf16>
          %1030 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_567 = arith.constant 0 : i32
          %1031 = llvm.insertelement %1019, %1030[%c0_i32_567 : i32] : vector<2xf16>
          %c1_i32_568 = arith.constant 1 : i32
          %1032 = llvm.insertelement %1020, %1031[%c1_i32_568 : i32] : vector<2xf16>
          %1033 = memref.load %alloca_179[] : memref<f16>
          %1034 = memref.load %alloca_180[] : memref<f16>
          %1035 = memref.load %alloca_181[] : memref<f16>
          %1036 = memref.load %alloca_182[] : memref<f16>
          %1037 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_569 = arith.constant 0 : i32
          %1038 = llvm.insertelement %1033, %1037[%c0_i32_569 : i32] : vector<2xf16>
          %c1_i32_570 = arith.constant 1 : i32
          %1039 = llvm.insertelement %1034, %1038[%c1_i32_570 : i32] : vector<2xf16>
          %1040 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_571 = arith.constant 0 : i32
          %1041 = llvm.insertelement %1035, %1040[%c0_i32_571 : i32] : vector<2xf16>
          %c1_i32_572 = arith.constant 1 : i32
          %1042 = llvm.insertelement %1036, %1041[%c1_i32_572 : i32] : vector<2xf16>
          %1043 = memref.load %alloca_143[] : memref<f32>
          %1044 = memref.load %alloca_144[] : memref<f32>
          %1045 = memref.load %alloca_145[] : memref<f32>
          %1046 = memref.load %alloca_146[] : memref<f32>
          %1047 = nvvm.mma.sync A[%1023, %1026, %1029, %1032]  B[%1039, %1042]  C[%1043, %1044, %1045, %1046]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %1048 = llvm.extractvalue %1047[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1048, %alloca_143[] : memref<f32>
          %1049 = llvm.extractvalue %1047[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1049, %alloca_144[] : memref<f32>
          %1050 = llvm.extractvalue %1047[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1050, %alloca_145[] : memref<f32>
          %1051 = llvm.extractvalue %1047[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1051, %alloca_146[] : memref<f32>
          %c2_i64_573 = arith.constant 2 : i64
          %1052 = arith.remsi %435, %c2_i64_573 : i64
          %c8_i64_574 = arith.constant 8 : i64
          %1053 = arith.muli %1052, %c8_i64_574 : i64
          %1054 = arith.addi %434, %1053 : i64
          %1055 = arith.addi %437, %1054 : i64
          %c40_i64_575 = arith.constant 40 : i64
          %1056 = arith.muli %1055, %c40_i64_575 : i64
          %c16_i64_576 = arith.constant 16 : i64
          %c2_i64_577 = arith.constant 2 : i64
          %1057 = arith.divsi %435, %c2_i64_577 : i64
          %c8_i64_578 = arith.constant 8 : i64
          %1058 = arith.muli %1057, %c8_i64_578 : i64
          %1059 = arith.addi %c16_i64_576, %1058 : i64
          %1060 = arith.addi %1056, %1059 : i64
          %1061 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_579 = arith.constant 20480 : i64
          %1062 = llvm.getelementptr %1061[%c20480_i64_579] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %1063 = llvm.getelementptr %1062[%1060] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %1064 = nvvm.ldmatrix %1063 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %1065 = llvm.extractvalue %1064[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %1066 = llvm.bitcast %1065 : i32 to vector<2xf16>
          %c0_i32_580 = arith.constant 0 : i32
          %1067 = llvm.extractelement %1066[%c0_i32_580 : i32] : vector<2xf16>
          memref.store %1067, %alloca_183[] : memref<f16>
          %c1_i32_581 = arith.constant 1 : i32
          %1068 = llvm.extractelement %1066[%c1_i32_581 : i32] : vector<2xf16>
          memref.store %1068, %alloca_184[] : memref<f16>
          %1069 = llvm.extractvalue %1064[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %1070 = llvm.bitcast %1069 : i32 to vector<2xf16>
          %c0_i32_582 = arith.constant 0 : i32
          %1071 = llvm.extractelement %1070[%c0_i32_582 : i32] : vector<2xf16>
          memref.store %1071, %alloca_185[] : memref<f16>
          %c1_i32_583 = arith.constant 1 : i32
          %1072 = llvm.extractelement %1070[%c1_i32_583 : i32] : vector<2xf16>
          memref.store %1072, %alloca_186[] : memref<f16>
          %1073 = llvm.extractvalue %1064[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %1074 = llvm.bitcast %1073 : i32 to vector<2xf16>
          %c0_i32_584 = arith.constant 0 : i32
          %1075 = llvm.extractelement %1074[%c0_i32_584 : i32] : vector<2xf16>
          memref.store %1075, %alloca_187[] : memref<f16>
          %c1_i32_585 = arith.constant 1 : i32
          %1076 = llvm.extractelement %1074[%c1_i32_585 : i32] : vector<2xf16>
          memref.store %1076, %alloca_188[] : memref<f16>
          %1077 = llvm.extractvalue %1064[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %1078 = llvm.bitcast %1077 : i32 to vector<2xf16>
          %c0_i32_586 = arith.constant 0 : i32
          %1079 = llvm.extractelement %1078[%c0_i32_586 : i32] : vector<2xf16>
          memref.store %1079, %alloca_189[] : memref<f16>
          %c1_i32_587 = arith.constant 1 : i32
          %1080 = llvm.extractelement %1078[%c1_i32_587 : i32] : vector<2xf16>
          memref.store %1080, %alloca_190[] : memref<f16>
          %c16_i64_588 = arith.constant 16 : i64
          %1081 = arith.addi %437, %c16_i64_588 : i64
          %c2_i64_589 = arith.constant 2 : i64
          %1082 = arith.remsi %435, %c2_i64_589 : i64
          %c8_i64_590 = arith.constant 8 : i64
          %1083 = arith.muli %1082, %c8_i64_590 : i64
          %1084 = arith.addi %434, %1083 : i64
          %1085 = arith.addi %1081, %1084 : i64
          %c40_i64_591 = arith.constant 40 : i64
          %1086 = arith.muli %1085, %c40_i64_591 : i64
          %c16_i64_592 = arith.constant 16 : i64
          %c2_i64_593 = arith.constant 2 : i64
          %1087 = arith.divsi %435, %c2_i64_593 : i64
          %c8_i64_594 = arith.constant 8 : i64
          %1088 = arith.muli %1087, %c8_i64_594 : i64
          %1089 = arith.addi %c16_i64_592, %1088 : i64
          %1090 = arith.addi %1086, %1089 : i64
          %1091 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c20480_i64_595 = arith.constant 20480 : i64
          %1092 = llvm.getelementptr %1091[%c20480_i64_595] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %1093 = llvm.getelementptr %1092[%1090] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %1094 = nvvm.ldmatrix %1093 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
          %1095 = llvm.extractvalue %1094[0] : !llvm.struct<(i32, i32, i32, i32)> 
          %1096 = llvm.bitcast %1095 : i32 to vector<2xf16>
          %c0_i32_596 = arith.constant 0 : i32
          %1097 = llvm.extractelement %1096[%c0_i32_596 : i32] : vector<2xf16>
          memref.store %1097, %alloca_191[] : memref<f16>
          %c1_i32_597 = arith.constant 1 : i32
          %1098 = llvm.extractelement %1096[%c1_i32_597 : i32] : vector<2xf16>
          memref.store %1098, %alloca_192[] : memref<f16>
          %1099 = llvm.extractvalue %1094[1] : !llvm.struct<(i32, i32, i32, i32)> 
          %1100 = llvm.bitcast %1099 : i32 to vector<2xf16>
          %c0_i32_598 = arith.constant 0 : i32
          %1101 = llvm.extractelement %1100[%c0_i32_598 : i32] : vector<2xf16>
          memref.store %1101, %alloca_193[] : memref<f16>
          %c1_i32_599 = arith.constant 1 : i32
          %1102 = llvm.extractelement %1100[%c1_i32_599 : i32] : vector<2xf16>
          memref.store %1102, %alloca_194[] : memref<f16>
          %1103 = llvm.extractvalue %1094[2] : !llvm.struct<(i32, i32, i32, i32)> 
          %1104 = llvm.bitcast %1103 : i32 to vector<2xf16>
          %c0_i32_600 = arith.constant 0 : i32
          %1105 = llvm.extractelement %1104[%c0_i32_600 : i32] : vector<2xf16>
          memref.store %1105, %alloca_195[] : memref<f16>
          %c1_i32_601 = arith.constant 1 : i32
          %1106 = llvm.extractelement %1104[%c1_i32_601 : i32] : vector<2xf16>
          memref.store %1106, %alloca_196[] : memref<f16>
          %1107 = llvm.extractvalue %1094[3] : !llvm.struct<(i32, i32, i32, i32)> 
          %1108 = llvm.bitcast %1107 : i32 to vector<2xf16>
          %c0_i32_602 = arith.constant 0 : i32
          %1109 = llvm.extractelement %1108[%c0_i32_602 : i32] : vector<2xf16>
          memref.store %1109, %alloca_197[] : memref<f16>
          %c1_i32_603 = arith.constant 1 : i32
          %1110 = llvm.extractelement %1108[%c1_i32_603 : i32] : vector<2xf16>
          memref.store %1110, %alloca_198[] : memref<f16>
          %1111 = arith.addi %439, %434 : i64
          %c40_i64_604 = arith.constant 40 : i64
          %1112 = arith.muli %1111, %c40_i64_604 : i64
          %c16_i64_605 = arith.constant 16 : i64
          %c2_i64_606 = arith.constant 2 : i64
          %1113 = arith.remsi %435, %c2_i64_606 : i64
          %c8_i64_607 = arith.constant 8 : i64
          %1114 = arith.muli %1113, %c8_i64_607 : i64
          %1115 = arith.addi %c16_i64_605, %1114 : i64
          %1116 = arith.addi %1112, %1115 : i64
          %1117 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_608 = arith.constant 30720 : i64
          %1118 = llvm.getelementptr %1117[%c30720_i64_608] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %1119 = llvm.getelementptr %1118[%1116] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %1120 = nvvm.ldmatrix %1119 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %1121 = llvm.extractvalue %1120[0] : !llvm.struct<(i32, i32)> 
          %1122 = llvm.bitcast %1121 : i32 to vector<2xf16>
          %c0_i32_609 = arith.constant 0 : i32
          %1123 = llvm.extractelement %1122[%c0_i32_609 : i32] : vector<2xf16>
          memref.store %1123, %alloca_199[] : memref<f16>
          %c1_i32_610 = arith.constant 1 : i32
          %1124 = llvm.extractelement %1122[%c1_i32_610 : i32] : vector<2xf16>
          memref.store %1124, %alloca_200[] : memref<f16>
          %1125 = llvm.extractvalue %1120[1] : !llvm.struct<(i32, i32)> 
          %1126 = llvm.bitcast %1125 : i32 to vector<2xf16>
          %c0_i32_611 = arith.constant 0 : i32
          %1127 = llvm.extractelement %1126[%c0_i32_611 : i32] : vector<2xf16>
          memref.store %1127, %alloca_201[] : memref<f16>
          %c1_i32_612 = arith.constant 1 : i32
          %1128 = llvm.extractelement %1126[%c1_i32_612 : i32] : vector<2xf16>
          memref.store %1128, %alloca_202[] : memref<f16>
          %c8_i64_613 = arith.constant 8 : i64
          %1129 = arith.addi %439, %c8_i64_613 : i64
          %1130 = arith.addi %1129, %434 : i64
          %c40_i64_614 = arith.constant 40 : i64
          %1131 = arith.muli %1130, %c40_i64_614 : i64
          %c16_i64_615 = arith.constant 16 : i64
          %c2_i64_616 = arith.constant 2 : i64
          %1132 = arith.remsi %435, %c2_i64_616 : i64
          %c8_i64_617 = arith.constant 8 : i64
          %1133 = arith.muli %1132, %c8_i64_617 : i64
          %1134 = arith.addi %c16_i64_615, %1133 : i64
          %1135 = arith.addi %1131, %1134 : i64
          %1136 = llvm.mlir.addressof @__tinyc_stack_tensor_cores : !llvm.ptr<3>
          %c30720_i64_618 = arith.constant 30720 : i64
          %1137 = llvm.getelementptr %1136[%c30720_i64_618] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %1138 = llvm.getelementptr %1137[%1135] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f16
          %1139 = nvvm.ldmatrix %1138 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 2 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
          %1140 = llvm.extractvalue %1139[0] : !llvm.struct<(i32, i32)> 
          %1141 = llvm.bitcast %1140 : i32 to vector<2xf16>
          %c0_i32_619 = arith.constant 0 : i32
          %1142 = llvm.extractelement %1141[%c0_i32_619 : i32] : vector<2xf16>
          memref.store %1142, %alloca_203[] : memref<f16>
          %c1_i32_620 = arith.constant 1 : i32
          %1143 = llvm.extractelement %1141[%c1_i32_620 : i32] : vector<2xf16>
          memref.store %1143, %alloca_204[] : memref<f16>
          %1144 = llvm.extractvalue %1139[1] : !llvm.struct<(i32, i32)> 
          %1145 = llvm.bitcast %1144 : i32 to vector<2xf16>
          %c0_i32_621 = arith.constant 0 : i32
          %1146 = llvm.extractelement %1145[%c0_i32_621 : i32] : vector<2xf16>
          memref.store %1146, %alloca_205[] : memref<f16>
          %c1_i32_622 = arith.constant 1 : i32
          %1147 = llvm.extractelement %1145[%c1_i32_622 : i32] : vector<2xf16>
          memref.store %1147, %alloca_206[] : memref<f16>
          %1148 = memref.load %alloca_183[] : memref<f16>
          %1149 = memref.load %alloca_184[] : memref<f16>
          %1150 = memref.load %alloca_185[] : memref<f16>
          %1151 = memref.load %alloca_186[] : memref<f16>
          %1152 = memref.load %alloca_187[] : memref<f16>
          %1153 = memref.load %alloca_188[] : memref<f16>
          %1154 = memref.load %alloca_189[] : memref<f16>
          %1155 = memref.load %alloca_190[] : memref<f16>
          %1156 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_623 = arith.constant 0 : i32
          %1157 = llvm.insertelement %1148, %1156[%c0_i32_623 : i32] : vector<2xf16>
          %c1_i32_624 = arith.constant 1 : i32
          %1158 = llvm.insertelement %1149, %1157[%c1_i32_624 : i32] : vector<2xf16>
          %1159 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_625 = arith.constant 0 : i32
          %1160 = llvm.insertelement %1150, %1159[%c0_i32_625 : i32] : vector<2xf16>
          %c1_i32_626 = arith.constant 1 : i32
          %1161 = llvm.insertelement %1151, %1160[%c1_i32_626 : i32] : vector<2xf16>
          %1162 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_627 = arith.constant 0 : i32
          %1163 = llvm.insertelement %1152, %1162[%c0_i32_627 : i32] : vector<2xf16>
          %c1_i32_628 = arith.constant 1 : i32
          %1164 = llvm.insertelement %1153, %1163[%c1_i32_628 : i32] : vector<2xf16>
          %1165 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_629 = arith.constant 0 : i32
          %1166 = llvm.insertelement %1154, %1165[%c0_i32_629 : i32] : vector<2xf16>
          %c1_i32_630 = arith.constant 1 : i32
          %1167 = llvm.insertelement %1155, %1166[%c1_i32_630 : i32] : vector<2xf16>
          %1168 = memref.load %alloca_199[] : memref<f16>
          %1169 = memref.load %alloca_200[] : memref<f16>
          %1170 = memref.load %alloca_201[] : memref<f16>
          %1171 = memref.load %alloca_202[] : memref<f16>
          %1172 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_631 = arith.constant 0 : i32
          %1173 = llvm.insertelement %1168, %1172[%c0_i32_631 : i32] : vector<2xf16>
          %c1_i32_632 = arith.constant 1 : i32
          %1174 = llvm.insertelement %1169, %1173[%c1_i32_632 : i32] : vector<2xf16>
          %1175 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_633 = arith.constant 0 : i32
          %1176 = llvm.insertelement %1170, %1175[%c0_i32_633 : i32] : vector<2xf16>
          %c1_i32_634 = arith.constant 1 : i32
          %1177 = llvm.insertelement %1171, %1176[%c1_i32_634 : i32] : vector<2xf16>
          %1178 = memref.load %alloca_131[] : memref<f32>
          %1179 = memref.load %alloca_132[] : memref<f32>
          %1180 = memref.load %alloca_133[] : memref<f32>
          %1181 = memref.load %alloca_134[] : memref<f32>
          %1182 = nvvm.mma.sync A[%1158, %1161, %1164, %1167]  B[%1174, %1177]  C[%1178, %1179, %1180, %1181]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %1183 = llvm.extractvalue %1182[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1183, %alloca_131[] : memref<f32>
          %1184 = llvm.extractvalue %1182[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1184, %alloca_132[] : memref<f32>
          %1185 = llvm.extractvalue %1182[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1185, %alloca_133[] : memref<f32>
          %1186 = llvm.extractvalue %1182[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1186, %alloca_134[] : memref<f32>
          %1187 = memref.load %alloca_183[] : memref<f16>
          %1188 = memref.load %alloca_184[] : memref<f16>
          %1189 = memref.load %alloca_185[] : memref<f16>
          %1190 = memref.load %alloca_186[] : memref<f16>
          %1191 = memref.load %alloca_187[] : memref<f16>
          %1192 = memref.load %alloca_188[] : memref<f16>
          %1193 = memref.load %alloca_189[] : memref<f16>
          %1194 = memref.load %alloca_190[] : memref<f16>
          %1195 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_635 = arith.constant 0 : i32
          %1196 = llvm.insertelement %1187, %1195[%c0_i32_635 : i32] : vector<2xf16>
          %c1_i32_636 = arith.constant 1 : i32
          %1197 = llvm.insertelement %1188, %1196[%c1_i32_636 : i32] : vector<2xf16>
          %1198 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_637 = arith.constant 0 : i32
          %1199 = llvm.insertelement %1189, %1198[%c0_i32_637 : i32] : vector<2xf16>
          %c1_i32_638 = arith.constant 1 : i32
          %1200 = llvm.insertelement %1190, %1199[%c1_i32_638 : i32] : vector<2xf16>
          %1201 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_639 = arith.constant 0 : i32
          %1202 = llvm.insertelement %1191, %1201[%c0_i32_639 : i32] : vector<2xf16>
          %c1_i32_640 = arith.constant 1 : i32
          %1203 = llvm.insertelement %1192, %1202[%c1_i32_640 : i32] : vector<2xf16>
          %1204 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_641 = arith.constant 0 : i32
          %1205 = llvm.insertelement %1193, %1204[%c0_i32_641 : i32] : vector<2xf16>
          %c1_i32_642 = arith.constant 1 : i32
          %1206 = llvm.insertelement %1194, %1205[%c1_i32_642 : i32] : vector<2xf16>
          %1207 = memref.load %alloca_203[] : memref<f16>
          %1208 = memref.load %alloca_204[] : memref<f16>
          %1209 = memref.load %alloca_205[] : memref<f16>
          %1210 = memref.load %alloca_206[] : memref<f16>
          %1211 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_643 = arith.constant 0 : i32
          %1212 = llvm.insertelement %1207, %1211[%c0_i32_643 : i32] : vector<2xf16>
          %c1_i32_644 = arith.constant 1 : i32
          %1213 = llvm.insertelement %1208, %1212[%c1_i32_644 : i32] : vector<2xf16>
          %1214 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_645 = arith.constant 0 : i32
          %1215 = llvm.insertelement %1209, %1214[%c0_i32_645 : i32] : vector<2xf16>
          %c1_i32_646 = arith.constant 1 : i32
          %1216 = llvm.insertelement %1210, %1215[%c1_i32_646 : i32] : vector<2xf16>
          %1217 = memref.load %alloca_135[] : memref<f32>
          %1218 = memref.load %alloca_136[] : memref<f32>
          %1219 = memref.load %alloca_137[] : memref<f32>
          %1220 = memref.load %alloca_138[] : memref<f32>
          %1221 = nvvm.mma.sync A[%1197, %1200, %1203, %1206]  B[%1213, %1216]  C[%1217, %1218, %1219, %1220]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %1222 = llvm.extractvalue %1221[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1222, %alloca_135[] : memref<f32>
          %1223 = llvm.extractvalue %1221[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1223, %alloca_136[] : memref<f32>
          %1224 = llvm.extractvalue %1221[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1224, %alloca_137[] : memref<f32>
          %1225 = llvm.extractvalue %1221[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1225, %alloca_138[] : memref<f32>
          %1226 = memref.load %alloca_191[] : memref<f16>
          %1227 = memref.load %alloca_192[] : memref<f16>
          %1228 = memref.load %alloca_193[] : memref<f16>
          %1229 = memref.load %alloca_194[] : memref<f16>
          %1230 = memref.load %alloca_195[] : memref<f16>
          %1231 = memref.load %alloca_196[] : memref<f16>
          %1232 = memref.load %alloca_197[] : memref<f16>
          %1233 = memref.load %alloca_198[] : memref<f16>
          %1234 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_647 = arith.constant 0 : i32
          %1235 = llvm.insertelement %1226, %1234[%c0_i32_647 : i32] : vector<2xf16>
          %c1_i32_648 = arith.constant 1 : i32
          %1236 = llvm.insertelement %1227, %1235[%c1_i32_648 : i32] : vector<2xf16>
          %1237 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_649 = arith.constant 0 : i32
          %1238 = llvm.insertelement %1228, %1237[%c0_i32_649 : i32] : vector<2xf16>
          %c1_i32_650 = arith.constant 1 : i32
          %1239 = llvm.insertelement %1229, %1238[%c1_i32_650 : i32] : vector<2xf16>
          %1240 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_651 = arith.constant 0 : i32
          %1241 = llvm.insertelement %1230, %1240[%c0_i32_651 : i32] : vector<2xf16>
          %c1_i32_652 = arith.constant 1 : i32
          %1242 = llvm.insertelement %1231, %1241[%c1_i32_652 : i32] : vector<2xf16>
          %1243 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_653 = arith.constant 0 : i32
          %1244 = llvm.insertelement %1232, %1243[%c0_i32_653 : i32] : vector<2xf16>
          %c1_i32_654 = arith.constant 1 : i32
          %1245 = llvm.insertelement %1233, %1244[%c1_i32_654 : i32] : vector<2xf16>
          %1246 = memref.load %alloca_199[] : memref<f16>
          %1247 = memref.load %alloca_200[] : memref<f16>
          %1248 = memref.load %alloca_201[] : memref<f16>
          %1249 = memref.load %alloca_202[] : memref<f16>
          %1250 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_655 = arith.constant 0 : i32
          %1251 = llvm.insertelement %1246, %1250[%c0_i32_655 : i32] : vector<2xf16>
          %c1_i32_656 = arith.constant 1 : i32
          %1252 = llvm.insertelement %1247, %1251[%c1_i32_656 : i32] : vector<2xf16>
          %1253 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_657 = arith.constant 0 : i32
          %1254 = llvm.insertelement %1248, %1253[%c0_i32_657 : i32] : vector<2xf16>
          %c1_i32_658 = arith.constant 1 : i32
          %1255 = llvm.insertelement %1249, %1254[%c1_i32_658 : i32] : vector<2xf16>
          %1256 = memref.load %alloca_139[] : memref<f32>
          %1257 = memref.load %alloca_140[] : memref<f32>
          %1258 = memref.load %alloca_141[] : memref<f32>
          %1259 = memref.load %alloca_142[] : memref<f32>
          %1260 = nvvm.mma.sync A[%1236, %1239, %1242, %1245]  B[%1252, %1255]  C[%1256, %1257, %1258, %1259]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %1261 = llvm.extractvalue %1260[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1261, %alloca_139[] : memref<f32>
          %1262 = llvm.extractvalue %1260[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1262, %alloca_140[] : memref<f32>
          %1263 = llvm.extractvalue %1260[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1263, %alloca_141[] : memref<f32>
          %1264 = llvm.extractvalue %1260[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1264, %alloca_142[] : memref<f32>
          %1265 = memref.load %alloca_191[] : memref<f16>
          %1266 = memref.load %alloca_192[] : memref<f16>
          %1267 = memref.load %alloca_193[] : memref<f16>
          %1268 = memref.load %alloca_194[] : memref<f16>
          %1269 = memref.load %alloca_195[] : memref<f16>
          %1270 = memref.load %alloca_196[] : memref<f16>
          %1271 = memref.load %alloca_197[] : memref<f16>
          %1272 = memref.load %alloca_198[] : memref<f16>
          %1273 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_659 = arith.constant 0 : i32
          %1274 = llvm.insertelement %1265, %1273[%c0_i32_659 : i32] : vector<2xf16>
          %c1_i32_660 = arith.constant 1 : i32
          %1275 = llvm.insertelement %1266, %1274[%c1_i32_660 : i32] : vector<2xf16>
          %1276 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_661 = arith.constant 0 : i32
          %1277 = llvm.insertelement %1267, %1276[%c0_i32_661 : i32] : vector<2xf16>
          %c1_i32_662 = arith.constant 1 : i32
          %1278 = llvm.insertelement %1268, %1277[%c1_i32_662 : i32] : vector<2xf16>
          %1279 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_663 = arith.constant 0 : i32
          %1280 = llvm.insertelement %1269, %1279[%c0_i32_663 : i32] : vector<2xf16>
          %c1_i32_664 = arith.constant 1 : i32
          %1281 = llvm.insertelement %1270, %1280[%c1_i32_664 : i32] : vector<2xf16>
          %1282 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_665 = arith.constant 0 : i32
          %1283 = llvm.insertelement %1271, %1282[%c0_i32_665 : i32] : vector<2xf16>
          %c1_i32_666 = arith.constant 1 : i32
          %1284 = llvm.insertelement %1272, %1283[%c1_i32_666 : i32] : vector<2xf16>
          %1285 = memref.load %alloca_203[] : memref<f16>
          %1286 = memref.load %alloca_204[] : memref<f16>
          %1287 = memref.load %alloca_205[] : memref<f16>
          %1288 = memref.load %alloca_206[] : memref<f16>
          %1289 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_667 = arith.constant 0 : i32
          %1290 = llvm.insertelement %1285, %1289[%c0_i32_667 : i32] : vector<2xf16>
          %c1_i32_668 = arith.constant 1 : i32
          %1291 = llvm.insertelement %1286, %1290[%c1_i32_668 : i32] : vector<2xf16>
          %1292 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_669 = arith.constant 0 : i32
          %1293 = llvm.insertelement %1287, %1292[%c0_i32_669 : i32] : vector<2xf16>
          %c1_i32_670 = arith.constant 1 : i32
          %1294 = llvm.insertelement %1288, %1293[%c1_i32_670 : i32] : vector<2xf16>
          %1295 = memref.load %alloca_143[] : memref<f32>
          %1296 = memref.load %alloca_144[] : memref<f32>
          %1297 = memref.load %alloca_145[] : memref<f32>
          %1298 = memref.load %alloca_146[] : memref<f32>
          %1299 = nvvm.mma.sync A[%1275, %1278, %1281, %1284]  B[%1291, %1294]  C[%1295, %1296, %1297, %1298]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %1300 = llvm.extractvalue %1299[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1300, %alloca_143[] : memref<f32>
          %1301 = llvm.extractvalue %1299[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1301, %alloca_144[] : memref<f32>
          %1302 = llvm.extractvalue %1299[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1302, %alloca_145[] : memref<f32>
          %1303 = llvm.extractvalue %1299[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %1303, %alloca_146[] : memref<f32>
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
          %604 = memref.load %alloca_131[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %605 = arith.muli %448, %c70_i64_362 : i64
          %606 = arith.addi %445, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %452 = arith.addi %441, %437 : i64
        %453 = arith.addi %452, %432 : i64
        %454 = arith.addi %443, %439 : i64
        %c2_i64_285 = arith.constant 2 : i64
        %455 = arith.muli %433, %c2_i64_285 : i64
        %c1_i64_286 = arith.constant 1 : i64
        %456 = arith.addi %455, %c1_i64_286 : i64
        %457 = arith.addi %454, %456 : i64
        %c70_i64_287 = arith.constant 70 : i64
        %458 = arith.cmpi slt, %453, %c70_i64_287 : i64
        %c40_i64_288 = arith.constant 40 : i64
        %459 = arith.cmpi slt, %457, %c40_i64_288 : i64
        %460 = arith.andi %458, %459 : i1
        scf.if %460 {
          %604 = memref.load %alloca_132[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %605 = arith.muli %457, %c70_i64_362 : i64
          %606 = arith.addi %453, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %461 = arith.addi %441, %437 : i64
        %c8_i64_289 = arith.constant 8 : i64
        %462 = arith.addi %432, %c8_i64_289 : i64
        %463 = arith.addi %461, %462 : i64
        %464 = arith.addi %443, %439 : i64
        %c2_i64_290 = arith.constant 2 : i64
        %465 = arith.muli %433, %c2_i64_290 : i64
        %466 = arith.addi %464, %465 : i64
        %c70_i64_291 = arith.constant 70 : i64
        %467 = arith.cmpi slt, %463, %c70_i64_291 : i64
        %c40_i64_292 = arith.constant 40 : i64
        %468 = arith.cmpi slt, %466, %c40_i64_292 : i64
        %469 = arith.andi %467, %468 : i1
        scf.if %469 {
          %604 = memref.load %alloca_133[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %605 = arith.muli %466, %c70_i64_362 : i64
          %606 = arith.addi %463, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %470 = arith.addi %441, %437 : i64
        %c8_i64_293 = arith.constant 8 : i64
        %471 = arith.addi %432, %c8_i64_293 : i64
        %472 = arith.addi %470, %471 : i64
        %473 = arith.addi %443, %439 : i64
        %c2_i64_294 = arith.constant 2 : i64
        %474 = arith.muli %433, %c2_i64_294 : i64
        %c1_i64_295 = arith.constant 1 : i64
        %475 = arith.addi %474, %c1_i64_295 : i64
        %476 = arith.addi %473, %475 : i64
        %c70_i64_296 = arith.constant 70 : i64
        %477 = arith.cmpi slt, %472, %c70_i64_296 : i64
        %c40_i64_297 = arith.constant 40 : i64
        %478 = arith.cmpi slt, %476, %c40_i64_297 : i64
        %479 = arith.andi %477, %478 : i1
        scf.if %479 {
          %604 = memref.load %alloca_134[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %605 = arith.muli %476, %c70_i64_362 : i64
          %606 = arith.addi %472, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %480 = arith.addi %441, %437 : i64
        %481 = arith.addi %480, %432 : i64
        %482 = arith.addi %443, %439 : i64
        %c8_i64_298 = arith.constant 8 : i64
        %483 = arith.addi %482, %c8_i64_298 : i64
        %c2_i64_299 = arith.constant 2 : i64
        %484 = arith.muli %433, %c2_i64_299 : i64
        %485 = arith.addi %483, %484 : i64
        %c70_i64_300 = arith.constant 70 : i64
        %486 = arith.cmpi slt, %481, %c70_i64_300 : i64
        %c40_i64_301 = arith.constant 40 : i64
        %487 = arith.cmpi slt, %485, %c40_i64_301 : i64
        %488 = arith.andi %486, %487 : i1
        scf.if %488 {
          %604 = memref.load %alloca_135[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %605 = arith.muli %485, %c70_i64_362 : i64
          %606 = arith.addi %481, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %489 = arith.addi %441, %437 : i64
        %490 = arith.addi %489, %432 : i64
        %491 = arith.addi %443, %439 : i64
        %c8_i64_302 = arith.constant 8 : i64
        %492 = arith.addi %491, %c8_i64_302 : i64
        %c2_i64_303 = arith.constant 2 : i64
        %493 = arith.muli %433, %c2_i64_303 : i64
        %c1_i64_304 = arith.constant 1 : i64
        %494 = arith.addi %493, %c1_i64_304 : i64
        %495 = arith.addi %492, %494 : i64
        %c70_i64_305 = arith.constant 70 : i64
        %496 = arith.cmpi slt, %490, %c70_i64_305 : i64
        %c40_i64_306 = arith.constant 40 : i64
        %497 = arith.cmpi slt, %495, %c40_i64_306 : i64
        %498 = arith.andi %496, %497 : i1
        scf.if %498 {
          %604 = memref.load %alloca_136[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %605 = arith.muli %495, %c70_i64_362 : i64
          %606 = arith.addi %490, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %499 = arith.addi %441, %437 : i64
        %c8_i64_307 = arith.constant 8 : i64
        %500 = arith.addi %432, %c8_i64_307 : i64
        %501 = arith.addi %499, %500 : i64
        %502 = arith.addi %443, %439 : i64
        %c8_i64_308 = arith.constant 8 : i64
        %503 = arith.addi %502, %c8_i64_308 : i64
        %c2_i64_309 = arith.constant 2 : i64
        %504 = arith.muli %433, %c2_i64_309 : i64
        %505 = arith.addi %503, %504 : i64
        %c70_i64_310 = arith.constant 70 : i64
        %506 = arith.cmpi slt, %501, %c70_i64_310 : i64
        %c40_i64_311 = arith.constant 40 : i64
        %507 = arith.cmpi slt, %505, %c40_i64_311 : i64
        %508 = arith.andi %506, %507 : i1
        scf.if %508 {
          %604 = memref.load %alloca_137[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %605 = arith.muli %505, %c70_i64_362 : i64
          %606 = arith.addi %501, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %509 = arith.addi %441, %437 : i64
        %c8_i64_312 = arith.constant 8 : i64
        %510 = arith.addi %432, %c8_i64_312 : i64
        %511 = arith.addi %509, %510 : i64
        %512 = arith.addi %443, %439 : i64
        %c8_i64_313 = arith.constant 8 : i64
        %513 = arith.addi %512, %c8_i64_313 : i64
        %c2_i64_314 = arith.constant 2 : i64
        %514 = arith.muli %433, %c2_i64_314 : i64
        %c1_i64_315 = arith.constant 1 : i64
        %515 = arith.addi %514, %c1_i64_315 : i64
        %516 = arith.addi %513, %515 : i64
        %c70_i64_316 = arith.constant 70 : i64
        %517 = arith.cmpi slt, %511, %c70_i64_316 : i64
        %c40_i64_317 = arith.constant 40 : i64
        %518 = arith.cmpi slt, %516, %c40_i64_317 : i64
        %519 = arith.andi %517, %518 : i1
        scf.if %519 {
          %604 = memref.load %alloca_138[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %605 = arith.muli %516, %c70_i64_362 : i64
          %606 = arith.addi %511, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %520 = arith.addi %441, %437 : i64
        %c16_i64_318 = arith.constant 16 : i64
        %521 = arith.addi %520, %c16_i64_318 : i64
        %522 = arith.addi %521, %432 : i64
        %523 = arith.addi %443, %439 : i64
        %c2_i64_319 = arith.constant 2 : i64
        %524 = arith.muli %433, %c2_i64_319 : i64
        %525 = arith.addi %523, %524 : i64
        %c70_i64_320 = arith.constant 70 : i64
        %526 = arith.cmpi slt, %522, %c70_i64_320 : i64
        %c40_i64_321 = arith.constant 40 : i64
        %527 = arith.cmpi slt, %525, %c40_i64_321 : i64
        %528 = arith.andi %526, %527 : i1
        scf.if %528 {
          %604 = memref.load %alloca_139[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %605 = arith.muli %525, %c70_i64_362 : i64
          %606 = arith.addi %522, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %529 = arith.addi %441, %437 : i64
        %c16_i64_322 = arith.constant 16 : i64
        %530 = arith.addi %529, %c16_i64_322 : i64
        %531 = arith.addi %530, %432 : i64
        %532 = arith.addi %443, %439 : i64
        %c2_i64_323 = arith.constant 2 : i64
        %533 = arith.muli %433, %c2_i64_323 : i64
        %c1_i64_324 = arith.constant 1 : i64
        %534 = arith.addi %533, %c1_i64_324 : i64
        %535 = arith.addi %532, %534 : i64
        %c70_i64_325 = arith.constant 70 : i64
        %536 = arith.cmpi slt, %531, %c70_i64_325 : i64
        %c40_i64_326 = arith.constant 40 : i64
        %537 = arith.cmpi slt, %535, %c40_i64_326 : i64
        %538 = arith.andi %536, %537 : i1
        scf.if %538 {
          %604 = memref.load %alloca_140[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %605 = arith.muli %535, %c70_i64_362 : i64
          %606 = arith.addi %531, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %539 = arith.addi %441, %437 : i64
        %c16_i64_327 = arith.constant 16 : i64
        %540 = arith.addi %539, %c16_i64_327 : i64
        %c8_i64_328 = arith.constant 8 : i64
        %541 = arith.addi %432, %c8_i64_328 : i64
        %542 = arith.addi %540, %541 : i64
        %543 = arith.addi %443, %439 : i64
        %c2_i64_329 = arith.constant 2 : i64
        %544 = arith.muli %433, %c2_i64_329 : i64
        %545 = arith.addi %543, %544 : i64
        %c70_i64_330 = arith.constant 70 : i64
        %546 = arith.cmpi slt, %542, %c70_i64_330 : i64
        %c40_i64_331 = arith.constant 40 : i64
        %547 = arith.cmpi slt, %545, %c40_i64_331 : i64
        %548 = arith.andi %546, %547 : i1
        scf.if %548 {
          %604 = memref.load %alloca_141[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %605 = arith.muli %545, %c70_i64_362 : i64
          %606 = arith.addi %542, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %549 = arith.addi %441, %437 : i64
        %c16_i64_332 = arith.constant 16 : i64
        %550 = arith.addi %549, %c16_i64_332 : i64
        %c8_i64_333 = arith.constant 8 : i64
        %551 = arith.addi %432, %c8_i64_333 : i64
        %552 = arith.addi %550, %551 : i64
        %553 = arith.addi %443, %439 : i64
        %c2_i64_334 = arith.constant 2 : i64
        %554 = arith.muli %433, %c2_i64_334 : i64
        %c1_i64_335 = arith.constant 1 : i64
        %555 = arith.addi %554, %c1_i64_335 : i64
        %556 = arith.addi %553, %555 : i64
        %c70_i64_336 = arith.constant 70 : i64
        %557 = arith.cmpi slt, %552, %c70_i64_336 : i64
        %c40_i64_337 = arith.constant 40 : i64
        %558 = arith.cmpi slt, %556, %c40_i64_337 : i64
        %559 = arith.andi %557, %558 : i1
        scf.if %559 {
          %604 = memref.load %alloca_142[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %605 = arith.muli %556, %c70_i64_362 : i64
          %606 = arith.addi %552, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %560 = arith.addi %441, %437 : i64
        %c16_i64_338 = arith.constant 16 : i64
        %561 = arith.addi %560, %c16_i64_338 : i64
        %562 = arith.addi %561, %432 : i64
        %563 = arith.addi %443, %439 : i64
        %c8_i64_339 = arith.constant 8 : i64
        %564 = arith.addi %563, %c8_i64_339 : i64
        %c2_i64_340 = arith.constant 2 : i64
        %565 = arith.muli %433, %c2_i64_340 : i64
        %566 = arith.addi %564, %565 : i64
        %c70_i64_341 = arith.constant 70 : i64
        %567 = arith.cmpi slt, %562, %c70_i64_341 : i64
        %c40_i64_342 = arith.constant 40 : i64
        %568 = arith.cmpi slt, %566, %c40_i64_342 : i64
        %569 = arith.andi %567, %568 : i1
        scf.if %569 {
          %604 = memref.load %alloca_143[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %605 = arith.muli %566, %c70_i64_362 : i64
          %606 = arith.addi %562, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %570 = arith.addi %441, %437 : i64
        %c16_i64_343 = arith.constant 16 : i64
        %571 = arith.addi %570, %c16_i64_343 : i64
        %572 = arith.addi %571, %432 : i64
        %573 = arith.addi %443, %439 : i64
        %c8_i64_344 = arith.constant 8 : i64
        %574 = arith.addi %573, %c8_i64_344 : i64
        %c2_i64_345 = arith.constant 2 : i64
        %575 = arith.muli %433, %c2_i64_345 : i64
        %c1_i64_346 = arith.constant 1 : i64
        %576 = arith.addi %575, %c1_i64_346 : i64
        %577 = arith.addi %574, %576 : i64
        %c70_i64_347 = arith.constant 70 : i64
        %578 = arith.cmpi slt, %572, %c70_i64_347 : i64
        %c40_i64_348 = arith.constant 40 : i64
        %579 = arith.cmpi slt, %577, %c40_i64_348 : i64
        %580 = arith.andi %578, %579 : i1
        scf.if %580 {
          %604 = memref.load %alloca_144[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %605 = arith.muli %577, %c70_i64_362 : i64
          %606 = arith.addi %572, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %581 = arith.addi %441, %437 : i64
        %c16_i64_349 = arith.constant 16 : i64
        %582 = arith.addi %581, %c16_i64_349 : i64
        %c8_i64_350 = arith.constant 8 : i64
        %583 = arith.addi %432, %c8_i64_350 : i64
        %584 = arith.addi %582, %583 : i64
        %585 = arith.addi %443, %439 : i64
        %c8_i64_351 = arith.constant 8 : i64
        %586 = arith.addi %585, %c8_i64_351 : i64
        %c2_i64_352 = arith.constant 2 : i64
        %587 = arith.muli %433, %c2_i64_352 : i64
        %588 = arith.addi %586, %587 : i64
        %c70_i64_353 = arith.constant 70 : i64
        %589 = arith.cmpi slt, %584, %c70_i64_353 : i64
        %c40_i64_354 = arith.constant 40 : i64
        %590 = arith.cmpi slt, %588, %c40_i64_354 : i64
        %591 = arith.andi %589, %590 : i1
        scf.if %591 {
          %604 = memref.load %alloca_145[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %605 = arith.muli %588, %c70_i64_362 : i64
          %606 = arith.addi %584, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
        %592 = arith.addi %441, %437 : i64
        %c16_i64_355 = arith.constant 16 : i64
        %593 = arith.addi %592, %c16_i64_355 : i64
        %c8_i64_356 = arith.constant 8 : i64
        %594 = arith.addi %432, %c8_i64_356 : i64
        %595 = arith.addi %593, %594 : i64
        %596 = arith.addi %443, %439 : i64
        %c8_i64_357 = arith.constant 8 : i64
        %597 = arith.addi %596, %c8_i64_357 : i64
        %c2_i64_358 = arith.constant 2 : i64
        %598 = arith.muli %433, %c2_i64_358 : i64
        %c1_i64_359 = arith.constant 1 : i64
        %599 = arith.addi %598, %c1_i64_359 : i64
        %600 = arith.addi %597, %599 : i64
        %c70_i64_360 = arith.constant 70 : i64
        %601 = arith.cmpi slt, %595, %c70_i64_360 : i64
        %c40_i64_361 = arith.constant 40 : i64
        %602 = arith.cmpi slt, %600, %c40_i64_361 : i64
        %603 = arith.andi %601, %602 : i1
        scf.if %603 {
          %604 = memref.load %alloca_146[] : memref<f32>
          %c70_i64_362 = arith.constant 70 : i64
          %605 = arith.muli %600, %c70_i64_362 : i64
          %606 = arith.addi %595, %605 : i64
          %607 = llvm.getelementptr %425[%606] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %604, %607 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
