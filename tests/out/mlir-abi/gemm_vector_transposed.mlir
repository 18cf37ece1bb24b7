module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_gemm_vector_transposed() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<8192 x i8>
    gpu.func @gemm_vector_transposed(%arg0: f32, %arg1: f32, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: !llvm.ptr<1>, %arg12: !llvm.ptr<1>, %arg13: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(9 : i64) : i64
      %3 = llvm.mlir.constant(56 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(9 : i64) : i64
      %6 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg2, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %1, %7[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %2, %8[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %5, %11[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x56xf32, strided<[1, 9]>, 1>
      %14 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %15 = llvm.mlir.constant(0 : i64) : i64
      %16 = llvm.mlir.constant(9 : i64) : i64
      %17 = llvm.mlir.constant(9 : i64) : i64
      %18 = llvm.mlir.constant(1 : i64) : i64
      %19 = llvm.mlir.constant(9 : i64) : i64
      %20 = llvm.insertvalue %arg3, %14[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %arg3, %20[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %15, %21[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %18, %24[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %19, %25[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x9xf32, strided<[1, 9]>, 1>
      %28 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %29 = llvm.mlir.constant(0 : i64) : i64
      %30 = llvm.mlir.constant(56 : i64) : i64
      %31 = llvm.mlir.constant(9 : i64) : i64
      %32 = llvm.mlir.constant(1 : i64) : i64
      %33 = llvm.mlir.constant(56 : i64) : i64
      %34 = llvm.insertvalue %arg4, %28[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg4, %34[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %31, %37[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %32, %38[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %33, %39[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = builtin.unrealized_conversion_cast %40 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<56x9xf32, strided<[1, 56]>, 1>
      %42 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %43 = llvm.mlir.constant(0 : i64) : i64
      %44 = llvm.mlir.constant(21 : i64) : i64
      %45 = llvm.mlir.constant(20 : i64) : i64
      %46 = llvm.mlir.constant(1 : i64) : i64
      %47 = llvm.mlir.constant(21 : i64) : i64
      %48 = llvm.insertvalue %arg5, %42[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %arg5, %48[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %43, %49[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = llvm.insertvalue %44, %50[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %52 = llvm.insertvalue %45, %51[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %53 = llvm.insertvalue %46, %52[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.insertvalue %47, %53[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = builtin.unrealized_conversion_cast %54 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<21x20xf64, strided<[1, 21]>, 1>
      %56 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %57 = llvm.mlir.constant(0 : i64) : i64
      %58 = llvm.mlir.constant(13 : i64) : i64
      %59 = llvm.mlir.constant(21 : i64) : i64
      %60 = llvm.mlir.constant(1 : i64) : i64
      %61 = llvm.mlir.constant(13 : i64) : i64
      %62 = llvm.insertvalue %arg6, %56[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %arg6, %62[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = llvm.insertvalue %57, %63[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %65 = llvm.insertvalue %58, %64[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %66 = llvm.insertvalue %59, %65[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %67 = llvm.insertvalue %60, %66[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %68 = llvm.insertvalue %61, %67[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %69 = builtin.unrealized_conversion_cast %68 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x21xf64, strided<[1, 13]>, 1>
      %70 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %71 = llvm.mlir.constant(0 : i64) : i64
      %72 = llvm.mlir.constant(20 : i64) : i64
      %73 = llvm.mlir.constant(13 : i64) : i64
      %74 = llvm.mlir.constant(1 : i64) : i64
      %75 = llvm.mlir.constant(20 : i64) : i64
      %76 = llvm.insertvalue %arg7, %70[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %77 = llvm.insertvalue %arg7, %76[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %78 = llvm.insertvalue %71, %77[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %79 = llvm.insertvalue %72, %78[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %80 = llvm.insertvalue %73, %79[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %81 = llvm.insertvalue %74, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %82 = llvm.insertvalue %75, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %83 = builtin.unrealized_conversion_cast %82 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<20x13xf64, strided<[1, 20]>, 1>
      %84 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %85 = llvm.mlir.constant(0 : i64) : i64
      %86 = llvm.mlir.constant(32 : i64) : i64
      %87 = llvm.mlir.constant(32 : i64) : i64
      %88 = llvm.mlir.constant(1 : i64) : i64
      %89 = llvm.mlir.constant(32 : i64) : i64
      %90 = llvm.insertvalue %arg8, %84[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %91 = llvm.insertvalue %arg8, %90[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %92 = llvm.insertvalue %85, %91[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %93 = llvm.insertvalue %86, %92[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %94 = llvm.insertvalue %87, %93[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %95 = llvm.insertvalue %88, %94[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %96 = llvm.insertvalue %89, %95[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %97 = builtin.unrealized_conversion_cast %96 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<32x32xf32, strided<[1, 32]>, 1>
      %98 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %99 = llvm.mlir.constant(0 : i64) : i64
      %100 = llvm.mlir.constant(32 : i64) : i64
      %101 = llvm.mlir.constant(32 : i64) : i64
      %102 = llvm.mlir.constant(1 : i64) : i64
      %103 = llvm.mlir.constant(32 : i64) : i64
      %104 = llvm.insertvalue %arg9, %98[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %105 = llvm.insertvalue %arg9, %104[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %106 = llvm.insertvalue %99, %105[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %107 = llvm.insertvalue %100, %106[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %108 = llvm.insertvalue %101, %107[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %109 = llvm.insertvalue %102, %108[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %110 = llvm.insertvalue %103, %109[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %111 = builtin.unrealized_conversion_cast %110 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<32x32xf32, strided<[1, 32]>, 1>
      %112 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %113 = llvm.mlir.constant(0 : i64) : i64
      %114 = llvm.mlir.constant(32 : i64) : i64
      %115 = llvm.mlir.constant(32 : i64) : i64
      %116 = llvm.mlir.constant(1 : i64) : i64
      %117 = llvm.mlir.constant(32 : i64) : i64
      %118 = llvm.insertvalue %arg10, %112[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %119 = llvm.insertvalue %arg10, %118[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %120 = llvm.insertvalue %113, %119[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %121 = llvm.insertvalue %114, %120[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %122 = llvm.insertvalue %115, %121[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %123 = llvm.insertvalue %116, %122[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %124 = llvm.insertvalue %117, %123[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %125 = builtin.unrealized_conversion_cast %124 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<32x32xf32, strided<[1, 32]>, 1>
      %126 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %127 = llvm.mlir.constant(0 : i64) : i64
      %128 = llvm.mlir.constant(56 : i64) : i64
      %129 = llvm.mlir.constant(9 : i64) : i64
      %130 = llvm.mlir.constant(1 : i64) : i64
      %131 = llvm.mlir.constant(56 : i64) : i64
      %132 = llvm.insertvalue %arg11, %126[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %133 = llvm.insertvalue %arg11, %132[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %134 = llvm.insertvalue %127, %133[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %135 = llvm.insertvalue %128, %134[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %136 = llvm.insertvalue %129, %135[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %137 = llvm.insertvalue %130, %136[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %138 = llvm.insertvalue %131, %137[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %139 = builtin.unrealized_conversion_cast %138 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<56x9xf64, strided<[1, 56]>, 1>
      %140 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %141 = llvm.mlir.constant(0 : i64) : i64
      %142 = llvm.mlir.constant(56 : i64) : i64
      %143 = llvm.mlir.constant(56 : i64) : i64
      %144 = llvm.mlir.constant(1 : i64) : i64
      %145 = llvm.mlir.constant(56 : i64) : i64
      %146 = llvm.insertvalue %arg12, %140[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %147 = llvm.insertvalue %arg12, %146[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %148 = llvm.insertvalue %141, %147[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %149 = llvm.insertvalue %142, %148[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %150 = llvm.insertvalue %143, %149[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %151 = llvm.insertvalue %144, %150[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %152 = llvm.insertvalue %145, %151[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %153 = builtin.unrealized_conversion_cast %152 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<56x56xf64, strided<[1, 56]>, 1>
      %154 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %155 = llvm.mlir.constant(0 : i64) : i64
      %156 = llvm.mlir.constant(9 : i64) : i64
      %157 = llvm.mlir.constant(56 : i64) : i64
      %158 = llvm.mlir.constant(1 : i64) : i64
      %159 = llvm.mlir.constant(9 : i64) : i64
      %160 = llvm.insertvalue %arg13, %154[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %161 = llvm.insertvalue %arg13, %160[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %162 = llvm.insertvalue %155, %161[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %163 = llvm.insertvalue %156, %162[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %164 = llvm.insertvalue %157, %163[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %165 = llvm.insertvalue %158, %164[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %166 = llvm.insertvalue %159, %165[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %167 = builtin.unrealized_conversion_cast %166 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x56xf64, strided<[1, 9]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %13 : memref<9x56xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %13 : memref<9x56xf32, strided<[1, 9]>, 1> -> index
      %168 = arith.index_cast %intptr : index to i64
      %169 = llvm.inttoptr %168 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %27 : memref<9x9xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %27 : memref<9x9xf32, strided<[1, 9]>, 1> -> index
      %170 = arith.index_cast %intptr_4 : index to i64
      %171 = llvm.inttoptr %170 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %41 : memref<56x9xf32, strided<[1, 56]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %41 : memref<56x9xf32, strided<[1, 56]>, 1> -> index
      %172 = arith.index_cast %intptr_9 : index to i64
      %173 = llvm.inttoptr %172 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %55 : memref<21x20xf64, strided<[1, 21]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %55 : memref<21x20xf64, strided<[1, 21]>, 1> -> index
      %174 = arith.index_cast %intptr_14 : index to i64
      %175 = llvm.inttoptr %174 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %69 : memref<13x21xf64, strided<[1, 13]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %69 : memref<13x21xf64, strided<[1, 13]>, 1> -> index
      %176 = arith.index_cast %intptr_19 : index to i64
      %177 = llvm.inttoptr %176 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %83 : memref<20x13xf64, strided<[1, 20]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %83 : memref<20x13xf64, strided<[1, 20]>, 1> -> index
      %178 = arith.index_cast %intptr_24 : index to i64
      %179 = llvm.inttoptr %178 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %97 : memref<32x32xf32, strided<[1, 32]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %97 : memref<32x32xf32, strided<[1, 32]>, 1> -> index
      %180 = arith.index_cast %intptr_29 : index to i64
      %181 = llvm.inttoptr %180 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %111 : memref<32x32xf32, strided<[1, 32]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %111 : memref<32x32xf32, strided<[1, 32]>, 1> -> index
      %182 = arith.index_cast %intptr_34 : index to i64
      %183 = llvm.inttoptr %182 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %125 : memref<32x32xf32, strided<[1, 32]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %125 : memref<32x32xf32, strided<[1, 32]>, 1> -> index
      %184 = arith.index_cast %intptr_39 : index to i64
      %185 = llvm.inttoptr %184 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %139 : memref<56x9xf64, strided<[1, 56]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %139 : memref<56x9xf64, strided<[1, 56]>, 1> -> index
      %186 = arith.index_cast %intptr_44 : index to i64
      %187 = llvm.inttoptr %186 : i64 to !llvm.ptr<1>
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %153 : memref<56x56xf64, strided<[1, 56]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %153 : memref<56x56xf64, strided<[1, 56]>, 1> -> index
      %188 = arith.index_cast %intptr_49 : index to i64
      %189 = llvm.inttoptr %188 : i64 to !llvm.ptr<1>
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %167 : memref<9x56xf64, strided<[1, 9]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %167 : memref<9x56xf64, strided<[1, 9]>, 1> -> index
      %190 = arith.index_cast %intptr_54 : index to i64
      %191 = llvm.inttoptr %190 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_55 = memref.alloca() : memref<f32>
      %alloca_56 = memref.alloca() : memref<f64>
      %alloca_57 = memref.alloca() : memref<f64>
      %alloca_58 = memref.alloca() : memref<f64>
      %alloca_59 = memref.alloca() : memref<f64>
      %alloca_60 = memref.alloca() : memref<f32>
      %alloca_61 = memref.alloca() : memref<f32>
      %alloca_62 = memref.alloca() : memref<f32>
      %alloca_63 = memref.alloca() : memref<f32>
      %alloca_64 = memref.alloca() : memref<f64>
      %alloca_65 = memref.alloca() : memref<f64>
      gpu.barrier
      %c0_i64 = arith.constant 0 : i64
      %c2_i64 = arith.constant 2 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64 to %c2_i64 step %c1_i64  : i64 {
        %thread_id_x_104 = gpu.thread_id  x
        %226 = arith.index_cast %thread_id_x_104 : index to i64
        %c64_i64_105 = arith.constant 64 : i64
        %thread_id_y_106 = gpu.thread_id  y
        %227 = arith.index_cast %thread_id_y_106 : index to i64
        %228 = arith.muli %c64_i64_105, %227 : i64
        %229 = arith.addi %226, %228 : i64
        %c512_i64 = arith.constant 512 : i64
        %230 = arith.muli %arg14, %c512_i64 : i64
        %231 = arith.addi %229, %230 : i64
        %c576_i64 = arith.constant 576 : i64
        %232 = arith.cmpi slt, %231, %c576_i64 : i64
        scf.if %232 {
          %c9_i64_107 = arith.constant 9 : i64
          %233 = arith.remsi %231, %c9_i64_107 : i64
          %c9_i64_108 = arith.constant 9 : i64
          %234 = arith.divsi %231, %c9_i64_108 : i64
          %c55_i64 = arith.constant 55 : i64
          %235 = arith.minsi %234, %c55_i64 : i64
          %c9_i64_109 = arith.constant 9 : i64
          %236 = arith.muli %235, %c9_i64_109 : i64
          %237 = arith.addi %233, %236 : i64
          %238 = llvm.getelementptr %169[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %239 = llvm.load %238 : !llvm.ptr<1> -> f32
          %240 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_transposed : !llvm.ptr<3>
          %c64_i64_110 = arith.constant 64 : i64
          %241 = arith.muli %233, %c64_i64_110 : i64
          %242 = arith.addi %234, %241 : i64
          %243 = llvm.getelementptr %240[%242] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %239, %243 : f32, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %192 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_66 = gpu.thread_id  x
      %193 = arith.index_cast %thread_id_x_66 : index to i64
      %thread_id_y = gpu.thread_id  y
      %194 = arith.index_cast %thread_id_y : index to i64
      %c8_i64 = arith.constant 8 : i64
      %195 = arith.minsi %194, %c8_i64 : i64
      %thread_id_y_67 = gpu.thread_id  y
      %196 = arith.index_cast %thread_id_y_67 : index to i64
      %c8_i64_68 = arith.constant 8 : i64
      %197 = arith.addi %196, %c8_i64_68 : i64
      %c8_i64_69 = arith.constant 8 : i64
      %198 = arith.minsi %197, %c8_i64_69 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_70 = arith.constant 0.000000e+00 : f32
      memref.store %cst_70, %alloca_55[] : memref<f32>
      %c0_i64_71 = arith.constant 0 : i64
      %c9_i64 = arith.constant 9 : i64
      %c1_i64_72 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_71 to %c9_i64 step %c1_i64_72  : i64 {
        %226 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_transposed : !llvm.ptr<3>
        %c64_i64_104 = arith.constant 64 : i64
        %227 = arith.muli %arg14, %c64_i64_104 : i64
        %228 = arith.addi %193, %227 : i64
        %229 = llvm.getelementptr %226[%228] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %230 = llvm.load %229 : !llvm.ptr<3> -> f32
        %c9_i64_105 = arith.constant 9 : i64
        %231 = arith.muli %195, %c9_i64_105 : i64
        %232 = arith.addi %arg14, %231 : i64
        %233 = llvm.getelementptr %171[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %234 = llvm.load %233 : !llvm.ptr<1> -> f32
        %c9_i64_106 = arith.constant 9 : i64
        %235 = arith.muli %198, %c9_i64_106 : i64
        %236 = arith.addi %arg14, %235 : i64
        %237 = llvm.getelementptr %171[%236] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %238 = llvm.load %237 : !llvm.ptr<1> -> f32
        %239 = memref.load %alloca[] : memref<f32>
        %240 = llvm.intr.fma(%230, %234, %239) : (f32, f32, f32) -> f32
        memref.store %240, %alloca[] : memref<f32>
        %241 = memref.load %alloca_55[] : memref<f32>
        %242 = llvm.intr.fma(%230, %238, %241) : (f32, f32, f32) -> f32
        memref.store %242, %alloca_55[] : memref<f32>
      }
      %c56_i64 = arith.constant 56 : i64
      %199 = arith.cmpi slt, %192, %c56_i64 : i64
      scf.if %199 {
        %c9_i64_104 = arith.constant 9 : i64
        %226 = arith.cmpi slt, %194, %c9_i64_104 : i64
        scf.if %226 {
          %c56_i64_106 = arith.constant 56 : i64
          %228 = arith.muli %194, %c56_i64_106 : i64
          %229 = arith.addi %192, %228 : i64
          %230 = llvm.getelementptr %173[%229] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %231 = llvm.load %230 : !llvm.ptr<1> -> f32
          %232 = memref.load %alloca[] : memref<f32>
          %233 = arith.mulf %arg0, %232 : f32
          %234 = llvm.intr.fma(%arg1, %231, %233) : (f32, f32, f32) -> f32
          %c56_i64_107 = arith.constant 56 : i64
          %235 = arith.muli %194, %c56_i64_107 : i64
          %236 = arith.addi %192, %235 : i64
          %237 = llvm.getelementptr %173[%236] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %234, %237 : f32, !llvm.ptr<1>
        }
        %c9_i64_105 = arith.constant 9 : i64
        %227 = arith.cmpi slt, %197, %c9_i64_105 : i64
        scf.if %227 {
          %c56_i64_106 = arith.constant 56 : i64
          %228 = arith.muli %197, %c56_i64_106 : i64
          %229 = arith.addi %192, %228 : i64
          %230 = llvm.getelementptr %173[%229] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %231 = llvm.load %230 : !llvm.ptr<1> -> f32
          %232 = memref.load %alloca_55[] : memref<f32>
          %233 = arith.mulf %arg0, %232 : f32
          %234 = llvm.intr.fma(%arg1, %231, %233) : (f32, f32, f32) -> f32
          %c56_i64_107 = arith.constant 56 : i64
          %235 = arith.muli %197, %c56_i64_107 : i64
          %236 = arith.addi %192, %235 : i64
          %237 = llvm.getelementptr %173[%236] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %234, %237 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_73 = gpu.thread_id  x
      %200 = arith.index_cast %thread_id_x_73 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y_74 = gpu.thread_id  y
      %201 = arith.index_cast %thread_id_y_74 : index to i64
      %202 = arith.muli %c64_i64, %201 : i64
      %203 = arith.addi %200, %202 : i64
      %c32_i64 = arith.constant 32 : i64
      %204 = arith.divsi %203, %c32_i64 : i64
      %c32_i64_75 = arith.constant 32 : i64
      %205 = arith.remsi %203, %c32_i64_75 : i64
      %c4_i64 = arith.constant 4 : i64
      %206 = arith.divsi %205, %c4_i64 : i64
      %c4_i64_76 = arith.constant 4 : i64
      %207 = arith.remsi %205, %c4_i64_76 : i64
      %c6_i64 = arith.constant 6 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg14 = %204 to %c6_i64 step %c16_i64  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %226 = arith.remsi %arg14, %c3_i64 : i64
        %c3_i64_104 = arith.constant 3 : i64
        %227 = arith.divsi %arg14, %c3_i64_104 : i64
        %c8_i64_105 = arith.constant 8 : i64
        %228 = arith.muli %226, %c8_i64_105 : i64
        %c8_i64_106 = arith.constant 8 : i64
        %229 = arith.muli %227, %c8_i64_106 : i64
        %cst_107 = arith.constant 0.000000e+00 : f64
        memref.store %cst_107, %alloca_56[] : memref<f64>
        %cst_108 = arith.constant 0.000000e+00 : f64
        memref.store %cst_108, %alloca_57[] : memref<f64>
        %230 = arith.addi %228, %206 : i64
        %c19_i64 = arith.constant 19 : i64
        %231 = arith.minsi %230, %c19_i64 : i64
        %232 = arith.addi %229, %206 : i64
        %c12_i64 = arith.constant 12 : i64
        %233 = arith.minsi %232, %c12_i64 : i64
        %c0_i64_109 = arith.constant 0 : i64
        %c20_i64 = arith.constant 20 : i64
        %c4_i64_110 = arith.constant 4 : i64
        scf.for %arg15 = %c0_i64_109 to %c20_i64 step %c4_i64_110  : i64 {
          %268 = arith.addi %arg15, %207 : i64
          %269 = arith.addi %arg15, %207 : i64
          %c21_i64_124 = arith.constant 21 : i64
          %270 = arith.muli %231, %c21_i64_124 : i64
          %271 = arith.addi %268, %270 : i64
          %272 = llvm.getelementptr %175[%271] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %273 = llvm.load %272 : !llvm.ptr<1> -> f64
          %c13_i64_125 = arith.constant 13 : i64
          %274 = arith.muli %269, %c13_i64_125 : i64
          %275 = arith.addi %233, %274 : i64
          %276 = llvm.getelementptr %177[%275] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %277 = llvm.load %276 : !llvm.ptr<1> -> f64
          %278 = memref.load %alloca_56[] : memref<f64>
          %279 = memref.load %alloca_57[] : memref<f64>
          %280 = nvvm.mma.sync A[%273]  B[%277]  C[%278, %279]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %281 = llvm.extractvalue %280[0] : !llvm.struct<(f64, f64)> 
          memref.store %281, %alloca_56[] : memref<f64>
          %282 = llvm.extractvalue %280[1] : !llvm.struct<(f64, f64)> 
          memref.store %282, %alloca_57[] : memref<f64>
        }
        %c20_i64_111 = arith.constant 20 : i64
        %234 = arith.addi %c20_i64_111, %207 : i64
        %c20_i64_112 = arith.constant 20 : i64
        %235 = arith.addi %c20_i64_112, %207 : i64
        %c20_i64_113 = arith.constant 20 : i64
        %236 = arith.minsi %234, %c20_i64_113 : i64
        %c21_i64 = arith.constant 21 : i64
        %237 = arith.muli %231, %c21_i64 : i64
        %238 = arith.addi %236, %237 : i64
        %239 = llvm.getelementptr %175[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %240 = llvm.load %239 : !llvm.ptr<1> -> f64
        memref.store %240, %alloca_58[] : memref<f64>
        %c21_i64_114 = arith.constant 21 : i64
        %241 = arith.cmpi sge, %234, %c21_i64_114 : i64
        scf.if %241 {
          %cst_124 = arith.constant 0.000000e+00 : f64
          memref.store %cst_124, %alloca_58[] : memref<f64>
        }
        %c20_i64_115 = arith.constant 20 : i64
        %242 = arith.minsi %235, %c20_i64_115 : i64
        %c13_i64 = arith.constant 13 : i64
        %243 = arith.muli %242, %c13_i64 : i64
        %244 = arith.addi %233, %243 : i64
        %245 = llvm.getelementptr %177[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %246 = llvm.load %245 : !llvm.ptr<1> -> f64
        memref.store %246, %alloca_59[] : memref<f64>
        %c21_i64_116 = arith.constant 21 : i64
        %247 = arith.cmpi sge, %235, %c21_i64_116 : i64
        scf.if %247 {
          %cst_124 = arith.constant 0.000000e+00 : f64
          memref.store %cst_124, %alloca_59[] : memref<f64>
        }
        %248 = memref.load %alloca_58[] : memref<f64>
        %249 = memref.load %alloca_59[] : memref<f64>
        %250 = memref.load %alloca_56[] : memref<f64>
        %251 = memref.load %alloca_57[] : memref<f64>
        %252 = nvvm.mma.sync A[%248]  B[%249]  C[%250, %251]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %253 = llvm.extractvalue %252[0] : !llvm.struct<(f64, f64)> 
        memref.store %253, %alloca_56[] : memref<f64>
        %254 = llvm.extractvalue %252[1] : !llvm.struct<(f64, f64)> 
        memref.store %254, %alloca_57[] : memref<f64>
        %255 = arith.addi %228, %206 : i64
        %c2_i64_117 = arith.constant 2 : i64
        %256 = arith.muli %207, %c2_i64_117 : i64
        %257 = arith.addi %229, %256 : i64
        %c20_i64_118 = arith.constant 20 : i64
        %258 = arith.cmpi slt, %255, %c20_i64_118 : i64
        %c13_i64_119 = arith.constant 13 : i64
        %259 = arith.cmpi slt, %257, %c13_i64_119 : i64
        %260 = arith.andi %258, %259 : i1
        scf.if %260 {
          %268 = memref.load %alloca_56[] : memref<f64>
          %c20_i64_124 = arith.constant 20 : i64
          %269 = arith.muli %257, %c20_i64_124 : i64
          %270 = arith.addi %255, %269 : i64
          %271 = llvm.getelementptr %179[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %268, %271 : f64, !llvm.ptr<1>
        }
        %261 = arith.addi %228, %206 : i64
        %c2_i64_120 = arith.constant 2 : i64
        %262 = arith.muli %207, %c2_i64_120 : i64
        %c1_i64_121 = arith.constant 1 : i64
        %263 = arith.addi %262, %c1_i64_121 : i64
        %264 = arith.addi %229, %263 : i64
        %c20_i64_122 = arith.constant 20 : i64
        %265 = arith.cmpi slt, %261, %c20_i64_122 : i64
        %c13_i64_123 = arith.constant 13 : i64
        %266 = arith.cmpi slt, %264, %c13_i64_123 : i64
        %267 = arith.andi %265, %266 : i1
        scf.if %267 {
          %268 = memref.load %alloca_57[] : memref<f64>
          %c20_i64_124 = arith.constant 20 : i64
          %269 = arith.muli %264, %c20_i64_124 : i64
          %270 = arith.addi %261, %269 : i64
          %271 = llvm.getelementptr %179[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %268, %271 : f64, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_77 = arith.constant 0 : i64
      %c4_i64_78 = arith.constant 4 : i64
      %c1_i64_79 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_77 to %c4_i64_78 step %c1_i64_79  : i64 {
        %thread_id_x_104 = gpu.thread_id  x
        %226 = arith.index_cast %thread_id_x_104 : index to i64
        %c64_i64_105 = arith.constant 64 : i64
        %thread_id_y_106 = gpu.thread_id  y
        %227 = arith.index_cast %thread_id_y_106 : index to i64
        %228 = arith.muli %c64_i64_105, %227 : i64
        %229 = arith.addi %226, %228 : i64
        %c512_i64 = arith.constant 512 : i64
        %230 = arith.muli %arg14, %c512_i64 : i64
        %231 = arith.addi %229, %230 : i64
        %c32_i64_107 = arith.constant 32 : i64
        %232 = arith.remsi %231, %c32_i64_107 : i64
        %c32_i64_108 = arith.constant 32 : i64
        %233 = arith.divsi %231, %c32_i64_108 : i64
        %c31_i64 = arith.constant 31 : i64
        %234 = arith.minsi %233, %c31_i64 : i64
        %c32_i64_109 = arith.constant 32 : i64
        %235 = arith.muli %234, %c32_i64_109 : i64
        %236 = arith.addi %232, %235 : i64
        %237 = llvm.getelementptr %181[%236] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %238 = llvm.load %237 : !llvm.ptr<1> -> f32
        %239 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_transposed : !llvm.ptr<3>
        %c64_i64_110 = arith.constant 64 : i64
        %240 = arith.muli %232, %c64_i64_110 : i64
        %241 = arith.addi %233, %240 : i64
        %242 = llvm.getelementptr %239[%241] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %238, %242 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_80 = gpu.thread_id  x
      %208 = arith.index_cast %thread_id_x_80 : index to i64
      %thread_id_x_81 = gpu.thread_id  x
      %209 = arith.index_cast %thread_id_x_81 : index to i64
      %thread_id_y_82 = gpu.thread_id  y
      %210 = arith.index_cast %thread_id_y_82 : index to i64
      %thread_id_y_83 = gpu.thread_id  y
      %211 = arith.index_cast %thread_id_y_83 : index to i64
      %c8_i64_84 = arith.constant 8 : i64
      %212 = arith.addi %211, %c8_i64_84 : i64
      %thread_id_y_85 = gpu.thread_id  y
      %213 = arith.index_cast %thread_id_y_85 : index to i64
      %c16_i64_86 = arith.constant 16 : i64
      %214 = arith.addi %213, %c16_i64_86 : i64
      %thread_id_y_87 = gpu.thread_id  y
      %215 = arith.index_cast %thread_id_y_87 : index to i64
      %c24_i64 = arith.constant 24 : i64
      %216 = arith.addi %215, %c24_i64 : i64
      %cst_88 = arith.constant 0.000000e+00 : f32
      memref.store %cst_88, %alloca_60[] : memref<f32>
      %cst_89 = arith.constant 0.000000e+00 : f32
      memref.store %cst_89, %alloca_61[] : memref<f32>
      %cst_90 = arith.constant 0.000000e+00 : f32
      memref.store %cst_90, %alloca_62[] : memref<f32>
      %cst_91 = arith.constant 0.000000e+00 : f32
      memref.store %cst_91, %alloca_63[] : memref<f32>
      %c0_i64_92 = arith.constant 0 : i64
      %c32_i64_93 = arith.constant 32 : i64
      %c1_i64_94 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_92 to %c32_i64_93 step %c1_i64_94  : i64 {
        %226 = llvm.mlir.addressof @__tinyc_stack_gemm_vector_transposed : !llvm.ptr<3>
        %c64_i64_104 = arith.constant 64 : i64
        %227 = arith.muli %arg14, %c64_i64_104 : i64
        %228 = arith.addi %209, %227 : i64
        %229 = llvm.getelementptr %226[%228] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %230 = llvm.load %229 : !llvm.ptr<3> -> f32
        %c32_i64_105 = arith.constant 32 : i64
        %231 = arith.muli %210, %c32_i64_105 : i64
        %232 = arith.addi %arg14, %231 : i64
        %233 = llvm.getelementptr %183[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %234 = llvm.load %233 : !llvm.ptr<1> -> f32
        %c32_i64_106 = arith.constant 32 : i64
        %235 = arith.muli %212, %c32_i64_106 : i64
        %236 = arith.addi %arg14, %235 : i64
        %237 = llvm.getelementptr %183[%236] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %238 = llvm.load %237 : !llvm.ptr<1> -> f32
        %c32_i64_107 = arith.constant 32 : i64
        %239 = arith.muli %214, %c32_i64_107 : i64
        %240 = arith.addi %arg14, %239 : i64
        %241 = llvm.getelementptr %183[%240] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %242 = llvm.load %241 : !llvm.ptr<1> -> f32
        %c32_i64_108 = arith.constant 32 : i64
        %243 = arith.muli %216, %c32_i64_108 : i64
        %244 = arith.addi %arg14, %243 : i64
        %245 = llvm.getelementptr %183[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %246 = llvm.load %245 : !llvm.ptr<1> -> f32
        %247 = memref.load %alloca_60[] : memref<f32>
        %248 = llvm.intr.fma(%230, %234, %247) : (f32, f32, f32) -> f32
        memref.store %248, %alloca_60[] : memref<f32>
        %249 = memref.load %alloca_61[] : memref<f32>
        %250 = llvm.intr.fma(%230, %238, %249) : (f32, f32, f32) -> f32
        memref.store %250, %alloca_61[] : memref<f32>
        %251 = memref.load %alloca_62[] : memref<f32>
        %252 = llvm.intr.fma(%230, %242, %251) : (f32, f32, f32) -> f32
        memref.store %252, %alloca_62[] : memref<f32>
        %253 = memref.load %alloca_63[] : memref<f32>
        %254 = llvm.intr.fma(%230, %246, %253) : (f32, f32, f32) -> f32
        memref.store %254, %alloca_63[] : memref<f32>
      }
      %c32_i64_95 = arith.constant 32 : i64
      %217 = arith.cmpi slt, %208, %c32_i64_95 : i64
      scf.if %217 {
        %c32_i64_104 = arith.constant 32 : i64
        %226 = arith.muli %210, %c32_i64_104 : i64
        %227 = arith.addi %208, %226 : i64
        %228 = llvm.getelementptr %185[%227] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %229 = llvm.load %228 : !llvm.ptr<1> -> f32
        %230 = memref.load %alloca_60[] : memref<f32>
        %231 = arith.addf %229, %230 : f32
        %c32_i64_105 = arith.constant 32 : i64
        %232 = arith.muli %210, %c32_i64_105 : i64
        %233 = arith.addi %208, %232 : i64
        %234 = llvm.getelementptr %185[%233] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %231, %234 : f32, !llvm.ptr<1>
        %c32_i64_106 = arith.constant 32 : i64
        %235 = arith.muli %212, %c32_i64_106 : i64
        %236 = arith.addi %208, %235 : i64
        %237 = llvm.getelementptr %185[%236] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %238 = llvm.load %237 : !llvm.ptr<1> -> f32
        %239 = memref.load %alloca_61[] : memref<f32>
        %240 = arith.addf %238, %239 : f32
        %c32_i64_107 = arith.constant 32 : i64
        %241 = arith.muli %212, %c32_i64_107 : i64
        %242 = arith.addi %208, %241 : i64
        %243 = llvm.getelementptr %185[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %240, %243 : f32, !llvm.ptr<1>
        %c32_i64_108 = arith.constant 32 : i64
        %244 = arith.muli %214, %c32_i64_108 : i64
        %245 = arith.addi %208, %244 : i64
        %246 = llvm.getelementptr %185[%245] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %247 = llvm.load %246 : !llvm.ptr<1> -> f32
        %248 = memref.load %alloca_62[] : memref<f32>
        %249 = arith.addf %247, %248 : f32
        %c32_i64_109 = arith.constant 32 : i64
        %250 = arith.muli %214, %c32_i64_109 : i64
        %251 = arith.addi %208, %250 : i64
        %252 = llvm.getelementptr %185[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %249, %252 : f32, !llvm.ptr<1>
        %c32_i64_110 = arith.constant 32 : i64
        %253 = arith.muli %216, %c32_i64_110 : i64
        %254 = arith.addi %208, %253 : i64
        %255 = llvm.getelementptr %185[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %256 = llvm.load %255 : !llvm.ptr<1> -> f32
        %257 = memref.load %alloca_63[] : memref<f32>
        %258 = arith.addf %256, %257 : f32
        %c32_i64_111 = arith.constant 32 : i64
        %259 = arith.muli %216, %c32_i64_111 : i64
        %260 = arith.addi %208, %259 : i64
        %261 = llvm.getelementptr %185[%260] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %258, %261 : f32, !llvm.ptr<1>
      }
      %thread_id_x_96 = gpu.thread_id  x
      %218 = arith.index_cast %thread_id_x_96 : index to i64
      %c64_i64_97 = arith.constant 64 : i64
      %thread_id_y_98 = gpu.thread_id  y
      %219 = arith.index_cast %thread_id_y_98 : index to i64
      %220 = arith.muli %c64_i64_97, %219 : i64
      %221 = arith.addi %218, %220 : i64
      %c32_i64_99 = arith.constant 32 : i64
      %222 = arith.divsi %221, %c32_i64_99 : i64
      %c32_i64_100 = arith.constant 32 : i64
      %223 = arith.remsi %221, %c32_i64_100 : i64
      %c4_i64_101 = arith.constant 4 : i64
      %224 = arith.divsi %223, %c4_i64_101 : i64
      %c4_i64_102 = arith.constant 4 : i64
      %225 = arith.remsi %223, %c4_i64_102 : i64
      %c14_i64 = arith.constant 14 : i64
      %c16_i64_103 = arith.constant 16 : i64
      scf.for %arg14 = %222 to %c14_i64 step %c16_i64_103  : i64 {
        %c2_i64_104 = arith.constant 2 : i64
        %226 = arith.remsi %arg14, %c2_i64_104 : i64
        %c2_i64_105 = arith.constant 2 : i64
        %227 = arith.divsi %arg14, %c2_i64_105 : i64
        %c8_i64_106 = arith.constant 8 : i64
        %228 = arith.muli %226, %c8_i64_106 : i64
        %c8_i64_107 = arith.constant 8 : i64
        %229 = arith.muli %227, %c8_i64_107 : i64
        %cst_108 = arith.constant 0.000000e+00 : f64
        memref.store %cst_108, %alloca_64[] : memref<f64>
        %cst_109 = arith.constant 0.000000e+00 : f64
        memref.store %cst_109, %alloca_65[] : memref<f64>
        %230 = arith.addi %228, %224 : i64
        %c8_i64_110 = arith.constant 8 : i64
        %231 = arith.minsi %230, %c8_i64_110 : i64
        %232 = arith.addi %229, %224 : i64
        %c0_i64_111 = arith.constant 0 : i64
        %c56_i64_112 = arith.constant 56 : i64
        %c4_i64_113 = arith.constant 4 : i64
        scf.for %arg15 = %c0_i64_111 to %c56_i64_112 step %c4_i64_113  : i64 {
          %242 = arith.addi %arg15, %225 : i64
          %243 = arith.addi %arg15, %225 : i64
          %c56_i64_119 = arith.constant 56 : i64
          %244 = arith.muli %231, %c56_i64_119 : i64
          %245 = arith.addi %242, %244 : i64
          %246 = llvm.getelementptr %187[%245] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %247 = llvm.load %246 : !llvm.ptr<1> -> f64
          %c56_i64_120 = arith.constant 56 : i64
          %248 = arith.muli %232, %c56_i64_120 : i64
          %249 = arith.addi %243, %248 : i64
          %250 = llvm.getelementptr %189[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %251 = llvm.load %250 : !llvm.ptr<1> -> f64
          %252 = memref.load %alloca_64[] : memref<f64>
          %253 = memref.load %alloca_65[] : memref<f64>
          %254 = nvvm.mma.sync A[%247]  B[%251]  C[%252, %253]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %255 = llvm.extractvalue %254[0] : !llvm.struct<(f64, f64)> 
          memref.store %255, %alloca_64[] : memref<f64>
          %256 = llvm.extractvalue %254[1] : !llvm.struct<(f64, f64)> 
          memref.store %256, %alloca_65[] : memref<f64>
        }
        %233 = arith.addi %228, %224 : i64
        %c2_i64_114 = arith.constant 2 : i64
        %234 = arith.muli %225, %c2_i64_114 : i64
        %235 = arith.addi %229, %234 : i64
        %c9_i64_115 = arith.constant 9 : i64
        %236 = arith.cmpi slt, %233, %c9_i64_115 : i64
        scf.if %236 {
          %c9_i64_119 = arith.constant 9 : i64
          %242 = arith.muli %235, %c9_i64_119 : i64
          %243 = arith.addi %233, %242 : i64
          %244 = llvm.getelementptr %191[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %245 = llvm.load %244 : !llvm.ptr<1> -> f64
          %246 = memref.load %alloca_64[] : memref<f64>
          %247 = arith.addf %245, %246 : f64
          %c9_i64_120 = arith.constant 9 : i64
          %248 = arith.muli %235, %c9_i64_120 : i64
          %249 = arith.addi %233, %248 : i64
          %250 = llvm.getelementptr %191[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %247, %250 : f64, !llvm.ptr<1>
        }
        %237 = arith.addi %228, %224 : i64
        %c2_i64_116 = arith.constant 2 : i64
        %238 = arith.muli %225, %c2_i64_116 : i64
        %c1_i64_117 = arith.constant 1 : i64
        %239 = arith.addi %238, %c1_i64_117 : i64
        %240 = arith.addi %229, %239 : i64
        %c9_i64_118 = arith.constant 9 : i64
        %241 = arith.cmpi slt, %237, %c9_i64_118 : i64
        scf.if %241 {
          %c9_i64_119 = arith.constant 9 : i64
          %242 = arith.muli %240, %c9_i64_119 : i64
          %243 = arith.addi %237, %242 : i64
          %244 = llvm.getelementptr %191[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %245 = llvm.load %244 : !llvm.ptr<1> -> f64
          %246 = memref.load %alloca_65[] : memref<f64>
          %247 = arith.addf %245, %246 : f64
          %c9_i64_120 = arith.constant 9 : i64
          %248 = arith.muli %240, %c9_i64_120 : i64
          %249 = arith.addi %237, %248 : i64
          %250 = llvm.getelementptr %191[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %247, %250 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
