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
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %28 = llvm.getelementptr %17[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %29 = llvm.load %28 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %30 = scf.while (%arg5 = %29) : (i32) -> i32 {
        %157 = arith.bitcast %arg5 : i32 to f32
        memref.store %157, %alloca[] : memref<f32>
        %cst_113 = arith.constant 1.500000e+00 : f32
        %158 = arith.addf %157, %cst_113 : f32
        %159 = arith.bitcast %158 : f32 to i32
        %160 = llvm.cmpxchg %28, %arg5, %159 monotonic monotonic : !llvm.ptr<1>, i32
        %161 = llvm.extractvalue %160[0] : !llvm.struct<(i32, i1)> 
        %162 = llvm.extractvalue %160[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %163 = arith.xori %162, %true : i1
        scf.condition(%163) %161 : i32
      } do {
      ^bb0(%arg5: i32):
        scf.yield %arg5 : i32
      }
      %thread_id_x_30 = gpu.thread_id  x
      %31 = arith.index_cast %thread_id_x_30 : index to i64
      %c32_i64_31 = arith.constant 32 : i64
      %32 = arith.remsi %31, %c32_i64_31 : i64
      %cst_32 = arith.constant 0.000000e+00 : f32
      memref.store %cst_32, %alloca_20[] : memref<f32>
      %c32_i64_33 = arith.constant 32 : i64
      %33 = arith.addi %32, %c32_i64_33 : i64
      %34 = llvm.getelementptr %17[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %35 = llvm.load %34 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %36 = scf.while (%arg5 = %35) : (i32) -> i32 {
        %157 = arith.bitcast %arg5 : i32 to f32
        memref.store %157, %alloca_20[] : memref<f32>
        %cst_113 = arith.constant 1.500000e+00 : f32
        %158 = arith.addf %157, %cst_113 : f32
        %159 = arith.bitcast %158 : f32 to i32
        %160 = llvm.cmpxchg %34, %arg5, %159 monotonic monotonic : !llvm.ptr<1>, i32
        %161 = llvm.extractvalue %160[0] : !llvm.struct<(i32, i1)> 
        %162 = llvm.extractvalue %160[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %163 = arith.xori %162, %true : i1
        scf.condition(%163) %161 : i32
      } do {
      ^bb0(%arg5: i32):
        scf.yield %arg5 : i32
      }
      %thread_id_x_34 = gpu.thread_id  x
      %37 = arith.index_cast %thread_id_x_34 : index to i64
      %c32_i64_35 = arith.constant 32 : i64
      %38 = arith.remsi %37, %c32_i64_35 : i64
      %cst_36 = arith.constant 0.000000e+00 : f32
      memref.store %cst_36, %alloca_21[] : memref<f32>
      %c64_i64 = arith.constant 64 : i64
      %39 = arith.addi %38, %c64_i64 : i64
      %40 = llvm.getelementptr %17[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %41 = llvm.load %40 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %42 = scf.while (%arg5 = %41) : (i32) -> i32 {
        %157 = arith.bitcast %arg5 : i32 to f32
        memref.store %157, %alloca_21[] : memref<f32>
        %cst_113 = arith.constant 1.500000e+00 : f32
        %158 = arith.addf %157, %cst_113 : f32
        %159 = arith.bitcast %158 : f32 to i32
        %160 = llvm.cmpxchg %40, %arg5, %159 monotonic monotonic : !llvm.ptr<1>, i32
        %161 = llvm.extractvalue %160[0] : !llvm.struct<(i32, i1)> 
        %162 = llvm.extractvalue %160[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %163 = arith.xori %162, %true : i1
        scf.condition(%163) %161 : i32
      } do {
      ^bb0(%arg5: i32):
        scf.yield %arg5 : i32
      }
      %thread_id_x_37 = gpu.thread_id  x
      %43 = arith.index_cast %thread_id_x_37 : index to i64
      %c32_i64_38 = arith.constant 32 : i64
      %44 = arith.remsi %43, %c32_i64_38 : i64
      %cst_39 = arith.constant 0.000000e+00 : f32
      memref.store %cst_39, %alloca_22[] : memref<f32>
      %c96_i64_40 = arith.constant 96 : i64
      %45 = arith.addi %44, %c96_i64_40 : i64
      %46 = llvm.getelementptr %17[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %47 = llvm.load %46 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %48 = scf.while (%arg5 = %47) : (i32) -> i32 {
        %157 = arith.bitcast %arg5 : i32 to f32
        memref.store %157, %alloca_22[] : memref<f32>
        %cst_113 = arith.constant 1.500000e+00 : f32
        %158 = arith.addf %157, %cst_113 : f32
        %159 = arith.bitcast %158 : f32 to i32
        %160 = llvm.cmpxchg %46, %arg5, %159 monotonic monotonic : !llvm.ptr<1>, i32
        %161 = llvm.extractvalue %160[0] : !llvm.struct<(i32, i1)> 
        %162 = llvm.extractvalue %160[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %163 = arith.xori %162, %true : i1
        scf.condition(%163) %161 : i32
      } do {
      ^bb0(%arg5: i32):
        scf.yield %arg5 : i32
      }
      %thread_id_x_41 = gpu.thread_id  x
      %49 = arith.index_cast %thread_id_x_41 : index to i64
      %c32_i64_42 = arith.constant 32 : i64
      %50 = arith.remsi %49, %c32_i64_42 : i64
      %51 = memref.load %alloca[] : memref<f32>
      %52 = llvm.getelementptr %19[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %51, %52 : f32, !llvm.ptr<1>
      %thread_id_x_43 = gpu.thread_id  x
      %53 = arith.index_cast %thread_id_x_43 : index to i64
      %c32_i64_44 = arith.constant 32 : i64
      %54 = arith.remsi %53, %c32_i64_44 : i64
      %55 = memref.load %alloca_20[] : memref<f32>
      %c32_i64_45 = arith.constant 32 : i64
      %56 = arith.addi %54, %c32_i64_45 : i64
      %57 = llvm.getelementptr %19[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %55, %57 : f32, !llvm.ptr<1>
      %thread_id_x_46 = gpu.thread_id  x
      %58 = arith.index_cast %thread_id_x_46 : index to i64
      %c32_i64_47 = arith.constant 32 : i64
      %59 = arith.remsi %58, %c32_i64_47 : i64
      %60 = memref.load %alloca_21[] : memref<f32>
      %c64_i64_48 = arith.constant 64 : i64
      %61 = arith.addi %59, %c64_i64_48 : i64
      %62 = llvm.getelementptr %19[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %60, %62 : f32, !llvm.ptr<1>
      %thread_id_x_49 = gpu.thread_id  x
      %63 = arith.index_cast %thread_id_x_49 : index to i64
      %c32_i64_50 = arith.constant 32 : i64
      %64 = arith.remsi %63, %c32_i64_50 : i64
      %65 = memref.load %alloca_22[] : memref<f32>
      %c96_i64_51 = arith.constant 96 : i64
      %66 = arith.addi %64, %c96_i64_51 : i64
      %67 = llvm.getelementptr %19[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %65, %67 : f32, !llvm.ptr<1>
      %thread_id_x_52 = gpu.thread_id  x
      %68 = arith.index_cast %thread_id_x_52 : index to i64
      %c32_i64_53 = arith.constant 32 : i64
      %69 = arith.remsi %68, %c32_i64_53 : i64
      %cst_54 = arith.constant 0.000000e+00 : f32
      memref.store %cst_54, %alloca_23[] : memref<f32>
      %70 = llvm.getelementptr %17[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %71 = llvm.load %70 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %72 = scf.while (%arg5 = %71) : (i32) -> i32 {
        %157 = arith.bitcast %arg5 : i32 to f32
        memref.store %157, %alloca_23[] : memref<f32>
        %158 = arith.bitcast %157 : f32 to i32
        %159 = llvm.cmpxchg %70, %arg5, %158 monotonic monotonic : !llvm.ptr<1>, i32
        %160 = llvm.extractvalue %159[0] : !llvm.struct<(i32, i1)> 
        %161 = llvm.extractvalue %159[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %162 = arith.xori %161, %true : i1
        scf.condition(%162) %160 : i32
      } do {
      ^bb0(%arg5: i32):
        scf.yield %arg5 : i32
      }
      %thread_id_x_55 = gpu.thread_id  x
      %73 = arith.index_cast %thread_id_x_55 : index to i64
      %c32_i64_56 = arith.constant 32 : i64
      %74 = arith.remsi %73, %c32_i64_56 : i64
      %cst_57 = arith.constant 0.000000e+00 : f32
      memref.store %cst_57, %alloca_24[] : memref<f32>
      %c32_i64_58 = arith.constant 32 : i64
      %75 = arith.addi %74, %c32_i64_58 : i64
      %76 = llvm.getelementptr %17[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %77 = llvm.load %76 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %78 = scf.while (%arg5 = %77) : (i32) -> i32 {
        %157 = arith.bitcast %arg5 : i32 to f32
        memref.store %157, %alloca_24[] : memref<f32>
        %158 = arith.bitcast %157 : f32 to i32
        %159 = llvm.cmpxchg %76, %arg5, %158 monotonic monotonic : !llvm.ptr<1>, i32
        %160 = llvm.extractvalue %159[0] : !llvm.struct<(i32, i1)> 
        %161 = llvm.extractvalue %159[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %162 = arith.xori %161, %true : i1
        scf.condition(%162) %160 : i32
      } do {
      ^bb0(%arg5: i32):
        scf.yield %arg5 : i32
      }
      %thread_id_x_59 = gpu.thread_id  x
      %79 = arith.index_cast %thread_id_x_59 : index to i64
      %c32_i64_60 = arith.constant 32 : i64
      %80 = arith.remsi %79, %c32_i64_60 : i64
      %cst_61 = arith.constant 0.000000e+00 : f32
      memref.store %cst_61, %alloca_25[] : memref<f32>
      %c64_i64_62 = arith.constant 64 : i64
      %81 = arith.addi %80, %c64_i64_62 : i64
      %82 = llvm.getelementptr %17[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %83 = llvm.load %82 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %84 = scf.while (%arg5 = %83) : (i32) -> i32 {
        %157 = arith.bitcast %arg5 : i32 to f32
        memref.store %157, %alloca_25[] : memref<f32>
        %158 = arith.bitcast %157 : f32 to i32
        %159 = llvm.cmpxchg %82, %arg5, %158 monotonic monotonic : !llvm.ptr<1>, i32
        %160 = llvm.extractvalue %159[0] : !llvm.struct<(i32, i1)> 
        %161 = llvm.extractvalue %159[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %162 = arith.xori %161, %true : i1
        scf.condition(%162) %160 : i32
      } do {
      ^bb0(%arg5: i32):
        scf.yield %arg5 : i32
      }
      %thread_id_x_63 = gpu.thread_id  x
      %85 = arith.index_cast %thread_id_x_63 : index to i64
      %c32_i64_64 = arith.constant 32 : i64
      %86 = arith.remsi %85, %c32_i64_64 : i64
      %cst_65 = arith.constant 0.000000e+00 : f32
      memref.store %cst_65, %alloca_26[] : memref<f32>
      %c96_i64_66 = arith.constant 96 : i64
      %87 = arith.addi %86, %c96_i64_66 : i64
      %88 = llvm.getelementptr %17[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %89 = llvm.load %88 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
      %90 = scf.while (%arg5 = %89) : (i32) -> i32 {
        %157 = arith.bitcast %arg5 : i32 to f32
        memref.store %157, %alloca_26[] : memref<f32>
        %158 = arith.bitcast %157 : f32 to i32
        %159 = llvm.cmpxchg %88, %arg5, %158 monotonic monotonic : !llvm.ptr<1>, i32
        %160 = llvm.extractvalue %159[0] : !llvm.struct<(i32, i1)> 
        %161 = llvm.extractvalue %159[1] : !llvm.struct<(i32, i1)> 
        %true = arith.constant true
        %162 = arith.xori %161, %true : i1
        scf.condition(%162) %160 : i32
      } do {
      ^bb0(%arg5: i32):
        scf.yield %arg5 : i32
      }
      llvm.fence acq_rel
      %thread_id_x_67 = gpu.thread_id  x
      %91 = arith.index_cast %thread_id_x_67 : index to i64
      %c32_i64_68 = arith.constant 32 : i64
      %92 = arith.remsi %91, %c32_i64_68 : i64
      %93 = memref.load %alloca_23[] : memref<f32>
      %94 = llvm.getelementptr %21[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %93, %94 : f32, !llvm.ptr<1>
      %thread_id_x_69 = gpu.thread_id  x
      %95 = arith.index_cast %thread_id_x_69 : index to i64
      %c32_i64_70 = arith.constant 32 : i64
      %96 = arith.remsi %95, %c32_i64_70 : i64
      %97 = memref.load %alloca_24[] : memref<f32>
      %c32_i64_71 = arith.constant 32 : i64
      %98 = arith.addi %96, %c32_i64_71 : i64
      %99 = llvm.getelementptr %21[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %97, %99 : f32, !llvm.ptr<1>
      %thread_id_x_72 = gpu.thread_id  x
      %100 = arith.index_cast %thread_id_x_72 : index to i64
      %c32_i64_73 = arith.constant 32 : i64
      %101 = arith.remsi %100, %c32_i64_73 : i64
      %102 = memref.load %alloca_25[] : memref<f32>
      %c64_i64_74 = arith.constant 64 : i64
      %103 = arith.addi %101, %c64_i64_74 : i64
      %104 = llvm.getelementptr %21[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %102, %104 : f32, !llvm.ptr<1>
      %thread_id_x_75 = gpu.thread_id  x
      %105 = arith.index_cast %thread_id_x_75 : index to i64
      %c32_i64_76 = arith.constant 32 : i64
      %106 = arith.remsi %105, %c32_i64_76 : i64
      %107 = memref.load %alloca_26[] : memref<f32>
      %c96_i64_77 = arith.constant 96 : i64
      %108 = arith.addi %106, %c96_i64_77 : i64
      %109 = llvm.getelementptr %21[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %107, %109 : f32, !llvm.ptr<1>
      %cst_78 = arith.constant 2.000000e+00 : f32
      %110 = memref.load %alloca_23[] : memref<f32>
      %111 = arith.mulf %cst_78, %110 : f32
      %cst_79 = arith.constant 2.000000e+00 : f32
      %112 = memref.load %alloca_24[] : memref<f32>
      %113 = arith.mulf %cst_79, %112 : f32
      %cst_80 = arith.constant 2.000000e+00 : f32
      %114 = memref.load %alloca_25[] : memref<f32>
      %115 = arith.mulf %cst_80, %114 : f32
      %cst_81 = arith.constant 2.000000e+00 : f32
      %116 = memref.load %alloca_26[] : memref<f32>
      %117 = arith.mulf %cst_81, %116 : f32
      llvm.fence acq_rel
      %thread_id_x_82 = gpu.thread_id  x
      %118 = arith.index_cast %thread_id_x_82 : index to i64
      %c32_i64_83 = arith.constant 32 : i64
      %119 = arith.remsi %118, %c32_i64_83 : i64
      %120 = llvm.getelementptr %23[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %121 = llvm.atomicrmw xchg %120, %111 monotonic : !llvm.ptr<1>, f32
      %thread_id_x_84 = gpu.thread_id  x
      %122 = arith.index_cast %thread_id_x_84 : index to i64
      %c32_i64_85 = arith.constant 32 : i64
      %123 = arith.remsi %122, %c32_i64_85 : i64
      %c32_i64_86 = arith.constant 32 : i64
      %124 = arith.addi %123, %c32_i64_86 : i64
      %125 = llvm.getelementptr %23[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %126 = llvm.atomicrmw xchg %125, %113 monotonic : !llvm.ptr<1>, f32
      %thread_id_x_87 = gpu.thread_id  x
      %127 = arith.index_cast %thread_id_x_87 : index to i64
      %c32_i64_88 = arith.constant 32 : i64
      %128 = arith.remsi %127, %c32_i64_88 : i64
      %c64_i64_89 = arith.constant 64 : i64
      %129 = arith.addi %128, %c64_i64_89 : i64
      %130 = llvm.getelementptr %23[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %131 = llvm.atomicrmw xchg %130, %115 monotonic : !llvm.ptr<1>, f32
      %thread_id_x_90 = gpu.thread_id  x
      %132 = arith.index_cast %thread_id_x_90 : index to i64
      %c32_i64_91 = arith.constant 32 : i64
      %133 = arith.remsi %132, %c32_i64_91 : i64
      %c96_i64_92 = arith.constant 96 : i64
      %134 = arith.addi %133, %c96_i64_92 : i64
      %135 = llvm.getelementptr %23[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %136 = llvm.atomicrmw xchg %135, %117 monotonic : !llvm.ptr<1>, f32
      %thread_id_x_93 = gpu.thread_id  x
      %137 = arith.index_cast %thread_id_x_93 : index to i64
      %c32_i64_94 = arith.constant 32 : i64
      %138 = arith.remsi %137, %c32_i64_94 : i64
      %c0_i64 = arith.constant 0 : i64
      %c0_i64_95 = arith.constant 0 : i64
      %139 = arith.cmpi sge, %c0_i64, %c0_i64_95 : i64
      %c0_i64_96 = arith.constant 0 : i64
      %c3_i64 = arith.constant 3 : i64
      %140 = arith.cmpi slt, %c0_i64_96, %c3_i64 : i64
      %141 = arith.andi %139, %140 : i1
      scf.if %141 {
        %157 = llvm.getelementptr %25[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %158 = llvm.load %157 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %159 = scf.while (%arg5 = %158) : (i32) -> i32 {
          %c7_i32 = arith.constant 7 : i32
          %160 = arith.minsi %arg5, %c7_i32 : i32
          %161 = llvm.cmpxchg %157, %arg5, %160 monotonic monotonic : !llvm.ptr<1>, i32
          %162 = llvm.extractvalue %161[0] : !llvm.struct<(i32, i1)> 
          %163 = llvm.extractvalue %161[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %164 = arith.xori %163, %true : i1
          scf.condition(%164) %162 : i32
        } do {
        ^bb0(%arg5: i32):
          scf.yield %arg5 : i32
        }
      }
      %thread_id_x_97 = gpu.thread_id  x
      %142 = arith.index_cast %thread_id_x_97 : index to i64
      %c32_i64_98 = arith.constant 32 : i64
      %143 = arith.remsi %142, %c32_i64_98 : i64
      %c1_i64 = arith.constant 1 : i64
      %c0_i64_99 = arith.constant 0 : i64
      %144 = arith.cmpi sge, %c1_i64, %c0_i64_99 : i64
      %c1_i64_100 = arith.constant 1 : i64
      %c3_i64_101 = arith.constant 3 : i64
      %145 = arith.cmpi slt, %c1_i64_100, %c3_i64_101 : i64
      %146 = arith.andi %144, %145 : i1
      scf.if %146 {
        %c32_i64_113 = arith.constant 32 : i64
        %157 = arith.addi %143, %c32_i64_113 : i64
        %158 = llvm.getelementptr %25[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %159 = llvm.load %158 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %160 = scf.while (%arg5 = %159) : (i32) -> i32 {
          %c7_i32 = arith.constant 7 : i32
          %161 = arith.minsi %arg5, %c7_i32 : i32
          %162 = llvm.cmpxchg %158, %arg5, %161 monotonic monotonic : !llvm.ptr<1>, i32
          %163 = llvm.extractvalue %162[0] : !llvm.struct<(i32, i1)> 
          %164 = llvm.extractvalue %162[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %165 = arith.xori %164, %true : i1
          scf.condition(%165) %163 : i32
        } do {
        ^bb0(%arg5: i32):
          scf.yield %arg5 : i32
        }
      }
      %thread_id_x_102 = gpu.thread_id  x
      %147 = arith.index_cast %thread_id_x_102 : index to i64
      %c32_i64_103 = arith.constant 32 : i64
      %148 = arith.remsi %147, %c32_i64_103 : i64
      %c2_i64 = arith.constant 2 : i64
      %c0_i64_104 = arith.constant 0 : i64
      %149 = arith.cmpi sge, %c2_i64, %c0_i64_104 : i64
      %c2_i64_105 = arith.constant 2 : i64
      %c3_i64_106 = arith.constant 3 : i64
      %150 = arith.cmpi slt, %c2_i64_105, %c3_i64_106 : i64
      %151 = arith.andi %149, %150 : i1
      scf.if %151 {
        %c64_i64_113 = arith.constant 64 : i64
        %157 = arith.addi %148, %c64_i64_113 : i64
        %158 = llvm.getelementptr %25[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %159 = llvm.load %158 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %160 = scf.while (%arg5 = %159) : (i32) -> i32 {
          %c7_i32 = arith.constant 7 : i32
          %161 = arith.minsi %arg5, %c7_i32 : i32
          %162 = llvm.cmpxchg %158, %arg5, %161 monotonic monotonic : !llvm.ptr<1>, i32
          %163 = llvm.extractvalue %162[0] : !llvm.struct<(i32, i1)> 
          %164 = llvm.extractvalue %162[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %165 = arith.xori %164, %true : i1
          scf.condition(%165) %163 : i32
        } do {
        ^bb0(%arg5: i32):
          scf.yield %arg5 : i32
        }
      }
      %thread_id_x_107 = gpu.thread_id  x
      %152 = arith.index_cast %thread_id_x_107 : index to i64
      %c32_i64_108 = arith.constant 32 : i64
      %153 = arith.remsi %152, %c32_i64_108 : i64
      %c3_i64_109 = arith.constant 3 : i64
      %c0_i64_110 = arith.constant 0 : i64
      %154 = arith.cmpi sge, %c3_i64_109, %c0_i64_110 : i64
      %c3_i64_111 = arith.constant 3 : i64
      %c3_i64_112 = arith.constant 3 : i64
      %155 = arith.cmpi slt, %c3_i64_111, %c3_i64_112 : i64
      %156 = arith.andi %154, %155 : i1
      scf.if %156 {
        %c96_i64_113 = arith.constant 96 : i64
        %157 = arith.addi %153, %c96_i64_113 : i64
        %158 = llvm.getelementptr %25[%157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %159 = llvm.load %158 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %160 = scf.while (%arg5 = %159) : (i32) -> i32 {
          %c7_i32 = arith.constant 7 : i32
          %161 = arith.minsi %arg5, %c7_i32 : i32
          %162 = llvm.cmpxchg %158, %arg5, %161 monotonic monotonic : !llvm.ptr<1>, i32
          %163 = llvm.extractvalue %162[0] : !llvm.struct<(i32, i1)> 
          %164 = llvm.extractvalue %162[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %165 = arith.xori %164, %true : i1
          scf.condition(%165) %163 : i32
        } do {
        ^bb0(%arg5: i32):
          scf.yield %arg5 : i32
        }
      }
      gpu.return
    }
  }
}
