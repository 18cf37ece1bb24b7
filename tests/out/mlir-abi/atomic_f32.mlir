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
      %alloca = memref.alloca() : memref<f32>
      %alloca_35 = memref.alloca() : memref<f32>
      %alloca_36 = memref.alloca() : memref<f32>
      %alloca_37 = memref.alloca() : memref<f32>
      %alloca_38 = memref.alloca() : memref<f32>
      %alloca_39 = memref.alloca() : memref<f32>
      %alloca_40 = memref.alloca() : memref<f32>
      %alloca_41 = memref.alloca() : memref<f32>
      %alloca_42 = memref.alloca() : memref<f32>
      %alloca_43 = memref.alloca() : memref<f32>
      %alloca_44 = memref.alloca() : memref<f32>
      %alloca_45 = memref.alloca() : memref<f32>
      %alloca_46 = memref.alloca() : memref<f32>
      %alloca_47 = memref.alloca() : memref<f32>
      %alloca_48 = memref.alloca() : memref<f32>
      %alloca_49 = memref.alloca() : memref<f32>
      %alloca_50 = memref.alloca() : memref<f32>
      %alloca_51 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %136 = arith.index_cast %block_id_x : index to i64
      %c24_i64 = arith.constant 24 : i64
      %137 = arith.muli %136, %c24_i64 : i64
      %138 = llvm.getelementptr %116[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c4_i64 = arith.constant 4 : i64
      %139 = arith.muli %136, %c4_i64 : i64
      %140 = llvm.getelementptr %121[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c4_i64_52 = arith.constant 4 : i64
      %141 = arith.muli %136, %c4_i64_52 : i64
      %142 = llvm.getelementptr %121[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c6_i64 = arith.constant 6 : i64
      %143 = arith.muli %136, %c6_i64 : i64
      %144 = llvm.getelementptr %124[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c5_i64 = arith.constant 5 : i64
      %145 = arith.muli %136, %c5_i64 : i64
      %146 = llvm.getelementptr %127[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c30_i64 = arith.constant 30 : i64
      %147 = llvm.getelementptr %130[%c30_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64 = arith.constant 60 : i64
      %148 = llvm.getelementptr %130[%c60_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c90_i64 = arith.constant 90 : i64
      %149 = llvm.getelementptr %130[%c90_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64 = arith.constant 120 : i64
      %150 = llvm.getelementptr %130[%c120_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c150_i64 = arith.constant 150 : i64
      %151 = llvm.getelementptr %130[%c150_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c180_i64 = arith.constant 180 : i64
      %152 = llvm.getelementptr %130[%c180_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c210_i64 = arith.constant 210 : i64
      %153 = llvm.getelementptr %130[%c210_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c240_i64 = arith.constant 240 : i64
      %154 = llvm.getelementptr %130[%c240_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %155 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %156 = arith.index_cast %thread_id_y : index to i64
      %157 = arith.muli %c32_i64, %156 : i64
      %158 = arith.addi %155, %157 : i64
      %c0_i64 = arith.constant 0 : i64
      %159 = arith.cmpi eq, %158, %c0_i64 : i64
      scf.if %159 {
        %cst_222 = arith.constant 1.500000e+00 : f32
        %306 = llvm.load %142 : !llvm.ptr<1> -> f32
        %307 = arith.mulf %cst_222, %306 : f32
        %308 = llvm.atomicrmw fadd %130, %307 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_x_53 = gpu.thread_id  x
      %160 = arith.index_cast %thread_id_x_53 : index to i64
      %c32_i64_54 = arith.constant 32 : i64
      %thread_id_y_55 = gpu.thread_id  y
      %161 = arith.index_cast %thread_id_y_55 : index to i64
      %162 = arith.muli %c32_i64_54, %161 : i64
      %163 = arith.addi %160, %162 : i64
      %c6_i64_56 = arith.constant 6 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg13 = %163 to %c6_i64_56 step %c64_i64  : i64 {
        %cst_222 = arith.constant 1.500000e+00 : f32
        %306 = llvm.getelementptr %144[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %307 = llvm.load %306 : !llvm.ptr<1> -> f32
        %308 = arith.mulf %cst_222, %307 : f32
        %309 = llvm.getelementptr %147[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %310 = llvm.atomicrmw fadd %309, %308 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_y_57 = gpu.thread_id  y
      %164 = arith.index_cast %thread_id_y_57 : index to i64
      %c6_i64_58 = arith.constant 6 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg13 = %164 to %c6_i64_58 step %c2_i64  : i64 {
        %thread_id_x_222 = gpu.thread_id  x
        %306 = arith.index_cast %thread_id_x_222 : index to i64
        %c4_i64_223 = arith.constant 4 : i64
        %c32_i64_224 = arith.constant 32 : i64
        scf.for %arg14 = %306 to %c4_i64_223 step %c32_i64_224  : i64 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %307 = arith.muli %arg14, %c6_i64_226 : i64
          %308 = arith.addi %arg13, %307 : i64
          %309 = llvm.getelementptr %138[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %310 = llvm.load %309 : !llvm.ptr<1> -> f32
          %311 = arith.mulf %cst_225, %310 : f32
          %c4_i64_227 = arith.constant 4 : i64
          %312 = arith.muli %arg13, %c4_i64_227 : i64
          %313 = arith.addi %arg14, %312 : i64
          %314 = llvm.getelementptr %148[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %315 = llvm.atomicrmw fadd %314, %311 monotonic : !llvm.ptr<1>, f32
        }
      }
      gpu.barrier
      %thread_id_x_59 = gpu.thread_id  x
      %165 = arith.index_cast %thread_id_x_59 : index to i64
      %c5_i64_60 = arith.constant 5 : i64
      %166 = arith.minsi %165, %c5_i64_60 : i64
      %thread_id_y_61 = gpu.thread_id  y
      %167 = arith.index_cast %thread_id_y_61 : index to i64
      %c4_i64_62 = arith.constant 4 : i64
      %168 = arith.minsi %167, %c4_i64_62 : i64
      %thread_id_y_63 = gpu.thread_id  y
      %169 = arith.index_cast %thread_id_y_63 : index to i64
      %c2_i64_64 = arith.constant 2 : i64
      %170 = arith.addi %169, %c2_i64_64 : i64
      %c4_i64_65 = arith.constant 4 : i64
      %171 = arith.minsi %170, %c4_i64_65 : i64
      %thread_id_y_66 = gpu.thread_id  y
      %172 = arith.index_cast %thread_id_y_66 : index to i64
      %c4_i64_67 = arith.constant 4 : i64
      %173 = arith.addi %172, %c4_i64_67 : i64
      %c4_i64_68 = arith.constant 4 : i64
      %174 = arith.minsi %173, %c4_i64_68 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_69 = arith.constant 0.000000e+00 : f32
      memref.store %cst_69, %alloca_35[] : memref<f32>
      %cst_70 = arith.constant 0.000000e+00 : f32
      memref.store %cst_70, %alloca_36[] : memref<f32>
      %c0_i64_71 = arith.constant 0 : i64
      %c4_i64_72 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_71 to %c4_i64_72 step %c1_i64  : i64 {
        %c6_i64_222 = arith.constant 6 : i64
        %306 = arith.muli %arg13, %c6_i64_222 : i64
        %307 = arith.addi %166, %306 : i64
        %308 = llvm.getelementptr %138[%307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %309 = llvm.load %308 : !llvm.ptr<1> -> f32
        %c4_i64_223 = arith.constant 4 : i64
        %310 = arith.muli %168, %c4_i64_223 : i64
        %311 = arith.addi %arg13, %310 : i64
        %312 = llvm.getelementptr %119[%311] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %313 = llvm.load %312 : !llvm.ptr<1> -> f32
        %c4_i64_224 = arith.constant 4 : i64
        %314 = arith.muli %171, %c4_i64_224 : i64
        %315 = arith.addi %arg13, %314 : i64
        %316 = llvm.getelementptr %119[%315] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %317 = llvm.load %316 : !llvm.ptr<1> -> f32
        %c4_i64_225 = arith.constant 4 : i64
        %318 = arith.muli %174, %c4_i64_225 : i64
        %319 = arith.addi %arg13, %318 : i64
        %320 = llvm.getelementptr %119[%319] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %321 = llvm.load %320 : !llvm.ptr<1> -> f32
        %322 = memref.load %alloca[] : memref<f32>
        %323 = llvm.intr.fma(%309, %313, %322) : (f32, f32, f32) -> f32
        memref.store %323, %alloca[] : memref<f32>
        %324 = memref.load %alloca_35[] : memref<f32>
        %325 = llvm.intr.fma(%309, %317, %324) : (f32, f32, f32) -> f32
        memref.store %325, %alloca_35[] : memref<f32>
        %326 = memref.load %alloca_36[] : memref<f32>
        %327 = llvm.intr.fma(%309, %321, %326) : (f32, f32, f32) -> f32
        memref.store %327, %alloca_36[] : memref<f32>
      }
      %c6_i64_73 = arith.constant 6 : i64
      %175 = arith.cmpi slt, %165, %c6_i64_73 : i64
      scf.if %175 {
        %c5_i64_222 = arith.constant 5 : i64
        %306 = arith.cmpi slt, %167, %c5_i64_222 : i64
        scf.if %306 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %309 = memref.load %alloca[] : memref<f32>
          %310 = arith.mulf %cst_225, %309 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %311 = arith.muli %167, %c6_i64_226 : i64
          %312 = arith.addi %165, %311 : i64
          %313 = llvm.getelementptr %149[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %314 = llvm.atomicrmw fadd %313, %310 monotonic : !llvm.ptr<1>, f32
        }
        %c5_i64_223 = arith.constant 5 : i64
        %307 = arith.cmpi slt, %170, %c5_i64_223 : i64
        scf.if %307 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %309 = memref.load %alloca_35[] : memref<f32>
          %310 = arith.mulf %cst_225, %309 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %311 = arith.muli %170, %c6_i64_226 : i64
          %312 = arith.addi %165, %311 : i64
          %313 = llvm.getelementptr %149[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %314 = llvm.atomicrmw fadd %313, %310 monotonic : !llvm.ptr<1>, f32
        }
        %c5_i64_224 = arith.constant 5 : i64
        %308 = arith.cmpi slt, %173, %c5_i64_224 : i64
        scf.if %308 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %309 = memref.load %alloca_36[] : memref<f32>
          %310 = arith.mulf %cst_225, %309 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %311 = arith.muli %173, %c6_i64_226 : i64
          %312 = arith.addi %165, %311 : i64
          %313 = llvm.getelementptr %149[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %314 = llvm.atomicrmw fadd %313, %310 monotonic : !llvm.ptr<1>, f32
        }
      }
      gpu.barrier
      %thread_id_x_74 = gpu.thread_id  x
      %176 = arith.index_cast %thread_id_x_74 : index to i64
      %c32_i64_75 = arith.constant 32 : i64
      %thread_id_y_76 = gpu.thread_id  y
      %177 = arith.index_cast %thread_id_y_76 : index to i64
      %178 = arith.muli %c32_i64_75, %177 : i64
      %179 = arith.addi %176, %178 : i64
      %c6_i64_77 = arith.constant 6 : i64
      %c64_i64_78 = arith.constant 64 : i64
      scf.for %arg13 = %179 to %c6_i64_77 step %c64_i64_78  : i64 {
        %cst_222 = arith.constant 0.000000e+00 : f32
        memref.store %cst_222, %alloca_37[] : memref<f32>
        %c0_i64_223 = arith.constant 0 : i64
        %c4_i64_224 = arith.constant 4 : i64
        %c1_i64_225 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_223 to %c4_i64_224 step %c1_i64_225  : i64 {
          %c6_i64_227 = arith.constant 6 : i64
          %310 = arith.muli %arg14, %c6_i64_227 : i64
          %311 = arith.addi %arg13, %310 : i64
          %312 = llvm.getelementptr %138[%311] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %313 = llvm.load %312 : !llvm.ptr<1> -> f32
          %314 = llvm.getelementptr %140[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %315 = llvm.load %314 : !llvm.ptr<1> -> f32
          %316 = memref.load %alloca_37[] : memref<f32>
          %317 = llvm.intr.fma(%313, %315, %316) : (f32, f32, f32) -> f32
          memref.store %317, %alloca_37[] : memref<f32>
        }
        %cst_226 = arith.constant 1.500000e+00 : f32
        %306 = memref.load %alloca_37[] : memref<f32>
        %307 = arith.mulf %cst_226, %306 : f32
        %308 = llvm.getelementptr %150[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %309 = llvm.atomicrmw fadd %308, %307 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_y_79 = gpu.thread_id  y
      %180 = arith.index_cast %thread_id_y_79 : index to i64
      %c5_i64_80 = arith.constant 5 : i64
      %c2_i64_81 = arith.constant 2 : i64
      scf.for %arg13 = %180 to %c5_i64_80 step %c2_i64_81  : i64 {
        %thread_id_x_222 = gpu.thread_id  x
        %306 = arith.index_cast %thread_id_x_222 : index to i64
        %c6_i64_223 = arith.constant 6 : i64
        %c32_i64_224 = arith.constant 32 : i64
        scf.for %arg14 = %306 to %c6_i64_223 step %c32_i64_224  : i64 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %307 = llvm.getelementptr %144[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %308 = llvm.load %307 : !llvm.ptr<1> -> f32
          %309 = llvm.getelementptr %146[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %310 = llvm.load %309 : !llvm.ptr<1> -> f32
          %311 = arith.mulf %308, %310 : f32
          %312 = arith.mulf %cst_225, %311 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %313 = arith.muli %arg13, %c6_i64_226 : i64
          %314 = arith.addi %arg14, %313 : i64
          %315 = llvm.getelementptr %151[%314] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %316 = llvm.atomicrmw fadd %315, %312 monotonic : !llvm.ptr<1>, f32
        }
      }
      gpu.barrier
      %thread_id_x_82 = gpu.thread_id  x
      %181 = arith.index_cast %thread_id_x_82 : index to i64
      %c32_i64_83 = arith.constant 32 : i64
      %thread_id_y_84 = gpu.thread_id  y
      %182 = arith.index_cast %thread_id_y_84 : index to i64
      %183 = arith.muli %c32_i64_83, %182 : i64
      %184 = arith.addi %181, %183 : i64
      %c6_i64_85 = arith.constant 6 : i64
      %c64_i64_86 = arith.constant 64 : i64
      scf.for %arg13 = %184 to %c6_i64_85 step %c64_i64_86  : i64 {
        %cst_222 = arith.constant 1.500000e+00 : f32
        %306 = llvm.getelementptr %144[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %307 = llvm.load %306 : !llvm.ptr<1> -> f32
        %308 = llvm.getelementptr %144[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %309 = llvm.load %308 : !llvm.ptr<1> -> f32
        %310 = arith.mulf %307, %309 : f32
        %311 = arith.mulf %cst_222, %310 : f32
        %312 = llvm.getelementptr %152[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %313 = llvm.atomicrmw fadd %312, %311 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_x_87 = gpu.thread_id  x
      %185 = arith.index_cast %thread_id_x_87 : index to i64
      %c32_i64_88 = arith.constant 32 : i64
      %thread_id_y_89 = gpu.thread_id  y
      %186 = arith.index_cast %thread_id_y_89 : index to i64
      %187 = arith.muli %c32_i64_88, %186 : i64
      %188 = arith.addi %185, %187 : i64
      %c6_i64_90 = arith.constant 6 : i64
      %c64_i64_91 = arith.constant 64 : i64
      scf.for %arg13 = %188 to %c6_i64_90 step %c64_i64_91  : i64 {
        %cst_222 = arith.constant 0.000000e+00 : f32
        memref.store %cst_222, %alloca_38[] : memref<f32>
        %c0_i64_223 = arith.constant 0 : i64
        %c4_i64_224 = arith.constant 4 : i64
        %c1_i64_225 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_223 to %c4_i64_224 step %c1_i64_225  : i64 {
          %310 = memref.load %alloca_38[] : memref<f32>
          %c6_i64_227 = arith.constant 6 : i64
          %311 = arith.muli %arg14, %c6_i64_227 : i64
          %312 = arith.addi %arg13, %311 : i64
          %313 = llvm.getelementptr %138[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %314 = llvm.load %313 : !llvm.ptr<1> -> f32
          %315 = arith.addf %310, %314 : f32
          memref.store %315, %alloca_38[] : memref<f32>
        }
        %cst_226 = arith.constant 1.500000e+00 : f32
        %306 = memref.load %alloca_38[] : memref<f32>
        %307 = arith.mulf %cst_226, %306 : f32
        %308 = llvm.getelementptr %153[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %309 = llvm.atomicrmw fadd %308, %307 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_x_92 = gpu.thread_id  x
      %189 = arith.index_cast %thread_id_x_92 : index to i64
      %c32_i64_93 = arith.constant 32 : i64
      %thread_id_y_94 = gpu.thread_id  y
      %190 = arith.index_cast %thread_id_y_94 : index to i64
      %191 = arith.muli %c32_i64_93, %190 : i64
      %192 = arith.addi %189, %191 : i64
      %c0_i64_95 = arith.constant 0 : i64
      %193 = arith.cmpi eq, %192, %c0_i64_95 : i64
      scf.if %193 {
        %cst_222 = arith.constant 0.000000e+00 : f32
        memref.store %cst_222, %alloca_39[] : memref<f32>
        %c0_i64_223 = arith.constant 0 : i64
        %c6_i64_224 = arith.constant 6 : i64
        %c1_i64_225 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_223 to %c6_i64_224 step %c1_i64_225  : i64 {
          %309 = memref.load %alloca_39[] : memref<f32>
          %310 = llvm.getelementptr %144[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %311 = llvm.load %310 : !llvm.ptr<1> -> f32
          %312 = arith.addf %309, %311 : f32
          memref.store %312, %alloca_39[] : memref<f32>
        }
        %cst_226 = arith.constant 1.500000e+00 : f32
        %306 = memref.load %alloca_39[] : memref<f32>
        %307 = arith.mulf %cst_226, %306 : f32
        %308 = llvm.atomicrmw fadd %154, %307 monotonic : !llvm.ptr<1>, f32
      }
      %c270_i64 = arith.constant 270 : i64
      %194 = arith.muli %136, %c270_i64 : i64
      %195 = llvm.getelementptr %132[%194] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c30_i64_96 = arith.constant 30 : i64
      %c270_i64_97 = arith.constant 270 : i64
      %196 = arith.muli %136, %c270_i64_97 : i64
      %197 = arith.addi %c30_i64_96, %196 : i64
      %198 = llvm.getelementptr %132[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64_98 = arith.constant 60 : i64
      %c270_i64_99 = arith.constant 270 : i64
      %199 = arith.muli %136, %c270_i64_99 : i64
      %200 = arith.addi %c60_i64_98, %199 : i64
      %201 = llvm.getelementptr %132[%200] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c90_i64_100 = arith.constant 90 : i64
      %c270_i64_101 = arith.constant 270 : i64
      %202 = arith.muli %136, %c270_i64_101 : i64
      %203 = arith.addi %c90_i64_100, %202 : i64
      %204 = llvm.getelementptr %132[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64_102 = arith.constant 120 : i64
      %c270_i64_103 = arith.constant 270 : i64
      %205 = arith.muli %136, %c270_i64_103 : i64
      %206 = arith.addi %c120_i64_102, %205 : i64
      %207 = llvm.getelementptr %132[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c150_i64_104 = arith.constant 150 : i64
      %c270_i64_105 = arith.constant 270 : i64
      %208 = arith.muli %136, %c270_i64_105 : i64
      %209 = arith.addi %c150_i64_104, %208 : i64
      %210 = llvm.getelementptr %132[%209] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c180_i64_106 = arith.constant 180 : i64
      %c270_i64_107 = arith.constant 270 : i64
      %211 = arith.muli %136, %c270_i64_107 : i64
      %212 = arith.addi %c180_i64_106, %211 : i64
      %213 = llvm.getelementptr %132[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c210_i64_108 = arith.constant 210 : i64
      %c270_i64_109 = arith.constant 270 : i64
      %214 = arith.muli %136, %c270_i64_109 : i64
      %215 = arith.addi %c210_i64_108, %214 : i64
      %216 = llvm.getelementptr %132[%215] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c240_i64_110 = arith.constant 240 : i64
      %c270_i64_111 = arith.constant 270 : i64
      %217 = arith.muli %136, %c270_i64_111 : i64
      %218 = arith.addi %c240_i64_110, %217 : i64
      %219 = llvm.getelementptr %132[%218] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_112 = gpu.thread_id  x
      %220 = arith.index_cast %thread_id_x_112 : index to i64
      %c32_i64_113 = arith.constant 32 : i64
      %thread_id_y_114 = gpu.thread_id  y
      %221 = arith.index_cast %thread_id_y_114 : index to i64
      %222 = arith.muli %c32_i64_113, %221 : i64
      %223 = arith.addi %220, %222 : i64
      %c0_i64_115 = arith.constant 0 : i64
      %224 = arith.cmpi eq, %223, %c0_i64_115 : i64
      scf.if %224 {
        %cst_222 = arith.constant 1.500000e+00 : f32
        %306 = llvm.load %142 : !llvm.ptr<1> -> f32
        %307 = arith.mulf %cst_222, %306 : f32
        %308 = llvm.atomicrmw xchg %195, %307 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_x_116 = gpu.thread_id  x
      %225 = arith.index_cast %thread_id_x_116 : index to i64
      %c32_i64_117 = arith.constant 32 : i64
      %thread_id_y_118 = gpu.thread_id  y
      %226 = arith.index_cast %thread_id_y_118 : index to i64
      %227 = arith.muli %c32_i64_117, %226 : i64
      %228 = arith.addi %225, %227 : i64
      %c6_i64_119 = arith.constant 6 : i64
      %c64_i64_120 = arith.constant 64 : i64
      scf.for %arg13 = %228 to %c6_i64_119 step %c64_i64_120  : i64 {
        %cst_222 = arith.constant 1.500000e+00 : f32
        %306 = llvm.getelementptr %144[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %307 = llvm.load %306 : !llvm.ptr<1> -> f32
        %308 = arith.mulf %cst_222, %307 : f32
        %309 = llvm.getelementptr %198[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %310 = llvm.atomicrmw xchg %309, %308 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_y_121 = gpu.thread_id  y
      %229 = arith.index_cast %thread_id_y_121 : index to i64
      %c6_i64_122 = arith.constant 6 : i64
      %c2_i64_123 = arith.constant 2 : i64
      scf.for %arg13 = %229 to %c6_i64_122 step %c2_i64_123  : i64 {
        %thread_id_x_222 = gpu.thread_id  x
        %306 = arith.index_cast %thread_id_x_222 : index to i64
        %c4_i64_223 = arith.constant 4 : i64
        %c32_i64_224 = arith.constant 32 : i64
        scf.for %arg14 = %306 to %c4_i64_223 step %c32_i64_224  : i64 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %307 = arith.muli %arg14, %c6_i64_226 : i64
          %308 = arith.addi %arg13, %307 : i64
          %309 = llvm.getelementptr %138[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %310 = llvm.load %309 : !llvm.ptr<1> -> f32
          %311 = arith.mulf %cst_225, %310 : f32
          %c4_i64_227 = arith.constant 4 : i64
          %312 = arith.muli %arg13, %c4_i64_227 : i64
          %313 = arith.addi %arg14, %312 : i64
          %314 = llvm.getelementptr %201[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %315 = llvm.atomicrmw xchg %314, %311 monotonic : !llvm.ptr<1>, f32
        }
      }
      gpu.barrier
      %thread_id_x_124 = gpu.thread_id  x
      %230 = arith.index_cast %thread_id_x_124 : index to i64
      %c5_i64_125 = arith.constant 5 : i64
      %231 = arith.minsi %230, %c5_i64_125 : i64
      %thread_id_y_126 = gpu.thread_id  y
      %232 = arith.index_cast %thread_id_y_126 : index to i64
      %c4_i64_127 = arith.constant 4 : i64
      %233 = arith.minsi %232, %c4_i64_127 : i64
      %thread_id_y_128 = gpu.thread_id  y
      %234 = arith.index_cast %thread_id_y_128 : index to i64
      %c2_i64_129 = arith.constant 2 : i64
      %235 = arith.addi %234, %c2_i64_129 : i64
      %c4_i64_130 = arith.constant 4 : i64
      %236 = arith.minsi %235, %c4_i64_130 : i64
      %thread_id_y_131 = gpu.thread_id  y
      %237 = arith.index_cast %thread_id_y_131 : index to i64
      %c4_i64_132 = arith.constant 4 : i64
      %238 = arith.addi %237, %c4_i64_132 : i64
      %c4_i64_133 = arith.constant 4 : i64
      %239 = arith.minsi %238, %c4_i64_133 : i64
      %cst_134 = arith.constant 0.000000e+00 : f32
      memref.store %cst_134, %alloca_40[] : memref<f32>
      %cst_135 = arith.constant 0.000000e+00 : f32
      memref.store %cst_135, %alloca_41[] : memref<f32>
      %cst_136 = arith.constant 0.000000e+00 : f32
      memref.store %cst_136, %alloca_42[] : memref<f32>
      %c0_i64_137 = arith.constant 0 : i64
      %c4_i64_138 = arith.constant 4 : i64
      %c1_i64_139 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_137 to %c4_i64_138 step %c1_i64_139  : i64 {
        %c6_i64_222 = arith.constant 6 : i64
        %306 = arith.muli %arg13, %c6_i64_222 : i64
        %307 = arith.addi %231, %306 : i64
        %308 = llvm.getelementptr %138[%307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %309 = llvm.load %308 : !llvm.ptr<1> -> f32
        %c4_i64_223 = arith.constant 4 : i64
        %310 = arith.muli %233, %c4_i64_223 : i64
        %311 = arith.addi %arg13, %310 : i64
        %312 = llvm.getelementptr %119[%311] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %313 = llvm.load %312 : !llvm.ptr<1> -> f32
        %c4_i64_224 = arith.constant 4 : i64
        %314 = arith.muli %236, %c4_i64_224 : i64
        %315 = arith.addi %arg13, %314 : i64
        %316 = llvm.getelementptr %119[%315] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %317 = llvm.load %316 : !llvm.ptr<1> -> f32
        %c4_i64_225 = arith.constant 4 : i64
        %318 = arith.muli %239, %c4_i64_225 : i64
        %319 = arith.addi %arg13, %318 : i64
        %320 = llvm.getelementptr %119[%319] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %321 = llvm.load %320 : !llvm.ptr<1> -> f32
        %322 = memref.load %alloca_40[] : memref<f32>
        %323 = llvm.intr.fma(%309, %313, %322) : (f32, f32, f32) -> f32
        memref.store %323, %alloca_40[] : memref<f32>
        %324 = memref.load %alloca_41[] : memref<f32>
        %325 = llvm.intr.fma(%309, %317, %324) : (f32, f32, f32) -> f32
        memref.store %325, %alloca_41[] : memref<f32>
        %326 = memref.load %alloca_42[] : memref<f32>
        %327 = llvm.intr.fma(%309, %321, %326) : (f32, f32, f32) -> f32
        memref.store %327, %alloca_42[] : memref<f32>
      }
      %c6_i64_140 = arith.constant 6 : i64
      %240 = arith.cmpi slt, %230, %c6_i64_140 : i64
      scf.if %240 {
        %c5_i64_222 = arith.constant 5 : i64
        %306 = arith.cmpi slt, %232, %c5_i64_222 : i64
        scf.if %306 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %309 = memref.load %alloca_40[] : memref<f32>
          %310 = arith.mulf %cst_225, %309 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %311 = arith.muli %232, %c6_i64_226 : i64
          %312 = arith.addi %230, %311 : i64
          %313 = llvm.getelementptr %204[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %314 = llvm.atomicrmw xchg %313, %310 monotonic : !llvm.ptr<1>, f32
        }
        %c5_i64_223 = arith.constant 5 : i64
        %307 = arith.cmpi slt, %235, %c5_i64_223 : i64
        scf.if %307 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %309 = memref.load %alloca_41[] : memref<f32>
          %310 = arith.mulf %cst_225, %309 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %311 = arith.muli %235, %c6_i64_226 : i64
          %312 = arith.addi %230, %311 : i64
          %313 = llvm.getelementptr %204[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %314 = llvm.atomicrmw xchg %313, %310 monotonic : !llvm.ptr<1>, f32
        }
        %c5_i64_224 = arith.constant 5 : i64
        %308 = arith.cmpi slt, %238, %c5_i64_224 : i64
        scf.if %308 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %309 = memref.load %alloca_42[] : memref<f32>
          %310 = arith.mulf %cst_225, %309 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %311 = arith.muli %238, %c6_i64_226 : i64
          %312 = arith.addi %230, %311 : i64
          %313 = llvm.getelementptr %204[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %314 = llvm.atomicrmw xchg %313, %310 monotonic : !llvm.ptr<1>, f32
        }
      }
      gpu.barrier
      %thread_id_x_141 = gpu.thread_id  x
      %241 = arith.index_cast %thread_id_x_141 : index to i64
      %c32_i64_142 = arith.constant 32 : i64
      %thread_id_y_143 = gpu.thread_id  y
      %242 = arith.index_cast %thread_id_y_143 : index to i64
      %243 = arith.muli %c32_i64_142, %242 : i64
      %244 = arith.addi %241, %243 : i64
      %c6_i64_144 = arith.constant 6 : i64
      %c64_i64_145 = arith.constant 64 : i64
      scf.for %arg13 = %244 to %c6_i64_144 step %c64_i64_145  : i64 {
        %cst_222 = arith.constant 0.000000e+00 : f32
        memref.store %cst_222, %alloca_43[] : memref<f32>
        %c0_i64_223 = arith.constant 0 : i64
        %c4_i64_224 = arith.constant 4 : i64
        %c1_i64_225 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_223 to %c4_i64_224 step %c1_i64_225  : i64 {
          %c6_i64_227 = arith.constant 6 : i64
          %310 = arith.muli %arg14, %c6_i64_227 : i64
          %311 = arith.addi %arg13, %310 : i64
          %312 = llvm.getelementptr %138[%311] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %313 = llvm.load %312 : !llvm.ptr<1> -> f32
          %314 = llvm.getelementptr %140[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %315 = llvm.load %314 : !llvm.ptr<1> -> f32
          %316 = memref.load %alloca_43[] : memref<f32>
          %317 = llvm.intr.fma(%313, %315, %316) : (f32, f32, f32) -> f32
          memref.store %317, %alloca_43[] : memref<f32>
        }
        %cst_226 = arith.constant 1.500000e+00 : f32
        %306 = memref.load %alloca_43[] : memref<f32>
        %307 = arith.mulf %cst_226, %306 : f32
        %308 = llvm.getelementptr %207[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %309 = llvm.atomicrmw xchg %308, %307 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_y_146 = gpu.thread_id  y
      %245 = arith.index_cast %thread_id_y_146 : index to i64
      %c5_i64_147 = arith.constant 5 : i64
      %c2_i64_148 = arith.constant 2 : i64
      scf.for %arg13 = %245 to %c5_i64_147 step %c2_i64_148  : i64 {
        %thread_id_x_222 = gpu.thread_id  x
        %306 = arith.index_cast %thread_id_x_222 : index to i64
        %c6_i64_223 = arith.constant 6 : i64
        %c32_i64_224 = arith.constant 32 : i64
        scf.for %arg14 = %306 to %c6_i64_223 step %c32_i64_224  : i64 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %307 = llvm.getelementptr %144[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %308 = llvm.load %307 : !llvm.ptr<1> -> f32
          %309 = llvm.getelementptr %146[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %310 = llvm.load %309 : !llvm.ptr<1> -> f32
          %311 = arith.mulf %308, %310 : f32
          %312 = arith.mulf %cst_225, %311 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %313 = arith.muli %arg13, %c6_i64_226 : i64
          %314 = arith.addi %arg14, %313 : i64
          %315 = llvm.getelementptr %210[%314] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %316 = llvm.atomicrmw xchg %315, %312 monotonic : !llvm.ptr<1>, f32
        }
      }
      gpu.barrier
      %thread_id_x_149 = gpu.thread_id  x
      %246 = arith.index_cast %thread_id_x_149 : index to i64
      %c32_i64_150 = arith.constant 32 : i64
      %thread_id_y_151 = gpu.thread_id  y
      %247 = arith.index_cast %thread_id_y_151 : index to i64
      %248 = arith.muli %c32_i64_150, %247 : i64
      %249 = arith.addi %246, %248 : i64
      %c6_i64_152 = arith.constant 6 : i64
      %c64_i64_153 = arith.constant 64 : i64
      scf.for %arg13 = %249 to %c6_i64_152 step %c64_i64_153  : i64 {
        %cst_222 = arith.constant 1.500000e+00 : f32
        %306 = llvm.getelementptr %144[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %307 = llvm.load %306 : !llvm.ptr<1> -> f32
        %308 = llvm.getelementptr %144[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %309 = llvm.load %308 : !llvm.ptr<1> -> f32
        %310 = arith.mulf %307, %309 : f32
        %311 = arith.mulf %cst_222, %310 : f32
        %312 = llvm.getelementptr %213[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %313 = llvm.atomicrmw xchg %312, %311 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_x_154 = gpu.thread_id  x
      %250 = arith.index_cast %thread_id_x_154 : index to i64
      %c32_i64_155 = arith.constant 32 : i64
      %thread_id_y_156 = gpu.thread_id  y
      %251 = arith.index_cast %thread_id_y_156 : index to i64
      %252 = arith.muli %c32_i64_155, %251 : i64
      %253 = arith.addi %250, %252 : i64
      %c6_i64_157 = arith.constant 6 : i64
      %c64_i64_158 = arith.constant 64 : i64
      scf.for %arg13 = %253 to %c6_i64_157 step %c64_i64_158  : i64 {
        %cst_222 = arith.constant 0.000000e+00 : f32
        memref.store %cst_222, %alloca_44[] : memref<f32>
        %c0_i64_223 = arith.constant 0 : i64
        %c4_i64_224 = arith.constant 4 : i64
        %c1_i64_225 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_223 to %c4_i64_224 step %c1_i64_225  : i64 {
          %310 = memref.load %alloca_44[] : memref<f32>
          %c6_i64_227 = arith.constant 6 : i64
          %311 = arith.muli %arg14, %c6_i64_227 : i64
          %312 = arith.addi %arg13, %311 : i64
          %313 = llvm.getelementptr %138[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %314 = llvm.load %313 : !llvm.ptr<1> -> f32
          %315 = arith.addf %310, %314 : f32
          memref.store %315, %alloca_44[] : memref<f32>
        }
        %cst_226 = arith.constant 1.500000e+00 : f32
        %306 = memref.load %alloca_44[] : memref<f32>
        %307 = arith.mulf %cst_226, %306 : f32
        %308 = llvm.getelementptr %216[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %309 = llvm.atomicrmw xchg %308, %307 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_x_159 = gpu.thread_id  x
      %254 = arith.index_cast %thread_id_x_159 : index to i64
      %c32_i64_160 = arith.constant 32 : i64
      %thread_id_y_161 = gpu.thread_id  y
      %255 = arith.index_cast %thread_id_y_161 : index to i64
      %256 = arith.muli %c32_i64_160, %255 : i64
      %257 = arith.addi %254, %256 : i64
      %c0_i64_162 = arith.constant 0 : i64
      %258 = arith.cmpi eq, %257, %c0_i64_162 : i64
      scf.if %258 {
        %cst_222 = arith.constant 0.000000e+00 : f32
        memref.store %cst_222, %alloca_45[] : memref<f32>
        %c0_i64_223 = arith.constant 0 : i64
        %c6_i64_224 = arith.constant 6 : i64
        %c1_i64_225 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_223 to %c6_i64_224 step %c1_i64_225  : i64 {
          %309 = memref.load %alloca_45[] : memref<f32>
          %310 = llvm.getelementptr %144[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %311 = llvm.load %310 : !llvm.ptr<1> -> f32
          %312 = arith.addf %309, %311 : f32
          memref.store %312, %alloca_45[] : memref<f32>
        }
        %cst_226 = arith.constant 1.500000e+00 : f32
        %306 = memref.load %alloca_45[] : memref<f32>
        %307 = arith.mulf %cst_226, %306 : f32
        %308 = llvm.atomicrmw xchg %219, %307 monotonic : !llvm.ptr<1>, f32
      }
      %c30_i64_163 = arith.constant 30 : i64
      %259 = llvm.getelementptr %135[%c30_i64_163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64_164 = arith.constant 60 : i64
      %260 = llvm.getelementptr %135[%c60_i64_164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c90_i64_165 = arith.constant 90 : i64
      %261 = llvm.getelementptr %135[%c90_i64_165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64_166 = arith.constant 120 : i64
      %262 = llvm.getelementptr %135[%c120_i64_166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c150_i64_167 = arith.constant 150 : i64
      %263 = llvm.getelementptr %135[%c150_i64_167] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c180_i64_168 = arith.constant 180 : i64
      %264 = llvm.getelementptr %135[%c180_i64_168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c210_i64_169 = arith.constant 210 : i64
      %265 = llvm.getelementptr %135[%c210_i64_169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c240_i64_170 = arith.constant 240 : i64
      %266 = llvm.getelementptr %135[%c240_i64_170] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_171 = gpu.thread_id  x
      %267 = arith.index_cast %thread_id_x_171 : index to i64
      %c32_i64_172 = arith.constant 32 : i64
      %thread_id_y_173 = gpu.thread_id  y
      %268 = arith.index_cast %thread_id_y_173 : index to i64
      %269 = arith.muli %c32_i64_172, %268 : i64
      %270 = arith.addi %267, %269 : i64
      %c0_i64_174 = arith.constant 0 : i64
      %271 = arith.cmpi eq, %270, %c0_i64_174 : i64
      scf.if %271 {
        %cst_222 = arith.constant -7.500000e-01 : f32
        %306 = llvm.load %121 : !llvm.ptr<1> -> f32
        %307 = arith.mulf %cst_222, %306 : f32
        %308 = llvm.load %135 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %309 = scf.while (%arg13 = %308) : (i32) -> i32 {
          %310 = arith.bitcast %arg13 : i32 to f32
          %cst_223 = arith.constant 5.000000e-01 : f32
          %311 = llvm.intr.fma(%cst_223, %310, %307) : (f32, f32, f32) -> f32
          %312 = arith.bitcast %311 : f32 to i32
          %313 = llvm.cmpxchg %135, %arg13, %312 monotonic monotonic : !llvm.ptr<1>, i32
          %314 = llvm.extractvalue %313[0] : !llvm.struct<(i32, i1)> 
          %315 = llvm.extractvalue %313[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %316 = arith.xori %315, %true : i1
          scf.condition(%316) %314 : i32
        } do {
        ^bb0(%arg13: i32):
          scf.yield %arg13 : i32
        }
      }
      gpu.barrier
      %thread_id_x_175 = gpu.thread_id  x
      %272 = arith.index_cast %thread_id_x_175 : index to i64
      %c32_i64_176 = arith.constant 32 : i64
      %thread_id_y_177 = gpu.thread_id  y
      %273 = arith.index_cast %thread_id_y_177 : index to i64
      %274 = arith.muli %c32_i64_176, %273 : i64
      %275 = arith.addi %272, %274 : i64
      %c6_i64_178 = arith.constant 6 : i64
      %c64_i64_179 = arith.constant 64 : i64
      scf.for %arg13 = %275 to %c6_i64_178 step %c64_i64_179  : i64 {
        %cst_222 = arith.constant -7.500000e-01 : f32
        %306 = llvm.getelementptr %124[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %307 = llvm.load %306 : !llvm.ptr<1> -> f32
        %308 = arith.mulf %cst_222, %307 : f32
        %309 = llvm.getelementptr %259[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %310 = llvm.load %309 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %311 = scf.while (%arg14 = %310) : (i32) -> i32 {
          %312 = arith.bitcast %arg14 : i32 to f32
          %cst_223 = arith.constant 5.000000e-01 : f32
          %313 = llvm.intr.fma(%cst_223, %312, %308) : (f32, f32, f32) -> f32
          %314 = arith.bitcast %313 : f32 to i32
          %315 = llvm.cmpxchg %309, %arg14, %314 monotonic monotonic : !llvm.ptr<1>, i32
          %316 = llvm.extractvalue %315[0] : !llvm.struct<(i32, i1)> 
          %317 = llvm.extractvalue %315[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %318 = arith.xori %317, %true : i1
          scf.condition(%318) %316 : i32
        } do {
        ^bb0(%arg14: i32):
          scf.yield %arg14 : i32
        }
      }
      gpu.barrier
      %thread_id_y_180 = gpu.thread_id  y
      %276 = arith.index_cast %thread_id_y_180 : index to i64
      %c6_i64_181 = arith.constant 6 : i64
      %c2_i64_182 = arith.constant 2 : i64
      scf.for %arg13 = %276 to %c6_i64_181 step %c2_i64_182  : i64 {
        %thread_id_x_222 = gpu.thread_id  x
        %306 = arith.index_cast %thread_id_x_222 : index to i64
        %c4_i64_223 = arith.constant 4 : i64
        %c32_i64_224 = arith.constant 32 : i64
        scf.for %arg14 = %306 to %c4_i64_223 step %c32_i64_224  : i64 {
          %cst_225 = arith.constant -7.500000e-01 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %307 = arith.muli %arg14, %c6_i64_226 : i64
          %308 = arith.addi %arg13, %307 : i64
          %309 = llvm.getelementptr %116[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %310 = llvm.load %309 : !llvm.ptr<1> -> f32
          %311 = arith.mulf %cst_225, %310 : f32
          %c4_i64_227 = arith.constant 4 : i64
          %312 = arith.muli %arg13, %c4_i64_227 : i64
          %313 = arith.addi %arg14, %312 : i64
          %314 = llvm.getelementptr %260[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %315 = llvm.load %314 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
          %316 = scf.while (%arg15 = %315) : (i32) -> i32 {
            %317 = arith.bitcast %arg15 : i32 to f32
            %cst_228 = arith.constant 5.000000e-01 : f32
            %318 = llvm.intr.fma(%cst_228, %317, %311) : (f32, f32, f32) -> f32
            %319 = arith.bitcast %318 : f32 to i32
            %320 = llvm.cmpxchg %314, %arg15, %319 monotonic monotonic : !llvm.ptr<1>, i32
            %321 = llvm.extractvalue %320[0] : !llvm.struct<(i32, i1)> 
            %322 = llvm.extractvalue %320[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %323 = arith.xori %322, %true : i1
            scf.condition(%323) %321 : i32
          } do {
          ^bb0(%arg15: i32):
            scf.yield %arg15 : i32
          }
        }
      }
      gpu.barrier
      %thread_id_x_183 = gpu.thread_id  x
      %277 = arith.index_cast %thread_id_x_183 : index to i64
      %c5_i64_184 = arith.constant 5 : i64
      %278 = arith.minsi %277, %c5_i64_184 : i64
      %thread_id_y_185 = gpu.thread_id  y
      %279 = arith.index_cast %thread_id_y_185 : index to i64
      %c4_i64_186 = arith.constant 4 : i64
      %280 = arith.minsi %279, %c4_i64_186 : i64
      %thread_id_y_187 = gpu.thread_id  y
      %281 = arith.index_cast %thread_id_y_187 : index to i64
      %c2_i64_188 = arith.constant 2 : i64
      %282 = arith.addi %281, %c2_i64_188 : i64
      %c4_i64_189 = arith.constant 4 : i64
      %283 = arith.minsi %282, %c4_i64_189 : i64
      %thread_id_y_190 = gpu.thread_id  y
      %284 = arith.index_cast %thread_id_y_190 : index to i64
      %c4_i64_191 = arith.constant 4 : i64
      %285 = arith.addi %284, %c4_i64_191 : i64
      %c4_i64_192 = arith.constant 4 : i64
      %286 = arith.minsi %285, %c4_i64_192 : i64
      %cst_193 = arith.constant 0.000000e+00 : f32
      memref.store %cst_193, %alloca_46[] : memref<f32>
      %cst_194 = arith.constant 0.000000e+00 : f32
      memref.store %cst_194, %alloca_47[] : memref<f32>
      %cst_195 = arith.constant 0.000000e+00 : f32
      memref.store %cst_195, %alloca_48[] : memref<f32>
      %c0_i64_196 = arith.constant 0 : i64
      %c4_i64_197 = arith.constant 4 : i64
      %c1_i64_198 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_196 to %c4_i64_197 step %c1_i64_198  : i64 {
        %c6_i64_222 = arith.constant 6 : i64
        %306 = arith.muli %arg13, %c6_i64_222 : i64
        %307 = arith.addi %278, %306 : i64
        %308 = llvm.getelementptr %116[%307] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %309 = llvm.load %308 : !llvm.ptr<1> -> f32
        %c4_i64_223 = arith.constant 4 : i64
        %310 = arith.muli %280, %c4_i64_223 : i64
        %311 = arith.addi %arg13, %310 : i64
        %312 = llvm.getelementptr %119[%311] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %313 = llvm.load %312 : !llvm.ptr<1> -> f32
        %c4_i64_224 = arith.constant 4 : i64
        %314 = arith.muli %283, %c4_i64_224 : i64
        %315 = arith.addi %arg13, %314 : i64
        %316 = llvm.getelementptr %119[%315] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %317 = llvm.load %316 : !llvm.ptr<1> -> f32
        %c4_i64_225 = arith.constant 4 : i64
        %318 = arith.muli %286, %c4_i64_225 : i64
        %319 = arith.addi %arg13, %318 : i64
        %320 = llvm.getelementptr %119[%319] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %321 = llvm.load %320 : !llvm.ptr<1> -> f32
        %322 = memref.load %alloca_46[] : memref<f32>
        %323 = llvm.intr.fma(%309, %313, %322) : (f32, f32, f32) -> f32
        memref.store %323, %alloca_46[] : memref<f32>
        %324 = memref.load %alloca_47[] : memref<f32>
        %325 = llvm.intr.fma(%309, %317, %324) : (f32, f32, f32) -> f32
        memref.store %325, %alloca_47[] : memref<f32>
        %326 = memref.load %alloca_48[] : memref<f32>
        %327 = llvm.intr.fma(%309, %321, %326) : (f32, f32, f32) -> f32
        memref.store %327, %alloca_48[] : memref<f32>
      }
      %c6_i64_199 = arith.constant 6 : i64
      %287 = arith.cmpi slt, %277, %c6_i64_199 : i64
      scf.if %287 {
        %c5_i64_222 = arith.constant 5 : i64
        %306 = arith.cmpi slt, %279, %c5_i64_222 : i64
        scf.if %306 {
          %cst_225 = arith.constant -7.500000e-01 : f32
          %309 = memref.load %alloca_46[] : memref<f32>
          %310 = arith.mulf %cst_225, %309 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %311 = arith.muli %279, %c6_i64_226 : i64
          %312 = arith.addi %277, %311 : i64
          %313 = llvm.getelementptr %261[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %314 = llvm.load %313 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
          %315 = scf.while (%arg13 = %314) : (i32) -> i32 {
            %316 = arith.bitcast %arg13 : i32 to f32
            %cst_227 = arith.constant 5.000000e-01 : f32
            %317 = llvm.intr.fma(%cst_227, %316, %310) : (f32, f32, f32) -> f32
            %318 = arith.bitcast %317 : f32 to i32
            %319 = llvm.cmpxchg %313, %arg13, %318 monotonic monotonic : !llvm.ptr<1>, i32
            %320 = llvm.extractvalue %319[0] : !llvm.struct<(i32, i1)> 
            %321 = llvm.extractvalue %319[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %322 = arith.xori %321, %true : i1
            scf.condition(%322) %320 : i32
          } do {
          ^bb0(%arg13: i32):
            scf.yield %arg13 : i32
          }
        }
        %c5_i64_223 = arith.constant 5 : i64
        %307 = arith.cmpi slt, %282, %c5_i64_223 : i64
        scf.if %307 {
          %cst_225 = arith.constant -7.500000e-01 : f32
          %309 = memref.load %alloca_47[] : memref<f32>
          %310 = arith.mulf %cst_225, %309 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %311 = arith.muli %282, %c6_i64_226 : i64
          %312 = arith.addi %277, %311 : i64
          %313 = llvm.getelementptr %261[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %314 = llvm.load %313 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
          %315 = scf.while (%arg13 = %314) : (i32) -> i32 {
            %316 = arith.bitcast %arg13 : i32 to f32
            %cst_227 = arith.constant 5.000000e-01 : f32
            %317 = llvm.intr.fma(%cst_227, %316, %310) : (f32, f32, f32) -> f32
            %318 = arith.bitcast %317 : f32 to i32
            %319 = llvm.cmpxchg %313, %arg13, %318 monotonic monotonic : !llvm.ptr<1>, i32
            %320 = llvm.extractvalue %319[0] : !llvm.struct<(i32, i1)> 
            %321 = llvm.extractvalue %319[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %322 = arith.xori %321, %true : i1
            scf.condition(%322) %320 : i32
          } do {
          ^bb0(%arg13: i32):
            scf.yield %arg13 : i32
          }
        }
        %c5_i64_224 = arith.constant 5 : i64
        %308 = arith.cmpi slt, %285, %c5_i64_224 : i64
        scf.if %308 {
          %cst_225 = arith.constant -7.500000e-01 : f32
          %309 = memref.load %alloca_48[] : memref<f32>
          %310 = arith.mulf %cst_225, %309 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %311 = arith.muli %285, %c6_i64_226 : i64
          %312 = arith.addi %277, %311 : i64
          %313 = llvm.getelementptr %261[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %314 = llvm.load %313 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
          %315 = scf.while (%arg13 = %314) : (i32) -> i32 {
            %316 = arith.bitcast %arg13 : i32 to f32
            %cst_227 = arith.constant 5.000000e-01 : f32
            %317 = llvm.intr.fma(%cst_227, %316, %310) : (f32, f32, f32) -> f32
            %318 = arith.bitcast %317 : f32 to i32
            %319 = llvm.cmpxchg %313, %arg13, %318 monotonic monotonic : !llvm.ptr<1>, i32
            %320 = llvm.extractvalue %319[0] : !llvm.struct<(i32, i1)> 
            %321 = llvm.extractvalue %319[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %322 = arith.xori %321, %true : i1
            scf.condition(%322) %320 : i32
          } do {
          ^bb0(%arg13: i32):
            scf.yield %arg13 : i32
          }
        }
      }
      gpu.barrier
      %thread_id_x_200 = gpu.thread_id  x
      %288 = arith.index_cast %thread_id_x_200 : index to i64
      %c32_i64_201 = arith.constant 32 : i64
      %thread_id_y_202 = gpu.thread_id  y
      %289 = arith.index_cast %thread_id_y_202 : index to i64
      %290 = arith.muli %c32_i64_201, %289 : i64
      %291 = arith.addi %288, %290 : i64
      %c6_i64_203 = arith.constant 6 : i64
      %c64_i64_204 = arith.constant 64 : i64
      scf.for %arg13 = %291 to %c6_i64_203 step %c64_i64_204  : i64 {
        %cst_222 = arith.constant 0.000000e+00 : f32
        memref.store %cst_222, %alloca_49[] : memref<f32>
        %c0_i64_223 = arith.constant 0 : i64
        %c4_i64_224 = arith.constant 4 : i64
        %c1_i64_225 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_223 to %c4_i64_224 step %c1_i64_225  : i64 {
          %c6_i64_227 = arith.constant 6 : i64
          %311 = arith.muli %arg14, %c6_i64_227 : i64
          %312 = arith.addi %arg13, %311 : i64
          %313 = llvm.getelementptr %116[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %314 = llvm.load %313 : !llvm.ptr<1> -> f32
          %315 = llvm.getelementptr %121[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %316 = llvm.load %315 : !llvm.ptr<1> -> f32
          %317 = memref.load %alloca_49[] : memref<f32>
          %318 = llvm.intr.fma(%314, %316, %317) : (f32, f32, f32) -> f32
          memref.store %318, %alloca_49[] : memref<f32>
        }
        %cst_226 = arith.constant -7.500000e-01 : f32
        %306 = memref.load %alloca_49[] : memref<f32>
        %307 = arith.mulf %cst_226, %306 : f32
        %308 = llvm.getelementptr %262[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %309 = llvm.load %308 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %310 = scf.while (%arg14 = %309) : (i32) -> i32 {
          %311 = arith.bitcast %arg14 : i32 to f32
          %cst_227 = arith.constant 5.000000e-01 : f32
          %312 = llvm.intr.fma(%cst_227, %311, %307) : (f32, f32, f32) -> f32
          %313 = arith.bitcast %312 : f32 to i32
          %314 = llvm.cmpxchg %308, %arg14, %313 monotonic monotonic : !llvm.ptr<1>, i32
          %315 = llvm.extractvalue %314[0] : !llvm.struct<(i32, i1)> 
          %316 = llvm.extractvalue %314[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %317 = arith.xori %316, %true : i1
          scf.condition(%317) %315 : i32
        } do {
        ^bb0(%arg14: i32):
          scf.yield %arg14 : i32
        }
      }
      gpu.barrier
      %thread_id_y_205 = gpu.thread_id  y
      %292 = arith.index_cast %thread_id_y_205 : index to i64
      %c5_i64_206 = arith.constant 5 : i64
      %c2_i64_207 = arith.constant 2 : i64
      scf.for %arg13 = %292 to %c5_i64_206 step %c2_i64_207  : i64 {
        %thread_id_x_222 = gpu.thread_id  x
        %306 = arith.index_cast %thread_id_x_222 : index to i64
        %c6_i64_223 = arith.constant 6 : i64
        %c32_i64_224 = arith.constant 32 : i64
        scf.for %arg14 = %306 to %c6_i64_223 step %c32_i64_224  : i64 {
          %cst_225 = arith.constant -7.500000e-01 : f32
          %307 = llvm.getelementptr %124[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %308 = llvm.load %307 : !llvm.ptr<1> -> f32
          %309 = llvm.getelementptr %127[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %310 = llvm.load %309 : !llvm.ptr<1> -> f32
          %311 = arith.mulf %308, %310 : f32
          %312 = arith.mulf %cst_225, %311 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %313 = arith.muli %arg13, %c6_i64_226 : i64
          %314 = arith.addi %arg14, %313 : i64
          %315 = llvm.getelementptr %263[%314] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %316 = llvm.load %315 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
          %317 = scf.while (%arg15 = %316) : (i32) -> i32 {
            %318 = arith.bitcast %arg15 : i32 to f32
            %cst_227 = arith.constant 5.000000e-01 : f32
            %319 = llvm.intr.fma(%cst_227, %318, %312) : (f32, f32, f32) -> f32
            %320 = arith.bitcast %319 : f32 to i32
            %321 = llvm.cmpxchg %315, %arg15, %320 monotonic monotonic : !llvm.ptr<1>, i32
            %322 = llvm.extractvalue %321[0] : !llvm.struct<(i32, i1)> 
            %323 = llvm.extractvalue %321[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %324 = arith.xori %323, %true : i1
            scf.condition(%324) %322 : i32
          } do {
          ^bb0(%arg15: i32):
            scf.yield %arg15 : i32
          }
        }
      }
      gpu.barrier
      %thread_id_x_208 = gpu.thread_id  x
      %293 = arith.index_cast %thread_id_x_208 : index to i64
      %c32_i64_209 = arith.constant 32 : i64
      %thread_id_y_210 = gpu.thread_id  y
      %294 = arith.index_cast %thread_id_y_210 : index to i64
      %295 = arith.muli %c32_i64_209, %294 : i64
      %296 = arith.addi %293, %295 : i64
      %c6_i64_211 = arith.constant 6 : i64
      %c64_i64_212 = arith.constant 64 : i64
      scf.for %arg13 = %296 to %c6_i64_211 step %c64_i64_212  : i64 {
        %cst_222 = arith.constant -7.500000e-01 : f32
        %306 = llvm.getelementptr %124[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %307 = llvm.load %306 : !llvm.ptr<1> -> f32
        %308 = llvm.getelementptr %124[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %309 = llvm.load %308 : !llvm.ptr<1> -> f32
        %310 = arith.mulf %307, %309 : f32
        %311 = arith.mulf %cst_222, %310 : f32
        %312 = llvm.getelementptr %264[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %313 = llvm.load %312 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %314 = scf.while (%arg14 = %313) : (i32) -> i32 {
          %315 = arith.bitcast %arg14 : i32 to f32
          %cst_223 = arith.constant 5.000000e-01 : f32
          %316 = llvm.intr.fma(%cst_223, %315, %311) : (f32, f32, f32) -> f32
          %317 = arith.bitcast %316 : f32 to i32
          %318 = llvm.cmpxchg %312, %arg14, %317 monotonic monotonic : !llvm.ptr<1>, i32
          %319 = llvm.extractvalue %318[0] : !llvm.struct<(i32, i1)> 
          %320 = llvm.extractvalue %318[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %321 = arith.xori %320, %true : i1
          scf.condition(%321) %319 : i32
        } do {
        ^bb0(%arg14: i32):
          scf.yield %arg14 : i32
        }
      }
      gpu.barrier
      %thread_id_x_213 = gpu.thread_id  x
      %297 = arith.index_cast %thread_id_x_213 : index to i64
      %c32_i64_214 = arith.constant 32 : i64
      %thread_id_y_215 = gpu.thread_id  y
      %298 = arith.index_cast %thread_id_y_215 : index to i64
      %299 = arith.muli %c32_i64_214, %298 : i64
      %300 = arith.addi %297, %299 : i64
      %c6_i64_216 = arith.constant 6 : i64
      %c64_i64_217 = arith.constant 64 : i64
      scf.for %arg13 = %300 to %c6_i64_216 step %c64_i64_217  : i64 {
        %cst_222 = arith.constant 0.000000e+00 : f32
        memref.store %cst_222, %alloca_50[] : memref<f32>
        %c0_i64_223 = arith.constant 0 : i64
        %c4_i64_224 = arith.constant 4 : i64
        %c1_i64_225 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_223 to %c4_i64_224 step %c1_i64_225  : i64 {
          %311 = memref.load %alloca_50[] : memref<f32>
          %c6_i64_227 = arith.constant 6 : i64
          %312 = arith.muli %arg14, %c6_i64_227 : i64
          %313 = arith.addi %arg13, %312 : i64
          %314 = llvm.getelementptr %116[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %315 = llvm.load %314 : !llvm.ptr<1> -> f32
          %316 = arith.addf %311, %315 : f32
          memref.store %316, %alloca_50[] : memref<f32>
        }
        %cst_226 = arith.constant -7.500000e-01 : f32
        %306 = memref.load %alloca_50[] : memref<f32>
        %307 = arith.mulf %cst_226, %306 : f32
        %308 = llvm.getelementptr %265[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %309 = llvm.load %308 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %310 = scf.while (%arg14 = %309) : (i32) -> i32 {
          %311 = arith.bitcast %arg14 : i32 to f32
          %cst_227 = arith.constant 5.000000e-01 : f32
          %312 = llvm.intr.fma(%cst_227, %311, %307) : (f32, f32, f32) -> f32
          %313 = arith.bitcast %312 : f32 to i32
          %314 = llvm.cmpxchg %308, %arg14, %313 monotonic monotonic : !llvm.ptr<1>, i32
          %315 = llvm.extractvalue %314[0] : !llvm.struct<(i32, i1)> 
          %316 = llvm.extractvalue %314[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %317 = arith.xori %316, %true : i1
          scf.condition(%317) %315 : i32
        } do {
        ^bb0(%arg14: i32):
          scf.yield %arg14 : i32
        }
      }
      gpu.barrier
      %thread_id_x_218 = gpu.thread_id  x
      %301 = arith.index_cast %thread_id_x_218 : index to i64
      %c32_i64_219 = arith.constant 32 : i64
      %thread_id_y_220 = gpu.thread_id  y
      %302 = arith.index_cast %thread_id_y_220 : index to i64
      %303 = arith.muli %c32_i64_219, %302 : i64
      %304 = arith.addi %301, %303 : i64
      %c0_i64_221 = arith.constant 0 : i64
      %305 = arith.cmpi eq, %304, %c0_i64_221 : i64
      scf.if %305 {
        %cst_222 = arith.constant 0.000000e+00 : f32
        memref.store %cst_222, %alloca_51[] : memref<f32>
        %c0_i64_223 = arith.constant 0 : i64
        %c6_i64_224 = arith.constant 6 : i64
        %c1_i64_225 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_223 to %c6_i64_224 step %c1_i64_225  : i64 {
          %310 = memref.load %alloca_51[] : memref<f32>
          %311 = llvm.getelementptr %124[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %312 = llvm.load %311 : !llvm.ptr<1> -> f32
          %313 = arith.addf %310, %312 : f32
          memref.store %313, %alloca_51[] : memref<f32>
        }
        %cst_226 = arith.constant -7.500000e-01 : f32
        %306 = memref.load %alloca_51[] : memref<f32>
        %307 = arith.mulf %cst_226, %306 : f32
        %308 = llvm.load %266 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %309 = scf.while (%arg13 = %308) : (i32) -> i32 {
          %310 = arith.bitcast %arg13 : i32 to f32
          %cst_227 = arith.constant 5.000000e-01 : f32
          %311 = llvm.intr.fma(%cst_227, %310, %307) : (f32, f32, f32) -> f32
          %312 = arith.bitcast %311 : f32 to i32
          %313 = llvm.cmpxchg %266, %arg13, %312 monotonic monotonic : !llvm.ptr<1>, i32
          %314 = llvm.extractvalue %313[0] : !llvm.struct<(i32, i1)> 
          %315 = llvm.extractvalue %313[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %316 = arith.xori %315, %true : i1
          scf.condition(%316) %314 : i32
        } do {
        ^bb0(%arg13: i32):
          scf.yield %arg13 : i32
        }
      }
      gpu.return
    }
  }
}
