module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_if_barrier_else() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<232 x i8>
    gpu.func @if_barrier_else(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(13 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(13 : i64) : i64
      %5 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg0, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x?xf32, strided<[1, 13]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(13 : i64) : i64
      %16 = llvm.mlir.constant(1 : i64) : i64
      %17 = llvm.mlir.constant(13 : i64) : i64
      %18 = llvm.insertvalue %arg2, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg2, %18[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %14, %19[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %15, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %arg3, %21[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x?xf32, strided<[1, 13]>, 1>
      %26 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %27 = llvm.mlir.constant(0 : i64) : i64
      %28 = llvm.mlir.constant(13 : i64) : i64
      %29 = llvm.mlir.constant(1 : i64) : i64
      %30 = llvm.mlir.constant(13 : i64) : i64
      %31 = llvm.insertvalue %arg4, %26[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %32 = llvm.insertvalue %arg4, %31[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %33 = llvm.insertvalue %27, %32[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %34 = llvm.insertvalue %28, %33[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg5, %34[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x?xf32, strided<[1, 13]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<13x?xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<13x?xf32, strided<[1, 13]>, 1> -> index
      %39 = arith.index_cast %intptr : index to i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<1>
      %41 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %25 : memref<13x?xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %25 : memref<13x?xf32, strided<[1, 13]>, 1> -> index
      %42 = arith.index_cast %intptr_4 : index to i64
      %43 = llvm.inttoptr %42 : i64 to !llvm.ptr<1>
      %44 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %38 : memref<13x?xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %38 : memref<13x?xf32, strided<[1, 13]>, 1> -> index
      %45 = arith.index_cast %intptr_9 : index to i64
      %46 = llvm.inttoptr %45 : i64 to !llvm.ptr<1>
      %47 = arith.index_cast %sizes_7#1 : index to i64
      %block_id_x = gpu.block_id  x
      %48 = arith.index_cast %block_id_x : index to i64
      %c13_i64 = arith.constant 13 : i64
      %49 = arith.muli %48, %c13_i64 : i64
      %50 = llvm.getelementptr %40[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c13_i64_10 = arith.constant 13 : i64
      %51 = arith.muli %48, %c13_i64_10 : i64
      %52 = llvm.getelementptr %43[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c13_i64_11 = arith.constant 13 : i64
      %53 = arith.muli %48, %c13_i64_11 : i64
      %54 = llvm.getelementptr %46[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3_i64 = arith.constant 3 : i64
      %55 = arith.remsi %48, %c3_i64 : i64
      %c0_i64 = arith.constant 0 : i64
      %56 = arith.cmpi eq, %55, %c0_i64 : i64
      scf.if %56 {
        %61 = llvm.mlir.addressof @__tinyc_stack_if_barrier_else : !llvm.ptr<3>
        %thread_id_x_19 = gpu.thread_id  x
        %62 = arith.index_cast %thread_id_x_19 : index to i64
        %c13_i64_20 = arith.constant 13 : i64
        %c64_i64_21 = arith.constant 64 : i64
        scf.for %arg6 = %62 to %c13_i64_20 step %c64_i64_21  : i64 {
          %64 = llvm.getelementptr %50[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %65 = llvm.load %64 : !llvm.ptr<1> -> f32
          %66 = arith.sitofp %arg6 : i64 to f32
          %67 = arith.addf %65, %66 : f32
          %68 = llvm.getelementptr %61[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %67, %68 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %thread_id_x_22 = gpu.thread_id  x
        %63 = arith.index_cast %thread_id_x_22 : index to i64
        %c13_i64_23 = arith.constant 13 : i64
        %c64_i64_24 = arith.constant 64 : i64
        scf.for %arg6 = %63 to %c13_i64_23 step %c64_i64_24  : i64 {
          %cst = arith.constant 5.000000e-01 : f32
          %64 = llvm.getelementptr %61[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %65 = llvm.load %64 : !llvm.ptr<3> -> f32
          %66 = arith.mulf %cst, %65 : f32
          %67 = llvm.getelementptr %52[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %66, %67 : f32, !llvm.ptr<1>
        }
      } else {
        %61 = llvm.mlir.addressof @__tinyc_stack_if_barrier_else : !llvm.ptr<3>
        %thread_id_x_19 = gpu.thread_id  x
        %62 = arith.index_cast %thread_id_x_19 : index to i64
        %c13_i64_20 = arith.constant 13 : i64
        %c64_i64_21 = arith.constant 64 : i64
        scf.for %arg6 = %62 to %c13_i64_20 step %c64_i64_21  : i64 {
          %68 = llvm.getelementptr %50[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %69 = llvm.load %68 : !llvm.ptr<1> -> f32
          %70 = arith.extf %69 : f32 to f64
          %cst = arith.constant -2.000000e+00 : f64
          %71 = arith.mulf %70, %cst : f64
          %72 = llvm.getelementptr %61[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %71, %72 : f64, !llvm.ptr<3>
        }
        %63 = llvm.mlir.addressof @__tinyc_stack_if_barrier_else : !llvm.ptr<3>
        %c128_i64 = arith.constant 128 : i64
        %64 = llvm.getelementptr %63[%c128_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %thread_id_x_22 = gpu.thread_id  x
        %65 = arith.index_cast %thread_id_x_22 : index to i64
        %c13_i64_23 = arith.constant 13 : i64
        %c64_i64_24 = arith.constant 64 : i64
        scf.for %arg6 = %65 to %c13_i64_23 step %c64_i64_24  : i64 {
          %68 = arith.sitofp %arg6 : i64 to f64
          %cst = arith.constant 2.500000e-01 : f64
          %69 = arith.mulf %68, %cst : f64
          %cst_31 = arith.constant 1.000000e+00 : f64
          %70 = arith.addf %69, %cst_31 : f64
          %71 = llvm.getelementptr %64[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %70, %71 : f64, !llvm.ptr<3>
        }
        gpu.barrier
        %thread_id_x_25 = gpu.thread_id  x
        %66 = arith.index_cast %thread_id_x_25 : index to i64
        %c13_i64_26 = arith.constant 13 : i64
        %c64_i64_27 = arith.constant 64 : i64
        scf.for %arg6 = %66 to %c13_i64_26 step %c64_i64_27  : i64 {
          %68 = llvm.getelementptr %64[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %69 = llvm.load %68 : !llvm.ptr<3> -> f64
          %70 = llvm.getelementptr %61[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %71 = llvm.load %70 : !llvm.ptr<3> -> f64
          %72 = arith.addf %69, %71 : f64
          %73 = llvm.getelementptr %64[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %72, %73 : f64, !llvm.ptr<3>
        }
        gpu.barrier
        %thread_id_x_28 = gpu.thread_id  x
        %67 = arith.index_cast %thread_id_x_28 : index to i64
        %c13_i64_29 = arith.constant 13 : i64
        %c64_i64_30 = arith.constant 64 : i64
        scf.for %arg6 = %67 to %c13_i64_29 step %c64_i64_30  : i64 {
          %68 = llvm.getelementptr %64[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %69 = llvm.load %68 : !llvm.ptr<3> -> f64
          %70 = arith.sitofp %arg6 : i64 to f64
          %71 = arith.mulf %69, %70 : f64
          %72 = arith.truncf %71 : f64 to f32
          %73 = llvm.getelementptr %52[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %72, %73 : f32, !llvm.ptr<1>
        }
      }
      %57 = llvm.mlir.addressof @__tinyc_stack_if_barrier_else : !llvm.ptr<3>
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %58 = arith.index_cast %thread_id_x : index to i64
      %c13_i64_12 = arith.constant 13 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg6 = %58 to %c13_i64_12 step %c64_i64  : i64 {
        %61 = arith.addi %48, %arg6 : i64
        %62 = arith.trunci %61 : i64 to i32
        %63 = llvm.getelementptr %57[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        llvm.store %62, %63 : i32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_13 = gpu.thread_id  x
      %59 = arith.index_cast %thread_id_x_13 : index to i64
      %c13_i64_14 = arith.constant 13 : i64
      %c64_i64_15 = arith.constant 64 : i64
      scf.for %arg6 = %59 to %c13_i64_14 step %c64_i64_15  : i64 {
        %61 = llvm.getelementptr %52[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %62 = llvm.load %61 : !llvm.ptr<1> -> f32
        %63 = llvm.getelementptr %54[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %62, %63 : f32, !llvm.ptr<1>
      }
      gpu.barrier
      %thread_id_x_16 = gpu.thread_id  x
      %60 = arith.index_cast %thread_id_x_16 : index to i64
      %c13_i64_17 = arith.constant 13 : i64
      %c64_i64_18 = arith.constant 64 : i64
      scf.for %arg6 = %60 to %c13_i64_17 step %c64_i64_18  : i64 {
        %61 = llvm.getelementptr %54[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %62 = llvm.load %61 : !llvm.ptr<1> -> f32
        %63 = llvm.getelementptr %57[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %64 = llvm.load %63 : !llvm.ptr<3> -> i32
        %65 = arith.sitofp %64 : i32 to f32
        %66 = arith.addf %62, %65 : f32
        %67 = llvm.getelementptr %54[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %66, %67 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
