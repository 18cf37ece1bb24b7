module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @load_then_collective(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: i64, %arg11: !llvm.ptr<1>, %arg12: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(16 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(16 : i64) : i64
      %5 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg0, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xf32, strided<[1, 16]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(16 : i64) : i64
      %16 = llvm.mlir.constant(1 : i64) : i64
      %17 = llvm.mlir.constant(16 : i64) : i64
      %18 = llvm.insertvalue %arg2, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg2, %18[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %14, %19[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %15, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %arg3, %21[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xf32, strided<[1, 16]>, 1>
      %26 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %27 = llvm.mlir.constant(0 : i64) : i64
      %28 = llvm.mlir.constant(16 : i64) : i64
      %29 = llvm.mlir.constant(1 : i64) : i64
      %30 = llvm.mlir.constant(16 : i64) : i64
      %31 = llvm.insertvalue %arg4, %26[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %32 = llvm.insertvalue %arg4, %31[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %33 = llvm.insertvalue %27, %32[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %34 = llvm.insertvalue %28, %33[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg5, %34[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xf32, strided<[1, 16]>, 1>
      %39 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %40 = llvm.mlir.constant(0 : i64) : i64
      %41 = llvm.mlir.constant(16 : i64) : i64
      %42 = llvm.mlir.constant(1 : i64) : i64
      %43 = llvm.mlir.constant(16 : i64) : i64
      %44 = llvm.insertvalue %arg6, %39[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %45 = llvm.insertvalue %arg6, %44[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %46 = llvm.insertvalue %40, %45[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %47 = llvm.insertvalue %41, %46[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %48 = llvm.insertvalue %arg7, %47[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %42, %48[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %43, %49[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = builtin.unrealized_conversion_cast %50 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xf32, strided<[1, 16]>, 1>
      %52 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %53 = llvm.mlir.constant(0 : i64) : i64
      %54 = llvm.mlir.constant(16 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.insertvalue %arg8, %52[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %57 = llvm.insertvalue %arg8, %56[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %58 = llvm.insertvalue %53, %57[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %59 = llvm.insertvalue %54, %58[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %60 = llvm.insertvalue %55, %59[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %61 = builtin.unrealized_conversion_cast %60 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<16xi32, strided<[1]>, 1>
      %62 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %63 = llvm.mlir.constant(0 : i64) : i64
      %64 = llvm.mlir.constant(16 : i64) : i64
      %65 = llvm.mlir.constant(1 : i64) : i64
      %66 = llvm.mlir.constant(16 : i64) : i64
      %67 = llvm.insertvalue %arg9, %62[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %68 = llvm.insertvalue %arg9, %67[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %69 = llvm.insertvalue %63, %68[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %70 = llvm.insertvalue %64, %69[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %71 = llvm.insertvalue %arg10, %70[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %72 = llvm.insertvalue %65, %71[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %73 = llvm.insertvalue %66, %72[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %74 = builtin.unrealized_conversion_cast %73 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xi32, strided<[1, 16]>, 1>
      %75 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %76 = llvm.mlir.constant(0 : i64) : i64
      %77 = llvm.mlir.constant(3 : i64) : i64
      %78 = llvm.mlir.constant(1 : i64) : i64
      %79 = llvm.mlir.constant(3 : i64) : i64
      %80 = llvm.insertvalue %arg11, %75[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %81 = llvm.insertvalue %arg11, %80[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %82 = llvm.insertvalue %76, %81[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %83 = llvm.insertvalue %77, %82[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %84 = llvm.insertvalue %arg12, %83[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %85 = llvm.insertvalue %78, %84[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %86 = llvm.insertvalue %79, %85[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %87 = builtin.unrealized_conversion_cast %86 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<3x?xi32, strided<[1, 3]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %88 = arith.index_cast %intptr : index to i64
      %89 = llvm.inttoptr %88 : i64 to !llvm.ptr<1>
      %90 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %25 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %25 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %91 = arith.index_cast %intptr_4 : index to i64
      %92 = llvm.inttoptr %91 : i64 to !llvm.ptr<1>
      %93 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %38 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %38 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %94 = arith.index_cast %intptr_9 : index to i64
      %95 = llvm.inttoptr %94 : i64 to !llvm.ptr<1>
      %96 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %51 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %51 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %97 = arith.index_cast %intptr_14 : index to i64
      %98 = llvm.inttoptr %97 : i64 to !llvm.ptr<1>
      %99 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %61 : memref<16xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %61 : memref<16xi32, strided<[1]>, 1> -> index
      %100 = arith.index_cast %intptr_19 : index to i64
      %101 = llvm.inttoptr %100 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %74 : memref<16x?xi32, strided<[1, 16]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %74 : memref<16x?xi32, strided<[1, 16]>, 1> -> index
      %102 = arith.index_cast %intptr_24 : index to i64
      %103 = llvm.inttoptr %102 : i64 to !llvm.ptr<1>
      %104 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %87 : memref<3x?xi32, strided<[1, 3]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %87 : memref<3x?xi32, strided<[1, 3]>, 1> -> index
      %105 = arith.index_cast %intptr_29 : index to i64
      %106 = llvm.inttoptr %105 : i64 to !llvm.ptr<1>
      %107 = arith.index_cast %sizes_27#1 : index to i64
      %block_id_x = gpu.block_id  x
      %108 = arith.index_cast %block_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %109 = arith.muli %108, %c16_i64 : i64
      %110 = llvm.getelementptr %89[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_30 = arith.constant 16 : i64
      %111 = arith.muli %108, %c16_i64_30 : i64
      %112 = llvm.getelementptr %92[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %113 = llvm.load %110 : !llvm.ptr<1> -> f32
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %114 = arith.index_cast %thread_id_x : index to i64
      %c16_i64_31 = arith.constant 16 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg13 = %114 to %c16_i64_31 step %c32_i64  : i64 {
        %cst_43 = arith.constant 2.000000e+00 : f32
        %126 = llvm.getelementptr %110[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %127 = llvm.load %126 : !llvm.ptr<1> -> f32
        %128 = arith.mulf %cst_43, %127 : f32
        %129 = llvm.getelementptr %110[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %128, %129 : f32, !llvm.ptr<1>
      }
      %thread_id_x_32 = gpu.thread_id  x
      %115 = arith.index_cast %thread_id_x_32 : index to i64
      %c16_i64_33 = arith.constant 16 : i64
      %c32_i64_34 = arith.constant 32 : i64
      scf.for %arg13 = %115 to %c16_i64_33 step %c32_i64_34  : i64 {
        %126 = llvm.getelementptr %112[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %113, %126 : f32, !llvm.ptr<1>
      }
      %c16_i64_35 = arith.constant 16 : i64
      %116 = arith.muli %108, %c16_i64_35 : i64
      %117 = llvm.getelementptr %95[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_36 = arith.constant 16 : i64
      %118 = arith.muli %108, %c16_i64_36 : i64
      %119 = llvm.getelementptr %98[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %cst = arith.constant 2.500000e+00 : f32
      %cst_37 = arith.constant 2.500000e+00 : f32
      %120 = arith.addf %cst, %cst_37 : f32
      llvm.store %120, %117 : f32, !llvm.ptr<1>
      gpu.barrier
      %thread_id_x_38 = gpu.thread_id  x
      %121 = arith.index_cast %thread_id_x_38 : index to i64
      %c16_i64_39 = arith.constant 16 : i64
      %c32_i64_40 = arith.constant 32 : i64
      scf.for %arg13 = %121 to %c16_i64_39 step %c32_i64_40  : i64 {
        %126 = llvm.getelementptr %117[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %127 = llvm.load %126 : !llvm.ptr<1> -> f32
        %128 = llvm.getelementptr %119[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %127, %128 : f32, !llvm.ptr<1>
      }
      %c16_i64_41 = arith.constant 16 : i64
      %122 = arith.muli %108, %c16_i64_41 : i64
      %123 = llvm.getelementptr %103[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c3_i64 = arith.constant 3 : i64
      %124 = arith.muli %108, %c3_i64 : i64
      %125 = llvm.getelementptr %106[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c0_i64 = arith.constant 0 : i64
      %c3_i64_42 = arith.constant 3 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64 to %c3_i64_42 step %c1_i64  : i64 {
        gpu.barrier
        %thread_id_x_43 = gpu.thread_id  x
        %126 = arith.index_cast %thread_id_x_43 : index to i64
        %c16_i64_44 = arith.constant 16 : i64
        %c32_i64_45 = arith.constant 32 : i64
        scf.for %arg14 = %126 to %c16_i64_44 step %c32_i64_45  : i64 {
          %130 = llvm.getelementptr %123[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %131 = llvm.load %130 : !llvm.ptr<1> -> i32
          %132 = llvm.getelementptr %101[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %133 = llvm.load %132 : !llvm.ptr<1> -> i32
          %134 = llvm.getelementptr %101[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %135 = llvm.load %134 : !llvm.ptr<1> -> i32
          %136 = arith.muli %133, %135 : i32
          %137 = arith.addi %131, %136 : i32
          %138 = llvm.getelementptr %123[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %137, %138 : i32, !llvm.ptr<1>
        }
        gpu.barrier
        %c1_i64_46 = arith.constant 1 : i64
        %127 = llvm.getelementptr %123[%c1_i64_46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %128 = llvm.load %127 : !llvm.ptr<1> -> i32
        %thread_id_x_47 = gpu.thread_id  x
        %129 = arith.index_cast %thread_id_x_47 : index to i64
        %c1_i64_48 = arith.constant 1 : i64
        %c32_i64_49 = arith.constant 32 : i64
        scf.for %arg14 = %129 to %c1_i64_48 step %c32_i64_49  : i64 {
          %130 = llvm.getelementptr %125[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %128, %130 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
