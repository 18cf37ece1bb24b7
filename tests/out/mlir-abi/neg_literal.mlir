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
      %12 = llvm.mlir.constant(1 : i64) : i64
      %c-12_i8 = arith.constant -12 : i8
      %c0_i8 = arith.constant 0 : i8
      %13 = arith.subi %c0_i8, %c-12_i8 : i8
      %c-12_i16 = arith.constant -12 : i16
      %c0_i16 = arith.constant 0 : i16
      %14 = arith.subi %c0_i16, %c-12_i16 : i16
      %c-12_i32 = arith.constant -12 : i32
      %c0_i32 = arith.constant 0 : i32
      %15 = arith.subi %c0_i32, %c-12_i32 : i32
      %c-12_i64 = arith.constant -12 : i64
      %c0_i64 = arith.constant 0 : i64
      %16 = arith.subi %c0_i64, %c-12_i64 : i64
      %c-7_i64 = arith.constant -7 : i64
      %c0_i64_0 = arith.constant 0 : i64
      %17 = arith.subi %c0_i64_0, %c-7_i64 : i64
      %cst = arith.constant -1.500000e+00 : f32
      %18 = arith.negf %cst : f32
      %cst_1 = arith.constant -2.250000e+00 : f64
      %19 = arith.negf %cst_1 : f64
      %c0_i32_2 = arith.constant 0 : i32
      %20 = arith.subi %c0_i32_2, %arg0 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %21 = arith.subi %c0_i32_3, %20 : i32
      %thread_id_x = gpu.thread_id  x
      %22 = arith.index_cast %thread_id_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg2 = %22 to %c1_i64 step %c32_i64  : i64 {
        %23 = arith.sitofp %13 : i8 to f64
        llvm.store %23, %11 : f64, !llvm.ptr<1>
        %24 = arith.sitofp %14 : i16 to f64
        %c1_i64_4 = arith.constant 1 : i64
        %25 = llvm.getelementptr %11[%c1_i64_4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %24, %25 : f64, !llvm.ptr<1>
        %26 = arith.sitofp %15 : i32 to f64
        %c2_i64 = arith.constant 2 : i64
        %27 = llvm.getelementptr %11[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %26, %27 : f64, !llvm.ptr<1>
        %28 = arith.sitofp %16 : i64 to f64
        %c3_i64 = arith.constant 3 : i64
        %29 = llvm.getelementptr %11[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %28, %29 : f64, !llvm.ptr<1>
        %30 = arith.sitofp %17 : i64 to f64
        %c4_i64 = arith.constant 4 : i64
        %31 = llvm.getelementptr %11[%c4_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %30, %31 : f64, !llvm.ptr<1>
        %32 = arith.extf %18 : f32 to f64
        %c5_i64 = arith.constant 5 : i64
        %33 = llvm.getelementptr %11[%c5_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %32, %33 : f64, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %34 = llvm.getelementptr %11[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %19, %34 : f64, !llvm.ptr<1>
        %35 = arith.sitofp %21 : i32 to f64
        %c7_i64 = arith.constant 7 : i64
        %36 = llvm.getelementptr %11[%c7_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %35, %36 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
