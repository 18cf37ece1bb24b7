module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @expand_fuse(%arg0: i64, %arg1: memref<?x?xf32, strided<[1, ?]>, 1>, %arg2: memref<6x?xf32, strided<[1, 6]>, 1>, %arg3: memref<?xf32, strided<[1]>, 1>, %arg4: memref<2x3x?xf32, strided<[1, 2, 6]>, 1>, %arg5: memref<2x3x4x?xf32, strided<[1, 2, 6, 24]>, 1>, %arg6: memref<?x?xf32, strided<[1, ?]>, 1>, %arg7: memref<6x?xf32, strided<[1, 6]>, 1>, %arg8: memref<6x4xf32, strided<[1, 6]>, 1>, %arg9: memref<?xf32, strided<[1]>, 1>, %arg10: memref<2x?xf32, strided<[1, 2]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg1 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg1 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#0 : index to i64
      %3 = arith.index_cast %sizes#1 : index to i64
      %4 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg2 : memref<6x?xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg2 : memref<6x?xf32, strided<[1, 6]>, 1> -> index
      %5 = arith.index_cast %intptr_4 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg3 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg3 : memref<?xf32, strided<[1]>, 1> -> index
      %8 = arith.index_cast %intptr_9 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %10 = arith.index_cast %sizes_7 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg4 : memref<2x3x?xf32, strided<[1, 2, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg4 : memref<2x3x?xf32, strided<[1, 2, 6]>, 1> -> index
      %11 = arith.index_cast %intptr_14 : index to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
      %13 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:4, %strides_18:4 = memref.extract_strided_metadata %arg5 : memref<2x3x4x?xf32, strided<[1, 2, 6, 24]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg5 : memref<2x3x4x?xf32, strided<[1, 2, 6, 24]>, 1> -> index
      %14 = arith.index_cast %intptr_19 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %16 = arith.index_cast %sizes_17#3 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg6 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg6 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %17 = arith.index_cast %intptr_24 : index to i64
      %18 = llvm.inttoptr %17 : i64 to !llvm.ptr<1>
      %19 = arith.index_cast %sizes_22#0 : index to i64
      %20 = arith.index_cast %sizes_22#1 : index to i64
      %21 = arith.index_cast %strides_23#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg7 : memref<6x?xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg7 : memref<6x?xf32, strided<[1, 6]>, 1> -> index
      %22 = arith.index_cast %intptr_29 : index to i64
      %23 = llvm.inttoptr %22 : i64 to !llvm.ptr<1>
      %24 = arith.index_cast %sizes_27#1 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg8 : memref<6x4xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg8 : memref<6x4xf32, strided<[1, 6]>, 1> -> index
      %25 = arith.index_cast %intptr_34 : index to i64
      %26 = llvm.inttoptr %25 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37, %strides_38 = memref.extract_strided_metadata %arg9 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg9 : memref<?xf32, strided<[1]>, 1> -> index
      %27 = arith.index_cast %intptr_39 : index to i64
      %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<1>
      %29 = arith.index_cast %sizes_37 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg10 : memref<2x?xf32, strided<[1, 2]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg10 : memref<2x?xf32, strided<[1, 2]>, 1> -> index
      %30 = arith.index_cast %intptr_44 : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %32 = arith.index_cast %sizes_42#1 : index to i64
      %33 = arith.divsi %2, %arg0 : i64
      %34 = arith.muli %33, %3 : i64
      %thread_id_y = gpu.thread_id  y
      %35 = arith.index_cast %thread_id_y : index to i64
      %c8_i64 = arith.constant 8 : i64
      scf.for %arg11 = %35 to %20 step %c8_i64  : i64 {
        %thread_id_x_55 = gpu.thread_id  x
        %51 = arith.index_cast %thread_id_x_55 : index to i64
        %c64_i64_56 = arith.constant 64 : i64
        scf.for %arg12 = %51 to %19 step %c64_i64_56  : i64 {
          %52 = arith.muli %arg11, %arg0 : i64
          %53 = arith.addi %arg12, %52 : i64
          %54 = llvm.getelementptr %1[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %55 = llvm.load %54 : !llvm.ptr<1> -> f32
          %56 = arith.muli %arg11, %21 : i64
          %57 = arith.addi %arg12, %56 : i64
          %58 = llvm.getelementptr %18[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %55, %58 : f32, !llvm.ptr<1>
        }
      }
      %c2_i64 = arith.constant 2 : i64
      %36 = arith.divsi %7, %c2_i64 : i64
      %c6_i64 = arith.constant 6 : i64
      %37 = llvm.getelementptr %6[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_y_45 = gpu.thread_id  y
      %38 = arith.index_cast %thread_id_y_45 : index to i64
      %c8_i64_46 = arith.constant 8 : i64
      scf.for %arg11 = %38 to %24 step %c8_i64_46  : i64 {
        %thread_id_x_55 = gpu.thread_id  x
        %51 = arith.index_cast %thread_id_x_55 : index to i64
        %c6_i64_56 = arith.constant 6 : i64
        %c64_i64_57 = arith.constant 64 : i64
        scf.for %arg12 = %51 to %c6_i64_56 step %c64_i64_57  : i64 {
          %c12_i64_58 = arith.constant 12 : i64
          %52 = arith.muli %arg11, %c12_i64_58 : i64
          %53 = arith.addi %arg12, %52 : i64
          %54 = llvm.getelementptr %37[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %55 = llvm.load %54 : !llvm.ptr<1> -> f32
          %c6_i64_59 = arith.constant 6 : i64
          %56 = arith.muli %arg11, %c6_i64_59 : i64
          %57 = arith.addi %arg12, %56 : i64
          %58 = llvm.getelementptr %23[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %55, %58 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_47 = gpu.thread_id  y
      %39 = arith.index_cast %thread_id_y_47 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %c8_i64_48 = arith.constant 8 : i64
      scf.for %arg11 = %39 to %c4_i64 step %c8_i64_48  : i64 {
        %thread_id_x_55 = gpu.thread_id  x
        %51 = arith.index_cast %thread_id_x_55 : index to i64
        %c6_i64_56 = arith.constant 6 : i64
        %c64_i64_57 = arith.constant 64 : i64
        scf.for %arg12 = %51 to %c6_i64_56 step %c64_i64_57  : i64 {
          %c4_i64_58 = arith.constant 4 : i64
          %52 = arith.muli %arg12, %c4_i64_58 : i64
          %53 = arith.addi %arg11, %52 : i64
          %54 = llvm.getelementptr %9[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %55 = llvm.load %54 : !llvm.ptr<1> -> f32
          %c6_i64_59 = arith.constant 6 : i64
          %56 = arith.muli %arg11, %c6_i64_59 : i64
          %57 = arith.addi %arg12, %56 : i64
          %58 = llvm.getelementptr %26[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %55, %58 : f32, !llvm.ptr<1>
        }
      }
      %c6_i64_49 = arith.constant 6 : i64
      %40 = arith.muli %c6_i64_49, %13 : i64
      %thread_id_x = gpu.thread_id  x
      %41 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y_50 = gpu.thread_id  y
      %42 = arith.index_cast %thread_id_y_50 : index to i64
      %43 = arith.muli %c64_i64, %42 : i64
      %44 = arith.addi %41, %43 : i64
      %c512_i64 = arith.constant 512 : i64
      scf.for %arg11 = %44 to %29 step %c512_i64  : i64 {
        %51 = llvm.getelementptr %12[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %52 = llvm.load %51 : !llvm.ptr<1> -> f32
        %53 = llvm.getelementptr %28[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %52, %53 : f32, !llvm.ptr<1>
      }
      %c12_i64 = arith.constant 12 : i64
      %45 = arith.divsi %c12_i64, %arg0 : i64
      %c2_i64_51 = arith.constant 2 : i64
      %c12_i64_52 = arith.constant 12 : i64
      %46 = arith.divsi %c12_i64_52, %arg0 : i64
      %47 = arith.muli %c2_i64_51, %46 : i64
      %c48_i64 = arith.constant 48 : i64
      %48 = arith.addi %47, %c48_i64 : i64
      %49 = llvm.getelementptr %15[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_y_53 = gpu.thread_id  y
      %50 = arith.index_cast %thread_id_y_53 : index to i64
      %c8_i64_54 = arith.constant 8 : i64
      scf.for %arg11 = %50 to %32 step %c8_i64_54  : i64 {
        %thread_id_x_55 = gpu.thread_id  x
        %51 = arith.index_cast %thread_id_x_55 : index to i64
        %c2_i64_56 = arith.constant 2 : i64
        %c64_i64_57 = arith.constant 64 : i64
        scf.for %arg12 = %51 to %c2_i64_56 step %c64_i64_57  : i64 {
          %c2_i64_58 = arith.constant 2 : i64
          %52 = arith.muli %arg11, %c2_i64_58 : i64
          %53 = arith.addi %arg12, %52 : i64
          %54 = llvm.getelementptr %49[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %55 = llvm.load %54 : !llvm.ptr<1> -> f32
          %c2_i64_59 = arith.constant 2 : i64
          %56 = arith.muli %arg11, %c2_i64_59 : i64
          %57 = arith.addi %arg12, %56 : i64
          %58 = llvm.getelementptr %31[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %55, %58 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
