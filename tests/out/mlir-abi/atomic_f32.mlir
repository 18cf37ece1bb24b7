module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @atomic_f32_(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(6 : i64) : i64
      %3 = llvm.mlir.constant(4 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(6 : i64) : i64
      %6 = llvm.mlir.constant(24 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<6x4x?xf32, strided<[1, 6, 24]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(4 : i64) : i64
      %20 = llvm.mlir.constant(5 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(4 : i64) : i64
      %23 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %arg2, %23[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %18, %24[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %19, %25[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %20, %26[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %22, %28[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x5xf32, strided<[1, 4]>, 1>
      %31 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %32 = llvm.mlir.constant(0 : i64) : i64
      %33 = llvm.mlir.constant(4 : i64) : i64
      %34 = llvm.mlir.constant(1 : i64) : i64
      %35 = llvm.mlir.constant(4 : i64) : i64
      %36 = llvm.insertvalue %arg3, %31[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %arg3, %36[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %32, %37[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %33, %38[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %arg4, %39[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %34, %40[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = llvm.insertvalue %35, %41[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %43 = builtin.unrealized_conversion_cast %42 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xf32, strided<[1, 4]>, 1>
      %44 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %45 = llvm.mlir.constant(0 : i64) : i64
      %46 = llvm.mlir.constant(6 : i64) : i64
      %47 = llvm.mlir.constant(1 : i64) : i64
      %48 = llvm.mlir.constant(6 : i64) : i64
      %49 = llvm.insertvalue %arg5, %44[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %arg5, %49[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = llvm.insertvalue %45, %50[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %52 = llvm.insertvalue %46, %51[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %53 = llvm.insertvalue %arg6, %52[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.insertvalue %47, %53[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = llvm.insertvalue %48, %54[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %56 = builtin.unrealized_conversion_cast %55 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x?xf32, strided<[1, 6]>, 1>
      %57 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %58 = llvm.mlir.constant(0 : i64) : i64
      %59 = llvm.mlir.constant(5 : i64) : i64
      %60 = llvm.mlir.constant(1 : i64) : i64
      %61 = llvm.mlir.constant(5 : i64) : i64
      %62 = llvm.insertvalue %arg7, %57[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %arg7, %62[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = llvm.insertvalue %58, %63[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %65 = llvm.insertvalue %59, %64[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %66 = llvm.insertvalue %arg8, %65[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %67 = llvm.insertvalue %60, %66[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %68 = llvm.insertvalue %61, %67[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %69 = builtin.unrealized_conversion_cast %68 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<5x?xf32, strided<[1, 5]>, 1>
      %70 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %71 = llvm.mlir.constant(0 : i64) : i64
      %72 = llvm.mlir.constant(30 : i64) : i64
      %73 = llvm.mlir.constant(9 : i64) : i64
      %74 = llvm.mlir.constant(1 : i64) : i64
      %75 = llvm.mlir.constant(30 : i64) : i64
      %76 = llvm.insertvalue %arg9, %70[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %77 = llvm.insertvalue %arg9, %76[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %78 = llvm.insertvalue %71, %77[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %79 = llvm.insertvalue %72, %78[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %80 = llvm.insertvalue %73, %79[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %81 = llvm.insertvalue %74, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %82 = llvm.insertvalue %75, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %83 = builtin.unrealized_conversion_cast %82 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<30x9xf32, strided<[1, 30]>, 1>
      %84 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %85 = llvm.mlir.constant(0 : i64) : i64
      %86 = llvm.mlir.constant(30 : i64) : i64
      %87 = llvm.mlir.constant(9 : i64) : i64
      %88 = llvm.mlir.constant(1 : i64) : i64
      %89 = llvm.mlir.constant(30 : i64) : i64
      %90 = llvm.mlir.constant(270 : i64) : i64
      %91 = llvm.insertvalue %arg10, %84[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %92 = llvm.insertvalue %arg10, %91[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %93 = llvm.insertvalue %85, %92[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %94 = llvm.insertvalue %86, %93[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %95 = llvm.insertvalue %87, %94[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %96 = llvm.insertvalue %arg11, %95[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %97 = llvm.insertvalue %88, %96[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %98 = llvm.insertvalue %89, %97[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %99 = llvm.insertvalue %90, %98[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %100 = builtin.unrealized_conversion_cast %99 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<30x9x?xf32, strided<[1, 30, 270]>, 1>
      %101 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %102 = llvm.mlir.constant(0 : i64) : i64
      %103 = llvm.mlir.constant(30 : i64) : i64
      %104 = llvm.mlir.constant(9 : i64) : i64
      %105 = llvm.mlir.constant(1 : i64) : i64
      %106 = llvm.mlir.constant(30 : i64) : i64
      %107 = llvm.insertvalue %arg12, %101[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %108 = llvm.insertvalue %arg12, %107[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %109 = llvm.insertvalue %102, %108[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %110 = llvm.insertvalue %103, %109[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %111 = llvm.insertvalue %104, %110[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %112 = llvm.insertvalue %105, %111[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %113 = llvm.insertvalue %106, %112[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %114 = builtin.unrealized_conversion_cast %113 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<30x9xf32, strided<[1, 30]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<6x4x?xf32, strided<[1, 6, 24]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<6x4x?xf32, strided<[1, 6, 24]>, 1> -> index
      %115 = arith.index_cast %intptr : index to i64
      %116 = llvm.inttoptr %115 : i64 to !llvm.ptr<1>
      %117 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %30 : memref<4x5xf32, strided<[1, 4]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %30 : memref<4x5xf32, strided<[1, 4]>, 1> -> index
      %118 = arith.index_cast %intptr_4 : index to i64
      %119 = llvm.inttoptr %118 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %43 : memref<4x?xf32, strided<[1, 4]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %43 : memref<4x?xf32, strided<[1, 4]>, 1> -> index
      %120 = arith.index_cast %intptr_9 : index to i64
      %121 = llvm.inttoptr %120 : i64 to !llvm.ptr<1>
      %122 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %56 : memref<6x?xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %56 : memref<6x?xf32, strided<[1, 6]>, 1> -> index
      %123 = arith.index_cast %intptr_14 : index to i64
      %124 = llvm.inttoptr %123 : i64 to !llvm.ptr<1>
      %125 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %69 : memref<5x?xf32, strided<[1, 5]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %69 : memref<5x?xf32, strided<[1, 5]>, 1> -> index
      %126 = arith.index_cast %intptr_19 : index to i64
      %127 = llvm.inttoptr %126 : i64 to !llvm.ptr<1>
      %128 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %83 : memref<30x9xf32, strided<[1, 30]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %83 : memref<30x9xf32, strided<[1, 30]>, 1> -> index
      %129 = arith.index_cast %intptr_24 : index to i64
      %130 = llvm.inttoptr %129 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %100 : memref<30x9x?xf32, strided<[1, 30, 270]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %100 : memref<30x9x?xf32, strided<[1, 30, 270]>, 1> -> index
      %131 = arith.index_cast %intptr_29 : index to i64
      %132 = llvm.inttoptr %131 : i64 to !llvm.ptr<1>
      %133 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %114 : memref<30x9xf32, strided<[1, 30]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %114 : memref<30x9xf32, strided<[1, 30]>, 1> -> index
      %134 = arith.index_cast %intptr_34 : index to i64
      %135 = llvm.inttoptr %134 : i64 to !llvm.ptr<1>
      %136 = llvm.mlir.constant(1 : i64) : i64
      %137 = llvm.alloca %136 x f32 : (i64) -> !llvm.ptr
      %138 = llvm.alloca %136 x f32 : (i64) -> !llvm.ptr
      %139 = llvm.alloca %136 x f32 : (i64) -> !llvm.ptr
      %140 = llvm.alloca %136 x f32 : (i64) -> !llvm.ptr
      %141 = llvm.alloca %136 x f32 : (i64) -> !llvm.ptr
      %142 = llvm.alloca %136 x f32 : (i64) -> !llvm.ptr
      %143 = llvm.alloca %136 x f32 : (i64) -> !llvm.ptr
      %144 = llvm.alloca %136 x f32 : (i64) -> !llvm.ptr
      %145 = llvm.alloca %136 x f32 : (i64) -> !llvm.ptr
      %146 = llvm.alloca %136 x f32 : (i64) -> !llvm.ptr
      %147 = llvm.alloca %136 x f32 : (i64) -> !llvm.ptr
      %148 = llvm.alloca %136 x f32 : (i64) -> !llvm.ptr
      %149 = llvm.alloca %136 x f32 : (i64) -> !llvm.ptr
      %150 = llvm.alloca %136 x f32 : (i64) -> !llvm.ptr
      %151 = llvm.alloca %136 x f32 : (i64) -> !llvm.ptr
      %152 = llvm.alloca %136 x f32 : (i64) -> !llvm.ptr
      %153 = llvm.alloca %136 x f32 : (i64) -> !llvm.ptr
      %154 = llvm.alloca %136 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %155 = arith.index_cast %block_id_x : index to i64
      %c24_i64 = arith.constant 24 : i64
      %156 = arith.muli %155, %c24_i64 : i64
      %157 = llvm.getelementptr %116[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c4_i64 = arith.constant 4 : i64
      %158 = arith.muli %155, %c4_i64 : i64
      %159 = llvm.getelementptr %121[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c4_i64_35 = arith.constant 4 : i64
      %160 = arith.muli %155, %c4_i64_35 : i64
      %161 = llvm.getelementptr %121[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c6_i64 = arith.constant 6 : i64
      %162 = arith.muli %155, %c6_i64 : i64
      %163 = llvm.getelementptr %124[%162] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c5_i64 = arith.constant 5 : i64
      %164 = arith.muli %155, %c5_i64 : i64
      %165 = llvm.getelementptr %127[%164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c30_i64 = arith.constant 30 : i64
      %166 = llvm.getelementptr %130[%c30_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64 = arith.constant 60 : i64
      %167 = llvm.getelementptr %130[%c60_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c90_i64 = arith.constant 90 : i64
      %168 = llvm.getelementptr %130[%c90_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64 = arith.constant 120 : i64
      %169 = llvm.getelementptr %130[%c120_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c150_i64 = arith.constant 150 : i64
      %170 = llvm.getelementptr %130[%c150_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c180_i64 = arith.constant 180 : i64
      %171 = llvm.getelementptr %130[%c180_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c210_i64 = arith.constant 210 : i64
      %172 = llvm.getelementptr %130[%c210_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c240_i64 = arith.constant 240 : i64
      %173 = llvm.getelementptr %130[%c240_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %174 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %175 = arith.index_cast %thread_id_y : index to i64
      %176 = arith.muli %c32_i64, %175 : i64
      %177 = arith.addi %174, %176 : i64
      %c0_i64 = arith.constant 0 : i64
      %178 = arith.cmpi eq, %177, %c0_i64 : i64
      scf.if %178 {
        %cst_205 = arith.constant 1.500000e+00 : f32
        %325 = llvm.load %161 : !llvm.ptr<1> -> f32
        %326 = arith.mulf %cst_205, %325 : f32
        %327 = llvm.atomicrmw fadd %130, %326 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_x_36 = gpu.thread_id  x
      %179 = arith.index_cast %thread_id_x_36 : index to i64
      %c32_i64_37 = arith.constant 32 : i64
      %thread_id_y_38 = gpu.thread_id  y
      %180 = arith.index_cast %thread_id_y_38 : index to i64
      %181 = arith.muli %c32_i64_37, %180 : i64
      %182 = arith.addi %179, %181 : i64
      %c6_i64_39 = arith.constant 6 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg13 = %182 to %c6_i64_39 step %c64_i64  : i64 {
        %cst_205 = arith.constant 1.500000e+00 : f32
        %325 = llvm.getelementptr %163[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %326 = llvm.load %325 : !llvm.ptr<1> -> f32
        %327 = arith.mulf %cst_205, %326 : f32
        %328 = llvm.getelementptr %166[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %329 = llvm.atomicrmw fadd %328, %327 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_y_40 = gpu.thread_id  y
      %183 = arith.index_cast %thread_id_y_40 : index to i64
      %c6_i64_41 = arith.constant 6 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg13 = %183 to %c6_i64_41 step %c2_i64  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %325 = arith.index_cast %thread_id_x_205 : index to i64
        %c4_i64_206 = arith.constant 4 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg14 = %325 to %c4_i64_206 step %c32_i64_207  : i64 {
          %cst_208 = arith.constant 1.500000e+00 : f32
          %c6_i64_209 = arith.constant 6 : i64
          %326 = arith.muli %arg14, %c6_i64_209 : i64
          %327 = arith.addi %arg13, %326 : i64
          %328 = llvm.getelementptr %157[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %329 = llvm.load %328 : !llvm.ptr<1> -> f32
          %330 = arith.mulf %cst_208, %329 : f32
          %c4_i64_210 = arith.constant 4 : i64
          %331 = arith.muli %arg13, %c4_i64_210 : i64
          %332 = arith.addi %arg14, %331 : i64
          %333 = llvm.getelementptr %167[%332] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %334 = llvm.atomicrmw fadd %333, %330 monotonic : !llvm.ptr<1>, f32
        }
      }
      gpu.barrier
      %thread_id_x_42 = gpu.thread_id  x
      %184 = arith.index_cast %thread_id_x_42 : index to i64
      %c5_i64_43 = arith.constant 5 : i64
      %185 = arith.minsi %184, %c5_i64_43 : i64
      %thread_id_y_44 = gpu.thread_id  y
      %186 = arith.index_cast %thread_id_y_44 : index to i64
      %c4_i64_45 = arith.constant 4 : i64
      %187 = arith.minsi %186, %c4_i64_45 : i64
      %thread_id_y_46 = gpu.thread_id  y
      %188 = arith.index_cast %thread_id_y_46 : index to i64
      %c2_i64_47 = arith.constant 2 : i64
      %189 = arith.addi %188, %c2_i64_47 : i64
      %c4_i64_48 = arith.constant 4 : i64
      %190 = arith.minsi %189, %c4_i64_48 : i64
      %thread_id_y_49 = gpu.thread_id  y
      %191 = arith.index_cast %thread_id_y_49 : index to i64
      %c4_i64_50 = arith.constant 4 : i64
      %192 = arith.addi %191, %c4_i64_50 : i64
      %c4_i64_51 = arith.constant 4 : i64
      %193 = arith.minsi %192, %c4_i64_51 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %137 : f32, !llvm.ptr
      %cst_52 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_52, %138 : f32, !llvm.ptr
      %cst_53 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_53, %139 : f32, !llvm.ptr
      %c0_i64_54 = arith.constant 0 : i64
      %c4_i64_55 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_54 to %c4_i64_55 step %c1_i64  : i64 {
        %c6_i64_205 = arith.constant 6 : i64
        %325 = arith.muli %arg13, %c6_i64_205 : i64
        %326 = arith.addi %185, %325 : i64
        %327 = llvm.getelementptr %157[%326] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %328 = llvm.load %327 : !llvm.ptr<1> -> f32
        %c4_i64_206 = arith.constant 4 : i64
        %329 = arith.muli %187, %c4_i64_206 : i64
        %330 = arith.addi %arg13, %329 : i64
        %331 = llvm.getelementptr %119[%330] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %332 = llvm.load %331 : !llvm.ptr<1> -> f32
        %c4_i64_207 = arith.constant 4 : i64
        %333 = arith.muli %190, %c4_i64_207 : i64
        %334 = arith.addi %arg13, %333 : i64
        %335 = llvm.getelementptr %119[%334] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %336 = llvm.load %335 : !llvm.ptr<1> -> f32
        %c4_i64_208 = arith.constant 4 : i64
        %337 = arith.muli %193, %c4_i64_208 : i64
        %338 = arith.addi %arg13, %337 : i64
        %339 = llvm.getelementptr %119[%338] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %340 = llvm.load %339 : !llvm.ptr<1> -> f32
        %341 = llvm.load %137 : !llvm.ptr -> f32
        %342 = arith.mulf %328, %332 : f32
        %343 = arith.addf %341, %342 : f32
        llvm.store %343, %137 : f32, !llvm.ptr
        %344 = llvm.load %138 : !llvm.ptr -> f32
        %345 = arith.mulf %328, %336 : f32
        %346 = arith.addf %344, %345 : f32
        llvm.store %346, %138 : f32, !llvm.ptr
        %347 = llvm.load %139 : !llvm.ptr -> f32
        %348 = arith.mulf %328, %340 : f32
        %349 = arith.addf %347, %348 : f32
        llvm.store %349, %139 : f32, !llvm.ptr
      }
      %c6_i64_56 = arith.constant 6 : i64
      %194 = arith.cmpi slt, %184, %c6_i64_56 : i64
      scf.if %194 {
        %c5_i64_205 = arith.constant 5 : i64
        %325 = arith.cmpi slt, %186, %c5_i64_205 : i64
        scf.if %325 {
          %cst_208 = arith.constant 1.500000e+00 : f32
          %328 = llvm.load %137 : !llvm.ptr -> f32
          %329 = arith.mulf %cst_208, %328 : f32
          %c6_i64_209 = arith.constant 6 : i64
          %330 = arith.muli %186, %c6_i64_209 : i64
          %331 = arith.addi %184, %330 : i64
          %332 = llvm.getelementptr %168[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %333 = llvm.atomicrmw fadd %332, %329 monotonic : !llvm.ptr<1>, f32
        }
        %c5_i64_206 = arith.constant 5 : i64
        %326 = arith.cmpi slt, %189, %c5_i64_206 : i64
        scf.if %326 {
          %cst_208 = arith.constant 1.500000e+00 : f32
          %328 = llvm.load %138 : !llvm.ptr -> f32
          %329 = arith.mulf %cst_208, %328 : f32
          %c6_i64_209 = arith.constant 6 : i64
          %330 = arith.muli %189, %c6_i64_209 : i64
          %331 = arith.addi %184, %330 : i64
          %332 = llvm.getelementptr %168[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %333 = llvm.atomicrmw fadd %332, %329 monotonic : !llvm.ptr<1>, f32
        }
        %c5_i64_207 = arith.constant 5 : i64
        %327 = arith.cmpi slt, %192, %c5_i64_207 : i64
        scf.if %327 {
          %cst_208 = arith.constant 1.500000e+00 : f32
          %328 = llvm.load %139 : !llvm.ptr -> f32
          %329 = arith.mulf %cst_208, %328 : f32
          %c6_i64_209 = arith.constant 6 : i64
          %330 = arith.muli %192, %c6_i64_209 : i64
          %331 = arith.addi %184, %330 : i64
          %332 = llvm.getelementptr %168[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %333 = llvm.atomicrmw fadd %332, %329 monotonic : !llvm.ptr<1>, f32
        }
      }
      gpu.barrier
      %thread_id_x_57 = gpu.thread_id  x
      %195 = arith.index_cast %thread_id_x_57 : index to i64
      %c32_i64_58 = arith.constant 32 : i64
      %thread_id_y_59 = gpu.thread_id  y
      %196 = arith.index_cast %thread_id_y_59 : index to i64
      %197 = arith.muli %c32_i64_58, %196 : i64
      %198 = arith.addi %195, %197 : i64
      %c6_i64_60 = arith.constant 6 : i64
      %c64_i64_61 = arith.constant 64 : i64
      scf.for %arg13 = %198 to %c6_i64_60 step %c64_i64_61  : i64 {
        %cst_205 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_205, %140 : f32, !llvm.ptr
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %329 = llvm.load %140 : !llvm.ptr -> f32
          %c6_i64_210 = arith.constant 6 : i64
          %330 = arith.muli %arg14, %c6_i64_210 : i64
          %331 = arith.addi %arg13, %330 : i64
          %332 = llvm.getelementptr %157[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %333 = llvm.load %332 : !llvm.ptr<1> -> f32
          %334 = llvm.getelementptr %159[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %335 = llvm.load %334 : !llvm.ptr<1> -> f32
          %336 = arith.mulf %333, %335 : f32
          %337 = arith.addf %329, %336 : f32
          llvm.store %337, %140 : f32, !llvm.ptr
        }
        %cst_209 = arith.constant 1.500000e+00 : f32
        %325 = llvm.load %140 : !llvm.ptr -> f32
        %326 = arith.mulf %cst_209, %325 : f32
        %327 = llvm.getelementptr %169[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %328 = llvm.atomicrmw fadd %327, %326 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_y_62 = gpu.thread_id  y
      %199 = arith.index_cast %thread_id_y_62 : index to i64
      %c5_i64_63 = arith.constant 5 : i64
      %c2_i64_64 = arith.constant 2 : i64
      scf.for %arg13 = %199 to %c5_i64_63 step %c2_i64_64  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %325 = arith.index_cast %thread_id_x_205 : index to i64
        %c6_i64_206 = arith.constant 6 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg14 = %325 to %c6_i64_206 step %c32_i64_207  : i64 {
          %cst_208 = arith.constant 1.500000e+00 : f32
          %326 = llvm.getelementptr %163[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %327 = llvm.load %326 : !llvm.ptr<1> -> f32
          %328 = llvm.getelementptr %165[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %329 = llvm.load %328 : !llvm.ptr<1> -> f32
          %330 = arith.mulf %327, %329 : f32
          %331 = arith.mulf %cst_208, %330 : f32
          %c6_i64_209 = arith.constant 6 : i64
          %332 = arith.muli %arg13, %c6_i64_209 : i64
          %333 = arith.addi %arg14, %332 : i64
          %334 = llvm.getelementptr %170[%333] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %335 = llvm.atomicrmw fadd %334, %331 monotonic : !llvm.ptr<1>, f32
        }
      }
      gpu.barrier
      %thread_id_x_65 = gpu.thread_id  x
      %200 = arith.index_cast %thread_id_x_65 : index to i64
      %c32_i64_66 = arith.constant 32 : i64
      %thread_id_y_67 = gpu.thread_id  y
      %201 = arith.index_cast %thread_id_y_67 : index to i64
      %202 = arith.muli %c32_i64_66, %201 : i64
      %203 = arith.addi %200, %202 : i64
      %c6_i64_68 = arith.constant 6 : i64
      %c64_i64_69 = arith.constant 64 : i64
      scf.for %arg13 = %203 to %c6_i64_68 step %c64_i64_69  : i64 {
        %cst_205 = arith.constant 1.500000e+00 : f32
        %325 = llvm.getelementptr %163[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %326 = llvm.load %325 : !llvm.ptr<1> -> f32
        %327 = llvm.getelementptr %163[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %328 = llvm.load %327 : !llvm.ptr<1> -> f32
        %329 = arith.mulf %326, %328 : f32
        %330 = arith.mulf %cst_205, %329 : f32
        %331 = llvm.getelementptr %171[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %332 = llvm.atomicrmw fadd %331, %330 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_x_70 = gpu.thread_id  x
      %204 = arith.index_cast %thread_id_x_70 : index to i64
      %c32_i64_71 = arith.constant 32 : i64
      %thread_id_y_72 = gpu.thread_id  y
      %205 = arith.index_cast %thread_id_y_72 : index to i64
      %206 = arith.muli %c32_i64_71, %205 : i64
      %207 = arith.addi %204, %206 : i64
      %c6_i64_73 = arith.constant 6 : i64
      %c64_i64_74 = arith.constant 64 : i64
      scf.for %arg13 = %207 to %c6_i64_73 step %c64_i64_74  : i64 {
        %cst_205 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_205, %141 : f32, !llvm.ptr
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %329 = llvm.load %141 : !llvm.ptr -> f32
          %c6_i64_210 = arith.constant 6 : i64
          %330 = arith.muli %arg14, %c6_i64_210 : i64
          %331 = arith.addi %arg13, %330 : i64
          %332 = llvm.getelementptr %157[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %333 = llvm.load %332 : !llvm.ptr<1> -> f32
          %334 = arith.addf %329, %333 : f32
          llvm.store %334, %141 : f32, !llvm.ptr
        }
        %cst_209 = arith.constant 1.500000e+00 : f32
        %325 = llvm.load %141 : !llvm.ptr -> f32
        %326 = arith.mulf %cst_209, %325 : f32
        %327 = llvm.getelementptr %172[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %328 = llvm.atomicrmw fadd %327, %326 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_x_75 = gpu.thread_id  x
      %208 = arith.index_cast %thread_id_x_75 : index to i64
      %c32_i64_76 = arith.constant 32 : i64
      %thread_id_y_77 = gpu.thread_id  y
      %209 = arith.index_cast %thread_id_y_77 : index to i64
      %210 = arith.muli %c32_i64_76, %209 : i64
      %211 = arith.addi %208, %210 : i64
      %c0_i64_78 = arith.constant 0 : i64
      %212 = arith.cmpi eq, %211, %c0_i64_78 : i64
      scf.if %212 {
        %cst_205 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_205, %142 : f32, !llvm.ptr
        %c0_i64_206 = arith.constant 0 : i64
        %c6_i64_207 = arith.constant 6 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_206 to %c6_i64_207 step %c1_i64_208  : i64 {
          %328 = llvm.load %142 : !llvm.ptr -> f32
          %329 = llvm.getelementptr %163[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %330 = llvm.load %329 : !llvm.ptr<1> -> f32
          %331 = arith.addf %328, %330 : f32
          llvm.store %331, %142 : f32, !llvm.ptr
        }
        %cst_209 = arith.constant 1.500000e+00 : f32
        %325 = llvm.load %142 : !llvm.ptr -> f32
        %326 = arith.mulf %cst_209, %325 : f32
        %327 = llvm.atomicrmw fadd %173, %326 monotonic : !llvm.ptr<1>, f32
      }
      %c270_i64 = arith.constant 270 : i64
      %213 = arith.muli %155, %c270_i64 : i64
      %214 = llvm.getelementptr %132[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c30_i64_79 = arith.constant 30 : i64
      %c270_i64_80 = arith.constant 270 : i64
      %215 = arith.muli %155, %c270_i64_80 : i64
      %216 = arith.addi %c30_i64_79, %215 : i64
      %217 = llvm.getelementptr %132[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64_81 = arith.constant 60 : i64
      %c270_i64_82 = arith.constant 270 : i64
      %218 = arith.muli %155, %c270_i64_82 : i64
      %219 = arith.addi %c60_i64_81, %218 : i64
      %220 = llvm.getelementptr %132[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c90_i64_83 = arith.constant 90 : i64
      %c270_i64_84 = arith.constant 270 : i64
      %221 = arith.muli %155, %c270_i64_84 : i64
      %222 = arith.addi %c90_i64_83, %221 : i64
      %223 = llvm.getelementptr %132[%222] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64_85 = arith.constant 120 : i64
      %c270_i64_86 = arith.constant 270 : i64
      %224 = arith.muli %155, %c270_i64_86 : i64
      %225 = arith.addi %c120_i64_85, %224 : i64
      %226 = llvm.getelementptr %132[%225] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c150_i64_87 = arith.constant 150 : i64
      %c270_i64_88 = arith.constant 270 : i64
      %227 = arith.muli %155, %c270_i64_88 : i64
      %228 = arith.addi %c150_i64_87, %227 : i64
      %229 = llvm.getelementptr %132[%228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c180_i64_89 = arith.constant 180 : i64
      %c270_i64_90 = arith.constant 270 : i64
      %230 = arith.muli %155, %c270_i64_90 : i64
      %231 = arith.addi %c180_i64_89, %230 : i64
      %232 = llvm.getelementptr %132[%231] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c210_i64_91 = arith.constant 210 : i64
      %c270_i64_92 = arith.constant 270 : i64
      %233 = arith.muli %155, %c270_i64_92 : i64
      %234 = arith.addi %c210_i64_91, %233 : i64
      %235 = llvm.getelementptr %132[%234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c240_i64_93 = arith.constant 240 : i64
      %c270_i64_94 = arith.constant 270 : i64
      %236 = arith.muli %155, %c270_i64_94 : i64
      %237 = arith.addi %c240_i64_93, %236 : i64
      %238 = llvm.getelementptr %132[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_95 = gpu.thread_id  x
      %239 = arith.index_cast %thread_id_x_95 : index to i64
      %c32_i64_96 = arith.constant 32 : i64
      %thread_id_y_97 = gpu.thread_id  y
      %240 = arith.index_cast %thread_id_y_97 : index to i64
      %241 = arith.muli %c32_i64_96, %240 : i64
      %242 = arith.addi %239, %241 : i64
      %c0_i64_98 = arith.constant 0 : i64
      %243 = arith.cmpi eq, %242, %c0_i64_98 : i64
      scf.if %243 {
        %cst_205 = arith.constant 1.500000e+00 : f32
        %325 = llvm.load %161 : !llvm.ptr<1> -> f32
        %326 = arith.mulf %cst_205, %325 : f32
        %327 = llvm.atomicrmw xchg %214, %326 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_x_99 = gpu.thread_id  x
      %244 = arith.index_cast %thread_id_x_99 : index to i64
      %c32_i64_100 = arith.constant 32 : i64
      %thread_id_y_101 = gpu.thread_id  y
      %245 = arith.index_cast %thread_id_y_101 : index to i64
      %246 = arith.muli %c32_i64_100, %245 : i64
      %247 = arith.addi %244, %246 : i64
      %c6_i64_102 = arith.constant 6 : i64
      %c64_i64_103 = arith.constant 64 : i64
      scf.for %arg13 = %247 to %c6_i64_102 step %c64_i64_103  : i64 {
        %cst_205 = arith.constant 1.500000e+00 : f32
        %325 = llvm.getelementptr %163[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %326 = llvm.load %325 : !llvm.ptr<1> -> f32
        %327 = arith.mulf %cst_205, %326 : f32
        %328 = llvm.getelementptr %217[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %329 = llvm.atomicrmw xchg %328, %327 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_y_104 = gpu.thread_id  y
      %248 = arith.index_cast %thread_id_y_104 : index to i64
      %c6_i64_105 = arith.constant 6 : i64
      %c2_i64_106 = arith.constant 2 : i64
      scf.for %arg13 = %248 to %c6_i64_105 step %c2_i64_106  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %325 = arith.index_cast %thread_id_x_205 : index to i64
        %c4_i64_206 = arith.constant 4 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg14 = %325 to %c4_i64_206 step %c32_i64_207  : i64 {
          %cst_208 = arith.constant 1.500000e+00 : f32
          %c6_i64_209 = arith.constant 6 : i64
          %326 = arith.muli %arg14, %c6_i64_209 : i64
          %327 = arith.addi %arg13, %326 : i64
          %328 = llvm.getelementptr %157[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %329 = llvm.load %328 : !llvm.ptr<1> -> f32
          %330 = arith.mulf %cst_208, %329 : f32
          %c4_i64_210 = arith.constant 4 : i64
          %331 = arith.muli %arg13, %c4_i64_210 : i64
          %332 = arith.addi %arg14, %331 : i64
          %333 = llvm.getelementptr %220[%332] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %334 = llvm.atomicrmw xchg %333, %330 monotonic : !llvm.ptr<1>, f32
        }
      }
      gpu.barrier
      %thread_id_x_107 = gpu.thread_id  x
      %249 = arith.index_cast %thread_id_x_107 : index to i64
      %c5_i64_108 = arith.constant 5 : i64
      %250 = arith.minsi %249, %c5_i64_108 : i64
      %thread_id_y_109 = gpu.thread_id  y
      %251 = arith.index_cast %thread_id_y_109 : index to i64
      %c4_i64_110 = arith.constant 4 : i64
      %252 = arith.minsi %251, %c4_i64_110 : i64
      %thread_id_y_111 = gpu.thread_id  y
      %253 = arith.index_cast %thread_id_y_111 : index to i64
      %c2_i64_112 = arith.constant 2 : i64
      %254 = arith.addi %253, %c2_i64_112 : i64
      %c4_i64_113 = arith.constant 4 : i64
      %255 = arith.minsi %254, %c4_i64_113 : i64
      %thread_id_y_114 = gpu.thread_id  y
      %256 = arith.index_cast %thread_id_y_114 : index to i64
      %c4_i64_115 = arith.constant 4 : i64
      %257 = arith.addi %256, %c4_i64_115 : i64
      %c4_i64_116 = arith.constant 4 : i64
      %258 = arith.minsi %257, %c4_i64_116 : i64
      %cst_117 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_117, %143 : f32, !llvm.ptr
      %cst_118 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_118, %144 : f32, !llvm.ptr
      %cst_119 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_119, %145 : f32, !llvm.ptr
      %c0_i64_120 = arith.constant 0 : i64
      %c4_i64_121 = arith.constant 4 : i64
      %c1_i64_122 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_120 to %c4_i64_121 step %c1_i64_122  : i64 {
        %c6_i64_205 = arith.constant 6 : i64
        %325 = arith.muli %arg13, %c6_i64_205 : i64
        %326 = arith.addi %250, %325 : i64
        %327 = llvm.getelementptr %157[%326] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %328 = llvm.load %327 : !llvm.ptr<1> -> f32
        %c4_i64_206 = arith.constant 4 : i64
        %329 = arith.muli %252, %c4_i64_206 : i64
        %330 = arith.addi %arg13, %329 : i64
        %331 = llvm.getelementptr %119[%330] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %332 = llvm.load %331 : !llvm.ptr<1> -> f32
        %c4_i64_207 = arith.constant 4 : i64
        %333 = arith.muli %255, %c4_i64_207 : i64
        %334 = arith.addi %arg13, %333 : i64
        %335 = llvm.getelementptr %119[%334] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %336 = llvm.load %335 : !llvm.ptr<1> -> f32
        %c4_i64_208 = arith.constant 4 : i64
        %337 = arith.muli %258, %c4_i64_208 : i64
        %338 = arith.addi %arg13, %337 : i64
        %339 = llvm.getelementptr %119[%338] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %340 = llvm.load %339 : !llvm.ptr<1> -> f32
        %341 = llvm.load %143 : !llvm.ptr -> f32
        %342 = arith.mulf %328, %332 : f32
        %343 = arith.addf %341, %342 : f32
        llvm.store %343, %143 : f32, !llvm.ptr
        %344 = llvm.load %144 : !llvm.ptr -> f32
        %345 = arith.mulf %328, %336 : f32
        %346 = arith.addf %344, %345 : f32
        llvm.store %346, %144 : f32, !llvm.ptr
        %347 = llvm.load %145 : !llvm.ptr -> f32
        %348 = arith.mulf %328, %340 : f32
        %349 = arith.addf %347, %348 : f32
        llvm.store %349, %145 : f32, !llvm.ptr
      }
      %c6_i64_123 = arith.constant 6 : i64
      %259 = arith.cmpi slt, %249, %c6_i64_123 : i64
      scf.if %259 {
        %c5_i64_205 = arith.constant 5 : i64
        %325 = arith.cmpi slt, %251, %c5_i64_205 : i64
        scf.if %325 {
          %cst_208 = arith.constant 1.500000e+00 : f32
          %328 = llvm.load %143 : !llvm.ptr -> f32
          %329 = arith.mulf %cst_208, %328 : f32
          %c6_i64_209 = arith.constant 6 : i64
          %330 = arith.muli %251, %c6_i64_209 : i64
          %331 = arith.addi %249, %330 : i64
          %332 = llvm.getelementptr %223[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %333 = llvm.atomicrmw xchg %332, %329 monotonic : !llvm.ptr<1>, f32
        }
        %c5_i64_206 = arith.constant 5 : i64
        %326 = arith.cmpi slt, %254, %c5_i64_206 : i64
        scf.if %326 {
          %cst_208 = arith.constant 1.500000e+00 : f32
          %328 = llvm.load %144 : !llvm.ptr -> f32
          %329 = arith.mulf %cst_208, %328 : f32
          %c6_i64_209 = arith.constant 6 : i64
          %330 = arith.muli %254, %c6_i64_209 : i64
          %331 = arith.addi %249, %330 : i64
          %332 = llvm.getelementptr %223[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %333 = llvm.atomicrmw xchg %332, %329 monotonic : !llvm.ptr<1>, f32
        }
        %c5_i64_207 = arith.constant 5 : i64
        %327 = arith.cmpi slt, %257, %c5_i64_207 : i64
        scf.if %327 {
          %cst_208 = arith.constant 1.500000e+00 : f32
          %328 = llvm.load %145 : !llvm.ptr -> f32
          %329 = arith.mulf %cst_208, %328 : f32
          %c6_i64_209 = arith.constant 6 : i64
          %330 = arith.muli %257, %c6_i64_209 : i64
          %331 = arith.addi %249, %330 : i64
          %332 = llvm.getelementptr %223[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %333 = llvm.atomicrmw xchg %332, %329 monotonic : !llvm.ptr<1>, f32
        }
      }
      gpu.barrier
      %thread_id_x_124 = gpu.thread_id  x
      %260 = arith.index_cast %thread_id_x_124 : index to i64
      %c32_i64_125 = arith.constant 32 : i64
      %thread_id_y_126 = gpu.thread_id  y
      %261 = arith.index_cast %thread_id_y_126 : index to i64
      %262 = arith.muli %c32_i64_125, %261 : i64
      %263 = arith.addi %260, %262 : i64
      %c6_i64_127 = arith.constant 6 : i64
      %c64_i64_128 = arith.constant 64 : i64
      scf.for %arg13 = %263 to %c6_i64_127 step %c64_i64_128  : i64 {
        %cst_205 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_205, %146 : f32, !llvm.ptr
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %329 = llvm.load %146 : !llvm.ptr -> f32
          %c6_i64_210 = arith.constant 6 : i64
          %330 = arith.muli %arg14, %c6_i64_210 : i64
          %331 = arith.addi %arg13, %330 : i64
          %332 = llvm.getelementptr %157[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %333 = llvm.load %332 : !llvm.ptr<1> -> f32
          %334 = llvm.getelementptr %159[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %335 = llvm.load %334 : !llvm.ptr<1> -> f32
          %336 = arith.mulf %333, %335 : f32
          %337 = arith.addf %329, %336 : f32
          llvm.store %337, %146 : f32, !llvm.ptr
        }
        %cst_209 = arith.constant 1.500000e+00 : f32
        %325 = llvm.load %146 : !llvm.ptr -> f32
        %326 = arith.mulf %cst_209, %325 : f32
        %327 = llvm.getelementptr %226[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %328 = llvm.atomicrmw xchg %327, %326 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_y_129 = gpu.thread_id  y
      %264 = arith.index_cast %thread_id_y_129 : index to i64
      %c5_i64_130 = arith.constant 5 : i64
      %c2_i64_131 = arith.constant 2 : i64
      scf.for %arg13 = %264 to %c5_i64_130 step %c2_i64_131  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %325 = arith.index_cast %thread_id_x_205 : index to i64
        %c6_i64_206 = arith.constant 6 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg14 = %325 to %c6_i64_206 step %c32_i64_207  : i64 {
          %cst_208 = arith.constant 1.500000e+00 : f32
          %326 = llvm.getelementptr %163[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %327 = llvm.load %326 : !llvm.ptr<1> -> f32
          %328 = llvm.getelementptr %165[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %329 = llvm.load %328 : !llvm.ptr<1> -> f32
          %330 = arith.mulf %327, %329 : f32
          %331 = arith.mulf %cst_208, %330 : f32
          %c6_i64_209 = arith.constant 6 : i64
          %332 = arith.muli %arg13, %c6_i64_209 : i64
          %333 = arith.addi %arg14, %332 : i64
          %334 = llvm.getelementptr %229[%333] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %335 = llvm.atomicrmw xchg %334, %331 monotonic : !llvm.ptr<1>, f32
        }
      }
      gpu.barrier
      %thread_id_x_132 = gpu.thread_id  x
      %265 = arith.index_cast %thread_id_x_132 : index to i64
      %c32_i64_133 = arith.constant 32 : i64
      %thread_id_y_134 = gpu.thread_id  y
      %266 = arith.index_cast %thread_id_y_134 : index to i64
      %267 = arith.muli %c32_i64_133, %266 : i64
      %268 = arith.addi %265, %267 : i64
      %c6_i64_135 = arith.constant 6 : i64
      %c64_i64_136 = arith.constant 64 : i64
      scf.for %arg13 = %268 to %c6_i64_135 step %c64_i64_136  : i64 {
        %cst_205 = arith.constant 1.500000e+00 : f32
        %325 = llvm.getelementptr %163[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %326 = llvm.load %325 : !llvm.ptr<1> -> f32
        %327 = llvm.getelementptr %163[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %328 = llvm.load %327 : !llvm.ptr<1> -> f32
        %329 = arith.mulf %326, %328 : f32
        %330 = arith.mulf %cst_205, %329 : f32
        %331 = llvm.getelementptr %232[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %332 = llvm.atomicrmw xchg %331, %330 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_x_137 = gpu.thread_id  x
      %269 = arith.index_cast %thread_id_x_137 : index to i64
      %c32_i64_138 = arith.constant 32 : i64
      %thread_id_y_139 = gpu.thread_id  y
      %270 = arith.index_cast %thread_id_y_139 : index to i64
      %271 = arith.muli %c32_i64_138, %270 : i64
      %272 = arith.addi %269, %271 : i64
      %c6_i64_140 = arith.constant 6 : i64
      %c64_i64_141 = arith.constant 64 : i64
      scf.for %arg13 = %272 to %c6_i64_140 step %c64_i64_141  : i64 {
        %cst_205 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_205, %147 : f32, !llvm.ptr
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %329 = llvm.load %147 : !llvm.ptr -> f32
          %c6_i64_210 = arith.constant 6 : i64
          %330 = arith.muli %arg14, %c6_i64_210 : i64
          %331 = arith.addi %arg13, %330 : i64
          %332 = llvm.getelementptr %157[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %333 = llvm.load %332 : !llvm.ptr<1> -> f32
          %334 = arith.addf %329, %333 : f32
          llvm.store %334, %147 : f32, !llvm.ptr
        }
        %cst_209 = arith.constant 1.500000e+00 : f32
        %325 = llvm.load %147 : !llvm.ptr -> f32
        %326 = arith.mulf %cst_209, %325 : f32
        %327 = llvm.getelementptr %235[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %328 = llvm.atomicrmw xchg %327, %326 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_x_142 = gpu.thread_id  x
      %273 = arith.index_cast %thread_id_x_142 : index to i64
      %c32_i64_143 = arith.constant 32 : i64
      %thread_id_y_144 = gpu.thread_id  y
      %274 = arith.index_cast %thread_id_y_144 : index to i64
      %275 = arith.muli %c32_i64_143, %274 : i64
      %276 = arith.addi %273, %275 : i64
      %c0_i64_145 = arith.constant 0 : i64
      %277 = arith.cmpi eq, %276, %c0_i64_145 : i64
      scf.if %277 {
        %cst_205 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_205, %148 : f32, !llvm.ptr
        %c0_i64_206 = arith.constant 0 : i64
        %c6_i64_207 = arith.constant 6 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_206 to %c6_i64_207 step %c1_i64_208  : i64 {
          %328 = llvm.load %148 : !llvm.ptr -> f32
          %329 = llvm.getelementptr %163[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %330 = llvm.load %329 : !llvm.ptr<1> -> f32
          %331 = arith.addf %328, %330 : f32
          llvm.store %331, %148 : f32, !llvm.ptr
        }
        %cst_209 = arith.constant 1.500000e+00 : f32
        %325 = llvm.load %148 : !llvm.ptr -> f32
        %326 = arith.mulf %cst_209, %325 : f32
        %327 = llvm.atomicrmw xchg %238, %326 monotonic : !llvm.ptr<1>, f32
      }
      %c30_i64_146 = arith.constant 30 : i64
      %278 = llvm.getelementptr %135[%c30_i64_146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64_147 = arith.constant 60 : i64
      %279 = llvm.getelementptr %135[%c60_i64_147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c90_i64_148 = arith.constant 90 : i64
      %280 = llvm.getelementptr %135[%c90_i64_148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64_149 = arith.constant 120 : i64
      %281 = llvm.getelementptr %135[%c120_i64_149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c150_i64_150 = arith.constant 150 : i64
      %282 = llvm.getelementptr %135[%c150_i64_150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c180_i64_151 = arith.constant 180 : i64
      %283 = llvm.getelementptr %135[%c180_i64_151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c210_i64_152 = arith.constant 210 : i64
      %284 = llvm.getelementptr %135[%c210_i64_152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c240_i64_153 = arith.constant 240 : i64
      %285 = llvm.getelementptr %135[%c240_i64_153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_154 = gpu.thread_id  x
      %286 = arith.index_cast %thread_id_x_154 : index to i64
      %c32_i64_155 = arith.constant 32 : i64
      %thread_id_y_156 = gpu.thread_id  y
      %287 = arith.index_cast %thread_id_y_156 : index to i64
      %288 = arith.muli %c32_i64_155, %287 : i64
      %289 = arith.addi %286, %288 : i64
      %c0_i64_157 = arith.constant 0 : i64
      %290 = arith.cmpi eq, %289, %c0_i64_157 : i64
      scf.if %290 {
        %cst_205 = arith.constant -7.500000e-01 : f32
        %325 = llvm.load %121 : !llvm.ptr<1> -> f32
        %326 = arith.mulf %cst_205, %325 : f32
        %327 = llvm.load %135 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %328 = scf.while (%arg13 = %327) : (i32) -> i32 {
          %329 = arith.bitcast %arg13 : i32 to f32
          %cst_206 = arith.constant 5.000000e-01 : f32
          %330 = arith.mulf %cst_206, %329 : f32
          %331 = arith.addf %326, %330 : f32
          %332 = arith.bitcast %331 : f32 to i32
          %333 = llvm.cmpxchg %135, %arg13, %332 monotonic monotonic : !llvm.ptr<1>, i32
          %334 = llvm.extractvalue %333[0] : !llvm.struct<(i32, i1)> 
          %335 = llvm.extractvalue %333[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %336 = arith.xori %335, %true : i1
          scf.condition(%336) %334 : i32
        } do {
        ^bb0(%arg13: i32):
          scf.yield %arg13 : i32
        }
      }
      gpu.barrier
      %thread_id_x_158 = gpu.thread_id  x
      %291 = arith.index_cast %thread_id_x_158 : index to i64
      %c32_i64_159 = arith.constant 32 : i64
      %thread_id_y_160 = gpu.thread_id  y
      %292 = arith.index_cast %thread_id_y_160 : index to i64
      %293 = arith.muli %c32_i64_159, %292 : i64
      %294 = arith.addi %291, %293 : i64
      %c6_i64_161 = arith.constant 6 : i64
      %c64_i64_162 = arith.constant 64 : i64
      scf.for %arg13 = %294 to %c6_i64_161 step %c64_i64_162  : i64 {
        %cst_205 = arith.constant -7.500000e-01 : f32
        %325 = llvm.getelementptr %124[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %326 = llvm.load %325 : !llvm.ptr<1> -> f32
        %327 = arith.mulf %cst_205, %326 : f32
        %328 = llvm.getelementptr %278[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %329 = llvm.load %328 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %330 = scf.while (%arg14 = %329) : (i32) -> i32 {
          %331 = arith.bitcast %arg14 : i32 to f32
          %cst_206 = arith.constant 5.000000e-01 : f32
          %332 = arith.mulf %cst_206, %331 : f32
          %333 = arith.addf %327, %332 : f32
          %334 = arith.bitcast %333 : f32 to i32
          %335 = llvm.cmpxchg %328, %arg14, %334 monotonic monotonic : !llvm.ptr<1>, i32
          %336 = llvm.extractvalue %335[0] : !llvm.struct<(i32, i1)> 
          %337 = llvm.extractvalue %335[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %338 = arith.xori %337, %true : i1
          scf.condition(%338) %336 : i32
        } do {
        ^bb0(%arg14: i32):
          scf.yield %arg14 : i32
        }
      }
      gpu.barrier
      %thread_id_y_163 = gpu.thread_id  y
      %295 = arith.index_cast %thread_id_y_163 : index to i64
      %c6_i64_164 = arith.constant 6 : i64
      %c2_i64_165 = arith.constant 2 : i64
      scf.for %arg13 = %295 to %c6_i64_164 step %c2_i64_165  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %325 = arith.index_cast %thread_id_x_205 : index to i64
        %c4_i64_206 = arith.constant 4 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg14 = %325 to %c4_i64_206 step %c32_i64_207  : i64 {
          %cst_208 = arith.constant -7.500000e-01 : f32
          %c6_i64_209 = arith.constant 6 : i64
          %326 = arith.muli %arg14, %c6_i64_209 : i64
          %327 = arith.addi %arg13, %326 : i64
          %328 = llvm.getelementptr %116[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %329 = llvm.load %328 : !llvm.ptr<1> -> f32
          %330 = arith.mulf %cst_208, %329 : f32
          %c4_i64_210 = arith.constant 4 : i64
          %331 = arith.muli %arg13, %c4_i64_210 : i64
          %332 = arith.addi %arg14, %331 : i64
          %333 = llvm.getelementptr %279[%332] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %334 = llvm.load %333 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
          %335 = scf.while (%arg15 = %334) : (i32) -> i32 {
            %336 = arith.bitcast %arg15 : i32 to f32
            %cst_211 = arith.constant 5.000000e-01 : f32
            %337 = arith.mulf %cst_211, %336 : f32
            %338 = arith.addf %330, %337 : f32
            %339 = arith.bitcast %338 : f32 to i32
            %340 = llvm.cmpxchg %333, %arg15, %339 monotonic monotonic : !llvm.ptr<1>, i32
            %341 = llvm.extractvalue %340[0] : !llvm.struct<(i32, i1)> 
            %342 = llvm.extractvalue %340[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %343 = arith.xori %342, %true : i1
            scf.condition(%343) %341 : i32
          } do {
          ^bb0(%arg15: i32):
            scf.yield %arg15 : i32
          }
        }
      }
      gpu.barrier
      %thread_id_x_166 = gpu.thread_id  x
      %296 = arith.index_cast %thread_id_x_166 : index to i64
      %c5_i64_167 = arith.constant 5 : i64
      %297 = arith.minsi %296, %c5_i64_167 : i64
      %thread_id_y_168 = gpu.thread_id  y
      %298 = arith.index_cast %thread_id_y_168 : index to i64
      %c4_i64_169 = arith.constant 4 : i64
      %299 = arith.minsi %298, %c4_i64_169 : i64
      %thread_id_y_170 = gpu.thread_id  y
      %300 = arith.index_cast %thread_id_y_170 : index to i64
      %c2_i64_171 = arith.constant 2 : i64
      %301 = arith.addi %300, %c2_i64_171 : i64
      %c4_i64_172 = arith.constant 4 : i64
      %302 = arith.minsi %301, %c4_i64_172 : i64
      %thread_id_y_173 = gpu.thread_id  y
      %303 = arith.index_cast %thread_id_y_173 : index to i64
      %c4_i64_174 = arith.constant 4 : i64
      %304 = arith.addi %303, %c4_i64_174 : i64
      %c4_i64_175 = arith.constant 4 : i64
      %305 = arith.minsi %304, %c4_i64_175 : i64
      %cst_176 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_176, %149 : f32, !llvm.ptr
      %cst_177 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_177, %150 : f32, !llvm.ptr
      %cst_178 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_178, %151 : f32, !llvm.ptr
      %c0_i64_179 = arith.constant 0 : i64
      %c4_i64_180 = arith.constant 4 : i64
      %c1_i64_181 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_179 to %c4_i64_180 step %c1_i64_181  : i64 {
        %c6_i64_205 = arith.constant 6 : i64
        %325 = arith.muli %arg13, %c6_i64_205 : i64
        %326 = arith.addi %297, %325 : i64
        %327 = llvm.getelementptr %116[%326] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %328 = llvm.load %327 : !llvm.ptr<1> -> f32
        %c4_i64_206 = arith.constant 4 : i64
        %329 = arith.muli %299, %c4_i64_206 : i64
        %330 = arith.addi %arg13, %329 : i64
        %331 = llvm.getelementptr %119[%330] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %332 = llvm.load %331 : !llvm.ptr<1> -> f32
        %c4_i64_207 = arith.constant 4 : i64
        %333 = arith.muli %302, %c4_i64_207 : i64
        %334 = arith.addi %arg13, %333 : i64
        %335 = llvm.getelementptr %119[%334] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %336 = llvm.load %335 : !llvm.ptr<1> -> f32
        %c4_i64_208 = arith.constant 4 : i64
        %337 = arith.muli %305, %c4_i64_208 : i64
        %338 = arith.addi %arg13, %337 : i64
        %339 = llvm.getelementptr %119[%338] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %340 = llvm.load %339 : !llvm.ptr<1> -> f32
        %341 = llvm.load %149 : !llvm.ptr -> f32
        %342 = arith.mulf %328, %332 : f32
        %343 = arith.addf %341, %342 : f32
        llvm.store %343, %149 : f32, !llvm.ptr
        %344 = llvm.load %150 : !llvm.ptr -> f32
        %345 = arith.mulf %328, %336 : f32
        %346 = arith.addf %344, %345 : f32
        llvm.store %346, %150 : f32, !llvm.ptr
        %347 = llvm.load %151 : !llvm.ptr -> f32
        %348 = arith.mulf %328, %340 : f32
        %349 = arith.addf %347, %348 : f32
        llvm.store %349, %151 : f32, !llvm.ptr
      }
      %c6_i64_182 = arith.constant 6 : i64
      %306 = arith.cmpi slt, %296, %c6_i64_182 : i64
      scf.if %306 {
        %c5_i64_205 = arith.constant 5 : i64
        %325 = arith.cmpi slt, %298, %c5_i64_205 : i64
        scf.if %325 {
          %cst_208 = arith.constant -7.500000e-01 : f32
          %328 = llvm.load %149 : !llvm.ptr -> f32
          %329 = arith.mulf %cst_208, %328 : f32
          %c6_i64_209 = arith.constant 6 : i64
          %330 = arith.muli %298, %c6_i64_209 : i64
          %331 = arith.addi %296, %330 : i64
          %332 = llvm.getelementptr %280[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %333 = llvm.load %332 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
          %334 = scf.while (%arg13 = %333) : (i32) -> i32 {
            %335 = arith.bitcast %arg13 : i32 to f32
            %cst_210 = arith.constant 5.000000e-01 : f32
            %336 = arith.mulf %cst_210, %335 : f32
            %337 = arith.addf %329, %336 : f32
            %338 = arith.bitcast %337 : f32 to i32
            %339 = llvm.cmpxchg %332, %arg13, %338 monotonic monotonic : !llvm.ptr<1>, i32
            %340 = llvm.extractvalue %339[0] : !llvm.struct<(i32, i1)> 
            %341 = llvm.extractvalue %339[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %342 = arith.xori %341, %true : i1
            scf.condition(%342) %340 : i32
          } do {
          ^bb0(%arg13: i32):
            scf.yield %arg13 : i32
          }
        }
        %c5_i64_206 = arith.constant 5 : i64
        %326 = arith.cmpi slt, %301, %c5_i64_206 : i64
        scf.if %326 {
          %cst_208 = arith.constant -7.500000e-01 : f32
          %328 = llvm.load %150 : !llvm.ptr -> f32
          %329 = arith.mulf %cst_208, %328 : f32
          %c6_i64_209 = arith.constant 6 : i64
          %330 = arith.muli %301, %c6_i64_209 : i64
          %331 = arith.addi %296, %330 : i64
          %332 = llvm.getelementptr %280[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %333 = llvm.load %332 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
          %334 = scf.while (%arg13 = %333) : (i32) -> i32 {
            %335 = arith.bitcast %arg13 : i32 to f32
            %cst_210 = arith.constant 5.000000e-01 : f32
            %336 = arith.mulf %cst_210, %335 : f32
            %337 = arith.addf %329, %336 : f32
            %338 = arith.bitcast %337 : f32 to i32
            %339 = llvm.cmpxchg %332, %arg13, %338 monotonic monotonic : !llvm.ptr<1>, i32
            %340 = llvm.extractvalue %339[0] : !llvm.struct<(i32, i1)> 
            %341 = llvm.extractvalue %339[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %342 = arith.xori %341, %true : i1
            scf.condition(%342) %340 : i32
          } do {
          ^bb0(%arg13: i32):
            scf.yield %arg13 : i32
          }
        }
        %c5_i64_207 = arith.constant 5 : i64
        %327 = arith.cmpi slt, %304, %c5_i64_207 : i64
        scf.if %327 {
          %cst_208 = arith.constant -7.500000e-01 : f32
          %328 = llvm.load %151 : !llvm.ptr -> f32
          %329 = arith.mulf %cst_208, %328 : f32
          %c6_i64_209 = arith.constant 6 : i64
          %330 = arith.muli %304, %c6_i64_209 : i64
          %331 = arith.addi %296, %330 : i64
          %332 = llvm.getelementptr %280[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %333 = llvm.load %332 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
          %334 = scf.while (%arg13 = %333) : (i32) -> i32 {
            %335 = arith.bitcast %arg13 : i32 to f32
            %cst_210 = arith.constant 5.000000e-01 : f32
            %336 = arith.mulf %cst_210, %335 : f32
            %337 = arith.addf %329, %336 : f32
            %338 = arith.bitcast %337 : f32 to i32
            %339 = llvm.cmpxchg %332, %arg13, %338 monotonic monotonic : !llvm.ptr<1>, i32
            %340 = llvm.extractvalue %339[0] : !llvm.struct<(i32, i1)> 
            %341 = llvm.extractvalue %339[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %342 = arith.xori %341, %true : i1
            scf.condition(%342) %340 : i32
          } do {
          ^bb0(%arg13: i32):
            scf.yield %arg13 : i32
          }
        }
      }
      gpu.barrier
      %thread_id_x_183 = gpu.thread_id  x
      %307 = arith.index_cast %thread_id_x_183 : index to i64
      %c32_i64_184 = arith.constant 32 : i64
      %thread_id_y_185 = gpu.thread_id  y
      %308 = arith.index_cast %thread_id_y_185 : index to i64
      %309 = arith.muli %c32_i64_184, %308 : i64
      %310 = arith.addi %307, %309 : i64
      %c6_i64_186 = arith.constant 6 : i64
      %c64_i64_187 = arith.constant 64 : i64
      scf.for %arg13 = %310 to %c6_i64_186 step %c64_i64_187  : i64 {
        %cst_205 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_205, %152 : f32, !llvm.ptr
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %330 = llvm.load %152 : !llvm.ptr -> f32
          %c6_i64_210 = arith.constant 6 : i64
          %331 = arith.muli %arg14, %c6_i64_210 : i64
          %332 = arith.addi %arg13, %331 : i64
          %333 = llvm.getelementptr %116[%332] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %334 = llvm.load %333 : !llvm.ptr<1> -> f32
          %335 = llvm.getelementptr %121[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %336 = llvm.load %335 : !llvm.ptr<1> -> f32
          %337 = arith.mulf %334, %336 : f32
          %338 = arith.addf %330, %337 : f32
          llvm.store %338, %152 : f32, !llvm.ptr
        }
        %cst_209 = arith.constant -7.500000e-01 : f32
        %325 = llvm.load %152 : !llvm.ptr -> f32
        %326 = arith.mulf %cst_209, %325 : f32
        %327 = llvm.getelementptr %281[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %328 = llvm.load %327 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %329 = scf.while (%arg14 = %328) : (i32) -> i32 {
          %330 = arith.bitcast %arg14 : i32 to f32
          %cst_210 = arith.constant 5.000000e-01 : f32
          %331 = arith.mulf %cst_210, %330 : f32
          %332 = arith.addf %326, %331 : f32
          %333 = arith.bitcast %332 : f32 to i32
          %334 = llvm.cmpxchg %327, %arg14, %333 monotonic monotonic : !llvm.ptr<1>, i32
          %335 = llvm.extractvalue %334[0] : !llvm.struct<(i32, i1)> 
          %336 = llvm.extractvalue %334[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %337 = arith.xori %336, %true : i1
          scf.condition(%337) %335 : i32
        } do {
        ^bb0(%arg14: i32):
          scf.yield %arg14 : i32
        }
      }
      gpu.barrier
      %thread_id_y_188 = gpu.thread_id  y
      %311 = arith.index_cast %thread_id_y_188 : index to i64
      %c5_i64_189 = arith.constant 5 : i64
      %c2_i64_190 = arith.constant 2 : i64
      scf.for %arg13 = %311 to %c5_i64_189 step %c2_i64_190  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %325 = arith.index_cast %thread_id_x_205 : index to i64
        %c6_i64_206 = arith.constant 6 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg14 = %325 to %c6_i64_206 step %c32_i64_207  : i64 {
          %cst_208 = arith.constant -7.500000e-01 : f32
          %326 = llvm.getelementptr %124[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %327 = llvm.load %326 : !llvm.ptr<1> -> f32
          %328 = llvm.getelementptr %127[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %329 = llvm.load %328 : !llvm.ptr<1> -> f32
          %330 = arith.mulf %327, %329 : f32
          %331 = arith.mulf %cst_208, %330 : f32
          %c6_i64_209 = arith.constant 6 : i64
          %332 = arith.muli %arg13, %c6_i64_209 : i64
          %333 = arith.addi %arg14, %332 : i64
          %334 = llvm.getelementptr %282[%333] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %335 = llvm.load %334 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
          %336 = scf.while (%arg15 = %335) : (i32) -> i32 {
            %337 = arith.bitcast %arg15 : i32 to f32
            %cst_210 = arith.constant 5.000000e-01 : f32
            %338 = arith.mulf %cst_210, %337 : f32
            %339 = arith.addf %331, %338 : f32
            %340 = arith.bitcast %339 : f32 to i32
            %341 = llvm.cmpxchg %334, %arg15, %340 monotonic monotonic : !llvm.ptr<1>, i32
            %342 = llvm.extractvalue %341[0] : !llvm.struct<(i32, i1)> 
            %343 = llvm.extractvalue %341[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %344 = arith.xori %343, %true : i1
            scf.condition(%344) %342 : i32
          } do {
          ^bb0(%arg15: i32):
            scf.yield %arg15 : i32
          }
        }
      }
      gpu.barrier
      %thread_id_x_191 = gpu.thread_id  x
      %312 = arith.index_cast %thread_id_x_191 : index to i64
      %c32_i64_192 = arith.constant 32 : i64
      %thread_id_y_193 = gpu.thread_id  y
      %313 = arith.index_cast %thread_id_y_193 : index to i64
      %314 = arith.muli %c32_i64_192, %313 : i64
      %315 = arith.addi %312, %314 : i64
      %c6_i64_194 = arith.constant 6 : i64
      %c64_i64_195 = arith.constant 64 : i64
      scf.for %arg13 = %315 to %c6_i64_194 step %c64_i64_195  : i64 {
        %cst_205 = arith.constant -7.500000e-01 : f32
        %325 = llvm.getelementptr %124[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %326 = llvm.load %325 : !llvm.ptr<1> -> f32
        %327 = llvm.getelementptr %124[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %328 = llvm.load %327 : !llvm.ptr<1> -> f32
        %329 = arith.mulf %326, %328 : f32
        %330 = arith.mulf %cst_205, %329 : f32
        %331 = llvm.getelementptr %283[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %332 = llvm.load %331 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %333 = scf.while (%arg14 = %332) : (i32) -> i32 {
          %334 = arith.bitcast %arg14 : i32 to f32
          %cst_206 = arith.constant 5.000000e-01 : f32
          %335 = arith.mulf %cst_206, %334 : f32
          %336 = arith.addf %330, %335 : f32
          %337 = arith.bitcast %336 : f32 to i32
          %338 = llvm.cmpxchg %331, %arg14, %337 monotonic monotonic : !llvm.ptr<1>, i32
          %339 = llvm.extractvalue %338[0] : !llvm.struct<(i32, i1)> 
          %340 = llvm.extractvalue %338[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %341 = arith.xori %340, %true : i1
          scf.condition(%341) %339 : i32
        } do {
        ^bb0(%arg14: i32):
          scf.yield %arg14 : i32
        }
      }
      gpu.barrier
      %thread_id_x_196 = gpu.thread_id  x
      %316 = arith.index_cast %thread_id_x_196 : index to i64
      %c32_i64_197 = arith.constant 32 : i64
      %thread_id_y_198 = gpu.thread_id  y
      %317 = arith.index_cast %thread_id_y_198 : index to i64
      %318 = arith.muli %c32_i64_197, %317 : i64
      %319 = arith.addi %316, %318 : i64
      %c6_i64_199 = arith.constant 6 : i64
      %c64_i64_200 = arith.constant 64 : i64
      scf.for %arg13 = %319 to %c6_i64_199 step %c64_i64_200  : i64 {
        %cst_205 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_205, %153 : f32, !llvm.ptr
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %330 = llvm.load %153 : !llvm.ptr -> f32
          %c6_i64_210 = arith.constant 6 : i64
          %331 = arith.muli %arg14, %c6_i64_210 : i64
          %332 = arith.addi %arg13, %331 : i64
          %333 = llvm.getelementptr %116[%332] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %334 = llvm.load %333 : !llvm.ptr<1> -> f32
          %335 = arith.addf %330, %334 : f32
          llvm.store %335, %153 : f32, !llvm.ptr
        }
        %cst_209 = arith.constant -7.500000e-01 : f32
        %325 = llvm.load %153 : !llvm.ptr -> f32
        %326 = arith.mulf %cst_209, %325 : f32
        %327 = llvm.getelementptr %284[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %328 = llvm.load %327 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %329 = scf.while (%arg14 = %328) : (i32) -> i32 {
          %330 = arith.bitcast %arg14 : i32 to f32
          %cst_210 = arith.constant 5.000000e-01 : f32
          %331 = arith.mulf %cst_210, %330 : f32
          %332 = arith.addf %326, %331 : f32
          %333 = arith.bitcast %332 : f32 to i32
          %334 = llvm.cmpxchg %327, %arg14, %333 monotonic monotonic : !llvm.ptr<1>, i32
          %335 = llvm.extractvalue %334[0] : !llvm.struct<(i32, i1)> 
          %336 = llvm.extractvalue %334[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %337 = arith.xori %336, %true : i1
          scf.condition(%337) %335 : i32
        } do {
        ^bb0(%arg14: i32):
          scf.yield %arg14 : i32
        }
      }
      gpu.barrier
      %thread_id_x_201 = gpu.thread_id  x
      %320 = arith.index_cast %thread_id_x_201 : index to i64
      %c32_i64_202 = arith.constant 32 : i64
      %thread_id_y_203 = gpu.thread_id  y
      %321 = arith.index_cast %thread_id_y_203 : index to i64
      %322 = arith.muli %c32_i64_202, %321 : i64
      %323 = arith.addi %320, %322 : i64
      %c0_i64_204 = arith.constant 0 : i64
      %324 = arith.cmpi eq, %323, %c0_i64_204 : i64
      scf.if %324 {
        %cst_205 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_205, %154 : f32, !llvm.ptr
        %c0_i64_206 = arith.constant 0 : i64
        %c6_i64_207 = arith.constant 6 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_206 to %c6_i64_207 step %c1_i64_208  : i64 {
          %329 = llvm.load %154 : !llvm.ptr -> f32
          %330 = llvm.getelementptr %124[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %331 = llvm.load %330 : !llvm.ptr<1> -> f32
          %332 = arith.addf %329, %331 : f32
          llvm.store %332, %154 : f32, !llvm.ptr
        }
        %cst_209 = arith.constant -7.500000e-01 : f32
        %325 = llvm.load %154 : !llvm.ptr -> f32
        %326 = arith.mulf %cst_209, %325 : f32
        %327 = llvm.load %285 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %328 = scf.while (%arg13 = %327) : (i32) -> i32 {
          %329 = arith.bitcast %arg13 : i32 to f32
          %cst_210 = arith.constant 5.000000e-01 : f32
          %330 = arith.mulf %cst_210, %329 : f32
          %331 = arith.addf %326, %330 : f32
          %332 = arith.bitcast %331 : f32 to i32
          %333 = llvm.cmpxchg %285, %arg13, %332 monotonic monotonic : !llvm.ptr<1>, i32
          %334 = llvm.extractvalue %333[0] : !llvm.struct<(i32, i1)> 
          %335 = llvm.extractvalue %333[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %336 = arith.xori %335, %true : i1
          scf.condition(%336) %334 : i32
        } do {
        ^bb0(%arg13: i32):
          scf.yield %arg13 : i32
        }
      }
      gpu.return
    }
  }
}
