module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @rem_min(%arg0: i8, %arg1: i8, %arg2: i8, %arg3: i16, %arg4: i16, %arg5: i16, %arg6: memref<7xi32, strided<[1]>, 1>, %arg7: memref<4x4xf32, strided<[1, 4]>, 1>, %arg8: memref<4x4xf32, strided<[1, 4]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 8, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg6 : memref<7xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg6 : memref<7xi32, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg7 : memref<4x4xf32, strided<[1, 4]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg7 : memref<4x4xf32, strided<[1, 4]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg8 : memref<4x4xf32, strided<[1, 4]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg8 : memref<4x4xf32, strided<[1, 4]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_10 = memref.alloca() : memref<f32>
      %alloca_11 = memref.alloca() : memref<f32>
      %alloca_12 = memref.alloca() : memref<f32>
      %c-1_i8 = arith.constant -1 : i8
      %6 = arith.cmpi eq, %arg1, %c-1_i8 : i8
      %7 = arith.extui %6 : i1 to i8
      %c2_i8 = arith.constant 2 : i8
      %8 = arith.muli %7, %c2_i8 : i8
      %9 = arith.addi %arg1, %8 : i8
      %10 = arith.remsi %arg0, %9 : i8
      %c-1_i16 = arith.constant -1 : i16
      %11 = arith.cmpi eq, %arg4, %c-1_i16 : i16
      %12 = arith.extui %11 : i1 to i16
      %c2_i16 = arith.constant 2 : i16
      %13 = arith.muli %12, %c2_i16 : i16
      %14 = arith.addi %arg4, %13 : i16
      %15 = arith.remsi %arg3, %14 : i16
      %c-1_i8_13 = arith.constant -1 : i8
      %16 = arith.cmpi eq, %arg2, %c-1_i8_13 : i8
      %17 = arith.extui %16 : i1 to i8
      %c2_i8_14 = arith.constant 2 : i8
      %18 = arith.muli %17, %c2_i8_14 : i8
      %19 = arith.addi %arg2, %18 : i8
      %20 = arith.remsi %arg0, %19 : i8
      %c-1_i16_15 = arith.constant -1 : i16
      %21 = arith.cmpi eq, %arg5, %c-1_i16_15 : i16
      %22 = arith.extui %21 : i1 to i16
      %c2_i16_16 = arith.constant 2 : i16
      %23 = arith.muli %22, %c2_i16_16 : i16
      %24 = arith.addi %arg5, %23 : i16
      %25 = arith.remsi %arg3, %24 : i16
      %c-1_i8_17 = arith.constant -1 : i8
      %26 = arith.cmpi eq, %arg1, %c-1_i8_17 : i8
      %27 = arith.extui %26 : i1 to i8
      %c2_i8_18 = arith.constant 2 : i8
      %28 = arith.muli %27, %c2_i8_18 : i8
      %29 = arith.addi %arg1, %28 : i8
      %30 = arith.remsi %arg2, %29 : i8
      %c-1_i16_19 = arith.constant -1 : i16
      %31 = arith.cmpi eq, %arg5, %c-1_i16_19 : i16
      %32 = arith.extui %31 : i1 to i16
      %c2_i16_20 = arith.constant 2 : i16
      %33 = arith.muli %32, %c2_i16_20 : i16
      %34 = arith.addi %arg5, %33 : i16
      %35 = arith.remsi %arg4, %34 : i16
      %36 = arith.extsi %10 : i8 to i32
      %37 = arith.extsi %15 : i16 to i32
      %38 = arith.extsi %20 : i8 to i32
      %39 = arith.extsi %25 : i16 to i32
      %40 = arith.extsi %30 : i8 to i32
      %41 = arith.extsi %35 : i16 to i32
      %c-16_i8 = arith.constant -16 : i8
      %c7_i8 = arith.constant 7 : i8
      %42 = arith.andi %c-16_i8, %c7_i8 : i8
      %c1_i8 = arith.constant 1 : i8
      %43 = arith.subi %42, %c1_i8 : i8
      %c-128_i8 = arith.constant -128 : i8
      %c-1_i8_21 = arith.constant -1 : i8
      %44 = arith.cmpi eq, %43, %c-1_i8_21 : i8
      %45 = arith.extui %44 : i1 to i8
      %c2_i8_22 = arith.constant 2 : i8
      %46 = arith.muli %45, %c2_i8_22 : i8
      %47 = arith.addi %43, %46 : i8
      %48 = arith.remsi %c-128_i8, %47 : i8
      %49 = arith.extsi %48 : i8 to i32
      %block_id_x = gpu.block_id  x
      %50 = arith.index_cast %block_id_x : index to i64
      %c0_i64 = arith.constant 0 : i64
      %51 = arith.cmpi eq, %50, %c0_i64 : i64
      scf.if %51 {
        llvm.store %36, %1 : i32, !llvm.ptr<1>
        %c1_i64_28 = arith.constant 1 : i64
        %55 = llvm.getelementptr %1[%c1_i64_28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %37, %55 : i32, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %56 = llvm.getelementptr %1[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %38, %56 : i32, !llvm.ptr<1>
        %c3_i64_29 = arith.constant 3 : i64
        %57 = llvm.getelementptr %1[%c3_i64_29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %39, %57 : i32, !llvm.ptr<1>
        %c4_i64_30 = arith.constant 4 : i64
        %58 = llvm.getelementptr %1[%c4_i64_30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %40, %58 : i32, !llvm.ptr<1>
        %c5_i64 = arith.constant 5 : i64
        %59 = llvm.getelementptr %1[%c5_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %41, %59 : i32, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %60 = llvm.getelementptr %1[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %49, %60 : i32, !llvm.ptr<1>
      }
      %thread_id_x = gpu.thread_id  x
      %52 = arith.index_cast %thread_id_x : index to i64
      %c3_i64 = arith.constant 3 : i64
      %53 = arith.minsi %52, %c3_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_23 = arith.constant 0.000000e+00 : f32
      memref.store %cst_23, %alloca_10[] : memref<f32>
      %cst_24 = arith.constant 0.000000e+00 : f32
      memref.store %cst_24, %alloca_11[] : memref<f32>
      %cst_25 = arith.constant 0.000000e+00 : f32
      memref.store %cst_25, %alloca_12[] : memref<f32>
      %c0_i64_26 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_26 to %c4_i64 step %c1_i64  : i64 {
        %c4_i64_28 = arith.constant 4 : i64
        %55 = arith.muli %arg9, %c4_i64_28 : i64
        %56 = arith.addi %53, %55 : i64
        %57 = llvm.getelementptr %3[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %58 = llvm.load %57 : !llvm.ptr<1> -> f32
        %59 = llvm.getelementptr %3[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %60 = llvm.load %59 : !llvm.ptr<1> -> f32
        %c4_i64_29 = arith.constant 4 : i64
        %61 = arith.addi %arg9, %c4_i64_29 : i64
        %62 = llvm.getelementptr %3[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %63 = llvm.load %62 : !llvm.ptr<1> -> f32
        %c8_i64 = arith.constant 8 : i64
        %64 = arith.addi %arg9, %c8_i64 : i64
        %65 = llvm.getelementptr %3[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %66 = llvm.load %65 : !llvm.ptr<1> -> f32
        %c12_i64 = arith.constant 12 : i64
        %67 = arith.addi %arg9, %c12_i64 : i64
        %68 = llvm.getelementptr %3[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %69 = llvm.load %68 : !llvm.ptr<1> -> f32
        %70 = memref.load %alloca[] : memref<f32>
        %71 = llvm.intr.fma(%58, %60, %70) : (f32, f32, f32) -> f32
        memref.store %71, %alloca[] : memref<f32>
        %72 = memref.load %alloca_10[] : memref<f32>
        %73 = llvm.intr.fma(%58, %63, %72) : (f32, f32, f32) -> f32
        memref.store %73, %alloca_10[] : memref<f32>
        %74 = memref.load %alloca_11[] : memref<f32>
        %75 = llvm.intr.fma(%58, %66, %74) : (f32, f32, f32) -> f32
        memref.store %75, %alloca_11[] : memref<f32>
        %76 = memref.load %alloca_12[] : memref<f32>
        %77 = llvm.intr.fma(%58, %69, %76) : (f32, f32, f32) -> f32
        memref.store %77, %alloca_12[] : memref<f32>
      }
      %c4_i64_27 = arith.constant 4 : i64
      %54 = arith.cmpi slt, %52, %c4_i64_27 : i64
      scf.if %54 {
        %55 = arith.sitofp %arg1 : i8 to f32
        %56 = llvm.getelementptr %5[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %57 = llvm.load %56 : !llvm.ptr<1> -> f32
        %58 = arith.sitofp %48 : i8 to f32
        %59 = memref.load %alloca[] : memref<f32>
        %60 = arith.mulf %58, %59 : f32
        %61 = llvm.intr.fma(%55, %57, %60) : (f32, f32, f32) -> f32
        %62 = llvm.getelementptr %5[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %61, %62 : f32, !llvm.ptr<1>
        %63 = arith.sitofp %arg1 : i8 to f32
        %c4_i64_28 = arith.constant 4 : i64
        %64 = arith.addi %52, %c4_i64_28 : i64
        %65 = llvm.getelementptr %5[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %66 = llvm.load %65 : !llvm.ptr<1> -> f32
        %67 = arith.sitofp %48 : i8 to f32
        %68 = memref.load %alloca_10[] : memref<f32>
        %69 = arith.mulf %67, %68 : f32
        %70 = llvm.intr.fma(%63, %66, %69) : (f32, f32, f32) -> f32
        %c4_i64_29 = arith.constant 4 : i64
        %71 = arith.addi %52, %c4_i64_29 : i64
        %72 = llvm.getelementptr %5[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %70, %72 : f32, !llvm.ptr<1>
        %73 = arith.sitofp %arg1 : i8 to f32
        %c8_i64 = arith.constant 8 : i64
        %74 = arith.addi %52, %c8_i64 : i64
        %75 = llvm.getelementptr %5[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %76 = llvm.load %75 : !llvm.ptr<1> -> f32
        %77 = arith.sitofp %48 : i8 to f32
        %78 = memref.load %alloca_11[] : memref<f32>
        %79 = arith.mulf %77, %78 : f32
        %80 = llvm.intr.fma(%73, %76, %79) : (f32, f32, f32) -> f32
        %c8_i64_30 = arith.constant 8 : i64
        %81 = arith.addi %52, %c8_i64_30 : i64
        %82 = llvm.getelementptr %5[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %80, %82 : f32, !llvm.ptr<1>
        %83 = arith.sitofp %arg1 : i8 to f32
        %c12_i64 = arith.constant 12 : i64
        %84 = arith.addi %52, %c12_i64 : i64
        %85 = llvm.getelementptr %5[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %86 = llvm.load %85 : !llvm.ptr<1> -> f32
        %87 = arith.sitofp %48 : i8 to f32
        %88 = memref.load %alloca_12[] : memref<f32>
        %89 = arith.mulf %87, %88 : f32
        %90 = llvm.intr.fma(%83, %86, %89) : (f32, f32, f32) -> f32
        %c12_i64_31 = arith.constant 12 : i64
        %91 = arith.addi %52, %c12_i64_31 : i64
        %92 = llvm.getelementptr %5[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %90, %92 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
