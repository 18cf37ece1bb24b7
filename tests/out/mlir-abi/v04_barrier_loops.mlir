module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_tree() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<256 x i8>
    gpu.func @tree(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: i32) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(64 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(64 : i64) : i64
      %5 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg0, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<64x?xf32, strided<[1, 64]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(64 : i64) : i64
      %16 = llvm.mlir.constant(1 : i64) : i64
      %17 = llvm.mlir.constant(64 : i64) : i64
      %18 = llvm.insertvalue %arg2, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg2, %18[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %14, %19[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %15, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %arg3, %21[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<64x?xf32, strided<[1, 64]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<64x?xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<64x?xf32, strided<[1, 64]>, 1> -> index
      %26 = arith.index_cast %intptr : index to i64
      %27 = llvm.inttoptr %26 : i64 to !llvm.ptr<1>
      %28 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %25 : memref<64x?xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %25 : memref<64x?xf32, strided<[1, 64]>, 1> -> index
      %29 = arith.index_cast %intptr_4 : index to i64
      %30 = llvm.inttoptr %29 : i64 to !llvm.ptr<1>
      %31 = arith.index_cast %sizes_2#1 : index to i64
      %alloca = memref.alloca() : memref<i64>
      %alloca_5 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %32 = arith.index_cast %block_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %33 = arith.muli %32, %c64_i64 : i64
      %34 = llvm.getelementptr %27[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c64_i64_6 = arith.constant 64 : i64
      %35 = arith.muli %32, %c64_i64_6 : i64
      %36 = llvm.getelementptr %30[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %37 = llvm.mlir.addressof @__tinyc_stack_tree : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %38 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %39 = arith.divsi %38, %c16_i64 : i64
      %c2_i64 = arith.constant 2 : i64
      %thread_id_y = gpu.thread_id  y
      %40 = arith.index_cast %thread_id_y : index to i64
      %41 = arith.muli %c2_i64, %40 : i64
      %42 = arith.addi %39, %41 : i64
      %43 = arith.trunci %42 : i64 to i32
      %thread_id_x_7 = gpu.thread_id  x
      %44 = arith.index_cast %thread_id_x_7 : index to i64
      %c16_i64_8 = arith.constant 16 : i64
      %45 = arith.remsi %44, %c16_i64_8 : i64
      %46 = arith.trunci %45 : i64 to i32
      %c16_i32 = arith.constant 16 : i32
      %47 = arith.muli %43, %c16_i32 : i32
      %48 = arith.addi %47, %46 : i32
      %49 = arith.extsi %48 : i32 to i64
      %50 = llvm.getelementptr %34[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %51 = llvm.load %50 : !llvm.ptr<1> -> f32
      %52 = llvm.getelementptr %37[%49] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %51, %52 : f32, !llvm.ptr<3>
      gpu.barrier
      %c32_i64 = arith.constant 32 : i64
      memref.store %c32_i64, %alloca[] : memref<i64>
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg5 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
        %60 = memref.load %alloca[] : memref<i64>
        %61 = arith.cmpi slt, %49, %60 : i64
        scf.if %61 {
          %64 = memref.load %alloca[] : memref<i64>
          %65 = arith.addi %49, %64 : i64
          %66 = llvm.getelementptr %37[%49] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %67 = llvm.load %66 : !llvm.ptr<3> -> f32
          %68 = llvm.getelementptr %37[%65] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %69 = llvm.load %68 : !llvm.ptr<3> -> f32
          %70 = arith.addf %67, %69 : f32
          %71 = llvm.getelementptr %37[%49] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %70, %71 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        %62 = memref.load %alloca[] : memref<i64>
        %c2_i64_9 = arith.constant 2 : i64
        %63 = arith.divsi %62, %c2_i64_9 : i64
        memref.store %63, %alloca[] : memref<i64>
      }
      %53 = llvm.load %37 : !llvm.ptr<3> -> f32
      gpu.barrier
      %c0_i32 = arith.constant 0 : i32
      %54 = arith.cmpi ne, %arg4, %c0_i32 : i32
      scf.if %54 {
        %60 = llvm.getelementptr %37[%49] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %51, %60 : f32, !llvm.ptr<3>
        gpu.barrier
        %c63_i64 = arith.constant 63 : i64
        %61 = arith.subi %c63_i64, %49 : i64
        %62 = llvm.getelementptr %37[%61] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %63 = llvm.load %62 : !llvm.ptr<3> -> f32
        %64 = arith.addf %63, %53 : f32
        memref.store %64, %alloca_5[] : memref<f32>
      } else {
        memref.store %53, %alloca_5[] : memref<f32>
      }
      %55 = memref.load %alloca[] : memref<i64>
      %56 = arith.sitofp %55 : i64 to f32
      %57 = memref.load %alloca_5[] : memref<f32>
      %58 = arith.addf %57, %56 : f32
      %59 = llvm.getelementptr %36[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %58, %59 : f32, !llvm.ptr<1>
      gpu.return
    }
  }
}
