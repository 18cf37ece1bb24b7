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
      %c37_i64_44 = arith.constant 37 : i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg10 = %40 to %c37_i64_44 step %c64_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64 to %7 step %c1_i64  : i64 {
          %c37_i64_59 = arith.constant 37 : i64
          %65 = arith.muli %arg11, %c37_i64_59 : i64
          %66 = arith.addi %arg10, %65 : i64
          %67 = llvm.getelementptr %35[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %68 = llvm.load %67 : !llvm.ptr<1> -> f32
          %69 = llvm.getelementptr %37[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %70 = llvm.load %69 : !llvm.ptr<1> -> f32
          %71 = memref.load %alloca[] : memref<f32>
          %72 = llvm.intr.fma(%68, %70, %71) : (f32, f32, f32) -> f32
          memref.store %72, %alloca[] : memref<f32>
        }
        %59 = llvm.getelementptr %39[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %60 = llvm.load %59 : !llvm.ptr<1> -> f32
        %cst_58 = arith.constant 1.500000e+00 : f32
        %61 = memref.load %alloca[] : memref<f32>
        %62 = arith.mulf %cst_58, %61 : f32
        %63 = llvm.intr.fma(%arg2, %60, %62) : (f32, f32, f32) -> f32
        %64 = llvm.getelementptr %39[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %63, %64 : f32, !llvm.ptr<1>
      }
      %c120_i64 = arith.constant 120 : i64
      %41 = arith.muli %33, %c120_i64 : i64
      %42 = llvm.getelementptr %14[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c20_i64 = arith.constant 20 : i64
      %43 = arith.muli %33, %c20_i64 : i64
      %44 = llvm.getelementptr %17[%43] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_45 = gpu.thread_id  x
      %45 = arith.index_cast %thread_id_x_45 : index to i64
      %c20_i64_46 = arith.constant 20 : i64
      %c64_i64_47 = arith.constant 64 : i64
      scf.for %arg10 = %45 to %c20_i64_46 step %c64_i64_47  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_40[] : memref<f64>
        %c0_i64 = arith.constant 0 : i64
        %c6_i64 = arith.constant 6 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
          %61 = memref.load %alloca_40[] : memref<f64>
          %c20_i64_58 = arith.constant 20 : i64
          %62 = arith.muli %arg11, %c20_i64_58 : i64
          %63 = arith.addi %arg10, %62 : i64
          %64 = llvm.getelementptr %42[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %65 = llvm.load %64 : !llvm.ptr<1> -> f64
          %66 = arith.addf %61, %65 : f64
          memref.store %66, %alloca_40[] : memref<f64>
        }
        %59 = memref.load %alloca_40[] : memref<f64>
        %60 = llvm.getelementptr %44[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %59, %60 : f64, !llvm.ptr<1>
      }
      %c20_i64_48 = arith.constant 20 : i64
      %46 = arith.muli %33, %c20_i64_48 : i64
      %47 = llvm.getelementptr %20[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %thread_id_x_49 = gpu.thread_id  x
      %48 = arith.index_cast %thread_id_x_49 : index to i64
      %c20_i64_50 = arith.constant 20 : i64
      %c64_i64_51 = arith.constant 64 : i64
      scf.for %arg10 = %48 to %c20_i64_50 step %c64_i64_51  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_41[] : memref<f64>
        %c0_i64 = arith.constant 0 : i64
        %c6_i64 = arith.constant 6 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64 to %c6_i64 step %c1_i64  : i64 {
          %64 = memref.load %alloca_41[] : memref<f64>
          %c20_i64_58 = arith.constant 20 : i64
          %65 = arith.muli %arg11, %c20_i64_58 : i64
          %66 = arith.addi %arg10, %65 : i64
          %67 = llvm.getelementptr %42[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %68 = llvm.load %67 : !llvm.ptr<1> -> f64
          %69 = arith.addf %64, %68 : f64
          memref.store %69, %alloca_41[] : memref<f64>
        }
        %59 = llvm.getelementptr %47[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %60 = llvm.load %59 : !llvm.ptr<1> -> f64
        %61 = memref.load %alloca_41[] : memref<f64>
        %62 = arith.addf %60, %61 : f64
        %63 = llvm.getelementptr %47[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %62, %63 : f64, !llvm.ptr<1>
      }
      %49 = arith.muli %33, %4 : i64
      %50 = llvm.getelementptr %1[%49] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c10_i64 = arith.constant 10 : i64
      %51 = arith.muli %33, %c10_i64 : i64
      %52 = llvm.getelementptr %23[%51] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_52 = gpu.thread_id  x
      %53 = arith.index_cast %thread_id_x_52 : index to i64
      %c10_i64_53 = arith.constant 10 : i64
      %c64_i64_54 = arith.constant 64 : i64
      scf.for %arg10 = %53 to %c10_i64_53 step %c64_i64_54  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_42[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64 to %7 step %c1_i64  : i64 {
          %c37_i64_58 = arith.constant 37 : i64
          %61 = arith.muli %arg11, %c37_i64_58 : i64
          %62 = arith.addi %arg10, %61 : i64
          %63 = llvm.getelementptr %50[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %64 = llvm.load %63 : !llvm.ptr<1> -> f32
          %65 = llvm.getelementptr %37[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %66 = llvm.load %65 : !llvm.ptr<1> -> f32
          %67 = memref.load %alloca_42[] : memref<f32>
          %68 = llvm.intr.fma(%64, %66, %67) : (f32, f32, f32) -> f32
          memref.store %68, %alloca_42[] : memref<f32>
        }
        %59 = memref.load %alloca_42[] : memref<f32>
        %60 = llvm.getelementptr %52[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %59, %60 : f32, !llvm.ptr<1>
      }
      %c37_i64_55 = arith.constant 37 : i64
      %54 = arith.muli %33, %c37_i64_55 : i64
      %55 = llvm.getelementptr %26[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %56 = arith.muli %33, %32 : i64
      %57 = llvm.getelementptr %29[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_56 = gpu.thread_id  x
      %58 = arith.index_cast %thread_id_x_56 : index to i64
      %c64_i64_57 = arith.constant 64 : i64
      scf.for %arg10 = %58 to %30 step %c64_i64_57  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_43[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c37_i64_58 = arith.constant 37 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg11 = %c0_i64 to %c37_i64_58 step %c1_i64  : i64 {
          %c37_i64_59 = arith.constant 37 : i64
          %61 = arith.muli %arg10, %c37_i64_59 : i64
          %62 = arith.addi %arg11, %61 : i64
          %63 = llvm.getelementptr %35[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %64 = llvm.load %63 : !llvm.ptr<1> -> f32
          %65 = llvm.getelementptr %55[%arg11] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %66 = llvm.load %65 : !llvm.ptr<1> -> f32
          %67 = memref.load %alloca_43[] : memref<f32>
          %68 = llvm.intr.fma(%64, %66, %67) : (f32, f32, f32) -> f32
          memref.store %68, %alloca_43[] : memref<f32>
        }
        %59 = memref.load %alloca_43[] : memref<f32>
        %60 = llvm.getelementptr %57[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %59, %60 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
