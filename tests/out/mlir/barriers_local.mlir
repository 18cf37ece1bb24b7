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
      %alloca = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f32>
      %alloca_26 = memref.alloca() : memref<f32>
      %alloca_27 = memref.alloca() : memref<f32>
      %alloca_28 = memref.alloca() : memref<f32>
      %alloca_29 = memref.alloca() : memref<f32>
      %alloca_30 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %17 = arith.index_cast %block_id_x : index to i64
      %c240_i64 = arith.constant 240 : i64
      %18 = arith.muli %17, %c240_i64 : i64
      %19 = llvm.getelementptr %1[%18] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64 = arith.constant 120 : i64
      %20 = arith.muli %17, %c120_i64 : i64
      %21 = llvm.getelementptr %6[%20] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64_31 = arith.constant 120 : i64
      %22 = arith.muli %17, %c120_i64_31 : i64
      %23 = llvm.getelementptr %9[%22] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c120_i64_32 = arith.constant 120 : i64
      %24 = arith.muli %17, %c120_i64_32 : i64
      %25 = llvm.getelementptr %12[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %26 = llvm.getelementptr %15[%17] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %27 = llvm.mlir.addressof @__tinyc_stack_barriers_local : !llvm.ptr<3>
      %thread_id_x = gpu.thread_id  x
      %28 = arith.index_cast %thread_id_x : index to i64
      %c32_i64 = arith.constant 32 : i64
      %thread_id_y = gpu.thread_id  y
      %29 = arith.index_cast %thread_id_y : index to i64
      %30 = arith.muli %c32_i64, %29 : i64
      %31 = arith.addi %28, %30 : i64
      %c240_i64_33 = arith.constant 240 : i64
      %c160_i64 = arith.constant 160 : i64
      scf.for %arg6 = %31 to %c240_i64_33 step %c160_i64  : i64 {
        %c20_i64_67 = arith.constant 20 : i64
        %60 = arith.remsi %arg6, %c20_i64_67 : i64
        %c20_i64_68 = arith.constant 20 : i64
        %61 = arith.divsi %arg6, %c20_i64_68 : i64
        %c12_i64_69 = arith.constant 12 : i64
        %62 = arith.muli %60, %c12_i64_69 : i64
        %63 = arith.addi %61, %62 : i64
        %64 = llvm.getelementptr %19[%63] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %65 = llvm.load %64 : !llvm.ptr<1> -> f32
        %c20_i64_70 = arith.constant 20 : i64
        %66 = arith.muli %61, %c20_i64_70 : i64
        %67 = arith.addi %60, %66 : i64
        %68 = llvm.getelementptr %27[%67] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %65, %68 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_34 = gpu.thread_id  x
      %32 = arith.index_cast %thread_id_x_34 : index to i64
      %c19_i64 = arith.constant 19 : i64
      %33 = arith.minsi %32, %c19_i64 : i64
      %thread_id_y_35 = gpu.thread_id  y
      %34 = arith.index_cast %thread_id_y_35 : index to i64
      %c5_i64 = arith.constant 5 : i64
      %35 = arith.minsi %34, %c5_i64 : i64
      %thread_id_y_36 = gpu.thread_id  y
      %36 = arith.index_cast %thread_id_y_36 : index to i64
      %c5_i64_37 = arith.constant 5 : i64
      %37 = arith.addi %36, %c5_i64_37 : i64
      %c5_i64_38 = arith.constant 5 : i64
      %38 = arith.minsi %37, %c5_i64_38 : i64
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloca[] : memref<f32>
      %cst_39 = arith.constant 0.000000e+00 : f32
      memref.store %cst_39, %alloca_25[] : memref<f32>
      %c0_i64 = arith.constant 0 : i64
      %c12_i64 = arith.constant 12 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64 to %c12_i64 step %c1_i64  : i64 {
        %c20_i64_67 = arith.constant 20 : i64
        %60 = arith.muli %arg6, %c20_i64_67 : i64
        %61 = arith.addi %33, %60 : i64
        %62 = llvm.getelementptr %27[%61] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %63 = llvm.load %62 : !llvm.ptr<3> -> f32
        %c12_i64_68 = arith.constant 12 : i64
        %64 = arith.muli %35, %c12_i64_68 : i64
        %65 = arith.addi %arg6, %64 : i64
        %66 = llvm.getelementptr %4[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %67 = llvm.load %66 : !llvm.ptr<1> -> f32
        %c12_i64_69 = arith.constant 12 : i64
        %68 = arith.muli %38, %c12_i64_69 : i64
        %69 = arith.addi %arg6, %68 : i64
        %70 = llvm.getelementptr %4[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %71 = llvm.load %70 : !llvm.ptr<1> -> f32
        %72 = memref.load %alloca[] : memref<f32>
        %73 = llvm.intr.fma(%63, %67, %72) : (f32, f32, f32) -> f32
        memref.store %73, %alloca[] : memref<f32>
        %74 = memref.load %alloca_25[] : memref<f32>
        %75 = llvm.intr.fma(%63, %71, %74) : (f32, f32, f32) -> f32
        memref.store %75, %alloca_25[] : memref<f32>
      }
      %c20_i64 = arith.constant 20 : i64
      %39 = arith.cmpi slt, %32, %c20_i64 : i64
      scf.if %39 {
        %c6_i64_67 = arith.constant 6 : i64
        %60 = arith.cmpi slt, %34, %c6_i64_67 : i64
        scf.if %60 {
          %62 = memref.load %alloca[] : memref<f32>
          %c20_i64_69 = arith.constant 20 : i64
          %63 = arith.muli %34, %c20_i64_69 : i64
          %64 = arith.addi %32, %63 : i64
          %65 = llvm.getelementptr %21[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %62, %65 : f32, !llvm.ptr<1>
        }
        %c6_i64_68 = arith.constant 6 : i64
        %61 = arith.cmpi slt, %37, %c6_i64_68 : i64
        scf.if %61 {
          %62 = memref.load %alloca_25[] : memref<f32>
          %c20_i64_69 = arith.constant 20 : i64
          %63 = arith.muli %37, %c20_i64_69 : i64
          %64 = arith.addi %32, %63 : i64
          %65 = llvm.getelementptr %21[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %62, %65 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x_40 = gpu.thread_id  x
      %40 = arith.index_cast %thread_id_x_40 : index to i64
      %c32_i64_41 = arith.constant 32 : i64
      %thread_id_y_42 = gpu.thread_id  y
      %41 = arith.index_cast %thread_id_y_42 : index to i64
      %42 = arith.muli %c32_i64_41, %41 : i64
      %43 = arith.addi %40, %42 : i64
      %c240_i64_43 = arith.constant 240 : i64
      %c160_i64_44 = arith.constant 160 : i64
      scf.for %arg6 = %43 to %c240_i64_43 step %c160_i64_44  : i64 {
        %c12_i64_67 = arith.constant 12 : i64
        %60 = arith.divsi %arg6, %c12_i64_67 : i64
        %c12_i64_68 = arith.constant 12 : i64
        %61 = arith.remsi %arg6, %c12_i64_68 : i64
        %c20_i64_69 = arith.constant 20 : i64
        %62 = arith.muli %61, %c20_i64_69 : i64
        %63 = arith.addi %60, %62 : i64
        %64 = llvm.getelementptr %27[%63] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %65 = llvm.load %64 : !llvm.ptr<3> -> f32
        %cst_70 = arith.constant 3.000000e+00 : f32
        %66 = arith.mulf %65, %cst_70 : f32
        %c20_i64_71 = arith.constant 20 : i64
        %67 = arith.muli %61, %c20_i64_71 : i64
        %68 = arith.addi %60, %67 : i64
        %69 = llvm.getelementptr %27[%68] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %66, %69 : f32, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_45 = gpu.thread_id  x
      %44 = arith.index_cast %thread_id_x_45 : index to i64
      %c19_i64_46 = arith.constant 19 : i64
      %45 = arith.minsi %44, %c19_i64_46 : i64
      %thread_id_y_47 = gpu.thread_id  y
      %46 = arith.index_cast %thread_id_y_47 : index to i64
      %c5_i64_48 = arith.constant 5 : i64
      %47 = arith.minsi %46, %c5_i64_48 : i64
      %thread_id_y_49 = gpu.thread_id  y
      %48 = arith.index_cast %thread_id_y_49 : index to i64
      %c5_i64_50 = arith.constant 5 : i64
      %49 = arith.addi %48, %c5_i64_50 : i64
      %c5_i64_51 = arith.constant 5 : i64
      %50 = arith.minsi %49, %c5_i64_51 : i64
      %cst_52 = arith.constant 0.000000e+00 : f32
      memref.store %cst_52, %alloca_26[] : memref<f32>
      %cst_53 = arith.constant 0.000000e+00 : f32
      memref.store %cst_53, %alloca_27[] : memref<f32>
      %c0_i64_54 = arith.constant 0 : i64
      %c12_i64_55 = arith.constant 12 : i64
      %c1_i64_56 = arith.constant 1 : i64
      scf.for %arg6 = %c0_i64_54 to %c12_i64_55 step %c1_i64_56  : i64 {
        %c20_i64_67 = arith.constant 20 : i64
        %60 = arith.muli %arg6, %c20_i64_67 : i64
        %61 = arith.addi %45, %60 : i64
        %62 = llvm.getelementptr %27[%61] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %63 = llvm.load %62 : !llvm.ptr<3> -> f32
        %c12_i64_68 = arith.constant 12 : i64
        %64 = arith.muli %47, %c12_i64_68 : i64
        %65 = arith.addi %arg6, %64 : i64
        %66 = llvm.getelementptr %4[%65] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %67 = llvm.load %66 : !llvm.ptr<1> -> f32
        %c12_i64_69 = arith.constant 12 : i64
        %68 = arith.muli %50, %c12_i64_69 : i64
        %69 = arith.addi %arg6, %68 : i64
        %70 = llvm.getelementptr %4[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %71 = llvm.load %70 : !llvm.ptr<1> -> f32
        %72 = memref.load %alloca_26[] : memref<f32>
        %73 = llvm.intr.fma(%63, %67, %72) : (f32, f32, f32) -> f32
        memref.store %73, %alloca_26[] : memref<f32>
        %74 = memref.load %alloca_27[] : memref<f32>
        %75 = llvm.intr.fma(%63, %71, %74) : (f32, f32, f32) -> f32
        memref.store %75, %alloca_27[] : memref<f32>
      }
      %c20_i64_57 = arith.constant 20 : i64
      %51 = arith.cmpi slt, %44, %c20_i64_57 : i64
      scf.if %51 {
        %c6_i64_67 = arith.constant 6 : i64
        %60 = arith.cmpi slt, %46, %c6_i64_67 : i64
        scf.if %60 {
          %62 = memref.load %alloca_26[] : memref<f32>
          %c20_i64_69 = arith.constant 20 : i64
          %63 = arith.muli %46, %c20_i64_69 : i64
          %64 = arith.addi %44, %63 : i64
          %65 = llvm.getelementptr %23[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %62, %65 : f32, !llvm.ptr<1>
        }
        %c6_i64_68 = arith.constant 6 : i64
        %61 = arith.cmpi slt, %49, %c6_i64_68 : i64
        scf.if %61 {
          %62 = memref.load %alloca_27[] : memref<f32>
          %c20_i64_69 = arith.constant 20 : i64
          %63 = arith.muli %49, %c20_i64_69 : i64
          %64 = arith.addi %44, %63 : i64
          %65 = llvm.getelementptr %23[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %62, %65 : f32, !llvm.ptr<1>
        }
      }
      %52 = llvm.mlir.addressof @__tinyc_stack_barriers_local : !llvm.ptr<3>
      gpu.barrier
      %thread_id_x_58 = gpu.thread_id  x
      %53 = arith.index_cast %thread_id_x_58 : index to i64
      %c20_i64_59 = arith.constant 20 : i64
      %c32_i64_60 = arith.constant 32 : i64
      scf.for %arg6 = %53 to %c20_i64_59 step %c32_i64_60  : i64 {
        %c0_i64_67 = arith.constant 0 : i64
        %c1_i64_68 = arith.constant 1 : i64
        %c1_i64_69 = arith.constant 1 : i64
        scf.for %arg7 = %c0_i64_67 to %c1_i64_68 step %c1_i64_69  : i64 {
          %thread_id_y_70 = gpu.thread_id  y
          %60 = arith.index_cast %thread_id_y_70 : index to i64
          %c10_i64 = arith.constant 10 : i64
          %61 = arith.muli %arg7, %c10_i64 : i64
          %62 = arith.addi %60, %61 : i64
          %c6_i64_71 = arith.constant 6 : i64
          %63 = arith.cmpi slt, %62, %c6_i64_71 : i64
          scf.if %63 {
            %c20_i64_76 = arith.constant 20 : i64
            %68 = arith.muli %62, %c20_i64_76 : i64
            %69 = arith.addi %arg6, %68 : i64
            %70 = llvm.getelementptr %23[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %71 = llvm.load %70 : !llvm.ptr<1> -> f32
            memref.store %71, %alloca_28[] : memref<f32>
          }
          %c5_i64_72 = arith.constant 5 : i64
          %64 = arith.addi %62, %c5_i64_72 : i64
          %c6_i64_73 = arith.constant 6 : i64
          %65 = arith.cmpi slt, %64, %c6_i64_73 : i64
          scf.if %65 {
            %c20_i64_76 = arith.constant 20 : i64
            %68 = arith.muli %64, %c20_i64_76 : i64
            %69 = arith.addi %arg6, %68 : i64
            %70 = llvm.getelementptr %23[%69] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %71 = llvm.load %70 : !llvm.ptr<1> -> f32
            memref.store %71, %alloca_29[] : memref<f32>
          }
          %c6_i64_74 = arith.constant 6 : i64
          %66 = arith.cmpi slt, %62, %c6_i64_74 : i64
          scf.if %66 {
            %68 = memref.load %alloca_28[] : memref<f32>
            %69 = arith.extf %68 : f32 to f64
            %c20_i64_76 = arith.constant 20 : i64
            %70 = arith.muli %62, %c20_i64_76 : i64
            %71 = arith.addi %arg6, %70 : i64
            %72 = llvm.getelementptr %52[%71] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %69, %72 : f64, !llvm.ptr<3>
          }
          %c6_i64_75 = arith.constant 6 : i64
          %67 = arith.cmpi slt, %64, %c6_i64_75 : i64
          scf.if %67 {
            %68 = memref.load %alloca_29[] : memref<f32>
            %69 = arith.extf %68 : f32 to f64
            %c20_i64_76 = arith.constant 20 : i64
            %70 = arith.muli %64, %c20_i64_76 : i64
            %71 = arith.addi %arg6, %70 : i64
            %72 = llvm.getelementptr %52[%71] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
            llvm.store %69, %72 : f64, !llvm.ptr<3>
          }
        }
      }
      gpu.barrier
      %thread_id_x_61 = gpu.thread_id  x
      %54 = arith.index_cast %thread_id_x_61 : index to i64
      %c6_i64 = arith.constant 6 : i64
      %c32_i64_62 = arith.constant 32 : i64
      scf.for %arg6 = %54 to %c6_i64 step %c32_i64_62  : i64 {
        %c0_i64_67 = arith.constant 0 : i64
        %c1_i64_68 = arith.constant 1 : i64
        %c1_i64_69 = arith.constant 1 : i64
        scf.for %arg7 = %c0_i64_67 to %c1_i64_68 step %c1_i64_69  : i64 {
          %thread_id_y_70 = gpu.thread_id  y
          %60 = arith.index_cast %thread_id_y_70 : index to i64
          %c20_i64_71 = arith.constant 20 : i64
          %61 = arith.muli %arg7, %c20_i64_71 : i64
          %62 = arith.addi %60, %61 : i64
          %c20_i64_72 = arith.constant 20 : i64
          %63 = arith.muli %arg6, %c20_i64_72 : i64
          %64 = arith.addi %62, %63 : i64
          %65 = llvm.getelementptr %52[%64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %66 = llvm.load %65 : !llvm.ptr<3> -> f64
          %c5_i64_73 = arith.constant 5 : i64
          %67 = arith.addi %62, %c5_i64_73 : i64
          %c20_i64_74 = arith.constant 20 : i64
          %68 = arith.muli %arg6, %c20_i64_74 : i64
          %69 = arith.addi %67, %68 : i64
          %70 = llvm.getelementptr %52[%69] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %71 = llvm.load %70 : !llvm.ptr<3> -> f64
          %c10_i64 = arith.constant 10 : i64
          %72 = arith.addi %62, %c10_i64 : i64
          %c20_i64_75 = arith.constant 20 : i64
          %73 = arith.muli %arg6, %c20_i64_75 : i64
          %74 = arith.addi %72, %73 : i64
          %75 = llvm.getelementptr %52[%74] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %76 = llvm.load %75 : !llvm.ptr<3> -> f64
          %c15_i64 = arith.constant 15 : i64
          %77 = arith.addi %62, %c15_i64 : i64
          %c20_i64_76 = arith.constant 20 : i64
          %78 = arith.muli %arg6, %c20_i64_76 : i64
          %79 = arith.addi %77, %78 : i64
          %80 = llvm.getelementptr %52[%79] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %81 = llvm.load %80 : !llvm.ptr<3> -> f64
          %82 = arith.truncf %66 : f64 to f32
          %c6_i64_77 = arith.constant 6 : i64
          %83 = arith.muli %62, %c6_i64_77 : i64
          %84 = arith.addi %arg6, %83 : i64
          %85 = llvm.getelementptr %25[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %82, %85 : f32, !llvm.ptr<1>
          %86 = arith.truncf %71 : f64 to f32
          %c6_i64_78 = arith.constant 6 : i64
          %87 = arith.muli %67, %c6_i64_78 : i64
          %88 = arith.addi %arg6, %87 : i64
          %89 = llvm.getelementptr %25[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %86, %89 : f32, !llvm.ptr<1>
          %90 = arith.truncf %76 : f64 to f32
          %c6_i64_79 = arith.constant 6 : i64
          %91 = arith.muli %72, %c6_i64_79 : i64
          %92 = arith.addi %arg6, %91 : i64
          %93 = llvm.getelementptr %25[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %90, %93 : f32, !llvm.ptr<1>
          %94 = arith.truncf %81 : f64 to f32
          %c6_i64_80 = arith.constant 6 : i64
          %95 = arith.muli %77, %c6_i64_80 : i64
          %96 = arith.addi %arg6, %95 : i64
          %97 = llvm.getelementptr %25[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %94, %97 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %thread_id_x_63 = gpu.thread_id  x
      %55 = arith.index_cast %thread_id_x_63 : index to i64
      %c32_i64_64 = arith.constant 32 : i64
      %thread_id_y_65 = gpu.thread_id  y
      %56 = arith.index_cast %thread_id_y_65 : index to i64
      %57 = arith.muli %c32_i64_64, %56 : i64
      %58 = arith.addi %55, %57 : i64
      %c0_i64_66 = arith.constant 0 : i64
      %59 = arith.cmpi eq, %58, %c0_i64_66 : i64
      scf.if %59 {
        %cst_67 = arith.constant 0.000000e+00 : f32
        memref.store %cst_67, %alloca_30[] : memref<f32>
        %c0_i64_68 = arith.constant 0 : i64
        %c20_i64_69 = arith.constant 20 : i64
        %c1_i64_70 = arith.constant 1 : i64
        scf.for %arg6 = %c0_i64_68 to %c20_i64_69 step %c1_i64_70  : i64 {
          %61 = memref.load %alloca_30[] : memref<f32>
          %c6_i64_71 = arith.constant 6 : i64
          %62 = arith.muli %arg6, %c6_i64_71 : i64
          %63 = llvm.getelementptr %25[%62] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %64 = llvm.load %63 : !llvm.ptr<1> -> f32
          %65 = arith.addf %61, %64 : f32
          memref.store %65, %alloca_30[] : memref<f32>
        }
        %60 = memref.load %alloca_30[] : memref<f32>
        llvm.store %60, %26 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
