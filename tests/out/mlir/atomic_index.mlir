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
      %20 = llvm.mlir.constant(1 : i64) : i64
      %21 = llvm.alloca %20 x i64 : (i64) -> !llvm.ptr
      %22 = llvm.alloca %20 x i64 : (i64) -> !llvm.ptr
      %23 = llvm.alloca %20 x i64 : (i64) -> !llvm.ptr
      %24 = llvm.alloca %20 x i64 : (i64) -> !llvm.ptr
      %25 = llvm.alloca %20 x i64 : (i64) -> !llvm.ptr
      %26 = llvm.alloca %20 x i64 : (i64) -> !llvm.ptr
      %27 = llvm.alloca %20 x i64 : (i64) -> !llvm.ptr
      %28 = llvm.alloca %20 x i64 : (i64) -> !llvm.ptr
      %29 = llvm.alloca %20 x i64 : (i64) -> !llvm.ptr
      %30 = llvm.alloca %20 x i64 : (i64) -> !llvm.ptr
      %31 = llvm.alloca %20 x i64 : (i64) -> !llvm.ptr
      %32 = llvm.alloca %20 x i64 : (i64) -> !llvm.ptr
      %33 = llvm.alloca %20 x i64 : (i64) -> !llvm.ptr
      %34 = llvm.alloca %20 x i64 : (i64) -> !llvm.ptr
      %35 = llvm.alloca %20 x i64 : (i64) -> !llvm.ptr
      %36 = llvm.alloca %20 x i64 : (i64) -> !llvm.ptr
      %37 = llvm.alloca %20 x i64 : (i64) -> !llvm.ptr
      %38 = llvm.alloca %20 x i64 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %39 = arith.index_cast %block_id_x : index to i64
      %40 = llvm.mlir.addressof @__tinyc_stack_atomic_index_ : !llvm.ptr<3>
      %c810_i64 = arith.constant 810 : i64
      %41 = arith.muli %39, %c810_i64 : i64
      %42 = llvm.getelementptr %15[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c810_i64_30 = arith.constant 810 : i64
      %43 = arith.muli %39, %c810_i64_30 : i64
      %44 = llvm.getelementptr %18[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %thread_id_x = gpu.thread_id  x
      %45 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %46 = arith.index_cast %thread_id_y : index to i64
      %47 = arith.muli %c32_i64, %46 : i64
      %48 = arith.addi %45, %47 : i64
      %c810_i64_31 = arith.constant 810 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg7 = %48 to %c810_i64_31 step %c64_i64  : i64 {
        %206 = llvm.getelementptr %42[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %207 = llvm.load %206 : !llvm.ptr<1> -> i64
        %208 = llvm.getelementptr %40[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        llvm.store %207, %208 : i64, !llvm.ptr<3>
      }
      %c24_i64 = arith.constant 24 : i64
      %49 = arith.muli %39, %c24_i64 : i64
      %50 = llvm.getelementptr %1[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c4_i64 = arith.constant 4 : i64
      %51 = arith.muli %39, %c4_i64 : i64
      %52 = llvm.getelementptr %6[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c4_i64_32 = arith.constant 4 : i64
      %53 = arith.muli %39, %c4_i64_32 : i64
      %54 = llvm.getelementptr %6[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c6_i64 = arith.constant 6 : i64
      %55 = arith.muli %39, %c6_i64 : i64
      %56 = llvm.getelementptr %9[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c5_i64 = arith.constant 5 : i64
      %57 = arith.muli %39, %c5_i64 : i64
      %58 = llvm.getelementptr %12[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c30_i64 = arith.constant 30 : i64
      %59 = llvm.getelementptr %40[%c30_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c60_i64 = arith.constant 60 : i64
      %60 = llvm.getelementptr %40[%c60_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c90_i64 = arith.constant 90 : i64
      %61 = llvm.getelementptr %40[%c90_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c120_i64 = arith.constant 120 : i64
      %62 = llvm.getelementptr %40[%c120_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c150_i64 = arith.constant 150 : i64
      %63 = llvm.getelementptr %40[%c150_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c180_i64 = arith.constant 180 : i64
      %64 = llvm.getelementptr %40[%c180_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c210_i64 = arith.constant 210 : i64
      %65 = llvm.getelementptr %40[%c210_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c240_i64 = arith.constant 240 : i64
      %66 = llvm.getelementptr %40[%c240_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      gpu.barrier
      %thread_id_x_33 = gpu.thread_id  x
      %67 = arith.index_cast %thread_id_x_33 : index to i64
      %c32_i64_34 = arith.constant 32 : i64
      %thread_id_y_35 = gpu.thread_id  y
      %68 = arith.index_cast %thread_id_y_35 : index to i64
      %69 = arith.muli %c32_i64_34, %68 : i64
      %70 = arith.addi %67, %69 : i64
      %c0_i64 = arith.constant 0 : i64
      %71 = arith.cmpi eq, %70, %c0_i64 : i64
      scf.if %71 {
        %c2_i64_188 = arith.constant 2 : i64
        %206 = llvm.load %54 : !llvm.ptr<1> -> i64
        %207 = arith.muli %c2_i64_188, %206 : i64
        %208 = llvm.atomicrmw add %40, %207 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_36 = gpu.thread_id  x
      %72 = arith.index_cast %thread_id_x_36 : index to i64
      %c32_i64_37 = arith.constant 32 : i64
      %thread_id_y_38 = gpu.thread_id  y
      %73 = arith.index_cast %thread_id_y_38 : index to i64
      %74 = arith.muli %c32_i64_37, %73 : i64
      %75 = arith.addi %72, %74 : i64
      %c6_i64_39 = arith.constant 6 : i64
      %c64_i64_40 = arith.constant 64 : i64
      scf.for %arg7 = %75 to %c6_i64_39 step %c64_i64_40  : i64 {
        %c2_i64_188 = arith.constant 2 : i64
        %206 = llvm.getelementptr %56[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %207 = llvm.load %206 : !llvm.ptr<1> -> i64
        %208 = arith.muli %c2_i64_188, %207 : i64
        %209 = llvm.getelementptr %59[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %210 = llvm.atomicrmw add %209, %208 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_41 = gpu.thread_id  y
      %76 = arith.index_cast %thread_id_y_41 : index to i64
      %c6_i64_42 = arith.constant 6 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg7 = %76 to %c6_i64_42 step %c2_i64  : i64 {
        %thread_id_x_188 = gpu.thread_id  x
        %206 = arith.index_cast %thread_id_x_188 : index to i64
        %c4_i64_189 = arith.constant 4 : i64
        %c32_i64_190 = arith.constant 32 : i64
        scf.for %arg8 = %206 to %c4_i64_189 step %c32_i64_190  : i64 {
          %c2_i64_191 = arith.constant 2 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %207 = arith.muli %arg8, %c6_i64_192 : i64
          %208 = arith.addi %arg7, %207 : i64
          %209 = llvm.getelementptr %50[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %210 = llvm.load %209 : !llvm.ptr<1> -> i64
          %211 = arith.muli %c2_i64_191, %210 : i64
          %c4_i64_193 = arith.constant 4 : i64
          %212 = arith.muli %arg7, %c4_i64_193 : i64
          %213 = arith.addi %arg8, %212 : i64
          %214 = llvm.getelementptr %60[%213] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %215 = llvm.atomicrmw add %214, %211 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_43 = gpu.thread_id  x
      %77 = arith.index_cast %thread_id_x_43 : index to i64
      %c5_i64_44 = arith.constant 5 : i64
      %78 = arith.minsi %77, %c5_i64_44 : i64
      %thread_id_y_45 = gpu.thread_id  y
      %79 = arith.index_cast %thread_id_y_45 : index to i64
      %c4_i64_46 = arith.constant 4 : i64
      %80 = arith.minsi %79, %c4_i64_46 : i64
      %thread_id_y_47 = gpu.thread_id  y
      %81 = arith.index_cast %thread_id_y_47 : index to i64
      %c2_i64_48 = arith.constant 2 : i64
      %82 = arith.addi %81, %c2_i64_48 : i64
      %c4_i64_49 = arith.constant 4 : i64
      %83 = arith.minsi %82, %c4_i64_49 : i64
      %thread_id_y_50 = gpu.thread_id  y
      %84 = arith.index_cast %thread_id_y_50 : index to i64
      %c4_i64_51 = arith.constant 4 : i64
      %85 = arith.addi %84, %c4_i64_51 : i64
      %c4_i64_52 = arith.constant 4 : i64
      %86 = arith.minsi %85, %c4_i64_52 : i64
      %c0_i64_53 = arith.constant 0 : i64
      llvm.store %c0_i64_53, %21 : i64, !llvm.ptr
      %c0_i64_54 = arith.constant 0 : i64
      llvm.store %c0_i64_54, %22 : i64, !llvm.ptr
      %c0_i64_55 = arith.constant 0 : i64
      llvm.store %c0_i64_55, %23 : i64, !llvm.ptr
      %c0_i64_56 = arith.constant 0 : i64
      %c4_i64_57 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg7 = %c0_i64_56 to %c4_i64_57 step %c1_i64  : i64 {
        %c6_i64_188 = arith.constant 6 : i64
        %206 = arith.muli %arg7, %c6_i64_188 : i64
        %207 = arith.addi %78, %206 : i64
        %208 = llvm.getelementptr %50[%207] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %209 = llvm.load %208 : !llvm.ptr<1> -> i64
        %c4_i64_189 = arith.constant 4 : i64
        %210 = arith.muli %80, %c4_i64_189 : i64
        %211 = arith.addi %arg7, %210 : i64
        %212 = llvm.getelementptr %4[%211] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %213 = llvm.load %212 : !llvm.ptr<1> -> i64
        %c4_i64_190 = arith.constant 4 : i64
        %214 = arith.muli %83, %c4_i64_190 : i64
        %215 = arith.addi %arg7, %214 : i64
        %216 = llvm.getelementptr %4[%215] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %217 = llvm.load %216 : !llvm.ptr<1> -> i64
        %c4_i64_191 = arith.constant 4 : i64
        %218 = arith.muli %86, %c4_i64_191 : i64
        %219 = arith.addi %arg7, %218 : i64
        %220 = llvm.getelementptr %4[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %221 = llvm.load %220 : !llvm.ptr<1> -> i64
        %222 = llvm.load %21 : !llvm.ptr -> i64
        %223 = arith.muli %209, %213 : i64
        %224 = arith.addi %222, %223 : i64
        llvm.store %224, %21 : i64, !llvm.ptr
        %225 = llvm.load %22 : !llvm.ptr -> i64
        %226 = arith.muli %209, %217 : i64
        %227 = arith.addi %225, %226 : i64
        llvm.store %227, %22 : i64, !llvm.ptr
        %228 = llvm.load %23 : !llvm.ptr -> i64
        %229 = arith.muli %209, %221 : i64
        %230 = arith.addi %228, %229 : i64
        llvm.store %230, %23 : i64, !llvm.ptr
      }
      %c6_i64_58 = arith.constant 6 : i64
      %87 = arith.cmpi slt, %77, %c6_i64_58 : i64
      scf.if %87 {
        %c5_i64_188 = arith.constant 5 : i64
        %206 = arith.cmpi slt, %79, %c5_i64_188 : i64
        scf.if %206 {
          %c2_i64_191 = arith.constant 2 : i64
          %209 = llvm.load %21 : !llvm.ptr -> i64
          %210 = arith.muli %c2_i64_191, %209 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %211 = arith.muli %79, %c6_i64_192 : i64
          %212 = arith.addi %77, %211 : i64
          %213 = llvm.getelementptr %61[%212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %214 = llvm.atomicrmw add %213, %210 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_189 = arith.constant 5 : i64
        %207 = arith.cmpi slt, %82, %c5_i64_189 : i64
        scf.if %207 {
          %c2_i64_191 = arith.constant 2 : i64
          %209 = llvm.load %22 : !llvm.ptr -> i64
          %210 = arith.muli %c2_i64_191, %209 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %211 = arith.muli %82, %c6_i64_192 : i64
          %212 = arith.addi %77, %211 : i64
          %213 = llvm.getelementptr %61[%212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %214 = llvm.atomicrmw add %213, %210 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_190 = arith.constant 5 : i64
        %208 = arith.cmpi slt, %85, %c5_i64_190 : i64
        scf.if %208 {
          %c2_i64_191 = arith.constant 2 : i64
          %209 = llvm.load %23 : !llvm.ptr -> i64
          %210 = arith.muli %c2_i64_191, %209 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %211 = arith.muli %85, %c6_i64_192 : i64
          %212 = arith.addi %77, %211 : i64
          %213 = llvm.getelementptr %61[%212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %214 = llvm.atomicrmw add %213, %210 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_59 = gpu.thread_id  x
      %88 = arith.index_cast %thread_id_x_59 : index to i64
      %c32_i64_60 = arith.constant 32 : i64
      %thread_id_y_61 = gpu.thread_id  y
      %89 = arith.index_cast %thread_id_y_61 : index to i64
      %90 = arith.muli %c32_i64_60, %89 : i64
      %91 = arith.addi %88, %90 : i64
      %c6_i64_62 = arith.constant 6 : i64
      %c64_i64_63 = arith.constant 64 : i64
      scf.for %arg7 = %91 to %c6_i64_62 step %c64_i64_63  : i64 {
        %c0_i64_188 = arith.constant 0 : i64
        llvm.store %c0_i64_188, %24 : i64, !llvm.ptr
        %c0_i64_189 = arith.constant 0 : i64
        %c4_i64_190 = arith.constant 4 : i64
        %c1_i64_191 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_189 to %c4_i64_190 step %c1_i64_191  : i64 {
          %210 = llvm.load %24 : !llvm.ptr -> i64
          %c6_i64_193 = arith.constant 6 : i64
          %211 = arith.muli %arg8, %c6_i64_193 : i64
          %212 = arith.addi %arg7, %211 : i64
          %213 = llvm.getelementptr %50[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %214 = llvm.load %213 : !llvm.ptr<1> -> i64
          %215 = llvm.getelementptr %52[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %216 = llvm.load %215 : !llvm.ptr<1> -> i64
          %217 = arith.muli %214, %216 : i64
          %218 = arith.addi %210, %217 : i64
          llvm.store %218, %24 : i64, !llvm.ptr
        }
        %c2_i64_192 = arith.constant 2 : i64
        %206 = llvm.load %24 : !llvm.ptr -> i64
        %207 = arith.muli %c2_i64_192, %206 : i64
        %208 = llvm.getelementptr %62[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %209 = llvm.atomicrmw add %208, %207 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_64 = gpu.thread_id  y
      %92 = arith.index_cast %thread_id_y_64 : index to i64
      %c5_i64_65 = arith.constant 5 : i64
      %c2_i64_66 = arith.constant 2 : i64
      scf.for %arg7 = %92 to %c5_i64_65 step %c2_i64_66  : i64 {
        %thread_id_x_188 = gpu.thread_id  x
        %206 = arith.index_cast %thread_id_x_188 : index to i64
        %c6_i64_189 = arith.constant 6 : i64
        %c32_i64_190 = arith.constant 32 : i64
        scf.for %arg8 = %206 to %c6_i64_189 step %c32_i64_190  : i64 {
          %c2_i64_191 = arith.constant 2 : i64
          %207 = llvm.getelementptr %56[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %208 = llvm.load %207 : !llvm.ptr<1> -> i64
          %209 = llvm.getelementptr %58[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %210 = llvm.load %209 : !llvm.ptr<1> -> i64
          %211 = arith.muli %208, %210 : i64
          %212 = arith.muli %c2_i64_191, %211 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %213 = arith.muli %arg7, %c6_i64_192 : i64
          %214 = arith.addi %arg8, %213 : i64
          %215 = llvm.getelementptr %63[%214] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %216 = llvm.atomicrmw add %215, %212 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_67 = gpu.thread_id  x
      %93 = arith.index_cast %thread_id_x_67 : index to i64
      %c32_i64_68 = arith.constant 32 : i64
      %thread_id_y_69 = gpu.thread_id  y
      %94 = arith.index_cast %thread_id_y_69 : index to i64
      %95 = arith.muli %c32_i64_68, %94 : i64
      %96 = arith.addi %93, %95 : i64
      %c6_i64_70 = arith.constant 6 : i64
      %c64_i64_71 = arith.constant 64 : i64
      scf.for %arg7 = %96 to %c6_i64_70 step %c64_i64_71  : i64 {
        %c2_i64_188 = arith.constant 2 : i64
        %206 = llvm.getelementptr %56[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %207 = llvm.load %206 : !llvm.ptr<1> -> i64
        %208 = llvm.getelementptr %56[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %209 = llvm.load %208 : !llvm.ptr<1> -> i64
        %210 = arith.muli %207, %209 : i64
        %211 = arith.muli %c2_i64_188, %210 : i64
        %212 = llvm.getelementptr %64[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %213 = llvm.atomicrmw add %212, %211 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_72 = gpu.thread_id  x
      %97 = arith.index_cast %thread_id_x_72 : index to i64
      %c32_i64_73 = arith.constant 32 : i64
      %thread_id_y_74 = gpu.thread_id  y
      %98 = arith.index_cast %thread_id_y_74 : index to i64
      %99 = arith.muli %c32_i64_73, %98 : i64
      %100 = arith.addi %97, %99 : i64
      %c6_i64_75 = arith.constant 6 : i64
      %c64_i64_76 = arith.constant 64 : i64
      scf.for %arg7 = %100 to %c6_i64_75 step %c64_i64_76  : i64 {
        %c0_i64_188 = arith.constant 0 : i64
        llvm.store %c0_i64_188, %25 : i64, !llvm.ptr
        %c0_i64_189 = arith.constant 0 : i64
        %c4_i64_190 = arith.constant 4 : i64
        %c1_i64_191 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_189 to %c4_i64_190 step %c1_i64_191  : i64 {
          %210 = llvm.load %25 : !llvm.ptr -> i64
          %c6_i64_193 = arith.constant 6 : i64
          %211 = arith.muli %arg8, %c6_i64_193 : i64
          %212 = arith.addi %arg7, %211 : i64
          %213 = llvm.getelementptr %50[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %214 = llvm.load %213 : !llvm.ptr<1> -> i64
          %215 = arith.addi %210, %214 : i64
          llvm.store %215, %25 : i64, !llvm.ptr
        }
        %c2_i64_192 = arith.constant 2 : i64
        %206 = llvm.load %25 : !llvm.ptr -> i64
        %207 = arith.muli %c2_i64_192, %206 : i64
        %208 = llvm.getelementptr %65[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %209 = llvm.atomicrmw add %208, %207 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_77 = gpu.thread_id  x
      %101 = arith.index_cast %thread_id_x_77 : index to i64
      %c32_i64_78 = arith.constant 32 : i64
      %thread_id_y_79 = gpu.thread_id  y
      %102 = arith.index_cast %thread_id_y_79 : index to i64
      %103 = arith.muli %c32_i64_78, %102 : i64
      %104 = arith.addi %101, %103 : i64
      %c0_i64_80 = arith.constant 0 : i64
      %105 = arith.cmpi eq, %104, %c0_i64_80 : i64
      scf.if %105 {
        %c0_i64_188 = arith.constant 0 : i64
        llvm.store %c0_i64_188, %26 : i64, !llvm.ptr
        %c0_i64_189 = arith.constant 0 : i64
        %c6_i64_190 = arith.constant 6 : i64
        %c1_i64_191 = arith.constant 1 : i64
        scf.for %arg7 = %c0_i64_189 to %c6_i64_190 step %c1_i64_191  : i64 {
          %209 = llvm.load %26 : !llvm.ptr -> i64
          %210 = llvm.getelementptr %56[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %211 = llvm.load %210 : !llvm.ptr<1> -> i64
          %212 = arith.addi %209, %211 : i64
          llvm.store %212, %26 : i64, !llvm.ptr
        }
        %c2_i64_192 = arith.constant 2 : i64
        %206 = llvm.load %26 : !llvm.ptr -> i64
        %207 = arith.muli %c2_i64_192, %206 : i64
        %208 = llvm.atomicrmw add %66, %207 monotonic : !llvm.ptr<3>, i64
      }
      %c270_i64 = arith.constant 270 : i64
      %106 = llvm.getelementptr %40[%c270_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c300_i64 = arith.constant 300 : i64
      %107 = llvm.getelementptr %40[%c300_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c330_i64 = arith.constant 330 : i64
      %108 = llvm.getelementptr %40[%c330_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c360_i64 = arith.constant 360 : i64
      %109 = llvm.getelementptr %40[%c360_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c390_i64 = arith.constant 390 : i64
      %110 = llvm.getelementptr %40[%c390_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c420_i64 = arith.constant 420 : i64
      %111 = llvm.getelementptr %40[%c420_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c450_i64 = arith.constant 450 : i64
      %112 = llvm.getelementptr %40[%c450_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c480_i64 = arith.constant 480 : i64
      %113 = llvm.getelementptr %40[%c480_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c510_i64 = arith.constant 510 : i64
      %114 = llvm.getelementptr %40[%c510_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      gpu.barrier
      %thread_id_x_81 = gpu.thread_id  x
      %115 = arith.index_cast %thread_id_x_81 : index to i64
      %c32_i64_82 = arith.constant 32 : i64
      %thread_id_y_83 = gpu.thread_id  y
      %116 = arith.index_cast %thread_id_y_83 : index to i64
      %117 = arith.muli %c32_i64_82, %116 : i64
      %118 = arith.addi %115, %117 : i64
      %c0_i64_84 = arith.constant 0 : i64
      %119 = arith.cmpi eq, %118, %c0_i64_84 : i64
      scf.if %119 {
        %c2_i64_188 = arith.constant 2 : i64
        %206 = llvm.load %54 : !llvm.ptr<1> -> i64
        %207 = arith.muli %c2_i64_188, %206 : i64
        %208 = llvm.atomicrmw xchg %106, %207 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_85 = gpu.thread_id  x
      %120 = arith.index_cast %thread_id_x_85 : index to i64
      %c32_i64_86 = arith.constant 32 : i64
      %thread_id_y_87 = gpu.thread_id  y
      %121 = arith.index_cast %thread_id_y_87 : index to i64
      %122 = arith.muli %c32_i64_86, %121 : i64
      %123 = arith.addi %120, %122 : i64
      %c6_i64_88 = arith.constant 6 : i64
      %c64_i64_89 = arith.constant 64 : i64
      scf.for %arg7 = %123 to %c6_i64_88 step %c64_i64_89  : i64 {
        %c2_i64_188 = arith.constant 2 : i64
        %206 = llvm.getelementptr %56[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %207 = llvm.load %206 : !llvm.ptr<1> -> i64
        %208 = arith.muli %c2_i64_188, %207 : i64
        %209 = llvm.getelementptr %107[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %210 = llvm.atomicrmw xchg %209, %208 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_90 = gpu.thread_id  y
      %124 = arith.index_cast %thread_id_y_90 : index to i64
      %c6_i64_91 = arith.constant 6 : i64
      %c2_i64_92 = arith.constant 2 : i64
      scf.for %arg7 = %124 to %c6_i64_91 step %c2_i64_92  : i64 {
        %thread_id_x_188 = gpu.thread_id  x
        %206 = arith.index_cast %thread_id_x_188 : index to i64
        %c4_i64_189 = arith.constant 4 : i64
        %c32_i64_190 = arith.constant 32 : i64
        scf.for %arg8 = %206 to %c4_i64_189 step %c32_i64_190  : i64 {
          %c2_i64_191 = arith.constant 2 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %207 = arith.muli %arg8, %c6_i64_192 : i64
          %208 = arith.addi %arg7, %207 : i64
          %209 = llvm.getelementptr %50[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %210 = llvm.load %209 : !llvm.ptr<1> -> i64
          %211 = arith.muli %c2_i64_191, %210 : i64
          %c4_i64_193 = arith.constant 4 : i64
          %212 = arith.muli %arg7, %c4_i64_193 : i64
          %213 = arith.addi %arg8, %212 : i64
          %214 = llvm.getelementptr %108[%213] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %215 = llvm.atomicrmw xchg %214, %211 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_93 = gpu.thread_id  x
      %125 = arith.index_cast %thread_id_x_93 : index to i64
      %c5_i64_94 = arith.constant 5 : i64
      %126 = arith.minsi %125, %c5_i64_94 : i64
      %thread_id_y_95 = gpu.thread_id  y
      %127 = arith.index_cast %thread_id_y_95 : index to i64
      %c4_i64_96 = arith.constant 4 : i64
      %128 = arith.minsi %127, %c4_i64_96 : i64
      %thread_id_y_97 = gpu.thread_id  y
      %129 = arith.index_cast %thread_id_y_97 : index to i64
      %c2_i64_98 = arith.constant 2 : i64
      %130 = arith.addi %129, %c2_i64_98 : i64
      %c4_i64_99 = arith.constant 4 : i64
      %131 = arith.minsi %130, %c4_i64_99 : i64
      %thread_id_y_100 = gpu.thread_id  y
      %132 = arith.index_cast %thread_id_y_100 : index to i64
      %c4_i64_101 = arith.constant 4 : i64
      %133 = arith.addi %132, %c4_i64_101 : i64
      %c4_i64_102 = arith.constant 4 : i64
      %134 = arith.minsi %133, %c4_i64_102 : i64
      %c0_i64_103 = arith.constant 0 : i64
      llvm.store %c0_i64_103, %27 : i64, !llvm.ptr
      %c0_i64_104 = arith.constant 0 : i64
      llvm.store %c0_i64_104, %28 : i64, !llvm.ptr
      %c0_i64_105 = arith.constant 0 : i64
      llvm.store %c0_i64_105, %29 : i64, !llvm.ptr
      %c0_i64_106 = arith.constant 0 : i64
      %c4_i64_107 = arith.constant 4 : i64
      %c1_i64_108 = arith.constant 1 : i64
      scf.for %arg7 = %c0_i64_106 to %c4_i64_107 step %c1_i64_108  : i64 {
        %c6_i64_188 = arith.constant 6 : i64
        %206 = arith.muli %arg7, %c6_i64_188 : i64
        %207 = arith.addi %126, %206 : i64
        %208 = llvm.getelementptr %50[%207] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %209 = llvm.load %208 : !llvm.ptr<1> -> i64
        %c4_i64_189 = arith.constant 4 : i64
        %210 = arith.muli %128, %c4_i64_189 : i64
        %211 = arith.addi %arg7, %210 : i64
        %212 = llvm.getelementptr %4[%211] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %213 = llvm.load %212 : !llvm.ptr<1> -> i64
        %c4_i64_190 = arith.constant 4 : i64
        %214 = arith.muli %131, %c4_i64_190 : i64
        %215 = arith.addi %arg7, %214 : i64
        %216 = llvm.getelementptr %4[%215] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %217 = llvm.load %216 : !llvm.ptr<1> -> i64
        %c4_i64_191 = arith.constant 4 : i64
        %218 = arith.muli %134, %c4_i64_191 : i64
        %219 = arith.addi %arg7, %218 : i64
        %220 = llvm.getelementptr %4[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %221 = llvm.load %220 : !llvm.ptr<1> -> i64
        %222 = llvm.load %27 : !llvm.ptr -> i64
        %223 = arith.muli %209, %213 : i64
        %224 = arith.addi %222, %223 : i64
        llvm.store %224, %27 : i64, !llvm.ptr
        %225 = llvm.load %28 : !llvm.ptr -> i64
        %226 = arith.muli %209, %217 : i64
        %227 = arith.addi %225, %226 : i64
        llvm.store %227, %28 : i64, !llvm.ptr
        %228 = llvm.load %29 : !llvm.ptr -> i64
        %229 = arith.muli %209, %221 : i64
        %230 = arith.addi %228, %229 : i64
        llvm.store %230, %29 : i64, !llvm.ptr
      }
      %c6_i64_109 = arith.constant 6 : i64
      %135 = arith.cmpi slt, %125, %c6_i64_109 : i64
      scf.if %135 {
        %c5_i64_188 = arith.constant 5 : i64
        %206 = arith.cmpi slt, %127, %c5_i64_188 : i64
        scf.if %206 {
          %c2_i64_191 = arith.constant 2 : i64
          %209 = llvm.load %27 : !llvm.ptr -> i64
          %210 = arith.muli %c2_i64_191, %209 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %211 = arith.muli %127, %c6_i64_192 : i64
          %212 = arith.addi %125, %211 : i64
          %213 = llvm.getelementptr %109[%212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %214 = llvm.atomicrmw xchg %213, %210 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_189 = arith.constant 5 : i64
        %207 = arith.cmpi slt, %130, %c5_i64_189 : i64
        scf.if %207 {
          %c2_i64_191 = arith.constant 2 : i64
          %209 = llvm.load %28 : !llvm.ptr -> i64
          %210 = arith.muli %c2_i64_191, %209 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %211 = arith.muli %130, %c6_i64_192 : i64
          %212 = arith.addi %125, %211 : i64
          %213 = llvm.getelementptr %109[%212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %214 = llvm.atomicrmw xchg %213, %210 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_190 = arith.constant 5 : i64
        %208 = arith.cmpi slt, %133, %c5_i64_190 : i64
        scf.if %208 {
          %c2_i64_191 = arith.constant 2 : i64
          %209 = llvm.load %29 : !llvm.ptr -> i64
          %210 = arith.muli %c2_i64_191, %209 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %211 = arith.muli %133, %c6_i64_192 : i64
          %212 = arith.addi %125, %211 : i64
          %213 = llvm.getelementptr %109[%212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %214 = llvm.atomicrmw xchg %213, %210 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_110 = gpu.thread_id  x
      %136 = arith.index_cast %thread_id_x_110 : index to i64
      %c32_i64_111 = arith.constant 32 : i64
      %thread_id_y_112 = gpu.thread_id  y
      %137 = arith.index_cast %thread_id_y_112 : index to i64
      %138 = arith.muli %c32_i64_111, %137 : i64
      %139 = arith.addi %136, %138 : i64
      %c6_i64_113 = arith.constant 6 : i64
      %c64_i64_114 = arith.constant 64 : i64
      scf.for %arg7 = %139 to %c6_i64_113 step %c64_i64_114  : i64 {
        %c0_i64_188 = arith.constant 0 : i64
        llvm.store %c0_i64_188, %30 : i64, !llvm.ptr
        %c0_i64_189 = arith.constant 0 : i64
        %c4_i64_190 = arith.constant 4 : i64
        %c1_i64_191 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_189 to %c4_i64_190 step %c1_i64_191  : i64 {
          %210 = llvm.load %30 : !llvm.ptr -> i64
          %c6_i64_193 = arith.constant 6 : i64
          %211 = arith.muli %arg8, %c6_i64_193 : i64
          %212 = arith.addi %arg7, %211 : i64
          %213 = llvm.getelementptr %50[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %214 = llvm.load %213 : !llvm.ptr<1> -> i64
          %215 = llvm.getelementptr %52[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %216 = llvm.load %215 : !llvm.ptr<1> -> i64
          %217 = arith.muli %214, %216 : i64
          %218 = arith.addi %210, %217 : i64
          llvm.store %218, %30 : i64, !llvm.ptr
        }
        %c2_i64_192 = arith.constant 2 : i64
        %206 = llvm.load %30 : !llvm.ptr -> i64
        %207 = arith.muli %c2_i64_192, %206 : i64
        %208 = llvm.getelementptr %110[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %209 = llvm.atomicrmw xchg %208, %207 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_115 = gpu.thread_id  y
      %140 = arith.index_cast %thread_id_y_115 : index to i64
      %c5_i64_116 = arith.constant 5 : i64
      %c2_i64_117 = arith.constant 2 : i64
      scf.for %arg7 = %140 to %c5_i64_116 step %c2_i64_117  : i64 {
        %thread_id_x_188 = gpu.thread_id  x
        %206 = arith.index_cast %thread_id_x_188 : index to i64
        %c6_i64_189 = arith.constant 6 : i64
        %c32_i64_190 = arith.constant 32 : i64
        scf.for %arg8 = %206 to %c6_i64_189 step %c32_i64_190  : i64 {
          %c2_i64_191 = arith.constant 2 : i64
          %207 = llvm.getelementptr %56[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %208 = llvm.load %207 : !llvm.ptr<1> -> i64
          %209 = llvm.getelementptr %58[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %210 = llvm.load %209 : !llvm.ptr<1> -> i64
          %211 = arith.muli %208, %210 : i64
          %212 = arith.muli %c2_i64_191, %211 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %213 = arith.muli %arg7, %c6_i64_192 : i64
          %214 = arith.addi %arg8, %213 : i64
          %215 = llvm.getelementptr %111[%214] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %216 = llvm.atomicrmw xchg %215, %212 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_118 = gpu.thread_id  x
      %141 = arith.index_cast %thread_id_x_118 : index to i64
      %c32_i64_119 = arith.constant 32 : i64
      %thread_id_y_120 = gpu.thread_id  y
      %142 = arith.index_cast %thread_id_y_120 : index to i64
      %143 = arith.muli %c32_i64_119, %142 : i64
      %144 = arith.addi %141, %143 : i64
      %c6_i64_121 = arith.constant 6 : i64
      %c64_i64_122 = arith.constant 64 : i64
      scf.for %arg7 = %144 to %c6_i64_121 step %c64_i64_122  : i64 {
        %c2_i64_188 = arith.constant 2 : i64
        %206 = llvm.getelementptr %56[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %207 = llvm.load %206 : !llvm.ptr<1> -> i64
        %208 = llvm.getelementptr %56[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %209 = llvm.load %208 : !llvm.ptr<1> -> i64
        %210 = arith.muli %207, %209 : i64
        %211 = arith.muli %c2_i64_188, %210 : i64
        %212 = llvm.getelementptr %112[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %213 = llvm.atomicrmw xchg %212, %211 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_123 = gpu.thread_id  x
      %145 = arith.index_cast %thread_id_x_123 : index to i64
      %c32_i64_124 = arith.constant 32 : i64
      %thread_id_y_125 = gpu.thread_id  y
      %146 = arith.index_cast %thread_id_y_125 : index to i64
      %147 = arith.muli %c32_i64_124, %146 : i64
      %148 = arith.addi %145, %147 : i64
      %c6_i64_126 = arith.constant 6 : i64
      %c64_i64_127 = arith.constant 64 : i64
      scf.for %arg7 = %148 to %c6_i64_126 step %c64_i64_127  : i64 {
        %c0_i64_188 = arith.constant 0 : i64
        llvm.store %c0_i64_188, %31 : i64, !llvm.ptr
        %c0_i64_189 = arith.constant 0 : i64
        %c4_i64_190 = arith.constant 4 : i64
        %c1_i64_191 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_189 to %c4_i64_190 step %c1_i64_191  : i64 {
          %210 = llvm.load %31 : !llvm.ptr -> i64
          %c6_i64_193 = arith.constant 6 : i64
          %211 = arith.muli %arg8, %c6_i64_193 : i64
          %212 = arith.addi %arg7, %211 : i64
          %213 = llvm.getelementptr %50[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %214 = llvm.load %213 : !llvm.ptr<1> -> i64
          %215 = arith.addi %210, %214 : i64
          llvm.store %215, %31 : i64, !llvm.ptr
        }
        %c2_i64_192 = arith.constant 2 : i64
        %206 = llvm.load %31 : !llvm.ptr -> i64
        %207 = arith.muli %c2_i64_192, %206 : i64
        %208 = llvm.getelementptr %113[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %209 = llvm.atomicrmw xchg %208, %207 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_128 = gpu.thread_id  x
      %149 = arith.index_cast %thread_id_x_128 : index to i64
      %c32_i64_129 = arith.constant 32 : i64
      %thread_id_y_130 = gpu.thread_id  y
      %150 = arith.index_cast %thread_id_y_130 : index to i64
      %151 = arith.muli %c32_i64_129, %150 : i64
      %152 = arith.addi %149, %151 : i64
      %c0_i64_131 = arith.constant 0 : i64
      %153 = arith.cmpi eq, %152, %c0_i64_131 : i64
      scf.if %153 {
        %c0_i64_188 = arith.constant 0 : i64
        llvm.store %c0_i64_188, %32 : i64, !llvm.ptr
        %c0_i64_189 = arith.constant 0 : i64
        %c6_i64_190 = arith.constant 6 : i64
        %c1_i64_191 = arith.constant 1 : i64
        scf.for %arg7 = %c0_i64_189 to %c6_i64_190 step %c1_i64_191  : i64 {
          %209 = llvm.load %32 : !llvm.ptr -> i64
          %210 = llvm.getelementptr %56[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %211 = llvm.load %210 : !llvm.ptr<1> -> i64
          %212 = arith.addi %209, %211 : i64
          llvm.store %212, %32 : i64, !llvm.ptr
        }
        %c2_i64_192 = arith.constant 2 : i64
        %206 = llvm.load %32 : !llvm.ptr -> i64
        %207 = arith.muli %c2_i64_192, %206 : i64
        %208 = llvm.atomicrmw xchg %114, %207 monotonic : !llvm.ptr<3>, i64
      }
      %c540_i64 = arith.constant 540 : i64
      %154 = llvm.getelementptr %40[%c540_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c570_i64 = arith.constant 570 : i64
      %155 = llvm.getelementptr %40[%c570_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c600_i64 = arith.constant 600 : i64
      %156 = llvm.getelementptr %40[%c600_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c630_i64 = arith.constant 630 : i64
      %157 = llvm.getelementptr %40[%c630_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c660_i64 = arith.constant 660 : i64
      %158 = llvm.getelementptr %40[%c660_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c690_i64 = arith.constant 690 : i64
      %159 = llvm.getelementptr %40[%c690_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c720_i64 = arith.constant 720 : i64
      %160 = llvm.getelementptr %40[%c720_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c750_i64 = arith.constant 750 : i64
      %161 = llvm.getelementptr %40[%c750_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c780_i64 = arith.constant 780 : i64
      %162 = llvm.getelementptr %40[%c780_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      gpu.barrier
      %thread_id_x_132 = gpu.thread_id  x
      %163 = arith.index_cast %thread_id_x_132 : index to i64
      %c32_i64_133 = arith.constant 32 : i64
      %thread_id_y_134 = gpu.thread_id  y
      %164 = arith.index_cast %thread_id_y_134 : index to i64
      %165 = arith.muli %c32_i64_133, %164 : i64
      %166 = arith.addi %163, %165 : i64
      %c0_i64_135 = arith.constant 0 : i64
      %167 = arith.cmpi eq, %166, %c0_i64_135 : i64
      scf.if %167 {
        %c2_i64_188 = arith.constant 2 : i64
        %206 = llvm.load %54 : !llvm.ptr<1> -> i64
        %207 = arith.muli %c2_i64_188, %206 : i64
        %208 = llvm.load %154 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %209 = scf.while (%arg7 = %208) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %210 = arith.muli %c3_i64, %arg7 : i64
          %211 = arith.addi %207, %210 : i64
          %212 = llvm.cmpxchg %154, %arg7, %211 monotonic monotonic : !llvm.ptr<3>, i64
          %213 = llvm.extractvalue %212[0] : !llvm.struct<(i64, i1)> 
          %214 = llvm.extractvalue %212[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %215 = arith.xori %214, %true : i1
          scf.condition(%215) %213 : i64
        } do {
        ^bb0(%arg7: i64):
          scf.yield %arg7 : i64
        }
      }
      gpu.barrier
      %thread_id_x_136 = gpu.thread_id  x
      %168 = arith.index_cast %thread_id_x_136 : index to i64
      %c32_i64_137 = arith.constant 32 : i64
      %thread_id_y_138 = gpu.thread_id  y
      %169 = arith.index_cast %thread_id_y_138 : index to i64
      %170 = arith.muli %c32_i64_137, %169 : i64
      %171 = arith.addi %168, %170 : i64
      %c6_i64_139 = arith.constant 6 : i64
      %c64_i64_140 = arith.constant 64 : i64
      scf.for %arg7 = %171 to %c6_i64_139 step %c64_i64_140  : i64 {
        %c2_i64_188 = arith.constant 2 : i64
        %206 = llvm.getelementptr %56[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %207 = llvm.load %206 : !llvm.ptr<1> -> i64
        %208 = arith.muli %c2_i64_188, %207 : i64
        %209 = llvm.getelementptr %155[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %210 = llvm.load %209 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %211 = scf.while (%arg8 = %210) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %212 = arith.muli %c3_i64, %arg8 : i64
          %213 = arith.addi %208, %212 : i64
          %214 = llvm.cmpxchg %209, %arg8, %213 monotonic monotonic : !llvm.ptr<3>, i64
          %215 = llvm.extractvalue %214[0] : !llvm.struct<(i64, i1)> 
          %216 = llvm.extractvalue %214[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %217 = arith.xori %216, %true : i1
          scf.condition(%217) %215 : i64
        } do {
        ^bb0(%arg8: i64):
          scf.yield %arg8 : i64
        }
      }
      gpu.barrier
      %thread_id_y_141 = gpu.thread_id  y
      %172 = arith.index_cast %thread_id_y_141 : index to i64
      %c6_i64_142 = arith.constant 6 : i64
      %c2_i64_143 = arith.constant 2 : i64
      scf.for %arg7 = %172 to %c6_i64_142 step %c2_i64_143  : i64 {
        %thread_id_x_188 = gpu.thread_id  x
        %206 = arith.index_cast %thread_id_x_188 : index to i64
        %c4_i64_189 = arith.constant 4 : i64
        %c32_i64_190 = arith.constant 32 : i64
        scf.for %arg8 = %206 to %c4_i64_189 step %c32_i64_190  : i64 {
          %c2_i64_191 = arith.constant 2 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %207 = arith.muli %arg8, %c6_i64_192 : i64
          %208 = arith.addi %arg7, %207 : i64
          %209 = llvm.getelementptr %50[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %210 = llvm.load %209 : !llvm.ptr<1> -> i64
          %211 = arith.muli %c2_i64_191, %210 : i64
          %c4_i64_193 = arith.constant 4 : i64
          %212 = arith.muli %arg7, %c4_i64_193 : i64
          %213 = arith.addi %arg8, %212 : i64
          %214 = llvm.getelementptr %156[%213] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %215 = llvm.load %214 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %216 = scf.while (%arg9 = %215) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %217 = arith.muli %c3_i64, %arg9 : i64
            %218 = arith.addi %211, %217 : i64
            %219 = llvm.cmpxchg %214, %arg9, %218 monotonic monotonic : !llvm.ptr<3>, i64
            %220 = llvm.extractvalue %219[0] : !llvm.struct<(i64, i1)> 
            %221 = llvm.extractvalue %219[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %222 = arith.xori %221, %true : i1
            scf.condition(%222) %220 : i64
          } do {
          ^bb0(%arg9: i64):
            scf.yield %arg9 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_144 = gpu.thread_id  x
      %173 = arith.index_cast %thread_id_x_144 : index to i64
      %c5_i64_145 = arith.constant 5 : i64
      %174 = arith.minsi %173, %c5_i64_145 : i64
      %thread_id_y_146 = gpu.thread_id  y
      %175 = arith.index_cast %thread_id_y_146 : index to i64
      %c4_i64_147 = arith.constant 4 : i64
      %176 = arith.minsi %175, %c4_i64_147 : i64
      %thread_id_y_148 = gpu.thread_id  y
      %177 = arith.index_cast %thread_id_y_148 : index to i64
      %c2_i64_149 = arith.constant 2 : i64
      %178 = arith.addi %177, %c2_i64_149 : i64
      %c4_i64_150 = arith.constant 4 : i64
      %179 = arith.minsi %178, %c4_i64_150 : i64
      %thread_id_y_151 = gpu.thread_id  y
      %180 = arith.index_cast %thread_id_y_151 : index to i64
      %c4_i64_152 = arith.constant 4 : i64
      %181 = arith.addi %180, %c4_i64_152 : i64
      %c4_i64_153 = arith.constant 4 : i64
      %182 = arith.minsi %181, %c4_i64_153 : i64
      %c0_i64_154 = arith.constant 0 : i64
      llvm.store %c0_i64_154, %33 : i64, !llvm.ptr
      %c0_i64_155 = arith.constant 0 : i64
      llvm.store %c0_i64_155, %34 : i64, !llvm.ptr
      %c0_i64_156 = arith.constant 0 : i64
      llvm.store %c0_i64_156, %35 : i64, !llvm.ptr
      %c0_i64_157 = arith.constant 0 : i64
      %c4_i64_158 = arith.constant 4 : i64
      %c1_i64_159 = arith.constant 1 : i64
      scf.for %arg7 = %c0_i64_157 to %c4_i64_158 step %c1_i64_159  : i64 {
        %c6_i64_188 = arith.constant 6 : i64
        %206 = arith.muli %arg7, %c6_i64_188 : i64
        %207 = arith.addi %174, %206 : i64
        %208 = llvm.getelementptr %50[%207] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %209 = llvm.load %208 : !llvm.ptr<1> -> i64
        %c4_i64_189 = arith.constant 4 : i64
        %210 = arith.muli %176, %c4_i64_189 : i64
        %211 = arith.addi %arg7, %210 : i64
        %212 = llvm.getelementptr %4[%211] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %213 = llvm.load %212 : !llvm.ptr<1> -> i64
        %c4_i64_190 = arith.constant 4 : i64
        %214 = arith.muli %179, %c4_i64_190 : i64
        %215 = arith.addi %arg7, %214 : i64
        %216 = llvm.getelementptr %4[%215] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %217 = llvm.load %216 : !llvm.ptr<1> -> i64
        %c4_i64_191 = arith.constant 4 : i64
        %218 = arith.muli %182, %c4_i64_191 : i64
        %219 = arith.addi %arg7, %218 : i64
        %220 = llvm.getelementptr %4[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %221 = llvm.load %220 : !llvm.ptr<1> -> i64
        %222 = llvm.load %33 : !llvm.ptr -> i64
        %223 = arith.muli %209, %213 : i64
        %224 = arith.addi %222, %223 : i64
        llvm.store %224, %33 : i64, !llvm.ptr
        %225 = llvm.load %34 : !llvm.ptr -> i64
        %226 = arith.muli %209, %217 : i64
        %227 = arith.addi %225, %226 : i64
        llvm.store %227, %34 : i64, !llvm.ptr
        %228 = llvm.load %35 : !llvm.ptr -> i64
        %229 = arith.muli %209, %221 : i64
        %230 = arith.addi %228, %229 : i64
        llvm.store %230, %35 : i64, !llvm.ptr
      }
      %c6_i64_160 = arith.constant 6 : i64
      %183 = arith.cmpi slt, %173, %c6_i64_160 : i64
      scf.if %183 {
        %c5_i64_188 = arith.constant 5 : i64
        %206 = arith.cmpi slt, %175, %c5_i64_188 : i64
        scf.if %206 {
          %c2_i64_191 = arith.constant 2 : i64
          %209 = llvm.load %33 : !llvm.ptr -> i64
          %210 = arith.muli %c2_i64_191, %209 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %211 = arith.muli %175, %c6_i64_192 : i64
          %212 = arith.addi %173, %211 : i64
          %213 = llvm.getelementptr %157[%212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %214 = llvm.load %213 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %215 = scf.while (%arg7 = %214) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %216 = arith.muli %c3_i64, %arg7 : i64
            %217 = arith.addi %210, %216 : i64
            %218 = llvm.cmpxchg %213, %arg7, %217 monotonic monotonic : !llvm.ptr<3>, i64
            %219 = llvm.extractvalue %218[0] : !llvm.struct<(i64, i1)> 
            %220 = llvm.extractvalue %218[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %221 = arith.xori %220, %true : i1
            scf.condition(%221) %219 : i64
          } do {
          ^bb0(%arg7: i64):
            scf.yield %arg7 : i64
          }
        }
        %c5_i64_189 = arith.constant 5 : i64
        %207 = arith.cmpi slt, %178, %c5_i64_189 : i64
        scf.if %207 {
          %c2_i64_191 = arith.constant 2 : i64
          %209 = llvm.load %34 : !llvm.ptr -> i64
          %210 = arith.muli %c2_i64_191, %209 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %211 = arith.muli %178, %c6_i64_192 : i64
          %212 = arith.addi %173, %211 : i64
          %213 = llvm.getelementptr %157[%212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %214 = llvm.load %213 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %215 = scf.while (%arg7 = %214) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %216 = arith.muli %c3_i64, %arg7 : i64
            %217 = arith.addi %210, %216 : i64
            %218 = llvm.cmpxchg %213, %arg7, %217 monotonic monotonic : !llvm.ptr<3>, i64
            %219 = llvm.extractvalue %218[0] : !llvm.struct<(i64, i1)> 
            %220 = llvm.extractvalue %218[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %221 = arith.xori %220, %true : i1
            scf.condition(%221) %219 : i64
          } do {
          ^bb0(%arg7: i64):
            scf.yield %arg7 : i64
          }
        }
        %c5_i64_190 = arith.constant 5 : i64
        %208 = arith.cmpi slt, %181, %c5_i64_190 : i64
        scf.if %208 {
          %c2_i64_191 = arith.constant 2 : i64
          %209 = llvm.load %35 : !llvm.ptr -> i64
          %210 = arith.muli %c2_i64_191, %209 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %211 = arith.muli %181, %c6_i64_192 : i64
          %212 = arith.addi %173, %211 : i64
          %213 = llvm.getelementptr %157[%212] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %214 = llvm.load %213 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %215 = scf.while (%arg7 = %214) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %216 = arith.muli %c3_i64, %arg7 : i64
            %217 = arith.addi %210, %216 : i64
            %218 = llvm.cmpxchg %213, %arg7, %217 monotonic monotonic : !llvm.ptr<3>, i64
            %219 = llvm.extractvalue %218[0] : !llvm.struct<(i64, i1)> 
            %220 = llvm.extractvalue %218[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %221 = arith.xori %220, %true : i1
            scf.condition(%221) %219 : i64
          } do {
          ^bb0(%arg7: i64):
            scf.yield %arg7 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_161 = gpu.thread_id  x
      %184 = arith.index_cast %thread_id_x_161 : index to i64
      %c32_i64_162 = arith.constant 32 : i64
      %thread_id_y_163 = gpu.thread_id  y
      %185 = arith.index_cast %thread_id_y_163 : index to i64
      %186 = arith.muli %c32_i64_162, %185 : i64
      %187 = arith.addi %184, %186 : i64
      %c6_i64_164 = arith.constant 6 : i64
      %c64_i64_165 = arith.constant 64 : i64
      scf.for %arg7 = %187 to %c6_i64_164 step %c64_i64_165  : i64 {
        %c0_i64_188 = arith.constant 0 : i64
        llvm.store %c0_i64_188, %36 : i64, !llvm.ptr
        %c0_i64_189 = arith.constant 0 : i64
        %c4_i64_190 = arith.constant 4 : i64
        %c1_i64_191 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_189 to %c4_i64_190 step %c1_i64_191  : i64 {
          %211 = llvm.load %36 : !llvm.ptr -> i64
          %c6_i64_193 = arith.constant 6 : i64
          %212 = arith.muli %arg8, %c6_i64_193 : i64
          %213 = arith.addi %arg7, %212 : i64
          %214 = llvm.getelementptr %50[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %215 = llvm.load %214 : !llvm.ptr<1> -> i64
          %216 = llvm.getelementptr %52[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %217 = llvm.load %216 : !llvm.ptr<1> -> i64
          %218 = arith.muli %215, %217 : i64
          %219 = arith.addi %211, %218 : i64
          llvm.store %219, %36 : i64, !llvm.ptr
        }
        %c2_i64_192 = arith.constant 2 : i64
        %206 = llvm.load %36 : !llvm.ptr -> i64
        %207 = arith.muli %c2_i64_192, %206 : i64
        %208 = llvm.getelementptr %158[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %209 = llvm.load %208 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %210 = scf.while (%arg8 = %209) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %211 = arith.muli %c3_i64, %arg8 : i64
          %212 = arith.addi %207, %211 : i64
          %213 = llvm.cmpxchg %208, %arg8, %212 monotonic monotonic : !llvm.ptr<3>, i64
          %214 = llvm.extractvalue %213[0] : !llvm.struct<(i64, i1)> 
          %215 = llvm.extractvalue %213[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %216 = arith.xori %215, %true : i1
          scf.condition(%216) %214 : i64
        } do {
        ^bb0(%arg8: i64):
          scf.yield %arg8 : i64
        }
      }
      gpu.barrier
      %thread_id_y_166 = gpu.thread_id  y
      %188 = arith.index_cast %thread_id_y_166 : index to i64
      %c5_i64_167 = arith.constant 5 : i64
      %c2_i64_168 = arith.constant 2 : i64
      scf.for %arg7 = %188 to %c5_i64_167 step %c2_i64_168  : i64 {
        %thread_id_x_188 = gpu.thread_id  x
        %206 = arith.index_cast %thread_id_x_188 : index to i64
        %c6_i64_189 = arith.constant 6 : i64
        %c32_i64_190 = arith.constant 32 : i64
        scf.for %arg8 = %206 to %c6_i64_189 step %c32_i64_190  : i64 {
          %c2_i64_191 = arith.constant 2 : i64
          %207 = llvm.getelementptr %56[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %208 = llvm.load %207 : !llvm.ptr<1> -> i64
          %209 = llvm.getelementptr %58[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %210 = llvm.load %209 : !llvm.ptr<1> -> i64
          %211 = arith.muli %208, %210 : i64
          %212 = arith.muli %c2_i64_191, %211 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %213 = arith.muli %arg7, %c6_i64_192 : i64
          %214 = arith.addi %arg8, %213 : i64
          %215 = llvm.getelementptr %159[%214] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %216 = llvm.load %215 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %217 = scf.while (%arg9 = %216) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %218 = arith.muli %c3_i64, %arg9 : i64
            %219 = arith.addi %212, %218 : i64
            %220 = llvm.cmpxchg %215, %arg9, %219 monotonic monotonic : !llvm.ptr<3>, i64
            %221 = llvm.extractvalue %220[0] : !llvm.struct<(i64, i1)> 
            %222 = llvm.extractvalue %220[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %223 = arith.xori %222, %true : i1
            scf.condition(%223) %221 : i64
          } do {
          ^bb0(%arg9: i64):
            scf.yield %arg9 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_169 = gpu.thread_id  x
      %189 = arith.index_cast %thread_id_x_169 : index to i64
      %c32_i64_170 = arith.constant 32 : i64
      %thread_id_y_171 = gpu.thread_id  y
      %190 = arith.index_cast %thread_id_y_171 : index to i64
      %191 = arith.muli %c32_i64_170, %190 : i64
      %192 = arith.addi %189, %191 : i64
      %c6_i64_172 = arith.constant 6 : i64
      %c64_i64_173 = arith.constant 64 : i64
      scf.for %arg7 = %192 to %c6_i64_172 step %c64_i64_173  : i64 {
        %c2_i64_188 = arith.constant 2 : i64
        %206 = llvm.getelementptr %56[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %207 = llvm.load %206 : !llvm.ptr<1> -> i64
        %208 = llvm.getelementptr %56[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %209 = llvm.load %208 : !llvm.ptr<1> -> i64
        %210 = arith.muli %207, %209 : i64
        %211 = arith.muli %c2_i64_188, %210 : i64
        %212 = llvm.getelementptr %160[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %213 = llvm.load %212 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %214 = scf.while (%arg8 = %213) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %215 = arith.muli %c3_i64, %arg8 : i64
          %216 = arith.addi %211, %215 : i64
          %217 = llvm.cmpxchg %212, %arg8, %216 monotonic monotonic : !llvm.ptr<3>, i64
          %218 = llvm.extractvalue %217[0] : !llvm.struct<(i64, i1)> 
          %219 = llvm.extractvalue %217[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %220 = arith.xori %219, %true : i1
          scf.condition(%220) %218 : i64
        } do {
        ^bb0(%arg8: i64):
          scf.yield %arg8 : i64
        }
      }
      gpu.barrier
      %thread_id_x_174 = gpu.thread_id  x
      %193 = arith.index_cast %thread_id_x_174 : index to i64
      %c32_i64_175 = arith.constant 32 : i64
      %thread_id_y_176 = gpu.thread_id  y
      %194 = arith.index_cast %thread_id_y_176 : index to i64
      %195 = arith.muli %c32_i64_175, %194 : i64
      %196 = arith.addi %193, %195 : i64
      %c6_i64_177 = arith.constant 6 : i64
      %c64_i64_178 = arith.constant 64 : i64
      scf.for %arg7 = %196 to %c6_i64_177 step %c64_i64_178  : i64 {
        %c0_i64_188 = arith.constant 0 : i64
        llvm.store %c0_i64_188, %37 : i64, !llvm.ptr
        %c0_i64_189 = arith.constant 0 : i64
        %c4_i64_190 = arith.constant 4 : i64
        %c1_i64_191 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_189 to %c4_i64_190 step %c1_i64_191  : i64 {
          %211 = llvm.load %37 : !llvm.ptr -> i64
          %c6_i64_193 = arith.constant 6 : i64
          %212 = arith.muli %arg8, %c6_i64_193 : i64
          %213 = arith.addi %arg7, %212 : i64
          %214 = llvm.getelementptr %50[%213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %215 = llvm.load %214 : !llvm.ptr<1> -> i64
          %216 = arith.addi %211, %215 : i64
          llvm.store %216, %37 : i64, !llvm.ptr
        }
        %c2_i64_192 = arith.constant 2 : i64
        %206 = llvm.load %37 : !llvm.ptr -> i64
        %207 = arith.muli %c2_i64_192, %206 : i64
        %208 = llvm.getelementptr %161[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %209 = llvm.load %208 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %210 = scf.while (%arg8 = %209) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %211 = arith.muli %c3_i64, %arg8 : i64
          %212 = arith.addi %207, %211 : i64
          %213 = llvm.cmpxchg %208, %arg8, %212 monotonic monotonic : !llvm.ptr<3>, i64
          %214 = llvm.extractvalue %213[0] : !llvm.struct<(i64, i1)> 
          %215 = llvm.extractvalue %213[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %216 = arith.xori %215, %true : i1
          scf.condition(%216) %214 : i64
        } do {
        ^bb0(%arg8: i64):
          scf.yield %arg8 : i64
        }
      }
      gpu.barrier
      %thread_id_x_179 = gpu.thread_id  x
      %197 = arith.index_cast %thread_id_x_179 : index to i64
      %c32_i64_180 = arith.constant 32 : i64
      %thread_id_y_181 = gpu.thread_id  y
      %198 = arith.index_cast %thread_id_y_181 : index to i64
      %199 = arith.muli %c32_i64_180, %198 : i64
      %200 = arith.addi %197, %199 : i64
      %c0_i64_182 = arith.constant 0 : i64
      %201 = arith.cmpi eq, %200, %c0_i64_182 : i64
      scf.if %201 {
        %c0_i64_188 = arith.constant 0 : i64
        llvm.store %c0_i64_188, %38 : i64, !llvm.ptr
        %c0_i64_189 = arith.constant 0 : i64
        %c6_i64_190 = arith.constant 6 : i64
        %c1_i64_191 = arith.constant 1 : i64
        scf.for %arg7 = %c0_i64_189 to %c6_i64_190 step %c1_i64_191  : i64 {
          %210 = llvm.load %38 : !llvm.ptr -> i64
          %211 = llvm.getelementptr %56[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %212 = llvm.load %211 : !llvm.ptr<1> -> i64
          %213 = arith.addi %210, %212 : i64
          llvm.store %213, %38 : i64, !llvm.ptr
        }
        %c2_i64_192 = arith.constant 2 : i64
        %206 = llvm.load %38 : !llvm.ptr -> i64
        %207 = arith.muli %c2_i64_192, %206 : i64
        %208 = llvm.load %162 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %209 = scf.while (%arg7 = %208) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %210 = arith.muli %c3_i64, %arg7 : i64
          %211 = arith.addi %207, %210 : i64
          %212 = llvm.cmpxchg %162, %arg7, %211 monotonic monotonic : !llvm.ptr<3>, i64
          %213 = llvm.extractvalue %212[0] : !llvm.struct<(i64, i1)> 
          %214 = llvm.extractvalue %212[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %215 = arith.xori %214, %true : i1
          scf.condition(%215) %213 : i64
        } do {
        ^bb0(%arg7: i64):
          scf.yield %arg7 : i64
        }
      }
      gpu.barrier
      %thread_id_x_183 = gpu.thread_id  x
      %202 = arith.index_cast %thread_id_x_183 : index to i64
      %c32_i64_184 = arith.constant 32 : i64
      %thread_id_y_185 = gpu.thread_id  y
      %203 = arith.index_cast %thread_id_y_185 : index to i64
      %204 = arith.muli %c32_i64_184, %203 : i64
      %205 = arith.addi %202, %204 : i64
      %c810_i64_186 = arith.constant 810 : i64
      %c64_i64_187 = arith.constant 64 : i64
      scf.for %arg7 = %205 to %c810_i64_186 step %c64_i64_187  : i64 {
        %206 = llvm.getelementptr %40[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %207 = llvm.load %206 : !llvm.ptr<3> -> i64
        %208 = llvm.getelementptr %44[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %207, %208 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
