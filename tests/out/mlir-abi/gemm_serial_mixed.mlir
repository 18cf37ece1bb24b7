module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mixed(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 8, 3, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(9 : i64) : i64
      %3 = llvm.mlir.constant(13 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(9 : i64) : i64
      %6 = llvm.mlir.constant(117 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<9x13x?xf16, strided<[1, 9, 117]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(13 : i64) : i64
      %20 = llvm.mlir.constant(11 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(13 : i64) : i64
      %23 = llvm.mlir.constant(143 : i64) : i64
      %24 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg2, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg3, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<13x11x?xf32, strided<[1, 13, 143]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(9 : i64) : i64
      %37 = llvm.mlir.constant(11 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(9 : i64) : i64
      %40 = llvm.mlir.constant(99 : i64) : i64
      %41 = llvm.insertvalue %arg4, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg4, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %35, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %36, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %37, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %arg5, %45[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %38, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %39, %47[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %40, %48[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<9x11x?xf64, strided<[1, 9, 99]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<9x13x?xf16, strided<[1, 9, 117]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<9x13x?xf16, strided<[1, 9, 117]>, 1> -> index
      %51 = arith.index_cast %intptr : index to i64
      %52 = llvm.inttoptr %51 : i64 to !llvm.ptr<1>
      %53 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<13x11x?xf32, strided<[1, 13, 143]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<13x11x?xf32, strided<[1, 13, 143]>, 1> -> index
      %54 = arith.index_cast %intptr_4 : index to i64
      %55 = llvm.inttoptr %54 : i64 to !llvm.ptr<1>
      %56 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<9x11x?xf64, strided<[1, 9, 99]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<9x11x?xf64, strided<[1, 9, 99]>, 1> -> index
      %57 = arith.index_cast %intptr_9 : index to i64
      %58 = llvm.inttoptr %57 : i64 to !llvm.ptr<1>
      %59 = arith.index_cast %sizes_7#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_10 = memref.alloca() : memref<f64>
      %alloca_11 = memref.alloca() : memref<f64>
      %alloca_12 = memref.alloca() : memref<f64>
      %alloca_13 = memref.alloca() : memref<f64>
      %alloca_14 = memref.alloca() : memref<f64>
      %alloca_15 = memref.alloca() : memref<f64>
      %alloca_16 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %60 = arith.index_cast %block_id_x : index to i64
      %c117_i64 = arith.constant 117 : i64
      %61 = arith.muli %60, %c117_i64 : i64
      %62 = llvm.getelementptr %52[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %c143_i64 = arith.constant 143 : i64
      %63 = arith.muli %60, %c143_i64 : i64
      %64 = llvm.getelementptr %55[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c99_i64 = arith.constant 99 : i64
      %65 = arith.muli %60, %c99_i64 : i64
      %66 = llvm.getelementptr %58[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %67 = arith.index_cast %thread_id_x : index to i64
      %c8_i64 = arith.constant 8 : i64
      %68 = arith.minsi %67, %c8_i64 : i64
      %thread_id_x_17 = gpu.thread_id  x
      %69 = arith.index_cast %thread_id_x_17 : index to i64
      %c8_i64_18 = arith.constant 8 : i64
      %70 = arith.addi %69, %c8_i64_18 : i64
      %c8_i64_19 = arith.constant 8 : i64
      %71 = arith.minsi %70, %c8_i64_19 : i64
      %thread_id_y = gpu.thread_id  y
      %72 = arith.index_cast %thread_id_y : index to i64
      %c10_i64 = arith.constant 10 : i64
      %73 = arith.minsi %72, %c10_i64 : i64
      %thread_id_y_20 = gpu.thread_id  y
      %74 = arith.index_cast %thread_id_y_20 : index to i64
      %c3_i64 = arith.constant 3 : i64
      %75 = arith.addi %74, %c3_i64 : i64
      %c10_i64_21 = arith.constant 10 : i64
      %76 = arith.minsi %75, %c10_i64_21 : i64
      %thread_id_y_22 = gpu.thread_id  y
      %77 = arith.index_cast %thread_id_y_22 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %78 = arith.addi %77, %c6_i64 : i64
      %c10_i64_23 = arith.constant 10 : i64
      %79 = arith.minsi %78, %c10_i64_23 : i64
      %thread_id_y_24 = gpu.thread_id  y
      %80 = arith.index_cast %thread_id_y_24 : index to i64
      %c9_i64 = arith.constant 9 : i64
      %81 = arith.addi %80, %c9_i64 : i64
      %c10_i64_25 = arith.constant 10 : i64
      %82 = arith.minsi %81, %c10_i64_25 : i64
      %cst = arith.constant 0.000000e+00 : f64
      memref.store %cst, %alloca[] : memref<f64>
      %cst_26 = arith.constant 0.000000e+00 : f64
      memref.store %cst_26, %alloca_10[] : memref<f64>
      %cst_27 = arith.constant 0.000000e+00 : f64
      memref.store %cst_27, %alloca_11[] : memref<f64>
      %cst_28 = arith.constant 0.000000e+00 : f64
      memref.store %cst_28, %alloca_12[] : memref<f64>
      %cst_29 = arith.constant 0.000000e+00 : f64
      memref.store %cst_29, %alloca_13[] : memref<f64>
      %cst_30 = arith.constant 0.000000e+00 : f64
      memref.store %cst_30, %alloca_14[] : memref<f64>
      %cst_31 = arith.constant 0.000000e+00 : f64
      memref.store %cst_31, %alloca_15[] : memref<f64>
      %cst_32 = arith.constant 0.000000e+00 : f64
      memref.store %cst_32, %alloca_16[] : memref<f64>
      %c0_i64 = arith.constant 0 : i64
      %c13_i64 = arith.constant 13 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c13_i64 step %c1_i64  : i64 {
        %c9_i64_35 = arith.constant 9 : i64
        %85 = arith.muli %arg6, %c9_i64_35 : i64
        %86 = arith.addi %68, %85 : i64
        %87 = llvm.getelementptr %62[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %88 = llvm.load %87 : !llvm.ptr<1> -> f16
        %c9_i64_36 = arith.constant 9 : i64
        %89 = arith.muli %arg6, %c9_i64_36 : i64
        %90 = arith.addi %71, %89 : i64
        %91 = llvm.getelementptr %62[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %92 = llvm.load %91 : !llvm.ptr<1> -> f16
        %c13_i64_37 = arith.constant 13 : i64
        %93 = arith.muli %73, %c13_i64_37 : i64
        %94 = arith.addi %arg6, %93 : i64
        %95 = llvm.getelementptr %64[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %96 = llvm.load %95 : !llvm.ptr<1> -> f32
        %c13_i64_38 = arith.constant 13 : i64
        %97 = arith.muli %76, %c13_i64_38 : i64
        %98 = arith.addi %arg6, %97 : i64
        %99 = llvm.getelementptr %64[%98] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %100 = llvm.load %99 : !llvm.ptr<1> -> f32
        %c13_i64_39 = arith.constant 13 : i64
        %101 = arith.muli %79, %c13_i64_39 : i64
        %102 = arith.addi %arg6, %101 : i64
        %103 = llvm.getelementptr %64[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %104 = llvm.load %103 : !llvm.ptr<1> -> f32
        %c13_i64_40 = arith.constant 13 : i64
        %105 = arith.muli %82, %c13_i64_40 : i64
        %106 = arith.addi %arg6, %105 : i64
        %107 = llvm.getelementptr %64[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %108 = llvm.load %107 : !llvm.ptr<1> -> f32
        %109 = arith.extf %88 : f16 to f64
        %110 = arith.extf %96 : f32 to f64
        %111 = memref.load %alloca[] : memref<f64>
        %112 = llvm.intr.fma(%109, %110, %111) : (f64, f64, f64) -> f64
        memref.store %112, %alloca[] : memref<f64>
        %113 = arith.extf %88 : f16 to f64
        %114 = arith.extf %100 : f32 to f64
        %115 = memref.load %alloca_10[] : memref<f64>
        %116 = llvm.intr.fma(%113, %114, %115) : (f64, f64, f64) -> f64
        memref.store %116, %alloca_10[] : memref<f64>
        %117 = arith.extf %88 : f16 to f64
        %118 = arith.extf %104 : f32 to f64
        %119 = memref.load %alloca_11[] : memref<f64>
        %120 = llvm.intr.fma(%117, %118, %119) : (f64, f64, f64) -> f64
        memref.store %120, %alloca_11[] : memref<f64>
        %121 = arith.extf %88 : f16 to f64
        %122 = arith.extf %108 : f32 to f64
        %123 = memref.load %alloca_12[] : memref<f64>
        %124 = llvm.intr.fma(%121, %122, %123) : (f64, f64, f64) -> f64
        memref.store %124, %alloca_12[] : memref<f64>
        %125 = arith.extf %92 : f16 to f64
        %126 = arith.extf %96 : f32 to f64
        %127 = memref.load %alloca_13[] : memref<f64>
        %128 = llvm.intr.fma(%125, %126, %127) : (f64, f64, f64) -> f64
        memref.store %128, %alloca_13[] : memref<f64>
        %129 = arith.extf %92 : f16 to f64
        %130 = arith.extf %100 : f32 to f64
        %131 = memref.load %alloca_14[] : memref<f64>
        %132 = llvm.intr.fma(%129, %130, %131) : (f64, f64, f64) -> f64
        memref.store %132, %alloca_14[] : memref<f64>
        %133 = arith.extf %92 : f16 to f64
        %134 = arith.extf %104 : f32 to f64
        %135 = memref.load %alloca_15[] : memref<f64>
        %136 = llvm.intr.fma(%133, %134, %135) : (f64, f64, f64) -> f64
        memref.store %136, %alloca_15[] : memref<f64>
        %137 = arith.extf %92 : f16 to f64
        %138 = arith.extf %108 : f32 to f64
        %139 = memref.load %alloca_16[] : memref<f64>
        %140 = llvm.intr.fma(%137, %138, %139) : (f64, f64, f64) -> f64
        memref.store %140, %alloca_16[] : memref<f64>
      }
      %c9_i64_33 = arith.constant 9 : i64
      %83 = arith.cmpi slt, %67, %c9_i64_33 : i64
      scf.if %83 {
        %c11_i64 = arith.constant 11 : i64
        %85 = arith.cmpi slt, %72, %c11_i64 : i64
        scf.if %85 {
          %cst_38 = arith.constant 2.000000e+00 : f64
          %89 = memref.load %alloca[] : memref<f64>
          %c9_i64_39 = arith.constant 9 : i64
          %90 = arith.muli %72, %c9_i64_39 : i64
          %91 = arith.addi %67, %90 : i64
          %92 = llvm.getelementptr %66[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %93 = llvm.load %92 : !llvm.ptr<1> -> f64
          %94 = llvm.intr.fma(%cst_38, %89, %93) : (f64, f64, f64) -> f64
          %c9_i64_40 = arith.constant 9 : i64
          %95 = arith.muli %72, %c9_i64_40 : i64
          %96 = arith.addi %67, %95 : i64
          %97 = llvm.getelementptr %66[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %94, %97 : f64, !llvm.ptr<1>
        }
        %c11_i64_35 = arith.constant 11 : i64
        %86 = arith.cmpi slt, %75, %c11_i64_35 : i64
        scf.if %86 {
          %cst_38 = arith.constant 2.000000e+00 : f64
          %89 = memref.load %alloca_10[] : memref<f64>
          %c9_i64_39 = arith.constant 9 : i64
          %90 = arith.muli %75, %c9_i64_39 : i64
          %91 = arith.addi %67, %90 : i64
          %92 = llvm.getelementptr %66[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %93 = llvm.load %92 : !llvm.ptr<1> -> f64
          %94 = llvm.intr.fma(%cst_38, %89, %93) : (f64, f64, f64) -> f64
          %c9_i64_40 = arith.constant 9 : i64
          %95 = arith.muli %75, %c9_i64_40 : i64
          %96 = arith.addi %67, %95 : i64
          %97 = llvm.getelementptr %66[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %94, %97 : f64, !llvm.ptr<1>
        }
        %c11_i64_36 = arith.constant 11 : i64
        %87 = arith.cmpi slt, %78, %c11_i64_36 : i64
        scf.if %87 {
          %cst_38 = arith.constant 2.000000e+00 : f64
          %89 = memref.load %alloca_11[] : memref<f64>
          %c9_i64_39 = arith.constant 9 : i64
          %90 = arith.muli %78, %c9_i64_39 : i64
          %91 = arith.addi %67, %90 : i64
          %92 = llvm.getelementptr %66[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %93 = llvm.load %92 : !llvm.ptr<1> -> f64
          %94 = llvm.intr.fma(%cst_38, %89, %93) : (f64, f64, f64) -> f64
          %c9_i64_40 = arith.constant 9 : i64
          %95 = arith.muli %78, %c9_i64_40 : i64
          %96 = arith.addi %67, %95 : i64
          %97 = llvm.getelementptr %66[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %94, %97 : f64, !llvm.ptr<1>
        }
        %c11_i64_37 = arith.constant 11 : i64
        %88 = arith.cmpi slt, %81, %c11_i64_37 : i64
        scf.if %88 {
          %cst_38 = arith.constant 2.000000e+00 : f64
          %89 = memref.load %alloca_12[] : memref<f64>
          %c9_i64_39 = arith.constant 9 : i64
          %90 = arith.muli %81, %c9_i64_39 : i64
          %91 = arith.addi %67, %90 : i64
          %92 = llvm.getelementptr %66[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %93 = llvm.load %92 : !llvm.ptr<1> -> f64
          %94 = llvm.intr.fma(%cst_38, %89, %93) : (f64, f64, f64) -> f64
          %c9_i64_40 = arith.constant 9 : i64
          %95 = arith.muli %81, %c9_i64_40 : i64
          %96 = arith.addi %67, %95 : i64
          %97 = llvm.getelementptr %66[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %94, %97 : f64, !llvm.ptr<1>
        }
      }
      %c9_i64_34 = arith.constant 9 : i64
      %84 = arith.cmpi slt, %70, %c9_i64_34 : i64
      scf.if %84 {
        %c11_i64 = arith.constant 11 : i64
        %85 = arith.cmpi slt, %72, %c11_i64 : i64
        scf.if %85 {
          %cst_38 = arith.constant 2.000000e+00 : f64
          %89 = memref.load %alloca_13[] : memref<f64>
          %c9_i64_39 = arith.constant 9 : i64
          %90 = arith.muli %72, %c9_i64_39 : i64
          %91 = arith.addi %70, %90 : i64
          %92 = llvm.getelementptr %66[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %93 = llvm.load %92 : !llvm.ptr<1> -> f64
          %94 = llvm.intr.fma(%cst_38, %89, %93) : (f64, f64, f64) -> f64
          %c9_i64_40 = arith.constant 9 : i64
          %95 = arith.muli %72, %c9_i64_40 : i64
          %96 = arith.addi %70, %95 : i64
          %97 = llvm.getelementptr %66[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %94, %97 : f64, !llvm.ptr<1>
        }
        %c11_i64_35 = arith.constant 11 : i64
        %86 = arith.cmpi slt, %75, %c11_i64_35 : i64
        scf.if %86 {
          %cst_38 = arith.constant 2.000000e+00 : f64
          %89 = memref.load %alloca_14[] : memref<f64>
          %c9_i64_39 = arith.constant 9 : i64
          %90 = arith.muli %75, %c9_i64_39 : i64
          %91 = arith.addi %70, %90 : i64
          %92 = llvm.getelementptr %66[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %93 = llvm.load %92 : !llvm.ptr<1> -> f64
          %94 = llvm.intr.fma(%cst_38, %89, %93) : (f64, f64, f64) -> f64
          %c9_i64_40 = arith.constant 9 : i64
          %95 = arith.muli %75, %c9_i64_40 : i64
          %96 = arith.addi %70, %95 : i64
          %97 = llvm.getelementptr %66[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %94, %97 : f64, !llvm.ptr<1>
        }
        %c11_i64_36 = arith.constant 11 : i64
        %87 = arith.cmpi slt, %78, %c11_i64_36 : i64
        scf.if %87 {
          %cst_38 = arith.constant 2.000000e+00 : f64
          %89 = memref.load %alloca_15[] : memref<f64>
          %c9_i64_39 = arith.constant 9 : i64
          %90 = arith.muli %78, %c9_i64_39 : i64
          %91 = arith.addi %70, %90 : i64
          %92 = llvm.getelementptr %66[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %93 = llvm.load %92 : !llvm.ptr<1> -> f64
          %94 = llvm.intr.fma(%cst_38, %89, %93) : (f64, f64, f64) -> f64
          %c9_i64_40 = arith.constant 9 : i64
          %95 = arith.muli %78, %c9_i64_40 : i64
          %96 = arith.addi %70, %95 : i64
          %97 = llvm.getelementptr %66[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %94, %97 : f64, !llvm.ptr<1>
        }
        %c11_i64_37 = arith.constant 11 : i64
        %88 = arith.cmpi slt, %81, %c11_i64_37 : i64
        scf.if %88 {
          %cst_38 = arith.constant 2.000000e+00 : f64
          %89 = memref.load %alloca_16[] : memref<f64>
          %c9_i64_39 = arith.constant 9 : i64
          %90 = arith.muli %81, %c9_i64_39 : i64
          %91 = arith.addi %70, %90 : i64
          %92 = llvm.getelementptr %66[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %93 = llvm.load %92 : !llvm.ptr<1> -> f64
          %94 = llvm.intr.fma(%cst_38, %89, %93) : (f64, f64, f64) -> f64
          %c9_i64_40 = arith.constant 9 : i64
          %95 = arith.muli %81, %c9_i64_40 : i64
          %96 = arith.addi %70, %95 : i64
          %97 = llvm.getelementptr %66[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %94, %97 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
