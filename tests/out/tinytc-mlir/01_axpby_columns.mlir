module {
  func.func @scale_add(%arg0: memref<64x?xf32, strided<[1, 64], offset: ?>>, %arg1: memref<64x?xf32, strided<[1, 64], offset: ?>>) attributes {tinytc.subgroup_size = 32 : i64, tinytc.work_group_size = array<i64: 64, 1>} {
    %0 = "tinytc.group_id"() : () -> index
    %subview = memref.subview %arg0[0, %0] [64, 1] [1, 1] : memref<64x?xf32, strided<[1, 64], offset: ?>> to memref<64xf32, strided<[1], offset: ?>>
    %subview_0 = memref.subview %arg1[0, %0] [64, 1] [1, 1] : memref<64x?xf32, strided<[1, 64], offset: ?>> to memref<64xf32, strided<[1], offset: ?>>
    %cst = arith.constant 2.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    "tinytc.axpby"(%cst, %subview, %cst_1, %subview_0) {atomic = false, trans = false} : (f32, memref<64xf32, strided<[1], offset: ?>>, f32, memref<64xf32, strided<[1], offset: ?>>) -> ()
    return
  }
}
