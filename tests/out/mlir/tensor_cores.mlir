module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @tensor_cores(%arg0: f64, %arg1: f32, %arg2: memref<37x13x?xf64, strided<[1, 37, 481]>, 1>, %arg3: memref<13x29x?xf64, strided<[1, 13, 377]>, 1>, %arg4: memref<37x29x?xf64, strided<[1, 37, 1073]>, 1>, %arg5: memref<13x8x?xf64, strided<[1, 16, 128]>, 1>, %arg6: memref<37x8x?xf64, strided<[1, 37, 296]>, 1>, %arg7: memref<21x45x?xf16, strided<[1, 21, 945]>, 1>, %arg8: memref<21x19x?xf16, strided<[1, 21, 399]>, 1>, %arg9: memref<45x19x?xf32, strided<[1, 45, 855]>, 1>, %arg10: memref<?x?x?xbf16, strided<[1, ?, ?]>, 1>, %arg11: memref<?x?x?xbf16, strided<[1, ?, ?]>, 1>, %arg12: memref<?x?x?xf32, strided<[1, ?, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg2 : memref<37x13x?xf64, strided<[1, 37, 481]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<37x13x?xf64, strided<[1, 37, 481]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg3 : memref<13x29x?xf64, strided<[1, 13, 377]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg3 : memref<13x29x?xf64, strided<[1, 13, 377]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg4 : memref<37x29x?xf64, strided<[1, 37, 1073]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg4 : memref<37x29x?xf64, strided<[1, 37, 1073]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg5 : memref<13x8x?xf64, strided<[1, 16, 128]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg5 : memref<13x8x?xf64, strided<[1, 16, 128]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg6 : memref<37x8x?xf64, strided<[1, 37, 296]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg6 : memref<37x8x?xf64, strided<[1, 37, 296]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %arg7 : memref<21x45x?xf16, strided<[1, 21, 945]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg7 : memref<21x45x?xf16, strided<[1, 21, 945]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg8 : memref<21x19x?xf16, strided<[1, 21, 399]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg8 : memref<21x19x?xf16, strided<[1, 21, 399]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %arg9 : memref<45x19x?xf32, strided<[1, 45, 855]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg9 : memref<45x19x?xf32, strided<[1, 45, 855]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#2 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:3, %strides_38:3 = memref.extract_strided_metadata %arg10 : memref<?x?x?xbf16, strided<[1, ?, ?]>, 1> -> memref<bf16, 1>, index, index, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg10 : memref<?x?x?xbf16, strided<[1, ?, ?]>, 1> -> index
      %24 = arith.index_cast %intptr_39 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_37#0 : index to i64
      %27 = arith.index_cast %sizes_37#1 : index to i64
      %28 = arith.index_cast %strides_38#1 : index to i64
      %29 = arith.index_cast %sizes_37#2 : index to i64
      %30 = arith.index_cast %strides_38#2 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:3, %strides_43:3 = memref.extract_strided_metadata %arg11 : memref<?x?x?xbf16, strided<[1, ?, ?]>, 1> -> memref<bf16, 1>, index, index, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg11 : memref<?x?x?xbf16, strided<[1, ?, ?]>, 1> -> index
      %31 = arith.index_cast %intptr_44 : index to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
      %33 = arith.index_cast %sizes_42#0 : index to i64
      %34 = arith.index_cast %sizes_42#1 : index to i64
      %35 = arith.index_cast %strides_43#1 : index to i64
      %36 = arith.index_cast %sizes_42#2 : index to i64
      %37 = arith.index_cast %strides_43#2 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:3, %strides_48:3 = memref.extract_strided_metadata %arg12 : memref<?x?x?xf32, strided<[1, ?, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg12 : memref<?x?x?xf32, strided<[1, ?, ?]>, 1> -> index
      %38 = arith.index_cast %intptr_49 : index to i64
      %39 = llvm.inttoptr %38 : i64 to !llvm.ptr<1>
      %40 = arith.index_cast %sizes_47#0 : index to i64
      %41 = arith.index_cast %sizes_47#1 : index to i64
      %42 = arith.index_cast %strides_48#1 : index to i64
      %43 = arith.index_cast %sizes_47#2 : index to i64
      %44 = arith.index_cast %strides_48#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_50 = memref.alloca() : memref<f64>
      %alloca_51 = memref.alloca() : memref<f64>
      %alloca_52 = memref.alloca() : memref<f64>
      %alloca_53 = memref.alloca() : memref<f64>
      %alloca_54 = memref.alloca() : memref<f64>
      %alloca_55 = memref.alloca() : memref<f64>
      %alloca_56 = memref.alloca() : memref<f64>
      %alloca_57 = memref.alloca() : memref<f32>
      %alloca_58 = memref.alloca() : memref<f32>
      %alloca_59 = memref.alloca() : memref<f32>
      %alloca_60 = memref.alloca() : memref<f32>
      %alloca_61 = memref.alloca() : memref<f16>
      %alloca_62 = memref.alloca() : memref<f16>
      %alloca_63 = memref.alloca() : memref<f16>
      %alloca_64 = memref.alloca() : memref<f16>
      %alloca_65 = memref.alloca() : memref<f16>
      %alloca_66 = memref.alloca() : memref<f16>
      %alloca_67 = memref.alloca() : memref<f16>
      %alloca_68 = memref.alloca() : memref<f16>
      %alloca_69 = memref.alloca() : memref<f16>
      %alloca_70 = memref.alloca() : memref<f16>
      %alloca_71 = memref.alloca() : memref<f16>
      %alloca_72 = memref.alloca() : memref<f16>
      %alloca_73 = memref.alloca() : memref<f32>
      %alloca_74 = memref.alloca() : memref<f32>
      %alloca_75 = memref.alloca() : memref<f32>
      %alloca_76 = memref.alloca() : memref<f32>
      %alloca_77 = memref.alloca() : memref<bf16>
      %alloca_78 = memref.alloca() : memref<bf16>
      %alloca_79 = memref.alloca() : memref<bf16>
      %alloca_80 = memref.alloca() : memref<bf16>
      %alloca_81 = memref.alloca() : memref<bf16>
      %alloca_82 = memref.alloca() : memref<bf16>
      %alloca_83 = memref.alloca() : memref<bf16>
      %alloca_84 = memref.alloca() : memref<bf16>
      %alloca_85 = memref.alloca() : memref<bf16>
      %alloca_86 = memref.alloca() : memref<bf16>
      %alloca_87 = memref.alloca() : memref<bf16>
      %alloca_88 = memref.alloca() : memref<bf16>
      %block_id_x = gpu.block_id  x
      %45 = arith.index_cast %block_id_x : index to i64
      %c481_i64 = arith.constant 481 : i64
      %46 = arith.muli %45, %c481_i64 : i64
      %47 = llvm.getelementptr %1[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c377_i64 = arith.constant 377 : i64
      %48 = arith.muli %45, %c377_i64 : i64
      %49 = llvm.getelementptr %4[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c1073_i64 = arith.constant 1073 : i64
      %50 = arith.muli %45, %c1073_i64 : i64
      %51 = llvm.getelementptr %7[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %52 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %53 = arith.index_cast %thread_id_y : index to i64
      %54 = arith.muli %c64_i64, %53 : i64
      %55 = arith.addi %52, %54 : i64
      %c32_i64 = arith.constant 32 : i64
      %56 = arith.divsi %55, %c32_i64 : i64
      %c32_i64_89 = arith.constant 32 : i64
      %57 = arith.remsi %55, %c32_i64_89 : i64
      %c4_i64 = arith.constant 4 : i64
      %58 = arith.divsi %57, %c4_i64 : i64
      %c4_i64_90 = arith.constant 4 : i64
      %59 = arith.remsi %57, %c4_i64_90 : i64
      %c20_i64 = arith.constant 20 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg13 = %56 to %c20_i64 step %c16_i64  : i64 {
        %c5_i64_117 = arith.constant 5 : i64
        %107 = arith.remsi %arg13, %c5_i64_117 : i64
        %c5_i64_118 = arith.constant 5 : i64
        %108 = arith.divsi %arg13, %c5_i64_118 : i64
        %c8_i64_119 = arith.constant 8 : i64
        %109 = arith.muli %107, %c8_i64_119 : i64
        %c8_i64_120 = arith.constant 8 : i64
        %110 = arith.muli %108, %c8_i64_120 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %cst_121 = arith.constant 0.000000e+00 : f64
        memref.store %cst_121, %alloca_50[] : memref<f64>
        %111 = arith.addi %109, %58 : i64
        %c36_i64 = arith.constant 36 : i64
        %112 = arith.minsi %111, %c36_i64 : i64
        %113 = arith.addi %110, %58 : i64
        %c28_i64 = arith.constant 28 : i64
        %114 = arith.minsi %113, %c28_i64 : i64
        %c0_i64 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_122 = arith.constant 4 : i64
        scf.for %arg14 = %c0_i64 to %c12_i64 step %c4_i64_122  : i64 {
          %149 = arith.addi %arg14, %59 : i64
          %150 = arith.addi %arg14, %59 : i64
          %c37_i64_133 = arith.constant 37 : i64
          %151 = arith.muli %149, %c37_i64_133 : i64
          %152 = arith.addi %112, %151 : i64
          %153 = llvm.getelementptr %47[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %154 = llvm.load %153 : !llvm.ptr<1> -> f64
          %c13_i64_134 = arith.constant 13 : i64
          %155 = arith.muli %114, %c13_i64_134 : i64
          %156 = arith.addi %150, %155 : i64
          %157 = llvm.getelementptr %49[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %158 = llvm.load %157 : !llvm.ptr<1> -> f64
          %159 = memref.load %alloca[] : memref<f64>
          %160 = memref.load %alloca_50[] : memref<f64>
          %161 = nvvm.mma.sync A[%154]  B[%158]  C[%159, %160]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %162 = llvm.extractvalue %161[0] : !llvm.struct<(f64, f64)> 
          memref.store %162, %alloca[] : memref<f64>
          %163 = llvm.extractvalue %161[1] : !llvm.struct<(f64, f64)> 
          memref.store %163, %alloca_50[] : memref<f64>
        }
        %c12_i64_123 = arith.constant 12 : i64
        %115 = arith.addi %c12_i64_123, %59 : i64
        %c12_i64_124 = arith.constant 12 : i64
        %116 = arith.addi %c12_i64_124, %59 : i64
        %c12_i64_125 = arith.constant 12 : i64
        %117 = arith.minsi %115, %c12_i64_125 : i64
        %c37_i64 = arith.constant 37 : i64
        %118 = arith.muli %117, %c37_i64 : i64
        %119 = arith.addi %112, %118 : i64
        %120 = llvm.getelementptr %47[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %121 = llvm.load %120 : !llvm.ptr<1> -> f64
        memref.store %121, %alloca_51[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %122 = arith.cmpi sge, %115, %c13_i64 : i64
        scf.if %122 {
          %cst_133 = arith.constant 0.000000e+00 : f64
          memref.store %cst_133, %alloca_51[] : memref<f64>
        }
        %c12_i64_126 = arith.constant 12 : i64
        %123 = arith.minsi %116, %c12_i64_126 : i64
        %c13_i64_127 = arith.constant 13 : i64
        %124 = arith.muli %114, %c13_i64_127 : i64
        %125 = arith.addi %123, %124 : i64
        %126 = llvm.getelementptr %49[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %127 = llvm.load %126 : !llvm.ptr<1> -> f64
        memref.store %127, %alloca_52[] : memref<f64>
        %c13_i64_128 = arith.constant 13 : i64
        %128 = arith.cmpi sge, %116, %c13_i64_128 : i64
        scf.if %128 {
          %cst_133 = arith.constant 0.000000e+00 : f64
          memref.store %cst_133, %alloca_52[] : memref<f64>
        }
        %129 = memref.load %alloca_51[] : memref<f64>
        %130 = memref.load %alloca_52[] : memref<f64>
        %131 = memref.load %alloca[] : memref<f64>
        %132 = memref.load %alloca_50[] : memref<f64>
        %133 = nvvm.mma.sync A[%129]  B[%130]  C[%131, %132]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %134 = llvm.extractvalue %133[0] : !llvm.struct<(f64, f64)> 
        memref.store %134, %alloca[] : memref<f64>
        %135 = llvm.extractvalue %133[1] : !llvm.struct<(f64, f64)> 
        memref.store %135, %alloca_50[] : memref<f64>
        %136 = arith.addi %109, %58 : i64
        %c2_i64 = arith.constant 2 : i64
        %137 = arith.muli %59, %c2_i64 : i64
        %138 = arith.addi %110, %137 : i64
        %c37_i64_129 = arith.constant 37 : i64
        %139 = arith.cmpi slt, %136, %c37_i64_129 : i64
        %c29_i64 = arith.constant 29 : i64
        %140 = arith.cmpi slt, %138, %c29_i64 : i64
        %141 = arith.andi %139, %140 : i1
        scf.if %141 {
          %149 = memref.load %alloca[] : memref<f64>
          %150 = arith.mulf %arg0, %149 : f64
          %cst_133 = arith.constant 5.000000e-01 : f64
          %c37_i64_134 = arith.constant 37 : i64
          %151 = arith.muli %138, %c37_i64_134 : i64
          %152 = arith.addi %136, %151 : i64
          %153 = llvm.getelementptr %51[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %154 = llvm.load %153 : !llvm.ptr<1> -> f64
          %155 = arith.mulf %cst_133, %154 : f64
          %156 = arith.addf %150, %155 : f64
          %c37_i64_135 = arith.constant 37 : i64
          %157 = arith.muli %138, %c37_i64_135 : i64
          %158 = arith.addi %136, %157 : i64
          %159 = llvm.getelementptr %51[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %156, %159 : f64, !llvm.ptr<1>
        }
        %142 = arith.addi %109, %58 : i64
        %c2_i64_130 = arith.constant 2 : i64
        %143 = arith.muli %59, %c2_i64_130 : i64
        %c1_i64 = arith.constant 1 : i64
        %144 = arith.addi %143, %c1_i64 : i64
        %145 = arith.addi %110, %144 : i64
        %c37_i64_131 = arith.constant 37 : i64
        %146 = arith.cmpi slt, %142, %c37_i64_131 : i64
        %c29_i64_132 = arith.constant 29 : i64
        %147 = arith.cmpi slt, %145, %c29_i64_132 : i64
        %148 = arith.andi %146, %147 : i1
        scf.if %148 {
          %149 = memref.load %alloca_50[] : memref<f64>
          %150 = arith.mulf %arg0, %149 : f64
          %cst_133 = arith.constant 5.000000e-01 : f64
          %c37_i64_134 = arith.constant 37 : i64
          %151 = arith.muli %145, %c37_i64_134 : i64
          %152 = arith.addi %142, %151 : i64
          %153 = llvm.getelementptr %51[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %154 = llvm.load %153 : !llvm.ptr<1> -> f64
          %155 = arith.mulf %cst_133, %154 : f64
          %156 = arith.addf %150, %155 : f64
          %c37_i64_135 = arith.constant 37 : i64
          %157 = arith.muli %145, %c37_i64_135 : i64
          %158 = arith.addi %142, %157 : i64
          %159 = llvm.getelementptr %51[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %156, %159 : f64, !llvm.ptr<1>
        }
      }
      %c128_i64 = arith.constant 128 : i64
      %60 = arith.muli %45, %c128_i64 : i64
      %61 = llvm.getelementptr %10[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c296_i64 = arith.constant 296 : i64
      %62 = arith.muli %45, %c296_i64 : i64
      %63 = llvm.getelementptr %13[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_91 = gpu.thread_id  x
      %64 = arith.index_cast %thread_id_x_91 : index to i64
      %c64_i64_92 = arith.constant 64 : i64
      %thread_id_y_93 = gpu.thread_id  y
      %65 = arith.index_cast %thread_id_y_93 : index to i64
      %66 = arith.muli %c64_i64_92, %65 : i64
      %67 = arith.addi %64, %66 : i64
      %c32_i64_94 = arith.constant 32 : i64
      %68 = arith.divsi %67, %c32_i64_94 : i64
      %c32_i64_95 = arith.constant 32 : i64
      %69 = arith.remsi %67, %c32_i64_95 : i64
      %c4_i64_96 = arith.constant 4 : i64
      %70 = arith.divsi %69, %c4_i64_96 : i64
      %c4_i64_97 = arith.constant 4 : i64
      %71 = arith.remsi %69, %c4_i64_97 : i64
      %c5_i64 = arith.constant 5 : i64
      %c16_i64_98 = arith.constant 16 : i64
      scf.for %arg13 = %68 to %c5_i64 step %c16_i64_98  : i64 {
        %c5_i64_117 = arith.constant 5 : i64
        %107 = arith.remsi %arg13, %c5_i64_117 : i64
        %c5_i64_118 = arith.constant 5 : i64
        %108 = arith.divsi %arg13, %c5_i64_118 : i64
        %c8_i64_119 = arith.constant 8 : i64
        %109 = arith.muli %107, %c8_i64_119 : i64
        %c8_i64_120 = arith.constant 8 : i64
        %110 = arith.muli %108, %c8_i64_120 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_53[] : memref<f64>
        %cst_121 = arith.constant 0.000000e+00 : f64
        memref.store %cst_121, %alloca_54[] : memref<f64>
        %111 = arith.addi %109, %70 : i64
        %c36_i64 = arith.constant 36 : i64
        %112 = arith.minsi %111, %c36_i64 : i64
        %113 = arith.addi %110, %70 : i64
        %c0_i64 = arith.constant 0 : i64
        %c12_i64 = arith.constant 12 : i64
        %c4_i64_122 = arith.constant 4 : i64
        scf.for %arg14 = %c0_i64 to %c12_i64 step %c4_i64_122  : i64 {
          %144 = arith.addi %arg14, %71 : i64
          %145 = arith.addi %arg14, %71 : i64
          %c37_i64_132 = arith.constant 37 : i64
          %146 = arith.muli %144, %c37_i64_132 : i64
          %147 = arith.addi %112, %146 : i64
          %148 = llvm.getelementptr %47[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %149 = llvm.load %148 : !llvm.ptr<1> -> f64
          %c16_i64_133 = arith.constant 16 : i64
          %150 = arith.muli %113, %c16_i64_133 : i64
          %151 = arith.addi %145, %150 : i64
          %152 = llvm.getelementptr %61[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %153 = llvm.load %152 : !llvm.ptr<1> -> f64
          %154 = memref.load %alloca_53[] : memref<f64>
          %155 = memref.load %alloca_54[] : memref<f64>
          %156 = nvvm.mma.sync A[%149]  B[%153]  C[%154, %155]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %157 = llvm.extractvalue %156[0] : !llvm.struct<(f64, f64)> 
          memref.store %157, %alloca_53[] : memref<f64>
          %158 = llvm.extractvalue %156[1] : !llvm.struct<(f64, f64)> 
          memref.store %158, %alloca_54[] : memref<f64>
        }
        %c12_i64_123 = arith.constant 12 : i64
        %114 = arith.addi %c12_i64_123, %71 : i64
        %c12_i64_124 = arith.constant 12 : i64
        %115 = arith.addi %c12_i64_124, %71 : i64
        %c12_i64_125 = arith.constant 12 : i64
        %116 = arith.minsi %114, %c12_i64_125 : i64
        %c37_i64 = arith.constant 37 : i64
        %117 = arith.muli %116, %c37_i64 : i64
        %118 = arith.addi %112, %117 : i64
        %119 = llvm.getelementptr %47[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %120 = llvm.load %119 : !llvm.ptr<1> -> f64
        memref.store %120, %alloca_55[] : memref<f64>
        %c13_i64 = arith.constant 13 : i64
        %121 = arith.cmpi sge, %114, %c13_i64 : i64
        scf.if %121 {
          %cst_132 = arith.constant 0.000000e+00 : f64
          memref.store %cst_132, %alloca_55[] : memref<f64>
        }
        %c12_i64_126 = arith.constant 12 : i64
        %122 = arith.minsi %115, %c12_i64_126 : i64
        %c16_i64_127 = arith.constant 16 : i64
        %123 = arith.muli %113, %c16_i64_127 : i64
        %124 = arith.addi %122, %123 : i64
        %125 = llvm.getelementptr %61[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %126 = llvm.load %125 : !llvm.ptr<1> -> f64
        memref.store %126, %alloca_56[] : memref<f64>
        %c13_i64_128 = arith.constant 13 : i64
        %127 = arith.cmpi sge, %115, %c13_i64_128 : i64
        scf.if %127 {
          %cst_132 = arith.constant 0.000000e+00 : f64
          memref.store %cst_132, %alloca_56[] : memref<f64>
        }
        %128 = memref.load %alloca_55[] : memref<f64>
        %129 = memref.load %alloca_56[] : memref<f64>
        %130 = memref.load %alloca_53[] : memref<f64>
        %131 = memref.load %alloca_54[] : memref<f64>
        %132 = nvvm.mma.sync A[%128]  B[%129]  C[%130, %131]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
        %133 = llvm.extractvalue %132[0] : !llvm.struct<(f64, f64)> 
        memref.store %133, %alloca_53[] : memref<f64>
        %134 = llvm.extractvalue %132[1] : !llvm.struct<(f64, f64)> 
        memref.store %134, %alloca_54[] : memref<f64>
        %135 = arith.addi %109, %70 : i64
        %c2_i64 = arith.constant 2 : i64
        %136 = arith.muli %71, %c2_i64 : i64
        %137 = arith.addi %110, %136 : i64
        %c37_i64_129 = arith.constant 37 : i64
        %138 = arith.cmpi slt, %135, %c37_i64_129 : i64
        scf.if %138 {
          %144 = memref.load %alloca_53[] : memref<f64>
          %145 = arith.mulf %arg0, %144 : f64
          %c37_i64_132 = arith.constant 37 : i64
          %146 = arith.muli %137, %c37_i64_132 : i64
          %147 = arith.addi %135, %146 : i64
          %148 = llvm.getelementptr %63[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %145, %148 : f64, !llvm.ptr<1>
        }
        %139 = arith.addi %109, %70 : i64
        %c2_i64_130 = arith.constant 2 : i64
        %140 = arith.muli %71, %c2_i64_130 : i64
        %c1_i64 = arith.constant 1 : i64
        %141 = arith.addi %140, %c1_i64 : i64
        %142 = arith.addi %110, %141 : i64
        %c37_i64_131 = arith.constant 37 : i64
        %143 = arith.cmpi slt, %139, %c37_i64_131 : i64
        scf.if %143 {
          %144 = memref.load %alloca_54[] : memref<f64>
          %145 = arith.mulf %arg0, %144 : f64
          %c37_i64_132 = arith.constant 37 : i64
          %146 = arith.muli %142, %c37_i64_132 : i64
          %147 = arith.addi %139, %146 : i64
          %148 = llvm.getelementptr %63[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %145, %148 : f64, !llvm.ptr<1>
        }
      }
      %c945_i64 = arith.constant 945 : i64
      %72 = arith.muli %45, %c945_i64 : i64
      %73 = llvm.getelementptr %16[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %c399_i64 = arith.constant 399 : i64
      %74 = arith.muli %45, %c399_i64 : i64
      %75 = llvm.getelementptr %19[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %c855_i64 = arith.constant 855 : i64
      %76 = arith.muli %45, %c855_i64 : i64
      %77 = llvm.getelementptr %22[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_99 = gpu.thread_id  x
      %78 = arith.index_cast %thread_id_x_99 : index to i64
      %c64_i64_100 = arith.constant 64 : i64
      %thread_id_y_101 = gpu.thread_id  y
      %79 = arith.index_cast %thread_id_y_101 : index to i64
      %80 = arith.muli %c64_i64_100, %79 : i64
      %81 = arith.addi %78, %80 : i64
      %c32_i64_102 = arith.constant 32 : i64
      %82 = arith.divsi %81, %c32_i64_102 : i64
      %c32_i64_103 = arith.constant 32 : i64
      %83 = arith.remsi %81, %c32_i64_103 : i64
      %c4_i64_104 = arith.constant 4 : i64
      %84 = arith.divsi %83, %c4_i64_104 : i64
      %c4_i64_105 = arith.constant 4 : i64
      %85 = arith.remsi %83, %c4_i64_105 : i64
      %c9_i64 = arith.constant 9 : i64
      %c16_i64_106 = arith.constant 16 : i64
      scf.for %arg13 = %82 to %c9_i64 step %c16_i64_106  : i64 {
        %c3_i64 = arith.constant 3 : i64
        %107 = arith.remsi %arg13, %c3_i64 : i64
        %c3_i64_117 = arith.constant 3 : i64
        %108 = arith.divsi %arg13, %c3_i64_117 : i64
        %c16_i64_118 = arith.constant 16 : i64
        %109 = arith.muli %107, %c16_i64_118 : i64
        %c8_i64_119 = arith.constant 8 : i64
        %110 = arith.muli %108, %c8_i64_119 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_57[] : memref<f32>
        %cst_120 = arith.constant 0.000000e+00 : f32
        memref.store %cst_120, %alloca_58[] : memref<f32>
        %cst_121 = arith.constant 0.000000e+00 : f32
        memref.store %cst_121, %alloca_59[] : memref<f32>
        %cst_122 = arith.constant 0.000000e+00 : f32
        memref.store %cst_122, %alloca_60[] : memref<f32>
        %111 = arith.addi %109, %84 : i64
        %c44_i64 = arith.constant 44 : i64
        %112 = arith.minsi %111, %c44_i64 : i64
        %113 = arith.addi %109, %84 : i64
        %c44_i64_123 = arith.constant 44 : i64
        %114 = arith.minsi %113, %c44_i64_123 : i64
        %c8_i64_124 = arith.constant 8 : i64
        %115 = arith.addi %84, %c8_i64_124 : i64
        %116 = arith.addi %109, %115 : i64
        %c44_i64_125 = arith.constant 44 : i64
        %117 = arith.minsi %116, %c44_i64_125 : i64
        %c8_i64_126 = arith.constant 8 : i64
        %118 = arith.addi %84, %c8_i64_126 : i64
        %119 = arith.addi %109, %118 : i64
        %c44_i64_127 = arith.constant 44 : i64
        %120 = arith.minsi %119, %c44_i64_127 : i64
        %121 = arith.addi %109, %84 : i64
        %c44_i64_128 = arith.constant 44 : i64
        %122 = arith.minsi %121, %c44_i64_128 : i64
        %123 = arith.addi %109, %84 : i64
        %c44_i64_129 = arith.constant 44 : i64
        %124 = arith.minsi %123, %c44_i64_129 : i64
        %c8_i64_130 = arith.constant 8 : i64
        %125 = arith.addi %84, %c8_i64_130 : i64
        %126 = arith.addi %109, %125 : i64
        %c44_i64_131 = arith.constant 44 : i64
        %127 = arith.minsi %126, %c44_i64_131 : i64
        %c8_i64_132 = arith.constant 8 : i64
        %128 = arith.addi %84, %c8_i64_132 : i64
        %129 = arith.addi %109, %128 : i64
        %c44_i64_133 = arith.constant 44 : i64
        %130 = arith.minsi %129, %c44_i64_133 : i64
        %131 = arith.addi %110, %84 : i64
        %c18_i64 = arith.constant 18 : i64
        %132 = arith.minsi %131, %c18_i64 : i64
        %133 = arith.addi %110, %84 : i64
        %c18_i64_134 = arith.constant 18 : i64
        %134 = arith.minsi %133, %c18_i64_134 : i64
        %135 = arith.addi %110, %84 : i64
        %c18_i64_135 = arith.constant 18 : i64
        %136 = arith.minsi %135, %c18_i64_135 : i64
        %137 = arith.addi %110, %84 : i64
        %c18_i64_136 = arith.constant 18 : i64
        %138 = arith.minsi %137, %c18_i64_136 : i64
        %c0_i64 = arith.constant 0 : i64
        %c16_i64_137 = arith.constant 16 : i64
        %c16_i64_138 = arith.constant 16 : i64
        scf.for %arg14 = %c0_i64 to %c16_i64_137 step %c16_i64_138  : i64 {
          %c2_i64_229 = arith.constant 2 : i64
          %311 = arith.muli %85, %c2_i64_229 : i64
          %312 = arith.addi %arg14, %311 : i64
          %c2_i64_230 = arith.constant 2 : i64
          %313 = arith.muli %85, %c2_i64_230 : i64
          %c1_i64_231 = arith.constant 1 : i64
          %314 = arith.addi %313, %c1_i64_231 : i64
          %315 = arith.addi %arg14, %314 : i64
          %c2_i64_232 = arith.constant 2 : i64
          %316 = arith.muli %85, %c2_i64_232 : i64
          %317 = arith.addi %arg14, %316 : i64
          %c2_i64_233 = arith.constant 2 : i64
          %318 = arith.muli %85, %c2_i64_233 : i64
          %c1_i64_234 = arith.constant 1 : i64
          %319 = arith.addi %318, %c1_i64_234 : i64
          %320 = arith.addi %arg14, %319 : i64
          %c2_i64_235 = arith.constant 2 : i64
          %321 = arith.muli %85, %c2_i64_235 : i64
          %c8_i64_236 = arith.constant 8 : i64
          %322 = arith.addi %321, %c8_i64_236 : i64
          %323 = arith.addi %arg14, %322 : i64
          %c2_i64_237 = arith.constant 2 : i64
          %324 = arith.muli %85, %c2_i64_237 : i64
          %c9_i64_238 = arith.constant 9 : i64
          %325 = arith.addi %324, %c9_i64_238 : i64
          %326 = arith.addi %arg14, %325 : i64
          %c2_i64_239 = arith.constant 2 : i64
          %327 = arith.muli %85, %c2_i64_239 : i64
          %c8_i64_240 = arith.constant 8 : i64
          %328 = arith.addi %327, %c8_i64_240 : i64
          %329 = arith.addi %arg14, %328 : i64
          %c2_i64_241 = arith.constant 2 : i64
          %330 = arith.muli %85, %c2_i64_241 : i64
          %c9_i64_242 = arith.constant 9 : i64
          %331 = arith.addi %330, %c9_i64_242 : i64
          %332 = arith.addi %arg14, %331 : i64
          %c2_i64_243 = arith.constant 2 : i64
          %333 = arith.muli %85, %c2_i64_243 : i64
          %334 = arith.addi %arg14, %333 : i64
          %c2_i64_244 = arith.constant 2 : i64
          %335 = arith.muli %85, %c2_i64_244 : i64
          %c1_i64_245 = arith.constant 1 : i64
          %336 = arith.addi %335, %c1_i64_245 : i64
          %337 = arith.addi %arg14, %336 : i64
          %c2_i64_246 = arith.constant 2 : i64
          %338 = arith.muli %85, %c2_i64_246 : i64
          %c8_i64_247 = arith.constant 8 : i64
          %339 = arith.addi %338, %c8_i64_247 : i64
          %340 = arith.addi %arg14, %339 : i64
          %c2_i64_248 = arith.constant 2 : i64
          %341 = arith.muli %85, %c2_i64_248 : i64
          %c9_i64_249 = arith.constant 9 : i64
          %342 = arith.addi %341, %c9_i64_249 : i64
          %343 = arith.addi %arg14, %342 : i64
          %c21_i64_250 = arith.constant 21 : i64
          %344 = arith.muli %112, %c21_i64_250 : i64
          %345 = arith.addi %312, %344 : i64
          %346 = llvm.getelementptr %73[%345] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %347 = llvm.load %346 : !llvm.ptr<1> -> f16
          %c21_i64_251 = arith.constant 21 : i64
          %348 = arith.muli %114, %c21_i64_251 : i64
          %349 = arith.addi %315, %348 : i64
          %350 = llvm.getelementptr %73[%349] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %351 = llvm.load %350 : !llvm.ptr<1> -> f16
          %c21_i64_252 = arith.constant 21 : i64
          %352 = arith.muli %117, %c21_i64_252 : i64
          %353 = arith.addi %317, %352 : i64
          %354 = llvm.getelementptr %73[%353] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %355 = llvm.load %354 : !llvm.ptr<1> -> f16
          %c21_i64_253 = arith.constant 21 : i64
          %356 = arith.muli %120, %c21_i64_253 : i64
          %357 = arith.addi %320, %356 : i64
          %358 = llvm.getelementptr %73[%357] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %359 = llvm.load %358 : !llvm.ptr<1> -> f16
          %c21_i64_254 = arith.constant 21 : i64
          %360 = arith.muli %122, %c21_i64_254 : i64
          %361 = arith.addi %323, %360 : i64
          %362 = llvm.getelementptr %73[%361] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %363 = llvm.load %362 : !llvm.ptr<1> -> f16
          %c21_i64_255 = arith.constant 21 : i64
          %364 = arith.muli %124, %c21_i64_255 : i64
          %365 = arith.addi %326, %364 : i64
          %366 = llvm.getelementptr %73[%365] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %367 = llvm.load %366 : !llvm.ptr<1> -> f16
          %c21_i64_256 = arith.constant 21 : i64
          %368 = arith.muli %127, %c21_i64_256 : i64
          %369 = arith.addi %329, %368 : i64
          %370 = llvm.getelementptr %73[%369] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %371 = llvm.load %370 : !llvm.ptr<1> -> f16
          %c21_i64_257 = arith.constant 21 : i64
          %372 = arith.muli %130, %c21_i64_257 : i64
          %373 = arith.addi %332, %372 : i64
          %374 = llvm.getelementptr %73[%373] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %375 = llvm.load %374 : !llvm.ptr<1> -> f16
          %c21_i64_258 = arith.constant 21 : i64
          %376 = arith.muli %132, %c21_i64_258 : i64
          %377 = arith.addi %334, %376 : i64
          %378 = llvm.getelementptr %75[%377] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %379 = llvm.load %378 : !llvm.ptr<1> -> f16
          %c21_i64_259 = arith.constant 21 : i64
          %380 = arith.muli %134, %c21_i64_259 : i64
          %381 = arith.addi %337, %380 : i64
          %382 = llvm.getelementptr %75[%381] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %383 = llvm.load %382 : !llvm.ptr<1> -> f16
          %c21_i64_260 = arith.constant 21 : i64
          %384 = arith.muli %136, %c21_i64_260 : i64
          %385 = arith.addi %340, %384 : i64
          %386 = llvm.getelementptr %75[%385] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %387 = llvm.load %386 : !llvm.ptr<1> -> f16
          %c21_i64_261 = arith.constant 21 : i64
          %388 = arith.muli %138, %c21_i64_261 : i64
          %389 = arith.addi %343, %388 : i64
          %390 = llvm.getelementptr %75[%389] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
          %391 = llvm.load %390 : !llvm.ptr<1> -> f16
          %392 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_262 = arith.constant 0 : i32
          %393 = llvm.insertelement %347, %392[%c0_i32_262 : i32] : vector<2xf16>
          %c1_i32_263 = arith.constant 1 : i32
          %394 = llvm.insertelement %351, %393[%c1_i32_263 : i32] : vector<2xf16>
          %395 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_264 = arith.constant 0 : i32
          %396 = llvm.insertelement %355, %395[%c0_i32_264 : i32] : vector<2xf16>
          %c1_i32_265 = arith.constant 1 : i32
          %397 = llvm.insertelement %359, %396[%c1_i32_265 : i32] : vector<2xf16>
          %398 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_266 = arith.constant 0 : i32
          %399 = llvm.insertelement %363, %398[%c0_i32_266 : i32] : vector<2xf16>
          %c1_i32_267 = arith.constant 1 : i32
          %400 = llvm.insertelement %367, %399[%c1_i32_267 : i32] : vector<2xf16>
          %401 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_268 = arith.constant 0 : i32
          %402 = llvm.insertelement %371, %401[%c0_i32_268 : i32] : vector<2xf16>
          %c1_i32_269 = arith.constant 1 : i32
          %403 = llvm.insertelement %375, %402[%c1_i32_269 : i32] : vector<2xf16>
          %404 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_270 = arith.constant 0 : i32
          %405 = llvm.insertelement %379, %404[%c0_i32_270 : i32] : vector<2xf16>
          %c1_i32_271 = arith.constant 1 : i32
          %406 = llvm.insertelement %383, %405[%c1_i32_271 : i32] : vector<2xf16>
          %407 = llvm.mlir.poison : vector<2xf16>
          %c0_i32_272 = arith.constant 0 : i32
          %408 = llvm.insertelement %387, %407[%c0_i32_272 : i32] : vector<2xf16>
          %c1_i32_273 = arith.constant 1 : i32
          %409 = llvm.insertelement %391, %408[%c1_i32_273 : i32] : vector<2xf16>
          %410 = memref.load %alloca_57[] : memref<f32>
          %411 = memref.load %alloca_58[] : memref<f32>
          %412 = memref.load %alloca_59[] : memref<f32>
          %413 = memref.load %alloca_60[] : memref<f32>
          %414 = nvvm.mma.sync A[%394, %397, %400, %403]  B[%406, %409]  C[%410, %411, %412, %413]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %415 = llvm.extractvalue %414[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %415, %alloca_57[] : memref<f32>
          %416 = llvm.extractvalue %414[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %416, %alloca_58[] : memref<f32>
          %417 = llvm.extractvalue %414[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %417, %alloca_59[] : memref<f32>
          %418 = llvm.extractvalue %414[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %418, %alloca_60[] : memref<f32>
        }
        %c16_i64_139 = arith.constant 16 : i64
        %c2_i64 = arith.constant 2 : i64
        %139 = arith.muli %85, %c2_i64 : i64
        %140 = arith.addi %c16_i64_139, %139 : i64
        %c16_i64_140 = arith.constant 16 : i64
        %c2_i64_141 = arith.constant 2 : i64
        %141 = arith.muli %85, %c2_i64_141 : i64
        %c1_i64 = arith.constant 1 : i64
        %142 = arith.addi %141, %c1_i64 : i64
        %143 = arith.addi %c16_i64_140, %142 : i64
        %c16_i64_142 = arith.constant 16 : i64
        %c2_i64_143 = arith.constant 2 : i64
        %144 = arith.muli %85, %c2_i64_143 : i64
        %145 = arith.addi %c16_i64_142, %144 : i64
        %c16_i64_144 = arith.constant 16 : i64
        %c2_i64_145 = arith.constant 2 : i64
        %146 = arith.muli %85, %c2_i64_145 : i64
        %c1_i64_146 = arith.constant 1 : i64
        %147 = arith.addi %146, %c1_i64_146 : i64
        %148 = arith.addi %c16_i64_144, %147 : i64
        %c16_i64_147 = arith.constant 16 : i64
        %c2_i64_148 = arith.constant 2 : i64
        %149 = arith.muli %85, %c2_i64_148 : i64
        %c8_i64_149 = arith.constant 8 : i64
        %150 = arith.addi %149, %c8_i64_149 : i64
        %151 = arith.addi %c16_i64_147, %150 : i64
        %c16_i64_150 = arith.constant 16 : i64
        %c2_i64_151 = arith.constant 2 : i64
        %152 = arith.muli %85, %c2_i64_151 : i64
        %c9_i64_152 = arith.constant 9 : i64
        %153 = arith.addi %152, %c9_i64_152 : i64
        %154 = arith.addi %c16_i64_150, %153 : i64
        %c16_i64_153 = arith.constant 16 : i64
        %c2_i64_154 = arith.constant 2 : i64
        %155 = arith.muli %85, %c2_i64_154 : i64
        %c8_i64_155 = arith.constant 8 : i64
        %156 = arith.addi %155, %c8_i64_155 : i64
        %157 = arith.addi %c16_i64_153, %156 : i64
        %c16_i64_156 = arith.constant 16 : i64
        %c2_i64_157 = arith.constant 2 : i64
        %158 = arith.muli %85, %c2_i64_157 : i64
        %c9_i64_158 = arith.constant 9 : i64
        %159 = arith.addi %158, %c9_i64_158 : i64
        %160 = arith.addi %c16_i64_156, %159 : i64
        %c16_i64_159 = arith.constant 16 : i64
        %c2_i64_160 = arith.constant 2 : i64
        %161 = arith.muli %85, %c2_i64_160 : i64
        %162 = arith.addi %c16_i64_159, %161 : i64
        %c16_i64_161 = arith.constant 16 : i64
        %c2_i64_162 = arith.constant 2 : i64
        %163 = arith.muli %85, %c2_i64_162 : i64
        %c1_i64_163 = arith.constant 1 : i64
        %164 = arith.addi %163, %c1_i64_163 : i64
        %165 = arith.addi %c16_i64_161, %164 : i64
        %c16_i64_164 = arith.constant 16 : i64
        %c2_i64_165 = arith.constant 2 : i64
        %166 = arith.muli %85, %c2_i64_165 : i64
        %c8_i64_166 = arith.constant 8 : i64
        %167 = arith.addi %166, %c8_i64_166 : i64
        %168 = arith.addi %c16_i64_164, %167 : i64
        %c16_i64_167 = arith.constant 16 : i64
        %c2_i64_168 = arith.constant 2 : i64
        %169 = arith.muli %85, %c2_i64_168 : i64
        %c9_i64_169 = arith.constant 9 : i64
        %170 = arith.addi %169, %c9_i64_169 : i64
        %171 = arith.addi %c16_i64_167, %170 : i64
        %c20_i64_170 = arith.constant 20 : i64
        %172 = arith.minsi %140, %c20_i64_170 : i64
        %c21_i64 = arith.constant 21 : i64
        %173 = arith.muli %112, %c21_i64 : i64
        %174 = arith.addi %172, %173 : i64
        %175 = llvm.getelementptr %73[%174] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %176 = llvm.load %175 : !llvm.ptr<1> -> f16
        memref.store %176, %alloca_61[] : memref<f16>
        %c21_i64_171 = arith.constant 21 : i64
        %177 = arith.cmpi sge, %140, %c21_i64_171 : i64
        scf.if %177 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_61[] : memref<f16>
        }
        %c20_i64_172 = arith.constant 20 : i64
        %178 = arith.minsi %143, %c20_i64_172 : i64
        %c21_i64_173 = arith.constant 21 : i64
        %179 = arith.muli %114, %c21_i64_173 : i64
        %180 = arith.addi %178, %179 : i64
        %181 = llvm.getelementptr %73[%180] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %182 = llvm.load %181 : !llvm.ptr<1> -> f16
        memref.store %182, %alloca_62[] : memref<f16>
        %c21_i64_174 = arith.constant 21 : i64
        %183 = arith.cmpi sge, %143, %c21_i64_174 : i64
        scf.if %183 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_62[] : memref<f16>
        }
        %c20_i64_175 = arith.constant 20 : i64
        %184 = arith.minsi %145, %c20_i64_175 : i64
        %c21_i64_176 = arith.constant 21 : i64
        %185 = arith.muli %117, %c21_i64_176 : i64
        %186 = arith.addi %184, %185 : i64
        %187 = llvm.getelementptr %73[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %188 = llvm.load %187 : !llvm.ptr<1> -> f16
        memref.store %188, %alloca_63[] : memref<f16>
        %c21_i64_177 = arith.constant 21 : i64
        %189 = arith.cmpi sge, %145, %c21_i64_177 : i64
        scf.if %189 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_63[] : memref<f16>
        }
        %c20_i64_178 = arith.constant 20 : i64
        %190 = arith.minsi %148, %c20_i64_178 : i64
        %c21_i64_179 = arith.constant 21 : i64
        %191 = arith.muli %120, %c21_i64_179 : i64
        %192 = arith.addi %190, %191 : i64
        %193 = llvm.getelementptr %73[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %194 = llvm.load %193 : !llvm.ptr<1> -> f16
        memref.store %194, %alloca_64[] : memref<f16>
        %c21_i64_180 = arith.constant 21 : i64
        %195 = arith.cmpi sge, %148, %c21_i64_180 : i64
        scf.if %195 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_64[] : memref<f16>
        }
        %c20_i64_181 = arith.constant 20 : i64
        %196 = arith.minsi %151, %c20_i64_181 : i64
        %c21_i64_182 = arith.constant 21 : i64
        %197 = arith.muli %122, %c21_i64_182 : i64
        %198 = arith.addi %196, %197 : i64
        %199 = llvm.getelementptr %73[%198] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %200 = llvm.load %199 : !llvm.ptr<1> -> f16
        memref.store %200, %alloca_65[] : memref<f16>
        %c21_i64_183 = arith.constant 21 : i64
        %201 = arith.cmpi sge, %151, %c21_i64_183 : i64
        scf.if %201 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_65[] : memref<f16>
        }
        %c20_i64_184 = arith.constant 20 : i64
        %202 = arith.minsi %154, %c20_i64_184 : i64
        %c21_i64_185 = arith.constant 21 : i64
        %203 = arith.muli %124, %c21_i64_185 : i64
        %204 = arith.addi %202, %203 : i64
        %205 = llvm.getelementptr %73[%204] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %206 = llvm.load %205 : !llvm.ptr<1> -> f16
        memref.store %206, %alloca_66[] : memref<f16>
        %c21_i64_186 = arith.constant 21 : i64
        %207 = arith.cmpi sge, %154, %c21_i64_186 : i64
        scf.if %207 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_66[] : memref<f16>
        }
        %c20_i64_187 = arith.constant 20 : i64
        %208 = arith.minsi %157, %c20_i64_187 : i64
        %c21_i64_188 = arith.constant 21 : i64
        %209 = arith.muli %127, %c21_i64_188 : i64
        %210 = arith.addi %208, %209 : i64
        %211 = llvm.getelementptr %73[%210] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %212 = llvm.load %211 : !llvm.ptr<1> -> f16
        memref.store %212, %alloca_67[] : memref<f16>
        %c21_i64_189 = arith.constant 21 : i64
        %213 = arith.cmpi sge, %157, %c21_i64_189 : i64
        scf.if %213 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_67[] : memref<f16>
        }
        %c20_i64_190 = arith.constant 20 : i64
        %214 = arith.minsi %160, %c20_i64_190 : i64
        %c21_i64_191 = arith.constant 21 : i64
        %215 = arith.muli %130, %c21_i64_191 : i64
        %216 = arith.addi %214, %215 : i64
        %217 = llvm.getelementptr %73[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %218 = llvm.load %217 : !llvm.ptr<1> -> f16
        memref.store %218, %alloca_68[] : memref<f16>
        %c21_i64_192 = arith.constant 21 : i64
        %219 = arith.cmpi sge, %160, %c21_i64_192 : i64
        scf.if %219 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_68[] : memref<f16>
        }
        %c20_i64_193 = arith.constant 20 : i64
        %220 = arith.minsi %162, %c20_i64_193 : i64
        %c21_i64_194 = arith.constant 21 : i64
        %221 = arith.muli %132, %c21_i64_194 : i64
        %222 = arith.addi %220, %221 : i64
        %223 = llvm.getelementptr %75[%222] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %224 = llvm.load %223 : !llvm.ptr<1> -> f16
        memref.store %224, %alloca_69[] : memref<f16>
        %c21_i64_195 = arith.constant 21 : i64
        %225 = arith.cmpi sge, %162, %c21_i64_195 : i64
        scf.if %225 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_69[] : memref<f16>
        }
        %c20_i64_196 = arith.constant 20 : i64
        %226 = arith.minsi %165, %c20_i64_196 : i64
        %c21_i64_197 = arith.constant 21 : i64
        %227 = arith.muli %134, %c21_i64_197 : i64
        %228 = arith.addi %226, %227 : i64
        %229 = llvm.getelementptr %75[%228] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %230 = llvm.load %229 : !llvm.ptr<1> -> f16
        memref.store %230, %alloca_70[] : memref<f16>
        %c21_i64_198 = arith.constant 21 : i64
        %231 = arith.cmpi sge, %165, %c21_i64_198 : i64
        scf.if %231 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_70[] : memref<f16>
        }
        %c20_i64_199 = arith.constant 20 : i64
        %232 = arith.minsi %168, %c20_i64_199 : i64
        %c21_i64_200 = arith.constant 21 : i64
        %233 = arith.muli %136, %c21_i64_200 : i64
        %234 = arith.addi %232, %233 : i64
        %235 = llvm.getelementptr %75[%234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %236 = llvm.load %235 : !llvm.ptr<1> -> f16
        memref.store %236, %alloca_71[] : memref<f16>
        %c21_i64_201 = arith.constant 21 : i64
        %237 = arith.cmpi sge, %168, %c21_i64_201 : i64
        scf.if %237 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_71[] : memref<f16>
        }
        %c20_i64_202 = arith.constant 20 : i64
        %238 = arith.minsi %171, %c20_i64_202 : i64
        %c21_i64_203 = arith.constant 21 : i64
        %239 = arith.muli %138, %c21_i64_203 : i64
        %240 = arith.addi %238, %239 : i64
        %241 = llvm.getelementptr %75[%240] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %242 = llvm.load %241 : !llvm.ptr<1> -> f16
        memref.store %242, %alloca_72[] : memref<f16>
        %c21_i64_204 = arith.constant 21 : i64
        %243 = arith.cmpi sge, %171, %c21_i64_204 : i64
        scf.if %243 {
          %cst_229 = arith.constant 0.000000e+00 : f16
          memref.store %cst_229, %alloca_72[] : memref<f16>
        }
        %244 = memref.load %alloca_61[] : memref<f16>
        %245 = memref.load %alloca_62[] : memref<f16>
        %246 = memref.load %alloca_63[] : memref<f16>
        %247 = memref.load %alloca_64[] : memref<f16>
        %248 = memref.load %alloca_65[] : memref<f16>
        %249 = memref.load %alloca_66[] : memref<f16>
        %250 = memref.load %alloca_67[] : memref<f16>
        %251 = memref.load %alloca_68[] : memref<f16>
        %252 = llvm.mlir.poison : vector<2xf16>
        %c0_i32 = arith.constant 0 : i32
        %253 = llvm.insertelement %244, %252[%c0_i32 : i32] : vector<2xf16>
        %c1_i32 = arith.constant 1 : i32
        %254 = llvm.insertelement %245, %253[%c1_i32 : i32] : vector<2xf16>
        %255 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_205 = arith.constant 0 : i32
        %256 = llvm.insertelement %246, %255[%c0_i32_205 : i32] : vector<2xf16>
        %c1_i32_206 = arith.constant 1 : i32
        %257 = llvm.insertelement %247, %256[%c1_i32_206 : i32] : vector<2xf16>
        %258 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_207 = arith.constant 0 : i32
        %259 = llvm.insertelement %248, %258[%c0_i32_207 : i32] : vector<2xf16>
        %c1_i32_208 = arith.constant 1 : i32
        %260 = llvm.insertelement %249, %259[%c1_i32_208 : i32] : vector<2xf16>
        %261 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_209 = arith.constant 0 : i32
        %262 = llvm.insertelement %250, %261[%c0_i32_209 : i32] : vector<2xf16>
        %c1_i32_210 = arith.constant 1 : i32
        %263 = llvm.insertelement %251, %262[%c1_i32_210 : i32] : vector<2xf16>
        %264 = memref.load %alloca_69[] : memref<f16>
        %265 = memref.load %alloca_70[] : memref<f16>
        %266 = memref.load %alloca_71[] : memref<f16>
        %267 = memref.load %alloca_72[] : memref<f16>
        %268 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_211 = arith.constant 0 : i32
        %269 = llvm.insertelement %264, %268[%c0_i32_211 : i32] : vector<2xf16>
        %c1_i32_212 = arith.constant 1 : i32
        %270 = llvm.insertelement %265, %269[%c1_i32_212 : i32] : vector<2xf16>
        %271 = llvm.mlir.poison : vector<2xf16>
        %c0_i32_213 = arith.constant 0 : i32
        %272 = llvm.insertelement %266, %271[%c0_i32_213 : i32] : vector<2xf16>
        %c1_i32_214 = arith.constant 1 : i32
        %273 = llvm.insertelement %267, %272[%c1_i32_214 : i32] : vector<2xf16>
        %274 = memref.load %alloca_57[] : memref<f32>
        %275 = memref.load %alloca_58[] : memref<f32>
        %276 = memref.load %alloca_59[] : memref<f32>
        %277 = memref.load %alloca_60[] : memref<f32>
        %278 = nvvm.mma.sync A[%254, %257, %260, %263]  B[%270, %273]  C[%274, %275, %276, %277]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
        %279 = llvm.extractvalue %278[0] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %279, %alloca_57[] : memref<f32>
        %280 = llvm.extractvalue %278[1] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %280, %alloca_58[] : memref<f32>
        %281 = llvm.extractvalue %278[2] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %281, %alloca_59[] : memref<f32>
        %282 = llvm.extractvalue %278[3] : !llvm.struct<(f32, f32, f32, f32)> 
        memref.store %282, %alloca_60[] : memref<f32>
        %283 = arith.addi %109, %84 : i64
        %c2_i64_215 = arith.constant 2 : i64
        %284 = arith.muli %85, %c2_i64_215 : i64
        %285 = arith.addi %110, %284 : i64
        %c45_i64 = arith.constant 45 : i64
        %286 = arith.cmpi slt, %283, %c45_i64 : i64
        %c19_i64 = arith.constant 19 : i64
        %287 = arith.cmpi slt, %285, %c19_i64 : i64
        %288 = arith.andi %286, %287 : i1
        scf.if %288 {
          %311 = memref.load %alloca_57[] : memref<f32>
          %c45_i64_229 = arith.constant 45 : i64
          %312 = arith.muli %285, %c45_i64_229 : i64
          %313 = arith.addi %283, %312 : i64
          %314 = llvm.getelementptr %77[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %315 = llvm.load %314 : !llvm.ptr<1> -> f32
          %316 = arith.mulf %arg1, %315 : f32
          %317 = arith.addf %311, %316 : f32
          %c45_i64_230 = arith.constant 45 : i64
          %318 = arith.muli %285, %c45_i64_230 : i64
          %319 = arith.addi %283, %318 : i64
          %320 = llvm.getelementptr %77[%319] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %317, %320 : f32, !llvm.ptr<1>
        }
        %289 = arith.addi %109, %84 : i64
        %c2_i64_216 = arith.constant 2 : i64
        %290 = arith.muli %85, %c2_i64_216 : i64
        %c1_i64_217 = arith.constant 1 : i64
        %291 = arith.addi %290, %c1_i64_217 : i64
        %292 = arith.addi %110, %291 : i64
        %c45_i64_218 = arith.constant 45 : i64
        %293 = arith.cmpi slt, %289, %c45_i64_218 : i64
        %c19_i64_219 = arith.constant 19 : i64
        %294 = arith.cmpi slt, %292, %c19_i64_219 : i64
        %295 = arith.andi %293, %294 : i1
        scf.if %295 {
          %311 = memref.load %alloca_58[] : memref<f32>
          %c45_i64_229 = arith.constant 45 : i64
          %312 = arith.muli %292, %c45_i64_229 : i64
          %313 = arith.addi %289, %312 : i64
          %314 = llvm.getelementptr %77[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %315 = llvm.load %314 : !llvm.ptr<1> -> f32
          %316 = arith.mulf %arg1, %315 : f32
          %317 = arith.addf %311, %316 : f32
          %c45_i64_230 = arith.constant 45 : i64
          %318 = arith.muli %292, %c45_i64_230 : i64
          %319 = arith.addi %289, %318 : i64
          %320 = llvm.getelementptr %77[%319] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %317, %320 : f32, !llvm.ptr<1>
        }
        %c8_i64_220 = arith.constant 8 : i64
        %296 = arith.addi %84, %c8_i64_220 : i64
        %297 = arith.addi %109, %296 : i64
        %c2_i64_221 = arith.constant 2 : i64
        %298 = arith.muli %85, %c2_i64_221 : i64
        %299 = arith.addi %110, %298 : i64
        %c45_i64_222 = arith.constant 45 : i64
        %300 = arith.cmpi slt, %297, %c45_i64_222 : i64
        %c19_i64_223 = arith.constant 19 : i64
        %301 = arith.cmpi slt, %299, %c19_i64_223 : i64
        %302 = arith.andi %300, %301 : i1
        scf.if %302 {
          %311 = memref.load %alloca_59[] : memref<f32>
          %c45_i64_229 = arith.constant 45 : i64
          %312 = arith.muli %299, %c45_i64_229 : i64
          %313 = arith.addi %297, %312 : i64
          %314 = llvm.getelementptr %77[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %315 = llvm.load %314 : !llvm.ptr<1> -> f32
          %316 = arith.mulf %arg1, %315 : f32
          %317 = arith.addf %311, %316 : f32
          %c45_i64_230 = arith.constant 45 : i64
          %318 = arith.muli %299, %c45_i64_230 : i64
          %319 = arith.addi %297, %318 : i64
          %320 = llvm.getelementptr %77[%319] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %317, %320 : f32, !llvm.ptr<1>
        }
        %c8_i64_224 = arith.constant 8 : i64
        %303 = arith.addi %84, %c8_i64_224 : i64
        %304 = arith.addi %109, %303 : i64
        %c2_i64_225 = arith.constant 2 : i64
        %305 = arith.muli %85, %c2_i64_225 : i64
        %c1_i64_226 = arith.constant 1 : i64
        %306 = arith.addi %305, %c1_i64_226 : i64
        %307 = arith.addi %110, %306 : i64
        %c45_i64_227 = arith.constant 45 : i64
        %308 = arith.cmpi slt, %304, %c45_i64_227 : i64
        %c19_i64_228 = arith.constant 19 : i64
        %309 = arith.cmpi slt, %307, %c19_i64_228 : i64
        %310 = arith.andi %308, %309 : i1
        scf.if %310 {
          %311 = memref.load %alloca_60[] : memref<f32>
          %c45_i64_229 = arith.constant 45 : i64
          %312 = arith.muli %307, %c45_i64_229 : i64
          %313 = arith.addi %304, %312 : i64
          %314 = llvm.getelementptr %77[%313] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %315 = llvm.load %314 : !llvm.ptr<1> -> f32
          %316 = arith.mulf %arg1, %315 : f32
          %317 = arith.addf %311, %316 : f32
          %c45_i64_230 = arith.constant 45 : i64
          %318 = arith.muli %307, %c45_i64_230 : i64
          %319 = arith.addi %304, %318 : i64
          %320 = llvm.getelementptr %77[%319] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %317, %320 : f32, !llvm.ptr<1>
        }
      }
      %86 = arith.muli %45, %30 : i64
      %87 = llvm.getelementptr %25[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %88 = arith.muli %45, %37 : i64
      %89 = llvm.getelementptr %32[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
      %90 = arith.muli %45, %44 : i64
      %91 = llvm.getelementptr %39[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_107 = gpu.thread_id  x
      %92 = arith.index_cast %thread_id_x_107 : index to i64
      %c64_i64_108 = arith.constant 64 : i64
      %thread_id_y_109 = gpu.thread_id  y
      %93 = arith.index_cast %thread_id_y_109 : index to i64
      %94 = arith.muli %c64_i64_108, %93 : i64
      %95 = arith.addi %92, %94 : i64
      %c32_i64_110 = arith.constant 32 : i64
      %96 = arith.divsi %95, %c32_i64_110 : i64
      %c32_i64_111 = arith.constant 32 : i64
      %97 = arith.remsi %95, %c32_i64_111 : i64
      %c4_i64_112 = arith.constant 4 : i64
      %98 = arith.divsi %97, %c4_i64_112 : i64
      %c4_i64_113 = arith.constant 4 : i64
      %99 = arith.remsi %97, %c4_i64_113 : i64
      %c15_i64 = arith.constant 15 : i64
      %100 = arith.addi %40, %c15_i64 : i64
      %c16_i64_114 = arith.constant 16 : i64
      %101 = arith.divsi %100, %c16_i64_114 : i64
      %c7_i64 = arith.constant 7 : i64
      %102 = arith.addi %41, %c7_i64 : i64
      %c8_i64 = arith.constant 8 : i64
      %103 = arith.divsi %102, %c8_i64 : i64
      %104 = arith.muli %101, %103 : i64
      %c16_i64_115 = arith.constant 16 : i64
      %105 = arith.remsi %27, %c16_i64_115 : i64
      %106 = arith.subi %27, %105 : i64
      %c16_i64_116 = arith.constant 16 : i64
      scf.for %arg13 = %96 to %104 step %c16_i64_116  : i64 {
        %107 = arith.remsi %arg13, %101 : i64
        %108 = arith.divsi %arg13, %101 : i64
        %c16_i64_117 = arith.constant 16 : i64
        %109 = arith.muli %107, %c16_i64_117 : i64
        %c8_i64_118 = arith.constant 8 : i64
        %110 = arith.muli %108, %c8_i64_118 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_73[] : memref<f32>
        %cst_119 = arith.constant 0.000000e+00 : f32
        memref.store %cst_119, %alloca_74[] : memref<f32>
        %cst_120 = arith.constant 0.000000e+00 : f32
        memref.store %cst_120, %alloca_75[] : memref<f32>
        %cst_121 = arith.constant 0.000000e+00 : f32
        memref.store %cst_121, %alloca_76[] : memref<f32>
        %111 = arith.addi %109, %98 : i64
        %c1_i64 = arith.constant 1 : i64
        %112 = arith.subi %40, %c1_i64 : i64
        %113 = arith.minsi %111, %112 : i64
        %114 = arith.addi %109, %98 : i64
        %c1_i64_122 = arith.constant 1 : i64
        %115 = arith.subi %40, %c1_i64_122 : i64
        %116 = arith.minsi %114, %115 : i64
        %c8_i64_123 = arith.constant 8 : i64
        %117 = arith.addi %98, %c8_i64_123 : i64
        %118 = arith.addi %109, %117 : i64
        %c1_i64_124 = arith.constant 1 : i64
        %119 = arith.subi %40, %c1_i64_124 : i64
        %120 = arith.minsi %118, %119 : i64
        %c8_i64_125 = arith.constant 8 : i64
        %121 = arith.addi %98, %c8_i64_125 : i64
        %122 = arith.addi %109, %121 : i64
        %c1_i64_126 = arith.constant 1 : i64
        %123 = arith.subi %40, %c1_i64_126 : i64
        %124 = arith.minsi %122, %123 : i64
        %125 = arith.addi %109, %98 : i64
        %c1_i64_127 = arith.constant 1 : i64
        %126 = arith.subi %40, %c1_i64_127 : i64
        %127 = arith.minsi %125, %126 : i64
        %128 = arith.addi %109, %98 : i64
        %c1_i64_128 = arith.constant 1 : i64
        %129 = arith.subi %40, %c1_i64_128 : i64
        %130 = arith.minsi %128, %129 : i64
        %c8_i64_129 = arith.constant 8 : i64
        %131 = arith.addi %98, %c8_i64_129 : i64
        %132 = arith.addi %109, %131 : i64
        %c1_i64_130 = arith.constant 1 : i64
        %133 = arith.subi %40, %c1_i64_130 : i64
        %134 = arith.minsi %132, %133 : i64
        %c8_i64_131 = arith.constant 8 : i64
        %135 = arith.addi %98, %c8_i64_131 : i64
        %136 = arith.addi %109, %135 : i64
        %c1_i64_132 = arith.constant 1 : i64
        %137 = arith.subi %40, %c1_i64_132 : i64
        %138 = arith.minsi %136, %137 : i64
        %139 = arith.addi %110, %98 : i64
        %c1_i64_133 = arith.constant 1 : i64
        %140 = arith.subi %41, %c1_i64_133 : i64
        %141 = arith.minsi %139, %140 : i64
        %142 = arith.addi %110, %98 : i64
        %c1_i64_134 = arith.constant 1 : i64
        %143 = arith.subi %41, %c1_i64_134 : i64
        %144 = arith.minsi %142, %143 : i64
        %145 = arith.addi %110, %98 : i64
        %c1_i64_135 = arith.constant 1 : i64
        %146 = arith.subi %41, %c1_i64_135 : i64
        %147 = arith.minsi %145, %146 : i64
        %148 = arith.addi %110, %98 : i64
        %c1_i64_136 = arith.constant 1 : i64
        %149 = arith.subi %41, %c1_i64_136 : i64
        %150 = arith.minsi %148, %149 : i64
        %c0_i64 = arith.constant 0 : i64
        %c16_i64_137 = arith.constant 16 : i64
        scf.for %arg14 = %c0_i64 to %106 step %c16_i64_137  : i64 {
          %c2_i64_145 = arith.constant 2 : i64
          %180 = arith.muli %99, %c2_i64_145 : i64
          %181 = arith.addi %arg14, %180 : i64
          %c2_i64_146 = arith.constant 2 : i64
          %182 = arith.muli %99, %c2_i64_146 : i64
          %c1_i64_147 = arith.constant 1 : i64
          %183 = arith.addi %182, %c1_i64_147 : i64
          %184 = arith.addi %arg14, %183 : i64
          %c2_i64_148 = arith.constant 2 : i64
          %185 = arith.muli %99, %c2_i64_148 : i64
          %186 = arith.addi %arg14, %185 : i64
          %c2_i64_149 = arith.constant 2 : i64
          %187 = arith.muli %99, %c2_i64_149 : i64
          %c1_i64_150 = arith.constant 1 : i64
          %188 = arith.addi %187, %c1_i64_150 : i64
          %189 = arith.addi %arg14, %188 : i64
          %c2_i64_151 = arith.constant 2 : i64
          %190 = arith.muli %99, %c2_i64_151 : i64
          %c8_i64_152 = arith.constant 8 : i64
          %191 = arith.addi %190, %c8_i64_152 : i64
          %192 = arith.addi %arg14, %191 : i64
          %c2_i64_153 = arith.constant 2 : i64
          %193 = arith.muli %99, %c2_i64_153 : i64
          %c9_i64_154 = arith.constant 9 : i64
          %194 = arith.addi %193, %c9_i64_154 : i64
          %195 = arith.addi %arg14, %194 : i64
          %c2_i64_155 = arith.constant 2 : i64
          %196 = arith.muli %99, %c2_i64_155 : i64
          %c8_i64_156 = arith.constant 8 : i64
          %197 = arith.addi %196, %c8_i64_156 : i64
          %198 = arith.addi %arg14, %197 : i64
          %c2_i64_157 = arith.constant 2 : i64
          %199 = arith.muli %99, %c2_i64_157 : i64
          %c9_i64_158 = arith.constant 9 : i64
          %200 = arith.addi %199, %c9_i64_158 : i64
          %201 = arith.addi %arg14, %200 : i64
          %c2_i64_159 = arith.constant 2 : i64
          %202 = arith.muli %99, %c2_i64_159 : i64
          %203 = arith.addi %arg14, %202 : i64
          %c2_i64_160 = arith.constant 2 : i64
          %204 = arith.muli %99, %c2_i64_160 : i64
          %c1_i64_161 = arith.constant 1 : i64
          %205 = arith.addi %204, %c1_i64_161 : i64
          %206 = arith.addi %arg14, %205 : i64
          %c2_i64_162 = arith.constant 2 : i64
          %207 = arith.muli %99, %c2_i64_162 : i64
          %c8_i64_163 = arith.constant 8 : i64
          %208 = arith.addi %207, %c8_i64_163 : i64
          %209 = arith.addi %arg14, %208 : i64
          %c2_i64_164 = arith.constant 2 : i64
          %210 = arith.muli %99, %c2_i64_164 : i64
          %c9_i64_165 = arith.constant 9 : i64
          %211 = arith.addi %210, %c9_i64_165 : i64
          %212 = arith.addi %arg14, %211 : i64
          %213 = arith.muli %181, %28 : i64
          %214 = arith.addi %113, %213 : i64
          %215 = llvm.getelementptr %87[%214] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %216 = llvm.load %215 : !llvm.ptr<1> -> bf16
          %217 = arith.muli %184, %28 : i64
          %218 = arith.addi %116, %217 : i64
          %219 = llvm.getelementptr %87[%218] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %220 = llvm.load %219 : !llvm.ptr<1> -> bf16
          %221 = arith.muli %186, %28 : i64
          %222 = arith.addi %120, %221 : i64
          %223 = llvm.getelementptr %87[%222] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %224 = llvm.load %223 : !llvm.ptr<1> -> bf16
          %225 = arith.muli %189, %28 : i64
          %226 = arith.addi %124, %225 : i64
          %227 = llvm.getelementptr %87[%226] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %228 = llvm.load %227 : !llvm.ptr<1> -> bf16
          %229 = arith.muli %192, %28 : i64
          %230 = arith.addi %127, %229 : i64
          %231 = llvm.getelementptr %87[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %232 = llvm.load %231 : !llvm.ptr<1> -> bf16
          %233 = arith.muli %195, %28 : i64
          %234 = arith.addi %130, %233 : i64
          %235 = llvm.getelementptr %87[%234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %236 = llvm.load %235 : !llvm.ptr<1> -> bf16
          %237 = arith.muli %198, %28 : i64
          %238 = arith.addi %134, %237 : i64
          %239 = llvm.getelementptr %87[%238] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %240 = llvm.load %239 : !llvm.ptr<1> -> bf16
          %241 = arith.muli %201, %28 : i64
          %242 = arith.addi %138, %241 : i64
          %243 = llvm.getelementptr %87[%242] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %244 = llvm.load %243 : !llvm.ptr<1> -> bf16
          %245 = arith.muli %203, %35 : i64
          %246 = arith.addi %141, %245 : i64
          %247 = llvm.getelementptr %89[%246] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %248 = llvm.load %247 : !llvm.ptr<1> -> bf16
          %249 = arith.muli %206, %35 : i64
          %250 = arith.addi %144, %249 : i64
          %251 = llvm.getelementptr %89[%250] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %252 = llvm.load %251 : !llvm.ptr<1> -> bf16
          %253 = arith.muli %209, %35 : i64
          %254 = arith.addi %147, %253 : i64
          %255 = llvm.getelementptr %89[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %256 = llvm.load %255 : !llvm.ptr<1> -> bf16
          %257 = arith.muli %212, %35 : i64
          %258 = arith.addi %150, %257 : i64
          %259 = llvm.getelementptr %89[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %260 = llvm.load %259 : !llvm.ptr<1> -> bf16
          %261 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32 = arith.constant 0 : i32
          %262 = llvm.insertelement %216, %261[%c0_i32 : i32] : vector<2xbf16>
          %c1_i32 = arith.constant 1 : i32
          %263 = llvm.insertelement %220, %262[%c1_i32 : i32] : vector<2xbf16>
          %264 = llvm.bitcast %263 : vector<2xbf16> to i32
          %265 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_166 = arith.constant 0 : i32
          %266 = llvm.insertelement %224, %265[%c0_i32_166 : i32] : vector<2xbf16>
          %c1_i32_167 = arith.constant 1 : i32
          %267 = llvm.insertelement %228, %266[%c1_i32_167 : i32] : vector<2xbf16>
          %268 = llvm.bitcast %267 : vector<2xbf16> to i32
          %269 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_168 = arith.constant 0 : i32
          %270 = llvm.insertelement %232, %269[%c0_i32_168 : i32] : vector<2xbf16>
          %c1_i32_169 = arith.constant 1 : i32
          %271 = llvm.insertelement %236, %270[%c1_i32_169 : i32] : vector<2xbf16>
          %272 = llvm.bitcast %271 : vector<2xbf16> to i32
          %273 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_170 = arith.constant 0 : i32
          %274 = llvm.insertelement %240, %273[%c0_i32_170 : i32] : vector<2xbf16>
          %c1_i32_171 = arith.constant 1 : i32
          %275 = llvm.insertelement %244, %274[%c1_i32_171 : i32] : vector<2xbf16>
          %276 = llvm.bitcast %275 : vector<2xbf16> to i32
          %277 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_172 = arith.constant 0 : i32
          %278 = llvm.insertelement %248, %277[%c0_i32_172 : i32] : vector<2xbf16>
          %c1_i32_173 = arith.constant 1 : i32
          %279 = llvm.insertelement %252, %278[%c1_i32_173 : i32] : vector<2xbf16>
          %280 = llvm.bitcast %279 : vector<2xbf16> to i32
          %281 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_174 = arith.constant 0 : i32
          %282 = llvm.insertelement %256, %281[%c0_i32_174 : i32] : vector<2xbf16>
          %c1_i32_175 = arith.constant 1 : i32
          %283 = llvm.insertelement %260, %282[%c1_i32_175 : i32] : vector<2xbf16>
          %284 = llvm.bitcast %283 : vector<2xbf16> to i32
          %285 = memref.load %alloca_73[] : memref<f32>
          %286 = memref.load %alloca_74[] : memref<f32>
          %287 = memref.load %alloca_75[] : memref<f32>
          %288 = memref.load %alloca_76[] : memref<f32>
          %289 = nvvm.mma.sync A[%264, %268, %272, %276]  B[%280, %284]  C[%285, %286, %287, %288]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %290 = llvm.extractvalue %289[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %290, %alloca_73[] : memref<f32>
          %291 = llvm.extractvalue %289[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %291, %alloca_74[] : memref<f32>
          %292 = llvm.extractvalue %289[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %292, %alloca_75[] : memref<f32>
          %293 = llvm.extractvalue %289[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %293, %alloca_76[] : memref<f32>
        }
        %151 = arith.cmpi slt, %106, %27 : i64
        scf.if %151 {
          %c2_i64_145 = arith.constant 2 : i64
          %180 = arith.muli %99, %c2_i64_145 : i64
          %181 = arith.addi %106, %180 : i64
          %c2_i64_146 = arith.constant 2 : i64
          %182 = arith.muli %99, %c2_i64_146 : i64
          %c1_i64_147 = arith.constant 1 : i64
          %183 = arith.addi %182, %c1_i64_147 : i64
          %184 = arith.addi %106, %183 : i64
          %c2_i64_148 = arith.constant 2 : i64
          %185 = arith.muli %99, %c2_i64_148 : i64
          %186 = arith.addi %106, %185 : i64
          %c2_i64_149 = arith.constant 2 : i64
          %187 = arith.muli %99, %c2_i64_149 : i64
          %c1_i64_150 = arith.constant 1 : i64
          %188 = arith.addi %187, %c1_i64_150 : i64
          %189 = arith.addi %106, %188 : i64
          %c2_i64_151 = arith.constant 2 : i64
          %190 = arith.muli %99, %c2_i64_151 : i64
          %c8_i64_152 = arith.constant 8 : i64
          %191 = arith.addi %190, %c8_i64_152 : i64
          %192 = arith.addi %106, %191 : i64
          %c2_i64_153 = arith.constant 2 : i64
          %193 = arith.muli %99, %c2_i64_153 : i64
          %c9_i64_154 = arith.constant 9 : i64
          %194 = arith.addi %193, %c9_i64_154 : i64
          %195 = arith.addi %106, %194 : i64
          %c2_i64_155 = arith.constant 2 : i64
          %196 = arith.muli %99, %c2_i64_155 : i64
          %c8_i64_156 = arith.constant 8 : i64
          %197 = arith.addi %196, %c8_i64_156 : i64
          %198 = arith.addi %106, %197 : i64
          %c2_i64_157 = arith.constant 2 : i64
          %199 = arith.muli %99, %c2_i64_157 : i64
          %c9_i64_158 = arith.constant 9 : i64
          %200 = arith.addi %199, %c9_i64_158 : i64
          %201 = arith.addi %106, %200 : i64
          %c2_i64_159 = arith.constant 2 : i64
          %202 = arith.muli %99, %c2_i64_159 : i64
          %203 = arith.addi %106, %202 : i64
          %c2_i64_160 = arith.constant 2 : i64
          %204 = arith.muli %99, %c2_i64_160 : i64
          %c1_i64_161 = arith.constant 1 : i64
          %205 = arith.addi %204, %c1_i64_161 : i64
          %206 = arith.addi %106, %205 : i64
          %c2_i64_162 = arith.constant 2 : i64
          %207 = arith.muli %99, %c2_i64_162 : i64
          %c8_i64_163 = arith.constant 8 : i64
          %208 = arith.addi %207, %c8_i64_163 : i64
          %209 = arith.addi %106, %208 : i64
          %c2_i64_164 = arith.constant 2 : i64
          %210 = arith.muli %99, %c2_i64_164 : i64
          %c9_i64_165 = arith.constant 9 : i64
          %211 = arith.addi %210, %c9_i64_165 : i64
          %212 = arith.addi %106, %211 : i64
          %c1_i64_166 = arith.constant 1 : i64
          %213 = arith.subi %27, %c1_i64_166 : i64
          %214 = arith.minsi %181, %213 : i64
          %215 = arith.muli %214, %28 : i64
          %216 = arith.addi %113, %215 : i64
          %217 = llvm.getelementptr %87[%216] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %218 = llvm.load %217 : !llvm.ptr<1> -> bf16
          memref.store %218, %alloca_77[] : memref<bf16>
          %219 = arith.cmpi sge, %181, %27 : i64
          scf.if %219 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_77[] : memref<bf16>
          }
          %c1_i64_167 = arith.constant 1 : i64
          %220 = arith.subi %27, %c1_i64_167 : i64
          %221 = arith.minsi %184, %220 : i64
          %222 = arith.muli %221, %28 : i64
          %223 = arith.addi %116, %222 : i64
          %224 = llvm.getelementptr %87[%223] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %225 = llvm.load %224 : !llvm.ptr<1> -> bf16
          memref.store %225, %alloca_78[] : memref<bf16>
          %226 = arith.cmpi sge, %184, %27 : i64
          scf.if %226 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_78[] : memref<bf16>
          }
          %c1_i64_168 = arith.constant 1 : i64
          %227 = arith.subi %27, %c1_i64_168 : i64
          %228 = arith.minsi %186, %227 : i64
          %229 = arith.muli %228, %28 : i64
          %230 = arith.addi %120, %229 : i64
          %231 = llvm.getelementptr %87[%230] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %232 = llvm.load %231 : !llvm.ptr<1> -> bf16
          memref.store %232, %alloca_79[] : memref<bf16>
          %233 = arith.cmpi sge, %186, %27 : i64
          scf.if %233 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_79[] : memref<bf16>
          }
          %c1_i64_169 = arith.constant 1 : i64
          %234 = arith.subi %27, %c1_i64_169 : i64
          %235 = arith.minsi %189, %234 : i64
          %236 = arith.muli %235, %28 : i64
          %237 = arith.addi %124, %236 : i64
          %238 = llvm.getelementptr %87[%237] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %239 = llvm.load %238 : !llvm.ptr<1> -> bf16
          memref.store %239, %alloca_80[] : memref<bf16>
          %240 = arith.cmpi sge, %189, %27 : i64
          scf.if %240 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_80[] : memref<bf16>
          }
          %c1_i64_170 = arith.constant 1 : i64
          %241 = arith.subi %27, %c1_i64_170 : i64
          %242 = arith.minsi %192, %241 : i64
          %243 = arith.muli %242, %28 : i64
          %244 = arith.addi %127, %243 : i64
          %245 = llvm.getelementptr %87[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %246 = llvm.load %245 : !llvm.ptr<1> -> bf16
          memref.store %246, %alloca_81[] : memref<bf16>
          %247 = arith.cmpi sge, %192, %27 : i64
          scf.if %247 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_81[] : memref<bf16>
          }
          %c1_i64_171 = arith.constant 1 : i64
          %248 = arith.subi %27, %c1_i64_171 : i64
          %249 = arith.minsi %195, %248 : i64
          %250 = arith.muli %249, %28 : i64
          %251 = arith.addi %130, %250 : i64
          %252 = llvm.getelementptr %87[%251] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %253 = llvm.load %252 : !llvm.ptr<1> -> bf16
          memref.store %253, %alloca_82[] : memref<bf16>
          %254 = arith.cmpi sge, %195, %27 : i64
          scf.if %254 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_82[] : memref<bf16>
          }
          %c1_i64_172 = arith.constant 1 : i64
          %255 = arith.subi %27, %c1_i64_172 : i64
          %256 = arith.minsi %198, %255 : i64
          %257 = arith.muli %256, %28 : i64
          %258 = arith.addi %134, %257 : i64
          %259 = llvm.getelementptr %87[%258] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %260 = llvm.load %259 : !llvm.ptr<1> -> bf16
          memref.store %260, %alloca_83[] : memref<bf16>
          %261 = arith.cmpi sge, %198, %27 : i64
          scf.if %261 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_83[] : memref<bf16>
          }
          %c1_i64_173 = arith.constant 1 : i64
          %262 = arith.subi %27, %c1_i64_173 : i64
          %263 = arith.minsi %201, %262 : i64
          %264 = arith.muli %263, %28 : i64
          %265 = arith.addi %138, %264 : i64
          %266 = llvm.getelementptr %87[%265] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %267 = llvm.load %266 : !llvm.ptr<1> -> bf16
          memref.store %267, %alloca_84[] : memref<bf16>
          %268 = arith.cmpi sge, %201, %27 : i64
          scf.if %268 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_84[] : memref<bf16>
          }
          %c1_i64_174 = arith.constant 1 : i64
          %269 = arith.subi %27, %c1_i64_174 : i64
          %270 = arith.minsi %203, %269 : i64
          %271 = arith.muli %270, %35 : i64
          %272 = arith.addi %141, %271 : i64
          %273 = llvm.getelementptr %89[%272] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %274 = llvm.load %273 : !llvm.ptr<1> -> bf16
          memref.store %274, %alloca_85[] : memref<bf16>
          %275 = arith.cmpi sge, %203, %27 : i64
          scf.if %275 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_85[] : memref<bf16>
          }
          %c1_i64_175 = arith.constant 1 : i64
          %276 = arith.subi %27, %c1_i64_175 : i64
          %277 = arith.minsi %206, %276 : i64
          %278 = arith.muli %277, %35 : i64
          %279 = arith.addi %144, %278 : i64
          %280 = llvm.getelementptr %89[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %281 = llvm.load %280 : !llvm.ptr<1> -> bf16
          memref.store %281, %alloca_86[] : memref<bf16>
          %282 = arith.cmpi sge, %206, %27 : i64
          scf.if %282 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_86[] : memref<bf16>
          }
          %c1_i64_176 = arith.constant 1 : i64
          %283 = arith.subi %27, %c1_i64_176 : i64
          %284 = arith.minsi %209, %283 : i64
          %285 = arith.muli %284, %35 : i64
          %286 = arith.addi %147, %285 : i64
          %287 = llvm.getelementptr %89[%286] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %288 = llvm.load %287 : !llvm.ptr<1> -> bf16
          memref.store %288, %alloca_87[] : memref<bf16>
          %289 = arith.cmpi sge, %209, %27 : i64
          scf.if %289 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_87[] : memref<bf16>
          }
          %c1_i64_177 = arith.constant 1 : i64
          %290 = arith.subi %27, %c1_i64_177 : i64
          %291 = arith.minsi %212, %290 : i64
          %292 = arith.muli %291, %35 : i64
          %293 = arith.addi %150, %292 : i64
          %294 = llvm.getelementptr %89[%293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
          %295 = llvm.load %294 : !llvm.ptr<1> -> bf16
          memref.store %295, %alloca_88[] : memref<bf16>
          %296 = arith.cmpi sge, %212, %27 : i64
          scf.if %296 {
            %cst_188 = arith.constant 0.000000e+00 : bf16
            memref.store %cst_188, %alloca_88[] : memref<bf16>
          }
          %297 = memref.load %alloca_77[] : memref<bf16>
          %298 = memref.load %alloca_78[] : memref<bf16>
          %299 = memref.load %alloca_79[] : memref<bf16>
          %300 = memref.load %alloca_80[] : memref<bf16>
          %301 = memref.load %alloca_81[] : memref<bf16>
          %302 = memref.load %alloca_82[] : memref<bf16>
          %303 = memref.load %alloca_83[] : memref<bf16>
          %304 = memref.load %alloca_84[] : memref<bf16>
          %305 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32 = arith.constant 0 : i32
          %306 = llvm.insertelement %297, %305[%c0_i32 : i32] : vector<2xbf16>
          %c1_i32 = arith.constant 1 : i32
          %307 = llvm.insertelement %298, %306[%c1_i32 : i32] : vector<2xbf16>
          %308 = llvm.bitcast %307 : vector<2xbf16> to i32
          %309 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_178 = arith.constant 0 : i32
          %310 = llvm.insertelement %299, %309[%c0_i32_178 : i32] : vector<2xbf16>
          %c1_i32_179 = arith.constant 1 : i32
          %311 = llvm.insertelement %300, %310[%c1_i32_179 : i32] : vector<2xbf16>
          %312 = llvm.bitcast %311 : vector<2xbf16> to i32
          %313 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_180 = arith.constant 0 : i32
          %314 = llvm.insertelement %301, %313[%c0_i32_180 : i32] : vector<2xbf16>
          %c1_i32_181 = arith.constant 1 : i32
          %315 = llvm.insertelement %302, %314[%c1_i32_181 : i32] : vector<2xbf16>
          %316 = llvm.bitcast %315 : vector<2xbf16> to i32
          %317 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_182 = arith.constant 0 : i32
          %318 = llvm.insertelement %303, %317[%c0_i32_182 : i32] : vector<2xbf16>
          %c1_i32_183 = arith.constant 1 : i32
          %319 = llvm.insertelement %304, %318[%c1_i32_183 : i32] : vector<2xbf16>
          %320 = llvm.bitcast %319 : vector<2xbf16> to i32
          %321 = memref.load %alloca_85[] : memref<bf16>
          %322 = memref.load %alloca_86[] : memref<bf16>
          %323 = memref.load %alloca_87[] : memref<bf16>
          %324 = memref.load %alloca_88[] : memref<bf16>
          %325 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_184 = arith.constant 0 : i32
          %326 = llvm.insertelement %321, %325[%c0_i32_184 : i32] : vector<2xbf16>
          %c1_i32_185 = arith.constant 1 : i32
          %327 = llvm.insertelement %322, %326[%c1_i32_185 : i32] : vector<2xbf16>
          %328 = llvm.bitcast %327 : vector<2xbf16> to i32
          %329 = llvm.mlir.poison : vector<2xbf16>
          %c0_i32_186 = arith.constant 0 : i32
          %330 = llvm.insertelement %323, %329[%c0_i32_186 : i32] : vector<2xbf16>
          %c1_i32_187 = arith.constant 1 : i32
          %331 = llvm.insertelement %324, %330[%c1_i32_187 : i32] : vector<2xbf16>
          %332 = llvm.bitcast %331 : vector<2xbf16> to i32
          %333 = memref.load %alloca_73[] : memref<f32>
          %334 = memref.load %alloca_74[] : memref<f32>
          %335 = memref.load %alloca_75[] : memref<f32>
          %336 = memref.load %alloca_76[] : memref<f32>
          %337 = nvvm.mma.sync A[%308, %312, %316, %320]  B[%328, %332]  C[%333, %334, %335, %336]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
          %338 = llvm.extractvalue %337[0] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %338, %alloca_73[] : memref<f32>
          %339 = llvm.extractvalue %337[1] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %339, %alloca_74[] : memref<f32>
          %340 = llvm.extractvalue %337[2] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %340, %alloca_75[] : memref<f32>
          %341 = llvm.extractvalue %337[3] : !llvm.struct<(f32, f32, f32, f32)> 
          memref.store %341, %alloca_76[] : memref<f32>
        }
        %152 = arith.addi %109, %98 : i64
        %c2_i64 = arith.constant 2 : i64
        %153 = arith.muli %99, %c2_i64 : i64
        %154 = arith.addi %110, %153 : i64
        %155 = arith.cmpi slt, %152, %40 : i64
        %156 = arith.cmpi slt, %154, %41 : i64
        %157 = arith.andi %155, %156 : i1
        scf.if %157 {
          %180 = arith.muli %154, %42 : i64
          %181 = arith.addi %152, %180 : i64
          %182 = llvm.getelementptr %91[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %183 = llvm.load %182 : !llvm.ptr<1> -> f32
          %cst_145 = arith.constant 2.000000e+00 : f32
          %184 = memref.load %alloca_73[] : memref<f32>
          %185 = arith.mulf %cst_145, %184 : f32
          %186 = arith.addf %183, %185 : f32
          %187 = arith.muli %154, %42 : i64
          %188 = arith.addi %152, %187 : i64
          %189 = llvm.getelementptr %91[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %186, %189 : f32, !llvm.ptr<1>
        }
        %158 = arith.addi %109, %98 : i64
        %c2_i64_138 = arith.constant 2 : i64
        %159 = arith.muli %99, %c2_i64_138 : i64
        %c1_i64_139 = arith.constant 1 : i64
        %160 = arith.addi %159, %c1_i64_139 : i64
        %161 = arith.addi %110, %160 : i64
        %162 = arith.cmpi slt, %158, %40 : i64
        %163 = arith.cmpi slt, %161, %41 : i64
        %164 = arith.andi %162, %163 : i1
        scf.if %164 {
          %180 = arith.muli %161, %42 : i64
          %181 = arith.addi %158, %180 : i64
          %182 = llvm.getelementptr %91[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %183 = llvm.load %182 : !llvm.ptr<1> -> f32
          %cst_145 = arith.constant 2.000000e+00 : f32
          %184 = memref.load %alloca_74[] : memref<f32>
          %185 = arith.mulf %cst_145, %184 : f32
          %186 = arith.addf %183, %185 : f32
          %187 = arith.muli %161, %42 : i64
          %188 = arith.addi %158, %187 : i64
          %189 = llvm.getelementptr %91[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %186, %189 : f32, !llvm.ptr<1>
        }
        %c8_i64_140 = arith.constant 8 : i64
        %165 = arith.addi %98, %c8_i64_140 : i64
        %166 = arith.addi %109, %165 : i64
        %c2_i64_141 = arith.constant 2 : i64
        %167 = arith.muli %99, %c2_i64_141 : i64
        %168 = arith.addi %110, %167 : i64
        %169 = arith.cmpi slt, %166, %40 : i64
        %170 = arith.cmpi slt, %168, %41 : i64
        %171 = arith.andi %169, %170 : i1
        scf.if %171 {
          %180 = arith.muli %168, %42 : i64
          %181 = arith.addi %166, %180 : i64
          %182 = llvm.getelementptr %91[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %183 = llvm.load %182 : !llvm.ptr<1> -> f32
          %cst_145 = arith.constant 2.000000e+00 : f32
          %184 = memref.load %alloca_75[] : memref<f32>
          %185 = arith.mulf %cst_145, %184 : f32
          %186 = arith.addf %183, %185 : f32
          %187 = arith.muli %168, %42 : i64
          %188 = arith.addi %166, %187 : i64
          %189 = llvm.getelementptr %91[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %186, %189 : f32, !llvm.ptr<1>
        }
        %c8_i64_142 = arith.constant 8 : i64
        %172 = arith.addi %98, %c8_i64_142 : i64
        %173 = arith.addi %109, %172 : i64
        %c2_i64_143 = arith.constant 2 : i64
        %174 = arith.muli %99, %c2_i64_143 : i64
        %c1_i64_144 = arith.constant 1 : i64
        %175 = arith.addi %174, %c1_i64_144 : i64
        %176 = arith.addi %110, %175 : i64
        %177 = arith.cmpi slt, %173, %40 : i64
        %178 = arith.cmpi slt, %176, %41 : i64
        %179 = arith.andi %177, %178 : i1
        scf.if %179 {
          %180 = arith.muli %176, %42 : i64
          %181 = arith.addi %173, %180 : i64
          %182 = llvm.getelementptr %91[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %183 = llvm.load %182 : !llvm.ptr<1> -> f32
          %cst_145 = arith.constant 2.000000e+00 : f32
          %184 = memref.load %alloca_76[] : memref<f32>
          %185 = arith.mulf %cst_145, %184 : f32
          %186 = arith.addf %183, %185 : f32
          %187 = arith.muli %176, %42 : i64
          %188 = arith.addi %173, %187 : i64
          %189 = llvm.getelementptr %91[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %186, %189 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
