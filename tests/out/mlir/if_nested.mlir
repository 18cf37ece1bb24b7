module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @if_nested(%arg0: memref<?xf32, strided<[1]>, 1>, %arg1: memref<?xf32, strided<[1]>, 1>, %arg2: memref<1x?xf32, strided<[1, 1]>, 1>, %arg3: memref<1x?xi32, strided<[1, 1]>, 1>, %arg4: memref<16x?xf32, strided<[1, 16]>, 1>, %arg5: memref<16x?xf32, strided<[1, 16]>, 1>, %arg6: memref<40x?xf32, strided<[1, 40]>, 1>, %arg7: memref<40x?xf32, strided<[1, 40]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?xf32, strided<[1]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<1x?xf32, strided<[1, 1]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<1x?xf32, strided<[1, 1]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<1x?xi32, strided<[1, 1]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<1x?xi32, strided<[1, 1]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg6 : memref<40x?xf32, strided<[1, 40]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<40x?xf32, strided<[1, 40]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#1 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg7 : memref<40x?xf32, strided<[1, 40]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<40x?xf32, strided<[1, 40]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_35 = memref.alloca() : memref<i32>
      %alloca_36 = memref.alloca() : memref<f32>
      %alloca_37 = memref.alloca() : memref<i32>
      %alloca_38 = memref.alloca() : memref<f32>
      %alloca_39 = memref.alloca() : memref<f32>
      %alloca_40 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %24 = arith.index_cast %block_id_x : index to i64
      %25 = arith.trunci %24 : i64 to i32
      %26 = arith.sitofp %24 : i64 to f32
      %cst = arith.constant 2.500000e-01 : f32
      %27 = arith.mulf %26, %cst : f32
      %cst_41 = arith.constant 0.899999976 : f32
      %28 = arith.subf %27, %cst_41 : f32
      %29 = llvm.getelementptr %1[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %30 = llvm.load %29 : !llvm.ptr<1> -> f32
      %cst_42 = arith.constant 0.00999999977 : f32
      %31 = arith.mulf %30, %cst_42 : f32
      %32 = arith.addf %28, %31 : f32
      %cst_43 = arith.constant 0.000000e+00 : f32
      %33 = arith.cmpf ogt, %32, %cst_43 : f32
      scf.if %33 {
        %cst_47 = arith.constant 5.000000e-01 : f32
        %41 = arith.cmpf ogt, %32, %cst_47 : f32
        scf.if %41 {
          %cst_48 = arith.constant 2.000000e+00 : f32
          %43 = arith.mulf %32, %cst_48 : f32
          memref.store %43, %alloca_36[] : memref<f32>
        } else {
          %cst_48 = arith.constant 1.000000e+00 : f32
          memref.store %cst_48, %alloca_36[] : memref<f32>
        }
        %42 = memref.load %alloca_36[] : memref<f32>
        memref.store %42, %alloca[] : memref<f32>
        %c10_i32 = arith.constant 10 : i32
        memref.store %c10_i32, %alloca_35[] : memref<i32>
      } else {
        %cst_47 = arith.constant -5.000000e-01 : f32
        %41 = arith.cmpf olt, %32, %cst_47 : f32
        scf.if %41 {
          %c-20_i32 = arith.constant -20 : i32
          memref.store %c-20_i32, %alloca_37[] : memref<i32>
        } else {
          memref.store %25, %alloca_37[] : memref<i32>
        }
        memref.store %32, %alloca[] : memref<f32>
        %42 = memref.load %alloca_37[] : memref<i32>
        memref.store %42, %alloca_35[] : memref<i32>
      }
      %thread_id_x = gpu.thread_id  x
      %34 = arith.index_cast %thread_id_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg8 = %34 to %c1_i64 step %c32_i64  : i64 {
        %41 = memref.load %alloca[] : memref<f32>
        %42 = llvm.getelementptr %7[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %41, %42 : f32, !llvm.ptr<1>
        %43 = memref.load %alloca_35[] : memref<i32>
        %44 = llvm.getelementptr %10[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %43, %44 : i32, !llvm.ptr<1>
      }
      %c16_i64 = arith.constant 16 : i64
      %35 = arith.muli %24, %c16_i64 : i64
      %36 = llvm.getelementptr %13[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_44 = arith.constant 16 : i64
      %37 = arith.muli %24, %c16_i64_44 : i64
      %38 = llvm.getelementptr %16[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      scf.if %33 {
        %thread_id_x_47 = gpu.thread_id  x
        %41 = arith.index_cast %thread_id_x_47 : index to i64
        %c16_i64_48 = arith.constant 16 : i64
        %c32_i64_49 = arith.constant 32 : i64
        scf.for %arg8 = %41 to %c16_i64_48 step %c32_i64_49  : i64 {
          %cst_50 = arith.constant 3.000000e+00 : f32
          %42 = llvm.getelementptr %36[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %43 = llvm.load %42 : !llvm.ptr<1> -> f32
          %44 = arith.mulf %cst_50, %43 : f32
          %45 = llvm.getelementptr %38[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %44, %45 : f32, !llvm.ptr<1>
        }
      } else {
        %thread_id_x_47 = gpu.thread_id  x
        %41 = arith.index_cast %thread_id_x_47 : index to i64
        %c16_i64_48 = arith.constant 16 : i64
        %c32_i64_49 = arith.constant 32 : i64
        scf.for %arg8 = %41 to %c16_i64_48 step %c32_i64_49  : i64 {
          %cst_50 = arith.constant -1.000000e+00 : f32
          %42 = llvm.getelementptr %36[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %43 = llvm.load %42 : !llvm.ptr<1> -> f32
          %44 = arith.mulf %cst_50, %43 : f32
          %45 = llvm.getelementptr %38[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %44, %45 : f32, !llvm.ptr<1>
        }
      }
      %true = arith.constant true
      %39 = arith.xori %33, %true : i1
      scf.if %39 {
        %cst_47 = arith.constant 4.000000e+00 : f32
        %41 = arith.mulf %32, %cst_47 : f32
        %thread_id_x_48 = gpu.thread_id  x
        %42 = arith.index_cast %thread_id_x_48 : index to i64
        %c1_i64_49 = arith.constant 1 : i64
        %c32_i64_50 = arith.constant 32 : i64
        scf.for %arg8 = %42 to %c1_i64_49 step %c32_i64_50  : i64 {
          %43 = llvm.getelementptr %4[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %41, %43 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_45 = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x_45 : index to i64
      %c40_i64 = arith.constant 40 : i64
      %c32_i64_46 = arith.constant 32 : i64
      scf.for %arg8 = %40 to %c40_i64 step %c32_i64_46  : i64 {
        %c40_i64_47 = arith.constant 40 : i64
        %41 = arith.muli %24, %c40_i64_47 : i64
        %42 = arith.addi %arg8, %41 : i64
        %43 = llvm.getelementptr %19[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %44 = llvm.load %43 : !llvm.ptr<1> -> f32
        %c13_i64 = arith.constant 13 : i64
        %45 = arith.cmpi slt, %arg8, %c13_i64 : i64
        scf.if %45 {
          %c2_i64 = arith.constant 2 : i64
          %50 = arith.remsi %arg8, %c2_i64 : i64
          %c0_i64 = arith.constant 0 : i64
          %51 = arith.cmpi eq, %50, %c0_i64 : i64
          scf.if %51 {
            memref.store %44, %alloca_39[] : memref<f32>
          } else {
            %53 = arith.negf %44 : f32
            memref.store %53, %alloca_39[] : memref<f32>
          }
          %52 = memref.load %alloca_39[] : memref<f32>
          memref.store %52, %alloca_38[] : memref<f32>
        } else {
          %c30_i64 = arith.constant 30 : i64
          %50 = arith.cmpi slt, %arg8, %c30_i64 : i64
          scf.if %50 {
            %cst_49 = arith.constant 1.000000e+02 : f32
            memref.store %cst_49, %alloca_40[] : memref<f32>
          } else {
            %cst_49 = arith.constant 2.000000e+00 : f32
            %52 = arith.mulf %44, %cst_49 : f32
            memref.store %52, %alloca_40[] : memref<f32>
          }
          %51 = memref.load %alloca_40[] : memref<f32>
          memref.store %51, %alloca_38[] : memref<f32>
        }
        %46 = memref.load %alloca_38[] : memref<f32>
        %c40_i64_48 = arith.constant 40 : i64
        %47 = arith.muli %24, %c40_i64_48 : i64
        %48 = arith.addi %arg8, %47 : i64
        %49 = llvm.getelementptr %22[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %46, %49 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
