module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @atomic_f64(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %4 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %5 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %6 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %7 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %8 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %9 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %10 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %11 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %12 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %13 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %14 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %15 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %16 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %17 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %18 = llvm.alloca %0 x f64 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %19 = arith.index_cast %block_id_x : index to i64
      %c24_i64 = arith.constant 24 : i64
      %20 = arith.muli %19, %c24_i64 : i64
      %21 = llvm.getelementptr %arg0[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c4_i64 = arith.constant 4 : i64
      %22 = arith.muli %19, %c4_i64 : i64
      %23 = llvm.getelementptr %arg3[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c4_i64_0 = arith.constant 4 : i64
      %24 = arith.muli %19, %c4_i64_0 : i64
      %25 = llvm.getelementptr %arg3[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c6_i64 = arith.constant 6 : i64
      %26 = arith.muli %19, %c6_i64 : i64
      %27 = llvm.getelementptr %arg5[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c5_i64 = arith.constant 5 : i64
      %28 = arith.muli %19, %c5_i64 : i64
      %29 = llvm.getelementptr %arg7[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c30_i64 = arith.constant 30 : i64
      %30 = llvm.getelementptr %arg9[%c30_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c60_i64 = arith.constant 60 : i64
      %31 = llvm.getelementptr %arg9[%c60_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c90_i64 = arith.constant 90 : i64
      %32 = llvm.getelementptr %arg9[%c90_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c120_i64 = arith.constant 120 : i64
      %33 = llvm.getelementptr %arg9[%c120_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c150_i64 = arith.constant 150 : i64
      %34 = llvm.getelementptr %arg9[%c150_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c180_i64 = arith.constant 180 : i64
      %35 = llvm.getelementptr %arg9[%c180_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c210_i64 = arith.constant 210 : i64
      %36 = llvm.getelementptr %arg9[%c210_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c240_i64 = arith.constant 240 : i64
      %37 = llvm.getelementptr %arg9[%c240_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %38 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %39 = arith.index_cast %thread_id_y : index to i64
      %40 = arith.muli %c32_i64, %39 : i64
      %41 = arith.addi %38, %40 : i64
      %c0_i64 = arith.constant 0 : i64
      %42 = arith.cmpi eq, %41, %c0_i64 : i64
      scf.if %42 {
        %cst_170 = arith.constant -5.000000e-01 : f64
        %189 = llvm.load %25 : !llvm.ptr<1> -> f64
        %190 = arith.mulf %cst_170, %189 : f64
        %191 = llvm.atomicrmw fadd %arg9, %190 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_x_1 = gpu.thread_id  x
      %43 = arith.index_cast %thread_id_x_1 : index to i64
      %c32_i64_2 = arith.constant 32 : i64
      %thread_id_y_3 = gpu.thread_id  y
      %44 = arith.index_cast %thread_id_y_3 : index to i64
      %45 = arith.muli %c32_i64_2, %44 : i64
      %46 = arith.addi %43, %45 : i64
      %c6_i64_4 = arith.constant 6 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg13 = %46 to %c6_i64_4 step %c64_i64  : i64 {
        %cst_170 = arith.constant -5.000000e-01 : f64
        %189 = llvm.getelementptr %27[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %190 = llvm.load %189 : !llvm.ptr<1> -> f64
        %191 = arith.mulf %cst_170, %190 : f64
        %192 = llvm.getelementptr %30[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %193 = llvm.atomicrmw fadd %192, %191 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_y_5 = gpu.thread_id  y
      %47 = arith.index_cast %thread_id_y_5 : index to i64
      %c6_i64_6 = arith.constant 6 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg13 = %47 to %c6_i64_6 step %c2_i64  : i64 {
        %thread_id_x_170 = gpu.thread_id  x
        %189 = arith.index_cast %thread_id_x_170 : index to i64
        %c4_i64_171 = arith.constant 4 : i64
        %c32_i64_172 = arith.constant 32 : i64
        scf.for %arg14 = %189 to %c4_i64_171 step %c32_i64_172  : i64 {
          %cst_173 = arith.constant -5.000000e-01 : f64
          %c6_i64_174 = arith.constant 6 : i64
          %190 = arith.muli %arg14, %c6_i64_174 : i64
          %191 = arith.addi %arg13, %190 : i64
          %192 = llvm.getelementptr %21[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %193 = llvm.load %192 : !llvm.ptr<1> -> f64
          %194 = arith.mulf %cst_173, %193 : f64
          %c4_i64_175 = arith.constant 4 : i64
          %195 = arith.muli %arg13, %c4_i64_175 : i64
          %196 = arith.addi %arg14, %195 : i64
          %197 = llvm.getelementptr %31[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %198 = llvm.atomicrmw fadd %197, %194 monotonic : !llvm.ptr<1>, f64
        }
      }
      gpu.barrier
      %thread_id_x_7 = gpu.thread_id  x
      %48 = arith.index_cast %thread_id_x_7 : index to i64
      %c5_i64_8 = arith.constant 5 : i64
      %49 = arith.minsi %48, %c5_i64_8 : i64
      %thread_id_y_9 = gpu.thread_id  y
      %50 = arith.index_cast %thread_id_y_9 : index to i64
      %c4_i64_10 = arith.constant 4 : i64
      %51 = arith.minsi %50, %c4_i64_10 : i64
      %thread_id_y_11 = gpu.thread_id  y
      %52 = arith.index_cast %thread_id_y_11 : index to i64
      %c2_i64_12 = arith.constant 2 : i64
      %53 = arith.addi %52, %c2_i64_12 : i64
      %c4_i64_13 = arith.constant 4 : i64
      %54 = arith.minsi %53, %c4_i64_13 : i64
      %thread_id_y_14 = gpu.thread_id  y
      %55 = arith.index_cast %thread_id_y_14 : index to i64
      %c4_i64_15 = arith.constant 4 : i64
      %56 = arith.addi %55, %c4_i64_15 : i64
      %c4_i64_16 = arith.constant 4 : i64
      %57 = arith.minsi %56, %c4_i64_16 : i64
      %cst = arith.constant 0.000000e+00 : f64
      llvm.store %cst, %1 : f64, !llvm.ptr
      %cst_17 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_17, %2 : f64, !llvm.ptr
      %cst_18 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_18, %3 : f64, !llvm.ptr
      %c0_i64_19 = arith.constant 0 : i64
      %c4_i64_20 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_19 to %c4_i64_20 step %c1_i64  : i64 {
        %c6_i64_170 = arith.constant 6 : i64
        %189 = arith.muli %arg13, %c6_i64_170 : i64
        %190 = arith.addi %49, %189 : i64
        %191 = llvm.getelementptr %21[%190] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %192 = llvm.load %191 : !llvm.ptr<1> -> f64
        %c4_i64_171 = arith.constant 4 : i64
        %193 = arith.muli %51, %c4_i64_171 : i64
        %194 = arith.addi %arg13, %193 : i64
        %195 = llvm.getelementptr %arg2[%194] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %196 = llvm.load %195 : !llvm.ptr<1> -> f64
        %c4_i64_172 = arith.constant 4 : i64
        %197 = arith.muli %54, %c4_i64_172 : i64
        %198 = arith.addi %arg13, %197 : i64
        %199 = llvm.getelementptr %arg2[%198] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %200 = llvm.load %199 : !llvm.ptr<1> -> f64
        %c4_i64_173 = arith.constant 4 : i64
        %201 = arith.muli %57, %c4_i64_173 : i64
        %202 = arith.addi %arg13, %201 : i64
        %203 = llvm.getelementptr %arg2[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %204 = llvm.load %203 : !llvm.ptr<1> -> f64
        %205 = llvm.load %1 : !llvm.ptr -> f64
        %206 = arith.mulf %192, %196 : f64
        %207 = arith.addf %205, %206 : f64
        llvm.store %207, %1 : f64, !llvm.ptr
        %208 = llvm.load %2 : !llvm.ptr -> f64
        %209 = arith.mulf %192, %200 : f64
        %210 = arith.addf %208, %209 : f64
        llvm.store %210, %2 : f64, !llvm.ptr
        %211 = llvm.load %3 : !llvm.ptr -> f64
        %212 = arith.mulf %192, %204 : f64
        %213 = arith.addf %211, %212 : f64
        llvm.store %213, %3 : f64, !llvm.ptr
      }
      %c6_i64_21 = arith.constant 6 : i64
      %58 = arith.cmpi slt, %48, %c6_i64_21 : i64
      scf.if %58 {
        %c5_i64_170 = arith.constant 5 : i64
        %189 = arith.cmpi slt, %50, %c5_i64_170 : i64
        scf.if %189 {
          %cst_173 = arith.constant -5.000000e-01 : f64
          %192 = llvm.load %1 : !llvm.ptr -> f64
          %193 = arith.mulf %cst_173, %192 : f64
          %c6_i64_174 = arith.constant 6 : i64
          %194 = arith.muli %50, %c6_i64_174 : i64
          %195 = arith.addi %48, %194 : i64
          %196 = llvm.getelementptr %32[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %197 = llvm.atomicrmw fadd %196, %193 monotonic : !llvm.ptr<1>, f64
        }
        %c5_i64_171 = arith.constant 5 : i64
        %190 = arith.cmpi slt, %53, %c5_i64_171 : i64
        scf.if %190 {
          %cst_173 = arith.constant -5.000000e-01 : f64
          %192 = llvm.load %2 : !llvm.ptr -> f64
          %193 = arith.mulf %cst_173, %192 : f64
          %c6_i64_174 = arith.constant 6 : i64
          %194 = arith.muli %53, %c6_i64_174 : i64
          %195 = arith.addi %48, %194 : i64
          %196 = llvm.getelementptr %32[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %197 = llvm.atomicrmw fadd %196, %193 monotonic : !llvm.ptr<1>, f64
        }
        %c5_i64_172 = arith.constant 5 : i64
        %191 = arith.cmpi slt, %56, %c5_i64_172 : i64
        scf.if %191 {
          %cst_173 = arith.constant -5.000000e-01 : f64
          %192 = llvm.load %3 : !llvm.ptr -> f64
          %193 = arith.mulf %cst_173, %192 : f64
          %c6_i64_174 = arith.constant 6 : i64
          %194 = arith.muli %56, %c6_i64_174 : i64
          %195 = arith.addi %48, %194 : i64
          %196 = llvm.getelementptr %32[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %197 = llvm.atomicrmw fadd %196, %193 monotonic : !llvm.ptr<1>, f64
        }
      }
      gpu.barrier
      %thread_id_x_22 = gpu.thread_id  x
      %59 = arith.index_cast %thread_id_x_22 : index to i64
      %c32_i64_23 = arith.constant 32 : i64
      %thread_id_y_24 = gpu.thread_id  y
      %60 = arith.index_cast %thread_id_y_24 : index to i64
      %61 = arith.muli %c32_i64_23, %60 : i64
      %62 = arith.addi %59, %61 : i64
      %c6_i64_25 = arith.constant 6 : i64
      %c64_i64_26 = arith.constant 64 : i64
      scf.for %arg13 = %62 to %c6_i64_25 step %c64_i64_26  : i64 {
        %cst_170 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_170, %4 : f64, !llvm.ptr
        %c0_i64_171 = arith.constant 0 : i64
        %c4_i64_172 = arith.constant 4 : i64
        %c1_i64_173 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_171 to %c4_i64_172 step %c1_i64_173  : i64 {
          %193 = llvm.load %4 : !llvm.ptr -> f64
          %c6_i64_175 = arith.constant 6 : i64
          %194 = arith.muli %arg14, %c6_i64_175 : i64
          %195 = arith.addi %arg13, %194 : i64
          %196 = llvm.getelementptr %21[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %197 = llvm.load %196 : !llvm.ptr<1> -> f64
          %198 = llvm.getelementptr %23[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %199 = llvm.load %198 : !llvm.ptr<1> -> f64
          %200 = arith.mulf %197, %199 : f64
          %201 = arith.addf %193, %200 : f64
          llvm.store %201, %4 : f64, !llvm.ptr
        }
        %cst_174 = arith.constant -5.000000e-01 : f64
        %189 = llvm.load %4 : !llvm.ptr -> f64
        %190 = arith.mulf %cst_174, %189 : f64
        %191 = llvm.getelementptr %33[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %192 = llvm.atomicrmw fadd %191, %190 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_y_27 = gpu.thread_id  y
      %63 = arith.index_cast %thread_id_y_27 : index to i64
      %c5_i64_28 = arith.constant 5 : i64
      %c2_i64_29 = arith.constant 2 : i64
      scf.for %arg13 = %63 to %c5_i64_28 step %c2_i64_29  : i64 {
        %thread_id_x_170 = gpu.thread_id  x
        %189 = arith.index_cast %thread_id_x_170 : index to i64
        %c6_i64_171 = arith.constant 6 : i64
        %c32_i64_172 = arith.constant 32 : i64
        scf.for %arg14 = %189 to %c6_i64_171 step %c32_i64_172  : i64 {
          %cst_173 = arith.constant -5.000000e-01 : f64
          %190 = llvm.getelementptr %27[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %191 = llvm.load %190 : !llvm.ptr<1> -> f64
          %192 = llvm.getelementptr %29[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %193 = llvm.load %192 : !llvm.ptr<1> -> f64
          %194 = arith.mulf %191, %193 : f64
          %195 = arith.mulf %cst_173, %194 : f64
          %c6_i64_174 = arith.constant 6 : i64
          %196 = arith.muli %arg13, %c6_i64_174 : i64
          %197 = arith.addi %arg14, %196 : i64
          %198 = llvm.getelementptr %34[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %199 = llvm.atomicrmw fadd %198, %195 monotonic : !llvm.ptr<1>, f64
        }
      }
      gpu.barrier
      %thread_id_x_30 = gpu.thread_id  x
      %64 = arith.index_cast %thread_id_x_30 : index to i64
      %c32_i64_31 = arith.constant 32 : i64
      %thread_id_y_32 = gpu.thread_id  y
      %65 = arith.index_cast %thread_id_y_32 : index to i64
      %66 = arith.muli %c32_i64_31, %65 : i64
      %67 = arith.addi %64, %66 : i64
      %c6_i64_33 = arith.constant 6 : i64
      %c64_i64_34 = arith.constant 64 : i64
      scf.for %arg13 = %67 to %c6_i64_33 step %c64_i64_34  : i64 {
        %cst_170 = arith.constant -5.000000e-01 : f64
        %189 = llvm.getelementptr %27[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %190 = llvm.load %189 : !llvm.ptr<1> -> f64
        %191 = llvm.getelementptr %27[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %192 = llvm.load %191 : !llvm.ptr<1> -> f64
        %193 = arith.mulf %190, %192 : f64
        %194 = arith.mulf %cst_170, %193 : f64
        %195 = llvm.getelementptr %35[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %196 = llvm.atomicrmw fadd %195, %194 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_x_35 = gpu.thread_id  x
      %68 = arith.index_cast %thread_id_x_35 : index to i64
      %c32_i64_36 = arith.constant 32 : i64
      %thread_id_y_37 = gpu.thread_id  y
      %69 = arith.index_cast %thread_id_y_37 : index to i64
      %70 = arith.muli %c32_i64_36, %69 : i64
      %71 = arith.addi %68, %70 : i64
      %c6_i64_38 = arith.constant 6 : i64
      %c64_i64_39 = arith.constant 64 : i64
      scf.for %arg13 = %71 to %c6_i64_38 step %c64_i64_39  : i64 {
        %cst_170 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_170, %5 : f64, !llvm.ptr
        %c0_i64_171 = arith.constant 0 : i64
        %c4_i64_172 = arith.constant 4 : i64
        %c1_i64_173 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_171 to %c4_i64_172 step %c1_i64_173  : i64 {
          %193 = llvm.load %5 : !llvm.ptr -> f64
          %c6_i64_175 = arith.constant 6 : i64
          %194 = arith.muli %arg14, %c6_i64_175 : i64
          %195 = arith.addi %arg13, %194 : i64
          %196 = llvm.getelementptr %21[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %197 = llvm.load %196 : !llvm.ptr<1> -> f64
          %198 = arith.addf %193, %197 : f64
          llvm.store %198, %5 : f64, !llvm.ptr
        }
        %cst_174 = arith.constant -5.000000e-01 : f64
        %189 = llvm.load %5 : !llvm.ptr -> f64
        %190 = arith.mulf %cst_174, %189 : f64
        %191 = llvm.getelementptr %36[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %192 = llvm.atomicrmw fadd %191, %190 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_x_40 = gpu.thread_id  x
      %72 = arith.index_cast %thread_id_x_40 : index to i64
      %c32_i64_41 = arith.constant 32 : i64
      %thread_id_y_42 = gpu.thread_id  y
      %73 = arith.index_cast %thread_id_y_42 : index to i64
      %74 = arith.muli %c32_i64_41, %73 : i64
      %75 = arith.addi %72, %74 : i64
      %c0_i64_43 = arith.constant 0 : i64
      %76 = arith.cmpi eq, %75, %c0_i64_43 : i64
      scf.if %76 {
        %cst_170 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_170, %6 : f64, !llvm.ptr
        %c0_i64_171 = arith.constant 0 : i64
        %c6_i64_172 = arith.constant 6 : i64
        %c1_i64_173 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_171 to %c6_i64_172 step %c1_i64_173  : i64 {
          %192 = llvm.load %6 : !llvm.ptr -> f64
          %193 = llvm.getelementptr %27[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %194 = llvm.load %193 : !llvm.ptr<1> -> f64
          %195 = arith.addf %192, %194 : f64
          llvm.store %195, %6 : f64, !llvm.ptr
        }
        %cst_174 = arith.constant -5.000000e-01 : f64
        %189 = llvm.load %6 : !llvm.ptr -> f64
        %190 = arith.mulf %cst_174, %189 : f64
        %191 = llvm.atomicrmw fadd %37, %190 monotonic : !llvm.ptr<1>, f64
      }
      %c270_i64 = arith.constant 270 : i64
      %77 = arith.muli %19, %c270_i64 : i64
      %78 = llvm.getelementptr %arg10[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c30_i64_44 = arith.constant 30 : i64
      %c270_i64_45 = arith.constant 270 : i64
      %79 = arith.muli %19, %c270_i64_45 : i64
      %80 = arith.addi %c30_i64_44, %79 : i64
      %81 = llvm.getelementptr %arg10[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c60_i64_46 = arith.constant 60 : i64
      %c270_i64_47 = arith.constant 270 : i64
      %82 = arith.muli %19, %c270_i64_47 : i64
      %83 = arith.addi %c60_i64_46, %82 : i64
      %84 = llvm.getelementptr %arg10[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c90_i64_48 = arith.constant 90 : i64
      %c270_i64_49 = arith.constant 270 : i64
      %85 = arith.muli %19, %c270_i64_49 : i64
      %86 = arith.addi %c90_i64_48, %85 : i64
      %87 = llvm.getelementptr %arg10[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c120_i64_50 = arith.constant 120 : i64
      %c270_i64_51 = arith.constant 270 : i64
      %88 = arith.muli %19, %c270_i64_51 : i64
      %89 = arith.addi %c120_i64_50, %88 : i64
      %90 = llvm.getelementptr %arg10[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c150_i64_52 = arith.constant 150 : i64
      %c270_i64_53 = arith.constant 270 : i64
      %91 = arith.muli %19, %c270_i64_53 : i64
      %92 = arith.addi %c150_i64_52, %91 : i64
      %93 = llvm.getelementptr %arg10[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c180_i64_54 = arith.constant 180 : i64
      %c270_i64_55 = arith.constant 270 : i64
      %94 = arith.muli %19, %c270_i64_55 : i64
      %95 = arith.addi %c180_i64_54, %94 : i64
      %96 = llvm.getelementptr %arg10[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c210_i64_56 = arith.constant 210 : i64
      %c270_i64_57 = arith.constant 270 : i64
      %97 = arith.muli %19, %c270_i64_57 : i64
      %98 = arith.addi %c210_i64_56, %97 : i64
      %99 = llvm.getelementptr %arg10[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c240_i64_58 = arith.constant 240 : i64
      %c270_i64_59 = arith.constant 270 : i64
      %100 = arith.muli %19, %c270_i64_59 : i64
      %101 = arith.addi %c240_i64_58, %100 : i64
      %102 = llvm.getelementptr %arg10[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_60 = gpu.thread_id  x
      %103 = arith.index_cast %thread_id_x_60 : index to i64
      %c32_i64_61 = arith.constant 32 : i64
      %thread_id_y_62 = gpu.thread_id  y
      %104 = arith.index_cast %thread_id_y_62 : index to i64
      %105 = arith.muli %c32_i64_61, %104 : i64
      %106 = arith.addi %103, %105 : i64
      %c0_i64_63 = arith.constant 0 : i64
      %107 = arith.cmpi eq, %106, %c0_i64_63 : i64
      scf.if %107 {
        %cst_170 = arith.constant -5.000000e-01 : f64
        %189 = llvm.load %25 : !llvm.ptr<1> -> f64
        %190 = arith.mulf %cst_170, %189 : f64
        %191 = llvm.atomicrmw xchg %78, %190 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_x_64 = gpu.thread_id  x
      %108 = arith.index_cast %thread_id_x_64 : index to i64
      %c32_i64_65 = arith.constant 32 : i64
      %thread_id_y_66 = gpu.thread_id  y
      %109 = arith.index_cast %thread_id_y_66 : index to i64
      %110 = arith.muli %c32_i64_65, %109 : i64
      %111 = arith.addi %108, %110 : i64
      %c6_i64_67 = arith.constant 6 : i64
      %c64_i64_68 = arith.constant 64 : i64
      scf.for %arg13 = %111 to %c6_i64_67 step %c64_i64_68  : i64 {
        %cst_170 = arith.constant -5.000000e-01 : f64
        %189 = llvm.getelementptr %27[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %190 = llvm.load %189 : !llvm.ptr<1> -> f64
        %191 = arith.mulf %cst_170, %190 : f64
        %192 = llvm.getelementptr %81[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %193 = llvm.atomicrmw xchg %192, %191 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_y_69 = gpu.thread_id  y
      %112 = arith.index_cast %thread_id_y_69 : index to i64
      %c6_i64_70 = arith.constant 6 : i64
      %c2_i64_71 = arith.constant 2 : i64
      scf.for %arg13 = %112 to %c6_i64_70 step %c2_i64_71  : i64 {
        %thread_id_x_170 = gpu.thread_id  x
        %189 = arith.index_cast %thread_id_x_170 : index to i64
        %c4_i64_171 = arith.constant 4 : i64
        %c32_i64_172 = arith.constant 32 : i64
        scf.for %arg14 = %189 to %c4_i64_171 step %c32_i64_172  : i64 {
          %cst_173 = arith.constant -5.000000e-01 : f64
          %c6_i64_174 = arith.constant 6 : i64
          %190 = arith.muli %arg14, %c6_i64_174 : i64
          %191 = arith.addi %arg13, %190 : i64
          %192 = llvm.getelementptr %21[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %193 = llvm.load %192 : !llvm.ptr<1> -> f64
          %194 = arith.mulf %cst_173, %193 : f64
          %c4_i64_175 = arith.constant 4 : i64
          %195 = arith.muli %arg13, %c4_i64_175 : i64
          %196 = arith.addi %arg14, %195 : i64
          %197 = llvm.getelementptr %84[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %198 = llvm.atomicrmw xchg %197, %194 monotonic : !llvm.ptr<1>, f64
        }
      }
      gpu.barrier
      %thread_id_x_72 = gpu.thread_id  x
      %113 = arith.index_cast %thread_id_x_72 : index to i64
      %c5_i64_73 = arith.constant 5 : i64
      %114 = arith.minsi %113, %c5_i64_73 : i64
      %thread_id_y_74 = gpu.thread_id  y
      %115 = arith.index_cast %thread_id_y_74 : index to i64
      %c4_i64_75 = arith.constant 4 : i64
      %116 = arith.minsi %115, %c4_i64_75 : i64
      %thread_id_y_76 = gpu.thread_id  y
      %117 = arith.index_cast %thread_id_y_76 : index to i64
      %c2_i64_77 = arith.constant 2 : i64
      %118 = arith.addi %117, %c2_i64_77 : i64
      %c4_i64_78 = arith.constant 4 : i64
      %119 = arith.minsi %118, %c4_i64_78 : i64
      %thread_id_y_79 = gpu.thread_id  y
      %120 = arith.index_cast %thread_id_y_79 : index to i64
      %c4_i64_80 = arith.constant 4 : i64
      %121 = arith.addi %120, %c4_i64_80 : i64
      %c4_i64_81 = arith.constant 4 : i64
      %122 = arith.minsi %121, %c4_i64_81 : i64
      %cst_82 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_82, %7 : f64, !llvm.ptr
      %cst_83 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_83, %8 : f64, !llvm.ptr
      %cst_84 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_84, %9 : f64, !llvm.ptr
      %c0_i64_85 = arith.constant 0 : i64
      %c4_i64_86 = arith.constant 4 : i64
      %c1_i64_87 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_85 to %c4_i64_86 step %c1_i64_87  : i64 {
        %c6_i64_170 = arith.constant 6 : i64
        %189 = arith.muli %arg13, %c6_i64_170 : i64
        %190 = arith.addi %114, %189 : i64
        %191 = llvm.getelementptr %21[%190] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %192 = llvm.load %191 : !llvm.ptr<1> -> f64
        %c4_i64_171 = arith.constant 4 : i64
        %193 = arith.muli %116, %c4_i64_171 : i64
        %194 = arith.addi %arg13, %193 : i64
        %195 = llvm.getelementptr %arg2[%194] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %196 = llvm.load %195 : !llvm.ptr<1> -> f64
        %c4_i64_172 = arith.constant 4 : i64
        %197 = arith.muli %119, %c4_i64_172 : i64
        %198 = arith.addi %arg13, %197 : i64
        %199 = llvm.getelementptr %arg2[%198] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %200 = llvm.load %199 : !llvm.ptr<1> -> f64
        %c4_i64_173 = arith.constant 4 : i64
        %201 = arith.muli %122, %c4_i64_173 : i64
        %202 = arith.addi %arg13, %201 : i64
        %203 = llvm.getelementptr %arg2[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %204 = llvm.load %203 : !llvm.ptr<1> -> f64
        %205 = llvm.load %7 : !llvm.ptr -> f64
        %206 = arith.mulf %192, %196 : f64
        %207 = arith.addf %205, %206 : f64
        llvm.store %207, %7 : f64, !llvm.ptr
        %208 = llvm.load %8 : !llvm.ptr -> f64
        %209 = arith.mulf %192, %200 : f64
        %210 = arith.addf %208, %209 : f64
        llvm.store %210, %8 : f64, !llvm.ptr
        %211 = llvm.load %9 : !llvm.ptr -> f64
        %212 = arith.mulf %192, %204 : f64
        %213 = arith.addf %211, %212 : f64
        llvm.store %213, %9 : f64, !llvm.ptr
      }
      %c6_i64_88 = arith.constant 6 : i64
      %123 = arith.cmpi slt, %113, %c6_i64_88 : i64
      scf.if %123 {
        %c5_i64_170 = arith.constant 5 : i64
        %189 = arith.cmpi slt, %115, %c5_i64_170 : i64
        scf.if %189 {
          %cst_173 = arith.constant -5.000000e-01 : f64
          %192 = llvm.load %7 : !llvm.ptr -> f64
          %193 = arith.mulf %cst_173, %192 : f64
          %c6_i64_174 = arith.constant 6 : i64
          %194 = arith.muli %115, %c6_i64_174 : i64
          %195 = arith.addi %113, %194 : i64
          %196 = llvm.getelementptr %87[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %197 = llvm.atomicrmw xchg %196, %193 monotonic : !llvm.ptr<1>, f64
        }
        %c5_i64_171 = arith.constant 5 : i64
        %190 = arith.cmpi slt, %118, %c5_i64_171 : i64
        scf.if %190 {
          %cst_173 = arith.constant -5.000000e-01 : f64
          %192 = llvm.load %8 : !llvm.ptr -> f64
          %193 = arith.mulf %cst_173, %192 : f64
          %c6_i64_174 = arith.constant 6 : i64
          %194 = arith.muli %118, %c6_i64_174 : i64
          %195 = arith.addi %113, %194 : i64
          %196 = llvm.getelementptr %87[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %197 = llvm.atomicrmw xchg %196, %193 monotonic : !llvm.ptr<1>, f64
        }
        %c5_i64_172 = arith.constant 5 : i64
        %191 = arith.cmpi slt, %121, %c5_i64_172 : i64
        scf.if %191 {
          %cst_173 = arith.constant -5.000000e-01 : f64
          %192 = llvm.load %9 : !llvm.ptr -> f64
          %193 = arith.mulf %cst_173, %192 : f64
          %c6_i64_174 = arith.constant 6 : i64
          %194 = arith.muli %121, %c6_i64_174 : i64
          %195 = arith.addi %113, %194 : i64
          %196 = llvm.getelementptr %87[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %197 = llvm.atomicrmw xchg %196, %193 monotonic : !llvm.ptr<1>, f64
        }
      }
      gpu.barrier
      %thread_id_x_89 = gpu.thread_id  x
      %124 = arith.index_cast %thread_id_x_89 : index to i64
      %c32_i64_90 = arith.constant 32 : i64
      %thread_id_y_91 = gpu.thread_id  y
      %125 = arith.index_cast %thread_id_y_91 : index to i64
      %126 = arith.muli %c32_i64_90, %125 : i64
      %127 = arith.addi %124, %126 : i64
      %c6_i64_92 = arith.constant 6 : i64
      %c64_i64_93 = arith.constant 64 : i64
      scf.for %arg13 = %127 to %c6_i64_92 step %c64_i64_93  : i64 {
        %cst_170 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_170, %10 : f64, !llvm.ptr
        %c0_i64_171 = arith.constant 0 : i64
        %c4_i64_172 = arith.constant 4 : i64
        %c1_i64_173 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_171 to %c4_i64_172 step %c1_i64_173  : i64 {
          %193 = llvm.load %10 : !llvm.ptr -> f64
          %c6_i64_175 = arith.constant 6 : i64
          %194 = arith.muli %arg14, %c6_i64_175 : i64
          %195 = arith.addi %arg13, %194 : i64
          %196 = llvm.getelementptr %21[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %197 = llvm.load %196 : !llvm.ptr<1> -> f64
          %198 = llvm.getelementptr %23[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %199 = llvm.load %198 : !llvm.ptr<1> -> f64
          %200 = arith.mulf %197, %199 : f64
          %201 = arith.addf %193, %200 : f64
          llvm.store %201, %10 : f64, !llvm.ptr
        }
        %cst_174 = arith.constant -5.000000e-01 : f64
        %189 = llvm.load %10 : !llvm.ptr -> f64
        %190 = arith.mulf %cst_174, %189 : f64
        %191 = llvm.getelementptr %90[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %192 = llvm.atomicrmw xchg %191, %190 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_y_94 = gpu.thread_id  y
      %128 = arith.index_cast %thread_id_y_94 : index to i64
      %c5_i64_95 = arith.constant 5 : i64
      %c2_i64_96 = arith.constant 2 : i64
      scf.for %arg13 = %128 to %c5_i64_95 step %c2_i64_96  : i64 {
        %thread_id_x_170 = gpu.thread_id  x
        %189 = arith.index_cast %thread_id_x_170 : index to i64
        %c6_i64_171 = arith.constant 6 : i64
        %c32_i64_172 = arith.constant 32 : i64
        scf.for %arg14 = %189 to %c6_i64_171 step %c32_i64_172  : i64 {
          %cst_173 = arith.constant -5.000000e-01 : f64
          %190 = llvm.getelementptr %27[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %191 = llvm.load %190 : !llvm.ptr<1> -> f64
          %192 = llvm.getelementptr %29[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %193 = llvm.load %192 : !llvm.ptr<1> -> f64
          %194 = arith.mulf %191, %193 : f64
          %195 = arith.mulf %cst_173, %194 : f64
          %c6_i64_174 = arith.constant 6 : i64
          %196 = arith.muli %arg13, %c6_i64_174 : i64
          %197 = arith.addi %arg14, %196 : i64
          %198 = llvm.getelementptr %93[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %199 = llvm.atomicrmw xchg %198, %195 monotonic : !llvm.ptr<1>, f64
        }
      }
      gpu.barrier
      %thread_id_x_97 = gpu.thread_id  x
      %129 = arith.index_cast %thread_id_x_97 : index to i64
      %c32_i64_98 = arith.constant 32 : i64
      %thread_id_y_99 = gpu.thread_id  y
      %130 = arith.index_cast %thread_id_y_99 : index to i64
      %131 = arith.muli %c32_i64_98, %130 : i64
      %132 = arith.addi %129, %131 : i64
      %c6_i64_100 = arith.constant 6 : i64
      %c64_i64_101 = arith.constant 64 : i64
      scf.for %arg13 = %132 to %c6_i64_100 step %c64_i64_101  : i64 {
        %cst_170 = arith.constant -5.000000e-01 : f64
        %189 = llvm.getelementptr %27[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %190 = llvm.load %189 : !llvm.ptr<1> -> f64
        %191 = llvm.getelementptr %27[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %192 = llvm.load %191 : !llvm.ptr<1> -> f64
        %193 = arith.mulf %190, %192 : f64
        %194 = arith.mulf %cst_170, %193 : f64
        %195 = llvm.getelementptr %96[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %196 = llvm.atomicrmw xchg %195, %194 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_x_102 = gpu.thread_id  x
      %133 = arith.index_cast %thread_id_x_102 : index to i64
      %c32_i64_103 = arith.constant 32 : i64
      %thread_id_y_104 = gpu.thread_id  y
      %134 = arith.index_cast %thread_id_y_104 : index to i64
      %135 = arith.muli %c32_i64_103, %134 : i64
      %136 = arith.addi %133, %135 : i64
      %c6_i64_105 = arith.constant 6 : i64
      %c64_i64_106 = arith.constant 64 : i64
      scf.for %arg13 = %136 to %c6_i64_105 step %c64_i64_106  : i64 {
        %cst_170 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_170, %11 : f64, !llvm.ptr
        %c0_i64_171 = arith.constant 0 : i64
        %c4_i64_172 = arith.constant 4 : i64
        %c1_i64_173 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_171 to %c4_i64_172 step %c1_i64_173  : i64 {
          %193 = llvm.load %11 : !llvm.ptr -> f64
          %c6_i64_175 = arith.constant 6 : i64
          %194 = arith.muli %arg14, %c6_i64_175 : i64
          %195 = arith.addi %arg13, %194 : i64
          %196 = llvm.getelementptr %21[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %197 = llvm.load %196 : !llvm.ptr<1> -> f64
          %198 = arith.addf %193, %197 : f64
          llvm.store %198, %11 : f64, !llvm.ptr
        }
        %cst_174 = arith.constant -5.000000e-01 : f64
        %189 = llvm.load %11 : !llvm.ptr -> f64
        %190 = arith.mulf %cst_174, %189 : f64
        %191 = llvm.getelementptr %99[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %192 = llvm.atomicrmw xchg %191, %190 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_x_107 = gpu.thread_id  x
      %137 = arith.index_cast %thread_id_x_107 : index to i64
      %c32_i64_108 = arith.constant 32 : i64
      %thread_id_y_109 = gpu.thread_id  y
      %138 = arith.index_cast %thread_id_y_109 : index to i64
      %139 = arith.muli %c32_i64_108, %138 : i64
      %140 = arith.addi %137, %139 : i64
      %c0_i64_110 = arith.constant 0 : i64
      %141 = arith.cmpi eq, %140, %c0_i64_110 : i64
      scf.if %141 {
        %cst_170 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_170, %12 : f64, !llvm.ptr
        %c0_i64_171 = arith.constant 0 : i64
        %c6_i64_172 = arith.constant 6 : i64
        %c1_i64_173 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_171 to %c6_i64_172 step %c1_i64_173  : i64 {
          %192 = llvm.load %12 : !llvm.ptr -> f64
          %193 = llvm.getelementptr %27[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %194 = llvm.load %193 : !llvm.ptr<1> -> f64
          %195 = arith.addf %192, %194 : f64
          llvm.store %195, %12 : f64, !llvm.ptr
        }
        %cst_174 = arith.constant -5.000000e-01 : f64
        %189 = llvm.load %12 : !llvm.ptr -> f64
        %190 = arith.mulf %cst_174, %189 : f64
        %191 = llvm.atomicrmw xchg %102, %190 monotonic : !llvm.ptr<1>, f64
      }
      %c30_i64_111 = arith.constant 30 : i64
      %142 = llvm.getelementptr %arg12[%c30_i64_111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c60_i64_112 = arith.constant 60 : i64
      %143 = llvm.getelementptr %arg12[%c60_i64_112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c90_i64_113 = arith.constant 90 : i64
      %144 = llvm.getelementptr %arg12[%c90_i64_113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c120_i64_114 = arith.constant 120 : i64
      %145 = llvm.getelementptr %arg12[%c120_i64_114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c150_i64_115 = arith.constant 150 : i64
      %146 = llvm.getelementptr %arg12[%c150_i64_115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c180_i64_116 = arith.constant 180 : i64
      %147 = llvm.getelementptr %arg12[%c180_i64_116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c210_i64_117 = arith.constant 210 : i64
      %148 = llvm.getelementptr %arg12[%c210_i64_117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c240_i64_118 = arith.constant 240 : i64
      %149 = llvm.getelementptr %arg12[%c240_i64_118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_119 = gpu.thread_id  x
      %150 = arith.index_cast %thread_id_x_119 : index to i64
      %c32_i64_120 = arith.constant 32 : i64
      %thread_id_y_121 = gpu.thread_id  y
      %151 = arith.index_cast %thread_id_y_121 : index to i64
      %152 = arith.muli %c32_i64_120, %151 : i64
      %153 = arith.addi %150, %152 : i64
      %c0_i64_122 = arith.constant 0 : i64
      %154 = arith.cmpi eq, %153, %c0_i64_122 : i64
      scf.if %154 {
        %cst_170 = arith.constant 5.000000e-01 : f64
        %189 = llvm.load %arg3 : !llvm.ptr<1> -> f64
        %190 = arith.mulf %cst_170, %189 : f64
        %191 = llvm.load %arg12 : !llvm.ptr<1> -> i64
        %192 = scf.while (%arg13 = %191) : (i64) -> i64 {
          %193 = arith.bitcast %arg13 : i64 to f64
          %cst_171 = arith.constant 1.250000e+00 : f64
          %194 = arith.mulf %cst_171, %193 : f64
          %195 = arith.addf %190, %194 : f64
          %196 = arith.bitcast %195 : f64 to i64
          %197 = llvm.cmpxchg %arg12, %arg13, %196 monotonic monotonic : !llvm.ptr<1>, i64
          %198 = llvm.extractvalue %197[0] : !llvm.struct<(i64, i1)> 
          %199 = llvm.extractvalue %197[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %200 = arith.xori %199, %true : i1
          scf.condition(%200) %198 : i64
        } do {
        ^bb0(%arg13: i64):
          scf.yield %arg13 : i64
        }
      }
      gpu.barrier
      %thread_id_x_123 = gpu.thread_id  x
      %155 = arith.index_cast %thread_id_x_123 : index to i64
      %c32_i64_124 = arith.constant 32 : i64
      %thread_id_y_125 = gpu.thread_id  y
      %156 = arith.index_cast %thread_id_y_125 : index to i64
      %157 = arith.muli %c32_i64_124, %156 : i64
      %158 = arith.addi %155, %157 : i64
      %c6_i64_126 = arith.constant 6 : i64
      %c64_i64_127 = arith.constant 64 : i64
      scf.for %arg13 = %158 to %c6_i64_126 step %c64_i64_127  : i64 {
        %cst_170 = arith.constant 5.000000e-01 : f64
        %189 = llvm.getelementptr %arg5[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %190 = llvm.load %189 : !llvm.ptr<1> -> f64
        %191 = arith.mulf %cst_170, %190 : f64
        %192 = llvm.getelementptr %142[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %193 = llvm.load %192 : !llvm.ptr<1> -> i64
        %194 = scf.while (%arg14 = %193) : (i64) -> i64 {
          %195 = arith.bitcast %arg14 : i64 to f64
          %cst_171 = arith.constant 1.250000e+00 : f64
          %196 = arith.mulf %cst_171, %195 : f64
          %197 = arith.addf %191, %196 : f64
          %198 = arith.bitcast %197 : f64 to i64
          %199 = llvm.cmpxchg %192, %arg14, %198 monotonic monotonic : !llvm.ptr<1>, i64
          %200 = llvm.extractvalue %199[0] : !llvm.struct<(i64, i1)> 
          %201 = llvm.extractvalue %199[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %202 = arith.xori %201, %true : i1
          scf.condition(%202) %200 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_y_128 = gpu.thread_id  y
      %159 = arith.index_cast %thread_id_y_128 : index to i64
      %c6_i64_129 = arith.constant 6 : i64
      %c2_i64_130 = arith.constant 2 : i64
      scf.for %arg13 = %159 to %c6_i64_129 step %c2_i64_130  : i64 {
        %thread_id_x_170 = gpu.thread_id  x
        %189 = arith.index_cast %thread_id_x_170 : index to i64
        %c4_i64_171 = arith.constant 4 : i64
        %c32_i64_172 = arith.constant 32 : i64
        scf.for %arg14 = %189 to %c4_i64_171 step %c32_i64_172  : i64 {
          %cst_173 = arith.constant 5.000000e-01 : f64
          %c6_i64_174 = arith.constant 6 : i64
          %190 = arith.muli %arg14, %c6_i64_174 : i64
          %191 = arith.addi %arg13, %190 : i64
          %192 = llvm.getelementptr %arg0[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %193 = llvm.load %192 : !llvm.ptr<1> -> f64
          %194 = arith.mulf %cst_173, %193 : f64
          %c4_i64_175 = arith.constant 4 : i64
          %195 = arith.muli %arg13, %c4_i64_175 : i64
          %196 = arith.addi %arg14, %195 : i64
          %197 = llvm.getelementptr %143[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %198 = llvm.load %197 : !llvm.ptr<1> -> i64
          %199 = scf.while (%arg15 = %198) : (i64) -> i64 {
            %200 = arith.bitcast %arg15 : i64 to f64
            %cst_176 = arith.constant 1.250000e+00 : f64
            %201 = arith.mulf %cst_176, %200 : f64
            %202 = arith.addf %194, %201 : f64
            %203 = arith.bitcast %202 : f64 to i64
            %204 = llvm.cmpxchg %197, %arg15, %203 monotonic monotonic : !llvm.ptr<1>, i64
            %205 = llvm.extractvalue %204[0] : !llvm.struct<(i64, i1)> 
            %206 = llvm.extractvalue %204[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %207 = arith.xori %206, %true : i1
            scf.condition(%207) %205 : i64
          } do {
          ^bb0(%arg15: i64):
            scf.yield %arg15 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_131 = gpu.thread_id  x
      %160 = arith.index_cast %thread_id_x_131 : index to i64
      %c5_i64_132 = arith.constant 5 : i64
      %161 = arith.minsi %160, %c5_i64_132 : i64
      %thread_id_y_133 = gpu.thread_id  y
      %162 = arith.index_cast %thread_id_y_133 : index to i64
      %c4_i64_134 = arith.constant 4 : i64
      %163 = arith.minsi %162, %c4_i64_134 : i64
      %thread_id_y_135 = gpu.thread_id  y
      %164 = arith.index_cast %thread_id_y_135 : index to i64
      %c2_i64_136 = arith.constant 2 : i64
      %165 = arith.addi %164, %c2_i64_136 : i64
      %c4_i64_137 = arith.constant 4 : i64
      %166 = arith.minsi %165, %c4_i64_137 : i64
      %thread_id_y_138 = gpu.thread_id  y
      %167 = arith.index_cast %thread_id_y_138 : index to i64
      %c4_i64_139 = arith.constant 4 : i64
      %168 = arith.addi %167, %c4_i64_139 : i64
      %c4_i64_140 = arith.constant 4 : i64
      %169 = arith.minsi %168, %c4_i64_140 : i64
      %cst_141 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_141, %13 : f64, !llvm.ptr
      %cst_142 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_142, %14 : f64, !llvm.ptr
      %cst_143 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_143, %15 : f64, !llvm.ptr
      %c0_i64_144 = arith.constant 0 : i64
      %c4_i64_145 = arith.constant 4 : i64
      %c1_i64_146 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_144 to %c4_i64_145 step %c1_i64_146  : i64 {
        %c6_i64_170 = arith.constant 6 : i64
        %189 = arith.muli %arg13, %c6_i64_170 : i64
        %190 = arith.addi %161, %189 : i64
        %191 = llvm.getelementptr %arg0[%190] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %192 = llvm.load %191 : !llvm.ptr<1> -> f64
        %c4_i64_171 = arith.constant 4 : i64
        %193 = arith.muli %163, %c4_i64_171 : i64
        %194 = arith.addi %arg13, %193 : i64
        %195 = llvm.getelementptr %arg2[%194] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %196 = llvm.load %195 : !llvm.ptr<1> -> f64
        %c4_i64_172 = arith.constant 4 : i64
        %197 = arith.muli %166, %c4_i64_172 : i64
        %198 = arith.addi %arg13, %197 : i64
        %199 = llvm.getelementptr %arg2[%198] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %200 = llvm.load %199 : !llvm.ptr<1> -> f64
        %c4_i64_173 = arith.constant 4 : i64
        %201 = arith.muli %169, %c4_i64_173 : i64
        %202 = arith.addi %arg13, %201 : i64
        %203 = llvm.getelementptr %arg2[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %204 = llvm.load %203 : !llvm.ptr<1> -> f64
        %205 = llvm.load %13 : !llvm.ptr -> f64
        %206 = arith.mulf %192, %196 : f64
        %207 = arith.addf %205, %206 : f64
        llvm.store %207, %13 : f64, !llvm.ptr
        %208 = llvm.load %14 : !llvm.ptr -> f64
        %209 = arith.mulf %192, %200 : f64
        %210 = arith.addf %208, %209 : f64
        llvm.store %210, %14 : f64, !llvm.ptr
        %211 = llvm.load %15 : !llvm.ptr -> f64
        %212 = arith.mulf %192, %204 : f64
        %213 = arith.addf %211, %212 : f64
        llvm.store %213, %15 : f64, !llvm.ptr
      }
      %c6_i64_147 = arith.constant 6 : i64
      %170 = arith.cmpi slt, %160, %c6_i64_147 : i64
      scf.if %170 {
        %c5_i64_170 = arith.constant 5 : i64
        %189 = arith.cmpi slt, %162, %c5_i64_170 : i64
        scf.if %189 {
          %cst_173 = arith.constant 5.000000e-01 : f64
          %192 = llvm.load %13 : !llvm.ptr -> f64
          %193 = arith.mulf %cst_173, %192 : f64
          %c6_i64_174 = arith.constant 6 : i64
          %194 = arith.muli %162, %c6_i64_174 : i64
          %195 = arith.addi %160, %194 : i64
          %196 = llvm.getelementptr %144[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %197 = llvm.load %196 : !llvm.ptr<1> -> i64
          %198 = scf.while (%arg13 = %197) : (i64) -> i64 {
            %199 = arith.bitcast %arg13 : i64 to f64
            %cst_175 = arith.constant 1.250000e+00 : f64
            %200 = arith.mulf %cst_175, %199 : f64
            %201 = arith.addf %193, %200 : f64
            %202 = arith.bitcast %201 : f64 to i64
            %203 = llvm.cmpxchg %196, %arg13, %202 monotonic monotonic : !llvm.ptr<1>, i64
            %204 = llvm.extractvalue %203[0] : !llvm.struct<(i64, i1)> 
            %205 = llvm.extractvalue %203[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %206 = arith.xori %205, %true : i1
            scf.condition(%206) %204 : i64
          } do {
          ^bb0(%arg13: i64):
            scf.yield %arg13 : i64
          }
        }
        %c5_i64_171 = arith.constant 5 : i64
        %190 = arith.cmpi slt, %165, %c5_i64_171 : i64
        scf.if %190 {
          %cst_173 = arith.constant 5.000000e-01 : f64
          %192 = llvm.load %14 : !llvm.ptr -> f64
          %193 = arith.mulf %cst_173, %192 : f64
          %c6_i64_174 = arith.constant 6 : i64
          %194 = arith.muli %165, %c6_i64_174 : i64
          %195 = arith.addi %160, %194 : i64
          %196 = llvm.getelementptr %144[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %197 = llvm.load %196 : !llvm.ptr<1> -> i64
          %198 = scf.while (%arg13 = %197) : (i64) -> i64 {
            %199 = arith.bitcast %arg13 : i64 to f64
            %cst_175 = arith.constant 1.250000e+00 : f64
            %200 = arith.mulf %cst_175, %199 : f64
            %201 = arith.addf %193, %200 : f64
            %202 = arith.bitcast %201 : f64 to i64
            %203 = llvm.cmpxchg %196, %arg13, %202 monotonic monotonic : !llvm.ptr<1>, i64
            %204 = llvm.extractvalue %203[0] : !llvm.struct<(i64, i1)> 
            %205 = llvm.extractvalue %203[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %206 = arith.xori %205, %true : i1
            scf.condition(%206) %204 : i64
          } do {
          ^bb0(%arg13: i64):
            scf.yield %arg13 : i64
          }
        }
        %c5_i64_172 = arith.constant 5 : i64
        %191 = arith.cmpi slt, %168, %c5_i64_172 : i64
        scf.if %191 {
          %cst_173 = arith.constant 5.000000e-01 : f64
          %192 = llvm.load %15 : !llvm.ptr -> f64
          %193 = arith.mulf %cst_173, %192 : f64
          %c6_i64_174 = arith.constant 6 : i64
          %194 = arith.muli %168, %c6_i64_174 : i64
          %195 = arith.addi %160, %194 : i64
          %196 = llvm.getelementptr %144[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %197 = llvm.load %196 : !llvm.ptr<1> -> i64
          %198 = scf.while (%arg13 = %197) : (i64) -> i64 {
            %199 = arith.bitcast %arg13 : i64 to f64
            %cst_175 = arith.constant 1.250000e+00 : f64
            %200 = arith.mulf %cst_175, %199 : f64
            %201 = arith.addf %193, %200 : f64
            %202 = arith.bitcast %201 : f64 to i64
            %203 = llvm.cmpxchg %196, %arg13, %202 monotonic monotonic : !llvm.ptr<1>, i64
            %204 = llvm.extractvalue %203[0] : !llvm.struct<(i64, i1)> 
            %205 = llvm.extractvalue %203[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %206 = arith.xori %205, %true : i1
            scf.condition(%206) %204 : i64
          } do {
          ^bb0(%arg13: i64):
            scf.yield %arg13 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_148 = gpu.thread_id  x
      %171 = arith.index_cast %thread_id_x_148 : index to i64
      %c32_i64_149 = arith.constant 32 : i64
      %thread_id_y_150 = gpu.thread_id  y
      %172 = arith.index_cast %thread_id_y_150 : index to i64
      %173 = arith.muli %c32_i64_149, %172 : i64
      %174 = arith.addi %171, %173 : i64
      %c6_i64_151 = arith.constant 6 : i64
      %c64_i64_152 = arith.constant 64 : i64
      scf.for %arg13 = %174 to %c6_i64_151 step %c64_i64_152  : i64 {
        %cst_170 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_170, %16 : f64, !llvm.ptr
        %c0_i64_171 = arith.constant 0 : i64
        %c4_i64_172 = arith.constant 4 : i64
        %c1_i64_173 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_171 to %c4_i64_172 step %c1_i64_173  : i64 {
          %194 = llvm.load %16 : !llvm.ptr -> f64
          %c6_i64_175 = arith.constant 6 : i64
          %195 = arith.muli %arg14, %c6_i64_175 : i64
          %196 = arith.addi %arg13, %195 : i64
          %197 = llvm.getelementptr %arg0[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %198 = llvm.load %197 : !llvm.ptr<1> -> f64
          %199 = llvm.getelementptr %arg3[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %200 = llvm.load %199 : !llvm.ptr<1> -> f64
          %201 = arith.mulf %198, %200 : f64
          %202 = arith.addf %194, %201 : f64
          llvm.store %202, %16 : f64, !llvm.ptr
        }
        %cst_174 = arith.constant 5.000000e-01 : f64
        %189 = llvm.load %16 : !llvm.ptr -> f64
        %190 = arith.mulf %cst_174, %189 : f64
        %191 = llvm.getelementptr %145[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %192 = llvm.load %191 : !llvm.ptr<1> -> i64
        %193 = scf.while (%arg14 = %192) : (i64) -> i64 {
          %194 = arith.bitcast %arg14 : i64 to f64
          %cst_175 = arith.constant 1.250000e+00 : f64
          %195 = arith.mulf %cst_175, %194 : f64
          %196 = arith.addf %190, %195 : f64
          %197 = arith.bitcast %196 : f64 to i64
          %198 = llvm.cmpxchg %191, %arg14, %197 monotonic monotonic : !llvm.ptr<1>, i64
          %199 = llvm.extractvalue %198[0] : !llvm.struct<(i64, i1)> 
          %200 = llvm.extractvalue %198[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %201 = arith.xori %200, %true : i1
          scf.condition(%201) %199 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_y_153 = gpu.thread_id  y
      %175 = arith.index_cast %thread_id_y_153 : index to i64
      %c5_i64_154 = arith.constant 5 : i64
      %c2_i64_155 = arith.constant 2 : i64
      scf.for %arg13 = %175 to %c5_i64_154 step %c2_i64_155  : i64 {
        %thread_id_x_170 = gpu.thread_id  x
        %189 = arith.index_cast %thread_id_x_170 : index to i64
        %c6_i64_171 = arith.constant 6 : i64
        %c32_i64_172 = arith.constant 32 : i64
        scf.for %arg14 = %189 to %c6_i64_171 step %c32_i64_172  : i64 {
          %cst_173 = arith.constant 5.000000e-01 : f64
          %190 = llvm.getelementptr %arg5[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %191 = llvm.load %190 : !llvm.ptr<1> -> f64
          %192 = llvm.getelementptr %arg7[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %193 = llvm.load %192 : !llvm.ptr<1> -> f64
          %194 = arith.mulf %191, %193 : f64
          %195 = arith.mulf %cst_173, %194 : f64
          %c6_i64_174 = arith.constant 6 : i64
          %196 = arith.muli %arg13, %c6_i64_174 : i64
          %197 = arith.addi %arg14, %196 : i64
          %198 = llvm.getelementptr %146[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %199 = llvm.load %198 : !llvm.ptr<1> -> i64
          %200 = scf.while (%arg15 = %199) : (i64) -> i64 {
            %201 = arith.bitcast %arg15 : i64 to f64
            %cst_175 = arith.constant 1.250000e+00 : f64
            %202 = arith.mulf %cst_175, %201 : f64
            %203 = arith.addf %195, %202 : f64
            %204 = arith.bitcast %203 : f64 to i64
            %205 = llvm.cmpxchg %198, %arg15, %204 monotonic monotonic : !llvm.ptr<1>, i64
            %206 = llvm.extractvalue %205[0] : !llvm.struct<(i64, i1)> 
            %207 = llvm.extractvalue %205[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %208 = arith.xori %207, %true : i1
            scf.condition(%208) %206 : i64
          } do {
          ^bb0(%arg15: i64):
            scf.yield %arg15 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_156 = gpu.thread_id  x
      %176 = arith.index_cast %thread_id_x_156 : index to i64
      %c32_i64_157 = arith.constant 32 : i64
      %thread_id_y_158 = gpu.thread_id  y
      %177 = arith.index_cast %thread_id_y_158 : index to i64
      %178 = arith.muli %c32_i64_157, %177 : i64
      %179 = arith.addi %176, %178 : i64
      %c6_i64_159 = arith.constant 6 : i64
      %c64_i64_160 = arith.constant 64 : i64
      scf.for %arg13 = %179 to %c6_i64_159 step %c64_i64_160  : i64 {
        %cst_170 = arith.constant 5.000000e-01 : f64
        %189 = llvm.getelementptr %arg5[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %190 = llvm.load %189 : !llvm.ptr<1> -> f64
        %191 = llvm.getelementptr %arg5[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %192 = llvm.load %191 : !llvm.ptr<1> -> f64
        %193 = arith.mulf %190, %192 : f64
        %194 = arith.mulf %cst_170, %193 : f64
        %195 = llvm.getelementptr %147[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %196 = llvm.load %195 : !llvm.ptr<1> -> i64
        %197 = scf.while (%arg14 = %196) : (i64) -> i64 {
          %198 = arith.bitcast %arg14 : i64 to f64
          %cst_171 = arith.constant 1.250000e+00 : f64
          %199 = arith.mulf %cst_171, %198 : f64
          %200 = arith.addf %194, %199 : f64
          %201 = arith.bitcast %200 : f64 to i64
          %202 = llvm.cmpxchg %195, %arg14, %201 monotonic monotonic : !llvm.ptr<1>, i64
          %203 = llvm.extractvalue %202[0] : !llvm.struct<(i64, i1)> 
          %204 = llvm.extractvalue %202[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %205 = arith.xori %204, %true : i1
          scf.condition(%205) %203 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_x_161 = gpu.thread_id  x
      %180 = arith.index_cast %thread_id_x_161 : index to i64
      %c32_i64_162 = arith.constant 32 : i64
      %thread_id_y_163 = gpu.thread_id  y
      %181 = arith.index_cast %thread_id_y_163 : index to i64
      %182 = arith.muli %c32_i64_162, %181 : i64
      %183 = arith.addi %180, %182 : i64
      %c6_i64_164 = arith.constant 6 : i64
      %c64_i64_165 = arith.constant 64 : i64
      scf.for %arg13 = %183 to %c6_i64_164 step %c64_i64_165  : i64 {
        %cst_170 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_170, %17 : f64, !llvm.ptr
        %c0_i64_171 = arith.constant 0 : i64
        %c4_i64_172 = arith.constant 4 : i64
        %c1_i64_173 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_171 to %c4_i64_172 step %c1_i64_173  : i64 {
          %194 = llvm.load %17 : !llvm.ptr -> f64
          %c6_i64_175 = arith.constant 6 : i64
          %195 = arith.muli %arg14, %c6_i64_175 : i64
          %196 = arith.addi %arg13, %195 : i64
          %197 = llvm.getelementptr %arg0[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %198 = llvm.load %197 : !llvm.ptr<1> -> f64
          %199 = arith.addf %194, %198 : f64
          llvm.store %199, %17 : f64, !llvm.ptr
        }
        %cst_174 = arith.constant 5.000000e-01 : f64
        %189 = llvm.load %17 : !llvm.ptr -> f64
        %190 = arith.mulf %cst_174, %189 : f64
        %191 = llvm.getelementptr %148[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %192 = llvm.load %191 : !llvm.ptr<1> -> i64
        %193 = scf.while (%arg14 = %192) : (i64) -> i64 {
          %194 = arith.bitcast %arg14 : i64 to f64
          %cst_175 = arith.constant 1.250000e+00 : f64
          %195 = arith.mulf %cst_175, %194 : f64
          %196 = arith.addf %190, %195 : f64
          %197 = arith.bitcast %196 : f64 to i64
          %198 = llvm.cmpxchg %191, %arg14, %197 monotonic monotonic : !llvm.ptr<1>, i64
          %199 = llvm.extractvalue %198[0] : !llvm.struct<(i64, i1)> 
          %200 = llvm.extractvalue %198[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %201 = arith.xori %200, %true : i1
          scf.condition(%201) %199 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_x_166 = gpu.thread_id  x
      %184 = arith.index_cast %thread_id_x_166 : index to i64
      %c32_i64_167 = arith.constant 32 : i64
      %thread_id_y_168 = gpu.thread_id  y
      %185 = arith.index_cast %thread_id_y_168 : index to i64
      %186 = arith.muli %c32_i64_167, %185 : i64
      %187 = arith.addi %184, %186 : i64
      %c0_i64_169 = arith.constant 0 : i64
      %188 = arith.cmpi eq, %187, %c0_i64_169 : i64
      scf.if %188 {
        %cst_170 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_170, %18 : f64, !llvm.ptr
        %c0_i64_171 = arith.constant 0 : i64
        %c6_i64_172 = arith.constant 6 : i64
        %c1_i64_173 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_171 to %c6_i64_172 step %c1_i64_173  : i64 {
          %193 = llvm.load %18 : !llvm.ptr -> f64
          %194 = llvm.getelementptr %arg5[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %195 = llvm.load %194 : !llvm.ptr<1> -> f64
          %196 = arith.addf %193, %195 : f64
          llvm.store %196, %18 : f64, !llvm.ptr
        }
        %cst_174 = arith.constant 5.000000e-01 : f64
        %189 = llvm.load %18 : !llvm.ptr -> f64
        %190 = arith.mulf %cst_174, %189 : f64
        %191 = llvm.load %149 : !llvm.ptr<1> -> i64
        %192 = scf.while (%arg13 = %191) : (i64) -> i64 {
          %193 = arith.bitcast %arg13 : i64 to f64
          %cst_175 = arith.constant 1.250000e+00 : f64
          %194 = arith.mulf %cst_175, %193 : f64
          %195 = arith.addf %190, %194 : f64
          %196 = arith.bitcast %195 : f64 to i64
          %197 = llvm.cmpxchg %149, %arg13, %196 monotonic monotonic : !llvm.ptr<1>, i64
          %198 = llvm.extractvalue %197[0] : !llvm.struct<(i64, i1)> 
          %199 = llvm.extractvalue %197[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %200 = arith.xori %199, %true : i1
          scf.condition(%200) %198 : i64
        } do {
        ^bb0(%arg13: i64):
          scf.yield %arg13 : i64
        }
      }
      gpu.return
    }
  }
}
