module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @wgs_64x4(%arg0: memref<70x5xf32, strided<[1, 70]>, 1>, %arg1: memref<5x45xf32, strided<[1, 5]>, 1>, %arg2: memref<70x45xf32, strided<[1, 70]>, 1>, %arg3: memref<9x67xf32, strided<[1, 9]>, 1>, %arg4: memref<67x9xf32, strided<[1, 67]>, 1>, %arg5: memref<300x3xf32, strided<[1, 300]>, 1>, %arg6: memref<3xf32, strided<[1]>, 1>, %arg7: memref<300xf32, strided<[1]>, 1>, %arg8: memref<300xf32, strided<[1]>, 1>, %arg9: memref<f32, 1>, %arg10: memref<70xf32, strided<[1]>, 1>, %arg11: memref<5xf32, strided<[1]>, 1>, %arg12: memref<70x5xf32, strided<[1, 70]>, 1>, %arg13: memref<300xi32, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 4, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<70x5xf32, strided<[1, 70]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<70x5xf32, strided<[1, 70]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<5x45xf32, strided<[1, 5]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<5x45xf32, strided<[1, 5]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<70x45xf32, strided<[1, 70]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<70x45xf32, strided<[1, 70]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<9x67xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<9x67xf32, strided<[1, 9]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<67x9xf32, strided<[1, 67]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<67x9xf32, strided<[1, 67]>, 1> -> index
      %8 = arith.index_cast %intptr_19 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<300x3xf32, strided<[1, 300]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<300x3xf32, strided<[1, 300]>, 1> -> index
      %10 = arith.index_cast %intptr_24 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27, %strides_28 = memref.extract_strided_metadata %arg6 : memref<3xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<3xf32, strided<[1]>, 1> -> index
      %12 = arith.index_cast %intptr_29 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %base_buffer_30, %offset_31, %sizes_32, %strides_33 = memref.extract_strided_metadata %arg7 : memref<300xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<300xf32, strided<[1]>, 1> -> index
      %14 = arith.index_cast %intptr_34 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %base_buffer_35, %offset_36, %sizes_37, %strides_38 = memref.extract_strided_metadata %arg8 : memref<300xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg8 : memref<300xf32, strided<[1]>, 1> -> index
      %16 = arith.index_cast %intptr_39 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %base_buffer_40, %offset_41 = memref.extract_strided_metadata %arg9 : memref<f32, 1> -> memref<f32, 1>, index
      %intptr_42 = memref.extract_aligned_pointer_as_index %arg9 : memref<f32, 1> -> index
      %18 = arith.index_cast %intptr_42 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %base_buffer_43, %offset_44, %sizes_45, %strides_46 = memref.extract_strided_metadata %arg10 : memref<70xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_47 = memref.extract_aligned_pointer_as_index %arg10 : memref<70xf32, strided<[1]>, 1> -> index
      %20 = arith.index_cast %intptr_47 : index to i64
      %21 = llvm.inttoptr %20 : i64 to !llvm.ptr<1>
      %base_buffer_48, %offset_49, %sizes_50, %strides_51 = memref.extract_strided_metadata %arg11 : memref<5xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_52 = memref.extract_aligned_pointer_as_index %arg11 : memref<5xf32, strided<[1]>, 1> -> index
      %22 = arith.index_cast %intptr_52 : index to i64
      %23 = llvm.inttoptr %22 : i64 to !llvm.ptr<1>
      %base_buffer_53, %offset_54, %sizes_55:2, %strides_56:2 = memref.extract_strided_metadata %arg12 : memref<70x5xf32, strided<[1, 70]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_57 = memref.extract_aligned_pointer_as_index %arg12 : memref<70x5xf32, strided<[1, 70]>, 1> -> index
      %24 = arith.index_cast %intptr_57 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %base_buffer_58, %offset_59, %sizes_60, %strides_61 = memref.extract_strided_metadata %arg13 : memref<300xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_62 = memref.extract_aligned_pointer_as_index %arg13 : memref<300xi32, strided<[1]>, 1> -> index
      %26 = arith.index_cast %intptr_62 : index to i64
      %27 = llvm.inttoptr %26 : i64 to !llvm.ptr<1>
      %28 = llvm.mlir.constant(1 : i64) : i64
      %29 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %30 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %31 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %32 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %33 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %34 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %35 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %36 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %37 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %38 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %39 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %40 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %41 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %42 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %43 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %44 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %45 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %46 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c45_i64 = arith.constant 45 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg14 = %c0_i64 to %c45_i64 step %c32_i64  : i64 {
        %thread_id_x_75 = gpu.thread_id  x
        %62 = arith.index_cast %thread_id_x_75 : index to i64
        %c69_i64 = arith.constant 69 : i64
        %63 = arith.minsi %62, %c69_i64 : i64
        %thread_id_x_76 = gpu.thread_id  x
        %64 = arith.index_cast %thread_id_x_76 : index to i64
        %c64_i64_77 = arith.constant 64 : i64
        %65 = arith.addi %64, %c64_i64_77 : i64
        %c69_i64_78 = arith.constant 69 : i64
        %66 = arith.minsi %65, %c69_i64_78 : i64
        %thread_id_y_79 = gpu.thread_id  y
        %67 = arith.index_cast %thread_id_y_79 : index to i64
        %68 = arith.addi %arg14, %67 : i64
        %c44_i64 = arith.constant 44 : i64
        %69 = arith.minsi %68, %c44_i64 : i64
        %thread_id_y_80 = gpu.thread_id  y
        %70 = arith.index_cast %thread_id_y_80 : index to i64
        %71 = arith.addi %arg14, %70 : i64
        %c4_i64_81 = arith.constant 4 : i64
        %72 = arith.addi %71, %c4_i64_81 : i64
        %c44_i64_82 = arith.constant 44 : i64
        %73 = arith.minsi %72, %c44_i64_82 : i64
        %thread_id_y_83 = gpu.thread_id  y
        %74 = arith.index_cast %thread_id_y_83 : index to i64
        %75 = arith.addi %arg14, %74 : i64
        %c8_i64 = arith.constant 8 : i64
        %76 = arith.addi %75, %c8_i64 : i64
        %c44_i64_84 = arith.constant 44 : i64
        %77 = arith.minsi %76, %c44_i64_84 : i64
        %thread_id_y_85 = gpu.thread_id  y
        %78 = arith.index_cast %thread_id_y_85 : index to i64
        %79 = arith.addi %arg14, %78 : i64
        %c12_i64 = arith.constant 12 : i64
        %80 = arith.addi %79, %c12_i64 : i64
        %c44_i64_86 = arith.constant 44 : i64
        %81 = arith.minsi %80, %c44_i64_86 : i64
        %thread_id_y_87 = gpu.thread_id  y
        %82 = arith.index_cast %thread_id_y_87 : index to i64
        %83 = arith.addi %arg14, %82 : i64
        %c16_i64 = arith.constant 16 : i64
        %84 = arith.addi %83, %c16_i64 : i64
        %c44_i64_88 = arith.constant 44 : i64
        %85 = arith.minsi %84, %c44_i64_88 : i64
        %thread_id_y_89 = gpu.thread_id  y
        %86 = arith.index_cast %thread_id_y_89 : index to i64
        %87 = arith.addi %arg14, %86 : i64
        %c20_i64 = arith.constant 20 : i64
        %88 = arith.addi %87, %c20_i64 : i64
        %c44_i64_90 = arith.constant 44 : i64
        %89 = arith.minsi %88, %c44_i64_90 : i64
        %thread_id_y_91 = gpu.thread_id  y
        %90 = arith.index_cast %thread_id_y_91 : index to i64
        %91 = arith.addi %arg14, %90 : i64
        %c24_i64 = arith.constant 24 : i64
        %92 = arith.addi %91, %c24_i64 : i64
        %c44_i64_92 = arith.constant 44 : i64
        %93 = arith.minsi %92, %c44_i64_92 : i64
        %thread_id_y_93 = gpu.thread_id  y
        %94 = arith.index_cast %thread_id_y_93 : index to i64
        %95 = arith.addi %arg14, %94 : i64
        %c28_i64 = arith.constant 28 : i64
        %96 = arith.addi %95, %c28_i64 : i64
        %c44_i64_94 = arith.constant 44 : i64
        %97 = arith.minsi %96, %c44_i64_94 : i64
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %29 : f32, !llvm.ptr
        %cst_95 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_95, %30 : f32, !llvm.ptr
        %cst_96 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_96, %31 : f32, !llvm.ptr
        %cst_97 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_97, %32 : f32, !llvm.ptr
        %cst_98 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_98, %33 : f32, !llvm.ptr
        %cst_99 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_99, %34 : f32, !llvm.ptr
        %cst_100 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_100, %35 : f32, !llvm.ptr
        %cst_101 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_101, %36 : f32, !llvm.ptr
        %cst_102 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_102, %37 : f32, !llvm.ptr
        %cst_103 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_103, %38 : f32, !llvm.ptr
        %cst_104 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_104, %39 : f32, !llvm.ptr
        %cst_105 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_105, %40 : f32, !llvm.ptr
        %cst_106 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_106, %41 : f32, !llvm.ptr
        %cst_107 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_107, %42 : f32, !llvm.ptr
        %cst_108 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_108, %43 : f32, !llvm.ptr
        %cst_109 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_109, %44 : f32, !llvm.ptr
        %c0_i64_110 = arith.constant 0 : i64
        %c5_i64_111 = arith.constant 5 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_110 to %c5_i64_111 step %c1_i64  : i64 {
          %c70_i64_113 = arith.constant 70 : i64
          %100 = arith.muli %arg15, %c70_i64_113 : i64
          %101 = arith.addi %63, %100 : i64
          %102 = llvm.getelementptr %1[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %103 = llvm.load %102 : !llvm.ptr<1> -> f32
          %c70_i64_114 = arith.constant 70 : i64
          %104 = arith.muli %arg15, %c70_i64_114 : i64
          %105 = arith.addi %66, %104 : i64
          %106 = llvm.getelementptr %1[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %107 = llvm.load %106 : !llvm.ptr<1> -> f32
          %c5_i64_115 = arith.constant 5 : i64
          %108 = arith.muli %69, %c5_i64_115 : i64
          %109 = arith.addi %arg15, %108 : i64
          %110 = llvm.getelementptr %3[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %111 = llvm.load %110 : !llvm.ptr<1> -> f32
          %c5_i64_116 = arith.constant 5 : i64
          %112 = arith.muli %73, %c5_i64_116 : i64
          %113 = arith.addi %arg15, %112 : i64
          %114 = llvm.getelementptr %3[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %115 = llvm.load %114 : !llvm.ptr<1> -> f32
          %c5_i64_117 = arith.constant 5 : i64
          %116 = arith.muli %77, %c5_i64_117 : i64
          %117 = arith.addi %arg15, %116 : i64
          %118 = llvm.getelementptr %3[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %119 = llvm.load %118 : !llvm.ptr<1> -> f32
          %c5_i64_118 = arith.constant 5 : i64
          %120 = arith.muli %81, %c5_i64_118 : i64
          %121 = arith.addi %arg15, %120 : i64
          %122 = llvm.getelementptr %3[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %123 = llvm.load %122 : !llvm.ptr<1> -> f32
          %c5_i64_119 = arith.constant 5 : i64
          %124 = arith.muli %85, %c5_i64_119 : i64
          %125 = arith.addi %arg15, %124 : i64
          %126 = llvm.getelementptr %3[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %127 = llvm.load %126 : !llvm.ptr<1> -> f32
          %c5_i64_120 = arith.constant 5 : i64
          %128 = arith.muli %89, %c5_i64_120 : i64
          %129 = arith.addi %arg15, %128 : i64
          %130 = llvm.getelementptr %3[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %131 = llvm.load %130 : !llvm.ptr<1> -> f32
          %c5_i64_121 = arith.constant 5 : i64
          %132 = arith.muli %93, %c5_i64_121 : i64
          %133 = arith.addi %arg15, %132 : i64
          %134 = llvm.getelementptr %3[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %135 = llvm.load %134 : !llvm.ptr<1> -> f32
          %c5_i64_122 = arith.constant 5 : i64
          %136 = arith.muli %97, %c5_i64_122 : i64
          %137 = arith.addi %arg15, %136 : i64
          %138 = llvm.getelementptr %3[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %139 = llvm.load %138 : !llvm.ptr<1> -> f32
          %140 = llvm.load %29 : !llvm.ptr -> f32
          %141 = arith.mulf %103, %111 : f32
          %142 = arith.addf %140, %141 : f32
          llvm.store %142, %29 : f32, !llvm.ptr
          %143 = llvm.load %30 : !llvm.ptr -> f32
          %144 = arith.mulf %103, %115 : f32
          %145 = arith.addf %143, %144 : f32
          llvm.store %145, %30 : f32, !llvm.ptr
          %146 = llvm.load %31 : !llvm.ptr -> f32
          %147 = arith.mulf %103, %119 : f32
          %148 = arith.addf %146, %147 : f32
          llvm.store %148, %31 : f32, !llvm.ptr
          %149 = llvm.load %32 : !llvm.ptr -> f32
          %150 = arith.mulf %103, %123 : f32
          %151 = arith.addf %149, %150 : f32
          llvm.store %151, %32 : f32, !llvm.ptr
          %152 = llvm.load %33 : !llvm.ptr -> f32
          %153 = arith.mulf %103, %127 : f32
          %154 = arith.addf %152, %153 : f32
          llvm.store %154, %33 : f32, !llvm.ptr
          %155 = llvm.load %34 : !llvm.ptr -> f32
          %156 = arith.mulf %103, %131 : f32
          %157 = arith.addf %155, %156 : f32
          llvm.store %157, %34 : f32, !llvm.ptr
          %158 = llvm.load %35 : !llvm.ptr -> f32
          %159 = arith.mulf %103, %135 : f32
          %160 = arith.addf %158, %159 : f32
          llvm.store %160, %35 : f32, !llvm.ptr
          %161 = llvm.load %36 : !llvm.ptr -> f32
          %162 = arith.mulf %103, %139 : f32
          %163 = arith.addf %161, %162 : f32
          llvm.store %163, %36 : f32, !llvm.ptr
          %164 = llvm.load %37 : !llvm.ptr -> f32
          %165 = arith.mulf %107, %111 : f32
          %166 = arith.addf %164, %165 : f32
          llvm.store %166, %37 : f32, !llvm.ptr
          %167 = llvm.load %38 : !llvm.ptr -> f32
          %168 = arith.mulf %107, %115 : f32
          %169 = arith.addf %167, %168 : f32
          llvm.store %169, %38 : f32, !llvm.ptr
          %170 = llvm.load %39 : !llvm.ptr -> f32
          %171 = arith.mulf %107, %119 : f32
          %172 = arith.addf %170, %171 : f32
          llvm.store %172, %39 : f32, !llvm.ptr
          %173 = llvm.load %40 : !llvm.ptr -> f32
          %174 = arith.mulf %107, %123 : f32
          %175 = arith.addf %173, %174 : f32
          llvm.store %175, %40 : f32, !llvm.ptr
          %176 = llvm.load %41 : !llvm.ptr -> f32
          %177 = arith.mulf %107, %127 : f32
          %178 = arith.addf %176, %177 : f32
          llvm.store %178, %41 : f32, !llvm.ptr
          %179 = llvm.load %42 : !llvm.ptr -> f32
          %180 = arith.mulf %107, %131 : f32
          %181 = arith.addf %179, %180 : f32
          llvm.store %181, %42 : f32, !llvm.ptr
          %182 = llvm.load %43 : !llvm.ptr -> f32
          %183 = arith.mulf %107, %135 : f32
          %184 = arith.addf %182, %183 : f32
          llvm.store %184, %43 : f32, !llvm.ptr
          %185 = llvm.load %44 : !llvm.ptr -> f32
          %186 = arith.mulf %107, %139 : f32
          %187 = arith.addf %185, %186 : f32
          llvm.store %187, %44 : f32, !llvm.ptr
        }
        %c70_i64 = arith.constant 70 : i64
        %98 = arith.cmpi slt, %62, %c70_i64 : i64
        scf.if %98 {
          %c45_i64_113 = arith.constant 45 : i64
          %100 = arith.cmpi slt, %68, %c45_i64_113 : i64
          scf.if %100 {
            %108 = llvm.load %29 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %109 = arith.muli %68, %c70_i64_121 : i64
            %110 = arith.addi %62, %109 : i64
            %111 = llvm.getelementptr %5[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
          %c45_i64_114 = arith.constant 45 : i64
          %101 = arith.cmpi slt, %72, %c45_i64_114 : i64
          scf.if %101 {
            %108 = llvm.load %30 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %109 = arith.muli %72, %c70_i64_121 : i64
            %110 = arith.addi %62, %109 : i64
            %111 = llvm.getelementptr %5[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
          %c45_i64_115 = arith.constant 45 : i64
          %102 = arith.cmpi slt, %76, %c45_i64_115 : i64
          scf.if %102 {
            %108 = llvm.load %31 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %109 = arith.muli %76, %c70_i64_121 : i64
            %110 = arith.addi %62, %109 : i64
            %111 = llvm.getelementptr %5[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
          %c45_i64_116 = arith.constant 45 : i64
          %103 = arith.cmpi slt, %80, %c45_i64_116 : i64
          scf.if %103 {
            %108 = llvm.load %32 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %109 = arith.muli %80, %c70_i64_121 : i64
            %110 = arith.addi %62, %109 : i64
            %111 = llvm.getelementptr %5[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
          %c45_i64_117 = arith.constant 45 : i64
          %104 = arith.cmpi slt, %84, %c45_i64_117 : i64
          scf.if %104 {
            %108 = llvm.load %33 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %109 = arith.muli %84, %c70_i64_121 : i64
            %110 = arith.addi %62, %109 : i64
            %111 = llvm.getelementptr %5[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
          %c45_i64_118 = arith.constant 45 : i64
          %105 = arith.cmpi slt, %88, %c45_i64_118 : i64
          scf.if %105 {
            %108 = llvm.load %34 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %109 = arith.muli %88, %c70_i64_121 : i64
            %110 = arith.addi %62, %109 : i64
            %111 = llvm.getelementptr %5[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
          %c45_i64_119 = arith.constant 45 : i64
          %106 = arith.cmpi slt, %92, %c45_i64_119 : i64
          scf.if %106 {
            %108 = llvm.load %35 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %109 = arith.muli %92, %c70_i64_121 : i64
            %110 = arith.addi %62, %109 : i64
            %111 = llvm.getelementptr %5[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
          %c45_i64_120 = arith.constant 45 : i64
          %107 = arith.cmpi slt, %96, %c45_i64_120 : i64
          scf.if %107 {
            %108 = llvm.load %36 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %109 = arith.muli %96, %c70_i64_121 : i64
            %110 = arith.addi %62, %109 : i64
            %111 = llvm.getelementptr %5[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
        }
        %c70_i64_112 = arith.constant 70 : i64
        %99 = arith.cmpi slt, %65, %c70_i64_112 : i64
        scf.if %99 {
          %c45_i64_113 = arith.constant 45 : i64
          %100 = arith.cmpi slt, %68, %c45_i64_113 : i64
          scf.if %100 {
            %108 = llvm.load %37 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %109 = arith.muli %68, %c70_i64_121 : i64
            %110 = arith.addi %65, %109 : i64
            %111 = llvm.getelementptr %5[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
          %c45_i64_114 = arith.constant 45 : i64
          %101 = arith.cmpi slt, %72, %c45_i64_114 : i64
          scf.if %101 {
            %108 = llvm.load %38 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %109 = arith.muli %72, %c70_i64_121 : i64
            %110 = arith.addi %65, %109 : i64
            %111 = llvm.getelementptr %5[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
          %c45_i64_115 = arith.constant 45 : i64
          %102 = arith.cmpi slt, %76, %c45_i64_115 : i64
          scf.if %102 {
            %108 = llvm.load %39 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %109 = arith.muli %76, %c70_i64_121 : i64
            %110 = arith.addi %65, %109 : i64
            %111 = llvm.getelementptr %5[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
          %c45_i64_116 = arith.constant 45 : i64
          %103 = arith.cmpi slt, %80, %c45_i64_116 : i64
          scf.if %103 {
            %108 = llvm.load %40 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %109 = arith.muli %80, %c70_i64_121 : i64
            %110 = arith.addi %65, %109 : i64
            %111 = llvm.getelementptr %5[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
          %c45_i64_117 = arith.constant 45 : i64
          %104 = arith.cmpi slt, %84, %c45_i64_117 : i64
          scf.if %104 {
            %108 = llvm.load %41 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %109 = arith.muli %84, %c70_i64_121 : i64
            %110 = arith.addi %65, %109 : i64
            %111 = llvm.getelementptr %5[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
          %c45_i64_118 = arith.constant 45 : i64
          %105 = arith.cmpi slt, %88, %c45_i64_118 : i64
          scf.if %105 {
            %108 = llvm.load %42 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %109 = arith.muli %88, %c70_i64_121 : i64
            %110 = arith.addi %65, %109 : i64
            %111 = llvm.getelementptr %5[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
          %c45_i64_119 = arith.constant 45 : i64
          %106 = arith.cmpi slt, %92, %c45_i64_119 : i64
          scf.if %106 {
            %108 = llvm.load %43 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %109 = arith.muli %92, %c70_i64_121 : i64
            %110 = arith.addi %65, %109 : i64
            %111 = llvm.getelementptr %5[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
          %c45_i64_120 = arith.constant 45 : i64
          %107 = arith.cmpi slt, %96, %c45_i64_120 : i64
          scf.if %107 {
            %108 = llvm.load %44 : !llvm.ptr -> f32
            %c70_i64_121 = arith.constant 70 : i64
            %109 = arith.muli %96, %c70_i64_121 : i64
            %110 = arith.addi %65, %109 : i64
            %111 = llvm.getelementptr %5[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %108, %111 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_y = gpu.thread_id  y
      %47 = arith.index_cast %thread_id_y : index to i64
      %c9_i64 = arith.constant 9 : i64
      %c4_i64 = arith.constant 4 : i64
      scf.for %arg14 = %47 to %c9_i64 step %c4_i64  : i64 {
        %thread_id_x_75 = gpu.thread_id  x
        %62 = arith.index_cast %thread_id_x_75 : index to i64
        %c67_i64 = arith.constant 67 : i64
        %c64_i64_76 = arith.constant 64 : i64
        scf.for %arg15 = %62 to %c67_i64 step %c64_i64_76  : i64 {
          %cst = arith.constant 2.000000e+00 : f32
          %c9_i64_77 = arith.constant 9 : i64
          %63 = arith.muli %arg15, %c9_i64_77 : i64
          %64 = arith.addi %arg14, %63 : i64
          %65 = llvm.getelementptr %7[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %66 = llvm.load %65 : !llvm.ptr<1> -> f32
          %67 = arith.mulf %cst, %66 : f32
          %c67_i64_78 = arith.constant 67 : i64
          %68 = arith.muli %arg14, %c67_i64_78 : i64
          %69 = arith.addi %arg15, %68 : i64
          %70 = llvm.getelementptr %9[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %67, %70 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x = gpu.thread_id  x
      %48 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y_63 = gpu.thread_id  y
      %49 = arith.index_cast %thread_id_y_63 : index to i64
      %50 = arith.muli %c64_i64, %49 : i64
      %51 = arith.addi %48, %50 : i64
      %c300_i64 = arith.constant 300 : i64
      %c256_i64 = arith.constant 256 : i64
      scf.for %arg14 = %51 to %c300_i64 step %c256_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %45 : f32, !llvm.ptr
        %c0_i64_75 = arith.constant 0 : i64
        %c3_i64 = arith.constant 3 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_75 to %c3_i64 step %c1_i64  : i64 {
          %64 = llvm.load %45 : !llvm.ptr -> f32
          %c300_i64_76 = arith.constant 300 : i64
          %65 = arith.muli %arg15, %c300_i64_76 : i64
          %66 = arith.addi %arg14, %65 : i64
          %67 = llvm.getelementptr %11[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %68 = llvm.load %67 : !llvm.ptr<1> -> f32
          %69 = llvm.getelementptr %13[%arg15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %70 = llvm.load %69 : !llvm.ptr<1> -> f32
          %71 = arith.mulf %68, %70 : f32
          %72 = arith.addf %64, %71 : f32
          llvm.store %72, %45 : f32, !llvm.ptr
        }
        %62 = llvm.load %45 : !llvm.ptr -> f32
        %63 = llvm.getelementptr %15[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %62, %63 : f32, !llvm.ptr<1>
      }
      %thread_id_x_64 = gpu.thread_id  x
      %52 = arith.index_cast %thread_id_x_64 : index to i64
      %c64_i64_65 = arith.constant 64 : i64
      %thread_id_y_66 = gpu.thread_id  y
      %53 = arith.index_cast %thread_id_y_66 : index to i64
      %54 = arith.muli %c64_i64_65, %53 : i64
      %55 = arith.addi %52, %54 : i64
      %c0_i64_67 = arith.constant 0 : i64
      %56 = arith.cmpi eq, %55, %c0_i64_67 : i64
      scf.if %56 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %46 : f32, !llvm.ptr
        %c0_i64_75 = arith.constant 0 : i64
        %c300_i64_76 = arith.constant 300 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_75 to %c300_i64_76 step %c1_i64  : i64 {
          %63 = llvm.load %46 : !llvm.ptr -> f32
          %64 = llvm.getelementptr %17[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %65 = llvm.load %64 : !llvm.ptr<1> -> f32
          %66 = arith.addf %63, %65 : f32
          llvm.store %66, %46 : f32, !llvm.ptr
        }
        %62 = llvm.load %46 : !llvm.ptr -> f32
        llvm.store %62, %19 : f32, !llvm.ptr<1>
      }
      %thread_id_y_68 = gpu.thread_id  y
      %57 = arith.index_cast %thread_id_y_68 : index to i64
      %c5_i64 = arith.constant 5 : i64
      %c4_i64_69 = arith.constant 4 : i64
      scf.for %arg14 = %57 to %c5_i64 step %c4_i64_69  : i64 {
        %thread_id_x_75 = gpu.thread_id  x
        %62 = arith.index_cast %thread_id_x_75 : index to i64
        %c70_i64 = arith.constant 70 : i64
        %c64_i64_76 = arith.constant 64 : i64
        scf.for %arg15 = %62 to %c70_i64 step %c64_i64_76  : i64 {
          %63 = llvm.getelementptr %21[%arg15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %64 = llvm.load %63 : !llvm.ptr<1> -> f32
          %65 = llvm.getelementptr %23[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %66 = llvm.load %65 : !llvm.ptr<1> -> f32
          %67 = arith.mulf %64, %66 : f32
          %c70_i64_77 = arith.constant 70 : i64
          %68 = arith.muli %arg14, %c70_i64_77 : i64
          %69 = arith.addi %arg15, %68 : i64
          %70 = llvm.getelementptr %25[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %67, %70 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_70 = gpu.thread_id  x
      %58 = arith.index_cast %thread_id_x_70 : index to i64
      %c64_i64_71 = arith.constant 64 : i64
      %thread_id_y_72 = gpu.thread_id  y
      %59 = arith.index_cast %thread_id_y_72 : index to i64
      %60 = arith.muli %c64_i64_71, %59 : i64
      %61 = arith.addi %58, %60 : i64
      %c300_i64_73 = arith.constant 300 : i64
      %c256_i64_74 = arith.constant 256 : i64
      scf.for %arg14 = %61 to %c300_i64_73 step %c256_i64_74  : i64 {
        %62 = arith.trunci %arg14 : i64 to i32
        %c2_i32 = arith.constant 2 : i32
        %63 = arith.muli %62, %c2_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %64 = arith.addi %63, %c1_i32 : i32
        %65 = llvm.getelementptr %27[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %64, %65 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
