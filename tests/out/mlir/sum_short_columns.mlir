module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: memref<9x56x?xf32, strided<[1, 9, 504]>, 1>, %arg1: memref<56x?xf32, strided<[1, 56]>, 1>, %arg2: memref<9x?xf32, strided<[1, 9]>, 1>, %arg3: memref<5x12x?xf64, strided<[1, 5, 60]>, 1>, %arg4: memref<4x30x?xf32, strided<[1, 4, 120]>, 1>, %arg5: memref<1000x?xf32, strided<[1, 1000]>, 1>, %arg6: memref<7x?xf64, strided<[1, 7]>, 1>, %arg7: memref<9x?xf32, strided<[1, 9]>, 1>, %arg8: memref<56x?xf32, strided<[1, 56]>, 1>, %arg9: memref<9x?xf32, strided<[1, 9]>, 1>, %arg10: memref<56x?xf32, strided<[1, 56]>, 1>, %arg11: memref<5x?xf64, strided<[1, 5]>, 1>, %arg12: memref<12x?xf64, strided<[1, 12]>, 1>, %arg13: memref<30x?xf32, strided<[1, 30]>, 1>, %arg14: memref<9x56x?xf32, strided<[1, 9, 504]>, 1>, %arg15: memref<?xf32, strided<[1]>, 1>, %arg16: memref<?xf64, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<9x56x?xf32, strided<[1, 9, 504]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<9x56x?xf32, strided<[1, 9, 504]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<56x?xf32, strided<[1, 56]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<56x?xf32, strided<[1, 56]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<9x?xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<9x?xf32, strided<[1, 9]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<5x12x?xf64, strided<[1, 5, 60]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<5x12x?xf64, strided<[1, 5, 60]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<4x30x?xf32, strided<[1, 4, 120]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<4x30x?xf32, strided<[1, 4, 120]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<1000x?xf32, strided<[1, 1000]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<1000x?xf32, strided<[1, 1000]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg6 : memref<7x?xf64, strided<[1, 7]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<7x?xf64, strided<[1, 7]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#1 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg7 : memref<9x?xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<9x?xf32, strided<[1, 9]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg8 : memref<56x?xf32, strided<[1, 56]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg8 : memref<56x?xf32, strided<[1, 56]>, 1> -> index
      %24 = arith.index_cast %intptr_39 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_37#1 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg9 : memref<9x?xf32, strided<[1, 9]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg9 : memref<9x?xf32, strided<[1, 9]>, 1> -> index
      %27 = arith.index_cast %intptr_44 : index to i64
      %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<1>
      %29 = arith.index_cast %sizes_42#1 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %arg10 : memref<56x?xf32, strided<[1, 56]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg10 : memref<56x?xf32, strided<[1, 56]>, 1> -> index
      %30 = arith.index_cast %intptr_49 : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %32 = arith.index_cast %sizes_47#1 : index to i64
      %base_buffer_50, %offset_51, %sizes_52:2, %strides_53:2 = memref.extract_strided_metadata %arg11 : memref<5x?xf64, strided<[1, 5]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg11 : memref<5x?xf64, strided<[1, 5]>, 1> -> index
      %33 = arith.index_cast %intptr_54 : index to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<1>
      %35 = arith.index_cast %sizes_52#1 : index to i64
      %base_buffer_55, %offset_56, %sizes_57:2, %strides_58:2 = memref.extract_strided_metadata %arg12 : memref<12x?xf64, strided<[1, 12]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %arg12 : memref<12x?xf64, strided<[1, 12]>, 1> -> index
      %36 = arith.index_cast %intptr_59 : index to i64
      %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<1>
      %38 = arith.index_cast %sizes_57#1 : index to i64
      %base_buffer_60, %offset_61, %sizes_62:2, %strides_63:2 = memref.extract_strided_metadata %arg13 : memref<30x?xf32, strided<[1, 30]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %arg13 : memref<30x?xf32, strided<[1, 30]>, 1> -> index
      %39 = arith.index_cast %intptr_64 : index to i64
      %40 = llvm.inttoptr %39 : i64 to !llvm.ptr<1>
      %41 = arith.index_cast %sizes_62#1 : index to i64
      %base_buffer_65, %offset_66, %sizes_67:3, %strides_68:3 = memref.extract_strided_metadata %arg14 : memref<9x56x?xf32, strided<[1, 9, 504]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %arg14 : memref<9x56x?xf32, strided<[1, 9, 504]>, 1> -> index
      %42 = arith.index_cast %intptr_69 : index to i64
      %43 = llvm.inttoptr %42 : i64 to !llvm.ptr<1>
      %44 = arith.index_cast %sizes_67#2 : index to i64
      %base_buffer_70, %offset_71, %sizes_72, %strides_73 = memref.extract_strided_metadata %arg15 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_74 = memref.extract_aligned_pointer_as_index %arg15 : memref<?xf32, strided<[1]>, 1> -> index
      %45 = arith.index_cast %intptr_74 : index to i64
      %46 = llvm.inttoptr %45 : i64 to !llvm.ptr<1>
      %47 = arith.index_cast %sizes_72 : index to i64
      %base_buffer_75, %offset_76, %sizes_77, %strides_78 = memref.extract_strided_metadata %arg16 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_79 = memref.extract_aligned_pointer_as_index %arg16 : memref<?xf64, strided<[1]>, 1> -> index
      %48 = arith.index_cast %intptr_79 : index to i64
      %49 = llvm.inttoptr %48 : i64 to !llvm.ptr<1>
      %50 = arith.index_cast %sizes_77 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_80 = memref.alloca() : memref<f32>
      %alloca_81 = memref.alloca() : memref<f32>
      %alloca_82 = memref.alloca() : memref<f32>
      %alloca_83 = memref.alloca() : memref<f64>
      %alloca_84 = memref.alloca() : memref<f64>
      %alloca_85 = memref.alloca() : memref<f32>
      %alloca_86 = memref.alloca() : memref<f32>
      %alloca_87 = memref.alloca() : memref<f32>
      %alloca_88 = memref.alloca() : memref<f32>
      %alloca_89 = memref.alloca() : memref<f32>
      %alloca_90 = memref.alloca() : memref<f32>
      %alloca_91 = memref.alloca() : memref<f32>
      %alloca_92 = memref.alloca() : memref<f32>
      %alloca_93 = memref.alloca() : memref<f32>
      %alloca_94 = memref.alloca() : memref<f32>
      %alloca_95 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %51 = arith.index_cast %block_id_x : index to i64
      %c504_i64 = arith.constant 504 : i64
      %52 = arith.muli %51, %c504_i64 : i64
      %53 = llvm.getelementptr %1[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c56_i64 = arith.constant 56 : i64
      %54 = arith.muli %51, %c56_i64 : i64
      %55 = llvm.getelementptr %4[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c9_i64 = arith.constant 9 : i64
      %56 = arith.muli %51, %c9_i64 : i64
      %57 = llvm.getelementptr %7[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64 = arith.constant 60 : i64
      %58 = arith.muli %51, %c60_i64 : i64
      %59 = llvm.getelementptr %10[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c120_i64 = arith.constant 120 : i64
      %60 = arith.muli %51, %c120_i64 : i64
      %61 = llvm.getelementptr %13[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c1000_i64 = arith.constant 1000 : i64
      %62 = arith.muli %51, %c1000_i64 : i64
      %63 = llvm.getelementptr %16[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c7_i64 = arith.constant 7 : i64
      %64 = arith.muli %51, %c7_i64 : i64
      %65 = llvm.getelementptr %19[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c9_i64_96 = arith.constant 9 : i64
      %66 = arith.muli %51, %c9_i64_96 : i64
      %67 = llvm.getelementptr %22[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c56_i64_97 = arith.constant 56 : i64
      %68 = arith.muli %51, %c56_i64_97 : i64
      %69 = llvm.getelementptr %25[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c9_i64_98 = arith.constant 9 : i64
      %70 = arith.muli %51, %c9_i64_98 : i64
      %71 = llvm.getelementptr %28[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c56_i64_99 = arith.constant 56 : i64
      %72 = arith.muli %51, %c56_i64_99 : i64
      %73 = llvm.getelementptr %31[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c5_i64 = arith.constant 5 : i64
      %74 = arith.muli %51, %c5_i64 : i64
      %75 = llvm.getelementptr %34[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c12_i64 = arith.constant 12 : i64
      %76 = arith.muli %51, %c12_i64 : i64
      %77 = llvm.getelementptr %37[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c30_i64 = arith.constant 30 : i64
      %78 = arith.muli %51, %c30_i64 : i64
      %79 = llvm.getelementptr %40[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c504_i64_100 = arith.constant 504 : i64
      %80 = arith.muli %51, %c504_i64_100 : i64
      %81 = llvm.getelementptr %43[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %82 = llvm.getelementptr %46[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %83 = llvm.getelementptr %49[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %85 = arith.index_cast %thread_id_y : index to i64
      %86 = arith.muli %c64_i64, %85 : i64
      %87 = arith.addi %84, %86 : i64
      %c9_i64_101 = arith.constant 9 : i64
      %c512_i64 = arith.constant 512 : i64
      scf.for %arg17 = %87 to %c9_i64_101 step %c512_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64_142 = arith.constant 0 : i64
        %c56_i64_143 = arith.constant 56 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64_142 to %c56_i64_143 step %c1_i64  : i64 {
          %c9_i64_144 = arith.constant 9 : i64
          %125 = arith.muli %arg18, %c9_i64_144 : i64
          %126 = arith.addi %arg17, %125 : i64
          %127 = llvm.getelementptr %53[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %128 = llvm.load %127 : !llvm.ptr<1> -> f32
          %129 = llvm.getelementptr %55[%arg18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %130 = llvm.load %129 : !llvm.ptr<1> -> f32
          %131 = memref.load %alloca[] : memref<f32>
          %132 = llvm.intr.fma(%128, %130, %131) : (f32, f32, f32) -> f32
          memref.store %132, %alloca[] : memref<f32>
        }
        %123 = memref.load %alloca[] : memref<f32>
        %124 = llvm.getelementptr %67[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %123, %124 : f32, !llvm.ptr<1>
      }
      %thread_id_x_102 = gpu.thread_id  x
      %88 = arith.index_cast %thread_id_x_102 : index to i64
      %c64_i64_103 = arith.constant 64 : i64
      %thread_id_y_104 = gpu.thread_id  y
      %89 = arith.index_cast %thread_id_y_104 : index to i64
      %90 = arith.muli %c64_i64_103, %89 : i64
      %91 = arith.addi %88, %90 : i64
      %c56_i64_105 = arith.constant 56 : i64
      %c512_i64_106 = arith.constant 512 : i64
      scf.for %arg17 = %91 to %c56_i64_105 step %c512_i64_106  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_80[] : memref<f32>
        %c0_i64_142 = arith.constant 0 : i64
        %c9_i64_143 = arith.constant 9 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64_142 to %c9_i64_143 step %c1_i64  : i64 {
          %c9_i64_145 = arith.constant 9 : i64
          %128 = arith.muli %arg17, %c9_i64_145 : i64
          %129 = arith.addi %arg18, %128 : i64
          %130 = llvm.getelementptr %53[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %131 = llvm.load %130 : !llvm.ptr<1> -> f32
          %132 = llvm.getelementptr %57[%arg18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %133 = llvm.load %132 : !llvm.ptr<1> -> f32
          %134 = memref.load %alloca_80[] : memref<f32>
          %135 = llvm.intr.fma(%131, %133, %134) : (f32, f32, f32) -> f32
          memref.store %135, %alloca_80[] : memref<f32>
        }
        %cst_144 = arith.constant 5.000000e-01 : f32
        %123 = memref.load %alloca_80[] : memref<f32>
        %124 = llvm.getelementptr %69[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %125 = llvm.load %124 : !llvm.ptr<1> -> f32
        %126 = llvm.intr.fma(%cst_144, %123, %125) : (f32, f32, f32) -> f32
        %127 = llvm.getelementptr %69[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %126, %127 : f32, !llvm.ptr<1>
      }
      %thread_id_x_107 = gpu.thread_id  x
      %92 = arith.index_cast %thread_id_x_107 : index to i64
      %c64_i64_108 = arith.constant 64 : i64
      %thread_id_y_109 = gpu.thread_id  y
      %93 = arith.index_cast %thread_id_y_109 : index to i64
      %94 = arith.muli %c64_i64_108, %93 : i64
      %95 = arith.addi %92, %94 : i64
      %c9_i64_110 = arith.constant 9 : i64
      %c512_i64_111 = arith.constant 512 : i64
      scf.for %arg17 = %95 to %c9_i64_110 step %c512_i64_111  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_81[] : memref<f32>
        %c0_i64_142 = arith.constant 0 : i64
        %c56_i64_143 = arith.constant 56 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64_142 to %c56_i64_143 step %c1_i64  : i64 {
          %125 = memref.load %alloca_81[] : memref<f32>
          %c9_i64_144 = arith.constant 9 : i64
          %126 = arith.muli %arg18, %c9_i64_144 : i64
          %127 = arith.addi %arg17, %126 : i64
          %128 = llvm.getelementptr %53[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %130 = arith.addf %125, %129 : f32
          memref.store %130, %alloca_81[] : memref<f32>
        }
        %123 = memref.load %alloca_81[] : memref<f32>
        %124 = llvm.getelementptr %71[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %123, %124 : f32, !llvm.ptr<1>
      }
      %thread_id_x_112 = gpu.thread_id  x
      %96 = arith.index_cast %thread_id_x_112 : index to i64
      %c64_i64_113 = arith.constant 64 : i64
      %thread_id_y_114 = gpu.thread_id  y
      %97 = arith.index_cast %thread_id_y_114 : index to i64
      %98 = arith.muli %c64_i64_113, %97 : i64
      %99 = arith.addi %96, %98 : i64
      %c56_i64_115 = arith.constant 56 : i64
      %c512_i64_116 = arith.constant 512 : i64
      scf.for %arg17 = %99 to %c56_i64_115 step %c512_i64_116  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_82[] : memref<f32>
        %c0_i64_142 = arith.constant 0 : i64
        %c9_i64_143 = arith.constant 9 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64_142 to %c9_i64_143 step %c1_i64  : i64 {
          %125 = memref.load %alloca_82[] : memref<f32>
          %c9_i64_144 = arith.constant 9 : i64
          %126 = arith.muli %arg17, %c9_i64_144 : i64
          %127 = arith.addi %arg18, %126 : i64
          %128 = llvm.getelementptr %53[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %130 = arith.addf %125, %129 : f32
          memref.store %130, %alloca_82[] : memref<f32>
        }
        %123 = memref.load %alloca_82[] : memref<f32>
        %124 = llvm.getelementptr %73[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %123, %124 : f32, !llvm.ptr<1>
      }
      %thread_id_x_117 = gpu.thread_id  x
      %100 = arith.index_cast %thread_id_x_117 : index to i64
      %c64_i64_118 = arith.constant 64 : i64
      %thread_id_y_119 = gpu.thread_id  y
      %101 = arith.index_cast %thread_id_y_119 : index to i64
      %102 = arith.muli %c64_i64_118, %101 : i64
      %103 = arith.addi %100, %102 : i64
      %c5_i64_120 = arith.constant 5 : i64
      %c512_i64_121 = arith.constant 512 : i64
      scf.for %arg17 = %103 to %c5_i64_120 step %c512_i64_121  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_83[] : memref<f64>
        %c0_i64_142 = arith.constant 0 : i64
        %c12_i64_143 = arith.constant 12 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64_142 to %c12_i64_143 step %c1_i64  : i64 {
          %128 = memref.load %alloca_83[] : memref<f64>
          %c5_i64_145 = arith.constant 5 : i64
          %129 = arith.muli %arg18, %c5_i64_145 : i64
          %130 = arith.addi %arg17, %129 : i64
          %131 = llvm.getelementptr %59[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %132 = llvm.load %131 : !llvm.ptr<1> -> f64
          %133 = arith.addf %128, %132 : f64
          memref.store %133, %alloca_83[] : memref<f64>
        }
        %cst_144 = arith.constant 2.000000e+00 : f64
        %123 = memref.load %alloca_83[] : memref<f64>
        %124 = llvm.getelementptr %75[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %125 = llvm.load %124 : !llvm.ptr<1> -> f64
        %126 = llvm.intr.fma(%cst_144, %123, %125) : (f64, f64, f64) -> f64
        %127 = llvm.getelementptr %75[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %126, %127 : f64, !llvm.ptr<1>
      }
      %thread_id_x_122 = gpu.thread_id  x
      %104 = arith.index_cast %thread_id_x_122 : index to i64
      %c64_i64_123 = arith.constant 64 : i64
      %thread_id_y_124 = gpu.thread_id  y
      %105 = arith.index_cast %thread_id_y_124 : index to i64
      %106 = arith.muli %c64_i64_123, %105 : i64
      %107 = arith.addi %104, %106 : i64
      %c12_i64_125 = arith.constant 12 : i64
      %c512_i64_126 = arith.constant 512 : i64
      scf.for %arg17 = %107 to %c12_i64_125 step %c512_i64_126  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_84[] : memref<f64>
        %c0_i64_142 = arith.constant 0 : i64
        %c5_i64_143 = arith.constant 5 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64_142 to %c5_i64_143 step %c1_i64  : i64 {
          %125 = memref.load %alloca_84[] : memref<f64>
          %c5_i64_144 = arith.constant 5 : i64
          %126 = arith.muli %arg17, %c5_i64_144 : i64
          %127 = arith.addi %arg18, %126 : i64
          %128 = llvm.getelementptr %59[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %129 = llvm.load %128 : !llvm.ptr<1> -> f64
          %130 = arith.addf %125, %129 : f64
          memref.store %130, %alloca_84[] : memref<f64>
        }
        %123 = memref.load %alloca_84[] : memref<f64>
        %124 = llvm.getelementptr %77[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %123, %124 : f64, !llvm.ptr<1>
      }
      %thread_id_x_127 = gpu.thread_id  x
      %108 = arith.index_cast %thread_id_x_127 : index to i64
      %c64_i64_128 = arith.constant 64 : i64
      %thread_id_y_129 = gpu.thread_id  y
      %109 = arith.index_cast %thread_id_y_129 : index to i64
      %110 = arith.muli %c64_i64_128, %109 : i64
      %111 = arith.addi %108, %110 : i64
      %c30_i64_130 = arith.constant 30 : i64
      %c512_i64_131 = arith.constant 512 : i64
      scf.for %arg17 = %111 to %c30_i64_130 step %c512_i64_131  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_85[] : memref<f32>
        %c0_i64_142 = arith.constant 0 : i64
        %c4_i64 = arith.constant 4 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64_142 to %c4_i64 step %c1_i64  : i64 {
          %125 = memref.load %alloca_85[] : memref<f32>
          %c4_i64_143 = arith.constant 4 : i64
          %126 = arith.muli %arg17, %c4_i64_143 : i64
          %127 = arith.addi %arg18, %126 : i64
          %128 = llvm.getelementptr %61[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %129 = llvm.load %128 : !llvm.ptr<1> -> f32
          %130 = arith.addf %125, %129 : f32
          memref.store %130, %alloca_85[] : memref<f32>
        }
        %123 = memref.load %alloca_85[] : memref<f32>
        %124 = llvm.getelementptr %79[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %123, %124 : f32, !llvm.ptr<1>
      }
      %thread_id_x_132 = gpu.thread_id  x
      %112 = arith.index_cast %thread_id_x_132 : index to i64
      %c9_i64_133 = arith.constant 9 : i64
      %c64_i64_134 = arith.constant 64 : i64
      scf.for %arg17 = %112 to %c9_i64_133 step %c64_i64_134  : i64 {
        %c0_i64_142 = arith.constant 0 : i64
        %c2_i64 = arith.constant 2 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64_142 to %c2_i64 step %c1_i64  : i64 {
          %thread_id_y_143 = gpu.thread_id  y
          %123 = arith.index_cast %thread_id_y_143 : index to i64
          %c32_i64 = arith.constant 32 : i64
          %124 = arith.muli %arg18, %c32_i64 : i64
          %125 = arith.addi %123, %124 : i64
          %c56_i64_144 = arith.constant 56 : i64
          %126 = arith.cmpi slt, %125, %c56_i64_144 : i64
          scf.if %126 {
            %137 = llvm.getelementptr %57[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %138 = llvm.load %137 : !llvm.ptr<1> -> f32
            %139 = llvm.getelementptr %55[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %140 = llvm.load %139 : !llvm.ptr<1> -> f32
            %141 = arith.mulf %138, %140 : f32
            memref.store %141, %alloca_86[] : memref<f32>
            %c9_i64_152 = arith.constant 9 : i64
            %142 = arith.muli %125, %c9_i64_152 : i64
            %143 = arith.addi %arg17, %142 : i64
            %144 = llvm.getelementptr %81[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %145 = llvm.load %144 : !llvm.ptr<1> -> f32
            memref.store %145, %alloca_87[] : memref<f32>
          }
          %c8_i64 = arith.constant 8 : i64
          %127 = arith.addi %125, %c8_i64 : i64
          %c56_i64_145 = arith.constant 56 : i64
          %128 = arith.cmpi slt, %127, %c56_i64_145 : i64
          scf.if %128 {
            %137 = llvm.getelementptr %57[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %138 = llvm.load %137 : !llvm.ptr<1> -> f32
            %139 = llvm.getelementptr %55[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %140 = llvm.load %139 : !llvm.ptr<1> -> f32
            %141 = arith.mulf %138, %140 : f32
            memref.store %141, %alloca_88[] : memref<f32>
            %c9_i64_152 = arith.constant 9 : i64
            %142 = arith.muli %127, %c9_i64_152 : i64
            %143 = arith.addi %arg17, %142 : i64
            %144 = llvm.getelementptr %81[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %145 = llvm.load %144 : !llvm.ptr<1> -> f32
            memref.store %145, %alloca_89[] : memref<f32>
          }
          %c16_i64 = arith.constant 16 : i64
          %129 = arith.addi %125, %c16_i64 : i64
          %c56_i64_146 = arith.constant 56 : i64
          %130 = arith.cmpi slt, %129, %c56_i64_146 : i64
          scf.if %130 {
            %137 = llvm.getelementptr %57[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %138 = llvm.load %137 : !llvm.ptr<1> -> f32
            %139 = llvm.getelementptr %55[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %140 = llvm.load %139 : !llvm.ptr<1> -> f32
            %141 = arith.mulf %138, %140 : f32
            memref.store %141, %alloca_90[] : memref<f32>
            %c9_i64_152 = arith.constant 9 : i64
            %142 = arith.muli %129, %c9_i64_152 : i64
            %143 = arith.addi %arg17, %142 : i64
            %144 = llvm.getelementptr %81[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %145 = llvm.load %144 : !llvm.ptr<1> -> f32
            memref.store %145, %alloca_91[] : memref<f32>
          }
          %c24_i64 = arith.constant 24 : i64
          %131 = arith.addi %125, %c24_i64 : i64
          %c56_i64_147 = arith.constant 56 : i64
          %132 = arith.cmpi slt, %131, %c56_i64_147 : i64
          scf.if %132 {
            %137 = llvm.getelementptr %57[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %138 = llvm.load %137 : !llvm.ptr<1> -> f32
            %139 = llvm.getelementptr %55[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %140 = llvm.load %139 : !llvm.ptr<1> -> f32
            %141 = arith.mulf %138, %140 : f32
            memref.store %141, %alloca_92[] : memref<f32>
            %c9_i64_152 = arith.constant 9 : i64
            %142 = arith.muli %131, %c9_i64_152 : i64
            %143 = arith.addi %arg17, %142 : i64
            %144 = llvm.getelementptr %81[%143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %145 = llvm.load %144 : !llvm.ptr<1> -> f32
            memref.store %145, %alloca_93[] : memref<f32>
          }
          %c56_i64_148 = arith.constant 56 : i64
          %133 = arith.cmpi slt, %125, %c56_i64_148 : i64
          scf.if %133 {
            %137 = memref.load %alloca_87[] : memref<f32>
            %138 = memref.load %alloca_86[] : memref<f32>
            %139 = arith.addf %137, %138 : f32
            %c9_i64_152 = arith.constant 9 : i64
            %140 = arith.muli %125, %c9_i64_152 : i64
            %141 = arith.addi %arg17, %140 : i64
            %142 = llvm.getelementptr %81[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %139, %142 : f32, !llvm.ptr<1>
          }
          %c56_i64_149 = arith.constant 56 : i64
          %134 = arith.cmpi slt, %127, %c56_i64_149 : i64
          scf.if %134 {
            %137 = memref.load %alloca_89[] : memref<f32>
            %138 = memref.load %alloca_88[] : memref<f32>
            %139 = arith.addf %137, %138 : f32
            %c9_i64_152 = arith.constant 9 : i64
            %140 = arith.muli %127, %c9_i64_152 : i64
            %141 = arith.addi %arg17, %140 : i64
            %142 = llvm.getelementptr %81[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %139, %142 : f32, !llvm.ptr<1>
          }
          %c56_i64_150 = arith.constant 56 : i64
          %135 = arith.cmpi slt, %129, %c56_i64_150 : i64
          scf.if %135 {
            %137 = memref.load %alloca_91[] : memref<f32>
            %138 = memref.load %alloca_90[] : memref<f32>
            %139 = arith.addf %137, %138 : f32
            %c9_i64_152 = arith.constant 9 : i64
            %140 = arith.muli %129, %c9_i64_152 : i64
            %141 = arith.addi %arg17, %140 : i64
            %142 = llvm.getelementptr %81[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %139, %142 : f32, !llvm.ptr<1>
          }
          %c56_i64_151 = arith.constant 56 : i64
          %136 = arith.cmpi slt, %131, %c56_i64_151 : i64
          scf.if %136 {
            %137 = memref.load %alloca_93[] : memref<f32>
            %138 = memref.load %alloca_92[] : memref<f32>
            %139 = arith.addf %137, %138 : f32
            %c9_i64_152 = arith.constant 9 : i64
            %140 = arith.muli %131, %c9_i64_152 : i64
            %141 = arith.addi %arg17, %140 : i64
            %142 = llvm.getelementptr %81[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %139, %142 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_135 = gpu.thread_id  x
      %113 = arith.index_cast %thread_id_x_135 : index to i64
      %c64_i64_136 = arith.constant 64 : i64
      %thread_id_y_137 = gpu.thread_id  y
      %114 = arith.index_cast %thread_id_y_137 : index to i64
      %115 = arith.muli %c64_i64_136, %114 : i64
      %116 = arith.addi %113, %115 : i64
      %c0_i64 = arith.constant 0 : i64
      %117 = arith.cmpi eq, %116, %c0_i64 : i64
      scf.if %117 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_94[] : memref<f32>
        %c0_i64_142 = arith.constant 0 : i64
        %c1000_i64_143 = arith.constant 1000 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg17 = %c0_i64_142 to %c1000_i64_143 step %c1_i64  : i64 {
          %124 = memref.load %alloca_94[] : memref<f32>
          %125 = llvm.getelementptr %63[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %126 = llvm.load %125 : !llvm.ptr<1> -> f32
          %127 = arith.addf %124, %126 : f32
          memref.store %127, %alloca_94[] : memref<f32>
        }
        %123 = memref.load %alloca_94[] : memref<f32>
        llvm.store %123, %82 : f32, !llvm.ptr<1>
      }
      %thread_id_x_138 = gpu.thread_id  x
      %118 = arith.index_cast %thread_id_x_138 : index to i64
      %c64_i64_139 = arith.constant 64 : i64
      %thread_id_y_140 = gpu.thread_id  y
      %119 = arith.index_cast %thread_id_y_140 : index to i64
      %120 = arith.muli %c64_i64_139, %119 : i64
      %121 = arith.addi %118, %120 : i64
      %c0_i64_141 = arith.constant 0 : i64
      %122 = arith.cmpi eq, %121, %c0_i64_141 : i64
      scf.if %122 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_95[] : memref<f64>
        %c0_i64_142 = arith.constant 0 : i64
        %c7_i64_143 = arith.constant 7 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg17 = %c0_i64_142 to %c7_i64_143 step %c1_i64  : i64 {
          %126 = memref.load %alloca_95[] : memref<f64>
          %127 = llvm.getelementptr %65[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %128 = llvm.load %127 : !llvm.ptr<1> -> f64
          %129 = arith.addf %126, %128 : f64
          memref.store %129, %alloca_95[] : memref<f64>
        }
        %123 = llvm.load %83 : !llvm.ptr<1> -> f64
        %124 = memref.load %alloca_95[] : memref<f64>
        %125 = arith.addf %123, %124 : f64
        llvm.store %125, %83 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
