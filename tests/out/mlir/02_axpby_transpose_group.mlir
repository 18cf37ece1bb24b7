module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @transpose_add(%arg0: f64, %arg1: memref<?xmemref<5x8xf64, strided<[1, 5]>, 1>, strided<[1]>, 1>, %arg2: memref<?xmemref<8x5xf64, strided<[1, 8]>, 1>, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xmemref<5x8xf64, strided<[1, 5]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>
      %1 = builtin.unrealized_conversion_cast %arg2 : memref<?xmemref<8x5xf64, strided<[1, 8]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f64>
      %alloca_0 = memref.alloca() : memref<f64>
      %alloca_1 = memref.alloca() : memref<f64>
      %alloca_2 = memref.alloca() : memref<f64>
      %alloca_3 = memref.alloca() : memref<f64>
      %alloca_4 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %2 = arith.index_cast %block_id_x : index to i64
      %3 = llvm.getelementptr %0[%2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %4 = llvm.load %3 : !llvm.ptr<1> -> !llvm.ptr
      %5 = llvm.addrspacecast %4 : !llvm.ptr to !llvm.ptr<1>
      %6 = llvm.getelementptr %1[%2] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %7 = llvm.load %6 : !llvm.ptr<1> -> !llvm.ptr
      %8 = llvm.addrspacecast %7 : !llvm.ptr to !llvm.ptr<1>
      %thread_id_x = gpu.thread_id  x
      %9 = arith.index_cast %thread_id_x : index to i64
      %c8_i64 = arith.constant 8 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg3 = %9 to %c8_i64 step %c32_i64  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_5 = arith.constant 1 : i64
        scf.for %arg4 = %c0_i64 to %c1_i64 step %c1_i64_5  : i64 {
          %thread_id_y = gpu.thread_id  y
          %10 = arith.index_cast %thread_id_y : index to i64
          %c6_i64 = arith.constant 6 : i64
          %11 = arith.muli %arg4, %c6_i64 : i64
          %12 = arith.addi %10, %11 : i64
          %c5_i64 = arith.constant 5 : i64
          %13 = arith.cmpi slt, %12, %c5_i64 : i64
          scf.if %13 {
            %c5_i64_11 = arith.constant 5 : i64
            %21 = arith.muli %arg3, %c5_i64_11 : i64
            %22 = arith.addi %12, %21 : i64
            %23 = llvm.getelementptr %5[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %24 = llvm.load %23 : !llvm.ptr<1> -> f64
            memref.store %24, %alloca[] : memref<f64>
            %c8_i64_12 = arith.constant 8 : i64
            %25 = arith.muli %12, %c8_i64_12 : i64
            %26 = arith.addi %arg3, %25 : i64
            %27 = llvm.getelementptr %8[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %28 = llvm.load %27 : !llvm.ptr<1> -> f64
            memref.store %28, %alloca_0[] : memref<f64>
          }
          %c2_i64 = arith.constant 2 : i64
          %14 = arith.addi %12, %c2_i64 : i64
          %c5_i64_6 = arith.constant 5 : i64
          %15 = arith.cmpi slt, %14, %c5_i64_6 : i64
          scf.if %15 {
            %c5_i64_11 = arith.constant 5 : i64
            %21 = arith.muli %arg3, %c5_i64_11 : i64
            %22 = arith.addi %14, %21 : i64
            %23 = llvm.getelementptr %5[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %24 = llvm.load %23 : !llvm.ptr<1> -> f64
            memref.store %24, %alloca_1[] : memref<f64>
            %c8_i64_12 = arith.constant 8 : i64
            %25 = arith.muli %14, %c8_i64_12 : i64
            %26 = arith.addi %arg3, %25 : i64
            %27 = llvm.getelementptr %8[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %28 = llvm.load %27 : !llvm.ptr<1> -> f64
            memref.store %28, %alloca_2[] : memref<f64>
          }
          %c4_i64 = arith.constant 4 : i64
          %16 = arith.addi %12, %c4_i64 : i64
          %c5_i64_7 = arith.constant 5 : i64
          %17 = arith.cmpi slt, %16, %c5_i64_7 : i64
          scf.if %17 {
            %c5_i64_11 = arith.constant 5 : i64
            %21 = arith.muli %arg3, %c5_i64_11 : i64
            %22 = arith.addi %16, %21 : i64
            %23 = llvm.getelementptr %5[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %24 = llvm.load %23 : !llvm.ptr<1> -> f64
            memref.store %24, %alloca_3[] : memref<f64>
            %c8_i64_12 = arith.constant 8 : i64
            %25 = arith.muli %16, %c8_i64_12 : i64
            %26 = arith.addi %arg3, %25 : i64
            %27 = llvm.getelementptr %8[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %28 = llvm.load %27 : !llvm.ptr<1> -> f64
            memref.store %28, %alloca_4[] : memref<f64>
          }
          %c5_i64_8 = arith.constant 5 : i64
          %18 = arith.cmpi slt, %12, %c5_i64_8 : i64
          scf.if %18 {
            %21 = memref.load %alloca[] : memref<f64>
            %22 = memref.load %alloca_0[] : memref<f64>
            %23 = llvm.intr.fma(%arg0, %21, %22) : (f64, f64, f64) -> f64
            %c8_i64_11 = arith.constant 8 : i64
            %24 = arith.muli %12, %c8_i64_11 : i64
            %25 = arith.addi %arg3, %24 : i64
            %26 = llvm.getelementptr %8[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %23, %26 : f64, !llvm.ptr<1>
          }
          %c5_i64_9 = arith.constant 5 : i64
          %19 = arith.cmpi slt, %14, %c5_i64_9 : i64
          scf.if %19 {
            %21 = memref.load %alloca_1[] : memref<f64>
            %22 = memref.load %alloca_2[] : memref<f64>
            %23 = llvm.intr.fma(%arg0, %21, %22) : (f64, f64, f64) -> f64
            %c8_i64_11 = arith.constant 8 : i64
            %24 = arith.muli %14, %c8_i64_11 : i64
            %25 = arith.addi %arg3, %24 : i64
            %26 = llvm.getelementptr %8[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %23, %26 : f64, !llvm.ptr<1>
          }
          %c5_i64_10 = arith.constant 5 : i64
          %20 = arith.cmpi slt, %16, %c5_i64_10 : i64
          scf.if %20 {
            %21 = memref.load %alloca_3[] : memref<f64>
            %22 = memref.load %alloca_4[] : memref<f64>
            %23 = llvm.intr.fma(%arg0, %21, %22) : (f64, f64, f64) -> f64
            %c8_i64_11 = arith.constant 8 : i64
            %24 = arith.muli %16, %c8_i64_11 : i64
            %25 = arith.addi %arg3, %24 : i64
            %26 = llvm.getelementptr %8[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %23, %26 : f64, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
