module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_gemm_dynamic() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<16384 x i8>
    gpu.func @gemm_dynamic(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: !llvm.ptr<1>, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: !llvm.ptr<1>, %arg18: i64, %arg19: i64, %arg20: i64, %arg21: !llvm.ptr<1>, %arg22: i64, %arg23: i64, %arg24: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
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
      %10 = builtin.unrealized_conversion_cast %9 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %11 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %12 = llvm.mlir.constant(0 : i64) : i64
      %13 = llvm.insertvalue %arg4, %11[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %14 = llvm.insertvalue %arg4, %13[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %15 = llvm.insertvalue %12, %14[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %16 = llvm.insertvalue %arg5, %15[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %17 = llvm.insertvalue %arg7, %16[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %18 = llvm.insertvalue %arg6, %17[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg8, %18[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[?, ?]>, 1>
      %21 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %22 = llvm.mlir.constant(0 : i64) : i64
      %23 = llvm.mlir.constant(1 : i64) : i64
      %24 = llvm.insertvalue %arg9, %21[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %arg9, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %22, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %arg10, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %arg11, %27[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %23, %28[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = llvm.insertvalue %arg12, %29[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %31 = builtin.unrealized_conversion_cast %30 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %32 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %33 = llvm.mlir.constant(0 : i64) : i64
      %34 = llvm.mlir.constant(1 : i64) : i64
      %35 = llvm.insertvalue %arg13, %32[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %arg13, %35[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %33, %36[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %arg14, %37[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %arg15, %38[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %34, %39[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %arg16, %40[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = builtin.unrealized_conversion_cast %41 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %43 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %44 = llvm.mlir.constant(0 : i64) : i64
      %45 = llvm.mlir.constant(1 : i64) : i64
      %46 = llvm.insertvalue %arg17, %43[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %47 = llvm.insertvalue %arg17, %46[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %48 = llvm.insertvalue %44, %47[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %arg18, %48[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %arg19, %49[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = llvm.insertvalue %45, %50[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %52 = llvm.insertvalue %arg20, %51[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %53 = builtin.unrealized_conversion_cast %52 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %54 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %55 = llvm.mlir.constant(0 : i64) : i64
      %56 = llvm.mlir.constant(1 : i64) : i64
      %57 = llvm.insertvalue %arg21, %54[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %58 = llvm.insertvalue %arg21, %57[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = llvm.insertvalue %55, %58[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %60 = llvm.insertvalue %arg22, %59[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %61 = llvm.insertvalue %arg23, %60[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %62 = llvm.insertvalue %56, %61[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %arg24, %62[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = builtin.unrealized_conversion_cast %63 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf64, strided<[1, ?]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %10 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %10 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %65 = arith.index_cast %intptr : index to i64
      %66 = llvm.inttoptr %65 : i64 to !llvm.ptr<1>
      %67 = arith.index_cast %sizes#0 : index to i64
      %68 = arith.index_cast %sizes#1 : index to i64
      %69 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %20 : memref<?x?xf64, strided<[?, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %20 : memref<?x?xf64, strided<[?, ?]>, 1> -> index
      %70 = arith.index_cast %intptr_4 : index to i64
      %71 = llvm.inttoptr %70 : i64 to !llvm.ptr<1>
      %72 = arith.index_cast %sizes_2#0 : index to i64
      %73 = arith.index_cast %strides_3#0 : index to i64
      %74 = arith.index_cast %sizes_2#1 : index to i64
      %75 = arith.index_cast %strides_3#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %31 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %31 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %76 = arith.index_cast %intptr_9 : index to i64
      %77 = llvm.inttoptr %76 : i64 to !llvm.ptr<1>
      %78 = arith.index_cast %sizes_7#0 : index to i64
      %79 = arith.index_cast %sizes_7#1 : index to i64
      %80 = arith.index_cast %strides_8#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %42 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %42 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %81 = arith.index_cast %intptr_14 : index to i64
      %82 = llvm.inttoptr %81 : i64 to !llvm.ptr<1>
      %83 = arith.index_cast %sizes_12#0 : index to i64
      %84 = arith.index_cast %sizes_12#1 : index to i64
      %85 = arith.index_cast %strides_13#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %53 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %53 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %86 = arith.index_cast %intptr_19 : index to i64
      %87 = llvm.inttoptr %86 : i64 to !llvm.ptr<1>
      %88 = arith.index_cast %sizes_17#0 : index to i64
      %89 = arith.index_cast %sizes_17#1 : index to i64
      %90 = arith.index_cast %strides_18#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %64 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %64 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %91 = arith.index_cast %intptr_24 : index to i64
      %92 = llvm.inttoptr %91 : i64 to !llvm.ptr<1>
      %93 = arith.index_cast %sizes_22#0 : index to i64
      %94 = arith.index_cast %sizes_22#1 : index to i64
      %95 = arith.index_cast %strides_23#1 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_25 = memref.alloca() : memref<f64>
      %alloca_26 = memref.alloca() : memref<f64>
      %alloca_27 = memref.alloca() : memref<f64>
      %alloca_28 = memref.alloca() : memref<f64>
      %alloca_29 = memref.alloca() : memref<f64>
      %alloca_30 = memref.alloca() : memref<f64>
      %alloca_31 = memref.alloca() : memref<f64>
      %c0_i64 = arith.constant 0 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg25 = %c0_i64 to %78 step %c64_i64  : i64 {
        %c0_i64_34 = arith.constant 0 : i64
        %c32_i64 = arith.constant 32 : i64
        scf.for %arg26 = %c0_i64_34 to %79 step %c32_i64  : i64 {
          %thread_id_x = gpu.thread_id  x
          %96 = arith.index_cast %thread_id_x : index to i64
          %97 = arith.addi %arg25, %96 : i64
          %c1_i64 = arith.constant 1 : i64
          %98 = arith.subi %78, %c1_i64 : i64
          %99 = arith.minsi %97, %98 : i64
          %thread_id_y = gpu.thread_id  y
          %100 = arith.index_cast %thread_id_y : index to i64
          %101 = arith.addi %arg26, %100 : i64
          %c1_i64_35 = arith.constant 1 : i64
          %102 = arith.subi %79, %c1_i64_35 : i64
          %103 = arith.minsi %101, %102 : i64
          %thread_id_y_36 = gpu.thread_id  y
          %104 = arith.index_cast %thread_id_y_36 : index to i64
          %105 = arith.addi %arg26, %104 : i64
          %c8_i64 = arith.constant 8 : i64
          %106 = arith.addi %105, %c8_i64 : i64
          %c1_i64_37 = arith.constant 1 : i64
          %107 = arith.subi %79, %c1_i64_37 : i64
          %108 = arith.minsi %106, %107 : i64
          %thread_id_y_38 = gpu.thread_id  y
          %109 = arith.index_cast %thread_id_y_38 : index to i64
          %110 = arith.addi %arg26, %109 : i64
          %c16_i64 = arith.constant 16 : i64
          %111 = arith.addi %110, %c16_i64 : i64
          %c1_i64_39 = arith.constant 1 : i64
          %112 = arith.subi %79, %c1_i64_39 : i64
          %113 = arith.minsi %111, %112 : i64
          %thread_id_y_40 = gpu.thread_id  y
          %114 = arith.index_cast %thread_id_y_40 : index to i64
          %115 = arith.addi %arg26, %114 : i64
          %c24_i64 = arith.constant 24 : i64
          %116 = arith.addi %115, %c24_i64 : i64
          %c1_i64_41 = arith.constant 1 : i64
          %117 = arith.subi %79, %c1_i64_41 : i64
          %118 = arith.minsi %116, %117 : i64
          %cst = arith.constant 0.000000e+00 : f64
          memref.store %cst, %alloca[] : memref<f64>
          %cst_42 = arith.constant 0.000000e+00 : f64
          memref.store %cst_42, %alloca_25[] : memref<f64>
          %cst_43 = arith.constant 0.000000e+00 : f64
          memref.store %cst_43, %alloca_26[] : memref<f64>
          %cst_44 = arith.constant 0.000000e+00 : f64
          memref.store %cst_44, %alloca_27[] : memref<f64>
          %c0_i64_45 = arith.constant 0 : i64
          %c1_i64_46 = arith.constant 1 : i64
          scf.for %arg27 = %c0_i64_45 to %68 step %c1_i64_46  : i64 {
            %120 = arith.muli %arg27, %69 : i64
            %121 = arith.addi %99, %120 : i64
            %122 = llvm.getelementptr %66[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %123 = llvm.load %122 : !llvm.ptr<1> -> f64
            %124 = arith.muli %arg27, %73 : i64
            %125 = arith.muli %103, %75 : i64
            %126 = arith.addi %124, %125 : i64
            %127 = llvm.getelementptr %71[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %128 = llvm.load %127 : !llvm.ptr<1> -> f64
            %129 = arith.muli %arg27, %73 : i64
            %130 = arith.muli %108, %75 : i64
            %131 = arith.addi %129, %130 : i64
            %132 = llvm.getelementptr %71[%131] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %133 = llvm.load %132 : !llvm.ptr<1> -> f64
            %134 = arith.muli %arg27, %73 : i64
            %135 = arith.muli %113, %75 : i64
            %136 = arith.addi %134, %135 : i64
            %137 = llvm.getelementptr %71[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %138 = llvm.load %137 : !llvm.ptr<1> -> f64
            %139 = arith.muli %arg27, %73 : i64
            %140 = arith.muli %118, %75 : i64
            %141 = arith.addi %139, %140 : i64
            %142 = llvm.getelementptr %71[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %143 = llvm.load %142 : !llvm.ptr<1> -> f64
            %144 = memref.load %alloca[] : memref<f64>
            %145 = arith.mulf %123, %128 : f64
            %146 = arith.addf %144, %145 : f64
            memref.store %146, %alloca[] : memref<f64>
            %147 = memref.load %alloca_25[] : memref<f64>
            %148 = arith.mulf %123, %133 : f64
            %149 = arith.addf %147, %148 : f64
            memref.store %149, %alloca_25[] : memref<f64>
            %150 = memref.load %alloca_26[] : memref<f64>
            %151 = arith.mulf %123, %138 : f64
            %152 = arith.addf %150, %151 : f64
            memref.store %152, %alloca_26[] : memref<f64>
            %153 = memref.load %alloca_27[] : memref<f64>
            %154 = arith.mulf %123, %143 : f64
            %155 = arith.addf %153, %154 : f64
            memref.store %155, %alloca_27[] : memref<f64>
          }
          %119 = arith.cmpi slt, %97, %78 : i64
          scf.if %119 {
            %120 = arith.cmpi slt, %101, %79 : i64
            scf.if %120 {
              %124 = memref.load %alloca[] : memref<f64>
              %cst_47 = arith.constant 5.000000e-01 : f64
              %125 = arith.muli %101, %80 : i64
              %126 = arith.addi %97, %125 : i64
              %127 = llvm.getelementptr %77[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %128 = llvm.load %127 : !llvm.ptr<1> -> f64
              %129 = arith.mulf %cst_47, %128 : f64
              %130 = arith.addf %124, %129 : f64
              %131 = arith.muli %101, %80 : i64
              %132 = arith.addi %97, %131 : i64
              %133 = llvm.getelementptr %77[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %130, %133 : f64, !llvm.ptr<1>
            }
            %121 = arith.cmpi slt, %106, %79 : i64
            scf.if %121 {
              %124 = memref.load %alloca_25[] : memref<f64>
              %cst_47 = arith.constant 5.000000e-01 : f64
              %125 = arith.muli %106, %80 : i64
              %126 = arith.addi %97, %125 : i64
              %127 = llvm.getelementptr %77[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %128 = llvm.load %127 : !llvm.ptr<1> -> f64
              %129 = arith.mulf %cst_47, %128 : f64
              %130 = arith.addf %124, %129 : f64
              %131 = arith.muli %106, %80 : i64
              %132 = arith.addi %97, %131 : i64
              %133 = llvm.getelementptr %77[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %130, %133 : f64, !llvm.ptr<1>
            }
            %122 = arith.cmpi slt, %111, %79 : i64
            scf.if %122 {
              %124 = memref.load %alloca_26[] : memref<f64>
              %cst_47 = arith.constant 5.000000e-01 : f64
              %125 = arith.muli %111, %80 : i64
              %126 = arith.addi %97, %125 : i64
              %127 = llvm.getelementptr %77[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %128 = llvm.load %127 : !llvm.ptr<1> -> f64
              %129 = arith.mulf %cst_47, %128 : f64
              %130 = arith.addf %124, %129 : f64
              %131 = arith.muli %111, %80 : i64
              %132 = arith.addi %97, %131 : i64
              %133 = llvm.getelementptr %77[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %130, %133 : f64, !llvm.ptr<1>
            }
            %123 = arith.cmpi slt, %116, %79 : i64
            scf.if %123 {
              %124 = memref.load %alloca_27[] : memref<f64>
              %cst_47 = arith.constant 5.000000e-01 : f64
              %125 = arith.muli %116, %80 : i64
              %126 = arith.addi %97, %125 : i64
              %127 = llvm.getelementptr %77[%126] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %128 = llvm.load %127 : !llvm.ptr<1> -> f64
              %129 = arith.mulf %cst_47, %128 : f64
              %130 = arith.addf %124, %129 : f64
              %131 = arith.muli %116, %80 : i64
              %132 = arith.addi %97, %131 : i64
              %133 = llvm.getelementptr %77[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %130, %133 : f64, !llvm.ptr<1>
            }
          }
        }
      }
      %c0_i64_32 = arith.constant 0 : i64
      %c64_i64_33 = arith.constant 64 : i64
      scf.for %arg25 = %c0_i64_32 to %93 step %c64_i64_33  : i64 {
        %c0_i64_34 = arith.constant 0 : i64
        %c32_i64 = arith.constant 32 : i64
        scf.for %arg26 = %c0_i64_34 to %94 step %c32_i64  : i64 {
          %thread_id_x = gpu.thread_id  x
          %96 = arith.index_cast %thread_id_x : index to i64
          %97 = arith.addi %arg25, %96 : i64
          %thread_id_x_35 = gpu.thread_id  x
          %98 = arith.index_cast %thread_id_x_35 : index to i64
          %thread_id_y = gpu.thread_id  y
          %99 = arith.index_cast %thread_id_y : index to i64
          %100 = arith.addi %arg26, %99 : i64
          %c1_i64 = arith.constant 1 : i64
          %101 = arith.subi %94, %c1_i64 : i64
          %102 = arith.minsi %100, %101 : i64
          %thread_id_y_36 = gpu.thread_id  y
          %103 = arith.index_cast %thread_id_y_36 : index to i64
          %104 = arith.addi %arg26, %103 : i64
          %c8_i64 = arith.constant 8 : i64
          %105 = arith.addi %104, %c8_i64 : i64
          %c1_i64_37 = arith.constant 1 : i64
          %106 = arith.subi %94, %c1_i64_37 : i64
          %107 = arith.minsi %105, %106 : i64
          %thread_id_y_38 = gpu.thread_id  y
          %108 = arith.index_cast %thread_id_y_38 : index to i64
          %109 = arith.addi %arg26, %108 : i64
          %c16_i64 = arith.constant 16 : i64
          %110 = arith.addi %109, %c16_i64 : i64
          %c1_i64_39 = arith.constant 1 : i64
          %111 = arith.subi %94, %c1_i64_39 : i64
          %112 = arith.minsi %110, %111 : i64
          %thread_id_y_40 = gpu.thread_id  y
          %113 = arith.index_cast %thread_id_y_40 : index to i64
          %114 = arith.addi %arg26, %113 : i64
          %c24_i64 = arith.constant 24 : i64
          %115 = arith.addi %114, %c24_i64 : i64
          %c1_i64_41 = arith.constant 1 : i64
          %116 = arith.subi %94, %c1_i64_41 : i64
          %117 = arith.minsi %115, %116 : i64
          %cst = arith.constant 0.000000e+00 : f64
          memref.store %cst, %alloca_28[] : memref<f64>
          %cst_42 = arith.constant 0.000000e+00 : f64
          memref.store %cst_42, %alloca_29[] : memref<f64>
          %cst_43 = arith.constant 0.000000e+00 : f64
          memref.store %cst_43, %alloca_30[] : memref<f64>
          %cst_44 = arith.constant 0.000000e+00 : f64
          memref.store %cst_44, %alloca_31[] : memref<f64>
          %c0_i64_45 = arith.constant 0 : i64
          %c32_i64_46 = arith.constant 32 : i64
          scf.for %arg27 = %c0_i64_45 to %83 step %c32_i64_46  : i64 {
            gpu.barrier
            %c0_i64_47 = arith.constant 0 : i64
            %c4_i64 = arith.constant 4 : i64
            %c1_i64_48 = arith.constant 1 : i64
            scf.for %arg28 = %c0_i64_47 to %c4_i64 step %c1_i64_48  : i64 {
              %thread_id_x_52 = gpu.thread_id  x
              %121 = arith.index_cast %thread_id_x_52 : index to i64
              %c64_i64_53 = arith.constant 64 : i64
              %thread_id_y_54 = gpu.thread_id  y
              %122 = arith.index_cast %thread_id_y_54 : index to i64
              %123 = arith.muli %c64_i64_53, %122 : i64
              %124 = arith.addi %121, %123 : i64
              %c512_i64 = arith.constant 512 : i64
              %125 = arith.muli %arg28, %c512_i64 : i64
              %126 = arith.addi %124, %125 : i64
              %c32_i64_55 = arith.constant 32 : i64
              %127 = arith.remsi %126, %c32_i64_55 : i64
              %c32_i64_56 = arith.constant 32 : i64
              %128 = arith.divsi %126, %c32_i64_56 : i64
              %129 = arith.addi %arg27, %127 : i64
              %c1_i64_57 = arith.constant 1 : i64
              %130 = arith.subi %83, %c1_i64_57 : i64
              %131 = arith.minsi %129, %130 : i64
              %132 = arith.addi %arg25, %128 : i64
              %c1_i64_58 = arith.constant 1 : i64
              %133 = arith.subi %93, %c1_i64_58 : i64
              %134 = arith.minsi %132, %133 : i64
              %135 = arith.muli %134, %85 : i64
              %136 = arith.addi %131, %135 : i64
              %137 = llvm.getelementptr %82[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %138 = llvm.load %137 : !llvm.ptr<1> -> f64
              %139 = llvm.mlir.addressof @__tinyc_stack_gemm_dynamic : !llvm.ptr<3>
              %c64_i64_59 = arith.constant 64 : i64
              %140 = arith.muli %127, %c64_i64_59 : i64
              %141 = arith.addi %128, %140 : i64
              %142 = llvm.getelementptr %139[%141] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
              llvm.store %138, %142 : f64, !llvm.ptr<3>
            }
            gpu.barrier
            %c32_i64_49 = arith.constant 32 : i64
            %119 = arith.subi %83, %arg27 : i64
            %120 = arith.minsi %c32_i64_49, %119 : i64
            %c0_i64_50 = arith.constant 0 : i64
            %c1_i64_51 = arith.constant 1 : i64
            scf.for %arg28 = %c0_i64_50 to %120 step %c1_i64_51  : i64 {
              %121 = arith.addi %arg27, %arg28 : i64
              %122 = llvm.mlir.addressof @__tinyc_stack_gemm_dynamic : !llvm.ptr<3>
              %c64_i64_52 = arith.constant 64 : i64
              %123 = arith.muli %arg28, %c64_i64_52 : i64
              %124 = arith.addi %98, %123 : i64
              %125 = llvm.getelementptr %122[%124] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
              %126 = llvm.load %125 : !llvm.ptr<3> -> f64
              %127 = arith.muli %102, %90 : i64
              %128 = arith.addi %121, %127 : i64
              %129 = llvm.getelementptr %87[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %130 = llvm.load %129 : !llvm.ptr<1> -> f64
              %131 = arith.muli %107, %90 : i64
              %132 = arith.addi %121, %131 : i64
              %133 = llvm.getelementptr %87[%132] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %134 = llvm.load %133 : !llvm.ptr<1> -> f64
              %135 = arith.muli %112, %90 : i64
              %136 = arith.addi %121, %135 : i64
              %137 = llvm.getelementptr %87[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %138 = llvm.load %137 : !llvm.ptr<1> -> f64
              %139 = arith.muli %117, %90 : i64
              %140 = arith.addi %121, %139 : i64
              %141 = llvm.getelementptr %87[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %142 = llvm.load %141 : !llvm.ptr<1> -> f64
              %143 = memref.load %alloca_28[] : memref<f64>
              %144 = arith.mulf %126, %130 : f64
              %145 = arith.addf %143, %144 : f64
              memref.store %145, %alloca_28[] : memref<f64>
              %146 = memref.load %alloca_29[] : memref<f64>
              %147 = arith.mulf %126, %134 : f64
              %148 = arith.addf %146, %147 : f64
              memref.store %148, %alloca_29[] : memref<f64>
              %149 = memref.load %alloca_30[] : memref<f64>
              %150 = arith.mulf %126, %138 : f64
              %151 = arith.addf %149, %150 : f64
              memref.store %151, %alloca_30[] : memref<f64>
              %152 = memref.load %alloca_31[] : memref<f64>
              %153 = arith.mulf %126, %142 : f64
              %154 = arith.addf %152, %153 : f64
              memref.store %154, %alloca_31[] : memref<f64>
            }
          }
          %118 = arith.cmpi slt, %97, %93 : i64
          scf.if %118 {
            %119 = arith.cmpi slt, %100, %94 : i64
            scf.if %119 {
              %123 = memref.load %alloca_28[] : memref<f64>
              %124 = arith.muli %100, %95 : i64
              %125 = arith.addi %97, %124 : i64
              %126 = llvm.getelementptr %92[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %123, %126 : f64, !llvm.ptr<1>
            }
            %120 = arith.cmpi slt, %105, %94 : i64
            scf.if %120 {
              %123 = memref.load %alloca_29[] : memref<f64>
              %124 = arith.muli %105, %95 : i64
              %125 = arith.addi %97, %124 : i64
              %126 = llvm.getelementptr %92[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %123, %126 : f64, !llvm.ptr<1>
            }
            %121 = arith.cmpi slt, %110, %94 : i64
            scf.if %121 {
              %123 = memref.load %alloca_30[] : memref<f64>
              %124 = arith.muli %110, %95 : i64
              %125 = arith.addi %97, %124 : i64
              %126 = llvm.getelementptr %92[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %123, %126 : f64, !llvm.ptr<1>
            }
            %122 = arith.cmpi slt, %115, %94 : i64
            scf.if %122 {
              %123 = memref.load %alloca_31[] : memref<f64>
              %124 = arith.muli %115, %95 : i64
              %125 = arith.addi %97, %124 : i64
              %126 = llvm.getelementptr %92[%125] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %123, %126 : f64, !llvm.ptr<1>
            }
          }
        }
      }
      gpu.return
    }
  }
}
