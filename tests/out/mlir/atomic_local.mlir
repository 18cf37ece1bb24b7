module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_atomic_local_() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<576 x i8>
    gpu.func @atomic_local_(%arg0: memref<16x?xf32, strided<[1, 16]>, 1>, %arg1: memref<16x3x?xf32, strided<[1, 16, 48]>, 1>, %arg2: memref<16x3x?xf32, strided<[1, 16, 48]>, 1>, %arg3: memref<16x3x?xf64, strided<[1, 16, 48]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<16x3x?xf32, strided<[1, 16, 48]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<16x3x?xf32, strided<[1, 16, 48]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<16x3x?xf32, strided<[1, 16, 48]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<16x3x?xf32, strided<[1, 16, 48]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<16x3x?xf64, strided<[1, 16, 48]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<16x3x?xf64, strided<[1, 16, 48]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_15 = memref.alloca() : memref<f32>
      %alloca_16 = memref.alloca() : memref<f32>
      %alloca_17 = memref.alloca() : memref<f32>
      %alloca_18 = memref.alloca() : memref<f64>
      %alloca_19 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %12 = arith.index_cast %block_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %13 = arith.muli %12, %c16_i64 : i64
      %14 = llvm.getelementptr %1[%13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c48_i64 = arith.constant 48 : i64
      %15 = arith.muli %12, %c48_i64 : i64
      %16 = llvm.getelementptr %4[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %17 = llvm.mlir.addressof @__tinyc_stack_atomic_local_ : !llvm.ptr<3>
      %18 = llvm.mlir.addressof @__tinyc_stack_atomic_local_ : !llvm.ptr<3>
      %c192_i64 = arith.constant 192 : i64
      %19 = llvm.getelementptr %18[%c192_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_20 = arith.constant 1 : i64
      scf.for %arg4 = %c0_i64 to %c1_i64 step %c1_i64_20  : i64 {
        %thread_id_x_52 = gpu.thread_id  x
        %35 = arith.index_cast %thread_id_x_52 : index to i64
        %c64_i64 = arith.constant 64 : i64
        %36 = arith.muli %arg4, %c64_i64 : i64
        %37 = arith.addi %35, %36 : i64
        %c48_i64_53 = arith.constant 48 : i64
        %38 = arith.cmpi slt, %37, %c48_i64_53 : i64
        scf.if %38 {
          %43 = llvm.getelementptr %16[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %44 = llvm.load %43 : !llvm.ptr<1> -> f32
          memref.store %44, %alloca[] : memref<f32>
        }
        %c32_i64_54 = arith.constant 32 : i64
        %39 = arith.addi %37, %c32_i64_54 : i64
        %c48_i64_55 = arith.constant 48 : i64
        %40 = arith.cmpi slt, %39, %c48_i64_55 : i64
        scf.if %40 {
          %43 = llvm.getelementptr %16[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %44 = llvm.load %43 : !llvm.ptr<1> -> f32
          memref.store %44, %alloca_15[] : memref<f32>
        }
        %c48_i64_56 = arith.constant 48 : i64
        %41 = arith.cmpi slt, %37, %c48_i64_56 : i64
        scf.if %41 {
          %43 = memref.load %alloca[] : memref<f32>
          %44 = llvm.getelementptr %17[%37] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %43, %44 : f32, !llvm.ptr<3>
        }
        %c48_i64_57 = arith.constant 48 : i64
        %42 = arith.cmpi slt, %39, %c48_i64_57 : i64
        scf.if %42 {
          %43 = memref.load %alloca_15[] : memref<f32>
          %44 = llvm.getelementptr %17[%39] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %43, %44 : f32, !llvm.ptr<3>
        }
      }
      %thread_id_x = gpu.thread_id  x
      %20 = arith.index_cast %thread_id_x : index to i64
      %c16_i64_21 = arith.constant 16 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg4 = %20 to %c16_i64_21 step %c32_i64  : i64 {
        %c0_i64_52 = arith.constant 0 : i64
        %c1_i64_53 = arith.constant 1 : i64
        %c1_i64_54 = arith.constant 1 : i64
        scf.for %arg5 = %c0_i64_52 to %c1_i64_53 step %c1_i64_54  : i64 {
          %c3_i64 = arith.constant 3 : i64
          %35 = arith.muli %arg5, %c3_i64 : i64
          %c16_i64_55 = arith.constant 16 : i64
          %36 = arith.muli %35, %c16_i64_55 : i64
          %37 = arith.addi %arg4, %36 : i64
          %38 = llvm.getelementptr %16[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %39 = llvm.load %38 : !llvm.ptr<1> -> f32
          %c1_i64_56 = arith.constant 1 : i64
          %40 = arith.addi %35, %c1_i64_56 : i64
          %c16_i64_57 = arith.constant 16 : i64
          %41 = arith.muli %40, %c16_i64_57 : i64
          %42 = arith.addi %arg4, %41 : i64
          %43 = llvm.getelementptr %16[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %44 = llvm.load %43 : !llvm.ptr<1> -> f32
          %c2_i64 = arith.constant 2 : i64
          %45 = arith.addi %35, %c2_i64 : i64
          %c16_i64_58 = arith.constant 16 : i64
          %46 = arith.muli %45, %c16_i64_58 : i64
          %47 = arith.addi %arg4, %46 : i64
          %48 = llvm.getelementptr %16[%47] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %49 = llvm.load %48 : !llvm.ptr<1> -> f32
          %50 = arith.extf %39 : f32 to f64
          %c16_i64_59 = arith.constant 16 : i64
          %51 = arith.muli %35, %c16_i64_59 : i64
          %52 = arith.addi %arg4, %51 : i64
          %53 = llvm.getelementptr %19[%52] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %50, %53 : f64, !llvm.ptr<3>
          %54 = arith.extf %44 : f32 to f64
          %c16_i64_60 = arith.constant 16 : i64
          %55 = arith.muli %40, %c16_i64_60 : i64
          %56 = arith.addi %arg4, %55 : i64
          %57 = llvm.getelementptr %19[%56] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %54, %57 : f64, !llvm.ptr<3>
          %58 = arith.extf %49 : f32 to f64
          %c16_i64_61 = arith.constant 16 : i64
          %59 = arith.muli %45, %c16_i64_61 : i64
          %60 = arith.addi %arg4, %59 : i64
          %61 = llvm.getelementptr %19[%60] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %58, %61 : f64, !llvm.ptr<3>
        }
      }
      %c16_i64_22 = arith.constant 16 : i64
      %21 = llvm.getelementptr %17[%c16_i64_22] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %c32_i64_23 = arith.constant 32 : i64
      %22 = llvm.getelementptr %17[%c32_i64_23] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %c16_i64_24 = arith.constant 16 : i64
      %23 = llvm.getelementptr %19[%c16_i64_24] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
      %c32_i64_25 = arith.constant 32 : i64
      %24 = llvm.getelementptr %19[%c32_i64_25] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
      gpu.barrier
      %thread_id_x_26 = gpu.thread_id  x
      %25 = arith.index_cast %thread_id_x_26 : index to i64
      %c16_i64_27 = arith.constant 16 : i64
      %c32_i64_28 = arith.constant 32 : i64
      scf.for %arg4 = %25 to %c16_i64_27 step %c32_i64_28  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %35 = llvm.getelementptr %14[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %36 = llvm.load %35 : !llvm.ptr<1> -> f32
        %37 = arith.mulf %cst, %36 : f32
        %38 = llvm.getelementptr %17[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %39 = llvm.atomicrmw xchg %38, %37 monotonic : !llvm.ptr<3>, f32
      }
      gpu.barrier
      %thread_id_x_29 = gpu.thread_id  x
      %26 = arith.index_cast %thread_id_x_29 : index to i64
      %c16_i64_30 = arith.constant 16 : i64
      %c32_i64_31 = arith.constant 32 : i64
      scf.for %arg4 = %26 to %c16_i64_30 step %c32_i64_31  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %35 = llvm.getelementptr %14[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %36 = llvm.load %35 : !llvm.ptr<1> -> f32
        %37 = arith.mulf %cst, %36 : f32
        %38 = llvm.getelementptr %21[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %39 = llvm.atomicrmw fadd %38, %37 monotonic : !llvm.ptr<3>, f32
      }
      gpu.barrier
      %thread_id_x_32 = gpu.thread_id  x
      %27 = arith.index_cast %thread_id_x_32 : index to i64
      %c16_i64_33 = arith.constant 16 : i64
      %c32_i64_34 = arith.constant 32 : i64
      scf.for %arg4 = %27 to %c16_i64_33 step %c32_i64_34  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %35 = llvm.getelementptr %14[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %36 = llvm.load %35 : !llvm.ptr<1> -> f32
        %37 = arith.mulf %cst, %36 : f32
        %38 = llvm.getelementptr %22[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %39 = llvm.load %38 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<3> -> i32
        %40 = scf.while (%arg5 = %39) : (i32) -> i32 {
          %41 = arith.bitcast %arg5 : i32 to f32
          %cst_52 = arith.constant 5.000000e-01 : f32
          %42 = llvm.intr.fma(%cst_52, %41, %37) : (f32, f32, f32) -> f32
          %43 = arith.bitcast %42 : f32 to i32
          %44 = llvm.cmpxchg %38, %arg5, %43 monotonic monotonic : !llvm.ptr<3>, i32
          %45 = llvm.extractvalue %44[0] : !llvm.struct<(i32, i1)> 
          %46 = llvm.extractvalue %44[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %47 = arith.xori %46, %true : i1
          scf.condition(%47) %45 : i32
        } do {
        ^bb0(%arg5: i32):
          scf.yield %arg5 : i32
        }
      }
      %thread_id_x_35 = gpu.thread_id  x
      %28 = arith.index_cast %thread_id_x_35 : index to i64
      %c16_i64_36 = arith.constant 16 : i64
      %c32_i64_37 = arith.constant 32 : i64
      scf.for %arg4 = %28 to %c16_i64_36 step %c32_i64_37  : i64 {
        %cst = arith.constant -1.500000e+00 : f64
        %35 = llvm.getelementptr %14[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %36 = llvm.load %35 : !llvm.ptr<1> -> f32
        %37 = arith.extf %36 : f32 to f64
        %38 = arith.mulf %cst, %37 : f64
        %39 = llvm.getelementptr %19[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %40 = llvm.atomicrmw xchg %39, %38 monotonic : !llvm.ptr<3>, f64
      }
      gpu.barrier
      %thread_id_x_38 = gpu.thread_id  x
      %29 = arith.index_cast %thread_id_x_38 : index to i64
      %c16_i64_39 = arith.constant 16 : i64
      %c32_i64_40 = arith.constant 32 : i64
      scf.for %arg4 = %29 to %c16_i64_39 step %c32_i64_40  : i64 {
        %cst = arith.constant -1.500000e+00 : f64
        %35 = llvm.getelementptr %14[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %36 = llvm.load %35 : !llvm.ptr<1> -> f32
        %37 = arith.extf %36 : f32 to f64
        %38 = arith.mulf %cst, %37 : f64
        %39 = llvm.getelementptr %23[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %40 = llvm.atomicrmw fadd %39, %38 monotonic : !llvm.ptr<3>, f64
      }
      gpu.barrier
      %thread_id_x_41 = gpu.thread_id  x
      %30 = arith.index_cast %thread_id_x_41 : index to i64
      %c16_i64_42 = arith.constant 16 : i64
      %c32_i64_43 = arith.constant 32 : i64
      scf.for %arg4 = %30 to %c16_i64_42 step %c32_i64_43  : i64 {
        %cst = arith.constant -1.500000e+00 : f64
        %35 = llvm.getelementptr %14[%arg4] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %36 = llvm.load %35 : !llvm.ptr<1> -> f32
        %37 = arith.extf %36 : f32 to f64
        %38 = arith.mulf %cst, %37 : f64
        %39 = llvm.getelementptr %24[%arg4] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %40 = llvm.load %39 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %41 = scf.while (%arg5 = %40) : (i64) -> i64 {
          %42 = arith.bitcast %arg5 : i64 to f64
          %cst_52 = arith.constant 5.000000e-01 : f64
          %43 = llvm.intr.fma(%cst_52, %42, %38) : (f64, f64, f64) -> f64
          %44 = arith.bitcast %43 : f64 to i64
          %45 = llvm.cmpxchg %39, %arg5, %44 monotonic monotonic : !llvm.ptr<3>, i64
          %46 = llvm.extractvalue %45[0] : !llvm.struct<(i64, i1)> 
          %47 = llvm.extractvalue %45[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %48 = arith.xori %47, %true : i1
          scf.condition(%48) %46 : i64
        } do {
        ^bb0(%arg5: i64):
          scf.yield %arg5 : i64
        }
      }
      %c48_i64_44 = arith.constant 48 : i64
      %31 = arith.muli %12, %c48_i64_44 : i64
      %32 = llvm.getelementptr %7[%31] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c48_i64_45 = arith.constant 48 : i64
      %33 = arith.muli %12, %c48_i64_45 : i64
      %34 = llvm.getelementptr %10[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64_46 = arith.constant 0 : i64
      %c1_i64_47 = arith.constant 1 : i64
      %c1_i64_48 = arith.constant 1 : i64
      scf.for %arg4 = %c0_i64_46 to %c1_i64_47 step %c1_i64_48  : i64 {
        %thread_id_x_52 = gpu.thread_id  x
        %35 = arith.index_cast %thread_id_x_52 : index to i64
        %c64_i64 = arith.constant 64 : i64
        %36 = arith.muli %arg4, %c64_i64 : i64
        %37 = arith.addi %35, %36 : i64
        %c48_i64_53 = arith.constant 48 : i64
        %38 = arith.cmpi slt, %37, %c48_i64_53 : i64
        scf.if %38 {
          %43 = llvm.getelementptr %17[%37] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %44 = llvm.load %43 : !llvm.ptr<3> -> f32
          memref.store %44, %alloca_16[] : memref<f32>
        }
        %c32_i64_54 = arith.constant 32 : i64
        %39 = arith.addi %37, %c32_i64_54 : i64
        %c48_i64_55 = arith.constant 48 : i64
        %40 = arith.cmpi slt, %39, %c48_i64_55 : i64
        scf.if %40 {
          %43 = llvm.getelementptr %17[%39] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %44 = llvm.load %43 : !llvm.ptr<3> -> f32
          memref.store %44, %alloca_17[] : memref<f32>
        }
        %c48_i64_56 = arith.constant 48 : i64
        %41 = arith.cmpi slt, %37, %c48_i64_56 : i64
        scf.if %41 {
          %43 = memref.load %alloca_16[] : memref<f32>
          %44 = llvm.getelementptr %32[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %43, %44 : f32, !llvm.ptr<1>
        }
        %c48_i64_57 = arith.constant 48 : i64
        %42 = arith.cmpi slt, %39, %c48_i64_57 : i64
        scf.if %42 {
          %43 = memref.load %alloca_17[] : memref<f32>
          %44 = llvm.getelementptr %32[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %43, %44 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_49 = arith.constant 0 : i64
      %c1_i64_50 = arith.constant 1 : i64
      %c1_i64_51 = arith.constant 1 : i64
      scf.for %arg4 = %c0_i64_49 to %c1_i64_50 step %c1_i64_51  : i64 {
        %thread_id_x_52 = gpu.thread_id  x
        %35 = arith.index_cast %thread_id_x_52 : index to i64
        %c64_i64 = arith.constant 64 : i64
        %36 = arith.muli %arg4, %c64_i64 : i64
        %37 = arith.addi %35, %36 : i64
        %c48_i64_53 = arith.constant 48 : i64
        %38 = arith.cmpi slt, %37, %c48_i64_53 : i64
        scf.if %38 {
          %43 = llvm.getelementptr %19[%37] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %44 = llvm.load %43 : !llvm.ptr<3> -> f64
          memref.store %44, %alloca_18[] : memref<f64>
        }
        %c32_i64_54 = arith.constant 32 : i64
        %39 = arith.addi %37, %c32_i64_54 : i64
        %c48_i64_55 = arith.constant 48 : i64
        %40 = arith.cmpi slt, %39, %c48_i64_55 : i64
        scf.if %40 {
          %43 = llvm.getelementptr %19[%39] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %44 = llvm.load %43 : !llvm.ptr<3> -> f64
          memref.store %44, %alloca_19[] : memref<f64>
        }
        %c48_i64_56 = arith.constant 48 : i64
        %41 = arith.cmpi slt, %37, %c48_i64_56 : i64
        scf.if %41 {
          %43 = memref.load %alloca_18[] : memref<f64>
          %44 = llvm.getelementptr %34[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %43, %44 : f64, !llvm.ptr<1>
        }
        %c48_i64_57 = arith.constant 48 : i64
        %42 = arith.cmpi slt, %39, %c48_i64_57 : i64
        scf.if %42 {
          %43 = memref.load %alloca_19[] : memref<f64>
          %44 = llvm.getelementptr %34[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %43, %44 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
