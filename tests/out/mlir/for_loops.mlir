module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @for_loops(%arg0: i64, %arg1: i64, %arg2: i32, %arg3: memref<8x20xf32, strided<[1, 8]>, 1>, %arg4: memref<8xf32, strided<[1]>, 1>, %arg5: memref<?xi32, strided<[1]>, 1>, %arg6: memref<5x?xi32, strided<[1, 5]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg3 : memref<8x20xf32, strided<[1, 8]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg3 : memref<8x20xf32, strided<[1, 8]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg4 : memref<8xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg4 : memref<8xf32, strided<[1]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg5 : memref<?xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg5 : memref<?xi32, strided<[1]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %6 = arith.index_cast %sizes_7 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg6 : memref<5x?xi32, strided<[1, 5]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg6 : memref<5x?xi32, strided<[1, 5]>, 1> -> index
      %7 = arith.index_cast %intptr_14 : index to i64
      %8 = llvm.inttoptr %7 : i64 to !llvm.ptr<1>
      %9 = arith.index_cast %sizes_12#1 : index to i64
      %10 = llvm.mlir.constant(1 : i64) : i64
      %c20_i64 = arith.constant 20 : i64
      scf.for %arg7 = %arg0 to %c20_i64 step %arg1  : i64 {
        %c8_i64 = arith.constant 8 : i64
        %12 = arith.muli %arg7, %c8_i64 : i64
        %13 = llvm.getelementptr %1[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        gpu.barrier
        %thread_id_x_15 = gpu.thread_id  x
        %14 = arith.index_cast %thread_id_x_15 : index to i64
        %c8_i64_16 = arith.constant 8 : i64
        %c32_i64_17 = arith.constant 32 : i64
        scf.for %arg8 = %14 to %c8_i64_16 step %c32_i64_17  : i64 {
          %15 = llvm.getelementptr %3[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %16 = llvm.load %15 : !llvm.ptr<1> -> f32
          %17 = llvm.getelementptr %13[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %18 = llvm.load %17 : !llvm.ptr<1> -> f32
          %19 = arith.addf %16, %18 : f32
          %20 = llvm.getelementptr %3[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %19, %20 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x = gpu.thread_id  x
      %11 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg7 = %11 to %6 step %c32_i64  : i64 {
        %12 = llvm.getelementptr %5[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %13 = llvm.load %12 : !llvm.ptr<1> -> i32
        %14 = arith.xori %13, %13 : i32
        %c1000_i32 = arith.constant 1000 : i32
        %15 = arith.addi %14, %c1000_i32 : i32
        %c5_i64 = arith.constant 5 : i64
        %16 = arith.muli %arg7, %c5_i64 : i64
        %17 = llvm.getelementptr %8[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %14, %17 : i32, !llvm.ptr<1>
        %c1_i64 = arith.constant 1 : i64
        %c5_i64_15 = arith.constant 5 : i64
        %18 = arith.muli %arg7, %c5_i64_15 : i64
        %19 = arith.addi %c1_i64, %18 : i64
        %20 = llvm.getelementptr %8[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %14, %20 : i32, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c5_i64_16 = arith.constant 5 : i64
        %21 = arith.muli %arg7, %c5_i64_16 : i64
        %22 = arith.addi %c2_i64, %21 : i64
        %23 = llvm.getelementptr %8[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %14, %23 : i32, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %c5_i64_17 = arith.constant 5 : i64
        %24 = arith.muli %arg7, %c5_i64_17 : i64
        %25 = arith.addi %c3_i64, %24 : i64
        %26 = llvm.getelementptr %8[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %15, %26 : i32, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %c5_i64_18 = arith.constant 5 : i64
        %27 = arith.muli %arg7, %c5_i64_18 : i64
        %28 = arith.addi %c4_i64, %27 : i64
        %29 = llvm.getelementptr %8[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %14, %29 : i32, !llvm.ptr<1>
        %c-5_i32 = arith.constant -5 : i32
        %c2_i32 = arith.constant 2 : i32
        scf.for %arg8 = %c-5_i32 to %13 step %c2_i32  : i32 {
          %c5_i64_23 = arith.constant 5 : i64
          %31 = arith.muli %arg7, %c5_i64_23 : i64
          %32 = llvm.getelementptr %8[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %33 = llvm.load %32 : !llvm.ptr<1> -> i32
          %34 = arith.addi %33, %arg8 : i32
          %c5_i64_24 = arith.constant 5 : i64
          %35 = arith.muli %arg7, %c5_i64_24 : i64
          %36 = llvm.getelementptr %8[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %34, %36 : i32, !llvm.ptr<1>
        }
        %30 = arith.trunci %13 : i32 to i16
        %c3_i16 = arith.constant 3 : i16
        %c40_i16 = arith.constant 40 : i16
        %c7_i16 = arith.constant 7 : i16
        scf.for %arg8 = %c3_i16 to %c40_i16 step %c7_i16  : i16 {
          %31 = arith.muli %arg8, %30 : i16
          %c100_i16 = arith.constant 100 : i16
          %32 = arith.muli %31, %c100_i16 : i16
          %c1_i64_23 = arith.constant 1 : i64
          %c5_i64_24 = arith.constant 5 : i64
          %33 = arith.muli %arg7, %c5_i64_24 : i64
          %34 = arith.addi %c1_i64_23, %33 : i64
          %35 = llvm.getelementptr %8[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %36 = llvm.load %35 : !llvm.ptr<1> -> i32
          %37 = arith.extsi %32 : i16 to i32
          %38 = arith.addi %36, %37 : i32
          %c1_i64_25 = arith.constant 1 : i64
          %c5_i64_26 = arith.constant 5 : i64
          %39 = arith.muli %arg7, %c5_i64_26 : i64
          %40 = arith.addi %c1_i64_25, %39 : i64
          %41 = llvm.getelementptr %8[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %38, %41 : i32, !llvm.ptr<1>
        }
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %c1_i32 = arith.constant 1 : i32
        scf.for %arg8 = %c0_i32 to %c3_i32 step %c1_i32  : i32 {
          %c1_i32_23 = arith.constant 1 : i32
          scf.for %arg9 = %arg8 to %13 step %c1_i32_23  : i32 {
            %c2_i64_24 = arith.constant 2 : i64
            %c5_i64_25 = arith.constant 5 : i64
            %31 = arith.muli %arg7, %c5_i64_25 : i64
            %32 = arith.addi %c2_i64_24, %31 : i64
            %33 = llvm.getelementptr %8[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %34 = llvm.load %33 : !llvm.ptr<1> -> i32
            %c1_i32_26 = arith.constant 1 : i32
            %35 = arith.addi %34, %c1_i32_26 : i32
            %c2_i64_27 = arith.constant 2 : i64
            %c5_i64_28 = arith.constant 5 : i64
            %36 = arith.muli %arg7, %c5_i64_28 : i64
            %37 = arith.addi %c2_i64_27, %36 : i64
            %38 = llvm.getelementptr %8[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            llvm.store %35, %38 : i32, !llvm.ptr<1>
          }
        }
        %c5_i64_19 = arith.constant 5 : i64
        %c5_i64_20 = arith.constant 5 : i64
        %c1_i64_21 = arith.constant 1 : i64
        scf.for %arg8 = %c5_i64_19 to %c5_i64_20 step %c1_i64_21  : i64 {
          %c3_i64_23 = arith.constant 3 : i64
          %c5_i64_24 = arith.constant 5 : i64
          %31 = arith.muli %arg7, %c5_i64_24 : i64
          %32 = arith.addi %c3_i64_23, %31 : i64
          %33 = llvm.getelementptr %8[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %34 = llvm.load %33 : !llvm.ptr<1> -> i32
          %c1_i32_25 = arith.constant 1 : i32
          %35 = arith.addi %34, %c1_i32_25 : i32
          %c3_i64_26 = arith.constant 3 : i64
          %c5_i64_27 = arith.constant 5 : i64
          %36 = arith.muli %arg7, %c5_i64_27 : i64
          %37 = arith.addi %c3_i64_26, %36 : i64
          %38 = llvm.getelementptr %8[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %35, %38 : i32, !llvm.ptr<1>
        }
        %c10_i32 = arith.constant 10 : i32
        %c-2_i32 = arith.constant -2 : i32
        %c1_i32_22 = arith.constant 1 : i32
        scf.for %arg8 = %c10_i32 to %c-2_i32 step %c1_i32_22  : i32 {
          %c3_i64_23 = arith.constant 3 : i64
          %c5_i64_24 = arith.constant 5 : i64
          %31 = arith.muli %arg7, %c5_i64_24 : i64
          %32 = arith.addi %c3_i64_23, %31 : i64
          %33 = llvm.getelementptr %8[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %34 = llvm.load %33 : !llvm.ptr<1> -> i32
          %c1_i32_25 = arith.constant 1 : i32
          %35 = arith.addi %34, %c1_i32_25 : i32
          %c3_i64_26 = arith.constant 3 : i64
          %c5_i64_27 = arith.constant 5 : i64
          %36 = arith.muli %arg7, %c5_i64_27 : i64
          %37 = arith.addi %c3_i64_26, %36 : i64
          %38 = llvm.getelementptr %8[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %35, %38 : i32, !llvm.ptr<1>
        }
        %c60_i32 = arith.constant 60 : i32
        scf.for %arg8 = %13 to %c60_i32 step %arg2  : i32 {
          %c4_i64_23 = arith.constant 4 : i64
          %c5_i64_24 = arith.constant 5 : i64
          %31 = arith.muli %arg7, %c5_i64_24 : i64
          %32 = arith.addi %c4_i64_23, %31 : i64
          %33 = llvm.getelementptr %8[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %34 = llvm.load %33 : !llvm.ptr<1> -> i32
          %35 = arith.addi %34, %arg8 : i32
          %c4_i64_25 = arith.constant 4 : i64
          %c5_i64_26 = arith.constant 5 : i64
          %36 = arith.muli %arg7, %c5_i64_26 : i64
          %37 = arith.addi %c4_i64_25, %36 : i64
          %38 = llvm.getelementptr %8[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %35, %38 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
