module {
  func.func @blocked(%arg0: memref<16x32x?xf32, strided<[1, 16, 512], offset: ?>>, %arg1: memref<32x8x?xf32, strided<[1, 32, 256], offset: ?>>, %arg2: memref<16x8x?xf32, strided<[1, 16, 128], offset: ?>>) attributes {tinytc.subgroup_size = 32 : i64, tinytc.work_group_size = array<i64: 32, 2>} {
    %0 = "tinytc.group_id"() : () -> index
    %subview = memref.subview %arg0[0, 0, %0] [16, 32, 1] [1, 1, 1] : memref<16x32x?xf32, strided<[1, 16, 512], offset: ?>> to memref<16x32xf32, strided<[1, 16], offset: ?>>
    %subview_0 = memref.subview %arg1[0, 0, %0] [32, 8, 1] [1, 1, 1] : memref<32x8x?xf32, strided<[1, 32, 256], offset: ?>> to memref<32x8xf32, strided<[1, 32], offset: ?>>
    %subview_1 = memref.subview %arg2[0, 0, %0] [16, 8, 1] [1, 1, 1] : memref<16x8x?xf32, strided<[1, 16, 128], offset: ?>> to memref<16x8xf32, strided<[1, 16], offset: ?>>
    %subview_2 = memref.subview %subview[0, 0] [16, 8] [1, 1] : memref<16x32xf32, strided<[1, 16], offset: ?>> to memref<16x8xf32, strided<[1, 16], offset: ?>>
    %subview_3 = memref.subview %subview_0[0, 0] [8, 8] [1, 1] : memref<32x8xf32, strided<[1, 32], offset: ?>> to memref<8x8xf32, strided<[1, 32], offset: ?>>
    %cst = arith.constant 1.000000e+00 : f32
    %cst_4 = arith.constant 0.000000e+00 : f32
    "tinytc.gemm"(%cst, %subview_2, %subview_3, %cst_4, %subview_1) {atomic = false, transA = false, transB = false} : (f32, memref<16x8xf32, strided<[1, 16], offset: ?>>, memref<8x8xf32, strided<[1, 32], offset: ?>>, f32, memref<16x8xf32, strided<[1, 16], offset: ?>>) -> ()
    %c8 = arith.constant 8 : index
    %c32 = arith.constant 32 : index
    %c8_5 = arith.constant 8 : index
    scf.for %arg3 = %c8 to %c32 step %c8_5 {
      %subview_6 = memref.subview %subview[0, %arg3] [16, 8] [1, 1] : memref<16x32xf32, strided<[1, 16], offset: ?>> to memref<16x8xf32, strided<[1, 16], offset: ?>>
      %subview_7 = memref.subview %subview_0[%arg3, 0] [8, 8] [1, 1] : memref<32x8xf32, strided<[1, 32], offset: ?>> to memref<8x8xf32, strided<[1, 32], offset: ?>>
      %cst_8 = arith.constant 1.000000e+00 : f32
      %cst_9 = arith.constant 1.000000e+00 : f32
      "tinytc.gemm"(%cst_8, %subview_6, %subview_7, %cst_9, %subview_1) {atomic = false, transA = false, transB = false} : (f32, memref<16x8xf32, strided<[1, 16], offset: ?>>, memref<8x8xf32, strided<[1, 32], offset: ?>>, f32, memref<16x8xf32, strided<[1, 16], offset: ?>>) -> ()
    }
    return
  }
}
