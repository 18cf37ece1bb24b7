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
      %c1_i64_15 = arith.constant 1 : i64
      %c63_i64 = arith.constant 63 : i64
      %13 = arith.andi %c1_i64_15, %c63_i64 : i64
      %14 = arith.shrsi %11, %13 : i64
      %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
      %15 = arith.andi %14, %c9223372036854775807_i64 : i64
      %16 = arith.divsi %15, %12 : i64
      %c2_i64 = arith.constant 2 : i64
      %17 = arith.muli %16, %c2_i64 : i64
      %18 = arith.muli %17, %12 : i64
      %19 = arith.subi %11, %18 : i64
      %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
      %20 = arith.xori %19, %c-9223372036854775808_i64 : i64
      %c-9223372036854775808_i64_16 = arith.constant -9223372036854775808 : i64
      %21 = arith.xori %12, %c-9223372036854775808_i64_16 : i64
      %22 = arith.cmpi sge, %20, %21 : i64
      %23 = arith.extui %22 : i1 to i64
      %24 = arith.addi %17, %23 : i64
      %25 = arith.muli %23, %12 : i64
      %26 = arith.subi %19, %25 : i64
      %c0_i64 = arith.constant 0 : i64
      %27 = arith.cmpi ne, %26, %c0_i64 : i64
      %28 = arith.extui %27 : i1 to i64
      %29 = arith.addi %24, %28 : i64
      %c63_i64_17 = arith.constant 63 : i64
      %c63_i64_18 = arith.constant 63 : i64
      %30 = arith.andi %c63_i64_17, %c63_i64_18 : i64
      %31 = arith.shrsi %29, %30 : i64
      %c9223372036854775807_i64_19 = arith.constant 9223372036854775807 : i64
      %32 = arith.andi %31, %c9223372036854775807_i64_19 : i64
      %33 = arith.maxsi %29, %32 : i64
      %c0_i64_20 = arith.constant 0 : i64
      %c1_i64_21 = arith.constant 1 : i64
      scf.for %arg7 = %c0_i64_20 to %33 step %c1_i64_21  : i64 {
        %35 = arith.muli %arg7, %arg1 : i64
        %36 = arith.addi %arg0, %35 : i64
        %c8_i64 = arith.constant 8 : i64
        %37 = arith.muli %36, %c8_i64 : i64
        %38 = llvm.getelementptr %1[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        gpu.barrier
        %thread_id_x_22 = gpu.thread_id  x
        %39 = arith.index_cast %thread_id_x_22 : index to i64
        %c8_i64_23 = arith.constant 8 : i64
        %c32_i64_24 = arith.constant 32 : i64
        scf.for %arg8 = %39 to %c8_i64_23 step %c32_i64_24  : i64 {
          %40 = llvm.getelementptr %3[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %41 = llvm.load %40 : !llvm.ptr<1> -> f32
          %42 = llvm.getelementptr %38[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %43 = llvm.load %42 : !llvm.ptr<1> -> f32
          %44 = arith.addf %41, %43 : f32
          %45 = llvm.getelementptr %3[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %44, %45 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x = gpu.thread_id  x
      %34 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg7 = %34 to %6 step %c32_i64  : i64 {
        %35 = llvm.getelementptr %5[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %36 = llvm.load %35 : !llvm.ptr<1> -> i32
        %37 = arith.xori %36, %36 : i32
        %c1000_i32 = arith.constant 1000 : i32
        %38 = arith.addi %37, %c1000_i32 : i32
        %c5_i64 = arith.constant 5 : i64
        %39 = arith.muli %arg7, %c5_i64 : i64
        %40 = llvm.getelementptr %8[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %37, %40 : i32, !llvm.ptr<1>
        %c1_i64_22 = arith.constant 1 : i64
        %c5_i64_23 = arith.constant 5 : i64
        %41 = arith.muli %arg7, %c5_i64_23 : i64
        %42 = arith.addi %c1_i64_22, %41 : i64
        %43 = llvm.getelementptr %8[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %37, %43 : i32, !llvm.ptr<1>
        %c2_i64_24 = arith.constant 2 : i64
        %c5_i64_25 = arith.constant 5 : i64
        %44 = arith.muli %arg7, %c5_i64_25 : i64
        %45 = arith.addi %c2_i64_24, %44 : i64
        %46 = llvm.getelementptr %8[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %37, %46 : i32, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %c5_i64_26 = arith.constant 5 : i64
        %47 = arith.muli %arg7, %c5_i64_26 : i64
        %48 = arith.addi %c3_i64, %47 : i64
        %49 = llvm.getelementptr %8[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %38, %49 : i32, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %c5_i64_27 = arith.constant 5 : i64
        %50 = arith.muli %arg7, %c5_i64_27 : i64
        %51 = arith.addi %c4_i64, %50 : i64
        %52 = llvm.getelementptr %8[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %37, %52 : i32, !llvm.ptr<1>
        %c-5_i64 = arith.constant -5 : i64
        %53 = arith.extsi %36 : i32 to i64
        %c2_i64_28 = arith.constant 2 : i64
        scf.for %arg8 = %c-5_i64 to %53 step %c2_i64_28  : i64 {
          %57 = arith.trunci %arg8 : i64 to i32
          %c5_i64_33 = arith.constant 5 : i64
          %58 = arith.muli %arg7, %c5_i64_33 : i64
          %59 = llvm.getelementptr %8[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %60 = llvm.load %59 : !llvm.ptr<1> -> i32
          %61 = arith.addi %60, %57 : i32
          %c5_i64_34 = arith.constant 5 : i64
          %62 = arith.muli %arg7, %c5_i64_34 : i64
          %63 = llvm.getelementptr %8[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %61, %63 : i32, !llvm.ptr<1>
        }
        %54 = arith.trunci %36 : i32 to i16
        %c3_i16 = arith.constant 3 : i16
        %c40_i16 = arith.constant 40 : i16
        %c7_i16 = arith.constant 7 : i16
        scf.for %arg8 = %c3_i16 to %c40_i16 step %c7_i16  : i16 {
          %57 = arith.muli %arg8, %54 : i16
          %c100_i16 = arith.constant 100 : i16
          %58 = arith.muli %57, %c100_i16 : i16
          %c1_i64_33 = arith.constant 1 : i64
          %c5_i64_34 = arith.constant 5 : i64
          %59 = arith.muli %arg7, %c5_i64_34 : i64
          %60 = arith.addi %c1_i64_33, %59 : i64
          %61 = llvm.getelementptr %8[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %62 = llvm.load %61 : !llvm.ptr<1> -> i32
          %63 = arith.extsi %58 : i16 to i32
          %64 = arith.addi %62, %63 : i32
          %c1_i64_35 = arith.constant 1 : i64
          %c5_i64_36 = arith.constant 5 : i64
          %65 = arith.muli %arg7, %c5_i64_36 : i64
          %66 = arith.addi %c1_i64_35, %65 : i64
          %67 = llvm.getelementptr %8[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %64, %67 : i32, !llvm.ptr<1>
        }
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %c1_i32 = arith.constant 1 : i32
        scf.for %arg8 = %c0_i32 to %c3_i32 step %c1_i32  : i32 {
          %c1_i32_33 = arith.constant 1 : i32
          scf.for %arg9 = %arg8 to %36 step %c1_i32_33  : i32 {
            %c2_i64_34 = arith.constant 2 : i64
            %c5_i64_35 = arith.constant 5 : i64
            %57 = arith.muli %arg7, %c5_i64_35 : i64
            %58 = arith.addi %c2_i64_34, %57 : i64
            %59 = llvm.getelementptr %8[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %60 = llvm.load %59 : !llvm.ptr<1> -> i32
            %c1_i32_36 = arith.constant 1 : i32
            %61 = arith.addi %60, %c1_i32_36 : i32
            %c2_i64_37 = arith.constant 2 : i64
            %c5_i64_38 = arith.constant 5 : i64
            %62 = arith.muli %arg7, %c5_i64_38 : i64
            %63 = arith.addi %c2_i64_37, %62 : i64
            %64 = llvm.getelementptr %8[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            llvm.store %61, %64 : i32, !llvm.ptr<1>
          }
        }
        %c5_i64_29 = arith.constant 5 : i64
        %c5_i64_30 = arith.constant 5 : i64
        %c1_i64_31 = arith.constant 1 : i64
        scf.for %arg8 = %c5_i64_29 to %c5_i64_30 step %c1_i64_31  : i64 {
          %c3_i64_33 = arith.constant 3 : i64
          %c5_i64_34 = arith.constant 5 : i64
          %57 = arith.muli %arg7, %c5_i64_34 : i64
          %58 = arith.addi %c3_i64_33, %57 : i64
          %59 = llvm.getelementptr %8[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %60 = llvm.load %59 : !llvm.ptr<1> -> i32
          %c1_i32_35 = arith.constant 1 : i32
          %61 = arith.addi %60, %c1_i32_35 : i32
          %c3_i64_36 = arith.constant 3 : i64
          %c5_i64_37 = arith.constant 5 : i64
          %62 = arith.muli %arg7, %c5_i64_37 : i64
          %63 = arith.addi %c3_i64_36, %62 : i64
          %64 = llvm.getelementptr %8[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %61, %64 : i32, !llvm.ptr<1>
        }
        %c10_i32 = arith.constant 10 : i32
        %c-2_i32 = arith.constant -2 : i32
        %c1_i32_32 = arith.constant 1 : i32
        scf.for %arg8 = %c10_i32 to %c-2_i32 step %c1_i32_32  : i32 {
          %c3_i64_33 = arith.constant 3 : i64
          %c5_i64_34 = arith.constant 5 : i64
          %57 = arith.muli %arg7, %c5_i64_34 : i64
          %58 = arith.addi %c3_i64_33, %57 : i64
          %59 = llvm.getelementptr %8[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %60 = llvm.load %59 : !llvm.ptr<1> -> i32
          %c1_i32_35 = arith.constant 1 : i32
          %61 = arith.addi %60, %c1_i32_35 : i32
          %c3_i64_36 = arith.constant 3 : i64
          %c5_i64_37 = arith.constant 5 : i64
          %62 = arith.muli %arg7, %c5_i64_37 : i64
          %63 = arith.addi %c3_i64_36, %62 : i64
          %64 = llvm.getelementptr %8[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %61, %64 : i32, !llvm.ptr<1>
        }
        %55 = arith.extsi %36 : i32 to i64
        %c60_i64 = arith.constant 60 : i64
        %56 = arith.extsi %arg2 : i32 to i64
        scf.for %arg8 = %55 to %c60_i64 step %56  : i64 {
          %57 = arith.trunci %arg8 : i64 to i32
          %c4_i64_33 = arith.constant 4 : i64
          %c5_i64_34 = arith.constant 5 : i64
          %58 = arith.muli %arg7, %c5_i64_34 : i64
          %59 = arith.addi %c4_i64_33, %58 : i64
          %60 = llvm.getelementptr %8[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %61 = llvm.load %60 : !llvm.ptr<1> -> i32
          %62 = arith.addi %61, %57 : i32
          %c4_i64_35 = arith.constant 4 : i64
          %c5_i64_36 = arith.constant 5 : i64
          %63 = arith.muli %arg7, %c5_i64_36 : i64
          %64 = arith.addi %c4_i64_35, %63 : i64
          %65 = llvm.getelementptr %8[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %62, %65 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
