module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @for_loops(%arg0: i64, %arg1: i64, %arg2: i32, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(8 : i64) : i64
      %3 = llvm.mlir.constant(20 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(8 : i64) : i64
      %6 = llvm.insertvalue %arg3, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %arg3, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %1, %7[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %2, %8[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %5, %11[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = builtin.unrealized_conversion_cast %12 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<8x20xf32, strided<[1, 8]>, 1>
      %14 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %15 = llvm.mlir.constant(0 : i64) : i64
      %16 = llvm.mlir.constant(8 : i64) : i64
      %17 = llvm.mlir.constant(1 : i64) : i64
      %18 = llvm.insertvalue %arg4, %14[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %19 = llvm.insertvalue %arg4, %18[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %20 = llvm.insertvalue %15, %19[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %21 = llvm.insertvalue %16, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %22 = llvm.insertvalue %17, %21[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %23 = builtin.unrealized_conversion_cast %22 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<8xf32, strided<[1]>, 1>
      %24 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %25 = llvm.mlir.constant(0 : i64) : i64
      %26 = llvm.mlir.constant(1 : i64) : i64
      %27 = llvm.insertvalue %arg5, %24[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %28 = llvm.insertvalue %arg5, %27[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %29 = llvm.insertvalue %25, %28[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %30 = llvm.insertvalue %arg6, %29[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %31 = llvm.insertvalue %26, %30[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %32 = builtin.unrealized_conversion_cast %31 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xi32, strided<[1]>, 1>
      %33 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %34 = llvm.mlir.constant(0 : i64) : i64
      %35 = llvm.mlir.constant(5 : i64) : i64
      %36 = llvm.mlir.constant(1 : i64) : i64
      %37 = llvm.mlir.constant(5 : i64) : i64
      %38 = llvm.insertvalue %arg7, %33[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %arg7, %38[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %34, %39[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %35, %40[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = llvm.insertvalue %arg8, %41[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %43 = llvm.insertvalue %36, %42[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %44 = llvm.insertvalue %37, %43[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %45 = builtin.unrealized_conversion_cast %44 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<5x?xi32, strided<[1, 5]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %13 : memref<8x20xf32, strided<[1, 8]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %13 : memref<8x20xf32, strided<[1, 8]>, 1> -> index
      %46 = arith.index_cast %intptr : index to i64
      %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %23 : memref<8xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %23 : memref<8xf32, strided<[1]>, 1> -> index
      %48 = arith.index_cast %intptr_4 : index to i64
      %49 = llvm.inttoptr %48 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %32 : memref<?xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %32 : memref<?xi32, strided<[1]>, 1> -> index
      %50 = arith.index_cast %intptr_9 : index to i64
      %51 = llvm.inttoptr %50 : i64 to !llvm.ptr<1>
      %52 = arith.index_cast %sizes_7 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %45 : memref<5x?xi32, strided<[1, 5]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %45 : memref<5x?xi32, strided<[1, 5]>, 1> -> index
      %53 = arith.index_cast %intptr_14 : index to i64
      %54 = llvm.inttoptr %53 : i64 to !llvm.ptr<1>
      %55 = arith.index_cast %sizes_12#1 : index to i64
      %c20_i64 = arith.constant 20 : i64
      %56 = arith.maxsi %c20_i64, %arg0 : i64
      %57 = arith.subi %56, %arg0 : i64
      %c1_i64 = arith.constant 1 : i64
      %58 = arith.maxsi %arg1, %c1_i64 : i64
      %c1_i64_15 = arith.constant 1 : i64
      %c63_i64 = arith.constant 63 : i64
      %59 = arith.andi %c1_i64_15, %c63_i64 : i64
      %60 = arith.shrsi %57, %59 : i64
      %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
      %61 = arith.andi %60, %c9223372036854775807_i64 : i64
      %62 = arith.divsi %61, %58 : i64
      %c2_i64 = arith.constant 2 : i64
      %63 = arith.muli %62, %c2_i64 : i64
      %64 = arith.muli %63, %58 : i64
      %65 = arith.subi %57, %64 : i64
      %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
      %66 = arith.xori %65, %c-9223372036854775808_i64 : i64
      %c-9223372036854775808_i64_16 = arith.constant -9223372036854775808 : i64
      %67 = arith.xori %58, %c-9223372036854775808_i64_16 : i64
      %68 = arith.cmpi sge, %66, %67 : i64
      %69 = arith.extui %68 : i1 to i64
      %70 = arith.addi %63, %69 : i64
      %71 = arith.muli %69, %58 : i64
      %72 = arith.subi %65, %71 : i64
      %c0_i64 = arith.constant 0 : i64
      %73 = arith.cmpi ne, %72, %c0_i64 : i64
      %74 = arith.extui %73 : i1 to i64
      %75 = arith.addi %70, %74 : i64
      %c63_i64_17 = arith.constant 63 : i64
      %c63_i64_18 = arith.constant 63 : i64
      %76 = arith.andi %c63_i64_17, %c63_i64_18 : i64
      %77 = arith.shrsi %75, %76 : i64
      %c9223372036854775807_i64_19 = arith.constant 9223372036854775807 : i64
      %78 = arith.andi %77, %c9223372036854775807_i64_19 : i64
      %79 = arith.maxsi %75, %78 : i64
      %c0_i64_20 = arith.constant 0 : i64
      %c1_i64_21 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_20 to %79 step %c1_i64_21  : i64 {
        %81 = arith.muli %arg9, %arg1 : i64
        %82 = arith.addi %arg0, %81 : i64
        %c8_i64 = arith.constant 8 : i64
        %83 = arith.muli %82, %c8_i64 : i64
        %84 = llvm.getelementptr %47[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        gpu.barrier
        %thread_id_x_22 = gpu.thread_id  x
        %85 = arith.index_cast %thread_id_x_22 : index to i64
        %c8_i64_23 = arith.constant 8 : i64
        %c32_i64_24 = arith.constant 32 : i64
        scf.for %arg10 = %85 to %c8_i64_23 step %c32_i64_24  : i64 {
          %86 = llvm.getelementptr %49[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %87 = llvm.load %86 : !llvm.ptr<1> -> f32
          %88 = llvm.getelementptr %84[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %89 = llvm.load %88 : !llvm.ptr<1> -> f32
          %90 = arith.addf %87, %89 : f32
          %91 = llvm.getelementptr %49[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %90, %91 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x = gpu.thread_id  x
      %80 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg9 = %80 to %52 step %c32_i64  : i64 {
        %81 = llvm.getelementptr %51[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %82 = llvm.load %81 : !llvm.ptr<1> -> i32
        %83 = arith.xori %82, %82 : i32
        %c1000_i32 = arith.constant 1000 : i32
        %84 = arith.addi %83, %c1000_i32 : i32
        %c5_i64 = arith.constant 5 : i64
        %85 = arith.muli %arg9, %c5_i64 : i64
        %86 = llvm.getelementptr %54[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %83, %86 : i32, !llvm.ptr<1>
        %c1_i64_22 = arith.constant 1 : i64
        %c5_i64_23 = arith.constant 5 : i64
        %87 = arith.muli %arg9, %c5_i64_23 : i64
        %88 = arith.addi %c1_i64_22, %87 : i64
        %89 = llvm.getelementptr %54[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %83, %89 : i32, !llvm.ptr<1>
        %c2_i64_24 = arith.constant 2 : i64
        %c5_i64_25 = arith.constant 5 : i64
        %90 = arith.muli %arg9, %c5_i64_25 : i64
        %91 = arith.addi %c2_i64_24, %90 : i64
        %92 = llvm.getelementptr %54[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %83, %92 : i32, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %c5_i64_26 = arith.constant 5 : i64
        %93 = arith.muli %arg9, %c5_i64_26 : i64
        %94 = arith.addi %c3_i64, %93 : i64
        %95 = llvm.getelementptr %54[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %84, %95 : i32, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %c5_i64_27 = arith.constant 5 : i64
        %96 = arith.muli %arg9, %c5_i64_27 : i64
        %97 = arith.addi %c4_i64, %96 : i64
        %98 = llvm.getelementptr %54[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %83, %98 : i32, !llvm.ptr<1>
        %c-5_i64 = arith.constant -5 : i64
        %99 = arith.extsi %82 : i32 to i64
        %c2_i64_28 = arith.constant 2 : i64
        scf.for %arg10 = %c-5_i64 to %99 step %c2_i64_28  : i64 {
          %103 = arith.trunci %arg10 : i64 to i32
          %c5_i64_33 = arith.constant 5 : i64
          %104 = arith.muli %arg9, %c5_i64_33 : i64
          %105 = llvm.getelementptr %54[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %106 = llvm.load %105 : !llvm.ptr<1> -> i32
          %107 = arith.addi %106, %103 : i32
          %c5_i64_34 = arith.constant 5 : i64
          %108 = arith.muli %arg9, %c5_i64_34 : i64
          %109 = llvm.getelementptr %54[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %107, %109 : i32, !llvm.ptr<1>
        }
        %100 = arith.trunci %82 : i32 to i16
        %c3_i16 = arith.constant 3 : i16
        %c40_i16 = arith.constant 40 : i16
        %c7_i16 = arith.constant 7 : i16
        scf.for %arg10 = %c3_i16 to %c40_i16 step %c7_i16  : i16 {
          %103 = arith.muli %arg10, %100 : i16
          %c100_i16 = arith.constant 100 : i16
          %104 = arith.muli %103, %c100_i16 : i16
          %c1_i64_33 = arith.constant 1 : i64
          %c5_i64_34 = arith.constant 5 : i64
          %105 = arith.muli %arg9, %c5_i64_34 : i64
          %106 = arith.addi %c1_i64_33, %105 : i64
          %107 = llvm.getelementptr %54[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %108 = llvm.load %107 : !llvm.ptr<1> -> i32
          %109 = arith.extsi %104 : i16 to i32
          %110 = arith.addi %108, %109 : i32
          %c1_i64_35 = arith.constant 1 : i64
          %c5_i64_36 = arith.constant 5 : i64
          %111 = arith.muli %arg9, %c5_i64_36 : i64
          %112 = arith.addi %c1_i64_35, %111 : i64
          %113 = llvm.getelementptr %54[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %110, %113 : i32, !llvm.ptr<1>
        }
        %c0_i32 = arith.constant 0 : i32
        %c3_i32 = arith.constant 3 : i32
        %c1_i32 = arith.constant 1 : i32
        scf.for %arg10 = %c0_i32 to %c3_i32 step %c1_i32  : i32 {
          %c1_i32_33 = arith.constant 1 : i32
          scf.for %arg11 = %arg10 to %82 step %c1_i32_33  : i32 {
            %c2_i64_34 = arith.constant 2 : i64
            %c5_i64_35 = arith.constant 5 : i64
            %103 = arith.muli %arg9, %c5_i64_35 : i64
            %104 = arith.addi %c2_i64_34, %103 : i64
            %105 = llvm.getelementptr %54[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %106 = llvm.load %105 : !llvm.ptr<1> -> i32
            %c1_i32_36 = arith.constant 1 : i32
            %107 = arith.addi %106, %c1_i32_36 : i32
            %c2_i64_37 = arith.constant 2 : i64
            %c5_i64_38 = arith.constant 5 : i64
            %108 = arith.muli %arg9, %c5_i64_38 : i64
            %109 = arith.addi %c2_i64_37, %108 : i64
            %110 = llvm.getelementptr %54[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            llvm.store %107, %110 : i32, !llvm.ptr<1>
          }
        }
        %c5_i64_29 = arith.constant 5 : i64
        %c5_i64_30 = arith.constant 5 : i64
        %c1_i64_31 = arith.constant 1 : i64
        scf.for %arg10 = %c5_i64_29 to %c5_i64_30 step %c1_i64_31  : i64 {
          %c3_i64_33 = arith.constant 3 : i64
          %c5_i64_34 = arith.constant 5 : i64
          %103 = arith.muli %arg9, %c5_i64_34 : i64
          %104 = arith.addi %c3_i64_33, %103 : i64
          %105 = llvm.getelementptr %54[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %106 = llvm.load %105 : !llvm.ptr<1> -> i32
          %c1_i32_35 = arith.constant 1 : i32
          %107 = arith.addi %106, %c1_i32_35 : i32
          %c3_i64_36 = arith.constant 3 : i64
          %c5_i64_37 = arith.constant 5 : i64
          %108 = arith.muli %arg9, %c5_i64_37 : i64
          %109 = arith.addi %c3_i64_36, %108 : i64
          %110 = llvm.getelementptr %54[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %107, %110 : i32, !llvm.ptr<1>
        }
        %c10_i32 = arith.constant 10 : i32
        %c-2_i32 = arith.constant -2 : i32
        %c1_i32_32 = arith.constant 1 : i32
        scf.for %arg10 = %c10_i32 to %c-2_i32 step %c1_i32_32  : i32 {
          %c3_i64_33 = arith.constant 3 : i64
          %c5_i64_34 = arith.constant 5 : i64
          %103 = arith.muli %arg9, %c5_i64_34 : i64
          %104 = arith.addi %c3_i64_33, %103 : i64
          %105 = llvm.getelementptr %54[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %106 = llvm.load %105 : !llvm.ptr<1> -> i32
          %c1_i32_35 = arith.constant 1 : i32
          %107 = arith.addi %106, %c1_i32_35 : i32
          %c3_i64_36 = arith.constant 3 : i64
          %c5_i64_37 = arith.constant 5 : i64
          %108 = arith.muli %arg9, %c5_i64_37 : i64
          %109 = arith.addi %c3_i64_36, %108 : i64
          %110 = llvm.getelementptr %54[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %107, %110 : i32, !llvm.ptr<1>
        }
        %101 = arith.extsi %82 : i32 to i64
        %c60_i64 = arith.constant 60 : i64
        %102 = arith.extsi %arg2 : i32 to i64
        scf.for %arg10 = %101 to %c60_i64 step %102  : i64 {
          %103 = arith.trunci %arg10 : i64 to i32
          %c4_i64_33 = arith.constant 4 : i64
          %c5_i64_34 = arith.constant 5 : i64
          %104 = arith.muli %arg9, %c5_i64_34 : i64
          %105 = arith.addi %c4_i64_33, %104 : i64
          %106 = llvm.getelementptr %54[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          %107 = llvm.load %106 : !llvm.ptr<1> -> i32
          %108 = arith.addi %107, %103 : i32
          %c4_i64_35 = arith.constant 4 : i64
          %c5_i64_36 = arith.constant 5 : i64
          %109 = arith.muli %arg9, %c5_i64_36 : i64
          %110 = arith.addi %c4_i64_35, %109 : i64
          %111 = llvm.getelementptr %54[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          llvm.store %108, %111 : i32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
