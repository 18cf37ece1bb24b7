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
      %alloca_26 = memref.alloca() : memref<f32>
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
      %24 = arith.remsi %23, %c32_i64 : i64
      %thread_id_x_27 = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x_27 : index to i64
      %c32_i64_28 = arith.constant 32 : i64
      %26 = arith.divsi %25, %c32_i64_28 : i64
      %thread_id_y = gpu.thread_id  y
      %27 = arith.index_cast %thread_id_y : index to i64
      %28 = arith.addi %26, %27 : i64
      %c7_i64_29 = arith.constant 7 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg5 = %28 to %c7_i64_29 step %c2_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c9_i64_33 = arith.constant 9 : i64
        %c32_i64_34 = arith.constant 32 : i64
        scf.for %arg6 = %24 to %c9_i64_33 step %c32_i64_34  : i64 {
          %c9_i64_45 = arith.constant 9 : i64
          %45 = arith.muli %arg5, %c9_i64_45 : i64
          %46 = arith.addi %arg6, %45 : i64
          %47 = llvm.getelementptr %16[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %48 = llvm.load %47 : !llvm.ptr<1> -> f32
          %49 = llvm.getelementptr %18[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %50 = llvm.load %49 : !llvm.ptr<1> -> f32
          %51 = memref.load %alloca[] : memref<f32>
          %52 = llvm.intr.fma(%48, %50, %51) : (f32, f32, f32) -> f32
          memref.store %52, %alloca[] : memref<f32>
        }
        %30 = memref.load %alloca[] : memref<f32>
        %thread_id_x_35 = gpu.thread_id  x
        %31 = arith.index_cast %thread_id_x_35 : index to i64
        %c32_i64_36 = arith.constant 32 : i64
        %32 = arith.remsi %31, %c32_i64_36 : i64
        %33 = arith.trunci %32 : i64 to i32
        %c1_i32 = arith.constant 1 : i32
        %c-1_i32 = arith.constant -1 : i32
        %c31_i32 = arith.constant 31 : i32
        %34 = nvvm.shfl.sync  bfly %c-1_i32, %30, %c1_i32, %c31_i32 : f32 -> f32
        %35 = arith.addf %30, %34 : f32
        %c2_i32 = arith.constant 2 : i32
        %c-1_i32_37 = arith.constant -1 : i32
        %c31_i32_38 = arith.constant 31 : i32
        %36 = nvvm.shfl.sync  bfly %c-1_i32_37, %35, %c2_i32, %c31_i32_38 : f32 -> f32
        %37 = arith.addf %35, %36 : f32
        %c4_i32 = arith.constant 4 : i32
        %c-1_i32_39 = arith.constant -1 : i32
        %c31_i32_40 = arith.constant 31 : i32
        %38 = nvvm.shfl.sync  bfly %c-1_i32_39, %37, %c4_i32, %c31_i32_40 : f32 -> f32
        %39 = arith.addf %37, %38 : f32
        %c8_i32 = arith.constant 8 : i32
        %c-1_i32_41 = arith.constant -1 : i32
        %c31_i32_42 = arith.constant 31 : i32
        %40 = nvvm.shfl.sync  bfly %c-1_i32_41, %39, %c8_i32, %c31_i32_42 : f32 -> f32
        %41 = arith.addf %39, %40 : f32
        %c16_i32 = arith.constant 16 : i32
        %c-1_i32_43 = arith.constant -1 : i32
        %c31_i32_44 = arith.constant 31 : i32
        %42 = nvvm.shfl.sync  bfly %c-1_i32_43, %41, %c16_i32, %c31_i32_44 : f32 -> f32
        %43 = arith.addf %41, %42 : f32
        memref.store %43, %alloca_20[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %44 = arith.cmpi eq, %24, %c0_i64 : i64
        scf.if %44 {
          %cst_45 = arith.constant 1.500000e+00 : f32
          %45 = memref.load %alloca_20[] : memref<f32>
          %46 = arith.mulf %cst_45, %45 : f32
          %47 = llvm.getelementptr %20[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %46, %47 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_30 = gpu.thread_id  x
      %29 = arith.index_cast %thread_id_x_30 : index to i64
      %c9_i64_31 = arith.constant 9 : i64
      %c32_i64_32 = arith.constant 32 : i64
      scf.for %arg5 = %29 to %c9_i64_31 step %c32_i64_32  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_33 = arith.constant 1 : i64
        scf.for %arg6 = %c0_i64 to %c1_i64 step %c1_i64_33  : i64 {
          %thread_id_y_34 = gpu.thread_id  y
          %30 = arith.index_cast %thread_id_y_34 : index to i64
          %c6_i64 = arith.constant 6 : i64
          %31 = arith.muli %arg6, %c6_i64 : i64
          %32 = arith.addi %30, %31 : i64
          %c5_i64 = arith.constant 5 : i64
          %33 = arith.cmpi slt, %32, %c5_i64 : i64
          scf.if %33 {
            %41 = llvm.getelementptr %18[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %42 = llvm.load %41 : !llvm.ptr<1> -> f32
            %43 = llvm.getelementptr %10[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %44 = llvm.load %43 : !llvm.ptr<1> -> f32
            %45 = arith.mulf %42, %44 : f32
            memref.store %45, %alloca_21[] : memref<f32>
            %c9_i64_41 = arith.constant 9 : i64
            %46 = arith.muli %32, %c9_i64_41 : i64
            %47 = arith.addi %arg5, %46 : i64
            %48 = llvm.getelementptr %22[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %49 = llvm.load %48 : !llvm.ptr<1> -> f32
            memref.store %49, %alloca_22[] : memref<f32>
          }
          %c2_i64_35 = arith.constant 2 : i64
          %34 = arith.addi %32, %c2_i64_35 : i64
          %c5_i64_36 = arith.constant 5 : i64
          %35 = arith.cmpi slt, %34, %c5_i64_36 : i64
          scf.if %35 {
            %41 = llvm.getelementptr %18[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %42 = llvm.load %41 : !llvm.ptr<1> -> f32
            %43 = llvm.getelementptr %10[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %44 = llvm.load %43 : !llvm.ptr<1> -> f32
            %45 = arith.mulf %42, %44 : f32
            memref.store %45, %alloca_23[] : memref<f32>
            %c9_i64_41 = arith.constant 9 : i64
            %46 = arith.muli %34, %c9_i64_41 : i64
            %47 = arith.addi %arg5, %46 : i64
            %48 = llvm.getelementptr %22[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %49 = llvm.load %48 : !llvm.ptr<1> -> f32
            memref.store %49, %alloca_24[] : memref<f32>
          }
          %c4_i64 = arith.constant 4 : i64
          %36 = arith.addi %32, %c4_i64 : i64
          %c5_i64_37 = arith.constant 5 : i64
          %37 = arith.cmpi slt, %36, %c5_i64_37 : i64
          scf.if %37 {
            %41 = llvm.getelementptr %18[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %42 = llvm.load %41 : !llvm.ptr<1> -> f32
            %43 = llvm.getelementptr %10[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %44 = llvm.load %43 : !llvm.ptr<1> -> f32
            %45 = arith.mulf %42, %44 : f32
            memref.store %45, %alloca_25[] : memref<f32>
            %c9_i64_41 = arith.constant 9 : i64
            %46 = arith.muli %36, %c9_i64_41 : i64
            %47 = arith.addi %arg5, %46 : i64
            %48 = llvm.getelementptr %22[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %49 = llvm.load %48 : !llvm.ptr<1> -> f32
            memref.store %49, %alloca_26[] : memref<f32>
          }
          %c5_i64_38 = arith.constant 5 : i64
          %38 = arith.cmpi slt, %32, %c5_i64_38 : i64
          scf.if %38 {
            %cst = arith.constant -1.000000e+00 : f32
            %41 = memref.load %alloca_21[] : memref<f32>
            %42 = memref.load %alloca_22[] : memref<f32>
            %43 = llvm.intr.fma(%cst, %41, %42) : (f32, f32, f32) -> f32
            %c9_i64_41 = arith.constant 9 : i64
            %44 = arith.muli %32, %c9_i64_41 : i64
            %45 = arith.addi %arg5, %44 : i64
            %46 = llvm.getelementptr %22[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %43, %46 : f32, !llvm.ptr<1>
          }
          %c5_i64_39 = arith.constant 5 : i64
          %39 = arith.cmpi slt, %34, %c5_i64_39 : i64
          scf.if %39 {
            %cst = arith.constant -1.000000e+00 : f32
            %41 = memref.load %alloca_23[] : memref<f32>
            %42 = memref.load %alloca_24[] : memref<f32>
            %43 = llvm.intr.fma(%cst, %41, %42) : (f32, f32, f32) -> f32
            %c9_i64_41 = arith.constant 9 : i64
            %44 = arith.muli %34, %c9_i64_41 : i64
            %45 = arith.addi %arg5, %44 : i64
            %46 = llvm.getelementptr %22[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %43, %46 : f32, !llvm.ptr<1>
          }
          %c5_i64_40 = arith.constant 5 : i64
          %40 = arith.cmpi slt, %36, %c5_i64_40 : i64
          scf.if %40 {
            %cst = arith.constant -1.000000e+00 : f32
            %41 = memref.load %alloca_25[] : memref<f32>
            %42 = memref.load %alloca_26[] : memref<f32>
            %43 = llvm.intr.fma(%cst, %41, %42) : (f32, f32, f32) -> f32
            %c9_i64_41 = arith.constant 9 : i64
            %44 = arith.muli %36, %c9_i64_41 : i64
            %45 = arith.addi %arg5, %44 : i64
            %46 = llvm.getelementptr %22[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %43, %46 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
