module {
  func.func @gemm_over_group(%arg0: f32, %arg1: !tinytc.group<memref<16x8xf32, strided<[1, 16], offset: ?>>, -9223372036854775808 : i64>, %arg2: memref<8x12xf32, strided<[1, 8], offset: ?>>, %arg3: f32, %arg4: !tinytc.group<memref<16x12xf32, strided<[1, 16], offset: ?>>, 0 : i64>) attributes {tinytc.subgroup_size = 32 : i64, tinytc.work_group_size = array<i64: 32, 2>} {
    %0 = "tinytc.group_id"() : () -> index
    %1 = "tinytc.group_load"(%arg1, %0) : (!tinytc.group<memref<16x8xf32, strided<[1, 16], offset: ?>>, -9223372036854775808 : i64>, index) -> memref<16x8xf32, strided<[1, 16], offset: ?>>
    %2 = "tinytc.group_load"(%arg4, %0) : (!tinytc.group<memref<16x12xf32, strided<[1, 16], offset: ?>>, 0 : i64>, index) -> memref<16x12xf32, strided<[1, 16], offset: ?>>
    "tinytc.gemm"(%arg0, %1, %arg2, %arg3, %2) {atomic = false, transA = false, transB = false} : (f32, memref<16x8xf32, strided<[1, 16], offset: ?>>, memref<8x12xf32, strided<[1, 8], offset: ?>>, f32, memref<16x12xf32, strided<[1, 16], offset: ?>>) -> ()
    return
  }
}
