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
      %34 = llvm.mlir.constant(1 : i64) : i64
      %35 = llvm.alloca %34 x f32 : (i64) -> !llvm.ptr
      %36 = llvm.alloca %34 x f32 : (i64) -> !llvm.ptr
      %37 = llvm.alloca %34 x f32 : (i64) -> !llvm.ptr
      %38 = llvm.alloca %34 x f64 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %39 = arith.index_cast %block_id_x : index to i64
      %40 = arith.muli %39, %4 : i64
      %41 = llvm.getelementptr %1[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %42 = arith.muli %39, %10 : i64
      %43 = llvm.getelementptr %6[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %44 = arith.muli %39, %15 : i64
      %45 = llvm.getelementptr %12[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c21_i64 = arith.constant 21 : i64
      %46 = arith.muli %39, %c21_i64 : i64
      %47 = llvm.getelementptr %17[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c21_i64_40 = arith.constant 21 : i64
      %48 = arith.muli %39, %c21_i64_40 : i64
      %49 = llvm.getelementptr %20[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c21_i64_41 = arith.constant 21 : i64
      %50 = arith.muli %39, %c21_i64_41 : i64
      %51 = llvm.getelementptr %23[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c105_i64 = arith.constant 105 : i64
      %52 = arith.muli %39, %c105_i64 : i64
      %53 = llvm.getelementptr %26[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c5_i64 = arith.constant 5 : i64
      %54 = arith.muli %39, %c5_i64 : i64
      %55 = llvm.getelementptr %29[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c21_i64_42 = arith.constant 21 : i64
      %56 = arith.muli %39, %c21_i64_42 : i64
      %57 = llvm.getelementptr %32[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %58 = arith.index_cast %thread_id_x : index to i64
      %c21_i64_43 = arith.constant 21 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg10 = %58 to %c21_i64_43 step %c32_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %35 : f32, !llvm.ptr
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64 to %13 step %c1_i64  : i64 {
          %64 = llvm.load %35 : !llvm.ptr -> f32
          %c21_i64_53 = arith.constant 21 : i64
          %65 = arith.muli %arg11, %c21_i64_53 : i64
          %66 = arith.addi %arg10, %65 : i64
          %67 = llvm.getelementptr %41[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %68 = llvm.load %67 : !llvm.ptr<1> -> f32
          %69 = llvm.getelementptr %45[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %70 = llvm.load %69 : !llvm.ptr<1> -> f32
          %71 = arith.mulf %68, %70 : f32
          %72 = arith.addf %64, %71 : f32
          llvm.store %72, %35 : f32, !llvm.ptr
        }
        %62 = llvm.load %35 : !llvm.ptr -> f32
        %63 = llvm.getelementptr %47[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %62, %63 : f32, !llvm.ptr<1>
      }
      %thread_id_x_44 = gpu.thread_id  x
      %59 = arith.index_cast %thread_id_x_44 : index to i64
      %c21_i64_45 = arith.constant 21 : i64
      %c32_i64_46 = arith.constant 32 : i64
      scf.for %arg10 = %59 to %c21_i64_45 step %c32_i64_46  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %36 : f32, !llvm.ptr
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64 to %13 step %c1_i64  : i64 {
          %68 = llvm.load %36 : !llvm.ptr -> f32
          %69 = arith.muli %arg10, %8 : i64
          %70 = arith.addi %arg11, %69 : i64
          %71 = llvm.getelementptr %43[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %72 = llvm.load %71 : !llvm.ptr<1> -> f32
          %73 = llvm.getelementptr %45[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %74 = llvm.load %73 : !llvm.ptr<1> -> f32
          %75 = arith.mulf %72, %74 : f32
          %76 = arith.addf %68, %75 : f32
          llvm.store %76, %36 : f32, !llvm.ptr
        }
        %62 = llvm.getelementptr %49[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %63 = llvm.load %62 : !llvm.ptr<1> -> f32
        %64 = llvm.load %36 : !llvm.ptr -> f32
        %65 = arith.mulf %arg0, %64 : f32
        %66 = arith.addf %63, %65 : f32
        %67 = llvm.getelementptr %49[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %66, %67 : f32, !llvm.ptr<1>
      }
      %thread_id_x_47 = gpu.thread_id  x
      %60 = arith.index_cast %thread_id_x_47 : index to i64
      %c21_i64_48 = arith.constant 21 : i64
      %c32_i64_49 = arith.constant 32 : i64
      scf.for %arg10 = %60 to %c21_i64_48 step %c32_i64_49  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %37 : f32, !llvm.ptr
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64 to %13 step %c1_i64  : i64 {
          %68 = llvm.load %37 : !llvm.ptr -> f32
          %c21_i64_54 = arith.constant 21 : i64
          %69 = arith.muli %arg11, %c21_i64_54 : i64
          %70 = arith.addi %arg10, %69 : i64
          %71 = llvm.getelementptr %41[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %72 = llvm.load %71 : !llvm.ptr<1> -> f32
          %73 = llvm.getelementptr %45[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %74 = llvm.load %73 : !llvm.ptr<1> -> f32
          %75 = arith.mulf %72, %74 : f32
          %76 = arith.addf %68, %75 : f32
          llvm.store %76, %37 : f32, !llvm.ptr
        }
        %62 = llvm.load %37 : !llvm.ptr -> f32
        %cst_53 = arith.constant -5.000000e-01 : f32
        %63 = llvm.getelementptr %51[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %64 = llvm.load %63 : !llvm.ptr<1> -> f32
        %65 = arith.mulf %cst_53, %64 : f32
        %66 = arith.addf %62, %65 : f32
        %67 = llvm.getelementptr %51[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %66, %67 : f32, !llvm.ptr<1>
      }
      %thread_id_x_50 = gpu.thread_id  x
      %61 = arith.index_cast %thread_id_x_50 : index to i64
      %c21_i64_51 = arith.constant 21 : i64
      %c32_i64_52 = arith.constant 32 : i64
      scf.for %arg10 = %61 to %c21_i64_51 step %c32_i64_52  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        llvm.store %cst, %38 : f64, !llvm.ptr
        %c0_i64 = arith.constant 0 : i64
        %c5_i64_53 = arith.constant 5 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64 to %c5_i64_53 step %c1_i64  : i64 {
          %69 = llvm.load %38 : !llvm.ptr -> f64
          %c21_i64_56 = arith.constant 21 : i64
          %70 = arith.muli %arg11, %c21_i64_56 : i64
          %71 = arith.addi %arg10, %70 : i64
          %72 = llvm.getelementptr %53[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %73 = llvm.load %72 : !llvm.ptr<1> -> i32
          %74 = llvm.getelementptr %55[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %75 = llvm.load %74 : !llvm.ptr<1> -> i32
          %76 = arith.muli %73, %75 : i32
          %77 = arith.sitofp %76 : i32 to f64
          %78 = arith.addf %69, %77 : f64
          llvm.store %78, %38 : f64, !llvm.ptr
        }
        %cst_54 = arith.constant 5.000000e-01 : f64
        %62 = llvm.load %38 : !llvm.ptr -> f64
        %63 = arith.mulf %cst_54, %62 : f64
        %cst_55 = arith.constant 2.000000e+00 : f64
        %64 = llvm.getelementptr %57[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %65 = llvm.load %64 : !llvm.ptr<1> -> f64
        %66 = arith.mulf %cst_55, %65 : f64
        %67 = arith.addf %63, %66 : f64
        %68 = llvm.getelementptr %57[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %67, %68 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
