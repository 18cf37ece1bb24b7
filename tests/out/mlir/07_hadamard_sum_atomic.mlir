module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @hadamard_sum(%arg0: memref<40x?xf32, strided<[1, 40]>, 1>, %arg1: memref<40x?xf32, strided<[1, 40]>, 1>, %arg2: memref<40x?xf32, strided<[1, 40]>, 1>, %arg3: memref<40x3x?xf32, strided<[1, 40, 120]>, 1>, %arg4: memref<40x?xf32, strided<[1, 40]>, 1>, %arg5: memref<f32, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<40x?xf32, strided<[1, 40]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<40x?xf32, strided<[1, 40]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<40x?xf32, strided<[1, 40]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<40x?xf32, strided<[1, 40]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<40x?xf32, strided<[1, 40]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<40x?xf32, strided<[1, 40]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<40x3x?xf32, strided<[1, 40, 120]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<40x3x?xf32, strided<[1, 40, 120]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<40x?xf32, strided<[1, 40]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<40x?xf32, strided<[1, 40]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21 = memref.extract_strided_metadata %arg5 : memref<f32, 1> -> memref<f32, 1>, index
      %intptr_22 = memref.extract_aligned_pointer_as_index %arg5 : memref<f32, 1> -> index
      %15 = arith.index_cast %intptr_22 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_23 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %17 = arith.index_cast %block_id_x : index to i64
      %c40_i64 = arith.constant 40 : i64
      %18 = arith.muli %17, %c40_i64 : i64
      %19 = llvm.getelementptr %1[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c40_i64_24 = arith.constant 40 : i64
      %20 = arith.muli %17, %c40_i64_24 : i64
      %21 = llvm.getelementptr %4[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c40_i64_25 = arith.constant 40 : i64
      %22 = arith.muli %17, %c40_i64_25 : i64
      %23 = llvm.getelementptr %7[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64 = arith.constant 120 : i64
      %24 = arith.muli %17, %c120_i64 : i64
      %25 = llvm.getelementptr %10[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c40_i64_26 = arith.constant 40 : i64
      %26 = arith.muli %17, %c40_i64_26 : i64
      %27 = llvm.getelementptr %13[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %28 = arith.index_cast %thread_id_x : index to i64
      %c40_i64_27 = arith.constant 40 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg6 = %28 to %c40_i64_27 step %c64_i64  : i64 {
        %32 = llvm.getelementptr %19[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %33 = llvm.load %32 : !llvm.ptr<1> -> f32
        %34 = llvm.getelementptr %21[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %35 = llvm.load %34 : !llvm.ptr<1> -> f32
        %36 = arith.mulf %33, %35 : f32
        %37 = llvm.getelementptr %23[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %36, %37 : f32, !llvm.ptr<1>
      }
      %thread_id_x_28 = gpu.thread_id  x
      %29 = arith.index_cast %thread_id_x_28 : index to i64
      %c40_i64_29 = arith.constant 40 : i64
      %c64_i64_30 = arith.constant 64 : i64
      scf.for %arg6 = %29 to %c40_i64_29 step %c64_i64_30  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64_32 = arith.constant 0 : i64
        %c3_i64 = arith.constant 3 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg7 = %c0_i64_32 to %c3_i64 step %c1_i64  : i64 {
          %34 = memref.load %alloca[] : memref<f32>
          %c40_i64_33 = arith.constant 40 : i64
          %35 = arith.muli %arg7, %c40_i64_33 : i64
          %36 = arith.addi %arg6, %35 : i64
          %37 = llvm.getelementptr %25[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %38 = llvm.load %37 : !llvm.ptr<1> -> f32
          %39 = arith.addf %34, %38 : f32
          memref.store %39, %alloca[] : memref<f32>
        }
        %32 = memref.load %alloca[] : memref<f32>
        %33 = llvm.getelementptr %27[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %32, %33 : f32, !llvm.ptr<1>
      }
      %thread_id_x_31 = gpu.thread_id  x
      %30 = arith.index_cast %thread_id_x_31 : index to i64
      %c0_i64 = arith.constant 0 : i64
      %31 = arith.cmpi eq, %30, %c0_i64 : i64
      scf.if %31 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_23[] : memref<f32>
        %c0_i64_32 = arith.constant 0 : i64
        %c40_i64_33 = arith.constant 40 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg6 = %c0_i64_32 to %c40_i64_33 step %c1_i64  : i64 {
          %35 = memref.load %alloca_23[] : memref<f32>
          %36 = llvm.getelementptr %19[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %37 = llvm.load %36 : !llvm.ptr<1> -> f32
          %38 = arith.addf %35, %37 : f32
          memref.store %38, %alloca_23[] : memref<f32>
        }
        %cst_34 = arith.constant 5.000000e-01 : f32
        %32 = memref.load %alloca_23[] : memref<f32>
        %33 = arith.mulf %cst_34, %32 : f32
        %34 = llvm.atomicrmw fadd %16, %33 monotonic : !llvm.ptr<1>, f32
      }
      gpu.return
    }
  }
}
