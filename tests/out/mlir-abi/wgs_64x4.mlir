module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @wgs_64x4(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: !llvm.ptr<1>, %arg12: !llvm.ptr<1>, %arg13: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 64, 4, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(70 : i64) : i64
      %3 = llvm.mlir.constant(5 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(70 : i64) : i64
      %6 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg0, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %1, %7[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %2, %8[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %5, %11[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<70x5xf32, strided<[1, 70]>, 1>
      %14 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %15 = llvm.mlir.constant(0 : i64) : i64
      %16 = llvm.mlir.constant(5 : i64) : i64
      %17 = llvm.mlir.constant(45 : i64) : i64
      %18 = llvm.mlir.constant(1 : i64) : i64
      %19 = llvm.mlir.constant(5 : i64) : i64
      %20 = llvm.insertvalue %arg1, %14[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %arg1, %20[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %15, %21[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %18, %24[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %19, %25[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<5x45xf32, strided<[1, 5]>, 1>
      %28 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %29 = llvm.mlir.constant(0 : i64) : i64
      %30 = llvm.mlir.constant(70 : i64) : i64
      %31 = llvm.mlir.constant(45 : i64) : i64
      %32 = llvm.mlir.constant(1 : i64) : i64
      %33 = llvm.mlir.constant(70 : i64) : i64
      %34 = llvm.insertvalue %arg2, %28[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg2, %34[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %31, %37[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %32, %38[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %33, %39[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = builtin.unrealized_conversion_cast %40 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<70x45xf32, strided<[1, 70]>, 1>
      %42 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %43 = llvm.mlir.constant(0 : i64) : i64
      %44 = llvm.mlir.constant(9 : i64) : i64
      %45 = llvm.mlir.constant(67 : i64) : i64
      %46 = llvm.mlir.constant(1 : i64) : i64
      %47 = llvm.mlir.constant(9 : i64) : i64
      %48 = llvm.insertvalue %arg3, %42[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %arg3, %48[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %43, %49[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = llvm.insertvalue %44, %50[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %52 = llvm.insertvalue %45, %51[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %53 = llvm.insertvalue %46, %52[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.insertvalue %47, %53[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = builtin.unrealized_conversion_cast %54 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x67xf32, strided<[1, 9]>, 1>
      %56 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %57 = llvm.mlir.constant(0 : i64) : i64
      %58 = llvm.mlir.constant(67 : i64) : i64
      %59 = llvm.mlir.constant(9 : i64) : i64
      %60 = llvm.mlir.constant(1 : i64) : i64
      %61 = llvm.mlir.constant(67 : i64) : i64
      %62 = llvm.insertvalue %arg4, %56[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %arg4, %62[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = llvm.insertvalue %57, %63[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %65 = llvm.insertvalue %58, %64[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %66 = llvm.insertvalue %59, %65[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %67 = llvm.insertvalue %60, %66[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %68 = llvm.insertvalue %61, %67[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %69 = builtin.unrealized_conversion_cast %68 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<67x9xf32, strided<[1, 67]>, 1>
      %70 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %71 = llvm.mlir.constant(0 : i64) : i64
      %72 = llvm.mlir.constant(300 : i64) : i64
      %73 = llvm.mlir.constant(3 : i64) : i64
      %74 = llvm.mlir.constant(1 : i64) : i64
      %75 = llvm.mlir.constant(300 : i64) : i64
      %76 = llvm.insertvalue %arg5, %70[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %77 = llvm.insertvalue %arg5, %76[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %78 = llvm.insertvalue %71, %77[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %79 = llvm.insertvalue %72, %78[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %80 = llvm.insertvalue %73, %79[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %81 = llvm.insertvalue %74, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %82 = llvm.insertvalue %75, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %83 = builtin.unrealized_conversion_cast %82 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<300x3xf32, strided<[1, 300]>, 1>
      %84 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %85 = llvm.mlir.constant(0 : i64) : i64
      %86 = llvm.mlir.constant(3 : i64) : i64
      %87 = llvm.mlir.constant(1 : i64) : i64
      %88 = llvm.insertvalue %arg6, %84[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %89 = llvm.insertvalue %arg6, %88[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %90 = llvm.insertvalue %85, %89[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %91 = llvm.insertvalue %86, %90[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %92 = llvm.insertvalue %87, %91[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %93 = builtin.unrealized_conversion_cast %92 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<3xf32, strided<[1]>, 1>
      %94 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %95 = llvm.mlir.constant(0 : i64) : i64
      %96 = llvm.mlir.constant(300 : i64) : i64
      %97 = llvm.mlir.constant(1 : i64) : i64
      %98 = llvm.insertvalue %arg7, %94[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %99 = llvm.insertvalue %arg7, %98[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %100 = llvm.insertvalue %95, %99[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %101 = llvm.insertvalue %96, %100[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %102 = llvm.insertvalue %97, %101[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %103 = builtin.unrealized_conversion_cast %102 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<300xf32, strided<[1]>, 1>
      %104 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %105 = llvm.mlir.constant(0 : i64) : i64
      %106 = llvm.mlir.constant(300 : i64) : i64
      %107 = llvm.mlir.constant(1 : i64) : i64
      %108 = llvm.insertvalue %arg8, %104[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %109 = llvm.insertvalue %arg8, %108[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %110 = llvm.insertvalue %105, %109[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %111 = llvm.insertvalue %106, %110[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %112 = llvm.insertvalue %107, %111[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %113 = builtin.unrealized_conversion_cast %112 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<300xf32, strided<[1]>, 1>
      %114 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64)>
      %115 = llvm.mlir.constant(0 : i64) : i64
      %116 = llvm.insertvalue %arg9, %114[0] : !llvm.struct<(ptr<1>, ptr<1>, i64)> 
      %117 = llvm.insertvalue %arg9, %116[1] : !llvm.struct<(ptr<1>, ptr<1>, i64)> 
      %118 = llvm.insertvalue %115, %117[2] : !llvm.struct<(ptr<1>, ptr<1>, i64)> 
      %119 = builtin.unrealized_conversion_cast %118 : !llvm.struct<(ptr<1>, ptr<1>, i64)> to memref<f32, 1>
      %120 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %121 = llvm.mlir.constant(0 : i64) : i64
      %122 = llvm.mlir.constant(70 : i64) : i64
      %123 = llvm.mlir.constant(1 : i64) : i64
      %124 = llvm.insertvalue %arg10, %120[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %125 = llvm.insertvalue %arg10, %124[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %126 = llvm.insertvalue %121, %125[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %127 = llvm.insertvalue %122, %126[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %128 = llvm.insertvalue %123, %127[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %129 = builtin.unrealized_conversion_cast %128 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<70xf32, strided<[1]>, 1>
      %130 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %131 = llvm.mlir.constant(0 : i64) : i64
      %132 = llvm.mlir.constant(5 : i64) : i64
      %133 = llvm.mlir.constant(1 : i64) : i64
      %134 = llvm.insertvalue %arg11, %130[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %135 = llvm.insertvalue %arg11, %134[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %136 = llvm.insertvalue %131, %135[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %137 = llvm.insertvalue %132, %136[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %138 = llvm.insertvalue %133, %137[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %139 = builtin.unrealized_conversion_cast %138 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<5xf32, strided<[1]>, 1>
      %140 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %141 = llvm.mlir.constant(0 : i64) : i64
      %142 = llvm.mlir.constant(70 : i64) : i64
      %143 = llvm.mlir.constant(5 : i64) : i64
      %144 = llvm.mlir.constant(1 : i64) : i64
      %145 = llvm.mlir.constant(70 : i64) : i64
      %146 = llvm.insertvalue %arg12, %140[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %147 = llvm.insertvalue %arg12, %146[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %148 = llvm.insertvalue %141, %147[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %149 = llvm.insertvalue %142, %148[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %150 = llvm.insertvalue %143, %149[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %151 = llvm.insertvalue %144, %150[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %152 = llvm.insertvalue %145, %151[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %153 = builtin.unrealized_conversion_cast %152 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<70x5xf32, strided<[1, 70]>, 1>
      %154 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %155 = llvm.mlir.constant(0 : i64) : i64
      %156 = llvm.mlir.constant(300 : i64) : i64
      %157 = llvm.mlir.constant(1 : i64) : i64
      %158 = llvm.insertvalue %arg13, %154[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %159 = llvm.insertvalue %arg13, %158[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %160 = llvm.insertvalue %155, %159[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %161 = llvm.insertvalue %156, %160[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %162 = llvm.insertvalue %157, %161[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %163 = builtin.unrealized_conversion_cast %162 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<300xi32, strided<[1]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %13 : memref<70x5xf32, strided<[1, 70]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %13 : memref<70x5xf32, strided<[1, 70]>, 1> -> index
      %164 = arith.index_cast %intptr : index to i64
      %165 = llvm.inttoptr %164 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %27 : memref<5x45xf32, strided<[1, 5]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %27 : memref<5x45xf32, strided<[1, 5]>, 1> -> index
      %166 = arith.index_cast %intptr_4 : index to i64
      %167 = llvm.inttoptr %166 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %41 : memref<70x45xf32, strided<[1, 70]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %41 : memref<70x45xf32, strided<[1, 70]>, 1> -> index
      %168 = arith.index_cast %intptr_9 : index to i64
      %169 = llvm.inttoptr %168 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %55 : memref<9x67xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %55 : memref<9x67xf32, strided<[1, 9]>, 1> -> index
      %170 = arith.index_cast %intptr_14 : index to i64
      %171 = llvm.inttoptr %170 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %69 : memref<67x9xf32, strided<[1, 67]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %69 : memref<67x9xf32, strided<[1, 67]>, 1> -> index
      %172 = arith.index_cast %intptr_19 : index to i64
      %173 = llvm.inttoptr %172 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %83 : memref<300x3xf32, strided<[1, 300]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %83 : memref<300x3xf32, strided<[1, 300]>, 1> -> index
      %174 = arith.index_cast %intptr_24 : index to i64
      %175 = llvm.inttoptr %174 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27, %strides_28 = memref.extract_strided_metadata %93 : memref<3xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %93 : memref<3xf32, strided<[1]>, 1> -> index
      %176 = arith.index_cast %intptr_29 : index to i64
      %177 = llvm.inttoptr %176 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32, %strides_33 = memref.extract_strided_metadata %103 : memref<300xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %103 : memref<300xf32, strided<[1]>, 1> -> index
      %178 = arith.index_cast %intptr_34 : index to i64
      %179 = llvm.inttoptr %178 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37, %strides_38 = memref.extract_strided_metadata %113 : memref<300xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %113 : memref<300xf32, strided<[1]>, 1> -> index
      %180 = arith.index_cast %intptr_39 : index to i64
      %181 = llvm.inttoptr %180 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41 = memref.extract_strided_metadata %119 : memref<f32, 1> -> memref<f32, 1>, index
      %intptr_42 = memref.extract_aligned_pointer_as_index %119 : memref<f32, 1> -> index
      %182 = arith.index_cast %intptr_42 : index to i64
      %183 = llvm.inttoptr %182 : i64 to !llvm.ptr<1>
      %base_buffer_43, %offset_44, %sizes_45, %strides_46 = memref.extract_strided_metadata %129 : memref<70xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_47 = memref.extract_aligned_pointer_as_index %129 : memref<70xf32, strided<[1]>, 1> -> index
      %184 = arith.index_cast %intptr_47 : index to i64
      %185 = llvm.inttoptr %184 : i64 to !llvm.ptr<1>
      %base_buffer_48, %offset_49, %sizes_50, %strides_51 = memref.extract_strided_metadata %139 : memref<5xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_52 = memref.extract_aligned_pointer_as_index %139 : memref<5xf32, strided<[1]>, 1> -> index
      %186 = arith.index_cast %intptr_52 : index to i64
      %187 = llvm.inttoptr %186 : i64 to !llvm.ptr<1>
      %base_buffer_53, %offset_54, %sizes_55:2, %strides_56:2 = memref.extract_strided_metadata %153 : memref<70x5xf32, strided<[1, 70]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_57 = memref.extract_aligned_pointer_as_index %153 : memref<70x5xf32, strided<[1, 70]>, 1> -> index
      %188 = arith.index_cast %intptr_57 : index to i64
      %189 = llvm.inttoptr %188 : i64 to !llvm.ptr<1>
      %base_buffer_58, %offset_59, %sizes_60, %strides_61 = memref.extract_strided_metadata %163 : memref<300xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_62 = memref.extract_aligned_pointer_as_index %163 : memref<300xi32, strided<[1]>, 1> -> index
      %190 = arith.index_cast %intptr_62 : index to i64
      %191 = llvm.inttoptr %190 : i64 to !llvm.ptr<1>
      %192 = llvm.mlir.constant(1 : i64) : i64
      %193 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %194 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %195 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %196 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %197 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %198 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %199 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %200 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %201 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %202 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %203 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %204 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %205 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %206 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %207 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %208 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %209 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %210 = llvm.alloca %192 x f32 : (i64) -> !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c45_i64 = arith.constant 45 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg14 = %c0_i64 to %c45_i64 step %c32_i64  : i64 {
        %thread_id_x_75 = gpu.thread_id  x
        %226 = arith.index_cast %thread_id_x_75 : index to i64
        %c69_i64 = arith.constant 69 : i64
        %227 = arith.minsi %226, %c69_i64 : i64
        %thread_id_x_76 = gpu.thread_id  x
        %228 = arith.index_cast %thread_id_x_76 : index to i64
        %c64_i64_77 = arith.constant 64 : i64
        %229 = arith.addi %228, %c64_i64_77 : i64
        %c69_i64_78 = arith.constant 69 : i64
        %230 = arith.minsi %229, %c69_i64_78 : i64
        %thread_id_y_79 = gpu.thread_id  y
        %231 = arith.index_cast %thread_id_y_79 : index to i64
        %232 = arith.addi %arg14, %231 : i64
        %c44_i64 = arith.constant 44 : i64
        %233 = arith.minsi %232, %c44_i64 : i64
        %thread_id_y_80 = gpu.thread_id  y
        %234 = arith.index_cast %thread_id_y_80 : index to i64
        %235 = arith.addi %arg14, %234 : i64
        %c4_i64_81 = arith.constant 4 : i64
        %236 = arith.addi %235, %c4_i64_81 : i64
        %c44_i64_82 = arith.constant 44 : i64
        %237 = arith.minsi %236, %c44_i64_82 : i64
        %thread_id_y_83 = gpu.thread_id  y
        %238 = arith.index_cast %thread_id_y_83 : index to i64
        %239 = arith.addi %arg14, %238 : i64
        %c8_i64 = arith.constant 8 : i64
        %240 = arith.addi %239, %c8_i64 : i64
        %c44_i64_84 = arith.constant 44 : i64
        %241 = arith.minsi %240, %c44_i64_84 : i64
        %thread_id_y_85 = gpu.thread_id  y
        %242 = arith.index_cast %thread_id_y_85 : index to i64
        %243 = arith.addi %arg14, %242 : i64
        %c12_i64 = arith.constant 12 : i64
        %244 = arith.addi %243, %c12_i64 : i64
        %c44_i64_86 = arith.constant 44 : i64
        %245 = arith.minsi %244, %c44_i64_86 : i64
        %thread_id_y_87 = gpu.thread_id  y
        %246 = arith.index_cast %thread_id_y_87 : index to i64
        %247 = arith.addi %arg14, %246 : i64
        %c16_i64 = arith.constant 16 : i64
        %248 = arith.addi %247, %c16_i64 : i64
        %c44_i64_88 = arith.constant 44 : i64
        %249 = arith.minsi %248, %c44_i64_88 : i64
        %thread_id_y_89 = gpu.thread_id  y
        %250 = arith.index_cast %thread_id_y_89 : index to i64
        %251 = arith.addi %arg14, %250 : i64
        %c20_i64 = arith.constant 20 : i64
        %252 = arith.addi %251, %c20_i64 : i64
        %c44_i64_90 = arith.constant 44 : i64
        %253 = arith.minsi %252, %c44_i64_90 : i64
        %thread_id_y_91 = gpu.thread_id  y
        %254 = arith.index_cast %thread_id_y_91 : index to i64
        %255 = arith.addi %arg14, %254 : i64
        %c24_i64 = arith.constant 24 : i64
        %256 = arith.addi %255, %c24_i64 : i64
        %c44_i64_92 = arith.constant 44 : i64
        %257 = arith.minsi %256, %c44_i64_92 : i64
        %thread_id_y_93 = gpu.thread_id  y
        %258 = arith.index_cast %thread_id_y_93 : index to i64
        %259 = arith.addi %arg14, %258 : i64
        %c28_i64 = arith.constant 28 : i64
        %260 = arith.addi %259, %c28_i64 : i64
        %c44_i64_94 = arith.constant 44 : i64
        %261 = arith.minsi %260, %c44_i64_94 : i64
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %193 : f32, !llvm.ptr
        %cst_95 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_95, %194 : f32, !llvm.ptr
        %cst_96 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_96, %195 : f32, !llvm.ptr
        %cst_97 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_97, %196 : f32, !llvm.ptr
        %cst_98 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_98, %197 : f32, !llvm.ptr
        %cst_99 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_99, %198 : f32, !llvm.ptr
        %cst_100 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_100, %199 : f32, !llvm.ptr
        %cst_101 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_101, %200 : f32, !llvm.ptr
        %cst_102 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_102, %201 : f32, !llvm.ptr
        %cst_103 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_103, %202 : f32, !llvm.ptr
        %cst_104 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_104, %203 : f32, !llvm.ptr
        %cst_105 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_105, %204 : f32, !llvm.ptr
        %cst_106 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_106, %205 : f32, !llvm.ptr
        %cst_107 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_107, %206 : f32, !llvm.ptr
        %cst_108 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_108, %207 : f32, !llvm.ptr
        %cst_109 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_109, %208 : f32, !llvm.ptr
        %c0_i64_110 = arith.constant 0 : i64
        %c5_i64_111 = arith.constant 5 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_110 to %c5_i64_111 step %c1_i64  : i64 {
          %c70_i64_113 = arith.constant 70 : i64
          %264 = arith.muli %arg15, %c70_i64_113 : i64
          %265 = arith.addi %227, %264 : i64
          %266 = llvm.getelementptr %165[%265] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %267 = llvm.load %266 : !llvm.ptr<1> -> f32
          %c70_i64_114 = arith.constant 70 : i64
          %268 = arith.muli %arg15, %c70_i64_114 : i64
          %269 = arith.addi %230, %268 : i64
          %270 = llvm.getelementptr %165[%269] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %271 = llvm.load %270 : !llvm.ptr<1> -> f32
          %c5_i64_115 = arith.constant 5 : i64
          %272 = arith.muli %233, %c5_i64_115 : i64
          %273 = arith.addi %arg15, %272 : i64
          %274 = llvm.getelementptr %167[%273] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %275 = llvm.load %274 : !llvm.ptr<1> -> f32
          %c5_i64_116 = arith.constant 5 : i64
          %276 = arith.muli %237, %c5_i64_116 : i64
          %277 = arith.addi %arg15, %276 : i64
          %278 = llvm.getelementptr %167[%277] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %279 = llvm.load %278 : !llvm.ptr<1> -> f32
          %c5_i64_117 = arith.constant 5 : i64
          %280 = arith.muli %241, %c5_i64_117 : i64
          %281 = arith.addi %arg15, %280 : i64
          %282 = llvm.getelementptr %167[%281] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %283 = llvm.load %282 : !llvm.ptr<1> -> f32
          %c5_i64_118 = arith.constant 5 : i64
          %284 = arith.muli %245, %c5_i64_118 : i64
          %285 = arith.addi %arg15, %284 : i64
          %286 = llvm.getelementptr %167[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %287 = llvm.load %286 : !llvm.ptr<1> -> f32
          %c5_i64_119 = arith.constant 5 : i64
          %288 = arith.muli %249, %c5_i64_119 : i64
          %289 = arith.addi %arg15, %288 : i64
          %290 = llvm.getelementptr %167[%289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %291 = llvm.load %290 : !llvm.ptr<1> -> f32
          %c5_i64_120 = arith.constant 5 : i64
          %292 = arith.muli %253, %c5_i64_120 : i64
          %293 = arith.addi %arg15, %292 : i64
          %294 = llvm.getelementptr %167[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %295 = llvm.load %294 : !llvm.ptr<1> -> f32
          %c5_i64_121 = arith.constant 5 : i64
          %296 = arith.muli %257, %c5_i64_121 : i64
          %297 = arith.addi %arg15, %296 : i64
          %298 = llvm.getelementptr %167[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %299 = llvm.load %298 : !llvm.ptr<1> -> f32
          %c5_i64_122 = arith.constant 5 : i64
          %300 = arith.muli %261, %c5_i64_122 : i64
          %301 = arith.addi %arg15, %300 : i64
          %302 = llvm.getelementptr %167[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %303 = llvm.load %302 : !llvm.ptr<1> -> f32
          %304 = llvm.load %193 : !llvm.ptr -> f32
          %305 = arith.mulf %267, %275 : f32
          %306 = arith.addf %304, %305 : f32
          llvm.store %306, %193 : f32, !llvm.ptr
          %307 = llvm.load %194 : !llvm.ptr -> f32
          %308 = arith.mulf %267, %279 : f32
          %309 = arith.addf %307, %308 : f32
          llvm.store %309, %194 : f32, !llvm.ptr
          %310 = llvm.load %195 : !llvm.ptr -> f32
          %311 = arith.mulf %267, %283 : f32
          %312 = arith.addf %310, %311 : f32
          llvm.store %312, %195 : f32, !llvm.ptr
          %313 = llvm.load %196 : !llvm.ptr -> f32
          %314 = arith.mulf %267, %287 : f32
          %315 = arith.addf %313, %314 : f32
          llvm.store %315, %196 : f32, !llvm.ptr
          %316 = llvm.load %197 : !llvm.ptr -> f32
          %317 = arith.mulf %267, %291 : f32
          %318 = arith.addf %316, %317 : f32
          llvm.store %318, %197 : f32, !llvm.ptr
          %319 = llvm.load %198 : !llvm.ptr -> f32
          %320 = arith.mulf %267, %295 : f32
          %321 = arith.addf %319, %320 : f32
          llvm.store %321, %198 : f32, !llvm.ptr
          %322 = llvm.load %199 : !llvm.ptr -> f32
          %323 = arith.mulf %267, %299 : f32
          %324 = arith.addf %322, %323 : f32
          llvm.store %324, %199 : f32, !llvm.ptr
          %325 = llvm.load %200 : !llvm.ptr -> f32
          %326 = arith.mulf %267, %303 : f32
          %327 = arith.addf %325, %326 : f32
          llvm.store %327, %200 : f32, !llvm.ptr
          %328 = llvm.load %201 : !llvm.ptr -> f32
          %329 = arith.mulf %271, %275 : f32
          %330 = arith.addf %328, %329 : f32
          llvm.store %330, %201 : f32, !llvm.ptr
          %331 = llvm.load %202 : !llvm.ptr -> f32
          %332 = arith.mulf %271, %279 : f32
          %333 = arith.addf %331, %332 : f32
          llvm.store %333, %202 : f32, !llvm.ptr
          %334 = llvm.load %203 : !llvm.ptr -> f32
          %335 = arith.mulf %271, %283 : f32
          %336 = arith.addf %334, %335 : f32
          llvm.store %336, %203 : f32, !llvm.ptr
          %337 = llvm.load %204 : !llvm.ptr -> f32
          %338 = arith.mulf %271, %287 : f32
          %339 = arith.addf %337, %338 : f32
          llvm.store %339, %204 : f32, !llvm.ptr
          %340 = llvm.load %205 : !llvm.ptr -> f32
          %341 = arith.mulf %271, %291 : f32
          %342 = arith.addf %340, %341 : f32
          llvm.store %342, %205 : f32, !llvm.ptr
          %343 = llvm.load %206 : !llvm.ptr -> f32
          %344 = arith.mulf %271, %295 : f32
          %345 = arith.addf %343, %344 : f32
          llvm.store %345, %206 : f32, !llvm.ptr
          %346 = llvm.load %207 : !llvm.ptr -> f32
          %347 = arith.mulf %271, %299 : f32
          %348 = arith.addf %346, %347 : f32
          llvm.store %348, %207 : f32, !llvm.ptr
          %349 = llvm.load %208 : !llvm.ptr -> f32
          %350 = arith.mulf %271, %303 : f32
          %351 = arith.addf %349, %350 : f32
          llvm.store %351, %208 : f32, !llvm.ptr
        }
        %c70_i64 = arith.constant 70 : i64
        %262 = arith.cmpi slt, %226, %c70_i64 : i64
        scf.if %262 {
          %c45_i64_113 = arith.constant 45 : i64
          %264 = arith.cmpi slt, %232, %c45_i64_113 : i64
          scf.if %264 {
            %272 = llvm.load %193 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %273 = arith.muli %232, %c70_i64_121 : i64
            %274 = arith.addi %226, %273 : i64
            %275 = llvm.getelementptr %169[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %272, %275 : f32, !llvm.ptr<1>
          }
          %c45_i64_114 = arith.constant 45 : i64
          %265 = arith.cmpi slt, %236, %c45_i64_114 : i64
          scf.if %265 {
            %272 = llvm.load %194 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %273 = arith.muli %236, %c70_i64_121 : i64
            %274 = arith.addi %226, %273 : i64
            %275 = llvm.getelementptr %169[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %272, %275 : f32, !llvm.ptr<1>
          }
          %c45_i64_115 = arith.constant 45 : i64
          %266 = arith.cmpi slt, %240, %c45_i64_115 : i64
          scf.if %266 {
            %272 = llvm.load %195 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %273 = arith.muli %240, %c70_i64_121 : i64
            %274 = arith.addi %226, %273 : i64
            %275 = llvm.getelementptr %169[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %272, %275 : f32, !llvm.ptr<1>
          }
          %c45_i64_116 = arith.constant 45 : i64
          %267 = arith.cmpi slt, %244, %c45_i64_116 : i64
          scf.if %267 {
            %272 = llvm.load %196 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %273 = arith.muli %244, %c70_i64_121 : i64
            %274 = arith.addi %226, %273 : i64
            %275 = llvm.getelementptr %169[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %272, %275 : f32, !llvm.ptr<1>
          }
          %c45_i64_117 = arith.constant 45 : i64
          %268 = arith.cmpi slt, %248, %c45_i64_117 : i64
          scf.if %268 {
            %272 = llvm.load %197 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %273 = arith.muli %248, %c70_i64_121 : i64
            %274 = arith.addi %226, %273 : i64
            %275 = llvm.getelementptr %169[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %272, %275 : f32, !llvm.ptr<1>
          }
          %c45_i64_118 = arith.constant 45 : i64
          %269 = arith.cmpi slt, %252, %c45_i64_118 : i64
          scf.if %269 {
            %272 = llvm.load %198 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %273 = arith.muli %252, %c70_i64_121 : i64
            %274 = arith.addi %226, %273 : i64
            %275 = llvm.getelementptr %169[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %272, %275 : f32, !llvm.ptr<1>
          }
          %c45_i64_119 = arith.constant 45 : i64
          %270 = arith.cmpi slt, %256, %c45_i64_119 : i64
          scf.if %270 {
            %272 = llvm.load %199 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %273 = arith.muli %256, %c70_i64_121 : i64
            %274 = arith.addi %226, %273 : i64
            %275 = llvm.getelementptr %169[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %272, %275 : f32, !llvm.ptr<1>
          }
          %c45_i64_120 = arith.constant 45 : i64
          %271 = arith.cmpi slt, %260, %c45_i64_120 : i64
          scf.if %271 {
            %272 = llvm.load %200 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %273 = arith.muli %260, %c70_i64_121 : i64
            %274 = arith.addi %226, %273 : i64
            %275 = llvm.getelementptr %169[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %272, %275 : f32, !llvm.ptr<1>
          }
        }
        %c70_i64_112 = arith.constant 70 : i64
        %263 = arith.cmpi slt, %229, %c70_i64_112 : i64
        scf.if %263 {
          %c45_i64_113 = arith.constant 45 : i64
          %264 = arith.cmpi slt, %232, %c45_i64_113 : i64
          scf.if %264 {
            %272 = llvm.load %201 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %273 = arith.muli %232, %c70_i64_121 : i64
            %274 = arith.addi %229, %273 : i64
            %275 = llvm.getelementptr %169[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %272, %275 : f32, !llvm.ptr<1>
          }
          %c45_i64_114 = arith.constant 45 : i64
          %265 = arith.cmpi slt, %236, %c45_i64_114 : i64
          scf.if %265 {
            %272 = llvm.load %202 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %273 = arith.muli %236, %c70_i64_121 : i64
            %274 = arith.addi %229, %273 : i64
            %275 = llvm.getelementptr %169[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %272, %275 : f32, !llvm.ptr<1>
          }
          %c45_i64_115 = arith.constant 45 : i64
          %266 = arith.cmpi slt, %240, %c45_i64_115 : i64
          scf.if %266 {
            %272 = llvm.load %203 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %273 = arith.muli %240, %c70_i64_121 : i64
            %274 = arith.addi %229, %273 : i64
            %275 = llvm.getelementptr %169[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %272, %275 : f32, !llvm.ptr<1>
          }
          %c45_i64_116 = arith.constant 45 : i64
          %267 = arith.cmpi slt, %244, %c45_i64_116 : i64
          scf.if %267 {
            %272 = llvm.load %204 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %273 = arith.muli %244, %c70_i64_121 : i64
            %274 = arith.addi %229, %273 : i64
            %275 = llvm.getelementptr %169[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %272, %275 : f32, !llvm.ptr<1>
          }
          %c45_i64_117 = arith.constant 45 : i64
          %268 = arith.cmpi slt, %248, %c45_i64_117 : i64
          scf.if %268 {
            %272 = llvm.load %205 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %273 = arith.muli %248, %c70_i64_121 : i64
            %274 = arith.addi %229, %273 : i64
            %275 = llvm.getelementptr %169[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %272, %275 : f32, !llvm.ptr<1>
          }
          %c45_i64_118 = arith.constant 45 : i64
          %269 = arith.cmpi slt, %252, %c45_i64_118 : i64
          scf.if %269 {
            %272 = llvm.load %206 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %273 = arith.muli %252, %c70_i64_121 : i64
            %274 = arith.addi %229, %273 : i64
            %275 = llvm.getelementptr %169[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %272, %275 : f32, !llvm.ptr<1>
          }
          %c45_i64_119 = arith.constant 45 : i64
          %270 = arith.cmpi slt, %256, %c45_i64_119 : i64
          scf.if %270 {
            %272 = llvm.load %207 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %273 = arith.muli %256, %c70_i64_121 : i64
            %274 = arith.addi %229, %273 : i64
            %275 = llvm.getelementptr %169[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %272, %275 : f32, !llvm.ptr<1>
          }
          %c45_i64_120 = arith.constant 45 : i64
          %271 = arith.cmpi slt, %260, %c45_i64_120 : i64
          scf.if %271 {
            %272 = llvm.load %208 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %273 = arith.muli %260, %c70_i64_121 : i64
            %274 = arith.addi %229, %273 : i64
            %275 = llvm.getelementptr %169[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %272, %275 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_y = gpu.thread_id  y
      %211 = arith.index_cast %thread_id_y : index to i64
      %c9_i64 = arith.constant 9 : i64
      %c4_i64 = arith.constant 4 : i64
      scf.for %arg14 = %211 to %c9_i64 step %c4_i64  : i64 {
        %thread_id_x_75 = gpu.thread_id  x
        %226 = arith.index_cast %thread_id_x_75 : index to i64
        %c67_i64 = arith.constant 67 : i64
        %c64_i64_76 = arith.constant 64 : i64
        scf.for %arg15 = %226 to %c67_i64 step %c64_i64_76  : i64 {
          %cst = arith.constant 2.000000e+00 : f32
          %c9_i64_77 = arith.constant 9 : i64
          %227 = arith.muli %arg15, %c9_i64_77 : i64
          %228 = arith.addi %arg14, %227 : i64
          %229 = llvm.getelementptr %171[%228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %230 = llvm.load %229 : !llvm.ptr<1> -> f32
          %231 = arith.mulf %cst, %230 : f32
          %c67_i64_78 = arith.constant 67 : i64
          %232 = arith.muli %arg14, %c67_i64_78 : i64
          %233 = arith.addi %arg15, %232 : i64
          %234 = llvm.getelementptr %173[%233] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %231, %234 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x = gpu.thread_id  x
      %212 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y_63 = gpu.thread_id  y
      %213 = arith.index_cast %thread_id_y_63 : index to i64
      %214 = arith.muli %c64_i64, %213 : i64
      %215 = arith.addi %212, %214 : i64
      %c300_i64 = arith.constant 300 : i64
      %c256_i64 = arith.constant 256 : i64
      scf.for %arg14 = %215 to %c300_i64 step %c256_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %209 : f32, !llvm.ptr
        %c0_i64_75 = arith.constant 0 : i64
        %c3_i64 = arith.constant 3 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_75 to %c3_i64 step %c1_i64  : i64 {
          %228 = llvm.load %209 : !llvm.ptr -> f32
          %c300_i64_76 = arith.constant 300 : i64
          %229 = arith.muli %arg15, %c300_i64_76 : i64
          %230 = arith.addi %arg14, %229 : i64
          %231 = llvm.getelementptr %175[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %232 = llvm.load %231 : !llvm.ptr<1> -> f32
          %233 = llvm.getelementptr %177[%arg15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %234 = llvm.load %233 : !llvm.ptr<1> -> f32
          %235 = arith.mulf %232, %234 : f32
          %236 = arith.addf %228, %235 : f32
          llvm.store %236, %209 : f32, !llvm.ptr
        }
        %226 = llvm.load %209 : !llvm.ptr -> f32
        %227 = llvm.getelementptr %179[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %226, %227 : f32, !llvm.ptr<1>
      }
      %thread_id_x_64 = gpu.thread_id  x
      %216 = arith.index_cast %thread_id_x_64 : index to i64
      %c64_i64_65 = arith.constant 64 : i64
      %thread_id_y_66 = gpu.thread_id  y
      %217 = arith.index_cast %thread_id_y_66 : index to i64
      %218 = arith.muli %c64_i64_65, %217 : i64
      %219 = arith.addi %216, %218 : i64
      %c0_i64_67 = arith.constant 0 : i64
      %220 = arith.cmpi eq, %219, %c0_i64_67 : i64
      scf.if %220 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %210 : f32, !llvm.ptr
        %c0_i64_75 = arith.constant 0 : i64
        %c300_i64_76 = arith.constant 300 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_75 to %c300_i64_76 step %c1_i64  : i64 {
          %227 = llvm.load %210 : !llvm.ptr -> f32
          %228 = llvm.getelementptr %181[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %229 = llvm.load %228 : !llvm.ptr<1> -> f32
          %230 = arith.addf %227, %229 : f32
          llvm.store %230, %210 : f32, !llvm.ptr
        }
        %226 = llvm.load %210 : !llvm.ptr -> f32
        llvm.store %226, %183 : f32, !llvm.ptr<1>
      }
      %thread_id_y_68 = gpu.thread_id  y
      %221 = arith.index_cast %thread_id_y_68 : index to i64
      %c5_i64 = arith.constant 5 : i64
      %c4_i64_69 = arith.constant 4 : i64
      scf.for %arg14 = %221 to %c5_i64 step %c4_i64_69  : i64 {
        %thread_id_x_75 = gpu.thread_id  x
        %226 = arith.index_cast %thread_id_x_75 : index to i64
        %c70_i64 = arith.constant 70 : i64
        %c64_i64_76 = arith.constant 64 : i64
        scf.for %arg15 = %226 to %c70_i64 step %c64_i64_76  : i64 {
          %227 = llvm.getelementptr %185[%arg15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %228 = llvm.load %227 : !llvm.ptr<1> -> f32
          %229 = llvm.getelementptr %187[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %230 = llvm.load %229 : !llvm.ptr<1> -> f32
          %231 = arith.mulf %228, %230 : f32
          %c70_i64_77 = arith.constant 70 : i64
          %232 = arith.muli %arg14, %c70_i64_77 : i64
          %233 = arith.addi %arg15, %232 : i64
          %234 = llvm.getelementptr %189[%233] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %231, %234 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_70 = gpu.thread_id  x
      %222 = arith.index_cast %thread_id_x_70 : index to i64
      %c64_i64_71 = arith.constant 64 : i64
      %thread_id_y_72 = gpu.thread_id  y
      %223 = arith.index_cast %thread_id_y_72 : index to i64
      %224 = arith.muli %c64_i64_71, %223 : i64
      %225 = arith.addi %222, %224 : i64
      %c300_i64_73 = arith.constant 300 : i64
      %c256_i64_74 = arith.constant 256 : i64
      scf.for %arg14 = %225 to %c300_i64_73 step %c256_i64_74  : i64 {
        %226 = arith.trunci %arg14 : i64 to i32
        %c2_i32 = arith.constant 2 : i32
        %227 = arith.muli %226, %c2_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %228 = arith.addi %227, %c1_i32 : i32
        %229 = llvm.getelementptr %191[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %228, %229 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
