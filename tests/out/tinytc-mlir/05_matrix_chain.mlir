module {
  func.func @chain(%arg0: memref<12x6x?xf64, strided<[1, 12, 72], offset: ?>>, %arg1: memref<6x6xf64, strided<[1, 6], offset: ?>>, %arg2: !tinytc.group<memref<6x4xf64, strided<[1, 6], offset: ?>>, 0 : i64>, %arg3: memref<12x4x?xf64, strided<[1, 12, 48], offset: ?>>) attributes {tinytc.subgroup_size = 32 : i64, tinytc.work_group_size = array<i64: 32, 2>} {
    %0 = "tinytc.group_id"() : () -> index
    %subview = memref.subview %arg0[0, 0, %0] [12, 6, 1] [1, 1, 1] : memref<12x6x?xf64, strided<[1, 12, 72], offset: ?>> to memref<12x6xf64, strided<[1, 12], offset: ?>>
    %1 = "tinytc.group_load"(%arg2, %0) : (!tinytc.group<memref<6x4xf64, strided<[1, 6], offset: ?>>, 0 : i64>, index) -> memref<6x4xf64, strided<[1, 6], offset: ?>>
    %subview_0 = memref.subview %arg3[0, 0, %0] [12, 4, 1] [1, 1, 1] : memref<12x4x?xf64, strided<[1, 12, 48], offset: ?>> to memref<12x4xf64, strided<[1, 12], offset: ?>>
    %alloca = memref.alloca() {alignment = 64 : i64} : memref<12x6xf64, strided<[1, 12]>, #gpu.address_space<workgroup>>
    %cast = memref.cast %alloca : memref<12x6xf64, strided<[1, 12]>, #gpu.address_space<workgroup>> to memref<12x6xf64, strided<[1, 12], offset: ?>, #gpu.address_space<workgroup>>
    %cst = arith.constant 1.000000e+00 : f64
    %cst_1 = arith.constant 0.000000e+00 : f64
    "tinytc.gemm"(%cst, %subview, %arg1, %cst_1, %cast) {atomic = false, transA = false, transB = false} : (f64, memref<12x6xf64, strided<[1, 12], offset: ?>>, memref<6x6xf64, strided<[1, 6], offset: ?>>, f64, memref<12x6xf64, strided<[1, 12], offset: ?>, #gpu.address_space<workgroup>>) -> ()
    %cst_2 = arith.constant 1.000000e+00 : f64
    %cst_3 = arith.constant 2.000000e+00 : f64
    "tinytc.gemm"(%cst_2, %cast, %1, %cst_3, %subview_0) {atomic = false, transA = false, transB = false} : (f64, memref<12x6xf64, strided<[1, 12], offset: ?>, #gpu.address_space<workgroup>>, memref<6x4xf64, strided<[1, 6], offset: ?>>, f64, memref<12x4xf64, strided<[1, 12], offset: ?>>) -> ()
    return
  }
}
