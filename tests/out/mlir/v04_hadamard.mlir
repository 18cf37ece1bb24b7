module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @hadamard2(%arg0: memref<8x5x?xf32, strided<[1, 8, 40]>, 1>, %arg1: memref<8x5x?xf32, strided<[1, 8, 40]>, 1>, %arg2: memref<8x5x?xf32, strided<[1, 8, 40]>, 1>, %arg3: memref<8x5x?xf32, strided<[1, 8, 40]>, 1>, %arg4: memref<7x?xf64, strided<[1, 7]>, 1>, %arg5: memref<7x?xf64, strided<[1, 7]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<8x5x?xf32, strided<[1, 8, 40]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x5x?xf32, strided<[1, 8, 40]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<8x5x?xf32, strided<[1, 8, 40]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<8x5x?xf32, strided<[1, 8, 40]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<8x5x?xf32, strided<[1, 8, 40]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<8x5x?xf32, strided<[1, 8, 40]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<8x5x?xf32, strided<[1, 8, 40]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<8x5x?xf32, strided<[1, 8, 40]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<7x?xf64, strided<[1, 7]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<7x?xf64, strided<[1, 7]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<7x?xf64, strided<[1, 7]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<7x?xf64, strided<[1, 7]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f32>
      %alloca_26 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %18 = arith.index_cast %block_id_x : index to i64
      %c40_i64 = arith.constant 40 : i64
      %19 = arith.muli %18, %c40_i64 : i64
      %20 = llvm.getelementptr %1[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c40_i64_27 = arith.constant 40 : i64
      %21 = arith.muli %18, %c40_i64_27 : i64
      %22 = llvm.getelementptr %4[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c40_i64_28 = arith.constant 40 : i64
      %23 = arith.muli %18, %c40_i64_28 : i64
      %24 = llvm.getelementptr %7[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x : index to i64
      %c8_i64 = arith.constant 8 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %25 to %c8_i64 step %c32_i64  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64_38 = arith.constant 1 : i64
        %c1_i64_39 = arith.constant 1 : i64
        scf.for %arg7 = %c0_i64 to %c1_i64_38 step %c1_i64_39  : i64 {
          %thread_id_y_40 = gpu.thread_id  y
          %44 = arith.index_cast %thread_id_y_40 : index to i64
          %c6_i64 = arith.constant 6 : i64
          %45 = arith.muli %arg7, %c6_i64 : i64
          %46 = arith.addi %44, %45 : i64
          %c5_i64_41 = arith.constant 5 : i64
          %47 = arith.cmpi slt, %46, %c5_i64_41 : i64
          scf.if %47 {
            %c8_i64_47 = arith.constant 8 : i64
            %55 = arith.muli %46, %c8_i64_47 : i64
            %56 = arith.addi %arg6, %55 : i64
            %57 = llvm.getelementptr %20[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %58 = llvm.load %57 : !llvm.ptr<1> -> f32
            %c8_i64_48 = arith.constant 8 : i64
            %59 = arith.muli %46, %c8_i64_48 : i64
            %60 = arith.addi %arg6, %59 : i64
            %61 = llvm.getelementptr %22[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %62 = llvm.load %61 : !llvm.ptr<1> -> f32
            %63 = arith.mulf %58, %62 : f32
            memref.store %63, %alloca[] : memref<f32>
          }
          %c2_i64 = arith.constant 2 : i64
          %48 = arith.addi %46, %c2_i64 : i64
          %c5_i64_42 = arith.constant 5 : i64
          %49 = arith.cmpi slt, %48, %c5_i64_42 : i64
          scf.if %49 {
            %c8_i64_47 = arith.constant 8 : i64
            %55 = arith.muli %48, %c8_i64_47 : i64
            %56 = arith.addi %arg6, %55 : i64
            %57 = llvm.getelementptr %20[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %58 = llvm.load %57 : !llvm.ptr<1> -> f32
            %c8_i64_48 = arith.constant 8 : i64
            %59 = arith.muli %48, %c8_i64_48 : i64
            %60 = arith.addi %arg6, %59 : i64
            %61 = llvm.getelementptr %22[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %62 = llvm.load %61 : !llvm.ptr<1> -> f32
            %63 = arith.mulf %58, %62 : f32
            memref.store %63, %alloca_25[] : memref<f32>
          }
          %c4_i64 = arith.constant 4 : i64
          %50 = arith.addi %46, %c4_i64 : i64
          %c5_i64_43 = arith.constant 5 : i64
          %51 = arith.cmpi slt, %50, %c5_i64_43 : i64
          scf.if %51 {
            %c8_i64_47 = arith.constant 8 : i64
            %55 = arith.muli %50, %c8_i64_47 : i64
            %56 = arith.addi %arg6, %55 : i64
            %57 = llvm.getelementptr %20[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %58 = llvm.load %57 : !llvm.ptr<1> -> f32
            %c8_i64_48 = arith.constant 8 : i64
            %59 = arith.muli %50, %c8_i64_48 : i64
            %60 = arith.addi %arg6, %59 : i64
            %61 = llvm.getelementptr %22[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %62 = llvm.load %61 : !llvm.ptr<1> -> f32
            %63 = arith.mulf %58, %62 : f32
            memref.store %63, %alloca_26[] : memref<f32>
          }
          %c5_i64_44 = arith.constant 5 : i64
          %52 = arith.cmpi slt, %46, %c5_i64_44 : i64
          scf.if %52 {
            %55 = memref.load %alloca[] : memref<f32>
            %c8_i64_47 = arith.constant 8 : i64
            %56 = arith.muli %46, %c8_i64_47 : i64
            %57 = arith.addi %arg6, %56 : i64
            %58 = llvm.getelementptr %24[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %55, %58 : f32, !llvm.ptr<1>
          }
          %c5_i64_45 = arith.constant 5 : i64
          %53 = arith.cmpi slt, %48, %c5_i64_45 : i64
          scf.if %53 {
            %55 = memref.load %alloca_25[] : memref<f32>
            %c8_i64_47 = arith.constant 8 : i64
            %56 = arith.muli %48, %c8_i64_47 : i64
            %57 = arith.addi %arg6, %56 : i64
            %58 = llvm.getelementptr %24[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %55, %58 : f32, !llvm.ptr<1>
          }
          %c5_i64_46 = arith.constant 5 : i64
          %54 = arith.cmpi slt, %50, %c5_i64_46 : i64
          scf.if %54 {
            %55 = memref.load %alloca_26[] : memref<f32>
            %c8_i64_47 = arith.constant 8 : i64
            %56 = arith.muli %50, %c8_i64_47 : i64
            %57 = arith.addi %arg6, %56 : i64
            %58 = llvm.getelementptr %24[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %55, %58 : f32, !llvm.ptr<1>
          }
        }
      }
      %c1_i64 = arith.constant 1 : i64
      %c40_i64_29 = arith.constant 40 : i64
      %26 = arith.muli %18, %c40_i64_29 : i64
      %27 = arith.addi %c1_i64, %26 : i64
      %28 = llvm.getelementptr %1[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c11_i64 = arith.constant 11 : i64
      %c40_i64_30 = arith.constant 40 : i64
      %29 = arith.muli %18, %c40_i64_30 : i64
      %30 = arith.addi %c11_i64, %29 : i64
      %31 = llvm.getelementptr %4[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c10_i64 = arith.constant 10 : i64
      %c40_i64_31 = arith.constant 40 : i64
      %32 = arith.muli %18, %c40_i64_31 : i64
      %33 = arith.addi %c10_i64, %32 : i64
      %34 = llvm.getelementptr %10[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_32 = gpu.thread_id  x
      %35 = arith.index_cast %thread_id_x_32 : index to i64
      %c5_i64 = arith.constant 5 : i64
      %c32_i64_33 = arith.constant 32 : i64
      scf.for %arg6 = %35 to %c5_i64 step %c32_i64_33  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64_38 = arith.constant 1 : i64
        %c1_i64_39 = arith.constant 1 : i64
        scf.for %arg7 = %c0_i64 to %c1_i64_38 step %c1_i64_39  : i64 {
          %thread_id_y_40 = gpu.thread_id  y
          %44 = arith.index_cast %thread_id_y_40 : index to i64
          %c4_i64 = arith.constant 4 : i64
          %45 = arith.muli %arg7, %c4_i64 : i64
          %46 = arith.addi %44, %45 : i64
          %c8_i64_41 = arith.constant 8 : i64
          %47 = arith.muli %46, %c8_i64_41 : i64
          %48 = arith.addi %arg6, %47 : i64
          %49 = llvm.getelementptr %28[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %50 = llvm.load %49 : !llvm.ptr<1> -> f32
          %c8_i64_42 = arith.constant 8 : i64
          %51 = arith.muli %46, %c8_i64_42 : i64
          %52 = arith.addi %arg6, %51 : i64
          %53 = llvm.getelementptr %31[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %54 = llvm.load %53 : !llvm.ptr<1> -> f32
          %55 = arith.mulf %50, %54 : f32
          %c8_i64_43 = arith.constant 8 : i64
          %56 = arith.muli %46, %c8_i64_43 : i64
          %57 = arith.addi %arg6, %56 : i64
          %58 = llvm.getelementptr %34[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %59 = llvm.load %58 : !llvm.ptr<1> -> f32
          %c2_i64 = arith.constant 2 : i64
          %60 = arith.addi %46, %c2_i64 : i64
          %c8_i64_44 = arith.constant 8 : i64
          %61 = arith.muli %60, %c8_i64_44 : i64
          %62 = arith.addi %arg6, %61 : i64
          %63 = llvm.getelementptr %28[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %64 = llvm.load %63 : !llvm.ptr<1> -> f32
          %c8_i64_45 = arith.constant 8 : i64
          %65 = arith.muli %60, %c8_i64_45 : i64
          %66 = arith.addi %arg6, %65 : i64
          %67 = llvm.getelementptr %31[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %68 = llvm.load %67 : !llvm.ptr<1> -> f32
          %69 = arith.mulf %64, %68 : f32
          %c8_i64_46 = arith.constant 8 : i64
          %70 = arith.muli %60, %c8_i64_46 : i64
          %71 = arith.addi %arg6, %70 : i64
          %72 = llvm.getelementptr %34[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %73 = llvm.load %72 : !llvm.ptr<1> -> f32
          %cst = arith.constant 5.000000e-01 : f32
          %cst_47 = arith.constant -1.500000e+00 : f32
          %74 = arith.mulf %cst_47, %55 : f32
          %75 = llvm.intr.fma(%cst, %59, %74) : (f32, f32, f32) -> f32
          %c8_i64_48 = arith.constant 8 : i64
          %76 = arith.muli %46, %c8_i64_48 : i64
          %77 = arith.addi %arg6, %76 : i64
          %78 = llvm.getelementptr %34[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %75, %78 : f32, !llvm.ptr<1>
          %cst_49 = arith.constant 5.000000e-01 : f32
          %cst_50 = arith.constant -1.500000e+00 : f32
          %79 = arith.mulf %cst_50, %69 : f32
          %80 = llvm.intr.fma(%cst_49, %73, %79) : (f32, f32, f32) -> f32
          %c8_i64_51 = arith.constant 8 : i64
          %81 = arith.muli %60, %c8_i64_51 : i64
          %82 = arith.addi %arg6, %81 : i64
          %83 = llvm.getelementptr %34[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %80, %83 : f32, !llvm.ptr<1>
        }
      }
      %c7_i64 = arith.constant 7 : i64
      %36 = arith.muli %18, %c7_i64 : i64
      %37 = llvm.getelementptr %13[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c7_i64_34 = arith.constant 7 : i64
      %38 = arith.muli %18, %c7_i64_34 : i64
      %39 = llvm.getelementptr %16[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_35 = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x_35 : index to i64
      %c32_i64_36 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %41 = arith.index_cast %thread_id_y : index to i64
      %42 = arith.muli %c32_i64_36, %41 : i64
      %43 = arith.addi %40, %42 : i64
      %c7_i64_37 = arith.constant 7 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg6 = %43 to %c7_i64_37 step %c64_i64  : i64 {
        %cst = arith.constant 2.000000e+00 : f64
        %44 = llvm.getelementptr %37[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %45 = llvm.load %44 : !llvm.ptr<1> -> f64
        %46 = llvm.getelementptr %37[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %47 = llvm.load %46 : !llvm.ptr<1> -> f64
        %48 = arith.mulf %45, %47 : f64
        %49 = arith.mulf %cst, %48 : f64
        %50 = llvm.getelementptr %39[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %49, %50 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
