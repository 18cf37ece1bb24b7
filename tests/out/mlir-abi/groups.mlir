module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @groups(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(5 : i64) : i64
      %3 = llvm.mlir.constant(4 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(5 : i64) : i64
      %6 = llvm.mlir.constant(20 : i64) : i64
      %7 = llvm.insertvalue %arg10, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg10, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg11, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<5x4x?xf32, strided<[1, 5, 20]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(3 : i64) : i64
      %20 = llvm.mlir.constant(1 : i64) : i64
      %21 = llvm.mlir.constant(3 : i64) : i64
      %22 = llvm.insertvalue %arg12, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %arg12, %22[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %18, %23[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %19, %24[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %arg13, %25[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %20, %26[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<3x?xi64, strided<[1, 3]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<5x4x?xf32, strided<[1, 5, 20]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<5x4x?xf32, strided<[1, 5, 20]>, 1> -> index
      %30 = arith.index_cast %intptr : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %32 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %29 : memref<3x?xi64, strided<[1, 3]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %29 : memref<3x?xi64, strided<[1, 3]>, 1> -> index
      %33 = arith.index_cast %intptr_4 : index to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<1>
      %35 = arith.index_cast %sizes_2#1 : index to i64
      %block_id_x = gpu.block_id  x
      %36 = arith.index_cast %block_id_x : index to i64
      %grid_dim_x = gpu.grid_dim  x
      %37 = arith.index_cast %grid_dim_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %38 = arith.addi %36, %c1_i64 : i64
      %39 = arith.remsi %38, %37 : i64
      %40 = llvm.getelementptr %arg0[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %41 = llvm.load %40 : !llvm.ptr<1> -> !llvm.ptr
      %42 = llvm.addrspacecast %41 : !llvm.ptr to !llvm.ptr<1>
      %43 = llvm.getelementptr %arg1[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %44 = llvm.load %43 : !llvm.ptr<1> -> !llvm.ptr
      %45 = llvm.addrspacecast %44 : !llvm.ptr to !llvm.ptr<1>
      %c3_i64 = arith.constant 3 : i64
      %46 = llvm.getelementptr %45[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %47 = llvm.getelementptr %arg2[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %48 = llvm.load %47 : !llvm.ptr<1> -> !llvm.ptr
      %49 = llvm.addrspacecast %48 : !llvm.ptr to !llvm.ptr<1>
      %50 = llvm.getelementptr %49[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %51 = llvm.getelementptr %arg3[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %52 = llvm.load %51 : !llvm.ptr<1> -> i64
      %53 = llvm.getelementptr %arg4[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %54 = llvm.load %53 : !llvm.ptr<1> -> i64
      %55 = llvm.getelementptr %arg6[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %56 = llvm.load %55 : !llvm.ptr<1> -> !llvm.ptr
      %57 = llvm.addrspacecast %56 : !llvm.ptr to !llvm.ptr<1>
      %58 = llvm.getelementptr %arg8[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %59 = llvm.load %58 : !llvm.ptr<1> -> i64
      %60 = llvm.getelementptr %arg7[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %61 = llvm.load %60 : !llvm.ptr<1> -> i64
      %62 = llvm.getelementptr %arg9[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %63 = llvm.load %62 : !llvm.ptr<1> -> i64
      %64 = llvm.getelementptr %arg0[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %65 = llvm.load %64 : !llvm.ptr<1> -> !llvm.ptr
      %66 = llvm.addrspacecast %65 : !llvm.ptr to !llvm.ptr<1>
      %c20_i64 = arith.constant 20 : i64
      %67 = arith.muli %36, %c20_i64 : i64
      %68 = llvm.getelementptr %31[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      %c1_i64_5 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64 to %c4_i64 step %c1_i64_5  : i64 {
        %thread_id_x_21 = gpu.thread_id  x
        %77 = arith.index_cast %thread_id_x_21 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_22 = arith.constant 32 : i64
        scf.for %arg15 = %77 to %c5_i64 step %c32_i64_22  : i64 {
          %c5_i64_23 = arith.constant 5 : i64
          %78 = arith.muli %arg14, %c5_i64_23 : i64
          %79 = arith.addi %arg15, %78 : i64
          %80 = llvm.getelementptr %42[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %81 = llvm.load %80 : !llvm.ptr<1> -> f32
          %c5_i64_24 = arith.constant 5 : i64
          %82 = arith.muli %arg14, %c5_i64_24 : i64
          %83 = arith.addi %arg15, %82 : i64
          %84 = llvm.getelementptr %68[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %81, %84 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_6 = arith.constant 0 : i64
      %c4_i64_7 = arith.constant 4 : i64
      %c1_i64_8 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_6 to %c4_i64_7 step %c1_i64_8  : i64 {
        %thread_id_x_21 = gpu.thread_id  x
        %77 = arith.index_cast %thread_id_x_21 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_22 = arith.constant 32 : i64
        scf.for %arg15 = %77 to %c5_i64 step %c32_i64_22  : i64 {
          %c5_i64_23 = arith.constant 5 : i64
          %78 = arith.muli %arg14, %c5_i64_23 : i64
          %79 = arith.addi %arg15, %78 : i64
          %80 = llvm.getelementptr %68[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %81 = llvm.load %80 : !llvm.ptr<1> -> f32
          %c5_i64_24 = arith.constant 5 : i64
          %82 = arith.muli %arg14, %c5_i64_24 : i64
          %83 = arith.addi %arg15, %82 : i64
          %84 = llvm.getelementptr %46[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %85 = llvm.load %84 : !llvm.ptr<1> -> f32
          %86 = arith.addf %81, %85 : f32
          %c5_i64_25 = arith.constant 5 : i64
          %87 = arith.muli %arg14, %c5_i64_25 : i64
          %88 = arith.addi %arg15, %87 : i64
          %89 = llvm.getelementptr %68[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %86, %89 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_9 = arith.constant 0 : i64
      %c4_i64_10 = arith.constant 4 : i64
      %c1_i64_11 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_9 to %c4_i64_10 step %c1_i64_11  : i64 {
        %thread_id_x_21 = gpu.thread_id  x
        %77 = arith.index_cast %thread_id_x_21 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_22 = arith.constant 32 : i64
        scf.for %arg15 = %77 to %c5_i64 step %c32_i64_22  : i64 {
          %c5_i64_23 = arith.constant 5 : i64
          %78 = arith.muli %arg14, %c5_i64_23 : i64
          %79 = arith.addi %arg15, %78 : i64
          %80 = llvm.getelementptr %68[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %81 = llvm.load %80 : !llvm.ptr<1> -> f32
          %82 = arith.muli %arg14, %54 : i64
          %83 = arith.addi %arg15, %82 : i64
          %84 = llvm.getelementptr %50[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %85 = llvm.load %84 : !llvm.ptr<1> -> f32
          %86 = arith.addf %81, %85 : f32
          %c5_i64_24 = arith.constant 5 : i64
          %87 = arith.muli %arg14, %c5_i64_24 : i64
          %88 = arith.addi %arg15, %87 : i64
          %89 = llvm.getelementptr %68[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %86, %89 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_12 = arith.constant 0 : i64
      %c4_i64_13 = arith.constant 4 : i64
      %c1_i64_14 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_12 to %c4_i64_13 step %c1_i64_14  : i64 {
        %thread_id_x_21 = gpu.thread_id  x
        %77 = arith.index_cast %thread_id_x_21 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_22 = arith.constant 32 : i64
        scf.for %arg15 = %77 to %c5_i64 step %c32_i64_22  : i64 {
          %c5_i64_23 = arith.constant 5 : i64
          %78 = arith.muli %arg14, %c5_i64_23 : i64
          %79 = arith.addi %arg15, %78 : i64
          %80 = llvm.getelementptr %68[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %81 = llvm.load %80 : !llvm.ptr<1> -> f32
          %82 = arith.muli %arg14, %61 : i64
          %83 = arith.muli %arg15, %63 : i64
          %84 = arith.addi %82, %83 : i64
          %85 = llvm.getelementptr %57[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %86 = llvm.load %85 : !llvm.ptr<1> -> f32
          %87 = arith.addf %81, %86 : f32
          %c5_i64_24 = arith.constant 5 : i64
          %88 = arith.muli %arg14, %c5_i64_24 : i64
          %89 = arith.addi %arg15, %88 : i64
          %90 = llvm.getelementptr %68[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %87, %90 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_15 = arith.constant 0 : i64
      %c4_i64_16 = arith.constant 4 : i64
      %c1_i64_17 = arith.constant 1 : i64
      scf.for %arg14 = %c0_i64_15 to %c4_i64_16 step %c1_i64_17  : i64 {
        %thread_id_x_21 = gpu.thread_id  x
        %77 = arith.index_cast %thread_id_x_21 : index to i64
        %c5_i64 = arith.constant 5 : i64
        %c32_i64_22 = arith.constant 32 : i64
        scf.for %arg15 = %77 to %c5_i64 step %c32_i64_22  : i64 {
          %c5_i64_23 = arith.constant 5 : i64
          %78 = arith.muli %arg14, %c5_i64_23 : i64
          %79 = arith.addi %arg15, %78 : i64
          %80 = llvm.getelementptr %68[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %81 = llvm.load %80 : !llvm.ptr<1> -> f32
          %cst_24 = arith.constant -1.000000e+00 : f32
          %c5_i64_25 = arith.constant 5 : i64
          %82 = arith.muli %arg14, %c5_i64_25 : i64
          %83 = arith.addi %arg15, %82 : i64
          %84 = llvm.getelementptr %66[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %85 = llvm.load %84 : !llvm.ptr<1> -> f32
          %86 = arith.mulf %cst_24, %85 : f32
          %87 = arith.addf %81, %86 : f32
          %c5_i64_26 = arith.constant 5 : i64
          %88 = arith.muli %arg14, %c5_i64_26 : i64
          %89 = arith.addi %arg15, %88 : i64
          %90 = llvm.getelementptr %68[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %87, %90 : f32, !llvm.ptr<1>
        }
      }
      %c1_i64_18 = arith.constant 1 : i64
      %69 = arith.subi %52, %c1_i64_18 : i64
      %c3_i64_19 = arith.constant 3 : i64
      %70 = arith.muli %c3_i64_19, %54 : i64
      %71 = arith.addi %69, %70 : i64
      %72 = llvm.getelementptr %50[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %73 = llvm.load %72 : !llvm.ptr<1> -> f32
      %cst = arith.constant 1.000000e+03 : f32
      %74 = arith.mulf %73, %cst : f32
      %75 = arith.fptosi %74 : f32 to i64
      %thread_id_x = gpu.thread_id  x
      %76 = arith.index_cast %thread_id_x : index to i64
      %c1_i64_20 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg14 = %76 to %c1_i64_20 step %c32_i64  : i64 {
        %c3_i64_21 = arith.constant 3 : i64
        %77 = arith.muli %36, %c3_i64_21 : i64
        %78 = llvm.getelementptr %34[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %52, %78 : i64, !llvm.ptr<1>
        %c1_i64_22 = arith.constant 1 : i64
        %c3_i64_23 = arith.constant 3 : i64
        %79 = arith.muli %36, %c3_i64_23 : i64
        %80 = arith.addi %c1_i64_22, %79 : i64
        %81 = llvm.getelementptr %34[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %59, %81 : i64, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %c3_i64_24 = arith.constant 3 : i64
        %82 = arith.muli %36, %c3_i64_24 : i64
        %83 = arith.addi %c2_i64, %82 : i64
        %84 = llvm.getelementptr %34[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %75, %84 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
