module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_if_barrier_then() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<52 x i8>
    gpu.func @if_barrier_then(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
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
      %39 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %40 = llvm.mlir.constant(0 : i64) : i64
      %41 = llvm.mlir.constant(13 : i64) : i64
      %42 = llvm.mlir.constant(1 : i64) : i64
      %43 = llvm.mlir.constant(13 : i64) : i64
      %44 = llvm.insertvalue %arg6, %39[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %45 = llvm.insertvalue %arg6, %44[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %46 = llvm.insertvalue %40, %45[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %47 = llvm.insertvalue %41, %46[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %48 = llvm.insertvalue %arg7, %47[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %42, %48[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %43, %49[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = builtin.unrealized_conversion_cast %50 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x?xf32, strided<[1, 13]>, 1>
      %52 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %53 = llvm.mlir.constant(0 : i64) : i64
      %54 = llvm.mlir.constant(13 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(13 : i64) : i64
      %57 = llvm.insertvalue %arg8, %52[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %58 = llvm.insertvalue %arg8, %57[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = llvm.insertvalue %53, %58[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %60 = llvm.insertvalue %54, %59[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %61 = llvm.insertvalue %arg9, %60[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %62 = llvm.insertvalue %55, %61[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %56, %62[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = builtin.unrealized_conversion_cast %63 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<13x?xf32, strided<[1, 13]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<13x?xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<13x?xf32, strided<[1, 13]>, 1> -> index
      %65 = arith.index_cast %intptr : index to i64
      %66 = llvm.inttoptr %65 : i64 to !llvm.ptr<1>
      %67 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %25 : memref<13x?xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %25 : memref<13x?xf32, strided<[1, 13]>, 1> -> index
      %68 = arith.index_cast %intptr_4 : index to i64
      %69 = llvm.inttoptr %68 : i64 to !llvm.ptr<1>
      %70 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %38 : memref<13x?xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %38 : memref<13x?xf32, strided<[1, 13]>, 1> -> index
      %71 = arith.index_cast %intptr_9 : index to i64
      %72 = llvm.inttoptr %71 : i64 to !llvm.ptr<1>
      %73 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %51 : memref<13x?xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %51 : memref<13x?xf32, strided<[1, 13]>, 1> -> index
      %74 = arith.index_cast %intptr_14 : index to i64
      %75 = llvm.inttoptr %74 : i64 to !llvm.ptr<1>
      %76 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %64 : memref<13x?xf32, strided<[1, 13]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %64 : memref<13x?xf32, strided<[1, 13]>, 1> -> index
      %77 = arith.index_cast %intptr_19 : index to i64
      %78 = llvm.inttoptr %77 : i64 to !llvm.ptr<1>
      %79 = arith.index_cast %sizes_17#1 : index to i64
      %block_id_x = gpu.block_id  x
      %80 = arith.index_cast %block_id_x : index to i64
      %c13_i64 = arith.constant 13 : i64
      %81 = arith.muli %80, %c13_i64 : i64
      %82 = llvm.getelementptr %66[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c13_i64_20 = arith.constant 13 : i64
      %83 = arith.muli %80, %c13_i64_20 : i64
      %84 = llvm.getelementptr %69[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c13_i64_21 = arith.constant 13 : i64
      %85 = arith.muli %80, %c13_i64_21 : i64
      %86 = llvm.getelementptr %72[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c13_i64_22 = arith.constant 13 : i64
      %87 = arith.muli %80, %c13_i64_22 : i64
      %88 = llvm.getelementptr %75[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c13_i64_23 = arith.constant 13 : i64
      %89 = arith.muli %80, %c13_i64_23 : i64
      %90 = llvm.getelementptr %78[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c2_i64 = arith.constant 2 : i64
      %91 = arith.remsi %80, %c2_i64 : i64
      %c0_i64 = arith.constant 0 : i64
      %92 = arith.cmpi eq, %91, %c0_i64 : i64
      scf.if %92 {
        %98 = llvm.mlir.addressof @__tinyc_stack_if_barrier_then : !llvm.ptr<3>
        %thread_id_x_34 = gpu.thread_id  x
        %99 = arith.index_cast %thread_id_x_34 : index to i64
        %c13_i64_35 = arith.constant 13 : i64
        %c64_i64_36 = arith.constant 64 : i64
        scf.for %arg10 = %99 to %c13_i64_35 step %c64_i64_36  : i64 {
          %101 = llvm.getelementptr %82[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %102 = llvm.load %101 : !llvm.ptr<1> -> f32
          %cst = arith.constant 2.000000e+00 : f32
          %103 = arith.mulf %102, %cst : f32
          %104 = llvm.getelementptr %98[%arg10] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %103, %104 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %thread_id_x_37 = gpu.thread_id  x
        %100 = arith.index_cast %thread_id_x_37 : index to i64
        %c13_i64_38 = arith.constant 13 : i64
        %c64_i64_39 = arith.constant 64 : i64
        scf.for %arg10 = %100 to %c13_i64_38 step %c64_i64_39  : i64 {
          %101 = llvm.getelementptr %84[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %102 = llvm.load %101 : !llvm.ptr<1> -> f32
          %103 = llvm.getelementptr %98[%arg10] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %104 = llvm.load %103 : !llvm.ptr<3> -> f32
          %105 = arith.addf %102, %104 : f32
          %106 = llvm.getelementptr %84[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %105, %106 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %93 = arith.index_cast %thread_id_x : index to i64
      %c13_i64_24 = arith.constant 13 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg10 = %93 to %c13_i64_24 step %c64_i64  : i64 {
        %cst = arith.constant 3.000000e+00 : f32
        %98 = llvm.getelementptr %84[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %99 = llvm.load %98 : !llvm.ptr<1> -> f32
        %100 = arith.mulf %cst, %99 : f32
        %101 = llvm.getelementptr %86[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %100, %101 : f32, !llvm.ptr<1>
      }
      %94 = llvm.mlir.addressof @__tinyc_stack_if_barrier_then : !llvm.ptr<3>
      gpu.barrier
      %thread_id_x_25 = gpu.thread_id  x
      %95 = arith.index_cast %thread_id_x_25 : index to i64
      %c13_i64_26 = arith.constant 13 : i64
      %c64_i64_27 = arith.constant 64 : i64
      scf.for %arg10 = %95 to %c13_i64_26 step %c64_i64_27  : i64 {
        %cst = arith.constant -1.000000e+00 : f32
        %98 = llvm.getelementptr %86[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %99 = llvm.load %98 : !llvm.ptr<1> -> f32
        %100 = arith.mulf %cst, %99 : f32
        %101 = llvm.getelementptr %94[%arg10] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %100, %101 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_28 = gpu.thread_id  x
      %96 = arith.index_cast %thread_id_x_28 : index to i64
      %c13_i64_29 = arith.constant 13 : i64
      %c64_i64_30 = arith.constant 64 : i64
      scf.for %arg10 = %96 to %c13_i64_29 step %c64_i64_30  : i64 {
        %98 = llvm.getelementptr %94[%arg10] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %99 = llvm.load %98 : !llvm.ptr<3> -> f32
        %100 = llvm.getelementptr %88[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %101 = llvm.load %100 : !llvm.ptr<1> -> f32
        %102 = arith.addf %99, %101 : f32
        %103 = llvm.getelementptr %94[%arg10] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %102, %103 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_31 = gpu.thread_id  x
      %97 = arith.index_cast %thread_id_x_31 : index to i64
      %c13_i64_32 = arith.constant 13 : i64
      %c64_i64_33 = arith.constant 64 : i64
      scf.for %arg10 = %97 to %c13_i64_32 step %c64_i64_33  : i64 {
        %98 = llvm.getelementptr %94[%arg10] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %99 = llvm.load %98 : !llvm.ptr<3> -> f32
        %100 = llvm.getelementptr %90[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %99, %100 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
