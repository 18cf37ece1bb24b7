module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @dyn_gemm(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: i64, %arg11: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(1 : i64) : i64
      %3 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %4 = llvm.insertvalue %arg0, %3[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %5 = llvm.insertvalue %1, %4[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg1, %5[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg2, %6[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg3, %8[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[1, ?]>, 1>
      %11 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %12 = llvm.mlir.constant(0 : i64) : i64
      %13 = llvm.mlir.constant(1 : i64) : i64
      %14 = llvm.insertvalue %arg4, %11[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %15 = llvm.insertvalue %arg4, %14[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %16 = llvm.insertvalue %12, %15[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %17 = llvm.insertvalue %arg5, %16[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %18 = llvm.insertvalue %arg6, %17[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %13, %18[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %arg7, %19[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = builtin.unrealized_conversion_cast %20 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[1, ?]>, 1>
      %22 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %23 = llvm.mlir.constant(0 : i64) : i64
      %24 = llvm.mlir.constant(1 : i64) : i64
      %25 = llvm.insertvalue %arg8, %22[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %arg8, %25[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %23, %26[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %arg9, %27[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %arg10, %28[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = llvm.insertvalue %24, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %31 = llvm.insertvalue %arg11, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %32 = builtin.unrealized_conversion_cast %31 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32, strided<[1, ?]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %10 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %10 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %33 = arith.index_cast %intptr : index to i64
      %34 = llvm.inttoptr %33 : i64 to !llvm.ptr<1>
      %35 = arith.index_cast %sizes#0 : index to i64
      %36 = arith.index_cast %sizes#1 : index to i64
      %37 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %21 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %21 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %38 = arith.index_cast %intptr_4 : index to i64
      %39 = llvm.inttoptr %38 : i64 to !llvm.ptr<1>
      %40 = arith.index_cast %sizes_2#0 : index to i64
      %41 = arith.index_cast %sizes_2#1 : index to i64
      %42 = arith.index_cast %strides_3#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %32 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %32 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %43 = arith.index_cast %intptr_9 : index to i64
      %44 = llvm.inttoptr %43 : i64 to !llvm.ptr<1>
      %45 = arith.index_cast %sizes_7#0 : index to i64
      %46 = arith.index_cast %sizes_7#1 : index to i64
      %47 = arith.index_cast %strides_8#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_10 = memref.alloca() : memref<f32>
      %alloca_11 = memref.alloca() : memref<f32>
      %alloca_12 = memref.alloca() : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %48 = arith.cmpi sgt, %36, %c0_i64 : i64
      scf.if %48 {
        %c0_i64_13 = arith.constant 0 : i64
        %c64_i64 = arith.constant 64 : i64
        scf.for %arg12 = %c0_i64_13 to %45 step %c64_i64  : i64 {
          %c0_i64_14 = arith.constant 0 : i64
          %c32_i64 = arith.constant 32 : i64
          scf.for %arg13 = %c0_i64_14 to %46 step %c32_i64  : i64 {
            %thread_id_x = gpu.thread_id  x
            %49 = arith.index_cast %thread_id_x : index to i64
            %50 = arith.addi %arg12, %49 : i64
            %c1_i64 = arith.constant 1 : i64
            %51 = arith.subi %45, %c1_i64 : i64
            %52 = arith.minsi %50, %51 : i64
            %thread_id_y = gpu.thread_id  y
            %53 = arith.index_cast %thread_id_y : index to i64
            %54 = arith.addi %arg13, %53 : i64
            %c1_i64_15 = arith.constant 1 : i64
            %55 = arith.subi %46, %c1_i64_15 : i64
            %56 = arith.minsi %54, %55 : i64
            %thread_id_y_16 = gpu.thread_id  y
            %57 = arith.index_cast %thread_id_y_16 : index to i64
            %58 = arith.addi %arg13, %57 : i64
            %c8_i64 = arith.constant 8 : i64
            %59 = arith.addi %58, %c8_i64 : i64
            %c1_i64_17 = arith.constant 1 : i64
            %60 = arith.subi %46, %c1_i64_17 : i64
            %61 = arith.minsi %59, %60 : i64
            %thread_id_y_18 = gpu.thread_id  y
            %62 = arith.index_cast %thread_id_y_18 : index to i64
            %63 = arith.addi %arg13, %62 : i64
            %c16_i64 = arith.constant 16 : i64
            %64 = arith.addi %63, %c16_i64 : i64
            %c1_i64_19 = arith.constant 1 : i64
            %65 = arith.subi %46, %c1_i64_19 : i64
            %66 = arith.minsi %64, %65 : i64
            %thread_id_y_20 = gpu.thread_id  y
            %67 = arith.index_cast %thread_id_y_20 : index to i64
            %68 = arith.addi %arg13, %67 : i64
            %c24_i64 = arith.constant 24 : i64
            %69 = arith.addi %68, %c24_i64 : i64
            %c1_i64_21 = arith.constant 1 : i64
            %70 = arith.subi %46, %c1_i64_21 : i64
            %71 = arith.minsi %69, %70 : i64
            %cst = arith.constant 0.000000e+00 : f32
            memref.store %cst, %alloca[] : memref<f32>
            %cst_22 = arith.constant 0.000000e+00 : f32
            memref.store %cst_22, %alloca_10[] : memref<f32>
            %cst_23 = arith.constant 0.000000e+00 : f32
            memref.store %cst_23, %alloca_11[] : memref<f32>
            %cst_24 = arith.constant 0.000000e+00 : f32
            memref.store %cst_24, %alloca_12[] : memref<f32>
            %c0_i64_25 = arith.constant 0 : i64
            %c1_i64_26 = arith.constant 1 : i64
            scf.for %arg14 = %c0_i64_25 to %36 step %c1_i64_26  : i64 {
              %73 = arith.muli %arg14, %37 : i64
              %74 = arith.addi %52, %73 : i64
              %75 = llvm.getelementptr %34[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %76 = llvm.load %75 : !llvm.ptr<1> -> f32
              %77 = arith.muli %56, %42 : i64
              %78 = arith.addi %arg14, %77 : i64
              %79 = llvm.getelementptr %39[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %80 = llvm.load %79 : !llvm.ptr<1> -> f32
              %81 = arith.muli %61, %42 : i64
              %82 = arith.addi %arg14, %81 : i64
              %83 = llvm.getelementptr %39[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %84 = llvm.load %83 : !llvm.ptr<1> -> f32
              %85 = arith.muli %66, %42 : i64
              %86 = arith.addi %arg14, %85 : i64
              %87 = llvm.getelementptr %39[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %88 = llvm.load %87 : !llvm.ptr<1> -> f32
              %89 = arith.muli %71, %42 : i64
              %90 = arith.addi %arg14, %89 : i64
              %91 = llvm.getelementptr %39[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %92 = llvm.load %91 : !llvm.ptr<1> -> f32
              %93 = memref.load %alloca[] : memref<f32>
              %94 = llvm.intr.fma(%76, %80, %93) : (f32, f32, f32) -> f32
              memref.store %94, %alloca[] : memref<f32>
              %95 = memref.load %alloca_10[] : memref<f32>
              %96 = llvm.intr.fma(%76, %84, %95) : (f32, f32, f32) -> f32
              memref.store %96, %alloca_10[] : memref<f32>
              %97 = memref.load %alloca_11[] : memref<f32>
              %98 = llvm.intr.fma(%76, %88, %97) : (f32, f32, f32) -> f32
              memref.store %98, %alloca_11[] : memref<f32>
              %99 = memref.load %alloca_12[] : memref<f32>
              %100 = llvm.intr.fma(%76, %92, %99) : (f32, f32, f32) -> f32
              memref.store %100, %alloca_12[] : memref<f32>
            }
            %72 = arith.cmpi slt, %50, %45 : i64
            scf.if %72 {
              %73 = arith.cmpi slt, %54, %46 : i64
              scf.if %73 {
                %77 = arith.muli %54, %47 : i64
                %78 = arith.addi %50, %77 : i64
                %79 = llvm.getelementptr %44[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %80 = llvm.load %79 : !llvm.ptr<1> -> f32
                %81 = memref.load %alloca[] : memref<f32>
                %82 = arith.addf %80, %81 : f32
                %83 = arith.muli %54, %47 : i64
                %84 = arith.addi %50, %83 : i64
                %85 = llvm.getelementptr %44[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %82, %85 : f32, !llvm.ptr<1>
              }
              %74 = arith.cmpi slt, %59, %46 : i64
              scf.if %74 {
                %77 = arith.muli %59, %47 : i64
                %78 = arith.addi %50, %77 : i64
                %79 = llvm.getelementptr %44[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %80 = llvm.load %79 : !llvm.ptr<1> -> f32
                %81 = memref.load %alloca_10[] : memref<f32>
                %82 = arith.addf %80, %81 : f32
                %83 = arith.muli %59, %47 : i64
                %84 = arith.addi %50, %83 : i64
                %85 = llvm.getelementptr %44[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %82, %85 : f32, !llvm.ptr<1>
              }
              %75 = arith.cmpi slt, %64, %46 : i64
              scf.if %75 {
                %77 = arith.muli %64, %47 : i64
                %78 = arith.addi %50, %77 : i64
                %79 = llvm.getelementptr %44[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %80 = llvm.load %79 : !llvm.ptr<1> -> f32
                %81 = memref.load %alloca_11[] : memref<f32>
                %82 = arith.addf %80, %81 : f32
                %83 = arith.muli %64, %47 : i64
                %84 = arith.addi %50, %83 : i64
                %85 = llvm.getelementptr %44[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %82, %85 : f32, !llvm.ptr<1>
              }
              %76 = arith.cmpi slt, %69, %46 : i64
              scf.if %76 {
                %77 = arith.muli %69, %47 : i64
                %78 = arith.addi %50, %77 : i64
                %79 = llvm.getelementptr %44[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %80 = llvm.load %79 : !llvm.ptr<1> -> f32
                %81 = memref.load %alloca_12[] : memref<f32>
                %82 = arith.addf %80, %81 : f32
                %83 = arith.muli %69, %47 : i64
                %84 = arith.addi %50, %83 : i64
                %85 = llvm.getelementptr %44[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %82, %85 : f32, !llvm.ptr<1>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
}
