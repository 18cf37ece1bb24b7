module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @dyn_gemm(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: i64, %arg11: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %4 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %5 = arith.cmpi sgt, %arg2, %c0_i64 : i64
      scf.if %5 {
        %c0_i64_0 = arith.constant 0 : i64
        %c64_i64 = arith.constant 64 : i64
        scf.for %arg12 = %c0_i64_0 to %arg9 step %c64_i64  : i64 {
          %c0_i64_1 = arith.constant 0 : i64
          %c32_i64 = arith.constant 32 : i64
          scf.for %arg13 = %c0_i64_1 to %arg10 step %c32_i64  : i64 {
            %thread_id_x = gpu.thread_id  x
            %6 = arith.index_cast %thread_id_x : index to i64
            %7 = arith.addi %arg12, %6 : i64
            %c1_i64 = arith.constant 1 : i64
            %8 = arith.subi %arg9, %c1_i64 : i64
            %9 = arith.minsi %7, %8 : i64
            %thread_id_y = gpu.thread_id  y
            %10 = arith.index_cast %thread_id_y : index to i64
            %11 = arith.addi %arg13, %10 : i64
            %c1_i64_2 = arith.constant 1 : i64
            %12 = arith.subi %arg10, %c1_i64_2 : i64
            %13 = arith.minsi %11, %12 : i64
            %thread_id_y_3 = gpu.thread_id  y
            %14 = arith.index_cast %thread_id_y_3 : index to i64
            %15 = arith.addi %arg13, %14 : i64
            %c8_i64 = arith.constant 8 : i64
            %16 = arith.addi %15, %c8_i64 : i64
            %c1_i64_4 = arith.constant 1 : i64
            %17 = arith.subi %arg10, %c1_i64_4 : i64
            %18 = arith.minsi %16, %17 : i64
            %thread_id_y_5 = gpu.thread_id  y
            %19 = arith.index_cast %thread_id_y_5 : index to i64
            %20 = arith.addi %arg13, %19 : i64
            %c16_i64 = arith.constant 16 : i64
            %21 = arith.addi %20, %c16_i64 : i64
            %c1_i64_6 = arith.constant 1 : i64
            %22 = arith.subi %arg10, %c1_i64_6 : i64
            %23 = arith.minsi %21, %22 : i64
            %thread_id_y_7 = gpu.thread_id  y
            %24 = arith.index_cast %thread_id_y_7 : index to i64
            %25 = arith.addi %arg13, %24 : i64
            %c24_i64 = arith.constant 24 : i64
            %26 = arith.addi %25, %c24_i64 : i64
            %c1_i64_8 = arith.constant 1 : i64
            %27 = arith.subi %arg10, %c1_i64_8 : i64
            %28 = arith.minsi %26, %27 : i64
            %cst = arith.constant 0.000000e+00 : f32
            llvm.store %cst, %1 : f32, !llvm.ptr
            %cst_9 = arith.constant 0.000000e+00 : f32
            llvm.store %cst_9, %2 : f32, !llvm.ptr
            %cst_10 = arith.constant 0.000000e+00 : f32
            llvm.store %cst_10, %3 : f32, !llvm.ptr
            %cst_11 = arith.constant 0.000000e+00 : f32
            llvm.store %cst_11, %4 : f32, !llvm.ptr
            %c0_i64_12 = arith.constant 0 : i64
            %c1_i64_13 = arith.constant 1 : i64
            scf.for %arg14 = %c0_i64_12 to %arg2 step %c1_i64_13  : i64 {
              %30 = arith.muli %arg14, %arg3 : i64
              %31 = arith.addi %9, %30 : i64
              %32 = llvm.getelementptr %arg0[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %33 = llvm.load %32 : !llvm.ptr<1> -> f32
              %34 = arith.muli %13, %arg7 : i64
              %35 = arith.addi %arg14, %34 : i64
              %36 = llvm.getelementptr %arg4[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %37 = llvm.load %36 : !llvm.ptr<1> -> f32
              %38 = arith.muli %18, %arg7 : i64
              %39 = arith.addi %arg14, %38 : i64
              %40 = llvm.getelementptr %arg4[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %41 = llvm.load %40 : !llvm.ptr<1> -> f32
              %42 = arith.muli %23, %arg7 : i64
              %43 = arith.addi %arg14, %42 : i64
              %44 = llvm.getelementptr %arg4[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %45 = llvm.load %44 : !llvm.ptr<1> -> f32
              %46 = arith.muli %28, %arg7 : i64
              %47 = arith.addi %arg14, %46 : i64
              %48 = llvm.getelementptr %arg4[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %49 = llvm.load %48 : !llvm.ptr<1> -> f32
              %50 = llvm.load %1 : !llvm.ptr -> f32
              %51 = arith.mulf %33, %37 : f32
              %52 = arith.addf %50, %51 : f32
              llvm.store %52, %1 : f32, !llvm.ptr
              %53 = llvm.load %2 : !llvm.ptr -> f32
              %54 = arith.mulf %33, %41 : f32
              %55 = arith.addf %53, %54 : f32
              llvm.store %55, %2 : f32, !llvm.ptr
              %56 = llvm.load %3 : !llvm.ptr -> f32
              %57 = arith.mulf %33, %45 : f32
              %58 = arith.addf %56, %57 : f32
              llvm.store %58, %3 : f32, !llvm.ptr
              %59 = llvm.load %4 : !llvm.ptr -> f32
              %60 = arith.mulf %33, %49 : f32
              %61 = arith.addf %59, %60 : f32
              llvm.store %61, %4 : f32, !llvm.ptr
            }
            %29 = arith.cmpi slt, %7, %arg9 : i64
            scf.if %29 {
              %30 = arith.cmpi slt, %11, %arg10 : i64
              scf.if %30 {
                %34 = arith.muli %11, %arg11 : i64
                %35 = arith.addi %7, %34 : i64
                %36 = llvm.getelementptr %arg8[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %37 = llvm.load %36 : !llvm.ptr<1> -> f32
                %38 = llvm.load %1 : !llvm.ptr -> f32
                %39 = arith.addf %37, %38 : f32
                %40 = arith.muli %11, %arg11 : i64
                %41 = arith.addi %7, %40 : i64
                %42 = llvm.getelementptr %arg8[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %39, %42 : f32, !llvm.ptr<1>
              }
              %31 = arith.cmpi slt, %16, %arg10 : i64
              scf.if %31 {
                %34 = arith.muli %16, %arg11 : i64
                %35 = arith.addi %7, %34 : i64
                %36 = llvm.getelementptr %arg8[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %37 = llvm.load %36 : !llvm.ptr<1> -> f32
                %38 = llvm.load %2 : !llvm.ptr -> f32
                %39 = arith.addf %37, %38 : f32
                %40 = arith.muli %16, %arg11 : i64
                %41 = arith.addi %7, %40 : i64
                %42 = llvm.getelementptr %arg8[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %39, %42 : f32, !llvm.ptr<1>
              }
              %32 = arith.cmpi slt, %21, %arg10 : i64
              scf.if %32 {
                %34 = arith.muli %21, %arg11 : i64
                %35 = arith.addi %7, %34 : i64
                %36 = llvm.getelementptr %arg8[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %37 = llvm.load %36 : !llvm.ptr<1> -> f32
                %38 = llvm.load %3 : !llvm.ptr -> f32
                %39 = arith.addf %37, %38 : f32
                %40 = arith.muli %21, %arg11 : i64
                %41 = arith.addi %7, %40 : i64
                %42 = llvm.getelementptr %arg8[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %39, %42 : f32, !llvm.ptr<1>
              }
              %33 = arith.cmpi slt, %26, %arg10 : i64
              scf.if %33 {
                %34 = arith.muli %26, %arg11 : i64
                %35 = arith.addi %7, %34 : i64
                %36 = llvm.getelementptr %arg8[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %37 = llvm.load %36 : !llvm.ptr<1> -> f32
                %38 = llvm.load %4 : !llvm.ptr -> f32
                %39 = arith.addf %37, %38 : f32
                %40 = arith.muli %26, %arg11 : i64
                %41 = arith.addi %7, %40 : i64
                %42 = llvm.getelementptr %arg8[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %39, %42 : f32, !llvm.ptr<1>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
}
