module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_barriers_local() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<960 x i8>
    gpu.func @barriers_local(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 5, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(12 : i64) : i64
      %3 = llvm.mlir.constant(20 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(12 : i64) : i64
      %6 = llvm.mlir.constant(240 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<12x20x?xf32, strided<[1, 12, 240]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(12 : i64) : i64
      %20 = llvm.mlir.constant(6 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(12 : i64) : i64
      %23 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %arg2, %23[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %18, %24[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %19, %25[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %20, %26[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %22, %28[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<12x6xf32, strided<[1, 12]>, 1>
      %31 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %32 = llvm.mlir.constant(0 : i64) : i64
      %33 = llvm.mlir.constant(20 : i64) : i64
      %34 = llvm.mlir.constant(6 : i64) : i64
      %35 = llvm.mlir.constant(1 : i64) : i64
      %36 = llvm.mlir.constant(20 : i64) : i64
      %37 = llvm.mlir.constant(120 : i64) : i64
      %38 = llvm.insertvalue %arg3, %31[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %39 = llvm.insertvalue %arg3, %38[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %40 = llvm.insertvalue %32, %39[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %41 = llvm.insertvalue %33, %40[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %34, %41[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %arg4, %42[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %35, %43[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %36, %44[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %37, %45[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = builtin.unrealized_conversion_cast %46 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<20x6x?xf32, strided<[1, 20, 120]>, 1>
      %48 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %49 = llvm.mlir.constant(0 : i64) : i64
      %50 = llvm.mlir.constant(20 : i64) : i64
      %51 = llvm.mlir.constant(6 : i64) : i64
      %52 = llvm.mlir.constant(1 : i64) : i64
      %53 = llvm.mlir.constant(20 : i64) : i64
      %54 = llvm.mlir.constant(120 : i64) : i64
      %55 = llvm.insertvalue %arg5, %48[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %56 = llvm.insertvalue %arg5, %55[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %57 = llvm.insertvalue %49, %56[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %58 = llvm.insertvalue %50, %57[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %51, %58[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %arg6, %59[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %52, %60[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %53, %61[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = llvm.insertvalue %54, %62[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = builtin.unrealized_conversion_cast %63 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<20x6x?xf32, strided<[1, 20, 120]>, 1>
      %65 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %66 = llvm.mlir.constant(0 : i64) : i64
      %67 = llvm.mlir.constant(6 : i64) : i64
      %68 = llvm.mlir.constant(20 : i64) : i64
      %69 = llvm.mlir.constant(1 : i64) : i64
      %70 = llvm.mlir.constant(6 : i64) : i64
      %71 = llvm.mlir.constant(120 : i64) : i64
      %72 = llvm.insertvalue %arg7, %65[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %73 = llvm.insertvalue %arg7, %72[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %74 = llvm.insertvalue %66, %73[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %75 = llvm.insertvalue %67, %74[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %76 = llvm.insertvalue %68, %75[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %77 = llvm.insertvalue %arg8, %76[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %78 = llvm.insertvalue %69, %77[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %79 = llvm.insertvalue %70, %78[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %80 = llvm.insertvalue %71, %79[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %81 = builtin.unrealized_conversion_cast %80 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<6x20x?xf32, strided<[1, 6, 120]>, 1>
      %82 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %83 = llvm.mlir.constant(0 : i64) : i64
      %84 = llvm.mlir.constant(1 : i64) : i64
      %85 = llvm.insertvalue %arg9, %82[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %86 = llvm.insertvalue %arg9, %85[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %87 = llvm.insertvalue %83, %86[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %88 = llvm.insertvalue %arg10, %87[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %89 = llvm.insertvalue %84, %88[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %90 = builtin.unrealized_conversion_cast %89 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32, strided<[1]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<12x20x?xf32, strided<[1, 12, 240]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<12x20x?xf32, strided<[1, 12, 240]>, 1> -> index
      %91 = arith.index_cast %intptr : index to i64
      %92 = llvm.inttoptr %91 : i64 to !llvm.ptr<1>
      %93 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %30 : memref<12x6xf32, strided<[1, 12]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %30 : memref<12x6xf32, strided<[1, 12]>, 1> -> index
      %94 = arith.index_cast %intptr_4 : index to i64
      %95 = llvm.inttoptr %94 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %47 : memref<20x6x?xf32, strided<[1, 20, 120]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %47 : memref<20x6x?xf32, strided<[1, 20, 120]>, 1> -> index
      %96 = arith.index_cast %intptr_9 : index to i64
      %97 = llvm.inttoptr %96 : i64 to !llvm.ptr<1>
      %98 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %64 : memref<20x6x?xf32, strided<[1, 20, 120]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %64 : memref<20x6x?xf32, strided<[1, 20, 120]>, 1> -> index
      %99 = arith.index_cast %intptr_14 : index to i64
      %100 = llvm.inttoptr %99 : i64 to !llvm.ptr<1>
      %101 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %81 : memref<6x20x?xf32, strided<[1, 6, 120]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %81 : memref<6x20x?xf32, strided<[1, 6, 120]>, 1> -> index
      %102 = arith.index_cast %intptr_19 : index to i64
      %103 = llvm.inttoptr %102 : i64 to !llvm.ptr<1>
      %104 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %90 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %90 : memref<?xf32, strided<[1]>, 1> -> index
      %105 = arith.index_cast %intptr_24 : index to i64
      %106 = llvm.inttoptr %105 : i64 to !llvm.ptr<1>
      %107 = arith.index_cast %sizes_22 : index to i64
      %108 = llvm.mlir.constant(1 : i64) : i64
      %109 = llvm.alloca %108 x f32 : (i64) -> !llvm.ptr
      %110 = llvm.alloca %108 x f32 : (i64) -> !llvm.ptr
      %111 = llvm.alloca %108 x f32 : (i64) -> !llvm.ptr
      %112 = llvm.alloca %108 x f32 : (i64) -> !llvm.ptr
      %113 = llvm.alloca %108 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %114 = arith.index_cast %block_id_x : index to i64
      %c240_i64 = arith.constant 240 : i64
      %115 = arith.muli %114, %c240_i64 : i64
      %116 = llvm.getelementptr %92[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64 = arith.constant 120 : i64
      %117 = arith.muli %114, %c120_i64 : i64
      %118 = llvm.getelementptr %97[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64_25 = arith.constant 120 : i64
      %119 = arith.muli %114, %c120_i64_25 : i64
      %120 = llvm.getelementptr %100[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64_26 = arith.constant 120 : i64
      %121 = arith.muli %114, %c120_i64_26 : i64
      %122 = llvm.getelementptr %103[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %123 = llvm.getelementptr %106[%114] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %124 = llvm.mlir.addressof @__tinyc_stack_barriers_local : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %125 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %126 = arith.index_cast %thread_id_y : index to i64
      %127 = arith.muli %c32_i64, %126 : i64
      %128 = arith.addi %125, %127 : i64
      %c240_i64_27 = arith.constant 240 : i64
      %c160_i64 = arith.constant 160 : i64
      scf.for %arg11 = %128 to %c240_i64_27 step %c160_i64  : i64 {
        %c20_i64_61 = arith.constant 20 : i64
        %157 = arith.remsi %arg11, %c20_i64_61 : i64
        %c20_i64_62 = arith.constant 20 : i64
        %158 = arith.divsi %arg11, %c20_i64_62 : i64
        %c12_i64_63 = arith.constant 12 : i64
        %159 = arith.muli %157, %c12_i64_63 : i64
        %160 = arith.addi %158, %159 : i64
        %161 = llvm.getelementptr %116[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %162 = llvm.load %161 : !llvm.ptr<1> -> f32
        %c20_i64_64 = arith.constant 20 : i64
        %163 = arith.muli %158, %c20_i64_64 : i64
        %164 = arith.addi %157, %163 : i64
        %165 = llvm.getelementptr %124[%164] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %162, %165 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_28 = gpu.thread_id  x
      %129 = arith.index_cast %thread_id_x_28 : index to i64
      %c19_i64 = arith.constant 19 : i64
      %130 = arith.minsi %129, %c19_i64 : i64
      %thread_id_y_29 = gpu.thread_id  y
      %131 = arith.index_cast %thread_id_y_29 : index to i64
      %c5_i64 = arith.constant 5 : i64
      %132 = arith.minsi %131, %c5_i64 : i64
      %thread_id_y_30 = gpu.thread_id  y
      %133 = arith.index_cast %thread_id_y_30 : index to i64
      %c5_i64_31 = arith.constant 5 : i64
      %134 = arith.addi %133, %c5_i64_31 : i64
      %c5_i64_32 = arith.constant 5 : i64
      %135 = arith.minsi %134, %c5_i64_32 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %109 : f32, !llvm.ptr
      %cst_33 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_33, %110 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c12_i64 = arith.constant 12 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64 to %c12_i64 step %c1_i64  : i64 {
        %c20_i64_61 = arith.constant 20 : i64
        %157 = arith.muli %arg11, %c20_i64_61 : i64
        %158 = arith.addi %130, %157 : i64
        %159 = llvm.getelementptr %124[%158] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %160 = llvm.load %159 : !llvm.ptr<3> -> f32
        %c12_i64_62 = arith.constant 12 : i64
        %161 = arith.muli %132, %c12_i64_62 : i64
        %162 = arith.addi %arg11, %161 : i64
        %163 = llvm.getelementptr %95[%162] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %164 = llvm.load %163 : !llvm.ptr<1> -> f32
        %c12_i64_63 = arith.constant 12 : i64
        %165 = arith.muli %135, %c12_i64_63 : i64
        %166 = arith.addi %arg11, %165 : i64
        %167 = llvm.getelementptr %95[%166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %168 = llvm.load %167 : !llvm.ptr<1> -> f32
        %169 = llvm.load %109 : !llvm.ptr -> f32
        %170 = arith.mulf %160, %164 : f32
        %171 = arith.addf %169, %170 : f32
        llvm.store %171, %109 : f32, !llvm.ptr
        %172 = llvm.load %110 : !llvm.ptr -> f32
        %173 = arith.mulf %160, %168 : f32
        %174 = arith.addf %172, %173 : f32
        llvm.store %174, %110 : f32, !llvm.ptr
      }
      %c20_i64 = arith.constant 20 : i64
      %136 = arith.cmpi slt, %129, %c20_i64 : i64
      scf.if %136 {
        %c6_i64_61 = arith.constant 6 : i64
        %157 = arith.cmpi slt, %131, %c6_i64_61 : i64
        scf.if %157 {
          %159 = llvm.load %109 : !llvm.ptr -> f32
          %c20_i64_63 = arith.constant 20 : i64
          %160 = arith.muli %131, %c20_i64_63 : i64
          %161 = arith.addi %129, %160 : i64
          %162 = llvm.getelementptr %118[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %159, %162 : f32, !llvm.ptr<1>
        }
        %c6_i64_62 = arith.constant 6 : i64
        %158 = arith.cmpi slt, %134, %c6_i64_62 : i64
        scf.if %158 {
          %159 = llvm.load %110 : !llvm.ptr -> f32
          %c20_i64_63 = arith.constant 20 : i64
          %160 = arith.muli %134, %c20_i64_63 : i64
          %161 = arith.addi %129, %160 : i64
          %162 = llvm.getelementptr %118[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %159, %162 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x_34 = gpu.thread_id  x
      %137 = arith.index_cast %thread_id_x_34 : index to i64
      %c32_i64_35 = arith.constant 32 : i64
      %thread_id_y_36 = gpu.thread_id  y
      %138 = arith.index_cast %thread_id_y_36 : index to i64
      %139 = arith.muli %c32_i64_35, %138 : i64
      %140 = arith.addi %137, %139 : i64
      %c240_i64_37 = arith.constant 240 : i64
      %c160_i64_38 = arith.constant 160 : i64
      scf.for %arg11 = %140 to %c240_i64_37 step %c160_i64_38  : i64 {
        %c12_i64_61 = arith.constant 12 : i64
        %157 = arith.divsi %arg11, %c12_i64_61 : i64
        %c12_i64_62 = arith.constant 12 : i64
        %158 = arith.remsi %arg11, %c12_i64_62 : i64
        %c20_i64_63 = arith.constant 20 : i64
        %159 = arith.muli %158, %c20_i64_63 : i64
        %160 = arith.addi %157, %159 : i64
        %161 = llvm.getelementptr %124[%160] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %162 = llvm.load %161 : !llvm.ptr<3> -> f32
        %cst_64 = arith.constant 3.000000e+00 : f32
        %163 = arith.mulf %162, %cst_64 : f32
        %c20_i64_65 = arith.constant 20 : i64
        %164 = arith.muli %158, %c20_i64_65 : i64
        %165 = arith.addi %157, %164 : i64
        %166 = llvm.getelementptr %124[%165] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %163, %166 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_39 = gpu.thread_id  x
      %141 = arith.index_cast %thread_id_x_39 : index to i64
      %c19_i64_40 = arith.constant 19 : i64
      %142 = arith.minsi %141, %c19_i64_40 : i64
      %thread_id_y_41 = gpu.thread_id  y
      %143 = arith.index_cast %thread_id_y_41 : index to i64
      %c5_i64_42 = arith.constant 5 : i64
      %144 = arith.minsi %143, %c5_i64_42 : i64
      %thread_id_y_43 = gpu.thread_id  y
      %145 = arith.index_cast %thread_id_y_43 : index to i64
      %c5_i64_44 = arith.constant 5 : i64
      %146 = arith.addi %145, %c5_i64_44 : i64
      %c5_i64_45 = arith.constant 5 : i64
      %147 = arith.minsi %146, %c5_i64_45 : i64
      %cst_46 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_46, %111 : f32, !llvm.ptr
      %cst_47 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_47, %112 : f32, !llvm.ptr
      %c0_i64_48 = arith.constant 0 : i64
      %c12_i64_49 = arith.constant 12 : i64
      %c1_i64_50 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_48 to %c12_i64_49 step %c1_i64_50  : i64 {
        %c20_i64_61 = arith.constant 20 : i64
        %157 = arith.muli %arg11, %c20_i64_61 : i64
        %158 = arith.addi %142, %157 : i64
        %159 = llvm.getelementptr %124[%158] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %160 = llvm.load %159 : !llvm.ptr<3> -> f32
        %c12_i64_62 = arith.constant 12 : i64
        %161 = arith.muli %144, %c12_i64_62 : i64
        %162 = arith.addi %arg11, %161 : i64
        %163 = llvm.getelementptr %95[%162] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %164 = llvm.load %163 : !llvm.ptr<1> -> f32
        %c12_i64_63 = arith.constant 12 : i64
        %165 = arith.muli %147, %c12_i64_63 : i64
        %166 = arith.addi %arg11, %165 : i64
        %167 = llvm.getelementptr %95[%166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %168 = llvm.load %167 : !llvm.ptr<1> -> f32
        %169 = llvm.load %111 : !llvm.ptr -> f32
        %170 = arith.mulf %160, %164 : f32
        %171 = arith.addf %169, %170 : f32
        llvm.store %171, %111 : f32, !llvm.ptr
        %172 = llvm.load %112 : !llvm.ptr -> f32
        %173 = arith.mulf %160, %168 : f32
        %174 = arith.addf %172, %173 : f32
        llvm.store %174, %112 : f32, !llvm.ptr
      }
      %c20_i64_51 = arith.constant 20 : i64
      %148 = arith.cmpi slt, %141, %c20_i64_51 : i64
      scf.if %148 {
        %c6_i64_61 = arith.constant 6 : i64
        %157 = arith.cmpi slt, %143, %c6_i64_61 : i64
        scf.if %157 {
          %159 = llvm.load %111 : !llvm.ptr -> f32
          %c20_i64_63 = arith.constant 20 : i64
          %160 = arith.muli %143, %c20_i64_63 : i64
          %161 = arith.addi %141, %160 : i64
          %162 = llvm.getelementptr %120[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %159, %162 : f32, !llvm.ptr<1>
        }
        %c6_i64_62 = arith.constant 6 : i64
        %158 = arith.cmpi slt, %146, %c6_i64_62 : i64
        scf.if %158 {
          %159 = llvm.load %112 : !llvm.ptr -> f32
          %c20_i64_63 = arith.constant 20 : i64
          %160 = arith.muli %146, %c20_i64_63 : i64
          %161 = arith.addi %141, %160 : i64
          %162 = llvm.getelementptr %120[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %159, %162 : f32, !llvm.ptr<1>
        }
      }
      %149 = llvm.mlir.addressof @__tinyc_stack_barriers_local : !llvm.ptr<3>
      gpu.barrier
      %thread_id_y_52 = gpu.thread_id  y
      %150 = arith.index_cast %thread_id_y_52 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %c5_i64_53 = arith.constant 5 : i64
      scf.for %arg11 = %150 to %c6_i64 step %c5_i64_53  : i64 {
        %thread_id_x_61 = gpu.thread_id  x
        %157 = arith.index_cast %thread_id_x_61 : index to i64
        %c20_i64_62 = arith.constant 20 : i64
        %c32_i64_63 = arith.constant 32 : i64
        scf.for %arg12 = %157 to %c20_i64_62 step %c32_i64_63  : i64 {
          %c20_i64_64 = arith.constant 20 : i64
          %158 = arith.muli %arg11, %c20_i64_64 : i64
          %159 = arith.addi %arg12, %158 : i64
          %160 = llvm.getelementptr %120[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %161 = llvm.load %160 : !llvm.ptr<1> -> f32
          %162 = arith.extf %161 : f32 to f64
          %c20_i64_65 = arith.constant 20 : i64
          %163 = arith.muli %arg11, %c20_i64_65 : i64
          %164 = arith.addi %arg12, %163 : i64
          %165 = llvm.getelementptr %149[%164] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %162, %165 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_y_54 = gpu.thread_id  y
      %151 = arith.index_cast %thread_id_y_54 : index to i64
      %c20_i64_55 = arith.constant 20 : i64
      %c5_i64_56 = arith.constant 5 : i64
      scf.for %arg11 = %151 to %c20_i64_55 step %c5_i64_56  : i64 {
        %thread_id_x_61 = gpu.thread_id  x
        %157 = arith.index_cast %thread_id_x_61 : index to i64
        %c6_i64_62 = arith.constant 6 : i64
        %c32_i64_63 = arith.constant 32 : i64
        scf.for %arg12 = %157 to %c6_i64_62 step %c32_i64_63  : i64 {
          %c20_i64_64 = arith.constant 20 : i64
          %158 = arith.muli %arg12, %c20_i64_64 : i64
          %159 = arith.addi %arg11, %158 : i64
          %160 = llvm.getelementptr %149[%159] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %161 = llvm.load %160 : !llvm.ptr<3> -> f64
          %162 = arith.truncf %161 : f64 to f32
          %c6_i64_65 = arith.constant 6 : i64
          %163 = arith.muli %arg11, %c6_i64_65 : i64
          %164 = arith.addi %arg12, %163 : i64
          %165 = llvm.getelementptr %122[%164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %162, %165 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x_57 = gpu.thread_id  x
      %152 = arith.index_cast %thread_id_x_57 : index to i64
      %c32_i64_58 = arith.constant 32 : i64
      %thread_id_y_59 = gpu.thread_id  y
      %153 = arith.index_cast %thread_id_y_59 : index to i64
      %154 = arith.muli %c32_i64_58, %153 : i64
      %155 = arith.addi %152, %154 : i64
      %c0_i64_60 = arith.constant 0 : i64
      %156 = arith.cmpi eq, %155, %c0_i64_60 : i64
      scf.if %156 {
        %cst_61 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_61, %113 : f32, !llvm.ptr
        %c0_i64_62 = arith.constant 0 : i64
        %c20_i64_63 = arith.constant 20 : i64
        %c1_i64_64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64_62 to %c20_i64_63 step %c1_i64_64  : i64 {
          %158 = llvm.load %113 : !llvm.ptr -> f32
          %c6_i64_65 = arith.constant 6 : i64
          %159 = arith.muli %arg11, %c6_i64_65 : i64
          %160 = llvm.getelementptr %122[%159] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %161 = llvm.load %160 : !llvm.ptr<1> -> f32
          %162 = arith.addf %158, %161 : f32
          llvm.store %162, %113 : f32, !llvm.ptr
        }
        %157 = llvm.load %113 : !llvm.ptr -> f32
        llvm.store %157, %123 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
