module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @axpby_t_dynamic(%arg0: memref<?x?xf32, strided<[1, ?]>, 1>, %arg1: memref<?x?xf32, strided<[1, ?]>, 1>, %arg2: memref<?x?xf64, strided<[1, ?]>, 1>, %arg3: memref<?x?xf64, strided<[1, ?]>, 1>, %arg4: memref<?x?xf32, strided<[1, ?]>, 1>, %arg5: memref<?x?xf32, strided<[1, ?]>, 1>, %arg6: memref<?x?xf64, strided<[1, ?]>, 1>, %arg7: memref<?x?xf64, strided<[1, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#0 : index to i64
      %3 = arith.index_cast %sizes#1 : index to i64
      %4 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %5 = arith.index_cast %intptr_4 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_2#0 : index to i64
      %8 = arith.index_cast %sizes_2#1 : index to i64
      %9 = arith.index_cast %strides_3#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %10 = arith.index_cast %intptr_9 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %12 = arith.index_cast %sizes_7#0 : index to i64
      %13 = arith.index_cast %sizes_7#1 : index to i64
      %14 = arith.index_cast %strides_8#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %15 = arith.index_cast %intptr_14 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_12#0 : index to i64
      %18 = arith.index_cast %sizes_12#1 : index to i64
      %19 = arith.index_cast %strides_13#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %20 = arith.index_cast %intptr_19 : index to i64
      %21 = llvm.inttoptr %20 : i64 to !llvm.ptr<1>
      %22 = arith.index_cast %sizes_17#0 : index to i64
      %23 = arith.index_cast %sizes_17#1 : index to i64
      %24 = arith.index_cast %strides_18#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %25 = arith.index_cast %intptr_24 : index to i64
      %26 = llvm.inttoptr %25 : i64 to !llvm.ptr<1>
      %27 = arith.index_cast %sizes_22#0 : index to i64
      %28 = arith.index_cast %sizes_22#1 : index to i64
      %29 = arith.index_cast %strides_23#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg6 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %30 = arith.index_cast %intptr_29 : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %32 = arith.index_cast %sizes_27#0 : index to i64
      %33 = arith.index_cast %sizes_27#1 : index to i64
      %34 = arith.index_cast %strides_28#1 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg7 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %35 = arith.index_cast %intptr_34 : index to i64
      %36 = llvm.inttoptr %35 : i64 to !llvm.ptr<1>
      %37 = arith.index_cast %sizes_32#0 : index to i64
      %38 = arith.index_cast %sizes_32#1 : index to i64
      %39 = arith.index_cast %strides_33#1 : index to i64
      %thread_id_y = gpu.thread_id  y
      %40 = arith.index_cast %thread_id_y : index to i64
      %c8_i64 = arith.constant 8 : i64
      scf.for %arg8 = %40 to %8 step %c8_i64  : i64 {
        %thread_id_x = gpu.thread_id  x
        %44 = arith.index_cast %thread_id_x : index to i64
        %c64_i64 = arith.constant 64 : i64
        scf.for %arg9 = %44 to %7 step %c64_i64  : i64 {
          %cst = arith.constant 5.000000e-01 : f32
          %45 = arith.muli %arg8, %9 : i64
          %46 = arith.addi %arg9, %45 : i64
          %47 = llvm.getelementptr %6[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %48 = llvm.load %47 : !llvm.ptr<1> -> f32
          %cst_41 = arith.constant 1.500000e+00 : f32
          %49 = arith.muli %arg9, %4 : i64
          %50 = arith.addi %arg8, %49 : i64
          %51 = llvm.getelementptr %1[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %52 = llvm.load %51 : !llvm.ptr<1> -> f32
          %53 = arith.mulf %cst_41, %52 : f32
          %54 = llvm.intr.fma(%cst, %48, %53) : (f32, f32, f32) -> f32
          %55 = arith.muli %arg8, %9 : i64
          %56 = arith.addi %arg9, %55 : i64
          %57 = llvm.getelementptr %6[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %54, %57 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_35 = gpu.thread_id  y
      %41 = arith.index_cast %thread_id_y_35 : index to i64
      %c8_i64_36 = arith.constant 8 : i64
      scf.for %arg8 = %41 to %18 step %c8_i64_36  : i64 {
        %thread_id_x = gpu.thread_id  x
        %44 = arith.index_cast %thread_id_x : index to i64
        %c64_i64 = arith.constant 64 : i64
        scf.for %arg9 = %44 to %17 step %c64_i64  : i64 {
          %45 = arith.muli %arg9, %14 : i64
          %46 = arith.addi %arg8, %45 : i64
          %47 = llvm.getelementptr %11[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %48 = llvm.load %47 : !llvm.ptr<1> -> f64
          %49 = arith.muli %arg8, %19 : i64
          %50 = arith.addi %arg9, %49 : i64
          %51 = llvm.getelementptr %16[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %48, %51 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_y_37 = gpu.thread_id  y
      %42 = arith.index_cast %thread_id_y_37 : index to i64
      %c8_i64_38 = arith.constant 8 : i64
      scf.for %arg8 = %42 to %28 step %c8_i64_38  : i64 {
        %thread_id_x = gpu.thread_id  x
        %44 = arith.index_cast %thread_id_x : index to i64
        %c64_i64 = arith.constant 64 : i64
        scf.for %arg9 = %44 to %27 step %c64_i64  : i64 {
          %cst = arith.constant -1.000000e+00 : f32
          %45 = arith.muli %arg9, %24 : i64
          %46 = arith.addi %arg8, %45 : i64
          %47 = llvm.getelementptr %21[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %48 = llvm.load %47 : !llvm.ptr<1> -> f32
          %49 = arith.muli %arg8, %29 : i64
          %50 = arith.addi %arg9, %49 : i64
          %51 = llvm.getelementptr %26[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %52 = llvm.load %51 : !llvm.ptr<1> -> f32
          %53 = llvm.intr.fma(%cst, %48, %52) : (f32, f32, f32) -> f32
          %54 = arith.muli %arg8, %29 : i64
          %55 = arith.addi %arg9, %54 : i64
          %56 = llvm.getelementptr %26[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %53, %56 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_39 = gpu.thread_id  y
      %43 = arith.index_cast %thread_id_y_39 : index to i64
      %c8_i64_40 = arith.constant 8 : i64
      scf.for %arg8 = %43 to %38 step %c8_i64_40  : i64 {
        %thread_id_x = gpu.thread_id  x
        %44 = arith.index_cast %thread_id_x : index to i64
        %c64_i64 = arith.constant 64 : i64
        scf.for %arg9 = %44 to %37 step %c64_i64  : i64 {
          %cst = arith.constant 2.000000e+00 : f64
          %45 = arith.muli %arg9, %34 : i64
          %46 = arith.addi %arg8, %45 : i64
          %47 = llvm.getelementptr %31[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %48 = llvm.load %47 : !llvm.ptr<1> -> f64
          %49 = arith.mulf %cst, %48 : f64
          %50 = arith.muli %arg8, %39 : i64
          %51 = arith.addi %arg9, %50 : i64
          %52 = llvm.getelementptr %36[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %49, %52 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
