module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @for_loops(%arg0: i64, %arg1: i64, %arg2: i32, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(8 : i64) : i64
      %3 = llvm.mlir.constant(20 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(8 : i64) : i64
      %6 = llvm.insertvalue %arg3, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg3, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %1, %7[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %2, %8[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %5, %11[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x20xf32, strided<[1, 8]>, 1>
      %14 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %15 = llvm.mlir.constant(0 : i64) : i64
      %16 = llvm.mlir.constant(8 : i64) : i64
      %17 = llvm.mlir.constant(1 : i64) : i64
      %18 = llvm.insertvalue %arg4, %14[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %19 = llvm.insertvalue %arg4, %18[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %20 = llvm.insertvalue %15, %19[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %21 = llvm.insertvalue %16, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %22 = llvm.insertvalue %17, %21[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %23 = builtin.unrealized_conversion_cast %22 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<8xf32, strided<[1]>, 1>
      %24 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %25 = llvm.mlir.constant(0 : i64) : i64
      %26 = llvm.mlir.constant(1 : i64) : i64
      %27 = llvm.insertvalue %arg5, %24[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %28 = llvm.insertvalue %arg5, %27[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %29 = llvm.insertvalue %25, %28[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %30 = llvm.insertvalue %arg6, %29[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %31 = llvm.insertvalue %26, %30[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %32 = builtin.unrealized_conversion_cast %31 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi32, strided<[1]>, 1>
      %33 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %34 = llvm.mlir.constant(0 : i64) : i64
      %35 = llvm.mlir.constant(5 : i64) : i64
      %36 = llvm.mlir.constant(1 : i64) : i64
      %37 = llvm.mlir.constant(5 : i64) : i64
      %38 = llvm.insertvalue %arg7, %33[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %arg7, %38[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %34, %39[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %35, %40[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = llvm.insertvalue %arg8, %41[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %43 = llvm.insertvalue %36, %42[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %44 = llvm.insertvalue %37, %43[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %45 = builtin.unrealized_conversion_cast %44 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<5x?xi32, strided<[1, 5]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %13 : memref<8x20xf32, strided<[1, 8]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %13 : memref<8x20xf32, strided<[1, 8]>, 1> -> index
      %46 = arith.index_cast %intptr : index to i64
      %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %23 : memref<8xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %23 : memref<8xf32, strided<[1]>, 1> -> index
      %48 = arith.index_cast %intptr_4 : index to i64
      %49 = llvm.inttoptr %48 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %32 : memref<?xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %32 : memref<?xi32, strided<[1]>, 1> -> index
      %50 = arith.index_cast %intptr_9 : index to i64
      %51 = llvm.inttoptr %50 : i64 to !llvm.ptr<1>
      %52 = arith.index_cast %sizes_7 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %45 : memref<5x?xi32, strided<[1, 5]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %45 : memref<5x?xi32, strided<[1, 5]>, 1> -> index
      %53 = arith.index_cast %intptr_14 : index to i64
      %54 = llvm.inttoptr %53 : i64 to !llvm.ptr<1>
      %55 = arith.index_cast %sizes_12#1 : index to i64
      %c20_i64 = arith.constant 20 : i64
      scf.for %arg9 = %arg0 to %c20_i64 step %arg1  : i64 {
        %c8_i64 = arith.constant 8 : i64
        %57 = arith.muli %arg9, %c8_i64 : i64
        %58 = llvm.getelementptr %47[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        gpu.barrier
        %thread_id_x_15 = gpu.thread_id  x
        %59 = arith.index_cast %thread_id_x_15 : index to i64
        %c8_i64_16 = arith.constant 8 : i64
        %c32_i64_17 = arith.constant 32 : i64
        scf.for %arg10 = %59 to %c8_i64_16 step %c32_i64_17  : i64 {
          %60 = llvm.getelementptr %49[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %61 = llvm.load %60 : !llvm.ptr<1> -> f32
          %62 = llvm.getelementptr %58[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %63 = llvm.load %62 : !llvm.ptr<1> -> f32
          %64 = arith.addf %61, %63 : f32
          %65 = llvm.getelementptr %49[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %64, %65 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x = gpu.thread_id  x
      %56 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg9 = %56 to %52 step %c32_i64  : i64 {
        %57 = llvm.getelementptr %51[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %58 = llvm.load %57 : !llvm.ptr<1> -> i32
        %59 = arith.xori %58, %58 : i32
        %c1000_i32 = arith.constant 1000 : i32
        %60 = arith.addi %59, %c1000_i32 : i32
        %c5_i64 = arith.constant 5 : i64
        %61 = arith.muli %arg9, %c5_i64 : i64
        %62 = llvm.getelementptr %54[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %59, %62 : i32, !llvm.ptr<1>
        %c1_i64 = arith.constant 1 : i64
        %c5_i64_15 = arith.constant 5 : i64
        %63 = arith.muli %arg9, %c5_i64_15 : i64
        %64 = arith.addi %c1_i64, %63 : i64
        %65 = llvm.getelementptr %54[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %59, %65 : i32, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c5_i64_16 = arith.constant 5 : i64
        %66 = arith.muli %arg9, %c5_i64_16 : i64
        %67 = arith.addi %c2_i64, %66 : i64
        %68 = llvm.getelementptr %54[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %59, %68 : i32, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %c5_i64_17 = arith.constant 5 : i64
        %69 = arith.muli %arg9, %c5_i64_17 : i64
        %70 = arith.addi %c3_i64, %69 : i64
        %71 = llvm.getelementptr %54[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %60, %71 : i32, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %c5_i64_18 = arith.constant 5 : i64
        %72 = arith.muli %arg9, %c5_i64_18 : i64
        %73 = arith.addi %c4_i64, %72 : i64
        %74 = llvm.getelementptr %54[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %59, %74 : i32, !llvm.ptr<1>
        %c-5_i32 = arith.constant -5 : i32
        %c2_i32 = arith.constant 2 : i32
        scf.for %arg10 = %c-5_i32 to %58 step %c2_i32  : i32 {
          %c5_i64_23 = arith.constant 5 : i64
          %76 = arith.muli %arg9, %c5_i64_23 : i64
          %77 = llvm.getelementptr %54[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %78 = llvm.load %77 : !llvm.ptr<1> -> i32
          %79 = arith.addi %78, %arg10 : i32
          %c5_i64_24 = arith.constant 5 : i64
          %80 = arith.muli %arg9, %c5_i64_24 : i64
          %81 = llvm.getelementptr %54[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %79, %81 : i32, !llvm.ptr<1>
        }
        %75 = arith.trunci %58 : i32 to i16
        %c3_i16 = arith.constant 3 : i16
        %c40_i16 = arith.constant 40 : i16
        %c7_i16 = arith.constant 7 : i16
        scf.for %arg10 = %c3_i16 to %c40_i16 step %c7_i16  : i16 {
          %76 = arith.muli %arg10, %75 : i16
          %c100_i16 = arith.constant 100 : i16
          %77 = arith.muli %76, %c100_i16 : i16
          %c1_i64_23 = arith.constant 1 : i64
          %c5_i64_24 = arith.constant 5 : i64
          %78 = arith.muli %arg9, %c5_i64_24 : i64
          %79 = arith.addi %c1_i64_23, %78 : i64
          %80 = llvm.getelementptr %54[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %81 = llvm.load %80 : !llvm.ptr<1> -> i32
          %82 = arith.extsi %77 : i16 to i32
          %83 = arith.addi %81, %82 : i32
          %c1_i64_25 = arith.constant 1 : i64
          %c5_i64_26 = arith.constant 5 : i64
          %84 = arith.muli %arg9, %c5_i64_26 : i64
          %85 = arith.addi %c1_i64_25, %84 : i64
          %86 = llvm.getelementptr %54[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %83, %86 : i32, !llvm.ptr<1>
        }
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %c1_i32 = arith.constant 1 : i32
        scf.for %arg10 = %c0_i32 to %c3_i32 step %c1_i32  : i32 {
          %c1_i32_23 = arith.constant 1 : i32
          scf.for %arg11 = %arg10 to %58 step %c1_i32_23  : i32 {
            %c2_i64_24 = arith.constant 2 : i64
            %c5_i64_25 = arith.constant 5 : i64
            %76 = arith.muli %arg9, %c5_i64_25 : i64
            %77 = arith.addi %c2_i64_24, %76 : i64
            %78 = llvm.getelementptr %54[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %79 = llvm.load %78 : !llvm.ptr<1> -> i32
            %c1_i32_26 = arith.constant 1 : i32
            %80 = arith.addi %79, %c1_i32_26 : i32
            %c2_i64_27 = arith.constant 2 : i64
            %c5_i64_28 = arith.constant 5 : i64
            %81 = arith.muli %arg9, %c5_i64_28 : i64
            %82 = arith.addi %c2_i64_27, %81 : i64
            %83 = llvm.getelementptr %54[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            llvm.store %80, %83 : i32, !llvm.ptr<1>
          }
        }
        %c5_i64_19 = arith.constant 5 : i64
        %c5_i64_20 = arith.constant 5 : i64
        %c1_i64_21 = arith.constant 1 : i64
        scf.for %arg10 = %c5_i64_19 to %c5_i64_20 step %c1_i64_21  : i64 {
          %c3_i64_23 = arith.constant 3 : i64
          %c5_i64_24 = arith.constant 5 : i64
          %76 = arith.muli %arg9, %c5_i64_24 : i64
          %77 = arith.addi %c3_i64_23, %76 : i64
          %78 = llvm.getelementptr %54[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %79 = llvm.load %78 : !llvm.ptr<1> -> i32
          %c1_i32_25 = arith.constant 1 : i32
          %80 = arith.addi %79, %c1_i32_25 : i32
          %c3_i64_26 = arith.constant 3 : i64
          %c5_i64_27 = arith.constant 5 : i64
          %81 = arith.muli %arg9, %c5_i64_27 : i64
          %82 = arith.addi %c3_i64_26, %81 : i64
          %83 = llvm.getelementptr %54[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %80, %83 : i32, !llvm.ptr<1>
        }
        %c10_i32 = arith.constant 10 : i32
        %c-2_i32 = arith.constant -2 : i32
        %c1_i32_22 = arith.constant 1 : i32
        scf.for %arg10 = %c10_i32 to %c-2_i32 step %c1_i32_22  : i32 {
          %c3_i64_23 = arith.constant 3 : i64
          %c5_i64_24 = arith.constant 5 : i64
          %76 = arith.muli %arg9, %c5_i64_24 : i64
          %77 = arith.addi %c3_i64_23, %76 : i64
          %78 = llvm.getelementptr %54[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %79 = llvm.load %78 : !llvm.ptr<1> -> i32
          %c1_i32_25 = arith.constant 1 : i32
          %80 = arith.addi %79, %c1_i32_25 : i32
          %c3_i64_26 = arith.constant 3 : i64
          %c5_i64_27 = arith.constant 5 : i64
          %81 = arith.muli %arg9, %c5_i64_27 : i64
          %82 = arith.addi %c3_i64_26, %81 : i64
          %83 = llvm.getelementptr %54[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %80, %83 : i32, !llvm.ptr<1>
        }
        %c60_i32 = arith.constant 60 : i32
        scf.for %arg10 = %58 to %c60_i32 step %arg2  : i32 {
          %c4_i64_23 = arith.constant 4 : i64
          %c5_i64_24 = arith.constant 5 : i64
          %76 = arith.muli %arg9, %c5_i64_24 : i64
          %77 = arith.addi %c4_i64_23, %76 : i64
          %78 = llvm.getelementptr %54[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %79 = llvm.load %78 : !llvm.ptr<1> -> i32
          %80 = arith.addi %79, %arg10 : i32
          %c4_i64_25 = arith.constant 4 : i64
          %c5_i64_26 = arith.constant 5 : i64
          %81 = arith.muli %arg9, %c5_i64_26 : i64
          %82 = arith.addi %c4_i64_25, %81 : i64
          %83 = llvm.getelementptr %54[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %80, %83 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
