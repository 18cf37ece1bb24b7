module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @barriers_global(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: !llvm.ptr<1>, %arg15: !llvm.ptr<1>, %arg16: i64, %arg17: !llvm.ptr<1>, %arg18: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 6, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %4 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %5 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %6 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %7 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %8 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %9 = arith.index_cast %block_id_x : index to i64
      %c384_i64 = arith.constant 384 : i64
      %10 = arith.muli %9, %c384_i64 : i64
      %11 = llvm.getelementptr %arg0[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c384_i64_0 = arith.constant 384 : i64
      %12 = arith.muli %9, %c384_i64_0 : i64
      %13 = llvm.getelementptr %arg2[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c192_i64 = arith.constant 192 : i64
      %14 = arith.muli %9, %c192_i64 : i64
      %15 = llvm.getelementptr %arg5[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c384_i64_1 = arith.constant 384 : i64
      %16 = arith.muli %9, %c384_i64_1 : i64
      %17 = llvm.getelementptr %arg7[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64 = arith.constant 16 : i64
      %18 = arith.muli %9, %c16_i64 : i64
      %19 = llvm.getelementptr %arg10[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c24_i64 = arith.constant 24 : i64
      %20 = arith.muli %9, %c24_i64 : i64
      %21 = llvm.getelementptr %arg12[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c192_i64_2 = arith.constant 192 : i64
      %22 = arith.muli %9, %c192_i64_2 : i64
      %23 = llvm.getelementptr %arg15[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c192_i64_3 = arith.constant 192 : i64
      %24 = arith.muli %9, %c192_i64_3 : i64
      %25 = llvm.getelementptr %arg17[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %26 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %27 = arith.index_cast %thread_id_y : index to i64
      %28 = arith.muli %c32_i64, %27 : i64
      %29 = arith.addi %26, %28 : i64
      %c384_i64_4 = arith.constant 384 : i64
      %c192_i64_5 = arith.constant 192 : i64
      scf.for %arg19 = %29 to %c384_i64_4 step %c192_i64_5  : i64 {
        %c24_i64_35 = arith.constant 24 : i64
        %52 = arith.divsi %arg19, %c24_i64_35 : i64
        %c24_i64_36 = arith.constant 24 : i64
        %53 = arith.remsi %arg19, %c24_i64_36 : i64
        %c24_i64_37 = arith.constant 24 : i64
        %54 = arith.muli %52, %c24_i64_37 : i64
        %55 = arith.addi %53, %54 : i64
        %56 = llvm.getelementptr %11[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %57 = llvm.load %56 : !llvm.ptr<1> -> f32
        %cst_38 = arith.constant 2.000000e+00 : f32
        %58 = arith.mulf %57, %cst_38 : f32
        %c24_i64_39 = arith.constant 24 : i64
        %59 = arith.muli %52, %c24_i64_39 : i64
        %60 = arith.addi %53, %59 : i64
        %61 = llvm.getelementptr %13[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %58, %61 : f32, !llvm.ptr<1>
      }
      gpu.barrier
      %thread_id_x_6 = gpu.thread_id  x
      %30 = arith.index_cast %thread_id_x_6 : index to i64
      %c23_i64 = arith.constant 23 : i64
      %31 = arith.minsi %30, %c23_i64 : i64
      %thread_id_y_7 = gpu.thread_id  y
      %32 = arith.index_cast %thread_id_y_7 : index to i64
      %c7_i64 = arith.constant 7 : i64
      %33 = arith.minsi %32, %c7_i64 : i64
      %thread_id_y_8 = gpu.thread_id  y
      %34 = arith.index_cast %thread_id_y_8 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %35 = arith.addi %34, %c6_i64 : i64
      %c7_i64_9 = arith.constant 7 : i64
      %36 = arith.minsi %35, %c7_i64_9 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %1 : f32, !llvm.ptr
      %cst_10 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_10, %2 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c16_i64_11 = arith.constant 16 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64 to %c16_i64_11 step %c1_i64  : i64 {
        %c24_i64_35 = arith.constant 24 : i64
        %52 = arith.muli %arg19, %c24_i64_35 : i64
        %53 = arith.addi %31, %52 : i64
        %54 = llvm.getelementptr %13[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %55 = llvm.load %54 : !llvm.ptr<1> -> f32
        %c16_i64_36 = arith.constant 16 : i64
        %56 = arith.muli %33, %c16_i64_36 : i64
        %57 = arith.addi %arg19, %56 : i64
        %58 = llvm.getelementptr %arg4[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %59 = llvm.load %58 : !llvm.ptr<1> -> f32
        %c16_i64_37 = arith.constant 16 : i64
        %60 = arith.muli %36, %c16_i64_37 : i64
        %61 = arith.addi %arg19, %60 : i64
        %62 = llvm.getelementptr %arg4[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %63 = llvm.load %62 : !llvm.ptr<1> -> f32
        %64 = llvm.load %1 : !llvm.ptr -> f32
        %65 = arith.mulf %55, %59 : f32
        %66 = arith.addf %64, %65 : f32
        llvm.store %66, %1 : f32, !llvm.ptr
        %67 = llvm.load %2 : !llvm.ptr -> f32
        %68 = arith.mulf %55, %63 : f32
        %69 = arith.addf %67, %68 : f32
        llvm.store %69, %2 : f32, !llvm.ptr
      }
      %c24_i64_12 = arith.constant 24 : i64
      %37 = arith.cmpi slt, %30, %c24_i64_12 : i64
      scf.if %37 {
        %c8_i64_35 = arith.constant 8 : i64
        %52 = arith.cmpi slt, %32, %c8_i64_35 : i64
        scf.if %52 {
          %54 = llvm.load %1 : !llvm.ptr -> f32
          %c24_i64_37 = arith.constant 24 : i64
          %55 = arith.muli %32, %c24_i64_37 : i64
          %56 = arith.addi %30, %55 : i64
          %57 = llvm.getelementptr %15[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %54, %57 : f32, !llvm.ptr<1>
        }
        %c8_i64_36 = arith.constant 8 : i64
        %53 = arith.cmpi slt, %35, %c8_i64_36 : i64
        scf.if %53 {
          %54 = llvm.load %2 : !llvm.ptr -> f32
          %c24_i64_37 = arith.constant 24 : i64
          %55 = arith.muli %35, %c24_i64_37 : i64
          %56 = arith.addi %30, %55 : i64
          %57 = llvm.getelementptr %15[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %54, %57 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_y_13 = gpu.thread_id  y
      %38 = arith.index_cast %thread_id_y_13 : index to i64
      %c24_i64_14 = arith.constant 24 : i64
      %c6_i64_15 = arith.constant 6 : i64
      scf.for %arg19 = %38 to %c24_i64_14 step %c6_i64_15  : i64 {
        %thread_id_x_35 = gpu.thread_id  x
        %52 = arith.index_cast %thread_id_x_35 : index to i64
        %c16_i64_36 = arith.constant 16 : i64
        %c32_i64_37 = arith.constant 32 : i64
        scf.for %arg20 = %52 to %c16_i64_36 step %c32_i64_37  : i64 {
          %c24_i64_38 = arith.constant 24 : i64
          %53 = arith.muli %arg20, %c24_i64_38 : i64
          %54 = arith.addi %arg19, %53 : i64
          %55 = llvm.getelementptr %11[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %56 = llvm.load %55 : !llvm.ptr<1> -> f32
          %c16_i64_39 = arith.constant 16 : i64
          %57 = arith.muli %arg19, %c16_i64_39 : i64
          %58 = arith.addi %arg20, %57 : i64
          %59 = llvm.getelementptr %17[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %56, %59 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x_16 = gpu.thread_id  x
      %39 = arith.index_cast %thread_id_x_16 : index to i64
      %c32_i64_17 = arith.constant 32 : i64
      %thread_id_y_18 = gpu.thread_id  y
      %40 = arith.index_cast %thread_id_y_18 : index to i64
      %41 = arith.muli %c32_i64_17, %40 : i64
      %42 = arith.addi %39, %41 : i64
      %c384_i64_19 = arith.constant 384 : i64
      %c192_i64_20 = arith.constant 192 : i64
      scf.for %arg19 = %42 to %c384_i64_19 step %c192_i64_20  : i64 {
        %c16_i64_35 = arith.constant 16 : i64
        %52 = arith.remsi %arg19, %c16_i64_35 : i64
        %c16_i64_36 = arith.constant 16 : i64
        %53 = arith.divsi %arg19, %c16_i64_36 : i64
        %c24_i64_37 = arith.constant 24 : i64
        %54 = arith.muli %52, %c24_i64_37 : i64
        %55 = arith.addi %53, %54 : i64
        %56 = llvm.getelementptr %11[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %57 = llvm.load %56 : !llvm.ptr<1> -> f32
        %58 = arith.negf %57 : f32
        %c24_i64_38 = arith.constant 24 : i64
        %59 = arith.muli %52, %c24_i64_38 : i64
        %60 = arith.addi %53, %59 : i64
        %61 = llvm.getelementptr %11[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %58, %61 : f32, !llvm.ptr<1>
      }
      %thread_id_x_21 = gpu.thread_id  x
      %43 = arith.index_cast %thread_id_x_21 : index to i64
      %c32_i64_22 = arith.constant 32 : i64
      %thread_id_y_23 = gpu.thread_id  y
      %44 = arith.index_cast %thread_id_y_23 : index to i64
      %45 = arith.muli %c32_i64_22, %44 : i64
      %46 = arith.addi %43, %45 : i64
      %c16_i64_24 = arith.constant 16 : i64
      %c192_i64_25 = arith.constant 192 : i64
      scf.for %arg19 = %46 to %c16_i64_24 step %c192_i64_25  : i64 {
        %cst_35 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_35, %3 : f32, !llvm.ptr
        %c0_i64_36 = arith.constant 0 : i64
        %c24_i64_37 = arith.constant 24 : i64
        %c1_i64_38 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_36 to %c24_i64_37 step %c1_i64_38  : i64 {
          %54 = llvm.load %3 : !llvm.ptr -> f32
          %c16_i64_39 = arith.constant 16 : i64
          %55 = arith.muli %arg20, %c16_i64_39 : i64
          %56 = arith.addi %arg19, %55 : i64
          %57 = llvm.getelementptr %17[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %58 = llvm.load %57 : !llvm.ptr<1> -> f32
          %59 = llvm.getelementptr %arg9[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %60 = llvm.load %59 : !llvm.ptr<1> -> f32
          %61 = arith.mulf %58, %60 : f32
          %62 = arith.addf %54, %61 : f32
          llvm.store %62, %3 : f32, !llvm.ptr
        }
        %52 = llvm.load %3 : !llvm.ptr -> f32
        %53 = llvm.getelementptr %19[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %52, %53 : f32, !llvm.ptr<1>
      }
      %thread_id_x_26 = gpu.thread_id  x
      %47 = arith.index_cast %thread_id_x_26 : index to i64
      %c32_i64_27 = arith.constant 32 : i64
      %thread_id_y_28 = gpu.thread_id  y
      %48 = arith.index_cast %thread_id_y_28 : index to i64
      %49 = arith.muli %c32_i64_27, %48 : i64
      %50 = arith.addi %47, %49 : i64
      %c24_i64_29 = arith.constant 24 : i64
      %c192_i64_30 = arith.constant 192 : i64
      scf.for %arg19 = %50 to %c24_i64_29 step %c192_i64_30  : i64 {
        %cst_35 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_35, %4 : f32, !llvm.ptr
        %c0_i64_36 = arith.constant 0 : i64
        %c8_i64_37 = arith.constant 8 : i64
        %c1_i64_38 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_36 to %c8_i64_37 step %c1_i64_38  : i64 {
          %54 = llvm.load %4 : !llvm.ptr -> f32
          %c24_i64_39 = arith.constant 24 : i64
          %55 = arith.muli %arg20, %c24_i64_39 : i64
          %56 = arith.addi %arg19, %55 : i64
          %57 = llvm.getelementptr %15[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %58 = llvm.load %57 : !llvm.ptr<1> -> f32
          %59 = arith.addf %54, %58 : f32
          llvm.store %59, %4 : f32, !llvm.ptr
        }
        %52 = llvm.load %4 : !llvm.ptr -> f32
        %53 = llvm.getelementptr %21[%arg19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %52, %53 : f32, !llvm.ptr<1>
      }
      %thread_id_y_31 = gpu.thread_id  y
      %51 = arith.index_cast %thread_id_y_31 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %c6_i64_32 = arith.constant 6 : i64
      scf.for %arg19 = %51 to %c8_i64 step %c6_i64_32  : i64 {
        %thread_id_x_35 = gpu.thread_id  x
        %52 = arith.index_cast %thread_id_x_35 : index to i64
        %c24_i64_36 = arith.constant 24 : i64
        %c32_i64_37 = arith.constant 32 : i64
        scf.for %arg20 = %52 to %c24_i64_36 step %c32_i64_37  : i64 {
          %c24_i64_38 = arith.constant 24 : i64
          %53 = arith.muli %arg19, %c24_i64_38 : i64
          %54 = arith.addi %arg20, %53 : i64
          %55 = llvm.getelementptr %15[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %56 = llvm.load %55 : !llvm.ptr<1> -> f32
          %c24_i64_39 = arith.constant 24 : i64
          %57 = arith.muli %arg19, %c24_i64_39 : i64
          %58 = arith.addi %arg20, %57 : i64
          %59 = llvm.getelementptr %23[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %56, %59 : f32, !llvm.ptr<1>
        }
      }
      %c0_i64_33 = arith.constant 0 : i64
      %c2_i64 = arith.constant 2 : i64
      %c1_i64_34 = arith.constant 1 : i64
      scf.for %arg19 = %c0_i64_33 to %c2_i64 step %c1_i64_34  : i64 {
        gpu.barrier
        %thread_id_x_35 = gpu.thread_id  x
        %52 = arith.index_cast %thread_id_x_35 : index to i64
        %c23_i64_36 = arith.constant 23 : i64
        %53 = arith.minsi %52, %c23_i64_36 : i64
        %thread_id_y_37 = gpu.thread_id  y
        %54 = arith.index_cast %thread_id_y_37 : index to i64
        %c7_i64_38 = arith.constant 7 : i64
        %55 = arith.minsi %54, %c7_i64_38 : i64
        %thread_id_y_39 = gpu.thread_id  y
        %56 = arith.index_cast %thread_id_y_39 : index to i64
        %c6_i64_40 = arith.constant 6 : i64
        %57 = arith.addi %56, %c6_i64_40 : i64
        %c7_i64_41 = arith.constant 7 : i64
        %58 = arith.minsi %57, %c7_i64_41 : i64
        %cst_42 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_42, %5 : f32, !llvm.ptr
        %cst_43 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_43, %6 : f32, !llvm.ptr
        %c0_i64_44 = arith.constant 0 : i64
        %c8_i64_45 = arith.constant 8 : i64
        %c1_i64_46 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_44 to %c8_i64_45 step %c1_i64_46  : i64 {
          %c24_i64_61 = arith.constant 24 : i64
          %68 = arith.muli %arg20, %c24_i64_61 : i64
          %69 = arith.addi %53, %68 : i64
          %70 = llvm.getelementptr %23[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %71 = llvm.load %70 : !llvm.ptr<1> -> f32
          %c8_i64_62 = arith.constant 8 : i64
          %72 = arith.muli %55, %c8_i64_62 : i64
          %73 = arith.addi %arg20, %72 : i64
          %74 = llvm.getelementptr %arg14[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %75 = llvm.load %74 : !llvm.ptr<1> -> f32
          %c8_i64_63 = arith.constant 8 : i64
          %76 = arith.muli %58, %c8_i64_63 : i64
          %77 = arith.addi %arg20, %76 : i64
          %78 = llvm.getelementptr %arg14[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %79 = llvm.load %78 : !llvm.ptr<1> -> f32
          %80 = llvm.load %5 : !llvm.ptr -> f32
          %81 = arith.mulf %71, %75 : f32
          %82 = arith.addf %80, %81 : f32
          llvm.store %82, %5 : f32, !llvm.ptr
          %83 = llvm.load %6 : !llvm.ptr -> f32
          %84 = arith.mulf %71, %79 : f32
          %85 = arith.addf %83, %84 : f32
          llvm.store %85, %6 : f32, !llvm.ptr
        }
        %c24_i64_47 = arith.constant 24 : i64
        %59 = arith.cmpi slt, %52, %c24_i64_47 : i64
        scf.if %59 {
          %c8_i64_61 = arith.constant 8 : i64
          %68 = arith.cmpi slt, %54, %c8_i64_61 : i64
          scf.if %68 {
            %70 = llvm.load %5 : !llvm.ptr -> f32
            %c24_i64_63 = arith.constant 24 : i64
            %71 = arith.muli %54, %c24_i64_63 : i64
            %72 = arith.addi %52, %71 : i64
            %73 = llvm.getelementptr %25[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %70, %73 : f32, !llvm.ptr<1>
          }
          %c8_i64_62 = arith.constant 8 : i64
          %69 = arith.cmpi slt, %57, %c8_i64_62 : i64
          scf.if %69 {
            %70 = llvm.load %6 : !llvm.ptr -> f32
            %c24_i64_63 = arith.constant 24 : i64
            %71 = arith.muli %57, %c24_i64_63 : i64
            %72 = arith.addi %52, %71 : i64
            %73 = llvm.getelementptr %25[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %70, %73 : f32, !llvm.ptr<1>
          }
        }
        gpu.barrier
        %thread_id_x_48 = gpu.thread_id  x
        %60 = arith.index_cast %thread_id_x_48 : index to i64
        %c23_i64_49 = arith.constant 23 : i64
        %61 = arith.minsi %60, %c23_i64_49 : i64
        %thread_id_y_50 = gpu.thread_id  y
        %62 = arith.index_cast %thread_id_y_50 : index to i64
        %c7_i64_51 = arith.constant 7 : i64
        %63 = arith.minsi %62, %c7_i64_51 : i64
        %thread_id_y_52 = gpu.thread_id  y
        %64 = arith.index_cast %thread_id_y_52 : index to i64
        %c6_i64_53 = arith.constant 6 : i64
        %65 = arith.addi %64, %c6_i64_53 : i64
        %c7_i64_54 = arith.constant 7 : i64
        %66 = arith.minsi %65, %c7_i64_54 : i64
        %cst_55 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_55, %7 : f32, !llvm.ptr
        %cst_56 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_56, %8 : f32, !llvm.ptr
        %c0_i64_57 = arith.constant 0 : i64
        %c8_i64_58 = arith.constant 8 : i64
        %c1_i64_59 = arith.constant 1 : i64
        scf.for %arg20 = %c0_i64_57 to %c8_i64_58 step %c1_i64_59  : i64 {
          %c24_i64_61 = arith.constant 24 : i64
          %68 = arith.muli %arg20, %c24_i64_61 : i64
          %69 = arith.addi %61, %68 : i64
          %70 = llvm.getelementptr %25[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %71 = llvm.load %70 : !llvm.ptr<1> -> f32
          %c8_i64_62 = arith.constant 8 : i64
          %72 = arith.muli %63, %c8_i64_62 : i64
          %73 = arith.addi %arg20, %72 : i64
          %74 = llvm.getelementptr %arg14[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %75 = llvm.load %74 : !llvm.ptr<1> -> f32
          %c8_i64_63 = arith.constant 8 : i64
          %76 = arith.muli %66, %c8_i64_63 : i64
          %77 = arith.addi %arg20, %76 : i64
          %78 = llvm.getelementptr %arg14[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %79 = llvm.load %78 : !llvm.ptr<1> -> f32
          %80 = llvm.load %7 : !llvm.ptr -> f32
          %81 = arith.mulf %71, %75 : f32
          %82 = arith.addf %80, %81 : f32
          llvm.store %82, %7 : f32, !llvm.ptr
          %83 = llvm.load %8 : !llvm.ptr -> f32
          %84 = arith.mulf %71, %79 : f32
          %85 = arith.addf %83, %84 : f32
          llvm.store %85, %8 : f32, !llvm.ptr
        }
        %c24_i64_60 = arith.constant 24 : i64
        %67 = arith.cmpi slt, %60, %c24_i64_60 : i64
        scf.if %67 {
          %c8_i64_61 = arith.constant 8 : i64
          %68 = arith.cmpi slt, %62, %c8_i64_61 : i64
          scf.if %68 {
            %70 = llvm.load %7 : !llvm.ptr -> f32
            %c24_i64_63 = arith.constant 24 : i64
            %71 = arith.muli %62, %c24_i64_63 : i64
            %72 = arith.addi %60, %71 : i64
            %73 = llvm.getelementptr %23[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %70, %73 : f32, !llvm.ptr<1>
          }
          %c8_i64_62 = arith.constant 8 : i64
          %69 = arith.cmpi slt, %65, %c8_i64_62 : i64
          scf.if %69 {
            %70 = llvm.load %8 : !llvm.ptr -> f32
            %c24_i64_63 = arith.constant 24 : i64
            %71 = arith.muli %65, %c24_i64_63 : i64
            %72 = arith.addi %60, %71 : i64
            %73 = llvm.getelementptr %23[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %70, %73 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
