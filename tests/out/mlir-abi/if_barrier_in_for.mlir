module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_if_barrier_in_for() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<1024 x i8>
    gpu.func @if_barrier_in_for(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: i64, %arg11: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
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
      %11 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %12 = llvm.mlir.constant(0 : i64) : i64
      %13 = llvm.mlir.constant(1 : i64) : i64
      %14 = llvm.insertvalue %arg4, %11[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %15 = llvm.insertvalue %arg4, %14[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %16 = llvm.insertvalue %12, %15[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %17 = llvm.insertvalue %arg5, %16[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %18 = llvm.insertvalue %arg6, %17[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %13, %18[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %arg7, %19[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = builtin.unrealized_conversion_cast %20 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[1, ?]>, 1>
      %22 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %23 = llvm.mlir.constant(0 : i64) : i64
      %24 = llvm.mlir.constant(1 : i64) : i64
      %25 = llvm.insertvalue %arg8, %22[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %arg8, %25[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %23, %26[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %arg9, %27[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %arg10, %28[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = llvm.insertvalue %24, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %31 = llvm.insertvalue %arg11, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %32 = builtin.unrealized_conversion_cast %31 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[1, ?]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %10 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %10 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %33 = arith.index_cast %intptr : index to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<1>
      %35 = arith.index_cast %sizes#0 : index to i64
      %36 = arith.index_cast %sizes#1 : index to i64
      %37 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %21 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %21 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %38 = arith.index_cast %intptr_4 : index to i64
      %39 = llvm.inttoptr %38 : i64 to !llvm.ptr<1>
      %40 = arith.index_cast %sizes_2#0 : index to i64
      %41 = arith.index_cast %sizes_2#1 : index to i64
      %42 = arith.index_cast %strides_3#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %32 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %32 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %43 = arith.index_cast %intptr_9 : index to i64
      %44 = llvm.inttoptr %43 : i64 to !llvm.ptr<1>
      %45 = arith.index_cast %sizes_7#0 : index to i64
      %46 = arith.index_cast %sizes_7#1 : index to i64
      %47 = arith.index_cast %strides_8#1 : index to i64
      %block_id_x = gpu.block_id  x
      %48 = arith.index_cast %block_id_x : index to i64
      %49 = arith.muli %48, %37 : i64
      %50 = llvm.getelementptr %34[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %51 = arith.muli %48, %42 : i64
      %52 = llvm.getelementptr %39[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %53 = arith.muli %48, %47 : i64
      %54 = llvm.getelementptr %44[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64 = arith.constant 0 : i64
      %c5_i64 = arith.constant 5 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg12 = %c0_i64 to %c5_i64 step %c1_i64  : i64 {
        %56 = arith.addi %arg12, %48 : i64
        %c2_i64 = arith.constant 2 : i64
        %57 = arith.remsi %56, %c2_i64 : i64
        %c1_i64_10 = arith.constant 1 : i64
        %58 = arith.cmpi eq, %57, %c1_i64_10 : i64
        scf.if %58 {
          %60 = llvm.mlir.addressof @__tinyc_stack_if_barrier_in_for : !llvm.ptr<3>
          %c1_i64_13 = arith.constant 1 : i64
          %61 = arith.addi %arg12, %c1_i64_13 : i64
          %62 = arith.sitofp %61 : i64 to f32
          gpu.barrier
          %thread_id_x_14 = gpu.thread_id  x
          %63 = arith.index_cast %thread_id_x_14 : index to i64
          %c64_i64_15 = arith.constant 64 : i64
          scf.for %arg13 = %63 to %35 step %c64_i64_15  : i64 {
            %65 = llvm.getelementptr %52[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %66 = llvm.load %65 : !llvm.ptr<1> -> f32
            %67 = arith.mulf %66, %62 : f32
            %68 = llvm.getelementptr %60[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %67, %68 : f32, !llvm.ptr<3>
          }
          gpu.barrier
          %thread_id_x_16 = gpu.thread_id  x
          %64 = arith.index_cast %thread_id_x_16 : index to i64
          %c64_i64_17 = arith.constant 64 : i64
          scf.for %arg13 = %64 to %40 step %c64_i64_17  : i64 {
            %65 = llvm.getelementptr %52[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %66 = llvm.load %65 : !llvm.ptr<1> -> f32
            %67 = llvm.getelementptr %60[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %68 = llvm.load %67 : !llvm.ptr<3> -> f32
            %69 = arith.addf %66, %68 : f32
            %70 = llvm.getelementptr %52[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %69, %70 : f32, !llvm.ptr<1>
          }
        } else {
          %60 = llvm.mlir.addressof @__tinyc_stack_if_barrier_in_for : !llvm.ptr<3>
          %61 = arith.sitofp %arg12 : i64 to f32
          gpu.barrier
          %thread_id_x_13 = gpu.thread_id  x
          %62 = arith.index_cast %thread_id_x_13 : index to i64
          %c64_i64_14 = arith.constant 64 : i64
          scf.for %arg13 = %62 to %35 step %c64_i64_14  : i64 {
            %64 = llvm.getelementptr %50[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %65 = llvm.load %64 : !llvm.ptr<1> -> f32
            %66 = arith.mulf %61, %65 : f32
            %67 = llvm.getelementptr %60[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %66, %67 : f32, !llvm.ptr<3>
          }
          gpu.barrier
          %thread_id_x_15 = gpu.thread_id  x
          %63 = arith.index_cast %thread_id_x_15 : index to i64
          %c64_i64_16 = arith.constant 64 : i64
          scf.for %arg13 = %63 to %40 step %c64_i64_16  : i64 {
            %cst = arith.constant -1.000000e+00 : f32
            %64 = llvm.getelementptr %60[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %65 = llvm.load %64 : !llvm.ptr<3> -> f32
            %66 = llvm.getelementptr %52[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %67 = llvm.load %66 : !llvm.ptr<1> -> f32
            %68 = llvm.intr.fma(%cst, %65, %67) : (f32, f32, f32) -> f32
            %69 = llvm.getelementptr %52[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %68, %69 : f32, !llvm.ptr<1>
          }
        }
        gpu.barrier
        %thread_id_x_11 = gpu.thread_id  x
        %59 = arith.index_cast %thread_id_x_11 : index to i64
        %c64_i64_12 = arith.constant 64 : i64
        scf.for %arg13 = %59 to %40 step %c64_i64_12  : i64 {
          %cst = arith.constant 5.000000e-01 : f32
          %60 = llvm.getelementptr %50[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %61 = llvm.load %60 : !llvm.ptr<1> -> f32
          %62 = llvm.getelementptr %52[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %63 = llvm.load %62 : !llvm.ptr<1> -> f32
          %64 = llvm.intr.fma(%cst, %61, %63) : (f32, f32, f32) -> f32
          %65 = llvm.getelementptr %52[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %64, %65 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %55 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg12 = %55 to %45 step %c64_i64  : i64 {
        %56 = llvm.getelementptr %52[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %57 = llvm.load %56 : !llvm.ptr<1> -> f32
        %58 = llvm.getelementptr %54[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %57, %58 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
