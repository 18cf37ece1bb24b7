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
      %48 = llvm.mlir.constant(1 : i64) : i64
      %49 = llvm.alloca %48 x f32 : (i64) -> !llvm.ptr
      %50 = llvm.alloca %48 x f32 : (i64) -> !llvm.ptr
      %51 = llvm.alloca %48 x f32 : (i64) -> !llvm.ptr
      %52 = llvm.alloca %48 x f32 : (i64) -> !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %53 = arith.cmpi sgt, %36, %c0_i64 : i64
      scf.if %53 {
        %c0_i64_10 = arith.constant 0 : i64
        %c64_i64 = arith.constant 64 : i64
        scf.for %arg12 = %c0_i64_10 to %45 step %c64_i64  : i64 {
          %c0_i64_11 = arith.constant 0 : i64
          %c32_i64 = arith.constant 32 : i64
          scf.for %arg13 = %c0_i64_11 to %46 step %c32_i64  : i64 {
            %thread_id_x = gpu.thread_id  x
            %54 = arith.index_cast %thread_id_x : index to i64
            %55 = arith.addi %arg12, %54 : i64
            %c1_i64 = arith.constant 1 : i64
            %56 = arith.subi %45, %c1_i64 : i64
            %57 = arith.minsi %55, %56 : i64
            %thread_id_y = gpu.thread_id  y
            %58 = arith.index_cast %thread_id_y : index to i64
            %59 = arith.addi %arg13, %58 : i64
            %c1_i64_12 = arith.constant 1 : i64
            %60 = arith.subi %46, %c1_i64_12 : i64
            %61 = arith.minsi %59, %60 : i64
            %thread_id_y_13 = gpu.thread_id  y
            %62 = arith.index_cast %thread_id_y_13 : index to i64
            %63 = arith.addi %arg13, %62 : i64
            %c8_i64 = arith.constant 8 : i64
            %64 = arith.addi %63, %c8_i64 : i64
            %c1_i64_14 = arith.constant 1 : i64
            %65 = arith.subi %46, %c1_i64_14 : i64
            %66 = arith.minsi %64, %65 : i64
            %thread_id_y_15 = gpu.thread_id  y
            %67 = arith.index_cast %thread_id_y_15 : index to i64
            %68 = arith.addi %arg13, %67 : i64
            %c16_i64 = arith.constant 16 : i64
            %69 = arith.addi %68, %c16_i64 : i64
            %c1_i64_16 = arith.constant 1 : i64
            %70 = arith.subi %46, %c1_i64_16 : i64
            %71 = arith.minsi %69, %70 : i64
            %thread_id_y_17 = gpu.thread_id  y
            %72 = arith.index_cast %thread_id_y_17 : index to i64
            %73 = arith.addi %arg13, %72 : i64
            %c24_i64 = arith.constant 24 : i64
            %74 = arith.addi %73, %c24_i64 : i64
            %c1_i64_18 = arith.constant 1 : i64
            %75 = arith.subi %46, %c1_i64_18 : i64
            %76 = arith.minsi %74, %75 : i64
            %cst = arith.constant 0.000000e+00 : f32
            llvm.store %cst, %49 : f32, !llvm.ptr
            %cst_19 = arith.constant 0.000000e+00 : f32
            llvm.store %cst_19, %50 : f32, !llvm.ptr
            %cst_20 = arith.constant 0.000000e+00 : f32
            llvm.store %cst_20, %51 : f32, !llvm.ptr
            %cst_21 = arith.constant 0.000000e+00 : f32
            llvm.store %cst_21, %52 : f32, !llvm.ptr
            %c0_i64_22 = arith.constant 0 : i64
            %c1_i64_23 = arith.constant 1 : i64
            scf.for %arg14 = %c0_i64_22 to %36 step %c1_i64_23  : i64 {
              %78 = arith.muli %arg14, %37 : i64
              %79 = arith.addi %57, %78 : i64
              %80 = llvm.getelementptr %34[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %81 = llvm.load %80 : !llvm.ptr<1> -> f32
              %82 = arith.muli %61, %42 : i64
              %83 = arith.addi %arg14, %82 : i64
              %84 = llvm.getelementptr %39[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %85 = llvm.load %84 : !llvm.ptr<1> -> f32
              %86 = arith.muli %66, %42 : i64
              %87 = arith.addi %arg14, %86 : i64
              %88 = llvm.getelementptr %39[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %89 = llvm.load %88 : !llvm.ptr<1> -> f32
              %90 = arith.muli %71, %42 : i64
              %91 = arith.addi %arg14, %90 : i64
              %92 = llvm.getelementptr %39[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %93 = llvm.load %92 : !llvm.ptr<1> -> f32
              %94 = arith.muli %76, %42 : i64
              %95 = arith.addi %arg14, %94 : i64
              %96 = llvm.getelementptr %39[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %97 = llvm.load %96 : !llvm.ptr<1> -> f32
              %98 = llvm.load %49 : !llvm.ptr -> f32
              %99 = arith.mulf %81, %85 : f32
              %100 = arith.addf %98, %99 : f32
              llvm.store %100, %49 : f32, !llvm.ptr
              %101 = llvm.load %50 : !llvm.ptr -> f32
              %102 = arith.mulf %81, %89 : f32
              %103 = arith.addf %101, %102 : f32
              llvm.store %103, %50 : f32, !llvm.ptr
              %104 = llvm.load %51 : !llvm.ptr -> f32
              %105 = arith.mulf %81, %93 : f32
              %106 = arith.addf %104, %105 : f32
              llvm.store %106, %51 : f32, !llvm.ptr
              %107 = llvm.load %52 : !llvm.ptr -> f32
              %108 = arith.mulf %81, %97 : f32
              %109 = arith.addf %107, %108 : f32
              llvm.store %109, %52 : f32, !llvm.ptr
            }
            %77 = arith.cmpi slt, %55, %45 : i64
            scf.if %77 {
              %78 = arith.cmpi slt, %59, %46 : i64
              scf.if %78 {
                %82 = arith.muli %59, %47 : i64
                %83 = arith.addi %55, %82 : i64
                %84 = llvm.getelementptr %44[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %85 = llvm.load %84 : !llvm.ptr<1> -> f32
                %86 = llvm.load %49 : !llvm.ptr -> f32
                %87 = arith.addf %85, %86 : f32
                %88 = arith.muli %59, %47 : i64
                %89 = arith.addi %55, %88 : i64
                %90 = llvm.getelementptr %44[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %87, %90 : f32, !llvm.ptr<1>
              }
              %79 = arith.cmpi slt, %64, %46 : i64
              scf.if %79 {
                %82 = arith.muli %64, %47 : i64
                %83 = arith.addi %55, %82 : i64
                %84 = llvm.getelementptr %44[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %85 = llvm.load %84 : !llvm.ptr<1> -> f32
                %86 = llvm.load %50 : !llvm.ptr -> f32
                %87 = arith.addf %85, %86 : f32
                %88 = arith.muli %64, %47 : i64
                %89 = arith.addi %55, %88 : i64
                %90 = llvm.getelementptr %44[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %87, %90 : f32, !llvm.ptr<1>
              }
              %80 = arith.cmpi slt, %69, %46 : i64
              scf.if %80 {
                %82 = arith.muli %69, %47 : i64
                %83 = arith.addi %55, %82 : i64
                %84 = llvm.getelementptr %44[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %85 = llvm.load %84 : !llvm.ptr<1> -> f32
                %86 = llvm.load %51 : !llvm.ptr -> f32
                %87 = arith.addf %85, %86 : f32
                %88 = arith.muli %69, %47 : i64
                %89 = arith.addi %55, %88 : i64
                %90 = llvm.getelementptr %44[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %87, %90 : f32, !llvm.ptr<1>
              }
              %81 = arith.cmpi slt, %74, %46 : i64
              scf.if %81 {
                %82 = arith.muli %74, %47 : i64
                %83 = arith.addi %55, %82 : i64
                %84 = llvm.getelementptr %44[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %85 = llvm.load %84 : !llvm.ptr<1> -> f32
                %86 = llvm.load %52 : !llvm.ptr -> f32
                %87 = arith.addf %85, %86 : f32
                %88 = arith.muli %74, %47 : i64
                %89 = arith.addi %55, %88 : i64
                %90 = llvm.getelementptr %44[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                llvm.store %87, %90 : f32, !llvm.ptr<1>
              }
            }
          }
        }
      }
      gpu.return
    }
  }
}
