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
      %alloca = memref.alloca() : memref<f32>
      %alloca_63 = memref.alloca() : memref<f32>
      %alloca_64 = memref.alloca() : memref<f32>
      %alloca_65 = memref.alloca() : memref<f32>
      %alloca_66 = memref.alloca() : memref<f32>
      %alloca_67 = memref.alloca() : memref<f32>
      %alloca_68 = memref.alloca() : memref<f32>
      %alloca_69 = memref.alloca() : memref<f32>
      %alloca_70 = memref.alloca() : memref<f32>
      %alloca_71 = memref.alloca() : memref<f32>
      %alloca_72 = memref.alloca() : memref<f32>
      %alloca_73 = memref.alloca() : memref<f32>
      %alloca_74 = memref.alloca() : memref<f32>
      %alloca_75 = memref.alloca() : memref<f32>
      %alloca_76 = memref.alloca() : memref<f32>
      %alloca_77 = memref.alloca() : memref<f32>
      %alloca_78 = memref.alloca() : memref<f32>
      %alloca_79 = memref.alloca() : memref<f32>
      %alloca_80 = memref.alloca() : memref<f32>
      %alloca_81 = memref.alloca() : memref<f32>
      %alloca_82 = memref.alloca() : memref<f32>
      %alloca_83 = memref.alloca() : memref<f32>
      %alloca_84 = memref.alloca() : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c45_i64 = arith.constant 45 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg14 = %c0_i64 to %c45_i64 step %c32_i64  : i64 {
        %thread_id_x_98 = gpu.thread_id  x
        %207 = arith.index_cast %thread_id_x_98 : index to i64
        %c69_i64 = arith.constant 69 : i64
        %208 = arith.minsi %207, %c69_i64 : i64
        %thread_id_x_99 = gpu.thread_id  x
        %209 = arith.index_cast %thread_id_x_99 : index to i64
        %c64_i64_100 = arith.constant 64 : i64
        %210 = arith.addi %209, %c64_i64_100 : i64
        %c69_i64_101 = arith.constant 69 : i64
        %211 = arith.minsi %210, %c69_i64_101 : i64
        %thread_id_y_102 = gpu.thread_id  y
        %212 = arith.index_cast %thread_id_y_102 : index to i64
        %213 = arith.addi %arg14, %212 : i64
        %c44_i64 = arith.constant 44 : i64
        %214 = arith.minsi %213, %c44_i64 : i64
        %thread_id_y_103 = gpu.thread_id  y
        %215 = arith.index_cast %thread_id_y_103 : index to i64
        %216 = arith.addi %arg14, %215 : i64
        %c4_i64 = arith.constant 4 : i64
        %217 = arith.addi %216, %c4_i64 : i64
        %c44_i64_104 = arith.constant 44 : i64
        %218 = arith.minsi %217, %c44_i64_104 : i64
        %thread_id_y_105 = gpu.thread_id  y
        %219 = arith.index_cast %thread_id_y_105 : index to i64
        %220 = arith.addi %arg14, %219 : i64
        %c8_i64 = arith.constant 8 : i64
        %221 = arith.addi %220, %c8_i64 : i64
        %c44_i64_106 = arith.constant 44 : i64
        %222 = arith.minsi %221, %c44_i64_106 : i64
        %thread_id_y_107 = gpu.thread_id  y
        %223 = arith.index_cast %thread_id_y_107 : index to i64
        %224 = arith.addi %arg14, %223 : i64
        %c12_i64 = arith.constant 12 : i64
        %225 = arith.addi %224, %c12_i64 : i64
        %c44_i64_108 = arith.constant 44 : i64
        %226 = arith.minsi %225, %c44_i64_108 : i64
        %thread_id_y_109 = gpu.thread_id  y
        %227 = arith.index_cast %thread_id_y_109 : index to i64
        %228 = arith.addi %arg14, %227 : i64
        %c16_i64 = arith.constant 16 : i64
        %229 = arith.addi %228, %c16_i64 : i64
        %c44_i64_110 = arith.constant 44 : i64
        %230 = arith.minsi %229, %c44_i64_110 : i64
        %thread_id_y_111 = gpu.thread_id  y
        %231 = arith.index_cast %thread_id_y_111 : index to i64
        %232 = arith.addi %arg14, %231 : i64
        %c20_i64 = arith.constant 20 : i64
        %233 = arith.addi %232, %c20_i64 : i64
        %c44_i64_112 = arith.constant 44 : i64
        %234 = arith.minsi %233, %c44_i64_112 : i64
        %thread_id_y_113 = gpu.thread_id  y
        %235 = arith.index_cast %thread_id_y_113 : index to i64
        %236 = arith.addi %arg14, %235 : i64
        %c24_i64 = arith.constant 24 : i64
        %237 = arith.addi %236, %c24_i64 : i64
        %c44_i64_114 = arith.constant 44 : i64
        %238 = arith.minsi %237, %c44_i64_114 : i64
        %thread_id_y_115 = gpu.thread_id  y
        %239 = arith.index_cast %thread_id_y_115 : index to i64
        %240 = arith.addi %arg14, %239 : i64
        %c28_i64 = arith.constant 28 : i64
        %241 = arith.addi %240, %c28_i64 : i64
        %c44_i64_116 = arith.constant 44 : i64
        %242 = arith.minsi %241, %c44_i64_116 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %cst_117 = arith.constant 0.000000e+00 : f32
        memref.store %cst_117, %alloca_63[] : memref<f32>
        %cst_118 = arith.constant 0.000000e+00 : f32
        memref.store %cst_118, %alloca_64[] : memref<f32>
        %cst_119 = arith.constant 0.000000e+00 : f32
        memref.store %cst_119, %alloca_65[] : memref<f32>
        %cst_120 = arith.constant 0.000000e+00 : f32
        memref.store %cst_120, %alloca_66[] : memref<f32>
        %cst_121 = arith.constant 0.000000e+00 : f32
        memref.store %cst_121, %alloca_67[] : memref<f32>
        %cst_122 = arith.constant 0.000000e+00 : f32
        memref.store %cst_122, %alloca_68[] : memref<f32>
        %cst_123 = arith.constant 0.000000e+00 : f32
        memref.store %cst_123, %alloca_69[] : memref<f32>
        %cst_124 = arith.constant 0.000000e+00 : f32
        memref.store %cst_124, %alloca_70[] : memref<f32>
        %cst_125 = arith.constant 0.000000e+00 : f32
        memref.store %cst_125, %alloca_71[] : memref<f32>
        %cst_126 = arith.constant 0.000000e+00 : f32
        memref.store %cst_126, %alloca_72[] : memref<f32>
        %cst_127 = arith.constant 0.000000e+00 : f32
        memref.store %cst_127, %alloca_73[] : memref<f32>
        %cst_128 = arith.constant 0.000000e+00 : f32
        memref.store %cst_128, %alloca_74[] : memref<f32>
        %cst_129 = arith.constant 0.000000e+00 : f32
        memref.store %cst_129, %alloca_75[] : memref<f32>
        %cst_130 = arith.constant 0.000000e+00 : f32
        memref.store %cst_130, %alloca_76[] : memref<f32>
        %cst_131 = arith.constant 0.000000e+00 : f32
        memref.store %cst_131, %alloca_77[] : memref<f32>
        %c0_i64_132 = arith.constant 0 : i64
        %c5_i64 = arith.constant 5 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_132 to %c5_i64 step %c1_i64  : i64 {
          %c70_i64_135 = arith.constant 70 : i64
          %245 = arith.muli %arg15, %c70_i64_135 : i64
          %246 = arith.addi %208, %245 : i64
          %247 = llvm.getelementptr %165[%246] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %248 = llvm.load %247 : !llvm.ptr<1> -> f32
          %c70_i64_136 = arith.constant 70 : i64
          %249 = arith.muli %arg15, %c70_i64_136 : i64
          %250 = arith.addi %211, %249 : i64
          %251 = llvm.getelementptr %165[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %252 = llvm.load %251 : !llvm.ptr<1> -> f32
          %c5_i64_137 = arith.constant 5 : i64
          %253 = arith.muli %214, %c5_i64_137 : i64
          %254 = arith.addi %arg15, %253 : i64
          %255 = llvm.getelementptr %167[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %256 = llvm.load %255 : !llvm.ptr<1> -> f32
          %c5_i64_138 = arith.constant 5 : i64
          %257 = arith.muli %218, %c5_i64_138 : i64
          %258 = arith.addi %arg15, %257 : i64
          %259 = llvm.getelementptr %167[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %260 = llvm.load %259 : !llvm.ptr<1> -> f32
          %c5_i64_139 = arith.constant 5 : i64
          %261 = arith.muli %222, %c5_i64_139 : i64
          %262 = arith.addi %arg15, %261 : i64
          %263 = llvm.getelementptr %167[%262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %264 = llvm.load %263 : !llvm.ptr<1> -> f32
          %c5_i64_140 = arith.constant 5 : i64
          %265 = arith.muli %226, %c5_i64_140 : i64
          %266 = arith.addi %arg15, %265 : i64
          %267 = llvm.getelementptr %167[%266] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %268 = llvm.load %267 : !llvm.ptr<1> -> f32
          %c5_i64_141 = arith.constant 5 : i64
          %269 = arith.muli %230, %c5_i64_141 : i64
          %270 = arith.addi %arg15, %269 : i64
          %271 = llvm.getelementptr %167[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %272 = llvm.load %271 : !llvm.ptr<1> -> f32
          %c5_i64_142 = arith.constant 5 : i64
          %273 = arith.muli %234, %c5_i64_142 : i64
          %274 = arith.addi %arg15, %273 : i64
          %275 = llvm.getelementptr %167[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %276 = llvm.load %275 : !llvm.ptr<1> -> f32
          %c5_i64_143 = arith.constant 5 : i64
          %277 = arith.muli %238, %c5_i64_143 : i64
          %278 = arith.addi %arg15, %277 : i64
          %279 = llvm.getelementptr %167[%278] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %280 = llvm.load %279 : !llvm.ptr<1> -> f32
          %c5_i64_144 = arith.constant 5 : i64
          %281 = arith.muli %242, %c5_i64_144 : i64
          %282 = arith.addi %arg15, %281 : i64
          %283 = llvm.getelementptr %167[%282] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %284 = llvm.load %283 : !llvm.ptr<1> -> f32
          %285 = memref.load %alloca[] : memref<f32>
          %286 = llvm.intr.fma(%248, %256, %285) : (f32, f32, f32) -> f32
          memref.store %286, %alloca[] : memref<f32>
          %287 = memref.load %alloca_63[] : memref<f32>
          %288 = llvm.intr.fma(%248, %260, %287) : (f32, f32, f32) -> f32
          memref.store %288, %alloca_63[] : memref<f32>
          %289 = memref.load %alloca_64[] : memref<f32>
          %290 = llvm.intr.fma(%248, %264, %289) : (f32, f32, f32) -> f32
          memref.store %290, %alloca_64[] : memref<f32>
          %291 = memref.load %alloca_65[] : memref<f32>
          %292 = llvm.intr.fma(%248, %268, %291) : (f32, f32, f32) -> f32
          memref.store %292, %alloca_65[] : memref<f32>
          %293 = memref.load %alloca_66[] : memref<f32>
          %294 = llvm.intr.fma(%248, %272, %293) : (f32, f32, f32) -> f32
          memref.store %294, %alloca_66[] : memref<f32>
          %295 = memref.load %alloca_67[] : memref<f32>
          %296 = llvm.intr.fma(%248, %276, %295) : (f32, f32, f32) -> f32
          memref.store %296, %alloca_67[] : memref<f32>
          %297 = memref.load %alloca_68[] : memref<f32>
          %298 = llvm.intr.fma(%248, %280, %297) : (f32, f32, f32) -> f32
          memref.store %298, %alloca_68[] : memref<f32>
          %299 = memref.load %alloca_69[] : memref<f32>
          %300 = llvm.intr.fma(%248, %284, %299) : (f32, f32, f32) -> f32
          memref.store %300, %alloca_69[] : memref<f32>
          %301 = memref.load %alloca_70[] : memref<f32>
          %302 = llvm.intr.fma(%252, %256, %301) : (f32, f32, f32) -> f32
          memref.store %302, %alloca_70[] : memref<f32>
          %303 = memref.load %alloca_71[] : memref<f32>
          %304 = llvm.intr.fma(%252, %260, %303) : (f32, f32, f32) -> f32
          memref.store %304, %alloca_71[] : memref<f32>
          %305 = memref.load %alloca_72[] : memref<f32>
          %306 = llvm.intr.fma(%252, %264, %305) : (f32, f32, f32) -> f32
          memref.store %306, %alloca_72[] : memref<f32>
          %307 = memref.load %alloca_73[] : memref<f32>
          %308 = llvm.intr.fma(%252, %268, %307) : (f32, f32, f32) -> f32
          memref.store %308, %alloca_73[] : memref<f32>
          %309 = memref.load %alloca_74[] : memref<f32>
          %310 = llvm.intr.fma(%252, %272, %309) : (f32, f32, f32) -> f32
          memref.store %310, %alloca_74[] : memref<f32>
          %311 = memref.load %alloca_75[] : memref<f32>
          %312 = llvm.intr.fma(%252, %276, %311) : (f32, f32, f32) -> f32
          memref.store %312, %alloca_75[] : memref<f32>
          %313 = memref.load %alloca_76[] : memref<f32>
          %314 = llvm.intr.fma(%252, %280, %313) : (f32, f32, f32) -> f32
          memref.store %314, %alloca_76[] : memref<f32>
          %315 = memref.load %alloca_77[] : memref<f32>
          %316 = llvm.intr.fma(%252, %284, %315) : (f32, f32, f32) -> f32
          memref.store %316, %alloca_77[] : memref<f32>
        }
        %c70_i64_133 = arith.constant 70 : i64
        %243 = arith.cmpi slt, %207, %c70_i64_133 : i64
        scf.if %243 {
          %c45_i64_135 = arith.constant 45 : i64
          %245 = arith.cmpi slt, %213, %c45_i64_135 : i64
          scf.if %245 {
            %253 = memref.load %alloca[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %254 = arith.muli %213, %c70_i64_143 : i64
            %255 = arith.addi %207, %254 : i64
            %256 = llvm.getelementptr %169[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %253, %256 : f32, !llvm.ptr<1>
          }
          %c45_i64_136 = arith.constant 45 : i64
          %246 = arith.cmpi slt, %217, %c45_i64_136 : i64
          scf.if %246 {
            %253 = memref.load %alloca_63[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %254 = arith.muli %217, %c70_i64_143 : i64
            %255 = arith.addi %207, %254 : i64
            %256 = llvm.getelementptr %169[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %253, %256 : f32, !llvm.ptr<1>
          }
          %c45_i64_137 = arith.constant 45 : i64
          %247 = arith.cmpi slt, %221, %c45_i64_137 : i64
          scf.if %247 {
            %253 = memref.load %alloca_64[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %254 = arith.muli %221, %c70_i64_143 : i64
            %255 = arith.addi %207, %254 : i64
            %256 = llvm.getelementptr %169[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %253, %256 : f32, !llvm.ptr<1>
          }
          %c45_i64_138 = arith.constant 45 : i64
          %248 = arith.cmpi slt, %225, %c45_i64_138 : i64
          scf.if %248 {
            %253 = memref.load %alloca_65[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %254 = arith.muli %225, %c70_i64_143 : i64
            %255 = arith.addi %207, %254 : i64
            %256 = llvm.getelementptr %169[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %253, %256 : f32, !llvm.ptr<1>
          }
          %c45_i64_139 = arith.constant 45 : i64
          %249 = arith.cmpi slt, %229, %c45_i64_139 : i64
          scf.if %249 {
            %253 = memref.load %alloca_66[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %254 = arith.muli %229, %c70_i64_143 : i64
            %255 = arith.addi %207, %254 : i64
            %256 = llvm.getelementptr %169[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %253, %256 : f32, !llvm.ptr<1>
          }
          %c45_i64_140 = arith.constant 45 : i64
          %250 = arith.cmpi slt, %233, %c45_i64_140 : i64
          scf.if %250 {
            %253 = memref.load %alloca_67[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %254 = arith.muli %233, %c70_i64_143 : i64
            %255 = arith.addi %207, %254 : i64
            %256 = llvm.getelementptr %169[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %253, %256 : f32, !llvm.ptr<1>
          }
          %c45_i64_141 = arith.constant 45 : i64
          %251 = arith.cmpi slt, %237, %c45_i64_141 : i64
          scf.if %251 {
            %253 = memref.load %alloca_68[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %254 = arith.muli %237, %c70_i64_143 : i64
            %255 = arith.addi %207, %254 : i64
            %256 = llvm.getelementptr %169[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %253, %256 : f32, !llvm.ptr<1>
          }
          %c45_i64_142 = arith.constant 45 : i64
          %252 = arith.cmpi slt, %241, %c45_i64_142 : i64
          scf.if %252 {
            %253 = memref.load %alloca_69[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %254 = arith.muli %241, %c70_i64_143 : i64
            %255 = arith.addi %207, %254 : i64
            %256 = llvm.getelementptr %169[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %253, %256 : f32, !llvm.ptr<1>
          }
        }
        %c70_i64_134 = arith.constant 70 : i64
        %244 = arith.cmpi slt, %210, %c70_i64_134 : i64
        scf.if %244 {
          %c45_i64_135 = arith.constant 45 : i64
          %245 = arith.cmpi slt, %213, %c45_i64_135 : i64
          scf.if %245 {
            %253 = memref.load %alloca_70[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %254 = arith.muli %213, %c70_i64_143 : i64
            %255 = arith.addi %210, %254 : i64
            %256 = llvm.getelementptr %169[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %253, %256 : f32, !llvm.ptr<1>
          }
          %c45_i64_136 = arith.constant 45 : i64
          %246 = arith.cmpi slt, %217, %c45_i64_136 : i64
          scf.if %246 {
            %253 = memref.load %alloca_71[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %254 = arith.muli %217, %c70_i64_143 : i64
            %255 = arith.addi %210, %254 : i64
            %256 = llvm.getelementptr %169[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %253, %256 : f32, !llvm.ptr<1>
          }
          %c45_i64_137 = arith.constant 45 : i64
          %247 = arith.cmpi slt, %221, %c45_i64_137 : i64
          scf.if %247 {
            %253 = memref.load %alloca_72[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %254 = arith.muli %221, %c70_i64_143 : i64
            %255 = arith.addi %210, %254 : i64
            %256 = llvm.getelementptr %169[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %253, %256 : f32, !llvm.ptr<1>
          }
          %c45_i64_138 = arith.constant 45 : i64
          %248 = arith.cmpi slt, %225, %c45_i64_138 : i64
          scf.if %248 {
            %253 = memref.load %alloca_73[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %254 = arith.muli %225, %c70_i64_143 : i64
            %255 = arith.addi %210, %254 : i64
            %256 = llvm.getelementptr %169[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %253, %256 : f32, !llvm.ptr<1>
          }
          %c45_i64_139 = arith.constant 45 : i64
          %249 = arith.cmpi slt, %229, %c45_i64_139 : i64
          scf.if %249 {
            %253 = memref.load %alloca_74[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %254 = arith.muli %229, %c70_i64_143 : i64
            %255 = arith.addi %210, %254 : i64
            %256 = llvm.getelementptr %169[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %253, %256 : f32, !llvm.ptr<1>
          }
          %c45_i64_140 = arith.constant 45 : i64
          %250 = arith.cmpi slt, %233, %c45_i64_140 : i64
          scf.if %250 {
            %253 = memref.load %alloca_75[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %254 = arith.muli %233, %c70_i64_143 : i64
            %255 = arith.addi %210, %254 : i64
            %256 = llvm.getelementptr %169[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %253, %256 : f32, !llvm.ptr<1>
          }
          %c45_i64_141 = arith.constant 45 : i64
          %251 = arith.cmpi slt, %237, %c45_i64_141 : i64
          scf.if %251 {
            %253 = memref.load %alloca_76[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %254 = arith.muli %237, %c70_i64_143 : i64
            %255 = arith.addi %210, %254 : i64
            %256 = llvm.getelementptr %169[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %253, %256 : f32, !llvm.ptr<1>
          }
          %c45_i64_142 = arith.constant 45 : i64
          %252 = arith.cmpi slt, %241, %c45_i64_142 : i64
          scf.if %252 {
            %253 = memref.load %alloca_77[] : memref<f32>
            %c70_i64_143 = arith.constant 70 : i64
            %254 = arith.muli %241, %c70_i64_143 : i64
            %255 = arith.addi %210, %254 : i64
            %256 = llvm.getelementptr %169[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %253, %256 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x = gpu.thread_id  x
      %192 = arith.index_cast %thread_id_x : index to i64
      %c67_i64 = arith.constant 67 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg14 = %192 to %c67_i64 step %c64_i64  : i64 {
        %c0_i64_98 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_99 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_98 to %c1_i64 step %c1_i64_99  : i64 {
          %thread_id_y_100 = gpu.thread_id  y
          %207 = arith.index_cast %thread_id_y_100 : index to i64
          %c12_i64 = arith.constant 12 : i64
          %208 = arith.muli %arg15, %c12_i64 : i64
          %209 = arith.addi %207, %208 : i64
          %c9_i64 = arith.constant 9 : i64
          %210 = arith.cmpi slt, %209, %c9_i64 : i64
          scf.if %210 {
            %c9_i64_106 = arith.constant 9 : i64
            %218 = arith.muli %arg14, %c9_i64_106 : i64
            %219 = arith.addi %209, %218 : i64
            %220 = llvm.getelementptr %171[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %221 = llvm.load %220 : !llvm.ptr<1> -> f32
            memref.store %221, %alloca_78[] : memref<f32>
          }
          %c4_i64 = arith.constant 4 : i64
          %211 = arith.addi %209, %c4_i64 : i64
          %c9_i64_101 = arith.constant 9 : i64
          %212 = arith.cmpi slt, %211, %c9_i64_101 : i64
          scf.if %212 {
            %c9_i64_106 = arith.constant 9 : i64
            %218 = arith.muli %arg14, %c9_i64_106 : i64
            %219 = arith.addi %211, %218 : i64
            %220 = llvm.getelementptr %171[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %221 = llvm.load %220 : !llvm.ptr<1> -> f32
            memref.store %221, %alloca_79[] : memref<f32>
          }
          %c8_i64 = arith.constant 8 : i64
          %213 = arith.addi %209, %c8_i64 : i64
          %c9_i64_102 = arith.constant 9 : i64
          %214 = arith.cmpi slt, %213, %c9_i64_102 : i64
          scf.if %214 {
            %c9_i64_106 = arith.constant 9 : i64
            %218 = arith.muli %arg14, %c9_i64_106 : i64
            %219 = arith.addi %213, %218 : i64
            %220 = llvm.getelementptr %171[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %221 = llvm.load %220 : !llvm.ptr<1> -> f32
            memref.store %221, %alloca_80[] : memref<f32>
          }
          %c9_i64_103 = arith.constant 9 : i64
          %215 = arith.cmpi slt, %209, %c9_i64_103 : i64
          scf.if %215 {
            %cst = arith.constant 2.000000e+00 : f32
            %218 = memref.load %alloca_78[] : memref<f32>
            %219 = arith.mulf %cst, %218 : f32
            %c67_i64_106 = arith.constant 67 : i64
            %220 = arith.muli %209, %c67_i64_106 : i64
            %221 = arith.addi %arg14, %220 : i64
            %222 = llvm.getelementptr %173[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %219, %222 : f32, !llvm.ptr<1>
          }
          %c9_i64_104 = arith.constant 9 : i64
          %216 = arith.cmpi slt, %211, %c9_i64_104 : i64
          scf.if %216 {
            %cst = arith.constant 2.000000e+00 : f32
            %218 = memref.load %alloca_79[] : memref<f32>
            %219 = arith.mulf %cst, %218 : f32
            %c67_i64_106 = arith.constant 67 : i64
            %220 = arith.muli %211, %c67_i64_106 : i64
            %221 = arith.addi %arg14, %220 : i64
            %222 = llvm.getelementptr %173[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %219, %222 : f32, !llvm.ptr<1>
          }
          %c9_i64_105 = arith.constant 9 : i64
          %217 = arith.cmpi slt, %213, %c9_i64_105 : i64
          scf.if %217 {
            %cst = arith.constant 2.000000e+00 : f32
            %218 = memref.load %alloca_80[] : memref<f32>
            %219 = arith.mulf %cst, %218 : f32
            %c67_i64_106 = arith.constant 67 : i64
            %220 = arith.muli %213, %c67_i64_106 : i64
            %221 = arith.addi %arg14, %220 : i64
            %222 = llvm.getelementptr %173[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %219, %222 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_85 = gpu.thread_id  x
      %193 = arith.index_cast %thread_id_x_85 : index to i64
      %c64_i64_86 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %194 = arith.index_cast %thread_id_y : index to i64
      %195 = arith.muli %c64_i64_86, %194 : i64
      %196 = arith.addi %193, %195 : i64
      %c300_i64 = arith.constant 300 : i64
      %c256_i64 = arith.constant 256 : i64
      scf.for %arg14 = %196 to %c300_i64 step %c256_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_81[] : memref<f32>
        %c0_i64_98 = arith.constant 0 : i64
        %c3_i64 = arith.constant 3 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_98 to %c3_i64 step %c1_i64  : i64 {
          %c300_i64_99 = arith.constant 300 : i64
          %209 = arith.muli %arg15, %c300_i64_99 : i64
          %210 = arith.addi %arg14, %209 : i64
          %211 = llvm.getelementptr %175[%210] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %212 = llvm.load %211 : !llvm.ptr<1> -> f32
          %213 = llvm.getelementptr %177[%arg15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %214 = llvm.load %213 : !llvm.ptr<1> -> f32
          %215 = memref.load %alloca_81[] : memref<f32>
          %216 = llvm.intr.fma(%212, %214, %215) : (f32, f32, f32) -> f32
          memref.store %216, %alloca_81[] : memref<f32>
        }
        %207 = memref.load %alloca_81[] : memref<f32>
        %208 = llvm.getelementptr %179[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %207, %208 : f32, !llvm.ptr<1>
      }
      %thread_id_x_87 = gpu.thread_id  x
      %197 = arith.index_cast %thread_id_x_87 : index to i64
      %c64_i64_88 = arith.constant 64 : i64
      %thread_id_y_89 = gpu.thread_id  y
      %198 = arith.index_cast %thread_id_y_89 : index to i64
      %199 = arith.muli %c64_i64_88, %198 : i64
      %200 = arith.addi %197, %199 : i64
      %c0_i64_90 = arith.constant 0 : i64
      %201 = arith.cmpi eq, %200, %c0_i64_90 : i64
      scf.if %201 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_82[] : memref<f32>
        %c0_i64_98 = arith.constant 0 : i64
        %c300_i64_99 = arith.constant 300 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_98 to %c300_i64_99 step %c1_i64  : i64 {
          %208 = memref.load %alloca_82[] : memref<f32>
          %209 = llvm.getelementptr %181[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %210 = llvm.load %209 : !llvm.ptr<1> -> f32
          %211 = arith.addf %208, %210 : f32
          memref.store %211, %alloca_82[] : memref<f32>
        }
        %207 = memref.load %alloca_82[] : memref<f32>
        llvm.store %207, %183 : f32, !llvm.ptr<1>
      }
      %thread_id_x_91 = gpu.thread_id  x
      %202 = arith.index_cast %thread_id_x_91 : index to i64
      %c70_i64 = arith.constant 70 : i64
      %c64_i64_92 = arith.constant 64 : i64
      scf.for %arg14 = %202 to %c70_i64 step %c64_i64_92  : i64 {
        %c0_i64_98 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_99 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_98 to %c1_i64 step %c1_i64_99  : i64 {
          %thread_id_y_100 = gpu.thread_id  y
          %207 = arith.index_cast %thread_id_y_100 : index to i64
          %c8_i64 = arith.constant 8 : i64
          %208 = arith.muli %arg15, %c8_i64 : i64
          %209 = arith.addi %207, %208 : i64
          %c5_i64 = arith.constant 5 : i64
          %210 = arith.cmpi slt, %209, %c5_i64 : i64
          scf.if %210 {
            %215 = llvm.getelementptr %185[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %216 = llvm.load %215 : !llvm.ptr<1> -> f32
            %217 = llvm.getelementptr %187[%209] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %218 = llvm.load %217 : !llvm.ptr<1> -> f32
            %219 = arith.mulf %216, %218 : f32
            memref.store %219, %alloca_83[] : memref<f32>
          }
          %c4_i64 = arith.constant 4 : i64
          %211 = arith.addi %209, %c4_i64 : i64
          %c5_i64_101 = arith.constant 5 : i64
          %212 = arith.cmpi slt, %211, %c5_i64_101 : i64
          scf.if %212 {
            %215 = llvm.getelementptr %185[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %216 = llvm.load %215 : !llvm.ptr<1> -> f32
            %217 = llvm.getelementptr %187[%211] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %218 = llvm.load %217 : !llvm.ptr<1> -> f32
            %219 = arith.mulf %216, %218 : f32
            memref.store %219, %alloca_84[] : memref<f32>
          }
          %c5_i64_102 = arith.constant 5 : i64
          %213 = arith.cmpi slt, %209, %c5_i64_102 : i64
          scf.if %213 {
            %215 = memref.load %alloca_83[] : memref<f32>
            %c70_i64_104 = arith.constant 70 : i64
            %216 = arith.muli %209, %c70_i64_104 : i64
            %217 = arith.addi %arg14, %216 : i64
            %218 = llvm.getelementptr %189[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %215, %218 : f32, !llvm.ptr<1>
          }
          %c5_i64_103 = arith.constant 5 : i64
          %214 = arith.cmpi slt, %211, %c5_i64_103 : i64
          scf.if %214 {
            %215 = memref.load %alloca_84[] : memref<f32>
            %c70_i64_104 = arith.constant 70 : i64
            %216 = arith.muli %211, %c70_i64_104 : i64
            %217 = arith.addi %arg14, %216 : i64
            %218 = llvm.getelementptr %189[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %215, %218 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_93 = gpu.thread_id  x
      %203 = arith.index_cast %thread_id_x_93 : index to i64
      %c64_i64_94 = arith.constant 64 : i64
      %thread_id_y_95 = gpu.thread_id  y
      %204 = arith.index_cast %thread_id_y_95 : index to i64
      %205 = arith.muli %c64_i64_94, %204 : i64
      %206 = arith.addi %203, %205 : i64
      %c300_i64_96 = arith.constant 300 : i64
      %c256_i64_97 = arith.constant 256 : i64
      scf.for %arg14 = %206 to %c300_i64_96 step %c256_i64_97  : i64 {
        %207 = arith.trunci %arg14 : i64 to i32
        %c2_i32 = arith.constant 2 : i32
        %208 = arith.muli %207, %c2_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %209 = arith.addi %208, %c1_i32 : i32
        %210 = llvm.getelementptr %191[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %209, %210 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
