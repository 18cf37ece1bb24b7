module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_subgroups() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<2048 x i8>
    gpu.func @subgroups(%arg0: memref<128x?xf32, strided<[1, 128]>, 1>, %arg1: memref<128x?xi32, strided<[1, 128]>, 1>, %arg2: memref<128x?xvector<2xf64>, strided<[1, 128]>, 1>, %arg3: memref<128x5x?xf32, strided<[1, 128, 640]>, 1>, %arg4: memref<128x6x?xi32, strided<[1, 128, 768]>, 1>, %arg5: memref<128x3x?xvector<2xf64>, strided<[1, 128, 384]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 2, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<128x?xf32, strided<[1, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<128x?xf32, strided<[1, 128]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<128x?xi32, strided<[1, 128]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<128x?xi32, strided<[1, 128]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<128x?xvector<2xf64>, strided<[1, 128]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<128x?xvector<2xf64>, strided<[1, 128]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<128x5x?xf32, strided<[1, 128, 640]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<128x5x?xf32, strided<[1, 128, 640]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<128x6x?xi32, strided<[1, 128, 768]>, 1> -> memref<i32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<128x6x?xi32, strided<[1, 128, 768]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %arg5 : memref<128x3x?xvector<2xf64>, strided<[1, 128, 384]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<128x3x?xvector<2xf64>, strided<[1, 128, 384]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f32>
      %alloca_26 = memref.alloca() : memref<f32>
      %alloca_27 = memref.alloca() : memref<f32>
      %alloca_28 = memref.alloca() : memref<i32>
      %alloca_29 = memref.alloca() : memref<i32>
      %alloca_30 = memref.alloca() : memref<i32>
      %alloca_31 = memref.alloca() : memref<i32>
      %alloca_32 = memref.alloca() : memref<i32>
      %alloca_33 = memref.alloca() : memref<i32>
      %alloca_34 = memref.alloca() : memref<i64>
      %alloca_35 = memref.alloca() : memref<i64>
      %alloca_36 = memref.alloca() : memref<i32>
      %alloca_37 = memref.alloca() : memref<i64>
      %alloca_38 = memref.alloca() : memref<i64>
      %alloca_39 = memref.alloca() : memref<vector<2xf64>>
      %alloca_40 = memref.alloca() : memref<vector<2xf64>>
      %alloca_41 = memref.alloca() : memref<vector<2xf64>>
      %block_id_x = gpu.block_id  x
      %18 = arith.index_cast %block_id_x : index to i64
      %c128_i64 = arith.constant 128 : i64
      %19 = arith.muli %18, %c128_i64 : i64
      %20 = llvm.getelementptr %1[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64_42 = arith.constant 128 : i64
      %21 = arith.muli %18, %c128_i64_42 : i64
      %22 = llvm.getelementptr %4[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c128_i64_43 = arith.constant 128 : i64
      %23 = arith.muli %18, %c128_i64_43 : i64
      %24 = llvm.getelementptr %7[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %c640_i64 = arith.constant 640 : i64
      %25 = arith.muli %18, %c640_i64 : i64
      %26 = llvm.getelementptr %10[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c768_i64 = arith.constant 768 : i64
      %27 = arith.muli %18, %c768_i64 : i64
      %28 = llvm.getelementptr %13[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c384_i64 = arith.constant 384 : i64
      %29 = arith.muli %18, %c384_i64 : i64
      %30 = llvm.getelementptr %16[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %thread_id_x = gpu.thread_id  x
      %31 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %32 = arith.divsi %31, %c32_i64 : i64
      %c2_i64 = arith.constant 2 : i64
      %thread_id_y = gpu.thread_id  y
      %33 = arith.index_cast %thread_id_y : index to i64
      %34 = arith.muli %c2_i64, %33 : i64
      %35 = arith.addi %32, %34 : i64
      %36 = arith.trunci %35 : i64 to i32
      %thread_id_x_44 = gpu.thread_id  x
      %37 = arith.index_cast %thread_id_x_44 : index to i64
      %c32_i64_45 = arith.constant 32 : i64
      %38 = arith.remsi %37, %c32_i64_45 : i64
      %39 = arith.trunci %38 : i64 to i32
      %c32_i32 = arith.constant 32 : i32
      %40 = arith.muli %36, %c32_i32 : i32
      %41 = arith.addi %40, %39 : i32
      %42 = arith.extsi %41 : i32 to i64
      %43 = llvm.getelementptr %20[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %44 = llvm.load %43 : !llvm.ptr<1> -> f32
      %45 = llvm.getelementptr %22[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %46 = llvm.load %45 : !llvm.ptr<1> -> i32
      %47 = llvm.getelementptr %24[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %48 = llvm.load %47 : !llvm.ptr<1> -> vector<2xf64>
      %thread_id_x_46 = gpu.thread_id  x
      %49 = arith.index_cast %thread_id_x_46 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y_47 = gpu.thread_id  y
      %50 = arith.index_cast %thread_id_y_47 : index to i64
      %51 = arith.muli %c64_i64, %50 : i64
      %52 = arith.addi %49, %51 : i64
      %thread_id_x_48 = gpu.thread_id  x
      %53 = arith.index_cast %thread_id_x_48 : index to i64
      %c32_i64_49 = arith.constant 32 : i64
      %54 = arith.remsi %53, %c32_i64_49 : i64
      %55 = arith.subi %52, %54 : i64
      gpu.barrier
      %56 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %57 = llvm.getelementptr %56[%52] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %44, %57 : f32, !llvm.ptr<3>
      gpu.barrier
      %58 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %c5_i64 = arith.constant 5 : i64
      %c0_i64 = arith.constant 0 : i64
      %59 = arith.maxsi %c5_i64, %c0_i64 : i64
      %c31_i64 = arith.constant 31 : i64
      %60 = arith.minsi %59, %c31_i64 : i64
      %61 = arith.addi %55, %60 : i64
      %62 = llvm.getelementptr %58[%61] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %63 = llvm.load %62 : !llvm.ptr<3> -> f32
      %64 = llvm.getelementptr %26[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %63, %64 : f32, !llvm.ptr<1>
      %thread_id_x_50 = gpu.thread_id  x
      %65 = arith.index_cast %thread_id_x_50 : index to i64
      %c64_i64_51 = arith.constant 64 : i64
      %thread_id_y_52 = gpu.thread_id  y
      %66 = arith.index_cast %thread_id_y_52 : index to i64
      %67 = arith.muli %c64_i64_51, %66 : i64
      %68 = arith.addi %65, %67 : i64
      %thread_id_x_53 = gpu.thread_id  x
      %69 = arith.index_cast %thread_id_x_53 : index to i64
      %c32_i64_54 = arith.constant 32 : i64
      %70 = arith.remsi %69, %c32_i64_54 : i64
      %71 = arith.subi %68, %70 : i64
      gpu.barrier
      %72 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %73 = llvm.getelementptr %72[%68] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %44, %73 : f32, !llvm.ptr<3>
      gpu.barrier
      %74 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %75 = llvm.getelementptr %74[%71] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %76 = llvm.load %75 : !llvm.ptr<3> -> f32
      memref.store %76, %alloca[] : memref<f32>
      %c1_i64 = arith.constant 1 : i64
      %c32_i64_55 = arith.constant 32 : i64
      %c1_i64_56 = arith.constant 1 : i64
      scf.for %arg6 = %c1_i64 to %c32_i64_55 step %c1_i64_56  : i64 {
        %244 = memref.load %alloca[] : memref<f32>
        %245 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %246 = arith.addi %71, %arg6 : i64
        %247 = llvm.getelementptr %245[%246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %248 = llvm.load %247 : !llvm.ptr<3> -> f32
        %249 = arith.addf %244, %248 : f32
        memref.store %249, %alloca[] : memref<f32>
      }
      %77 = memref.load %alloca[] : memref<f32>
      %c128_i64_57 = arith.constant 128 : i64
      %78 = arith.addi %42, %c128_i64_57 : i64
      %79 = llvm.getelementptr %26[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %77, %79 : f32, !llvm.ptr<1>
      %thread_id_x_58 = gpu.thread_id  x
      %80 = arith.index_cast %thread_id_x_58 : index to i64
      %c64_i64_59 = arith.constant 64 : i64
      %thread_id_y_60 = gpu.thread_id  y
      %81 = arith.index_cast %thread_id_y_60 : index to i64
      %82 = arith.muli %c64_i64_59, %81 : i64
      %83 = arith.addi %80, %82 : i64
      %thread_id_x_61 = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x_61 : index to i64
      %c32_i64_62 = arith.constant 32 : i64
      %85 = arith.remsi %84, %c32_i64_62 : i64
      %86 = arith.subi %83, %85 : i64
      gpu.barrier
      %87 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %88 = llvm.getelementptr %87[%83] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %44, %88 : f32, !llvm.ptr<3>
      gpu.barrier
      %89 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %90 = llvm.getelementptr %89[%86] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %91 = llvm.load %90 : !llvm.ptr<3> -> f32
      memref.store %91, %alloca_25[] : memref<f32>
      %c1_i64_63 = arith.constant 1 : i64
      %c32_i64_64 = arith.constant 32 : i64
      %c1_i64_65 = arith.constant 1 : i64
      scf.for %arg6 = %c1_i64_63 to %c32_i64_64 step %c1_i64_65  : i64 {
        %244 = memref.load %alloca_25[] : memref<f32>
        %245 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %246 = arith.addi %86, %arg6 : i64
        %247 = llvm.getelementptr %245[%246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %248 = llvm.load %247 : !llvm.ptr<3> -> f32
        %249 = arith.maxnumf %244, %248 : f32
        memref.store %249, %alloca_25[] : memref<f32>
      }
      %92 = memref.load %alloca_25[] : memref<f32>
      %c256_i64 = arith.constant 256 : i64
      %93 = arith.addi %42, %c256_i64 : i64
      %94 = llvm.getelementptr %26[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %92, %94 : f32, !llvm.ptr<1>
      %thread_id_x_66 = gpu.thread_id  x
      %95 = arith.index_cast %thread_id_x_66 : index to i64
      %c64_i64_67 = arith.constant 64 : i64
      %thread_id_y_68 = gpu.thread_id  y
      %96 = arith.index_cast %thread_id_y_68 : index to i64
      %97 = arith.muli %c64_i64_67, %96 : i64
      %98 = arith.addi %95, %97 : i64
      %thread_id_x_69 = gpu.thread_id  x
      %99 = arith.index_cast %thread_id_x_69 : index to i64
      %c32_i64_70 = arith.constant 32 : i64
      %100 = arith.remsi %99, %c32_i64_70 : i64
      %101 = arith.subi %98, %100 : i64
      gpu.barrier
      %102 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %103 = llvm.getelementptr %102[%98] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %44, %103 : f32, !llvm.ptr<3>
      gpu.barrier
      %cst = arith.constant 0x7F800000 : f32
      memref.store %cst, %alloca_26[] : memref<f32>
      %c0_i64_71 = arith.constant 0 : i64
      %c1_i64_72 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_71 to %100 step %c1_i64_72  : i64 {
        %244 = memref.load %alloca_26[] : memref<f32>
        %245 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %246 = arith.addi %101, %arg6 : i64
        %247 = llvm.getelementptr %245[%246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %248 = llvm.load %247 : !llvm.ptr<3> -> f32
        %249 = arith.minnumf %244, %248 : f32
        memref.store %249, %alloca_26[] : memref<f32>
      }
      %104 = memref.load %alloca_26[] : memref<f32>
      %c384_i64_73 = arith.constant 384 : i64
      %105 = arith.addi %42, %c384_i64_73 : i64
      %106 = llvm.getelementptr %26[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %104, %106 : f32, !llvm.ptr<1>
      %thread_id_x_74 = gpu.thread_id  x
      %107 = arith.index_cast %thread_id_x_74 : index to i64
      %c64_i64_75 = arith.constant 64 : i64
      %thread_id_y_76 = gpu.thread_id  y
      %108 = arith.index_cast %thread_id_y_76 : index to i64
      %109 = arith.muli %c64_i64_75, %108 : i64
      %110 = arith.addi %107, %109 : i64
      %thread_id_x_77 = gpu.thread_id  x
      %111 = arith.index_cast %thread_id_x_77 : index to i64
      %c32_i64_78 = arith.constant 32 : i64
      %112 = arith.remsi %111, %c32_i64_78 : i64
      %113 = arith.subi %110, %112 : i64
      gpu.barrier
      %114 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %115 = llvm.getelementptr %114[%110] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %44, %115 : f32, !llvm.ptr<3>
      gpu.barrier
      %116 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %117 = llvm.getelementptr %116[%113] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %118 = llvm.load %117 : !llvm.ptr<3> -> f32
      memref.store %118, %alloca_27[] : memref<f32>
      %c1_i64_79 = arith.constant 1 : i64
      %c1_i64_80 = arith.constant 1 : i64
      %119 = arith.addi %112, %c1_i64_80 : i64
      %c1_i64_81 = arith.constant 1 : i64
      scf.for %arg6 = %c1_i64_79 to %119 step %c1_i64_81  : i64 {
        %244 = memref.load %alloca_27[] : memref<f32>
        %245 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %246 = arith.addi %113, %arg6 : i64
        %247 = llvm.getelementptr %245[%246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %248 = llvm.load %247 : !llvm.ptr<3> -> f32
        %249 = arith.maxnumf %244, %248 : f32
        memref.store %249, %alloca_27[] : memref<f32>
      }
      %120 = memref.load %alloca_27[] : memref<f32>
      %c512_i64 = arith.constant 512 : i64
      %121 = arith.addi %42, %c512_i64 : i64
      %122 = llvm.getelementptr %26[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %120, %122 : f32, !llvm.ptr<1>
      %thread_id_x_82 = gpu.thread_id  x
      %123 = arith.index_cast %thread_id_x_82 : index to i64
      %c64_i64_83 = arith.constant 64 : i64
      %thread_id_y_84 = gpu.thread_id  y
      %124 = arith.index_cast %thread_id_y_84 : index to i64
      %125 = arith.muli %c64_i64_83, %124 : i64
      %126 = arith.addi %123, %125 : i64
      %thread_id_x_85 = gpu.thread_id  x
      %127 = arith.index_cast %thread_id_x_85 : index to i64
      %c32_i64_86 = arith.constant 32 : i64
      %128 = arith.remsi %127, %c32_i64_86 : i64
      %129 = arith.subi %126, %128 : i64
      gpu.barrier
      %130 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %131 = llvm.getelementptr %130[%126] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %46, %131 : i32, !llvm.ptr<3>
      gpu.barrier
      %132 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %133 = llvm.getelementptr %132[%129] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %134 = llvm.load %133 : !llvm.ptr<3> -> i32
      memref.store %134, %alloca_28[] : memref<i32>
      %c1_i64_87 = arith.constant 1 : i64
      %c32_i64_88 = arith.constant 32 : i64
      %c1_i64_89 = arith.constant 1 : i64
      scf.for %arg6 = %c1_i64_87 to %c32_i64_88 step %c1_i64_89  : i64 {
        %244 = memref.load %alloca_28[] : memref<i32>
        %245 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %246 = arith.addi %129, %arg6 : i64
        %247 = llvm.getelementptr %245[%246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %248 = llvm.load %247 : !llvm.ptr<3> -> i32
        %249 = arith.minsi %244, %248 : i32
        memref.store %249, %alloca_28[] : memref<i32>
      }
      %135 = memref.load %alloca_28[] : memref<i32>
      %136 = llvm.getelementptr %28[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %135, %136 : i32, !llvm.ptr<1>
      %thread_id_x_90 = gpu.thread_id  x
      %137 = arith.index_cast %thread_id_x_90 : index to i64
      %c64_i64_91 = arith.constant 64 : i64
      %thread_id_y_92 = gpu.thread_id  y
      %138 = arith.index_cast %thread_id_y_92 : index to i64
      %139 = arith.muli %c64_i64_91, %138 : i64
      %140 = arith.addi %137, %139 : i64
      %thread_id_x_93 = gpu.thread_id  x
      %141 = arith.index_cast %thread_id_x_93 : index to i64
      %c32_i64_94 = arith.constant 32 : i64
      %142 = arith.remsi %141, %c32_i64_94 : i64
      %143 = arith.subi %140, %142 : i64
      gpu.barrier
      %144 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %145 = llvm.getelementptr %144[%140] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %46, %145 : i32, !llvm.ptr<3>
      gpu.barrier
      %146 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %147 = llvm.getelementptr %146[%143] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %148 = llvm.load %147 : !llvm.ptr<3> -> i32
      memref.store %148, %alloca_29[] : memref<i32>
      %c1_i64_95 = arith.constant 1 : i64
      %c1_i64_96 = arith.constant 1 : i64
      %149 = arith.addi %142, %c1_i64_96 : i64
      %c1_i64_97 = arith.constant 1 : i64
      scf.for %arg6 = %c1_i64_95 to %149 step %c1_i64_97  : i64 {
        %244 = memref.load %alloca_29[] : memref<i32>
        %245 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %246 = arith.addi %143, %arg6 : i64
        %247 = llvm.getelementptr %245[%246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %248 = llvm.load %247 : !llvm.ptr<3> -> i32
        %249 = arith.addi %244, %248 : i32
        memref.store %249, %alloca_29[] : memref<i32>
      }
      %150 = memref.load %alloca_29[] : memref<i32>
      %c128_i64_98 = arith.constant 128 : i64
      %151 = arith.addi %42, %c128_i64_98 : i64
      %152 = llvm.getelementptr %28[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %150, %152 : i32, !llvm.ptr<1>
      %thread_id_x_99 = gpu.thread_id  x
      %153 = arith.index_cast %thread_id_x_99 : index to i64
      %c64_i64_100 = arith.constant 64 : i64
      %thread_id_y_101 = gpu.thread_id  y
      %154 = arith.index_cast %thread_id_y_101 : index to i64
      %155 = arith.muli %c64_i64_100, %154 : i64
      %156 = arith.addi %153, %155 : i64
      %thread_id_x_102 = gpu.thread_id  x
      %157 = arith.index_cast %thread_id_x_102 : index to i64
      %c32_i64_103 = arith.constant 32 : i64
      %158 = arith.remsi %157, %c32_i64_103 : i64
      %159 = arith.subi %156, %158 : i64
      gpu.barrier
      %160 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %161 = llvm.getelementptr %160[%156] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %46, %161 : i32, !llvm.ptr<3>
      gpu.barrier
      %c-2147483648_i32 = arith.constant -2147483648 : i32
      memref.store %c-2147483648_i32, %alloca_30[] : memref<i32>
      %c0_i64_104 = arith.constant 0 : i64
      %c1_i64_105 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_104 to %158 step %c1_i64_105  : i64 {
        %244 = memref.load %alloca_30[] : memref<i32>
        %245 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %246 = arith.addi %159, %arg6 : i64
        %247 = llvm.getelementptr %245[%246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %248 = llvm.load %247 : !llvm.ptr<3> -> i32
        %249 = arith.maxsi %244, %248 : i32
        memref.store %249, %alloca_30[] : memref<i32>
      }
      %162 = memref.load %alloca_30[] : memref<i32>
      %c256_i64_106 = arith.constant 256 : i64
      %163 = arith.addi %42, %c256_i64_106 : i64
      %164 = llvm.getelementptr %28[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %162, %164 : i32, !llvm.ptr<1>
      %thread_id_x_107 = gpu.thread_id  x
      %165 = arith.index_cast %thread_id_x_107 : index to i64
      %c64_i64_108 = arith.constant 64 : i64
      %thread_id_y_109 = gpu.thread_id  y
      %166 = arith.index_cast %thread_id_y_109 : index to i64
      %167 = arith.muli %c64_i64_108, %166 : i64
      %168 = arith.addi %165, %167 : i64
      %thread_id_x_110 = gpu.thread_id  x
      %169 = arith.index_cast %thread_id_x_110 : index to i64
      %c32_i64_111 = arith.constant 32 : i64
      %170 = arith.remsi %169, %c32_i64_111 : i64
      %171 = arith.subi %168, %170 : i64
      gpu.barrier
      %172 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %173 = llvm.getelementptr %172[%168] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %46, %173 : i32, !llvm.ptr<3>
      gpu.barrier
      %c0_i32 = arith.constant 0 : i32
      memref.store %c0_i32, %alloca_31[] : memref<i32>
      %c0_i64_112 = arith.constant 0 : i64
      %c1_i64_113 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_112 to %170 step %c1_i64_113  : i64 {
        %244 = memref.load %alloca_31[] : memref<i32>
        %245 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %246 = arith.addi %171, %arg6 : i64
        %247 = llvm.getelementptr %245[%246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %248 = llvm.load %247 : !llvm.ptr<3> -> i32
        %249 = arith.addi %244, %248 : i32
        memref.store %249, %alloca_31[] : memref<i32>
      }
      %174 = memref.load %alloca_31[] : memref<i32>
      %c384_i64_114 = arith.constant 384 : i64
      %175 = arith.addi %42, %c384_i64_114 : i64
      %176 = llvm.getelementptr %28[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %174, %176 : i32, !llvm.ptr<1>
      %thread_id_x_115 = gpu.thread_id  x
      %177 = arith.index_cast %thread_id_x_115 : index to i64
      %c64_i64_116 = arith.constant 64 : i64
      %thread_id_y_117 = gpu.thread_id  y
      %178 = arith.index_cast %thread_id_y_117 : index to i64
      %179 = arith.muli %c64_i64_116, %178 : i64
      %180 = arith.addi %177, %179 : i64
      %thread_id_x_118 = gpu.thread_id  x
      %181 = arith.index_cast %thread_id_x_118 : index to i64
      %c32_i64_119 = arith.constant 32 : i64
      %182 = arith.remsi %181, %c32_i64_119 : i64
      %183 = arith.subi %180, %182 : i64
      gpu.barrier
      %184 = memref.load %alloca_29[] : memref<i32>
      %185 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %186 = llvm.getelementptr %185[%180] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %184, %186 : i32, !llvm.ptr<3>
      gpu.barrier
      %187 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %188 = llvm.getelementptr %187[%183] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %189 = llvm.load %188 : !llvm.ptr<3> -> i32
      memref.store %189, %alloca_32[] : memref<i32>
      %c1_i64_120 = arith.constant 1 : i64
      %c1_i64_121 = arith.constant 1 : i64
      %190 = arith.addi %182, %c1_i64_121 : i64
      %c1_i64_122 = arith.constant 1 : i64
      scf.for %arg6 = %c1_i64_120 to %190 step %c1_i64_122  : i64 {
        %244 = memref.load %alloca_32[] : memref<i32>
        %245 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %246 = arith.addi %183, %arg6 : i64
        %247 = llvm.getelementptr %245[%246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %248 = llvm.load %247 : !llvm.ptr<3> -> i32
        %249 = arith.addi %244, %248 : i32
        memref.store %249, %alloca_32[] : memref<i32>
      }
      %191 = memref.load %alloca_32[] : memref<i32>
      %c512_i64_123 = arith.constant 512 : i64
      %192 = arith.addi %42, %c512_i64_123 : i64
      %193 = llvm.getelementptr %28[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %191, %193 : i32, !llvm.ptr<1>
      %c2_i32 = arith.constant 2 : i32
      %194 = arith.remsi %36, %c2_i32 : i32
      %c0_i32_124 = arith.constant 0 : i32
      %195 = arith.cmpi eq, %194, %c0_i32_124 : i32
      scf.if %195 {
        %thread_id_x_154 = gpu.thread_id  x
        %244 = arith.index_cast %thread_id_x_154 : index to i64
        %c64_i64_155 = arith.constant 64 : i64
        %thread_id_y_156 = gpu.thread_id  y
        %245 = arith.index_cast %thread_id_y_156 : index to i64
        %246 = arith.muli %c64_i64_155, %245 : i64
        %247 = arith.addi %244, %246 : i64
        memref.store %247, %alloca_34[] : memref<i64>
        %thread_id_x_157 = gpu.thread_id  x
        %248 = arith.index_cast %thread_id_x_157 : index to i64
        %c32_i64_158 = arith.constant 32 : i64
        %249 = arith.remsi %248, %c32_i64_158 : i64
        %250 = memref.load %alloca_34[] : memref<i64>
        %251 = arith.subi %250, %249 : i64
        memref.store %251, %alloca_35[] : memref<i64>
      } else {
        %thread_id_x_154 = gpu.thread_id  x
        %244 = arith.index_cast %thread_id_x_154 : index to i64
        %c64_i64_155 = arith.constant 64 : i64
        %thread_id_y_156 = gpu.thread_id  y
        %245 = arith.index_cast %thread_id_y_156 : index to i64
        %246 = arith.muli %c64_i64_155, %245 : i64
        %247 = arith.addi %244, %246 : i64
        memref.store %247, %alloca_37[] : memref<i64>
        %thread_id_x_157 = gpu.thread_id  x
        %248 = arith.index_cast %thread_id_x_157 : index to i64
        %c32_i64_158 = arith.constant 32 : i64
        %249 = arith.remsi %248, %c32_i64_158 : i64
        %250 = memref.load %alloca_37[] : memref<i64>
        %251 = arith.subi %250, %249 : i64
        memref.store %251, %alloca_38[] : memref<i64>
      }
      gpu.barrier
      scf.if %195 {
        %244 = memref.load %alloca_29[] : memref<i32>
        %245 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %246 = memref.load %alloca_34[] : memref<i64>
        %247 = llvm.getelementptr %245[%246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        llvm.store %244, %247 : i32, !llvm.ptr<3>
      } else {
        %244 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %245 = memref.load %alloca_37[] : memref<i64>
        %246 = llvm.getelementptr %244[%245] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        llvm.store %46, %246 : i32, !llvm.ptr<3>
      }
      gpu.barrier
      scf.if %195 {
        %244 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %245 = memref.load %alloca_35[] : memref<i64>
        %246 = llvm.getelementptr %244[%245] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %247 = llvm.load %246 : !llvm.ptr<3> -> i32
        memref.store %247, %alloca_36[] : memref<i32>
        %c1_i64_154 = arith.constant 1 : i64
        %c32_i64_155 = arith.constant 32 : i64
        %c1_i64_156 = arith.constant 1 : i64
        scf.for %arg6 = %c1_i64_154 to %c32_i64_155 step %c1_i64_156  : i64 {
          %249 = memref.load %alloca_36[] : memref<i32>
          %250 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
          %251 = memref.load %alloca_35[] : memref<i64>
          %252 = arith.addi %251, %arg6 : i64
          %253 = llvm.getelementptr %250[%252] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
          %254 = llvm.load %253 : !llvm.ptr<3> -> i32
          %255 = arith.maxsi %249, %254 : i32
          memref.store %255, %alloca_36[] : memref<i32>
        }
        %248 = memref.load %alloca_36[] : memref<i32>
        memref.store %248, %alloca_33[] : memref<i32>
      } else {
        %244 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %245 = memref.load %alloca_38[] : memref<i64>
        %c2_i64_154 = arith.constant 2 : i64
        %c0_i64_155 = arith.constant 0 : i64
        %246 = arith.maxsi %c2_i64_154, %c0_i64_155 : i64
        %c31_i64_156 = arith.constant 31 : i64
        %247 = arith.minsi %246, %c31_i64_156 : i64
        %248 = arith.addi %245, %247 : i64
        %249 = llvm.getelementptr %244[%248] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %250 = llvm.load %249 : !llvm.ptr<3> -> i32
        memref.store %250, %alloca_33[] : memref<i32>
      }
      %196 = memref.load %alloca_33[] : memref<i32>
      %c640_i64_125 = arith.constant 640 : i64
      %197 = arith.addi %42, %c640_i64_125 : i64
      %198 = llvm.getelementptr %28[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %196, %198 : i32, !llvm.ptr<1>
      %thread_id_x_126 = gpu.thread_id  x
      %199 = arith.index_cast %thread_id_x_126 : index to i64
      %c64_i64_127 = arith.constant 64 : i64
      %thread_id_y_128 = gpu.thread_id  y
      %200 = arith.index_cast %thread_id_y_128 : index to i64
      %201 = arith.muli %c64_i64_127, %200 : i64
      %202 = arith.addi %199, %201 : i64
      %thread_id_x_129 = gpu.thread_id  x
      %203 = arith.index_cast %thread_id_x_129 : index to i64
      %c32_i64_130 = arith.constant 32 : i64
      %204 = arith.remsi %203, %c32_i64_130 : i64
      %205 = arith.subi %202, %204 : i64
      gpu.barrier
      %206 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %207 = llvm.getelementptr %206[%202] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, vector<2xf64>
      llvm.store %48, %207 : vector<2xf64>, !llvm.ptr<3>
      gpu.barrier
      %208 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %209 = llvm.getelementptr %208[%205] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, vector<2xf64>
      %210 = llvm.load %209 : !llvm.ptr<3> -> vector<2xf64>
      memref.store %210, %alloca_39[] : memref<vector<2xf64>>
      %c1_i64_131 = arith.constant 1 : i64
      %c32_i64_132 = arith.constant 32 : i64
      %c1_i64_133 = arith.constant 1 : i64
      scf.for %arg6 = %c1_i64_131 to %c32_i64_132 step %c1_i64_133  : i64 {
        %244 = memref.load %alloca_39[] : memref<vector<2xf64>>
        %245 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %246 = arith.addi %205, %arg6 : i64
        %247 = llvm.getelementptr %245[%246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, vector<2xf64>
        %248 = llvm.load %247 : !llvm.ptr<3> -> vector<2xf64>
        %249 = arith.addf %244, %248 : vector<2xf64>
        memref.store %249, %alloca_39[] : memref<vector<2xf64>>
      }
      %211 = memref.load %alloca_39[] : memref<vector<2xf64>>
      %212 = llvm.getelementptr %30[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %211, %212 : vector<2xf64>, !llvm.ptr<1>
      %thread_id_x_134 = gpu.thread_id  x
      %213 = arith.index_cast %thread_id_x_134 : index to i64
      %c64_i64_135 = arith.constant 64 : i64
      %thread_id_y_136 = gpu.thread_id  y
      %214 = arith.index_cast %thread_id_y_136 : index to i64
      %215 = arith.muli %c64_i64_135, %214 : i64
      %216 = arith.addi %213, %215 : i64
      %thread_id_x_137 = gpu.thread_id  x
      %217 = arith.index_cast %thread_id_x_137 : index to i64
      %c32_i64_138 = arith.constant 32 : i64
      %218 = arith.remsi %217, %c32_i64_138 : i64
      %219 = arith.subi %216, %218 : i64
      gpu.barrier
      %220 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %221 = llvm.getelementptr %220[%216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, vector<2xf64>
      llvm.store %48, %221 : vector<2xf64>, !llvm.ptr<3>
      gpu.barrier
      %222 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %223 = llvm.getelementptr %222[%219] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, vector<2xf64>
      %224 = llvm.load %223 : !llvm.ptr<3> -> vector<2xf64>
      memref.store %224, %alloca_40[] : memref<vector<2xf64>>
      %c1_i64_139 = arith.constant 1 : i64
      %c1_i64_140 = arith.constant 1 : i64
      %225 = arith.addi %218, %c1_i64_140 : i64
      %c1_i64_141 = arith.constant 1 : i64
      scf.for %arg6 = %c1_i64_139 to %225 step %c1_i64_141  : i64 {
        %244 = memref.load %alloca_40[] : memref<vector<2xf64>>
        %245 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %246 = arith.addi %219, %arg6 : i64
        %247 = llvm.getelementptr %245[%246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, vector<2xf64>
        %248 = llvm.load %247 : !llvm.ptr<3> -> vector<2xf64>
        %249 = arith.addf %244, %248 : vector<2xf64>
        memref.store %249, %alloca_40[] : memref<vector<2xf64>>
      }
      %226 = memref.load %alloca_40[] : memref<vector<2xf64>>
      %c128_i64_142 = arith.constant 128 : i64
      %227 = arith.addi %42, %c128_i64_142 : i64
      %228 = llvm.getelementptr %30[%227] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %226, %228 : vector<2xf64>, !llvm.ptr<1>
      %thread_id_x_143 = gpu.thread_id  x
      %229 = arith.index_cast %thread_id_x_143 : index to i64
      %c64_i64_144 = arith.constant 64 : i64
      %thread_id_y_145 = gpu.thread_id  y
      %230 = arith.index_cast %thread_id_y_145 : index to i64
      %231 = arith.muli %c64_i64_144, %230 : i64
      %232 = arith.addi %229, %231 : i64
      %thread_id_x_146 = gpu.thread_id  x
      %233 = arith.index_cast %thread_id_x_146 : index to i64
      %c32_i64_147 = arith.constant 32 : i64
      %234 = arith.remsi %233, %c32_i64_147 : i64
      %235 = arith.subi %232, %234 : i64
      gpu.barrier
      %236 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %237 = llvm.getelementptr %236[%232] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, vector<2xf64>
      llvm.store %48, %237 : vector<2xf64>, !llvm.ptr<3>
      gpu.barrier
      %cst_148 = arith.constant 0.000000e+00 : f64
      %cst_149 = arith.constant 0.000000e+00 : f64
      %238 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_150 = arith.constant 0 : i32
      %239 = llvm.insertelement %cst_148, %238[%c0_i32_150 : i32] : vector<2xf64>
      %c1_i32 = arith.constant 1 : i32
      %240 = llvm.insertelement %cst_149, %239[%c1_i32 : i32] : vector<2xf64>
      memref.store %240, %alloca_41[] : memref<vector<2xf64>>
      %c0_i64_151 = arith.constant 0 : i64
      %c1_i64_152 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_151 to %234 step %c1_i64_152  : i64 {
        %244 = memref.load %alloca_41[] : memref<vector<2xf64>>
        %245 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %246 = arith.addi %235, %arg6 : i64
        %247 = llvm.getelementptr %245[%246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, vector<2xf64>
        %248 = llvm.load %247 : !llvm.ptr<3> -> vector<2xf64>
        %249 = arith.addf %244, %248 : vector<2xf64>
        memref.store %249, %alloca_41[] : memref<vector<2xf64>>
      }
      %241 = memref.load %alloca_41[] : memref<vector<2xf64>>
      %c256_i64_153 = arith.constant 256 : i64
      %242 = arith.addi %42, %c256_i64_153 : i64
      %243 = llvm.getelementptr %30[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %241, %243 : vector<2xf64>, !llvm.ptr<1>
      gpu.return
    }
  }
}
