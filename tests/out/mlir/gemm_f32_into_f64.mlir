module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_k() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<1024 x i8>
    gpu.func @k(%arg0: memref<16x16x?xf32, strided<[1, 16, 256]>, 1>, %arg1: memref<16x16x?xf32, strided<[1, 16, 256]>, 1>, %arg2: memref<16x16x?xf64, strided<[1, 16, 256]>, 1>, %arg3: memref<16x16x?xf64, strided<[1, 16, 256]>, 1>, %arg4: memref<5x3x?xf64, strided<[1, 5, 15]>, 1>, %arg5: memref<16x16x?xf64, strided<[1, 16, 256]>, 1>, %arg6: memref<16x16x?xf64, strided<[1, 16, 256]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 8, 4, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<16x16x?xf32, strided<[1, 16, 256]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<16x16x?xf32, strided<[1, 16, 256]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<16x16x?xf32, strided<[1, 16, 256]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<16x16x?xf32, strided<[1, 16, 256]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<5x3x?xf64, strided<[1, 5, 15]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<5x3x?xf64, strided<[1, 5, 15]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %arg5 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg6 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<16x16x?xf64, strided<[1, 16, 256]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_30 = memref.alloca() : memref<f64>
      %alloca_31 = memref.alloca() : memref<f64>
      %alloca_32 = memref.alloca() : memref<f64>
      %alloca_33 = memref.alloca() : memref<f64>
      %alloca_34 = memref.alloca() : memref<f64>
      %alloca_35 = memref.alloca() : memref<f64>
      %alloca_36 = memref.alloca() : memref<f64>
      %alloca_37 = memref.alloca() : memref<f64>
      %alloca_38 = memref.alloca() : memref<f64>
      %alloca_39 = memref.alloca() : memref<f64>
      %alloca_40 = memref.alloca() : memref<f64>
      %alloca_41 = memref.alloca() : memref<f64>
      %alloca_42 = memref.alloca() : memref<f64>
      %alloca_43 = memref.alloca() : memref<f64>
      %alloca_44 = memref.alloca() : memref<f64>
      %alloca_45 = memref.alloca() : memref<f64>
      %alloca_46 = memref.alloca() : memref<f64>
      %alloca_47 = memref.alloca() : memref<f64>
      %alloca_48 = memref.alloca() : memref<f64>
      %alloca_49 = memref.alloca() : memref<f64>
      %alloca_50 = memref.alloca() : memref<f64>
      %alloca_51 = memref.alloca() : memref<f64>
      %alloca_52 = memref.alloca() : memref<f64>
      %alloca_53 = memref.alloca() : memref<f64>
      %alloca_54 = memref.alloca() : memref<f64>
      %alloca_55 = memref.alloca() : memref<f64>
      %alloca_56 = memref.alloca() : memref<f64>
      %alloca_57 = memref.alloca() : memref<f64>
      %alloca_58 = memref.alloca() : memref<f64>
      %alloca_59 = memref.alloca() : memref<f64>
      %alloca_60 = memref.alloca() : memref<f64>
      %alloca_61 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %21 = arith.index_cast %block_id_x : index to i64
      %c256_i64 = arith.constant 256 : i64
      %22 = arith.muli %21, %c256_i64 : i64
      %23 = llvm.getelementptr %1[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64_62 = arith.constant 256 : i64
      %24 = arith.muli %21, %c256_i64_62 : i64
      %25 = llvm.getelementptr %4[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64_63 = arith.constant 256 : i64
      %26 = arith.muli %21, %c256_i64_63 : i64
      %27 = llvm.getelementptr %7[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c256_i64_64 = arith.constant 256 : i64
      %28 = arith.muli %21, %c256_i64_64 : i64
      %29 = llvm.getelementptr %10[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c15_i64 = arith.constant 15 : i64
      %30 = arith.muli %21, %c15_i64 : i64
      %31 = llvm.getelementptr %13[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c256_i64_65 = arith.constant 256 : i64
      %32 = arith.muli %21, %c256_i64_65 : i64
      %33 = llvm.getelementptr %16[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c256_i64_66 = arith.constant 256 : i64
      %34 = arith.muli %21, %c256_i64_66 : i64
      %35 = llvm.getelementptr %19[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %36 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_67 = gpu.thread_id  x
      %37 = arith.index_cast %thread_id_x_67 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %38 = arith.addi %37, %c8_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %39 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_68 = gpu.thread_id  y
      %40 = arith.index_cast %thread_id_y_68 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %41 = arith.addi %40, %c4_i64 : i64
      %thread_id_y_69 = gpu.thread_id  y
      %42 = arith.index_cast %thread_id_y_69 : index to i64
      %c8_i64_70 = arith.constant 8 : i64
      %43 = arith.addi %42, %c8_i64_70 : i64
      %thread_id_y_71 = gpu.thread_id  y
      %44 = arith.index_cast %thread_id_y_71 : index to i64
      %c12_i64 = arith.constant 12 : i64
      %45 = arith.addi %44, %c12_i64 : i64
      %cst = arith.constant 0.000000e+00 : f64
      memref.store %cst, %alloca[] : memref<f64>
      %cst_72 = arith.constant 0.000000e+00 : f64
      memref.store %cst_72, %alloca_30[] : memref<f64>
      %cst_73 = arith.constant 0.000000e+00 : f64
      memref.store %cst_73, %alloca_31[] : memref<f64>
      %cst_74 = arith.constant 0.000000e+00 : f64
      memref.store %cst_74, %alloca_32[] : memref<f64>
      %cst_75 = arith.constant 0.000000e+00 : f64
      memref.store %cst_75, %alloca_33[] : memref<f64>
      %cst_76 = arith.constant 0.000000e+00 : f64
      memref.store %cst_76, %alloca_34[] : memref<f64>
      %cst_77 = arith.constant 0.000000e+00 : f64
      memref.store %cst_77, %alloca_35[] : memref<f64>
      %cst_78 = arith.constant 0.000000e+00 : f64
      memref.store %cst_78, %alloca_36[] : memref<f64>
      %c0_i64 = arith.constant 0 : i64
      %c16_i64 = arith.constant 16 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg7 = %c0_i64 to %c16_i64 step %c1_i64  : i64 {
        %c16_i64_202 = arith.constant 16 : i64
        %228 = arith.muli %arg7, %c16_i64_202 : i64
        %229 = arith.addi %36, %228 : i64
        %230 = llvm.getelementptr %23[%229] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %231 = llvm.load %230 : !llvm.ptr<1> -> f32
        %c16_i64_203 = arith.constant 16 : i64
        %232 = arith.muli %arg7, %c16_i64_203 : i64
        %233 = arith.addi %38, %232 : i64
        %234 = llvm.getelementptr %23[%233] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %235 = llvm.load %234 : !llvm.ptr<1> -> f32
        %c16_i64_204 = arith.constant 16 : i64
        %236 = arith.muli %39, %c16_i64_204 : i64
        %237 = arith.addi %arg7, %236 : i64
        %238 = llvm.getelementptr %25[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %239 = llvm.load %238 : !llvm.ptr<1> -> f32
        %c16_i64_205 = arith.constant 16 : i64
        %240 = arith.muli %41, %c16_i64_205 : i64
        %241 = arith.addi %arg7, %240 : i64
        %242 = llvm.getelementptr %25[%241] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %243 = llvm.load %242 : !llvm.ptr<1> -> f32
        %c16_i64_206 = arith.constant 16 : i64
        %244 = arith.muli %43, %c16_i64_206 : i64
        %245 = arith.addi %arg7, %244 : i64
        %246 = llvm.getelementptr %25[%245] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %247 = llvm.load %246 : !llvm.ptr<1> -> f32
        %c16_i64_207 = arith.constant 16 : i64
        %248 = arith.muli %45, %c16_i64_207 : i64
        %249 = arith.addi %arg7, %248 : i64
        %250 = llvm.getelementptr %25[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %251 = llvm.load %250 : !llvm.ptr<1> -> f32
        %252 = memref.load %alloca[] : memref<f64>
        %253 = arith.mulf %231, %239 : f32
        %254 = arith.extf %253 : f32 to f64
        %255 = arith.addf %252, %254 : f64
        memref.store %255, %alloca[] : memref<f64>
        %256 = memref.load %alloca_30[] : memref<f64>
        %257 = arith.mulf %231, %243 : f32
        %258 = arith.extf %257 : f32 to f64
        %259 = arith.addf %256, %258 : f64
        memref.store %259, %alloca_30[] : memref<f64>
        %260 = memref.load %alloca_31[] : memref<f64>
        %261 = arith.mulf %231, %247 : f32
        %262 = arith.extf %261 : f32 to f64
        %263 = arith.addf %260, %262 : f64
        memref.store %263, %alloca_31[] : memref<f64>
        %264 = memref.load %alloca_32[] : memref<f64>
        %265 = arith.mulf %231, %251 : f32
        %266 = arith.extf %265 : f32 to f64
        %267 = arith.addf %264, %266 : f64
        memref.store %267, %alloca_32[] : memref<f64>
        %268 = memref.load %alloca_33[] : memref<f64>
        %269 = arith.mulf %235, %239 : f32
        %270 = arith.extf %269 : f32 to f64
        %271 = arith.addf %268, %270 : f64
        memref.store %271, %alloca_33[] : memref<f64>
        %272 = memref.load %alloca_34[] : memref<f64>
        %273 = arith.mulf %235, %243 : f32
        %274 = arith.extf %273 : f32 to f64
        %275 = arith.addf %272, %274 : f64
        memref.store %275, %alloca_34[] : memref<f64>
        %276 = memref.load %alloca_35[] : memref<f64>
        %277 = arith.mulf %235, %247 : f32
        %278 = arith.extf %277 : f32 to f64
        %279 = arith.addf %276, %278 : f64
        memref.store %279, %alloca_35[] : memref<f64>
        %280 = memref.load %alloca_36[] : memref<f64>
        %281 = arith.mulf %235, %251 : f32
        %282 = arith.extf %281 : f32 to f64
        %283 = arith.addf %280, %282 : f64
        memref.store %283, %alloca_36[] : memref<f64>
      }
      %46 = memref.load %alloca[] : memref<f64>
      %c16_i64_79 = arith.constant 16 : i64
      %47 = arith.muli %39, %c16_i64_79 : i64
      %48 = arith.addi %36, %47 : i64
      %49 = llvm.getelementptr %27[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %46, %49 : f64, !llvm.ptr<1>
      %50 = memref.load %alloca_30[] : memref<f64>
      %c16_i64_80 = arith.constant 16 : i64
      %51 = arith.muli %41, %c16_i64_80 : i64
      %52 = arith.addi %36, %51 : i64
      %53 = llvm.getelementptr %27[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %50, %53 : f64, !llvm.ptr<1>
      %54 = memref.load %alloca_31[] : memref<f64>
      %c16_i64_81 = arith.constant 16 : i64
      %55 = arith.muli %43, %c16_i64_81 : i64
      %56 = arith.addi %36, %55 : i64
      %57 = llvm.getelementptr %27[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %54, %57 : f64, !llvm.ptr<1>
      %58 = memref.load %alloca_32[] : memref<f64>
      %c16_i64_82 = arith.constant 16 : i64
      %59 = arith.muli %45, %c16_i64_82 : i64
      %60 = arith.addi %36, %59 : i64
      %61 = llvm.getelementptr %27[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %58, %61 : f64, !llvm.ptr<1>
      %62 = memref.load %alloca_33[] : memref<f64>
      %c16_i64_83 = arith.constant 16 : i64
      %63 = arith.muli %39, %c16_i64_83 : i64
      %64 = arith.addi %38, %63 : i64
      %65 = llvm.getelementptr %27[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %62, %65 : f64, !llvm.ptr<1>
      %66 = memref.load %alloca_34[] : memref<f64>
      %c16_i64_84 = arith.constant 16 : i64
      %67 = arith.muli %41, %c16_i64_84 : i64
      %68 = arith.addi %38, %67 : i64
      %69 = llvm.getelementptr %27[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %66, %69 : f64, !llvm.ptr<1>
      %70 = memref.load %alloca_35[] : memref<f64>
      %c16_i64_85 = arith.constant 16 : i64
      %71 = arith.muli %43, %c16_i64_85 : i64
      %72 = arith.addi %38, %71 : i64
      %73 = llvm.getelementptr %27[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %70, %73 : f64, !llvm.ptr<1>
      %74 = memref.load %alloca_36[] : memref<f64>
      %c16_i64_86 = arith.constant 16 : i64
      %75 = arith.muli %45, %c16_i64_86 : i64
      %76 = arith.addi %38, %75 : i64
      %77 = llvm.getelementptr %27[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %74, %77 : f64, !llvm.ptr<1>
      gpu.barrier
      %c0_i64_87 = arith.constant 0 : i64
      %c8_i64_88 = arith.constant 8 : i64
      %c1_i64_89 = arith.constant 1 : i64
      scf.for %arg7 = %c0_i64_87 to %c8_i64_88 step %c1_i64_89  : i64 {
        %thread_id_x_202 = gpu.thread_id  x
        %228 = arith.index_cast %thread_id_x_202 : index to i64
        %c8_i64_203 = arith.constant 8 : i64
        %thread_id_y_204 = gpu.thread_id  y
        %229 = arith.index_cast %thread_id_y_204 : index to i64
        %230 = arith.muli %c8_i64_203, %229 : i64
        %231 = arith.addi %228, %230 : i64
        %c32_i64 = arith.constant 32 : i64
        %232 = arith.muli %arg7, %c32_i64 : i64
        %233 = arith.addi %231, %232 : i64
        %c16_i64_205 = arith.constant 16 : i64
        %234 = arith.remsi %233, %c16_i64_205 : i64
        %c16_i64_206 = arith.constant 16 : i64
        %235 = arith.divsi %233, %c16_i64_206 : i64
        %c16_i64_207 = arith.constant 16 : i64
        %236 = arith.muli %235, %c16_i64_207 : i64
        %237 = arith.addi %234, %236 : i64
        %238 = llvm.getelementptr %23[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %239 = llvm.load %238 : !llvm.ptr<1> -> f32
        %240 = llvm.mlir.addressof @__tinyc_stack_k : !llvm.ptr<3>
        %c16_i64_208 = arith.constant 16 : i64
        %241 = arith.muli %234, %c16_i64_208 : i64
        %242 = arith.addi %235, %241 : i64
        %243 = llvm.getelementptr %240[%242] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %239, %243 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_90 = gpu.thread_id  x
      %78 = arith.index_cast %thread_id_x_90 : index to i64
      %thread_id_x_91 = gpu.thread_id  x
      %79 = arith.index_cast %thread_id_x_91 : index to i64
      %thread_id_x_92 = gpu.thread_id  x
      %80 = arith.index_cast %thread_id_x_92 : index to i64
      %c8_i64_93 = arith.constant 8 : i64
      %81 = arith.addi %80, %c8_i64_93 : i64
      %thread_id_x_94 = gpu.thread_id  x
      %82 = arith.index_cast %thread_id_x_94 : index to i64
      %c8_i64_95 = arith.constant 8 : i64
      %83 = arith.addi %82, %c8_i64_95 : i64
      %thread_id_y_96 = gpu.thread_id  y
      %84 = arith.index_cast %thread_id_y_96 : index to i64
      %thread_id_y_97 = gpu.thread_id  y
      %85 = arith.index_cast %thread_id_y_97 : index to i64
      %c4_i64_98 = arith.constant 4 : i64
      %86 = arith.addi %85, %c4_i64_98 : i64
      %thread_id_y_99 = gpu.thread_id  y
      %87 = arith.index_cast %thread_id_y_99 : index to i64
      %c8_i64_100 = arith.constant 8 : i64
      %88 = arith.addi %87, %c8_i64_100 : i64
      %thread_id_y_101 = gpu.thread_id  y
      %89 = arith.index_cast %thread_id_y_101 : index to i64
      %c12_i64_102 = arith.constant 12 : i64
      %90 = arith.addi %89, %c12_i64_102 : i64
      %cst_103 = arith.constant 0.000000e+00 : f64
      memref.store %cst_103, %alloca_37[] : memref<f64>
      %cst_104 = arith.constant 0.000000e+00 : f64
      memref.store %cst_104, %alloca_38[] : memref<f64>
      %cst_105 = arith.constant 0.000000e+00 : f64
      memref.store %cst_105, %alloca_39[] : memref<f64>
      %cst_106 = arith.constant 0.000000e+00 : f64
      memref.store %cst_106, %alloca_40[] : memref<f64>
      %cst_107 = arith.constant 0.000000e+00 : f64
      memref.store %cst_107, %alloca_41[] : memref<f64>
      %cst_108 = arith.constant 0.000000e+00 : f64
      memref.store %cst_108, %alloca_42[] : memref<f64>
      %cst_109 = arith.constant 0.000000e+00 : f64
      memref.store %cst_109, %alloca_43[] : memref<f64>
      %cst_110 = arith.constant 0.000000e+00 : f64
      memref.store %cst_110, %alloca_44[] : memref<f64>
      %c0_i64_111 = arith.constant 0 : i64
      %c16_i64_112 = arith.constant 16 : i64
      %c1_i64_113 = arith.constant 1 : i64
      scf.for %arg7 = %c0_i64_111 to %c16_i64_112 step %c1_i64_113  : i64 {
        %228 = llvm.mlir.addressof @__tinyc_stack_k : !llvm.ptr<3>
        %c16_i64_202 = arith.constant 16 : i64
        %229 = arith.muli %arg7, %c16_i64_202 : i64
        %230 = arith.addi %79, %229 : i64
        %231 = llvm.getelementptr %228[%230] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %232 = llvm.load %231 : !llvm.ptr<3> -> f32
        %233 = llvm.mlir.addressof @__tinyc_stack_k : !llvm.ptr<3>
        %c16_i64_203 = arith.constant 16 : i64
        %234 = arith.muli %arg7, %c16_i64_203 : i64
        %235 = arith.addi %83, %234 : i64
        %236 = llvm.getelementptr %233[%235] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %237 = llvm.load %236 : !llvm.ptr<3> -> f32
        %c16_i64_204 = arith.constant 16 : i64
        %238 = arith.muli %84, %c16_i64_204 : i64
        %239 = arith.addi %arg7, %238 : i64
        %240 = llvm.getelementptr %25[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %241 = llvm.load %240 : !llvm.ptr<1> -> f32
        %c16_i64_205 = arith.constant 16 : i64
        %242 = arith.muli %86, %c16_i64_205 : i64
        %243 = arith.addi %arg7, %242 : i64
        %244 = llvm.getelementptr %25[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %245 = llvm.load %244 : !llvm.ptr<1> -> f32
        %c16_i64_206 = arith.constant 16 : i64
        %246 = arith.muli %88, %c16_i64_206 : i64
        %247 = arith.addi %arg7, %246 : i64
        %248 = llvm.getelementptr %25[%247] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %249 = llvm.load %248 : !llvm.ptr<1> -> f32
        %c16_i64_207 = arith.constant 16 : i64
        %250 = arith.muli %90, %c16_i64_207 : i64
        %251 = arith.addi %arg7, %250 : i64
        %252 = llvm.getelementptr %25[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %253 = llvm.load %252 : !llvm.ptr<1> -> f32
        %254 = memref.load %alloca_37[] : memref<f64>
        %255 = arith.mulf %232, %241 : f32
        %256 = arith.extf %255 : f32 to f64
        %257 = arith.addf %254, %256 : f64
        memref.store %257, %alloca_37[] : memref<f64>
        %258 = memref.load %alloca_38[] : memref<f64>
        %259 = arith.mulf %232, %245 : f32
        %260 = arith.extf %259 : f32 to f64
        %261 = arith.addf %258, %260 : f64
        memref.store %261, %alloca_38[] : memref<f64>
        %262 = memref.load %alloca_39[] : memref<f64>
        %263 = arith.mulf %232, %249 : f32
        %264 = arith.extf %263 : f32 to f64
        %265 = arith.addf %262, %264 : f64
        memref.store %265, %alloca_39[] : memref<f64>
        %266 = memref.load %alloca_40[] : memref<f64>
        %267 = arith.mulf %232, %253 : f32
        %268 = arith.extf %267 : f32 to f64
        %269 = arith.addf %266, %268 : f64
        memref.store %269, %alloca_40[] : memref<f64>
        %270 = memref.load %alloca_41[] : memref<f64>
        %271 = arith.mulf %237, %241 : f32
        %272 = arith.extf %271 : f32 to f64
        %273 = arith.addf %270, %272 : f64
        memref.store %273, %alloca_41[] : memref<f64>
        %274 = memref.load %alloca_42[] : memref<f64>
        %275 = arith.mulf %237, %245 : f32
        %276 = arith.extf %275 : f32 to f64
        %277 = arith.addf %274, %276 : f64
        memref.store %277, %alloca_42[] : memref<f64>
        %278 = memref.load %alloca_43[] : memref<f64>
        %279 = arith.mulf %237, %249 : f32
        %280 = arith.extf %279 : f32 to f64
        %281 = arith.addf %278, %280 : f64
        memref.store %281, %alloca_43[] : memref<f64>
        %282 = memref.load %alloca_44[] : memref<f64>
        %283 = arith.mulf %237, %253 : f32
        %284 = arith.extf %283 : f32 to f64
        %285 = arith.addf %282, %284 : f64
        memref.store %285, %alloca_44[] : memref<f64>
      }
      %91 = memref.load %alloca_37[] : memref<f64>
      %c16_i64_114 = arith.constant 16 : i64
      %92 = arith.muli %84, %c16_i64_114 : i64
      %93 = arith.addi %78, %92 : i64
      %94 = llvm.getelementptr %29[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %91, %94 : f64, !llvm.ptr<1>
      %95 = memref.load %alloca_38[] : memref<f64>
      %c16_i64_115 = arith.constant 16 : i64
      %96 = arith.muli %86, %c16_i64_115 : i64
      %97 = arith.addi %78, %96 : i64
      %98 = llvm.getelementptr %29[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %95, %98 : f64, !llvm.ptr<1>
      %99 = memref.load %alloca_39[] : memref<f64>
      %c16_i64_116 = arith.constant 16 : i64
      %100 = arith.muli %88, %c16_i64_116 : i64
      %101 = arith.addi %78, %100 : i64
      %102 = llvm.getelementptr %29[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %99, %102 : f64, !llvm.ptr<1>
      %103 = memref.load %alloca_40[] : memref<f64>
      %c16_i64_117 = arith.constant 16 : i64
      %104 = arith.muli %90, %c16_i64_117 : i64
      %105 = arith.addi %78, %104 : i64
      %106 = llvm.getelementptr %29[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %103, %106 : f64, !llvm.ptr<1>
      %107 = memref.load %alloca_41[] : memref<f64>
      %c16_i64_118 = arith.constant 16 : i64
      %108 = arith.muli %84, %c16_i64_118 : i64
      %109 = arith.addi %81, %108 : i64
      %110 = llvm.getelementptr %29[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %107, %110 : f64, !llvm.ptr<1>
      %111 = memref.load %alloca_42[] : memref<f64>
      %c16_i64_119 = arith.constant 16 : i64
      %112 = arith.muli %86, %c16_i64_119 : i64
      %113 = arith.addi %81, %112 : i64
      %114 = llvm.getelementptr %29[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %111, %114 : f64, !llvm.ptr<1>
      %115 = memref.load %alloca_43[] : memref<f64>
      %c16_i64_120 = arith.constant 16 : i64
      %116 = arith.muli %88, %c16_i64_120 : i64
      %117 = arith.addi %81, %116 : i64
      %118 = llvm.getelementptr %29[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %115, %118 : f64, !llvm.ptr<1>
      %119 = memref.load %alloca_44[] : memref<f64>
      %c16_i64_121 = arith.constant 16 : i64
      %120 = arith.muli %90, %c16_i64_121 : i64
      %121 = arith.addi %81, %120 : i64
      %122 = llvm.getelementptr %29[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %119, %122 : f64, !llvm.ptr<1>
      %thread_id_x_122 = gpu.thread_id  x
      %123 = arith.index_cast %thread_id_x_122 : index to i64
      %c4_i64_123 = arith.constant 4 : i64
      %124 = arith.minsi %123, %c4_i64_123 : i64
      %thread_id_y_124 = gpu.thread_id  y
      %125 = arith.index_cast %thread_id_y_124 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %126 = arith.minsi %125, %c2_i64 : i64
      %cst_125 = arith.constant 0.000000e+00 : f64
      memref.store %cst_125, %alloca_45[] : memref<f64>
      %c0_i64_126 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %c1_i64_127 = arith.constant 1 : i64
      scf.for %arg7 = %c0_i64_126 to %c7_i64 step %c1_i64_127  : i64 {
        %c16_i64_202 = arith.constant 16 : i64
        %228 = arith.muli %arg7, %c16_i64_202 : i64
        %229 = arith.addi %124, %228 : i64
        %230 = llvm.getelementptr %23[%229] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %231 = llvm.load %230 : !llvm.ptr<1> -> f32
        %c16_i64_203 = arith.constant 16 : i64
        %232 = arith.muli %126, %c16_i64_203 : i64
        %233 = arith.addi %arg7, %232 : i64
        %234 = llvm.getelementptr %25[%233] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %235 = llvm.load %234 : !llvm.ptr<1> -> f32
        %236 = memref.load %alloca_45[] : memref<f64>
        %237 = arith.mulf %231, %235 : f32
        %238 = arith.extf %237 : f32 to f64
        %239 = arith.addf %236, %238 : f64
        memref.store %239, %alloca_45[] : memref<f64>
      }
      %c5_i64 = arith.constant 5 : i64
      %127 = arith.cmpi slt, %123, %c5_i64 : i64
      scf.if %127 {
        %c3_i64 = arith.constant 3 : i64
        %228 = arith.cmpi slt, %125, %c3_i64 : i64
        scf.if %228 {
          %229 = memref.load %alloca_45[] : memref<f64>
          %c5_i64_202 = arith.constant 5 : i64
          %230 = arith.muli %125, %c5_i64_202 : i64
          %231 = arith.addi %123, %230 : i64
          %232 = llvm.getelementptr %31[%231] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %229, %232 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_128 = gpu.thread_id  x
      %128 = arith.index_cast %thread_id_x_128 : index to i64
      %thread_id_x_129 = gpu.thread_id  x
      %129 = arith.index_cast %thread_id_x_129 : index to i64
      %c8_i64_130 = arith.constant 8 : i64
      %130 = arith.addi %129, %c8_i64_130 : i64
      %thread_id_y_131 = gpu.thread_id  y
      %131 = arith.index_cast %thread_id_y_131 : index to i64
      %thread_id_y_132 = gpu.thread_id  y
      %132 = arith.index_cast %thread_id_y_132 : index to i64
      %c4_i64_133 = arith.constant 4 : i64
      %133 = arith.addi %132, %c4_i64_133 : i64
      %thread_id_y_134 = gpu.thread_id  y
      %134 = arith.index_cast %thread_id_y_134 : index to i64
      %c8_i64_135 = arith.constant 8 : i64
      %135 = arith.addi %134, %c8_i64_135 : i64
      %thread_id_y_136 = gpu.thread_id  y
      %136 = arith.index_cast %thread_id_y_136 : index to i64
      %c12_i64_137 = arith.constant 12 : i64
      %137 = arith.addi %136, %c12_i64_137 : i64
      %cst_138 = arith.constant 0.000000e+00 : f64
      memref.store %cst_138, %alloca_46[] : memref<f64>
      %cst_139 = arith.constant 0.000000e+00 : f64
      memref.store %cst_139, %alloca_47[] : memref<f64>
      %cst_140 = arith.constant 0.000000e+00 : f64
      memref.store %cst_140, %alloca_48[] : memref<f64>
      %cst_141 = arith.constant 0.000000e+00 : f64
      memref.store %cst_141, %alloca_49[] : memref<f64>
      %cst_142 = arith.constant 0.000000e+00 : f64
      memref.store %cst_142, %alloca_50[] : memref<f64>
      %cst_143 = arith.constant 0.000000e+00 : f64
      memref.store %cst_143, %alloca_51[] : memref<f64>
      %cst_144 = arith.constant 0.000000e+00 : f64
      memref.store %cst_144, %alloca_52[] : memref<f64>
      %cst_145 = arith.constant 0.000000e+00 : f64
      memref.store %cst_145, %alloca_53[] : memref<f64>
      %c0_i64_146 = arith.constant 0 : i64
      %c16_i64_147 = arith.constant 16 : i64
      %c1_i64_148 = arith.constant 1 : i64
      scf.for %arg7 = %c0_i64_146 to %c16_i64_147 step %c1_i64_148  : i64 {
        %c16_i64_202 = arith.constant 16 : i64
        %228 = arith.muli %arg7, %c16_i64_202 : i64
        %229 = arith.addi %128, %228 : i64
        %230 = llvm.getelementptr %23[%229] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %231 = llvm.load %230 : !llvm.ptr<1> -> f32
        %c16_i64_203 = arith.constant 16 : i64
        %232 = arith.muli %arg7, %c16_i64_203 : i64
        %233 = arith.addi %130, %232 : i64
        %234 = llvm.getelementptr %23[%233] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %235 = llvm.load %234 : !llvm.ptr<1> -> f32
        %c16_i64_204 = arith.constant 16 : i64
        %236 = arith.muli %131, %c16_i64_204 : i64
        %237 = arith.addi %arg7, %236 : i64
        %238 = llvm.getelementptr %25[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %239 = llvm.load %238 : !llvm.ptr<1> -> f32
        %c16_i64_205 = arith.constant 16 : i64
        %240 = arith.muli %133, %c16_i64_205 : i64
        %241 = arith.addi %arg7, %240 : i64
        %242 = llvm.getelementptr %25[%241] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %243 = llvm.load %242 : !llvm.ptr<1> -> f32
        %c16_i64_206 = arith.constant 16 : i64
        %244 = arith.muli %135, %c16_i64_206 : i64
        %245 = arith.addi %arg7, %244 : i64
        %246 = llvm.getelementptr %25[%245] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %247 = llvm.load %246 : !llvm.ptr<1> -> f32
        %c16_i64_207 = arith.constant 16 : i64
        %248 = arith.muli %137, %c16_i64_207 : i64
        %249 = arith.addi %arg7, %248 : i64
        %250 = llvm.getelementptr %25[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %251 = llvm.load %250 : !llvm.ptr<1> -> f32
        %252 = memref.load %alloca_46[] : memref<f64>
        %253 = arith.mulf %231, %239 : f32
        %254 = arith.extf %253 : f32 to f64
        %255 = arith.addf %252, %254 : f64
        memref.store %255, %alloca_46[] : memref<f64>
        %256 = memref.load %alloca_47[] : memref<f64>
        %257 = arith.mulf %231, %243 : f32
        %258 = arith.extf %257 : f32 to f64
        %259 = arith.addf %256, %258 : f64
        memref.store %259, %alloca_47[] : memref<f64>
        %260 = memref.load %alloca_48[] : memref<f64>
        %261 = arith.mulf %231, %247 : f32
        %262 = arith.extf %261 : f32 to f64
        %263 = arith.addf %260, %262 : f64
        memref.store %263, %alloca_48[] : memref<f64>
        %264 = memref.load %alloca_49[] : memref<f64>
        %265 = arith.mulf %231, %251 : f32
        %266 = arith.extf %265 : f32 to f64
        %267 = arith.addf %264, %266 : f64
        memref.store %267, %alloca_49[] : memref<f64>
        %268 = memref.load %alloca_50[] : memref<f64>
        %269 = arith.mulf %235, %239 : f32
        %270 = arith.extf %269 : f32 to f64
        %271 = arith.addf %268, %270 : f64
        memref.store %271, %alloca_50[] : memref<f64>
        %272 = memref.load %alloca_51[] : memref<f64>
        %273 = arith.mulf %235, %243 : f32
        %274 = arith.extf %273 : f32 to f64
        %275 = arith.addf %272, %274 : f64
        memref.store %275, %alloca_51[] : memref<f64>
        %276 = memref.load %alloca_52[] : memref<f64>
        %277 = arith.mulf %235, %247 : f32
        %278 = arith.extf %277 : f32 to f64
        %279 = arith.addf %276, %278 : f64
        memref.store %279, %alloca_52[] : memref<f64>
        %280 = memref.load %alloca_53[] : memref<f64>
        %281 = arith.mulf %235, %251 : f32
        %282 = arith.extf %281 : f32 to f64
        %283 = arith.addf %280, %282 : f64
        memref.store %283, %alloca_53[] : memref<f64>
      }
      %cst_149 = arith.constant 0.10000000149011612 : f64
      %138 = memref.load %alloca_46[] : memref<f64>
      %139 = arith.mulf %cst_149, %138 : f64
      %c16_i64_150 = arith.constant 16 : i64
      %140 = arith.muli %131, %c16_i64_150 : i64
      %141 = arith.addi %128, %140 : i64
      %142 = llvm.getelementptr %33[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %139, %142 : f64, !llvm.ptr<1>
      %cst_151 = arith.constant 0.10000000149011612 : f64
      %143 = memref.load %alloca_47[] : memref<f64>
      %144 = arith.mulf %cst_151, %143 : f64
      %c16_i64_152 = arith.constant 16 : i64
      %145 = arith.muli %133, %c16_i64_152 : i64
      %146 = arith.addi %128, %145 : i64
      %147 = llvm.getelementptr %33[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %144, %147 : f64, !llvm.ptr<1>
      %cst_153 = arith.constant 0.10000000149011612 : f64
      %148 = memref.load %alloca_48[] : memref<f64>
      %149 = arith.mulf %cst_153, %148 : f64
      %c16_i64_154 = arith.constant 16 : i64
      %150 = arith.muli %135, %c16_i64_154 : i64
      %151 = arith.addi %128, %150 : i64
      %152 = llvm.getelementptr %33[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %149, %152 : f64, !llvm.ptr<1>
      %cst_155 = arith.constant 0.10000000149011612 : f64
      %153 = memref.load %alloca_49[] : memref<f64>
      %154 = arith.mulf %cst_155, %153 : f64
      %c16_i64_156 = arith.constant 16 : i64
      %155 = arith.muli %137, %c16_i64_156 : i64
      %156 = arith.addi %128, %155 : i64
      %157 = llvm.getelementptr %33[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %154, %157 : f64, !llvm.ptr<1>
      %cst_157 = arith.constant 0.10000000149011612 : f64
      %158 = memref.load %alloca_50[] : memref<f64>
      %159 = arith.mulf %cst_157, %158 : f64
      %c16_i64_158 = arith.constant 16 : i64
      %160 = arith.muli %131, %c16_i64_158 : i64
      %161 = arith.addi %130, %160 : i64
      %162 = llvm.getelementptr %33[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %159, %162 : f64, !llvm.ptr<1>
      %cst_159 = arith.constant 0.10000000149011612 : f64
      %163 = memref.load %alloca_51[] : memref<f64>
      %164 = arith.mulf %cst_159, %163 : f64
      %c16_i64_160 = arith.constant 16 : i64
      %165 = arith.muli %133, %c16_i64_160 : i64
      %166 = arith.addi %130, %165 : i64
      %167 = llvm.getelementptr %33[%166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %164, %167 : f64, !llvm.ptr<1>
      %cst_161 = arith.constant 0.10000000149011612 : f64
      %168 = memref.load %alloca_52[] : memref<f64>
      %169 = arith.mulf %cst_161, %168 : f64
      %c16_i64_162 = arith.constant 16 : i64
      %170 = arith.muli %135, %c16_i64_162 : i64
      %171 = arith.addi %130, %170 : i64
      %172 = llvm.getelementptr %33[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %169, %172 : f64, !llvm.ptr<1>
      %cst_163 = arith.constant 0.10000000149011612 : f64
      %173 = memref.load %alloca_53[] : memref<f64>
      %174 = arith.mulf %cst_163, %173 : f64
      %c16_i64_164 = arith.constant 16 : i64
      %175 = arith.muli %137, %c16_i64_164 : i64
      %176 = arith.addi %130, %175 : i64
      %177 = llvm.getelementptr %33[%176] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %174, %177 : f64, !llvm.ptr<1>
      %thread_id_x_165 = gpu.thread_id  x
      %178 = arith.index_cast %thread_id_x_165 : index to i64
      %thread_id_x_166 = gpu.thread_id  x
      %179 = arith.index_cast %thread_id_x_166 : index to i64
      %c8_i64_167 = arith.constant 8 : i64
      %180 = arith.addi %179, %c8_i64_167 : i64
      %thread_id_y_168 = gpu.thread_id  y
      %181 = arith.index_cast %thread_id_y_168 : index to i64
      %thread_id_y_169 = gpu.thread_id  y
      %182 = arith.index_cast %thread_id_y_169 : index to i64
      %c4_i64_170 = arith.constant 4 : i64
      %183 = arith.addi %182, %c4_i64_170 : i64
      %thread_id_y_171 = gpu.thread_id  y
      %184 = arith.index_cast %thread_id_y_171 : index to i64
      %c8_i64_172 = arith.constant 8 : i64
      %185 = arith.addi %184, %c8_i64_172 : i64
      %thread_id_y_173 = gpu.thread_id  y
      %186 = arith.index_cast %thread_id_y_173 : index to i64
      %c12_i64_174 = arith.constant 12 : i64
      %187 = arith.addi %186, %c12_i64_174 : i64
      %cst_175 = arith.constant 0.000000e+00 : f64
      memref.store %cst_175, %alloca_54[] : memref<f64>
      %cst_176 = arith.constant 0.000000e+00 : f64
      memref.store %cst_176, %alloca_55[] : memref<f64>
      %cst_177 = arith.constant 0.000000e+00 : f64
      memref.store %cst_177, %alloca_56[] : memref<f64>
      %cst_178 = arith.constant 0.000000e+00 : f64
      memref.store %cst_178, %alloca_57[] : memref<f64>
      %cst_179 = arith.constant 0.000000e+00 : f64
      memref.store %cst_179, %alloca_58[] : memref<f64>
      %cst_180 = arith.constant 0.000000e+00 : f64
      memref.store %cst_180, %alloca_59[] : memref<f64>
      %cst_181 = arith.constant 0.000000e+00 : f64
      memref.store %cst_181, %alloca_60[] : memref<f64>
      %cst_182 = arith.constant 0.000000e+00 : f64
      memref.store %cst_182, %alloca_61[] : memref<f64>
      %c0_i64_183 = arith.constant 0 : i64
      %c16_i64_184 = arith.constant 16 : i64
      %c1_i64_185 = arith.constant 1 : i64
      scf.for %arg7 = %c0_i64_183 to %c16_i64_184 step %c1_i64_185  : i64 {
        %c16_i64_202 = arith.constant 16 : i64
        %228 = arith.muli %arg7, %c16_i64_202 : i64
        %229 = arith.addi %178, %228 : i64
        %230 = llvm.getelementptr %23[%229] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %231 = llvm.load %230 : !llvm.ptr<1> -> f32
        %c16_i64_203 = arith.constant 16 : i64
        %232 = arith.muli %arg7, %c16_i64_203 : i64
        %233 = arith.addi %180, %232 : i64
        %234 = llvm.getelementptr %23[%233] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %235 = llvm.load %234 : !llvm.ptr<1> -> f32
        %c16_i64_204 = arith.constant 16 : i64
        %236 = arith.muli %181, %c16_i64_204 : i64
        %237 = arith.addi %arg7, %236 : i64
        %238 = llvm.getelementptr %25[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %239 = llvm.load %238 : !llvm.ptr<1> -> f32
        %c16_i64_205 = arith.constant 16 : i64
        %240 = arith.muli %183, %c16_i64_205 : i64
        %241 = arith.addi %arg7, %240 : i64
        %242 = llvm.getelementptr %25[%241] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %243 = llvm.load %242 : !llvm.ptr<1> -> f32
        %c16_i64_206 = arith.constant 16 : i64
        %244 = arith.muli %185, %c16_i64_206 : i64
        %245 = arith.addi %arg7, %244 : i64
        %246 = llvm.getelementptr %25[%245] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %247 = llvm.load %246 : !llvm.ptr<1> -> f32
        %c16_i64_207 = arith.constant 16 : i64
        %248 = arith.muli %187, %c16_i64_207 : i64
        %249 = arith.addi %arg7, %248 : i64
        %250 = llvm.getelementptr %25[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %251 = llvm.load %250 : !llvm.ptr<1> -> f32
        %252 = memref.load %alloca_54[] : memref<f64>
        %253 = arith.mulf %231, %239 : f32
        %254 = arith.extf %253 : f32 to f64
        %255 = arith.addf %252, %254 : f64
        memref.store %255, %alloca_54[] : memref<f64>
        %256 = memref.load %alloca_55[] : memref<f64>
        %257 = arith.mulf %231, %243 : f32
        %258 = arith.extf %257 : f32 to f64
        %259 = arith.addf %256, %258 : f64
        memref.store %259, %alloca_55[] : memref<f64>
        %260 = memref.load %alloca_56[] : memref<f64>
        %261 = arith.mulf %231, %247 : f32
        %262 = arith.extf %261 : f32 to f64
        %263 = arith.addf %260, %262 : f64
        memref.store %263, %alloca_56[] : memref<f64>
        %264 = memref.load %alloca_57[] : memref<f64>
        %265 = arith.mulf %231, %251 : f32
        %266 = arith.extf %265 : f32 to f64
        %267 = arith.addf %264, %266 : f64
        memref.store %267, %alloca_57[] : memref<f64>
        %268 = memref.load %alloca_58[] : memref<f64>
        %269 = arith.mulf %235, %239 : f32
        %270 = arith.extf %269 : f32 to f64
        %271 = arith.addf %268, %270 : f64
        memref.store %271, %alloca_58[] : memref<f64>
        %272 = memref.load %alloca_59[] : memref<f64>
        %273 = arith.mulf %235, %243 : f32
        %274 = arith.extf %273 : f32 to f64
        %275 = arith.addf %272, %274 : f64
        memref.store %275, %alloca_59[] : memref<f64>
        %276 = memref.load %alloca_60[] : memref<f64>
        %277 = arith.mulf %235, %247 : f32
        %278 = arith.extf %277 : f32 to f64
        %279 = arith.addf %276, %278 : f64
        memref.store %279, %alloca_60[] : memref<f64>
        %280 = memref.load %alloca_61[] : memref<f64>
        %281 = arith.mulf %235, %251 : f32
        %282 = arith.extf %281 : f32 to f64
        %283 = arith.addf %280, %282 : f64
        memref.store %283, %alloca_61[] : memref<f64>
      }
      %cst_186 = arith.constant 3.000000e+00 : f64
      %188 = memref.load %alloca_54[] : memref<f64>
      %189 = arith.mulf %cst_186, %188 : f64
      %c16_i64_187 = arith.constant 16 : i64
      %190 = arith.muli %181, %c16_i64_187 : i64
      %191 = arith.addi %178, %190 : i64
      %192 = llvm.getelementptr %35[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %189, %192 : f64, !llvm.ptr<1>
      %cst_188 = arith.constant 3.000000e+00 : f64
      %193 = memref.load %alloca_55[] : memref<f64>
      %194 = arith.mulf %cst_188, %193 : f64
      %c16_i64_189 = arith.constant 16 : i64
      %195 = arith.muli %183, %c16_i64_189 : i64
      %196 = arith.addi %178, %195 : i64
      %197 = llvm.getelementptr %35[%196] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %194, %197 : f64, !llvm.ptr<1>
      %cst_190 = arith.constant 3.000000e+00 : f64
      %198 = memref.load %alloca_56[] : memref<f64>
      %199 = arith.mulf %cst_190, %198 : f64
      %c16_i64_191 = arith.constant 16 : i64
      %200 = arith.muli %185, %c16_i64_191 : i64
      %201 = arith.addi %178, %200 : i64
      %202 = llvm.getelementptr %35[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %199, %202 : f64, !llvm.ptr<1>
      %cst_192 = arith.constant 3.000000e+00 : f64
      %203 = memref.load %alloca_57[] : memref<f64>
      %204 = arith.mulf %cst_192, %203 : f64
      %c16_i64_193 = arith.constant 16 : i64
      %205 = arith.muli %187, %c16_i64_193 : i64
      %206 = arith.addi %178, %205 : i64
      %207 = llvm.getelementptr %35[%206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %204, %207 : f64, !llvm.ptr<1>
      %cst_194 = arith.constant 3.000000e+00 : f64
      %208 = memref.load %alloca_58[] : memref<f64>
      %209 = arith.mulf %cst_194, %208 : f64
      %c16_i64_195 = arith.constant 16 : i64
      %210 = arith.muli %181, %c16_i64_195 : i64
      %211 = arith.addi %180, %210 : i64
      %212 = llvm.getelementptr %35[%211] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %209, %212 : f64, !llvm.ptr<1>
      %cst_196 = arith.constant 3.000000e+00 : f64
      %213 = memref.load %alloca_59[] : memref<f64>
      %214 = arith.mulf %cst_196, %213 : f64
      %c16_i64_197 = arith.constant 16 : i64
      %215 = arith.muli %183, %c16_i64_197 : i64
      %216 = arith.addi %180, %215 : i64
      %217 = llvm.getelementptr %35[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %214, %217 : f64, !llvm.ptr<1>
      %cst_198 = arith.constant 3.000000e+00 : f64
      %218 = memref.load %alloca_60[] : memref<f64>
      %219 = arith.mulf %cst_198, %218 : f64
      %c16_i64_199 = arith.constant 16 : i64
      %220 = arith.muli %185, %c16_i64_199 : i64
      %221 = arith.addi %180, %220 : i64
      %222 = llvm.getelementptr %35[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %219, %222 : f64, !llvm.ptr<1>
      %cst_200 = arith.constant 3.000000e+00 : f64
      %223 = memref.load %alloca_61[] : memref<f64>
      %224 = arith.mulf %cst_200, %223 : f64
      %c16_i64_201 = arith.constant 16 : i64
      %225 = arith.muli %187, %c16_i64_201 : i64
      %226 = arith.addi %180, %225 : i64
      %227 = llvm.getelementptr %35[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %224, %227 : f64, !llvm.ptr<1>
      gpu.return
    }
  }
}
