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
      %block_id_x = gpu.block_id  x
      %19 = arith.index_cast %block_id_x : index to i64
      %20 = llvm.mlir.addressof @__tinyc_stack_atomic_index : !llvm.ptr<3>
      %c810_i64 = arith.constant 810 : i64
      %21 = arith.muli %19, %c810_i64 : i64
      %22 = llvm.getelementptr %arg9[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c810_i64_0 = arith.constant 810 : i64
      %23 = arith.muli %19, %c810_i64_0 : i64
      %24 = llvm.getelementptr %arg11[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %thread_id_x = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %26 = arith.index_cast %thread_id_y : index to i64
      %27 = arith.muli %c32_i64, %26 : i64
      %28 = arith.addi %25, %27 : i64
      %c810_i64_1 = arith.constant 810 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg13 = %28 to %c810_i64_1 step %c64_i64  : i64 {
        %186 = llvm.getelementptr %22[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %187 = llvm.load %186 : !llvm.ptr<1> -> i64
        %188 = llvm.getelementptr %20[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        llvm.store %187, %188 : i64, !llvm.ptr<3>
      }
      %c24_i64 = arith.constant 24 : i64
      %29 = arith.muli %19, %c24_i64 : i64
      %30 = llvm.getelementptr %arg0[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c4_i64 = arith.constant 4 : i64
      %31 = arith.muli %19, %c4_i64 : i64
      %32 = llvm.getelementptr %arg3[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c4_i64_2 = arith.constant 4 : i64
      %33 = arith.muli %19, %c4_i64_2 : i64
      %34 = llvm.getelementptr %arg3[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c6_i64 = arith.constant 6 : i64
      %35 = arith.muli %19, %c6_i64 : i64
      %36 = llvm.getelementptr %arg5[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c5_i64 = arith.constant 5 : i64
      %37 = arith.muli %19, %c5_i64 : i64
      %38 = llvm.getelementptr %arg7[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c30_i64 = arith.constant 30 : i64
      %39 = llvm.getelementptr %20[%c30_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c60_i64 = arith.constant 60 : i64
      %40 = llvm.getelementptr %20[%c60_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c90_i64 = arith.constant 90 : i64
      %41 = llvm.getelementptr %20[%c90_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c120_i64 = arith.constant 120 : i64
      %42 = llvm.getelementptr %20[%c120_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c150_i64 = arith.constant 150 : i64
      %43 = llvm.getelementptr %20[%c150_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c180_i64 = arith.constant 180 : i64
      %44 = llvm.getelementptr %20[%c180_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c210_i64 = arith.constant 210 : i64
      %45 = llvm.getelementptr %20[%c210_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c240_i64 = arith.constant 240 : i64
      %46 = llvm.getelementptr %20[%c240_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      gpu.barrier
      %thread_id_x_3 = gpu.thread_id  x
      %47 = arith.index_cast %thread_id_x_3 : index to i64
      %c32_i64_4 = arith.constant 32 : i64
      %thread_id_y_5 = gpu.thread_id  y
      %48 = arith.index_cast %thread_id_y_5 : index to i64
      %49 = arith.muli %c32_i64_4, %48 : i64
      %50 = arith.addi %47, %49 : i64
      %c0_i64 = arith.constant 0 : i64
      %51 = arith.cmpi eq, %50, %c0_i64 : i64
      scf.if %51 {
        %c2_i64_158 = arith.constant 2 : i64
        %186 = llvm.load %34 : !llvm.ptr<1> -> i64
        %187 = arith.muli %c2_i64_158, %186 : i64
        %188 = llvm.atomicrmw add %20, %187 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_6 = gpu.thread_id  x
      %52 = arith.index_cast %thread_id_x_6 : index to i64
      %c32_i64_7 = arith.constant 32 : i64
      %thread_id_y_8 = gpu.thread_id  y
      %53 = arith.index_cast %thread_id_y_8 : index to i64
      %54 = arith.muli %c32_i64_7, %53 : i64
      %55 = arith.addi %52, %54 : i64
      %c6_i64_9 = arith.constant 6 : i64
      %c64_i64_10 = arith.constant 64 : i64
      scf.for %arg13 = %55 to %c6_i64_9 step %c64_i64_10  : i64 {
        %c2_i64_158 = arith.constant 2 : i64
        %186 = llvm.getelementptr %36[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %187 = llvm.load %186 : !llvm.ptr<1> -> i64
        %188 = arith.muli %c2_i64_158, %187 : i64
        %189 = llvm.getelementptr %39[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %190 = llvm.atomicrmw add %189, %188 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_11 = gpu.thread_id  y
      %56 = arith.index_cast %thread_id_y_11 : index to i64
      %c6_i64_12 = arith.constant 6 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg13 = %56 to %c6_i64_12 step %c2_i64  : i64 {
        %thread_id_x_158 = gpu.thread_id  x
        %186 = arith.index_cast %thread_id_x_158 : index to i64
        %c4_i64_159 = arith.constant 4 : i64
        %c32_i64_160 = arith.constant 32 : i64
        scf.for %arg14 = %186 to %c4_i64_159 step %c32_i64_160  : i64 {
          %c2_i64_161 = arith.constant 2 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %187 = arith.muli %arg14, %c6_i64_162 : i64
          %188 = arith.addi %arg13, %187 : i64
          %189 = llvm.getelementptr %30[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %190 = llvm.load %189 : !llvm.ptr<1> -> i64
          %191 = arith.muli %c2_i64_161, %190 : i64
          %c4_i64_163 = arith.constant 4 : i64
          %192 = arith.muli %arg13, %c4_i64_163 : i64
          %193 = arith.addi %arg14, %192 : i64
          %194 = llvm.getelementptr %40[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %195 = llvm.atomicrmw add %194, %191 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_13 = gpu.thread_id  x
      %57 = arith.index_cast %thread_id_x_13 : index to i64
      %c5_i64_14 = arith.constant 5 : i64
      %58 = arith.minsi %57, %c5_i64_14 : i64
      %thread_id_y_15 = gpu.thread_id  y
      %59 = arith.index_cast %thread_id_y_15 : index to i64
      %c4_i64_16 = arith.constant 4 : i64
      %60 = arith.minsi %59, %c4_i64_16 : i64
      %thread_id_y_17 = gpu.thread_id  y
      %61 = arith.index_cast %thread_id_y_17 : index to i64
      %c2_i64_18 = arith.constant 2 : i64
      %62 = arith.addi %61, %c2_i64_18 : i64
      %c4_i64_19 = arith.constant 4 : i64
      %63 = arith.minsi %62, %c4_i64_19 : i64
      %thread_id_y_20 = gpu.thread_id  y
      %64 = arith.index_cast %thread_id_y_20 : index to i64
      %c4_i64_21 = arith.constant 4 : i64
      %65 = arith.addi %64, %c4_i64_21 : i64
      %c4_i64_22 = arith.constant 4 : i64
      %66 = arith.minsi %65, %c4_i64_22 : i64
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
        %186 = arith.muli %arg13, %c6_i64_158 : i64
        %187 = arith.addi %58, %186 : i64
        %188 = llvm.getelementptr %30[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %189 = llvm.load %188 : !llvm.ptr<1> -> i64
        %c4_i64_159 = arith.constant 4 : i64
        %190 = arith.muli %60, %c4_i64_159 : i64
        %191 = arith.addi %arg13, %190 : i64
        %192 = llvm.getelementptr %arg2[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %193 = llvm.load %192 : !llvm.ptr<1> -> i64
        %c4_i64_160 = arith.constant 4 : i64
        %194 = arith.muli %63, %c4_i64_160 : i64
        %195 = arith.addi %arg13, %194 : i64
        %196 = llvm.getelementptr %arg2[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %197 = llvm.load %196 : !llvm.ptr<1> -> i64
        %c4_i64_161 = arith.constant 4 : i64
        %198 = arith.muli %66, %c4_i64_161 : i64
        %199 = arith.addi %arg13, %198 : i64
        %200 = llvm.getelementptr %arg2[%199] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %201 = llvm.load %200 : !llvm.ptr<1> -> i64
        %202 = llvm.load %1 : !llvm.ptr -> i64
        %203 = arith.muli %189, %193 : i64
        %204 = arith.addi %202, %203 : i64
        llvm.store %204, %1 : i64, !llvm.ptr
        %205 = llvm.load %2 : !llvm.ptr -> i64
        %206 = arith.muli %189, %197 : i64
        %207 = arith.addi %205, %206 : i64
        llvm.store %207, %2 : i64, !llvm.ptr
        %208 = llvm.load %3 : !llvm.ptr -> i64
        %209 = arith.muli %189, %201 : i64
        %210 = arith.addi %208, %209 : i64
        llvm.store %210, %3 : i64, !llvm.ptr
      }
      %c6_i64_28 = arith.constant 6 : i64
      %67 = arith.cmpi slt, %57, %c6_i64_28 : i64
      scf.if %67 {
        %c5_i64_158 = arith.constant 5 : i64
        %186 = arith.cmpi slt, %59, %c5_i64_158 : i64
        scf.if %186 {
          %c2_i64_161 = arith.constant 2 : i64
          %189 = llvm.load %1 : !llvm.ptr -> i64
          %190 = arith.muli %c2_i64_161, %189 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %191 = arith.muli %59, %c6_i64_162 : i64
          %192 = arith.addi %57, %191 : i64
          %193 = llvm.getelementptr %41[%192] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %194 = llvm.atomicrmw add %193, %190 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_159 = arith.constant 5 : i64
        %187 = arith.cmpi slt, %62, %c5_i64_159 : i64
        scf.if %187 {
          %c2_i64_161 = arith.constant 2 : i64
          %189 = llvm.load %2 : !llvm.ptr -> i64
          %190 = arith.muli %c2_i64_161, %189 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %191 = arith.muli %62, %c6_i64_162 : i64
          %192 = arith.addi %57, %191 : i64
          %193 = llvm.getelementptr %41[%192] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %194 = llvm.atomicrmw add %193, %190 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_160 = arith.constant 5 : i64
        %188 = arith.cmpi slt, %65, %c5_i64_160 : i64
        scf.if %188 {
          %c2_i64_161 = arith.constant 2 : i64
          %189 = llvm.load %3 : !llvm.ptr -> i64
          %190 = arith.muli %c2_i64_161, %189 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %191 = arith.muli %65, %c6_i64_162 : i64
          %192 = arith.addi %57, %191 : i64
          %193 = llvm.getelementptr %41[%192] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %194 = llvm.atomicrmw add %193, %190 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_29 = gpu.thread_id  x
      %68 = arith.index_cast %thread_id_x_29 : index to i64
      %c32_i64_30 = arith.constant 32 : i64
      %thread_id_y_31 = gpu.thread_id  y
      %69 = arith.index_cast %thread_id_y_31 : index to i64
      %70 = arith.muli %c32_i64_30, %69 : i64
      %71 = arith.addi %68, %70 : i64
      %c6_i64_32 = arith.constant 6 : i64
      %c64_i64_33 = arith.constant 64 : i64
      scf.for %arg13 = %71 to %c6_i64_32 step %c64_i64_33  : i64 {
        %c0_i64_158 = arith.constant 0 : i64
        llvm.store %c0_i64_158, %4 : i64, !llvm.ptr
        %c0_i64_159 = arith.constant 0 : i64
        %c4_i64_160 = arith.constant 4 : i64
        %c1_i64_161 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_159 to %c4_i64_160 step %c1_i64_161  : i64 {
          %190 = llvm.load %4 : !llvm.ptr -> i64
          %c6_i64_163 = arith.constant 6 : i64
          %191 = arith.muli %arg14, %c6_i64_163 : i64
          %192 = arith.addi %arg13, %191 : i64
          %193 = llvm.getelementptr %30[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %194 = llvm.load %193 : !llvm.ptr<1> -> i64
          %195 = llvm.getelementptr %32[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %196 = llvm.load %195 : !llvm.ptr<1> -> i64
          %197 = arith.muli %194, %196 : i64
          %198 = arith.addi %190, %197 : i64
          llvm.store %198, %4 : i64, !llvm.ptr
        }
        %c2_i64_162 = arith.constant 2 : i64
        %186 = llvm.load %4 : !llvm.ptr -> i64
        %187 = arith.muli %c2_i64_162, %186 : i64
        %188 = llvm.getelementptr %42[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %189 = llvm.atomicrmw add %188, %187 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_34 = gpu.thread_id  y
      %72 = arith.index_cast %thread_id_y_34 : index to i64
      %c5_i64_35 = arith.constant 5 : i64
      %c2_i64_36 = arith.constant 2 : i64
      scf.for %arg13 = %72 to %c5_i64_35 step %c2_i64_36  : i64 {
        %thread_id_x_158 = gpu.thread_id  x
        %186 = arith.index_cast %thread_id_x_158 : index to i64
        %c6_i64_159 = arith.constant 6 : i64
        %c32_i64_160 = arith.constant 32 : i64
        scf.for %arg14 = %186 to %c6_i64_159 step %c32_i64_160  : i64 {
          %c2_i64_161 = arith.constant 2 : i64
          %187 = llvm.getelementptr %36[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %188 = llvm.load %187 : !llvm.ptr<1> -> i64
          %189 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %190 = llvm.load %189 : !llvm.ptr<1> -> i64
          %191 = arith.muli %188, %190 : i64
          %192 = arith.muli %c2_i64_161, %191 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %193 = arith.muli %arg13, %c6_i64_162 : i64
          %194 = arith.addi %arg14, %193 : i64
          %195 = llvm.getelementptr %43[%194] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %196 = llvm.atomicrmw add %195, %192 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_37 = gpu.thread_id  x
      %73 = arith.index_cast %thread_id_x_37 : index to i64
      %c32_i64_38 = arith.constant 32 : i64
      %thread_id_y_39 = gpu.thread_id  y
      %74 = arith.index_cast %thread_id_y_39 : index to i64
      %75 = arith.muli %c32_i64_38, %74 : i64
      %76 = arith.addi %73, %75 : i64
      %c6_i64_40 = arith.constant 6 : i64
      %c64_i64_41 = arith.constant 64 : i64
      scf.for %arg13 = %76 to %c6_i64_40 step %c64_i64_41  : i64 {
        %c2_i64_158 = arith.constant 2 : i64
        %186 = llvm.getelementptr %36[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %187 = llvm.load %186 : !llvm.ptr<1> -> i64
        %188 = llvm.getelementptr %36[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %189 = llvm.load %188 : !llvm.ptr<1> -> i64
        %190 = arith.muli %187, %189 : i64
        %191 = arith.muli %c2_i64_158, %190 : i64
        %192 = llvm.getelementptr %44[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %193 = llvm.atomicrmw add %192, %191 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_42 = gpu.thread_id  x
      %77 = arith.index_cast %thread_id_x_42 : index to i64
      %c32_i64_43 = arith.constant 32 : i64
      %thread_id_y_44 = gpu.thread_id  y
      %78 = arith.index_cast %thread_id_y_44 : index to i64
      %79 = arith.muli %c32_i64_43, %78 : i64
      %80 = arith.addi %77, %79 : i64
      %c6_i64_45 = arith.constant 6 : i64
      %c64_i64_46 = arith.constant 64 : i64
      scf.for %arg13 = %80 to %c6_i64_45 step %c64_i64_46  : i64 {
        %c0_i64_158 = arith.constant 0 : i64
        llvm.store %c0_i64_158, %5 : i64, !llvm.ptr
        %c0_i64_159 = arith.constant 0 : i64
        %c4_i64_160 = arith.constant 4 : i64
        %c1_i64_161 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_159 to %c4_i64_160 step %c1_i64_161  : i64 {
          %190 = llvm.load %5 : !llvm.ptr -> i64
          %c6_i64_163 = arith.constant 6 : i64
          %191 = arith.muli %arg14, %c6_i64_163 : i64
          %192 = arith.addi %arg13, %191 : i64
          %193 = llvm.getelementptr %30[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %194 = llvm.load %193 : !llvm.ptr<1> -> i64
          %195 = arith.addi %190, %194 : i64
          llvm.store %195, %5 : i64, !llvm.ptr
        }
        %c2_i64_162 = arith.constant 2 : i64
        %186 = llvm.load %5 : !llvm.ptr -> i64
        %187 = arith.muli %c2_i64_162, %186 : i64
        %188 = llvm.getelementptr %45[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %189 = llvm.atomicrmw add %188, %187 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_47 = gpu.thread_id  x
      %81 = arith.index_cast %thread_id_x_47 : index to i64
      %c32_i64_48 = arith.constant 32 : i64
      %thread_id_y_49 = gpu.thread_id  y
      %82 = arith.index_cast %thread_id_y_49 : index to i64
      %83 = arith.muli %c32_i64_48, %82 : i64
      %84 = arith.addi %81, %83 : i64
      %c0_i64_50 = arith.constant 0 : i64
      %85 = arith.cmpi eq, %84, %c0_i64_50 : i64
      scf.if %85 {
        %c0_i64_158 = arith.constant 0 : i64
        llvm.store %c0_i64_158, %6 : i64, !llvm.ptr
        %c0_i64_159 = arith.constant 0 : i64
        %c6_i64_160 = arith.constant 6 : i64
        %c1_i64_161 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_159 to %c6_i64_160 step %c1_i64_161  : i64 {
          %189 = llvm.load %6 : !llvm.ptr -> i64
          %190 = llvm.getelementptr %36[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %191 = llvm.load %190 : !llvm.ptr<1> -> i64
          %192 = arith.addi %189, %191 : i64
          llvm.store %192, %6 : i64, !llvm.ptr
        }
        %c2_i64_162 = arith.constant 2 : i64
        %186 = llvm.load %6 : !llvm.ptr -> i64
        %187 = arith.muli %c2_i64_162, %186 : i64
        %188 = llvm.atomicrmw add %46, %187 monotonic : !llvm.ptr<3>, i64
      }
      %c270_i64 = arith.constant 270 : i64
      %86 = llvm.getelementptr %20[%c270_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c300_i64 = arith.constant 300 : i64
      %87 = llvm.getelementptr %20[%c300_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c330_i64 = arith.constant 330 : i64
      %88 = llvm.getelementptr %20[%c330_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c360_i64 = arith.constant 360 : i64
      %89 = llvm.getelementptr %20[%c360_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c390_i64 = arith.constant 390 : i64
      %90 = llvm.getelementptr %20[%c390_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c420_i64 = arith.constant 420 : i64
      %91 = llvm.getelementptr %20[%c420_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c450_i64 = arith.constant 450 : i64
      %92 = llvm.getelementptr %20[%c450_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c480_i64 = arith.constant 480 : i64
      %93 = llvm.getelementptr %20[%c480_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c510_i64 = arith.constant 510 : i64
      %94 = llvm.getelementptr %20[%c510_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      gpu.barrier
      %thread_id_x_51 = gpu.thread_id  x
      %95 = arith.index_cast %thread_id_x_51 : index to i64
      %c32_i64_52 = arith.constant 32 : i64
      %thread_id_y_53 = gpu.thread_id  y
      %96 = arith.index_cast %thread_id_y_53 : index to i64
      %97 = arith.muli %c32_i64_52, %96 : i64
      %98 = arith.addi %95, %97 : i64
      %c0_i64_54 = arith.constant 0 : i64
      %99 = arith.cmpi eq, %98, %c0_i64_54 : i64
      scf.if %99 {
        %c2_i64_158 = arith.constant 2 : i64
        %186 = llvm.load %34 : !llvm.ptr<1> -> i64
        %187 = arith.muli %c2_i64_158, %186 : i64
        %188 = llvm.atomicrmw xchg %86, %187 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_55 = gpu.thread_id  x
      %100 = arith.index_cast %thread_id_x_55 : index to i64
      %c32_i64_56 = arith.constant 32 : i64
      %thread_id_y_57 = gpu.thread_id  y
      %101 = arith.index_cast %thread_id_y_57 : index to i64
      %102 = arith.muli %c32_i64_56, %101 : i64
      %103 = arith.addi %100, %102 : i64
      %c6_i64_58 = arith.constant 6 : i64
      %c64_i64_59 = arith.constant 64 : i64
      scf.for %arg13 = %103 to %c6_i64_58 step %c64_i64_59  : i64 {
        %c2_i64_158 = arith.constant 2 : i64
        %186 = llvm.getelementptr %36[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %187 = llvm.load %186 : !llvm.ptr<1> -> i64
        %188 = arith.muli %c2_i64_158, %187 : i64
        %189 = llvm.getelementptr %87[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %190 = llvm.atomicrmw xchg %189, %188 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_60 = gpu.thread_id  y
      %104 = arith.index_cast %thread_id_y_60 : index to i64
      %c6_i64_61 = arith.constant 6 : i64
      %c2_i64_62 = arith.constant 2 : i64
      scf.for %arg13 = %104 to %c6_i64_61 step %c2_i64_62  : i64 {
        %thread_id_x_158 = gpu.thread_id  x
        %186 = arith.index_cast %thread_id_x_158 : index to i64
        %c4_i64_159 = arith.constant 4 : i64
        %c32_i64_160 = arith.constant 32 : i64
        scf.for %arg14 = %186 to %c4_i64_159 step %c32_i64_160  : i64 {
          %c2_i64_161 = arith.constant 2 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %187 = arith.muli %arg14, %c6_i64_162 : i64
          %188 = arith.addi %arg13, %187 : i64
          %189 = llvm.getelementptr %30[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %190 = llvm.load %189 : !llvm.ptr<1> -> i64
          %191 = arith.muli %c2_i64_161, %190 : i64
          %c4_i64_163 = arith.constant 4 : i64
          %192 = arith.muli %arg13, %c4_i64_163 : i64
          %193 = arith.addi %arg14, %192 : i64
          %194 = llvm.getelementptr %88[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %195 = llvm.atomicrmw xchg %194, %191 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_63 = gpu.thread_id  x
      %105 = arith.index_cast %thread_id_x_63 : index to i64
      %c5_i64_64 = arith.constant 5 : i64
      %106 = arith.minsi %105, %c5_i64_64 : i64
      %thread_id_y_65 = gpu.thread_id  y
      %107 = arith.index_cast %thread_id_y_65 : index to i64
      %c4_i64_66 = arith.constant 4 : i64
      %108 = arith.minsi %107, %c4_i64_66 : i64
      %thread_id_y_67 = gpu.thread_id  y
      %109 = arith.index_cast %thread_id_y_67 : index to i64
      %c2_i64_68 = arith.constant 2 : i64
      %110 = arith.addi %109, %c2_i64_68 : i64
      %c4_i64_69 = arith.constant 4 : i64
      %111 = arith.minsi %110, %c4_i64_69 : i64
      %thread_id_y_70 = gpu.thread_id  y
      %112 = arith.index_cast %thread_id_y_70 : index to i64
      %c4_i64_71 = arith.constant 4 : i64
      %113 = arith.addi %112, %c4_i64_71 : i64
      %c4_i64_72 = arith.constant 4 : i64
      %114 = arith.minsi %113, %c4_i64_72 : i64
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
        %186 = arith.muli %arg13, %c6_i64_158 : i64
        %187 = arith.addi %106, %186 : i64
        %188 = llvm.getelementptr %30[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %189 = llvm.load %188 : !llvm.ptr<1> -> i64
        %c4_i64_159 = arith.constant 4 : i64
        %190 = arith.muli %108, %c4_i64_159 : i64
        %191 = arith.addi %arg13, %190 : i64
        %192 = llvm.getelementptr %arg2[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %193 = llvm.load %192 : !llvm.ptr<1> -> i64
        %c4_i64_160 = arith.constant 4 : i64
        %194 = arith.muli %111, %c4_i64_160 : i64
        %195 = arith.addi %arg13, %194 : i64
        %196 = llvm.getelementptr %arg2[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %197 = llvm.load %196 : !llvm.ptr<1> -> i64
        %c4_i64_161 = arith.constant 4 : i64
        %198 = arith.muli %114, %c4_i64_161 : i64
        %199 = arith.addi %arg13, %198 : i64
        %200 = llvm.getelementptr %arg2[%199] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %201 = llvm.load %200 : !llvm.ptr<1> -> i64
        %202 = llvm.load %7 : !llvm.ptr -> i64
        %203 = arith.muli %189, %193 : i64
        %204 = arith.addi %202, %203 : i64
        llvm.store %204, %7 : i64, !llvm.ptr
        %205 = llvm.load %8 : !llvm.ptr -> i64
        %206 = arith.muli %189, %197 : i64
        %207 = arith.addi %205, %206 : i64
        llvm.store %207, %8 : i64, !llvm.ptr
        %208 = llvm.load %9 : !llvm.ptr -> i64
        %209 = arith.muli %189, %201 : i64
        %210 = arith.addi %208, %209 : i64
        llvm.store %210, %9 : i64, !llvm.ptr
      }
      %c6_i64_79 = arith.constant 6 : i64
      %115 = arith.cmpi slt, %105, %c6_i64_79 : i64
      scf.if %115 {
        %c5_i64_158 = arith.constant 5 : i64
        %186 = arith.cmpi slt, %107, %c5_i64_158 : i64
        scf.if %186 {
          %c2_i64_161 = arith.constant 2 : i64
          %189 = llvm.load %7 : !llvm.ptr -> i64
          %190 = arith.muli %c2_i64_161, %189 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %191 = arith.muli %107, %c6_i64_162 : i64
          %192 = arith.addi %105, %191 : i64
          %193 = llvm.getelementptr %89[%192] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %194 = llvm.atomicrmw xchg %193, %190 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_159 = arith.constant 5 : i64
        %187 = arith.cmpi slt, %110, %c5_i64_159 : i64
        scf.if %187 {
          %c2_i64_161 = arith.constant 2 : i64
          %189 = llvm.load %8 : !llvm.ptr -> i64
          %190 = arith.muli %c2_i64_161, %189 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %191 = arith.muli %110, %c6_i64_162 : i64
          %192 = arith.addi %105, %191 : i64
          %193 = llvm.getelementptr %89[%192] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %194 = llvm.atomicrmw xchg %193, %190 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_160 = arith.constant 5 : i64
        %188 = arith.cmpi slt, %113, %c5_i64_160 : i64
        scf.if %188 {
          %c2_i64_161 = arith.constant 2 : i64
          %189 = llvm.load %9 : !llvm.ptr -> i64
          %190 = arith.muli %c2_i64_161, %189 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %191 = arith.muli %113, %c6_i64_162 : i64
          %192 = arith.addi %105, %191 : i64
          %193 = llvm.getelementptr %89[%192] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %194 = llvm.atomicrmw xchg %193, %190 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_80 = gpu.thread_id  x
      %116 = arith.index_cast %thread_id_x_80 : index to i64
      %c32_i64_81 = arith.constant 32 : i64
      %thread_id_y_82 = gpu.thread_id  y
      %117 = arith.index_cast %thread_id_y_82 : index to i64
      %118 = arith.muli %c32_i64_81, %117 : i64
      %119 = arith.addi %116, %118 : i64
      %c6_i64_83 = arith.constant 6 : i64
      %c64_i64_84 = arith.constant 64 : i64
      scf.for %arg13 = %119 to %c6_i64_83 step %c64_i64_84  : i64 {
        %c0_i64_158 = arith.constant 0 : i64
        llvm.store %c0_i64_158, %10 : i64, !llvm.ptr
        %c0_i64_159 = arith.constant 0 : i64
        %c4_i64_160 = arith.constant 4 : i64
        %c1_i64_161 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_159 to %c4_i64_160 step %c1_i64_161  : i64 {
          %190 = llvm.load %10 : !llvm.ptr -> i64
          %c6_i64_163 = arith.constant 6 : i64
          %191 = arith.muli %arg14, %c6_i64_163 : i64
          %192 = arith.addi %arg13, %191 : i64
          %193 = llvm.getelementptr %30[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %194 = llvm.load %193 : !llvm.ptr<1> -> i64
          %195 = llvm.getelementptr %32[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %196 = llvm.load %195 : !llvm.ptr<1> -> i64
          %197 = arith.muli %194, %196 : i64
          %198 = arith.addi %190, %197 : i64
          llvm.store %198, %10 : i64, !llvm.ptr
        }
        %c2_i64_162 = arith.constant 2 : i64
        %186 = llvm.load %10 : !llvm.ptr -> i64
        %187 = arith.muli %c2_i64_162, %186 : i64
        %188 = llvm.getelementptr %90[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %189 = llvm.atomicrmw xchg %188, %187 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_85 = gpu.thread_id  y
      %120 = arith.index_cast %thread_id_y_85 : index to i64
      %c5_i64_86 = arith.constant 5 : i64
      %c2_i64_87 = arith.constant 2 : i64
      scf.for %arg13 = %120 to %c5_i64_86 step %c2_i64_87  : i64 {
        %thread_id_x_158 = gpu.thread_id  x
        %186 = arith.index_cast %thread_id_x_158 : index to i64
        %c6_i64_159 = arith.constant 6 : i64
        %c32_i64_160 = arith.constant 32 : i64
        scf.for %arg14 = %186 to %c6_i64_159 step %c32_i64_160  : i64 {
          %c2_i64_161 = arith.constant 2 : i64
          %187 = llvm.getelementptr %36[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %188 = llvm.load %187 : !llvm.ptr<1> -> i64
          %189 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %190 = llvm.load %189 : !llvm.ptr<1> -> i64
          %191 = arith.muli %188, %190 : i64
          %192 = arith.muli %c2_i64_161, %191 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %193 = arith.muli %arg13, %c6_i64_162 : i64
          %194 = arith.addi %arg14, %193 : i64
          %195 = llvm.getelementptr %91[%194] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %196 = llvm.atomicrmw xchg %195, %192 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_88 = gpu.thread_id  x
      %121 = arith.index_cast %thread_id_x_88 : index to i64
      %c32_i64_89 = arith.constant 32 : i64
      %thread_id_y_90 = gpu.thread_id  y
      %122 = arith.index_cast %thread_id_y_90 : index to i64
      %123 = arith.muli %c32_i64_89, %122 : i64
      %124 = arith.addi %121, %123 : i64
      %c6_i64_91 = arith.constant 6 : i64
      %c64_i64_92 = arith.constant 64 : i64
      scf.for %arg13 = %124 to %c6_i64_91 step %c64_i64_92  : i64 {
        %c2_i64_158 = arith.constant 2 : i64
        %186 = llvm.getelementptr %36[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %187 = llvm.load %186 : !llvm.ptr<1> -> i64
        %188 = llvm.getelementptr %36[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %189 = llvm.load %188 : !llvm.ptr<1> -> i64
        %190 = arith.muli %187, %189 : i64
        %191 = arith.muli %c2_i64_158, %190 : i64
        %192 = llvm.getelementptr %92[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %193 = llvm.atomicrmw xchg %192, %191 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_93 = gpu.thread_id  x
      %125 = arith.index_cast %thread_id_x_93 : index to i64
      %c32_i64_94 = arith.constant 32 : i64
      %thread_id_y_95 = gpu.thread_id  y
      %126 = arith.index_cast %thread_id_y_95 : index to i64
      %127 = arith.muli %c32_i64_94, %126 : i64
      %128 = arith.addi %125, %127 : i64
      %c6_i64_96 = arith.constant 6 : i64
      %c64_i64_97 = arith.constant 64 : i64
      scf.for %arg13 = %128 to %c6_i64_96 step %c64_i64_97  : i64 {
        %c0_i64_158 = arith.constant 0 : i64
        llvm.store %c0_i64_158, %11 : i64, !llvm.ptr
        %c0_i64_159 = arith.constant 0 : i64
        %c4_i64_160 = arith.constant 4 : i64
        %c1_i64_161 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_159 to %c4_i64_160 step %c1_i64_161  : i64 {
          %190 = llvm.load %11 : !llvm.ptr -> i64
          %c6_i64_163 = arith.constant 6 : i64
          %191 = arith.muli %arg14, %c6_i64_163 : i64
          %192 = arith.addi %arg13, %191 : i64
          %193 = llvm.getelementptr %30[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %194 = llvm.load %193 : !llvm.ptr<1> -> i64
          %195 = arith.addi %190, %194 : i64
          llvm.store %195, %11 : i64, !llvm.ptr
        }
        %c2_i64_162 = arith.constant 2 : i64
        %186 = llvm.load %11 : !llvm.ptr -> i64
        %187 = arith.muli %c2_i64_162, %186 : i64
        %188 = llvm.getelementptr %93[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %189 = llvm.atomicrmw xchg %188, %187 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_98 = gpu.thread_id  x
      %129 = arith.index_cast %thread_id_x_98 : index to i64
      %c32_i64_99 = arith.constant 32 : i64
      %thread_id_y_100 = gpu.thread_id  y
      %130 = arith.index_cast %thread_id_y_100 : index to i64
      %131 = arith.muli %c32_i64_99, %130 : i64
      %132 = arith.addi %129, %131 : i64
      %c0_i64_101 = arith.constant 0 : i64
      %133 = arith.cmpi eq, %132, %c0_i64_101 : i64
      scf.if %133 {
        %c0_i64_158 = arith.constant 0 : i64
        llvm.store %c0_i64_158, %12 : i64, !llvm.ptr
        %c0_i64_159 = arith.constant 0 : i64
        %c6_i64_160 = arith.constant 6 : i64
        %c1_i64_161 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_159 to %c6_i64_160 step %c1_i64_161  : i64 {
          %189 = llvm.load %12 : !llvm.ptr -> i64
          %190 = llvm.getelementptr %36[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %191 = llvm.load %190 : !llvm.ptr<1> -> i64
          %192 = arith.addi %189, %191 : i64
          llvm.store %192, %12 : i64, !llvm.ptr
        }
        %c2_i64_162 = arith.constant 2 : i64
        %186 = llvm.load %12 : !llvm.ptr -> i64
        %187 = arith.muli %c2_i64_162, %186 : i64
        %188 = llvm.atomicrmw xchg %94, %187 monotonic : !llvm.ptr<3>, i64
      }
      %c540_i64 = arith.constant 540 : i64
      %134 = llvm.getelementptr %20[%c540_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c570_i64 = arith.constant 570 : i64
      %135 = llvm.getelementptr %20[%c570_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c600_i64 = arith.constant 600 : i64
      %136 = llvm.getelementptr %20[%c600_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c630_i64 = arith.constant 630 : i64
      %137 = llvm.getelementptr %20[%c630_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c660_i64 = arith.constant 660 : i64
      %138 = llvm.getelementptr %20[%c660_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c690_i64 = arith.constant 690 : i64
      %139 = llvm.getelementptr %20[%c690_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c720_i64 = arith.constant 720 : i64
      %140 = llvm.getelementptr %20[%c720_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c750_i64 = arith.constant 750 : i64
      %141 = llvm.getelementptr %20[%c750_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c780_i64 = arith.constant 780 : i64
      %142 = llvm.getelementptr %20[%c780_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      gpu.barrier
      %thread_id_x_102 = gpu.thread_id  x
      %143 = arith.index_cast %thread_id_x_102 : index to i64
      %c32_i64_103 = arith.constant 32 : i64
      %thread_id_y_104 = gpu.thread_id  y
      %144 = arith.index_cast %thread_id_y_104 : index to i64
      %145 = arith.muli %c32_i64_103, %144 : i64
      %146 = arith.addi %143, %145 : i64
      %c0_i64_105 = arith.constant 0 : i64
      %147 = arith.cmpi eq, %146, %c0_i64_105 : i64
      scf.if %147 {
        %c2_i64_158 = arith.constant 2 : i64
        %186 = llvm.load %34 : !llvm.ptr<1> -> i64
        %187 = arith.muli %c2_i64_158, %186 : i64
        %188 = llvm.load %134 : !llvm.ptr<3> -> i64
        %189 = scf.while (%arg13 = %188) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %190 = arith.muli %c3_i64, %arg13 : i64
          %191 = arith.addi %187, %190 : i64
          %192 = llvm.cmpxchg %134, %arg13, %191 monotonic monotonic : !llvm.ptr<3>, i64
          %193 = llvm.extractvalue %192[0] : !llvm.struct<(i64, i1)> 
          %194 = llvm.extractvalue %192[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %195 = arith.xori %194, %true : i1
          scf.condition(%195) %193 : i64
        } do {
        ^bb0(%arg13: i64):
          scf.yield %arg13 : i64
        }
      }
      gpu.barrier
      %thread_id_x_106 = gpu.thread_id  x
      %148 = arith.index_cast %thread_id_x_106 : index to i64
      %c32_i64_107 = arith.constant 32 : i64
      %thread_id_y_108 = gpu.thread_id  y
      %149 = arith.index_cast %thread_id_y_108 : index to i64
      %150 = arith.muli %c32_i64_107, %149 : i64
      %151 = arith.addi %148, %150 : i64
      %c6_i64_109 = arith.constant 6 : i64
      %c64_i64_110 = arith.constant 64 : i64
      scf.for %arg13 = %151 to %c6_i64_109 step %c64_i64_110  : i64 {
        %c2_i64_158 = arith.constant 2 : i64
        %186 = llvm.getelementptr %36[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %187 = llvm.load %186 : !llvm.ptr<1> -> i64
        %188 = arith.muli %c2_i64_158, %187 : i64
        %189 = llvm.getelementptr %135[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %190 = llvm.load %189 : !llvm.ptr<3> -> i64
        %191 = scf.while (%arg14 = %190) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %192 = arith.muli %c3_i64, %arg14 : i64
          %193 = arith.addi %188, %192 : i64
          %194 = llvm.cmpxchg %189, %arg14, %193 monotonic monotonic : !llvm.ptr<3>, i64
          %195 = llvm.extractvalue %194[0] : !llvm.struct<(i64, i1)> 
          %196 = llvm.extractvalue %194[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %197 = arith.xori %196, %true : i1
          scf.condition(%197) %195 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_y_111 = gpu.thread_id  y
      %152 = arith.index_cast %thread_id_y_111 : index to i64
      %c6_i64_112 = arith.constant 6 : i64
      %c2_i64_113 = arith.constant 2 : i64
      scf.for %arg13 = %152 to %c6_i64_112 step %c2_i64_113  : i64 {
        %thread_id_x_158 = gpu.thread_id  x
        %186 = arith.index_cast %thread_id_x_158 : index to i64
        %c4_i64_159 = arith.constant 4 : i64
        %c32_i64_160 = arith.constant 32 : i64
        scf.for %arg14 = %186 to %c4_i64_159 step %c32_i64_160  : i64 {
          %c2_i64_161 = arith.constant 2 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %187 = arith.muli %arg14, %c6_i64_162 : i64
          %188 = arith.addi %arg13, %187 : i64
          %189 = llvm.getelementptr %30[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %190 = llvm.load %189 : !llvm.ptr<1> -> i64
          %191 = arith.muli %c2_i64_161, %190 : i64
          %c4_i64_163 = arith.constant 4 : i64
          %192 = arith.muli %arg13, %c4_i64_163 : i64
          %193 = arith.addi %arg14, %192 : i64
          %194 = llvm.getelementptr %136[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %195 = llvm.load %194 : !llvm.ptr<3> -> i64
          %196 = scf.while (%arg15 = %195) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %197 = arith.muli %c3_i64, %arg15 : i64
            %198 = arith.addi %191, %197 : i64
            %199 = llvm.cmpxchg %194, %arg15, %198 monotonic monotonic : !llvm.ptr<3>, i64
            %200 = llvm.extractvalue %199[0] : !llvm.struct<(i64, i1)> 
            %201 = llvm.extractvalue %199[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %202 = arith.xori %201, %true : i1
            scf.condition(%202) %200 : i64
          } do {
          ^bb0(%arg15: i64):
            scf.yield %arg15 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_114 = gpu.thread_id  x
      %153 = arith.index_cast %thread_id_x_114 : index to i64
      %c5_i64_115 = arith.constant 5 : i64
      %154 = arith.minsi %153, %c5_i64_115 : i64
      %thread_id_y_116 = gpu.thread_id  y
      %155 = arith.index_cast %thread_id_y_116 : index to i64
      %c4_i64_117 = arith.constant 4 : i64
      %156 = arith.minsi %155, %c4_i64_117 : i64
      %thread_id_y_118 = gpu.thread_id  y
      %157 = arith.index_cast %thread_id_y_118 : index to i64
      %c2_i64_119 = arith.constant 2 : i64
      %158 = arith.addi %157, %c2_i64_119 : i64
      %c4_i64_120 = arith.constant 4 : i64
      %159 = arith.minsi %158, %c4_i64_120 : i64
      %thread_id_y_121 = gpu.thread_id  y
      %160 = arith.index_cast %thread_id_y_121 : index to i64
      %c4_i64_122 = arith.constant 4 : i64
      %161 = arith.addi %160, %c4_i64_122 : i64
      %c4_i64_123 = arith.constant 4 : i64
      %162 = arith.minsi %161, %c4_i64_123 : i64
      %c0_i64_124 = arith.constant 0 : i64
      llvm.store %c0_i64_124, %13 : i64, !llvm.ptr
      %c0_i64_125 = arith.constant 0 : i64
      llvm.store %c0_i64_125, %14 : i64, !llvm.ptr
      %c0_i64_126 = arith.constant 0 : i64
      llvm.store %c0_i64_126, %15 : i64, !llvm.ptr
      %c0_i64_127 = arith.constant 0 : i64
      %c4_i64_128 = arith.constant 4 : i64
      %c1_i64_129 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_127 to %c4_i64_128 step %c1_i64_129  : i64 {
        %c6_i64_158 = arith.constant 6 : i64
        %186 = arith.muli %arg13, %c6_i64_158 : i64
        %187 = arith.addi %154, %186 : i64
        %188 = llvm.getelementptr %30[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %189 = llvm.load %188 : !llvm.ptr<1> -> i64
        %c4_i64_159 = arith.constant 4 : i64
        %190 = arith.muli %156, %c4_i64_159 : i64
        %191 = arith.addi %arg13, %190 : i64
        %192 = llvm.getelementptr %arg2[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %193 = llvm.load %192 : !llvm.ptr<1> -> i64
        %c4_i64_160 = arith.constant 4 : i64
        %194 = arith.muli %159, %c4_i64_160 : i64
        %195 = arith.addi %arg13, %194 : i64
        %196 = llvm.getelementptr %arg2[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %197 = llvm.load %196 : !llvm.ptr<1> -> i64
        %c4_i64_161 = arith.constant 4 : i64
        %198 = arith.muli %162, %c4_i64_161 : i64
        %199 = arith.addi %arg13, %198 : i64
        %200 = llvm.getelementptr %arg2[%199] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %201 = llvm.load %200 : !llvm.ptr<1> -> i64
        %202 = llvm.load %13 : !llvm.ptr -> i64
        %203 = arith.muli %189, %193 : i64
        %204 = arith.addi %202, %203 : i64
        llvm.store %204, %13 : i64, !llvm.ptr
        %205 = llvm.load %14 : !llvm.ptr -> i64
        %206 = arith.muli %189, %197 : i64
        %207 = arith.addi %205, %206 : i64
        llvm.store %207, %14 : i64, !llvm.ptr
        %208 = llvm.load %15 : !llvm.ptr -> i64
        %209 = arith.muli %189, %201 : i64
        %210 = arith.addi %208, %209 : i64
        llvm.store %210, %15 : i64, !llvm.ptr
      }
      %c6_i64_130 = arith.constant 6 : i64
      %163 = arith.cmpi slt, %153, %c6_i64_130 : i64
      scf.if %163 {
        %c5_i64_158 = arith.constant 5 : i64
        %186 = arith.cmpi slt, %155, %c5_i64_158 : i64
        scf.if %186 {
          %c2_i64_161 = arith.constant 2 : i64
          %189 = llvm.load %13 : !llvm.ptr -> i64
          %190 = arith.muli %c2_i64_161, %189 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %191 = arith.muli %155, %c6_i64_162 : i64
          %192 = arith.addi %153, %191 : i64
          %193 = llvm.getelementptr %137[%192] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %194 = llvm.load %193 : !llvm.ptr<3> -> i64
          %195 = scf.while (%arg13 = %194) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %196 = arith.muli %c3_i64, %arg13 : i64
            %197 = arith.addi %190, %196 : i64
            %198 = llvm.cmpxchg %193, %arg13, %197 monotonic monotonic : !llvm.ptr<3>, i64
            %199 = llvm.extractvalue %198[0] : !llvm.struct<(i64, i1)> 
            %200 = llvm.extractvalue %198[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %201 = arith.xori %200, %true : i1
            scf.condition(%201) %199 : i64
          } do {
          ^bb0(%arg13: i64):
            scf.yield %arg13 : i64
          }
        }
        %c5_i64_159 = arith.constant 5 : i64
        %187 = arith.cmpi slt, %158, %c5_i64_159 : i64
        scf.if %187 {
          %c2_i64_161 = arith.constant 2 : i64
          %189 = llvm.load %14 : !llvm.ptr -> i64
          %190 = arith.muli %c2_i64_161, %189 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %191 = arith.muli %158, %c6_i64_162 : i64
          %192 = arith.addi %153, %191 : i64
          %193 = llvm.getelementptr %137[%192] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %194 = llvm.load %193 : !llvm.ptr<3> -> i64
          %195 = scf.while (%arg13 = %194) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %196 = arith.muli %c3_i64, %arg13 : i64
            %197 = arith.addi %190, %196 : i64
            %198 = llvm.cmpxchg %193, %arg13, %197 monotonic monotonic : !llvm.ptr<3>, i64
            %199 = llvm.extractvalue %198[0] : !llvm.struct<(i64, i1)> 
            %200 = llvm.extractvalue %198[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %201 = arith.xori %200, %true : i1
            scf.condition(%201) %199 : i64
          } do {
          ^bb0(%arg13: i64):
            scf.yield %arg13 : i64
          }
        }
        %c5_i64_160 = arith.constant 5 : i64
        %188 = arith.cmpi slt, %161, %c5_i64_160 : i64
        scf.if %188 {
          %c2_i64_161 = arith.constant 2 : i64
          %189 = llvm.load %15 : !llvm.ptr -> i64
          %190 = arith.muli %c2_i64_161, %189 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %191 = arith.muli %161, %c6_i64_162 : i64
          %192 = arith.addi %153, %191 : i64
          %193 = llvm.getelementptr %137[%192] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %194 = llvm.load %193 : !llvm.ptr<3> -> i64
          %195 = scf.while (%arg13 = %194) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %196 = arith.muli %c3_i64, %arg13 : i64
            %197 = arith.addi %190, %196 : i64
            %198 = llvm.cmpxchg %193, %arg13, %197 monotonic monotonic : !llvm.ptr<3>, i64
            %199 = llvm.extractvalue %198[0] : !llvm.struct<(i64, i1)> 
            %200 = llvm.extractvalue %198[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %201 = arith.xori %200, %true : i1
            scf.condition(%201) %199 : i64
          } do {
          ^bb0(%arg13: i64):
            scf.yield %arg13 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_131 = gpu.thread_id  x
      %164 = arith.index_cast %thread_id_x_131 : index to i64
      %c32_i64_132 = arith.constant 32 : i64
      %thread_id_y_133 = gpu.thread_id  y
      %165 = arith.index_cast %thread_id_y_133 : index to i64
      %166 = arith.muli %c32_i64_132, %165 : i64
      %167 = arith.addi %164, %166 : i64
      %c6_i64_134 = arith.constant 6 : i64
      %c64_i64_135 = arith.constant 64 : i64
      scf.for %arg13 = %167 to %c6_i64_134 step %c64_i64_135  : i64 {
        %c0_i64_158 = arith.constant 0 : i64
        llvm.store %c0_i64_158, %16 : i64, !llvm.ptr
        %c0_i64_159 = arith.constant 0 : i64
        %c4_i64_160 = arith.constant 4 : i64
        %c1_i64_161 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_159 to %c4_i64_160 step %c1_i64_161  : i64 {
          %191 = llvm.load %16 : !llvm.ptr -> i64
          %c6_i64_163 = arith.constant 6 : i64
          %192 = arith.muli %arg14, %c6_i64_163 : i64
          %193 = arith.addi %arg13, %192 : i64
          %194 = llvm.getelementptr %30[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %195 = llvm.load %194 : !llvm.ptr<1> -> i64
          %196 = llvm.getelementptr %32[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %197 = llvm.load %196 : !llvm.ptr<1> -> i64
          %198 = arith.muli %195, %197 : i64
          %199 = arith.addi %191, %198 : i64
          llvm.store %199, %16 : i64, !llvm.ptr
        }
        %c2_i64_162 = arith.constant 2 : i64
        %186 = llvm.load %16 : !llvm.ptr -> i64
        %187 = arith.muli %c2_i64_162, %186 : i64
        %188 = llvm.getelementptr %138[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %189 = llvm.load %188 : !llvm.ptr<3> -> i64
        %190 = scf.while (%arg14 = %189) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %191 = arith.muli %c3_i64, %arg14 : i64
          %192 = arith.addi %187, %191 : i64
          %193 = llvm.cmpxchg %188, %arg14, %192 monotonic monotonic : !llvm.ptr<3>, i64
          %194 = llvm.extractvalue %193[0] : !llvm.struct<(i64, i1)> 
          %195 = llvm.extractvalue %193[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %196 = arith.xori %195, %true : i1
          scf.condition(%196) %194 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_y_136 = gpu.thread_id  y
      %168 = arith.index_cast %thread_id_y_136 : index to i64
      %c5_i64_137 = arith.constant 5 : i64
      %c2_i64_138 = arith.constant 2 : i64
      scf.for %arg13 = %168 to %c5_i64_137 step %c2_i64_138  : i64 {
        %thread_id_x_158 = gpu.thread_id  x
        %186 = arith.index_cast %thread_id_x_158 : index to i64
        %c6_i64_159 = arith.constant 6 : i64
        %c32_i64_160 = arith.constant 32 : i64
        scf.for %arg14 = %186 to %c6_i64_159 step %c32_i64_160  : i64 {
          %c2_i64_161 = arith.constant 2 : i64
          %187 = llvm.getelementptr %36[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %188 = llvm.load %187 : !llvm.ptr<1> -> i64
          %189 = llvm.getelementptr %38[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %190 = llvm.load %189 : !llvm.ptr<1> -> i64
          %191 = arith.muli %188, %190 : i64
          %192 = arith.muli %c2_i64_161, %191 : i64
          %c6_i64_162 = arith.constant 6 : i64
          %193 = arith.muli %arg13, %c6_i64_162 : i64
          %194 = arith.addi %arg14, %193 : i64
          %195 = llvm.getelementptr %139[%194] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %196 = llvm.load %195 : !llvm.ptr<3> -> i64
          %197 = scf.while (%arg15 = %196) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %198 = arith.muli %c3_i64, %arg15 : i64
            %199 = arith.addi %192, %198 : i64
            %200 = llvm.cmpxchg %195, %arg15, %199 monotonic monotonic : !llvm.ptr<3>, i64
            %201 = llvm.extractvalue %200[0] : !llvm.struct<(i64, i1)> 
            %202 = llvm.extractvalue %200[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %203 = arith.xori %202, %true : i1
            scf.condition(%203) %201 : i64
          } do {
          ^bb0(%arg15: i64):
            scf.yield %arg15 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_139 = gpu.thread_id  x
      %169 = arith.index_cast %thread_id_x_139 : index to i64
      %c32_i64_140 = arith.constant 32 : i64
      %thread_id_y_141 = gpu.thread_id  y
      %170 = arith.index_cast %thread_id_y_141 : index to i64
      %171 = arith.muli %c32_i64_140, %170 : i64
      %172 = arith.addi %169, %171 : i64
      %c6_i64_142 = arith.constant 6 : i64
      %c64_i64_143 = arith.constant 64 : i64
      scf.for %arg13 = %172 to %c6_i64_142 step %c64_i64_143  : i64 {
        %c2_i64_158 = arith.constant 2 : i64
        %186 = llvm.getelementptr %36[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %187 = llvm.load %186 : !llvm.ptr<1> -> i64
        %188 = llvm.getelementptr %36[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %189 = llvm.load %188 : !llvm.ptr<1> -> i64
        %190 = arith.muli %187, %189 : i64
        %191 = arith.muli %c2_i64_158, %190 : i64
        %192 = llvm.getelementptr %140[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %193 = llvm.load %192 : !llvm.ptr<3> -> i64
        %194 = scf.while (%arg14 = %193) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %195 = arith.muli %c3_i64, %arg14 : i64
          %196 = arith.addi %191, %195 : i64
          %197 = llvm.cmpxchg %192, %arg14, %196 monotonic monotonic : !llvm.ptr<3>, i64
          %198 = llvm.extractvalue %197[0] : !llvm.struct<(i64, i1)> 
          %199 = llvm.extractvalue %197[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %200 = arith.xori %199, %true : i1
          scf.condition(%200) %198 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_x_144 = gpu.thread_id  x
      %173 = arith.index_cast %thread_id_x_144 : index to i64
      %c32_i64_145 = arith.constant 32 : i64
      %thread_id_y_146 = gpu.thread_id  y
      %174 = arith.index_cast %thread_id_y_146 : index to i64
      %175 = arith.muli %c32_i64_145, %174 : i64
      %176 = arith.addi %173, %175 : i64
      %c6_i64_147 = arith.constant 6 : i64
      %c64_i64_148 = arith.constant 64 : i64
      scf.for %arg13 = %176 to %c6_i64_147 step %c64_i64_148  : i64 {
        %c0_i64_158 = arith.constant 0 : i64
        llvm.store %c0_i64_158, %17 : i64, !llvm.ptr
        %c0_i64_159 = arith.constant 0 : i64
        %c4_i64_160 = arith.constant 4 : i64
        %c1_i64_161 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_159 to %c4_i64_160 step %c1_i64_161  : i64 {
          %191 = llvm.load %17 : !llvm.ptr -> i64
          %c6_i64_163 = arith.constant 6 : i64
          %192 = arith.muli %arg14, %c6_i64_163 : i64
          %193 = arith.addi %arg13, %192 : i64
          %194 = llvm.getelementptr %30[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %195 = llvm.load %194 : !llvm.ptr<1> -> i64
          %196 = arith.addi %191, %195 : i64
          llvm.store %196, %17 : i64, !llvm.ptr
        }
        %c2_i64_162 = arith.constant 2 : i64
        %186 = llvm.load %17 : !llvm.ptr -> i64
        %187 = arith.muli %c2_i64_162, %186 : i64
        %188 = llvm.getelementptr %141[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %189 = llvm.load %188 : !llvm.ptr<3> -> i64
        %190 = scf.while (%arg14 = %189) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %191 = arith.muli %c3_i64, %arg14 : i64
          %192 = arith.addi %187, %191 : i64
          %193 = llvm.cmpxchg %188, %arg14, %192 monotonic monotonic : !llvm.ptr<3>, i64
          %194 = llvm.extractvalue %193[0] : !llvm.struct<(i64, i1)> 
          %195 = llvm.extractvalue %193[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %196 = arith.xori %195, %true : i1
          scf.condition(%196) %194 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_x_149 = gpu.thread_id  x
      %177 = arith.index_cast %thread_id_x_149 : index to i64
      %c32_i64_150 = arith.constant 32 : i64
      %thread_id_y_151 = gpu.thread_id  y
      %178 = arith.index_cast %thread_id_y_151 : index to i64
      %179 = arith.muli %c32_i64_150, %178 : i64
      %180 = arith.addi %177, %179 : i64
      %c0_i64_152 = arith.constant 0 : i64
      %181 = arith.cmpi eq, %180, %c0_i64_152 : i64
      scf.if %181 {
        %c0_i64_158 = arith.constant 0 : i64
        llvm.store %c0_i64_158, %18 : i64, !llvm.ptr
        %c0_i64_159 = arith.constant 0 : i64
        %c6_i64_160 = arith.constant 6 : i64
        %c1_i64_161 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_159 to %c6_i64_160 step %c1_i64_161  : i64 {
          %190 = llvm.load %18 : !llvm.ptr -> i64
          %191 = llvm.getelementptr %36[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %192 = llvm.load %191 : !llvm.ptr<1> -> i64
          %193 = arith.addi %190, %192 : i64
          llvm.store %193, %18 : i64, !llvm.ptr
        }
        %c2_i64_162 = arith.constant 2 : i64
        %186 = llvm.load %18 : !llvm.ptr -> i64
        %187 = arith.muli %c2_i64_162, %186 : i64
        %188 = llvm.load %142 : !llvm.ptr<3> -> i64
        %189 = scf.while (%arg13 = %188) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %190 = arith.muli %c3_i64, %arg13 : i64
          %191 = arith.addi %187, %190 : i64
          %192 = llvm.cmpxchg %142, %arg13, %191 monotonic monotonic : !llvm.ptr<3>, i64
          %193 = llvm.extractvalue %192[0] : !llvm.struct<(i64, i1)> 
          %194 = llvm.extractvalue %192[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %195 = arith.xori %194, %true : i1
          scf.condition(%195) %193 : i64
        } do {
        ^bb0(%arg13: i64):
          scf.yield %arg13 : i64
        }
      }
      gpu.barrier
      %thread_id_x_153 = gpu.thread_id  x
      %182 = arith.index_cast %thread_id_x_153 : index to i64
      %c32_i64_154 = arith.constant 32 : i64
      %thread_id_y_155 = gpu.thread_id  y
      %183 = arith.index_cast %thread_id_y_155 : index to i64
      %184 = arith.muli %c32_i64_154, %183 : i64
      %185 = arith.addi %182, %184 : i64
      %c810_i64_156 = arith.constant 810 : i64
      %c64_i64_157 = arith.constant 64 : i64
      scf.for %arg13 = %185 to %c810_i64_156 step %c64_i64_157  : i64 {
        %186 = llvm.getelementptr %20[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %187 = llvm.load %186 : !llvm.ptr<3> -> i64
        %188 = llvm.getelementptr %24[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %187, %188 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
