module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @atomic_mixed_(%arg0: f64, %arg1: memref<16x?xi32, strided<[1, 16]>, 1>, %arg2: memref<16x?xf32, strided<[1, 16]>, 1>, %arg3: memref<16x?xi32, strided<[1, 16]>, 1>, %arg4: memref<16xi32, strided<[1]>, 1>, %arg5: memref<16xf32, strided<[1]>, 1>, %arg6: memref<16x?xi32, strided<[1, 16]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg1 : memref<16x?xi32, strided<[1, 16]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg1 : memref<16x?xi32, strided<[1, 16]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg2 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg2 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg3 : memref<16x?xi32, strided<[1, 16]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg3 : memref<16x?xi32, strided<[1, 16]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %arg4 : memref<16xi32, strided<[1]>, 1> -> memref<i32, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg4 : memref<16xi32, strided<[1]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %arg5 : memref<16xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg5 : memref<16xf32, strided<[1]>, 1> -> index
      %11 = arith.index_cast %intptr_19 : index to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg6 : memref<16x?xi32, strided<[1, 16]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg6 : memref<16x?xi32, strided<[1, 16]>, 1> -> index
      %13 = arith.index_cast %intptr_24 : index to i64
      %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<1>
      %15 = arith.index_cast %sizes_22#1 : index to i64
      %block_id_x = gpu.block_id  x
      %16 = arith.index_cast %block_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %17 = arith.muli %16, %c16_i64 : i64
      %18 = llvm.getelementptr %1[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c16_i64_25 = arith.constant 16 : i64
      %19 = arith.muli %16, %c16_i64_25 : i64
      %20 = llvm.getelementptr %4[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c16_i64_26 = arith.constant 16 : i64
      %21 = arith.muli %16, %c16_i64_26 : i64
      %22 = llvm.getelementptr %7[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c16_i64_27 = arith.constant 16 : i64
      %23 = arith.muli %16, %c16_i64_27 : i64
      %24 = llvm.getelementptr %14[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %thread_id_x = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x : index to i64
      %c16_i64_28 = arith.constant 16 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg7 = %25 to %c16_i64_28 step %c32_i64  : i64 {
        %cst = arith.constant 5.000000e-01 : f32
        %29 = llvm.getelementptr %18[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %30 = llvm.load %29 : !llvm.ptr<1> -> i32
        %31 = arith.sitofp %30 : i32 to f32
        %32 = arith.mulf %cst, %31 : f32
        %33 = llvm.getelementptr %22[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %34 = llvm.load %33 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %35 = scf.while (%arg8 = %34) : (i32) -> i32 {
          %36 = arith.sitofp %arg8 : i32 to f32
          %37 = arith.addf %32, %36 : f32
          %38 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%37) : (f32) -> i32
          %39 = llvm.cmpxchg %33, %arg8, %38 monotonic monotonic : !llvm.ptr<1>, i32
          %40 = llvm.extractvalue %39[0] : !llvm.struct<(i32, i1)> 
          %41 = llvm.extractvalue %39[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %42 = arith.xori %41, %true : i1
          scf.condition(%42) %40 : i32
        } do {
        ^bb0(%arg8: i32):
          scf.yield %arg8 : i32
        }
      }
      %thread_id_x_29 = gpu.thread_id  x
      %26 = arith.index_cast %thread_id_x_29 : index to i64
      %c16_i64_30 = arith.constant 16 : i64
      %c32_i64_31 = arith.constant 32 : i64
      scf.for %arg7 = %26 to %c16_i64_30 step %c32_i64_31  : i64 {
        %cst = arith.constant 5.000000e-01 : f32
        %29 = llvm.getelementptr %1[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %30 = llvm.load %29 : !llvm.ptr<1> -> i32
        %31 = arith.sitofp %30 : i32 to f32
        %32 = arith.mulf %cst, %31 : f32
        %33 = llvm.getelementptr %10[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %34 = llvm.load %33 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %35 = scf.while (%arg8 = %34) : (i32) -> i32 {
          %cst_38 = arith.constant 3.000000e+00 : f32
          %36 = arith.sitofp %arg8 : i32 to f32
          %37 = llvm.intr.fma(%cst_38, %36, %32) : (f32, f32, f32) -> f32
          %38 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%37) : (f32) -> i32
          %39 = llvm.cmpxchg %33, %arg8, %38 monotonic monotonic : !llvm.ptr<1>, i32
          %40 = llvm.extractvalue %39[0] : !llvm.struct<(i32, i1)> 
          %41 = llvm.extractvalue %39[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %42 = arith.xori %41, %true : i1
          scf.condition(%42) %40 : i32
        } do {
        ^bb0(%arg8: i32):
          scf.yield %arg8 : i32
        }
      }
      %thread_id_x_32 = gpu.thread_id  x
      %27 = arith.index_cast %thread_id_x_32 : index to i64
      %c16_i64_33 = arith.constant 16 : i64
      %c32_i64_34 = arith.constant 32 : i64
      scf.for %arg7 = %27 to %c16_i64_33 step %c32_i64_34  : i64 {
        %29 = llvm.getelementptr %20[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %30 = llvm.load %29 : !llvm.ptr<1> -> f32
        %31 = arith.extf %30 : f32 to f64
        %32 = arith.mulf %arg0, %31 : f64
        %33 = llvm.getelementptr %12[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %34 = llvm.load %33 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<1> -> i32
        %35 = scf.while (%arg8 = %34) : (i32) -> i32 {
          %36 = arith.bitcast %arg8 : i32 to f32
          %37 = arith.extf %36 : f32 to f64
          %38 = arith.addf %32, %37 : f64
          %39 = arith.truncf %38 : f64 to f32
          %40 = arith.bitcast %39 : f32 to i32
          %41 = llvm.cmpxchg %33, %arg8, %40 monotonic monotonic : !llvm.ptr<1>, i32
          %42 = llvm.extractvalue %41[0] : !llvm.struct<(i32, i1)> 
          %43 = llvm.extractvalue %41[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %44 = arith.xori %43, %true : i1
          scf.condition(%44) %42 : i32
        } do {
        ^bb0(%arg8: i32):
          scf.yield %arg8 : i32
        }
      }
      %thread_id_x_35 = gpu.thread_id  x
      %28 = arith.index_cast %thread_id_x_35 : index to i64
      %c16_i64_36 = arith.constant 16 : i64
      %c32_i64_37 = arith.constant 32 : i64
      scf.for %arg7 = %28 to %c16_i64_36 step %c32_i64_37  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %29 = llvm.getelementptr %18[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %30 = llvm.load %29 : !llvm.ptr<1> -> i32
        %31 = arith.sitofp %30 : i32 to f32
        %32 = arith.mulf %cst, %31 : f32
        %33 = llvm.call_intrinsic "llvm.fptosi.sat.i32.f32"(%32) : (f32) -> i32
        %34 = llvm.getelementptr %24[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %35 = llvm.atomicrmw xchg %34, %33 monotonic : !llvm.ptr<1>, i32
      }
      gpu.return
    }
  }
}
