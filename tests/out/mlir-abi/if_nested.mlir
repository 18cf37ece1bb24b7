module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @if_nested(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.insertvalue %arg1, %5[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %7 = llvm.insertvalue %2, %6[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = builtin.unrealized_conversion_cast %7 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32, strided<[1]>, 1>
      %9 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %10 = llvm.mlir.constant(0 : i64) : i64
      %11 = llvm.mlir.constant(1 : i64) : i64
      %12 = llvm.insertvalue %arg2, %9[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %13 = llvm.insertvalue %arg2, %12[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %14 = llvm.insertvalue %10, %13[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = llvm.insertvalue %arg3, %14[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = llvm.insertvalue %11, %15[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32, strided<[1]>, 1>
      %18 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %19 = llvm.mlir.constant(0 : i64) : i64
      %20 = llvm.mlir.constant(1 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(1 : i64) : i64
      %23 = llvm.insertvalue %arg4, %18[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %arg4, %23[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %19, %24[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %20, %25[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %arg5, %26[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %22, %28[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<1x?xf32, strided<[1, 1]>, 1>
      %31 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %32 = llvm.mlir.constant(0 : i64) : i64
      %33 = llvm.mlir.constant(1 : i64) : i64
      %34 = llvm.mlir.constant(1 : i64) : i64
      %35 = llvm.mlir.constant(1 : i64) : i64
      %36 = llvm.insertvalue %arg6, %31[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %arg6, %36[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %32, %37[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %33, %38[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %arg7, %39[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %34, %40[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = llvm.insertvalue %35, %41[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %43 = builtin.unrealized_conversion_cast %42 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<1x?xi32, strided<[1, 1]>, 1>
      %44 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %45 = llvm.mlir.constant(0 : i64) : i64
      %46 = llvm.mlir.constant(16 : i64) : i64
      %47 = llvm.mlir.constant(1 : i64) : i64
      %48 = llvm.mlir.constant(16 : i64) : i64
      %49 = llvm.insertvalue %arg8, %44[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %arg8, %49[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = llvm.insertvalue %45, %50[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %52 = llvm.insertvalue %46, %51[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %53 = llvm.insertvalue %arg9, %52[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.insertvalue %47, %53[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = llvm.insertvalue %48, %54[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %56 = builtin.unrealized_conversion_cast %55 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xf32, strided<[1, 16]>, 1>
      %57 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %58 = llvm.mlir.constant(0 : i64) : i64
      %59 = llvm.mlir.constant(16 : i64) : i64
      %60 = llvm.mlir.constant(1 : i64) : i64
      %61 = llvm.mlir.constant(16 : i64) : i64
      %62 = llvm.insertvalue %arg10, %57[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %arg10, %62[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = llvm.insertvalue %58, %63[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %65 = llvm.insertvalue %59, %64[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %66 = llvm.insertvalue %arg11, %65[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %67 = llvm.insertvalue %60, %66[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %68 = llvm.insertvalue %61, %67[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %69 = builtin.unrealized_conversion_cast %68 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xf32, strided<[1, 16]>, 1>
      %70 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %71 = llvm.mlir.constant(0 : i64) : i64
      %72 = llvm.mlir.constant(40 : i64) : i64
      %73 = llvm.mlir.constant(1 : i64) : i64
      %74 = llvm.mlir.constant(40 : i64) : i64
      %75 = llvm.insertvalue %arg12, %70[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %76 = llvm.insertvalue %arg12, %75[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %77 = llvm.insertvalue %71, %76[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %78 = llvm.insertvalue %72, %77[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %79 = llvm.insertvalue %arg13, %78[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %80 = llvm.insertvalue %73, %79[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %81 = llvm.insertvalue %74, %80[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %82 = builtin.unrealized_conversion_cast %81 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<40x?xf32, strided<[1, 40]>, 1>
      %83 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %84 = llvm.mlir.constant(0 : i64) : i64
      %85 = llvm.mlir.constant(40 : i64) : i64
      %86 = llvm.mlir.constant(1 : i64) : i64
      %87 = llvm.mlir.constant(40 : i64) : i64
      %88 = llvm.insertvalue %arg14, %83[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %89 = llvm.insertvalue %arg14, %88[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %90 = llvm.insertvalue %84, %89[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %91 = llvm.insertvalue %85, %90[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %92 = llvm.insertvalue %arg15, %91[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %93 = llvm.insertvalue %86, %92[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %94 = llvm.insertvalue %87, %93[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %95 = builtin.unrealized_conversion_cast %94 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<40x?xf32, strided<[1, 40]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %8 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %8 : memref<?xf32, strided<[1]>, 1> -> index
      %96 = arith.index_cast %intptr : index to i64
      %97 = llvm.inttoptr %96 : i64 to !llvm.ptr<1>
      %98 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %17 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %17 : memref<?xf32, strided<[1]>, 1> -> index
      %99 = arith.index_cast %intptr_4 : index to i64
      %100 = llvm.inttoptr %99 : i64 to !llvm.ptr<1>
      %101 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %30 : memref<1x?xf32, strided<[1, 1]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %30 : memref<1x?xf32, strided<[1, 1]>, 1> -> index
      %102 = arith.index_cast %intptr_9 : index to i64
      %103 = llvm.inttoptr %102 : i64 to !llvm.ptr<1>
      %104 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %43 : memref<1x?xi32, strided<[1, 1]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %43 : memref<1x?xi32, strided<[1, 1]>, 1> -> index
      %105 = arith.index_cast %intptr_14 : index to i64
      %106 = llvm.inttoptr %105 : i64 to !llvm.ptr<1>
      %107 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %56 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %56 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %108 = arith.index_cast %intptr_19 : index to i64
      %109 = llvm.inttoptr %108 : i64 to !llvm.ptr<1>
      %110 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %69 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %69 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %111 = arith.index_cast %intptr_24 : index to i64
      %112 = llvm.inttoptr %111 : i64 to !llvm.ptr<1>
      %113 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %82 : memref<40x?xf32, strided<[1, 40]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %82 : memref<40x?xf32, strided<[1, 40]>, 1> -> index
      %114 = arith.index_cast %intptr_29 : index to i64
      %115 = llvm.inttoptr %114 : i64 to !llvm.ptr<1>
      %116 = arith.index_cast %sizes_27#1 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %95 : memref<40x?xf32, strided<[1, 40]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %95 : memref<40x?xf32, strided<[1, 40]>, 1> -> index
      %117 = arith.index_cast %intptr_34 : index to i64
      %118 = llvm.inttoptr %117 : i64 to !llvm.ptr<1>
      %119 = arith.index_cast %sizes_32#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_35 = memref.alloca() : memref<i32>
      %alloca_36 = memref.alloca() : memref<f32>
      %alloca_37 = memref.alloca() : memref<i32>
      %alloca_38 = memref.alloca() : memref<f32>
      %alloca_39 = memref.alloca() : memref<f32>
      %alloca_40 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %120 = arith.index_cast %block_id_x : index to i64
      %121 = arith.trunci %120 : i64 to i32
      %122 = arith.sitofp %120 : i64 to f32
      %cst = arith.constant 2.500000e-01 : f32
      %123 = arith.mulf %122, %cst : f32
      %cst_41 = arith.constant 0.899999976 : f32
      %124 = arith.subf %123, %cst_41 : f32
      %125 = llvm.getelementptr %97[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %126 = llvm.load %125 : !llvm.ptr<1> -> f32
      %cst_42 = arith.constant 0.00999999977 : f32
      %127 = arith.mulf %126, %cst_42 : f32
      %128 = arith.addf %124, %127 : f32
      %cst_43 = arith.constant 0.000000e+00 : f32
      %129 = arith.cmpf ogt, %128, %cst_43 : f32
      scf.if %129 {
        %cst_47 = arith.constant 5.000000e-01 : f32
        %137 = arith.cmpf ogt, %128, %cst_47 : f32
        scf.if %137 {
          %cst_48 = arith.constant 2.000000e+00 : f32
          %139 = arith.mulf %128, %cst_48 : f32
          memref.store %139, %alloca_36[] : memref<f32>
        } else {
          %cst_48 = arith.constant 1.000000e+00 : f32
          memref.store %cst_48, %alloca_36[] : memref<f32>
        }
        %138 = memref.load %alloca_36[] : memref<f32>
        memref.store %138, %alloca[] : memref<f32>
        %c10_i32 = arith.constant 10 : i32
        memref.store %c10_i32, %alloca_35[] : memref<i32>
      } else {
        %cst_47 = arith.constant -5.000000e-01 : f32
        %137 = arith.cmpf olt, %128, %cst_47 : f32
        scf.if %137 {
          %c-20_i32 = arith.constant -20 : i32
          memref.store %c-20_i32, %alloca_37[] : memref<i32>
        } else {
          memref.store %121, %alloca_37[] : memref<i32>
        }
        memref.store %128, %alloca[] : memref<f32>
        %138 = memref.load %alloca_37[] : memref<i32>
        memref.store %138, %alloca_35[] : memref<i32>
      }
      %thread_id_x = gpu.thread_id  x
      %130 = arith.index_cast %thread_id_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg16 = %130 to %c1_i64 step %c32_i64  : i64 {
        %137 = memref.load %alloca[] : memref<f32>
        %138 = llvm.getelementptr %103[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %137, %138 : f32, !llvm.ptr<1>
        %139 = memref.load %alloca_35[] : memref<i32>
        %140 = llvm.getelementptr %106[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %139, %140 : i32, !llvm.ptr<1>
      }
      %c16_i64 = arith.constant 16 : i64
      %131 = arith.muli %120, %c16_i64 : i64
      %132 = llvm.getelementptr %109[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_44 = arith.constant 16 : i64
      %133 = arith.muli %120, %c16_i64_44 : i64
      %134 = llvm.getelementptr %112[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      scf.if %129 {
        %thread_id_x_47 = gpu.thread_id  x
        %137 = arith.index_cast %thread_id_x_47 : index to i64
        %c16_i64_48 = arith.constant 16 : i64
        %c32_i64_49 = arith.constant 32 : i64
        scf.for %arg16 = %137 to %c16_i64_48 step %c32_i64_49  : i64 {
          %cst_50 = arith.constant 3.000000e+00 : f32
          %138 = llvm.getelementptr %132[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %139 = llvm.load %138 : !llvm.ptr<1> -> f32
          %140 = arith.mulf %cst_50, %139 : f32
          %141 = llvm.getelementptr %134[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %140, %141 : f32, !llvm.ptr<1>
        }
      } else {
        %thread_id_x_47 = gpu.thread_id  x
        %137 = arith.index_cast %thread_id_x_47 : index to i64
        %c16_i64_48 = arith.constant 16 : i64
        %c32_i64_49 = arith.constant 32 : i64
        scf.for %arg16 = %137 to %c16_i64_48 step %c32_i64_49  : i64 {
          %cst_50 = arith.constant -1.000000e+00 : f32
          %138 = llvm.getelementptr %132[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %139 = llvm.load %138 : !llvm.ptr<1> -> f32
          %140 = arith.mulf %cst_50, %139 : f32
          %141 = llvm.getelementptr %134[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %140, %141 : f32, !llvm.ptr<1>
        }
      }
      %true = arith.constant true
      %135 = arith.xori %129, %true : i1
      scf.if %135 {
        %cst_47 = arith.constant 4.000000e+00 : f32
        %137 = arith.mulf %128, %cst_47 : f32
        %thread_id_x_48 = gpu.thread_id  x
        %138 = arith.index_cast %thread_id_x_48 : index to i64
        %c1_i64_49 = arith.constant 1 : i64
        %c32_i64_50 = arith.constant 32 : i64
        scf.for %arg16 = %138 to %c1_i64_49 step %c32_i64_50  : i64 {
          %139 = llvm.getelementptr %100[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %137, %139 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_45 = gpu.thread_id  x
      %136 = arith.index_cast %thread_id_x_45 : index to i64
      %c40_i64 = arith.constant 40 : i64
      %c32_i64_46 = arith.constant 32 : i64
      scf.for %arg16 = %136 to %c40_i64 step %c32_i64_46  : i64 {
        %c40_i64_47 = arith.constant 40 : i64
        %137 = arith.muli %120, %c40_i64_47 : i64
        %138 = arith.addi %arg16, %137 : i64
        %139 = llvm.getelementptr %115[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %140 = llvm.load %139 : !llvm.ptr<1> -> f32
        %c13_i64 = arith.constant 13 : i64
        %141 = arith.cmpi slt, %arg16, %c13_i64 : i64
        scf.if %141 {
          %c2_i64 = arith.constant 2 : i64
          %146 = arith.remsi %arg16, %c2_i64 : i64
          %c0_i64 = arith.constant 0 : i64
          %147 = arith.cmpi eq, %146, %c0_i64 : i64
          scf.if %147 {
            memref.store %140, %alloca_39[] : memref<f32>
          } else {
            %149 = arith.negf %140 : f32
            memref.store %149, %alloca_39[] : memref<f32>
          }
          %148 = memref.load %alloca_39[] : memref<f32>
          memref.store %148, %alloca_38[] : memref<f32>
        } else {
          %c30_i64 = arith.constant 30 : i64
          %146 = arith.cmpi slt, %arg16, %c30_i64 : i64
          scf.if %146 {
            %cst_49 = arith.constant 1.000000e+02 : f32
            memref.store %cst_49, %alloca_40[] : memref<f32>
          } else {
            %cst_49 = arith.constant 2.000000e+00 : f32
            %148 = arith.mulf %140, %cst_49 : f32
            memref.store %148, %alloca_40[] : memref<f32>
          }
          %147 = memref.load %alloca_40[] : memref<f32>
          memref.store %147, %alloca_38[] : memref<f32>
        }
        %142 = memref.load %alloca_38[] : memref<f32>
        %c40_i64_48 = arith.constant 40 : i64
        %143 = arith.muli %120, %c40_i64_48 : i64
        %144 = arith.addi %arg16, %143 : i64
        %145 = llvm.getelementptr %118[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %142, %145 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
