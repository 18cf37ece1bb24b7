module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @foreach_i32(%arg0: i32, %arg1: i32, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: i64, %arg9: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(97 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(97 : i64) : i64
      %5 = llvm.insertvalue %arg2, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg2, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg3, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<97x?xi32, strided<[1, 97]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(10 : i64) : i64
      %16 = llvm.mlir.constant(1 : i64) : i64
      %17 = llvm.mlir.constant(10 : i64) : i64
      %18 = llvm.insertvalue %arg4, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg4, %18[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %14, %19[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %15, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %arg5, %21[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<10x?xi32, strided<[1, 10]>, 1>
      %26 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %27 = llvm.mlir.constant(0 : i64) : i64
      %28 = llvm.mlir.constant(1 : i64) : i64
      %29 = llvm.insertvalue %arg6, %26[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = llvm.insertvalue %arg6, %29[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %31 = llvm.insertvalue %27, %30[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %32 = llvm.insertvalue %arg7, %31[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %33 = llvm.insertvalue %arg8, %32[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %34 = llvm.insertvalue %28, %33[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg9, %34[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = builtin.unrealized_conversion_cast %35 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xi64, strided<[1, ?]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<97x?xi32, strided<[1, 97]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<97x?xi32, strided<[1, 97]>, 1> -> index
      %37 = arith.index_cast %intptr : index to i64
      %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<1>
      %39 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %25 : memref<10x?xi32, strided<[1, 10]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %25 : memref<10x?xi32, strided<[1, 10]>, 1> -> index
      %40 = arith.index_cast %intptr_4 : index to i64
      %41 = llvm.inttoptr %40 : i64 to !llvm.ptr<1>
      %42 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %36 : memref<?x?xi64, strided<[1, ?]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %36 : memref<?x?xi64, strided<[1, ?]>, 1> -> index
      %43 = arith.index_cast %intptr_9 : index to i64
      %44 = llvm.inttoptr %43 : i64 to !llvm.ptr<1>
      %45 = arith.index_cast %sizes_7#0 : index to i64
      %46 = arith.index_cast %sizes_7#1 : index to i64
      %47 = arith.index_cast %strides_8#1 : index to i64
      %block_id_x = gpu.block_id  x
      %48 = arith.index_cast %block_id_x : index to i64
      %c97_i64 = arith.constant 97 : i64
      %49 = arith.muli %48, %c97_i64 : i64
      %50 = llvm.getelementptr %38[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c10_i64 = arith.constant 10 : i64
      %51 = arith.muli %48, %c10_i64 : i64
      %52 = llvm.getelementptr %41[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %53 = arith.muli %48, %47 : i64
      %54 = llvm.getelementptr %44[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %55 = arith.extsi %arg0 : i32 to i64
      %thread_id_x = gpu.thread_id  x
      %56 = arith.index_cast %thread_id_x : index to i64
      %57 = arith.addi %55, %56 : i64
      %58 = arith.extsi %arg1 : i32 to i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg10 = %57 to %58 step %c64_i64  : i64 {
        %67 = arith.trunci %arg10 : i64 to i32
        %68 = arith.subi %67, %arg0 : i32
        %69 = arith.extsi %68 : i32 to i64
        %c3_i32 = arith.constant 3 : i32
        %70 = arith.muli %67, %c3_i32 : i32
        %71 = llvm.getelementptr %50[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %70, %71 : i32, !llvm.ptr<1>
      }
      gpu.barrier
      %c5_i64 = arith.constant 5 : i64
      %thread_id_x_10 = gpu.thread_id  x
      %59 = arith.index_cast %thread_id_x_10 : index to i64
      %60 = arith.addi %c5_i64, %59 : i64
      %c3_i64 = arith.constant 3 : i64
      %c64_i64_11 = arith.constant 64 : i64
      scf.for %arg10 = %60 to %c3_i64 step %c64_i64_11  : i64 {
        %67 = arith.trunci %arg10 : i64 to i32
        %68 = arith.subi %67, %67 : i32
        %c1_i32 = arith.constant 1 : i32
        %69 = arith.subi %68, %c1_i32 : i32
        llvm.store %69, %50 : i32, !llvm.ptr<1>
      }
      %thread_id_x_12 = gpu.thread_id  x
      %61 = arith.index_cast %thread_id_x_12 : index to i64
      %c10_i64_13 = arith.constant 10 : i64
      %c64_i64_14 = arith.constant 64 : i64
      scf.for %arg10 = %61 to %c10_i64_13 step %c64_i64_14  : i64 {
        %67 = arith.trunci %arg10 : i64 to i16
        %68 = arith.muli %67, %67 : i16
        %69 = arith.extsi %68 : i16 to i32
        %70 = arith.extsi %67 : i16 to i64
        %71 = llvm.getelementptr %52[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %69, %71 : i32, !llvm.ptr<1>
      }
      %c17_i64 = arith.constant 17 : i64
      %thread_id_x_15 = gpu.thread_id  x
      %62 = arith.index_cast %thread_id_x_15 : index to i64
      %63 = arith.addi %c17_i64, %62 : i64
      %c64_i64_16 = arith.constant 64 : i64
      scf.for %arg10 = %63 to %45 step %c64_i64_16  : i64 {
        %67 = arith.addi %arg10, %48 : i64
        %68 = llvm.getelementptr %54[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %67, %68 : i64, !llvm.ptr<1>
      }
      gpu.barrier
      %c3_i64_17 = arith.constant 3 : i64
      %64 = arith.maxsi %c3_i64_17, %45 : i64
      %65 = arith.subi %64, %45 : i64
      %thread_id_x_18 = gpu.thread_id  x
      %66 = arith.index_cast %thread_id_x_18 : index to i64
      %c64_i64_19 = arith.constant 64 : i64
      scf.for %arg10 = %66 to %65 step %c64_i64_19  : i64 {
        %67 = arith.addi %45, %arg10 : i64
        %68 = arith.subi %67, %67 : i64
        %c1_i64 = arith.constant 1 : i64
        %69 = arith.subi %68, %c1_i64 : i64
        llvm.store %69, %54 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
