module {
  func.func @dyn_gemm(%arg0: memref<?x?xf32, strided<[1, ?], offset: ?>>, %arg1: memref<?x?xf32, strided<[1, ?], offset: ?>>, %arg2: memref<?x?xf32, strided<[1, ?], offset: ?>>) attributes {tinytc.subgroup_size = 32 : i64, tinytc.work_group_size = array<i64: 64, 8>} {
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c1 : memref<?x?xf32, strided<[1, ?], offset: ?>>
    %c0 = arith.constant 0 : index
    %0 = arith.cmpi sgt, %dim, %c0 : index
    scf.if %0 {
      %cst = arith.constant 1.000000e+00 : f32
      %cst_0 = arith.constant 1.000000e+00 : f32
      "tinytc.gemm"(%cst, %arg0, %arg1, %cst_0, %arg2) {atomic = false, transA = false, transB = false} : (f32, memref<?x?xf32, strided<[1, ?], offset: ?>>, memref<?x?xf32, strided<[1, ?], offset: ?>>, f32, memref<?x?xf32, strided<[1, ?], offset: ?>>) -> ()
    }
    return
  }
}
