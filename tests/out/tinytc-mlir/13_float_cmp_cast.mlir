module {
  func.func @float_ops(%arg0: memref<?xf64, strided<[1], offset: ?>>, %arg1: memref<?xf64, strided<[1], offset: ?>>, %arg2: memref<4x?xf64, strided<[1, 4], offset: ?>>, %arg3: memref<8x?xi32, strided<[1, 8], offset: ?>>) attributes {tinytc.subgroup_size = 32 : i64, tinytc.work_group_size = array<i64: 32, 1>} {
    %0 = "tinytc.group_id"() : () -> index
    %1 = "tinytc.group_size"() : () -> index
    %2 = memref.load %arg0[%0] : memref<?xf64, strided<[1], offset: ?>>
    %3 = memref.load %arg1[%0] : memref<?xf64, strided<[1], offset: ?>>
    %4 = arith.divf %2, %3 : f64
    %5 = arith.remf %2, %3 : f64
    %6 = arith.negf %2 : f64
    %7 = arith.truncf %2 : f64 to f32
    %8 = arith.extf %7 : f32 to f64
    %9 = arith.cmpf oeq, %2, %3 : f64
    %10 = arith.cmpf une, %2, %3 : f64
    %11 = arith.cmpf ogt, %2, %3 : f64
    %12 = arith.cmpf oge, %2, %3 : f64
    %13 = arith.cmpf olt, %2, %3 : f64
    %14 = arith.cmpf ole, %2, %3 : f64
    %c1000 = arith.constant 1000 : index
    %15 = arith.muli %0, %c1000 : index
    %16 = arith.addi %15, %1 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    scf.parallel (%arg4) = (%c0) to (%c1) step (%c1_0) {
      %c0_1 = arith.constant 0 : index
      memref.store %4, %arg2[%c0_1, %0] : memref<4x?xf64, strided<[1, 4], offset: ?>>
      %c1_2 = arith.constant 1 : index
      memref.store %5, %arg2[%c1_2, %0] : memref<4x?xf64, strided<[1, 4], offset: ?>>
      %c2 = arith.constant 2 : index
      memref.store %6, %arg2[%c2, %0] : memref<4x?xf64, strided<[1, 4], offset: ?>>
      %c3 = arith.constant 3 : index
      memref.store %8, %arg2[%c3, %0] : memref<4x?xf64, strided<[1, 4], offset: ?>>
      %17 = arith.extui %9 : i1 to i32
      %18 = arith.extui %10 : i1 to i32
      %19 = arith.extui %11 : i1 to i32
      %20 = arith.extui %12 : i1 to i32
      %21 = arith.extui %13 : i1 to i32
      %22 = arith.extui %14 : i1 to i32
      %23 = arith.fptosi %2 : f64 to i32
      %24 = arith.index_cast %16 : index to i32
      %c0_3 = arith.constant 0 : index
      memref.store %17, %arg3[%c0_3, %0] : memref<8x?xi32, strided<[1, 8], offset: ?>>
      %c1_4 = arith.constant 1 : index
      memref.store %18, %arg3[%c1_4, %0] : memref<8x?xi32, strided<[1, 8], offset: ?>>
      %c2_5 = arith.constant 2 : index
      memref.store %19, %arg3[%c2_5, %0] : memref<8x?xi32, strided<[1, 8], offset: ?>>
      %c3_6 = arith.constant 3 : index
      memref.store %20, %arg3[%c3_6, %0] : memref<8x?xi32, strided<[1, 8], offset: ?>>
      %c4 = arith.constant 4 : index
      memref.store %21, %arg3[%c4, %0] : memref<8x?xi32, strided<[1, 8], offset: ?>>
      %c5 = arith.constant 5 : index
      memref.store %22, %arg3[%c5, %0] : memref<8x?xi32, strided<[1, 8], offset: ?>>
      %c6 = arith.constant 6 : index
      memref.store %23, %arg3[%c6, %0] : memref<8x?xi32, strided<[1, 8], offset: ?>>
      %c7 = arith.constant 7 : index
      memref.store %24, %arg3[%c7, %0] : memref<8x?xi32, strided<[1, 8], offset: ?>>
      scf.reduce 
    } {tinytc.foreach}
    return
  }
}
