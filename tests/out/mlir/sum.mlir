module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @sum(%arg0: f32, %arg1: memref<11x6x?xf32, strided<[1, 11, 66]>, 1>, %arg2: memref<30x?xf32, strided<[1, 30]>, 1>, %arg3: memref<11x?xf32, strided<[1, 11]>, 1>, %arg4: memref<6x?xf32, strided<[1, 6]>, 1>, %arg5: memref<6x?xf32, strided<[1, 6]>, 1>, %arg6: memref<?xf64, strided<[1]>, 1>, %arg7: memref<?xf64, strided<[1]>, 1>, %arg8: memref<11x6x?xi8, strided<[1, 11, 66]>, 1>, %arg9: memref<11x?xi64, strided<[1, 11]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg1 : memref<11x6x?xf32, strided<[1, 11, 66]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg1 : memref<11x6x?xf32, strided<[1, 11, 66]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg2 : memref<30x?xf32, strided<[1, 30]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg2 : memref<30x?xf32, strided<[1, 30]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg3 : memref<11x?xf32, strided<[1, 11]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg3 : memref<11x?xf32, strided<[1, 11]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg4 : memref<6x?xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg4 : memref<6x?xf32, strided<[1, 6]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg5 : memref<6x?xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg5 : memref<6x?xf32, strided<[1, 6]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %arg6 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg6 : memref<?xf64, strided<[1]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22 : index to i64
      %base_buffer_25, %offset_26, %sizes_27, %strides_28 = memref.extract_strided_metadata %arg7 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg7 : memref<?xf64, strided<[1]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %arg8 : memref<11x6x?xi8, strided<[1, 11, 66]>, 1> -> memref<i8, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg8 : memref<11x6x?xi8, strided<[1, 11, 66]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#2 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg9 : memref<11x?xi64, strided<[1, 11]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg9 : memref<11x?xi64, strided<[1, 11]>, 1> -> index
      %24 = arith.index_cast %intptr_39 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_37#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_40 = memref.alloca() : memref<f32>
      %alloca_41 = memref.alloca() : memref<f32>
      %alloca_42 = memref.alloca() : memref<f64>
      %alloca_43 = memref.alloca() : memref<f64>
      %alloca_44 = memref.alloca() : memref<i64>
      %block_id_x = gpu.block_id  x
      %27 = arith.index_cast %block_id_x : index to i64
      %c66_i64 = arith.constant 66 : i64
      %28 = arith.muli %27, %c66_i64 : i64
      %29 = llvm.getelementptr %1[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c30_i64 = arith.constant 30 : i64
      %30 = arith.muli %27, %c30_i64 : i64
      %31 = llvm.getelementptr %4[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c11_i64 = arith.constant 11 : i64
      %32 = arith.muli %27, %c11_i64 : i64
      %33 = llvm.getelementptr %7[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c6_i64 = arith.constant 6 : i64
      %34 = arith.muli %27, %c6_i64 : i64
      %35 = llvm.getelementptr %10[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c6_i64_45 = arith.constant 6 : i64
      %36 = arith.muli %27, %c6_i64_45 : i64
      %37 = llvm.getelementptr %13[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %38 = llvm.getelementptr %16[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %39 = llvm.getelementptr %19[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c66_i64_46 = arith.constant 66 : i64
      %40 = arith.muli %27, %c66_i64_46 : i64
      %41 = llvm.getelementptr %22[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
      %c11_i64_47 = arith.constant 11 : i64
      %42 = arith.muli %27, %c11_i64_47 : i64
      %43 = llvm.getelementptr %25[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %thread_id_x = gpu.thread_id  x
      %44 = arith.index_cast %thread_id_x : index to i64
      %c11_i64_48 = arith.constant 11 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg10 = %44 to %c11_i64_48 step %c32_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64_61 = arith.constant 0 : i64
        %c6_i64_62 = arith.constant 6 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64_61 to %c6_i64_62 step %c1_i64  : i64 {
          %54 = memref.load %alloca[] : memref<f32>
          %c11_i64_63 = arith.constant 11 : i64
          %55 = arith.muli %arg11, %c11_i64_63 : i64
          %56 = arith.addi %arg10, %55 : i64
          %57 = llvm.getelementptr %29[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %58 = llvm.load %57 : !llvm.ptr<1> -> f32
          %59 = arith.addf %54, %58 : f32
          memref.store %59, %alloca[] : memref<f32>
        }
        %52 = memref.load %alloca[] : memref<f32>
        %53 = llvm.getelementptr %33[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %52, %53 : f32, !llvm.ptr<1>
      }
      %thread_id_x_49 = gpu.thread_id  x
      %45 = arith.index_cast %thread_id_x_49 : index to i64
      %c6_i64_50 = arith.constant 6 : i64
      %c32_i64_51 = arith.constant 32 : i64
      scf.for %arg10 = %45 to %c6_i64_50 step %c32_i64_51  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_40[] : memref<f32>
        %c0_i64_61 = arith.constant 0 : i64
        %c11_i64_62 = arith.constant 11 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64_61 to %c11_i64_62 step %c1_i64  : i64 {
          %57 = memref.load %alloca_40[] : memref<f32>
          %c11_i64_64 = arith.constant 11 : i64
          %58 = arith.muli %arg10, %c11_i64_64 : i64
          %59 = arith.addi %arg11, %58 : i64
          %60 = llvm.getelementptr %29[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %61 = llvm.load %60 : !llvm.ptr<1> -> f32
          %62 = arith.addf %57, %61 : f32
          memref.store %62, %alloca_40[] : memref<f32>
        }
        %cst_63 = arith.constant 2.000000e+00 : f32
        %52 = memref.load %alloca_40[] : memref<f32>
        %53 = llvm.getelementptr %35[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %54 = llvm.load %53 : !llvm.ptr<1> -> f32
        %55 = llvm.intr.fma(%cst_63, %52, %54) : (f32, f32, f32) -> f32
        %56 = llvm.getelementptr %35[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %55, %56 : f32, !llvm.ptr<1>
      }
      %thread_id_x_52 = gpu.thread_id  x
      %46 = arith.index_cast %thread_id_x_52 : index to i64
      %c6_i64_53 = arith.constant 6 : i64
      %c32_i64_54 = arith.constant 32 : i64
      scf.for %arg10 = %46 to %c6_i64_53 step %c32_i64_54  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_41[] : memref<f32>
        %c0_i64_61 = arith.constant 0 : i64
        %c11_i64_62 = arith.constant 11 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64_61 to %c11_i64_62 step %c1_i64  : i64 {
          %57 = memref.load %alloca_41[] : memref<f32>
          %c11_i64_63 = arith.constant 11 : i64
          %58 = arith.muli %arg10, %c11_i64_63 : i64
          %59 = arith.addi %arg11, %58 : i64
          %60 = llvm.getelementptr %29[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %61 = llvm.load %60 : !llvm.ptr<1> -> f32
          %62 = arith.addf %57, %61 : f32
          memref.store %62, %alloca_41[] : memref<f32>
        }
        %52 = llvm.getelementptr %37[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %53 = llvm.load %52 : !llvm.ptr<1> -> f32
        %54 = memref.load %alloca_41[] : memref<f32>
        %55 = llvm.intr.fma(%arg0, %53, %54) : (f32, f32, f32) -> f32
        %56 = llvm.getelementptr %37[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %55, %56 : f32, !llvm.ptr<1>
      }
      %thread_id_x_55 = gpu.thread_id  x
      %47 = arith.index_cast %thread_id_x_55 : index to i64
      %c0_i64 = arith.constant 0 : i64
      %48 = arith.cmpi eq, %47, %c0_i64 : i64
      scf.if %48 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_42[] : memref<f64>
        %c0_i64_61 = arith.constant 0 : i64
        %c30_i64_62 = arith.constant 30 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64_61 to %c30_i64_62 step %c1_i64  : i64 {
          %53 = memref.load %alloca_42[] : memref<f64>
          %54 = llvm.getelementptr %31[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %55 = llvm.load %54 : !llvm.ptr<1> -> f32
          %56 = arith.extf %55 : f32 to f64
          %57 = arith.addf %53, %56 : f64
          memref.store %57, %alloca_42[] : memref<f64>
        }
        %52 = memref.load %alloca_42[] : memref<f64>
        llvm.store %52, %38 : f64, !llvm.ptr<1>
      }
      %thread_id_x_56 = gpu.thread_id  x
      %49 = arith.index_cast %thread_id_x_56 : index to i64
      %c0_i64_57 = arith.constant 0 : i64
      %50 = arith.cmpi eq, %49, %c0_i64_57 : i64
      scf.if %50 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_43[] : memref<f64>
        %c0_i64_61 = arith.constant 0 : i64
        %c30_i64_62 = arith.constant 30 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64_61 to %c30_i64_62 step %c1_i64  : i64 {
          %56 = memref.load %alloca_43[] : memref<f64>
          %57 = llvm.getelementptr %31[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %58 = llvm.load %57 : !llvm.ptr<1> -> f32
          %59 = arith.extf %58 : f32 to f64
          %60 = arith.addf %56, %59 : f64
          memref.store %60, %alloca_43[] : memref<f64>
        }
        %cst_63 = arith.constant 5.000000e-01 : f64
        %52 = llvm.load %39 : !llvm.ptr<1> -> f64
        %cst_64 = arith.constant -1.000000e+00 : f64
        %53 = memref.load %alloca_43[] : memref<f64>
        %54 = arith.mulf %cst_64, %53 : f64
        %55 = llvm.intr.fma(%cst_63, %52, %54) : (f64, f64, f64) -> f64
        llvm.store %55, %39 : f64, !llvm.ptr<1>
      }
      %thread_id_x_58 = gpu.thread_id  x
      %51 = arith.index_cast %thread_id_x_58 : index to i64
      %c11_i64_59 = arith.constant 11 : i64
      %c32_i64_60 = arith.constant 32 : i64
      scf.for %arg10 = %51 to %c11_i64_59 step %c32_i64_60  : i64 {
        %c0_i64_61 = arith.constant 0 : i64
        memref.store %c0_i64_61, %alloca_44[] : memref<i64>
        %c0_i64_62 = arith.constant 0 : i64
        %c6_i64_63 = arith.constant 6 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64_62 to %c6_i64_63 step %c1_i64  : i64 {
          %58 = memref.load %alloca_44[] : memref<i64>
          %c11_i64_64 = arith.constant 11 : i64
          %59 = arith.muli %arg11, %c11_i64_64 : i64
          %60 = arith.addi %arg10, %59 : i64
          %61 = llvm.getelementptr %41[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %62 = llvm.load %61 : !llvm.ptr<1> -> i8
          %63 = arith.extsi %62 : i8 to i64
          %64 = arith.addi %58, %63 : i64
          memref.store %64, %alloca_44[] : memref<i64>
        }
        %52 = memref.load %alloca_44[] : memref<i64>
        %c2_i64 = arith.constant 2 : i64
        %53 = llvm.getelementptr %43[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %54 = llvm.load %53 : !llvm.ptr<1> -> i64
        %55 = arith.muli %c2_i64, %54 : i64
        %56 = arith.addi %52, %55 : i64
        %57 = llvm.getelementptr %43[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %56, %57 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
