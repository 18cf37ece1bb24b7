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
      %10 = arith.maxsi %c20_i64, %arg0 : i64
      %11 = arith.subi %10, %arg0 : i64
      %c1_i64 = arith.constant 1 : i64
      %12 = arith.maxsi %arg1, %c1_i64 : i64
      %13 = arith.divsi %11, %12 : i64
      %14 = arith.remsi %11, %12 : i64
      %c0_i64 = arith.constant 0 : i64
      %15 = arith.cmpi ne, %14, %c0_i64 : i64
      %16 = arith.extui %15 : i1 to i64
      %17 = arith.addi %13, %16 : i64
      %c0_i64_15 = arith.constant 0 : i64
      %c1_i64_16 = arith.constant 1 : i64
      scf.for %arg7 = %c0_i64_15 to %17 step %c1_i64_16  : i64 {
        %19 = arith.muli %arg7, %arg1 : i64
        %20 = arith.addi %arg0, %19 : i64
        %c8_i64 = arith.constant 8 : i64
        %21 = arith.muli %20, %c8_i64 : i64
        %22 = llvm.getelementptr %1[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        gpu.barrier
        %thread_id_x_17 = gpu.thread_id  x
        %23 = arith.index_cast %thread_id_x_17 : index to i64
        %c8_i64_18 = arith.constant 8 : i64
        %c32_i64_19 = arith.constant 32 : i64
        scf.for %arg8 = %23 to %c8_i64_18 step %c32_i64_19  : i64 {
          %24 = llvm.getelementptr %3[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %25 = llvm.load %24 : !llvm.ptr<1> -> f32
          %26 = llvm.getelementptr %22[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %27 = llvm.load %26 : !llvm.ptr<1> -> f32
          %28 = arith.addf %25, %27 : f32
          %29 = llvm.getelementptr %3[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %28, %29 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x = gpu.thread_id  x
      %18 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg7 = %18 to %6 step %c32_i64  : i64 {
        %19 = llvm.getelementptr %5[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %20 = llvm.load %19 : !llvm.ptr<1> -> i32
        %21 = arith.xori %20, %20 : i32
        %c1000_i32 = arith.constant 1000 : i32
        %22 = arith.addi %21, %c1000_i32 : i32
        %c5_i64 = arith.constant 5 : i64
        %23 = arith.muli %arg7, %c5_i64 : i64
        %24 = llvm.getelementptr %8[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %21, %24 : i32, !llvm.ptr<1>
        %c1_i64_17 = arith.constant 1 : i64
        %c5_i64_18 = arith.constant 5 : i64
        %25 = arith.muli %arg7, %c5_i64_18 : i64
        %26 = arith.addi %c1_i64_17, %25 : i64
        %27 = llvm.getelementptr %8[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %21, %27 : i32, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c5_i64_19 = arith.constant 5 : i64
        %28 = arith.muli %arg7, %c5_i64_19 : i64
        %29 = arith.addi %c2_i64, %28 : i64
        %30 = llvm.getelementptr %8[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %21, %30 : i32, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %c5_i64_20 = arith.constant 5 : i64
        %31 = arith.muli %arg7, %c5_i64_20 : i64
        %32 = arith.addi %c3_i64, %31 : i64
        %33 = llvm.getelementptr %8[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %22, %33 : i32, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %c5_i64_21 = arith.constant 5 : i64
        %34 = arith.muli %arg7, %c5_i64_21 : i64
        %35 = arith.addi %c4_i64, %34 : i64
        %36 = llvm.getelementptr %8[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %21, %36 : i32, !llvm.ptr<1>
        %c-5_i64 = arith.constant -5 : i64
        %37 = arith.extsi %20 : i32 to i64
        %c2_i64_22 = arith.constant 2 : i64
        scf.for %arg8 = %c-5_i64 to %37 step %c2_i64_22  : i64 {
          %41 = arith.trunci %arg8 : i64 to i32
          %c5_i64_27 = arith.constant 5 : i64
          %42 = arith.muli %arg7, %c5_i64_27 : i64
          %43 = llvm.getelementptr %8[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %44 = llvm.load %43 : !llvm.ptr<1> -> i32
          %45 = arith.addi %44, %41 : i32
          %c5_i64_28 = arith.constant 5 : i64
          %46 = arith.muli %arg7, %c5_i64_28 : i64
          %47 = llvm.getelementptr %8[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %45, %47 : i32, !llvm.ptr<1>
        }
        %38 = arith.trunci %20 : i32 to i16
        %c3_i16 = arith.constant 3 : i16
        %c40_i16 = arith.constant 40 : i16
        %c7_i16 = arith.constant 7 : i16
        scf.for %arg8 = %c3_i16 to %c40_i16 step %c7_i16  : i16 {
          %41 = arith.muli %arg8, %38 : i16
          %c100_i16 = arith.constant 100 : i16
          %42 = arith.muli %41, %c100_i16 : i16
          %c1_i64_27 = arith.constant 1 : i64
          %c5_i64_28 = arith.constant 5 : i64
          %43 = arith.muli %arg7, %c5_i64_28 : i64
          %44 = arith.addi %c1_i64_27, %43 : i64
          %45 = llvm.getelementptr %8[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %46 = llvm.load %45 : !llvm.ptr<1> -> i32
          %47 = arith.extsi %42 : i16 to i32
          %48 = arith.addi %46, %47 : i32
          %c1_i64_29 = arith.constant 1 : i64
          %c5_i64_30 = arith.constant 5 : i64
          %49 = arith.muli %arg7, %c5_i64_30 : i64
          %50 = arith.addi %c1_i64_29, %49 : i64
          %51 = llvm.getelementptr %8[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %48, %51 : i32, !llvm.ptr<1>
        }
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %c1_i32 = arith.constant 1 : i32
        scf.for %arg8 = %c0_i32 to %c3_i32 step %c1_i32  : i32 {
          %c1_i32_27 = arith.constant 1 : i32
          scf.for %arg9 = %arg8 to %20 step %c1_i32_27  : i32 {
            %c2_i64_28 = arith.constant 2 : i64
            %c5_i64_29 = arith.constant 5 : i64
            %41 = arith.muli %arg7, %c5_i64_29 : i64
            %42 = arith.addi %c2_i64_28, %41 : i64
            %43 = llvm.getelementptr %8[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %44 = llvm.load %43 : !llvm.ptr<1> -> i32
            %c1_i32_30 = arith.constant 1 : i32
            %45 = arith.addi %44, %c1_i32_30 : i32
            %c2_i64_31 = arith.constant 2 : i64
            %c5_i64_32 = arith.constant 5 : i64
            %46 = arith.muli %arg7, %c5_i64_32 : i64
            %47 = arith.addi %c2_i64_31, %46 : i64
            %48 = llvm.getelementptr %8[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            llvm.store %45, %48 : i32, !llvm.ptr<1>
          }
        }
        %c5_i64_23 = arith.constant 5 : i64
        %c5_i64_24 = arith.constant 5 : i64
        %c1_i64_25 = arith.constant 1 : i64
        scf.for %arg8 = %c5_i64_23 to %c5_i64_24 step %c1_i64_25  : i64 {
          %c3_i64_27 = arith.constant 3 : i64
          %c5_i64_28 = arith.constant 5 : i64
          %41 = arith.muli %arg7, %c5_i64_28 : i64
          %42 = arith.addi %c3_i64_27, %41 : i64
          %43 = llvm.getelementptr %8[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %44 = llvm.load %43 : !llvm.ptr<1> -> i32
          %c1_i32_29 = arith.constant 1 : i32
          %45 = arith.addi %44, %c1_i32_29 : i32
          %c3_i64_30 = arith.constant 3 : i64
          %c5_i64_31 = arith.constant 5 : i64
          %46 = arith.muli %arg7, %c5_i64_31 : i64
          %47 = arith.addi %c3_i64_30, %46 : i64
          %48 = llvm.getelementptr %8[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %45, %48 : i32, !llvm.ptr<1>
        }
        %c10_i32 = arith.constant 10 : i32
        %c-2_i32 = arith.constant -2 : i32
        %c1_i32_26 = arith.constant 1 : i32
        scf.for %arg8 = %c10_i32 to %c-2_i32 step %c1_i32_26  : i32 {
          %c3_i64_27 = arith.constant 3 : i64
          %c5_i64_28 = arith.constant 5 : i64
          %41 = arith.muli %arg7, %c5_i64_28 : i64
          %42 = arith.addi %c3_i64_27, %41 : i64
          %43 = llvm.getelementptr %8[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %44 = llvm.load %43 : !llvm.ptr<1> -> i32
          %c1_i32_29 = arith.constant 1 : i32
          %45 = arith.addi %44, %c1_i32_29 : i32
          %c3_i64_30 = arith.constant 3 : i64
          %c5_i64_31 = arith.constant 5 : i64
          %46 = arith.muli %arg7, %c5_i64_31 : i64
          %47 = arith.addi %c3_i64_30, %46 : i64
          %48 = llvm.getelementptr %8[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %45, %48 : i32, !llvm.ptr<1>
        }
        %39 = arith.extsi %20 : i32 to i64
        %c60_i64 = arith.constant 60 : i64
        %40 = arith.extsi %arg2 : i32 to i64
        scf.for %arg8 = %39 to %c60_i64 step %40  : i64 {
          %41 = arith.trunci %arg8 : i64 to i32
          %c4_i64_27 = arith.constant 4 : i64
          %c5_i64_28 = arith.constant 5 : i64
          %42 = arith.muli %arg7, %c5_i64_28 : i64
          %43 = arith.addi %c4_i64_27, %42 : i64
          %44 = llvm.getelementptr %8[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %45 = llvm.load %44 : !llvm.ptr<1> -> i32
          %46 = arith.addi %45, %41 : i32
          %c4_i64_29 = arith.constant 4 : i64
          %c5_i64_30 = arith.constant 5 : i64
          %47 = arith.muli %arg7, %c5_i64_30 : i64
          %48 = arith.addi %c4_i64_29, %47 : i64
          %49 = llvm.getelementptr %8[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %46, %49 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
