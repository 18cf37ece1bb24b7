module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_gemm_dynamic() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<16384 x i8>
    gpu.func @gemm_dynamic(%arg0: memref<?x?xf64, strided<[1, ?]>, 1>, %arg1: memref<?x?xf64, strided<[?, ?]>, 1>, %arg2: memref<?x?xf64, strided<[1, ?]>, 1>, %arg3: memref<?x?xf64, strided<[1, ?]>, 1>, %arg4: memref<?x?xf64, strided<[1, ?]>, 1>, %arg5: memref<?x?xf64, strided<[1, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#0 : index to i64
      %3 = arith.index_cast %sizes#1 : index to i64
      %4 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<?x?xf64, strided<[?, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?x?xf64, strided<[?, ?]>, 1> -> index
      %5 = arith.index_cast %intptr_4 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_2#0 : index to i64
      %8 = arith.index_cast %strides_3#0 : index to i64
      %9 = arith.index_cast %sizes_2#1 : index to i64
      %10 = arith.index_cast %strides_3#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %11 = arith.index_cast %intptr_9 : index to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
      %13 = arith.index_cast %sizes_7#0 : index to i64
      %14 = arith.index_cast %sizes_7#1 : index to i64
      %15 = arith.index_cast %strides_8#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %16 = arith.index_cast %intptr_14 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %18 = arith.index_cast %sizes_12#0 : index to i64
      %19 = arith.index_cast %sizes_12#1 : index to i64
      %20 = arith.index_cast %strides_13#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %21 = arith.index_cast %intptr_19 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_17#0 : index to i64
      %24 = arith.index_cast %sizes_17#1 : index to i64
      %25 = arith.index_cast %strides_18#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<?x?xf64, strided<[1, ?]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<?x?xf64, strided<[1, ?]>, 1> -> index
      %26 = arith.index_cast %intptr_24 : index to i64
      %27 = llvm.inttoptr %26 : i64 to !llvm.ptr<1>
      %28 = arith.index_cast %sizes_22#0 : index to i64
      %29 = arith.index_cast %sizes_22#1 : index to i64
      %30 = arith.index_cast %strides_23#1 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_25 = memref.alloca() : memref<f64>
      %alloca_26 = memref.alloca() : memref<f64>
      %alloca_27 = memref.alloca() : memref<f64>
      %alloca_28 = memref.alloca() : memref<f64>
      %alloca_29 = memref.alloca() : memref<f64>
      %alloca_30 = memref.alloca() : memref<f64>
      %alloca_31 = memref.alloca() : memref<f64>
      %c0_i64 = arith.constant 0 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg6 = %c0_i64 to %13 step %c64_i64  : i64 {
        %c0_i64_34 = arith.constant 0 : i64
        %c32_i64 = arith.constant 32 : i64
        scf.for %arg7 = %c0_i64_34 to %14 step %c32_i64  : i64 {
          %thread_id_x = gpu.thread_id  x
          %31 = arith.index_cast %thread_id_x : index to i64
          %32 = arith.addi %arg6, %31 : i64
          %c1_i64 = arith.constant 1 : i64
          %33 = arith.subi %13, %c1_i64 : i64
          %34 = arith.minsi %32, %33 : i64
          %thread_id_y = gpu.thread_id  y
          %35 = arith.index_cast %thread_id_y : index to i64
          %36 = arith.addi %arg7, %35 : i64
          %c1_i64_35 = arith.constant 1 : i64
          %37 = arith.subi %14, %c1_i64_35 : i64
          %38 = arith.minsi %36, %37 : i64
          %thread_id_y_36 = gpu.thread_id  y
          %39 = arith.index_cast %thread_id_y_36 : index to i64
          %40 = arith.addi %arg7, %39 : i64
          %c8_i64 = arith.constant 8 : i64
          %41 = arith.addi %40, %c8_i64 : i64
          %c1_i64_37 = arith.constant 1 : i64
          %42 = arith.subi %14, %c1_i64_37 : i64
          %43 = arith.minsi %41, %42 : i64
          %thread_id_y_38 = gpu.thread_id  y
          %44 = arith.index_cast %thread_id_y_38 : index to i64
          %45 = arith.addi %arg7, %44 : i64
          %c16_i64 = arith.constant 16 : i64
          %46 = arith.addi %45, %c16_i64 : i64
          %c1_i64_39 = arith.constant 1 : i64
          %47 = arith.subi %14, %c1_i64_39 : i64
          %48 = arith.minsi %46, %47 : i64
          %thread_id_y_40 = gpu.thread_id  y
          %49 = arith.index_cast %thread_id_y_40 : index to i64
          %50 = arith.addi %arg7, %49 : i64
          %c24_i64 = arith.constant 24 : i64
          %51 = arith.addi %50, %c24_i64 : i64
          %c1_i64_41 = arith.constant 1 : i64
          %52 = arith.subi %14, %c1_i64_41 : i64
          %53 = arith.minsi %51, %52 : i64
          %cst = arith.constant 0.000000e+00 : f64
          memref.store %cst, %alloca[] : memref<f64>
          %cst_42 = arith.constant 0.000000e+00 : f64
          memref.store %cst_42, %alloca_25[] : memref<f64>
          %cst_43 = arith.constant 0.000000e+00 : f64
          memref.store %cst_43, %alloca_26[] : memref<f64>
          %cst_44 = arith.constant 0.000000e+00 : f64
          memref.store %cst_44, %alloca_27[] : memref<f64>
          %c0_i64_45 = arith.constant 0 : i64
          %c1_i64_46 = arith.constant 1 : i64
          scf.for %arg8 = %c0_i64_45 to %3 step %c1_i64_46  : i64 {
            %55 = arith.muli %arg8, %4 : i64
            %56 = arith.addi %34, %55 : i64
            %57 = llvm.getelementptr %1[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %58 = llvm.load %57 : !llvm.ptr<1> -> f64
            %59 = arith.muli %arg8, %8 : i64
            %60 = arith.muli %38, %10 : i64
            %61 = arith.addi %59, %60 : i64
            %62 = llvm.getelementptr %6[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %63 = llvm.load %62 : !llvm.ptr<1> -> f64
            %64 = arith.muli %arg8, %8 : i64
            %65 = arith.muli %43, %10 : i64
            %66 = arith.addi %64, %65 : i64
            %67 = llvm.getelementptr %6[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %68 = llvm.load %67 : !llvm.ptr<1> -> f64
            %69 = arith.muli %arg8, %8 : i64
            %70 = arith.muli %48, %10 : i64
            %71 = arith.addi %69, %70 : i64
            %72 = llvm.getelementptr %6[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %73 = llvm.load %72 : !llvm.ptr<1> -> f64
            %74 = arith.muli %arg8, %8 : i64
            %75 = arith.muli %53, %10 : i64
            %76 = arith.addi %74, %75 : i64
            %77 = llvm.getelementptr %6[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %78 = llvm.load %77 : !llvm.ptr<1> -> f64
            %79 = memref.load %alloca[] : memref<f64>
            %80 = arith.mulf %58, %63 : f64
            %81 = arith.addf %79, %80 : f64
            memref.store %81, %alloca[] : memref<f64>
            %82 = memref.load %alloca_25[] : memref<f64>
            %83 = arith.mulf %58, %68 : f64
            %84 = arith.addf %82, %83 : f64
            memref.store %84, %alloca_25[] : memref<f64>
            %85 = memref.load %alloca_26[] : memref<f64>
            %86 = arith.mulf %58, %73 : f64
            %87 = arith.addf %85, %86 : f64
            memref.store %87, %alloca_26[] : memref<f64>
            %88 = memref.load %alloca_27[] : memref<f64>
            %89 = arith.mulf %58, %78 : f64
            %90 = arith.addf %88, %89 : f64
            memref.store %90, %alloca_27[] : memref<f64>
          }
          %54 = arith.cmpi slt, %32, %13 : i64
          scf.if %54 {
            %55 = arith.cmpi slt, %36, %14 : i64
            scf.if %55 {
              %59 = memref.load %alloca[] : memref<f64>
              %cst_47 = arith.constant 5.000000e-01 : f64
              %60 = arith.muli %36, %15 : i64
              %61 = arith.addi %32, %60 : i64
              %62 = llvm.getelementptr %12[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %63 = llvm.load %62 : !llvm.ptr<1> -> f64
              %64 = arith.mulf %cst_47, %63 : f64
              %65 = arith.addf %59, %64 : f64
              %66 = arith.muli %36, %15 : i64
              %67 = arith.addi %32, %66 : i64
              %68 = llvm.getelementptr %12[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %65, %68 : f64, !llvm.ptr<1>
            }
            %56 = arith.cmpi slt, %41, %14 : i64
            scf.if %56 {
              %59 = memref.load %alloca_25[] : memref<f64>
              %cst_47 = arith.constant 5.000000e-01 : f64
              %60 = arith.muli %41, %15 : i64
              %61 = arith.addi %32, %60 : i64
              %62 = llvm.getelementptr %12[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %63 = llvm.load %62 : !llvm.ptr<1> -> f64
              %64 = arith.mulf %cst_47, %63 : f64
              %65 = arith.addf %59, %64 : f64
              %66 = arith.muli %41, %15 : i64
              %67 = arith.addi %32, %66 : i64
              %68 = llvm.getelementptr %12[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %65, %68 : f64, !llvm.ptr<1>
            }
            %57 = arith.cmpi slt, %46, %14 : i64
            scf.if %57 {
              %59 = memref.load %alloca_26[] : memref<f64>
              %cst_47 = arith.constant 5.000000e-01 : f64
              %60 = arith.muli %46, %15 : i64
              %61 = arith.addi %32, %60 : i64
              %62 = llvm.getelementptr %12[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %63 = llvm.load %62 : !llvm.ptr<1> -> f64
              %64 = arith.mulf %cst_47, %63 : f64
              %65 = arith.addf %59, %64 : f64
              %66 = arith.muli %46, %15 : i64
              %67 = arith.addi %32, %66 : i64
              %68 = llvm.getelementptr %12[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %65, %68 : f64, !llvm.ptr<1>
            }
            %58 = arith.cmpi slt, %51, %14 : i64
            scf.if %58 {
              %59 = memref.load %alloca_27[] : memref<f64>
              %cst_47 = arith.constant 5.000000e-01 : f64
              %60 = arith.muli %51, %15 : i64
              %61 = arith.addi %32, %60 : i64
              %62 = llvm.getelementptr %12[%61] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %63 = llvm.load %62 : !llvm.ptr<1> -> f64
              %64 = arith.mulf %cst_47, %63 : f64
              %65 = arith.addf %59, %64 : f64
              %66 = arith.muli %51, %15 : i64
              %67 = arith.addi %32, %66 : i64
              %68 = llvm.getelementptr %12[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %65, %68 : f64, !llvm.ptr<1>
            }
          }
        }
      }
      %c0_i64_32 = arith.constant 0 : i64
      %c64_i64_33 = arith.constant 64 : i64
      scf.for %arg6 = %c0_i64_32 to %28 step %c64_i64_33  : i64 {
        %c0_i64_34 = arith.constant 0 : i64
        %c32_i64 = arith.constant 32 : i64
        scf.for %arg7 = %c0_i64_34 to %29 step %c32_i64  : i64 {
          %thread_id_x = gpu.thread_id  x
          %31 = arith.index_cast %thread_id_x : index to i64
          %32 = arith.addi %arg6, %31 : i64
          %thread_id_x_35 = gpu.thread_id  x
          %33 = arith.index_cast %thread_id_x_35 : index to i64
          %thread_id_y = gpu.thread_id  y
          %34 = arith.index_cast %thread_id_y : index to i64
          %35 = arith.addi %arg7, %34 : i64
          %c1_i64 = arith.constant 1 : i64
          %36 = arith.subi %29, %c1_i64 : i64
          %37 = arith.minsi %35, %36 : i64
          %thread_id_y_36 = gpu.thread_id  y
          %38 = arith.index_cast %thread_id_y_36 : index to i64
          %39 = arith.addi %arg7, %38 : i64
          %c8_i64 = arith.constant 8 : i64
          %40 = arith.addi %39, %c8_i64 : i64
          %c1_i64_37 = arith.constant 1 : i64
          %41 = arith.subi %29, %c1_i64_37 : i64
          %42 = arith.minsi %40, %41 : i64
          %thread_id_y_38 = gpu.thread_id  y
          %43 = arith.index_cast %thread_id_y_38 : index to i64
          %44 = arith.addi %arg7, %43 : i64
          %c16_i64 = arith.constant 16 : i64
          %45 = arith.addi %44, %c16_i64 : i64
          %c1_i64_39 = arith.constant 1 : i64
          %46 = arith.subi %29, %c1_i64_39 : i64
          %47 = arith.minsi %45, %46 : i64
          %thread_id_y_40 = gpu.thread_id  y
          %48 = arith.index_cast %thread_id_y_40 : index to i64
          %49 = arith.addi %arg7, %48 : i64
          %c24_i64 = arith.constant 24 : i64
          %50 = arith.addi %49, %c24_i64 : i64
          %c1_i64_41 = arith.constant 1 : i64
          %51 = arith.subi %29, %c1_i64_41 : i64
          %52 = arith.minsi %50, %51 : i64
          %cst = arith.constant 0.000000e+00 : f64
          memref.store %cst, %alloca_28[] : memref<f64>
          %cst_42 = arith.constant 0.000000e+00 : f64
          memref.store %cst_42, %alloca_29[] : memref<f64>
          %cst_43 = arith.constant 0.000000e+00 : f64
          memref.store %cst_43, %alloca_30[] : memref<f64>
          %cst_44 = arith.constant 0.000000e+00 : f64
          memref.store %cst_44, %alloca_31[] : memref<f64>
          %c0_i64_45 = arith.constant 0 : i64
          %c32_i64_46 = arith.constant 32 : i64
          scf.for %arg8 = %c0_i64_45 to %18 step %c32_i64_46  : i64 {
            gpu.barrier
            %c0_i64_47 = arith.constant 0 : i64
            %c4_i64 = arith.constant 4 : i64
            %c1_i64_48 = arith.constant 1 : i64
            scf.for %arg9 = %c0_i64_47 to %c4_i64 step %c1_i64_48  : i64 {
              %thread_id_x_52 = gpu.thread_id  x
              %56 = arith.index_cast %thread_id_x_52 : index to i64
              %c64_i64_53 = arith.constant 64 : i64
              %thread_id_y_54 = gpu.thread_id  y
              %57 = arith.index_cast %thread_id_y_54 : index to i64
              %58 = arith.muli %c64_i64_53, %57 : i64
              %59 = arith.addi %56, %58 : i64
              %c512_i64 = arith.constant 512 : i64
              %60 = arith.muli %arg9, %c512_i64 : i64
              %61 = arith.addi %59, %60 : i64
              %c32_i64_55 = arith.constant 32 : i64
              %62 = arith.remsi %61, %c32_i64_55 : i64
              %c32_i64_56 = arith.constant 32 : i64
              %63 = arith.divsi %61, %c32_i64_56 : i64
              %64 = arith.addi %arg8, %62 : i64
              %c1_i64_57 = arith.constant 1 : i64
              %65 = arith.subi %18, %c1_i64_57 : i64
              %66 = arith.minsi %64, %65 : i64
              %67 = arith.addi %arg6, %63 : i64
              %c1_i64_58 = arith.constant 1 : i64
              %68 = arith.subi %28, %c1_i64_58 : i64
              %69 = arith.minsi %67, %68 : i64
              %70 = arith.muli %69, %20 : i64
              %71 = arith.addi %66, %70 : i64
              %72 = llvm.getelementptr %17[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %73 = llvm.load %72 : !llvm.ptr<1> -> f64
              %74 = llvm.mlir.addressof @__tinyc_stack_gemm_dynamic : !llvm.ptr<3>
              %c64_i64_59 = arith.constant 64 : i64
              %75 = arith.muli %62, %c64_i64_59 : i64
              %76 = arith.addi %63, %75 : i64
              %77 = llvm.getelementptr %74[%76] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
              llvm.store %73, %77 : f64, !llvm.ptr<3>
            }
            gpu.barrier
            %c32_i64_49 = arith.constant 32 : i64
            %54 = arith.subi %18, %arg8 : i64
            %55 = arith.minsi %c32_i64_49, %54 : i64
            %c0_i64_50 = arith.constant 0 : i64
            %c1_i64_51 = arith.constant 1 : i64
            scf.for %arg9 = %c0_i64_50 to %55 step %c1_i64_51  : i64 {
              %56 = arith.addi %arg8, %arg9 : i64
              %57 = llvm.mlir.addressof @__tinyc_stack_gemm_dynamic : !llvm.ptr<3>
              %c64_i64_52 = arith.constant 64 : i64
              %58 = arith.muli %arg9, %c64_i64_52 : i64
              %59 = arith.addi %33, %58 : i64
              %60 = llvm.getelementptr %57[%59] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
              %61 = llvm.load %60 : !llvm.ptr<3> -> f64
              %62 = arith.muli %37, %25 : i64
              %63 = arith.addi %56, %62 : i64
              %64 = llvm.getelementptr %22[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %65 = llvm.load %64 : !llvm.ptr<1> -> f64
              %66 = arith.muli %42, %25 : i64
              %67 = arith.addi %56, %66 : i64
              %68 = llvm.getelementptr %22[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %69 = llvm.load %68 : !llvm.ptr<1> -> f64
              %70 = arith.muli %47, %25 : i64
              %71 = arith.addi %56, %70 : i64
              %72 = llvm.getelementptr %22[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %73 = llvm.load %72 : !llvm.ptr<1> -> f64
              %74 = arith.muli %52, %25 : i64
              %75 = arith.addi %56, %74 : i64
              %76 = llvm.getelementptr %22[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %77 = llvm.load %76 : !llvm.ptr<1> -> f64
              %78 = memref.load %alloca_28[] : memref<f64>
              %79 = arith.mulf %61, %65 : f64
              %80 = arith.addf %78, %79 : f64
              memref.store %80, %alloca_28[] : memref<f64>
              %81 = memref.load %alloca_29[] : memref<f64>
              %82 = arith.mulf %61, %69 : f64
              %83 = arith.addf %81, %82 : f64
              memref.store %83, %alloca_29[] : memref<f64>
              %84 = memref.load %alloca_30[] : memref<f64>
              %85 = arith.mulf %61, %73 : f64
              %86 = arith.addf %84, %85 : f64
              memref.store %86, %alloca_30[] : memref<f64>
              %87 = memref.load %alloca_31[] : memref<f64>
              %88 = arith.mulf %61, %77 : f64
              %89 = arith.addf %87, %88 : f64
              memref.store %89, %alloca_31[] : memref<f64>
            }
          }
          %53 = arith.cmpi slt, %32, %28 : i64
          scf.if %53 {
            %54 = arith.cmpi slt, %35, %29 : i64
            scf.if %54 {
              %58 = memref.load %alloca_28[] : memref<f64>
              %59 = arith.muli %35, %30 : i64
              %60 = arith.addi %32, %59 : i64
              %61 = llvm.getelementptr %27[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %58, %61 : f64, !llvm.ptr<1>
            }
            %55 = arith.cmpi slt, %40, %29 : i64
            scf.if %55 {
              %58 = memref.load %alloca_29[] : memref<f64>
              %59 = arith.muli %40, %30 : i64
              %60 = arith.addi %32, %59 : i64
              %61 = llvm.getelementptr %27[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %58, %61 : f64, !llvm.ptr<1>
            }
            %56 = arith.cmpi slt, %45, %29 : i64
            scf.if %56 {
              %58 = memref.load %alloca_30[] : memref<f64>
              %59 = arith.muli %45, %30 : i64
              %60 = arith.addi %32, %59 : i64
              %61 = llvm.getelementptr %27[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %58, %61 : f64, !llvm.ptr<1>
            }
            %57 = arith.cmpi slt, %50, %29 : i64
            scf.if %57 {
              %58 = memref.load %alloca_31[] : memref<f64>
              %59 = arith.muli %50, %30 : i64
              %60 = arith.addi %32, %59 : i64
              %61 = llvm.getelementptr %27[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %58, %61 : f64, !llvm.ptr<1>
            }
          }
        }
      }
      gpu.return
    }
  }
}
