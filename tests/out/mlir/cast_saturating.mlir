module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @cast_saturating(%arg0: memref<16xf32, strided<[1]>, 1>, %arg1: memref<16xf64, strided<[1]>, 1>, %arg2: memref<16x6xi8, strided<[1, 16]>, 1>, %arg3: memref<16x6xi16, strided<[1, 16]>, 1>, %arg4: memref<16x6xi32, strided<[1, 16]>, 1>, %arg5: memref<16x6xi64, strided<[1, 16]>, 1>, %arg6: memref<16x3xi32, strided<[1, 16]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<16xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<16xf32, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg1 : memref<16xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<16xf64, strided<[1]>, 1> -> index
      %2 = arith.index_cast %intptr_4 : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<16x6xi8, strided<[1, 16]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<16x6xi8, strided<[1, 16]>, 1> -> index
      %4 = arith.index_cast %intptr_9 : index to i64
      %5 = llvm.inttoptr %4 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<16x6xi16, strided<[1, 16]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<16x6xi16, strided<[1, 16]>, 1> -> index
      %6 = arith.index_cast %intptr_14 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<16x6xi32, strided<[1, 16]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<16x6xi32, strided<[1, 16]>, 1> -> index
      %8 = arith.index_cast %intptr_19 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<16x6xi64, strided<[1, 16]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<16x6xi64, strided<[1, 16]>, 1> -> index
      %10 = arith.index_cast %intptr_24 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg6 : memref<16x3xi32, strided<[1, 16]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<16x3xi32, strided<[1, 16]>, 1> -> index
      %12 = arith.index_cast %intptr_29 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %thread_id_x = gpu.thread_id  x
      %14 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg7 = %14 to %c16_i64 step %c32_i64  : i64 {
        %15 = llvm.getelementptr %1[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %16 = llvm.load %15 : !llvm.ptr<1> -> f32
        %17 = llvm.getelementptr %3[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %18 = llvm.load %17 : !llvm.ptr<1> -> f64
        %19 = arith.truncf %18 : f64 to f32
        %cst = arith.constant 2.000000e+02 : f32
        %20 = arith.mulf %16, %cst : f32
        %cst_30 = arith.constant 1.000000e+05 : f32
        %21 = arith.mulf %16, %cst_30 : f32
        %cst_31 = arith.constant 1.000000e+10 : f32
        %22 = arith.mulf %16, %cst_31 : f32
        %cst_32 = arith.constant 1.000000e+30 : f32
        %23 = arith.mulf %16, %cst_32 : f32
        %cst_33 = arith.constant 0.000000e+00 : f32
        %24 = arith.divf %16, %cst_33 : f32
        %25 = llvm.call_intrinsic "llvm.fptosi.sat.i8.f32"(%20) : (f32) -> i8
        %26 = llvm.getelementptr %5[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %25, %26 : i8, !llvm.ptr<1>
        %27 = llvm.call_intrinsic "llvm.fptosi.sat.i8.f32"(%21) : (f32) -> i8
        %c16_i64_34 = arith.constant 16 : i64
        %28 = arith.addi %arg7, %c16_i64_34 : i64
        %29 = llvm.getelementptr %5[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %27, %29 : i8, !llvm.ptr<1>
        %30 = llvm.call_intrinsic "llvm.fptosi.sat.i8.f32"(%22) : (f32) -> i8
        %c32_i64_35 = arith.constant 32 : i64
        %31 = arith.addi %arg7, %c32_i64_35 : i64
        %32 = llvm.getelementptr %5[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %30, %32 : i8, !llvm.ptr<1>
        %33 = llvm.call_intrinsic "llvm.fptosi.sat.i8.f32"(%23) : (f32) -> i8
        %c48_i64 = arith.constant 48 : i64
        %34 = arith.addi %arg7, %c48_i64 : i64
        %35 = llvm.getelementptr %5[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %33, %35 : i8, !llvm.ptr<1>
        %36 = llvm.call_intrinsic "llvm.fptosi.sat.i8.f32"(%24) : (f32) -> i8
        %c64_i64 = arith.constant 64 : i64
        %37 = arith.addi %arg7, %c64_i64 : i64
        %38 = llvm.getelementptr %5[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %36, %38 : i8, !llvm.ptr<1>
        %39 = llvm.call_intrinsic "llvm.fptosi.sat.i8.f32"(%19) : (f32) -> i8
        %c80_i64 = arith.constant 80 : i64
        %40 = arith.addi %arg7, %c80_i64 : i64
        %41 = llvm.getelementptr %5[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %39, %41 : i8, !llvm.ptr<1>
        %42 = llvm.call_intrinsic "llvm.fptosi.sat.i16.f32"(%20) : (f32) -> i16
        %43 = llvm.getelementptr %7[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %42, %43 : i16, !llvm.ptr<1>
        %44 = llvm.call_intrinsic "llvm.fptosi.sat.i16.f32"(%21) : (f32) -> i16
        %c16_i64_36 = arith.constant 16 : i64
        %45 = arith.addi %arg7, %c16_i64_36 : i64
        %46 = llvm.getelementptr %7[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %44, %46 : i16, !llvm.ptr<1>
        %47 = llvm.call_intrinsic "llvm.fptosi.sat.i16.f32"(%22) : (f32) -> i16
        %c32_i64_37 = arith.constant 32 : i64
        %48 = arith.addi %arg7, %c32_i64_37 : i64
        %49 = llvm.getelementptr %7[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %47, %49 : i16, !llvm.ptr<1>
        %50 = llvm.call_intrinsic "llvm.fptosi.sat.i16.f32"(%23) : (f32) -> i16
        %c48_i64_38 = arith.constant 48 : i64
        %51 = arith.addi %arg7, %c48_i64_38 : i64
        %52 = llvm.getelementptr %7[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %50, %52 : i16, !llvm.ptr<1>
        %53 = llvm.call_intrinsic "llvm.fptosi.sat.i16.f32"(%24) : (f32) -> i16
        %c64_i64_39 = arith.constant 64 : i64
        %54 = arith.addi %arg7, %c64_i64_39 : i64
        %55 = llvm.getelementptr %7[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %53, %55 : i16, !llvm.ptr<1>
        %56 = llvm.call_intrinsic "llvm.fptosi.sat.i16.f32"(%19) : (f32) -> i16
        %c80_i64_40 = arith.constant 80 : i64
        %57 = arith.addi %arg7, %c80_i64_40 : i64
        %58 = llvm.getelementptr %7[%57] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %56, %58 : i16, !llvm.ptr<1>
        %59 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%20) : (f32) -> i32
        %60 = llvm.getelementptr %9[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %59, %60 : i32, !llvm.ptr<1>
        %61 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%21) : (f32) -> i32
        %c16_i64_41 = arith.constant 16 : i64
        %62 = arith.addi %arg7, %c16_i64_41 : i64
        %63 = llvm.getelementptr %9[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %61, %63 : i32, !llvm.ptr<1>
        %64 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%22) : (f32) -> i32
        %c32_i64_42 = arith.constant 32 : i64
        %65 = arith.addi %arg7, %c32_i64_42 : i64
        %66 = llvm.getelementptr %9[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %64, %66 : i32, !llvm.ptr<1>
        %67 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%23) : (f32) -> i32
        %c48_i64_43 = arith.constant 48 : i64
        %68 = arith.addi %arg7, %c48_i64_43 : i64
        %69 = llvm.getelementptr %9[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %67, %69 : i32, !llvm.ptr<1>
        %70 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%24) : (f32) -> i32
        %c64_i64_44 = arith.constant 64 : i64
        %71 = arith.addi %arg7, %c64_i64_44 : i64
        %72 = llvm.getelementptr %9[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %70, %72 : i32, !llvm.ptr<1>
        %73 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%19) : (f32) -> i32
        %c80_i64_45 = arith.constant 80 : i64
        %74 = arith.addi %arg7, %c80_i64_45 : i64
        %75 = llvm.getelementptr %9[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %73, %75 : i32, !llvm.ptr<1>
        %76 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f32"(%20) : (f32) -> i64
        %77 = llvm.getelementptr %11[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %76, %77 : i64, !llvm.ptr<1>
        %78 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f32"(%21) : (f32) -> i64
        %c16_i64_46 = arith.constant 16 : i64
        %79 = arith.addi %arg7, %c16_i64_46 : i64
        %80 = llvm.getelementptr %11[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %78, %80 : i64, !llvm.ptr<1>
        %81 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f32"(%22) : (f32) -> i64
        %c32_i64_47 = arith.constant 32 : i64
        %82 = arith.addi %arg7, %c32_i64_47 : i64
        %83 = llvm.getelementptr %11[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %81, %83 : i64, !llvm.ptr<1>
        %84 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f32"(%23) : (f32) -> i64
        %c48_i64_48 = arith.constant 48 : i64
        %85 = arith.addi %arg7, %c48_i64_48 : i64
        %86 = llvm.getelementptr %11[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %84, %86 : i64, !llvm.ptr<1>
        %87 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f32"(%24) : (f32) -> i64
        %c64_i64_49 = arith.constant 64 : i64
        %88 = arith.addi %arg7, %c64_i64_49 : i64
        %89 = llvm.getelementptr %11[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %87, %89 : i64, !llvm.ptr<1>
        %90 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f32"(%19) : (f32) -> i64
        %c80_i64_50 = arith.constant 80 : i64
        %91 = arith.addi %arg7, %c80_i64_50 : i64
        %92 = llvm.getelementptr %11[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %90, %92 : i64, !llvm.ptr<1>
        %93 = arith.extf %16 : f32 to f64
        %cst_51 = arith.constant 1.000000e+10 : f64
        %94 = arith.mulf %93, %cst_51 : f64
        %95 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f64"(%94) : (f64) -> i32
        %96 = llvm.getelementptr %13[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %95, %96 : i32, !llvm.ptr<1>
        %cst_52 = arith.constant 0.000000e+00 : f64
        %97 = arith.divf %93, %cst_52 : f64
        %98 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f64"(%97) : (f64) -> i32
        %c16_i64_53 = arith.constant 16 : i64
        %99 = arith.addi %arg7, %c16_i64_53 : i64
        %100 = llvm.getelementptr %13[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %98, %100 : i32, !llvm.ptr<1>
        %101 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f64"(%18) : (f64) -> i32
        %c32_i64_54 = arith.constant 32 : i64
        %102 = arith.addi %arg7, %c32_i64_54 : i64
        %103 = llvm.getelementptr %13[%102] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %101, %103 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
