module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: memref<4x15x?xi32, strided<[1, 4, 60]>, 1>, %arg1: memref<4x15x?xi32, strided<[1, 4, 60]>, 1>, %arg2: memref<4x15x?xi32, strided<[1, 4, 60]>, 1>, %arg3: memref<4x15x?xi64, strided<[1, 4, 60]>, 1>, %arg4: memref<4x15x?xi64, strided<[1, 4, 60]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 16, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<4x15x?xi32, strided<[1, 4, 60]>, 1> -> memref<i32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4x15x?xi32, strided<[1, 4, 60]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<4x15x?xi32, strided<[1, 4, 60]>, 1> -> memref<i32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<4x15x?xi32, strided<[1, 4, 60]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<4x15x?xi32, strided<[1, 4, 60]>, 1> -> memref<i32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<4x15x?xi32, strided<[1, 4, 60]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<4x15x?xi64, strided<[1, 4, 60]>, 1> -> memref<i64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<4x15x?xi64, strided<[1, 4, 60]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<4x15x?xi64, strided<[1, 4, 60]>, 1> -> memref<i64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<4x15x?xi64, strided<[1, 4, 60]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#2 : index to i64
      %alloca = memref.alloca() : memref<i32>
      %alloca_20 = memref.alloca() : memref<i32>
      %alloca_21 = memref.alloca() : memref<i32>
      %alloca_22 = memref.alloca() : memref<i32>
      %alloca_23 = memref.alloca() : memref<i32>
      %alloca_24 = memref.alloca() : memref<i32>
      %alloca_25 = memref.alloca() : memref<i32>
      %alloca_26 = memref.alloca() : memref<i32>
      %block_id_x = gpu.block_id  x
      %15 = arith.index_cast %block_id_x : index to i64
      %c60_i64 = arith.constant 60 : i64
      %16 = arith.muli %15, %c60_i64 : i64
      %17 = llvm.getelementptr %1[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c60_i64_27 = arith.constant 60 : i64
      %18 = arith.muli %15, %c60_i64_27 : i64
      %19 = llvm.getelementptr %4[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c60_i64_28 = arith.constant 60 : i64
      %20 = arith.muli %15, %c60_i64_28 : i64
      %21 = llvm.getelementptr %7[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c60_i64_29 = arith.constant 60 : i64
      %22 = arith.muli %15, %c60_i64_29 : i64
      %23 = llvm.getelementptr %10[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c60_i64_30 = arith.constant 60 : i64
      %24 = arith.muli %15, %c60_i64_30 : i64
      %25 = llvm.getelementptr %13[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %thread_id_x = gpu.thread_id  x
      %26 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %27 = arith.remsi %26, %c16_i64 : i64
      %c4_i64 = arith.constant 4 : i64
      %28 = arith.divsi %27, %c4_i64 : i64
      %thread_id_x_31 = gpu.thread_id  x
      %29 = arith.index_cast %thread_id_x_31 : index to i64
      %c16_i64_32 = arith.constant 16 : i64
      %30 = arith.remsi %29, %c16_i64_32 : i64
      %c4_i64_33 = arith.constant 4 : i64
      %31 = arith.remsi %30, %c4_i64_33 : i64
      %c0_i32 = arith.constant 0 : i32
      memref.store %c0_i32, %alloca[] : memref<i32>
      %c15_i64 = arith.constant 15 : i64
      %32 = arith.cmpi slt, %28, %c15_i64 : i64
      scf.if %32 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %28, %c4_i64_204 : i64
        %274 = arith.addi %31, %273 : i64
        %275 = llvm.getelementptr %17[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %276 = llvm.load %275 : !llvm.ptr<1> -> i32
        memref.store %276, %alloca[] : memref<i32>
      }
      %thread_id_x_34 = gpu.thread_id  x
      %33 = arith.index_cast %thread_id_x_34 : index to i64
      %c16_i64_35 = arith.constant 16 : i64
      %34 = arith.remsi %33, %c16_i64_35 : i64
      %c4_i64_36 = arith.constant 4 : i64
      %35 = arith.divsi %34, %c4_i64_36 : i64
      %c4_i64_37 = arith.constant 4 : i64
      %36 = arith.addi %35, %c4_i64_37 : i64
      %thread_id_x_38 = gpu.thread_id  x
      %37 = arith.index_cast %thread_id_x_38 : index to i64
      %c16_i64_39 = arith.constant 16 : i64
      %38 = arith.remsi %37, %c16_i64_39 : i64
      %c4_i64_40 = arith.constant 4 : i64
      %39 = arith.remsi %38, %c4_i64_40 : i64
      %c0_i32_41 = arith.constant 0 : i32
      memref.store %c0_i32_41, %alloca_20[] : memref<i32>
      %c15_i64_42 = arith.constant 15 : i64
      %40 = arith.cmpi slt, %36, %c15_i64_42 : i64
      scf.if %40 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %36, %c4_i64_204 : i64
        %274 = arith.addi %39, %273 : i64
        %275 = llvm.getelementptr %17[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %276 = llvm.load %275 : !llvm.ptr<1> -> i32
        memref.store %276, %alloca_20[] : memref<i32>
      }
      %thread_id_x_43 = gpu.thread_id  x
      %41 = arith.index_cast %thread_id_x_43 : index to i64
      %c16_i64_44 = arith.constant 16 : i64
      %42 = arith.remsi %41, %c16_i64_44 : i64
      %c4_i64_45 = arith.constant 4 : i64
      %43 = arith.divsi %42, %c4_i64_45 : i64
      %c8_i64 = arith.constant 8 : i64
      %44 = arith.addi %43, %c8_i64 : i64
      %thread_id_x_46 = gpu.thread_id  x
      %45 = arith.index_cast %thread_id_x_46 : index to i64
      %c16_i64_47 = arith.constant 16 : i64
      %46 = arith.remsi %45, %c16_i64_47 : i64
      %c4_i64_48 = arith.constant 4 : i64
      %47 = arith.remsi %46, %c4_i64_48 : i64
      %c0_i32_49 = arith.constant 0 : i32
      memref.store %c0_i32_49, %alloca_21[] : memref<i32>
      %c15_i64_50 = arith.constant 15 : i64
      %48 = arith.cmpi slt, %44, %c15_i64_50 : i64
      scf.if %48 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %44, %c4_i64_204 : i64
        %274 = arith.addi %47, %273 : i64
        %275 = llvm.getelementptr %17[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %276 = llvm.load %275 : !llvm.ptr<1> -> i32
        memref.store %276, %alloca_21[] : memref<i32>
      }
      %thread_id_x_51 = gpu.thread_id  x
      %49 = arith.index_cast %thread_id_x_51 : index to i64
      %c16_i64_52 = arith.constant 16 : i64
      %50 = arith.remsi %49, %c16_i64_52 : i64
      %c4_i64_53 = arith.constant 4 : i64
      %51 = arith.divsi %50, %c4_i64_53 : i64
      %c12_i64 = arith.constant 12 : i64
      %52 = arith.addi %51, %c12_i64 : i64
      %thread_id_x_54 = gpu.thread_id  x
      %53 = arith.index_cast %thread_id_x_54 : index to i64
      %c16_i64_55 = arith.constant 16 : i64
      %54 = arith.remsi %53, %c16_i64_55 : i64
      %c4_i64_56 = arith.constant 4 : i64
      %55 = arith.remsi %54, %c4_i64_56 : i64
      %c0_i32_57 = arith.constant 0 : i32
      memref.store %c0_i32_57, %alloca_22[] : memref<i32>
      %c15_i64_58 = arith.constant 15 : i64
      %56 = arith.cmpi slt, %52, %c15_i64_58 : i64
      scf.if %56 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %52, %c4_i64_204 : i64
        %274 = arith.addi %55, %273 : i64
        %275 = llvm.getelementptr %17[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %276 = llvm.load %275 : !llvm.ptr<1> -> i32
        memref.store %276, %alloca_22[] : memref<i32>
      }
      %thread_id_x_59 = gpu.thread_id  x
      %57 = arith.index_cast %thread_id_x_59 : index to i64
      %c16_i64_60 = arith.constant 16 : i64
      %58 = arith.remsi %57, %c16_i64_60 : i64
      %c4_i64_61 = arith.constant 4 : i64
      %59 = arith.divsi %58, %c4_i64_61 : i64
      %thread_id_x_62 = gpu.thread_id  x
      %60 = arith.index_cast %thread_id_x_62 : index to i64
      %c16_i64_63 = arith.constant 16 : i64
      %61 = arith.remsi %60, %c16_i64_63 : i64
      %c4_i64_64 = arith.constant 4 : i64
      %62 = arith.remsi %61, %c4_i64_64 : i64
      %c0_i32_65 = arith.constant 0 : i32
      memref.store %c0_i32_65, %alloca_23[] : memref<i32>
      %c15_i64_66 = arith.constant 15 : i64
      %63 = arith.cmpi slt, %59, %c15_i64_66 : i64
      scf.if %63 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %59, %c4_i64_204 : i64
        %274 = arith.addi %62, %273 : i64
        %275 = llvm.getelementptr %19[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %276 = llvm.load %275 : !llvm.ptr<1> -> i32
        memref.store %276, %alloca_23[] : memref<i32>
      }
      %thread_id_x_67 = gpu.thread_id  x
      %64 = arith.index_cast %thread_id_x_67 : index to i64
      %c16_i64_68 = arith.constant 16 : i64
      %65 = arith.remsi %64, %c16_i64_68 : i64
      %c4_i64_69 = arith.constant 4 : i64
      %66 = arith.divsi %65, %c4_i64_69 : i64
      %c4_i64_70 = arith.constant 4 : i64
      %67 = arith.addi %66, %c4_i64_70 : i64
      %thread_id_x_71 = gpu.thread_id  x
      %68 = arith.index_cast %thread_id_x_71 : index to i64
      %c16_i64_72 = arith.constant 16 : i64
      %69 = arith.remsi %68, %c16_i64_72 : i64
      %c4_i64_73 = arith.constant 4 : i64
      %70 = arith.remsi %69, %c4_i64_73 : i64
      %c0_i32_74 = arith.constant 0 : i32
      memref.store %c0_i32_74, %alloca_24[] : memref<i32>
      %c15_i64_75 = arith.constant 15 : i64
      %71 = arith.cmpi slt, %67, %c15_i64_75 : i64
      scf.if %71 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %67, %c4_i64_204 : i64
        %274 = arith.addi %70, %273 : i64
        %275 = llvm.getelementptr %19[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %276 = llvm.load %275 : !llvm.ptr<1> -> i32
        memref.store %276, %alloca_24[] : memref<i32>
      }
      %thread_id_x_76 = gpu.thread_id  x
      %72 = arith.index_cast %thread_id_x_76 : index to i64
      %c16_i64_77 = arith.constant 16 : i64
      %73 = arith.remsi %72, %c16_i64_77 : i64
      %c4_i64_78 = arith.constant 4 : i64
      %74 = arith.divsi %73, %c4_i64_78 : i64
      %c8_i64_79 = arith.constant 8 : i64
      %75 = arith.addi %74, %c8_i64_79 : i64
      %thread_id_x_80 = gpu.thread_id  x
      %76 = arith.index_cast %thread_id_x_80 : index to i64
      %c16_i64_81 = arith.constant 16 : i64
      %77 = arith.remsi %76, %c16_i64_81 : i64
      %c4_i64_82 = arith.constant 4 : i64
      %78 = arith.remsi %77, %c4_i64_82 : i64
      %c0_i32_83 = arith.constant 0 : i32
      memref.store %c0_i32_83, %alloca_25[] : memref<i32>
      %c15_i64_84 = arith.constant 15 : i64
      %79 = arith.cmpi slt, %75, %c15_i64_84 : i64
      scf.if %79 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %75, %c4_i64_204 : i64
        %274 = arith.addi %78, %273 : i64
        %275 = llvm.getelementptr %19[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %276 = llvm.load %275 : !llvm.ptr<1> -> i32
        memref.store %276, %alloca_25[] : memref<i32>
      }
      %thread_id_x_85 = gpu.thread_id  x
      %80 = arith.index_cast %thread_id_x_85 : index to i64
      %c16_i64_86 = arith.constant 16 : i64
      %81 = arith.remsi %80, %c16_i64_86 : i64
      %c4_i64_87 = arith.constant 4 : i64
      %82 = arith.divsi %81, %c4_i64_87 : i64
      %c12_i64_88 = arith.constant 12 : i64
      %83 = arith.addi %82, %c12_i64_88 : i64
      %thread_id_x_89 = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x_89 : index to i64
      %c16_i64_90 = arith.constant 16 : i64
      %85 = arith.remsi %84, %c16_i64_90 : i64
      %c4_i64_91 = arith.constant 4 : i64
      %86 = arith.remsi %85, %c4_i64_91 : i64
      %c0_i32_92 = arith.constant 0 : i32
      memref.store %c0_i32_92, %alloca_26[] : memref<i32>
      %c15_i64_93 = arith.constant 15 : i64
      %87 = arith.cmpi slt, %83, %c15_i64_93 : i64
      scf.if %87 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %83, %c4_i64_204 : i64
        %274 = arith.addi %86, %273 : i64
        %275 = llvm.getelementptr %19[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %276 = llvm.load %275 : !llvm.ptr<1> -> i32
        memref.store %276, %alloca_26[] : memref<i32>
      }
      %88 = memref.load %alloca[] : memref<i32>
      %89 = memref.load %alloca_23[] : memref<i32>
      %90 = memref.load %alloca_23[] : memref<i32>
      %c0_i32_94 = arith.constant 0 : i32
      %91 = arith.cmpi eq, %90, %c0_i32_94 : i32
      %92 = arith.extui %91 : i1 to i32
      %93 = arith.addi %89, %92 : i32
      %94 = arith.divsi %88, %93 : i32
      %95 = memref.load %alloca_20[] : memref<i32>
      %96 = memref.load %alloca_24[] : memref<i32>
      %97 = memref.load %alloca_24[] : memref<i32>
      %c0_i32_95 = arith.constant 0 : i32
      %98 = arith.cmpi eq, %97, %c0_i32_95 : i32
      %99 = arith.extui %98 : i1 to i32
      %100 = arith.addi %96, %99 : i32
      %101 = arith.divsi %95, %100 : i32
      %102 = memref.load %alloca_21[] : memref<i32>
      %103 = memref.load %alloca_25[] : memref<i32>
      %104 = memref.load %alloca_25[] : memref<i32>
      %c0_i32_96 = arith.constant 0 : i32
      %105 = arith.cmpi eq, %104, %c0_i32_96 : i32
      %106 = arith.extui %105 : i1 to i32
      %107 = arith.addi %103, %106 : i32
      %108 = arith.divsi %102, %107 : i32
      %109 = memref.load %alloca_22[] : memref<i32>
      %110 = memref.load %alloca_26[] : memref<i32>
      %111 = memref.load %alloca_26[] : memref<i32>
      %c0_i32_97 = arith.constant 0 : i32
      %112 = arith.cmpi eq, %111, %c0_i32_97 : i32
      %113 = arith.extui %112 : i1 to i32
      %114 = arith.addi %110, %113 : i32
      %115 = arith.divsi %109, %114 : i32
      %thread_id_x_98 = gpu.thread_id  x
      %116 = arith.index_cast %thread_id_x_98 : index to i64
      %c16_i64_99 = arith.constant 16 : i64
      %117 = arith.remsi %116, %c16_i64_99 : i64
      %c4_i64_100 = arith.constant 4 : i64
      %118 = arith.divsi %117, %c4_i64_100 : i64
      %thread_id_x_101 = gpu.thread_id  x
      %119 = arith.index_cast %thread_id_x_101 : index to i64
      %c16_i64_102 = arith.constant 16 : i64
      %120 = arith.remsi %119, %c16_i64_102 : i64
      %c4_i64_103 = arith.constant 4 : i64
      %121 = arith.remsi %120, %c4_i64_103 : i64
      %c15_i64_104 = arith.constant 15 : i64
      %122 = arith.cmpi slt, %118, %c15_i64_104 : i64
      scf.if %122 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %118, %c4_i64_204 : i64
        %274 = arith.addi %121, %273 : i64
        %275 = llvm.getelementptr %21[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %94, %275 : i32, !llvm.ptr<1>
      }
      %thread_id_x_105 = gpu.thread_id  x
      %123 = arith.index_cast %thread_id_x_105 : index to i64
      %c16_i64_106 = arith.constant 16 : i64
      %124 = arith.remsi %123, %c16_i64_106 : i64
      %c4_i64_107 = arith.constant 4 : i64
      %125 = arith.divsi %124, %c4_i64_107 : i64
      %c4_i64_108 = arith.constant 4 : i64
      %126 = arith.addi %125, %c4_i64_108 : i64
      %thread_id_x_109 = gpu.thread_id  x
      %127 = arith.index_cast %thread_id_x_109 : index to i64
      %c16_i64_110 = arith.constant 16 : i64
      %128 = arith.remsi %127, %c16_i64_110 : i64
      %c4_i64_111 = arith.constant 4 : i64
      %129 = arith.remsi %128, %c4_i64_111 : i64
      %c15_i64_112 = arith.constant 15 : i64
      %130 = arith.cmpi slt, %126, %c15_i64_112 : i64
      scf.if %130 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %126, %c4_i64_204 : i64
        %274 = arith.addi %129, %273 : i64
        %275 = llvm.getelementptr %21[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %101, %275 : i32, !llvm.ptr<1>
      }
      %thread_id_x_113 = gpu.thread_id  x
      %131 = arith.index_cast %thread_id_x_113 : index to i64
      %c16_i64_114 = arith.constant 16 : i64
      %132 = arith.remsi %131, %c16_i64_114 : i64
      %c4_i64_115 = arith.constant 4 : i64
      %133 = arith.divsi %132, %c4_i64_115 : i64
      %c8_i64_116 = arith.constant 8 : i64
      %134 = arith.addi %133, %c8_i64_116 : i64
      %thread_id_x_117 = gpu.thread_id  x
      %135 = arith.index_cast %thread_id_x_117 : index to i64
      %c16_i64_118 = arith.constant 16 : i64
      %136 = arith.remsi %135, %c16_i64_118 : i64
      %c4_i64_119 = arith.constant 4 : i64
      %137 = arith.remsi %136, %c4_i64_119 : i64
      %c15_i64_120 = arith.constant 15 : i64
      %138 = arith.cmpi slt, %134, %c15_i64_120 : i64
      scf.if %138 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %134, %c4_i64_204 : i64
        %274 = arith.addi %137, %273 : i64
        %275 = llvm.getelementptr %21[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %108, %275 : i32, !llvm.ptr<1>
      }
      %thread_id_x_121 = gpu.thread_id  x
      %139 = arith.index_cast %thread_id_x_121 : index to i64
      %c16_i64_122 = arith.constant 16 : i64
      %140 = arith.remsi %139, %c16_i64_122 : i64
      %c4_i64_123 = arith.constant 4 : i64
      %141 = arith.divsi %140, %c4_i64_123 : i64
      %c12_i64_124 = arith.constant 12 : i64
      %142 = arith.addi %141, %c12_i64_124 : i64
      %thread_id_x_125 = gpu.thread_id  x
      %143 = arith.index_cast %thread_id_x_125 : index to i64
      %c16_i64_126 = arith.constant 16 : i64
      %144 = arith.remsi %143, %c16_i64_126 : i64
      %c4_i64_127 = arith.constant 4 : i64
      %145 = arith.remsi %144, %c4_i64_127 : i64
      %c15_i64_128 = arith.constant 15 : i64
      %146 = arith.cmpi slt, %142, %c15_i64_128 : i64
      scf.if %146 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %142, %c4_i64_204 : i64
        %274 = arith.addi %145, %273 : i64
        %275 = llvm.getelementptr %21[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %115, %275 : i32, !llvm.ptr<1>
      }
      %147 = memref.load %alloca[] : memref<i32>
      %148 = arith.extsi %147 : i32 to i64
      %149 = memref.load %alloca_20[] : memref<i32>
      %150 = arith.extsi %149 : i32 to i64
      %151 = memref.load %alloca_21[] : memref<i32>
      %152 = arith.extsi %151 : i32 to i64
      %153 = memref.load %alloca_22[] : memref<i32>
      %154 = arith.extsi %153 : i32 to i64
      %155 = memref.load %alloca_23[] : memref<i32>
      %156 = arith.extsi %155 : i32 to i64
      %157 = memref.load %alloca_24[] : memref<i32>
      %158 = arith.extsi %157 : i32 to i64
      %159 = memref.load %alloca_25[] : memref<i32>
      %160 = arith.extsi %159 : i32 to i64
      %161 = memref.load %alloca_26[] : memref<i32>
      %162 = arith.extsi %161 : i32 to i64
      %c0_i64 = arith.constant 0 : i64
      %163 = arith.cmpi eq, %156, %c0_i64 : i64
      %164 = arith.extui %163 : i1 to i64
      %165 = arith.addi %156, %164 : i64
      %c0_i64_129 = arith.constant 0 : i64
      %166 = arith.cmpi eq, %158, %c0_i64_129 : i64
      %167 = arith.extui %166 : i1 to i64
      %168 = arith.addi %158, %167 : i64
      %c0_i64_130 = arith.constant 0 : i64
      %169 = arith.cmpi eq, %160, %c0_i64_130 : i64
      %170 = arith.extui %169 : i1 to i64
      %171 = arith.addi %160, %170 : i64
      %c0_i64_131 = arith.constant 0 : i64
      %172 = arith.cmpi eq, %162, %c0_i64_131 : i64
      %173 = arith.extui %172 : i1 to i64
      %174 = arith.addi %162, %173 : i64
      %c-1_i64 = arith.constant -1 : i64
      %175 = arith.cmpi eq, %165, %c-1_i64 : i64
      %176 = arith.extui %175 : i1 to i64
      %c2_i64 = arith.constant 2 : i64
      %177 = arith.muli %176, %c2_i64 : i64
      %178 = arith.addi %165, %177 : i64
      %179 = arith.remsi %148, %178 : i64
      %c-1_i64_132 = arith.constant -1 : i64
      %180 = arith.cmpi eq, %168, %c-1_i64_132 : i64
      %181 = arith.extui %180 : i1 to i64
      %c2_i64_133 = arith.constant 2 : i64
      %182 = arith.muli %181, %c2_i64_133 : i64
      %183 = arith.addi %168, %182 : i64
      %184 = arith.remsi %150, %183 : i64
      %c-1_i64_134 = arith.constant -1 : i64
      %185 = arith.cmpi eq, %171, %c-1_i64_134 : i64
      %186 = arith.extui %185 : i1 to i64
      %c2_i64_135 = arith.constant 2 : i64
      %187 = arith.muli %186, %c2_i64_135 : i64
      %188 = arith.addi %171, %187 : i64
      %189 = arith.remsi %152, %188 : i64
      %c-1_i64_136 = arith.constant -1 : i64
      %190 = arith.cmpi eq, %174, %c-1_i64_136 : i64
      %191 = arith.extui %190 : i1 to i64
      %c2_i64_137 = arith.constant 2 : i64
      %192 = arith.muli %191, %c2_i64_137 : i64
      %193 = arith.addi %174, %192 : i64
      %194 = arith.remsi %154, %193 : i64
      %thread_id_x_138 = gpu.thread_id  x
      %195 = arith.index_cast %thread_id_x_138 : index to i64
      %c16_i64_139 = arith.constant 16 : i64
      %196 = arith.remsi %195, %c16_i64_139 : i64
      %c4_i64_140 = arith.constant 4 : i64
      %197 = arith.divsi %196, %c4_i64_140 : i64
      %thread_id_x_141 = gpu.thread_id  x
      %198 = arith.index_cast %thread_id_x_141 : index to i64
      %c16_i64_142 = arith.constant 16 : i64
      %199 = arith.remsi %198, %c16_i64_142 : i64
      %c4_i64_143 = arith.constant 4 : i64
      %200 = arith.remsi %199, %c4_i64_143 : i64
      %c15_i64_144 = arith.constant 15 : i64
      %201 = arith.cmpi slt, %197, %c15_i64_144 : i64
      scf.if %201 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %197, %c4_i64_204 : i64
        %274 = arith.addi %200, %273 : i64
        %275 = llvm.getelementptr %23[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %179, %275 : i64, !llvm.ptr<1>
      }
      %thread_id_x_145 = gpu.thread_id  x
      %202 = arith.index_cast %thread_id_x_145 : index to i64
      %c16_i64_146 = arith.constant 16 : i64
      %203 = arith.remsi %202, %c16_i64_146 : i64
      %c4_i64_147 = arith.constant 4 : i64
      %204 = arith.divsi %203, %c4_i64_147 : i64
      %c4_i64_148 = arith.constant 4 : i64
      %205 = arith.addi %204, %c4_i64_148 : i64
      %thread_id_x_149 = gpu.thread_id  x
      %206 = arith.index_cast %thread_id_x_149 : index to i64
      %c16_i64_150 = arith.constant 16 : i64
      %207 = arith.remsi %206, %c16_i64_150 : i64
      %c4_i64_151 = arith.constant 4 : i64
      %208 = arith.remsi %207, %c4_i64_151 : i64
      %c15_i64_152 = arith.constant 15 : i64
      %209 = arith.cmpi slt, %205, %c15_i64_152 : i64
      scf.if %209 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %205, %c4_i64_204 : i64
        %274 = arith.addi %208, %273 : i64
        %275 = llvm.getelementptr %23[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %184, %275 : i64, !llvm.ptr<1>
      }
      %thread_id_x_153 = gpu.thread_id  x
      %210 = arith.index_cast %thread_id_x_153 : index to i64
      %c16_i64_154 = arith.constant 16 : i64
      %211 = arith.remsi %210, %c16_i64_154 : i64
      %c4_i64_155 = arith.constant 4 : i64
      %212 = arith.divsi %211, %c4_i64_155 : i64
      %c8_i64_156 = arith.constant 8 : i64
      %213 = arith.addi %212, %c8_i64_156 : i64
      %thread_id_x_157 = gpu.thread_id  x
      %214 = arith.index_cast %thread_id_x_157 : index to i64
      %c16_i64_158 = arith.constant 16 : i64
      %215 = arith.remsi %214, %c16_i64_158 : i64
      %c4_i64_159 = arith.constant 4 : i64
      %216 = arith.remsi %215, %c4_i64_159 : i64
      %c15_i64_160 = arith.constant 15 : i64
      %217 = arith.cmpi slt, %213, %c15_i64_160 : i64
      scf.if %217 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %213, %c4_i64_204 : i64
        %274 = arith.addi %216, %273 : i64
        %275 = llvm.getelementptr %23[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %189, %275 : i64, !llvm.ptr<1>
      }
      %thread_id_x_161 = gpu.thread_id  x
      %218 = arith.index_cast %thread_id_x_161 : index to i64
      %c16_i64_162 = arith.constant 16 : i64
      %219 = arith.remsi %218, %c16_i64_162 : i64
      %c4_i64_163 = arith.constant 4 : i64
      %220 = arith.divsi %219, %c4_i64_163 : i64
      %c12_i64_164 = arith.constant 12 : i64
      %221 = arith.addi %220, %c12_i64_164 : i64
      %thread_id_x_165 = gpu.thread_id  x
      %222 = arith.index_cast %thread_id_x_165 : index to i64
      %c16_i64_166 = arith.constant 16 : i64
      %223 = arith.remsi %222, %c16_i64_166 : i64
      %c4_i64_167 = arith.constant 4 : i64
      %224 = arith.remsi %223, %c4_i64_167 : i64
      %c15_i64_168 = arith.constant 15 : i64
      %225 = arith.cmpi slt, %221, %c15_i64_168 : i64
      scf.if %225 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %221, %c4_i64_204 : i64
        %274 = arith.addi %224, %273 : i64
        %275 = llvm.getelementptr %23[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %194, %275 : i64, !llvm.ptr<1>
      }
      %c0_i64_169 = arith.constant 0 : i64
      %226 = arith.cmpi eq, %156, %c0_i64_169 : i64
      %227 = arith.extui %226 : i1 to i64
      %228 = arith.addi %156, %227 : i64
      %229 = arith.divsi %148, %228 : i64
      %c0_i64_170 = arith.constant 0 : i64
      %230 = arith.cmpi eq, %158, %c0_i64_170 : i64
      %231 = arith.extui %230 : i1 to i64
      %232 = arith.addi %158, %231 : i64
      %233 = arith.divsi %150, %232 : i64
      %c0_i64_171 = arith.constant 0 : i64
      %234 = arith.cmpi eq, %160, %c0_i64_171 : i64
      %235 = arith.extui %234 : i1 to i64
      %236 = arith.addi %160, %235 : i64
      %237 = arith.divsi %152, %236 : i64
      %c0_i64_172 = arith.constant 0 : i64
      %238 = arith.cmpi eq, %162, %c0_i64_172 : i64
      %239 = arith.extui %238 : i1 to i64
      %240 = arith.addi %162, %239 : i64
      %241 = arith.divsi %154, %240 : i64
      %thread_id_x_173 = gpu.thread_id  x
      %242 = arith.index_cast %thread_id_x_173 : index to i64
      %c16_i64_174 = arith.constant 16 : i64
      %243 = arith.remsi %242, %c16_i64_174 : i64
      %c4_i64_175 = arith.constant 4 : i64
      %244 = arith.divsi %243, %c4_i64_175 : i64
      %thread_id_x_176 = gpu.thread_id  x
      %245 = arith.index_cast %thread_id_x_176 : index to i64
      %c16_i64_177 = arith.constant 16 : i64
      %246 = arith.remsi %245, %c16_i64_177 : i64
      %c4_i64_178 = arith.constant 4 : i64
      %247 = arith.remsi %246, %c4_i64_178 : i64
      %c15_i64_179 = arith.constant 15 : i64
      %248 = arith.cmpi slt, %244, %c15_i64_179 : i64
      scf.if %248 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %244, %c4_i64_204 : i64
        %274 = arith.addi %247, %273 : i64
        %275 = llvm.getelementptr %25[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %229, %275 : i64, !llvm.ptr<1>
      }
      %thread_id_x_180 = gpu.thread_id  x
      %249 = arith.index_cast %thread_id_x_180 : index to i64
      %c16_i64_181 = arith.constant 16 : i64
      %250 = arith.remsi %249, %c16_i64_181 : i64
      %c4_i64_182 = arith.constant 4 : i64
      %251 = arith.divsi %250, %c4_i64_182 : i64
      %c4_i64_183 = arith.constant 4 : i64
      %252 = arith.addi %251, %c4_i64_183 : i64
      %thread_id_x_184 = gpu.thread_id  x
      %253 = arith.index_cast %thread_id_x_184 : index to i64
      %c16_i64_185 = arith.constant 16 : i64
      %254 = arith.remsi %253, %c16_i64_185 : i64
      %c4_i64_186 = arith.constant 4 : i64
      %255 = arith.remsi %254, %c4_i64_186 : i64
      %c15_i64_187 = arith.constant 15 : i64
      %256 = arith.cmpi slt, %252, %c15_i64_187 : i64
      scf.if %256 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %252, %c4_i64_204 : i64
        %274 = arith.addi %255, %273 : i64
        %275 = llvm.getelementptr %25[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %233, %275 : i64, !llvm.ptr<1>
      }
      %thread_id_x_188 = gpu.thread_id  x
      %257 = arith.index_cast %thread_id_x_188 : index to i64
      %c16_i64_189 = arith.constant 16 : i64
      %258 = arith.remsi %257, %c16_i64_189 : i64
      %c4_i64_190 = arith.constant 4 : i64
      %259 = arith.divsi %258, %c4_i64_190 : i64
      %c8_i64_191 = arith.constant 8 : i64
      %260 = arith.addi %259, %c8_i64_191 : i64
      %thread_id_x_192 = gpu.thread_id  x
      %261 = arith.index_cast %thread_id_x_192 : index to i64
      %c16_i64_193 = arith.constant 16 : i64
      %262 = arith.remsi %261, %c16_i64_193 : i64
      %c4_i64_194 = arith.constant 4 : i64
      %263 = arith.remsi %262, %c4_i64_194 : i64
      %c15_i64_195 = arith.constant 15 : i64
      %264 = arith.cmpi slt, %260, %c15_i64_195 : i64
      scf.if %264 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %260, %c4_i64_204 : i64
        %274 = arith.addi %263, %273 : i64
        %275 = llvm.getelementptr %25[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %237, %275 : i64, !llvm.ptr<1>
      }
      %thread_id_x_196 = gpu.thread_id  x
      %265 = arith.index_cast %thread_id_x_196 : index to i64
      %c16_i64_197 = arith.constant 16 : i64
      %266 = arith.remsi %265, %c16_i64_197 : i64
      %c4_i64_198 = arith.constant 4 : i64
      %267 = arith.divsi %266, %c4_i64_198 : i64
      %c12_i64_199 = arith.constant 12 : i64
      %268 = arith.addi %267, %c12_i64_199 : i64
      %thread_id_x_200 = gpu.thread_id  x
      %269 = arith.index_cast %thread_id_x_200 : index to i64
      %c16_i64_201 = arith.constant 16 : i64
      %270 = arith.remsi %269, %c16_i64_201 : i64
      %c4_i64_202 = arith.constant 4 : i64
      %271 = arith.remsi %270, %c4_i64_202 : i64
      %c15_i64_203 = arith.constant 15 : i64
      %272 = arith.cmpi slt, %268, %c15_i64_203 : i64
      scf.if %272 {
        %c4_i64_204 = arith.constant 4 : i64
        %273 = arith.muli %268, %c4_i64_204 : i64
        %274 = arith.addi %271, %273 : i64
        %275 = llvm.getelementptr %25[%274] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %241, %275 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
