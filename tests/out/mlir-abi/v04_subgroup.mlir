module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_subgroups() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<2048 x i8>
    gpu.func @subgroups(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(128 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(128 : i64) : i64
      %5 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg0, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<128x?xf32, strided<[1, 128]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(128 : i64) : i64
      %16 = llvm.mlir.constant(1 : i64) : i64
      %17 = llvm.mlir.constant(128 : i64) : i64
      %18 = llvm.insertvalue %arg2, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg2, %18[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %14, %19[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %15, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %arg3, %21[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<128x?xi32, strided<[1, 128]>, 1>
      %26 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %27 = llvm.mlir.constant(0 : i64) : i64
      %28 = llvm.mlir.constant(128 : i64) : i64
      %29 = llvm.mlir.constant(1 : i64) : i64
      %30 = llvm.mlir.constant(128 : i64) : i64
      %31 = llvm.insertvalue %arg4, %26[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %32 = llvm.insertvalue %arg4, %31[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %33 = llvm.insertvalue %27, %32[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %34 = llvm.insertvalue %28, %33[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg5, %34[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<128x?xvector<2xf64>, strided<[1, 128]>, 1>
      %39 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %40 = llvm.mlir.constant(0 : i64) : i64
      %41 = llvm.mlir.constant(128 : i64) : i64
      %42 = llvm.mlir.constant(5 : i64) : i64
      %43 = llvm.mlir.constant(1 : i64) : i64
      %44 = llvm.mlir.constant(128 : i64) : i64
      %45 = llvm.mlir.constant(640 : i64) : i64
      %46 = llvm.insertvalue %arg6, %39[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = llvm.insertvalue %arg6, %46[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %48 = llvm.insertvalue %40, %47[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %49 = llvm.insertvalue %41, %48[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %50 = llvm.insertvalue %42, %49[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %51 = llvm.insertvalue %arg7, %50[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %52 = llvm.insertvalue %43, %51[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %53 = llvm.insertvalue %44, %52[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %54 = llvm.insertvalue %45, %53[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %55 = builtin.unrealized_conversion_cast %54 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<128x5x?xf32, strided<[1, 128, 640]>, 1>
      %56 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %57 = llvm.mlir.constant(0 : i64) : i64
      %58 = llvm.mlir.constant(128 : i64) : i64
      %59 = llvm.mlir.constant(6 : i64) : i64
      %60 = llvm.mlir.constant(1 : i64) : i64
      %61 = llvm.mlir.constant(128 : i64) : i64
      %62 = llvm.mlir.constant(768 : i64) : i64
      %63 = llvm.insertvalue %arg8, %56[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = llvm.insertvalue %arg8, %63[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %65 = llvm.insertvalue %57, %64[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %66 = llvm.insertvalue %58, %65[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %67 = llvm.insertvalue %59, %66[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %68 = llvm.insertvalue %arg9, %67[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %69 = llvm.insertvalue %60, %68[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %70 = llvm.insertvalue %61, %69[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %71 = llvm.insertvalue %62, %70[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %72 = builtin.unrealized_conversion_cast %71 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<128x6x?xi32, strided<[1, 128, 768]>, 1>
      %73 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %74 = llvm.mlir.constant(0 : i64) : i64
      %75 = llvm.mlir.constant(128 : i64) : i64
      %76 = llvm.mlir.constant(3 : i64) : i64
      %77 = llvm.mlir.constant(1 : i64) : i64
      %78 = llvm.mlir.constant(128 : i64) : i64
      %79 = llvm.mlir.constant(384 : i64) : i64
      %80 = llvm.insertvalue %arg10, %73[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %81 = llvm.insertvalue %arg10, %80[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %82 = llvm.insertvalue %74, %81[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %83 = llvm.insertvalue %75, %82[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %84 = llvm.insertvalue %76, %83[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %85 = llvm.insertvalue %arg11, %84[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %86 = llvm.insertvalue %77, %85[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %87 = llvm.insertvalue %78, %86[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %88 = llvm.insertvalue %79, %87[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %89 = builtin.unrealized_conversion_cast %88 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<128x3x?xvector<2xf64>, strided<[1, 128, 384]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<128x?xf32, strided<[1, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<128x?xf32, strided<[1, 128]>, 1> -> index
      %90 = arith.index_cast %intptr : index to i64
      %91 = llvm.inttoptr %90 : i64 to !llvm.ptr<1>
      %92 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %25 : memref<128x?xi32, strided<[1, 128]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %25 : memref<128x?xi32, strided<[1, 128]>, 1> -> index
      %93 = arith.index_cast %intptr_4 : index to i64
      %94 = llvm.inttoptr %93 : i64 to !llvm.ptr<1>
      %95 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %38 : memref<128x?xvector<2xf64>, strided<[1, 128]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %38 : memref<128x?xvector<2xf64>, strided<[1, 128]>, 1> -> index
      %96 = arith.index_cast %intptr_9 : index to i64
      %97 = llvm.inttoptr %96 : i64 to !llvm.ptr<1>
      %98 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %55 : memref<128x5x?xf32, strided<[1, 128, 640]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %55 : memref<128x5x?xf32, strided<[1, 128, 640]>, 1> -> index
      %99 = arith.index_cast %intptr_14 : index to i64
      %100 = llvm.inttoptr %99 : i64 to !llvm.ptr<1>
      %101 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %72 : memref<128x6x?xi32, strided<[1, 128, 768]>, 1> -> memref<i32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %72 : memref<128x6x?xi32, strided<[1, 128, 768]>, 1> -> index
      %102 = arith.index_cast %intptr_19 : index to i64
      %103 = llvm.inttoptr %102 : i64 to !llvm.ptr<1>
      %104 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %89 : memref<128x3x?xvector<2xf64>, strided<[1, 128, 384]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %89 : memref<128x3x?xvector<2xf64>, strided<[1, 128, 384]>, 1> -> index
      %105 = arith.index_cast %intptr_24 : index to i64
      %106 = llvm.inttoptr %105 : i64 to !llvm.ptr<1>
      %107 = arith.index_cast %sizes_22#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f32>
      %alloca_26 = memref.alloca() : memref<f32>
      %alloca_27 = memref.alloca() : memref<f32>
      %alloca_28 = memref.alloca() : memref<i32>
      %alloca_29 = memref.alloca() : memref<i32>
      %alloca_30 = memref.alloca() : memref<i32>
      %alloca_31 = memref.alloca() : memref<i32>
      %alloca_32 = memref.alloca() : memref<i32>
      %alloca_33 = memref.alloca() : memref<i32>
      %alloca_34 = memref.alloca() : memref<i64>
      %alloca_35 = memref.alloca() : memref<i64>
      %alloca_36 = memref.alloca() : memref<i32>
      %alloca_37 = memref.alloca() : memref<i64>
      %alloca_38 = memref.alloca() : memref<i64>
      %alloca_39 = memref.alloca() : memref<vector<2xf64>>
      %alloca_40 = memref.alloca() : memref<vector<2xf64>>
      %alloca_41 = memref.alloca() : memref<vector<2xf64>>
      %block_id_x = gpu.block_id  x
      %108 = arith.index_cast %block_id_x : index to i64
      %c128_i64 = arith.constant 128 : i64
      %109 = arith.muli %108, %c128_i64 : i64
      %110 = llvm.getelementptr %91[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64_42 = arith.constant 128 : i64
      %111 = arith.muli %108, %c128_i64_42 : i64
      %112 = llvm.getelementptr %94[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c128_i64_43 = arith.constant 128 : i64
      %113 = arith.muli %108, %c128_i64_43 : i64
      %114 = llvm.getelementptr %97[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %c640_i64 = arith.constant 640 : i64
      %115 = arith.muli %108, %c640_i64 : i64
      %116 = llvm.getelementptr %100[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c768_i64 = arith.constant 768 : i64
      %117 = arith.muli %108, %c768_i64 : i64
      %118 = llvm.getelementptr %103[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c384_i64 = arith.constant 384 : i64
      %119 = arith.muli %108, %c384_i64 : i64
      %120 = llvm.getelementptr %106[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %thread_id_x = gpu.thread_id  x
      %121 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %122 = arith.divsi %121, %c32_i64 : i64
      %c2_i64 = arith.constant 2 : i64
      %thread_id_y = gpu.thread_id  y
      %123 = arith.index_cast %thread_id_y : index to i64
      %124 = arith.muli %c2_i64, %123 : i64
      %125 = arith.addi %122, %124 : i64
      %126 = arith.trunci %125 : i64 to i32
      %thread_id_x_44 = gpu.thread_id  x
      %127 = arith.index_cast %thread_id_x_44 : index to i64
      %c32_i64_45 = arith.constant 32 : i64
      %128 = arith.remsi %127, %c32_i64_45 : i64
      %129 = arith.trunci %128 : i64 to i32
      %c32_i32 = arith.constant 32 : i32
      %130 = arith.muli %126, %c32_i32 : i32
      %131 = arith.addi %130, %129 : i32
      %132 = arith.extsi %131 : i32 to i64
      %133 = llvm.getelementptr %110[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %134 = llvm.load %133 : !llvm.ptr<1> -> f32
      %135 = llvm.getelementptr %112[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %136 = llvm.load %135 : !llvm.ptr<1> -> i32
      %137 = llvm.getelementptr %114[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      %138 = llvm.load %137 : !llvm.ptr<1> -> vector<2xf64>
      %thread_id_x_46 = gpu.thread_id  x
      %139 = arith.index_cast %thread_id_x_46 : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y_47 = gpu.thread_id  y
      %140 = arith.index_cast %thread_id_y_47 : index to i64
      %141 = arith.muli %c64_i64, %140 : i64
      %142 = arith.addi %139, %141 : i64
      %thread_id_x_48 = gpu.thread_id  x
      %143 = arith.index_cast %thread_id_x_48 : index to i64
      %c32_i64_49 = arith.constant 32 : i64
      %144 = arith.remsi %143, %c32_i64_49 : i64
      %145 = arith.subi %142, %144 : i64
      gpu.barrier
      %146 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %147 = llvm.getelementptr %146[%142] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %134, %147 : f32, !llvm.ptr<3>
      gpu.barrier
      %148 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %c5_i64 = arith.constant 5 : i64
      %c0_i64 = arith.constant 0 : i64
      %149 = arith.maxsi %c5_i64, %c0_i64 : i64
      %c31_i64 = arith.constant 31 : i64
      %150 = arith.minsi %149, %c31_i64 : i64
      %151 = arith.addi %145, %150 : i64
      %152 = llvm.getelementptr %148[%151] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %153 = llvm.load %152 : !llvm.ptr<3> -> f32
      %154 = llvm.getelementptr %116[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %153, %154 : f32, !llvm.ptr<1>
      %thread_id_x_50 = gpu.thread_id  x
      %155 = arith.index_cast %thread_id_x_50 : index to i64
      %c64_i64_51 = arith.constant 64 : i64
      %thread_id_y_52 = gpu.thread_id  y
      %156 = arith.index_cast %thread_id_y_52 : index to i64
      %157 = arith.muli %c64_i64_51, %156 : i64
      %158 = arith.addi %155, %157 : i64
      %thread_id_x_53 = gpu.thread_id  x
      %159 = arith.index_cast %thread_id_x_53 : index to i64
      %c32_i64_54 = arith.constant 32 : i64
      %160 = arith.remsi %159, %c32_i64_54 : i64
      %161 = arith.subi %158, %160 : i64
      gpu.barrier
      %162 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %163 = llvm.getelementptr %162[%158] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %134, %163 : f32, !llvm.ptr<3>
      gpu.barrier
      %164 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %165 = llvm.getelementptr %164[%161] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %166 = llvm.load %165 : !llvm.ptr<3> -> f32
      memref.store %166, %alloca[] : memref<f32>
      %c1_i64 = arith.constant 1 : i64
      %c32_i64_55 = arith.constant 32 : i64
      %c1_i64_56 = arith.constant 1 : i64
      scf.for %arg12 = %c1_i64 to %c32_i64_55 step %c1_i64_56  : i64 {
        %334 = memref.load %alloca[] : memref<f32>
        %335 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %336 = arith.addi %161, %arg12 : i64
        %337 = llvm.getelementptr %335[%336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %338 = llvm.load %337 : !llvm.ptr<3> -> f32
        %339 = arith.addf %334, %338 : f32
        memref.store %339, %alloca[] : memref<f32>
      }
      %167 = memref.load %alloca[] : memref<f32>
      %c128_i64_57 = arith.constant 128 : i64
      %168 = arith.addi %132, %c128_i64_57 : i64
      %169 = llvm.getelementptr %116[%168] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %167, %169 : f32, !llvm.ptr<1>
      %thread_id_x_58 = gpu.thread_id  x
      %170 = arith.index_cast %thread_id_x_58 : index to i64
      %c64_i64_59 = arith.constant 64 : i64
      %thread_id_y_60 = gpu.thread_id  y
      %171 = arith.index_cast %thread_id_y_60 : index to i64
      %172 = arith.muli %c64_i64_59, %171 : i64
      %173 = arith.addi %170, %172 : i64
      %thread_id_x_61 = gpu.thread_id  x
      %174 = arith.index_cast %thread_id_x_61 : index to i64
      %c32_i64_62 = arith.constant 32 : i64
      %175 = arith.remsi %174, %c32_i64_62 : i64
      %176 = arith.subi %173, %175 : i64
      gpu.barrier
      %177 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %178 = llvm.getelementptr %177[%173] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %134, %178 : f32, !llvm.ptr<3>
      gpu.barrier
      %179 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %180 = llvm.getelementptr %179[%176] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %181 = llvm.load %180 : !llvm.ptr<3> -> f32
      memref.store %181, %alloca_25[] : memref<f32>
      %c1_i64_63 = arith.constant 1 : i64
      %c32_i64_64 = arith.constant 32 : i64
      %c1_i64_65 = arith.constant 1 : i64
      scf.for %arg12 = %c1_i64_63 to %c32_i64_64 step %c1_i64_65  : i64 {
        %334 = memref.load %alloca_25[] : memref<f32>
        %335 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %336 = arith.addi %176, %arg12 : i64
        %337 = llvm.getelementptr %335[%336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %338 = llvm.load %337 : !llvm.ptr<3> -> f32
        %339 = arith.maxnumf %334, %338 : f32
        memref.store %339, %alloca_25[] : memref<f32>
      }
      %182 = memref.load %alloca_25[] : memref<f32>
      %c256_i64 = arith.constant 256 : i64
      %183 = arith.addi %132, %c256_i64 : i64
      %184 = llvm.getelementptr %116[%183] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %182, %184 : f32, !llvm.ptr<1>
      %thread_id_x_66 = gpu.thread_id  x
      %185 = arith.index_cast %thread_id_x_66 : index to i64
      %c64_i64_67 = arith.constant 64 : i64
      %thread_id_y_68 = gpu.thread_id  y
      %186 = arith.index_cast %thread_id_y_68 : index to i64
      %187 = arith.muli %c64_i64_67, %186 : i64
      %188 = arith.addi %185, %187 : i64
      %thread_id_x_69 = gpu.thread_id  x
      %189 = arith.index_cast %thread_id_x_69 : index to i64
      %c32_i64_70 = arith.constant 32 : i64
      %190 = arith.remsi %189, %c32_i64_70 : i64
      %191 = arith.subi %188, %190 : i64
      gpu.barrier
      %192 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %193 = llvm.getelementptr %192[%188] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %134, %193 : f32, !llvm.ptr<3>
      gpu.barrier
      %cst = arith.constant 0x7F800000 : f32
      memref.store %cst, %alloca_26[] : memref<f32>
      %c0_i64_71 = arith.constant 0 : i64
      %c1_i64_72 = arith.constant 1 : i64
      scf.for %arg12 = %c0_i64_71 to %190 step %c1_i64_72  : i64 {
        %334 = memref.load %alloca_26[] : memref<f32>
        %335 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %336 = arith.addi %191, %arg12 : i64
        %337 = llvm.getelementptr %335[%336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %338 = llvm.load %337 : !llvm.ptr<3> -> f32
        %339 = arith.minnumf %334, %338 : f32
        memref.store %339, %alloca_26[] : memref<f32>
      }
      %194 = memref.load %alloca_26[] : memref<f32>
      %c384_i64_73 = arith.constant 384 : i64
      %195 = arith.addi %132, %c384_i64_73 : i64
      %196 = llvm.getelementptr %116[%195] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %194, %196 : f32, !llvm.ptr<1>
      %thread_id_x_74 = gpu.thread_id  x
      %197 = arith.index_cast %thread_id_x_74 : index to i64
      %c64_i64_75 = arith.constant 64 : i64
      %thread_id_y_76 = gpu.thread_id  y
      %198 = arith.index_cast %thread_id_y_76 : index to i64
      %199 = arith.muli %c64_i64_75, %198 : i64
      %200 = arith.addi %197, %199 : i64
      %thread_id_x_77 = gpu.thread_id  x
      %201 = arith.index_cast %thread_id_x_77 : index to i64
      %c32_i64_78 = arith.constant 32 : i64
      %202 = arith.remsi %201, %c32_i64_78 : i64
      %203 = arith.subi %200, %202 : i64
      gpu.barrier
      %204 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %205 = llvm.getelementptr %204[%200] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %134, %205 : f32, !llvm.ptr<3>
      gpu.barrier
      %206 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %207 = llvm.getelementptr %206[%203] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %208 = llvm.load %207 : !llvm.ptr<3> -> f32
      memref.store %208, %alloca_27[] : memref<f32>
      %c1_i64_79 = arith.constant 1 : i64
      %c1_i64_80 = arith.constant 1 : i64
      %209 = arith.addi %202, %c1_i64_80 : i64
      %c1_i64_81 = arith.constant 1 : i64
      scf.for %arg12 = %c1_i64_79 to %209 step %c1_i64_81  : i64 {
        %334 = memref.load %alloca_27[] : memref<f32>
        %335 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %336 = arith.addi %203, %arg12 : i64
        %337 = llvm.getelementptr %335[%336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %338 = llvm.load %337 : !llvm.ptr<3> -> f32
        %339 = arith.maxnumf %334, %338 : f32
        memref.store %339, %alloca_27[] : memref<f32>
      }
      %210 = memref.load %alloca_27[] : memref<f32>
      %c512_i64 = arith.constant 512 : i64
      %211 = arith.addi %132, %c512_i64 : i64
      %212 = llvm.getelementptr %116[%211] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %210, %212 : f32, !llvm.ptr<1>
      %thread_id_x_82 = gpu.thread_id  x
      %213 = arith.index_cast %thread_id_x_82 : index to i64
      %c64_i64_83 = arith.constant 64 : i64
      %thread_id_y_84 = gpu.thread_id  y
      %214 = arith.index_cast %thread_id_y_84 : index to i64
      %215 = arith.muli %c64_i64_83, %214 : i64
      %216 = arith.addi %213, %215 : i64
      %thread_id_x_85 = gpu.thread_id  x
      %217 = arith.index_cast %thread_id_x_85 : index to i64
      %c32_i64_86 = arith.constant 32 : i64
      %218 = arith.remsi %217, %c32_i64_86 : i64
      %219 = arith.subi %216, %218 : i64
      gpu.barrier
      %220 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %221 = llvm.getelementptr %220[%216] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %136, %221 : i32, !llvm.ptr<3>
      gpu.barrier
      %222 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %223 = llvm.getelementptr %222[%219] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %224 = llvm.load %223 : !llvm.ptr<3> -> i32
      memref.store %224, %alloca_28[] : memref<i32>
      %c1_i64_87 = arith.constant 1 : i64
      %c32_i64_88 = arith.constant 32 : i64
      %c1_i64_89 = arith.constant 1 : i64
      scf.for %arg12 = %c1_i64_87 to %c32_i64_88 step %c1_i64_89  : i64 {
        %334 = memref.load %alloca_28[] : memref<i32>
        %335 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %336 = arith.addi %219, %arg12 : i64
        %337 = llvm.getelementptr %335[%336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %338 = llvm.load %337 : !llvm.ptr<3> -> i32
        %339 = arith.minsi %334, %338 : i32
        memref.store %339, %alloca_28[] : memref<i32>
      }
      %225 = memref.load %alloca_28[] : memref<i32>
      %226 = llvm.getelementptr %118[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %225, %226 : i32, !llvm.ptr<1>
      %thread_id_x_90 = gpu.thread_id  x
      %227 = arith.index_cast %thread_id_x_90 : index to i64
      %c64_i64_91 = arith.constant 64 : i64
      %thread_id_y_92 = gpu.thread_id  y
      %228 = arith.index_cast %thread_id_y_92 : index to i64
      %229 = arith.muli %c64_i64_91, %228 : i64
      %230 = arith.addi %227, %229 : i64
      %thread_id_x_93 = gpu.thread_id  x
      %231 = arith.index_cast %thread_id_x_93 : index to i64
      %c32_i64_94 = arith.constant 32 : i64
      %232 = arith.remsi %231, %c32_i64_94 : i64
      %233 = arith.subi %230, %232 : i64
      gpu.barrier
      %234 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %235 = llvm.getelementptr %234[%230] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %136, %235 : i32, !llvm.ptr<3>
      gpu.barrier
      %236 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %237 = llvm.getelementptr %236[%233] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %238 = llvm.load %237 : !llvm.ptr<3> -> i32
      memref.store %238, %alloca_29[] : memref<i32>
      %c1_i64_95 = arith.constant 1 : i64
      %c1_i64_96 = arith.constant 1 : i64
      %239 = arith.addi %232, %c1_i64_96 : i64
      %c1_i64_97 = arith.constant 1 : i64
      scf.for %arg12 = %c1_i64_95 to %239 step %c1_i64_97  : i64 {
        %334 = memref.load %alloca_29[] : memref<i32>
        %335 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %336 = arith.addi %233, %arg12 : i64
        %337 = llvm.getelementptr %335[%336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %338 = llvm.load %337 : !llvm.ptr<3> -> i32
        %339 = arith.addi %334, %338 : i32
        memref.store %339, %alloca_29[] : memref<i32>
      }
      %240 = memref.load %alloca_29[] : memref<i32>
      %c128_i64_98 = arith.constant 128 : i64
      %241 = arith.addi %132, %c128_i64_98 : i64
      %242 = llvm.getelementptr %118[%241] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %240, %242 : i32, !llvm.ptr<1>
      %thread_id_x_99 = gpu.thread_id  x
      %243 = arith.index_cast %thread_id_x_99 : index to i64
      %c64_i64_100 = arith.constant 64 : i64
      %thread_id_y_101 = gpu.thread_id  y
      %244 = arith.index_cast %thread_id_y_101 : index to i64
      %245 = arith.muli %c64_i64_100, %244 : i64
      %246 = arith.addi %243, %245 : i64
      %thread_id_x_102 = gpu.thread_id  x
      %247 = arith.index_cast %thread_id_x_102 : index to i64
      %c32_i64_103 = arith.constant 32 : i64
      %248 = arith.remsi %247, %c32_i64_103 : i64
      %249 = arith.subi %246, %248 : i64
      gpu.barrier
      %250 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %251 = llvm.getelementptr %250[%246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %136, %251 : i32, !llvm.ptr<3>
      gpu.barrier
      %c-2147483648_i32 = arith.constant -2147483648 : i32
      memref.store %c-2147483648_i32, %alloca_30[] : memref<i32>
      %c0_i64_104 = arith.constant 0 : i64
      %c1_i64_105 = arith.constant 1 : i64
      scf.for %arg12 = %c0_i64_104 to %248 step %c1_i64_105  : i64 {
        %334 = memref.load %alloca_30[] : memref<i32>
        %335 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %336 = arith.addi %249, %arg12 : i64
        %337 = llvm.getelementptr %335[%336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %338 = llvm.load %337 : !llvm.ptr<3> -> i32
        %339 = arith.maxsi %334, %338 : i32
        memref.store %339, %alloca_30[] : memref<i32>
      }
      %252 = memref.load %alloca_30[] : memref<i32>
      %c256_i64_106 = arith.constant 256 : i64
      %253 = arith.addi %132, %c256_i64_106 : i64
      %254 = llvm.getelementptr %118[%253] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %252, %254 : i32, !llvm.ptr<1>
      %thread_id_x_107 = gpu.thread_id  x
      %255 = arith.index_cast %thread_id_x_107 : index to i64
      %c64_i64_108 = arith.constant 64 : i64
      %thread_id_y_109 = gpu.thread_id  y
      %256 = arith.index_cast %thread_id_y_109 : index to i64
      %257 = arith.muli %c64_i64_108, %256 : i64
      %258 = arith.addi %255, %257 : i64
      %thread_id_x_110 = gpu.thread_id  x
      %259 = arith.index_cast %thread_id_x_110 : index to i64
      %c32_i64_111 = arith.constant 32 : i64
      %260 = arith.remsi %259, %c32_i64_111 : i64
      %261 = arith.subi %258, %260 : i64
      gpu.barrier
      %262 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %263 = llvm.getelementptr %262[%258] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %136, %263 : i32, !llvm.ptr<3>
      gpu.barrier
      %c0_i32 = arith.constant 0 : i32
      memref.store %c0_i32, %alloca_31[] : memref<i32>
      %c0_i64_112 = arith.constant 0 : i64
      %c1_i64_113 = arith.constant 1 : i64
      scf.for %arg12 = %c0_i64_112 to %260 step %c1_i64_113  : i64 {
        %334 = memref.load %alloca_31[] : memref<i32>
        %335 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %336 = arith.addi %261, %arg12 : i64
        %337 = llvm.getelementptr %335[%336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %338 = llvm.load %337 : !llvm.ptr<3> -> i32
        %339 = arith.addi %334, %338 : i32
        memref.store %339, %alloca_31[] : memref<i32>
      }
      %264 = memref.load %alloca_31[] : memref<i32>
      %c384_i64_114 = arith.constant 384 : i64
      %265 = arith.addi %132, %c384_i64_114 : i64
      %266 = llvm.getelementptr %118[%265] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %264, %266 : i32, !llvm.ptr<1>
      %thread_id_x_115 = gpu.thread_id  x
      %267 = arith.index_cast %thread_id_x_115 : index to i64
      %c64_i64_116 = arith.constant 64 : i64
      %thread_id_y_117 = gpu.thread_id  y
      %268 = arith.index_cast %thread_id_y_117 : index to i64
      %269 = arith.muli %c64_i64_116, %268 : i64
      %270 = arith.addi %267, %269 : i64
      %thread_id_x_118 = gpu.thread_id  x
      %271 = arith.index_cast %thread_id_x_118 : index to i64
      %c32_i64_119 = arith.constant 32 : i64
      %272 = arith.remsi %271, %c32_i64_119 : i64
      %273 = arith.subi %270, %272 : i64
      gpu.barrier
      %274 = memref.load %alloca_29[] : memref<i32>
      %275 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %276 = llvm.getelementptr %275[%270] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      llvm.store %274, %276 : i32, !llvm.ptr<3>
      gpu.barrier
      %277 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %278 = llvm.getelementptr %277[%273] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %279 = llvm.load %278 : !llvm.ptr<3> -> i32
      memref.store %279, %alloca_32[] : memref<i32>
      %c1_i64_120 = arith.constant 1 : i64
      %c1_i64_121 = arith.constant 1 : i64
      %280 = arith.addi %272, %c1_i64_121 : i64
      %c1_i64_122 = arith.constant 1 : i64
      scf.for %arg12 = %c1_i64_120 to %280 step %c1_i64_122  : i64 {
        %334 = memref.load %alloca_32[] : memref<i32>
        %335 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %336 = arith.addi %273, %arg12 : i64
        %337 = llvm.getelementptr %335[%336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %338 = llvm.load %337 : !llvm.ptr<3> -> i32
        %339 = arith.addi %334, %338 : i32
        memref.store %339, %alloca_32[] : memref<i32>
      }
      %281 = memref.load %alloca_32[] : memref<i32>
      %c512_i64_123 = arith.constant 512 : i64
      %282 = arith.addi %132, %c512_i64_123 : i64
      %283 = llvm.getelementptr %118[%282] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %281, %283 : i32, !llvm.ptr<1>
      %c2_i32 = arith.constant 2 : i32
      %284 = arith.remsi %126, %c2_i32 : i32
      %c0_i32_124 = arith.constant 0 : i32
      %285 = arith.cmpi eq, %284, %c0_i32_124 : i32
      scf.if %285 {
        %thread_id_x_154 = gpu.thread_id  x
        %334 = arith.index_cast %thread_id_x_154 : index to i64
        %c64_i64_155 = arith.constant 64 : i64
        %thread_id_y_156 = gpu.thread_id  y
        %335 = arith.index_cast %thread_id_y_156 : index to i64
        %336 = arith.muli %c64_i64_155, %335 : i64
        %337 = arith.addi %334, %336 : i64
        memref.store %337, %alloca_34[] : memref<i64>
        %thread_id_x_157 = gpu.thread_id  x
        %338 = arith.index_cast %thread_id_x_157 : index to i64
        %c32_i64_158 = arith.constant 32 : i64
        %339 = arith.remsi %338, %c32_i64_158 : i64
        %340 = memref.load %alloca_34[] : memref<i64>
        %341 = arith.subi %340, %339 : i64
        memref.store %341, %alloca_35[] : memref<i64>
      } else {
        %thread_id_x_154 = gpu.thread_id  x
        %334 = arith.index_cast %thread_id_x_154 : index to i64
        %c64_i64_155 = arith.constant 64 : i64
        %thread_id_y_156 = gpu.thread_id  y
        %335 = arith.index_cast %thread_id_y_156 : index to i64
        %336 = arith.muli %c64_i64_155, %335 : i64
        %337 = arith.addi %334, %336 : i64
        memref.store %337, %alloca_37[] : memref<i64>
        %thread_id_x_157 = gpu.thread_id  x
        %338 = arith.index_cast %thread_id_x_157 : index to i64
        %c32_i64_158 = arith.constant 32 : i64
        %339 = arith.remsi %338, %c32_i64_158 : i64
        %340 = memref.load %alloca_37[] : memref<i64>
        %341 = arith.subi %340, %339 : i64
        memref.store %341, %alloca_38[] : memref<i64>
      }
      gpu.barrier
      scf.if %285 {
        %334 = memref.load %alloca_29[] : memref<i32>
        %335 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %336 = memref.load %alloca_34[] : memref<i64>
        %337 = llvm.getelementptr %335[%336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        llvm.store %334, %337 : i32, !llvm.ptr<3>
      } else {
        %334 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %335 = memref.load %alloca_37[] : memref<i64>
        %336 = llvm.getelementptr %334[%335] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        llvm.store %136, %336 : i32, !llvm.ptr<3>
      }
      gpu.barrier
      scf.if %285 {
        %334 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %335 = memref.load %alloca_35[] : memref<i64>
        %336 = llvm.getelementptr %334[%335] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %337 = llvm.load %336 : !llvm.ptr<3> -> i32
        memref.store %337, %alloca_36[] : memref<i32>
        %c1_i64_154 = arith.constant 1 : i64
        %c32_i64_155 = arith.constant 32 : i64
        %c1_i64_156 = arith.constant 1 : i64
        scf.for %arg12 = %c1_i64_154 to %c32_i64_155 step %c1_i64_156  : i64 {
          %339 = memref.load %alloca_36[] : memref<i32>
          %340 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
          %341 = memref.load %alloca_35[] : memref<i64>
          %342 = arith.addi %341, %arg12 : i64
          %343 = llvm.getelementptr %340[%342] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
          %344 = llvm.load %343 : !llvm.ptr<3> -> i32
          %345 = arith.maxsi %339, %344 : i32
          memref.store %345, %alloca_36[] : memref<i32>
        }
        %338 = memref.load %alloca_36[] : memref<i32>
        memref.store %338, %alloca_33[] : memref<i32>
      } else {
        %334 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %335 = memref.load %alloca_38[] : memref<i64>
        %c2_i64_154 = arith.constant 2 : i64
        %c0_i64_155 = arith.constant 0 : i64
        %336 = arith.maxsi %c2_i64_154, %c0_i64_155 : i64
        %c31_i64_156 = arith.constant 31 : i64
        %337 = arith.minsi %336, %c31_i64_156 : i64
        %338 = arith.addi %335, %337 : i64
        %339 = llvm.getelementptr %334[%338] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %340 = llvm.load %339 : !llvm.ptr<3> -> i32
        memref.store %340, %alloca_33[] : memref<i32>
      }
      %286 = memref.load %alloca_33[] : memref<i32>
      %c640_i64_125 = arith.constant 640 : i64
      %287 = arith.addi %132, %c640_i64_125 : i64
      %288 = llvm.getelementptr %118[%287] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      llvm.store %286, %288 : i32, !llvm.ptr<1>
      %thread_id_x_126 = gpu.thread_id  x
      %289 = arith.index_cast %thread_id_x_126 : index to i64
      %c64_i64_127 = arith.constant 64 : i64
      %thread_id_y_128 = gpu.thread_id  y
      %290 = arith.index_cast %thread_id_y_128 : index to i64
      %291 = arith.muli %c64_i64_127, %290 : i64
      %292 = arith.addi %289, %291 : i64
      %thread_id_x_129 = gpu.thread_id  x
      %293 = arith.index_cast %thread_id_x_129 : index to i64
      %c32_i64_130 = arith.constant 32 : i64
      %294 = arith.remsi %293, %c32_i64_130 : i64
      %295 = arith.subi %292, %294 : i64
      gpu.barrier
      %296 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %297 = llvm.getelementptr %296[%292] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, vector<2xf64>
      llvm.store %138, %297 : vector<2xf64>, !llvm.ptr<3>
      gpu.barrier
      %298 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %299 = llvm.getelementptr %298[%295] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, vector<2xf64>
      %300 = llvm.load %299 : !llvm.ptr<3> -> vector<2xf64>
      memref.store %300, %alloca_39[] : memref<vector<2xf64>>
      %c1_i64_131 = arith.constant 1 : i64
      %c32_i64_132 = arith.constant 32 : i64
      %c1_i64_133 = arith.constant 1 : i64
      scf.for %arg12 = %c1_i64_131 to %c32_i64_132 step %c1_i64_133  : i64 {
        %334 = memref.load %alloca_39[] : memref<vector<2xf64>>
        %335 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %336 = arith.addi %295, %arg12 : i64
        %337 = llvm.getelementptr %335[%336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, vector<2xf64>
        %338 = llvm.load %337 : !llvm.ptr<3> -> vector<2xf64>
        %339 = arith.addf %334, %338 : vector<2xf64>
        memref.store %339, %alloca_39[] : memref<vector<2xf64>>
      }
      %301 = memref.load %alloca_39[] : memref<vector<2xf64>>
      %302 = llvm.getelementptr %120[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %301, %302 : vector<2xf64>, !llvm.ptr<1>
      %thread_id_x_134 = gpu.thread_id  x
      %303 = arith.index_cast %thread_id_x_134 : index to i64
      %c64_i64_135 = arith.constant 64 : i64
      %thread_id_y_136 = gpu.thread_id  y
      %304 = arith.index_cast %thread_id_y_136 : index to i64
      %305 = arith.muli %c64_i64_135, %304 : i64
      %306 = arith.addi %303, %305 : i64
      %thread_id_x_137 = gpu.thread_id  x
      %307 = arith.index_cast %thread_id_x_137 : index to i64
      %c32_i64_138 = arith.constant 32 : i64
      %308 = arith.remsi %307, %c32_i64_138 : i64
      %309 = arith.subi %306, %308 : i64
      gpu.barrier
      %310 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %311 = llvm.getelementptr %310[%306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, vector<2xf64>
      llvm.store %138, %311 : vector<2xf64>, !llvm.ptr<3>
      gpu.barrier
      %312 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %313 = llvm.getelementptr %312[%309] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, vector<2xf64>
      %314 = llvm.load %313 : !llvm.ptr<3> -> vector<2xf64>
      memref.store %314, %alloca_40[] : memref<vector<2xf64>>
      %c1_i64_139 = arith.constant 1 : i64
      %c1_i64_140 = arith.constant 1 : i64
      %315 = arith.addi %308, %c1_i64_140 : i64
      %c1_i64_141 = arith.constant 1 : i64
      scf.for %arg12 = %c1_i64_139 to %315 step %c1_i64_141  : i64 {
        %334 = memref.load %alloca_40[] : memref<vector<2xf64>>
        %335 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %336 = arith.addi %309, %arg12 : i64
        %337 = llvm.getelementptr %335[%336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, vector<2xf64>
        %338 = llvm.load %337 : !llvm.ptr<3> -> vector<2xf64>
        %339 = arith.addf %334, %338 : vector<2xf64>
        memref.store %339, %alloca_40[] : memref<vector<2xf64>>
      }
      %316 = memref.load %alloca_40[] : memref<vector<2xf64>>
      %c128_i64_142 = arith.constant 128 : i64
      %317 = arith.addi %132, %c128_i64_142 : i64
      %318 = llvm.getelementptr %120[%317] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %316, %318 : vector<2xf64>, !llvm.ptr<1>
      %thread_id_x_143 = gpu.thread_id  x
      %319 = arith.index_cast %thread_id_x_143 : index to i64
      %c64_i64_144 = arith.constant 64 : i64
      %thread_id_y_145 = gpu.thread_id  y
      %320 = arith.index_cast %thread_id_y_145 : index to i64
      %321 = arith.muli %c64_i64_144, %320 : i64
      %322 = arith.addi %319, %321 : i64
      %thread_id_x_146 = gpu.thread_id  x
      %323 = arith.index_cast %thread_id_x_146 : index to i64
      %c32_i64_147 = arith.constant 32 : i64
      %324 = arith.remsi %323, %c32_i64_147 : i64
      %325 = arith.subi %322, %324 : i64
      gpu.barrier
      %326 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
      %327 = llvm.getelementptr %326[%322] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, vector<2xf64>
      llvm.store %138, %327 : vector<2xf64>, !llvm.ptr<3>
      gpu.barrier
      %cst_148 = arith.constant 0.000000e+00 : f64
      %cst_149 = arith.constant 0.000000e+00 : f64
      %328 = llvm.mlir.poison : vector<2xf64>
      %c0_i32_150 = arith.constant 0 : i32
      %329 = llvm.insertelement %cst_148, %328[%c0_i32_150 : i32] : vector<2xf64>
      %c1_i32 = arith.constant 1 : i32
      %330 = llvm.insertelement %cst_149, %329[%c1_i32 : i32] : vector<2xf64>
      memref.store %330, %alloca_41[] : memref<vector<2xf64>>
      %c0_i64_151 = arith.constant 0 : i64
      %c1_i64_152 = arith.constant 1 : i64
      scf.for %arg12 = %c0_i64_151 to %324 step %c1_i64_152  : i64 {
        %334 = memref.load %alloca_41[] : memref<vector<2xf64>>
        %335 = llvm.mlir.addressof @__tinyc_stack_subgroups : !llvm.ptr<3>
        %336 = arith.addi %325, %arg12 : i64
        %337 = llvm.getelementptr %335[%336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, vector<2xf64>
        %338 = llvm.load %337 : !llvm.ptr<3> -> vector<2xf64>
        %339 = arith.addf %334, %338 : vector<2xf64>
        memref.store %339, %alloca_41[] : memref<vector<2xf64>>
      }
      %331 = memref.load %alloca_41[] : memref<vector<2xf64>>
      %c256_i64_153 = arith.constant 256 : i64
      %332 = arith.addi %132, %c256_i64_153 : i64
      %333 = llvm.getelementptr %120[%332] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
      llvm.store %331, %333 : vector<2xf64>, !llvm.ptr<1>
      gpu.return
    }
  }
}
