module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_tensor_cores_async() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<35840 x i8>
    gpu.func @tensor_cores_async(%arg0: f64, %arg1: f64, %arg2: memref<64x64x?xf64, strided<[1, 64, 4096]>, 1>, %arg3: memref<64x64x?xf64, strided<[1, 64, 4096]>, 1>, %arg4: memref<64x64x?xf64, strided<[1, 64, 4096]>, 1>, %arg5: memref<48x128x?xf64, strided<[1, 48, 6144]>, 1>, %arg6: memref<56x32x?xf64, strided<[1, 56, 1792]>, 1>, %arg7: memref<128x32x?xf64, strided<[1, 128, 4096]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg2 : memref<64x64x?xf64, strided<[1, 64, 4096]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<64x64x?xf64, strided<[1, 64, 4096]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg3 : memref<64x64x?xf64, strided<[1, 64, 4096]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg3 : memref<64x64x?xf64, strided<[1, 64, 4096]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg4 : memref<64x64x?xf64, strided<[1, 64, 4096]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg4 : memref<64x64x?xf64, strided<[1, 64, 4096]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg5 : memref<48x128x?xf64, strided<[1, 48, 6144]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg5 : memref<48x128x?xf64, strided<[1, 48, 6144]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg6 : memref<56x32x?xf64, strided<[1, 56, 1792]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg6 : memref<56x32x?xf64, strided<[1, 56, 1792]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %arg7 : memref<128x32x?xf64, strided<[1, 128, 4096]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg7 : memref<128x32x?xf64, strided<[1, 128, 4096]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_25 = memref.alloca() : memref<f64>
      %alloca_26 = memref.alloca() : memref<f64>
      %alloca_27 = memref.alloca() : memref<f64>
      %alloca_28 = memref.alloca() : memref<f64>
      %alloca_29 = memref.alloca() : memref<f64>
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
      %block_id_x = gpu.block_id  x
      %18 = arith.index_cast %block_id_x : index to i64
      %c4096_i64 = arith.constant 4096 : i64
      %19 = arith.muli %18, %c4096_i64 : i64
      %20 = llvm.getelementptr %1[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c4096_i64_47 = arith.constant 4096 : i64
      %21 = arith.muli %18, %c4096_i64_47 : i64
      %22 = llvm.getelementptr %4[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c4096_i64_48 = arith.constant 4096 : i64
      %23 = arith.muli %18, %c4096_i64_48 : i64
      %24 = llvm.getelementptr %7[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %26 = arith.index_cast %thread_id_y : index to i64
      %27 = arith.muli %c64_i64, %26 : i64
      %28 = arith.addi %25, %27 : i64
      %c32_i64 = arith.constant 32 : i64
      %29 = arith.divsi %28, %c32_i64 : i64
      %c32_i64_49 = arith.constant 32 : i64
      %30 = arith.remsi %28, %c32_i64_49 : i64
      %c4_i64 = arith.constant 4 : i64
      %31 = arith.divsi %30, %c4_i64 : i64
      %c4_i64_50 = arith.constant 4 : i64
      %32 = arith.remsi %30, %c4_i64_50 : i64
      %c4_i64_51 = arith.constant 4 : i64
      %33 = arith.remsi %29, %c4_i64_51 : i64
      %c16_i64 = arith.constant 16 : i64
      %34 = arith.muli %33, %c16_i64 : i64
      %c4_i64_52 = arith.constant 4 : i64
      %35 = arith.divsi %29, %c4_i64_52 : i64
      %c16_i64_53 = arith.constant 16 : i64
      %36 = arith.muli %35, %c16_i64_53 : i64
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_54 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64 to %c1_i64 step %c1_i64_54  : i64 {
        %c1_i64_69 = arith.constant 1 : i64
        %55 = arith.remsi %arg8, %c1_i64_69 : i64
        %c64_i64_70 = arith.constant 64 : i64
        %56 = arith.muli %55, %c64_i64_70 : i64
        %c1_i64_71 = arith.constant 1 : i64
        %57 = arith.divsi %arg8, %c1_i64_71 : i64
        %c64_i64_72 = arith.constant 64 : i64
        %58 = arith.muli %57, %c64_i64_72 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_73 = arith.constant 0.000000e+00 : f64
        memref.store %cst_73, %alloca_25[] : memref<f64>
        %cst_74 = arith.constant 0.000000e+00 : f64
        memref.store %cst_74, %alloca_26[] : memref<f64>
        %cst_75 = arith.constant 0.000000e+00 : f64
        memref.store %cst_75, %alloca_27[] : memref<f64>
        %cst_76 = arith.constant 0.000000e+00 : f64
        memref.store %cst_76, %alloca_28[] : memref<f64>
        %cst_77 = arith.constant 0.000000e+00 : f64
        memref.store %cst_77, %alloca_29[] : memref<f64>
        %cst_78 = arith.constant 0.000000e+00 : f64
        memref.store %cst_78, %alloca_30[] : memref<f64>
        %cst_79 = arith.constant 0.000000e+00 : f64
        memref.store %cst_79, %alloca_31[] : memref<f64>
        %c64_i64_80 = arith.constant 64 : i64
        %59 = arith.remsi %28, %c64_i64_80 : i64
        %c64_i64_81 = arith.constant 64 : i64
        %60 = arith.divsi %28, %c64_i64_81 : i64
        %c512_i64 = arith.constant 512 : i64
        %61 = arith.addi %28, %c512_i64 : i64
        %c64_i64_82 = arith.constant 64 : i64
        %62 = arith.remsi %61, %c64_i64_82 : i64
        %c64_i64_83 = arith.constant 64 : i64
        %63 = arith.divsi %61, %c64_i64_83 : i64
        %cst_84 = arith.constant 0.000000e+00 : f64
        memref.store %cst_84, %alloca_32[] : memref<f64>
        %64 = arith.addi %56, %59 : i64
        %c64_i64_85 = arith.constant 64 : i64
        %65 = arith.muli %60, %c64_i64_85 : i64
        %66 = arith.addi %64, %65 : i64
        %67 = llvm.getelementptr %20[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %68 = llvm.load %67 : !llvm.ptr<1> -> f64
        memref.store %68, %alloca_32[] : memref<f64>
        %cst_86 = arith.constant 0.000000e+00 : f64
        memref.store %cst_86, %alloca_33[] : memref<f64>
        %69 = arith.addi %56, %62 : i64
        %c64_i64_87 = arith.constant 64 : i64
        %70 = arith.muli %63, %c64_i64_87 : i64
        %71 = arith.addi %69, %70 : i64
        %72 = llvm.getelementptr %20[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %73 = llvm.load %72 : !llvm.ptr<1> -> f64
        memref.store %73, %alloca_33[] : memref<f64>
        %c16_i64_88 = arith.constant 16 : i64
        %74 = arith.divsi %28, %c16_i64_88 : i64
        %c16_i64_89 = arith.constant 16 : i64
        %75 = arith.remsi %28, %c16_i64_89 : i64
        %c512_i64_90 = arith.constant 512 : i64
        %76 = arith.addi %28, %c512_i64_90 : i64
        %c16_i64_91 = arith.constant 16 : i64
        %77 = arith.divsi %76, %c16_i64_91 : i64
        %c16_i64_92 = arith.constant 16 : i64
        %78 = arith.remsi %76, %c16_i64_92 : i64
        %cst_93 = arith.constant 0.000000e+00 : f64
        memref.store %cst_93, %alloca_34[] : memref<f64>
        %79 = arith.addi %58, %74 : i64
        %c64_i64_94 = arith.constant 64 : i64
        %80 = arith.muli %79, %c64_i64_94 : i64
        %81 = arith.addi %75, %80 : i64
        %82 = llvm.getelementptr %22[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %83 = llvm.load %82 : !llvm.ptr<1> -> f64
        memref.store %83, %alloca_34[] : memref<f64>
        %cst_95 = arith.constant 0.000000e+00 : f64
        memref.store %cst_95, %alloca_35[] : memref<f64>
        %84 = arith.addi %58, %77 : i64
        %c64_i64_96 = arith.constant 64 : i64
        %85 = arith.muli %84, %c64_i64_96 : i64
        %86 = arith.addi %78, %85 : i64
        %87 = llvm.getelementptr %22[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %88 = llvm.load %87 : !llvm.ptr<1> -> f64
        memref.store %88, %alloca_35[] : memref<f64>
        %c0_i64_97 = arith.constant 0 : i64
        %c64_i64_98 = arith.constant 64 : i64
        %c16_i64_99 = arith.constant 16 : i64
        scf.for %arg9 = %c0_i64_97 to %c64_i64_98 step %c16_i64_99  : i64 {
          gpu.barrier
          %c64_i64_135 = arith.constant 64 : i64
          %221 = arith.remsi %28, %c64_i64_135 : i64
          %c64_i64_136 = arith.constant 64 : i64
          %222 = arith.divsi %28, %c64_i64_136 : i64
          %c512_i64_137 = arith.constant 512 : i64
          %223 = arith.addi %28, %c512_i64_137 : i64
          %c64_i64_138 = arith.constant 64 : i64
          %224 = arith.remsi %223, %c64_i64_138 : i64
          %c64_i64_139 = arith.constant 64 : i64
          %225 = arith.divsi %223, %c64_i64_139 : i64
          %226 = memref.load %alloca_32[] : memref<f64>
          %227 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c20_i64 = arith.constant 20 : i64
          %228 = arith.muli %221, %c20_i64 : i64
          %229 = arith.addi %228, %222 : i64
          %230 = llvm.getelementptr %227[%229] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %226, %230 : f64, !llvm.ptr<3>
          %231 = memref.load %alloca_33[] : memref<f64>
          %232 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c20_i64_140 = arith.constant 20 : i64
          %233 = arith.muli %224, %c20_i64_140 : i64
          %234 = arith.addi %233, %225 : i64
          %235 = llvm.getelementptr %232[%234] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %231, %235 : f64, !llvm.ptr<3>
          %c16_i64_141 = arith.constant 16 : i64
          %236 = arith.divsi %28, %c16_i64_141 : i64
          %c16_i64_142 = arith.constant 16 : i64
          %237 = arith.remsi %28, %c16_i64_142 : i64
          %c512_i64_143 = arith.constant 512 : i64
          %238 = arith.addi %28, %c512_i64_143 : i64
          %c16_i64_144 = arith.constant 16 : i64
          %239 = arith.divsi %238, %c16_i64_144 : i64
          %c16_i64_145 = arith.constant 16 : i64
          %240 = arith.remsi %238, %c16_i64_145 : i64
          %241 = memref.load %alloca_34[] : memref<f64>
          %242 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64 = arith.constant 10240 : i64
          %243 = llvm.getelementptr %242[%c10240_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c20_i64_146 = arith.constant 20 : i64
          %244 = arith.muli %236, %c20_i64_146 : i64
          %245 = arith.addi %244, %237 : i64
          %246 = llvm.getelementptr %243[%245] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %241, %246 : f64, !llvm.ptr<3>
          %247 = memref.load %alloca_35[] : memref<f64>
          %248 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64_147 = arith.constant 10240 : i64
          %249 = llvm.getelementptr %248[%c10240_i64_147] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c20_i64_148 = arith.constant 20 : i64
          %250 = arith.muli %239, %c20_i64_148 : i64
          %251 = arith.addi %250, %240 : i64
          %252 = llvm.getelementptr %249[%251] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %247, %252 : f64, !llvm.ptr<3>
          gpu.barrier
          %c16_i64_149 = arith.constant 16 : i64
          %253 = arith.addi %arg9, %c16_i64_149 : i64
          %c64_i64_150 = arith.constant 64 : i64
          %254 = arith.cmpi slt, %253, %c64_i64_150 : i64
          scf.if %254 {
            %c64_i64_194 = arith.constant 64 : i64
            %459 = arith.remsi %28, %c64_i64_194 : i64
            %c64_i64_195 = arith.constant 64 : i64
            %460 = arith.divsi %28, %c64_i64_195 : i64
            %c512_i64_196 = arith.constant 512 : i64
            %461 = arith.addi %28, %c512_i64_196 : i64
            %c64_i64_197 = arith.constant 64 : i64
            %462 = arith.remsi %461, %c64_i64_197 : i64
            %c64_i64_198 = arith.constant 64 : i64
            %463 = arith.divsi %461, %c64_i64_198 : i64
            %464 = arith.addi %56, %459 : i64
            %465 = arith.addi %253, %460 : i64
            %c64_i64_199 = arith.constant 64 : i64
            %466 = arith.muli %465, %c64_i64_199 : i64
            %467 = arith.addi %464, %466 : i64
            %468 = llvm.getelementptr %20[%467] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %469 = llvm.load %468 : !llvm.ptr<1> -> f64
            memref.store %469, %alloca_32[] : memref<f64>
            %470 = arith.addi %56, %462 : i64
            %471 = arith.addi %253, %463 : i64
            %c64_i64_200 = arith.constant 64 : i64
            %472 = arith.muli %471, %c64_i64_200 : i64
            %473 = arith.addi %470, %472 : i64
            %474 = llvm.getelementptr %20[%473] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %475 = llvm.load %474 : !llvm.ptr<1> -> f64
            memref.store %475, %alloca_33[] : memref<f64>
            %c16_i64_201 = arith.constant 16 : i64
            %476 = arith.divsi %28, %c16_i64_201 : i64
            %c16_i64_202 = arith.constant 16 : i64
            %477 = arith.remsi %28, %c16_i64_202 : i64
            %c512_i64_203 = arith.constant 512 : i64
            %478 = arith.addi %28, %c512_i64_203 : i64
            %c16_i64_204 = arith.constant 16 : i64
            %479 = arith.divsi %478, %c16_i64_204 : i64
            %c16_i64_205 = arith.constant 16 : i64
            %480 = arith.remsi %478, %c16_i64_205 : i64
            %481 = arith.addi %253, %477 : i64
            %482 = arith.addi %58, %476 : i64
            %c64_i64_206 = arith.constant 64 : i64
            %483 = arith.muli %482, %c64_i64_206 : i64
            %484 = arith.addi %481, %483 : i64
            %485 = llvm.getelementptr %22[%484] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %486 = llvm.load %485 : !llvm.ptr<1> -> f64
            memref.store %486, %alloca_34[] : memref<f64>
            %487 = arith.addi %253, %480 : i64
            %488 = arith.addi %58, %479 : i64
            %c64_i64_207 = arith.constant 64 : i64
            %489 = arith.muli %488, %c64_i64_207 : i64
            %490 = arith.addi %487, %489 : i64
            %491 = llvm.getelementptr %22[%490] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %492 = llvm.load %491 : !llvm.ptr<1> -> f64
            memref.store %492, %alloca_35[] : memref<f64>
          }
          %255 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %256 = arith.addi %34, %31 : i64
          %c20_i64_151 = arith.constant 20 : i64
          %257 = arith.muli %256, %c20_i64_151 : i64
          %258 = arith.addi %257, %32 : i64
          %259 = llvm.getelementptr %255[%258] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %260 = llvm.load %259 : !llvm.ptr<3> -> f64
          %261 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c8_i64_152 = arith.constant 8 : i64
          %262 = arith.addi %34, %c8_i64_152 : i64
          %263 = arith.addi %262, %31 : i64
          %c20_i64_153 = arith.constant 20 : i64
          %264 = arith.muli %263, %c20_i64_153 : i64
          %265 = arith.addi %264, %32 : i64
          %266 = llvm.getelementptr %261[%265] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %267 = llvm.load %266 : !llvm.ptr<3> -> f64
          %268 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64_154 = arith.constant 10240 : i64
          %269 = llvm.getelementptr %268[%c10240_i64_154] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %270 = arith.addi %36, %31 : i64
          %c20_i64_155 = arith.constant 20 : i64
          %271 = arith.muli %270, %c20_i64_155 : i64
          %272 = arith.addi %271, %32 : i64
          %273 = llvm.getelementptr %269[%272] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %274 = llvm.load %273 : !llvm.ptr<3> -> f64
          %275 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64_156 = arith.constant 10240 : i64
          %276 = llvm.getelementptr %275[%c10240_i64_156] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_157 = arith.constant 8 : i64
          %277 = arith.addi %36, %c8_i64_157 : i64
          %278 = arith.addi %277, %31 : i64
          %c20_i64_158 = arith.constant 20 : i64
          %279 = arith.muli %278, %c20_i64_158 : i64
          %280 = arith.addi %279, %32 : i64
          %281 = llvm.getelementptr %276[%280] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %282 = llvm.load %281 : !llvm.ptr<3> -> f64
          %283 = memref.load %alloca[] : memref<f64>
          %284 = memref.load %alloca_25[] : memref<f64>
          %285 = nvvm.mma.sync A[%260]  B[%274]  C[%283, %284]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %286 = llvm.extractvalue %285[0] : !llvm.struct<(f64, f64)> 
          memref.store %286, %alloca[] : memref<f64>
          %287 = llvm.extractvalue %285[1] : !llvm.struct<(f64, f64)> 
          memref.store %287, %alloca_25[] : memref<f64>
          %288 = memref.load %alloca_26[] : memref<f64>
          %289 = memref.load %alloca_27[] : memref<f64>
          %290 = nvvm.mma.sync A[%260]  B[%282]  C[%288, %289]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %291 = llvm.extractvalue %290[0] : !llvm.struct<(f64, f64)> 
          memref.store %291, %alloca_26[] : memref<f64>
          %292 = llvm.extractvalue %290[1] : !llvm.struct<(f64, f64)> 
          memref.store %292, %alloca_27[] : memref<f64>
          %293 = memref.load %alloca_28[] : memref<f64>
          %294 = memref.load %alloca_29[] : memref<f64>
          %295 = nvvm.mma.sync A[%267]  B[%274]  C[%293, %294]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %296 = llvm.extractvalue %295[0] : !llvm.struct<(f64, f64)> 
          memref.store %296, %alloca_28[] : memref<f64>
          %297 = llvm.extractvalue %295[1] : !llvm.struct<(f64, f64)> 
          memref.store %297, %alloca_29[] : memref<f64>
          %298 = memref.load %alloca_30[] : memref<f64>
          %299 = memref.load %alloca_31[] : memref<f64>
          %300 = nvvm.mma.sync A[%267]  B[%282]  C[%298, %299]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %301 = llvm.extractvalue %300[0] : !llvm.struct<(f64, f64)> 
          memref.store %301, %alloca_30[] : memref<f64>
          %302 = llvm.extractvalue %300[1] : !llvm.struct<(f64, f64)> 
          memref.store %302, %alloca_31[] : memref<f64>
          %303 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %304 = arith.addi %34, %31 : i64
          %c20_i64_159 = arith.constant 20 : i64
          %305 = arith.muli %304, %c20_i64_159 : i64
          %c4_i64_160 = arith.constant 4 : i64
          %306 = arith.addi %c4_i64_160, %32 : i64
          %307 = arith.addi %305, %306 : i64
          %308 = llvm.getelementptr %303[%307] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %309 = llvm.load %308 : !llvm.ptr<3> -> f64
          %310 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c8_i64_161 = arith.constant 8 : i64
          %311 = arith.addi %34, %c8_i64_161 : i64
          %312 = arith.addi %311, %31 : i64
          %c20_i64_162 = arith.constant 20 : i64
          %313 = arith.muli %312, %c20_i64_162 : i64
          %c4_i64_163 = arith.constant 4 : i64
          %314 = arith.addi %c4_i64_163, %32 : i64
          %315 = arith.addi %313, %314 : i64
          %316 = llvm.getelementptr %310[%315] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %317 = llvm.load %316 : !llvm.ptr<3> -> f64
          %318 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64_164 = arith.constant 10240 : i64
          %319 = llvm.getelementptr %318[%c10240_i64_164] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %320 = arith.addi %36, %31 : i64
          %c20_i64_165 = arith.constant 20 : i64
          %321 = arith.muli %320, %c20_i64_165 : i64
          %c4_i64_166 = arith.constant 4 : i64
          %322 = arith.addi %c4_i64_166, %32 : i64
          %323 = arith.addi %321, %322 : i64
          %324 = llvm.getelementptr %319[%323] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %325 = llvm.load %324 : !llvm.ptr<3> -> f64
          %326 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64_167 = arith.constant 10240 : i64
          %327 = llvm.getelementptr %326[%c10240_i64_167] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_168 = arith.constant 8 : i64
          %328 = arith.addi %36, %c8_i64_168 : i64
          %329 = arith.addi %328, %31 : i64
          %c20_i64_169 = arith.constant 20 : i64
          %330 = arith.muli %329, %c20_i64_169 : i64
          %c4_i64_170 = arith.constant 4 : i64
          %331 = arith.addi %c4_i64_170, %32 : i64
          %332 = arith.addi %330, %331 : i64
          %333 = llvm.getelementptr %327[%332] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %334 = llvm.load %333 : !llvm.ptr<3> -> f64
          %335 = memref.load %alloca[] : memref<f64>
          %336 = memref.load %alloca_25[] : memref<f64>
          %337 = nvvm.mma.sync A[%309]  B[%325]  C[%335, %336]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %338 = llvm.extractvalue %337[0] : !llvm.struct<(f64, f64)> 
          memref.store %338, %alloca[] : memref<f64>
          %339 = llvm.extractvalue %337[1] : !llvm.struct<(f64, f64)> 
          memref.store %339, %alloca_25[] : memref<f64>
          %340 = memref.load %alloca_26[] : memref<f64>
          %341 = memref.load %alloca_27[] : memref<f64>
          %342 = nvvm.mma.sync A[%309]  B[%334]  C[%340, %341]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %343 = llvm.extractvalue %342[0] : !llvm.struct<(f64, f64)> 
          memref.store %343, %alloca_26[] : memref<f64>
          %344 = llvm.extractvalue %342[1] : !llvm.struct<(f64, f64)> 
          memref.store %344, %alloca_27[] : memref<f64>
          %345 = memref.load %alloca_28[] : memref<f64>
          %346 = memref.load %alloca_29[] : memref<f64>
          %347 = nvvm.mma.sync A[%317]  B[%325]  C[%345, %346]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %348 = llvm.extractvalue %347[0] : !llvm.struct<(f64, f64)> 
          memref.store %348, %alloca_28[] : memref<f64>
          %349 = llvm.extractvalue %347[1] : !llvm.struct<(f64, f64)> 
          memref.store %349, %alloca_29[] : memref<f64>
          %350 = memref.load %alloca_30[] : memref<f64>
          %351 = memref.load %alloca_31[] : memref<f64>
          %352 = nvvm.mma.sync A[%317]  B[%334]  C[%350, %351]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %353 = llvm.extractvalue %352[0] : !llvm.struct<(f64, f64)> 
          memref.store %353, %alloca_30[] : memref<f64>
          %354 = llvm.extractvalue %352[1] : !llvm.struct<(f64, f64)> 
          memref.store %354, %alloca_31[] : memref<f64>
          %355 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %356 = arith.addi %34, %31 : i64
          %c20_i64_171 = arith.constant 20 : i64
          %357 = arith.muli %356, %c20_i64_171 : i64
          %c8_i64_172 = arith.constant 8 : i64
          %358 = arith.addi %c8_i64_172, %32 : i64
          %359 = arith.addi %357, %358 : i64
          %360 = llvm.getelementptr %355[%359] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %361 = llvm.load %360 : !llvm.ptr<3> -> f64
          %362 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c8_i64_173 = arith.constant 8 : i64
          %363 = arith.addi %34, %c8_i64_173 : i64
          %364 = arith.addi %363, %31 : i64
          %c20_i64_174 = arith.constant 20 : i64
          %365 = arith.muli %364, %c20_i64_174 : i64
          %c8_i64_175 = arith.constant 8 : i64
          %366 = arith.addi %c8_i64_175, %32 : i64
          %367 = arith.addi %365, %366 : i64
          %368 = llvm.getelementptr %362[%367] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %369 = llvm.load %368 : !llvm.ptr<3> -> f64
          %370 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64_176 = arith.constant 10240 : i64
          %371 = llvm.getelementptr %370[%c10240_i64_176] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %372 = arith.addi %36, %31 : i64
          %c20_i64_177 = arith.constant 20 : i64
          %373 = arith.muli %372, %c20_i64_177 : i64
          %c8_i64_178 = arith.constant 8 : i64
          %374 = arith.addi %c8_i64_178, %32 : i64
          %375 = arith.addi %373, %374 : i64
          %376 = llvm.getelementptr %371[%375] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %377 = llvm.load %376 : !llvm.ptr<3> -> f64
          %378 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64_179 = arith.constant 10240 : i64
          %379 = llvm.getelementptr %378[%c10240_i64_179] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_180 = arith.constant 8 : i64
          %380 = arith.addi %36, %c8_i64_180 : i64
          %381 = arith.addi %380, %31 : i64
          %c20_i64_181 = arith.constant 20 : i64
          %382 = arith.muli %381, %c20_i64_181 : i64
          %c8_i64_182 = arith.constant 8 : i64
          %383 = arith.addi %c8_i64_182, %32 : i64
          %384 = arith.addi %382, %383 : i64
          %385 = llvm.getelementptr %379[%384] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %386 = llvm.load %385 : !llvm.ptr<3> -> f64
          %387 = memref.load %alloca[] : memref<f64>
          %388 = memref.load %alloca_25[] : memref<f64>
          %389 = nvvm.mma.sync A[%361]  B[%377]  C[%387, %388]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %390 = llvm.extractvalue %389[0] : !llvm.struct<(f64, f64)> 
          memref.store %390, %alloca[] : memref<f64>
          %391 = llvm.extractvalue %389[1] : !llvm.struct<(f64, f64)> 
          memref.store %391, %alloca_25[] : memref<f64>
          %392 = memref.load %alloca_26[] : memref<f64>
          %393 = memref.load %alloca_27[] : memref<f64>
          %394 = nvvm.mma.sync A[%361]  B[%386]  C[%392, %393]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %395 = llvm.extractvalue %394[0] : !llvm.struct<(f64, f64)> 
          memref.store %395, %alloca_26[] : memref<f64>
          %396 = llvm.extractvalue %394[1] : !llvm.struct<(f64, f64)> 
          memref.store %396, %alloca_27[] : memref<f64>
          %397 = memref.load %alloca_28[] : memref<f64>
          %398 = memref.load %alloca_29[] : memref<f64>
          %399 = nvvm.mma.sync A[%369]  B[%377]  C[%397, %398]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %400 = llvm.extractvalue %399[0] : !llvm.struct<(f64, f64)> 
          memref.store %400, %alloca_28[] : memref<f64>
          %401 = llvm.extractvalue %399[1] : !llvm.struct<(f64, f64)> 
          memref.store %401, %alloca_29[] : memref<f64>
          %402 = memref.load %alloca_30[] : memref<f64>
          %403 = memref.load %alloca_31[] : memref<f64>
          %404 = nvvm.mma.sync A[%369]  B[%386]  C[%402, %403]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %405 = llvm.extractvalue %404[0] : !llvm.struct<(f64, f64)> 
          memref.store %405, %alloca_30[] : memref<f64>
          %406 = llvm.extractvalue %404[1] : !llvm.struct<(f64, f64)> 
          memref.store %406, %alloca_31[] : memref<f64>
          %407 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %408 = arith.addi %34, %31 : i64
          %c20_i64_183 = arith.constant 20 : i64
          %409 = arith.muli %408, %c20_i64_183 : i64
          %c12_i64 = arith.constant 12 : i64
          %410 = arith.addi %c12_i64, %32 : i64
          %411 = arith.addi %409, %410 : i64
          %412 = llvm.getelementptr %407[%411] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %413 = llvm.load %412 : !llvm.ptr<3> -> f64
          %414 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c8_i64_184 = arith.constant 8 : i64
          %415 = arith.addi %34, %c8_i64_184 : i64
          %416 = arith.addi %415, %31 : i64
          %c20_i64_185 = arith.constant 20 : i64
          %417 = arith.muli %416, %c20_i64_185 : i64
          %c12_i64_186 = arith.constant 12 : i64
          %418 = arith.addi %c12_i64_186, %32 : i64
          %419 = arith.addi %417, %418 : i64
          %420 = llvm.getelementptr %414[%419] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %421 = llvm.load %420 : !llvm.ptr<3> -> f64
          %422 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64_187 = arith.constant 10240 : i64
          %423 = llvm.getelementptr %422[%c10240_i64_187] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %424 = arith.addi %36, %31 : i64
          %c20_i64_188 = arith.constant 20 : i64
          %425 = arith.muli %424, %c20_i64_188 : i64
          %c12_i64_189 = arith.constant 12 : i64
          %426 = arith.addi %c12_i64_189, %32 : i64
          %427 = arith.addi %425, %426 : i64
          %428 = llvm.getelementptr %423[%427] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %429 = llvm.load %428 : !llvm.ptr<3> -> f64
          %430 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c10240_i64_190 = arith.constant 10240 : i64
          %431 = llvm.getelementptr %430[%c10240_i64_190] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_191 = arith.constant 8 : i64
          %432 = arith.addi %36, %c8_i64_191 : i64
          %433 = arith.addi %432, %31 : i64
          %c20_i64_192 = arith.constant 20 : i64
          %434 = arith.muli %433, %c20_i64_192 : i64
          %c12_i64_193 = arith.constant 12 : i64
          %435 = arith.addi %c12_i64_193, %32 : i64
          %436 = arith.addi %434, %435 : i64
          %437 = llvm.getelementptr %431[%436] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %438 = llvm.load %437 : !llvm.ptr<3> -> f64
          %439 = memref.load %alloca[] : memref<f64>
          %440 = memref.load %alloca_25[] : memref<f64>
          %441 = nvvm.mma.sync A[%413]  B[%429]  C[%439, %440]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %442 = llvm.extractvalue %441[0] : !llvm.struct<(f64, f64)> 
          memref.store %442, %alloca[] : memref<f64>
          %443 = llvm.extractvalue %441[1] : !llvm.struct<(f64, f64)> 
          memref.store %443, %alloca_25[] : memref<f64>
          %444 = memref.load %alloca_26[] : memref<f64>
          %445 = memref.load %alloca_27[] : memref<f64>
          %446 = nvvm.mma.sync A[%413]  B[%438]  C[%444, %445]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %447 = llvm.extractvalue %446[0] : !llvm.struct<(f64, f64)> 
          memref.store %447, %alloca_26[] : memref<f64>
          %448 = llvm.extractvalue %446[1] : !llvm.struct<(f64, f64)> 
          memref.store %448, %alloca_27[] : memref<f64>
          %449 = memref.load %alloca_28[] : memref<f64>
          %450 = memref.load %alloca_29[] : memref<f64>
          %451 = nvvm.mma.sync A[%421]  B[%429]  C[%449, %450]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %452 = llvm.extractvalue %451[0] : !llvm.struct<(f64, f64)> 
          memref.store %452, %alloca_28[] : memref<f64>
          %453 = llvm.extractvalue %451[1] : !llvm.struct<(f64, f64)> 
          memref.store %453, %alloca_29[] : memref<f64>
          %454 = memref.load %alloca_30[] : memref<f64>
          %455 = memref.load %alloca_31[] : memref<f64>
          %456 = nvvm.mma.sync A[%421]  B[%438]  C[%454, %455]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %457 = llvm.extractvalue %456[0] : !llvm.struct<(f64, f64)> 
          memref.store %457, %alloca_30[] : memref<f64>
          %458 = llvm.extractvalue %456[1] : !llvm.struct<(f64, f64)> 
          memref.store %458, %alloca_31[] : memref<f64>
        }
        %89 = arith.addi %56, %34 : i64
        %90 = arith.addi %89, %31 : i64
        %91 = arith.addi %58, %36 : i64
        %c2_i64 = arith.constant 2 : i64
        %92 = arith.muli %32, %c2_i64 : i64
        %93 = arith.addi %91, %92 : i64
        %c64_i64_100 = arith.constant 64 : i64
        %94 = arith.muli %93, %c64_i64_100 : i64
        %95 = arith.addi %90, %94 : i64
        %96 = llvm.getelementptr %24[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %97 = llvm.load %96 : !llvm.ptr<1> -> f64
        %98 = memref.load %alloca[] : memref<f64>
        %99 = arith.mulf %arg0, %98 : f64
        %100 = llvm.intr.fma(%arg1, %97, %99) : (f64, f64, f64) -> f64
        %c64_i64_101 = arith.constant 64 : i64
        %101 = arith.muli %93, %c64_i64_101 : i64
        %102 = arith.addi %90, %101 : i64
        %103 = llvm.getelementptr %24[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %100, %103 : f64, !llvm.ptr<1>
        %104 = arith.addi %56, %34 : i64
        %105 = arith.addi %104, %31 : i64
        %106 = arith.addi %58, %36 : i64
        %c2_i64_102 = arith.constant 2 : i64
        %107 = arith.muli %32, %c2_i64_102 : i64
        %c1_i64_103 = arith.constant 1 : i64
        %108 = arith.addi %107, %c1_i64_103 : i64
        %109 = arith.addi %106, %108 : i64
        %c64_i64_104 = arith.constant 64 : i64
        %110 = arith.muli %109, %c64_i64_104 : i64
        %111 = arith.addi %105, %110 : i64
        %112 = llvm.getelementptr %24[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %113 = llvm.load %112 : !llvm.ptr<1> -> f64
        %114 = memref.load %alloca_25[] : memref<f64>
        %115 = arith.mulf %arg0, %114 : f64
        %116 = llvm.intr.fma(%arg1, %113, %115) : (f64, f64, f64) -> f64
        %c64_i64_105 = arith.constant 64 : i64
        %117 = arith.muli %109, %c64_i64_105 : i64
        %118 = arith.addi %105, %117 : i64
        %119 = llvm.getelementptr %24[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %116, %119 : f64, !llvm.ptr<1>
        %120 = arith.addi %56, %34 : i64
        %121 = arith.addi %120, %31 : i64
        %122 = arith.addi %58, %36 : i64
        %c8_i64_106 = arith.constant 8 : i64
        %123 = arith.addi %122, %c8_i64_106 : i64
        %c2_i64_107 = arith.constant 2 : i64
        %124 = arith.muli %32, %c2_i64_107 : i64
        %125 = arith.addi %123, %124 : i64
        %c64_i64_108 = arith.constant 64 : i64
        %126 = arith.muli %125, %c64_i64_108 : i64
        %127 = arith.addi %121, %126 : i64
        %128 = llvm.getelementptr %24[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %129 = llvm.load %128 : !llvm.ptr<1> -> f64
        %130 = memref.load %alloca_26[] : memref<f64>
        %131 = arith.mulf %arg0, %130 : f64
        %132 = llvm.intr.fma(%arg1, %129, %131) : (f64, f64, f64) -> f64
        %c64_i64_109 = arith.constant 64 : i64
        %133 = arith.muli %125, %c64_i64_109 : i64
        %134 = arith.addi %121, %133 : i64
        %135 = llvm.getelementptr %24[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %132, %135 : f64, !llvm.ptr<1>
        %136 = arith.addi %56, %34 : i64
        %137 = arith.addi %136, %31 : i64
        %138 = arith.addi %58, %36 : i64
        %c8_i64_110 = arith.constant 8 : i64
        %139 = arith.addi %138, %c8_i64_110 : i64
        %c2_i64_111 = arith.constant 2 : i64
        %140 = arith.muli %32, %c2_i64_111 : i64
        %c1_i64_112 = arith.constant 1 : i64
        %141 = arith.addi %140, %c1_i64_112 : i64
        %142 = arith.addi %139, %141 : i64
        %c64_i64_113 = arith.constant 64 : i64
        %143 = arith.muli %142, %c64_i64_113 : i64
        %144 = arith.addi %137, %143 : i64
        %145 = llvm.getelementptr %24[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %146 = llvm.load %145 : !llvm.ptr<1> -> f64
        %147 = memref.load %alloca_27[] : memref<f64>
        %148 = arith.mulf %arg0, %147 : f64
        %149 = llvm.intr.fma(%arg1, %146, %148) : (f64, f64, f64) -> f64
        %c64_i64_114 = arith.constant 64 : i64
        %150 = arith.muli %142, %c64_i64_114 : i64
        %151 = arith.addi %137, %150 : i64
        %152 = llvm.getelementptr %24[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %149, %152 : f64, !llvm.ptr<1>
        %153 = arith.addi %56, %34 : i64
        %c8_i64_115 = arith.constant 8 : i64
        %154 = arith.addi %153, %c8_i64_115 : i64
        %155 = arith.addi %154, %31 : i64
        %156 = arith.addi %58, %36 : i64
        %c2_i64_116 = arith.constant 2 : i64
        %157 = arith.muli %32, %c2_i64_116 : i64
        %158 = arith.addi %156, %157 : i64
        %c64_i64_117 = arith.constant 64 : i64
        %159 = arith.muli %158, %c64_i64_117 : i64
        %160 = arith.addi %155, %159 : i64
        %161 = llvm.getelementptr %24[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %162 = llvm.load %161 : !llvm.ptr<1> -> f64
        %163 = memref.load %alloca_28[] : memref<f64>
        %164 = arith.mulf %arg0, %163 : f64
        %165 = llvm.intr.fma(%arg1, %162, %164) : (f64, f64, f64) -> f64
        %c64_i64_118 = arith.constant 64 : i64
        %166 = arith.muli %158, %c64_i64_118 : i64
        %167 = arith.addi %155, %166 : i64
        %168 = llvm.getelementptr %24[%167] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %165, %168 : f64, !llvm.ptr<1>
        %169 = arith.addi %56, %34 : i64
        %c8_i64_119 = arith.constant 8 : i64
        %170 = arith.addi %169, %c8_i64_119 : i64
        %171 = arith.addi %170, %31 : i64
        %172 = arith.addi %58, %36 : i64
        %c2_i64_120 = arith.constant 2 : i64
        %173 = arith.muli %32, %c2_i64_120 : i64
        %c1_i64_121 = arith.constant 1 : i64
        %174 = arith.addi %173, %c1_i64_121 : i64
        %175 = arith.addi %172, %174 : i64
        %c64_i64_122 = arith.constant 64 : i64
        %176 = arith.muli %175, %c64_i64_122 : i64
        %177 = arith.addi %171, %176 : i64
        %178 = llvm.getelementptr %24[%177] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %179 = llvm.load %178 : !llvm.ptr<1> -> f64
        %180 = memref.load %alloca_29[] : memref<f64>
        %181 = arith.mulf %arg0, %180 : f64
        %182 = llvm.intr.fma(%arg1, %179, %181) : (f64, f64, f64) -> f64
        %c64_i64_123 = arith.constant 64 : i64
        %183 = arith.muli %175, %c64_i64_123 : i64
        %184 = arith.addi %171, %183 : i64
        %185 = llvm.getelementptr %24[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %182, %185 : f64, !llvm.ptr<1>
        %186 = arith.addi %56, %34 : i64
        %c8_i64_124 = arith.constant 8 : i64
        %187 = arith.addi %186, %c8_i64_124 : i64
        %188 = arith.addi %187, %31 : i64
        %189 = arith.addi %58, %36 : i64
        %c8_i64_125 = arith.constant 8 : i64
        %190 = arith.addi %189, %c8_i64_125 : i64
        %c2_i64_126 = arith.constant 2 : i64
        %191 = arith.muli %32, %c2_i64_126 : i64
        %192 = arith.addi %190, %191 : i64
        %c64_i64_127 = arith.constant 64 : i64
        %193 = arith.muli %192, %c64_i64_127 : i64
        %194 = arith.addi %188, %193 : i64
        %195 = llvm.getelementptr %24[%194] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %196 = llvm.load %195 : !llvm.ptr<1> -> f64
        %197 = memref.load %alloca_30[] : memref<f64>
        %198 = arith.mulf %arg0, %197 : f64
        %199 = llvm.intr.fma(%arg1, %196, %198) : (f64, f64, f64) -> f64
        %c64_i64_128 = arith.constant 64 : i64
        %200 = arith.muli %192, %c64_i64_128 : i64
        %201 = arith.addi %188, %200 : i64
        %202 = llvm.getelementptr %24[%201] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %199, %202 : f64, !llvm.ptr<1>
        %203 = arith.addi %56, %34 : i64
        %c8_i64_129 = arith.constant 8 : i64
        %204 = arith.addi %203, %c8_i64_129 : i64
        %205 = arith.addi %204, %31 : i64
        %206 = arith.addi %58, %36 : i64
        %c8_i64_130 = arith.constant 8 : i64
        %207 = arith.addi %206, %c8_i64_130 : i64
        %c2_i64_131 = arith.constant 2 : i64
        %208 = arith.muli %32, %c2_i64_131 : i64
        %c1_i64_132 = arith.constant 1 : i64
        %209 = arith.addi %208, %c1_i64_132 : i64
        %210 = arith.addi %207, %209 : i64
        %c64_i64_133 = arith.constant 64 : i64
        %211 = arith.muli %210, %c64_i64_133 : i64
        %212 = arith.addi %205, %211 : i64
        %213 = llvm.getelementptr %24[%212] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %214 = llvm.load %213 : !llvm.ptr<1> -> f64
        %215 = memref.load %alloca_31[] : memref<f64>
        %216 = arith.mulf %arg0, %215 : f64
        %217 = llvm.intr.fma(%arg1, %214, %216) : (f64, f64, f64) -> f64
        %c64_i64_134 = arith.constant 64 : i64
        %218 = arith.muli %210, %c64_i64_134 : i64
        %219 = arith.addi %205, %218 : i64
        %220 = llvm.getelementptr %24[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %217, %220 : f64, !llvm.ptr<1>
      }
      %c6144_i64 = arith.constant 6144 : i64
      %37 = arith.muli %18, %c6144_i64 : i64
      %38 = llvm.getelementptr %10[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c1792_i64 = arith.constant 1792 : i64
      %39 = arith.muli %18, %c1792_i64 : i64
      %40 = llvm.getelementptr %13[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c4096_i64_55 = arith.constant 4096 : i64
      %41 = arith.muli %18, %c4096_i64_55 : i64
      %42 = llvm.getelementptr %16[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_56 = gpu.thread_id  x
      %43 = arith.index_cast %thread_id_x_56 : index to i64
      %c64_i64_57 = arith.constant 64 : i64
      %thread_id_y_58 = gpu.thread_id  y
      %44 = arith.index_cast %thread_id_y_58 : index to i64
      %45 = arith.muli %c64_i64_57, %44 : i64
      %46 = arith.addi %43, %45 : i64
      %c32_i64_59 = arith.constant 32 : i64
      %47 = arith.divsi %46, %c32_i64_59 : i64
      %c32_i64_60 = arith.constant 32 : i64
      %48 = arith.remsi %46, %c32_i64_60 : i64
      %c4_i64_61 = arith.constant 4 : i64
      %49 = arith.divsi %48, %c4_i64_61 : i64
      %c4_i64_62 = arith.constant 4 : i64
      %50 = arith.remsi %48, %c4_i64_62 : i64
      %c8_i64 = arith.constant 8 : i64
      %51 = arith.remsi %47, %c8_i64 : i64
      %c16_i64_63 = arith.constant 16 : i64
      %52 = arith.muli %51, %c16_i64_63 : i64
      %c8_i64_64 = arith.constant 8 : i64
      %53 = arith.divsi %47, %c8_i64_64 : i64
      %c16_i64_65 = arith.constant 16 : i64
      %54 = arith.muli %53, %c16_i64_65 : i64
      %c0_i64_66 = arith.constant 0 : i64
      %c1_i64_67 = arith.constant 1 : i64
      %c1_i64_68 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_66 to %c1_i64_67 step %c1_i64_68  : i64 {
        %c1_i64_69 = arith.constant 1 : i64
        %55 = arith.remsi %arg8, %c1_i64_69 : i64
        %c128_i64 = arith.constant 128 : i64
        %56 = arith.muli %55, %c128_i64 : i64
        %c1_i64_70 = arith.constant 1 : i64
        %57 = arith.divsi %arg8, %c1_i64_70 : i64
        %c32_i64_71 = arith.constant 32 : i64
        %58 = arith.muli %57, %c32_i64_71 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_36[] : memref<f64>
        %cst_72 = arith.constant 0.000000e+00 : f64
        memref.store %cst_72, %alloca_37[] : memref<f64>
        %cst_73 = arith.constant 0.000000e+00 : f64
        memref.store %cst_73, %alloca_38[] : memref<f64>
        %cst_74 = arith.constant 0.000000e+00 : f64
        memref.store %cst_74, %alloca_39[] : memref<f64>
        %cst_75 = arith.constant 0.000000e+00 : f64
        memref.store %cst_75, %alloca_40[] : memref<f64>
        %cst_76 = arith.constant 0.000000e+00 : f64
        memref.store %cst_76, %alloca_41[] : memref<f64>
        %cst_77 = arith.constant 0.000000e+00 : f64
        memref.store %cst_77, %alloca_42[] : memref<f64>
        %cst_78 = arith.constant 0.000000e+00 : f64
        memref.store %cst_78, %alloca_43[] : memref<f64>
        %c128_i64_79 = arith.constant 128 : i64
        %59 = arith.remsi %46, %c128_i64_79 : i64
        %c128_i64_80 = arith.constant 128 : i64
        %60 = arith.divsi %46, %c128_i64_80 : i64
        %c512_i64 = arith.constant 512 : i64
        %61 = arith.addi %46, %c512_i64 : i64
        %c128_i64_81 = arith.constant 128 : i64
        %62 = arith.remsi %61, %c128_i64_81 : i64
        %c128_i64_82 = arith.constant 128 : i64
        %63 = arith.divsi %61, %c128_i64_82 : i64
        %cst_83 = arith.constant 0.000000e+00 : f64
        memref.store %cst_83, %alloca_44[] : memref<f64>
        %64 = arith.addi %56, %59 : i64
        %c48_i64 = arith.constant 48 : i64
        %65 = arith.muli %64, %c48_i64 : i64
        %66 = arith.addi %60, %65 : i64
        %67 = llvm.getelementptr %38[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %68 = llvm.load %67 : !llvm.ptr<1> -> f64
        memref.store %68, %alloca_44[] : memref<f64>
        %cst_84 = arith.constant 0.000000e+00 : f64
        memref.store %cst_84, %alloca_45[] : memref<f64>
        %69 = arith.addi %56, %62 : i64
        %c48_i64_85 = arith.constant 48 : i64
        %70 = arith.muli %69, %c48_i64_85 : i64
        %71 = arith.addi %63, %70 : i64
        %72 = llvm.getelementptr %38[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %73 = llvm.load %72 : !llvm.ptr<1> -> f64
        memref.store %73, %alloca_45[] : memref<f64>
        %c8_i64_86 = arith.constant 8 : i64
        %74 = arith.divsi %46, %c8_i64_86 : i64
        %c8_i64_87 = arith.constant 8 : i64
        %75 = arith.remsi %46, %c8_i64_87 : i64
        %cst_88 = arith.constant 0.000000e+00 : f64
        memref.store %cst_88, %alloca_46[] : memref<f64>
        %c256_i64 = arith.constant 256 : i64
        %76 = arith.cmpi slt, %46, %c256_i64 : i64
        scf.if %76 {
          %161 = arith.addi %58, %74 : i64
          %c56_i64 = arith.constant 56 : i64
          %162 = arith.muli %161, %c56_i64 : i64
          %163 = arith.addi %75, %162 : i64
          %164 = llvm.getelementptr %40[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %165 = llvm.load %164 : !llvm.ptr<1> -> f64
          memref.store %165, %alloca_46[] : memref<f64>
        } else {
          %cst_119 = arith.constant 0.000000e+00 : f64
          memref.store %cst_119, %alloca_46[] : memref<f64>
        }
        %c0_i64_89 = arith.constant 0 : i64
        %c48_i64_90 = arith.constant 48 : i64
        %c8_i64_91 = arith.constant 8 : i64
        scf.for %arg9 = %c0_i64_89 to %c48_i64_90 step %c8_i64_91  : i64 {
          gpu.barrier
          %c128_i64_119 = arith.constant 128 : i64
          %161 = arith.remsi %46, %c128_i64_119 : i64
          %c128_i64_120 = arith.constant 128 : i64
          %162 = arith.divsi %46, %c128_i64_120 : i64
          %c512_i64_121 = arith.constant 512 : i64
          %163 = arith.addi %46, %c512_i64_121 : i64
          %c128_i64_122 = arith.constant 128 : i64
          %164 = arith.remsi %163, %c128_i64_122 : i64
          %c128_i64_123 = arith.constant 128 : i64
          %165 = arith.divsi %163, %c128_i64_123 : i64
          %166 = memref.load %alloca_44[] : memref<f64>
          %167 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c20480_i64 = arith.constant 20480 : i64
          %168 = llvm.getelementptr %167[%c20480_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c12_i64 = arith.constant 12 : i64
          %169 = arith.muli %161, %c12_i64 : i64
          %170 = arith.addi %169, %162 : i64
          %171 = llvm.getelementptr %168[%170] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %166, %171 : f64, !llvm.ptr<3>
          %172 = memref.load %alloca_45[] : memref<f64>
          %173 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c20480_i64_124 = arith.constant 20480 : i64
          %174 = llvm.getelementptr %173[%c20480_i64_124] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c12_i64_125 = arith.constant 12 : i64
          %175 = arith.muli %164, %c12_i64_125 : i64
          %176 = arith.addi %175, %165 : i64
          %177 = llvm.getelementptr %174[%176] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %172, %177 : f64, !llvm.ptr<3>
          %c8_i64_126 = arith.constant 8 : i64
          %178 = arith.divsi %46, %c8_i64_126 : i64
          %c8_i64_127 = arith.constant 8 : i64
          %179 = arith.remsi %46, %c8_i64_127 : i64
          %c256_i64_128 = arith.constant 256 : i64
          %180 = arith.cmpi slt, %46, %c256_i64_128 : i64
          scf.if %180 {
            %287 = memref.load %alloca_46[] : memref<f64>
            %288 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
            %c32768_i64_154 = arith.constant 32768 : i64
            %289 = llvm.getelementptr %288[%c32768_i64_154] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
            %c12_i64_155 = arith.constant 12 : i64
            %290 = arith.muli %178, %c12_i64_155 : i64
            %291 = arith.addi %290, %179 : i64
            %292 = llvm.getelementptr %289[%291] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %287, %292 : f64, !llvm.ptr<3>
          }
          gpu.barrier
          %c8_i64_129 = arith.constant 8 : i64
          %181 = arith.addi %arg9, %c8_i64_129 : i64
          %c48_i64_130 = arith.constant 48 : i64
          %182 = arith.cmpi slt, %181, %c48_i64_130 : i64
          scf.if %182 {
            %c128_i64_154 = arith.constant 128 : i64
            %287 = arith.remsi %46, %c128_i64_154 : i64
            %c128_i64_155 = arith.constant 128 : i64
            %288 = arith.divsi %46, %c128_i64_155 : i64
            %c512_i64_156 = arith.constant 512 : i64
            %289 = arith.addi %46, %c512_i64_156 : i64
            %c128_i64_157 = arith.constant 128 : i64
            %290 = arith.remsi %289, %c128_i64_157 : i64
            %c128_i64_158 = arith.constant 128 : i64
            %291 = arith.divsi %289, %c128_i64_158 : i64
            %292 = arith.addi %181, %288 : i64
            %293 = arith.addi %56, %287 : i64
            %c48_i64_159 = arith.constant 48 : i64
            %294 = arith.muli %293, %c48_i64_159 : i64
            %295 = arith.addi %292, %294 : i64
            %296 = llvm.getelementptr %38[%295] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %297 = llvm.load %296 : !llvm.ptr<1> -> f64
            memref.store %297, %alloca_44[] : memref<f64>
            %298 = arith.addi %181, %291 : i64
            %299 = arith.addi %56, %290 : i64
            %c48_i64_160 = arith.constant 48 : i64
            %300 = arith.muli %299, %c48_i64_160 : i64
            %301 = arith.addi %298, %300 : i64
            %302 = llvm.getelementptr %38[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %303 = llvm.load %302 : !llvm.ptr<1> -> f64
            memref.store %303, %alloca_45[] : memref<f64>
            %c8_i64_161 = arith.constant 8 : i64
            %304 = arith.divsi %46, %c8_i64_161 : i64
            %c8_i64_162 = arith.constant 8 : i64
            %305 = arith.remsi %46, %c8_i64_162 : i64
            %c256_i64_163 = arith.constant 256 : i64
            %306 = arith.cmpi slt, %46, %c256_i64_163 : i64
            scf.if %306 {
              %307 = arith.addi %181, %305 : i64
              %308 = arith.addi %58, %304 : i64
              %c56_i64 = arith.constant 56 : i64
              %309 = arith.muli %308, %c56_i64 : i64
              %310 = arith.addi %307, %309 : i64
              %311 = llvm.getelementptr %40[%310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %312 = llvm.load %311 : !llvm.ptr<1> -> f64
              memref.store %312, %alloca_46[] : memref<f64>
            } else {
              %cst_164 = arith.constant 0.000000e+00 : f64
              memref.store %cst_164, %alloca_46[] : memref<f64>
            }
          }
          %183 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c20480_i64_131 = arith.constant 20480 : i64
          %184 = llvm.getelementptr %183[%c20480_i64_131] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %185 = arith.addi %52, %49 : i64
          %c12_i64_132 = arith.constant 12 : i64
          %186 = arith.muli %185, %c12_i64_132 : i64
          %187 = arith.addi %186, %50 : i64
          %188 = llvm.getelementptr %184[%187] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %189 = llvm.load %188 : !llvm.ptr<3> -> f64
          %190 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c20480_i64_133 = arith.constant 20480 : i64
          %191 = llvm.getelementptr %190[%c20480_i64_133] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_134 = arith.constant 8 : i64
          %192 = arith.addi %52, %c8_i64_134 : i64
          %193 = arith.addi %192, %49 : i64
          %c12_i64_135 = arith.constant 12 : i64
          %194 = arith.muli %193, %c12_i64_135 : i64
          %195 = arith.addi %194, %50 : i64
          %196 = llvm.getelementptr %191[%195] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %197 = llvm.load %196 : !llvm.ptr<3> -> f64
          %198 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c32768_i64 = arith.constant 32768 : i64
          %199 = llvm.getelementptr %198[%c32768_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %200 = arith.addi %54, %49 : i64
          %c12_i64_136 = arith.constant 12 : i64
          %201 = arith.muli %200, %c12_i64_136 : i64
          %202 = arith.addi %201, %50 : i64
          %203 = llvm.getelementptr %199[%202] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %204 = llvm.load %203 : !llvm.ptr<3> -> f64
          %205 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c32768_i64_137 = arith.constant 32768 : i64
          %206 = llvm.getelementptr %205[%c32768_i64_137] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_138 = arith.constant 8 : i64
          %207 = arith.addi %54, %c8_i64_138 : i64
          %208 = arith.addi %207, %49 : i64
          %c12_i64_139 = arith.constant 12 : i64
          %209 = arith.muli %208, %c12_i64_139 : i64
          %210 = arith.addi %209, %50 : i64
          %211 = llvm.getelementptr %206[%210] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %212 = llvm.load %211 : !llvm.ptr<3> -> f64
          %213 = memref.load %alloca_36[] : memref<f64>
          %214 = memref.load %alloca_37[] : memref<f64>
          %215 = nvvm.mma.sync A[%189]  B[%204]  C[%213, %214]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %216 = llvm.extractvalue %215[0] : !llvm.struct<(f64, f64)> 
          memref.store %216, %alloca_36[] : memref<f64>
          %217 = llvm.extractvalue %215[1] : !llvm.struct<(f64, f64)> 
          memref.store %217, %alloca_37[] : memref<f64>
          %218 = memref.load %alloca_38[] : memref<f64>
          %219 = memref.load %alloca_39[] : memref<f64>
          %220 = nvvm.mma.sync A[%189]  B[%212]  C[%218, %219]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %221 = llvm.extractvalue %220[0] : !llvm.struct<(f64, f64)> 
          memref.store %221, %alloca_38[] : memref<f64>
          %222 = llvm.extractvalue %220[1] : !llvm.struct<(f64, f64)> 
          memref.store %222, %alloca_39[] : memref<f64>
          %223 = memref.load %alloca_40[] : memref<f64>
          %224 = memref.load %alloca_41[] : memref<f64>
          %225 = nvvm.mma.sync A[%197]  B[%204]  C[%223, %224]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %226 = llvm.extractvalue %225[0] : !llvm.struct<(f64, f64)> 
          memref.store %226, %alloca_40[] : memref<f64>
          %227 = llvm.extractvalue %225[1] : !llvm.struct<(f64, f64)> 
          memref.store %227, %alloca_41[] : memref<f64>
          %228 = memref.load %alloca_42[] : memref<f64>
          %229 = memref.load %alloca_43[] : memref<f64>
          %230 = nvvm.mma.sync A[%197]  B[%212]  C[%228, %229]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %231 = llvm.extractvalue %230[0] : !llvm.struct<(f64, f64)> 
          memref.store %231, %alloca_42[] : memref<f64>
          %232 = llvm.extractvalue %230[1] : !llvm.struct<(f64, f64)> 
          memref.store %232, %alloca_43[] : memref<f64>
          %233 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c20480_i64_140 = arith.constant 20480 : i64
          %234 = llvm.getelementptr %233[%c20480_i64_140] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %235 = arith.addi %52, %49 : i64
          %c12_i64_141 = arith.constant 12 : i64
          %236 = arith.muli %235, %c12_i64_141 : i64
          %c4_i64_142 = arith.constant 4 : i64
          %237 = arith.addi %c4_i64_142, %50 : i64
          %238 = arith.addi %236, %237 : i64
          %239 = llvm.getelementptr %234[%238] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %240 = llvm.load %239 : !llvm.ptr<3> -> f64
          %241 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c20480_i64_143 = arith.constant 20480 : i64
          %242 = llvm.getelementptr %241[%c20480_i64_143] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_144 = arith.constant 8 : i64
          %243 = arith.addi %52, %c8_i64_144 : i64
          %244 = arith.addi %243, %49 : i64
          %c12_i64_145 = arith.constant 12 : i64
          %245 = arith.muli %244, %c12_i64_145 : i64
          %c4_i64_146 = arith.constant 4 : i64
          %246 = arith.addi %c4_i64_146, %50 : i64
          %247 = arith.addi %245, %246 : i64
          %248 = llvm.getelementptr %242[%247] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %249 = llvm.load %248 : !llvm.ptr<3> -> f64
          %250 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c32768_i64_147 = arith.constant 32768 : i64
          %251 = llvm.getelementptr %250[%c32768_i64_147] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %252 = arith.addi %54, %49 : i64
          %c12_i64_148 = arith.constant 12 : i64
          %253 = arith.muli %252, %c12_i64_148 : i64
          %c4_i64_149 = arith.constant 4 : i64
          %254 = arith.addi %c4_i64_149, %50 : i64
          %255 = arith.addi %253, %254 : i64
          %256 = llvm.getelementptr %251[%255] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %257 = llvm.load %256 : !llvm.ptr<3> -> f64
          %258 = llvm.mlir.addressof @__tinyc_stack_tensor_cores_async : !llvm.ptr<3>
          %c32768_i64_150 = arith.constant 32768 : i64
          %259 = llvm.getelementptr %258[%c32768_i64_150] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
          %c8_i64_151 = arith.constant 8 : i64
          %260 = arith.addi %54, %c8_i64_151 : i64
          %261 = arith.addi %260, %49 : i64
          %c12_i64_152 = arith.constant 12 : i64
          %262 = arith.muli %261, %c12_i64_152 : i64
          %c4_i64_153 = arith.constant 4 : i64
          %263 = arith.addi %c4_i64_153, %50 : i64
          %264 = arith.addi %262, %263 : i64
          %265 = llvm.getelementptr %259[%264] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %266 = llvm.load %265 : !llvm.ptr<3> -> f64
          %267 = memref.load %alloca_36[] : memref<f64>
          %268 = memref.load %alloca_37[] : memref<f64>
          %269 = nvvm.mma.sync A[%240]  B[%257]  C[%267, %268]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %270 = llvm.extractvalue %269[0] : !llvm.struct<(f64, f64)> 
          memref.store %270, %alloca_36[] : memref<f64>
          %271 = llvm.extractvalue %269[1] : !llvm.struct<(f64, f64)> 
          memref.store %271, %alloca_37[] : memref<f64>
          %272 = memref.load %alloca_38[] : memref<f64>
          %273 = memref.load %alloca_39[] : memref<f64>
          %274 = nvvm.mma.sync A[%240]  B[%266]  C[%272, %273]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %275 = llvm.extractvalue %274[0] : !llvm.struct<(f64, f64)> 
          memref.store %275, %alloca_38[] : memref<f64>
          %276 = llvm.extractvalue %274[1] : !llvm.struct<(f64, f64)> 
          memref.store %276, %alloca_39[] : memref<f64>
          %277 = memref.load %alloca_40[] : memref<f64>
          %278 = memref.load %alloca_41[] : memref<f64>
          %279 = nvvm.mma.sync A[%249]  B[%257]  C[%277, %278]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %280 = llvm.extractvalue %279[0] : !llvm.struct<(f64, f64)> 
          memref.store %280, %alloca_40[] : memref<f64>
          %281 = llvm.extractvalue %279[1] : !llvm.struct<(f64, f64)> 
          memref.store %281, %alloca_41[] : memref<f64>
          %282 = memref.load %alloca_42[] : memref<f64>
          %283 = memref.load %alloca_43[] : memref<f64>
          %284 = nvvm.mma.sync A[%249]  B[%266]  C[%282, %283]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %285 = llvm.extractvalue %284[0] : !llvm.struct<(f64, f64)> 
          memref.store %285, %alloca_42[] : memref<f64>
          %286 = llvm.extractvalue %284[1] : !llvm.struct<(f64, f64)> 
          memref.store %286, %alloca_43[] : memref<f64>
        }
        %77 = arith.addi %56, %52 : i64
        %78 = arith.addi %77, %49 : i64
        %79 = arith.addi %58, %54 : i64
        %c2_i64 = arith.constant 2 : i64
        %80 = arith.muli %50, %c2_i64 : i64
        %81 = arith.addi %79, %80 : i64
        %82 = memref.load %alloca_36[] : memref<f64>
        %c128_i64_92 = arith.constant 128 : i64
        %83 = arith.muli %81, %c128_i64_92 : i64
        %84 = arith.addi %78, %83 : i64
        %85 = llvm.getelementptr %42[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %82, %85 : f64, !llvm.ptr<1>
        %86 = arith.addi %56, %52 : i64
        %87 = arith.addi %86, %49 : i64
        %88 = arith.addi %58, %54 : i64
        %c2_i64_93 = arith.constant 2 : i64
        %89 = arith.muli %50, %c2_i64_93 : i64
        %c1_i64_94 = arith.constant 1 : i64
        %90 = arith.addi %89, %c1_i64_94 : i64
        %91 = arith.addi %88, %90 : i64
        %92 = memref.load %alloca_37[] : memref<f64>
        %c128_i64_95 = arith.constant 128 : i64
        %93 = arith.muli %91, %c128_i64_95 : i64
        %94 = arith.addi %87, %93 : i64
        %95 = llvm.getelementptr %42[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %92, %95 : f64, !llvm.ptr<1>
        %96 = arith.addi %56, %52 : i64
        %97 = arith.addi %96, %49 : i64
        %98 = arith.addi %58, %54 : i64
        %c8_i64_96 = arith.constant 8 : i64
        %99 = arith.addi %98, %c8_i64_96 : i64
        %c2_i64_97 = arith.constant 2 : i64
        %100 = arith.muli %50, %c2_i64_97 : i64
        %101 = arith.addi %99, %100 : i64
        %102 = memref.load %alloca_38[] : memref<f64>
        %c128_i64_98 = arith.constant 128 : i64
        %103 = arith.muli %101, %c128_i64_98 : i64
        %104 = arith.addi %97, %103 : i64
        %105 = llvm.getelementptr %42[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %102, %105 : f64, !llvm.ptr<1>
        %106 = arith.addi %56, %52 : i64
        %107 = arith.addi %106, %49 : i64
        %108 = arith.addi %58, %54 : i64
        %c8_i64_99 = arith.constant 8 : i64
        %109 = arith.addi %108, %c8_i64_99 : i64
        %c2_i64_100 = arith.constant 2 : i64
        %110 = arith.muli %50, %c2_i64_100 : i64
        %c1_i64_101 = arith.constant 1 : i64
        %111 = arith.addi %110, %c1_i64_101 : i64
        %112 = arith.addi %109, %111 : i64
        %113 = memref.load %alloca_39[] : memref<f64>
        %c128_i64_102 = arith.constant 128 : i64
        %114 = arith.muli %112, %c128_i64_102 : i64
        %115 = arith.addi %107, %114 : i64
        %116 = llvm.getelementptr %42[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %113, %116 : f64, !llvm.ptr<1>
        %117 = arith.addi %56, %52 : i64
        %c8_i64_103 = arith.constant 8 : i64
        %118 = arith.addi %117, %c8_i64_103 : i64
        %119 = arith.addi %118, %49 : i64
        %120 = arith.addi %58, %54 : i64
        %c2_i64_104 = arith.constant 2 : i64
        %121 = arith.muli %50, %c2_i64_104 : i64
        %122 = arith.addi %120, %121 : i64
        %123 = memref.load %alloca_40[] : memref<f64>
        %c128_i64_105 = arith.constant 128 : i64
        %124 = arith.muli %122, %c128_i64_105 : i64
        %125 = arith.addi %119, %124 : i64
        %126 = llvm.getelementptr %42[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %123, %126 : f64, !llvm.ptr<1>
        %127 = arith.addi %56, %52 : i64
        %c8_i64_106 = arith.constant 8 : i64
        %128 = arith.addi %127, %c8_i64_106 : i64
        %129 = arith.addi %128, %49 : i64
        %130 = arith.addi %58, %54 : i64
        %c2_i64_107 = arith.constant 2 : i64
        %131 = arith.muli %50, %c2_i64_107 : i64
        %c1_i64_108 = arith.constant 1 : i64
        %132 = arith.addi %131, %c1_i64_108 : i64
        %133 = arith.addi %130, %132 : i64
        %134 = memref.load %alloca_41[] : memref<f64>
        %c128_i64_109 = arith.constant 128 : i64
        %135 = arith.muli %133, %c128_i64_109 : i64
        %136 = arith.addi %129, %135 : i64
        %137 = llvm.getelementptr %42[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %134, %137 : f64, !llvm.ptr<1>
        %138 = arith.addi %56, %52 : i64
        %c8_i64_110 = arith.constant 8 : i64
        %139 = arith.addi %138, %c8_i64_110 : i64
        %140 = arith.addi %139, %49 : i64
        %141 = arith.addi %58, %54 : i64
        %c8_i64_111 = arith.constant 8 : i64
        %142 = arith.addi %141, %c8_i64_111 : i64
        %c2_i64_112 = arith.constant 2 : i64
        %143 = arith.muli %50, %c2_i64_112 : i64
        %144 = arith.addi %142, %143 : i64
        %145 = memref.load %alloca_42[] : memref<f64>
        %c128_i64_113 = arith.constant 128 : i64
        %146 = arith.muli %144, %c128_i64_113 : i64
        %147 = arith.addi %140, %146 : i64
        %148 = llvm.getelementptr %42[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %145, %148 : f64, !llvm.ptr<1>
        %149 = arith.addi %56, %52 : i64
        %c8_i64_114 = arith.constant 8 : i64
        %150 = arith.addi %149, %c8_i64_114 : i64
        %151 = arith.addi %150, %49 : i64
        %152 = arith.addi %58, %54 : i64
        %c8_i64_115 = arith.constant 8 : i64
        %153 = arith.addi %152, %c8_i64_115 : i64
        %c2_i64_116 = arith.constant 2 : i64
        %154 = arith.muli %50, %c2_i64_116 : i64
        %c1_i64_117 = arith.constant 1 : i64
        %155 = arith.addi %154, %c1_i64_117 : i64
        %156 = arith.addi %153, %155 : i64
        %157 = memref.load %alloca_43[] : memref<f64>
        %c128_i64_118 = arith.constant 128 : i64
        %158 = arith.muli %156, %c128_i64_118 : i64
        %159 = arith.addi %151, %158 : i64
        %160 = llvm.getelementptr %42[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %157, %160 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
