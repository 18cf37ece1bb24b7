module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @blocked(%arg0: memref<16x32x?xf32, strided<[1, 16, 512]>, 1>, %arg1: memref<32x8x?xf32, strided<[1, 32, 256]>, 1>, %arg2: memref<16x8x?xf32, strided<[1, 16, 128]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 8, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<16x32x?xf32, strided<[1, 16, 512]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<16x32x?xf32, strided<[1, 16, 512]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<16x8x?xf32, strided<[1, 16, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<16x8x?xf32, strided<[1, 16, 128]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_10 = memref.alloca() : memref<f32>
      %alloca_11 = memref.alloca() : memref<f32>
      %alloca_12 = memref.alloca() : memref<f32>
      %alloca_13 = memref.alloca() : memref<f32>
      %alloca_14 = memref.alloca() : memref<f32>
      %alloca_15 = memref.alloca() : memref<f32>
      %alloca_16 = memref.alloca() : memref<f32>
      %alloca_17 = memref.alloca() : memref<f32>
      %alloca_18 = memref.alloca() : memref<f32>
      %alloca_19 = memref.alloca() : memref<f32>
      %alloca_20 = memref.alloca() : memref<f32>
      %alloca_21 = memref.alloca() : memref<f32>
      %alloca_22 = memref.alloca() : memref<f32>
      %alloca_23 = memref.alloca() : memref<f32>
      %alloca_24 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %9 = arith.index_cast %block_id_x : index to i64
      %c512_i64 = arith.constant 512 : i64
      %10 = arith.muli %9, %c512_i64 : i64
      %11 = llvm.getelementptr %1[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64 = arith.constant 256 : i64
      %12 = arith.muli %9, %c256_i64 : i64
      %13 = llvm.getelementptr %4[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64 = arith.constant 128 : i64
      %14 = arith.muli %9, %c128_i64 : i64
      %15 = llvm.getelementptr %7[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %16 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_25 = gpu.thread_id  x
      %17 = arith.index_cast %thread_id_x_25 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %18 = arith.addi %17, %c8_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %19 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_26 = gpu.thread_id  y
      %20 = arith.index_cast %thread_id_y_26 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %21 = arith.addi %20, %c2_i64 : i64
      %thread_id_y_27 = gpu.thread_id  y
      %22 = arith.index_cast %thread_id_y_27 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %23 = arith.addi %22, %c4_i64 : i64
      %thread_id_y_28 = gpu.thread_id  y
      %24 = arith.index_cast %thread_id_y_28 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %25 = arith.addi %24, %c6_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_29 = arith.constant 0.000000e+00 : f32
      memref.store %cst_29, %alloca_10[] : memref<f32>
      %cst_30 = arith.constant 0.000000e+00 : f32
      memref.store %cst_30, %alloca_11[] : memref<f32>
      %cst_31 = arith.constant 0.000000e+00 : f32
      memref.store %cst_31, %alloca_12[] : memref<f32>
      %cst_32 = arith.constant 0.000000e+00 : f32
      memref.store %cst_32, %alloca_13[] : memref<f32>
      %cst_33 = arith.constant 0.000000e+00 : f32
      memref.store %cst_33, %alloca_14[] : memref<f32>
      %cst_34 = arith.constant 0.000000e+00 : f32
      memref.store %cst_34, %alloca_15[] : memref<f32>
      %cst_35 = arith.constant 0.000000e+00 : f32
      memref.store %cst_35, %alloca_16[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c8_i64_36 = arith.constant 8 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg3 = %c0_i64 to %c8_i64_36 step %c1_i64  : i64 {
        %c16_i64_46 = arith.constant 16 : i64
        %58 = arith.muli %arg3, %c16_i64_46 : i64
        %59 = arith.addi %16, %58 : i64
        %60 = llvm.getelementptr %11[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %61 = llvm.load %60 : !llvm.ptr<1> -> f32
        %c16_i64_47 = arith.constant 16 : i64
        %62 = arith.muli %arg3, %c16_i64_47 : i64
        %63 = arith.addi %18, %62 : i64
        %64 = llvm.getelementptr %11[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %65 = llvm.load %64 : !llvm.ptr<1> -> f32
        %c32_i64_48 = arith.constant 32 : i64
        %66 = arith.muli %19, %c32_i64_48 : i64
        %67 = arith.addi %arg3, %66 : i64
        %68 = llvm.getelementptr %13[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %69 = llvm.load %68 : !llvm.ptr<1> -> f32
        %c32_i64_49 = arith.constant 32 : i64
        %70 = arith.muli %21, %c32_i64_49 : i64
        %71 = arith.addi %arg3, %70 : i64
        %72 = llvm.getelementptr %13[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %73 = llvm.load %72 : !llvm.ptr<1> -> f32
        %c32_i64_50 = arith.constant 32 : i64
        %74 = arith.muli %23, %c32_i64_50 : i64
        %75 = arith.addi %arg3, %74 : i64
        %76 = llvm.getelementptr %13[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %77 = llvm.load %76 : !llvm.ptr<1> -> f32
        %c32_i64_51 = arith.constant 32 : i64
        %78 = arith.muli %25, %c32_i64_51 : i64
        %79 = arith.addi %arg3, %78 : i64
        %80 = llvm.getelementptr %13[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %81 = llvm.load %80 : !llvm.ptr<1> -> f32
        %82 = memref.load %alloca[] : memref<f32>
        %83 = llvm.intr.fma(%61, %69, %82) : (f32, f32, f32) -> f32
        memref.store %83, %alloca[] : memref<f32>
        %84 = memref.load %alloca_10[] : memref<f32>
        %85 = llvm.intr.fma(%61, %73, %84) : (f32, f32, f32) -> f32
        memref.store %85, %alloca_10[] : memref<f32>
        %86 = memref.load %alloca_11[] : memref<f32>
        %87 = llvm.intr.fma(%61, %77, %86) : (f32, f32, f32) -> f32
        memref.store %87, %alloca_11[] : memref<f32>
        %88 = memref.load %alloca_12[] : memref<f32>
        %89 = llvm.intr.fma(%61, %81, %88) : (f32, f32, f32) -> f32
        memref.store %89, %alloca_12[] : memref<f32>
        %90 = memref.load %alloca_13[] : memref<f32>
        %91 = llvm.intr.fma(%65, %69, %90) : (f32, f32, f32) -> f32
        memref.store %91, %alloca_13[] : memref<f32>
        %92 = memref.load %alloca_14[] : memref<f32>
        %93 = llvm.intr.fma(%65, %73, %92) : (f32, f32, f32) -> f32
        memref.store %93, %alloca_14[] : memref<f32>
        %94 = memref.load %alloca_15[] : memref<f32>
        %95 = llvm.intr.fma(%65, %77, %94) : (f32, f32, f32) -> f32
        memref.store %95, %alloca_15[] : memref<f32>
        %96 = memref.load %alloca_16[] : memref<f32>
        %97 = llvm.intr.fma(%65, %81, %96) : (f32, f32, f32) -> f32
        memref.store %97, %alloca_16[] : memref<f32>
      }
      %26 = memref.load %alloca[] : memref<f32>
      %c16_i64 = arith.constant 16 : i64
      %27 = arith.muli %19, %c16_i64 : i64
      %28 = arith.addi %16, %27 : i64
      %29 = llvm.getelementptr %15[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %26, %29 : f32, !llvm.ptr<1>
      %30 = memref.load %alloca_10[] : memref<f32>
      %c16_i64_37 = arith.constant 16 : i64
      %31 = arith.muli %21, %c16_i64_37 : i64
      %32 = arith.addi %16, %31 : i64
      %33 = llvm.getelementptr %15[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %30, %33 : f32, !llvm.ptr<1>
      %34 = memref.load %alloca_11[] : memref<f32>
      %c16_i64_38 = arith.constant 16 : i64
      %35 = arith.muli %23, %c16_i64_38 : i64
      %36 = arith.addi %16, %35 : i64
      %37 = llvm.getelementptr %15[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %34, %37 : f32, !llvm.ptr<1>
      %38 = memref.load %alloca_12[] : memref<f32>
      %c16_i64_39 = arith.constant 16 : i64
      %39 = arith.muli %25, %c16_i64_39 : i64
      %40 = arith.addi %16, %39 : i64
      %41 = llvm.getelementptr %15[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %38, %41 : f32, !llvm.ptr<1>
      %42 = memref.load %alloca_13[] : memref<f32>
      %c16_i64_40 = arith.constant 16 : i64
      %43 = arith.muli %19, %c16_i64_40 : i64
      %44 = arith.addi %18, %43 : i64
      %45 = llvm.getelementptr %15[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %42, %45 : f32, !llvm.ptr<1>
      %46 = memref.load %alloca_14[] : memref<f32>
      %c16_i64_41 = arith.constant 16 : i64
      %47 = arith.muli %21, %c16_i64_41 : i64
      %48 = arith.addi %18, %47 : i64
      %49 = llvm.getelementptr %15[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %46, %49 : f32, !llvm.ptr<1>
      %50 = memref.load %alloca_15[] : memref<f32>
      %c16_i64_42 = arith.constant 16 : i64
      %51 = arith.muli %23, %c16_i64_42 : i64
      %52 = arith.addi %18, %51 : i64
      %53 = llvm.getelementptr %15[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %50, %53 : f32, !llvm.ptr<1>
      %54 = memref.load %alloca_16[] : memref<f32>
      %c16_i64_43 = arith.constant 16 : i64
      %55 = arith.muli %25, %c16_i64_43 : i64
      %56 = arith.addi %18, %55 : i64
      %57 = llvm.getelementptr %15[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %54, %57 : f32, !llvm.ptr<1>
      %c8_i64_44 = arith.constant 8 : i64
      %c32_i64 = arith.constant 32 : i64
      %c8_i64_45 = arith.constant 8 : i64
      scf.for %arg3 = %c8_i64_44 to %c32_i64 step %c8_i64_45  : i64 {
        %c16_i64_46 = arith.constant 16 : i64
        %58 = arith.muli %arg3, %c16_i64_46 : i64
        %59 = llvm.getelementptr %11[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %60 = llvm.getelementptr %13[%arg3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        gpu.barrier
        %thread_id_x_47 = gpu.thread_id  x
        %61 = arith.index_cast %thread_id_x_47 : index to i64
        %thread_id_x_48 = gpu.thread_id  x
        %62 = arith.index_cast %thread_id_x_48 : index to i64
        %c8_i64_49 = arith.constant 8 : i64
        %63 = arith.addi %62, %c8_i64_49 : i64
        %thread_id_y_50 = gpu.thread_id  y
        %64 = arith.index_cast %thread_id_y_50 : index to i64
        %thread_id_y_51 = gpu.thread_id  y
        %65 = arith.index_cast %thread_id_y_51 : index to i64
        %c2_i64_52 = arith.constant 2 : i64
        %66 = arith.addi %65, %c2_i64_52 : i64
        %thread_id_y_53 = gpu.thread_id  y
        %67 = arith.index_cast %thread_id_y_53 : index to i64
        %c4_i64_54 = arith.constant 4 : i64
        %68 = arith.addi %67, %c4_i64_54 : i64
        %thread_id_y_55 = gpu.thread_id  y
        %69 = arith.index_cast %thread_id_y_55 : index to i64
        %c6_i64_56 = arith.constant 6 : i64
        %70 = arith.addi %69, %c6_i64_56 : i64
        %cst_57 = arith.constant 0.000000e+00 : f32
        memref.store %cst_57, %alloca_17[] : memref<f32>
        %cst_58 = arith.constant 0.000000e+00 : f32
        memref.store %cst_58, %alloca_18[] : memref<f32>
        %cst_59 = arith.constant 0.000000e+00 : f32
        memref.store %cst_59, %alloca_19[] : memref<f32>
        %cst_60 = arith.constant 0.000000e+00 : f32
        memref.store %cst_60, %alloca_20[] : memref<f32>
        %cst_61 = arith.constant 0.000000e+00 : f32
        memref.store %cst_61, %alloca_21[] : memref<f32>
        %cst_62 = arith.constant 0.000000e+00 : f32
        memref.store %cst_62, %alloca_22[] : memref<f32>
        %cst_63 = arith.constant 0.000000e+00 : f32
        memref.store %cst_63, %alloca_23[] : memref<f32>
        %cst_64 = arith.constant 0.000000e+00 : f32
        memref.store %cst_64, %alloca_24[] : memref<f32>
        %c0_i64_65 = arith.constant 0 : i64
        %c8_i64_66 = arith.constant 8 : i64
        %c1_i64_67 = arith.constant 1 : i64
        scf.for %arg4 = %c0_i64_65 to %c8_i64_66 step %c1_i64_67  : i64 {
          %c16_i64_84 = arith.constant 16 : i64
          %143 = arith.muli %arg4, %c16_i64_84 : i64
          %144 = arith.addi %61, %143 : i64
          %145 = llvm.getelementptr %59[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %146 = llvm.load %145 : !llvm.ptr<1> -> f32
          %c16_i64_85 = arith.constant 16 : i64
          %147 = arith.muli %arg4, %c16_i64_85 : i64
          %148 = arith.addi %63, %147 : i64
          %149 = llvm.getelementptr %59[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %150 = llvm.load %149 : !llvm.ptr<1> -> f32
          %c32_i64_86 = arith.constant 32 : i64
          %151 = arith.muli %64, %c32_i64_86 : i64
          %152 = arith.addi %arg4, %151 : i64
          %153 = llvm.getelementptr %60[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %154 = llvm.load %153 : !llvm.ptr<1> -> f32
          %c32_i64_87 = arith.constant 32 : i64
          %155 = arith.muli %66, %c32_i64_87 : i64
          %156 = arith.addi %arg4, %155 : i64
          %157 = llvm.getelementptr %60[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %158 = llvm.load %157 : !llvm.ptr<1> -> f32
          %c32_i64_88 = arith.constant 32 : i64
          %159 = arith.muli %68, %c32_i64_88 : i64
          %160 = arith.addi %arg4, %159 : i64
          %161 = llvm.getelementptr %60[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %162 = llvm.load %161 : !llvm.ptr<1> -> f32
          %c32_i64_89 = arith.constant 32 : i64
          %163 = arith.muli %70, %c32_i64_89 : i64
          %164 = arith.addi %arg4, %163 : i64
          %165 = llvm.getelementptr %60[%164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %166 = llvm.load %165 : !llvm.ptr<1> -> f32
          %167 = memref.load %alloca_17[] : memref<f32>
          %168 = llvm.intr.fma(%146, %154, %167) : (f32, f32, f32) -> f32
          memref.store %168, %alloca_17[] : memref<f32>
          %169 = memref.load %alloca_18[] : memref<f32>
          %170 = llvm.intr.fma(%146, %158, %169) : (f32, f32, f32) -> f32
          memref.store %170, %alloca_18[] : memref<f32>
          %171 = memref.load %alloca_19[] : memref<f32>
          %172 = llvm.intr.fma(%146, %162, %171) : (f32, f32, f32) -> f32
          memref.store %172, %alloca_19[] : memref<f32>
          %173 = memref.load %alloca_20[] : memref<f32>
          %174 = llvm.intr.fma(%146, %166, %173) : (f32, f32, f32) -> f32
          memref.store %174, %alloca_20[] : memref<f32>
          %175 = memref.load %alloca_21[] : memref<f32>
          %176 = llvm.intr.fma(%150, %154, %175) : (f32, f32, f32) -> f32
          memref.store %176, %alloca_21[] : memref<f32>
          %177 = memref.load %alloca_22[] : memref<f32>
          %178 = llvm.intr.fma(%150, %158, %177) : (f32, f32, f32) -> f32
          memref.store %178, %alloca_22[] : memref<f32>
          %179 = memref.load %alloca_23[] : memref<f32>
          %180 = llvm.intr.fma(%150, %162, %179) : (f32, f32, f32) -> f32
          memref.store %180, %alloca_23[] : memref<f32>
          %181 = memref.load %alloca_24[] : memref<f32>
          %182 = llvm.intr.fma(%150, %166, %181) : (f32, f32, f32) -> f32
          memref.store %182, %alloca_24[] : memref<f32>
        }
        %c16_i64_68 = arith.constant 16 : i64
        %71 = arith.muli %64, %c16_i64_68 : i64
        %72 = arith.addi %61, %71 : i64
        %73 = llvm.getelementptr %15[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %74 = llvm.load %73 : !llvm.ptr<1> -> f32
        %75 = memref.load %alloca_17[] : memref<f32>
        %76 = arith.addf %74, %75 : f32
        %c16_i64_69 = arith.constant 16 : i64
        %77 = arith.muli %64, %c16_i64_69 : i64
        %78 = arith.addi %61, %77 : i64
        %79 = llvm.getelementptr %15[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %76, %79 : f32, !llvm.ptr<1>
        %c16_i64_70 = arith.constant 16 : i64
        %80 = arith.muli %66, %c16_i64_70 : i64
        %81 = arith.addi %61, %80 : i64
        %82 = llvm.getelementptr %15[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %83 = llvm.load %82 : !llvm.ptr<1> -> f32
        %84 = memref.load %alloca_18[] : memref<f32>
        %85 = arith.addf %83, %84 : f32
        %c16_i64_71 = arith.constant 16 : i64
        %86 = arith.muli %66, %c16_i64_71 : i64
        %87 = arith.addi %61, %86 : i64
        %88 = llvm.getelementptr %15[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %85, %88 : f32, !llvm.ptr<1>
        %c16_i64_72 = arith.constant 16 : i64
        %89 = arith.muli %68, %c16_i64_72 : i64
        %90 = arith.addi %61, %89 : i64
        %91 = llvm.getelementptr %15[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %92 = llvm.load %91 : !llvm.ptr<1> -> f32
        %93 = memref.load %alloca_19[] : memref<f32>
        %94 = arith.addf %92, %93 : f32
        %c16_i64_73 = arith.constant 16 : i64
        %95 = arith.muli %68, %c16_i64_73 : i64
        %96 = arith.addi %61, %95 : i64
        %97 = llvm.getelementptr %15[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %94, %97 : f32, !llvm.ptr<1>
        %c16_i64_74 = arith.constant 16 : i64
        %98 = arith.muli %70, %c16_i64_74 : i64
        %99 = arith.addi %61, %98 : i64
        %100 = llvm.getelementptr %15[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %101 = llvm.load %100 : !llvm.ptr<1> -> f32
        %102 = memref.load %alloca_20[] : memref<f32>
        %103 = arith.addf %101, %102 : f32
        %c16_i64_75 = arith.constant 16 : i64
        %104 = arith.muli %70, %c16_i64_75 : i64
        %105 = arith.addi %61, %104 : i64
        %106 = llvm.getelementptr %15[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %103, %106 : f32, !llvm.ptr<1>
        %c16_i64_76 = arith.constant 16 : i64
        %107 = arith.muli %64, %c16_i64_76 : i64
        %108 = arith.addi %63, %107 : i64
        %109 = llvm.getelementptr %15[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %111 = memref.load %alloca_21[] : memref<f32>
        %112 = arith.addf %110, %111 : f32
        %c16_i64_77 = arith.constant 16 : i64
        %113 = arith.muli %64, %c16_i64_77 : i64
        %114 = arith.addi %63, %113 : i64
        %115 = llvm.getelementptr %15[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %112, %115 : f32, !llvm.ptr<1>
        %c16_i64_78 = arith.constant 16 : i64
        %116 = arith.muli %66, %c16_i64_78 : i64
        %117 = arith.addi %63, %116 : i64
        %118 = llvm.getelementptr %15[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %119 = llvm.load %118 : !llvm.ptr<1> -> f32
        %120 = memref.load %alloca_22[] : memref<f32>
        %121 = arith.addf %119, %120 : f32
        %c16_i64_79 = arith.constant 16 : i64
        %122 = arith.muli %66, %c16_i64_79 : i64
        %123 = arith.addi %63, %122 : i64
        %124 = llvm.getelementptr %15[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %121, %124 : f32, !llvm.ptr<1>
        %c16_i64_80 = arith.constant 16 : i64
        %125 = arith.muli %68, %c16_i64_80 : i64
        %126 = arith.addi %63, %125 : i64
        %127 = llvm.getelementptr %15[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %128 = llvm.load %127 : !llvm.ptr<1> -> f32
        %129 = memref.load %alloca_23[] : memref<f32>
        %130 = arith.addf %128, %129 : f32
        %c16_i64_81 = arith.constant 16 : i64
        %131 = arith.muli %68, %c16_i64_81 : i64
        %132 = arith.addi %63, %131 : i64
        %133 = llvm.getelementptr %15[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %130, %133 : f32, !llvm.ptr<1>
        %c16_i64_82 = arith.constant 16 : i64
        %134 = arith.muli %70, %c16_i64_82 : i64
        %135 = arith.addi %63, %134 : i64
        %136 = llvm.getelementptr %15[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %137 = llvm.load %136 : !llvm.ptr<1> -> f32
        %138 = memref.load %alloca_24[] : memref<f32>
        %139 = arith.addf %137, %138 : f32
        %c16_i64_83 = arith.constant 16 : i64
        %140 = arith.muli %70, %c16_i64_83 : i64
        %141 = arith.addi %63, %140 : i64
        %142 = llvm.getelementptr %15[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %139, %142 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
