module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: i8, %arg1: i16, %arg2: memref<4xi8, strided<[1]>, 1>, %arg3: memref<2xi16, strided<[1]>, 1>, %arg4: memref<16x8xi16, strided<[1, 16]>, 1>, %arg5: memref<16x1xi16, strided<[1, 16]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 16, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg2 : memref<4xi8, strided<[1]>, 1> -> memref<i8, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<4xi8, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg3 : memref<2xi16, strided<[1]>, 1> -> memref<i16, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg3 : memref<2xi16, strided<[1]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg4 : memref<16x8xi16, strided<[1, 16]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg4 : memref<16x8xi16, strided<[1, 16]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg5 : memref<16x1xi16, strided<[1, 16]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg5 : memref<16x1xi16, strided<[1, 16]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %c3_i8 = arith.constant 3 : i8
      %8 = arith.maxsi %arg0, %c3_i8 : i8
      %c3_i8_15 = arith.constant 3 : i8
      %9 = arith.minsi %c3_i8_15, %arg0 : i8
      %c-5_i8 = arith.constant -5 : i8
      %10 = arith.maxsi %c-5_i8, %arg0 : i8
      %c-5_i8_16 = arith.constant -5 : i8
      %11 = arith.minsi %arg0, %c-5_i8_16 : i8
      %c7_i16 = arith.constant 7 : i16
      %12 = arith.maxsi %arg1, %c7_i16 : i16
      %c7_i16_17 = arith.constant 7 : i16
      %13 = arith.minsi %c7_i16_17, %arg1 : i16
      llvm.store %8, %1 : i8, !llvm.ptr<1>
      %c1_i64 = arith.constant 1 : i64
      %14 = llvm.getelementptr %1[%c1_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
      llvm.store %9, %14 : i8, !llvm.ptr<1>
      %c2_i64 = arith.constant 2 : i64
      %15 = llvm.getelementptr %1[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
      llvm.store %10, %15 : i8, !llvm.ptr<1>
      %c3_i64 = arith.constant 3 : i64
      %16 = llvm.getelementptr %1[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
      llvm.store %11, %16 : i8, !llvm.ptr<1>
      llvm.store %12, %3 : i16, !llvm.ptr<1>
      %c1_i64_18 = arith.constant 1 : i64
      %17 = llvm.getelementptr %3[%c1_i64_18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      llvm.store %13, %17 : i16, !llvm.ptr<1>
      %thread_id_x = gpu.thread_id  x
      %18 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %19 = arith.remsi %18, %c16_i64 : i64
      %20 = llvm.getelementptr %5[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      %21 = llvm.load %20 : !llvm.ptr<1> -> i16
      %thread_id_x_19 = gpu.thread_id  x
      %22 = arith.index_cast %thread_id_x_19 : index to i64
      %c16_i64_20 = arith.constant 16 : i64
      %23 = arith.remsi %22, %c16_i64_20 : i64
      %c16_i64_21 = arith.constant 16 : i64
      %24 = arith.addi %23, %c16_i64_21 : i64
      %25 = llvm.getelementptr %5[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      %26 = llvm.load %25 : !llvm.ptr<1> -> i16
      %thread_id_x_22 = gpu.thread_id  x
      %27 = arith.index_cast %thread_id_x_22 : index to i64
      %c16_i64_23 = arith.constant 16 : i64
      %28 = arith.remsi %27, %c16_i64_23 : i64
      %c32_i64 = arith.constant 32 : i64
      %29 = arith.addi %28, %c32_i64 : i64
      %30 = llvm.getelementptr %5[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      %31 = llvm.load %30 : !llvm.ptr<1> -> i16
      %thread_id_x_24 = gpu.thread_id  x
      %32 = arith.index_cast %thread_id_x_24 : index to i64
      %c16_i64_25 = arith.constant 16 : i64
      %33 = arith.remsi %32, %c16_i64_25 : i64
      %c48_i64 = arith.constant 48 : i64
      %34 = arith.addi %33, %c48_i64 : i64
      %35 = llvm.getelementptr %5[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      %36 = llvm.load %35 : !llvm.ptr<1> -> i16
      %thread_id_x_26 = gpu.thread_id  x
      %37 = arith.index_cast %thread_id_x_26 : index to i64
      %c16_i64_27 = arith.constant 16 : i64
      %38 = arith.remsi %37, %c16_i64_27 : i64
      %c64_i64 = arith.constant 64 : i64
      %39 = arith.addi %38, %c64_i64 : i64
      %40 = llvm.getelementptr %5[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      %41 = llvm.load %40 : !llvm.ptr<1> -> i16
      %thread_id_x_28 = gpu.thread_id  x
      %42 = arith.index_cast %thread_id_x_28 : index to i64
      %c16_i64_29 = arith.constant 16 : i64
      %43 = arith.remsi %42, %c16_i64_29 : i64
      %c80_i64 = arith.constant 80 : i64
      %44 = arith.addi %43, %c80_i64 : i64
      %45 = llvm.getelementptr %5[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      %46 = llvm.load %45 : !llvm.ptr<1> -> i16
      %thread_id_x_30 = gpu.thread_id  x
      %47 = arith.index_cast %thread_id_x_30 : index to i64
      %c16_i64_31 = arith.constant 16 : i64
      %48 = arith.remsi %47, %c16_i64_31 : i64
      %c96_i64 = arith.constant 96 : i64
      %49 = arith.addi %48, %c96_i64 : i64
      %50 = llvm.getelementptr %5[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      %51 = llvm.load %50 : !llvm.ptr<1> -> i16
      %thread_id_x_32 = gpu.thread_id  x
      %52 = arith.index_cast %thread_id_x_32 : index to i64
      %c16_i64_33 = arith.constant 16 : i64
      %53 = arith.remsi %52, %c16_i64_33 : i64
      %c112_i64 = arith.constant 112 : i64
      %54 = arith.addi %53, %c112_i64 : i64
      %55 = llvm.getelementptr %5[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      %56 = llvm.load %55 : !llvm.ptr<1> -> i16
      %c3_i16 = arith.constant 3 : i16
      %57 = arith.maxsi %21, %c3_i16 : i16
      %c3_i16_34 = arith.constant 3 : i16
      %58 = arith.maxsi %26, %c3_i16_34 : i16
      %c3_i16_35 = arith.constant 3 : i16
      %59 = arith.maxsi %31, %c3_i16_35 : i16
      %c3_i16_36 = arith.constant 3 : i16
      %60 = arith.maxsi %36, %c3_i16_36 : i16
      %c3_i16_37 = arith.constant 3 : i16
      %61 = arith.maxsi %41, %c3_i16_37 : i16
      %c3_i16_38 = arith.constant 3 : i16
      %62 = arith.maxsi %46, %c3_i16_38 : i16
      %c3_i16_39 = arith.constant 3 : i16
      %63 = arith.maxsi %51, %c3_i16_39 : i16
      %c3_i16_40 = arith.constant 3 : i16
      %64 = arith.maxsi %56, %c3_i16_40 : i16
      %c3_i16_41 = arith.constant 3 : i16
      %65 = arith.minsi %c3_i16_41, %57 : i16
      %c3_i16_42 = arith.constant 3 : i16
      %66 = arith.minsi %c3_i16_42, %58 : i16
      %c3_i16_43 = arith.constant 3 : i16
      %67 = arith.minsi %c3_i16_43, %59 : i16
      %c3_i16_44 = arith.constant 3 : i16
      %68 = arith.minsi %c3_i16_44, %60 : i16
      %c3_i16_45 = arith.constant 3 : i16
      %69 = arith.minsi %c3_i16_45, %61 : i16
      %c3_i16_46 = arith.constant 3 : i16
      %70 = arith.minsi %c3_i16_46, %62 : i16
      %c3_i16_47 = arith.constant 3 : i16
      %71 = arith.minsi %c3_i16_47, %63 : i16
      %c3_i16_48 = arith.constant 3 : i16
      %72 = arith.minsi %c3_i16_48, %64 : i16
      %73 = arith.maxsi %57, %58 : i16
      %74 = arith.maxsi %73, %59 : i16
      %75 = arith.maxsi %74, %60 : i16
      %76 = arith.maxsi %75, %61 : i16
      %77 = arith.maxsi %76, %62 : i16
      %78 = arith.maxsi %77, %63 : i16
      %79 = arith.maxsi %78, %64 : i16
      %thread_id_x_49 = gpu.thread_id  x
      %80 = arith.index_cast %thread_id_x_49 : index to i64
      %c16_i64_50 = arith.constant 16 : i64
      %81 = arith.remsi %80, %c16_i64_50 : i64
      %82 = llvm.getelementptr %5[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      llvm.store %65, %82 : i16, !llvm.ptr<1>
      %thread_id_x_51 = gpu.thread_id  x
      %83 = arith.index_cast %thread_id_x_51 : index to i64
      %c16_i64_52 = arith.constant 16 : i64
      %84 = arith.remsi %83, %c16_i64_52 : i64
      %c16_i64_53 = arith.constant 16 : i64
      %85 = arith.addi %84, %c16_i64_53 : i64
      %86 = llvm.getelementptr %5[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      llvm.store %66, %86 : i16, !llvm.ptr<1>
      %thread_id_x_54 = gpu.thread_id  x
      %87 = arith.index_cast %thread_id_x_54 : index to i64
      %c16_i64_55 = arith.constant 16 : i64
      %88 = arith.remsi %87, %c16_i64_55 : i64
      %c32_i64_56 = arith.constant 32 : i64
      %89 = arith.addi %88, %c32_i64_56 : i64
      %90 = llvm.getelementptr %5[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      llvm.store %67, %90 : i16, !llvm.ptr<1>
      %thread_id_x_57 = gpu.thread_id  x
      %91 = arith.index_cast %thread_id_x_57 : index to i64
      %c16_i64_58 = arith.constant 16 : i64
      %92 = arith.remsi %91, %c16_i64_58 : i64
      %c48_i64_59 = arith.constant 48 : i64
      %93 = arith.addi %92, %c48_i64_59 : i64
      %94 = llvm.getelementptr %5[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      llvm.store %68, %94 : i16, !llvm.ptr<1>
      %thread_id_x_60 = gpu.thread_id  x
      %95 = arith.index_cast %thread_id_x_60 : index to i64
      %c16_i64_61 = arith.constant 16 : i64
      %96 = arith.remsi %95, %c16_i64_61 : i64
      %c64_i64_62 = arith.constant 64 : i64
      %97 = arith.addi %96, %c64_i64_62 : i64
      %98 = llvm.getelementptr %5[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      llvm.store %69, %98 : i16, !llvm.ptr<1>
      %thread_id_x_63 = gpu.thread_id  x
      %99 = arith.index_cast %thread_id_x_63 : index to i64
      %c16_i64_64 = arith.constant 16 : i64
      %100 = arith.remsi %99, %c16_i64_64 : i64
      %c80_i64_65 = arith.constant 80 : i64
      %101 = arith.addi %100, %c80_i64_65 : i64
      %102 = llvm.getelementptr %5[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      llvm.store %70, %102 : i16, !llvm.ptr<1>
      %thread_id_x_66 = gpu.thread_id  x
      %103 = arith.index_cast %thread_id_x_66 : index to i64
      %c16_i64_67 = arith.constant 16 : i64
      %104 = arith.remsi %103, %c16_i64_67 : i64
      %c96_i64_68 = arith.constant 96 : i64
      %105 = arith.addi %104, %c96_i64_68 : i64
      %106 = llvm.getelementptr %5[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      llvm.store %71, %106 : i16, !llvm.ptr<1>
      %thread_id_x_69 = gpu.thread_id  x
      %107 = arith.index_cast %thread_id_x_69 : index to i64
      %c16_i64_70 = arith.constant 16 : i64
      %108 = arith.remsi %107, %c16_i64_70 : i64
      %c112_i64_71 = arith.constant 112 : i64
      %109 = arith.addi %108, %c112_i64_71 : i64
      %110 = llvm.getelementptr %5[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      llvm.store %72, %110 : i16, !llvm.ptr<1>
      %thread_id_x_72 = gpu.thread_id  x
      %111 = arith.index_cast %thread_id_x_72 : index to i64
      %c16_i64_73 = arith.constant 16 : i64
      %112 = arith.remsi %111, %c16_i64_73 : i64
      %113 = llvm.getelementptr %7[%112] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      llvm.store %79, %113 : i16, !llvm.ptr<1>
      gpu.return
    }
  }
}
