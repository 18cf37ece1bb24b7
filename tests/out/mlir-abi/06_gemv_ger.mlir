module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemv_ger(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(9 : i64) : i64
      %3 = llvm.mlir.constant(7 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(9 : i64) : i64
      %6 = llvm.mlir.constant(63 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<9x7x?xf32, strided<[1, 9, 63]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(9 : i64) : i64
      %20 = llvm.mlir.constant(1 : i64) : i64
      %21 = llvm.mlir.constant(9 : i64) : i64
      %22 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %arg2, %22[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %18, %23[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %19, %24[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %arg3, %25[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %20, %26[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<9x?xf32, strided<[1, 9]>, 1>
      %30 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %31 = llvm.mlir.constant(0 : i64) : i64
      %32 = llvm.mlir.constant(7 : i64) : i64
      %33 = llvm.mlir.constant(1 : i64) : i64
      %34 = llvm.mlir.constant(7 : i64) : i64
      %35 = llvm.insertvalue %arg4, %30[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %arg4, %35[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %31, %36[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %32, %37[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %arg5, %38[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %33, %39[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %34, %40[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = builtin.unrealized_conversion_cast %41 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<7x?xf32, strided<[1, 7]>, 1>
      %43 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %44 = llvm.mlir.constant(0 : i64) : i64
      %45 = llvm.mlir.constant(5 : i64) : i64
      %46 = llvm.mlir.constant(1 : i64) : i64
      %47 = llvm.insertvalue %arg6, %43[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %48 = llvm.insertvalue %arg6, %47[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %49 = llvm.insertvalue %44, %48[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %50 = llvm.insertvalue %45, %49[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %51 = llvm.insertvalue %46, %50[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %52 = builtin.unrealized_conversion_cast %51 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<5xf32, strided<[1]>, 1>
      %53 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %54 = llvm.mlir.constant(0 : i64) : i64
      %55 = llvm.mlir.constant(9 : i64) : i64
      %56 = llvm.mlir.constant(5 : i64) : i64
      %57 = llvm.mlir.constant(1 : i64) : i64
      %58 = llvm.mlir.constant(9 : i64) : i64
      %59 = llvm.mlir.constant(45 : i64) : i64
      %60 = llvm.insertvalue %arg7, %53[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %arg7, %60[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %54, %61[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = llvm.insertvalue %55, %62[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = llvm.insertvalue %56, %63[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %65 = llvm.insertvalue %arg8, %64[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %66 = llvm.insertvalue %57, %65[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %67 = llvm.insertvalue %58, %66[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %68 = llvm.insertvalue %59, %67[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %69 = builtin.unrealized_conversion_cast %68 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<9x5x?xf32, strided<[1, 9, 45]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<9x7x?xf32, strided<[1, 9, 63]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<9x7x?xf32, strided<[1, 9, 63]>, 1> -> index
      %70 = arith.index_cast %intptr : index to i64
      %71 = llvm.inttoptr %70 : i64 to !llvm.ptr<1>
      %72 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %29 : memref<9x?xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %29 : memref<9x?xf32, strided<[1, 9]>, 1> -> index
      %73 = arith.index_cast %intptr_4 : index to i64
      %74 = llvm.inttoptr %73 : i64 to !llvm.ptr<1>
      %75 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %42 : memref<7x?xf32, strided<[1, 7]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %42 : memref<7x?xf32, strided<[1, 7]>, 1> -> index
      %76 = arith.index_cast %intptr_9 : index to i64
      %77 = llvm.inttoptr %76 : i64 to !llvm.ptr<1>
      %78 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %52 : memref<5xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %52 : memref<5xf32, strided<[1]>, 1> -> index
      %79 = arith.index_cast %intptr_14 : index to i64
      %80 = llvm.inttoptr %79 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %69 : memref<9x5x?xf32, strided<[1, 9, 45]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %69 : memref<9x5x?xf32, strided<[1, 9, 45]>, 1> -> index
      %81 = arith.index_cast %intptr_19 : index to i64
      %82 = llvm.inttoptr %81 : i64 to !llvm.ptr<1>
      %83 = arith.index_cast %sizes_17#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_20 = memref.alloca() : memref<f32>
      %alloca_21 = memref.alloca() : memref<f32>
      %alloca_22 = memref.alloca() : memref<f32>
      %alloca_23 = memref.alloca() : memref<f32>
      %alloca_24 = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %84 = arith.index_cast %block_id_x : index to i64
      %c63_i64 = arith.constant 63 : i64
      %85 = arith.muli %84, %c63_i64 : i64
      %86 = llvm.getelementptr %71[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c9_i64 = arith.constant 9 : i64
      %87 = arith.muli %84, %c9_i64 : i64
      %88 = llvm.getelementptr %74[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c7_i64 = arith.constant 7 : i64
      %89 = arith.muli %84, %c7_i64 : i64
      %90 = llvm.getelementptr %77[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c45_i64 = arith.constant 45 : i64
      %91 = arith.muli %84, %c45_i64 : i64
      %92 = llvm.getelementptr %82[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %93 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %94 = arith.index_cast %thread_id_y : index to i64
      %95 = arith.muli %c32_i64, %94 : i64
      %96 = arith.addi %93, %95 : i64
      %c7_i64_26 = arith.constant 7 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg9 = %96 to %c7_i64_26 step %c64_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c9_i64_30 = arith.constant 9 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64 to %c9_i64_30 step %c1_i64  : i64 {
          %c9_i64_32 = arith.constant 9 : i64
          %101 = arith.muli %arg9, %c9_i64_32 : i64
          %102 = arith.addi %arg10, %101 : i64
          %103 = llvm.getelementptr %86[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %104 = llvm.load %103 : !llvm.ptr<1> -> f32
          %105 = llvm.getelementptr %88[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %106 = llvm.load %105 : !llvm.ptr<1> -> f32
          %107 = memref.load %alloca[] : memref<f32>
          %108 = llvm.intr.fma(%104, %106, %107) : (f32, f32, f32) -> f32
          memref.store %108, %alloca[] : memref<f32>
        }
        %cst_31 = arith.constant 1.500000e+00 : f32
        %98 = memref.load %alloca[] : memref<f32>
        %99 = arith.mulf %cst_31, %98 : f32
        %100 = llvm.getelementptr %90[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %99, %100 : f32, !llvm.ptr<1>
      }
      %thread_id_x_27 = gpu.thread_id  x
      %97 = arith.index_cast %thread_id_x_27 : index to i64
      %c9_i64_28 = arith.constant 9 : i64
      %c32_i64_29 = arith.constant 32 : i64
      scf.for %arg9 = %97 to %c9_i64_28 step %c32_i64_29  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_30 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64 to %c1_i64 step %c1_i64_30  : i64 {
          %thread_id_y_31 = gpu.thread_id  y
          %98 = arith.index_cast %thread_id_y_31 : index to i64
          %c6_i64 = arith.constant 6 : i64
          %99 = arith.muli %arg10, %c6_i64 : i64
          %100 = arith.addi %98, %99 : i64
          %c5_i64 = arith.constant 5 : i64
          %101 = arith.cmpi slt, %100, %c5_i64 : i64
          scf.if %101 {
            %109 = llvm.getelementptr %88[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %110 = llvm.load %109 : !llvm.ptr<1> -> f32
            %111 = llvm.getelementptr %80[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %112 = llvm.load %111 : !llvm.ptr<1> -> f32
            %113 = arith.mulf %110, %112 : f32
            memref.store %113, %alloca_20[] : memref<f32>
            %c9_i64_37 = arith.constant 9 : i64
            %114 = arith.muli %100, %c9_i64_37 : i64
            %115 = arith.addi %arg9, %114 : i64
            %116 = llvm.getelementptr %92[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %117 = llvm.load %116 : !llvm.ptr<1> -> f32
            memref.store %117, %alloca_21[] : memref<f32>
          }
          %c2_i64 = arith.constant 2 : i64
          %102 = arith.addi %100, %c2_i64 : i64
          %c5_i64_32 = arith.constant 5 : i64
          %103 = arith.cmpi slt, %102, %c5_i64_32 : i64
          scf.if %103 {
            %109 = llvm.getelementptr %88[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %110 = llvm.load %109 : !llvm.ptr<1> -> f32
            %111 = llvm.getelementptr %80[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %112 = llvm.load %111 : !llvm.ptr<1> -> f32
            %113 = arith.mulf %110, %112 : f32
            memref.store %113, %alloca_22[] : memref<f32>
            %c9_i64_37 = arith.constant 9 : i64
            %114 = arith.muli %102, %c9_i64_37 : i64
            %115 = arith.addi %arg9, %114 : i64
            %116 = llvm.getelementptr %92[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %117 = llvm.load %116 : !llvm.ptr<1> -> f32
            memref.store %117, %alloca_23[] : memref<f32>
          }
          %c4_i64 = arith.constant 4 : i64
          %104 = arith.addi %100, %c4_i64 : i64
          %c5_i64_33 = arith.constant 5 : i64
          %105 = arith.cmpi slt, %104, %c5_i64_33 : i64
          scf.if %105 {
            %109 = llvm.getelementptr %88[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %110 = llvm.load %109 : !llvm.ptr<1> -> f32
            %111 = llvm.getelementptr %80[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %112 = llvm.load %111 : !llvm.ptr<1> -> f32
            %113 = arith.mulf %110, %112 : f32
            memref.store %113, %alloca_24[] : memref<f32>
            %c9_i64_37 = arith.constant 9 : i64
            %114 = arith.muli %104, %c9_i64_37 : i64
            %115 = arith.addi %arg9, %114 : i64
            %116 = llvm.getelementptr %92[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %117 = llvm.load %116 : !llvm.ptr<1> -> f32
            memref.store %117, %alloca_25[] : memref<f32>
          }
          %c5_i64_34 = arith.constant 5 : i64
          %106 = arith.cmpi slt, %100, %c5_i64_34 : i64
          scf.if %106 {
            %cst = arith.constant -1.000000e+00 : f32
            %109 = memref.load %alloca_20[] : memref<f32>
            %110 = memref.load %alloca_21[] : memref<f32>
            %111 = llvm.intr.fma(%cst, %109, %110) : (f32, f32, f32) -> f32
            %c9_i64_37 = arith.constant 9 : i64
            %112 = arith.muli %100, %c9_i64_37 : i64
            %113 = arith.addi %arg9, %112 : i64
            %114 = llvm.getelementptr %92[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %111, %114 : f32, !llvm.ptr<1>
          }
          %c5_i64_35 = arith.constant 5 : i64
          %107 = arith.cmpi slt, %102, %c5_i64_35 : i64
          scf.if %107 {
            %cst = arith.constant -1.000000e+00 : f32
            %109 = memref.load %alloca_22[] : memref<f32>
            %110 = memref.load %alloca_23[] : memref<f32>
            %111 = llvm.intr.fma(%cst, %109, %110) : (f32, f32, f32) -> f32
            %c9_i64_37 = arith.constant 9 : i64
            %112 = arith.muli %102, %c9_i64_37 : i64
            %113 = arith.addi %arg9, %112 : i64
            %114 = llvm.getelementptr %92[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %111, %114 : f32, !llvm.ptr<1>
          }
          %c5_i64_36 = arith.constant 5 : i64
          %108 = arith.cmpi slt, %104, %c5_i64_36 : i64
          scf.if %108 {
            %cst = arith.constant -1.000000e+00 : f32
            %109 = memref.load %alloca_24[] : memref<f32>
            %110 = memref.load %alloca_25[] : memref<f32>
            %111 = llvm.intr.fma(%cst, %109, %110) : (f32, f32, f32) -> f32
            %c9_i64_37 = arith.constant 9 : i64
            %112 = arith.muli %104, %c9_i64_37 : i64
            %113 = arith.addi %arg9, %112 : i64
            %114 = llvm.getelementptr %92[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %111, %114 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
