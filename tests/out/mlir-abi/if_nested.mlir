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
      %120 = llvm.mlir.constant(1 : i64) : i64
      %121 = llvm.alloca %120 x f32 : (i64) -> !llvm.ptr
      %122 = llvm.alloca %120 x i32 : (i64) -> !llvm.ptr
      %123 = llvm.alloca %120 x f32 : (i64) -> !llvm.ptr
      %124 = llvm.alloca %120 x i32 : (i64) -> !llvm.ptr
      %125 = llvm.alloca %120 x f32 : (i64) -> !llvm.ptr
      %126 = llvm.alloca %120 x f32 : (i64) -> !llvm.ptr
      %127 = llvm.alloca %120 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %128 = arith.index_cast %block_id_x : index to i64
      %129 = arith.trunci %128 : i64 to i32
      %130 = arith.sitofp %128 : i64 to f32
      %cst = arith.constant 2.500000e-01 : f32
      %131 = arith.mulf %130, %cst : f32
      %cst_35 = arith.constant 0.899999976 : f32
      %132 = arith.subf %131, %cst_35 : f32
      %133 = llvm.getelementptr %97[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %134 = llvm.load %133 : !llvm.ptr<1> -> f32
      %cst_36 = arith.constant 0.00999999977 : f32
      %135 = arith.mulf %134, %cst_36 : f32
      %136 = arith.addf %132, %135 : f32
      %cst_37 = arith.constant 0.000000e+00 : f32
      %137 = arith.cmpf ogt, %136, %cst_37 : f32
      scf.if %137 {
        %cst_41 = arith.constant 5.000000e-01 : f32
        %145 = arith.cmpf ogt, %136, %cst_41 : f32
        scf.if %145 {
          %cst_42 = arith.constant 2.000000e+00 : f32
          %147 = arith.mulf %136, %cst_42 : f32
          llvm.store %147, %123 : f32, !llvm.ptr
        } else {
          %cst_42 = arith.constant 1.000000e+00 : f32
          llvm.store %cst_42, %123 : f32, !llvm.ptr
        }
        %146 = llvm.load %123 : !llvm.ptr -> f32
        llvm.store %146, %121 : f32, !llvm.ptr
        %c10_i32 = arith.constant 10 : i32
        llvm.store %c10_i32, %122 : i32, !llvm.ptr
      } else {
        %cst_41 = arith.constant -5.000000e-01 : f32
        %145 = arith.cmpf olt, %136, %cst_41 : f32
        scf.if %145 {
          %c-20_i32 = arith.constant -20 : i32
          llvm.store %c-20_i32, %124 : i32, !llvm.ptr
        } else {
          llvm.store %129, %124 : i32, !llvm.ptr
        }
        llvm.store %136, %121 : f32, !llvm.ptr
        %146 = llvm.load %124 : !llvm.ptr -> i32
        llvm.store %146, %122 : i32, !llvm.ptr
      }
      %thread_id_x = gpu.thread_id  x
      %138 = arith.index_cast %thread_id_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg16 = %138 to %c1_i64 step %c32_i64  : i64 {
        %145 = llvm.load %121 : !llvm.ptr -> f32
        %146 = llvm.getelementptr %103[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %145, %146 : f32, !llvm.ptr<1>
        %147 = llvm.load %122 : !llvm.ptr -> i32
        %148 = llvm.getelementptr %106[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %147, %148 : i32, !llvm.ptr<1>
      }
      %c16_i64 = arith.constant 16 : i64
      %139 = arith.muli %128, %c16_i64 : i64
      %140 = llvm.getelementptr %109[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_38 = arith.constant 16 : i64
      %141 = arith.muli %128, %c16_i64_38 : i64
      %142 = llvm.getelementptr %112[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      scf.if %137 {
        %thread_id_x_41 = gpu.thread_id  x
        %145 = arith.index_cast %thread_id_x_41 : index to i64
        %c16_i64_42 = arith.constant 16 : i64
        %c32_i64_43 = arith.constant 32 : i64
        scf.for %arg16 = %145 to %c16_i64_42 step %c32_i64_43  : i64 {
          %cst_44 = arith.constant 3.000000e+00 : f32
          %146 = llvm.getelementptr %140[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %147 = llvm.load %146 : !llvm.ptr<1> -> f32
          %148 = arith.mulf %cst_44, %147 : f32
          %149 = llvm.getelementptr %142[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %148, %149 : f32, !llvm.ptr<1>
        }
      } else {
        %thread_id_x_41 = gpu.thread_id  x
        %145 = arith.index_cast %thread_id_x_41 : index to i64
        %c16_i64_42 = arith.constant 16 : i64
        %c32_i64_43 = arith.constant 32 : i64
        scf.for %arg16 = %145 to %c16_i64_42 step %c32_i64_43  : i64 {
          %cst_44 = arith.constant -1.000000e+00 : f32
          %146 = llvm.getelementptr %140[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %147 = llvm.load %146 : !llvm.ptr<1> -> f32
          %148 = arith.mulf %cst_44, %147 : f32
          %149 = llvm.getelementptr %142[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %148, %149 : f32, !llvm.ptr<1>
        }
      }
      %true = arith.constant true
      %143 = arith.xori %137, %true : i1
      scf.if %143 {
        %cst_41 = arith.constant 4.000000e+00 : f32
        %145 = arith.mulf %136, %cst_41 : f32
        %thread_id_x_42 = gpu.thread_id  x
        %146 = arith.index_cast %thread_id_x_42 : index to i64
        %c1_i64_43 = arith.constant 1 : i64
        %c32_i64_44 = arith.constant 32 : i64
        scf.for %arg16 = %146 to %c1_i64_43 step %c32_i64_44  : i64 {
          %147 = llvm.getelementptr %100[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %145, %147 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_39 = gpu.thread_id  x
      %144 = arith.index_cast %thread_id_x_39 : index to i64
      %c40_i64 = arith.constant 40 : i64
      %c32_i64_40 = arith.constant 32 : i64
      scf.for %arg16 = %144 to %c40_i64 step %c32_i64_40  : i64 {
        %c40_i64_41 = arith.constant 40 : i64
        %145 = arith.muli %128, %c40_i64_41 : i64
        %146 = arith.addi %arg16, %145 : i64
        %147 = llvm.getelementptr %115[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %148 = llvm.load %147 : !llvm.ptr<1> -> f32
        %c13_i64 = arith.constant 13 : i64
        %149 = arith.cmpi slt, %arg16, %c13_i64 : i64
        scf.if %149 {
          %c2_i64 = arith.constant 2 : i64
          %154 = arith.remsi %arg16, %c2_i64 : i64
          %c0_i64 = arith.constant 0 : i64
          %155 = arith.cmpi eq, %154, %c0_i64 : i64
          scf.if %155 {
            llvm.store %148, %126 : f32, !llvm.ptr
          } else {
            %157 = arith.negf %148 : f32
            llvm.store %157, %126 : f32, !llvm.ptr
          }
          %156 = llvm.load %126 : !llvm.ptr -> f32
          llvm.store %156, %125 : f32, !llvm.ptr
        } else {
          %c30_i64 = arith.constant 30 : i64
          %154 = arith.cmpi slt, %arg16, %c30_i64 : i64
          scf.if %154 {
            %cst_43 = arith.constant 1.000000e+02 : f32
            llvm.store %cst_43, %127 : f32, !llvm.ptr
          } else {
            %cst_43 = arith.constant 2.000000e+00 : f32
            %156 = arith.mulf %148, %cst_43 : f32
            llvm.store %156, %127 : f32, !llvm.ptr
          }
          %155 = llvm.load %127 : !llvm.ptr -> f32
          llvm.store %155, %125 : f32, !llvm.ptr
        }
        %150 = llvm.load %125 : !llvm.ptr -> f32
        %c40_i64_42 = arith.constant 40 : i64
        %151 = arith.muli %128, %c40_i64_42 : i64
        %152 = arith.addi %arg16, %151 : i64
        %153 = llvm.getelementptr %118[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %150, %153 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
