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
      %15 = llvm.mlir.constant(1 : i64) : i64
      %16 = llvm.alloca %15 x f32 : (i64) -> !llvm.ptr
      %17 = llvm.alloca %15 x f32 : (i64) -> !llvm.ptr
      %18 = llvm.alloca %15 x f32 : (i64) -> !llvm.ptr
      %19 = llvm.alloca %15 x f32 : (i64) -> !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %20 = arith.cmpi sgt, %3, %c0_i64 : i64
      scf.if %20 {
        %c0_i64_10 = arith.constant 0 : i64
        %c64_i64 = arith.constant 64 : i64
        scf.for %arg3 = %c0_i64_10 to %12 step %c64_i64  : i64 {
          %c0_i64_11 = arith.constant 0 : i64
          %c32_i64 = arith.constant 32 : i64
          scf.for %arg4 = %c0_i64_11 to %13 step %c32_i64  : i64 {
            %thread_id_x = gpu.thread_id  x
            %21 = arith.index_cast %thread_id_x : index to i64
            %22 = arith.addi %arg3, %21 : i64
            %c1_i64 = arith.constant 1 : i64
            %23 = arith.subi %12, %c1_i64 : i64
            %24 = arith.minsi %22, %23 : i64
            %thread_id_y = gpu.thread_id  y
            %25 = arith.index_cast %thread_id_y : index to i64
            %26 = arith.addi %arg4, %25 : i64
            %c1_i64_12 = arith.constant 1 : i64
            %27 = arith.subi %13, %c1_i64_12 : i64
            %28 = arith.minsi %26, %27 : i64
            %thread_id_y_13 = gpu.thread_id  y
            %29 = arith.index_cast %thread_id_y_13 : index to i64
            %30 = arith.addi %arg4, %29 : i64
            %c8_i64 = arith.constant 8 : i64
            %31 = arith.addi %30, %c8_i64 : i64
            %c1_i64_14 = arith.constant 1 : i64
            %32 = arith.subi %13, %c1_i64_14 : i64
            %33 = arith.minsi %31, %32 : i64
            %thread_id_y_15 = gpu.thread_id  y
            %34 = arith.index_cast %thread_id_y_15 : index to i64
            %35 = arith.addi %arg4, %34 : i64
            %c16_i64 = arith.constant 16 : i64
            %36 = arith.addi %35, %c16_i64 : i64
            %c1_i64_16 = arith.constant 1 : i64
            %37 = arith.subi %13, %c1_i64_16 : i64
            %38 = arith.minsi %36, %37 : i64
            %thread_id_y_17 = gpu.thread_id  y
            %39 = arith.index_cast %thread_id_y_17 : index to i64
            %40 = arith.addi %arg4, %39 : i64
            %c24_i64 = arith.constant 24 : i64
            %41 = arith.addi %40, %c24_i64 : i64
            %c1_i64_18 = arith.constant 1 : i64
            %42 = arith.subi %13, %c1_i64_18 : i64
            %43 = arith.minsi %41, %42 : i64
            %cst = arith.constant 0.000000e+00 : f32
            llvm.store %cst, %16 : f32, !llvm.ptr
            %cst_19 = arith.constant 0.000000e+00 : f32
            llvm.store %cst_19, %17 : f32, !llvm.ptr
            %cst_20 = arith.constant 0.000000e+00 : f32
            llvm.store %cst_20, %18 : f32, !llvm.ptr
            %cst_21 = arith.constant 0.000000e+00 : f32
            llvm.store %cst_21, %19 : f32, !llvm.ptr
            %c0_i64_22 = arith.constant 0 : i64
            %c1_i64_23 = arith.constant 1 : i64
            scf.for %arg5 = %c0_i64_22 to %3 step %c1_i64_23  : i64 {
              %45 = arith.muli %arg5, %4 : i64
              %46 = arith.addi %24, %45 : i64
              %47 = llvm.getelementptr %1[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %48 = llvm.load %47 : !llvm.ptr<1> -> f32
              %49 = arith.muli %28, %9 : i64
              %50 = arith.addi %arg5, %49 : i64
              %51 = llvm.getelementptr %6[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %52 = llvm.load %51 : !llvm.ptr<1> -> f32
              %53 = arith.muli %33, %9 : i64
              %54 = arith.addi %arg5, %53 : i64
              %55 = llvm.getelementptr %6[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %56 = llvm.load %55 : !llvm.ptr<1> -> f32
              %57 = arith.muli %38, %9 : i64
              %58 = arith.addi %arg5, %57 : i64
              %59 = llvm.getelementptr %6[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %60 = llvm.load %59 : !llvm.ptr<1> -> f32
              %61 = arith.muli %43, %9 : i64
              %62 = arith.addi %arg5, %61 : i64
              %63 = llvm.getelementptr %6[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %64 = llvm.load %63 : !llvm.ptr<1> -> f32
              %65 = llvm.load %16 : !llvm.ptr -> f32
              %66 = arith.mulf %48, %52 : f32
              %67 = arith.addf %65, %66 : f32
              llvm.store %67, %16 : f32, !llvm.ptr
              %68 = llvm.load %17 : !llvm.ptr -> f32
              %69 = arith.mulf %48, %56 : f32
              %70 = arith.addf %68, %69 : f32
              llvm.store %70, %17 : f32, !llvm.ptr
              %71 = llvm.load %18 : !llvm.ptr -> f32
              %72 = arith.mulf %48, %60 : f32
              %73 = arith.addf %71, %72 : f32
              llvm.store %73, %18 : f32, !llvm.ptr
              %74 = llvm.load %19 : !llvm.ptr -> f32
              %75 = arith.mulf %48, %64 : f32
              %76 = arith.addf %74, %75 : f32
              llvm.store %76, %19 : f32, !llvm.ptr
            }
            %44 = arith.cmpi slt, %22, %12 : i64
            scf.if %44 {
              %45 = arith.cmpi slt, %26, %13 : i64
              scf.if %45 {
                %49 = arith.muli %26, %14 : i64
                %50 = arith.addi %22, %49 : i64
                %51 = llvm.getelementptr %11[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %52 = llvm.load %51 : !llvm.ptr<1> -> f32
                %53 = llvm.load %16 : !llvm.ptr -> f32
                %54 = arith.addf %52, %53 : f32
                %55 = arith.muli %26, %14 : i64
                %56 = arith.addi %22, %55 : i64
                %57 = llvm.getelementptr %11[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %54, %57 : f32, !llvm.ptr<1>
              }
              %46 = arith.cmpi slt, %31, %13 : i64
              scf.if %46 {
                %49 = arith.muli %31, %14 : i64
                %50 = arith.addi %22, %49 : i64
                %51 = llvm.getelementptr %11[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %52 = llvm.load %51 : !llvm.ptr<1> -> f32
                %53 = llvm.load %17 : !llvm.ptr -> f32
                %54 = arith.addf %52, %53 : f32
                %55 = arith.muli %31, %14 : i64
                %56 = arith.addi %22, %55 : i64
                %57 = llvm.getelementptr %11[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %54, %57 : f32, !llvm.ptr<1>
              }
              %47 = arith.cmpi slt, %36, %13 : i64
              scf.if %47 {
                %49 = arith.muli %36, %14 : i64
                %50 = arith.addi %22, %49 : i64
                %51 = llvm.getelementptr %11[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %52 = llvm.load %51 : !llvm.ptr<1> -> f32
                %53 = llvm.load %18 : !llvm.ptr -> f32
                %54 = arith.addf %52, %53 : f32
                %55 = arith.muli %36, %14 : i64
                %56 = arith.addi %22, %55 : i64
                %57 = llvm.getelementptr %11[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %54, %57 : f32, !llvm.ptr<1>
              }
              %48 = arith.cmpi slt, %41, %13 : i64
              scf.if %48 {
                %49 = arith.muli %41, %14 : i64
                %50 = arith.addi %22, %49 : i64
                %51 = llvm.getelementptr %11[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %52 = llvm.load %51 : !llvm.ptr<1> -> f32
                %53 = llvm.load %19 : !llvm.ptr -> f32
                %54 = arith.addf %52, %53 : f32
                %55 = arith.muli %41, %14 : i64
                %56 = arith.addi %22, %55 : i64
                %57 = llvm.getelementptr %11[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %54, %57 : f32, !llvm.ptr<1>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
}
