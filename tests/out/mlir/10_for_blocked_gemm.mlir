module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @blocked(%arg0: memref<16x32x?xf32, strided<[1, 16, 512]>, 1>, %arg1: memref<32x8x?xf32, strided<[1, 32, 256]>, 1>, %arg2: memref<16x8x?xf32, strided<[1, 16, 128]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<16x32x?xf32, strided<[1, 16, 512]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<16x32x?xf32, strided<[1, 16, 512]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<16x8x?xf32, strided<[1, 16, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<16x8x?xf32, strided<[1, 16, 128]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %9 = llvm.mlir.constant(1 : i64) : i64
      %10 = llvm.alloca %9 x f32 : (i64) -> !llvm.ptr
      %11 = llvm.alloca %9 x f32 : (i64) -> !llvm.ptr
      %12 = llvm.alloca %9 x f32 : (i64) -> !llvm.ptr
      %13 = llvm.alloca %9 x f32 : (i64) -> !llvm.ptr
      %14 = llvm.alloca %9 x f32 : (i64) -> !llvm.ptr
      %15 = llvm.alloca %9 x f32 : (i64) -> !llvm.ptr
      %16 = llvm.alloca %9 x f32 : (i64) -> !llvm.ptr
      %17 = llvm.alloca %9 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %18 = arith.index_cast %block_id_x : index to i64
      %c512_i64 = arith.constant 512 : i64
      %19 = arith.muli %18, %c512_i64 : i64
      %20 = llvm.getelementptr %1[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64 = arith.constant 256 : i64
      %21 = arith.muli %18, %c256_i64 : i64
      %22 = llvm.getelementptr %4[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64 = arith.constant 128 : i64
      %23 = arith.muli %18, %c128_i64 : i64
      %24 = llvm.getelementptr %7[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x : index to i64
      %c15_i64 = arith.constant 15 : i64
      %26 = arith.minsi %25, %c15_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %27 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_10 = gpu.thread_id  y
      %28 = arith.index_cast %thread_id_y_10 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %29 = arith.addi %28, %c2_i64 : i64
      %thread_id_y_11 = gpu.thread_id  y
      %30 = arith.index_cast %thread_id_y_11 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %31 = arith.addi %30, %c4_i64 : i64
      %thread_id_y_12 = gpu.thread_id  y
      %32 = arith.index_cast %thread_id_y_12 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %33 = arith.addi %32, %c6_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %10 : f32, !llvm.ptr
      %cst_13 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_13, %11 : f32, !llvm.ptr
      %cst_14 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_14, %12 : f32, !llvm.ptr
      %cst_15 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_15, %13 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c8_i64 = arith.constant 8 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg3 = %c0_i64 to %c8_i64 step %c1_i64  : i64 {
        %c16_i64_18 = arith.constant 16 : i64
        %35 = arith.muli %arg3, %c16_i64_18 : i64
        %36 = arith.addi %26, %35 : i64
        %37 = llvm.getelementptr %20[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %38 = llvm.load %37 : !llvm.ptr<1> -> f32
        %c32_i64_19 = arith.constant 32 : i64
        %39 = arith.muli %27, %c32_i64_19 : i64
        %40 = arith.addi %arg3, %39 : i64
        %41 = llvm.getelementptr %22[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %42 = llvm.load %41 : !llvm.ptr<1> -> f32
        %c32_i64_20 = arith.constant 32 : i64
        %43 = arith.muli %29, %c32_i64_20 : i64
        %44 = arith.addi %arg3, %43 : i64
        %45 = llvm.getelementptr %22[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %46 = llvm.load %45 : !llvm.ptr<1> -> f32
        %c32_i64_21 = arith.constant 32 : i64
        %47 = arith.muli %31, %c32_i64_21 : i64
        %48 = arith.addi %arg3, %47 : i64
        %49 = llvm.getelementptr %22[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %50 = llvm.load %49 : !llvm.ptr<1> -> f32
        %c32_i64_22 = arith.constant 32 : i64
        %51 = arith.muli %33, %c32_i64_22 : i64
        %52 = arith.addi %arg3, %51 : i64
        %53 = llvm.getelementptr %22[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %54 = llvm.load %53 : !llvm.ptr<1> -> f32
        %55 = llvm.load %10 : !llvm.ptr -> f32
        %56 = arith.mulf %38, %42 : f32
        %57 = arith.addf %55, %56 : f32
        llvm.store %57, %10 : f32, !llvm.ptr
        %58 = llvm.load %11 : !llvm.ptr -> f32
        %59 = arith.mulf %38, %46 : f32
        %60 = arith.addf %58, %59 : f32
        llvm.store %60, %11 : f32, !llvm.ptr
        %61 = llvm.load %12 : !llvm.ptr -> f32
        %62 = arith.mulf %38, %50 : f32
        %63 = arith.addf %61, %62 : f32
        llvm.store %63, %12 : f32, !llvm.ptr
        %64 = llvm.load %13 : !llvm.ptr -> f32
        %65 = arith.mulf %38, %54 : f32
        %66 = arith.addf %64, %65 : f32
        llvm.store %66, %13 : f32, !llvm.ptr
      }
      %c16_i64 = arith.constant 16 : i64
      %34 = arith.cmpi slt, %25, %c16_i64 : i64
      scf.if %34 {
        %35 = llvm.load %10 : !llvm.ptr -> f32
        %c16_i64_18 = arith.constant 16 : i64
        %36 = arith.muli %27, %c16_i64_18 : i64
        %37 = arith.addi %25, %36 : i64
        %38 = llvm.getelementptr %24[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %35, %38 : f32, !llvm.ptr<1>
        %39 = llvm.load %11 : !llvm.ptr -> f32
        %c16_i64_19 = arith.constant 16 : i64
        %40 = arith.muli %29, %c16_i64_19 : i64
        %41 = arith.addi %25, %40 : i64
        %42 = llvm.getelementptr %24[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %39, %42 : f32, !llvm.ptr<1>
        %43 = llvm.load %12 : !llvm.ptr -> f32
        %c16_i64_20 = arith.constant 16 : i64
        %44 = arith.muli %31, %c16_i64_20 : i64
        %45 = arith.addi %25, %44 : i64
        %46 = llvm.getelementptr %24[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %43, %46 : f32, !llvm.ptr<1>
        %47 = llvm.load %13 : !llvm.ptr -> f32
        %c16_i64_21 = arith.constant 16 : i64
        %48 = arith.muli %33, %c16_i64_21 : i64
        %49 = arith.addi %25, %48 : i64
        %50 = llvm.getelementptr %24[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %47, %50 : f32, !llvm.ptr<1>
      }
      %c8_i64_16 = arith.constant 8 : i64
      %c32_i64 = arith.constant 32 : i64
      %c8_i64_17 = arith.constant 8 : i64
      scf.for %arg3 = %c8_i64_16 to %c32_i64 step %c8_i64_17  : i64 {
        %c16_i64_18 = arith.constant 16 : i64
        %35 = arith.muli %arg3, %c16_i64_18 : i64
        %36 = llvm.getelementptr %20[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %37 = llvm.getelementptr %22[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        gpu.barrier
        %thread_id_x_19 = gpu.thread_id  x
        %38 = arith.index_cast %thread_id_x_19 : index to i64
        %c15_i64_20 = arith.constant 15 : i64
        %39 = arith.minsi %38, %c15_i64_20 : i64
        %thread_id_y_21 = gpu.thread_id  y
        %40 = arith.index_cast %thread_id_y_21 : index to i64
        %thread_id_y_22 = gpu.thread_id  y
        %41 = arith.index_cast %thread_id_y_22 : index to i64
        %c2_i64_23 = arith.constant 2 : i64
        %42 = arith.addi %41, %c2_i64_23 : i64
        %thread_id_y_24 = gpu.thread_id  y
        %43 = arith.index_cast %thread_id_y_24 : index to i64
        %c4_i64_25 = arith.constant 4 : i64
        %44 = arith.addi %43, %c4_i64_25 : i64
        %thread_id_y_26 = gpu.thread_id  y
        %45 = arith.index_cast %thread_id_y_26 : index to i64
        %c6_i64_27 = arith.constant 6 : i64
        %46 = arith.addi %45, %c6_i64_27 : i64
        %cst_28 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_28, %14 : f32, !llvm.ptr
        %cst_29 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_29, %15 : f32, !llvm.ptr
        %cst_30 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_30, %16 : f32, !llvm.ptr
        %cst_31 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_31, %17 : f32, !llvm.ptr
        %c0_i64_32 = arith.constant 0 : i64
        %c8_i64_33 = arith.constant 8 : i64
        %c1_i64_34 = arith.constant 1 : i64
        scf.for %arg4 = %c0_i64_32 to %c8_i64_33 step %c1_i64_34  : i64 {
          %c16_i64_36 = arith.constant 16 : i64
          %48 = arith.muli %arg4, %c16_i64_36 : i64
          %49 = arith.addi %39, %48 : i64
          %50 = llvm.getelementptr %36[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %51 = llvm.load %50 : !llvm.ptr<1> -> f32
          %c32_i64_37 = arith.constant 32 : i64
          %52 = arith.muli %40, %c32_i64_37 : i64
          %53 = arith.addi %arg4, %52 : i64
          %54 = llvm.getelementptr %37[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %55 = llvm.load %54 : !llvm.ptr<1> -> f32
          %c32_i64_38 = arith.constant 32 : i64
          %56 = arith.muli %42, %c32_i64_38 : i64
          %57 = arith.addi %arg4, %56 : i64
          %58 = llvm.getelementptr %37[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %59 = llvm.load %58 : !llvm.ptr<1> -> f32
          %c32_i64_39 = arith.constant 32 : i64
          %60 = arith.muli %44, %c32_i64_39 : i64
          %61 = arith.addi %arg4, %60 : i64
          %62 = llvm.getelementptr %37[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %63 = llvm.load %62 : !llvm.ptr<1> -> f32
          %c32_i64_40 = arith.constant 32 : i64
          %64 = arith.muli %46, %c32_i64_40 : i64
          %65 = arith.addi %arg4, %64 : i64
          %66 = llvm.getelementptr %37[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %67 = llvm.load %66 : !llvm.ptr<1> -> f32
          %68 = llvm.load %14 : !llvm.ptr -> f32
          %69 = arith.mulf %51, %55 : f32
          %70 = arith.addf %68, %69 : f32
          llvm.store %70, %14 : f32, !llvm.ptr
          %71 = llvm.load %15 : !llvm.ptr -> f32
          %72 = arith.mulf %51, %59 : f32
          %73 = arith.addf %71, %72 : f32
          llvm.store %73, %15 : f32, !llvm.ptr
          %74 = llvm.load %16 : !llvm.ptr -> f32
          %75 = arith.mulf %51, %63 : f32
          %76 = arith.addf %74, %75 : f32
          llvm.store %76, %16 : f32, !llvm.ptr
          %77 = llvm.load %17 : !llvm.ptr -> f32
          %78 = arith.mulf %51, %67 : f32
          %79 = arith.addf %77, %78 : f32
          llvm.store %79, %17 : f32, !llvm.ptr
        }
        %c16_i64_35 = arith.constant 16 : i64
        %47 = arith.cmpi slt, %38, %c16_i64_35 : i64
        scf.if %47 {
          %c16_i64_36 = arith.constant 16 : i64
          %48 = arith.muli %40, %c16_i64_36 : i64
          %49 = arith.addi %38, %48 : i64
          %50 = llvm.getelementptr %24[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %51 = llvm.load %50 : !llvm.ptr<1> -> f32
          %52 = llvm.load %14 : !llvm.ptr -> f32
          %53 = arith.addf %51, %52 : f32
          %c16_i64_37 = arith.constant 16 : i64
          %54 = arith.muli %40, %c16_i64_37 : i64
          %55 = arith.addi %38, %54 : i64
          %56 = llvm.getelementptr %24[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %53, %56 : f32, !llvm.ptr<1>
          %c16_i64_38 = arith.constant 16 : i64
          %57 = arith.muli %42, %c16_i64_38 : i64
          %58 = arith.addi %38, %57 : i64
          %59 = llvm.getelementptr %24[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %60 = llvm.load %59 : !llvm.ptr<1> -> f32
          %61 = llvm.load %15 : !llvm.ptr -> f32
          %62 = arith.addf %60, %61 : f32
          %c16_i64_39 = arith.constant 16 : i64
          %63 = arith.muli %42, %c16_i64_39 : i64
          %64 = arith.addi %38, %63 : i64
          %65 = llvm.getelementptr %24[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %62, %65 : f32, !llvm.ptr<1>
          %c16_i64_40 = arith.constant 16 : i64
          %66 = arith.muli %44, %c16_i64_40 : i64
          %67 = arith.addi %38, %66 : i64
          %68 = llvm.getelementptr %24[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %69 = llvm.load %68 : !llvm.ptr<1> -> f32
          %70 = llvm.load %16 : !llvm.ptr -> f32
          %71 = arith.addf %69, %70 : f32
          %c16_i64_41 = arith.constant 16 : i64
          %72 = arith.muli %44, %c16_i64_41 : i64
          %73 = arith.addi %38, %72 : i64
          %74 = llvm.getelementptr %24[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %71, %74 : f32, !llvm.ptr<1>
          %c16_i64_42 = arith.constant 16 : i64
          %75 = arith.muli %46, %c16_i64_42 : i64
          %76 = arith.addi %38, %75 : i64
          %77 = llvm.getelementptr %24[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %78 = llvm.load %77 : !llvm.ptr<1> -> f32
          %79 = llvm.load %17 : !llvm.ptr -> f32
          %80 = arith.addf %78, %79 : f32
          %c16_i64_43 = arith.constant 16 : i64
          %81 = arith.muli %46, %c16_i64_43 : i64
          %82 = arith.addi %38, %81 : i64
          %83 = llvm.getelementptr %24[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %80, %83 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
