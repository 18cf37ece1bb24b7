module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @abs_int(%arg0: memref<7xi8, strided<[1]>, 1>, %arg1: memref<7xi16, strided<[1]>, 1>, %arg2: memref<7xi32, strided<[1]>, 1>, %arg3: memref<7xi64, strided<[1]>, 1>, %arg4: memref<?x?xf64, strided<[1, ?]>, 1>, %arg5: memref<?x?xf64, strided<[1, ?]>, 1>, %arg6: memref<?x?xf64, strided<[1, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<7xi8, strided<[1]>, 1> -> memref<i8, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<7xi8, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<7xi16, strided<[1]>, 1> -> memref<i16, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<7xi16, strided<[1]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg2 : memref<7xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<7xi32, strided<[1]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg3 : memref<7xi64, strided<[1]>, 1> -> memref<i64, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<7xi64, strided<[1]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %8 = arith.index_cast %intptr_19 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %10 = arith.index_cast %sizes_17#0 : index to i64
      %11 = arith.index_cast %sizes_17#1 : index to i64
      %12 = arith.index_cast %strides_18#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %13 = arith.index_cast %intptr_24 : index to i64
      %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<1>
      %15 = arith.index_cast %sizes_22#0 : index to i64
      %16 = arith.index_cast %sizes_22#1 : index to i64
      %17 = arith.index_cast %strides_23#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg6 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#0 : index to i64
      %21 = arith.index_cast %sizes_27#1 : index to i64
      %22 = arith.index_cast %strides_28#1 : index to i64
      %thread_id_x = gpu.thread_id  x
      %23 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %24 = arith.index_cast %thread_id_y : index to i64
      %25 = arith.muli %c64_i64, %24 : i64
      %26 = arith.addi %23, %25 : i64
      %c5_i64 = arith.constant 5 : i64
      %c512_i64 = arith.constant 512 : i64
      scf.for %arg7 = %26 to %c5_i64 step %c512_i64  : i64 {
        %45 = llvm.getelementptr %1[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %46 = llvm.load %45 : !llvm.ptr<1> -> i8
        %c0_i8_39 = arith.constant 0 : i8
        %47 = arith.subi %c0_i8_39, %46 : i8
        %48 = arith.maxsi %46, %47 : i8
        %49 = llvm.getelementptr %1[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %48, %49 : i8, !llvm.ptr<1>
        %50 = llvm.getelementptr %3[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %51 = llvm.load %50 : !llvm.ptr<1> -> i16
        %c0_i16_40 = arith.constant 0 : i16
        %52 = arith.subi %c0_i16_40, %51 : i16
        %53 = arith.maxsi %51, %52 : i16
        %54 = llvm.getelementptr %3[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %53, %54 : i16, !llvm.ptr<1>
        %55 = llvm.getelementptr %5[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %56 = llvm.load %55 : !llvm.ptr<1> -> i32
        %c0_i32_41 = arith.constant 0 : i32
        %57 = arith.subi %c0_i32_41, %56 : i32
        %58 = arith.maxsi %56, %57 : i32
        %59 = llvm.getelementptr %5[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %58, %59 : i32, !llvm.ptr<1>
        %60 = llvm.getelementptr %7[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %61 = llvm.load %60 : !llvm.ptr<1> -> i64
        %c0_i64_42 = arith.constant 0 : i64
        %62 = arith.subi %c0_i64_42, %61 : i64
        %63 = arith.maxsi %61, %62 : i64
        %64 = llvm.getelementptr %7[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %63, %64 : i64, !llvm.ptr<1>
      }
      gpu.barrier
      %c-128_i8 = arith.constant -128 : i8
      %c0_i8 = arith.constant 0 : i8
      %27 = arith.subi %c0_i8, %c-128_i8 : i8
      %28 = arith.maxsi %c-128_i8, %27 : i8
      %c5_i64_30 = arith.constant 5 : i64
      %29 = llvm.getelementptr %1[%c5_i64_30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
      llvm.store %28, %29 : i8, !llvm.ptr<1>
      %c-32768_i16 = arith.constant -32768 : i16
      %c0_i16 = arith.constant 0 : i16
      %30 = arith.subi %c0_i16, %c-32768_i16 : i16
      %31 = arith.maxsi %c-32768_i16, %30 : i16
      %c5_i64_31 = arith.constant 5 : i64
      %32 = llvm.getelementptr %3[%c5_i64_31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      llvm.store %31, %32 : i16, !llvm.ptr<1>
      %c-2147483648_i32 = arith.constant -2147483648 : i32
      %c0_i32 = arith.constant 0 : i32
      %33 = arith.subi %c0_i32, %c-2147483648_i32 : i32
      %34 = arith.maxsi %c-2147483648_i32, %33 : i32
      %c5_i64_32 = arith.constant 5 : i64
      %35 = llvm.getelementptr %5[%c5_i64_32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %34, %35 : i32, !llvm.ptr<1>
      %c-9223372036854775807_i64 = arith.constant -9223372036854775807 : i64
      %c0_i64 = arith.constant 0 : i64
      %36 = arith.subi %c0_i64, %c-9223372036854775807_i64 : i64
      %37 = arith.maxsi %c-9223372036854775807_i64, %36 : i64
      %c5_i64_33 = arith.constant 5 : i64
      %38 = llvm.getelementptr %7[%c5_i64_33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      llvm.store %37, %38 : i64, !llvm.ptr<1>
      %c-56_i8 = arith.constant -56 : i8
      %c6_i64 = arith.constant 6 : i64
      %39 = llvm.getelementptr %1[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
      llvm.store %c-56_i8, %39 : i8, !llvm.ptr<1>
      %c-1_i16 = arith.constant -1 : i16
      %c6_i64_34 = arith.constant 6 : i64
      %40 = llvm.getelementptr %3[%c6_i64_34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      llvm.store %c-1_i16, %40 : i16, !llvm.ptr<1>
      %c-1_i32 = arith.constant -1 : i32
      %c-1_i32_35 = arith.constant -1 : i32
      %41 = arith.addi %c-1_i32, %c-1_i32_35 : i32
      %c6_i64_36 = arith.constant 6 : i64
      %42 = llvm.getelementptr %5[%c6_i64_36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %41, %42 : i32, !llvm.ptr<1>
      %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
      %c6_i64_37 = arith.constant 6 : i64
      %43 = llvm.getelementptr %7[%c6_i64_37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      llvm.store %c9223372036854775807_i64, %43 : i64, !llvm.ptr<1>
      %thread_id_y_38 = gpu.thread_id  y
      %44 = arith.index_cast %thread_id_y_38 : index to i64
      %c8_i64 = arith.constant 8 : i64
      scf.for %arg7 = %44 to %21 step %c8_i64  : i64 {
        %thread_id_x_39 = gpu.thread_id  x
        %45 = arith.index_cast %thread_id_x_39 : index to i64
        %c64_i64_40 = arith.constant 64 : i64
        scf.for %arg8 = %45 to %20 step %c64_i64_40  : i64 {
          %cst = arith.constant 5.000000e-01 : f64
          %46 = arith.muli %arg7, %22 : i64
          %47 = arith.addi %arg8, %46 : i64
          %48 = llvm.getelementptr %19[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %49 = llvm.load %48 : !llvm.ptr<1> -> f64
          %cst_41 = arith.constant -1.500000e+00 : f64
          %50 = arith.muli %arg7, %12 : i64
          %51 = arith.addi %arg8, %50 : i64
          %52 = llvm.getelementptr %9[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %53 = llvm.load %52 : !llvm.ptr<1> -> f64
          %54 = arith.muli %arg7, %17 : i64
          %55 = arith.addi %arg8, %54 : i64
          %56 = llvm.getelementptr %14[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %57 = llvm.load %56 : !llvm.ptr<1> -> f64
          %58 = arith.mulf %53, %57 : f64
          %59 = arith.mulf %cst_41, %58 : f64
          %60 = llvm.intr.fma(%cst, %49, %59) : (f64, f64, f64) -> f64
          %61 = arith.muli %arg7, %22 : i64
          %62 = arith.addi %arg8, %61 : i64
          %63 = llvm.getelementptr %19[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %60, %63 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
