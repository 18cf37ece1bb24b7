module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_barriers_local() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<960 x i8>
    gpu.func @barriers_local(%arg0: memref<12x20x?xf32, strided<[1, 12, 240]>, 1>, %arg1: memref<12x6xf32, strided<[1, 12]>, 1>, %arg2: memref<20x6x?xf32, strided<[1, 20, 120]>, 1>, %arg3: memref<20x6x?xf32, strided<[1, 20, 120]>, 1>, %arg4: memref<6x20x?xf32, strided<[1, 6, 120]>, 1>, %arg5: memref<?xf32, strided<[1]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 5, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<12x20x?xf32, strided<[1, 12, 240]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<12x20x?xf32, strided<[1, 12, 240]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<12x6xf32, strided<[1, 12]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<12x6xf32, strided<[1, 12]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<20x6x?xf32, strided<[1, 20, 120]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<20x6x?xf32, strided<[1, 20, 120]>, 1> -> index
      %5 = arith.index_cast %intptr_9 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<20x6x?xf32, strided<[1, 20, 120]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<20x6x?xf32, strided<[1, 20, 120]>, 1> -> index
      %8 = arith.index_cast %intptr_14 : index to i64
      %9 = llvm.inttoptr %8 : i64 to !llvm.ptr<1>
      %10 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<6x20x?xf32, strided<[1, 6, 120]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<6x20x?xf32, strided<[1, 6, 120]>, 1> -> index
      %11 = arith.index_cast %intptr_19 : index to i64
      %12 = llvm.inttoptr %11 : i64 to !llvm.ptr<1>
      %13 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %arg5 : memref<?xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<?xf32, strided<[1]>, 1> -> index
      %14 = arith.index_cast %intptr_24 : index to i64
      %15 = llvm.inttoptr %14 : i64 to !llvm.ptr<1>
      %16 = arith.index_cast %sizes_22 : index to i64
      %17 = llvm.mlir.constant(1 : i64) : i64
      %18 = llvm.alloca %17 x f32 : (i64) -> !llvm.ptr
      %19 = llvm.alloca %17 x f32 : (i64) -> !llvm.ptr
      %20 = llvm.alloca %17 x f32 : (i64) -> !llvm.ptr
      %21 = llvm.alloca %17 x f32 : (i64) -> !llvm.ptr
      %22 = llvm.alloca %17 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %23 = arith.index_cast %block_id_x : index to i64
      %c240_i64 = arith.constant 240 : i64
      %24 = arith.muli %23, %c240_i64 : i64
      %25 = llvm.getelementptr %1[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64 = arith.constant 120 : i64
      %26 = arith.muli %23, %c120_i64 : i64
      %27 = llvm.getelementptr %6[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64_25 = arith.constant 120 : i64
      %28 = arith.muli %23, %c120_i64_25 : i64
      %29 = llvm.getelementptr %9[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64_26 = arith.constant 120 : i64
      %30 = arith.muli %23, %c120_i64_26 : i64
      %31 = llvm.getelementptr %12[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %32 = llvm.getelementptr %15[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %33 = llvm.mlir.addressof @__tinyc_stack_barriers_local : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %34 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %35 = arith.index_cast %thread_id_y : index to i64
      %36 = arith.muli %c32_i64, %35 : i64
      %37 = arith.addi %34, %36 : i64
      %c240_i64_27 = arith.constant 240 : i64
      %c160_i64 = arith.constant 160 : i64
      scf.for %arg6 = %37 to %c240_i64_27 step %c160_i64  : i64 {
        %c20_i64_61 = arith.constant 20 : i64
        %66 = arith.remsi %arg6, %c20_i64_61 : i64
        %c20_i64_62 = arith.constant 20 : i64
        %67 = arith.divsi %arg6, %c20_i64_62 : i64
        %c12_i64_63 = arith.constant 12 : i64
        %68 = arith.muli %66, %c12_i64_63 : i64
        %69 = arith.addi %67, %68 : i64
        %70 = llvm.getelementptr %25[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %71 = llvm.load %70 : !llvm.ptr<1> -> f32
        %c20_i64_64 = arith.constant 20 : i64
        %72 = arith.muli %67, %c20_i64_64 : i64
        %73 = arith.addi %66, %72 : i64
        %74 = llvm.getelementptr %33[%73] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %71, %74 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_28 = gpu.thread_id  x
      %38 = arith.index_cast %thread_id_x_28 : index to i64
      %c19_i64 = arith.constant 19 : i64
      %39 = arith.minsi %38, %c19_i64 : i64
      %thread_id_y_29 = gpu.thread_id  y
      %40 = arith.index_cast %thread_id_y_29 : index to i64
      %c5_i64 = arith.constant 5 : i64
      %41 = arith.minsi %40, %c5_i64 : i64
      %thread_id_y_30 = gpu.thread_id  y
      %42 = arith.index_cast %thread_id_y_30 : index to i64
      %c5_i64_31 = arith.constant 5 : i64
      %43 = arith.addi %42, %c5_i64_31 : i64
      %c5_i64_32 = arith.constant 5 : i64
      %44 = arith.minsi %43, %c5_i64_32 : i64
      %cst = arith.constant 0.000000e+00 : f32
      llvm.store %cst, %18 : f32, !llvm.ptr
      %cst_33 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_33, %19 : f32, !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c12_i64 = arith.constant 12 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c12_i64 step %c1_i64  : i64 {
        %c20_i64_61 = arith.constant 20 : i64
        %66 = arith.muli %arg6, %c20_i64_61 : i64
        %67 = arith.addi %39, %66 : i64
        %68 = llvm.getelementptr %33[%67] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %69 = llvm.load %68 : !llvm.ptr<3> -> f32
        %c12_i64_62 = arith.constant 12 : i64
        %70 = arith.muli %41, %c12_i64_62 : i64
        %71 = arith.addi %arg6, %70 : i64
        %72 = llvm.getelementptr %4[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %73 = llvm.load %72 : !llvm.ptr<1> -> f32
        %c12_i64_63 = arith.constant 12 : i64
        %74 = arith.muli %44, %c12_i64_63 : i64
        %75 = arith.addi %arg6, %74 : i64
        %76 = llvm.getelementptr %4[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %77 = llvm.load %76 : !llvm.ptr<1> -> f32
        %78 = llvm.load %18 : !llvm.ptr -> f32
        %79 = arith.mulf %69, %73 : f32
        %80 = arith.addf %78, %79 : f32
        llvm.store %80, %18 : f32, !llvm.ptr
        %81 = llvm.load %19 : !llvm.ptr -> f32
        %82 = arith.mulf %69, %77 : f32
        %83 = arith.addf %81, %82 : f32
        llvm.store %83, %19 : f32, !llvm.ptr
      }
      %c20_i64 = arith.constant 20 : i64
      %45 = arith.cmpi slt, %38, %c20_i64 : i64
      scf.if %45 {
        %c6_i64_61 = arith.constant 6 : i64
        %66 = arith.cmpi slt, %40, %c6_i64_61 : i64
        scf.if %66 {
          %68 = llvm.load %18 : !llvm.ptr -> f32
          %c20_i64_63 = arith.constant 20 : i64
          %69 = arith.muli %40, %c20_i64_63 : i64
          %70 = arith.addi %38, %69 : i64
          %71 = llvm.getelementptr %27[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %68, %71 : f32, !llvm.ptr<1>
        }
        %c6_i64_62 = arith.constant 6 : i64
        %67 = arith.cmpi slt, %43, %c6_i64_62 : i64
        scf.if %67 {
          %68 = llvm.load %19 : !llvm.ptr -> f32
          %c20_i64_63 = arith.constant 20 : i64
          %69 = arith.muli %43, %c20_i64_63 : i64
          %70 = arith.addi %38, %69 : i64
          %71 = llvm.getelementptr %27[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %68, %71 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x_34 = gpu.thread_id  x
      %46 = arith.index_cast %thread_id_x_34 : index to i64
      %c32_i64_35 = arith.constant 32 : i64
      %thread_id_y_36 = gpu.thread_id  y
      %47 = arith.index_cast %thread_id_y_36 : index to i64
      %48 = arith.muli %c32_i64_35, %47 : i64
      %49 = arith.addi %46, %48 : i64
      %c240_i64_37 = arith.constant 240 : i64
      %c160_i64_38 = arith.constant 160 : i64
      scf.for %arg6 = %49 to %c240_i64_37 step %c160_i64_38  : i64 {
        %c12_i64_61 = arith.constant 12 : i64
        %66 = arith.divsi %arg6, %c12_i64_61 : i64
        %c12_i64_62 = arith.constant 12 : i64
        %67 = arith.remsi %arg6, %c12_i64_62 : i64
        %c20_i64_63 = arith.constant 20 : i64
        %68 = arith.muli %67, %c20_i64_63 : i64
        %69 = arith.addi %66, %68 : i64
        %70 = llvm.getelementptr %33[%69] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %71 = llvm.load %70 : !llvm.ptr<3> -> f32
        %cst_64 = arith.constant 3.000000e+00 : f32
        %72 = arith.mulf %71, %cst_64 : f32
        %c20_i64_65 = arith.constant 20 : i64
        %73 = arith.muli %67, %c20_i64_65 : i64
        %74 = arith.addi %66, %73 : i64
        %75 = llvm.getelementptr %33[%74] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %72, %75 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_39 = gpu.thread_id  x
      %50 = arith.index_cast %thread_id_x_39 : index to i64
      %c19_i64_40 = arith.constant 19 : i64
      %51 = arith.minsi %50, %c19_i64_40 : i64
      %thread_id_y_41 = gpu.thread_id  y
      %52 = arith.index_cast %thread_id_y_41 : index to i64
      %c5_i64_42 = arith.constant 5 : i64
      %53 = arith.minsi %52, %c5_i64_42 : i64
      %thread_id_y_43 = gpu.thread_id  y
      %54 = arith.index_cast %thread_id_y_43 : index to i64
      %c5_i64_44 = arith.constant 5 : i64
      %55 = arith.addi %54, %c5_i64_44 : i64
      %c5_i64_45 = arith.constant 5 : i64
      %56 = arith.minsi %55, %c5_i64_45 : i64
      %cst_46 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_46, %20 : f32, !llvm.ptr
      %cst_47 = arith.constant 0.000000e+00 : f32
      llvm.store %cst_47, %21 : f32, !llvm.ptr
      %c0_i64_48 = arith.constant 0 : i64
      %c12_i64_49 = arith.constant 12 : i64
      %c1_i64_50 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_48 to %c12_i64_49 step %c1_i64_50  : i64 {
        %c20_i64_61 = arith.constant 20 : i64
        %66 = arith.muli %arg6, %c20_i64_61 : i64
        %67 = arith.addi %51, %66 : i64
        %68 = llvm.getelementptr %33[%67] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %69 = llvm.load %68 : !llvm.ptr<3> -> f32
        %c12_i64_62 = arith.constant 12 : i64
        %70 = arith.muli %53, %c12_i64_62 : i64
        %71 = arith.addi %arg6, %70 : i64
        %72 = llvm.getelementptr %4[%71] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %73 = llvm.load %72 : !llvm.ptr<1> -> f32
        %c12_i64_63 = arith.constant 12 : i64
        %74 = arith.muli %56, %c12_i64_63 : i64
        %75 = arith.addi %arg6, %74 : i64
        %76 = llvm.getelementptr %4[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %77 = llvm.load %76 : !llvm.ptr<1> -> f32
        %78 = llvm.load %20 : !llvm.ptr -> f32
        %79 = arith.mulf %69, %73 : f32
        %80 = arith.addf %78, %79 : f32
        llvm.store %80, %20 : f32, !llvm.ptr
        %81 = llvm.load %21 : !llvm.ptr -> f32
        %82 = arith.mulf %69, %77 : f32
        %83 = arith.addf %81, %82 : f32
        llvm.store %83, %21 : f32, !llvm.ptr
      }
      %c20_i64_51 = arith.constant 20 : i64
      %57 = arith.cmpi slt, %50, %c20_i64_51 : i64
      scf.if %57 {
        %c6_i64_61 = arith.constant 6 : i64
        %66 = arith.cmpi slt, %52, %c6_i64_61 : i64
        scf.if %66 {
          %68 = llvm.load %20 : !llvm.ptr -> f32
          %c20_i64_63 = arith.constant 20 : i64
          %69 = arith.muli %52, %c20_i64_63 : i64
          %70 = arith.addi %50, %69 : i64
          %71 = llvm.getelementptr %29[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %68, %71 : f32, !llvm.ptr<1>
        }
        %c6_i64_62 = arith.constant 6 : i64
        %67 = arith.cmpi slt, %55, %c6_i64_62 : i64
        scf.if %67 {
          %68 = llvm.load %21 : !llvm.ptr -> f32
          %c20_i64_63 = arith.constant 20 : i64
          %69 = arith.muli %55, %c20_i64_63 : i64
          %70 = arith.addi %50, %69 : i64
          %71 = llvm.getelementptr %29[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %68, %71 : f32, !llvm.ptr<1>
        }
      }
      %58 = llvm.mlir.addressof @__tinyc_stack_barriers_local : !llvm.ptr<3>
      gpu.barrier
      %thread_id_y_52 = gpu.thread_id  y
      %59 = arith.index_cast %thread_id_y_52 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %c5_i64_53 = arith.constant 5 : i64
      scf.for %arg6 = %59 to %c6_i64 step %c5_i64_53  : i64 {
        %thread_id_x_61 = gpu.thread_id  x
        %66 = arith.index_cast %thread_id_x_61 : index to i64
        %c20_i64_62 = arith.constant 20 : i64
        %c32_i64_63 = arith.constant 32 : i64
        scf.for %arg7 = %66 to %c20_i64_62 step %c32_i64_63  : i64 {
          %c20_i64_64 = arith.constant 20 : i64
          %67 = arith.muli %arg6, %c20_i64_64 : i64
          %68 = arith.addi %arg7, %67 : i64
          %69 = llvm.getelementptr %29[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %70 = llvm.load %69 : !llvm.ptr<1> -> f32
          %71 = arith.extf %70 : f32 to f64
          %c20_i64_65 = arith.constant 20 : i64
          %72 = arith.muli %arg6, %c20_i64_65 : i64
          %73 = arith.addi %arg7, %72 : i64
          %74 = llvm.getelementptr %58[%73] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %71, %74 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_y_54 = gpu.thread_id  y
      %60 = arith.index_cast %thread_id_y_54 : index to i64
      %c20_i64_55 = arith.constant 20 : i64
      %c5_i64_56 = arith.constant 5 : i64
      scf.for %arg6 = %60 to %c20_i64_55 step %c5_i64_56  : i64 {
        %thread_id_x_61 = gpu.thread_id  x
        %66 = arith.index_cast %thread_id_x_61 : index to i64
        %c6_i64_62 = arith.constant 6 : i64
        %c32_i64_63 = arith.constant 32 : i64
        scf.for %arg7 = %66 to %c6_i64_62 step %c32_i64_63  : i64 {
          %c20_i64_64 = arith.constant 20 : i64
          %67 = arith.muli %arg7, %c20_i64_64 : i64
          %68 = arith.addi %arg6, %67 : i64
          %69 = llvm.getelementptr %58[%68] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %70 = llvm.load %69 : !llvm.ptr<3> -> f64
          %71 = arith.truncf %70 : f64 to f32
          %c6_i64_65 = arith.constant 6 : i64
          %72 = arith.muli %arg6, %c6_i64_65 : i64
          %73 = arith.addi %arg7, %72 : i64
          %74 = llvm.getelementptr %31[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %71, %74 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x_57 = gpu.thread_id  x
      %61 = arith.index_cast %thread_id_x_57 : index to i64
      %c32_i64_58 = arith.constant 32 : i64
      %thread_id_y_59 = gpu.thread_id  y
      %62 = arith.index_cast %thread_id_y_59 : index to i64
      %63 = arith.muli %c32_i64_58, %62 : i64
      %64 = arith.addi %61, %63 : i64
      %c0_i64_60 = arith.constant 0 : i64
      %65 = arith.cmpi eq, %64, %c0_i64_60 : i64
      scf.if %65 {
        %cst_61 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_61, %22 : f32, !llvm.ptr
        %c0_i64_62 = arith.constant 0 : i64
        %c20_i64_63 = arith.constant 20 : i64
        %c1_i64_64 = arith.constant 1 : i64
        scf.for %arg6 = %c0_i64_62 to %c20_i64_63 step %c1_i64_64  : i64 {
          %67 = llvm.load %22 : !llvm.ptr -> f32
          %c6_i64_65 = arith.constant 6 : i64
          %68 = arith.muli %arg6, %c6_i64_65 : i64
          %69 = llvm.getelementptr %31[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %70 = llvm.load %69 : !llvm.ptr<1> -> f32
          %71 = arith.addf %67, %70 : f32
          llvm.store %71, %22 : f32, !llvm.ptr
        }
        %66 = llvm.load %22 : !llvm.ptr -> f32
        llvm.store %66, %32 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
