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
      %31 = llvm.mlir.constant(1 : i64) : i64
      %32 = llvm.alloca %31 x f64 : (i64) -> !llvm.ptr
      %33 = llvm.alloca %31 x f64 : (i64) -> !llvm.ptr
      %34 = llvm.alloca %31 x f64 : (i64) -> !llvm.ptr
      %35 = llvm.alloca %31 x f64 : (i64) -> !llvm.ptr
      %36 = llvm.alloca %31 x f64 : (i64) -> !llvm.ptr
      %37 = llvm.alloca %31 x f64 : (i64) -> !llvm.ptr
      %38 = llvm.alloca %31 x f64 : (i64) -> !llvm.ptr
      %39 = llvm.alloca %31 x f64 : (i64) -> !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg6 = %c0_i64 to %13 step %c64_i64  : i64 {
        %c0_i64_27 = arith.constant 0 : i64
        %c32_i64 = arith.constant 32 : i64
        scf.for %arg7 = %c0_i64_27 to %14 step %c32_i64  : i64 {
          %thread_id_x = gpu.thread_id  x
          %40 = arith.index_cast %thread_id_x : index to i64
          %41 = arith.addi %arg6, %40 : i64
          %c1_i64 = arith.constant 1 : i64
          %42 = arith.subi %13, %c1_i64 : i64
          %43 = arith.minsi %41, %42 : i64
          %thread_id_y = gpu.thread_id  y
          %44 = arith.index_cast %thread_id_y : index to i64
          %45 = arith.addi %arg7, %44 : i64
          %c1_i64_28 = arith.constant 1 : i64
          %46 = arith.subi %14, %c1_i64_28 : i64
          %47 = arith.minsi %45, %46 : i64
          %thread_id_y_29 = gpu.thread_id  y
          %48 = arith.index_cast %thread_id_y_29 : index to i64
          %49 = arith.addi %arg7, %48 : i64
          %c8_i64 = arith.constant 8 : i64
          %50 = arith.addi %49, %c8_i64 : i64
          %c1_i64_30 = arith.constant 1 : i64
          %51 = arith.subi %14, %c1_i64_30 : i64
          %52 = arith.minsi %50, %51 : i64
          %thread_id_y_31 = gpu.thread_id  y
          %53 = arith.index_cast %thread_id_y_31 : index to i64
          %54 = arith.addi %arg7, %53 : i64
          %c16_i64 = arith.constant 16 : i64
          %55 = arith.addi %54, %c16_i64 : i64
          %c1_i64_32 = arith.constant 1 : i64
          %56 = arith.subi %14, %c1_i64_32 : i64
          %57 = arith.minsi %55, %56 : i64
          %thread_id_y_33 = gpu.thread_id  y
          %58 = arith.index_cast %thread_id_y_33 : index to i64
          %59 = arith.addi %arg7, %58 : i64
          %c24_i64 = arith.constant 24 : i64
          %60 = arith.addi %59, %c24_i64 : i64
          %c1_i64_34 = arith.constant 1 : i64
          %61 = arith.subi %14, %c1_i64_34 : i64
          %62 = arith.minsi %60, %61 : i64
          %cst = arith.constant 0.000000e+00 : f64
          llvm.store %cst, %32 : f64, !llvm.ptr
          %cst_35 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_35, %33 : f64, !llvm.ptr
          %cst_36 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_36, %34 : f64, !llvm.ptr
          %cst_37 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_37, %35 : f64, !llvm.ptr
          %c0_i64_38 = arith.constant 0 : i64
          %c1_i64_39 = arith.constant 1 : i64
          scf.for %arg8 = %c0_i64_38 to %3 step %c1_i64_39  : i64 {
            %64 = arith.muli %arg8, %4 : i64
            %65 = arith.addi %43, %64 : i64
            %66 = llvm.getelementptr %1[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %67 = llvm.load %66 : !llvm.ptr<1> -> f64
            %68 = arith.muli %arg8, %8 : i64
            %69 = arith.muli %47, %10 : i64
            %70 = arith.addi %68, %69 : i64
            %71 = llvm.getelementptr %6[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %72 = llvm.load %71 : !llvm.ptr<1> -> f64
            %73 = arith.muli %arg8, %8 : i64
            %74 = arith.muli %52, %10 : i64
            %75 = arith.addi %73, %74 : i64
            %76 = llvm.getelementptr %6[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %77 = llvm.load %76 : !llvm.ptr<1> -> f64
            %78 = arith.muli %arg8, %8 : i64
            %79 = arith.muli %57, %10 : i64
            %80 = arith.addi %78, %79 : i64
            %81 = llvm.getelementptr %6[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %82 = llvm.load %81 : !llvm.ptr<1> -> f64
            %83 = arith.muli %arg8, %8 : i64
            %84 = arith.muli %62, %10 : i64
            %85 = arith.addi %83, %84 : i64
            %86 = llvm.getelementptr %6[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %87 = llvm.load %86 : !llvm.ptr<1> -> f64
            %88 = llvm.load %32 : !llvm.ptr -> f64
            %89 = arith.mulf %67, %72 : f64
            %90 = arith.addf %88, %89 : f64
            llvm.store %90, %32 : f64, !llvm.ptr
            %91 = llvm.load %33 : !llvm.ptr -> f64
            %92 = arith.mulf %67, %77 : f64
            %93 = arith.addf %91, %92 : f64
            llvm.store %93, %33 : f64, !llvm.ptr
            %94 = llvm.load %34 : !llvm.ptr -> f64
            %95 = arith.mulf %67, %82 : f64
            %96 = arith.addf %94, %95 : f64
            llvm.store %96, %34 : f64, !llvm.ptr
            %97 = llvm.load %35 : !llvm.ptr -> f64
            %98 = arith.mulf %67, %87 : f64
            %99 = arith.addf %97, %98 : f64
            llvm.store %99, %35 : f64, !llvm.ptr
          }
          %63 = arith.cmpi slt, %41, %13 : i64
          scf.if %63 {
            %64 = arith.cmpi slt, %45, %14 : i64
            scf.if %64 {
              %68 = llvm.load %32 : !llvm.ptr -> f64
              %cst_40 = arith.constant 5.000000e-01 : f64
              %69 = arith.muli %45, %15 : i64
              %70 = arith.addi %41, %69 : i64
              %71 = llvm.getelementptr %12[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %72 = llvm.load %71 : !llvm.ptr<1> -> f64
              %73 = arith.mulf %cst_40, %72 : f64
              %74 = arith.addf %68, %73 : f64
              %75 = arith.muli %45, %15 : i64
              %76 = arith.addi %41, %75 : i64
              %77 = llvm.getelementptr %12[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %74, %77 : f64, !llvm.ptr<1>
            }
            %65 = arith.cmpi slt, %50, %14 : i64
            scf.if %65 {
              %68 = llvm.load %33 : !llvm.ptr -> f64
              %cst_40 = arith.constant 5.000000e-01 : f64
              %69 = arith.muli %50, %15 : i64
              %70 = arith.addi %41, %69 : i64
              %71 = llvm.getelementptr %12[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %72 = llvm.load %71 : !llvm.ptr<1> -> f64
              %73 = arith.mulf %cst_40, %72 : f64
              %74 = arith.addf %68, %73 : f64
              %75 = arith.muli %50, %15 : i64
              %76 = arith.addi %41, %75 : i64
              %77 = llvm.getelementptr %12[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %74, %77 : f64, !llvm.ptr<1>
            }
            %66 = arith.cmpi slt, %55, %14 : i64
            scf.if %66 {
              %68 = llvm.load %34 : !llvm.ptr -> f64
              %cst_40 = arith.constant 5.000000e-01 : f64
              %69 = arith.muli %55, %15 : i64
              %70 = arith.addi %41, %69 : i64
              %71 = llvm.getelementptr %12[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %72 = llvm.load %71 : !llvm.ptr<1> -> f64
              %73 = arith.mulf %cst_40, %72 : f64
              %74 = arith.addf %68, %73 : f64
              %75 = arith.muli %55, %15 : i64
              %76 = arith.addi %41, %75 : i64
              %77 = llvm.getelementptr %12[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %74, %77 : f64, !llvm.ptr<1>
            }
            %67 = arith.cmpi slt, %60, %14 : i64
            scf.if %67 {
              %68 = llvm.load %35 : !llvm.ptr -> f64
              %cst_40 = arith.constant 5.000000e-01 : f64
              %69 = arith.muli %60, %15 : i64
              %70 = arith.addi %41, %69 : i64
              %71 = llvm.getelementptr %12[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %72 = llvm.load %71 : !llvm.ptr<1> -> f64
              %73 = arith.mulf %cst_40, %72 : f64
              %74 = arith.addf %68, %73 : f64
              %75 = arith.muli %60, %15 : i64
              %76 = arith.addi %41, %75 : i64
              %77 = llvm.getelementptr %12[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %74, %77 : f64, !llvm.ptr<1>
            }
          }
        }
      }
      %c0_i64_25 = arith.constant 0 : i64
      %c64_i64_26 = arith.constant 64 : i64
      scf.for %arg6 = %c0_i64_25 to %28 step %c64_i64_26  : i64 {
        %c0_i64_27 = arith.constant 0 : i64
        %c32_i64 = arith.constant 32 : i64
        scf.for %arg7 = %c0_i64_27 to %29 step %c32_i64  : i64 {
          %thread_id_x = gpu.thread_id  x
          %40 = arith.index_cast %thread_id_x : index to i64
          %41 = arith.addi %arg6, %40 : i64
          %thread_id_x_28 = gpu.thread_id  x
          %42 = arith.index_cast %thread_id_x_28 : index to i64
          %thread_id_y = gpu.thread_id  y
          %43 = arith.index_cast %thread_id_y : index to i64
          %44 = arith.addi %arg7, %43 : i64
          %c1_i64 = arith.constant 1 : i64
          %45 = arith.subi %29, %c1_i64 : i64
          %46 = arith.minsi %44, %45 : i64
          %thread_id_y_29 = gpu.thread_id  y
          %47 = arith.index_cast %thread_id_y_29 : index to i64
          %48 = arith.addi %arg7, %47 : i64
          %c8_i64 = arith.constant 8 : i64
          %49 = arith.addi %48, %c8_i64 : i64
          %c1_i64_30 = arith.constant 1 : i64
          %50 = arith.subi %29, %c1_i64_30 : i64
          %51 = arith.minsi %49, %50 : i64
          %thread_id_y_31 = gpu.thread_id  y
          %52 = arith.index_cast %thread_id_y_31 : index to i64
          %53 = arith.addi %arg7, %52 : i64
          %c16_i64 = arith.constant 16 : i64
          %54 = arith.addi %53, %c16_i64 : i64
          %c1_i64_32 = arith.constant 1 : i64
          %55 = arith.subi %29, %c1_i64_32 : i64
          %56 = arith.minsi %54, %55 : i64
          %thread_id_y_33 = gpu.thread_id  y
          %57 = arith.index_cast %thread_id_y_33 : index to i64
          %58 = arith.addi %arg7, %57 : i64
          %c24_i64 = arith.constant 24 : i64
          %59 = arith.addi %58, %c24_i64 : i64
          %c1_i64_34 = arith.constant 1 : i64
          %60 = arith.subi %29, %c1_i64_34 : i64
          %61 = arith.minsi %59, %60 : i64
          %cst = arith.constant 0.000000e+00 : f64
          llvm.store %cst, %36 : f64, !llvm.ptr
          %cst_35 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_35, %37 : f64, !llvm.ptr
          %cst_36 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_36, %38 : f64, !llvm.ptr
          %cst_37 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_37, %39 : f64, !llvm.ptr
          %c0_i64_38 = arith.constant 0 : i64
          %c32_i64_39 = arith.constant 32 : i64
          scf.for %arg8 = %c0_i64_38 to %18 step %c32_i64_39  : i64 {
            gpu.barrier
            %c0_i64_40 = arith.constant 0 : i64
            %c4_i64 = arith.constant 4 : i64
            %c1_i64_41 = arith.constant 1 : i64
            scf.for %arg9 = %c0_i64_40 to %c4_i64 step %c1_i64_41  : i64 {
              %thread_id_x_45 = gpu.thread_id  x
              %65 = arith.index_cast %thread_id_x_45 : index to i64
              %c64_i64_46 = arith.constant 64 : i64
              %thread_id_y_47 = gpu.thread_id  y
              %66 = arith.index_cast %thread_id_y_47 : index to i64
              %67 = arith.muli %c64_i64_46, %66 : i64
              %68 = arith.addi %65, %67 : i64
              %c512_i64 = arith.constant 512 : i64
              %69 = arith.muli %arg9, %c512_i64 : i64
              %70 = arith.addi %68, %69 : i64
              %c32_i64_48 = arith.constant 32 : i64
              %71 = arith.remsi %70, %c32_i64_48 : i64
              %c32_i64_49 = arith.constant 32 : i64
              %72 = arith.divsi %70, %c32_i64_49 : i64
              %73 = arith.addi %arg8, %71 : i64
              %c1_i64_50 = arith.constant 1 : i64
              %74 = arith.subi %18, %c1_i64_50 : i64
              %75 = arith.minsi %73, %74 : i64
              %76 = arith.addi %arg6, %72 : i64
              %c1_i64_51 = arith.constant 1 : i64
              %77 = arith.subi %28, %c1_i64_51 : i64
              %78 = arith.minsi %76, %77 : i64
              %79 = arith.muli %78, %20 : i64
              %80 = arith.addi %75, %79 : i64
              %81 = llvm.getelementptr %17[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %82 = llvm.load %81 : !llvm.ptr<1> -> f64
              %83 = llvm.mlir.addressof @__tinyc_stack_gemm_dynamic : !llvm.ptr<3>
              %c64_i64_52 = arith.constant 64 : i64
              %84 = arith.muli %71, %c64_i64_52 : i64
              %85 = arith.addi %72, %84 : i64
              %86 = llvm.getelementptr %83[%85] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
              llvm.store %82, %86 : f64, !llvm.ptr<3>
            }
            gpu.barrier
            %c32_i64_42 = arith.constant 32 : i64
            %63 = arith.subi %18, %arg8 : i64
            %64 = arith.minsi %c32_i64_42, %63 : i64
            %c0_i64_43 = arith.constant 0 : i64
            %c1_i64_44 = arith.constant 1 : i64
            scf.for %arg9 = %c0_i64_43 to %64 step %c1_i64_44  : i64 {
              %65 = arith.addi %arg8, %arg9 : i64
              %66 = llvm.mlir.addressof @__tinyc_stack_gemm_dynamic : !llvm.ptr<3>
              %c64_i64_45 = arith.constant 64 : i64
              %67 = arith.muli %arg9, %c64_i64_45 : i64
              %68 = arith.addi %42, %67 : i64
              %69 = llvm.getelementptr %66[%68] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
              %70 = llvm.load %69 : !llvm.ptr<3> -> f64
              %71 = arith.muli %46, %25 : i64
              %72 = arith.addi %65, %71 : i64
              %73 = llvm.getelementptr %22[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %74 = llvm.load %73 : !llvm.ptr<1> -> f64
              %75 = arith.muli %51, %25 : i64
              %76 = arith.addi %65, %75 : i64
              %77 = llvm.getelementptr %22[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %78 = llvm.load %77 : !llvm.ptr<1> -> f64
              %79 = arith.muli %56, %25 : i64
              %80 = arith.addi %65, %79 : i64
              %81 = llvm.getelementptr %22[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %82 = llvm.load %81 : !llvm.ptr<1> -> f64
              %83 = arith.muli %61, %25 : i64
              %84 = arith.addi %65, %83 : i64
              %85 = llvm.getelementptr %22[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              %86 = llvm.load %85 : !llvm.ptr<1> -> f64
              %87 = llvm.load %36 : !llvm.ptr -> f64
              %88 = arith.mulf %70, %74 : f64
              %89 = arith.addf %87, %88 : f64
              llvm.store %89, %36 : f64, !llvm.ptr
              %90 = llvm.load %37 : !llvm.ptr -> f64
              %91 = arith.mulf %70, %78 : f64
              %92 = arith.addf %90, %91 : f64
              llvm.store %92, %37 : f64, !llvm.ptr
              %93 = llvm.load %38 : !llvm.ptr -> f64
              %94 = arith.mulf %70, %82 : f64
              %95 = arith.addf %93, %94 : f64
              llvm.store %95, %38 : f64, !llvm.ptr
              %96 = llvm.load %39 : !llvm.ptr -> f64
              %97 = arith.mulf %70, %86 : f64
              %98 = arith.addf %96, %97 : f64
              llvm.store %98, %39 : f64, !llvm.ptr
            }
          }
          %62 = arith.cmpi slt, %41, %28 : i64
          scf.if %62 {
            %63 = arith.cmpi slt, %44, %29 : i64
            scf.if %63 {
              %67 = llvm.load %36 : !llvm.ptr -> f64
              %68 = arith.muli %44, %30 : i64
              %69 = arith.addi %41, %68 : i64
              %70 = llvm.getelementptr %27[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %67, %70 : f64, !llvm.ptr<1>
            }
            %64 = arith.cmpi slt, %49, %29 : i64
            scf.if %64 {
              %67 = llvm.load %37 : !llvm.ptr -> f64
              %68 = arith.muli %49, %30 : i64
              %69 = arith.addi %41, %68 : i64
              %70 = llvm.getelementptr %27[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %67, %70 : f64, !llvm.ptr<1>
            }
            %65 = arith.cmpi slt, %54, %29 : i64
            scf.if %65 {
              %67 = llvm.load %38 : !llvm.ptr -> f64
              %68 = arith.muli %54, %30 : i64
              %69 = arith.addi %41, %68 : i64
              %70 = llvm.getelementptr %27[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %67, %70 : f64, !llvm.ptr<1>
            }
            %66 = arith.cmpi slt, %59, %29 : i64
            scf.if %66 {
              %67 = llvm.load %39 : !llvm.ptr -> f64
              %68 = arith.muli %59, %30 : i64
              %69 = arith.addi %41, %68 : i64
              %70 = llvm.getelementptr %27[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
              llvm.store %67, %70 : f64, !llvm.ptr<1>
            }
          }
        }
      }
      gpu.return
    }
  }
}
