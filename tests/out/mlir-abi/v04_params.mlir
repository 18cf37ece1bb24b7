module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @params(%arg0: i32, %arg1: i32, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = arith.trunci %arg0 : i32 to i8
      %1 = arith.trunci %arg1 : i32 to i8
      %2 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %3 = llvm.mlir.constant(0 : i64) : i64
      %4 = llvm.mlir.constant(4 : i64) : i64
      %5 = llvm.mlir.constant(1 : i64) : i64
      %6 = llvm.mlir.constant(4 : i64) : i64
      %7 = llvm.insertvalue %arg6, %2[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %arg6, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %3, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %4, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %arg7, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = llvm.insertvalue %5, %11[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %13 = llvm.insertvalue %6, %12[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<4x?xi64, strided<[1, 4]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %14 : memref<4x?xi64, strided<[1, 4]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %14 : memref<4x?xi64, strided<[1, 4]>, 1> -> index
      %15 = arith.index_cast %intptr : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes#1 : index to i64
      %alloca = memref.alloca() : memref<i64>
      %alloca_0 = memref.alloca() : memref<i64>
      %alloca_1 = memref.alloca() : memref<i64>
      %block_id_x = gpu.block_id  x
      %18 = arith.index_cast %block_id_x : index to i64
      %c4_i64 = arith.constant 4 : i64
      %19 = arith.muli %18, %c4_i64 : i64
      %20 = llvm.getelementptr %16[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c3_i64 = arith.constant 3 : i64
      llvm.store %arg3, %20 : i64, !llvm.ptr<1>
      %21 = arith.extsi %1 : i8 to i64
      %22 = arith.addi %c3_i64, %21 : i64
      %c1_i64 = arith.constant 1 : i64
      %23 = llvm.getelementptr %20[%c1_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      llvm.store %22, %23 : i64, !llvm.ptr<1>
      %c0_i8 = arith.constant 0 : i8
      %24 = arith.cmpi ne, %0, %c0_i8 : i8
      scf.if %24 {
        %c10_i64 = arith.constant 10 : i64
        memref.store %c10_i64, %alloca[] : memref<i64>
      } else {
        %c20_i64 = arith.constant 20 : i64
        memref.store %c20_i64, %alloca[] : memref<i64>
      }
      %c0_i8_2 = arith.constant 0 : i8
      %25 = arith.cmpi ne, %0, %c0_i8_2 : i8
      %true = arith.constant true
      %26 = arith.xori %25, %true : i1
      scf.if %26 {
        %c20_i64 = arith.constant 20 : i64
        memref.store %c20_i64, %alloca_0[] : memref<i64>
      } else {
        %44 = memref.load %alloca[] : memref<i64>
        %c10_i64 = arith.constant 10 : i64
        %45 = arith.muli %44, %c10_i64 : i64
        memref.store %45, %alloca_0[] : memref<i64>
      }
      %27 = memref.load %alloca_0[] : memref<i64>
      %c2_i64 = arith.constant 2 : i64
      %28 = llvm.getelementptr %20[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      llvm.store %27, %28 : i64, !llvm.ptr<1>
      %29 = llvm.getelementptr %arg4[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
      %30 = llvm.load %29 : !llvm.ptr<1> -> !llvm.ptr
      %31 = llvm.addrspacecast %30 : !llvm.ptr to !llvm.ptr<1>
      %32 = llvm.getelementptr %31[%arg5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c2_i64_3 = arith.constant 2 : i64
      %33 = llvm.getelementptr %32[%c2_i64_3] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %34 = llvm.load %33 : !llvm.ptr<1> -> i32
      %35 = arith.extsi %34 : i32 to i64
      %36 = llvm.ptrtoint %arg2 : !llvm.ptr<1> to i64
      %c0_i64 = arith.constant 0 : i64
      %37 = arith.cmpi ne, %36, %c0_i64 : i64
      %38 = llvm.ptrtoint %20 : !llvm.ptr<1> to i64
      %c0_i64_4 = arith.constant 0 : i64
      %39 = arith.cmpi ne, %38, %c0_i64_4 : i64
      %40 = arith.andi %37, %39 : i1
      scf.if %40 {
        %c100_i64 = arith.constant 100 : i64
        memref.store %c100_i64, %alloca_1[] : memref<i64>
      } else {
        %c0_i64_6 = arith.constant 0 : i64
        memref.store %c0_i64_6, %alloca_1[] : memref<i64>
      }
      %41 = memref.load %alloca_1[] : memref<i64>
      %42 = arith.addi %35, %41 : i64
      %c3_i64_5 = arith.constant 3 : i64
      %43 = llvm.getelementptr %20[%c3_i64_5] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      llvm.store %42, %43 : i64, !llvm.ptr<1>
      gpu.return
    }
  }
}
