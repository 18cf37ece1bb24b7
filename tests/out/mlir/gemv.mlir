module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemv(%arg0: f32, %arg1: memref<21x?x?xf32, strided<[1, 21, ?]>, 1>, %arg2: memref<?x21x?xf32, strided<[1, ?, ?]>, 1>, %arg3: memref<?x?xf32, strided<[1, ?]>, 1>, %arg4: memref<21x?xf32, strided<[1, 21]>, 1>, %arg5: memref<21x?xf32, strided<[1, 21]>, 1>, %arg6: memref<21x?xf32, strided<[1, 21]>, 1>, %arg7: memref<21x5x?xi32, strided<[1, 21, 105]>, 1>, %arg8: memref<5x?xi32, strided<[1, 5]>, 1>, %arg9: memref<21x?xf64, strided<[1, 21]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg1 : memref<21x?x?xf32, strided<[1, 21, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg1 : memref<21x?x?xf32, strided<[1, 21, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %3 = arith.index_cast %sizes#2 : index to i64
      %4 = arith.index_cast %strides#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg2 : memref<?x21x?xf32, strided<[1, ?, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg2 : memref<?x21x?xf32, strided<[1, ?, ?]>, 1> -> index
      %5 = arith.index_cast %intptr_4 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_2#0 : index to i64
      %8 = arith.index_cast %strides_3#1 : index to i64
      %9 = arith.index_cast %sizes_2#2 : index to i64
      %10 = arith.index_cast %strides_3#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg3 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg3 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %11 = arith.index_cast %intptr_9 : index to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
      %13 = arith.index_cast %sizes_7#0 : index to i64
      %14 = arith.index_cast %sizes_7#1 : index to i64
      %15 = arith.index_cast %strides_8#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg4 : memref<21x?xf32, strided<[1, 21]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg4 : memref<21x?xf32, strided<[1, 21]>, 1> -> index
      %16 = arith.index_cast %intptr_14 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %18 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg5 : memref<21x?xf32, strided<[1, 21]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg5 : memref<21x?xf32, strided<[1, 21]>, 1> -> index
      %19 = arith.index_cast %intptr_19 : index to i64
      %20 = llvm.inttoptr %19 : i64 to !llvm.ptr<1>
      %21 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg6 : memref<21x?xf32, strided<[1, 21]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg6 : memref<21x?xf32, strided<[1, 21]>, 1> -> index
      %22 = arith.index_cast %intptr_24 : index to i64
      %23 = llvm.inttoptr %22 : i64 to !llvm.ptr<1>
      %24 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg7 : memref<21x5x?xi32, strided<[1, 21, 105]>, 1> -> memref<i32, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg7 : memref<21x5x?xi32, strided<[1, 21, 105]>, 1> -> index
      %25 = arith.index_cast %intptr_29 : index to i64
      %26 = llvm.inttoptr %25 : i64 to !llvm.ptr<1>
      %27 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg8 : memref<5x?xi32, strided<[1, 5]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg8 : memref<5x?xi32, strided<[1, 5]>, 1> -> index
      %28 = arith.index_cast %intptr_34 : index to i64
      %29 = llvm.inttoptr %28 : i64 to !llvm.ptr<1>
      %30 = arith.index_cast %sizes_32#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg9 : memref<21x?xf64, strided<[1, 21]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg9 : memref<21x?xf64, strided<[1, 21]>, 1> -> index
      %31 = arith.index_cast %intptr_39 : index to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
      %33 = arith.index_cast %sizes_37#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_40 = memref.alloca() : memref<f32>
      %alloca_41 = memref.alloca() : memref<f32>
      %alloca_42 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %34 = arith.index_cast %block_id_x : index to i64
      %35 = arith.muli %34, %4 : i64
      %36 = llvm.getelementptr %1[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %37 = arith.muli %34, %10 : i64
      %38 = llvm.getelementptr %6[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %39 = arith.muli %34, %15 : i64
      %40 = llvm.getelementptr %12[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c21_i64 = arith.constant 21 : i64
      %41 = arith.muli %34, %c21_i64 : i64
      %42 = llvm.getelementptr %17[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c21_i64_43 = arith.constant 21 : i64
      %43 = arith.muli %34, %c21_i64_43 : i64
      %44 = llvm.getelementptr %20[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c21_i64_44 = arith.constant 21 : i64
      %45 = arith.muli %34, %c21_i64_44 : i64
      %46 = llvm.getelementptr %23[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c105_i64 = arith.constant 105 : i64
      %47 = arith.muli %34, %c105_i64 : i64
      %48 = llvm.getelementptr %26[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c5_i64 = arith.constant 5 : i64
      %49 = arith.muli %34, %c5_i64 : i64
      %50 = llvm.getelementptr %29[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c21_i64_45 = arith.constant 21 : i64
      %51 = arith.muli %34, %c21_i64_45 : i64
      %52 = llvm.getelementptr %32[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %53 = arith.index_cast %thread_id_x : index to i64
      %c21_i64_46 = arith.constant 21 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg10 = %53 to %c21_i64_46 step %c32_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64 to %13 step %c1_i64  : i64 {
          %c21_i64_56 = arith.constant 21 : i64
          %59 = arith.muli %arg11, %c21_i64_56 : i64
          %60 = arith.addi %arg10, %59 : i64
          %61 = llvm.getelementptr %36[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %62 = llvm.load %61 : !llvm.ptr<1> -> f32
          %63 = llvm.getelementptr %40[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %64 = llvm.load %63 : !llvm.ptr<1> -> f32
          %65 = memref.load %alloca[] : memref<f32>
          %66 = llvm.intr.fma(%62, %64, %65) : (f32, f32, f32) -> f32
          memref.store %66, %alloca[] : memref<f32>
        }
        %57 = memref.load %alloca[] : memref<f32>
        %58 = llvm.getelementptr %42[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %57, %58 : f32, !llvm.ptr<1>
      }
      %thread_id_x_47 = gpu.thread_id  x
      %54 = arith.index_cast %thread_id_x_47 : index to i64
      %c21_i64_48 = arith.constant 21 : i64
      %c32_i64_49 = arith.constant 32 : i64
      scf.for %arg10 = %54 to %c21_i64_48 step %c32_i64_49  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_40[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64 to %13 step %c1_i64  : i64 {
          %62 = arith.muli %arg10, %8 : i64
          %63 = arith.addi %arg11, %62 : i64
          %64 = llvm.getelementptr %38[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %65 = llvm.load %64 : !llvm.ptr<1> -> f32
          %66 = llvm.getelementptr %40[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %67 = llvm.load %66 : !llvm.ptr<1> -> f32
          %68 = memref.load %alloca_40[] : memref<f32>
          %69 = llvm.intr.fma(%65, %67, %68) : (f32, f32, f32) -> f32
          memref.store %69, %alloca_40[] : memref<f32>
        }
        %57 = memref.load %alloca_40[] : memref<f32>
        %58 = llvm.getelementptr %44[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %59 = llvm.load %58 : !llvm.ptr<1> -> f32
        %60 = llvm.intr.fma(%arg0, %57, %59) : (f32, f32, f32) -> f32
        %61 = llvm.getelementptr %44[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %60, %61 : f32, !llvm.ptr<1>
      }
      %thread_id_x_50 = gpu.thread_id  x
      %55 = arith.index_cast %thread_id_x_50 : index to i64
      %c21_i64_51 = arith.constant 21 : i64
      %c32_i64_52 = arith.constant 32 : i64
      scf.for %arg10 = %55 to %c21_i64_51 step %c32_i64_52  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_41[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64 to %13 step %c1_i64  : i64 {
          %c21_i64_57 = arith.constant 21 : i64
          %62 = arith.muli %arg11, %c21_i64_57 : i64
          %63 = arith.addi %arg10, %62 : i64
          %64 = llvm.getelementptr %36[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %65 = llvm.load %64 : !llvm.ptr<1> -> f32
          %66 = llvm.getelementptr %40[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %67 = llvm.load %66 : !llvm.ptr<1> -> f32
          %68 = memref.load %alloca_41[] : memref<f32>
          %69 = llvm.intr.fma(%65, %67, %68) : (f32, f32, f32) -> f32
          memref.store %69, %alloca_41[] : memref<f32>
        }
        %cst_56 = arith.constant -5.000000e-01 : f32
        %57 = llvm.getelementptr %46[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %58 = llvm.load %57 : !llvm.ptr<1> -> f32
        %59 = memref.load %alloca_41[] : memref<f32>
        %60 = llvm.intr.fma(%cst_56, %58, %59) : (f32, f32, f32) -> f32
        %61 = llvm.getelementptr %46[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %60, %61 : f32, !llvm.ptr<1>
      }
      %thread_id_x_53 = gpu.thread_id  x
      %56 = arith.index_cast %thread_id_x_53 : index to i64
      %c21_i64_54 = arith.constant 21 : i64
      %c32_i64_55 = arith.constant 32 : i64
      scf.for %arg10 = %56 to %c21_i64_54 step %c32_i64_55  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_42[] : memref<f64>
        %c0_i64 = arith.constant 0 : i64
        %c5_i64_56 = arith.constant 5 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64 to %c5_i64_56 step %c1_i64  : i64 {
          %63 = memref.load %alloca_42[] : memref<f64>
          %c21_i64_59 = arith.constant 21 : i64
          %64 = arith.muli %arg11, %c21_i64_59 : i64
          %65 = arith.addi %arg10, %64 : i64
          %66 = llvm.getelementptr %48[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %67 = llvm.load %66 : !llvm.ptr<1> -> i32
          %68 = llvm.getelementptr %50[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %69 = llvm.load %68 : !llvm.ptr<1> -> i32
          %70 = arith.muli %67, %69 : i32
          %71 = arith.sitofp %70 : i32 to f64
          %72 = arith.addf %63, %71 : f64
          memref.store %72, %alloca_42[] : memref<f64>
        }
        %cst_57 = arith.constant 2.000000e+00 : f64
        %57 = llvm.getelementptr %52[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %58 = llvm.load %57 : !llvm.ptr<1> -> f64
        %cst_58 = arith.constant 5.000000e-01 : f64
        %59 = memref.load %alloca_42[] : memref<f64>
        %60 = arith.mulf %cst_58, %59 : f64
        %61 = llvm.intr.fma(%cst_57, %58, %60) : (f64, f64, f64) -> f64
        %62 = llvm.getelementptr %52[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %61, %62 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
