module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_divergent() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<4608 x i8>
    gpu.func @divergent(%arg0: memref<64x?xf32, strided<[1, 64]>, 1>, %arg1: memref<64x3x?xf32, strided<[1, 64, 192]>, 1>, %arg2: memref<32x8x?xf32, strided<[1, 32, 256]>, 1>, %arg3: memref<32x8x?xf32, strided<[1, 32, 256]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<64x?xf32, strided<[1, 64]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<64x?xf32, strided<[1, 64]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<64x3x?xf32, strided<[1, 64, 192]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<64x3x?xf32, strided<[1, 64, 192]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<32x8x?xf32, strided<[1, 32, 256]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_15 = memref.alloca() : memref<i64>
      %alloca_16 = memref.alloca() : memref<i64>
      %alloca_17 = memref.alloca() : memref<i64>
      %alloca_18 = memref.alloca() : memref<f32>
      %alloca_19 = memref.alloca() : memref<i64>
      %alloca_20 = memref.alloca() : memref<i64>
      %alloca_21 = memref.alloca() : memref<i64>
      %alloca_22 = memref.alloca() : memref<f32>
      %alloca_23 = memref.alloca() : memref<f32>
      %alloca_24 = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f32>
      %alloca_26 = memref.alloca() : memref<i64>
      %alloca_27 = memref.alloca() : memref<i64>
      %alloca_28 = memref.alloca() : memref<f32>
      %alloca_29 = memref.alloca() : memref<f32>
      %alloca_30 = memref.alloca() : memref<i32>
      %alloca_31 = memref.alloca() : memref<i64>
      %alloca_32 = memref.alloca() : memref<i64>
      %alloca_33 = memref.alloca() : memref<f32>
      %alloca_34 = memref.alloca() : memref<f32>
      %alloca_35 = memref.alloca() : memref<f32>
      %alloca_36 = memref.alloca() : memref<f32>
      %alloca_37 = memref.alloca() : memref<f32>
      %alloca_38 = memref.alloca() : memref<f32>
      %alloca_39 = memref.alloca() : memref<f32>
      %alloca_40 = memref.alloca() : memref<f32>
      %alloca_41 = memref.alloca() : memref<f32>
      %alloca_42 = memref.alloca() : memref<f32>
      %alloca_43 = memref.alloca() : memref<f32>
      %alloca_44 = memref.alloca() : memref<f32>
      %alloca_45 = memref.alloca() : memref<f32>
      %alloca_46 = memref.alloca() : memref<f32>
      %alloca_47 = memref.alloca() : memref<f32>
      %alloca_48 = memref.alloca() : memref<f32>
      %alloca_49 = memref.alloca() : memref<f32>
      %alloca_50 = memref.alloca() : memref<f32>
      %alloca_51 = memref.alloca() : memref<i64>
      %block_id_x = gpu.block_id  x
      %12 = arith.index_cast %block_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %13 = arith.muli %12, %c64_i64 : i64
      %14 = llvm.getelementptr %1[%13] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c192_i64 = arith.constant 192 : i64
      %15 = arith.muli %12, %c192_i64 : i64
      %16 = llvm.getelementptr %4[%15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64 = arith.constant 256 : i64
      %17 = arith.muli %12, %c256_i64 : i64
      %18 = llvm.getelementptr %7[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c256_i64_52 = arith.constant 256 : i64
      %19 = arith.muli %12, %c256_i64_52 : i64
      %20 = llvm.getelementptr %10[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %21 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %22 = arith.divsi %21, %c16_i64 : i64
      %c4_i64 = arith.constant 4 : i64
      %thread_id_y = gpu.thread_id  y
      %23 = arith.index_cast %thread_id_y : index to i64
      %24 = arith.muli %c4_i64, %23 : i64
      %25 = arith.addi %22, %24 : i64
      %26 = arith.trunci %25 : i64 to i32
      %thread_id_x_53 = gpu.thread_id  x
      %27 = arith.index_cast %thread_id_x_53 : index to i64
      %c16_i64_54 = arith.constant 16 : i64
      %28 = arith.remsi %27, %c16_i64_54 : i64
      %29 = arith.trunci %28 : i64 to i32
      %c16_i32 = arith.constant 16 : i32
      %30 = arith.muli %26, %c16_i32 : i32
      %31 = arith.addi %30, %29 : i32
      %32 = arith.extsi %31 : i32 to i64
      %33 = llvm.getelementptr %14[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %34 = llvm.load %33 : !llvm.ptr<1> -> f32
      %c1_i32 = arith.constant 1 : i32
      %35 = arith.andi %26, %c1_i32 : i32
      %c0_i32 = arith.constant 0 : i32
      %36 = arith.cmpi eq, %35, %c0_i32 : i32
      scf.if %36 {
        %thread_id_x_388 = gpu.thread_id  x
        %506 = arith.index_cast %thread_id_x_388 : index to i64
        memref.store %506, %alloca_15[] : memref<i64>
        %thread_id_x_389 = gpu.thread_id  x
        %507 = arith.index_cast %thread_id_x_389 : index to i64
        %c16_i64_390 = arith.constant 16 : i64
        %508 = arith.remsi %507, %c16_i64_390 : i64
        memref.store %508, %alloca_16[] : memref<i64>
        %509 = memref.load %alloca_15[] : memref<i64>
        %510 = memref.load %alloca_16[] : memref<i64>
        %511 = arith.subi %509, %510 : i64
        memref.store %511, %alloca_17[] : memref<i64>
      } else {
        %thread_id_x_388 = gpu.thread_id  x
        %506 = arith.index_cast %thread_id_x_388 : index to i64
        memref.store %506, %alloca_19[] : memref<i64>
        %thread_id_x_389 = gpu.thread_id  x
        %507 = arith.index_cast %thread_id_x_389 : index to i64
        %c16_i64_390 = arith.constant 16 : i64
        %508 = arith.remsi %507, %c16_i64_390 : i64
        memref.store %508, %alloca_20[] : memref<i64>
        %509 = memref.load %alloca_19[] : memref<i64>
        %510 = memref.load %alloca_20[] : memref<i64>
        %511 = arith.subi %509, %510 : i64
        memref.store %511, %alloca_21[] : memref<i64>
      }
      gpu.barrier
      scf.if %36 {
        %506 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
        %507 = memref.load %alloca_15[] : memref<i64>
        %508 = llvm.getelementptr %506[%507] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %34, %508 : f32, !llvm.ptr<3>
      } else {
        %506 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
        %507 = memref.load %alloca_19[] : memref<i64>
        %508 = llvm.getelementptr %506[%507] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %34, %508 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      scf.if %36 {
        %506 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
        %507 = memref.load %alloca_17[] : memref<i64>
        %508 = llvm.getelementptr %506[%507] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %509 = llvm.load %508 : !llvm.ptr<3> -> f32
        memref.store %509, %alloca_18[] : memref<f32>
        %c1_i64_388 = arith.constant 1 : i64
        %510 = memref.load %alloca_16[] : memref<i64>
        %c1_i64_389 = arith.constant 1 : i64
        %511 = arith.addi %510, %c1_i64_389 : i64
        %c1_i64_390 = arith.constant 1 : i64
        scf.for %arg4 = %c1_i64_388 to %511 step %c1_i64_390  : i64 {
          %513 = memref.load %alloca_18[] : memref<f32>
          %514 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
          %515 = memref.load %alloca_17[] : memref<i64>
          %516 = arith.addi %515, %arg4 : i64
          %517 = llvm.getelementptr %514[%516] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %518 = llvm.load %517 : !llvm.ptr<3> -> f32
          %519 = arith.addf %513, %518 : f32
          memref.store %519, %alloca_18[] : memref<f32>
        }
        %512 = memref.load %alloca_18[] : memref<f32>
        memref.store %512, %alloca[] : memref<f32>
      } else {
        %cst_388 = arith.constant 0xFF800000 : f32
        memref.store %cst_388, %alloca_22[] : memref<f32>
        %c0_i64_389 = arith.constant 0 : i64
        %506 = memref.load %alloca_20[] : memref<i64>
        %c1_i64_390 = arith.constant 1 : i64
        scf.for %arg4 = %c0_i64_389 to %506 step %c1_i64_390  : i64 {
          %508 = memref.load %alloca_22[] : memref<f32>
          %509 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
          %510 = memref.load %alloca_21[] : memref<i64>
          %511 = arith.addi %510, %arg4 : i64
          %512 = llvm.getelementptr %509[%511] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %513 = llvm.load %512 : !llvm.ptr<3> -> f32
          %514 = arith.maxnumf %508, %513 : f32
          memref.store %514, %alloca_22[] : memref<f32>
        }
        %507 = memref.load %alloca_22[] : memref<f32>
        memref.store %507, %alloca[] : memref<f32>
      }
      %37 = memref.load %alloca[] : memref<f32>
      %38 = llvm.getelementptr %16[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %37, %38 : f32, !llvm.ptr<1>
      %39 = arith.extsi %26 : i32 to i64
      %c1_i64 = arith.constant 1 : i64
      %40 = arith.addi %39, %c1_i64 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca_23[] : memref<f32>
      %cst_55 = arith.constant 0.000000e+00 : f32
      memref.store %cst_55, %alloca_24[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c1_i64_56 = arith.constant 1 : i64
      %41 = arith.subi %40, %c0_i64 : i64
      %42 = arith.addi %41, %c1_i64_56 : i64
      %c1_i64_57 = arith.constant 1 : i64
      %43 = arith.subi %42, %c1_i64_57 : i64
      %44 = arith.divsi %43, %c1_i64_56 : i64
      %c0_i64_58 = arith.constant 0 : i64
      %45 = arith.maxsi %44, %c0_i64_58 : i64
      gpu.barrier
      %46 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c4096_i64 = arith.constant 4096 : i64
      %47 = llvm.getelementptr %46[%c4096_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %thread_id_x_59 = gpu.thread_id  x
      %48 = arith.index_cast %thread_id_x_59 : index to i64
      %49 = llvm.getelementptr %47[%48] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      llvm.store %45, %49 : i64, !llvm.ptr<3>
      gpu.barrier
      %50 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c4096_i64_60 = arith.constant 4096 : i64
      %51 = llvm.getelementptr %50[%c4096_i64_60] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %52 = llvm.load %51 : !llvm.ptr<3> -> i64
      memref.store %52, %alloca_51[] : memref<i64>
      %c1_i64_61 = arith.constant 1 : i64
      %c4_i64_62 = arith.constant 4 : i64
      %c1_i64_63 = arith.constant 1 : i64
      scf.for %arg4 = %c1_i64_61 to %c4_i64_62 step %c1_i64_63  : i64 {
        %506 = memref.load %alloca_51[] : memref<i64>
        %507 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
        %c4096_i64_388 = arith.constant 4096 : i64
        %508 = llvm.getelementptr %507[%c4096_i64_388] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %c16_i64_389 = arith.constant 16 : i64
        %509 = arith.muli %arg4, %c16_i64_389 : i64
        %510 = llvm.getelementptr %508[%509] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %511 = llvm.load %510 : !llvm.ptr<3> -> i64
        %512 = arith.maxsi %506, %511 : i64
        memref.store %512, %alloca_51[] : memref<i64>
      }
      %c0_i64_64 = arith.constant 0 : i64
      %53 = memref.load %alloca_51[] : memref<i64>
      %c1_i64_65 = arith.constant 1 : i64
      scf.for %arg4 = %c0_i64_64 to %53 step %c1_i64_65  : i64 {
        %506 = arith.muli %arg4, %c1_i64_56 : i64
        %507 = arith.addi %c0_i64, %506 : i64
        %508 = arith.cmpi slt, %arg4, %45 : i64
        scf.if %508 {
          %509 = arith.sitofp %507 : i64 to f32
          %510 = arith.mulf %34, %509 : f32
          memref.store %510, %alloca_25[] : memref<f32>
          %thread_id_x_388 = gpu.thread_id  x
          %511 = arith.index_cast %thread_id_x_388 : index to i64
          memref.store %511, %alloca_26[] : memref<i64>
          %thread_id_x_389 = gpu.thread_id  x
          %512 = arith.index_cast %thread_id_x_389 : index to i64
          %c16_i64_390 = arith.constant 16 : i64
          %513 = arith.remsi %512, %c16_i64_390 : i64
          %514 = memref.load %alloca_26[] : memref<i64>
          %515 = arith.subi %514, %513 : i64
          memref.store %515, %alloca_27[] : memref<i64>
        }
        gpu.barrier
        scf.if %508 {
          %509 = memref.load %alloca_25[] : memref<f32>
          %510 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
          %511 = memref.load %alloca_26[] : memref<i64>
          %512 = llvm.getelementptr %510[%511] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %509, %512 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        scf.if %508 {
          %509 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
          %510 = memref.load %alloca_27[] : memref<i64>
          %511 = llvm.getelementptr %509[%510] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %512 = llvm.load %511 : !llvm.ptr<3> -> f32
          memref.store %512, %alloca_28[] : memref<f32>
          %c1_i64_388 = arith.constant 1 : i64
          %c16_i64_389 = arith.constant 16 : i64
          %c1_i64_390 = arith.constant 1 : i64
          scf.for %arg5 = %c1_i64_388 to %c16_i64_389 step %c1_i64_390  : i64 {
            %522 = memref.load %alloca_28[] : memref<f32>
            %523 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
            %524 = memref.load %alloca_27[] : memref<i64>
            %525 = arith.addi %524, %arg5 : i64
            %526 = llvm.getelementptr %523[%525] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %527 = llvm.load %526 : !llvm.ptr<3> -> f32
            %528 = arith.addf %522, %527 : f32
            memref.store %528, %alloca_28[] : memref<f32>
          }
          %513 = memref.load %alloca_23[] : memref<f32>
          %514 = memref.load %alloca_28[] : memref<f32>
          %515 = arith.addf %513, %514 : f32
          memref.store %515, %alloca_29[] : memref<f32>
          %516 = arith.remsi %26, %c16_i32 : i32
          memref.store %516, %alloca_30[] : memref<i32>
          %thread_id_x_391 = gpu.thread_id  x
          %517 = arith.index_cast %thread_id_x_391 : index to i64
          memref.store %517, %alloca_31[] : memref<i64>
          %thread_id_x_392 = gpu.thread_id  x
          %518 = arith.index_cast %thread_id_x_392 : index to i64
          %c16_i64_393 = arith.constant 16 : i64
          %519 = arith.remsi %518, %c16_i64_393 : i64
          %520 = memref.load %alloca_31[] : memref<i64>
          %521 = arith.subi %520, %519 : i64
          memref.store %521, %alloca_32[] : memref<i64>
        }
        gpu.barrier
        scf.if %508 {
          %509 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
          %510 = memref.load %alloca_31[] : memref<i64>
          %511 = llvm.getelementptr %509[%510] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %34, %511 : f32, !llvm.ptr<3>
        }
        gpu.barrier
        scf.if %508 {
          %509 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
          %510 = memref.load %alloca_32[] : memref<i64>
          %511 = memref.load %alloca_30[] : memref<i32>
          %512 = arith.extsi %511 : i32 to i64
          %c0_i64_388 = arith.constant 0 : i64
          %513 = arith.maxsi %512, %c0_i64_388 : i64
          %c15_i64 = arith.constant 15 : i64
          %514 = arith.minsi %513, %c15_i64 : i64
          %515 = arith.addi %510, %514 : i64
          %516 = llvm.getelementptr %509[%515] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %517 = llvm.load %516 : !llvm.ptr<3> -> f32
          %518 = memref.load %alloca_24[] : memref<f32>
          %519 = arith.addf %518, %517 : f32
          %520 = memref.load %alloca_29[] : memref<f32>
          memref.store %520, %alloca_23[] : memref<f32>
          memref.store %519, %alloca_24[] : memref<f32>
        }
      }
      %54 = memref.load %alloca_23[] : memref<f32>
      %c64_i64_66 = arith.constant 64 : i64
      %55 = arith.addi %32, %c64_i64_66 : i64
      %56 = llvm.getelementptr %16[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %54, %56 : f32, !llvm.ptr<1>
      %57 = memref.load %alloca_24[] : memref<f32>
      %c128_i64 = arith.constant 128 : i64
      %58 = arith.addi %32, %c128_i64 : i64
      %59 = llvm.getelementptr %16[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %57, %59 : f32, !llvm.ptr<1>
      %thread_id_x_67 = gpu.thread_id  x
      %60 = arith.index_cast %thread_id_x_67 : index to i64
      %c16_i64_68 = arith.constant 16 : i64
      %61 = arith.remsi %60, %c16_i64_68 : i64
      %c16_i64_69 = arith.constant 16 : i64
      %62 = arith.divsi %61, %c16_i64_69 : i64
      %thread_id_x_70 = gpu.thread_id  x
      %63 = arith.index_cast %thread_id_x_70 : index to i64
      %c16_i64_71 = arith.constant 16 : i64
      %64 = arith.remsi %63, %c16_i64_71 : i64
      %c16_i64_72 = arith.constant 16 : i64
      %65 = arith.remsi %64, %c16_i64_72 : i64
      %c32_i64 = arith.constant 32 : i64
      %66 = arith.muli %62, %c32_i64 : i64
      %67 = arith.addi %65, %66 : i64
      %68 = llvm.getelementptr %18[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %69 = llvm.load %68 : !llvm.ptr<1> -> f32
      %thread_id_x_73 = gpu.thread_id  x
      %70 = arith.index_cast %thread_id_x_73 : index to i64
      %c16_i64_74 = arith.constant 16 : i64
      %71 = arith.remsi %70, %c16_i64_74 : i64
      %c16_i64_75 = arith.constant 16 : i64
      %72 = arith.divsi %71, %c16_i64_75 : i64
      %c1_i64_76 = arith.constant 1 : i64
      %73 = arith.addi %72, %c1_i64_76 : i64
      %thread_id_x_77 = gpu.thread_id  x
      %74 = arith.index_cast %thread_id_x_77 : index to i64
      %c16_i64_78 = arith.constant 16 : i64
      %75 = arith.remsi %74, %c16_i64_78 : i64
      %c16_i64_79 = arith.constant 16 : i64
      %76 = arith.remsi %75, %c16_i64_79 : i64
      %c32_i64_80 = arith.constant 32 : i64
      %77 = arith.muli %73, %c32_i64_80 : i64
      %78 = arith.addi %76, %77 : i64
      %79 = llvm.getelementptr %18[%78] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %80 = llvm.load %79 : !llvm.ptr<1> -> f32
      %thread_id_x_81 = gpu.thread_id  x
      %81 = arith.index_cast %thread_id_x_81 : index to i64
      %c16_i64_82 = arith.constant 16 : i64
      %82 = arith.remsi %81, %c16_i64_82 : i64
      %c16_i64_83 = arith.constant 16 : i64
      %83 = arith.divsi %82, %c16_i64_83 : i64
      %c2_i64 = arith.constant 2 : i64
      %84 = arith.addi %83, %c2_i64 : i64
      %thread_id_x_84 = gpu.thread_id  x
      %85 = arith.index_cast %thread_id_x_84 : index to i64
      %c16_i64_85 = arith.constant 16 : i64
      %86 = arith.remsi %85, %c16_i64_85 : i64
      %c16_i64_86 = arith.constant 16 : i64
      %87 = arith.remsi %86, %c16_i64_86 : i64
      %c32_i64_87 = arith.constant 32 : i64
      %88 = arith.muli %84, %c32_i64_87 : i64
      %89 = arith.addi %87, %88 : i64
      %90 = llvm.getelementptr %18[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %91 = llvm.load %90 : !llvm.ptr<1> -> f32
      %thread_id_x_88 = gpu.thread_id  x
      %92 = arith.index_cast %thread_id_x_88 : index to i64
      %c16_i64_89 = arith.constant 16 : i64
      %93 = arith.remsi %92, %c16_i64_89 : i64
      %c16_i64_90 = arith.constant 16 : i64
      %94 = arith.divsi %93, %c16_i64_90 : i64
      %c3_i64 = arith.constant 3 : i64
      %95 = arith.addi %94, %c3_i64 : i64
      %thread_id_x_91 = gpu.thread_id  x
      %96 = arith.index_cast %thread_id_x_91 : index to i64
      %c16_i64_92 = arith.constant 16 : i64
      %97 = arith.remsi %96, %c16_i64_92 : i64
      %c16_i64_93 = arith.constant 16 : i64
      %98 = arith.remsi %97, %c16_i64_93 : i64
      %c32_i64_94 = arith.constant 32 : i64
      %99 = arith.muli %95, %c32_i64_94 : i64
      %100 = arith.addi %98, %99 : i64
      %101 = llvm.getelementptr %18[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %102 = llvm.load %101 : !llvm.ptr<1> -> f32
      %thread_id_x_95 = gpu.thread_id  x
      %103 = arith.index_cast %thread_id_x_95 : index to i64
      %c16_i64_96 = arith.constant 16 : i64
      %104 = arith.remsi %103, %c16_i64_96 : i64
      %c16_i64_97 = arith.constant 16 : i64
      %105 = arith.divsi %104, %c16_i64_97 : i64
      %c4_i64_98 = arith.constant 4 : i64
      %106 = arith.addi %105, %c4_i64_98 : i64
      %thread_id_x_99 = gpu.thread_id  x
      %107 = arith.index_cast %thread_id_x_99 : index to i64
      %c16_i64_100 = arith.constant 16 : i64
      %108 = arith.remsi %107, %c16_i64_100 : i64
      %c16_i64_101 = arith.constant 16 : i64
      %109 = arith.remsi %108, %c16_i64_101 : i64
      %c32_i64_102 = arith.constant 32 : i64
      %110 = arith.muli %106, %c32_i64_102 : i64
      %111 = arith.addi %109, %110 : i64
      %112 = llvm.getelementptr %18[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %113 = llvm.load %112 : !llvm.ptr<1> -> f32
      %thread_id_x_103 = gpu.thread_id  x
      %114 = arith.index_cast %thread_id_x_103 : index to i64
      %c16_i64_104 = arith.constant 16 : i64
      %115 = arith.remsi %114, %c16_i64_104 : i64
      %c16_i64_105 = arith.constant 16 : i64
      %116 = arith.divsi %115, %c16_i64_105 : i64
      %c5_i64 = arith.constant 5 : i64
      %117 = arith.addi %116, %c5_i64 : i64
      %thread_id_x_106 = gpu.thread_id  x
      %118 = arith.index_cast %thread_id_x_106 : index to i64
      %c16_i64_107 = arith.constant 16 : i64
      %119 = arith.remsi %118, %c16_i64_107 : i64
      %c16_i64_108 = arith.constant 16 : i64
      %120 = arith.remsi %119, %c16_i64_108 : i64
      %c32_i64_109 = arith.constant 32 : i64
      %121 = arith.muli %117, %c32_i64_109 : i64
      %122 = arith.addi %120, %121 : i64
      %123 = llvm.getelementptr %18[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %124 = llvm.load %123 : !llvm.ptr<1> -> f32
      %thread_id_x_110 = gpu.thread_id  x
      %125 = arith.index_cast %thread_id_x_110 : index to i64
      %c16_i64_111 = arith.constant 16 : i64
      %126 = arith.remsi %125, %c16_i64_111 : i64
      %c16_i64_112 = arith.constant 16 : i64
      %127 = arith.divsi %126, %c16_i64_112 : i64
      %c6_i64 = arith.constant 6 : i64
      %128 = arith.addi %127, %c6_i64 : i64
      %thread_id_x_113 = gpu.thread_id  x
      %129 = arith.index_cast %thread_id_x_113 : index to i64
      %c16_i64_114 = arith.constant 16 : i64
      %130 = arith.remsi %129, %c16_i64_114 : i64
      %c16_i64_115 = arith.constant 16 : i64
      %131 = arith.remsi %130, %c16_i64_115 : i64
      %c32_i64_116 = arith.constant 32 : i64
      %132 = arith.muli %128, %c32_i64_116 : i64
      %133 = arith.addi %131, %132 : i64
      %134 = llvm.getelementptr %18[%133] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %135 = llvm.load %134 : !llvm.ptr<1> -> f32
      %thread_id_x_117 = gpu.thread_id  x
      %136 = arith.index_cast %thread_id_x_117 : index to i64
      %c16_i64_118 = arith.constant 16 : i64
      %137 = arith.remsi %136, %c16_i64_118 : i64
      %c16_i64_119 = arith.constant 16 : i64
      %138 = arith.divsi %137, %c16_i64_119 : i64
      %c7_i64 = arith.constant 7 : i64
      %139 = arith.addi %138, %c7_i64 : i64
      %thread_id_x_120 = gpu.thread_id  x
      %140 = arith.index_cast %thread_id_x_120 : index to i64
      %c16_i64_121 = arith.constant 16 : i64
      %141 = arith.remsi %140, %c16_i64_121 : i64
      %c16_i64_122 = arith.constant 16 : i64
      %142 = arith.remsi %141, %c16_i64_122 : i64
      %c32_i64_123 = arith.constant 32 : i64
      %143 = arith.muli %139, %c32_i64_123 : i64
      %144 = arith.addi %142, %143 : i64
      %145 = llvm.getelementptr %18[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %146 = llvm.load %145 : !llvm.ptr<1> -> f32
      %thread_id_x_124 = gpu.thread_id  x
      %147 = arith.index_cast %thread_id_x_124 : index to i64
      %c16_i64_125 = arith.constant 16 : i64
      %148 = arith.remsi %147, %c16_i64_125 : i64
      %c16_i64_126 = arith.constant 16 : i64
      %149 = arith.divsi %148, %c16_i64_126 : i64
      %thread_id_x_127 = gpu.thread_id  x
      %150 = arith.index_cast %thread_id_x_127 : index to i64
      %c16_i64_128 = arith.constant 16 : i64
      %151 = arith.remsi %150, %c16_i64_128 : i64
      %c16_i64_129 = arith.constant 16 : i64
      %152 = arith.remsi %151, %c16_i64_129 : i64
      %c16_i64_130 = arith.constant 16 : i64
      %153 = arith.addi %152, %c16_i64_130 : i64
      %c32_i64_131 = arith.constant 32 : i64
      %154 = arith.muli %149, %c32_i64_131 : i64
      %155 = arith.addi %153, %154 : i64
      %156 = llvm.getelementptr %18[%155] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %157 = llvm.load %156 : !llvm.ptr<1> -> f32
      %thread_id_x_132 = gpu.thread_id  x
      %158 = arith.index_cast %thread_id_x_132 : index to i64
      %c16_i64_133 = arith.constant 16 : i64
      %159 = arith.remsi %158, %c16_i64_133 : i64
      %c16_i64_134 = arith.constant 16 : i64
      %160 = arith.divsi %159, %c16_i64_134 : i64
      %c1_i64_135 = arith.constant 1 : i64
      %161 = arith.addi %160, %c1_i64_135 : i64
      %thread_id_x_136 = gpu.thread_id  x
      %162 = arith.index_cast %thread_id_x_136 : index to i64
      %c16_i64_137 = arith.constant 16 : i64
      %163 = arith.remsi %162, %c16_i64_137 : i64
      %c16_i64_138 = arith.constant 16 : i64
      %164 = arith.remsi %163, %c16_i64_138 : i64
      %c16_i64_139 = arith.constant 16 : i64
      %165 = arith.addi %164, %c16_i64_139 : i64
      %c32_i64_140 = arith.constant 32 : i64
      %166 = arith.muli %161, %c32_i64_140 : i64
      %167 = arith.addi %165, %166 : i64
      %168 = llvm.getelementptr %18[%167] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %169 = llvm.load %168 : !llvm.ptr<1> -> f32
      %thread_id_x_141 = gpu.thread_id  x
      %170 = arith.index_cast %thread_id_x_141 : index to i64
      %c16_i64_142 = arith.constant 16 : i64
      %171 = arith.remsi %170, %c16_i64_142 : i64
      %c16_i64_143 = arith.constant 16 : i64
      %172 = arith.divsi %171, %c16_i64_143 : i64
      %c2_i64_144 = arith.constant 2 : i64
      %173 = arith.addi %172, %c2_i64_144 : i64
      %thread_id_x_145 = gpu.thread_id  x
      %174 = arith.index_cast %thread_id_x_145 : index to i64
      %c16_i64_146 = arith.constant 16 : i64
      %175 = arith.remsi %174, %c16_i64_146 : i64
      %c16_i64_147 = arith.constant 16 : i64
      %176 = arith.remsi %175, %c16_i64_147 : i64
      %c16_i64_148 = arith.constant 16 : i64
      %177 = arith.addi %176, %c16_i64_148 : i64
      %c32_i64_149 = arith.constant 32 : i64
      %178 = arith.muli %173, %c32_i64_149 : i64
      %179 = arith.addi %177, %178 : i64
      %180 = llvm.getelementptr %18[%179] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %181 = llvm.load %180 : !llvm.ptr<1> -> f32
      %thread_id_x_150 = gpu.thread_id  x
      %182 = arith.index_cast %thread_id_x_150 : index to i64
      %c16_i64_151 = arith.constant 16 : i64
      %183 = arith.remsi %182, %c16_i64_151 : i64
      %c16_i64_152 = arith.constant 16 : i64
      %184 = arith.divsi %183, %c16_i64_152 : i64
      %c3_i64_153 = arith.constant 3 : i64
      %185 = arith.addi %184, %c3_i64_153 : i64
      %thread_id_x_154 = gpu.thread_id  x
      %186 = arith.index_cast %thread_id_x_154 : index to i64
      %c16_i64_155 = arith.constant 16 : i64
      %187 = arith.remsi %186, %c16_i64_155 : i64
      %c16_i64_156 = arith.constant 16 : i64
      %188 = arith.remsi %187, %c16_i64_156 : i64
      %c16_i64_157 = arith.constant 16 : i64
      %189 = arith.addi %188, %c16_i64_157 : i64
      %c32_i64_158 = arith.constant 32 : i64
      %190 = arith.muli %185, %c32_i64_158 : i64
      %191 = arith.addi %189, %190 : i64
      %192 = llvm.getelementptr %18[%191] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %193 = llvm.load %192 : !llvm.ptr<1> -> f32
      %thread_id_x_159 = gpu.thread_id  x
      %194 = arith.index_cast %thread_id_x_159 : index to i64
      %c16_i64_160 = arith.constant 16 : i64
      %195 = arith.remsi %194, %c16_i64_160 : i64
      %c16_i64_161 = arith.constant 16 : i64
      %196 = arith.divsi %195, %c16_i64_161 : i64
      %c4_i64_162 = arith.constant 4 : i64
      %197 = arith.addi %196, %c4_i64_162 : i64
      %thread_id_x_163 = gpu.thread_id  x
      %198 = arith.index_cast %thread_id_x_163 : index to i64
      %c16_i64_164 = arith.constant 16 : i64
      %199 = arith.remsi %198, %c16_i64_164 : i64
      %c16_i64_165 = arith.constant 16 : i64
      %200 = arith.remsi %199, %c16_i64_165 : i64
      %c16_i64_166 = arith.constant 16 : i64
      %201 = arith.addi %200, %c16_i64_166 : i64
      %c32_i64_167 = arith.constant 32 : i64
      %202 = arith.muli %197, %c32_i64_167 : i64
      %203 = arith.addi %201, %202 : i64
      %204 = llvm.getelementptr %18[%203] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %205 = llvm.load %204 : !llvm.ptr<1> -> f32
      %thread_id_x_168 = gpu.thread_id  x
      %206 = arith.index_cast %thread_id_x_168 : index to i64
      %c16_i64_169 = arith.constant 16 : i64
      %207 = arith.remsi %206, %c16_i64_169 : i64
      %c16_i64_170 = arith.constant 16 : i64
      %208 = arith.divsi %207, %c16_i64_170 : i64
      %c5_i64_171 = arith.constant 5 : i64
      %209 = arith.addi %208, %c5_i64_171 : i64
      %thread_id_x_172 = gpu.thread_id  x
      %210 = arith.index_cast %thread_id_x_172 : index to i64
      %c16_i64_173 = arith.constant 16 : i64
      %211 = arith.remsi %210, %c16_i64_173 : i64
      %c16_i64_174 = arith.constant 16 : i64
      %212 = arith.remsi %211, %c16_i64_174 : i64
      %c16_i64_175 = arith.constant 16 : i64
      %213 = arith.addi %212, %c16_i64_175 : i64
      %c32_i64_176 = arith.constant 32 : i64
      %214 = arith.muli %209, %c32_i64_176 : i64
      %215 = arith.addi %213, %214 : i64
      %216 = llvm.getelementptr %18[%215] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %217 = llvm.load %216 : !llvm.ptr<1> -> f32
      %thread_id_x_177 = gpu.thread_id  x
      %218 = arith.index_cast %thread_id_x_177 : index to i64
      %c16_i64_178 = arith.constant 16 : i64
      %219 = arith.remsi %218, %c16_i64_178 : i64
      %c16_i64_179 = arith.constant 16 : i64
      %220 = arith.divsi %219, %c16_i64_179 : i64
      %c6_i64_180 = arith.constant 6 : i64
      %221 = arith.addi %220, %c6_i64_180 : i64
      %thread_id_x_181 = gpu.thread_id  x
      %222 = arith.index_cast %thread_id_x_181 : index to i64
      %c16_i64_182 = arith.constant 16 : i64
      %223 = arith.remsi %222, %c16_i64_182 : i64
      %c16_i64_183 = arith.constant 16 : i64
      %224 = arith.remsi %223, %c16_i64_183 : i64
      %c16_i64_184 = arith.constant 16 : i64
      %225 = arith.addi %224, %c16_i64_184 : i64
      %c32_i64_185 = arith.constant 32 : i64
      %226 = arith.muli %221, %c32_i64_185 : i64
      %227 = arith.addi %225, %226 : i64
      %228 = llvm.getelementptr %18[%227] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %229 = llvm.load %228 : !llvm.ptr<1> -> f32
      %thread_id_x_186 = gpu.thread_id  x
      %230 = arith.index_cast %thread_id_x_186 : index to i64
      %c16_i64_187 = arith.constant 16 : i64
      %231 = arith.remsi %230, %c16_i64_187 : i64
      %c16_i64_188 = arith.constant 16 : i64
      %232 = arith.divsi %231, %c16_i64_188 : i64
      %c7_i64_189 = arith.constant 7 : i64
      %233 = arith.addi %232, %c7_i64_189 : i64
      %thread_id_x_190 = gpu.thread_id  x
      %234 = arith.index_cast %thread_id_x_190 : index to i64
      %c16_i64_191 = arith.constant 16 : i64
      %235 = arith.remsi %234, %c16_i64_191 : i64
      %c16_i64_192 = arith.constant 16 : i64
      %236 = arith.remsi %235, %c16_i64_192 : i64
      %c16_i64_193 = arith.constant 16 : i64
      %237 = arith.addi %236, %c16_i64_193 : i64
      %c32_i64_194 = arith.constant 32 : i64
      %238 = arith.muli %233, %c32_i64_194 : i64
      %239 = arith.addi %237, %238 : i64
      %240 = llvm.getelementptr %18[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %241 = llvm.load %240 : !llvm.ptr<1> -> f32
      %cst_195 = arith.constant 0.000000e+00 : f32
      memref.store %cst_195, %alloca_33[] : memref<f32>
      %cst_196 = arith.constant 0.000000e+00 : f32
      memref.store %cst_196, %alloca_34[] : memref<f32>
      %cst_197 = arith.constant 0.000000e+00 : f32
      memref.store %cst_197, %alloca_35[] : memref<f32>
      %cst_198 = arith.constant 0.000000e+00 : f32
      memref.store %cst_198, %alloca_36[] : memref<f32>
      %cst_199 = arith.constant 0.000000e+00 : f32
      memref.store %cst_199, %alloca_37[] : memref<f32>
      %cst_200 = arith.constant 0.000000e+00 : f32
      memref.store %cst_200, %alloca_38[] : memref<f32>
      %cst_201 = arith.constant 0.000000e+00 : f32
      memref.store %cst_201, %alloca_39[] : memref<f32>
      %cst_202 = arith.constant 0.000000e+00 : f32
      memref.store %cst_202, %alloca_40[] : memref<f32>
      %cst_203 = arith.constant 0.000000e+00 : f32
      memref.store %cst_203, %alloca_41[] : memref<f32>
      %cst_204 = arith.constant 0.000000e+00 : f32
      memref.store %cst_204, %alloca_42[] : memref<f32>
      %cst_205 = arith.constant 0.000000e+00 : f32
      memref.store %cst_205, %alloca_43[] : memref<f32>
      %cst_206 = arith.constant 0.000000e+00 : f32
      memref.store %cst_206, %alloca_44[] : memref<f32>
      %cst_207 = arith.constant 0.000000e+00 : f32
      memref.store %cst_207, %alloca_45[] : memref<f32>
      %cst_208 = arith.constant 0.000000e+00 : f32
      memref.store %cst_208, %alloca_46[] : memref<f32>
      %cst_209 = arith.constant 0.000000e+00 : f32
      memref.store %cst_209, %alloca_47[] : memref<f32>
      %cst_210 = arith.constant 0.000000e+00 : f32
      memref.store %cst_210, %alloca_48[] : memref<f32>
      %c0_i64_211 = arith.constant 0 : i64
      %c1_i64_212 = arith.constant 1 : i64
      scf.for %arg4 = %c0_i64_211 to %40 step %c1_i64_212  : i64 {
        %506 = arith.sitofp %arg4 : i64 to f32
        %507 = arith.addf %506, %506 : f32
        %508 = arith.mulf %507, %69 : f32
        %509 = arith.mulf %507, %80 : f32
        %510 = arith.mulf %507, %91 : f32
        %511 = arith.mulf %507, %102 : f32
        %512 = arith.mulf %507, %113 : f32
        %513 = arith.mulf %507, %124 : f32
        %514 = arith.mulf %507, %135 : f32
        %515 = arith.mulf %507, %146 : f32
        %516 = arith.mulf %507, %157 : f32
        %517 = arith.mulf %507, %169 : f32
        %518 = arith.mulf %507, %181 : f32
        %519 = arith.mulf %507, %193 : f32
        %520 = arith.mulf %507, %205 : f32
        %521 = arith.mulf %507, %217 : f32
        %522 = arith.mulf %507, %229 : f32
        %523 = arith.mulf %507, %241 : f32
        %524 = memref.load %alloca_33[] : memref<f32>
        %525 = arith.addf %524, %508 : f32
        %526 = memref.load %alloca_34[] : memref<f32>
        %527 = arith.addf %526, %509 : f32
        %528 = memref.load %alloca_35[] : memref<f32>
        %529 = arith.addf %528, %510 : f32
        %530 = memref.load %alloca_36[] : memref<f32>
        %531 = arith.addf %530, %511 : f32
        %532 = memref.load %alloca_37[] : memref<f32>
        %533 = arith.addf %532, %512 : f32
        %534 = memref.load %alloca_38[] : memref<f32>
        %535 = arith.addf %534, %513 : f32
        %536 = memref.load %alloca_39[] : memref<f32>
        %537 = arith.addf %536, %514 : f32
        %538 = memref.load %alloca_40[] : memref<f32>
        %539 = arith.addf %538, %515 : f32
        %540 = memref.load %alloca_41[] : memref<f32>
        %541 = arith.addf %540, %516 : f32
        %542 = memref.load %alloca_42[] : memref<f32>
        %543 = arith.addf %542, %517 : f32
        %544 = memref.load %alloca_43[] : memref<f32>
        %545 = arith.addf %544, %518 : f32
        %546 = memref.load %alloca_44[] : memref<f32>
        %547 = arith.addf %546, %519 : f32
        %548 = memref.load %alloca_45[] : memref<f32>
        %549 = arith.addf %548, %520 : f32
        %550 = memref.load %alloca_46[] : memref<f32>
        %551 = arith.addf %550, %521 : f32
        %552 = memref.load %alloca_47[] : memref<f32>
        %553 = arith.addf %552, %522 : f32
        %554 = memref.load %alloca_48[] : memref<f32>
        %555 = arith.addf %554, %523 : f32
        memref.store %525, %alloca_33[] : memref<f32>
        memref.store %527, %alloca_34[] : memref<f32>
        memref.store %529, %alloca_35[] : memref<f32>
        memref.store %531, %alloca_36[] : memref<f32>
        memref.store %533, %alloca_37[] : memref<f32>
        memref.store %535, %alloca_38[] : memref<f32>
        memref.store %537, %alloca_39[] : memref<f32>
        memref.store %539, %alloca_40[] : memref<f32>
        memref.store %541, %alloca_41[] : memref<f32>
        memref.store %543, %alloca_42[] : memref<f32>
        memref.store %545, %alloca_43[] : memref<f32>
        memref.store %547, %alloca_44[] : memref<f32>
        memref.store %549, %alloca_45[] : memref<f32>
        memref.store %551, %alloca_46[] : memref<f32>
        memref.store %553, %alloca_47[] : memref<f32>
        memref.store %555, %alloca_48[] : memref<f32>
      }
      %thread_id_x_213 = gpu.thread_id  x
      %242 = arith.index_cast %thread_id_x_213 : index to i64
      %c16_i64_214 = arith.constant 16 : i64
      %243 = arith.divsi %242, %c16_i64_214 : i64
      %c4_i64_215 = arith.constant 4 : i64
      %thread_id_y_216 = gpu.thread_id  y
      %244 = arith.index_cast %thread_id_y_216 : index to i64
      %245 = arith.muli %c4_i64_215, %244 : i64
      %246 = arith.addi %243, %245 : i64
      %c256_i64_217 = arith.constant 256 : i64
      %247 = arith.muli %246, %c256_i64_217 : i64
      gpu.barrier
      %thread_id_x_218 = gpu.thread_id  x
      %248 = arith.index_cast %thread_id_x_218 : index to i64
      %c16_i64_219 = arith.constant 16 : i64
      %249 = arith.remsi %248, %c16_i64_219 : i64
      %c16_i64_220 = arith.constant 16 : i64
      %250 = arith.divsi %249, %c16_i64_220 : i64
      %thread_id_x_221 = gpu.thread_id  x
      %251 = arith.index_cast %thread_id_x_221 : index to i64
      %c16_i64_222 = arith.constant 16 : i64
      %252 = arith.remsi %251, %c16_i64_222 : i64
      %c16_i64_223 = arith.constant 16 : i64
      %253 = arith.remsi %252, %c16_i64_223 : i64
      %254 = memref.load %alloca_33[] : memref<f32>
      %255 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_224 = arith.constant 32 : i64
      %256 = arith.muli %250, %c32_i64_224 : i64
      %257 = arith.addi %253, %256 : i64
      %258 = arith.addi %247, %257 : i64
      %259 = llvm.getelementptr %255[%258] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %254, %259 : f32, !llvm.ptr<3>
      %thread_id_x_225 = gpu.thread_id  x
      %260 = arith.index_cast %thread_id_x_225 : index to i64
      %c16_i64_226 = arith.constant 16 : i64
      %261 = arith.remsi %260, %c16_i64_226 : i64
      %c16_i64_227 = arith.constant 16 : i64
      %262 = arith.divsi %261, %c16_i64_227 : i64
      %c1_i64_228 = arith.constant 1 : i64
      %263 = arith.addi %262, %c1_i64_228 : i64
      %thread_id_x_229 = gpu.thread_id  x
      %264 = arith.index_cast %thread_id_x_229 : index to i64
      %c16_i64_230 = arith.constant 16 : i64
      %265 = arith.remsi %264, %c16_i64_230 : i64
      %c16_i64_231 = arith.constant 16 : i64
      %266 = arith.remsi %265, %c16_i64_231 : i64
      %267 = memref.load %alloca_34[] : memref<f32>
      %268 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_232 = arith.constant 32 : i64
      %269 = arith.muli %263, %c32_i64_232 : i64
      %270 = arith.addi %266, %269 : i64
      %271 = arith.addi %247, %270 : i64
      %272 = llvm.getelementptr %268[%271] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %267, %272 : f32, !llvm.ptr<3>
      %thread_id_x_233 = gpu.thread_id  x
      %273 = arith.index_cast %thread_id_x_233 : index to i64
      %c16_i64_234 = arith.constant 16 : i64
      %274 = arith.remsi %273, %c16_i64_234 : i64
      %c16_i64_235 = arith.constant 16 : i64
      %275 = arith.divsi %274, %c16_i64_235 : i64
      %c2_i64_236 = arith.constant 2 : i64
      %276 = arith.addi %275, %c2_i64_236 : i64
      %thread_id_x_237 = gpu.thread_id  x
      %277 = arith.index_cast %thread_id_x_237 : index to i64
      %c16_i64_238 = arith.constant 16 : i64
      %278 = arith.remsi %277, %c16_i64_238 : i64
      %c16_i64_239 = arith.constant 16 : i64
      %279 = arith.remsi %278, %c16_i64_239 : i64
      %280 = memref.load %alloca_35[] : memref<f32>
      %281 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_240 = arith.constant 32 : i64
      %282 = arith.muli %276, %c32_i64_240 : i64
      %283 = arith.addi %279, %282 : i64
      %284 = arith.addi %247, %283 : i64
      %285 = llvm.getelementptr %281[%284] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %280, %285 : f32, !llvm.ptr<3>
      %thread_id_x_241 = gpu.thread_id  x
      %286 = arith.index_cast %thread_id_x_241 : index to i64
      %c16_i64_242 = arith.constant 16 : i64
      %287 = arith.remsi %286, %c16_i64_242 : i64
      %c16_i64_243 = arith.constant 16 : i64
      %288 = arith.divsi %287, %c16_i64_243 : i64
      %c3_i64_244 = arith.constant 3 : i64
      %289 = arith.addi %288, %c3_i64_244 : i64
      %thread_id_x_245 = gpu.thread_id  x
      %290 = arith.index_cast %thread_id_x_245 : index to i64
      %c16_i64_246 = arith.constant 16 : i64
      %291 = arith.remsi %290, %c16_i64_246 : i64
      %c16_i64_247 = arith.constant 16 : i64
      %292 = arith.remsi %291, %c16_i64_247 : i64
      %293 = memref.load %alloca_36[] : memref<f32>
      %294 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_248 = arith.constant 32 : i64
      %295 = arith.muli %289, %c32_i64_248 : i64
      %296 = arith.addi %292, %295 : i64
      %297 = arith.addi %247, %296 : i64
      %298 = llvm.getelementptr %294[%297] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %293, %298 : f32, !llvm.ptr<3>
      %thread_id_x_249 = gpu.thread_id  x
      %299 = arith.index_cast %thread_id_x_249 : index to i64
      %c16_i64_250 = arith.constant 16 : i64
      %300 = arith.remsi %299, %c16_i64_250 : i64
      %c16_i64_251 = arith.constant 16 : i64
      %301 = arith.divsi %300, %c16_i64_251 : i64
      %c4_i64_252 = arith.constant 4 : i64
      %302 = arith.addi %301, %c4_i64_252 : i64
      %thread_id_x_253 = gpu.thread_id  x
      %303 = arith.index_cast %thread_id_x_253 : index to i64
      %c16_i64_254 = arith.constant 16 : i64
      %304 = arith.remsi %303, %c16_i64_254 : i64
      %c16_i64_255 = arith.constant 16 : i64
      %305 = arith.remsi %304, %c16_i64_255 : i64
      %306 = memref.load %alloca_37[] : memref<f32>
      %307 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_256 = arith.constant 32 : i64
      %308 = arith.muli %302, %c32_i64_256 : i64
      %309 = arith.addi %305, %308 : i64
      %310 = arith.addi %247, %309 : i64
      %311 = llvm.getelementptr %307[%310] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %306, %311 : f32, !llvm.ptr<3>
      %thread_id_x_257 = gpu.thread_id  x
      %312 = arith.index_cast %thread_id_x_257 : index to i64
      %c16_i64_258 = arith.constant 16 : i64
      %313 = arith.remsi %312, %c16_i64_258 : i64
      %c16_i64_259 = arith.constant 16 : i64
      %314 = arith.divsi %313, %c16_i64_259 : i64
      %c5_i64_260 = arith.constant 5 : i64
      %315 = arith.addi %314, %c5_i64_260 : i64
      %thread_id_x_261 = gpu.thread_id  x
      %316 = arith.index_cast %thread_id_x_261 : index to i64
      %c16_i64_262 = arith.constant 16 : i64
      %317 = arith.remsi %316, %c16_i64_262 : i64
      %c16_i64_263 = arith.constant 16 : i64
      %318 = arith.remsi %317, %c16_i64_263 : i64
      %319 = memref.load %alloca_38[] : memref<f32>
      %320 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_264 = arith.constant 32 : i64
      %321 = arith.muli %315, %c32_i64_264 : i64
      %322 = arith.addi %318, %321 : i64
      %323 = arith.addi %247, %322 : i64
      %324 = llvm.getelementptr %320[%323] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %319, %324 : f32, !llvm.ptr<3>
      %thread_id_x_265 = gpu.thread_id  x
      %325 = arith.index_cast %thread_id_x_265 : index to i64
      %c16_i64_266 = arith.constant 16 : i64
      %326 = arith.remsi %325, %c16_i64_266 : i64
      %c16_i64_267 = arith.constant 16 : i64
      %327 = arith.divsi %326, %c16_i64_267 : i64
      %c6_i64_268 = arith.constant 6 : i64
      %328 = arith.addi %327, %c6_i64_268 : i64
      %thread_id_x_269 = gpu.thread_id  x
      %329 = arith.index_cast %thread_id_x_269 : index to i64
      %c16_i64_270 = arith.constant 16 : i64
      %330 = arith.remsi %329, %c16_i64_270 : i64
      %c16_i64_271 = arith.constant 16 : i64
      %331 = arith.remsi %330, %c16_i64_271 : i64
      %332 = memref.load %alloca_39[] : memref<f32>
      %333 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_272 = arith.constant 32 : i64
      %334 = arith.muli %328, %c32_i64_272 : i64
      %335 = arith.addi %331, %334 : i64
      %336 = arith.addi %247, %335 : i64
      %337 = llvm.getelementptr %333[%336] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %332, %337 : f32, !llvm.ptr<3>
      %thread_id_x_273 = gpu.thread_id  x
      %338 = arith.index_cast %thread_id_x_273 : index to i64
      %c16_i64_274 = arith.constant 16 : i64
      %339 = arith.remsi %338, %c16_i64_274 : i64
      %c16_i64_275 = arith.constant 16 : i64
      %340 = arith.divsi %339, %c16_i64_275 : i64
      %c7_i64_276 = arith.constant 7 : i64
      %341 = arith.addi %340, %c7_i64_276 : i64
      %thread_id_x_277 = gpu.thread_id  x
      %342 = arith.index_cast %thread_id_x_277 : index to i64
      %c16_i64_278 = arith.constant 16 : i64
      %343 = arith.remsi %342, %c16_i64_278 : i64
      %c16_i64_279 = arith.constant 16 : i64
      %344 = arith.remsi %343, %c16_i64_279 : i64
      %345 = memref.load %alloca_40[] : memref<f32>
      %346 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_280 = arith.constant 32 : i64
      %347 = arith.muli %341, %c32_i64_280 : i64
      %348 = arith.addi %344, %347 : i64
      %349 = arith.addi %247, %348 : i64
      %350 = llvm.getelementptr %346[%349] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %345, %350 : f32, !llvm.ptr<3>
      %thread_id_x_281 = gpu.thread_id  x
      %351 = arith.index_cast %thread_id_x_281 : index to i64
      %c16_i64_282 = arith.constant 16 : i64
      %352 = arith.remsi %351, %c16_i64_282 : i64
      %c16_i64_283 = arith.constant 16 : i64
      %353 = arith.divsi %352, %c16_i64_283 : i64
      %thread_id_x_284 = gpu.thread_id  x
      %354 = arith.index_cast %thread_id_x_284 : index to i64
      %c16_i64_285 = arith.constant 16 : i64
      %355 = arith.remsi %354, %c16_i64_285 : i64
      %c16_i64_286 = arith.constant 16 : i64
      %356 = arith.remsi %355, %c16_i64_286 : i64
      %c16_i64_287 = arith.constant 16 : i64
      %357 = arith.addi %356, %c16_i64_287 : i64
      %358 = memref.load %alloca_41[] : memref<f32>
      %359 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_288 = arith.constant 32 : i64
      %360 = arith.muli %353, %c32_i64_288 : i64
      %361 = arith.addi %357, %360 : i64
      %362 = arith.addi %247, %361 : i64
      %363 = llvm.getelementptr %359[%362] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %358, %363 : f32, !llvm.ptr<3>
      %thread_id_x_289 = gpu.thread_id  x
      %364 = arith.index_cast %thread_id_x_289 : index to i64
      %c16_i64_290 = arith.constant 16 : i64
      %365 = arith.remsi %364, %c16_i64_290 : i64
      %c16_i64_291 = arith.constant 16 : i64
      %366 = arith.divsi %365, %c16_i64_291 : i64
      %c1_i64_292 = arith.constant 1 : i64
      %367 = arith.addi %366, %c1_i64_292 : i64
      %thread_id_x_293 = gpu.thread_id  x
      %368 = arith.index_cast %thread_id_x_293 : index to i64
      %c16_i64_294 = arith.constant 16 : i64
      %369 = arith.remsi %368, %c16_i64_294 : i64
      %c16_i64_295 = arith.constant 16 : i64
      %370 = arith.remsi %369, %c16_i64_295 : i64
      %c16_i64_296 = arith.constant 16 : i64
      %371 = arith.addi %370, %c16_i64_296 : i64
      %372 = memref.load %alloca_42[] : memref<f32>
      %373 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_297 = arith.constant 32 : i64
      %374 = arith.muli %367, %c32_i64_297 : i64
      %375 = arith.addi %371, %374 : i64
      %376 = arith.addi %247, %375 : i64
      %377 = llvm.getelementptr %373[%376] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %372, %377 : f32, !llvm.ptr<3>
      %thread_id_x_298 = gpu.thread_id  x
      %378 = arith.index_cast %thread_id_x_298 : index to i64
      %c16_i64_299 = arith.constant 16 : i64
      %379 = arith.remsi %378, %c16_i64_299 : i64
      %c16_i64_300 = arith.constant 16 : i64
      %380 = arith.divsi %379, %c16_i64_300 : i64
      %c2_i64_301 = arith.constant 2 : i64
      %381 = arith.addi %380, %c2_i64_301 : i64
      %thread_id_x_302 = gpu.thread_id  x
      %382 = arith.index_cast %thread_id_x_302 : index to i64
      %c16_i64_303 = arith.constant 16 : i64
      %383 = arith.remsi %382, %c16_i64_303 : i64
      %c16_i64_304 = arith.constant 16 : i64
      %384 = arith.remsi %383, %c16_i64_304 : i64
      %c16_i64_305 = arith.constant 16 : i64
      %385 = arith.addi %384, %c16_i64_305 : i64
      %386 = memref.load %alloca_43[] : memref<f32>
      %387 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_306 = arith.constant 32 : i64
      %388 = arith.muli %381, %c32_i64_306 : i64
      %389 = arith.addi %385, %388 : i64
      %390 = arith.addi %247, %389 : i64
      %391 = llvm.getelementptr %387[%390] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %386, %391 : f32, !llvm.ptr<3>
      %thread_id_x_307 = gpu.thread_id  x
      %392 = arith.index_cast %thread_id_x_307 : index to i64
      %c16_i64_308 = arith.constant 16 : i64
      %393 = arith.remsi %392, %c16_i64_308 : i64
      %c16_i64_309 = arith.constant 16 : i64
      %394 = arith.divsi %393, %c16_i64_309 : i64
      %c3_i64_310 = arith.constant 3 : i64
      %395 = arith.addi %394, %c3_i64_310 : i64
      %thread_id_x_311 = gpu.thread_id  x
      %396 = arith.index_cast %thread_id_x_311 : index to i64
      %c16_i64_312 = arith.constant 16 : i64
      %397 = arith.remsi %396, %c16_i64_312 : i64
      %c16_i64_313 = arith.constant 16 : i64
      %398 = arith.remsi %397, %c16_i64_313 : i64
      %c16_i64_314 = arith.constant 16 : i64
      %399 = arith.addi %398, %c16_i64_314 : i64
      %400 = memref.load %alloca_44[] : memref<f32>
      %401 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_315 = arith.constant 32 : i64
      %402 = arith.muli %395, %c32_i64_315 : i64
      %403 = arith.addi %399, %402 : i64
      %404 = arith.addi %247, %403 : i64
      %405 = llvm.getelementptr %401[%404] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %400, %405 : f32, !llvm.ptr<3>
      %thread_id_x_316 = gpu.thread_id  x
      %406 = arith.index_cast %thread_id_x_316 : index to i64
      %c16_i64_317 = arith.constant 16 : i64
      %407 = arith.remsi %406, %c16_i64_317 : i64
      %c16_i64_318 = arith.constant 16 : i64
      %408 = arith.divsi %407, %c16_i64_318 : i64
      %c4_i64_319 = arith.constant 4 : i64
      %409 = arith.addi %408, %c4_i64_319 : i64
      %thread_id_x_320 = gpu.thread_id  x
      %410 = arith.index_cast %thread_id_x_320 : index to i64
      %c16_i64_321 = arith.constant 16 : i64
      %411 = arith.remsi %410, %c16_i64_321 : i64
      %c16_i64_322 = arith.constant 16 : i64
      %412 = arith.remsi %411, %c16_i64_322 : i64
      %c16_i64_323 = arith.constant 16 : i64
      %413 = arith.addi %412, %c16_i64_323 : i64
      %414 = memref.load %alloca_45[] : memref<f32>
      %415 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_324 = arith.constant 32 : i64
      %416 = arith.muli %409, %c32_i64_324 : i64
      %417 = arith.addi %413, %416 : i64
      %418 = arith.addi %247, %417 : i64
      %419 = llvm.getelementptr %415[%418] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %414, %419 : f32, !llvm.ptr<3>
      %thread_id_x_325 = gpu.thread_id  x
      %420 = arith.index_cast %thread_id_x_325 : index to i64
      %c16_i64_326 = arith.constant 16 : i64
      %421 = arith.remsi %420, %c16_i64_326 : i64
      %c16_i64_327 = arith.constant 16 : i64
      %422 = arith.divsi %421, %c16_i64_327 : i64
      %c5_i64_328 = arith.constant 5 : i64
      %423 = arith.addi %422, %c5_i64_328 : i64
      %thread_id_x_329 = gpu.thread_id  x
      %424 = arith.index_cast %thread_id_x_329 : index to i64
      %c16_i64_330 = arith.constant 16 : i64
      %425 = arith.remsi %424, %c16_i64_330 : i64
      %c16_i64_331 = arith.constant 16 : i64
      %426 = arith.remsi %425, %c16_i64_331 : i64
      %c16_i64_332 = arith.constant 16 : i64
      %427 = arith.addi %426, %c16_i64_332 : i64
      %428 = memref.load %alloca_46[] : memref<f32>
      %429 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_333 = arith.constant 32 : i64
      %430 = arith.muli %423, %c32_i64_333 : i64
      %431 = arith.addi %427, %430 : i64
      %432 = arith.addi %247, %431 : i64
      %433 = llvm.getelementptr %429[%432] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %428, %433 : f32, !llvm.ptr<3>
      %thread_id_x_334 = gpu.thread_id  x
      %434 = arith.index_cast %thread_id_x_334 : index to i64
      %c16_i64_335 = arith.constant 16 : i64
      %435 = arith.remsi %434, %c16_i64_335 : i64
      %c16_i64_336 = arith.constant 16 : i64
      %436 = arith.divsi %435, %c16_i64_336 : i64
      %c6_i64_337 = arith.constant 6 : i64
      %437 = arith.addi %436, %c6_i64_337 : i64
      %thread_id_x_338 = gpu.thread_id  x
      %438 = arith.index_cast %thread_id_x_338 : index to i64
      %c16_i64_339 = arith.constant 16 : i64
      %439 = arith.remsi %438, %c16_i64_339 : i64
      %c16_i64_340 = arith.constant 16 : i64
      %440 = arith.remsi %439, %c16_i64_340 : i64
      %c16_i64_341 = arith.constant 16 : i64
      %441 = arith.addi %440, %c16_i64_341 : i64
      %442 = memref.load %alloca_47[] : memref<f32>
      %443 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_342 = arith.constant 32 : i64
      %444 = arith.muli %437, %c32_i64_342 : i64
      %445 = arith.addi %441, %444 : i64
      %446 = arith.addi %247, %445 : i64
      %447 = llvm.getelementptr %443[%446] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %442, %447 : f32, !llvm.ptr<3>
      %thread_id_x_343 = gpu.thread_id  x
      %448 = arith.index_cast %thread_id_x_343 : index to i64
      %c16_i64_344 = arith.constant 16 : i64
      %449 = arith.remsi %448, %c16_i64_344 : i64
      %c16_i64_345 = arith.constant 16 : i64
      %450 = arith.divsi %449, %c16_i64_345 : i64
      %c7_i64_346 = arith.constant 7 : i64
      %451 = arith.addi %450, %c7_i64_346 : i64
      %thread_id_x_347 = gpu.thread_id  x
      %452 = arith.index_cast %thread_id_x_347 : index to i64
      %c16_i64_348 = arith.constant 16 : i64
      %453 = arith.remsi %452, %c16_i64_348 : i64
      %c16_i64_349 = arith.constant 16 : i64
      %454 = arith.remsi %453, %c16_i64_349 : i64
      %c16_i64_350 = arith.constant 16 : i64
      %455 = arith.addi %454, %c16_i64_350 : i64
      %456 = memref.load %alloca_48[] : memref<f32>
      %457 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %c32_i64_351 = arith.constant 32 : i64
      %458 = arith.muli %451, %c32_i64_351 : i64
      %459 = arith.addi %455, %458 : i64
      %460 = arith.addi %247, %459 : i64
      %461 = llvm.getelementptr %457[%460] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      llvm.store %456, %461 : f32, !llvm.ptr<3>
      gpu.barrier
      %thread_id_x_352 = gpu.thread_id  x
      %462 = arith.index_cast %thread_id_x_352 : index to i64
      %c16_i64_353 = arith.constant 16 : i64
      %463 = arith.remsi %462, %c16_i64_353 : i64
      %c16_i64_354 = arith.constant 16 : i64
      %464 = arith.divsi %463, %c16_i64_354 : i64
      %thread_id_x_355 = gpu.thread_id  x
      %465 = arith.index_cast %thread_id_x_355 : index to i64
      %c16_i64_356 = arith.constant 16 : i64
      %466 = arith.remsi %465, %c16_i64_356 : i64
      %c16_i64_357 = arith.constant 16 : i64
      %467 = arith.remsi %466, %c16_i64_357 : i64
      %cst_358 = arith.constant 0.000000e+00 : f32
      memref.store %cst_358, %alloca_49[] : memref<f32>
      %468 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %469 = arith.addi %247, %467 : i64
      %470 = llvm.getelementptr %468[%469] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %471 = llvm.load %470 : !llvm.ptr<3> -> f32
      memref.store %471, %alloca_49[] : memref<f32>
      %c1_i64_359 = arith.constant 1 : i64
      %c8_i64 = arith.constant 8 : i64
      %c1_i64_360 = arith.constant 1 : i64
      scf.for %arg4 = %c1_i64_359 to %c8_i64 step %c1_i64_360  : i64 {
        %506 = memref.load %alloca_49[] : memref<f32>
        %507 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
        %c32_i64_388 = arith.constant 32 : i64
        %508 = arith.muli %arg4, %c32_i64_388 : i64
        %509 = arith.addi %467, %508 : i64
        %510 = arith.addi %247, %509 : i64
        %511 = llvm.getelementptr %507[%510] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %512 = llvm.load %511 : !llvm.ptr<3> -> f32
        %513 = arith.addf %506, %512 : f32
        memref.store %513, %alloca_49[] : memref<f32>
      }
      %thread_id_x_361 = gpu.thread_id  x
      %472 = arith.index_cast %thread_id_x_361 : index to i64
      %c16_i64_362 = arith.constant 16 : i64
      %473 = arith.remsi %472, %c16_i64_362 : i64
      %c16_i64_363 = arith.constant 16 : i64
      %474 = arith.divsi %473, %c16_i64_363 : i64
      %thread_id_x_364 = gpu.thread_id  x
      %475 = arith.index_cast %thread_id_x_364 : index to i64
      %c16_i64_365 = arith.constant 16 : i64
      %476 = arith.remsi %475, %c16_i64_365 : i64
      %c16_i64_366 = arith.constant 16 : i64
      %477 = arith.remsi %476, %c16_i64_366 : i64
      %c16_i64_367 = arith.constant 16 : i64
      %478 = arith.addi %477, %c16_i64_367 : i64
      %cst_368 = arith.constant 0.000000e+00 : f32
      memref.store %cst_368, %alloca_50[] : memref<f32>
      %479 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
      %480 = arith.addi %247, %478 : i64
      %481 = llvm.getelementptr %479[%480] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %482 = llvm.load %481 : !llvm.ptr<3> -> f32
      memref.store %482, %alloca_50[] : memref<f32>
      %c1_i64_369 = arith.constant 1 : i64
      %c8_i64_370 = arith.constant 8 : i64
      %c1_i64_371 = arith.constant 1 : i64
      scf.for %arg4 = %c1_i64_369 to %c8_i64_370 step %c1_i64_371  : i64 {
        %506 = memref.load %alloca_50[] : memref<f32>
        %507 = llvm.mlir.addressof @__tinyc_stack_divergent : !llvm.ptr<3>
        %c32_i64_388 = arith.constant 32 : i64
        %508 = arith.muli %arg4, %c32_i64_388 : i64
        %509 = arith.addi %478, %508 : i64
        %510 = arith.addi %247, %509 : i64
        %511 = llvm.getelementptr %507[%510] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %512 = llvm.load %511 : !llvm.ptr<3> -> f32
        %513 = arith.addf %506, %512 : f32
        memref.store %513, %alloca_50[] : memref<f32>
      }
      %c32_i64_372 = arith.constant 32 : i64
      %483 = arith.muli %39, %c32_i64_372 : i64
      %484 = llvm.getelementptr %20[%483] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_373 = gpu.thread_id  x
      %485 = arith.index_cast %thread_id_x_373 : index to i64
      %c16_i64_374 = arith.constant 16 : i64
      %486 = arith.remsi %485, %c16_i64_374 : i64
      %c16_i64_375 = arith.constant 16 : i64
      %487 = arith.divsi %486, %c16_i64_375 : i64
      %thread_id_x_376 = gpu.thread_id  x
      %488 = arith.index_cast %thread_id_x_376 : index to i64
      %c16_i64_377 = arith.constant 16 : i64
      %489 = arith.remsi %488, %c16_i64_377 : i64
      %c16_i64_378 = arith.constant 16 : i64
      %490 = arith.remsi %489, %c16_i64_378 : i64
      %491 = memref.load %alloca_49[] : memref<f32>
      %c32_i64_379 = arith.constant 32 : i64
      %492 = arith.muli %487, %c32_i64_379 : i64
      %493 = arith.addi %490, %492 : i64
      %494 = llvm.getelementptr %484[%493] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %491, %494 : f32, !llvm.ptr<1>
      %thread_id_x_380 = gpu.thread_id  x
      %495 = arith.index_cast %thread_id_x_380 : index to i64
      %c16_i64_381 = arith.constant 16 : i64
      %496 = arith.remsi %495, %c16_i64_381 : i64
      %c16_i64_382 = arith.constant 16 : i64
      %497 = arith.divsi %496, %c16_i64_382 : i64
      %thread_id_x_383 = gpu.thread_id  x
      %498 = arith.index_cast %thread_id_x_383 : index to i64
      %c16_i64_384 = arith.constant 16 : i64
      %499 = arith.remsi %498, %c16_i64_384 : i64
      %c16_i64_385 = arith.constant 16 : i64
      %500 = arith.remsi %499, %c16_i64_385 : i64
      %c16_i64_386 = arith.constant 16 : i64
      %501 = arith.addi %500, %c16_i64_386 : i64
      %502 = memref.load %alloca_50[] : memref<f32>
      %c32_i64_387 = arith.constant 32 : i64
      %503 = arith.muli %497, %c32_i64_387 : i64
      %504 = arith.addi %501, %503 : i64
      %505 = llvm.getelementptr %484[%504] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      llvm.store %502, %505 : f32, !llvm.ptr<1>
      gpu.return
    }
  }
}
