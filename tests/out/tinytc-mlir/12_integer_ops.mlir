module {
  func.func @int_ops(%arg0: memref<?xi32, strided<[1], offset: ?>>, %arg1: memref<?xi32, strided<[1], offset: ?>>, %arg2: memref<13x?xi32, strided<[1, 13], offset: ?>>, %arg3: memref<?xi64, strided<[1], offset: ?>>) attributes {tinytc.subgroup_size = 32 : i64, tinytc.work_group_size = array<i64: 32, 1>} {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xi32, strided<[1], offset: ?>>
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%arg4) = (%c0_0) to (%dim) step (%c1) {
      %0 = memref.load %arg0[%arg4] : memref<?xi32, strided<[1], offset: ?>>
      %1 = memref.load %arg1[%arg4] : memref<?xi32, strided<[1], offset: ?>>
      %c7_i32 = arith.constant 7 : i32
      %2 = arith.andi %1, %c7_i32 : i32
      %3 = arith.addi %0, %1 : i32
      %4 = arith.subi %0, %1 : i32
      %5 = arith.muli %0, %1 : i32
      %6 = arith.divsi %0, %1 : i32
      %7 = arith.remsi %0, %1 : i32
      %c31_i32 = arith.constant 31 : i32
      %8 = arith.andi %2, %c31_i32 : i32
      %9 = arith.shli %0, %8 : i32
      %c31_i32_1 = arith.constant 31 : i32
      %10 = arith.andi %2, %c31_i32_1 : i32
      %11 = arith.shrsi %0, %10 : i32
      %12 = arith.andi %0, %1 : i32
      %13 = arith.ori %0, %1 : i32
      %14 = arith.xori %0, %1 : i32
      %c0_i32 = arith.constant 0 : i32
      %15 = arith.subi %c0_i32, %0 : i32
      %c-1_i32 = arith.constant -1 : i32
      %16 = arith.xori %0, %c-1_i32 : i32
      %17 = arith.trunci %0 : i32 to i8
      %18 = arith.extsi %17 : i8 to i32
      %c0_2 = arith.constant 0 : index
      memref.store %3, %arg2[%c0_2, %arg4] : memref<13x?xi32, strided<[1, 13], offset: ?>>
      %c1_3 = arith.constant 1 : index
      memref.store %4, %arg2[%c1_3, %arg4] : memref<13x?xi32, strided<[1, 13], offset: ?>>
      %c2 = arith.constant 2 : index
      memref.store %5, %arg2[%c2, %arg4] : memref<13x?xi32, strided<[1, 13], offset: ?>>
      %c3 = arith.constant 3 : index
      memref.store %6, %arg2[%c3, %arg4] : memref<13x?xi32, strided<[1, 13], offset: ?>>
      %c4 = arith.constant 4 : index
      memref.store %7, %arg2[%c4, %arg4] : memref<13x?xi32, strided<[1, 13], offset: ?>>
      %c5 = arith.constant 5 : index
      memref.store %9, %arg2[%c5, %arg4] : memref<13x?xi32, strided<[1, 13], offset: ?>>
      %c6 = arith.constant 6 : index
      memref.store %11, %arg2[%c6, %arg4] : memref<13x?xi32, strided<[1, 13], offset: ?>>
      %c7 = arith.constant 7 : index
      memref.store %12, %arg2[%c7, %arg4] : memref<13x?xi32, strided<[1, 13], offset: ?>>
      %c8 = arith.constant 8 : index
      memref.store %13, %arg2[%c8, %arg4] : memref<13x?xi32, strided<[1, 13], offset: ?>>
      %c9 = arith.constant 9 : index
      memref.store %14, %arg2[%c9, %arg4] : memref<13x?xi32, strided<[1, 13], offset: ?>>
      %c10 = arith.constant 10 : index
      memref.store %15, %arg2[%c10, %arg4] : memref<13x?xi32, strided<[1, 13], offset: ?>>
      %c11 = arith.constant 11 : index
      memref.store %16, %arg2[%c11, %arg4] : memref<13x?xi32, strided<[1, 13], offset: ?>>
      %c12 = arith.constant 12 : index
      memref.store %18, %arg2[%c12, %arg4] : memref<13x?xi32, strided<[1, 13], offset: ?>>
      %19 = arith.extsi %0 : i32 to i64
      %20 = arith.extsi %1 : i32 to i64
      %21 = arith.muli %19, %20 : i64
      memref.store %21, %arg3[%arg4] : memref<?xi64, strided<[1], offset: ?>>
      scf.reduce 
    } {tinytc.foreach}
    return
  }
}
