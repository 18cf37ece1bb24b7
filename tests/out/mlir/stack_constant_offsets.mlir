module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_stack_constant_offsets() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<152 x i8>
    gpu.func @stack_constant_offsets(%arg0: memref<6x?xi32, strided<[1, 6]>, 1>, %arg1: memref<6x?xi64, strided<[1, 6]>, 1>, %arg2: memref<6x?xf32, strided<[1, 6]>, 1>, %arg3: memref<6x?xi32, strided<[1, 6]>, 1>, %arg4: memref<6x?xi64, strided<[1, 6]>, 1>, %arg5: memref<6x?xf32, strided<[1, 6]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<6x?xi32, strided<[1, 6]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<6x?xi32, strided<[1, 6]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<6x?xi64, strided<[1, 6]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<6x?xi64, strided<[1, 6]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<6x?xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<6x?xf32, strided<[1, 6]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg3 : memref<6x?xi32, strided<[1, 6]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<6x?xi32, strided<[1, 6]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<6x?xi64, strided<[1, 6]>, 1> -> memref<i64, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<6x?xi64, strided<[1, 6]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:2, %strides_23:2 = memref.extract_strided_metadata %arg5 : memref<6x?xf32, strided<[1, 6]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<6x?xf32, strided<[1, 6]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#1 : index to i64
      %block_id_x = gpu.block_id  x
      %18 = arith.index_cast %block_id_x : index to i64
      %19 = llvm.mlir.addressof @__tinyc_stack_stack_constant_offsets : !llvm.ptr<3>
      %20 = llvm.mlir.addressof @__tinyc_stack_stack_constant_offsets : !llvm.ptr<3>
      %c64_i64 = arith.constant 64 : i64
      %21 = llvm.getelementptr %20[%c64_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %22 = llvm.mlir.addressof @__tinyc_stack_stack_constant_offsets : !llvm.ptr<3>
      %c128_i64 = arith.constant 128 : i64
      %23 = llvm.getelementptr %22[%c128_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
      %c6_i64 = arith.constant 6 : i64
      %24 = arith.muli %18, %c6_i64 : i64
      %25 = llvm.getelementptr %1[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c6_i64_25 = arith.constant 6 : i64
      %26 = arith.muli %18, %c6_i64_25 : i64
      %27 = llvm.getelementptr %4[%26] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c6_i64_26 = arith.constant 6 : i64
      %28 = arith.muli %18, %c6_i64_26 : i64
      %29 = llvm.getelementptr %7[%28] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c6_i64_27 = arith.constant 6 : i64
      %30 = arith.muli %18, %c6_i64_27 : i64
      %31 = llvm.getelementptr %1[%30] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c6_i64_28 = arith.constant 6 : i64
      %32 = arith.muli %18, %c6_i64_28 : i64
      %33 = llvm.getelementptr %4[%32] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c6_i64_29 = arith.constant 6 : i64
      %34 = arith.muli %18, %c6_i64_29 : i64
      %35 = llvm.getelementptr %7[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %36 = arith.index_cast %thread_id_x : index to i64
      %c6_i64_30 = arith.constant 6 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg6 = %36 to %c6_i64_30 step %c32_i64  : i64 {
        %65 = llvm.getelementptr %25[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        %66 = llvm.load %65 : !llvm.ptr<1> -> i32
        %67 = llvm.getelementptr %19[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        llvm.store %66, %67 : i32, !llvm.ptr<3>
      }
      %thread_id_x_31 = gpu.thread_id  x
      %37 = arith.index_cast %thread_id_x_31 : index to i64
      %c6_i64_32 = arith.constant 6 : i64
      %c32_i64_33 = arith.constant 32 : i64
      scf.for %arg6 = %37 to %c6_i64_32 step %c32_i64_33  : i64 {
        %65 = llvm.getelementptr %27[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        %66 = llvm.load %65 : !llvm.ptr<1> -> i64
        %67 = llvm.getelementptr %21[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        llvm.store %66, %67 : i64, !llvm.ptr<3>
      }
      %thread_id_x_34 = gpu.thread_id  x
      %38 = arith.index_cast %thread_id_x_34 : index to i64
      %c6_i64_35 = arith.constant 6 : i64
      %c32_i64_36 = arith.constant 32 : i64
      scf.for %arg6 = %38 to %c6_i64_35 step %c32_i64_36  : i64 {
        %65 = llvm.getelementptr %29[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %66 = llvm.load %65 : !llvm.ptr<1> -> f32
        %67 = llvm.getelementptr %23[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        llvm.store %66, %67 : f32, !llvm.ptr<3>
      }
      %c2_i64 = arith.constant 2 : i64
      %39 = llvm.getelementptr %19[%c2_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %c5_i64 = arith.constant 5 : i64
      %40 = llvm.getelementptr %19[%c5_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
      %c1_i64 = arith.constant 1 : i64
      %41 = llvm.getelementptr %21[%c1_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c4_i64 = arith.constant 4 : i64
      %42 = llvm.getelementptr %21[%c4_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
      %c3_i64 = arith.constant 3 : i64
      %43 = llvm.getelementptr %23[%c3_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
      gpu.barrier
      %thread_id_x_37 = gpu.thread_id  x
      %44 = arith.index_cast %thread_id_x_37 : index to i64
      %c0_i64 = arith.constant 0 : i64
      %45 = arith.cmpi eq, %44, %c0_i64 : i64
      scf.if %45 {
        %c2_i32 = arith.constant 2 : i32
        %65 = llvm.load %31 : !llvm.ptr<1> -> i32
        %66 = arith.muli %c2_i32, %65 : i32
        %67 = llvm.atomicrmw add %39, %66 monotonic : !llvm.ptr<3>, i32
      }
      gpu.barrier
      %thread_id_x_38 = gpu.thread_id  x
      %46 = arith.index_cast %thread_id_x_38 : index to i64
      %c0_i64_39 = arith.constant 0 : i64
      %47 = arith.cmpi eq, %46, %c0_i64_39 : i64
      scf.if %47 {
        %c2_i32 = arith.constant 2 : i32
        %65 = llvm.load %31 : !llvm.ptr<1> -> i32
        %66 = arith.muli %c2_i32, %65 : i32
        %67 = llvm.load %40 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<3> -> i32
        %68 = scf.while (%arg6 = %67) : (i32) -> i32 {
          %c3_i32 = arith.constant 3 : i32
          %69 = arith.muli %c3_i32, %arg6 : i32
          %70 = arith.addi %66, %69 : i32
          %71 = llvm.cmpxchg %40, %arg6, %70 monotonic monotonic : !llvm.ptr<3>, i32
          %72 = llvm.extractvalue %71[0] : !llvm.struct<(i32, i1)> 
          %73 = llvm.extractvalue %71[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %74 = arith.xori %73, %true : i1
          scf.condition(%74) %72 : i32
        } do {
        ^bb0(%arg6: i32):
          scf.yield %arg6 : i32
        }
      }
      %thread_id_x_40 = gpu.thread_id  x
      %48 = arith.index_cast %thread_id_x_40 : index to i64
      %c0_i64_41 = arith.constant 0 : i64
      %49 = arith.cmpi eq, %48, %c0_i64_41 : i64
      scf.if %49 {
        %c2_i64_60 = arith.constant 2 : i64
        %65 = llvm.load %33 : !llvm.ptr<1> -> i64
        %66 = arith.muli %c2_i64_60, %65 : i64
        %67 = llvm.atomicrmw add %41, %66 monotonic : !llvm.ptr<3>, i64
      }
      gpu.barrier
      %thread_id_x_42 = gpu.thread_id  x
      %50 = arith.index_cast %thread_id_x_42 : index to i64
      %c0_i64_43 = arith.constant 0 : i64
      %51 = arith.cmpi eq, %50, %c0_i64_43 : i64
      scf.if %51 {
        %c2_i64_60 = arith.constant 2 : i64
        %65 = llvm.load %33 : !llvm.ptr<1> -> i64
        %66 = arith.muli %c2_i64_60, %65 : i64
        %67 = llvm.atomicrmw xchg %42, %66 monotonic : !llvm.ptr<3>, i64
      }
      %thread_id_x_44 = gpu.thread_id  x
      %52 = arith.index_cast %thread_id_x_44 : index to i64
      %c0_i64_45 = arith.constant 0 : i64
      %53 = arith.cmpi eq, %52, %c0_i64_45 : i64
      scf.if %53 {
        %cst = arith.constant 2.000000e+00 : f32
        %65 = llvm.load %35 : !llvm.ptr<1> -> f32
        %66 = arith.mulf %cst, %65 : f32
        %67 = llvm.atomicrmw fadd %43, %66 monotonic : !llvm.ptr<3>, f32
      }
      gpu.barrier
      %thread_id_x_46 = gpu.thread_id  x
      %54 = arith.index_cast %thread_id_x_46 : index to i64
      %c0_i64_47 = arith.constant 0 : i64
      %55 = arith.cmpi eq, %54, %c0_i64_47 : i64
      scf.if %55 {
        %cst = arith.constant 2.000000e+00 : f32
        %65 = llvm.load %35 : !llvm.ptr<1> -> f32
        %66 = arith.mulf %cst, %65 : f32
        %67 = llvm.load %23 atomic monotonic {alignment = 4 : i64} : !llvm.ptr<3> -> i32
        %68 = scf.while (%arg6 = %67) : (i32) -> i32 {
          %69 = arith.bitcast %arg6 : i32 to f32
          %cst_60 = arith.constant 3.000000e+00 : f32
          %70 = llvm.intr.fma(%cst_60, %69, %66) : (f32, f32, f32) -> f32
          %71 = arith.bitcast %70 : f32 to i32
          %72 = llvm.cmpxchg %23, %arg6, %71 monotonic monotonic : !llvm.ptr<3>, i32
          %73 = llvm.extractvalue %72[0] : !llvm.struct<(i32, i1)> 
          %74 = llvm.extractvalue %72[1] : !llvm.struct<(i32, i1)> 
          %true = arith.constant true
          %75 = arith.xori %74, %true : i1
          scf.condition(%75) %73 : i32
        } do {
        ^bb0(%arg6: i32):
          scf.yield %arg6 : i32
        }
      }
      %c6_i64_48 = arith.constant 6 : i64
      %56 = arith.muli %18, %c6_i64_48 : i64
      %57 = llvm.getelementptr %10[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c6_i64_49 = arith.constant 6 : i64
      %58 = arith.muli %18, %c6_i64_49 : i64
      %59 = llvm.getelementptr %13[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %c6_i64_50 = arith.constant 6 : i64
      %60 = arith.muli %18, %c6_i64_50 : i64
      %61 = llvm.getelementptr %16[%60] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x_51 = gpu.thread_id  x
      %62 = arith.index_cast %thread_id_x_51 : index to i64
      %c6_i64_52 = arith.constant 6 : i64
      %c32_i64_53 = arith.constant 32 : i64
      scf.for %arg6 = %62 to %c6_i64_52 step %c32_i64_53  : i64 {
        %65 = llvm.getelementptr %19[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i32
        %66 = llvm.load %65 : !llvm.ptr<3> -> i32
        %67 = llvm.getelementptr %57[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %66, %67 : i32, !llvm.ptr<1>
      }
      %thread_id_x_54 = gpu.thread_id  x
      %63 = arith.index_cast %thread_id_x_54 : index to i64
      %c6_i64_55 = arith.constant 6 : i64
      %c32_i64_56 = arith.constant 32 : i64
      scf.for %arg6 = %63 to %c6_i64_55 step %c32_i64_56  : i64 {
        %65 = llvm.getelementptr %21[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
        %66 = llvm.load %65 : !llvm.ptr<3> -> i64
        %67 = llvm.getelementptr %59[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
        llvm.store %66, %67 : i64, !llvm.ptr<1>
      }
      gpu.barrier
      %thread_id_x_57 = gpu.thread_id  x
      %64 = arith.index_cast %thread_id_x_57 : index to i64
      %c6_i64_58 = arith.constant 6 : i64
      %c32_i64_59 = arith.constant 32 : i64
      scf.for %arg6 = %64 to %c6_i64_58 step %c32_i64_59  : i64 {
        %65 = llvm.getelementptr %23[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
        %66 = llvm.load %65 : !llvm.ptr<3> -> f32
        %67 = llvm.getelementptr %61[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %66, %67 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
