module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @atomic_f64_(%arg0: memref<6x4x?xf64, strided<[1, 6, 24]>, 1>, %arg1: memref<4x5xf64, strided<[1, 4]>, 1>, %arg2: memref<4x?xf64, strided<[1, 4]>, 1>, %arg3: memref<6x?xf64, strided<[1, 6]>, 1>, %arg4: memref<5x?xf64, strided<[1, 5]>, 1>, %arg5: memref<30x9xf64, strided<[1, 30]>, 1>, %arg6: memref<30x9x?xf64, strided<[1, 30, 270]>, 1>, %arg7: memref<30x9xf64, strided<[1, 30]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<6x4x?xf64, strided<[1, 6, 24]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<6x4x?xf64, strided<[1, 6, 24]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<4x5xf64, strided<[1, 4]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<4x5xf64, strided<[1, 4]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<4x?xf64, strided<[1, 4]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<4x?xf64, strided<[1, 4]>, 1> -> index
      %5 = arith.index_cast %intptr_9 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<6x?xf64, strided<[1, 6]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<6x?xf64, strided<[1, 6]>, 1> -> index
      %8 = arith.index_cast %intptr_14 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %10 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<5x?xf64, strided<[1, 5]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<5x?xf64, strided<[1, 5]>, 1> -> index
      %11 = arith.index_cast %intptr_19 : index to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
      %13 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<30x9xf64, strided<[1, 30]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<30x9xf64, strided<[1, 30]>, 1> -> index
      %14 = arith.index_cast %intptr_24 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg6 : memref<30x9x?xf64, strided<[1, 30, 270]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<30x9x?xf64, strided<[1, 30, 270]>, 1> -> index
      %16 = arith.index_cast %intptr_29 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %18 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg7 : memref<30x9xf64, strided<[1, 30]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<30x9xf64, strided<[1, 30]>, 1> -> index
      %19 = arith.index_cast %intptr_34 : index to i64
      %20 = llvm.inttoptr %19 : i64 to !llvm.ptr<1>
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.alloca %21 x f64 : (i64) -> !llvm.ptr
      %23 = llvm.alloca %21 x f64 : (i64) -> !llvm.ptr
      %24 = llvm.alloca %21 x f64 : (i64) -> !llvm.ptr
      %25 = llvm.alloca %21 x f64 : (i64) -> !llvm.ptr
      %26 = llvm.alloca %21 x f64 : (i64) -> !llvm.ptr
      %27 = llvm.alloca %21 x f64 : (i64) -> !llvm.ptr
      %28 = llvm.alloca %21 x f64 : (i64) -> !llvm.ptr
      %29 = llvm.alloca %21 x f64 : (i64) -> !llvm.ptr
      %30 = llvm.alloca %21 x f64 : (i64) -> !llvm.ptr
      %31 = llvm.alloca %21 x f64 : (i64) -> !llvm.ptr
      %32 = llvm.alloca %21 x f64 : (i64) -> !llvm.ptr
      %33 = llvm.alloca %21 x f64 : (i64) -> !llvm.ptr
      %34 = llvm.alloca %21 x f64 : (i64) -> !llvm.ptr
      %35 = llvm.alloca %21 x f64 : (i64) -> !llvm.ptr
      %36 = llvm.alloca %21 x f64 : (i64) -> !llvm.ptr
      %37 = llvm.alloca %21 x f64 : (i64) -> !llvm.ptr
      %38 = llvm.alloca %21 x f64 : (i64) -> !llvm.ptr
      %39 = llvm.alloca %21 x f64 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %40 = arith.index_cast %block_id_x : index to i64
      %c24_i64 = arith.constant 24 : i64
      %41 = arith.muli %40, %c24_i64 : i64
      %42 = llvm.getelementptr %1[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c4_i64 = arith.constant 4 : i64
      %43 = arith.muli %40, %c4_i64 : i64
      %44 = llvm.getelementptr %6[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c4_i64_35 = arith.constant 4 : i64
      %45 = arith.muli %40, %c4_i64_35 : i64
      %46 = llvm.getelementptr %6[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c6_i64 = arith.constant 6 : i64
      %47 = arith.muli %40, %c6_i64 : i64
      %48 = llvm.getelementptr %9[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c5_i64 = arith.constant 5 : i64
      %49 = arith.muli %40, %c5_i64 : i64
      %50 = llvm.getelementptr %12[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c30_i64 = arith.constant 30 : i64
      %51 = llvm.getelementptr %15[%c30_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c60_i64 = arith.constant 60 : i64
      %52 = llvm.getelementptr %15[%c60_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c90_i64 = arith.constant 90 : i64
      %53 = llvm.getelementptr %15[%c90_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c120_i64 = arith.constant 120 : i64
      %54 = llvm.getelementptr %15[%c120_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c150_i64 = arith.constant 150 : i64
      %55 = llvm.getelementptr %15[%c150_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c180_i64 = arith.constant 180 : i64
      %56 = llvm.getelementptr %15[%c180_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c210_i64 = arith.constant 210 : i64
      %57 = llvm.getelementptr %15[%c210_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c240_i64 = arith.constant 240 : i64
      %58 = llvm.getelementptr %15[%c240_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %59 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %60 = arith.index_cast %thread_id_y : index to i64
      %61 = arith.muli %c32_i64, %60 : i64
      %62 = arith.addi %59, %61 : i64
      %c0_i64 = arith.constant 0 : i64
      %63 = arith.cmpi eq, %62, %c0_i64 : i64
      scf.if %63 {
        %cst_205 = arith.constant -5.000000e-01 : f64
        %210 = llvm.load %46 : !llvm.ptr<1> -> f64
        %211 = arith.mulf %cst_205, %210 : f64
        %212 = llvm.atomicrmw fadd %15, %211 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_x_36 = gpu.thread_id  x
      %64 = arith.index_cast %thread_id_x_36 : index to i64
      %c32_i64_37 = arith.constant 32 : i64
      %thread_id_y_38 = gpu.thread_id  y
      %65 = arith.index_cast %thread_id_y_38 : index to i64
      %66 = arith.muli %c32_i64_37, %65 : i64
      %67 = arith.addi %64, %66 : i64
      %c6_i64_39 = arith.constant 6 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg8 = %67 to %c6_i64_39 step %c64_i64  : i64 {
        %cst_205 = arith.constant -5.000000e-01 : f64
        %210 = llvm.getelementptr %48[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %211 = llvm.load %210 : !llvm.ptr<1> -> f64
        %212 = arith.mulf %cst_205, %211 : f64
        %213 = llvm.getelementptr %51[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %214 = llvm.atomicrmw fadd %213, %212 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_y_40 = gpu.thread_id  y
      %68 = arith.index_cast %thread_id_y_40 : index to i64
      %c6_i64_41 = arith.constant 6 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg8 = %68 to %c6_i64_41 step %c2_i64  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %210 = arith.index_cast %thread_id_x_205 : index to i64
        %c4_i64_206 = arith.constant 4 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg9 = %210 to %c4_i64_206 step %c32_i64_207  : i64 {
          %cst_208 = arith.constant -5.000000e-01 : f64
          %c6_i64_209 = arith.constant 6 : i64
          %211 = arith.muli %arg9, %c6_i64_209 : i64
          %212 = arith.addi %arg8, %211 : i64
          %213 = llvm.getelementptr %42[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %214 = llvm.load %213 : !llvm.ptr<1> -> f64
          %215 = arith.mulf %cst_208, %214 : f64
          %c4_i64_210 = arith.constant 4 : i64
          %216 = arith.muli %arg8, %c4_i64_210 : i64
          %217 = arith.addi %arg9, %216 : i64
          %218 = llvm.getelementptr %52[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %219 = llvm.atomicrmw fadd %218, %215 monotonic : !llvm.ptr<1>, f64
        }
      }
      gpu.barrier
      %thread_id_x_42 = gpu.thread_id  x
      %69 = arith.index_cast %thread_id_x_42 : index to i64
      %c5_i64_43 = arith.constant 5 : i64
      %70 = arith.minsi %69, %c5_i64_43 : i64
      %thread_id_y_44 = gpu.thread_id  y
      %71 = arith.index_cast %thread_id_y_44 : index to i64
      %c4_i64_45 = arith.constant 4 : i64
      %72 = arith.minsi %71, %c4_i64_45 : i64
      %thread_id_y_46 = gpu.thread_id  y
      %73 = arith.index_cast %thread_id_y_46 : index to i64
      %c2_i64_47 = arith.constant 2 : i64
      %74 = arith.addi %73, %c2_i64_47 : i64
      %c4_i64_48 = arith.constant 4 : i64
      %75 = arith.minsi %74, %c4_i64_48 : i64
      %thread_id_y_49 = gpu.thread_id  y
      %76 = arith.index_cast %thread_id_y_49 : index to i64
      %c4_i64_50 = arith.constant 4 : i64
      %77 = arith.addi %76, %c4_i64_50 : i64
      %c4_i64_51 = arith.constant 4 : i64
      %78 = arith.minsi %77, %c4_i64_51 : i64
      %cst = arith.constant 0.000000e+00 : f64
      llvm.store %cst, %22 : f64, !llvm.ptr
      %cst_52 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_52, %23 : f64, !llvm.ptr
      %cst_53 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_53, %24 : f64, !llvm.ptr
      %c0_i64_54 = arith.constant 0 : i64
      %c4_i64_55 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_54 to %c4_i64_55 step %c1_i64  : i64 {
        %c6_i64_205 = arith.constant 6 : i64
        %210 = arith.muli %arg8, %c6_i64_205 : i64
        %211 = arith.addi %70, %210 : i64
        %212 = llvm.getelementptr %42[%211] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %213 = llvm.load %212 : !llvm.ptr<1> -> f64
        %c4_i64_206 = arith.constant 4 : i64
        %214 = arith.muli %72, %c4_i64_206 : i64
        %215 = arith.addi %arg8, %214 : i64
        %216 = llvm.getelementptr %4[%215] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %217 = llvm.load %216 : !llvm.ptr<1> -> f64
        %c4_i64_207 = arith.constant 4 : i64
        %218 = arith.muli %75, %c4_i64_207 : i64
        %219 = arith.addi %arg8, %218 : i64
        %220 = llvm.getelementptr %4[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %221 = llvm.load %220 : !llvm.ptr<1> -> f64
        %c4_i64_208 = arith.constant 4 : i64
        %222 = arith.muli %78, %c4_i64_208 : i64
        %223 = arith.addi %arg8, %222 : i64
        %224 = llvm.getelementptr %4[%223] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %225 = llvm.load %224 : !llvm.ptr<1> -> f64
        %226 = llvm.load %22 : !llvm.ptr -> f64
        %227 = arith.mulf %213, %217 : f64
        %228 = arith.addf %226, %227 : f64
        llvm.store %228, %22 : f64, !llvm.ptr
        %229 = llvm.load %23 : !llvm.ptr -> f64
        %230 = arith.mulf %213, %221 : f64
        %231 = arith.addf %229, %230 : f64
        llvm.store %231, %23 : f64, !llvm.ptr
        %232 = llvm.load %24 : !llvm.ptr -> f64
        %233 = arith.mulf %213, %225 : f64
        %234 = arith.addf %232, %233 : f64
        llvm.store %234, %24 : f64, !llvm.ptr
      }
      %c6_i64_56 = arith.constant 6 : i64
      %79 = arith.cmpi slt, %69, %c6_i64_56 : i64
      scf.if %79 {
        %c5_i64_205 = arith.constant 5 : i64
        %210 = arith.cmpi slt, %71, %c5_i64_205 : i64
        scf.if %210 {
          %cst_208 = arith.constant -5.000000e-01 : f64
          %213 = llvm.load %22 : !llvm.ptr -> f64
          %214 = arith.mulf %cst_208, %213 : f64
          %c6_i64_209 = arith.constant 6 : i64
          %215 = arith.muli %71, %c6_i64_209 : i64
          %216 = arith.addi %69, %215 : i64
          %217 = llvm.getelementptr %53[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %218 = llvm.atomicrmw fadd %217, %214 monotonic : !llvm.ptr<1>, f64
        }
        %c5_i64_206 = arith.constant 5 : i64
        %211 = arith.cmpi slt, %74, %c5_i64_206 : i64
        scf.if %211 {
          %cst_208 = arith.constant -5.000000e-01 : f64
          %213 = llvm.load %23 : !llvm.ptr -> f64
          %214 = arith.mulf %cst_208, %213 : f64
          %c6_i64_209 = arith.constant 6 : i64
          %215 = arith.muli %74, %c6_i64_209 : i64
          %216 = arith.addi %69, %215 : i64
          %217 = llvm.getelementptr %53[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %218 = llvm.atomicrmw fadd %217, %214 monotonic : !llvm.ptr<1>, f64
        }
        %c5_i64_207 = arith.constant 5 : i64
        %212 = arith.cmpi slt, %77, %c5_i64_207 : i64
        scf.if %212 {
          %cst_208 = arith.constant -5.000000e-01 : f64
          %213 = llvm.load %24 : !llvm.ptr -> f64
          %214 = arith.mulf %cst_208, %213 : f64
          %c6_i64_209 = arith.constant 6 : i64
          %215 = arith.muli %77, %c6_i64_209 : i64
          %216 = arith.addi %69, %215 : i64
          %217 = llvm.getelementptr %53[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %218 = llvm.atomicrmw fadd %217, %214 monotonic : !llvm.ptr<1>, f64
        }
      }
      gpu.barrier
      %thread_id_x_57 = gpu.thread_id  x
      %80 = arith.index_cast %thread_id_x_57 : index to i64
      %c32_i64_58 = arith.constant 32 : i64
      %thread_id_y_59 = gpu.thread_id  y
      %81 = arith.index_cast %thread_id_y_59 : index to i64
      %82 = arith.muli %c32_i64_58, %81 : i64
      %83 = arith.addi %80, %82 : i64
      %c6_i64_60 = arith.constant 6 : i64
      %c64_i64_61 = arith.constant 64 : i64
      scf.for %arg8 = %83 to %c6_i64_60 step %c64_i64_61  : i64 {
        %cst_205 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_205, %25 : f64, !llvm.ptr
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg9 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %214 = llvm.load %25 : !llvm.ptr -> f64
          %c6_i64_210 = arith.constant 6 : i64
          %215 = arith.muli %arg9, %c6_i64_210 : i64
          %216 = arith.addi %arg8, %215 : i64
          %217 = llvm.getelementptr %42[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %218 = llvm.load %217 : !llvm.ptr<1> -> f64
          %219 = llvm.getelementptr %44[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %220 = llvm.load %219 : !llvm.ptr<1> -> f64
          %221 = arith.mulf %218, %220 : f64
          %222 = arith.addf %214, %221 : f64
          llvm.store %222, %25 : f64, !llvm.ptr
        }
        %cst_209 = arith.constant -5.000000e-01 : f64
        %210 = llvm.load %25 : !llvm.ptr -> f64
        %211 = arith.mulf %cst_209, %210 : f64
        %212 = llvm.getelementptr %54[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %213 = llvm.atomicrmw fadd %212, %211 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_y_62 = gpu.thread_id  y
      %84 = arith.index_cast %thread_id_y_62 : index to i64
      %c5_i64_63 = arith.constant 5 : i64
      %c2_i64_64 = arith.constant 2 : i64
      scf.for %arg8 = %84 to %c5_i64_63 step %c2_i64_64  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %210 = arith.index_cast %thread_id_x_205 : index to i64
        %c6_i64_206 = arith.constant 6 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg9 = %210 to %c6_i64_206 step %c32_i64_207  : i64 {
          %cst_208 = arith.constant -5.000000e-01 : f64
          %211 = llvm.getelementptr %48[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %212 = llvm.load %211 : !llvm.ptr<1> -> f64
          %213 = llvm.getelementptr %50[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %214 = llvm.load %213 : !llvm.ptr<1> -> f64
          %215 = arith.mulf %212, %214 : f64
          %216 = arith.mulf %cst_208, %215 : f64
          %c6_i64_209 = arith.constant 6 : i64
          %217 = arith.muli %arg8, %c6_i64_209 : i64
          %218 = arith.addi %arg9, %217 : i64
          %219 = llvm.getelementptr %55[%218] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %220 = llvm.atomicrmw fadd %219, %216 monotonic : !llvm.ptr<1>, f64
        }
      }
      gpu.barrier
      %thread_id_x_65 = gpu.thread_id  x
      %85 = arith.index_cast %thread_id_x_65 : index to i64
      %c32_i64_66 = arith.constant 32 : i64
      %thread_id_y_67 = gpu.thread_id  y
      %86 = arith.index_cast %thread_id_y_67 : index to i64
      %87 = arith.muli %c32_i64_66, %86 : i64
      %88 = arith.addi %85, %87 : i64
      %c6_i64_68 = arith.constant 6 : i64
      %c64_i64_69 = arith.constant 64 : i64
      scf.for %arg8 = %88 to %c6_i64_68 step %c64_i64_69  : i64 {
        %cst_205 = arith.constant -5.000000e-01 : f64
        %210 = llvm.getelementptr %48[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %211 = llvm.load %210 : !llvm.ptr<1> -> f64
        %212 = llvm.getelementptr %48[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %213 = llvm.load %212 : !llvm.ptr<1> -> f64
        %214 = arith.mulf %211, %213 : f64
        %215 = arith.mulf %cst_205, %214 : f64
        %216 = llvm.getelementptr %56[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %217 = llvm.atomicrmw fadd %216, %215 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_x_70 = gpu.thread_id  x
      %89 = arith.index_cast %thread_id_x_70 : index to i64
      %c32_i64_71 = arith.constant 32 : i64
      %thread_id_y_72 = gpu.thread_id  y
      %90 = arith.index_cast %thread_id_y_72 : index to i64
      %91 = arith.muli %c32_i64_71, %90 : i64
      %92 = arith.addi %89, %91 : i64
      %c6_i64_73 = arith.constant 6 : i64
      %c64_i64_74 = arith.constant 64 : i64
      scf.for %arg8 = %92 to %c6_i64_73 step %c64_i64_74  : i64 {
        %cst_205 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_205, %26 : f64, !llvm.ptr
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg9 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %214 = llvm.load %26 : !llvm.ptr -> f64
          %c6_i64_210 = arith.constant 6 : i64
          %215 = arith.muli %arg9, %c6_i64_210 : i64
          %216 = arith.addi %arg8, %215 : i64
          %217 = llvm.getelementptr %42[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %218 = llvm.load %217 : !llvm.ptr<1> -> f64
          %219 = arith.addf %214, %218 : f64
          llvm.store %219, %26 : f64, !llvm.ptr
        }
        %cst_209 = arith.constant -5.000000e-01 : f64
        %210 = llvm.load %26 : !llvm.ptr -> f64
        %211 = arith.mulf %cst_209, %210 : f64
        %212 = llvm.getelementptr %57[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %213 = llvm.atomicrmw fadd %212, %211 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_x_75 = gpu.thread_id  x
      %93 = arith.index_cast %thread_id_x_75 : index to i64
      %c32_i64_76 = arith.constant 32 : i64
      %thread_id_y_77 = gpu.thread_id  y
      %94 = arith.index_cast %thread_id_y_77 : index to i64
      %95 = arith.muli %c32_i64_76, %94 : i64
      %96 = arith.addi %93, %95 : i64
      %c0_i64_78 = arith.constant 0 : i64
      %97 = arith.cmpi eq, %96, %c0_i64_78 : i64
      scf.if %97 {
        %cst_205 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_205, %27 : f64, !llvm.ptr
        %c0_i64_206 = arith.constant 0 : i64
        %c6_i64_207 = arith.constant 6 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_206 to %c6_i64_207 step %c1_i64_208  : i64 {
          %213 = llvm.load %27 : !llvm.ptr -> f64
          %214 = llvm.getelementptr %48[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %215 = llvm.load %214 : !llvm.ptr<1> -> f64
          %216 = arith.addf %213, %215 : f64
          llvm.store %216, %27 : f64, !llvm.ptr
        }
        %cst_209 = arith.constant -5.000000e-01 : f64
        %210 = llvm.load %27 : !llvm.ptr -> f64
        %211 = arith.mulf %cst_209, %210 : f64
        %212 = llvm.atomicrmw fadd %58, %211 monotonic : !llvm.ptr<1>, f64
      }
      %c270_i64 = arith.constant 270 : i64
      %98 = arith.muli %40, %c270_i64 : i64
      %99 = llvm.getelementptr %17[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c30_i64_79 = arith.constant 30 : i64
      %c270_i64_80 = arith.constant 270 : i64
      %100 = arith.muli %40, %c270_i64_80 : i64
      %101 = arith.addi %c30_i64_79, %100 : i64
      %102 = llvm.getelementptr %17[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c60_i64_81 = arith.constant 60 : i64
      %c270_i64_82 = arith.constant 270 : i64
      %103 = arith.muli %40, %c270_i64_82 : i64
      %104 = arith.addi %c60_i64_81, %103 : i64
      %105 = llvm.getelementptr %17[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c90_i64_83 = arith.constant 90 : i64
      %c270_i64_84 = arith.constant 270 : i64
      %106 = arith.muli %40, %c270_i64_84 : i64
      %107 = arith.addi %c90_i64_83, %106 : i64
      %108 = llvm.getelementptr %17[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c120_i64_85 = arith.constant 120 : i64
      %c270_i64_86 = arith.constant 270 : i64
      %109 = arith.muli %40, %c270_i64_86 : i64
      %110 = arith.addi %c120_i64_85, %109 : i64
      %111 = llvm.getelementptr %17[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c150_i64_87 = arith.constant 150 : i64
      %c270_i64_88 = arith.constant 270 : i64
      %112 = arith.muli %40, %c270_i64_88 : i64
      %113 = arith.addi %c150_i64_87, %112 : i64
      %114 = llvm.getelementptr %17[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c180_i64_89 = arith.constant 180 : i64
      %c270_i64_90 = arith.constant 270 : i64
      %115 = arith.muli %40, %c270_i64_90 : i64
      %116 = arith.addi %c180_i64_89, %115 : i64
      %117 = llvm.getelementptr %17[%116] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c210_i64_91 = arith.constant 210 : i64
      %c270_i64_92 = arith.constant 270 : i64
      %118 = arith.muli %40, %c270_i64_92 : i64
      %119 = arith.addi %c210_i64_91, %118 : i64
      %120 = llvm.getelementptr %17[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c240_i64_93 = arith.constant 240 : i64
      %c270_i64_94 = arith.constant 270 : i64
      %121 = arith.muli %40, %c270_i64_94 : i64
      %122 = arith.addi %c240_i64_93, %121 : i64
      %123 = llvm.getelementptr %17[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_95 = gpu.thread_id  x
      %124 = arith.index_cast %thread_id_x_95 : index to i64
      %c32_i64_96 = arith.constant 32 : i64
      %thread_id_y_97 = gpu.thread_id  y
      %125 = arith.index_cast %thread_id_y_97 : index to i64
      %126 = arith.muli %c32_i64_96, %125 : i64
      %127 = arith.addi %124, %126 : i64
      %c0_i64_98 = arith.constant 0 : i64
      %128 = arith.cmpi eq, %127, %c0_i64_98 : i64
      scf.if %128 {
        %cst_205 = arith.constant -5.000000e-01 : f64
        %210 = llvm.load %46 : !llvm.ptr<1> -> f64
        %211 = arith.mulf %cst_205, %210 : f64
        %212 = llvm.atomicrmw xchg %99, %211 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_x_99 = gpu.thread_id  x
      %129 = arith.index_cast %thread_id_x_99 : index to i64
      %c32_i64_100 = arith.constant 32 : i64
      %thread_id_y_101 = gpu.thread_id  y
      %130 = arith.index_cast %thread_id_y_101 : index to i64
      %131 = arith.muli %c32_i64_100, %130 : i64
      %132 = arith.addi %129, %131 : i64
      %c6_i64_102 = arith.constant 6 : i64
      %c64_i64_103 = arith.constant 64 : i64
      scf.for %arg8 = %132 to %c6_i64_102 step %c64_i64_103  : i64 {
        %cst_205 = arith.constant -5.000000e-01 : f64
        %210 = llvm.getelementptr %48[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %211 = llvm.load %210 : !llvm.ptr<1> -> f64
        %212 = arith.mulf %cst_205, %211 : f64
        %213 = llvm.getelementptr %102[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %214 = llvm.atomicrmw xchg %213, %212 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_y_104 = gpu.thread_id  y
      %133 = arith.index_cast %thread_id_y_104 : index to i64
      %c6_i64_105 = arith.constant 6 : i64
      %c2_i64_106 = arith.constant 2 : i64
      scf.for %arg8 = %133 to %c6_i64_105 step %c2_i64_106  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %210 = arith.index_cast %thread_id_x_205 : index to i64
        %c4_i64_206 = arith.constant 4 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg9 = %210 to %c4_i64_206 step %c32_i64_207  : i64 {
          %cst_208 = arith.constant -5.000000e-01 : f64
          %c6_i64_209 = arith.constant 6 : i64
          %211 = arith.muli %arg9, %c6_i64_209 : i64
          %212 = arith.addi %arg8, %211 : i64
          %213 = llvm.getelementptr %42[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %214 = llvm.load %213 : !llvm.ptr<1> -> f64
          %215 = arith.mulf %cst_208, %214 : f64
          %c4_i64_210 = arith.constant 4 : i64
          %216 = arith.muli %arg8, %c4_i64_210 : i64
          %217 = arith.addi %arg9, %216 : i64
          %218 = llvm.getelementptr %105[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %219 = llvm.atomicrmw xchg %218, %215 monotonic : !llvm.ptr<1>, f64
        }
      }
      gpu.barrier
      %thread_id_x_107 = gpu.thread_id  x
      %134 = arith.index_cast %thread_id_x_107 : index to i64
      %c5_i64_108 = arith.constant 5 : i64
      %135 = arith.minsi %134, %c5_i64_108 : i64
      %thread_id_y_109 = gpu.thread_id  y
      %136 = arith.index_cast %thread_id_y_109 : index to i64
      %c4_i64_110 = arith.constant 4 : i64
      %137 = arith.minsi %136, %c4_i64_110 : i64
      %thread_id_y_111 = gpu.thread_id  y
      %138 = arith.index_cast %thread_id_y_111 : index to i64
      %c2_i64_112 = arith.constant 2 : i64
      %139 = arith.addi %138, %c2_i64_112 : i64
      %c4_i64_113 = arith.constant 4 : i64
      %140 = arith.minsi %139, %c4_i64_113 : i64
      %thread_id_y_114 = gpu.thread_id  y
      %141 = arith.index_cast %thread_id_y_114 : index to i64
      %c4_i64_115 = arith.constant 4 : i64
      %142 = arith.addi %141, %c4_i64_115 : i64
      %c4_i64_116 = arith.constant 4 : i64
      %143 = arith.minsi %142, %c4_i64_116 : i64
      %cst_117 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_117, %28 : f64, !llvm.ptr
      %cst_118 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_118, %29 : f64, !llvm.ptr
      %cst_119 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_119, %30 : f64, !llvm.ptr
      %c0_i64_120 = arith.constant 0 : i64
      %c4_i64_121 = arith.constant 4 : i64
      %c1_i64_122 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_120 to %c4_i64_121 step %c1_i64_122  : i64 {
        %c6_i64_205 = arith.constant 6 : i64
        %210 = arith.muli %arg8, %c6_i64_205 : i64
        %211 = arith.addi %135, %210 : i64
        %212 = llvm.getelementptr %42[%211] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %213 = llvm.load %212 : !llvm.ptr<1> -> f64
        %c4_i64_206 = arith.constant 4 : i64
        %214 = arith.muli %137, %c4_i64_206 : i64
        %215 = arith.addi %arg8, %214 : i64
        %216 = llvm.getelementptr %4[%215] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %217 = llvm.load %216 : !llvm.ptr<1> -> f64
        %c4_i64_207 = arith.constant 4 : i64
        %218 = arith.muli %140, %c4_i64_207 : i64
        %219 = arith.addi %arg8, %218 : i64
        %220 = llvm.getelementptr %4[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %221 = llvm.load %220 : !llvm.ptr<1> -> f64
        %c4_i64_208 = arith.constant 4 : i64
        %222 = arith.muli %143, %c4_i64_208 : i64
        %223 = arith.addi %arg8, %222 : i64
        %224 = llvm.getelementptr %4[%223] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %225 = llvm.load %224 : !llvm.ptr<1> -> f64
        %226 = llvm.load %28 : !llvm.ptr -> f64
        %227 = arith.mulf %213, %217 : f64
        %228 = arith.addf %226, %227 : f64
        llvm.store %228, %28 : f64, !llvm.ptr
        %229 = llvm.load %29 : !llvm.ptr -> f64
        %230 = arith.mulf %213, %221 : f64
        %231 = arith.addf %229, %230 : f64
        llvm.store %231, %29 : f64, !llvm.ptr
        %232 = llvm.load %30 : !llvm.ptr -> f64
        %233 = arith.mulf %213, %225 : f64
        %234 = arith.addf %232, %233 : f64
        llvm.store %234, %30 : f64, !llvm.ptr
      }
      %c6_i64_123 = arith.constant 6 : i64
      %144 = arith.cmpi slt, %134, %c6_i64_123 : i64
      scf.if %144 {
        %c5_i64_205 = arith.constant 5 : i64
        %210 = arith.cmpi slt, %136, %c5_i64_205 : i64
        scf.if %210 {
          %cst_208 = arith.constant -5.000000e-01 : f64
          %213 = llvm.load %28 : !llvm.ptr -> f64
          %214 = arith.mulf %cst_208, %213 : f64
          %c6_i64_209 = arith.constant 6 : i64
          %215 = arith.muli %136, %c6_i64_209 : i64
          %216 = arith.addi %134, %215 : i64
          %217 = llvm.getelementptr %108[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %218 = llvm.atomicrmw xchg %217, %214 monotonic : !llvm.ptr<1>, f64
        }
        %c5_i64_206 = arith.constant 5 : i64
        %211 = arith.cmpi slt, %139, %c5_i64_206 : i64
        scf.if %211 {
          %cst_208 = arith.constant -5.000000e-01 : f64
          %213 = llvm.load %29 : !llvm.ptr -> f64
          %214 = arith.mulf %cst_208, %213 : f64
          %c6_i64_209 = arith.constant 6 : i64
          %215 = arith.muli %139, %c6_i64_209 : i64
          %216 = arith.addi %134, %215 : i64
          %217 = llvm.getelementptr %108[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %218 = llvm.atomicrmw xchg %217, %214 monotonic : !llvm.ptr<1>, f64
        }
        %c5_i64_207 = arith.constant 5 : i64
        %212 = arith.cmpi slt, %142, %c5_i64_207 : i64
        scf.if %212 {
          %cst_208 = arith.constant -5.000000e-01 : f64
          %213 = llvm.load %30 : !llvm.ptr -> f64
          %214 = arith.mulf %cst_208, %213 : f64
          %c6_i64_209 = arith.constant 6 : i64
          %215 = arith.muli %142, %c6_i64_209 : i64
          %216 = arith.addi %134, %215 : i64
          %217 = llvm.getelementptr %108[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %218 = llvm.atomicrmw xchg %217, %214 monotonic : !llvm.ptr<1>, f64
        }
      }
      gpu.barrier
      %thread_id_x_124 = gpu.thread_id  x
      %145 = arith.index_cast %thread_id_x_124 : index to i64
      %c32_i64_125 = arith.constant 32 : i64
      %thread_id_y_126 = gpu.thread_id  y
      %146 = arith.index_cast %thread_id_y_126 : index to i64
      %147 = arith.muli %c32_i64_125, %146 : i64
      %148 = arith.addi %145, %147 : i64
      %c6_i64_127 = arith.constant 6 : i64
      %c64_i64_128 = arith.constant 64 : i64
      scf.for %arg8 = %148 to %c6_i64_127 step %c64_i64_128  : i64 {
        %cst_205 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_205, %31 : f64, !llvm.ptr
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg9 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %214 = llvm.load %31 : !llvm.ptr -> f64
          %c6_i64_210 = arith.constant 6 : i64
          %215 = arith.muli %arg9, %c6_i64_210 : i64
          %216 = arith.addi %arg8, %215 : i64
          %217 = llvm.getelementptr %42[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %218 = llvm.load %217 : !llvm.ptr<1> -> f64
          %219 = llvm.getelementptr %44[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %220 = llvm.load %219 : !llvm.ptr<1> -> f64
          %221 = arith.mulf %218, %220 : f64
          %222 = arith.addf %214, %221 : f64
          llvm.store %222, %31 : f64, !llvm.ptr
        }
        %cst_209 = arith.constant -5.000000e-01 : f64
        %210 = llvm.load %31 : !llvm.ptr -> f64
        %211 = arith.mulf %cst_209, %210 : f64
        %212 = llvm.getelementptr %111[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %213 = llvm.atomicrmw xchg %212, %211 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_y_129 = gpu.thread_id  y
      %149 = arith.index_cast %thread_id_y_129 : index to i64
      %c5_i64_130 = arith.constant 5 : i64
      %c2_i64_131 = arith.constant 2 : i64
      scf.for %arg8 = %149 to %c5_i64_130 step %c2_i64_131  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %210 = arith.index_cast %thread_id_x_205 : index to i64
        %c6_i64_206 = arith.constant 6 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg9 = %210 to %c6_i64_206 step %c32_i64_207  : i64 {
          %cst_208 = arith.constant -5.000000e-01 : f64
          %211 = llvm.getelementptr %48[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %212 = llvm.load %211 : !llvm.ptr<1> -> f64
          %213 = llvm.getelementptr %50[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %214 = llvm.load %213 : !llvm.ptr<1> -> f64
          %215 = arith.mulf %212, %214 : f64
          %216 = arith.mulf %cst_208, %215 : f64
          %c6_i64_209 = arith.constant 6 : i64
          %217 = arith.muli %arg8, %c6_i64_209 : i64
          %218 = arith.addi %arg9, %217 : i64
          %219 = llvm.getelementptr %114[%218] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %220 = llvm.atomicrmw xchg %219, %216 monotonic : !llvm.ptr<1>, f64
        }
      }
      gpu.barrier
      %thread_id_x_132 = gpu.thread_id  x
      %150 = arith.index_cast %thread_id_x_132 : index to i64
      %c32_i64_133 = arith.constant 32 : i64
      %thread_id_y_134 = gpu.thread_id  y
      %151 = arith.index_cast %thread_id_y_134 : index to i64
      %152 = arith.muli %c32_i64_133, %151 : i64
      %153 = arith.addi %150, %152 : i64
      %c6_i64_135 = arith.constant 6 : i64
      %c64_i64_136 = arith.constant 64 : i64
      scf.for %arg8 = %153 to %c6_i64_135 step %c64_i64_136  : i64 {
        %cst_205 = arith.constant -5.000000e-01 : f64
        %210 = llvm.getelementptr %48[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %211 = llvm.load %210 : !llvm.ptr<1> -> f64
        %212 = llvm.getelementptr %48[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %213 = llvm.load %212 : !llvm.ptr<1> -> f64
        %214 = arith.mulf %211, %213 : f64
        %215 = arith.mulf %cst_205, %214 : f64
        %216 = llvm.getelementptr %117[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %217 = llvm.atomicrmw xchg %216, %215 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_x_137 = gpu.thread_id  x
      %154 = arith.index_cast %thread_id_x_137 : index to i64
      %c32_i64_138 = arith.constant 32 : i64
      %thread_id_y_139 = gpu.thread_id  y
      %155 = arith.index_cast %thread_id_y_139 : index to i64
      %156 = arith.muli %c32_i64_138, %155 : i64
      %157 = arith.addi %154, %156 : i64
      %c6_i64_140 = arith.constant 6 : i64
      %c64_i64_141 = arith.constant 64 : i64
      scf.for %arg8 = %157 to %c6_i64_140 step %c64_i64_141  : i64 {
        %cst_205 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_205, %32 : f64, !llvm.ptr
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg9 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %214 = llvm.load %32 : !llvm.ptr -> f64
          %c6_i64_210 = arith.constant 6 : i64
          %215 = arith.muli %arg9, %c6_i64_210 : i64
          %216 = arith.addi %arg8, %215 : i64
          %217 = llvm.getelementptr %42[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %218 = llvm.load %217 : !llvm.ptr<1> -> f64
          %219 = arith.addf %214, %218 : f64
          llvm.store %219, %32 : f64, !llvm.ptr
        }
        %cst_209 = arith.constant -5.000000e-01 : f64
        %210 = llvm.load %32 : !llvm.ptr -> f64
        %211 = arith.mulf %cst_209, %210 : f64
        %212 = llvm.getelementptr %120[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %213 = llvm.atomicrmw xchg %212, %211 monotonic : !llvm.ptr<1>, f64
      }
      gpu.barrier
      %thread_id_x_142 = gpu.thread_id  x
      %158 = arith.index_cast %thread_id_x_142 : index to i64
      %c32_i64_143 = arith.constant 32 : i64
      %thread_id_y_144 = gpu.thread_id  y
      %159 = arith.index_cast %thread_id_y_144 : index to i64
      %160 = arith.muli %c32_i64_143, %159 : i64
      %161 = arith.addi %158, %160 : i64
      %c0_i64_145 = arith.constant 0 : i64
      %162 = arith.cmpi eq, %161, %c0_i64_145 : i64
      scf.if %162 {
        %cst_205 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_205, %33 : f64, !llvm.ptr
        %c0_i64_206 = arith.constant 0 : i64
        %c6_i64_207 = arith.constant 6 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_206 to %c6_i64_207 step %c1_i64_208  : i64 {
          %213 = llvm.load %33 : !llvm.ptr -> f64
          %214 = llvm.getelementptr %48[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %215 = llvm.load %214 : !llvm.ptr<1> -> f64
          %216 = arith.addf %213, %215 : f64
          llvm.store %216, %33 : f64, !llvm.ptr
        }
        %cst_209 = arith.constant -5.000000e-01 : f64
        %210 = llvm.load %33 : !llvm.ptr -> f64
        %211 = arith.mulf %cst_209, %210 : f64
        %212 = llvm.atomicrmw xchg %123, %211 monotonic : !llvm.ptr<1>, f64
      }
      %c30_i64_146 = arith.constant 30 : i64
      %163 = llvm.getelementptr %20[%c30_i64_146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c60_i64_147 = arith.constant 60 : i64
      %164 = llvm.getelementptr %20[%c60_i64_147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c90_i64_148 = arith.constant 90 : i64
      %165 = llvm.getelementptr %20[%c90_i64_148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c120_i64_149 = arith.constant 120 : i64
      %166 = llvm.getelementptr %20[%c120_i64_149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c150_i64_150 = arith.constant 150 : i64
      %167 = llvm.getelementptr %20[%c150_i64_150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c180_i64_151 = arith.constant 180 : i64
      %168 = llvm.getelementptr %20[%c180_i64_151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c210_i64_152 = arith.constant 210 : i64
      %169 = llvm.getelementptr %20[%c210_i64_152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c240_i64_153 = arith.constant 240 : i64
      %170 = llvm.getelementptr %20[%c240_i64_153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_154 = gpu.thread_id  x
      %171 = arith.index_cast %thread_id_x_154 : index to i64
      %c32_i64_155 = arith.constant 32 : i64
      %thread_id_y_156 = gpu.thread_id  y
      %172 = arith.index_cast %thread_id_y_156 : index to i64
      %173 = arith.muli %c32_i64_155, %172 : i64
      %174 = arith.addi %171, %173 : i64
      %c0_i64_157 = arith.constant 0 : i64
      %175 = arith.cmpi eq, %174, %c0_i64_157 : i64
      scf.if %175 {
        %cst_205 = arith.constant 5.000000e-01 : f64
        %210 = llvm.load %6 : !llvm.ptr<1> -> f64
        %211 = arith.mulf %cst_205, %210 : f64
        %212 = llvm.load %20 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %213 = scf.while (%arg8 = %212) : (i64) -> i64 {
          %214 = arith.bitcast %arg8 : i64 to f64
          %cst_206 = arith.constant 1.250000e+00 : f64
          %215 = arith.mulf %cst_206, %214 : f64
          %216 = arith.addf %211, %215 : f64
          %217 = arith.bitcast %216 : f64 to i64
          %218 = llvm.cmpxchg %20, %arg8, %217 monotonic monotonic : !llvm.ptr<1>, i64
          %219 = llvm.extractvalue %218[0] : !llvm.struct<(i64, i1)> 
          %220 = llvm.extractvalue %218[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %221 = arith.xori %220, %true : i1
          scf.condition(%221) %219 : i64
        } do {
        ^bb0(%arg8: i64):
          scf.yield %arg8 : i64
        }
      }
      gpu.barrier
      %thread_id_x_158 = gpu.thread_id  x
      %176 = arith.index_cast %thread_id_x_158 : index to i64
      %c32_i64_159 = arith.constant 32 : i64
      %thread_id_y_160 = gpu.thread_id  y
      %177 = arith.index_cast %thread_id_y_160 : index to i64
      %178 = arith.muli %c32_i64_159, %177 : i64
      %179 = arith.addi %176, %178 : i64
      %c6_i64_161 = arith.constant 6 : i64
      %c64_i64_162 = arith.constant 64 : i64
      scf.for %arg8 = %179 to %c6_i64_161 step %c64_i64_162  : i64 {
        %cst_205 = arith.constant 5.000000e-01 : f64
        %210 = llvm.getelementptr %9[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %211 = llvm.load %210 : !llvm.ptr<1> -> f64
        %212 = arith.mulf %cst_205, %211 : f64
        %213 = llvm.getelementptr %163[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %214 = llvm.load %213 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %215 = scf.while (%arg9 = %214) : (i64) -> i64 {
          %216 = arith.bitcast %arg9 : i64 to f64
          %cst_206 = arith.constant 1.250000e+00 : f64
          %217 = arith.mulf %cst_206, %216 : f64
          %218 = arith.addf %212, %217 : f64
          %219 = arith.bitcast %218 : f64 to i64
          %220 = llvm.cmpxchg %213, %arg9, %219 monotonic monotonic : !llvm.ptr<1>, i64
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
      gpu.barrier
      %thread_id_y_163 = gpu.thread_id  y
      %180 = arith.index_cast %thread_id_y_163 : index to i64
      %c6_i64_164 = arith.constant 6 : i64
      %c2_i64_165 = arith.constant 2 : i64
      scf.for %arg8 = %180 to %c6_i64_164 step %c2_i64_165  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %210 = arith.index_cast %thread_id_x_205 : index to i64
        %c4_i64_206 = arith.constant 4 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg9 = %210 to %c4_i64_206 step %c32_i64_207  : i64 {
          %cst_208 = arith.constant 5.000000e-01 : f64
          %c6_i64_209 = arith.constant 6 : i64
          %211 = arith.muli %arg9, %c6_i64_209 : i64
          %212 = arith.addi %arg8, %211 : i64
          %213 = llvm.getelementptr %1[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %214 = llvm.load %213 : !llvm.ptr<1> -> f64
          %215 = arith.mulf %cst_208, %214 : f64
          %c4_i64_210 = arith.constant 4 : i64
          %216 = arith.muli %arg8, %c4_i64_210 : i64
          %217 = arith.addi %arg9, %216 : i64
          %218 = llvm.getelementptr %164[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %219 = llvm.load %218 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
          %220 = scf.while (%arg10 = %219) : (i64) -> i64 {
            %221 = arith.bitcast %arg10 : i64 to f64
            %cst_211 = arith.constant 1.250000e+00 : f64
            %222 = arith.mulf %cst_211, %221 : f64
            %223 = arith.addf %215, %222 : f64
            %224 = arith.bitcast %223 : f64 to i64
            %225 = llvm.cmpxchg %218, %arg10, %224 monotonic monotonic : !llvm.ptr<1>, i64
            %226 = llvm.extractvalue %225[0] : !llvm.struct<(i64, i1)> 
            %227 = llvm.extractvalue %225[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %228 = arith.xori %227, %true : i1
            scf.condition(%228) %226 : i64
          } do {
          ^bb0(%arg10: i64):
            scf.yield %arg10 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_166 = gpu.thread_id  x
      %181 = arith.index_cast %thread_id_x_166 : index to i64
      %c5_i64_167 = arith.constant 5 : i64
      %182 = arith.minsi %181, %c5_i64_167 : i64
      %thread_id_y_168 = gpu.thread_id  y
      %183 = arith.index_cast %thread_id_y_168 : index to i64
      %c4_i64_169 = arith.constant 4 : i64
      %184 = arith.minsi %183, %c4_i64_169 : i64
      %thread_id_y_170 = gpu.thread_id  y
      %185 = arith.index_cast %thread_id_y_170 : index to i64
      %c2_i64_171 = arith.constant 2 : i64
      %186 = arith.addi %185, %c2_i64_171 : i64
      %c4_i64_172 = arith.constant 4 : i64
      %187 = arith.minsi %186, %c4_i64_172 : i64
      %thread_id_y_173 = gpu.thread_id  y
      %188 = arith.index_cast %thread_id_y_173 : index to i64
      %c4_i64_174 = arith.constant 4 : i64
      %189 = arith.addi %188, %c4_i64_174 : i64
      %c4_i64_175 = arith.constant 4 : i64
      %190 = arith.minsi %189, %c4_i64_175 : i64
      %cst_176 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_176, %34 : f64, !llvm.ptr
      %cst_177 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_177, %35 : f64, !llvm.ptr
      %cst_178 = arith.constant 0.000000e+00 : f64
      llvm.store %cst_178, %36 : f64, !llvm.ptr
      %c0_i64_179 = arith.constant 0 : i64
      %c4_i64_180 = arith.constant 4 : i64
      %c1_i64_181 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_179 to %c4_i64_180 step %c1_i64_181  : i64 {
        %c6_i64_205 = arith.constant 6 : i64
        %210 = arith.muli %arg8, %c6_i64_205 : i64
        %211 = arith.addi %182, %210 : i64
        %212 = llvm.getelementptr %1[%211] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %213 = llvm.load %212 : !llvm.ptr<1> -> f64
        %c4_i64_206 = arith.constant 4 : i64
        %214 = arith.muli %184, %c4_i64_206 : i64
        %215 = arith.addi %arg8, %214 : i64
        %216 = llvm.getelementptr %4[%215] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %217 = llvm.load %216 : !llvm.ptr<1> -> f64
        %c4_i64_207 = arith.constant 4 : i64
        %218 = arith.muli %187, %c4_i64_207 : i64
        %219 = arith.addi %arg8, %218 : i64
        %220 = llvm.getelementptr %4[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %221 = llvm.load %220 : !llvm.ptr<1> -> f64
        %c4_i64_208 = arith.constant 4 : i64
        %222 = arith.muli %190, %c4_i64_208 : i64
        %223 = arith.addi %arg8, %222 : i64
        %224 = llvm.getelementptr %4[%223] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %225 = llvm.load %224 : !llvm.ptr<1> -> f64
        %226 = llvm.load %34 : !llvm.ptr -> f64
        %227 = arith.mulf %213, %217 : f64
        %228 = arith.addf %226, %227 : f64
        llvm.store %228, %34 : f64, !llvm.ptr
        %229 = llvm.load %35 : !llvm.ptr -> f64
        %230 = arith.mulf %213, %221 : f64
        %231 = arith.addf %229, %230 : f64
        llvm.store %231, %35 : f64, !llvm.ptr
        %232 = llvm.load %36 : !llvm.ptr -> f64
        %233 = arith.mulf %213, %225 : f64
        %234 = arith.addf %232, %233 : f64
        llvm.store %234, %36 : f64, !llvm.ptr
      }
      %c6_i64_182 = arith.constant 6 : i64
      %191 = arith.cmpi slt, %181, %c6_i64_182 : i64
      scf.if %191 {
        %c5_i64_205 = arith.constant 5 : i64
        %210 = arith.cmpi slt, %183, %c5_i64_205 : i64
        scf.if %210 {
          %cst_208 = arith.constant 5.000000e-01 : f64
          %213 = llvm.load %34 : !llvm.ptr -> f64
          %214 = arith.mulf %cst_208, %213 : f64
          %c6_i64_209 = arith.constant 6 : i64
          %215 = arith.muli %183, %c6_i64_209 : i64
          %216 = arith.addi %181, %215 : i64
          %217 = llvm.getelementptr %165[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %218 = llvm.load %217 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
          %219 = scf.while (%arg8 = %218) : (i64) -> i64 {
            %220 = arith.bitcast %arg8 : i64 to f64
            %cst_210 = arith.constant 1.250000e+00 : f64
            %221 = arith.mulf %cst_210, %220 : f64
            %222 = arith.addf %214, %221 : f64
            %223 = arith.bitcast %222 : f64 to i64
            %224 = llvm.cmpxchg %217, %arg8, %223 monotonic monotonic : !llvm.ptr<1>, i64
            %225 = llvm.extractvalue %224[0] : !llvm.struct<(i64, i1)> 
            %226 = llvm.extractvalue %224[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %227 = arith.xori %226, %true : i1
            scf.condition(%227) %225 : i64
          } do {
          ^bb0(%arg8: i64):
            scf.yield %arg8 : i64
          }
        }
        %c5_i64_206 = arith.constant 5 : i64
        %211 = arith.cmpi slt, %186, %c5_i64_206 : i64
        scf.if %211 {
          %cst_208 = arith.constant 5.000000e-01 : f64
          %213 = llvm.load %35 : !llvm.ptr -> f64
          %214 = arith.mulf %cst_208, %213 : f64
          %c6_i64_209 = arith.constant 6 : i64
          %215 = arith.muli %186, %c6_i64_209 : i64
          %216 = arith.addi %181, %215 : i64
          %217 = llvm.getelementptr %165[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %218 = llvm.load %217 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
          %219 = scf.while (%arg8 = %218) : (i64) -> i64 {
            %220 = arith.bitcast %arg8 : i64 to f64
            %cst_210 = arith.constant 1.250000e+00 : f64
            %221 = arith.mulf %cst_210, %220 : f64
            %222 = arith.addf %214, %221 : f64
            %223 = arith.bitcast %222 : f64 to i64
            %224 = llvm.cmpxchg %217, %arg8, %223 monotonic monotonic : !llvm.ptr<1>, i64
            %225 = llvm.extractvalue %224[0] : !llvm.struct<(i64, i1)> 
            %226 = llvm.extractvalue %224[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %227 = arith.xori %226, %true : i1
            scf.condition(%227) %225 : i64
          } do {
          ^bb0(%arg8: i64):
            scf.yield %arg8 : i64
          }
        }
        %c5_i64_207 = arith.constant 5 : i64
        %212 = arith.cmpi slt, %189, %c5_i64_207 : i64
        scf.if %212 {
          %cst_208 = arith.constant 5.000000e-01 : f64
          %213 = llvm.load %36 : !llvm.ptr -> f64
          %214 = arith.mulf %cst_208, %213 : f64
          %c6_i64_209 = arith.constant 6 : i64
          %215 = arith.muli %189, %c6_i64_209 : i64
          %216 = arith.addi %181, %215 : i64
          %217 = llvm.getelementptr %165[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %218 = llvm.load %217 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
          %219 = scf.while (%arg8 = %218) : (i64) -> i64 {
            %220 = arith.bitcast %arg8 : i64 to f64
            %cst_210 = arith.constant 1.250000e+00 : f64
            %221 = arith.mulf %cst_210, %220 : f64
            %222 = arith.addf %214, %221 : f64
            %223 = arith.bitcast %222 : f64 to i64
            %224 = llvm.cmpxchg %217, %arg8, %223 monotonic monotonic : !llvm.ptr<1>, i64
            %225 = llvm.extractvalue %224[0] : !llvm.struct<(i64, i1)> 
            %226 = llvm.extractvalue %224[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %227 = arith.xori %226, %true : i1
            scf.condition(%227) %225 : i64
          } do {
          ^bb0(%arg8: i64):
            scf.yield %arg8 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_183 = gpu.thread_id  x
      %192 = arith.index_cast %thread_id_x_183 : index to i64
      %c32_i64_184 = arith.constant 32 : i64
      %thread_id_y_185 = gpu.thread_id  y
      %193 = arith.index_cast %thread_id_y_185 : index to i64
      %194 = arith.muli %c32_i64_184, %193 : i64
      %195 = arith.addi %192, %194 : i64
      %c6_i64_186 = arith.constant 6 : i64
      %c64_i64_187 = arith.constant 64 : i64
      scf.for %arg8 = %195 to %c6_i64_186 step %c64_i64_187  : i64 {
        %cst_205 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_205, %37 : f64, !llvm.ptr
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg9 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %215 = llvm.load %37 : !llvm.ptr -> f64
          %c6_i64_210 = arith.constant 6 : i64
          %216 = arith.muli %arg9, %c6_i64_210 : i64
          %217 = arith.addi %arg8, %216 : i64
          %218 = llvm.getelementptr %1[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %219 = llvm.load %218 : !llvm.ptr<1> -> f64
          %220 = llvm.getelementptr %6[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %221 = llvm.load %220 : !llvm.ptr<1> -> f64
          %222 = arith.mulf %219, %221 : f64
          %223 = arith.addf %215, %222 : f64
          llvm.store %223, %37 : f64, !llvm.ptr
        }
        %cst_209 = arith.constant 5.000000e-01 : f64
        %210 = llvm.load %37 : !llvm.ptr -> f64
        %211 = arith.mulf %cst_209, %210 : f64
        %212 = llvm.getelementptr %166[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %213 = llvm.load %212 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %214 = scf.while (%arg9 = %213) : (i64) -> i64 {
          %215 = arith.bitcast %arg9 : i64 to f64
          %cst_210 = arith.constant 1.250000e+00 : f64
          %216 = arith.mulf %cst_210, %215 : f64
          %217 = arith.addf %211, %216 : f64
          %218 = arith.bitcast %217 : f64 to i64
          %219 = llvm.cmpxchg %212, %arg9, %218 monotonic monotonic : !llvm.ptr<1>, i64
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
      gpu.barrier
      %thread_id_y_188 = gpu.thread_id  y
      %196 = arith.index_cast %thread_id_y_188 : index to i64
      %c5_i64_189 = arith.constant 5 : i64
      %c2_i64_190 = arith.constant 2 : i64
      scf.for %arg8 = %196 to %c5_i64_189 step %c2_i64_190  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %210 = arith.index_cast %thread_id_x_205 : index to i64
        %c6_i64_206 = arith.constant 6 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg9 = %210 to %c6_i64_206 step %c32_i64_207  : i64 {
          %cst_208 = arith.constant 5.000000e-01 : f64
          %211 = llvm.getelementptr %9[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %212 = llvm.load %211 : !llvm.ptr<1> -> f64
          %213 = llvm.getelementptr %12[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %214 = llvm.load %213 : !llvm.ptr<1> -> f64
          %215 = arith.mulf %212, %214 : f64
          %216 = arith.mulf %cst_208, %215 : f64
          %c6_i64_209 = arith.constant 6 : i64
          %217 = arith.muli %arg8, %c6_i64_209 : i64
          %218 = arith.addi %arg9, %217 : i64
          %219 = llvm.getelementptr %167[%218] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %220 = llvm.load %219 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
          %221 = scf.while (%arg10 = %220) : (i64) -> i64 {
            %222 = arith.bitcast %arg10 : i64 to f64
            %cst_210 = arith.constant 1.250000e+00 : f64
            %223 = arith.mulf %cst_210, %222 : f64
            %224 = arith.addf %216, %223 : f64
            %225 = arith.bitcast %224 : f64 to i64
            %226 = llvm.cmpxchg %219, %arg10, %225 monotonic monotonic : !llvm.ptr<1>, i64
            %227 = llvm.extractvalue %226[0] : !llvm.struct<(i64, i1)> 
            %228 = llvm.extractvalue %226[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %229 = arith.xori %228, %true : i1
            scf.condition(%229) %227 : i64
          } do {
          ^bb0(%arg10: i64):
            scf.yield %arg10 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_191 = gpu.thread_id  x
      %197 = arith.index_cast %thread_id_x_191 : index to i64
      %c32_i64_192 = arith.constant 32 : i64
      %thread_id_y_193 = gpu.thread_id  y
      %198 = arith.index_cast %thread_id_y_193 : index to i64
      %199 = arith.muli %c32_i64_192, %198 : i64
      %200 = arith.addi %197, %199 : i64
      %c6_i64_194 = arith.constant 6 : i64
      %c64_i64_195 = arith.constant 64 : i64
      scf.for %arg8 = %200 to %c6_i64_194 step %c64_i64_195  : i64 {
        %cst_205 = arith.constant 5.000000e-01 : f64
        %210 = llvm.getelementptr %9[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %211 = llvm.load %210 : !llvm.ptr<1> -> f64
        %212 = llvm.getelementptr %9[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %213 = llvm.load %212 : !llvm.ptr<1> -> f64
        %214 = arith.mulf %211, %213 : f64
        %215 = arith.mulf %cst_205, %214 : f64
        %216 = llvm.getelementptr %168[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %217 = llvm.load %216 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %218 = scf.while (%arg9 = %217) : (i64) -> i64 {
          %219 = arith.bitcast %arg9 : i64 to f64
          %cst_206 = arith.constant 1.250000e+00 : f64
          %220 = arith.mulf %cst_206, %219 : f64
          %221 = arith.addf %215, %220 : f64
          %222 = arith.bitcast %221 : f64 to i64
          %223 = llvm.cmpxchg %216, %arg9, %222 monotonic monotonic : !llvm.ptr<1>, i64
          %224 = llvm.extractvalue %223[0] : !llvm.struct<(i64, i1)> 
          %225 = llvm.extractvalue %223[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %226 = arith.xori %225, %true : i1
          scf.condition(%226) %224 : i64
        } do {
        ^bb0(%arg9: i64):
          scf.yield %arg9 : i64
        }
      }
      gpu.barrier
      %thread_id_x_196 = gpu.thread_id  x
      %201 = arith.index_cast %thread_id_x_196 : index to i64
      %c32_i64_197 = arith.constant 32 : i64
      %thread_id_y_198 = gpu.thread_id  y
      %202 = arith.index_cast %thread_id_y_198 : index to i64
      %203 = arith.muli %c32_i64_197, %202 : i64
      %204 = arith.addi %201, %203 : i64
      %c6_i64_199 = arith.constant 6 : i64
      %c64_i64_200 = arith.constant 64 : i64
      scf.for %arg8 = %204 to %c6_i64_199 step %c64_i64_200  : i64 {
        %cst_205 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_205, %38 : f64, !llvm.ptr
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg9 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %215 = llvm.load %38 : !llvm.ptr -> f64
          %c6_i64_210 = arith.constant 6 : i64
          %216 = arith.muli %arg9, %c6_i64_210 : i64
          %217 = arith.addi %arg8, %216 : i64
          %218 = llvm.getelementptr %1[%217] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %219 = llvm.load %218 : !llvm.ptr<1> -> f64
          %220 = arith.addf %215, %219 : f64
          llvm.store %220, %38 : f64, !llvm.ptr
        }
        %cst_209 = arith.constant 5.000000e-01 : f64
        %210 = llvm.load %38 : !llvm.ptr -> f64
        %211 = arith.mulf %cst_209, %210 : f64
        %212 = llvm.getelementptr %169[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %213 = llvm.load %212 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %214 = scf.while (%arg9 = %213) : (i64) -> i64 {
          %215 = arith.bitcast %arg9 : i64 to f64
          %cst_210 = arith.constant 1.250000e+00 : f64
          %216 = arith.mulf %cst_210, %215 : f64
          %217 = arith.addf %211, %216 : f64
          %218 = arith.bitcast %217 : f64 to i64
          %219 = llvm.cmpxchg %212, %arg9, %218 monotonic monotonic : !llvm.ptr<1>, i64
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
      gpu.barrier
      %thread_id_x_201 = gpu.thread_id  x
      %205 = arith.index_cast %thread_id_x_201 : index to i64
      %c32_i64_202 = arith.constant 32 : i64
      %thread_id_y_203 = gpu.thread_id  y
      %206 = arith.index_cast %thread_id_y_203 : index to i64
      %207 = arith.muli %c32_i64_202, %206 : i64
      %208 = arith.addi %205, %207 : i64
      %c0_i64_204 = arith.constant 0 : i64
      %209 = arith.cmpi eq, %208, %c0_i64_204 : i64
      scf.if %209 {
        %cst_205 = arith.constant 0.000000e+00 : f64
        llvm.store %cst_205, %39 : f64, !llvm.ptr
        %c0_i64_206 = arith.constant 0 : i64
        %c6_i64_207 = arith.constant 6 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_206 to %c6_i64_207 step %c1_i64_208  : i64 {
          %214 = llvm.load %39 : !llvm.ptr -> f64
          %215 = llvm.getelementptr %9[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %216 = llvm.load %215 : !llvm.ptr<1> -> f64
          %217 = arith.addf %214, %216 : f64
          llvm.store %217, %39 : f64, !llvm.ptr
        }
        %cst_209 = arith.constant 5.000000e-01 : f64
        %210 = llvm.load %39 : !llvm.ptr -> f64
        %211 = arith.mulf %cst_209, %210 : f64
        %212 = llvm.load %170 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<1> -> i64
        %213 = scf.while (%arg8 = %212) : (i64) -> i64 {
          %214 = arith.bitcast %arg8 : i64 to f64
          %cst_210 = arith.constant 1.250000e+00 : f64
          %215 = arith.mulf %cst_210, %214 : f64
          %216 = arith.addf %211, %215 : f64
          %217 = arith.bitcast %216 : f64 to i64
          %218 = llvm.cmpxchg %170, %arg8, %217 monotonic monotonic : !llvm.ptr<1>, i64
          %219 = llvm.extractvalue %218[0] : !llvm.struct<(i64, i1)> 
          %220 = llvm.extractvalue %218[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %221 = arith.xori %220, %true : i1
          scf.condition(%221) %219 : i64
        } do {
        ^bb0(%arg8: i64):
          scf.yield %arg8 : i64
        }
      }
      gpu.return
    }
  }
}
