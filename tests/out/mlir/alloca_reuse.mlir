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
      %14 = llvm.mlir.constant(1 : i64) : i64
      %15 = llvm.alloca %14 x f32 : (i64) -> !llvm.ptr
      %16 = llvm.alloca %14 x f32 : (i64) -> !llvm.ptr
      %17 = llvm.alloca %14 x f32 : (i64) -> !llvm.ptr
      %18 = llvm.alloca %14 x f32 : (i64) -> !llvm.ptr
      %19 = llvm.alloca %14 x f32 : (i64) -> !llvm.ptr
      %20 = llvm.alloca %14 x i32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %21 = arith.index_cast %block_id_x : index to i64
      %c128_i64 = arith.constant 128 : i64
      %22 = arith.muli %21, %c128_i64 : i64
      %23 = llvm.getelementptr %1[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c64_i64 = arith.constant 64 : i64
      %24 = arith.muli %21, %c64_i64 : i64
      %25 = llvm.getelementptr %6[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %26 = llvm.mlir.addressof @__tinyc_stack_alloca_reuse : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %27 = arith.index_cast %thread_id_x : index to i64
      %c128_i64_20 = arith.constant 128 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg5 = %27 to %c128_i64_20 step %c32_i64  : i64 {
        %36 = llvm.getelementptr %23[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %37 = llvm.load %36 : !llvm.ptr<1> -> f32
        %cst_33 = arith.constant 2.000000e+00 : f32
        %38 = arith.mulf %37, %cst_33 : f32
        %39 = llvm.getelementptr %26[%arg5] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %38, %39 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_21 = gpu.thread_id  x
      %28 = arith.index_cast %thread_id_x_21 : index to i64
      %c15_i64 = arith.constant 15 : i64
      %29 = arith.minsi %28, %c15_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %15 : f32, !llvm.ptr
      %cst_22 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_22, %16 : f32, !llvm.ptr
      %cst_23 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_23, %17 : f32, !llvm.ptr
      %cst_24 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_24, %18 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c8_i64 = arith.constant 8 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg5 = %c0_i64 to %c8_i64 step %c1_i64  : i64 {
        %c16_i64_33 = arith.constant 16 : i64
        %36 = arith.muli %arg5, %c16_i64_33 : i64
        %37 = arith.addi %29, %36 : i64
        %38 = llvm.getelementptr %26[%37] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %39 = llvm.load %38 : !llvm.ptr<3> -> f32
        %40 = llvm.getelementptr %4[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %41 = llvm.load %40 : !llvm.ptr<1> -> f32
        %c8_i64_34 = arith.constant 8 : i64
        %42 = arith.addi %arg5, %c8_i64_34 : i64
        %43 = llvm.getelementptr %4[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %44 = llvm.load %43 : !llvm.ptr<1> -> f32
        %c16_i64_35 = arith.constant 16 : i64
        %45 = arith.addi %arg5, %c16_i64_35 : i64
        %46 = llvm.getelementptr %4[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %47 = llvm.load %46 : !llvm.ptr<1> -> f32
        %c24_i64 = arith.constant 24 : i64
        %48 = arith.addi %arg5, %c24_i64 : i64
        %49 = llvm.getelementptr %4[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %50 = llvm.load %49 : !llvm.ptr<1> -> f32
        %51 = llvm.load %15 : !llvm.ptr -> f32
        %52 = arith.mulf %39, %41 : f32
        %53 = arith.addf %51, %52 : f32
        llvm.store %53, %15 : f32, !llvm.ptr
        %54 = llvm.load %16 : !llvm.ptr -> f32
        %55 = arith.mulf %39, %44 : f32
        %56 = arith.addf %54, %55 : f32
        llvm.store %56, %16 : f32, !llvm.ptr
        %57 = llvm.load %17 : !llvm.ptr -> f32
        %58 = arith.mulf %39, %47 : f32
        %59 = arith.addf %57, %58 : f32
        llvm.store %59, %17 : f32, !llvm.ptr
        %60 = llvm.load %18 : !llvm.ptr -> f32
        %61 = arith.mulf %39, %50 : f32
        %62 = arith.addf %60, %61 : f32
        llvm.store %62, %18 : f32, !llvm.ptr
      }
      %c16_i64 = arith.constant 16 : i64
      %30 = arith.cmpi slt, %28, %c16_i64 : i64
      scf.if %30 {
        %36 = llvm.load %15 : !llvm.ptr -> f32
        %37 = llvm.getelementptr %25[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %36, %37 : f32, !llvm.ptr<1>
        %38 = llvm.load %16 : !llvm.ptr -> f32
        %c16_i64_33 = arith.constant 16 : i64
        %39 = arith.addi %28, %c16_i64_33 : i64
        %40 = llvm.getelementptr %25[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %38, %40 : f32, !llvm.ptr<1>
        %41 = llvm.load %17 : !llvm.ptr -> f32
        %c32_i64_34 = arith.constant 32 : i64
        %42 = arith.addi %28, %c32_i64_34 : i64
        %43 = llvm.getelementptr %25[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %41, %43 : f32, !llvm.ptr<1>
        %44 = llvm.load %18 : !llvm.ptr -> f32
        %c48_i64 = arith.constant 48 : i64
        %45 = arith.addi %28, %c48_i64 : i64
        %46 = llvm.getelementptr %25[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %44, %46 : f32, !llvm.ptr<1>
      }
      %31 = llvm.mlir.addressof @__tinyc_stack_alloca_reuse : !llvm.ptr<3>
      gpu.barrier
      %c0_i64_25 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      %c1_i64_26 = arith.constant 1 : i64
      scf.for %arg5 = %c0_i64_25 to %c4_i64 step %c1_i64_26  : i64 {
        %thread_id_x_33 = gpu.thread_id  x
        %36 = arith.index_cast %thread_id_x_33 : index to i64
        %c16_i64_34 = arith.constant 16 : i64
        %c32_i64_35 = arith.constant 32 : i64
        scf.for %arg6 = %36 to %c16_i64_34 step %c32_i64_35  : i64 {
          %c16_i64_36 = arith.constant 16 : i64
          %37 = arith.muli %arg5, %c16_i64_36 : i64
          %38 = arith.addi %arg6, %37 : i64
          %39 = llvm.getelementptr %25[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %40 = llvm.load %39 : !llvm.ptr<1> -> f32
          %41 = arith.extf %40 : f32 to f64
          %c16_i64_37 = arith.constant 16 : i64
          %42 = arith.muli %arg5, %c16_i64_37 : i64
          %43 = arith.addi %arg6, %42 : i64
          %44 = llvm.getelementptr %31[%43] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %41, %44 : f64, !llvm.ptr<3>
        }
      }
      %c16_i64_27 = arith.constant 16 : i64
      %32 = arith.muli %21, %c16_i64_27 : i64
      %33 = llvm.getelementptr %9[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %thread_id_x_28 = gpu.thread_id  x
      %34 = arith.index_cast %thread_id_x_28 : index to i64
      %c16_i64_29 = arith.constant 16 : i64
      %c32_i64_30 = arith.constant 32 : i64
      scf.for %arg5 = %34 to %c16_i64_29 step %c32_i64_30  : i64 {
        %cst_33 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_33, %19 : f32, !llvm.ptr
        %c0_i64_34 = arith.constant 0 : i64
        %c4_i64_35 = arith.constant 4 : i64
        %c1_i64_36 = arith.constant 1 : i64
        scf.for %arg6 = %c0_i64_34 to %c4_i64_35 step %c1_i64_36  : i64 {
          %40 = llvm.load %19 : !llvm.ptr -> f32
          %41 = arith.extf %40 : f32 to f64
          %c16_i64_37 = arith.constant 16 : i64
          %42 = arith.muli %arg6, %c16_i64_37 : i64
          %43 = arith.addi %arg5, %42 : i64
          %44 = llvm.getelementptr %31[%43] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %45 = llvm.load %44 : !llvm.ptr<3> -> f64
          %46 = arith.addf %41, %45 : f64
          %47 = arith.truncf %46 : f64 to f32
          llvm.store %47, %19 : f32, !llvm.ptr
        }
        %36 = llvm.load %19 : !llvm.ptr -> f32
        %37 = arith.extf %36 : f32 to f64
        %38 = arith.truncf %37 : f64 to f32
        %39 = llvm.getelementptr %33[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %38, %39 : f32, !llvm.ptr<1>
      }
      %35 = arith.trunci %21 : i64 to i32
      %c0_i64_31 = arith.constant 0 : i64
      %c3_i64 = arith.constant 3 : i64
      %c1_i64_32 = arith.constant 1 : i64
      scf.for %arg5 = %c0_i64_31 to %c3_i64 step %c1_i64_32  : i64 {
        %36 = llvm.mlir.addressof @__tinyc_stack_alloca_reuse : !llvm.ptr<3>
        %37 = arith.trunci %arg5 : i64 to i32
        gpu.barrier
        %thread_id_x_33 = gpu.thread_id  x
        %38 = arith.index_cast %thread_id_x_33 : index to i64
        %c10_i64 = arith.constant 10 : i64
        %c32_i64_34 = arith.constant 32 : i64
        scf.for %arg6 = %38 to %c10_i64 step %c32_i64_34  : i64 {
          %44 = arith.trunci %arg6 : i64 to i32
          %45 = arith.muli %37, %44 : i32
          %46 = arith.addi %45, %35 : i32
          %47 = llvm.getelementptr %36[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
          llvm.store %46, %47 : i32, !llvm.ptr<3>
        }
        %c3_i64_35 = arith.constant 3 : i64
        %39 = arith.muli %21, %c3_i64_35 : i64
        %40 = arith.addi %arg5, %39 : i64
        %41 = llvm.getelementptr %12[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        gpu.barrier
        %thread_id_x_36 = gpu.thread_id  x
        %42 = arith.index_cast %thread_id_x_36 : index to i64
        %c0_i64_37 = arith.constant 0 : i64
        %43 = arith.cmpi eq, %42, %c0_i64_37 : i64
        scf.if %43 {
          %c0_i32 = arith.constant 0 : i32
          llvm.store %c0_i32, %20 : i32, !llvm.ptr
          %c0_i64_38 = arith.constant 0 : i64
          %c10_i64_39 = arith.constant 10 : i64
          %c1_i64_40 = arith.constant 1 : i64
          scf.for %arg6 = %c0_i64_38 to %c10_i64_39 step %c1_i64_40  : i64 {
            %45 = llvm.load %20 : !llvm.ptr -> i32
            %46 = llvm.getelementptr %36[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
            %47 = llvm.load %46 : !llvm.ptr<3> -> i32
            %48 = arith.addi %45, %47 : i32
            llvm.store %48, %20 : i32, !llvm.ptr
          }
          %44 = llvm.load %20 : !llvm.ptr -> i32
          llvm.store %44, %41 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
