module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @if_nested(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %4 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %5 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %6 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %7 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %8 = arith.index_cast %block_id_x : index to i64
      %9 = arith.trunci %8 : i64 to i32
      %10 = arith.sitofp %8 : i64 to f32
      %cst = arith.constant 2.500000e-01 : f32
      %11 = arith.mulf %10, %cst : f32
      %cst_0 = arith.constant 0.899999976 : f32
      %12 = arith.subf %11, %cst_0 : f32
      %13 = llvm.getelementptr %arg0[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %14 = llvm.load %13 : !llvm.ptr<1> -> f32
      %cst_1 = arith.constant 0.00999999977 : f32
      %15 = arith.mulf %14, %cst_1 : f32
      %16 = arith.addf %12, %15 : f32
      %cst_2 = arith.constant 0.000000e+00 : f32
      %17 = arith.cmpf ogt, %16, %cst_2 : f32
      scf.if %17 {
        %cst_6 = arith.constant 5.000000e-01 : f32
        %25 = arith.cmpf ogt, %16, %cst_6 : f32
        scf.if %25 {
          %cst_7 = arith.constant 2.000000e+00 : f32
          %27 = arith.mulf %16, %cst_7 : f32
          llvm.store %27, %3 : f32, !llvm.ptr
        } else {
          %cst_7 = arith.constant 1.000000e+00 : f32
          llvm.store %cst_7, %3 : f32, !llvm.ptr
        }
        %26 = llvm.load %3 : !llvm.ptr -> f32
        llvm.store %26, %1 : f32, !llvm.ptr
        %c10_i32 = arith.constant 10 : i32
        llvm.store %c10_i32, %2 : i32, !llvm.ptr
      } else {
        %cst_6 = arith.constant -5.000000e-01 : f32
        %25 = arith.cmpf olt, %16, %cst_6 : f32
        scf.if %25 {
          %c-20_i32 = arith.constant -20 : i32
          llvm.store %c-20_i32, %4 : i32, !llvm.ptr
        } else {
          llvm.store %9, %4 : i32, !llvm.ptr
        }
        llvm.store %16, %1 : f32, !llvm.ptr
        %26 = llvm.load %4 : !llvm.ptr -> i32
        llvm.store %26, %2 : i32, !llvm.ptr
      }
      %thread_id_x = gpu.thread_id  x
      %18 = arith.index_cast %thread_id_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg16 = %18 to %c1_i64 step %c32_i64  : i64 {
        %25 = llvm.load %1 : !llvm.ptr -> f32
        %26 = llvm.getelementptr %arg4[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %25, %26 : f32, !llvm.ptr<1>
        %27 = llvm.load %2 : !llvm.ptr -> i32
        %28 = llvm.getelementptr %arg6[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %27, %28 : i32, !llvm.ptr<1>
      }
      %c16_i64 = arith.constant 16 : i64
      %19 = arith.muli %8, %c16_i64 : i64
      %20 = llvm.getelementptr %arg8[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_3 = arith.constant 16 : i64
      %21 = arith.muli %8, %c16_i64_3 : i64
      %22 = llvm.getelementptr %arg10[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      scf.if %17 {
        %thread_id_x_6 = gpu.thread_id  x
        %25 = arith.index_cast %thread_id_x_6 : index to i64
        %c16_i64_7 = arith.constant 16 : i64
        %c32_i64_8 = arith.constant 32 : i64
        scf.for %arg16 = %25 to %c16_i64_7 step %c32_i64_8  : i64 {
          %cst_9 = arith.constant 3.000000e+00 : f32
          %26 = llvm.getelementptr %20[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %27 = llvm.load %26 : !llvm.ptr<1> -> f32
          %28 = arith.mulf %cst_9, %27 : f32
          %29 = llvm.getelementptr %22[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %28, %29 : f32, !llvm.ptr<1>
        }
      } else {
        %thread_id_x_6 = gpu.thread_id  x
        %25 = arith.index_cast %thread_id_x_6 : index to i64
        %c16_i64_7 = arith.constant 16 : i64
        %c32_i64_8 = arith.constant 32 : i64
        scf.for %arg16 = %25 to %c16_i64_7 step %c32_i64_8  : i64 {
          %cst_9 = arith.constant -1.000000e+00 : f32
          %26 = llvm.getelementptr %20[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %27 = llvm.load %26 : !llvm.ptr<1> -> f32
          %28 = arith.mulf %cst_9, %27 : f32
          %29 = llvm.getelementptr %22[%arg16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %28, %29 : f32, !llvm.ptr<1>
        }
      }
      %true = arith.constant true
      %23 = arith.xori %17, %true : i1
      scf.if %23 {
        %cst_6 = arith.constant 4.000000e+00 : f32
        %25 = arith.mulf %16, %cst_6 : f32
        %thread_id_x_7 = gpu.thread_id  x
        %26 = arith.index_cast %thread_id_x_7 : index to i64
        %c1_i64_8 = arith.constant 1 : i64
        %c32_i64_9 = arith.constant 32 : i64
        scf.for %arg16 = %26 to %c1_i64_8 step %c32_i64_9  : i64 {
          %27 = llvm.getelementptr %arg2[%8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %25, %27 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_4 = gpu.thread_id  x
      %24 = arith.index_cast %thread_id_x_4 : index to i64
      %c40_i64 = arith.constant 40 : i64
      %c32_i64_5 = arith.constant 32 : i64
      scf.for %arg16 = %24 to %c40_i64 step %c32_i64_5  : i64 {
        %c40_i64_6 = arith.constant 40 : i64
        %25 = arith.muli %8, %c40_i64_6 : i64
        %26 = arith.addi %arg16, %25 : i64
        %27 = llvm.getelementptr %arg12[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %28 = llvm.load %27 : !llvm.ptr<1> -> f32
        %c13_i64 = arith.constant 13 : i64
        %29 = arith.cmpi slt, %arg16, %c13_i64 : i64
        scf.if %29 {
          %c2_i64 = arith.constant 2 : i64
          %34 = arith.remsi %arg16, %c2_i64 : i64
          %c0_i64 = arith.constant 0 : i64
          %35 = arith.cmpi eq, %34, %c0_i64 : i64
          scf.if %35 {
            llvm.store %28, %6 : f32, !llvm.ptr
          } else {
            %37 = arith.negf %28 : f32
            llvm.store %37, %6 : f32, !llvm.ptr
          }
          %36 = llvm.load %6 : !llvm.ptr -> f32
          llvm.store %36, %5 : f32, !llvm.ptr
        } else {
          %c30_i64 = arith.constant 30 : i64
          %34 = arith.cmpi slt, %arg16, %c30_i64 : i64
          scf.if %34 {
            %cst_8 = arith.constant 1.000000e+02 : f32
            llvm.store %cst_8, %7 : f32, !llvm.ptr
          } else {
            %cst_8 = arith.constant 2.000000e+00 : f32
            %36 = arith.mulf %28, %cst_8 : f32
            llvm.store %36, %7 : f32, !llvm.ptr
          }
          %35 = llvm.load %7 : !llvm.ptr -> f32
          llvm.store %35, %5 : f32, !llvm.ptr
        }
        %30 = llvm.load %5 : !llvm.ptr -> f32
        %c40_i64_7 = arith.constant 40 : i64
        %31 = arith.muli %8, %c40_i64_7 : i64
        %32 = arith.addi %arg16, %31 : i64
        %33 = llvm.getelementptr %arg14[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %30, %33 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
