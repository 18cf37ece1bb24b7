module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @foreach_vectors(%arg0: memref<40x?xf32, strided<[1, 40]>, 1>, %arg1: memref<40x?xf32, strided<[1, 40]>, 1>, %arg2: memref<40x?xf32, strided<[1, 40]>, 1>, %arg3: memref<20x?xf64, strided<[1, 20]>, 1>, %arg4: memref<20x?xf64, strided<[1, 20]>, 1>, %arg5: memref<40x?xf32, strided<[1, 40]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
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
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<20x?xf64, strided<[1, 20]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<20x?xf64, strided<[1, 20]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<20x?xf64, strided<[1, 20]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<20x?xf64, strided<[1, 20]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<40x?xf32, strided<[1, 40]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<40x?xf32, strided<[1, 40]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %18 = arith.index_cast %block_id_x : index to i64
      %c40_i64 = arith.constant 40 : i64
      %19 = arith.muli %18, %c40_i64 : i64
      %20 = llvm.getelementptr %1[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c40_i64_25 = arith.constant 40 : i64
      %21 = arith.muli %18, %c40_i64_25 : i64
      %22 = llvm.getelementptr %4[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c40_i64_26 = arith.constant 40 : i64
      %23 = arith.muli %18, %c40_i64_26 : i64
      %24 = llvm.getelementptr %7[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3_i64 = arith.constant 3 : i64
      %thread_id_x = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x : index to i64
      %26 = arith.addi %c3_i64, %25 : i64
      %c40_i64_27 = arith.constant 40 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %26 to %c40_i64_27 step %c32_i64  : i64 {
        %35 = llvm.getelementptr %20[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %36 = llvm.load %35 : !llvm.ptr<1> -> f32
        %37 = arith.mulf %36, %36 : f32
        %cst = arith.constant 1.500000e+00 : f32
        %38 = arith.addf %37, %cst : f32
        %cst_36 = arith.constant 4.000000e+00 : f32
        %39 = arith.divf %38, %cst_36 : f32
        %cst_37 = arith.constant 2.000000e+00 : f32
        %40 = arith.subf %cst_37, %39 : f32
        %41 = llvm.getelementptr %22[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %40, %41 : f32, !llvm.ptr<1>
        %42 = arith.negf %36 : f32
        %43 = llvm.getelementptr %24[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %42, %43 : f32, !llvm.ptr<1>
      }
      %c20_i64 = arith.constant 20 : i64
      %27 = arith.muli %18, %c20_i64 : i64
      %28 = llvm.getelementptr %10[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c20_i64_28 = arith.constant 20 : i64
      %29 = arith.muli %18, %c20_i64_28 : i64
      %30 = llvm.getelementptr %13[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_29 = gpu.thread_id  x
      %31 = arith.index_cast %thread_id_x_29 : index to i64
      %c20_i64_30 = arith.constant 20 : i64
      %c32_i64_31 = arith.constant 32 : i64
      scf.for %arg6 = %31 to %c20_i64_30 step %c32_i64_31  : i64 {
        %35 = llvm.getelementptr %28[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %36 = llvm.load %35 : !llvm.ptr<1> -> f64
        %37 = llvm.getelementptr %30[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %38 = llvm.load %37 : !llvm.ptr<1> -> f64
        %cst = arith.constant 5.000000e-01 : f64
        %39 = arith.mulf %36, %cst : f64
        %40 = arith.subf %39, %38 : f64
        %41 = llvm.getelementptr %28[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %40, %41 : f64, !llvm.ptr<1>
      }
      %c40_i64_32 = arith.constant 40 : i64
      %32 = arith.muli %18, %c40_i64_32 : i64
      %33 = llvm.getelementptr %16[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_33 = gpu.thread_id  x
      %34 = arith.index_cast %thread_id_x_33 : index to i64
      %c40_i64_34 = arith.constant 40 : i64
      %c32_i64_35 = arith.constant 32 : i64
      scf.for %arg6 = %34 to %c40_i64_34 step %c32_i64_35  : i64 {
        %35 = llvm.getelementptr %20[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %36 = llvm.load %35 : !llvm.ptr<1> -> f32
        %cst = arith.constant 0.000000e+00 : f32
        %37 = arith.cmpf ogt, %36, %cst : f32
        scf.if %37 {
          %cst_36 = arith.constant 1.000000e+00 : f32
          %40 = arith.addf %36, %cst_36 : f32
          memref.store %40, %alloca[] : memref<f32>
        } else {
          memref.store %36, %alloca[] : memref<f32>
        }
        %38 = memref.load %alloca[] : memref<f32>
        %39 = llvm.getelementptr %33[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %38, %39 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
