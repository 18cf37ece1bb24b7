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
      %block_id_x = gpu.block_id  x
      %10 = arith.index_cast %block_id_x : index to i64
      %grid_dim_x = gpu.grid_dim  x
      %11 = arith.index_cast %grid_dim_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %12 = arith.addi %10, %c1_i64 : i64
      %13 = arith.remsi %12, %11 : i64
      %14 = llvm.getelementptr %0[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %15 = llvm.load %14 : !llvm.ptr<1> -> !llvm.ptr
      %16 = llvm.addrspacecast %15 : !llvm.ptr to !llvm.ptr<1>
      %17 = llvm.getelementptr %1[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %18 = llvm.load %17 : !llvm.ptr<1> -> !llvm.ptr
      %19 = llvm.addrspacecast %18 : !llvm.ptr to !llvm.ptr<1>
      %c3_i64 = arith.constant 3 : i64
      %20 = llvm.getelementptr %19[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %21 = llvm.getelementptr %2#0[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %22 = llvm.load %21 : !llvm.ptr<1> -> !llvm.ptr
      %23 = llvm.addrspacecast %22 : !llvm.ptr to !llvm.ptr<1>
      %24 = llvm.getelementptr %23[%2#3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %25 = llvm.getelementptr %2#1[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %26 = llvm.load %25 : !llvm.ptr<1> -> i64
      %27 = llvm.getelementptr %2#2[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %28 = llvm.load %27 : !llvm.ptr<1> -> i64
      %29 = llvm.getelementptr %3#0[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %30 = llvm.load %29 : !llvm.ptr<1> -> !llvm.ptr
      %31 = llvm.addrspacecast %30 : !llvm.ptr to !llvm.ptr<1>
      %32 = llvm.getelementptr %3#2[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %33 = llvm.load %32 : !llvm.ptr<1> -> i64
      %34 = llvm.getelementptr %3#1[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %35 = llvm.load %34 : !llvm.ptr<1> -> i64
      %36 = llvm.getelementptr %3#3[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %37 = llvm.load %36 : !llvm.ptr<1> -> i64
      %38 = llvm.getelementptr %0[%13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %39 = llvm.load %38 : !llvm.ptr<1> -> !llvm.ptr
      %40 = llvm.addrspacecast %39 : !llvm.ptr to !llvm.ptr<1>
      %c20_i64 = arith.constant 20 : i64
      %41 = arith.muli %10, %c20_i64 : i64
      %42 = llvm.getelementptr %5[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      %c1_i64_5 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c4_i64 step %c1_i64_5  : i64 {
        %thread_id_x_21 = gpu.thread_id  x
        %51 = arith.index_cast %thread_id_x_21 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_22 = arith.constant 32 : i64
        scf.for %arg7 = %51 to %c5_i64 step %c32_i64_22  : i64 {
          %c5_i64_23 = arith.constant 5 : i64
          %52 = arith.muli %arg6, %c5_i64_23 : i64
          %53 = arith.addi %arg7, %52 : i64
          %54 = llvm.getelementptr %16[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %55 = llvm.load %54 : !llvm.ptr<1> -> f32
          %c5_i64_24 = arith.constant 5 : i64
          %56 = arith.muli %arg6, %c5_i64_24 : i64
          %57 = arith.addi %arg7, %56 : i64
          %58 = llvm.getelementptr %42[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %55, %58 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_6 = arith.constant 0 : i64
      %c4_i64_7 = arith.constant 4 : i64
      %c1_i64_8 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_6 to %c4_i64_7 step %c1_i64_8  : i64 {
        %thread_id_x_21 = gpu.thread_id  x
        %51 = arith.index_cast %thread_id_x_21 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_22 = arith.constant 32 : i64
        scf.for %arg7 = %51 to %c5_i64 step %c32_i64_22  : i64 {
          %c5_i64_23 = arith.constant 5 : i64
          %52 = arith.muli %arg6, %c5_i64_23 : i64
          %53 = arith.addi %arg7, %52 : i64
          %54 = llvm.getelementptr %42[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %55 = llvm.load %54 : !llvm.ptr<1> -> f32
          %c5_i64_24 = arith.constant 5 : i64
          %56 = arith.muli %arg6, %c5_i64_24 : i64
          %57 = arith.addi %arg7, %56 : i64
          %58 = llvm.getelementptr %20[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %59 = llvm.load %58 : !llvm.ptr<1> -> f32
          %60 = arith.addf %55, %59 : f32
          %c5_i64_25 = arith.constant 5 : i64
          %61 = arith.muli %arg6, %c5_i64_25 : i64
          %62 = arith.addi %arg7, %61 : i64
          %63 = llvm.getelementptr %42[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %60, %63 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_9 = arith.constant 0 : i64
      %c4_i64_10 = arith.constant 4 : i64
      %c1_i64_11 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_9 to %c4_i64_10 step %c1_i64_11  : i64 {
        %thread_id_x_21 = gpu.thread_id  x
        %51 = arith.index_cast %thread_id_x_21 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_22 = arith.constant 32 : i64
        scf.for %arg7 = %51 to %c5_i64 step %c32_i64_22  : i64 {
          %c5_i64_23 = arith.constant 5 : i64
          %52 = arith.muli %arg6, %c5_i64_23 : i64
          %53 = arith.addi %arg7, %52 : i64
          %54 = llvm.getelementptr %42[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %55 = llvm.load %54 : !llvm.ptr<1> -> f32
          %56 = arith.muli %arg6, %28 : i64
          %57 = arith.addi %arg7, %56 : i64
          %58 = llvm.getelementptr %24[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %59 = llvm.load %58 : !llvm.ptr<1> -> f32
          %60 = arith.addf %55, %59 : f32
          %c5_i64_24 = arith.constant 5 : i64
          %61 = arith.muli %arg6, %c5_i64_24 : i64
          %62 = arith.addi %arg7, %61 : i64
          %63 = llvm.getelementptr %42[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %60, %63 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_12 = arith.constant 0 : i64
      %c4_i64_13 = arith.constant 4 : i64
      %c1_i64_14 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_12 to %c4_i64_13 step %c1_i64_14  : i64 {
        %thread_id_x_21 = gpu.thread_id  x
        %51 = arith.index_cast %thread_id_x_21 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_22 = arith.constant 32 : i64
        scf.for %arg7 = %51 to %c5_i64 step %c32_i64_22  : i64 {
          %c5_i64_23 = arith.constant 5 : i64
          %52 = arith.muli %arg6, %c5_i64_23 : i64
          %53 = arith.addi %arg7, %52 : i64
          %54 = llvm.getelementptr %42[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %55 = llvm.load %54 : !llvm.ptr<1> -> f32
          %56 = arith.muli %arg6, %35 : i64
          %57 = arith.muli %arg7, %37 : i64
          %58 = arith.addi %56, %57 : i64
          %59 = llvm.getelementptr %31[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %60 = llvm.load %59 : !llvm.ptr<1> -> f32
          %61 = arith.addf %55, %60 : f32
          %c5_i64_24 = arith.constant 5 : i64
          %62 = arith.muli %arg6, %c5_i64_24 : i64
          %63 = arith.addi %arg7, %62 : i64
          %64 = llvm.getelementptr %42[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %61, %64 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_15 = arith.constant 0 : i64
      %c4_i64_16 = arith.constant 4 : i64
      %c1_i64_17 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_15 to %c4_i64_16 step %c1_i64_17  : i64 {
        %thread_id_x_21 = gpu.thread_id  x
        %51 = arith.index_cast %thread_id_x_21 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_22 = arith.constant 32 : i64
        scf.for %arg7 = %51 to %c5_i64 step %c32_i64_22  : i64 {
          %c5_i64_23 = arith.constant 5 : i64
          %52 = arith.muli %arg6, %c5_i64_23 : i64
          %53 = arith.addi %arg7, %52 : i64
          %54 = llvm.getelementptr %42[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %55 = llvm.load %54 : !llvm.ptr<1> -> f32
          %cst_24 = arith.constant -1.000000e+00 : f32
          %c5_i64_25 = arith.constant 5 : i64
          %56 = arith.muli %arg6, %c5_i64_25 : i64
          %57 = arith.addi %arg7, %56 : i64
          %58 = llvm.getelementptr %40[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %59 = llvm.load %58 : !llvm.ptr<1> -> f32
          %60 = arith.mulf %cst_24, %59 : f32
          %61 = arith.addf %55, %60 : f32
          %c5_i64_26 = arith.constant 5 : i64
          %62 = arith.muli %arg6, %c5_i64_26 : i64
          %63 = arith.addi %arg7, %62 : i64
          %64 = llvm.getelementptr %42[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %61, %64 : f32, !llvm.ptr<1>
        }
      }
      %c1_i64_18 = arith.constant 1 : i64
      %43 = arith.subi %26, %c1_i64_18 : i64
      %c3_i64_19 = arith.constant 3 : i64
      %44 = arith.muli %c3_i64_19, %28 : i64
      %45 = arith.addi %43, %44 : i64
      %46 = llvm.getelementptr %24[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %47 = llvm.load %46 : !llvm.ptr<1> -> f32
      %cst = arith.constant 1.000000e+03 : f32
      %48 = arith.mulf %47, %cst : f32
      %49 = arith.fptosi %48 : f32 to i64
      %thread_id_x = gpu.thread_id  x
      %50 = arith.index_cast %thread_id_x : index to i64
      %c1_i64_20 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %50 to %c1_i64_20 step %c32_i64  : i64 {
        %c3_i64_21 = arith.constant 3 : i64
        %51 = arith.muli %10, %c3_i64_21 : i64
        %52 = llvm.getelementptr %8[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %26, %52 : i64, !llvm.ptr<1>
        %c1_i64_22 = arith.constant 1 : i64
        %c3_i64_23 = arith.constant 3 : i64
        %53 = arith.muli %10, %c3_i64_23 : i64
        %54 = arith.addi %c1_i64_22, %53 : i64
        %55 = llvm.getelementptr %8[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %33, %55 : i64, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c3_i64_24 = arith.constant 3 : i64
        %56 = arith.muli %10, %c3_i64_24 : i64
        %57 = arith.addi %c2_i64, %56 : i64
        %58 = llvm.getelementptr %8[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %49, %58 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
