module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @column_reductions(%arg0: memref<37x?x?xf32, strided<[1, 37, ?]>, 1>, %arg1: memref<?x?xf32, strided<[1, ?]>, 1>, %arg2: f32, %arg3: memref<37x?xf32, strided<[1, 37]>, 1>, %arg4: memref<20x6x?xf64, strided<[1, 20, 120]>, 1>, %arg5: memref<20x?xf64, strided<[1, 20]>, 1>, %arg6: memref<20x?xf64, strided<[1, 20]>, 1>, %arg7: memref<10x?xf32, strided<[1, 10]>, 1>, %arg8: memref<37x?xf32, strided<[1, 37]>, 1>, %arg9: memref<?x?xf32, strided<[1, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<37x?x?xf32, strided<[1, 37, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<37x?x?xf32, strided<[1, 37, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %3 = arith.index_cast %sizes#2 : index to i64
      %4 = arith.index_cast %strides#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %5 = arith.index_cast %intptr_4 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_2#0 : index to i64
      %8 = arith.index_cast %sizes_2#1 : index to i64
      %9 = arith.index_cast %strides_3#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg3 : memref<37x?xf32, strided<[1, 37]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg3 : memref<37x?xf32, strided<[1, 37]>, 1> -> index
      %10 = arith.index_cast %intptr_9 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %12 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg4 : memref<20x6x?xf64, strided<[1, 20, 120]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg4 : memref<20x6x?xf64, strided<[1, 20, 120]>, 1> -> index
      %13 = arith.index_cast %intptr_14 : index to i64
      %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<1>
      %15 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg5 : memref<20x?xf64, strided<[1, 20]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg5 : memref<20x?xf64, strided<[1, 20]>, 1> -> index
      %16 = arith.index_cast %intptr_19 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %18 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg6 : memref<20x?xf64, strided<[1, 20]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg6 : memref<20x?xf64, strided<[1, 20]>, 1> -> index
      %19 = arith.index_cast %intptr_24 : index to i64
      %20 = llvm.inttoptr %19 : i64 to !llvm.ptr<1>
      %21 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg7 : memref<10x?xf32, strided<[1, 10]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg7 : memref<10x?xf32, strided<[1, 10]>, 1> -> index
      %22 = arith.index_cast %intptr_29 : index to i64
      %23 = llvm.inttoptr %22 : i64 to !llvm.ptr<1>
      %24 = arith.index_cast %sizes_27#1 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:2, %strides_33:2 = memref.extract_strided_metadata %arg8 : memref<37x?xf32, strided<[1, 37]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg8 : memref<37x?xf32, strided<[1, 37]>, 1> -> index
      %25 = arith.index_cast %intptr_34 : index to i64
      %26 = llvm.inttoptr %25 : i64 to !llvm.ptr<1>
      %27 = arith.index_cast %sizes_32#1 : index to i64
      %base_buffer_35, %offset_36, %sizes_37:2, %strides_38:2 = memref.extract_strided_metadata %arg9 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_39 = memref.extract_aligned_pointer_as_index %arg9 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %28 = arith.index_cast %intptr_39 : index to i64
      %29 = llvm.inttoptr %28 : i64 to !llvm.ptr<1>
      %30 = arith.index_cast %sizes_37#0 : index to i64
      %31 = arith.index_cast %sizes_37#1 : index to i64
      %32 = arith.index_cast %strides_38#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_40 = memref.alloca() : memref<f64>
      %alloca_41 = memref.alloca() : memref<f64>
      %alloca_42 = memref.alloca() : memref<f32>
      %alloca_43 = memref.alloca() : memref<f32>
      %alloca_44 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %33 = arith.index_cast %block_id_x : index to i64
      %34 = arith.muli %33, %4 : i64
      %35 = llvm.getelementptr %1[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %36 = arith.muli %33, %9 : i64
      %37 = llvm.getelementptr %6[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c37_i64 = arith.constant 37 : i64
      %38 = arith.muli %33, %c37_i64 : i64
      %39 = llvm.getelementptr %11[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x : index to i64
      %c37_i64_45 = arith.constant 37 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg10 = %40 to %c37_i64_45 step %c64_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64 to %7 step %c1_i64  : i64 {
          %c37_i64_62 = arith.constant 37 : i64
          %71 = arith.muli %arg11, %c37_i64_62 : i64
          %72 = arith.addi %arg10, %71 : i64
          %73 = llvm.getelementptr %35[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %74 = llvm.load %73 : !llvm.ptr<1> -> f32
          %75 = llvm.getelementptr %37[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %76 = llvm.load %75 : !llvm.ptr<1> -> f32
          %77 = memref.load %alloca[] : memref<f32>
          %78 = llvm.intr.fma(%74, %76, %77) : (f32, f32, f32) -> f32
          memref.store %78, %alloca[] : memref<f32>
        }
        %65 = llvm.getelementptr %39[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %66 = llvm.load %65 : !llvm.ptr<1> -> f32
        %cst_61 = arith.constant 1.500000e+00 : f32
        %67 = memref.load %alloca[] : memref<f32>
        %68 = arith.mulf %cst_61, %67 : f32
        %69 = llvm.intr.fma(%arg2, %66, %68) : (f32, f32, f32) -> f32
        %70 = llvm.getelementptr %39[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %69, %70 : f32, !llvm.ptr<1>
      }
      %c120_i64 = arith.constant 120 : i64
      %41 = arith.muli %33, %c120_i64 : i64
      %42 = llvm.getelementptr %14[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c20_i64 = arith.constant 20 : i64
      %43 = arith.muli %33, %c20_i64 : i64
      %44 = llvm.getelementptr %17[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_46 = gpu.thread_id  x
      %45 = arith.index_cast %thread_id_x_46 : index to i64
      %c20_i64_47 = arith.constant 20 : i64
      %c64_i64_48 = arith.constant 64 : i64
      scf.for %arg10 = %45 to %c20_i64_47 step %c64_i64_48  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_40[] : memref<f64>
        %c0_i64 = arith.constant 0 : i64
        %c6_i64 = arith.constant 6 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
          %67 = memref.load %alloca_40[] : memref<f64>
          %c20_i64_61 = arith.constant 20 : i64
          %68 = arith.muli %arg11, %c20_i64_61 : i64
          %69 = arith.addi %arg10, %68 : i64
          %70 = llvm.getelementptr %42[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %71 = llvm.load %70 : !llvm.ptr<1> -> f64
          %72 = arith.addf %67, %71 : f64
          memref.store %72, %alloca_40[] : memref<f64>
        }
        %65 = memref.load %alloca_40[] : memref<f64>
        %66 = llvm.getelementptr %44[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %65, %66 : f64, !llvm.ptr<1>
      }
      %c20_i64_49 = arith.constant 20 : i64
      %46 = arith.muli %33, %c20_i64_49 : i64
      %47 = llvm.getelementptr %20[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_50 = gpu.thread_id  x
      %48 = arith.index_cast %thread_id_x_50 : index to i64
      %c20_i64_51 = arith.constant 20 : i64
      %c64_i64_52 = arith.constant 64 : i64
      scf.for %arg10 = %48 to %c20_i64_51 step %c64_i64_52  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_41[] : memref<f64>
        %c0_i64 = arith.constant 0 : i64
        %c6_i64 = arith.constant 6 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
          %70 = memref.load %alloca_41[] : memref<f64>
          %c20_i64_61 = arith.constant 20 : i64
          %71 = arith.muli %arg11, %c20_i64_61 : i64
          %72 = arith.addi %arg10, %71 : i64
          %73 = llvm.getelementptr %42[%72] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %74 = llvm.load %73 : !llvm.ptr<1> -> f64
          %75 = arith.addf %70, %74 : f64
          memref.store %75, %alloca_41[] : memref<f64>
        }
        %65 = llvm.getelementptr %47[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %66 = llvm.load %65 : !llvm.ptr<1> -> f64
        %67 = memref.load %alloca_41[] : memref<f64>
        %68 = arith.addf %66, %67 : f64
        %69 = llvm.getelementptr %47[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %68, %69 : f64, !llvm.ptr<1>
      }
      %49 = arith.muli %33, %4 : i64
      %50 = llvm.getelementptr %1[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c10_i64 = arith.constant 10 : i64
      %51 = arith.muli %33, %c10_i64 : i64
      %52 = llvm.getelementptr %23[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_53 = gpu.thread_id  x
      %53 = arith.index_cast %thread_id_x_53 : index to i64
      %c10_i64_54 = arith.constant 10 : i64
      %c64_i64_55 = arith.constant 64 : i64
      scf.for %arg10 = %53 to %c10_i64_54 step %c64_i64_55  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_42[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64 to %7 step %c1_i64  : i64 {
          %c37_i64_61 = arith.constant 37 : i64
          %67 = arith.muli %arg11, %c37_i64_61 : i64
          %68 = arith.addi %arg10, %67 : i64
          %69 = llvm.getelementptr %50[%68] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %70 = llvm.load %69 : !llvm.ptr<1> -> f32
          %71 = llvm.getelementptr %37[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %72 = llvm.load %71 : !llvm.ptr<1> -> f32
          %73 = memref.load %alloca_42[] : memref<f32>
          %74 = llvm.intr.fma(%70, %72, %73) : (f32, f32, f32) -> f32
          memref.store %74, %alloca_42[] : memref<f32>
        }
        %65 = memref.load %alloca_42[] : memref<f32>
        %66 = llvm.getelementptr %52[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %65, %66 : f32, !llvm.ptr<1>
      }
      %c37_i64_56 = arith.constant 37 : i64
      %54 = arith.muli %33, %c37_i64_56 : i64
      %55 = llvm.getelementptr %26[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %56 = arith.muli %33, %32 : i64
      %57 = llvm.getelementptr %29[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_57 = gpu.thread_id  x
      %58 = arith.index_cast %thread_id_x_57 : index to i64
      %c32_i64 = arith.constant 32 : i64
      %59 = arith.remsi %58, %c32_i64 : i64
      %thread_id_x_58 = gpu.thread_id  x
      %60 = arith.index_cast %thread_id_x_58 : index to i64
      %c32_i64_59 = arith.constant 32 : i64
      %61 = arith.divsi %60, %c32_i64_59 : i64
      %c2_i64 = arith.constant 2 : i64
      %thread_id_y = gpu.thread_id  y
      %62 = arith.index_cast %thread_id_y : index to i64
      %63 = arith.muli %c2_i64, %62 : i64
      %64 = arith.addi %61, %63 : i64
      %c2_i64_60 = arith.constant 2 : i64
      scf.for %arg10 = %64 to %30 step %c2_i64_60  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_43[] : memref<f32>
        %c37_i64_61 = arith.constant 37 : i64
        %c32_i64_62 = arith.constant 32 : i64
        scf.for %arg11 = %59 to %c37_i64_61 step %c32_i64_62  : i64 {
          %c37_i64_73 = arith.constant 37 : i64
          %80 = arith.muli %arg10, %c37_i64_73 : i64
          %81 = arith.addi %arg11, %80 : i64
          %82 = llvm.getelementptr %35[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %83 = llvm.load %82 : !llvm.ptr<1> -> f32
          %84 = llvm.getelementptr %55[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %85 = llvm.load %84 : !llvm.ptr<1> -> f32
          %86 = memref.load %alloca_43[] : memref<f32>
          %87 = llvm.intr.fma(%83, %85, %86) : (f32, f32, f32) -> f32
          memref.store %87, %alloca_43[] : memref<f32>
        }
        %65 = memref.load %alloca_43[] : memref<f32>
        %thread_id_x_63 = gpu.thread_id  x
        %66 = arith.index_cast %thread_id_x_63 : index to i64
        %c32_i64_64 = arith.constant 32 : i64
        %67 = arith.remsi %66, %c32_i64_64 : i64
        %68 = arith.trunci %67 : i64 to i32
        %c1_i32 = arith.constant 1 : i32
        %c-1_i32 = arith.constant -1 : i32
        %c31_i32 = arith.constant 31 : i32
        %69 = nvvm.shfl.sync  bfly %c-1_i32, %65, %c1_i32, %c31_i32 : f32 -> f32
        %70 = arith.addf %65, %69 : f32
        %c2_i32 = arith.constant 2 : i32
        %c-1_i32_65 = arith.constant -1 : i32
        %c31_i32_66 = arith.constant 31 : i32
        %71 = nvvm.shfl.sync  bfly %c-1_i32_65, %70, %c2_i32, %c31_i32_66 : f32 -> f32
        %72 = arith.addf %70, %71 : f32
        %c4_i32 = arith.constant 4 : i32
        %c-1_i32_67 = arith.constant -1 : i32
        %c31_i32_68 = arith.constant 31 : i32
        %73 = nvvm.shfl.sync  bfly %c-1_i32_67, %72, %c4_i32, %c31_i32_68 : f32 -> f32
        %74 = arith.addf %72, %73 : f32
        %c8_i32 = arith.constant 8 : i32
        %c-1_i32_69 = arith.constant -1 : i32
        %c31_i32_70 = arith.constant 31 : i32
        %75 = nvvm.shfl.sync  bfly %c-1_i32_69, %74, %c8_i32, %c31_i32_70 : f32 -> f32
        %76 = arith.addf %74, %75 : f32
        %c16_i32 = arith.constant 16 : i32
        %c-1_i32_71 = arith.constant -1 : i32
        %c31_i32_72 = arith.constant 31 : i32
        %77 = nvvm.shfl.sync  bfly %c-1_i32_71, %76, %c16_i32, %c31_i32_72 : f32 -> f32
        %78 = arith.addf %76, %77 : f32
        memref.store %78, %alloca_44[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %79 = arith.cmpi eq, %59, %c0_i64 : i64
        scf.if %79 {
          %80 = memref.load %alloca_44[] : memref<f32>
          %81 = llvm.getelementptr %57[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %80, %81 : f32, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
