module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @catomic(%arg0: memref<32x4x?xf32, strided<[1, 32, 128]>, 1>, %arg1: memref<32x4x?xf32, strided<[1, 32, 128]>, 1>, %arg2: memref<32x4x?xf32, strided<[1, 32, 128]>, 1>, %arg3: memref<32x4x?xf32, strided<[1, 32, 128]>, 1>, %arg4: memref<32x3x?xi32, strided<[1, 32, 96]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<32x4x?xf32, strided<[1, 32, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<32x4x?xf32, strided<[1, 32, 128]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<32x4x?xf32, strided<[1, 32, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<32x4x?xf32, strided<[1, 32, 128]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<32x4x?xf32, strided<[1, 32, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<32x4x?xf32, strided<[1, 32, 128]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<32x4x?xf32, strided<[1, 32, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<32x4x?xf32, strided<[1, 32, 128]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<32x3x?xi32, strided<[1, 32, 96]>, 1> -> memref<i32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<32x3x?xi32, strided<[1, 32, 96]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_20 = memref.alloca() : memref<f32>
      %alloca_21 = memref.alloca() : memref<f32>
      %alloca_22 = memref.alloca() : memref<f32>
      %alloca_23 = memref.alloca() : memref<f32>
      %alloca_24 = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f32>
      %alloca_26 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %15 = arith.index_cast %block_id_x : index to i64
      %c128_i64 = arith.constant 128 : i64
      %16 = arith.muli %15, %c128_i64 : i64
      %17 = llvm.getelementptr %1[%16] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64_27 = arith.constant 128 : i64
      %18 = arith.muli %15, %c128_i64_27 : i64
      %19 = llvm.getelementptr %4[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64_28 = arith.constant 128 : i64
      %20 = arith.muli %15, %c128_i64_28 : i64
      %21 = llvm.getelementptr %7[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64_29 = arith.constant 128 : i64
      %22 = arith.muli %15, %c128_i64_29 : i64
      %23 = llvm.getelementptr %10[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c96_i64 = arith.constant 96 : i64
      %24 = arith.muli %15, %c96_i64 : i64
      %25 = llvm.getelementptr %13[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %thread_id_x = gpu.thread_id  x
      %26 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %27 = arith.remsi %26, %c32_i64 : i64
      %c32_i64_30 = arith.constant 32 : i64
      %28 = arith.divsi %27, %c32_i64_30 : i64
      %thread_id_x_31 = gpu.thread_id  x
      %29 = arith.index_cast %thread_id_x_31 : index to i64
      %c32_i64_32 = arith.constant 32 : i64
      %30 = arith.remsi %29, %c32_i64_32 : i64
      %c32_i64_33 = arith.constant 32 : i64
      %31 = arith.remsi %30, %c32_i64_33 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %c32_i64_34 = arith.constant 32 : i64
      %32 = arith.muli %28, %c32_i64_34 : i64
      %33 = arith.addi %31, %32 : i64
      %34 = llvm.getelementptr %17[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %35 = llvm.load %34 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %36 = scf.while (%arg5 = %35) : (i32) -> i32 {
        %296 = arith.bitcast %arg5 : i32 to f32
        memref.store %296, %alloca[] : memref<f32>
        %cst_225 = arith.constant 1.500000e+00 : f32
        %297 = arith.addf %296, %cst_225 : f32
        %298 = arith.bitcast %297 : f32 to i32
        %299 = llvm.cmpxchg %34, %arg5, %298 monotonic monotonic : !llvm.ptr<1>, i32
        %300 = llvm.extractvalue %299[0] : !llvm.struct<(i32, i1)> 
        %301 = llvm.extractvalue %299[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %302 = arith.xori %301, %true : i1
        scf.condition(%302) %300 : i32
      } do {
      ^bb0(%arg5: i32):
        scf.yield %arg5 : i32
      }
      %thread_id_x_35 = gpu.thread_id  x
      %37 = arith.index_cast %thread_id_x_35 : index to i64
      %c32_i64_36 = arith.constant 32 : i64
      %38 = arith.remsi %37, %c32_i64_36 : i64
      %c32_i64_37 = arith.constant 32 : i64
      %39 = arith.divsi %38, %c32_i64_37 : i64
      %c1_i64 = arith.constant 1 : i64
      %40 = arith.addi %39, %c1_i64 : i64
      %thread_id_x_38 = gpu.thread_id  x
      %41 = arith.index_cast %thread_id_x_38 : index to i64
      %c32_i64_39 = arith.constant 32 : i64
      %42 = arith.remsi %41, %c32_i64_39 : i64
      %c32_i64_40 = arith.constant 32 : i64
      %43 = arith.remsi %42, %c32_i64_40 : i64
      %cst_41 = arith.constant 0.000000e+00 : f32
      memref.store %cst_41, %alloca_20[] : memref<f32>
      %c32_i64_42 = arith.constant 32 : i64
      %44 = arith.muli %40, %c32_i64_42 : i64
      %45 = arith.addi %43, %44 : i64
      %46 = llvm.getelementptr %17[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %47 = llvm.load %46 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %48 = scf.while (%arg5 = %47) : (i32) -> i32 {
        %296 = arith.bitcast %arg5 : i32 to f32
        memref.store %296, %alloca_20[] : memref<f32>
        %cst_225 = arith.constant 1.500000e+00 : f32
        %297 = arith.addf %296, %cst_225 : f32
        %298 = arith.bitcast %297 : f32 to i32
        %299 = llvm.cmpxchg %46, %arg5, %298 monotonic monotonic : !llvm.ptr<1>, i32
        %300 = llvm.extractvalue %299[0] : !llvm.struct<(i32, i1)> 
        %301 = llvm.extractvalue %299[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %302 = arith.xori %301, %true : i1
        scf.condition(%302) %300 : i32
      } do {
      ^bb0(%arg5: i32):
        scf.yield %arg5 : i32
      }
      %thread_id_x_43 = gpu.thread_id  x
      %49 = arith.index_cast %thread_id_x_43 : index to i64
      %c32_i64_44 = arith.constant 32 : i64
      %50 = arith.remsi %49, %c32_i64_44 : i64
      %c32_i64_45 = arith.constant 32 : i64
      %51 = arith.divsi %50, %c32_i64_45 : i64
      %c2_i64 = arith.constant 2 : i64
      %52 = arith.addi %51, %c2_i64 : i64
      %thread_id_x_46 = gpu.thread_id  x
      %53 = arith.index_cast %thread_id_x_46 : index to i64
      %c32_i64_47 = arith.constant 32 : i64
      %54 = arith.remsi %53, %c32_i64_47 : i64
      %c32_i64_48 = arith.constant 32 : i64
      %55 = arith.remsi %54, %c32_i64_48 : i64
      %cst_49 = arith.constant 0.000000e+00 : f32
      memref.store %cst_49, %alloca_21[] : memref<f32>
      %c32_i64_50 = arith.constant 32 : i64
      %56 = arith.muli %52, %c32_i64_50 : i64
      %57 = arith.addi %55, %56 : i64
      %58 = llvm.getelementptr %17[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %59 = llvm.load %58 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %60 = scf.while (%arg5 = %59) : (i32) -> i32 {
        %296 = arith.bitcast %arg5 : i32 to f32
        memref.store %296, %alloca_21[] : memref<f32>
        %cst_225 = arith.constant 1.500000e+00 : f32
        %297 = arith.addf %296, %cst_225 : f32
        %298 = arith.bitcast %297 : f32 to i32
        %299 = llvm.cmpxchg %58, %arg5, %298 monotonic monotonic : !llvm.ptr<1>, i32
        %300 = llvm.extractvalue %299[0] : !llvm.struct<(i32, i1)> 
        %301 = llvm.extractvalue %299[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %302 = arith.xori %301, %true : i1
        scf.condition(%302) %300 : i32
      } do {
      ^bb0(%arg5: i32):
        scf.yield %arg5 : i32
      }
      %thread_id_x_51 = gpu.thread_id  x
      %61 = arith.index_cast %thread_id_x_51 : index to i64
      %c32_i64_52 = arith.constant 32 : i64
      %62 = arith.remsi %61, %c32_i64_52 : i64
      %c32_i64_53 = arith.constant 32 : i64
      %63 = arith.divsi %62, %c32_i64_53 : i64
      %c3_i64 = arith.constant 3 : i64
      %64 = arith.addi %63, %c3_i64 : i64
      %thread_id_x_54 = gpu.thread_id  x
      %65 = arith.index_cast %thread_id_x_54 : index to i64
      %c32_i64_55 = arith.constant 32 : i64
      %66 = arith.remsi %65, %c32_i64_55 : i64
      %c32_i64_56 = arith.constant 32 : i64
      %67 = arith.remsi %66, %c32_i64_56 : i64
      %cst_57 = arith.constant 0.000000e+00 : f32
      memref.store %cst_57, %alloca_22[] : memref<f32>
      %c32_i64_58 = arith.constant 32 : i64
      %68 = arith.muli %64, %c32_i64_58 : i64
      %69 = arith.addi %67, %68 : i64
      %70 = llvm.getelementptr %17[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %71 = llvm.load %70 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %72 = scf.while (%arg5 = %71) : (i32) -> i32 {
        %296 = arith.bitcast %arg5 : i32 to f32
        memref.store %296, %alloca_22[] : memref<f32>
        %cst_225 = arith.constant 1.500000e+00 : f32
        %297 = arith.addf %296, %cst_225 : f32
        %298 = arith.bitcast %297 : f32 to i32
        %299 = llvm.cmpxchg %70, %arg5, %298 monotonic monotonic : !llvm.ptr<1>, i32
        %300 = llvm.extractvalue %299[0] : !llvm.struct<(i32, i1)> 
        %301 = llvm.extractvalue %299[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %302 = arith.xori %301, %true : i1
        scf.condition(%302) %300 : i32
      } do {
      ^bb0(%arg5: i32):
        scf.yield %arg5 : i32
      }
      %thread_id_x_59 = gpu.thread_id  x
      %73 = arith.index_cast %thread_id_x_59 : index to i64
      %c32_i64_60 = arith.constant 32 : i64
      %74 = arith.remsi %73, %c32_i64_60 : i64
      %c32_i64_61 = arith.constant 32 : i64
      %75 = arith.divsi %74, %c32_i64_61 : i64
      %thread_id_x_62 = gpu.thread_id  x
      %76 = arith.index_cast %thread_id_x_62 : index to i64
      %c32_i64_63 = arith.constant 32 : i64
      %77 = arith.remsi %76, %c32_i64_63 : i64
      %c32_i64_64 = arith.constant 32 : i64
      %78 = arith.remsi %77, %c32_i64_64 : i64
      %79 = memref.load %alloca[] : memref<f32>
      %c32_i64_65 = arith.constant 32 : i64
      %80 = arith.muli %75, %c32_i64_65 : i64
      %81 = arith.addi %78, %80 : i64
      %82 = llvm.getelementptr %19[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %79, %82 : f32, !llvm.ptr<1>
      %thread_id_x_66 = gpu.thread_id  x
      %83 = arith.index_cast %thread_id_x_66 : index to i64
      %c32_i64_67 = arith.constant 32 : i64
      %84 = arith.remsi %83, %c32_i64_67 : i64
      %c32_i64_68 = arith.constant 32 : i64
      %85 = arith.divsi %84, %c32_i64_68 : i64
      %c1_i64_69 = arith.constant 1 : i64
      %86 = arith.addi %85, %c1_i64_69 : i64
      %thread_id_x_70 = gpu.thread_id  x
      %87 = arith.index_cast %thread_id_x_70 : index to i64
      %c32_i64_71 = arith.constant 32 : i64
      %88 = arith.remsi %87, %c32_i64_71 : i64
      %c32_i64_72 = arith.constant 32 : i64
      %89 = arith.remsi %88, %c32_i64_72 : i64
      %90 = memref.load %alloca_20[] : memref<f32>
      %c32_i64_73 = arith.constant 32 : i64
      %91 = arith.muli %86, %c32_i64_73 : i64
      %92 = arith.addi %89, %91 : i64
      %93 = llvm.getelementptr %19[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %90, %93 : f32, !llvm.ptr<1>
      %thread_id_x_74 = gpu.thread_id  x
      %94 = arith.index_cast %thread_id_x_74 : index to i64
      %c32_i64_75 = arith.constant 32 : i64
      %95 = arith.remsi %94, %c32_i64_75 : i64
      %c32_i64_76 = arith.constant 32 : i64
      %96 = arith.divsi %95, %c32_i64_76 : i64
      %c2_i64_77 = arith.constant 2 : i64
      %97 = arith.addi %96, %c2_i64_77 : i64
      %thread_id_x_78 = gpu.thread_id  x
      %98 = arith.index_cast %thread_id_x_78 : index to i64
      %c32_i64_79 = arith.constant 32 : i64
      %99 = arith.remsi %98, %c32_i64_79 : i64
      %c32_i64_80 = arith.constant 32 : i64
      %100 = arith.remsi %99, %c32_i64_80 : i64
      %101 = memref.load %alloca_21[] : memref<f32>
      %c32_i64_81 = arith.constant 32 : i64
      %102 = arith.muli %97, %c32_i64_81 : i64
      %103 = arith.addi %100, %102 : i64
      %104 = llvm.getelementptr %19[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %101, %104 : f32, !llvm.ptr<1>
      %thread_id_x_82 = gpu.thread_id  x
      %105 = arith.index_cast %thread_id_x_82 : index to i64
      %c32_i64_83 = arith.constant 32 : i64
      %106 = arith.remsi %105, %c32_i64_83 : i64
      %c32_i64_84 = arith.constant 32 : i64
      %107 = arith.divsi %106, %c32_i64_84 : i64
      %c3_i64_85 = arith.constant 3 : i64
      %108 = arith.addi %107, %c3_i64_85 : i64
      %thread_id_x_86 = gpu.thread_id  x
      %109 = arith.index_cast %thread_id_x_86 : index to i64
      %c32_i64_87 = arith.constant 32 : i64
      %110 = arith.remsi %109, %c32_i64_87 : i64
      %c32_i64_88 = arith.constant 32 : i64
      %111 = arith.remsi %110, %c32_i64_88 : i64
      %112 = memref.load %alloca_22[] : memref<f32>
      %c32_i64_89 = arith.constant 32 : i64
      %113 = arith.muli %108, %c32_i64_89 : i64
      %114 = arith.addi %111, %113 : i64
      %115 = llvm.getelementptr %19[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %112, %115 : f32, !llvm.ptr<1>
      %thread_id_x_90 = gpu.thread_id  x
      %116 = arith.index_cast %thread_id_x_90 : index to i64
      %c32_i64_91 = arith.constant 32 : i64
      %117 = arith.remsi %116, %c32_i64_91 : i64
      %c32_i64_92 = arith.constant 32 : i64
      %118 = arith.divsi %117, %c32_i64_92 : i64
      %thread_id_x_93 = gpu.thread_id  x
      %119 = arith.index_cast %thread_id_x_93 : index to i64
      %c32_i64_94 = arith.constant 32 : i64
      %120 = arith.remsi %119, %c32_i64_94 : i64
      %c32_i64_95 = arith.constant 32 : i64
      %121 = arith.remsi %120, %c32_i64_95 : i64
      %cst_96 = arith.constant 0.000000e+00 : f32
      memref.store %cst_96, %alloca_23[] : memref<f32>
      %c32_i64_97 = arith.constant 32 : i64
      %122 = arith.muli %118, %c32_i64_97 : i64
      %123 = arith.addi %121, %122 : i64
      %124 = llvm.getelementptr %17[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %125 = llvm.load %124 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %126 = scf.while (%arg5 = %125) : (i32) -> i32 {
        %296 = arith.bitcast %arg5 : i32 to f32
        memref.store %296, %alloca_23[] : memref<f32>
        %297 = arith.bitcast %296 : f32 to i32
        %298 = llvm.cmpxchg %124, %arg5, %297 monotonic monotonic : !llvm.ptr<1>, i32
        %299 = llvm.extractvalue %298[0] : !llvm.struct<(i32, i1)> 
        %300 = llvm.extractvalue %298[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %301 = arith.xori %300, %true : i1
        scf.condition(%301) %299 : i32
      } do {
      ^bb0(%arg5: i32):
        scf.yield %arg5 : i32
      }
      %thread_id_x_98 = gpu.thread_id  x
      %127 = arith.index_cast %thread_id_x_98 : index to i64
      %c32_i64_99 = arith.constant 32 : i64
      %128 = arith.remsi %127, %c32_i64_99 : i64
      %c32_i64_100 = arith.constant 32 : i64
      %129 = arith.divsi %128, %c32_i64_100 : i64
      %c1_i64_101 = arith.constant 1 : i64
      %130 = arith.addi %129, %c1_i64_101 : i64
      %thread_id_x_102 = gpu.thread_id  x
      %131 = arith.index_cast %thread_id_x_102 : index to i64
      %c32_i64_103 = arith.constant 32 : i64
      %132 = arith.remsi %131, %c32_i64_103 : i64
      %c32_i64_104 = arith.constant 32 : i64
      %133 = arith.remsi %132, %c32_i64_104 : i64
      %cst_105 = arith.constant 0.000000e+00 : f32
      memref.store %cst_105, %alloca_24[] : memref<f32>
      %c32_i64_106 = arith.constant 32 : i64
      %134 = arith.muli %130, %c32_i64_106 : i64
      %135 = arith.addi %133, %134 : i64
      %136 = llvm.getelementptr %17[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %137 = llvm.load %136 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %138 = scf.while (%arg5 = %137) : (i32) -> i32 {
        %296 = arith.bitcast %arg5 : i32 to f32
        memref.store %296, %alloca_24[] : memref<f32>
        %297 = arith.bitcast %296 : f32 to i32
        %298 = llvm.cmpxchg %136, %arg5, %297 monotonic monotonic : !llvm.ptr<1>, i32
        %299 = llvm.extractvalue %298[0] : !llvm.struct<(i32, i1)> 
        %300 = llvm.extractvalue %298[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %301 = arith.xori %300, %true : i1
        scf.condition(%301) %299 : i32
      } do {
      ^bb0(%arg5: i32):
        scf.yield %arg5 : i32
      }
      %thread_id_x_107 = gpu.thread_id  x
      %139 = arith.index_cast %thread_id_x_107 : index to i64
      %c32_i64_108 = arith.constant 32 : i64
      %140 = arith.remsi %139, %c32_i64_108 : i64
      %c32_i64_109 = arith.constant 32 : i64
      %141 = arith.divsi %140, %c32_i64_109 : i64
      %c2_i64_110 = arith.constant 2 : i64
      %142 = arith.addi %141, %c2_i64_110 : i64
      %thread_id_x_111 = gpu.thread_id  x
      %143 = arith.index_cast %thread_id_x_111 : index to i64
      %c32_i64_112 = arith.constant 32 : i64
      %144 = arith.remsi %143, %c32_i64_112 : i64
      %c32_i64_113 = arith.constant 32 : i64
      %145 = arith.remsi %144, %c32_i64_113 : i64
      %cst_114 = arith.constant 0.000000e+00 : f32
      memref.store %cst_114, %alloca_25[] : memref<f32>
      %c32_i64_115 = arith.constant 32 : i64
      %146 = arith.muli %142, %c32_i64_115 : i64
      %147 = arith.addi %145, %146 : i64
      %148 = llvm.getelementptr %17[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %149 = llvm.load %148 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %150 = scf.while (%arg5 = %149) : (i32) -> i32 {
        %296 = arith.bitcast %arg5 : i32 to f32
        memref.store %296, %alloca_25[] : memref<f32>
        %297 = arith.bitcast %296 : f32 to i32
        %298 = llvm.cmpxchg %148, %arg5, %297 monotonic monotonic : !llvm.ptr<1>, i32
        %299 = llvm.extractvalue %298[0] : !llvm.struct<(i32, i1)> 
        %300 = llvm.extractvalue %298[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %301 = arith.xori %300, %true : i1
        scf.condition(%301) %299 : i32
      } do {
      ^bb0(%arg5: i32):
        scf.yield %arg5 : i32
      }
      %thread_id_x_116 = gpu.thread_id  x
      %151 = arith.index_cast %thread_id_x_116 : index to i64
      %c32_i64_117 = arith.constant 32 : i64
      %152 = arith.remsi %151, %c32_i64_117 : i64
      %c32_i64_118 = arith.constant 32 : i64
      %153 = arith.divsi %152, %c32_i64_118 : i64
      %c3_i64_119 = arith.constant 3 : i64
      %154 = arith.addi %153, %c3_i64_119 : i64
      %thread_id_x_120 = gpu.thread_id  x
      %155 = arith.index_cast %thread_id_x_120 : index to i64
      %c32_i64_121 = arith.constant 32 : i64
      %156 = arith.remsi %155, %c32_i64_121 : i64
      %c32_i64_122 = arith.constant 32 : i64
      %157 = arith.remsi %156, %c32_i64_122 : i64
      %cst_123 = arith.constant 0.000000e+00 : f32
      memref.store %cst_123, %alloca_26[] : memref<f32>
      %c32_i64_124 = arith.constant 32 : i64
      %158 = arith.muli %154, %c32_i64_124 : i64
      %159 = arith.addi %157, %158 : i64
      %160 = llvm.getelementptr %17[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %161 = llvm.load %160 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %162 = scf.while (%arg5 = %161) : (i32) -> i32 {
        %296 = arith.bitcast %arg5 : i32 to f32
        memref.store %296, %alloca_26[] : memref<f32>
        %297 = arith.bitcast %296 : f32 to i32
        %298 = llvm.cmpxchg %160, %arg5, %297 monotonic monotonic : !llvm.ptr<1>, i32
        %299 = llvm.extractvalue %298[0] : !llvm.struct<(i32, i1)> 
        %300 = llvm.extractvalue %298[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %301 = arith.xori %300, %true : i1
        scf.condition(%301) %299 : i32
      } do {
      ^bb0(%arg5: i32):
        scf.yield %arg5 : i32
      }
      llvm.fence acq_rel
      %thread_id_x_125 = gpu.thread_id  x
      %163 = arith.index_cast %thread_id_x_125 : index to i64
      %c32_i64_126 = arith.constant 32 : i64
      %164 = arith.remsi %163, %c32_i64_126 : i64
      %c32_i64_127 = arith.constant 32 : i64
      %165 = arith.divsi %164, %c32_i64_127 : i64
      %thread_id_x_128 = gpu.thread_id  x
      %166 = arith.index_cast %thread_id_x_128 : index to i64
      %c32_i64_129 = arith.constant 32 : i64
      %167 = arith.remsi %166, %c32_i64_129 : i64
      %c32_i64_130 = arith.constant 32 : i64
      %168 = arith.remsi %167, %c32_i64_130 : i64
      %169 = memref.load %alloca_23[] : memref<f32>
      %c32_i64_131 = arith.constant 32 : i64
      %170 = arith.muli %165, %c32_i64_131 : i64
      %171 = arith.addi %168, %170 : i64
      %172 = llvm.getelementptr %21[%171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %169, %172 : f32, !llvm.ptr<1>
      %thread_id_x_132 = gpu.thread_id  x
      %173 = arith.index_cast %thread_id_x_132 : index to i64
      %c32_i64_133 = arith.constant 32 : i64
      %174 = arith.remsi %173, %c32_i64_133 : i64
      %c32_i64_134 = arith.constant 32 : i64
      %175 = arith.divsi %174, %c32_i64_134 : i64
      %c1_i64_135 = arith.constant 1 : i64
      %176 = arith.addi %175, %c1_i64_135 : i64
      %thread_id_x_136 = gpu.thread_id  x
      %177 = arith.index_cast %thread_id_x_136 : index to i64
      %c32_i64_137 = arith.constant 32 : i64
      %178 = arith.remsi %177, %c32_i64_137 : i64
      %c32_i64_138 = arith.constant 32 : i64
      %179 = arith.remsi %178, %c32_i64_138 : i64
      %180 = memref.load %alloca_24[] : memref<f32>
      %c32_i64_139 = arith.constant 32 : i64
      %181 = arith.muli %176, %c32_i64_139 : i64
      %182 = arith.addi %179, %181 : i64
      %183 = llvm.getelementptr %21[%182] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %180, %183 : f32, !llvm.ptr<1>
      %thread_id_x_140 = gpu.thread_id  x
      %184 = arith.index_cast %thread_id_x_140 : index to i64
      %c32_i64_141 = arith.constant 32 : i64
      %185 = arith.remsi %184, %c32_i64_141 : i64
      %c32_i64_142 = arith.constant 32 : i64
      %186 = arith.divsi %185, %c32_i64_142 : i64
      %c2_i64_143 = arith.constant 2 : i64
      %187 = arith.addi %186, %c2_i64_143 : i64
      %thread_id_x_144 = gpu.thread_id  x
      %188 = arith.index_cast %thread_id_x_144 : index to i64
      %c32_i64_145 = arith.constant 32 : i64
      %189 = arith.remsi %188, %c32_i64_145 : i64
      %c32_i64_146 = arith.constant 32 : i64
      %190 = arith.remsi %189, %c32_i64_146 : i64
      %191 = memref.load %alloca_25[] : memref<f32>
      %c32_i64_147 = arith.constant 32 : i64
      %192 = arith.muli %187, %c32_i64_147 : i64
      %193 = arith.addi %190, %192 : i64
      %194 = llvm.getelementptr %21[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %191, %194 : f32, !llvm.ptr<1>
      %thread_id_x_148 = gpu.thread_id  x
      %195 = arith.index_cast %thread_id_x_148 : index to i64
      %c32_i64_149 = arith.constant 32 : i64
      %196 = arith.remsi %195, %c32_i64_149 : i64
      %c32_i64_150 = arith.constant 32 : i64
      %197 = arith.divsi %196, %c32_i64_150 : i64
      %c3_i64_151 = arith.constant 3 : i64
      %198 = arith.addi %197, %c3_i64_151 : i64
      %thread_id_x_152 = gpu.thread_id  x
      %199 = arith.index_cast %thread_id_x_152 : index to i64
      %c32_i64_153 = arith.constant 32 : i64
      %200 = arith.remsi %199, %c32_i64_153 : i64
      %c32_i64_154 = arith.constant 32 : i64
      %201 = arith.remsi %200, %c32_i64_154 : i64
      %202 = memref.load %alloca_26[] : memref<f32>
      %c32_i64_155 = arith.constant 32 : i64
      %203 = arith.muli %198, %c32_i64_155 : i64
      %204 = arith.addi %201, %203 : i64
      %205 = llvm.getelementptr %21[%204] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %202, %205 : f32, !llvm.ptr<1>
      %cst_156 = arith.constant 2.000000e+00 : f32
      %206 = memref.load %alloca_23[] : memref<f32>
      %207 = arith.mulf %cst_156, %206 : f32
      %cst_157 = arith.constant 2.000000e+00 : f32
      %208 = memref.load %alloca_24[] : memref<f32>
      %209 = arith.mulf %cst_157, %208 : f32
      %cst_158 = arith.constant 2.000000e+00 : f32
      %210 = memref.load %alloca_25[] : memref<f32>
      %211 = arith.mulf %cst_158, %210 : f32
      %cst_159 = arith.constant 2.000000e+00 : f32
      %212 = memref.load %alloca_26[] : memref<f32>
      %213 = arith.mulf %cst_159, %212 : f32
      llvm.fence acq_rel
      %thread_id_x_160 = gpu.thread_id  x
      %214 = arith.index_cast %thread_id_x_160 : index to i64
      %c32_i64_161 = arith.constant 32 : i64
      %215 = arith.remsi %214, %c32_i64_161 : i64
      %c32_i64_162 = arith.constant 32 : i64
      %216 = arith.divsi %215, %c32_i64_162 : i64
      %thread_id_x_163 = gpu.thread_id  x
      %217 = arith.index_cast %thread_id_x_163 : index to i64
      %c32_i64_164 = arith.constant 32 : i64
      %218 = arith.remsi %217, %c32_i64_164 : i64
      %c32_i64_165 = arith.constant 32 : i64
      %219 = arith.remsi %218, %c32_i64_165 : i64
      %c32_i64_166 = arith.constant 32 : i64
      %220 = arith.muli %216, %c32_i64_166 : i64
      %221 = arith.addi %219, %220 : i64
      %222 = llvm.getelementptr %23[%221] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %223 = llvm.atomicrmw xchg %222, %207 monotonic : !llvm.ptr<1>, f32
      %thread_id_x_167 = gpu.thread_id  x
      %224 = arith.index_cast %thread_id_x_167 : index to i64
      %c32_i64_168 = arith.constant 32 : i64
      %225 = arith.remsi %224, %c32_i64_168 : i64
      %c32_i64_169 = arith.constant 32 : i64
      %226 = arith.divsi %225, %c32_i64_169 : i64
      %c1_i64_170 = arith.constant 1 : i64
      %227 = arith.addi %226, %c1_i64_170 : i64
      %thread_id_x_171 = gpu.thread_id  x
      %228 = arith.index_cast %thread_id_x_171 : index to i64
      %c32_i64_172 = arith.constant 32 : i64
      %229 = arith.remsi %228, %c32_i64_172 : i64
      %c32_i64_173 = arith.constant 32 : i64
      %230 = arith.remsi %229, %c32_i64_173 : i64
      %c32_i64_174 = arith.constant 32 : i64
      %231 = arith.muli %227, %c32_i64_174 : i64
      %232 = arith.addi %230, %231 : i64
      %233 = llvm.getelementptr %23[%232] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %234 = llvm.atomicrmw xchg %233, %209 monotonic : !llvm.ptr<1>, f32
      %thread_id_x_175 = gpu.thread_id  x
      %235 = arith.index_cast %thread_id_x_175 : index to i64
      %c32_i64_176 = arith.constant 32 : i64
      %236 = arith.remsi %235, %c32_i64_176 : i64
      %c32_i64_177 = arith.constant 32 : i64
      %237 = arith.divsi %236, %c32_i64_177 : i64
      %c2_i64_178 = arith.constant 2 : i64
      %238 = arith.addi %237, %c2_i64_178 : i64
      %thread_id_x_179 = gpu.thread_id  x
      %239 = arith.index_cast %thread_id_x_179 : index to i64
      %c32_i64_180 = arith.constant 32 : i64
      %240 = arith.remsi %239, %c32_i64_180 : i64
      %c32_i64_181 = arith.constant 32 : i64
      %241 = arith.remsi %240, %c32_i64_181 : i64
      %c32_i64_182 = arith.constant 32 : i64
      %242 = arith.muli %238, %c32_i64_182 : i64
      %243 = arith.addi %241, %242 : i64
      %244 = llvm.getelementptr %23[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %245 = llvm.atomicrmw xchg %244, %211 monotonic : !llvm.ptr<1>, f32
      %thread_id_x_183 = gpu.thread_id  x
      %246 = arith.index_cast %thread_id_x_183 : index to i64
      %c32_i64_184 = arith.constant 32 : i64
      %247 = arith.remsi %246, %c32_i64_184 : i64
      %c32_i64_185 = arith.constant 32 : i64
      %248 = arith.divsi %247, %c32_i64_185 : i64
      %c3_i64_186 = arith.constant 3 : i64
      %249 = arith.addi %248, %c3_i64_186 : i64
      %thread_id_x_187 = gpu.thread_id  x
      %250 = arith.index_cast %thread_id_x_187 : index to i64
      %c32_i64_188 = arith.constant 32 : i64
      %251 = arith.remsi %250, %c32_i64_188 : i64
      %c32_i64_189 = arith.constant 32 : i64
      %252 = arith.remsi %251, %c32_i64_189 : i64
      %c32_i64_190 = arith.constant 32 : i64
      %253 = arith.muli %249, %c32_i64_190 : i64
      %254 = arith.addi %252, %253 : i64
      %255 = llvm.getelementptr %23[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %256 = llvm.atomicrmw xchg %255, %213 monotonic : !llvm.ptr<1>, f32
      %thread_id_x_191 = gpu.thread_id  x
      %257 = arith.index_cast %thread_id_x_191 : index to i64
      %c32_i64_192 = arith.constant 32 : i64
      %258 = arith.remsi %257, %c32_i64_192 : i64
      %c32_i64_193 = arith.constant 32 : i64
      %259 = arith.divsi %258, %c32_i64_193 : i64
      %thread_id_x_194 = gpu.thread_id  x
      %260 = arith.index_cast %thread_id_x_194 : index to i64
      %c32_i64_195 = arith.constant 32 : i64
      %261 = arith.remsi %260, %c32_i64_195 : i64
      %c32_i64_196 = arith.constant 32 : i64
      %262 = arith.remsi %261, %c32_i64_196 : i64
      %c0_i64 = arith.constant 0 : i64
      %263 = arith.cmpi sge, %259, %c0_i64 : i64
      %c3_i64_197 = arith.constant 3 : i64
      %264 = arith.cmpi slt, %259, %c3_i64_197 : i64
      %265 = arith.andi %263, %264 : i1
      scf.if %265 {
        %c32_i64_225 = arith.constant 32 : i64
        %296 = arith.muli %259, %c32_i64_225 : i64
        %297 = arith.addi %262, %296 : i64
        %298 = llvm.getelementptr %25[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %299 = llvm.load %298 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %300 = scf.while (%arg5 = %299) : (i32) -> i32 {
          %c7_i32 = arith.constant 7 : i32
          %301 = arith.minsi %arg5, %c7_i32 : i32
          %302 = llvm.cmpxchg %298, %arg5, %301 monotonic monotonic : !llvm.ptr<1>, i32
          %303 = llvm.extractvalue %302[0] : !llvm.struct<(i32, i1)> 
          %304 = llvm.extractvalue %302[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %305 = arith.xori %304, %true : i1
          scf.condition(%305) %303 : i32
        } do {
        ^bb0(%arg5: i32):
          scf.yield %arg5 : i32
        }
      }
      %thread_id_x_198 = gpu.thread_id  x
      %266 = arith.index_cast %thread_id_x_198 : index to i64
      %c32_i64_199 = arith.constant 32 : i64
      %267 = arith.remsi %266, %c32_i64_199 : i64
      %c32_i64_200 = arith.constant 32 : i64
      %268 = arith.divsi %267, %c32_i64_200 : i64
      %c1_i64_201 = arith.constant 1 : i64
      %269 = arith.addi %268, %c1_i64_201 : i64
      %thread_id_x_202 = gpu.thread_id  x
      %270 = arith.index_cast %thread_id_x_202 : index to i64
      %c32_i64_203 = arith.constant 32 : i64
      %271 = arith.remsi %270, %c32_i64_203 : i64
      %c32_i64_204 = arith.constant 32 : i64
      %272 = arith.remsi %271, %c32_i64_204 : i64
      %c0_i64_205 = arith.constant 0 : i64
      %273 = arith.cmpi sge, %269, %c0_i64_205 : i64
      %c3_i64_206 = arith.constant 3 : i64
      %274 = arith.cmpi slt, %269, %c3_i64_206 : i64
      %275 = arith.andi %273, %274 : i1
      scf.if %275 {
        %c32_i64_225 = arith.constant 32 : i64
        %296 = arith.muli %269, %c32_i64_225 : i64
        %297 = arith.addi %272, %296 : i64
        %298 = llvm.getelementptr %25[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %299 = llvm.load %298 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %300 = scf.while (%arg5 = %299) : (i32) -> i32 {
          %c7_i32 = arith.constant 7 : i32
          %301 = arith.minsi %arg5, %c7_i32 : i32
          %302 = llvm.cmpxchg %298, %arg5, %301 monotonic monotonic : !llvm.ptr<1>, i32
          %303 = llvm.extractvalue %302[0] : !llvm.struct<(i32, i1)> 
          %304 = llvm.extractvalue %302[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %305 = arith.xori %304, %true : i1
          scf.condition(%305) %303 : i32
        } do {
        ^bb0(%arg5: i32):
          scf.yield %arg5 : i32
        }
      }
      %thread_id_x_207 = gpu.thread_id  x
      %276 = arith.index_cast %thread_id_x_207 : index to i64
      %c32_i64_208 = arith.constant 32 : i64
      %277 = arith.remsi %276, %c32_i64_208 : i64
      %c32_i64_209 = arith.constant 32 : i64
      %278 = arith.divsi %277, %c32_i64_209 : i64
      %c2_i64_210 = arith.constant 2 : i64
      %279 = arith.addi %278, %c2_i64_210 : i64
      %thread_id_x_211 = gpu.thread_id  x
      %280 = arith.index_cast %thread_id_x_211 : index to i64
      %c32_i64_212 = arith.constant 32 : i64
      %281 = arith.remsi %280, %c32_i64_212 : i64
      %c32_i64_213 = arith.constant 32 : i64
      %282 = arith.remsi %281, %c32_i64_213 : i64
      %c0_i64_214 = arith.constant 0 : i64
      %283 = arith.cmpi sge, %279, %c0_i64_214 : i64
      %c3_i64_215 = arith.constant 3 : i64
      %284 = arith.cmpi slt, %279, %c3_i64_215 : i64
      %285 = arith.andi %283, %284 : i1
      scf.if %285 {
        %c32_i64_225 = arith.constant 32 : i64
        %296 = arith.muli %279, %c32_i64_225 : i64
        %297 = arith.addi %282, %296 : i64
        %298 = llvm.getelementptr %25[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %299 = llvm.load %298 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %300 = scf.while (%arg5 = %299) : (i32) -> i32 {
          %c7_i32 = arith.constant 7 : i32
          %301 = arith.minsi %arg5, %c7_i32 : i32
          %302 = llvm.cmpxchg %298, %arg5, %301 monotonic monotonic : !llvm.ptr<1>, i32
          %303 = llvm.extractvalue %302[0] : !llvm.struct<(i32, i1)> 
          %304 = llvm.extractvalue %302[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %305 = arith.xori %304, %true : i1
          scf.condition(%305) %303 : i32
        } do {
        ^bb0(%arg5: i32):
          scf.yield %arg5 : i32
        }
      }
      %thread_id_x_216 = gpu.thread_id  x
      %286 = arith.index_cast %thread_id_x_216 : index to i64
      %c32_i64_217 = arith.constant 32 : i64
      %287 = arith.remsi %286, %c32_i64_217 : i64
      %c32_i64_218 = arith.constant 32 : i64
      %288 = arith.divsi %287, %c32_i64_218 : i64
      %c3_i64_219 = arith.constant 3 : i64
      %289 = arith.addi %288, %c3_i64_219 : i64
      %thread_id_x_220 = gpu.thread_id  x
      %290 = arith.index_cast %thread_id_x_220 : index to i64
      %c32_i64_221 = arith.constant 32 : i64
      %291 = arith.remsi %290, %c32_i64_221 : i64
      %c32_i64_222 = arith.constant 32 : i64
      %292 = arith.remsi %291, %c32_i64_222 : i64
      %c0_i64_223 = arith.constant 0 : i64
      %293 = arith.cmpi sge, %289, %c0_i64_223 : i64
      %c3_i64_224 = arith.constant 3 : i64
      %294 = arith.cmpi slt, %289, %c3_i64_224 : i64
      %295 = arith.andi %293, %294 : i1
      scf.if %295 {
        %c32_i64_225 = arith.constant 32 : i64
        %296 = arith.muli %289, %c32_i64_225 : i64
        %297 = arith.addi %292, %296 : i64
        %298 = llvm.getelementptr %25[%297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %299 = llvm.load %298 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %300 = scf.while (%arg5 = %299) : (i32) -> i32 {
          %c7_i32 = arith.constant 7 : i32
          %301 = arith.minsi %arg5, %c7_i32 : i32
          %302 = llvm.cmpxchg %298, %arg5, %301 monotonic monotonic : !llvm.ptr<1>, i32
          %303 = llvm.extractvalue %302[0] : !llvm.struct<(i32, i1)> 
          %304 = llvm.extractvalue %302[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %305 = arith.xori %304, %true : i1
          scf.condition(%305) %303 : i32
        } do {
        ^bb0(%arg5: i32):
          scf.yield %arg5 : i32
        }
      }
      gpu.return
    }
  }
}
