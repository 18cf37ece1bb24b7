module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @column_widths(%arg0: memref<56x5x?xf32, strided<[1, 56, 280]>, 1>, %arg1: memref<5x?xf32, strided<[1, 5]>, 1>, %arg2: memref<5x?xf32, strided<[1, 5]>, 1>, %arg3: memref<5x?xf32, strided<[1, 5]>, 1>, %arg4: memref<56x?xf32, strided<[1, 56]>, 1>, %arg5: memref<28x?xf32, strided<[1, 28]>, 1>, %arg6: memref<3x?xf32, strided<[1, 3]>, 1>, %arg7: memref<28x3x?xf32, strided<[1, 28, 84]>, 1>, %arg8: memref<20x4x?xf64, strided<[1, 20, 80]>, 1>, %arg9: memref<20x?xf64, strided<[1, 20]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<56x5x?xf32, strided<[1, 56, 280]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<56x5x?xf32, strided<[1, 56, 280]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<5x?xf32, strided<[1, 5]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<5x?xf32, strided<[1, 5]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<5x?xf32, strided<[1, 5]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<5x?xf32, strided<[1, 5]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<5x?xf32, strided<[1, 5]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<5x?xf32, strided<[1, 5]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<56x?xf32, strided<[1, 56]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<56x?xf32, strided<[1, 56]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<28x?xf32, strided<[1, 28]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<28x?xf32, strided<[1, 28]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg6 : memref<3x?xf32, strided<[1, 3]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<3x?xf32, strided<[1, 3]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#1 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %arg7 : memref<28x3x?xf32, strided<[1, 28, 84]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<28x3x?xf32, strided<[1, 28, 84]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#2 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:3, %strides_38:3 = memref.extract_strided_metadata %arg8 : memref<20x4x?xf64, strided<[1, 20, 80]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg8 : memref<20x4x?xf64, strided<[1, 20, 80]>, 1> -> index
      %24 = arith.index_cast %intptr_39 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_37#2 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg9 : memref<20x?xf64, strided<[1, 20]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg9 : memref<20x?xf64, strided<[1, 20]>, 1> -> index
      %27 = arith.index_cast %intptr_44 : index to i64
      %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<1>
      %29 = arith.index_cast %sizes_42#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_45 = memref.alloca() : memref<f32>
      %alloca_46 = memref.alloca() : memref<f32>
      %alloca_47 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %30 = arith.index_cast %block_id_x : index to i64
      %c280_i64 = arith.constant 280 : i64
      %31 = arith.muli %30, %c280_i64 : i64
      %32 = llvm.getelementptr %1[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c5_i64 = arith.constant 5 : i64
      %33 = arith.muli %30, %c5_i64 : i64
      %34 = llvm.getelementptr %4[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %35 = arith.index_cast %thread_id_x : index to i64
      %c5_i64_48 = arith.constant 5 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg10 = %35 to %c5_i64_48 step %c64_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64_62 = arith.constant 0 : i64
        %c56_i64_63 = arith.constant 56 : i64
        %c1_i64_64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64_62 to %c56_i64_63 step %c1_i64_64  : i64 {
          %59 = memref.load %alloca[] : memref<f32>
          %c56_i64_65 = arith.constant 56 : i64
          %60 = arith.muli %arg10, %c56_i64_65 : i64
          %61 = arith.addi %arg11, %60 : i64
          %62 = llvm.getelementptr %32[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %63 = llvm.load %62 : !llvm.ptr<1> -> f32
          %64 = arith.addf %59, %63 : f32
          memref.store %64, %alloca[] : memref<f32>
        }
        %57 = memref.load %alloca[] : memref<f32>
        %58 = llvm.getelementptr %34[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %57, %58 : f32, !llvm.ptr<1>
      }
      %c280_i64_49 = arith.constant 280 : i64
      %36 = arith.muli %30, %c280_i64_49 : i64
      %37 = llvm.getelementptr %1[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c5_i64_50 = arith.constant 5 : i64
      %38 = arith.muli %30, %c5_i64_50 : i64
      %39 = llvm.getelementptr %7[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_51 = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x_51 : index to i64
      %c5_i64_52 = arith.constant 5 : i64
      %c64_i64_53 = arith.constant 64 : i64
      scf.for %arg10 = %40 to %c5_i64_52 step %c64_i64_53  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_45[] : memref<f32>
        %c0_i64_62 = arith.constant 0 : i64
        %c28_i64_63 = arith.constant 28 : i64
        %c1_i64_64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64_62 to %c28_i64_63 step %c1_i64_64  : i64 {
          %63 = memref.load %alloca_45[] : memref<f32>
          %c56_i64_66 = arith.constant 56 : i64
          %64 = arith.muli %arg10, %c56_i64_66 : i64
          %65 = arith.addi %arg11, %64 : i64
          %66 = llvm.getelementptr %37[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %67 = llvm.load %66 : !llvm.ptr<1> -> f32
          %68 = arith.addf %63, %67 : f32
          memref.store %68, %alloca_45[] : memref<f32>
        }
        %57 = llvm.getelementptr %39[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %58 = llvm.load %57 : !llvm.ptr<1> -> f32
        %cst_65 = arith.constant 2.000000e+00 : f32
        %59 = memref.load %alloca_45[] : memref<f32>
        %60 = arith.mulf %cst_65, %59 : f32
        %61 = arith.addf %58, %60 : f32
        %62 = llvm.getelementptr %39[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %61, %62 : f32, !llvm.ptr<1>
      }
      %c5_i64_54 = arith.constant 5 : i64
      %41 = arith.muli %30, %c5_i64_54 : i64
      %42 = llvm.getelementptr %10[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c56_i64 = arith.constant 56 : i64
      %43 = arith.muli %30, %c56_i64 : i64
      %44 = llvm.getelementptr %13[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_55 = gpu.thread_id  x
      %45 = arith.index_cast %thread_id_x_55 : index to i64
      %c56_i64_56 = arith.constant 56 : i64
      %c64_i64_57 = arith.constant 64 : i64
      scf.for %arg10 = %45 to %c56_i64_56 step %c64_i64_57  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_46[] : memref<f32>
        %c0_i64_62 = arith.constant 0 : i64
        %c5_i64_63 = arith.constant 5 : i64
        %c1_i64_64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64_62 to %c5_i64_63 step %c1_i64_64  : i64 {
          %59 = memref.load %alloca_46[] : memref<f32>
          %c56_i64_65 = arith.constant 56 : i64
          %60 = arith.muli %arg11, %c56_i64_65 : i64
          %61 = arith.addi %arg10, %60 : i64
          %62 = llvm.getelementptr %32[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %63 = llvm.load %62 : !llvm.ptr<1> -> f32
          %64 = llvm.getelementptr %42[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %65 = llvm.load %64 : !llvm.ptr<1> -> f32
          %66 = arith.mulf %63, %65 : f32
          %67 = arith.addf %59, %66 : f32
          memref.store %67, %alloca_46[] : memref<f32>
        }
        %57 = memref.load %alloca_46[] : memref<f32>
        %58 = llvm.getelementptr %44[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %57, %58 : f32, !llvm.ptr<1>
      }
      %c28_i64 = arith.constant 28 : i64
      %46 = arith.muli %30, %c28_i64 : i64
      %47 = llvm.getelementptr %16[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3_i64 = arith.constant 3 : i64
      %48 = arith.muli %30, %c3_i64 : i64
      %49 = llvm.getelementptr %19[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c84_i64 = arith.constant 84 : i64
      %50 = arith.muli %30, %c84_i64 : i64
      %51 = llvm.getelementptr %22[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64 = arith.constant 0 : i64
      %c3_i64_58 = arith.constant 3 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg10 = %c0_i64 to %c3_i64_58 step %c1_i64  : i64 {
        %thread_id_x_62 = gpu.thread_id  x
        %57 = arith.index_cast %thread_id_x_62 : index to i64
        %c28_i64_63 = arith.constant 28 : i64
        %c64_i64_64 = arith.constant 64 : i64
        scf.for %arg11 = %57 to %c28_i64_63 step %c64_i64_64  : i64 {
          %c28_i64_65 = arith.constant 28 : i64
          %58 = arith.muli %arg10, %c28_i64_65 : i64
          %59 = arith.addi %arg11, %58 : i64
          %60 = llvm.getelementptr %51[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %61 = llvm.load %60 : !llvm.ptr<1> -> f32
          %62 = llvm.getelementptr %47[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %63 = llvm.load %62 : !llvm.ptr<1> -> f32
          %64 = llvm.getelementptr %49[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %65 = llvm.load %64 : !llvm.ptr<1> -> f32
          %66 = arith.mulf %63, %65 : f32
          %67 = arith.addf %61, %66 : f32
          %c28_i64_66 = arith.constant 28 : i64
          %68 = arith.muli %arg10, %c28_i64_66 : i64
          %69 = arith.addi %arg11, %68 : i64
          %70 = llvm.getelementptr %51[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %67, %70 : f32, !llvm.ptr<1>
        }
      }
      %c80_i64 = arith.constant 80 : i64
      %52 = arith.muli %30, %c80_i64 : i64
      %53 = llvm.getelementptr %25[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c20_i64 = arith.constant 20 : i64
      %54 = arith.muli %30, %c20_i64 : i64
      %55 = llvm.getelementptr %28[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_59 = gpu.thread_id  x
      %56 = arith.index_cast %thread_id_x_59 : index to i64
      %c20_i64_60 = arith.constant 20 : i64
      %c64_i64_61 = arith.constant 64 : i64
      scf.for %arg10 = %56 to %c20_i64_60 step %c64_i64_61  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_47[] : memref<f64>
        %c0_i64_62 = arith.constant 0 : i64
        %c4_i64 = arith.constant 4 : i64
        %c1_i64_63 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64_62 to %c4_i64 step %c1_i64_63  : i64 {
          %63 = memref.load %alloca_47[] : memref<f64>
          %c20_i64_65 = arith.constant 20 : i64
          %64 = arith.muli %arg11, %c20_i64_65 : i64
          %65 = arith.addi %arg10, %64 : i64
          %66 = llvm.getelementptr %53[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %67 = llvm.load %66 : !llvm.ptr<1> -> f64
          %68 = arith.addf %63, %67 : f64
          memref.store %68, %alloca_47[] : memref<f64>
        }
        %57 = memref.load %alloca_47[] : memref<f64>
        %cst_64 = arith.constant -1.000000e+00 : f64
        %58 = llvm.getelementptr %55[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %59 = llvm.load %58 : !llvm.ptr<1> -> f64
        %60 = arith.mulf %cst_64, %59 : f64
        %61 = arith.addf %57, %60 : f64
        %62 = llvm.getelementptr %55[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %61, %62 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
