module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @sum(%arg0: f32, %arg1: memref<11x6x?xf32, strided<[1, 11, 66]>, 1>, %arg2: memref<30x?xf32, strided<[1, 30]>, 1>, %arg3: memref<11x?xf32, strided<[1, 11]>, 1>, %arg4: memref<6x?xf32, strided<[1, 6]>, 1>, %arg5: memref<6x?xf32, strided<[1, 6]>, 1>, %arg6: memref<?xf64, strided<[1]>, 1>, %arg7: memref<?xf64, strided<[1]>, 1>, %arg8: memref<11x6x?xi8, strided<[1, 11, 66]>, 1>, %arg9: memref<11x?xi64, strided<[1, 11]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg1 : memref<11x6x?xf32, strided<[1, 11, 66]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg1 : memref<11x6x?xf32, strided<[1, 11, 66]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg2 : memref<30x?xf32, strided<[1, 30]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg2 : memref<30x?xf32, strided<[1, 30]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg3 : memref<11x?xf32, strided<[1, 11]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg3 : memref<11x?xf32, strided<[1, 11]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg4 : memref<6x?xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg4 : memref<6x?xf32, strided<[1, 6]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg5 : memref<6x?xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg5 : memref<6x?xf32, strided<[1, 6]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %arg6 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg6 : memref<?xf64, strided<[1]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22 : index to i64
      %base_buffer_25, %offset_26, %sizes_27, %strides_28 = memref.extract_strided_metadata %arg7 : memref<?xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg7 : memref<?xf64, strided<[1]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %arg8 : memref<11x6x?xi8, strided<[1, 11, 66]>, 1> -> memref<i8, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg8 : memref<11x6x?xi8, strided<[1, 11, 66]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#2 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg9 : memref<11x?xi64, strided<[1, 11]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg9 : memref<11x?xi64, strided<[1, 11]>, 1> -> index
      %24 = arith.index_cast %intptr_39 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_37#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_40 = memref.alloca() : memref<f32>
      %alloca_41 = memref.alloca() : memref<f32>
      %alloca_42 = memref.alloca() : memref<f32>
      %alloca_43 = memref.alloca() : memref<f32>
      %alloca_44 = memref.alloca() : memref<f64>
      %alloca_45 = memref.alloca() : memref<f64>
      %alloca_46 = memref.alloca() : memref<i64>
      %block_id_x = gpu.block_id  x
      %27 = arith.index_cast %block_id_x : index to i64
      %c66_i64 = arith.constant 66 : i64
      %28 = arith.muli %27, %c66_i64 : i64
      %29 = llvm.getelementptr %1[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c30_i64 = arith.constant 30 : i64
      %30 = arith.muli %27, %c30_i64 : i64
      %31 = llvm.getelementptr %4[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c11_i64 = arith.constant 11 : i64
      %32 = arith.muli %27, %c11_i64 : i64
      %33 = llvm.getelementptr %7[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c6_i64 = arith.constant 6 : i64
      %34 = arith.muli %27, %c6_i64 : i64
      %35 = llvm.getelementptr %10[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c6_i64_47 = arith.constant 6 : i64
      %36 = arith.muli %27, %c6_i64_47 : i64
      %37 = llvm.getelementptr %13[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %38 = llvm.getelementptr %16[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %39 = llvm.getelementptr %19[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c66_i64_48 = arith.constant 66 : i64
      %40 = arith.muli %27, %c66_i64_48 : i64
      %41 = llvm.getelementptr %22[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
      %c11_i64_49 = arith.constant 11 : i64
      %42 = arith.muli %27, %c11_i64_49 : i64
      %43 = llvm.getelementptr %25[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %thread_id_x = gpu.thread_id  x
      %44 = arith.index_cast %thread_id_x : index to i64
      %c11_i64_50 = arith.constant 11 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg10 = %44 to %c11_i64_50 step %c32_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64_69 = arith.constant 0 : i64
        %c6_i64_70 = arith.constant 6 : i64
        %c1_i64_71 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64_69 to %c6_i64_70 step %c1_i64_71  : i64 {
          %64 = memref.load %alloca[] : memref<f32>
          %c11_i64_72 = arith.constant 11 : i64
          %65 = arith.muli %arg11, %c11_i64_72 : i64
          %66 = arith.addi %arg10, %65 : i64
          %67 = llvm.getelementptr %29[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %68 = llvm.load %67 : !llvm.ptr<1> -> f32
          %69 = arith.addf %64, %68 : f32
          memref.store %69, %alloca[] : memref<f32>
        }
        %62 = memref.load %alloca[] : memref<f32>
        %63 = llvm.getelementptr %33[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %62, %63 : f32, !llvm.ptr<1>
      }
      %thread_id_x_51 = gpu.thread_id  x
      %45 = arith.index_cast %thread_id_x_51 : index to i64
      %c32_i64_52 = arith.constant 32 : i64
      %46 = arith.remsi %45, %c32_i64_52 : i64
      %thread_id_x_53 = gpu.thread_id  x
      %47 = arith.index_cast %thread_id_x_53 : index to i64
      %c32_i64_54 = arith.constant 32 : i64
      %48 = arith.divsi %47, %c32_i64_54 : i64
      %thread_id_y = gpu.thread_id  y
      %49 = arith.index_cast %thread_id_y : index to i64
      %50 = arith.addi %48, %49 : i64
      %c6_i64_55 = arith.constant 6 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg10 = %50 to %c6_i64_55 step %c1_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_40[] : memref<f32>
        %c11_i64_69 = arith.constant 11 : i64
        %c32_i64_70 = arith.constant 32 : i64
        scf.for %arg11 = %46 to %c11_i64_69 step %c32_i64_70  : i64 {
          %77 = memref.load %alloca_40[] : memref<f32>
          %c11_i64_82 = arith.constant 11 : i64
          %78 = arith.muli %arg10, %c11_i64_82 : i64
          %79 = arith.addi %arg11, %78 : i64
          %80 = llvm.getelementptr %29[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %81 = llvm.load %80 : !llvm.ptr<1> -> f32
          %82 = arith.addf %77, %81 : f32
          memref.store %82, %alloca_40[] : memref<f32>
        }
        %62 = memref.load %alloca_40[] : memref<f32>
        %thread_id_x_71 = gpu.thread_id  x
        %63 = arith.index_cast %thread_id_x_71 : index to i64
        %c32_i64_72 = arith.constant 32 : i64
        %64 = arith.remsi %63, %c32_i64_72 : i64
        %65 = arith.trunci %64 : i64 to i32
        %c1_i32 = arith.constant 1 : i32
        %c-1_i32 = arith.constant -1 : i32
        %c31_i32 = arith.constant 31 : i32
        %66 = nvvm.shfl.sync  bfly %c-1_i32, %62, %c1_i32, %c31_i32 : f32 -> f32
        %67 = arith.addf %62, %66 : f32
        %c2_i32 = arith.constant 2 : i32
        %c-1_i32_73 = arith.constant -1 : i32
        %c31_i32_74 = arith.constant 31 : i32
        %68 = nvvm.shfl.sync  bfly %c-1_i32_73, %67, %c2_i32, %c31_i32_74 : f32 -> f32
        %69 = arith.addf %67, %68 : f32
        %c4_i32 = arith.constant 4 : i32
        %c-1_i32_75 = arith.constant -1 : i32
        %c31_i32_76 = arith.constant 31 : i32
        %70 = nvvm.shfl.sync  bfly %c-1_i32_75, %69, %c4_i32, %c31_i32_76 : f32 -> f32
        %71 = arith.addf %69, %70 : f32
        %c8_i32 = arith.constant 8 : i32
        %c-1_i32_77 = arith.constant -1 : i32
        %c31_i32_78 = arith.constant 31 : i32
        %72 = nvvm.shfl.sync  bfly %c-1_i32_77, %71, %c8_i32, %c31_i32_78 : f32 -> f32
        %73 = arith.addf %71, %72 : f32
        %c16_i32 = arith.constant 16 : i32
        %c-1_i32_79 = arith.constant -1 : i32
        %c31_i32_80 = arith.constant 31 : i32
        %74 = nvvm.shfl.sync  bfly %c-1_i32_79, %73, %c16_i32, %c31_i32_80 : f32 -> f32
        %75 = arith.addf %73, %74 : f32
        memref.store %75, %alloca_41[] : memref<f32>
        %c0_i64_81 = arith.constant 0 : i64
        %76 = arith.cmpi eq, %46, %c0_i64_81 : i64
        scf.if %76 {
          %cst_82 = arith.constant 2.000000e+00 : f32
          %77 = memref.load %alloca_41[] : memref<f32>
          %78 = llvm.getelementptr %35[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %79 = llvm.load %78 : !llvm.ptr<1> -> f32
          %80 = llvm.intr.fma(%cst_82, %77, %79) : (f32, f32, f32) -> f32
          %81 = llvm.getelementptr %35[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %80, %81 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_56 = gpu.thread_id  x
      %51 = arith.index_cast %thread_id_x_56 : index to i64
      %c32_i64_57 = arith.constant 32 : i64
      %52 = arith.remsi %51, %c32_i64_57 : i64
      %thread_id_x_58 = gpu.thread_id  x
      %53 = arith.index_cast %thread_id_x_58 : index to i64
      %c32_i64_59 = arith.constant 32 : i64
      %54 = arith.divsi %53, %c32_i64_59 : i64
      %thread_id_y_60 = gpu.thread_id  y
      %55 = arith.index_cast %thread_id_y_60 : index to i64
      %56 = arith.addi %54, %55 : i64
      %c6_i64_61 = arith.constant 6 : i64
      %c1_i64_62 = arith.constant 1 : i64
      scf.for %arg10 = %56 to %c6_i64_61 step %c1_i64_62  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_42[] : memref<f32>
        %c11_i64_69 = arith.constant 11 : i64
        %c32_i64_70 = arith.constant 32 : i64
        scf.for %arg11 = %52 to %c11_i64_69 step %c32_i64_70  : i64 {
          %77 = memref.load %alloca_42[] : memref<f32>
          %c11_i64_82 = arith.constant 11 : i64
          %78 = arith.muli %arg10, %c11_i64_82 : i64
          %79 = arith.addi %arg11, %78 : i64
          %80 = llvm.getelementptr %29[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %81 = llvm.load %80 : !llvm.ptr<1> -> f32
          %82 = arith.addf %77, %81 : f32
          memref.store %82, %alloca_42[] : memref<f32>
        }
        %62 = memref.load %alloca_42[] : memref<f32>
        %thread_id_x_71 = gpu.thread_id  x
        %63 = arith.index_cast %thread_id_x_71 : index to i64
        %c32_i64_72 = arith.constant 32 : i64
        %64 = arith.remsi %63, %c32_i64_72 : i64
        %65 = arith.trunci %64 : i64 to i32
        %c1_i32 = arith.constant 1 : i32
        %c-1_i32 = arith.constant -1 : i32
        %c31_i32 = arith.constant 31 : i32
        %66 = nvvm.shfl.sync  bfly %c-1_i32, %62, %c1_i32, %c31_i32 : f32 -> f32
        %67 = arith.addf %62, %66 : f32
        %c2_i32 = arith.constant 2 : i32
        %c-1_i32_73 = arith.constant -1 : i32
        %c31_i32_74 = arith.constant 31 : i32
        %68 = nvvm.shfl.sync  bfly %c-1_i32_73, %67, %c2_i32, %c31_i32_74 : f32 -> f32
        %69 = arith.addf %67, %68 : f32
        %c4_i32 = arith.constant 4 : i32
        %c-1_i32_75 = arith.constant -1 : i32
        %c31_i32_76 = arith.constant 31 : i32
        %70 = nvvm.shfl.sync  bfly %c-1_i32_75, %69, %c4_i32, %c31_i32_76 : f32 -> f32
        %71 = arith.addf %69, %70 : f32
        %c8_i32 = arith.constant 8 : i32
        %c-1_i32_77 = arith.constant -1 : i32
        %c31_i32_78 = arith.constant 31 : i32
        %72 = nvvm.shfl.sync  bfly %c-1_i32_77, %71, %c8_i32, %c31_i32_78 : f32 -> f32
        %73 = arith.addf %71, %72 : f32
        %c16_i32 = arith.constant 16 : i32
        %c-1_i32_79 = arith.constant -1 : i32
        %c31_i32_80 = arith.constant 31 : i32
        %74 = nvvm.shfl.sync  bfly %c-1_i32_79, %73, %c16_i32, %c31_i32_80 : f32 -> f32
        %75 = arith.addf %73, %74 : f32
        memref.store %75, %alloca_43[] : memref<f32>
        %c0_i64_81 = arith.constant 0 : i64
        %76 = arith.cmpi eq, %52, %c0_i64_81 : i64
        scf.if %76 {
          %77 = llvm.getelementptr %37[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %78 = llvm.load %77 : !llvm.ptr<1> -> f32
          %79 = memref.load %alloca_43[] : memref<f32>
          %80 = llvm.intr.fma(%arg0, %78, %79) : (f32, f32, f32) -> f32
          %81 = llvm.getelementptr %37[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %80, %81 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_63 = gpu.thread_id  x
      %57 = arith.index_cast %thread_id_x_63 : index to i64
      %c0_i64 = arith.constant 0 : i64
      %58 = arith.cmpi eq, %57, %c0_i64 : i64
      scf.if %58 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_44[] : memref<f64>
        %c0_i64_69 = arith.constant 0 : i64
        %c30_i64_70 = arith.constant 30 : i64
        %c1_i64_71 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64_69 to %c30_i64_70 step %c1_i64_71  : i64 {
          %63 = memref.load %alloca_44[] : memref<f64>
          %64 = llvm.getelementptr %31[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %65 = llvm.load %64 : !llvm.ptr<1> -> f32
          %66 = arith.extf %65 : f32 to f64
          %67 = arith.addf %63, %66 : f64
          memref.store %67, %alloca_44[] : memref<f64>
        }
        %62 = memref.load %alloca_44[] : memref<f64>
        llvm.store %62, %38 : f64, !llvm.ptr<1>
      }
      %thread_id_x_64 = gpu.thread_id  x
      %59 = arith.index_cast %thread_id_x_64 : index to i64
      %c0_i64_65 = arith.constant 0 : i64
      %60 = arith.cmpi eq, %59, %c0_i64_65 : i64
      scf.if %60 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_45[] : memref<f64>
        %c0_i64_69 = arith.constant 0 : i64
        %c30_i64_70 = arith.constant 30 : i64
        %c1_i64_71 = arith.constant 1 : i64
        scf.for %arg10 = %c0_i64_69 to %c30_i64_70 step %c1_i64_71  : i64 {
          %66 = memref.load %alloca_45[] : memref<f64>
          %67 = llvm.getelementptr %31[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %68 = llvm.load %67 : !llvm.ptr<1> -> f32
          %69 = arith.extf %68 : f32 to f64
          %70 = arith.addf %66, %69 : f64
          memref.store %70, %alloca_45[] : memref<f64>
        }
        %cst_72 = arith.constant 5.000000e-01 : f64
        %62 = llvm.load %39 : !llvm.ptr<1> -> f64
        %cst_73 = arith.constant -1.000000e+00 : f64
        %63 = memref.load %alloca_45[] : memref<f64>
        %64 = arith.mulf %cst_73, %63 : f64
        %65 = llvm.intr.fma(%cst_72, %62, %64) : (f64, f64, f64) -> f64
        llvm.store %65, %39 : f64, !llvm.ptr<1>
      }
      %thread_id_x_66 = gpu.thread_id  x
      %61 = arith.index_cast %thread_id_x_66 : index to i64
      %c11_i64_67 = arith.constant 11 : i64
      %c32_i64_68 = arith.constant 32 : i64
      scf.for %arg10 = %61 to %c11_i64_67 step %c32_i64_68  : i64 {
        %c0_i64_69 = arith.constant 0 : i64
        memref.store %c0_i64_69, %alloca_46[] : memref<i64>
        %c0_i64_70 = arith.constant 0 : i64
        %c6_i64_71 = arith.constant 6 : i64
        %c1_i64_72 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64_70 to %c6_i64_71 step %c1_i64_72  : i64 {
          %68 = memref.load %alloca_46[] : memref<i64>
          %c11_i64_73 = arith.constant 11 : i64
          %69 = arith.muli %arg11, %c11_i64_73 : i64
          %70 = arith.addi %arg10, %69 : i64
          %71 = llvm.getelementptr %41[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
          %72 = llvm.load %71 : !llvm.ptr<1> -> i8
          %73 = arith.extsi %72 : i8 to i64
          %74 = arith.addi %68, %73 : i64
          memref.store %74, %alloca_46[] : memref<i64>
        }
        %62 = memref.load %alloca_46[] : memref<i64>
        %c2_i64 = arith.constant 2 : i64
        %63 = llvm.getelementptr %43[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %64 = llvm.load %63 : !llvm.ptr<1> -> i64
        %65 = arith.muli %c2_i64, %64 : i64
        %66 = arith.addi %62, %65 : i64
        %67 = llvm.getelementptr %43[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %66, %67 : i64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
