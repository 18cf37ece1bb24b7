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
      %32 = llvm.mlir.constant(1 : i64) : i64
      %33 = llvm.alloca %32 x f32 : (i64) -> !llvm.ptr
      %34 = llvm.alloca %32 x f32 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %35 = arith.index_cast %block_id_x : index to i64
      %36 = arith.muli %35, %4 : i64
      %37 = llvm.getelementptr %1[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %38 = arith.muli %35, %9 : i64
      %39 = llvm.getelementptr %6[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %40 = arith.muli %35, %14 : i64
      %41 = llvm.getelementptr %11[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %42 = arith.muli %35, %21 : i64
      %43 = llvm.getelementptr %16[%42] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c3_i64 = arith.constant 3 : i64
      %44 = arith.remsi %35, %c3_i64 : i64
      %c0_i64 = arith.constant 0 : i64
      %45 = arith.cmpi eq, %44, %c0_i64 : i64
      scf.if %45 {
        %c0_i64_25 = arith.constant 0 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg6 = %c0_i64_25 to %24 step %c1_i64  : i64 {
          %47 = llvm.getelementptr %23[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %48 = llvm.load %47 : !llvm.ptr<1> -> f32
          %49 = llvm.mlir.addressof @__tinyc_stack_if_barrier_loop : !llvm.ptr<3>
          gpu.barrier
          %thread_id_x_26 = gpu.thread_id  x
          %50 = arith.index_cast %thread_id_x_26 : index to i64
          %c64_i64_27 = arith.constant 64 : i64
          scf.for %arg7 = %50 to %2 step %c64_i64_27  : i64 {
            %52 = llvm.getelementptr %37[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %53 = llvm.load %52 : !llvm.ptr<1> -> f32
            %54 = arith.mulf %48, %53 : f32
            %55 = llvm.getelementptr %49[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %54, %55 : f32, !llvm.ptr<3>
          }
          gpu.barrier
          %thread_id_x_28 = gpu.thread_id  x
          %51 = arith.index_cast %thread_id_x_28 : index to i64
          %c64_i64_29 = arith.constant 64 : i64
          scf.for %arg7 = %51 to %7 step %c64_i64_29  : i64 {
            %52 = llvm.getelementptr %39[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %53 = llvm.load %52 : !llvm.ptr<1> -> f32
            %54 = llvm.getelementptr %49[%arg7] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %55 = llvm.load %54 : !llvm.ptr<3> -> f32
            %56 = arith.addf %53, %55 : f32
            %57 = llvm.getelementptr %39[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %56, %57 : f32, !llvm.ptr<1>
          }
        }
      } else {
        %c1_i64 = arith.constant 1 : i64
        %47 = arith.cmpi eq, %44, %c1_i64 : i64
        scf.if %47 {
          %48 = arith.muli %35, %31 : i64
          %49 = llvm.getelementptr %27[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %c0_i64_25 = arith.constant 0 : i64
          %c64_i64_26 = arith.constant 64 : i64
          scf.for %arg6 = %c0_i64_25 to %28 step %c64_i64_26  : i64 {
            %thread_id_x_29 = gpu.thread_id  x
            %52 = arith.index_cast %thread_id_x_29 : index to i64
            %53 = arith.addi %arg6, %52 : i64
            %thread_id_x_30 = gpu.thread_id  x
            %54 = arith.index_cast %thread_id_x_30 : index to i64
            %cst = arith.constant 0.000000e+00 : f32
            llvm.store %cst, %33 : f32, !llvm.ptr
            %cst_31 = arith.constant 0.000000e+00 : f32
            llvm.store %cst_31, %34 : f32, !llvm.ptr
            %c0_i64_32 = arith.constant 0 : i64
            %c32_i64 = arith.constant 32 : i64
            scf.for %arg7 = %c0_i64_32 to %17 step %c32_i64  : i64 {
              gpu.barrier
              %c0_i64_33 = arith.constant 0 : i64
              %c32_i64_34 = arith.constant 32 : i64
              %c1_i64_35 = arith.constant 1 : i64
              scf.for %arg8 = %c0_i64_33 to %c32_i64_34 step %c1_i64_35  : i64 {
                %thread_id_x_39 = gpu.thread_id  x
                %58 = arith.index_cast %thread_id_x_39 : index to i64
                %c64_i64_40 = arith.constant 64 : i64
                %59 = arith.muli %arg8, %c64_i64_40 : i64
                %60 = arith.addi %58, %59 : i64
                %c32_i64_41 = arith.constant 32 : i64
                %61 = arith.remsi %60, %c32_i64_41 : i64
                %c32_i64_42 = arith.constant 32 : i64
                %62 = arith.divsi %60, %c32_i64_42 : i64
                %63 = arith.addi %arg7, %61 : i64
                %c1_i64_43 = arith.constant 1 : i64
                %64 = arith.subi %17, %c1_i64_43 : i64
                %65 = arith.minsi %63, %64 : i64
                %66 = arith.addi %arg6, %62 : i64
                %c1_i64_44 = arith.constant 1 : i64
                %67 = arith.subi %28, %c1_i64_44 : i64
                %68 = arith.minsi %66, %67 : i64
                %69 = arith.muli %68, %19 : i64
                %70 = arith.addi %65, %69 : i64
                %71 = llvm.getelementptr %43[%70] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %72 = llvm.load %71 : !llvm.ptr<1> -> f32
                %73 = llvm.mlir.addressof @__tinyc_stack_if_barrier_loop : !llvm.ptr<3>
                %c1024_i64 = arith.constant 1024 : i64
                %74 = llvm.getelementptr %73[%c1024_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
                %c64_i64_45 = arith.constant 64 : i64
                %75 = arith.muli %61, %c64_i64_45 : i64
                %76 = arith.addi %62, %75 : i64
                %77 = llvm.getelementptr %74[%76] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
                llvm.store %72, %77 : f32, !llvm.ptr<3>
              }
              gpu.barrier
              %c32_i64_36 = arith.constant 32 : i64
              %56 = arith.subi %17, %arg7 : i64
              %57 = arith.minsi %c32_i64_36, %56 : i64
              %c0_i64_37 = arith.constant 0 : i64
              %c1_i64_38 = arith.constant 1 : i64
              scf.for %arg8 = %c0_i64_37 to %57 step %c1_i64_38  : i64 {
                %58 = arith.addi %arg7, %arg8 : i64
                %59 = llvm.mlir.addressof @__tinyc_stack_if_barrier_loop : !llvm.ptr<3>
                %c1024_i64 = arith.constant 1024 : i64
                %60 = llvm.getelementptr %59[%c1024_i64] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
                %c64_i64_39 = arith.constant 64 : i64
                %61 = arith.muli %arg8, %c64_i64_39 : i64
                %62 = arith.addi %54, %61 : i64
                %63 = llvm.getelementptr %60[%62] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
                %64 = llvm.load %63 : !llvm.ptr<3> -> f32
                %65 = llvm.getelementptr %23[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %66 = llvm.load %65 : !llvm.ptr<1> -> f32
                %67 = arith.addi %58, %25 : i64
                %68 = llvm.getelementptr %23[%67] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
                %69 = llvm.load %68 : !llvm.ptr<1> -> f32
                %70 = llvm.load %33 : !llvm.ptr -> f32
                %71 = arith.mulf %64, %66 : f32
                %72 = arith.addf %70, %71 : f32
                llvm.store %72, %33 : f32, !llvm.ptr
                %73 = llvm.load %34 : !llvm.ptr -> f32
                %74 = arith.mulf %64, %69 : f32
                %75 = arith.addf %73, %74 : f32
                llvm.store %75, %34 : f32, !llvm.ptr
              }
            }
            %55 = arith.cmpi slt, %53, %28 : i64
            scf.if %55 {
              %56 = llvm.load %33 : !llvm.ptr -> f32
              %57 = llvm.getelementptr %49[%53] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %56, %57 : f32, !llvm.ptr<1>
              %58 = llvm.load %34 : !llvm.ptr -> f32
              %59 = arith.addi %53, %29 : i64
              %60 = llvm.getelementptr %49[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %58, %60 : f32, !llvm.ptr<1>
            }
          }
          %50 = llvm.getelementptr %49[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          gpu.barrier
          %thread_id_x_27 = gpu.thread_id  x
          %51 = arith.index_cast %thread_id_x_27 : index to i64
          %c64_i64_28 = arith.constant 64 : i64
          scf.for %arg6 = %51 to %7 step %c64_i64_28  : i64 {
            %52 = llvm.getelementptr %39[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %53 = llvm.load %52 : !llvm.ptr<1> -> f32
            %54 = llvm.getelementptr %50[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %55 = llvm.load %54 : !llvm.ptr<1> -> f32
            %56 = arith.addf %53, %55 : f32
            %57 = llvm.getelementptr %39[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %56, %57 : f32, !llvm.ptr<1>
          }
        } else {
          %48 = llvm.mlir.addressof @__tinyc_stack_if_barrier_loop : !llvm.ptr<3>
          %thread_id_x_25 = gpu.thread_id  x
          %49 = arith.index_cast %thread_id_x_25 : index to i64
          %c64_i64_26 = arith.constant 64 : i64
          scf.for %arg6 = %49 to %2 step %c64_i64_26  : i64 {
            %cst = arith.constant 2.000000e+00 : f32
            %51 = llvm.getelementptr %37[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %52 = llvm.load %51 : !llvm.ptr<1> -> f32
            %53 = arith.mulf %cst, %52 : f32
            %54 = llvm.getelementptr %48[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            llvm.store %53, %54 : f32, !llvm.ptr<3>
          }
          gpu.barrier
          %thread_id_x_27 = gpu.thread_id  x
          %50 = arith.index_cast %thread_id_x_27 : index to i64
          %c64_i64_28 = arith.constant 64 : i64
          scf.for %arg6 = %50 to %7 step %c64_i64_28  : i64 {
            %51 = llvm.getelementptr %48[%arg6] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
            %52 = llvm.load %51 : !llvm.ptr<3> -> f32
            %53 = llvm.getelementptr %39[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %52, %53 : f32, !llvm.ptr<1>
          }
        }
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %46 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      scf.for %arg6 = %46 to %12 step %c64_i64  : i64 {
        %47 = llvm.getelementptr %39[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %48 = llvm.load %47 : !llvm.ptr<1> -> f32
        %49 = llvm.getelementptr %41[%arg6] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %48, %49 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
