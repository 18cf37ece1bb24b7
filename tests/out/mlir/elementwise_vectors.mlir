module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @elementwise_vectors(%arg0: memref<37x?xf32, strided<[1, 37]>, 1>, %arg1: memref<37x?xf32, strided<[1, 37]>, 1>, %arg2: memref<37x?xf32, strided<[1, 37]>, 1>, %arg3: f64, %arg4: memref<8x5x?xf64, strided<[1, 8, 40]>, 1>, %arg5: memref<8x5x?xf64, strided<[1, 8, 40]>, 1>, %arg6: f32, %arg7: memref<20x3x?xf32, strided<[1, 20, 60]>, 1>, %arg8: memref<20x3x?xf32, strided<[1, 20, 60]>, 1>, %arg9: memref<10x?xf32, strided<[1, 10]>, 1>, %arg10: memref<20x3x?xf32, strided<[1, 20, 60]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 2, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<37x?xf32, strided<[1, 37]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<37x?xf32, strided<[1, 37]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<37x?xf32, strided<[1, 37]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<37x?xf32, strided<[1, 37]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<37x?xf32, strided<[1, 37]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<37x?xf32, strided<[1, 37]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg4 : memref<8x5x?xf64, strided<[1, 8, 40]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg4 : memref<8x5x?xf64, strided<[1, 8, 40]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg5 : memref<8x5x?xf64, strided<[1, 8, 40]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg5 : memref<8x5x?xf64, strided<[1, 8, 40]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %arg7 : memref<20x3x?xf32, strided<[1, 20, 60]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg7 : memref<20x3x?xf32, strided<[1, 20, 60]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg8 : memref<20x3x?xf32, strided<[1, 20, 60]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg8 : memref<20x3x?xf32, strided<[1, 20, 60]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg9 : memref<10x?xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg9 : memref<10x?xf32, strided<[1, 10]>, 1> -> index
      %21 = arith.index_cast %intptr_34 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_32#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:3, %strides_38:3 = memref.extract_strided_metadata %arg10 : memref<20x3x?xf32, strided<[1, 20, 60]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg10 : memref<20x3x?xf32, strided<[1, 20, 60]>, 1> -> index
      %24 = arith.index_cast %intptr_39 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %sizes_37#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_40 = memref.alloca() : memref<f64>
      %alloca_41 = memref.alloca() : memref<f64>
      %alloca_42 = memref.alloca() : memref<f64>
      %alloca_43 = memref.alloca() : memref<f64>
      %alloca_44 = memref.alloca() : memref<f64>
      %alloca_45 = memref.alloca() : memref<f32>
      %alloca_46 = memref.alloca() : memref<f32>
      %alloca_47 = memref.alloca() : memref<f32>
      %alloca_48 = memref.alloca() : memref<f32>
      %alloca_49 = memref.alloca() : memref<f32>
      %alloca_50 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %27 = arith.index_cast %block_id_x : index to i64
      %c37_i64 = arith.constant 37 : i64
      %28 = arith.muli %27, %c37_i64 : i64
      %29 = llvm.getelementptr %1[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c37_i64_51 = arith.constant 37 : i64
      %30 = arith.muli %27, %c37_i64_51 : i64
      %31 = llvm.getelementptr %4[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c37_i64_52 = arith.constant 37 : i64
      %32 = arith.muli %27, %c37_i64_52 : i64
      %33 = llvm.getelementptr %7[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %34 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %35 = arith.index_cast %thread_id_y : index to i64
      %36 = arith.muli %c64_i64, %35 : i64
      %37 = arith.addi %34, %36 : i64
      %c37_i64_53 = arith.constant 37 : i64
      %c128_i64 = arith.constant 128 : i64
      scf.for %arg11 = %37 to %c37_i64_53 step %c128_i64  : i64 {
        %63 = llvm.getelementptr %29[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %64 = llvm.load %63 : !llvm.ptr<1> -> f32
        %65 = llvm.getelementptr %31[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %66 = llvm.load %65 : !llvm.ptr<1> -> f32
        %67 = arith.mulf %64, %66 : f32
        %68 = llvm.getelementptr %33[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %67, %68 : f32, !llvm.ptr<1>
      }
      %c40_i64 = arith.constant 40 : i64
      %38 = arith.muli %27, %c40_i64 : i64
      %39 = llvm.getelementptr %10[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c40_i64_54 = arith.constant 40 : i64
      %40 = arith.muli %27, %c40_i64_54 : i64
      %41 = llvm.getelementptr %13[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_55 = gpu.thread_id  x
      %42 = arith.index_cast %thread_id_x_55 : index to i64
      %c8_i64 = arith.constant 8 : i64
      %c64_i64_56 = arith.constant 64 : i64
      scf.for %arg11 = %42 to %c8_i64 step %c64_i64_56  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_71 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64 to %c1_i64 step %c1_i64_71  : i64 {
          %thread_id_y_72 = gpu.thread_id  y
          %63 = arith.index_cast %thread_id_y_72 : index to i64
          %c6_i64 = arith.constant 6 : i64
          %64 = arith.muli %arg12, %c6_i64 : i64
          %65 = arith.addi %63, %64 : i64
          %c5_i64 = arith.constant 5 : i64
          %66 = arith.cmpi slt, %65, %c5_i64 : i64
          scf.if %66 {
            %c8_i64_78 = arith.constant 8 : i64
            %74 = arith.muli %65, %c8_i64_78 : i64
            %75 = arith.addi %arg11, %74 : i64
            %76 = llvm.getelementptr %39[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %77 = llvm.load %76 : !llvm.ptr<1> -> f64
            memref.store %77, %alloca[] : memref<f64>
            %c8_i64_79 = arith.constant 8 : i64
            %78 = arith.muli %65, %c8_i64_79 : i64
            %79 = arith.addi %arg11, %78 : i64
            %80 = llvm.getelementptr %41[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %81 = llvm.load %80 : !llvm.ptr<1> -> f64
            memref.store %81, %alloca_40[] : memref<f64>
          }
          %c2_i64 = arith.constant 2 : i64
          %67 = arith.addi %65, %c2_i64 : i64
          %c5_i64_73 = arith.constant 5 : i64
          %68 = arith.cmpi slt, %67, %c5_i64_73 : i64
          scf.if %68 {
            %c8_i64_78 = arith.constant 8 : i64
            %74 = arith.muli %67, %c8_i64_78 : i64
            %75 = arith.addi %arg11, %74 : i64
            %76 = llvm.getelementptr %39[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %77 = llvm.load %76 : !llvm.ptr<1> -> f64
            memref.store %77, %alloca_41[] : memref<f64>
            %c8_i64_79 = arith.constant 8 : i64
            %78 = arith.muli %67, %c8_i64_79 : i64
            %79 = arith.addi %arg11, %78 : i64
            %80 = llvm.getelementptr %41[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %81 = llvm.load %80 : !llvm.ptr<1> -> f64
            memref.store %81, %alloca_42[] : memref<f64>
          }
          %c4_i64 = arith.constant 4 : i64
          %69 = arith.addi %65, %c4_i64 : i64
          %c5_i64_74 = arith.constant 5 : i64
          %70 = arith.cmpi slt, %69, %c5_i64_74 : i64
          scf.if %70 {
            %c8_i64_78 = arith.constant 8 : i64
            %74 = arith.muli %69, %c8_i64_78 : i64
            %75 = arith.addi %arg11, %74 : i64
            %76 = llvm.getelementptr %39[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %77 = llvm.load %76 : !llvm.ptr<1> -> f64
            memref.store %77, %alloca_43[] : memref<f64>
            %c8_i64_79 = arith.constant 8 : i64
            %78 = arith.muli %69, %c8_i64_79 : i64
            %79 = arith.addi %arg11, %78 : i64
            %80 = llvm.getelementptr %41[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            %81 = llvm.load %80 : !llvm.ptr<1> -> f64
            memref.store %81, %alloca_44[] : memref<f64>
          }
          %c5_i64_75 = arith.constant 5 : i64
          %71 = arith.cmpi slt, %65, %c5_i64_75 : i64
          scf.if %71 {
            %74 = memref.load %alloca[] : memref<f64>
            %75 = memref.load %alloca_40[] : memref<f64>
            %76 = llvm.intr.fma(%arg3, %74, %75) : (f64, f64, f64) -> f64
            %c8_i64_78 = arith.constant 8 : i64
            %77 = arith.muli %65, %c8_i64_78 : i64
            %78 = arith.addi %arg11, %77 : i64
            %79 = llvm.getelementptr %41[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %76, %79 : f64, !llvm.ptr<1>
          }
          %c5_i64_76 = arith.constant 5 : i64
          %72 = arith.cmpi slt, %67, %c5_i64_76 : i64
          scf.if %72 {
            %74 = memref.load %alloca_41[] : memref<f64>
            %75 = memref.load %alloca_42[] : memref<f64>
            %76 = llvm.intr.fma(%arg3, %74, %75) : (f64, f64, f64) -> f64
            %c8_i64_78 = arith.constant 8 : i64
            %77 = arith.muli %67, %c8_i64_78 : i64
            %78 = arith.addi %arg11, %77 : i64
            %79 = llvm.getelementptr %41[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %76, %79 : f64, !llvm.ptr<1>
          }
          %c5_i64_77 = arith.constant 5 : i64
          %73 = arith.cmpi slt, %69, %c5_i64_77 : i64
          scf.if %73 {
            %74 = memref.load %alloca_43[] : memref<f64>
            %75 = memref.load %alloca_44[] : memref<f64>
            %76 = llvm.intr.fma(%arg3, %74, %75) : (f64, f64, f64) -> f64
            %c8_i64_78 = arith.constant 8 : i64
            %77 = arith.muli %69, %c8_i64_78 : i64
            %78 = arith.addi %arg11, %77 : i64
            %79 = llvm.getelementptr %41[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
            llvm.store %76, %79 : f64, !llvm.ptr<1>
          }
        }
      }
      %c60_i64 = arith.constant 60 : i64
      %43 = arith.muli %27, %c60_i64 : i64
      %44 = llvm.getelementptr %16[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64_57 = arith.constant 60 : i64
      %45 = arith.muli %27, %c60_i64_57 : i64
      %46 = llvm.getelementptr %19[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_58 = gpu.thread_id  x
      %47 = arith.index_cast %thread_id_x_58 : index to i64
      %c20_i64 = arith.constant 20 : i64
      %c64_i64_59 = arith.constant 64 : i64
      scf.for %arg11 = %47 to %c20_i64 step %c64_i64_59  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_71 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64 to %c1_i64 step %c1_i64_71  : i64 {
          %thread_id_y_72 = gpu.thread_id  y
          %63 = arith.index_cast %thread_id_y_72 : index to i64
          %c4_i64 = arith.constant 4 : i64
          %64 = arith.muli %arg12, %c4_i64 : i64
          %65 = arith.addi %63, %64 : i64
          %c3_i64 = arith.constant 3 : i64
          %66 = arith.cmpi slt, %65, %c3_i64 : i64
          scf.if %66 {
            %c20_i64_76 = arith.constant 20 : i64
            %71 = arith.muli %65, %c20_i64_76 : i64
            %72 = arith.addi %arg11, %71 : i64
            %73 = llvm.getelementptr %44[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %74 = llvm.load %73 : !llvm.ptr<1> -> f32
            memref.store %74, %alloca_45[] : memref<f32>
            %c20_i64_77 = arith.constant 20 : i64
            %75 = arith.muli %65, %c20_i64_77 : i64
            %76 = arith.addi %arg11, %75 : i64
            %77 = llvm.getelementptr %46[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %78 = llvm.load %77 : !llvm.ptr<1> -> f32
            memref.store %78, %alloca_46[] : memref<f32>
          }
          %c2_i64 = arith.constant 2 : i64
          %67 = arith.addi %65, %c2_i64 : i64
          %c3_i64_73 = arith.constant 3 : i64
          %68 = arith.cmpi slt, %67, %c3_i64_73 : i64
          scf.if %68 {
            %c20_i64_76 = arith.constant 20 : i64
            %71 = arith.muli %67, %c20_i64_76 : i64
            %72 = arith.addi %arg11, %71 : i64
            %73 = llvm.getelementptr %44[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %74 = llvm.load %73 : !llvm.ptr<1> -> f32
            memref.store %74, %alloca_47[] : memref<f32>
            %c20_i64_77 = arith.constant 20 : i64
            %75 = arith.muli %67, %c20_i64_77 : i64
            %76 = arith.addi %arg11, %75 : i64
            %77 = llvm.getelementptr %46[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %78 = llvm.load %77 : !llvm.ptr<1> -> f32
            memref.store %78, %alloca_48[] : memref<f32>
          }
          %c3_i64_74 = arith.constant 3 : i64
          %69 = arith.cmpi slt, %65, %c3_i64_74 : i64
          scf.if %69 {
            %71 = memref.load %alloca_46[] : memref<f32>
            %cst = arith.constant 2.000000e+00 : f32
            %72 = memref.load %alloca_45[] : memref<f32>
            %73 = arith.mulf %cst, %72 : f32
            %74 = llvm.intr.fma(%arg6, %71, %73) : (f32, f32, f32) -> f32
            %c20_i64_76 = arith.constant 20 : i64
            %75 = arith.muli %65, %c20_i64_76 : i64
            %76 = arith.addi %arg11, %75 : i64
            %77 = llvm.getelementptr %46[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %74, %77 : f32, !llvm.ptr<1>
          }
          %c3_i64_75 = arith.constant 3 : i64
          %70 = arith.cmpi slt, %67, %c3_i64_75 : i64
          scf.if %70 {
            %71 = memref.load %alloca_48[] : memref<f32>
            %cst = arith.constant 2.000000e+00 : f32
            %72 = memref.load %alloca_47[] : memref<f32>
            %73 = arith.mulf %cst, %72 : f32
            %74 = llvm.intr.fma(%arg6, %71, %73) : (f32, f32, f32) -> f32
            %c20_i64_76 = arith.constant 20 : i64
            %75 = arith.muli %67, %c20_i64_76 : i64
            %76 = arith.addi %arg11, %75 : i64
            %77 = llvm.getelementptr %46[%76] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %74, %77 : f32, !llvm.ptr<1>
          }
        }
      }
      %c37_i64_60 = arith.constant 37 : i64
      %48 = arith.muli %27, %c37_i64_60 : i64
      %49 = llvm.getelementptr %1[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c37_i64_61 = arith.constant 37 : i64
      %50 = arith.muli %27, %c37_i64_61 : i64
      %51 = llvm.getelementptr %4[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c10_i64 = arith.constant 10 : i64
      %52 = arith.muli %27, %c10_i64 : i64
      %53 = llvm.getelementptr %22[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_62 = gpu.thread_id  x
      %54 = arith.index_cast %thread_id_x_62 : index to i64
      %c64_i64_63 = arith.constant 64 : i64
      %thread_id_y_64 = gpu.thread_id  y
      %55 = arith.index_cast %thread_id_y_64 : index to i64
      %56 = arith.muli %c64_i64_63, %55 : i64
      %57 = arith.addi %54, %56 : i64
      %c10_i64_65 = arith.constant 10 : i64
      %c128_i64_66 = arith.constant 128 : i64
      scf.for %arg11 = %57 to %c10_i64_65 step %c128_i64_66  : i64 {
        %63 = llvm.getelementptr %49[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %64 = llvm.load %63 : !llvm.ptr<1> -> f32
        %65 = llvm.getelementptr %51[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %66 = llvm.load %65 : !llvm.ptr<1> -> f32
        %67 = arith.mulf %64, %66 : f32
        %68 = llvm.getelementptr %53[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %67, %68 : f32, !llvm.ptr<1>
      }
      %c60_i64_67 = arith.constant 60 : i64
      %58 = arith.muli %27, %c60_i64_67 : i64
      %59 = llvm.getelementptr %16[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c60_i64_68 = arith.constant 60 : i64
      %60 = arith.muli %27, %c60_i64_68 : i64
      %61 = llvm.getelementptr %25[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_69 = gpu.thread_id  x
      %62 = arith.index_cast %thread_id_x_69 : index to i64
      %c16_i64 = arith.constant 16 : i64
      %c64_i64_70 = arith.constant 64 : i64
      scf.for %arg11 = %62 to %c16_i64 step %c64_i64_70  : i64 {
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_71 = arith.constant 1 : i64
        scf.for %arg12 = %c0_i64 to %c1_i64 step %c1_i64_71  : i64 {
          %thread_id_y_72 = gpu.thread_id  y
          %63 = arith.index_cast %thread_id_y_72 : index to i64
          %c4_i64 = arith.constant 4 : i64
          %64 = arith.muli %arg12, %c4_i64 : i64
          %65 = arith.addi %63, %64 : i64
          %c3_i64 = arith.constant 3 : i64
          %66 = arith.cmpi slt, %65, %c3_i64 : i64
          scf.if %66 {
            %c20_i64_76 = arith.constant 20 : i64
            %71 = arith.muli %65, %c20_i64_76 : i64
            %72 = arith.addi %arg11, %71 : i64
            %73 = llvm.getelementptr %59[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %74 = llvm.load %73 : !llvm.ptr<1> -> f32
            memref.store %74, %alloca_49[] : memref<f32>
          }
          %c2_i64 = arith.constant 2 : i64
          %67 = arith.addi %65, %c2_i64 : i64
          %c3_i64_73 = arith.constant 3 : i64
          %68 = arith.cmpi slt, %67, %c3_i64_73 : i64
          scf.if %68 {
            %c20_i64_76 = arith.constant 20 : i64
            %71 = arith.muli %67, %c20_i64_76 : i64
            %72 = arith.addi %arg11, %71 : i64
            %73 = llvm.getelementptr %59[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %74 = llvm.load %73 : !llvm.ptr<1> -> f32
            memref.store %74, %alloca_50[] : memref<f32>
          }
          %c3_i64_74 = arith.constant 3 : i64
          %69 = arith.cmpi slt, %65, %c3_i64_74 : i64
          scf.if %69 {
            %71 = memref.load %alloca_49[] : memref<f32>
            %c20_i64_76 = arith.constant 20 : i64
            %72 = arith.muli %65, %c20_i64_76 : i64
            %73 = arith.addi %arg11, %72 : i64
            %74 = llvm.getelementptr %61[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %71, %74 : f32, !llvm.ptr<1>
          }
          %c3_i64_75 = arith.constant 3 : i64
          %70 = arith.cmpi slt, %67, %c3_i64_75 : i64
          scf.if %70 {
            %71 = memref.load %alloca_50[] : memref<f32>
            %c20_i64_76 = arith.constant 20 : i64
            %72 = arith.muli %67, %c20_i64_76 : i64
            %73 = arith.addi %arg11, %72 : i64
            %74 = llvm.getelementptr %61[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %71, %74 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.return
    }
  }
}
