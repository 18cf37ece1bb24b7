module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @load_then_collective(%arg0: memref<16x?xf32, strided<[1, 16]>, 1>, %arg1: memref<16x?xf32, strided<[1, 16]>, 1>, %arg2: memref<16x?xf32, strided<[1, 16]>, 1>, %arg3: memref<16x?xf32, strided<[1, 16]>, 1>, %arg4: memref<16xi32, strided<[1]>, 1>, %arg5: memref<16x?xi32, strided<[1, 16]>, 1>, %arg6: memref<3x?xi32, strided<[1, 3]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %arg4 : memref<16xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<16xi32, strided<[1]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<16x?xi32, strided<[1, 16]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<16x?xi32, strided<[1, 16]>, 1> -> index
      %14 = arith.index_cast %intptr_24 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %16 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg6 : memref<3x?xi32, strided<[1, 3]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<3x?xi32, strided<[1, 3]>, 1> -> index
      %17 = arith.index_cast %intptr_29 : index to i64
      %18 = llvm.inttoptr %17 : i64 to !llvm.ptr<1>
      %19 = arith.index_cast %sizes_27#1 : index to i64
      %block_id_x = gpu.block_id  x
      %20 = arith.index_cast %block_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %21 = arith.muli %20, %c16_i64 : i64
      %22 = llvm.getelementptr %1[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_30 = arith.constant 16 : i64
      %23 = arith.muli %20, %c16_i64_30 : i64
      %24 = llvm.getelementptr %4[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %25 = llvm.load %22 : !llvm.ptr<1> -> f32
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %26 = arith.index_cast %thread_id_x : index to i64
      %c16_i64_31 = arith.constant 16 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg7 = %26 to %c16_i64_31 step %c32_i64  : i64 {
        %cst_43 = arith.constant 2.000000e+00 : f32
        %38 = llvm.getelementptr %22[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %39 = llvm.load %38 : !llvm.ptr<1> -> f32
        %40 = arith.mulf %cst_43, %39 : f32
        %41 = llvm.getelementptr %22[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %40, %41 : f32, !llvm.ptr<1>
      }
      %thread_id_x_32 = gpu.thread_id  x
      %27 = arith.index_cast %thread_id_x_32 : index to i64
      %c16_i64_33 = arith.constant 16 : i64
      %c32_i64_34 = arith.constant 32 : i64
      scf.for %arg7 = %27 to %c16_i64_33 step %c32_i64_34  : i64 {
        %38 = llvm.getelementptr %24[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %25, %38 : f32, !llvm.ptr<1>
      }
      %c16_i64_35 = arith.constant 16 : i64
      %28 = arith.muli %20, %c16_i64_35 : i64
      %29 = llvm.getelementptr %7[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_36 = arith.constant 16 : i64
      %30 = arith.muli %20, %c16_i64_36 : i64
      %31 = llvm.getelementptr %10[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %cst = arith.constant 2.500000e+00 : f32
      %cst_37 = arith.constant 2.500000e+00 : f32
      %32 = arith.addf %cst, %cst_37 : f32
      llvm.store %32, %29 : f32, !llvm.ptr<1>
      gpu.barrier
      %thread_id_x_38 = gpu.thread_id  x
      %33 = arith.index_cast %thread_id_x_38 : index to i64
      %c16_i64_39 = arith.constant 16 : i64
      %c32_i64_40 = arith.constant 32 : i64
      scf.for %arg7 = %33 to %c16_i64_39 step %c32_i64_40  : i64 {
        %38 = llvm.getelementptr %29[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %39 = llvm.load %38 : !llvm.ptr<1> -> f32
        %40 = llvm.getelementptr %31[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %39, %40 : f32, !llvm.ptr<1>
      }
      %c16_i64_41 = arith.constant 16 : i64
      %34 = arith.muli %20, %c16_i64_41 : i64
      %35 = llvm.getelementptr %15[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c3_i64 = arith.constant 3 : i64
      %36 = arith.muli %20, %c3_i64 : i64
      %37 = llvm.getelementptr %18[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c0_i64 = arith.constant 0 : i64
      %c3_i64_42 = arith.constant 3 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg7 = %c0_i64 to %c3_i64_42 step %c1_i64  : i64 {
        gpu.barrier
        %thread_id_x_43 = gpu.thread_id  x
        %38 = arith.index_cast %thread_id_x_43 : index to i64
        %c16_i64_44 = arith.constant 16 : i64
        %c32_i64_45 = arith.constant 32 : i64
        scf.for %arg8 = %38 to %c16_i64_44 step %c32_i64_45  : i64 {
          %42 = llvm.getelementptr %35[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %43 = llvm.load %42 : !llvm.ptr<1> -> i32
          %44 = llvm.getelementptr %13[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %45 = llvm.load %44 : !llvm.ptr<1> -> i32
          %46 = llvm.getelementptr %13[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %47 = llvm.load %46 : !llvm.ptr<1> -> i32
          %48 = arith.muli %45, %47 : i32
          %49 = arith.addi %43, %48 : i32
          %50 = llvm.getelementptr %35[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %49, %50 : i32, !llvm.ptr<1>
        }
        gpu.barrier
        %c1_i64_46 = arith.constant 1 : i64
        %39 = llvm.getelementptr %35[%c1_i64_46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %40 = llvm.load %39 : !llvm.ptr<1> -> i32
        %thread_id_x_47 = gpu.thread_id  x
        %41 = arith.index_cast %thread_id_x_47 : index to i64
        %c1_i64_48 = arith.constant 1 : i64
        %c32_i64_49 = arith.constant 32 : i64
        scf.for %arg8 = %41 to %c1_i64_48 step %c32_i64_49  : i64 {
          %42 = llvm.getelementptr %37[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %40, %42 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
