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
      %132 = llvm.mlir.constant(1 : i64) : i64
      %133 = llvm.alloca %132 x i64 : (i64) -> !llvm.ptr
      %134 = llvm.alloca %132 x i64 : (i64) -> !llvm.ptr
      %135 = llvm.alloca %132 x i64 : (i64) -> !llvm.ptr
      %136 = llvm.alloca %132 x i64 : (i64) -> !llvm.ptr
      %137 = llvm.alloca %132 x i64 : (i64) -> !llvm.ptr
      %138 = llvm.alloca %132 x i64 : (i64) -> !llvm.ptr
      %139 = llvm.alloca %132 x i64 : (i64) -> !llvm.ptr
      %140 = llvm.alloca %132 x i64 : (i64) -> !llvm.ptr
      %141 = llvm.alloca %132 x i64 : (i64) -> !llvm.ptr
      %142 = llvm.alloca %132 x i64 : (i64) -> !llvm.ptr
      %143 = llvm.alloca %132 x i64 : (i64) -> !llvm.ptr
      %144 = llvm.alloca %132 x i64 : (i64) -> !llvm.ptr
      %145 = llvm.alloca %132 x i64 : (i64) -> !llvm.ptr
      %146 = llvm.alloca %132 x i64 : (i64) -> !llvm.ptr
      %147 = llvm.alloca %132 x i64 : (i64) -> !llvm.ptr
      %148 = llvm.alloca %132 x i64 : (i64) -> !llvm.ptr
      %149 = llvm.alloca %132 x i64 : (i64) -> !llvm.ptr
      %150 = llvm.alloca %132 x i64 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %151 = arith.index_cast %block_id_x : index to i64
      %152 = llvm.mlir.addressof @__tinyc_stack_atomic_index_ : !llvm.ptr<3>
      %c810_i64 = arith.constant 810 : i64
      %153 = arith.muli %151, %c810_i64 : i64
      %154 = llvm.getelementptr %127[%153] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c810_i64_30 = arith.constant 810 : i64
      %155 = arith.muli %151, %c810_i64_30 : i64
      %156 = llvm.getelementptr %130[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %thread_id_x = gpu.thread_id  x
      %157 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %158 = arith.index_cast %thread_id_y : index to i64
      %159 = arith.muli %c32_i64, %158 : i64
      %160 = arith.addi %157, %159 : i64
      %c810_i64_31 = arith.constant 810 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg13 = %160 to %c810_i64_31 step %c64_i64  : i64 {
        %318 = llvm.getelementptr %154[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %319 = llvm.load %318 : !llvm.ptr<1> -> i64
        %320 = llvm.getelementptr %152[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        llvm.store %319, %320 : i64, !llvm.ptr<3>
      }
      %c24_i64 = arith.constant 24 : i64
      %161 = arith.muli %151, %c24_i64 : i64
      %162 = llvm.getelementptr %113[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c4_i64 = arith.constant 4 : i64
      %163 = arith.muli %151, %c4_i64 : i64
      %164 = llvm.getelementptr %118[%163] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c4_i64_32 = arith.constant 4 : i64
      %165 = arith.muli %151, %c4_i64_32 : i64
      %166 = llvm.getelementptr %118[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c6_i64 = arith.constant 6 : i64
      %167 = arith.muli %151, %c6_i64 : i64
      %168 = llvm.getelementptr %121[%167] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c5_i64 = arith.constant 5 : i64
      %169 = arith.muli %151, %c5_i64 : i64
      %170 = llvm.getelementptr %124[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c30_i64 = arith.constant 30 : i64
      %171 = llvm.getelementptr %152[%c30_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c60_i64 = arith.constant 60 : i64
      %172 = llvm.getelementptr %152[%c60_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c90_i64 = arith.constant 90 : i64
      %173 = llvm.getelementptr %152[%c90_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c120_i64 = arith.constant 120 : i64
      %174 = llvm.getelementptr %152[%c120_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c150_i64 = arith.constant 150 : i64
      %175 = llvm.getelementptr %152[%c150_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c180_i64 = arith.constant 180 : i64
      %176 = llvm.getelementptr %152[%c180_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c210_i64 = arith.constant 210 : i64
      %177 = llvm.getelementptr %152[%c210_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c240_i64 = arith.constant 240 : i64
      %178 = llvm.getelementptr %152[%c240_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      gpu.barrier
      %thread_id_x_33 = gpu.thread_id  x
      %179 = arith.index_cast %thread_id_x_33 : index to i64
      %c32_i64_34 = arith.constant 32 : i64
      %thread_id_y_35 = gpu.thread_id  y
      %180 = arith.index_cast %thread_id_y_35 : index to i64
      %181 = arith.muli %c32_i64_34, %180 : i64
      %182 = arith.addi %179, %181 : i64
      %c0_i64 = arith.constant 0 : i64
      %183 = arith.cmpi eq, %182, %c0_i64 : i64
      scf.if %183 {
        %c2_i64_188 = arith.constant 2 : i64
        %318 = llvm.load %166 : !llvm.ptr<1> -> i64
        %319 = arith.muli %c2_i64_188, %318 : i64
        %320 = llvm.atomicrmw add %152, %319 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_36 = gpu.thread_id  x
      %184 = arith.index_cast %thread_id_x_36 : index to i64
      %c32_i64_37 = arith.constant 32 : i64
      %thread_id_y_38 = gpu.thread_id  y
      %185 = arith.index_cast %thread_id_y_38 : index to i64
      %186 = arith.muli %c32_i64_37, %185 : i64
      %187 = arith.addi %184, %186 : i64
      %c6_i64_39 = arith.constant 6 : i64
      %c64_i64_40 = arith.constant 64 : i64
      scf.for %arg13 = %187 to %c6_i64_39 step %c64_i64_40  : i64 {
        %c2_i64_188 = arith.constant 2 : i64
        %318 = llvm.getelementptr %168[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %319 = llvm.load %318 : !llvm.ptr<1> -> i64
        %320 = arith.muli %c2_i64_188, %319 : i64
        %321 = llvm.getelementptr %171[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %322 = llvm.atomicrmw add %321, %320 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_41 = gpu.thread_id  y
      %188 = arith.index_cast %thread_id_y_41 : index to i64
      %c6_i64_42 = arith.constant 6 : i64
      %c2_i64 = arith.constant 2 : i64
      scf.for %arg13 = %188 to %c6_i64_42 step %c2_i64  : i64 {
        %thread_id_x_188 = gpu.thread_id  x
        %318 = arith.index_cast %thread_id_x_188 : index to i64
        %c4_i64_189 = arith.constant 4 : i64
        %c32_i64_190 = arith.constant 32 : i64
        scf.for %arg14 = %318 to %c4_i64_189 step %c32_i64_190  : i64 {
          %c2_i64_191 = arith.constant 2 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %319 = arith.muli %arg14, %c6_i64_192 : i64
          %320 = arith.addi %arg13, %319 : i64
          %321 = llvm.getelementptr %162[%320] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %322 = llvm.load %321 : !llvm.ptr<1> -> i64
          %323 = arith.muli %c2_i64_191, %322 : i64
          %c4_i64_193 = arith.constant 4 : i64
          %324 = arith.muli %arg13, %c4_i64_193 : i64
          %325 = arith.addi %arg14, %324 : i64
          %326 = llvm.getelementptr %172[%325] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %327 = llvm.atomicrmw add %326, %323 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_43 = gpu.thread_id  x
      %189 = arith.index_cast %thread_id_x_43 : index to i64
      %c5_i64_44 = arith.constant 5 : i64
      %190 = arith.minsi %189, %c5_i64_44 : i64
      %thread_id_y_45 = gpu.thread_id  y
      %191 = arith.index_cast %thread_id_y_45 : index to i64
      %c4_i64_46 = arith.constant 4 : i64
      %192 = arith.minsi %191, %c4_i64_46 : i64
      %thread_id_y_47 = gpu.thread_id  y
      %193 = arith.index_cast %thread_id_y_47 : index to i64
      %c2_i64_48 = arith.constant 2 : i64
      %194 = arith.addi %193, %c2_i64_48 : i64
      %c4_i64_49 = arith.constant 4 : i64
      %195 = arith.minsi %194, %c4_i64_49 : i64
      %thread_id_y_50 = gpu.thread_id  y
      %196 = arith.index_cast %thread_id_y_50 : index to i64
      %c4_i64_51 = arith.constant 4 : i64
      %197 = arith.addi %196, %c4_i64_51 : i64
      %c4_i64_52 = arith.constant 4 : i64
      %198 = arith.minsi %197, %c4_i64_52 : i64
      %c0_i64_53 = arith.constant 0 : i64
      llvm.store %c0_i64_53, %133 : i64, !llvm.ptr
      %c0_i64_54 = arith.constant 0 : i64
      llvm.store %c0_i64_54, %134 : i64, !llvm.ptr
      %c0_i64_55 = arith.constant 0 : i64
      llvm.store %c0_i64_55, %135 : i64, !llvm.ptr
      %c0_i64_56 = arith.constant 0 : i64
      %c4_i64_57 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_56 to %c4_i64_57 step %c1_i64  : i64 {
        %c6_i64_188 = arith.constant 6 : i64
        %318 = arith.muli %arg13, %c6_i64_188 : i64
        %319 = arith.addi %190, %318 : i64
        %320 = llvm.getelementptr %162[%319] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %321 = llvm.load %320 : !llvm.ptr<1> -> i64
        %c4_i64_189 = arith.constant 4 : i64
        %322 = arith.muli %192, %c4_i64_189 : i64
        %323 = arith.addi %arg13, %322 : i64
        %324 = llvm.getelementptr %116[%323] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %325 = llvm.load %324 : !llvm.ptr<1> -> i64
        %c4_i64_190 = arith.constant 4 : i64
        %326 = arith.muli %195, %c4_i64_190 : i64
        %327 = arith.addi %arg13, %326 : i64
        %328 = llvm.getelementptr %116[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %329 = llvm.load %328 : !llvm.ptr<1> -> i64
        %c4_i64_191 = arith.constant 4 : i64
        %330 = arith.muli %198, %c4_i64_191 : i64
        %331 = arith.addi %arg13, %330 : i64
        %332 = llvm.getelementptr %116[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %333 = llvm.load %332 : !llvm.ptr<1> -> i64
        %334 = llvm.load %133 : !llvm.ptr -> i64
        %335 = arith.muli %321, %325 : i64
        %336 = arith.addi %334, %335 : i64
        llvm.store %336, %133 : i64, !llvm.ptr
        %337 = llvm.load %134 : !llvm.ptr -> i64
        %338 = arith.muli %321, %329 : i64
        %339 = arith.addi %337, %338 : i64
        llvm.store %339, %134 : i64, !llvm.ptr
        %340 = llvm.load %135 : !llvm.ptr -> i64
        %341 = arith.muli %321, %333 : i64
        %342 = arith.addi %340, %341 : i64
        llvm.store %342, %135 : i64, !llvm.ptr
      }
      %c6_i64_58 = arith.constant 6 : i64
      %199 = arith.cmpi slt, %189, %c6_i64_58 : i64
      scf.if %199 {
        %c5_i64_188 = arith.constant 5 : i64
        %318 = arith.cmpi slt, %191, %c5_i64_188 : i64
        scf.if %318 {
          %c2_i64_191 = arith.constant 2 : i64
          %321 = llvm.load %133 : !llvm.ptr -> i64
          %322 = arith.muli %c2_i64_191, %321 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %323 = arith.muli %191, %c6_i64_192 : i64
          %324 = arith.addi %189, %323 : i64
          %325 = llvm.getelementptr %173[%324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %326 = llvm.atomicrmw add %325, %322 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_189 = arith.constant 5 : i64
        %319 = arith.cmpi slt, %194, %c5_i64_189 : i64
        scf.if %319 {
          %c2_i64_191 = arith.constant 2 : i64
          %321 = llvm.load %134 : !llvm.ptr -> i64
          %322 = arith.muli %c2_i64_191, %321 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %323 = arith.muli %194, %c6_i64_192 : i64
          %324 = arith.addi %189, %323 : i64
          %325 = llvm.getelementptr %173[%324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %326 = llvm.atomicrmw add %325, %322 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_190 = arith.constant 5 : i64
        %320 = arith.cmpi slt, %197, %c5_i64_190 : i64
        scf.if %320 {
          %c2_i64_191 = arith.constant 2 : i64
          %321 = llvm.load %135 : !llvm.ptr -> i64
          %322 = arith.muli %c2_i64_191, %321 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %323 = arith.muli %197, %c6_i64_192 : i64
          %324 = arith.addi %189, %323 : i64
          %325 = llvm.getelementptr %173[%324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %326 = llvm.atomicrmw add %325, %322 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_59 = gpu.thread_id  x
      %200 = arith.index_cast %thread_id_x_59 : index to i64
      %c32_i64_60 = arith.constant 32 : i64
      %thread_id_y_61 = gpu.thread_id  y
      %201 = arith.index_cast %thread_id_y_61 : index to i64
      %202 = arith.muli %c32_i64_60, %201 : i64
      %203 = arith.addi %200, %202 : i64
      %c6_i64_62 = arith.constant 6 : i64
      %c64_i64_63 = arith.constant 64 : i64
      scf.for %arg13 = %203 to %c6_i64_62 step %c64_i64_63  : i64 {
        %c0_i64_188 = arith.constant 0 : i64
        llvm.store %c0_i64_188, %136 : i64, !llvm.ptr
        %c0_i64_189 = arith.constant 0 : i64
        %c4_i64_190 = arith.constant 4 : i64
        %c1_i64_191 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_189 to %c4_i64_190 step %c1_i64_191  : i64 {
          %322 = llvm.load %136 : !llvm.ptr -> i64
          %c6_i64_193 = arith.constant 6 : i64
          %323 = arith.muli %arg14, %c6_i64_193 : i64
          %324 = arith.addi %arg13, %323 : i64
          %325 = llvm.getelementptr %162[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %326 = llvm.load %325 : !llvm.ptr<1> -> i64
          %327 = llvm.getelementptr %164[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %328 = llvm.load %327 : !llvm.ptr<1> -> i64
          %329 = arith.muli %326, %328 : i64
          %330 = arith.addi %322, %329 : i64
          llvm.store %330, %136 : i64, !llvm.ptr
        }
        %c2_i64_192 = arith.constant 2 : i64
        %318 = llvm.load %136 : !llvm.ptr -> i64
        %319 = arith.muli %c2_i64_192, %318 : i64
        %320 = llvm.getelementptr %174[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %321 = llvm.atomicrmw add %320, %319 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_64 = gpu.thread_id  y
      %204 = arith.index_cast %thread_id_y_64 : index to i64
      %c5_i64_65 = arith.constant 5 : i64
      %c2_i64_66 = arith.constant 2 : i64
      scf.for %arg13 = %204 to %c5_i64_65 step %c2_i64_66  : i64 {
        %thread_id_x_188 = gpu.thread_id  x
        %318 = arith.index_cast %thread_id_x_188 : index to i64
        %c6_i64_189 = arith.constant 6 : i64
        %c32_i64_190 = arith.constant 32 : i64
        scf.for %arg14 = %318 to %c6_i64_189 step %c32_i64_190  : i64 {
          %c2_i64_191 = arith.constant 2 : i64
          %319 = llvm.getelementptr %168[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %320 = llvm.load %319 : !llvm.ptr<1> -> i64
          %321 = llvm.getelementptr %170[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %322 = llvm.load %321 : !llvm.ptr<1> -> i64
          %323 = arith.muli %320, %322 : i64
          %324 = arith.muli %c2_i64_191, %323 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %325 = arith.muli %arg13, %c6_i64_192 : i64
          %326 = arith.addi %arg14, %325 : i64
          %327 = llvm.getelementptr %175[%326] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %328 = llvm.atomicrmw add %327, %324 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_67 = gpu.thread_id  x
      %205 = arith.index_cast %thread_id_x_67 : index to i64
      %c32_i64_68 = arith.constant 32 : i64
      %thread_id_y_69 = gpu.thread_id  y
      %206 = arith.index_cast %thread_id_y_69 : index to i64
      %207 = arith.muli %c32_i64_68, %206 : i64
      %208 = arith.addi %205, %207 : i64
      %c6_i64_70 = arith.constant 6 : i64
      %c64_i64_71 = arith.constant 64 : i64
      scf.for %arg13 = %208 to %c6_i64_70 step %c64_i64_71  : i64 {
        %c2_i64_188 = arith.constant 2 : i64
        %318 = llvm.getelementptr %168[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %319 = llvm.load %318 : !llvm.ptr<1> -> i64
        %320 = llvm.getelementptr %168[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %321 = llvm.load %320 : !llvm.ptr<1> -> i64
        %322 = arith.muli %319, %321 : i64
        %323 = arith.muli %c2_i64_188, %322 : i64
        %324 = llvm.getelementptr %176[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %325 = llvm.atomicrmw add %324, %323 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_72 = gpu.thread_id  x
      %209 = arith.index_cast %thread_id_x_72 : index to i64
      %c32_i64_73 = arith.constant 32 : i64
      %thread_id_y_74 = gpu.thread_id  y
      %210 = arith.index_cast %thread_id_y_74 : index to i64
      %211 = arith.muli %c32_i64_73, %210 : i64
      %212 = arith.addi %209, %211 : i64
      %c6_i64_75 = arith.constant 6 : i64
      %c64_i64_76 = arith.constant 64 : i64
      scf.for %arg13 = %212 to %c6_i64_75 step %c64_i64_76  : i64 {
        %c0_i64_188 = arith.constant 0 : i64
        llvm.store %c0_i64_188, %137 : i64, !llvm.ptr
        %c0_i64_189 = arith.constant 0 : i64
        %c4_i64_190 = arith.constant 4 : i64
        %c1_i64_191 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_189 to %c4_i64_190 step %c1_i64_191  : i64 {
          %322 = llvm.load %137 : !llvm.ptr -> i64
          %c6_i64_193 = arith.constant 6 : i64
          %323 = arith.muli %arg14, %c6_i64_193 : i64
          %324 = arith.addi %arg13, %323 : i64
          %325 = llvm.getelementptr %162[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %326 = llvm.load %325 : !llvm.ptr<1> -> i64
          %327 = arith.addi %322, %326 : i64
          llvm.store %327, %137 : i64, !llvm.ptr
        }
        %c2_i64_192 = arith.constant 2 : i64
        %318 = llvm.load %137 : !llvm.ptr -> i64
        %319 = arith.muli %c2_i64_192, %318 : i64
        %320 = llvm.getelementptr %177[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %321 = llvm.atomicrmw add %320, %319 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_77 = gpu.thread_id  x
      %213 = arith.index_cast %thread_id_x_77 : index to i64
      %c32_i64_78 = arith.constant 32 : i64
      %thread_id_y_79 = gpu.thread_id  y
      %214 = arith.index_cast %thread_id_y_79 : index to i64
      %215 = arith.muli %c32_i64_78, %214 : i64
      %216 = arith.addi %213, %215 : i64
      %c0_i64_80 = arith.constant 0 : i64
      %217 = arith.cmpi eq, %216, %c0_i64_80 : i64
      scf.if %217 {
        %c0_i64_188 = arith.constant 0 : i64
        llvm.store %c0_i64_188, %138 : i64, !llvm.ptr
        %c0_i64_189 = arith.constant 0 : i64
        %c6_i64_190 = arith.constant 6 : i64
        %c1_i64_191 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_189 to %c6_i64_190 step %c1_i64_191  : i64 {
          %321 = llvm.load %138 : !llvm.ptr -> i64
          %322 = llvm.getelementptr %168[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %323 = llvm.load %322 : !llvm.ptr<1> -> i64
          %324 = arith.addi %321, %323 : i64
          llvm.store %324, %138 : i64, !llvm.ptr
        }
        %c2_i64_192 = arith.constant 2 : i64
        %318 = llvm.load %138 : !llvm.ptr -> i64
        %319 = arith.muli %c2_i64_192, %318 : i64
        %320 = llvm.atomicrmw add %178, %319 monotonic : !llvm.ptr<3>, i64
      }
      %c270_i64 = arith.constant 270 : i64
      %218 = llvm.getelementptr %152[%c270_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c300_i64 = arith.constant 300 : i64
      %219 = llvm.getelementptr %152[%c300_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c330_i64 = arith.constant 330 : i64
      %220 = llvm.getelementptr %152[%c330_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c360_i64 = arith.constant 360 : i64
      %221 = llvm.getelementptr %152[%c360_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c390_i64 = arith.constant 390 : i64
      %222 = llvm.getelementptr %152[%c390_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c420_i64 = arith.constant 420 : i64
      %223 = llvm.getelementptr %152[%c420_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c450_i64 = arith.constant 450 : i64
      %224 = llvm.getelementptr %152[%c450_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c480_i64 = arith.constant 480 : i64
      %225 = llvm.getelementptr %152[%c480_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c510_i64 = arith.constant 510 : i64
      %226 = llvm.getelementptr %152[%c510_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      gpu.barrier
      %thread_id_x_81 = gpu.thread_id  x
      %227 = arith.index_cast %thread_id_x_81 : index to i64
      %c32_i64_82 = arith.constant 32 : i64
      %thread_id_y_83 = gpu.thread_id  y
      %228 = arith.index_cast %thread_id_y_83 : index to i64
      %229 = arith.muli %c32_i64_82, %228 : i64
      %230 = arith.addi %227, %229 : i64
      %c0_i64_84 = arith.constant 0 : i64
      %231 = arith.cmpi eq, %230, %c0_i64_84 : i64
      scf.if %231 {
        %c2_i64_188 = arith.constant 2 : i64
        %318 = llvm.load %166 : !llvm.ptr<1> -> i64
        %319 = arith.muli %c2_i64_188, %318 : i64
        %320 = llvm.atomicrmw xchg %218, %319 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_85 = gpu.thread_id  x
      %232 = arith.index_cast %thread_id_x_85 : index to i64
      %c32_i64_86 = arith.constant 32 : i64
      %thread_id_y_87 = gpu.thread_id  y
      %233 = arith.index_cast %thread_id_y_87 : index to i64
      %234 = arith.muli %c32_i64_86, %233 : i64
      %235 = arith.addi %232, %234 : i64
      %c6_i64_88 = arith.constant 6 : i64
      %c64_i64_89 = arith.constant 64 : i64
      scf.for %arg13 = %235 to %c6_i64_88 step %c64_i64_89  : i64 {
        %c2_i64_188 = arith.constant 2 : i64
        %318 = llvm.getelementptr %168[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %319 = llvm.load %318 : !llvm.ptr<1> -> i64
        %320 = arith.muli %c2_i64_188, %319 : i64
        %321 = llvm.getelementptr %219[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %322 = llvm.atomicrmw xchg %321, %320 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_90 = gpu.thread_id  y
      %236 = arith.index_cast %thread_id_y_90 : index to i64
      %c6_i64_91 = arith.constant 6 : i64
      %c2_i64_92 = arith.constant 2 : i64
      scf.for %arg13 = %236 to %c6_i64_91 step %c2_i64_92  : i64 {
        %thread_id_x_188 = gpu.thread_id  x
        %318 = arith.index_cast %thread_id_x_188 : index to i64
        %c4_i64_189 = arith.constant 4 : i64
        %c32_i64_190 = arith.constant 32 : i64
        scf.for %arg14 = %318 to %c4_i64_189 step %c32_i64_190  : i64 {
          %c2_i64_191 = arith.constant 2 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %319 = arith.muli %arg14, %c6_i64_192 : i64
          %320 = arith.addi %arg13, %319 : i64
          %321 = llvm.getelementptr %162[%320] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %322 = llvm.load %321 : !llvm.ptr<1> -> i64
          %323 = arith.muli %c2_i64_191, %322 : i64
          %c4_i64_193 = arith.constant 4 : i64
          %324 = arith.muli %arg13, %c4_i64_193 : i64
          %325 = arith.addi %arg14, %324 : i64
          %326 = llvm.getelementptr %220[%325] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %327 = llvm.atomicrmw xchg %326, %323 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_93 = gpu.thread_id  x
      %237 = arith.index_cast %thread_id_x_93 : index to i64
      %c5_i64_94 = arith.constant 5 : i64
      %238 = arith.minsi %237, %c5_i64_94 : i64
      %thread_id_y_95 = gpu.thread_id  y
      %239 = arith.index_cast %thread_id_y_95 : index to i64
      %c4_i64_96 = arith.constant 4 : i64
      %240 = arith.minsi %239, %c4_i64_96 : i64
      %thread_id_y_97 = gpu.thread_id  y
      %241 = arith.index_cast %thread_id_y_97 : index to i64
      %c2_i64_98 = arith.constant 2 : i64
      %242 = arith.addi %241, %c2_i64_98 : i64
      %c4_i64_99 = arith.constant 4 : i64
      %243 = arith.minsi %242, %c4_i64_99 : i64
      %thread_id_y_100 = gpu.thread_id  y
      %244 = arith.index_cast %thread_id_y_100 : index to i64
      %c4_i64_101 = arith.constant 4 : i64
      %245 = arith.addi %244, %c4_i64_101 : i64
      %c4_i64_102 = arith.constant 4 : i64
      %246 = arith.minsi %245, %c4_i64_102 : i64
      %c0_i64_103 = arith.constant 0 : i64
      llvm.store %c0_i64_103, %139 : i64, !llvm.ptr
      %c0_i64_104 = arith.constant 0 : i64
      llvm.store %c0_i64_104, %140 : i64, !llvm.ptr
      %c0_i64_105 = arith.constant 0 : i64
      llvm.store %c0_i64_105, %141 : i64, !llvm.ptr
      %c0_i64_106 = arith.constant 0 : i64
      %c4_i64_107 = arith.constant 4 : i64
      %c1_i64_108 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_106 to %c4_i64_107 step %c1_i64_108  : i64 {
        %c6_i64_188 = arith.constant 6 : i64
        %318 = arith.muli %arg13, %c6_i64_188 : i64
        %319 = arith.addi %238, %318 : i64
        %320 = llvm.getelementptr %162[%319] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %321 = llvm.load %320 : !llvm.ptr<1> -> i64
        %c4_i64_189 = arith.constant 4 : i64
        %322 = arith.muli %240, %c4_i64_189 : i64
        %323 = arith.addi %arg13, %322 : i64
        %324 = llvm.getelementptr %116[%323] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %325 = llvm.load %324 : !llvm.ptr<1> -> i64
        %c4_i64_190 = arith.constant 4 : i64
        %326 = arith.muli %243, %c4_i64_190 : i64
        %327 = arith.addi %arg13, %326 : i64
        %328 = llvm.getelementptr %116[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %329 = llvm.load %328 : !llvm.ptr<1> -> i64
        %c4_i64_191 = arith.constant 4 : i64
        %330 = arith.muli %246, %c4_i64_191 : i64
        %331 = arith.addi %arg13, %330 : i64
        %332 = llvm.getelementptr %116[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %333 = llvm.load %332 : !llvm.ptr<1> -> i64
        %334 = llvm.load %139 : !llvm.ptr -> i64
        %335 = arith.muli %321, %325 : i64
        %336 = arith.addi %334, %335 : i64
        llvm.store %336, %139 : i64, !llvm.ptr
        %337 = llvm.load %140 : !llvm.ptr -> i64
        %338 = arith.muli %321, %329 : i64
        %339 = arith.addi %337, %338 : i64
        llvm.store %339, %140 : i64, !llvm.ptr
        %340 = llvm.load %141 : !llvm.ptr -> i64
        %341 = arith.muli %321, %333 : i64
        %342 = arith.addi %340, %341 : i64
        llvm.store %342, %141 : i64, !llvm.ptr
      }
      %c6_i64_109 = arith.constant 6 : i64
      %247 = arith.cmpi slt, %237, %c6_i64_109 : i64
      scf.if %247 {
        %c5_i64_188 = arith.constant 5 : i64
        %318 = arith.cmpi slt, %239, %c5_i64_188 : i64
        scf.if %318 {
          %c2_i64_191 = arith.constant 2 : i64
          %321 = llvm.load %139 : !llvm.ptr -> i64
          %322 = arith.muli %c2_i64_191, %321 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %323 = arith.muli %239, %c6_i64_192 : i64
          %324 = arith.addi %237, %323 : i64
          %325 = llvm.getelementptr %221[%324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %326 = llvm.atomicrmw xchg %325, %322 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_189 = arith.constant 5 : i64
        %319 = arith.cmpi slt, %242, %c5_i64_189 : i64
        scf.if %319 {
          %c2_i64_191 = arith.constant 2 : i64
          %321 = llvm.load %140 : !llvm.ptr -> i64
          %322 = arith.muli %c2_i64_191, %321 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %323 = arith.muli %242, %c6_i64_192 : i64
          %324 = arith.addi %237, %323 : i64
          %325 = llvm.getelementptr %221[%324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %326 = llvm.atomicrmw xchg %325, %322 monotonic : !llvm.ptr<3>, i64
        }
        %c5_i64_190 = arith.constant 5 : i64
        %320 = arith.cmpi slt, %245, %c5_i64_190 : i64
        scf.if %320 {
          %c2_i64_191 = arith.constant 2 : i64
          %321 = llvm.load %141 : !llvm.ptr -> i64
          %322 = arith.muli %c2_i64_191, %321 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %323 = arith.muli %245, %c6_i64_192 : i64
          %324 = arith.addi %237, %323 : i64
          %325 = llvm.getelementptr %221[%324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %326 = llvm.atomicrmw xchg %325, %322 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_110 = gpu.thread_id  x
      %248 = arith.index_cast %thread_id_x_110 : index to i64
      %c32_i64_111 = arith.constant 32 : i64
      %thread_id_y_112 = gpu.thread_id  y
      %249 = arith.index_cast %thread_id_y_112 : index to i64
      %250 = arith.muli %c32_i64_111, %249 : i64
      %251 = arith.addi %248, %250 : i64
      %c6_i64_113 = arith.constant 6 : i64
      %c64_i64_114 = arith.constant 64 : i64
      scf.for %arg13 = %251 to %c6_i64_113 step %c64_i64_114  : i64 {
        %c0_i64_188 = arith.constant 0 : i64
        llvm.store %c0_i64_188, %142 : i64, !llvm.ptr
        %c0_i64_189 = arith.constant 0 : i64
        %c4_i64_190 = arith.constant 4 : i64
        %c1_i64_191 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_189 to %c4_i64_190 step %c1_i64_191  : i64 {
          %322 = llvm.load %142 : !llvm.ptr -> i64
          %c6_i64_193 = arith.constant 6 : i64
          %323 = arith.muli %arg14, %c6_i64_193 : i64
          %324 = arith.addi %arg13, %323 : i64
          %325 = llvm.getelementptr %162[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %326 = llvm.load %325 : !llvm.ptr<1> -> i64
          %327 = llvm.getelementptr %164[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %328 = llvm.load %327 : !llvm.ptr<1> -> i64
          %329 = arith.muli %326, %328 : i64
          %330 = arith.addi %322, %329 : i64
          llvm.store %330, %142 : i64, !llvm.ptr
        }
        %c2_i64_192 = arith.constant 2 : i64
        %318 = llvm.load %142 : !llvm.ptr -> i64
        %319 = arith.muli %c2_i64_192, %318 : i64
        %320 = llvm.getelementptr %222[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %321 = llvm.atomicrmw xchg %320, %319 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_y_115 = gpu.thread_id  y
      %252 = arith.index_cast %thread_id_y_115 : index to i64
      %c5_i64_116 = arith.constant 5 : i64
      %c2_i64_117 = arith.constant 2 : i64
      scf.for %arg13 = %252 to %c5_i64_116 step %c2_i64_117  : i64 {
        %thread_id_x_188 = gpu.thread_id  x
        %318 = arith.index_cast %thread_id_x_188 : index to i64
        %c6_i64_189 = arith.constant 6 : i64
        %c32_i64_190 = arith.constant 32 : i64
        scf.for %arg14 = %318 to %c6_i64_189 step %c32_i64_190  : i64 {
          %c2_i64_191 = arith.constant 2 : i64
          %319 = llvm.getelementptr %168[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %320 = llvm.load %319 : !llvm.ptr<1> -> i64
          %321 = llvm.getelementptr %170[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %322 = llvm.load %321 : !llvm.ptr<1> -> i64
          %323 = arith.muli %320, %322 : i64
          %324 = arith.muli %c2_i64_191, %323 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %325 = arith.muli %arg13, %c6_i64_192 : i64
          %326 = arith.addi %arg14, %325 : i64
          %327 = llvm.getelementptr %223[%326] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %328 = llvm.atomicrmw xchg %327, %324 monotonic : !llvm.ptr<3>, i64
        }
      }
      gpu.barrier
      %thread_id_x_118 = gpu.thread_id  x
      %253 = arith.index_cast %thread_id_x_118 : index to i64
      %c32_i64_119 = arith.constant 32 : i64
      %thread_id_y_120 = gpu.thread_id  y
      %254 = arith.index_cast %thread_id_y_120 : index to i64
      %255 = arith.muli %c32_i64_119, %254 : i64
      %256 = arith.addi %253, %255 : i64
      %c6_i64_121 = arith.constant 6 : i64
      %c64_i64_122 = arith.constant 64 : i64
      scf.for %arg13 = %256 to %c6_i64_121 step %c64_i64_122  : i64 {
        %c2_i64_188 = arith.constant 2 : i64
        %318 = llvm.getelementptr %168[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %319 = llvm.load %318 : !llvm.ptr<1> -> i64
        %320 = llvm.getelementptr %168[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %321 = llvm.load %320 : !llvm.ptr<1> -> i64
        %322 = arith.muli %319, %321 : i64
        %323 = arith.muli %c2_i64_188, %322 : i64
        %324 = llvm.getelementptr %224[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %325 = llvm.atomicrmw xchg %324, %323 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_123 = gpu.thread_id  x
      %257 = arith.index_cast %thread_id_x_123 : index to i64
      %c32_i64_124 = arith.constant 32 : i64
      %thread_id_y_125 = gpu.thread_id  y
      %258 = arith.index_cast %thread_id_y_125 : index to i64
      %259 = arith.muli %c32_i64_124, %258 : i64
      %260 = arith.addi %257, %259 : i64
      %c6_i64_126 = arith.constant 6 : i64
      %c64_i64_127 = arith.constant 64 : i64
      scf.for %arg13 = %260 to %c6_i64_126 step %c64_i64_127  : i64 {
        %c0_i64_188 = arith.constant 0 : i64
        llvm.store %c0_i64_188, %143 : i64, !llvm.ptr
        %c0_i64_189 = arith.constant 0 : i64
        %c4_i64_190 = arith.constant 4 : i64
        %c1_i64_191 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_189 to %c4_i64_190 step %c1_i64_191  : i64 {
          %322 = llvm.load %143 : !llvm.ptr -> i64
          %c6_i64_193 = arith.constant 6 : i64
          %323 = arith.muli %arg14, %c6_i64_193 : i64
          %324 = arith.addi %arg13, %323 : i64
          %325 = llvm.getelementptr %162[%324] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %326 = llvm.load %325 : !llvm.ptr<1> -> i64
          %327 = arith.addi %322, %326 : i64
          llvm.store %327, %143 : i64, !llvm.ptr
        }
        %c2_i64_192 = arith.constant 2 : i64
        %318 = llvm.load %143 : !llvm.ptr -> i64
        %319 = arith.muli %c2_i64_192, %318 : i64
        %320 = llvm.getelementptr %225[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %321 = llvm.atomicrmw xchg %320, %319 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_128 = gpu.thread_id  x
      %261 = arith.index_cast %thread_id_x_128 : index to i64
      %c32_i64_129 = arith.constant 32 : i64
      %thread_id_y_130 = gpu.thread_id  y
      %262 = arith.index_cast %thread_id_y_130 : index to i64
      %263 = arith.muli %c32_i64_129, %262 : i64
      %264 = arith.addi %261, %263 : i64
      %c0_i64_131 = arith.constant 0 : i64
      %265 = arith.cmpi eq, %264, %c0_i64_131 : i64
      scf.if %265 {
        %c0_i64_188 = arith.constant 0 : i64
        llvm.store %c0_i64_188, %144 : i64, !llvm.ptr
        %c0_i64_189 = arith.constant 0 : i64
        %c6_i64_190 = arith.constant 6 : i64
        %c1_i64_191 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_189 to %c6_i64_190 step %c1_i64_191  : i64 {
          %321 = llvm.load %144 : !llvm.ptr -> i64
          %322 = llvm.getelementptr %168[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %323 = llvm.load %322 : !llvm.ptr<1> -> i64
          %324 = arith.addi %321, %323 : i64
          llvm.store %324, %144 : i64, !llvm.ptr
        }
        %c2_i64_192 = arith.constant 2 : i64
        %318 = llvm.load %144 : !llvm.ptr -> i64
        %319 = arith.muli %c2_i64_192, %318 : i64
        %320 = llvm.atomicrmw xchg %226, %319 monotonic : !llvm.ptr<3>, i64
      }
      %c540_i64 = arith.constant 540 : i64
      %266 = llvm.getelementptr %152[%c540_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c570_i64 = arith.constant 570 : i64
      %267 = llvm.getelementptr %152[%c570_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c600_i64 = arith.constant 600 : i64
      %268 = llvm.getelementptr %152[%c600_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c630_i64 = arith.constant 630 : i64
      %269 = llvm.getelementptr %152[%c630_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c660_i64 = arith.constant 660 : i64
      %270 = llvm.getelementptr %152[%c660_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c690_i64 = arith.constant 690 : i64
      %271 = llvm.getelementptr %152[%c690_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c720_i64 = arith.constant 720 : i64
      %272 = llvm.getelementptr %152[%c720_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c750_i64 = arith.constant 750 : i64
      %273 = llvm.getelementptr %152[%c750_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c780_i64 = arith.constant 780 : i64
      %274 = llvm.getelementptr %152[%c780_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      gpu.barrier
      %thread_id_x_132 = gpu.thread_id  x
      %275 = arith.index_cast %thread_id_x_132 : index to i64
      %c32_i64_133 = arith.constant 32 : i64
      %thread_id_y_134 = gpu.thread_id  y
      %276 = arith.index_cast %thread_id_y_134 : index to i64
      %277 = arith.muli %c32_i64_133, %276 : i64
      %278 = arith.addi %275, %277 : i64
      %c0_i64_135 = arith.constant 0 : i64
      %279 = arith.cmpi eq, %278, %c0_i64_135 : i64
      scf.if %279 {
        %c2_i64_188 = arith.constant 2 : i64
        %318 = llvm.load %166 : !llvm.ptr<1> -> i64
        %319 = arith.muli %c2_i64_188, %318 : i64
        %320 = llvm.load %266 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %321 = scf.while (%arg13 = %320) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %322 = arith.muli %c3_i64, %arg13 : i64
          %323 = arith.addi %319, %322 : i64
          %324 = llvm.cmpxchg %266, %arg13, %323 monotonic monotonic : !llvm.ptr<3>, i64
          %325 = llvm.extractvalue %324[0] : !llvm.struct<(i64, i1)> 
          %326 = llvm.extractvalue %324[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %327 = arith.xori %326, %true : i1
          scf.condition(%327) %325 : i64
        } do {
        ^bb0(%arg13: i64):
          scf.yield %arg13 : i64
        }
      }
      gpu.barrier
      %thread_id_x_136 = gpu.thread_id  x
      %280 = arith.index_cast %thread_id_x_136 : index to i64
      %c32_i64_137 = arith.constant 32 : i64
      %thread_id_y_138 = gpu.thread_id  y
      %281 = arith.index_cast %thread_id_y_138 : index to i64
      %282 = arith.muli %c32_i64_137, %281 : i64
      %283 = arith.addi %280, %282 : i64
      %c6_i64_139 = arith.constant 6 : i64
      %c64_i64_140 = arith.constant 64 : i64
      scf.for %arg13 = %283 to %c6_i64_139 step %c64_i64_140  : i64 {
        %c2_i64_188 = arith.constant 2 : i64
        %318 = llvm.getelementptr %168[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %319 = llvm.load %318 : !llvm.ptr<1> -> i64
        %320 = arith.muli %c2_i64_188, %319 : i64
        %321 = llvm.getelementptr %267[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %322 = llvm.load %321 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %323 = scf.while (%arg14 = %322) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %324 = arith.muli %c3_i64, %arg14 : i64
          %325 = arith.addi %320, %324 : i64
          %326 = llvm.cmpxchg %321, %arg14, %325 monotonic monotonic : !llvm.ptr<3>, i64
          %327 = llvm.extractvalue %326[0] : !llvm.struct<(i64, i1)> 
          %328 = llvm.extractvalue %326[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %329 = arith.xori %328, %true : i1
          scf.condition(%329) %327 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_y_141 = gpu.thread_id  y
      %284 = arith.index_cast %thread_id_y_141 : index to i64
      %c6_i64_142 = arith.constant 6 : i64
      %c2_i64_143 = arith.constant 2 : i64
      scf.for %arg13 = %284 to %c6_i64_142 step %c2_i64_143  : i64 {
        %thread_id_x_188 = gpu.thread_id  x
        %318 = arith.index_cast %thread_id_x_188 : index to i64
        %c4_i64_189 = arith.constant 4 : i64
        %c32_i64_190 = arith.constant 32 : i64
        scf.for %arg14 = %318 to %c4_i64_189 step %c32_i64_190  : i64 {
          %c2_i64_191 = arith.constant 2 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %319 = arith.muli %arg14, %c6_i64_192 : i64
          %320 = arith.addi %arg13, %319 : i64
          %321 = llvm.getelementptr %162[%320] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %322 = llvm.load %321 : !llvm.ptr<1> -> i64
          %323 = arith.muli %c2_i64_191, %322 : i64
          %c4_i64_193 = arith.constant 4 : i64
          %324 = arith.muli %arg13, %c4_i64_193 : i64
          %325 = arith.addi %arg14, %324 : i64
          %326 = llvm.getelementptr %268[%325] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %327 = llvm.load %326 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %328 = scf.while (%arg15 = %327) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %329 = arith.muli %c3_i64, %arg15 : i64
            %330 = arith.addi %323, %329 : i64
            %331 = llvm.cmpxchg %326, %arg15, %330 monotonic monotonic : !llvm.ptr<3>, i64
            %332 = llvm.extractvalue %331[0] : !llvm.struct<(i64, i1)> 
            %333 = llvm.extractvalue %331[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %334 = arith.xori %333, %true : i1
            scf.condition(%334) %332 : i64
          } do {
          ^bb0(%arg15: i64):
            scf.yield %arg15 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_144 = gpu.thread_id  x
      %285 = arith.index_cast %thread_id_x_144 : index to i64
      %c5_i64_145 = arith.constant 5 : i64
      %286 = arith.minsi %285, %c5_i64_145 : i64
      %thread_id_y_146 = gpu.thread_id  y
      %287 = arith.index_cast %thread_id_y_146 : index to i64
      %c4_i64_147 = arith.constant 4 : i64
      %288 = arith.minsi %287, %c4_i64_147 : i64
      %thread_id_y_148 = gpu.thread_id  y
      %289 = arith.index_cast %thread_id_y_148 : index to i64
      %c2_i64_149 = arith.constant 2 : i64
      %290 = arith.addi %289, %c2_i64_149 : i64
      %c4_i64_150 = arith.constant 4 : i64
      %291 = arith.minsi %290, %c4_i64_150 : i64
      %thread_id_y_151 = gpu.thread_id  y
      %292 = arith.index_cast %thread_id_y_151 : index to i64
      %c4_i64_152 = arith.constant 4 : i64
      %293 = arith.addi %292, %c4_i64_152 : i64
      %c4_i64_153 = arith.constant 4 : i64
      %294 = arith.minsi %293, %c4_i64_153 : i64
      %c0_i64_154 = arith.constant 0 : i64
      llvm.store %c0_i64_154, %145 : i64, !llvm.ptr
      %c0_i64_155 = arith.constant 0 : i64
      llvm.store %c0_i64_155, %146 : i64, !llvm.ptr
      %c0_i64_156 = arith.constant 0 : i64
      llvm.store %c0_i64_156, %147 : i64, !llvm.ptr
      %c0_i64_157 = arith.constant 0 : i64
      %c4_i64_158 = arith.constant 4 : i64
      %c1_i64_159 = arith.constant 1 : i64
      scf.for %arg13 = %c0_i64_157 to %c4_i64_158 step %c1_i64_159  : i64 {
        %c6_i64_188 = arith.constant 6 : i64
        %318 = arith.muli %arg13, %c6_i64_188 : i64
        %319 = arith.addi %286, %318 : i64
        %320 = llvm.getelementptr %162[%319] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %321 = llvm.load %320 : !llvm.ptr<1> -> i64
        %c4_i64_189 = arith.constant 4 : i64
        %322 = arith.muli %288, %c4_i64_189 : i64
        %323 = arith.addi %arg13, %322 : i64
        %324 = llvm.getelementptr %116[%323] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %325 = llvm.load %324 : !llvm.ptr<1> -> i64
        %c4_i64_190 = arith.constant 4 : i64
        %326 = arith.muli %291, %c4_i64_190 : i64
        %327 = arith.addi %arg13, %326 : i64
        %328 = llvm.getelementptr %116[%327] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %329 = llvm.load %328 : !llvm.ptr<1> -> i64
        %c4_i64_191 = arith.constant 4 : i64
        %330 = arith.muli %294, %c4_i64_191 : i64
        %331 = arith.addi %arg13, %330 : i64
        %332 = llvm.getelementptr %116[%331] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %333 = llvm.load %332 : !llvm.ptr<1> -> i64
        %334 = llvm.load %145 : !llvm.ptr -> i64
        %335 = arith.muli %321, %325 : i64
        %336 = arith.addi %334, %335 : i64
        llvm.store %336, %145 : i64, !llvm.ptr
        %337 = llvm.load %146 : !llvm.ptr -> i64
        %338 = arith.muli %321, %329 : i64
        %339 = arith.addi %337, %338 : i64
        llvm.store %339, %146 : i64, !llvm.ptr
        %340 = llvm.load %147 : !llvm.ptr -> i64
        %341 = arith.muli %321, %333 : i64
        %342 = arith.addi %340, %341 : i64
        llvm.store %342, %147 : i64, !llvm.ptr
      }
      %c6_i64_160 = arith.constant 6 : i64
      %295 = arith.cmpi slt, %285, %c6_i64_160 : i64
      scf.if %295 {
        %c5_i64_188 = arith.constant 5 : i64
        %318 = arith.cmpi slt, %287, %c5_i64_188 : i64
        scf.if %318 {
          %c2_i64_191 = arith.constant 2 : i64
          %321 = llvm.load %145 : !llvm.ptr -> i64
          %322 = arith.muli %c2_i64_191, %321 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %323 = arith.muli %287, %c6_i64_192 : i64
          %324 = arith.addi %285, %323 : i64
          %325 = llvm.getelementptr %269[%324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %326 = llvm.load %325 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %327 = scf.while (%arg13 = %326) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %328 = arith.muli %c3_i64, %arg13 : i64
            %329 = arith.addi %322, %328 : i64
            %330 = llvm.cmpxchg %325, %arg13, %329 monotonic monotonic : !llvm.ptr<3>, i64
            %331 = llvm.extractvalue %330[0] : !llvm.struct<(i64, i1)> 
            %332 = llvm.extractvalue %330[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %333 = arith.xori %332, %true : i1
            scf.condition(%333) %331 : i64
          } do {
          ^bb0(%arg13: i64):
            scf.yield %arg13 : i64
          }
        }
        %c5_i64_189 = arith.constant 5 : i64
        %319 = arith.cmpi slt, %290, %c5_i64_189 : i64
        scf.if %319 {
          %c2_i64_191 = arith.constant 2 : i64
          %321 = llvm.load %146 : !llvm.ptr -> i64
          %322 = arith.muli %c2_i64_191, %321 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %323 = arith.muli %290, %c6_i64_192 : i64
          %324 = arith.addi %285, %323 : i64
          %325 = llvm.getelementptr %269[%324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %326 = llvm.load %325 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %327 = scf.while (%arg13 = %326) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %328 = arith.muli %c3_i64, %arg13 : i64
            %329 = arith.addi %322, %328 : i64
            %330 = llvm.cmpxchg %325, %arg13, %329 monotonic monotonic : !llvm.ptr<3>, i64
            %331 = llvm.extractvalue %330[0] : !llvm.struct<(i64, i1)> 
            %332 = llvm.extractvalue %330[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %333 = arith.xori %332, %true : i1
            scf.condition(%333) %331 : i64
          } do {
          ^bb0(%arg13: i64):
            scf.yield %arg13 : i64
          }
        }
        %c5_i64_190 = arith.constant 5 : i64
        %320 = arith.cmpi slt, %293, %c5_i64_190 : i64
        scf.if %320 {
          %c2_i64_191 = arith.constant 2 : i64
          %321 = llvm.load %147 : !llvm.ptr -> i64
          %322 = arith.muli %c2_i64_191, %321 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %323 = arith.muli %293, %c6_i64_192 : i64
          %324 = arith.addi %285, %323 : i64
          %325 = llvm.getelementptr %269[%324] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %326 = llvm.load %325 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %327 = scf.while (%arg13 = %326) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %328 = arith.muli %c3_i64, %arg13 : i64
            %329 = arith.addi %322, %328 : i64
            %330 = llvm.cmpxchg %325, %arg13, %329 monotonic monotonic : !llvm.ptr<3>, i64
            %331 = llvm.extractvalue %330[0] : !llvm.struct<(i64, i1)> 
            %332 = llvm.extractvalue %330[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %333 = arith.xori %332, %true : i1
            scf.condition(%333) %331 : i64
          } do {
          ^bb0(%arg13: i64):
            scf.yield %arg13 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_161 = gpu.thread_id  x
      %296 = arith.index_cast %thread_id_x_161 : index to i64
      %c32_i64_162 = arith.constant 32 : i64
      %thread_id_y_163 = gpu.thread_id  y
      %297 = arith.index_cast %thread_id_y_163 : index to i64
      %298 = arith.muli %c32_i64_162, %297 : i64
      %299 = arith.addi %296, %298 : i64
      %c6_i64_164 = arith.constant 6 : i64
      %c64_i64_165 = arith.constant 64 : i64
      scf.for %arg13 = %299 to %c6_i64_164 step %c64_i64_165  : i64 {
        %c0_i64_188 = arith.constant 0 : i64
        llvm.store %c0_i64_188, %148 : i64, !llvm.ptr
        %c0_i64_189 = arith.constant 0 : i64
        %c4_i64_190 = arith.constant 4 : i64
        %c1_i64_191 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_189 to %c4_i64_190 step %c1_i64_191  : i64 {
          %323 = llvm.load %148 : !llvm.ptr -> i64
          %c6_i64_193 = arith.constant 6 : i64
          %324 = arith.muli %arg14, %c6_i64_193 : i64
          %325 = arith.addi %arg13, %324 : i64
          %326 = llvm.getelementptr %162[%325] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %327 = llvm.load %326 : !llvm.ptr<1> -> i64
          %328 = llvm.getelementptr %164[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %329 = llvm.load %328 : !llvm.ptr<1> -> i64
          %330 = arith.muli %327, %329 : i64
          %331 = arith.addi %323, %330 : i64
          llvm.store %331, %148 : i64, !llvm.ptr
        }
        %c2_i64_192 = arith.constant 2 : i64
        %318 = llvm.load %148 : !llvm.ptr -> i64
        %319 = arith.muli %c2_i64_192, %318 : i64
        %320 = llvm.getelementptr %270[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %321 = llvm.load %320 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %322 = scf.while (%arg14 = %321) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %323 = arith.muli %c3_i64, %arg14 : i64
          %324 = arith.addi %319, %323 : i64
          %325 = llvm.cmpxchg %320, %arg14, %324 monotonic monotonic : !llvm.ptr<3>, i64
          %326 = llvm.extractvalue %325[0] : !llvm.struct<(i64, i1)> 
          %327 = llvm.extractvalue %325[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %328 = arith.xori %327, %true : i1
          scf.condition(%328) %326 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_y_166 = gpu.thread_id  y
      %300 = arith.index_cast %thread_id_y_166 : index to i64
      %c5_i64_167 = arith.constant 5 : i64
      %c2_i64_168 = arith.constant 2 : i64
      scf.for %arg13 = %300 to %c5_i64_167 step %c2_i64_168  : i64 {
        %thread_id_x_188 = gpu.thread_id  x
        %318 = arith.index_cast %thread_id_x_188 : index to i64
        %c6_i64_189 = arith.constant 6 : i64
        %c32_i64_190 = arith.constant 32 : i64
        scf.for %arg14 = %318 to %c6_i64_189 step %c32_i64_190  : i64 {
          %c2_i64_191 = arith.constant 2 : i64
          %319 = llvm.getelementptr %168[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %320 = llvm.load %319 : !llvm.ptr<1> -> i64
          %321 = llvm.getelementptr %170[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %322 = llvm.load %321 : !llvm.ptr<1> -> i64
          %323 = arith.muli %320, %322 : i64
          %324 = arith.muli %c2_i64_191, %323 : i64
          %c6_i64_192 = arith.constant 6 : i64
          %325 = arith.muli %arg13, %c6_i64_192 : i64
          %326 = arith.addi %arg14, %325 : i64
          %327 = llvm.getelementptr %271[%326] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
          %328 = llvm.load %327 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
          %329 = scf.while (%arg15 = %328) : (i64) -> i64 {
            %c3_i64 = arith.constant 3 : i64
            %330 = arith.muli %c3_i64, %arg15 : i64
            %331 = arith.addi %324, %330 : i64
            %332 = llvm.cmpxchg %327, %arg15, %331 monotonic monotonic : !llvm.ptr<3>, i64
            %333 = llvm.extractvalue %332[0] : !llvm.struct<(i64, i1)> 
            %334 = llvm.extractvalue %332[1] : !llvm.struct<(i64, i1)> 
            %true = arith.constant true
            %335 = arith.xori %334, %true : i1
            scf.condition(%335) %333 : i64
          } do {
          ^bb0(%arg15: i64):
            scf.yield %arg15 : i64
          }
        }
      }
      gpu.barrier
      %thread_id_x_169 = gpu.thread_id  x
      %301 = arith.index_cast %thread_id_x_169 : index to i64
      %c32_i64_170 = arith.constant 32 : i64
      %thread_id_y_171 = gpu.thread_id  y
      %302 = arith.index_cast %thread_id_y_171 : index to i64
      %303 = arith.muli %c32_i64_170, %302 : i64
      %304 = arith.addi %301, %303 : i64
      %c6_i64_172 = arith.constant 6 : i64
      %c64_i64_173 = arith.constant 64 : i64
      scf.for %arg13 = %304 to %c6_i64_172 step %c64_i64_173  : i64 {
        %c2_i64_188 = arith.constant 2 : i64
        %318 = llvm.getelementptr %168[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %319 = llvm.load %318 : !llvm.ptr<1> -> i64
        %320 = llvm.getelementptr %168[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %321 = llvm.load %320 : !llvm.ptr<1> -> i64
        %322 = arith.muli %319, %321 : i64
        %323 = arith.muli %c2_i64_188, %322 : i64
        %324 = llvm.getelementptr %272[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %325 = llvm.load %324 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %326 = scf.while (%arg14 = %325) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %327 = arith.muli %c3_i64, %arg14 : i64
          %328 = arith.addi %323, %327 : i64
          %329 = llvm.cmpxchg %324, %arg14, %328 monotonic monotonic : !llvm.ptr<3>, i64
          %330 = llvm.extractvalue %329[0] : !llvm.struct<(i64, i1)> 
          %331 = llvm.extractvalue %329[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %332 = arith.xori %331, %true : i1
          scf.condition(%332) %330 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_x_174 = gpu.thread_id  x
      %305 = arith.index_cast %thread_id_x_174 : index to i64
      %c32_i64_175 = arith.constant 32 : i64
      %thread_id_y_176 = gpu.thread_id  y
      %306 = arith.index_cast %thread_id_y_176 : index to i64
      %307 = arith.muli %c32_i64_175, %306 : i64
      %308 = arith.addi %305, %307 : i64
      %c6_i64_177 = arith.constant 6 : i64
      %c64_i64_178 = arith.constant 64 : i64
      scf.for %arg13 = %308 to %c6_i64_177 step %c64_i64_178  : i64 {
        %c0_i64_188 = arith.constant 0 : i64
        llvm.store %c0_i64_188, %149 : i64, !llvm.ptr
        %c0_i64_189 = arith.constant 0 : i64
        %c4_i64_190 = arith.constant 4 : i64
        %c1_i64_191 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_189 to %c4_i64_190 step %c1_i64_191  : i64 {
          %323 = llvm.load %149 : !llvm.ptr -> i64
          %c6_i64_193 = arith.constant 6 : i64
          %324 = arith.muli %arg14, %c6_i64_193 : i64
          %325 = arith.addi %arg13, %324 : i64
          %326 = llvm.getelementptr %162[%325] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %327 = llvm.load %326 : !llvm.ptr<1> -> i64
          %328 = arith.addi %323, %327 : i64
          llvm.store %328, %149 : i64, !llvm.ptr
        }
        %c2_i64_192 = arith.constant 2 : i64
        %318 = llvm.load %149 : !llvm.ptr -> i64
        %319 = arith.muli %c2_i64_192, %318 : i64
        %320 = llvm.getelementptr %273[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %321 = llvm.load %320 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %322 = scf.while (%arg14 = %321) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %323 = arith.muli %c3_i64, %arg14 : i64
          %324 = arith.addi %319, %323 : i64
          %325 = llvm.cmpxchg %320, %arg14, %324 monotonic monotonic : !llvm.ptr<3>, i64
          %326 = llvm.extractvalue %325[0] : !llvm.struct<(i64, i1)> 
          %327 = llvm.extractvalue %325[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %328 = arith.xori %327, %true : i1
          scf.condition(%328) %326 : i64
        } do {
        ^bb0(%arg14: i64):
          scf.yield %arg14 : i64
        }
      }
      gpu.barrier
      %thread_id_x_179 = gpu.thread_id  x
      %309 = arith.index_cast %thread_id_x_179 : index to i64
      %c32_i64_180 = arith.constant 32 : i64
      %thread_id_y_181 = gpu.thread_id  y
      %310 = arith.index_cast %thread_id_y_181 : index to i64
      %311 = arith.muli %c32_i64_180, %310 : i64
      %312 = arith.addi %309, %311 : i64
      %c0_i64_182 = arith.constant 0 : i64
      %313 = arith.cmpi eq, %312, %c0_i64_182 : i64
      scf.if %313 {
        %c0_i64_188 = arith.constant 0 : i64
        llvm.store %c0_i64_188, %150 : i64, !llvm.ptr
        %c0_i64_189 = arith.constant 0 : i64
        %c6_i64_190 = arith.constant 6 : i64
        %c1_i64_191 = arith.constant 1 : i64
        scf.for %arg13 = %c0_i64_189 to %c6_i64_190 step %c1_i64_191  : i64 {
          %322 = llvm.load %150 : !llvm.ptr -> i64
          %323 = llvm.getelementptr %168[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %324 = llvm.load %323 : !llvm.ptr<1> -> i64
          %325 = arith.addi %322, %324 : i64
          llvm.store %325, %150 : i64, !llvm.ptr
        }
        %c2_i64_192 = arith.constant 2 : i64
        %318 = llvm.load %150 : !llvm.ptr -> i64
        %319 = arith.muli %c2_i64_192, %318 : i64
        %320 = llvm.load %274 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %321 = scf.while (%arg13 = %320) : (i64) -> i64 {
          %c3_i64 = arith.constant 3 : i64
          %322 = arith.muli %c3_i64, %arg13 : i64
          %323 = arith.addi %319, %322 : i64
          %324 = llvm.cmpxchg %274, %arg13, %323 monotonic monotonic : !llvm.ptr<3>, i64
          %325 = llvm.extractvalue %324[0] : !llvm.struct<(i64, i1)> 
          %326 = llvm.extractvalue %324[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %327 = arith.xori %326, %true : i1
          scf.condition(%327) %325 : i64
        } do {
        ^bb0(%arg13: i64):
          scf.yield %arg13 : i64
        }
      }
      gpu.barrier
      %thread_id_x_183 = gpu.thread_id  x
      %314 = arith.index_cast %thread_id_x_183 : index to i64
      %c32_i64_184 = arith.constant 32 : i64
      %thread_id_y_185 = gpu.thread_id  y
      %315 = arith.index_cast %thread_id_y_185 : index to i64
      %316 = arith.muli %c32_i64_184, %315 : i64
      %317 = arith.addi %314, %316 : i64
      %c810_i64_186 = arith.constant 810 : i64
      %c64_i64_187 = arith.constant 64 : i64
      scf.for %arg13 = %317 to %c810_i64_186 step %c64_i64_187  : i64 {
        %318 = llvm.getelementptr %152[%arg13] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %319 = llvm.load %318 : !llvm.ptr<3> -> i64
        %320 = llvm.getelementptr %156[%arg13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %319, %320 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
