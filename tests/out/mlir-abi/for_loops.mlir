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
      %56 = llvm.mlir.constant(1 : i64) : i64
      %c20_i64 = arith.constant 20 : i64
      scf.for %arg9 = %arg0 to %c20_i64 step %arg1  : i64 {
        %c8_i64 = arith.constant 8 : i64
        %58 = arith.muli %arg9, %c8_i64 : i64
        %59 = llvm.getelementptr %47[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        gpu.barrier
        %thread_id_x_15 = gpu.thread_id  x
        %60 = arith.index_cast %thread_id_x_15 : index to i64
        %c8_i64_16 = arith.constant 8 : i64
        %c32_i64_17 = arith.constant 32 : i64
        scf.for %arg10 = %60 to %c8_i64_16 step %c32_i64_17  : i64 {
          %61 = llvm.getelementptr %49[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %62 = llvm.load %61 : !llvm.ptr<1> -> f32
          %63 = llvm.getelementptr %59[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %64 = llvm.load %63 : !llvm.ptr<1> -> f32
          %65 = arith.addf %62, %64 : f32
          %66 = llvm.getelementptr %49[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %65, %66 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x = gpu.thread_id  x
      %57 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg9 = %57 to %52 step %c32_i64  : i64 {
        %58 = llvm.getelementptr %51[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %59 = llvm.load %58 : !llvm.ptr<1> -> i32
        %60 = arith.xori %59, %59 : i32
        %c1000_i32 = arith.constant 1000 : i32
        %61 = arith.addi %60, %c1000_i32 : i32
        %c5_i64 = arith.constant 5 : i64
        %62 = arith.muli %arg9, %c5_i64 : i64
        %63 = llvm.getelementptr %54[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %60, %63 : i32, !llvm.ptr<1>
        %c1_i64 = arith.constant 1 : i64
        %c5_i64_15 = arith.constant 5 : i64
        %64 = arith.muli %arg9, %c5_i64_15 : i64
        %65 = arith.addi %c1_i64, %64 : i64
        %66 = llvm.getelementptr %54[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %60, %66 : i32, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c5_i64_16 = arith.constant 5 : i64
        %67 = arith.muli %arg9, %c5_i64_16 : i64
        %68 = arith.addi %c2_i64, %67 : i64
        %69 = llvm.getelementptr %54[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %60, %69 : i32, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %c5_i64_17 = arith.constant 5 : i64
        %70 = arith.muli %arg9, %c5_i64_17 : i64
        %71 = arith.addi %c3_i64, %70 : i64
        %72 = llvm.getelementptr %54[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %61, %72 : i32, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %c5_i64_18 = arith.constant 5 : i64
        %73 = arith.muli %arg9, %c5_i64_18 : i64
        %74 = arith.addi %c4_i64, %73 : i64
        %75 = llvm.getelementptr %54[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %60, %75 : i32, !llvm.ptr<1>
        %c-5_i32 = arith.constant -5 : i32
        %c2_i32 = arith.constant 2 : i32
        scf.for %arg10 = %c-5_i32 to %59 step %c2_i32  : i32 {
          %c5_i64_23 = arith.constant 5 : i64
          %77 = arith.muli %arg9, %c5_i64_23 : i64
          %78 = llvm.getelementptr %54[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %79 = llvm.load %78 : !llvm.ptr<1> -> i32
          %80 = arith.addi %79, %arg10 : i32
          %c5_i64_24 = arith.constant 5 : i64
          %81 = arith.muli %arg9, %c5_i64_24 : i64
          %82 = llvm.getelementptr %54[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %80, %82 : i32, !llvm.ptr<1>
        }
        %76 = arith.trunci %59 : i32 to i16
        %c3_i16 = arith.constant 3 : i16
        %c40_i16 = arith.constant 40 : i16
        %c7_i16 = arith.constant 7 : i16
        scf.for %arg10 = %c3_i16 to %c40_i16 step %c7_i16  : i16 {
          %77 = arith.muli %arg10, %76 : i16
          %c100_i16 = arith.constant 100 : i16
          %78 = arith.muli %77, %c100_i16 : i16
          %c1_i64_23 = arith.constant 1 : i64
          %c5_i64_24 = arith.constant 5 : i64
          %79 = arith.muli %arg9, %c5_i64_24 : i64
          %80 = arith.addi %c1_i64_23, %79 : i64
          %81 = llvm.getelementptr %54[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %82 = llvm.load %81 : !llvm.ptr<1> -> i32
          %83 = arith.extsi %78 : i16 to i32
          %84 = arith.addi %82, %83 : i32
          %c1_i64_25 = arith.constant 1 : i64
          %c5_i64_26 = arith.constant 5 : i64
          %85 = arith.muli %arg9, %c5_i64_26 : i64
          %86 = arith.addi %c1_i64_25, %85 : i64
          %87 = llvm.getelementptr %54[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %84, %87 : i32, !llvm.ptr<1>
        }
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %c1_i32 = arith.constant 1 : i32
        scf.for %arg10 = %c0_i32 to %c3_i32 step %c1_i32  : i32 {
          %c1_i32_23 = arith.constant 1 : i32
          scf.for %arg11 = %arg10 to %59 step %c1_i32_23  : i32 {
            %c2_i64_24 = arith.constant 2 : i64
            %c5_i64_25 = arith.constant 5 : i64
            %77 = arith.muli %arg9, %c5_i64_25 : i64
            %78 = arith.addi %c2_i64_24, %77 : i64
            %79 = llvm.getelementptr %54[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %80 = llvm.load %79 : !llvm.ptr<1> -> i32
            %c1_i32_26 = arith.constant 1 : i32
            %81 = arith.addi %80, %c1_i32_26 : i32
            %c2_i64_27 = arith.constant 2 : i64
            %c5_i64_28 = arith.constant 5 : i64
            %82 = arith.muli %arg9, %c5_i64_28 : i64
            %83 = arith.addi %c2_i64_27, %82 : i64
            %84 = llvm.getelementptr %54[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            llvm.store %81, %84 : i32, !llvm.ptr<1>
          }
        }
        %c5_i64_19 = arith.constant 5 : i64
        %c5_i64_20 = arith.constant 5 : i64
        %c1_i64_21 = arith.constant 1 : i64
        scf.for %arg10 = %c5_i64_19 to %c5_i64_20 step %c1_i64_21  : i64 {
          %c3_i64_23 = arith.constant 3 : i64
          %c5_i64_24 = arith.constant 5 : i64
          %77 = arith.muli %arg9, %c5_i64_24 : i64
          %78 = arith.addi %c3_i64_23, %77 : i64
          %79 = llvm.getelementptr %54[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %80 = llvm.load %79 : !llvm.ptr<1> -> i32
          %c1_i32_25 = arith.constant 1 : i32
          %81 = arith.addi %80, %c1_i32_25 : i32
          %c3_i64_26 = arith.constant 3 : i64
          %c5_i64_27 = arith.constant 5 : i64
          %82 = arith.muli %arg9, %c5_i64_27 : i64
          %83 = arith.addi %c3_i64_26, %82 : i64
          %84 = llvm.getelementptr %54[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %81, %84 : i32, !llvm.ptr<1>
        }
        %c10_i32 = arith.constant 10 : i32
        %c-2_i32 = arith.constant -2 : i32
        %c1_i32_22 = arith.constant 1 : i32
        scf.for %arg10 = %c10_i32 to %c-2_i32 step %c1_i32_22  : i32 {
          %c3_i64_23 = arith.constant 3 : i64
          %c5_i64_24 = arith.constant 5 : i64
          %77 = arith.muli %arg9, %c5_i64_24 : i64
          %78 = arith.addi %c3_i64_23, %77 : i64
          %79 = llvm.getelementptr %54[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %80 = llvm.load %79 : !llvm.ptr<1> -> i32
          %c1_i32_25 = arith.constant 1 : i32
          %81 = arith.addi %80, %c1_i32_25 : i32
          %c3_i64_26 = arith.constant 3 : i64
          %c5_i64_27 = arith.constant 5 : i64
          %82 = arith.muli %arg9, %c5_i64_27 : i64
          %83 = arith.addi %c3_i64_26, %82 : i64
          %84 = llvm.getelementptr %54[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %81, %84 : i32, !llvm.ptr<1>
        }
        %c60_i32 = arith.constant 60 : i32
        scf.for %arg10 = %59 to %c60_i32 step %arg2  : i32 {
          %c4_i64_23 = arith.constant 4 : i64
          %c5_i64_24 = arith.constant 5 : i64
          %77 = arith.muli %arg9, %c5_i64_24 : i64
          %78 = arith.addi %c4_i64_23, %77 : i64
          %79 = llvm.getelementptr %54[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %80 = llvm.load %79 : !llvm.ptr<1> -> i32
          %81 = arith.addi %80, %arg10 : i32
          %c4_i64_25 = arith.constant 4 : i64
          %c5_i64_26 = arith.constant 5 : i64
          %82 = arith.muli %arg9, %c5_i64_26 : i64
          %83 = arith.addi %c4_i64_25, %82 : i64
          %84 = llvm.getelementptr %54[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %81, %84 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
