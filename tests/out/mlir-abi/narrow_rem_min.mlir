module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @rem_min(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 8, 1, 1>} {
      %0 = arith.trunci %arg0 : i32 to i8
      %1 = arith.trunci %arg1 : i32 to i8
      %2 = arith.trunci %arg2 : i32 to i8
      %3 = arith.trunci %arg3 : i32 to i16
      %4 = arith.trunci %arg4 : i32 to i16
      %5 = arith.trunci %arg5 : i32 to i16
      %6 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %7 = llvm.mlir.constant(0 : i64) : i64
      %8 = llvm.mlir.constant(7 : i64) : i64
      %9 = llvm.mlir.constant(1 : i64) : i64
      %10 = llvm.insertvalue %arg6, %6[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %11 = llvm.insertvalue %arg6, %10[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %12 = llvm.insertvalue %7, %11[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %13 = llvm.insertvalue %8, %12[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %14 = llvm.insertvalue %9, %13[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = builtin.unrealized_conversion_cast %14 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<7xi32, strided<[1]>, 1>
      %16 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %17 = llvm.mlir.constant(0 : i64) : i64
      %18 = llvm.mlir.constant(4 : i64) : i64
      %19 = llvm.mlir.constant(4 : i64) : i64
      %20 = llvm.mlir.constant(1 : i64) : i64
      %21 = llvm.mlir.constant(4 : i64) : i64
      %22 = llvm.insertvalue %arg7, %16[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %arg7, %22[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %18, %24[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %19, %25[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %20, %26[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x4xf32, strided<[1, 4]>, 1>
      %30 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %31 = llvm.mlir.constant(0 : i64) : i64
      %32 = llvm.mlir.constant(4 : i64) : i64
      %33 = llvm.mlir.constant(4 : i64) : i64
      %34 = llvm.mlir.constant(1 : i64) : i64
      %35 = llvm.mlir.constant(4 : i64) : i64
      %36 = llvm.insertvalue %arg8, %30[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %arg8, %36[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %31, %37[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %32, %38[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %33, %39[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %34, %40[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = llvm.insertvalue %35, %41[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %43 = builtin.unrealized_conversion_cast %42 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x4xf32, strided<[1, 4]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %15 : memref<7xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %15 : memref<7xi32, strided<[1]>, 1> -> index
      %44 = arith.index_cast %intptr : index to i64
      %45 = llvm.inttoptr %44 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %29 : memref<4x4xf32, strided<[1, 4]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %29 : memref<4x4xf32, strided<[1, 4]>, 1> -> index
      %46 = arith.index_cast %intptr_4 : index to i64
      %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %43 : memref<4x4xf32, strided<[1, 4]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %43 : memref<4x4xf32, strided<[1, 4]>, 1> -> index
      %48 = arith.index_cast %intptr_9 : index to i64
      %49 = llvm.inttoptr %48 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_10 = memref.alloca() : memref<f32>
      %alloca_11 = memref.alloca() : memref<f32>
      %alloca_12 = memref.alloca() : memref<f32>
      %c-1_i8 = arith.constant -1 : i8
      %50 = arith.cmpi eq, %1, %c-1_i8 : i8
      %51 = arith.extui %50 : i1 to i8
      %c2_i8 = arith.constant 2 : i8
      %52 = arith.muli %51, %c2_i8 : i8
      %53 = arith.addi %1, %52 : i8
      %54 = arith.remsi %0, %53 : i8
      %c-1_i16 = arith.constant -1 : i16
      %55 = arith.cmpi eq, %4, %c-1_i16 : i16
      %56 = arith.extui %55 : i1 to i16
      %c2_i16 = arith.constant 2 : i16
      %57 = arith.muli %56, %c2_i16 : i16
      %58 = arith.addi %4, %57 : i16
      %59 = arith.remsi %3, %58 : i16
      %c-1_i8_13 = arith.constant -1 : i8
      %60 = arith.cmpi eq, %2, %c-1_i8_13 : i8
      %61 = arith.extui %60 : i1 to i8
      %c2_i8_14 = arith.constant 2 : i8
      %62 = arith.muli %61, %c2_i8_14 : i8
      %63 = arith.addi %2, %62 : i8
      %64 = arith.remsi %0, %63 : i8
      %c-1_i16_15 = arith.constant -1 : i16
      %65 = arith.cmpi eq, %5, %c-1_i16_15 : i16
      %66 = arith.extui %65 : i1 to i16
      %c2_i16_16 = arith.constant 2 : i16
      %67 = arith.muli %66, %c2_i16_16 : i16
      %68 = arith.addi %5, %67 : i16
      %69 = arith.remsi %3, %68 : i16
      %c-1_i8_17 = arith.constant -1 : i8
      %70 = arith.cmpi eq, %1, %c-1_i8_17 : i8
      %71 = arith.extui %70 : i1 to i8
      %c2_i8_18 = arith.constant 2 : i8
      %72 = arith.muli %71, %c2_i8_18 : i8
      %73 = arith.addi %1, %72 : i8
      %74 = arith.remsi %2, %73 : i8
      %c-1_i16_19 = arith.constant -1 : i16
      %75 = arith.cmpi eq, %5, %c-1_i16_19 : i16
      %76 = arith.extui %75 : i1 to i16
      %c2_i16_20 = arith.constant 2 : i16
      %77 = arith.muli %76, %c2_i16_20 : i16
      %78 = arith.addi %5, %77 : i16
      %79 = arith.remsi %4, %78 : i16
      %80 = arith.extsi %54 : i8 to i32
      %81 = arith.extsi %59 : i16 to i32
      %82 = arith.extsi %64 : i8 to i32
      %83 = arith.extsi %69 : i16 to i32
      %84 = arith.extsi %74 : i8 to i32
      %85 = arith.extsi %79 : i16 to i32
      %c-16_i8 = arith.constant -16 : i8
      %c7_i8 = arith.constant 7 : i8
      %86 = arith.andi %c-16_i8, %c7_i8 : i8
      %c1_i8 = arith.constant 1 : i8
      %87 = arith.subi %86, %c1_i8 : i8
      %c-128_i8 = arith.constant -128 : i8
      %c-1_i8_21 = arith.constant -1 : i8
      %88 = arith.cmpi eq, %87, %c-1_i8_21 : i8
      %89 = arith.extui %88 : i1 to i8
      %c2_i8_22 = arith.constant 2 : i8
      %90 = arith.muli %89, %c2_i8_22 : i8
      %91 = arith.addi %87, %90 : i8
      %92 = arith.remsi %c-128_i8, %91 : i8
      %93 = arith.extsi %92 : i8 to i32
      %block_id_x = gpu.block_id  x
      %94 = arith.index_cast %block_id_x : index to i64
      %c0_i64 = arith.constant 0 : i64
      %95 = arith.cmpi eq, %94, %c0_i64 : i64
      scf.if %95 {
        llvm.store %80, %45 : i32, !llvm.ptr<1>
        %c1_i64_28 = arith.constant 1 : i64
        %99 = llvm.getelementptr %45[%c1_i64_28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %81, %99 : i32, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %100 = llvm.getelementptr %45[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %82, %100 : i32, !llvm.ptr<1>
        %c3_i64_29 = arith.constant 3 : i64
        %101 = llvm.getelementptr %45[%c3_i64_29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %83, %101 : i32, !llvm.ptr<1>
        %c4_i64_30 = arith.constant 4 : i64
        %102 = llvm.getelementptr %45[%c4_i64_30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %84, %102 : i32, !llvm.ptr<1>
        %c5_i64 = arith.constant 5 : i64
        %103 = llvm.getelementptr %45[%c5_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %85, %103 : i32, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %104 = llvm.getelementptr %45[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %93, %104 : i32, !llvm.ptr<1>
      }
      %thread_id_x = gpu.thread_id  x
      %96 = arith.index_cast %thread_id_x : index to i64
      %c3_i64 = arith.constant 3 : i64
      %97 = arith.minsi %96, %c3_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_23 = arith.constant 0.000000e+00 : f32
      memref.store %cst_23, %alloca_10[] : memref<f32>
      %cst_24 = arith.constant 0.000000e+00 : f32
      memref.store %cst_24, %alloca_11[] : memref<f32>
      %cst_25 = arith.constant 0.000000e+00 : f32
      memref.store %cst_25, %alloca_12[] : memref<f32>
      %c0_i64_26 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_26 to %c4_i64 step %c1_i64  : i64 {
        %c4_i64_28 = arith.constant 4 : i64
        %99 = arith.muli %arg9, %c4_i64_28 : i64
        %100 = arith.addi %97, %99 : i64
        %101 = llvm.getelementptr %47[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %102 = llvm.load %101 : !llvm.ptr<1> -> f32
        %103 = llvm.getelementptr %47[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %104 = llvm.load %103 : !llvm.ptr<1> -> f32
        %c4_i64_29 = arith.constant 4 : i64
        %105 = arith.addi %arg9, %c4_i64_29 : i64
        %106 = llvm.getelementptr %47[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %107 = llvm.load %106 : !llvm.ptr<1> -> f32
        %c8_i64 = arith.constant 8 : i64
        %108 = arith.addi %arg9, %c8_i64 : i64
        %109 = llvm.getelementptr %47[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %c12_i64 = arith.constant 12 : i64
        %111 = arith.addi %arg9, %c12_i64 : i64
        %112 = llvm.getelementptr %47[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %113 = llvm.load %112 : !llvm.ptr<1> -> f32
        %114 = memref.load %alloca[] : memref<f32>
        %115 = llvm.intr.fma(%102, %104, %114) : (f32, f32, f32) -> f32
        memref.store %115, %alloca[] : memref<f32>
        %116 = memref.load %alloca_10[] : memref<f32>
        %117 = llvm.intr.fma(%102, %107, %116) : (f32, f32, f32) -> f32
        memref.store %117, %alloca_10[] : memref<f32>
        %118 = memref.load %alloca_11[] : memref<f32>
        %119 = llvm.intr.fma(%102, %110, %118) : (f32, f32, f32) -> f32
        memref.store %119, %alloca_11[] : memref<f32>
        %120 = memref.load %alloca_12[] : memref<f32>
        %121 = llvm.intr.fma(%102, %113, %120) : (f32, f32, f32) -> f32
        memref.store %121, %alloca_12[] : memref<f32>
      }
      %c4_i64_27 = arith.constant 4 : i64
      %98 = arith.cmpi slt, %96, %c4_i64_27 : i64
      scf.if %98 {
        %99 = arith.sitofp %1 : i8 to f32
        %100 = llvm.getelementptr %49[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %101 = llvm.load %100 : !llvm.ptr<1> -> f32
        %102 = arith.sitofp %92 : i8 to f32
        %103 = memref.load %alloca[] : memref<f32>
        %104 = arith.mulf %102, %103 : f32
        %105 = llvm.intr.fma(%99, %101, %104) : (f32, f32, f32) -> f32
        %106 = llvm.getelementptr %49[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %105, %106 : f32, !llvm.ptr<1>
        %107 = arith.sitofp %1 : i8 to f32
        %c4_i64_28 = arith.constant 4 : i64
        %108 = arith.addi %96, %c4_i64_28 : i64
        %109 = llvm.getelementptr %49[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %110 = llvm.load %109 : !llvm.ptr<1> -> f32
        %111 = arith.sitofp %92 : i8 to f32
        %112 = memref.load %alloca_10[] : memref<f32>
        %113 = arith.mulf %111, %112 : f32
        %114 = llvm.intr.fma(%107, %110, %113) : (f32, f32, f32) -> f32
        %c4_i64_29 = arith.constant 4 : i64
        %115 = arith.addi %96, %c4_i64_29 : i64
        %116 = llvm.getelementptr %49[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %114, %116 : f32, !llvm.ptr<1>
        %117 = arith.sitofp %1 : i8 to f32
        %c8_i64 = arith.constant 8 : i64
        %118 = arith.addi %96, %c8_i64 : i64
        %119 = llvm.getelementptr %49[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %120 = llvm.load %119 : !llvm.ptr<1> -> f32
        %121 = arith.sitofp %92 : i8 to f32
        %122 = memref.load %alloca_11[] : memref<f32>
        %123 = arith.mulf %121, %122 : f32
        %124 = llvm.intr.fma(%117, %120, %123) : (f32, f32, f32) -> f32
        %c8_i64_30 = arith.constant 8 : i64
        %125 = arith.addi %96, %c8_i64_30 : i64
        %126 = llvm.getelementptr %49[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %124, %126 : f32, !llvm.ptr<1>
        %127 = arith.sitofp %1 : i8 to f32
        %c12_i64 = arith.constant 12 : i64
        %128 = arith.addi %96, %c12_i64 : i64
        %129 = llvm.getelementptr %49[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %130 = llvm.load %129 : !llvm.ptr<1> -> f32
        %131 = arith.sitofp %92 : i8 to f32
        %132 = memref.load %alloca_12[] : memref<f32>
        %133 = arith.mulf %131, %132 : f32
        %134 = llvm.intr.fma(%127, %130, %133) : (f32, f32, f32) -> f32
        %c12_i64_31 = arith.constant 12 : i64
        %135 = arith.addi %96, %c12_i64_31 : i64
        %136 = llvm.getelementptr %49[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %134, %136 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
