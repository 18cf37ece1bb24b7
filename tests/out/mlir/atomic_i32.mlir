module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @atomic_i32(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %4 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %5 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %6 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %7 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %8 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %9 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %10 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %11 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %12 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %13 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %14 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %15 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %16 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %17 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %18 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %19 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %20 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %21 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %22 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %23 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %24 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %25 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %26 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %27 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %28 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %29 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %30 = arith.index_cast %block_id_x : index to i64
      %c24_i64 = arith.constant 24 : i64
      %31 = arith.muli %30, %c24_i64 : i64
      %32 = llvm.getelementptr %arg0[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c4_i64 = arith.constant 4 : i64
      %33 = arith.muli %30, %c4_i64 : i64
      %34 = llvm.getelementptr %arg3[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c4_i64_0 = arith.constant 4 : i64
      %35 = arith.muli %30, %c4_i64_0 : i64
      %36 = llvm.getelementptr %arg3[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c6_i64 = arith.constant 6 : i64
      %37 = arith.muli %30, %c6_i64 : i64
      %38 = llvm.getelementptr %arg5[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c5_i64 = arith.constant 5 : i64
      %39 = arith.muli %30, %c5_i64 : i64
      %40 = llvm.getelementptr %arg7[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c30_i64 = arith.constant 30 : i64
      %41 = llvm.getelementptr %arg9[%c30_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c60_i64 = arith.constant 60 : i64
      %42 = llvm.getelementptr %arg9[%c60_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c90_i64 = arith.constant 90 : i64
      %43 = llvm.getelementptr %arg9[%c90_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c120_i64 = arith.constant 120 : i64
      %44 = llvm.getelementptr %arg9[%c120_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c150_i64 = arith.constant 150 : i64
      %45 = llvm.getelementptr %arg9[%c150_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c180_i64 = arith.constant 180 : i64
      %46 = llvm.getelementptr %arg9[%c180_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c210_i64 = arith.constant 210 : i64
      %47 = llvm.getelementptr %arg9[%c210_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c240_i64 = arith.constant 240 : i64
      %48 = llvm.getelementptr %arg9[%c240_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %thread_id_x = gpu.thread_id  x
      %49 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %50 = arith.index_cast %thread_id_y : index to i64
      %51 = arith.muli %c32_i64, %50 : i64
      %52 = arith.addi %49, %51 : i64
      %c0_i64 = arith.constant 0 : i64
      %53 = arith.cmpi eq, %52, %c0_i64 : i64
      scf.if %53 {
        %c2_i32 = arith.constant 2 : i32
        %200 = llvm.load %36 : !llvm.ptr<1> -> i32
        %201 = arith.muli %c2_i32, %200 : i32
        %202 = llvm.atomicrmw add %arg9, %201 monotonic : !llvm.ptr<1>, i32
      }
      gpu.barrier
      %thread_id_x_1 = gpu.thread_id  x
      %54 = arith.index_cast %thread_id_x_1 : index to i64
      %c32_i64_2 = arith.constant 32 : i64
      %thread_id_y_3 = gpu.thread_id  y
      %55 = arith.index_cast %thread_id_y_3 : index to i64
      %56 = arith.muli %c32_i64_2, %55 : i64
      %57 = arith.addi %54, %56 : i64
      %c6_i64_4 = arith.constant 6 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg13 = %57 to %c6_i64_4 step %c64_i64  : i64 {
        %c2_i32 = arith.constant 2 : i32
        %200 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %201 = llvm.load %200 : !llvm.ptr<1> -> i32
        %202 = arith.muli %c2_i32, %201 : i32
        %203 = llvm.getelementptr %41[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %204 = llvm.atomicrmw add %203, %202 monotonic : !llvm.ptr<1>, i32
      }
      gpu.barrier
      %thread_id_y_5 = gpu.thread_id  y
      %58 = arith.index_cast %thread_id_y_5 : index to i64
      %c6_i64_6 = arith.constant 6 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg13 = %58 to %c6_i64_6 step %c2_i64  : i64 {
        %thread_id_x_170 = gpu.thread_id  x
        %200 = arith.index_cast %thread_id_x_170 : index to i64
        %c4_i64_171 = arith.constant 4 : i64
        %c32_i64_172 = arith.constant 32 : i64
        scf.for %arg14 = %200 to %c4_i64_171 step %c32_i64_172  : i64 {
          %c2_i32 = arith.constant 2 : i32
          %c6_i64_173 = arith.constant 6 : i64
          %201 = arith.muli %arg14, %c6_i64_173 : i64
          %202 = arith.addi %arg13, %201 : i64
          %203 = llvm.getelementptr %32[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %204 = llvm.load %203 : !llvm.ptr<1> -> i32
          %205 = arith.muli %c2_i32, %204 : i32
          %c4_i64_174 = arith.constant 4 : i64
          %206 = arith.muli %arg13, %c4_i64_174 : i64
          %207 = arith.addi %arg14, %206 : i64
          %208 = llvm.getelementptr %42[%207] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %209 = llvm.atomicrmw add %208, %205 monotonic : !llvm.ptr<1>, i32
        }
      }
      gpu.barrier
      %thread_id_x_7 = gpu.thread_id  x
      %59 = arith.index_cast %thread_id_x_7 : index to i64
      %c5_i64_8 = arith.constant 5 : i64
      %60 = arith.minsi %59, %c5_i64_8 : i64
      %thread_id_y_9 = gpu.thread_id  y
      %61 = arith.index_cast %thread_id_y_9 : index to i64
      %c4_i64_10 = arith.constant 4 : i64
      %62 = arith.minsi %61, %c4_i64_10 : i64
      %thread_id_y_11 = gpu.thread_id  y
      %63 = arith.index_cast %thread_id_y_11 : index to i64
      %c2_i64_12 = arith.constant 2 : i64
      %64 = arith.addi %63, %c2_i64_12 : i64
      %c4_i64_13 = arith.constant 4 : i64
      %65 = arith.minsi %64, %c4_i64_13 : i64
      %thread_id_y_14 = gpu.thread_id  y
      %66 = arith.index_cast %thread_id_y_14 : index to i64
      %c4_i64_15 = arith.constant 4 : i64
      %67 = arith.addi %66, %c4_i64_15 : i64
      %c4_i64_16 = arith.constant 4 : i64
      %68 = arith.minsi %67, %c4_i64_16 : i64
      %c0_i32 = arith.constant 0 : i32
      llvm.store %c0_i32, %1 : i32, !llvm.ptr
      %c0_i32_17 = arith.constant 0 : i32
      llvm.store %c0_i32_17, %2 : i32, !llvm.ptr
      %c0_i32_18 = arith.constant 0 : i32
      llvm.store %c0_i32_18, %3 : i32, !llvm.ptr
      %c0_i64_19 = arith.constant 0 : i64
      %c4_i64_20 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_19 to %c4_i64_20 step %c1_i64  : i64 {
        %c6_i64_170 = arith.constant 6 : i64
        %200 = arith.muli %arg13, %c6_i64_170 : i64
        %201 = arith.addi %60, %200 : i64
        %202 = llvm.getelementptr %32[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %203 = llvm.load %202 : !llvm.ptr<1> -> i32
        %c4_i64_171 = arith.constant 4 : i64
        %204 = arith.muli %62, %c4_i64_171 : i64
        %205 = arith.addi %arg13, %204 : i64
        %206 = llvm.getelementptr %arg2[%205] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %207 = llvm.load %206 : !llvm.ptr<1> -> i32
        %c4_i64_172 = arith.constant 4 : i64
        %208 = arith.muli %65, %c4_i64_172 : i64
        %209 = arith.addi %arg13, %208 : i64
        %210 = llvm.getelementptr %arg2[%209] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %211 = llvm.load %210 : !llvm.ptr<1> -> i32
        %c4_i64_173 = arith.constant 4 : i64
        %212 = arith.muli %68, %c4_i64_173 : i64
        %213 = arith.addi %arg13, %212 : i64
        %214 = llvm.getelementptr %arg2[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %215 = llvm.load %214 : !llvm.ptr<1> -> i32
        %216 = llvm.load %1 : !llvm.ptr -> i32
        %217 = arith.muli %203, %207 : i32
        %218 = arith.addi %216, %217 : i32
        llvm.store %218, %1 : i32, !llvm.ptr
        %219 = llvm.load %2 : !llvm.ptr -> i32
        %220 = arith.muli %203, %211 : i32
        %221 = arith.addi %219, %220 : i32
        llvm.store %221, %2 : i32, !llvm.ptr
        %222 = llvm.load %3 : !llvm.ptr -> i32
        %223 = arith.muli %203, %215 : i32
        %224 = arith.addi %222, %223 : i32
        llvm.store %224, %3 : i32, !llvm.ptr
      }
      %c6_i64_21 = arith.constant 6 : i64
      %69 = arith.cmpi slt, %59, %c6_i64_21 : i64
      scf.if %69 {
        %c5_i64_170 = arith.constant 5 : i64
        %200 = arith.cmpi slt, %61, %c5_i64_170 : i64
        scf.if %200 {
          %c2_i32 = arith.constant 2 : i32
          %203 = llvm.load %1 : !llvm.ptr -> i32
          %204 = arith.muli %c2_i32, %203 : i32
          %c6_i64_173 = arith.constant 6 : i64
          %205 = arith.muli %61, %c6_i64_173 : i64
          %206 = arith.addi %59, %205 : i64
          %207 = llvm.getelementptr %43[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %208 = llvm.atomicrmw add %207, %204 monotonic : !llvm.ptr<1>, i32
        }
        %c5_i64_171 = arith.constant 5 : i64
        %201 = arith.cmpi slt, %64, %c5_i64_171 : i64
        scf.if %201 {
          %c2_i32 = arith.constant 2 : i32
          %203 = llvm.load %2 : !llvm.ptr -> i32
          %204 = arith.muli %c2_i32, %203 : i32
          %c6_i64_173 = arith.constant 6 : i64
          %205 = arith.muli %64, %c6_i64_173 : i64
          %206 = arith.addi %59, %205 : i64
          %207 = llvm.getelementptr %43[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %208 = llvm.atomicrmw add %207, %204 monotonic : !llvm.ptr<1>, i32
        }
        %c5_i64_172 = arith.constant 5 : i64
        %202 = arith.cmpi slt, %67, %c5_i64_172 : i64
        scf.if %202 {
          %c2_i32 = arith.constant 2 : i32
          %203 = llvm.load %3 : !llvm.ptr -> i32
          %204 = arith.muli %c2_i32, %203 : i32
          %c6_i64_173 = arith.constant 6 : i64
          %205 = arith.muli %67, %c6_i64_173 : i64
          %206 = arith.addi %59, %205 : i64
          %207 = llvm.getelementptr %43[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %208 = llvm.atomicrmw add %207, %204 monotonic : !llvm.ptr<1>, i32
        }
      }
      gpu.barrier
      %thread_id_x_22 = gpu.thread_id  x
      %70 = arith.index_cast %thread_id_x_22 : index to i64
      %c32_i64_23 = arith.constant 32 : i64
      %thread_id_y_24 = gpu.thread_id  y
      %71 = arith.index_cast %thread_id_y_24 : index to i64
      %72 = arith.muli %c32_i64_23, %71 : i64
      %73 = arith.addi %70, %72 : i64
      %c6_i64_25 = arith.constant 6 : i64
      %c64_i64_26 = arith.constant 64 : i64
      scf.for %arg13 = %73 to %c6_i64_25 step %c64_i64_26  : i64 {
        %c0_i32_170 = arith.constant 0 : i32
        llvm.store %c0_i32_170, %4 : i32, !llvm.ptr
        %c0_i64_171 = arith.constant 0 : i64
        %c4_i64_172 = arith.constant 4 : i64
        %c1_i64_173 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_171 to %c4_i64_172 step %c1_i64_173  : i64 {
          %204 = llvm.load %4 : !llvm.ptr -> i32
          %c6_i64_174 = arith.constant 6 : i64
          %205 = arith.muli %arg14, %c6_i64_174 : i64
          %206 = arith.addi %arg13, %205 : i64
          %207 = llvm.getelementptr %32[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %208 = llvm.load %207 : !llvm.ptr<1> -> i32
          %209 = llvm.getelementptr %34[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %210 = llvm.load %209 : !llvm.ptr<1> -> i32
          %211 = arith.muli %208, %210 : i32
          %212 = arith.addi %204, %211 : i32
          llvm.store %212, %4 : i32, !llvm.ptr
        }
        %c2_i32 = arith.constant 2 : i32
        %200 = llvm.load %4 : !llvm.ptr -> i32
        %201 = arith.muli %c2_i32, %200 : i32
        %202 = llvm.getelementptr %44[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %203 = llvm.atomicrmw add %202, %201 monotonic : !llvm.ptr<1>, i32
      }
      gpu.barrier
      %thread_id_y_27 = gpu.thread_id  y
      %74 = arith.index_cast %thread_id_y_27 : index to i64
      %c5_i64_28 = arith.constant 5 : i64
      %c2_i64_29 = arith.constant 2 : i64
      scf.for %arg13 = %74 to %c5_i64_28 step %c2_i64_29  : i64 {
        %thread_id_x_170 = gpu.thread_id  x
        %200 = arith.index_cast %thread_id_x_170 : index to i64
        %c6_i64_171 = arith.constant 6 : i64
        %c32_i64_172 = arith.constant 32 : i64
        scf.for %arg14 = %200 to %c6_i64_171 step %c32_i64_172  : i64 {
          %c2_i32 = arith.constant 2 : i32
          %201 = llvm.getelementptr %38[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %202 = llvm.load %201 : !llvm.ptr<1> -> i32
          %203 = llvm.getelementptr %40[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %204 = llvm.load %203 : !llvm.ptr<1> -> i32
          %205 = arith.muli %202, %204 : i32
          %206 = arith.muli %c2_i32, %205 : i32
          %c6_i64_173 = arith.constant 6 : i64
          %207 = arith.muli %arg13, %c6_i64_173 : i64
          %208 = arith.addi %arg14, %207 : i64
          %209 = llvm.getelementptr %45[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %210 = llvm.atomicrmw add %209, %206 monotonic : !llvm.ptr<1>, i32
        }
      }
      gpu.barrier
      %thread_id_x_30 = gpu.thread_id  x
      %75 = arith.index_cast %thread_id_x_30 : index to i64
      %c32_i64_31 = arith.constant 32 : i64
      %thread_id_y_32 = gpu.thread_id  y
      %76 = arith.index_cast %thread_id_y_32 : index to i64
      %77 = arith.muli %c32_i64_31, %76 : i64
      %78 = arith.addi %75, %77 : i64
      %c6_i64_33 = arith.constant 6 : i64
      %c64_i64_34 = arith.constant 64 : i64
      scf.for %arg13 = %78 to %c6_i64_33 step %c64_i64_34  : i64 {
        %c2_i32 = arith.constant 2 : i32
        %200 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %201 = llvm.load %200 : !llvm.ptr<1> -> i32
        %202 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %203 = llvm.load %202 : !llvm.ptr<1> -> i32
        %204 = arith.muli %201, %203 : i32
        %205 = arith.muli %c2_i32, %204 : i32
        %206 = llvm.getelementptr %46[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %207 = llvm.atomicrmw add %206, %205 monotonic : !llvm.ptr<1>, i32
      }
      gpu.barrier
      %thread_id_x_35 = gpu.thread_id  x
      %79 = arith.index_cast %thread_id_x_35 : index to i64
      %c32_i64_36 = arith.constant 32 : i64
      %thread_id_y_37 = gpu.thread_id  y
      %80 = arith.index_cast %thread_id_y_37 : index to i64
      %81 = arith.muli %c32_i64_36, %80 : i64
      %82 = arith.addi %79, %81 : i64
      %c6_i64_38 = arith.constant 6 : i64
      %c64_i64_39 = arith.constant 64 : i64
      scf.for %arg13 = %82 to %c6_i64_38 step %c64_i64_39  : i64 {
        %c0_i32_170 = arith.constant 0 : i32
        llvm.store %c0_i32_170, %5 : i32, !llvm.ptr
        %c0_i64_171 = arith.constant 0 : i64
        %c4_i64_172 = arith.constant 4 : i64
        %c1_i64_173 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_171 to %c4_i64_172 step %c1_i64_173  : i64 {
          %204 = llvm.load %5 : !llvm.ptr -> i32
          %c6_i64_174 = arith.constant 6 : i64
          %205 = arith.muli %arg14, %c6_i64_174 : i64
          %206 = arith.addi %arg13, %205 : i64
          %207 = llvm.getelementptr %32[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %208 = llvm.load %207 : !llvm.ptr<1> -> i32
          %209 = arith.addi %204, %208 : i32
          llvm.store %209, %5 : i32, !llvm.ptr
        }
        %c2_i32 = arith.constant 2 : i32
        %200 = llvm.load %5 : !llvm.ptr -> i32
        %201 = arith.muli %c2_i32, %200 : i32
        %202 = llvm.getelementptr %47[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %203 = llvm.atomicrmw add %202, %201 monotonic : !llvm.ptr<1>, i32
      }
      gpu.barrier
      %thread_id_x_40 = gpu.thread_id  x
      %83 = arith.index_cast %thread_id_x_40 : index to i64
      %c32_i64_41 = arith.constant 32 : i64
      %thread_id_y_42 = gpu.thread_id  y
      %84 = arith.index_cast %thread_id_y_42 : index to i64
      %85 = arith.muli %c32_i64_41, %84 : i64
      %86 = arith.addi %83, %85 : i64
      %c0_i64_43 = arith.constant 0 : i64
      %87 = arith.cmpi eq, %86, %c0_i64_43 : i64
      scf.if %87 {
        %c0_i32_170 = arith.constant 0 : i32
        llvm.store %c0_i32_170, %6 : i32, !llvm.ptr
        %c0_i64_171 = arith.constant 0 : i64
        %c6_i64_172 = arith.constant 6 : i64
        %c1_i64_173 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_171 to %c6_i64_172 step %c1_i64_173  : i64 {
          %203 = llvm.load %6 : !llvm.ptr -> i32
          %204 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %205 = llvm.load %204 : !llvm.ptr<1> -> i32
          %206 = arith.addi %203, %205 : i32
          llvm.store %206, %6 : i32, !llvm.ptr
        }
        %c2_i32 = arith.constant 2 : i32
        %200 = llvm.load %6 : !llvm.ptr -> i32
        %201 = arith.muli %c2_i32, %200 : i32
        %202 = llvm.atomicrmw add %48, %201 monotonic : !llvm.ptr<1>, i32
      }
      %c270_i64 = arith.constant 270 : i64
      %88 = arith.muli %30, %c270_i64 : i64
      %89 = llvm.getelementptr %arg10[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c30_i64_44 = arith.constant 30 : i64
      %c270_i64_45 = arith.constant 270 : i64
      %90 = arith.muli %30, %c270_i64_45 : i64
      %91 = arith.addi %c30_i64_44, %90 : i64
      %92 = llvm.getelementptr %arg10[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c60_i64_46 = arith.constant 60 : i64
      %c270_i64_47 = arith.constant 270 : i64
      %93 = arith.muli %30, %c270_i64_47 : i64
      %94 = arith.addi %c60_i64_46, %93 : i64
      %95 = llvm.getelementptr %arg10[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c90_i64_48 = arith.constant 90 : i64
      %c270_i64_49 = arith.constant 270 : i64
      %96 = arith.muli %30, %c270_i64_49 : i64
      %97 = arith.addi %c90_i64_48, %96 : i64
      %98 = llvm.getelementptr %arg10[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c120_i64_50 = arith.constant 120 : i64
      %c270_i64_51 = arith.constant 270 : i64
      %99 = arith.muli %30, %c270_i64_51 : i64
      %100 = arith.addi %c120_i64_50, %99 : i64
      %101 = llvm.getelementptr %arg10[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c150_i64_52 = arith.constant 150 : i64
      %c270_i64_53 = arith.constant 270 : i64
      %102 = arith.muli %30, %c270_i64_53 : i64
      %103 = arith.addi %c150_i64_52, %102 : i64
      %104 = llvm.getelementptr %arg10[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c180_i64_54 = arith.constant 180 : i64
      %c270_i64_55 = arith.constant 270 : i64
      %105 = arith.muli %30, %c270_i64_55 : i64
      %106 = arith.addi %c180_i64_54, %105 : i64
      %107 = llvm.getelementptr %arg10[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c210_i64_56 = arith.constant 210 : i64
      %c270_i64_57 = arith.constant 270 : i64
      %108 = arith.muli %30, %c270_i64_57 : i64
      %109 = arith.addi %c210_i64_56, %108 : i64
      %110 = llvm.getelementptr %arg10[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c240_i64_58 = arith.constant 240 : i64
      %c270_i64_59 = arith.constant 270 : i64
      %111 = arith.muli %30, %c270_i64_59 : i64
      %112 = arith.addi %c240_i64_58, %111 : i64
      %113 = llvm.getelementptr %arg10[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %thread_id_x_60 = gpu.thread_id  x
      %114 = arith.index_cast %thread_id_x_60 : index to i64
      %c32_i64_61 = arith.constant 32 : i64
      %thread_id_y_62 = gpu.thread_id  y
      %115 = arith.index_cast %thread_id_y_62 : index to i64
      %116 = arith.muli %c32_i64_61, %115 : i64
      %117 = arith.addi %114, %116 : i64
      %c0_i64_63 = arith.constant 0 : i64
      %118 = arith.cmpi eq, %117, %c0_i64_63 : i64
      scf.if %118 {
        %c2_i32 = arith.constant 2 : i32
        %200 = llvm.load %36 : !llvm.ptr<1> -> i32
        %201 = arith.muli %c2_i32, %200 : i32
        %202 = llvm.atomicrmw xchg %89, %201 monotonic : !llvm.ptr<1>, i32
      }
      gpu.barrier
      %thread_id_x_64 = gpu.thread_id  x
      %119 = arith.index_cast %thread_id_x_64 : index to i64
      %c32_i64_65 = arith.constant 32 : i64
      %thread_id_y_66 = gpu.thread_id  y
      %120 = arith.index_cast %thread_id_y_66 : index to i64
      %121 = arith.muli %c32_i64_65, %120 : i64
      %122 = arith.addi %119, %121 : i64
      %c6_i64_67 = arith.constant 6 : i64
      %c64_i64_68 = arith.constant 64 : i64
      scf.for %arg13 = %122 to %c6_i64_67 step %c64_i64_68  : i64 {
        %c2_i32 = arith.constant 2 : i32
        %200 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %201 = llvm.load %200 : !llvm.ptr<1> -> i32
        %202 = arith.muli %c2_i32, %201 : i32
        %203 = llvm.getelementptr %92[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %204 = llvm.atomicrmw xchg %203, %202 monotonic : !llvm.ptr<1>, i32
      }
      gpu.barrier
      %thread_id_y_69 = gpu.thread_id  y
      %123 = arith.index_cast %thread_id_y_69 : index to i64
      %c6_i64_70 = arith.constant 6 : i64
      %c2_i64_71 = arith.constant 2 : i64
      scf.for %arg13 = %123 to %c6_i64_70 step %c2_i64_71  : i64 {
        %thread_id_x_170 = gpu.thread_id  x
        %200 = arith.index_cast %thread_id_x_170 : index to i64
        %c4_i64_171 = arith.constant 4 : i64
        %c32_i64_172 = arith.constant 32 : i64
        scf.for %arg14 = %200 to %c4_i64_171 step %c32_i64_172  : i64 {
          %c2_i32 = arith.constant 2 : i32
          %c6_i64_173 = arith.constant 6 : i64
          %201 = arith.muli %arg14, %c6_i64_173 : i64
          %202 = arith.addi %arg13, %201 : i64
          %203 = llvm.getelementptr %32[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %204 = llvm.load %203 : !llvm.ptr<1> -> i32
          %205 = arith.muli %c2_i32, %204 : i32
          %c4_i64_174 = arith.constant 4 : i64
          %206 = arith.muli %arg13, %c4_i64_174 : i64
          %207 = arith.addi %arg14, %206 : i64
          %208 = llvm.getelementptr %95[%207] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %209 = llvm.atomicrmw xchg %208, %205 monotonic : !llvm.ptr<1>, i32
        }
      }
      gpu.barrier
      %thread_id_x_72 = gpu.thread_id  x
      %124 = arith.index_cast %thread_id_x_72 : index to i64
      %c5_i64_73 = arith.constant 5 : i64
      %125 = arith.minsi %124, %c5_i64_73 : i64
      %thread_id_y_74 = gpu.thread_id  y
      %126 = arith.index_cast %thread_id_y_74 : index to i64
      %c4_i64_75 = arith.constant 4 : i64
      %127 = arith.minsi %126, %c4_i64_75 : i64
      %thread_id_y_76 = gpu.thread_id  y
      %128 = arith.index_cast %thread_id_y_76 : index to i64
      %c2_i64_77 = arith.constant 2 : i64
      %129 = arith.addi %128, %c2_i64_77 : i64
      %c4_i64_78 = arith.constant 4 : i64
      %130 = arith.minsi %129, %c4_i64_78 : i64
      %thread_id_y_79 = gpu.thread_id  y
      %131 = arith.index_cast %thread_id_y_79 : index to i64
      %c4_i64_80 = arith.constant 4 : i64
      %132 = arith.addi %131, %c4_i64_80 : i64
      %c4_i64_81 = arith.constant 4 : i64
      %133 = arith.minsi %132, %c4_i64_81 : i64
      %c0_i32_82 = arith.constant 0 : i32
      llvm.store %c0_i32_82, %7 : i32, !llvm.ptr
      %c0_i32_83 = arith.constant 0 : i32
      llvm.store %c0_i32_83, %8 : i32, !llvm.ptr
      %c0_i32_84 = arith.constant 0 : i32
      llvm.store %c0_i32_84, %9 : i32, !llvm.ptr
      %c0_i64_85 = arith.constant 0 : i64
      %c4_i64_86 = arith.constant 4 : i64
      %c1_i64_87 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_85 to %c4_i64_86 step %c1_i64_87  : i64 {
        %c6_i64_170 = arith.constant 6 : i64
        %200 = arith.muli %arg13, %c6_i64_170 : i64
        %201 = arith.addi %125, %200 : i64
        %202 = llvm.getelementptr %32[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %203 = llvm.load %202 : !llvm.ptr<1> -> i32
        %c4_i64_171 = arith.constant 4 : i64
        %204 = arith.muli %127, %c4_i64_171 : i64
        %205 = arith.addi %arg13, %204 : i64
        %206 = llvm.getelementptr %arg2[%205] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %207 = llvm.load %206 : !llvm.ptr<1> -> i32
        %c4_i64_172 = arith.constant 4 : i64
        %208 = arith.muli %130, %c4_i64_172 : i64
        %209 = arith.addi %arg13, %208 : i64
        %210 = llvm.getelementptr %arg2[%209] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %211 = llvm.load %210 : !llvm.ptr<1> -> i32
        %c4_i64_173 = arith.constant 4 : i64
        %212 = arith.muli %133, %c4_i64_173 : i64
        %213 = arith.addi %arg13, %212 : i64
        %214 = llvm.getelementptr %arg2[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %215 = llvm.load %214 : !llvm.ptr<1> -> i32
        %216 = llvm.load %7 : !llvm.ptr -> i32
        %217 = arith.muli %203, %207 : i32
        %218 = arith.addi %216, %217 : i32
        llvm.store %218, %7 : i32, !llvm.ptr
        %219 = llvm.load %8 : !llvm.ptr -> i32
        %220 = arith.muli %203, %211 : i32
        %221 = arith.addi %219, %220 : i32
        llvm.store %221, %8 : i32, !llvm.ptr
        %222 = llvm.load %9 : !llvm.ptr -> i32
        %223 = arith.muli %203, %215 : i32
        %224 = arith.addi %222, %223 : i32
        llvm.store %224, %9 : i32, !llvm.ptr
      }
      %c6_i64_88 = arith.constant 6 : i64
      %134 = arith.cmpi slt, %124, %c6_i64_88 : i64
      scf.if %134 {
        %c5_i64_170 = arith.constant 5 : i64
        %200 = arith.cmpi slt, %126, %c5_i64_170 : i64
        scf.if %200 {
          %c2_i32 = arith.constant 2 : i32
          %203 = llvm.load %7 : !llvm.ptr -> i32
          %204 = arith.muli %c2_i32, %203 : i32
          %c6_i64_173 = arith.constant 6 : i64
          %205 = arith.muli %126, %c6_i64_173 : i64
          %206 = arith.addi %124, %205 : i64
          %207 = llvm.getelementptr %98[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %208 = llvm.atomicrmw xchg %207, %204 monotonic : !llvm.ptr<1>, i32
        }
        %c5_i64_171 = arith.constant 5 : i64
        %201 = arith.cmpi slt, %129, %c5_i64_171 : i64
        scf.if %201 {
          %c2_i32 = arith.constant 2 : i32
          %203 = llvm.load %8 : !llvm.ptr -> i32
          %204 = arith.muli %c2_i32, %203 : i32
          %c6_i64_173 = arith.constant 6 : i64
          %205 = arith.muli %129, %c6_i64_173 : i64
          %206 = arith.addi %124, %205 : i64
          %207 = llvm.getelementptr %98[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %208 = llvm.atomicrmw xchg %207, %204 monotonic : !llvm.ptr<1>, i32
        }
        %c5_i64_172 = arith.constant 5 : i64
        %202 = arith.cmpi slt, %132, %c5_i64_172 : i64
        scf.if %202 {
          %c2_i32 = arith.constant 2 : i32
          %203 = llvm.load %9 : !llvm.ptr -> i32
          %204 = arith.muli %c2_i32, %203 : i32
          %c6_i64_173 = arith.constant 6 : i64
          %205 = arith.muli %132, %c6_i64_173 : i64
          %206 = arith.addi %124, %205 : i64
          %207 = llvm.getelementptr %98[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %208 = llvm.atomicrmw xchg %207, %204 monotonic : !llvm.ptr<1>, i32
        }
      }
      gpu.barrier
      %thread_id_x_89 = gpu.thread_id  x
      %135 = arith.index_cast %thread_id_x_89 : index to i64
      %c32_i64_90 = arith.constant 32 : i64
      %thread_id_y_91 = gpu.thread_id  y
      %136 = arith.index_cast %thread_id_y_91 : index to i64
      %137 = arith.muli %c32_i64_90, %136 : i64
      %138 = arith.addi %135, %137 : i64
      %c6_i64_92 = arith.constant 6 : i64
      %c64_i64_93 = arith.constant 64 : i64
      scf.for %arg13 = %138 to %c6_i64_92 step %c64_i64_93  : i64 {
        %c0_i32_170 = arith.constant 0 : i32
        llvm.store %c0_i32_170, %10 : i32, !llvm.ptr
        %c0_i64_171 = arith.constant 0 : i64
        %c4_i64_172 = arith.constant 4 : i64
        %c1_i64_173 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_171 to %c4_i64_172 step %c1_i64_173  : i64 {
          %204 = llvm.load %10 : !llvm.ptr -> i32
          %c6_i64_174 = arith.constant 6 : i64
          %205 = arith.muli %arg14, %c6_i64_174 : i64
          %206 = arith.addi %arg13, %205 : i64
          %207 = llvm.getelementptr %32[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %208 = llvm.load %207 : !llvm.ptr<1> -> i32
          %209 = llvm.getelementptr %34[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %210 = llvm.load %209 : !llvm.ptr<1> -> i32
          %211 = arith.muli %208, %210 : i32
          %212 = arith.addi %204, %211 : i32
          llvm.store %212, %10 : i32, !llvm.ptr
        }
        %c2_i32 = arith.constant 2 : i32
        %200 = llvm.load %10 : !llvm.ptr -> i32
        %201 = arith.muli %c2_i32, %200 : i32
        %202 = llvm.getelementptr %101[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %203 = llvm.atomicrmw xchg %202, %201 monotonic : !llvm.ptr<1>, i32
      }
      gpu.barrier
      %thread_id_y_94 = gpu.thread_id  y
      %139 = arith.index_cast %thread_id_y_94 : index to i64
      %c5_i64_95 = arith.constant 5 : i64
      %c2_i64_96 = arith.constant 2 : i64
      scf.for %arg13 = %139 to %c5_i64_95 step %c2_i64_96  : i64 {
        %thread_id_x_170 = gpu.thread_id  x
        %200 = arith.index_cast %thread_id_x_170 : index to i64
        %c6_i64_171 = arith.constant 6 : i64
        %c32_i64_172 = arith.constant 32 : i64
        scf.for %arg14 = %200 to %c6_i64_171 step %c32_i64_172  : i64 {
          %c2_i32 = arith.constant 2 : i32
          %201 = llvm.getelementptr %38[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %202 = llvm.load %201 : !llvm.ptr<1> -> i32
          %203 = llvm.getelementptr %40[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %204 = llvm.load %203 : !llvm.ptr<1> -> i32
          %205 = arith.muli %202, %204 : i32
          %206 = arith.muli %c2_i32, %205 : i32
          %c6_i64_173 = arith.constant 6 : i64
          %207 = arith.muli %arg13, %c6_i64_173 : i64
          %208 = arith.addi %arg14, %207 : i64
          %209 = llvm.getelementptr %104[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %210 = llvm.atomicrmw xchg %209, %206 monotonic : !llvm.ptr<1>, i32
        }
      }
      gpu.barrier
      %thread_id_x_97 = gpu.thread_id  x
      %140 = arith.index_cast %thread_id_x_97 : index to i64
      %c32_i64_98 = arith.constant 32 : i64
      %thread_id_y_99 = gpu.thread_id  y
      %141 = arith.index_cast %thread_id_y_99 : index to i64
      %142 = arith.muli %c32_i64_98, %141 : i64
      %143 = arith.addi %140, %142 : i64
      %c6_i64_100 = arith.constant 6 : i64
      %c64_i64_101 = arith.constant 64 : i64
      scf.for %arg13 = %143 to %c6_i64_100 step %c64_i64_101  : i64 {
        %c2_i32 = arith.constant 2 : i32
        %200 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %201 = llvm.load %200 : !llvm.ptr<1> -> i32
        %202 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %203 = llvm.load %202 : !llvm.ptr<1> -> i32
        %204 = arith.muli %201, %203 : i32
        %205 = arith.muli %c2_i32, %204 : i32
        %206 = llvm.getelementptr %107[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %207 = llvm.atomicrmw xchg %206, %205 monotonic : !llvm.ptr<1>, i32
      }
      gpu.barrier
      %thread_id_x_102 = gpu.thread_id  x
      %144 = arith.index_cast %thread_id_x_102 : index to i64
      %c32_i64_103 = arith.constant 32 : i64
      %thread_id_y_104 = gpu.thread_id  y
      %145 = arith.index_cast %thread_id_y_104 : index to i64
      %146 = arith.muli %c32_i64_103, %145 : i64
      %147 = arith.addi %144, %146 : i64
      %c6_i64_105 = arith.constant 6 : i64
      %c64_i64_106 = arith.constant 64 : i64
      scf.for %arg13 = %147 to %c6_i64_105 step %c64_i64_106  : i64 {
        %c0_i32_170 = arith.constant 0 : i32
        llvm.store %c0_i32_170, %11 : i32, !llvm.ptr
        %c0_i64_171 = arith.constant 0 : i64
        %c4_i64_172 = arith.constant 4 : i64
        %c1_i64_173 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_171 to %c4_i64_172 step %c1_i64_173  : i64 {
          %204 = llvm.load %11 : !llvm.ptr -> i32
          %c6_i64_174 = arith.constant 6 : i64
          %205 = arith.muli %arg14, %c6_i64_174 : i64
          %206 = arith.addi %arg13, %205 : i64
          %207 = llvm.getelementptr %32[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %208 = llvm.load %207 : !llvm.ptr<1> -> i32
          %209 = arith.addi %204, %208 : i32
          llvm.store %209, %11 : i32, !llvm.ptr
        }
        %c2_i32 = arith.constant 2 : i32
        %200 = llvm.load %11 : !llvm.ptr -> i32
        %201 = arith.muli %c2_i32, %200 : i32
        %202 = llvm.getelementptr %110[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %203 = llvm.atomicrmw xchg %202, %201 monotonic : !llvm.ptr<1>, i32
      }
      gpu.barrier
      %thread_id_x_107 = gpu.thread_id  x
      %148 = arith.index_cast %thread_id_x_107 : index to i64
      %c32_i64_108 = arith.constant 32 : i64
      %thread_id_y_109 = gpu.thread_id  y
      %149 = arith.index_cast %thread_id_y_109 : index to i64
      %150 = arith.muli %c32_i64_108, %149 : i64
      %151 = arith.addi %148, %150 : i64
      %c0_i64_110 = arith.constant 0 : i64
      %152 = arith.cmpi eq, %151, %c0_i64_110 : i64
      scf.if %152 {
        %c0_i32_170 = arith.constant 0 : i32
        llvm.store %c0_i32_170, %12 : i32, !llvm.ptr
        %c0_i64_171 = arith.constant 0 : i64
        %c6_i64_172 = arith.constant 6 : i64
        %c1_i64_173 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_171 to %c6_i64_172 step %c1_i64_173  : i64 {
          %203 = llvm.load %12 : !llvm.ptr -> i32
          %204 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %205 = llvm.load %204 : !llvm.ptr<1> -> i32
          %206 = arith.addi %203, %205 : i32
          llvm.store %206, %12 : i32, !llvm.ptr
        }
        %c2_i32 = arith.constant 2 : i32
        %200 = llvm.load %12 : !llvm.ptr -> i32
        %201 = arith.muli %c2_i32, %200 : i32
        %202 = llvm.atomicrmw xchg %113, %201 monotonic : !llvm.ptr<1>, i32
      }
      %c30_i64_111 = arith.constant 30 : i64
      %153 = llvm.getelementptr %arg12[%c30_i64_111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c60_i64_112 = arith.constant 60 : i64
      %154 = llvm.getelementptr %arg12[%c60_i64_112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c90_i64_113 = arith.constant 90 : i64
      %155 = llvm.getelementptr %arg12[%c90_i64_113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c120_i64_114 = arith.constant 120 : i64
      %156 = llvm.getelementptr %arg12[%c120_i64_114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c150_i64_115 = arith.constant 150 : i64
      %157 = llvm.getelementptr %arg12[%c150_i64_115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c180_i64_116 = arith.constant 180 : i64
      %158 = llvm.getelementptr %arg12[%c180_i64_116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c210_i64_117 = arith.constant 210 : i64
      %159 = llvm.getelementptr %arg12[%c210_i64_117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c240_i64_118 = arith.constant 240 : i64
      %160 = llvm.getelementptr %arg12[%c240_i64_118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %thread_id_x_119 = gpu.thread_id  x
      %161 = arith.index_cast %thread_id_x_119 : index to i64
      %c32_i64_120 = arith.constant 32 : i64
      %thread_id_y_121 = gpu.thread_id  y
      %162 = arith.index_cast %thread_id_y_121 : index to i64
      %163 = arith.muli %c32_i64_120, %162 : i64
      %164 = arith.addi %161, %163 : i64
      %c0_i64_122 = arith.constant 0 : i64
      %165 = arith.cmpi eq, %164, %c0_i64_122 : i64
      scf.if %165 {
        %c-5_i32 = arith.constant -5 : i32
        %200 = llvm.load %arg3 : !llvm.ptr<1> -> i32
        %201 = arith.muli %c-5_i32, %200 : i32
        %202 = llvm.load %arg12 : !llvm.ptr<1> -> i32
        %203 = scf.while (%arg13 = %202) : (i32) -> i32 {
          %c3_i32 = arith.constant 3 : i32
          %204 = arith.muli %c3_i32, %arg13 : i32
          %205 = arith.addi %201, %204 : i32
          %206 = llvm.cmpxchg %arg12, %arg13, %205 monotonic monotonic : !llvm.ptr<1>, i32
          %207 = llvm.extractvalue %206[0] : !llvm.struct<(i32, i1)> 
          %208 = llvm.extractvalue %206[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %209 = arith.xori %208, %true : i1
          scf.condition(%209) %207 : i32
        } do {
        ^bb0(%arg13: i32):
          scf.yield %arg13 : i32
        }
      }
      gpu.barrier
      %thread_id_x_123 = gpu.thread_id  x
      %166 = arith.index_cast %thread_id_x_123 : index to i64
      %c32_i64_124 = arith.constant 32 : i64
      %thread_id_y_125 = gpu.thread_id  y
      %167 = arith.index_cast %thread_id_y_125 : index to i64
      %168 = arith.muli %c32_i64_124, %167 : i64
      %169 = arith.addi %166, %168 : i64
      %c6_i64_126 = arith.constant 6 : i64
      %c64_i64_127 = arith.constant 64 : i64
      scf.for %arg13 = %169 to %c6_i64_126 step %c64_i64_127  : i64 {
        %c-5_i32 = arith.constant -5 : i32
        %200 = llvm.getelementptr %arg5[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %201 = llvm.load %200 : !llvm.ptr<1> -> i32
        %202 = arith.muli %c-5_i32, %201 : i32
        %203 = llvm.getelementptr %153[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %204 = llvm.load %203 : !llvm.ptr<1> -> i32
        %205 = scf.while (%arg14 = %204) : (i32) -> i32 {
          %c3_i32 = arith.constant 3 : i32
          %206 = arith.muli %c3_i32, %arg14 : i32
          %207 = arith.addi %202, %206 : i32
          %208 = llvm.cmpxchg %203, %arg14, %207 monotonic monotonic : !llvm.ptr<1>, i32
          %209 = llvm.extractvalue %208[0] : !llvm.struct<(i32, i1)> 
          %210 = llvm.extractvalue %208[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %211 = arith.xori %210, %true : i1
          scf.condition(%211) %209 : i32
        } do {
        ^bb0(%arg14: i32):
          scf.yield %arg14 : i32
        }
      }
      gpu.barrier
      %thread_id_y_128 = gpu.thread_id  y
      %170 = arith.index_cast %thread_id_y_128 : index to i64
      %c6_i64_129 = arith.constant 6 : i64
      %c2_i64_130 = arith.constant 2 : i64
      scf.for %arg13 = %170 to %c6_i64_129 step %c2_i64_130  : i64 {
        %thread_id_x_170 = gpu.thread_id  x
        %200 = arith.index_cast %thread_id_x_170 : index to i64
        %c4_i64_171 = arith.constant 4 : i64
        %c32_i64_172 = arith.constant 32 : i64
        scf.for %arg14 = %200 to %c4_i64_171 step %c32_i64_172  : i64 {
          %c-5_i32 = arith.constant -5 : i32
          %c6_i64_173 = arith.constant 6 : i64
          %201 = arith.muli %arg14, %c6_i64_173 : i64
          %202 = arith.addi %arg13, %201 : i64
          %203 = llvm.getelementptr %arg0[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %204 = llvm.load %203 : !llvm.ptr<1> -> i32
          %205 = arith.muli %c-5_i32, %204 : i32
          %c4_i64_174 = arith.constant 4 : i64
          %206 = arith.muli %arg13, %c4_i64_174 : i64
          %207 = arith.addi %arg14, %206 : i64
          %208 = llvm.getelementptr %154[%207] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %209 = llvm.load %208 : !llvm.ptr<1> -> i32
          %210 = scf.while (%arg15 = %209) : (i32) -> i32 {
            %c3_i32 = arith.constant 3 : i32
            %211 = arith.muli %c3_i32, %arg15 : i32
            %212 = arith.addi %205, %211 : i32
            %213 = llvm.cmpxchg %208, %arg15, %212 monotonic monotonic : !llvm.ptr<1>, i32
            %214 = llvm.extractvalue %213[0] : !llvm.struct<(i32, i1)> 
            %215 = llvm.extractvalue %213[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %216 = arith.xori %215, %true : i1
            scf.condition(%216) %214 : i32
          } do {
          ^bb0(%arg15: i32):
            scf.yield %arg15 : i32
          }
        }
      }
      gpu.barrier
      %thread_id_x_131 = gpu.thread_id  x
      %171 = arith.index_cast %thread_id_x_131 : index to i64
      %c5_i64_132 = arith.constant 5 : i64
      %172 = arith.minsi %171, %c5_i64_132 : i64
      %thread_id_y_133 = gpu.thread_id  y
      %173 = arith.index_cast %thread_id_y_133 : index to i64
      %c4_i64_134 = arith.constant 4 : i64
      %174 = arith.minsi %173, %c4_i64_134 : i64
      %thread_id_y_135 = gpu.thread_id  y
      %175 = arith.index_cast %thread_id_y_135 : index to i64
      %c2_i64_136 = arith.constant 2 : i64
      %176 = arith.addi %175, %c2_i64_136 : i64
      %c4_i64_137 = arith.constant 4 : i64
      %177 = arith.minsi %176, %c4_i64_137 : i64
      %thread_id_y_138 = gpu.thread_id  y
      %178 = arith.index_cast %thread_id_y_138 : index to i64
      %c4_i64_139 = arith.constant 4 : i64
      %179 = arith.addi %178, %c4_i64_139 : i64
      %c4_i64_140 = arith.constant 4 : i64
      %180 = arith.minsi %179, %c4_i64_140 : i64
      %c0_i32_141 = arith.constant 0 : i32
      llvm.store %c0_i32_141, %16 : i32, !llvm.ptr
      %c0_i32_142 = arith.constant 0 : i32
      llvm.store %c0_i32_142, %17 : i32, !llvm.ptr
      %c0_i32_143 = arith.constant 0 : i32
      llvm.store %c0_i32_143, %18 : i32, !llvm.ptr
      %c0_i64_144 = arith.constant 0 : i64
      %c4_i64_145 = arith.constant 4 : i64
      %c1_i64_146 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_144 to %c4_i64_145 step %c1_i64_146  : i64 {
        %c6_i64_170 = arith.constant 6 : i64
        %200 = arith.muli %arg13, %c6_i64_170 : i64
        %201 = arith.addi %172, %200 : i64
        %202 = llvm.getelementptr %arg0[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %203 = llvm.load %202 : !llvm.ptr<1> -> i32
        %c4_i64_171 = arith.constant 4 : i64
        %204 = arith.muli %174, %c4_i64_171 : i64
        %205 = arith.addi %arg13, %204 : i64
        %206 = llvm.getelementptr %arg2[%205] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %207 = llvm.load %206 : !llvm.ptr<1> -> i32
        %c4_i64_172 = arith.constant 4 : i64
        %208 = arith.muli %177, %c4_i64_172 : i64
        %209 = arith.addi %arg13, %208 : i64
        %210 = llvm.getelementptr %arg2[%209] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %211 = llvm.load %210 : !llvm.ptr<1> -> i32
        %c4_i64_173 = arith.constant 4 : i64
        %212 = arith.muli %180, %c4_i64_173 : i64
        %213 = arith.addi %arg13, %212 : i64
        %214 = llvm.getelementptr %arg2[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %215 = llvm.load %214 : !llvm.ptr<1> -> i32
        %216 = llvm.load %16 : !llvm.ptr -> i32
        %217 = arith.muli %203, %207 : i32
        %218 = arith.addi %216, %217 : i32
        llvm.store %218, %16 : i32, !llvm.ptr
        %219 = llvm.load %17 : !llvm.ptr -> i32
        %220 = arith.muli %203, %211 : i32
        %221 = arith.addi %219, %220 : i32
        llvm.store %221, %17 : i32, !llvm.ptr
        %222 = llvm.load %18 : !llvm.ptr -> i32
        %223 = arith.muli %203, %215 : i32
        %224 = arith.addi %222, %223 : i32
        llvm.store %224, %18 : i32, !llvm.ptr
      }
      %c6_i64_147 = arith.constant 6 : i64
      %181 = arith.cmpi slt, %171, %c6_i64_147 : i64
      scf.if %181 {
        %c5_i64_170 = arith.constant 5 : i64
        %200 = arith.cmpi slt, %173, %c5_i64_170 : i64
        scf.if %200 {
          %c-5_i32 = arith.constant -5 : i32
          %203 = llvm.load %16 : !llvm.ptr -> i32
          %204 = arith.muli %c-5_i32, %203 : i32
          %c6_i64_173 = arith.constant 6 : i64
          %205 = arith.muli %173, %c6_i64_173 : i64
          %206 = arith.addi %171, %205 : i64
          %207 = llvm.getelementptr %155[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %208 = llvm.load %207 : !llvm.ptr<1> -> i32
          %209 = scf.while (%arg13 = %208) : (i32) -> i32 {
            %c3_i32 = arith.constant 3 : i32
            %210 = arith.muli %c3_i32, %arg13 : i32
            %211 = arith.addi %204, %210 : i32
            %212 = llvm.cmpxchg %207, %arg13, %211 monotonic monotonic : !llvm.ptr<1>, i32
            %213 = llvm.extractvalue %212[0] : !llvm.struct<(i32, i1)> 
            %214 = llvm.extractvalue %212[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %215 = arith.xori %214, %true : i1
            scf.condition(%215) %213 : i32
          } do {
          ^bb0(%arg13: i32):
            scf.yield %arg13 : i32
          }
        }
        %c5_i64_171 = arith.constant 5 : i64
        %201 = arith.cmpi slt, %176, %c5_i64_171 : i64
        scf.if %201 {
          %c-5_i32 = arith.constant -5 : i32
          %203 = llvm.load %17 : !llvm.ptr -> i32
          %204 = arith.muli %c-5_i32, %203 : i32
          %c6_i64_173 = arith.constant 6 : i64
          %205 = arith.muli %176, %c6_i64_173 : i64
          %206 = arith.addi %171, %205 : i64
          %207 = llvm.getelementptr %155[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %208 = llvm.load %207 : !llvm.ptr<1> -> i32
          %209 = scf.while (%arg13 = %208) : (i32) -> i32 {
            %c3_i32 = arith.constant 3 : i32
            %210 = arith.muli %c3_i32, %arg13 : i32
            %211 = arith.addi %204, %210 : i32
            %212 = llvm.cmpxchg %207, %arg13, %211 monotonic monotonic : !llvm.ptr<1>, i32
            %213 = llvm.extractvalue %212[0] : !llvm.struct<(i32, i1)> 
            %214 = llvm.extractvalue %212[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %215 = arith.xori %214, %true : i1
            scf.condition(%215) %213 : i32
          } do {
          ^bb0(%arg13: i32):
            scf.yield %arg13 : i32
          }
        }
        %c5_i64_172 = arith.constant 5 : i64
        %202 = arith.cmpi slt, %179, %c5_i64_172 : i64
        scf.if %202 {
          %c-5_i32 = arith.constant -5 : i32
          %203 = llvm.load %18 : !llvm.ptr -> i32
          %204 = arith.muli %c-5_i32, %203 : i32
          %c6_i64_173 = arith.constant 6 : i64
          %205 = arith.muli %179, %c6_i64_173 : i64
          %206 = arith.addi %171, %205 : i64
          %207 = llvm.getelementptr %155[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %208 = llvm.load %207 : !llvm.ptr<1> -> i32
          %209 = scf.while (%arg13 = %208) : (i32) -> i32 {
            %c3_i32 = arith.constant 3 : i32
            %210 = arith.muli %c3_i32, %arg13 : i32
            %211 = arith.addi %204, %210 : i32
            %212 = llvm.cmpxchg %207, %arg13, %211 monotonic monotonic : !llvm.ptr<1>, i32
            %213 = llvm.extractvalue %212[0] : !llvm.struct<(i32, i1)> 
            %214 = llvm.extractvalue %212[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %215 = arith.xori %214, %true : i1
            scf.condition(%215) %213 : i32
          } do {
          ^bb0(%arg13: i32):
            scf.yield %arg13 : i32
          }
        }
      }
      gpu.barrier
      %thread_id_x_148 = gpu.thread_id  x
      %182 = arith.index_cast %thread_id_x_148 : index to i64
      %c32_i64_149 = arith.constant 32 : i64
      %thread_id_y_150 = gpu.thread_id  y
      %183 = arith.index_cast %thread_id_y_150 : index to i64
      %184 = arith.muli %c32_i64_149, %183 : i64
      %185 = arith.addi %182, %184 : i64
      %c6_i64_151 = arith.constant 6 : i64
      %c64_i64_152 = arith.constant 64 : i64
      scf.for %arg13 = %185 to %c6_i64_151 step %c64_i64_152  : i64 {
        %c0_i32_170 = arith.constant 0 : i32
        llvm.store %c0_i32_170, %22 : i32, !llvm.ptr
        %c0_i64_171 = arith.constant 0 : i64
        %c4_i64_172 = arith.constant 4 : i64
        %c1_i64_173 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_171 to %c4_i64_172 step %c1_i64_173  : i64 {
          %205 = llvm.load %22 : !llvm.ptr -> i32
          %c6_i64_174 = arith.constant 6 : i64
          %206 = arith.muli %arg14, %c6_i64_174 : i64
          %207 = arith.addi %arg13, %206 : i64
          %208 = llvm.getelementptr %arg0[%207] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %209 = llvm.load %208 : !llvm.ptr<1> -> i32
          %210 = llvm.getelementptr %arg3[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %211 = llvm.load %210 : !llvm.ptr<1> -> i32
          %212 = arith.muli %209, %211 : i32
          %213 = arith.addi %205, %212 : i32
          llvm.store %213, %22 : i32, !llvm.ptr
        }
        %c-5_i32 = arith.constant -5 : i32
        %200 = llvm.load %22 : !llvm.ptr -> i32
        %201 = arith.muli %c-5_i32, %200 : i32
        %202 = llvm.getelementptr %156[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %203 = llvm.load %202 : !llvm.ptr<1> -> i32
        %204 = scf.while (%arg14 = %203) : (i32) -> i32 {
          %c3_i32 = arith.constant 3 : i32
          %205 = arith.muli %c3_i32, %arg14 : i32
          %206 = arith.addi %201, %205 : i32
          %207 = llvm.cmpxchg %202, %arg14, %206 monotonic monotonic : !llvm.ptr<1>, i32
          %208 = llvm.extractvalue %207[0] : !llvm.struct<(i32, i1)> 
          %209 = llvm.extractvalue %207[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %210 = arith.xori %209, %true : i1
          scf.condition(%210) %208 : i32
        } do {
        ^bb0(%arg14: i32):
          scf.yield %arg14 : i32
        }
      }
      gpu.barrier
      %thread_id_y_153 = gpu.thread_id  y
      %186 = arith.index_cast %thread_id_y_153 : index to i64
      %c5_i64_154 = arith.constant 5 : i64
      %c2_i64_155 = arith.constant 2 : i64
      scf.for %arg13 = %186 to %c5_i64_154 step %c2_i64_155  : i64 {
        %thread_id_x_170 = gpu.thread_id  x
        %200 = arith.index_cast %thread_id_x_170 : index to i64
        %c6_i64_171 = arith.constant 6 : i64
        %c32_i64_172 = arith.constant 32 : i64
        scf.for %arg14 = %200 to %c6_i64_171 step %c32_i64_172  : i64 {
          %c-5_i32 = arith.constant -5 : i32
          %201 = llvm.getelementptr %arg5[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %202 = llvm.load %201 : !llvm.ptr<1> -> i32
          %203 = llvm.getelementptr %arg7[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %204 = llvm.load %203 : !llvm.ptr<1> -> i32
          %205 = arith.muli %202, %204 : i32
          %206 = arith.muli %c-5_i32, %205 : i32
          %c6_i64_173 = arith.constant 6 : i64
          %207 = arith.muli %arg13, %c6_i64_173 : i64
          %208 = arith.addi %arg14, %207 : i64
          %209 = llvm.getelementptr %157[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %210 = llvm.load %209 : !llvm.ptr<1> -> i32
          %211 = scf.while (%arg15 = %210) : (i32) -> i32 {
            %c3_i32 = arith.constant 3 : i32
            %212 = arith.muli %c3_i32, %arg15 : i32
            %213 = arith.addi %206, %212 : i32
            %214 = llvm.cmpxchg %209, %arg15, %213 monotonic monotonic : !llvm.ptr<1>, i32
            %215 = llvm.extractvalue %214[0] : !llvm.struct<(i32, i1)> 
            %216 = llvm.extractvalue %214[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %217 = arith.xori %216, %true : i1
            scf.condition(%217) %215 : i32
          } do {
          ^bb0(%arg15: i32):
            scf.yield %arg15 : i32
          }
        }
      }
      gpu.barrier
      %thread_id_x_156 = gpu.thread_id  x
      %187 = arith.index_cast %thread_id_x_156 : index to i64
      %c32_i64_157 = arith.constant 32 : i64
      %thread_id_y_158 = gpu.thread_id  y
      %188 = arith.index_cast %thread_id_y_158 : index to i64
      %189 = arith.muli %c32_i64_157, %188 : i64
      %190 = arith.addi %187, %189 : i64
      %c6_i64_159 = arith.constant 6 : i64
      %c64_i64_160 = arith.constant 64 : i64
      scf.for %arg13 = %190 to %c6_i64_159 step %c64_i64_160  : i64 {
        %c-5_i32 = arith.constant -5 : i32
        %200 = llvm.getelementptr %arg5[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %201 = llvm.load %200 : !llvm.ptr<1> -> i32
        %202 = llvm.getelementptr %arg5[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %203 = llvm.load %202 : !llvm.ptr<1> -> i32
        %204 = arith.muli %201, %203 : i32
        %205 = arith.muli %c-5_i32, %204 : i32
        %206 = llvm.getelementptr %158[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %207 = llvm.load %206 : !llvm.ptr<1> -> i32
        %208 = scf.while (%arg14 = %207) : (i32) -> i32 {
          %c3_i32 = arith.constant 3 : i32
          %209 = arith.muli %c3_i32, %arg14 : i32
          %210 = arith.addi %205, %209 : i32
          %211 = llvm.cmpxchg %206, %arg14, %210 monotonic monotonic : !llvm.ptr<1>, i32
          %212 = llvm.extractvalue %211[0] : !llvm.struct<(i32, i1)> 
          %213 = llvm.extractvalue %211[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %214 = arith.xori %213, %true : i1
          scf.condition(%214) %212 : i32
        } do {
        ^bb0(%arg14: i32):
          scf.yield %arg14 : i32
        }
      }
      gpu.barrier
      %thread_id_x_161 = gpu.thread_id  x
      %191 = arith.index_cast %thread_id_x_161 : index to i64
      %c32_i64_162 = arith.constant 32 : i64
      %thread_id_y_163 = gpu.thread_id  y
      %192 = arith.index_cast %thread_id_y_163 : index to i64
      %193 = arith.muli %c32_i64_162, %192 : i64
      %194 = arith.addi %191, %193 : i64
      %c6_i64_164 = arith.constant 6 : i64
      %c64_i64_165 = arith.constant 64 : i64
      scf.for %arg13 = %194 to %c6_i64_164 step %c64_i64_165  : i64 {
        %c0_i32_170 = arith.constant 0 : i32
        llvm.store %c0_i32_170, %26 : i32, !llvm.ptr
        %c0_i64_171 = arith.constant 0 : i64
        %c4_i64_172 = arith.constant 4 : i64
        %c1_i64_173 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_171 to %c4_i64_172 step %c1_i64_173  : i64 {
          %205 = llvm.load %26 : !llvm.ptr -> i32
          %c6_i64_174 = arith.constant 6 : i64
          %206 = arith.muli %arg14, %c6_i64_174 : i64
          %207 = arith.addi %arg13, %206 : i64
          %208 = llvm.getelementptr %arg0[%207] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %209 = llvm.load %208 : !llvm.ptr<1> -> i32
          %210 = arith.addi %205, %209 : i32
          llvm.store %210, %26 : i32, !llvm.ptr
        }
        %c-5_i32 = arith.constant -5 : i32
        %200 = llvm.load %26 : !llvm.ptr -> i32
        %201 = arith.muli %c-5_i32, %200 : i32
        %202 = llvm.getelementptr %159[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %203 = llvm.load %202 : !llvm.ptr<1> -> i32
        %204 = scf.while (%arg14 = %203) : (i32) -> i32 {
          %c3_i32 = arith.constant 3 : i32
          %205 = arith.muli %c3_i32, %arg14 : i32
          %206 = arith.addi %201, %205 : i32
          %207 = llvm.cmpxchg %202, %arg14, %206 monotonic monotonic : !llvm.ptr<1>, i32
          %208 = llvm.extractvalue %207[0] : !llvm.struct<(i32, i1)> 
          %209 = llvm.extractvalue %207[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %210 = arith.xori %209, %true : i1
          scf.condition(%210) %208 : i32
        } do {
        ^bb0(%arg14: i32):
          scf.yield %arg14 : i32
        }
      }
      gpu.barrier
      %thread_id_x_166 = gpu.thread_id  x
      %195 = arith.index_cast %thread_id_x_166 : index to i64
      %c32_i64_167 = arith.constant 32 : i64
      %thread_id_y_168 = gpu.thread_id  y
      %196 = arith.index_cast %thread_id_y_168 : index to i64
      %197 = arith.muli %c32_i64_167, %196 : i64
      %198 = arith.addi %195, %197 : i64
      %c0_i64_169 = arith.constant 0 : i64
      %199 = arith.cmpi eq, %198, %c0_i64_169 : i64
      scf.if %199 {
        %c0_i32_170 = arith.constant 0 : i32
        llvm.store %c0_i32_170, %28 : i32, !llvm.ptr
        %c0_i64_171 = arith.constant 0 : i64
        %c6_i64_172 = arith.constant 6 : i64
        %c1_i64_173 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_171 to %c6_i64_172 step %c1_i64_173  : i64 {
          %204 = llvm.load %28 : !llvm.ptr -> i32
          %205 = llvm.getelementptr %arg5[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %206 = llvm.load %205 : !llvm.ptr<1> -> i32
          %207 = arith.addi %204, %206 : i32
          llvm.store %207, %28 : i32, !llvm.ptr
        }
        %c-5_i32 = arith.constant -5 : i32
        %200 = llvm.load %28 : !llvm.ptr -> i32
        %201 = arith.muli %c-5_i32, %200 : i32
        %202 = llvm.load %160 : !llvm.ptr<1> -> i32
        %203 = scf.while (%arg13 = %202) : (i32) -> i32 {
          %c3_i32 = arith.constant 3 : i32
          %204 = arith.muli %c3_i32, %arg13 : i32
          %205 = arith.addi %201, %204 : i32
          %206 = llvm.cmpxchg %160, %arg13, %205 monotonic monotonic : !llvm.ptr<1>, i32
          %207 = llvm.extractvalue %206[0] : !llvm.struct<(i32, i1)> 
          %208 = llvm.extractvalue %206[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %209 = arith.xori %208, %true : i1
          scf.condition(%209) %207 : i32
        } do {
        ^bb0(%arg13: i32):
          scf.yield %arg13 : i32
        }
      }
      gpu.return
    }
  }
}
