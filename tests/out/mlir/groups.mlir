module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @groups(%arg0: memref<?xmemref<5x4xf32, strided<[1, 5]>, 1>, strided<[1]>, 1>, %arg1: memref<?xmemref<5x4xf32, strided<[1, 5]>, 1>, strided<[1], offset: 3>, 1>, %arg2: memref<?xmemref<?x4xf32, strided<[1, ?]>, 1>, strided<[1], offset: ?>, 1>, %arg3: memref<?xmemref<4x?xf32, strided<[?, ?]>, 1>, strided<[1]>, 1>, %arg4: memref<5x4x?xf32, strided<[1, 5, 20]>, 1>, %arg5: memref<3x?xi64, strided<[1, 3]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xmemref<5x4xf32, strided<[1, 5]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>
      %1 = builtin.unrealized_conversion_cast %arg1 : memref<?xmemref<5x4xf32, strided<[1, 5]>, 1>, strided<[1], offset: 3>, 1> to !llvm.ptr<1>
      %2:4 = builtin.unrealized_conversion_cast %arg2 : memref<?xmemref<?x4xf32, strided<[1, ?]>, 1>, strided<[1], offset: ?>, 1> to !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>, i64
      %3:4 = builtin.unrealized_conversion_cast %arg3 : memref<?xmemref<4x?xf32, strided<[?, ?]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>, !llvm.ptr<1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg4 : memref<5x4x?xf32, strided<[1, 5, 20]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg4 : memref<5x4x?xf32, strided<[1, 5, 20]>, 1> -> index
      %4 = arith.index_cast %intptr : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %6 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg5 : memref<3x?xi64, strided<[1, 3]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg5 : memref<3x?xi64, strided<[1, 3]>, 1> -> index
      %7 = arith.index_cast %intptr_4 : index to i64
      %8 = llvm.inttoptr %7 : i64 to !llvm.ptr<1>
      %9 = arith.index_cast %sizes_2#1 : index to i64
      %10 = llvm.mlir.constant(1 : i64) : i64
      %block_id_x = gpu.block_id  x
      %11 = arith.index_cast %block_id_x : index to i64
      %grid_dim_x = gpu.grid_dim  x
      %12 = arith.index_cast %grid_dim_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %13 = arith.addi %11, %c1_i64 : i64
      %14 = arith.remsi %13, %12 : i64
      %15 = llvm.getelementptr %0[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %16 = llvm.load %15 : !llvm.ptr<1> -> !llvm.ptr
      %17 = llvm.addrspacecast %16 : !llvm.ptr to !llvm.ptr<1>
      %18 = llvm.getelementptr %1[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %19 = llvm.load %18 : !llvm.ptr<1> -> !llvm.ptr
      %20 = llvm.addrspacecast %19 : !llvm.ptr to !llvm.ptr<1>
      %c3_i64 = arith.constant 3 : i64
      %21 = llvm.getelementptr %20[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %22 = llvm.getelementptr %2#0[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %23 = llvm.load %22 : !llvm.ptr<1> -> !llvm.ptr
      %24 = llvm.addrspacecast %23 : !llvm.ptr to !llvm.ptr<1>
      %25 = llvm.getelementptr %24[%2#3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %26 = llvm.getelementptr %2#1[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %27 = llvm.load %26 : !llvm.ptr<1> -> i64
      %28 = llvm.getelementptr %2#2[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %29 = llvm.load %28 : !llvm.ptr<1> -> i64
      %30 = llvm.getelementptr %3#0[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %31 = llvm.load %30 : !llvm.ptr<1> -> !llvm.ptr
      %32 = llvm.addrspacecast %31 : !llvm.ptr to !llvm.ptr<1>
      %33 = llvm.getelementptr %3#2[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %34 = llvm.load %33 : !llvm.ptr<1> -> i64
      %35 = llvm.getelementptr %3#1[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %36 = llvm.load %35 : !llvm.ptr<1> -> i64
      %37 = llvm.getelementptr %3#3[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %38 = llvm.load %37 : !llvm.ptr<1> -> i64
      %39 = llvm.getelementptr %0[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %40 = llvm.load %39 : !llvm.ptr<1> -> !llvm.ptr
      %41 = llvm.addrspacecast %40 : !llvm.ptr to !llvm.ptr<1>
      %c20_i64 = arith.constant 20 : i64
      %42 = arith.muli %11, %c20_i64 : i64
      %43 = llvm.getelementptr %5[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      %c1_i64_5 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c4_i64 step %c1_i64_5  : i64 {
        %thread_id_x_21 = gpu.thread_id  x
        %52 = arith.index_cast %thread_id_x_21 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_22 = arith.constant 32 : i64
        scf.for %arg7 = %52 to %c5_i64 step %c32_i64_22  : i64 {
          %c5_i64_23 = arith.constant 5 : i64
          %53 = arith.muli %arg6, %c5_i64_23 : i64
          %54 = arith.addi %arg7, %53 : i64
          %55 = llvm.getelementptr %17[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %56 = llvm.load %55 : !llvm.ptr<1> -> f32
          %c5_i64_24 = arith.constant 5 : i64
          %57 = arith.muli %arg6, %c5_i64_24 : i64
          %58 = arith.addi %arg7, %57 : i64
          %59 = llvm.getelementptr %43[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %56, %59 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_6 = arith.constant 0 : i64
      %c4_i64_7 = arith.constant 4 : i64
      %c1_i64_8 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_6 to %c4_i64_7 step %c1_i64_8  : i64 {
        %thread_id_x_21 = gpu.thread_id  x
        %52 = arith.index_cast %thread_id_x_21 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_22 = arith.constant 32 : i64
        scf.for %arg7 = %52 to %c5_i64 step %c32_i64_22  : i64 {
          %c5_i64_23 = arith.constant 5 : i64
          %53 = arith.muli %arg6, %c5_i64_23 : i64
          %54 = arith.addi %arg7, %53 : i64
          %55 = llvm.getelementptr %43[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %56 = llvm.load %55 : !llvm.ptr<1> -> f32
          %c5_i64_24 = arith.constant 5 : i64
          %57 = arith.muli %arg6, %c5_i64_24 : i64
          %58 = arith.addi %arg7, %57 : i64
          %59 = llvm.getelementptr %21[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %60 = llvm.load %59 : !llvm.ptr<1> -> f32
          %61 = arith.addf %56, %60 : f32
          %c5_i64_25 = arith.constant 5 : i64
          %62 = arith.muli %arg6, %c5_i64_25 : i64
          %63 = arith.addi %arg7, %62 : i64
          %64 = llvm.getelementptr %43[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %61, %64 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_9 = arith.constant 0 : i64
      %c4_i64_10 = arith.constant 4 : i64
      %c1_i64_11 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_9 to %c4_i64_10 step %c1_i64_11  : i64 {
        %thread_id_x_21 = gpu.thread_id  x
        %52 = arith.index_cast %thread_id_x_21 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_22 = arith.constant 32 : i64
        scf.for %arg7 = %52 to %c5_i64 step %c32_i64_22  : i64 {
          %c5_i64_23 = arith.constant 5 : i64
          %53 = arith.muli %arg6, %c5_i64_23 : i64
          %54 = arith.addi %arg7, %53 : i64
          %55 = llvm.getelementptr %43[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %56 = llvm.load %55 : !llvm.ptr<1> -> f32
          %57 = arith.muli %arg6, %29 : i64
          %58 = arith.addi %arg7, %57 : i64
          %59 = llvm.getelementptr %25[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %60 = llvm.load %59 : !llvm.ptr<1> -> f32
          %61 = arith.addf %56, %60 : f32
          %c5_i64_24 = arith.constant 5 : i64
          %62 = arith.muli %arg6, %c5_i64_24 : i64
          %63 = arith.addi %arg7, %62 : i64
          %64 = llvm.getelementptr %43[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %61, %64 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_12 = arith.constant 0 : i64
      %c4_i64_13 = arith.constant 4 : i64
      %c1_i64_14 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_12 to %c4_i64_13 step %c1_i64_14  : i64 {
        %thread_id_x_21 = gpu.thread_id  x
        %52 = arith.index_cast %thread_id_x_21 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_22 = arith.constant 32 : i64
        scf.for %arg7 = %52 to %c5_i64 step %c32_i64_22  : i64 {
          %c5_i64_23 = arith.constant 5 : i64
          %53 = arith.muli %arg6, %c5_i64_23 : i64
          %54 = arith.addi %arg7, %53 : i64
          %55 = llvm.getelementptr %43[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %56 = llvm.load %55 : !llvm.ptr<1> -> f32
          %57 = arith.muli %arg6, %36 : i64
          %58 = arith.muli %arg7, %38 : i64
          %59 = arith.addi %57, %58 : i64
          %60 = llvm.getelementptr %32[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %61 = llvm.load %60 : !llvm.ptr<1> -> f32
          %62 = arith.addf %56, %61 : f32
          %c5_i64_24 = arith.constant 5 : i64
          %63 = arith.muli %arg6, %c5_i64_24 : i64
          %64 = arith.addi %arg7, %63 : i64
          %65 = llvm.getelementptr %43[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %62, %65 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_15 = arith.constant 0 : i64
      %c4_i64_16 = arith.constant 4 : i64
      %c1_i64_17 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_15 to %c4_i64_16 step %c1_i64_17  : i64 {
        %thread_id_x_21 = gpu.thread_id  x
        %52 = arith.index_cast %thread_id_x_21 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_22 = arith.constant 32 : i64
        scf.for %arg7 = %52 to %c5_i64 step %c32_i64_22  : i64 {
          %c5_i64_23 = arith.constant 5 : i64
          %53 = arith.muli %arg6, %c5_i64_23 : i64
          %54 = arith.addi %arg7, %53 : i64
          %55 = llvm.getelementptr %43[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %56 = llvm.load %55 : !llvm.ptr<1> -> f32
          %cst_24 = arith.constant -1.000000e+00 : f32
          %c5_i64_25 = arith.constant 5 : i64
          %57 = arith.muli %arg6, %c5_i64_25 : i64
          %58 = arith.addi %arg7, %57 : i64
          %59 = llvm.getelementptr %41[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %60 = llvm.load %59 : !llvm.ptr<1> -> f32
          %61 = arith.mulf %cst_24, %60 : f32
          %62 = arith.addf %56, %61 : f32
          %c5_i64_26 = arith.constant 5 : i64
          %63 = arith.muli %arg6, %c5_i64_26 : i64
          %64 = arith.addi %arg7, %63 : i64
          %65 = llvm.getelementptr %43[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %62, %65 : f32, !llvm.ptr<1>
        }
      }
      %c1_i64_18 = arith.constant 1 : i64
      %44 = arith.subi %27, %c1_i64_18 : i64
      %c3_i64_19 = arith.constant 3 : i64
      %45 = arith.muli %c3_i64_19, %29 : i64
      %46 = arith.addi %44, %45 : i64
      %47 = llvm.getelementptr %25[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %48 = llvm.load %47 : !llvm.ptr<1> -> f32
      %cst = arith.constant 1.000000e+03 : f32
      %49 = arith.mulf %48, %cst : f32
      %50 = arith.fptosi %49 : f32 to i64
      %thread_id_x = gpu.thread_id  x
      %51 = arith.index_cast %thread_id_x : index to i64
      %c1_i64_20 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %51 to %c1_i64_20 step %c32_i64  : i64 {
        %c3_i64_21 = arith.constant 3 : i64
        %52 = arith.muli %11, %c3_i64_21 : i64
        %53 = llvm.getelementptr %8[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %27, %53 : i64, !llvm.ptr<1>
        %c1_i64_22 = arith.constant 1 : i64
        %c3_i64_23 = arith.constant 3 : i64
        %54 = arith.muli %11, %c3_i64_23 : i64
        %55 = arith.addi %c1_i64_22, %54 : i64
        %56 = llvm.getelementptr %8[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %34, %56 : i64, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c3_i64_24 = arith.constant 3 : i64
        %57 = arith.muli %11, %c3_i64_24 : i64
        %58 = arith.addi %c2_i64, %57 : i64
        %59 = llvm.getelementptr %8[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %50, %59 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
