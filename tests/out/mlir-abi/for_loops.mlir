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
      %56 = arith.maxsi %c20_i64, %arg0 : i64
      %57 = arith.subi %56, %arg0 : i64
      %c1_i64 = arith.constant 1 : i64
      %58 = arith.maxsi %arg1, %c1_i64 : i64
      %59 = arith.divsi %57, %58 : i64
      %60 = arith.remsi %57, %58 : i64
      %c0_i64 = arith.constant 0 : i64
      %61 = arith.cmpi ne, %60, %c0_i64 : i64
      %62 = arith.extui %61 : i1 to i64
      %63 = arith.addi %59, %62 : i64
      %c0_i64_15 = arith.constant 0 : i64
      %c1_i64_16 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_15 to %63 step %c1_i64_16  : i64 {
        %65 = arith.muli %arg9, %arg1 : i64
        %66 = arith.addi %arg0, %65 : i64
        %c8_i64 = arith.constant 8 : i64
        %67 = arith.muli %66, %c8_i64 : i64
        %68 = llvm.getelementptr %47[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        gpu.barrier
        %thread_id_x_17 = gpu.thread_id  x
        %69 = arith.index_cast %thread_id_x_17 : index to i64
        %c8_i64_18 = arith.constant 8 : i64
        %c32_i64_19 = arith.constant 32 : i64
        scf.for %arg10 = %69 to %c8_i64_18 step %c32_i64_19  : i64 {
          %70 = llvm.getelementptr %49[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %71 = llvm.load %70 : !llvm.ptr<1> -> f32
          %72 = llvm.getelementptr %68[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %73 = llvm.load %72 : !llvm.ptr<1> -> f32
          %74 = arith.addf %71, %73 : f32
          %75 = llvm.getelementptr %49[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %74, %75 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x = gpu.thread_id  x
      %64 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg9 = %64 to %52 step %c32_i64  : i64 {
        %65 = llvm.getelementptr %51[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %66 = llvm.load %65 : !llvm.ptr<1> -> i32
        %67 = arith.xori %66, %66 : i32
        %c1000_i32 = arith.constant 1000 : i32
        %68 = arith.addi %67, %c1000_i32 : i32
        %c5_i64 = arith.constant 5 : i64
        %69 = arith.muli %arg9, %c5_i64 : i64
        %70 = llvm.getelementptr %54[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %67, %70 : i32, !llvm.ptr<1>
        %c1_i64_17 = arith.constant 1 : i64
        %c5_i64_18 = arith.constant 5 : i64
        %71 = arith.muli %arg9, %c5_i64_18 : i64
        %72 = arith.addi %c1_i64_17, %71 : i64
        %73 = llvm.getelementptr %54[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %67, %73 : i32, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c5_i64_19 = arith.constant 5 : i64
        %74 = arith.muli %arg9, %c5_i64_19 : i64
        %75 = arith.addi %c2_i64, %74 : i64
        %76 = llvm.getelementptr %54[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %67, %76 : i32, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %c5_i64_20 = arith.constant 5 : i64
        %77 = arith.muli %arg9, %c5_i64_20 : i64
        %78 = arith.addi %c3_i64, %77 : i64
        %79 = llvm.getelementptr %54[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %68, %79 : i32, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %c5_i64_21 = arith.constant 5 : i64
        %80 = arith.muli %arg9, %c5_i64_21 : i64
        %81 = arith.addi %c4_i64, %80 : i64
        %82 = llvm.getelementptr %54[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %67, %82 : i32, !llvm.ptr<1>
        %c-5_i64 = arith.constant -5 : i64
        %83 = arith.extsi %66 : i32 to i64
        %c2_i64_22 = arith.constant 2 : i64
        scf.for %arg10 = %c-5_i64 to %83 step %c2_i64_22  : i64 {
          %87 = arith.trunci %arg10 : i64 to i32
          %c5_i64_27 = arith.constant 5 : i64
          %88 = arith.muli %arg9, %c5_i64_27 : i64
          %89 = llvm.getelementptr %54[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %90 = llvm.load %89 : !llvm.ptr<1> -> i32
          %91 = arith.addi %90, %87 : i32
          %c5_i64_28 = arith.constant 5 : i64
          %92 = arith.muli %arg9, %c5_i64_28 : i64
          %93 = llvm.getelementptr %54[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %91, %93 : i32, !llvm.ptr<1>
        }
        %84 = arith.trunci %66 : i32 to i16
        %c3_i16 = arith.constant 3 : i16
        %c40_i16 = arith.constant 40 : i16
        %c7_i16 = arith.constant 7 : i16
        scf.for %arg10 = %c3_i16 to %c40_i16 step %c7_i16  : i16 {
          %87 = arith.muli %arg10, %84 : i16
          %c100_i16 = arith.constant 100 : i16
          %88 = arith.muli %87, %c100_i16 : i16
          %c1_i64_27 = arith.constant 1 : i64
          %c5_i64_28 = arith.constant 5 : i64
          %89 = arith.muli %arg9, %c5_i64_28 : i64
          %90 = arith.addi %c1_i64_27, %89 : i64
          %91 = llvm.getelementptr %54[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %92 = llvm.load %91 : !llvm.ptr<1> -> i32
          %93 = arith.extsi %88 : i16 to i32
          %94 = arith.addi %92, %93 : i32
          %c1_i64_29 = arith.constant 1 : i64
          %c5_i64_30 = arith.constant 5 : i64
          %95 = arith.muli %arg9, %c5_i64_30 : i64
          %96 = arith.addi %c1_i64_29, %95 : i64
          %97 = llvm.getelementptr %54[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %94, %97 : i32, !llvm.ptr<1>
        }
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %c1_i32 = arith.constant 1 : i32
        scf.for %arg10 = %c0_i32 to %c3_i32 step %c1_i32  : i32 {
          %c1_i32_27 = arith.constant 1 : i32
          scf.for %arg11 = %arg10 to %66 step %c1_i32_27  : i32 {
            %c2_i64_28 = arith.constant 2 : i64
            %c5_i64_29 = arith.constant 5 : i64
            %87 = arith.muli %arg9, %c5_i64_29 : i64
            %88 = arith.addi %c2_i64_28, %87 : i64
            %89 = llvm.getelementptr %54[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %90 = llvm.load %89 : !llvm.ptr<1> -> i32
            %c1_i32_30 = arith.constant 1 : i32
            %91 = arith.addi %90, %c1_i32_30 : i32
            %c2_i64_31 = arith.constant 2 : i64
            %c5_i64_32 = arith.constant 5 : i64
            %92 = arith.muli %arg9, %c5_i64_32 : i64
            %93 = arith.addi %c2_i64_31, %92 : i64
            %94 = llvm.getelementptr %54[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            llvm.store %91, %94 : i32, !llvm.ptr<1>
          }
        }
        %c5_i64_23 = arith.constant 5 : i64
        %c5_i64_24 = arith.constant 5 : i64
        %c1_i64_25 = arith.constant 1 : i64
        scf.for %arg10 = %c5_i64_23 to %c5_i64_24 step %c1_i64_25  : i64 {
          %c3_i64_27 = arith.constant 3 : i64
          %c5_i64_28 = arith.constant 5 : i64
          %87 = arith.muli %arg9, %c5_i64_28 : i64
          %88 = arith.addi %c3_i64_27, %87 : i64
          %89 = llvm.getelementptr %54[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %90 = llvm.load %89 : !llvm.ptr<1> -> i32
          %c1_i32_29 = arith.constant 1 : i32
          %91 = arith.addi %90, %c1_i32_29 : i32
          %c3_i64_30 = arith.constant 3 : i64
          %c5_i64_31 = arith.constant 5 : i64
          %92 = arith.muli %arg9, %c5_i64_31 : i64
          %93 = arith.addi %c3_i64_30, %92 : i64
          %94 = llvm.getelementptr %54[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %91, %94 : i32, !llvm.ptr<1>
        }
        %c10_i32 = arith.constant 10 : i32
        %c-2_i32 = arith.constant -2 : i32
        %c1_i32_26 = arith.constant 1 : i32
        scf.for %arg10 = %c10_i32 to %c-2_i32 step %c1_i32_26  : i32 {
          %c3_i64_27 = arith.constant 3 : i64
          %c5_i64_28 = arith.constant 5 : i64
          %87 = arith.muli %arg9, %c5_i64_28 : i64
          %88 = arith.addi %c3_i64_27, %87 : i64
          %89 = llvm.getelementptr %54[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %90 = llvm.load %89 : !llvm.ptr<1> -> i32
          %c1_i32_29 = arith.constant 1 : i32
          %91 = arith.addi %90, %c1_i32_29 : i32
          %c3_i64_30 = arith.constant 3 : i64
          %c5_i64_31 = arith.constant 5 : i64
          %92 = arith.muli %arg9, %c5_i64_31 : i64
          %93 = arith.addi %c3_i64_30, %92 : i64
          %94 = llvm.getelementptr %54[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %91, %94 : i32, !llvm.ptr<1>
        }
        %85 = arith.extsi %66 : i32 to i64
        %c60_i64 = arith.constant 60 : i64
        %86 = arith.extsi %arg2 : i32 to i64
        scf.for %arg10 = %85 to %c60_i64 step %86  : i64 {
          %87 = arith.trunci %arg10 : i64 to i32
          %c4_i64_27 = arith.constant 4 : i64
          %c5_i64_28 = arith.constant 5 : i64
          %88 = arith.muli %arg9, %c5_i64_28 : i64
          %89 = arith.addi %c4_i64_27, %88 : i64
          %90 = llvm.getelementptr %54[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %91 = llvm.load %90 : !llvm.ptr<1> -> i32
          %92 = arith.addi %91, %87 : i32
          %c4_i64_29 = arith.constant 4 : i64
          %c5_i64_30 = arith.constant 5 : i64
          %93 = arith.muli %arg9, %c5_i64_30 : i64
          %94 = arith.addi %c4_i64_29, %93 : i64
          %95 = llvm.getelementptr %54[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %92, %95 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
