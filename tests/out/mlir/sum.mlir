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
      %27 = llvm.mlir.constant(1 : i64) : i64
      %28 = llvm.alloca %27 x f32 : (i64) -> !llvm.ptr
      %29 = llvm.alloca %27 x f32 : (i64) -> !llvm.ptr
      %30 = llvm.alloca %27 x f32 : (i64) -> !llvm.ptr
      %31 = llvm.alloca %27 x f64 : (i64) -> !llvm.ptr
      %32 = llvm.alloca %27 x f64 : (i64) -> !llvm.ptr
      %33 = llvm.alloca %27 x i64 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %34 = arith.index_cast %block_id_x : index to i64
      %c66_i64 = arith.constant 66 : i64
      %35 = arith.muli %34, %c66_i64 : i64
      %36 = llvm.getelementptr %1[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c30_i64 = arith.constant 30 : i64
      %37 = arith.muli %34, %c30_i64 : i64
      %38 = llvm.getelementptr %4[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c11_i64 = arith.constant 11 : i64
      %39 = arith.muli %34, %c11_i64 : i64
      %40 = llvm.getelementptr %7[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c6_i64 = arith.constant 6 : i64
      %41 = arith.muli %34, %c6_i64 : i64
      %42 = llvm.getelementptr %10[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c6_i64_40 = arith.constant 6 : i64
      %43 = arith.muli %34, %c6_i64_40 : i64
      %44 = llvm.getelementptr %13[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %45 = llvm.getelementptr %16[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %46 = llvm.getelementptr %19[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c66_i64_41 = arith.constant 66 : i64
      %47 = arith.muli %34, %c66_i64_41 : i64
      %48 = llvm.getelementptr %22[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
      %c11_i64_42 = arith.constant 11 : i64
      %49 = arith.muli %34, %c11_i64_42 : i64
      %50 = llvm.getelementptr %25[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %thread_id_x = gpu.thread_id  x
      %51 = arith.index_cast %thread_id_x : index to i64
      %c11_i64_43 = arith.constant 11 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg10 = %51 to %c11_i64_43 step %c32_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %28 : f32, !llvm.ptr
        %c0_i64_56 = arith.constant 0 : i64
        %c6_i64_57 = arith.constant 6 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64_56 to %c6_i64_57 step %c1_i64  : i64 {
          %61 = llvm.load %28 : !llvm.ptr -> f32
          %c11_i64_58 = arith.constant 11 : i64
          %62 = arith.muli %arg11, %c11_i64_58 : i64
          %63 = arith.addi %arg10, %62 : i64
          %64 = llvm.getelementptr %36[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %65 = llvm.load %64 : !llvm.ptr<1> -> f32
          %66 = arith.addf %61, %65 : f32
          llvm.store %66, %28 : f32, !llvm.ptr
        }
        %59 = llvm.load %28 : !llvm.ptr -> f32
        %60 = llvm.getelementptr %40[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %59, %60 : f32, !llvm.ptr<1>
      }
      %thread_id_x_44 = gpu.thread_id  x
      %52 = arith.index_cast %thread_id_x_44 : index to i64
      %c6_i64_45 = arith.constant 6 : i64
      %c32_i64_46 = arith.constant 32 : i64
      scf.for %arg10 = %52 to %c6_i64_45 step %c32_i64_46  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %29 : f32, !llvm.ptr
        %c0_i64_56 = arith.constant 0 : i64
        %c11_i64_57 = arith.constant 11 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64_56 to %c11_i64_57 step %c1_i64  : i64 {
          %65 = llvm.load %29 : !llvm.ptr -> f32
          %c11_i64_59 = arith.constant 11 : i64
          %66 = arith.muli %arg10, %c11_i64_59 : i64
          %67 = arith.addi %arg11, %66 : i64
          %68 = llvm.getelementptr %36[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %69 = llvm.load %68 : !llvm.ptr<1> -> f32
          %70 = arith.addf %65, %69 : f32
          llvm.store %70, %29 : f32, !llvm.ptr
        }
        %59 = llvm.getelementptr %42[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %60 = llvm.load %59 : !llvm.ptr<1> -> f32
        %cst_58 = arith.constant 2.000000e+00 : f32
        %61 = llvm.load %29 : !llvm.ptr -> f32
        %62 = arith.mulf %cst_58, %61 : f32
        %63 = arith.addf %60, %62 : f32
        %64 = llvm.getelementptr %42[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %63, %64 : f32, !llvm.ptr<1>
      }
      %thread_id_x_47 = gpu.thread_id  x
      %53 = arith.index_cast %thread_id_x_47 : index to i64
      %c6_i64_48 = arith.constant 6 : i64
      %c32_i64_49 = arith.constant 32 : i64
      scf.for %arg10 = %53 to %c6_i64_48 step %c32_i64_49  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %30 : f32, !llvm.ptr
        %c0_i64_56 = arith.constant 0 : i64
        %c11_i64_57 = arith.constant 11 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64_56 to %c11_i64_57 step %c1_i64  : i64 {
          %65 = llvm.load %30 : !llvm.ptr -> f32
          %c11_i64_58 = arith.constant 11 : i64
          %66 = arith.muli %arg10, %c11_i64_58 : i64
          %67 = arith.addi %arg11, %66 : i64
          %68 = llvm.getelementptr %36[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %69 = llvm.load %68 : !llvm.ptr<1> -> f32
          %70 = arith.addf %65, %69 : f32
          llvm.store %70, %30 : f32, !llvm.ptr
        }
        %59 = llvm.load %30 : !llvm.ptr -> f32
        %60 = llvm.getelementptr %44[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %61 = llvm.load %60 : !llvm.ptr<1> -> f32
        %62 = arith.mulf %arg0, %61 : f32
        %63 = arith.addf %59, %62 : f32
        %64 = llvm.getelementptr %44[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %63, %64 : f32, !llvm.ptr<1>
      }
      %thread_id_x_50 = gpu.thread_id  x
      %54 = arith.index_cast %thread_id_x_50 : index to i64
      %c0_i64 = arith.constant 0 : i64
      %55 = arith.cmpi eq, %54, %c0_i64 : i64
      scf.if %55 {
        %cst = arith.constant 0.000000e+00 : f64
        llvm.store %cst, %31 : f64, !llvm.ptr
        %c0_i64_56 = arith.constant 0 : i64
        %c30_i64_57 = arith.constant 30 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64_56 to %c30_i64_57 step %c1_i64  : i64 {
          %60 = llvm.load %31 : !llvm.ptr -> f64
          %61 = llvm.getelementptr %38[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %62 = llvm.load %61 : !llvm.ptr<1> -> f32
          %63 = arith.extf %62 : f32 to f64
          %64 = arith.addf %60, %63 : f64
          llvm.store %64, %31 : f64, !llvm.ptr
        }
        %59 = llvm.load %31 : !llvm.ptr -> f64
        llvm.store %59, %45 : f64, !llvm.ptr<1>
      }
      %thread_id_x_51 = gpu.thread_id  x
      %56 = arith.index_cast %thread_id_x_51 : index to i64
      %c0_i64_52 = arith.constant 0 : i64
      %57 = arith.cmpi eq, %56, %c0_i64_52 : i64
      scf.if %57 {
        %cst = arith.constant 0.000000e+00 : f64
        llvm.store %cst, %32 : f64, !llvm.ptr
        %c0_i64_56 = arith.constant 0 : i64
        %c30_i64_57 = arith.constant 30 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64_56 to %c30_i64_57 step %c1_i64  : i64 {
          %64 = llvm.load %32 : !llvm.ptr -> f64
          %65 = llvm.getelementptr %38[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %66 = llvm.load %65 : !llvm.ptr<1> -> f32
          %67 = arith.extf %66 : f32 to f64
          %68 = arith.addf %64, %67 : f64
          llvm.store %68, %32 : f64, !llvm.ptr
        }
        %cst_58 = arith.constant -1.000000e+00 : f64
        %59 = llvm.load %32 : !llvm.ptr -> f64
        %60 = arith.mulf %cst_58, %59 : f64
        %cst_59 = arith.constant 5.000000e-01 : f64
        %61 = llvm.load %46 : !llvm.ptr<1> -> f64
        %62 = arith.mulf %cst_59, %61 : f64
        %63 = arith.addf %60, %62 : f64
        llvm.store %63, %46 : f64, !llvm.ptr<1>
      }
      %thread_id_x_53 = gpu.thread_id  x
      %58 = arith.index_cast %thread_id_x_53 : index to i64
      %c11_i64_54 = arith.constant 11 : i64
      %c32_i64_55 = arith.constant 32 : i64
      scf.for %arg10 = %58 to %c11_i64_54 step %c32_i64_55  : i64 {
        %c0_i64_56 = arith.constant 0 : i64
        llvm.store %c0_i64_56, %33 : i64, !llvm.ptr
        %c0_i64_57 = arith.constant 0 : i64
        %c6_i64_58 = arith.constant 6 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64_57 to %c6_i64_58 step %c1_i64  : i64 {
          %65 = llvm.load %33 : !llvm.ptr -> i64
          %c11_i64_59 = arith.constant 11 : i64
          %66 = arith.muli %arg11, %c11_i64_59 : i64
          %67 = arith.addi %arg10, %66 : i64
          %68 = llvm.getelementptr %48[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %69 = llvm.load %68 : !llvm.ptr<1> -> i8
          %70 = arith.extsi %69 : i8 to i64
          %71 = arith.addi %65, %70 : i64
          llvm.store %71, %33 : i64, !llvm.ptr
        }
        %59 = llvm.load %33 : !llvm.ptr -> i64
        %c2_i64 = arith.constant 2 : i64
        %60 = llvm.getelementptr %50[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %61 = llvm.load %60 : !llvm.ptr<1> -> i64
        %62 = arith.muli %c2_i64, %61 : i64
        %63 = arith.addi %59, %62 : i64
        %64 = llvm.getelementptr %50[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %63, %64 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
