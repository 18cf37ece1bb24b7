module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @mixed(%arg0: memref<9x13x?xf16, strided<[1, 9, 117]>, 1>, %arg1: memref<13x11x?xf32, strided<[1, 13, 143]>, 1>, %arg2: memref<9x11x?xf64, strided<[1, 9, 99]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 8, 3, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<9x13x?xf16, strided<[1, 9, 117]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<9x13x?xf16, strided<[1, 9, 117]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<13x11x?xf32, strided<[1, 13, 143]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<13x11x?xf32, strided<[1, 13, 143]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<9x11x?xf64, strided<[1, 9, 99]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<9x11x?xf64, strided<[1, 9, 99]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_10 = memref.alloca() : memref<f64>
      %alloca_11 = memref.alloca() : memref<f64>
      %alloca_12 = memref.alloca() : memref<f64>
      %alloca_13 = memref.alloca() : memref<f64>
      %alloca_14 = memref.alloca() : memref<f64>
      %alloca_15 = memref.alloca() : memref<f64>
      %alloca_16 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %9 = arith.index_cast %block_id_x : index to i64
      %c117_i64 = arith.constant 117 : i64
      %10 = arith.muli %9, %c117_i64 : i64
      %11 = llvm.getelementptr %1[%10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %c143_i64 = arith.constant 143 : i64
      %12 = arith.muli %9, %c143_i64 : i64
      %13 = llvm.getelementptr %4[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c99_i64 = arith.constant 99 : i64
      %14 = arith.muli %9, %c99_i64 : i64
      %15 = llvm.getelementptr %7[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x = gpu.thread_id  x
      %16 = arith.index_cast %thread_id_x : index to i64
      %c8_i64 = arith.constant 8 : i64
      %17 = arith.minsi %16, %c8_i64 : i64
      %thread_id_x_17 = gpu.thread_id  x
      %18 = arith.index_cast %thread_id_x_17 : index to i64
      %c8_i64_18 = arith.constant 8 : i64
      %19 = arith.addi %18, %c8_i64_18 : i64
      %c8_i64_19 = arith.constant 8 : i64
      %20 = arith.minsi %19, %c8_i64_19 : i64
      %thread_id_y = gpu.thread_id  y
      %21 = arith.index_cast %thread_id_y : index to i64
      %c10_i64 = arith.constant 10 : i64
      %22 = arith.minsi %21, %c10_i64 : i64
      %thread_id_y_20 = gpu.thread_id  y
      %23 = arith.index_cast %thread_id_y_20 : index to i64
      %c3_i64 = arith.constant 3 : i64
      %24 = arith.addi %23, %c3_i64 : i64
      %c10_i64_21 = arith.constant 10 : i64
      %25 = arith.minsi %24, %c10_i64_21 : i64
      %thread_id_y_22 = gpu.thread_id  y
      %26 = arith.index_cast %thread_id_y_22 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %27 = arith.addi %26, %c6_i64 : i64
      %c10_i64_23 = arith.constant 10 : i64
      %28 = arith.minsi %27, %c10_i64_23 : i64
      %thread_id_y_24 = gpu.thread_id  y
      %29 = arith.index_cast %thread_id_y_24 : index to i64
      %c9_i64 = arith.constant 9 : i64
      %30 = arith.addi %29, %c9_i64 : i64
      %c10_i64_25 = arith.constant 10 : i64
      %31 = arith.minsi %30, %c10_i64_25 : i64
      %cst = arith.constant 0.000000e+00 : f64
      memref.store %cst, %alloca[] : memref<f64>
      %cst_26 = arith.constant 0.000000e+00 : f64
      memref.store %cst_26, %alloca_10[] : memref<f64>
      %cst_27 = arith.constant 0.000000e+00 : f64
      memref.store %cst_27, %alloca_11[] : memref<f64>
      %cst_28 = arith.constant 0.000000e+00 : f64
      memref.store %cst_28, %alloca_12[] : memref<f64>
      %cst_29 = arith.constant 0.000000e+00 : f64
      memref.store %cst_29, %alloca_13[] : memref<f64>
      %cst_30 = arith.constant 0.000000e+00 : f64
      memref.store %cst_30, %alloca_14[] : memref<f64>
      %cst_31 = arith.constant 0.000000e+00 : f64
      memref.store %cst_31, %alloca_15[] : memref<f64>
      %cst_32 = arith.constant 0.000000e+00 : f64
      memref.store %cst_32, %alloca_16[] : memref<f64>
      %c0_i64 = arith.constant 0 : i64
      %c13_i64 = arith.constant 13 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg3 = %c0_i64 to %c13_i64 step %c1_i64  : i64 {
        %c9_i64_35 = arith.constant 9 : i64
        %34 = arith.muli %arg3, %c9_i64_35 : i64
        %35 = arith.addi %17, %34 : i64
        %36 = llvm.getelementptr %11[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %37 = llvm.load %36 : !llvm.ptr<1> -> f16
        %c9_i64_36 = arith.constant 9 : i64
        %38 = arith.muli %arg3, %c9_i64_36 : i64
        %39 = arith.addi %20, %38 : i64
        %40 = llvm.getelementptr %11[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %41 = llvm.load %40 : !llvm.ptr<1> -> f16
        %c13_i64_37 = arith.constant 13 : i64
        %42 = arith.muli %22, %c13_i64_37 : i64
        %43 = arith.addi %arg3, %42 : i64
        %44 = llvm.getelementptr %13[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %45 = llvm.load %44 : !llvm.ptr<1> -> f32
        %c13_i64_38 = arith.constant 13 : i64
        %46 = arith.muli %25, %c13_i64_38 : i64
        %47 = arith.addi %arg3, %46 : i64
        %48 = llvm.getelementptr %13[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %49 = llvm.load %48 : !llvm.ptr<1> -> f32
        %c13_i64_39 = arith.constant 13 : i64
        %50 = arith.muli %28, %c13_i64_39 : i64
        %51 = arith.addi %arg3, %50 : i64
        %52 = llvm.getelementptr %13[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %53 = llvm.load %52 : !llvm.ptr<1> -> f32
        %c13_i64_40 = arith.constant 13 : i64
        %54 = arith.muli %31, %c13_i64_40 : i64
        %55 = arith.addi %arg3, %54 : i64
        %56 = llvm.getelementptr %13[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %57 = llvm.load %56 : !llvm.ptr<1> -> f32
        %58 = arith.extf %37 : f16 to f64
        %59 = arith.extf %45 : f32 to f64
        %60 = memref.load %alloca[] : memref<f64>
        %61 = llvm.intr.fma(%58, %59, %60) : (f64, f64, f64) -> f64
        memref.store %61, %alloca[] : memref<f64>
        %62 = arith.extf %37 : f16 to f64
        %63 = arith.extf %49 : f32 to f64
        %64 = memref.load %alloca_10[] : memref<f64>
        %65 = llvm.intr.fma(%62, %63, %64) : (f64, f64, f64) -> f64
        memref.store %65, %alloca_10[] : memref<f64>
        %66 = arith.extf %37 : f16 to f64
        %67 = arith.extf %53 : f32 to f64
        %68 = memref.load %alloca_11[] : memref<f64>
        %69 = llvm.intr.fma(%66, %67, %68) : (f64, f64, f64) -> f64
        memref.store %69, %alloca_11[] : memref<f64>
        %70 = arith.extf %37 : f16 to f64
        %71 = arith.extf %57 : f32 to f64
        %72 = memref.load %alloca_12[] : memref<f64>
        %73 = llvm.intr.fma(%70, %71, %72) : (f64, f64, f64) -> f64
        memref.store %73, %alloca_12[] : memref<f64>
        %74 = arith.extf %41 : f16 to f64
        %75 = arith.extf %45 : f32 to f64
        %76 = memref.load %alloca_13[] : memref<f64>
        %77 = llvm.intr.fma(%74, %75, %76) : (f64, f64, f64) -> f64
        memref.store %77, %alloca_13[] : memref<f64>
        %78 = arith.extf %41 : f16 to f64
        %79 = arith.extf %49 : f32 to f64
        %80 = memref.load %alloca_14[] : memref<f64>
        %81 = llvm.intr.fma(%78, %79, %80) : (f64, f64, f64) -> f64
        memref.store %81, %alloca_14[] : memref<f64>
        %82 = arith.extf %41 : f16 to f64
        %83 = arith.extf %53 : f32 to f64
        %84 = memref.load %alloca_15[] : memref<f64>
        %85 = llvm.intr.fma(%82, %83, %84) : (f64, f64, f64) -> f64
        memref.store %85, %alloca_15[] : memref<f64>
        %86 = arith.extf %41 : f16 to f64
        %87 = arith.extf %57 : f32 to f64
        %88 = memref.load %alloca_16[] : memref<f64>
        %89 = llvm.intr.fma(%86, %87, %88) : (f64, f64, f64) -> f64
        memref.store %89, %alloca_16[] : memref<f64>
      }
      %c9_i64_33 = arith.constant 9 : i64
      %32 = arith.cmpi slt, %16, %c9_i64_33 : i64
      scf.if %32 {
        %c11_i64 = arith.constant 11 : i64
        %34 = arith.cmpi slt, %21, %c11_i64 : i64
        scf.if %34 {
          %cst_38 = arith.constant 2.000000e+00 : f64
          %38 = memref.load %alloca[] : memref<f64>
          %c9_i64_39 = arith.constant 9 : i64
          %39 = arith.muli %21, %c9_i64_39 : i64
          %40 = arith.addi %16, %39 : i64
          %41 = llvm.getelementptr %15[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %42 = llvm.load %41 : !llvm.ptr<1> -> f64
          %43 = llvm.intr.fma(%cst_38, %38, %42) : (f64, f64, f64) -> f64
          %c9_i64_40 = arith.constant 9 : i64
          %44 = arith.muli %21, %c9_i64_40 : i64
          %45 = arith.addi %16, %44 : i64
          %46 = llvm.getelementptr %15[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %43, %46 : f64, !llvm.ptr<1>
        }
        %c11_i64_35 = arith.constant 11 : i64
        %35 = arith.cmpi slt, %24, %c11_i64_35 : i64
        scf.if %35 {
          %cst_38 = arith.constant 2.000000e+00 : f64
          %38 = memref.load %alloca_10[] : memref<f64>
          %c9_i64_39 = arith.constant 9 : i64
          %39 = arith.muli %24, %c9_i64_39 : i64
          %40 = arith.addi %16, %39 : i64
          %41 = llvm.getelementptr %15[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %42 = llvm.load %41 : !llvm.ptr<1> -> f64
          %43 = llvm.intr.fma(%cst_38, %38, %42) : (f64, f64, f64) -> f64
          %c9_i64_40 = arith.constant 9 : i64
          %44 = arith.muli %24, %c9_i64_40 : i64
          %45 = arith.addi %16, %44 : i64
          %46 = llvm.getelementptr %15[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %43, %46 : f64, !llvm.ptr<1>
        }
        %c11_i64_36 = arith.constant 11 : i64
        %36 = arith.cmpi slt, %27, %c11_i64_36 : i64
        scf.if %36 {
          %cst_38 = arith.constant 2.000000e+00 : f64
          %38 = memref.load %alloca_11[] : memref<f64>
          %c9_i64_39 = arith.constant 9 : i64
          %39 = arith.muli %27, %c9_i64_39 : i64
          %40 = arith.addi %16, %39 : i64
          %41 = llvm.getelementptr %15[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %42 = llvm.load %41 : !llvm.ptr<1> -> f64
          %43 = llvm.intr.fma(%cst_38, %38, %42) : (f64, f64, f64) -> f64
          %c9_i64_40 = arith.constant 9 : i64
          %44 = arith.muli %27, %c9_i64_40 : i64
          %45 = arith.addi %16, %44 : i64
          %46 = llvm.getelementptr %15[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %43, %46 : f64, !llvm.ptr<1>
        }
        %c11_i64_37 = arith.constant 11 : i64
        %37 = arith.cmpi slt, %30, %c11_i64_37 : i64
        scf.if %37 {
          %cst_38 = arith.constant 2.000000e+00 : f64
          %38 = memref.load %alloca_12[] : memref<f64>
          %c9_i64_39 = arith.constant 9 : i64
          %39 = arith.muli %30, %c9_i64_39 : i64
          %40 = arith.addi %16, %39 : i64
          %41 = llvm.getelementptr %15[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %42 = llvm.load %41 : !llvm.ptr<1> -> f64
          %43 = llvm.intr.fma(%cst_38, %38, %42) : (f64, f64, f64) -> f64
          %c9_i64_40 = arith.constant 9 : i64
          %44 = arith.muli %30, %c9_i64_40 : i64
          %45 = arith.addi %16, %44 : i64
          %46 = llvm.getelementptr %15[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %43, %46 : f64, !llvm.ptr<1>
        }
      }
      %c9_i64_34 = arith.constant 9 : i64
      %33 = arith.cmpi slt, %19, %c9_i64_34 : i64
      scf.if %33 {
        %c11_i64 = arith.constant 11 : i64
        %34 = arith.cmpi slt, %21, %c11_i64 : i64
        scf.if %34 {
          %cst_38 = arith.constant 2.000000e+00 : f64
          %38 = memref.load %alloca_13[] : memref<f64>
          %c9_i64_39 = arith.constant 9 : i64
          %39 = arith.muli %21, %c9_i64_39 : i64
          %40 = arith.addi %19, %39 : i64
          %41 = llvm.getelementptr %15[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %42 = llvm.load %41 : !llvm.ptr<1> -> f64
          %43 = llvm.intr.fma(%cst_38, %38, %42) : (f64, f64, f64) -> f64
          %c9_i64_40 = arith.constant 9 : i64
          %44 = arith.muli %21, %c9_i64_40 : i64
          %45 = arith.addi %19, %44 : i64
          %46 = llvm.getelementptr %15[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %43, %46 : f64, !llvm.ptr<1>
        }
        %c11_i64_35 = arith.constant 11 : i64
        %35 = arith.cmpi slt, %24, %c11_i64_35 : i64
        scf.if %35 {
          %cst_38 = arith.constant 2.000000e+00 : f64
          %38 = memref.load %alloca_14[] : memref<f64>
          %c9_i64_39 = arith.constant 9 : i64
          %39 = arith.muli %24, %c9_i64_39 : i64
          %40 = arith.addi %19, %39 : i64
          %41 = llvm.getelementptr %15[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %42 = llvm.load %41 : !llvm.ptr<1> -> f64
          %43 = llvm.intr.fma(%cst_38, %38, %42) : (f64, f64, f64) -> f64
          %c9_i64_40 = arith.constant 9 : i64
          %44 = arith.muli %24, %c9_i64_40 : i64
          %45 = arith.addi %19, %44 : i64
          %46 = llvm.getelementptr %15[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %43, %46 : f64, !llvm.ptr<1>
        }
        %c11_i64_36 = arith.constant 11 : i64
        %36 = arith.cmpi slt, %27, %c11_i64_36 : i64
        scf.if %36 {
          %cst_38 = arith.constant 2.000000e+00 : f64
          %38 = memref.load %alloca_15[] : memref<f64>
          %c9_i64_39 = arith.constant 9 : i64
          %39 = arith.muli %27, %c9_i64_39 : i64
          %40 = arith.addi %19, %39 : i64
          %41 = llvm.getelementptr %15[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %42 = llvm.load %41 : !llvm.ptr<1> -> f64
          %43 = llvm.intr.fma(%cst_38, %38, %42) : (f64, f64, f64) -> f64
          %c9_i64_40 = arith.constant 9 : i64
          %44 = arith.muli %27, %c9_i64_40 : i64
          %45 = arith.addi %19, %44 : i64
          %46 = llvm.getelementptr %15[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %43, %46 : f64, !llvm.ptr<1>
        }
        %c11_i64_37 = arith.constant 11 : i64
        %37 = arith.cmpi slt, %30, %c11_i64_37 : i64
        scf.if %37 {
          %cst_38 = arith.constant 2.000000e+00 : f64
          %38 = memref.load %alloca_16[] : memref<f64>
          %c9_i64_39 = arith.constant 9 : i64
          %39 = arith.muli %30, %c9_i64_39 : i64
          %40 = arith.addi %19, %39 : i64
          %41 = llvm.getelementptr %15[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %42 = llvm.load %41 : !llvm.ptr<1> -> f64
          %43 = llvm.intr.fma(%cst_38, %38, %42) : (f64, f64, f64) -> f64
          %c9_i64_40 = arith.constant 9 : i64
          %44 = arith.muli %30, %c9_i64_40 : i64
          %45 = arith.addi %19, %44 : i64
          %46 = llvm.getelementptr %15[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %43, %46 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
