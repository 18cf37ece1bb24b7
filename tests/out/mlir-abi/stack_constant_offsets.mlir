module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_stack_constant_offsets() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<152 x i8>
    gpu.func @stack_constant_offsets(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64, %arg8: !llvm.ptr<1>, %arg9: i64, %arg10: !llvm.ptr<1>, %arg11: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(6 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(6 : i64) : i64
      %5 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg0, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x?xi32, strided<[1, 6]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(6 : i64) : i64
      %16 = llvm.mlir.constant(1 : i64) : i64
      %17 = llvm.mlir.constant(6 : i64) : i64
      %18 = llvm.insertvalue %arg2, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg2, %18[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %14, %19[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %15, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %arg3, %21[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x?xi64, strided<[1, 6]>, 1>
      %26 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %27 = llvm.mlir.constant(0 : i64) : i64
      %28 = llvm.mlir.constant(6 : i64) : i64
      %29 = llvm.mlir.constant(1 : i64) : i64
      %30 = llvm.mlir.constant(6 : i64) : i64
      %31 = llvm.insertvalue %arg4, %26[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %32 = llvm.insertvalue %arg4, %31[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %33 = llvm.insertvalue %27, %32[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %34 = llvm.insertvalue %28, %33[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg5, %34[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x?xf32, strided<[1, 6]>, 1>
      %39 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %40 = llvm.mlir.constant(0 : i64) : i64
      %41 = llvm.mlir.constant(6 : i64) : i64
      %42 = llvm.mlir.constant(1 : i64) : i64
      %43 = llvm.mlir.constant(6 : i64) : i64
      %44 = llvm.insertvalue %arg6, %39[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %45 = llvm.insertvalue %arg6, %44[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %46 = llvm.insertvalue %40, %45[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %47 = llvm.insertvalue %41, %46[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %48 = llvm.insertvalue %arg7, %47[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %49 = llvm.insertvalue %42, %48[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %43, %49[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = builtin.unrealized_conversion_cast %50 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x?xi32, strided<[1, 6]>, 1>
      %52 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %53 = llvm.mlir.constant(0 : i64) : i64
      %54 = llvm.mlir.constant(6 : i64) : i64
      %55 = llvm.mlir.constant(1 : i64) : i64
      %56 = llvm.mlir.constant(6 : i64) : i64
      %57 = llvm.insertvalue %arg8, %52[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %58 = llvm.insertvalue %arg8, %57[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = llvm.insertvalue %53, %58[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %60 = llvm.insertvalue %54, %59[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %61 = llvm.insertvalue %arg9, %60[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %62 = llvm.insertvalue %55, %61[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %56, %62[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = builtin.unrealized_conversion_cast %63 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x?xi64, strided<[1, 6]>, 1>
      %65 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %66 = llvm.mlir.constant(0 : i64) : i64
      %67 = llvm.mlir.constant(6 : i64) : i64
      %68 = llvm.mlir.constant(1 : i64) : i64
      %69 = llvm.mlir.constant(6 : i64) : i64
      %70 = llvm.insertvalue %arg10, %65[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %71 = llvm.insertvalue %arg10, %70[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %72 = llvm.insertvalue %66, %71[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %73 = llvm.insertvalue %67, %72[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %74 = llvm.insertvalue %arg11, %73[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %75 = llvm.insertvalue %68, %74[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %76 = llvm.insertvalue %69, %75[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %77 = builtin.unrealized_conversion_cast %76 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x?xf32, strided<[1, 6]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<6x?xi32, strided<[1, 6]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<6x?xi32, strided<[1, 6]>, 1> -> index
      %78 = arith.index_cast %intptr : index to i64
      %79 = llvm.inttoptr %78 : i64 to !llvm.ptr<1>
      %80 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %25 : memref<6x?xi64, strided<[1, 6]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %25 : memref<6x?xi64, strided<[1, 6]>, 1> -> index
      %81 = arith.index_cast %intptr_4 : index to i64
      %82 = llvm.inttoptr %81 : i64 to !llvm.ptr<1>
      %83 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %38 : memref<6x?xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %38 : memref<6x?xf32, strided<[1, 6]>, 1> -> index
      %84 = arith.index_cast %intptr_9 : index to i64
      %85 = llvm.inttoptr %84 : i64 to !llvm.ptr<1>
      %86 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %51 : memref<6x?xi32, strided<[1, 6]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %51 : memref<6x?xi32, strided<[1, 6]>, 1> -> index
      %87 = arith.index_cast %intptr_14 : index to i64
      %88 = llvm.inttoptr %87 : i64 to !llvm.ptr<1>
      %89 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %64 : memref<6x?xi64, strided<[1, 6]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %64 : memref<6x?xi64, strided<[1, 6]>, 1> -> index
      %90 = arith.index_cast %intptr_19 : index to i64
      %91 = llvm.inttoptr %90 : i64 to !llvm.ptr<1>
      %92 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %77 : memref<6x?xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %77 : memref<6x?xf32, strided<[1, 6]>, 1> -> index
      %93 = arith.index_cast %intptr_24 : index to i64
      %94 = llvm.inttoptr %93 : i64 to !llvm.ptr<1>
      %95 = arith.index_cast %sizes_22#1 : index to i64
      %block_id_x = gpu.block_id  x
      %96 = arith.index_cast %block_id_x : index to i64
      %97 = llvm.mlir.addressof @__tinyc_stack_stack_constant_offsets : !llvm.ptr<3>
      %98 = llvm.mlir.addressof @__tinyc_stack_stack_constant_offsets : !llvm.ptr<3>
      %c64_i64 = arith.constant 64 : i64
      %99 = llvm.getelementptr %98[%c64_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %100 = llvm.mlir.addressof @__tinyc_stack_stack_constant_offsets : !llvm.ptr<3>
      %c128_i64 = arith.constant 128 : i64
      %101 = llvm.getelementptr %100[%c128_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %c6_i64 = arith.constant 6 : i64
      %102 = arith.muli %96, %c6_i64 : i64
      %103 = llvm.getelementptr %79[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c6_i64_25 = arith.constant 6 : i64
      %104 = arith.muli %96, %c6_i64_25 : i64
      %105 = llvm.getelementptr %82[%104] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c6_i64_26 = arith.constant 6 : i64
      %106 = arith.muli %96, %c6_i64_26 : i64
      %107 = llvm.getelementptr %85[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c6_i64_27 = arith.constant 6 : i64
      %108 = arith.muli %96, %c6_i64_27 : i64
      %109 = llvm.getelementptr %79[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c6_i64_28 = arith.constant 6 : i64
      %110 = arith.muli %96, %c6_i64_28 : i64
      %111 = llvm.getelementptr %82[%110] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c6_i64_29 = arith.constant 6 : i64
      %112 = arith.muli %96, %c6_i64_29 : i64
      %113 = llvm.getelementptr %85[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %114 = arith.index_cast %thread_id_x : index to i64
      %c6_i64_30 = arith.constant 6 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg12 = %114 to %c6_i64_30 step %c32_i64  : i64 {
        %143 = llvm.getelementptr %103[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %144 = llvm.load %143 : !llvm.ptr<1> -> i32
        %145 = llvm.getelementptr %97[%arg12] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        llvm.store %144, %145 : i32, !llvm.ptr<3>
      }
      %thread_id_x_31 = gpu.thread_id  x
      %115 = arith.index_cast %thread_id_x_31 : index to i64
      %c6_i64_32 = arith.constant 6 : i64
      %c32_i64_33 = arith.constant 32 : i64
      scf.for %arg12 = %115 to %c6_i64_32 step %c32_i64_33  : i64 {
        %143 = llvm.getelementptr %105[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %144 = llvm.load %143 : !llvm.ptr<1> -> i64
        %145 = llvm.getelementptr %99[%arg12] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        llvm.store %144, %145 : i64, !llvm.ptr<3>
      }
      %thread_id_x_34 = gpu.thread_id  x
      %116 = arith.index_cast %thread_id_x_34 : index to i64
      %c6_i64_35 = arith.constant 6 : i64
      %c32_i64_36 = arith.constant 32 : i64
      scf.for %arg12 = %116 to %c6_i64_35 step %c32_i64_36  : i64 {
        %143 = llvm.getelementptr %107[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %144 = llvm.load %143 : !llvm.ptr<1> -> f32
        %145 = llvm.getelementptr %101[%arg12] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %144, %145 : f32, !llvm.ptr<3>
      }
      %c2_i64 = arith.constant 2 : i64
      %117 = llvm.getelementptr %97[%c2_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %c5_i64 = arith.constant 5 : i64
      %118 = llvm.getelementptr %97[%c5_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %c1_i64 = arith.constant 1 : i64
      %119 = llvm.getelementptr %99[%c1_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c4_i64 = arith.constant 4 : i64
      %120 = llvm.getelementptr %99[%c4_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c3_i64 = arith.constant 3 : i64
      %121 = llvm.getelementptr %101[%c3_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      gpu.barrier
      %thread_id_x_37 = gpu.thread_id  x
      %122 = arith.index_cast %thread_id_x_37 : index to i64
      %c0_i64 = arith.constant 0 : i64
      %123 = arith.cmpi eq, %122, %c0_i64 : i64
      scf.if %123 {
        %c2_i32 = arith.constant 2 : i32
        %143 = llvm.load %109 : !llvm.ptr<1> -> i32
        %144 = arith.muli %c2_i32, %143 : i32
        %145 = llvm.atomicrmw add %117, %144 monotonic : !llvm.ptr<3>, i32
      }
      gpu.barrier
      %thread_id_x_38 = gpu.thread_id  x
      %124 = arith.index_cast %thread_id_x_38 : index to i64
      %c0_i64_39 = arith.constant 0 : i64
      %125 = arith.cmpi eq, %124, %c0_i64_39 : i64
      scf.if %125 {
        %c2_i32 = arith.constant 2 : i32
        %143 = llvm.load %109 : !llvm.ptr<1> -> i32
        %144 = arith.muli %c2_i32, %143 : i32
        %145 = llvm.load %118 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<3> -> i32
        %146 = scf.while (%arg12 = %145) : (i32) -> i32 {
          %c3_i32 = arith.constant 3 : i32
          %147 = arith.muli %c3_i32, %arg12 : i32
          %148 = arith.addi %144, %147 : i32
          %149 = llvm.cmpxchg %118, %arg12, %148 monotonic monotonic : !llvm.ptr<3>, i32
          %150 = llvm.extractvalue %149[0] : !llvm.struct<(i32, i1)> 
          %151 = llvm.extractvalue %149[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %152 = arith.xori %151, %true : i1
          scf.condition(%152) %150 : i32
        } do {
        ^bb0(%arg12: i32):
          scf.yield %arg12 : i32
        }
      }
      %thread_id_x_40 = gpu.thread_id  x
      %126 = arith.index_cast %thread_id_x_40 : index to i64
      %c0_i64_41 = arith.constant 0 : i64
      %127 = arith.cmpi eq, %126, %c0_i64_41 : i64
      scf.if %127 {
        %c2_i64_60 = arith.constant 2 : i64
        %143 = llvm.load %111 : !llvm.ptr<1> -> i64
        %144 = arith.muli %c2_i64_60, %143 : i64
        %145 = llvm.atomicrmw add %119, %144 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_42 = gpu.thread_id  x
      %128 = arith.index_cast %thread_id_x_42 : index to i64
      %c0_i64_43 = arith.constant 0 : i64
      %129 = arith.cmpi eq, %128, %c0_i64_43 : i64
      scf.if %129 {
        %c2_i64_60 = arith.constant 2 : i64
        %143 = llvm.load %111 : !llvm.ptr<1> -> i64
        %144 = arith.muli %c2_i64_60, %143 : i64
        %145 = llvm.atomicrmw xchg %120, %144 monotonic : !llvm.ptr<3>, i64
      }
      %thread_id_x_44 = gpu.thread_id  x
      %130 = arith.index_cast %thread_id_x_44 : index to i64
      %c0_i64_45 = arith.constant 0 : i64
      %131 = arith.cmpi eq, %130, %c0_i64_45 : i64
      scf.if %131 {
        %cst = arith.constant 2.000000e+00 : f32
        %143 = llvm.load %113 : !llvm.ptr<1> -> f32
        %144 = arith.mulf %cst, %143 : f32
        %145 = llvm.atomicrmw fadd %121, %144 monotonic : !llvm.ptr<3>, f32
      }
      gpu.barrier
      %thread_id_x_46 = gpu.thread_id  x
      %132 = arith.index_cast %thread_id_x_46 : index to i64
      %c0_i64_47 = arith.constant 0 : i64
      %133 = arith.cmpi eq, %132, %c0_i64_47 : i64
      scf.if %133 {
        %cst = arith.constant 2.000000e+00 : f32
        %143 = llvm.load %113 : !llvm.ptr<1> -> f32
        %144 = arith.mulf %cst, %143 : f32
        %145 = llvm.load %101 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<3> -> i32
        %146 = scf.while (%arg12 = %145) : (i32) -> i32 {
          %147 = arith.bitcast %arg12 : i32 to f32
          %cst_60 = arith.constant 3.000000e+00 : f32
          %148 = llvm.intr.fma(%cst_60, %147, %144) : (f32, f32, f32) -> f32
          %149 = arith.bitcast %148 : f32 to i32
          %150 = llvm.cmpxchg %101, %arg12, %149 monotonic monotonic : !llvm.ptr<3>, i32
          %151 = llvm.extractvalue %150[0] : !llvm.struct<(i32, i1)> 
          %152 = llvm.extractvalue %150[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %153 = arith.xori %152, %true : i1
          scf.condition(%153) %151 : i32
        } do {
        ^bb0(%arg12: i32):
          scf.yield %arg12 : i32
        }
      }
      %c6_i64_48 = arith.constant 6 : i64
      %134 = arith.muli %96, %c6_i64_48 : i64
      %135 = llvm.getelementptr %88[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c6_i64_49 = arith.constant 6 : i64
      %136 = arith.muli %96, %c6_i64_49 : i64
      %137 = llvm.getelementptr %91[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c6_i64_50 = arith.constant 6 : i64
      %138 = arith.muli %96, %c6_i64_50 : i64
      %139 = llvm.getelementptr %94[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_51 = gpu.thread_id  x
      %140 = arith.index_cast %thread_id_x_51 : index to i64
      %c6_i64_52 = arith.constant 6 : i64
      %c32_i64_53 = arith.constant 32 : i64
      scf.for %arg12 = %140 to %c6_i64_52 step %c32_i64_53  : i64 {
        %143 = llvm.getelementptr %97[%arg12] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %144 = llvm.load %143 : !llvm.ptr<3> -> i32
        %145 = llvm.getelementptr %135[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %144, %145 : i32, !llvm.ptr<1>
      }
      %thread_id_x_54 = gpu.thread_id  x
      %141 = arith.index_cast %thread_id_x_54 : index to i64
      %c6_i64_55 = arith.constant 6 : i64
      %c32_i64_56 = arith.constant 32 : i64
      scf.for %arg12 = %141 to %c6_i64_55 step %c32_i64_56  : i64 {
        %143 = llvm.getelementptr %99[%arg12] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %144 = llvm.load %143 : !llvm.ptr<3> -> i64
        %145 = llvm.getelementptr %137[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %144, %145 : i64, !llvm.ptr<1>
      }
      gpu.barrier
      %thread_id_x_57 = gpu.thread_id  x
      %142 = arith.index_cast %thread_id_x_57 : index to i64
      %c6_i64_58 = arith.constant 6 : i64
      %c32_i64_59 = arith.constant 32 : i64
      scf.for %arg12 = %142 to %c6_i64_58 step %c32_i64_59  : i64 {
        %143 = llvm.getelementptr %101[%arg12] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %144 = llvm.load %143 : !llvm.ptr<3> -> f32
        %145 = llvm.getelementptr %139[%arg12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %144, %145 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
