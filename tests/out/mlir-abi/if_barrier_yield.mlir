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
      %68 = llvm.mlir.constant(1 : i64) : i64
      %69 = llvm.alloca %68 x f32 : (i64) -> !llvm.ptr
      %70 = llvm.alloca %68 x i32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %71 = arith.index_cast %block_id_x : index to i64
      %72 = arith.muli %71, %53 : i64
      %73 = llvm.getelementptr %50[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %74 = arith.muli %71, %61 : i64
      %75 = llvm.getelementptr %58[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %76 = llvm.getelementptr %55[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %77 = llvm.load %76 : !llvm.ptr<1> -> f32
      %c2_i64 = arith.constant 2 : i64
      %78 = arith.remsi %71, %c2_i64 : i64
      %c1_i64 = arith.constant 1 : i64
      %79 = arith.cmpi eq, %78, %c1_i64 : i64
      scf.if %79 {
        %cst = arith.constant 2.000000e+00 : f32
        %82 = arith.mulf %77, %cst : f32
        %c1_i64_23 = arith.constant 1 : i64
        %83 = arith.subi %51, %c1_i64_23 : i64
        %84 = llvm.mlir.addressof @__tinyc_stack_if_barrier_yield : !llvm.ptr<3>
        %thread_id_x_24 = gpu.thread_id  x
        %85 = arith.index_cast %thread_id_x_24 : index to i64
        %c64_i64_25 = arith.constant 64 : i64
        scf.for %arg14 = %85 to %51 step %c64_i64_25  : i64 {
          %cst_26 = arith.constant 3.000000e+00 : f32
          %89 = llvm.getelementptr %73[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %90 = llvm.load %89 : !llvm.ptr<1> -> f32
          %91 = arith.mulf %cst_26, %90 : f32
          %92 = llvm.getelementptr %84[%arg14] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %91, %92 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %86 = llvm.getelementptr %84[%83] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %87 = llvm.load %86 : !llvm.ptr<3> -> f32
        %88 = arith.addf %87, %82 : f32
        llvm.store %88, %69 : f32, !llvm.ptr
        %c7_i32 = arith.constant 7 : i32
        llvm.store %c7_i32, %70 : i32, !llvm.ptr
      } else {
        %82 = arith.negf %77 : f32
        %83 = arith.trunci %71 : i64 to i32
        %84 = llvm.mlir.addressof @__tinyc_stack_if_barrier_yield : !llvm.ptr<3>
        %thread_id_x_23 = gpu.thread_id  x
        %85 = arith.index_cast %thread_id_x_23 : index to i64
        %c64_i64_24 = arith.constant 64 : i64
        scf.for %arg14 = %85 to %51 step %c64_i64_24  : i64 {
          %89 = llvm.getelementptr %73[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %90 = llvm.load %89 : !llvm.ptr<1> -> f32
          %91 = arith.sitofp %arg14 : i64 to f32
          %92 = arith.addf %90, %91 : f32
          %93 = llvm.getelementptr %84[%arg14] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %92, %93 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %86 = llvm.load %84 : !llvm.ptr<3> -> f32
        %87 = arith.negf %86 : f32
        %88 = arith.addf %87, %82 : f32
        llvm.store %88, %69 : f32, !llvm.ptr
        llvm.store %83, %70 : i32, !llvm.ptr
      }
      %thread_id_x = gpu.thread_id  x
      %80 = arith.index_cast %thread_id_x : index to i64
      %c1_i64_20 = arith.constant 1 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg14 = %80 to %c1_i64_20 step %c64_i64  : i64 {
        %82 = llvm.load %69 : !llvm.ptr -> f32
        %83 = llvm.getelementptr %63[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %82, %83 : f32, !llvm.ptr<1>
        %84 = llvm.load %70 : !llvm.ptr -> i32
        %85 = llvm.getelementptr %66[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %84, %85 : i32, !llvm.ptr<1>
      }
      %thread_id_x_21 = gpu.thread_id  x
      %81 = arith.index_cast %thread_id_x_21 : index to i64
      %c64_i64_22 = arith.constant 64 : i64
      scf.for %arg14 = %81 to %59 step %c64_i64_22  : i64 {
        %82 = llvm.load %69 : !llvm.ptr -> f32
        %83 = llvm.getelementptr %73[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %84 = llvm.load %83 : !llvm.ptr<1> -> f32
        %85 = arith.mulf %82, %84 : f32
        %86 = llvm.getelementptr %75[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %85, %86 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
