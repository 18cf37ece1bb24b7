module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fl(%arg0: memref<37x5x?xf32, strided<[1, 37, 185]>, 1>, %arg1: memref<37x?xf32, strided<[1, 37]>, 1>, %arg2: memref<37x5x?xf32, strided<[1, 37, 185]>, 1>, %arg3: memref<37x?xf32, strided<[1, 37]>, 1>, %arg4: memref<37x5x?xf64, strided<[1, 37, 185]>, 1>, %arg5: memref<37x?xf64, strided<[1, 37]>, 1>, %arg6: memref<37x?xf32, strided<[1, 37]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<37x5x?xf32, strided<[1, 37, 185]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<37x5x?xf32, strided<[1, 37, 185]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<37x?xf32, strided<[1, 37]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<37x?xf32, strided<[1, 37]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<37x5x?xf32, strided<[1, 37, 185]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<37x5x?xf32, strided<[1, 37, 185]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<37x?xf32, strided<[1, 37]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<37x?xf32, strided<[1, 37]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<37x5x?xf64, strided<[1, 37, 185]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<37x5x?xf64, strided<[1, 37, 185]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<37x?xf64, strided<[1, 37]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<37x?xf64, strided<[1, 37]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#1 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:2, %strides_28:2 = memref.extract_strided_metadata %arg6 : memref<37x?xf32, strided<[1, 37]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<37x?xf32, strided<[1, 37]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#1 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_30 = memref.alloca() : memref<f32>
      %alloca_31 = memref.alloca() : memref<f32>
      %alloca_32 = memref.alloca() : memref<f32>
      %alloca_33 = memref.alloca() : memref<f64>
      %alloca_34 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %21 = arith.index_cast %block_id_x : index to i64
      %c185_i64 = arith.constant 185 : i64
      %22 = arith.muli %21, %c185_i64 : i64
      %23 = llvm.getelementptr %1[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c37_i64 = arith.constant 37 : i64
      %24 = arith.muli %21, %c37_i64 : i64
      %25 = llvm.getelementptr %4[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c185_i64_35 = arith.constant 185 : i64
      %26 = arith.muli %21, %c185_i64_35 : i64
      %27 = llvm.getelementptr %7[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c37_i64_36 = arith.constant 37 : i64
      %28 = arith.muli %21, %c37_i64_36 : i64
      %29 = llvm.getelementptr %10[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c185_i64_37 = arith.constant 185 : i64
      %30 = arith.muli %21, %c185_i64_37 : i64
      %31 = llvm.getelementptr %13[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c37_i64_38 = arith.constant 37 : i64
      %32 = arith.muli %21, %c37_i64_38 : i64
      %33 = llvm.getelementptr %16[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c37_i64_39 = arith.constant 37 : i64
      %34 = arith.muli %21, %c37_i64_39 : i64
      %35 = llvm.getelementptr %19[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %36 = arith.index_cast %thread_id_x : index to i64
      %c37_i64_40 = arith.constant 37 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg7 = %36 to %c37_i64_40 step %c32_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c5_i64 = arith.constant 5 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64 to %c5_i64 step %c1_i64  : i64 {
          %c37_i64_53 = arith.constant 37 : i64
          %43 = arith.muli %arg8, %c37_i64_53 : i64
          %44 = arith.addi %arg7, %43 : i64
          %45 = llvm.getelementptr %23[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %46 = llvm.load %45 : !llvm.ptr<1> -> f32
          %47 = memref.load %alloca[] : memref<f32>
          %48 = arith.addf %47, %46 : f32
          memref.store %48, %alloca[] : memref<f32>
        }
        %41 = memref.load %alloca[] : memref<f32>
        %42 = llvm.getelementptr %25[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %41, %42 : f32, !llvm.ptr<1>
      }
      %thread_id_x_41 = gpu.thread_id  x
      %37 = arith.index_cast %thread_id_x_41 : index to i64
      %c37_i64_42 = arith.constant 37 : i64
      %c32_i64_43 = arith.constant 32 : i64
      scf.for %arg7 = %37 to %c37_i64_42 step %c32_i64_43  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_30[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c5_i64 = arith.constant 5 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64 to %c5_i64 step %c1_i64  : i64 {
          %c37_i64_53 = arith.constant 37 : i64
          %41 = arith.muli %arg8, %c37_i64_53 : i64
          %42 = arith.addi %arg7, %41 : i64
          %43 = llvm.getelementptr %23[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %44 = llvm.load %43 : !llvm.ptr<1> -> f32
          %45 = memref.load %alloca_30[] : memref<f32>
          %46 = arith.addf %45, %44 : f32
          %c37_i64_54 = arith.constant 37 : i64
          %47 = arith.muli %arg8, %c37_i64_54 : i64
          %48 = arith.addi %arg7, %47 : i64
          %49 = llvm.getelementptr %27[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %46, %49 : f32, !llvm.ptr<1>
          memref.store %46, %alloca_30[] : memref<f32>
        }
      }
      %thread_id_x_44 = gpu.thread_id  x
      %38 = arith.index_cast %thread_id_x_44 : index to i64
      %c37_i64_45 = arith.constant 37 : i64
      %c32_i64_46 = arith.constant 32 : i64
      scf.for %arg7 = %38 to %c37_i64_45 step %c32_i64_46  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_31[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c5_i64 = arith.constant 5 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64 to %c5_i64 step %c1_i64  : i64 {
          %c37_i64_53 = arith.constant 37 : i64
          %43 = arith.muli %arg8, %c37_i64_53 : i64
          %44 = arith.addi %arg7, %43 : i64
          %45 = llvm.getelementptr %23[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %46 = llvm.load %45 : !llvm.ptr<1> -> f32
          %cst_54 = arith.constant 0.000000e+00 : f32
          %47 = arith.cmpf ogt, %46, %cst_54 : f32
          scf.if %47 {
            memref.store %46, %alloca_32[] : memref<f32>
          } else {
            %cst_55 = arith.constant 1.000000e-01 : f32
            %51 = arith.mulf %46, %cst_55 : f32
            memref.store %51, %alloca_32[] : memref<f32>
          }
          %48 = memref.load %alloca_31[] : memref<f32>
          %49 = memref.load %alloca_32[] : memref<f32>
          %50 = arith.addf %48, %49 : f32
          memref.store %50, %alloca_31[] : memref<f32>
        }
        %41 = memref.load %alloca_31[] : memref<f32>
        %42 = llvm.getelementptr %29[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %41, %42 : f32, !llvm.ptr<1>
      }
      %thread_id_x_47 = gpu.thread_id  x
      %39 = arith.index_cast %thread_id_x_47 : index to i64
      %c37_i64_48 = arith.constant 37 : i64
      %c32_i64_49 = arith.constant 32 : i64
      scf.for %arg7 = %39 to %c37_i64_48 step %c32_i64_49  : i64 {
        %41 = llvm.getelementptr %31[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %42 = llvm.load %41 : !llvm.ptr<1> -> f64
        memref.store %42, %alloca_33[] : memref<f64>
        %c1_i64 = arith.constant 1 : i64
        %c5_i64 = arith.constant 5 : i64
        %c1_i64_53 = arith.constant 1 : i64
        scf.for %arg8 = %c1_i64 to %c5_i64 step %c1_i64_53  : i64 {
          %c37_i64_54 = arith.constant 37 : i64
          %46 = arith.muli %arg8, %c37_i64_54 : i64
          %47 = arith.addi %arg7, %46 : i64
          %48 = llvm.getelementptr %31[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %49 = llvm.load %48 : !llvm.ptr<1> -> f64
          %50 = memref.load %alloca_33[] : memref<f64>
          %51 = llvm.intr.maxnum(%50, %49) : (f64, f64) -> f64
          memref.store %51, %alloca_33[] : memref<f64>
        }
        %43 = memref.load %alloca_33[] : memref<f64>
        %cst = arith.constant 2.000000e+00 : f64
        %44 = arith.mulf %43, %cst : f64
        %45 = llvm.getelementptr %33[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %44, %45 : f64, !llvm.ptr<1>
      }
      %thread_id_x_50 = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x_50 : index to i64
      %c37_i64_51 = arith.constant 37 : i64
      %c32_i64_52 = arith.constant 32 : i64
      scf.for %arg7 = %40 to %c37_i64_51 step %c32_i64_52  : i64 {
        %c5_i64 = arith.constant 5 : i64
        %41 = arith.remsi %arg7, %c5_i64 : i64
        %cst = arith.constant 0.000000e+00 : f32
        memref.store %cst, %alloca_34[] : memref<f32>
        %c0_i64 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64 to %41 step %c1_i64  : i64 {
          %c37_i64_53 = arith.constant 37 : i64
          %44 = arith.muli %arg8, %c37_i64_53 : i64
          %45 = arith.addi %arg7, %44 : i64
          %46 = llvm.getelementptr %23[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %47 = llvm.load %46 : !llvm.ptr<1> -> f32
          %48 = memref.load %alloca_34[] : memref<f32>
          %49 = arith.addf %48, %47 : f32
          memref.store %49, %alloca_34[] : memref<f32>
        }
        %42 = memref.load %alloca_34[] : memref<f32>
        %43 = llvm.getelementptr %35[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %42, %43 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
