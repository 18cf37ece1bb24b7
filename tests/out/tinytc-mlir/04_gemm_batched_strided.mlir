module {
  func.func @gemm_over_batch(%arg0: memref<10x24x?xf32, strided<[1, 12, 288], offset: ?>>, %arg1: memref<10x6x?xf32, strided<[1, 10, 60], offset: ?>>, %arg2: memref<24x6x?xf32, strided<[1, 24, 144], offset: ?>>) attributes {tinytc.subgroup_size = 32 : i64, tinytc.work_group_size = array<i64: 32, 2>} {
    %0 = "tinytc.group_id"() : () -> index
    %subview = memref.subview %arg0[0, 0, %0] [10, 24, 1] [1, 1, 1] : memref<10x24x?xf32, strided<[1, 12, 288], offset: ?>> to memref<10x24xf32, strided<[1, 12], offset: ?>>
    %subview_0 = memref.subview %arg1[0, 0, %0] [10, 6, 1] [1, 1, 1] : memref<10x6x?xf32, strided<[1, 10, 60], offset: ?>> to memref<10x6xf32, strided<[1, 10], offset: ?>>
    %subview_1 = memref.subview %arg2[0, 0, %0] [24, 6, 1] [1, 1, 1] : memref<24x6x?xf32, strided<[1, 24, 144], offset: ?>> to memref<24x6xf32, strided<[1, 24], offset: ?>>
    %cst = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    "tinytc.gemm"(%cst, %subview, %subview_0, %cst_2, %subview_1) {atomic = false, transA = true, transB = false} : (f32, memref<10x24xf32, strided<[1, 12], offset: ?>>, memref<10x6xf32, strided<[1, 10], offset: ?>>, f32, memref<24x6xf32, strided<[1, 24], offset: ?>>) -> ()
    return
  }
}
