module {
  func.func @leaky_relu(%arg0: memref<?x?xf32, strided<[1, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[1, ?], offset: ?>>, %arg2: memref<?x?xi32, strided<[1, ?], offset: ?>>) attributes {tinytc.subgroup_size = 32 : i64, tinytc.work_group_size = array<i64: 32, 1>} {
    %0 = "tinytc.group_id"() : () -> index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32, strided<[1, ?], offset: ?>>
    %c0_0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.parallel (%arg3) = (%c0_0) to (%dim) step (%c1) {
      %1 = memref.load %arg0[%arg3, %0] : memref<?x?xf32, strided<[1, ?], offset: ?>>
      %cst = arith.constant 0.000000e+00 : f32
      %2 = arith.cmpf ogt, %1, %cst : f32
      %3 = scf.if %2 -> (f32) {
        scf.yield %1 : f32
      } else {
        %cst_1 = arith.constant 2.500000e-01 : f32
        %5 = arith.mulf %1, %cst_1 : f32
        scf.yield %5 : f32
      }
      memref.store %3, %arg1[%arg3, %0] : memref<?x?xf32, strided<[1, ?], offset: ?>>
      %4 = arith.extui %2 : i1 to i32
      memref.store %4, %arg2[%arg3, %0] : memref<?x?xi32, strided<[1, ?], offset: ?>>
      scf.reduce 
    } {tinytc.foreach}
    return
  }
}
