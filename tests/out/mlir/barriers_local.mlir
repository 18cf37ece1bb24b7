module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_barriers_local() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<960 x i8>
    gpu.func @barriers_local(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 5, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %4 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %5 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %6 = arith.index_cast %block_id_x : index to i64
      %c240_i64 = arith.constant 240 : i64
      %7 = arith.muli %6, %c240_i64 : i64
      %8 = llvm.getelementptr %arg0[%7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64 = arith.constant 120 : i64
      %9 = arith.muli %6, %c120_i64 : i64
      %10 = llvm.getelementptr %arg3[%9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64_0 = arith.constant 120 : i64
      %11 = arith.muli %6, %c120_i64_0 : i64
      %12 = llvm.getelementptr %arg5[%11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64_1 = arith.constant 120 : i64
      %13 = arith.muli %6, %c120_i64_1 : i64
      %14 = llvm.getelementptr %arg7[%13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %15 = llvm.getelementptr %arg9[%6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %16 = llvm.mlir.addressof @__tinyc_stack_barriers_local : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %17 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %18 = arith.index_cast %thread_id_y : index to i64
      %19 = arith.muli %c32_i64, %18 : i64
      %20 = arith.addi %17, %19 : i64
      %c240_i64_2 = arith.constant 240 : i64
      %c160_i64 = arith.constant 160 : i64
      scf.for %arg11 = %20 to %c240_i64_2 step %c160_i64  : i64 {
        %c20_i64_36 = arith.constant 20 : i64
        %49 = arith.remsi %arg11, %c20_i64_36 : i64
        %c20_i64_37 = arith.constant 20 : i64
        %50 = arith.divsi %arg11, %c20_i64_37 : i64
        %c12_i64_38 = arith.constant 12 : i64
        %51 = arith.muli %49, %c12_i64_38 : i64
        %52 = arith.addi %50, %51 : i64
        %53 = llvm.getelementptr %8[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %54 = llvm.load %53 : !llvm.ptr<1> -> f32
        %c20_i64_39 = arith.constant 20 : i64
        %55 = arith.muli %50, %c20_i64_39 : i64
        %56 = arith.addi %49, %55 : i64
        %57 = llvm.getelementptr %16[%56] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %54, %57 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_3 = gpu.thread_id  x
      %21 = arith.index_cast %thread_id_x_3 : index to i64
      %c19_i64 = arith.constant 19 : i64
      %22 = arith.minsi %21, %c19_i64 : i64
      %thread_id_y_4 = gpu.thread_id  y
      %23 = arith.index_cast %thread_id_y_4 : index to i64
      %c5_i64 = arith.constant 5 : i64
      %24 = arith.minsi %23, %c5_i64 : i64
      %thread_id_y_5 = gpu.thread_id  y
      %25 = arith.index_cast %thread_id_y_5 : index to i64
      %c5_i64_6 = arith.constant 5 : i64
      %26 = arith.addi %25, %c5_i64_6 : i64
      %c5_i64_7 = arith.constant 5 : i64
      %27 = arith.minsi %26, %c5_i64_7 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %1 : f32, !llvm.ptr
      %cst_8 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_8, %2 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c12_i64 = arith.constant 12 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64 to %c12_i64 step %c1_i64  : i64 {
        %c20_i64_36 = arith.constant 20 : i64
        %49 = arith.muli %arg11, %c20_i64_36 : i64
        %50 = arith.addi %22, %49 : i64
        %51 = llvm.getelementptr %16[%50] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %52 = llvm.load %51 : !llvm.ptr<3> -> f32
        %c12_i64_37 = arith.constant 12 : i64
        %53 = arith.muli %24, %c12_i64_37 : i64
        %54 = arith.addi %arg11, %53 : i64
        %55 = llvm.getelementptr %arg2[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %56 = llvm.load %55 : !llvm.ptr<1> -> f32
        %c12_i64_38 = arith.constant 12 : i64
        %57 = arith.muli %27, %c12_i64_38 : i64
        %58 = arith.addi %arg11, %57 : i64
        %59 = llvm.getelementptr %arg2[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %60 = llvm.load %59 : !llvm.ptr<1> -> f32
        %61 = llvm.load %1 : !llvm.ptr -> f32
        %62 = arith.mulf %52, %56 : f32
        %63 = arith.addf %61, %62 : f32
        llvm.store %63, %1 : f32, !llvm.ptr
        %64 = llvm.load %2 : !llvm.ptr -> f32
        %65 = arith.mulf %52, %60 : f32
        %66 = arith.addf %64, %65 : f32
        llvm.store %66, %2 : f32, !llvm.ptr
      }
      %c20_i64 = arith.constant 20 : i64
      %28 = arith.cmpi slt, %21, %c20_i64 : i64
      scf.if %28 {
        %c6_i64_36 = arith.constant 6 : i64
        %49 = arith.cmpi slt, %23, %c6_i64_36 : i64
        scf.if %49 {
          %51 = llvm.load %1 : !llvm.ptr -> f32
          %c20_i64_38 = arith.constant 20 : i64
          %52 = arith.muli %23, %c20_i64_38 : i64
          %53 = arith.addi %21, %52 : i64
          %54 = llvm.getelementptr %10[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %51, %54 : f32, !llvm.ptr<1>
        }
        %c6_i64_37 = arith.constant 6 : i64
        %50 = arith.cmpi slt, %26, %c6_i64_37 : i64
        scf.if %50 {
          %51 = llvm.load %2 : !llvm.ptr -> f32
          %c20_i64_38 = arith.constant 20 : i64
          %52 = arith.muli %26, %c20_i64_38 : i64
          %53 = arith.addi %21, %52 : i64
          %54 = llvm.getelementptr %10[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %51, %54 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x_9 = gpu.thread_id  x
      %29 = arith.index_cast %thread_id_x_9 : index to i64
      %c32_i64_10 = arith.constant 32 : i64
      %thread_id_y_11 = gpu.thread_id  y
      %30 = arith.index_cast %thread_id_y_11 : index to i64
      %31 = arith.muli %c32_i64_10, %30 : i64
      %32 = arith.addi %29, %31 : i64
      %c240_i64_12 = arith.constant 240 : i64
      %c160_i64_13 = arith.constant 160 : i64
      scf.for %arg11 = %32 to %c240_i64_12 step %c160_i64_13  : i64 {
        %c12_i64_36 = arith.constant 12 : i64
        %49 = arith.divsi %arg11, %c12_i64_36 : i64
        %c12_i64_37 = arith.constant 12 : i64
        %50 = arith.remsi %arg11, %c12_i64_37 : i64
        %c20_i64_38 = arith.constant 20 : i64
        %51 = arith.muli %50, %c20_i64_38 : i64
        %52 = arith.addi %49, %51 : i64
        %53 = llvm.getelementptr %16[%52] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %54 = llvm.load %53 : !llvm.ptr<3> -> f32
        %cst_39 = arith.constant 3.000000e+00 : f32
        %55 = arith.mulf %54, %cst_39 : f32
        %c20_i64_40 = arith.constant 20 : i64
        %56 = arith.muli %50, %c20_i64_40 : i64
        %57 = arith.addi %49, %56 : i64
        %58 = llvm.getelementptr %16[%57] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %55, %58 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_14 = gpu.thread_id  x
      %33 = arith.index_cast %thread_id_x_14 : index to i64
      %c19_i64_15 = arith.constant 19 : i64
      %34 = arith.minsi %33, %c19_i64_15 : i64
      %thread_id_y_16 = gpu.thread_id  y
      %35 = arith.index_cast %thread_id_y_16 : index to i64
      %c5_i64_17 = arith.constant 5 : i64
      %36 = arith.minsi %35, %c5_i64_17 : i64
      %thread_id_y_18 = gpu.thread_id  y
      %37 = arith.index_cast %thread_id_y_18 : index to i64
      %c5_i64_19 = arith.constant 5 : i64
      %38 = arith.addi %37, %c5_i64_19 : i64
      %c5_i64_20 = arith.constant 5 : i64
      %39 = arith.minsi %38, %c5_i64_20 : i64
      %cst_21 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_21, %3 : f32, !llvm.ptr
      %cst_22 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_22, %4 : f32, !llvm.ptr
      %c0_i64_23 = arith.constant 0 : i64
      %c12_i64_24 = arith.constant 12 : i64
      %c1_i64_25 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_23 to %c12_i64_24 step %c1_i64_25  : i64 {
        %c20_i64_36 = arith.constant 20 : i64
        %49 = arith.muli %arg11, %c20_i64_36 : i64
        %50 = arith.addi %34, %49 : i64
        %51 = llvm.getelementptr %16[%50] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %52 = llvm.load %51 : !llvm.ptr<3> -> f32
        %c12_i64_37 = arith.constant 12 : i64
        %53 = arith.muli %36, %c12_i64_37 : i64
        %54 = arith.addi %arg11, %53 : i64
        %55 = llvm.getelementptr %arg2[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %56 = llvm.load %55 : !llvm.ptr<1> -> f32
        %c12_i64_38 = arith.constant 12 : i64
        %57 = arith.muli %39, %c12_i64_38 : i64
        %58 = arith.addi %arg11, %57 : i64
        %59 = llvm.getelementptr %arg2[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %60 = llvm.load %59 : !llvm.ptr<1> -> f32
        %61 = llvm.load %3 : !llvm.ptr -> f32
        %62 = arith.mulf %52, %56 : f32
        %63 = arith.addf %61, %62 : f32
        llvm.store %63, %3 : f32, !llvm.ptr
        %64 = llvm.load %4 : !llvm.ptr -> f32
        %65 = arith.mulf %52, %60 : f32
        %66 = arith.addf %64, %65 : f32
        llvm.store %66, %4 : f32, !llvm.ptr
      }
      %c20_i64_26 = arith.constant 20 : i64
      %40 = arith.cmpi slt, %33, %c20_i64_26 : i64
      scf.if %40 {
        %c6_i64_36 = arith.constant 6 : i64
        %49 = arith.cmpi slt, %35, %c6_i64_36 : i64
        scf.if %49 {
          %51 = llvm.load %3 : !llvm.ptr -> f32
          %c20_i64_38 = arith.constant 20 : i64
          %52 = arith.muli %35, %c20_i64_38 : i64
          %53 = arith.addi %33, %52 : i64
          %54 = llvm.getelementptr %12[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %51, %54 : f32, !llvm.ptr<1>
        }
        %c6_i64_37 = arith.constant 6 : i64
        %50 = arith.cmpi slt, %38, %c6_i64_37 : i64
        scf.if %50 {
          %51 = llvm.load %4 : !llvm.ptr -> f32
          %c20_i64_38 = arith.constant 20 : i64
          %52 = arith.muli %38, %c20_i64_38 : i64
          %53 = arith.addi %33, %52 : i64
          %54 = llvm.getelementptr %12[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %51, %54 : f32, !llvm.ptr<1>
        }
      }
      %41 = llvm.mlir.addressof @__tinyc_stack_barriers_local : !llvm.ptr<3>
      gpu.barrier
      %thread_id_y_27 = gpu.thread_id  y
      %42 = arith.index_cast %thread_id_y_27 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %c5_i64_28 = arith.constant 5 : i64
      scf.for %arg11 = %42 to %c6_i64 step %c5_i64_28  : i64 {
        %thread_id_x_36 = gpu.thread_id  x
        %49 = arith.index_cast %thread_id_x_36 : index to i64
        %c20_i64_37 = arith.constant 20 : i64
        %c32_i64_38 = arith.constant 32 : i64
        scf.for %arg12 = %49 to %c20_i64_37 step %c32_i64_38  : i64 {
          %c20_i64_39 = arith.constant 20 : i64
          %50 = arith.muli %arg11, %c20_i64_39 : i64
          %51 = arith.addi %arg12, %50 : i64
          %52 = llvm.getelementptr %12[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %53 = llvm.load %52 : !llvm.ptr<1> -> f32
          %54 = arith.extf %53 : f32 to f64
          %c20_i64_40 = arith.constant 20 : i64
          %55 = arith.muli %arg11, %c20_i64_40 : i64
          %56 = arith.addi %arg12, %55 : i64
          %57 = llvm.getelementptr %41[%56] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %54, %57 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_y_29 = gpu.thread_id  y
      %43 = arith.index_cast %thread_id_y_29 : index to i64
      %c20_i64_30 = arith.constant 20 : i64
      %c5_i64_31 = arith.constant 5 : i64
      scf.for %arg11 = %43 to %c20_i64_30 step %c5_i64_31  : i64 {
        %thread_id_x_36 = gpu.thread_id  x
        %49 = arith.index_cast %thread_id_x_36 : index to i64
        %c6_i64_37 = arith.constant 6 : i64
        %c32_i64_38 = arith.constant 32 : i64
        scf.for %arg12 = %49 to %c6_i64_37 step %c32_i64_38  : i64 {
          %c20_i64_39 = arith.constant 20 : i64
          %50 = arith.muli %arg12, %c20_i64_39 : i64
          %51 = arith.addi %arg11, %50 : i64
          %52 = llvm.getelementptr %41[%51] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %53 = llvm.load %52 : !llvm.ptr<3> -> f64
          %54 = arith.truncf %53 : f64 to f32
          %c6_i64_40 = arith.constant 6 : i64
          %55 = arith.muli %arg11, %c6_i64_40 : i64
          %56 = arith.addi %arg12, %55 : i64
          %57 = llvm.getelementptr %14[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %54, %57 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x_32 = gpu.thread_id  x
      %44 = arith.index_cast %thread_id_x_32 : index to i64
      %c32_i64_33 = arith.constant 32 : i64
      %thread_id_y_34 = gpu.thread_id  y
      %45 = arith.index_cast %thread_id_y_34 : index to i64
      %46 = arith.muli %c32_i64_33, %45 : i64
      %47 = arith.addi %44, %46 : i64
      %c0_i64_35 = arith.constant 0 : i64
      %48 = arith.cmpi eq, %47, %c0_i64_35 : i64
      scf.if %48 {
        %cst_36 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_36, %5 : f32, !llvm.ptr
        %c0_i64_37 = arith.constant 0 : i64
        %c20_i64_38 = arith.constant 20 : i64
        %c1_i64_39 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64_37 to %c20_i64_38 step %c1_i64_39  : i64 {
          %50 = llvm.load %5 : !llvm.ptr -> f32
          %c6_i64_40 = arith.constant 6 : i64
          %51 = arith.muli %arg11, %c6_i64_40 : i64
          %52 = llvm.getelementptr %14[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %53 = llvm.load %52 : !llvm.ptr<1> -> f32
          %54 = arith.addf %50, %53 : f32
          llvm.store %54, %5 : f32, !llvm.ptr
        }
        %49 = llvm.load %5 : !llvm.ptr -> f32
        llvm.store %49, %15 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
