module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @abs_int(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: i64, %arg15: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(7 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %arg0, %4[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.insertvalue %1, %5[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %7 = llvm.insertvalue %2, %6[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = llvm.insertvalue %3, %7[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<7xi8, strided<[1]>, 1>
      %10 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %11 = llvm.mlir.constant(0 : i64) : i64
      %12 = llvm.mlir.constant(7 : i64) : i64
      %13 = llvm.mlir.constant(1 : i64) : i64
      %14 = llvm.insertvalue %arg1, %10[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = llvm.insertvalue %arg1, %14[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = llvm.insertvalue %11, %15[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = llvm.insertvalue %12, %16[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %18 = llvm.insertvalue %13, %17[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<7xi16, strided<[1]>, 1>
      %20 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %21 = llvm.mlir.constant(0 : i64) : i64
      %22 = llvm.mlir.constant(7 : i64) : i64
      %23 = llvm.mlir.constant(1 : i64) : i64
      %24 = llvm.insertvalue %arg2, %20[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %25 = llvm.insertvalue %arg2, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %26 = llvm.insertvalue %21, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %27 = llvm.insertvalue %22, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %28 = llvm.insertvalue %23, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<7xi32, strided<[1]>, 1>
      %30 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %31 = llvm.mlir.constant(0 : i64) : i64
      %32 = llvm.mlir.constant(7 : i64) : i64
      %33 = llvm.mlir.constant(1 : i64) : i64
      %34 = llvm.insertvalue %arg3, %30[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %35 = llvm.insertvalue %arg3, %34[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %36 = llvm.insertvalue %31, %35[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %37 = llvm.insertvalue %32, %36[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %38 = llvm.insertvalue %33, %37[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %39 = builtin.unrealized_conversion_cast %38 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<7xi64, strided<[1]>, 1>
      %40 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %41 = llvm.mlir.constant(0 : i64) : i64
      %42 = llvm.mlir.constant(1 : i64) : i64
      %43 = llvm.insertvalue %arg4, %40[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %44 = llvm.insertvalue %arg4, %43[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %45 = llvm.insertvalue %41, %44[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %46 = llvm.insertvalue %arg5, %45[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %47 = llvm.insertvalue %arg6, %46[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %48 = llvm.insertvalue %42, %47[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %arg7, %48[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %51 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %52 = llvm.mlir.constant(0 : i64) : i64
      %53 = llvm.mlir.constant(1 : i64) : i64
      %54 = llvm.insertvalue %arg8, %51[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = llvm.insertvalue %arg8, %54[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %56 = llvm.insertvalue %52, %55[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %57 = llvm.insertvalue %arg9, %56[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %58 = llvm.insertvalue %arg10, %57[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = llvm.insertvalue %53, %58[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %60 = llvm.insertvalue %arg11, %59[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %61 = builtin.unrealized_conversion_cast %60 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %62 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %63 = llvm.mlir.constant(0 : i64) : i64
      %64 = llvm.mlir.constant(1 : i64) : i64
      %65 = llvm.insertvalue %arg12, %62[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %66 = llvm.insertvalue %arg12, %65[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %67 = llvm.insertvalue %63, %66[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %68 = llvm.insertvalue %arg13, %67[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %69 = llvm.insertvalue %arg14, %68[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %70 = llvm.insertvalue %64, %69[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %71 = llvm.insertvalue %arg15, %70[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %72 = builtin.unrealized_conversion_cast %71 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %9 : memref<7xi8, strided<[1]>, 1> -> memref<i8, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %9 : memref<7xi8, strided<[1]>, 1> -> index
      %73 = arith.index_cast %intptr : index to i64
      %74 = llvm.inttoptr %73 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %19 : memref<7xi16, strided<[1]>, 1> -> memref<i16, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %19 : memref<7xi16, strided<[1]>, 1> -> index
      %75 = arith.index_cast %intptr_4 : index to i64
      %76 = llvm.inttoptr %75 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %29 : memref<7xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %29 : memref<7xi32, strided<[1]>, 1> -> index
      %77 = arith.index_cast %intptr_9 : index to i64
      %78 = llvm.inttoptr %77 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %39 : memref<7xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %39 : memref<7xi64, strided<[1]>, 1> -> index
      %79 = arith.index_cast %intptr_14 : index to i64
      %80 = llvm.inttoptr %79 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %50 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %50 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %81 = arith.index_cast %intptr_19 : index to i64
      %82 = llvm.inttoptr %81 : i64 to !llvm.ptr<1>
      %83 = arith.index_cast %sizes_17#0 : index to i64
      %84 = arith.index_cast %sizes_17#1 : index to i64
      %85 = arith.index_cast %strides_18#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %61 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %61 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %86 = arith.index_cast %intptr_24 : index to i64
      %87 = llvm.inttoptr %86 : i64 to !llvm.ptr<1>
      %88 = arith.index_cast %sizes_22#0 : index to i64
      %89 = arith.index_cast %sizes_22#1 : index to i64
      %90 = arith.index_cast %strides_23#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %72 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %72 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %91 = arith.index_cast %intptr_29 : index to i64
      %92 = llvm.inttoptr %91 : i64 to !llvm.ptr<1>
      %93 = arith.index_cast %sizes_27#0 : index to i64
      %94 = arith.index_cast %sizes_27#1 : index to i64
      %95 = arith.index_cast %strides_28#1 : index to i64
      %thread_id_x = gpu.thread_id  x
      %96 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %97 = arith.index_cast %thread_id_y : index to i64
      %98 = arith.muli %c64_i64, %97 : i64
      %99 = arith.addi %96, %98 : i64
      %c5_i64 = arith.constant 5 : i64
      %c512_i64 = arith.constant 512 : i64
      scf.for %arg16 = %99 to %c5_i64 step %c512_i64  : i64 {
        %118 = llvm.getelementptr %74[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %119 = llvm.load %118 : !llvm.ptr<1> -> i8
        %c0_i8_39 = arith.constant 0 : i8
        %120 = arith.subi %c0_i8_39, %119 : i8
        %121 = arith.maxsi %119, %120 : i8
        %122 = llvm.getelementptr %74[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %121, %122 : i8, !llvm.ptr<1>
        %123 = llvm.getelementptr %76[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %124 = llvm.load %123 : !llvm.ptr<1> -> i16
        %c0_i16_40 = arith.constant 0 : i16
        %125 = arith.subi %c0_i16_40, %124 : i16
        %126 = arith.maxsi %124, %125 : i16
        %127 = llvm.getelementptr %76[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %126, %127 : i16, !llvm.ptr<1>
        %128 = llvm.getelementptr %78[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %129 = llvm.load %128 : !llvm.ptr<1> -> i32
        %c0_i32_41 = arith.constant 0 : i32
        %130 = arith.subi %c0_i32_41, %129 : i32
        %131 = arith.maxsi %129, %130 : i32
        %132 = llvm.getelementptr %78[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %131, %132 : i32, !llvm.ptr<1>
        %133 = llvm.getelementptr %80[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %134 = llvm.load %133 : !llvm.ptr<1> -> i64
        %c0_i64_42 = arith.constant 0 : i64
        %135 = arith.subi %c0_i64_42, %134 : i64
        %136 = arith.maxsi %134, %135 : i64
        %137 = llvm.getelementptr %80[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %136, %137 : i64, !llvm.ptr<1>
      }
      gpu.barrier
      %c-128_i8 = arith.constant -128 : i8
      %c0_i8 = arith.constant 0 : i8
      %100 = arith.subi %c0_i8, %c-128_i8 : i8
      %101 = arith.maxsi %c-128_i8, %100 : i8
      %c5_i64_30 = arith.constant 5 : i64
      %102 = llvm.getelementptr %74[%c5_i64_30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
      llvm.store %101, %102 : i8, !llvm.ptr<1>
      %c-32768_i16 = arith.constant -32768 : i16
      %c0_i16 = arith.constant 0 : i16
      %103 = arith.subi %c0_i16, %c-32768_i16 : i16
      %104 = arith.maxsi %c-32768_i16, %103 : i16
      %c5_i64_31 = arith.constant 5 : i64
      %105 = llvm.getelementptr %76[%c5_i64_31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      llvm.store %104, %105 : i16, !llvm.ptr<1>
      %c-2147483648_i32 = arith.constant -2147483648 : i32
      %c0_i32 = arith.constant 0 : i32
      %106 = arith.subi %c0_i32, %c-2147483648_i32 : i32
      %107 = arith.maxsi %c-2147483648_i32, %106 : i32
      %c5_i64_32 = arith.constant 5 : i64
      %108 = llvm.getelementptr %78[%c5_i64_32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %107, %108 : i32, !llvm.ptr<1>
      %c-9223372036854775807_i64 = arith.constant -9223372036854775807 : i64
      %c0_i64 = arith.constant 0 : i64
      %109 = arith.subi %c0_i64, %c-9223372036854775807_i64 : i64
      %110 = arith.maxsi %c-9223372036854775807_i64, %109 : i64
      %c5_i64_33 = arith.constant 5 : i64
      %111 = llvm.getelementptr %80[%c5_i64_33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      llvm.store %110, %111 : i64, !llvm.ptr<1>
      %c-56_i8 = arith.constant -56 : i8
      %c6_i64 = arith.constant 6 : i64
      %112 = llvm.getelementptr %74[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
      llvm.store %c-56_i8, %112 : i8, !llvm.ptr<1>
      %c-1_i16 = arith.constant -1 : i16
      %c6_i64_34 = arith.constant 6 : i64
      %113 = llvm.getelementptr %76[%c6_i64_34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      llvm.store %c-1_i16, %113 : i16, !llvm.ptr<1>
      %c-1_i32 = arith.constant -1 : i32
      %c-1_i32_35 = arith.constant -1 : i32
      %114 = arith.addi %c-1_i32, %c-1_i32_35 : i32
      %c6_i64_36 = arith.constant 6 : i64
      %115 = llvm.getelementptr %78[%c6_i64_36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %114, %115 : i32, !llvm.ptr<1>
      %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
      %c6_i64_37 = arith.constant 6 : i64
      %116 = llvm.getelementptr %80[%c6_i64_37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      llvm.store %c9223372036854775807_i64, %116 : i64, !llvm.ptr<1>
      %thread_id_y_38 = gpu.thread_id  y
      %117 = arith.index_cast %thread_id_y_38 : index to i64
      %c8_i64 = arith.constant 8 : i64
      scf.for %arg16 = %117 to %94 step %c8_i64  : i64 {
        %thread_id_x_39 = gpu.thread_id  x
        %118 = arith.index_cast %thread_id_x_39 : index to i64
        %c64_i64_40 = arith.constant 64 : i64
        scf.for %arg17 = %118 to %93 step %c64_i64_40  : i64 {
          %cst = arith.constant 5.000000e-01 : f64
          %119 = arith.muli %arg16, %95 : i64
          %120 = arith.addi %arg17, %119 : i64
          %121 = llvm.getelementptr %92[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %122 = llvm.load %121 : !llvm.ptr<1> -> f64
          %cst_41 = arith.constant -1.500000e+00 : f64
          %123 = arith.muli %arg16, %85 : i64
          %124 = arith.addi %arg17, %123 : i64
          %125 = llvm.getelementptr %82[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %126 = llvm.load %125 : !llvm.ptr<1> -> f64
          %127 = arith.muli %arg16, %90 : i64
          %128 = arith.addi %arg17, %127 : i64
          %129 = llvm.getelementptr %87[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %130 = llvm.load %129 : !llvm.ptr<1> -> f64
          %131 = arith.mulf %126, %130 : f64
          %132 = arith.mulf %cst_41, %131 : f64
          %133 = llvm.intr.fma(%cst, %122, %132) : (f64, f64, f64) -> f64
          %134 = arith.muli %arg16, %95 : i64
          %135 = arith.addi %arg17, %134 : i64
          %136 = llvm.getelementptr %92[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %133, %136 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
