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
      %c20_i64 = arith.constant 20 : i64
      scf.for %arg7 = %arg0 to %c20_i64 step %arg1  : i64 {
        %c8_i64 = arith.constant 8 : i64
        %11 = arith.muli %arg7, %c8_i64 : i64
        %12 = llvm.getelementptr %1[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        gpu.barrier
        %thread_id_x_15 = gpu.thread_id  x
        %13 = arith.index_cast %thread_id_x_15 : index to i64
        %c8_i64_16 = arith.constant 8 : i64
        %c32_i64_17 = arith.constant 32 : i64
        scf.for %arg8 = %13 to %c8_i64_16 step %c32_i64_17  : i64 {
          %14 = llvm.getelementptr %3[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %15 = llvm.load %14 : !llvm.ptr<1> -> f32
          %16 = llvm.getelementptr %12[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %17 = llvm.load %16 : !llvm.ptr<1> -> f32
          %18 = arith.addf %15, %17 : f32
          %19 = llvm.getelementptr %3[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %18, %19 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x = gpu.thread_id  x
      %10 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg7 = %10 to %6 step %c32_i64  : i64 {
        %11 = llvm.getelementptr %5[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %12 = llvm.load %11 : !llvm.ptr<1> -> i32
        %13 = arith.xori %12, %12 : i32
        %c1000_i32 = arith.constant 1000 : i32
        %14 = arith.addi %13, %c1000_i32 : i32
        %c5_i64 = arith.constant 5 : i64
        %15 = arith.muli %arg7, %c5_i64 : i64
        %16 = llvm.getelementptr %8[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %13, %16 : i32, !llvm.ptr<1>
        %c1_i64 = arith.constant 1 : i64
        %c5_i64_15 = arith.constant 5 : i64
        %17 = arith.muli %arg7, %c5_i64_15 : i64
        %18 = arith.addi %c1_i64, %17 : i64
        %19 = llvm.getelementptr %8[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %13, %19 : i32, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c5_i64_16 = arith.constant 5 : i64
        %20 = arith.muli %arg7, %c5_i64_16 : i64
        %21 = arith.addi %c2_i64, %20 : i64
        %22 = llvm.getelementptr %8[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %13, %22 : i32, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %c5_i64_17 = arith.constant 5 : i64
        %23 = arith.muli %arg7, %c5_i64_17 : i64
        %24 = arith.addi %c3_i64, %23 : i64
        %25 = llvm.getelementptr %8[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %14, %25 : i32, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %c5_i64_18 = arith.constant 5 : i64
        %26 = arith.muli %arg7, %c5_i64_18 : i64
        %27 = arith.addi %c4_i64, %26 : i64
        %28 = llvm.getelementptr %8[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %13, %28 : i32, !llvm.ptr<1>
        %c-5_i32 = arith.constant -5 : i32
        %c2_i32 = arith.constant 2 : i32
        scf.for %arg8 = %c-5_i32 to %12 step %c2_i32  : i32 {
          %c5_i64_23 = arith.constant 5 : i64
          %30 = arith.muli %arg7, %c5_i64_23 : i64
          %31 = llvm.getelementptr %8[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %32 = llvm.load %31 : !llvm.ptr<1> -> i32
          %33 = arith.addi %32, %arg8 : i32
          %c5_i64_24 = arith.constant 5 : i64
          %34 = arith.muli %arg7, %c5_i64_24 : i64
          %35 = llvm.getelementptr %8[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %33, %35 : i32, !llvm.ptr<1>
        }
        %29 = arith.trunci %12 : i32 to i16
        %c3_i16 = arith.constant 3 : i16
        %c40_i16 = arith.constant 40 : i16
        %c7_i16 = arith.constant 7 : i16
        scf.for %arg8 = %c3_i16 to %c40_i16 step %c7_i16  : i16 {
          %30 = arith.muli %arg8, %29 : i16
          %c100_i16 = arith.constant 100 : i16
          %31 = arith.muli %30, %c100_i16 : i16
          %c1_i64_23 = arith.constant 1 : i64
          %c5_i64_24 = arith.constant 5 : i64
          %32 = arith.muli %arg7, %c5_i64_24 : i64
          %33 = arith.addi %c1_i64_23, %32 : i64
          %34 = llvm.getelementptr %8[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %35 = llvm.load %34 : !llvm.ptr<1> -> i32
          %36 = arith.extsi %31 : i16 to i32
          %37 = arith.addi %35, %36 : i32
          %c1_i64_25 = arith.constant 1 : i64
          %c5_i64_26 = arith.constant 5 : i64
          %38 = arith.muli %arg7, %c5_i64_26 : i64
          %39 = arith.addi %c1_i64_25, %38 : i64
          %40 = llvm.getelementptr %8[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %37, %40 : i32, !llvm.ptr<1>
        }
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %c1_i32 = arith.constant 1 : i32
        scf.for %arg8 = %c0_i32 to %c3_i32 step %c1_i32  : i32 {
          %c1_i32_23 = arith.constant 1 : i32
          scf.for %arg9 = %arg8 to %12 step %c1_i32_23  : i32 {
            %c2_i64_24 = arith.constant 2 : i64
            %c5_i64_25 = arith.constant 5 : i64
            %30 = arith.muli %arg7, %c5_i64_25 : i64
            %31 = arith.addi %c2_i64_24, %30 : i64
            %32 = llvm.getelementptr %8[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %33 = llvm.load %32 : !llvm.ptr<1> -> i32
            %c1_i32_26 = arith.constant 1 : i32
            %34 = arith.addi %33, %c1_i32_26 : i32
            %c2_i64_27 = arith.constant 2 : i64
            %c5_i64_28 = arith.constant 5 : i64
            %35 = arith.muli %arg7, %c5_i64_28 : i64
            %36 = arith.addi %c2_i64_27, %35 : i64
            %37 = llvm.getelementptr %8[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            llvm.store %34, %37 : i32, !llvm.ptr<1>
          }
        }
        %c5_i64_19 = arith.constant 5 : i64
        %c5_i64_20 = arith.constant 5 : i64
        %c1_i64_21 = arith.constant 1 : i64
        scf.for %arg8 = %c5_i64_19 to %c5_i64_20 step %c1_i64_21  : i64 {
          %c3_i64_23 = arith.constant 3 : i64
          %c5_i64_24 = arith.constant 5 : i64
          %30 = arith.muli %arg7, %c5_i64_24 : i64
          %31 = arith.addi %c3_i64_23, %30 : i64
          %32 = llvm.getelementptr %8[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %33 = llvm.load %32 : !llvm.ptr<1> -> i32
          %c1_i32_25 = arith.constant 1 : i32
          %34 = arith.addi %33, %c1_i32_25 : i32
          %c3_i64_26 = arith.constant 3 : i64
          %c5_i64_27 = arith.constant 5 : i64
          %35 = arith.muli %arg7, %c5_i64_27 : i64
          %36 = arith.addi %c3_i64_26, %35 : i64
          %37 = llvm.getelementptr %8[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %34, %37 : i32, !llvm.ptr<1>
        }
        %c10_i32 = arith.constant 10 : i32
        %c-2_i32 = arith.constant -2 : i32
        %c1_i32_22 = arith.constant 1 : i32
        scf.for %arg8 = %c10_i32 to %c-2_i32 step %c1_i32_22  : i32 {
          %c3_i64_23 = arith.constant 3 : i64
          %c5_i64_24 = arith.constant 5 : i64
          %30 = arith.muli %arg7, %c5_i64_24 : i64
          %31 = arith.addi %c3_i64_23, %30 : i64
          %32 = llvm.getelementptr %8[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %33 = llvm.load %32 : !llvm.ptr<1> -> i32
          %c1_i32_25 = arith.constant 1 : i32
          %34 = arith.addi %33, %c1_i32_25 : i32
          %c3_i64_26 = arith.constant 3 : i64
          %c5_i64_27 = arith.constant 5 : i64
          %35 = arith.muli %arg7, %c5_i64_27 : i64
          %36 = arith.addi %c3_i64_26, %35 : i64
          %37 = llvm.getelementptr %8[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %34, %37 : i32, !llvm.ptr<1>
        }
        %c60_i32 = arith.constant 60 : i32
        scf.for %arg8 = %12 to %c60_i32 step %arg2  : i32 {
          %c4_i64_23 = arith.constant 4 : i64
          %c5_i64_24 = arith.constant 5 : i64
          %30 = arith.muli %arg7, %c5_i64_24 : i64
          %31 = arith.addi %c4_i64_23, %30 : i64
          %32 = llvm.getelementptr %8[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %33 = llvm.load %32 : !llvm.ptr<1> -> i32
          %34 = arith.addi %33, %arg8 : i32
          %c4_i64_25 = arith.constant 4 : i64
          %c5_i64_26 = arith.constant 5 : i64
          %35 = arith.muli %arg7, %c5_i64_26 : i64
          %36 = arith.addi %c4_i64_25, %35 : i64
          %37 = llvm.getelementptr %8[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %34, %37 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
