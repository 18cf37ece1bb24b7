module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @subview_slices(%arg0: i64, %arg1: i64, %arg2: memref<?x?xf32, strided<[1, ?]>, 1>, %arg3: memref<6x5x4xf32, strided<[1, 6, 30]>, 1>, %arg4: memref<?xf32, strided<[1]>, 1>, %arg5: memref<3x4xf32, strided<[1, 3]>, 1>, %arg6: memref<?x2xf32, strided<[1, ?]>, 1>, %arg7: memref<?x?xf32, strided<[1, ?]>, 1>, %arg8: memref<3x4xf32, strided<[1, 3]>, 1>, %arg9: memref<6x4xf32, strided<[1, 6]>, 1>, %arg10: memref<f32, 1>, %arg11: memref<1xf32, strided<[1]>, 1>, %arg12: memref<3xf32, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg2 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#0 : index to i64
      %3 = arith.index_cast %sizes#1 : index to i64
      %4 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg3 : memref<6x5x4xf32, strided<[1, 6, 30]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg3 : memref<6x5x4xf32, strided<[1, 6, 30]>, 1> -> index
      %5 = arith.index_cast %intptr_4 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg4 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg4 : memref<?xf32, strided<[1]>, 1> -> index
      %7 = arith.index_cast %intptr_9 : index to i64
      %8 = llvm.inttoptr %7 : i64 to !llvm.ptr<1>
      %9 = arith.index_cast %sizes_7 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg5 : memref<3x4xf32, strided<[1, 3]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg5 : memref<3x4xf32, strided<[1, 3]>, 1> -> index
      %10 = arith.index_cast %intptr_14 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg6 : memref<?x2xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg6 : memref<?x2xf32, strided<[1, ?]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#0 : index to i64
      %15 = arith.index_cast %strides_18#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg7 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg7 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %16 = arith.index_cast %intptr_24 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %18 = arith.index_cast %sizes_22#0 : index to i64
      %19 = arith.index_cast %sizes_22#1 : index to i64
      %20 = arith.index_cast %strides_23#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg8 : memref<3x4xf32, strided<[1, 3]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg8 : memref<3x4xf32, strided<[1, 3]>, 1> -> index
      %21 = arith.index_cast %intptr_29 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg9 : memref<6x4xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg9 : memref<6x4xf32, strided<[1, 6]>, 1> -> index
      %23 = arith.index_cast %intptr_34 : index to i64
      %24 = llvm.inttoptr %23 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36 = memref.extract_strided_metadata %arg10 : memref<f32, 1> -> memref<f32, 1>, index
      %intptr_37 = memref.extract_aligned_pointer_as_index %arg10 : memref<f32, 1> -> index
      %25 = arith.index_cast %intptr_37 : index to i64
      %26 = llvm.inttoptr %25 : i64 to !llvm.ptr<1>
      %base_buffer_38, %offset_39, %sizes_40, %strides_41 = memref.extract_strided_metadata %arg11 : memref<1xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_42 = memref.extract_aligned_pointer_as_index %arg11 : memref<1xf32, strided<[1]>, 1> -> index
      %27 = arith.index_cast %intptr_42 : index to i64
      %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<1>
      %base_buffer_43, %offset_44, %sizes_45, %strides_46 = memref.extract_strided_metadata %arg12 : memref<3xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_47 = memref.extract_aligned_pointer_as_index %arg12 : memref<3xf32, strided<[1]>, 1> -> index
      %29 = arith.index_cast %intptr_47 : index to i64
      %30 = llvm.inttoptr %29 : i64 to !llvm.ptr<1>
      %c2_i64 = arith.constant 2 : i64
      %31 = llvm.getelementptr %1[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c1_i64 = arith.constant 1 : i64
      %c2_i64_48 = arith.constant 2 : i64
      %32 = arith.muli %c2_i64_48, %4 : i64
      %33 = arith.addi %c1_i64, %32 : i64
      %34 = llvm.getelementptr %1[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %35 = llvm.getelementptr %1[%arg0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3_i64 = arith.constant 3 : i64
      %36 = arith.muli %arg0, %4 : i64
      %37 = arith.addi %c3_i64, %36 : i64
      %38 = llvm.getelementptr %1[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3_i64_49 = arith.constant 3 : i64
      %39 = arith.subi %2, %c3_i64_49 : i64
      %40 = arith.subi %3, %arg0 : i64
      %c13_i64 = arith.constant 13 : i64
      %41 = llvm.getelementptr %6[%c13_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c96_i64 = arith.constant 96 : i64
      %42 = llvm.getelementptr %6[%c96_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %43 = arith.muli %arg1, %4 : i64
      %44 = arith.addi %arg0, %43 : i64
      %45 = llvm.getelementptr %1[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c1_i64_50 = arith.constant 1 : i64
      %46 = arith.addi %c1_i64_50, %4 : i64
      %47 = llvm.getelementptr %1[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c1_i64_51 = arith.constant 1 : i64
      %48 = arith.subi %2, %c1_i64_51 : i64
      %c1_i64_52 = arith.constant 1 : i64
      %49 = arith.subi %3, %c1_i64_52 : i64
      %c2_i64_53 = arith.constant 2 : i64
      %50 = arith.muli %arg0, %4 : i64
      %51 = arith.addi %c2_i64_53, %50 : i64
      %52 = llvm.getelementptr %47[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %53 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %54 = arith.index_cast %thread_id_y : index to i64
      %55 = arith.muli %c64_i64, %54 : i64
      %56 = arith.addi %53, %55 : i64
      %c512_i64 = arith.constant 512 : i64
      scf.for %arg13 = %56 to %9 step %c512_i64  : i64 {
        %79 = arith.muli %arg13, %4 : i64
        %80 = llvm.getelementptr %31[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %81 = llvm.load %80 : !llvm.ptr<1> -> f32
        %82 = llvm.getelementptr %8[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %81, %82 : f32, !llvm.ptr<1>
      }
      %thread_id_y_54 = gpu.thread_id  y
      %57 = arith.index_cast %thread_id_y_54 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %c8_i64 = arith.constant 8 : i64
      scf.for %arg13 = %57 to %c4_i64 step %c8_i64  : i64 {
        %thread_id_x_79 = gpu.thread_id  x
        %79 = arith.index_cast %thread_id_x_79 : index to i64
        %c3_i64_80 = arith.constant 3 : i64
        %c64_i64_81 = arith.constant 64 : i64
        scf.for %arg14 = %79 to %c3_i64_80 step %c64_i64_81  : i64 {
          %80 = arith.muli %arg13, %4 : i64
          %81 = arith.addi %arg14, %80 : i64
          %82 = llvm.getelementptr %34[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %83 = llvm.load %82 : !llvm.ptr<1> -> f32
          %c3_i64_82 = arith.constant 3 : i64
          %84 = arith.muli %arg13, %c3_i64_82 : i64
          %85 = arith.addi %arg14, %84 : i64
          %86 = llvm.getelementptr %11[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %83, %86 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_55 = gpu.thread_id  y
      %58 = arith.index_cast %thread_id_y_55 : index to i64
      %c2_i64_56 = arith.constant 2 : i64
      %c8_i64_57 = arith.constant 8 : i64
      scf.for %arg13 = %58 to %c2_i64_56 step %c8_i64_57  : i64 {
        %thread_id_x_79 = gpu.thread_id  x
        %79 = arith.index_cast %thread_id_x_79 : index to i64
        %c64_i64_80 = arith.constant 64 : i64
        scf.for %arg14 = %79 to %14 step %c64_i64_80  : i64 {
          %80 = arith.muli %arg13, %4 : i64
          %81 = arith.addi %arg14, %80 : i64
          %82 = llvm.getelementptr %35[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %83 = llvm.load %82 : !llvm.ptr<1> -> f32
          %84 = arith.muli %arg13, %15 : i64
          %85 = arith.addi %arg14, %84 : i64
          %86 = llvm.getelementptr %13[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %83, %86 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_58 = gpu.thread_id  y
      %59 = arith.index_cast %thread_id_y_58 : index to i64
      %c8_i64_59 = arith.constant 8 : i64
      scf.for %arg13 = %59 to %19 step %c8_i64_59  : i64 {
        %thread_id_x_79 = gpu.thread_id  x
        %79 = arith.index_cast %thread_id_x_79 : index to i64
        %c64_i64_80 = arith.constant 64 : i64
        scf.for %arg14 = %79 to %18 step %c64_i64_80  : i64 {
          %80 = arith.muli %arg13, %4 : i64
          %81 = arith.addi %arg14, %80 : i64
          %82 = llvm.getelementptr %38[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %83 = llvm.load %82 : !llvm.ptr<1> -> f32
          %84 = arith.muli %arg13, %20 : i64
          %85 = arith.addi %arg14, %84 : i64
          %86 = llvm.getelementptr %17[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %83, %86 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_60 = gpu.thread_id  y
      %60 = arith.index_cast %thread_id_y_60 : index to i64
      %c4_i64_61 = arith.constant 4 : i64
      %c8_i64_62 = arith.constant 8 : i64
      scf.for %arg13 = %60 to %c4_i64_61 step %c8_i64_62  : i64 {
        %thread_id_x_79 = gpu.thread_id  x
        %79 = arith.index_cast %thread_id_x_79 : index to i64
        %c3_i64_80 = arith.constant 3 : i64
        %c64_i64_81 = arith.constant 64 : i64
        scf.for %arg14 = %79 to %c3_i64_80 step %c64_i64_81  : i64 {
          %c30_i64 = arith.constant 30 : i64
          %80 = arith.muli %arg13, %c30_i64 : i64
          %81 = arith.addi %arg14, %80 : i64
          %82 = llvm.getelementptr %41[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %83 = llvm.load %82 : !llvm.ptr<1> -> f32
          %c3_i64_82 = arith.constant 3 : i64
          %84 = arith.muli %arg13, %c3_i64_82 : i64
          %85 = arith.addi %arg14, %84 : i64
          %86 = llvm.getelementptr %22[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %83, %86 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_63 = gpu.thread_id  y
      %61 = arith.index_cast %thread_id_y_63 : index to i64
      %c4_i64_64 = arith.constant 4 : i64
      %c8_i64_65 = arith.constant 8 : i64
      scf.for %arg13 = %61 to %c4_i64_64 step %c8_i64_65  : i64 {
        %thread_id_x_79 = gpu.thread_id  x
        %79 = arith.index_cast %thread_id_x_79 : index to i64
        %c6_i64 = arith.constant 6 : i64
        %c64_i64_80 = arith.constant 64 : i64
        scf.for %arg14 = %79 to %c6_i64 step %c64_i64_80  : i64 {
          %c6_i64_81 = arith.constant 6 : i64
          %80 = arith.muli %arg13, %c6_i64_81 : i64
          %81 = arith.addi %arg14, %80 : i64
          %82 = llvm.getelementptr %42[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %83 = llvm.load %82 : !llvm.ptr<1> -> f32
          %c6_i64_82 = arith.constant 6 : i64
          %84 = arith.muli %arg13, %c6_i64_82 : i64
          %85 = arith.addi %arg14, %84 : i64
          %86 = llvm.getelementptr %24[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %83, %86 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_66 = gpu.thread_id  x
      %62 = arith.index_cast %thread_id_x_66 : index to i64
      %c64_i64_67 = arith.constant 64 : i64
      %thread_id_y_68 = gpu.thread_id  y
      %63 = arith.index_cast %thread_id_y_68 : index to i64
      %64 = arith.muli %c64_i64_67, %63 : i64
      %65 = arith.addi %62, %64 : i64
      %c0_i64 = arith.constant 0 : i64
      %66 = arith.cmpi eq, %65, %c0_i64 : i64
      scf.if %66 {
        %79 = llvm.load %45 : !llvm.ptr<1> -> f32
        llvm.store %79, %26 : f32, !llvm.ptr<1>
      }
      %thread_id_x_69 = gpu.thread_id  x
      %67 = arith.index_cast %thread_id_x_69 : index to i64
      %c64_i64_70 = arith.constant 64 : i64
      %thread_id_y_71 = gpu.thread_id  y
      %68 = arith.index_cast %thread_id_y_71 : index to i64
      %69 = arith.muli %c64_i64_70, %68 : i64
      %70 = arith.addi %67, %69 : i64
      %c3_i64_72 = arith.constant 3 : i64
      %c512_i64_73 = arith.constant 512 : i64
      scf.for %arg13 = %70 to %c3_i64_72 step %c512_i64_73  : i64 {
        %79 = llvm.getelementptr %52[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %80 = llvm.load %79 : !llvm.ptr<1> -> f32
        %81 = llvm.getelementptr %30[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %80, %81 : f32, !llvm.ptr<1>
      }
      %71 = arith.muli %arg0, %4 : i64
      %72 = arith.addi %arg1, %71 : i64
      %73 = llvm.getelementptr %1[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %74 = llvm.load %73 : !llvm.ptr<1> -> f32
      %thread_id_x_74 = gpu.thread_id  x
      %75 = arith.index_cast %thread_id_x_74 : index to i64
      %c64_i64_75 = arith.constant 64 : i64
      %thread_id_y_76 = gpu.thread_id  y
      %76 = arith.index_cast %thread_id_y_76 : index to i64
      %77 = arith.muli %c64_i64_75, %76 : i64
      %78 = arith.addi %75, %77 : i64
      %c1_i64_77 = arith.constant 1 : i64
      %c512_i64_78 = arith.constant 512 : i64
      scf.for %arg13 = %78 to %c1_i64_77 step %c512_i64_78  : i64 {
        llvm.store %74, %28 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
