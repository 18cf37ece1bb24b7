module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fl(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(37 : i64) : i64
      %3 = llvm.mlir.constant(5 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(37 : i64) : i64
      %6 = llvm.mlir.constant(185 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<37x5x?xf32, strided<[1, 37, 185]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(37 : i64) : i64
      %20 = llvm.mlir.constant(1 : i64) : i64
      %21 = llvm.mlir.constant(37 : i64) : i64
      %22 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %arg2, %22[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %18, %23[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %19, %24[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %arg3, %25[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %20, %26[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<37x?xf32, strided<[1, 37]>, 1>
      %30 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %31 = llvm.mlir.constant(0 : i64) : i64
      %32 = llvm.mlir.constant(37 : i64) : i64
      %33 = llvm.mlir.constant(5 : i64) : i64
      %34 = llvm.mlir.constant(1 : i64) : i64
      %35 = llvm.mlir.constant(37 : i64) : i64
      %36 = llvm.mlir.constant(185 : i64) : i64
      %37 = llvm.insertvalue %arg4, %30[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %38 = llvm.insertvalue %arg4, %37[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %39 = llvm.insertvalue %31, %38[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %40 = llvm.insertvalue %32, %39[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %41 = llvm.insertvalue %33, %40[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg5, %41[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %34, %42[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %35, %43[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %36, %44[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = builtin.unrealized_conversion_cast %45 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<37x5x?xf32, strided<[1, 37, 185]>, 1>
      %47 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %48 = llvm.mlir.constant(0 : i64) : i64
      %49 = llvm.mlir.constant(37 : i64) : i64
      %50 = llvm.mlir.constant(1 : i64) : i64
      %51 = llvm.mlir.constant(37 : i64) : i64
      %52 = llvm.insertvalue %arg6, %47[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %53 = llvm.insertvalue %arg6, %52[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.insertvalue %48, %53[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = llvm.insertvalue %49, %54[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %56 = llvm.insertvalue %arg7, %55[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %57 = llvm.insertvalue %50, %56[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %58 = llvm.insertvalue %51, %57[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = builtin.unrealized_conversion_cast %58 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<37x?xf32, strided<[1, 37]>, 1>
      %60 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %61 = llvm.mlir.constant(0 : i64) : i64
      %62 = llvm.mlir.constant(37 : i64) : i64
      %63 = llvm.mlir.constant(5 : i64) : i64
      %64 = llvm.mlir.constant(1 : i64) : i64
      %65 = llvm.mlir.constant(37 : i64) : i64
      %66 = llvm.mlir.constant(185 : i64) : i64
      %67 = llvm.insertvalue %arg8, %60[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %68 = llvm.insertvalue %arg8, %67[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %69 = llvm.insertvalue %61, %68[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %70 = llvm.insertvalue %62, %69[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %71 = llvm.insertvalue %63, %70[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %72 = llvm.insertvalue %arg9, %71[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %73 = llvm.insertvalue %64, %72[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %74 = llvm.insertvalue %65, %73[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %75 = llvm.insertvalue %66, %74[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %76 = builtin.unrealized_conversion_cast %75 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<37x5x?xf64, strided<[1, 37, 185]>, 1>
      %77 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %78 = llvm.mlir.constant(0 : i64) : i64
      %79 = llvm.mlir.constant(37 : i64) : i64
      %80 = llvm.mlir.constant(1 : i64) : i64
      %81 = llvm.mlir.constant(37 : i64) : i64
      %82 = llvm.insertvalue %arg10, %77[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %83 = llvm.insertvalue %arg10, %82[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %84 = llvm.insertvalue %78, %83[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %85 = llvm.insertvalue %79, %84[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %86 = llvm.insertvalue %arg11, %85[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %87 = llvm.insertvalue %80, %86[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %88 = llvm.insertvalue %81, %87[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %89 = builtin.unrealized_conversion_cast %88 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<37x?xf64, strided<[1, 37]>, 1>
      %90 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %91 = llvm.mlir.constant(0 : i64) : i64
      %92 = llvm.mlir.constant(37 : i64) : i64
      %93 = llvm.mlir.constant(1 : i64) : i64
      %94 = llvm.mlir.constant(37 : i64) : i64
      %95 = llvm.insertvalue %arg12, %90[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %96 = llvm.insertvalue %arg12, %95[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %97 = llvm.insertvalue %91, %96[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %98 = llvm.insertvalue %92, %97[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %99 = llvm.insertvalue %arg13, %98[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %100 = llvm.insertvalue %93, %99[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %101 = llvm.insertvalue %94, %100[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %102 = builtin.unrealized_conversion_cast %101 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<37x?xf32, strided<[1, 37]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<37x5x?xf32, strided<[1, 37, 185]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<37x5x?xf32, strided<[1, 37, 185]>, 1> -> index
      %103 = arith.index_cast %intptr : index to i64
      %104 = llvm.inttoptr %103 : i64 to !llvm.ptr<1>
      %105 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %29 : memref<37x?xf32, strided<[1, 37]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %29 : memref<37x?xf32, strided<[1, 37]>, 1> -> index
      %106 = arith.index_cast %intptr_4 : index to i64
      %107 = llvm.inttoptr %106 : i64 to !llvm.ptr<1>
      %108 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %46 : memref<37x5x?xf32, strided<[1, 37, 185]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %46 : memref<37x5x?xf32, strided<[1, 37, 185]>, 1> -> index
      %109 = arith.index_cast %intptr_9 : index to i64
      %110 = llvm.inttoptr %109 : i64 to !llvm.ptr<1>
      %111 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %59 : memref<37x?xf32, strided<[1, 37]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %59 : memref<37x?xf32, strided<[1, 37]>, 1> -> index
      %112 = arith.index_cast %intptr_14 : index to i64
      %113 = llvm.inttoptr %112 : i64 to !llvm.ptr<1>
      %114 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %76 : memref<37x5x?xf64, strided<[1, 37, 185]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %76 : memref<37x5x?xf64, strided<[1, 37, 185]>, 1> -> index
      %115 = arith.index_cast %intptr_19 : index to i64
      %116 = llvm.inttoptr %115 : i64 to !llvm.ptr<1>
      %117 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %89 : memref<37x?xf64, strided<[1, 37]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %89 : memref<37x?xf64, strided<[1, 37]>, 1> -> index
      %118 = arith.index_cast %intptr_24 : index to i64
      %119 = llvm.inttoptr %118 : i64 to !llvm.ptr<1>
      %120 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %102 : memref<37x?xf32, strided<[1, 37]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %102 : memref<37x?xf32, strided<[1, 37]>, 1> -> index
      %121 = arith.index_cast %intptr_29 : index to i64
      %122 = llvm.inttoptr %121 : i64 to !llvm.ptr<1>
      %123 = arith.index_cast %sizes_27#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_30 = memref.alloca() : memref<f32>
      %alloca_31 = memref.alloca() : memref<f32>
      %alloca_32 = memref.alloca() : memref<f32>
      %alloca_33 = memref.alloca() : memref<f64>
      %alloca_34 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %124 = arith.index_cast %block_id_x : index to i64
      %c185_i64 = arith.constant 185 : i64
      %125 = arith.muli %124, %c185_i64 : i64
      %126 = llvm.getelementptr %104[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c37_i64 = arith.constant 37 : i64
      %127 = arith.muli %124, %c37_i64 : i64
      %128 = llvm.getelementptr %107[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c185_i64_35 = arith.constant 185 : i64
      %129 = arith.muli %124, %c185_i64_35 : i64
      %130 = llvm.getelementptr %110[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c37_i64_36 = arith.constant 37 : i64
      %131 = arith.muli %124, %c37_i64_36 : i64
      %132 = llvm.getelementptr %113[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c185_i64_37 = arith.constant 185 : i64
      %133 = arith.muli %124, %c185_i64_37 : i64
      %134 = llvm.getelementptr %116[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c37_i64_38 = arith.constant 37 : i64
      %135 = arith.muli %124, %c37_i64_38 : i64
      %136 = llvm.getelementptr %119[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c37_i64_39 = arith.constant 37 : i64
      %137 = arith.muli %124, %c37_i64_39 : i64
      %138 = llvm.getelementptr %122[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %139 = arith.index_cast %thread_id_x : index to i64
      %c37_i64_40 = arith.constant 37 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg14 = %139 to %c37_i64_40 step %c32_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c5_i64 = arith.constant 5 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64 to %c5_i64 step %c1_i64  : i64 {
          %c37_i64_53 = arith.constant 37 : i64
          %146 = arith.muli %arg15, %c37_i64_53 : i64
          %147 = arith.addi %arg14, %146 : i64
          %148 = llvm.getelementptr %126[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %149 = llvm.load %148 : !llvm.ptr<1> -> f32
          %150 = memref.load %alloca[] : memref<f32>
          %151 = arith.addf %150, %149 : f32
          memref.store %151, %alloca[] : memref<f32>
        }
        %144 = memref.load %alloca[] : memref<f32>
        %145 = llvm.getelementptr %128[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %144, %145 : f32, !llvm.ptr<1>
      }
      %thread_id_x_41 = gpu.thread_id  x
      %140 = arith.index_cast %thread_id_x_41 : index to i64
      %c37_i64_42 = arith.constant 37 : i64
      %c32_i64_43 = arith.constant 32 : i64
      scf.for %arg14 = %140 to %c37_i64_42 step %c32_i64_43  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_30[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c5_i64 = arith.constant 5 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64 to %c5_i64 step %c1_i64  : i64 {
          %c37_i64_53 = arith.constant 37 : i64
          %144 = arith.muli %arg15, %c37_i64_53 : i64
          %145 = arith.addi %arg14, %144 : i64
          %146 = llvm.getelementptr %126[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %147 = llvm.load %146 : !llvm.ptr<1> -> f32
          %148 = memref.load %alloca_30[] : memref<f32>
          %149 = arith.addf %148, %147 : f32
          %c37_i64_54 = arith.constant 37 : i64
          %150 = arith.muli %arg15, %c37_i64_54 : i64
          %151 = arith.addi %arg14, %150 : i64
          %152 = llvm.getelementptr %130[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %149, %152 : f32, !llvm.ptr<1>
          memref.store %149, %alloca_30[] : memref<f32>
        }
      }
      %thread_id_x_44 = gpu.thread_id  x
      %141 = arith.index_cast %thread_id_x_44 : index to i64
      %c37_i64_45 = arith.constant 37 : i64
      %c32_i64_46 = arith.constant 32 : i64
      scf.for %arg14 = %141 to %c37_i64_45 step %c32_i64_46  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_31[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c5_i64 = arith.constant 5 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64 to %c5_i64 step %c1_i64  : i64 {
          %c37_i64_53 = arith.constant 37 : i64
          %146 = arith.muli %arg15, %c37_i64_53 : i64
          %147 = arith.addi %arg14, %146 : i64
          %148 = llvm.getelementptr %126[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %149 = llvm.load %148 : !llvm.ptr<1> -> f32
          %cst_54 = arith.constant 0.000000e+00 : f32
          %150 = arith.cmpf ogt, %149, %cst_54 : f32
          scf.if %150 {
            memref.store %149, %alloca_32[] : memref<f32>
          } else {
            %cst_55 = arith.constant 1.000000e-01 : f32
            %154 = arith.mulf %149, %cst_55 : f32
            memref.store %154, %alloca_32[] : memref<f32>
          }
          %151 = memref.load %alloca_31[] : memref<f32>
          %152 = memref.load %alloca_32[] : memref<f32>
          %153 = arith.addf %151, %152 : f32
          memref.store %153, %alloca_31[] : memref<f32>
        }
        %144 = memref.load %alloca_31[] : memref<f32>
        %145 = llvm.getelementptr %132[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %144, %145 : f32, !llvm.ptr<1>
      }
      %thread_id_x_47 = gpu.thread_id  x
      %142 = arith.index_cast %thread_id_x_47 : index to i64
      %c37_i64_48 = arith.constant 37 : i64
      %c32_i64_49 = arith.constant 32 : i64
      scf.for %arg14 = %142 to %c37_i64_48 step %c32_i64_49  : i64 {
        %144 = llvm.getelementptr %134[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %145 = llvm.load %144 : !llvm.ptr<1> -> f64
        memref.store %145, %alloca_33[] : memref<f64>
        %c1_i64 = arith.constant 1 : i64
        %c5_i64 = arith.constant 5 : i64
        %c1_i64_53 = arith.constant 1 : i64
        scf.for %arg15 = %c1_i64 to %c5_i64 step %c1_i64_53  : i64 {
          %c37_i64_54 = arith.constant 37 : i64
          %149 = arith.muli %arg15, %c37_i64_54 : i64
          %150 = arith.addi %arg14, %149 : i64
          %151 = llvm.getelementptr %134[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %152 = llvm.load %151 : !llvm.ptr<1> -> f64
          %153 = memref.load %alloca_33[] : memref<f64>
          %154 = llvm.intr.maxnum(%153, %152) : (f64, f64) -> f64
          memref.store %154, %alloca_33[] : memref<f64>
        }
        %146 = memref.load %alloca_33[] : memref<f64>
        %cst = arith.constant 2.000000e+00 : f64
        %147 = arith.mulf %146, %cst : f64
        %148 = llvm.getelementptr %136[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %147, %148 : f64, !llvm.ptr<1>
      }
      %thread_id_x_50 = gpu.thread_id  x
      %143 = arith.index_cast %thread_id_x_50 : index to i64
      %c37_i64_51 = arith.constant 37 : i64
      %c32_i64_52 = arith.constant 32 : i64
      scf.for %arg14 = %143 to %c37_i64_51 step %c32_i64_52  : i64 {
        %c5_i64 = arith.constant 5 : i64
        %144 = arith.remsi %arg14, %c5_i64 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_34[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64 to %144 step %c1_i64  : i64 {
          %c37_i64_53 = arith.constant 37 : i64
          %147 = arith.muli %arg15, %c37_i64_53 : i64
          %148 = arith.addi %arg14, %147 : i64
          %149 = llvm.getelementptr %126[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %150 = llvm.load %149 : !llvm.ptr<1> -> f32
          %151 = memref.load %alloca_34[] : memref<f32>
          %152 = arith.addf %151, %150 : f32
          memref.store %152, %alloca_34[] : memref<f32>
        }
        %145 = memref.load %alloca_34[] : memref<f32>
        %146 = llvm.getelementptr %138[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %145, %146 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
