module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_vector_dynamic(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: !llvm.ptr<1>, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: !llvm.ptr<1>, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: !llvm.ptr<1>, %arg25: i64, %arg26: !llvm.ptr<1>, %arg27: i64, %arg28: i64, %arg29: i64, %arg30: !llvm.ptr<1>, %arg31: i64, %arg32: !llvm.ptr<1>, %arg33: i64, %arg34: i64, %arg35: i64, %arg36: !llvm.ptr<1>, %arg37: i64, %arg38: i64, %arg39: !llvm.ptr<1>, %arg40: i64, %arg41: i64, %arg42: !llvm.ptr<1>, %arg43: i64, %arg44: i64, %arg45: i64, %arg46: !llvm.ptr<1>, %arg47: i64, %arg48: i64, %arg49: i64, %arg50: !llvm.ptr<1>, %arg51: i64, %arg52: i64, %arg53: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg1, %5[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg2, %6[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg3, %8[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[1, ?]>, 1>
      %11 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %12 = llvm.mlir.constant(0 : i64) : i64
      %13 = llvm.mlir.constant(1 : i64) : i64
      %14 = llvm.insertvalue %arg4, %11[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %15 = llvm.insertvalue %arg4, %14[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %16 = llvm.insertvalue %12, %15[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %17 = llvm.insertvalue %arg5, %16[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %18 = llvm.insertvalue %arg6, %17[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %13, %18[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %arg7, %19[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = builtin.unrealized_conversion_cast %20 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[1, ?]>, 1>
      %22 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %23 = llvm.mlir.constant(0 : i64) : i64
      %24 = llvm.mlir.constant(1 : i64) : i64
      %25 = llvm.insertvalue %arg8, %22[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %arg8, %25[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %23, %26[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %arg9, %27[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %arg10, %28[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = llvm.insertvalue %24, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %31 = llvm.insertvalue %arg11, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %32 = builtin.unrealized_conversion_cast %31 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[1, ?]>, 1>
      %33 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %34 = llvm.mlir.constant(0 : i64) : i64
      %35 = llvm.mlir.constant(1 : i64) : i64
      %36 = llvm.insertvalue %arg12, %33[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %arg12, %36[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %34, %37[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %arg13, %38[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %arg14, %39[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %35, %40[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = llvm.insertvalue %arg15, %41[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %43 = builtin.unrealized_conversion_cast %42 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %44 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %45 = llvm.mlir.constant(0 : i64) : i64
      %46 = llvm.mlir.constant(1 : i64) : i64
      %47 = llvm.insertvalue %arg16, %44[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %48 = llvm.insertvalue %arg16, %47[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %45, %48[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %arg17, %49[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = llvm.insertvalue %arg18, %50[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %52 = llvm.insertvalue %46, %51[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %53 = llvm.insertvalue %arg19, %52[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = builtin.unrealized_conversion_cast %53 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %55 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %56 = llvm.mlir.constant(0 : i64) : i64
      %57 = llvm.mlir.constant(1 : i64) : i64
      %58 = llvm.insertvalue %arg20, %55[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = llvm.insertvalue %arg20, %58[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %60 = llvm.insertvalue %56, %59[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %61 = llvm.insertvalue %arg21, %60[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %62 = llvm.insertvalue %arg22, %61[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %57, %62[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = llvm.insertvalue %arg23, %63[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %65 = builtin.unrealized_conversion_cast %64 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %66 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %67 = llvm.mlir.constant(0 : i64) : i64
      %68 = llvm.mlir.constant(9 : i64) : i64
      %69 = llvm.mlir.constant(1 : i64) : i64
      %70 = llvm.mlir.constant(9 : i64) : i64
      %71 = llvm.insertvalue %arg24, %66[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %72 = llvm.insertvalue %arg24, %71[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %73 = llvm.insertvalue %67, %72[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %74 = llvm.insertvalue %68, %73[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %75 = llvm.insertvalue %arg25, %74[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %76 = llvm.insertvalue %69, %75[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %77 = llvm.insertvalue %70, %76[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %78 = builtin.unrealized_conversion_cast %77 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x?xf32, strided<[1, 9]>, 1>
      %79 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %80 = llvm.mlir.constant(0 : i64) : i64
      %81 = llvm.mlir.constant(1 : i64) : i64
      %82 = llvm.insertvalue %arg26, %79[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %83 = llvm.insertvalue %arg26, %82[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %84 = llvm.insertvalue %80, %83[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %85 = llvm.insertvalue %arg27, %84[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %86 = llvm.insertvalue %arg28, %85[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %87 = llvm.insertvalue %81, %86[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %88 = llvm.insertvalue %arg29, %87[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %89 = builtin.unrealized_conversion_cast %88 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[1, ?]>, 1>
      %90 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %91 = llvm.mlir.constant(0 : i64) : i64
      %92 = llvm.mlir.constant(9 : i64) : i64
      %93 = llvm.mlir.constant(1 : i64) : i64
      %94 = llvm.mlir.constant(9 : i64) : i64
      %95 = llvm.insertvalue %arg30, %90[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %96 = llvm.insertvalue %arg30, %95[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %97 = llvm.insertvalue %91, %96[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %98 = llvm.insertvalue %92, %97[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %99 = llvm.insertvalue %arg31, %98[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %100 = llvm.insertvalue %93, %99[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %101 = llvm.insertvalue %94, %100[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %102 = builtin.unrealized_conversion_cast %101 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x?xf32, strided<[1, 9]>, 1>
      %103 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %104 = llvm.mlir.constant(0 : i64) : i64
      %105 = llvm.mlir.constant(1 : i64) : i64
      %106 = llvm.insertvalue %arg32, %103[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %107 = llvm.insertvalue %arg32, %106[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %108 = llvm.insertvalue %104, %107[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %109 = llvm.insertvalue %arg33, %108[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %110 = llvm.insertvalue %arg34, %109[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %111 = llvm.insertvalue %105, %110[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %112 = llvm.insertvalue %arg35, %111[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %113 = builtin.unrealized_conversion_cast %112 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %114 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %115 = llvm.mlir.constant(0 : i64) : i64
      %116 = llvm.mlir.constant(4 : i64) : i64
      %117 = llvm.mlir.constant(1 : i64) : i64
      %118 = llvm.insertvalue %arg36, %114[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %119 = llvm.insertvalue %arg36, %118[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %120 = llvm.insertvalue %115, %119[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %121 = llvm.insertvalue %arg37, %120[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %122 = llvm.insertvalue %116, %121[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %123 = llvm.insertvalue %117, %122[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %124 = llvm.insertvalue %arg38, %123[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %125 = builtin.unrealized_conversion_cast %124 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf64, strided<[1, ?]>, 1>
      %126 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %127 = llvm.mlir.constant(0 : i64) : i64
      %128 = llvm.mlir.constant(4 : i64) : i64
      %129 = llvm.mlir.constant(1 : i64) : i64
      %130 = llvm.insertvalue %arg39, %126[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %131 = llvm.insertvalue %arg39, %130[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %132 = llvm.insertvalue %127, %131[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %133 = llvm.insertvalue %arg40, %132[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %134 = llvm.insertvalue %128, %133[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %135 = llvm.insertvalue %129, %134[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %136 = llvm.insertvalue %arg41, %135[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %137 = builtin.unrealized_conversion_cast %136 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x4xf64, strided<[1, ?]>, 1>
      %138 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %139 = llvm.mlir.constant(0 : i64) : i64
      %140 = llvm.mlir.constant(1 : i64) : i64
      %141 = llvm.insertvalue %arg42, %138[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %142 = llvm.insertvalue %arg42, %141[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %143 = llvm.insertvalue %139, %142[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %144 = llvm.insertvalue %arg43, %143[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %145 = llvm.insertvalue %arg44, %144[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %146 = llvm.insertvalue %140, %145[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %147 = llvm.insertvalue %arg45, %146[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %148 = builtin.unrealized_conversion_cast %147 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xvector<2xf32>, strided<[1, ?]>, 1>
      %149 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %150 = llvm.mlir.constant(0 : i64) : i64
      %151 = llvm.mlir.constant(1 : i64) : i64
      %152 = llvm.insertvalue %arg46, %149[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %153 = llvm.insertvalue %arg46, %152[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %154 = llvm.insertvalue %150, %153[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %155 = llvm.insertvalue %arg47, %154[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %156 = llvm.insertvalue %arg48, %155[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %157 = llvm.insertvalue %151, %156[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %158 = llvm.insertvalue %arg49, %157[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %159 = builtin.unrealized_conversion_cast %158 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xvector<2xf32>, strided<[1, ?]>, 1>
      %160 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %161 = llvm.mlir.constant(0 : i64) : i64
      %162 = llvm.mlir.constant(1 : i64) : i64
      %163 = llvm.insertvalue %arg50, %160[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %164 = llvm.insertvalue %arg50, %163[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %165 = llvm.insertvalue %161, %164[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %166 = llvm.insertvalue %arg51, %165[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %167 = llvm.insertvalue %arg52, %166[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %168 = llvm.insertvalue %162, %167[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %169 = llvm.insertvalue %arg53, %168[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %170 = builtin.unrealized_conversion_cast %169 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xvector<2xf32>, strided<[1, ?]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %10 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %10 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %171 = arith.index_cast %intptr : index to i64
      %172 = llvm.inttoptr %171 : i64 to !llvm.ptr<1>
      %173 = arith.index_cast %sizes#0 : index to i64
      %174 = arith.index_cast %sizes#1 : index to i64
      %175 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %21 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %21 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %176 = arith.index_cast %intptr_4 : index to i64
      %177 = llvm.inttoptr %176 : i64 to !llvm.ptr<1>
      %178 = arith.index_cast %sizes_2#0 : index to i64
      %179 = arith.index_cast %sizes_2#1 : index to i64
      %180 = arith.index_cast %strides_3#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %32 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %32 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %181 = arith.index_cast %intptr_9 : index to i64
      %182 = llvm.inttoptr %181 : i64 to !llvm.ptr<1>
      %183 = arith.index_cast %sizes_7#0 : index to i64
      %184 = arith.index_cast %sizes_7#1 : index to i64
      %185 = arith.index_cast %strides_8#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %43 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %43 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %186 = arith.index_cast %intptr_14 : index to i64
      %187 = llvm.inttoptr %186 : i64 to !llvm.ptr<1>
      %188 = arith.index_cast %sizes_12#0 : index to i64
      %189 = arith.index_cast %sizes_12#1 : index to i64
      %190 = arith.index_cast %strides_13#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %54 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %54 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %191 = arith.index_cast %intptr_19 : index to i64
      %192 = llvm.inttoptr %191 : i64 to !llvm.ptr<1>
      %193 = arith.index_cast %sizes_17#0 : index to i64
      %194 = arith.index_cast %sizes_17#1 : index to i64
      %195 = arith.index_cast %strides_18#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %65 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %65 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %196 = arith.index_cast %intptr_24 : index to i64
      %197 = llvm.inttoptr %196 : i64 to !llvm.ptr<1>
      %198 = arith.index_cast %sizes_22#0 : index to i64
      %199 = arith.index_cast %sizes_22#1 : index to i64
      %200 = arith.index_cast %strides_23#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %78 : memref<9x?xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %78 : memref<9x?xf32, strided<[1, 9]>, 1> -> index
      %201 = arith.index_cast %intptr_29 : index to i64
      %202 = llvm.inttoptr %201 : i64 to !llvm.ptr<1>
      %203 = arith.index_cast %sizes_27#1 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %89 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %89 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %204 = arith.index_cast %intptr_34 : index to i64
      %205 = llvm.inttoptr %204 : i64 to !llvm.ptr<1>
      %206 = arith.index_cast %sizes_32#0 : index to i64
      %207 = arith.index_cast %sizes_32#1 : index to i64
      %208 = arith.index_cast %strides_33#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %102 : memref<9x?xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %102 : memref<9x?xf32, strided<[1, 9]>, 1> -> index
      %209 = arith.index_cast %intptr_39 : index to i64
      %210 = llvm.inttoptr %209 : i64 to !llvm.ptr<1>
      %211 = arith.index_cast %sizes_37#1 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %113 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %113 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %212 = arith.index_cast %intptr_44 : index to i64
      %213 = llvm.inttoptr %212 : i64 to !llvm.ptr<1>
      %214 = arith.index_cast %sizes_42#0 : index to i64
      %215 = arith.index_cast %sizes_42#1 : index to i64
      %216 = arith.index_cast %strides_43#1 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %125 : memref<?x4xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %125 : memref<?x4xf64, strided<[1, ?]>, 1> -> index
      %217 = arith.index_cast %intptr_49 : index to i64
      %218 = llvm.inttoptr %217 : i64 to !llvm.ptr<1>
      %219 = arith.index_cast %sizes_47#0 : index to i64
      %220 = arith.index_cast %strides_48#1 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %137 : memref<?x4xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %137 : memref<?x4xf64, strided<[1, ?]>, 1> -> index
      %221 = arith.index_cast %intptr_54 : index to i64
      %222 = llvm.inttoptr %221 : i64 to !llvm.ptr<1>
      %223 = arith.index_cast %sizes_52#0 : index to i64
      %224 = arith.index_cast %strides_53#1 : index to i64
      %base_buffer_55, %offset_56, %sizes_57:2, %strides_58:2 = memref.extract_strided_metadata %148 : memref<?x?xvector<2xf32>, strided<[1, ?]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %148 : memref<?x?xvector<2xf32>, strided<[1, ?]>, 1> -> index
      %225 = arith.index_cast %intptr_59 : index to i64
      %226 = llvm.inttoptr %225 : i64 to !llvm.ptr<1>
      %227 = arith.index_cast %sizes_57#0 : index to i64
      %228 = arith.index_cast %sizes_57#1 : index to i64
      %229 = arith.index_cast %strides_58#1 : index to i64
      %base_buffer_60, %offset_61, %sizes_62:2, %strides_63:2 = memref.extract_strided_metadata %159 : memref<?x?xvector<2xf32>, strided<[1, ?]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %159 : memref<?x?xvector<2xf32>, strided<[1, ?]>, 1> -> index
      %230 = arith.index_cast %intptr_64 : index to i64
      %231 = llvm.inttoptr %230 : i64 to !llvm.ptr<1>
      %232 = arith.index_cast %sizes_62#0 : index to i64
      %233 = arith.index_cast %sizes_62#1 : index to i64
      %234 = arith.index_cast %strides_63#1 : index to i64
      %base_buffer_65, %offset_66, %sizes_67:2, %strides_68:2 = memref.extract_strided_metadata %170 : memref<?x?xvector<2xf32>, strided<[1, ?]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %170 : memref<?x?xvector<2xf32>, strided<[1, ?]>, 1> -> index
      %235 = arith.index_cast %intptr_69 : index to i64
      %236 = llvm.inttoptr %235 : i64 to !llvm.ptr<1>
      %237 = arith.index_cast %sizes_67#0 : index to i64
      %238 = arith.index_cast %sizes_67#1 : index to i64
      %239 = arith.index_cast %strides_68#1 : index to i64
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
      %alloca_81 = memref.alloca() : memref<f64>
      %alloca_82 = memref.alloca() : memref<f64>
      %alloca_83 = memref.alloca() : memref<f64>
      %alloca_84 = memref.alloca() : memref<f64>
      %alloca_85 = memref.alloca() : memref<vector<2xf32>>
      %alloca_86 = memref.alloca() : memref<vector<2xf32>>
      %alloca_87 = memref.alloca() : memref<vector<2xf32>>
      %alloca_88 = memref.alloca() : memref<vector<2xf32>>
      %c0_i64 = arith.constant 0 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg54 = %c0_i64 to %183 step %c64_i64  : i64 {
        %c0_i64_110 = arith.constant 0 : i64
        %c32_i64_111 = arith.constant 32 : i64
        scf.for %arg55 = %c0_i64_110 to %184 step %c32_i64_111  : i64 {
          %thread_id_x_112 = gpu.thread_id  x
          %267 = arith.index_cast %thread_id_x_112 : index to i64
          %268 = arith.addi %arg54, %267 : i64
          %c1_i64 = arith.constant 1 : i64
          %269 = arith.subi %183, %c1_i64 : i64
          %270 = arith.minsi %268, %269 : i64
          %thread_id_y_113 = gpu.thread_id  y
          %271 = arith.index_cast %thread_id_y_113 : index to i64
          %272 = arith.addi %arg55, %271 : i64
          %c1_i64_114 = arith.constant 1 : i64
          %273 = arith.subi %184, %c1_i64_114 : i64
          %274 = arith.minsi %272, %273 : i64
          %thread_id_y_115 = gpu.thread_id  y
          %275 = arith.index_cast %thread_id_y_115 : index to i64
          %276 = arith.addi %arg55, %275 : i64
          %c8_i64_116 = arith.constant 8 : i64
          %277 = arith.addi %276, %c8_i64_116 : i64
          %c1_i64_117 = arith.constant 1 : i64
          %278 = arith.subi %184, %c1_i64_117 : i64
          %279 = arith.minsi %277, %278 : i64
          %thread_id_y_118 = gpu.thread_id  y
          %280 = arith.index_cast %thread_id_y_118 : index to i64
          %281 = arith.addi %arg55, %280 : i64
          %c16_i64_119 = arith.constant 16 : i64
          %282 = arith.addi %281, %c16_i64_119 : i64
          %c1_i64_120 = arith.constant 1 : i64
          %283 = arith.subi %184, %c1_i64_120 : i64
          %284 = arith.minsi %282, %283 : i64
          %thread_id_y_121 = gpu.thread_id  y
          %285 = arith.index_cast %thread_id_y_121 : index to i64
          %286 = arith.addi %arg55, %285 : i64
          %c24_i64 = arith.constant 24 : i64
          %287 = arith.addi %286, %c24_i64 : i64
          %c1_i64_122 = arith.constant 1 : i64
          %288 = arith.subi %184, %c1_i64_122 : i64
          %289 = arith.minsi %287, %288 : i64
          %cst = arith.constant 0.000000e+00 : f32
          memref.store %cst, %alloca[] : memref<f32>
          %cst_123 = arith.constant 0.000000e+00 : f32
          memref.store %cst_123, %alloca_70[] : memref<f32>
          %cst_124 = arith.constant 0.000000e+00 : f32
          memref.store %cst_124, %alloca_71[] : memref<f32>
          %cst_125 = arith.constant 0.000000e+00 : f32
          memref.store %cst_125, %alloca_72[] : memref<f32>
          %c0_i64_126 = arith.constant 0 : i64
          %c1_i64_127 = arith.constant 1 : i64
          scf.for %arg56 = %c0_i64_126 to %174 step %c1_i64_127  : i64 {
            %291 = arith.muli %arg56, %175 : i64
            %292 = arith.addi %270, %291 : i64
            %293 = llvm.getelementptr %172[%292] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %294 = llvm.load %293 : !llvm.ptr<1> -> f32
            %295 = arith.muli %274, %180 : i64
            %296 = arith.addi %arg56, %295 : i64
            %297 = llvm.getelementptr %177[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %298 = llvm.load %297 : !llvm.ptr<1> -> f32
            %299 = arith.muli %279, %180 : i64
            %300 = arith.addi %arg56, %299 : i64
            %301 = llvm.getelementptr %177[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %302 = llvm.load %301 : !llvm.ptr<1> -> f32
            %303 = arith.muli %284, %180 : i64
            %304 = arith.addi %arg56, %303 : i64
            %305 = llvm.getelementptr %177[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %306 = llvm.load %305 : !llvm.ptr<1> -> f32
            %307 = arith.muli %289, %180 : i64
            %308 = arith.addi %arg56, %307 : i64
            %309 = llvm.getelementptr %177[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %310 = llvm.load %309 : !llvm.ptr<1> -> f32
            %311 = memref.load %alloca[] : memref<f32>
            %312 = llvm.intr.fma(%294, %298, %311) : (f32, f32, f32) -> f32
            memref.store %312, %alloca[] : memref<f32>
            %313 = memref.load %alloca_70[] : memref<f32>
            %314 = llvm.intr.fma(%294, %302, %313) : (f32, f32, f32) -> f32
            memref.store %314, %alloca_70[] : memref<f32>
            %315 = memref.load %alloca_71[] : memref<f32>
            %316 = llvm.intr.fma(%294, %306, %315) : (f32, f32, f32) -> f32
            memref.store %316, %alloca_71[] : memref<f32>
            %317 = memref.load %alloca_72[] : memref<f32>
            %318 = llvm.intr.fma(%294, %310, %317) : (f32, f32, f32) -> f32
            memref.store %318, %alloca_72[] : memref<f32>
          }
          %290 = arith.cmpi slt, %268, %183 : i64
          scf.if %290 {
            %291 = arith.cmpi slt, %272, %184 : i64
            scf.if %291 {
              %295 = memref.load %alloca[] : memref<f32>
              %296 = arith.muli %272, %185 : i64
              %297 = arith.addi %268, %296 : i64
              %298 = llvm.getelementptr %182[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %295, %298 : f32, !llvm.ptr<1>
            }
            %292 = arith.cmpi slt, %277, %184 : i64
            scf.if %292 {
              %295 = memref.load %alloca_70[] : memref<f32>
              %296 = arith.muli %277, %185 : i64
              %297 = arith.addi %268, %296 : i64
              %298 = llvm.getelementptr %182[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %295, %298 : f32, !llvm.ptr<1>
            }
            %293 = arith.cmpi slt, %282, %184 : i64
            scf.if %293 {
              %295 = memref.load %alloca_71[] : memref<f32>
              %296 = arith.muli %282, %185 : i64
              %297 = arith.addi %268, %296 : i64
              %298 = llvm.getelementptr %182[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %295, %298 : f32, !llvm.ptr<1>
            }
            %294 = arith.cmpi slt, %287, %184 : i64
            scf.if %294 {
              %295 = memref.load %alloca_72[] : memref<f32>
              %296 = arith.muli %287, %185 : i64
              %297 = arith.addi %268, %296 : i64
              %298 = llvm.getelementptr %182[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %295, %298 : f32, !llvm.ptr<1>
            }
          }
        }
      }
      %thread_id_x = gpu.thread_id  x
      %240 = arith.index_cast %thread_id_x : index to i64
      %c64_i64_89 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %241 = arith.index_cast %thread_id_y : index to i64
      %242 = arith.muli %c64_i64_89, %241 : i64
      %243 = arith.addi %240, %242 : i64
      %c32_i64 = arith.constant 32 : i64
      %244 = arith.divsi %243, %c32_i64 : i64
      %c32_i64_90 = arith.constant 32 : i64
      %245 = arith.remsi %243, %c32_i64_90 : i64
      %c4_i64 = arith.constant 4 : i64
      %246 = arith.divsi %245, %c4_i64 : i64
      %c4_i64_91 = arith.constant 4 : i64
      %247 = arith.remsi %245, %c4_i64_91 : i64
      %c7_i64 = arith.constant 7 : i64
      %248 = arith.addi %198, %c7_i64 : i64
      %c8_i64 = arith.constant 8 : i64
      %249 = arith.divsi %248, %c8_i64 : i64
      %c7_i64_92 = arith.constant 7 : i64
      %250 = arith.addi %199, %c7_i64_92 : i64
      %c8_i64_93 = arith.constant 8 : i64
      %251 = arith.divsi %250, %c8_i64_93 : i64
      %252 = arith.muli %249, %251 : i64
      %c4_i64_94 = arith.constant 4 : i64
      %253 = arith.remsi %189, %c4_i64_94 : i64
      %254 = arith.subi %189, %253 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg54 = %244 to %252 step %c16_i64  : i64 {
        %267 = arith.remsi %arg54, %249 : i64
        %268 = arith.divsi %arg54, %249 : i64
        %c8_i64_110 = arith.constant 8 : i64
        %269 = arith.muli %267, %c8_i64_110 : i64
        %c8_i64_111 = arith.constant 8 : i64
        %270 = arith.muli %268, %c8_i64_111 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_73[] : memref<f64>
        %cst_112 = arith.constant 0.000000e+00 : f64
        memref.store %cst_112, %alloca_74[] : memref<f64>
        %271 = arith.addi %269, %246 : i64
        %c1_i64 = arith.constant 1 : i64
        %272 = arith.subi %198, %c1_i64 : i64
        %273 = arith.minsi %271, %272 : i64
        %274 = arith.addi %270, %246 : i64
        %c1_i64_113 = arith.constant 1 : i64
        %275 = arith.subi %199, %c1_i64_113 : i64
        %276 = arith.minsi %274, %275 : i64
        %c0_i64_114 = arith.constant 0 : i64
        %c4_i64_115 = arith.constant 4 : i64
        scf.for %arg55 = %c0_i64_114 to %254 step %c4_i64_115  : i64 {
          %291 = arith.addi %arg55, %247 : i64
          %292 = arith.addi %arg55, %247 : i64
          %293 = arith.muli %291, %190 : i64
          %294 = arith.addi %273, %293 : i64
          %295 = llvm.getelementptr %187[%294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %296 = llvm.load %295 : !llvm.ptr<1> -> f64
          %297 = arith.muli %276, %195 : i64
          %298 = arith.addi %292, %297 : i64
          %299 = llvm.getelementptr %192[%298] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %300 = llvm.load %299 : !llvm.ptr<1> -> f64
          %301 = memref.load %alloca_73[] : memref<f64>
          %302 = memref.load %alloca_74[] : memref<f64>
          %303 = nvvm.mma.sync A[%296]  B[%300]  C[%301, %302]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %304 = llvm.extractvalue %303[0] : !llvm.struct<(f64, f64)> 
          memref.store %304, %alloca_73[] : memref<f64>
          %305 = llvm.extractvalue %303[1] : !llvm.struct<(f64, f64)> 
          memref.store %305, %alloca_74[] : memref<f64>
        }
        %277 = arith.cmpi slt, %254, %189 : i64
        scf.if %277 {
          %291 = arith.addi %254, %247 : i64
          %292 = arith.addi %254, %247 : i64
          %c1_i64_118 = arith.constant 1 : i64
          %293 = arith.subi %189, %c1_i64_118 : i64
          %294 = arith.minsi %291, %293 : i64
          %295 = arith.muli %294, %190 : i64
          %296 = arith.addi %273, %295 : i64
          %297 = llvm.getelementptr %187[%296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %298 = llvm.load %297 : !llvm.ptr<1> -> f64
          memref.store %298, %alloca_75[] : memref<f64>
          %299 = arith.cmpi sge, %291, %189 : i64
          scf.if %299 {
            %cst_120 = arith.constant 0.000000e+00 : f64
            memref.store %cst_120, %alloca_75[] : memref<f64>
          }
          %c1_i64_119 = arith.constant 1 : i64
          %300 = arith.subi %189, %c1_i64_119 : i64
          %301 = arith.minsi %292, %300 : i64
          %302 = arith.muli %276, %195 : i64
          %303 = arith.addi %301, %302 : i64
          %304 = llvm.getelementptr %192[%303] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %305 = llvm.load %304 : !llvm.ptr<1> -> f64
          memref.store %305, %alloca_76[] : memref<f64>
          %306 = arith.cmpi sge, %292, %189 : i64
          scf.if %306 {
            %cst_120 = arith.constant 0.000000e+00 : f64
            memref.store %cst_120, %alloca_76[] : memref<f64>
          }
          %307 = memref.load %alloca_75[] : memref<f64>
          %308 = memref.load %alloca_76[] : memref<f64>
          %309 = memref.load %alloca_73[] : memref<f64>
          %310 = memref.load %alloca_74[] : memref<f64>
          %311 = nvvm.mma.sync A[%307]  B[%308]  C[%309, %310]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %312 = llvm.extractvalue %311[0] : !llvm.struct<(f64, f64)> 
          memref.store %312, %alloca_73[] : memref<f64>
          %313 = llvm.extractvalue %311[1] : !llvm.struct<(f64, f64)> 
          memref.store %313, %alloca_74[] : memref<f64>
        }
        %278 = arith.addi %269, %246 : i64
        %c2_i64 = arith.constant 2 : i64
        %279 = arith.muli %247, %c2_i64 : i64
        %280 = arith.addi %270, %279 : i64
        %281 = arith.cmpi slt, %278, %198 : i64
        %282 = arith.cmpi slt, %280, %199 : i64
        %283 = arith.andi %281, %282 : i1
        scf.if %283 {
          %cst_118 = arith.constant 5.000000e-01 : f64
          %291 = arith.muli %280, %200 : i64
          %292 = arith.addi %278, %291 : i64
          %293 = llvm.getelementptr %197[%292] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %294 = llvm.load %293 : !llvm.ptr<1> -> f64
          %295 = memref.load %alloca_73[] : memref<f64>
          %296 = llvm.intr.fma(%cst_118, %294, %295) : (f64, f64, f64) -> f64
          %297 = arith.muli %280, %200 : i64
          %298 = arith.addi %278, %297 : i64
          %299 = llvm.getelementptr %197[%298] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %296, %299 : f64, !llvm.ptr<1>
        }
        %284 = arith.addi %269, %246 : i64
        %c2_i64_116 = arith.constant 2 : i64
        %285 = arith.muli %247, %c2_i64_116 : i64
        %c1_i64_117 = arith.constant 1 : i64
        %286 = arith.addi %285, %c1_i64_117 : i64
        %287 = arith.addi %270, %286 : i64
        %288 = arith.cmpi slt, %284, %198 : i64
        %289 = arith.cmpi slt, %287, %199 : i64
        %290 = arith.andi %288, %289 : i1
        scf.if %290 {
          %cst_118 = arith.constant 5.000000e-01 : f64
          %291 = arith.muli %287, %200 : i64
          %292 = arith.addi %284, %291 : i64
          %293 = llvm.getelementptr %197[%292] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %294 = llvm.load %293 : !llvm.ptr<1> -> f64
          %295 = memref.load %alloca_74[] : memref<f64>
          %296 = llvm.intr.fma(%cst_118, %294, %295) : (f64, f64, f64) -> f64
          %297 = arith.muli %287, %200 : i64
          %298 = arith.addi %284, %297 : i64
          %299 = llvm.getelementptr %197[%298] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %296, %299 : f64, !llvm.ptr<1>
        }
      }
      %c0_i64_95 = arith.constant 0 : i64
      %c32_i64_96 = arith.constant 32 : i64
      scf.for %arg54 = %c0_i64_95 to %211 step %c32_i64_96  : i64 {
        %thread_id_x_110 = gpu.thread_id  x
        %267 = arith.index_cast %thread_id_x_110 : index to i64
        %c8_i64_111 = arith.constant 8 : i64
        %268 = arith.minsi %267, %c8_i64_111 : i64
        %thread_id_y_112 = gpu.thread_id  y
        %269 = arith.index_cast %thread_id_y_112 : index to i64
        %270 = arith.addi %arg54, %269 : i64
        %c1_i64 = arith.constant 1 : i64
        %271 = arith.subi %211, %c1_i64 : i64
        %272 = arith.minsi %270, %271 : i64
        %thread_id_y_113 = gpu.thread_id  y
        %273 = arith.index_cast %thread_id_y_113 : index to i64
        %274 = arith.addi %arg54, %273 : i64
        %c8_i64_114 = arith.constant 8 : i64
        %275 = arith.addi %274, %c8_i64_114 : i64
        %c1_i64_115 = arith.constant 1 : i64
        %276 = arith.subi %211, %c1_i64_115 : i64
        %277 = arith.minsi %275, %276 : i64
        %thread_id_y_116 = gpu.thread_id  y
        %278 = arith.index_cast %thread_id_y_116 : index to i64
        %279 = arith.addi %arg54, %278 : i64
        %c16_i64_117 = arith.constant 16 : i64
        %280 = arith.addi %279, %c16_i64_117 : i64
        %c1_i64_118 = arith.constant 1 : i64
        %281 = arith.subi %211, %c1_i64_118 : i64
        %282 = arith.minsi %280, %281 : i64
        %thread_id_y_119 = gpu.thread_id  y
        %283 = arith.index_cast %thread_id_y_119 : index to i64
        %284 = arith.addi %arg54, %283 : i64
        %c24_i64 = arith.constant 24 : i64
        %285 = arith.addi %284, %c24_i64 : i64
        %c1_i64_120 = arith.constant 1 : i64
        %286 = arith.subi %211, %c1_i64_120 : i64
        %287 = arith.minsi %285, %286 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_77[] : memref<f32>
        %cst_121 = arith.constant 0.000000e+00 : f32
        memref.store %cst_121, %alloca_78[] : memref<f32>
        %cst_122 = arith.constant 0.000000e+00 : f32
        memref.store %cst_122, %alloca_79[] : memref<f32>
        %cst_123 = arith.constant 0.000000e+00 : f32
        memref.store %cst_123, %alloca_80[] : memref<f32>
        %c0_i64_124 = arith.constant 0 : i64
        %c1_i64_125 = arith.constant 1 : i64
        scf.for %arg55 = %c0_i64_124 to %203 step %c1_i64_125  : i64 {
          %c9_i64_126 = arith.constant 9 : i64
          %289 = arith.muli %arg55, %c9_i64_126 : i64
          %290 = arith.addi %268, %289 : i64
          %291 = llvm.getelementptr %202[%290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %292 = llvm.load %291 : !llvm.ptr<1> -> f32
          %293 = arith.muli %272, %208 : i64
          %294 = arith.addi %arg55, %293 : i64
          %295 = llvm.getelementptr %205[%294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %296 = llvm.load %295 : !llvm.ptr<1> -> f32
          %297 = arith.muli %277, %208 : i64
          %298 = arith.addi %arg55, %297 : i64
          %299 = llvm.getelementptr %205[%298] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %300 = llvm.load %299 : !llvm.ptr<1> -> f32
          %301 = arith.muli %282, %208 : i64
          %302 = arith.addi %arg55, %301 : i64
          %303 = llvm.getelementptr %205[%302] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %304 = llvm.load %303 : !llvm.ptr<1> -> f32
          %305 = arith.muli %287, %208 : i64
          %306 = arith.addi %arg55, %305 : i64
          %307 = llvm.getelementptr %205[%306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %308 = llvm.load %307 : !llvm.ptr<1> -> f32
          %309 = memref.load %alloca_77[] : memref<f32>
          %310 = llvm.intr.fma(%292, %296, %309) : (f32, f32, f32) -> f32
          memref.store %310, %alloca_77[] : memref<f32>
          %311 = memref.load %alloca_78[] : memref<f32>
          %312 = llvm.intr.fma(%292, %300, %311) : (f32, f32, f32) -> f32
          memref.store %312, %alloca_78[] : memref<f32>
          %313 = memref.load %alloca_79[] : memref<f32>
          %314 = llvm.intr.fma(%292, %304, %313) : (f32, f32, f32) -> f32
          memref.store %314, %alloca_79[] : memref<f32>
          %315 = memref.load %alloca_80[] : memref<f32>
          %316 = llvm.intr.fma(%292, %308, %315) : (f32, f32, f32) -> f32
          memref.store %316, %alloca_80[] : memref<f32>
        }
        %c9_i64 = arith.constant 9 : i64
        %288 = arith.cmpi slt, %267, %c9_i64 : i64
        scf.if %288 {
          %289 = arith.cmpi slt, %270, %211 : i64
          scf.if %289 {
            %293 = memref.load %alloca_77[] : memref<f32>
            %c9_i64_126 = arith.constant 9 : i64
            %294 = arith.muli %270, %c9_i64_126 : i64
            %295 = arith.addi %267, %294 : i64
            %296 = llvm.getelementptr %210[%295] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %293, %296 : f32, !llvm.ptr<1>
          }
          %290 = arith.cmpi slt, %275, %211 : i64
          scf.if %290 {
            %293 = memref.load %alloca_78[] : memref<f32>
            %c9_i64_126 = arith.constant 9 : i64
            %294 = arith.muli %275, %c9_i64_126 : i64
            %295 = arith.addi %267, %294 : i64
            %296 = llvm.getelementptr %210[%295] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %293, %296 : f32, !llvm.ptr<1>
          }
          %291 = arith.cmpi slt, %280, %211 : i64
          scf.if %291 {
            %293 = memref.load %alloca_79[] : memref<f32>
            %c9_i64_126 = arith.constant 9 : i64
            %294 = arith.muli %280, %c9_i64_126 : i64
            %295 = arith.addi %267, %294 : i64
            %296 = llvm.getelementptr %210[%295] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %293, %296 : f32, !llvm.ptr<1>
          }
          %292 = arith.cmpi slt, %285, %211 : i64
          scf.if %292 {
            %293 = memref.load %alloca_80[] : memref<f32>
            %c9_i64_126 = arith.constant 9 : i64
            %294 = arith.muli %285, %c9_i64_126 : i64
            %295 = arith.addi %267, %294 : i64
            %296 = llvm.getelementptr %210[%295] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %293, %296 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_97 = gpu.thread_id  x
      %255 = arith.index_cast %thread_id_x_97 : index to i64
      %c64_i64_98 = arith.constant 64 : i64
      %thread_id_y_99 = gpu.thread_id  y
      %256 = arith.index_cast %thread_id_y_99 : index to i64
      %257 = arith.muli %c64_i64_98, %256 : i64
      %258 = arith.addi %255, %257 : i64
      %c32_i64_100 = arith.constant 32 : i64
      %259 = arith.divsi %258, %c32_i64_100 : i64
      %c32_i64_101 = arith.constant 32 : i64
      %260 = arith.remsi %258, %c32_i64_101 : i64
      %c4_i64_102 = arith.constant 4 : i64
      %261 = arith.divsi %260, %c4_i64_102 : i64
      %c4_i64_103 = arith.constant 4 : i64
      %262 = arith.remsi %260, %c4_i64_103 : i64
      %c7_i64_104 = arith.constant 7 : i64
      %263 = arith.addi %223, %c7_i64_104 : i64
      %c8_i64_105 = arith.constant 8 : i64
      %264 = arith.divsi %263, %c8_i64_105 : i64
      %c4_i64_106 = arith.constant 4 : i64
      %265 = arith.remsi %215, %c4_i64_106 : i64
      %266 = arith.subi %215, %265 : i64
      %c16_i64_107 = arith.constant 16 : i64
      scf.for %arg54 = %259 to %264 step %c16_i64_107  : i64 {
        %267 = arith.remsi %arg54, %264 : i64
        %268 = arith.divsi %arg54, %264 : i64
        %c8_i64_110 = arith.constant 8 : i64
        %269 = arith.muli %267, %c8_i64_110 : i64
        %c8_i64_111 = arith.constant 8 : i64
        %270 = arith.muli %268, %c8_i64_111 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_81[] : memref<f64>
        %cst_112 = arith.constant 0.000000e+00 : f64
        memref.store %cst_112, %alloca_82[] : memref<f64>
        %271 = arith.addi %269, %261 : i64
        %c1_i64 = arith.constant 1 : i64
        %272 = arith.subi %223, %c1_i64 : i64
        %273 = arith.minsi %271, %272 : i64
        %274 = arith.addi %270, %261 : i64
        %c3_i64 = arith.constant 3 : i64
        %275 = arith.minsi %274, %c3_i64 : i64
        %c0_i64_113 = arith.constant 0 : i64
        %c4_i64_114 = arith.constant 4 : i64
        scf.for %arg55 = %c0_i64_113 to %266 step %c4_i64_114  : i64 {
          %290 = arith.addi %arg55, %262 : i64
          %291 = arith.addi %arg55, %262 : i64
          %292 = arith.muli %290, %216 : i64
          %293 = arith.addi %273, %292 : i64
          %294 = llvm.getelementptr %213[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %295 = llvm.load %294 : !llvm.ptr<1> -> f64
          %296 = arith.muli %275, %220 : i64
          %297 = arith.addi %291, %296 : i64
          %298 = llvm.getelementptr %218[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %299 = llvm.load %298 : !llvm.ptr<1> -> f64
          %300 = memref.load %alloca_81[] : memref<f64>
          %301 = memref.load %alloca_82[] : memref<f64>
          %302 = nvvm.mma.sync A[%295]  B[%299]  C[%300, %301]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %303 = llvm.extractvalue %302[0] : !llvm.struct<(f64, f64)> 
          memref.store %303, %alloca_81[] : memref<f64>
          %304 = llvm.extractvalue %302[1] : !llvm.struct<(f64, f64)> 
          memref.store %304, %alloca_82[] : memref<f64>
        }
        %276 = arith.cmpi slt, %266, %215 : i64
        scf.if %276 {
          %290 = arith.addi %266, %262 : i64
          %291 = arith.addi %266, %262 : i64
          %c1_i64_119 = arith.constant 1 : i64
          %292 = arith.subi %215, %c1_i64_119 : i64
          %293 = arith.minsi %290, %292 : i64
          %294 = arith.muli %293, %216 : i64
          %295 = arith.addi %273, %294 : i64
          %296 = llvm.getelementptr %213[%295] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %297 = llvm.load %296 : !llvm.ptr<1> -> f64
          memref.store %297, %alloca_83[] : memref<f64>
          %298 = arith.cmpi sge, %290, %215 : i64
          scf.if %298 {
            %cst_121 = arith.constant 0.000000e+00 : f64
            memref.store %cst_121, %alloca_83[] : memref<f64>
          }
          %c1_i64_120 = arith.constant 1 : i64
          %299 = arith.subi %215, %c1_i64_120 : i64
          %300 = arith.minsi %291, %299 : i64
          %301 = arith.muli %275, %220 : i64
          %302 = arith.addi %300, %301 : i64
          %303 = llvm.getelementptr %218[%302] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %304 = llvm.load %303 : !llvm.ptr<1> -> f64
          memref.store %304, %alloca_84[] : memref<f64>
          %305 = arith.cmpi sge, %291, %215 : i64
          scf.if %305 {
            %cst_121 = arith.constant 0.000000e+00 : f64
            memref.store %cst_121, %alloca_84[] : memref<f64>
          }
          %306 = memref.load %alloca_83[] : memref<f64>
          %307 = memref.load %alloca_84[] : memref<f64>
          %308 = memref.load %alloca_81[] : memref<f64>
          %309 = memref.load %alloca_82[] : memref<f64>
          %310 = nvvm.mma.sync A[%306]  B[%307]  C[%308, %309]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %311 = llvm.extractvalue %310[0] : !llvm.struct<(f64, f64)> 
          memref.store %311, %alloca_81[] : memref<f64>
          %312 = llvm.extractvalue %310[1] : !llvm.struct<(f64, f64)> 
          memref.store %312, %alloca_82[] : memref<f64>
        }
        %277 = arith.addi %269, %261 : i64
        %c2_i64 = arith.constant 2 : i64
        %278 = arith.muli %262, %c2_i64 : i64
        %279 = arith.addi %270, %278 : i64
        %280 = arith.cmpi slt, %277, %223 : i64
        %c4_i64_115 = arith.constant 4 : i64
        %281 = arith.cmpi slt, %279, %c4_i64_115 : i64
        %282 = arith.andi %280, %281 : i1
        scf.if %282 {
          %290 = arith.muli %279, %224 : i64
          %291 = arith.addi %277, %290 : i64
          %292 = llvm.getelementptr %222[%291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %293 = llvm.load %292 : !llvm.ptr<1> -> f64
          %294 = memref.load %alloca_81[] : memref<f64>
          %295 = arith.addf %293, %294 : f64
          %296 = arith.muli %279, %224 : i64
          %297 = arith.addi %277, %296 : i64
          %298 = llvm.getelementptr %222[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %295, %298 : f64, !llvm.ptr<1>
        }
        %283 = arith.addi %269, %261 : i64
        %c2_i64_116 = arith.constant 2 : i64
        %284 = arith.muli %262, %c2_i64_116 : i64
        %c1_i64_117 = arith.constant 1 : i64
        %285 = arith.addi %284, %c1_i64_117 : i64
        %286 = arith.addi %270, %285 : i64
        %287 = arith.cmpi slt, %283, %223 : i64
        %c4_i64_118 = arith.constant 4 : i64
        %288 = arith.cmpi slt, %286, %c4_i64_118 : i64
        %289 = arith.andi %287, %288 : i1
        scf.if %289 {
          %290 = arith.muli %286, %224 : i64
          %291 = arith.addi %283, %290 : i64
          %292 = llvm.getelementptr %222[%291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %293 = llvm.load %292 : !llvm.ptr<1> -> f64
          %294 = memref.load %alloca_82[] : memref<f64>
          %295 = arith.addf %293, %294 : f64
          %296 = arith.muli %286, %224 : i64
          %297 = arith.addi %283, %296 : i64
          %298 = llvm.getelementptr %222[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %295, %298 : f64, !llvm.ptr<1>
        }
      }
      %c0_i64_108 = arith.constant 0 : i64
      %c64_i64_109 = arith.constant 64 : i64
      scf.for %arg54 = %c0_i64_108 to %237 step %c64_i64_109  : i64 {
        %c0_i64_110 = arith.constant 0 : i64
        %c32_i64_111 = arith.constant 32 : i64
        scf.for %arg55 = %c0_i64_110 to %238 step %c32_i64_111  : i64 {
          %thread_id_x_112 = gpu.thread_id  x
          %267 = arith.index_cast %thread_id_x_112 : index to i64
          %268 = arith.addi %arg54, %267 : i64
          %c1_i64 = arith.constant 1 : i64
          %269 = arith.subi %237, %c1_i64 : i64
          %270 = arith.minsi %268, %269 : i64
          %thread_id_y_113 = gpu.thread_id  y
          %271 = arith.index_cast %thread_id_y_113 : index to i64
          %272 = arith.addi %arg55, %271 : i64
          %c1_i64_114 = arith.constant 1 : i64
          %273 = arith.subi %238, %c1_i64_114 : i64
          %274 = arith.minsi %272, %273 : i64
          %thread_id_y_115 = gpu.thread_id  y
          %275 = arith.index_cast %thread_id_y_115 : index to i64
          %276 = arith.addi %arg55, %275 : i64
          %c8_i64_116 = arith.constant 8 : i64
          %277 = arith.addi %276, %c8_i64_116 : i64
          %c1_i64_117 = arith.constant 1 : i64
          %278 = arith.subi %238, %c1_i64_117 : i64
          %279 = arith.minsi %277, %278 : i64
          %thread_id_y_118 = gpu.thread_id  y
          %280 = arith.index_cast %thread_id_y_118 : index to i64
          %281 = arith.addi %arg55, %280 : i64
          %c16_i64_119 = arith.constant 16 : i64
          %282 = arith.addi %281, %c16_i64_119 : i64
          %c1_i64_120 = arith.constant 1 : i64
          %283 = arith.subi %238, %c1_i64_120 : i64
          %284 = arith.minsi %282, %283 : i64
          %thread_id_y_121 = gpu.thread_id  y
          %285 = arith.index_cast %thread_id_y_121 : index to i64
          %286 = arith.addi %arg55, %285 : i64
          %c24_i64 = arith.constant 24 : i64
          %287 = arith.addi %286, %c24_i64 : i64
          %c1_i64_122 = arith.constant 1 : i64
          %288 = arith.subi %238, %c1_i64_122 : i64
          %289 = arith.minsi %287, %288 : i64
          %cst = arith.constant 0.000000e+00 : f32
          %cst_123 = arith.constant 0.000000e+00 : f32
          %290 = llvm.mlir.poison : vector<2xf32>
          %c0_i32 = arith.constant 0 : i32
          %291 = llvm.insertelement %cst, %290[%c0_i32 : i32] : vector<2xf32>
          %c1_i32 = arith.constant 1 : i32
          %292 = llvm.insertelement %cst_123, %291[%c1_i32 : i32] : vector<2xf32>
          memref.store %292, %alloca_85[] : memref<vector<2xf32>>
          %cst_124 = arith.constant 0.000000e+00 : f32
          %cst_125 = arith.constant 0.000000e+00 : f32
          %293 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_126 = arith.constant 0 : i32
          %294 = llvm.insertelement %cst_124, %293[%c0_i32_126 : i32] : vector<2xf32>
          %c1_i32_127 = arith.constant 1 : i32
          %295 = llvm.insertelement %cst_125, %294[%c1_i32_127 : i32] : vector<2xf32>
          memref.store %295, %alloca_86[] : memref<vector<2xf32>>
          %cst_128 = arith.constant 0.000000e+00 : f32
          %cst_129 = arith.constant 0.000000e+00 : f32
          %296 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_130 = arith.constant 0 : i32
          %297 = llvm.insertelement %cst_128, %296[%c0_i32_130 : i32] : vector<2xf32>
          %c1_i32_131 = arith.constant 1 : i32
          %298 = llvm.insertelement %cst_129, %297[%c1_i32_131 : i32] : vector<2xf32>
          memref.store %298, %alloca_87[] : memref<vector<2xf32>>
          %cst_132 = arith.constant 0.000000e+00 : f32
          %cst_133 = arith.constant 0.000000e+00 : f32
          %299 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_134 = arith.constant 0 : i32
          %300 = llvm.insertelement %cst_132, %299[%c0_i32_134 : i32] : vector<2xf32>
          %c1_i32_135 = arith.constant 1 : i32
          %301 = llvm.insertelement %cst_133, %300[%c1_i32_135 : i32] : vector<2xf32>
          memref.store %301, %alloca_88[] : memref<vector<2xf32>>
          %c0_i64_136 = arith.constant 0 : i64
          %c1_i64_137 = arith.constant 1 : i64
          scf.for %arg56 = %c0_i64_136 to %228 step %c1_i64_137  : i64 {
            %303 = arith.muli %arg56, %229 : i64
            %304 = arith.addi %270, %303 : i64
            %305 = llvm.getelementptr %226[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %306 = llvm.load %305 : !llvm.ptr<1> -> vector<2xf32>
            %307 = arith.muli %274, %234 : i64
            %308 = arith.addi %arg56, %307 : i64
            %309 = llvm.getelementptr %231[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %310 = llvm.load %309 : !llvm.ptr<1> -> vector<2xf32>
            %311 = arith.muli %279, %234 : i64
            %312 = arith.addi %arg56, %311 : i64
            %313 = llvm.getelementptr %231[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %314 = llvm.load %313 : !llvm.ptr<1> -> vector<2xf32>
            %315 = arith.muli %284, %234 : i64
            %316 = arith.addi %arg56, %315 : i64
            %317 = llvm.getelementptr %231[%316] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %318 = llvm.load %317 : !llvm.ptr<1> -> vector<2xf32>
            %319 = arith.muli %289, %234 : i64
            %320 = arith.addi %arg56, %319 : i64
            %321 = llvm.getelementptr %231[%320] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %322 = llvm.load %321 : !llvm.ptr<1> -> vector<2xf32>
            %323 = memref.load %alloca_85[] : memref<vector<2xf32>>
            %c0_i32_138 = arith.constant 0 : i32
            %324 = llvm.extractelement %306[%c0_i32_138 : i32] : vector<2xf32>
            %c1_i32_139 = arith.constant 1 : i32
            %325 = llvm.extractelement %306[%c1_i32_139 : i32] : vector<2xf32>
            %c0_i32_140 = arith.constant 0 : i32
            %326 = llvm.extractelement %310[%c0_i32_140 : i32] : vector<2xf32>
            %c1_i32_141 = arith.constant 1 : i32
            %327 = llvm.extractelement %310[%c1_i32_141 : i32] : vector<2xf32>
            %328 = arith.mulf %324, %326 : f32
            %329 = arith.mulf %325, %327 : f32
            %330 = arith.subf %328, %329 : f32
            %331 = arith.mulf %324, %327 : f32
            %332 = arith.mulf %325, %326 : f32
            %333 = arith.addf %331, %332 : f32
            %334 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_142 = arith.constant 0 : i32
            %335 = llvm.insertelement %330, %334[%c0_i32_142 : i32] : vector<2xf32>
            %c1_i32_143 = arith.constant 1 : i32
            %336 = llvm.insertelement %333, %335[%c1_i32_143 : i32] : vector<2xf32>
            %337 = arith.addf %323, %336 : vector<2xf32>
            memref.store %337, %alloca_85[] : memref<vector<2xf32>>
            %338 = memref.load %alloca_86[] : memref<vector<2xf32>>
            %c0_i32_144 = arith.constant 0 : i32
            %339 = llvm.extractelement %306[%c0_i32_144 : i32] : vector<2xf32>
            %c1_i32_145 = arith.constant 1 : i32
            %340 = llvm.extractelement %306[%c1_i32_145 : i32] : vector<2xf32>
            %c0_i32_146 = arith.constant 0 : i32
            %341 = llvm.extractelement %314[%c0_i32_146 : i32] : vector<2xf32>
            %c1_i32_147 = arith.constant 1 : i32
            %342 = llvm.extractelement %314[%c1_i32_147 : i32] : vector<2xf32>
            %343 = arith.mulf %339, %341 : f32
            %344 = arith.mulf %340, %342 : f32
            %345 = arith.subf %343, %344 : f32
            %346 = arith.mulf %339, %342 : f32
            %347 = arith.mulf %340, %341 : f32
            %348 = arith.addf %346, %347 : f32
            %349 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_148 = arith.constant 0 : i32
            %350 = llvm.insertelement %345, %349[%c0_i32_148 : i32] : vector<2xf32>
            %c1_i32_149 = arith.constant 1 : i32
            %351 = llvm.insertelement %348, %350[%c1_i32_149 : i32] : vector<2xf32>
            %352 = arith.addf %338, %351 : vector<2xf32>
            memref.store %352, %alloca_86[] : memref<vector<2xf32>>
            %353 = memref.load %alloca_87[] : memref<vector<2xf32>>
            %c0_i32_150 = arith.constant 0 : i32
            %354 = llvm.extractelement %306[%c0_i32_150 : i32] : vector<2xf32>
            %c1_i32_151 = arith.constant 1 : i32
            %355 = llvm.extractelement %306[%c1_i32_151 : i32] : vector<2xf32>
            %c0_i32_152 = arith.constant 0 : i32
            %356 = llvm.extractelement %318[%c0_i32_152 : i32] : vector<2xf32>
            %c1_i32_153 = arith.constant 1 : i32
            %357 = llvm.extractelement %318[%c1_i32_153 : i32] : vector<2xf32>
            %358 = arith.mulf %354, %356 : f32
            %359 = arith.mulf %355, %357 : f32
            %360 = arith.subf %358, %359 : f32
            %361 = arith.mulf %354, %357 : f32
            %362 = arith.mulf %355, %356 : f32
            %363 = arith.addf %361, %362 : f32
            %364 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_154 = arith.constant 0 : i32
            %365 = llvm.insertelement %360, %364[%c0_i32_154 : i32] : vector<2xf32>
            %c1_i32_155 = arith.constant 1 : i32
            %366 = llvm.insertelement %363, %365[%c1_i32_155 : i32] : vector<2xf32>
            %367 = arith.addf %353, %366 : vector<2xf32>
            memref.store %367, %alloca_87[] : memref<vector<2xf32>>
            %368 = memref.load %alloca_88[] : memref<vector<2xf32>>
            %c0_i32_156 = arith.constant 0 : i32
            %369 = llvm.extractelement %306[%c0_i32_156 : i32] : vector<2xf32>
            %c1_i32_157 = arith.constant 1 : i32
            %370 = llvm.extractelement %306[%c1_i32_157 : i32] : vector<2xf32>
            %c0_i32_158 = arith.constant 0 : i32
            %371 = llvm.extractelement %322[%c0_i32_158 : i32] : vector<2xf32>
            %c1_i32_159 = arith.constant 1 : i32
            %372 = llvm.extractelement %322[%c1_i32_159 : i32] : vector<2xf32>
            %373 = arith.mulf %369, %371 : f32
            %374 = arith.mulf %370, %372 : f32
            %375 = arith.subf %373, %374 : f32
            %376 = arith.mulf %369, %372 : f32
            %377 = arith.mulf %370, %371 : f32
            %378 = arith.addf %376, %377 : f32
            %379 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_160 = arith.constant 0 : i32
            %380 = llvm.insertelement %375, %379[%c0_i32_160 : i32] : vector<2xf32>
            %c1_i32_161 = arith.constant 1 : i32
            %381 = llvm.insertelement %378, %380[%c1_i32_161 : i32] : vector<2xf32>
            %382 = arith.addf %368, %381 : vector<2xf32>
            memref.store %382, %alloca_88[] : memref<vector<2xf32>>
          }
          %302 = arith.cmpi slt, %268, %237 : i64
          scf.if %302 {
            %303 = arith.cmpi slt, %272, %238 : i64
            scf.if %303 {
              %307 = arith.muli %272, %239 : i64
              %308 = arith.addi %268, %307 : i64
              %309 = llvm.getelementptr %236[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
              %310 = llvm.load %309 : !llvm.ptr<1> -> vector<2xf32>
              %cst_138 = arith.constant 2.000000e+00 : f32
              %cst_139 = arith.constant 0.000000e+00 : f32
              %311 = llvm.mlir.poison : vector<2xf32>
              %c0_i32_140 = arith.constant 0 : i32
              %312 = llvm.insertelement %cst_138, %311[%c0_i32_140 : i32] : vector<2xf32>
              %c1_i32_141 = arith.constant 1 : i32
              %313 = llvm.insertelement %cst_139, %312[%c1_i32_141 : i32] : vector<2xf32>
              %314 = memref.load %alloca_85[] : memref<vector<2xf32>>
              %c0_i32_142 = arith.constant 0 : i32
              %315 = llvm.extractelement %313[%c0_i32_142 : i32] : vector<2xf32>
              %c1_i32_143 = arith.constant 1 : i32
              %316 = llvm.extractelement %313[%c1_i32_143 : i32] : vector<2xf32>
              %c0_i32_144 = arith.constant 0 : i32
              %317 = llvm.extractelement %314[%c0_i32_144 : i32] : vector<2xf32>
              %c1_i32_145 = arith.constant 1 : i32
              %318 = llvm.extractelement %314[%c1_i32_145 : i32] : vector<2xf32>
              %319 = arith.mulf %315, %317 : f32
              %320 = arith.mulf %316, %318 : f32
              %321 = arith.subf %319, %320 : f32
              %322 = arith.mulf %315, %318 : f32
              %323 = arith.mulf %316, %317 : f32
              %324 = arith.addf %322, %323 : f32
              %325 = llvm.mlir.poison : vector<2xf32>
              %c0_i32_146 = arith.constant 0 : i32
              %326 = llvm.insertelement %321, %325[%c0_i32_146 : i32] : vector<2xf32>
              %c1_i32_147 = arith.constant 1 : i32
              %327 = llvm.insertelement %324, %326[%c1_i32_147 : i32] : vector<2xf32>
              %328 = arith.addf %310, %327 : vector<2xf32>
              %329 = arith.muli %272, %239 : i64
              %330 = arith.addi %268, %329 : i64
              %331 = llvm.getelementptr %236[%330] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
              llvm.store %328, %331 : vector<2xf32>, !llvm.ptr<1>
            }
            %304 = arith.cmpi slt, %277, %238 : i64
            scf.if %304 {
              %307 = arith.muli %277, %239 : i64
              %308 = arith.addi %268, %307 : i64
              %309 = llvm.getelementptr %236[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
              %310 = llvm.load %309 : !llvm.ptr<1> -> vector<2xf32>
              %cst_138 = arith.constant 2.000000e+00 : f32
              %cst_139 = arith.constant 0.000000e+00 : f32
              %311 = llvm.mlir.poison : vector<2xf32>
              %c0_i32_140 = arith.constant 0 : i32
              %312 = llvm.insertelement %cst_138, %311[%c0_i32_140 : i32] : vector<2xf32>
              %c1_i32_141 = arith.constant 1 : i32
              %313 = llvm.insertelement %cst_139, %312[%c1_i32_141 : i32] : vector<2xf32>
              %314 = memref.load %alloca_86[] : memref<vector<2xf32>>
              %c0_i32_142 = arith.constant 0 : i32
              %315 = llvm.extractelement %313[%c0_i32_142 : i32] : vector<2xf32>
              %c1_i32_143 = arith.constant 1 : i32
              %316 = llvm.extractelement %313[%c1_i32_143 : i32] : vector<2xf32>
              %c0_i32_144 = arith.constant 0 : i32
              %317 = llvm.extractelement %314[%c0_i32_144 : i32] : vector<2xf32>
              %c1_i32_145 = arith.constant 1 : i32
              %318 = llvm.extractelement %314[%c1_i32_145 : i32] : vector<2xf32>
              %319 = arith.mulf %315, %317 : f32
              %320 = arith.mulf %316, %318 : f32
              %321 = arith.subf %319, %320 : f32
              %322 = arith.mulf %315, %318 : f32
              %323 = arith.mulf %316, %317 : f32
              %324 = arith.addf %322, %323 : f32
              %325 = llvm.mlir.poison : vector<2xf32>
              %c0_i32_146 = arith.constant 0 : i32
              %326 = llvm.insertelement %321, %325[%c0_i32_146 : i32] : vector<2xf32>
              %c1_i32_147 = arith.constant 1 : i32
              %327 = llvm.insertelement %324, %326[%c1_i32_147 : i32] : vector<2xf32>
              %328 = arith.addf %310, %327 : vector<2xf32>
              %329 = arith.muli %277, %239 : i64
              %330 = arith.addi %268, %329 : i64
              %331 = llvm.getelementptr %236[%330] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
              llvm.store %328, %331 : vector<2xf32>, !llvm.ptr<1>
            }
            %305 = arith.cmpi slt, %282, %238 : i64
            scf.if %305 {
              %307 = arith.muli %282, %239 : i64
              %308 = arith.addi %268, %307 : i64
              %309 = llvm.getelementptr %236[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
              %310 = llvm.load %309 : !llvm.ptr<1> -> vector<2xf32>
              %cst_138 = arith.constant 2.000000e+00 : f32
              %cst_139 = arith.constant 0.000000e+00 : f32
              %311 = llvm.mlir.poison : vector<2xf32>
              %c0_i32_140 = arith.constant 0 : i32
              %312 = llvm.insertelement %cst_138, %311[%c0_i32_140 : i32] : vector<2xf32>
              %c1_i32_141 = arith.constant 1 : i32
              %313 = llvm.insertelement %cst_139, %312[%c1_i32_141 : i32] : vector<2xf32>
              %314 = memref.load %alloca_87[] : memref<vector<2xf32>>
              %c0_i32_142 = arith.constant 0 : i32
              %315 = llvm.extractelement %313[%c0_i32_142 : i32] : vector<2xf32>
              %c1_i32_143 = arith.constant 1 : i32
              %316 = llvm.extractelement %313[%c1_i32_143 : i32] : vector<2xf32>
              %c0_i32_144 = arith.constant 0 : i32
              %317 = llvm.extractelement %314[%c0_i32_144 : i32] : vector<2xf32>
              %c1_i32_145 = arith.constant 1 : i32
              %318 = llvm.extractelement %314[%c1_i32_145 : i32] : vector<2xf32>
              %319 = arith.mulf %315, %317 : f32
              %320 = arith.mulf %316, %318 : f32
              %321 = arith.subf %319, %320 : f32
              %322 = arith.mulf %315, %318 : f32
              %323 = arith.mulf %316, %317 : f32
              %324 = arith.addf %322, %323 : f32
              %325 = llvm.mlir.poison : vector<2xf32>
              %c0_i32_146 = arith.constant 0 : i32
              %326 = llvm.insertelement %321, %325[%c0_i32_146 : i32] : vector<2xf32>
              %c1_i32_147 = arith.constant 1 : i32
              %327 = llvm.insertelement %324, %326[%c1_i32_147 : i32] : vector<2xf32>
              %328 = arith.addf %310, %327 : vector<2xf32>
              %329 = arith.muli %282, %239 : i64
              %330 = arith.addi %268, %329 : i64
              %331 = llvm.getelementptr %236[%330] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
              llvm.store %328, %331 : vector<2xf32>, !llvm.ptr<1>
            }
            %306 = arith.cmpi slt, %287, %238 : i64
            scf.if %306 {
              %307 = arith.muli %287, %239 : i64
              %308 = arith.addi %268, %307 : i64
              %309 = llvm.getelementptr %236[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
              %310 = llvm.load %309 : !llvm.ptr<1> -> vector<2xf32>
              %cst_138 = arith.constant 2.000000e+00 : f32
              %cst_139 = arith.constant 0.000000e+00 : f32
              %311 = llvm.mlir.poison : vector<2xf32>
              %c0_i32_140 = arith.constant 0 : i32
              %312 = llvm.insertelement %cst_138, %311[%c0_i32_140 : i32] : vector<2xf32>
              %c1_i32_141 = arith.constant 1 : i32
              %313 = llvm.insertelement %cst_139, %312[%c1_i32_141 : i32] : vector<2xf32>
              %314 = memref.load %alloca_88[] : memref<vector<2xf32>>
              %c0_i32_142 = arith.constant 0 : i32
              %315 = llvm.extractelement %313[%c0_i32_142 : i32] : vector<2xf32>
              %c1_i32_143 = arith.constant 1 : i32
              %316 = llvm.extractelement %313[%c1_i32_143 : i32] : vector<2xf32>
              %c0_i32_144 = arith.constant 0 : i32
              %317 = llvm.extractelement %314[%c0_i32_144 : i32] : vector<2xf32>
              %c1_i32_145 = arith.constant 1 : i32
              %318 = llvm.extractelement %314[%c1_i32_145 : i32] : vector<2xf32>
              %319 = arith.mulf %315, %317 : f32
              %320 = arith.mulf %316, %318 : f32
              %321 = arith.subf %319, %320 : f32
              %322 = arith.mulf %315, %318 : f32
              %323 = arith.mulf %316, %317 : f32
              %324 = arith.addf %322, %323 : f32
              %325 = llvm.mlir.poison : vector<2xf32>
              %c0_i32_146 = arith.constant 0 : i32
              %326 = llvm.insertelement %321, %325[%c0_i32_146 : i32] : vector<2xf32>
              %c1_i32_147 = arith.constant 1 : i32
              %327 = llvm.insertelement %324, %326[%c1_i32_147 : i32] : vector<2xf32>
              %328 = arith.addf %310, %327 : vector<2xf32>
              %329 = arith.muli %287, %239 : i64
              %330 = arith.addi %268, %329 : i64
              %331 = llvm.getelementptr %236[%330] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
              llvm.store %328, %331 : vector<2xf32>, !llvm.ptr<1>
            }
          }
        }
      }
      gpu.return
    }
  }
}
