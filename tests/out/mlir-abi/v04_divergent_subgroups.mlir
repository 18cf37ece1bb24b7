module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_divergent() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<4608 x i8>
    gpu.func @divergent(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(64 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(64 : i64) : i64
      %5 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg0, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<64x?xf32, strided<[1, 64]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(64 : i64) : i64
      %16 = llvm.mlir.constant(3 : i64) : i64
      %17 = llvm.mlir.constant(1 : i64) : i64
      %18 = llvm.mlir.constant(64 : i64) : i64
      %19 = llvm.mlir.constant(192 : i64) : i64
      %20 = llvm.insertvalue %arg2, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %21 = llvm.insertvalue %arg2, %20[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %22 = llvm.insertvalue %14, %21[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %23 = llvm.insertvalue %15, %22[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %24 = llvm.insertvalue %16, %23[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg3, %24[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %17, %25[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %18, %26[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %19, %27[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<64x3x?xf32, strided<[1, 64, 192]>, 1>
      %30 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %31 = llvm.mlir.constant(0 : i64) : i64
      %32 = llvm.mlir.constant(32 : i64) : i64
      %33 = llvm.mlir.constant(8 : i64) : i64
      %34 = llvm.mlir.constant(1 : i64) : i64
      %35 = llvm.mlir.constant(32 : i64) : i64
      %36 = llvm.mlir.constant(256 : i64) : i64
      %37 = llvm.insertvalue %arg4, %30[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %38 = llvm.insertvalue %arg4, %37[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %39 = llvm.insertvalue %31, %38[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %40 = llvm.insertvalue %32, %39[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %41 = llvm.insertvalue %33, %40[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg5, %41[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %34, %42[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %35, %43[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %36, %44[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = builtin.unrealized_conversion_cast %45 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<32x8x?xf32, strided<[1, 32, 256]>, 1>
      %47 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %48 = llvm.mlir.constant(0 : i64) : i64
      %49 = llvm.mlir.constant(32 : i64) : i64
      %50 = llvm.mlir.constant(8 : i64) : i64
      %51 = llvm.mlir.constant(1 : i64) : i64
      %52 = llvm.mlir.constant(32 : i64) : i64
      %53 = llvm.mlir.constant(256 : i64) : i64
      %54 = llvm.insertvalue %arg6, %47[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %55 = llvm.insertvalue %arg6, %54[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %56 = llvm.insertvalue %48, %55[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %57 = llvm.insertvalue %49, %56[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %58 = llvm.insertvalue %50, %57[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %arg7, %58[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %51, %59[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %52, %60[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %53, %61[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = builtin.unrealized_conversion_cast %62 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<32x8x?xf32, strided<[1, 32, 256]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<64x?xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<64x?xf32, strided<[1, 64]>, 1> -> index
      %64 = arith.index_cast %intptr : index to i64
      %65 = llvm.inttoptr %64 : i64 to !llvm.ptr<1>
      %66 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %29 : memref<64x3x?xf32, strided<[1, 64, 192]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %29 : memref<64x3x?xf32, strided<[1, 64, 192]>, 1> -> index
      %67 = arith.index_cast %intptr_4 : index to i64
      %68 = llvm.inttoptr %67 : i64 to !llvm.ptr<1>
      %69 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %46 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %46 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> index
      %70 = arith.index_cast %intptr_9 : index to i64
      %71 = llvm.inttoptr %70 : i64 to !llvm.ptr<1>
      %72 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %63 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %63 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> index
      %73 = arith.index_cast %intptr_14 : index to i64
      %74 = llvm.inttoptr %73 : i64 to !llvm.ptr<1>
      %75 = arith.index_cast %sizes_12#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_15 = memref.alloca() : memref<i64>
      %alloca_16 = memref.alloca() : memref<i64>
      %alloca_17 = memref.alloca() : memref<i64>
      %alloca_18 = memref.alloca() : memref<f32>
      %alloca_19 = memref.alloca() : memref<i64>
      %alloca_20 = memref.alloca() : memref<i64>
      %alloca_21 = memref.alloca() : memref<i64>
      %alloca_22 = memref.alloca() : memref<f32>
      %alloca_23 = memref.alloca() : memref<f32>
      %alloca_24 = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f32>
      %alloca_26 = memref.alloca() : memref<i64>
      %alloca_27 = memref.alloca() : memref<i64>
      %alloca_28 = memref.alloca() : memref<f32>
      %alloca_29 = memref.alloca() : memref<f32>
      %alloca_30 = memref.alloca() : memref<i32>
      %alloca_31 = memref.alloca() : memref<i64>
      %alloca_32 = memref.alloca() : memref<i64>
      %alloca_33 = memref.alloca() : memref<f32>
      %alloca_34 = memref.alloca() : memref<f32>
      %alloca_35 = memref.alloca() : memref<f32>
      %alloca_36 = memref.alloca() : memref<f32>
      %alloca_37 = memref.alloca() : memref<f32>
      %alloca_38 = memref.alloca() : memref<f32>
      %alloca_39 = memref.alloca() : memref<f32>
      %alloca_40 = memref.alloca() : memref<f32>
      %alloca_41 = memref.alloca() : memref<f32>
      %alloca_42 = memref.alloca() : memref<f32>
      %alloca_43 = memref.alloca() : memref<f32>
      %alloca_44 = memref.alloca() : memref<f32>
      %alloca_45 = memref.alloca() : memref<f32>
      %alloca_46 = memref.alloca() : memref<f32>
      %alloca_47 = memref.alloca() : memref<f32>
      %alloca_48 = memref.alloca() : memref<f32>
      %alloca_49 = memref.alloca() : memref<f32>
      %alloca_50 = memref.alloca() : memref<f32>
      %alloca_51 = memref.alloca() : memref<i64>
      %block_id_x = gpu.block_id  x
      %76 = arith.index_cast %block_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %77 = arith.muli %76, %c64_i64 : i64
      %78 = llvm.getelementptr %65[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c192_i64 = arith.constant 192 : i64
      %79 = arith.muli %76, %c192_i64 : i64
      %80 = llvm.getelementptr %68[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64 = arith.constant 256 : i64
      %81 = arith.muli %76, %c256_i64 : i64
      %82 = llvm.getelementptr %71[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64_52 = arith.constant 256 : i64
      %83 = arith.muli %76, %c256_i64_52 : i64
      %84 = llvm.getelementptr %74[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %85 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %86 = arith.divsi %85, %c16_i64 : i64
      %c4_i64 = arith.constant 4 : i64
      %thread_id_y = gpu.thread_id  y
      %87 = arith.index_cast %thread_id_y : index to i64
      %88 = arith.muli %c4_i64, %87 : i64
      %89 = arith.addi %86, %88 : i64
      %90 = arith.trunci %89 : i64 to i32
      %thread_id_x_53 = gpu.thread_id  x
      %91 = arith.index_cast %thread_id_x_53 : index to i64
      %c16_i64_54 = arith.constant 16 : i64
      %92 = arith.remsi %91, %c16_i64_54 : i64
      %93 = arith.trunci %92 : i64 to i32
      %c16_i32 = arith.constant 16 : i32
      %94 = arith.muli %90, %c16_i32 : i32
      %95 = arith.addi %94, %93 : i32
      %96 = arith.extsi %95 : i32 to i64
      %97 = llvm.getelementptr %78[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %98 = llvm.load %97 : !llvm.ptr<1> -> f32
      %c1_i32 = arith.constant 1 : i32
      %99 = arith.andi %90, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %100 = arith.cmpi eq, %99, %c0_i32 : i32
      scf.if %100 {
        %thread_id_x_388 = gpu.thread_id  x
        %570 = arith.index_cast %thread_id_x_388 : index to i64
        memref.store %570, %alloca_15[] : memref<i64>
        %thread_id_x_389 = gpu.thread_id  x
        %571 = arith.index_cast %thread_id_x_389 : index to i64
        %c16_i64_390 = arith.constant 16 : i64
        %572 = arith.remsi %571, %c16_i64_390 : i64
        memref.store %572, %alloca_16[] : memref<i64>
        %573 = memref.load %alloca_15[] : memref<i64>
        %574 = memref.load %alloca_16[] : memref<i64>
        %575 = arith.subi %573, %574 : i64
        memref.store %575, %alloca_17[] : memref<i64>
      } else {
        %thread_id_x_388 = gpu.thread_id  x
        %570 = arith.index_cast %thread_id_x_388 : index to i64
        memref.store %570, %alloca_19[] : memref<i64>
        %thread_id_x_389 = gpu.thread_id  x
        %571 = arith.index_cast %thread_id_x_389 : index to i64
        %c16_i64_390 = arith.constant 16 : i64
        %572 = arith.remsi %571, %c16_i64_390 : i64
        memref.store %572, %alloca_20[] : memref<i64>
        %573 = memref.load %alloca_19[] : memref<i64>
        %574 = memref.load %alloca_20[] : memref<i64>
        %575 = arith.subi %573, %574 : i64
        memref.store %575, %alloca_21[] : memref<i64>
      }
      gpu.barrier
      scf.if %100 {
        %570 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
        %571 = memref.load %alloca_15[] : memref<i64>
        %572 = llvm.getelementptr %570[%571] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %98, %572 : f32, !llvm.ptr<3>
      } else {
        %570 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
        %571 = memref.load %alloca_19[] : memref<i64>
        %572 = llvm.getelementptr %570[%571] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %98, %572 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      scf.if %100 {
        %570 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
        %571 = memref.load %alloca_17[] : memref<i64>
        %572 = llvm.getelementptr %570[%571] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %573 = llvm.load %572 : !llvm.ptr<3> -> f32
        memref.store %573, %alloca_18[] : memref<f32>
        %c1_i64_388 = arith.constant 1 : i64
        %574 = memref.load %alloca_16[] : memref<i64>
        %c1_i64_389 = arith.constant 1 : i64
        %575 = arith.addi %574, %c1_i64_389 : i64
        %c1_i64_390 = arith.constant 1 : i64
        scf.for %arg8 = %c1_i64_388 to %575 step %c1_i64_390  : i64 {
          %577 = memref.load %alloca_18[] : memref<f32>
          %578 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
          %579 = memref.load %alloca_17[] : memref<i64>
          %580 = arith.addi %579, %arg8 : i64
          %581 = llvm.getelementptr %578[%580] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %582 = llvm.load %581 : !llvm.ptr<3> -> f32
          %583 = arith.addf %577, %582 : f32
          memref.store %583, %alloca_18[] : memref<f32>
        }
        %576 = memref.load %alloca_18[] : memref<f32>
        memref.store %576, %alloca[] : memref<f32>
      } else {
        %cst_388 = arith.constant 0xFF800000 : f32
        memref.store %cst_388, %alloca_22[] : memref<f32>
        %c0_i64_389 = arith.constant 0 : i64
        %570 = memref.load %alloca_20[] : memref<i64>
        %c1_i64_390 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_389 to %570 step %c1_i64_390  : i64 {
          %572 = memref.load %alloca_22[] : memref<f32>
          %573 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
          %574 = memref.load %alloca_21[] : memref<i64>
          %575 = arith.addi %574, %arg8 : i64
          %576 = llvm.getelementptr %573[%575] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %577 = llvm.load %576 : !llvm.ptr<3> -> f32
          %578 = arith.maxnumf %572, %577 : f32
          memref.store %578, %alloca_22[] : memref<f32>
        }
        %571 = memref.load %alloca_22[] : memref<f32>
        memref.store %571, %alloca[] : memref<f32>
      }
      %101 = memref.load %alloca[] : memref<f32>
      %102 = llvm.getelementptr %80[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %101, %102 : f32, !llvm.ptr<1>
      %103 = arith.extsi %90 : i32 to i64
      %c1_i64 = arith.constant 1 : i64
      %104 = arith.addi %103, %c1_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca_23[] : memref<f32>
      %cst_55 = arith.constant 0.000000e+00 : f32
      memref.store %cst_55, %alloca_24[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c1_i64_56 = arith.constant 1 : i64
      %105 = arith.subi %104, %c0_i64 : i64
      %106 = arith.addi %105, %c1_i64_56 : i64
      %c1_i64_57 = arith.constant 1 : i64
      %107 = arith.subi %106, %c1_i64_57 : i64
      %108 = arith.divsi %107, %c1_i64_56 : i64
      %c0_i64_58 = arith.constant 0 : i64
      %109 = arith.maxsi %108, %c0_i64_58 : i64
      gpu.barrier
      %110 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c4096_i64 = arith.constant 4096 : i64
      %111 = llvm.getelementptr %110[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %thread_id_x_59 = gpu.thread_id  x
      %112 = arith.index_cast %thread_id_x_59 : index to i64
      %113 = llvm.getelementptr %111[%112] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      llvm.store %109, %113 : i64, !llvm.ptr<3>
      gpu.barrier
      %114 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c4096_i64_60 = arith.constant 4096 : i64
      %115 = llvm.getelementptr %114[%c4096_i64_60] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %116 = llvm.load %115 : !llvm.ptr<3> -> i64
      memref.store %116, %alloca_51[] : memref<i64>
      %c1_i64_61 = arith.constant 1 : i64
      %c4_i64_62 = arith.constant 4 : i64
      %c1_i64_63 = arith.constant 1 : i64
      scf.for %arg8 = %c1_i64_61 to %c4_i64_62 step %c1_i64_63  : i64 {
        %570 = memref.load %alloca_51[] : memref<i64>
        %571 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
        %c4096_i64_388 = arith.constant 4096 : i64
        %572 = llvm.getelementptr %571[%c4096_i64_388] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c16_i64_389 = arith.constant 16 : i64
        %573 = arith.muli %arg8, %c16_i64_389 : i64
        %574 = llvm.getelementptr %572[%573] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %575 = llvm.load %574 : !llvm.ptr<3> -> i64
        %576 = arith.maxsi %570, %575 : i64
        memref.store %576, %alloca_51[] : memref<i64>
      }
      %c0_i64_64 = arith.constant 0 : i64
      %117 = memref.load %alloca_51[] : memref<i64>
      %c1_i64_65 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_64 to %117 step %c1_i64_65  : i64 {
        %570 = arith.muli %arg8, %c1_i64_56 : i64
        %571 = arith.addi %c0_i64, %570 : i64
        %572 = arith.cmpi slt, %arg8, %109 : i64
        scf.if %572 {
          %573 = arith.sitofp %571 : i64 to f32
          %574 = arith.mulf %98, %573 : f32
          memref.store %574, %alloca_25[] : memref<f32>
          %thread_id_x_388 = gpu.thread_id  x
          %575 = arith.index_cast %thread_id_x_388 : index to i64
          memref.store %575, %alloca_26[] : memref<i64>
          %thread_id_x_389 = gpu.thread_id  x
          %576 = arith.index_cast %thread_id_x_389 : index to i64
          %c16_i64_390 = arith.constant 16 : i64
          %577 = arith.remsi %576, %c16_i64_390 : i64
          %578 = memref.load %alloca_26[] : memref<i64>
          %579 = arith.subi %578, %577 : i64
          memref.store %579, %alloca_27[] : memref<i64>
        }
        gpu.barrier
        scf.if %572 {
          %573 = memref.load %alloca_25[] : memref<f32>
          %574 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
          %575 = memref.load %alloca_26[] : memref<i64>
          %576 = llvm.getelementptr %574[%575] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %573, %576 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        scf.if %572 {
          %573 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
          %574 = memref.load %alloca_27[] : memref<i64>
          %575 = llvm.getelementptr %573[%574] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %576 = llvm.load %575 : !llvm.ptr<3> -> f32
          memref.store %576, %alloca_28[] : memref<f32>
          %c1_i64_388 = arith.constant 1 : i64
          %c16_i64_389 = arith.constant 16 : i64
          %c1_i64_390 = arith.constant 1 : i64
          scf.for %arg9 = %c1_i64_388 to %c16_i64_389 step %c1_i64_390  : i64 {
            %586 = memref.load %alloca_28[] : memref<f32>
            %587 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
            %588 = memref.load %alloca_27[] : memref<i64>
            %589 = arith.addi %588, %arg9 : i64
            %590 = llvm.getelementptr %587[%589] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %591 = llvm.load %590 : !llvm.ptr<3> -> f32
            %592 = arith.addf %586, %591 : f32
            memref.store %592, %alloca_28[] : memref<f32>
          }
          %577 = memref.load %alloca_23[] : memref<f32>
          %578 = memref.load %alloca_28[] : memref<f32>
          %579 = arith.addf %577, %578 : f32
          memref.store %579, %alloca_29[] : memref<f32>
          %580 = arith.remsi %90, %c16_i32 : i32
          memref.store %580, %alloca_30[] : memref<i32>
          %thread_id_x_391 = gpu.thread_id  x
          %581 = arith.index_cast %thread_id_x_391 : index to i64
          memref.store %581, %alloca_31[] : memref<i64>
          %thread_id_x_392 = gpu.thread_id  x
          %582 = arith.index_cast %thread_id_x_392 : index to i64
          %c16_i64_393 = arith.constant 16 : i64
          %583 = arith.remsi %582, %c16_i64_393 : i64
          %584 = memref.load %alloca_31[] : memref<i64>
          %585 = arith.subi %584, %583 : i64
          memref.store %585, %alloca_32[] : memref<i64>
        }
        gpu.barrier
        scf.if %572 {
          %573 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
          %574 = memref.load %alloca_31[] : memref<i64>
          %575 = llvm.getelementptr %573[%574] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %98, %575 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        scf.if %572 {
          %573 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
          %574 = memref.load %alloca_32[] : memref<i64>
          %575 = memref.load %alloca_30[] : memref<i32>
          %576 = arith.extsi %575 : i32 to i64
          %c0_i64_388 = arith.constant 0 : i64
          %577 = arith.maxsi %576, %c0_i64_388 : i64
          %c15_i64 = arith.constant 15 : i64
          %578 = arith.minsi %577, %c15_i64 : i64
          %579 = arith.addi %574, %578 : i64
          %580 = llvm.getelementptr %573[%579] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %581 = llvm.load %580 : !llvm.ptr<3> -> f32
          %582 = memref.load %alloca_24[] : memref<f32>
          %583 = arith.addf %582, %581 : f32
          %584 = memref.load %alloca_29[] : memref<f32>
          memref.store %584, %alloca_23[] : memref<f32>
          memref.store %583, %alloca_24[] : memref<f32>
        }
      }
      %118 = memref.load %alloca_23[] : memref<f32>
      %c64_i64_66 = arith.constant 64 : i64
      %119 = arith.addi %96, %c64_i64_66 : i64
      %120 = llvm.getelementptr %80[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %118, %120 : f32, !llvm.ptr<1>
      %121 = memref.load %alloca_24[] : memref<f32>
      %c128_i64 = arith.constant 128 : i64
      %122 = arith.addi %96, %c128_i64 : i64
      %123 = llvm.getelementptr %80[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %121, %123 : f32, !llvm.ptr<1>
      %thread_id_x_67 = gpu.thread_id  x
      %124 = arith.index_cast %thread_id_x_67 : index to i64
      %c16_i64_68 = arith.constant 16 : i64
      %125 = arith.remsi %124, %c16_i64_68 : i64
      %c16_i64_69 = arith.constant 16 : i64
      %126 = arith.divsi %125, %c16_i64_69 : i64
      %thread_id_x_70 = gpu.thread_id  x
      %127 = arith.index_cast %thread_id_x_70 : index to i64
      %c16_i64_71 = arith.constant 16 : i64
      %128 = arith.remsi %127, %c16_i64_71 : i64
      %c16_i64_72 = arith.constant 16 : i64
      %129 = arith.remsi %128, %c16_i64_72 : i64
      %c32_i64 = arith.constant 32 : i64
      %130 = arith.muli %126, %c32_i64 : i64
      %131 = arith.addi %129, %130 : i64
      %132 = llvm.getelementptr %82[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %133 = llvm.load %132 : !llvm.ptr<1> -> f32
      %thread_id_x_73 = gpu.thread_id  x
      %134 = arith.index_cast %thread_id_x_73 : index to i64
      %c16_i64_74 = arith.constant 16 : i64
      %135 = arith.remsi %134, %c16_i64_74 : i64
      %c16_i64_75 = arith.constant 16 : i64
      %136 = arith.divsi %135, %c16_i64_75 : i64
      %c1_i64_76 = arith.constant 1 : i64
      %137 = arith.addi %136, %c1_i64_76 : i64
      %thread_id_x_77 = gpu.thread_id  x
      %138 = arith.index_cast %thread_id_x_77 : index to i64
      %c16_i64_78 = arith.constant 16 : i64
      %139 = arith.remsi %138, %c16_i64_78 : i64
      %c16_i64_79 = arith.constant 16 : i64
      %140 = arith.remsi %139, %c16_i64_79 : i64
      %c32_i64_80 = arith.constant 32 : i64
      %141 = arith.muli %137, %c32_i64_80 : i64
      %142 = arith.addi %140, %141 : i64
      %143 = llvm.getelementptr %82[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %144 = llvm.load %143 : !llvm.ptr<1> -> f32
      %thread_id_x_81 = gpu.thread_id  x
      %145 = arith.index_cast %thread_id_x_81 : index to i64
      %c16_i64_82 = arith.constant 16 : i64
      %146 = arith.remsi %145, %c16_i64_82 : i64
      %c16_i64_83 = arith.constant 16 : i64
      %147 = arith.divsi %146, %c16_i64_83 : i64
      %c2_i64 = arith.constant 2 : i64
      %148 = arith.addi %147, %c2_i64 : i64
      %thread_id_x_84 = gpu.thread_id  x
      %149 = arith.index_cast %thread_id_x_84 : index to i64
      %c16_i64_85 = arith.constant 16 : i64
      %150 = arith.remsi %149, %c16_i64_85 : i64
      %c16_i64_86 = arith.constant 16 : i64
      %151 = arith.remsi %150, %c16_i64_86 : i64
      %c32_i64_87 = arith.constant 32 : i64
      %152 = arith.muli %148, %c32_i64_87 : i64
      %153 = arith.addi %151, %152 : i64
      %154 = llvm.getelementptr %82[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %155 = llvm.load %154 : !llvm.ptr<1> -> f32
      %thread_id_x_88 = gpu.thread_id  x
      %156 = arith.index_cast %thread_id_x_88 : index to i64
      %c16_i64_89 = arith.constant 16 : i64
      %157 = arith.remsi %156, %c16_i64_89 : i64
      %c16_i64_90 = arith.constant 16 : i64
      %158 = arith.divsi %157, %c16_i64_90 : i64
      %c3_i64 = arith.constant 3 : i64
      %159 = arith.addi %158, %c3_i64 : i64
      %thread_id_x_91 = gpu.thread_id  x
      %160 = arith.index_cast %thread_id_x_91 : index to i64
      %c16_i64_92 = arith.constant 16 : i64
      %161 = arith.remsi %160, %c16_i64_92 : i64
      %c16_i64_93 = arith.constant 16 : i64
      %162 = arith.remsi %161, %c16_i64_93 : i64
      %c32_i64_94 = arith.constant 32 : i64
      %163 = arith.muli %159, %c32_i64_94 : i64
      %164 = arith.addi %162, %163 : i64
      %165 = llvm.getelementptr %82[%164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %166 = llvm.load %165 : !llvm.ptr<1> -> f32
      %thread_id_x_95 = gpu.thread_id  x
      %167 = arith.index_cast %thread_id_x_95 : index to i64
      %c16_i64_96 = arith.constant 16 : i64
      %168 = arith.remsi %167, %c16_i64_96 : i64
      %c16_i64_97 = arith.constant 16 : i64
      %169 = arith.divsi %168, %c16_i64_97 : i64
      %c4_i64_98 = arith.constant 4 : i64
      %170 = arith.addi %169, %c4_i64_98 : i64
      %thread_id_x_99 = gpu.thread_id  x
      %171 = arith.index_cast %thread_id_x_99 : index to i64
      %c16_i64_100 = arith.constant 16 : i64
      %172 = arith.remsi %171, %c16_i64_100 : i64
      %c16_i64_101 = arith.constant 16 : i64
      %173 = arith.remsi %172, %c16_i64_101 : i64
      %c32_i64_102 = arith.constant 32 : i64
      %174 = arith.muli %170, %c32_i64_102 : i64
      %175 = arith.addi %173, %174 : i64
      %176 = llvm.getelementptr %82[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %177 = llvm.load %176 : !llvm.ptr<1> -> f32
      %thread_id_x_103 = gpu.thread_id  x
      %178 = arith.index_cast %thread_id_x_103 : index to i64
      %c16_i64_104 = arith.constant 16 : i64
      %179 = arith.remsi %178, %c16_i64_104 : i64
      %c16_i64_105 = arith.constant 16 : i64
      %180 = arith.divsi %179, %c16_i64_105 : i64
      %c5_i64 = arith.constant 5 : i64
      %181 = arith.addi %180, %c5_i64 : i64
      %thread_id_x_106 = gpu.thread_id  x
      %182 = arith.index_cast %thread_id_x_106 : index to i64
      %c16_i64_107 = arith.constant 16 : i64
      %183 = arith.remsi %182, %c16_i64_107 : i64
      %c16_i64_108 = arith.constant 16 : i64
      %184 = arith.remsi %183, %c16_i64_108 : i64
      %c32_i64_109 = arith.constant 32 : i64
      %185 = arith.muli %181, %c32_i64_109 : i64
      %186 = arith.addi %184, %185 : i64
      %187 = llvm.getelementptr %82[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %188 = llvm.load %187 : !llvm.ptr<1> -> f32
      %thread_id_x_110 = gpu.thread_id  x
      %189 = arith.index_cast %thread_id_x_110 : index to i64
      %c16_i64_111 = arith.constant 16 : i64
      %190 = arith.remsi %189, %c16_i64_111 : i64
      %c16_i64_112 = arith.constant 16 : i64
      %191 = arith.divsi %190, %c16_i64_112 : i64
      %c6_i64 = arith.constant 6 : i64
      %192 = arith.addi %191, %c6_i64 : i64
      %thread_id_x_113 = gpu.thread_id  x
      %193 = arith.index_cast %thread_id_x_113 : index to i64
      %c16_i64_114 = arith.constant 16 : i64
      %194 = arith.remsi %193, %c16_i64_114 : i64
      %c16_i64_115 = arith.constant 16 : i64
      %195 = arith.remsi %194, %c16_i64_115 : i64
      %c32_i64_116 = arith.constant 32 : i64
      %196 = arith.muli %192, %c32_i64_116 : i64
      %197 = arith.addi %195, %196 : i64
      %198 = llvm.getelementptr %82[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %199 = llvm.load %198 : !llvm.ptr<1> -> f32
      %thread_id_x_117 = gpu.thread_id  x
      %200 = arith.index_cast %thread_id_x_117 : index to i64
      %c16_i64_118 = arith.constant 16 : i64
      %201 = arith.remsi %200, %c16_i64_118 : i64
      %c16_i64_119 = arith.constant 16 : i64
      %202 = arith.divsi %201, %c16_i64_119 : i64
      %c7_i64 = arith.constant 7 : i64
      %203 = arith.addi %202, %c7_i64 : i64
      %thread_id_x_120 = gpu.thread_id  x
      %204 = arith.index_cast %thread_id_x_120 : index to i64
      %c16_i64_121 = arith.constant 16 : i64
      %205 = arith.remsi %204, %c16_i64_121 : i64
      %c16_i64_122 = arith.constant 16 : i64
      %206 = arith.remsi %205, %c16_i64_122 : i64
      %c32_i64_123 = arith.constant 32 : i64
      %207 = arith.muli %203, %c32_i64_123 : i64
      %208 = arith.addi %206, %207 : i64
      %209 = llvm.getelementptr %82[%208] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %210 = llvm.load %209 : !llvm.ptr<1> -> f32
      %thread_id_x_124 = gpu.thread_id  x
      %211 = arith.index_cast %thread_id_x_124 : index to i64
      %c16_i64_125 = arith.constant 16 : i64
      %212 = arith.remsi %211, %c16_i64_125 : i64
      %c16_i64_126 = arith.constant 16 : i64
      %213 = arith.divsi %212, %c16_i64_126 : i64
      %thread_id_x_127 = gpu.thread_id  x
      %214 = arith.index_cast %thread_id_x_127 : index to i64
      %c16_i64_128 = arith.constant 16 : i64
      %215 = arith.remsi %214, %c16_i64_128 : i64
      %c16_i64_129 = arith.constant 16 : i64
      %216 = arith.remsi %215, %c16_i64_129 : i64
      %c16_i64_130 = arith.constant 16 : i64
      %217 = arith.addi %216, %c16_i64_130 : i64
      %c32_i64_131 = arith.constant 32 : i64
      %218 = arith.muli %213, %c32_i64_131 : i64
      %219 = arith.addi %217, %218 : i64
      %220 = llvm.getelementptr %82[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %221 = llvm.load %220 : !llvm.ptr<1> -> f32
      %thread_id_x_132 = gpu.thread_id  x
      %222 = arith.index_cast %thread_id_x_132 : index to i64
      %c16_i64_133 = arith.constant 16 : i64
      %223 = arith.remsi %222, %c16_i64_133 : i64
      %c16_i64_134 = arith.constant 16 : i64
      %224 = arith.divsi %223, %c16_i64_134 : i64
      %c1_i64_135 = arith.constant 1 : i64
      %225 = arith.addi %224, %c1_i64_135 : i64
      %thread_id_x_136 = gpu.thread_id  x
      %226 = arith.index_cast %thread_id_x_136 : index to i64
      %c16_i64_137 = arith.constant 16 : i64
      %227 = arith.remsi %226, %c16_i64_137 : i64
      %c16_i64_138 = arith.constant 16 : i64
      %228 = arith.remsi %227, %c16_i64_138 : i64
      %c16_i64_139 = arith.constant 16 : i64
      %229 = arith.addi %228, %c16_i64_139 : i64
      %c32_i64_140 = arith.constant 32 : i64
      %230 = arith.muli %225, %c32_i64_140 : i64
      %231 = arith.addi %229, %230 : i64
      %232 = llvm.getelementptr %82[%231] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %233 = llvm.load %232 : !llvm.ptr<1> -> f32
      %thread_id_x_141 = gpu.thread_id  x
      %234 = arith.index_cast %thread_id_x_141 : index to i64
      %c16_i64_142 = arith.constant 16 : i64
      %235 = arith.remsi %234, %c16_i64_142 : i64
      %c16_i64_143 = arith.constant 16 : i64
      %236 = arith.divsi %235, %c16_i64_143 : i64
      %c2_i64_144 = arith.constant 2 : i64
      %237 = arith.addi %236, %c2_i64_144 : i64
      %thread_id_x_145 = gpu.thread_id  x
      %238 = arith.index_cast %thread_id_x_145 : index to i64
      %c16_i64_146 = arith.constant 16 : i64
      %239 = arith.remsi %238, %c16_i64_146 : i64
      %c16_i64_147 = arith.constant 16 : i64
      %240 = arith.remsi %239, %c16_i64_147 : i64
      %c16_i64_148 = arith.constant 16 : i64
      %241 = arith.addi %240, %c16_i64_148 : i64
      %c32_i64_149 = arith.constant 32 : i64
      %242 = arith.muli %237, %c32_i64_149 : i64
      %243 = arith.addi %241, %242 : i64
      %244 = llvm.getelementptr %82[%243] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %245 = llvm.load %244 : !llvm.ptr<1> -> f32
      %thread_id_x_150 = gpu.thread_id  x
      %246 = arith.index_cast %thread_id_x_150 : index to i64
      %c16_i64_151 = arith.constant 16 : i64
      %247 = arith.remsi %246, %c16_i64_151 : i64
      %c16_i64_152 = arith.constant 16 : i64
      %248 = arith.divsi %247, %c16_i64_152 : i64
      %c3_i64_153 = arith.constant 3 : i64
      %249 = arith.addi %248, %c3_i64_153 : i64
      %thread_id_x_154 = gpu.thread_id  x
      %250 = arith.index_cast %thread_id_x_154 : index to i64
      %c16_i64_155 = arith.constant 16 : i64
      %251 = arith.remsi %250, %c16_i64_155 : i64
      %c16_i64_156 = arith.constant 16 : i64
      %252 = arith.remsi %251, %c16_i64_156 : i64
      %c16_i64_157 = arith.constant 16 : i64
      %253 = arith.addi %252, %c16_i64_157 : i64
      %c32_i64_158 = arith.constant 32 : i64
      %254 = arith.muli %249, %c32_i64_158 : i64
      %255 = arith.addi %253, %254 : i64
      %256 = llvm.getelementptr %82[%255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %257 = llvm.load %256 : !llvm.ptr<1> -> f32
      %thread_id_x_159 = gpu.thread_id  x
      %258 = arith.index_cast %thread_id_x_159 : index to i64
      %c16_i64_160 = arith.constant 16 : i64
      %259 = arith.remsi %258, %c16_i64_160 : i64
      %c16_i64_161 = arith.constant 16 : i64
      %260 = arith.divsi %259, %c16_i64_161 : i64
      %c4_i64_162 = arith.constant 4 : i64
      %261 = arith.addi %260, %c4_i64_162 : i64
      %thread_id_x_163 = gpu.thread_id  x
      %262 = arith.index_cast %thread_id_x_163 : index to i64
      %c16_i64_164 = arith.constant 16 : i64
      %263 = arith.remsi %262, %c16_i64_164 : i64
      %c16_i64_165 = arith.constant 16 : i64
      %264 = arith.remsi %263, %c16_i64_165 : i64
      %c16_i64_166 = arith.constant 16 : i64
      %265 = arith.addi %264, %c16_i64_166 : i64
      %c32_i64_167 = arith.constant 32 : i64
      %266 = arith.muli %261, %c32_i64_167 : i64
      %267 = arith.addi %265, %266 : i64
      %268 = llvm.getelementptr %82[%267] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %269 = llvm.load %268 : !llvm.ptr<1> -> f32
      %thread_id_x_168 = gpu.thread_id  x
      %270 = arith.index_cast %thread_id_x_168 : index to i64
      %c16_i64_169 = arith.constant 16 : i64
      %271 = arith.remsi %270, %c16_i64_169 : i64
      %c16_i64_170 = arith.constant 16 : i64
      %272 = arith.divsi %271, %c16_i64_170 : i64
      %c5_i64_171 = arith.constant 5 : i64
      %273 = arith.addi %272, %c5_i64_171 : i64
      %thread_id_x_172 = gpu.thread_id  x
      %274 = arith.index_cast %thread_id_x_172 : index to i64
      %c16_i64_173 = arith.constant 16 : i64
      %275 = arith.remsi %274, %c16_i64_173 : i64
      %c16_i64_174 = arith.constant 16 : i64
      %276 = arith.remsi %275, %c16_i64_174 : i64
      %c16_i64_175 = arith.constant 16 : i64
      %277 = arith.addi %276, %c16_i64_175 : i64
      %c32_i64_176 = arith.constant 32 : i64
      %278 = arith.muli %273, %c32_i64_176 : i64
      %279 = arith.addi %277, %278 : i64
      %280 = llvm.getelementptr %82[%279] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %281 = llvm.load %280 : !llvm.ptr<1> -> f32
      %thread_id_x_177 = gpu.thread_id  x
      %282 = arith.index_cast %thread_id_x_177 : index to i64
      %c16_i64_178 = arith.constant 16 : i64
      %283 = arith.remsi %282, %c16_i64_178 : i64
      %c16_i64_179 = arith.constant 16 : i64
      %284 = arith.divsi %283, %c16_i64_179 : i64
      %c6_i64_180 = arith.constant 6 : i64
      %285 = arith.addi %284, %c6_i64_180 : i64
      %thread_id_x_181 = gpu.thread_id  x
      %286 = arith.index_cast %thread_id_x_181 : index to i64
      %c16_i64_182 = arith.constant 16 : i64
      %287 = arith.remsi %286, %c16_i64_182 : i64
      %c16_i64_183 = arith.constant 16 : i64
      %288 = arith.remsi %287, %c16_i64_183 : i64
      %c16_i64_184 = arith.constant 16 : i64
      %289 = arith.addi %288, %c16_i64_184 : i64
      %c32_i64_185 = arith.constant 32 : i64
      %290 = arith.muli %285, %c32_i64_185 : i64
      %291 = arith.addi %289, %290 : i64
      %292 = llvm.getelementptr %82[%291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %293 = llvm.load %292 : !llvm.ptr<1> -> f32
      %thread_id_x_186 = gpu.thread_id  x
      %294 = arith.index_cast %thread_id_x_186 : index to i64
      %c16_i64_187 = arith.constant 16 : i64
      %295 = arith.remsi %294, %c16_i64_187 : i64
      %c16_i64_188 = arith.constant 16 : i64
      %296 = arith.divsi %295, %c16_i64_188 : i64
      %c7_i64_189 = arith.constant 7 : i64
      %297 = arith.addi %296, %c7_i64_189 : i64
      %thread_id_x_190 = gpu.thread_id  x
      %298 = arith.index_cast %thread_id_x_190 : index to i64
      %c16_i64_191 = arith.constant 16 : i64
      %299 = arith.remsi %298, %c16_i64_191 : i64
      %c16_i64_192 = arith.constant 16 : i64
      %300 = arith.remsi %299, %c16_i64_192 : i64
      %c16_i64_193 = arith.constant 16 : i64
      %301 = arith.addi %300, %c16_i64_193 : i64
      %c32_i64_194 = arith.constant 32 : i64
      %302 = arith.muli %297, %c32_i64_194 : i64
      %303 = arith.addi %301, %302 : i64
      %304 = llvm.getelementptr %82[%303] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %305 = llvm.load %304 : !llvm.ptr<1> -> f32
      %cst_195 = arith.constant 0.000000e+00 : f32
      memref.store %cst_195, %alloca_33[] : memref<f32>
      %cst_196 = arith.constant 0.000000e+00 : f32
      memref.store %cst_196, %alloca_34[] : memref<f32>
      %cst_197 = arith.constant 0.000000e+00 : f32
      memref.store %cst_197, %alloca_35[] : memref<f32>
      %cst_198 = arith.constant 0.000000e+00 : f32
      memref.store %cst_198, %alloca_36[] : memref<f32>
      %cst_199 = arith.constant 0.000000e+00 : f32
      memref.store %cst_199, %alloca_37[] : memref<f32>
      %cst_200 = arith.constant 0.000000e+00 : f32
      memref.store %cst_200, %alloca_38[] : memref<f32>
      %cst_201 = arith.constant 0.000000e+00 : f32
      memref.store %cst_201, %alloca_39[] : memref<f32>
      %cst_202 = arith.constant 0.000000e+00 : f32
      memref.store %cst_202, %alloca_40[] : memref<f32>
      %cst_203 = arith.constant 0.000000e+00 : f32
      memref.store %cst_203, %alloca_41[] : memref<f32>
      %cst_204 = arith.constant 0.000000e+00 : f32
      memref.store %cst_204, %alloca_42[] : memref<f32>
      %cst_205 = arith.constant 0.000000e+00 : f32
      memref.store %cst_205, %alloca_43[] : memref<f32>
      %cst_206 = arith.constant 0.000000e+00 : f32
      memref.store %cst_206, %alloca_44[] : memref<f32>
      %cst_207 = arith.constant 0.000000e+00 : f32
      memref.store %cst_207, %alloca_45[] : memref<f32>
      %cst_208 = arith.constant 0.000000e+00 : f32
      memref.store %cst_208, %alloca_46[] : memref<f32>
      %cst_209 = arith.constant 0.000000e+00 : f32
      memref.store %cst_209, %alloca_47[] : memref<f32>
      %cst_210 = arith.constant 0.000000e+00 : f32
      memref.store %cst_210, %alloca_48[] : memref<f32>
      %c0_i64_211 = arith.constant 0 : i64
      %c1_i64_212 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_211 to %104 step %c1_i64_212  : i64 {
        %570 = arith.sitofp %arg8 : i64 to f32
        %571 = arith.addf %570, %570 : f32
        %572 = arith.mulf %571, %133 : f32
        %573 = arith.mulf %571, %144 : f32
        %574 = arith.mulf %571, %155 : f32
        %575 = arith.mulf %571, %166 : f32
        %576 = arith.mulf %571, %177 : f32
        %577 = arith.mulf %571, %188 : f32
        %578 = arith.mulf %571, %199 : f32
        %579 = arith.mulf %571, %210 : f32
        %580 = arith.mulf %571, %221 : f32
        %581 = arith.mulf %571, %233 : f32
        %582 = arith.mulf %571, %245 : f32
        %583 = arith.mulf %571, %257 : f32
        %584 = arith.mulf %571, %269 : f32
        %585 = arith.mulf %571, %281 : f32
        %586 = arith.mulf %571, %293 : f32
        %587 = arith.mulf %571, %305 : f32
        %588 = memref.load %alloca_33[] : memref<f32>
        %589 = arith.addf %588, %572 : f32
        %590 = memref.load %alloca_34[] : memref<f32>
        %591 = arith.addf %590, %573 : f32
        %592 = memref.load %alloca_35[] : memref<f32>
        %593 = arith.addf %592, %574 : f32
        %594 = memref.load %alloca_36[] : memref<f32>
        %595 = arith.addf %594, %575 : f32
        %596 = memref.load %alloca_37[] : memref<f32>
        %597 = arith.addf %596, %576 : f32
        %598 = memref.load %alloca_38[] : memref<f32>
        %599 = arith.addf %598, %577 : f32
        %600 = memref.load %alloca_39[] : memref<f32>
        %601 = arith.addf %600, %578 : f32
        %602 = memref.load %alloca_40[] : memref<f32>
        %603 = arith.addf %602, %579 : f32
        %604 = memref.load %alloca_41[] : memref<f32>
        %605 = arith.addf %604, %580 : f32
        %606 = memref.load %alloca_42[] : memref<f32>
        %607 = arith.addf %606, %581 : f32
        %608 = memref.load %alloca_43[] : memref<f32>
        %609 = arith.addf %608, %582 : f32
        %610 = memref.load %alloca_44[] : memref<f32>
        %611 = arith.addf %610, %583 : f32
        %612 = memref.load %alloca_45[] : memref<f32>
        %613 = arith.addf %612, %584 : f32
        %614 = memref.load %alloca_46[] : memref<f32>
        %615 = arith.addf %614, %585 : f32
        %616 = memref.load %alloca_47[] : memref<f32>
        %617 = arith.addf %616, %586 : f32
        %618 = memref.load %alloca_48[] : memref<f32>
        %619 = arith.addf %618, %587 : f32
        memref.store %589, %alloca_33[] : memref<f32>
        memref.store %591, %alloca_34[] : memref<f32>
        memref.store %593, %alloca_35[] : memref<f32>
        memref.store %595, %alloca_36[] : memref<f32>
        memref.store %597, %alloca_37[] : memref<f32>
        memref.store %599, %alloca_38[] : memref<f32>
        memref.store %601, %alloca_39[] : memref<f32>
        memref.store %603, %alloca_40[] : memref<f32>
        memref.store %605, %alloca_41[] : memref<f32>
        memref.store %607, %alloca_42[] : memref<f32>
        memref.store %609, %alloca_43[] : memref<f32>
        memref.store %611, %alloca_44[] : memref<f32>
        memref.store %613, %alloca_45[] : memref<f32>
        memref.store %615, %alloca_46[] : memref<f32>
        memref.store %617, %alloca_47[] : memref<f32>
        memref.store %619, %alloca_48[] : memref<f32>
      }
      %thread_id_x_213 = gpu.thread_id  x
      %306 = arith.index_cast %thread_id_x_213 : index to i64
      %c16_i64_214 = arith.constant 16 : i64
      %307 = arith.divsi %306, %c16_i64_214 : i64
      %c4_i64_215 = arith.constant 4 : i64
      %thread_id_y_216 = gpu.thread_id  y
      %308 = arith.index_cast %thread_id_y_216 : index to i64
      %309 = arith.muli %c4_i64_215, %308 : i64
      %310 = arith.addi %307, %309 : i64
      %c256_i64_217 = arith.constant 256 : i64
      %311 = arith.muli %310, %c256_i64_217 : i64
      gpu.barrier
      %thread_id_x_218 = gpu.thread_id  x
      %312 = arith.index_cast %thread_id_x_218 : index to i64
      %c16_i64_219 = arith.constant 16 : i64
      %313 = arith.remsi %312, %c16_i64_219 : i64
      %c16_i64_220 = arith.constant 16 : i64
      %314 = arith.divsi %313, %c16_i64_220 : i64
      %thread_id_x_221 = gpu.thread_id  x
      %315 = arith.index_cast %thread_id_x_221 : index to i64
      %c16_i64_222 = arith.constant 16 : i64
      %316 = arith.remsi %315, %c16_i64_222 : i64
      %c16_i64_223 = arith.constant 16 : i64
      %317 = arith.remsi %316, %c16_i64_223 : i64
      %318 = memref.load %alloca_33[] : memref<f32>
      %319 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_224 = arith.constant 32 : i64
      %320 = arith.muli %314, %c32_i64_224 : i64
      %321 = arith.addi %317, %320 : i64
      %322 = arith.addi %311, %321 : i64
      %323 = llvm.getelementptr %319[%322] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %318, %323 : f32, !llvm.ptr<3>
      %thread_id_x_225 = gpu.thread_id  x
      %324 = arith.index_cast %thread_id_x_225 : index to i64
      %c16_i64_226 = arith.constant 16 : i64
      %325 = arith.remsi %324, %c16_i64_226 : i64
      %c16_i64_227 = arith.constant 16 : i64
      %326 = arith.divsi %325, %c16_i64_227 : i64
      %c1_i64_228 = arith.constant 1 : i64
      %327 = arith.addi %326, %c1_i64_228 : i64
      %thread_id_x_229 = gpu.thread_id  x
      %328 = arith.index_cast %thread_id_x_229 : index to i64
      %c16_i64_230 = arith.constant 16 : i64
      %329 = arith.remsi %328, %c16_i64_230 : i64
      %c16_i64_231 = arith.constant 16 : i64
      %330 = arith.remsi %329, %c16_i64_231 : i64
      %331 = memref.load %alloca_34[] : memref<f32>
      %332 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_232 = arith.constant 32 : i64
      %333 = arith.muli %327, %c32_i64_232 : i64
      %334 = arith.addi %330, %333 : i64
      %335 = arith.addi %311, %334 : i64
      %336 = llvm.getelementptr %332[%335] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %331, %336 : f32, !llvm.ptr<3>
      %thread_id_x_233 = gpu.thread_id  x
      %337 = arith.index_cast %thread_id_x_233 : index to i64
      %c16_i64_234 = arith.constant 16 : i64
      %338 = arith.remsi %337, %c16_i64_234 : i64
      %c16_i64_235 = arith.constant 16 : i64
      %339 = arith.divsi %338, %c16_i64_235 : i64
      %c2_i64_236 = arith.constant 2 : i64
      %340 = arith.addi %339, %c2_i64_236 : i64
      %thread_id_x_237 = gpu.thread_id  x
      %341 = arith.index_cast %thread_id_x_237 : index to i64
      %c16_i64_238 = arith.constant 16 : i64
      %342 = arith.remsi %341, %c16_i64_238 : i64
      %c16_i64_239 = arith.constant 16 : i64
      %343 = arith.remsi %342, %c16_i64_239 : i64
      %344 = memref.load %alloca_35[] : memref<f32>
      %345 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_240 = arith.constant 32 : i64
      %346 = arith.muli %340, %c32_i64_240 : i64
      %347 = arith.addi %343, %346 : i64
      %348 = arith.addi %311, %347 : i64
      %349 = llvm.getelementptr %345[%348] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %344, %349 : f32, !llvm.ptr<3>
      %thread_id_x_241 = gpu.thread_id  x
      %350 = arith.index_cast %thread_id_x_241 : index to i64
      %c16_i64_242 = arith.constant 16 : i64
      %351 = arith.remsi %350, %c16_i64_242 : i64
      %c16_i64_243 = arith.constant 16 : i64
      %352 = arith.divsi %351, %c16_i64_243 : i64
      %c3_i64_244 = arith.constant 3 : i64
      %353 = arith.addi %352, %c3_i64_244 : i64
      %thread_id_x_245 = gpu.thread_id  x
      %354 = arith.index_cast %thread_id_x_245 : index to i64
      %c16_i64_246 = arith.constant 16 : i64
      %355 = arith.remsi %354, %c16_i64_246 : i64
      %c16_i64_247 = arith.constant 16 : i64
      %356 = arith.remsi %355, %c16_i64_247 : i64
      %357 = memref.load %alloca_36[] : memref<f32>
      %358 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_248 = arith.constant 32 : i64
      %359 = arith.muli %353, %c32_i64_248 : i64
      %360 = arith.addi %356, %359 : i64
      %361 = arith.addi %311, %360 : i64
      %362 = llvm.getelementptr %358[%361] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %357, %362 : f32, !llvm.ptr<3>
      %thread_id_x_249 = gpu.thread_id  x
      %363 = arith.index_cast %thread_id_x_249 : index to i64
      %c16_i64_250 = arith.constant 16 : i64
      %364 = arith.remsi %363, %c16_i64_250 : i64
      %c16_i64_251 = arith.constant 16 : i64
      %365 = arith.divsi %364, %c16_i64_251 : i64
      %c4_i64_252 = arith.constant 4 : i64
      %366 = arith.addi %365, %c4_i64_252 : i64
      %thread_id_x_253 = gpu.thread_id  x
      %367 = arith.index_cast %thread_id_x_253 : index to i64
      %c16_i64_254 = arith.constant 16 : i64
      %368 = arith.remsi %367, %c16_i64_254 : i64
      %c16_i64_255 = arith.constant 16 : i64
      %369 = arith.remsi %368, %c16_i64_255 : i64
      %370 = memref.load %alloca_37[] : memref<f32>
      %371 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_256 = arith.constant 32 : i64
      %372 = arith.muli %366, %c32_i64_256 : i64
      %373 = arith.addi %369, %372 : i64
      %374 = arith.addi %311, %373 : i64
      %375 = llvm.getelementptr %371[%374] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %370, %375 : f32, !llvm.ptr<3>
      %thread_id_x_257 = gpu.thread_id  x
      %376 = arith.index_cast %thread_id_x_257 : index to i64
      %c16_i64_258 = arith.constant 16 : i64
      %377 = arith.remsi %376, %c16_i64_258 : i64
      %c16_i64_259 = arith.constant 16 : i64
      %378 = arith.divsi %377, %c16_i64_259 : i64
      %c5_i64_260 = arith.constant 5 : i64
      %379 = arith.addi %378, %c5_i64_260 : i64
      %thread_id_x_261 = gpu.thread_id  x
      %380 = arith.index_cast %thread_id_x_261 : index to i64
      %c16_i64_262 = arith.constant 16 : i64
      %381 = arith.remsi %380, %c16_i64_262 : i64
      %c16_i64_263 = arith.constant 16 : i64
      %382 = arith.remsi %381, %c16_i64_263 : i64
      %383 = memref.load %alloca_38[] : memref<f32>
      %384 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_264 = arith.constant 32 : i64
      %385 = arith.muli %379, %c32_i64_264 : i64
      %386 = arith.addi %382, %385 : i64
      %387 = arith.addi %311, %386 : i64
      %388 = llvm.getelementptr %384[%387] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %383, %388 : f32, !llvm.ptr<3>
      %thread_id_x_265 = gpu.thread_id  x
      %389 = arith.index_cast %thread_id_x_265 : index to i64
      %c16_i64_266 = arith.constant 16 : i64
      %390 = arith.remsi %389, %c16_i64_266 : i64
      %c16_i64_267 = arith.constant 16 : i64
      %391 = arith.divsi %390, %c16_i64_267 : i64
      %c6_i64_268 = arith.constant 6 : i64
      %392 = arith.addi %391, %c6_i64_268 : i64
      %thread_id_x_269 = gpu.thread_id  x
      %393 = arith.index_cast %thread_id_x_269 : index to i64
      %c16_i64_270 = arith.constant 16 : i64
      %394 = arith.remsi %393, %c16_i64_270 : i64
      %c16_i64_271 = arith.constant 16 : i64
      %395 = arith.remsi %394, %c16_i64_271 : i64
      %396 = memref.load %alloca_39[] : memref<f32>
      %397 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_272 = arith.constant 32 : i64
      %398 = arith.muli %392, %c32_i64_272 : i64
      %399 = arith.addi %395, %398 : i64
      %400 = arith.addi %311, %399 : i64
      %401 = llvm.getelementptr %397[%400] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %396, %401 : f32, !llvm.ptr<3>
      %thread_id_x_273 = gpu.thread_id  x
      %402 = arith.index_cast %thread_id_x_273 : index to i64
      %c16_i64_274 = arith.constant 16 : i64
      %403 = arith.remsi %402, %c16_i64_274 : i64
      %c16_i64_275 = arith.constant 16 : i64
      %404 = arith.divsi %403, %c16_i64_275 : i64
      %c7_i64_276 = arith.constant 7 : i64
      %405 = arith.addi %404, %c7_i64_276 : i64
      %thread_id_x_277 = gpu.thread_id  x
      %406 = arith.index_cast %thread_id_x_277 : index to i64
      %c16_i64_278 = arith.constant 16 : i64
      %407 = arith.remsi %406, %c16_i64_278 : i64
      %c16_i64_279 = arith.constant 16 : i64
      %408 = arith.remsi %407, %c16_i64_279 : i64
      %409 = memref.load %alloca_40[] : memref<f32>
      %410 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_280 = arith.constant 32 : i64
      %411 = arith.muli %405, %c32_i64_280 : i64
      %412 = arith.addi %408, %411 : i64
      %413 = arith.addi %311, %412 : i64
      %414 = llvm.getelementptr %410[%413] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %409, %414 : f32, !llvm.ptr<3>
      %thread_id_x_281 = gpu.thread_id  x
      %415 = arith.index_cast %thread_id_x_281 : index to i64
      %c16_i64_282 = arith.constant 16 : i64
      %416 = arith.remsi %415, %c16_i64_282 : i64
      %c16_i64_283 = arith.constant 16 : i64
      %417 = arith.divsi %416, %c16_i64_283 : i64
      %thread_id_x_284 = gpu.thread_id  x
      %418 = arith.index_cast %thread_id_x_284 : index to i64
      %c16_i64_285 = arith.constant 16 : i64
      %419 = arith.remsi %418, %c16_i64_285 : i64
      %c16_i64_286 = arith.constant 16 : i64
      %420 = arith.remsi %419, %c16_i64_286 : i64
      %c16_i64_287 = arith.constant 16 : i64
      %421 = arith.addi %420, %c16_i64_287 : i64
      %422 = memref.load %alloca_41[] : memref<f32>
      %423 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_288 = arith.constant 32 : i64
      %424 = arith.muli %417, %c32_i64_288 : i64
      %425 = arith.addi %421, %424 : i64
      %426 = arith.addi %311, %425 : i64
      %427 = llvm.getelementptr %423[%426] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %422, %427 : f32, !llvm.ptr<3>
      %thread_id_x_289 = gpu.thread_id  x
      %428 = arith.index_cast %thread_id_x_289 : index to i64
      %c16_i64_290 = arith.constant 16 : i64
      %429 = arith.remsi %428, %c16_i64_290 : i64
      %c16_i64_291 = arith.constant 16 : i64
      %430 = arith.divsi %429, %c16_i64_291 : i64
      %c1_i64_292 = arith.constant 1 : i64
      %431 = arith.addi %430, %c1_i64_292 : i64
      %thread_id_x_293 = gpu.thread_id  x
      %432 = arith.index_cast %thread_id_x_293 : index to i64
      %c16_i64_294 = arith.constant 16 : i64
      %433 = arith.remsi %432, %c16_i64_294 : i64
      %c16_i64_295 = arith.constant 16 : i64
      %434 = arith.remsi %433, %c16_i64_295 : i64
      %c16_i64_296 = arith.constant 16 : i64
      %435 = arith.addi %434, %c16_i64_296 : i64
      %436 = memref.load %alloca_42[] : memref<f32>
      %437 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_297 = arith.constant 32 : i64
      %438 = arith.muli %431, %c32_i64_297 : i64
      %439 = arith.addi %435, %438 : i64
      %440 = arith.addi %311, %439 : i64
      %441 = llvm.getelementptr %437[%440] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %436, %441 : f32, !llvm.ptr<3>
      %thread_id_x_298 = gpu.thread_id  x
      %442 = arith.index_cast %thread_id_x_298 : index to i64
      %c16_i64_299 = arith.constant 16 : i64
      %443 = arith.remsi %442, %c16_i64_299 : i64
      %c16_i64_300 = arith.constant 16 : i64
      %444 = arith.divsi %443, %c16_i64_300 : i64
      %c2_i64_301 = arith.constant 2 : i64
      %445 = arith.addi %444, %c2_i64_301 : i64
      %thread_id_x_302 = gpu.thread_id  x
      %446 = arith.index_cast %thread_id_x_302 : index to i64
      %c16_i64_303 = arith.constant 16 : i64
      %447 = arith.remsi %446, %c16_i64_303 : i64
      %c16_i64_304 = arith.constant 16 : i64
      %448 = arith.remsi %447, %c16_i64_304 : i64
      %c16_i64_305 = arith.constant 16 : i64
      %449 = arith.addi %448, %c16_i64_305 : i64
      %450 = memref.load %alloca_43[] : memref<f32>
      %451 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_306 = arith.constant 32 : i64
      %452 = arith.muli %445, %c32_i64_306 : i64
      %453 = arith.addi %449, %452 : i64
      %454 = arith.addi %311, %453 : i64
      %455 = llvm.getelementptr %451[%454] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %450, %455 : f32, !llvm.ptr<3>
      %thread_id_x_307 = gpu.thread_id  x
      %456 = arith.index_cast %thread_id_x_307 : index to i64
      %c16_i64_308 = arith.constant 16 : i64
      %457 = arith.remsi %456, %c16_i64_308 : i64
      %c16_i64_309 = arith.constant 16 : i64
      %458 = arith.divsi %457, %c16_i64_309 : i64
      %c3_i64_310 = arith.constant 3 : i64
      %459 = arith.addi %458, %c3_i64_310 : i64
      %thread_id_x_311 = gpu.thread_id  x
      %460 = arith.index_cast %thread_id_x_311 : index to i64
      %c16_i64_312 = arith.constant 16 : i64
      %461 = arith.remsi %460, %c16_i64_312 : i64
      %c16_i64_313 = arith.constant 16 : i64
      %462 = arith.remsi %461, %c16_i64_313 : i64
      %c16_i64_314 = arith.constant 16 : i64
      %463 = arith.addi %462, %c16_i64_314 : i64
      %464 = memref.load %alloca_44[] : memref<f32>
      %465 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_315 = arith.constant 32 : i64
      %466 = arith.muli %459, %c32_i64_315 : i64
      %467 = arith.addi %463, %466 : i64
      %468 = arith.addi %311, %467 : i64
      %469 = llvm.getelementptr %465[%468] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %464, %469 : f32, !llvm.ptr<3>
      %thread_id_x_316 = gpu.thread_id  x
      %470 = arith.index_cast %thread_id_x_316 : index to i64
      %c16_i64_317 = arith.constant 16 : i64
      %471 = arith.remsi %470, %c16_i64_317 : i64
      %c16_i64_318 = arith.constant 16 : i64
      %472 = arith.divsi %471, %c16_i64_318 : i64
      %c4_i64_319 = arith.constant 4 : i64
      %473 = arith.addi %472, %c4_i64_319 : i64
      %thread_id_x_320 = gpu.thread_id  x
      %474 = arith.index_cast %thread_id_x_320 : index to i64
      %c16_i64_321 = arith.constant 16 : i64
      %475 = arith.remsi %474, %c16_i64_321 : i64
      %c16_i64_322 = arith.constant 16 : i64
      %476 = arith.remsi %475, %c16_i64_322 : i64
      %c16_i64_323 = arith.constant 16 : i64
      %477 = arith.addi %476, %c16_i64_323 : i64
      %478 = memref.load %alloca_45[] : memref<f32>
      %479 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_324 = arith.constant 32 : i64
      %480 = arith.muli %473, %c32_i64_324 : i64
      %481 = arith.addi %477, %480 : i64
      %482 = arith.addi %311, %481 : i64
      %483 = llvm.getelementptr %479[%482] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %478, %483 : f32, !llvm.ptr<3>
      %thread_id_x_325 = gpu.thread_id  x
      %484 = arith.index_cast %thread_id_x_325 : index to i64
      %c16_i64_326 = arith.constant 16 : i64
      %485 = arith.remsi %484, %c16_i64_326 : i64
      %c16_i64_327 = arith.constant 16 : i64
      %486 = arith.divsi %485, %c16_i64_327 : i64
      %c5_i64_328 = arith.constant 5 : i64
      %487 = arith.addi %486, %c5_i64_328 : i64
      %thread_id_x_329 = gpu.thread_id  x
      %488 = arith.index_cast %thread_id_x_329 : index to i64
      %c16_i64_330 = arith.constant 16 : i64
      %489 = arith.remsi %488, %c16_i64_330 : i64
      %c16_i64_331 = arith.constant 16 : i64
      %490 = arith.remsi %489, %c16_i64_331 : i64
      %c16_i64_332 = arith.constant 16 : i64
      %491 = arith.addi %490, %c16_i64_332 : i64
      %492 = memref.load %alloca_46[] : memref<f32>
      %493 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_333 = arith.constant 32 : i64
      %494 = arith.muli %487, %c32_i64_333 : i64
      %495 = arith.addi %491, %494 : i64
      %496 = arith.addi %311, %495 : i64
      %497 = llvm.getelementptr %493[%496] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %492, %497 : f32, !llvm.ptr<3>
      %thread_id_x_334 = gpu.thread_id  x
      %498 = arith.index_cast %thread_id_x_334 : index to i64
      %c16_i64_335 = arith.constant 16 : i64
      %499 = arith.remsi %498, %c16_i64_335 : i64
      %c16_i64_336 = arith.constant 16 : i64
      %500 = arith.divsi %499, %c16_i64_336 : i64
      %c6_i64_337 = arith.constant 6 : i64
      %501 = arith.addi %500, %c6_i64_337 : i64
      %thread_id_x_338 = gpu.thread_id  x
      %502 = arith.index_cast %thread_id_x_338 : index to i64
      %c16_i64_339 = arith.constant 16 : i64
      %503 = arith.remsi %502, %c16_i64_339 : i64
      %c16_i64_340 = arith.constant 16 : i64
      %504 = arith.remsi %503, %c16_i64_340 : i64
      %c16_i64_341 = arith.constant 16 : i64
      %505 = arith.addi %504, %c16_i64_341 : i64
      %506 = memref.load %alloca_47[] : memref<f32>
      %507 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_342 = arith.constant 32 : i64
      %508 = arith.muli %501, %c32_i64_342 : i64
      %509 = arith.addi %505, %508 : i64
      %510 = arith.addi %311, %509 : i64
      %511 = llvm.getelementptr %507[%510] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %506, %511 : f32, !llvm.ptr<3>
      %thread_id_x_343 = gpu.thread_id  x
      %512 = arith.index_cast %thread_id_x_343 : index to i64
      %c16_i64_344 = arith.constant 16 : i64
      %513 = arith.remsi %512, %c16_i64_344 : i64
      %c16_i64_345 = arith.constant 16 : i64
      %514 = arith.divsi %513, %c16_i64_345 : i64
      %c7_i64_346 = arith.constant 7 : i64
      %515 = arith.addi %514, %c7_i64_346 : i64
      %thread_id_x_347 = gpu.thread_id  x
      %516 = arith.index_cast %thread_id_x_347 : index to i64
      %c16_i64_348 = arith.constant 16 : i64
      %517 = arith.remsi %516, %c16_i64_348 : i64
      %c16_i64_349 = arith.constant 16 : i64
      %518 = arith.remsi %517, %c16_i64_349 : i64
      %c16_i64_350 = arith.constant 16 : i64
      %519 = arith.addi %518, %c16_i64_350 : i64
      %520 = memref.load %alloca_48[] : memref<f32>
      %521 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_351 = arith.constant 32 : i64
      %522 = arith.muli %515, %c32_i64_351 : i64
      %523 = arith.addi %519, %522 : i64
      %524 = arith.addi %311, %523 : i64
      %525 = llvm.getelementptr %521[%524] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %520, %525 : f32, !llvm.ptr<3>
      gpu.barrier
      %thread_id_x_352 = gpu.thread_id  x
      %526 = arith.index_cast %thread_id_x_352 : index to i64
      %c16_i64_353 = arith.constant 16 : i64
      %527 = arith.remsi %526, %c16_i64_353 : i64
      %c16_i64_354 = arith.constant 16 : i64
      %528 = arith.divsi %527, %c16_i64_354 : i64
      %thread_id_x_355 = gpu.thread_id  x
      %529 = arith.index_cast %thread_id_x_355 : index to i64
      %c16_i64_356 = arith.constant 16 : i64
      %530 = arith.remsi %529, %c16_i64_356 : i64
      %c16_i64_357 = arith.constant 16 : i64
      %531 = arith.remsi %530, %c16_i64_357 : i64
      %cst_358 = arith.constant 0.000000e+00 : f32
      memref.store %cst_358, %alloca_49[] : memref<f32>
      %532 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %533 = arith.addi %311, %531 : i64
      %534 = llvm.getelementptr %532[%533] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %535 = llvm.load %534 : !llvm.ptr<3> -> f32
      memref.store %535, %alloca_49[] : memref<f32>
      %c1_i64_359 = arith.constant 1 : i64
      %c8_i64 = arith.constant 8 : i64
      %c1_i64_360 = arith.constant 1 : i64
      scf.for %arg8 = %c1_i64_359 to %c8_i64 step %c1_i64_360  : i64 {
        %570 = memref.load %alloca_49[] : memref<f32>
        %571 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
        %c32_i64_388 = arith.constant 32 : i64
        %572 = arith.muli %arg8, %c32_i64_388 : i64
        %573 = arith.addi %531, %572 : i64
        %574 = arith.addi %311, %573 : i64
        %575 = llvm.getelementptr %571[%574] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %576 = llvm.load %575 : !llvm.ptr<3> -> f32
        %577 = arith.addf %570, %576 : f32
        memref.store %577, %alloca_49[] : memref<f32>
      }
      %thread_id_x_361 = gpu.thread_id  x
      %536 = arith.index_cast %thread_id_x_361 : index to i64
      %c16_i64_362 = arith.constant 16 : i64
      %537 = arith.remsi %536, %c16_i64_362 : i64
      %c16_i64_363 = arith.constant 16 : i64
      %538 = arith.divsi %537, %c16_i64_363 : i64
      %thread_id_x_364 = gpu.thread_id  x
      %539 = arith.index_cast %thread_id_x_364 : index to i64
      %c16_i64_365 = arith.constant 16 : i64
      %540 = arith.remsi %539, %c16_i64_365 : i64
      %c16_i64_366 = arith.constant 16 : i64
      %541 = arith.remsi %540, %c16_i64_366 : i64
      %c16_i64_367 = arith.constant 16 : i64
      %542 = arith.addi %541, %c16_i64_367 : i64
      %cst_368 = arith.constant 0.000000e+00 : f32
      memref.store %cst_368, %alloca_50[] : memref<f32>
      %543 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %544 = arith.addi %311, %542 : i64
      %545 = llvm.getelementptr %543[%544] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %546 = llvm.load %545 : !llvm.ptr<3> -> f32
      memref.store %546, %alloca_50[] : memref<f32>
      %c1_i64_369 = arith.constant 1 : i64
      %c8_i64_370 = arith.constant 8 : i64
      %c1_i64_371 = arith.constant 1 : i64
      scf.for %arg8 = %c1_i64_369 to %c8_i64_370 step %c1_i64_371  : i64 {
        %570 = memref.load %alloca_50[] : memref<f32>
        %571 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
        %c32_i64_388 = arith.constant 32 : i64
        %572 = arith.muli %arg8, %c32_i64_388 : i64
        %573 = arith.addi %542, %572 : i64
        %574 = arith.addi %311, %573 : i64
        %575 = llvm.getelementptr %571[%574] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %576 = llvm.load %575 : !llvm.ptr<3> -> f32
        %577 = arith.addf %570, %576 : f32
        memref.store %577, %alloca_50[] : memref<f32>
      }
      %c32_i64_372 = arith.constant 32 : i64
      %547 = arith.muli %103, %c32_i64_372 : i64
      %548 = llvm.getelementptr %84[%547] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_373 = gpu.thread_id  x
      %549 = arith.index_cast %thread_id_x_373 : index to i64
      %c16_i64_374 = arith.constant 16 : i64
      %550 = arith.remsi %549, %c16_i64_374 : i64
      %c16_i64_375 = arith.constant 16 : i64
      %551 = arith.divsi %550, %c16_i64_375 : i64
      %thread_id_x_376 = gpu.thread_id  x
      %552 = arith.index_cast %thread_id_x_376 : index to i64
      %c16_i64_377 = arith.constant 16 : i64
      %553 = arith.remsi %552, %c16_i64_377 : i64
      %c16_i64_378 = arith.constant 16 : i64
      %554 = arith.remsi %553, %c16_i64_378 : i64
      %555 = memref.load %alloca_49[] : memref<f32>
      %c32_i64_379 = arith.constant 32 : i64
      %556 = arith.muli %551, %c32_i64_379 : i64
      %557 = arith.addi %554, %556 : i64
      %558 = llvm.getelementptr %548[%557] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %555, %558 : f32, !llvm.ptr<1>
      %thread_id_x_380 = gpu.thread_id  x
      %559 = arith.index_cast %thread_id_x_380 : index to i64
      %c16_i64_381 = arith.constant 16 : i64
      %560 = arith.remsi %559, %c16_i64_381 : i64
      %c16_i64_382 = arith.constant 16 : i64
      %561 = arith.divsi %560, %c16_i64_382 : i64
      %thread_id_x_383 = gpu.thread_id  x
      %562 = arith.index_cast %thread_id_x_383 : index to i64
      %c16_i64_384 = arith.constant 16 : i64
      %563 = arith.remsi %562, %c16_i64_384 : i64
      %c16_i64_385 = arith.constant 16 : i64
      %564 = arith.remsi %563, %c16_i64_385 : i64
      %c16_i64_386 = arith.constant 16 : i64
      %565 = arith.addi %564, %c16_i64_386 : i64
      %566 = memref.load %alloca_50[] : memref<f32>
      %c32_i64_387 = arith.constant 32 : i64
      %567 = arith.muli %561, %c32_i64_387 : i64
      %568 = arith.addi %565, %567 : i64
      %569 = llvm.getelementptr %548[%568] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %566, %569 : f32, !llvm.ptr<1>
      gpu.return
    }
  }
}
