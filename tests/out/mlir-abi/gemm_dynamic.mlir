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
      %96 = llvm.mlir.constant(1 : i64) : i64
      %97 = llvm.alloca %96 x f64 : (i64) -> !llvm.ptr
      %98 = llvm.alloca %96 x f64 : (i64) -> !llvm.ptr
      %99 = llvm.alloca %96 x f64 : (i64) -> !llvm.ptr
      %100 = llvm.alloca %96 x f64 : (i64) -> !llvm.ptr
      %101 = llvm.alloca %96 x f64 : (i64) -> !llvm.ptr
      %102 = llvm.alloca %96 x f64 : (i64) -> !llvm.ptr
      %103 = llvm.alloca %96 x f64 : (i64) -> !llvm.ptr
      %104 = llvm.alloca %96 x f64 : (i64) -> !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg25 = %c0_i64 to %78 step %c64_i64  : i64 {
        %c0_i64_27 = arith.constant 0 : i64
        %c32_i64 = arith.constant 32 : i64
        scf.for %arg26 = %c0_i64_27 to %79 step %c32_i64  : i64 {
          %thread_id_x = gpu.thread_id  x
          %105 = arith.index_cast %thread_id_x : index to i64
          %106 = arith.addi %arg25, %105 : i64
          %c1_i64 = arith.constant 1 : i64
          %107 = arith.subi %78, %c1_i64 : i64
          %108 = arith.minsi %106, %107 : i64
          %thread_id_y = gpu.thread_id  y
          %109 = arith.index_cast %thread_id_y : index to i64
          %110 = arith.addi %arg26, %109 : i64
          %c1_i64_28 = arith.constant 1 : i64
          %111 = arith.subi %79, %c1_i64_28 : i64
          %112 = arith.minsi %110, %111 : i64
          %thread_id_y_29 = gpu.thread_id  y
          %113 = arith.index_cast %thread_id_y_29 : index to i64
          %114 = arith.addi %arg26, %113 : i64
          %c8_i64 = arith.constant 8 : i64
          %115 = arith.addi %114, %c8_i64 : i64
          %c1_i64_30 = arith.constant 1 : i64
          %116 = arith.subi %79, %c1_i64_30 : i64
          %117 = arith.minsi %115, %116 : i64
          %thread_id_y_31 = gpu.thread_id  y
          %118 = arith.index_cast %thread_id_y_31 : index to i64
          %119 = arith.addi %arg26, %118 : i64
          %c16_i64 = arith.constant 16 : i64
          %120 = arith.addi %119, %c16_i64 : i64
          %c1_i64_32 = arith.constant 1 : i64
          %121 = arith.subi %79, %c1_i64_32 : i64
          %122 = arith.minsi %120, %121 : i64
          %thread_id_y_33 = gpu.thread_id  y
          %123 = arith.index_cast %thread_id_y_33 : index to i64
          %124 = arith.addi %arg26, %123 : i64
          %c24_i64 = arith.constant 24 : i64
          %125 = arith.addi %124, %c24_i64 : i64
          %c1_i64_34 = arith.constant 1 : i64
          %126 = arith.subi %79, %c1_i64_34 : i64
          %127 = arith.minsi %125, %126 : i64
          %cst = arith.constant 0.000000e+00 : f64
          llvm.store %cst, %97 : f64, !llvm.ptr
          %cst_35 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_35, %98 : f64, !llvm.ptr
          %cst_36 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_36, %99 : f64, !llvm.ptr
          %cst_37 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_37, %100 : f64, !llvm.ptr
          %c0_i64_38 = arith.constant 0 : i64
          %c1_i64_39 = arith.constant 1 : i64
          scf.for %arg27 = %c0_i64_38 to %68 step %c1_i64_39  : i64 {
            %129 = arith.muli %arg27, %69 : i64
            %130 = arith.addi %108, %129 : i64
            %131 = llvm.getelementptr %66[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %132 = llvm.load %131 : !llvm.ptr<1> -> f64
            %133 = arith.muli %arg27, %73 : i64
            %134 = arith.muli %112, %75 : i64
            %135 = arith.addi %133, %134 : i64
            %136 = llvm.getelementptr %71[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %137 = llvm.load %136 : !llvm.ptr<1> -> f64
            %138 = arith.muli %arg27, %73 : i64
            %139 = arith.muli %117, %75 : i64
            %140 = arith.addi %138, %139 : i64
            %141 = llvm.getelementptr %71[%140] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %142 = llvm.load %141 : !llvm.ptr<1> -> f64
            %143 = arith.muli %arg27, %73 : i64
            %144 = arith.muli %122, %75 : i64
            %145 = arith.addi %143, %144 : i64
            %146 = llvm.getelementptr %71[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %147 = llvm.load %146 : !llvm.ptr<1> -> f64
            %148 = arith.muli %arg27, %73 : i64
            %149 = arith.muli %127, %75 : i64
            %150 = arith.addi %148, %149 : i64
            %151 = llvm.getelementptr %71[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %152 = llvm.load %151 : !llvm.ptr<1> -> f64
            %153 = llvm.load %97 : !llvm.ptr -> f64
            %154 = arith.mulf %132, %137 : f64
            %155 = arith.addf %153, %154 : f64
            llvm.store %155, %97 : f64, !llvm.ptr
            %156 = llvm.load %98 : !llvm.ptr -> f64
            %157 = arith.mulf %132, %142 : f64
            %158 = arith.addf %156, %157 : f64
            llvm.store %158, %98 : f64, !llvm.ptr
            %159 = llvm.load %99 : !llvm.ptr -> f64
            %160 = arith.mulf %132, %147 : f64
            %161 = arith.addf %159, %160 : f64
            llvm.store %161, %99 : f64, !llvm.ptr
            %162 = llvm.load %100 : !llvm.ptr -> f64
            %163 = arith.mulf %132, %152 : f64
            %164 = arith.addf %162, %163 : f64
            llvm.store %164, %100 : f64, !llvm.ptr
          }
          %128 = arith.cmpi slt, %106, %78 : i64
          scf.if %128 {
            %129 = arith.cmpi slt, %110, %79 : i64
            scf.if %129 {
              %133 = llvm.load %97 : !llvm.ptr -> f64
              %cst_40 = arith.constant 5.000000e-01 : f64
              %134 = arith.muli %110, %80 : i64
              %135 = arith.addi %106, %134 : i64
              %136 = llvm.getelementptr %77[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %137 = llvm.load %136 : !llvm.ptr<1> -> f64
              %138 = arith.mulf %cst_40, %137 : f64
              %139 = arith.addf %133, %138 : f64
              %140 = arith.muli %110, %80 : i64
              %141 = arith.addi %106, %140 : i64
              %142 = llvm.getelementptr %77[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %139, %142 : f64, !llvm.ptr<1>
            }
            %130 = arith.cmpi slt, %115, %79 : i64
            scf.if %130 {
              %133 = llvm.load %98 : !llvm.ptr -> f64
              %cst_40 = arith.constant 5.000000e-01 : f64
              %134 = arith.muli %115, %80 : i64
              %135 = arith.addi %106, %134 : i64
              %136 = llvm.getelementptr %77[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %137 = llvm.load %136 : !llvm.ptr<1> -> f64
              %138 = arith.mulf %cst_40, %137 : f64
              %139 = arith.addf %133, %138 : f64
              %140 = arith.muli %115, %80 : i64
              %141 = arith.addi %106, %140 : i64
              %142 = llvm.getelementptr %77[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %139, %142 : f64, !llvm.ptr<1>
            }
            %131 = arith.cmpi slt, %120, %79 : i64
            scf.if %131 {
              %133 = llvm.load %99 : !llvm.ptr -> f64
              %cst_40 = arith.constant 5.000000e-01 : f64
              %134 = arith.muli %120, %80 : i64
              %135 = arith.addi %106, %134 : i64
              %136 = llvm.getelementptr %77[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %137 = llvm.load %136 : !llvm.ptr<1> -> f64
              %138 = arith.mulf %cst_40, %137 : f64
              %139 = arith.addf %133, %138 : f64
              %140 = arith.muli %120, %80 : i64
              %141 = arith.addi %106, %140 : i64
              %142 = llvm.getelementptr %77[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %139, %142 : f64, !llvm.ptr<1>
            }
            %132 = arith.cmpi slt, %125, %79 : i64
            scf.if %132 {
              %133 = llvm.load %100 : !llvm.ptr -> f64
              %cst_40 = arith.constant 5.000000e-01 : f64
              %134 = arith.muli %125, %80 : i64
              %135 = arith.addi %106, %134 : i64
              %136 = llvm.getelementptr %77[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %137 = llvm.load %136 : !llvm.ptr<1> -> f64
              %138 = arith.mulf %cst_40, %137 : f64
              %139 = arith.addf %133, %138 : f64
              %140 = arith.muli %125, %80 : i64
              %141 = arith.addi %106, %140 : i64
              %142 = llvm.getelementptr %77[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %139, %142 : f64, !llvm.ptr<1>
            }
          }
        }
      }
      %c0_i64_25 = arith.constant 0 : i64
      %c64_i64_26 = arith.constant 64 : i64
      scf.for %arg25 = %c0_i64_25 to %93 step %c64_i64_26  : i64 {
        %c0_i64_27 = arith.constant 0 : i64
        %c32_i64 = arith.constant 32 : i64
        scf.for %arg26 = %c0_i64_27 to %94 step %c32_i64  : i64 {
          %thread_id_x = gpu.thread_id  x
          %105 = arith.index_cast %thread_id_x : index to i64
          %106 = arith.addi %arg25, %105 : i64
          %thread_id_x_28 = gpu.thread_id  x
          %107 = arith.index_cast %thread_id_x_28 : index to i64
          %thread_id_y = gpu.thread_id  y
          %108 = arith.index_cast %thread_id_y : index to i64
          %109 = arith.addi %arg26, %108 : i64
          %c1_i64 = arith.constant 1 : i64
          %110 = arith.subi %94, %c1_i64 : i64
          %111 = arith.minsi %109, %110 : i64
          %thread_id_y_29 = gpu.thread_id  y
          %112 = arith.index_cast %thread_id_y_29 : index to i64
          %113 = arith.addi %arg26, %112 : i64
          %c8_i64 = arith.constant 8 : i64
          %114 = arith.addi %113, %c8_i64 : i64
          %c1_i64_30 = arith.constant 1 : i64
          %115 = arith.subi %94, %c1_i64_30 : i64
          %116 = arith.minsi %114, %115 : i64
          %thread_id_y_31 = gpu.thread_id  y
          %117 = arith.index_cast %thread_id_y_31 : index to i64
          %118 = arith.addi %arg26, %117 : i64
          %c16_i64 = arith.constant 16 : i64
          %119 = arith.addi %118, %c16_i64 : i64
          %c1_i64_32 = arith.constant 1 : i64
          %120 = arith.subi %94, %c1_i64_32 : i64
          %121 = arith.minsi %119, %120 : i64
          %thread_id_y_33 = gpu.thread_id  y
          %122 = arith.index_cast %thread_id_y_33 : index to i64
          %123 = arith.addi %arg26, %122 : i64
          %c24_i64 = arith.constant 24 : i64
          %124 = arith.addi %123, %c24_i64 : i64
          %c1_i64_34 = arith.constant 1 : i64
          %125 = arith.subi %94, %c1_i64_34 : i64
          %126 = arith.minsi %124, %125 : i64
          %cst = arith.constant 0.000000e+00 : f64
          llvm.store %cst, %101 : f64, !llvm.ptr
          %cst_35 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_35, %102 : f64, !llvm.ptr
          %cst_36 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_36, %103 : f64, !llvm.ptr
          %cst_37 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_37, %104 : f64, !llvm.ptr
          %c0_i64_38 = arith.constant 0 : i64
          %c32_i64_39 = arith.constant 32 : i64
          scf.for %arg27 = %c0_i64_38 to %83 step %c32_i64_39  : i64 {
            gpu.barrier
            %c0_i64_40 = arith.constant 0 : i64
            %c4_i64 = arith.constant 4 : i64
            %c1_i64_41 = arith.constant 1 : i64
            scf.for %arg28 = %c0_i64_40 to %c4_i64 step %c1_i64_41  : i64 {
              %thread_id_x_45 = gpu.thread_id  x
              %130 = arith.index_cast %thread_id_x_45 : index to i64
              %c64_i64_46 = arith.constant 64 : i64
              %thread_id_y_47 = gpu.thread_id  y
              %131 = arith.index_cast %thread_id_y_47 : index to i64
              %132 = arith.muli %c64_i64_46, %131 : i64
              %133 = arith.addi %130, %132 : i64
              %c512_i64 = arith.constant 512 : i64
              %134 = arith.muli %arg28, %c512_i64 : i64
              %135 = arith.addi %133, %134 : i64
              %c32_i64_48 = arith.constant 32 : i64
              %136 = arith.remsi %135, %c32_i64_48 : i64
              %c32_i64_49 = arith.constant 32 : i64
              %137 = arith.divsi %135, %c32_i64_49 : i64
              %138 = arith.addi %arg27, %136 : i64
              %c1_i64_50 = arith.constant 1 : i64
              %139 = arith.subi %83, %c1_i64_50 : i64
              %140 = arith.minsi %138, %139 : i64
              %141 = arith.addi %arg25, %137 : i64
              %c1_i64_51 = arith.constant 1 : i64
              %142 = arith.subi %93, %c1_i64_51 : i64
              %143 = arith.minsi %141, %142 : i64
              %144 = arith.muli %143, %85 : i64
              %145 = arith.addi %140, %144 : i64
              %146 = llvm.getelementptr %82[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %147 = llvm.load %146 : !llvm.ptr<1> -> f64
              %148 = llvm.mlir.addressof @__tinyc_stack_gemm_dynamic : !llvm.ptr<3>
              %c64_i64_52 = arith.constant 64 : i64
              %149 = arith.muli %136, %c64_i64_52 : i64
              %150 = arith.addi %137, %149 : i64
              %151 = llvm.getelementptr %148[%150] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
              llvm.store %147, %151 : f64, !llvm.ptr<3>
            }
            gpu.barrier
            %c32_i64_42 = arith.constant 32 : i64
            %128 = arith.subi %83, %arg27 : i64
            %129 = arith.minsi %c32_i64_42, %128 : i64
            %c0_i64_43 = arith.constant 0 : i64
            %c1_i64_44 = arith.constant 1 : i64
            scf.for %arg28 = %c0_i64_43 to %129 step %c1_i64_44  : i64 {
              %130 = arith.addi %arg27, %arg28 : i64
              %131 = llvm.mlir.addressof @__tinyc_stack_gemm_dynamic : !llvm.ptr<3>
              %c64_i64_45 = arith.constant 64 : i64
              %132 = arith.muli %arg28, %c64_i64_45 : i64
              %133 = arith.addi %107, %132 : i64
              %134 = llvm.getelementptr %131[%133] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
              %135 = llvm.load %134 : !llvm.ptr<3> -> f64
              %136 = arith.muli %111, %90 : i64
              %137 = arith.addi %130, %136 : i64
              %138 = llvm.getelementptr %87[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %139 = llvm.load %138 : !llvm.ptr<1> -> f64
              %140 = arith.muli %116, %90 : i64
              %141 = arith.addi %130, %140 : i64
              %142 = llvm.getelementptr %87[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %143 = llvm.load %142 : !llvm.ptr<1> -> f64
              %144 = arith.muli %121, %90 : i64
              %145 = arith.addi %130, %144 : i64
              %146 = llvm.getelementptr %87[%145] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %147 = llvm.load %146 : !llvm.ptr<1> -> f64
              %148 = arith.muli %126, %90 : i64
              %149 = arith.addi %130, %148 : i64
              %150 = llvm.getelementptr %87[%149] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %151 = llvm.load %150 : !llvm.ptr<1> -> f64
              %152 = llvm.load %101 : !llvm.ptr -> f64
              %153 = arith.mulf %135, %139 : f64
              %154 = arith.addf %152, %153 : f64
              llvm.store %154, %101 : f64, !llvm.ptr
              %155 = llvm.load %102 : !llvm.ptr -> f64
              %156 = arith.mulf %135, %143 : f64
              %157 = arith.addf %155, %156 : f64
              llvm.store %157, %102 : f64, !llvm.ptr
              %158 = llvm.load %103 : !llvm.ptr -> f64
              %159 = arith.mulf %135, %147 : f64
              %160 = arith.addf %158, %159 : f64
              llvm.store %160, %103 : f64, !llvm.ptr
              %161 = llvm.load %104 : !llvm.ptr -> f64
              %162 = arith.mulf %135, %151 : f64
              %163 = arith.addf %161, %162 : f64
              llvm.store %163, %104 : f64, !llvm.ptr
            }
          }
          %127 = arith.cmpi slt, %106, %93 : i64
          scf.if %127 {
            %128 = arith.cmpi slt, %109, %94 : i64
            scf.if %128 {
              %132 = llvm.load %101 : !llvm.ptr -> f64
              %133 = arith.muli %109, %95 : i64
              %134 = arith.addi %106, %133 : i64
              %135 = llvm.getelementptr %92[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %132, %135 : f64, !llvm.ptr<1>
            }
            %129 = arith.cmpi slt, %114, %94 : i64
            scf.if %129 {
              %132 = llvm.load %102 : !llvm.ptr -> f64
              %133 = arith.muli %114, %95 : i64
              %134 = arith.addi %106, %133 : i64
              %135 = llvm.getelementptr %92[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %132, %135 : f64, !llvm.ptr<1>
            }
            %130 = arith.cmpi slt, %119, %94 : i64
            scf.if %130 {
              %132 = llvm.load %103 : !llvm.ptr -> f64
              %133 = arith.muli %119, %95 : i64
              %134 = arith.addi %106, %133 : i64
              %135 = llvm.getelementptr %92[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %132, %135 : f64, !llvm.ptr<1>
            }
            %131 = arith.cmpi slt, %124, %94 : i64
            scf.if %131 {
              %132 = llvm.load %104 : !llvm.ptr -> f64
              %133 = arith.muli %124, %95 : i64
              %134 = arith.addi %106, %133 : i64
              %135 = llvm.getelementptr %92[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %132, %135 : f64, !llvm.ptr<1>
            }
          }
        }
      }
      gpu.return
    }
  }
}
