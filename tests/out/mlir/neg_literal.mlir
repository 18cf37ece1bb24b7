module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @neg_literal(%arg0: i32, %arg1: memref<8xf64, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg1 : memref<8xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg1 : memref<8xf64, strided<[1]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %c-12_i8 = arith.constant -12 : i8
      %c0_i8 = arith.constant 0 : i8
      %2 = arith.subi %c0_i8, %c-12_i8 : i8
      %c-12_i16 = arith.constant -12 : i16
      %c0_i16 = arith.constant 0 : i16
      %3 = arith.subi %c0_i16, %c-12_i16 : i16
      %c-12_i32 = arith.constant -12 : i32
      %c0_i32 = arith.constant 0 : i32
      %4 = arith.subi %c0_i32, %c-12_i32 : i32
      %c-12_i64 = arith.constant -12 : i64
      %c0_i64 = arith.constant 0 : i64
      %5 = arith.subi %c0_i64, %c-12_i64 : i64
      %c-7_i64 = arith.constant -7 : i64
      %c0_i64_0 = arith.constant 0 : i64
      %6 = arith.subi %c0_i64_0, %c-7_i64 : i64
      %cst = arith.constant -1.500000e+00 : f32
      %7 = arith.negf %cst : f32
      %cst_1 = arith.constant -2.250000e+00 : f64
      %8 = arith.negf %cst_1 : f64
      %c0_i32_2 = arith.constant 0 : i32
      %9 = arith.subi %c0_i32_2, %arg0 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %10 = arith.subi %c0_i32_3, %9 : i32
      %thread_id_x = gpu.thread_id  x
      %11 = arith.index_cast %thread_id_x : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg2 = %11 to %c1_i64 step %c32_i64  : i64 {
        %12 = arith.sitofp %2 : i8 to f64
        llvm.store %12, %1 : f64, !llvm.ptr<1>
        %13 = arith.sitofp %3 : i16 to f64
        %c1_i64_4 = arith.constant 1 : i64
        %14 = llvm.getelementptr %1[%c1_i64_4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %13, %14 : f64, !llvm.ptr<1>
        %15 = arith.sitofp %4 : i32 to f64
        %c2_i64 = arith.constant 2 : i64
        %16 = llvm.getelementptr %1[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %15, %16 : f64, !llvm.ptr<1>
        %17 = arith.sitofp %5 : i64 to f64
        %c3_i64 = arith.constant 3 : i64
        %18 = llvm.getelementptr %1[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %17, %18 : f64, !llvm.ptr<1>
        %19 = arith.sitofp %6 : i64 to f64
        %c4_i64 = arith.constant 4 : i64
        %20 = llvm.getelementptr %1[%c4_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %19, %20 : f64, !llvm.ptr<1>
        %21 = arith.extf %7 : f32 to f64
        %c5_i64 = arith.constant 5 : i64
        %22 = llvm.getelementptr %1[%c5_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %21, %22 : f64, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %23 = llvm.getelementptr %1[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %8, %23 : f64, !llvm.ptr<1>
        %24 = arith.sitofp %10 : i32 to f64
        %c7_i64 = arith.constant 7 : i64
        %25 = llvm.getelementptr %1[%c7_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %24, %25 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
