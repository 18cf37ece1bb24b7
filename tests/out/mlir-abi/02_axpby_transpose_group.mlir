module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @transpose_add(%arg0: f64, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %alloca = memref.alloca() : memref<f64>
      %alloca_0 = memref.alloca() : memref<f64>
      %alloca_1 = memref.alloca() : memref<f64>
      %alloca_2 = memref.alloca() : memref<f64>
      %alloca_3 = memref.alloca() : memref<f64>
      %alloca_4 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %0 = arith.index_cast %block_id_x : index to i64
      %1 = llvm.getelementptr %arg1[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %2 = llvm.load %1 : !llvm.ptr<1> -> !llvm.ptr
      %3 = llvm.addrspacecast %2 : !llvm.ptr to !llvm.ptr<1>
      %4 = llvm.getelementptr %arg2[%0] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %5 = llvm.load %4 : !llvm.ptr<1> -> !llvm.ptr
      %6 = llvm.addrspacecast %5 : !llvm.ptr to !llvm.ptr<1>
      %thread_id_x = gpu.thread_id  x
      %7 = arith.index_cast %thread_id_x : index to i64
      %c8_i64 = arith.constant 8 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg3 = %7 to %c8_i64 step %c32_i64  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_5 = arith.constant 1 : i64
        scf.for %arg4 = %c0_i64 to %c1_i64 step %c1_i64_5  : i64 {
          %thread_id_y = gpu.thread_id  y
          %8 = arith.index_cast %thread_id_y : index to i64
          %c6_i64 = arith.constant 6 : i64
          %9 = arith.muli %arg4, %c6_i64 : i64
          %10 = arith.addi %8, %9 : i64
          %c5_i64 = arith.constant 5 : i64
          %11 = arith.cmpi slt, %10, %c5_i64 : i64
          scf.if %11 {
            %c5_i64_11 = arith.constant 5 : i64
            %19 = arith.muli %arg3, %c5_i64_11 : i64
            %20 = arith.addi %10, %19 : i64
            %21 = llvm.getelementptr %3[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %22 = llvm.load %21 : !llvm.ptr<1> -> f64
            memref.store %22, %alloca[] : memref<f64>
            %c8_i64_12 = arith.constant 8 : i64
            %23 = arith.muli %10, %c8_i64_12 : i64
            %24 = arith.addi %arg3, %23 : i64
            %25 = llvm.getelementptr %6[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %26 = llvm.load %25 : !llvm.ptr<1> -> f64
            memref.store %26, %alloca_0[] : memref<f64>
          }
          %c2_i64 = arith.constant 2 : i64
          %12 = arith.addi %10, %c2_i64 : i64
          %c5_i64_6 = arith.constant 5 : i64
          %13 = arith.cmpi slt, %12, %c5_i64_6 : i64
          scf.if %13 {
            %c5_i64_11 = arith.constant 5 : i64
            %19 = arith.muli %arg3, %c5_i64_11 : i64
            %20 = arith.addi %12, %19 : i64
            %21 = llvm.getelementptr %3[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %22 = llvm.load %21 : !llvm.ptr<1> -> f64
            memref.store %22, %alloca_1[] : memref<f64>
            %c8_i64_12 = arith.constant 8 : i64
            %23 = arith.muli %12, %c8_i64_12 : i64
            %24 = arith.addi %arg3, %23 : i64
            %25 = llvm.getelementptr %6[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %26 = llvm.load %25 : !llvm.ptr<1> -> f64
            memref.store %26, %alloca_2[] : memref<f64>
          }
          %c4_i64 = arith.constant 4 : i64
          %14 = arith.addi %10, %c4_i64 : i64
          %c5_i64_7 = arith.constant 5 : i64
          %15 = arith.cmpi slt, %14, %c5_i64_7 : i64
          scf.if %15 {
            %c5_i64_11 = arith.constant 5 : i64
            %19 = arith.muli %arg3, %c5_i64_11 : i64
            %20 = arith.addi %14, %19 : i64
            %21 = llvm.getelementptr %3[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %22 = llvm.load %21 : !llvm.ptr<1> -> f64
            memref.store %22, %alloca_3[] : memref<f64>
            %c8_i64_12 = arith.constant 8 : i64
            %23 = arith.muli %14, %c8_i64_12 : i64
            %24 = arith.addi %arg3, %23 : i64
            %25 = llvm.getelementptr %6[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %26 = llvm.load %25 : !llvm.ptr<1> -> f64
            memref.store %26, %alloca_4[] : memref<f64>
          }
          %c5_i64_8 = arith.constant 5 : i64
          %16 = arith.cmpi slt, %10, %c5_i64_8 : i64
          scf.if %16 {
            %19 = memref.load %alloca[] : memref<f64>
            %20 = memref.load %alloca_0[] : memref<f64>
            %21 = llvm.intr.fma(%arg0, %19, %20) : (f64, f64, f64) -> f64
            %c8_i64_11 = arith.constant 8 : i64
            %22 = arith.muli %10, %c8_i64_11 : i64
            %23 = arith.addi %arg3, %22 : i64
            %24 = llvm.getelementptr %6[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %21, %24 : f64, !llvm.ptr<1>
          }
          %c5_i64_9 = arith.constant 5 : i64
          %17 = arith.cmpi slt, %12, %c5_i64_9 : i64
          scf.if %17 {
            %19 = memref.load %alloca_1[] : memref<f64>
            %20 = memref.load %alloca_2[] : memref<f64>
            %21 = llvm.intr.fma(%arg0, %19, %20) : (f64, f64, f64) -> f64
            %c8_i64_11 = arith.constant 8 : i64
            %22 = arith.muli %12, %c8_i64_11 : i64
            %23 = arith.addi %arg3, %22 : i64
            %24 = llvm.getelementptr %6[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %21, %24 : f64, !llvm.ptr<1>
          }
          %c5_i64_10 = arith.constant 5 : i64
          %18 = arith.cmpi slt, %14, %c5_i64_10 : i64
          scf.if %18 {
            %19 = memref.load %alloca_3[] : memref<f64>
            %20 = memref.load %alloca_4[] : memref<f64>
            %21 = llvm.intr.fma(%arg0, %19, %20) : (f64, f64, f64) -> f64
            %c8_i64_11 = arith.constant 8 : i64
            %22 = arith.muli %14, %c8_i64_11 : i64
            %23 = arith.addi %arg3, %22 : i64
            %24 = llvm.getelementptr %6[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %21, %24 : f64, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
