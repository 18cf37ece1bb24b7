module attributes {gpu.container_module} {
  gpu.module @kernels {
    llvm.mlir.global internal @__tinyc_stack_fz() {addr_space = 3 : i32, alignment = 64 : i64} : !llvm.array<512 x i8>
    gpu.func @fz(%arg0: memref<8x7x?xi32, strided<[?, ?, ?]>, 1>, %arg1: memref<9x?xf64, strided<[1, 9]>, 1>, %arg2: memref<?xmemref<3x9xi8, strided<[1, 3]>, 1>, strided<[1]>, 1>, %arg3: memref<3xi64, strided<[?]>, 1>, %arg4: memref<3x?xi16, strided<[1, 3]>, 1>, %arg5: memref<3x?xi32, strided<[?, ?]>, 1>, %arg6: memref<3x7x?xi64, strided<[1, 3, 21]>, 1>, %arg7: memref<8x3x?xi8, strided<[?, ?, ?]>, 1>, %arg8: memref<7x8x?xi16, strided<[1, 7, 56]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 2, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<8x7x?xi32, strided<[?, ?, ?]>, 1> -> memref<i32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<8x7x?xi32, strided<[?, ?, ?]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %strides#0 : index to i64
      %3 = arith.index_cast %strides#1 : index to i64
      %4 = arith.index_cast %sizes#2 : index to i64
      %5 = arith.index_cast %strides#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<9x?xf64, strided<[1, 9]>, 1> -> memref<f64, 1>, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<9x?xf64, strided<[1, 9]>, 1> -> index
      %6 = arith.index_cast %intptr_4 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_2#1 : index to i64
      %9 = builtin.unrealized_conversion_cast %arg2 : memref<?xmemref<3x9xi8, strided<[1, 3]>, 1>, strided<[1]>, 1> to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %arg3 : memref<3xi64, strided<[?]>, 1> -> memref<i64, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg3 : memref<3xi64, strided<[?]>, 1> -> index
      %10 = arith.index_cast %intptr_9 : index to i64
      %11 = llvm.inttoptr %10 : i64 to !llvm.ptr<1>
      %12 = arith.index_cast %strides_8 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:2, %strides_13:2 = memref.extract_strided_metadata %arg4 : memref<3x?xi16, strided<[1, 3]>, 1> -> memref<i16, 1>, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg4 : memref<3x?xi16, strided<[1, 3]>, 1> -> index
      %13 = arith.index_cast %intptr_14 : index to i64
      %14 = llvm.inttoptr %13 : i64 to !llvm.ptr<1>
      %15 = arith.index_cast %sizes_12#1 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:2, %strides_18:2 = memref.extract_strided_metadata %arg5 : memref<3x?xi32, strided<[?, ?]>, 1> -> memref<i32, 1>, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg5 : memref<3x?xi32, strided<[?, ?]>, 1> -> index
      %16 = arith.index_cast %intptr_19 : index to i64
      %17 = llvm.inttoptr %16 : i64 to !llvm.ptr<1>
      %18 = arith.index_cast %strides_18#0 : index to i64
      %19 = arith.index_cast %sizes_17#1 : index to i64
      %20 = arith.index_cast %strides_18#1 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %arg6 : memref<3x7x?xi64, strided<[1, 3, 21]>, 1> -> memref<i64, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg6 : memref<3x7x?xi64, strided<[1, 3, 21]>, 1> -> index
      %21 = arith.index_cast %intptr_24 : index to i64
      %22 = llvm.inttoptr %21 : i64 to !llvm.ptr<1>
      %23 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg7 : memref<8x3x?xi8, strided<[?, ?, ?]>, 1> -> memref<i8, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg7 : memref<8x3x?xi8, strided<[?, ?, ?]>, 1> -> index
      %24 = arith.index_cast %intptr_29 : index to i64
      %25 = llvm.inttoptr %24 : i64 to !llvm.ptr<1>
      %26 = arith.index_cast %strides_28#0 : index to i64
      %27 = arith.index_cast %strides_28#1 : index to i64
      %28 = arith.index_cast %sizes_27#2 : index to i64
      %29 = arith.index_cast %strides_28#2 : index to i64
      %base_buffer_30, %offset_31, %sizes_32:3, %strides_33:3 = memref.extract_strided_metadata %arg8 : memref<7x8x?xi16, strided<[1, 7, 56]>, 1> -> memref<i16, 1>, index, index, index, index, index, index, index
      %intptr_34 = memref.extract_aligned_pointer_as_index %arg8 : memref<7x8x?xi16, strided<[1, 7, 56]>, 1> -> index
      %30 = arith.index_cast %intptr_34 : index to i64
      %31 = llvm.inttoptr %30 : i64 to !llvm.ptr<1>
      %32 = arith.index_cast %sizes_32#2 : index to i64
      %alloca = memref.alloca() : memref<f64>
      %alloca_35 = memref.alloca() : memref<i64>
      %alloca_36 = memref.alloca() : memref<i64>
      %alloca_37 = memref.alloca() : memref<i64>
      %alloca_38 = memref.alloca() : memref<i64>
      %block_id_x = gpu.block_id  x
      %33 = arith.index_cast %block_id_x : index to i64
      %34 = arith.muli %33, %5 : i64
      %35 = llvm.getelementptr %1[%34] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c17_i64 = arith.constant 17 : i64
      %c63_i64 = arith.constant 63 : i64
      %36 = arith.andi %c17_i64, %c63_i64 : i64
      %37 = arith.shli %33, %36 : i64
      %c1023_i64 = arith.constant 1023 : i64
      %38 = arith.andi %37, %c1023_i64 : i64
      %c8_i64 = arith.constant 8 : i64
      %39 = arith.remsi %38, %c8_i64 : i64
      %40 = arith.muli %39, %2 : i64
      %41 = llvm.getelementptr %35[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %42 = llvm.load %41 : !llvm.ptr<1> -> i32
      %c100_i64 = arith.constant 100 : i64
      %43 = arith.cmpi sgt, %33, %c100_i64 : i64
      scf.if %43 {
        %c9_i64 = arith.constant 9 : i64
        %75 = arith.muli %33, %c9_i64 : i64
        %76 = llvm.getelementptr %7[%75] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %77 = llvm.getelementptr %9[%33] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
        %78 = llvm.load %77 : !llvm.ptr<1> -> !llvm.ptr
        %79 = llvm.addrspacecast %78 : !llvm.ptr to !llvm.ptr<1>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32_59 = arith.constant 0 : i32
        %80 = arith.subi %c0_i32_59, %c0_i32 : i32
        %cst_60 = arith.constant -1.300000e+01 : f32
        %cst_61 = arith.constant 1.575000e+01 : f32
        %81 = arith.remf %cst_60, %cst_61 : f32
        %thread_id_x_62 = gpu.thread_id  x
        %82 = arith.index_cast %thread_id_x_62 : index to i64
        %c64_i64 = arith.constant 64 : i64
        %thread_id_y_63 = gpu.thread_id  y
        %83 = arith.index_cast %thread_id_y_63 : index to i64
        %84 = arith.muli %c64_i64, %83 : i64
        %85 = arith.addi %82, %84 : i64
        %c9_i64_64 = arith.constant 9 : i64
        %c128_i64 = arith.constant 128 : i64
        scf.for %arg9 = %85 to %c9_i64_64 step %c128_i64  : i64 {
          %cst_65 = arith.constant 0.000000e+00 : f64
          memref.store %cst_65, %alloca[] : memref<f64>
          %c0_i64_66 = arith.constant 0 : i64
          %c3_i64_67 = arith.constant 3 : i64
          %c1_i64_68 = arith.constant 1 : i64
          scf.for %arg10 = %c0_i64_66 to %c3_i64_67 step %c1_i64_68  : i64 {
            %94 = memref.load %alloca[] : memref<f64>
            %c3_i64_69 = arith.constant 3 : i64
            %95 = arith.muli %arg9, %c3_i64_69 : i64
            %96 = arith.addi %arg10, %95 : i64
            %97 = llvm.getelementptr %79[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
            %98 = llvm.load %97 : !llvm.ptr<1> -> i8
            %99 = arith.extsi %98 : i8 to i64
            %100 = arith.muli %arg10, %12 : i64
            %101 = llvm.getelementptr %11[%100] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
            %102 = llvm.load %101 : !llvm.ptr<1> -> i64
            %103 = arith.muli %99, %102 : i64
            %104 = arith.sitofp %103 : i64 to f64
            %105 = arith.addf %94, %104 : f64
            memref.store %105, %alloca[] : memref<f64>
          }
          %86 = arith.extf %81 : f32 to f64
          %87 = llvm.getelementptr %76[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %88 = llvm.load %87 : !llvm.ptr<1> -> f64
          %89 = arith.sitofp %80 : i32 to f64
          %90 = memref.load %alloca[] : memref<f64>
          %91 = arith.mulf %89, %90 : f64
          %92 = llvm.intr.fma(%86, %88, %91) : (f64, f64, f64) -> f64
          %93 = llvm.getelementptr %76[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %92, %93 : f64, !llvm.ptr<1>
        }
      } else {
        %c1_i64_59 = arith.constant 1 : i64
        %c3_i64_60 = arith.constant 3 : i64
        %c2_i64_61 = arith.constant 2 : i64
        scf.for %arg9 = %c1_i64_59 to %c3_i64_60 step %c2_i64_61  : i64 {
          %cst_62 = arith.constant 4.125000e+00 : f64
          %cst_63 = arith.constant -1.287500e+01 : f64
          %75 = arith.addf %cst_62, %cst_63 : f64
          %cst_64 = arith.constant -5.000000e-01 : f64
          %76 = arith.divf %75, %cst_64 : f64
          %c3_i64_65 = arith.constant 3 : i64
          %77 = arith.muli %33, %c3_i64_65 : i64
          %78 = llvm.getelementptr %14[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
          %79 = arith.muli %33, %20 : i64
          %80 = llvm.getelementptr %17[%79] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          gpu.barrier
          %thread_id_x_66 = gpu.thread_id  x
          %81 = arith.index_cast %thread_id_x_66 : index to i64
          %c64_i64 = arith.constant 64 : i64
          %thread_id_y_67 = gpu.thread_id  y
          %82 = arith.index_cast %thread_id_y_67 : index to i64
          %83 = arith.muli %c64_i64, %82 : i64
          %84 = arith.addi %81, %83 : i64
          %c3_i64_68 = arith.constant 3 : i64
          %c128_i64 = arith.constant 128 : i64
          scf.for %arg10 = %84 to %c3_i64_68 step %c128_i64  : i64 {
            %85 = llvm.getelementptr %78[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
            %86 = llvm.load %85 : !llvm.ptr<1> -> i16
            %87 = arith.extsi %86 : i16 to i64
            %c-14_i64 = arith.constant -14 : i64
            %88 = arith.muli %arg10, %18 : i64
            %89 = llvm.getelementptr %80[%88] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %90 = llvm.load %89 : !llvm.ptr<1> -> i32
            %91 = arith.muli %arg10, %18 : i64
            %92 = llvm.getelementptr %80[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %93 = llvm.load %92 : !llvm.ptr<1> -> i32
            %94 = arith.muli %90, %93 : i32
            %95 = arith.extsi %94 : i32 to i64
            %96 = arith.muli %c-14_i64, %95 : i64
            %97 = arith.addi %87, %96 : i64
            %98 = arith.trunci %97 : i64 to i16
            %99 = llvm.getelementptr %78[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
            llvm.store %98, %99 : i16, !llvm.ptr<1>
          }
        }
      }
      %c21_i64 = arith.constant 21 : i64
      %44 = arith.muli %33, %c21_i64 : i64
      %45 = llvm.getelementptr %22[%44] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %46 = arith.muli %33, %29 : i64
      %47 = llvm.getelementptr %25[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
      %c56_i64 = arith.constant 56 : i64
      %48 = arith.muli %33, %c56_i64 : i64
      %49 = llvm.getelementptr %31[%48] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      %c-11_i32 = arith.constant -11 : i32
      %50 = arith.trunci %c-11_i32 : i32 to i16
      %c7_i64 = arith.constant 7 : i64
      %c1023_i64_39 = arith.constant 1023 : i64
      %51 = arith.andi %c7_i64, %c1023_i64_39 : i64
      %c8_i64_40 = arith.constant 8 : i64
      %52 = arith.remsi %51, %c8_i64_40 : i64
      %cst = arith.constant 1.937500e+01 : f32
      %53 = llvm.call_intrinsic "llvm.fptosi.sat.i64.f32"(%cst) : (f32) -> i64
      %c1023_i64_41 = arith.constant 1023 : i64
      %54 = arith.andi %53, %c1023_i64_41 : i64
      %c7_i64_42 = arith.constant 7 : i64
      %55 = arith.remsi %54, %c7_i64_42 : i64
      %56 = arith.muli %52, %2 : i64
      %57 = arith.muli %55, %3 : i64
      %58 = arith.addi %56, %57 : i64
      %59 = llvm.getelementptr %35[%58] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %60 = llvm.load %59 : !llvm.ptr<1> -> i32
      gpu.barrier
      %c0_i64 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64 to %c4_i64 step %c1_i64  : i64 {
        %thread_id_x_59 = gpu.thread_id  x
        %75 = arith.index_cast %thread_id_x_59 : index to i64
        %c64_i64 = arith.constant 64 : i64
        %thread_id_y_60 = gpu.thread_id  y
        %76 = arith.index_cast %thread_id_y_60 : index to i64
        %77 = arith.muli %c64_i64, %76 : i64
        %78 = arith.addi %75, %77 : i64
        %c128_i64 = arith.constant 128 : i64
        %79 = arith.muli %arg9, %c128_i64 : i64
        %80 = arith.addi %78, %79 : i64
        %c8_i64_61 = arith.constant 8 : i64
        %81 = arith.remsi %80, %c8_i64_61 : i64
        %c8_i64_62 = arith.constant 8 : i64
        %82 = arith.divsi %80, %c8_i64_62 : i64
        %83 = arith.muli %81, %26 : i64
        %c2_i64_63 = arith.constant 2 : i64
        %84 = arith.minsi %82, %c2_i64_63 : i64
        %85 = arith.muli %84, %27 : i64
        %86 = arith.addi %83, %85 : i64
        %87 = llvm.getelementptr %47[%86] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %88 = llvm.load %87 : !llvm.ptr<1> -> i8
        %89 = llvm.mlir.addressof @__tinyc_stack_fz : !llvm.ptr<3>
        %c64_i64_64 = arith.constant 64 : i64
        %90 = arith.muli %81, %c64_i64_64 : i64
        %91 = arith.addi %82, %90 : i64
        %92 = llvm.getelementptr %89[%91] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        llvm.store %88, %92 : i8, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %61 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_43 = gpu.thread_id  x
      %62 = arith.index_cast %thread_id_x_43 : index to i64
      %thread_id_y = gpu.thread_id  y
      %63 = arith.index_cast %thread_id_y : index to i64
      %c6_i64 = arith.constant 6 : i64
      %64 = arith.minsi %63, %c6_i64 : i64
      %thread_id_y_44 = gpu.thread_id  y
      %65 = arith.index_cast %thread_id_y_44 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %66 = arith.addi %65, %c2_i64 : i64
      %c6_i64_45 = arith.constant 6 : i64
      %67 = arith.minsi %66, %c6_i64_45 : i64
      %thread_id_y_46 = gpu.thread_id  y
      %68 = arith.index_cast %thread_id_y_46 : index to i64
      %c4_i64_47 = arith.constant 4 : i64
      %69 = arith.addi %68, %c4_i64_47 : i64
      %c6_i64_48 = arith.constant 6 : i64
      %70 = arith.minsi %69, %c6_i64_48 : i64
      %thread_id_y_49 = gpu.thread_id  y
      %71 = arith.index_cast %thread_id_y_49 : index to i64
      %c6_i64_50 = arith.constant 6 : i64
      %72 = arith.addi %71, %c6_i64_50 : i64
      %c6_i64_51 = arith.constant 6 : i64
      %73 = arith.minsi %72, %c6_i64_51 : i64
      %c0_i64_52 = arith.constant 0 : i64
      memref.store %c0_i64_52, %alloca_35[] : memref<i64>
      %c0_i64_53 = arith.constant 0 : i64
      memref.store %c0_i64_53, %alloca_36[] : memref<i64>
      %c0_i64_54 = arith.constant 0 : i64
      memref.store %c0_i64_54, %alloca_37[] : memref<i64>
      %c0_i64_55 = arith.constant 0 : i64
      memref.store %c0_i64_55, %alloca_38[] : memref<i64>
      %c0_i64_56 = arith.constant 0 : i64
      %c8_i64_57 = arith.constant 8 : i64
      %c1_i64_58 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_56 to %c8_i64_57 step %c1_i64_58  : i64 {
        %75 = llvm.mlir.addressof @__tinyc_stack_fz : !llvm.ptr<3>
        %c64_i64 = arith.constant 64 : i64
        %76 = arith.muli %arg9, %c64_i64 : i64
        %77 = arith.addi %62, %76 : i64
        %78 = llvm.getelementptr %75[%77] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %79 = llvm.load %78 : !llvm.ptr<3> -> i8
        %c7_i64_59 = arith.constant 7 : i64
        %80 = arith.muli %arg9, %c7_i64_59 : i64
        %81 = arith.addi %64, %80 : i64
        %82 = llvm.getelementptr %49[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %83 = llvm.load %82 : !llvm.ptr<1> -> i16
        %c7_i64_60 = arith.constant 7 : i64
        %84 = arith.muli %arg9, %c7_i64_60 : i64
        %85 = arith.addi %67, %84 : i64
        %86 = llvm.getelementptr %49[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %87 = llvm.load %86 : !llvm.ptr<1> -> i16
        %c7_i64_61 = arith.constant 7 : i64
        %88 = arith.muli %arg9, %c7_i64_61 : i64
        %89 = arith.addi %70, %88 : i64
        %90 = llvm.getelementptr %49[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %91 = llvm.load %90 : !llvm.ptr<1> -> i16
        %c7_i64_62 = arith.constant 7 : i64
        %92 = arith.muli %arg9, %c7_i64_62 : i64
        %93 = arith.addi %73, %92 : i64
        %94 = llvm.getelementptr %49[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %95 = llvm.load %94 : !llvm.ptr<1> -> i16
        %96 = memref.load %alloca_35[] : memref<i64>
        %97 = arith.extsi %79 : i8 to i16
        %98 = arith.muli %97, %83 : i16
        %99 = arith.extsi %98 : i16 to i64
        %100 = arith.addi %96, %99 : i64
        memref.store %100, %alloca_35[] : memref<i64>
        %101 = memref.load %alloca_36[] : memref<i64>
        %102 = arith.extsi %79 : i8 to i16
        %103 = arith.muli %102, %87 : i16
        %104 = arith.extsi %103 : i16 to i64
        %105 = arith.addi %101, %104 : i64
        memref.store %105, %alloca_36[] : memref<i64>
        %106 = memref.load %alloca_37[] : memref<i64>
        %107 = arith.extsi %79 : i8 to i16
        %108 = arith.muli %107, %91 : i16
        %109 = arith.extsi %108 : i16 to i64
        %110 = arith.addi %106, %109 : i64
        memref.store %110, %alloca_37[] : memref<i64>
        %111 = memref.load %alloca_38[] : memref<i64>
        %112 = arith.extsi %79 : i8 to i16
        %113 = arith.muli %112, %95 : i16
        %114 = arith.extsi %113 : i16 to i64
        %115 = arith.addi %111, %114 : i64
        memref.store %115, %alloca_38[] : memref<i64>
      }
      %c3_i64 = arith.constant 3 : i64
      %74 = arith.cmpi slt, %61, %c3_i64 : i64
      scf.if %74 {
        %c7_i64_59 = arith.constant 7 : i64
        %75 = arith.cmpi slt, %63, %c7_i64_59 : i64
        scf.if %75 {
          %79 = arith.extsi %50 : i16 to i64
          %80 = memref.load %alloca_35[] : memref<i64>
          %81 = arith.muli %79, %80 : i64
          %82 = arith.extsi %60 : i32 to i64
          %c3_i64_63 = arith.constant 3 : i64
          %83 = arith.muli %63, %c3_i64_63 : i64
          %84 = arith.addi %61, %83 : i64
          %85 = llvm.getelementptr %45[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %86 = llvm.load %85 : !llvm.ptr<1> -> i64
          %87 = arith.muli %82, %86 : i64
          %88 = arith.addi %81, %87 : i64
          %c3_i64_64 = arith.constant 3 : i64
          %89 = arith.muli %63, %c3_i64_64 : i64
          %90 = arith.addi %61, %89 : i64
          %91 = llvm.getelementptr %45[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          llvm.store %88, %91 : i64, !llvm.ptr<1>
        }
        %c7_i64_60 = arith.constant 7 : i64
        %76 = arith.cmpi slt, %66, %c7_i64_60 : i64
        scf.if %76 {
          %79 = arith.extsi %50 : i16 to i64
          %80 = memref.load %alloca_36[] : memref<i64>
          %81 = arith.muli %79, %80 : i64
          %82 = arith.extsi %60 : i32 to i64
          %c3_i64_63 = arith.constant 3 : i64
          %83 = arith.muli %66, %c3_i64_63 : i64
          %84 = arith.addi %61, %83 : i64
          %85 = llvm.getelementptr %45[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %86 = llvm.load %85 : !llvm.ptr<1> -> i64
          %87 = arith.muli %82, %86 : i64
          %88 = arith.addi %81, %87 : i64
          %c3_i64_64 = arith.constant 3 : i64
          %89 = arith.muli %66, %c3_i64_64 : i64
          %90 = arith.addi %61, %89 : i64
          %91 = llvm.getelementptr %45[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          llvm.store %88, %91 : i64, !llvm.ptr<1>
        }
        %c7_i64_61 = arith.constant 7 : i64
        %77 = arith.cmpi slt, %69, %c7_i64_61 : i64
        scf.if %77 {
          %79 = arith.extsi %50 : i16 to i64
          %80 = memref.load %alloca_37[] : memref<i64>
          %81 = arith.muli %79, %80 : i64
          %82 = arith.extsi %60 : i32 to i64
          %c3_i64_63 = arith.constant 3 : i64
          %83 = arith.muli %69, %c3_i64_63 : i64
          %84 = arith.addi %61, %83 : i64
          %85 = llvm.getelementptr %45[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %86 = llvm.load %85 : !llvm.ptr<1> -> i64
          %87 = arith.muli %82, %86 : i64
          %88 = arith.addi %81, %87 : i64
          %c3_i64_64 = arith.constant 3 : i64
          %89 = arith.muli %69, %c3_i64_64 : i64
          %90 = arith.addi %61, %89 : i64
          %91 = llvm.getelementptr %45[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          llvm.store %88, %91 : i64, !llvm.ptr<1>
        }
        %c7_i64_62 = arith.constant 7 : i64
        %78 = arith.cmpi slt, %72, %c7_i64_62 : i64
        scf.if %78 {
          %79 = arith.extsi %50 : i16 to i64
          %80 = memref.load %alloca_38[] : memref<i64>
          %81 = arith.muli %79, %80 : i64
          %82 = arith.extsi %60 : i32 to i64
          %c3_i64_63 = arith.constant 3 : i64
          %83 = arith.muli %72, %c3_i64_63 : i64
          %84 = arith.addi %61, %83 : i64
          %85 = llvm.getelementptr %45[%84] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %86 = llvm.load %85 : !llvm.ptr<1> -> i64
          %87 = arith.muli %82, %86 : i64
          %88 = arith.addi %81, %87 : i64
          %c3_i64_64 = arith.constant 3 : i64
          %89 = arith.muli %72, %c3_i64_64 : i64
          %90 = arith.addi %61, %89 : i64
          %91 = llvm.getelementptr %45[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          llvm.store %88, %91 : i64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
