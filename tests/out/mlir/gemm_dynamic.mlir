module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_dynamic(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: !llvm.ptr<1>, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: !llvm.ptr<1>, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: !llvm.ptr<1>, %arg22: i64, %arg23: i64, %arg24: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %4 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %5 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %6 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %7 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %8 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg25 = %c0_i64 to %arg10 step %c64_i64  : i64 {
        %c0_i64_2 = arith.constant 0 : i64
        %c32_i64 = arith.constant 32 : i64
        scf.for %arg26 = %c0_i64_2 to %arg11 step %c32_i64  : i64 {
          %thread_id_x = gpu.thread_id  x
          %9 = arith.index_cast %thread_id_x : index to i64
          %10 = arith.addi %arg25, %9 : i64
          %c1_i64 = arith.constant 1 : i64
          %11 = arith.subi %arg10, %c1_i64 : i64
          %12 = arith.minsi %10, %11 : i64
          %thread_id_y = gpu.thread_id  y
          %13 = arith.index_cast %thread_id_y : index to i64
          %14 = arith.addi %arg26, %13 : i64
          %c1_i64_3 = arith.constant 1 : i64
          %15 = arith.subi %arg11, %c1_i64_3 : i64
          %16 = arith.minsi %14, %15 : i64
          %thread_id_y_4 = gpu.thread_id  y
          %17 = arith.index_cast %thread_id_y_4 : index to i64
          %18 = arith.addi %arg26, %17 : i64
          %c8_i64 = arith.constant 8 : i64
          %19 = arith.addi %18, %c8_i64 : i64
          %c1_i64_5 = arith.constant 1 : i64
          %20 = arith.subi %arg11, %c1_i64_5 : i64
          %21 = arith.minsi %19, %20 : i64
          %thread_id_y_6 = gpu.thread_id  y
          %22 = arith.index_cast %thread_id_y_6 : index to i64
          %23 = arith.addi %arg26, %22 : i64
          %c16_i64 = arith.constant 16 : i64
          %24 = arith.addi %23, %c16_i64 : i64
          %c1_i64_7 = arith.constant 1 : i64
          %25 = arith.subi %arg11, %c1_i64_7 : i64
          %26 = arith.minsi %24, %25 : i64
          %thread_id_y_8 = gpu.thread_id  y
          %27 = arith.index_cast %thread_id_y_8 : index to i64
          %28 = arith.addi %arg26, %27 : i64
          %c24_i64 = arith.constant 24 : i64
          %29 = arith.addi %28, %c24_i64 : i64
          %c1_i64_9 = arith.constant 1 : i64
          %30 = arith.subi %arg11, %c1_i64_9 : i64
          %31 = arith.minsi %29, %30 : i64
          %cst = arith.constant 0.000000e+00 : f64
          llvm.store %cst, %1 : f64, !llvm.ptr
          %cst_10 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_10, %2 : f64, !llvm.ptr
          %cst_11 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_11, %3 : f64, !llvm.ptr
          %cst_12 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_12, %4 : f64, !llvm.ptr
          %c0_i64_13 = arith.constant 0 : i64
          %c1_i64_14 = arith.constant 1 : i64
          scf.for %arg27 = %c0_i64_13 to %arg2 step %c1_i64_14  : i64 {
            %33 = arith.muli %arg27, %arg3 : i64
            %34 = arith.addi %12, %33 : i64
            %35 = llvm.getelementptr %arg0[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %36 = llvm.load %35 : !llvm.ptr<1> -> f64
            %37 = arith.muli %arg27, %arg6 : i64
            %38 = arith.muli %16, %arg8 : i64
            %39 = arith.addi %37, %38 : i64
            %40 = llvm.getelementptr %arg4[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %41 = llvm.load %40 : !llvm.ptr<1> -> f64
            %42 = arith.muli %arg27, %arg6 : i64
            %43 = arith.muli %21, %arg8 : i64
            %44 = arith.addi %42, %43 : i64
            %45 = llvm.getelementptr %arg4[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %46 = llvm.load %45 : !llvm.ptr<1> -> f64
            %47 = arith.muli %arg27, %arg6 : i64
            %48 = arith.muli %26, %arg8 : i64
            %49 = arith.addi %47, %48 : i64
            %50 = llvm.getelementptr %arg4[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %51 = llvm.load %50 : !llvm.ptr<1> -> f64
            %52 = arith.muli %arg27, %arg6 : i64
            %53 = arith.muli %31, %arg8 : i64
            %54 = arith.addi %52, %53 : i64
            %55 = llvm.getelementptr %arg4[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %56 = llvm.load %55 : !llvm.ptr<1> -> f64
            %57 = llvm.load %1 : !llvm.ptr -> f64
            %58 = arith.mulf %36, %41 : f64
            %59 = arith.addf %57, %58 : f64
            llvm.store %59, %1 : f64, !llvm.ptr
            %60 = llvm.load %2 : !llvm.ptr -> f64
            %61 = arith.mulf %36, %46 : f64
            %62 = arith.addf %60, %61 : f64
            llvm.store %62, %2 : f64, !llvm.ptr
            %63 = llvm.load %3 : !llvm.ptr -> f64
            %64 = arith.mulf %36, %51 : f64
            %65 = arith.addf %63, %64 : f64
            llvm.store %65, %3 : f64, !llvm.ptr
            %66 = llvm.load %4 : !llvm.ptr -> f64
            %67 = arith.mulf %36, %56 : f64
            %68 = arith.addf %66, %67 : f64
            llvm.store %68, %4 : f64, !llvm.ptr
          }
          %32 = arith.cmpi slt, %10, %arg10 : i64
          scf.if %32 {
            %33 = arith.cmpi slt, %14, %arg11 : i64
            scf.if %33 {
              %37 = llvm.load %1 : !llvm.ptr -> f64
              %cst_15 = arith.constant 5.000000e-01 : f64
              %38 = arith.muli %14, %arg12 : i64
              %39 = arith.addi %10, %38 : i64
              %40 = llvm.getelementptr %arg9[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %41 = llvm.load %40 : !llvm.ptr<1> -> f64
              %42 = arith.mulf %cst_15, %41 : f64
              %43 = arith.addf %37, %42 : f64
              %44 = arith.muli %14, %arg12 : i64
              %45 = arith.addi %10, %44 : i64
              %46 = llvm.getelementptr %arg9[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %43, %46 : f64, !llvm.ptr<1>
            }
            %34 = arith.cmpi slt, %19, %arg11 : i64
            scf.if %34 {
              %37 = llvm.load %2 : !llvm.ptr -> f64
              %cst_15 = arith.constant 5.000000e-01 : f64
              %38 = arith.muli %19, %arg12 : i64
              %39 = arith.addi %10, %38 : i64
              %40 = llvm.getelementptr %arg9[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %41 = llvm.load %40 : !llvm.ptr<1> -> f64
              %42 = arith.mulf %cst_15, %41 : f64
              %43 = arith.addf %37, %42 : f64
              %44 = arith.muli %19, %arg12 : i64
              %45 = arith.addi %10, %44 : i64
              %46 = llvm.getelementptr %arg9[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %43, %46 : f64, !llvm.ptr<1>
            }
            %35 = arith.cmpi slt, %24, %arg11 : i64
            scf.if %35 {
              %37 = llvm.load %3 : !llvm.ptr -> f64
              %cst_15 = arith.constant 5.000000e-01 : f64
              %38 = arith.muli %24, %arg12 : i64
              %39 = arith.addi %10, %38 : i64
              %40 = llvm.getelementptr %arg9[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %41 = llvm.load %40 : !llvm.ptr<1> -> f64
              %42 = arith.mulf %cst_15, %41 : f64
              %43 = arith.addf %37, %42 : f64
              %44 = arith.muli %24, %arg12 : i64
              %45 = arith.addi %10, %44 : i64
              %46 = llvm.getelementptr %arg9[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %43, %46 : f64, !llvm.ptr<1>
            }
            %36 = arith.cmpi slt, %29, %arg11 : i64
            scf.if %36 {
              %37 = llvm.load %4 : !llvm.ptr -> f64
              %cst_15 = arith.constant 5.000000e-01 : f64
              %38 = arith.muli %29, %arg12 : i64
              %39 = arith.addi %10, %38 : i64
              %40 = llvm.getelementptr %arg9[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %41 = llvm.load %40 : !llvm.ptr<1> -> f64
              %42 = arith.mulf %cst_15, %41 : f64
              %43 = arith.addf %37, %42 : f64
              %44 = arith.muli %29, %arg12 : i64
              %45 = arith.addi %10, %44 : i64
              %46 = llvm.getelementptr %arg9[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %43, %46 : f64, !llvm.ptr<1>
            }
          }
        }
      }
      %c0_i64_0 = arith.constant 0 : i64
      %c64_i64_1 = arith.constant 64 : i64
      scf.for %arg25 = %c0_i64_0 to %arg22 step %c64_i64_1  : i64 {
        %c0_i64_2 = arith.constant 0 : i64
        %c32_i64 = arith.constant 32 : i64
        scf.for %arg26 = %c0_i64_2 to %arg23 step %c32_i64  : i64 {
          %thread_id_x = gpu.thread_id  x
          %9 = arith.index_cast %thread_id_x : index to i64
          %10 = arith.addi %arg25, %9 : i64
          %c1_i64 = arith.constant 1 : i64
          %11 = arith.subi %arg22, %c1_i64 : i64
          %12 = arith.minsi %10, %11 : i64
          %thread_id_y = gpu.thread_id  y
          %13 = arith.index_cast %thread_id_y : index to i64
          %14 = arith.addi %arg26, %13 : i64
          %c1_i64_3 = arith.constant 1 : i64
          %15 = arith.subi %arg23, %c1_i64_3 : i64
          %16 = arith.minsi %14, %15 : i64
          %thread_id_y_4 = gpu.thread_id  y
          %17 = arith.index_cast %thread_id_y_4 : index to i64
          %18 = arith.addi %arg26, %17 : i64
          %c8_i64 = arith.constant 8 : i64
          %19 = arith.addi %18, %c8_i64 : i64
          %c1_i64_5 = arith.constant 1 : i64
          %20 = arith.subi %arg23, %c1_i64_5 : i64
          %21 = arith.minsi %19, %20 : i64
          %thread_id_y_6 = gpu.thread_id  y
          %22 = arith.index_cast %thread_id_y_6 : index to i64
          %23 = arith.addi %arg26, %22 : i64
          %c16_i64 = arith.constant 16 : i64
          %24 = arith.addi %23, %c16_i64 : i64
          %c1_i64_7 = arith.constant 1 : i64
          %25 = arith.subi %arg23, %c1_i64_7 : i64
          %26 = arith.minsi %24, %25 : i64
          %thread_id_y_8 = gpu.thread_id  y
          %27 = arith.index_cast %thread_id_y_8 : index to i64
          %28 = arith.addi %arg26, %27 : i64
          %c24_i64 = arith.constant 24 : i64
          %29 = arith.addi %28, %c24_i64 : i64
          %c1_i64_9 = arith.constant 1 : i64
          %30 = arith.subi %arg23, %c1_i64_9 : i64
          %31 = arith.minsi %29, %30 : i64
          %cst = arith.constant 0.000000e+00 : f64
          llvm.store %cst, %5 : f64, !llvm.ptr
          %cst_10 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_10, %6 : f64, !llvm.ptr
          %cst_11 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_11, %7 : f64, !llvm.ptr
          %cst_12 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_12, %8 : f64, !llvm.ptr
          %c0_i64_13 = arith.constant 0 : i64
          %c1_i64_14 = arith.constant 1 : i64
          scf.for %arg27 = %c0_i64_13 to %arg14 step %c1_i64_14  : i64 {
            %33 = arith.muli %12, %arg16 : i64
            %34 = arith.addi %arg27, %33 : i64
            %35 = llvm.getelementptr %arg13[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %36 = llvm.load %35 : !llvm.ptr<1> -> f64
            %37 = arith.muli %16, %arg20 : i64
            %38 = arith.addi %arg27, %37 : i64
            %39 = llvm.getelementptr %arg17[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %40 = llvm.load %39 : !llvm.ptr<1> -> f64
            %41 = arith.muli %21, %arg20 : i64
            %42 = arith.addi %arg27, %41 : i64
            %43 = llvm.getelementptr %arg17[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %44 = llvm.load %43 : !llvm.ptr<1> -> f64
            %45 = arith.muli %26, %arg20 : i64
            %46 = arith.addi %arg27, %45 : i64
            %47 = llvm.getelementptr %arg17[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %48 = llvm.load %47 : !llvm.ptr<1> -> f64
            %49 = arith.muli %31, %arg20 : i64
            %50 = arith.addi %arg27, %49 : i64
            %51 = llvm.getelementptr %arg17[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %52 = llvm.load %51 : !llvm.ptr<1> -> f64
            %53 = llvm.load %5 : !llvm.ptr -> f64
            %54 = arith.mulf %36, %40 : f64
            %55 = arith.addf %53, %54 : f64
            llvm.store %55, %5 : f64, !llvm.ptr
            %56 = llvm.load %6 : !llvm.ptr -> f64
            %57 = arith.mulf %36, %44 : f64
            %58 = arith.addf %56, %57 : f64
            llvm.store %58, %6 : f64, !llvm.ptr
            %59 = llvm.load %7 : !llvm.ptr -> f64
            %60 = arith.mulf %36, %48 : f64
            %61 = arith.addf %59, %60 : f64
            llvm.store %61, %7 : f64, !llvm.ptr
            %62 = llvm.load %8 : !llvm.ptr -> f64
            %63 = arith.mulf %36, %52 : f64
            %64 = arith.addf %62, %63 : f64
            llvm.store %64, %8 : f64, !llvm.ptr
          }
          %32 = arith.cmpi slt, %10, %arg22 : i64
          scf.if %32 {
            %33 = arith.cmpi slt, %14, %arg23 : i64
            scf.if %33 {
              %37 = llvm.load %5 : !llvm.ptr -> f64
              %38 = arith.muli %14, %arg24 : i64
              %39 = arith.addi %10, %38 : i64
              %40 = llvm.getelementptr %arg21[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %37, %40 : f64, !llvm.ptr<1>
            }
            %34 = arith.cmpi slt, %19, %arg23 : i64
            scf.if %34 {
              %37 = llvm.load %6 : !llvm.ptr -> f64
              %38 = arith.muli %19, %arg24 : i64
              %39 = arith.addi %10, %38 : i64
              %40 = llvm.getelementptr %arg21[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %37, %40 : f64, !llvm.ptr<1>
            }
            %35 = arith.cmpi slt, %24, %arg23 : i64
            scf.if %35 {
              %37 = llvm.load %7 : !llvm.ptr -> f64
              %38 = arith.muli %24, %arg24 : i64
              %39 = arith.addi %10, %38 : i64
              %40 = llvm.getelementptr %arg21[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %37, %40 : f64, !llvm.ptr<1>
            }
            %36 = arith.cmpi slt, %29, %arg23 : i64
            scf.if %36 {
              %37 = llvm.load %8 : !llvm.ptr -> f64
              %38 = arith.muli %29, %arg24 : i64
              %39 = arith.addi %10, %38 : i64
              %40 = llvm.getelementptr %arg21[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %37, %40 : f64, !llvm.ptr<1>
            }
          }
        }
      }
      gpu.return
    }
  }
}
