module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @neg_literal(%arg0: i32, %arg1: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(8 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %arg1, %4[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.insertvalue %1, %5[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %7 = llvm.insertvalue %2, %6[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = llvm.insertvalue %3, %7[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<8xf64, strided<[1]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %9 : memref<8xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %9 : memref<8xf64, strided<[1]>, 1> -> index
      %10 = arith.index_cast %intptr : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %c-12_i8 = arith.constant -12 : i8
      %c0_i8 = arith.constant 0 : i8
      %12 = arith.subi %c0_i8, %c-12_i8 : i8
      %c-12_i16 = arith.constant -12 : i16
      %c0_i16 = arith.constant 0 : i16
      %13 = arith.subi %c0_i16, %c-12_i16 : i16
      %c-12_i32 = arith.constant -12 : i32
      %c0_i32 = arith.constant 0 : i32
      %14 = arith.subi %c0_i32, %c-12_i32 : i32
      %c-12_i64 = arith.constant -12 : i64
      %c0_i64 = arith.constant 0 : i64
      %15 = arith.subi %c0_i64, %c-12_i64 : i64
      %c-7_i64 = arith.constant -7 : i64
      %c0_i64_0 = arith.constant 0 : i64
      %16 = arith.subi %c0_i64_0, %c-7_i64 : i64
      %cst = arith.constant -1.500000e+00 : f32
      %17 = arith.negf %cst : f32
      %cst_1 = arith.constant -2.250000e+00 : f64
      %18 = arith.negf %cst_1 : f64
      %c0_i32_2 = arith.constant 0 : i32
      %19 = arith.subi %c0_i32_2, %arg0 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %20 = arith.subi %c0_i32_3, %19 : i32
      %thread_id_x = gpu.thread_id  x
      %21 = arith.index_cast %thread_id_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg2 = %21 to %c1_i64 step %c32_i64  : i64 {
        %22 = arith.sitofp %12 : i8 to f64
        llvm.store %22, %11 : f64, !llvm.ptr<1>
        %23 = arith.sitofp %13 : i16 to f64
        %c1_i64_4 = arith.constant 1 : i64
        %24 = llvm.getelementptr %11[%c1_i64_4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %23, %24 : f64, !llvm.ptr<1>
        %25 = arith.sitofp %14 : i32 to f64
        %c2_i64 = arith.constant 2 : i64
        %26 = llvm.getelementptr %11[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %25, %26 : f64, !llvm.ptr<1>
        %27 = arith.sitofp %15 : i64 to f64
        %c3_i64 = arith.constant 3 : i64
        %28 = llvm.getelementptr %11[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %27, %28 : f64, !llvm.ptr<1>
        %29 = arith.sitofp %16 : i64 to f64
        %c4_i64 = arith.constant 4 : i64
        %30 = llvm.getelementptr %11[%c4_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %29, %30 : f64, !llvm.ptr<1>
        %31 = arith.extf %17 : f32 to f64
        %c5_i64 = arith.constant 5 : i64
        %32 = llvm.getelementptr %11[%c5_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %31, %32 : f64, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %33 = llvm.getelementptr %11[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %18, %33 : f64, !llvm.ptr<1>
        %34 = arith.sitofp %20 : i32 to f64
        %c7_i64 = arith.constant 7 : i64
        %35 = llvm.getelementptr %11[%c7_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %34, %35 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
