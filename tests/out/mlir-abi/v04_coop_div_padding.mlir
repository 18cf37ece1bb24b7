module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64) kernel attributes {nvvm.reqntid = array<i32: 16, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(4 : i64) : i64
      %3 = llvm.mlir.constant(15 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(4 : i64) : i64
      %6 = llvm.mlir.constant(60 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<4x15x?xi32, strided<[1, 4, 60]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(4 : i64) : i64
      %20 = llvm.mlir.constant(15 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(4 : i64) : i64
      %23 = llvm.mlir.constant(60 : i64) : i64
      %24 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg2, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %18, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %19, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %20, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = llvm.insertvalue %arg3, %28[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %30 = llvm.insertvalue %21, %29[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %31 = llvm.insertvalue %22, %30[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %32 = llvm.insertvalue %23, %31[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<4x15x?xi32, strided<[1, 4, 60]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(4 : i64) : i64
      %37 = llvm.mlir.constant(15 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(4 : i64) : i64
      %40 = llvm.mlir.constant(60 : i64) : i64
      %41 = llvm.insertvalue %arg4, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg4, %41[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %35, %42[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %36, %43[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %37, %44[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %arg5, %45[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %38, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %39, %47[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %40, %48[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = builtin.unrealized_conversion_cast %49 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<4x15x?xi32, strided<[1, 4, 60]>, 1>
      %51 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %52 = llvm.mlir.constant(0 : i64) : i64
      %53 = llvm.mlir.constant(4 : i64) : i64
      %54 = llvm.mlir.constant(15 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(4 : i64) : i64
      %57 = llvm.mlir.constant(60 : i64) : i64
      %58 = llvm.insertvalue %arg6, %51[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %arg6, %58[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %52, %59[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %53, %60[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %54, %61[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = llvm.insertvalue %arg7, %62[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = llvm.insertvalue %55, %63[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %65 = llvm.insertvalue %56, %64[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %66 = llvm.insertvalue %57, %65[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %67 = builtin.unrealized_conversion_cast %66 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<4x15x?xi64, strided<[1, 4, 60]>, 1>
      %68 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %69 = llvm.mlir.constant(0 : i64) : i64
      %70 = llvm.mlir.constant(4 : i64) : i64
      %71 = llvm.mlir.constant(15 : i64) : i64
      %72 = llvm.mlir.constant(1 : i64) : i64
      %73 = llvm.mlir.constant(4 : i64) : i64
      %74 = llvm.mlir.constant(60 : i64) : i64
      %75 = llvm.insertvalue %arg8, %68[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %76 = llvm.insertvalue %arg8, %75[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %77 = llvm.insertvalue %69, %76[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %78 = llvm.insertvalue %70, %77[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %79 = llvm.insertvalue %71, %78[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %80 = llvm.insertvalue %arg9, %79[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %81 = llvm.insertvalue %72, %80[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %82 = llvm.insertvalue %73, %81[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %83 = llvm.insertvalue %74, %82[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %84 = builtin.unrealized_conversion_cast %83 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<4x15x?xi64, strided<[1, 4, 60]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<4x15x?xi32, strided<[1, 4, 60]>, 1> -> memref<i32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<4x15x?xi32, strided<[1, 4, 60]>, 1> -> index
      %85 = arith.index_cast %intptr : index to i64
      %86 = llvm.inttoptr %85 : i64 to !llvm.ptr<1>
      %87 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %33 : memref<4x15x?xi32, strided<[1, 4, 60]>, 1> -> memref<i32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %33 : memref<4x15x?xi32, strided<[1, 4, 60]>, 1> -> index
      %88 = arith.index_cast %intptr_4 : index to i64
      %89 = llvm.inttoptr %88 : i64 to !llvm.ptr<1>
      %90 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %50 : memref<4x15x?xi32, strided<[1, 4, 60]>, 1> -> memref<i32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %50 : memref<4x15x?xi32, strided<[1, 4, 60]>, 1> -> index
      %91 = arith.index_cast %intptr_9 : index to i64
      %92 = llvm.inttoptr %91 : i64 to !llvm.ptr<1>
      %93 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %67 : memref<4x15x?xi64, strided<[1, 4, 60]>, 1> -> memref<i64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %67 : memref<4x15x?xi64, strided<[1, 4, 60]>, 1> -> index
      %94 = arith.index_cast %intptr_14 : index to i64
      %95 = llvm.inttoptr %94 : i64 to !llvm.ptr<1>
      %96 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %84 : memref<4x15x?xi64, strided<[1, 4, 60]>, 1> -> memref<i64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %84 : memref<4x15x?xi64, strided<[1, 4, 60]>, 1> -> index
      %97 = arith.index_cast %intptr_19 : index to i64
      %98 = llvm.inttoptr %97 : i64 to !llvm.ptr<1>
      %99 = arith.index_cast %sizes_17#2 : index to i64
      %alloca = memref.alloca() : memref<i32>
      %alloca_20 = memref.alloca() : memref<i32>
      %alloca_21 = memref.alloca() : memref<i32>
      %alloca_22 = memref.alloca() : memref<i32>
      %alloca_23 = memref.alloca() : memref<i32>
      %alloca_24 = memref.alloca() : memref<i32>
      %alloca_25 = memref.alloca() : memref<i32>
      %alloca_26 = memref.alloca() : memref<i32>
      %block_id_x = gpu.block_id  x
      %100 = arith.index_cast %block_id_x : index to i64
      %c60_i64 = arith.constant 60 : i64
      %101 = arith.muli %100, %c60_i64 : i64
      %102 = llvm.getelementptr %86[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c60_i64_27 = arith.constant 60 : i64
      %103 = arith.muli %100, %c60_i64_27 : i64
      %104 = llvm.getelementptr %89[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c60_i64_28 = arith.constant 60 : i64
      %105 = arith.muli %100, %c60_i64_28 : i64
      %106 = llvm.getelementptr %92[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c60_i64_29 = arith.constant 60 : i64
      %107 = arith.muli %100, %c60_i64_29 : i64
      %108 = llvm.getelementptr %95[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c60_i64_30 = arith.constant 60 : i64
      %109 = arith.muli %100, %c60_i64_30 : i64
      %110 = llvm.getelementptr %98[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %thread_id_x = gpu.thread_id  x
      %111 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %112 = arith.remsi %111, %c16_i64 : i64
      %c4_i64 = arith.constant 4 : i64
      %113 = arith.divsi %112, %c4_i64 : i64
      %thread_id_x_31 = gpu.thread_id  x
      %114 = arith.index_cast %thread_id_x_31 : index to i64
      %c16_i64_32 = arith.constant 16 : i64
      %115 = arith.remsi %114, %c16_i64_32 : i64
      %c4_i64_33 = arith.constant 4 : i64
      %116 = arith.remsi %115, %c4_i64_33 : i64
      %c0_i32 = arith.constant 0 : i32
      memref.store %c0_i32, %alloca[] : memref<i32>
      %c15_i64 = arith.constant 15 : i64
      %117 = arith.cmpi slt, %113, %c15_i64 : i64
      scf.if %117 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %113, %c4_i64_204 : i64
        %359 = arith.addi %116, %358 : i64
        %360 = llvm.getelementptr %102[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %361 = llvm.load %360 : !llvm.ptr<1> -> i32
        memref.store %361, %alloca[] : memref<i32>
      }
      %thread_id_x_34 = gpu.thread_id  x
      %118 = arith.index_cast %thread_id_x_34 : index to i64
      %c16_i64_35 = arith.constant 16 : i64
      %119 = arith.remsi %118, %c16_i64_35 : i64
      %c4_i64_36 = arith.constant 4 : i64
      %120 = arith.divsi %119, %c4_i64_36 : i64
      %c4_i64_37 = arith.constant 4 : i64
      %121 = arith.addi %120, %c4_i64_37 : i64
      %thread_id_x_38 = gpu.thread_id  x
      %122 = arith.index_cast %thread_id_x_38 : index to i64
      %c16_i64_39 = arith.constant 16 : i64
      %123 = arith.remsi %122, %c16_i64_39 : i64
      %c4_i64_40 = arith.constant 4 : i64
      %124 = arith.remsi %123, %c4_i64_40 : i64
      %c0_i32_41 = arith.constant 0 : i32
      memref.store %c0_i32_41, %alloca_20[] : memref<i32>
      %c15_i64_42 = arith.constant 15 : i64
      %125 = arith.cmpi slt, %121, %c15_i64_42 : i64
      scf.if %125 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %121, %c4_i64_204 : i64
        %359 = arith.addi %124, %358 : i64
        %360 = llvm.getelementptr %102[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %361 = llvm.load %360 : !llvm.ptr<1> -> i32
        memref.store %361, %alloca_20[] : memref<i32>
      }
      %thread_id_x_43 = gpu.thread_id  x
      %126 = arith.index_cast %thread_id_x_43 : index to i64
      %c16_i64_44 = arith.constant 16 : i64
      %127 = arith.remsi %126, %c16_i64_44 : i64
      %c4_i64_45 = arith.constant 4 : i64
      %128 = arith.divsi %127, %c4_i64_45 : i64
      %c8_i64 = arith.constant 8 : i64
      %129 = arith.addi %128, %c8_i64 : i64
      %thread_id_x_46 = gpu.thread_id  x
      %130 = arith.index_cast %thread_id_x_46 : index to i64
      %c16_i64_47 = arith.constant 16 : i64
      %131 = arith.remsi %130, %c16_i64_47 : i64
      %c4_i64_48 = arith.constant 4 : i64
      %132 = arith.remsi %131, %c4_i64_48 : i64
      %c0_i32_49 = arith.constant 0 : i32
      memref.store %c0_i32_49, %alloca_21[] : memref<i32>
      %c15_i64_50 = arith.constant 15 : i64
      %133 = arith.cmpi slt, %129, %c15_i64_50 : i64
      scf.if %133 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %129, %c4_i64_204 : i64
        %359 = arith.addi %132, %358 : i64
        %360 = llvm.getelementptr %102[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %361 = llvm.load %360 : !llvm.ptr<1> -> i32
        memref.store %361, %alloca_21[] : memref<i32>
      }
      %thread_id_x_51 = gpu.thread_id  x
      %134 = arith.index_cast %thread_id_x_51 : index to i64
      %c16_i64_52 = arith.constant 16 : i64
      %135 = arith.remsi %134, %c16_i64_52 : i64
      %c4_i64_53 = arith.constant 4 : i64
      %136 = arith.divsi %135, %c4_i64_53 : i64
      %c12_i64 = arith.constant 12 : i64
      %137 = arith.addi %136, %c12_i64 : i64
      %thread_id_x_54 = gpu.thread_id  x
      %138 = arith.index_cast %thread_id_x_54 : index to i64
      %c16_i64_55 = arith.constant 16 : i64
      %139 = arith.remsi %138, %c16_i64_55 : i64
      %c4_i64_56 = arith.constant 4 : i64
      %140 = arith.remsi %139, %c4_i64_56 : i64
      %c0_i32_57 = arith.constant 0 : i32
      memref.store %c0_i32_57, %alloca_22[] : memref<i32>
      %c15_i64_58 = arith.constant 15 : i64
      %141 = arith.cmpi slt, %137, %c15_i64_58 : i64
      scf.if %141 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %137, %c4_i64_204 : i64
        %359 = arith.addi %140, %358 : i64
        %360 = llvm.getelementptr %102[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %361 = llvm.load %360 : !llvm.ptr<1> -> i32
        memref.store %361, %alloca_22[] : memref<i32>
      }
      %thread_id_x_59 = gpu.thread_id  x
      %142 = arith.index_cast %thread_id_x_59 : index to i64
      %c16_i64_60 = arith.constant 16 : i64
      %143 = arith.remsi %142, %c16_i64_60 : i64
      %c4_i64_61 = arith.constant 4 : i64
      %144 = arith.divsi %143, %c4_i64_61 : i64
      %thread_id_x_62 = gpu.thread_id  x
      %145 = arith.index_cast %thread_id_x_62 : index to i64
      %c16_i64_63 = arith.constant 16 : i64
      %146 = arith.remsi %145, %c16_i64_63 : i64
      %c4_i64_64 = arith.constant 4 : i64
      %147 = arith.remsi %146, %c4_i64_64 : i64
      %c0_i32_65 = arith.constant 0 : i32
      memref.store %c0_i32_65, %alloca_23[] : memref<i32>
      %c15_i64_66 = arith.constant 15 : i64
      %148 = arith.cmpi slt, %144, %c15_i64_66 : i64
      scf.if %148 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %144, %c4_i64_204 : i64
        %359 = arith.addi %147, %358 : i64
        %360 = llvm.getelementptr %104[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %361 = llvm.load %360 : !llvm.ptr<1> -> i32
        memref.store %361, %alloca_23[] : memref<i32>
      }
      %thread_id_x_67 = gpu.thread_id  x
      %149 = arith.index_cast %thread_id_x_67 : index to i64
      %c16_i64_68 = arith.constant 16 : i64
      %150 = arith.remsi %149, %c16_i64_68 : i64
      %c4_i64_69 = arith.constant 4 : i64
      %151 = arith.divsi %150, %c4_i64_69 : i64
      %c4_i64_70 = arith.constant 4 : i64
      %152 = arith.addi %151, %c4_i64_70 : i64
      %thread_id_x_71 = gpu.thread_id  x
      %153 = arith.index_cast %thread_id_x_71 : index to i64
      %c16_i64_72 = arith.constant 16 : i64
      %154 = arith.remsi %153, %c16_i64_72 : i64
      %c4_i64_73 = arith.constant 4 : i64
      %155 = arith.remsi %154, %c4_i64_73 : i64
      %c0_i32_74 = arith.constant 0 : i32
      memref.store %c0_i32_74, %alloca_24[] : memref<i32>
      %c15_i64_75 = arith.constant 15 : i64
      %156 = arith.cmpi slt, %152, %c15_i64_75 : i64
      scf.if %156 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %152, %c4_i64_204 : i64
        %359 = arith.addi %155, %358 : i64
        %360 = llvm.getelementptr %104[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %361 = llvm.load %360 : !llvm.ptr<1> -> i32
        memref.store %361, %alloca_24[] : memref<i32>
      }
      %thread_id_x_76 = gpu.thread_id  x
      %157 = arith.index_cast %thread_id_x_76 : index to i64
      %c16_i64_77 = arith.constant 16 : i64
      %158 = arith.remsi %157, %c16_i64_77 : i64
      %c4_i64_78 = arith.constant 4 : i64
      %159 = arith.divsi %158, %c4_i64_78 : i64
      %c8_i64_79 = arith.constant 8 : i64
      %160 = arith.addi %159, %c8_i64_79 : i64
      %thread_id_x_80 = gpu.thread_id  x
      %161 = arith.index_cast %thread_id_x_80 : index to i64
      %c16_i64_81 = arith.constant 16 : i64
      %162 = arith.remsi %161, %c16_i64_81 : i64
      %c4_i64_82 = arith.constant 4 : i64
      %163 = arith.remsi %162, %c4_i64_82 : i64
      %c0_i32_83 = arith.constant 0 : i32
      memref.store %c0_i32_83, %alloca_25[] : memref<i32>
      %c15_i64_84 = arith.constant 15 : i64
      %164 = arith.cmpi slt, %160, %c15_i64_84 : i64
      scf.if %164 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %160, %c4_i64_204 : i64
        %359 = arith.addi %163, %358 : i64
        %360 = llvm.getelementptr %104[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %361 = llvm.load %360 : !llvm.ptr<1> -> i32
        memref.store %361, %alloca_25[] : memref<i32>
      }
      %thread_id_x_85 = gpu.thread_id  x
      %165 = arith.index_cast %thread_id_x_85 : index to i64
      %c16_i64_86 = arith.constant 16 : i64
      %166 = arith.remsi %165, %c16_i64_86 : i64
      %c4_i64_87 = arith.constant 4 : i64
      %167 = arith.divsi %166, %c4_i64_87 : i64
      %c12_i64_88 = arith.constant 12 : i64
      %168 = arith.addi %167, %c12_i64_88 : i64
      %thread_id_x_89 = gpu.thread_id  x
      %169 = arith.index_cast %thread_id_x_89 : index to i64
      %c16_i64_90 = arith.constant 16 : i64
      %170 = arith.remsi %169, %c16_i64_90 : i64
      %c4_i64_91 = arith.constant 4 : i64
      %171 = arith.remsi %170, %c4_i64_91 : i64
      %c0_i32_92 = arith.constant 0 : i32
      memref.store %c0_i32_92, %alloca_26[] : memref<i32>
      %c15_i64_93 = arith.constant 15 : i64
      %172 = arith.cmpi slt, %168, %c15_i64_93 : i64
      scf.if %172 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %168, %c4_i64_204 : i64
        %359 = arith.addi %171, %358 : i64
        %360 = llvm.getelementptr %104[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %361 = llvm.load %360 : !llvm.ptr<1> -> i32
        memref.store %361, %alloca_26[] : memref<i32>
      }
      %173 = memref.load %alloca[] : memref<i32>
      %174 = memref.load %alloca_23[] : memref<i32>
      %175 = memref.load %alloca_23[] : memref<i32>
      %c0_i32_94 = arith.constant 0 : i32
      %176 = arith.cmpi eq, %175, %c0_i32_94 : i32
      %177 = arith.extui %176 : i1 to i32
      %178 = arith.addi %174, %177 : i32
      %179 = arith.divsi %173, %178 : i32
      %180 = memref.load %alloca_20[] : memref<i32>
      %181 = memref.load %alloca_24[] : memref<i32>
      %182 = memref.load %alloca_24[] : memref<i32>
      %c0_i32_95 = arith.constant 0 : i32
      %183 = arith.cmpi eq, %182, %c0_i32_95 : i32
      %184 = arith.extui %183 : i1 to i32
      %185 = arith.addi %181, %184 : i32
      %186 = arith.divsi %180, %185 : i32
      %187 = memref.load %alloca_21[] : memref<i32>
      %188 = memref.load %alloca_25[] : memref<i32>
      %189 = memref.load %alloca_25[] : memref<i32>
      %c0_i32_96 = arith.constant 0 : i32
      %190 = arith.cmpi eq, %189, %c0_i32_96 : i32
      %191 = arith.extui %190 : i1 to i32
      %192 = arith.addi %188, %191 : i32
      %193 = arith.divsi %187, %192 : i32
      %194 = memref.load %alloca_22[] : memref<i32>
      %195 = memref.load %alloca_26[] : memref<i32>
      %196 = memref.load %alloca_26[] : memref<i32>
      %c0_i32_97 = arith.constant 0 : i32
      %197 = arith.cmpi eq, %196, %c0_i32_97 : i32
      %198 = arith.extui %197 : i1 to i32
      %199 = arith.addi %195, %198 : i32
      %200 = arith.divsi %194, %199 : i32
      %thread_id_x_98 = gpu.thread_id  x
      %201 = arith.index_cast %thread_id_x_98 : index to i64
      %c16_i64_99 = arith.constant 16 : i64
      %202 = arith.remsi %201, %c16_i64_99 : i64
      %c4_i64_100 = arith.constant 4 : i64
      %203 = arith.divsi %202, %c4_i64_100 : i64
      %thread_id_x_101 = gpu.thread_id  x
      %204 = arith.index_cast %thread_id_x_101 : index to i64
      %c16_i64_102 = arith.constant 16 : i64
      %205 = arith.remsi %204, %c16_i64_102 : i64
      %c4_i64_103 = arith.constant 4 : i64
      %206 = arith.remsi %205, %c4_i64_103 : i64
      %c15_i64_104 = arith.constant 15 : i64
      %207 = arith.cmpi slt, %203, %c15_i64_104 : i64
      scf.if %207 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %203, %c4_i64_204 : i64
        %359 = arith.addi %206, %358 : i64
        %360 = llvm.getelementptr %106[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %179, %360 : i32, !llvm.ptr<1>
      }
      %thread_id_x_105 = gpu.thread_id  x
      %208 = arith.index_cast %thread_id_x_105 : index to i64
      %c16_i64_106 = arith.constant 16 : i64
      %209 = arith.remsi %208, %c16_i64_106 : i64
      %c4_i64_107 = arith.constant 4 : i64
      %210 = arith.divsi %209, %c4_i64_107 : i64
      %c4_i64_108 = arith.constant 4 : i64
      %211 = arith.addi %210, %c4_i64_108 : i64
      %thread_id_x_109 = gpu.thread_id  x
      %212 = arith.index_cast %thread_id_x_109 : index to i64
      %c16_i64_110 = arith.constant 16 : i64
      %213 = arith.remsi %212, %c16_i64_110 : i64
      %c4_i64_111 = arith.constant 4 : i64
      %214 = arith.remsi %213, %c4_i64_111 : i64
      %c15_i64_112 = arith.constant 15 : i64
      %215 = arith.cmpi slt, %211, %c15_i64_112 : i64
      scf.if %215 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %211, %c4_i64_204 : i64
        %359 = arith.addi %214, %358 : i64
        %360 = llvm.getelementptr %106[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %186, %360 : i32, !llvm.ptr<1>
      }
      %thread_id_x_113 = gpu.thread_id  x
      %216 = arith.index_cast %thread_id_x_113 : index to i64
      %c16_i64_114 = arith.constant 16 : i64
      %217 = arith.remsi %216, %c16_i64_114 : i64
      %c4_i64_115 = arith.constant 4 : i64
      %218 = arith.divsi %217, %c4_i64_115 : i64
      %c8_i64_116 = arith.constant 8 : i64
      %219 = arith.addi %218, %c8_i64_116 : i64
      %thread_id_x_117 = gpu.thread_id  x
      %220 = arith.index_cast %thread_id_x_117 : index to i64
      %c16_i64_118 = arith.constant 16 : i64
      %221 = arith.remsi %220, %c16_i64_118 : i64
      %c4_i64_119 = arith.constant 4 : i64
      %222 = arith.remsi %221, %c4_i64_119 : i64
      %c15_i64_120 = arith.constant 15 : i64
      %223 = arith.cmpi slt, %219, %c15_i64_120 : i64
      scf.if %223 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %219, %c4_i64_204 : i64
        %359 = arith.addi %222, %358 : i64
        %360 = llvm.getelementptr %106[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %193, %360 : i32, !llvm.ptr<1>
      }
      %thread_id_x_121 = gpu.thread_id  x
      %224 = arith.index_cast %thread_id_x_121 : index to i64
      %c16_i64_122 = arith.constant 16 : i64
      %225 = arith.remsi %224, %c16_i64_122 : i64
      %c4_i64_123 = arith.constant 4 : i64
      %226 = arith.divsi %225, %c4_i64_123 : i64
      %c12_i64_124 = arith.constant 12 : i64
      %227 = arith.addi %226, %c12_i64_124 : i64
      %thread_id_x_125 = gpu.thread_id  x
      %228 = arith.index_cast %thread_id_x_125 : index to i64
      %c16_i64_126 = arith.constant 16 : i64
      %229 = arith.remsi %228, %c16_i64_126 : i64
      %c4_i64_127 = arith.constant 4 : i64
      %230 = arith.remsi %229, %c4_i64_127 : i64
      %c15_i64_128 = arith.constant 15 : i64
      %231 = arith.cmpi slt, %227, %c15_i64_128 : i64
      scf.if %231 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %227, %c4_i64_204 : i64
        %359 = arith.addi %230, %358 : i64
        %360 = llvm.getelementptr %106[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %200, %360 : i32, !llvm.ptr<1>
      }
      %232 = memref.load %alloca[] : memref<i32>
      %233 = arith.extsi %232 : i32 to i64
      %234 = memref.load %alloca_20[] : memref<i32>
      %235 = arith.extsi %234 : i32 to i64
      %236 = memref.load %alloca_21[] : memref<i32>
      %237 = arith.extsi %236 : i32 to i64
      %238 = memref.load %alloca_22[] : memref<i32>
      %239 = arith.extsi %238 : i32 to i64
      %240 = memref.load %alloca_23[] : memref<i32>
      %241 = arith.extsi %240 : i32 to i64
      %242 = memref.load %alloca_24[] : memref<i32>
      %243 = arith.extsi %242 : i32 to i64
      %244 = memref.load %alloca_25[] : memref<i32>
      %245 = arith.extsi %244 : i32 to i64
      %246 = memref.load %alloca_26[] : memref<i32>
      %247 = arith.extsi %246 : i32 to i64
      %c0_i64 = arith.constant 0 : i64
      %248 = arith.cmpi eq, %241, %c0_i64 : i64
      %249 = arith.extui %248 : i1 to i64
      %250 = arith.addi %241, %249 : i64
      %c0_i64_129 = arith.constant 0 : i64
      %251 = arith.cmpi eq, %243, %c0_i64_129 : i64
      %252 = arith.extui %251 : i1 to i64
      %253 = arith.addi %243, %252 : i64
      %c0_i64_130 = arith.constant 0 : i64
      %254 = arith.cmpi eq, %245, %c0_i64_130 : i64
      %255 = arith.extui %254 : i1 to i64
      %256 = arith.addi %245, %255 : i64
      %c0_i64_131 = arith.constant 0 : i64
      %257 = arith.cmpi eq, %247, %c0_i64_131 : i64
      %258 = arith.extui %257 : i1 to i64
      %259 = arith.addi %247, %258 : i64
      %c-1_i64 = arith.constant -1 : i64
      %260 = arith.cmpi eq, %250, %c-1_i64 : i64
      %261 = arith.extui %260 : i1 to i64
      %c2_i64 = arith.constant 2 : i64
      %262 = arith.muli %261, %c2_i64 : i64
      %263 = arith.addi %250, %262 : i64
      %264 = arith.remsi %233, %263 : i64
      %c-1_i64_132 = arith.constant -1 : i64
      %265 = arith.cmpi eq, %253, %c-1_i64_132 : i64
      %266 = arith.extui %265 : i1 to i64
      %c2_i64_133 = arith.constant 2 : i64
      %267 = arith.muli %266, %c2_i64_133 : i64
      %268 = arith.addi %253, %267 : i64
      %269 = arith.remsi %235, %268 : i64
      %c-1_i64_134 = arith.constant -1 : i64
      %270 = arith.cmpi eq, %256, %c-1_i64_134 : i64
      %271 = arith.extui %270 : i1 to i64
      %c2_i64_135 = arith.constant 2 : i64
      %272 = arith.muli %271, %c2_i64_135 : i64
      %273 = arith.addi %256, %272 : i64
      %274 = arith.remsi %237, %273 : i64
      %c-1_i64_136 = arith.constant -1 : i64
      %275 = arith.cmpi eq, %259, %c-1_i64_136 : i64
      %276 = arith.extui %275 : i1 to i64
      %c2_i64_137 = arith.constant 2 : i64
      %277 = arith.muli %276, %c2_i64_137 : i64
      %278 = arith.addi %259, %277 : i64
      %279 = arith.remsi %239, %278 : i64
      %thread_id_x_138 = gpu.thread_id  x
      %280 = arith.index_cast %thread_id_x_138 : index to i64
      %c16_i64_139 = arith.constant 16 : i64
      %281 = arith.remsi %280, %c16_i64_139 : i64
      %c4_i64_140 = arith.constant 4 : i64
      %282 = arith.divsi %281, %c4_i64_140 : i64
      %thread_id_x_141 = gpu.thread_id  x
      %283 = arith.index_cast %thread_id_x_141 : index to i64
      %c16_i64_142 = arith.constant 16 : i64
      %284 = arith.remsi %283, %c16_i64_142 : i64
      %c4_i64_143 = arith.constant 4 : i64
      %285 = arith.remsi %284, %c4_i64_143 : i64
      %c15_i64_144 = arith.constant 15 : i64
      %286 = arith.cmpi slt, %282, %c15_i64_144 : i64
      scf.if %286 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %282, %c4_i64_204 : i64
        %359 = arith.addi %285, %358 : i64
        %360 = llvm.getelementptr %108[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %264, %360 : i64, !llvm.ptr<1>
      }
      %thread_id_x_145 = gpu.thread_id  x
      %287 = arith.index_cast %thread_id_x_145 : index to i64
      %c16_i64_146 = arith.constant 16 : i64
      %288 = arith.remsi %287, %c16_i64_146 : i64
      %c4_i64_147 = arith.constant 4 : i64
      %289 = arith.divsi %288, %c4_i64_147 : i64
      %c4_i64_148 = arith.constant 4 : i64
      %290 = arith.addi %289, %c4_i64_148 : i64
      %thread_id_x_149 = gpu.thread_id  x
      %291 = arith.index_cast %thread_id_x_149 : index to i64
      %c16_i64_150 = arith.constant 16 : i64
      %292 = arith.remsi %291, %c16_i64_150 : i64
      %c4_i64_151 = arith.constant 4 : i64
      %293 = arith.remsi %292, %c4_i64_151 : i64
      %c15_i64_152 = arith.constant 15 : i64
      %294 = arith.cmpi slt, %290, %c15_i64_152 : i64
      scf.if %294 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %290, %c4_i64_204 : i64
        %359 = arith.addi %293, %358 : i64
        %360 = llvm.getelementptr %108[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %269, %360 : i64, !llvm.ptr<1>
      }
      %thread_id_x_153 = gpu.thread_id  x
      %295 = arith.index_cast %thread_id_x_153 : index to i64
      %c16_i64_154 = arith.constant 16 : i64
      %296 = arith.remsi %295, %c16_i64_154 : i64
      %c4_i64_155 = arith.constant 4 : i64
      %297 = arith.divsi %296, %c4_i64_155 : i64
      %c8_i64_156 = arith.constant 8 : i64
      %298 = arith.addi %297, %c8_i64_156 : i64
      %thread_id_x_157 = gpu.thread_id  x
      %299 = arith.index_cast %thread_id_x_157 : index to i64
      %c16_i64_158 = arith.constant 16 : i64
      %300 = arith.remsi %299, %c16_i64_158 : i64
      %c4_i64_159 = arith.constant 4 : i64
      %301 = arith.remsi %300, %c4_i64_159 : i64
      %c15_i64_160 = arith.constant 15 : i64
      %302 = arith.cmpi slt, %298, %c15_i64_160 : i64
      scf.if %302 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %298, %c4_i64_204 : i64
        %359 = arith.addi %301, %358 : i64
        %360 = llvm.getelementptr %108[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %274, %360 : i64, !llvm.ptr<1>
      }
      %thread_id_x_161 = gpu.thread_id  x
      %303 = arith.index_cast %thread_id_x_161 : index to i64
      %c16_i64_162 = arith.constant 16 : i64
      %304 = arith.remsi %303, %c16_i64_162 : i64
      %c4_i64_163 = arith.constant 4 : i64
      %305 = arith.divsi %304, %c4_i64_163 : i64
      %c12_i64_164 = arith.constant 12 : i64
      %306 = arith.addi %305, %c12_i64_164 : i64
      %thread_id_x_165 = gpu.thread_id  x
      %307 = arith.index_cast %thread_id_x_165 : index to i64
      %c16_i64_166 = arith.constant 16 : i64
      %308 = arith.remsi %307, %c16_i64_166 : i64
      %c4_i64_167 = arith.constant 4 : i64
      %309 = arith.remsi %308, %c4_i64_167 : i64
      %c15_i64_168 = arith.constant 15 : i64
      %310 = arith.cmpi slt, %306, %c15_i64_168 : i64
      scf.if %310 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %306, %c4_i64_204 : i64
        %359 = arith.addi %309, %358 : i64
        %360 = llvm.getelementptr %108[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %279, %360 : i64, !llvm.ptr<1>
      }
      %c0_i64_169 = arith.constant 0 : i64
      %311 = arith.cmpi eq, %241, %c0_i64_169 : i64
      %312 = arith.extui %311 : i1 to i64
      %313 = arith.addi %241, %312 : i64
      %314 = arith.divsi %233, %313 : i64
      %c0_i64_170 = arith.constant 0 : i64
      %315 = arith.cmpi eq, %243, %c0_i64_170 : i64
      %316 = arith.extui %315 : i1 to i64
      %317 = arith.addi %243, %316 : i64
      %318 = arith.divsi %235, %317 : i64
      %c0_i64_171 = arith.constant 0 : i64
      %319 = arith.cmpi eq, %245, %c0_i64_171 : i64
      %320 = arith.extui %319 : i1 to i64
      %321 = arith.addi %245, %320 : i64
      %322 = arith.divsi %237, %321 : i64
      %c0_i64_172 = arith.constant 0 : i64
      %323 = arith.cmpi eq, %247, %c0_i64_172 : i64
      %324 = arith.extui %323 : i1 to i64
      %325 = arith.addi %247, %324 : i64
      %326 = arith.divsi %239, %325 : i64
      %thread_id_x_173 = gpu.thread_id  x
      %327 = arith.index_cast %thread_id_x_173 : index to i64
      %c16_i64_174 = arith.constant 16 : i64
      %328 = arith.remsi %327, %c16_i64_174 : i64
      %c4_i64_175 = arith.constant 4 : i64
      %329 = arith.divsi %328, %c4_i64_175 : i64
      %thread_id_x_176 = gpu.thread_id  x
      %330 = arith.index_cast %thread_id_x_176 : index to i64
      %c16_i64_177 = arith.constant 16 : i64
      %331 = arith.remsi %330, %c16_i64_177 : i64
      %c4_i64_178 = arith.constant 4 : i64
      %332 = arith.remsi %331, %c4_i64_178 : i64
      %c15_i64_179 = arith.constant 15 : i64
      %333 = arith.cmpi slt, %329, %c15_i64_179 : i64
      scf.if %333 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %329, %c4_i64_204 : i64
        %359 = arith.addi %332, %358 : i64
        %360 = llvm.getelementptr %110[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %314, %360 : i64, !llvm.ptr<1>
      }
      %thread_id_x_180 = gpu.thread_id  x
      %334 = arith.index_cast %thread_id_x_180 : index to i64
      %c16_i64_181 = arith.constant 16 : i64
      %335 = arith.remsi %334, %c16_i64_181 : i64
      %c4_i64_182 = arith.constant 4 : i64
      %336 = arith.divsi %335, %c4_i64_182 : i64
      %c4_i64_183 = arith.constant 4 : i64
      %337 = arith.addi %336, %c4_i64_183 : i64
      %thread_id_x_184 = gpu.thread_id  x
      %338 = arith.index_cast %thread_id_x_184 : index to i64
      %c16_i64_185 = arith.constant 16 : i64
      %339 = arith.remsi %338, %c16_i64_185 : i64
      %c4_i64_186 = arith.constant 4 : i64
      %340 = arith.remsi %339, %c4_i64_186 : i64
      %c15_i64_187 = arith.constant 15 : i64
      %341 = arith.cmpi slt, %337, %c15_i64_187 : i64
      scf.if %341 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %337, %c4_i64_204 : i64
        %359 = arith.addi %340, %358 : i64
        %360 = llvm.getelementptr %110[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %318, %360 : i64, !llvm.ptr<1>
      }
      %thread_id_x_188 = gpu.thread_id  x
      %342 = arith.index_cast %thread_id_x_188 : index to i64
      %c16_i64_189 = arith.constant 16 : i64
      %343 = arith.remsi %342, %c16_i64_189 : i64
      %c4_i64_190 = arith.constant 4 : i64
      %344 = arith.divsi %343, %c4_i64_190 : i64
      %c8_i64_191 = arith.constant 8 : i64
      %345 = arith.addi %344, %c8_i64_191 : i64
      %thread_id_x_192 = gpu.thread_id  x
      %346 = arith.index_cast %thread_id_x_192 : index to i64
      %c16_i64_193 = arith.constant 16 : i64
      %347 = arith.remsi %346, %c16_i64_193 : i64
      %c4_i64_194 = arith.constant 4 : i64
      %348 = arith.remsi %347, %c4_i64_194 : i64
      %c15_i64_195 = arith.constant 15 : i64
      %349 = arith.cmpi slt, %345, %c15_i64_195 : i64
      scf.if %349 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %345, %c4_i64_204 : i64
        %359 = arith.addi %348, %358 : i64
        %360 = llvm.getelementptr %110[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %322, %360 : i64, !llvm.ptr<1>
      }
      %thread_id_x_196 = gpu.thread_id  x
      %350 = arith.index_cast %thread_id_x_196 : index to i64
      %c16_i64_197 = arith.constant 16 : i64
      %351 = arith.remsi %350, %c16_i64_197 : i64
      %c4_i64_198 = arith.constant 4 : i64
      %352 = arith.divsi %351, %c4_i64_198 : i64
      %c12_i64_199 = arith.constant 12 : i64
      %353 = arith.addi %352, %c12_i64_199 : i64
      %thread_id_x_200 = gpu.thread_id  x
      %354 = arith.index_cast %thread_id_x_200 : index to i64
      %c16_i64_201 = arith.constant 16 : i64
      %355 = arith.remsi %354, %c16_i64_201 : i64
      %c4_i64_202 = arith.constant 4 : i64
      %356 = arith.remsi %355, %c4_i64_202 : i64
      %c15_i64_203 = arith.constant 15 : i64
      %357 = arith.cmpi slt, %353, %c15_i64_203 : i64
      scf.if %357 {
        %c4_i64_204 = arith.constant 4 : i64
        %358 = arith.muli %353, %c4_i64_204 : i64
        %359 = arith.addi %356, %358 : i64
        %360 = llvm.getelementptr %110[%359] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %326, %360 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
