module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_atomic_index() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<6480 x i8>
    gpu.func @atomic_index(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: i64, %arg11: !llvm.ptr<1>, %arg12: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %4 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %5 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %6 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %7 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %8 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %9 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %10 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %11 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %12 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %13 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %14 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %15 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %16 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %17 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %18 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %19 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %20 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %21 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %22 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %23 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %24 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %25 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %26 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %27 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %28 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %29 = llvm.alloca %0 x i64 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %30 = arith.index_cast %block_id_x : index to i64
      %31 = llvm.mlir.addressof @__tinyc_stack_atomic_index : !llvm.ptr<3>
      %c810_i64 = arith.constant 810 : i64
      %32 = arith.muli %30, %c810_i64 : i64
      %33 = llvm.getelementptr %arg9[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c810_i64_0 = arith.constant 810 : i64
      %34 = arith.muli %30, %c810_i64_0 : i64
      %35 = llvm.getelementptr %arg11[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %thread_id_x = gpu.thread_id  x
      %36 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %37 = arith.index_cast %thread_id_y : index to i64
      %38 = arith.muli %c32_i64, %37 : i64
      %39 = arith.addi %36, %38 : i64
      %c810_i64_1 = arith.constant 810 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg13 = %39 to %c810_i64_1 step %c64_i64  : i64 {
        %197 = llvm.getelementptr %33[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %198 = llvm.load %197 : !llvm.ptr<1> -> i64
        %199 = llvm.getelementptr %31[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        llvm.store %198, %199 : i64, !llvm.ptr<3>
      }
      %c24_i64 = arith.constant 24 : i64
      %40 = arith.muli %30, %c24_i64 : i64
      %41 = llvm.getelementptr %arg0[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c4_i64 = arith.constant 4 : i64
      %42 = arith.muli %30, %c4_i64 : i64
      %43 = llvm.getelementptr %arg3[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c4_i64_2 = arith.constant 4 : i64
      %44 = arith.muli %30, %c4_i64_2 : i64
      %45 = llvm.getelementptr %arg3[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c6_i64 = arith.constant 6 : i64
      %46 = arith.muli %30, %c6_i64 : i64
      %47 = llvm.getelementptr %arg5[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c5_i64 = arith.constant 5 : i64
      %48 = arith.muli %30, %c5_i64 : i64
      %49 = llvm.getelementptr %arg7[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c30_i64 = arith.constant 30 : i64
      %50 = llvm.getelementptr %31[%c30_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c60_i64 = arith.constant 60 : i64
      %51 = llvm.getelementptr %31[%c60_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c90_i64 = arith.constant 90 : i64
      %52 = llvm.getelementptr %31[%c90_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c120_i64 = arith.constant 120 : i64
      %53 = llvm.getelementptr %31[%c120_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c150_i64 = arith.constant 150 : i64
      %54 = llvm.getelementptr %31[%c150_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c180_i64 = arith.constant 180 : i64
      %55 = llvm.getelementptr %31[%c180_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c210_i64 = arith.constant 210 : i64
      %56 = llvm.getelementptr %31[%c210_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c240_i64 = arith.constant 240 : i64
      %57 = llvm.getelementptr %31[%c240_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      gpu.barrier
      %thread_id_x_3 = gpu.thread_id  x
      %58 = arith.index_cast %thread_id_x_3 : index to i64
      %c32_i64_4 = arith.constant 32 : i64
      %thread_id_y_5 = gpu.thread_id  y
      %59 = arith.index_cast %thread_id_y_5 : index to i64
      %60 = arith.muli %c32_i64_4, %59 : i64
      %61 = arith.addi %58, %60 : i64
      %c0_i64 = arith.constant 0 : i64
      %62 = arith.cmpi eq, %61, %c0_i64 : i64
      scf.if %62 {
        %c2_i64_158 = arith.constant 2 : i64
        %197 = llvm.load %45 : !llvm.ptr<1> -> i64
        %198 = arith.muli %c2_i64_158, %197 : i64
        %199 = llvm.atomicrmw add %31, %198 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_6 = gpu.thread_id  x
      %63 = arith.index_cast %thread_id_x_6 : index to i64
      %c32_i64_7 = arith.constant 32 : i64
      %thread_id_y_8 = gpu.thread_id  y
      %64 = arith.index_cast %thread_id_y_8 : index to i64
      %65 = arith.muli %c32_i64_7, %64 : i64
      %66 = arith.addi %63, %65 : i64
      %c6_i64_9 = arith.constant 6 : i64
      %c64_i64_10 = arith.constant 64 : i64
      scf.for %arg13 = %66 to %c6_i64_9 step %c64_i64_10  : i64 {
        %c2_i64_158 = arith.constant 2 : i64
        %197 = llvm.getelementptr %47[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %198 = llvm.load %197 : !llvm.ptr<1> -> i64
        %199 = arith.muli %c2_i64_158, %198 : i64
        %200 = llvm.getelementptr %50[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %201 = llvm.atomicrmw add %200, %199 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_11 = gpu.thread_id  y
      %67 = arith.index_cast %thread_id_y_11 : index to i64
      %c6_i64_12 = arith.constant 6 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg13 = %67 to %c6_i64_12 step %c2_i64  : i64 {
        %thread_id_x_158 = gpu.thread_id  x
        %197 = arith.index_cast %thread_id_x_158 : index to i64
        %c4_i64_159 = arith.constant 4 : i64
        %c32_i64_160 = arith.constant 32 : i64
        scf.for %arg14 = %197 to %c4_i64_159 step %c32_i64_160  : i64 {
          %c2_i64_161 = arith.constant 2 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %198 = arith.muli %arg14, %c6_i64_162 : i64
          %199 = arith.addi %arg13, %198 : i64
          %200 = llvm.getelementptr %41[%199] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %201 = llvm.load %200 : !llvm.ptr<1> -> i64
          %202 = arith.muli %c2_i64_161, %201 : i64
          %c4_i64_163 = arith.constant 4 : i64
          %203 = arith.muli %arg13, %c4_i64_163 : i64
          %204 = arith.addi %arg14, %203 : i64
          %205 = llvm.getelementptr %51[%204] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %206 = llvm.atomicrmw add %205, %202 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_13 = gpu.thread_id  x
      %68 = arith.index_cast %thread_id_x_13 : index to i64
      %c5_i64_14 = arith.constant 5 : i64
      %69 = arith.minsi %68, %c5_i64_14 : i64
      %thread_id_y_15 = gpu.thread_id  y
      %70 = arith.index_cast %thread_id_y_15 : index to i64
      %c4_i64_16 = arith.constant 4 : i64
      %71 = arith.minsi %70, %c4_i64_16 : i64
      %thread_id_y_17 = gpu.thread_id  y
      %72 = arith.index_cast %thread_id_y_17 : index to i64
      %c2_i64_18 = arith.constant 2 : i64
      %73 = arith.addi %72, %c2_i64_18 : i64
      %c4_i64_19 = arith.constant 4 : i64
      %74 = arith.minsi %73, %c4_i64_19 : i64
      %thread_id_y_20 = gpu.thread_id  y
      %75 = arith.index_cast %thread_id_y_20 : index to i64
      %c4_i64_21 = arith.constant 4 : i64
      %76 = arith.addi %75, %c4_i64_21 : i64
      %c4_i64_22 = arith.constant 4 : i64
      %77 = arith.minsi %76, %c4_i64_22 : i64
      %c0_i64_23 = arith.constant 0 : i64
      llvm.store %c0_i64_23, %1 : i64, !llvm.ptr
      %c0_i64_24 = arith.constant 0 : i64
      llvm.store %c0_i64_24, %2 : i64, !llvm.ptr
      %c0_i64_25 = arith.constant 0 : i64
      llvm.store %c0_i64_25, %3 : i64, !llvm.ptr
      %c0_i64_26 = arith.constant 0 : i64
      %c4_i64_27 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_26 to %c4_i64_27 step %c1_i64  : i64 {
        %c6_i64_158 = arith.constant 6 : i64
        %197 = arith.muli %arg13, %c6_i64_158 : i64
        %198 = arith.addi %69, %197 : i64
        %199 = llvm.getelementptr %41[%198] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %200 = llvm.load %199 : !llvm.ptr<1> -> i64
        %c4_i64_159 = arith.constant 4 : i64
        %201 = arith.muli %71, %c4_i64_159 : i64
        %202 = arith.addi %arg13, %201 : i64
        %203 = llvm.getelementptr %arg2[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %204 = llvm.load %203 : !llvm.ptr<1> -> i64
        %c4_i64_160 = arith.constant 4 : i64
        %205 = arith.muli %74, %c4_i64_160 : i64
        %206 = arith.addi %arg13, %205 : i64
        %207 = llvm.getelementptr %arg2[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %208 = llvm.load %207 : !llvm.ptr<1> -> i64
        %c4_i64_161 = arith.constant 4 : i64
        %209 = arith.muli %77, %c4_i64_161 : i64
        %210 = arith.addi %arg13, %209 : i64
        %211 = llvm.getelementptr %arg2[%210] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %212 = llvm.load %211 : !llvm.ptr<1> -> i64
        %213 = llvm.load %1 : !llvm.ptr -> i64
        %214 = arith.muli %200, %204 : i64
        %215 = arith.addi %213, %214 : i64
        llvm.store %215, %1 : i64, !llvm.ptr
        %216 = llvm.load %2 : !llvm.ptr -> i64
        %217 = arith.muli %200, %208 : i64
        %218 = arith.addi %216, %217 : i64
        llvm.store %218, %2 : i64, !llvm.ptr
        %219 = llvm.load %3 : !llvm.ptr -> i64
        %220 = arith.muli %200, %212 : i64
        %221 = arith.addi %219, %220 : i64
        llvm.store %221, %3 : i64, !llvm.ptr
      }
      %c6_i64_28 = arith.constant 6 : i64
      %78 = arith.cmpi slt, %68, %c6_i64_28 : i64
      scf.if %78 {
        %c5_i64_158 = arith.constant 5 : i64
        %197 = arith.cmpi slt, %70, %c5_i64_158 : i64
        scf.if %197 {
          %c2_i64_161 = arith.constant 2 : i64
          %200 = llvm.load %1 : !llvm.ptr -> i64
          %201 = arith.muli %c2_i64_161, %200 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %202 = arith.muli %70, %c6_i64_162 : i64
          %203 = arith.addi %68, %202 : i64
          %204 = llvm.getelementptr %52[%203] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %205 = llvm.atomicrmw add %204, %201 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_159 = arith.constant 5 : i64
        %198 = arith.cmpi slt, %73, %c5_i64_159 : i64
        scf.if %198 {
          %c2_i64_161 = arith.constant 2 : i64
          %200 = llvm.load %2 : !llvm.ptr -> i64
          %201 = arith.muli %c2_i64_161, %200 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %202 = arith.muli %73, %c6_i64_162 : i64
          %203 = arith.addi %68, %202 : i64
          %204 = llvm.getelementptr %52[%203] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %205 = llvm.atomicrmw add %204, %201 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_160 = arith.constant 5 : i64
        %199 = arith.cmpi slt, %76, %c5_i64_160 : i64
        scf.if %199 {
          %c2_i64_161 = arith.constant 2 : i64
          %200 = llvm.load %3 : !llvm.ptr -> i64
          %201 = arith.muli %c2_i64_161, %200 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %202 = arith.muli %76, %c6_i64_162 : i64
          %203 = arith.addi %68, %202 : i64
          %204 = llvm.getelementptr %52[%203] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %205 = llvm.atomicrmw add %204, %201 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_29 = gpu.thread_id  x
      %79 = arith.index_cast %thread_id_x_29 : index to i64
      %c32_i64_30 = arith.constant 32 : i64
      %thread_id_y_31 = gpu.thread_id  y
      %80 = arith.index_cast %thread_id_y_31 : index to i64
      %81 = arith.muli %c32_i64_30, %80 : i64
      %82 = arith.addi %79, %81 : i64
      %c6_i64_32 = arith.constant 6 : i64
      %c64_i64_33 = arith.constant 64 : i64
      scf.for %arg13 = %82 to %c6_i64_32 step %c64_i64_33  : i64 {
        %c0_i64_158 = arith.constant 0 : i64
        llvm.store %c0_i64_158, %4 : i64, !llvm.ptr
        %c0_i64_159 = arith.constant 0 : i64
        %c4_i64_160 = arith.constant 4 : i64
        %c1_i64_161 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_159 to %c4_i64_160 step %c1_i64_161  : i64 {
          %201 = llvm.load %4 : !llvm.ptr -> i64
          %c6_i64_163 = arith.constant 6 : i64
          %202 = arith.muli %arg14, %c6_i64_163 : i64
          %203 = arith.addi %arg13, %202 : i64
          %204 = llvm.getelementptr %41[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %205 = llvm.load %204 : !llvm.ptr<1> -> i64
          %206 = llvm.getelementptr %43[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %207 = llvm.load %206 : !llvm.ptr<1> -> i64
          %208 = arith.muli %205, %207 : i64
          %209 = arith.addi %201, %208 : i64
          llvm.store %209, %4 : i64, !llvm.ptr
        }
        %c2_i64_162 = arith.constant 2 : i64
        %197 = llvm.load %4 : !llvm.ptr -> i64
        %198 = arith.muli %c2_i64_162, %197 : i64
        %199 = llvm.getelementptr %53[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %200 = llvm.atomicrmw add %199, %198 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_34 = gpu.thread_id  y
      %83 = arith.index_cast %thread_id_y_34 : index to i64
      %c5_i64_35 = arith.constant 5 : i64
      %c2_i64_36 = arith.constant 2 : i64
      scf.for %arg13 = %83 to %c5_i64_35 step %c2_i64_36  : i64 {
        %thread_id_x_158 = gpu.thread_id  x
        %197 = arith.index_cast %thread_id_x_158 : index to i64
        %c6_i64_159 = arith.constant 6 : i64
        %c32_i64_160 = arith.constant 32 : i64
        scf.for %arg14 = %197 to %c6_i64_159 step %c32_i64_160  : i64 {
          %c2_i64_161 = arith.constant 2 : i64
          %198 = llvm.getelementptr %47[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %199 = llvm.load %198 : !llvm.ptr<1> -> i64
          %200 = llvm.getelementptr %49[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %201 = llvm.load %200 : !llvm.ptr<1> -> i64
          %202 = arith.muli %199, %201 : i64
          %203 = arith.muli %c2_i64_161, %202 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %204 = arith.muli %arg13, %c6_i64_162 : i64
          %205 = arith.addi %arg14, %204 : i64
          %206 = llvm.getelementptr %54[%205] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %207 = llvm.atomicrmw add %206, %203 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_37 = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x_37 : index to i64
      %c32_i64_38 = arith.constant 32 : i64
      %thread_id_y_39 = gpu.thread_id  y
      %85 = arith.index_cast %thread_id_y_39 : index to i64
      %86 = arith.muli %c32_i64_38, %85 : i64
      %87 = arith.addi %84, %86 : i64
      %c6_i64_40 = arith.constant 6 : i64
      %c64_i64_41 = arith.constant 64 : i64
      scf.for %arg13 = %87 to %c6_i64_40 step %c64_i64_41  : i64 {
        %c2_i64_158 = arith.constant 2 : i64
        %197 = llvm.getelementptr %47[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %198 = llvm.load %197 : !llvm.ptr<1> -> i64
        %199 = llvm.getelementptr %47[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %200 = llvm.load %199 : !llvm.ptr<1> -> i64
        %201 = arith.muli %198, %200 : i64
        %202 = arith.muli %c2_i64_158, %201 : i64
        %203 = llvm.getelementptr %55[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %204 = llvm.atomicrmw add %203, %202 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_42 = gpu.thread_id  x
      %88 = arith.index_cast %thread_id_x_42 : index to i64
      %c32_i64_43 = arith.constant 32 : i64
      %thread_id_y_44 = gpu.thread_id  y
      %89 = arith.index_cast %thread_id_y_44 : index to i64
      %90 = arith.muli %c32_i64_43, %89 : i64
      %91 = arith.addi %88, %90 : i64
      %c6_i64_45 = arith.constant 6 : i64
      %c64_i64_46 = arith.constant 64 : i64
      scf.for %arg13 = %91 to %c6_i64_45 step %c64_i64_46  : i64 {
        %c0_i64_158 = arith.constant 0 : i64
        llvm.store %c0_i64_158, %5 : i64, !llvm.ptr
        %c0_i64_159 = arith.constant 0 : i64
        %c4_i64_160 = arith.constant 4 : i64
        %c1_i64_161 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_159 to %c4_i64_160 step %c1_i64_161  : i64 {
          %201 = llvm.load %5 : !llvm.ptr -> i64
          %c6_i64_163 = arith.constant 6 : i64
          %202 = arith.muli %arg14, %c6_i64_163 : i64
          %203 = arith.addi %arg13, %202 : i64
          %204 = llvm.getelementptr %41[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %205 = llvm.load %204 : !llvm.ptr<1> -> i64
          %206 = arith.addi %201, %205 : i64
          llvm.store %206, %5 : i64, !llvm.ptr
        }
        %c2_i64_162 = arith.constant 2 : i64
        %197 = llvm.load %5 : !llvm.ptr -> i64
        %198 = arith.muli %c2_i64_162, %197 : i64
        %199 = llvm.getelementptr %56[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %200 = llvm.atomicrmw add %199, %198 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_47 = gpu.thread_id  x
      %92 = arith.index_cast %thread_id_x_47 : index to i64
      %c32_i64_48 = arith.constant 32 : i64
      %thread_id_y_49 = gpu.thread_id  y
      %93 = arith.index_cast %thread_id_y_49 : index to i64
      %94 = arith.muli %c32_i64_48, %93 : i64
      %95 = arith.addi %92, %94 : i64
      %c0_i64_50 = arith.constant 0 : i64
      %96 = arith.cmpi eq, %95, %c0_i64_50 : i64
      scf.if %96 {
        %c0_i64_158 = arith.constant 0 : i64
        llvm.store %c0_i64_158, %6 : i64, !llvm.ptr
        %c0_i64_159 = arith.constant 0 : i64
        %c6_i64_160 = arith.constant 6 : i64
        %c1_i64_161 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_159 to %c6_i64_160 step %c1_i64_161  : i64 {
          %200 = llvm.load %6 : !llvm.ptr -> i64
          %201 = llvm.getelementptr %47[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %202 = llvm.load %201 : !llvm.ptr<1> -> i64
          %203 = arith.addi %200, %202 : i64
          llvm.store %203, %6 : i64, !llvm.ptr
        }
        %c2_i64_162 = arith.constant 2 : i64
        %197 = llvm.load %6 : !llvm.ptr -> i64
        %198 = arith.muli %c2_i64_162, %197 : i64
        %199 = llvm.atomicrmw add %57, %198 monotonic : !llvm.ptr<3>, i64
      }
      %c270_i64 = arith.constant 270 : i64
      %97 = llvm.getelementptr %31[%c270_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c300_i64 = arith.constant 300 : i64
      %98 = llvm.getelementptr %31[%c300_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c330_i64 = arith.constant 330 : i64
      %99 = llvm.getelementptr %31[%c330_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c360_i64 = arith.constant 360 : i64
      %100 = llvm.getelementptr %31[%c360_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c390_i64 = arith.constant 390 : i64
      %101 = llvm.getelementptr %31[%c390_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c420_i64 = arith.constant 420 : i64
      %102 = llvm.getelementptr %31[%c420_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c450_i64 = arith.constant 450 : i64
      %103 = llvm.getelementptr %31[%c450_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c480_i64 = arith.constant 480 : i64
      %104 = llvm.getelementptr %31[%c480_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c510_i64 = arith.constant 510 : i64
      %105 = llvm.getelementptr %31[%c510_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      gpu.barrier
      %thread_id_x_51 = gpu.thread_id  x
      %106 = arith.index_cast %thread_id_x_51 : index to i64
      %c32_i64_52 = arith.constant 32 : i64
      %thread_id_y_53 = gpu.thread_id  y
      %107 = arith.index_cast %thread_id_y_53 : index to i64
      %108 = arith.muli %c32_i64_52, %107 : i64
      %109 = arith.addi %106, %108 : i64
      %c0_i64_54 = arith.constant 0 : i64
      %110 = arith.cmpi eq, %109, %c0_i64_54 : i64
      scf.if %110 {
        %c2_i64_158 = arith.constant 2 : i64
        %197 = llvm.load %45 : !llvm.ptr<1> -> i64
        %198 = arith.muli %c2_i64_158, %197 : i64
        %199 = llvm.atomicrmw xchg %97, %198 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_55 = gpu.thread_id  x
      %111 = arith.index_cast %thread_id_x_55 : index to i64
      %c32_i64_56 = arith.constant 32 : i64
      %thread_id_y_57 = gpu.thread_id  y
      %112 = arith.index_cast %thread_id_y_57 : index to i64
      %113 = arith.muli %c32_i64_56, %112 : i64
      %114 = arith.addi %111, %113 : i64
      %c6_i64_58 = arith.constant 6 : i64
      %c64_i64_59 = arith.constant 64 : i64
      scf.for %arg13 = %114 to %c6_i64_58 step %c64_i64_59  : i64 {
        %c2_i64_158 = arith.constant 2 : i64
        %197 = llvm.getelementptr %47[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %198 = llvm.load %197 : !llvm.ptr<1> -> i64
        %199 = arith.muli %c2_i64_158, %198 : i64
        %200 = llvm.getelementptr %98[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %201 = llvm.atomicrmw xchg %200, %199 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_60 = gpu.thread_id  y
      %115 = arith.index_cast %thread_id_y_60 : index to i64
      %c6_i64_61 = arith.constant 6 : i64
      %c2_i64_62 = arith.constant 2 : i64
      scf.for %arg13 = %115 to %c6_i64_61 step %c2_i64_62  : i64 {
        %thread_id_x_158 = gpu.thread_id  x
        %197 = arith.index_cast %thread_id_x_158 : index to i64
        %c4_i64_159 = arith.constant 4 : i64
        %c32_i64_160 = arith.constant 32 : i64
        scf.for %arg14 = %197 to %c4_i64_159 step %c32_i64_160  : i64 {
          %c2_i64_161 = arith.constant 2 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %198 = arith.muli %arg14, %c6_i64_162 : i64
          %199 = arith.addi %arg13, %198 : i64
          %200 = llvm.getelementptr %41[%199] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %201 = llvm.load %200 : !llvm.ptr<1> -> i64
          %202 = arith.muli %c2_i64_161, %201 : i64
          %c4_i64_163 = arith.constant 4 : i64
          %203 = arith.muli %arg13, %c4_i64_163 : i64
          %204 = arith.addi %arg14, %203 : i64
          %205 = llvm.getelementptr %99[%204] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %206 = llvm.atomicrmw xchg %205, %202 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_63 = gpu.thread_id  x
      %116 = arith.index_cast %thread_id_x_63 : index to i64
      %c5_i64_64 = arith.constant 5 : i64
      %117 = arith.minsi %116, %c5_i64_64 : i64
      %thread_id_y_65 = gpu.thread_id  y
      %118 = arith.index_cast %thread_id_y_65 : index to i64
      %c4_i64_66 = arith.constant 4 : i64
      %119 = arith.minsi %118, %c4_i64_66 : i64
      %thread_id_y_67 = gpu.thread_id  y
      %120 = arith.index_cast %thread_id_y_67 : index to i64
      %c2_i64_68 = arith.constant 2 : i64
      %121 = arith.addi %120, %c2_i64_68 : i64
      %c4_i64_69 = arith.constant 4 : i64
      %122 = arith.minsi %121, %c4_i64_69 : i64
      %thread_id_y_70 = gpu.thread_id  y
      %123 = arith.index_cast %thread_id_y_70 : index to i64
      %c4_i64_71 = arith.constant 4 : i64
      %124 = arith.addi %123, %c4_i64_71 : i64
      %c4_i64_72 = arith.constant 4 : i64
      %125 = arith.minsi %124, %c4_i64_72 : i64
      %c0_i64_73 = arith.constant 0 : i64
      llvm.store %c0_i64_73, %7 : i64, !llvm.ptr
      %c0_i64_74 = arith.constant 0 : i64
      llvm.store %c0_i64_74, %8 : i64, !llvm.ptr
      %c0_i64_75 = arith.constant 0 : i64
      llvm.store %c0_i64_75, %9 : i64, !llvm.ptr
      %c0_i64_76 = arith.constant 0 : i64
      %c4_i64_77 = arith.constant 4 : i64
      %c1_i64_78 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_76 to %c4_i64_77 step %c1_i64_78  : i64 {
        %c6_i64_158 = arith.constant 6 : i64
        %197 = arith.muli %arg13, %c6_i64_158 : i64
        %198 = arith.addi %117, %197 : i64
        %199 = llvm.getelementptr %41[%198] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %200 = llvm.load %199 : !llvm.ptr<1> -> i64
        %c4_i64_159 = arith.constant 4 : i64
        %201 = arith.muli %119, %c4_i64_159 : i64
        %202 = arith.addi %arg13, %201 : i64
        %203 = llvm.getelementptr %arg2[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %204 = llvm.load %203 : !llvm.ptr<1> -> i64
        %c4_i64_160 = arith.constant 4 : i64
        %205 = arith.muli %122, %c4_i64_160 : i64
        %206 = arith.addi %arg13, %205 : i64
        %207 = llvm.getelementptr %arg2[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %208 = llvm.load %207 : !llvm.ptr<1> -> i64
        %c4_i64_161 = arith.constant 4 : i64
        %209 = arith.muli %125, %c4_i64_161 : i64
        %210 = arith.addi %arg13, %209 : i64
        %211 = llvm.getelementptr %arg2[%210] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %212 = llvm.load %211 : !llvm.ptr<1> -> i64
        %213 = llvm.load %7 : !llvm.ptr -> i64
        %214 = arith.muli %200, %204 : i64
        %215 = arith.addi %213, %214 : i64
        llvm.store %215, %7 : i64, !llvm.ptr
        %216 = llvm.load %8 : !llvm.ptr -> i64
        %217 = arith.muli %200, %208 : i64
        %218 = arith.addi %216, %217 : i64
        llvm.store %218, %8 : i64, !llvm.ptr
        %219 = llvm.load %9 : !llvm.ptr -> i64
        %220 = arith.muli %200, %212 : i64
        %221 = arith.addi %219, %220 : i64
        llvm.store %221, %9 : i64, !llvm.ptr
      }
      %c6_i64_79 = arith.constant 6 : i64
      %126 = arith.cmpi slt, %116, %c6_i64_79 : i64
      scf.if %126 {
        %c5_i64_158 = arith.constant 5 : i64
        %197 = arith.cmpi slt, %118, %c5_i64_158 : i64
        scf.if %197 {
          %c2_i64_161 = arith.constant 2 : i64
          %200 = llvm.load %7 : !llvm.ptr -> i64
          %201 = arith.muli %c2_i64_161, %200 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %202 = arith.muli %118, %c6_i64_162 : i64
          %203 = arith.addi %116, %202 : i64
          %204 = llvm.getelementptr %100[%203] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %205 = llvm.atomicrmw xchg %204, %201 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_159 = arith.constant 5 : i64
        %198 = arith.cmpi slt, %121, %c5_i64_159 : i64
        scf.if %198 {
          %c2_i64_161 = arith.constant 2 : i64
          %200 = llvm.load %8 : !llvm.ptr -> i64
          %201 = arith.muli %c2_i64_161, %200 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %202 = arith.muli %121, %c6_i64_162 : i64
          %203 = arith.addi %116, %202 : i64
          %204 = llvm.getelementptr %100[%203] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %205 = llvm.atomicrmw xchg %204, %201 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_160 = arith.constant 5 : i64
        %199 = arith.cmpi slt, %124, %c5_i64_160 : i64
        scf.if %199 {
          %c2_i64_161 = arith.constant 2 : i64
          %200 = llvm.load %9 : !llvm.ptr -> i64
          %201 = arith.muli %c2_i64_161, %200 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %202 = arith.muli %124, %c6_i64_162 : i64
          %203 = arith.addi %116, %202 : i64
          %204 = llvm.getelementptr %100[%203] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %205 = llvm.atomicrmw xchg %204, %201 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_80 = gpu.thread_id  x
      %127 = arith.index_cast %thread_id_x_80 : index to i64
      %c32_i64_81 = arith.constant 32 : i64
      %thread_id_y_82 = gpu.thread_id  y
      %128 = arith.index_cast %thread_id_y_82 : index to i64
      %129 = arith.muli %c32_i64_81, %128 : i64
      %130 = arith.addi %127, %129 : i64
      %c6_i64_83 = arith.constant 6 : i64
      %c64_i64_84 = arith.constant 64 : i64
      scf.for %arg13 = %130 to %c6_i64_83 step %c64_i64_84  : i64 {
        %c0_i64_158 = arith.constant 0 : i64
        llvm.store %c0_i64_158, %10 : i64, !llvm.ptr
        %c0_i64_159 = arith.constant 0 : i64
        %c4_i64_160 = arith.constant 4 : i64
        %c1_i64_161 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_159 to %c4_i64_160 step %c1_i64_161  : i64 {
          %201 = llvm.load %10 : !llvm.ptr -> i64
          %c6_i64_163 = arith.constant 6 : i64
          %202 = arith.muli %arg14, %c6_i64_163 : i64
          %203 = arith.addi %arg13, %202 : i64
          %204 = llvm.getelementptr %41[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %205 = llvm.load %204 : !llvm.ptr<1> -> i64
          %206 = llvm.getelementptr %43[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %207 = llvm.load %206 : !llvm.ptr<1> -> i64
          %208 = arith.muli %205, %207 : i64
          %209 = arith.addi %201, %208 : i64
          llvm.store %209, %10 : i64, !llvm.ptr
        }
        %c2_i64_162 = arith.constant 2 : i64
        %197 = llvm.load %10 : !llvm.ptr -> i64
        %198 = arith.muli %c2_i64_162, %197 : i64
        %199 = llvm.getelementptr %101[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %200 = llvm.atomicrmw xchg %199, %198 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_85 = gpu.thread_id  y
      %131 = arith.index_cast %thread_id_y_85 : index to i64
      %c5_i64_86 = arith.constant 5 : i64
      %c2_i64_87 = arith.constant 2 : i64
      scf.for %arg13 = %131 to %c5_i64_86 step %c2_i64_87  : i64 {
        %thread_id_x_158 = gpu.thread_id  x
        %197 = arith.index_cast %thread_id_x_158 : index to i64
        %c6_i64_159 = arith.constant 6 : i64
        %c32_i64_160 = arith.constant 32 : i64
        scf.for %arg14 = %197 to %c6_i64_159 step %c32_i64_160  : i64 {
          %c2_i64_161 = arith.constant 2 : i64
          %198 = llvm.getelementptr %47[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %199 = llvm.load %198 : !llvm.ptr<1> -> i64
          %200 = llvm.getelementptr %49[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %201 = llvm.load %200 : !llvm.ptr<1> -> i64
          %202 = arith.muli %199, %201 : i64
          %203 = arith.muli %c2_i64_161, %202 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %204 = arith.muli %arg13, %c6_i64_162 : i64
          %205 = arith.addi %arg14, %204 : i64
          %206 = llvm.getelementptr %102[%205] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %207 = llvm.atomicrmw xchg %206, %203 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_88 = gpu.thread_id  x
      %132 = arith.index_cast %thread_id_x_88 : index to i64
      %c32_i64_89 = arith.constant 32 : i64
      %thread_id_y_90 = gpu.thread_id  y
      %133 = arith.index_cast %thread_id_y_90 : index to i64
      %134 = arith.muli %c32_i64_89, %133 : i64
      %135 = arith.addi %132, %134 : i64
      %c6_i64_91 = arith.constant 6 : i64
      %c64_i64_92 = arith.constant 64 : i64
      scf.for %arg13 = %135 to %c6_i64_91 step %c64_i64_92  : i64 {
        %c2_i64_158 = arith.constant 2 : i64
        %197 = llvm.getelementptr %47[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %198 = llvm.load %197 : !llvm.ptr<1> -> i64
        %199 = llvm.getelementptr %47[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %200 = llvm.load %199 : !llvm.ptr<1> -> i64
        %201 = arith.muli %198, %200 : i64
        %202 = arith.muli %c2_i64_158, %201 : i64
        %203 = llvm.getelementptr %103[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %204 = llvm.atomicrmw xchg %203, %202 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_93 = gpu.thread_id  x
      %136 = arith.index_cast %thread_id_x_93 : index to i64
      %c32_i64_94 = arith.constant 32 : i64
      %thread_id_y_95 = gpu.thread_id  y
      %137 = arith.index_cast %thread_id_y_95 : index to i64
      %138 = arith.muli %c32_i64_94, %137 : i64
      %139 = arith.addi %136, %138 : i64
      %c6_i64_96 = arith.constant 6 : i64
      %c64_i64_97 = arith.constant 64 : i64
      scf.for %arg13 = %139 to %c6_i64_96 step %c64_i64_97  : i64 {
        %c0_i64_158 = arith.constant 0 : i64
        llvm.store %c0_i64_158, %11 : i64, !llvm.ptr
        %c0_i64_159 = arith.constant 0 : i64
        %c4_i64_160 = arith.constant 4 : i64
        %c1_i64_161 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_159 to %c4_i64_160 step %c1_i64_161  : i64 {
          %201 = llvm.load %11 : !llvm.ptr -> i64
          %c6_i64_163 = arith.constant 6 : i64
          %202 = arith.muli %arg14, %c6_i64_163 : i64
          %203 = arith.addi %arg13, %202 : i64
          %204 = llvm.getelementptr %41[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %205 = llvm.load %204 : !llvm.ptr<1> -> i64
          %206 = arith.addi %201, %205 : i64
          llvm.store %206, %11 : i64, !llvm.ptr
        }
        %c2_i64_162 = arith.constant 2 : i64
        %197 = llvm.load %11 : !llvm.ptr -> i64
        %198 = arith.muli %c2_i64_162, %197 : i64
        %199 = llvm.getelementptr %104[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %200 = llvm.atomicrmw xchg %199, %198 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_98 = gpu.thread_id  x
      %140 = arith.index_cast %thread_id_x_98 : index to i64
      %c32_i64_99 = arith.constant 32 : i64
      %thread_id_y_100 = gpu.thread_id  y
      %141 = arith.index_cast %thread_id_y_100 : index to i64
      %142 = arith.muli %c32_i64_99, %141 : i64
      %143 = arith.addi %140, %142 : i64
      %c0_i64_101 = arith.constant 0 : i64
      %144 = arith.cmpi eq, %143, %c0_i64_101 : i64
      scf.if %144 {
        %c0_i64_158 = arith.constant 0 : i64
        llvm.store %c0_i64_158, %12 : i64, !llvm.ptr
        %c0_i64_159 = arith.constant 0 : i64
        %c6_i64_160 = arith.constant 6 : i64
        %c1_i64_161 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_159 to %c6_i64_160 step %c1_i64_161  : i64 {
          %200 = llvm.load %12 : !llvm.ptr -> i64
          %201 = llvm.getelementptr %47[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %202 = llvm.load %201 : !llvm.ptr<1> -> i64
          %203 = arith.addi %200, %202 : i64
          llvm.store %203, %12 : i64, !llvm.ptr
        }
        %c2_i64_162 = arith.constant 2 : i64
        %197 = llvm.load %12 : !llvm.ptr -> i64
        %198 = arith.muli %c2_i64_162, %197 : i64
        %199 = llvm.atomicrmw xchg %105, %198 monotonic : !llvm.ptr<3>, i64
      }
      %c540_i64 = arith.constant 540 : i64
      %145 = llvm.getelementptr %31[%c540_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c570_i64 = arith.constant 570 : i64
      %146 = llvm.getelementptr %31[%c570_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c600_i64 = arith.constant 600 : i64
      %147 = llvm.getelementptr %31[%c600_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c630_i64 = arith.constant 630 : i64
      %148 = llvm.getelementptr %31[%c630_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c660_i64 = arith.constant 660 : i64
      %149 = llvm.getelementptr %31[%c660_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c690_i64 = arith.constant 690 : i64
      %150 = llvm.getelementptr %31[%c690_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c720_i64 = arith.constant 720 : i64
      %151 = llvm.getelementptr %31[%c720_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c750_i64 = arith.constant 750 : i64
      %152 = llvm.getelementptr %31[%c750_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c780_i64 = arith.constant 780 : i64
      %153 = llvm.getelementptr %31[%c780_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      gpu.barrier
      %thread_id_x_102 = gpu.thread_id  x
      %154 = arith.index_cast %thread_id_x_102 : index to i64
      %c32_i64_103 = arith.constant 32 : i64
      %thread_id_y_104 = gpu.thread_id  y
      %155 = arith.index_cast %thread_id_y_104 : index to i64
      %156 = arith.muli %c32_i64_103, %155 : i64
      %157 = arith.addi %154, %156 : i64
      %c0_i64_105 = arith.constant 0 : i64
      %158 = arith.cmpi eq, %157, %c0_i64_105 : i64
      scf.if %158 {
        %c2_i64_158 = arith.constant 2 : i64
        %197 = llvm.load %45 : !llvm.ptr<1> -> i64
        %198 = arith.muli %c2_i64_158, %197 : i64
        %199 = llvm.load %145 : !llvm.ptr<3> -> i64
        %200 = scf.while (%arg13 = %199) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %201 = arith.muli %c3_i64, %arg13 : i64
          %202 = arith.addi %198, %201 : i64
          %203 = llvm.cmpxchg %145, %arg13, %202 monotonic monotonic : !llvm.ptr<3>, i64
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
      gpu.barrier
      %thread_id_x_106 = gpu.thread_id  x
      %159 = arith.index_cast %thread_id_x_106 : index to i64
      %c32_i64_107 = arith.constant 32 : i64
      %thread_id_y_108 = gpu.thread_id  y
      %160 = arith.index_cast %thread_id_y_108 : index to i64
      %161 = arith.muli %c32_i64_107, %160 : i64
      %162 = arith.addi %159, %161 : i64
      %c6_i64_109 = arith.constant 6 : i64
      %c64_i64_110 = arith.constant 64 : i64
      scf.for %arg13 = %162 to %c6_i64_109 step %c64_i64_110  : i64 {
        %c2_i64_158 = arith.constant 2 : i64
        %197 = llvm.getelementptr %47[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %198 = llvm.load %197 : !llvm.ptr<1> -> i64
        %199 = arith.muli %c2_i64_158, %198 : i64
        %200 = llvm.getelementptr %146[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %201 = llvm.load %200 : !llvm.ptr<3> -> i64
        %202 = scf.while (%arg14 = %201) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %203 = arith.muli %c3_i64, %arg14 : i64
          %204 = arith.addi %199, %203 : i64
          %205 = llvm.cmpxchg %200, %arg14, %204 monotonic monotonic : !llvm.ptr<3>, i64
          %206 = llvm.extractvalue %205[0] : !llvm.struct<(i64, i1)> 
          %207 = llvm.extractvalue %205[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %208 = arith.xori %207, %true : i1
          scf.condition(%208) %206 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_y_111 = gpu.thread_id  y
      %163 = arith.index_cast %thread_id_y_111 : index to i64
      %c6_i64_112 = arith.constant 6 : i64
      %c2_i64_113 = arith.constant 2 : i64
      scf.for %arg13 = %163 to %c6_i64_112 step %c2_i64_113  : i64 {
        %thread_id_x_158 = gpu.thread_id  x
        %197 = arith.index_cast %thread_id_x_158 : index to i64
        %c4_i64_159 = arith.constant 4 : i64
        %c32_i64_160 = arith.constant 32 : i64
        scf.for %arg14 = %197 to %c4_i64_159 step %c32_i64_160  : i64 {
          %c2_i64_161 = arith.constant 2 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %198 = arith.muli %arg14, %c6_i64_162 : i64
          %199 = arith.addi %arg13, %198 : i64
          %200 = llvm.getelementptr %41[%199] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %201 = llvm.load %200 : !llvm.ptr<1> -> i64
          %202 = arith.muli %c2_i64_161, %201 : i64
          %c4_i64_163 = arith.constant 4 : i64
          %203 = arith.muli %arg13, %c4_i64_163 : i64
          %204 = arith.addi %arg14, %203 : i64
          %205 = llvm.getelementptr %147[%204] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %206 = llvm.load %205 : !llvm.ptr<3> -> i64
          %207 = scf.while (%arg15 = %206) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %208 = arith.muli %c3_i64, %arg15 : i64
            %209 = arith.addi %202, %208 : i64
            %210 = llvm.cmpxchg %205, %arg15, %209 monotonic monotonic : !llvm.ptr<3>, i64
            %211 = llvm.extractvalue %210[0] : !llvm.struct<(i64, i1)> 
            %212 = llvm.extractvalue %210[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %213 = arith.xori %212, %true : i1
            scf.condition(%213) %211 : i64
          } do {
          ^bb0(%arg15: i64):
            scf.yield %arg15 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_114 = gpu.thread_id  x
      %164 = arith.index_cast %thread_id_x_114 : index to i64
      %c5_i64_115 = arith.constant 5 : i64
      %165 = arith.minsi %164, %c5_i64_115 : i64
      %thread_id_y_116 = gpu.thread_id  y
      %166 = arith.index_cast %thread_id_y_116 : index to i64
      %c4_i64_117 = arith.constant 4 : i64
      %167 = arith.minsi %166, %c4_i64_117 : i64
      %thread_id_y_118 = gpu.thread_id  y
      %168 = arith.index_cast %thread_id_y_118 : index to i64
      %c2_i64_119 = arith.constant 2 : i64
      %169 = arith.addi %168, %c2_i64_119 : i64
      %c4_i64_120 = arith.constant 4 : i64
      %170 = arith.minsi %169, %c4_i64_120 : i64
      %thread_id_y_121 = gpu.thread_id  y
      %171 = arith.index_cast %thread_id_y_121 : index to i64
      %c4_i64_122 = arith.constant 4 : i64
      %172 = arith.addi %171, %c4_i64_122 : i64
      %c4_i64_123 = arith.constant 4 : i64
      %173 = arith.minsi %172, %c4_i64_123 : i64
      %c0_i64_124 = arith.constant 0 : i64
      llvm.store %c0_i64_124, %16 : i64, !llvm.ptr
      %c0_i64_125 = arith.constant 0 : i64
      llvm.store %c0_i64_125, %17 : i64, !llvm.ptr
      %c0_i64_126 = arith.constant 0 : i64
      llvm.store %c0_i64_126, %18 : i64, !llvm.ptr
      %c0_i64_127 = arith.constant 0 : i64
      %c4_i64_128 = arith.constant 4 : i64
      %c1_i64_129 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_127 to %c4_i64_128 step %c1_i64_129  : i64 {
        %c6_i64_158 = arith.constant 6 : i64
        %197 = arith.muli %arg13, %c6_i64_158 : i64
        %198 = arith.addi %165, %197 : i64
        %199 = llvm.getelementptr %41[%198] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %200 = llvm.load %199 : !llvm.ptr<1> -> i64
        %c4_i64_159 = arith.constant 4 : i64
        %201 = arith.muli %167, %c4_i64_159 : i64
        %202 = arith.addi %arg13, %201 : i64
        %203 = llvm.getelementptr %arg2[%202] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %204 = llvm.load %203 : !llvm.ptr<1> -> i64
        %c4_i64_160 = arith.constant 4 : i64
        %205 = arith.muli %170, %c4_i64_160 : i64
        %206 = arith.addi %arg13, %205 : i64
        %207 = llvm.getelementptr %arg2[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %208 = llvm.load %207 : !llvm.ptr<1> -> i64
        %c4_i64_161 = arith.constant 4 : i64
        %209 = arith.muli %173, %c4_i64_161 : i64
        %210 = arith.addi %arg13, %209 : i64
        %211 = llvm.getelementptr %arg2[%210] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %212 = llvm.load %211 : !llvm.ptr<1> -> i64
        %213 = llvm.load %16 : !llvm.ptr -> i64
        %214 = arith.muli %200, %204 : i64
        %215 = arith.addi %213, %214 : i64
        llvm.store %215, %16 : i64, !llvm.ptr
        %216 = llvm.load %17 : !llvm.ptr -> i64
        %217 = arith.muli %200, %208 : i64
        %218 = arith.addi %216, %217 : i64
        llvm.store %218, %17 : i64, !llvm.ptr
        %219 = llvm.load %18 : !llvm.ptr -> i64
        %220 = arith.muli %200, %212 : i64
        %221 = arith.addi %219, %220 : i64
        llvm.store %221, %18 : i64, !llvm.ptr
      }
      %c6_i64_130 = arith.constant 6 : i64
      %174 = arith.cmpi slt, %164, %c6_i64_130 : i64
      scf.if %174 {
        %c5_i64_158 = arith.constant 5 : i64
        %197 = arith.cmpi slt, %166, %c5_i64_158 : i64
        scf.if %197 {
          %c2_i64_161 = arith.constant 2 : i64
          %200 = llvm.load %16 : !llvm.ptr -> i64
          %201 = arith.muli %c2_i64_161, %200 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %202 = arith.muli %166, %c6_i64_162 : i64
          %203 = arith.addi %164, %202 : i64
          %204 = llvm.getelementptr %148[%203] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %205 = llvm.load %204 : !llvm.ptr<3> -> i64
          %206 = scf.while (%arg13 = %205) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %207 = arith.muli %c3_i64, %arg13 : i64
            %208 = arith.addi %201, %207 : i64
            %209 = llvm.cmpxchg %204, %arg13, %208 monotonic monotonic : !llvm.ptr<3>, i64
            %210 = llvm.extractvalue %209[0] : !llvm.struct<(i64, i1)> 
            %211 = llvm.extractvalue %209[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %212 = arith.xori %211, %true : i1
            scf.condition(%212) %210 : i64
          } do {
          ^bb0(%arg13: i64):
            scf.yield %arg13 : i64
          }
        }
        %c5_i64_159 = arith.constant 5 : i64
        %198 = arith.cmpi slt, %169, %c5_i64_159 : i64
        scf.if %198 {
          %c2_i64_161 = arith.constant 2 : i64
          %200 = llvm.load %17 : !llvm.ptr -> i64
          %201 = arith.muli %c2_i64_161, %200 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %202 = arith.muli %169, %c6_i64_162 : i64
          %203 = arith.addi %164, %202 : i64
          %204 = llvm.getelementptr %148[%203] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %205 = llvm.load %204 : !llvm.ptr<3> -> i64
          %206 = scf.while (%arg13 = %205) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %207 = arith.muli %c3_i64, %arg13 : i64
            %208 = arith.addi %201, %207 : i64
            %209 = llvm.cmpxchg %204, %arg13, %208 monotonic monotonic : !llvm.ptr<3>, i64
            %210 = llvm.extractvalue %209[0] : !llvm.struct<(i64, i1)> 
            %211 = llvm.extractvalue %209[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %212 = arith.xori %211, %true : i1
            scf.condition(%212) %210 : i64
          } do {
          ^bb0(%arg13: i64):
            scf.yield %arg13 : i64
          }
        }
        %c5_i64_160 = arith.constant 5 : i64
        %199 = arith.cmpi slt, %172, %c5_i64_160 : i64
        scf.if %199 {
          %c2_i64_161 = arith.constant 2 : i64
          %200 = llvm.load %18 : !llvm.ptr -> i64
          %201 = arith.muli %c2_i64_161, %200 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %202 = arith.muli %172, %c6_i64_162 : i64
          %203 = arith.addi %164, %202 : i64
          %204 = llvm.getelementptr %148[%203] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %205 = llvm.load %204 : !llvm.ptr<3> -> i64
          %206 = scf.while (%arg13 = %205) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %207 = arith.muli %c3_i64, %arg13 : i64
            %208 = arith.addi %201, %207 : i64
            %209 = llvm.cmpxchg %204, %arg13, %208 monotonic monotonic : !llvm.ptr<3>, i64
            %210 = llvm.extractvalue %209[0] : !llvm.struct<(i64, i1)> 
            %211 = llvm.extractvalue %209[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %212 = arith.xori %211, %true : i1
            scf.condition(%212) %210 : i64
          } do {
          ^bb0(%arg13: i64):
            scf.yield %arg13 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_131 = gpu.thread_id  x
      %175 = arith.index_cast %thread_id_x_131 : index to i64
      %c32_i64_132 = arith.constant 32 : i64
      %thread_id_y_133 = gpu.thread_id  y
      %176 = arith.index_cast %thread_id_y_133 : index to i64
      %177 = arith.muli %c32_i64_132, %176 : i64
      %178 = arith.addi %175, %177 : i64
      %c6_i64_134 = arith.constant 6 : i64
      %c64_i64_135 = arith.constant 64 : i64
      scf.for %arg13 = %178 to %c6_i64_134 step %c64_i64_135  : i64 {
        %c0_i64_158 = arith.constant 0 : i64
        llvm.store %c0_i64_158, %22 : i64, !llvm.ptr
        %c0_i64_159 = arith.constant 0 : i64
        %c4_i64_160 = arith.constant 4 : i64
        %c1_i64_161 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_159 to %c4_i64_160 step %c1_i64_161  : i64 {
          %202 = llvm.load %22 : !llvm.ptr -> i64
          %c6_i64_163 = arith.constant 6 : i64
          %203 = arith.muli %arg14, %c6_i64_163 : i64
          %204 = arith.addi %arg13, %203 : i64
          %205 = llvm.getelementptr %41[%204] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %206 = llvm.load %205 : !llvm.ptr<1> -> i64
          %207 = llvm.getelementptr %43[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %208 = llvm.load %207 : !llvm.ptr<1> -> i64
          %209 = arith.muli %206, %208 : i64
          %210 = arith.addi %202, %209 : i64
          llvm.store %210, %22 : i64, !llvm.ptr
        }
        %c2_i64_162 = arith.constant 2 : i64
        %197 = llvm.load %22 : !llvm.ptr -> i64
        %198 = arith.muli %c2_i64_162, %197 : i64
        %199 = llvm.getelementptr %149[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %200 = llvm.load %199 : !llvm.ptr<3> -> i64
        %201 = scf.while (%arg14 = %200) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %202 = arith.muli %c3_i64, %arg14 : i64
          %203 = arith.addi %198, %202 : i64
          %204 = llvm.cmpxchg %199, %arg14, %203 monotonic monotonic : !llvm.ptr<3>, i64
          %205 = llvm.extractvalue %204[0] : !llvm.struct<(i64, i1)> 
          %206 = llvm.extractvalue %204[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %207 = arith.xori %206, %true : i1
          scf.condition(%207) %205 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_y_136 = gpu.thread_id  y
      %179 = arith.index_cast %thread_id_y_136 : index to i64
      %c5_i64_137 = arith.constant 5 : i64
      %c2_i64_138 = arith.constant 2 : i64
      scf.for %arg13 = %179 to %c5_i64_137 step %c2_i64_138  : i64 {
        %thread_id_x_158 = gpu.thread_id  x
        %197 = arith.index_cast %thread_id_x_158 : index to i64
        %c6_i64_159 = arith.constant 6 : i64
        %c32_i64_160 = arith.constant 32 : i64
        scf.for %arg14 = %197 to %c6_i64_159 step %c32_i64_160  : i64 {
          %c2_i64_161 = arith.constant 2 : i64
          %198 = llvm.getelementptr %47[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %199 = llvm.load %198 : !llvm.ptr<1> -> i64
          %200 = llvm.getelementptr %49[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %201 = llvm.load %200 : !llvm.ptr<1> -> i64
          %202 = arith.muli %199, %201 : i64
          %203 = arith.muli %c2_i64_161, %202 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %204 = arith.muli %arg13, %c6_i64_162 : i64
          %205 = arith.addi %arg14, %204 : i64
          %206 = llvm.getelementptr %150[%205] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %207 = llvm.load %206 : !llvm.ptr<3> -> i64
          %208 = scf.while (%arg15 = %207) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %209 = arith.muli %c3_i64, %arg15 : i64
            %210 = arith.addi %203, %209 : i64
            %211 = llvm.cmpxchg %206, %arg15, %210 monotonic monotonic : !llvm.ptr<3>, i64
            %212 = llvm.extractvalue %211[0] : !llvm.struct<(i64, i1)> 
            %213 = llvm.extractvalue %211[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %214 = arith.xori %213, %true : i1
            scf.condition(%214) %212 : i64
          } do {
          ^bb0(%arg15: i64):
            scf.yield %arg15 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_139 = gpu.thread_id  x
      %180 = arith.index_cast %thread_id_x_139 : index to i64
      %c32_i64_140 = arith.constant 32 : i64
      %thread_id_y_141 = gpu.thread_id  y
      %181 = arith.index_cast %thread_id_y_141 : index to i64
      %182 = arith.muli %c32_i64_140, %181 : i64
      %183 = arith.addi %180, %182 : i64
      %c6_i64_142 = arith.constant 6 : i64
      %c64_i64_143 = arith.constant 64 : i64
      scf.for %arg13 = %183 to %c6_i64_142 step %c64_i64_143  : i64 {
        %c2_i64_158 = arith.constant 2 : i64
        %197 = llvm.getelementptr %47[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %198 = llvm.load %197 : !llvm.ptr<1> -> i64
        %199 = llvm.getelementptr %47[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %200 = llvm.load %199 : !llvm.ptr<1> -> i64
        %201 = arith.muli %198, %200 : i64
        %202 = arith.muli %c2_i64_158, %201 : i64
        %203 = llvm.getelementptr %151[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %204 = llvm.load %203 : !llvm.ptr<3> -> i64
        %205 = scf.while (%arg14 = %204) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %206 = arith.muli %c3_i64, %arg14 : i64
          %207 = arith.addi %202, %206 : i64
          %208 = llvm.cmpxchg %203, %arg14, %207 monotonic monotonic : !llvm.ptr<3>, i64
          %209 = llvm.extractvalue %208[0] : !llvm.struct<(i64, i1)> 
          %210 = llvm.extractvalue %208[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %211 = arith.xori %210, %true : i1
          scf.condition(%211) %209 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_x_144 = gpu.thread_id  x
      %184 = arith.index_cast %thread_id_x_144 : index to i64
      %c32_i64_145 = arith.constant 32 : i64
      %thread_id_y_146 = gpu.thread_id  y
      %185 = arith.index_cast %thread_id_y_146 : index to i64
      %186 = arith.muli %c32_i64_145, %185 : i64
      %187 = arith.addi %184, %186 : i64
      %c6_i64_147 = arith.constant 6 : i64
      %c64_i64_148 = arith.constant 64 : i64
      scf.for %arg13 = %187 to %c6_i64_147 step %c64_i64_148  : i64 {
        %c0_i64_158 = arith.constant 0 : i64
        llvm.store %c0_i64_158, %26 : i64, !llvm.ptr
        %c0_i64_159 = arith.constant 0 : i64
        %c4_i64_160 = arith.constant 4 : i64
        %c1_i64_161 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_159 to %c4_i64_160 step %c1_i64_161  : i64 {
          %202 = llvm.load %26 : !llvm.ptr -> i64
          %c6_i64_163 = arith.constant 6 : i64
          %203 = arith.muli %arg14, %c6_i64_163 : i64
          %204 = arith.addi %arg13, %203 : i64
          %205 = llvm.getelementptr %41[%204] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %206 = llvm.load %205 : !llvm.ptr<1> -> i64
          %207 = arith.addi %202, %206 : i64
          llvm.store %207, %26 : i64, !llvm.ptr
        }
        %c2_i64_162 = arith.constant 2 : i64
        %197 = llvm.load %26 : !llvm.ptr -> i64
        %198 = arith.muli %c2_i64_162, %197 : i64
        %199 = llvm.getelementptr %152[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %200 = llvm.load %199 : !llvm.ptr<3> -> i64
        %201 = scf.while (%arg14 = %200) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %202 = arith.muli %c3_i64, %arg14 : i64
          %203 = arith.addi %198, %202 : i64
          %204 = llvm.cmpxchg %199, %arg14, %203 monotonic monotonic : !llvm.ptr<3>, i64
          %205 = llvm.extractvalue %204[0] : !llvm.struct<(i64, i1)> 
          %206 = llvm.extractvalue %204[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %207 = arith.xori %206, %true : i1
          scf.condition(%207) %205 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_x_149 = gpu.thread_id  x
      %188 = arith.index_cast %thread_id_x_149 : index to i64
      %c32_i64_150 = arith.constant 32 : i64
      %thread_id_y_151 = gpu.thread_id  y
      %189 = arith.index_cast %thread_id_y_151 : index to i64
      %190 = arith.muli %c32_i64_150, %189 : i64
      %191 = arith.addi %188, %190 : i64
      %c0_i64_152 = arith.constant 0 : i64
      %192 = arith.cmpi eq, %191, %c0_i64_152 : i64
      scf.if %192 {
        %c0_i64_158 = arith.constant 0 : i64
        llvm.store %c0_i64_158, %28 : i64, !llvm.ptr
        %c0_i64_159 = arith.constant 0 : i64
        %c6_i64_160 = arith.constant 6 : i64
        %c1_i64_161 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_159 to %c6_i64_160 step %c1_i64_161  : i64 {
          %201 = llvm.load %28 : !llvm.ptr -> i64
          %202 = llvm.getelementptr %47[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %203 = llvm.load %202 : !llvm.ptr<1> -> i64
          %204 = arith.addi %201, %203 : i64
          llvm.store %204, %28 : i64, !llvm.ptr
        }
        %c2_i64_162 = arith.constant 2 : i64
        %197 = llvm.load %28 : !llvm.ptr -> i64
        %198 = arith.muli %c2_i64_162, %197 : i64
        %199 = llvm.load %153 : !llvm.ptr<3> -> i64
        %200 = scf.while (%arg13 = %199) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %201 = arith.muli %c3_i64, %arg13 : i64
          %202 = arith.addi %198, %201 : i64
          %203 = llvm.cmpxchg %153, %arg13, %202 monotonic monotonic : !llvm.ptr<3>, i64
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
      gpu.barrier
      %thread_id_x_153 = gpu.thread_id  x
      %193 = arith.index_cast %thread_id_x_153 : index to i64
      %c32_i64_154 = arith.constant 32 : i64
      %thread_id_y_155 = gpu.thread_id  y
      %194 = arith.index_cast %thread_id_y_155 : index to i64
      %195 = arith.muli %c32_i64_154, %194 : i64
      %196 = arith.addi %193, %195 : i64
      %c810_i64_156 = arith.constant 810 : i64
      %c64_i64_157 = arith.constant 64 : i64
      scf.for %arg13 = %196 to %c810_i64_156 step %c64_i64_157  : i64 {
        %197 = llvm.getelementptr %31[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %198 = llvm.load %197 : !llvm.ptr<3> -> i64
        %199 = llvm.getelementptr %35[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %198, %199 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
