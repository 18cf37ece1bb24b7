module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @column_sums(%arg0: memref<75x13x?xf32, strided<[1, 75, 975]>, 1>, %arg1: f32, %arg2: memref<13x?xf32, strided<[1, 13]>, 1>, %arg3: memref<75x?xf32, strided<[1, 75]>, 1>, %arg4: memref<13x?xf32, strided<[1, 13]>, 1>, %arg5: memref<?x?x?xf64, strided<[1, 72, ?]>, 1>, %arg6: memref<?x?xf64, strided<[1, ?]>, 1>, %arg7: memref<?x?xf64, strided<[1, ?]>, 1>, %arg8: memref<?x?xf64, strided<[1, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<75x13x?xf32, strided<[1, 75, 975]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<75x13x?xf32, strided<[1, 75, 975]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg2 : memref<13x?xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg2 : memref<13x?xf32, strided<[1, 13]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg3 : memref<75x?xf32, strided<[1, 75]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg3 : memref<75x?xf32, strided<[1, 75]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg4 : memref<13x?xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg4 : memref<13x?xf32, strided<[1, 13]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg5 : memref<?x?x?xf64, strided<[1, 72, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg5 : memref<?x?x?xf64, strided<[1, 72, ?]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#0 : index to i64
      %15 = arith.index_cast %sizes_17#1 : index to i64
      %16 = arith.index_cast %sizes_17#2 : index to i64
      %17 = arith.index_cast %strides_18#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg6 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg6 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %18 = arith.index_cast %intptr_24 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_22#0 : index to i64
      %21 = arith.index_cast %sizes_22#1 : index to i64
      %22 = arith.index_cast %strides_23#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg7 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg7 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %23 = arith.index_cast %intptr_29 : index to i64
      %24 = llvm.inttoptr %23 : i64 to !llvm.ptr<1>
      %25 = arith.index_cast %sizes_27#0 : index to i64
      %26 = arith.index_cast %sizes_27#1 : index to i64
      %27 = arith.index_cast %strides_28#1 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg8 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg8 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %28 = arith.index_cast %intptr_34 : index to i64
      %29 = llvm.inttoptr %28 : i64 to !llvm.ptr<1>
      %30 = arith.index_cast %sizes_32#0 : index to i64
      %31 = arith.index_cast %sizes_32#1 : index to i64
      %32 = arith.index_cast %strides_33#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_35 = memref.alloca() : memref<f32>
      %alloca_36 = memref.alloca() : memref<f64>
      %alloca_37 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %33 = arith.index_cast %block_id_x : index to i64
      %c975_i64 = arith.constant 975 : i64
      %34 = arith.muli %33, %c975_i64 : i64
      %35 = llvm.getelementptr %1[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c13_i64 = arith.constant 13 : i64
      %36 = arith.muli %33, %c13_i64 : i64
      %37 = llvm.getelementptr %4[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %38 = arith.index_cast %thread_id_x : index to i64
      %c13_i64_38 = arith.constant 13 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg9 = %38 to %c13_i64_38 step %c64_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c75_i64_47 = arith.constant 75 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64 to %c75_i64_47 step %c1_i64  : i64 {
          %63 = memref.load %alloca[] : memref<f32>
          %c75_i64_49 = arith.constant 75 : i64
          %64 = arith.muli %arg9, %c75_i64_49 : i64
          %65 = arith.addi %arg10, %64 : i64
          %66 = llvm.getelementptr %35[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %67 = llvm.load %66 : !llvm.ptr<1> -> f32
          %68 = arith.addf %63, %67 : f32
          memref.store %68, %alloca[] : memref<f32>
        }
        %57 = llvm.getelementptr %37[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %58 = llvm.load %57 : !llvm.ptr<1> -> f32
        %cst_48 = arith.constant 5.000000e-01 : f32
        %59 = memref.load %alloca[] : memref<f32>
        %60 = arith.mulf %cst_48, %59 : f32
        %61 = llvm.intr.fma(%arg1, %58, %60) : (f32, f32, f32) -> f32
        %62 = llvm.getelementptr %37[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %61, %62 : f32, !llvm.ptr<1>
      }
      %c75_i64 = arith.constant 75 : i64
      %39 = arith.muli %33, %c75_i64 : i64
      %40 = llvm.getelementptr %7[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c13_i64_39 = arith.constant 13 : i64
      %41 = arith.muli %33, %c13_i64_39 : i64
      %42 = llvm.getelementptr %10[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_40 = gpu.thread_id  x
      %43 = arith.index_cast %thread_id_x_40 : index to i64
      %c13_i64_41 = arith.constant 13 : i64
      %c64_i64_42 = arith.constant 64 : i64
      scf.for %arg9 = %43 to %c13_i64_41 step %c64_i64_42  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_35[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c75_i64_47 = arith.constant 75 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64 to %c75_i64_47 step %c1_i64  : i64 {
          %c75_i64_49 = arith.constant 75 : i64
          %62 = arith.muli %arg9, %c75_i64_49 : i64
          %63 = arith.addi %arg10, %62 : i64
          %64 = llvm.getelementptr %35[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %65 = llvm.load %64 : !llvm.ptr<1> -> f32
          %66 = llvm.getelementptr %40[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %67 = llvm.load %66 : !llvm.ptr<1> -> f32
          %68 = memref.load %alloca_35[] : memref<f32>
          %69 = llvm.intr.fma(%65, %67, %68) : (f32, f32, f32) -> f32
          memref.store %69, %alloca_35[] : memref<f32>
        }
        %cst_48 = arith.constant -1.500000e+00 : f32
        %57 = memref.load %alloca_35[] : memref<f32>
        %58 = llvm.getelementptr %42[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %59 = llvm.load %58 : !llvm.ptr<1> -> f32
        %60 = llvm.intr.fma(%cst_48, %57, %59) : (f32, f32, f32) -> f32
        %61 = llvm.getelementptr %42[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %60, %61 : f32, !llvm.ptr<1>
      }
      %44 = arith.muli %33, %17 : i64
      %45 = llvm.getelementptr %13[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %46 = arith.muli %33, %22 : i64
      %47 = llvm.getelementptr %19[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_43 = gpu.thread_id  x
      %48 = arith.index_cast %thread_id_x_43 : index to i64
      %c64_i64_44 = arith.constant 64 : i64
      scf.for %arg9 = %48 to %20 step %c64_i64_44  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_36[] : memref<f64>
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64 to %14 step %c1_i64  : i64 {
          %59 = memref.load %alloca_36[] : memref<f64>
          %c72_i64 = arith.constant 72 : i64
          %60 = arith.muli %arg9, %c72_i64 : i64
          %61 = arith.addi %arg10, %60 : i64
          %62 = llvm.getelementptr %45[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %63 = llvm.load %62 : !llvm.ptr<1> -> f64
          %64 = arith.addf %59, %63 : f64
          memref.store %64, %alloca_36[] : memref<f64>
        }
        %57 = memref.load %alloca_36[] : memref<f64>
        %58 = llvm.getelementptr %47[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %57, %58 : f64, !llvm.ptr<1>
      }
      %49 = arith.muli %33, %17 : i64
      %50 = llvm.getelementptr %13[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %51 = arith.muli %33, %27 : i64
      %52 = llvm.getelementptr %24[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %53 = arith.muli %33, %32 : i64
      %54 = llvm.getelementptr %29[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %55 = arith.extf %arg1 : f32 to f64
      %thread_id_x_45 = gpu.thread_id  x
      %56 = arith.index_cast %thread_id_x_45 : index to i64
      %c64_i64_46 = arith.constant 64 : i64
      scf.for %arg9 = %56 to %30 step %c64_i64_46  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_37[] : memref<f64>
        %c0_i64 = arith.constant 0 : i64
        %c40_i64 = arith.constant 40 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64 to %c40_i64 step %c1_i64  : i64 {
          %c72_i64 = arith.constant 72 : i64
          %62 = arith.muli %arg9, %c72_i64 : i64
          %63 = arith.addi %arg10, %62 : i64
          %64 = llvm.getelementptr %50[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %65 = llvm.load %64 : !llvm.ptr<1> -> f64
          %66 = llvm.getelementptr %52[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %67 = llvm.load %66 : !llvm.ptr<1> -> f64
          %68 = memref.load %alloca_37[] : memref<f64>
          %69 = llvm.intr.fma(%65, %67, %68) : (f64, f64, f64) -> f64
          memref.store %69, %alloca_37[] : memref<f64>
        }
        %57 = llvm.getelementptr %54[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %58 = llvm.load %57 : !llvm.ptr<1> -> f64
        %59 = memref.load %alloca_37[] : memref<f64>
        %60 = llvm.intr.fma(%55, %58, %59) : (f64, f64, f64) -> f64
        %61 = llvm.getelementptr %54[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %60, %61 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
