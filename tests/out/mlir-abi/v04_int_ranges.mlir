module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @int_ranges(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: !llvm.ptr<1>, %arg12: !llvm.ptr<1>, %arg13: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(6 : i64) : i64
      %3 = llvm.mlir.constant(5 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(6 : i64) : i64
      %6 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg0, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %1, %7[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %2, %8[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %5, %11[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x5xi8, strided<[1, 6]>, 1>
      %14 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %15 = llvm.mlir.constant(0 : i64) : i64
      %16 = llvm.mlir.constant(5 : i64) : i64
      %17 = llvm.mlir.constant(4 : i64) : i64
      %18 = llvm.mlir.constant(1 : i64) : i64
      %19 = llvm.mlir.constant(5 : i64) : i64
      %20 = llvm.insertvalue %arg1, %14[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %arg1, %20[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %15, %21[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %18, %24[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %19, %25[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<5x4xi8, strided<[1, 5]>, 1>
      %28 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %29 = llvm.mlir.constant(0 : i64) : i64
      %30 = llvm.mlir.constant(6 : i64) : i64
      %31 = llvm.mlir.constant(5 : i64) : i64
      %32 = llvm.mlir.constant(1 : i64) : i64
      %33 = llvm.mlir.constant(6 : i64) : i64
      %34 = llvm.insertvalue %arg2, %28[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg2, %34[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %31, %37[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %32, %38[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %33, %39[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = builtin.unrealized_conversion_cast %40 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x5xi16, strided<[1, 6]>, 1>
      %42 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %43 = llvm.mlir.constant(0 : i64) : i64
      %44 = llvm.mlir.constant(5 : i64) : i64
      %45 = llvm.mlir.constant(1 : i64) : i64
      %46 = llvm.insertvalue %arg3, %42[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %47 = llvm.insertvalue %arg3, %46[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %48 = llvm.insertvalue %43, %47[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %49 = llvm.insertvalue %44, %48[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %50 = llvm.insertvalue %45, %49[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %51 = builtin.unrealized_conversion_cast %50 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<5xi8, strided<[1]>, 1>
      %52 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %53 = llvm.mlir.constant(0 : i64) : i64
      %54 = llvm.mlir.constant(4 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.insertvalue %arg4, %52[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %57 = llvm.insertvalue %arg4, %56[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %58 = llvm.insertvalue %53, %57[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %59 = llvm.insertvalue %54, %58[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %60 = llvm.insertvalue %55, %59[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %61 = builtin.unrealized_conversion_cast %60 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<4xi8, strided<[1]>, 1>
      %62 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %63 = llvm.mlir.constant(0 : i64) : i64
      %64 = llvm.mlir.constant(6 : i64) : i64
      %65 = llvm.mlir.constant(4 : i64) : i64
      %66 = llvm.mlir.constant(1 : i64) : i64
      %67 = llvm.mlir.constant(6 : i64) : i64
      %68 = llvm.insertvalue %arg7, %62[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %69 = llvm.insertvalue %arg7, %68[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %70 = llvm.insertvalue %63, %69[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %71 = llvm.insertvalue %64, %70[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %72 = llvm.insertvalue %65, %71[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %73 = llvm.insertvalue %66, %72[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %74 = llvm.insertvalue %67, %73[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %75 = builtin.unrealized_conversion_cast %74 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x4xi32, strided<[1, 6]>, 1>
      %76 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %77 = llvm.mlir.constant(0 : i64) : i64
      %78 = llvm.mlir.constant(6 : i64) : i64
      %79 = llvm.mlir.constant(4 : i64) : i64
      %80 = llvm.mlir.constant(1 : i64) : i64
      %81 = llvm.mlir.constant(6 : i64) : i64
      %82 = llvm.insertvalue %arg8, %76[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %83 = llvm.insertvalue %arg8, %82[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %84 = llvm.insertvalue %77, %83[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %85 = llvm.insertvalue %78, %84[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %86 = llvm.insertvalue %79, %85[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %87 = llvm.insertvalue %80, %86[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %88 = llvm.insertvalue %81, %87[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %89 = builtin.unrealized_conversion_cast %88 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x4xi32, strided<[1, 6]>, 1>
      %90 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %91 = llvm.mlir.constant(0 : i64) : i64
      %92 = llvm.mlir.constant(6 : i64) : i64
      %93 = llvm.mlir.constant(1 : i64) : i64
      %94 = llvm.insertvalue %arg9, %90[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %95 = llvm.insertvalue %arg9, %94[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %96 = llvm.insertvalue %91, %95[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %97 = llvm.insertvalue %92, %96[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %98 = llvm.insertvalue %93, %97[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %99 = builtin.unrealized_conversion_cast %98 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<6xi32, strided<[1]>, 1>
      %100 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %101 = llvm.mlir.constant(0 : i64) : i64
      %102 = llvm.mlir.constant(5 : i64) : i64
      %103 = llvm.mlir.constant(4 : i64) : i64
      %104 = llvm.mlir.constant(1 : i64) : i64
      %105 = llvm.mlir.constant(5 : i64) : i64
      %106 = llvm.insertvalue %arg10, %100[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %107 = llvm.insertvalue %arg10, %106[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %108 = llvm.insertvalue %101, %107[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %109 = llvm.insertvalue %102, %108[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %110 = llvm.insertvalue %103, %109[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %111 = llvm.insertvalue %104, %110[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %112 = llvm.insertvalue %105, %111[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %113 = builtin.unrealized_conversion_cast %112 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<5x4xi32, strided<[1, 5]>, 1>
      %114 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %115 = llvm.mlir.constant(0 : i64) : i64
      %116 = llvm.mlir.constant(6 : i64) : i64
      %117 = llvm.mlir.constant(5 : i64) : i64
      %118 = llvm.mlir.constant(1 : i64) : i64
      %119 = llvm.mlir.constant(6 : i64) : i64
      %120 = llvm.insertvalue %arg11, %114[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %121 = llvm.insertvalue %arg11, %120[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %122 = llvm.insertvalue %115, %121[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %123 = llvm.insertvalue %116, %122[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %124 = llvm.insertvalue %117, %123[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %125 = llvm.insertvalue %118, %124[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %126 = llvm.insertvalue %119, %125[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %127 = builtin.unrealized_conversion_cast %126 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x5xi32, strided<[1, 6]>, 1>
      %128 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %129 = llvm.mlir.constant(0 : i64) : i64
      %130 = llvm.mlir.constant(4 : i64) : i64
      %131 = llvm.mlir.constant(1 : i64) : i64
      %132 = llvm.insertvalue %arg12, %128[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %133 = llvm.insertvalue %arg12, %132[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %134 = llvm.insertvalue %129, %133[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %135 = llvm.insertvalue %130, %134[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %136 = llvm.insertvalue %131, %135[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %137 = builtin.unrealized_conversion_cast %136 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<4xi64, strided<[1]>, 1>
      %138 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %139 = llvm.mlir.constant(0 : i64) : i64
      %140 = llvm.mlir.constant(4 : i64) : i64
      %141 = llvm.mlir.constant(1 : i64) : i64
      %142 = llvm.insertvalue %arg13, %138[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %143 = llvm.insertvalue %arg13, %142[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %144 = llvm.insertvalue %139, %143[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %145 = llvm.insertvalue %140, %144[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %146 = llvm.insertvalue %141, %145[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %147 = builtin.unrealized_conversion_cast %146 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<4xi32, strided<[1]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %13 : memref<6x5xi8, strided<[1, 6]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %13 : memref<6x5xi8, strided<[1, 6]>, 1> -> index
      %148 = arith.index_cast %intptr : index to i64
      %149 = llvm.inttoptr %148 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %27 : memref<5x4xi8, strided<[1, 5]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %27 : memref<5x4xi8, strided<[1, 5]>, 1> -> index
      %150 = arith.index_cast %intptr_4 : index to i64
      %151 = llvm.inttoptr %150 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %41 : memref<6x5xi16, strided<[1, 6]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %41 : memref<6x5xi16, strided<[1, 6]>, 1> -> index
      %152 = arith.index_cast %intptr_9 : index to i64
      %153 = llvm.inttoptr %152 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %51 : memref<5xi8, strided<[1]>, 1> -> memref<i8, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %51 : memref<5xi8, strided<[1]>, 1> -> index
      %154 = arith.index_cast %intptr_14 : index to i64
      %155 = llvm.inttoptr %154 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %61 : memref<4xi8, strided<[1]>, 1> -> memref<i8, 1>, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %61 : memref<4xi8, strided<[1]>, 1> -> index
      %156 = arith.index_cast %intptr_19 : index to i64
      %157 = llvm.inttoptr %156 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %75 : memref<6x4xi32, strided<[1, 6]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %75 : memref<6x4xi32, strided<[1, 6]>, 1> -> index
      %158 = arith.index_cast %intptr_24 : index to i64
      %159 = llvm.inttoptr %158 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %89 : memref<6x4xi32, strided<[1, 6]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %89 : memref<6x4xi32, strided<[1, 6]>, 1> -> index
      %160 = arith.index_cast %intptr_29 : index to i64
      %161 = llvm.inttoptr %160 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32, %strides_33 = memref.extract_strided_metadata %99 : memref<6xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %99 : memref<6xi32, strided<[1]>, 1> -> index
      %162 = arith.index_cast %intptr_34 : index to i64
      %163 = llvm.inttoptr %162 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %113 : memref<5x4xi32, strided<[1, 5]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %113 : memref<5x4xi32, strided<[1, 5]>, 1> -> index
      %164 = arith.index_cast %intptr_39 : index to i64
      %165 = llvm.inttoptr %164 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %127 : memref<6x5xi32, strided<[1, 6]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %127 : memref<6x5xi32, strided<[1, 6]>, 1> -> index
      %166 = arith.index_cast %intptr_44 : index to i64
      %167 = llvm.inttoptr %166 : i64 to !llvm.ptr<1>
      %base_buffer_45, %offset_46, %sizes_47, %strides_48 = memref.extract_strided_metadata %137 : memref<4xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %137 : memref<4xi64, strided<[1]>, 1> -> index
      %168 = arith.index_cast %intptr_49 : index to i64
      %169 = llvm.inttoptr %168 : i64 to !llvm.ptr<1>
      %base_buffer_50, %offset_51, %sizes_52, %strides_53 = memref.extract_strided_metadata %147 : memref<4xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %147 : memref<4xi32, strided<[1]>, 1> -> index
      %170 = arith.index_cast %intptr_54 : index to i64
      %171 = llvm.inttoptr %170 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<i32>
      %alloca_55 = memref.alloca() : memref<i32>
      %alloca_56 = memref.alloca() : memref<i32>
      %alloca_57 = memref.alloca() : memref<i32>
      %alloca_58 = memref.alloca() : memref<i32>
      %alloca_59 = memref.alloca() : memref<i32>
      %alloca_60 = memref.alloca() : memref<i32>
      %alloca_61 = memref.alloca() : memref<i32>
      %alloca_62 = memref.alloca() : memref<i64>
      %alloca_63 = memref.alloca() : memref<i64>
      %alloca_64 = memref.alloca() : memref<i64>
      %alloca_65 = memref.alloca() : memref<i64>
      %thread_id_x = gpu.thread_id  x
      %172 = arith.index_cast %thread_id_x : index to i64
      %c5_i64 = arith.constant 5 : i64
      %173 = arith.minsi %172, %c5_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %174 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_66 = gpu.thread_id  y
      %175 = arith.index_cast %thread_id_y_66 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %176 = arith.addi %175, %c2_i64 : i64
      %c0_i32 = arith.constant 0 : i32
      memref.store %c0_i32, %alloca[] : memref<i32>
      %c0_i32_67 = arith.constant 0 : i32
      memref.store %c0_i32_67, %alloca_55[] : memref<i32>
      %c0_i64 = arith.constant 0 : i64
      %c5_i64_68 = arith.constant 5 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64 to %c5_i64_68 step %c1_i64  : i64 {
        %c6_i64_114 = arith.constant 6 : i64
        %226 = arith.muli %arg14, %c6_i64_114 : i64
        %227 = arith.addi %173, %226 : i64
        %228 = llvm.getelementptr %149[%227] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %229 = llvm.load %228 : !llvm.ptr<1> -> i8
        %c5_i64_115 = arith.constant 5 : i64
        %230 = arith.muli %174, %c5_i64_115 : i64
        %231 = arith.addi %arg14, %230 : i64
        %232 = llvm.getelementptr %151[%231] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %233 = llvm.load %232 : !llvm.ptr<1> -> i8
        %c5_i64_116 = arith.constant 5 : i64
        %234 = arith.muli %176, %c5_i64_116 : i64
        %235 = arith.addi %arg14, %234 : i64
        %236 = llvm.getelementptr %151[%235] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %237 = llvm.load %236 : !llvm.ptr<1> -> i8
        %238 = memref.load %alloca[] : memref<i32>
        %239 = arith.extsi %229 : i8 to i32
        %240 = arith.extsi %233 : i8 to i32
        %241 = arith.muli %239, %240 : i32
        %242 = arith.addi %238, %241 : i32
        memref.store %242, %alloca[] : memref<i32>
        %243 = memref.load %alloca_55[] : memref<i32>
        %244 = arith.extsi %229 : i8 to i32
        %245 = arith.extsi %237 : i8 to i32
        %246 = arith.muli %244, %245 : i32
        %247 = arith.addi %243, %246 : i32
        memref.store %247, %alloca_55[] : memref<i32>
      }
      %c6_i64 = arith.constant 6 : i64
      %177 = arith.cmpi slt, %172, %c6_i64 : i64
      scf.if %177 {
        %226 = memref.load %alloca[] : memref<i32>
        %c6_i64_114 = arith.constant 6 : i64
        %227 = arith.muli %174, %c6_i64_114 : i64
        %228 = arith.addi %172, %227 : i64
        %229 = llvm.getelementptr %159[%228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %226, %229 : i32, !llvm.ptr<1>
        %230 = memref.load %alloca_55[] : memref<i32>
        %c6_i64_115 = arith.constant 6 : i64
        %231 = arith.muli %176, %c6_i64_115 : i64
        %232 = arith.addi %172, %231 : i64
        %233 = llvm.getelementptr %159[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %230, %233 : i32, !llvm.ptr<1>
      }
      %thread_id_x_69 = gpu.thread_id  x
      %178 = arith.index_cast %thread_id_x_69 : index to i64
      %c5_i64_70 = arith.constant 5 : i64
      %179 = arith.minsi %178, %c5_i64_70 : i64
      %thread_id_y_71 = gpu.thread_id  y
      %180 = arith.index_cast %thread_id_y_71 : index to i64
      %thread_id_y_72 = gpu.thread_id  y
      %181 = arith.index_cast %thread_id_y_72 : index to i64
      %c2_i64_73 = arith.constant 2 : i64
      %182 = arith.addi %181, %c2_i64_73 : i64
      %c0_i32_74 = arith.constant 0 : i32
      memref.store %c0_i32_74, %alloca_56[] : memref<i32>
      %c0_i32_75 = arith.constant 0 : i32
      memref.store %c0_i32_75, %alloca_57[] : memref<i32>
      %c0_i64_76 = arith.constant 0 : i64
      %c5_i64_77 = arith.constant 5 : i64
      %c1_i64_78 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_76 to %c5_i64_77 step %c1_i64_78  : i64 {
        %c6_i64_114 = arith.constant 6 : i64
        %226 = arith.muli %arg14, %c6_i64_114 : i64
        %227 = arith.addi %179, %226 : i64
        %228 = llvm.getelementptr %153[%227] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %229 = llvm.load %228 : !llvm.ptr<1> -> i16
        %c5_i64_115 = arith.constant 5 : i64
        %230 = arith.muli %180, %c5_i64_115 : i64
        %231 = arith.addi %arg14, %230 : i64
        %232 = llvm.getelementptr %151[%231] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %233 = llvm.load %232 : !llvm.ptr<1> -> i8
        %c5_i64_116 = arith.constant 5 : i64
        %234 = arith.muli %182, %c5_i64_116 : i64
        %235 = arith.addi %arg14, %234 : i64
        %236 = llvm.getelementptr %151[%235] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %237 = llvm.load %236 : !llvm.ptr<1> -> i8
        %238 = memref.load %alloca_56[] : memref<i32>
        %239 = arith.extsi %229 : i16 to i32
        %240 = arith.extsi %233 : i8 to i32
        %241 = arith.muli %239, %240 : i32
        %242 = arith.addi %238, %241 : i32
        memref.store %242, %alloca_56[] : memref<i32>
        %243 = memref.load %alloca_57[] : memref<i32>
        %244 = arith.extsi %229 : i16 to i32
        %245 = arith.extsi %237 : i8 to i32
        %246 = arith.muli %244, %245 : i32
        %247 = arith.addi %243, %246 : i32
        memref.store %247, %alloca_57[] : memref<i32>
      }
      %c6_i64_79 = arith.constant 6 : i64
      %183 = arith.cmpi slt, %178, %c6_i64_79 : i64
      scf.if %183 {
        %226 = memref.load %alloca_56[] : memref<i32>
        %c6_i64_114 = arith.constant 6 : i64
        %227 = arith.muli %180, %c6_i64_114 : i64
        %228 = arith.addi %178, %227 : i64
        %229 = llvm.getelementptr %161[%228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %226, %229 : i32, !llvm.ptr<1>
        %230 = memref.load %alloca_57[] : memref<i32>
        %c6_i64_115 = arith.constant 6 : i64
        %231 = arith.muli %182, %c6_i64_115 : i64
        %232 = arith.addi %178, %231 : i64
        %233 = llvm.getelementptr %161[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %230, %233 : i32, !llvm.ptr<1>
      }
      %thread_id_x_80 = gpu.thread_id  x
      %184 = arith.index_cast %thread_id_x_80 : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y_81 = gpu.thread_id  y
      %185 = arith.index_cast %thread_id_y_81 : index to i64
      %186 = arith.muli %c32_i64, %185 : i64
      %187 = arith.addi %184, %186 : i64
      %c6_i64_82 = arith.constant 6 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg14 = %187 to %c6_i64_82 step %c64_i64  : i64 {
        %c0_i32_114 = arith.constant 0 : i32
        memref.store %c0_i32_114, %alloca_58[] : memref<i32>
        %c0_i64_115 = arith.constant 0 : i64
        %c5_i64_116 = arith.constant 5 : i64
        %c1_i64_117 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_115 to %c5_i64_116 step %c1_i64_117  : i64 {
          %228 = memref.load %alloca_58[] : memref<i32>
          %c6_i64_118 = arith.constant 6 : i64
          %229 = arith.muli %arg15, %c6_i64_118 : i64
          %230 = arith.addi %arg14, %229 : i64
          %231 = llvm.getelementptr %149[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %232 = llvm.load %231 : !llvm.ptr<1> -> i8
          %233 = arith.extsi %232 : i8 to i32
          %234 = llvm.getelementptr %155[%arg15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %235 = llvm.load %234 : !llvm.ptr<1> -> i8
          %236 = arith.extsi %235 : i8 to i32
          %237 = arith.muli %233, %236 : i32
          %238 = arith.addi %228, %237 : i32
          memref.store %238, %alloca_58[] : memref<i32>
        }
        %226 = memref.load %alloca_58[] : memref<i32>
        %227 = llvm.getelementptr %163[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %226, %227 : i32, !llvm.ptr<1>
      }
      %thread_id_x_83 = gpu.thread_id  x
      %188 = arith.index_cast %thread_id_x_83 : index to i64
      %c5_i64_84 = arith.constant 5 : i64
      %c32_i64_85 = arith.constant 32 : i64
      scf.for %arg14 = %188 to %c5_i64_84 step %c32_i64_85  : i64 {
        %c0_i64_114 = arith.constant 0 : i64
        %c1_i64_115 = arith.constant 1 : i64
        %c1_i64_116 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_114 to %c1_i64_115 step %c1_i64_116  : i64 {
          %thread_id_y_117 = gpu.thread_id  y
          %226 = arith.index_cast %thread_id_y_117 : index to i64
          %c4_i64_118 = arith.constant 4 : i64
          %227 = arith.muli %arg15, %c4_i64_118 : i64
          %228 = arith.addi %226, %227 : i64
          %229 = llvm.getelementptr %155[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %230 = llvm.load %229 : !llvm.ptr<1> -> i8
          %231 = arith.extsi %230 : i8 to i32
          %232 = llvm.getelementptr %157[%228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %233 = llvm.load %232 : !llvm.ptr<1> -> i8
          %234 = arith.extsi %233 : i8 to i32
          %235 = arith.muli %231, %234 : i32
          %c2_i64_119 = arith.constant 2 : i64
          %236 = arith.addi %228, %c2_i64_119 : i64
          %237 = llvm.getelementptr %155[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %238 = llvm.load %237 : !llvm.ptr<1> -> i8
          %239 = arith.extsi %238 : i8 to i32
          %240 = llvm.getelementptr %157[%236] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %241 = llvm.load %240 : !llvm.ptr<1> -> i8
          %242 = arith.extsi %241 : i8 to i32
          %243 = arith.muli %239, %242 : i32
          %c5_i64_120 = arith.constant 5 : i64
          %244 = arith.muli %228, %c5_i64_120 : i64
          %245 = arith.addi %arg14, %244 : i64
          %246 = llvm.getelementptr %165[%245] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %235, %246 : i32, !llvm.ptr<1>
          %c5_i64_121 = arith.constant 5 : i64
          %247 = arith.muli %236, %c5_i64_121 : i64
          %248 = arith.addi %arg14, %247 : i64
          %249 = llvm.getelementptr %165[%248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %243, %249 : i32, !llvm.ptr<1>
        }
      }
      %thread_id_x_86 = gpu.thread_id  x
      %189 = arith.index_cast %thread_id_x_86 : index to i64
      %c6_i64_87 = arith.constant 6 : i64
      %c32_i64_88 = arith.constant 32 : i64
      scf.for %arg14 = %189 to %c6_i64_87 step %c32_i64_88  : i64 {
        %c0_i64_114 = arith.constant 0 : i64
        %c1_i64_115 = arith.constant 1 : i64
        %c1_i64_116 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_114 to %c1_i64_115 step %c1_i64_116  : i64 {
          %thread_id_y_117 = gpu.thread_id  y
          %226 = arith.index_cast %thread_id_y_117 : index to i64
          %c6_i64_118 = arith.constant 6 : i64
          %227 = arith.muli %arg15, %c6_i64_118 : i64
          %228 = arith.addi %226, %227 : i64
          %c5_i64_119 = arith.constant 5 : i64
          %229 = arith.cmpi slt, %228, %c5_i64_119 : i64
          scf.if %229 {
            %c6_i64_127 = arith.constant 6 : i64
            %237 = arith.muli %228, %c6_i64_127 : i64
            %238 = arith.addi %arg14, %237 : i64
            %239 = llvm.getelementptr %149[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
            %240 = llvm.load %239 : !llvm.ptr<1> -> i8
            %241 = arith.extsi %240 : i8 to i32
            %c6_i64_128 = arith.constant 6 : i64
            %242 = arith.muli %228, %c6_i64_128 : i64
            %243 = arith.addi %arg14, %242 : i64
            %244 = llvm.getelementptr %149[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
            %245 = llvm.load %244 : !llvm.ptr<1> -> i8
            %246 = arith.extsi %245 : i8 to i32
            %247 = arith.muli %241, %246 : i32
            memref.store %247, %alloca_59[] : memref<i32>
          }
          %c2_i64_120 = arith.constant 2 : i64
          %230 = arith.addi %228, %c2_i64_120 : i64
          %c5_i64_121 = arith.constant 5 : i64
          %231 = arith.cmpi slt, %230, %c5_i64_121 : i64
          scf.if %231 {
            %c6_i64_127 = arith.constant 6 : i64
            %237 = arith.muli %230, %c6_i64_127 : i64
            %238 = arith.addi %arg14, %237 : i64
            %239 = llvm.getelementptr %149[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
            %240 = llvm.load %239 : !llvm.ptr<1> -> i8
            %241 = arith.extsi %240 : i8 to i32
            %c6_i64_128 = arith.constant 6 : i64
            %242 = arith.muli %230, %c6_i64_128 : i64
            %243 = arith.addi %arg14, %242 : i64
            %244 = llvm.getelementptr %149[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
            %245 = llvm.load %244 : !llvm.ptr<1> -> i8
            %246 = arith.extsi %245 : i8 to i32
            %247 = arith.muli %241, %246 : i32
            memref.store %247, %alloca_60[] : memref<i32>
          }
          %c4_i64_122 = arith.constant 4 : i64
          %232 = arith.addi %228, %c4_i64_122 : i64
          %c5_i64_123 = arith.constant 5 : i64
          %233 = arith.cmpi slt, %232, %c5_i64_123 : i64
          scf.if %233 {
            %c6_i64_127 = arith.constant 6 : i64
            %237 = arith.muli %232, %c6_i64_127 : i64
            %238 = arith.addi %arg14, %237 : i64
            %239 = llvm.getelementptr %149[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
            %240 = llvm.load %239 : !llvm.ptr<1> -> i8
            %241 = arith.extsi %240 : i8 to i32
            %c6_i64_128 = arith.constant 6 : i64
            %242 = arith.muli %232, %c6_i64_128 : i64
            %243 = arith.addi %arg14, %242 : i64
            %244 = llvm.getelementptr %149[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
            %245 = llvm.load %244 : !llvm.ptr<1> -> i8
            %246 = arith.extsi %245 : i8 to i32
            %247 = arith.muli %241, %246 : i32
            memref.store %247, %alloca_61[] : memref<i32>
          }
          %c5_i64_124 = arith.constant 5 : i64
          %234 = arith.cmpi slt, %228, %c5_i64_124 : i64
          scf.if %234 {
            %237 = memref.load %alloca_59[] : memref<i32>
            %c6_i64_127 = arith.constant 6 : i64
            %238 = arith.muli %228, %c6_i64_127 : i64
            %239 = arith.addi %arg14, %238 : i64
            %240 = llvm.getelementptr %167[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            llvm.store %237, %240 : i32, !llvm.ptr<1>
          }
          %c5_i64_125 = arith.constant 5 : i64
          %235 = arith.cmpi slt, %230, %c5_i64_125 : i64
          scf.if %235 {
            %237 = memref.load %alloca_60[] : memref<i32>
            %c6_i64_127 = arith.constant 6 : i64
            %238 = arith.muli %230, %c6_i64_127 : i64
            %239 = arith.addi %arg14, %238 : i64
            %240 = llvm.getelementptr %167[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            llvm.store %237, %240 : i32, !llvm.ptr<1>
          }
          %c5_i64_126 = arith.constant 5 : i64
          %236 = arith.cmpi slt, %232, %c5_i64_126 : i64
          scf.if %236 {
            %237 = memref.load %alloca_61[] : memref<i32>
            %c6_i64_127 = arith.constant 6 : i64
            %238 = arith.muli %232, %c6_i64_127 : i64
            %239 = arith.addi %arg14, %238 : i64
            %240 = llvm.getelementptr %167[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            llvm.store %237, %240 : i32, !llvm.ptr<1>
          }
        }
      }
      %c-9223372036854775807_i64 = arith.constant -9223372036854775807 : i64
      %c1_i64_89 = arith.constant 1 : i64
      %190 = arith.subi %c-9223372036854775807_i64, %c1_i64_89 : i64
      %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
      %191 = arith.maxsi %190, %c9223372036854775807_i64 : i64
      %c9223372036854775807_i64_90 = arith.constant 9223372036854775807 : i64
      %192 = arith.subi %191, %c9223372036854775807_i64_90 : i64
      %c4_i64 = arith.constant 4 : i64
      %193 = arith.muli %c4_i64, %192 : i64
      %thread_id_x_91 = gpu.thread_id  x
      %194 = arith.index_cast %thread_id_x_91 : index to i64
      %c32_i64_92 = arith.constant 32 : i64
      %thread_id_y_93 = gpu.thread_id  y
      %195 = arith.index_cast %thread_id_y_93 : index to i64
      %196 = arith.muli %c32_i64_92, %195 : i64
      %197 = arith.addi %194, %196 : i64
      %c64_i64_94 = arith.constant 64 : i64
      scf.for %arg14 = %197 to %193 step %c64_i64_94  : i64 {
        %c4_i64_114 = arith.constant 4 : i64
        %226 = arith.remsi %arg14, %c4_i64_114 : i64
        %c4_i64_115 = arith.constant 4 : i64
        %227 = arith.divsi %arg14, %c4_i64_115 : i64
        %c9223372036854775807_i64_116 = arith.constant 9223372036854775807 : i64
        %228 = arith.addi %c9223372036854775807_i64_116, %227 : i64
        %c7_i32 = arith.constant 7 : i32
        %229 = llvm.getelementptr %171[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %c7_i32, %229 : i32, !llvm.ptr<1>
      }
      %c0_i64_95 = arith.constant 0 : i64
      memref.store %c0_i64_95, %alloca_62[] : memref<i64>
      %c0_i64_96 = arith.constant 0 : i64
      memref.store %c0_i64_96, %alloca_63[] : memref<i64>
      %c120_i64 = arith.constant 120 : i64
      %c127_i64 = arith.constant 127 : i64
      %c3_i64 = arith.constant 3 : i64
      scf.for %arg14 = %c120_i64 to %c127_i64 step %c3_i64  : i64 {
        %226 = arith.trunci %arg14 : i64 to i8
        %227 = memref.load %alloca_62[] : memref<i64>
        %c1_i64_114 = arith.constant 1 : i64
        %228 = arith.addi %227, %c1_i64_114 : i64
        %229 = arith.extsi %226 : i8 to i64
        %230 = memref.load %alloca_63[] : memref<i64>
        %231 = arith.addi %230, %229 : i64
        memref.store %228, %alloca_62[] : memref<i64>
        memref.store %231, %alloca_63[] : memref<i64>
      }
      %c0_i64_97 = arith.constant 0 : i64
      memref.store %c0_i64_97, %alloca_64[] : memref<i64>
      %c0_i64_98 = arith.constant 0 : i64
      memref.store %c0_i64_98, %alloca_65[] : memref<i64>
      %c9223372036854775807_i64_99 = arith.constant 9223372036854775807 : i64
      %198 = arith.maxsi %c9223372036854775807_i64_99, %arg5 : i64
      %199 = arith.subi %198, %arg5 : i64
      %c1_i64_100 = arith.constant 1 : i64
      %200 = arith.maxsi %arg6, %c1_i64_100 : i64
      %c1_i64_101 = arith.constant 1 : i64
      %c63_i64 = arith.constant 63 : i64
      %201 = arith.andi %c1_i64_101, %c63_i64 : i64
      %202 = arith.shrsi %199, %201 : i64
      %c9223372036854775807_i64_102 = arith.constant 9223372036854775807 : i64
      %203 = arith.andi %202, %c9223372036854775807_i64_102 : i64
      %204 = arith.divsi %203, %200 : i64
      %c2_i64_103 = arith.constant 2 : i64
      %205 = arith.muli %204, %c2_i64_103 : i64
      %206 = arith.muli %205, %200 : i64
      %207 = arith.subi %199, %206 : i64
      %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
      %208 = arith.xori %207, %c-9223372036854775808_i64 : i64
      %c-9223372036854775808_i64_104 = arith.constant -9223372036854775808 : i64
      %209 = arith.xori %200, %c-9223372036854775808_i64_104 : i64
      %210 = arith.cmpi sge, %208, %209 : i64
      %211 = arith.extui %210 : i1 to i64
      %212 = arith.addi %205, %211 : i64
      %213 = arith.muli %211, %200 : i64
      %214 = arith.subi %207, %213 : i64
      %c0_i64_105 = arith.constant 0 : i64
      %215 = arith.cmpi ne, %214, %c0_i64_105 : i64
      %216 = arith.extui %215 : i1 to i64
      %217 = arith.addi %212, %216 : i64
      %c63_i64_106 = arith.constant 63 : i64
      %c63_i64_107 = arith.constant 63 : i64
      %218 = arith.andi %c63_i64_106, %c63_i64_107 : i64
      %219 = arith.shrsi %217, %218 : i64
      %c9223372036854775807_i64_108 = arith.constant 9223372036854775807 : i64
      %220 = arith.andi %219, %c9223372036854775807_i64_108 : i64
      %221 = arith.maxsi %217, %220 : i64
      %c0_i64_109 = arith.constant 0 : i64
      %c1_i64_110 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_109 to %221 step %c1_i64_110  : i64 {
        %226 = arith.muli %arg14, %arg6 : i64
        %227 = arith.addi %arg5, %226 : i64
        %228 = memref.load %alloca_64[] : memref<i64>
        %c1_i64_114 = arith.constant 1 : i64
        %229 = arith.addi %228, %c1_i64_114 : i64
        %230 = arith.subi %227, %arg5 : i64
        %231 = memref.load %alloca_65[] : memref<i64>
        %232 = arith.addi %231, %230 : i64
        memref.store %229, %alloca_64[] : memref<i64>
        memref.store %232, %alloca_65[] : memref<i64>
      }
      %thread_id_x_111 = gpu.thread_id  x
      %222 = arith.index_cast %thread_id_x_111 : index to i64
      %c32_i64_112 = arith.constant 32 : i64
      %223 = arith.remsi %222, %c32_i64_112 : i64
      %224 = arith.trunci %223 : i64 to i32
      %c0_i32_113 = arith.constant 0 : i32
      %225 = arith.cmpi eq, %224, %c0_i32_113 : i32
      scf.if %225 {
        %226 = memref.load %alloca_62[] : memref<i64>
        llvm.store %226, %169 : i64, !llvm.ptr<1>
        %227 = memref.load %alloca_63[] : memref<i64>
        %c1_i64_114 = arith.constant 1 : i64
        %228 = llvm.getelementptr %169[%c1_i64_114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %227, %228 : i64, !llvm.ptr<1>
        %229 = memref.load %alloca_64[] : memref<i64>
        %c2_i64_115 = arith.constant 2 : i64
        %230 = llvm.getelementptr %169[%c2_i64_115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %229, %230 : i64, !llvm.ptr<1>
        %231 = memref.load %alloca_65[] : memref<i64>
        %c3_i64_116 = arith.constant 3 : i64
        %232 = llvm.getelementptr %169[%c3_i64_116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %231, %232 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
