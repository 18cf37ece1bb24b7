module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @dyn_gemm(%arg0: memref<?x?xf32, strided<[1, ?]>, 1>, %arg1: memref<?x?xf32, strided<[1, ?]>, 1>, %arg2: memref<?x?xf32, strided<[1, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#0 : index to i64
      %3 = arith.index_cast %sizes#1 : index to i64
      %4 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %5 = arith.index_cast %intptr_4 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_2#0 : index to i64
      %8 = arith.index_cast %sizes_2#1 : index to i64
      %9 = arith.index_cast %strides_3#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %10 = arith.index_cast %intptr_9 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %12 = arith.index_cast %sizes_7#0 : index to i64
      %13 = arith.index_cast %sizes_7#1 : index to i64
      %14 = arith.index_cast %strides_8#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_10 = memref.alloca() : memref<f32>
      %alloca_11 = memref.alloca() : memref<f32>
      %alloca_12 = memref.alloca() : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %15 = arith.cmpi sgt, %3, %c0_i64 : i64
      scf.if %15 {
        %c0_i64_13 = arith.constant 0 : i64
        %c64_i64 = arith.constant 64 : i64
        scf.for %arg3 = %c0_i64_13 to %12 step %c64_i64  : i64 {
          %c0_i64_14 = arith.constant 0 : i64
          %c32_i64 = arith.constant 32 : i64
          scf.for %arg4 = %c0_i64_14 to %13 step %c32_i64  : i64 {
            %thread_id_x = gpu.thread_id  x
            %16 = arith.index_cast %thread_id_x : index to i64
            %17 = arith.addi %arg3, %16 : i64
            %c1_i64 = arith.constant 1 : i64
            %18 = arith.subi %12, %c1_i64 : i64
            %19 = arith.minsi %17, %18 : i64
            %thread_id_y = gpu.thread_id  y
            %20 = arith.index_cast %thread_id_y : index to i64
            %21 = arith.addi %arg4, %20 : i64
            %c1_i64_15 = arith.constant 1 : i64
            %22 = arith.subi %13, %c1_i64_15 : i64
            %23 = arith.minsi %21, %22 : i64
            %thread_id_y_16 = gpu.thread_id  y
            %24 = arith.index_cast %thread_id_y_16 : index to i64
            %25 = arith.addi %arg4, %24 : i64
            %c8_i64 = arith.constant 8 : i64
            %26 = arith.addi %25, %c8_i64 : i64
            %c1_i64_17 = arith.constant 1 : i64
            %27 = arith.subi %13, %c1_i64_17 : i64
            %28 = arith.minsi %26, %27 : i64
            %thread_id_y_18 = gpu.thread_id  y
            %29 = arith.index_cast %thread_id_y_18 : index to i64
            %30 = arith.addi %arg4, %29 : i64
            %c16_i64 = arith.constant 16 : i64
            %31 = arith.addi %30, %c16_i64 : i64
            %c1_i64_19 = arith.constant 1 : i64
            %32 = arith.subi %13, %c1_i64_19 : i64
            %33 = arith.minsi %31, %32 : i64
            %thread_id_y_20 = gpu.thread_id  y
            %34 = arith.index_cast %thread_id_y_20 : index to i64
            %35 = arith.addi %arg4, %34 : i64
            %c24_i64 = arith.constant 24 : i64
            %36 = arith.addi %35, %c24_i64 : i64
            %c1_i64_21 = arith.constant 1 : i64
            %37 = arith.subi %13, %c1_i64_21 : i64
            %38 = arith.minsi %36, %37 : i64
            %cst = arith.constant 0.000000e+00 : f32
            memref.store %cst, %alloca[] : memref<f32>
            %cst_22 = arith.constant 0.000000e+00 : f32
            memref.store %cst_22, %alloca_10[] : memref<f32>
            %cst_23 = arith.constant 0.000000e+00 : f32
            memref.store %cst_23, %alloca_11[] : memref<f32>
            %cst_24 = arith.constant 0.000000e+00 : f32
            memref.store %cst_24, %alloca_12[] : memref<f32>
            %c0_i64_25 = arith.constant 0 : i64
            %c1_i64_26 = arith.constant 1 : i64
            scf.for %arg5 = %c0_i64_25 to %3 step %c1_i64_26  : i64 {
              %40 = arith.muli %arg5, %4 : i64
              %41 = arith.addi %19, %40 : i64
              %42 = llvm.getelementptr %1[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %43 = llvm.load %42 : !llvm.ptr<1> -> f32
              %44 = arith.muli %23, %9 : i64
              %45 = arith.addi %arg5, %44 : i64
              %46 = llvm.getelementptr %6[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %47 = llvm.load %46 : !llvm.ptr<1> -> f32
              %48 = arith.muli %28, %9 : i64
              %49 = arith.addi %arg5, %48 : i64
              %50 = llvm.getelementptr %6[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %51 = llvm.load %50 : !llvm.ptr<1> -> f32
              %52 = arith.muli %33, %9 : i64
              %53 = arith.addi %arg5, %52 : i64
              %54 = llvm.getelementptr %6[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %55 = llvm.load %54 : !llvm.ptr<1> -> f32
              %56 = arith.muli %38, %9 : i64
              %57 = arith.addi %arg5, %56 : i64
              %58 = llvm.getelementptr %6[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %59 = llvm.load %58 : !llvm.ptr<1> -> f32
              %60 = memref.load %alloca[] : memref<f32>
              %61 = llvm.intr.fma(%43, %47, %60) : (f32, f32, f32) -> f32
              memref.store %61, %alloca[] : memref<f32>
              %62 = memref.load %alloca_10[] : memref<f32>
              %63 = llvm.intr.fma(%43, %51, %62) : (f32, f32, f32) -> f32
              memref.store %63, %alloca_10[] : memref<f32>
              %64 = memref.load %alloca_11[] : memref<f32>
              %65 = llvm.intr.fma(%43, %55, %64) : (f32, f32, f32) -> f32
              memref.store %65, %alloca_11[] : memref<f32>
              %66 = memref.load %alloca_12[] : memref<f32>
              %67 = llvm.intr.fma(%43, %59, %66) : (f32, f32, f32) -> f32
              memref.store %67, %alloca_12[] : memref<f32>
            }
            %39 = arith.cmpi slt, %17, %12 : i64
            scf.if %39 {
              %40 = arith.cmpi slt, %21, %13 : i64
              scf.if %40 {
                %44 = arith.muli %21, %14 : i64
                %45 = arith.addi %17, %44 : i64
                %46 = llvm.getelementptr %11[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %47 = llvm.load %46 : !llvm.ptr<1> -> f32
                %48 = memref.load %alloca[] : memref<f32>
                %49 = arith.addf %47, %48 : f32
                %50 = arith.muli %21, %14 : i64
                %51 = arith.addi %17, %50 : i64
                %52 = llvm.getelementptr %11[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %49, %52 : f32, !llvm.ptr<1>
              }
              %41 = arith.cmpi slt, %26, %13 : i64
              scf.if %41 {
                %44 = arith.muli %26, %14 : i64
                %45 = arith.addi %17, %44 : i64
                %46 = llvm.getelementptr %11[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %47 = llvm.load %46 : !llvm.ptr<1> -> f32
                %48 = memref.load %alloca_10[] : memref<f32>
                %49 = arith.addf %47, %48 : f32
                %50 = arith.muli %26, %14 : i64
                %51 = arith.addi %17, %50 : i64
                %52 = llvm.getelementptr %11[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %49, %52 : f32, !llvm.ptr<1>
              }
              %42 = arith.cmpi slt, %31, %13 : i64
              scf.if %42 {
                %44 = arith.muli %31, %14 : i64
                %45 = arith.addi %17, %44 : i64
                %46 = llvm.getelementptr %11[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %47 = llvm.load %46 : !llvm.ptr<1> -> f32
                %48 = memref.load %alloca_11[] : memref<f32>
                %49 = arith.addf %47, %48 : f32
                %50 = arith.muli %31, %14 : i64
                %51 = arith.addi %17, %50 : i64
                %52 = llvm.getelementptr %11[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %49, %52 : f32, !llvm.ptr<1>
              }
              %43 = arith.cmpi slt, %36, %13 : i64
              scf.if %43 {
                %44 = arith.muli %36, %14 : i64
                %45 = arith.addi %17, %44 : i64
                %46 = llvm.getelementptr %11[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %47 = llvm.load %46 : !llvm.ptr<1> -> f32
                %48 = memref.load %alloca_12[] : memref<f32>
                %49 = arith.addf %47, %48 : f32
                %50 = arith.muli %36, %14 : i64
                %51 = arith.addi %17, %50 : i64
                %52 = llvm.getelementptr %11[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %49, %52 : f32, !llvm.ptr<1>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
}
