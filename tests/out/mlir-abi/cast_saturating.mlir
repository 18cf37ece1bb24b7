module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @cast_saturating(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(16 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %arg0, %4[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.insertvalue %1, %5[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %7 = llvm.insertvalue %2, %6[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = llvm.insertvalue %3, %7[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<16xf32, strided<[1]>, 1>
      %10 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %11 = llvm.mlir.constant(0 : i64) : i64
      %12 = llvm.mlir.constant(16 : i64) : i64
      %13 = llvm.mlir.constant(1 : i64) : i64
      %14 = llvm.insertvalue %arg1, %10[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = llvm.insertvalue %arg1, %14[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = llvm.insertvalue %11, %15[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = llvm.insertvalue %12, %16[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %18 = llvm.insertvalue %13, %17[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<16xf64, strided<[1]>, 1>
      %20 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %21 = llvm.mlir.constant(0 : i64) : i64
      %22 = llvm.mlir.constant(16 : i64) : i64
      %23 = llvm.mlir.constant(6 : i64) : i64
      %24 = llvm.mlir.constant(1 : i64) : i64
      %25 = llvm.mlir.constant(16 : i64) : i64
      %26 = llvm.insertvalue %arg2, %20[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %arg2, %26[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %22, %28[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = llvm.insertvalue %23, %29[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %31 = llvm.insertvalue %24, %30[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %32 = llvm.insertvalue %25, %31[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %33 = builtin.unrealized_conversion_cast %32 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x6xi8, strided<[1, 16]>, 1>
      %34 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %35 = llvm.mlir.constant(0 : i64) : i64
      %36 = llvm.mlir.constant(16 : i64) : i64
      %37 = llvm.mlir.constant(6 : i64) : i64
      %38 = llvm.mlir.constant(1 : i64) : i64
      %39 = llvm.mlir.constant(16 : i64) : i64
      %40 = llvm.insertvalue %arg3, %34[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %41 = llvm.insertvalue %arg3, %40[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %42 = llvm.insertvalue %35, %41[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %43 = llvm.insertvalue %36, %42[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %44 = llvm.insertvalue %37, %43[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %45 = llvm.insertvalue %38, %44[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %46 = llvm.insertvalue %39, %45[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %47 = builtin.unrealized_conversion_cast %46 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x6xi16, strided<[1, 16]>, 1>
      %48 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %49 = llvm.mlir.constant(0 : i64) : i64
      %50 = llvm.mlir.constant(16 : i64) : i64
      %51 = llvm.mlir.constant(6 : i64) : i64
      %52 = llvm.mlir.constant(1 : i64) : i64
      %53 = llvm.mlir.constant(16 : i64) : i64
      %54 = llvm.insertvalue %arg4, %48[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = llvm.insertvalue %arg4, %54[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %56 = llvm.insertvalue %49, %55[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %57 = llvm.insertvalue %50, %56[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %58 = llvm.insertvalue %51, %57[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = llvm.insertvalue %52, %58[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %60 = llvm.insertvalue %53, %59[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %61 = builtin.unrealized_conversion_cast %60 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x6xi32, strided<[1, 16]>, 1>
      %62 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %63 = llvm.mlir.constant(0 : i64) : i64
      %64 = llvm.mlir.constant(16 : i64) : i64
      %65 = llvm.mlir.constant(6 : i64) : i64
      %66 = llvm.mlir.constant(1 : i64) : i64
      %67 = llvm.mlir.constant(16 : i64) : i64
      %68 = llvm.insertvalue %arg5, %62[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %69 = llvm.insertvalue %arg5, %68[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %70 = llvm.insertvalue %63, %69[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %71 = llvm.insertvalue %64, %70[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %72 = llvm.insertvalue %65, %71[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %73 = llvm.insertvalue %66, %72[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %74 = llvm.insertvalue %67, %73[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %75 = builtin.unrealized_conversion_cast %74 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x6xi64, strided<[1, 16]>, 1>
      %76 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %77 = llvm.mlir.constant(0 : i64) : i64
      %78 = llvm.mlir.constant(16 : i64) : i64
      %79 = llvm.mlir.constant(3 : i64) : i64
      %80 = llvm.mlir.constant(1 : i64) : i64
      %81 = llvm.mlir.constant(16 : i64) : i64
      %82 = llvm.insertvalue %arg6, %76[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %83 = llvm.insertvalue %arg6, %82[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %84 = llvm.insertvalue %77, %83[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %85 = llvm.insertvalue %78, %84[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %86 = llvm.insertvalue %79, %85[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %87 = llvm.insertvalue %80, %86[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %88 = llvm.insertvalue %81, %87[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %89 = builtin.unrealized_conversion_cast %88 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x3xi32, strided<[1, 16]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %9 : memref<16xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %9 : memref<16xf32, strided<[1]>, 1> -> index
      %90 = arith.index_cast %intptr : index to i64
      %91 = llvm.inttoptr %90 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %19 : memref<16xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %19 : memref<16xf64, strided<[1]>, 1> -> index
      %92 = arith.index_cast %intptr_4 : index to i64
      %93 = llvm.inttoptr %92 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %33 : memref<16x6xi8, strided<[1, 16]>, 1> -> memref<i8, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %33 : memref<16x6xi8, strided<[1, 16]>, 1> -> index
      %94 = arith.index_cast %intptr_9 : index to i64
      %95 = llvm.inttoptr %94 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %47 : memref<16x6xi16, strided<[1, 16]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %47 : memref<16x6xi16, strided<[1, 16]>, 1> -> index
      %96 = arith.index_cast %intptr_14 : index to i64
      %97 = llvm.inttoptr %96 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %61 : memref<16x6xi32, strided<[1, 16]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %61 : memref<16x6xi32, strided<[1, 16]>, 1> -> index
      %98 = arith.index_cast %intptr_19 : index to i64
      %99 = llvm.inttoptr %98 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %75 : memref<16x6xi64, strided<[1, 16]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %75 : memref<16x6xi64, strided<[1, 16]>, 1> -> index
      %100 = arith.index_cast %intptr_24 : index to i64
      %101 = llvm.inttoptr %100 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %89 : memref<16x3xi32, strided<[1, 16]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %89 : memref<16x3xi32, strided<[1, 16]>, 1> -> index
      %102 = arith.index_cast %intptr_29 : index to i64
      %103 = llvm.inttoptr %102 : i64 to !llvm.ptr<1>
      %thread_id_x = gpu.thread_id  x
      %104 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg7 = %104 to %c16_i64 step %c32_i64  : i64 {
        %105 = llvm.getelementptr %91[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %106 = llvm.load %105 : !llvm.ptr<1> -> f32
        %107 = llvm.getelementptr %93[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %108 = llvm.load %107 : !llvm.ptr<1> -> f64
        %109 = arith.truncf %108 : f64 to f32
        %cst = arith.constant 2.000000e+02 : f32
        %110 = arith.mulf %106, %cst : f32
        %cst_30 = arith.constant 1.000000e+05 : f32
        %111 = arith.mulf %106, %cst_30 : f32
        %cst_31 = arith.constant 1.000000e+10 : f32
        %112 = arith.mulf %106, %cst_31 : f32
        %cst_32 = arith.constant 1.000000e+30 : f32
        %113 = arith.mulf %106, %cst_32 : f32
        %cst_33 = arith.constant 0.000000e+00 : f32
        %114 = arith.divf %106, %cst_33 : f32
        %115 = llvm.call_intrinsic "llvm.fptosi.sat.i8.f32"(%110) : (f32) -> i8
        %116 = llvm.getelementptr %95[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %115, %116 : i8, !llvm.ptr<1>
        %117 = llvm.call_intrinsic "llvm.fptosi.sat.i8.f32"(%111) : (f32) -> i8
        %c16_i64_34 = arith.constant 16 : i64
        %118 = arith.addi %arg7, %c16_i64_34 : i64
        %119 = llvm.getelementptr %95[%118] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %117, %119 : i8, !llvm.ptr<1>
        %120 = llvm.call_intrinsic "llvm.fptosi.sat.i8.f32"(%112) : (f32) -> i8
        %c32_i64_35 = arith.constant 32 : i64
        %121 = arith.addi %arg7, %c32_i64_35 : i64
        %122 = llvm.getelementptr %95[%121] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %120, %122 : i8, !llvm.ptr<1>
        %123 = llvm.call_intrinsic "llvm.fptosi.sat.i8.f32"(%113) : (f32) -> i8
        %c48_i64 = arith.constant 48 : i64
        %124 = arith.addi %arg7, %c48_i64 : i64
        %125 = llvm.getelementptr %95[%124] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %123, %125 : i8, !llvm.ptr<1>
        %126 = llvm.call_intrinsic "llvm.fptosi.sat.i8.f32"(%114) : (f32) -> i8
        %c64_i64 = arith.constant 64 : i64
        %127 = arith.addi %arg7, %c64_i64 : i64
        %128 = llvm.getelementptr %95[%127] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %126, %128 : i8, !llvm.ptr<1>
        %129 = llvm.call_intrinsic "llvm.fptosi.sat.i8.f32"(%109) : (f32) -> i8
        %c80_i64 = arith.constant 80 : i64
        %130 = arith.addi %arg7, %c80_i64 : i64
        %131 = llvm.getelementptr %95[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        llvm.store %129, %131 : i8, !llvm.ptr<1>
        %132 = llvm.call_intrinsic "llvm.fptosi.sat.i16.f32"(%110) : (f32) -> i16
        %133 = llvm.getelementptr %97[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %132, %133 : i16, !llvm.ptr<1>
        %134 = llvm.call_intrinsic "llvm.fptosi.sat.i16.f32"(%111) : (f32) -> i16
        %c16_i64_36 = arith.constant 16 : i64
        %135 = arith.addi %arg7, %c16_i64_36 : i64
        %136 = llvm.getelementptr %97[%135] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %134, %136 : i16, !llvm.ptr<1>
        %137 = llvm.call_intrinsic "llvm.fptosi.sat.i16.f32"(%112) : (f32) -> i16
        %c32_i64_37 = arith.constant 32 : i64
        %138 = arith.addi %arg7, %c32_i64_37 : i64
        %139 = llvm.getelementptr %97[%138] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %137, %139 : i16, !llvm.ptr<1>
        %140 = llvm.call_intrinsic "llvm.fptosi.sat.i16.f32"(%113) : (f32) -> i16
        %c48_i64_38 = arith.constant 48 : i64
        %141 = arith.addi %arg7, %c48_i64_38 : i64
        %142 = llvm.getelementptr %97[%141] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %140, %142 : i16, !llvm.ptr<1>
        %143 = llvm.call_intrinsic "llvm.fptosi.sat.i16.f32"(%114) : (f32) -> i16
        %c64_i64_39 = arith.constant 64 : i64
        %144 = arith.addi %arg7, %c64_i64_39 : i64
        %145 = llvm.getelementptr %97[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %143, %145 : i16, !llvm.ptr<1>
        %146 = llvm.call_intrinsic "llvm.fptosi.sat.i16.f32"(%109) : (f32) -> i16
        %c80_i64_40 = arith.constant 80 : i64
        %147 = arith.addi %arg7, %c80_i64_40 : i64
        %148 = llvm.getelementptr %97[%147] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        llvm.store %146, %148 : i16, !llvm.ptr<1>
        %149 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%110) : (f32) -> i32
        %150 = llvm.getelementptr %99[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %149, %150 : i32, !llvm.ptr<1>
        %151 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%111) : (f32) -> i32
        %c16_i64_41 = arith.constant 16 : i64
        %152 = arith.addi %arg7, %c16_i64_41 : i64
        %153 = llvm.getelementptr %99[%152] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %151, %153 : i32, !llvm.ptr<1>
        %154 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%112) : (f32) -> i32
        %c32_i64_42 = arith.constant 32 : i64
        %155 = arith.addi %arg7, %c32_i64_42 : i64
        %156 = llvm.getelementptr %99[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %154, %156 : i32, !llvm.ptr<1>
        %157 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%113) : (f32) -> i32
        %c48_i64_43 = arith.constant 48 : i64
        %158 = arith.addi %arg7, %c48_i64_43 : i64
        %159 = llvm.getelementptr %99[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %157, %159 : i32, !llvm.ptr<1>
        %160 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%114) : (f32) -> i32
        %c64_i64_44 = arith.constant 64 : i64
        %161 = arith.addi %arg7, %c64_i64_44 : i64
        %162 = llvm.getelementptr %99[%161] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %160, %162 : i32, !llvm.ptr<1>
        %163 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%109) : (f32) -> i32
        %c80_i64_45 = arith.constant 80 : i64
        %164 = arith.addi %arg7, %c80_i64_45 : i64
        %165 = llvm.getelementptr %99[%164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %163, %165 : i32, !llvm.ptr<1>
        %166 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f32"(%110) : (f32) -> i64
        %167 = llvm.getelementptr %101[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %166, %167 : i64, !llvm.ptr<1>
        %168 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f32"(%111) : (f32) -> i64
        %c16_i64_46 = arith.constant 16 : i64
        %169 = arith.addi %arg7, %c16_i64_46 : i64
        %170 = llvm.getelementptr %101[%169] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %168, %170 : i64, !llvm.ptr<1>
        %171 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f32"(%112) : (f32) -> i64
        %c32_i64_47 = arith.constant 32 : i64
        %172 = arith.addi %arg7, %c32_i64_47 : i64
        %173 = llvm.getelementptr %101[%172] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %171, %173 : i64, !llvm.ptr<1>
        %174 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f32"(%113) : (f32) -> i64
        %c48_i64_48 = arith.constant 48 : i64
        %175 = arith.addi %arg7, %c48_i64_48 : i64
        %176 = llvm.getelementptr %101[%175] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %174, %176 : i64, !llvm.ptr<1>
        %177 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f32"(%114) : (f32) -> i64
        %c64_i64_49 = arith.constant 64 : i64
        %178 = arith.addi %arg7, %c64_i64_49 : i64
        %179 = llvm.getelementptr %101[%178] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %177, %179 : i64, !llvm.ptr<1>
        %180 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f32"(%109) : (f32) -> i64
        %c80_i64_50 = arith.constant 80 : i64
        %181 = arith.addi %arg7, %c80_i64_50 : i64
        %182 = llvm.getelementptr %101[%181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %180, %182 : i64, !llvm.ptr<1>
        %183 = arith.extf %106 : f32 to f64
        %cst_51 = arith.constant 1.000000e+10 : f64
        %184 = arith.mulf %183, %cst_51 : f64
        %185 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f64"(%184) : (f64) -> i32
        %186 = llvm.getelementptr %103[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %185, %186 : i32, !llvm.ptr<1>
        %cst_52 = arith.constant 0.000000e+00 : f64
        %187 = arith.divf %183, %cst_52 : f64
        %188 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f64"(%187) : (f64) -> i32
        %c16_i64_53 = arith.constant 16 : i64
        %189 = arith.addi %arg7, %c16_i64_53 : i64
        %190 = llvm.getelementptr %103[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %188, %190 : i32, !llvm.ptr<1>
        %191 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f64"(%108) : (f64) -> i32
        %c32_i64_54 = arith.constant 32 : i64
        %192 = arith.addi %arg7, %c32_i64_54 : i64
        %193 = llvm.getelementptr %103[%192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %191, %193 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
