module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @sum_t_vectors(%arg0: memref<37x5x?xf32, strided<[1, 37, 185]>, 1>, %arg1: f32, %arg2: memref<5x?xf32, strided<[1, 5]>, 1>, %arg3: memref<20x?x?xf64, strided<[1, 20, ?]>, 1>, %arg4: memref<?x?xf64, strided<[1, ?]>, 1>, %arg5: memref<5x?xf32, strided<[1, 5]>, 1>, %arg6: memref<5x?xf32, strided<[1, 5]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<37x5x?xf32, strided<[1, 37, 185]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<37x5x?xf32, strided<[1, 37, 185]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg2 : memref<5x?xf32, strided<[1, 5]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg2 : memref<5x?xf32, strided<[1, 5]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg3 : memref<20x?x?xf64, strided<[1, 20, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg3 : memref<20x?x?xf64, strided<[1, 20, ?]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %9 = arith.index_cast %sizes_7#2 : index to i64
      %10 = arith.index_cast %strides_8#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg4 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg4 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %11 = arith.index_cast %intptr_14 : index to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
      %13 = arith.index_cast %sizes_12#0 : index to i64
      %14 = arith.index_cast %sizes_12#1 : index to i64
      %15 = arith.index_cast %strides_13#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg5 : memref<5x?xf32, strided<[1, 5]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg5 : memref<5x?xf32, strided<[1, 5]>, 1> -> index
      %16 = arith.index_cast %intptr_19 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %18 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg6 : memref<5x?xf32, strided<[1, 5]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg6 : memref<5x?xf32, strided<[1, 5]>, 1> -> index
      %19 = arith.index_cast %intptr_24 : index to i64
      %20 = llvm.inttoptr %19 : i64 to !llvm.ptr<1>
      %21 = arith.index_cast %sizes_22#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f64>
      %alloca_26 = memref.alloca() : memref<f32>
      %alloca_27 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %22 = arith.index_cast %block_id_x : index to i64
      %c185_i64 = arith.constant 185 : i64
      %23 = arith.muli %22, %c185_i64 : i64
      %24 = llvm.getelementptr %1[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c5_i64 = arith.constant 5 : i64
      %25 = arith.muli %22, %c5_i64 : i64
      %26 = llvm.getelementptr %4[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %27 = arith.index_cast %thread_id_x : index to i64
      %c5_i64_28 = arith.constant 5 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg7 = %27 to %c5_i64_28 step %c64_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c37_i64 = arith.constant 37 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64 to %c37_i64 step %c1_i64  : i64 {
          %49 = memref.load %alloca[] : memref<f32>
          %c37_i64_42 = arith.constant 37 : i64
          %50 = arith.muli %arg7, %c37_i64_42 : i64
          %51 = arith.addi %arg8, %50 : i64
          %52 = llvm.getelementptr %24[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %53 = llvm.load %52 : !llvm.ptr<1> -> f32
          %54 = arith.addf %49, %53 : f32
          memref.store %54, %alloca[] : memref<f32>
        }
        %43 = llvm.getelementptr %26[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %44 = llvm.load %43 : !llvm.ptr<1> -> f32
        %cst_41 = arith.constant 5.000000e-01 : f32
        %45 = memref.load %alloca[] : memref<f32>
        %46 = arith.mulf %cst_41, %45 : f32
        %47 = llvm.intr.fma(%arg1, %44, %46) : (f32, f32, f32) -> f32
        %48 = llvm.getelementptr %26[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %47, %48 : f32, !llvm.ptr<1>
      }
      %28 = arith.muli %22, %10 : i64
      %29 = llvm.getelementptr %7[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %30 = arith.muli %22, %15 : i64
      %31 = llvm.getelementptr %12[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_29 = gpu.thread_id  x
      %32 = arith.index_cast %thread_id_x_29 : index to i64
      %c64_i64_30 = arith.constant 64 : i64
      scf.for %arg7 = %32 to %13 step %c64_i64_30  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_25[] : memref<f64>
        %c0_i64 = arith.constant 0 : i64
        %c20_i64 = arith.constant 20 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64 to %c20_i64 step %c1_i64  : i64 {
          %48 = memref.load %alloca_25[] : memref<f64>
          %c20_i64_41 = arith.constant 20 : i64
          %49 = arith.muli %arg7, %c20_i64_41 : i64
          %50 = arith.addi %arg8, %49 : i64
          %51 = llvm.getelementptr %29[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %52 = llvm.load %51 : !llvm.ptr<1> -> f64
          %53 = arith.addf %48, %52 : f64
          memref.store %53, %alloca_25[] : memref<f64>
        }
        %43 = llvm.getelementptr %31[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %44 = llvm.load %43 : !llvm.ptr<1> -> f64
        %45 = memref.load %alloca_25[] : memref<f64>
        %46 = arith.addf %44, %45 : f64
        %47 = llvm.getelementptr %31[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %46, %47 : f64, !llvm.ptr<1>
      }
      %c185_i64_31 = arith.constant 185 : i64
      %33 = arith.muli %22, %c185_i64_31 : i64
      %34 = llvm.getelementptr %1[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c5_i64_32 = arith.constant 5 : i64
      %35 = arith.muli %22, %c5_i64_32 : i64
      %36 = llvm.getelementptr %17[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_33 = gpu.thread_id  x
      %37 = arith.index_cast %thread_id_x_33 : index to i64
      %c5_i64_34 = arith.constant 5 : i64
      %c64_i64_35 = arith.constant 64 : i64
      scf.for %arg7 = %37 to %c5_i64_34 step %c64_i64_35  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_26[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c20_i64 = arith.constant 20 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64 to %c20_i64 step %c1_i64  : i64 {
          %45 = memref.load %alloca_26[] : memref<f32>
          %c37_i64 = arith.constant 37 : i64
          %46 = arith.muli %arg7, %c37_i64 : i64
          %47 = arith.addi %arg8, %46 : i64
          %48 = llvm.getelementptr %34[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %49 = llvm.load %48 : !llvm.ptr<1> -> f32
          %50 = arith.addf %45, %49 : f32
          memref.store %50, %alloca_26[] : memref<f32>
        }
        %43 = memref.load %alloca_26[] : memref<f32>
        %44 = llvm.getelementptr %36[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %43, %44 : f32, !llvm.ptr<1>
      }
      %c185_i64_36 = arith.constant 185 : i64
      %38 = arith.muli %22, %c185_i64_36 : i64
      %39 = llvm.getelementptr %1[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c5_i64_37 = arith.constant 5 : i64
      %40 = arith.muli %22, %c5_i64_37 : i64
      %41 = llvm.getelementptr %20[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_38 = gpu.thread_id  x
      %42 = arith.index_cast %thread_id_x_38 : index to i64
      %c5_i64_39 = arith.constant 5 : i64
      %c64_i64_40 = arith.constant 64 : i64
      scf.for %arg7 = %42 to %c5_i64_39 step %c64_i64_40  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_27[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c10_i64 = arith.constant 10 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64 to %c10_i64 step %c1_i64  : i64 {
          %45 = memref.load %alloca_27[] : memref<f32>
          %c37_i64 = arith.constant 37 : i64
          %46 = arith.muli %arg7, %c37_i64 : i64
          %47 = arith.addi %arg8, %46 : i64
          %48 = llvm.getelementptr %39[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %49 = llvm.load %48 : !llvm.ptr<1> -> f32
          %50 = arith.addf %45, %49 : f32
          memref.store %50, %alloca_27[] : memref<f32>
        }
        %43 = memref.load %alloca_27[] : memref<f32>
        %44 = llvm.getelementptr %41[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %43, %44 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
