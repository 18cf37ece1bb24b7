module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @leaky_relu(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: i64, %arg11: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %2 = arith.index_cast %block_id_x : index to i64
      %thread_id_x = gpu.thread_id  x
      %3 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg12 = %3 to %arg1 step %c32_i64  : i64 {
        %4 = arith.muli %2, %arg3 : i64
        %5 = arith.addi %arg12, %4 : i64
        %6 = llvm.getelementptr %arg0[%5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %7 = llvm.load %6 : !llvm.ptr<1> -> f32
        %cst = arith.constant 0.000000e+00 : f32
        %8 = arith.cmpf ogt, %7, %cst : f32
        scf.if %8 {
          llvm.store %7, %1 : f32, !llvm.ptr
        } else {
          %cst_0 = arith.constant 2.500000e-01 : f32
          %17 = arith.mulf %7, %cst_0 : f32
          llvm.store %17, %1 : f32, !llvm.ptr
        }
        %9 = llvm.load %1 : !llvm.ptr -> f32
        %10 = arith.muli %2, %arg7 : i64
        %11 = arith.addi %arg12, %10 : i64
        %12 = llvm.getelementptr %arg4[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %9, %12 : f32, !llvm.ptr<1>
        %13 = arith.extui %8 : i1 to i32
        %14 = arith.muli %2, %arg11 : i64
        %15 = arith.addi %arg12, %14 : i64
        %16 = llvm.getelementptr %arg8[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %13, %16 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
