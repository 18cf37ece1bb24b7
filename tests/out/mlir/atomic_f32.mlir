module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @atomic_f32_(%arg0: memref<6x4x?xf32, strided<[1, 6, 24]>, 1>, %arg1: memref<4x5xf32, strided<[1, 4]>, 1>, %arg2: memref<4x?xf32, strided<[1, 4]>, 1>, %arg3: memref<6x?xf32, strided<[1, 6]>, 1>, %arg4: memref<5x?xf32, strided<[1, 5]>, 1>, %arg5: memref<30x9xf32, strided<[1, 30]>, 1>, %arg6: memref<30x9x?xf32, strided<[1, 30, 270]>, 1>, %arg7: memref<30x9xf32, strided<[1, 30]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<6x4x?xf32, strided<[1, 6, 24]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<6x4x?xf32, strided<[1, 6, 24]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<4x5xf32, strided<[1, 4]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<4x5xf32, strided<[1, 4]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<4x?xf32, strided<[1, 4]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<4x?xf32, strided<[1, 4]>, 1> -> index
      %5 = arith.index_cast %intptr_9 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<6x?xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<6x?xf32, strided<[1, 6]>, 1> -> index
      %8 = arith.index_cast %intptr_14 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %10 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<5x?xf32, strided<[1, 5]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<5x?xf32, strided<[1, 5]>, 1> -> index
      %11 = arith.index_cast %intptr_19 : index to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
      %13 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<30x9xf32, strided<[1, 30]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<30x9xf32, strided<[1, 30]>, 1> -> index
      %14 = arith.index_cast %intptr_24 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg6 : memref<30x9x?xf32, strided<[1, 30, 270]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<30x9x?xf32, strided<[1, 30, 270]>, 1> -> index
      %16 = arith.index_cast %intptr_29 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %18 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg7 : memref<30x9xf32, strided<[1, 30]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<30x9xf32, strided<[1, 30]>, 1> -> index
      %19 = arith.index_cast %intptr_34 : index to i64
      %20 = llvm.inttoptr %19 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_35 = memref.alloca() : memref<f32>
      %alloca_36 = memref.alloca() : memref<f32>
      %alloca_37 = memref.alloca() : memref<f32>
      %alloca_38 = memref.alloca() : memref<f32>
      %alloca_39 = memref.alloca() : memref<f32>
      %alloca_40 = memref.alloca() : memref<f32>
      %alloca_41 = memref.alloca() : memref<f32>
      %alloca_42 = memref.alloca() : memref<f32>
      %alloca_43 = memref.alloca() : memref<f32>
      %alloca_44 = memref.alloca() : memref<f32>
      %alloca_45 = memref.alloca() : memref<f32>
      %alloca_46 = memref.alloca() : memref<f32>
      %alloca_47 = memref.alloca() : memref<f32>
      %alloca_48 = memref.alloca() : memref<f32>
      %alloca_49 = memref.alloca() : memref<f32>
      %alloca_50 = memref.alloca() : memref<f32>
      %alloca_51 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %21 = arith.index_cast %block_id_x : index to i64
      %c24_i64 = arith.constant 24 : i64
      %22 = arith.muli %21, %c24_i64 : i64
      %23 = llvm.getelementptr %1[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c4_i64 = arith.constant 4 : i64
      %24 = arith.muli %21, %c4_i64 : i64
      %25 = llvm.getelementptr %6[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c4_i64_52 = arith.constant 4 : i64
      %26 = arith.muli %21, %c4_i64_52 : i64
      %27 = llvm.getelementptr %6[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c6_i64 = arith.constant 6 : i64
      %28 = arith.muli %21, %c6_i64 : i64
      %29 = llvm.getelementptr %9[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c5_i64 = arith.constant 5 : i64
      %30 = arith.muli %21, %c5_i64 : i64
      %31 = llvm.getelementptr %12[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c30_i64 = arith.constant 30 : i64
      %32 = llvm.getelementptr %15[%c30_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64 = arith.constant 60 : i64
      %33 = llvm.getelementptr %15[%c60_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c90_i64 = arith.constant 90 : i64
      %34 = llvm.getelementptr %15[%c90_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64 = arith.constant 120 : i64
      %35 = llvm.getelementptr %15[%c120_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c150_i64 = arith.constant 150 : i64
      %36 = llvm.getelementptr %15[%c150_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c180_i64 = arith.constant 180 : i64
      %37 = llvm.getelementptr %15[%c180_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c210_i64 = arith.constant 210 : i64
      %38 = llvm.getelementptr %15[%c210_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c240_i64 = arith.constant 240 : i64
      %39 = llvm.getelementptr %15[%c240_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %41 = arith.index_cast %thread_id_y : index to i64
      %42 = arith.muli %c32_i64, %41 : i64
      %43 = arith.addi %40, %42 : i64
      %c0_i64 = arith.constant 0 : i64
      %44 = arith.cmpi eq, %43, %c0_i64 : i64
      scf.if %44 {
        %cst_222 = arith.constant 1.500000e+00 : f32
        %191 = llvm.load %27 : !llvm.ptr<1> -> f32
        %192 = arith.mulf %cst_222, %191 : f32
        %193 = llvm.atomicrmw fadd %15, %192 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_x_53 = gpu.thread_id  x
      %45 = arith.index_cast %thread_id_x_53 : index to i64
      %c32_i64_54 = arith.constant 32 : i64
      %thread_id_y_55 = gpu.thread_id  y
      %46 = arith.index_cast %thread_id_y_55 : index to i64
      %47 = arith.muli %c32_i64_54, %46 : i64
      %48 = arith.addi %45, %47 : i64
      %c6_i64_56 = arith.constant 6 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg8 = %48 to %c6_i64_56 step %c64_i64  : i64 {
        %cst_222 = arith.constant 1.500000e+00 : f32
        %191 = llvm.getelementptr %29[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %192 = llvm.load %191 : !llvm.ptr<1> -> f32
        %193 = arith.mulf %cst_222, %192 : f32
        %194 = llvm.getelementptr %32[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %195 = llvm.atomicrmw fadd %194, %193 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_y_57 = gpu.thread_id  y
      %49 = arith.index_cast %thread_id_y_57 : index to i64
      %c6_i64_58 = arith.constant 6 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg8 = %49 to %c6_i64_58 step %c2_i64  : i64 {
        %thread_id_x_222 = gpu.thread_id  x
        %191 = arith.index_cast %thread_id_x_222 : index to i64
        %c4_i64_223 = arith.constant 4 : i64
        %c32_i64_224 = arith.constant 32 : i64
        scf.for %arg9 = %191 to %c4_i64_223 step %c32_i64_224  : i64 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %192 = arith.muli %arg9, %c6_i64_226 : i64
          %193 = arith.addi %arg8, %192 : i64
          %194 = llvm.getelementptr %23[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %195 = llvm.load %194 : !llvm.ptr<1> -> f32
          %196 = arith.mulf %cst_225, %195 : f32
          %c4_i64_227 = arith.constant 4 : i64
          %197 = arith.muli %arg8, %c4_i64_227 : i64
          %198 = arith.addi %arg9, %197 : i64
          %199 = llvm.getelementptr %33[%198] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %200 = llvm.atomicrmw fadd %199, %196 monotonic : !llvm.ptr<1>, f32
        }
      }
      gpu.barrier
      %thread_id_x_59 = gpu.thread_id  x
      %50 = arith.index_cast %thread_id_x_59 : index to i64
      %c5_i64_60 = arith.constant 5 : i64
      %51 = arith.minsi %50, %c5_i64_60 : i64
      %thread_id_y_61 = gpu.thread_id  y
      %52 = arith.index_cast %thread_id_y_61 : index to i64
      %c4_i64_62 = arith.constant 4 : i64
      %53 = arith.minsi %52, %c4_i64_62 : i64
      %thread_id_y_63 = gpu.thread_id  y
      %54 = arith.index_cast %thread_id_y_63 : index to i64
      %c2_i64_64 = arith.constant 2 : i64
      %55 = arith.addi %54, %c2_i64_64 : i64
      %c4_i64_65 = arith.constant 4 : i64
      %56 = arith.minsi %55, %c4_i64_65 : i64
      %thread_id_y_66 = gpu.thread_id  y
      %57 = arith.index_cast %thread_id_y_66 : index to i64
      %c4_i64_67 = arith.constant 4 : i64
      %58 = arith.addi %57, %c4_i64_67 : i64
      %c4_i64_68 = arith.constant 4 : i64
      %59 = arith.minsi %58, %c4_i64_68 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_69 = arith.constant 0.000000e+00 : f32
      memref.store %cst_69, %alloca_35[] : memref<f32>
      %cst_70 = arith.constant 0.000000e+00 : f32
      memref.store %cst_70, %alloca_36[] : memref<f32>
      %c0_i64_71 = arith.constant 0 : i64
      %c4_i64_72 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_71 to %c4_i64_72 step %c1_i64  : i64 {
        %c6_i64_222 = arith.constant 6 : i64
        %191 = arith.muli %arg8, %c6_i64_222 : i64
        %192 = arith.addi %51, %191 : i64
        %193 = llvm.getelementptr %23[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %194 = llvm.load %193 : !llvm.ptr<1> -> f32
        %c4_i64_223 = arith.constant 4 : i64
        %195 = arith.muli %53, %c4_i64_223 : i64
        %196 = arith.addi %arg8, %195 : i64
        %197 = llvm.getelementptr %4[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %198 = llvm.load %197 : !llvm.ptr<1> -> f32
        %c4_i64_224 = arith.constant 4 : i64
        %199 = arith.muli %56, %c4_i64_224 : i64
        %200 = arith.addi %arg8, %199 : i64
        %201 = llvm.getelementptr %4[%200] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %202 = llvm.load %201 : !llvm.ptr<1> -> f32
        %c4_i64_225 = arith.constant 4 : i64
        %203 = arith.muli %59, %c4_i64_225 : i64
        %204 = arith.addi %arg8, %203 : i64
        %205 = llvm.getelementptr %4[%204] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %206 = llvm.load %205 : !llvm.ptr<1> -> f32
        %207 = memref.load %alloca[] : memref<f32>
        %208 = llvm.intr.fma(%194, %198, %207) : (f32, f32, f32) -> f32
        memref.store %208, %alloca[] : memref<f32>
        %209 = memref.load %alloca_35[] : memref<f32>
        %210 = llvm.intr.fma(%194, %202, %209) : (f32, f32, f32) -> f32
        memref.store %210, %alloca_35[] : memref<f32>
        %211 = memref.load %alloca_36[] : memref<f32>
        %212 = llvm.intr.fma(%194, %206, %211) : (f32, f32, f32) -> f32
        memref.store %212, %alloca_36[] : memref<f32>
      }
      %c6_i64_73 = arith.constant 6 : i64
      %60 = arith.cmpi slt, %50, %c6_i64_73 : i64
      scf.if %60 {
        %c5_i64_222 = arith.constant 5 : i64
        %191 = arith.cmpi slt, %52, %c5_i64_222 : i64
        scf.if %191 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %194 = memref.load %alloca[] : memref<f32>
          %195 = arith.mulf %cst_225, %194 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %196 = arith.muli %52, %c6_i64_226 : i64
          %197 = arith.addi %50, %196 : i64
          %198 = llvm.getelementptr %34[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %199 = llvm.atomicrmw fadd %198, %195 monotonic : !llvm.ptr<1>, f32
        }
        %c5_i64_223 = arith.constant 5 : i64
        %192 = arith.cmpi slt, %55, %c5_i64_223 : i64
        scf.if %192 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %194 = memref.load %alloca_35[] : memref<f32>
          %195 = arith.mulf %cst_225, %194 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %196 = arith.muli %55, %c6_i64_226 : i64
          %197 = arith.addi %50, %196 : i64
          %198 = llvm.getelementptr %34[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %199 = llvm.atomicrmw fadd %198, %195 monotonic : !llvm.ptr<1>, f32
        }
        %c5_i64_224 = arith.constant 5 : i64
        %193 = arith.cmpi slt, %58, %c5_i64_224 : i64
        scf.if %193 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %194 = memref.load %alloca_36[] : memref<f32>
          %195 = arith.mulf %cst_225, %194 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %196 = arith.muli %58, %c6_i64_226 : i64
          %197 = arith.addi %50, %196 : i64
          %198 = llvm.getelementptr %34[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %199 = llvm.atomicrmw fadd %198, %195 monotonic : !llvm.ptr<1>, f32
        }
      }
      gpu.barrier
      %thread_id_x_74 = gpu.thread_id  x
      %61 = arith.index_cast %thread_id_x_74 : index to i64
      %c32_i64_75 = arith.constant 32 : i64
      %thread_id_y_76 = gpu.thread_id  y
      %62 = arith.index_cast %thread_id_y_76 : index to i64
      %63 = arith.muli %c32_i64_75, %62 : i64
      %64 = arith.addi %61, %63 : i64
      %c6_i64_77 = arith.constant 6 : i64
      %c64_i64_78 = arith.constant 64 : i64
      scf.for %arg8 = %64 to %c6_i64_77 step %c64_i64_78  : i64 {
        %cst_222 = arith.constant 0.000000e+00 : f32
        memref.store %cst_222, %alloca_37[] : memref<f32>
        %c0_i64_223 = arith.constant 0 : i64
        %c4_i64_224 = arith.constant 4 : i64
        %c1_i64_225 = arith.constant 1 : i64
        scf.for %arg9 = %c0_i64_223 to %c4_i64_224 step %c1_i64_225  : i64 {
          %c6_i64_227 = arith.constant 6 : i64
          %195 = arith.muli %arg9, %c6_i64_227 : i64
          %196 = arith.addi %arg8, %195 : i64
          %197 = llvm.getelementptr %23[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %198 = llvm.load %197 : !llvm.ptr<1> -> f32
          %199 = llvm.getelementptr %25[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %200 = llvm.load %199 : !llvm.ptr<1> -> f32
          %201 = memref.load %alloca_37[] : memref<f32>
          %202 = llvm.intr.fma(%198, %200, %201) : (f32, f32, f32) -> f32
          memref.store %202, %alloca_37[] : memref<f32>
        }
        %cst_226 = arith.constant 1.500000e+00 : f32
        %191 = memref.load %alloca_37[] : memref<f32>
        %192 = arith.mulf %cst_226, %191 : f32
        %193 = llvm.getelementptr %35[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %194 = llvm.atomicrmw fadd %193, %192 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_y_79 = gpu.thread_id  y
      %65 = arith.index_cast %thread_id_y_79 : index to i64
      %c5_i64_80 = arith.constant 5 : i64
      %c2_i64_81 = arith.constant 2 : i64
      scf.for %arg8 = %65 to %c5_i64_80 step %c2_i64_81  : i64 {
        %thread_id_x_222 = gpu.thread_id  x
        %191 = arith.index_cast %thread_id_x_222 : index to i64
        %c6_i64_223 = arith.constant 6 : i64
        %c32_i64_224 = arith.constant 32 : i64
        scf.for %arg9 = %191 to %c6_i64_223 step %c32_i64_224  : i64 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %192 = llvm.getelementptr %29[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %193 = llvm.load %192 : !llvm.ptr<1> -> f32
          %194 = llvm.getelementptr %31[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %195 = llvm.load %194 : !llvm.ptr<1> -> f32
          %196 = arith.mulf %193, %195 : f32
          %197 = arith.mulf %cst_225, %196 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %198 = arith.muli %arg8, %c6_i64_226 : i64
          %199 = arith.addi %arg9, %198 : i64
          %200 = llvm.getelementptr %36[%199] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %201 = llvm.atomicrmw fadd %200, %197 monotonic : !llvm.ptr<1>, f32
        }
      }
      gpu.barrier
      %thread_id_x_82 = gpu.thread_id  x
      %66 = arith.index_cast %thread_id_x_82 : index to i64
      %c32_i64_83 = arith.constant 32 : i64
      %thread_id_y_84 = gpu.thread_id  y
      %67 = arith.index_cast %thread_id_y_84 : index to i64
      %68 = arith.muli %c32_i64_83, %67 : i64
      %69 = arith.addi %66, %68 : i64
      %c6_i64_85 = arith.constant 6 : i64
      %c64_i64_86 = arith.constant 64 : i64
      scf.for %arg8 = %69 to %c6_i64_85 step %c64_i64_86  : i64 {
        %cst_222 = arith.constant 1.500000e+00 : f32
        %191 = llvm.getelementptr %29[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %192 = llvm.load %191 : !llvm.ptr<1> -> f32
        %193 = llvm.getelementptr %29[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %194 = llvm.load %193 : !llvm.ptr<1> -> f32
        %195 = arith.mulf %192, %194 : f32
        %196 = arith.mulf %cst_222, %195 : f32
        %197 = llvm.getelementptr %37[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %198 = llvm.atomicrmw fadd %197, %196 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_x_87 = gpu.thread_id  x
      %70 = arith.index_cast %thread_id_x_87 : index to i64
      %c32_i64_88 = arith.constant 32 : i64
      %thread_id_y_89 = gpu.thread_id  y
      %71 = arith.index_cast %thread_id_y_89 : index to i64
      %72 = arith.muli %c32_i64_88, %71 : i64
      %73 = arith.addi %70, %72 : i64
      %c6_i64_90 = arith.constant 6 : i64
      %c64_i64_91 = arith.constant 64 : i64
      scf.for %arg8 = %73 to %c6_i64_90 step %c64_i64_91  : i64 {
        %cst_222 = arith.constant 0.000000e+00 : f32
        memref.store %cst_222, %alloca_38[] : memref<f32>
        %c0_i64_223 = arith.constant 0 : i64
        %c4_i64_224 = arith.constant 4 : i64
        %c1_i64_225 = arith.constant 1 : i64
        scf.for %arg9 = %c0_i64_223 to %c4_i64_224 step %c1_i64_225  : i64 {
          %195 = memref.load %alloca_38[] : memref<f32>
          %c6_i64_227 = arith.constant 6 : i64
          %196 = arith.muli %arg9, %c6_i64_227 : i64
          %197 = arith.addi %arg8, %196 : i64
          %198 = llvm.getelementptr %23[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %199 = llvm.load %198 : !llvm.ptr<1> -> f32
          %200 = arith.addf %195, %199 : f32
          memref.store %200, %alloca_38[] : memref<f32>
        }
        %cst_226 = arith.constant 1.500000e+00 : f32
        %191 = memref.load %alloca_38[] : memref<f32>
        %192 = arith.mulf %cst_226, %191 : f32
        %193 = llvm.getelementptr %38[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %194 = llvm.atomicrmw fadd %193, %192 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_x_92 = gpu.thread_id  x
      %74 = arith.index_cast %thread_id_x_92 : index to i64
      %c32_i64_93 = arith.constant 32 : i64
      %thread_id_y_94 = gpu.thread_id  y
      %75 = arith.index_cast %thread_id_y_94 : index to i64
      %76 = arith.muli %c32_i64_93, %75 : i64
      %77 = arith.addi %74, %76 : i64
      %c0_i64_95 = arith.constant 0 : i64
      %78 = arith.cmpi eq, %77, %c0_i64_95 : i64
      scf.if %78 {
        %cst_222 = arith.constant 0.000000e+00 : f32
        memref.store %cst_222, %alloca_39[] : memref<f32>
        %c0_i64_223 = arith.constant 0 : i64
        %c6_i64_224 = arith.constant 6 : i64
        %c1_i64_225 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_223 to %c6_i64_224 step %c1_i64_225  : i64 {
          %194 = memref.load %alloca_39[] : memref<f32>
          %195 = llvm.getelementptr %29[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %196 = llvm.load %195 : !llvm.ptr<1> -> f32
          %197 = arith.addf %194, %196 : f32
          memref.store %197, %alloca_39[] : memref<f32>
        }
        %cst_226 = arith.constant 1.500000e+00 : f32
        %191 = memref.load %alloca_39[] : memref<f32>
        %192 = arith.mulf %cst_226, %191 : f32
        %193 = llvm.atomicrmw fadd %39, %192 monotonic : !llvm.ptr<1>, f32
      }
      %c270_i64 = arith.constant 270 : i64
      %79 = arith.muli %21, %c270_i64 : i64
      %80 = llvm.getelementptr %17[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c30_i64_96 = arith.constant 30 : i64
      %c270_i64_97 = arith.constant 270 : i64
      %81 = arith.muli %21, %c270_i64_97 : i64
      %82 = arith.addi %c30_i64_96, %81 : i64
      %83 = llvm.getelementptr %17[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64_98 = arith.constant 60 : i64
      %c270_i64_99 = arith.constant 270 : i64
      %84 = arith.muli %21, %c270_i64_99 : i64
      %85 = arith.addi %c60_i64_98, %84 : i64
      %86 = llvm.getelementptr %17[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c90_i64_100 = arith.constant 90 : i64
      %c270_i64_101 = arith.constant 270 : i64
      %87 = arith.muli %21, %c270_i64_101 : i64
      %88 = arith.addi %c90_i64_100, %87 : i64
      %89 = llvm.getelementptr %17[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64_102 = arith.constant 120 : i64
      %c270_i64_103 = arith.constant 270 : i64
      %90 = arith.muli %21, %c270_i64_103 : i64
      %91 = arith.addi %c120_i64_102, %90 : i64
      %92 = llvm.getelementptr %17[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c150_i64_104 = arith.constant 150 : i64
      %c270_i64_105 = arith.constant 270 : i64
      %93 = arith.muli %21, %c270_i64_105 : i64
      %94 = arith.addi %c150_i64_104, %93 : i64
      %95 = llvm.getelementptr %17[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c180_i64_106 = arith.constant 180 : i64
      %c270_i64_107 = arith.constant 270 : i64
      %96 = arith.muli %21, %c270_i64_107 : i64
      %97 = arith.addi %c180_i64_106, %96 : i64
      %98 = llvm.getelementptr %17[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c210_i64_108 = arith.constant 210 : i64
      %c270_i64_109 = arith.constant 270 : i64
      %99 = arith.muli %21, %c270_i64_109 : i64
      %100 = arith.addi %c210_i64_108, %99 : i64
      %101 = llvm.getelementptr %17[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c240_i64_110 = arith.constant 240 : i64
      %c270_i64_111 = arith.constant 270 : i64
      %102 = arith.muli %21, %c270_i64_111 : i64
      %103 = arith.addi %c240_i64_110, %102 : i64
      %104 = llvm.getelementptr %17[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_112 = gpu.thread_id  x
      %105 = arith.index_cast %thread_id_x_112 : index to i64
      %c32_i64_113 = arith.constant 32 : i64
      %thread_id_y_114 = gpu.thread_id  y
      %106 = arith.index_cast %thread_id_y_114 : index to i64
      %107 = arith.muli %c32_i64_113, %106 : i64
      %108 = arith.addi %105, %107 : i64
      %c0_i64_115 = arith.constant 0 : i64
      %109 = arith.cmpi eq, %108, %c0_i64_115 : i64
      scf.if %109 {
        %cst_222 = arith.constant 1.500000e+00 : f32
        %191 = llvm.load %27 : !llvm.ptr<1> -> f32
        %192 = arith.mulf %cst_222, %191 : f32
        %193 = llvm.atomicrmw xchg %80, %192 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_x_116 = gpu.thread_id  x
      %110 = arith.index_cast %thread_id_x_116 : index to i64
      %c32_i64_117 = arith.constant 32 : i64
      %thread_id_y_118 = gpu.thread_id  y
      %111 = arith.index_cast %thread_id_y_118 : index to i64
      %112 = arith.muli %c32_i64_117, %111 : i64
      %113 = arith.addi %110, %112 : i64
      %c6_i64_119 = arith.constant 6 : i64
      %c64_i64_120 = arith.constant 64 : i64
      scf.for %arg8 = %113 to %c6_i64_119 step %c64_i64_120  : i64 {
        %cst_222 = arith.constant 1.500000e+00 : f32
        %191 = llvm.getelementptr %29[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %192 = llvm.load %191 : !llvm.ptr<1> -> f32
        %193 = arith.mulf %cst_222, %192 : f32
        %194 = llvm.getelementptr %83[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %195 = llvm.atomicrmw xchg %194, %193 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_y_121 = gpu.thread_id  y
      %114 = arith.index_cast %thread_id_y_121 : index to i64
      %c6_i64_122 = arith.constant 6 : i64
      %c2_i64_123 = arith.constant 2 : i64
      scf.for %arg8 = %114 to %c6_i64_122 step %c2_i64_123  : i64 {
        %thread_id_x_222 = gpu.thread_id  x
        %191 = arith.index_cast %thread_id_x_222 : index to i64
        %c4_i64_223 = arith.constant 4 : i64
        %c32_i64_224 = arith.constant 32 : i64
        scf.for %arg9 = %191 to %c4_i64_223 step %c32_i64_224  : i64 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %192 = arith.muli %arg9, %c6_i64_226 : i64
          %193 = arith.addi %arg8, %192 : i64
          %194 = llvm.getelementptr %23[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %195 = llvm.load %194 : !llvm.ptr<1> -> f32
          %196 = arith.mulf %cst_225, %195 : f32
          %c4_i64_227 = arith.constant 4 : i64
          %197 = arith.muli %arg8, %c4_i64_227 : i64
          %198 = arith.addi %arg9, %197 : i64
          %199 = llvm.getelementptr %86[%198] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %200 = llvm.atomicrmw xchg %199, %196 monotonic : !llvm.ptr<1>, f32
        }
      }
      gpu.barrier
      %thread_id_x_124 = gpu.thread_id  x
      %115 = arith.index_cast %thread_id_x_124 : index to i64
      %c5_i64_125 = arith.constant 5 : i64
      %116 = arith.minsi %115, %c5_i64_125 : i64
      %thread_id_y_126 = gpu.thread_id  y
      %117 = arith.index_cast %thread_id_y_126 : index to i64
      %c4_i64_127 = arith.constant 4 : i64
      %118 = arith.minsi %117, %c4_i64_127 : i64
      %thread_id_y_128 = gpu.thread_id  y
      %119 = arith.index_cast %thread_id_y_128 : index to i64
      %c2_i64_129 = arith.constant 2 : i64
      %120 = arith.addi %119, %c2_i64_129 : i64
      %c4_i64_130 = arith.constant 4 : i64
      %121 = arith.minsi %120, %c4_i64_130 : i64
      %thread_id_y_131 = gpu.thread_id  y
      %122 = arith.index_cast %thread_id_y_131 : index to i64
      %c4_i64_132 = arith.constant 4 : i64
      %123 = arith.addi %122, %c4_i64_132 : i64
      %c4_i64_133 = arith.constant 4 : i64
      %124 = arith.minsi %123, %c4_i64_133 : i64
      %cst_134 = arith.constant 0.000000e+00 : f32
      memref.store %cst_134, %alloca_40[] : memref<f32>
      %cst_135 = arith.constant 0.000000e+00 : f32
      memref.store %cst_135, %alloca_41[] : memref<f32>
      %cst_136 = arith.constant 0.000000e+00 : f32
      memref.store %cst_136, %alloca_42[] : memref<f32>
      %c0_i64_137 = arith.constant 0 : i64
      %c4_i64_138 = arith.constant 4 : i64
      %c1_i64_139 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_137 to %c4_i64_138 step %c1_i64_139  : i64 {
        %c6_i64_222 = arith.constant 6 : i64
        %191 = arith.muli %arg8, %c6_i64_222 : i64
        %192 = arith.addi %116, %191 : i64
        %193 = llvm.getelementptr %23[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %194 = llvm.load %193 : !llvm.ptr<1> -> f32
        %c4_i64_223 = arith.constant 4 : i64
        %195 = arith.muli %118, %c4_i64_223 : i64
        %196 = arith.addi %arg8, %195 : i64
        %197 = llvm.getelementptr %4[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %198 = llvm.load %197 : !llvm.ptr<1> -> f32
        %c4_i64_224 = arith.constant 4 : i64
        %199 = arith.muli %121, %c4_i64_224 : i64
        %200 = arith.addi %arg8, %199 : i64
        %201 = llvm.getelementptr %4[%200] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %202 = llvm.load %201 : !llvm.ptr<1> -> f32
        %c4_i64_225 = arith.constant 4 : i64
        %203 = arith.muli %124, %c4_i64_225 : i64
        %204 = arith.addi %arg8, %203 : i64
        %205 = llvm.getelementptr %4[%204] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %206 = llvm.load %205 : !llvm.ptr<1> -> f32
        %207 = memref.load %alloca_40[] : memref<f32>
        %208 = llvm.intr.fma(%194, %198, %207) : (f32, f32, f32) -> f32
        memref.store %208, %alloca_40[] : memref<f32>
        %209 = memref.load %alloca_41[] : memref<f32>
        %210 = llvm.intr.fma(%194, %202, %209) : (f32, f32, f32) -> f32
        memref.store %210, %alloca_41[] : memref<f32>
        %211 = memref.load %alloca_42[] : memref<f32>
        %212 = llvm.intr.fma(%194, %206, %211) : (f32, f32, f32) -> f32
        memref.store %212, %alloca_42[] : memref<f32>
      }
      %c6_i64_140 = arith.constant 6 : i64
      %125 = arith.cmpi slt, %115, %c6_i64_140 : i64
      scf.if %125 {
        %c5_i64_222 = arith.constant 5 : i64
        %191 = arith.cmpi slt, %117, %c5_i64_222 : i64
        scf.if %191 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %194 = memref.load %alloca_40[] : memref<f32>
          %195 = arith.mulf %cst_225, %194 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %196 = arith.muli %117, %c6_i64_226 : i64
          %197 = arith.addi %115, %196 : i64
          %198 = llvm.getelementptr %89[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %199 = llvm.atomicrmw xchg %198, %195 monotonic : !llvm.ptr<1>, f32
        }
        %c5_i64_223 = arith.constant 5 : i64
        %192 = arith.cmpi slt, %120, %c5_i64_223 : i64
        scf.if %192 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %194 = memref.load %alloca_41[] : memref<f32>
          %195 = arith.mulf %cst_225, %194 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %196 = arith.muli %120, %c6_i64_226 : i64
          %197 = arith.addi %115, %196 : i64
          %198 = llvm.getelementptr %89[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %199 = llvm.atomicrmw xchg %198, %195 monotonic : !llvm.ptr<1>, f32
        }
        %c5_i64_224 = arith.constant 5 : i64
        %193 = arith.cmpi slt, %123, %c5_i64_224 : i64
        scf.if %193 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %194 = memref.load %alloca_42[] : memref<f32>
          %195 = arith.mulf %cst_225, %194 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %196 = arith.muli %123, %c6_i64_226 : i64
          %197 = arith.addi %115, %196 : i64
          %198 = llvm.getelementptr %89[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %199 = llvm.atomicrmw xchg %198, %195 monotonic : !llvm.ptr<1>, f32
        }
      }
      gpu.barrier
      %thread_id_x_141 = gpu.thread_id  x
      %126 = arith.index_cast %thread_id_x_141 : index to i64
      %c32_i64_142 = arith.constant 32 : i64
      %thread_id_y_143 = gpu.thread_id  y
      %127 = arith.index_cast %thread_id_y_143 : index to i64
      %128 = arith.muli %c32_i64_142, %127 : i64
      %129 = arith.addi %126, %128 : i64
      %c6_i64_144 = arith.constant 6 : i64
      %c64_i64_145 = arith.constant 64 : i64
      scf.for %arg8 = %129 to %c6_i64_144 step %c64_i64_145  : i64 {
        %cst_222 = arith.constant 0.000000e+00 : f32
        memref.store %cst_222, %alloca_43[] : memref<f32>
        %c0_i64_223 = arith.constant 0 : i64
        %c4_i64_224 = arith.constant 4 : i64
        %c1_i64_225 = arith.constant 1 : i64
        scf.for %arg9 = %c0_i64_223 to %c4_i64_224 step %c1_i64_225  : i64 {
          %c6_i64_227 = arith.constant 6 : i64
          %195 = arith.muli %arg9, %c6_i64_227 : i64
          %196 = arith.addi %arg8, %195 : i64
          %197 = llvm.getelementptr %23[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %198 = llvm.load %197 : !llvm.ptr<1> -> f32
          %199 = llvm.getelementptr %25[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %200 = llvm.load %199 : !llvm.ptr<1> -> f32
          %201 = memref.load %alloca_43[] : memref<f32>
          %202 = llvm.intr.fma(%198, %200, %201) : (f32, f32, f32) -> f32
          memref.store %202, %alloca_43[] : memref<f32>
        }
        %cst_226 = arith.constant 1.500000e+00 : f32
        %191 = memref.load %alloca_43[] : memref<f32>
        %192 = arith.mulf %cst_226, %191 : f32
        %193 = llvm.getelementptr %92[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %194 = llvm.atomicrmw xchg %193, %192 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_y_146 = gpu.thread_id  y
      %130 = arith.index_cast %thread_id_y_146 : index to i64
      %c5_i64_147 = arith.constant 5 : i64
      %c2_i64_148 = arith.constant 2 : i64
      scf.for %arg8 = %130 to %c5_i64_147 step %c2_i64_148  : i64 {
        %thread_id_x_222 = gpu.thread_id  x
        %191 = arith.index_cast %thread_id_x_222 : index to i64
        %c6_i64_223 = arith.constant 6 : i64
        %c32_i64_224 = arith.constant 32 : i64
        scf.for %arg9 = %191 to %c6_i64_223 step %c32_i64_224  : i64 {
          %cst_225 = arith.constant 1.500000e+00 : f32
          %192 = llvm.getelementptr %29[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %193 = llvm.load %192 : !llvm.ptr<1> -> f32
          %194 = llvm.getelementptr %31[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %195 = llvm.load %194 : !llvm.ptr<1> -> f32
          %196 = arith.mulf %193, %195 : f32
          %197 = arith.mulf %cst_225, %196 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %198 = arith.muli %arg8, %c6_i64_226 : i64
          %199 = arith.addi %arg9, %198 : i64
          %200 = llvm.getelementptr %95[%199] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %201 = llvm.atomicrmw xchg %200, %197 monotonic : !llvm.ptr<1>, f32
        }
      }
      gpu.barrier
      %thread_id_x_149 = gpu.thread_id  x
      %131 = arith.index_cast %thread_id_x_149 : index to i64
      %c32_i64_150 = arith.constant 32 : i64
      %thread_id_y_151 = gpu.thread_id  y
      %132 = arith.index_cast %thread_id_y_151 : index to i64
      %133 = arith.muli %c32_i64_150, %132 : i64
      %134 = arith.addi %131, %133 : i64
      %c6_i64_152 = arith.constant 6 : i64
      %c64_i64_153 = arith.constant 64 : i64
      scf.for %arg8 = %134 to %c6_i64_152 step %c64_i64_153  : i64 {
        %cst_222 = arith.constant 1.500000e+00 : f32
        %191 = llvm.getelementptr %29[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %192 = llvm.load %191 : !llvm.ptr<1> -> f32
        %193 = llvm.getelementptr %29[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %194 = llvm.load %193 : !llvm.ptr<1> -> f32
        %195 = arith.mulf %192, %194 : f32
        %196 = arith.mulf %cst_222, %195 : f32
        %197 = llvm.getelementptr %98[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %198 = llvm.atomicrmw xchg %197, %196 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_x_154 = gpu.thread_id  x
      %135 = arith.index_cast %thread_id_x_154 : index to i64
      %c32_i64_155 = arith.constant 32 : i64
      %thread_id_y_156 = gpu.thread_id  y
      %136 = arith.index_cast %thread_id_y_156 : index to i64
      %137 = arith.muli %c32_i64_155, %136 : i64
      %138 = arith.addi %135, %137 : i64
      %c6_i64_157 = arith.constant 6 : i64
      %c64_i64_158 = arith.constant 64 : i64
      scf.for %arg8 = %138 to %c6_i64_157 step %c64_i64_158  : i64 {
        %cst_222 = arith.constant 0.000000e+00 : f32
        memref.store %cst_222, %alloca_44[] : memref<f32>
        %c0_i64_223 = arith.constant 0 : i64
        %c4_i64_224 = arith.constant 4 : i64
        %c1_i64_225 = arith.constant 1 : i64
        scf.for %arg9 = %c0_i64_223 to %c4_i64_224 step %c1_i64_225  : i64 {
          %195 = memref.load %alloca_44[] : memref<f32>
          %c6_i64_227 = arith.constant 6 : i64
          %196 = arith.muli %arg9, %c6_i64_227 : i64
          %197 = arith.addi %arg8, %196 : i64
          %198 = llvm.getelementptr %23[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %199 = llvm.load %198 : !llvm.ptr<1> -> f32
          %200 = arith.addf %195, %199 : f32
          memref.store %200, %alloca_44[] : memref<f32>
        }
        %cst_226 = arith.constant 1.500000e+00 : f32
        %191 = memref.load %alloca_44[] : memref<f32>
        %192 = arith.mulf %cst_226, %191 : f32
        %193 = llvm.getelementptr %101[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %194 = llvm.atomicrmw xchg %193, %192 monotonic : !llvm.ptr<1>, f32
      }
      gpu.barrier
      %thread_id_x_159 = gpu.thread_id  x
      %139 = arith.index_cast %thread_id_x_159 : index to i64
      %c32_i64_160 = arith.constant 32 : i64
      %thread_id_y_161 = gpu.thread_id  y
      %140 = arith.index_cast %thread_id_y_161 : index to i64
      %141 = arith.muli %c32_i64_160, %140 : i64
      %142 = arith.addi %139, %141 : i64
      %c0_i64_162 = arith.constant 0 : i64
      %143 = arith.cmpi eq, %142, %c0_i64_162 : i64
      scf.if %143 {
        %cst_222 = arith.constant 0.000000e+00 : f32
        memref.store %cst_222, %alloca_45[] : memref<f32>
        %c0_i64_223 = arith.constant 0 : i64
        %c6_i64_224 = arith.constant 6 : i64
        %c1_i64_225 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_223 to %c6_i64_224 step %c1_i64_225  : i64 {
          %194 = memref.load %alloca_45[] : memref<f32>
          %195 = llvm.getelementptr %29[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %196 = llvm.load %195 : !llvm.ptr<1> -> f32
          %197 = arith.addf %194, %196 : f32
          memref.store %197, %alloca_45[] : memref<f32>
        }
        %cst_226 = arith.constant 1.500000e+00 : f32
        %191 = memref.load %alloca_45[] : memref<f32>
        %192 = arith.mulf %cst_226, %191 : f32
        %193 = llvm.atomicrmw xchg %104, %192 monotonic : !llvm.ptr<1>, f32
      }
      %c30_i64_163 = arith.constant 30 : i64
      %144 = llvm.getelementptr %20[%c30_i64_163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64_164 = arith.constant 60 : i64
      %145 = llvm.getelementptr %20[%c60_i64_164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c90_i64_165 = arith.constant 90 : i64
      %146 = llvm.getelementptr %20[%c90_i64_165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64_166 = arith.constant 120 : i64
      %147 = llvm.getelementptr %20[%c120_i64_166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c150_i64_167 = arith.constant 150 : i64
      %148 = llvm.getelementptr %20[%c150_i64_167] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c180_i64_168 = arith.constant 180 : i64
      %149 = llvm.getelementptr %20[%c180_i64_168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c210_i64_169 = arith.constant 210 : i64
      %150 = llvm.getelementptr %20[%c210_i64_169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c240_i64_170 = arith.constant 240 : i64
      %151 = llvm.getelementptr %20[%c240_i64_170] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_171 = gpu.thread_id  x
      %152 = arith.index_cast %thread_id_x_171 : index to i64
      %c32_i64_172 = arith.constant 32 : i64
      %thread_id_y_173 = gpu.thread_id  y
      %153 = arith.index_cast %thread_id_y_173 : index to i64
      %154 = arith.muli %c32_i64_172, %153 : i64
      %155 = arith.addi %152, %154 : i64
      %c0_i64_174 = arith.constant 0 : i64
      %156 = arith.cmpi eq, %155, %c0_i64_174 : i64
      scf.if %156 {
        %cst_222 = arith.constant -7.500000e-01 : f32
        %191 = llvm.load %6 : !llvm.ptr<1> -> f32
        %192 = arith.mulf %cst_222, %191 : f32
        %193 = llvm.load %20 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %194 = scf.while (%arg8 = %193) : (i32) -> i32 {
          %195 = arith.bitcast %arg8 : i32 to f32
          %cst_223 = arith.constant 5.000000e-01 : f32
          %196 = llvm.intr.fma(%cst_223, %195, %192) : (f32, f32, f32) -> f32
          %197 = arith.bitcast %196 : f32 to i32
          %198 = llvm.cmpxchg %20, %arg8, %197 monotonic monotonic : !llvm.ptr<1>, i32
          %199 = llvm.extractvalue %198[0] : !llvm.struct<(i32, i1)> 
          %200 = llvm.extractvalue %198[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %201 = arith.xori %200, %true : i1
          scf.condition(%201) %199 : i32
        } do {
        ^bb0(%arg8: i32):
          scf.yield %arg8 : i32
        }
      }
      gpu.barrier
      %thread_id_x_175 = gpu.thread_id  x
      %157 = arith.index_cast %thread_id_x_175 : index to i64
      %c32_i64_176 = arith.constant 32 : i64
      %thread_id_y_177 = gpu.thread_id  y
      %158 = arith.index_cast %thread_id_y_177 : index to i64
      %159 = arith.muli %c32_i64_176, %158 : i64
      %160 = arith.addi %157, %159 : i64
      %c6_i64_178 = arith.constant 6 : i64
      %c64_i64_179 = arith.constant 64 : i64
      scf.for %arg8 = %160 to %c6_i64_178 step %c64_i64_179  : i64 {
        %cst_222 = arith.constant -7.500000e-01 : f32
        %191 = llvm.getelementptr %9[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %192 = llvm.load %191 : !llvm.ptr<1> -> f32
        %193 = arith.mulf %cst_222, %192 : f32
        %194 = llvm.getelementptr %144[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %195 = llvm.load %194 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %196 = scf.while (%arg9 = %195) : (i32) -> i32 {
          %197 = arith.bitcast %arg9 : i32 to f32
          %cst_223 = arith.constant 5.000000e-01 : f32
          %198 = llvm.intr.fma(%cst_223, %197, %193) : (f32, f32, f32) -> f32
          %199 = arith.bitcast %198 : f32 to i32
          %200 = llvm.cmpxchg %194, %arg9, %199 monotonic monotonic : !llvm.ptr<1>, i32
          %201 = llvm.extractvalue %200[0] : !llvm.struct<(i32, i1)> 
          %202 = llvm.extractvalue %200[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %203 = arith.xori %202, %true : i1
          scf.condition(%203) %201 : i32
        } do {
        ^bb0(%arg9: i32):
          scf.yield %arg9 : i32
        }
      }
      gpu.barrier
      %thread_id_y_180 = gpu.thread_id  y
      %161 = arith.index_cast %thread_id_y_180 : index to i64
      %c6_i64_181 = arith.constant 6 : i64
      %c2_i64_182 = arith.constant 2 : i64
      scf.for %arg8 = %161 to %c6_i64_181 step %c2_i64_182  : i64 {
        %thread_id_x_222 = gpu.thread_id  x
        %191 = arith.index_cast %thread_id_x_222 : index to i64
        %c4_i64_223 = arith.constant 4 : i64
        %c32_i64_224 = arith.constant 32 : i64
        scf.for %arg9 = %191 to %c4_i64_223 step %c32_i64_224  : i64 {
          %cst_225 = arith.constant -7.500000e-01 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %192 = arith.muli %arg9, %c6_i64_226 : i64
          %193 = arith.addi %arg8, %192 : i64
          %194 = llvm.getelementptr %1[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %195 = llvm.load %194 : !llvm.ptr<1> -> f32
          %196 = arith.mulf %cst_225, %195 : f32
          %c4_i64_227 = arith.constant 4 : i64
          %197 = arith.muli %arg8, %c4_i64_227 : i64
          %198 = arith.addi %arg9, %197 : i64
          %199 = llvm.getelementptr %145[%198] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %200 = llvm.load %199 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
          %201 = scf.while (%arg10 = %200) : (i32) -> i32 {
            %202 = arith.bitcast %arg10 : i32 to f32
            %cst_228 = arith.constant 5.000000e-01 : f32
            %203 = llvm.intr.fma(%cst_228, %202, %196) : (f32, f32, f32) -> f32
            %204 = arith.bitcast %203 : f32 to i32
            %205 = llvm.cmpxchg %199, %arg10, %204 monotonic monotonic : !llvm.ptr<1>, i32
            %206 = llvm.extractvalue %205[0] : !llvm.struct<(i32, i1)> 
            %207 = llvm.extractvalue %205[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %208 = arith.xori %207, %true : i1
            scf.condition(%208) %206 : i32
          } do {
          ^bb0(%arg10: i32):
            scf.yield %arg10 : i32
          }
        }
      }
      gpu.barrier
      %thread_id_x_183 = gpu.thread_id  x
      %162 = arith.index_cast %thread_id_x_183 : index to i64
      %c5_i64_184 = arith.constant 5 : i64
      %163 = arith.minsi %162, %c5_i64_184 : i64
      %thread_id_y_185 = gpu.thread_id  y
      %164 = arith.index_cast %thread_id_y_185 : index to i64
      %c4_i64_186 = arith.constant 4 : i64
      %165 = arith.minsi %164, %c4_i64_186 : i64
      %thread_id_y_187 = gpu.thread_id  y
      %166 = arith.index_cast %thread_id_y_187 : index to i64
      %c2_i64_188 = arith.constant 2 : i64
      %167 = arith.addi %166, %c2_i64_188 : i64
      %c4_i64_189 = arith.constant 4 : i64
      %168 = arith.minsi %167, %c4_i64_189 : i64
      %thread_id_y_190 = gpu.thread_id  y
      %169 = arith.index_cast %thread_id_y_190 : index to i64
      %c4_i64_191 = arith.constant 4 : i64
      %170 = arith.addi %169, %c4_i64_191 : i64
      %c4_i64_192 = arith.constant 4 : i64
      %171 = arith.minsi %170, %c4_i64_192 : i64
      %cst_193 = arith.constant 0.000000e+00 : f32
      memref.store %cst_193, %alloca_46[] : memref<f32>
      %cst_194 = arith.constant 0.000000e+00 : f32
      memref.store %cst_194, %alloca_47[] : memref<f32>
      %cst_195 = arith.constant 0.000000e+00 : f32
      memref.store %cst_195, %alloca_48[] : memref<f32>
      %c0_i64_196 = arith.constant 0 : i64
      %c4_i64_197 = arith.constant 4 : i64
      %c1_i64_198 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_196 to %c4_i64_197 step %c1_i64_198  : i64 {
        %c6_i64_222 = arith.constant 6 : i64
        %191 = arith.muli %arg8, %c6_i64_222 : i64
        %192 = arith.addi %163, %191 : i64
        %193 = llvm.getelementptr %1[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %194 = llvm.load %193 : !llvm.ptr<1> -> f32
        %c4_i64_223 = arith.constant 4 : i64
        %195 = arith.muli %165, %c4_i64_223 : i64
        %196 = arith.addi %arg8, %195 : i64
        %197 = llvm.getelementptr %4[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %198 = llvm.load %197 : !llvm.ptr<1> -> f32
        %c4_i64_224 = arith.constant 4 : i64
        %199 = arith.muli %168, %c4_i64_224 : i64
        %200 = arith.addi %arg8, %199 : i64
        %201 = llvm.getelementptr %4[%200] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %202 = llvm.load %201 : !llvm.ptr<1> -> f32
        %c4_i64_225 = arith.constant 4 : i64
        %203 = arith.muli %171, %c4_i64_225 : i64
        %204 = arith.addi %arg8, %203 : i64
        %205 = llvm.getelementptr %4[%204] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %206 = llvm.load %205 : !llvm.ptr<1> -> f32
        %207 = memref.load %alloca_46[] : memref<f32>
        %208 = llvm.intr.fma(%194, %198, %207) : (f32, f32, f32) -> f32
        memref.store %208, %alloca_46[] : memref<f32>
        %209 = memref.load %alloca_47[] : memref<f32>
        %210 = llvm.intr.fma(%194, %202, %209) : (f32, f32, f32) -> f32
        memref.store %210, %alloca_47[] : memref<f32>
        %211 = memref.load %alloca_48[] : memref<f32>
        %212 = llvm.intr.fma(%194, %206, %211) : (f32, f32, f32) -> f32
        memref.store %212, %alloca_48[] : memref<f32>
      }
      %c6_i64_199 = arith.constant 6 : i64
      %172 = arith.cmpi slt, %162, %c6_i64_199 : i64
      scf.if %172 {
        %c5_i64_222 = arith.constant 5 : i64
        %191 = arith.cmpi slt, %164, %c5_i64_222 : i64
        scf.if %191 {
          %cst_225 = arith.constant -7.500000e-01 : f32
          %194 = memref.load %alloca_46[] : memref<f32>
          %195 = arith.mulf %cst_225, %194 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %196 = arith.muli %164, %c6_i64_226 : i64
          %197 = arith.addi %162, %196 : i64
          %198 = llvm.getelementptr %146[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %199 = llvm.load %198 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
          %200 = scf.while (%arg8 = %199) : (i32) -> i32 {
            %201 = arith.bitcast %arg8 : i32 to f32
            %cst_227 = arith.constant 5.000000e-01 : f32
            %202 = llvm.intr.fma(%cst_227, %201, %195) : (f32, f32, f32) -> f32
            %203 = arith.bitcast %202 : f32 to i32
            %204 = llvm.cmpxchg %198, %arg8, %203 monotonic monotonic : !llvm.ptr<1>, i32
            %205 = llvm.extractvalue %204[0] : !llvm.struct<(i32, i1)> 
            %206 = llvm.extractvalue %204[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %207 = arith.xori %206, %true : i1
            scf.condition(%207) %205 : i32
          } do {
          ^bb0(%arg8: i32):
            scf.yield %arg8 : i32
          }
        }
        %c5_i64_223 = arith.constant 5 : i64
        %192 = arith.cmpi slt, %167, %c5_i64_223 : i64
        scf.if %192 {
          %cst_225 = arith.constant -7.500000e-01 : f32
          %194 = memref.load %alloca_47[] : memref<f32>
          %195 = arith.mulf %cst_225, %194 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %196 = arith.muli %167, %c6_i64_226 : i64
          %197 = arith.addi %162, %196 : i64
          %198 = llvm.getelementptr %146[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %199 = llvm.load %198 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
          %200 = scf.while (%arg8 = %199) : (i32) -> i32 {
            %201 = arith.bitcast %arg8 : i32 to f32
            %cst_227 = arith.constant 5.000000e-01 : f32
            %202 = llvm.intr.fma(%cst_227, %201, %195) : (f32, f32, f32) -> f32
            %203 = arith.bitcast %202 : f32 to i32
            %204 = llvm.cmpxchg %198, %arg8, %203 monotonic monotonic : !llvm.ptr<1>, i32
            %205 = llvm.extractvalue %204[0] : !llvm.struct<(i32, i1)> 
            %206 = llvm.extractvalue %204[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %207 = arith.xori %206, %true : i1
            scf.condition(%207) %205 : i32
          } do {
          ^bb0(%arg8: i32):
            scf.yield %arg8 : i32
          }
        }
        %c5_i64_224 = arith.constant 5 : i64
        %193 = arith.cmpi slt, %170, %c5_i64_224 : i64
        scf.if %193 {
          %cst_225 = arith.constant -7.500000e-01 : f32
          %194 = memref.load %alloca_48[] : memref<f32>
          %195 = arith.mulf %cst_225, %194 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %196 = arith.muli %170, %c6_i64_226 : i64
          %197 = arith.addi %162, %196 : i64
          %198 = llvm.getelementptr %146[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %199 = llvm.load %198 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
          %200 = scf.while (%arg8 = %199) : (i32) -> i32 {
            %201 = arith.bitcast %arg8 : i32 to f32
            %cst_227 = arith.constant 5.000000e-01 : f32
            %202 = llvm.intr.fma(%cst_227, %201, %195) : (f32, f32, f32) -> f32
            %203 = arith.bitcast %202 : f32 to i32
            %204 = llvm.cmpxchg %198, %arg8, %203 monotonic monotonic : !llvm.ptr<1>, i32
            %205 = llvm.extractvalue %204[0] : !llvm.struct<(i32, i1)> 
            %206 = llvm.extractvalue %204[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %207 = arith.xori %206, %true : i1
            scf.condition(%207) %205 : i32
          } do {
          ^bb0(%arg8: i32):
            scf.yield %arg8 : i32
          }
        }
      }
      gpu.barrier
      %thread_id_x_200 = gpu.thread_id  x
      %173 = arith.index_cast %thread_id_x_200 : index to i64
      %c32_i64_201 = arith.constant 32 : i64
      %thread_id_y_202 = gpu.thread_id  y
      %174 = arith.index_cast %thread_id_y_202 : index to i64
      %175 = arith.muli %c32_i64_201, %174 : i64
      %176 = arith.addi %173, %175 : i64
      %c6_i64_203 = arith.constant 6 : i64
      %c64_i64_204 = arith.constant 64 : i64
      scf.for %arg8 = %176 to %c6_i64_203 step %c64_i64_204  : i64 {
        %cst_222 = arith.constant 0.000000e+00 : f32
        memref.store %cst_222, %alloca_49[] : memref<f32>
        %c0_i64_223 = arith.constant 0 : i64
        %c4_i64_224 = arith.constant 4 : i64
        %c1_i64_225 = arith.constant 1 : i64
        scf.for %arg9 = %c0_i64_223 to %c4_i64_224 step %c1_i64_225  : i64 {
          %c6_i64_227 = arith.constant 6 : i64
          %196 = arith.muli %arg9, %c6_i64_227 : i64
          %197 = arith.addi %arg8, %196 : i64
          %198 = llvm.getelementptr %1[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %199 = llvm.load %198 : !llvm.ptr<1> -> f32
          %200 = llvm.getelementptr %6[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %201 = llvm.load %200 : !llvm.ptr<1> -> f32
          %202 = memref.load %alloca_49[] : memref<f32>
          %203 = llvm.intr.fma(%199, %201, %202) : (f32, f32, f32) -> f32
          memref.store %203, %alloca_49[] : memref<f32>
        }
        %cst_226 = arith.constant -7.500000e-01 : f32
        %191 = memref.load %alloca_49[] : memref<f32>
        %192 = arith.mulf %cst_226, %191 : f32
        %193 = llvm.getelementptr %147[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %194 = llvm.load %193 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %195 = scf.while (%arg9 = %194) : (i32) -> i32 {
          %196 = arith.bitcast %arg9 : i32 to f32
          %cst_227 = arith.constant 5.000000e-01 : f32
          %197 = llvm.intr.fma(%cst_227, %196, %192) : (f32, f32, f32) -> f32
          %198 = arith.bitcast %197 : f32 to i32
          %199 = llvm.cmpxchg %193, %arg9, %198 monotonic monotonic : !llvm.ptr<1>, i32
          %200 = llvm.extractvalue %199[0] : !llvm.struct<(i32, i1)> 
          %201 = llvm.extractvalue %199[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %202 = arith.xori %201, %true : i1
          scf.condition(%202) %200 : i32
        } do {
        ^bb0(%arg9: i32):
          scf.yield %arg9 : i32
        }
      }
      gpu.barrier
      %thread_id_y_205 = gpu.thread_id  y
      %177 = arith.index_cast %thread_id_y_205 : index to i64
      %c5_i64_206 = arith.constant 5 : i64
      %c2_i64_207 = arith.constant 2 : i64
      scf.for %arg8 = %177 to %c5_i64_206 step %c2_i64_207  : i64 {
        %thread_id_x_222 = gpu.thread_id  x
        %191 = arith.index_cast %thread_id_x_222 : index to i64
        %c6_i64_223 = arith.constant 6 : i64
        %c32_i64_224 = arith.constant 32 : i64
        scf.for %arg9 = %191 to %c6_i64_223 step %c32_i64_224  : i64 {
          %cst_225 = arith.constant -7.500000e-01 : f32
          %192 = llvm.getelementptr %9[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %193 = llvm.load %192 : !llvm.ptr<1> -> f32
          %194 = llvm.getelementptr %12[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %195 = llvm.load %194 : !llvm.ptr<1> -> f32
          %196 = arith.mulf %193, %195 : f32
          %197 = arith.mulf %cst_225, %196 : f32
          %c6_i64_226 = arith.constant 6 : i64
          %198 = arith.muli %arg8, %c6_i64_226 : i64
          %199 = arith.addi %arg9, %198 : i64
          %200 = llvm.getelementptr %148[%199] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %201 = llvm.load %200 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
          %202 = scf.while (%arg10 = %201) : (i32) -> i32 {
            %203 = arith.bitcast %arg10 : i32 to f32
            %cst_227 = arith.constant 5.000000e-01 : f32
            %204 = llvm.intr.fma(%cst_227, %203, %197) : (f32, f32, f32) -> f32
            %205 = arith.bitcast %204 : f32 to i32
            %206 = llvm.cmpxchg %200, %arg10, %205 monotonic monotonic : !llvm.ptr<1>, i32
            %207 = llvm.extractvalue %206[0] : !llvm.struct<(i32, i1)> 
            %208 = llvm.extractvalue %206[1] : !llvm.struct<(i32, i1)> 
            %true = arith.constant true
            %209 = arith.xori %208, %true : i1
            scf.condition(%209) %207 : i32
          } do {
          ^bb0(%arg10: i32):
            scf.yield %arg10 : i32
          }
        }
      }
      gpu.barrier
      %thread_id_x_208 = gpu.thread_id  x
      %178 = arith.index_cast %thread_id_x_208 : index to i64
      %c32_i64_209 = arith.constant 32 : i64
      %thread_id_y_210 = gpu.thread_id  y
      %179 = arith.index_cast %thread_id_y_210 : index to i64
      %180 = arith.muli %c32_i64_209, %179 : i64
      %181 = arith.addi %178, %180 : i64
      %c6_i64_211 = arith.constant 6 : i64
      %c64_i64_212 = arith.constant 64 : i64
      scf.for %arg8 = %181 to %c6_i64_211 step %c64_i64_212  : i64 {
        %cst_222 = arith.constant -7.500000e-01 : f32
        %191 = llvm.getelementptr %9[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %192 = llvm.load %191 : !llvm.ptr<1> -> f32
        %193 = llvm.getelementptr %9[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %194 = llvm.load %193 : !llvm.ptr<1> -> f32
        %195 = arith.mulf %192, %194 : f32
        %196 = arith.mulf %cst_222, %195 : f32
        %197 = llvm.getelementptr %149[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %198 = llvm.load %197 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %199 = scf.while (%arg9 = %198) : (i32) -> i32 {
          %200 = arith.bitcast %arg9 : i32 to f32
          %cst_223 = arith.constant 5.000000e-01 : f32
          %201 = llvm.intr.fma(%cst_223, %200, %196) : (f32, f32, f32) -> f32
          %202 = arith.bitcast %201 : f32 to i32
          %203 = llvm.cmpxchg %197, %arg9, %202 monotonic monotonic : !llvm.ptr<1>, i32
          %204 = llvm.extractvalue %203[0] : !llvm.struct<(i32, i1)> 
          %205 = llvm.extractvalue %203[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %206 = arith.xori %205, %true : i1
          scf.condition(%206) %204 : i32
        } do {
        ^bb0(%arg9: i32):
          scf.yield %arg9 : i32
        }
      }
      gpu.barrier
      %thread_id_x_213 = gpu.thread_id  x
      %182 = arith.index_cast %thread_id_x_213 : index to i64
      %c32_i64_214 = arith.constant 32 : i64
      %thread_id_y_215 = gpu.thread_id  y
      %183 = arith.index_cast %thread_id_y_215 : index to i64
      %184 = arith.muli %c32_i64_214, %183 : i64
      %185 = arith.addi %182, %184 : i64
      %c6_i64_216 = arith.constant 6 : i64
      %c64_i64_217 = arith.constant 64 : i64
      scf.for %arg8 = %185 to %c6_i64_216 step %c64_i64_217  : i64 {
        %cst_222 = arith.constant 0.000000e+00 : f32
        memref.store %cst_222, %alloca_50[] : memref<f32>
        %c0_i64_223 = arith.constant 0 : i64
        %c4_i64_224 = arith.constant 4 : i64
        %c1_i64_225 = arith.constant 1 : i64
        scf.for %arg9 = %c0_i64_223 to %c4_i64_224 step %c1_i64_225  : i64 {
          %196 = memref.load %alloca_50[] : memref<f32>
          %c6_i64_227 = arith.constant 6 : i64
          %197 = arith.muli %arg9, %c6_i64_227 : i64
          %198 = arith.addi %arg8, %197 : i64
          %199 = llvm.getelementptr %1[%198] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %200 = llvm.load %199 : !llvm.ptr<1> -> f32
          %201 = arith.addf %196, %200 : f32
          memref.store %201, %alloca_50[] : memref<f32>
        }
        %cst_226 = arith.constant -7.500000e-01 : f32
        %191 = memref.load %alloca_50[] : memref<f32>
        %192 = arith.mulf %cst_226, %191 : f32
        %193 = llvm.getelementptr %150[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %194 = llvm.load %193 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %195 = scf.while (%arg9 = %194) : (i32) -> i32 {
          %196 = arith.bitcast %arg9 : i32 to f32
          %cst_227 = arith.constant 5.000000e-01 : f32
          %197 = llvm.intr.fma(%cst_227, %196, %192) : (f32, f32, f32) -> f32
          %198 = arith.bitcast %197 : f32 to i32
          %199 = llvm.cmpxchg %193, %arg9, %198 monotonic monotonic : !llvm.ptr<1>, i32
          %200 = llvm.extractvalue %199[0] : !llvm.struct<(i32, i1)> 
          %201 = llvm.extractvalue %199[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %202 = arith.xori %201, %true : i1
          scf.condition(%202) %200 : i32
        } do {
        ^bb0(%arg9: i32):
          scf.yield %arg9 : i32
        }
      }
      gpu.barrier
      %thread_id_x_218 = gpu.thread_id  x
      %186 = arith.index_cast %thread_id_x_218 : index to i64
      %c32_i64_219 = arith.constant 32 : i64
      %thread_id_y_220 = gpu.thread_id  y
      %187 = arith.index_cast %thread_id_y_220 : index to i64
      %188 = arith.muli %c32_i64_219, %187 : i64
      %189 = arith.addi %186, %188 : i64
      %c0_i64_221 = arith.constant 0 : i64
      %190 = arith.cmpi eq, %189, %c0_i64_221 : i64
      scf.if %190 {
        %cst_222 = arith.constant 0.000000e+00 : f32
        memref.store %cst_222, %alloca_51[] : memref<f32>
        %c0_i64_223 = arith.constant 0 : i64
        %c6_i64_224 = arith.constant 6 : i64
        %c1_i64_225 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_223 to %c6_i64_224 step %c1_i64_225  : i64 {
          %195 = memref.load %alloca_51[] : memref<f32>
          %196 = llvm.getelementptr %9[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %197 = llvm.load %196 : !llvm.ptr<1> -> f32
          %198 = arith.addf %195, %197 : f32
          memref.store %198, %alloca_51[] : memref<f32>
        }
        %cst_226 = arith.constant -7.500000e-01 : f32
        %191 = memref.load %alloca_51[] : memref<f32>
        %192 = arith.mulf %cst_226, %191 : f32
        %193 = llvm.load %151 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %194 = scf.while (%arg8 = %193) : (i32) -> i32 {
          %195 = arith.bitcast %arg8 : i32 to f32
          %cst_227 = arith.constant 5.000000e-01 : f32
          %196 = llvm.intr.fma(%cst_227, %195, %192) : (f32, f32, f32) -> f32
          %197 = arith.bitcast %196 : f32 to i32
          %198 = llvm.cmpxchg %151, %arg8, %197 monotonic monotonic : !llvm.ptr<1>, i32
          %199 = llvm.extractvalue %198[0] : !llvm.struct<(i32, i1)> 
          %200 = llvm.extractvalue %198[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %201 = arith.xori %200, %true : i1
          scf.condition(%201) %199 : i32
        } do {
        ^bb0(%arg8: i32):
          scf.yield %arg8 : i32
        }
      }
      gpu.return
    }
  }
}
