module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @bool_ops(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x i1 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x i32 : (i64) -> !llvm.ptr
      %thread_id_x = gpu.thread_id  x
      %3 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %3 to %arg1 step %c32_i64  : i64 {
        %4 = llvm.getelementptr %arg0[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %5 = llvm.load %4 : !llvm.ptr<1> -> i32
        %6 = llvm.getelementptr %arg2[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %7 = llvm.load %6 : !llvm.ptr<1> -> i32
        %c0_i32 = arith.constant 0 : i32
        %8 = arith.cmpi sgt, %5, %c0_i32 : i32
        %c0_i32_0 = arith.constant 0 : i32
        %9 = arith.cmpi sgt, %7, %c0_i32_0 : i32
        %10 = arith.andi %8, %9 : i1
        %11 = arith.ori %8, %9 : i1
        %12 = arith.xori %8, %9 : i1
        %true = arith.constant true
        %13 = arith.xori %8, %true : i1
        %true_1 = arith.constant true
        %14 = arith.andi %8, %true_1 : i1
        %false = arith.constant false
        %15 = arith.ori %9, %false : i1
        %true_2 = arith.constant true
        %16 = arith.xori %8, %true_2 : i1
        %true_3 = arith.constant true
        %17 = arith.xori %12, %true_3 : i1
        %18 = arith.cmpi eq, %8, %9 : i1
        %19 = arith.cmpi ne, %8, %9 : i1
        %20 = arith.cmpi ugt, %8, %9 : i1
        %21 = arith.cmpi uge, %8, %9 : i1
        %22 = arith.cmpi ult, %8, %9 : i1
        %23 = arith.cmpi ule, %8, %9 : i1
        %true_4 = arith.constant true
        %24 = arith.xori %9, %true_4 : i1
        %true_5 = arith.constant true
        %25 = arith.xori %8, %true_5 : i1
        %26 = arith.andi %8, %24 : i1
        %27 = arith.andi %9, %25 : i1
        %28 = arith.ori %26, %27 : i1
        scf.if %8 {
          %c1000_i32 = arith.constant 1000 : i32
          %93 = arith.cmpi slt, %5, %c1000_i32 : i32
          llvm.store %93, %1 : i1, !llvm.ptr
        } else {
          %false_21 = arith.constant false
          llvm.store %false_21, %1 : i1, !llvm.ptr
        }
        %29 = arith.extui %10 : i1 to i32
        %c16_i64 = arith.constant 16 : i64
        %30 = arith.muli %arg6, %c16_i64 : i64
        %31 = llvm.getelementptr %arg4[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %29, %31 : i32, !llvm.ptr<1>
        %32 = arith.extui %11 : i1 to i32
        %c1_i64 = arith.constant 1 : i64
        %c16_i64_6 = arith.constant 16 : i64
        %33 = arith.muli %arg6, %c16_i64_6 : i64
        %34 = arith.addi %c1_i64, %33 : i64
        %35 = llvm.getelementptr %arg4[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %32, %35 : i32, !llvm.ptr<1>
        %36 = arith.extui %12 : i1 to i32
        %c2_i64 = arith.constant 2 : i64
        %c16_i64_7 = arith.constant 16 : i64
        %37 = arith.muli %arg6, %c16_i64_7 : i64
        %38 = arith.addi %c2_i64, %37 : i64
        %39 = llvm.getelementptr %arg4[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %36, %39 : i32, !llvm.ptr<1>
        %40 = arith.extui %13 : i1 to i32
        %c3_i64 = arith.constant 3 : i64
        %c16_i64_8 = arith.constant 16 : i64
        %41 = arith.muli %arg6, %c16_i64_8 : i64
        %42 = arith.addi %c3_i64, %41 : i64
        %43 = llvm.getelementptr %arg4[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %40, %43 : i32, !llvm.ptr<1>
        %44 = arith.extui %14 : i1 to i32
        %c4_i64 = arith.constant 4 : i64
        %c16_i64_9 = arith.constant 16 : i64
        %45 = arith.muli %arg6, %c16_i64_9 : i64
        %46 = arith.addi %c4_i64, %45 : i64
        %47 = llvm.getelementptr %arg4[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %44, %47 : i32, !llvm.ptr<1>
        %48 = arith.extui %15 : i1 to i32
        %c5_i64 = arith.constant 5 : i64
        %c16_i64_10 = arith.constant 16 : i64
        %49 = arith.muli %arg6, %c16_i64_10 : i64
        %50 = arith.addi %c5_i64, %49 : i64
        %51 = llvm.getelementptr %arg4[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %48, %51 : i32, !llvm.ptr<1>
        %52 = arith.extui %16 : i1 to i32
        %c6_i64 = arith.constant 6 : i64
        %c16_i64_11 = arith.constant 16 : i64
        %53 = arith.muli %arg6, %c16_i64_11 : i64
        %54 = arith.addi %c6_i64, %53 : i64
        %55 = llvm.getelementptr %arg4[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %52, %55 : i32, !llvm.ptr<1>
        %56 = arith.extui %17 : i1 to i32
        %c7_i64 = arith.constant 7 : i64
        %c16_i64_12 = arith.constant 16 : i64
        %57 = arith.muli %arg6, %c16_i64_12 : i64
        %58 = arith.addi %c7_i64, %57 : i64
        %59 = llvm.getelementptr %arg4[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %56, %59 : i32, !llvm.ptr<1>
        %60 = arith.extui %18 : i1 to i32
        %c8_i64 = arith.constant 8 : i64
        %c16_i64_13 = arith.constant 16 : i64
        %61 = arith.muli %arg6, %c16_i64_13 : i64
        %62 = arith.addi %c8_i64, %61 : i64
        %63 = llvm.getelementptr %arg4[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %60, %63 : i32, !llvm.ptr<1>
        %64 = arith.extui %19 : i1 to i32
        %c9_i64 = arith.constant 9 : i64
        %c16_i64_14 = arith.constant 16 : i64
        %65 = arith.muli %arg6, %c16_i64_14 : i64
        %66 = arith.addi %c9_i64, %65 : i64
        %67 = llvm.getelementptr %arg4[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %64, %67 : i32, !llvm.ptr<1>
        %68 = arith.extui %20 : i1 to i32
        %c10_i64 = arith.constant 10 : i64
        %c16_i64_15 = arith.constant 16 : i64
        %69 = arith.muli %arg6, %c16_i64_15 : i64
        %70 = arith.addi %c10_i64, %69 : i64
        %71 = llvm.getelementptr %arg4[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %68, %71 : i32, !llvm.ptr<1>
        %72 = arith.extui %21 : i1 to i32
        %c11_i64 = arith.constant 11 : i64
        %c16_i64_16 = arith.constant 16 : i64
        %73 = arith.muli %arg6, %c16_i64_16 : i64
        %74 = arith.addi %c11_i64, %73 : i64
        %75 = llvm.getelementptr %arg4[%74] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %72, %75 : i32, !llvm.ptr<1>
        %76 = arith.extui %22 : i1 to i32
        %c12_i64 = arith.constant 12 : i64
        %c16_i64_17 = arith.constant 16 : i64
        %77 = arith.muli %arg6, %c16_i64_17 : i64
        %78 = arith.addi %c12_i64, %77 : i64
        %79 = llvm.getelementptr %arg4[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %76, %79 : i32, !llvm.ptr<1>
        %80 = arith.extui %23 : i1 to i32
        %c13_i64 = arith.constant 13 : i64
        %c16_i64_18 = arith.constant 16 : i64
        %81 = arith.muli %arg6, %c16_i64_18 : i64
        %82 = arith.addi %c13_i64, %81 : i64
        %83 = llvm.getelementptr %arg4[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %80, %83 : i32, !llvm.ptr<1>
        %84 = arith.extui %28 : i1 to i32
        %c14_i64 = arith.constant 14 : i64
        %c16_i64_19 = arith.constant 16 : i64
        %85 = arith.muli %arg6, %c16_i64_19 : i64
        %86 = arith.addi %c14_i64, %85 : i64
        %87 = llvm.getelementptr %arg4[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %84, %87 : i32, !llvm.ptr<1>
        %88 = llvm.load %1 : !llvm.ptr -> i1
        scf.if %88 {
          %c7_i32 = arith.constant 7 : i32
          llvm.store %c7_i32, %2 : i32, !llvm.ptr
        } else {
          %c-3_i32 = arith.constant -3 : i32
          llvm.store %c-3_i32, %2 : i32, !llvm.ptr
        }
        %89 = llvm.load %2 : !llvm.ptr -> i32
        %c15_i64 = arith.constant 15 : i64
        %c16_i64_20 = arith.constant 16 : i64
        %90 = arith.muli %arg6, %c16_i64_20 : i64
        %91 = arith.addi %c15_i64, %90 : i64
        %92 = llvm.getelementptr %arg4[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %89, %92 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
