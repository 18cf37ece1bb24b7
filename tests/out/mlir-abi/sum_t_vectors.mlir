module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @sum_t_vectors(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: f32, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: !llvm.ptr<1>, %arg14: i64, %arg15: !llvm.ptr<1>, %arg16: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
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
      %19 = llvm.mlir.constant(5 : i64) : i64
      %20 = llvm.mlir.constant(1 : i64) : i64
      %21 = llvm.mlir.constant(5 : i64) : i64
      %22 = llvm.insertvalue %arg3, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %arg3, %22[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %18, %23[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %19, %24[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %arg4, %25[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %20, %26[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<5x?xf32, strided<[1, 5]>, 1>
      %30 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %31 = llvm.mlir.constant(0 : i64) : i64
      %32 = llvm.mlir.constant(20 : i64) : i64
      %33 = llvm.mlir.constant(1 : i64) : i64
      %34 = llvm.mlir.constant(20 : i64) : i64
      %35 = llvm.insertvalue %arg5, %30[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %36 = llvm.insertvalue %arg5, %35[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %37 = llvm.insertvalue %31, %36[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %38 = llvm.insertvalue %32, %37[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %39 = llvm.insertvalue %arg6, %38[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %40 = llvm.insertvalue %arg7, %39[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %41 = llvm.insertvalue %33, %40[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %34, %41[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %arg8, %42[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = builtin.unrealized_conversion_cast %43 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<20x?x?xf64, strided<[1, 20, ?]>, 1>
      %45 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %46 = llvm.mlir.constant(0 : i64) : i64
      %47 = llvm.mlir.constant(1 : i64) : i64
      %48 = llvm.insertvalue %arg9, %45[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %arg9, %48[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %46, %49[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = llvm.insertvalue %arg10, %50[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %52 = llvm.insertvalue %arg11, %51[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %53 = llvm.insertvalue %47, %52[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.insertvalue %arg12, %53[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = builtin.unrealized_conversion_cast %54 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %56 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %57 = llvm.mlir.constant(0 : i64) : i64
      %58 = llvm.mlir.constant(5 : i64) : i64
      %59 = llvm.mlir.constant(1 : i64) : i64
      %60 = llvm.mlir.constant(5 : i64) : i64
      %61 = llvm.insertvalue %arg13, %56[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %62 = llvm.insertvalue %arg13, %61[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %57, %62[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = llvm.insertvalue %58, %63[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %65 = llvm.insertvalue %arg14, %64[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %66 = llvm.insertvalue %59, %65[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %67 = llvm.insertvalue %60, %66[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %68 = builtin.unrealized_conversion_cast %67 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<5x?xf32, strided<[1, 5]>, 1>
      %69 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %70 = llvm.mlir.constant(0 : i64) : i64
      %71 = llvm.mlir.constant(5 : i64) : i64
      %72 = llvm.mlir.constant(1 : i64) : i64
      %73 = llvm.mlir.constant(5 : i64) : i64
      %74 = llvm.insertvalue %arg15, %69[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %75 = llvm.insertvalue %arg15, %74[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %76 = llvm.insertvalue %70, %75[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %77 = llvm.insertvalue %71, %76[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %78 = llvm.insertvalue %arg16, %77[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %79 = llvm.insertvalue %72, %78[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %80 = llvm.insertvalue %73, %79[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %81 = builtin.unrealized_conversion_cast %80 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<5x?xf32, strided<[1, 5]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<37x5x?xf32, strided<[1, 37, 185]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<37x5x?xf32, strided<[1, 37, 185]>, 1> -> index
      %82 = arith.index_cast %intptr : index to i64
      %83 = llvm.inttoptr %82 : i64 to !llvm.ptr<1>
      %84 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %29 : memref<5x?xf32, strided<[1, 5]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %29 : memref<5x?xf32, strided<[1, 5]>, 1> -> index
      %85 = arith.index_cast %intptr_4 : index to i64
      %86 = llvm.inttoptr %85 : i64 to !llvm.ptr<1>
      %87 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %44 : memref<20x?x?xf64, strided<[1, 20, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %44 : memref<20x?x?xf64, strided<[1, 20, ?]>, 1> -> index
      %88 = arith.index_cast %intptr_9 : index to i64
      %89 = llvm.inttoptr %88 : i64 to !llvm.ptr<1>
      %90 = arith.index_cast %sizes_7#1 : index to i64
      %91 = arith.index_cast %sizes_7#2 : index to i64
      %92 = arith.index_cast %strides_8#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %55 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %55 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %93 = arith.index_cast %intptr_14 : index to i64
      %94 = llvm.inttoptr %93 : i64 to !llvm.ptr<1>
      %95 = arith.index_cast %sizes_12#0 : index to i64
      %96 = arith.index_cast %sizes_12#1 : index to i64
      %97 = arith.index_cast %strides_13#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %68 : memref<5x?xf32, strided<[1, 5]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %68 : memref<5x?xf32, strided<[1, 5]>, 1> -> index
      %98 = arith.index_cast %intptr_19 : index to i64
      %99 = llvm.inttoptr %98 : i64 to !llvm.ptr<1>
      %100 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %81 : memref<5x?xf32, strided<[1, 5]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %81 : memref<5x?xf32, strided<[1, 5]>, 1> -> index
      %101 = arith.index_cast %intptr_24 : index to i64
      %102 = llvm.inttoptr %101 : i64 to !llvm.ptr<1>
      %103 = arith.index_cast %sizes_22#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f64>
      %alloca_26 = memref.alloca() : memref<f32>
      %alloca_27 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %104 = arith.index_cast %block_id_x : index to i64
      %c185_i64 = arith.constant 185 : i64
      %105 = arith.muli %104, %c185_i64 : i64
      %106 = llvm.getelementptr %83[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c5_i64 = arith.constant 5 : i64
      %107 = arith.muli %104, %c5_i64 : i64
      %108 = llvm.getelementptr %86[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %109 = arith.index_cast %thread_id_x : index to i64
      %c5_i64_28 = arith.constant 5 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg17 = %109 to %c5_i64_28 step %c64_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c37_i64 = arith.constant 37 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64 to %c37_i64 step %c1_i64  : i64 {
          %131 = memref.load %alloca[] : memref<f32>
          %c37_i64_42 = arith.constant 37 : i64
          %132 = arith.muli %arg17, %c37_i64_42 : i64
          %133 = arith.addi %arg18, %132 : i64
          %134 = llvm.getelementptr %106[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %135 = llvm.load %134 : !llvm.ptr<1> -> f32
          %136 = arith.addf %131, %135 : f32
          memref.store %136, %alloca[] : memref<f32>
        }
        %125 = llvm.getelementptr %108[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %126 = llvm.load %125 : !llvm.ptr<1> -> f32
        %cst_41 = arith.constant 5.000000e-01 : f32
        %127 = memref.load %alloca[] : memref<f32>
        %128 = arith.mulf %cst_41, %127 : f32
        %129 = llvm.intr.fma(%arg2, %126, %128) : (f32, f32, f32) -> f32
        %130 = llvm.getelementptr %108[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %129, %130 : f32, !llvm.ptr<1>
      }
      %110 = arith.muli %104, %92 : i64
      %111 = llvm.getelementptr %89[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %112 = arith.muli %104, %97 : i64
      %113 = llvm.getelementptr %94[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_29 = gpu.thread_id  x
      %114 = arith.index_cast %thread_id_x_29 : index to i64
      %c64_i64_30 = arith.constant 64 : i64
      scf.for %arg17 = %114 to %95 step %c64_i64_30  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_25[] : memref<f64>
        %c0_i64 = arith.constant 0 : i64
        %c20_i64 = arith.constant 20 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64 to %c20_i64 step %c1_i64  : i64 {
          %130 = memref.load %alloca_25[] : memref<f64>
          %c20_i64_41 = arith.constant 20 : i64
          %131 = arith.muli %arg17, %c20_i64_41 : i64
          %132 = arith.addi %arg18, %131 : i64
          %133 = llvm.getelementptr %111[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %134 = llvm.load %133 : !llvm.ptr<1> -> f64
          %135 = arith.addf %130, %134 : f64
          memref.store %135, %alloca_25[] : memref<f64>
        }
        %125 = llvm.getelementptr %113[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %126 = llvm.load %125 : !llvm.ptr<1> -> f64
        %127 = memref.load %alloca_25[] : memref<f64>
        %128 = arith.addf %126, %127 : f64
        %129 = llvm.getelementptr %113[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %128, %129 : f64, !llvm.ptr<1>
      }
      %c185_i64_31 = arith.constant 185 : i64
      %115 = arith.muli %104, %c185_i64_31 : i64
      %116 = llvm.getelementptr %83[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c5_i64_32 = arith.constant 5 : i64
      %117 = arith.muli %104, %c5_i64_32 : i64
      %118 = llvm.getelementptr %99[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_33 = gpu.thread_id  x
      %119 = arith.index_cast %thread_id_x_33 : index to i64
      %c5_i64_34 = arith.constant 5 : i64
      %c64_i64_35 = arith.constant 64 : i64
      scf.for %arg17 = %119 to %c5_i64_34 step %c64_i64_35  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_26[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c20_i64 = arith.constant 20 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64 to %c20_i64 step %c1_i64  : i64 {
          %127 = memref.load %alloca_26[] : memref<f32>
          %c37_i64 = arith.constant 37 : i64
          %128 = arith.muli %arg17, %c37_i64 : i64
          %129 = arith.addi %arg18, %128 : i64
          %130 = llvm.getelementptr %116[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %131 = llvm.load %130 : !llvm.ptr<1> -> f32
          %132 = arith.addf %127, %131 : f32
          memref.store %132, %alloca_26[] : memref<f32>
        }
        %125 = memref.load %alloca_26[] : memref<f32>
        %126 = llvm.getelementptr %118[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %125, %126 : f32, !llvm.ptr<1>
      }
      %c185_i64_36 = arith.constant 185 : i64
      %120 = arith.muli %104, %c185_i64_36 : i64
      %121 = llvm.getelementptr %83[%120] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c5_i64_37 = arith.constant 5 : i64
      %122 = arith.muli %104, %c5_i64_37 : i64
      %123 = llvm.getelementptr %102[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_38 = gpu.thread_id  x
      %124 = arith.index_cast %thread_id_x_38 : index to i64
      %c5_i64_39 = arith.constant 5 : i64
      %c64_i64_40 = arith.constant 64 : i64
      scf.for %arg17 = %124 to %c5_i64_39 step %c64_i64_40  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_27[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c10_i64 = arith.constant 10 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg18 = %c0_i64 to %c10_i64 step %c1_i64  : i64 {
          %127 = memref.load %alloca_27[] : memref<f32>
          %c37_i64 = arith.constant 37 : i64
          %128 = arith.muli %arg17, %c37_i64 : i64
          %129 = arith.addi %arg18, %128 : i64
          %130 = llvm.getelementptr %121[%129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %131 = llvm.load %130 : !llvm.ptr<1> -> f32
          %132 = arith.addf %127, %131 : f32
          memref.store %132, %alloca_27[] : memref<f32>
        }
        %125 = memref.load %alloca_27[] : memref<f32>
        %126 = llvm.getelementptr %123[%arg17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %125, %126 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
