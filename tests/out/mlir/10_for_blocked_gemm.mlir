module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @blocked(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %4 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %5 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %6 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %7 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %8 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %9 = arith.index_cast %block_id_x : index to i64
      %c512_i64 = arith.constant 512 : i64
      %10 = arith.muli %9, %c512_i64 : i64
      %11 = llvm.getelementptr %arg0[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64 = arith.constant 256 : i64
      %12 = arith.muli %9, %c256_i64 : i64
      %13 = llvm.getelementptr %arg2[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64 = arith.constant 128 : i64
      %14 = arith.muli %9, %c128_i64 : i64
      %15 = llvm.getelementptr %arg4[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %16 = arith.index_cast %thread_id_x : index to i64
      %c15_i64 = arith.constant 15 : i64
      %17 = arith.minsi %16, %c15_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %18 = arith.index_cast %thread_id_y : index to i64
      %thread_id_y_0 = gpu.thread_id  y
      %19 = arith.index_cast %thread_id_y_0 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %20 = arith.addi %19, %c2_i64 : i64
      %thread_id_y_1 = gpu.thread_id  y
      %21 = arith.index_cast %thread_id_y_1 : index to i64
      %c4_i64 = arith.constant 4 : i64
      %22 = arith.addi %21, %c4_i64 : i64
      %thread_id_y_2 = gpu.thread_id  y
      %23 = arith.index_cast %thread_id_y_2 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %24 = arith.addi %23, %c6_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %1 : f32, !llvm.ptr
      %cst_3 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_3, %2 : f32, !llvm.ptr
      %cst_4 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_4, %3 : f32, !llvm.ptr
      %cst_5 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_5, %4 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c8_i64 = arith.constant 8 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c8_i64 step %c1_i64  : i64 {
        %c16_i64_8 = arith.constant 16 : i64
        %26 = arith.muli %arg6, %c16_i64_8 : i64
        %27 = arith.addi %17, %26 : i64
        %28 = llvm.getelementptr %11[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %29 = llvm.load %28 : !llvm.ptr<1> -> f32
        %c32_i64_9 = arith.constant 32 : i64
        %30 = arith.muli %18, %c32_i64_9 : i64
        %31 = arith.addi %arg6, %30 : i64
        %32 = llvm.getelementptr %13[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %33 = llvm.load %32 : !llvm.ptr<1> -> f32
        %c32_i64_10 = arith.constant 32 : i64
        %34 = arith.muli %20, %c32_i64_10 : i64
        %35 = arith.addi %arg6, %34 : i64
        %36 = llvm.getelementptr %13[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %37 = llvm.load %36 : !llvm.ptr<1> -> f32
        %c32_i64_11 = arith.constant 32 : i64
        %38 = arith.muli %22, %c32_i64_11 : i64
        %39 = arith.addi %arg6, %38 : i64
        %40 = llvm.getelementptr %13[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %41 = llvm.load %40 : !llvm.ptr<1> -> f32
        %c32_i64_12 = arith.constant 32 : i64
        %42 = arith.muli %24, %c32_i64_12 : i64
        %43 = arith.addi %arg6, %42 : i64
        %44 = llvm.getelementptr %13[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %45 = llvm.load %44 : !llvm.ptr<1> -> f32
        %46 = llvm.load %1 : !llvm.ptr -> f32
        %47 = arith.mulf %29, %33 : f32
        %48 = arith.addf %46, %47 : f32
        llvm.store %48, %1 : f32, !llvm.ptr
        %49 = llvm.load %2 : !llvm.ptr -> f32
        %50 = arith.mulf %29, %37 : f32
        %51 = arith.addf %49, %50 : f32
        llvm.store %51, %2 : f32, !llvm.ptr
        %52 = llvm.load %3 : !llvm.ptr -> f32
        %53 = arith.mulf %29, %41 : f32
        %54 = arith.addf %52, %53 : f32
        llvm.store %54, %3 : f32, !llvm.ptr
        %55 = llvm.load %4 : !llvm.ptr -> f32
        %56 = arith.mulf %29, %45 : f32
        %57 = arith.addf %55, %56 : f32
        llvm.store %57, %4 : f32, !llvm.ptr
      }
      %c16_i64 = arith.constant 16 : i64
      %25 = arith.cmpi slt, %16, %c16_i64 : i64
      scf.if %25 {
        %26 = llvm.load %1 : !llvm.ptr -> f32
        %c16_i64_8 = arith.constant 16 : i64
        %27 = arith.muli %18, %c16_i64_8 : i64
        %28 = arith.addi %16, %27 : i64
        %29 = llvm.getelementptr %15[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %26, %29 : f32, !llvm.ptr<1>
        %30 = llvm.load %2 : !llvm.ptr -> f32
        %c16_i64_9 = arith.constant 16 : i64
        %31 = arith.muli %20, %c16_i64_9 : i64
        %32 = arith.addi %16, %31 : i64
        %33 = llvm.getelementptr %15[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %30, %33 : f32, !llvm.ptr<1>
        %34 = llvm.load %3 : !llvm.ptr -> f32
        %c16_i64_10 = arith.constant 16 : i64
        %35 = arith.muli %22, %c16_i64_10 : i64
        %36 = arith.addi %16, %35 : i64
        %37 = llvm.getelementptr %15[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %34, %37 : f32, !llvm.ptr<1>
        %38 = llvm.load %4 : !llvm.ptr -> f32
        %c16_i64_11 = arith.constant 16 : i64
        %39 = arith.muli %24, %c16_i64_11 : i64
        %40 = arith.addi %16, %39 : i64
        %41 = llvm.getelementptr %15[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %38, %41 : f32, !llvm.ptr<1>
      }
      %c8_i64_6 = arith.constant 8 : i64
      %c32_i64 = arith.constant 32 : i64
      %c8_i64_7 = arith.constant 8 : i64
      scf.for %arg6 = %c8_i64_6 to %c32_i64 step %c8_i64_7  : i64 {
        %c16_i64_8 = arith.constant 16 : i64
        %26 = arith.muli %arg6, %c16_i64_8 : i64
        %27 = llvm.getelementptr %11[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %28 = llvm.getelementptr %13[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        gpu.barrier
        %thread_id_x_9 = gpu.thread_id  x
        %29 = arith.index_cast %thread_id_x_9 : index to i64
        %c15_i64_10 = arith.constant 15 : i64
        %30 = arith.minsi %29, %c15_i64_10 : i64
        %thread_id_y_11 = gpu.thread_id  y
        %31 = arith.index_cast %thread_id_y_11 : index to i64
        %thread_id_y_12 = gpu.thread_id  y
        %32 = arith.index_cast %thread_id_y_12 : index to i64
        %c2_i64_13 = arith.constant 2 : i64
        %33 = arith.addi %32, %c2_i64_13 : i64
        %thread_id_y_14 = gpu.thread_id  y
        %34 = arith.index_cast %thread_id_y_14 : index to i64
        %c4_i64_15 = arith.constant 4 : i64
        %35 = arith.addi %34, %c4_i64_15 : i64
        %thread_id_y_16 = gpu.thread_id  y
        %36 = arith.index_cast %thread_id_y_16 : index to i64
        %c6_i64_17 = arith.constant 6 : i64
        %37 = arith.addi %36, %c6_i64_17 : i64
        %cst_18 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_18, %5 : f32, !llvm.ptr
        %cst_19 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_19, %6 : f32, !llvm.ptr
        %cst_20 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_20, %7 : f32, !llvm.ptr
        %cst_21 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_21, %8 : f32, !llvm.ptr
        %c0_i64_22 = arith.constant 0 : i64
        %c8_i64_23 = arith.constant 8 : i64
        %c1_i64_24 = arith.constant 1 : i64
        scf.for %arg7 = %c0_i64_22 to %c8_i64_23 step %c1_i64_24  : i64 {
          %c16_i64_26 = arith.constant 16 : i64
          %39 = arith.muli %arg7, %c16_i64_26 : i64
          %40 = arith.addi %30, %39 : i64
          %41 = llvm.getelementptr %27[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %42 = llvm.load %41 : !llvm.ptr<1> -> f32
          %c32_i64_27 = arith.constant 32 : i64
          %43 = arith.muli %31, %c32_i64_27 : i64
          %44 = arith.addi %arg7, %43 : i64
          %45 = llvm.getelementptr %28[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %46 = llvm.load %45 : !llvm.ptr<1> -> f32
          %c32_i64_28 = arith.constant 32 : i64
          %47 = arith.muli %33, %c32_i64_28 : i64
          %48 = arith.addi %arg7, %47 : i64
          %49 = llvm.getelementptr %28[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %50 = llvm.load %49 : !llvm.ptr<1> -> f32
          %c32_i64_29 = arith.constant 32 : i64
          %51 = arith.muli %35, %c32_i64_29 : i64
          %52 = arith.addi %arg7, %51 : i64
          %53 = llvm.getelementptr %28[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %54 = llvm.load %53 : !llvm.ptr<1> -> f32
          %c32_i64_30 = arith.constant 32 : i64
          %55 = arith.muli %37, %c32_i64_30 : i64
          %56 = arith.addi %arg7, %55 : i64
          %57 = llvm.getelementptr %28[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %58 = llvm.load %57 : !llvm.ptr<1> -> f32
          %59 = llvm.load %5 : !llvm.ptr -> f32
          %60 = arith.mulf %42, %46 : f32
          %61 = arith.addf %59, %60 : f32
          llvm.store %61, %5 : f32, !llvm.ptr
          %62 = llvm.load %6 : !llvm.ptr -> f32
          %63 = arith.mulf %42, %50 : f32
          %64 = arith.addf %62, %63 : f32
          llvm.store %64, %6 : f32, !llvm.ptr
          %65 = llvm.load %7 : !llvm.ptr -> f32
          %66 = arith.mulf %42, %54 : f32
          %67 = arith.addf %65, %66 : f32
          llvm.store %67, %7 : f32, !llvm.ptr
          %68 = llvm.load %8 : !llvm.ptr -> f32
          %69 = arith.mulf %42, %58 : f32
          %70 = arith.addf %68, %69 : f32
          llvm.store %70, %8 : f32, !llvm.ptr
        }
        %c16_i64_25 = arith.constant 16 : i64
        %38 = arith.cmpi slt, %29, %c16_i64_25 : i64
        scf.if %38 {
          %c16_i64_26 = arith.constant 16 : i64
          %39 = arith.muli %31, %c16_i64_26 : i64
          %40 = arith.addi %29, %39 : i64
          %41 = llvm.getelementptr %15[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %42 = llvm.load %41 : !llvm.ptr<1> -> f32
          %43 = llvm.load %5 : !llvm.ptr -> f32
          %44 = arith.addf %42, %43 : f32
          %c16_i64_27 = arith.constant 16 : i64
          %45 = arith.muli %31, %c16_i64_27 : i64
          %46 = arith.addi %29, %45 : i64
          %47 = llvm.getelementptr %15[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %44, %47 : f32, !llvm.ptr<1>
          %c16_i64_28 = arith.constant 16 : i64
          %48 = arith.muli %33, %c16_i64_28 : i64
          %49 = arith.addi %29, %48 : i64
          %50 = llvm.getelementptr %15[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %51 = llvm.load %50 : !llvm.ptr<1> -> f32
          %52 = llvm.load %6 : !llvm.ptr -> f32
          %53 = arith.addf %51, %52 : f32
          %c16_i64_29 = arith.constant 16 : i64
          %54 = arith.muli %33, %c16_i64_29 : i64
          %55 = arith.addi %29, %54 : i64
          %56 = llvm.getelementptr %15[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %53, %56 : f32, !llvm.ptr<1>
          %c16_i64_30 = arith.constant 16 : i64
          %57 = arith.muli %35, %c16_i64_30 : i64
          %58 = arith.addi %29, %57 : i64
          %59 = llvm.getelementptr %15[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %60 = llvm.load %59 : !llvm.ptr<1> -> f32
          %61 = llvm.load %7 : !llvm.ptr -> f32
          %62 = arith.addf %60, %61 : f32
          %c16_i64_31 = arith.constant 16 : i64
          %63 = arith.muli %35, %c16_i64_31 : i64
          %64 = arith.addi %29, %63 : i64
          %65 = llvm.getelementptr %15[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %62, %65 : f32, !llvm.ptr<1>
          %c16_i64_32 = arith.constant 16 : i64
          %66 = arith.muli %37, %c16_i64_32 : i64
          %67 = arith.addi %29, %66 : i64
          %68 = llvm.getelementptr %15[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %69 = llvm.load %68 : !llvm.ptr<1> -> f32
          %70 = llvm.load %8 : !llvm.ptr -> f32
          %71 = arith.addf %69, %70 : f32
          %c16_i64_33 = arith.constant 16 : i64
          %72 = arith.muli %37, %c16_i64_33 : i64
          %73 = arith.addi %29, %72 : i64
          %74 = llvm.getelementptr %15[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %71, %74 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
