module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_atomic_index_() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<6480 x i8>
    gpu.func @atomic_index_(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: i64, %arg9: !llvm.ptr<1>, %arg10: i64, %arg11: !llvm.ptr<1>, %arg12: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(6 : i64) : i64
      %3 = llvm.mlir.constant(4 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(6 : i64) : i64
      %6 = llvm.mlir.constant(24 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<6x4x?xi64, strided<[1, 6, 24]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(4 : i64) : i64
      %20 = llvm.mlir.constant(5 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(4 : i64) : i64
      %23 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %arg2, %23[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %18, %24[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %19, %25[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %20, %26[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %22, %28[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x5xi64, strided<[1, 4]>, 1>
      %31 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %32 = llvm.mlir.constant(0 : i64) : i64
      %33 = llvm.mlir.constant(4 : i64) : i64
      %34 = llvm.mlir.constant(1 : i64) : i64
      %35 = llvm.mlir.constant(4 : i64) : i64
      %36 = llvm.insertvalue %arg3, %31[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %arg3, %36[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = llvm.insertvalue %32, %37[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %39 = llvm.insertvalue %33, %38[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %40 = llvm.insertvalue %arg4, %39[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %34, %40[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = llvm.insertvalue %35, %41[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %43 = builtin.unrealized_conversion_cast %42 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xi64, strided<[1, 4]>, 1>
      %44 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %45 = llvm.mlir.constant(0 : i64) : i64
      %46 = llvm.mlir.constant(6 : i64) : i64
      %47 = llvm.mlir.constant(1 : i64) : i64
      %48 = llvm.mlir.constant(6 : i64) : i64
      %49 = llvm.insertvalue %arg5, %44[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %50 = llvm.insertvalue %arg5, %49[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %51 = llvm.insertvalue %45, %50[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %52 = llvm.insertvalue %46, %51[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %53 = llvm.insertvalue %arg6, %52[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.insertvalue %47, %53[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = llvm.insertvalue %48, %54[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %56 = builtin.unrealized_conversion_cast %55 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<6x?xi64, strided<[1, 6]>, 1>
      %57 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %58 = llvm.mlir.constant(0 : i64) : i64
      %59 = llvm.mlir.constant(5 : i64) : i64
      %60 = llvm.mlir.constant(1 : i64) : i64
      %61 = llvm.mlir.constant(5 : i64) : i64
      %62 = llvm.insertvalue %arg7, %57[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %63 = llvm.insertvalue %arg7, %62[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %64 = llvm.insertvalue %58, %63[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %65 = llvm.insertvalue %59, %64[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %66 = llvm.insertvalue %arg8, %65[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %67 = llvm.insertvalue %60, %66[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %68 = llvm.insertvalue %61, %67[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %69 = builtin.unrealized_conversion_cast %68 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<5x?xi64, strided<[1, 5]>, 1>
      %70 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)>
      %71 = llvm.mlir.constant(0 : i64) : i64
      %72 = llvm.mlir.constant(30 : i64) : i64
      %73 = llvm.mlir.constant(9 : i64) : i64
      %74 = llvm.mlir.constant(3 : i64) : i64
      %75 = llvm.mlir.constant(1 : i64) : i64
      %76 = llvm.mlir.constant(30 : i64) : i64
      %77 = llvm.mlir.constant(270 : i64) : i64
      %78 = llvm.mlir.constant(810 : i64) : i64
      %79 = llvm.insertvalue %arg9, %70[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %80 = llvm.insertvalue %arg9, %79[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %81 = llvm.insertvalue %71, %80[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %82 = llvm.insertvalue %72, %81[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %83 = llvm.insertvalue %73, %82[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %84 = llvm.insertvalue %74, %83[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %85 = llvm.insertvalue %arg10, %84[3, 3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %86 = llvm.insertvalue %75, %85[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %87 = llvm.insertvalue %76, %86[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %88 = llvm.insertvalue %77, %87[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %89 = llvm.insertvalue %78, %88[4, 3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %90 = builtin.unrealized_conversion_cast %89 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> to memref<30x9x3x?xi64, strided<[1, 30, 270, 810]>, 1>
      %91 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)>
      %92 = llvm.mlir.constant(0 : i64) : i64
      %93 = llvm.mlir.constant(30 : i64) : i64
      %94 = llvm.mlir.constant(9 : i64) : i64
      %95 = llvm.mlir.constant(3 : i64) : i64
      %96 = llvm.mlir.constant(1 : i64) : i64
      %97 = llvm.mlir.constant(30 : i64) : i64
      %98 = llvm.mlir.constant(270 : i64) : i64
      %99 = llvm.mlir.constant(810 : i64) : i64
      %100 = llvm.insertvalue %arg11, %91[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %101 = llvm.insertvalue %arg11, %100[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %102 = llvm.insertvalue %92, %101[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %103 = llvm.insertvalue %93, %102[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %104 = llvm.insertvalue %94, %103[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %105 = llvm.insertvalue %95, %104[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %106 = llvm.insertvalue %arg12, %105[3, 3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %107 = llvm.insertvalue %96, %106[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %108 = llvm.insertvalue %97, %107[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %109 = llvm.insertvalue %98, %108[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %110 = llvm.insertvalue %99, %109[4, 3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> 
      %111 = builtin.unrealized_conversion_cast %110 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<4 x i64>, array<4 x i64>)> to memref<30x9x3x?xi64, strided<[1, 30, 270, 810]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<6x4x?xi64, strided<[1, 6, 24]>, 1> -> memref<i64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<6x4x?xi64, strided<[1, 6, 24]>, 1> -> index
      %112 = arith.index_cast %intptr : index to i64
      %113 = llvm.inttoptr %112 : i64 to !llvm.ptr<1>
      %114 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %30 : memref<4x5xi64, strided<[1, 4]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %30 : memref<4x5xi64, strided<[1, 4]>, 1> -> index
      %115 = arith.index_cast %intptr_4 : index to i64
      %116 = llvm.inttoptr %115 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %43 : memref<4x?xi64, strided<[1, 4]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %43 : memref<4x?xi64, strided<[1, 4]>, 1> -> index
      %117 = arith.index_cast %intptr_9 : index to i64
      %118 = llvm.inttoptr %117 : i64 to !llvm.ptr<1>
      %119 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %56 : memref<6x?xi64, strided<[1, 6]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %56 : memref<6x?xi64, strided<[1, 6]>, 1> -> index
      %120 = arith.index_cast %intptr_14 : index to i64
      %121 = llvm.inttoptr %120 : i64 to !llvm.ptr<1>
      %122 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %69 : memref<5x?xi64, strided<[1, 5]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %69 : memref<5x?xi64, strided<[1, 5]>, 1> -> index
      %123 = arith.index_cast %intptr_19 : index to i64
      %124 = llvm.inttoptr %123 : i64 to !llvm.ptr<1>
      %125 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:4, %strides_23:4 = memref.extract_strided_metadata %90 : memref<30x9x3x?xi64, strided<[1, 30, 270, 810]>, 1> -> memref<i64, 1>, index, index, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %90 : memref<30x9x3x?xi64, strided<[1, 30, 270, 810]>, 1> -> index
      %126 = arith.index_cast %intptr_24 : index to i64
      %127 = llvm.inttoptr %126 : i64 to !llvm.ptr<1>
      %128 = arith.index_cast %sizes_22#3 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:4, %strides_28:4 = memref.extract_strided_metadata %111 : memref<30x9x3x?xi64, strided<[1, 30, 270, 810]>, 1> -> memref<i64, 1>, index, index, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %111 : memref<30x9x3x?xi64, strided<[1, 30, 270, 810]>, 1> -> index
      %129 = arith.index_cast %intptr_29 : index to i64
      %130 = llvm.inttoptr %129 : i64 to !llvm.ptr<1>
      %131 = arith.index_cast %sizes_27#3 : index to i64
      %alloca = memref.alloca() : memref<i64>
      %alloca_30 = memref.alloca() : memref<i64>
      %alloca_31 = memref.alloca() : memref<i64>
      %alloca_32 = memref.alloca() : memref<i64>
      %alloca_33 = memref.alloca() : memref<i64>
      %alloca_34 = memref.alloca() : memref<i64>
      %alloca_35 = memref.alloca() : memref<i64>
      %alloca_36 = memref.alloca() : memref<i64>
      %alloca_37 = memref.alloca() : memref<i64>
      %alloca_38 = memref.alloca() : memref<i64>
      %alloca_39 = memref.alloca() : memref<i64>
      %alloca_40 = memref.alloca() : memref<i64>
      %alloca_41 = memref.alloca() : memref<i64>
      %alloca_42 = memref.alloca() : memref<i64>
      %alloca_43 = memref.alloca() : memref<i64>
      %alloca_44 = memref.alloca() : memref<i64>
      %alloca_45 = memref.alloca() : memref<i64>
      %alloca_46 = memref.alloca() : memref<i64>
      %block_id_x = gpu.block_id  x
      %132 = arith.index_cast %block_id_x : index to i64
      %133 = llvm.mlir.addressof @__tinyc_stack_atomic_index_ : !llvm.ptr<3>
      %c810_i64 = arith.constant 810 : i64
      %134 = arith.muli %132, %c810_i64 : i64
      %135 = llvm.getelementptr %127[%134] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c810_i64_47 = arith.constant 810 : i64
      %136 = arith.muli %132, %c810_i64_47 : i64
      %137 = llvm.getelementptr %130[%136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %thread_id_x = gpu.thread_id  x
      %138 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %139 = arith.index_cast %thread_id_y : index to i64
      %140 = arith.muli %c32_i64, %139 : i64
      %141 = arith.addi %138, %140 : i64
      %c810_i64_48 = arith.constant 810 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg13 = %141 to %c810_i64_48 step %c64_i64  : i64 {
        %299 = llvm.getelementptr %135[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %300 = llvm.load %299 : !llvm.ptr<1> -> i64
        %301 = llvm.getelementptr %133[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        llvm.store %300, %301 : i64, !llvm.ptr<3>
      }
      %c24_i64 = arith.constant 24 : i64
      %142 = arith.muli %132, %c24_i64 : i64
      %143 = llvm.getelementptr %113[%142] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c4_i64 = arith.constant 4 : i64
      %144 = arith.muli %132, %c4_i64 : i64
      %145 = llvm.getelementptr %118[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c4_i64_49 = arith.constant 4 : i64
      %146 = arith.muli %132, %c4_i64_49 : i64
      %147 = llvm.getelementptr %118[%146] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c6_i64 = arith.constant 6 : i64
      %148 = arith.muli %132, %c6_i64 : i64
      %149 = llvm.getelementptr %121[%148] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c5_i64 = arith.constant 5 : i64
      %150 = arith.muli %132, %c5_i64 : i64
      %151 = llvm.getelementptr %124[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c30_i64 = arith.constant 30 : i64
      %152 = llvm.getelementptr %133[%c30_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c60_i64 = arith.constant 60 : i64
      %153 = llvm.getelementptr %133[%c60_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c90_i64 = arith.constant 90 : i64
      %154 = llvm.getelementptr %133[%c90_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c120_i64 = arith.constant 120 : i64
      %155 = llvm.getelementptr %133[%c120_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c150_i64 = arith.constant 150 : i64
      %156 = llvm.getelementptr %133[%c150_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c180_i64 = arith.constant 180 : i64
      %157 = llvm.getelementptr %133[%c180_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c210_i64 = arith.constant 210 : i64
      %158 = llvm.getelementptr %133[%c210_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c240_i64 = arith.constant 240 : i64
      %159 = llvm.getelementptr %133[%c240_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      gpu.barrier
      %thread_id_x_50 = gpu.thread_id  x
      %160 = arith.index_cast %thread_id_x_50 : index to i64
      %c32_i64_51 = arith.constant 32 : i64
      %thread_id_y_52 = gpu.thread_id  y
      %161 = arith.index_cast %thread_id_y_52 : index to i64
      %162 = arith.muli %c32_i64_51, %161 : i64
      %163 = arith.addi %160, %162 : i64
      %c0_i64 = arith.constant 0 : i64
      %164 = arith.cmpi eq, %163, %c0_i64 : i64
      scf.if %164 {
        %c2_i64_205 = arith.constant 2 : i64
        %299 = llvm.load %147 : !llvm.ptr<1> -> i64
        %300 = arith.muli %c2_i64_205, %299 : i64
        %301 = llvm.atomicrmw add %133, %300 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_53 = gpu.thread_id  x
      %165 = arith.index_cast %thread_id_x_53 : index to i64
      %c32_i64_54 = arith.constant 32 : i64
      %thread_id_y_55 = gpu.thread_id  y
      %166 = arith.index_cast %thread_id_y_55 : index to i64
      %167 = arith.muli %c32_i64_54, %166 : i64
      %168 = arith.addi %165, %167 : i64
      %c6_i64_56 = arith.constant 6 : i64
      %c64_i64_57 = arith.constant 64 : i64
      scf.for %arg13 = %168 to %c6_i64_56 step %c64_i64_57  : i64 {
        %c2_i64_205 = arith.constant 2 : i64
        %299 = llvm.getelementptr %149[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %300 = llvm.load %299 : !llvm.ptr<1> -> i64
        %301 = arith.muli %c2_i64_205, %300 : i64
        %302 = llvm.getelementptr %152[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %303 = llvm.atomicrmw add %302, %301 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_58 = gpu.thread_id  y
      %169 = arith.index_cast %thread_id_y_58 : index to i64
      %c6_i64_59 = arith.constant 6 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg13 = %169 to %c6_i64_59 step %c2_i64  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %299 = arith.index_cast %thread_id_x_205 : index to i64
        %c4_i64_206 = arith.constant 4 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg14 = %299 to %c4_i64_206 step %c32_i64_207  : i64 {
          %c2_i64_208 = arith.constant 2 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %300 = arith.muli %arg14, %c6_i64_209 : i64
          %301 = arith.addi %arg13, %300 : i64
          %302 = llvm.getelementptr %143[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %303 = llvm.load %302 : !llvm.ptr<1> -> i64
          %304 = arith.muli %c2_i64_208, %303 : i64
          %c4_i64_210 = arith.constant 4 : i64
          %305 = arith.muli %arg13, %c4_i64_210 : i64
          %306 = arith.addi %arg14, %305 : i64
          %307 = llvm.getelementptr %153[%306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %308 = llvm.atomicrmw add %307, %304 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_60 = gpu.thread_id  x
      %170 = arith.index_cast %thread_id_x_60 : index to i64
      %c5_i64_61 = arith.constant 5 : i64
      %171 = arith.minsi %170, %c5_i64_61 : i64
      %thread_id_y_62 = gpu.thread_id  y
      %172 = arith.index_cast %thread_id_y_62 : index to i64
      %c4_i64_63 = arith.constant 4 : i64
      %173 = arith.minsi %172, %c4_i64_63 : i64
      %thread_id_y_64 = gpu.thread_id  y
      %174 = arith.index_cast %thread_id_y_64 : index to i64
      %c2_i64_65 = arith.constant 2 : i64
      %175 = arith.addi %174, %c2_i64_65 : i64
      %c4_i64_66 = arith.constant 4 : i64
      %176 = arith.minsi %175, %c4_i64_66 : i64
      %thread_id_y_67 = gpu.thread_id  y
      %177 = arith.index_cast %thread_id_y_67 : index to i64
      %c4_i64_68 = arith.constant 4 : i64
      %178 = arith.addi %177, %c4_i64_68 : i64
      %c4_i64_69 = arith.constant 4 : i64
      %179 = arith.minsi %178, %c4_i64_69 : i64
      %c0_i64_70 = arith.constant 0 : i64
      memref.store %c0_i64_70, %alloca[] : memref<i64>
      %c0_i64_71 = arith.constant 0 : i64
      memref.store %c0_i64_71, %alloca_30[] : memref<i64>
      %c0_i64_72 = arith.constant 0 : i64
      memref.store %c0_i64_72, %alloca_31[] : memref<i64>
      %c0_i64_73 = arith.constant 0 : i64
      %c4_i64_74 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_73 to %c4_i64_74 step %c1_i64  : i64 {
        %c6_i64_205 = arith.constant 6 : i64
        %299 = arith.muli %arg13, %c6_i64_205 : i64
        %300 = arith.addi %171, %299 : i64
        %301 = llvm.getelementptr %143[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %302 = llvm.load %301 : !llvm.ptr<1> -> i64
        %c4_i64_206 = arith.constant 4 : i64
        %303 = arith.muli %173, %c4_i64_206 : i64
        %304 = arith.addi %arg13, %303 : i64
        %305 = llvm.getelementptr %116[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %306 = llvm.load %305 : !llvm.ptr<1> -> i64
        %c4_i64_207 = arith.constant 4 : i64
        %307 = arith.muli %176, %c4_i64_207 : i64
        %308 = arith.addi %arg13, %307 : i64
        %309 = llvm.getelementptr %116[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %310 = llvm.load %309 : !llvm.ptr<1> -> i64
        %c4_i64_208 = arith.constant 4 : i64
        %311 = arith.muli %179, %c4_i64_208 : i64
        %312 = arith.addi %arg13, %311 : i64
        %313 = llvm.getelementptr %116[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %314 = llvm.load %313 : !llvm.ptr<1> -> i64
        %315 = memref.load %alloca[] : memref<i64>
        %316 = arith.muli %302, %306 : i64
        %317 = arith.addi %315, %316 : i64
        memref.store %317, %alloca[] : memref<i64>
        %318 = memref.load %alloca_30[] : memref<i64>
        %319 = arith.muli %302, %310 : i64
        %320 = arith.addi %318, %319 : i64
        memref.store %320, %alloca_30[] : memref<i64>
        %321 = memref.load %alloca_31[] : memref<i64>
        %322 = arith.muli %302, %314 : i64
        %323 = arith.addi %321, %322 : i64
        memref.store %323, %alloca_31[] : memref<i64>
      }
      %c6_i64_75 = arith.constant 6 : i64
      %180 = arith.cmpi slt, %170, %c6_i64_75 : i64
      scf.if %180 {
        %c5_i64_205 = arith.constant 5 : i64
        %299 = arith.cmpi slt, %172, %c5_i64_205 : i64
        scf.if %299 {
          %c2_i64_208 = arith.constant 2 : i64
          %302 = memref.load %alloca[] : memref<i64>
          %303 = arith.muli %c2_i64_208, %302 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %304 = arith.muli %172, %c6_i64_209 : i64
          %305 = arith.addi %170, %304 : i64
          %306 = llvm.getelementptr %154[%305] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %307 = llvm.atomicrmw add %306, %303 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_206 = arith.constant 5 : i64
        %300 = arith.cmpi slt, %175, %c5_i64_206 : i64
        scf.if %300 {
          %c2_i64_208 = arith.constant 2 : i64
          %302 = memref.load %alloca_30[] : memref<i64>
          %303 = arith.muli %c2_i64_208, %302 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %304 = arith.muli %175, %c6_i64_209 : i64
          %305 = arith.addi %170, %304 : i64
          %306 = llvm.getelementptr %154[%305] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %307 = llvm.atomicrmw add %306, %303 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_207 = arith.constant 5 : i64
        %301 = arith.cmpi slt, %178, %c5_i64_207 : i64
        scf.if %301 {
          %c2_i64_208 = arith.constant 2 : i64
          %302 = memref.load %alloca_31[] : memref<i64>
          %303 = arith.muli %c2_i64_208, %302 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %304 = arith.muli %178, %c6_i64_209 : i64
          %305 = arith.addi %170, %304 : i64
          %306 = llvm.getelementptr %154[%305] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %307 = llvm.atomicrmw add %306, %303 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_76 = gpu.thread_id  x
      %181 = arith.index_cast %thread_id_x_76 : index to i64
      %c32_i64_77 = arith.constant 32 : i64
      %thread_id_y_78 = gpu.thread_id  y
      %182 = arith.index_cast %thread_id_y_78 : index to i64
      %183 = arith.muli %c32_i64_77, %182 : i64
      %184 = arith.addi %181, %183 : i64
      %c6_i64_79 = arith.constant 6 : i64
      %c64_i64_80 = arith.constant 64 : i64
      scf.for %arg13 = %184 to %c6_i64_79 step %c64_i64_80  : i64 {
        %c0_i64_205 = arith.constant 0 : i64
        memref.store %c0_i64_205, %alloca_32[] : memref<i64>
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %303 = memref.load %alloca_32[] : memref<i64>
          %c6_i64_210 = arith.constant 6 : i64
          %304 = arith.muli %arg14, %c6_i64_210 : i64
          %305 = arith.addi %arg13, %304 : i64
          %306 = llvm.getelementptr %143[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %307 = llvm.load %306 : !llvm.ptr<1> -> i64
          %308 = llvm.getelementptr %145[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %309 = llvm.load %308 : !llvm.ptr<1> -> i64
          %310 = arith.muli %307, %309 : i64
          %311 = arith.addi %303, %310 : i64
          memref.store %311, %alloca_32[] : memref<i64>
        }
        %c2_i64_209 = arith.constant 2 : i64
        %299 = memref.load %alloca_32[] : memref<i64>
        %300 = arith.muli %c2_i64_209, %299 : i64
        %301 = llvm.getelementptr %155[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %302 = llvm.atomicrmw add %301, %300 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_81 = gpu.thread_id  y
      %185 = arith.index_cast %thread_id_y_81 : index to i64
      %c5_i64_82 = arith.constant 5 : i64
      %c2_i64_83 = arith.constant 2 : i64
      scf.for %arg13 = %185 to %c5_i64_82 step %c2_i64_83  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %299 = arith.index_cast %thread_id_x_205 : index to i64
        %c6_i64_206 = arith.constant 6 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg14 = %299 to %c6_i64_206 step %c32_i64_207  : i64 {
          %c2_i64_208 = arith.constant 2 : i64
          %300 = llvm.getelementptr %149[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %301 = llvm.load %300 : !llvm.ptr<1> -> i64
          %302 = llvm.getelementptr %151[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %303 = llvm.load %302 : !llvm.ptr<1> -> i64
          %304 = arith.muli %301, %303 : i64
          %305 = arith.muli %c2_i64_208, %304 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %306 = arith.muli %arg13, %c6_i64_209 : i64
          %307 = arith.addi %arg14, %306 : i64
          %308 = llvm.getelementptr %156[%307] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %309 = llvm.atomicrmw add %308, %305 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_84 = gpu.thread_id  x
      %186 = arith.index_cast %thread_id_x_84 : index to i64
      %c32_i64_85 = arith.constant 32 : i64
      %thread_id_y_86 = gpu.thread_id  y
      %187 = arith.index_cast %thread_id_y_86 : index to i64
      %188 = arith.muli %c32_i64_85, %187 : i64
      %189 = arith.addi %186, %188 : i64
      %c6_i64_87 = arith.constant 6 : i64
      %c64_i64_88 = arith.constant 64 : i64
      scf.for %arg13 = %189 to %c6_i64_87 step %c64_i64_88  : i64 {
        %c2_i64_205 = arith.constant 2 : i64
        %299 = llvm.getelementptr %149[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %300 = llvm.load %299 : !llvm.ptr<1> -> i64
        %301 = llvm.getelementptr %149[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %302 = llvm.load %301 : !llvm.ptr<1> -> i64
        %303 = arith.muli %300, %302 : i64
        %304 = arith.muli %c2_i64_205, %303 : i64
        %305 = llvm.getelementptr %157[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %306 = llvm.atomicrmw add %305, %304 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_89 = gpu.thread_id  x
      %190 = arith.index_cast %thread_id_x_89 : index to i64
      %c32_i64_90 = arith.constant 32 : i64
      %thread_id_y_91 = gpu.thread_id  y
      %191 = arith.index_cast %thread_id_y_91 : index to i64
      %192 = arith.muli %c32_i64_90, %191 : i64
      %193 = arith.addi %190, %192 : i64
      %c6_i64_92 = arith.constant 6 : i64
      %c64_i64_93 = arith.constant 64 : i64
      scf.for %arg13 = %193 to %c6_i64_92 step %c64_i64_93  : i64 {
        %c0_i64_205 = arith.constant 0 : i64
        memref.store %c0_i64_205, %alloca_33[] : memref<i64>
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %303 = memref.load %alloca_33[] : memref<i64>
          %c6_i64_210 = arith.constant 6 : i64
          %304 = arith.muli %arg14, %c6_i64_210 : i64
          %305 = arith.addi %arg13, %304 : i64
          %306 = llvm.getelementptr %143[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %307 = llvm.load %306 : !llvm.ptr<1> -> i64
          %308 = arith.addi %303, %307 : i64
          memref.store %308, %alloca_33[] : memref<i64>
        }
        %c2_i64_209 = arith.constant 2 : i64
        %299 = memref.load %alloca_33[] : memref<i64>
        %300 = arith.muli %c2_i64_209, %299 : i64
        %301 = llvm.getelementptr %158[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %302 = llvm.atomicrmw add %301, %300 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_94 = gpu.thread_id  x
      %194 = arith.index_cast %thread_id_x_94 : index to i64
      %c32_i64_95 = arith.constant 32 : i64
      %thread_id_y_96 = gpu.thread_id  y
      %195 = arith.index_cast %thread_id_y_96 : index to i64
      %196 = arith.muli %c32_i64_95, %195 : i64
      %197 = arith.addi %194, %196 : i64
      %c0_i64_97 = arith.constant 0 : i64
      %198 = arith.cmpi eq, %197, %c0_i64_97 : i64
      scf.if %198 {
        %c0_i64_205 = arith.constant 0 : i64
        memref.store %c0_i64_205, %alloca_34[] : memref<i64>
        %c0_i64_206 = arith.constant 0 : i64
        %c6_i64_207 = arith.constant 6 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_206 to %c6_i64_207 step %c1_i64_208  : i64 {
          %302 = memref.load %alloca_34[] : memref<i64>
          %303 = llvm.getelementptr %149[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %304 = llvm.load %303 : !llvm.ptr<1> -> i64
          %305 = arith.addi %302, %304 : i64
          memref.store %305, %alloca_34[] : memref<i64>
        }
        %c2_i64_209 = arith.constant 2 : i64
        %299 = memref.load %alloca_34[] : memref<i64>
        %300 = arith.muli %c2_i64_209, %299 : i64
        %301 = llvm.atomicrmw add %159, %300 monotonic : !llvm.ptr<3>, i64
      }
      %c270_i64 = arith.constant 270 : i64
      %199 = llvm.getelementptr %133[%c270_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c300_i64 = arith.constant 300 : i64
      %200 = llvm.getelementptr %133[%c300_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c330_i64 = arith.constant 330 : i64
      %201 = llvm.getelementptr %133[%c330_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c360_i64 = arith.constant 360 : i64
      %202 = llvm.getelementptr %133[%c360_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c390_i64 = arith.constant 390 : i64
      %203 = llvm.getelementptr %133[%c390_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c420_i64 = arith.constant 420 : i64
      %204 = llvm.getelementptr %133[%c420_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c450_i64 = arith.constant 450 : i64
      %205 = llvm.getelementptr %133[%c450_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c480_i64 = arith.constant 480 : i64
      %206 = llvm.getelementptr %133[%c480_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c510_i64 = arith.constant 510 : i64
      %207 = llvm.getelementptr %133[%c510_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      gpu.barrier
      %thread_id_x_98 = gpu.thread_id  x
      %208 = arith.index_cast %thread_id_x_98 : index to i64
      %c32_i64_99 = arith.constant 32 : i64
      %thread_id_y_100 = gpu.thread_id  y
      %209 = arith.index_cast %thread_id_y_100 : index to i64
      %210 = arith.muli %c32_i64_99, %209 : i64
      %211 = arith.addi %208, %210 : i64
      %c0_i64_101 = arith.constant 0 : i64
      %212 = arith.cmpi eq, %211, %c0_i64_101 : i64
      scf.if %212 {
        %c2_i64_205 = arith.constant 2 : i64
        %299 = llvm.load %147 : !llvm.ptr<1> -> i64
        %300 = arith.muli %c2_i64_205, %299 : i64
        %301 = llvm.atomicrmw xchg %199, %300 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_102 = gpu.thread_id  x
      %213 = arith.index_cast %thread_id_x_102 : index to i64
      %c32_i64_103 = arith.constant 32 : i64
      %thread_id_y_104 = gpu.thread_id  y
      %214 = arith.index_cast %thread_id_y_104 : index to i64
      %215 = arith.muli %c32_i64_103, %214 : i64
      %216 = arith.addi %213, %215 : i64
      %c6_i64_105 = arith.constant 6 : i64
      %c64_i64_106 = arith.constant 64 : i64
      scf.for %arg13 = %216 to %c6_i64_105 step %c64_i64_106  : i64 {
        %c2_i64_205 = arith.constant 2 : i64
        %299 = llvm.getelementptr %149[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %300 = llvm.load %299 : !llvm.ptr<1> -> i64
        %301 = arith.muli %c2_i64_205, %300 : i64
        %302 = llvm.getelementptr %200[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %303 = llvm.atomicrmw xchg %302, %301 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_107 = gpu.thread_id  y
      %217 = arith.index_cast %thread_id_y_107 : index to i64
      %c6_i64_108 = arith.constant 6 : i64
      %c2_i64_109 = arith.constant 2 : i64
      scf.for %arg13 = %217 to %c6_i64_108 step %c2_i64_109  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %299 = arith.index_cast %thread_id_x_205 : index to i64
        %c4_i64_206 = arith.constant 4 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg14 = %299 to %c4_i64_206 step %c32_i64_207  : i64 {
          %c2_i64_208 = arith.constant 2 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %300 = arith.muli %arg14, %c6_i64_209 : i64
          %301 = arith.addi %arg13, %300 : i64
          %302 = llvm.getelementptr %143[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %303 = llvm.load %302 : !llvm.ptr<1> -> i64
          %304 = arith.muli %c2_i64_208, %303 : i64
          %c4_i64_210 = arith.constant 4 : i64
          %305 = arith.muli %arg13, %c4_i64_210 : i64
          %306 = arith.addi %arg14, %305 : i64
          %307 = llvm.getelementptr %201[%306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %308 = llvm.atomicrmw xchg %307, %304 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_110 = gpu.thread_id  x
      %218 = arith.index_cast %thread_id_x_110 : index to i64
      %c5_i64_111 = arith.constant 5 : i64
      %219 = arith.minsi %218, %c5_i64_111 : i64
      %thread_id_y_112 = gpu.thread_id  y
      %220 = arith.index_cast %thread_id_y_112 : index to i64
      %c4_i64_113 = arith.constant 4 : i64
      %221 = arith.minsi %220, %c4_i64_113 : i64
      %thread_id_y_114 = gpu.thread_id  y
      %222 = arith.index_cast %thread_id_y_114 : index to i64
      %c2_i64_115 = arith.constant 2 : i64
      %223 = arith.addi %222, %c2_i64_115 : i64
      %c4_i64_116 = arith.constant 4 : i64
      %224 = arith.minsi %223, %c4_i64_116 : i64
      %thread_id_y_117 = gpu.thread_id  y
      %225 = arith.index_cast %thread_id_y_117 : index to i64
      %c4_i64_118 = arith.constant 4 : i64
      %226 = arith.addi %225, %c4_i64_118 : i64
      %c4_i64_119 = arith.constant 4 : i64
      %227 = arith.minsi %226, %c4_i64_119 : i64
      %c0_i64_120 = arith.constant 0 : i64
      memref.store %c0_i64_120, %alloca_35[] : memref<i64>
      %c0_i64_121 = arith.constant 0 : i64
      memref.store %c0_i64_121, %alloca_36[] : memref<i64>
      %c0_i64_122 = arith.constant 0 : i64
      memref.store %c0_i64_122, %alloca_37[] : memref<i64>
      %c0_i64_123 = arith.constant 0 : i64
      %c4_i64_124 = arith.constant 4 : i64
      %c1_i64_125 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_123 to %c4_i64_124 step %c1_i64_125  : i64 {
        %c6_i64_205 = arith.constant 6 : i64
        %299 = arith.muli %arg13, %c6_i64_205 : i64
        %300 = arith.addi %219, %299 : i64
        %301 = llvm.getelementptr %143[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %302 = llvm.load %301 : !llvm.ptr<1> -> i64
        %c4_i64_206 = arith.constant 4 : i64
        %303 = arith.muli %221, %c4_i64_206 : i64
        %304 = arith.addi %arg13, %303 : i64
        %305 = llvm.getelementptr %116[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %306 = llvm.load %305 : !llvm.ptr<1> -> i64
        %c4_i64_207 = arith.constant 4 : i64
        %307 = arith.muli %224, %c4_i64_207 : i64
        %308 = arith.addi %arg13, %307 : i64
        %309 = llvm.getelementptr %116[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %310 = llvm.load %309 : !llvm.ptr<1> -> i64
        %c4_i64_208 = arith.constant 4 : i64
        %311 = arith.muli %227, %c4_i64_208 : i64
        %312 = arith.addi %arg13, %311 : i64
        %313 = llvm.getelementptr %116[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %314 = llvm.load %313 : !llvm.ptr<1> -> i64
        %315 = memref.load %alloca_35[] : memref<i64>
        %316 = arith.muli %302, %306 : i64
        %317 = arith.addi %315, %316 : i64
        memref.store %317, %alloca_35[] : memref<i64>
        %318 = memref.load %alloca_36[] : memref<i64>
        %319 = arith.muli %302, %310 : i64
        %320 = arith.addi %318, %319 : i64
        memref.store %320, %alloca_36[] : memref<i64>
        %321 = memref.load %alloca_37[] : memref<i64>
        %322 = arith.muli %302, %314 : i64
        %323 = arith.addi %321, %322 : i64
        memref.store %323, %alloca_37[] : memref<i64>
      }
      %c6_i64_126 = arith.constant 6 : i64
      %228 = arith.cmpi slt, %218, %c6_i64_126 : i64
      scf.if %228 {
        %c5_i64_205 = arith.constant 5 : i64
        %299 = arith.cmpi slt, %220, %c5_i64_205 : i64
        scf.if %299 {
          %c2_i64_208 = arith.constant 2 : i64
          %302 = memref.load %alloca_35[] : memref<i64>
          %303 = arith.muli %c2_i64_208, %302 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %304 = arith.muli %220, %c6_i64_209 : i64
          %305 = arith.addi %218, %304 : i64
          %306 = llvm.getelementptr %202[%305] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %307 = llvm.atomicrmw xchg %306, %303 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_206 = arith.constant 5 : i64
        %300 = arith.cmpi slt, %223, %c5_i64_206 : i64
        scf.if %300 {
          %c2_i64_208 = arith.constant 2 : i64
          %302 = memref.load %alloca_36[] : memref<i64>
          %303 = arith.muli %c2_i64_208, %302 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %304 = arith.muli %223, %c6_i64_209 : i64
          %305 = arith.addi %218, %304 : i64
          %306 = llvm.getelementptr %202[%305] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %307 = llvm.atomicrmw xchg %306, %303 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_207 = arith.constant 5 : i64
        %301 = arith.cmpi slt, %226, %c5_i64_207 : i64
        scf.if %301 {
          %c2_i64_208 = arith.constant 2 : i64
          %302 = memref.load %alloca_37[] : memref<i64>
          %303 = arith.muli %c2_i64_208, %302 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %304 = arith.muli %226, %c6_i64_209 : i64
          %305 = arith.addi %218, %304 : i64
          %306 = llvm.getelementptr %202[%305] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %307 = llvm.atomicrmw xchg %306, %303 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_127 = gpu.thread_id  x
      %229 = arith.index_cast %thread_id_x_127 : index to i64
      %c32_i64_128 = arith.constant 32 : i64
      %thread_id_y_129 = gpu.thread_id  y
      %230 = arith.index_cast %thread_id_y_129 : index to i64
      %231 = arith.muli %c32_i64_128, %230 : i64
      %232 = arith.addi %229, %231 : i64
      %c6_i64_130 = arith.constant 6 : i64
      %c64_i64_131 = arith.constant 64 : i64
      scf.for %arg13 = %232 to %c6_i64_130 step %c64_i64_131  : i64 {
        %c0_i64_205 = arith.constant 0 : i64
        memref.store %c0_i64_205, %alloca_38[] : memref<i64>
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %303 = memref.load %alloca_38[] : memref<i64>
          %c6_i64_210 = arith.constant 6 : i64
          %304 = arith.muli %arg14, %c6_i64_210 : i64
          %305 = arith.addi %arg13, %304 : i64
          %306 = llvm.getelementptr %143[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %307 = llvm.load %306 : !llvm.ptr<1> -> i64
          %308 = llvm.getelementptr %145[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %309 = llvm.load %308 : !llvm.ptr<1> -> i64
          %310 = arith.muli %307, %309 : i64
          %311 = arith.addi %303, %310 : i64
          memref.store %311, %alloca_38[] : memref<i64>
        }
        %c2_i64_209 = arith.constant 2 : i64
        %299 = memref.load %alloca_38[] : memref<i64>
        %300 = arith.muli %c2_i64_209, %299 : i64
        %301 = llvm.getelementptr %203[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %302 = llvm.atomicrmw xchg %301, %300 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_132 = gpu.thread_id  y
      %233 = arith.index_cast %thread_id_y_132 : index to i64
      %c5_i64_133 = arith.constant 5 : i64
      %c2_i64_134 = arith.constant 2 : i64
      scf.for %arg13 = %233 to %c5_i64_133 step %c2_i64_134  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %299 = arith.index_cast %thread_id_x_205 : index to i64
        %c6_i64_206 = arith.constant 6 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg14 = %299 to %c6_i64_206 step %c32_i64_207  : i64 {
          %c2_i64_208 = arith.constant 2 : i64
          %300 = llvm.getelementptr %149[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %301 = llvm.load %300 : !llvm.ptr<1> -> i64
          %302 = llvm.getelementptr %151[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %303 = llvm.load %302 : !llvm.ptr<1> -> i64
          %304 = arith.muli %301, %303 : i64
          %305 = arith.muli %c2_i64_208, %304 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %306 = arith.muli %arg13, %c6_i64_209 : i64
          %307 = arith.addi %arg14, %306 : i64
          %308 = llvm.getelementptr %204[%307] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %309 = llvm.atomicrmw xchg %308, %305 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_135 = gpu.thread_id  x
      %234 = arith.index_cast %thread_id_x_135 : index to i64
      %c32_i64_136 = arith.constant 32 : i64
      %thread_id_y_137 = gpu.thread_id  y
      %235 = arith.index_cast %thread_id_y_137 : index to i64
      %236 = arith.muli %c32_i64_136, %235 : i64
      %237 = arith.addi %234, %236 : i64
      %c6_i64_138 = arith.constant 6 : i64
      %c64_i64_139 = arith.constant 64 : i64
      scf.for %arg13 = %237 to %c6_i64_138 step %c64_i64_139  : i64 {
        %c2_i64_205 = arith.constant 2 : i64
        %299 = llvm.getelementptr %149[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %300 = llvm.load %299 : !llvm.ptr<1> -> i64
        %301 = llvm.getelementptr %149[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %302 = llvm.load %301 : !llvm.ptr<1> -> i64
        %303 = arith.muli %300, %302 : i64
        %304 = arith.muli %c2_i64_205, %303 : i64
        %305 = llvm.getelementptr %205[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %306 = llvm.atomicrmw xchg %305, %304 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_140 = gpu.thread_id  x
      %238 = arith.index_cast %thread_id_x_140 : index to i64
      %c32_i64_141 = arith.constant 32 : i64
      %thread_id_y_142 = gpu.thread_id  y
      %239 = arith.index_cast %thread_id_y_142 : index to i64
      %240 = arith.muli %c32_i64_141, %239 : i64
      %241 = arith.addi %238, %240 : i64
      %c6_i64_143 = arith.constant 6 : i64
      %c64_i64_144 = arith.constant 64 : i64
      scf.for %arg13 = %241 to %c6_i64_143 step %c64_i64_144  : i64 {
        %c0_i64_205 = arith.constant 0 : i64
        memref.store %c0_i64_205, %alloca_39[] : memref<i64>
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %303 = memref.load %alloca_39[] : memref<i64>
          %c6_i64_210 = arith.constant 6 : i64
          %304 = arith.muli %arg14, %c6_i64_210 : i64
          %305 = arith.addi %arg13, %304 : i64
          %306 = llvm.getelementptr %143[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %307 = llvm.load %306 : !llvm.ptr<1> -> i64
          %308 = arith.addi %303, %307 : i64
          memref.store %308, %alloca_39[] : memref<i64>
        }
        %c2_i64_209 = arith.constant 2 : i64
        %299 = memref.load %alloca_39[] : memref<i64>
        %300 = arith.muli %c2_i64_209, %299 : i64
        %301 = llvm.getelementptr %206[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %302 = llvm.atomicrmw xchg %301, %300 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_145 = gpu.thread_id  x
      %242 = arith.index_cast %thread_id_x_145 : index to i64
      %c32_i64_146 = arith.constant 32 : i64
      %thread_id_y_147 = gpu.thread_id  y
      %243 = arith.index_cast %thread_id_y_147 : index to i64
      %244 = arith.muli %c32_i64_146, %243 : i64
      %245 = arith.addi %242, %244 : i64
      %c0_i64_148 = arith.constant 0 : i64
      %246 = arith.cmpi eq, %245, %c0_i64_148 : i64
      scf.if %246 {
        %c0_i64_205 = arith.constant 0 : i64
        memref.store %c0_i64_205, %alloca_40[] : memref<i64>
        %c0_i64_206 = arith.constant 0 : i64
        %c6_i64_207 = arith.constant 6 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_206 to %c6_i64_207 step %c1_i64_208  : i64 {
          %302 = memref.load %alloca_40[] : memref<i64>
          %303 = llvm.getelementptr %149[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %304 = llvm.load %303 : !llvm.ptr<1> -> i64
          %305 = arith.addi %302, %304 : i64
          memref.store %305, %alloca_40[] : memref<i64>
        }
        %c2_i64_209 = arith.constant 2 : i64
        %299 = memref.load %alloca_40[] : memref<i64>
        %300 = arith.muli %c2_i64_209, %299 : i64
        %301 = llvm.atomicrmw xchg %207, %300 monotonic : !llvm.ptr<3>, i64
      }
      %c540_i64 = arith.constant 540 : i64
      %247 = llvm.getelementptr %133[%c540_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c570_i64 = arith.constant 570 : i64
      %248 = llvm.getelementptr %133[%c570_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c600_i64 = arith.constant 600 : i64
      %249 = llvm.getelementptr %133[%c600_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c630_i64 = arith.constant 630 : i64
      %250 = llvm.getelementptr %133[%c630_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c660_i64 = arith.constant 660 : i64
      %251 = llvm.getelementptr %133[%c660_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c690_i64 = arith.constant 690 : i64
      %252 = llvm.getelementptr %133[%c690_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c720_i64 = arith.constant 720 : i64
      %253 = llvm.getelementptr %133[%c720_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c750_i64 = arith.constant 750 : i64
      %254 = llvm.getelementptr %133[%c750_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c780_i64 = arith.constant 780 : i64
      %255 = llvm.getelementptr %133[%c780_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      gpu.barrier
      %thread_id_x_149 = gpu.thread_id  x
      %256 = arith.index_cast %thread_id_x_149 : index to i64
      %c32_i64_150 = arith.constant 32 : i64
      %thread_id_y_151 = gpu.thread_id  y
      %257 = arith.index_cast %thread_id_y_151 : index to i64
      %258 = arith.muli %c32_i64_150, %257 : i64
      %259 = arith.addi %256, %258 : i64
      %c0_i64_152 = arith.constant 0 : i64
      %260 = arith.cmpi eq, %259, %c0_i64_152 : i64
      scf.if %260 {
        %c2_i64_205 = arith.constant 2 : i64
        %299 = llvm.load %147 : !llvm.ptr<1> -> i64
        %300 = arith.muli %c2_i64_205, %299 : i64
        %301 = llvm.load %247 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %302 = scf.while (%arg13 = %301) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %303 = arith.muli %c3_i64, %arg13 : i64
          %304 = arith.addi %300, %303 : i64
          %305 = llvm.cmpxchg %247, %arg13, %304 monotonic monotonic : !llvm.ptr<3>, i64
          %306 = llvm.extractvalue %305[0] : !llvm.struct<(i64, i1)> 
          %307 = llvm.extractvalue %305[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %308 = arith.xori %307, %true : i1
          scf.condition(%308) %306 : i64
        } do {
        ^bb0(%arg13: i64):
          scf.yield %arg13 : i64
        }
      }
      gpu.barrier
      %thread_id_x_153 = gpu.thread_id  x
      %261 = arith.index_cast %thread_id_x_153 : index to i64
      %c32_i64_154 = arith.constant 32 : i64
      %thread_id_y_155 = gpu.thread_id  y
      %262 = arith.index_cast %thread_id_y_155 : index to i64
      %263 = arith.muli %c32_i64_154, %262 : i64
      %264 = arith.addi %261, %263 : i64
      %c6_i64_156 = arith.constant 6 : i64
      %c64_i64_157 = arith.constant 64 : i64
      scf.for %arg13 = %264 to %c6_i64_156 step %c64_i64_157  : i64 {
        %c2_i64_205 = arith.constant 2 : i64
        %299 = llvm.getelementptr %149[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %300 = llvm.load %299 : !llvm.ptr<1> -> i64
        %301 = arith.muli %c2_i64_205, %300 : i64
        %302 = llvm.getelementptr %248[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %303 = llvm.load %302 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %304 = scf.while (%arg14 = %303) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %305 = arith.muli %c3_i64, %arg14 : i64
          %306 = arith.addi %301, %305 : i64
          %307 = llvm.cmpxchg %302, %arg14, %306 monotonic monotonic : !llvm.ptr<3>, i64
          %308 = llvm.extractvalue %307[0] : !llvm.struct<(i64, i1)> 
          %309 = llvm.extractvalue %307[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %310 = arith.xori %309, %true : i1
          scf.condition(%310) %308 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_y_158 = gpu.thread_id  y
      %265 = arith.index_cast %thread_id_y_158 : index to i64
      %c6_i64_159 = arith.constant 6 : i64
      %c2_i64_160 = arith.constant 2 : i64
      scf.for %arg13 = %265 to %c6_i64_159 step %c2_i64_160  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %299 = arith.index_cast %thread_id_x_205 : index to i64
        %c4_i64_206 = arith.constant 4 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg14 = %299 to %c4_i64_206 step %c32_i64_207  : i64 {
          %c2_i64_208 = arith.constant 2 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %300 = arith.muli %arg14, %c6_i64_209 : i64
          %301 = arith.addi %arg13, %300 : i64
          %302 = llvm.getelementptr %143[%301] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %303 = llvm.load %302 : !llvm.ptr<1> -> i64
          %304 = arith.muli %c2_i64_208, %303 : i64
          %c4_i64_210 = arith.constant 4 : i64
          %305 = arith.muli %arg13, %c4_i64_210 : i64
          %306 = arith.addi %arg14, %305 : i64
          %307 = llvm.getelementptr %249[%306] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %308 = llvm.load %307 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %309 = scf.while (%arg15 = %308) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %310 = arith.muli %c3_i64, %arg15 : i64
            %311 = arith.addi %304, %310 : i64
            %312 = llvm.cmpxchg %307, %arg15, %311 monotonic monotonic : !llvm.ptr<3>, i64
            %313 = llvm.extractvalue %312[0] : !llvm.struct<(i64, i1)> 
            %314 = llvm.extractvalue %312[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %315 = arith.xori %314, %true : i1
            scf.condition(%315) %313 : i64
          } do {
          ^bb0(%arg15: i64):
            scf.yield %arg15 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_161 = gpu.thread_id  x
      %266 = arith.index_cast %thread_id_x_161 : index to i64
      %c5_i64_162 = arith.constant 5 : i64
      %267 = arith.minsi %266, %c5_i64_162 : i64
      %thread_id_y_163 = gpu.thread_id  y
      %268 = arith.index_cast %thread_id_y_163 : index to i64
      %c4_i64_164 = arith.constant 4 : i64
      %269 = arith.minsi %268, %c4_i64_164 : i64
      %thread_id_y_165 = gpu.thread_id  y
      %270 = arith.index_cast %thread_id_y_165 : index to i64
      %c2_i64_166 = arith.constant 2 : i64
      %271 = arith.addi %270, %c2_i64_166 : i64
      %c4_i64_167 = arith.constant 4 : i64
      %272 = arith.minsi %271, %c4_i64_167 : i64
      %thread_id_y_168 = gpu.thread_id  y
      %273 = arith.index_cast %thread_id_y_168 : index to i64
      %c4_i64_169 = arith.constant 4 : i64
      %274 = arith.addi %273, %c4_i64_169 : i64
      %c4_i64_170 = arith.constant 4 : i64
      %275 = arith.minsi %274, %c4_i64_170 : i64
      %c0_i64_171 = arith.constant 0 : i64
      memref.store %c0_i64_171, %alloca_41[] : memref<i64>
      %c0_i64_172 = arith.constant 0 : i64
      memref.store %c0_i64_172, %alloca_42[] : memref<i64>
      %c0_i64_173 = arith.constant 0 : i64
      memref.store %c0_i64_173, %alloca_43[] : memref<i64>
      %c0_i64_174 = arith.constant 0 : i64
      %c4_i64_175 = arith.constant 4 : i64
      %c1_i64_176 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_174 to %c4_i64_175 step %c1_i64_176  : i64 {
        %c6_i64_205 = arith.constant 6 : i64
        %299 = arith.muli %arg13, %c6_i64_205 : i64
        %300 = arith.addi %267, %299 : i64
        %301 = llvm.getelementptr %143[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %302 = llvm.load %301 : !llvm.ptr<1> -> i64
        %c4_i64_206 = arith.constant 4 : i64
        %303 = arith.muli %269, %c4_i64_206 : i64
        %304 = arith.addi %arg13, %303 : i64
        %305 = llvm.getelementptr %116[%304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %306 = llvm.load %305 : !llvm.ptr<1> -> i64
        %c4_i64_207 = arith.constant 4 : i64
        %307 = arith.muli %272, %c4_i64_207 : i64
        %308 = arith.addi %arg13, %307 : i64
        %309 = llvm.getelementptr %116[%308] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %310 = llvm.load %309 : !llvm.ptr<1> -> i64
        %c4_i64_208 = arith.constant 4 : i64
        %311 = arith.muli %275, %c4_i64_208 : i64
        %312 = arith.addi %arg13, %311 : i64
        %313 = llvm.getelementptr %116[%312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %314 = llvm.load %313 : !llvm.ptr<1> -> i64
        %315 = memref.load %alloca_41[] : memref<i64>
        %316 = arith.muli %302, %306 : i64
        %317 = arith.addi %315, %316 : i64
        memref.store %317, %alloca_41[] : memref<i64>
        %318 = memref.load %alloca_42[] : memref<i64>
        %319 = arith.muli %302, %310 : i64
        %320 = arith.addi %318, %319 : i64
        memref.store %320, %alloca_42[] : memref<i64>
        %321 = memref.load %alloca_43[] : memref<i64>
        %322 = arith.muli %302, %314 : i64
        %323 = arith.addi %321, %322 : i64
        memref.store %323, %alloca_43[] : memref<i64>
      }
      %c6_i64_177 = arith.constant 6 : i64
      %276 = arith.cmpi slt, %266, %c6_i64_177 : i64
      scf.if %276 {
        %c5_i64_205 = arith.constant 5 : i64
        %299 = arith.cmpi slt, %268, %c5_i64_205 : i64
        scf.if %299 {
          %c2_i64_208 = arith.constant 2 : i64
          %302 = memref.load %alloca_41[] : memref<i64>
          %303 = arith.muli %c2_i64_208, %302 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %304 = arith.muli %268, %c6_i64_209 : i64
          %305 = arith.addi %266, %304 : i64
          %306 = llvm.getelementptr %250[%305] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %307 = llvm.load %306 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %308 = scf.while (%arg13 = %307) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %309 = arith.muli %c3_i64, %arg13 : i64
            %310 = arith.addi %303, %309 : i64
            %311 = llvm.cmpxchg %306, %arg13, %310 monotonic monotonic : !llvm.ptr<3>, i64
            %312 = llvm.extractvalue %311[0] : !llvm.struct<(i64, i1)> 
            %313 = llvm.extractvalue %311[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %314 = arith.xori %313, %true : i1
            scf.condition(%314) %312 : i64
          } do {
          ^bb0(%arg13: i64):
            scf.yield %arg13 : i64
          }
        }
        %c5_i64_206 = arith.constant 5 : i64
        %300 = arith.cmpi slt, %271, %c5_i64_206 : i64
        scf.if %300 {
          %c2_i64_208 = arith.constant 2 : i64
          %302 = memref.load %alloca_42[] : memref<i64>
          %303 = arith.muli %c2_i64_208, %302 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %304 = arith.muli %271, %c6_i64_209 : i64
          %305 = arith.addi %266, %304 : i64
          %306 = llvm.getelementptr %250[%305] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %307 = llvm.load %306 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %308 = scf.while (%arg13 = %307) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %309 = arith.muli %c3_i64, %arg13 : i64
            %310 = arith.addi %303, %309 : i64
            %311 = llvm.cmpxchg %306, %arg13, %310 monotonic monotonic : !llvm.ptr<3>, i64
            %312 = llvm.extractvalue %311[0] : !llvm.struct<(i64, i1)> 
            %313 = llvm.extractvalue %311[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %314 = arith.xori %313, %true : i1
            scf.condition(%314) %312 : i64
          } do {
          ^bb0(%arg13: i64):
            scf.yield %arg13 : i64
          }
        }
        %c5_i64_207 = arith.constant 5 : i64
        %301 = arith.cmpi slt, %274, %c5_i64_207 : i64
        scf.if %301 {
          %c2_i64_208 = arith.constant 2 : i64
          %302 = memref.load %alloca_43[] : memref<i64>
          %303 = arith.muli %c2_i64_208, %302 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %304 = arith.muli %274, %c6_i64_209 : i64
          %305 = arith.addi %266, %304 : i64
          %306 = llvm.getelementptr %250[%305] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %307 = llvm.load %306 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %308 = scf.while (%arg13 = %307) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %309 = arith.muli %c3_i64, %arg13 : i64
            %310 = arith.addi %303, %309 : i64
            %311 = llvm.cmpxchg %306, %arg13, %310 monotonic monotonic : !llvm.ptr<3>, i64
            %312 = llvm.extractvalue %311[0] : !llvm.struct<(i64, i1)> 
            %313 = llvm.extractvalue %311[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %314 = arith.xori %313, %true : i1
            scf.condition(%314) %312 : i64
          } do {
          ^bb0(%arg13: i64):
            scf.yield %arg13 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_178 = gpu.thread_id  x
      %277 = arith.index_cast %thread_id_x_178 : index to i64
      %c32_i64_179 = arith.constant 32 : i64
      %thread_id_y_180 = gpu.thread_id  y
      %278 = arith.index_cast %thread_id_y_180 : index to i64
      %279 = arith.muli %c32_i64_179, %278 : i64
      %280 = arith.addi %277, %279 : i64
      %c6_i64_181 = arith.constant 6 : i64
      %c64_i64_182 = arith.constant 64 : i64
      scf.for %arg13 = %280 to %c6_i64_181 step %c64_i64_182  : i64 {
        %c0_i64_205 = arith.constant 0 : i64
        memref.store %c0_i64_205, %alloca_44[] : memref<i64>
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %304 = memref.load %alloca_44[] : memref<i64>
          %c6_i64_210 = arith.constant 6 : i64
          %305 = arith.muli %arg14, %c6_i64_210 : i64
          %306 = arith.addi %arg13, %305 : i64
          %307 = llvm.getelementptr %143[%306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %308 = llvm.load %307 : !llvm.ptr<1> -> i64
          %309 = llvm.getelementptr %145[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %310 = llvm.load %309 : !llvm.ptr<1> -> i64
          %311 = arith.muli %308, %310 : i64
          %312 = arith.addi %304, %311 : i64
          memref.store %312, %alloca_44[] : memref<i64>
        }
        %c2_i64_209 = arith.constant 2 : i64
        %299 = memref.load %alloca_44[] : memref<i64>
        %300 = arith.muli %c2_i64_209, %299 : i64
        %301 = llvm.getelementptr %251[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %302 = llvm.load %301 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %303 = scf.while (%arg14 = %302) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %304 = arith.muli %c3_i64, %arg14 : i64
          %305 = arith.addi %300, %304 : i64
          %306 = llvm.cmpxchg %301, %arg14, %305 monotonic monotonic : !llvm.ptr<3>, i64
          %307 = llvm.extractvalue %306[0] : !llvm.struct<(i64, i1)> 
          %308 = llvm.extractvalue %306[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %309 = arith.xori %308, %true : i1
          scf.condition(%309) %307 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_y_183 = gpu.thread_id  y
      %281 = arith.index_cast %thread_id_y_183 : index to i64
      %c5_i64_184 = arith.constant 5 : i64
      %c2_i64_185 = arith.constant 2 : i64
      scf.for %arg13 = %281 to %c5_i64_184 step %c2_i64_185  : i64 {
        %thread_id_x_205 = gpu.thread_id  x
        %299 = arith.index_cast %thread_id_x_205 : index to i64
        %c6_i64_206 = arith.constant 6 : i64
        %c32_i64_207 = arith.constant 32 : i64
        scf.for %arg14 = %299 to %c6_i64_206 step %c32_i64_207  : i64 {
          %c2_i64_208 = arith.constant 2 : i64
          %300 = llvm.getelementptr %149[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %301 = llvm.load %300 : !llvm.ptr<1> -> i64
          %302 = llvm.getelementptr %151[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %303 = llvm.load %302 : !llvm.ptr<1> -> i64
          %304 = arith.muli %301, %303 : i64
          %305 = arith.muli %c2_i64_208, %304 : i64
          %c6_i64_209 = arith.constant 6 : i64
          %306 = arith.muli %arg13, %c6_i64_209 : i64
          %307 = arith.addi %arg14, %306 : i64
          %308 = llvm.getelementptr %252[%307] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %309 = llvm.load %308 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %310 = scf.while (%arg15 = %309) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %311 = arith.muli %c3_i64, %arg15 : i64
            %312 = arith.addi %305, %311 : i64
            %313 = llvm.cmpxchg %308, %arg15, %312 monotonic monotonic : !llvm.ptr<3>, i64
            %314 = llvm.extractvalue %313[0] : !llvm.struct<(i64, i1)> 
            %315 = llvm.extractvalue %313[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %316 = arith.xori %315, %true : i1
            scf.condition(%316) %314 : i64
          } do {
          ^bb0(%arg15: i64):
            scf.yield %arg15 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_186 = gpu.thread_id  x
      %282 = arith.index_cast %thread_id_x_186 : index to i64
      %c32_i64_187 = arith.constant 32 : i64
      %thread_id_y_188 = gpu.thread_id  y
      %283 = arith.index_cast %thread_id_y_188 : index to i64
      %284 = arith.muli %c32_i64_187, %283 : i64
      %285 = arith.addi %282, %284 : i64
      %c6_i64_189 = arith.constant 6 : i64
      %c64_i64_190 = arith.constant 64 : i64
      scf.for %arg13 = %285 to %c6_i64_189 step %c64_i64_190  : i64 {
        %c2_i64_205 = arith.constant 2 : i64
        %299 = llvm.getelementptr %149[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %300 = llvm.load %299 : !llvm.ptr<1> -> i64
        %301 = llvm.getelementptr %149[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %302 = llvm.load %301 : !llvm.ptr<1> -> i64
        %303 = arith.muli %300, %302 : i64
        %304 = arith.muli %c2_i64_205, %303 : i64
        %305 = llvm.getelementptr %253[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %306 = llvm.load %305 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %307 = scf.while (%arg14 = %306) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %308 = arith.muli %c3_i64, %arg14 : i64
          %309 = arith.addi %304, %308 : i64
          %310 = llvm.cmpxchg %305, %arg14, %309 monotonic monotonic : !llvm.ptr<3>, i64
          %311 = llvm.extractvalue %310[0] : !llvm.struct<(i64, i1)> 
          %312 = llvm.extractvalue %310[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %313 = arith.xori %312, %true : i1
          scf.condition(%313) %311 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_x_191 = gpu.thread_id  x
      %286 = arith.index_cast %thread_id_x_191 : index to i64
      %c32_i64_192 = arith.constant 32 : i64
      %thread_id_y_193 = gpu.thread_id  y
      %287 = arith.index_cast %thread_id_y_193 : index to i64
      %288 = arith.muli %c32_i64_192, %287 : i64
      %289 = arith.addi %286, %288 : i64
      %c6_i64_194 = arith.constant 6 : i64
      %c64_i64_195 = arith.constant 64 : i64
      scf.for %arg13 = %289 to %c6_i64_194 step %c64_i64_195  : i64 {
        %c0_i64_205 = arith.constant 0 : i64
        memref.store %c0_i64_205, %alloca_45[] : memref<i64>
        %c0_i64_206 = arith.constant 0 : i64
        %c4_i64_207 = arith.constant 4 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_206 to %c4_i64_207 step %c1_i64_208  : i64 {
          %304 = memref.load %alloca_45[] : memref<i64>
          %c6_i64_210 = arith.constant 6 : i64
          %305 = arith.muli %arg14, %c6_i64_210 : i64
          %306 = arith.addi %arg13, %305 : i64
          %307 = llvm.getelementptr %143[%306] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %308 = llvm.load %307 : !llvm.ptr<1> -> i64
          %309 = arith.addi %304, %308 : i64
          memref.store %309, %alloca_45[] : memref<i64>
        }
        %c2_i64_209 = arith.constant 2 : i64
        %299 = memref.load %alloca_45[] : memref<i64>
        %300 = arith.muli %c2_i64_209, %299 : i64
        %301 = llvm.getelementptr %254[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %302 = llvm.load %301 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %303 = scf.while (%arg14 = %302) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %304 = arith.muli %c3_i64, %arg14 : i64
          %305 = arith.addi %300, %304 : i64
          %306 = llvm.cmpxchg %301, %arg14, %305 monotonic monotonic : !llvm.ptr<3>, i64
          %307 = llvm.extractvalue %306[0] : !llvm.struct<(i64, i1)> 
          %308 = llvm.extractvalue %306[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %309 = arith.xori %308, %true : i1
          scf.condition(%309) %307 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_x_196 = gpu.thread_id  x
      %290 = arith.index_cast %thread_id_x_196 : index to i64
      %c32_i64_197 = arith.constant 32 : i64
      %thread_id_y_198 = gpu.thread_id  y
      %291 = arith.index_cast %thread_id_y_198 : index to i64
      %292 = arith.muli %c32_i64_197, %291 : i64
      %293 = arith.addi %290, %292 : i64
      %c0_i64_199 = arith.constant 0 : i64
      %294 = arith.cmpi eq, %293, %c0_i64_199 : i64
      scf.if %294 {
        %c0_i64_205 = arith.constant 0 : i64
        memref.store %c0_i64_205, %alloca_46[] : memref<i64>
        %c0_i64_206 = arith.constant 0 : i64
        %c6_i64_207 = arith.constant 6 : i64
        %c1_i64_208 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_206 to %c6_i64_207 step %c1_i64_208  : i64 {
          %303 = memref.load %alloca_46[] : memref<i64>
          %304 = llvm.getelementptr %149[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %305 = llvm.load %304 : !llvm.ptr<1> -> i64
          %306 = arith.addi %303, %305 : i64
          memref.store %306, %alloca_46[] : memref<i64>
        }
        %c2_i64_209 = arith.constant 2 : i64
        %299 = memref.load %alloca_46[] : memref<i64>
        %300 = arith.muli %c2_i64_209, %299 : i64
        %301 = llvm.load %255 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %302 = scf.while (%arg13 = %301) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %303 = arith.muli %c3_i64, %arg13 : i64
          %304 = arith.addi %300, %303 : i64
          %305 = llvm.cmpxchg %255, %arg13, %304 monotonic monotonic : !llvm.ptr<3>, i64
          %306 = llvm.extractvalue %305[0] : !llvm.struct<(i64, i1)> 
          %307 = llvm.extractvalue %305[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %308 = arith.xori %307, %true : i1
          scf.condition(%308) %306 : i64
        } do {
        ^bb0(%arg13: i64):
          scf.yield %arg13 : i64
        }
      }
      gpu.barrier
      %thread_id_x_200 = gpu.thread_id  x
      %295 = arith.index_cast %thread_id_x_200 : index to i64
      %c32_i64_201 = arith.constant 32 : i64
      %thread_id_y_202 = gpu.thread_id  y
      %296 = arith.index_cast %thread_id_y_202 : index to i64
      %297 = arith.muli %c32_i64_201, %296 : i64
      %298 = arith.addi %295, %297 : i64
      %c810_i64_203 = arith.constant 810 : i64
      %c64_i64_204 = arith.constant 64 : i64
      scf.for %arg13 = %298 to %c810_i64_203 step %c64_i64_204  : i64 {
        %299 = llvm.getelementptr %133[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %300 = llvm.load %299 : !llvm.ptr<3> -> i64
        %301 = llvm.getelementptr %137[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %300, %301 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
