module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @gpu_unrolled(%arg0: memref<100x?xf32, strided<[1, 100]>, 1>, %arg1: memref<100x?xf32, strided<[1, 100]>, 1>, %arg2: memref<128x?xf32, strided<[1, 128]>, 1>, %arg3: memref<128x?xf32, strided<[1, 128]>, 1>, %arg4: memref<128x?xf32, strided<[1, 128]>, 1>, %arg5: memref<70x?xf64, strided<[1, 70]>, 1>, %arg6: memref<7x9x?xf64, strided<[1, 7, 63]>, 1>, %arg7: memref<100x?xf32, strided<[1, 100]>, 1>, %arg8: memref<64x?xf64, strided<[1, 64]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<100x?xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<100x?xf32, strided<[1, 100]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<100x?xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<100x?xf32, strided<[1, 100]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<128x?xf32, strided<[1, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<128x?xf32, strided<[1, 128]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<128x?xf32, strided<[1, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<128x?xf32, strided<[1, 128]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<128x?xf32, strided<[1, 128]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<128x?xf32, strided<[1, 128]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<70x?xf64, strided<[1, 70]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<70x?xf64, strided<[1, 70]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg6 : memref<7x9x?xf64, strided<[1, 7, 63]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<7x9x?xf64, strided<[1, 7, 63]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg7 : memref<100x?xf32, strided<[1, 100]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg7 : memref<100x?xf32, strided<[1, 100]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg8 : memref<64x?xf64, strided<[1, 64]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg8 : memref<64x?xf64, strided<[1, 64]>, 1> -> index
      %24 = arith.index_cast %intptr_39 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_37#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_40 = memref.alloca() : memref<f32>
      %alloca_41 = memref.alloca() : memref<f32>
      %alloca_42 = memref.alloca() : memref<f32>
      %alloca_43 = memref.alloca() : memref<f32>
      %alloca_44 = memref.alloca() : memref<f32>
      %alloca_45 = memref.alloca() : memref<f32>
      %alloca_46 = memref.alloca() : memref<f32>
      %alloca_47 = memref.alloca() : memref<f64>
      %alloca_48 = memref.alloca() : memref<f64>
      %alloca_49 = memref.alloca() : memref<f64>
      %alloca_50 = memref.alloca() : memref<f64>
      %alloca_51 = memref.alloca() : memref<f64>
      %alloca_52 = memref.alloca() : memref<f64>
      %alloca_53 = memref.alloca() : memref<f64>
      %alloca_54 = memref.alloca() : memref<f64>
      %alloca_55 = memref.alloca() : memref<f32>
      %alloca_56 = memref.alloca() : memref<f32>
      %alloca_57 = memref.alloca() : memref<f32>
      %alloca_58 = memref.alloca() : memref<f32>
      %alloca_59 = memref.alloca() : memref<f32>
      %alloca_60 = memref.alloca() : memref<f32>
      %alloca_61 = memref.alloca() : memref<f32>
      %alloca_62 = memref.alloca() : memref<f32>
      %alloca_63 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %27 = arith.index_cast %block_id_x : index to i64
      %c100_i64 = arith.constant 100 : i64
      %28 = arith.muli %27, %c100_i64 : i64
      %29 = llvm.getelementptr %1[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c100_i64_64 = arith.constant 100 : i64
      %30 = arith.muli %27, %c100_i64_64 : i64
      %31 = llvm.getelementptr %4[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_65 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64 to %c1_i64 step %c1_i64_65  : i64 {
        %thread_id_x = gpu.thread_id  x
        %46 = arith.index_cast %thread_id_x : index to i64
        %c128_i64_84 = arith.constant 128 : i64
        %47 = arith.muli %arg9, %c128_i64_84 : i64
        %48 = arith.addi %46, %47 : i64
        %c100_i64_85 = arith.constant 100 : i64
        %49 = arith.cmpi slt, %48, %c100_i64_85 : i64
        scf.if %49 {
          %60 = llvm.getelementptr %29[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %61 = llvm.load %60 : !llvm.ptr<1> -> f32
          memref.store %61, %alloca[] : memref<f32>
          %62 = llvm.getelementptr %31[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %63 = llvm.load %62 : !llvm.ptr<1> -> f32
          memref.store %63, %alloca_40[] : memref<f32>
        }
        %c32_i64 = arith.constant 32 : i64
        %50 = arith.addi %48, %c32_i64 : i64
        %c100_i64_86 = arith.constant 100 : i64
        %51 = arith.cmpi slt, %50, %c100_i64_86 : i64
        scf.if %51 {
          %60 = llvm.getelementptr %29[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %61 = llvm.load %60 : !llvm.ptr<1> -> f32
          memref.store %61, %alloca_41[] : memref<f32>
          %62 = llvm.getelementptr %31[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %63 = llvm.load %62 : !llvm.ptr<1> -> f32
          memref.store %63, %alloca_42[] : memref<f32>
        }
        %c64_i64_87 = arith.constant 64 : i64
        %52 = arith.addi %48, %c64_i64_87 : i64
        %c100_i64_88 = arith.constant 100 : i64
        %53 = arith.cmpi slt, %52, %c100_i64_88 : i64
        scf.if %53 {
          %60 = llvm.getelementptr %29[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %61 = llvm.load %60 : !llvm.ptr<1> -> f32
          memref.store %61, %alloca_43[] : memref<f32>
          %62 = llvm.getelementptr %31[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %63 = llvm.load %62 : !llvm.ptr<1> -> f32
          memref.store %63, %alloca_44[] : memref<f32>
        }
        %c96_i64 = arith.constant 96 : i64
        %54 = arith.addi %48, %c96_i64 : i64
        %c100_i64_89 = arith.constant 100 : i64
        %55 = arith.cmpi slt, %54, %c100_i64_89 : i64
        scf.if %55 {
          %60 = llvm.getelementptr %29[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %61 = llvm.load %60 : !llvm.ptr<1> -> f32
          memref.store %61, %alloca_45[] : memref<f32>
          %62 = llvm.getelementptr %31[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %63 = llvm.load %62 : !llvm.ptr<1> -> f32
          memref.store %63, %alloca_46[] : memref<f32>
        }
        %c100_i64_90 = arith.constant 100 : i64
        %56 = arith.cmpi slt, %48, %c100_i64_90 : i64
        scf.if %56 {
          %60 = memref.load %alloca_40[] : memref<f32>
          %cst = arith.constant 2.000000e+00 : f32
          %61 = memref.load %alloca[] : memref<f32>
          %62 = arith.mulf %cst, %61 : f32
          %63 = arith.addf %60, %62 : f32
          %64 = llvm.getelementptr %31[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %63, %64 : f32, !llvm.ptr<1>
        }
        %c100_i64_91 = arith.constant 100 : i64
        %57 = arith.cmpi slt, %50, %c100_i64_91 : i64
        scf.if %57 {
          %60 = memref.load %alloca_42[] : memref<f32>
          %cst = arith.constant 2.000000e+00 : f32
          %61 = memref.load %alloca_41[] : memref<f32>
          %62 = arith.mulf %cst, %61 : f32
          %63 = arith.addf %60, %62 : f32
          %64 = llvm.getelementptr %31[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %63, %64 : f32, !llvm.ptr<1>
        }
        %c100_i64_92 = arith.constant 100 : i64
        %58 = arith.cmpi slt, %52, %c100_i64_92 : i64
        scf.if %58 {
          %60 = memref.load %alloca_44[] : memref<f32>
          %cst = arith.constant 2.000000e+00 : f32
          %61 = memref.load %alloca_43[] : memref<f32>
          %62 = arith.mulf %cst, %61 : f32
          %63 = arith.addf %60, %62 : f32
          %64 = llvm.getelementptr %31[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %63, %64 : f32, !llvm.ptr<1>
        }
        %c100_i64_93 = arith.constant 100 : i64
        %59 = arith.cmpi slt, %54, %c100_i64_93 : i64
        scf.if %59 {
          %60 = memref.load %alloca_46[] : memref<f32>
          %cst = arith.constant 2.000000e+00 : f32
          %61 = memref.load %alloca_45[] : memref<f32>
          %62 = arith.mulf %cst, %61 : f32
          %63 = arith.addf %60, %62 : f32
          %64 = llvm.getelementptr %31[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %63, %64 : f32, !llvm.ptr<1>
        }
      }
      %c128_i64 = arith.constant 128 : i64
      %32 = arith.muli %27, %c128_i64 : i64
      %33 = llvm.getelementptr %7[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64_66 = arith.constant 128 : i64
      %34 = arith.muli %27, %c128_i64_66 : i64
      %35 = llvm.getelementptr %10[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c128_i64_67 = arith.constant 128 : i64
      %36 = arith.muli %27, %c128_i64_67 : i64
      %37 = llvm.getelementptr %13[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64_68 = arith.constant 0 : i64
      %c1_i64_69 = arith.constant 1 : i64
      %c1_i64_70 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_68 to %c1_i64_69 step %c1_i64_70  : i64 {
        %thread_id_x = gpu.thread_id  x
        %46 = arith.index_cast %thread_id_x : index to i64
        %c128_i64_84 = arith.constant 128 : i64
        %47 = arith.muli %arg9, %c128_i64_84 : i64
        %48 = arith.addi %46, %47 : i64
        %49 = llvm.getelementptr %33[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %50 = llvm.load %49 : !llvm.ptr<1> -> f32
        %51 = llvm.getelementptr %35[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %52 = llvm.load %51 : !llvm.ptr<1> -> f32
        %53 = arith.mulf %50, %52 : f32
        %c32_i64 = arith.constant 32 : i64
        %54 = arith.addi %48, %c32_i64 : i64
        %55 = llvm.getelementptr %33[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %56 = llvm.load %55 : !llvm.ptr<1> -> f32
        %57 = llvm.getelementptr %35[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %58 = llvm.load %57 : !llvm.ptr<1> -> f32
        %59 = arith.mulf %56, %58 : f32
        %c64_i64_85 = arith.constant 64 : i64
        %60 = arith.addi %48, %c64_i64_85 : i64
        %61 = llvm.getelementptr %33[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %62 = llvm.load %61 : !llvm.ptr<1> -> f32
        %63 = llvm.getelementptr %35[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %64 = llvm.load %63 : !llvm.ptr<1> -> f32
        %65 = arith.mulf %62, %64 : f32
        %c96_i64 = arith.constant 96 : i64
        %66 = arith.addi %48, %c96_i64 : i64
        %67 = llvm.getelementptr %33[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %68 = llvm.load %67 : !llvm.ptr<1> -> f32
        %69 = llvm.getelementptr %35[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %70 = llvm.load %69 : !llvm.ptr<1> -> f32
        %71 = arith.mulf %68, %70 : f32
        %72 = llvm.getelementptr %37[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %53, %72 : f32, !llvm.ptr<1>
        %73 = llvm.getelementptr %37[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %59, %73 : f32, !llvm.ptr<1>
        %74 = llvm.getelementptr %37[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %65, %74 : f32, !llvm.ptr<1>
        %75 = llvm.getelementptr %37[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %71, %75 : f32, !llvm.ptr<1>
      }
      %c70_i64 = arith.constant 70 : i64
      %38 = arith.muli %27, %c70_i64 : i64
      %39 = llvm.getelementptr %16[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64_71 = arith.constant 0 : i64
      %c1_i64_72 = arith.constant 1 : i64
      %c1_i64_73 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_71 to %c1_i64_72 step %c1_i64_73  : i64 {
        %thread_id_x = gpu.thread_id  x
        %46 = arith.index_cast %thread_id_x : index to i64
        %c96_i64 = arith.constant 96 : i64
        %47 = arith.muli %arg9, %c96_i64 : i64
        %48 = arith.addi %46, %47 : i64
        %c70_i64_84 = arith.constant 70 : i64
        %49 = arith.cmpi slt, %48, %c70_i64_84 : i64
        scf.if %49 {
          %57 = llvm.getelementptr %39[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %58 = llvm.load %57 : !llvm.ptr<1> -> f64
          memref.store %58, %alloca_47[] : memref<f64>
          %59 = llvm.getelementptr %39[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %60 = llvm.load %59 : !llvm.ptr<1> -> f64
          memref.store %60, %alloca_48[] : memref<f64>
        }
        %c32_i64 = arith.constant 32 : i64
        %50 = arith.addi %48, %c32_i64 : i64
        %c70_i64_85 = arith.constant 70 : i64
        %51 = arith.cmpi slt, %50, %c70_i64_85 : i64
        scf.if %51 {
          %57 = llvm.getelementptr %39[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %58 = llvm.load %57 : !llvm.ptr<1> -> f64
          memref.store %58, %alloca_49[] : memref<f64>
          %59 = llvm.getelementptr %39[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %60 = llvm.load %59 : !llvm.ptr<1> -> f64
          memref.store %60, %alloca_50[] : memref<f64>
        }
        %c64_i64_86 = arith.constant 64 : i64
        %52 = arith.addi %48, %c64_i64_86 : i64
        %c70_i64_87 = arith.constant 70 : i64
        %53 = arith.cmpi slt, %52, %c70_i64_87 : i64
        scf.if %53 {
          %57 = llvm.getelementptr %39[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %58 = llvm.load %57 : !llvm.ptr<1> -> f64
          memref.store %58, %alloca_51[] : memref<f64>
          %59 = llvm.getelementptr %39[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %60 = llvm.load %59 : !llvm.ptr<1> -> f64
          memref.store %60, %alloca_52[] : memref<f64>
        }
        %c70_i64_88 = arith.constant 70 : i64
        %54 = arith.cmpi slt, %48, %c70_i64_88 : i64
        scf.if %54 {
          %57 = memref.load %alloca_48[] : memref<f64>
          %cst = arith.constant 5.000000e-01 : f64
          %58 = memref.load %alloca_47[] : memref<f64>
          %59 = arith.mulf %cst, %58 : f64
          %60 = arith.addf %57, %59 : f64
          %61 = llvm.getelementptr %39[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %60, %61 : f64, !llvm.ptr<1>
        }
        %c70_i64_89 = arith.constant 70 : i64
        %55 = arith.cmpi slt, %50, %c70_i64_89 : i64
        scf.if %55 {
          %57 = memref.load %alloca_50[] : memref<f64>
          %cst = arith.constant 5.000000e-01 : f64
          %58 = memref.load %alloca_49[] : memref<f64>
          %59 = arith.mulf %cst, %58 : f64
          %60 = arith.addf %57, %59 : f64
          %61 = llvm.getelementptr %39[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %60, %61 : f64, !llvm.ptr<1>
        }
        %c70_i64_90 = arith.constant 70 : i64
        %56 = arith.cmpi slt, %52, %c70_i64_90 : i64
        scf.if %56 {
          %57 = memref.load %alloca_52[] : memref<f64>
          %cst = arith.constant 5.000000e-01 : f64
          %58 = memref.load %alloca_51[] : memref<f64>
          %59 = arith.mulf %cst, %58 : f64
          %60 = arith.addf %57, %59 : f64
          %61 = llvm.getelementptr %39[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %60, %61 : f64, !llvm.ptr<1>
        }
      }
      %c63_i64 = arith.constant 63 : i64
      %40 = arith.muli %27, %c63_i64 : i64
      %41 = llvm.getelementptr %19[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64_74 = arith.constant 0 : i64
      %c1_i64_75 = arith.constant 1 : i64
      %c1_i64_76 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_74 to %c1_i64_75 step %c1_i64_76  : i64 {
        %thread_id_x = gpu.thread_id  x
        %46 = arith.index_cast %thread_id_x : index to i64
        %c64_i64_84 = arith.constant 64 : i64
        %47 = arith.muli %arg9, %c64_i64_84 : i64
        %48 = arith.addi %46, %47 : i64
        %c63_i64_85 = arith.constant 63 : i64
        %49 = arith.cmpi slt, %48, %c63_i64_85 : i64
        scf.if %49 {
          %54 = llvm.getelementptr %41[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %55 = llvm.load %54 : !llvm.ptr<1> -> f64
          memref.store %55, %alloca_53[] : memref<f64>
        }
        %c32_i64 = arith.constant 32 : i64
        %50 = arith.addi %48, %c32_i64 : i64
        %c63_i64_86 = arith.constant 63 : i64
        %51 = arith.cmpi slt, %50, %c63_i64_86 : i64
        scf.if %51 {
          %54 = llvm.getelementptr %41[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %55 = llvm.load %54 : !llvm.ptr<1> -> f64
          memref.store %55, %alloca_54[] : memref<f64>
        }
        %c63_i64_87 = arith.constant 63 : i64
        %52 = arith.cmpi slt, %48, %c63_i64_87 : i64
        scf.if %52 {
          %cst = arith.constant -1.000000e+00 : f64
          %54 = memref.load %alloca_53[] : memref<f64>
          %55 = arith.mulf %cst, %54 : f64
          %56 = llvm.getelementptr %41[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %55, %56 : f64, !llvm.ptr<1>
        }
        %c63_i64_88 = arith.constant 63 : i64
        %53 = arith.cmpi slt, %50, %c63_i64_88 : i64
        scf.if %53 {
          %cst = arith.constant -1.000000e+00 : f64
          %54 = memref.load %alloca_54[] : memref<f64>
          %55 = arith.mulf %cst, %54 : f64
          %56 = llvm.getelementptr %41[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %55, %56 : f64, !llvm.ptr<1>
        }
      }
      %c100_i64_77 = arith.constant 100 : i64
      %42 = arith.muli %27, %c100_i64_77 : i64
      %43 = llvm.getelementptr %22[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c0_i64_78 = arith.constant 0 : i64
      %c1_i64_79 = arith.constant 1 : i64
      %c1_i64_80 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_78 to %c1_i64_79 step %c1_i64_80  : i64 {
        %c5_i64 = arith.constant 5 : i64
        %thread_id_x = gpu.thread_id  x
        %46 = arith.index_cast %thread_id_x : index to i64
        %47 = arith.addi %c5_i64, %46 : i64
        %c96_i64 = arith.constant 96 : i64
        %48 = arith.muli %arg9, %c96_i64 : i64
        %49 = arith.addi %47, %48 : i64
        %c100_i64_84 = arith.constant 100 : i64
        %50 = arith.cmpi slt, %49, %c100_i64_84 : i64
        scf.if %50 {
          %58 = llvm.getelementptr %29[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %59 = llvm.load %58 : !llvm.ptr<1> -> f32
          memref.store %59, %alloca_55[] : memref<f32>
          %60 = memref.load %alloca_55[] : memref<f32>
          %61 = memref.load %alloca_55[] : memref<f32>
          %62 = arith.mulf %60, %61 : f32
          memref.store %62, %alloca_56[] : memref<f32>
          %63 = memref.load %alloca_56[] : memref<f32>
          %cst = arith.constant 1.000000e+00 : f32
          %64 = arith.subf %63, %cst : f32
          memref.store %64, %alloca_57[] : memref<f32>
        }
        %c32_i64 = arith.constant 32 : i64
        %51 = arith.addi %49, %c32_i64 : i64
        %c100_i64_85 = arith.constant 100 : i64
        %52 = arith.cmpi slt, %51, %c100_i64_85 : i64
        scf.if %52 {
          %58 = llvm.getelementptr %29[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %59 = llvm.load %58 : !llvm.ptr<1> -> f32
          memref.store %59, %alloca_58[] : memref<f32>
          %60 = memref.load %alloca_58[] : memref<f32>
          %61 = memref.load %alloca_58[] : memref<f32>
          %62 = arith.mulf %60, %61 : f32
          memref.store %62, %alloca_59[] : memref<f32>
          %63 = memref.load %alloca_59[] : memref<f32>
          %cst = arith.constant 1.000000e+00 : f32
          %64 = arith.subf %63, %cst : f32
          memref.store %64, %alloca_60[] : memref<f32>
        }
        %c64_i64_86 = arith.constant 64 : i64
        %53 = arith.addi %49, %c64_i64_86 : i64
        %c100_i64_87 = arith.constant 100 : i64
        %54 = arith.cmpi slt, %53, %c100_i64_87 : i64
        scf.if %54 {
          %58 = llvm.getelementptr %29[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %59 = llvm.load %58 : !llvm.ptr<1> -> f32
          memref.store %59, %alloca_61[] : memref<f32>
          %60 = memref.load %alloca_61[] : memref<f32>
          %61 = memref.load %alloca_61[] : memref<f32>
          %62 = arith.mulf %60, %61 : f32
          memref.store %62, %alloca_62[] : memref<f32>
          %63 = memref.load %alloca_62[] : memref<f32>
          %cst = arith.constant 1.000000e+00 : f32
          %64 = arith.subf %63, %cst : f32
          memref.store %64, %alloca_63[] : memref<f32>
        }
        %c100_i64_88 = arith.constant 100 : i64
        %55 = arith.cmpi slt, %49, %c100_i64_88 : i64
        scf.if %55 {
          %58 = memref.load %alloca_57[] : memref<f32>
          %59 = llvm.getelementptr %43[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %58, %59 : f32, !llvm.ptr<1>
        }
        %c100_i64_89 = arith.constant 100 : i64
        %56 = arith.cmpi slt, %51, %c100_i64_89 : i64
        scf.if %56 {
          %58 = memref.load %alloca_60[] : memref<f32>
          %59 = llvm.getelementptr %43[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %58, %59 : f32, !llvm.ptr<1>
        }
        %c100_i64_90 = arith.constant 100 : i64
        %57 = arith.cmpi slt, %53, %c100_i64_90 : i64
        scf.if %57 {
          %58 = memref.load %alloca_63[] : memref<f32>
          %59 = llvm.getelementptr %43[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %58, %59 : f32, !llvm.ptr<1>
        }
      }
      %c64_i64 = arith.constant 64 : i64
      %44 = arith.muli %27, %c64_i64 : i64
      %45 = llvm.getelementptr %25[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64_81 = arith.constant 0 : i64
      %c1_i64_82 = arith.constant 1 : i64
      %c1_i64_83 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_81 to %c1_i64_82 step %c1_i64_83  : i64 {
        %thread_id_x = gpu.thread_id  x
        %46 = arith.index_cast %thread_id_x : index to i64
        %c64_i64_84 = arith.constant 64 : i64
        %47 = arith.muli %arg9, %c64_i64_84 : i64
        %48 = arith.addi %46, %47 : i64
        %49 = llvm.getelementptr %45[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %50 = llvm.load %49 : !llvm.ptr<1> -> f64
        %cst = arith.constant 2.000000e+00 : f64
        %51 = arith.addf %50, %cst : f64
        %c32_i64 = arith.constant 32 : i64
        %52 = arith.addi %48, %c32_i64 : i64
        %53 = llvm.getelementptr %45[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %54 = llvm.load %53 : !llvm.ptr<1> -> f64
        %cst_85 = arith.constant 2.000000e+00 : f64
        %55 = arith.addf %54, %cst_85 : f64
        %56 = llvm.getelementptr %45[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %51, %56 : f64, !llvm.ptr<1>
        %57 = llvm.getelementptr %45[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %55, %57 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
