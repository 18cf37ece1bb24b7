module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @params(%arg0: i8, %arg1: i8, %arg2: memref<?xmemref<8xf32, strided<[1]>, 1>, strided<[1]>, 1>, %arg3: memref<3xmemref<4xi32, strided<[1]>, 1>, strided<[1], offset: ?>, 1>, %arg4: memref<4x?xi64, strided<[1, 4]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0:2 = builtin.unrealized_conversion_cast %arg2 : memref<?xmemref<8xf32, strided<[1]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>, i64
      %1:2 = builtin.unrealized_conversion_cast %arg3 : memref<3xmemref<4xi32, strided<[1]>, 1>, strided<[1], offset: ?>, 1> to !llvm.ptr<1>, i64
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg4 : memref<4x?xi64, strided<[1, 4]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg4 : memref<4x?xi64, strided<[1, 4]>, 1> -> index
      %2 = arith.index_cast %intptr : index to i64
      %3 = llvm.inttoptr %2 : i64 to !llvm.ptr<1>
      %4 = arith.index_cast %sizes#1 : index to i64
      %alloca = memref.alloca() : memref<i64>
      %alloca_0 = memref.alloca() : memref<i64>
      %alloca_1 = memref.alloca() : memref<i64>
      %block_id_x = gpu.block_id  x
      %5 = arith.index_cast %block_id_x : index to i64
      %c4_i64 = arith.constant 4 : i64
      %6 = arith.muli %5, %c4_i64 : i64
      %7 = llvm.getelementptr %3[%6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c3_i64 = arith.constant 3 : i64
      llvm.store %0#1, %7 : i64, !llvm.ptr<1>
      %8 = arith.extsi %arg1 : i8 to i64
      %9 = arith.addi %c3_i64, %8 : i64
      %c1_i64 = arith.constant 1 : i64
      %10 = llvm.getelementptr %7[%c1_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      llvm.store %9, %10 : i64, !llvm.ptr<1>
      %c0_i8 = arith.constant 0 : i8
      %11 = arith.cmpi ne, %arg0, %c0_i8 : i8
      scf.if %11 {
        %c10_i64 = arith.constant 10 : i64
        memref.store %c10_i64, %alloca[] : memref<i64>
      } else {
        %c20_i64 = arith.constant 20 : i64
        memref.store %c20_i64, %alloca[] : memref<i64>
      }
      %c0_i8_2 = arith.constant 0 : i8
      %12 = arith.cmpi ne, %arg0, %c0_i8_2 : i8
      %true = arith.constant true
      %13 = arith.xori %12, %true : i1
      scf.if %13 {
        %c20_i64 = arith.constant 20 : i64
        memref.store %c20_i64, %alloca_0[] : memref<i64>
      } else {
        %31 = memref.load %alloca[] : memref<i64>
        %c10_i64 = arith.constant 10 : i64
        %32 = arith.muli %31, %c10_i64 : i64
        memref.store %32, %alloca_0[] : memref<i64>
      }
      %14 = memref.load %alloca_0[] : memref<i64>
      %c2_i64 = arith.constant 2 : i64
      %15 = llvm.getelementptr %7[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      llvm.store %14, %15 : i64, !llvm.ptr<1>
      %16 = llvm.getelementptr %1#0[%5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %17 = llvm.load %16 : !llvm.ptr<1> -> !llvm.ptr
      %18 = llvm.addrspacecast %17 : !llvm.ptr to !llvm.ptr<1>
      %19 = llvm.getelementptr %18[%1#1] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c2_i64_3 = arith.constant 2 : i64
      %20 = llvm.getelementptr %19[%c2_i64_3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %21 = llvm.load %20 : !llvm.ptr<1> -> i32
      %22 = arith.extsi %21 : i32 to i64
      %23 = llvm.ptrtoint %0#0 : !llvm.ptr<1> to i64
      %c0_i64 = arith.constant 0 : i64
      %24 = arith.cmpi ne, %23, %c0_i64 : i64
      %25 = llvm.ptrtoint %7 : !llvm.ptr<1> to i64
      %c0_i64_4 = arith.constant 0 : i64
      %26 = arith.cmpi ne, %25, %c0_i64_4 : i64
      %27 = arith.andi %24, %26 : i1
      scf.if %27 {
        %c100_i64 = arith.constant 100 : i64
        memref.store %c100_i64, %alloca_1[] : memref<i64>
      } else {
        %c0_i64_6 = arith.constant 0 : i64
        memref.store %c0_i64_6, %alloca_1[] : memref<i64>
      }
      %28 = memref.load %alloca_1[] : memref<i64>
      %29 = arith.addi %22, %28 : i64
      %c3_i64_5 = arith.constant 3 : i64
      %30 = llvm.getelementptr %7[%c3_i64_5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      llvm.store %29, %30 : i64, !llvm.ptr<1>
      gpu.return
    }
  }
}
