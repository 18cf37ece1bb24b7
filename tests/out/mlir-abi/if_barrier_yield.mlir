module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_if_barrier_yield() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<1024 x i8>
    gpu.func @if_barrier_yield(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg1, %5[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg2, %6[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg3, %8[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[1, ?]>, 1>
      %11 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %12 = llvm.mlir.constant(0 : i64) : i64
      %13 = llvm.mlir.constant(1 : i64) : i64
      %14 = llvm.insertvalue %arg4, %11[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = llvm.insertvalue %arg4, %14[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = llvm.insertvalue %12, %15[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = llvm.insertvalue %arg5, %16[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %18 = llvm.insertvalue %13, %17[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32, strided<[1]>, 1>
      %20 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %21 = llvm.mlir.constant(0 : i64) : i64
      %22 = llvm.mlir.constant(1 : i64) : i64
      %23 = llvm.insertvalue %arg6, %20[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %arg6, %23[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %21, %24[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %arg7, %25[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %arg8, %26[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %22, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %arg9, %28[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[1, ?]>, 1>
      %31 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %32 = llvm.mlir.constant(0 : i64) : i64
      %33 = llvm.mlir.constant(1 : i64) : i64
      %34 = llvm.insertvalue %arg10, %31[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %35 = llvm.insertvalue %arg10, %34[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %36 = llvm.insertvalue %32, %35[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %37 = llvm.insertvalue %arg11, %36[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %38 = llvm.insertvalue %33, %37[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %39 = builtin.unrealized_conversion_cast %38 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32, strided<[1]>, 1>
      %40 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %41 = llvm.mlir.constant(0 : i64) : i64
      %42 = llvm.mlir.constant(1 : i64) : i64
      %43 = llvm.insertvalue %arg12, %40[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %44 = llvm.insertvalue %arg12, %43[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %45 = llvm.insertvalue %41, %44[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %46 = llvm.insertvalue %arg13, %45[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %47 = llvm.insertvalue %42, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %48 = builtin.unrealized_conversion_cast %47 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi32, strided<[1]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %10 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %10 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %49 = arith.index_cast %intptr : index to i64
      %50 = llvm.inttoptr %49 : i64 to !llvm.ptr<1>
      %51 = arith.index_cast %sizes#0 : index to i64
      %52 = arith.index_cast %sizes#1 : index to i64
      %53 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %19 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %19 : memref<?xf32, strided<[1]>, 1> -> index
      %54 = arith.index_cast %intptr_4 : index to i64
      %55 = llvm.inttoptr %54 : i64 to !llvm.ptr<1>
      %56 = arith.index_cast %sizes_2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %30 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %30 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %57 = arith.index_cast %intptr_9 : index to i64
      %58 = llvm.inttoptr %57 : i64 to !llvm.ptr<1>
      %59 = arith.index_cast %sizes_7#0 : index to i64
      %60 = arith.index_cast %sizes_7#1 : index to i64
      %61 = arith.index_cast %strides_8#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %39 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %39 : memref<?xf32, strided<[1]>, 1> -> index
      %62 = arith.index_cast %intptr_14 : index to i64
      %63 = llvm.inttoptr %62 : i64 to !llvm.ptr<1>
      %64 = arith.index_cast %sizes_12 : index to i64
      %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %48 : memref<?xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %48 : memref<?xi32, strided<[1]>, 1> -> index
      %65 = arith.index_cast %intptr_19 : index to i64
      %66 = llvm.inttoptr %65 : i64 to !llvm.ptr<1>
      %67 = arith.index_cast %sizes_17 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_20 = memref.alloca() : memref<i32>
      %block_id_x = gpu.block_id  x
      %68 = arith.index_cast %block_id_x : index to i64
      %69 = arith.muli %68, %53 : i64
      %70 = llvm.getelementptr %50[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %71 = arith.muli %68, %61 : i64
      %72 = llvm.getelementptr %58[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %73 = llvm.getelementptr %55[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %74 = llvm.load %73 : !llvm.ptr<1> -> f32
      %c2_i64 = arith.constant 2 : i64
      %75 = arith.remsi %68, %c2_i64 : i64
      %c1_i64 = arith.constant 1 : i64
      %76 = arith.cmpi eq, %75, %c1_i64 : i64
      scf.if %76 {
        %cst = arith.constant 2.000000e+00 : f32
        %79 = arith.mulf %74, %cst : f32
        %c1_i64_24 = arith.constant 1 : i64
        %80 = arith.subi %51, %c1_i64_24 : i64
        %81 = llvm.mlir.addressof @__tinyc_stack_if_barrier_yield : !llvm.ptr<3>
        %thread_id_x_25 = gpu.thread_id  x
        %82 = arith.index_cast %thread_id_x_25 : index to i64
        %c64_i64_26 = arith.constant 64 : i64
        scf.for %arg14 = %82 to %51 step %c64_i64_26  : i64 {
          %cst_27 = arith.constant 3.000000e+00 : f32
          %86 = llvm.getelementptr %70[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %87 = llvm.load %86 : !llvm.ptr<1> -> f32
          %88 = arith.mulf %cst_27, %87 : f32
          %89 = llvm.getelementptr %81[%arg14] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %88, %89 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %83 = llvm.getelementptr %81[%80] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %84 = llvm.load %83 : !llvm.ptr<3> -> f32
        %85 = arith.addf %84, %79 : f32
        memref.store %85, %alloca[] : memref<f32>
        %c7_i32 = arith.constant 7 : i32
        memref.store %c7_i32, %alloca_20[] : memref<i32>
      } else {
        %79 = arith.negf %74 : f32
        %80 = arith.trunci %68 : i64 to i32
        %81 = llvm.mlir.addressof @__tinyc_stack_if_barrier_yield : !llvm.ptr<3>
        %thread_id_x_24 = gpu.thread_id  x
        %82 = arith.index_cast %thread_id_x_24 : index to i64
        %c64_i64_25 = arith.constant 64 : i64
        scf.for %arg14 = %82 to %51 step %c64_i64_25  : i64 {
          %86 = llvm.getelementptr %70[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %87 = llvm.load %86 : !llvm.ptr<1> -> f32
          %88 = arith.sitofp %arg14 : i64 to f32
          %89 = arith.addf %87, %88 : f32
          %90 = llvm.getelementptr %81[%arg14] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %89, %90 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %83 = llvm.load %81 : !llvm.ptr<3> -> f32
        %84 = arith.negf %83 : f32
        %85 = arith.addf %84, %79 : f32
        memref.store %85, %alloca[] : memref<f32>
        memref.store %80, %alloca_20[] : memref<i32>
      }
      %thread_id_x = gpu.thread_id  x
      %77 = arith.index_cast %thread_id_x : index to i64
      %c1_i64_21 = arith.constant 1 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg14 = %77 to %c1_i64_21 step %c64_i64  : i64 {
        %79 = memref.load %alloca[] : memref<f32>
        %80 = llvm.getelementptr %63[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %79, %80 : f32, !llvm.ptr<1>
        %81 = memref.load %alloca_20[] : memref<i32>
        %82 = llvm.getelementptr %66[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %81, %82 : i32, !llvm.ptr<1>
      }
      %thread_id_x_22 = gpu.thread_id  x
      %78 = arith.index_cast %thread_id_x_22 : index to i64
      %c64_i64_23 = arith.constant 64 : i64
      scf.for %arg14 = %78 to %59 step %c64_i64_23  : i64 {
        %79 = memref.load %alloca[] : memref<f32>
        %80 = llvm.getelementptr %70[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %81 = llvm.load %80 : !llvm.ptr<1> -> f32
        %82 = arith.mulf %79, %81 : f32
        %83 = llvm.getelementptr %72[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %82, %83 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
