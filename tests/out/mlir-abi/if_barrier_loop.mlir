module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_if_barrier_loop() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<9216 x i8>
    gpu.func @if_barrier_loop(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr<1>, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: !llvm.ptr<1>, %arg19: i64, %arg20: i64, %arg21: !llvm.ptr<1>, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
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
      %33 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %34 = llvm.mlir.constant(0 : i64) : i64
      %35 = llvm.mlir.constant(1 : i64) : i64
      %36 = llvm.insertvalue %arg12, %33[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %37 = llvm.insertvalue %arg12, %36[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %38 = llvm.insertvalue %34, %37[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %39 = llvm.insertvalue %arg13, %38[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %40 = llvm.insertvalue %arg14, %39[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %41 = llvm.insertvalue %arg16, %40[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %35, %41[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %arg15, %42[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %arg17, %43[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = builtin.unrealized_conversion_cast %44 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x?xf32, strided<[1, ?, ?]>, 1>
      %46 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %47 = llvm.mlir.constant(0 : i64) : i64
      %48 = llvm.mlir.constant(2 : i64) : i64
      %49 = llvm.mlir.constant(1 : i64) : i64
      %50 = llvm.insertvalue %arg18, %46[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = llvm.insertvalue %arg18, %50[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %52 = llvm.insertvalue %47, %51[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %53 = llvm.insertvalue %arg19, %52[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.insertvalue %48, %53[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = llvm.insertvalue %49, %54[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %56 = llvm.insertvalue %arg20, %55[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %57 = builtin.unrealized_conversion_cast %56 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x2xf32, strided<[1, ?]>, 1>
      %58 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %59 = llvm.mlir.constant(0 : i64) : i64
      %60 = llvm.mlir.constant(2 : i64) : i64
      %61 = llvm.mlir.constant(1 : i64) : i64
      %62 = llvm.insertvalue %arg21, %58[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = llvm.insertvalue %arg21, %62[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %64 = llvm.insertvalue %59, %63[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %65 = llvm.insertvalue %arg22, %64[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %66 = llvm.insertvalue %60, %65[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %67 = llvm.insertvalue %arg24, %66[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %68 = llvm.insertvalue %61, %67[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %69 = llvm.insertvalue %arg23, %68[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %70 = llvm.insertvalue %arg25, %69[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %71 = builtin.unrealized_conversion_cast %70 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<?x2x?xf32, strided<[1, ?, ?]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %10 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %10 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %72 = arith.index_cast %intptr : index to i64
      %73 = llvm.inttoptr %72 : i64 to !llvm.ptr<1>
      %74 = arith.index_cast %sizes#0 : index to i64
      %75 = arith.index_cast %sizes#1 : index to i64
      %76 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %21 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %21 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %77 = arith.index_cast %intptr_4 : index to i64
      %78 = llvm.inttoptr %77 : i64 to !llvm.ptr<1>
      %79 = arith.index_cast %sizes_2#0 : index to i64
      %80 = arith.index_cast %sizes_2#1 : index to i64
      %81 = arith.index_cast %strides_3#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %32 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %32 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %82 = arith.index_cast %intptr_9 : index to i64
      %83 = llvm.inttoptr %82 : i64 to !llvm.ptr<1>
      %84 = arith.index_cast %sizes_7#0 : index to i64
      %85 = arith.index_cast %sizes_7#1 : index to i64
      %86 = arith.index_cast %strides_8#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %45 : memref<?x?x?xf32, strided<[1, ?, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %45 : memref<?x?x?xf32, strided<[1, ?, ?]>, 1> -> index
      %87 = arith.index_cast %intptr_14 : index to i64
      %88 = llvm.inttoptr %87 : i64 to !llvm.ptr<1>
      %89 = arith.index_cast %sizes_12#0 : index to i64
      %90 = arith.index_cast %sizes_12#1 : index to i64
      %91 = arith.index_cast %strides_13#1 : index to i64
      %92 = arith.index_cast %sizes_12#2 : index to i64
      %93 = arith.index_cast %strides_13#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %57 : memref<?x2xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %57 : memref<?x2xf32, strided<[1, ?]>, 1> -> index
      %94 = arith.index_cast %intptr_19 : index to i64
      %95 = llvm.inttoptr %94 : i64 to !llvm.ptr<1>
      %96 = arith.index_cast %sizes_17#0 : index to i64
      %97 = arith.index_cast %strides_18#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %71 : memref<?x2x?xf32, strided<[1, ?, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %71 : memref<?x2x?xf32, strided<[1, ?, ?]>, 1> -> index
      %98 = arith.index_cast %intptr_24 : index to i64
      %99 = llvm.inttoptr %98 : i64 to !llvm.ptr<1>
      %100 = arith.index_cast %sizes_22#0 : index to i64
      %101 = arith.index_cast %strides_23#1 : index to i64
      %102 = arith.index_cast %sizes_22#2 : index to i64
      %103 = arith.index_cast %strides_23#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %104 = arith.index_cast %block_id_x : index to i64
      %105 = arith.muli %104, %76 : i64
      %106 = llvm.getelementptr %73[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %107 = arith.muli %104, %81 : i64
      %108 = llvm.getelementptr %78[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %109 = arith.muli %104, %86 : i64
      %110 = llvm.getelementptr %83[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %111 = arith.muli %104, %93 : i64
      %112 = llvm.getelementptr %88[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3_i64 = arith.constant 3 : i64
      %113 = arith.remsi %104, %c3_i64 : i64
      %c0_i64 = arith.constant 0 : i64
      %114 = arith.cmpi eq, %113, %c0_i64 : i64
      scf.if %114 {
        %c0_i64_26 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg26 = %c0_i64_26 to %96 step %c1_i64  : i64 {
          %116 = llvm.getelementptr %95[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %117 = llvm.load %116 : !llvm.ptr<1> -> f32
          %118 = llvm.mlir.addressof @__tinyc_stack_if_barrier_loop : !llvm.ptr<3>
          gpu.barrier
          %thread_id_x_27 = gpu.thread_id  x
          %119 = arith.index_cast %thread_id_x_27 : index to i64
          %c64_i64_28 = arith.constant 64 : i64
          scf.for %arg27 = %119 to %74 step %c64_i64_28  : i64 {
            %121 = llvm.getelementptr %106[%arg27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %122 = llvm.load %121 : !llvm.ptr<1> -> f32
            %123 = arith.mulf %117, %122 : f32
            %124 = llvm.getelementptr %118[%arg27] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %123, %124 : f32, !llvm.ptr<3>
          }
          gpu.barrier
          %thread_id_x_29 = gpu.thread_id  x
          %120 = arith.index_cast %thread_id_x_29 : index to i64
          %c64_i64_30 = arith.constant 64 : i64
          scf.for %arg27 = %120 to %79 step %c64_i64_30  : i64 {
            %121 = llvm.getelementptr %108[%arg27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %122 = llvm.load %121 : !llvm.ptr<1> -> f32
            %123 = llvm.getelementptr %118[%arg27] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %124 = llvm.load %123 : !llvm.ptr<3> -> f32
            %125 = arith.addf %122, %124 : f32
            %126 = llvm.getelementptr %108[%arg27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %125, %126 : f32, !llvm.ptr<1>
          }
        }
      } else {
        %c1_i64 = arith.constant 1 : i64
        %116 = arith.cmpi eq, %113, %c1_i64 : i64
        scf.if %116 {
          %117 = arith.muli %104, %103 : i64
          %118 = llvm.getelementptr %99[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %c0_i64_26 = arith.constant 0 : i64
          %c64_i64_27 = arith.constant 64 : i64
          scf.for %arg26 = %c0_i64_26 to %100 step %c64_i64_27  : i64 {
            %thread_id_x_30 = gpu.thread_id  x
            %121 = arith.index_cast %thread_id_x_30 : index to i64
            %122 = arith.addi %arg26, %121 : i64
            %thread_id_x_31 = gpu.thread_id  x
            %123 = arith.index_cast %thread_id_x_31 : index to i64
            %cst = arith.constant 0.000000e+00 : f32
            memref.store %cst, %alloca[] : memref<f32>
            %cst_32 = arith.constant 0.000000e+00 : f32
            memref.store %cst_32, %alloca_25[] : memref<f32>
            %c0_i64_33 = arith.constant 0 : i64
            %c32_i64 = arith.constant 32 : i64
            scf.for %arg27 = %c0_i64_33 to %89 step %c32_i64  : i64 {
              gpu.barrier
              %c0_i64_34 = arith.constant 0 : i64
              %c32_i64_35 = arith.constant 32 : i64
              %c1_i64_36 = arith.constant 1 : i64
              scf.for %arg28 = %c0_i64_34 to %c32_i64_35 step %c1_i64_36  : i64 {
                %thread_id_x_40 = gpu.thread_id  x
                %127 = arith.index_cast %thread_id_x_40 : index to i64
                %c64_i64_41 = arith.constant 64 : i64
                %128 = arith.muli %arg28, %c64_i64_41 : i64
                %129 = arith.addi %127, %128 : i64
                %c32_i64_42 = arith.constant 32 : i64
                %130 = arith.remsi %129, %c32_i64_42 : i64
                %c32_i64_43 = arith.constant 32 : i64
                %131 = arith.divsi %129, %c32_i64_43 : i64
                %132 = arith.addi %arg27, %130 : i64
                %c1_i64_44 = arith.constant 1 : i64
                %133 = arith.subi %89, %c1_i64_44 : i64
                %134 = arith.minsi %132, %133 : i64
                %135 = arith.addi %arg26, %131 : i64
                %c1_i64_45 = arith.constant 1 : i64
                %136 = arith.subi %100, %c1_i64_45 : i64
                %137 = arith.minsi %135, %136 : i64
                %138 = arith.muli %137, %91 : i64
                %139 = arith.addi %134, %138 : i64
                %140 = llvm.getelementptr %112[%139] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %141 = llvm.load %140 : !llvm.ptr<1> -> f32
                %142 = llvm.mlir.addressof @__tinyc_stack_if_barrier_loop : !llvm.ptr<3>
                %c1024_i64 = arith.constant 1024 : i64
                %143 = llvm.getelementptr %142[%c1024_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
                %c64_i64_46 = arith.constant 64 : i64
                %144 = arith.muli %130, %c64_i64_46 : i64
                %145 = arith.addi %131, %144 : i64
                %146 = llvm.getelementptr %143[%145] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
                llvm.store %141, %146 : f32, !llvm.ptr<3>
              }
              gpu.barrier
              %c32_i64_37 = arith.constant 32 : i64
              %125 = arith.subi %89, %arg27 : i64
              %126 = arith.minsi %c32_i64_37, %125 : i64
              %c0_i64_38 = arith.constant 0 : i64
              %c1_i64_39 = arith.constant 1 : i64
              scf.for %arg28 = %c0_i64_38 to %126 step %c1_i64_39  : i64 {
                %127 = arith.addi %arg27, %arg28 : i64
                %128 = llvm.mlir.addressof @__tinyc_stack_if_barrier_loop : !llvm.ptr<3>
                %c1024_i64 = arith.constant 1024 : i64
                %129 = llvm.getelementptr %128[%c1024_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
                %c64_i64_40 = arith.constant 64 : i64
                %130 = arith.muli %arg28, %c64_i64_40 : i64
                %131 = arith.addi %123, %130 : i64
                %132 = llvm.getelementptr %129[%131] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
                %133 = llvm.load %132 : !llvm.ptr<3> -> f32
                %134 = llvm.getelementptr %95[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %135 = llvm.load %134 : !llvm.ptr<1> -> f32
                %136 = arith.addi %127, %97 : i64
                %137 = llvm.getelementptr %95[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %138 = llvm.load %137 : !llvm.ptr<1> -> f32
                %139 = memref.load %alloca[] : memref<f32>
                %140 = llvm.intr.fma(%133, %135, %139) : (f32, f32, f32) -> f32
                memref.store %140, %alloca[] : memref<f32>
                %141 = memref.load %alloca_25[] : memref<f32>
                %142 = llvm.intr.fma(%133, %138, %141) : (f32, f32, f32) -> f32
                memref.store %142, %alloca_25[] : memref<f32>
              }
            }
            %124 = arith.cmpi slt, %122, %100 : i64
            scf.if %124 {
              %125 = memref.load %alloca[] : memref<f32>
              %126 = llvm.getelementptr %118[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %125, %126 : f32, !llvm.ptr<1>
              %127 = memref.load %alloca_25[] : memref<f32>
              %128 = arith.addi %122, %101 : i64
              %129 = llvm.getelementptr %118[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %127, %129 : f32, !llvm.ptr<1>
            }
          }
          %119 = llvm.getelementptr %118[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          gpu.barrier
          %thread_id_x_28 = gpu.thread_id  x
          %120 = arith.index_cast %thread_id_x_28 : index to i64
          %c64_i64_29 = arith.constant 64 : i64
          scf.for %arg26 = %120 to %79 step %c64_i64_29  : i64 {
            %121 = llvm.getelementptr %108[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %122 = llvm.load %121 : !llvm.ptr<1> -> f32
            %123 = llvm.getelementptr %119[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %124 = llvm.load %123 : !llvm.ptr<1> -> f32
            %125 = arith.addf %122, %124 : f32
            %126 = llvm.getelementptr %108[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %125, %126 : f32, !llvm.ptr<1>
          }
        } else {
          %117 = llvm.mlir.addressof @__tinyc_stack_if_barrier_loop : !llvm.ptr<3>
          %thread_id_x_26 = gpu.thread_id  x
          %118 = arith.index_cast %thread_id_x_26 : index to i64
          %c64_i64_27 = arith.constant 64 : i64
          scf.for %arg26 = %118 to %74 step %c64_i64_27  : i64 {
            %cst = arith.constant 2.000000e+00 : f32
            %120 = llvm.getelementptr %106[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %121 = llvm.load %120 : !llvm.ptr<1> -> f32
            %122 = arith.mulf %cst, %121 : f32
            %123 = llvm.getelementptr %117[%arg26] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %122, %123 : f32, !llvm.ptr<3>
          }
          gpu.barrier
          %thread_id_x_28 = gpu.thread_id  x
          %119 = arith.index_cast %thread_id_x_28 : index to i64
          %c64_i64_29 = arith.constant 64 : i64
          scf.for %arg26 = %119 to %79 step %c64_i64_29  : i64 {
            %120 = llvm.getelementptr %117[%arg26] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %121 = llvm.load %120 : !llvm.ptr<3> -> f32
            %122 = llvm.getelementptr %108[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %121, %122 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %115 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg26 = %115 to %84 step %c64_i64  : i64 {
        %116 = llvm.getelementptr %108[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %117 = llvm.load %116 : !llvm.ptr<1> -> f32
        %118 = llvm.getelementptr %110[%arg26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %117, %118 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
