module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global external @__tinyc_stack_shared_beyond_48k() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<0 x i8>
    gpu.func @shared_beyond_48k(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: i64, %arg5: !llvm.ptr<1>, %arg6: i64) kernel attributes {nvvm.reqntid = array<i32: 64, 8, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(56 : i64) : i64
      %3 = llvm.mlir.constant(56 : i64) : i64
      %4 = llvm.mlir.constant(1 : i64) : i64
      %5 = llvm.mlir.constant(56 : i64) : i64
      %6 = llvm.mlir.constant(3136 : i64) : i64
      %7 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %8 = llvm.insertvalue %arg0, %7[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %9 = llvm.insertvalue %1, %8[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %10 = llvm.insertvalue %2, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %11 = llvm.insertvalue %3, %10[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %12 = llvm.insertvalue %arg1, %11[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %13 = llvm.insertvalue %4, %12[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %14 = llvm.insertvalue %5, %13[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %15 = llvm.insertvalue %6, %14[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %16 = builtin.unrealized_conversion_cast %15 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<56x56x?xf64, strided<[1, 56, 3136]>, 1>
      %17 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %18 = llvm.mlir.constant(0 : i64) : i64
      %19 = llvm.mlir.constant(56 : i64) : i64
      %20 = llvm.mlir.constant(56 : i64) : i64
      %21 = llvm.mlir.constant(1 : i64) : i64
      %22 = llvm.mlir.constant(56 : i64) : i64
      %23 = llvm.insertvalue %arg2, %17[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %24 = llvm.insertvalue %arg2, %23[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %25 = llvm.insertvalue %18, %24[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %26 = llvm.insertvalue %19, %25[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %27 = llvm.insertvalue %20, %26[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %28 = llvm.insertvalue %21, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %29 = llvm.insertvalue %22, %28[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %30 = builtin.unrealized_conversion_cast %29 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<56x56xf64, strided<[1, 56]>, 1>
      %31 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %32 = llvm.mlir.constant(0 : i64) : i64
      %33 = llvm.mlir.constant(56 : i64) : i64
      %34 = llvm.mlir.constant(56 : i64) : i64
      %35 = llvm.mlir.constant(1 : i64) : i64
      %36 = llvm.mlir.constant(56 : i64) : i64
      %37 = llvm.mlir.constant(3136 : i64) : i64
      %38 = llvm.insertvalue %arg3, %31[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %39 = llvm.insertvalue %arg3, %38[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %40 = llvm.insertvalue %32, %39[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %41 = llvm.insertvalue %33, %40[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %34, %41[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %arg4, %42[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %35, %43[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %36, %44[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = llvm.insertvalue %37, %45[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %47 = builtin.unrealized_conversion_cast %46 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<56x56x?xf64, strided<[1, 56, 3136]>, 1>
      %48 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %49 = llvm.mlir.constant(0 : i64) : i64
      %50 = llvm.mlir.constant(56 : i64) : i64
      %51 = llvm.mlir.constant(1 : i64) : i64
      %52 = llvm.mlir.constant(56 : i64) : i64
      %53 = llvm.insertvalue %arg5, %48[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %54 = llvm.insertvalue %arg5, %53[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %55 = llvm.insertvalue %49, %54[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %56 = llvm.insertvalue %50, %55[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %57 = llvm.insertvalue %arg6, %56[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %58 = llvm.insertvalue %51, %57[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %59 = llvm.insertvalue %52, %58[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %60 = builtin.unrealized_conversion_cast %59 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<56x?xf64, strided<[1, 56]>, 1>
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %16 : memref<56x56x?xf64, strided<[1, 56, 3136]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %16 : memref<56x56x?xf64, strided<[1, 56, 3136]>, 1> -> index
      %61 = arith.index_cast %intptr : index to i64
      %62 = llvm.inttoptr %61 : i64 to !llvm.ptr<1>
      %63 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %30 : memref<56x56xf64, strided<[1, 56]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %30 : memref<56x56xf64, strided<[1, 56]>, 1> -> index
      %64 = arith.index_cast %intptr_4 : index to i64
      %65 = llvm.inttoptr %64 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %47 : memref<56x56x?xf64, strided<[1, 56, 3136]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %47 : memref<56x56x?xf64, strided<[1, 56, 3136]>, 1> -> index
      %66 = arith.index_cast %intptr_9 : index to i64
      %67 = llvm.inttoptr %66 : i64 to !llvm.ptr<1>
      %68 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %60 : memref<56x?xf64, strided<[1, 56]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %60 : memref<56x?xf64, strided<[1, 56]>, 1> -> index
      %69 = arith.index_cast %intptr_14 : index to i64
      %70 = llvm.inttoptr %69 : i64 to !llvm.ptr<1>
      %71 = arith.index_cast %sizes_12#1 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_15 = memref.alloca() : memref<f64>
      %alloca_16 = memref.alloca() : memref<f64>
      %alloca_17 = memref.alloca() : memref<f64>
      %alloca_18 = memref.alloca() : memref<f64>
      %alloca_19 = memref.alloca() : memref<f64>
      %alloca_20 = memref.alloca() : memref<f64>
      %alloca_21 = memref.alloca() : memref<f64>
      %alloca_22 = memref.alloca() : memref<f64>
      %alloca_23 = memref.alloca() : memref<f64>
      %alloca_24 = memref.alloca() : memref<f64>
      %alloca_25 = memref.alloca() : memref<f64>
      %alloca_26 = memref.alloca() : memref<f64>
      %alloca_27 = memref.alloca() : memref<f64>
      %alloca_28 = memref.alloca() : memref<f64>
      %alloca_29 = memref.alloca() : memref<f64>
      %alloca_30 = memref.alloca() : memref<f64>
      %alloca_31 = memref.alloca() : memref<f64>
      %alloca_32 = memref.alloca() : memref<f64>
      %alloca_33 = memref.alloca() : memref<f64>
      %alloca_34 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %72 = arith.index_cast %block_id_x : index to i64
      %c3136_i64 = arith.constant 3136 : i64
      %73 = arith.muli %72, %c3136_i64 : i64
      %74 = llvm.getelementptr %62[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c3136_i64_35 = arith.constant 3136 : i64
      %75 = arith.muli %72, %c3136_i64_35 : i64
      %76 = llvm.getelementptr %67[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c56_i64 = arith.constant 56 : i64
      %77 = arith.muli %72, %c56_i64 : i64
      %78 = llvm.getelementptr %70[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %79 = llvm.mlir.addressof @__tinyc_stack_shared_beyond_48k : !llvm.ptr<3>
      %80 = llvm.mlir.addressof @__tinyc_stack_shared_beyond_48k : !llvm.ptr<3>
      %c25088_i64 = arith.constant 25088 : i64
      %81 = llvm.getelementptr %80[%c25088_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %82 = llvm.mlir.addressof @__tinyc_stack_shared_beyond_48k : !llvm.ptr<3>
      %c50176_i64 = arith.constant 50176 : i64
      %83 = llvm.getelementptr %82[%c50176_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %c0_i64 = arith.constant 0 : i64
      %c2_i64 = arith.constant 2 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg7 = %c0_i64 to %c2_i64 step %c1_i64  : i64 {
        %thread_id_x_57 = gpu.thread_id  x
        %108 = arith.index_cast %thread_id_x_57 : index to i64
        %c64_i64_58 = arith.constant 64 : i64
        %thread_id_y_59 = gpu.thread_id  y
        %109 = arith.index_cast %thread_id_y_59 : index to i64
        %110 = arith.muli %c64_i64_58, %109 : i64
        %111 = arith.addi %108, %110 : i64
        %c2048_i64 = arith.constant 2048 : i64
        %112 = arith.muli %arg7, %c2048_i64 : i64
        %113 = arith.addi %111, %112 : i64
        %c3136_i64_60 = arith.constant 3136 : i64
        %114 = arith.cmpi slt, %113, %c3136_i64_60 : i64
        scf.if %114 {
          %125 = llvm.getelementptr %74[%113] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %126 = llvm.load %125 : !llvm.ptr<1> -> f64
          memref.store %126, %alloca[] : memref<f64>
        }
        %c512_i64_61 = arith.constant 512 : i64
        %115 = arith.addi %113, %c512_i64_61 : i64
        %c3136_i64_62 = arith.constant 3136 : i64
        %116 = arith.cmpi slt, %115, %c3136_i64_62 : i64
        scf.if %116 {
          %125 = llvm.getelementptr %74[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %126 = llvm.load %125 : !llvm.ptr<1> -> f64
          memref.store %126, %alloca_15[] : memref<f64>
        }
        %c1024_i64 = arith.constant 1024 : i64
        %117 = arith.addi %113, %c1024_i64 : i64
        %c3136_i64_63 = arith.constant 3136 : i64
        %118 = arith.cmpi slt, %117, %c3136_i64_63 : i64
        scf.if %118 {
          %125 = llvm.getelementptr %74[%117] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %126 = llvm.load %125 : !llvm.ptr<1> -> f64
          memref.store %126, %alloca_16[] : memref<f64>
        }
        %c1536_i64 = arith.constant 1536 : i64
        %119 = arith.addi %113, %c1536_i64 : i64
        %c3136_i64_64 = arith.constant 3136 : i64
        %120 = arith.cmpi slt, %119, %c3136_i64_64 : i64
        scf.if %120 {
          %125 = llvm.getelementptr %74[%119] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %126 = llvm.load %125 : !llvm.ptr<1> -> f64
          memref.store %126, %alloca_17[] : memref<f64>
        }
        %c3136_i64_65 = arith.constant 3136 : i64
        %121 = arith.cmpi slt, %113, %c3136_i64_65 : i64
        scf.if %121 {
          %125 = memref.load %alloca[] : memref<f64>
          %126 = llvm.getelementptr %79[%113] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %125, %126 : f64, !llvm.ptr<3>
        }
        %c3136_i64_66 = arith.constant 3136 : i64
        %122 = arith.cmpi slt, %115, %c3136_i64_66 : i64
        scf.if %122 {
          %125 = memref.load %alloca_15[] : memref<f64>
          %126 = llvm.getelementptr %79[%115] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %125, %126 : f64, !llvm.ptr<3>
        }
        %c3136_i64_67 = arith.constant 3136 : i64
        %123 = arith.cmpi slt, %117, %c3136_i64_67 : i64
        scf.if %123 {
          %125 = memref.load %alloca_16[] : memref<f64>
          %126 = llvm.getelementptr %79[%117] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %125, %126 : f64, !llvm.ptr<3>
        }
        %c3136_i64_68 = arith.constant 3136 : i64
        %124 = arith.cmpi slt, %119, %c3136_i64_68 : i64
        scf.if %124 {
          %125 = memref.load %alloca_17[] : memref<f64>
          %126 = llvm.getelementptr %79[%119] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %125, %126 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y = gpu.thread_id  y
      %85 = arith.index_cast %thread_id_y : index to i64
      %86 = arith.muli %c64_i64, %85 : i64
      %87 = arith.addi %84, %86 : i64
      %c32_i64 = arith.constant 32 : i64
      %88 = arith.divsi %87, %c32_i64 : i64
      %c32_i64_36 = arith.constant 32 : i64
      %89 = arith.remsi %87, %c32_i64_36 : i64
      %c4_i64 = arith.constant 4 : i64
      %90 = arith.divsi %89, %c4_i64 : i64
      %c4_i64_37 = arith.constant 4 : i64
      %91 = arith.remsi %89, %c4_i64_37 : i64
      %c16_i64 = arith.constant 16 : i64
      %c16_i64_38 = arith.constant 16 : i64
      scf.for %arg7 = %88 to %c16_i64 step %c16_i64_38  : i64 {
        %c4_i64_57 = arith.constant 4 : i64
        %108 = arith.remsi %arg7, %c4_i64_57 : i64
        %c4_i64_58 = arith.constant 4 : i64
        %109 = arith.divsi %arg7, %c4_i64_58 : i64
        %c16_i64_59 = arith.constant 16 : i64
        %110 = arith.muli %108, %c16_i64_59 : i64
        %c16_i64_60 = arith.constant 16 : i64
        %111 = arith.muli %109, %c16_i64_60 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_18[] : memref<f64>
        %cst_61 = arith.constant 0.000000e+00 : f64
        memref.store %cst_61, %alloca_19[] : memref<f64>
        %cst_62 = arith.constant 0.000000e+00 : f64
        memref.store %cst_62, %alloca_20[] : memref<f64>
        %cst_63 = arith.constant 0.000000e+00 : f64
        memref.store %cst_63, %alloca_21[] : memref<f64>
        %cst_64 = arith.constant 0.000000e+00 : f64
        memref.store %cst_64, %alloca_22[] : memref<f64>
        %cst_65 = arith.constant 0.000000e+00 : f64
        memref.store %cst_65, %alloca_23[] : memref<f64>
        %cst_66 = arith.constant 0.000000e+00 : f64
        memref.store %cst_66, %alloca_24[] : memref<f64>
        %cst_67 = arith.constant 0.000000e+00 : f64
        memref.store %cst_67, %alloca_25[] : memref<f64>
        %112 = arith.addi %110, %90 : i64
        %c55_i64 = arith.constant 55 : i64
        %113 = arith.minsi %112, %c55_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %114 = arith.addi %110, %c8_i64 : i64
        %115 = arith.addi %114, %90 : i64
        %c55_i64_68 = arith.constant 55 : i64
        %116 = arith.minsi %115, %c55_i64_68 : i64
        %117 = arith.addi %111, %90 : i64
        %c55_i64_69 = arith.constant 55 : i64
        %118 = arith.minsi %117, %c55_i64_69 : i64
        %c8_i64_70 = arith.constant 8 : i64
        %119 = arith.addi %111, %c8_i64_70 : i64
        %120 = arith.addi %119, %90 : i64
        %c55_i64_71 = arith.constant 55 : i64
        %121 = arith.minsi %120, %c55_i64_71 : i64
        %c0_i64_72 = arith.constant 0 : i64
        %c56_i64_73 = arith.constant 56 : i64
        %c4_i64_74 = arith.constant 4 : i64
        scf.for %arg8 = %c0_i64_72 to %c56_i64_73 step %c4_i64_74  : i64 {
          %182 = arith.addi %arg8, %91 : i64
          %183 = arith.addi %arg8, %91 : i64
          %c56_i64_111 = arith.constant 56 : i64
          %184 = arith.muli %182, %c56_i64_111 : i64
          %185 = arith.addi %113, %184 : i64
          %186 = llvm.getelementptr %79[%185] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %187 = llvm.load %186 : !llvm.ptr<3> -> f64
          %c56_i64_112 = arith.constant 56 : i64
          %188 = arith.muli %182, %c56_i64_112 : i64
          %189 = arith.addi %116, %188 : i64
          %190 = llvm.getelementptr %79[%189] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %191 = llvm.load %190 : !llvm.ptr<3> -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %192 = arith.muli %118, %c56_i64_113 : i64
          %193 = arith.addi %183, %192 : i64
          %194 = llvm.getelementptr %65[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %195 = llvm.load %194 : !llvm.ptr<1> -> f64
          %c56_i64_114 = arith.constant 56 : i64
          %196 = arith.muli %121, %c56_i64_114 : i64
          %197 = arith.addi %183, %196 : i64
          %198 = llvm.getelementptr %65[%197] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %199 = llvm.load %198 : !llvm.ptr<1> -> f64
          %200 = memref.load %alloca_18[] : memref<f64>
          %201 = memref.load %alloca_19[] : memref<f64>
          %202 = nvvm.mma.sync A[%187]  B[%195]  C[%200, %201]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %203 = llvm.extractvalue %202[0] : !llvm.struct<(f64, f64)> 
          memref.store %203, %alloca_18[] : memref<f64>
          %204 = llvm.extractvalue %202[1] : !llvm.struct<(f64, f64)> 
          memref.store %204, %alloca_19[] : memref<f64>
          %205 = memref.load %alloca_20[] : memref<f64>
          %206 = memref.load %alloca_21[] : memref<f64>
          %207 = nvvm.mma.sync A[%187]  B[%199]  C[%205, %206]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %208 = llvm.extractvalue %207[0] : !llvm.struct<(f64, f64)> 
          memref.store %208, %alloca_20[] : memref<f64>
          %209 = llvm.extractvalue %207[1] : !llvm.struct<(f64, f64)> 
          memref.store %209, %alloca_21[] : memref<f64>
          %210 = memref.load %alloca_22[] : memref<f64>
          %211 = memref.load %alloca_23[] : memref<f64>
          %212 = nvvm.mma.sync A[%191]  B[%195]  C[%210, %211]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %213 = llvm.extractvalue %212[0] : !llvm.struct<(f64, f64)> 
          memref.store %213, %alloca_22[] : memref<f64>
          %214 = llvm.extractvalue %212[1] : !llvm.struct<(f64, f64)> 
          memref.store %214, %alloca_23[] : memref<f64>
          %215 = memref.load %alloca_24[] : memref<f64>
          %216 = memref.load %alloca_25[] : memref<f64>
          %217 = nvvm.mma.sync A[%191]  B[%199]  C[%215, %216]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %218 = llvm.extractvalue %217[0] : !llvm.struct<(f64, f64)> 
          memref.store %218, %alloca_24[] : memref<f64>
          %219 = llvm.extractvalue %217[1] : !llvm.struct<(f64, f64)> 
          memref.store %219, %alloca_25[] : memref<f64>
        }
        %122 = arith.addi %110, %90 : i64
        %c2_i64_75 = arith.constant 2 : i64
        %123 = arith.muli %91, %c2_i64_75 : i64
        %124 = arith.addi %111, %123 : i64
        %c56_i64_76 = arith.constant 56 : i64
        %125 = arith.cmpi slt, %122, %c56_i64_76 : i64
        %c56_i64_77 = arith.constant 56 : i64
        %126 = arith.cmpi slt, %124, %c56_i64_77 : i64
        %127 = arith.andi %125, %126 : i1
        scf.if %127 {
          %182 = memref.load %alloca_18[] : memref<f64>
          %c56_i64_111 = arith.constant 56 : i64
          %183 = arith.muli %124, %c56_i64_111 : i64
          %184 = arith.addi %122, %183 : i64
          %185 = llvm.getelementptr %81[%184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %182, %185 : f64, !llvm.ptr<3>
        }
        %128 = arith.addi %110, %90 : i64
        %c2_i64_78 = arith.constant 2 : i64
        %129 = arith.muli %91, %c2_i64_78 : i64
        %c1_i64_79 = arith.constant 1 : i64
        %130 = arith.addi %129, %c1_i64_79 : i64
        %131 = arith.addi %111, %130 : i64
        %c56_i64_80 = arith.constant 56 : i64
        %132 = arith.cmpi slt, %128, %c56_i64_80 : i64
        %c56_i64_81 = arith.constant 56 : i64
        %133 = arith.cmpi slt, %131, %c56_i64_81 : i64
        %134 = arith.andi %132, %133 : i1
        scf.if %134 {
          %182 = memref.load %alloca_19[] : memref<f64>
          %c56_i64_111 = arith.constant 56 : i64
          %183 = arith.muli %131, %c56_i64_111 : i64
          %184 = arith.addi %128, %183 : i64
          %185 = llvm.getelementptr %81[%184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %182, %185 : f64, !llvm.ptr<3>
        }
        %135 = arith.addi %110, %90 : i64
        %c8_i64_82 = arith.constant 8 : i64
        %136 = arith.addi %111, %c8_i64_82 : i64
        %c2_i64_83 = arith.constant 2 : i64
        %137 = arith.muli %91, %c2_i64_83 : i64
        %138 = arith.addi %136, %137 : i64
        %c56_i64_84 = arith.constant 56 : i64
        %139 = arith.cmpi slt, %135, %c56_i64_84 : i64
        %c56_i64_85 = arith.constant 56 : i64
        %140 = arith.cmpi slt, %138, %c56_i64_85 : i64
        %141 = arith.andi %139, %140 : i1
        scf.if %141 {
          %182 = memref.load %alloca_20[] : memref<f64>
          %c56_i64_111 = arith.constant 56 : i64
          %183 = arith.muli %138, %c56_i64_111 : i64
          %184 = arith.addi %135, %183 : i64
          %185 = llvm.getelementptr %81[%184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %182, %185 : f64, !llvm.ptr<3>
        }
        %142 = arith.addi %110, %90 : i64
        %c8_i64_86 = arith.constant 8 : i64
        %143 = arith.addi %111, %c8_i64_86 : i64
        %c2_i64_87 = arith.constant 2 : i64
        %144 = arith.muli %91, %c2_i64_87 : i64
        %c1_i64_88 = arith.constant 1 : i64
        %145 = arith.addi %144, %c1_i64_88 : i64
        %146 = arith.addi %143, %145 : i64
        %c56_i64_89 = arith.constant 56 : i64
        %147 = arith.cmpi slt, %142, %c56_i64_89 : i64
        %c56_i64_90 = arith.constant 56 : i64
        %148 = arith.cmpi slt, %146, %c56_i64_90 : i64
        %149 = arith.andi %147, %148 : i1
        scf.if %149 {
          %182 = memref.load %alloca_21[] : memref<f64>
          %c56_i64_111 = arith.constant 56 : i64
          %183 = arith.muli %146, %c56_i64_111 : i64
          %184 = arith.addi %142, %183 : i64
          %185 = llvm.getelementptr %81[%184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %182, %185 : f64, !llvm.ptr<3>
        }
        %c8_i64_91 = arith.constant 8 : i64
        %150 = arith.addi %110, %c8_i64_91 : i64
        %151 = arith.addi %150, %90 : i64
        %c2_i64_92 = arith.constant 2 : i64
        %152 = arith.muli %91, %c2_i64_92 : i64
        %153 = arith.addi %111, %152 : i64
        %c56_i64_93 = arith.constant 56 : i64
        %154 = arith.cmpi slt, %151, %c56_i64_93 : i64
        %c56_i64_94 = arith.constant 56 : i64
        %155 = arith.cmpi slt, %153, %c56_i64_94 : i64
        %156 = arith.andi %154, %155 : i1
        scf.if %156 {
          %182 = memref.load %alloca_22[] : memref<f64>
          %c56_i64_111 = arith.constant 56 : i64
          %183 = arith.muli %153, %c56_i64_111 : i64
          %184 = arith.addi %151, %183 : i64
          %185 = llvm.getelementptr %81[%184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %182, %185 : f64, !llvm.ptr<3>
        }
        %c8_i64_95 = arith.constant 8 : i64
        %157 = arith.addi %110, %c8_i64_95 : i64
        %158 = arith.addi %157, %90 : i64
        %c2_i64_96 = arith.constant 2 : i64
        %159 = arith.muli %91, %c2_i64_96 : i64
        %c1_i64_97 = arith.constant 1 : i64
        %160 = arith.addi %159, %c1_i64_97 : i64
        %161 = arith.addi %111, %160 : i64
        %c56_i64_98 = arith.constant 56 : i64
        %162 = arith.cmpi slt, %158, %c56_i64_98 : i64
        %c56_i64_99 = arith.constant 56 : i64
        %163 = arith.cmpi slt, %161, %c56_i64_99 : i64
        %164 = arith.andi %162, %163 : i1
        scf.if %164 {
          %182 = memref.load %alloca_23[] : memref<f64>
          %c56_i64_111 = arith.constant 56 : i64
          %183 = arith.muli %161, %c56_i64_111 : i64
          %184 = arith.addi %158, %183 : i64
          %185 = llvm.getelementptr %81[%184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %182, %185 : f64, !llvm.ptr<3>
        }
        %c8_i64_100 = arith.constant 8 : i64
        %165 = arith.addi %110, %c8_i64_100 : i64
        %166 = arith.addi %165, %90 : i64
        %c8_i64_101 = arith.constant 8 : i64
        %167 = arith.addi %111, %c8_i64_101 : i64
        %c2_i64_102 = arith.constant 2 : i64
        %168 = arith.muli %91, %c2_i64_102 : i64
        %169 = arith.addi %167, %168 : i64
        %c56_i64_103 = arith.constant 56 : i64
        %170 = arith.cmpi slt, %166, %c56_i64_103 : i64
        %c56_i64_104 = arith.constant 56 : i64
        %171 = arith.cmpi slt, %169, %c56_i64_104 : i64
        %172 = arith.andi %170, %171 : i1
        scf.if %172 {
          %182 = memref.load %alloca_24[] : memref<f64>
          %c56_i64_111 = arith.constant 56 : i64
          %183 = arith.muli %169, %c56_i64_111 : i64
          %184 = arith.addi %166, %183 : i64
          %185 = llvm.getelementptr %81[%184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %182, %185 : f64, !llvm.ptr<3>
        }
        %c8_i64_105 = arith.constant 8 : i64
        %173 = arith.addi %110, %c8_i64_105 : i64
        %174 = arith.addi %173, %90 : i64
        %c8_i64_106 = arith.constant 8 : i64
        %175 = arith.addi %111, %c8_i64_106 : i64
        %c2_i64_107 = arith.constant 2 : i64
        %176 = arith.muli %91, %c2_i64_107 : i64
        %c1_i64_108 = arith.constant 1 : i64
        %177 = arith.addi %176, %c1_i64_108 : i64
        %178 = arith.addi %175, %177 : i64
        %c56_i64_109 = arith.constant 56 : i64
        %179 = arith.cmpi slt, %174, %c56_i64_109 : i64
        %c56_i64_110 = arith.constant 56 : i64
        %180 = arith.cmpi slt, %178, %c56_i64_110 : i64
        %181 = arith.andi %179, %180 : i1
        scf.if %181 {
          %182 = memref.load %alloca_25[] : memref<f64>
          %c56_i64_111 = arith.constant 56 : i64
          %183 = arith.muli %178, %c56_i64_111 : i64
          %184 = arith.addi %174, %183 : i64
          %185 = llvm.getelementptr %81[%184] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %182, %185 : f64, !llvm.ptr<3>
        }
      }
      gpu.barrier
      %thread_id_x_39 = gpu.thread_id  x
      %92 = arith.index_cast %thread_id_x_39 : index to i64
      %c64_i64_40 = arith.constant 64 : i64
      %thread_id_y_41 = gpu.thread_id  y
      %93 = arith.index_cast %thread_id_y_41 : index to i64
      %94 = arith.muli %c64_i64_40, %93 : i64
      %95 = arith.addi %92, %94 : i64
      %c32_i64_42 = arith.constant 32 : i64
      %96 = arith.divsi %95, %c32_i64_42 : i64
      %c32_i64_43 = arith.constant 32 : i64
      %97 = arith.remsi %95, %c32_i64_43 : i64
      %c4_i64_44 = arith.constant 4 : i64
      %98 = arith.divsi %97, %c4_i64_44 : i64
      %c4_i64_45 = arith.constant 4 : i64
      %99 = arith.remsi %97, %c4_i64_45 : i64
      %c16_i64_46 = arith.constant 16 : i64
      %c16_i64_47 = arith.constant 16 : i64
      scf.for %arg7 = %96 to %c16_i64_46 step %c16_i64_47  : i64 {
        %c4_i64_57 = arith.constant 4 : i64
        %108 = arith.remsi %arg7, %c4_i64_57 : i64
        %c4_i64_58 = arith.constant 4 : i64
        %109 = arith.divsi %arg7, %c4_i64_58 : i64
        %c16_i64_59 = arith.constant 16 : i64
        %110 = arith.muli %108, %c16_i64_59 : i64
        %c16_i64_60 = arith.constant 16 : i64
        %111 = arith.muli %109, %c16_i64_60 : i64
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_26[] : memref<f64>
        %cst_61 = arith.constant 0.000000e+00 : f64
        memref.store %cst_61, %alloca_27[] : memref<f64>
        %cst_62 = arith.constant 0.000000e+00 : f64
        memref.store %cst_62, %alloca_28[] : memref<f64>
        %cst_63 = arith.constant 0.000000e+00 : f64
        memref.store %cst_63, %alloca_29[] : memref<f64>
        %cst_64 = arith.constant 0.000000e+00 : f64
        memref.store %cst_64, %alloca_30[] : memref<f64>
        %cst_65 = arith.constant 0.000000e+00 : f64
        memref.store %cst_65, %alloca_31[] : memref<f64>
        %cst_66 = arith.constant 0.000000e+00 : f64
        memref.store %cst_66, %alloca_32[] : memref<f64>
        %cst_67 = arith.constant 0.000000e+00 : f64
        memref.store %cst_67, %alloca_33[] : memref<f64>
        %112 = arith.addi %110, %98 : i64
        %c55_i64 = arith.constant 55 : i64
        %113 = arith.minsi %112, %c55_i64 : i64
        %c8_i64 = arith.constant 8 : i64
        %114 = arith.addi %110, %c8_i64 : i64
        %115 = arith.addi %114, %98 : i64
        %c55_i64_68 = arith.constant 55 : i64
        %116 = arith.minsi %115, %c55_i64_68 : i64
        %117 = arith.addi %111, %98 : i64
        %c55_i64_69 = arith.constant 55 : i64
        %118 = arith.minsi %117, %c55_i64_69 : i64
        %c8_i64_70 = arith.constant 8 : i64
        %119 = arith.addi %111, %c8_i64_70 : i64
        %120 = arith.addi %119, %98 : i64
        %c55_i64_71 = arith.constant 55 : i64
        %121 = arith.minsi %120, %c55_i64_71 : i64
        %c0_i64_72 = arith.constant 0 : i64
        %c56_i64_73 = arith.constant 56 : i64
        %c4_i64_74 = arith.constant 4 : i64
        scf.for %arg8 = %c0_i64_72 to %c56_i64_73 step %c4_i64_74  : i64 {
          %182 = arith.addi %arg8, %99 : i64
          %183 = arith.addi %arg8, %99 : i64
          %c56_i64_111 = arith.constant 56 : i64
          %184 = arith.muli %113, %c56_i64_111 : i64
          %185 = arith.addi %182, %184 : i64
          %186 = llvm.getelementptr %81[%185] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %187 = llvm.load %186 : !llvm.ptr<3> -> f64
          %c56_i64_112 = arith.constant 56 : i64
          %188 = arith.muli %116, %c56_i64_112 : i64
          %189 = arith.addi %182, %188 : i64
          %190 = llvm.getelementptr %81[%189] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %191 = llvm.load %190 : !llvm.ptr<3> -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %192 = arith.muli %118, %c56_i64_113 : i64
          %193 = arith.addi %183, %192 : i64
          %194 = llvm.getelementptr %79[%193] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %195 = llvm.load %194 : !llvm.ptr<3> -> f64
          %c56_i64_114 = arith.constant 56 : i64
          %196 = arith.muli %121, %c56_i64_114 : i64
          %197 = arith.addi %183, %196 : i64
          %198 = llvm.getelementptr %79[%197] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %199 = llvm.load %198 : !llvm.ptr<3> -> f64
          %200 = memref.load %alloca_26[] : memref<f64>
          %201 = memref.load %alloca_27[] : memref<f64>
          %202 = nvvm.mma.sync A[%187]  B[%195]  C[%200, %201]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %203 = llvm.extractvalue %202[0] : !llvm.struct<(f64, f64)> 
          memref.store %203, %alloca_26[] : memref<f64>
          %204 = llvm.extractvalue %202[1] : !llvm.struct<(f64, f64)> 
          memref.store %204, %alloca_27[] : memref<f64>
          %205 = memref.load %alloca_28[] : memref<f64>
          %206 = memref.load %alloca_29[] : memref<f64>
          %207 = nvvm.mma.sync A[%187]  B[%199]  C[%205, %206]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %208 = llvm.extractvalue %207[0] : !llvm.struct<(f64, f64)> 
          memref.store %208, %alloca_28[] : memref<f64>
          %209 = llvm.extractvalue %207[1] : !llvm.struct<(f64, f64)> 
          memref.store %209, %alloca_29[] : memref<f64>
          %210 = memref.load %alloca_30[] : memref<f64>
          %211 = memref.load %alloca_31[] : memref<f64>
          %212 = nvvm.mma.sync A[%191]  B[%195]  C[%210, %211]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %213 = llvm.extractvalue %212[0] : !llvm.struct<(f64, f64)> 
          memref.store %213, %alloca_30[] : memref<f64>
          %214 = llvm.extractvalue %212[1] : !llvm.struct<(f64, f64)> 
          memref.store %214, %alloca_31[] : memref<f64>
          %215 = memref.load %alloca_32[] : memref<f64>
          %216 = memref.load %alloca_33[] : memref<f64>
          %217 = nvvm.mma.sync A[%191]  B[%199]  C[%215, %216]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
          %218 = llvm.extractvalue %217[0] : !llvm.struct<(f64, f64)> 
          memref.store %218, %alloca_32[] : memref<f64>
          %219 = llvm.extractvalue %217[1] : !llvm.struct<(f64, f64)> 
          memref.store %219, %alloca_33[] : memref<f64>
        }
        %122 = arith.addi %110, %98 : i64
        %c2_i64_75 = arith.constant 2 : i64
        %123 = arith.muli %99, %c2_i64_75 : i64
        %124 = arith.addi %111, %123 : i64
        %c56_i64_76 = arith.constant 56 : i64
        %125 = arith.cmpi slt, %122, %c56_i64_76 : i64
        %c56_i64_77 = arith.constant 56 : i64
        %126 = arith.cmpi slt, %124, %c56_i64_77 : i64
        %127 = arith.andi %125, %126 : i1
        scf.if %127 {
          %cst_111 = arith.constant 5.000000e-01 : f64
          %182 = memref.load %alloca_26[] : memref<f64>
          %c56_i64_112 = arith.constant 56 : i64
          %183 = arith.muli %124, %c56_i64_112 : i64
          %184 = arith.addi %122, %183 : i64
          %185 = llvm.getelementptr %76[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %186 = llvm.load %185 : !llvm.ptr<1> -> f64
          %187 = llvm.intr.fma(%cst_111, %182, %186) : (f64, f64, f64) -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %188 = arith.muli %124, %c56_i64_113 : i64
          %189 = arith.addi %122, %188 : i64
          %190 = llvm.getelementptr %76[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %187, %190 : f64, !llvm.ptr<1>
        }
        %128 = arith.addi %110, %98 : i64
        %c2_i64_78 = arith.constant 2 : i64
        %129 = arith.muli %99, %c2_i64_78 : i64
        %c1_i64_79 = arith.constant 1 : i64
        %130 = arith.addi %129, %c1_i64_79 : i64
        %131 = arith.addi %111, %130 : i64
        %c56_i64_80 = arith.constant 56 : i64
        %132 = arith.cmpi slt, %128, %c56_i64_80 : i64
        %c56_i64_81 = arith.constant 56 : i64
        %133 = arith.cmpi slt, %131, %c56_i64_81 : i64
        %134 = arith.andi %132, %133 : i1
        scf.if %134 {
          %cst_111 = arith.constant 5.000000e-01 : f64
          %182 = memref.load %alloca_27[] : memref<f64>
          %c56_i64_112 = arith.constant 56 : i64
          %183 = arith.muli %131, %c56_i64_112 : i64
          %184 = arith.addi %128, %183 : i64
          %185 = llvm.getelementptr %76[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %186 = llvm.load %185 : !llvm.ptr<1> -> f64
          %187 = llvm.intr.fma(%cst_111, %182, %186) : (f64, f64, f64) -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %188 = arith.muli %131, %c56_i64_113 : i64
          %189 = arith.addi %128, %188 : i64
          %190 = llvm.getelementptr %76[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %187, %190 : f64, !llvm.ptr<1>
        }
        %135 = arith.addi %110, %98 : i64
        %c8_i64_82 = arith.constant 8 : i64
        %136 = arith.addi %111, %c8_i64_82 : i64
        %c2_i64_83 = arith.constant 2 : i64
        %137 = arith.muli %99, %c2_i64_83 : i64
        %138 = arith.addi %136, %137 : i64
        %c56_i64_84 = arith.constant 56 : i64
        %139 = arith.cmpi slt, %135, %c56_i64_84 : i64
        %c56_i64_85 = arith.constant 56 : i64
        %140 = arith.cmpi slt, %138, %c56_i64_85 : i64
        %141 = arith.andi %139, %140 : i1
        scf.if %141 {
          %cst_111 = arith.constant 5.000000e-01 : f64
          %182 = memref.load %alloca_28[] : memref<f64>
          %c56_i64_112 = arith.constant 56 : i64
          %183 = arith.muli %138, %c56_i64_112 : i64
          %184 = arith.addi %135, %183 : i64
          %185 = llvm.getelementptr %76[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %186 = llvm.load %185 : !llvm.ptr<1> -> f64
          %187 = llvm.intr.fma(%cst_111, %182, %186) : (f64, f64, f64) -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %188 = arith.muli %138, %c56_i64_113 : i64
          %189 = arith.addi %135, %188 : i64
          %190 = llvm.getelementptr %76[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %187, %190 : f64, !llvm.ptr<1>
        }
        %142 = arith.addi %110, %98 : i64
        %c8_i64_86 = arith.constant 8 : i64
        %143 = arith.addi %111, %c8_i64_86 : i64
        %c2_i64_87 = arith.constant 2 : i64
        %144 = arith.muli %99, %c2_i64_87 : i64
        %c1_i64_88 = arith.constant 1 : i64
        %145 = arith.addi %144, %c1_i64_88 : i64
        %146 = arith.addi %143, %145 : i64
        %c56_i64_89 = arith.constant 56 : i64
        %147 = arith.cmpi slt, %142, %c56_i64_89 : i64
        %c56_i64_90 = arith.constant 56 : i64
        %148 = arith.cmpi slt, %146, %c56_i64_90 : i64
        %149 = arith.andi %147, %148 : i1
        scf.if %149 {
          %cst_111 = arith.constant 5.000000e-01 : f64
          %182 = memref.load %alloca_29[] : memref<f64>
          %c56_i64_112 = arith.constant 56 : i64
          %183 = arith.muli %146, %c56_i64_112 : i64
          %184 = arith.addi %142, %183 : i64
          %185 = llvm.getelementptr %76[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %186 = llvm.load %185 : !llvm.ptr<1> -> f64
          %187 = llvm.intr.fma(%cst_111, %182, %186) : (f64, f64, f64) -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %188 = arith.muli %146, %c56_i64_113 : i64
          %189 = arith.addi %142, %188 : i64
          %190 = llvm.getelementptr %76[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %187, %190 : f64, !llvm.ptr<1>
        }
        %c8_i64_91 = arith.constant 8 : i64
        %150 = arith.addi %110, %c8_i64_91 : i64
        %151 = arith.addi %150, %98 : i64
        %c2_i64_92 = arith.constant 2 : i64
        %152 = arith.muli %99, %c2_i64_92 : i64
        %153 = arith.addi %111, %152 : i64
        %c56_i64_93 = arith.constant 56 : i64
        %154 = arith.cmpi slt, %151, %c56_i64_93 : i64
        %c56_i64_94 = arith.constant 56 : i64
        %155 = arith.cmpi slt, %153, %c56_i64_94 : i64
        %156 = arith.andi %154, %155 : i1
        scf.if %156 {
          %cst_111 = arith.constant 5.000000e-01 : f64
          %182 = memref.load %alloca_30[] : memref<f64>
          %c56_i64_112 = arith.constant 56 : i64
          %183 = arith.muli %153, %c56_i64_112 : i64
          %184 = arith.addi %151, %183 : i64
          %185 = llvm.getelementptr %76[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %186 = llvm.load %185 : !llvm.ptr<1> -> f64
          %187 = llvm.intr.fma(%cst_111, %182, %186) : (f64, f64, f64) -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %188 = arith.muli %153, %c56_i64_113 : i64
          %189 = arith.addi %151, %188 : i64
          %190 = llvm.getelementptr %76[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %187, %190 : f64, !llvm.ptr<1>
        }
        %c8_i64_95 = arith.constant 8 : i64
        %157 = arith.addi %110, %c8_i64_95 : i64
        %158 = arith.addi %157, %98 : i64
        %c2_i64_96 = arith.constant 2 : i64
        %159 = arith.muli %99, %c2_i64_96 : i64
        %c1_i64_97 = arith.constant 1 : i64
        %160 = arith.addi %159, %c1_i64_97 : i64
        %161 = arith.addi %111, %160 : i64
        %c56_i64_98 = arith.constant 56 : i64
        %162 = arith.cmpi slt, %158, %c56_i64_98 : i64
        %c56_i64_99 = arith.constant 56 : i64
        %163 = arith.cmpi slt, %161, %c56_i64_99 : i64
        %164 = arith.andi %162, %163 : i1
        scf.if %164 {
          %cst_111 = arith.constant 5.000000e-01 : f64
          %182 = memref.load %alloca_31[] : memref<f64>
          %c56_i64_112 = arith.constant 56 : i64
          %183 = arith.muli %161, %c56_i64_112 : i64
          %184 = arith.addi %158, %183 : i64
          %185 = llvm.getelementptr %76[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %186 = llvm.load %185 : !llvm.ptr<1> -> f64
          %187 = llvm.intr.fma(%cst_111, %182, %186) : (f64, f64, f64) -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %188 = arith.muli %161, %c56_i64_113 : i64
          %189 = arith.addi %158, %188 : i64
          %190 = llvm.getelementptr %76[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %187, %190 : f64, !llvm.ptr<1>
        }
        %c8_i64_100 = arith.constant 8 : i64
        %165 = arith.addi %110, %c8_i64_100 : i64
        %166 = arith.addi %165, %98 : i64
        %c8_i64_101 = arith.constant 8 : i64
        %167 = arith.addi %111, %c8_i64_101 : i64
        %c2_i64_102 = arith.constant 2 : i64
        %168 = arith.muli %99, %c2_i64_102 : i64
        %169 = arith.addi %167, %168 : i64
        %c56_i64_103 = arith.constant 56 : i64
        %170 = arith.cmpi slt, %166, %c56_i64_103 : i64
        %c56_i64_104 = arith.constant 56 : i64
        %171 = arith.cmpi slt, %169, %c56_i64_104 : i64
        %172 = arith.andi %170, %171 : i1
        scf.if %172 {
          %cst_111 = arith.constant 5.000000e-01 : f64
          %182 = memref.load %alloca_32[] : memref<f64>
          %c56_i64_112 = arith.constant 56 : i64
          %183 = arith.muli %169, %c56_i64_112 : i64
          %184 = arith.addi %166, %183 : i64
          %185 = llvm.getelementptr %76[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %186 = llvm.load %185 : !llvm.ptr<1> -> f64
          %187 = llvm.intr.fma(%cst_111, %182, %186) : (f64, f64, f64) -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %188 = arith.muli %169, %c56_i64_113 : i64
          %189 = arith.addi %166, %188 : i64
          %190 = llvm.getelementptr %76[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %187, %190 : f64, !llvm.ptr<1>
        }
        %c8_i64_105 = arith.constant 8 : i64
        %173 = arith.addi %110, %c8_i64_105 : i64
        %174 = arith.addi %173, %98 : i64
        %c8_i64_106 = arith.constant 8 : i64
        %175 = arith.addi %111, %c8_i64_106 : i64
        %c2_i64_107 = arith.constant 2 : i64
        %176 = arith.muli %99, %c2_i64_107 : i64
        %c1_i64_108 = arith.constant 1 : i64
        %177 = arith.addi %176, %c1_i64_108 : i64
        %178 = arith.addi %175, %177 : i64
        %c56_i64_109 = arith.constant 56 : i64
        %179 = arith.cmpi slt, %174, %c56_i64_109 : i64
        %c56_i64_110 = arith.constant 56 : i64
        %180 = arith.cmpi slt, %178, %c56_i64_110 : i64
        %181 = arith.andi %179, %180 : i1
        scf.if %181 {
          %cst_111 = arith.constant 5.000000e-01 : f64
          %182 = memref.load %alloca_33[] : memref<f64>
          %c56_i64_112 = arith.constant 56 : i64
          %183 = arith.muli %178, %c56_i64_112 : i64
          %184 = arith.addi %174, %183 : i64
          %185 = llvm.getelementptr %76[%184] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %186 = llvm.load %185 : !llvm.ptr<1> -> f64
          %187 = llvm.intr.fma(%cst_111, %182, %186) : (f64, f64, f64) -> f64
          %c56_i64_113 = arith.constant 56 : i64
          %188 = arith.muli %178, %c56_i64_113 : i64
          %189 = arith.addi %174, %188 : i64
          %190 = llvm.getelementptr %76[%189] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %187, %190 : f64, !llvm.ptr<1>
        }
      }
      %thread_id_x_48 = gpu.thread_id  x
      %100 = arith.index_cast %thread_id_x_48 : index to i64
      %c64_i64_49 = arith.constant 64 : i64
      %thread_id_y_50 = gpu.thread_id  y
      %101 = arith.index_cast %thread_id_y_50 : index to i64
      %102 = arith.muli %c64_i64_49, %101 : i64
      %103 = arith.addi %100, %102 : i64
      %c56_i64_51 = arith.constant 56 : i64
      %c512_i64 = arith.constant 512 : i64
      scf.for %arg7 = %103 to %c56_i64_51 step %c512_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f64
        memref.store %cst, %alloca_34[] : memref<f64>
        %c0_i64_57 = arith.constant 0 : i64
        %c56_i64_58 = arith.constant 56 : i64
        %c1_i64_59 = arith.constant 1 : i64
        scf.for %arg8 = %c0_i64_57 to %c56_i64_58 step %c1_i64_59  : i64 {
          %110 = memref.load %alloca_34[] : memref<f64>
          %c56_i64_60 = arith.constant 56 : i64
          %111 = arith.muli %arg8, %c56_i64_60 : i64
          %112 = arith.addi %arg7, %111 : i64
          %113 = llvm.getelementptr %81[%112] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %114 = llvm.load %113 : !llvm.ptr<3> -> f64
          %115 = arith.addf %110, %114 : f64
          memref.store %115, %alloca_34[] : memref<f64>
        }
        %108 = memref.load %alloca_34[] : memref<f64>
        %109 = llvm.getelementptr %83[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        llvm.store %108, %109 : f64, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x_52 = gpu.thread_id  x
      %104 = arith.index_cast %thread_id_x_52 : index to i64
      %c64_i64_53 = arith.constant 64 : i64
      %thread_id_y_54 = gpu.thread_id  y
      %105 = arith.index_cast %thread_id_y_54 : index to i64
      %106 = arith.muli %c64_i64_53, %105 : i64
      %107 = arith.addi %104, %106 : i64
      %c56_i64_55 = arith.constant 56 : i64
      %c512_i64_56 = arith.constant 512 : i64
      scf.for %arg7 = %107 to %c56_i64_55 step %c512_i64_56  : i64 {
        %108 = llvm.getelementptr %83[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %109 = llvm.load %108 : !llvm.ptr<3> -> f64
        %110 = llvm.getelementptr %78[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %109, %110 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
