module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_chain() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<320 x i8>
    gpu.func @chain(%arg0: memref<8x6x?xf64, strided<[1, 8, 48]>, 1>, %arg1: memref<6x5xf64, strided<[1, 6]>, 1>, %arg2: memref<8x5x?xf64, strided<[1, 8, 40]>, 1>, %arg3: memref<8x?xf64, strided<[1, 8]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<8x6x?xf64, strided<[1, 8, 48]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x6x?xf64, strided<[1, 8, 48]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<6x5xf64, strided<[1, 6]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<6x5xf64, strided<[1, 6]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<8x5x?xf64, strided<[1, 8, 40]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<8x5x?xf64, strided<[1, 8, 40]>, 1> -> index
      %5 = arith.index_cast %intptr_9 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<8x?xf64, strided<[1, 8]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<8x?xf64, strided<[1, 8]>, 1> -> index
      %8 = arith.index_cast %intptr_14 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %10 = arith.index_cast %sizes_12#1 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_15 = memref.alloca() : memref<f64>
      %alloca_16 = memref.alloca() : memref<f64>
      %alloca_17 = memref.alloca() : memref<f64>
      %alloca_18 = memref.alloca() : memref<f64>
      %alloca_19 = memref.alloca() : memref<f64>
      %alloca_20 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %11 = arith.index_cast %block_id_x : index to i64
      %c48_i64 = arith.constant 48 : i64
      %12 = arith.muli %11, %c48_i64 : i64
      %13 = llvm.getelementptr %1[%12] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c40_i64 = arith.constant 40 : i64
      %14 = arith.muli %11, %c40_i64 : i64
      %15 = llvm.getelementptr %6[%14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %16 = llvm.mlir.addressof @__tinyc_stack_chain : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %17 = arith.index_cast %thread_id_x : index to i64
      %c7_i64 = arith.constant 7 : i64
      %18 = arith.minsi %17, %c7_i64 : i64
      %thread_id_y = gpu.thread_id  y
      %19 = arith.index_cast %thread_id_y : index to i64
      %c4_i64 = arith.constant 4 : i64
      %20 = arith.minsi %19, %c4_i64 : i64
      %thread_id_y_21 = gpu.thread_id  y
      %21 = arith.index_cast %thread_id_y_21 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %22 = arith.addi %21, %c2_i64 : i64
      %c4_i64_22 = arith.constant 4 : i64
      %23 = arith.minsi %22, %c4_i64_22 : i64
      %thread_id_y_23 = gpu.thread_id  y
      %24 = arith.index_cast %thread_id_y_23 : index to i64
      %c4_i64_24 = arith.constant 4 : i64
      %25 = arith.addi %24, %c4_i64_24 : i64
      %c4_i64_25 = arith.constant 4 : i64
      %26 = arith.minsi %25, %c4_i64_25 : i64
      %cst = arith.constant 0.000000e+00 : f64
      memref.store %cst, %alloca[] : memref<f64>
      %cst_26 = arith.constant 0.000000e+00 : f64
      memref.store %cst_26, %alloca_15[] : memref<f64>
      %cst_27 = arith.constant 0.000000e+00 : f64
      memref.store %cst_27, %alloca_16[] : memref<f64>
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg4 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
        %c8_i64_42 = arith.constant 8 : i64
        %42 = arith.muli %arg4, %c8_i64_42 : i64
        %43 = arith.addi %18, %42 : i64
        %44 = llvm.getelementptr %13[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %45 = llvm.load %44 : !llvm.ptr<1> -> f64
        %c6_i64_43 = arith.constant 6 : i64
        %46 = arith.muli %20, %c6_i64_43 : i64
        %47 = arith.addi %arg4, %46 : i64
        %48 = llvm.getelementptr %4[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %49 = llvm.load %48 : !llvm.ptr<1> -> f64
        %c6_i64_44 = arith.constant 6 : i64
        %50 = arith.muli %23, %c6_i64_44 : i64
        %51 = arith.addi %arg4, %50 : i64
        %52 = llvm.getelementptr %4[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %53 = llvm.load %52 : !llvm.ptr<1> -> f64
        %c6_i64_45 = arith.constant 6 : i64
        %54 = arith.muli %26, %c6_i64_45 : i64
        %55 = arith.addi %arg4, %54 : i64
        %56 = llvm.getelementptr %4[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %57 = llvm.load %56 : !llvm.ptr<1> -> f64
        %58 = memref.load %alloca[] : memref<f64>
        %59 = arith.mulf %45, %49 : f64
        %60 = arith.addf %58, %59 : f64
        memref.store %60, %alloca[] : memref<f64>
        %61 = memref.load %alloca_15[] : memref<f64>
        %62 = arith.mulf %45, %53 : f64
        %63 = arith.addf %61, %62 : f64
        memref.store %63, %alloca_15[] : memref<f64>
        %64 = memref.load %alloca_16[] : memref<f64>
        %65 = arith.mulf %45, %57 : f64
        %66 = arith.addf %64, %65 : f64
        memref.store %66, %alloca_16[] : memref<f64>
      }
      %c8_i64 = arith.constant 8 : i64
      %27 = arith.cmpi slt, %17, %c8_i64 : i64
      scf.if %27 {
        %c5_i64_42 = arith.constant 5 : i64
        %42 = arith.cmpi slt, %19, %c5_i64_42 : i64
        scf.if %42 {
          %45 = memref.load %alloca[] : memref<f64>
          %c8_i64_45 = arith.constant 8 : i64
          %46 = arith.muli %19, %c8_i64_45 : i64
          %47 = arith.addi %17, %46 : i64
          %48 = llvm.getelementptr %16[%47] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %45, %48 : f64, !llvm.ptr<3>
        }
        %c5_i64_43 = arith.constant 5 : i64
        %43 = arith.cmpi slt, %22, %c5_i64_43 : i64
        scf.if %43 {
          %45 = memref.load %alloca_15[] : memref<f64>
          %c8_i64_45 = arith.constant 8 : i64
          %46 = arith.muli %22, %c8_i64_45 : i64
          %47 = arith.addi %17, %46 : i64
          %48 = llvm.getelementptr %16[%47] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %45, %48 : f64, !llvm.ptr<3>
        }
        %c5_i64_44 = arith.constant 5 : i64
        %44 = arith.cmpi slt, %25, %c5_i64_44 : i64
        scf.if %44 {
          %45 = memref.load %alloca_16[] : memref<f64>
          %c8_i64_45 = arith.constant 8 : i64
          %46 = arith.muli %25, %c8_i64_45 : i64
          %47 = arith.addi %17, %46 : i64
          %48 = llvm.getelementptr %16[%47] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %45, %48 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_28 = gpu.thread_id  x
      %28 = arith.index_cast %thread_id_x_28 : index to i64
      %c8_i64_29 = arith.constant 8 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg4 = %28 to %c8_i64_29 step %c32_i64  : i64 {
        %c0_i64_42 = arith.constant 0 : i64
        %c1_i64_43 = arith.constant 1 : i64
        %c1_i64_44 = arith.constant 1 : i64
        scf.for %arg5 = %c0_i64_42 to %c1_i64_43 step %c1_i64_44  : i64 {
          %thread_id_y_45 = gpu.thread_id  y
          %42 = arith.index_cast %thread_id_y_45 : index to i64
          %c6_i64_46 = arith.constant 6 : i64
          %43 = arith.muli %arg5, %c6_i64_46 : i64
          %44 = arith.addi %42, %43 : i64
          %c5_i64_47 = arith.constant 5 : i64
          %45 = arith.cmpi slt, %44, %c5_i64_47 : i64
          scf.if %45 {
            %c8_i64_55 = arith.constant 8 : i64
            %53 = arith.muli %44, %c8_i64_55 : i64
            %54 = arith.addi %arg4, %53 : i64
            %55 = llvm.getelementptr %16[%54] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %56 = llvm.load %55 : !llvm.ptr<3> -> f64
            memref.store %56, %alloca_17[] : memref<f64>
          }
          %c2_i64_48 = arith.constant 2 : i64
          %46 = arith.addi %44, %c2_i64_48 : i64
          %c5_i64_49 = arith.constant 5 : i64
          %47 = arith.cmpi slt, %46, %c5_i64_49 : i64
          scf.if %47 {
            %c8_i64_55 = arith.constant 8 : i64
            %53 = arith.muli %46, %c8_i64_55 : i64
            %54 = arith.addi %arg4, %53 : i64
            %55 = llvm.getelementptr %16[%54] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %56 = llvm.load %55 : !llvm.ptr<3> -> f64
            memref.store %56, %alloca_18[] : memref<f64>
          }
          %c4_i64_50 = arith.constant 4 : i64
          %48 = arith.addi %44, %c4_i64_50 : i64
          %c5_i64_51 = arith.constant 5 : i64
          %49 = arith.cmpi slt, %48, %c5_i64_51 : i64
          scf.if %49 {
            %c8_i64_55 = arith.constant 8 : i64
            %53 = arith.muli %48, %c8_i64_55 : i64
            %54 = arith.addi %arg4, %53 : i64
            %55 = llvm.getelementptr %16[%54] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            %56 = llvm.load %55 : !llvm.ptr<3> -> f64
            memref.store %56, %alloca_19[] : memref<f64>
          }
          %c5_i64_52 = arith.constant 5 : i64
          %50 = arith.cmpi slt, %44, %c5_i64_52 : i64
          scf.if %50 {
            %cst_55 = arith.constant 5.000000e-01 : f64
            %53 = memref.load %alloca_17[] : memref<f64>
            %54 = arith.mulf %cst_55, %53 : f64
            %c8_i64_56 = arith.constant 8 : i64
            %55 = arith.muli %44, %c8_i64_56 : i64
            %56 = arith.addi %arg4, %55 : i64
            %57 = llvm.getelementptr %15[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %54, %57 : f64, !llvm.ptr<1>
          }
          %c5_i64_53 = arith.constant 5 : i64
          %51 = arith.cmpi slt, %46, %c5_i64_53 : i64
          scf.if %51 {
            %cst_55 = arith.constant 5.000000e-01 : f64
            %53 = memref.load %alloca_18[] : memref<f64>
            %54 = arith.mulf %cst_55, %53 : f64
            %c8_i64_56 = arith.constant 8 : i64
            %55 = arith.muli %46, %c8_i64_56 : i64
            %56 = arith.addi %arg4, %55 : i64
            %57 = llvm.getelementptr %15[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %54, %57 : f64, !llvm.ptr<1>
          }
          %c5_i64_54 = arith.constant 5 : i64
          %52 = arith.cmpi slt, %48, %c5_i64_54 : i64
          scf.if %52 {
            %cst_55 = arith.constant 5.000000e-01 : f64
            %53 = memref.load %alloca_19[] : memref<f64>
            %54 = arith.mulf %cst_55, %53 : f64
            %c8_i64_56 = arith.constant 8 : i64
            %55 = arith.muli %48, %c8_i64_56 : i64
            %56 = arith.addi %arg4, %55 : i64
            %57 = llvm.getelementptr %15[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %54, %57 : f64, !llvm.ptr<1>
          }
        }
      }
      %c8_i64_30 = arith.constant 8 : i64
      %29 = arith.muli %11, %c8_i64_30 : i64
      %30 = llvm.getelementptr %9[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_31 = gpu.thread_id  x
      %31 = arith.index_cast %thread_id_x_31 : index to i64
      %c32_i64_32 = arith.constant 32 : i64
      %thread_id_y_33 = gpu.thread_id  y
      %32 = arith.index_cast %thread_id_y_33 : index to i64
      %33 = arith.muli %c32_i64_32, %32 : i64
      %34 = arith.addi %31, %33 : i64
      %c8_i64_34 = arith.constant 8 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg4 = %34 to %c8_i64_34 step %c64_i64  : i64 {
        %cst_42 = arith.constant 0.000000e+00 : f64
        memref.store %cst_42, %alloca_20[] : memref<f64>
        %c0_i64_43 = arith.constant 0 : i64
        %c5_i64_44 = arith.constant 5 : i64
        %c1_i64_45 = arith.constant 1 : i64
        scf.for %arg5 = %c0_i64_43 to %c5_i64_44 step %c1_i64_45  : i64 {
          %44 = memref.load %alloca_20[] : memref<f64>
          %c8_i64_46 = arith.constant 8 : i64
          %45 = arith.muli %arg5, %c8_i64_46 : i64
          %46 = arith.addi %arg4, %45 : i64
          %47 = llvm.getelementptr %16[%46] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %48 = llvm.load %47 : !llvm.ptr<3> -> f64
          %49 = arith.addf %44, %48 : f64
          memref.store %49, %alloca_20[] : memref<f64>
        }
        %42 = memref.load %alloca_20[] : memref<f64>
        %43 = llvm.getelementptr %30[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %42, %43 : f64, !llvm.ptr<1>
      }
      gpu.barrier
      %c8_i64_35 = arith.constant 8 : i64
      %c0_i64_36 = arith.constant 0 : i64
      %35 = arith.maxsi %c8_i64_35, %c0_i64_36 : i64
      %c5_i64 = arith.constant 5 : i64
      %c0_i64_37 = arith.constant 0 : i64
      %36 = arith.maxsi %c5_i64, %c0_i64_37 : i64
      %37 = arith.muli %35, %36 : i64
      %thread_id_x_38 = gpu.thread_id  x
      %38 = arith.index_cast %thread_id_x_38 : index to i64
      %c32_i64_39 = arith.constant 32 : i64
      %thread_id_y_40 = gpu.thread_id  y
      %39 = arith.index_cast %thread_id_y_40 : index to i64
      %40 = arith.muli %c32_i64_39, %39 : i64
      %41 = arith.addi %38, %40 : i64
      %c64_i64_41 = arith.constant 64 : i64
      scf.for %arg4 = %41 to %37 step %c64_i64_41  : i64 {
        %42 = arith.remsi %arg4, %35 : i64
        %43 = arith.divsi %arg4, %35 : i64
        %c8_i64_42 = arith.constant 8 : i64
        %44 = arith.muli %43, %c8_i64_42 : i64
        %45 = arith.addi %42, %44 : i64
        %46 = llvm.getelementptr %15[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %47 = llvm.load %46 : !llvm.ptr<1> -> f64
        %c8_i64_43 = arith.constant 8 : i64
        %48 = arith.muli %43, %c8_i64_43 : i64
        %49 = arith.addi %42, %48 : i64
        %50 = llvm.getelementptr %16[%49] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %51 = llvm.load %50 : !llvm.ptr<3> -> f64
        %52 = arith.addf %47, %51 : f64
        %c8_i64_44 = arith.constant 8 : i64
        %53 = arith.muli %43, %c8_i64_44 : i64
        %54 = arith.addi %42, %53 : i64
        %55 = llvm.getelementptr %15[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %52, %55 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
