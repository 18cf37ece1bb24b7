module {
  func.func @hadamard_sum(%arg0: memref<40x?xf32, strided<[1, 40], offset: ?>>, %arg1: memref<40x?xf32, strided<[1, 40], offset: ?>>, %arg2: memref<40x?xf32, strided<[1, 40], offset: ?>>, %arg3: memref<40x3x?xf32, strided<[1, 40, 120], offset: ?>>, %arg4: memref<40x?xf32, strided<[1, 40], offset: ?>>, %arg5: memref<f32, strided<[], offset: ?>>) attributes {tinytc.subgroup_size = 32 : i64, tinytc.work_group_size = array<i64: 64, 1>} {
    %0 = "tinytc.group_id"() : () -> index
    %subview = memref.subview %arg0[0, %0] [40, 1] [1, 1] : memref<40x?xf32, strided<[1, 40], offset: ?>> to memref<40xf32, strided<[1], offset: ?>>
    %subview_0 = memref.subview %arg1[0, %0] [40, 1] [1, 1] : memref<40x?xf32, strided<[1, 40], offset: ?>> to memref<40xf32, strided<[1], offset: ?>>
    %subview_1 = memref.subview %arg2[0, %0] [40, 1] [1, 1] : memref<40x?xf32, strided<[1, 40], offset: ?>> to memref<40xf32, strided<[1], offset: ?>>
    %subview_2 = memref.subview %arg3[0, 0, %0] [40, 3, 1] [1, 1, 1] : memref<40x3x?xf32, strided<[1, 40, 120], offset: ?>> to memref<40x3xf32, strided<[1, 40], offset: ?>>
    %subview_3 = memref.subview %arg4[0, %0] [40, 1] [1, 1] : memref<40x?xf32, strided<[1, 40], offset: ?>> to memref<40xf32, strided<[1], offset: ?>>
    %cst = arith.constant 1.000000e+00 : f32
    %cst_4 = arith.constant 0.000000e+00 : f32
    "tinytc.hadamard"(%cst, %subview, %subview_0, %cst_4, %subview_1) {atomic = false} : (f32, memref<40xf32, strided<[1], offset: ?>>, memref<40xf32, strided<[1], offset: ?>>, f32, memref<40xf32, strided<[1], offset: ?>>) -> ()
    %cst_5 = arith.constant 1.000000e+00 : f32
    %cst_6 = arith.constant 0.000000e+00 : f32
    "tinytc.sum"(%cst_5, %subview_2, %cst_6, %subview_3) {atomic = false, trans = false} : (f32, memref<40x3xf32, strided<[1, 40], offset: ?>>, f32, memref<40xf32, strided<[1], offset: ?>>) -> ()
    %cst_7 = arith.constant 5.000000e-01 : f32
    %cst_8 = arith.constant 1.000000e+00 : f32
    "tinytc.sum"(%cst_7, %subview, %cst_8, %arg5) {atomic = true, trans = false} : (f32, memref<40xf32, strided<[1], offset: ?>>, f32, memref<f32, strided<[], offset: ?>>) -> ()
    return
  }
}
