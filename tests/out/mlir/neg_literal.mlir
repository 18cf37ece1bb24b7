module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @neg_literal(%arg0: i32, %arg1: memref<8xf64, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<8xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg1 : memref<8xf64, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = llvm.mlir.constant(1 : i64) : i64
      %c-12_i8 = arith.constant -12 : i8
      %c0_i8 = arith.constant 0 : i8
      %3 = arith.subi %c0_i8, %c-12_i8 : i8
      %c-12_i16 = arith.constant -12 : i16
      %c0_i16 = arith.constant 0 : i16
      %4 = arith.subi %c0_i16, %c-12_i16 : i16
      %c-12_i32 = arith.constant -12 : i32
      %c0_i32 = arith.constant 0 : i32
      %5 = arith.subi %c0_i32, %c-12_i32 : i32
      %c-12_i64 = arith.constant -12 : i64
      %c0_i64 = arith.constant 0 : i64
      %6 = arith.subi %c0_i64, %c-12_i64 : i64
      %c-7_i64 = arith.constant -7 : i64
      %c0_i64_0 = arith.constant 0 : i64
      %7 = arith.subi %c0_i64_0, %c-7_i64 : i64
      %cst = arith.constant -1.500000e+00 : f32
      %8 = arith.negf %cst : f32
      %cst_1 = arith.constant -2.250000e+00 : f64
      %9 = arith.negf %cst_1 : f64
      %c0_i32_2 = arith.constant 0 : i32
      %10 = arith.subi %c0_i32_2, %arg0 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %11 = arith.subi %c0_i32_3, %10 : i32
      %thread_id_x = gpu.thread_id  x
      %12 = arith.index_cast %thread_id_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg2 = %12 to %c1_i64 step %c32_i64  : i64 {
        %13 = arith.sitofp %3 : i8 to f64
        llvm.store %13, %1 : f64, !llvm.ptr<1>
        %14 = arith.sitofp %4 : i16 to f64
        %c1_i64_4 = arith.constant 1 : i64
        %15 = llvm.getelementptr %1[%c1_i64_4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %14, %15 : f64, !llvm.ptr<1>
        %16 = arith.sitofp %5 : i32 to f64
        %c2_i64 = arith.constant 2 : i64
        %17 = llvm.getelementptr %1[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %16, %17 : f64, !llvm.ptr<1>
        %18 = arith.sitofp %6 : i64 to f64
        %c3_i64 = arith.constant 3 : i64
        %19 = llvm.getelementptr %1[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %18, %19 : f64, !llvm.ptr<1>
        %20 = arith.sitofp %7 : i64 to f64
        %c4_i64 = arith.constant 4 : i64
        %21 = llvm.getelementptr %1[%c4_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %20, %21 : f64, !llvm.ptr<1>
        %22 = arith.extf %8 : f32 to f64
        %c5_i64 = arith.constant 5 : i64
        %23 = llvm.getelementptr %1[%c5_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %22, %23 : f64, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %24 = llvm.getelementptr %1[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %9, %24 : f64, !llvm.ptr<1>
        %25 = arith.sitofp %11 : i32 to f64
        %c7_i64 = arith.constant 7 : i64
        %26 = llvm.getelementptr %1[%c7_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %25, %26 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
