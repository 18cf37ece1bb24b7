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
      %24 = llvm.mlir.constant(1 : i64) : i64
      %25 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %26 = llvm.alloca %24 x i32 : (i64) -> !llvm.ptr
      %27 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %28 = llvm.alloca %24 x i32 : (i64) -> !llvm.ptr
      %29 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %30 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %31 = llvm.alloca %24 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %32 = arith.index_cast %block_id_x : index to i64
      %33 = arith.trunci %32 : i64 to i32
      %34 = arith.sitofp %32 : i64 to f32
      %cst = arith.constant 2.500000e-01 : f32
      %35 = arith.mulf %34, %cst : f32
      %cst_35 = arith.constant 0.899999976 : f32
      %36 = arith.subf %35, %cst_35 : f32
      %37 = llvm.getelementptr %1[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %38 = llvm.load %37 : !llvm.ptr<1> -> f32
      %cst_36 = arith.constant 0.00999999977 : f32
      %39 = arith.mulf %38, %cst_36 : f32
      %40 = arith.addf %36, %39 : f32
      %cst_37 = arith.constant 0.000000e+00 : f32
      %41 = arith.cmpf ogt, %40, %cst_37 : f32
      scf.if %41 {
        %cst_41 = arith.constant 5.000000e-01 : f32
        %49 = arith.cmpf ogt, %40, %cst_41 : f32
        scf.if %49 {
          %cst_42 = arith.constant 2.000000e+00 : f32
          %51 = arith.mulf %40, %cst_42 : f32
          llvm.store %51, %27 : f32, !llvm.ptr
        } else {
          %cst_42 = arith.constant 1.000000e+00 : f32
          llvm.store %cst_42, %27 : f32, !llvm.ptr
        }
        %50 = llvm.load %27 : !llvm.ptr -> f32
        llvm.store %50, %25 : f32, !llvm.ptr
        %c10_i32 = arith.constant 10 : i32
        llvm.store %c10_i32, %26 : i32, !llvm.ptr
      } else {
        %cst_41 = arith.constant -5.000000e-01 : f32
        %49 = arith.cmpf olt, %40, %cst_41 : f32
        scf.if %49 {
          %c-20_i32 = arith.constant -20 : i32
          llvm.store %c-20_i32, %28 : i32, !llvm.ptr
        } else {
          llvm.store %33, %28 : i32, !llvm.ptr
        }
        llvm.store %40, %25 : f32, !llvm.ptr
        %50 = llvm.load %28 : !llvm.ptr -> i32
        llvm.store %50, %26 : i32, !llvm.ptr
      }
      %thread_id_x = gpu.thread_id  x
      %42 = arith.index_cast %thread_id_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg8 = %42 to %c1_i64 step %c32_i64  : i64 {
        %49 = llvm.load %25 : !llvm.ptr -> f32
        %50 = llvm.getelementptr %7[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %49, %50 : f32, !llvm.ptr<1>
        %51 = llvm.load %26 : !llvm.ptr -> i32
        %52 = llvm.getelementptr %10[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %51, %52 : i32, !llvm.ptr<1>
      }
      %c16_i64 = arith.constant 16 : i64
      %43 = arith.muli %32, %c16_i64 : i64
      %44 = llvm.getelementptr %13[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_38 = arith.constant 16 : i64
      %45 = arith.muli %32, %c16_i64_38 : i64
      %46 = llvm.getelementptr %16[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      scf.if %41 {
        %thread_id_x_41 = gpu.thread_id  x
        %49 = arith.index_cast %thread_id_x_41 : index to i64
        %c16_i64_42 = arith.constant 16 : i64
        %c32_i64_43 = arith.constant 32 : i64
        scf.for %arg8 = %49 to %c16_i64_42 step %c32_i64_43  : i64 {
          %cst_44 = arith.constant 3.000000e+00 : f32
          %50 = llvm.getelementptr %44[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %51 = llvm.load %50 : !llvm.ptr<1> -> f32
          %52 = arith.mulf %cst_44, %51 : f32
          %53 = llvm.getelementptr %46[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %52, %53 : f32, !llvm.ptr<1>
        }
      } else {
        %thread_id_x_41 = gpu.thread_id  x
        %49 = arith.index_cast %thread_id_x_41 : index to i64
        %c16_i64_42 = arith.constant 16 : i64
        %c32_i64_43 = arith.constant 32 : i64
        scf.for %arg8 = %49 to %c16_i64_42 step %c32_i64_43  : i64 {
          %cst_44 = arith.constant -1.000000e+00 : f32
          %50 = llvm.getelementptr %44[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %51 = llvm.load %50 : !llvm.ptr<1> -> f32
          %52 = arith.mulf %cst_44, %51 : f32
          %53 = llvm.getelementptr %46[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %52, %53 : f32, !llvm.ptr<1>
        }
      }
      %true = arith.constant true
      %47 = arith.xori %41, %true : i1
      scf.if %47 {
        %cst_41 = arith.constant 4.000000e+00 : f32
        %49 = arith.mulf %40, %cst_41 : f32
        %thread_id_x_42 = gpu.thread_id  x
        %50 = arith.index_cast %thread_id_x_42 : index to i64
        %c1_i64_43 = arith.constant 1 : i64
        %c32_i64_44 = arith.constant 32 : i64
        scf.for %arg8 = %50 to %c1_i64_43 step %c32_i64_44  : i64 {
          %51 = llvm.getelementptr %4[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %49, %51 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_39 = gpu.thread_id  x
      %48 = arith.index_cast %thread_id_x_39 : index to i64
      %c40_i64 = arith.constant 40 : i64
      %c32_i64_40 = arith.constant 32 : i64
      scf.for %arg8 = %48 to %c40_i64 step %c32_i64_40  : i64 {
        %c40_i64_41 = arith.constant 40 : i64
        %49 = arith.muli %32, %c40_i64_41 : i64
        %50 = arith.addi %arg8, %49 : i64
        %51 = llvm.getelementptr %19[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %52 = llvm.load %51 : !llvm.ptr<1> -> f32
        %c13_i64 = arith.constant 13 : i64
        %53 = arith.cmpi slt, %arg8, %c13_i64 : i64
        scf.if %53 {
          %c2_i64 = arith.constant 2 : i64
          %58 = arith.remsi %arg8, %c2_i64 : i64
          %c0_i64 = arith.constant 0 : i64
          %59 = arith.cmpi eq, %58, %c0_i64 : i64
          scf.if %59 {
            llvm.store %52, %30 : f32, !llvm.ptr
          } else {
            %61 = arith.negf %52 : f32
            llvm.store %61, %30 : f32, !llvm.ptr
          }
          %60 = llvm.load %30 : !llvm.ptr -> f32
          llvm.store %60, %29 : f32, !llvm.ptr
        } else {
          %c30_i64 = arith.constant 30 : i64
          %58 = arith.cmpi slt, %arg8, %c30_i64 : i64
          scf.if %58 {
            %cst_43 = arith.constant 1.000000e+02 : f32
            llvm.store %cst_43, %31 : f32, !llvm.ptr
          } else {
            %cst_43 = arith.constant 2.000000e+00 : f32
            %60 = arith.mulf %52, %cst_43 : f32
            llvm.store %60, %31 : f32, !llvm.ptr
          }
          %59 = llvm.load %31 : !llvm.ptr -> f32
          llvm.store %59, %29 : f32, !llvm.ptr
        }
        %54 = llvm.load %29 : !llvm.ptr -> f32
        %c40_i64_42 = arith.constant 40 : i64
        %55 = arith.muli %32, %c40_i64_42 : i64
        %56 = arith.addi %arg8, %55 : i64
        %57 = llvm.getelementptr %22[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %54, %57 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
