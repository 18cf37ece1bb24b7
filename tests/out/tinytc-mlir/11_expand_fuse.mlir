module {
  func.func @views(%arg0: memref<24x?xf32, strided<[1, 24], offset: ?>>, %arg1: memref<2x3x5x?xf32, strided<[1, 2, 6, 30], offset: ?>>, %arg2: memref<6x4x?xf32, strided<[1, 6, 24], offset: ?>>, %arg3: memref<4x5x?xf32, strided<[1, 4, 20], offset: ?>>) attributes {tinytc.subgroup_size = 32 : i64, tinytc.work_group_size = array<i64: 32, 2>} {
    %0 = "tinytc.group_id"() : () -> index
    %subview = memref.subview %arg0[0, %0] [24, 1] [1, 1] : memref<24x?xf32, strided<[1, 24], offset: ?>> to memref<24xf32, strided<[1], offset: ?>>
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %subview : memref<24xf32, strided<[1], offset: ?>> -> memref<f32>, index, index, index
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [4, 6], strides: [1, 4] : memref<f32> to memref<4x6xf32, strided<[1, 4], offset: ?>>
    %subview_0 = memref.subview %arg1[0, 0, 0, %0] [2, 3, 5, 1] [1, 1, 1, 1] : memref<2x3x5x?xf32, strided<[1, 2, 6, 30], offset: ?>> to memref<2x3x5xf32, strided<[1, 2, 6], offset: ?>>
    %base_buffer_1, %offset_2, %sizes_3:3, %strides_4:3 = memref.extract_strided_metadata %subview_0 : memref<2x3x5xf32, strided<[1, 2, 6], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
    %reinterpret_cast_5 = memref.reinterpret_cast %base_buffer_1 to offset: [%offset_2], sizes: [6, 5], strides: [1, 6] : memref<f32> to memref<6x5xf32, strided<[1, 6], offset: ?>>
    %subview_6 = memref.subview %arg2[0, 0, %0] [6, 4, 1] [1, 1, 1] : memref<6x4x?xf32, strided<[1, 6, 24], offset: ?>> to memref<6x4xf32, strided<[1, 6], offset: ?>>
    %subview_7 = memref.subview %arg3[0, 0, %0] [4, 5, 1] [1, 1, 1] : memref<4x5x?xf32, strided<[1, 4, 20], offset: ?>> to memref<4x5xf32, strided<[1, 4], offset: ?>>
    %cst = arith.constant 1.000000e+00 : f32
    %cst_8 = arith.constant 0.000000e+00 : f32
    "tinytc.axpby"(%cst, %reinterpret_cast, %cst_8, %subview_6) {atomic = false, trans = true} : (f32, memref<4x6xf32, strided<[1, 4], offset: ?>>, f32, memref<6x4xf32, strided<[1, 6], offset: ?>>) -> ()
    %cst_9 = arith.constant 1.000000e+00 : f32
    %cst_10 = arith.constant 0.000000e+00 : f32
    "tinytc.gemm"(%cst_9, %reinterpret_cast, %reinterpret_cast_5, %cst_10, %subview_7) {atomic = false, transA = false, transB = false} : (f32, memref<4x6xf32, strided<[1, 4], offset: ?>>, memref<6x5xf32, strided<[1, 6], offset: ?>>, f32, memref<4x5xf32, strided<[1, 4], offset: ?>>) -> ()
    return
  }
}
