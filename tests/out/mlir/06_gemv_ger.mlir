module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemv_ger(%arg0: memref<9x7x?xf32, strided<[1, 9, 63]>, 1>, %arg1: memref<9x?xf32, strided<[1, 9]>, 1>, %arg2: memref<7x?xf32, strided<[1, 7]>, 1>, %arg3: memref<5xf32, strided<[1]>, 1>, %arg4: memref<9x5x?xf32, strided<[1, 9, 45]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<9x7x?xf32, strided<[1, 9, 63]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<9x7x?xf32, strided<[1, 9, 63]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<9x?xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<9x?xf32, strided<[1, 9]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<7x?xf32, strided<[1, 7]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<7x?xf32, strided<[1, 7]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg3 : memref<5xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<5xf32, strided<[1]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<9x5x?xf32, strided<[1, 9, 45]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<9x5x?xf32, strided<[1, 9, 45]>, 1> -> index
      %11 = arith.index_cast %intptr_19 : index to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
      %13 = arith.index_cast %sizes_17#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_20 = memref.alloca() : memref<f32>
      %alloca_21 = memref.alloca() : memref<f32>
      %alloca_22 = memref.alloca() : memref<f32>
      %alloca_23 = memref.alloca() : memref<f32>
      %alloca_24 = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %14 = arith.index_cast %block_id_x : index to i64
      %c63_i64 = arith.constant 63 : i64
      %15 = arith.muli %14, %c63_i64 : i64
      %16 = llvm.getelementptr %1[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c9_i64 = arith.constant 9 : i64
      %17 = arith.muli %14, %c9_i64 : i64
      %18 = llvm.getelementptr %4[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c7_i64 = arith.constant 7 : i64
      %19 = arith.muli %14, %c7_i64 : i64
      %20 = llvm.getelementptr %7[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c45_i64 = arith.constant 45 : i64
      %21 = arith.muli %14, %c45_i64 : i64
      %22 = llvm.getelementptr %12[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %23 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %24 = arith.index_cast %thread_id_y : index to i64
      %25 = arith.muli %c32_i64, %24 : i64
      %26 = arith.addi %23, %25 : i64
      %c7_i64_26 = arith.constant 7 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg5 = %26 to %c7_i64_26 step %c64_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c9_i64_30 = arith.constant 9 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg6 = %c0_i64 to %c9_i64_30 step %c1_i64  : i64 {
          %c9_i64_32 = arith.constant 9 : i64
          %31 = arith.muli %arg5, %c9_i64_32 : i64
          %32 = arith.addi %arg6, %31 : i64
          %33 = llvm.getelementptr %16[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %34 = llvm.load %33 : !llvm.ptr<1> -> f32
          %35 = llvm.getelementptr %18[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %36 = llvm.load %35 : !llvm.ptr<1> -> f32
          %37 = memref.load %alloca[] : memref<f32>
          %38 = llvm.intr.fma(%34, %36, %37) : (f32, f32, f32) -> f32
          memref.store %38, %alloca[] : memref<f32>
        }
        %cst_31 = arith.constant 1.500000e+00 : f32
        %28 = memref.load %alloca[] : memref<f32>
        %29 = arith.mulf %cst_31, %28 : f32
        %30 = llvm.getelementptr %20[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %29, %30 : f32, !llvm.ptr<1>
      }
      %thread_id_x_27 = gpu.thread_id  x
      %27 = arith.index_cast %thread_id_x_27 : index to i64
      %c9_i64_28 = arith.constant 9 : i64
      %c32_i64_29 = arith.constant 32 : i64
      scf.for %arg5 = %27 to %c9_i64_28 step %c32_i64_29  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_30 = arith.constant 1 : i64
        scf.for %arg6 = %c0_i64 to %c1_i64 step %c1_i64_30  : i64 {
          %thread_id_y_31 = gpu.thread_id  y
          %28 = arith.index_cast %thread_id_y_31 : index to i64
          %c6_i64 = arith.constant 6 : i64
          %29 = arith.muli %arg6, %c6_i64 : i64
          %30 = arith.addi %28, %29 : i64
          %c5_i64 = arith.constant 5 : i64
          %31 = arith.cmpi slt, %30, %c5_i64 : i64
          scf.if %31 {
            %39 = llvm.getelementptr %18[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %40 = llvm.load %39 : !llvm.ptr<1> -> f32
            %41 = llvm.getelementptr %10[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %42 = llvm.load %41 : !llvm.ptr<1> -> f32
            %43 = arith.mulf %40, %42 : f32
            memref.store %43, %alloca_20[] : memref<f32>
            %c9_i64_37 = arith.constant 9 : i64
            %44 = arith.muli %30, %c9_i64_37 : i64
            %45 = arith.addi %arg5, %44 : i64
            %46 = llvm.getelementptr %22[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %47 = llvm.load %46 : !llvm.ptr<1> -> f32
            memref.store %47, %alloca_21[] : memref<f32>
          }
          %c2_i64 = arith.constant 2 : i64
          %32 = arith.addi %30, %c2_i64 : i64
          %c5_i64_32 = arith.constant 5 : i64
          %33 = arith.cmpi slt, %32, %c5_i64_32 : i64
          scf.if %33 {
            %39 = llvm.getelementptr %18[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %40 = llvm.load %39 : !llvm.ptr<1> -> f32
            %41 = llvm.getelementptr %10[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %42 = llvm.load %41 : !llvm.ptr<1> -> f32
            %43 = arith.mulf %40, %42 : f32
            memref.store %43, %alloca_22[] : memref<f32>
            %c9_i64_37 = arith.constant 9 : i64
            %44 = arith.muli %32, %c9_i64_37 : i64
            %45 = arith.addi %arg5, %44 : i64
            %46 = llvm.getelementptr %22[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %47 = llvm.load %46 : !llvm.ptr<1> -> f32
            memref.store %47, %alloca_23[] : memref<f32>
          }
          %c4_i64 = arith.constant 4 : i64
          %34 = arith.addi %30, %c4_i64 : i64
          %c5_i64_33 = arith.constant 5 : i64
          %35 = arith.cmpi slt, %34, %c5_i64_33 : i64
          scf.if %35 {
            %39 = llvm.getelementptr %18[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %40 = llvm.load %39 : !llvm.ptr<1> -> f32
            %41 = llvm.getelementptr %10[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %42 = llvm.load %41 : !llvm.ptr<1> -> f32
            %43 = arith.mulf %40, %42 : f32
            memref.store %43, %alloca_24[] : memref<f32>
            %c9_i64_37 = arith.constant 9 : i64
            %44 = arith.muli %34, %c9_i64_37 : i64
            %45 = arith.addi %arg5, %44 : i64
            %46 = llvm.getelementptr %22[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %47 = llvm.load %46 : !llvm.ptr<1> -> f32
            memref.store %47, %alloca_25[] : memref<f32>
          }
          %c5_i64_34 = arith.constant 5 : i64
          %36 = arith.cmpi slt, %30, %c5_i64_34 : i64
          scf.if %36 {
            %cst = arith.constant -1.000000e+00 : f32
            %39 = memref.load %alloca_20[] : memref<f32>
            %40 = memref.load %alloca_21[] : memref<f32>
            %41 = llvm.intr.fma(%cst, %39, %40) : (f32, f32, f32) -> f32
            %c9_i64_37 = arith.constant 9 : i64
            %42 = arith.muli %30, %c9_i64_37 : i64
            %43 = arith.addi %arg5, %42 : i64
            %44 = llvm.getelementptr %22[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %41, %44 : f32, !llvm.ptr<1>
          }
          %c5_i64_35 = arith.constant 5 : i64
          %37 = arith.cmpi slt, %32, %c5_i64_35 : i64
          scf.if %37 {
            %cst = arith.constant -1.000000e+00 : f32
            %39 = memref.load %alloca_22[] : memref<f32>
            %40 = memref.load %alloca_23[] : memref<f32>
            %41 = llvm.intr.fma(%cst, %39, %40) : (f32, f32, f32) -> f32
            %c9_i64_37 = arith.constant 9 : i64
            %42 = arith.muli %32, %c9_i64_37 : i64
            %43 = arith.addi %arg5, %42 : i64
            %44 = llvm.getelementptr %22[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %41, %44 : f32, !llvm.ptr<1>
          }
          %c5_i64_36 = arith.constant 5 : i64
          %38 = arith.cmpi slt, %34, %c5_i64_36 : i64
          scf.if %38 {
            %cst = arith.constant -1.000000e+00 : f32
            %39 = memref.load %alloca_24[] : memref<f32>
            %40 = memref.load %alloca_25[] : memref<f32>
            %41 = llvm.intr.fma(%cst, %39, %40) : (f32, f32, f32) -> f32
            %c9_i64_37 = arith.constant 9 : i64
            %42 = arith.muli %34, %c9_i64_37 : i64
            %43 = arith.addi %arg5, %42 : i64
            %44 = llvm.getelementptr %22[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %41, %44 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
