module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_atomic_local_() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<576 x i8>
    gpu.func @atomic_local_(%arg0: !llvm.ptr<1>, %arg1: i64, %arg2: !llvm.ptr<1>, %arg3: i64, %arg4: !llvm.ptr<1>, %arg5: i64, %arg6: !llvm.ptr<1>, %arg7: i64) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(16 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.mlir.constant(16 : i64) : i64
      %5 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %6 = llvm.insertvalue %arg0, %5[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %7 = llvm.insertvalue %1, %6[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %8 = llvm.insertvalue %2, %7[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %9 = llvm.insertvalue %arg1, %8[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %10 = llvm.insertvalue %3, %9[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %11 = llvm.insertvalue %4, %10[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> 
      %12 = builtin.unrealized_conversion_cast %11 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)> to memref<16x?xf32, strided<[1, 16]>, 1>
      %13 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %14 = llvm.mlir.constant(0 : i64) : i64
      %15 = llvm.mlir.constant(16 : i64) : i64
      %16 = llvm.mlir.constant(3 : i64) : i64
      %17 = llvm.mlir.constant(1 : i64) : i64
      %18 = llvm.mlir.constant(16 : i64) : i64
      %19 = llvm.mlir.constant(48 : i64) : i64
      %20 = llvm.insertvalue %arg2, %13[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %21 = llvm.insertvalue %arg2, %20[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %22 = llvm.insertvalue %14, %21[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %23 = llvm.insertvalue %15, %22[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %24 = llvm.insertvalue %16, %23[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %25 = llvm.insertvalue %arg3, %24[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %26 = llvm.insertvalue %17, %25[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %27 = llvm.insertvalue %18, %26[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %28 = llvm.insertvalue %19, %27[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x3x?xf32, strided<[1, 16, 48]>, 1>
      %30 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %31 = llvm.mlir.constant(0 : i64) : i64
      %32 = llvm.mlir.constant(16 : i64) : i64
      %33 = llvm.mlir.constant(3 : i64) : i64
      %34 = llvm.mlir.constant(1 : i64) : i64
      %35 = llvm.mlir.constant(16 : i64) : i64
      %36 = llvm.mlir.constant(48 : i64) : i64
      %37 = llvm.insertvalue %arg4, %30[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %38 = llvm.insertvalue %arg4, %37[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %39 = llvm.insertvalue %31, %38[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %40 = llvm.insertvalue %32, %39[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %41 = llvm.insertvalue %33, %40[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %42 = llvm.insertvalue %arg5, %41[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %43 = llvm.insertvalue %34, %42[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %44 = llvm.insertvalue %35, %43[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %45 = llvm.insertvalue %36, %44[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %46 = builtin.unrealized_conversion_cast %45 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x3x?xf32, strided<[1, 16, 48]>, 1>
      %47 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)>
      %48 = llvm.mlir.constant(0 : i64) : i64
      %49 = llvm.mlir.constant(16 : i64) : i64
      %50 = llvm.mlir.constant(3 : i64) : i64
      %51 = llvm.mlir.constant(1 : i64) : i64
      %52 = llvm.mlir.constant(16 : i64) : i64
      %53 = llvm.mlir.constant(48 : i64) : i64
      %54 = llvm.insertvalue %arg6, %47[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %55 = llvm.insertvalue %arg6, %54[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %56 = llvm.insertvalue %48, %55[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %57 = llvm.insertvalue %49, %56[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %58 = llvm.insertvalue %50, %57[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %59 = llvm.insertvalue %arg7, %58[3, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %60 = llvm.insertvalue %51, %59[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %61 = llvm.insertvalue %52, %60[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %62 = llvm.insertvalue %53, %61[4, 2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> 
      %63 = builtin.unrealized_conversion_cast %62 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<3 x i64>, array<3 x i64>)> to memref<16x3x?xf64, strided<[1, 16, 48]>, 1>
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %12 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %12 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %64 = arith.index_cast %intptr : index to i64
      %65 = llvm.inttoptr %64 : i64 to !llvm.ptr<1>
      %66 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %29 : memref<16x3x?xf32, strided<[1, 16, 48]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %29 : memref<16x3x?xf32, strided<[1, 16, 48]>, 1> -> index
      %67 = arith.index_cast %intptr_4 : index to i64
      %68 = llvm.inttoptr %67 : i64 to !llvm.ptr<1>
      %69 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %46 : memref<16x3x?xf32, strided<[1, 16, 48]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %46 : memref<16x3x?xf32, strided<[1, 16, 48]>, 1> -> index
      %70 = arith.index_cast %intptr_9 : index to i64
      %71 = llvm.inttoptr %70 : i64 to !llvm.ptr<1>
      %72 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %63 : memref<16x3x?xf64, strided<[1, 16, 48]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %63 : memref<16x3x?xf64, strided<[1, 16, 48]>, 1> -> index
      %73 = arith.index_cast %intptr_14 : index to i64
      %74 = llvm.inttoptr %73 : i64 to !llvm.ptr<1>
      %75 = arith.index_cast %sizes_12#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_15 = memref.alloca() : memref<f32>
      %alloca_16 = memref.alloca() : memref<f32>
      %alloca_17 = memref.alloca() : memref<f32>
      %alloca_18 = memref.alloca() : memref<f64>
      %alloca_19 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %76 = arith.index_cast %block_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %77 = arith.muli %76, %c16_i64 : i64
      %78 = llvm.getelementptr %65[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c48_i64 = arith.constant 48 : i64
      %79 = arith.muli %76, %c48_i64 : i64
      %80 = llvm.getelementptr %68[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %81 = llvm.mlir.addressof @__tinyc_stack_atomic_local_ : !llvm.ptr<3>
      %82 = llvm.mlir.addressof @__tinyc_stack_atomic_local_ : !llvm.ptr<3>
      %c192_i64 = arith.constant 192 : i64
      %83 = llvm.getelementptr %82[%c192_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %c0_i64 = arith.constant 0 : i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_20 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64 to %c1_i64 step %c1_i64_20  : i64 {
        %thread_id_x_52 = gpu.thread_id  x
        %99 = arith.index_cast %thread_id_x_52 : index to i64
        %c64_i64 = arith.constant 64 : i64
        %100 = arith.muli %arg8, %c64_i64 : i64
        %101 = arith.addi %99, %100 : i64
        %c48_i64_53 = arith.constant 48 : i64
        %102 = arith.cmpi slt, %101, %c48_i64_53 : i64
        scf.if %102 {
          %107 = llvm.getelementptr %80[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %108 = llvm.load %107 : !llvm.ptr<1> -> f32
          memref.store %108, %alloca[] : memref<f32>
        }
        %c32_i64_54 = arith.constant 32 : i64
        %103 = arith.addi %101, %c32_i64_54 : i64
        %c48_i64_55 = arith.constant 48 : i64
        %104 = arith.cmpi slt, %103, %c48_i64_55 : i64
        scf.if %104 {
          %107 = llvm.getelementptr %80[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %108 = llvm.load %107 : !llvm.ptr<1> -> f32
          memref.store %108, %alloca_15[] : memref<f32>
        }
        %c48_i64_56 = arith.constant 48 : i64
        %105 = arith.cmpi slt, %101, %c48_i64_56 : i64
        scf.if %105 {
          %107 = memref.load %alloca[] : memref<f32>
          %108 = llvm.getelementptr %81[%101] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %107, %108 : f32, !llvm.ptr<3>
        }
        %c48_i64_57 = arith.constant 48 : i64
        %106 = arith.cmpi slt, %103, %c48_i64_57 : i64
        scf.if %106 {
          %107 = memref.load %alloca_15[] : memref<f32>
          %108 = llvm.getelementptr %81[%103] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %107, %108 : f32, !llvm.ptr<3>
        }
      }
      %thread_id_x = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x : index to i64
      %c16_i64_21 = arith.constant 16 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg8 = %84 to %c16_i64_21 step %c32_i64  : i64 {
        %c0_i64_52 = arith.constant 0 : i64
        %c1_i64_53 = arith.constant 1 : i64
        %c1_i64_54 = arith.constant 1 : i64
        scf.for %arg9 = %c0_i64_52 to %c1_i64_53 step %c1_i64_54  : i64 {
          %c3_i64 = arith.constant 3 : i64
          %99 = arith.muli %arg9, %c3_i64 : i64
          %c16_i64_55 = arith.constant 16 : i64
          %100 = arith.muli %99, %c16_i64_55 : i64
          %101 = arith.addi %arg8, %100 : i64
          %102 = llvm.getelementptr %80[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %103 = llvm.load %102 : !llvm.ptr<1> -> f32
          %c1_i64_56 = arith.constant 1 : i64
          %104 = arith.addi %99, %c1_i64_56 : i64
          %c16_i64_57 = arith.constant 16 : i64
          %105 = arith.muli %104, %c16_i64_57 : i64
          %106 = arith.addi %arg8, %105 : i64
          %107 = llvm.getelementptr %80[%106] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %108 = llvm.load %107 : !llvm.ptr<1> -> f32
          %c2_i64 = arith.constant 2 : i64
          %109 = arith.addi %99, %c2_i64 : i64
          %c16_i64_58 = arith.constant 16 : i64
          %110 = arith.muli %109, %c16_i64_58 : i64
          %111 = arith.addi %arg8, %110 : i64
          %112 = llvm.getelementptr %80[%111] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %113 = llvm.load %112 : !llvm.ptr<1> -> f32
          %114 = arith.extf %103 : f32 to f64
          %c16_i64_59 = arith.constant 16 : i64
          %115 = arith.muli %99, %c16_i64_59 : i64
          %116 = arith.addi %arg8, %115 : i64
          %117 = llvm.getelementptr %83[%116] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %114, %117 : f64, !llvm.ptr<3>
          %118 = arith.extf %108 : f32 to f64
          %c16_i64_60 = arith.constant 16 : i64
          %119 = arith.muli %104, %c16_i64_60 : i64
          %120 = arith.addi %arg8, %119 : i64
          %121 = llvm.getelementptr %83[%120] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %118, %121 : f64, !llvm.ptr<3>
          %122 = arith.extf %113 : f32 to f64
          %c16_i64_61 = arith.constant 16 : i64
          %123 = arith.muli %109, %c16_i64_61 : i64
          %124 = arith.addi %arg8, %123 : i64
          %125 = llvm.getelementptr %83[%124] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          llvm.store %122, %125 : f64, !llvm.ptr<3>
        }
      }
      %c16_i64_22 = arith.constant 16 : i64
      %85 = llvm.getelementptr %81[%c16_i64_22] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %c32_i64_23 = arith.constant 32 : i64
      %86 = llvm.getelementptr %81[%c32_i64_23] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      %c16_i64_24 = arith.constant 16 : i64
      %87 = llvm.getelementptr %83[%c16_i64_24] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
      %c32_i64_25 = arith.constant 32 : i64
      %88 = llvm.getelementptr %83[%c32_i64_25] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
      gpu.barrier
      %thread_id_x_26 = gpu.thread_id  x
      %89 = arith.index_cast %thread_id_x_26 : index to i64
      %c16_i64_27 = arith.constant 16 : i64
      %c32_i64_28 = arith.constant 32 : i64
      scf.for %arg8 = %89 to %c16_i64_27 step %c32_i64_28  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %99 = llvm.getelementptr %78[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %100 = llvm.load %99 : !llvm.ptr<1> -> f32
        %101 = arith.mulf %cst, %100 : f32
        %102 = llvm.getelementptr %81[%arg8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %103 = llvm.atomicrmw xchg %102, %101 monotonic : !llvm.ptr<3>, f32
      }
      gpu.barrier
      %thread_id_x_29 = gpu.thread_id  x
      %90 = arith.index_cast %thread_id_x_29 : index to i64
      %c16_i64_30 = arith.constant 16 : i64
      %c32_i64_31 = arith.constant 32 : i64
      scf.for %arg8 = %90 to %c16_i64_30 step %c32_i64_31  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %99 = llvm.getelementptr %78[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %100 = llvm.load %99 : !llvm.ptr<1> -> f32
        %101 = arith.mulf %cst, %100 : f32
        %102 = llvm.getelementptr %85[%arg8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %103 = llvm.atomicrmw fadd %102, %101 monotonic : !llvm.ptr<3>, f32
      }
      gpu.barrier
      %thread_id_x_32 = gpu.thread_id  x
      %91 = arith.index_cast %thread_id_x_32 : index to i64
      %c16_i64_33 = arith.constant 16 : i64
      %c32_i64_34 = arith.constant 32 : i64
      scf.for %arg8 = %91 to %c16_i64_33 step %c32_i64_34  : i64 {
        %cst = arith.constant 2.000000e+00 : f32
        %99 = llvm.getelementptr %78[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %100 = llvm.load %99 : !llvm.ptr<1> -> f32
        %101 = arith.mulf %cst, %100 : f32
        %102 = llvm.getelementptr %86[%arg8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %103 = llvm.load %102 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<3> -> i32
        %104 = scf.while (%arg9 = %103) : (i32) -> i32 {
          %105 = arith.bitcast %arg9 : i32 to f32
          %cst_52 = arith.constant 5.000000e-01 : f32
          %106 = llvm.intr.fma(%cst_52, %105, %101) : (f32, f32, f32) -> f32
          %107 = arith.bitcast %106 : f32 to i32
          %108 = llvm.cmpxchg %102, %arg9, %107 monotonic monotonic : !llvm.ptr<3>, i32
          %109 = llvm.extractvalue %108[0] : !llvm.struct<(i32, i1)> 
          %110 = llvm.extractvalue %108[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %111 = arith.xori %110, %true : i1
          scf.condition(%111) %109 : i32
        } do {
        ^bb0(%arg9: i32):
          scf.yield %arg9 : i32
        }
      }
      %thread_id_x_35 = gpu.thread_id  x
      %92 = arith.index_cast %thread_id_x_35 : index to i64
      %c16_i64_36 = arith.constant 16 : i64
      %c32_i64_37 = arith.constant 32 : i64
      scf.for %arg8 = %92 to %c16_i64_36 step %c32_i64_37  : i64 {
        %cst = arith.constant -1.500000e+00 : f64
        %99 = llvm.getelementptr %78[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %100 = llvm.load %99 : !llvm.ptr<1> -> f32
        %101 = arith.extf %100 : f32 to f64
        %102 = arith.mulf %cst, %101 : f64
        %103 = llvm.getelementptr %83[%arg8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %104 = llvm.atomicrmw xchg %103, %102 monotonic : !llvm.ptr<3>, f64
      }
      gpu.barrier
      %thread_id_x_38 = gpu.thread_id  x
      %93 = arith.index_cast %thread_id_x_38 : index to i64
      %c16_i64_39 = arith.constant 16 : i64
      %c32_i64_40 = arith.constant 32 : i64
      scf.for %arg8 = %93 to %c16_i64_39 step %c32_i64_40  : i64 {
        %cst = arith.constant -1.500000e+00 : f64
        %99 = llvm.getelementptr %78[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %100 = llvm.load %99 : !llvm.ptr<1> -> f32
        %101 = arith.extf %100 : f32 to f64
        %102 = arith.mulf %cst, %101 : f64
        %103 = llvm.getelementptr %87[%arg8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %104 = llvm.atomicrmw fadd %103, %102 monotonic : !llvm.ptr<3>, f64
      }
      gpu.barrier
      %thread_id_x_41 = gpu.thread_id  x
      %94 = arith.index_cast %thread_id_x_41 : index to i64
      %c16_i64_42 = arith.constant 16 : i64
      %c32_i64_43 = arith.constant 32 : i64
      scf.for %arg8 = %94 to %c16_i64_42 step %c32_i64_43  : i64 {
        %cst = arith.constant -1.500000e+00 : f64
        %99 = llvm.getelementptr %78[%arg8] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %100 = llvm.load %99 : !llvm.ptr<1> -> f32
        %101 = arith.extf %100 : f32 to f64
        %102 = arith.mulf %cst, %101 : f64
        %103 = llvm.getelementptr %88[%arg8] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
        %104 = llvm.load %103 atomic monotonic {alignment = 8 : i64} : !llvm.ptr<3> -> i64
        %105 = scf.while (%arg9 = %104) : (i64) -> i64 {
          %106 = arith.bitcast %arg9 : i64 to f64
          %cst_52 = arith.constant 5.000000e-01 : f64
          %107 = llvm.intr.fma(%cst_52, %106, %102) : (f64, f64, f64) -> f64
          %108 = arith.bitcast %107 : f64 to i64
          %109 = llvm.cmpxchg %103, %arg9, %108 monotonic monotonic : !llvm.ptr<3>, i64
          %110 = llvm.extractvalue %109[0] : !llvm.struct<(i64, i1)> 
          %111 = llvm.extractvalue %109[1] : !llvm.struct<(i64, i1)> 
          %true = arith.constant true
          %112 = arith.xori %111, %true : i1
          scf.condition(%112) %110 : i64
        } do {
        ^bb0(%arg9: i64):
          scf.yield %arg9 : i64
        }
      }
      %c48_i64_44 = arith.constant 48 : i64
      %95 = arith.muli %76, %c48_i64_44 : i64
      %96 = llvm.getelementptr %71[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c48_i64_45 = arith.constant 48 : i64
      %97 = arith.muli %76, %c48_i64_45 : i64
      %98 = llvm.getelementptr %74[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c0_i64_46 = arith.constant 0 : i64
      %c1_i64_47 = arith.constant 1 : i64
      %c1_i64_48 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_46 to %c1_i64_47 step %c1_i64_48  : i64 {
        %thread_id_x_52 = gpu.thread_id  x
        %99 = arith.index_cast %thread_id_x_52 : index to i64
        %c64_i64 = arith.constant 64 : i64
        %100 = arith.muli %arg8, %c64_i64 : i64
        %101 = arith.addi %99, %100 : i64
        %c48_i64_53 = arith.constant 48 : i64
        %102 = arith.cmpi slt, %101, %c48_i64_53 : i64
        scf.if %102 {
          %107 = llvm.getelementptr %81[%101] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %108 = llvm.load %107 : !llvm.ptr<3> -> f32
          memref.store %108, %alloca_16[] : memref<f32>
        }
        %c32_i64_54 = arith.constant 32 : i64
        %103 = arith.addi %101, %c32_i64_54 : i64
        %c48_i64_55 = arith.constant 48 : i64
        %104 = arith.cmpi slt, %103, %c48_i64_55 : i64
        scf.if %104 {
          %107 = llvm.getelementptr %81[%103] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %108 = llvm.load %107 : !llvm.ptr<3> -> f32
          memref.store %108, %alloca_17[] : memref<f32>
        }
        %c48_i64_56 = arith.constant 48 : i64
        %105 = arith.cmpi slt, %101, %c48_i64_56 : i64
        scf.if %105 {
          %107 = memref.load %alloca_16[] : memref<f32>
          %108 = llvm.getelementptr %96[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %107, %108 : f32, !llvm.ptr<1>
        }
        %c48_i64_57 = arith.constant 48 : i64
        %106 = arith.cmpi slt, %103, %c48_i64_57 : i64
        scf.if %106 {
          %107 = memref.load %alloca_17[] : memref<f32>
          %108 = llvm.getelementptr %96[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %107, %108 : f32, !llvm.ptr<1>
        }
      }
      gpu.barrier
      %c0_i64_49 = arith.constant 0 : i64
      %c1_i64_50 = arith.constant 1 : i64
      %c1_i64_51 = arith.constant 1 : i64
      scf.for %arg8 = %c0_i64_49 to %c1_i64_50 step %c1_i64_51  : i64 {
        %thread_id_x_52 = gpu.thread_id  x
        %99 = arith.index_cast %thread_id_x_52 : index to i64
        %c64_i64 = arith.constant 64 : i64
        %100 = arith.muli %arg8, %c64_i64 : i64
        %101 = arith.addi %99, %100 : i64
        %c48_i64_53 = arith.constant 48 : i64
        %102 = arith.cmpi slt, %101, %c48_i64_53 : i64
        scf.if %102 {
          %107 = llvm.getelementptr %83[%101] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %108 = llvm.load %107 : !llvm.ptr<3> -> f64
          memref.store %108, %alloca_18[] : memref<f64>
        }
        %c32_i64_54 = arith.constant 32 : i64
        %103 = arith.addi %101, %c32_i64_54 : i64
        %c48_i64_55 = arith.constant 48 : i64
        %104 = arith.cmpi slt, %103, %c48_i64_55 : i64
        scf.if %104 {
          %107 = llvm.getelementptr %83[%103] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f64
          %108 = llvm.load %107 : !llvm.ptr<3> -> f64
          memref.store %108, %alloca_19[] : memref<f64>
        }
        %c48_i64_56 = arith.constant 48 : i64
        %105 = arith.cmpi slt, %101, %c48_i64_56 : i64
        scf.if %105 {
          %107 = memref.load %alloca_18[] : memref<f64>
          %108 = llvm.getelementptr %98[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %107, %108 : f64, !llvm.ptr<1>
        }
        %c48_i64_57 = arith.constant 48 : i64
        %106 = arith.cmpi slt, %103, %c48_i64_57 : i64
        scf.if %106 {
          %107 = memref.load %alloca_19[] : memref<f64>
          %108 = llvm.getelementptr %98[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %107, %108 : f64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
