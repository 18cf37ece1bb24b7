module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_if_barrier_loop() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<9216 x i8>
    gpu.func @if_barrier_loop(%arg0: memref<?x?xf32, strided<[1, ?]>, 1>, %arg1: memref<?x?xf32, strided<[1, ?]>, 1>, %arg2: memref<?x?xf32, strided<[1, ?]>, 1>, %arg3: memref<?x?x?xf32, strided<[1, ?, ?]>, 1>, %arg4: memref<?x2xf32, strided<[1, ?]>, 1>, %arg5: memref<?x2x?xf32, strided<[1, ?, ?]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#0 : index to i64
      %3 = arith.index_cast %sizes#1 : index to i64
      %4 = arith.index_cast %strides#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %5 = arith.index_cast %intptr_4 : index to i64
      %6 = llvm.inttoptr %5 : i64 to !llvm.ptr<1>
      %7 = arith.index_cast %sizes_2#0 : index to i64
      %8 = arith.index_cast %sizes_2#1 : index to i64
      %9 = arith.index_cast %strides_3#1 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:2, %strides_8:2 = memref.extract_strided_metadata %arg2 : memref<?x?xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<?x?xf32, strided<[1, ?]>, 1> -> index
      %10 = arith.index_cast %intptr_9 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %12 = arith.index_cast %sizes_7#0 : index to i64
      %13 = arith.index_cast %sizes_7#1 : index to i64
      %14 = arith.index_cast %strides_8#1 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<?x?x?xf32, strided<[1, ?, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<?x?x?xf32, strided<[1, ?, ?]>, 1> -> index
      %15 = arith.index_cast %intptr_14 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_12#0 : index to i64
      %18 = arith.index_cast %sizes_12#1 : index to i64
      %19 = arith.index_cast %strides_13#1 : index to i64
      %20 = arith.index_cast %sizes_12#2 : index to i64
      %21 = arith.index_cast %strides_13#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg4 : memref<?x2xf32, strided<[1, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<?x2xf32, strided<[1, ?]>, 1> -> index
      %22 = arith.index_cast %intptr_19 : index to i64
      %23 = llvm.inttoptr %22 : i64 to !llvm.ptr<1>
      %24 = arith.index_cast %sizes_17#0 : index to i64
      %25 = arith.index_cast %strides_18#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %arg5 : memref<?x2x?xf32, strided<[1, ?, ?]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<?x2x?xf32, strided<[1, ?, ?]>, 1> -> index
      %26 = arith.index_cast %intptr_24 : index to i64
      %27 = llvm.inttoptr %26 : i64 to !llvm.ptr<1>
      %28 = arith.index_cast %sizes_22#0 : index to i64
      %29 = arith.index_cast %strides_23#1 : index to i64
      %30 = arith.index_cast %sizes_22#2 : index to i64
      %31 = arith.index_cast %strides_23#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f32>
      %block_id_x = gpu.block_id  x
      %32 = arith.index_cast %block_id_x : index to i64
      %33 = arith.muli %32, %4 : i64
      %34 = llvm.getelementptr %1[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %35 = arith.muli %32, %9 : i64
      %36 = llvm.getelementptr %6[%35] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %37 = arith.muli %32, %14 : i64
      %38 = llvm.getelementptr %11[%37] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %39 = arith.muli %32, %21 : i64
      %40 = llvm.getelementptr %16[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3_i64 = arith.constant 3 : i64
      %41 = arith.remsi %32, %c3_i64 : i64
      %c0_i64 = arith.constant 0 : i64
      %42 = arith.cmpi eq, %41, %c0_i64 : i64
      scf.if %42 {
        %c0_i64_26 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg6 = %c0_i64_26 to %24 step %c1_i64  : i64 {
          %44 = llvm.getelementptr %23[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %45 = llvm.load %44 : !llvm.ptr<1> -> f32
          %46 = llvm.mlir.addressof @__tinyc_stack_if_barrier_loop : !llvm.ptr<3>
          gpu.barrier
          %thread_id_x_27 = gpu.thread_id  x
          %47 = arith.index_cast %thread_id_x_27 : index to i64
          %c64_i64_28 = arith.constant 64 : i64
          scf.for %arg7 = %47 to %2 step %c64_i64_28  : i64 {
            %49 = llvm.getelementptr %34[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %50 = llvm.load %49 : !llvm.ptr<1> -> f32
            %51 = arith.mulf %45, %50 : f32
            %52 = llvm.getelementptr %46[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %51, %52 : f32, !llvm.ptr<3>
          }
          gpu.barrier
          %thread_id_x_29 = gpu.thread_id  x
          %48 = arith.index_cast %thread_id_x_29 : index to i64
          %c64_i64_30 = arith.constant 64 : i64
          scf.for %arg7 = %48 to %7 step %c64_i64_30  : i64 {
            %49 = llvm.getelementptr %36[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %50 = llvm.load %49 : !llvm.ptr<1> -> f32
            %51 = llvm.getelementptr %46[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %52 = llvm.load %51 : !llvm.ptr<3> -> f32
            %53 = arith.addf %50, %52 : f32
            %54 = llvm.getelementptr %36[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %53, %54 : f32, !llvm.ptr<1>
          }
        }
      } else {
        %c1_i64 = arith.constant 1 : i64
        %44 = arith.cmpi eq, %41, %c1_i64 : i64
        scf.if %44 {
          %45 = arith.muli %32, %31 : i64
          %46 = llvm.getelementptr %27[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %c0_i64_26 = arith.constant 0 : i64
          %c64_i64_27 = arith.constant 64 : i64
          scf.for %arg6 = %c0_i64_26 to %28 step %c64_i64_27  : i64 {
            %thread_id_x_30 = gpu.thread_id  x
            %49 = arith.index_cast %thread_id_x_30 : index to i64
            %50 = arith.addi %arg6, %49 : i64
            %thread_id_x_31 = gpu.thread_id  x
            %51 = arith.index_cast %thread_id_x_31 : index to i64
            %cst = arith.constant 0.000000e+00 : f32
            memref.store %cst, %alloca[] : memref<f32>
            %cst_32 = arith.constant 0.000000e+00 : f32
            memref.store %cst_32, %alloca_25[] : memref<f32>
            %c0_i64_33 = arith.constant 0 : i64
            %c32_i64 = arith.constant 32 : i64
            scf.for %arg7 = %c0_i64_33 to %17 step %c32_i64  : i64 {
              gpu.barrier
              %c0_i64_34 = arith.constant 0 : i64
              %c32_i64_35 = arith.constant 32 : i64
              %c1_i64_36 = arith.constant 1 : i64
              scf.for %arg8 = %c0_i64_34 to %c32_i64_35 step %c1_i64_36  : i64 {
                %thread_id_x_40 = gpu.thread_id  x
                %55 = arith.index_cast %thread_id_x_40 : index to i64
                %c64_i64_41 = arith.constant 64 : i64
                %56 = arith.muli %arg8, %c64_i64_41 : i64
                %57 = arith.addi %55, %56 : i64
                %c32_i64_42 = arith.constant 32 : i64
                %58 = arith.remsi %57, %c32_i64_42 : i64
                %c32_i64_43 = arith.constant 32 : i64
                %59 = arith.divsi %57, %c32_i64_43 : i64
                %60 = arith.addi %arg7, %58 : i64
                %c1_i64_44 = arith.constant 1 : i64
                %61 = arith.subi %17, %c1_i64_44 : i64
                %62 = arith.minsi %60, %61 : i64
                %63 = arith.addi %arg6, %59 : i64
                %c1_i64_45 = arith.constant 1 : i64
                %64 = arith.subi %28, %c1_i64_45 : i64
                %65 = arith.minsi %63, %64 : i64
                %66 = arith.muli %65, %19 : i64
                %67 = arith.addi %62, %66 : i64
                %68 = llvm.getelementptr %40[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %69 = llvm.load %68 : !llvm.ptr<1> -> f32
                %70 = llvm.mlir.addressof @__tinyc_stack_if_barrier_loop : !llvm.ptr<3>
                %c1024_i64 = arith.constant 1024 : i64
                %71 = llvm.getelementptr %70[%c1024_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
                %c64_i64_46 = arith.constant 64 : i64
                %72 = arith.muli %58, %c64_i64_46 : i64
                %73 = arith.addi %59, %72 : i64
                %74 = llvm.getelementptr %71[%73] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
                llvm.store %69, %74 : f32, !llvm.ptr<3>
              }
              gpu.barrier
              %c32_i64_37 = arith.constant 32 : i64
              %53 = arith.subi %17, %arg7 : i64
              %54 = arith.minsi %c32_i64_37, %53 : i64
              %c0_i64_38 = arith.constant 0 : i64
              %c1_i64_39 = arith.constant 1 : i64
              scf.for %arg8 = %c0_i64_38 to %54 step %c1_i64_39  : i64 {
                %55 = arith.addi %arg7, %arg8 : i64
                %56 = llvm.mlir.addressof @__tinyc_stack_if_barrier_loop : !llvm.ptr<3>
                %c1024_i64 = arith.constant 1024 : i64
                %57 = llvm.getelementptr %56[%c1024_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
                %c64_i64_40 = arith.constant 64 : i64
                %58 = arith.muli %arg8, %c64_i64_40 : i64
                %59 = arith.addi %51, %58 : i64
                %60 = llvm.getelementptr %57[%59] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
                %61 = llvm.load %60 : !llvm.ptr<3> -> f32
                %62 = llvm.getelementptr %23[%55] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %63 = llvm.load %62 : !llvm.ptr<1> -> f32
                %64 = arith.addi %55, %25 : i64
                %65 = llvm.getelementptr %23[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %66 = llvm.load %65 : !llvm.ptr<1> -> f32
                %67 = memref.load %alloca[] : memref<f32>
                %68 = llvm.intr.fma(%61, %63, %67) : (f32, f32, f32) -> f32
                memref.store %68, %alloca[] : memref<f32>
                %69 = memref.load %alloca_25[] : memref<f32>
                %70 = llvm.intr.fma(%61, %66, %69) : (f32, f32, f32) -> f32
                memref.store %70, %alloca_25[] : memref<f32>
              }
            }
            %52 = arith.cmpi slt, %50, %28 : i64
            scf.if %52 {
              %53 = memref.load %alloca[] : memref<f32>
              %54 = llvm.getelementptr %46[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %53, %54 : f32, !llvm.ptr<1>
              %55 = memref.load %alloca_25[] : memref<f32>
              %56 = arith.addi %50, %29 : i64
              %57 = llvm.getelementptr %46[%56] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %55, %57 : f32, !llvm.ptr<1>
            }
          }
          %47 = llvm.getelementptr %46[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          gpu.barrier
          %thread_id_x_28 = gpu.thread_id  x
          %48 = arith.index_cast %thread_id_x_28 : index to i64
          %c64_i64_29 = arith.constant 64 : i64
          scf.for %arg6 = %48 to %7 step %c64_i64_29  : i64 {
            %49 = llvm.getelementptr %36[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %50 = llvm.load %49 : !llvm.ptr<1> -> f32
            %51 = llvm.getelementptr %47[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %52 = llvm.load %51 : !llvm.ptr<1> -> f32
            %53 = arith.addf %50, %52 : f32
            %54 = llvm.getelementptr %36[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %53, %54 : f32, !llvm.ptr<1>
          }
        } else {
          %45 = llvm.mlir.addressof @__tinyc_stack_if_barrier_loop : !llvm.ptr<3>
          %thread_id_x_26 = gpu.thread_id  x
          %46 = arith.index_cast %thread_id_x_26 : index to i64
          %c64_i64_27 = arith.constant 64 : i64
          scf.for %arg6 = %46 to %2 step %c64_i64_27  : i64 {
            %cst = arith.constant 2.000000e+00 : f32
            %48 = llvm.getelementptr %34[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %49 = llvm.load %48 : !llvm.ptr<1> -> f32
            %50 = arith.mulf %cst, %49 : f32
            %51 = llvm.getelementptr %45[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %50, %51 : f32, !llvm.ptr<3>
          }
          gpu.barrier
          %thread_id_x_28 = gpu.thread_id  x
          %47 = arith.index_cast %thread_id_x_28 : index to i64
          %c64_i64_29 = arith.constant 64 : i64
          scf.for %arg6 = %47 to %7 step %c64_i64_29  : i64 {
            %48 = llvm.getelementptr %45[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %49 = llvm.load %48 : !llvm.ptr<3> -> f32
            %50 = llvm.getelementptr %36[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %49, %50 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %43 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg6 = %43 to %12 step %c64_i64  : i64 {
        %44 = llvm.getelementptr %36[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %45 = llvm.load %44 : !llvm.ptr<1> -> f32
        %46 = llvm.getelementptr %38[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %45, %46 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
