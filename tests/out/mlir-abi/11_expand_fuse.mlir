module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @views(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(24 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(24 : i64) : i64
      %5 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg0, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<24x?xf32, strided<[1, 24]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(2 : i64) : i64
      %16 = llvm.mlir.constant(3 : i64) : i64
      %17 = llvm.mlir.constant(5 : i64) : i64
      %18 = llvm.mlir.constant(1 : i64) : i64
      %19 = llvm.mlir.constant(2 : i64) : i64
      %20 = llvm.mlir.constant(6 : i64) : i64
      %21 = llvm.mlir.constant(30 : i64) : i64
      %22 = llvm.insertvalue %arg2, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %23 = llvm.insertvalue %arg2, %22[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %24 = llvm.insertvalue %14, %23[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %25 = llvm.insertvalue %15, %24[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %26 = llvm.insertvalue %16, %25[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %27 = llvm.insertvalue %17, %26[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %28 = llvm.insertvalue %arg3, %27[3, 3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %29 = llvm.insertvalue %18, %28[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %30 = llvm.insertvalue %19, %29[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %31 = llvm.insertvalue %20, %30[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %32 = llvm.insertvalue %21, %31[4, 3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> to memref<2x3x5x?xf32, strided<[1, 2, 6, 30]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(6 : i64) : i64
      %37 = llvm.mlir.constant(4 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(6 : i64) : i64
      %40 = llvm.mlir.constant(24 : i64) : i64
      %41 = llvm.insertvalue %arg4, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg4, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %35, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %36, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %37, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %arg5, %45[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %38, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %39, %47[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %40, %48[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<6x4x?xf32, strided<[1, 6, 24]>, 1>
      %51 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %52 = llvm.mlir.constant(0 : i64) : i64
      %53 = llvm.mlir.constant(4 : i64) : i64
      %54 = llvm.mlir.constant(5 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(4 : i64) : i64
      %57 = llvm.mlir.constant(20 : i64) : i64
      %58 = llvm.insertvalue %arg6, %51[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %arg6, %58[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %52, %59[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %53, %60[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %54, %61[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = llvm.insertvalue %arg7, %62[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = llvm.insertvalue %55, %63[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %65 = llvm.insertvalue %56, %64[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %66 = llvm.insertvalue %57, %65[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %67 = builtin.unrealized_conversion_cast %66 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<4x5x?xf32, strided<[1, 4, 20]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<24x?xf32, strided<[1, 24]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<24x?xf32, strided<[1, 24]>, 1> -> index
      %68 = arith.index_cast %intptr : index to i64
      %69 = llvm.inttoptr %68 : i64 to !llvm.ptr<1>
      %70 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:4, %strides_3:4 = memref.extract_strided_metadata %33 : memref<2x3x5x?xf32, strided<[1, 2, 6, 30]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<2x3x5x?xf32, strided<[1, 2, 6, 30]>, 1> -> index
      %71 = arith.index_cast %intptr_4 : index to i64
      %72 = llvm.inttoptr %71 : i64 to !llvm.ptr<1>
      %73 = arith.index_cast %sizes_2#3 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<6x4x?xf32, strided<[1, 6, 24]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<6x4x?xf32, strided<[1, 6, 24]>, 1> -> index
      %74 = arith.index_cast %intptr_9 : index to i64
      %75 = llvm.inttoptr %74 : i64 to !llvm.ptr<1>
      %76 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %67 : memref<4x5x?xf32, strided<[1, 4, 20]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %67 : memref<4x5x?xf32, strided<[1, 4, 20]>, 1> -> index
      %77 = arith.index_cast %intptr_14 : index to i64
      %78 = llvm.inttoptr %77 : i64 to !llvm.ptr<1>
      %79 = arith.index_cast %sizes_12#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_15 = memref.alloca() : memref<f32>
      %alloca_16 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %80 = arith.index_cast %block_id_x : index to i64
      %c24_i64 = arith.constant 24 : i64
      %81 = arith.muli %80, %c24_i64 : i64
      %82 = llvm.getelementptr %69[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c30_i64 = arith.constant 30 : i64
      %83 = arith.muli %80, %c30_i64 : i64
      %84 = llvm.getelementptr %72[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c24_i64_17 = arith.constant 24 : i64
      %85 = arith.muli %80, %c24_i64_17 : i64
      %86 = llvm.getelementptr %75[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c20_i64 = arith.constant 20 : i64
      %87 = arith.muli %80, %c20_i64 : i64
      %88 = llvm.getelementptr %78[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %89 = arith.index_cast %thread_id_x : index to i64
      %c6_i64 = arith.constant 6 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg8 = %89 to %c6_i64 step %c32_i64  : i64 {
        %c0_i64_28 = arith.constant 0 : i64
        %c1_i64_29 = arith.constant 1 : i64
        %c1_i64_30 = arith.constant 1 : i64
        scf.for %arg9 = %c0_i64_28 to %c1_i64_29 step %c1_i64_30  : i64 {
          %thread_id_y_31 = gpu.thread_id  y
          %101 = arith.index_cast %thread_id_y_31 : index to i64
          %c4_i64_32 = arith.constant 4 : i64
          %102 = arith.muli %arg9, %c4_i64_32 : i64
          %103 = arith.addi %101, %102 : i64
          %c4_i64_33 = arith.constant 4 : i64
          %104 = arith.muli %arg8, %c4_i64_33 : i64
          %105 = arith.addi %103, %104 : i64
          %106 = llvm.getelementptr %82[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %107 = llvm.load %106 : !llvm.ptr<1> -> f32
          %c2_i64_34 = arith.constant 2 : i64
          %108 = arith.addi %103, %c2_i64_34 : i64
          %c4_i64_35 = arith.constant 4 : i64
          %109 = arith.muli %arg8, %c4_i64_35 : i64
          %110 = arith.addi %108, %109 : i64
          %111 = llvm.getelementptr %82[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %112 = llvm.load %111 : !llvm.ptr<1> -> f32
          %c6_i64_36 = arith.constant 6 : i64
          %113 = arith.muli %103, %c6_i64_36 : i64
          %114 = arith.addi %arg8, %113 : i64
          %115 = llvm.getelementptr %86[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %107, %115 : f32, !llvm.ptr<1>
          %c6_i64_37 = arith.constant 6 : i64
          %116 = arith.muli %108, %c6_i64_37 : i64
          %117 = arith.addi %arg8, %116 : i64
          %118 = llvm.getelementptr %86[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %112, %118 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_18 = gpu.thread_id  x
      %90 = arith.index_cast %thread_id_x_18 : index to i64
      %c3_i64 = arith.constant 3 : i64
      %91 = arith.minsi %90, %c3_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %92 = arith.index_cast %thread_id_y : index to i64
      %c4_i64 = arith.constant 4 : i64
      %93 = arith.minsi %92, %c4_i64 : i64
      %thread_id_y_19 = gpu.thread_id  y
      %94 = arith.index_cast %thread_id_y_19 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %95 = arith.addi %94, %c2_i64 : i64
      %c4_i64_20 = arith.constant 4 : i64
      %96 = arith.minsi %95, %c4_i64_20 : i64
      %thread_id_y_21 = gpu.thread_id  y
      %97 = arith.index_cast %thread_id_y_21 : index to i64
      %c4_i64_22 = arith.constant 4 : i64
      %98 = arith.addi %97, %c4_i64_22 : i64
      %c4_i64_23 = arith.constant 4 : i64
      %99 = arith.minsi %98, %c4_i64_23 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_24 = arith.constant 0.000000e+00 : f32
      memref.store %cst_24, %alloca_15[] : memref<f32>
      %cst_25 = arith.constant 0.000000e+00 : f32
      memref.store %cst_25, %alloca_16[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c6_i64_26 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64 to %c6_i64_26 step %c1_i64  : i64 {
        %c4_i64_28 = arith.constant 4 : i64
        %101 = arith.muli %arg8, %c4_i64_28 : i64
        %102 = arith.addi %91, %101 : i64
        %103 = llvm.getelementptr %82[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %104 = llvm.load %103 : !llvm.ptr<1> -> f32
        %c6_i64_29 = arith.constant 6 : i64
        %105 = arith.muli %93, %c6_i64_29 : i64
        %106 = arith.addi %arg8, %105 : i64
        %107 = llvm.getelementptr %84[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %108 = llvm.load %107 : !llvm.ptr<1> -> f32
        %c6_i64_30 = arith.constant 6 : i64
        %109 = arith.muli %96, %c6_i64_30 : i64
        %110 = arith.addi %arg8, %109 : i64
        %111 = llvm.getelementptr %84[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %112 = llvm.load %111 : !llvm.ptr<1> -> f32
        %c6_i64_31 = arith.constant 6 : i64
        %113 = arith.muli %99, %c6_i64_31 : i64
        %114 = arith.addi %arg8, %113 : i64
        %115 = llvm.getelementptr %84[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %116 = llvm.load %115 : !llvm.ptr<1> -> f32
        %117 = memref.load %alloca[] : memref<f32>
        %118 = llvm.intr.fma(%104, %108, %117) : (f32, f32, f32) -> f32
        memref.store %118, %alloca[] : memref<f32>
        %119 = memref.load %alloca_15[] : memref<f32>
        %120 = llvm.intr.fma(%104, %112, %119) : (f32, f32, f32) -> f32
        memref.store %120, %alloca_15[] : memref<f32>
        %121 = memref.load %alloca_16[] : memref<f32>
        %122 = llvm.intr.fma(%104, %116, %121) : (f32, f32, f32) -> f32
        memref.store %122, %alloca_16[] : memref<f32>
      }
      %c4_i64_27 = arith.constant 4 : i64
      %100 = arith.cmpi slt, %90, %c4_i64_27 : i64
      scf.if %100 {
        %c5_i64 = arith.constant 5 : i64
        %101 = arith.cmpi slt, %92, %c5_i64 : i64
        scf.if %101 {
          %104 = memref.load %alloca[] : memref<f32>
          %c4_i64_30 = arith.constant 4 : i64
          %105 = arith.muli %92, %c4_i64_30 : i64
          %106 = arith.addi %90, %105 : i64
          %107 = llvm.getelementptr %88[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %104, %107 : f32, !llvm.ptr<1>
        }
        %c5_i64_28 = arith.constant 5 : i64
        %102 = arith.cmpi slt, %95, %c5_i64_28 : i64
        scf.if %102 {
          %104 = memref.load %alloca_15[] : memref<f32>
          %c4_i64_30 = arith.constant 4 : i64
          %105 = arith.muli %95, %c4_i64_30 : i64
          %106 = arith.addi %90, %105 : i64
          %107 = llvm.getelementptr %88[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %104, %107 : f32, !llvm.ptr<1>
        }
        %c5_i64_29 = arith.constant 5 : i64
        %103 = arith.cmpi slt, %98, %c5_i64_29 : i64
        scf.if %103 {
          %104 = memref.load %alloca_16[] : memref<f32>
          %c4_i64_30 = arith.constant 4 : i64
          %105 = arith.muli %98, %c4_i64_30 : i64
          %106 = arith.addi %90, %105 : i64
          %107 = llvm.getelementptr %88[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %104, %107 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
