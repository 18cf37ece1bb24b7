module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @prefix(%arg0: memref<13x6x?xf32, strided<[1, 13, 78]>, 1>, %arg1: memref<13x6x?xf32, strided<[1, 13, 78]>, 1>, %arg2: memref<13x6x?xf32, strided<[1, 13, 78]>, 1>, %arg3: memref<3x4x5x?xf64, strided<[1, 3, 12, 60]>, 1>, %arg4: memref<3x4x5x?xf64, strided<[1, 3, 12, 60]>, 1>, %arg5: memref<9x?xi32, strided<[1, 9]>, 1>, %arg6: memref<9x?xi32, strided<[1, 9]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<13x6x?xf32, strided<[1, 13, 78]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<13x6x?xf32, strided<[1, 13, 78]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<13x6x?xf32, strided<[1, 13, 78]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<13x6x?xf32, strided<[1, 13, 78]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<13x6x?xf32, strided<[1, 13, 78]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<13x6x?xf32, strided<[1, 13, 78]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:4, %strides_13:4 = memref.extract_strided_metadata %arg3 : memref<3x4x5x?xf64, strided<[1, 3, 12, 60]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<3x4x5x?xf64, strided<[1, 3, 12, 60]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#3 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:4, %strides_18:4 = memref.extract_strided_metadata %arg4 : memref<3x4x5x?xf64, strided<[1, 3, 12, 60]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<3x4x5x?xf64, strided<[1, 3, 12, 60]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#3 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<9x?xi32, strided<[1, 9]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<9x?xi32, strided<[1, 9]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg6 : memref<9x?xi32, strided<[1, 9]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<9x?xi32, strided<[1, 9]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_30 = memref.alloca() : memref<f32>
      %alloca_31 = memref.alloca() : memref<f64>
      %alloca_32 = memref.alloca() : memref<i32>
      %block_id_x = gpu.block_id  x
      %21 = arith.index_cast %block_id_x : index to i64
      %c78_i64 = arith.constant 78 : i64
      %22 = arith.muli %21, %c78_i64 : i64
      %23 = llvm.getelementptr %1[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c78_i64_33 = arith.constant 78 : i64
      %24 = arith.muli %21, %c78_i64_33 : i64
      %25 = llvm.getelementptr %4[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c78_i64_34 = arith.constant 78 : i64
      %26 = arith.muli %21, %c78_i64_34 : i64
      %27 = llvm.getelementptr %7[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64 = arith.constant 60 : i64
      %28 = arith.muli %21, %c60_i64 : i64
      %29 = llvm.getelementptr %10[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c60_i64_35 = arith.constant 60 : i64
      %30 = arith.muli %21, %c60_i64_35 : i64
      %31 = llvm.getelementptr %13[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c9_i64 = arith.constant 9 : i64
      %32 = arith.muli %21, %c9_i64 : i64
      %33 = llvm.getelementptr %16[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c9_i64_36 = arith.constant 9 : i64
      %34 = arith.muli %21, %c9_i64_36 : i64
      %35 = llvm.getelementptr %19[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %thread_id_x = gpu.thread_id  x
      %36 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %37 = arith.index_cast %thread_id_y : index to i64
      %38 = arith.muli %c32_i64, %37 : i64
      %39 = arith.addi %36, %38 : i64
      %c6_i64 = arith.constant 6 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg7 = %39 to %c6_i64 step %c64_i64  : i64 {
        %c6_i64_49 = arith.constant 6 : i64
        %52 = arith.remsi %arg7, %c6_i64_49 : i64
        %c6_i64_50 = arith.constant 6 : i64
        %53 = arith.divsi %arg7, %c6_i64_50 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c13_i64_51 = arith.constant 13 : i64
        %c1_i64_52 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64 to %c13_i64_51 step %c1_i64_52  : i64 {
          %54 = memref.load %alloca[] : memref<f32>
          %c13_i64_53 = arith.constant 13 : i64
          %55 = arith.muli %52, %c13_i64_53 : i64
          %56 = arith.addi %arg8, %55 : i64
          %57 = llvm.getelementptr %23[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %58 = llvm.load %57 : !llvm.ptr<1> -> f32
          %59 = arith.addf %54, %58 : f32
          memref.store %59, %alloca[] : memref<f32>
          %60 = memref.load %alloca[] : memref<f32>
          %c13_i64_54 = arith.constant 13 : i64
          %61 = arith.muli %52, %c13_i64_54 : i64
          %62 = arith.addi %arg8, %61 : i64
          %63 = llvm.getelementptr %25[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %60, %63 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_37 = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x_37 : index to i64
      %c32_i64_38 = arith.constant 32 : i64
      %thread_id_y_39 = gpu.thread_id  y
      %41 = arith.index_cast %thread_id_y_39 : index to i64
      %42 = arith.muli %c32_i64_38, %41 : i64
      %43 = arith.addi %40, %42 : i64
      %c13_i64 = arith.constant 13 : i64
      %c64_i64_40 = arith.constant 64 : i64
      scf.for %arg7 = %43 to %c13_i64 step %c64_i64_40  : i64 {
        %c13_i64_49 = arith.constant 13 : i64
        %52 = arith.remsi %arg7, %c13_i64_49 : i64
        %c13_i64_50 = arith.constant 13 : i64
        %53 = arith.divsi %arg7, %c13_i64_50 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_30[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c6_i64_51 = arith.constant 6 : i64
        %c1_i64_52 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64 to %c6_i64_51 step %c1_i64_52  : i64 {
          %54 = memref.load %alloca_30[] : memref<f32>
          %c13_i64_53 = arith.constant 13 : i64
          %55 = arith.muli %arg8, %c13_i64_53 : i64
          %56 = arith.addi %52, %55 : i64
          %57 = llvm.getelementptr %23[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %58 = llvm.load %57 : !llvm.ptr<1> -> f32
          %59 = arith.addf %54, %58 : f32
          memref.store %59, %alloca_30[] : memref<f32>
          %c13_i64_54 = arith.constant 13 : i64
          %60 = arith.muli %arg8, %c13_i64_54 : i64
          %61 = arith.addi %52, %60 : i64
          %62 = llvm.getelementptr %27[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %63 = llvm.load %62 : !llvm.ptr<1> -> f32
          %64 = memref.load %alloca_30[] : memref<f32>
          %65 = arith.addf %63, %64 : f32
          %c13_i64_55 = arith.constant 13 : i64
          %66 = arith.muli %arg8, %c13_i64_55 : i64
          %67 = arith.addi %52, %66 : i64
          %68 = llvm.getelementptr %27[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %65, %68 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_41 = gpu.thread_id  x
      %44 = arith.index_cast %thread_id_x_41 : index to i64
      %c32_i64_42 = arith.constant 32 : i64
      %thread_id_y_43 = gpu.thread_id  y
      %45 = arith.index_cast %thread_id_y_43 : index to i64
      %46 = arith.muli %c32_i64_42, %45 : i64
      %47 = arith.addi %44, %46 : i64
      %c12_i64 = arith.constant 12 : i64
      %c64_i64_44 = arith.constant 64 : i64
      scf.for %arg7 = %47 to %c12_i64 step %c64_i64_44  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %52 = arith.remsi %arg7, %c3_i64 : i64
        %c3_i64_49 = arith.constant 3 : i64
        %53 = arith.divsi %arg7, %c3_i64_49 : i64
        %c4_i64 = arith.constant 4 : i64
        %54 = arith.remsi %53, %c4_i64 : i64
        %c4_i64_50 = arith.constant 4 : i64
        %55 = arith.divsi %53, %c4_i64_50 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_31[] : memref<f64>
        %c0_i64 = arith.constant 0 : i64
        %c5_i64 = arith.constant 5 : i64
        %c1_i64_51 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64 to %c5_i64 step %c1_i64_51  : i64 {
          %56 = memref.load %alloca_31[] : memref<f64>
          %c3_i64_52 = arith.constant 3 : i64
          %57 = arith.muli %54, %c3_i64_52 : i64
          %58 = arith.addi %52, %57 : i64
          %c12_i64_53 = arith.constant 12 : i64
          %59 = arith.muli %arg8, %c12_i64_53 : i64
          %60 = arith.addi %58, %59 : i64
          %61 = llvm.getelementptr %29[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %62 = llvm.load %61 : !llvm.ptr<1> -> f64
          %63 = arith.addf %56, %62 : f64
          memref.store %63, %alloca_31[] : memref<f64>
          %cst_54 = arith.constant 5.000000e-01 : f64
          %64 = memref.load %alloca_31[] : memref<f64>
          %65 = arith.mulf %cst_54, %64 : f64
          %c3_i64_55 = arith.constant 3 : i64
          %66 = arith.muli %54, %c3_i64_55 : i64
          %67 = arith.addi %52, %66 : i64
          %c12_i64_56 = arith.constant 12 : i64
          %68 = arith.muli %arg8, %c12_i64_56 : i64
          %69 = arith.addi %67, %68 : i64
          %70 = llvm.getelementptr %31[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %65, %70 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_45 = gpu.thread_id  x
      %48 = arith.index_cast %thread_id_x_45 : index to i64
      %c32_i64_46 = arith.constant 32 : i64
      %thread_id_y_47 = gpu.thread_id  y
      %49 = arith.index_cast %thread_id_y_47 : index to i64
      %50 = arith.muli %c32_i64_46, %49 : i64
      %51 = arith.addi %48, %50 : i64
      %c1_i64 = arith.constant 1 : i64
      %c64_i64_48 = arith.constant 64 : i64
      scf.for %arg7 = %51 to %c1_i64 step %c64_i64_48  : i64 {
        %c0_i32 = arith.constant 0 : i32
        memref.store %c0_i32, %alloca_32[] : memref<i32>
        %c0_i64 = arith.constant 0 : i64
        %c9_i64_49 = arith.constant 9 : i64
        %c1_i64_50 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64 to %c9_i64_49 step %c1_i64_50  : i64 {
          %52 = memref.load %alloca_32[] : memref<i32>
          %53 = llvm.getelementptr %33[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %54 = llvm.load %53 : !llvm.ptr<1> -> i32
          %55 = arith.addi %52, %54 : i32
          memref.store %55, %alloca_32[] : memref<i32>
          %56 = memref.load %alloca_32[] : memref<i32>
          %57 = llvm.getelementptr %35[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %58 = llvm.atomicrmw add %57, %56 monotonic : !llvm.ptr<1>, i32
        }
      }
      gpu.return
    }
  }
}
