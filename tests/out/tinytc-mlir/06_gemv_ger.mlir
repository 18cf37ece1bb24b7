module {
  func.func @gemv_ger(%arg0: memref<9x7x?xf32, strided<[1, 9, 63], offset: ?>>, %arg1: memref<9x?xf32, strided<[1, 9], offset: ?>>, %arg2: memref<7x?xf32, strided<[1, 7], offset: ?>>, %arg3: memref<5xf32, strided<[1], offset: ?>>, %arg4: memref<9x5x?xf32, strided<[1, 9, 45], offset: ?>>) attributes {tinytc.subgroup_size = 32 : i64, tinytc.work_group_size = array<i64: 32, 2>} {
    %0 = "tinytc.group_id"() : () -> index
    %subview = memref.subview %arg0[0, 0, %0] [9, 7, 1] [1, 1, 1] : memref<9x7x?xf32, strided<[1, 9, 63], offset: ?>> to memref<9x7xf32, strided<[1, 9], offset: ?>>
    %subview_0 = memref.subview %arg1[0, %0] [9, 1] [1, 1] : memref<9x?xf32, strided<[1, 9], offset: ?>> to memref<9xf32, strided<[1], offset: ?>>
    %subview_1 = memref.subview %arg2[0, %0] [7, 1] [1, 1] : memref<7x?xf32, strided<[1, 7], offset: ?>> to memref<7xf32, strided<[1], offset: ?>>
    %subview_2 = memref.subview %arg4[0, 0, %0] [9, 5, 1] [1, 1, 1] : memref<9x5x?xf32, strided<[1, 9, 45], offset: ?>> to memref<9x5xf32, strided<[1, 9], offset: ?>>
    %cst = arith.constant 1.500000e+00 : f32
    %cst_3 = arith.constant 0.000000e+00 : f32
    "tinytc.gemv"(%cst, %subview, %subview_0, %cst_3, %subview_1) {atomic = false, transA = true} : (f32, memref<9x7xf32, strided<[1, 9], offset: ?>>, memref<9xf32, strided<[1], offset: ?>>, f32, memref<7xf32, strided<[1], offset: ?>>) -> ()
    %cst_4 = arith.constant -1.000000e+00 : f32
    %cst_5 = arith.constant 1.000000e+00 : f32
    "tinytc.ger"(%cst_4, %subview_0, %arg3, %cst_5, %subview_2) {atomic = false} : (f32, memref<9xf32, strided<[1], offset: ?>>, memref<5xf32, strided<[1], offset: ?>>, f32, memref<9x5xf32, strided<[1, 9], offset: ?>>) -> ()
    return
  }
}
