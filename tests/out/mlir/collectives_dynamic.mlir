module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @collectives_dynamic(%arg0: memref<?x?xf32, strided<[1, ?]>, 1>, %arg1: memref<?x?xf32, strided<[1, ?]>, 1>, %arg2: memref<?xf64, strided<[1]>, 1>, %arg3: memref<?xf64, strided<[1]>, 1>, %arg4: memref<?xf32, strided<[1]>, 1>, %arg5: memref<?xf32, strided<[1]>, 1>, %arg6: memref<?xf32, strided<[1]>, 1>, %arg7: memref<?xf32, strided<[1]>, 1>, %arg8: memref<?xf32, strided<[1]>, 1>, %arg9: memref<?x?xf32, strided<[1, ?]>, 1>, %arg10: memref<?x?xf64, strided<[1, ?]>, 1>, %arg11: memref<?xf64, strided<[1]>, 1>, %arg12: memref<?x?xf32, strided<[1, ?]>, 1>, %arg13: memref<?xf32, strided<[1]>, 1>, %arg14: memref<?x?xf32, strided<[1, ?]>, 1>, %arg15: memref<?xf32, strided<[1]>, 1>, %arg16: memref<?xf32, strided<[1]>, 1>, %arg17: memref<?x?xf64, strided<[1, ?]>, 1>, %arg18: memref<?xf64, strided<[1]>, 1>, %arg19: memref<?xf64, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
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
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg2 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<?xf64, strided<[1]>, 1> -> index
      %10 = arith.index_cast %intptr_9 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %12 = arith.index_cast %sizes_7 : index to i64
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg3 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<?xf64, strided<[1]>, 1> -> index
      %13 = arith.index_cast %intptr_14 : index to i64
      %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<1>
      %15 = arith.index_cast %sizes_12 : index to i64
      %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %arg4 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<?xf32, strided<[1]>, 1> -> index
      %16 = arith.index_cast %intptr_19 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %18 = arith.index_cast %sizes_17 : index to i64
      %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %arg5 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<?xf32, strided<[1]>, 1> -> index
      %19 = arith.index_cast %intptr_24 : index to i64
      %20 = llvm.inttoptr %19 : i64 to !llvm.ptr<1>
      %21 = arith.index_cast %sizes_22 : index to i64
      %base_buffer_25, %offset_26, %sizes_27, %strides_28 = memref.extract_strided_metadata %arg6 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<?xf32, strided<[1]>, 1> -> index
      %22 = arith.index_cast %intptr_29 : index to i64
      %23 = llvm.inttoptr %22 : i64 to !llvm.ptr<1>
      %24 = arith.index_cast %sizes_27 : index to i64
      %base_buffer_30, %offset_31, %sizes_32, %strides_33 = memref.extract_strided_metadata %arg7 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<?xf32, strided<[1]>, 1> -> index
      %25 = arith.index_cast %intptr_34 : index to i64
      %26 = llvm.inttoptr %25 : i64 to !llvm.ptr<1>
      %27 = arith.index_cast %sizes_32 : index to i64
      %base_buffer_35, %offset_36, %sizes_37, %strides_38 = memref.extract_strided_metadata %arg8 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg8 : memref<?xf32, strided<[1]>, 1> -> index
      %28 = arith.index_cast %intptr_39 : index to i64
      %29 = llvm.inttoptr %28 : i64 to !llvm.ptr<1>
      %30 = arith.index_cast %sizes_37 : index to i64
      %base_buffer_40, %offset_41, %sizes_42:2, %strides_43:2 = memref.extract_strided_metadata %arg9 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_44 = memref.extract_aligned_pointer_as_index %arg9 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %31 = arith.index_cast %intptr_44 : index to i64
      %32 = llvm.inttoptr %31 : i64 to !llvm.ptr<1>
      %33 = arith.index_cast %sizes_42#0 : index to i64
      %34 = arith.index_cast %sizes_42#1 : index to i64
      %35 = arith.index_cast %strides_43#1 : index to i64
      %base_buffer_45, %offset_46, %sizes_47:2, %strides_48:2 = memref.extract_strided_metadata %arg10 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_49 = memref.extract_aligned_pointer_as_index %arg10 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %36 = arith.index_cast %intptr_49 : index to i64
      %37 = llvm.inttoptr %36 : i64 to !llvm.ptr<1>
      %38 = arith.index_cast %sizes_47#0 : index to i64
      %39 = arith.index_cast %sizes_47#1 : index to i64
      %40 = arith.index_cast %strides_48#1 : index to i64
      %base_buffer_50, %offset_51, %sizes_52, %strides_53 = memref.extract_strided_metadata %arg11 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_54 = memref.extract_aligned_pointer_as_index %arg11 : memref<?xf64, strided<[1]>, 1> -> index
      %41 = arith.index_cast %intptr_54 : index to i64
      %42 = llvm.inttoptr %41 : i64 to !llvm.ptr<1>
      %43 = arith.index_cast %sizes_52 : index to i64
      %base_buffer_55, %offset_56, %sizes_57:2, %strides_58:2 = memref.extract_strided_metadata %arg12 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_59 = memref.extract_aligned_pointer_as_index %arg12 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %44 = arith.index_cast %intptr_59 : index to i64
      %45 = llvm.inttoptr %44 : i64 to !llvm.ptr<1>
      %46 = arith.index_cast %sizes_57#0 : index to i64
      %47 = arith.index_cast %sizes_57#1 : index to i64
      %48 = arith.index_cast %strides_58#1 : index to i64
      %base_buffer_60, %offset_61, %sizes_62, %strides_63 = memref.extract_strided_metadata %arg13 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_64 = memref.extract_aligned_pointer_as_index %arg13 : memref<?xf32, strided<[1]>, 1> -> index
      %49 = arith.index_cast %intptr_64 : index to i64
      %50 = llvm.inttoptr %49 : i64 to !llvm.ptr<1>
      %51 = arith.index_cast %sizes_62 : index to i64
      %base_buffer_65, %offset_66, %sizes_67:2, %strides_68:2 = memref.extract_strided_metadata %arg14 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_69 = memref.extract_aligned_pointer_as_index %arg14 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %52 = arith.index_cast %intptr_69 : index to i64
      %53 = llvm.inttoptr %52 : i64 to !llvm.ptr<1>
      %54 = arith.index_cast %sizes_67#0 : index to i64
      %55 = arith.index_cast %sizes_67#1 : index to i64
      %56 = arith.index_cast %strides_68#1 : index to i64
      %base_buffer_70, %offset_71, %sizes_72, %strides_73 = memref.extract_strided_metadata %arg15 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_74 = memref.extract_aligned_pointer_as_index %arg15 : memref<?xf32, strided<[1]>, 1> -> index
      %57 = arith.index_cast %intptr_74 : index to i64
      %58 = llvm.inttoptr %57 : i64 to !llvm.ptr<1>
      %59 = arith.index_cast %sizes_72 : index to i64
      %base_buffer_75, %offset_76, %sizes_77, %strides_78 = memref.extract_strided_metadata %arg16 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_79 = memref.extract_aligned_pointer_as_index %arg16 : memref<?xf32, strided<[1]>, 1> -> index
      %60 = arith.index_cast %intptr_79 : index to i64
      %61 = llvm.inttoptr %60 : i64 to !llvm.ptr<1>
      %62 = arith.index_cast %sizes_77 : index to i64
      %base_buffer_80, %offset_81, %sizes_82:2, %strides_83:2 = memref.extract_strided_metadata %arg17 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_84 = memref.extract_aligned_pointer_as_index %arg17 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %63 = arith.index_cast %intptr_84 : index to i64
      %64 = llvm.inttoptr %63 : i64 to !llvm.ptr<1>
      %65 = arith.index_cast %sizes_82#0 : index to i64
      %66 = arith.index_cast %sizes_82#1 : index to i64
      %67 = arith.index_cast %strides_83#1 : index to i64
      %base_buffer_85, %offset_86, %sizes_87, %strides_88 = memref.extract_strided_metadata %arg18 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_89 = memref.extract_aligned_pointer_as_index %arg18 : memref<?xf64, strided<[1]>, 1> -> index
      %68 = arith.index_cast %intptr_89 : index to i64
      %69 = llvm.inttoptr %68 : i64 to !llvm.ptr<1>
      %70 = arith.index_cast %sizes_87 : index to i64
      %base_buffer_90, %offset_91, %sizes_92, %strides_93 = memref.extract_strided_metadata %arg19 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_94 = memref.extract_aligned_pointer_as_index %arg19 : memref<?xf64, strided<[1]>, 1> -> index
      %71 = arith.index_cast %intptr_94 : index to i64
      %72 = llvm.inttoptr %71 : i64 to !llvm.ptr<1>
      %73 = arith.index_cast %sizes_92 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_95 = memref.alloca() : memref<f32>
      %alloca_96 = memref.alloca() : memref<f32>
      %alloca_97 = memref.alloca() : memref<f64>
      %thread_id_y = gpu.thread_id  y
      %74 = arith.index_cast %thread_id_y : index to i64
      %c8_i64 = arith.constant 8 : i64
      scf.for %arg20 = %74 to %8 step %c8_i64  : i64 {
        %thread_id_x_121 = gpu.thread_id  x
        %100 = arith.index_cast %thread_id_x_121 : index to i64
        %c64_i64_122 = arith.constant 64 : i64
        scf.for %arg21 = %100 to %7 step %c64_i64_122  : i64 {
          %cst = arith.constant 5.000000e-01 : f32
          %101 = arith.muli %arg20, %9 : i64
          %102 = arith.addi %arg21, %101 : i64
          %103 = llvm.getelementptr %6[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %104 = llvm.load %103 : !llvm.ptr<1> -> f32
          %cst_123 = arith.constant 1.500000e+00 : f32
          %105 = arith.muli %arg20, %4 : i64
          %106 = arith.addi %arg21, %105 : i64
          %107 = llvm.getelementptr %1[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %108 = llvm.load %107 : !llvm.ptr<1> -> f32
          %109 = arith.mulf %cst_123, %108 : f32
          %110 = llvm.intr.fma(%cst, %104, %109) : (f32, f32, f32) -> f32
          %111 = arith.muli %arg20, %9 : i64
          %112 = arith.addi %arg21, %111 : i64
          %113 = llvm.getelementptr %6[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %110, %113 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x = gpu.thread_id  x
      %75 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y_98 = gpu.thread_id  y
      %76 = arith.index_cast %thread_id_y_98 : index to i64
      %77 = arith.muli %c64_i64, %76 : i64
      %78 = arith.addi %75, %77 : i64
      %c512_i64 = arith.constant 512 : i64
      scf.for %arg20 = %78 to %15 step %c512_i64  : i64 {
        %cst = arith.constant 2.000000e+00 : f64
        %100 = llvm.getelementptr %11[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %101 = llvm.load %100 : !llvm.ptr<1> -> f64
        %102 = arith.mulf %cst, %101 : f64
        %103 = llvm.getelementptr %14[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %102, %103 : f64, !llvm.ptr<1>
      }
      %thread_id_x_99 = gpu.thread_id  x
      %79 = arith.index_cast %thread_id_x_99 : index to i64
      %c64_i64_100 = arith.constant 64 : i64
      %thread_id_y_101 = gpu.thread_id  y
      %80 = arith.index_cast %thread_id_y_101 : index to i64
      %81 = arith.muli %c64_i64_100, %80 : i64
      %82 = arith.addi %79, %81 : i64
      %c512_i64_102 = arith.constant 512 : i64
      scf.for %arg20 = %82 to %24 step %c512_i64_102  : i64 {
        %100 = llvm.getelementptr %17[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %101 = llvm.load %100 : !llvm.ptr<1> -> f32
        %102 = llvm.getelementptr %20[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %103 = llvm.load %102 : !llvm.ptr<1> -> f32
        %104 = llvm.getelementptr %23[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %105 = llvm.load %104 : !llvm.ptr<1> -> f32
        %106 = llvm.intr.fma(%101, %103, %105) : (f32, f32, f32) -> f32
        %107 = llvm.getelementptr %23[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %106, %107 : f32, !llvm.ptr<1>
      }
      %thread_id_y_103 = gpu.thread_id  y
      %83 = arith.index_cast %thread_id_y_103 : index to i64
      %c8_i64_104 = arith.constant 8 : i64
      scf.for %arg20 = %83 to %34 step %c8_i64_104  : i64 {
        %thread_id_x_121 = gpu.thread_id  x
        %100 = arith.index_cast %thread_id_x_121 : index to i64
        %c64_i64_122 = arith.constant 64 : i64
        scf.for %arg21 = %100 to %33 step %c64_i64_122  : i64 {
          %cst = arith.constant -1.000000e+00 : f32
          %101 = llvm.getelementptr %26[%arg21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %102 = llvm.load %101 : !llvm.ptr<1> -> f32
          %103 = llvm.getelementptr %29[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %104 = llvm.load %103 : !llvm.ptr<1> -> f32
          %105 = arith.mulf %102, %104 : f32
          %106 = arith.muli %arg20, %35 : i64
          %107 = arith.addi %arg21, %106 : i64
          %108 = llvm.getelementptr %32[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %109 = llvm.load %108 : !llvm.ptr<1> -> f32
          %110 = llvm.intr.fma(%cst, %105, %109) : (f32, f32, f32) -> f32
          %111 = arith.muli %arg20, %35 : i64
          %112 = arith.addi %arg21, %111 : i64
          %113 = llvm.getelementptr %32[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %110, %113 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_105 = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x_105 : index to i64
      %c64_i64_106 = arith.constant 64 : i64
      %thread_id_y_107 = gpu.thread_id  y
      %85 = arith.index_cast %thread_id_y_107 : index to i64
      %86 = arith.muli %c64_i64_106, %85 : i64
      %87 = arith.addi %84, %86 : i64
      %c512_i64_108 = arith.constant 512 : i64
      scf.for %arg20 = %87 to %43 step %c512_i64_108  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca[] : memref<f64>
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg21 = %c0_i64 to %39 step %c1_i64  : i64 {
          %102 = memref.load %alloca[] : memref<f64>
          %103 = arith.muli %arg21, %40 : i64
          %104 = arith.addi %arg20, %103 : i64
          %105 = llvm.getelementptr %37[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %106 = llvm.load %105 : !llvm.ptr<1> -> f64
          %107 = arith.addf %102, %106 : f64
          memref.store %107, %alloca[] : memref<f64>
        }
        %100 = memref.load %alloca[] : memref<f64>
        %101 = llvm.getelementptr %42[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %100, %101 : f64, !llvm.ptr<1>
      }
      %thread_id_x_109 = gpu.thread_id  x
      %88 = arith.index_cast %thread_id_x_109 : index to i64
      %c64_i64_110 = arith.constant 64 : i64
      %thread_id_y_111 = gpu.thread_id  y
      %89 = arith.index_cast %thread_id_y_111 : index to i64
      %90 = arith.muli %c64_i64_110, %89 : i64
      %91 = arith.addi %88, %90 : i64
      %c512_i64_112 = arith.constant 512 : i64
      scf.for %arg20 = %91 to %51 step %c512_i64_112  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_95[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg21 = %c0_i64 to %46 step %c1_i64  : i64 {
          %105 = memref.load %alloca_95[] : memref<f32>
          %106 = arith.muli %arg20, %48 : i64
          %107 = arith.addi %arg21, %106 : i64
          %108 = llvm.getelementptr %45[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %109 = llvm.load %108 : !llvm.ptr<1> -> f32
          %110 = arith.addf %105, %109 : f32
          memref.store %110, %alloca_95[] : memref<f32>
        }
        %100 = llvm.getelementptr %50[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %101 = llvm.load %100 : !llvm.ptr<1> -> f32
        %102 = memref.load %alloca_95[] : memref<f32>
        %103 = arith.addf %101, %102 : f32
        %104 = llvm.getelementptr %50[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %103, %104 : f32, !llvm.ptr<1>
      }
      %thread_id_x_113 = gpu.thread_id  x
      %92 = arith.index_cast %thread_id_x_113 : index to i64
      %c64_i64_114 = arith.constant 64 : i64
      %thread_id_y_115 = gpu.thread_id  y
      %93 = arith.index_cast %thread_id_y_115 : index to i64
      %94 = arith.muli %c64_i64_114, %93 : i64
      %95 = arith.addi %92, %94 : i64
      %c512_i64_116 = arith.constant 512 : i64
      scf.for %arg20 = %95 to %62 step %c512_i64_116  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_96[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg21 = %c0_i64 to %59 step %c1_i64  : i64 {
          %105 = arith.muli %arg21, %56 : i64
          %106 = arith.addi %arg20, %105 : i64
          %107 = llvm.getelementptr %53[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %108 = llvm.load %107 : !llvm.ptr<1> -> f32
          %109 = llvm.getelementptr %58[%arg21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %110 = llvm.load %109 : !llvm.ptr<1> -> f32
          %111 = memref.load %alloca_96[] : memref<f32>
          %112 = llvm.intr.fma(%108, %110, %111) : (f32, f32, f32) -> f32
          memref.store %112, %alloca_96[] : memref<f32>
        }
        %cst_121 = arith.constant 5.000000e-01 : f32
        %100 = memref.load %alloca_96[] : memref<f32>
        %101 = llvm.getelementptr %61[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %102 = llvm.load %101 : !llvm.ptr<1> -> f32
        %103 = llvm.intr.fma(%cst_121, %100, %102) : (f32, f32, f32) -> f32
        %104 = llvm.getelementptr %61[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %103, %104 : f32, !llvm.ptr<1>
      }
      %thread_id_x_117 = gpu.thread_id  x
      %96 = arith.index_cast %thread_id_x_117 : index to i64
      %c64_i64_118 = arith.constant 64 : i64
      %thread_id_y_119 = gpu.thread_id  y
      %97 = arith.index_cast %thread_id_y_119 : index to i64
      %98 = arith.muli %c64_i64_118, %97 : i64
      %99 = arith.addi %96, %98 : i64
      %c512_i64_120 = arith.constant 512 : i64
      scf.for %arg20 = %99 to %73 step %c512_i64_120  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_97[] : memref<f64>
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg21 = %c0_i64 to %70 step %c1_i64  : i64 {
          %102 = arith.muli %arg20, %67 : i64
          %103 = arith.addi %arg21, %102 : i64
          %104 = llvm.getelementptr %64[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %105 = llvm.load %104 : !llvm.ptr<1> -> f64
          %106 = llvm.getelementptr %69[%arg21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %107 = llvm.load %106 : !llvm.ptr<1> -> f64
          %108 = memref.load %alloca_97[] : memref<f64>
          %109 = llvm.intr.fma(%105, %107, %108) : (f64, f64, f64) -> f64
          memref.store %109, %alloca_97[] : memref<f64>
        }
        %100 = memref.load %alloca_97[] : memref<f64>
        %101 = llvm.getelementptr %72[%arg20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %100, %101 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
