module {
  func.func @transpose_add(%arg0: f64, %arg1: !tinytc.group<memref<5x8xf64, strided<[1, 5], offset: ?>>, 0 : i64>, %arg2: !tinytc.group<memref<8x5xf64, strided<[1, 8], offset: ?>>, 0 : i64>) attributes {tinytc.subgroup_size = 32 : i64, tinytc.work_group_size = array<i64: 32, 2>} {
    %0 = "tinytc.group_id"() : () -> index
    %1 = "tinytc.group_load"(%arg1, %0) : (!tinytc.group<memref<5x8xf64, strided<[1, 5], offset: ?>>, 0 : i64>, index) -> memref<5x8xf64, strided<[1, 5], offset: ?>>
    %2 = "tinytc.group_load"(%arg2, %0) : (!tinytc.group<memref<8x5xf64, strided<[1, 8], offset: ?>>, 0 : i64>, index) -> memref<8x5xf64, strided<[1, 8], offset: ?>>
    %cst = arith.constant 1.000000e+00 : f64
    "tinytc.axpby"(%arg0, %1, %cst, %2) {atomic = false, trans = true} : (f64, memref<5x8xf64, strided<[1, 5], offset: ?>>, f64, memref<8x5xf64, strided<[1, 8], offset: ?>>) -> ()
    return
  }
}
