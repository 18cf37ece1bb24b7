module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ger_vectors(%arg0: memref<37x?xf32, strided<[1, 37]>, 1>, %arg1: memref<5x?xf32, strided<[1, 5]>, 1>, %arg2: f32, %arg3: memref<37x5x?xf32, strided<[1, 37, 185]>, 1>, %arg4: memref<16x?xf64, strided<[1, 16]>, 1>, %arg5: memref<?x?xf64, strided<[1, ?]>, 1>, %arg6: memref<16x?x?xf64, strided<[1, 16, ?]>, 1>, %arg7: memref<10x5x?xf32, strided<[1, 10, 50]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<37x?xf32, strided<[1, 37]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<37x?xf32, strided<[1, 37]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<5x?xf32, strided<[1, 5]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<5x?xf32, strided<[1, 5]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg3 : memref<37x5x?xf32, strided<[1, 37, 185]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg3 : memref<37x5x?xf32, strided<[1, 37, 185]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg4 : memref<16x?xf64, strided<[1, 16]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg4 : memref<16x?xf64, strided<[1, 16]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg5 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg5 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#0 : index to i64
      %15 = arith.index_cast %sizes_17#1 : index to i64
      %16 = arith.index_cast %strides_18#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %arg6 : memref<16x?x?xf64, strided<[1, 16, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg6 : memref<16x?x?xf64, strided<[1, 16, ?]>, 1> -> index
      %17 = arith.index_cast %intptr_24 : index to i64
      %18 = llvm.inttoptr %17 : i64 to !llvm.ptr<1>
      %19 = arith.index_cast %sizes_22#1 : index to i64
      %20 = arith.index_cast %sizes_22#2 : index to i64
      %21 = arith.index_cast %strides_23#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg7 : memref<10x5x?xf32, strided<[1, 10, 50]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg7 : memref<10x5x?xf32, strided<[1, 10, 50]>, 1> -> index
      %22 = arith.index_cast %intptr_29 : index to i64
      %23 = llvm.inttoptr %22 : i64 to !llvm.ptr<1>
      %24 = arith.index_cast %sizes_27#2 : index to i64
      %block_id_x = gpu.block_id  x
      %25 = arith.index_cast %block_id_x : index to i64
      %c37_i64 = arith.constant 37 : i64
      %26 = arith.muli %25, %c37_i64 : i64
      %27 = llvm.getelementptr %1[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c5_i64 = arith.constant 5 : i64
      %28 = arith.muli %25, %c5_i64 : i64
      %29 = llvm.getelementptr %4[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c185_i64 = arith.constant 185 : i64
      %30 = arith.muli %25, %c185_i64 : i64
      %31 = llvm.getelementptr %7[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_y = gpu.thread_id  y
      %32 = arith.index_cast %thread_id_y : index to i64
      %c5_i64_30 = arith.constant 5 : i64
      %c8_i64 = arith.constant 8 : i64
      scf.for %arg8 = %32 to %c5_i64_30 step %c8_i64  : i64 {
        %thread_id_x = gpu.thread_id  x
        %45 = arith.index_cast %thread_id_x : index to i64
        %c37_i64_37 = arith.constant 37 : i64
        %c64_i64 = arith.constant 64 : i64
        scf.for %arg9 = %45 to %c37_i64_37 step %c64_i64  : i64 {
          %c37_i64_38 = arith.constant 37 : i64
          %46 = arith.muli %arg8, %c37_i64_38 : i64
          %47 = arith.addi %arg9, %46 : i64
          %48 = llvm.getelementptr %31[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %49 = llvm.load %48 : !llvm.ptr<1> -> f32
          %cst = arith.constant 2.000000e+00 : f32
          %50 = llvm.getelementptr %27[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %51 = llvm.load %50 : !llvm.ptr<1> -> f32
          %52 = llvm.getelementptr %29[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %53 = llvm.load %52 : !llvm.ptr<1> -> f32
          %54 = arith.mulf %51, %53 : f32
          %55 = arith.mulf %cst, %54 : f32
          %56 = llvm.intr.fma(%arg2, %49, %55) : (f32, f32, f32) -> f32
          %c37_i64_39 = arith.constant 37 : i64
          %57 = arith.muli %arg8, %c37_i64_39 : i64
          %58 = arith.addi %arg9, %57 : i64
          %59 = llvm.getelementptr %31[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %56, %59 : f32, !llvm.ptr<1>
        }
      }
      %c16_i64 = arith.constant 16 : i64
      %33 = arith.muli %25, %c16_i64 : i64
      %34 = llvm.getelementptr %10[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %35 = arith.muli %25, %16 : i64
      %36 = llvm.getelementptr %13[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %37 = arith.muli %25, %21 : i64
      %38 = llvm.getelementptr %18[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_y_31 = gpu.thread_id  y
      %39 = arith.index_cast %thread_id_y_31 : index to i64
      %c8_i64_32 = arith.constant 8 : i64
      scf.for %arg8 = %39 to %19 step %c8_i64_32  : i64 {
        %thread_id_x = gpu.thread_id  x
        %45 = arith.index_cast %thread_id_x : index to i64
        %c16_i64_37 = arith.constant 16 : i64
        %c64_i64 = arith.constant 64 : i64
        scf.for %arg9 = %45 to %c16_i64_37 step %c64_i64  : i64 {
          %46 = llvm.getelementptr %34[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %47 = llvm.load %46 : !llvm.ptr<1> -> f64
          %48 = llvm.getelementptr %36[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %49 = llvm.load %48 : !llvm.ptr<1> -> f64
          %c16_i64_38 = arith.constant 16 : i64
          %50 = arith.muli %arg8, %c16_i64_38 : i64
          %51 = arith.addi %arg9, %50 : i64
          %52 = llvm.getelementptr %38[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %53 = llvm.load %52 : !llvm.ptr<1> -> f64
          %54 = llvm.intr.fma(%47, %49, %53) : (f64, f64, f64) -> f64
          %c16_i64_39 = arith.constant 16 : i64
          %55 = arith.muli %arg8, %c16_i64_39 : i64
          %56 = arith.addi %arg9, %55 : i64
          %57 = llvm.getelementptr %38[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %54, %57 : f64, !llvm.ptr<1>
        }
      }
      %c37_i64_33 = arith.constant 37 : i64
      %40 = arith.muli %25, %c37_i64_33 : i64
      %41 = llvm.getelementptr %1[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c50_i64 = arith.constant 50 : i64
      %42 = arith.muli %25, %c50_i64 : i64
      %43 = llvm.getelementptr %23[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_y_34 = gpu.thread_id  y
      %44 = arith.index_cast %thread_id_y_34 : index to i64
      %c5_i64_35 = arith.constant 5 : i64
      %c8_i64_36 = arith.constant 8 : i64
      scf.for %arg8 = %44 to %c5_i64_35 step %c8_i64_36  : i64 {
        %thread_id_x = gpu.thread_id  x
        %45 = arith.index_cast %thread_id_x : index to i64
        %c10_i64 = arith.constant 10 : i64
        %c64_i64 = arith.constant 64 : i64
        scf.for %arg9 = %45 to %c10_i64 step %c64_i64  : i64 {
          %46 = llvm.getelementptr %41[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %47 = llvm.load %46 : !llvm.ptr<1> -> f32
          %48 = llvm.getelementptr %29[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %49 = llvm.load %48 : !llvm.ptr<1> -> f32
          %50 = arith.mulf %47, %49 : f32
          %c10_i64_37 = arith.constant 10 : i64
          %51 = arith.muli %arg8, %c10_i64_37 : i64
          %52 = arith.addi %arg9, %51 : i64
          %53 = llvm.getelementptr %43[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %50, %53 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
