module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gemm_vector_dynamic(%arg0: memref<?x?xf32, strided<[1, ?]>, 1>, %arg1: memref<?x?xf32, strided<[1, ?]>, 1>, %arg2: memref<?x?xf32, strided<[1, ?]>, 1>, %arg3: memref<?x?xf64, strided<[1, ?]>, 1>, %arg4: memref<?x?xf64, strided<[1, ?]>, 1>, %arg5: memref<?x?xf64, strided<[1, ?]>, 1>, %arg6: memref<9x?xf32, strided<[1, 9]>, 1>, %arg7: memref<?x?xf32, strided<[1, ?]>, 1>, %arg8: memref<9x?xf32, strided<[1, 9]>, 1>, %arg9: memref<?x?xf64, strided<[1, ?]>, 1>, %arg10: memref<?x4xf64, strided<[1, ?]>, 1>, %arg11: memref<?x4xf64, strided<[1, ?]>, 1>, %arg12: memref<?x?xvector<2xf32>, strided<[1, ?]>, 1>, %arg13: memref<?x?xvector<2xf32>, strided<[1, ?]>, 1>, %arg14: memref<?x?xvector<2xf32>, strided<[1, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#0 : index to i64
      %3 = arith.index_cast %sizes#1 : index to i64
      %4 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %5 = arith.index_cast %intptr_4 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_2#0 : index to i64
      %8 = arith.index_cast %sizes_2#1 : index to i64
      %9 = arith.index_cast %strides_3#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %10 = arith.index_cast %intptr_9 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %12 = arith.index_cast %sizes_7#0 : index to i64
      %13 = arith.index_cast %sizes_7#1 : index to i64
      %14 = arith.index_cast %strides_8#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %15 = arith.index_cast %intptr_14 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_12#0 : index to i64
      %18 = arith.index_cast %sizes_12#1 : index to i64
      %19 = arith.index_cast %strides_13#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %20 = arith.index_cast %intptr_19 : index to i64
      %21 = llvm.inttoptr %20 : i64 to !llvm.ptr<1>
      %22 = arith.index_cast %sizes_17#0 : index to i64
      %23 = arith.index_cast %sizes_17#1 : index to i64
      %24 = arith.index_cast %strides_18#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %25 = arith.index_cast %intptr_24 : index to i64
      %26 = llvm.inttoptr %25 : i64 to !llvm.ptr<1>
      %27 = arith.index_cast %sizes_22#0 : index to i64
      %28 = arith.index_cast %sizes_22#1 : index to i64
      %29 = arith.index_cast %strides_23#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg6 : memref<9x?xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<9x?xf32, strided<[1, 9]>, 1> -> index
      %30 = arith.index_cast %intptr_29 : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %32 = arith.index_cast %sizes_27#1 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg7 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %33 = arith.index_cast %intptr_34 : index to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<1>
      %35 = arith.index_cast %sizes_32#0 : index to i64
      %36 = arith.index_cast %sizes_32#1 : index to i64
      %37 = arith.index_cast %strides_33#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg8 : memref<9x?xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg8 : memref<9x?xf32, strided<[1, 9]>, 1> -> index
      %38 = arith.index_cast %intptr_39 : index to i64
      %39 = llvm.inttoptr %38 : i64 to !llvm.ptr<1>
      %40 = arith.index_cast %sizes_37#1 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg9 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg9 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %41 = arith.index_cast %intptr_44 : index to i64
      %42 = llvm.inttoptr %41 : i64 to !llvm.ptr<1>
      %43 = arith.index_cast %sizes_42#0 : index to i64
      %44 = arith.index_cast %sizes_42#1 : index to i64
      %45 = arith.index_cast %strides_43#1 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %arg10 : memref<?x4xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg10 : memref<?x4xf64, strided<[1, ?]>, 1> -> index
      %46 = arith.index_cast %intptr_49 : index to i64
      %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<1>
      %48 = arith.index_cast %sizes_47#0 : index to i64
      %49 = arith.index_cast %strides_48#1 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %arg11 : memref<?x4xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg11 : memref<?x4xf64, strided<[1, ?]>, 1> -> index
      %50 = arith.index_cast %intptr_54 : index to i64
      %51 = llvm.inttoptr %50 : i64 to !llvm.ptr<1>
      %52 = arith.index_cast %sizes_52#0 : index to i64
      %53 = arith.index_cast %strides_53#1 : index to i64
      %base_buffer_55, %offset_56, %sizes_57:2, %strides_58:2 = memref.extract_strided_metadata %arg12 : memref<?x?xvector<2xf32>, strided<[1, ?]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %arg12 : memref<?x?xvector<2xf32>, strided<[1, ?]>, 1> -> index
      %54 = arith.index_cast %intptr_59 : index to i64
      %55 = llvm.inttoptr %54 : i64 to !llvm.ptr<1>
      %56 = arith.index_cast %sizes_57#0 : index to i64
      %57 = arith.index_cast %sizes_57#1 : index to i64
      %58 = arith.index_cast %strides_58#1 : index to i64
      %base_buffer_60, %offset_61, %sizes_62:2, %strides_63:2 = memref.extract_strided_metadata %arg13 : memref<?x?xvector<2xf32>, strided<[1, ?]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %arg13 : memref<?x?xvector<2xf32>, strided<[1, ?]>, 1> -> index
      %59 = arith.index_cast %intptr_64 : index to i64
      %60 = llvm.inttoptr %59 : i64 to !llvm.ptr<1>
      %61 = arith.index_cast %sizes_62#0 : index to i64
      %62 = arith.index_cast %sizes_62#1 : index to i64
      %63 = arith.index_cast %strides_63#1 : index to i64
      %base_buffer_65, %offset_66, %sizes_67:2, %strides_68:2 = memref.extract_strided_metadata %arg14 : memref<?x?xvector<2xf32>, strided<[1, ?]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %arg14 : memref<?x?xvector<2xf32>, strided<[1, ?]>, 1> -> index
      %64 = arith.index_cast %intptr_69 : index to i64
      %65 = llvm.inttoptr %64 : i64 to !llvm.ptr<1>
      %66 = arith.index_cast %sizes_67#0 : index to i64
      %67 = arith.index_cast %sizes_67#1 : index to i64
      %68 = arith.index_cast %strides_68#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_70 = memref.alloca() : memref<f32>
      %alloca_71 = memref.alloca() : memref<f32>
      %alloca_72 = memref.alloca() : memref<f32>
      %alloca_73 = memref.alloca() : memref<f64>
      %alloca_74 = memref.alloca() : memref<f64>
      %alloca_75 = memref.alloca() : memref<f64>
      %alloca_76 = memref.alloca() : memref<f64>
      %alloca_77 = memref.alloca() : memref<f32>
      %alloca_78 = memref.alloca() : memref<f32>
      %alloca_79 = memref.alloca() : memref<f32>
      %alloca_80 = memref.alloca() : memref<f32>
      %alloca_81 = memref.alloca() : memref<f64>
      %alloca_82 = memref.alloca() : memref<f64>
      %alloca_83 = memref.alloca() : memref<f64>
      %alloca_84 = memref.alloca() : memref<f64>
      %alloca_85 = memref.alloca() : memref<vector<2xf32>>
      %alloca_86 = memref.alloca() : memref<vector<2xf32>>
      %alloca_87 = memref.alloca() : memref<vector<2xf32>>
      %alloca_88 = memref.alloca() : memref<vector<2xf32>>
      %c0_i64 = arith.constant 0 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg15 = %c0_i64 to %12 step %c64_i64  : i64 {
        %c0_i64_110 = arith.constant 0 : i64
        %c32_i64_111 = arith.constant 32 : i64
        scf.for %arg16 = %c0_i64_110 to %13 step %c32_i64_111  : i64 {
          %thread_id_x_112 = gpu.thread_id  x
          %96 = arith.index_cast %thread_id_x_112 : index to i64
          %97 = arith.addi %arg15, %96 : i64
          %c1_i64 = arith.constant 1 : i64
          %98 = arith.subi %12, %c1_i64 : i64
          %99 = arith.minsi %97, %98 : i64
          %thread_id_y_113 = gpu.thread_id  y
          %100 = arith.index_cast %thread_id_y_113 : index to i64
          %101 = arith.addi %arg16, %100 : i64
          %c1_i64_114 = arith.constant 1 : i64
          %102 = arith.subi %13, %c1_i64_114 : i64
          %103 = arith.minsi %101, %102 : i64
          %thread_id_y_115 = gpu.thread_id  y
          %104 = arith.index_cast %thread_id_y_115 : index to i64
          %105 = arith.addi %arg16, %104 : i64
          %c8_i64_116 = arith.constant 8 : i64
          %106 = arith.addi %105, %c8_i64_116 : i64
          %c1_i64_117 = arith.constant 1 : i64
          %107 = arith.subi %13, %c1_i64_117 : i64
          %108 = arith.minsi %106, %107 : i64
          %thread_id_y_118 = gpu.thread_id  y
          %109 = arith.index_cast %thread_id_y_118 : index to i64
          %110 = arith.addi %arg16, %109 : i64
          %c16_i64_119 = arith.constant 16 : i64
          %111 = arith.addi %110, %c16_i64_119 : i64
          %c1_i64_120 = arith.constant 1 : i64
          %112 = arith.subi %13, %c1_i64_120 : i64
          %113 = arith.minsi %111, %112 : i64
          %thread_id_y_121 = gpu.thread_id  y
          %114 = arith.index_cast %thread_id_y_121 : index to i64
          %115 = arith.addi %arg16, %114 : i64
          %c24_i64 = arith.constant 24 : i64
          %116 = arith.addi %115, %c24_i64 : i64
          %c1_i64_122 = arith.constant 1 : i64
          %117 = arith.subi %13, %c1_i64_122 : i64
          %118 = arith.minsi %116, %117 : i64
          %cst = arith.constant 0.000000e+00 : f32
          memref.store %cst, %alloca[] : memref<f32>
          %cst_123 = arith.constant 0.000000e+00 : f32
          memref.store %cst_123, %alloca_70[] : memref<f32>
          %cst_124 = arith.constant 0.000000e+00 : f32
          memref.store %cst_124, %alloca_71[] : memref<f32>
          %cst_125 = arith.constant 0.000000e+00 : f32
          memref.store %cst_125, %alloca_72[] : memref<f32>
          %c0_i64_126 = arith.constant 0 : i64
          %c1_i64_127 = arith.constant 1 : i64
          scf.for %arg17 = %c0_i64_126 to %3 step %c1_i64_127  : i64 {
            %120 = arith.muli %arg17, %4 : i64
            %121 = arith.addi %99, %120 : i64
            %122 = llvm.getelementptr %1[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %123 = llvm.load %122 : !llvm.ptr<1> -> f32
            %124 = arith.muli %103, %9 : i64
            %125 = arith.addi %arg17, %124 : i64
            %126 = llvm.getelementptr %6[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %127 = llvm.load %126 : !llvm.ptr<1> -> f32
            %128 = arith.muli %108, %9 : i64
            %129 = arith.addi %arg17, %128 : i64
            %130 = llvm.getelementptr %6[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %131 = llvm.load %130 : !llvm.ptr<1> -> f32
            %132 = arith.muli %113, %9 : i64
            %133 = arith.addi %arg17, %132 : i64
            %134 = llvm.getelementptr %6[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %135 = llvm.load %134 : !llvm.ptr<1> -> f32
            %136 = arith.muli %118, %9 : i64
            %137 = arith.addi %arg17, %136 : i64
            %138 = llvm.getelementptr %6[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %139 = llvm.load %138 : !llvm.ptr<1> -> f32
            %140 = memref.load %alloca[] : memref<f32>
            %141 = llvm.intr.fma(%123, %127, %140) : (f32, f32, f32) -> f32
            memref.store %141, %alloca[] : memref<f32>
            %142 = memref.load %alloca_70[] : memref<f32>
            %143 = llvm.intr.fma(%123, %131, %142) : (f32, f32, f32) -> f32
            memref.store %143, %alloca_70[] : memref<f32>
            %144 = memref.load %alloca_71[] : memref<f32>
            %145 = llvm.intr.fma(%123, %135, %144) : (f32, f32, f32) -> f32
            memref.store %145, %alloca_71[] : memref<f32>
            %146 = memref.load %alloca_72[] : memref<f32>
            %147 = llvm.intr.fma(%123, %139, %146) : (f32, f32, f32) -> f32
            memref.store %147, %alloca_72[] : memref<f32>
          }
          %119 = arith.cmpi slt, %97, %12 : i64
          scf.if %119 {
            %120 = arith.cmpi slt, %101, %13 : i64
            scf.if %120 {
              %124 = memref.load %alloca[] : memref<f32>
              %125 = arith.muli %101, %14 : i64
              %126 = arith.addi %97, %125 : i64
              %127 = llvm.getelementptr %11[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %124, %127 : f32, !llvm.ptr<1>
            }
            %121 = arith.cmpi slt, %106, %13 : i64
            scf.if %121 {
              %124 = memref.load %alloca_70[] : memref<f32>
              %125 = arith.muli %106, %14 : i64
              %126 = arith.addi %97, %125 : i64
              %127 = llvm.getelementptr %11[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %124, %127 : f32, !llvm.ptr<1>
            }
            %122 = arith.cmpi slt, %111, %13 : i64
            scf.if %122 {
              %124 = memref.load %alloca_71[] : memref<f32>
              %125 = arith.muli %111, %14 : i64
              %126 = arith.addi %97, %125 : i64
              %127 = llvm.getelementptr %11[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %124, %127 : f32, !llvm.ptr<1>
            }
            %123 = arith.cmpi slt, %116, %13 : i64
            scf.if %123 {
              %124 = memref.load %alloca_72[] : memref<f32>
              %125 = arith.muli %116, %14 : i64
              %126 = arith.addi %97, %125 : i64
              %127 = llvm.getelementptr %11[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %124, %127 : f32, !llvm.ptr<1>
            }
          }
        }
      }
      %thread_id_x = gpu.thread_id  x
      %69 = arith.index_cast %thread_id_x : index to i64
      %c64_i64_89 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %70 = arith.index_cast %thread_id_y : index to i64
      %71 = arith.muli %c64_i64_89, %70 : i64
      %72 = arith.addi %69, %71 : i64
      %c32_i64 = arith.constant 32 : i64
      %73 = arith.divsi %72, %c32_i64 : i64
      %c32_i64_90 = arith.constant 32 : i64
      %74 = arith.remsi %72, %c32_i64_90 : i64
      %c4_i64 = arith.constant 4 : i64
      %75 = arith.divsi %74, %c4_i64 : i64
      %c4_i64_91 = arith.constant 4 : i64
      %76 = arith.remsi %74, %c4_i64_91 : i64
      %c7_i64 = arith.constant 7 : i64
      %77 = arith.addi %27, %c7_i64 : i64
      %c8_i64 = arith.constant 8 : i64
      %78 = arith.divsi %77, %c8_i64 : i64
      %c7_i64_92 = arith.constant 7 : i64
      %79 = arith.addi %28, %c7_i64_92 : i64
      %c8_i64_93 = arith.constant 8 : i64
      %80 = arith.divsi %79, %c8_i64_93 : i64
      %81 = arith.muli %78, %80 : i64
      %c4_i64_94 = arith.constant 4 : i64
      %82 = arith.remsi %18, %c4_i64_94 : i64
      %83 = arith.subi %18, %82 : i64
      %c16_i64 = arith.constant 16 : i64
      scf.for %arg15 = %73 to %81 step %c16_i64  : i64 {
        %96 = arith.remsi %arg15, %78 : i64
        %97 = arith.divsi %arg15, %78 : i64
        %c8_i64_110 = arith.constant 8 : i64
        %98 = arith.muli %96, %c8_i64_110 : i64
        %c8_i64_111 = arith.constant 8 : i64
        %99 = arith.muli %97, %c8_i64_111 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_73[] : memref<f64>
        %cst_112 = arith.constant 0.000000e+00 : f64
        memref.store %cst_112, %alloca_74[] : memref<f64>
        %100 = arith.addi %98, %75 : i64
        %c1_i64 = arith.constant 1 : i64
        %101 = arith.subi %27, %c1_i64 : i64
        %102 = arith.minsi %100, %101 : i64
        %103 = arith.addi %99, %75 : i64
        %c1_i64_113 = arith.constant 1 : i64
        %104 = arith.subi %28, %c1_i64_113 : i64
        %105 = arith.minsi %103, %104 : i64
        %c0_i64_114 = arith.constant 0 : i64
        %c4_i64_115 = arith.constant 4 : i64
        scf.for %arg16 = %c0_i64_114 to %83 step %c4_i64_115  : i64 {
          %120 = arith.addi %arg16, %76 : i64
          %121 = arith.addi %arg16, %76 : i64
          %122 = arith.muli %120, %19 : i64
          %123 = arith.addi %102, %122 : i64
          %124 = llvm.getelementptr %16[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %125 = llvm.load %124 : !llvm.ptr<1> -> f64
          %126 = arith.muli %105, %24 : i64
          %127 = arith.addi %121, %126 : i64
          %128 = llvm.getelementptr %21[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %129 = llvm.load %128 : !llvm.ptr<1> -> f64
          %130 = memref.load %alloca_73[] : memref<f64>
          %131 = memref.load %alloca_74[] : memref<f64>
          %132 = nvvm.mma.sync A[%125]  B[%129]  C[%130, %131]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %133 = llvm.extractvalue %132[0] : !llvm.struct<(f64, f64)> 
          memref.store %133, %alloca_73[] : memref<f64>
          %134 = llvm.extractvalue %132[1] : !llvm.struct<(f64, f64)> 
          memref.store %134, %alloca_74[] : memref<f64>
        }
        %106 = arith.cmpi slt, %83, %18 : i64
        scf.if %106 {
          %120 = arith.addi %83, %76 : i64
          %121 = arith.addi %83, %76 : i64
          %c1_i64_118 = arith.constant 1 : i64
          %122 = arith.subi %18, %c1_i64_118 : i64
          %123 = arith.minsi %120, %122 : i64
          %124 = arith.muli %123, %19 : i64
          %125 = arith.addi %102, %124 : i64
          %126 = llvm.getelementptr %16[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %127 = llvm.load %126 : !llvm.ptr<1> -> f64
          memref.store %127, %alloca_75[] : memref<f64>
          %128 = arith.cmpi sge, %120, %18 : i64
          scf.if %128 {
            %cst_120 = arith.constant 0.000000e+00 : f64
            memref.store %cst_120, %alloca_75[] : memref<f64>
          }
          %c1_i64_119 = arith.constant 1 : i64
          %129 = arith.subi %18, %c1_i64_119 : i64
          %130 = arith.minsi %121, %129 : i64
          %131 = arith.muli %105, %24 : i64
          %132 = arith.addi %130, %131 : i64
          %133 = llvm.getelementptr %21[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %134 = llvm.load %133 : !llvm.ptr<1> -> f64
          memref.store %134, %alloca_76[] : memref<f64>
          %135 = arith.cmpi sge, %121, %18 : i64
          scf.if %135 {
            %cst_120 = arith.constant 0.000000e+00 : f64
            memref.store %cst_120, %alloca_76[] : memref<f64>
          }
          %136 = memref.load %alloca_75[] : memref<f64>
          %137 = memref.load %alloca_76[] : memref<f64>
          %138 = memref.load %alloca_73[] : memref<f64>
          %139 = memref.load %alloca_74[] : memref<f64>
          %140 = nvvm.mma.sync A[%136]  B[%137]  C[%138, %139]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %141 = llvm.extractvalue %140[0] : !llvm.struct<(f64, f64)> 
          memref.store %141, %alloca_73[] : memref<f64>
          %142 = llvm.extractvalue %140[1] : !llvm.struct<(f64, f64)> 
          memref.store %142, %alloca_74[] : memref<f64>
        }
        %107 = arith.addi %98, %75 : i64
        %c2_i64 = arith.constant 2 : i64
        %108 = arith.muli %76, %c2_i64 : i64
        %109 = arith.addi %99, %108 : i64
        %110 = arith.cmpi slt, %107, %27 : i64
        %111 = arith.cmpi slt, %109, %28 : i64
        %112 = arith.andi %110, %111 : i1
        scf.if %112 {
          %cst_118 = arith.constant 5.000000e-01 : f64
          %120 = arith.muli %109, %29 : i64
          %121 = arith.addi %107, %120 : i64
          %122 = llvm.getelementptr %26[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %123 = llvm.load %122 : !llvm.ptr<1> -> f64
          %124 = memref.load %alloca_73[] : memref<f64>
          %125 = llvm.intr.fma(%cst_118, %123, %124) : (f64, f64, f64) -> f64
          %126 = arith.muli %109, %29 : i64
          %127 = arith.addi %107, %126 : i64
          %128 = llvm.getelementptr %26[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %125, %128 : f64, !llvm.ptr<1>
        }
        %113 = arith.addi %98, %75 : i64
        %c2_i64_116 = arith.constant 2 : i64
        %114 = arith.muli %76, %c2_i64_116 : i64
        %c1_i64_117 = arith.constant 1 : i64
        %115 = arith.addi %114, %c1_i64_117 : i64
        %116 = arith.addi %99, %115 : i64
        %117 = arith.cmpi slt, %113, %27 : i64
        %118 = arith.cmpi slt, %116, %28 : i64
        %119 = arith.andi %117, %118 : i1
        scf.if %119 {
          %cst_118 = arith.constant 5.000000e-01 : f64
          %120 = arith.muli %116, %29 : i64
          %121 = arith.addi %113, %120 : i64
          %122 = llvm.getelementptr %26[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %123 = llvm.load %122 : !llvm.ptr<1> -> f64
          %124 = memref.load %alloca_74[] : memref<f64>
          %125 = llvm.intr.fma(%cst_118, %123, %124) : (f64, f64, f64) -> f64
          %126 = arith.muli %116, %29 : i64
          %127 = arith.addi %113, %126 : i64
          %128 = llvm.getelementptr %26[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %125, %128 : f64, !llvm.ptr<1>
        }
      }
      %c0_i64_95 = arith.constant 0 : i64
      %c32_i64_96 = arith.constant 32 : i64
      scf.for %arg15 = %c0_i64_95 to %40 step %c32_i64_96  : i64 {
        %thread_id_x_110 = gpu.thread_id  x
        %96 = arith.index_cast %thread_id_x_110 : index to i64
        %c8_i64_111 = arith.constant 8 : i64
        %97 = arith.minsi %96, %c8_i64_111 : i64
        %thread_id_y_112 = gpu.thread_id  y
        %98 = arith.index_cast %thread_id_y_112 : index to i64
        %99 = arith.addi %arg15, %98 : i64
        %c1_i64 = arith.constant 1 : i64
        %100 = arith.subi %40, %c1_i64 : i64
        %101 = arith.minsi %99, %100 : i64
        %thread_id_y_113 = gpu.thread_id  y
        %102 = arith.index_cast %thread_id_y_113 : index to i64
        %103 = arith.addi %arg15, %102 : i64
        %c8_i64_114 = arith.constant 8 : i64
        %104 = arith.addi %103, %c8_i64_114 : i64
        %c1_i64_115 = arith.constant 1 : i64
        %105 = arith.subi %40, %c1_i64_115 : i64
        %106 = arith.minsi %104, %105 : i64
        %thread_id_y_116 = gpu.thread_id  y
        %107 = arith.index_cast %thread_id_y_116 : index to i64
        %108 = arith.addi %arg15, %107 : i64
        %c16_i64_117 = arith.constant 16 : i64
        %109 = arith.addi %108, %c16_i64_117 : i64
        %c1_i64_118 = arith.constant 1 : i64
        %110 = arith.subi %40, %c1_i64_118 : i64
        %111 = arith.minsi %109, %110 : i64
        %thread_id_y_119 = gpu.thread_id  y
        %112 = arith.index_cast %thread_id_y_119 : index to i64
        %113 = arith.addi %arg15, %112 : i64
        %c24_i64 = arith.constant 24 : i64
        %114 = arith.addi %113, %c24_i64 : i64
        %c1_i64_120 = arith.constant 1 : i64
        %115 = arith.subi %40, %c1_i64_120 : i64
        %116 = arith.minsi %114, %115 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_77[] : memref<f32>
        %cst_121 = arith.constant 0.000000e+00 : f32
        memref.store %cst_121, %alloca_78[] : memref<f32>
        %cst_122 = arith.constant 0.000000e+00 : f32
        memref.store %cst_122, %alloca_79[] : memref<f32>
        %cst_123 = arith.constant 0.000000e+00 : f32
        memref.store %cst_123, %alloca_80[] : memref<f32>
        %c0_i64_124 = arith.constant 0 : i64
        %c1_i64_125 = arith.constant 1 : i64
        scf.for %arg16 = %c0_i64_124 to %32 step %c1_i64_125  : i64 {
          %c9_i64_126 = arith.constant 9 : i64
          %118 = arith.muli %arg16, %c9_i64_126 : i64
          %119 = arith.addi %97, %118 : i64
          %120 = llvm.getelementptr %31[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %121 = llvm.load %120 : !llvm.ptr<1> -> f32
          %122 = arith.muli %101, %37 : i64
          %123 = arith.addi %arg16, %122 : i64
          %124 = llvm.getelementptr %34[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %125 = llvm.load %124 : !llvm.ptr<1> -> f32
          %126 = arith.muli %106, %37 : i64
          %127 = arith.addi %arg16, %126 : i64
          %128 = llvm.getelementptr %34[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %130 = arith.muli %111, %37 : i64
          %131 = arith.addi %arg16, %130 : i64
          %132 = llvm.getelementptr %34[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %133 = llvm.load %132 : !llvm.ptr<1> -> f32
          %134 = arith.muli %116, %37 : i64
          %135 = arith.addi %arg16, %134 : i64
          %136 = llvm.getelementptr %34[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %137 = llvm.load %136 : !llvm.ptr<1> -> f32
          %138 = memref.load %alloca_77[] : memref<f32>
          %139 = llvm.intr.fma(%121, %125, %138) : (f32, f32, f32) -> f32
          memref.store %139, %alloca_77[] : memref<f32>
          %140 = memref.load %alloca_78[] : memref<f32>
          %141 = llvm.intr.fma(%121, %129, %140) : (f32, f32, f32) -> f32
          memref.store %141, %alloca_78[] : memref<f32>
          %142 = memref.load %alloca_79[] : memref<f32>
          %143 = llvm.intr.fma(%121, %133, %142) : (f32, f32, f32) -> f32
          memref.store %143, %alloca_79[] : memref<f32>
          %144 = memref.load %alloca_80[] : memref<f32>
          %145 = llvm.intr.fma(%121, %137, %144) : (f32, f32, f32) -> f32
          memref.store %145, %alloca_80[] : memref<f32>
        }
        %c9_i64 = arith.constant 9 : i64
        %117 = arith.cmpi slt, %96, %c9_i64 : i64
        scf.if %117 {
          %118 = arith.cmpi slt, %99, %40 : i64
          scf.if %118 {
            %122 = memref.load %alloca_77[] : memref<f32>
            %c9_i64_126 = arith.constant 9 : i64
            %123 = arith.muli %99, %c9_i64_126 : i64
            %124 = arith.addi %96, %123 : i64
            %125 = llvm.getelementptr %39[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %122, %125 : f32, !llvm.ptr<1>
          }
          %119 = arith.cmpi slt, %104, %40 : i64
          scf.if %119 {
            %122 = memref.load %alloca_78[] : memref<f32>
            %c9_i64_126 = arith.constant 9 : i64
            %123 = arith.muli %104, %c9_i64_126 : i64
            %124 = arith.addi %96, %123 : i64
            %125 = llvm.getelementptr %39[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %122, %125 : f32, !llvm.ptr<1>
          }
          %120 = arith.cmpi slt, %109, %40 : i64
          scf.if %120 {
            %122 = memref.load %alloca_79[] : memref<f32>
            %c9_i64_126 = arith.constant 9 : i64
            %123 = arith.muli %109, %c9_i64_126 : i64
            %124 = arith.addi %96, %123 : i64
            %125 = llvm.getelementptr %39[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %122, %125 : f32, !llvm.ptr<1>
          }
          %121 = arith.cmpi slt, %114, %40 : i64
          scf.if %121 {
            %122 = memref.load %alloca_80[] : memref<f32>
            %c9_i64_126 = arith.constant 9 : i64
            %123 = arith.muli %114, %c9_i64_126 : i64
            %124 = arith.addi %96, %123 : i64
            %125 = llvm.getelementptr %39[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %122, %125 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_97 = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x_97 : index to i64
      %c64_i64_98 = arith.constant 64 : i64
      %thread_id_y_99 = gpu.thread_id  y
      %85 = arith.index_cast %thread_id_y_99 : index to i64
      %86 = arith.muli %c64_i64_98, %85 : i64
      %87 = arith.addi %84, %86 : i64
      %c32_i64_100 = arith.constant 32 : i64
      %88 = arith.divsi %87, %c32_i64_100 : i64
      %c32_i64_101 = arith.constant 32 : i64
      %89 = arith.remsi %87, %c32_i64_101 : i64
      %c4_i64_102 = arith.constant 4 : i64
      %90 = arith.divsi %89, %c4_i64_102 : i64
      %c4_i64_103 = arith.constant 4 : i64
      %91 = arith.remsi %89, %c4_i64_103 : i64
      %c7_i64_104 = arith.constant 7 : i64
      %92 = arith.addi %52, %c7_i64_104 : i64
      %c8_i64_105 = arith.constant 8 : i64
      %93 = arith.divsi %92, %c8_i64_105 : i64
      %c4_i64_106 = arith.constant 4 : i64
      %94 = arith.remsi %44, %c4_i64_106 : i64
      %95 = arith.subi %44, %94 : i64
      %c16_i64_107 = arith.constant 16 : i64
      scf.for %arg15 = %88 to %93 step %c16_i64_107  : i64 {
        %96 = arith.remsi %arg15, %93 : i64
        %97 = arith.divsi %arg15, %93 : i64
        %c8_i64_110 = arith.constant 8 : i64
        %98 = arith.muli %96, %c8_i64_110 : i64
        %c8_i64_111 = arith.constant 8 : i64
        %99 = arith.muli %97, %c8_i64_111 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_81[] : memref<f64>
        %cst_112 = arith.constant 0.000000e+00 : f64
        memref.store %cst_112, %alloca_82[] : memref<f64>
        %100 = arith.addi %98, %90 : i64
        %c1_i64 = arith.constant 1 : i64
        %101 = arith.subi %52, %c1_i64 : i64
        %102 = arith.minsi %100, %101 : i64
        %103 = arith.addi %99, %90 : i64
        %c3_i64 = arith.constant 3 : i64
        %104 = arith.minsi %103, %c3_i64 : i64
        %c0_i64_113 = arith.constant 0 : i64
        %c4_i64_114 = arith.constant 4 : i64
        scf.for %arg16 = %c0_i64_113 to %95 step %c4_i64_114  : i64 {
          %119 = arith.addi %arg16, %91 : i64
          %120 = arith.addi %arg16, %91 : i64
          %121 = arith.muli %119, %45 : i64
          %122 = arith.addi %102, %121 : i64
          %123 = llvm.getelementptr %42[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %124 = llvm.load %123 : !llvm.ptr<1> -> f64
          %125 = arith.muli %104, %49 : i64
          %126 = arith.addi %120, %125 : i64
          %127 = llvm.getelementptr %47[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %128 = llvm.load %127 : !llvm.ptr<1> -> f64
          %129 = memref.load %alloca_81[] : memref<f64>
          %130 = memref.load %alloca_82[] : memref<f64>
          %131 = nvvm.mma.sync A[%124]  B[%128]  C[%129, %130]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %132 = llvm.extractvalue %131[0] : !llvm.struct<(f64, f64)> 
          memref.store %132, %alloca_81[] : memref<f64>
          %133 = llvm.extractvalue %131[1] : !llvm.struct<(f64, f64)> 
          memref.store %133, %alloca_82[] : memref<f64>
        }
        %105 = arith.cmpi slt, %95, %44 : i64
        scf.if %105 {
          %119 = arith.addi %95, %91 : i64
          %120 = arith.addi %95, %91 : i64
          %c1_i64_119 = arith.constant 1 : i64
          %121 = arith.subi %44, %c1_i64_119 : i64
          %122 = arith.minsi %119, %121 : i64
          %123 = arith.muli %122, %45 : i64
          %124 = arith.addi %102, %123 : i64
          %125 = llvm.getelementptr %42[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %126 = llvm.load %125 : !llvm.ptr<1> -> f64
          memref.store %126, %alloca_83[] : memref<f64>
          %127 = arith.cmpi sge, %119, %44 : i64
          scf.if %127 {
            %cst_121 = arith.constant 0.000000e+00 : f64
            memref.store %cst_121, %alloca_83[] : memref<f64>
          }
          %c1_i64_120 = arith.constant 1 : i64
          %128 = arith.subi %44, %c1_i64_120 : i64
          %129 = arith.minsi %120, %128 : i64
          %130 = arith.muli %104, %49 : i64
          %131 = arith.addi %129, %130 : i64
          %132 = llvm.getelementptr %47[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %133 = llvm.load %132 : !llvm.ptr<1> -> f64
          memref.store %133, %alloca_84[] : memref<f64>
          %134 = arith.cmpi sge, %120, %44 : i64
          scf.if %134 {
            %cst_121 = arith.constant 0.000000e+00 : f64
            memref.store %cst_121, %alloca_84[] : memref<f64>
          }
          %135 = memref.load %alloca_83[] : memref<f64>
          %136 = memref.load %alloca_84[] : memref<f64>
          %137 = memref.load %alloca_81[] : memref<f64>
          %138 = memref.load %alloca_82[] : memref<f64>
          %139 = nvvm.mma.sync A[%135]  B[%136]  C[%137, %138]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %140 = llvm.extractvalue %139[0] : !llvm.struct<(f64, f64)> 
          memref.store %140, %alloca_81[] : memref<f64>
          %141 = llvm.extractvalue %139[1] : !llvm.struct<(f64, f64)> 
          memref.store %141, %alloca_82[] : memref<f64>
        }
        %106 = arith.addi %98, %90 : i64
        %c2_i64 = arith.constant 2 : i64
        %107 = arith.muli %91, %c2_i64 : i64
        %108 = arith.addi %99, %107 : i64
        %109 = arith.cmpi slt, %106, %52 : i64
        %c4_i64_115 = arith.constant 4 : i64
        %110 = arith.cmpi slt, %108, %c4_i64_115 : i64
        %111 = arith.andi %109, %110 : i1
        scf.if %111 {
          %119 = arith.muli %108, %53 : i64
          %120 = arith.addi %106, %119 : i64
          %121 = llvm.getelementptr %51[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %122 = llvm.load %121 : !llvm.ptr<1> -> f64
          %123 = memref.load %alloca_81[] : memref<f64>
          %124 = arith.addf %122, %123 : f64
          %125 = arith.muli %108, %53 : i64
          %126 = arith.addi %106, %125 : i64
          %127 = llvm.getelementptr %51[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %124, %127 : f64, !llvm.ptr<1>
        }
        %112 = arith.addi %98, %90 : i64
        %c2_i64_116 = arith.constant 2 : i64
        %113 = arith.muli %91, %c2_i64_116 : i64
        %c1_i64_117 = arith.constant 1 : i64
        %114 = arith.addi %113, %c1_i64_117 : i64
        %115 = arith.addi %99, %114 : i64
        %116 = arith.cmpi slt, %112, %52 : i64
        %c4_i64_118 = arith.constant 4 : i64
        %117 = arith.cmpi slt, %115, %c4_i64_118 : i64
        %118 = arith.andi %116, %117 : i1
        scf.if %118 {
          %119 = arith.muli %115, %53 : i64
          %120 = arith.addi %112, %119 : i64
          %121 = llvm.getelementptr %51[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %122 = llvm.load %121 : !llvm.ptr<1> -> f64
          %123 = memref.load %alloca_82[] : memref<f64>
          %124 = arith.addf %122, %123 : f64
          %125 = arith.muli %115, %53 : i64
          %126 = arith.addi %112, %125 : i64
          %127 = llvm.getelementptr %51[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %124, %127 : f64, !llvm.ptr<1>
        }
      }
      %c0_i64_108 = arith.constant 0 : i64
      %c64_i64_109 = arith.constant 64 : i64
      scf.for %arg15 = %c0_i64_108 to %66 step %c64_i64_109  : i64 {
        %c0_i64_110 = arith.constant 0 : i64
        %c32_i64_111 = arith.constant 32 : i64
        scf.for %arg16 = %c0_i64_110 to %67 step %c32_i64_111  : i64 {
          %thread_id_x_112 = gpu.thread_id  x
          %96 = arith.index_cast %thread_id_x_112 : index to i64
          %97 = arith.addi %arg15, %96 : i64
          %c1_i64 = arith.constant 1 : i64
          %98 = arith.subi %66, %c1_i64 : i64
          %99 = arith.minsi %97, %98 : i64
          %thread_id_y_113 = gpu.thread_id  y
          %100 = arith.index_cast %thread_id_y_113 : index to i64
          %101 = arith.addi %arg16, %100 : i64
          %c1_i64_114 = arith.constant 1 : i64
          %102 = arith.subi %67, %c1_i64_114 : i64
          %103 = arith.minsi %101, %102 : i64
          %thread_id_y_115 = gpu.thread_id  y
          %104 = arith.index_cast %thread_id_y_115 : index to i64
          %105 = arith.addi %arg16, %104 : i64
          %c8_i64_116 = arith.constant 8 : i64
          %106 = arith.addi %105, %c8_i64_116 : i64
          %c1_i64_117 = arith.constant 1 : i64
          %107 = arith.subi %67, %c1_i64_117 : i64
          %108 = arith.minsi %106, %107 : i64
          %thread_id_y_118 = gpu.thread_id  y
          %109 = arith.index_cast %thread_id_y_118 : index to i64
          %110 = arith.addi %arg16, %109 : i64
          %c16_i64_119 = arith.constant 16 : i64
          %111 = arith.addi %110, %c16_i64_119 : i64
          %c1_i64_120 = arith.constant 1 : i64
          %112 = arith.subi %67, %c1_i64_120 : i64
          %113 = arith.minsi %111, %112 : i64
          %thread_id_y_121 = gpu.thread_id  y
          %114 = arith.index_cast %thread_id_y_121 : index to i64
          %115 = arith.addi %arg16, %114 : i64
          %c24_i64 = arith.constant 24 : i64
          %116 = arith.addi %115, %c24_i64 : i64
          %c1_i64_122 = arith.constant 1 : i64
          %117 = arith.subi %67, %c1_i64_122 : i64
          %118 = arith.minsi %116, %117 : i64
          %cst = arith.constant 0.000000e+00 : f32
          %cst_123 = arith.constant 0.000000e+00 : f32
          %119 = llvm.mlir.poison : vector<2xf32>
          %c0_i32 = arith.constant 0 : i32
          %120 = llvm.insertelement %cst, %119[%c0_i32 : i32] : vector<2xf32>
          %c1_i32 = arith.constant 1 : i32
          %121 = llvm.insertelement %cst_123, %120[%c1_i32 : i32] : vector<2xf32>
          memref.store %121, %alloca_85[] : memref<vector<2xf32>>
          %cst_124 = arith.constant 0.000000e+00 : f32
          %cst_125 = arith.constant 0.000000e+00 : f32
          %122 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_126 = arith.constant 0 : i32
          %123 = llvm.insertelement %cst_124, %122[%c0_i32_126 : i32] : vector<2xf32>
          %c1_i32_127 = arith.constant 1 : i32
          %124 = llvm.insertelement %cst_125, %123[%c1_i32_127 : i32] : vector<2xf32>
          memref.store %124, %alloca_86[] : memref<vector<2xf32>>
          %cst_128 = arith.constant 0.000000e+00 : f32
          %cst_129 = arith.constant 0.000000e+00 : f32
          %125 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_130 = arith.constant 0 : i32
          %126 = llvm.insertelement %cst_128, %125[%c0_i32_130 : i32] : vector<2xf32>
          %c1_i32_131 = arith.constant 1 : i32
          %127 = llvm.insertelement %cst_129, %126[%c1_i32_131 : i32] : vector<2xf32>
          memref.store %127, %alloca_87[] : memref<vector<2xf32>>
          %cst_132 = arith.constant 0.000000e+00 : f32
          %cst_133 = arith.constant 0.000000e+00 : f32
          %128 = llvm.mlir.poison : vector<2xf32>
          %c0_i32_134 = arith.constant 0 : i32
          %129 = llvm.insertelement %cst_132, %128[%c0_i32_134 : i32] : vector<2xf32>
          %c1_i32_135 = arith.constant 1 : i32
          %130 = llvm.insertelement %cst_133, %129[%c1_i32_135 : i32] : vector<2xf32>
          memref.store %130, %alloca_88[] : memref<vector<2xf32>>
          %c0_i64_136 = arith.constant 0 : i64
          %c1_i64_137 = arith.constant 1 : i64
          scf.for %arg17 = %c0_i64_136 to %57 step %c1_i64_137  : i64 {
            %132 = arith.muli %arg17, %58 : i64
            %133 = arith.addi %99, %132 : i64
            %134 = llvm.getelementptr %55[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %135 = llvm.load %134 : !llvm.ptr<1> -> vector<2xf32>
            %136 = arith.muli %103, %63 : i64
            %137 = arith.addi %arg17, %136 : i64
            %138 = llvm.getelementptr %60[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %139 = llvm.load %138 : !llvm.ptr<1> -> vector<2xf32>
            %140 = arith.muli %108, %63 : i64
            %141 = arith.addi %arg17, %140 : i64
            %142 = llvm.getelementptr %60[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %143 = llvm.load %142 : !llvm.ptr<1> -> vector<2xf32>
            %144 = arith.muli %113, %63 : i64
            %145 = arith.addi %arg17, %144 : i64
            %146 = llvm.getelementptr %60[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %147 = llvm.load %146 : !llvm.ptr<1> -> vector<2xf32>
            %148 = arith.muli %118, %63 : i64
            %149 = arith.addi %arg17, %148 : i64
            %150 = llvm.getelementptr %60[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
            %151 = llvm.load %150 : !llvm.ptr<1> -> vector<2xf32>
            %152 = memref.load %alloca_85[] : memref<vector<2xf32>>
            %c0_i32_138 = arith.constant 0 : i32
            %153 = llvm.extractelement %135[%c0_i32_138 : i32] : vector<2xf32>
            %c1_i32_139 = arith.constant 1 : i32
            %154 = llvm.extractelement %135[%c1_i32_139 : i32] : vector<2xf32>
            %c0_i32_140 = arith.constant 0 : i32
            %155 = llvm.extractelement %139[%c0_i32_140 : i32] : vector<2xf32>
            %c1_i32_141 = arith.constant 1 : i32
            %156 = llvm.extractelement %139[%c1_i32_141 : i32] : vector<2xf32>
            %157 = arith.mulf %153, %155 : f32
            %158 = arith.mulf %154, %156 : f32
            %159 = arith.subf %157, %158 : f32
            %160 = arith.mulf %153, %156 : f32
            %161 = arith.mulf %154, %155 : f32
            %162 = arith.addf %160, %161 : f32
            %163 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_142 = arith.constant 0 : i32
            %164 = llvm.insertelement %159, %163[%c0_i32_142 : i32] : vector<2xf32>
            %c1_i32_143 = arith.constant 1 : i32
            %165 = llvm.insertelement %162, %164[%c1_i32_143 : i32] : vector<2xf32>
            %166 = arith.addf %152, %165 : vector<2xf32>
            memref.store %166, %alloca_85[] : memref<vector<2xf32>>
            %167 = memref.load %alloca_86[] : memref<vector<2xf32>>
            %c0_i32_144 = arith.constant 0 : i32
            %168 = llvm.extractelement %135[%c0_i32_144 : i32] : vector<2xf32>
            %c1_i32_145 = arith.constant 1 : i32
            %169 = llvm.extractelement %135[%c1_i32_145 : i32] : vector<2xf32>
            %c0_i32_146 = arith.constant 0 : i32
            %170 = llvm.extractelement %143[%c0_i32_146 : i32] : vector<2xf32>
            %c1_i32_147 = arith.constant 1 : i32
            %171 = llvm.extractelement %143[%c1_i32_147 : i32] : vector<2xf32>
            %172 = arith.mulf %168, %170 : f32
            %173 = arith.mulf %169, %171 : f32
            %174 = arith.subf %172, %173 : f32
            %175 = arith.mulf %168, %171 : f32
            %176 = arith.mulf %169, %170 : f32
            %177 = arith.addf %175, %176 : f32
            %178 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_148 = arith.constant 0 : i32
            %179 = llvm.insertelement %174, %178[%c0_i32_148 : i32] : vector<2xf32>
            %c1_i32_149 = arith.constant 1 : i32
            %180 = llvm.insertelement %177, %179[%c1_i32_149 : i32] : vector<2xf32>
            %181 = arith.addf %167, %180 : vector<2xf32>
            memref.store %181, %alloca_86[] : memref<vector<2xf32>>
            %182 = memref.load %alloca_87[] : memref<vector<2xf32>>
            %c0_i32_150 = arith.constant 0 : i32
            %183 = llvm.extractelement %135[%c0_i32_150 : i32] : vector<2xf32>
            %c1_i32_151 = arith.constant 1 : i32
            %184 = llvm.extractelement %135[%c1_i32_151 : i32] : vector<2xf32>
            %c0_i32_152 = arith.constant 0 : i32
            %185 = llvm.extractelement %147[%c0_i32_152 : i32] : vector<2xf32>
            %c1_i32_153 = arith.constant 1 : i32
            %186 = llvm.extractelement %147[%c1_i32_153 : i32] : vector<2xf32>
            %187 = arith.mulf %183, %185 : f32
            %188 = arith.mulf %184, %186 : f32
            %189 = arith.subf %187, %188 : f32
            %190 = arith.mulf %183, %186 : f32
            %191 = arith.mulf %184, %185 : f32
            %192 = arith.addf %190, %191 : f32
            %193 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_154 = arith.constant 0 : i32
            %194 = llvm.insertelement %189, %193[%c0_i32_154 : i32] : vector<2xf32>
            %c1_i32_155 = arith.constant 1 : i32
            %195 = llvm.insertelement %192, %194[%c1_i32_155 : i32] : vector<2xf32>
            %196 = arith.addf %182, %195 : vector<2xf32>
            memref.store %196, %alloca_87[] : memref<vector<2xf32>>
            %197 = memref.load %alloca_88[] : memref<vector<2xf32>>
            %c0_i32_156 = arith.constant 0 : i32
            %198 = llvm.extractelement %135[%c0_i32_156 : i32] : vector<2xf32>
            %c1_i32_157 = arith.constant 1 : i32
            %199 = llvm.extractelement %135[%c1_i32_157 : i32] : vector<2xf32>
            %c0_i32_158 = arith.constant 0 : i32
            %200 = llvm.extractelement %151[%c0_i32_158 : i32] : vector<2xf32>
            %c1_i32_159 = arith.constant 1 : i32
            %201 = llvm.extractelement %151[%c1_i32_159 : i32] : vector<2xf32>
            %202 = arith.mulf %198, %200 : f32
            %203 = arith.mulf %199, %201 : f32
            %204 = arith.subf %202, %203 : f32
            %205 = arith.mulf %198, %201 : f32
            %206 = arith.mulf %199, %200 : f32
            %207 = arith.addf %205, %206 : f32
            %208 = llvm.mlir.poison : vector<2xf32>
            %c0_i32_160 = arith.constant 0 : i32
            %209 = llvm.insertelement %204, %208[%c0_i32_160 : i32] : vector<2xf32>
            %c1_i32_161 = arith.constant 1 : i32
            %210 = llvm.insertelement %207, %209[%c1_i32_161 : i32] : vector<2xf32>
            %211 = arith.addf %197, %210 : vector<2xf32>
            memref.store %211, %alloca_88[] : memref<vector<2xf32>>
          }
          %131 = arith.cmpi slt, %97, %66 : i64
          scf.if %131 {
            %132 = arith.cmpi slt, %101, %67 : i64
            scf.if %132 {
              %136 = arith.muli %101, %68 : i64
              %137 = arith.addi %97, %136 : i64
              %138 = llvm.getelementptr %65[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
              %139 = llvm.load %138 : !llvm.ptr<1> -> vector<2xf32>
              %cst_138 = arith.constant 2.000000e+00 : f32
              %cst_139 = arith.constant 0.000000e+00 : f32
              %140 = llvm.mlir.poison : vector<2xf32>
              %c0_i32_140 = arith.constant 0 : i32
              %141 = llvm.insertelement %cst_138, %140[%c0_i32_140 : i32] : vector<2xf32>
              %c1_i32_141 = arith.constant 1 : i32
              %142 = llvm.insertelement %cst_139, %141[%c1_i32_141 : i32] : vector<2xf32>
              %143 = memref.load %alloca_85[] : memref<vector<2xf32>>
              %c0_i32_142 = arith.constant 0 : i32
              %144 = llvm.extractelement %142[%c0_i32_142 : i32] : vector<2xf32>
              %c1_i32_143 = arith.constant 1 : i32
              %145 = llvm.extractelement %142[%c1_i32_143 : i32] : vector<2xf32>
              %c0_i32_144 = arith.constant 0 : i32
              %146 = llvm.extractelement %143[%c0_i32_144 : i32] : vector<2xf32>
              %c1_i32_145 = arith.constant 1 : i32
              %147 = llvm.extractelement %143[%c1_i32_145 : i32] : vector<2xf32>
              %148 = arith.mulf %144, %146 : f32
              %149 = arith.mulf %145, %147 : f32
              %150 = arith.subf %148, %149 : f32
              %151 = arith.mulf %144, %147 : f32
              %152 = arith.mulf %145, %146 : f32
              %153 = arith.addf %151, %152 : f32
              %154 = llvm.mlir.poison : vector<2xf32>
              %c0_i32_146 = arith.constant 0 : i32
              %155 = llvm.insertelement %150, %154[%c0_i32_146 : i32] : vector<2xf32>
              %c1_i32_147 = arith.constant 1 : i32
              %156 = llvm.insertelement %153, %155[%c1_i32_147 : i32] : vector<2xf32>
              %157 = arith.addf %139, %156 : vector<2xf32>
              %158 = arith.muli %101, %68 : i64
              %159 = arith.addi %97, %158 : i64
              %160 = llvm.getelementptr %65[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
              llvm.store %157, %160 : vector<2xf32>, !llvm.ptr<1>
            }
            %133 = arith.cmpi slt, %106, %67 : i64
            scf.if %133 {
              %136 = arith.muli %106, %68 : i64
              %137 = arith.addi %97, %136 : i64
              %138 = llvm.getelementptr %65[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
              %139 = llvm.load %138 : !llvm.ptr<1> -> vector<2xf32>
              %cst_138 = arith.constant 2.000000e+00 : f32
              %cst_139 = arith.constant 0.000000e+00 : f32
              %140 = llvm.mlir.poison : vector<2xf32>
              %c0_i32_140 = arith.constant 0 : i32
              %141 = llvm.insertelement %cst_138, %140[%c0_i32_140 : i32] : vector<2xf32>
              %c1_i32_141 = arith.constant 1 : i32
              %142 = llvm.insertelement %cst_139, %141[%c1_i32_141 : i32] : vector<2xf32>
              %143 = memref.load %alloca_86[] : memref<vector<2xf32>>
              %c0_i32_142 = arith.constant 0 : i32
              %144 = llvm.extractelement %142[%c0_i32_142 : i32] : vector<2xf32>
              %c1_i32_143 = arith.constant 1 : i32
              %145 = llvm.extractelement %142[%c1_i32_143 : i32] : vector<2xf32>
              %c0_i32_144 = arith.constant 0 : i32
              %146 = llvm.extractelement %143[%c0_i32_144 : i32] : vector<2xf32>
              %c1_i32_145 = arith.constant 1 : i32
              %147 = llvm.extractelement %143[%c1_i32_145 : i32] : vector<2xf32>
              %148 = arith.mulf %144, %146 : f32
              %149 = arith.mulf %145, %147 : f32
              %150 = arith.subf %148, %149 : f32
              %151 = arith.mulf %144, %147 : f32
              %152 = arith.mulf %145, %146 : f32
              %153 = arith.addf %151, %152 : f32
              %154 = llvm.mlir.poison : vector<2xf32>
              %c0_i32_146 = arith.constant 0 : i32
              %155 = llvm.insertelement %150, %154[%c0_i32_146 : i32] : vector<2xf32>
              %c1_i32_147 = arith.constant 1 : i32
              %156 = llvm.insertelement %153, %155[%c1_i32_147 : i32] : vector<2xf32>
              %157 = arith.addf %139, %156 : vector<2xf32>
              %158 = arith.muli %106, %68 : i64
              %159 = arith.addi %97, %158 : i64
              %160 = llvm.getelementptr %65[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
              llvm.store %157, %160 : vector<2xf32>, !llvm.ptr<1>
            }
            %134 = arith.cmpi slt, %111, %67 : i64
            scf.if %134 {
              %136 = arith.muli %111, %68 : i64
              %137 = arith.addi %97, %136 : i64
              %138 = llvm.getelementptr %65[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
              %139 = llvm.load %138 : !llvm.ptr<1> -> vector<2xf32>
              %cst_138 = arith.constant 2.000000e+00 : f32
              %cst_139 = arith.constant 0.000000e+00 : f32
              %140 = llvm.mlir.poison : vector<2xf32>
              %c0_i32_140 = arith.constant 0 : i32
              %141 = llvm.insertelement %cst_138, %140[%c0_i32_140 : i32] : vector<2xf32>
              %c1_i32_141 = arith.constant 1 : i32
              %142 = llvm.insertelement %cst_139, %141[%c1_i32_141 : i32] : vector<2xf32>
              %143 = memref.load %alloca_87[] : memref<vector<2xf32>>
              %c0_i32_142 = arith.constant 0 : i32
              %144 = llvm.extractelement %142[%c0_i32_142 : i32] : vector<2xf32>
              %c1_i32_143 = arith.constant 1 : i32
              %145 = llvm.extractelement %142[%c1_i32_143 : i32] : vector<2xf32>
              %c0_i32_144 = arith.constant 0 : i32
              %146 = llvm.extractelement %143[%c0_i32_144 : i32] : vector<2xf32>
              %c1_i32_145 = arith.constant 1 : i32
              %147 = llvm.extractelement %143[%c1_i32_145 : i32] : vector<2xf32>
              %148 = arith.mulf %144, %146 : f32
              %149 = arith.mulf %145, %147 : f32
              %150 = arith.subf %148, %149 : f32
              %151 = arith.mulf %144, %147 : f32
              %152 = arith.mulf %145, %146 : f32
              %153 = arith.addf %151, %152 : f32
              %154 = llvm.mlir.poison : vector<2xf32>
              %c0_i32_146 = arith.constant 0 : i32
              %155 = llvm.insertelement %150, %154[%c0_i32_146 : i32] : vector<2xf32>
              %c1_i32_147 = arith.constant 1 : i32
              %156 = llvm.insertelement %153, %155[%c1_i32_147 : i32] : vector<2xf32>
              %157 = arith.addf %139, %156 : vector<2xf32>
              %158 = arith.muli %111, %68 : i64
              %159 = arith.addi %97, %158 : i64
              %160 = llvm.getelementptr %65[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
              llvm.store %157, %160 : vector<2xf32>, !llvm.ptr<1>
            }
            %135 = arith.cmpi slt, %116, %67 : i64
            scf.if %135 {
              %136 = arith.muli %116, %68 : i64
              %137 = arith.addi %97, %136 : i64
              %138 = llvm.getelementptr %65[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
              %139 = llvm.load %138 : !llvm.ptr<1> -> vector<2xf32>
              %cst_138 = arith.constant 2.000000e+00 : f32
              %cst_139 = arith.constant 0.000000e+00 : f32
              %140 = llvm.mlir.poison : vector<2xf32>
              %c0_i32_140 = arith.constant 0 : i32
              %141 = llvm.insertelement %cst_138, %140[%c0_i32_140 : i32] : vector<2xf32>
              %c1_i32_141 = arith.constant 1 : i32
              %142 = llvm.insertelement %cst_139, %141[%c1_i32_141 : i32] : vector<2xf32>
              %143 = memref.load %alloca_88[] : memref<vector<2xf32>>
              %c0_i32_142 = arith.constant 0 : i32
              %144 = llvm.extractelement %142[%c0_i32_142 : i32] : vector<2xf32>
              %c1_i32_143 = arith.constant 1 : i32
              %145 = llvm.extractelement %142[%c1_i32_143 : i32] : vector<2xf32>
              %c0_i32_144 = arith.constant 0 : i32
              %146 = llvm.extractelement %143[%c0_i32_144 : i32] : vector<2xf32>
              %c1_i32_145 = arith.constant 1 : i32
              %147 = llvm.extractelement %143[%c1_i32_145 : i32] : vector<2xf32>
              %148 = arith.mulf %144, %146 : f32
              %149 = arith.mulf %145, %147 : f32
              %150 = arith.subf %148, %149 : f32
              %151 = arith.mulf %144, %147 : f32
              %152 = arith.mulf %145, %146 : f32
              %153 = arith.addf %151, %152 : f32
              %154 = llvm.mlir.poison : vector<2xf32>
              %c0_i32_146 = arith.constant 0 : i32
              %155 = llvm.insertelement %150, %154[%c0_i32_146 : i32] : vector<2xf32>
              %c1_i32_147 = arith.constant 1 : i32
              %156 = llvm.insertelement %153, %155[%c1_i32_147 : i32] : vector<2xf32>
              %157 = arith.addf %139, %156 : vector<2xf32>
              %158 = arith.muli %116, %68 : i64
              %159 = arith.addi %97, %158 : i64
              %160 = llvm.getelementptr %65[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
              llvm.store %157, %160 : vector<2xf32>, !llvm.ptr<1>
            }
          }
        }
      }
      gpu.return
    }
  }
}
