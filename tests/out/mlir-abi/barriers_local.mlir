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
      %alloca = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f32>
      %alloca_26 = memref.alloca() : memref<f32>
      %alloca_27 = memref.alloca() : memref<f32>
      %alloca_28 = memref.alloca() : memref<f32>
      %alloca_29 = memref.alloca() : memref<f32>
      %alloca_30 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %108 = arith.index_cast %block_id_x : index to i64
      %c240_i64 = arith.constant 240 : i64
      %109 = arith.muli %108, %c240_i64 : i64
      %110 = llvm.getelementptr %92[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64 = arith.constant 120 : i64
      %111 = arith.muli %108, %c120_i64 : i64
      %112 = llvm.getelementptr %97[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64_31 = arith.constant 120 : i64
      %113 = arith.muli %108, %c120_i64_31 : i64
      %114 = llvm.getelementptr %100[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64_32 = arith.constant 120 : i64
      %115 = arith.muli %108, %c120_i64_32 : i64
      %116 = llvm.getelementptr %103[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %117 = llvm.getelementptr %106[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %118 = llvm.mlir.addressof @__tinyc_stack_barriers_local : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %119 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %120 = arith.index_cast %thread_id_y : index to i64
      %121 = arith.muli %c32_i64, %120 : i64
      %122 = arith.addi %119, %121 : i64
      %c240_i64_33 = arith.constant 240 : i64
      %c160_i64 = arith.constant 160 : i64
      scf.for %arg11 = %122 to %c240_i64_33 step %c160_i64  : i64 {
        %c20_i64_67 = arith.constant 20 : i64
        %151 = arith.remsi %arg11, %c20_i64_67 : i64
        %c20_i64_68 = arith.constant 20 : i64
        %152 = arith.divsi %arg11, %c20_i64_68 : i64
        %c12_i64_69 = arith.constant 12 : i64
        %153 = arith.muli %151, %c12_i64_69 : i64
        %154 = arith.addi %152, %153 : i64
        %155 = llvm.getelementptr %110[%154] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %156 = llvm.load %155 : !llvm.ptr<1> -> f32
        %c20_i64_70 = arith.constant 20 : i64
        %157 = arith.muli %152, %c20_i64_70 : i64
        %158 = arith.addi %151, %157 : i64
        %159 = llvm.getelementptr %118[%158] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %156, %159 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_34 = gpu.thread_id  x
      %123 = arith.index_cast %thread_id_x_34 : index to i64
      %c19_i64 = arith.constant 19 : i64
      %124 = arith.minsi %123, %c19_i64 : i64
      %thread_id_y_35 = gpu.thread_id  y
      %125 = arith.index_cast %thread_id_y_35 : index to i64
      %c5_i64 = arith.constant 5 : i64
      %126 = arith.minsi %125, %c5_i64 : i64
      %thread_id_y_36 = gpu.thread_id  y
      %127 = arith.index_cast %thread_id_y_36 : index to i64
      %c5_i64_37 = arith.constant 5 : i64
      %128 = arith.addi %127, %c5_i64_37 : i64
      %c5_i64_38 = arith.constant 5 : i64
      %129 = arith.minsi %128, %c5_i64_38 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_39 = arith.constant 0.000000e+00 : f32
      memref.store %cst_39, %alloca_25[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c12_i64 = arith.constant 12 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64 to %c12_i64 step %c1_i64  : i64 {
        %c20_i64_67 = arith.constant 20 : i64
        %151 = arith.muli %arg11, %c20_i64_67 : i64
        %152 = arith.addi %124, %151 : i64
        %153 = llvm.getelementptr %118[%152] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %154 = llvm.load %153 : !llvm.ptr<3> -> f32
        %c12_i64_68 = arith.constant 12 : i64
        %155 = arith.muli %126, %c12_i64_68 : i64
        %156 = arith.addi %arg11, %155 : i64
        %157 = llvm.getelementptr %95[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %158 = llvm.load %157 : !llvm.ptr<1> -> f32
        %c12_i64_69 = arith.constant 12 : i64
        %159 = arith.muli %129, %c12_i64_69 : i64
        %160 = arith.addi %arg11, %159 : i64
        %161 = llvm.getelementptr %95[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %162 = llvm.load %161 : !llvm.ptr<1> -> f32
        %163 = memref.load %alloca[] : memref<f32>
        %164 = llvm.intr.fma(%154, %158, %163) : (f32, f32, f32) -> f32
        memref.store %164, %alloca[] : memref<f32>
        %165 = memref.load %alloca_25[] : memref<f32>
        %166 = llvm.intr.fma(%154, %162, %165) : (f32, f32, f32) -> f32
        memref.store %166, %alloca_25[] : memref<f32>
      }
      %c20_i64 = arith.constant 20 : i64
      %130 = arith.cmpi slt, %123, %c20_i64 : i64
      scf.if %130 {
        %c6_i64_67 = arith.constant 6 : i64
        %151 = arith.cmpi slt, %125, %c6_i64_67 : i64
        scf.if %151 {
          %153 = memref.load %alloca[] : memref<f32>
          %c20_i64_69 = arith.constant 20 : i64
          %154 = arith.muli %125, %c20_i64_69 : i64
          %155 = arith.addi %123, %154 : i64
          %156 = llvm.getelementptr %112[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %153, %156 : f32, !llvm.ptr<1>
        }
        %c6_i64_68 = arith.constant 6 : i64
        %152 = arith.cmpi slt, %128, %c6_i64_68 : i64
        scf.if %152 {
          %153 = memref.load %alloca_25[] : memref<f32>
          %c20_i64_69 = arith.constant 20 : i64
          %154 = arith.muli %128, %c20_i64_69 : i64
          %155 = arith.addi %123, %154 : i64
          %156 = llvm.getelementptr %112[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %153, %156 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x_40 = gpu.thread_id  x
      %131 = arith.index_cast %thread_id_x_40 : index to i64
      %c32_i64_41 = arith.constant 32 : i64
      %thread_id_y_42 = gpu.thread_id  y
      %132 = arith.index_cast %thread_id_y_42 : index to i64
      %133 = arith.muli %c32_i64_41, %132 : i64
      %134 = arith.addi %131, %133 : i64
      %c240_i64_43 = arith.constant 240 : i64
      %c160_i64_44 = arith.constant 160 : i64
      scf.for %arg11 = %134 to %c240_i64_43 step %c160_i64_44  : i64 {
        %c12_i64_67 = arith.constant 12 : i64
        %151 = arith.divsi %arg11, %c12_i64_67 : i64
        %c12_i64_68 = arith.constant 12 : i64
        %152 = arith.remsi %arg11, %c12_i64_68 : i64
        %c20_i64_69 = arith.constant 20 : i64
        %153 = arith.muli %152, %c20_i64_69 : i64
        %154 = arith.addi %151, %153 : i64
        %155 = llvm.getelementptr %118[%154] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %156 = llvm.load %155 : !llvm.ptr<3> -> f32
        %cst_70 = arith.constant 3.000000e+00 : f32
        %157 = arith.mulf %156, %cst_70 : f32
        %c20_i64_71 = arith.constant 20 : i64
        %158 = arith.muli %152, %c20_i64_71 : i64
        %159 = arith.addi %151, %158 : i64
        %160 = llvm.getelementptr %118[%159] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %157, %160 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_45 = gpu.thread_id  x
      %135 = arith.index_cast %thread_id_x_45 : index to i64
      %c19_i64_46 = arith.constant 19 : i64
      %136 = arith.minsi %135, %c19_i64_46 : i64
      %thread_id_y_47 = gpu.thread_id  y
      %137 = arith.index_cast %thread_id_y_47 : index to i64
      %c5_i64_48 = arith.constant 5 : i64
      %138 = arith.minsi %137, %c5_i64_48 : i64
      %thread_id_y_49 = gpu.thread_id  y
      %139 = arith.index_cast %thread_id_y_49 : index to i64
      %c5_i64_50 = arith.constant 5 : i64
      %140 = arith.addi %139, %c5_i64_50 : i64
      %c5_i64_51 = arith.constant 5 : i64
      %141 = arith.minsi %140, %c5_i64_51 : i64
      %cst_52 = arith.constant 0.000000e+00 : f32
      memref.store %cst_52, %alloca_26[] : memref<f32>
      %cst_53 = arith.constant 0.000000e+00 : f32
      memref.store %cst_53, %alloca_27[] : memref<f32>
      %c0_i64_54 = arith.constant 0 : i64
      %c12_i64_55 = arith.constant 12 : i64
      %c1_i64_56 = arith.constant 1 : i64
      scf.for %arg11 = %c0_i64_54 to %c12_i64_55 step %c1_i64_56  : i64 {
        %c20_i64_67 = arith.constant 20 : i64
        %151 = arith.muli %arg11, %c20_i64_67 : i64
        %152 = arith.addi %136, %151 : i64
        %153 = llvm.getelementptr %118[%152] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %154 = llvm.load %153 : !llvm.ptr<3> -> f32
        %c12_i64_68 = arith.constant 12 : i64
        %155 = arith.muli %138, %c12_i64_68 : i64
        %156 = arith.addi %arg11, %155 : i64
        %157 = llvm.getelementptr %95[%156] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %158 = llvm.load %157 : !llvm.ptr<1> -> f32
        %c12_i64_69 = arith.constant 12 : i64
        %159 = arith.muli %141, %c12_i64_69 : i64
        %160 = arith.addi %arg11, %159 : i64
        %161 = llvm.getelementptr %95[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %162 = llvm.load %161 : !llvm.ptr<1> -> f32
        %163 = memref.load %alloca_26[] : memref<f32>
        %164 = llvm.intr.fma(%154, %158, %163) : (f32, f32, f32) -> f32
        memref.store %164, %alloca_26[] : memref<f32>
        %165 = memref.load %alloca_27[] : memref<f32>
        %166 = llvm.intr.fma(%154, %162, %165) : (f32, f32, f32) -> f32
        memref.store %166, %alloca_27[] : memref<f32>
      }
      %c20_i64_57 = arith.constant 20 : i64
      %142 = arith.cmpi slt, %135, %c20_i64_57 : i64
      scf.if %142 {
        %c6_i64_67 = arith.constant 6 : i64
        %151 = arith.cmpi slt, %137, %c6_i64_67 : i64
        scf.if %151 {
          %153 = memref.load %alloca_26[] : memref<f32>
          %c20_i64_69 = arith.constant 20 : i64
          %154 = arith.muli %137, %c20_i64_69 : i64
          %155 = arith.addi %135, %154 : i64
          %156 = llvm.getelementptr %114[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %153, %156 : f32, !llvm.ptr<1>
        }
        %c6_i64_68 = arith.constant 6 : i64
        %152 = arith.cmpi slt, %140, %c6_i64_68 : i64
        scf.if %152 {
          %153 = memref.load %alloca_27[] : memref<f32>
          %c20_i64_69 = arith.constant 20 : i64
          %154 = arith.muli %140, %c20_i64_69 : i64
          %155 = arith.addi %135, %154 : i64
          %156 = llvm.getelementptr %114[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %153, %156 : f32, !llvm.ptr<1>
        }
      }
      %143 = llvm.mlir.addressof @__tinyc_stack_barriers_local : !llvm.ptr<3>
      gpu.barrier
      %thread_id_x_58 = gpu.thread_id  x
      %144 = arith.index_cast %thread_id_x_58 : index to i64
      %c20_i64_59 = arith.constant 20 : i64
      %c32_i64_60 = arith.constant 32 : i64
      scf.for %arg11 = %144 to %c20_i64_59 step %c32_i64_60  : i64 {
        %c0_i64_67 = arith.constant 0 : i64
        %c1_i64_68 = arith.constant 1 : i64
        %c1_i64_69 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_67 to %c1_i64_68 step %c1_i64_69  : i64 {
          %thread_id_y_70 = gpu.thread_id  y
          %151 = arith.index_cast %thread_id_y_70 : index to i64
          %c10_i64 = arith.constant 10 : i64
          %152 = arith.muli %arg12, %c10_i64 : i64
          %153 = arith.addi %151, %152 : i64
          %c6_i64_71 = arith.constant 6 : i64
          %154 = arith.cmpi slt, %153, %c6_i64_71 : i64
          scf.if %154 {
            %c20_i64_76 = arith.constant 20 : i64
            %159 = arith.muli %153, %c20_i64_76 : i64
            %160 = arith.addi %arg11, %159 : i64
            %161 = llvm.getelementptr %114[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %162 = llvm.load %161 : !llvm.ptr<1> -> f32
            memref.store %162, %alloca_28[] : memref<f32>
          }
          %c5_i64_72 = arith.constant 5 : i64
          %155 = arith.addi %153, %c5_i64_72 : i64
          %c6_i64_73 = arith.constant 6 : i64
          %156 = arith.cmpi slt, %155, %c6_i64_73 : i64
          scf.if %156 {
            %c20_i64_76 = arith.constant 20 : i64
            %159 = arith.muli %155, %c20_i64_76 : i64
            %160 = arith.addi %arg11, %159 : i64
            %161 = llvm.getelementptr %114[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %162 = llvm.load %161 : !llvm.ptr<1> -> f32
            memref.store %162, %alloca_29[] : memref<f32>
          }
          %c6_i64_74 = arith.constant 6 : i64
          %157 = arith.cmpi slt, %153, %c6_i64_74 : i64
          scf.if %157 {
            %159 = memref.load %alloca_28[] : memref<f32>
            %160 = arith.extf %159 : f32 to f64
            %c20_i64_76 = arith.constant 20 : i64
            %161 = arith.muli %153, %c20_i64_76 : i64
            %162 = arith.addi %arg11, %161 : i64
            %163 = llvm.getelementptr %143[%162] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %160, %163 : f64, !llvm.ptr<3>
          }
          %c6_i64_75 = arith.constant 6 : i64
          %158 = arith.cmpi slt, %155, %c6_i64_75 : i64
          scf.if %158 {
            %159 = memref.load %alloca_29[] : memref<f32>
            %160 = arith.extf %159 : f32 to f64
            %c20_i64_76 = arith.constant 20 : i64
            %161 = arith.muli %155, %c20_i64_76 : i64
            %162 = arith.addi %arg11, %161 : i64
            %163 = llvm.getelementptr %143[%162] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %160, %163 : f64, !llvm.ptr<3>
          }
        }
      }
      gpu.barrier
      %thread_id_x_61 = gpu.thread_id  x
      %145 = arith.index_cast %thread_id_x_61 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %c32_i64_62 = arith.constant 32 : i64
      scf.for %arg11 = %145 to %c6_i64 step %c32_i64_62  : i64 {
        %c0_i64_67 = arith.constant 0 : i64
        %c1_i64_68 = arith.constant 1 : i64
        %c1_i64_69 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64_67 to %c1_i64_68 step %c1_i64_69  : i64 {
          %thread_id_y_70 = gpu.thread_id  y
          %151 = arith.index_cast %thread_id_y_70 : index to i64
          %c20_i64_71 = arith.constant 20 : i64
          %152 = arith.muli %arg12, %c20_i64_71 : i64
          %153 = arith.addi %151, %152 : i64
          %c20_i64_72 = arith.constant 20 : i64
          %154 = arith.muli %arg11, %c20_i64_72 : i64
          %155 = arith.addi %153, %154 : i64
          %156 = llvm.getelementptr %143[%155] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %157 = llvm.load %156 : !llvm.ptr<3> -> f64
          %c5_i64_73 = arith.constant 5 : i64
          %158 = arith.addi %153, %c5_i64_73 : i64
          %c20_i64_74 = arith.constant 20 : i64
          %159 = arith.muli %arg11, %c20_i64_74 : i64
          %160 = arith.addi %158, %159 : i64
          %161 = llvm.getelementptr %143[%160] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %162 = llvm.load %161 : !llvm.ptr<3> -> f64
          %c10_i64 = arith.constant 10 : i64
          %163 = arith.addi %153, %c10_i64 : i64
          %c20_i64_75 = arith.constant 20 : i64
          %164 = arith.muli %arg11, %c20_i64_75 : i64
          %165 = arith.addi %163, %164 : i64
          %166 = llvm.getelementptr %143[%165] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %167 = llvm.load %166 : !llvm.ptr<3> -> f64
          %c15_i64 = arith.constant 15 : i64
          %168 = arith.addi %153, %c15_i64 : i64
          %c20_i64_76 = arith.constant 20 : i64
          %169 = arith.muli %arg11, %c20_i64_76 : i64
          %170 = arith.addi %168, %169 : i64
          %171 = llvm.getelementptr %143[%170] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %172 = llvm.load %171 : !llvm.ptr<3> -> f64
          %173 = arith.truncf %157 : f64 to f32
          %c6_i64_77 = arith.constant 6 : i64
          %174 = arith.muli %153, %c6_i64_77 : i64
          %175 = arith.addi %arg11, %174 : i64
          %176 = llvm.getelementptr %116[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %173, %176 : f32, !llvm.ptr<1>
          %177 = arith.truncf %162 : f64 to f32
          %c6_i64_78 = arith.constant 6 : i64
          %178 = arith.muli %158, %c6_i64_78 : i64
          %179 = arith.addi %arg11, %178 : i64
          %180 = llvm.getelementptr %116[%179] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %177, %180 : f32, !llvm.ptr<1>
          %181 = arith.truncf %167 : f64 to f32
          %c6_i64_79 = arith.constant 6 : i64
          %182 = arith.muli %163, %c6_i64_79 : i64
          %183 = arith.addi %arg11, %182 : i64
          %184 = llvm.getelementptr %116[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %181, %184 : f32, !llvm.ptr<1>
          %185 = arith.truncf %172 : f64 to f32
          %c6_i64_80 = arith.constant 6 : i64
          %186 = arith.muli %168, %c6_i64_80 : i64
          %187 = arith.addi %arg11, %186 : i64
          %188 = llvm.getelementptr %116[%187] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %185, %188 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x_63 = gpu.thread_id  x
      %146 = arith.index_cast %thread_id_x_63 : index to i64
      %c32_i64_64 = arith.constant 32 : i64
      %thread_id_y_65 = gpu.thread_id  y
      %147 = arith.index_cast %thread_id_y_65 : index to i64
      %148 = arith.muli %c32_i64_64, %147 : i64
      %149 = arith.addi %146, %148 : i64
      %c0_i64_66 = arith.constant 0 : i64
      %150 = arith.cmpi eq, %149, %c0_i64_66 : i64
      scf.if %150 {
        %cst_67 = arith.constant 0.000000e+00 : f32
        memref.store %cst_67, %alloca_30[] : memref<f32>
        %c0_i64_68 = arith.constant 0 : i64
        %c20_i64_69 = arith.constant 20 : i64
        %c1_i64_70 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64_68 to %c20_i64_69 step %c1_i64_70  : i64 {
          %152 = memref.load %alloca_30[] : memref<f32>
          %c6_i64_71 = arith.constant 6 : i64
          %153 = arith.muli %arg11, %c6_i64_71 : i64
          %154 = llvm.getelementptr %116[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %155 = llvm.load %154 : !llvm.ptr<1> -> f32
          %156 = arith.addf %152, %155 : f32
          memref.store %156, %alloca_30[] : memref<f32>
        }
        %151 = memref.load %alloca_30[] : memref<f32>
        llvm.store %151, %117 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
