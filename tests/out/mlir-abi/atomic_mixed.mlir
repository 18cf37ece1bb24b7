module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @atomic_mixed_(%arg0: f64, %arg1: !llvm.ptr<1>, %arg2: i64, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(16 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(16 : i64) : i64
      %5 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg1, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg2, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xi32, strided<[1, 16]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(16 : i64) : i64
      %16 = llvm.mlir.constant(1 : i64) : i64
      %17 = llvm.mlir.constant(16 : i64) : i64
      %18 = llvm.insertvalue %arg3, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %19 = llvm.insertvalue %arg3, %18[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %20 = llvm.insertvalue %14, %19[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %21 = llvm.insertvalue %15, %20[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %22 = llvm.insertvalue %arg4, %21[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %23 = llvm.insertvalue %16, %22[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %17, %23[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = builtin.unrealized_conversion_cast %24 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xf32, strided<[1, 16]>, 1>
      %26 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %27 = llvm.mlir.constant(0 : i64) : i64
      %28 = llvm.mlir.constant(16 : i64) : i64
      %29 = llvm.mlir.constant(1 : i64) : i64
      %30 = llvm.mlir.constant(16 : i64) : i64
      %31 = llvm.insertvalue %arg5, %26[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %32 = llvm.insertvalue %arg5, %31[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %33 = llvm.insertvalue %27, %32[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %34 = llvm.insertvalue %28, %33[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %35 = llvm.insertvalue %arg6, %34[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %36 = llvm.insertvalue %29, %35[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %37 = llvm.insertvalue %30, %36[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xi32, strided<[1, 16]>, 1>
      %39 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %40 = llvm.mlir.constant(0 : i64) : i64
      %41 = llvm.mlir.constant(16 : i64) : i64
      %42 = llvm.mlir.constant(1 : i64) : i64
      %43 = llvm.insertvalue %arg7, %39[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %44 = llvm.insertvalue %arg7, %43[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %45 = llvm.insertvalue %40, %44[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %46 = llvm.insertvalue %41, %45[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %47 = llvm.insertvalue %42, %46[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %48 = builtin.unrealized_conversion_cast %47 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<16xi32, strided<[1]>, 1>
      %49 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %50 = llvm.mlir.constant(0 : i64) : i64
      %51 = llvm.mlir.constant(16 : i64) : i64
      %52 = llvm.mlir.constant(1 : i64) : i64
      %53 = llvm.insertvalue %arg8, %49[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %54 = llvm.insertvalue %arg8, %53[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %55 = llvm.insertvalue %50, %54[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %56 = llvm.insertvalue %51, %55[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %57 = llvm.insertvalue %52, %56[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %58 = builtin.unrealized_conversion_cast %57 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<16xf32, strided<[1]>, 1>
      %59 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %60 = llvm.mlir.constant(0 : i64) : i64
      %61 = llvm.mlir.constant(16 : i64) : i64
      %62 = llvm.mlir.constant(1 : i64) : i64
      %63 = llvm.mlir.constant(16 : i64) : i64
      %64 = llvm.insertvalue %arg9, %59[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %65 = llvm.insertvalue %arg9, %64[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %66 = llvm.insertvalue %60, %65[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %67 = llvm.insertvalue %61, %66[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %68 = llvm.insertvalue %arg10, %67[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %69 = llvm.insertvalue %62, %68[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %70 = llvm.insertvalue %63, %69[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %71 = builtin.unrealized_conversion_cast %70 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xi32, strided<[1, 16]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<16x?xi32, strided<[1, 16]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<16x?xi32, strided<[1, 16]>, 1> -> index
      %72 = arith.index_cast %intptr : index to i64
      %73 = llvm.inttoptr %72 : i64 to !llvm.ptr<1>
      %74 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %25 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %25 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %75 = arith.index_cast %intptr_4 : index to i64
      %76 = llvm.inttoptr %75 : i64 to !llvm.ptr<1>
      %77 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %38 : memref<16x?xi32, strided<[1, 16]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %38 : memref<16x?xi32, strided<[1, 16]>, 1> -> index
      %78 = arith.index_cast %intptr_9 : index to i64
      %79 = llvm.inttoptr %78 : i64 to !llvm.ptr<1>
      %80 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %48 : memref<16xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %48 : memref<16xi32, strided<[1]>, 1> -> index
      %81 = arith.index_cast %intptr_14 : index to i64
      %82 = llvm.inttoptr %81 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %58 : memref<16xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %58 : memref<16xf32, strided<[1]>, 1> -> index
      %83 = arith.index_cast %intptr_19 : index to i64
      %84 = llvm.inttoptr %83 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %71 : memref<16x?xi32, strided<[1, 16]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %71 : memref<16x?xi32, strided<[1, 16]>, 1> -> index
      %85 = arith.index_cast %intptr_24 : index to i64
      %86 = llvm.inttoptr %85 : i64 to !llvm.ptr<1>
      %87 = arith.index_cast %sizes_22#1 : index to i64
      %block_id_x = gpu.block_id  x
      %88 = arith.index_cast %block_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %89 = arith.muli %88, %c16_i64 : i64
      %90 = llvm.getelementptr %73[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c16_i64_25 = arith.constant 16 : i64
      %91 = arith.muli %88, %c16_i64_25 : i64
      %92 = llvm.getelementptr %76[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_26 = arith.constant 16 : i64
      %93 = arith.muli %88, %c16_i64_26 : i64
      %94 = llvm.getelementptr %79[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c16_i64_27 = arith.constant 16 : i64
      %95 = arith.muli %88, %c16_i64_27 : i64
      %96 = llvm.getelementptr %86[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %thread_id_x = gpu.thread_id  x
      %97 = arith.index_cast %thread_id_x : index to i64
      %c16_i64_28 = arith.constant 16 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg11 = %97 to %c16_i64_28 step %c32_i64  : i64 {
        %cst = arith.constant 5.000000e-01 : f32
        %101 = llvm.getelementptr %90[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %102 = llvm.load %101 : !llvm.ptr<1> -> i32
        %103 = arith.sitofp %102 : i32 to f32
        %104 = arith.mulf %cst, %103 : f32
        %105 = llvm.getelementptr %94[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %106 = llvm.load %105 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %107 = scf.while (%arg12 = %106) : (i32) -> i32 {
          %108 = arith.sitofp %arg12 : i32 to f32
          %109 = arith.addf %104, %108 : f32
          %110 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%109) : (f32) -> i32
          %111 = llvm.cmpxchg %105, %arg12, %110 monotonic monotonic : !llvm.ptr<1>, i32
          %112 = llvm.extractvalue %111[0] : !llvm.struct<(i32, i1)> 
          %113 = llvm.extractvalue %111[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %114 = arith.xori %113, %true : i1
          scf.condition(%114) %112 : i32
        } do {
        ^bb0(%arg12: i32):
          scf.yield %arg12 : i32
        }
      }
      %thread_id_x_29 = gpu.thread_id  x
      %98 = arith.index_cast %thread_id_x_29 : index to i64
      %c16_i64_30 = arith.constant 16 : i64
      %c32_i64_31 = arith.constant 32 : i64
      scf.for %arg11 = %98 to %c16_i64_30 step %c32_i64_31  : i64 {
        %cst = arith.constant 5.000000e-01 : f32
        %101 = llvm.getelementptr %73[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %102 = llvm.load %101 : !llvm.ptr<1> -> i32
        %103 = arith.sitofp %102 : i32 to f32
        %104 = arith.mulf %cst, %103 : f32
        %105 = llvm.getelementptr %82[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %106 = llvm.load %105 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %107 = scf.while (%arg12 = %106) : (i32) -> i32 {
          %cst_38 = arith.constant 3.000000e+00 : f32
          %108 = arith.sitofp %arg12 : i32 to f32
          %109 = llvm.intr.fma(%cst_38, %108, %104) : (f32, f32, f32) -> f32
          %110 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%109) : (f32) -> i32
          %111 = llvm.cmpxchg %105, %arg12, %110 monotonic monotonic : !llvm.ptr<1>, i32
          %112 = llvm.extractvalue %111[0] : !llvm.struct<(i32, i1)> 
          %113 = llvm.extractvalue %111[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %114 = arith.xori %113, %true : i1
          scf.condition(%114) %112 : i32
        } do {
        ^bb0(%arg12: i32):
          scf.yield %arg12 : i32
        }
      }
      %thread_id_x_32 = gpu.thread_id  x
      %99 = arith.index_cast %thread_id_x_32 : index to i64
      %c16_i64_33 = arith.constant 16 : i64
      %c32_i64_34 = arith.constant 32 : i64
      scf.for %arg11 = %99 to %c16_i64_33 step %c32_i64_34  : i64 {
        %101 = llvm.getelementptr %92[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %102 = llvm.load %101 : !llvm.ptr<1> -> f32
        %103 = arith.extf %102 : f32 to f64
        %104 = arith.mulf %arg0, %103 : f64
        %105 = llvm.getelementptr %84[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %106 = llvm.load %105 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %107 = scf.while (%arg12 = %106) : (i32) -> i32 {
          %108 = arith.bitcast %arg12 : i32 to f32
          %109 = arith.extf %108 : f32 to f64
          %110 = arith.addf %104, %109 : f64
          %111 = arith.truncf %110 : f64 to f32
          %112 = arith.bitcast %111 : f32 to i32
          %113 = llvm.cmpxchg %105, %arg12, %112 monotonic monotonic : !llvm.ptr<1>, i32
          %114 = llvm.extractvalue %113[0] : !llvm.struct<(i32, i1)> 
          %115 = llvm.extractvalue %113[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %116 = arith.xori %115, %true : i1
          scf.condition(%116) %114 : i32
        } do {
        ^bb0(%arg12: i32):
          scf.yield %arg12 : i32
        }
      }
      %thread_id_x_35 = gpu.thread_id  x
      %100 = arith.index_cast %thread_id_x_35 : index to i64
      %c16_i64_36 = arith.constant 16 : i64
      %c32_i64_37 = arith.constant 32 : i64
      scf.for %arg11 = %100 to %c16_i64_36 step %c32_i64_37  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %101 = llvm.getelementptr %90[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %102 = llvm.load %101 : !llvm.ptr<1> -> i32
        %103 = arith.sitofp %102 : i32 to f32
        %104 = arith.mulf %cst, %103 : f32
        %105 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%104) : (f32) -> i32
        %106 = llvm.getelementptr %96[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %107 = llvm.atomicrmw xchg %106, %105 monotonic : !llvm.ptr<1>, i32
      }
      gpu.return
    }
  }
}
