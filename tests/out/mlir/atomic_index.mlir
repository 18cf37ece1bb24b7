module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_atomic_index_() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<6480 x i8>
    gpu.func @atomic_index_(%arg0: memref<6x4x?xi64, strided<[1, 6, 24]>, 1>, %arg1: memref<4x5xi64, strided<[1, 4]>, 1>, %arg2: memref<4x?xi64, strided<[1, 4]>, 1>, %arg3: memref<6x?xi64, strided<[1, 6]>, 1>, %arg4: memref<5x?xi64, strided<[1, 5]>, 1>, %arg5: memref<30x9x3x?xi64, strided<[1, 30, 270, 810]>, 1>, %arg6: memref<30x9x3x?xi64, strided<[1, 30, 270, 810]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<6x4x?xi64, strided<[1, 6, 24]>, 1> -> memref<i64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<6x4x?xi64, strided<[1, 6, 24]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<4x5xi64, strided<[1, 4]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<4x5xi64, strided<[1, 4]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<4x?xi64, strided<[1, 4]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<4x?xi64, strided<[1, 4]>, 1> -> index
      %5 = arith.index_cast %intptr_9 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<6x?xi64, strided<[1, 6]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<6x?xi64, strided<[1, 6]>, 1> -> index
      %8 = arith.index_cast %intptr_14 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %10 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<5x?xi64, strided<[1, 5]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<5x?xi64, strided<[1, 5]>, 1> -> index
      %11 = arith.index_cast %intptr_19 : index to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
      %13 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:4, %strides_23:4 = memref.extract_strided_metadata %arg5 : memref<30x9x3x?xi64, strided<[1, 30, 270, 810]>, 1> -> memref<i64, 1>, index, index, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<30x9x3x?xi64, strided<[1, 30, 270, 810]>, 1> -> index
      %14 = arith.index_cast %intptr_24 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %16 = arith.index_cast %sizes_22#3 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:4, %strides_28:4 = memref.extract_strided_metadata %arg6 : memref<30x9x3x?xi64, strided<[1, 30, 270, 810]>, 1> -> memref<i64, 1>, index, index, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<30x9x3x?xi64, strided<[1, 30, 270, 810]>, 1> -> index
      %17 = arith.index_cast %intptr_29 : index to i64
      %18 = llvm.inttoptr %17 : i64 to !llvm.ptr<1>
      %19 = arith.index_cast %sizes_27#3 : index to i64
      %alloca = memref.alloca() : memref<i64>
      %alloca_30 = memref.alloca() : memref<i64>
      %alloca_31 = memref.alloca() : memref<i64>
      %alloca_32 = memref.alloca() : memref<i64>
      %alloca_33 = memref.alloca() : memref<i64>
      %alloca_34 = memref.alloca() : memref<i64>
      %alloca_35 = memref.alloca() : memref<i64>
      %alloca_36 = memref.alloca() : memref<i64>
      %alloca_37 = memref.alloca() : memref<i64>
      %alloca_38 = memref.alloca() : memref<i64>
      %alloca_39 = memref.alloca() : memref<i64>
      %alloca_40 = memref.alloca() : memref<i64>
      %alloca_41 = memref.alloca() : memref<i64>
      %alloca_42 = memref.alloca() : memref<i64>
      %alloca_43 = memref.alloca() : memref<i64>
      %alloca_44 = memref.alloca() : memref<i64>
      %alloca_45 = memref.alloca() : memref<i64>
      %alloca_46 = memref.alloca() : memref<i64>
      %block_id_x = gpu.block_id  x
      %20 = arith.index_cast %block_id_x : index to i64
      %21 = llvm.mlir.addressof @__tinyc_stack_atomic_index_ : !llvm.ptr<3>
      %c810_i64 = arith.constant 810 : i64
      %22 = arith.muli %20, %c810_i64 : i64
      %23 = llvm.getelementptr %15[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c810_i64_47 = arith.constant 810 : i64
      %24 = arith.muli %20, %c810_i64_47 : i64
      %25 = llvm.getelementptr %18[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %thread_id_x = gpu.thread_id  x
      %26 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %27 = arith.index_cast %thread_id_y : index to i64
      %28 = arith.muli %c32_i64, %27 : i64
      %29 = arith.addi %26, %28 : i64
      %c810_i64_48 = arith.constant 810 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg7 = %29 to %c810_i64_48 step %c64_i64  : i64 {
        %187 = llvm.getelementptr %23[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %188 = llvm.load %187 : !llvm.ptr<1> -> i64
        %189 = llvm.getelementptr %21[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        llvm.store %188, %189 : i64, !llvm.ptr<3>
      }
      %c24_i64 = arith.constant 24 : i64
      %30 = arith.muli %20, %c24_i64 : i64
      %31 = llvm.getelementptr %1[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c4_i64 = arith.constant 4 : i64
      %32 = arith.muli %20, %c4_i64 : i64
      %33 = llvm.getelementptr %6[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c4_i64_49 = arith.constant 4 : i64
      %34 = arith.muli %20, %c4_i64_49 : i64
      %35 = llvm.getelementptr %6[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c6_i64 = arith.constant 6 : i64
      %36 = arith.muli %20, %c6_i64 : i64
      %37 = llvm.getelementptr %9[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c5_i64 = arith.constant 5 : i64
      %38 = arith.muli %20, %c5_i64 : i64
      %39 = llvm.getelementptr %12[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c30_i64 = arith.constant 30 : i64
      %40 = llvm.getelementptr %21[%c30_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c60_i64 = arith.constant 60 : i64
      %41 = llvm.getelementptr %21[%c60_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c90_i64 = arith.constant 90 : i64
      %42 = llvm.getelementptr %21[%c90_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c120_i64 = arith.constant 120 : i64
      %43 = llvm.getelementptr %21[%c120_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c150_i64 = arith.constant 150 : i64
      %44 = llvm.getelementptr %21[%c150_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c180_i64 = arith.constant 180 : i64
      %45 = llvm.getelementptr %21[%c180_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c210_i64 = arith.constant 210 : i64
      %46 = llvm.getelementptr %21[%c210_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c240_i64 = arith.constant 240 : i64
      %47 = llvm.getelementptr %21[%c240_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      gpu.barrier
      %thread_id_x_50 = gpu.thread_id  x
      %48 = arith.index_cast %thread_id_x_50 : index to i64
      %c32_i64_51 = arith.constant 32 : i64
      %thread_id_y_52 = gpu.thread_id  y
      %49 = arith.index_cast %thread_id_y_52 : index to i64
      %50 = arith.muli %c32_i64_51, %49 : i64
      %51 = arith.addi %48, %50 : i64
      %c0_i64 = arith.constant 0 : i64
      %52 = arith.cmpi eq, %51, %c0_i64 : i64
      scf.if %52 {
        %c2_i64_205 = arith.constant 2 : i64
        %187 = llvm.load %35 : !llvm.ptr<1> -> i64
        %188 = arith.muli %c2_i64_205, %187 : i64
        %189 = llvm.atomicrmw add %21, %188 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_53 = gpu.thread_id  x
      %53 = arith.index_cast %thread_id_x_53 : index to i64
      %c32_i64_54 = arith.constant 32 : i64
      %thread_id_y_55 = gpu.thread_id  y
      %54 = arith.index_cast %thread_id_y_55 : index to i64
      %55 = arith.muli %c32_i64_54, %54 : i64
      %56 = arith.addi %53, %55 : i64
      %c6_i64_56 = arith.constant 6 : i64
      %c64_i64_57 = arith.constant 64 : i64
      scf.for %arg7 = %56 to %c6_i64_56 step %c64_i64_57  : i64 {
        %c2_i64_205 = arith.constant 2 : i64
        %187 = llvm.getelementptr %37[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %188 = llvm.load %187 : !llvm.ptr<1> -> i64
        %189 = arith.muli %c2_i64_205, %188 : i64
        %190 = llvm.getelementptr %40[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %191 = llvm.atomicrmw add %190, %189 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_58 = gpu.thread_id  y
      %57 = arith.index_cast %thread_id_y_58 : index to i64
      %c6_i64_59 = arith.constant 6 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg7 = %57 to %c6_i64_59 step %c2_i64  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %187 = arith.index_cast %thread_id_x_205 : index to i64
        %c4_i64_206 = arith.constant 4 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg8 = %187 to %c4_i64_206 step %c32_i64_207  : i64 {
          %c2_i64_208 = arith.constant 2 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %188 = arith.muli %arg8, %c6_i64_209 : i64
          %189 = arith.addi %arg7, %188 : i64
          %190 = llvm.getelementptr %31[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %191 = llvm.load %190 : !llvm.ptr<1> -> i64
          %192 = arith.muli %c2_i64_208, %191 : i64
          %c4_i64_210 = arith.constant 4 : i64
          %193 = arith.muli %arg7, %c4_i64_210 : i64
          %194 = arith.addi %arg8, %193 : i64
          %195 = llvm.getelementptr %41[%194] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %196 = llvm.atomicrmw add %195, %192 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_60 = gpu.thread_id  x
      %58 = arith.index_cast %thread_id_x_60 : index to i64
      %c5_i64_61 = arith.constant 5 : i64
      %59 = arith.minsi %58, %c5_i64_61 : i64
      %thread_id_y_62 = gpu.thread_id  y
      %60 = arith.index_cast %thread_id_y_62 : index to i64
      %c4_i64_63 = arith.constant 4 : i64
      %61 = arith.minsi %60, %c4_i64_63 : i64
      %thread_id_y_64 = gpu.thread_id  y
      %62 = arith.index_cast %thread_id_y_64 : index to i64
      %c2_i64_65 = arith.constant 2 : i64
      %63 = arith.addi %62, %c2_i64_65 : i64
      %c4_i64_66 = arith.constant 4 : i64
      %64 = arith.minsi %63, %c4_i64_66 : i64
      %thread_id_y_67 = gpu.thread_id  y
      %65 = arith.index_cast %thread_id_y_67 : index to i64
      %c4_i64_68 = arith.constant 4 : i64
      %66 = arith.addi %65, %c4_i64_68 : i64
      %c4_i64_69 = arith.constant 4 : i64
      %67 = arith.minsi %66, %c4_i64_69 : i64
      %c0_i64_70 = arith.constant 0 : i64
      memref.store %c0_i64_70, %alloca[] : memref<i64>
      %c0_i64_71 = arith.constant 0 : i64
      memref.store %c0_i64_71, %alloca_30[] : memref<i64>
      %c0_i64_72 = arith.constant 0 : i64
      memref.store %c0_i64_72, %alloca_31[] : memref<i64>
      %c0_i64_73 = arith.constant 0 : i64
      %c4_i64_74 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg7 = %c0_i64_73 to %c4_i64_74 step %c1_i64  : i64 {
        %c6_i64_205 = arith.constant 6 : i64
        %187 = arith.muli %arg7, %c6_i64_205 : i64
        %188 = arith.addi %59, %187 : i64
        %189 = llvm.getelementptr %31[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %190 = llvm.load %189 : !llvm.ptr<1> -> i64
        %c4_i64_206 = arith.constant 4 : i64
        %191 = arith.muli %61, %c4_i64_206 : i64
        %192 = arith.addi %arg7, %191 : i64
        %193 = llvm.getelementptr %4[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %194 = llvm.load %193 : !llvm.ptr<1> -> i64
        %c4_i64_207 = arith.constant 4 : i64
        %195 = arith.muli %64, %c4_i64_207 : i64
        %196 = arith.addi %arg7, %195 : i64
        %197 = llvm.getelementptr %4[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %198 = llvm.load %197 : !llvm.ptr<1> -> i64
        %c4_i64_208 = arith.constant 4 : i64
        %199 = arith.muli %67, %c4_i64_208 : i64
        %200 = arith.addi %arg7, %199 : i64
        %201 = llvm.getelementptr %4[%200] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %202 = llvm.load %201 : !llvm.ptr<1> -> i64
        %203 = memref.load %alloca[] : memref<i64>
        %204 = arith.muli %190, %194 : i64
        %205 = arith.addi %203, %204 : i64
        memref.store %205, %alloca[] : memref<i64>
        %206 = memref.load %alloca_30[] : memref<i64>
        %207 = arith.muli %190, %198 : i64
        %208 = arith.addi %206, %207 : i64
        memref.store %208, %alloca_30[] : memref<i64>
        %209 = memref.load %alloca_31[] : memref<i64>
        %210 = arith.muli %190, %202 : i64
        %211 = arith.addi %209, %210 : i64
        memref.store %211, %alloca_31[] : memref<i64>
      }
      %c6_i64_75 = arith.constant 6 : i64
      %68 = arith.cmpi slt, %58, %c6_i64_75 : i64
      scf.if %68 {
        %c5_i64_205 = arith.constant 5 : i64
        %187 = arith.cmpi slt, %60, %c5_i64_205 : i64
        scf.if %187 {
          %c2_i64_208 = arith.constant 2 : i64
          %190 = memref.load %alloca[] : memref<i64>
          %191 = arith.muli %c2_i64_208, %190 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %192 = arith.muli %60, %c6_i64_209 : i64
          %193 = arith.addi %58, %192 : i64
          %194 = llvm.getelementptr %42[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %195 = llvm.atomicrmw add %194, %191 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_206 = arith.constant 5 : i64
        %188 = arith.cmpi slt, %63, %c5_i64_206 : i64
        scf.if %188 {
          %c2_i64_208 = arith.constant 2 : i64
          %190 = memref.load %alloca_30[] : memref<i64>
          %191 = arith.muli %c2_i64_208, %190 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %192 = arith.muli %63, %c6_i64_209 : i64
          %193 = arith.addi %58, %192 : i64
          %194 = llvm.getelementptr %42[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %195 = llvm.atomicrmw add %194, %191 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_207 = arith.constant 5 : i64
        %189 = arith.cmpi slt, %66, %c5_i64_207 : i64
        scf.if %189 {
          %c2_i64_208 = arith.constant 2 : i64
          %190 = memref.load %alloca_31[] : memref<i64>
          %191 = arith.muli %c2_i64_208, %190 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %192 = arith.muli %66, %c6_i64_209 : i64
          %193 = arith.addi %58, %192 : i64
          %194 = llvm.getelementptr %42[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %195 = llvm.atomicrmw add %194, %191 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_76 = gpu.thread_id  x
      %69 = arith.index_cast %thread_id_x_76 : index to i64
      %c32_i64_77 = arith.constant 32 : i64
      %thread_id_y_78 = gpu.thread_id  y
      %70 = arith.index_cast %thread_id_y_78 : index to i64
      %71 = arith.muli %c32_i64_77, %70 : i64
      %72 = arith.addi %69, %71 : i64
      %c6_i64_79 = arith.constant 6 : i64
      %c64_i64_80 = arith.constant 64 : i64
      scf.for %arg7 = %72 to %c6_i64_79 step %c64_i64_80  : i64 {
        %c0_i64_205 = arith.constant 0 : i64
        memref.store %c0_i64_205, %alloca_32[] : memref<i64>
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %191 = memref.load %alloca_32[] : memref<i64>
          %c6_i64_210 = arith.constant 6 : i64
          %192 = arith.muli %arg8, %c6_i64_210 : i64
          %193 = arith.addi %arg7, %192 : i64
          %194 = llvm.getelementptr %31[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %195 = llvm.load %194 : !llvm.ptr<1> -> i64
          %196 = llvm.getelementptr %33[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %197 = llvm.load %196 : !llvm.ptr<1> -> i64
          %198 = arith.muli %195, %197 : i64
          %199 = arith.addi %191, %198 : i64
          memref.store %199, %alloca_32[] : memref<i64>
        }
        %c2_i64_209 = arith.constant 2 : i64
        %187 = memref.load %alloca_32[] : memref<i64>
        %188 = arith.muli %c2_i64_209, %187 : i64
        %189 = llvm.getelementptr %43[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %190 = llvm.atomicrmw add %189, %188 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_81 = gpu.thread_id  y
      %73 = arith.index_cast %thread_id_y_81 : index to i64
      %c5_i64_82 = arith.constant 5 : i64
      %c2_i64_83 = arith.constant 2 : i64
      scf.for %arg7 = %73 to %c5_i64_82 step %c2_i64_83  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %187 = arith.index_cast %thread_id_x_205 : index to i64
        %c6_i64_206 = arith.constant 6 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg8 = %187 to %c6_i64_206 step %c32_i64_207  : i64 {
          %c2_i64_208 = arith.constant 2 : i64
          %188 = llvm.getelementptr %37[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %189 = llvm.load %188 : !llvm.ptr<1> -> i64
          %190 = llvm.getelementptr %39[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %191 = llvm.load %190 : !llvm.ptr<1> -> i64
          %192 = arith.muli %189, %191 : i64
          %193 = arith.muli %c2_i64_208, %192 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %194 = arith.muli %arg7, %c6_i64_209 : i64
          %195 = arith.addi %arg8, %194 : i64
          %196 = llvm.getelementptr %44[%195] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %197 = llvm.atomicrmw add %196, %193 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_84 = gpu.thread_id  x
      %74 = arith.index_cast %thread_id_x_84 : index to i64
      %c32_i64_85 = arith.constant 32 : i64
      %thread_id_y_86 = gpu.thread_id  y
      %75 = arith.index_cast %thread_id_y_86 : index to i64
      %76 = arith.muli %c32_i64_85, %75 : i64
      %77 = arith.addi %74, %76 : i64
      %c6_i64_87 = arith.constant 6 : i64
      %c64_i64_88 = arith.constant 64 : i64
      scf.for %arg7 = %77 to %c6_i64_87 step %c64_i64_88  : i64 {
        %c2_i64_205 = arith.constant 2 : i64
        %187 = llvm.getelementptr %37[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %188 = llvm.load %187 : !llvm.ptr<1> -> i64
        %189 = llvm.getelementptr %37[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %190 = llvm.load %189 : !llvm.ptr<1> -> i64
        %191 = arith.muli %188, %190 : i64
        %192 = arith.muli %c2_i64_205, %191 : i64
        %193 = llvm.getelementptr %45[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %194 = llvm.atomicrmw add %193, %192 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_89 = gpu.thread_id  x
      %78 = arith.index_cast %thread_id_x_89 : index to i64
      %c32_i64_90 = arith.constant 32 : i64
      %thread_id_y_91 = gpu.thread_id  y
      %79 = arith.index_cast %thread_id_y_91 : index to i64
      %80 = arith.muli %c32_i64_90, %79 : i64
      %81 = arith.addi %78, %80 : i64
      %c6_i64_92 = arith.constant 6 : i64
      %c64_i64_93 = arith.constant 64 : i64
      scf.for %arg7 = %81 to %c6_i64_92 step %c64_i64_93  : i64 {
        %c0_i64_205 = arith.constant 0 : i64
        memref.store %c0_i64_205, %alloca_33[] : memref<i64>
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %191 = memref.load %alloca_33[] : memref<i64>
          %c6_i64_210 = arith.constant 6 : i64
          %192 = arith.muli %arg8, %c6_i64_210 : i64
          %193 = arith.addi %arg7, %192 : i64
          %194 = llvm.getelementptr %31[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %195 = llvm.load %194 : !llvm.ptr<1> -> i64
          %196 = arith.addi %191, %195 : i64
          memref.store %196, %alloca_33[] : memref<i64>
        }
        %c2_i64_209 = arith.constant 2 : i64
        %187 = memref.load %alloca_33[] : memref<i64>
        %188 = arith.muli %c2_i64_209, %187 : i64
        %189 = llvm.getelementptr %46[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %190 = llvm.atomicrmw add %189, %188 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_94 = gpu.thread_id  x
      %82 = arith.index_cast %thread_id_x_94 : index to i64
      %c32_i64_95 = arith.constant 32 : i64
      %thread_id_y_96 = gpu.thread_id  y
      %83 = arith.index_cast %thread_id_y_96 : index to i64
      %84 = arith.muli %c32_i64_95, %83 : i64
      %85 = arith.addi %82, %84 : i64
      %c0_i64_97 = arith.constant 0 : i64
      %86 = arith.cmpi eq, %85, %c0_i64_97 : i64
      scf.if %86 {
        %c0_i64_205 = arith.constant 0 : i64
        memref.store %c0_i64_205, %alloca_34[] : memref<i64>
        %c0_i64_206 = arith.constant 0 : i64
        %c6_i64_207 = arith.constant 6 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg7 = %c0_i64_206 to %c6_i64_207 step %c1_i64_208  : i64 {
          %190 = memref.load %alloca_34[] : memref<i64>
          %191 = llvm.getelementptr %37[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %192 = llvm.load %191 : !llvm.ptr<1> -> i64
          %193 = arith.addi %190, %192 : i64
          memref.store %193, %alloca_34[] : memref<i64>
        }
        %c2_i64_209 = arith.constant 2 : i64
        %187 = memref.load %alloca_34[] : memref<i64>
        %188 = arith.muli %c2_i64_209, %187 : i64
        %189 = llvm.atomicrmw add %47, %188 monotonic : !llvm.ptr<3>, i64
      }
      %c270_i64 = arith.constant 270 : i64
      %87 = llvm.getelementptr %21[%c270_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c300_i64 = arith.constant 300 : i64
      %88 = llvm.getelementptr %21[%c300_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c330_i64 = arith.constant 330 : i64
      %89 = llvm.getelementptr %21[%c330_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c360_i64 = arith.constant 360 : i64
      %90 = llvm.getelementptr %21[%c360_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c390_i64 = arith.constant 390 : i64
      %91 = llvm.getelementptr %21[%c390_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c420_i64 = arith.constant 420 : i64
      %92 = llvm.getelementptr %21[%c420_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c450_i64 = arith.constant 450 : i64
      %93 = llvm.getelementptr %21[%c450_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c480_i64 = arith.constant 480 : i64
      %94 = llvm.getelementptr %21[%c480_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c510_i64 = arith.constant 510 : i64
      %95 = llvm.getelementptr %21[%c510_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      gpu.barrier
      %thread_id_x_98 = gpu.thread_id  x
      %96 = arith.index_cast %thread_id_x_98 : index to i64
      %c32_i64_99 = arith.constant 32 : i64
      %thread_id_y_100 = gpu.thread_id  y
      %97 = arith.index_cast %thread_id_y_100 : index to i64
      %98 = arith.muli %c32_i64_99, %97 : i64
      %99 = arith.addi %96, %98 : i64
      %c0_i64_101 = arith.constant 0 : i64
      %100 = arith.cmpi eq, %99, %c0_i64_101 : i64
      scf.if %100 {
        %c2_i64_205 = arith.constant 2 : i64
        %187 = llvm.load %35 : !llvm.ptr<1> -> i64
        %188 = arith.muli %c2_i64_205, %187 : i64
        %189 = llvm.atomicrmw xchg %87, %188 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_102 = gpu.thread_id  x
      %101 = arith.index_cast %thread_id_x_102 : index to i64
      %c32_i64_103 = arith.constant 32 : i64
      %thread_id_y_104 = gpu.thread_id  y
      %102 = arith.index_cast %thread_id_y_104 : index to i64
      %103 = arith.muli %c32_i64_103, %102 : i64
      %104 = arith.addi %101, %103 : i64
      %c6_i64_105 = arith.constant 6 : i64
      %c64_i64_106 = arith.constant 64 : i64
      scf.for %arg7 = %104 to %c6_i64_105 step %c64_i64_106  : i64 {
        %c2_i64_205 = arith.constant 2 : i64
        %187 = llvm.getelementptr %37[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %188 = llvm.load %187 : !llvm.ptr<1> -> i64
        %189 = arith.muli %c2_i64_205, %188 : i64
        %190 = llvm.getelementptr %88[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %191 = llvm.atomicrmw xchg %190, %189 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_107 = gpu.thread_id  y
      %105 = arith.index_cast %thread_id_y_107 : index to i64
      %c6_i64_108 = arith.constant 6 : i64
      %c2_i64_109 = arith.constant 2 : i64
      scf.for %arg7 = %105 to %c6_i64_108 step %c2_i64_109  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %187 = arith.index_cast %thread_id_x_205 : index to i64
        %c4_i64_206 = arith.constant 4 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg8 = %187 to %c4_i64_206 step %c32_i64_207  : i64 {
          %c2_i64_208 = arith.constant 2 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %188 = arith.muli %arg8, %c6_i64_209 : i64
          %189 = arith.addi %arg7, %188 : i64
          %190 = llvm.getelementptr %31[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %191 = llvm.load %190 : !llvm.ptr<1> -> i64
          %192 = arith.muli %c2_i64_208, %191 : i64
          %c4_i64_210 = arith.constant 4 : i64
          %193 = arith.muli %arg7, %c4_i64_210 : i64
          %194 = arith.addi %arg8, %193 : i64
          %195 = llvm.getelementptr %89[%194] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %196 = llvm.atomicrmw xchg %195, %192 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_110 = gpu.thread_id  x
      %106 = arith.index_cast %thread_id_x_110 : index to i64
      %c5_i64_111 = arith.constant 5 : i64
      %107 = arith.minsi %106, %c5_i64_111 : i64
      %thread_id_y_112 = gpu.thread_id  y
      %108 = arith.index_cast %thread_id_y_112 : index to i64
      %c4_i64_113 = arith.constant 4 : i64
      %109 = arith.minsi %108, %c4_i64_113 : i64
      %thread_id_y_114 = gpu.thread_id  y
      %110 = arith.index_cast %thread_id_y_114 : index to i64
      %c2_i64_115 = arith.constant 2 : i64
      %111 = arith.addi %110, %c2_i64_115 : i64
      %c4_i64_116 = arith.constant 4 : i64
      %112 = arith.minsi %111, %c4_i64_116 : i64
      %thread_id_y_117 = gpu.thread_id  y
      %113 = arith.index_cast %thread_id_y_117 : index to i64
      %c4_i64_118 = arith.constant 4 : i64
      %114 = arith.addi %113, %c4_i64_118 : i64
      %c4_i64_119 = arith.constant 4 : i64
      %115 = arith.minsi %114, %c4_i64_119 : i64
      %c0_i64_120 = arith.constant 0 : i64
      memref.store %c0_i64_120, %alloca_35[] : memref<i64>
      %c0_i64_121 = arith.constant 0 : i64
      memref.store %c0_i64_121, %alloca_36[] : memref<i64>
      %c0_i64_122 = arith.constant 0 : i64
      memref.store %c0_i64_122, %alloca_37[] : memref<i64>
      %c0_i64_123 = arith.constant 0 : i64
      %c4_i64_124 = arith.constant 4 : i64
      %c1_i64_125 = arith.constant 1 : i64
      scf.for %arg7 = %c0_i64_123 to %c4_i64_124 step %c1_i64_125  : i64 {
        %c6_i64_205 = arith.constant 6 : i64
        %187 = arith.muli %arg7, %c6_i64_205 : i64
        %188 = arith.addi %107, %187 : i64
        %189 = llvm.getelementptr %31[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %190 = llvm.load %189 : !llvm.ptr<1> -> i64
        %c4_i64_206 = arith.constant 4 : i64
        %191 = arith.muli %109, %c4_i64_206 : i64
        %192 = arith.addi %arg7, %191 : i64
        %193 = llvm.getelementptr %4[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %194 = llvm.load %193 : !llvm.ptr<1> -> i64
        %c4_i64_207 = arith.constant 4 : i64
        %195 = arith.muli %112, %c4_i64_207 : i64
        %196 = arith.addi %arg7, %195 : i64
        %197 = llvm.getelementptr %4[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %198 = llvm.load %197 : !llvm.ptr<1> -> i64
        %c4_i64_208 = arith.constant 4 : i64
        %199 = arith.muli %115, %c4_i64_208 : i64
        %200 = arith.addi %arg7, %199 : i64
        %201 = llvm.getelementptr %4[%200] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %202 = llvm.load %201 : !llvm.ptr<1> -> i64
        %203 = memref.load %alloca_35[] : memref<i64>
        %204 = arith.muli %190, %194 : i64
        %205 = arith.addi %203, %204 : i64
        memref.store %205, %alloca_35[] : memref<i64>
        %206 = memref.load %alloca_36[] : memref<i64>
        %207 = arith.muli %190, %198 : i64
        %208 = arith.addi %206, %207 : i64
        memref.store %208, %alloca_36[] : memref<i64>
        %209 = memref.load %alloca_37[] : memref<i64>
        %210 = arith.muli %190, %202 : i64
        %211 = arith.addi %209, %210 : i64
        memref.store %211, %alloca_37[] : memref<i64>
      }
      %c6_i64_126 = arith.constant 6 : i64
      %116 = arith.cmpi slt, %106, %c6_i64_126 : i64
      scf.if %116 {
        %c5_i64_205 = arith.constant 5 : i64
        %187 = arith.cmpi slt, %108, %c5_i64_205 : i64
        scf.if %187 {
          %c2_i64_208 = arith.constant 2 : i64
          %190 = memref.load %alloca_35[] : memref<i64>
          %191 = arith.muli %c2_i64_208, %190 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %192 = arith.muli %108, %c6_i64_209 : i64
          %193 = arith.addi %106, %192 : i64
          %194 = llvm.getelementptr %90[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %195 = llvm.atomicrmw xchg %194, %191 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_206 = arith.constant 5 : i64
        %188 = arith.cmpi slt, %111, %c5_i64_206 : i64
        scf.if %188 {
          %c2_i64_208 = arith.constant 2 : i64
          %190 = memref.load %alloca_36[] : memref<i64>
          %191 = arith.muli %c2_i64_208, %190 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %192 = arith.muli %111, %c6_i64_209 : i64
          %193 = arith.addi %106, %192 : i64
          %194 = llvm.getelementptr %90[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %195 = llvm.atomicrmw xchg %194, %191 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_207 = arith.constant 5 : i64
        %189 = arith.cmpi slt, %114, %c5_i64_207 : i64
        scf.if %189 {
          %c2_i64_208 = arith.constant 2 : i64
          %190 = memref.load %alloca_37[] : memref<i64>
          %191 = arith.muli %c2_i64_208, %190 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %192 = arith.muli %114, %c6_i64_209 : i64
          %193 = arith.addi %106, %192 : i64
          %194 = llvm.getelementptr %90[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %195 = llvm.atomicrmw xchg %194, %191 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_127 = gpu.thread_id  x
      %117 = arith.index_cast %thread_id_x_127 : index to i64
      %c32_i64_128 = arith.constant 32 : i64
      %thread_id_y_129 = gpu.thread_id  y
      %118 = arith.index_cast %thread_id_y_129 : index to i64
      %119 = arith.muli %c32_i64_128, %118 : i64
      %120 = arith.addi %117, %119 : i64
      %c6_i64_130 = arith.constant 6 : i64
      %c64_i64_131 = arith.constant 64 : i64
      scf.for %arg7 = %120 to %c6_i64_130 step %c64_i64_131  : i64 {
        %c0_i64_205 = arith.constant 0 : i64
        memref.store %c0_i64_205, %alloca_38[] : memref<i64>
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %191 = memref.load %alloca_38[] : memref<i64>
          %c6_i64_210 = arith.constant 6 : i64
          %192 = arith.muli %arg8, %c6_i64_210 : i64
          %193 = arith.addi %arg7, %192 : i64
          %194 = llvm.getelementptr %31[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %195 = llvm.load %194 : !llvm.ptr<1> -> i64
          %196 = llvm.getelementptr %33[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %197 = llvm.load %196 : !llvm.ptr<1> -> i64
          %198 = arith.muli %195, %197 : i64
          %199 = arith.addi %191, %198 : i64
          memref.store %199, %alloca_38[] : memref<i64>
        }
        %c2_i64_209 = arith.constant 2 : i64
        %187 = memref.load %alloca_38[] : memref<i64>
        %188 = arith.muli %c2_i64_209, %187 : i64
        %189 = llvm.getelementptr %91[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %190 = llvm.atomicrmw xchg %189, %188 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_132 = gpu.thread_id  y
      %121 = arith.index_cast %thread_id_y_132 : index to i64
      %c5_i64_133 = arith.constant 5 : i64
      %c2_i64_134 = arith.constant 2 : i64
      scf.for %arg7 = %121 to %c5_i64_133 step %c2_i64_134  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %187 = arith.index_cast %thread_id_x_205 : index to i64
        %c6_i64_206 = arith.constant 6 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg8 = %187 to %c6_i64_206 step %c32_i64_207  : i64 {
          %c2_i64_208 = arith.constant 2 : i64
          %188 = llvm.getelementptr %37[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %189 = llvm.load %188 : !llvm.ptr<1> -> i64
          %190 = llvm.getelementptr %39[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %191 = llvm.load %190 : !llvm.ptr<1> -> i64
          %192 = arith.muli %189, %191 : i64
          %193 = arith.muli %c2_i64_208, %192 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %194 = arith.muli %arg7, %c6_i64_209 : i64
          %195 = arith.addi %arg8, %194 : i64
          %196 = llvm.getelementptr %92[%195] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %197 = llvm.atomicrmw xchg %196, %193 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_135 = gpu.thread_id  x
      %122 = arith.index_cast %thread_id_x_135 : index to i64
      %c32_i64_136 = arith.constant 32 : i64
      %thread_id_y_137 = gpu.thread_id  y
      %123 = arith.index_cast %thread_id_y_137 : index to i64
      %124 = arith.muli %c32_i64_136, %123 : i64
      %125 = arith.addi %122, %124 : i64
      %c6_i64_138 = arith.constant 6 : i64
      %c64_i64_139 = arith.constant 64 : i64
      scf.for %arg7 = %125 to %c6_i64_138 step %c64_i64_139  : i64 {
        %c2_i64_205 = arith.constant 2 : i64
        %187 = llvm.getelementptr %37[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %188 = llvm.load %187 : !llvm.ptr<1> -> i64
        %189 = llvm.getelementptr %37[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %190 = llvm.load %189 : !llvm.ptr<1> -> i64
        %191 = arith.muli %188, %190 : i64
        %192 = arith.muli %c2_i64_205, %191 : i64
        %193 = llvm.getelementptr %93[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %194 = llvm.atomicrmw xchg %193, %192 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_140 = gpu.thread_id  x
      %126 = arith.index_cast %thread_id_x_140 : index to i64
      %c32_i64_141 = arith.constant 32 : i64
      %thread_id_y_142 = gpu.thread_id  y
      %127 = arith.index_cast %thread_id_y_142 : index to i64
      %128 = arith.muli %c32_i64_141, %127 : i64
      %129 = arith.addi %126, %128 : i64
      %c6_i64_143 = arith.constant 6 : i64
      %c64_i64_144 = arith.constant 64 : i64
      scf.for %arg7 = %129 to %c6_i64_143 step %c64_i64_144  : i64 {
        %c0_i64_205 = arith.constant 0 : i64
        memref.store %c0_i64_205, %alloca_39[] : memref<i64>
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %191 = memref.load %alloca_39[] : memref<i64>
          %c6_i64_210 = arith.constant 6 : i64
          %192 = arith.muli %arg8, %c6_i64_210 : i64
          %193 = arith.addi %arg7, %192 : i64
          %194 = llvm.getelementptr %31[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %195 = llvm.load %194 : !llvm.ptr<1> -> i64
          %196 = arith.addi %191, %195 : i64
          memref.store %196, %alloca_39[] : memref<i64>
        }
        %c2_i64_209 = arith.constant 2 : i64
        %187 = memref.load %alloca_39[] : memref<i64>
        %188 = arith.muli %c2_i64_209, %187 : i64
        %189 = llvm.getelementptr %94[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %190 = llvm.atomicrmw xchg %189, %188 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_145 = gpu.thread_id  x
      %130 = arith.index_cast %thread_id_x_145 : index to i64
      %c32_i64_146 = arith.constant 32 : i64
      %thread_id_y_147 = gpu.thread_id  y
      %131 = arith.index_cast %thread_id_y_147 : index to i64
      %132 = arith.muli %c32_i64_146, %131 : i64
      %133 = arith.addi %130, %132 : i64
      %c0_i64_148 = arith.constant 0 : i64
      %134 = arith.cmpi eq, %133, %c0_i64_148 : i64
      scf.if %134 {
        %c0_i64_205 = arith.constant 0 : i64
        memref.store %c0_i64_205, %alloca_40[] : memref<i64>
        %c0_i64_206 = arith.constant 0 : i64
        %c6_i64_207 = arith.constant 6 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg7 = %c0_i64_206 to %c6_i64_207 step %c1_i64_208  : i64 {
          %190 = memref.load %alloca_40[] : memref<i64>
          %191 = llvm.getelementptr %37[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %192 = llvm.load %191 : !llvm.ptr<1> -> i64
          %193 = arith.addi %190, %192 : i64
          memref.store %193, %alloca_40[] : memref<i64>
        }
        %c2_i64_209 = arith.constant 2 : i64
        %187 = memref.load %alloca_40[] : memref<i64>
        %188 = arith.muli %c2_i64_209, %187 : i64
        %189 = llvm.atomicrmw xchg %95, %188 monotonic : !llvm.ptr<3>, i64
      }
      %c540_i64 = arith.constant 540 : i64
      %135 = llvm.getelementptr %21[%c540_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c570_i64 = arith.constant 570 : i64
      %136 = llvm.getelementptr %21[%c570_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c600_i64 = arith.constant 600 : i64
      %137 = llvm.getelementptr %21[%c600_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c630_i64 = arith.constant 630 : i64
      %138 = llvm.getelementptr %21[%c630_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c660_i64 = arith.constant 660 : i64
      %139 = llvm.getelementptr %21[%c660_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c690_i64 = arith.constant 690 : i64
      %140 = llvm.getelementptr %21[%c690_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c720_i64 = arith.constant 720 : i64
      %141 = llvm.getelementptr %21[%c720_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c750_i64 = arith.constant 750 : i64
      %142 = llvm.getelementptr %21[%c750_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c780_i64 = arith.constant 780 : i64
      %143 = llvm.getelementptr %21[%c780_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      gpu.barrier
      %thread_id_x_149 = gpu.thread_id  x
      %144 = arith.index_cast %thread_id_x_149 : index to i64
      %c32_i64_150 = arith.constant 32 : i64
      %thread_id_y_151 = gpu.thread_id  y
      %145 = arith.index_cast %thread_id_y_151 : index to i64
      %146 = arith.muli %c32_i64_150, %145 : i64
      %147 = arith.addi %144, %146 : i64
      %c0_i64_152 = arith.constant 0 : i64
      %148 = arith.cmpi eq, %147, %c0_i64_152 : i64
      scf.if %148 {
        %c2_i64_205 = arith.constant 2 : i64
        %187 = llvm.load %35 : !llvm.ptr<1> -> i64
        %188 = arith.muli %c2_i64_205, %187 : i64
        %189 = llvm.load %135 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %190 = scf.while (%arg7 = %189) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %191 = arith.muli %c3_i64, %arg7 : i64
          %192 = arith.addi %188, %191 : i64
          %193 = llvm.cmpxchg %135, %arg7, %192 monotonic monotonic : !llvm.ptr<3>, i64
          %194 = llvm.extractvalue %193[0] : !llvm.struct<(i64, i1)> 
          %195 = llvm.extractvalue %193[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %196 = arith.xori %195, %true : i1
          scf.condition(%196) %194 : i64
        } do {
        ^bb0(%arg7: i64):
          scf.yield %arg7 : i64
        }
      }
      gpu.barrier
      %thread_id_x_153 = gpu.thread_id  x
      %149 = arith.index_cast %thread_id_x_153 : index to i64
      %c32_i64_154 = arith.constant 32 : i64
      %thread_id_y_155 = gpu.thread_id  y
      %150 = arith.index_cast %thread_id_y_155 : index to i64
      %151 = arith.muli %c32_i64_154, %150 : i64
      %152 = arith.addi %149, %151 : i64
      %c6_i64_156 = arith.constant 6 : i64
      %c64_i64_157 = arith.constant 64 : i64
      scf.for %arg7 = %152 to %c6_i64_156 step %c64_i64_157  : i64 {
        %c2_i64_205 = arith.constant 2 : i64
        %187 = llvm.getelementptr %37[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %188 = llvm.load %187 : !llvm.ptr<1> -> i64
        %189 = arith.muli %c2_i64_205, %188 : i64
        %190 = llvm.getelementptr %136[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %191 = llvm.load %190 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %192 = scf.while (%arg8 = %191) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %193 = arith.muli %c3_i64, %arg8 : i64
          %194 = arith.addi %189, %193 : i64
          %195 = llvm.cmpxchg %190, %arg8, %194 monotonic monotonic : !llvm.ptr<3>, i64
          %196 = llvm.extractvalue %195[0] : !llvm.struct<(i64, i1)> 
          %197 = llvm.extractvalue %195[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %198 = arith.xori %197, %true : i1
          scf.condition(%198) %196 : i64
        } do {
        ^bb0(%arg8: i64):
          scf.yield %arg8 : i64
        }
      }
      gpu.barrier
      %thread_id_y_158 = gpu.thread_id  y
      %153 = arith.index_cast %thread_id_y_158 : index to i64
      %c6_i64_159 = arith.constant 6 : i64
      %c2_i64_160 = arith.constant 2 : i64
      scf.for %arg7 = %153 to %c6_i64_159 step %c2_i64_160  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %187 = arith.index_cast %thread_id_x_205 : index to i64
        %c4_i64_206 = arith.constant 4 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg8 = %187 to %c4_i64_206 step %c32_i64_207  : i64 {
          %c2_i64_208 = arith.constant 2 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %188 = arith.muli %arg8, %c6_i64_209 : i64
          %189 = arith.addi %arg7, %188 : i64
          %190 = llvm.getelementptr %31[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %191 = llvm.load %190 : !llvm.ptr<1> -> i64
          %192 = arith.muli %c2_i64_208, %191 : i64
          %c4_i64_210 = arith.constant 4 : i64
          %193 = arith.muli %arg7, %c4_i64_210 : i64
          %194 = arith.addi %arg8, %193 : i64
          %195 = llvm.getelementptr %137[%194] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %196 = llvm.load %195 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %197 = scf.while (%arg9 = %196) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %198 = arith.muli %c3_i64, %arg9 : i64
            %199 = arith.addi %192, %198 : i64
            %200 = llvm.cmpxchg %195, %arg9, %199 monotonic monotonic : !llvm.ptr<3>, i64
            %201 = llvm.extractvalue %200[0] : !llvm.struct<(i64, i1)> 
            %202 = llvm.extractvalue %200[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %203 = arith.xori %202, %true : i1
            scf.condition(%203) %201 : i64
          } do {
          ^bb0(%arg9: i64):
            scf.yield %arg9 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_161 = gpu.thread_id  x
      %154 = arith.index_cast %thread_id_x_161 : index to i64
      %c5_i64_162 = arith.constant 5 : i64
      %155 = arith.minsi %154, %c5_i64_162 : i64
      %thread_id_y_163 = gpu.thread_id  y
      %156 = arith.index_cast %thread_id_y_163 : index to i64
      %c4_i64_164 = arith.constant 4 : i64
      %157 = arith.minsi %156, %c4_i64_164 : i64
      %thread_id_y_165 = gpu.thread_id  y
      %158 = arith.index_cast %thread_id_y_165 : index to i64
      %c2_i64_166 = arith.constant 2 : i64
      %159 = arith.addi %158, %c2_i64_166 : i64
      %c4_i64_167 = arith.constant 4 : i64
      %160 = arith.minsi %159, %c4_i64_167 : i64
      %thread_id_y_168 = gpu.thread_id  y
      %161 = arith.index_cast %thread_id_y_168 : index to i64
      %c4_i64_169 = arith.constant 4 : i64
      %162 = arith.addi %161, %c4_i64_169 : i64
      %c4_i64_170 = arith.constant 4 : i64
      %163 = arith.minsi %162, %c4_i64_170 : i64
      %c0_i64_171 = arith.constant 0 : i64
      memref.store %c0_i64_171, %alloca_41[] : memref<i64>
      %c0_i64_172 = arith.constant 0 : i64
      memref.store %c0_i64_172, %alloca_42[] : memref<i64>
      %c0_i64_173 = arith.constant 0 : i64
      memref.store %c0_i64_173, %alloca_43[] : memref<i64>
      %c0_i64_174 = arith.constant 0 : i64
      %c4_i64_175 = arith.constant 4 : i64
      %c1_i64_176 = arith.constant 1 : i64
      scf.for %arg7 = %c0_i64_174 to %c4_i64_175 step %c1_i64_176  : i64 {
        %c6_i64_205 = arith.constant 6 : i64
        %187 = arith.muli %arg7, %c6_i64_205 : i64
        %188 = arith.addi %155, %187 : i64
        %189 = llvm.getelementptr %31[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %190 = llvm.load %189 : !llvm.ptr<1> -> i64
        %c4_i64_206 = arith.constant 4 : i64
        %191 = arith.muli %157, %c4_i64_206 : i64
        %192 = arith.addi %arg7, %191 : i64
        %193 = llvm.getelementptr %4[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %194 = llvm.load %193 : !llvm.ptr<1> -> i64
        %c4_i64_207 = arith.constant 4 : i64
        %195 = arith.muli %160, %c4_i64_207 : i64
        %196 = arith.addi %arg7, %195 : i64
        %197 = llvm.getelementptr %4[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %198 = llvm.load %197 : !llvm.ptr<1> -> i64
        %c4_i64_208 = arith.constant 4 : i64
        %199 = arith.muli %163, %c4_i64_208 : i64
        %200 = arith.addi %arg7, %199 : i64
        %201 = llvm.getelementptr %4[%200] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %202 = llvm.load %201 : !llvm.ptr<1> -> i64
        %203 = memref.load %alloca_41[] : memref<i64>
        %204 = arith.muli %190, %194 : i64
        %205 = arith.addi %203, %204 : i64
        memref.store %205, %alloca_41[] : memref<i64>
        %206 = memref.load %alloca_42[] : memref<i64>
        %207 = arith.muli %190, %198 : i64
        %208 = arith.addi %206, %207 : i64
        memref.store %208, %alloca_42[] : memref<i64>
        %209 = memref.load %alloca_43[] : memref<i64>
        %210 = arith.muli %190, %202 : i64
        %211 = arith.addi %209, %210 : i64
        memref.store %211, %alloca_43[] : memref<i64>
      }
      %c6_i64_177 = arith.constant 6 : i64
      %164 = arith.cmpi slt, %154, %c6_i64_177 : i64
      scf.if %164 {
        %c5_i64_205 = arith.constant 5 : i64
        %187 = arith.cmpi slt, %156, %c5_i64_205 : i64
        scf.if %187 {
          %c2_i64_208 = arith.constant 2 : i64
          %190 = memref.load %alloca_41[] : memref<i64>
          %191 = arith.muli %c2_i64_208, %190 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %192 = arith.muli %156, %c6_i64_209 : i64
          %193 = arith.addi %154, %192 : i64
          %194 = llvm.getelementptr %138[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %195 = llvm.load %194 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %196 = scf.while (%arg7 = %195) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %197 = arith.muli %c3_i64, %arg7 : i64
            %198 = arith.addi %191, %197 : i64
            %199 = llvm.cmpxchg %194, %arg7, %198 monotonic monotonic : !llvm.ptr<3>, i64
            %200 = llvm.extractvalue %199[0] : !llvm.struct<(i64, i1)> 
            %201 = llvm.extractvalue %199[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %202 = arith.xori %201, %true : i1
            scf.condition(%202) %200 : i64
          } do {
          ^bb0(%arg7: i64):
            scf.yield %arg7 : i64
          }
        }
        %c5_i64_206 = arith.constant 5 : i64
        %188 = arith.cmpi slt, %159, %c5_i64_206 : i64
        scf.if %188 {
          %c2_i64_208 = arith.constant 2 : i64
          %190 = memref.load %alloca_42[] : memref<i64>
          %191 = arith.muli %c2_i64_208, %190 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %192 = arith.muli %159, %c6_i64_209 : i64
          %193 = arith.addi %154, %192 : i64
          %194 = llvm.getelementptr %138[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %195 = llvm.load %194 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %196 = scf.while (%arg7 = %195) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %197 = arith.muli %c3_i64, %arg7 : i64
            %198 = arith.addi %191, %197 : i64
            %199 = llvm.cmpxchg %194, %arg7, %198 monotonic monotonic : !llvm.ptr<3>, i64
            %200 = llvm.extractvalue %199[0] : !llvm.struct<(i64, i1)> 
            %201 = llvm.extractvalue %199[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %202 = arith.xori %201, %true : i1
            scf.condition(%202) %200 : i64
          } do {
          ^bb0(%arg7: i64):
            scf.yield %arg7 : i64
          }
        }
        %c5_i64_207 = arith.constant 5 : i64
        %189 = arith.cmpi slt, %162, %c5_i64_207 : i64
        scf.if %189 {
          %c2_i64_208 = arith.constant 2 : i64
          %190 = memref.load %alloca_43[] : memref<i64>
          %191 = arith.muli %c2_i64_208, %190 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %192 = arith.muli %162, %c6_i64_209 : i64
          %193 = arith.addi %154, %192 : i64
          %194 = llvm.getelementptr %138[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %195 = llvm.load %194 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %196 = scf.while (%arg7 = %195) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %197 = arith.muli %c3_i64, %arg7 : i64
            %198 = arith.addi %191, %197 : i64
            %199 = llvm.cmpxchg %194, %arg7, %198 monotonic monotonic : !llvm.ptr<3>, i64
            %200 = llvm.extractvalue %199[0] : !llvm.struct<(i64, i1)> 
            %201 = llvm.extractvalue %199[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %202 = arith.xori %201, %true : i1
            scf.condition(%202) %200 : i64
          } do {
          ^bb0(%arg7: i64):
            scf.yield %arg7 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_178 = gpu.thread_id  x
      %165 = arith.index_cast %thread_id_x_178 : index to i64
      %c32_i64_179 = arith.constant 32 : i64
      %thread_id_y_180 = gpu.thread_id  y
      %166 = arith.index_cast %thread_id_y_180 : index to i64
      %167 = arith.muli %c32_i64_179, %166 : i64
      %168 = arith.addi %165, %167 : i64
      %c6_i64_181 = arith.constant 6 : i64
      %c64_i64_182 = arith.constant 64 : i64
      scf.for %arg7 = %168 to %c6_i64_181 step %c64_i64_182  : i64 {
        %c0_i64_205 = arith.constant 0 : i64
        memref.store %c0_i64_205, %alloca_44[] : memref<i64>
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %192 = memref.load %alloca_44[] : memref<i64>
          %c6_i64_210 = arith.constant 6 : i64
          %193 = arith.muli %arg8, %c6_i64_210 : i64
          %194 = arith.addi %arg7, %193 : i64
          %195 = llvm.getelementptr %31[%194] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %196 = llvm.load %195 : !llvm.ptr<1> -> i64
          %197 = llvm.getelementptr %33[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %198 = llvm.load %197 : !llvm.ptr<1> -> i64
          %199 = arith.muli %196, %198 : i64
          %200 = arith.addi %192, %199 : i64
          memref.store %200, %alloca_44[] : memref<i64>
        }
        %c2_i64_209 = arith.constant 2 : i64
        %187 = memref.load %alloca_44[] : memref<i64>
        %188 = arith.muli %c2_i64_209, %187 : i64
        %189 = llvm.getelementptr %139[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %190 = llvm.load %189 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %191 = scf.while (%arg8 = %190) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %192 = arith.muli %c3_i64, %arg8 : i64
          %193 = arith.addi %188, %192 : i64
          %194 = llvm.cmpxchg %189, %arg8, %193 monotonic monotonic : !llvm.ptr<3>, i64
          %195 = llvm.extractvalue %194[0] : !llvm.struct<(i64, i1)> 
          %196 = llvm.extractvalue %194[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %197 = arith.xori %196, %true : i1
          scf.condition(%197) %195 : i64
        } do {
        ^bb0(%arg8: i64):
          scf.yield %arg8 : i64
        }
      }
      gpu.barrier
      %thread_id_y_183 = gpu.thread_id  y
      %169 = arith.index_cast %thread_id_y_183 : index to i64
      %c5_i64_184 = arith.constant 5 : i64
      %c2_i64_185 = arith.constant 2 : i64
      scf.for %arg7 = %169 to %c5_i64_184 step %c2_i64_185  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %187 = arith.index_cast %thread_id_x_205 : index to i64
        %c6_i64_206 = arith.constant 6 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg8 = %187 to %c6_i64_206 step %c32_i64_207  : i64 {
          %c2_i64_208 = arith.constant 2 : i64
          %188 = llvm.getelementptr %37[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %189 = llvm.load %188 : !llvm.ptr<1> -> i64
          %190 = llvm.getelementptr %39[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %191 = llvm.load %190 : !llvm.ptr<1> -> i64
          %192 = arith.muli %189, %191 : i64
          %193 = arith.muli %c2_i64_208, %192 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %194 = arith.muli %arg7, %c6_i64_209 : i64
          %195 = arith.addi %arg8, %194 : i64
          %196 = llvm.getelementptr %140[%195] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %197 = llvm.load %196 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %198 = scf.while (%arg9 = %197) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %199 = arith.muli %c3_i64, %arg9 : i64
            %200 = arith.addi %193, %199 : i64
            %201 = llvm.cmpxchg %196, %arg9, %200 monotonic monotonic : !llvm.ptr<3>, i64
            %202 = llvm.extractvalue %201[0] : !llvm.struct<(i64, i1)> 
            %203 = llvm.extractvalue %201[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %204 = arith.xori %203, %true : i1
            scf.condition(%204) %202 : i64
          } do {
          ^bb0(%arg9: i64):
            scf.yield %arg9 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_186 = gpu.thread_id  x
      %170 = arith.index_cast %thread_id_x_186 : index to i64
      %c32_i64_187 = arith.constant 32 : i64
      %thread_id_y_188 = gpu.thread_id  y
      %171 = arith.index_cast %thread_id_y_188 : index to i64
      %172 = arith.muli %c32_i64_187, %171 : i64
      %173 = arith.addi %170, %172 : i64
      %c6_i64_189 = arith.constant 6 : i64
      %c64_i64_190 = arith.constant 64 : i64
      scf.for %arg7 = %173 to %c6_i64_189 step %c64_i64_190  : i64 {
        %c2_i64_205 = arith.constant 2 : i64
        %187 = llvm.getelementptr %37[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %188 = llvm.load %187 : !llvm.ptr<1> -> i64
        %189 = llvm.getelementptr %37[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %190 = llvm.load %189 : !llvm.ptr<1> -> i64
        %191 = arith.muli %188, %190 : i64
        %192 = arith.muli %c2_i64_205, %191 : i64
        %193 = llvm.getelementptr %141[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %194 = llvm.load %193 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %195 = scf.while (%arg8 = %194) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %196 = arith.muli %c3_i64, %arg8 : i64
          %197 = arith.addi %192, %196 : i64
          %198 = llvm.cmpxchg %193, %arg8, %197 monotonic monotonic : !llvm.ptr<3>, i64
          %199 = llvm.extractvalue %198[0] : !llvm.struct<(i64, i1)> 
          %200 = llvm.extractvalue %198[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %201 = arith.xori %200, %true : i1
          scf.condition(%201) %199 : i64
        } do {
        ^bb0(%arg8: i64):
          scf.yield %arg8 : i64
        }
      }
      gpu.barrier
      %thread_id_x_191 = gpu.thread_id  x
      %174 = arith.index_cast %thread_id_x_191 : index to i64
      %c32_i64_192 = arith.constant 32 : i64
      %thread_id_y_193 = gpu.thread_id  y
      %175 = arith.index_cast %thread_id_y_193 : index to i64
      %176 = arith.muli %c32_i64_192, %175 : i64
      %177 = arith.addi %174, %176 : i64
      %c6_i64_194 = arith.constant 6 : i64
      %c64_i64_195 = arith.constant 64 : i64
      scf.for %arg7 = %177 to %c6_i64_194 step %c64_i64_195  : i64 {
        %c0_i64_205 = arith.constant 0 : i64
        memref.store %c0_i64_205, %alloca_45[] : memref<i64>
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %192 = memref.load %alloca_45[] : memref<i64>
          %c6_i64_210 = arith.constant 6 : i64
          %193 = arith.muli %arg8, %c6_i64_210 : i64
          %194 = arith.addi %arg7, %193 : i64
          %195 = llvm.getelementptr %31[%194] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %196 = llvm.load %195 : !llvm.ptr<1> -> i64
          %197 = arith.addi %192, %196 : i64
          memref.store %197, %alloca_45[] : memref<i64>
        }
        %c2_i64_209 = arith.constant 2 : i64
        %187 = memref.load %alloca_45[] : memref<i64>
        %188 = arith.muli %c2_i64_209, %187 : i64
        %189 = llvm.getelementptr %142[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %190 = llvm.load %189 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %191 = scf.while (%arg8 = %190) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %192 = arith.muli %c3_i64, %arg8 : i64
          %193 = arith.addi %188, %192 : i64
          %194 = llvm.cmpxchg %189, %arg8, %193 monotonic monotonic : !llvm.ptr<3>, i64
          %195 = llvm.extractvalue %194[0] : !llvm.struct<(i64, i1)> 
          %196 = llvm.extractvalue %194[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %197 = arith.xori %196, %true : i1
          scf.condition(%197) %195 : i64
        } do {
        ^bb0(%arg8: i64):
          scf.yield %arg8 : i64
        }
      }
      gpu.barrier
      %thread_id_x_196 = gpu.thread_id  x
      %178 = arith.index_cast %thread_id_x_196 : index to i64
      %c32_i64_197 = arith.constant 32 : i64
      %thread_id_y_198 = gpu.thread_id  y
      %179 = arith.index_cast %thread_id_y_198 : index to i64
      %180 = arith.muli %c32_i64_197, %179 : i64
      %181 = arith.addi %178, %180 : i64
      %c0_i64_199 = arith.constant 0 : i64
      %182 = arith.cmpi eq, %181, %c0_i64_199 : i64
      scf.if %182 {
        %c0_i64_205 = arith.constant 0 : i64
        memref.store %c0_i64_205, %alloca_46[] : memref<i64>
        %c0_i64_206 = arith.constant 0 : i64
        %c6_i64_207 = arith.constant 6 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg7 = %c0_i64_206 to %c6_i64_207 step %c1_i64_208  : i64 {
          %191 = memref.load %alloca_46[] : memref<i64>
          %192 = llvm.getelementptr %37[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %193 = llvm.load %192 : !llvm.ptr<1> -> i64
          %194 = arith.addi %191, %193 : i64
          memref.store %194, %alloca_46[] : memref<i64>
        }
        %c2_i64_209 = arith.constant 2 : i64
        %187 = memref.load %alloca_46[] : memref<i64>
        %188 = arith.muli %c2_i64_209, %187 : i64
        %189 = llvm.load %143 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %190 = scf.while (%arg7 = %189) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %191 = arith.muli %c3_i64, %arg7 : i64
          %192 = arith.addi %188, %191 : i64
          %193 = llvm.cmpxchg %143, %arg7, %192 monotonic monotonic : !llvm.ptr<3>, i64
          %194 = llvm.extractvalue %193[0] : !llvm.struct<(i64, i1)> 
          %195 = llvm.extractvalue %193[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %196 = arith.xori %195, %true : i1
          scf.condition(%196) %194 : i64
        } do {
        ^bb0(%arg7: i64):
          scf.yield %arg7 : i64
        }
      }
      gpu.barrier
      %thread_id_x_200 = gpu.thread_id  x
      %183 = arith.index_cast %thread_id_x_200 : index to i64
      %c32_i64_201 = arith.constant 32 : i64
      %thread_id_y_202 = gpu.thread_id  y
      %184 = arith.index_cast %thread_id_y_202 : index to i64
      %185 = arith.muli %c32_i64_201, %184 : i64
      %186 = arith.addi %183, %185 : i64
      %c810_i64_203 = arith.constant 810 : i64
      %c64_i64_204 = arith.constant 64 : i64
      scf.for %arg7 = %186 to %c810_i64_203 step %c64_i64_204  : i64 {
        %187 = llvm.getelementptr %21[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %188 = llvm.load %187 : !llvm.ptr<3> -> i64
        %189 = llvm.getelementptr %25[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %188, %189 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
