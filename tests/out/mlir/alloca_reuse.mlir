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
        %30 = llvm.getelementptr %16[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %31 = llvm.load %30 : !llvm.ptr<1> -> f32
        %cst_39 = arith.constant 2.000000e+00 : f32
        %32 = arith.mulf %31, %cst_39 : f32
        %33 = llvm.getelementptr %19[%arg5] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %32, %33 : f32, !llvm.ptr<3>
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
        %c16_i64_39 = arith.constant 16 : i64
        %30 = arith.muli %arg5, %c16_i64_39 : i64
        %31 = arith.addi %22, %30 : i64
        %32 = llvm.getelementptr %19[%31] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %33 = llvm.load %32 : !llvm.ptr<3> -> f32
        %34 = llvm.getelementptr %4[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %35 = llvm.load %34 : !llvm.ptr<1> -> f32
        %c8_i64_40 = arith.constant 8 : i64
        %36 = arith.addi %arg5, %c8_i64_40 : i64
        %37 = llvm.getelementptr %4[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %38 = llvm.load %37 : !llvm.ptr<1> -> f32
        %c16_i64_41 = arith.constant 16 : i64
        %39 = arith.addi %arg5, %c16_i64_41 : i64
        %40 = llvm.getelementptr %4[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %41 = llvm.load %40 : !llvm.ptr<1> -> f32
        %c24_i64 = arith.constant 24 : i64
        %42 = arith.addi %arg5, %c24_i64 : i64
        %43 = llvm.getelementptr %4[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %44 = llvm.load %43 : !llvm.ptr<1> -> f32
        %45 = memref.load %alloca[] : memref<f32>
        %46 = llvm.intr.fma(%33, %35, %45) : (f32, f32, f32) -> f32
        memref.store %46, %alloca[] : memref<f32>
        %47 = memref.load %alloca_20[] : memref<f32>
        %48 = llvm.intr.fma(%33, %38, %47) : (f32, f32, f32) -> f32
        memref.store %48, %alloca_20[] : memref<f32>
        %49 = memref.load %alloca_21[] : memref<f32>
        %50 = llvm.intr.fma(%33, %41, %49) : (f32, f32, f32) -> f32
        memref.store %50, %alloca_21[] : memref<f32>
        %51 = memref.load %alloca_22[] : memref<f32>
        %52 = llvm.intr.fma(%33, %44, %51) : (f32, f32, f32) -> f32
        memref.store %52, %alloca_22[] : memref<f32>
      }
      %c16_i64 = arith.constant 16 : i64
      %23 = arith.cmpi slt, %21, %c16_i64 : i64
      scf.if %23 {
        %30 = memref.load %alloca[] : memref<f32>
        %31 = llvm.getelementptr %18[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %30, %31 : f32, !llvm.ptr<1>
        %32 = memref.load %alloca_20[] : memref<f32>
        %c16_i64_39 = arith.constant 16 : i64
        %33 = arith.addi %21, %c16_i64_39 : i64
        %34 = llvm.getelementptr %18[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %32, %34 : f32, !llvm.ptr<1>
        %35 = memref.load %alloca_21[] : memref<f32>
        %c32_i64_40 = arith.constant 32 : i64
        %36 = arith.addi %21, %c32_i64_40 : i64
        %37 = llvm.getelementptr %18[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %35, %37 : f32, !llvm.ptr<1>
        %38 = memref.load %alloca_22[] : memref<f32>
        %c48_i64 = arith.constant 48 : i64
        %39 = arith.addi %21, %c48_i64 : i64
        %40 = llvm.getelementptr %18[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %38, %40 : f32, !llvm.ptr<1>
      }
      %24 = llvm.mlir.addressof @__tinyc_stack_alloca_reuse : !llvm.ptr<3>
      gpu.barrier
      %thread_id_x_30 = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x_30 : index to i64
      %c16_i64_31 = arith.constant 16 : i64
      %c32_i64_32 = arith.constant 32 : i64
      scf.for %arg5 = %25 to %c16_i64_31 step %c32_i64_32  : i64 {
        %c0_i64_39 = arith.constant 0 : i64
        %c1_i64_40 = arith.constant 1 : i64
        %c1_i64_41 = arith.constant 1 : i64
        scf.for %arg6 = %c0_i64_39 to %c1_i64_40 step %c1_i64_41  : i64 {
          %c4_i64 = arith.constant 4 : i64
          %30 = arith.muli %arg6, %c4_i64 : i64
          %c16_i64_42 = arith.constant 16 : i64
          %31 = arith.muli %30, %c16_i64_42 : i64
          %32 = arith.addi %arg5, %31 : i64
          %33 = llvm.getelementptr %18[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %34 = llvm.load %33 : !llvm.ptr<1> -> f32
          %c1_i64_43 = arith.constant 1 : i64
          %35 = arith.addi %30, %c1_i64_43 : i64
          %c16_i64_44 = arith.constant 16 : i64
          %36 = arith.muli %35, %c16_i64_44 : i64
          %37 = arith.addi %arg5, %36 : i64
          %38 = llvm.getelementptr %18[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %39 = llvm.load %38 : !llvm.ptr<1> -> f32
          %c2_i64 = arith.constant 2 : i64
          %40 = arith.addi %30, %c2_i64 : i64
          %c16_i64_45 = arith.constant 16 : i64
          %41 = arith.muli %40, %c16_i64_45 : i64
          %42 = arith.addi %arg5, %41 : i64
          %43 = llvm.getelementptr %18[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %44 = llvm.load %43 : !llvm.ptr<1> -> f32
          %c3_i64_46 = arith.constant 3 : i64
          %45 = arith.addi %30, %c3_i64_46 : i64
          %c16_i64_47 = arith.constant 16 : i64
          %46 = arith.muli %45, %c16_i64_47 : i64
          %47 = arith.addi %arg5, %46 : i64
          %48 = llvm.getelementptr %18[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %49 = llvm.load %48 : !llvm.ptr<1> -> f32
          %50 = arith.extf %34 : f32 to f64
          %c16_i64_48 = arith.constant 16 : i64
          %51 = arith.muli %30, %c16_i64_48 : i64
          %52 = arith.addi %arg5, %51 : i64
          %53 = llvm.getelementptr %24[%52] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %50, %53 : f64, !llvm.ptr<3>
          %54 = arith.extf %39 : f32 to f64
          %c16_i64_49 = arith.constant 16 : i64
          %55 = arith.muli %35, %c16_i64_49 : i64
          %56 = arith.addi %arg5, %55 : i64
          %57 = llvm.getelementptr %24[%56] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %54, %57 : f64, !llvm.ptr<3>
          %58 = arith.extf %44 : f32 to f64
          %c16_i64_50 = arith.constant 16 : i64
          %59 = arith.muli %40, %c16_i64_50 : i64
          %60 = arith.addi %arg5, %59 : i64
          %61 = llvm.getelementptr %24[%60] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %58, %61 : f64, !llvm.ptr<3>
          %62 = arith.extf %49 : f32 to f64
          %c16_i64_51 = arith.constant 16 : i64
          %63 = arith.muli %45, %c16_i64_51 : i64
          %64 = arith.addi %arg5, %63 : i64
          %65 = llvm.getelementptr %24[%64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %62, %65 : f64, !llvm.ptr<3>
        }
      }
      %c16_i64_33 = arith.constant 16 : i64
      %26 = arith.muli %14, %c16_i64_33 : i64
      %27 = llvm.getelementptr %9[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      gpu.barrier
      %thread_id_x_34 = gpu.thread_id  x
      %28 = arith.index_cast %thread_id_x_34 : index to i64
      %c16_i64_35 = arith.constant 16 : i64
      %c32_i64_36 = arith.constant 32 : i64
      scf.for %arg5 = %28 to %c16_i64_35 step %c32_i64_36  : i64 {
        %cst_39 = arith.constant 0.000000e+00 : f32
        memref.store %cst_39, %alloca_23[] : memref<f32>
        %c0_i64_40 = arith.constant 0 : i64
        %c4_i64 = arith.constant 4 : i64
        %c1_i64_41 = arith.constant 1 : i64
        scf.for %arg6 = %c0_i64_40 to %c4_i64 step %c1_i64_41  : i64 {
          %34 = memref.load %alloca_23[] : memref<f32>
          %35 = arith.extf %34 : f32 to f64
          %c16_i64_42 = arith.constant 16 : i64
          %36 = arith.muli %arg6, %c16_i64_42 : i64
          %37 = arith.addi %arg5, %36 : i64
          %38 = llvm.getelementptr %24[%37] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %39 = llvm.load %38 : !llvm.ptr<3> -> f64
          %40 = arith.addf %35, %39 : f64
          %41 = arith.truncf %40 : f64 to f32
          memref.store %41, %alloca_23[] : memref<f32>
        }
        %30 = memref.load %alloca_23[] : memref<f32>
        %31 = arith.extf %30 : f32 to f64
        %32 = arith.truncf %31 : f64 to f32
        %33 = llvm.getelementptr %27[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %32, %33 : f32, !llvm.ptr<1>
      }
      %29 = arith.trunci %14 : i64 to i32
      %c0_i64_37 = arith.constant 0 : i64
      %c3_i64 = arith.constant 3 : i64
      %c1_i64_38 = arith.constant 1 : i64
      scf.for %arg5 = %c0_i64_37 to %c3_i64 step %c1_i64_38  : i64 {
        %30 = llvm.mlir.addressof @__tinyc_stack_alloca_reuse : !llvm.ptr<3>
        %31 = arith.trunci %arg5 : i64 to i32
        gpu.barrier
        %thread_id_x_39 = gpu.thread_id  x
        %32 = arith.index_cast %thread_id_x_39 : index to i64
        %c10_i64 = arith.constant 10 : i64
        %c32_i64_40 = arith.constant 32 : i64
        scf.for %arg6 = %32 to %c10_i64 step %c32_i64_40  : i64 {
          %38 = arith.trunci %arg6 : i64 to i32
          %39 = arith.muli %31, %38 : i32
          %40 = arith.addi %39, %29 : i32
          %41 = llvm.getelementptr %30[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
          llvm.store %40, %41 : i32, !llvm.ptr<3>
        }
        %c3_i64_41 = arith.constant 3 : i64
        %33 = arith.muli %14, %c3_i64_41 : i64
        %34 = arith.addi %arg5, %33 : i64
        %35 = llvm.getelementptr %12[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        gpu.barrier
        %thread_id_x_42 = gpu.thread_id  x
        %36 = arith.index_cast %thread_id_x_42 : index to i64
        %c0_i64_43 = arith.constant 0 : i64
        %37 = arith.cmpi eq, %36, %c0_i64_43 : i64
        scf.if %37 {
          %c0_i32 = arith.constant 0 : i32
          memref.store %c0_i32, %alloca_24[] : memref<i32>
          %c0_i64_44 = arith.constant 0 : i64
          %c10_i64_45 = arith.constant 10 : i64
          %c1_i64_46 = arith.constant 1 : i64
          scf.for %arg6 = %c0_i64_44 to %c10_i64_45 step %c1_i64_46  : i64 {
            %39 = memref.load %alloca_24[] : memref<i32>
            %40 = llvm.getelementptr %30[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
            %41 = llvm.load %40 : !llvm.ptr<3> -> i32
            %42 = arith.addi %39, %41 : i32
            memref.store %42, %alloca_24[] : memref<i32>
          }
          %38 = memref.load %alloca_24[] : memref<i32>
          llvm.store %38, %35 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
