module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_k() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<1024 x i8>
    gpu.func @k(%arg0: memref<16x16x?xf32, strided<[1, 16, 256]>, 1>, %arg1: memref<16x16x?xf32, strided<[1, 16, 256]>, 1>, %arg2: memref<16x16x?xf64, strided<[1, 16, 256]>, 1>, %arg3: memref<16x16x?xf64, strided<[1, 16, 256]>, 1>, %arg4: memref<5x3x?xf64, strided<[1, 5, 15]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 8, 4, 1>} {
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
      %alloca = memref.alloca() : memref<f64>
      %alloca_20 = memref.alloca() : memref<f64>
      %alloca_21 = memref.alloca() : memref<f64>
      %alloca_22 = memref.alloca() : memref<f64>
      %alloca_23 = memref.alloca() : memref<f64>
      %alloca_24 = memref.alloca() : memref<f64>
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
      %block_id_x = gpu.block_id  x
      %15 = arith.index_cast %block_id_x : index to i64
      %c256_i64 = arith.constant 256 : i64
      %16 = arith.muli %15, %c256_i64 : i64
      %17 = llvm.getelementptr %1[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64_36 = arith.constant 256 : i64
      %18 = arith.muli %15, %c256_i64_36 : i64
      %19 = llvm.getelementptr %4[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64_37 = arith.constant 256 : i64
      %20 = arith.muli %15, %c256_i64_37 : i64
      %21 = llvm.getelementptr %7[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c256_i64_38 = arith.constant 256 : i64
      %22 = arith.muli %15, %c256_i64_38 : i64
      %23 = llvm.getelementptr %10[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c15_i64 = arith.constant 15 : i64
      %24 = arith.muli %15, %c15_i64 : i64
      %25 = llvm.getelementptr %13[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %26 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_39 = gpu.thread_id  x
      %27 = arith.index_cast %thread_id_x_39 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %28 = arith.addi %27, %c8_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %29 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_40 = gpu.thread_id  y
      %30 = arith.index_cast %thread_id_y_40 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %31 = arith.addi %30, %c4_i64 : i64
      %thread_id_y_41 = gpu.thread_id  y
      %32 = arith.index_cast %thread_id_y_41 : index to i64
      %c8_i64_42 = arith.constant 8 : i64
      %33 = arith.addi %32, %c8_i64_42 : i64
      %thread_id_y_43 = gpu.thread_id  y
      %34 = arith.index_cast %thread_id_y_43 : index to i64
      %c12_i64 = arith.constant 12 : i64
      %35 = arith.addi %34, %c12_i64 : i64
      %cst = arith.constant 0.000000e+00 : f64
      memref.store %cst, %alloca[] : memref<f64>
      %cst_44 = arith.constant 0.000000e+00 : f64
      memref.store %cst_44, %alloca_20[] : memref<f64>
      %cst_45 = arith.constant 0.000000e+00 : f64
      memref.store %cst_45, %alloca_21[] : memref<f64>
      %cst_46 = arith.constant 0.000000e+00 : f64
      memref.store %cst_46, %alloca_22[] : memref<f64>
      %cst_47 = arith.constant 0.000000e+00 : f64
      memref.store %cst_47, %alloca_23[] : memref<f64>
      %cst_48 = arith.constant 0.000000e+00 : f64
      memref.store %cst_48, %alloca_24[] : memref<f64>
      %cst_49 = arith.constant 0.000000e+00 : f64
      memref.store %cst_49, %alloca_25[] : memref<f64>
      %cst_50 = arith.constant 0.000000e+00 : f64
      memref.store %cst_50, %alloca_26[] : memref<f64>
      %c0_i64 = arith.constant 0 : i64
      %c16_i64 = arith.constant 16 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg5 = %c0_i64 to %c16_i64 step %c1_i64  : i64 {
        %c16_i64_100 = arith.constant 16 : i64
        %118 = arith.muli %arg5, %c16_i64_100 : i64
        %119 = arith.addi %26, %118 : i64
        %120 = llvm.getelementptr %17[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %121 = llvm.load %120 : !llvm.ptr<1> -> f32
        %c16_i64_101 = arith.constant 16 : i64
        %122 = arith.muli %arg5, %c16_i64_101 : i64
        %123 = arith.addi %28, %122 : i64
        %124 = llvm.getelementptr %17[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %125 = llvm.load %124 : !llvm.ptr<1> -> f32
        %c16_i64_102 = arith.constant 16 : i64
        %126 = arith.muli %29, %c16_i64_102 : i64
        %127 = arith.addi %arg5, %126 : i64
        %128 = llvm.getelementptr %19[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %129 = llvm.load %128 : !llvm.ptr<1> -> f32
        %c16_i64_103 = arith.constant 16 : i64
        %130 = arith.muli %31, %c16_i64_103 : i64
        %131 = arith.addi %arg5, %130 : i64
        %132 = llvm.getelementptr %19[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %133 = llvm.load %132 : !llvm.ptr<1> -> f32
        %c16_i64_104 = arith.constant 16 : i64
        %134 = arith.muli %33, %c16_i64_104 : i64
        %135 = arith.addi %arg5, %134 : i64
        %136 = llvm.getelementptr %19[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %137 = llvm.load %136 : !llvm.ptr<1> -> f32
        %c16_i64_105 = arith.constant 16 : i64
        %138 = arith.muli %35, %c16_i64_105 : i64
        %139 = arith.addi %arg5, %138 : i64
        %140 = llvm.getelementptr %19[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %141 = llvm.load %140 : !llvm.ptr<1> -> f32
        %142 = memref.load %alloca[] : memref<f64>
        %143 = arith.mulf %121, %129 : f32
        %144 = arith.extf %143 : f32 to f64
        %145 = arith.addf %142, %144 : f64
        memref.store %145, %alloca[] : memref<f64>
        %146 = memref.load %alloca_20[] : memref<f64>
        %147 = arith.mulf %121, %133 : f32
        %148 = arith.extf %147 : f32 to f64
        %149 = arith.addf %146, %148 : f64
        memref.store %149, %alloca_20[] : memref<f64>
        %150 = memref.load %alloca_21[] : memref<f64>
        %151 = arith.mulf %121, %137 : f32
        %152 = arith.extf %151 : f32 to f64
        %153 = arith.addf %150, %152 : f64
        memref.store %153, %alloca_21[] : memref<f64>
        %154 = memref.load %alloca_22[] : memref<f64>
        %155 = arith.mulf %121, %141 : f32
        %156 = arith.extf %155 : f32 to f64
        %157 = arith.addf %154, %156 : f64
        memref.store %157, %alloca_22[] : memref<f64>
        %158 = memref.load %alloca_23[] : memref<f64>
        %159 = arith.mulf %125, %129 : f32
        %160 = arith.extf %159 : f32 to f64
        %161 = arith.addf %158, %160 : f64
        memref.store %161, %alloca_23[] : memref<f64>
        %162 = memref.load %alloca_24[] : memref<f64>
        %163 = arith.mulf %125, %133 : f32
        %164 = arith.extf %163 : f32 to f64
        %165 = arith.addf %162, %164 : f64
        memref.store %165, %alloca_24[] : memref<f64>
        %166 = memref.load %alloca_25[] : memref<f64>
        %167 = arith.mulf %125, %137 : f32
        %168 = arith.extf %167 : f32 to f64
        %169 = arith.addf %166, %168 : f64
        memref.store %169, %alloca_25[] : memref<f64>
        %170 = memref.load %alloca_26[] : memref<f64>
        %171 = arith.mulf %125, %141 : f32
        %172 = arith.extf %171 : f32 to f64
        %173 = arith.addf %170, %172 : f64
        memref.store %173, %alloca_26[] : memref<f64>
      }
      %36 = memref.load %alloca[] : memref<f64>
      %c16_i64_51 = arith.constant 16 : i64
      %37 = arith.muli %29, %c16_i64_51 : i64
      %38 = arith.addi %26, %37 : i64
      %39 = llvm.getelementptr %21[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %36, %39 : f64, !llvm.ptr<1>
      %40 = memref.load %alloca_20[] : memref<f64>
      %c16_i64_52 = arith.constant 16 : i64
      %41 = arith.muli %31, %c16_i64_52 : i64
      %42 = arith.addi %26, %41 : i64
      %43 = llvm.getelementptr %21[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %40, %43 : f64, !llvm.ptr<1>
      %44 = memref.load %alloca_21[] : memref<f64>
      %c16_i64_53 = arith.constant 16 : i64
      %45 = arith.muli %33, %c16_i64_53 : i64
      %46 = arith.addi %26, %45 : i64
      %47 = llvm.getelementptr %21[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %44, %47 : f64, !llvm.ptr<1>
      %48 = memref.load %alloca_22[] : memref<f64>
      %c16_i64_54 = arith.constant 16 : i64
      %49 = arith.muli %35, %c16_i64_54 : i64
      %50 = arith.addi %26, %49 : i64
      %51 = llvm.getelementptr %21[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %48, %51 : f64, !llvm.ptr<1>
      %52 = memref.load %alloca_23[] : memref<f64>
      %c16_i64_55 = arith.constant 16 : i64
      %53 = arith.muli %29, %c16_i64_55 : i64
      %54 = arith.addi %28, %53 : i64
      %55 = llvm.getelementptr %21[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %52, %55 : f64, !llvm.ptr<1>
      %56 = memref.load %alloca_24[] : memref<f64>
      %c16_i64_56 = arith.constant 16 : i64
      %57 = arith.muli %31, %c16_i64_56 : i64
      %58 = arith.addi %28, %57 : i64
      %59 = llvm.getelementptr %21[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %56, %59 : f64, !llvm.ptr<1>
      %60 = memref.load %alloca_25[] : memref<f64>
      %c16_i64_57 = arith.constant 16 : i64
      %61 = arith.muli %33, %c16_i64_57 : i64
      %62 = arith.addi %28, %61 : i64
      %63 = llvm.getelementptr %21[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %60, %63 : f64, !llvm.ptr<1>
      %64 = memref.load %alloca_26[] : memref<f64>
      %c16_i64_58 = arith.constant 16 : i64
      %65 = arith.muli %35, %c16_i64_58 : i64
      %66 = arith.addi %28, %65 : i64
      %67 = llvm.getelementptr %21[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %64, %67 : f64, !llvm.ptr<1>
      gpu.barrier
      %c0_i64_59 = arith.constant 0 : i64
      %c8_i64_60 = arith.constant 8 : i64
      %c1_i64_61 = arith.constant 1 : i64
      scf.for %arg5 = %c0_i64_59 to %c8_i64_60 step %c1_i64_61  : i64 {
        %thread_id_x_100 = gpu.thread_id  x
        %118 = arith.index_cast %thread_id_x_100 : index to i64
        %c8_i64_101 = arith.constant 8 : i64
        %thread_id_y_102 = gpu.thread_id  y
        %119 = arith.index_cast %thread_id_y_102 : index to i64
        %120 = arith.muli %c8_i64_101, %119 : i64
        %121 = arith.addi %118, %120 : i64
        %c32_i64 = arith.constant 32 : i64
        %122 = arith.muli %arg5, %c32_i64 : i64
        %123 = arith.addi %121, %122 : i64
        %c16_i64_103 = arith.constant 16 : i64
        %124 = arith.remsi %123, %c16_i64_103 : i64
        %c16_i64_104 = arith.constant 16 : i64
        %125 = arith.divsi %123, %c16_i64_104 : i64
        %c16_i64_105 = arith.constant 16 : i64
        %126 = arith.muli %125, %c16_i64_105 : i64
        %127 = arith.addi %124, %126 : i64
        %128 = llvm.getelementptr %17[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %129 = llvm.load %128 : !llvm.ptr<1> -> f32
        %130 = llvm.mlir.addressof @__tinyc_stack_k : !llvm.ptr<3>
        %c16_i64_106 = arith.constant 16 : i64
        %131 = arith.muli %124, %c16_i64_106 : i64
        %132 = arith.addi %125, %131 : i64
        %133 = llvm.getelementptr %130[%132] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %129, %133 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_62 = gpu.thread_id  x
      %68 = arith.index_cast %thread_id_x_62 : index to i64
      %thread_id_x_63 = gpu.thread_id  x
      %69 = arith.index_cast %thread_id_x_63 : index to i64
      %thread_id_x_64 = gpu.thread_id  x
      %70 = arith.index_cast %thread_id_x_64 : index to i64
      %c8_i64_65 = arith.constant 8 : i64
      %71 = arith.addi %70, %c8_i64_65 : i64
      %thread_id_x_66 = gpu.thread_id  x
      %72 = arith.index_cast %thread_id_x_66 : index to i64
      %c8_i64_67 = arith.constant 8 : i64
      %73 = arith.addi %72, %c8_i64_67 : i64
      %thread_id_y_68 = gpu.thread_id  y
      %74 = arith.index_cast %thread_id_y_68 : index to i64
      %thread_id_y_69 = gpu.thread_id  y
      %75 = arith.index_cast %thread_id_y_69 : index to i64
      %c4_i64_70 = arith.constant 4 : i64
      %76 = arith.addi %75, %c4_i64_70 : i64
      %thread_id_y_71 = gpu.thread_id  y
      %77 = arith.index_cast %thread_id_y_71 : index to i64
      %c8_i64_72 = arith.constant 8 : i64
      %78 = arith.addi %77, %c8_i64_72 : i64
      %thread_id_y_73 = gpu.thread_id  y
      %79 = arith.index_cast %thread_id_y_73 : index to i64
      %c12_i64_74 = arith.constant 12 : i64
      %80 = arith.addi %79, %c12_i64_74 : i64
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
      %cst_80 = arith.constant 0.000000e+00 : f64
      memref.store %cst_80, %alloca_32[] : memref<f64>
      %cst_81 = arith.constant 0.000000e+00 : f64
      memref.store %cst_81, %alloca_33[] : memref<f64>
      %cst_82 = arith.constant 0.000000e+00 : f64
      memref.store %cst_82, %alloca_34[] : memref<f64>
      %c0_i64_83 = arith.constant 0 : i64
      %c16_i64_84 = arith.constant 16 : i64
      %c1_i64_85 = arith.constant 1 : i64
      scf.for %arg5 = %c0_i64_83 to %c16_i64_84 step %c1_i64_85  : i64 {
        %118 = llvm.mlir.addressof @__tinyc_stack_k : !llvm.ptr<3>
        %c16_i64_100 = arith.constant 16 : i64
        %119 = arith.muli %arg5, %c16_i64_100 : i64
        %120 = arith.addi %69, %119 : i64
        %121 = llvm.getelementptr %118[%120] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %122 = llvm.load %121 : !llvm.ptr<3> -> f32
        %123 = llvm.mlir.addressof @__tinyc_stack_k : !llvm.ptr<3>
        %c16_i64_101 = arith.constant 16 : i64
        %124 = arith.muli %arg5, %c16_i64_101 : i64
        %125 = arith.addi %73, %124 : i64
        %126 = llvm.getelementptr %123[%125] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %127 = llvm.load %126 : !llvm.ptr<3> -> f32
        %c16_i64_102 = arith.constant 16 : i64
        %128 = arith.muli %74, %c16_i64_102 : i64
        %129 = arith.addi %arg5, %128 : i64
        %130 = llvm.getelementptr %19[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %131 = llvm.load %130 : !llvm.ptr<1> -> f32
        %c16_i64_103 = arith.constant 16 : i64
        %132 = arith.muli %76, %c16_i64_103 : i64
        %133 = arith.addi %arg5, %132 : i64
        %134 = llvm.getelementptr %19[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %135 = llvm.load %134 : !llvm.ptr<1> -> f32
        %c16_i64_104 = arith.constant 16 : i64
        %136 = arith.muli %78, %c16_i64_104 : i64
        %137 = arith.addi %arg5, %136 : i64
        %138 = llvm.getelementptr %19[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %139 = llvm.load %138 : !llvm.ptr<1> -> f32
        %c16_i64_105 = arith.constant 16 : i64
        %140 = arith.muli %80, %c16_i64_105 : i64
        %141 = arith.addi %arg5, %140 : i64
        %142 = llvm.getelementptr %19[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %143 = llvm.load %142 : !llvm.ptr<1> -> f32
        %144 = memref.load %alloca_27[] : memref<f64>
        %145 = arith.mulf %122, %131 : f32
        %146 = arith.extf %145 : f32 to f64
        %147 = arith.addf %144, %146 : f64
        memref.store %147, %alloca_27[] : memref<f64>
        %148 = memref.load %alloca_28[] : memref<f64>
        %149 = arith.mulf %122, %135 : f32
        %150 = arith.extf %149 : f32 to f64
        %151 = arith.addf %148, %150 : f64
        memref.store %151, %alloca_28[] : memref<f64>
        %152 = memref.load %alloca_29[] : memref<f64>
        %153 = arith.mulf %122, %139 : f32
        %154 = arith.extf %153 : f32 to f64
        %155 = arith.addf %152, %154 : f64
        memref.store %155, %alloca_29[] : memref<f64>
        %156 = memref.load %alloca_30[] : memref<f64>
        %157 = arith.mulf %122, %143 : f32
        %158 = arith.extf %157 : f32 to f64
        %159 = arith.addf %156, %158 : f64
        memref.store %159, %alloca_30[] : memref<f64>
        %160 = memref.load %alloca_31[] : memref<f64>
        %161 = arith.mulf %127, %131 : f32
        %162 = arith.extf %161 : f32 to f64
        %163 = arith.addf %160, %162 : f64
        memref.store %163, %alloca_31[] : memref<f64>
        %164 = memref.load %alloca_32[] : memref<f64>
        %165 = arith.mulf %127, %135 : f32
        %166 = arith.extf %165 : f32 to f64
        %167 = arith.addf %164, %166 : f64
        memref.store %167, %alloca_32[] : memref<f64>
        %168 = memref.load %alloca_33[] : memref<f64>
        %169 = arith.mulf %127, %139 : f32
        %170 = arith.extf %169 : f32 to f64
        %171 = arith.addf %168, %170 : f64
        memref.store %171, %alloca_33[] : memref<f64>
        %172 = memref.load %alloca_34[] : memref<f64>
        %173 = arith.mulf %127, %143 : f32
        %174 = arith.extf %173 : f32 to f64
        %175 = arith.addf %172, %174 : f64
        memref.store %175, %alloca_34[] : memref<f64>
      }
      %81 = memref.load %alloca_27[] : memref<f64>
      %c16_i64_86 = arith.constant 16 : i64
      %82 = arith.muli %74, %c16_i64_86 : i64
      %83 = arith.addi %68, %82 : i64
      %84 = llvm.getelementptr %23[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %81, %84 : f64, !llvm.ptr<1>
      %85 = memref.load %alloca_28[] : memref<f64>
      %c16_i64_87 = arith.constant 16 : i64
      %86 = arith.muli %76, %c16_i64_87 : i64
      %87 = arith.addi %68, %86 : i64
      %88 = llvm.getelementptr %23[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %85, %88 : f64, !llvm.ptr<1>
      %89 = memref.load %alloca_29[] : memref<f64>
      %c16_i64_88 = arith.constant 16 : i64
      %90 = arith.muli %78, %c16_i64_88 : i64
      %91 = arith.addi %68, %90 : i64
      %92 = llvm.getelementptr %23[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %89, %92 : f64, !llvm.ptr<1>
      %93 = memref.load %alloca_30[] : memref<f64>
      %c16_i64_89 = arith.constant 16 : i64
      %94 = arith.muli %80, %c16_i64_89 : i64
      %95 = arith.addi %68, %94 : i64
      %96 = llvm.getelementptr %23[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %93, %96 : f64, !llvm.ptr<1>
      %97 = memref.load %alloca_31[] : memref<f64>
      %c16_i64_90 = arith.constant 16 : i64
      %98 = arith.muli %74, %c16_i64_90 : i64
      %99 = arith.addi %71, %98 : i64
      %100 = llvm.getelementptr %23[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %97, %100 : f64, !llvm.ptr<1>
      %101 = memref.load %alloca_32[] : memref<f64>
      %c16_i64_91 = arith.constant 16 : i64
      %102 = arith.muli %76, %c16_i64_91 : i64
      %103 = arith.addi %71, %102 : i64
      %104 = llvm.getelementptr %23[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %101, %104 : f64, !llvm.ptr<1>
      %105 = memref.load %alloca_33[] : memref<f64>
      %c16_i64_92 = arith.constant 16 : i64
      %106 = arith.muli %78, %c16_i64_92 : i64
      %107 = arith.addi %71, %106 : i64
      %108 = llvm.getelementptr %23[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %105, %108 : f64, !llvm.ptr<1>
      %109 = memref.load %alloca_34[] : memref<f64>
      %c16_i64_93 = arith.constant 16 : i64
      %110 = arith.muli %80, %c16_i64_93 : i64
      %111 = arith.addi %71, %110 : i64
      %112 = llvm.getelementptr %23[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      llvm.store %109, %112 : f64, !llvm.ptr<1>
      %thread_id_x_94 = gpu.thread_id  x
      %113 = arith.index_cast %thread_id_x_94 : index to i64
      %c4_i64_95 = arith.constant 4 : i64
      %114 = arith.minsi %113, %c4_i64_95 : i64
      %thread_id_y_96 = gpu.thread_id  y
      %115 = arith.index_cast %thread_id_y_96 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %116 = arith.minsi %115, %c2_i64 : i64
      %cst_97 = arith.constant 0.000000e+00 : f64
      memref.store %cst_97, %alloca_35[] : memref<f64>
      %c0_i64_98 = arith.constant 0 : i64
      %c7_i64 = arith.constant 7 : i64
      %c1_i64_99 = arith.constant 1 : i64
      scf.for %arg5 = %c0_i64_98 to %c7_i64 step %c1_i64_99  : i64 {
        %c16_i64_100 = arith.constant 16 : i64
        %118 = arith.muli %arg5, %c16_i64_100 : i64
        %119 = arith.addi %114, %118 : i64
        %120 = llvm.getelementptr %17[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %121 = llvm.load %120 : !llvm.ptr<1> -> f32
        %c16_i64_101 = arith.constant 16 : i64
        %122 = arith.muli %116, %c16_i64_101 : i64
        %123 = arith.addi %arg5, %122 : i64
        %124 = llvm.getelementptr %19[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %125 = llvm.load %124 : !llvm.ptr<1> -> f32
        %126 = memref.load %alloca_35[] : memref<f64>
        %127 = arith.mulf %121, %125 : f32
        %128 = arith.extf %127 : f32 to f64
        %129 = arith.addf %126, %128 : f64
        memref.store %129, %alloca_35[] : memref<f64>
      }
      %c5_i64 = arith.constant 5 : i64
      %117 = arith.cmpi slt, %113, %c5_i64 : i64
      scf.if %117 {
        %c3_i64 = arith.constant 3 : i64
        %118 = arith.cmpi slt, %115, %c3_i64 : i64
        scf.if %118 {
          %119 = memref.load %alloca_35[] : memref<f64>
          %c5_i64_100 = arith.constant 5 : i64
          %120 = arith.muli %115, %c5_i64_100 : i64
          %121 = arith.addi %113, %120 : i64
          %122 = llvm.getelementptr %25[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %119, %122 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
