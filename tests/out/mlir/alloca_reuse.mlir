module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_alloca_reuse() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<512 x i8>
    gpu.func @alloca_reuse(%arg0: memref<16x8x?xf32, strided<[1, 16, 128]>, 1>, %arg1: memref<8x4xf32, strided<[1, 8]>, 1>, %arg2: memref<16x4x?xf32, strided<[1, 16, 64]>, 1>, %arg3: memref<16x?xf32, strided<[1, 16]>, 1>, %arg4: memref<3x?xi32, strided<[1, 3]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<16x8x?xf32, strided<[1, 16, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<16x8x?xf32, strided<[1, 16, 128]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<8x4xf32, strided<[1, 8]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<8x4xf32, strided<[1, 8]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<16x4x?xf32, strided<[1, 16, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<16x4x?xf32, strided<[1, 16, 64]>, 1> -> index
      %5 = arith.index_cast %intptr_9 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %8 = arith.index_cast %intptr_14 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %10 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<3x?xi32, strided<[1, 3]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<3x?xi32, strided<[1, 3]>, 1> -> index
      %11 = arith.index_cast %intptr_19 : index to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
      %13 = arith.index_cast %sizes_17#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_20 = memref.alloca() : memref<f32>
      %alloca_21 = memref.alloca() : memref<f32>
      %alloca_22 = memref.alloca() : memref<f32>
      %alloca_23 = memref.alloca() : memref<f32>
      %alloca_24 = memref.alloca() : memref<i32>
      %block_id_x = gpu.block_id  x
      %14 = arith.index_cast %block_id_x : index to i64
      %c128_i64 = arith.constant 128 : i64
      %15 = arith.muli %14, %c128_i64 : i64
      %16 = llvm.getelementptr %1[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c64_i64 = arith.constant 64 : i64
      %17 = arith.muli %14, %c64_i64 : i64
      %18 = llvm.getelementptr %6[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %19 = llvm.mlir.addressof @__tinyc_stack_alloca_reuse : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %20 = arith.index_cast %thread_id_x : index to i64
      %c128_i64_25 = arith.constant 128 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg5 = %20 to %c128_i64_25 step %c32_i64  : i64 {
        %29 = llvm.getelementptr %16[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %30 = llvm.load %29 : !llvm.ptr<1> -> f32
        %cst_38 = arith.constant 2.000000e+00 : f32
        %31 = arith.mulf %30, %cst_38 : f32
        %32 = llvm.getelementptr %19[%arg5] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %31, %32 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_26 = gpu.thread_id  x
      %21 = arith.index_cast %thread_id_x_26 : index to i64
      %c15_i64 = arith.constant 15 : i64
      %22 = arith.minsi %21, %c15_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_27 = arith.constant 0.000000e+00 : f32
      memref.store %cst_27, %alloca_20[] : memref<f32>
      %cst_28 = arith.constant 0.000000e+00 : f32
      memref.store %cst_28, %alloca_21[] : memref<f32>
      %cst_29 = arith.constant 0.000000e+00 : f32
      memref.store %cst_29, %alloca_22[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c8_i64 = arith.constant 8 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg5 = %c0_i64 to %c8_i64 step %c1_i64  : i64 {
        %c16_i64_38 = arith.constant 16 : i64
        %29 = arith.muli %arg5, %c16_i64_38 : i64
        %30 = arith.addi %22, %29 : i64
        %31 = llvm.getelementptr %19[%30] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %32 = llvm.load %31 : !llvm.ptr<3> -> f32
        %33 = llvm.getelementptr %4[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %34 = llvm.load %33 : !llvm.ptr<1> -> f32
        %c8_i64_39 = arith.constant 8 : i64
        %35 = arith.addi %arg5, %c8_i64_39 : i64
        %36 = llvm.getelementptr %4[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %37 = llvm.load %36 : !llvm.ptr<1> -> f32
        %c16_i64_40 = arith.constant 16 : i64
        %38 = arith.addi %arg5, %c16_i64_40 : i64
        %39 = llvm.getelementptr %4[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %40 = llvm.load %39 : !llvm.ptr<1> -> f32
        %c24_i64 = arith.constant 24 : i64
        %41 = arith.addi %arg5, %c24_i64 : i64
        %42 = llvm.getelementptr %4[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %43 = llvm.load %42 : !llvm.ptr<1> -> f32
        %44 = memref.load %alloca[] : memref<f32>
        %45 = arith.mulf %32, %34 : f32
        %46 = arith.addf %44, %45 : f32
        memref.store %46, %alloca[] : memref<f32>
        %47 = memref.load %alloca_20[] : memref<f32>
        %48 = arith.mulf %32, %37 : f32
        %49 = arith.addf %47, %48 : f32
        memref.store %49, %alloca_20[] : memref<f32>
        %50 = memref.load %alloca_21[] : memref<f32>
        %51 = arith.mulf %32, %40 : f32
        %52 = arith.addf %50, %51 : f32
        memref.store %52, %alloca_21[] : memref<f32>
        %53 = memref.load %alloca_22[] : memref<f32>
        %54 = arith.mulf %32, %43 : f32
        %55 = arith.addf %53, %54 : f32
        memref.store %55, %alloca_22[] : memref<f32>
      }
      %c16_i64 = arith.constant 16 : i64
      %23 = arith.cmpi slt, %21, %c16_i64 : i64
      scf.if %23 {
        %29 = memref.load %alloca[] : memref<f32>
        %30 = llvm.getelementptr %18[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %29, %30 : f32, !llvm.ptr<1>
        %31 = memref.load %alloca_20[] : memref<f32>
        %c16_i64_38 = arith.constant 16 : i64
        %32 = arith.addi %21, %c16_i64_38 : i64
        %33 = llvm.getelementptr %18[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %31, %33 : f32, !llvm.ptr<1>
        %34 = memref.load %alloca_21[] : memref<f32>
        %c32_i64_39 = arith.constant 32 : i64
        %35 = arith.addi %21, %c32_i64_39 : i64
        %36 = llvm.getelementptr %18[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %34, %36 : f32, !llvm.ptr<1>
        %37 = memref.load %alloca_22[] : memref<f32>
        %c48_i64 = arith.constant 48 : i64
        %38 = arith.addi %21, %c48_i64 : i64
        %39 = llvm.getelementptr %18[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %37, %39 : f32, !llvm.ptr<1>
      }
      %24 = llvm.mlir.addressof @__tinyc_stack_alloca_reuse : !llvm.ptr<3>
      gpu.barrier
      %c0_i64_30 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      %c1_i64_31 = arith.constant 1 : i64
      scf.for %arg5 = %c0_i64_30 to %c4_i64 step %c1_i64_31  : i64 {
        %thread_id_x_38 = gpu.thread_id  x
        %29 = arith.index_cast %thread_id_x_38 : index to i64
        %c16_i64_39 = arith.constant 16 : i64
        %c32_i64_40 = arith.constant 32 : i64
        scf.for %arg6 = %29 to %c16_i64_39 step %c32_i64_40  : i64 {
          %c16_i64_41 = arith.constant 16 : i64
          %30 = arith.muli %arg5, %c16_i64_41 : i64
          %31 = arith.addi %arg6, %30 : i64
          %32 = llvm.getelementptr %18[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %33 = llvm.load %32 : !llvm.ptr<1> -> f32
          %34 = arith.extf %33 : f32 to f64
          %c16_i64_42 = arith.constant 16 : i64
          %35 = arith.muli %arg5, %c16_i64_42 : i64
          %36 = arith.addi %arg6, %35 : i64
          %37 = llvm.getelementptr %24[%36] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %34, %37 : f64, !llvm.ptr<3>
        }
      }
      %c16_i64_32 = arith.constant 16 : i64
      %25 = arith.muli %14, %c16_i64_32 : i64
      %26 = llvm.getelementptr %9[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %thread_id_x_33 = gpu.thread_id  x
      %27 = arith.index_cast %thread_id_x_33 : index to i64
      %c16_i64_34 = arith.constant 16 : i64
      %c32_i64_35 = arith.constant 32 : i64
      scf.for %arg5 = %27 to %c16_i64_34 step %c32_i64_35  : i64 {
        %cst_38 = arith.constant 0.000000e+00 : f32
        memref.store %cst_38, %alloca_23[] : memref<f32>
        %c0_i64_39 = arith.constant 0 : i64
        %c4_i64_40 = arith.constant 4 : i64
        %c1_i64_41 = arith.constant 1 : i64
        scf.for %arg6 = %c0_i64_39 to %c4_i64_40 step %c1_i64_41  : i64 {
          %33 = memref.load %alloca_23[] : memref<f32>
          %34 = arith.extf %33 : f32 to f64
          %c16_i64_42 = arith.constant 16 : i64
          %35 = arith.muli %arg6, %c16_i64_42 : i64
          %36 = arith.addi %arg5, %35 : i64
          %37 = llvm.getelementptr %24[%36] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %38 = llvm.load %37 : !llvm.ptr<3> -> f64
          %39 = arith.addf %34, %38 : f64
          %40 = arith.truncf %39 : f64 to f32
          memref.store %40, %alloca_23[] : memref<f32>
        }
        %29 = memref.load %alloca_23[] : memref<f32>
        %30 = arith.extf %29 : f32 to f64
        %31 = arith.truncf %30 : f64 to f32
        %32 = llvm.getelementptr %26[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %31, %32 : f32, !llvm.ptr<1>
      }
      %28 = arith.trunci %14 : i64 to i32
      %c0_i64_36 = arith.constant 0 : i64
      %c3_i64 = arith.constant 3 : i64
      %c1_i64_37 = arith.constant 1 : i64
      scf.for %arg5 = %c0_i64_36 to %c3_i64 step %c1_i64_37  : i64 {
        %29 = llvm.mlir.addressof @__tinyc_stack_alloca_reuse : !llvm.ptr<3>
        %30 = arith.trunci %arg5 : i64 to i32
        gpu.barrier
        %thread_id_x_38 = gpu.thread_id  x
        %31 = arith.index_cast %thread_id_x_38 : index to i64
        %c10_i64 = arith.constant 10 : i64
        %c32_i64_39 = arith.constant 32 : i64
        scf.for %arg6 = %31 to %c10_i64 step %c32_i64_39  : i64 {
          %37 = arith.trunci %arg6 : i64 to i32
          %38 = arith.muli %30, %37 : i32
          %39 = arith.addi %38, %28 : i32
          %40 = llvm.getelementptr %29[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
          llvm.store %39, %40 : i32, !llvm.ptr<3>
        }
        %c3_i64_40 = arith.constant 3 : i64
        %32 = arith.muli %14, %c3_i64_40 : i64
        %33 = arith.addi %arg5, %32 : i64
        %34 = llvm.getelementptr %12[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        gpu.barrier
        %thread_id_x_41 = gpu.thread_id  x
        %35 = arith.index_cast %thread_id_x_41 : index to i64
        %c0_i64_42 = arith.constant 0 : i64
        %36 = arith.cmpi eq, %35, %c0_i64_42 : i64
        scf.if %36 {
          %c0_i32 = arith.constant 0 : i32
          memref.store %c0_i32, %alloca_24[] : memref<i32>
          %c0_i64_43 = arith.constant 0 : i64
          %c10_i64_44 = arith.constant 10 : i64
          %c1_i64_45 = arith.constant 1 : i64
          scf.for %arg6 = %c0_i64_43 to %c10_i64_44 step %c1_i64_45  : i64 {
            %38 = memref.load %alloca_24[] : memref<i32>
            %39 = llvm.getelementptr %29[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
            %40 = llvm.load %39 : !llvm.ptr<3> -> i32
            %41 = arith.addi %38, %40 : i32
            memref.store %41, %alloca_24[] : memref<i32>
          }
          %37 = memref.load %alloca_24[] : memref<i32>
          llvm.store %37, %34 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
