module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: i64, %arg16: !llvm.ptr<1>, %arg17: i64, %arg18: !llvm.ptr<1>, %arg19: i64, %arg20: !llvm.ptr<1>, %arg21: i64, %arg22: !llvm.ptr<1>, %arg23: i64, %arg24: !llvm.ptr<1>, %arg25: i64, %arg26: !llvm.ptr<1>, %arg27: i64, %arg28: !llvm.ptr<1>, %arg29: i64, %arg30: !llvm.ptr<1>, %arg31: i64, %arg32: !llvm.ptr<1>, %arg33: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(9 : i64) : i64
      %3 = llvm.mlir.constant(56 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(9 : i64) : i64
      %6 = llvm.mlir.constant(504 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<9x56x?xf32, strided<[1, 9, 504]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(56 : i64) : i64
      %20 = llvm.mlir.constant(1 : i64) : i64
      %21 = llvm.mlir.constant(56 : i64) : i64
      %22 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %arg2, %22[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %18, %23[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %19, %24[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %arg3, %25[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %20, %26[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<56x?xf32, strided<[1, 56]>, 1>
      %30 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %31 = llvm.mlir.constant(0 : i64) : i64
      %32 = llvm.mlir.constant(9 : i64) : i64
      %33 = llvm.mlir.constant(1 : i64) : i64
      %34 = llvm.mlir.constant(9 : i64) : i64
      %35 = llvm.insertvalue %arg4, %30[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %arg4, %35[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %31, %36[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %32, %37[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %arg5, %38[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %33, %39[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %34, %40[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = builtin.unrealized_conversion_cast %41 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x?xf32, strided<[1, 9]>, 1>
      %43 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %44 = llvm.mlir.constant(0 : i64) : i64
      %45 = llvm.mlir.constant(5 : i64) : i64
      %46 = llvm.mlir.constant(12 : i64) : i64
      %47 = llvm.mlir.constant(1 : i64) : i64
      %48 = llvm.mlir.constant(5 : i64) : i64
      %49 = llvm.mlir.constant(60 : i64) : i64
      %50 = llvm.insertvalue %arg6, %43[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %51 = llvm.insertvalue %arg6, %50[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %52 = llvm.insertvalue %44, %51[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %53 = llvm.insertvalue %45, %52[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %54 = llvm.insertvalue %46, %53[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %55 = llvm.insertvalue %arg7, %54[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %56 = llvm.insertvalue %47, %55[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %57 = llvm.insertvalue %48, %56[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %58 = llvm.insertvalue %49, %57[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = builtin.unrealized_conversion_cast %58 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<5x12x?xf64, strided<[1, 5, 60]>, 1>
      %60 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %61 = llvm.mlir.constant(0 : i64) : i64
      %62 = llvm.mlir.constant(4 : i64) : i64
      %63 = llvm.mlir.constant(30 : i64) : i64
      %64 = llvm.mlir.constant(1 : i64) : i64
      %65 = llvm.mlir.constant(4 : i64) : i64
      %66 = llvm.mlir.constant(120 : i64) : i64
      %67 = llvm.insertvalue %arg8, %60[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %68 = llvm.insertvalue %arg8, %67[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %69 = llvm.insertvalue %61, %68[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %70 = llvm.insertvalue %62, %69[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %71 = llvm.insertvalue %63, %70[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %72 = llvm.insertvalue %arg9, %71[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %73 = llvm.insertvalue %64, %72[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %74 = llvm.insertvalue %65, %73[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %75 = llvm.insertvalue %66, %74[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %76 = builtin.unrealized_conversion_cast %75 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<4x30x?xf32, strided<[1, 4, 120]>, 1>
      %77 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %78 = llvm.mlir.constant(0 : i64) : i64
      %79 = llvm.mlir.constant(1000 : i64) : i64
      %80 = llvm.mlir.constant(1 : i64) : i64
      %81 = llvm.mlir.constant(1000 : i64) : i64
      %82 = llvm.insertvalue %arg10, %77[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %83 = llvm.insertvalue %arg10, %82[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %84 = llvm.insertvalue %78, %83[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %85 = llvm.insertvalue %79, %84[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %86 = llvm.insertvalue %arg11, %85[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %87 = llvm.insertvalue %80, %86[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %88 = llvm.insertvalue %81, %87[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %89 = builtin.unrealized_conversion_cast %88 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<1000x?xf32, strided<[1, 1000]>, 1>
      %90 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %91 = llvm.mlir.constant(0 : i64) : i64
      %92 = llvm.mlir.constant(7 : i64) : i64
      %93 = llvm.mlir.constant(1 : i64) : i64
      %94 = llvm.mlir.constant(7 : i64) : i64
      %95 = llvm.insertvalue %arg12, %90[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %96 = llvm.insertvalue %arg12, %95[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %97 = llvm.insertvalue %91, %96[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %98 = llvm.insertvalue %92, %97[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %99 = llvm.insertvalue %arg13, %98[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %100 = llvm.insertvalue %93, %99[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %101 = llvm.insertvalue %94, %100[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %102 = builtin.unrealized_conversion_cast %101 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<7x?xf64, strided<[1, 7]>, 1>
      %103 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %104 = llvm.mlir.constant(0 : i64) : i64
      %105 = llvm.mlir.constant(9 : i64) : i64
      %106 = llvm.mlir.constant(1 : i64) : i64
      %107 = llvm.mlir.constant(9 : i64) : i64
      %108 = llvm.insertvalue %arg14, %103[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %109 = llvm.insertvalue %arg14, %108[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %110 = llvm.insertvalue %104, %109[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %111 = llvm.insertvalue %105, %110[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %112 = llvm.insertvalue %arg15, %111[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %113 = llvm.insertvalue %106, %112[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %114 = llvm.insertvalue %107, %113[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %115 = builtin.unrealized_conversion_cast %114 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x?xf32, strided<[1, 9]>, 1>
      %116 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %117 = llvm.mlir.constant(0 : i64) : i64
      %118 = llvm.mlir.constant(56 : i64) : i64
      %119 = llvm.mlir.constant(1 : i64) : i64
      %120 = llvm.mlir.constant(56 : i64) : i64
      %121 = llvm.insertvalue %arg16, %116[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %122 = llvm.insertvalue %arg16, %121[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %123 = llvm.insertvalue %117, %122[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %124 = llvm.insertvalue %118, %123[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %125 = llvm.insertvalue %arg17, %124[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %126 = llvm.insertvalue %119, %125[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %127 = llvm.insertvalue %120, %126[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %128 = builtin.unrealized_conversion_cast %127 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<56x?xf32, strided<[1, 56]>, 1>
      %129 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %130 = llvm.mlir.constant(0 : i64) : i64
      %131 = llvm.mlir.constant(9 : i64) : i64
      %132 = llvm.mlir.constant(1 : i64) : i64
      %133 = llvm.mlir.constant(9 : i64) : i64
      %134 = llvm.insertvalue %arg18, %129[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %135 = llvm.insertvalue %arg18, %134[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %136 = llvm.insertvalue %130, %135[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %137 = llvm.insertvalue %131, %136[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %138 = llvm.insertvalue %arg19, %137[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %139 = llvm.insertvalue %132, %138[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %140 = llvm.insertvalue %133, %139[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %141 = builtin.unrealized_conversion_cast %140 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x?xf32, strided<[1, 9]>, 1>
      %142 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %143 = llvm.mlir.constant(0 : i64) : i64
      %144 = llvm.mlir.constant(56 : i64) : i64
      %145 = llvm.mlir.constant(1 : i64) : i64
      %146 = llvm.mlir.constant(56 : i64) : i64
      %147 = llvm.insertvalue %arg20, %142[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %148 = llvm.insertvalue %arg20, %147[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %149 = llvm.insertvalue %143, %148[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %150 = llvm.insertvalue %144, %149[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %151 = llvm.insertvalue %arg21, %150[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %152 = llvm.insertvalue %145, %151[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %153 = llvm.insertvalue %146, %152[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %154 = builtin.unrealized_conversion_cast %153 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<56x?xf32, strided<[1, 56]>, 1>
      %155 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %156 = llvm.mlir.constant(0 : i64) : i64
      %157 = llvm.mlir.constant(5 : i64) : i64
      %158 = llvm.mlir.constant(1 : i64) : i64
      %159 = llvm.mlir.constant(5 : i64) : i64
      %160 = llvm.insertvalue %arg22, %155[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %161 = llvm.insertvalue %arg22, %160[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %162 = llvm.insertvalue %156, %161[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %163 = llvm.insertvalue %157, %162[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %164 = llvm.insertvalue %arg23, %163[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %165 = llvm.insertvalue %158, %164[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %166 = llvm.insertvalue %159, %165[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %167 = builtin.unrealized_conversion_cast %166 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<5x?xf64, strided<[1, 5]>, 1>
      %168 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %169 = llvm.mlir.constant(0 : i64) : i64
      %170 = llvm.mlir.constant(12 : i64) : i64
      %171 = llvm.mlir.constant(1 : i64) : i64
      %172 = llvm.mlir.constant(12 : i64) : i64
      %173 = llvm.insertvalue %arg24, %168[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %174 = llvm.insertvalue %arg24, %173[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %175 = llvm.insertvalue %169, %174[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %176 = llvm.insertvalue %170, %175[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %177 = llvm.insertvalue %arg25, %176[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %178 = llvm.insertvalue %171, %177[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %179 = llvm.insertvalue %172, %178[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %180 = builtin.unrealized_conversion_cast %179 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<12x?xf64, strided<[1, 12]>, 1>
      %181 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %182 = llvm.mlir.constant(0 : i64) : i64
      %183 = llvm.mlir.constant(30 : i64) : i64
      %184 = llvm.mlir.constant(1 : i64) : i64
      %185 = llvm.mlir.constant(30 : i64) : i64
      %186 = llvm.insertvalue %arg26, %181[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %187 = llvm.insertvalue %arg26, %186[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %188 = llvm.insertvalue %182, %187[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %189 = llvm.insertvalue %183, %188[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %190 = llvm.insertvalue %arg27, %189[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %191 = llvm.insertvalue %184, %190[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %192 = llvm.insertvalue %185, %191[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %193 = builtin.unrealized_conversion_cast %192 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<30x?xf32, strided<[1, 30]>, 1>
      %194 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %195 = llvm.mlir.constant(0 : i64) : i64
      %196 = llvm.mlir.constant(9 : i64) : i64
      %197 = llvm.mlir.constant(56 : i64) : i64
      %198 = llvm.mlir.constant(1 : i64) : i64
      %199 = llvm.mlir.constant(9 : i64) : i64
      %200 = llvm.mlir.constant(504 : i64) : i64
      %201 = llvm.insertvalue %arg28, %194[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %202 = llvm.insertvalue %arg28, %201[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %203 = llvm.insertvalue %195, %202[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %204 = llvm.insertvalue %196, %203[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %205 = llvm.insertvalue %197, %204[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %206 = llvm.insertvalue %arg29, %205[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %207 = llvm.insertvalue %198, %206[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %208 = llvm.insertvalue %199, %207[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %209 = llvm.insertvalue %200, %208[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %210 = builtin.unrealized_conversion_cast %209 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<9x56x?xf32, strided<[1, 9, 504]>, 1>
      %211 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %212 = llvm.mlir.constant(0 : i64) : i64
      %213 = llvm.mlir.constant(1 : i64) : i64
      %214 = llvm.insertvalue %arg30, %211[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %215 = llvm.insertvalue %arg30, %214[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %216 = llvm.insertvalue %212, %215[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %217 = llvm.insertvalue %arg31, %216[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %218 = llvm.insertvalue %213, %217[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %219 = builtin.unrealized_conversion_cast %218 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32, strided<[1]>, 1>
      %220 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %221 = llvm.mlir.constant(0 : i64) : i64
      %222 = llvm.mlir.constant(1 : i64) : i64
      %223 = llvm.insertvalue %arg32, %220[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %224 = llvm.insertvalue %arg32, %223[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %225 = llvm.insertvalue %221, %224[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %226 = llvm.insertvalue %arg33, %225[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %227 = llvm.insertvalue %222, %226[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %228 = builtin.unrealized_conversion_cast %227 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf64, strided<[1]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<9x56x?xf32, strided<[1, 9, 504]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<9x56x?xf32, strided<[1, 9, 504]>, 1> -> index
      %229 = arith.index_cast %intptr : index to i64
      %230 = llvm.inttoptr %229 : i64 to !llvm.ptr<1>
      %231 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %29 : memref<56x?xf32, strided<[1, 56]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %29 : memref<56x?xf32, strided<[1, 56]>, 1> -> index
      %232 = arith.index_cast %intptr_4 : index to i64
      %233 = llvm.inttoptr %232 : i64 to !llvm.ptr<1>
      %234 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %42 : memref<9x?xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %42 : memref<9x?xf32, strided<[1, 9]>, 1> -> index
      %235 = arith.index_cast %intptr_9 : index to i64
      %236 = llvm.inttoptr %235 : i64 to !llvm.ptr<1>
      %237 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %59 : memref<5x12x?xf64, strided<[1, 5, 60]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %59 : memref<5x12x?xf64, strided<[1, 5, 60]>, 1> -> index
      %238 = arith.index_cast %intptr_14 : index to i64
      %239 = llvm.inttoptr %238 : i64 to !llvm.ptr<1>
      %240 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %76 : memref<4x30x?xf32, strided<[1, 4, 120]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %76 : memref<4x30x?xf32, strided<[1, 4, 120]>, 1> -> index
      %241 = arith.index_cast %intptr_19 : index to i64
      %242 = llvm.inttoptr %241 : i64 to !llvm.ptr<1>
      %243 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %89 : memref<1000x?xf32, strided<[1, 1000]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %89 : memref<1000x?xf32, strided<[1, 1000]>, 1> -> index
      %244 = arith.index_cast %intptr_24 : index to i64
      %245 = llvm.inttoptr %244 : i64 to !llvm.ptr<1>
      %246 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %102 : memref<7x?xf64, strided<[1, 7]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %102 : memref<7x?xf64, strided<[1, 7]>, 1> -> index
      %247 = arith.index_cast %intptr_29 : index to i64
      %248 = llvm.inttoptr %247 : i64 to !llvm.ptr<1>
      %249 = arith.index_cast %sizes_27#1 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %115 : memref<9x?xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %115 : memref<9x?xf32, strided<[1, 9]>, 1> -> index
      %250 = arith.index_cast %intptr_34 : index to i64
      %251 = llvm.inttoptr %250 : i64 to !llvm.ptr<1>
      %252 = arith.index_cast %sizes_32#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %128 : memref<56x?xf32, strided<[1, 56]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %128 : memref<56x?xf32, strided<[1, 56]>, 1> -> index
      %253 = arith.index_cast %intptr_39 : index to i64
      %254 = llvm.inttoptr %253 : i64 to !llvm.ptr<1>
      %255 = arith.index_cast %sizes_37#1 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %141 : memref<9x?xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %141 : memref<9x?xf32, strided<[1, 9]>, 1> -> index
      %256 = arith.index_cast %intptr_44 : index to i64
      %257 = llvm.inttoptr %256 : i64 to !llvm.ptr<1>
      %258 = arith.index_cast %sizes_42#1 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %154 : memref<56x?xf32, strided<[1, 56]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %154 : memref<56x?xf32, strided<[1, 56]>, 1> -> index
      %259 = arith.index_cast %intptr_49 : index to i64
      %260 = llvm.inttoptr %259 : i64 to !llvm.ptr<1>
      %261 = arith.index_cast %sizes_47#1 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %167 : memref<5x?xf64, strided<[1, 5]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %167 : memref<5x?xf64, strided<[1, 5]>, 1> -> index
      %262 = arith.index_cast %intptr_54 : index to i64
      %263 = llvm.inttoptr %262 : i64 to !llvm.ptr<1>
      %264 = arith.index_cast %sizes_52#1 : index to i64
      %base_buffer_55, %offset_56, %sizes_57:2, %strides_58:2 = memref.extract_strided_metadata %180 : memref<12x?xf64, strided<[1, 12]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %180 : memref<12x?xf64, strided<[1, 12]>, 1> -> index
      %265 = arith.index_cast %intptr_59 : index to i64
      %266 = llvm.inttoptr %265 : i64 to !llvm.ptr<1>
      %267 = arith.index_cast %sizes_57#1 : index to i64
      %base_buffer_60, %offset_61, %sizes_62:2, %strides_63:2 = memref.extract_strided_metadata %193 : memref<30x?xf32, strided<[1, 30]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %193 : memref<30x?xf32, strided<[1, 30]>, 1> -> index
      %268 = arith.index_cast %intptr_64 : index to i64
      %269 = llvm.inttoptr %268 : i64 to !llvm.ptr<1>
      %270 = arith.index_cast %sizes_62#1 : index to i64
      %base_buffer_65, %offset_66, %sizes_67:3, %strides_68:3 = memref.extract_strided_metadata %210 : memref<9x56x?xf32, strided<[1, 9, 504]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %210 : memref<9x56x?xf32, strided<[1, 9, 504]>, 1> -> index
      %271 = arith.index_cast %intptr_69 : index to i64
      %272 = llvm.inttoptr %271 : i64 to !llvm.ptr<1>
      %273 = arith.index_cast %sizes_67#2 : index to i64
      %base_buffer_70, %offset_71, %sizes_72, %strides_73 = memref.extract_strided_metadata %219 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_74 = memref.extract_aligned_pointer_as_index %219 : memref<?xf32, strided<[1]>, 1> -> index
      %274 = arith.index_cast %intptr_74 : index to i64
      %275 = llvm.inttoptr %274 : i64 to !llvm.ptr<1>
      %276 = arith.index_cast %sizes_72 : index to i64
      %base_buffer_75, %offset_76, %sizes_77, %strides_78 = memref.extract_strided_metadata %228 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_79 = memref.extract_aligned_pointer_as_index %228 : memref<?xf64, strided<[1]>, 1> -> index
      %277 = arith.index_cast %intptr_79 : index to i64
      %278 = llvm.inttoptr %277 : i64 to !llvm.ptr<1>
      %279 = arith.index_cast %sizes_77 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_80 = memref.alloca() : memref<f32>
      %alloca_81 = memref.alloca() : memref<f32>
      %alloca_82 = memref.alloca() : memref<f32>
      %alloca_83 = memref.alloca() : memref<f64>
      %alloca_84 = memref.alloca() : memref<f64>
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
      %alloca_95 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %280 = arith.index_cast %block_id_x : index to i64
      %c504_i64 = arith.constant 504 : i64
      %281 = arith.muli %280, %c504_i64 : i64
      %282 = llvm.getelementptr %230[%281] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c56_i64 = arith.constant 56 : i64
      %283 = arith.muli %280, %c56_i64 : i64
      %284 = llvm.getelementptr %233[%283] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c9_i64 = arith.constant 9 : i64
      %285 = arith.muli %280, %c9_i64 : i64
      %286 = llvm.getelementptr %236[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64 = arith.constant 60 : i64
      %287 = arith.muli %280, %c60_i64 : i64
      %288 = llvm.getelementptr %239[%287] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c120_i64 = arith.constant 120 : i64
      %289 = arith.muli %280, %c120_i64 : i64
      %290 = llvm.getelementptr %242[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c1000_i64 = arith.constant 1000 : i64
      %291 = arith.muli %280, %c1000_i64 : i64
      %292 = llvm.getelementptr %245[%291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c7_i64 = arith.constant 7 : i64
      %293 = arith.muli %280, %c7_i64 : i64
      %294 = llvm.getelementptr %248[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c9_i64_96 = arith.constant 9 : i64
      %295 = arith.muli %280, %c9_i64_96 : i64
      %296 = llvm.getelementptr %251[%295] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c56_i64_97 = arith.constant 56 : i64
      %297 = arith.muli %280, %c56_i64_97 : i64
      %298 = llvm.getelementptr %254[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c9_i64_98 = arith.constant 9 : i64
      %299 = arith.muli %280, %c9_i64_98 : i64
      %300 = llvm.getelementptr %257[%299] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c56_i64_99 = arith.constant 56 : i64
      %301 = arith.muli %280, %c56_i64_99 : i64
      %302 = llvm.getelementptr %260[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c5_i64 = arith.constant 5 : i64
      %303 = arith.muli %280, %c5_i64 : i64
      %304 = llvm.getelementptr %263[%303] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c12_i64 = arith.constant 12 : i64
      %305 = arith.muli %280, %c12_i64 : i64
      %306 = llvm.getelementptr %266[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c30_i64 = arith.constant 30 : i64
      %307 = arith.muli %280, %c30_i64 : i64
      %308 = llvm.getelementptr %269[%307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c504_i64_100 = arith.constant 504 : i64
      %309 = arith.muli %280, %c504_i64_100 : i64
      %310 = llvm.getelementptr %272[%309] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %311 = llvm.getelementptr %275[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %312 = llvm.getelementptr %278[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %313 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %314 = arith.index_cast %thread_id_y : index to i64
      %315 = arith.muli %c64_i64, %314 : i64
      %316 = arith.addi %313, %315 : i64
      %c9_i64_101 = arith.constant 9 : i64
      %c512_i64 = arith.constant 512 : i64
      scf.for %arg34 = %316 to %c9_i64_101 step %c512_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64_142 = arith.constant 0 : i64
        %c56_i64_143 = arith.constant 56 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg35 = %c0_i64_142 to %c56_i64_143 step %c1_i64  : i64 {
          %c9_i64_144 = arith.constant 9 : i64
          %354 = arith.muli %arg35, %c9_i64_144 : i64
          %355 = arith.addi %arg34, %354 : i64
          %356 = llvm.getelementptr %282[%355] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %357 = llvm.load %356 : !llvm.ptr<1> -> f32
          %358 = llvm.getelementptr %284[%arg35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %359 = llvm.load %358 : !llvm.ptr<1> -> f32
          %360 = memref.load %alloca[] : memref<f32>
          %361 = llvm.intr.fma(%357, %359, %360) : (f32, f32, f32) -> f32
          memref.store %361, %alloca[] : memref<f32>
        }
        %352 = memref.load %alloca[] : memref<f32>
        %353 = llvm.getelementptr %296[%arg34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %352, %353 : f32, !llvm.ptr<1>
      }
      %thread_id_x_102 = gpu.thread_id  x
      %317 = arith.index_cast %thread_id_x_102 : index to i64
      %c64_i64_103 = arith.constant 64 : i64
      %thread_id_y_104 = gpu.thread_id  y
      %318 = arith.index_cast %thread_id_y_104 : index to i64
      %319 = arith.muli %c64_i64_103, %318 : i64
      %320 = arith.addi %317, %319 : i64
      %c56_i64_105 = arith.constant 56 : i64
      %c512_i64_106 = arith.constant 512 : i64
      scf.for %arg34 = %320 to %c56_i64_105 step %c512_i64_106  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_80[] : memref<f32>
        %c0_i64_142 = arith.constant 0 : i64
        %c9_i64_143 = arith.constant 9 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg35 = %c0_i64_142 to %c9_i64_143 step %c1_i64  : i64 {
          %c9_i64_145 = arith.constant 9 : i64
          %357 = arith.muli %arg34, %c9_i64_145 : i64
          %358 = arith.addi %arg35, %357 : i64
          %359 = llvm.getelementptr %282[%358] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %360 = llvm.load %359 : !llvm.ptr<1> -> f32
          %361 = llvm.getelementptr %286[%arg35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %362 = llvm.load %361 : !llvm.ptr<1> -> f32
          %363 = memref.load %alloca_80[] : memref<f32>
          %364 = llvm.intr.fma(%360, %362, %363) : (f32, f32, f32) -> f32
          memref.store %364, %alloca_80[] : memref<f32>
        }
        %cst_144 = arith.constant 5.000000e-01 : f32
        %352 = memref.load %alloca_80[] : memref<f32>
        %353 = llvm.getelementptr %298[%arg34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %354 = llvm.load %353 : !llvm.ptr<1> -> f32
        %355 = llvm.intr.fma(%cst_144, %352, %354) : (f32, f32, f32) -> f32
        %356 = llvm.getelementptr %298[%arg34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %355, %356 : f32, !llvm.ptr<1>
      }
      %thread_id_x_107 = gpu.thread_id  x
      %321 = arith.index_cast %thread_id_x_107 : index to i64
      %c64_i64_108 = arith.constant 64 : i64
      %thread_id_y_109 = gpu.thread_id  y
      %322 = arith.index_cast %thread_id_y_109 : index to i64
      %323 = arith.muli %c64_i64_108, %322 : i64
      %324 = arith.addi %321, %323 : i64
      %c9_i64_110 = arith.constant 9 : i64
      %c512_i64_111 = arith.constant 512 : i64
      scf.for %arg34 = %324 to %c9_i64_110 step %c512_i64_111  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_81[] : memref<f32>
        %c0_i64_142 = arith.constant 0 : i64
        %c56_i64_143 = arith.constant 56 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg35 = %c0_i64_142 to %c56_i64_143 step %c1_i64  : i64 {
          %354 = memref.load %alloca_81[] : memref<f32>
          %c9_i64_144 = arith.constant 9 : i64
          %355 = arith.muli %arg35, %c9_i64_144 : i64
          %356 = arith.addi %arg34, %355 : i64
          %357 = llvm.getelementptr %282[%356] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %358 = llvm.load %357 : !llvm.ptr<1> -> f32
          %359 = arith.addf %354, %358 : f32
          memref.store %359, %alloca_81[] : memref<f32>
        }
        %352 = memref.load %alloca_81[] : memref<f32>
        %353 = llvm.getelementptr %300[%arg34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %352, %353 : f32, !llvm.ptr<1>
      }
      %thread_id_x_112 = gpu.thread_id  x
      %325 = arith.index_cast %thread_id_x_112 : index to i64
      %c64_i64_113 = arith.constant 64 : i64
      %thread_id_y_114 = gpu.thread_id  y
      %326 = arith.index_cast %thread_id_y_114 : index to i64
      %327 = arith.muli %c64_i64_113, %326 : i64
      %328 = arith.addi %325, %327 : i64
      %c56_i64_115 = arith.constant 56 : i64
      %c512_i64_116 = arith.constant 512 : i64
      scf.for %arg34 = %328 to %c56_i64_115 step %c512_i64_116  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_82[] : memref<f32>
        %c0_i64_142 = arith.constant 0 : i64
        %c9_i64_143 = arith.constant 9 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg35 = %c0_i64_142 to %c9_i64_143 step %c1_i64  : i64 {
          %354 = memref.load %alloca_82[] : memref<f32>
          %c9_i64_144 = arith.constant 9 : i64
          %355 = arith.muli %arg34, %c9_i64_144 : i64
          %356 = arith.addi %arg35, %355 : i64
          %357 = llvm.getelementptr %282[%356] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %358 = llvm.load %357 : !llvm.ptr<1> -> f32
          %359 = arith.addf %354, %358 : f32
          memref.store %359, %alloca_82[] : memref<f32>
        }
        %352 = memref.load %alloca_82[] : memref<f32>
        %353 = llvm.getelementptr %302[%arg34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %352, %353 : f32, !llvm.ptr<1>
      }
      %thread_id_x_117 = gpu.thread_id  x
      %329 = arith.index_cast %thread_id_x_117 : index to i64
      %c64_i64_118 = arith.constant 64 : i64
      %thread_id_y_119 = gpu.thread_id  y
      %330 = arith.index_cast %thread_id_y_119 : index to i64
      %331 = arith.muli %c64_i64_118, %330 : i64
      %332 = arith.addi %329, %331 : i64
      %c5_i64_120 = arith.constant 5 : i64
      %c512_i64_121 = arith.constant 512 : i64
      scf.for %arg34 = %332 to %c5_i64_120 step %c512_i64_121  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_83[] : memref<f64>
        %c0_i64_142 = arith.constant 0 : i64
        %c12_i64_143 = arith.constant 12 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg35 = %c0_i64_142 to %c12_i64_143 step %c1_i64  : i64 {
          %357 = memref.load %alloca_83[] : memref<f64>
          %c5_i64_145 = arith.constant 5 : i64
          %358 = arith.muli %arg35, %c5_i64_145 : i64
          %359 = arith.addi %arg34, %358 : i64
          %360 = llvm.getelementptr %288[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %361 = llvm.load %360 : !llvm.ptr<1> -> f64
          %362 = arith.addf %357, %361 : f64
          memref.store %362, %alloca_83[] : memref<f64>
        }
        %cst_144 = arith.constant 2.000000e+00 : f64
        %352 = memref.load %alloca_83[] : memref<f64>
        %353 = llvm.getelementptr %304[%arg34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %354 = llvm.load %353 : !llvm.ptr<1> -> f64
        %355 = llvm.intr.fma(%cst_144, %352, %354) : (f64, f64, f64) -> f64
        %356 = llvm.getelementptr %304[%arg34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %355, %356 : f64, !llvm.ptr<1>
      }
      %thread_id_x_122 = gpu.thread_id  x
      %333 = arith.index_cast %thread_id_x_122 : index to i64
      %c64_i64_123 = arith.constant 64 : i64
      %thread_id_y_124 = gpu.thread_id  y
      %334 = arith.index_cast %thread_id_y_124 : index to i64
      %335 = arith.muli %c64_i64_123, %334 : i64
      %336 = arith.addi %333, %335 : i64
      %c12_i64_125 = arith.constant 12 : i64
      %c512_i64_126 = arith.constant 512 : i64
      scf.for %arg34 = %336 to %c12_i64_125 step %c512_i64_126  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_84[] : memref<f64>
        %c0_i64_142 = arith.constant 0 : i64
        %c5_i64_143 = arith.constant 5 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg35 = %c0_i64_142 to %c5_i64_143 step %c1_i64  : i64 {
          %354 = memref.load %alloca_84[] : memref<f64>
          %c5_i64_144 = arith.constant 5 : i64
          %355 = arith.muli %arg34, %c5_i64_144 : i64
          %356 = arith.addi %arg35, %355 : i64
          %357 = llvm.getelementptr %288[%356] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %358 = llvm.load %357 : !llvm.ptr<1> -> f64
          %359 = arith.addf %354, %358 : f64
          memref.store %359, %alloca_84[] : memref<f64>
        }
        %352 = memref.load %alloca_84[] : memref<f64>
        %353 = llvm.getelementptr %306[%arg34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %352, %353 : f64, !llvm.ptr<1>
      }
      %thread_id_x_127 = gpu.thread_id  x
      %337 = arith.index_cast %thread_id_x_127 : index to i64
      %c64_i64_128 = arith.constant 64 : i64
      %thread_id_y_129 = gpu.thread_id  y
      %338 = arith.index_cast %thread_id_y_129 : index to i64
      %339 = arith.muli %c64_i64_128, %338 : i64
      %340 = arith.addi %337, %339 : i64
      %c30_i64_130 = arith.constant 30 : i64
      %c512_i64_131 = arith.constant 512 : i64
      scf.for %arg34 = %340 to %c30_i64_130 step %c512_i64_131  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_85[] : memref<f32>
        %c0_i64_142 = arith.constant 0 : i64
        %c4_i64 = arith.constant 4 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg35 = %c0_i64_142 to %c4_i64 step %c1_i64  : i64 {
          %354 = memref.load %alloca_85[] : memref<f32>
          %c4_i64_143 = arith.constant 4 : i64
          %355 = arith.muli %arg34, %c4_i64_143 : i64
          %356 = arith.addi %arg35, %355 : i64
          %357 = llvm.getelementptr %290[%356] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %358 = llvm.load %357 : !llvm.ptr<1> -> f32
          %359 = arith.addf %354, %358 : f32
          memref.store %359, %alloca_85[] : memref<f32>
        }
        %352 = memref.load %alloca_85[] : memref<f32>
        %353 = llvm.getelementptr %308[%arg34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %352, %353 : f32, !llvm.ptr<1>
      }
      %thread_id_x_132 = gpu.thread_id  x
      %341 = arith.index_cast %thread_id_x_132 : index to i64
      %c9_i64_133 = arith.constant 9 : i64
      %c64_i64_134 = arith.constant 64 : i64
      scf.for %arg34 = %341 to %c9_i64_133 step %c64_i64_134  : i64 {
        %c0_i64_142 = arith.constant 0 : i64
        %c2_i64 = arith.constant 2 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg35 = %c0_i64_142 to %c2_i64 step %c1_i64  : i64 {
          %thread_id_y_143 = gpu.thread_id  y
          %352 = arith.index_cast %thread_id_y_143 : index to i64
          %c32_i64 = arith.constant 32 : i64
          %353 = arith.muli %arg35, %c32_i64 : i64
          %354 = arith.addi %352, %353 : i64
          %c56_i64_144 = arith.constant 56 : i64
          %355 = arith.cmpi slt, %354, %c56_i64_144 : i64
          scf.if %355 {
            %366 = llvm.getelementptr %286[%arg34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %367 = llvm.load %366 : !llvm.ptr<1> -> f32
            %368 = llvm.getelementptr %284[%354] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %369 = llvm.load %368 : !llvm.ptr<1> -> f32
            %370 = arith.mulf %367, %369 : f32
            memref.store %370, %alloca_86[] : memref<f32>
            %c9_i64_152 = arith.constant 9 : i64
            %371 = arith.muli %354, %c9_i64_152 : i64
            %372 = arith.addi %arg34, %371 : i64
            %373 = llvm.getelementptr %310[%372] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %374 = llvm.load %373 : !llvm.ptr<1> -> f32
            memref.store %374, %alloca_87[] : memref<f32>
          }
          %c8_i64 = arith.constant 8 : i64
          %356 = arith.addi %354, %c8_i64 : i64
          %c56_i64_145 = arith.constant 56 : i64
          %357 = arith.cmpi slt, %356, %c56_i64_145 : i64
          scf.if %357 {
            %366 = llvm.getelementptr %286[%arg34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %367 = llvm.load %366 : !llvm.ptr<1> -> f32
            %368 = llvm.getelementptr %284[%356] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %369 = llvm.load %368 : !llvm.ptr<1> -> f32
            %370 = arith.mulf %367, %369 : f32
            memref.store %370, %alloca_88[] : memref<f32>
            %c9_i64_152 = arith.constant 9 : i64
            %371 = arith.muli %356, %c9_i64_152 : i64
            %372 = arith.addi %arg34, %371 : i64
            %373 = llvm.getelementptr %310[%372] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %374 = llvm.load %373 : !llvm.ptr<1> -> f32
            memref.store %374, %alloca_89[] : memref<f32>
          }
          %c16_i64 = arith.constant 16 : i64
          %358 = arith.addi %354, %c16_i64 : i64
          %c56_i64_146 = arith.constant 56 : i64
          %359 = arith.cmpi slt, %358, %c56_i64_146 : i64
          scf.if %359 {
            %366 = llvm.getelementptr %286[%arg34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %367 = llvm.load %366 : !llvm.ptr<1> -> f32
            %368 = llvm.getelementptr %284[%358] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %369 = llvm.load %368 : !llvm.ptr<1> -> f32
            %370 = arith.mulf %367, %369 : f32
            memref.store %370, %alloca_90[] : memref<f32>
            %c9_i64_152 = arith.constant 9 : i64
            %371 = arith.muli %358, %c9_i64_152 : i64
            %372 = arith.addi %arg34, %371 : i64
            %373 = llvm.getelementptr %310[%372] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %374 = llvm.load %373 : !llvm.ptr<1> -> f32
            memref.store %374, %alloca_91[] : memref<f32>
          }
          %c24_i64 = arith.constant 24 : i64
          %360 = arith.addi %354, %c24_i64 : i64
          %c56_i64_147 = arith.constant 56 : i64
          %361 = arith.cmpi slt, %360, %c56_i64_147 : i64
          scf.if %361 {
            %366 = llvm.getelementptr %286[%arg34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %367 = llvm.load %366 : !llvm.ptr<1> -> f32
            %368 = llvm.getelementptr %284[%360] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %369 = llvm.load %368 : !llvm.ptr<1> -> f32
            %370 = arith.mulf %367, %369 : f32
            memref.store %370, %alloca_92[] : memref<f32>
            %c9_i64_152 = arith.constant 9 : i64
            %371 = arith.muli %360, %c9_i64_152 : i64
            %372 = arith.addi %arg34, %371 : i64
            %373 = llvm.getelementptr %310[%372] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %374 = llvm.load %373 : !llvm.ptr<1> -> f32
            memref.store %374, %alloca_93[] : memref<f32>
          }
          %c56_i64_148 = arith.constant 56 : i64
          %362 = arith.cmpi slt, %354, %c56_i64_148 : i64
          scf.if %362 {
            %366 = memref.load %alloca_87[] : memref<f32>
            %367 = memref.load %alloca_86[] : memref<f32>
            %368 = arith.addf %366, %367 : f32
            %c9_i64_152 = arith.constant 9 : i64
            %369 = arith.muli %354, %c9_i64_152 : i64
            %370 = arith.addi %arg34, %369 : i64
            %371 = llvm.getelementptr %310[%370] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %368, %371 : f32, !llvm.ptr<1>
          }
          %c56_i64_149 = arith.constant 56 : i64
          %363 = arith.cmpi slt, %356, %c56_i64_149 : i64
          scf.if %363 {
            %366 = memref.load %alloca_89[] : memref<f32>
            %367 = memref.load %alloca_88[] : memref<f32>
            %368 = arith.addf %366, %367 : f32
            %c9_i64_152 = arith.constant 9 : i64
            %369 = arith.muli %356, %c9_i64_152 : i64
            %370 = arith.addi %arg34, %369 : i64
            %371 = llvm.getelementptr %310[%370] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %368, %371 : f32, !llvm.ptr<1>
          }
          %c56_i64_150 = arith.constant 56 : i64
          %364 = arith.cmpi slt, %358, %c56_i64_150 : i64
          scf.if %364 {
            %366 = memref.load %alloca_91[] : memref<f32>
            %367 = memref.load %alloca_90[] : memref<f32>
            %368 = arith.addf %366, %367 : f32
            %c9_i64_152 = arith.constant 9 : i64
            %369 = arith.muli %358, %c9_i64_152 : i64
            %370 = arith.addi %arg34, %369 : i64
            %371 = llvm.getelementptr %310[%370] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %368, %371 : f32, !llvm.ptr<1>
          }
          %c56_i64_151 = arith.constant 56 : i64
          %365 = arith.cmpi slt, %360, %c56_i64_151 : i64
          scf.if %365 {
            %366 = memref.load %alloca_93[] : memref<f32>
            %367 = memref.load %alloca_92[] : memref<f32>
            %368 = arith.addf %366, %367 : f32
            %c9_i64_152 = arith.constant 9 : i64
            %369 = arith.muli %360, %c9_i64_152 : i64
            %370 = arith.addi %arg34, %369 : i64
            %371 = llvm.getelementptr %310[%370] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %368, %371 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_135 = gpu.thread_id  x
      %342 = arith.index_cast %thread_id_x_135 : index to i64
      %c64_i64_136 = arith.constant 64 : i64
      %thread_id_y_137 = gpu.thread_id  y
      %343 = arith.index_cast %thread_id_y_137 : index to i64
      %344 = arith.muli %c64_i64_136, %343 : i64
      %345 = arith.addi %342, %344 : i64
      %c0_i64 = arith.constant 0 : i64
      %346 = arith.cmpi eq, %345, %c0_i64 : i64
      scf.if %346 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_94[] : memref<f32>
        %c0_i64_142 = arith.constant 0 : i64
        %c1000_i64_143 = arith.constant 1000 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg34 = %c0_i64_142 to %c1000_i64_143 step %c1_i64  : i64 {
          %353 = memref.load %alloca_94[] : memref<f32>
          %354 = llvm.getelementptr %292[%arg34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %355 = llvm.load %354 : !llvm.ptr<1> -> f32
          %356 = arith.addf %353, %355 : f32
          memref.store %356, %alloca_94[] : memref<f32>
        }
        %352 = memref.load %alloca_94[] : memref<f32>
        llvm.store %352, %311 : f32, !llvm.ptr<1>
      }
      %thread_id_x_138 = gpu.thread_id  x
      %347 = arith.index_cast %thread_id_x_138 : index to i64
      %c64_i64_139 = arith.constant 64 : i64
      %thread_id_y_140 = gpu.thread_id  y
      %348 = arith.index_cast %thread_id_y_140 : index to i64
      %349 = arith.muli %c64_i64_139, %348 : i64
      %350 = arith.addi %347, %349 : i64
      %c0_i64_141 = arith.constant 0 : i64
      %351 = arith.cmpi eq, %350, %c0_i64_141 : i64
      scf.if %351 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_95[] : memref<f64>
        %c0_i64_142 = arith.constant 0 : i64
        %c7_i64_143 = arith.constant 7 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg34 = %c0_i64_142 to %c7_i64_143 step %c1_i64  : i64 {
          %355 = memref.load %alloca_95[] : memref<f64>
          %356 = llvm.getelementptr %294[%arg34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %357 = llvm.load %356 : !llvm.ptr<1> -> f64
          %358 = arith.addf %355, %357 : f64
          memref.store %358, %alloca_95[] : memref<f64>
        }
        %352 = llvm.load %312 : !llvm.ptr<1> -> f64
        %353 = memref.load %alloca_95[] : memref<f64>
        %354 = arith.addf %352, %353 : f64
        llvm.store %354, %312 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
