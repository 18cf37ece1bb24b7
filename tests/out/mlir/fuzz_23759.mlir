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
      %33 = llvm.mlir.constant(1 : i64) : i64
      %34 = llvm.alloca %33 x f64 : (i64) -> !llvm.ptr
      %35 = llvm.alloca %33 x i64 : (i64) -> !llvm.ptr
      %36 = llvm.alloca %33 x i64 : (i64) -> !llvm.ptr
      %37 = llvm.alloca %33 x i64 : (i64) -> !llvm.ptr
      %38 = llvm.alloca %33 x i64 : (i64) -> !llvm.ptr
      %block_id_x = gpu.block_id  x
      %39 = arith.index_cast %block_id_x : index to i64
      %40 = arith.muli %39, %5 : i64
      %41 = llvm.getelementptr %1[%40] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %c17_i64 = arith.constant 17 : i64
      %c63_i64 = arith.constant 63 : i64
      %42 = arith.andi %c17_i64, %c63_i64 : i64
      %43 = arith.shli %39, %42 : i64
      %c1023_i64 = arith.constant 1023 : i64
      %44 = arith.andi %43, %c1023_i64 : i64
      %c8_i64 = arith.constant 8 : i64
      %45 = arith.remsi %44, %c8_i64 : i64
      %46 = arith.muli %45, %2 : i64
      %47 = llvm.getelementptr %41[%46] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %48 = llvm.load %47 : !llvm.ptr<1> -> i32
      %c100_i64 = arith.constant 100 : i64
      %49 = arith.cmpi sgt, %39, %c100_i64 : i64
      scf.if %49 {
        %c9_i64 = arith.constant 9 : i64
        %81 = arith.muli %39, %c9_i64 : i64
        %82 = llvm.getelementptr %7[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %83 = llvm.getelementptr %9[%39] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, !llvm.ptr
        %84 = llvm.load %83 : !llvm.ptr<1> -> !llvm.ptr
        %85 = llvm.addrspacecast %84 : !llvm.ptr to !llvm.ptr<1>
        %c0_i32 = arith.constant 0 : i32
        %c0_i32_55 = arith.constant 0 : i32
        %86 = arith.subi %c0_i32_55, %c0_i32 : i32
        %cst_56 = arith.constant -1.300000e+01 : f32
        %cst_57 = arith.constant 1.575000e+01 : f32
        %87 = arith.remf %cst_56, %cst_57 : f32
        %thread_id_x_58 = gpu.thread_id  x
        %88 = arith.index_cast %thread_id_x_58 : index to i64
        %c64_i64 = arith.constant 64 : i64
        %thread_id_y_59 = gpu.thread_id  y
        %89 = arith.index_cast %thread_id_y_59 : index to i64
        %90 = arith.muli %c64_i64, %89 : i64
        %91 = arith.addi %88, %90 : i64
        %c9_i64_60 = arith.constant 9 : i64
        %c128_i64 = arith.constant 128 : i64
        scf.for %arg9 = %91 to %c9_i64_60 step %c128_i64  : i64 {
          %cst_61 = arith.constant 0.000000e+00 : f64
          llvm.store %cst_61, %34 : f64, !llvm.ptr
          %c0_i64_62 = arith.constant 0 : i64
          %c3_i64_63 = arith.constant 3 : i64
          %c1_i64_64 = arith.constant 1 : i64
          scf.for %arg10 = %c0_i64_62 to %c3_i64_63 step %c1_i64_64  : i64 {
            %101 = llvm.load %34 : !llvm.ptr -> f64
            %c3_i64_65 = arith.constant 3 : i64
            %102 = arith.muli %arg9, %c3_i64_65 : i64
            %103 = arith.addi %arg10, %102 : i64
            %104 = llvm.getelementptr %85[%103] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
            %105 = llvm.load %104 : !llvm.ptr<1> -> i8
            %106 = arith.extsi %105 : i8 to i64
            %107 = arith.muli %arg10, %12 : i64
            %108 = llvm.getelementptr %11[%107] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
            %109 = llvm.load %108 : !llvm.ptr<1> -> i64
            %110 = arith.muli %106, %109 : i64
            %111 = arith.sitofp %110 : i64 to f64
            %112 = arith.addf %101, %111 : f64
            llvm.store %112, %34 : f64, !llvm.ptr
          }
          %92 = arith.sitofp %86 : i32 to f64
          %93 = llvm.load %34 : !llvm.ptr -> f64
          %94 = arith.mulf %92, %93 : f64
          %95 = arith.extf %87 : f32 to f64
          %96 = llvm.getelementptr %82[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          %97 = llvm.load %96 : !llvm.ptr<1> -> f64
          %98 = arith.mulf %95, %97 : f64
          %99 = arith.addf %94, %98 : f64
          %100 = llvm.getelementptr %82[%arg9] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
          llvm.store %99, %100 : f64, !llvm.ptr<1>
        }
      } else {
        %c1_i64_55 = arith.constant 1 : i64
        %c3_i64_56 = arith.constant 3 : i64
        %c2_i64_57 = arith.constant 2 : i64
        scf.for %arg9 = %c1_i64_55 to %c3_i64_56 step %c2_i64_57  : i64 {
          %cst_58 = arith.constant 4.125000e+00 : f64
          %cst_59 = arith.constant -1.287500e+01 : f64
          %81 = arith.addf %cst_58, %cst_59 : f64
          %cst_60 = arith.constant -5.000000e-01 : f64
          %82 = arith.divf %81, %cst_60 : f64
          %c3_i64_61 = arith.constant 3 : i64
          %83 = arith.muli %39, %c3_i64_61 : i64
          %84 = llvm.getelementptr %14[%83] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
          %85 = arith.muli %39, %20 : i64
          %86 = llvm.getelementptr %17[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
          gpu.barrier
          %thread_id_x_62 = gpu.thread_id  x
          %87 = arith.index_cast %thread_id_x_62 : index to i64
          %c64_i64 = arith.constant 64 : i64
          %thread_id_y_63 = gpu.thread_id  y
          %88 = arith.index_cast %thread_id_y_63 : index to i64
          %89 = arith.muli %c64_i64, %88 : i64
          %90 = arith.addi %87, %89 : i64
          %c3_i64_64 = arith.constant 3 : i64
          %c128_i64 = arith.constant 128 : i64
          scf.for %arg10 = %90 to %c3_i64_64 step %c128_i64  : i64 {
            %91 = llvm.getelementptr %84[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
            %92 = llvm.load %91 : !llvm.ptr<1> -> i16
            %93 = arith.extsi %92 : i16 to i64
            %c-14_i64 = arith.constant -14 : i64
            %94 = arith.muli %arg10, %18 : i64
            %95 = llvm.getelementptr %86[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %96 = llvm.load %95 : !llvm.ptr<1> -> i32
            %97 = arith.muli %arg10, %18 : i64
            %98 = llvm.getelementptr %86[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
            %99 = llvm.load %98 : !llvm.ptr<1> -> i32
            %100 = arith.muli %96, %99 : i32
            %101 = arith.extsi %100 : i32 to i64
            %102 = arith.muli %c-14_i64, %101 : i64
            %103 = arith.addi %93, %102 : i64
            %104 = arith.trunci %103 : i64 to i16
            %105 = llvm.getelementptr %84[%arg10] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
            llvm.store %104, %105 : i16, !llvm.ptr<1>
          }
        }
      }
      %c21_i64 = arith.constant 21 : i64
      %50 = arith.muli %39, %c21_i64 : i64
      %51 = llvm.getelementptr %22[%50] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
      %52 = arith.muli %39, %29 : i64
      %53 = llvm.getelementptr %25[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
      %c56_i64 = arith.constant 56 : i64
      %54 = arith.muli %39, %c56_i64 : i64
      %55 = llvm.getelementptr %31[%54] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
      %c-11_i32 = arith.constant -11 : i32
      %56 = arith.trunci %c-11_i32 : i32 to i16
      %c7_i64 = arith.constant 7 : i64
      %c1023_i64_35 = arith.constant 1023 : i64
      %57 = arith.andi %c7_i64, %c1023_i64_35 : i64
      %c8_i64_36 = arith.constant 8 : i64
      %58 = arith.remsi %57, %c8_i64_36 : i64
      %cst = arith.constant 1.937500e+01 : f32
      %59 = arith.fptosi %cst : f32 to i64
      %c1023_i64_37 = arith.constant 1023 : i64
      %60 = arith.andi %59, %c1023_i64_37 : i64
      %c7_i64_38 = arith.constant 7 : i64
      %61 = arith.remsi %60, %c7_i64_38 : i64
      %62 = arith.muli %58, %2 : i64
      %63 = arith.muli %61, %3 : i64
      %64 = arith.addi %62, %63 : i64
      %65 = llvm.getelementptr %41[%64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
      %66 = llvm.load %65 : !llvm.ptr<1> -> i32
      gpu.barrier
      %c0_i64 = arith.constant 0 : i64
      %c4_i64 = arith.constant 4 : i64
      %c1_i64 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64 to %c4_i64 step %c1_i64  : i64 {
        %thread_id_x_55 = gpu.thread_id  x
        %81 = arith.index_cast %thread_id_x_55 : index to i64
        %c64_i64 = arith.constant 64 : i64
        %thread_id_y_56 = gpu.thread_id  y
        %82 = arith.index_cast %thread_id_y_56 : index to i64
        %83 = arith.muli %c64_i64, %82 : i64
        %84 = arith.addi %81, %83 : i64
        %c128_i64 = arith.constant 128 : i64
        %85 = arith.muli %arg9, %c128_i64 : i64
        %86 = arith.addi %84, %85 : i64
        %c8_i64_57 = arith.constant 8 : i64
        %87 = arith.remsi %86, %c8_i64_57 : i64
        %c8_i64_58 = arith.constant 8 : i64
        %88 = arith.divsi %86, %c8_i64_58 : i64
        %89 = arith.muli %87, %26 : i64
        %c2_i64_59 = arith.constant 2 : i64
        %90 = arith.minsi %88, %c2_i64_59 : i64
        %91 = arith.muli %90, %27 : i64
        %92 = arith.addi %89, %91 : i64
        %93 = llvm.getelementptr %53[%92] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i8
        %94 = llvm.load %93 : !llvm.ptr<1> -> i8
        %95 = llvm.mlir.addressof @__tinyc_stack_fz : !llvm.ptr<3>
        %c64_i64_60 = arith.constant 64 : i64
        %96 = arith.muli %87, %c64_i64_60 : i64
        %97 = arith.addi %88, %96 : i64
        %98 = llvm.getelementptr %95[%97] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        llvm.store %94, %98 : i8, !llvm.ptr<3>
      }
      gpu.barrier
      %thread_id_x = gpu.thread_id  x
      %67 = arith.index_cast %thread_id_x : index to i64
      %thread_id_x_39 = gpu.thread_id  x
      %68 = arith.index_cast %thread_id_x_39 : index to i64
      %thread_id_y = gpu.thread_id  y
      %69 = arith.index_cast %thread_id_y : index to i64
      %c6_i64 = arith.constant 6 : i64
      %70 = arith.minsi %69, %c6_i64 : i64
      %thread_id_y_40 = gpu.thread_id  y
      %71 = arith.index_cast %thread_id_y_40 : index to i64
      %c2_i64 = arith.constant 2 : i64
      %72 = arith.addi %71, %c2_i64 : i64
      %c6_i64_41 = arith.constant 6 : i64
      %73 = arith.minsi %72, %c6_i64_41 : i64
      %thread_id_y_42 = gpu.thread_id  y
      %74 = arith.index_cast %thread_id_y_42 : index to i64
      %c4_i64_43 = arith.constant 4 : i64
      %75 = arith.addi %74, %c4_i64_43 : i64
      %c6_i64_44 = arith.constant 6 : i64
      %76 = arith.minsi %75, %c6_i64_44 : i64
      %thread_id_y_45 = gpu.thread_id  y
      %77 = arith.index_cast %thread_id_y_45 : index to i64
      %c6_i64_46 = arith.constant 6 : i64
      %78 = arith.addi %77, %c6_i64_46 : i64
      %c6_i64_47 = arith.constant 6 : i64
      %79 = arith.minsi %78, %c6_i64_47 : i64
      %c0_i64_48 = arith.constant 0 : i64
      llvm.store %c0_i64_48, %35 : i64, !llvm.ptr
      %c0_i64_49 = arith.constant 0 : i64
      llvm.store %c0_i64_49, %36 : i64, !llvm.ptr
      %c0_i64_50 = arith.constant 0 : i64
      llvm.store %c0_i64_50, %37 : i64, !llvm.ptr
      %c0_i64_51 = arith.constant 0 : i64
      llvm.store %c0_i64_51, %38 : i64, !llvm.ptr
      %c0_i64_52 = arith.constant 0 : i64
      %c8_i64_53 = arith.constant 8 : i64
      %c1_i64_54 = arith.constant 1 : i64
      scf.for %arg9 = %c0_i64_52 to %c8_i64_53 step %c1_i64_54  : i64 {
        %81 = llvm.mlir.addressof @__tinyc_stack_fz : !llvm.ptr<3>
        %c64_i64 = arith.constant 64 : i64
        %82 = arith.muli %arg9, %c64_i64 : i64
        %83 = arith.addi %68, %82 : i64
        %84 = llvm.getelementptr %81[%83] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i8
        %85 = llvm.load %84 : !llvm.ptr<3> -> i8
        %c7_i64_55 = arith.constant 7 : i64
        %86 = arith.muli %arg9, %c7_i64_55 : i64
        %87 = arith.addi %70, %86 : i64
        %88 = llvm.getelementptr %55[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %89 = llvm.load %88 : !llvm.ptr<1> -> i16
        %c7_i64_56 = arith.constant 7 : i64
        %90 = arith.muli %arg9, %c7_i64_56 : i64
        %91 = arith.addi %73, %90 : i64
        %92 = llvm.getelementptr %55[%91] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %93 = llvm.load %92 : !llvm.ptr<1> -> i16
        %c7_i64_57 = arith.constant 7 : i64
        %94 = arith.muli %arg9, %c7_i64_57 : i64
        %95 = arith.addi %76, %94 : i64
        %96 = llvm.getelementptr %55[%95] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %97 = llvm.load %96 : !llvm.ptr<1> -> i16
        %c7_i64_58 = arith.constant 7 : i64
        %98 = arith.muli %arg9, %c7_i64_58 : i64
        %99 = arith.addi %79, %98 : i64
        %100 = llvm.getelementptr %55[%99] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i16
        %101 = llvm.load %100 : !llvm.ptr<1> -> i16
        %102 = llvm.load %35 : !llvm.ptr -> i64
        %103 = arith.extsi %85 : i8 to i16
        %104 = arith.muli %103, %89 : i16
        %105 = arith.extsi %104 : i16 to i64
        %106 = arith.addi %102, %105 : i64
        llvm.store %106, %35 : i64, !llvm.ptr
        %107 = llvm.load %36 : !llvm.ptr -> i64
        %108 = arith.extsi %85 : i8 to i16
        %109 = arith.muli %108, %93 : i16
        %110 = arith.extsi %109 : i16 to i64
        %111 = arith.addi %107, %110 : i64
        llvm.store %111, %36 : i64, !llvm.ptr
        %112 = llvm.load %37 : !llvm.ptr -> i64
        %113 = arith.extsi %85 : i8 to i16
        %114 = arith.muli %113, %97 : i16
        %115 = arith.extsi %114 : i16 to i64
        %116 = arith.addi %112, %115 : i64
        llvm.store %116, %37 : i64, !llvm.ptr
        %117 = llvm.load %38 : !llvm.ptr -> i64
        %118 = arith.extsi %85 : i8 to i16
        %119 = arith.muli %118, %101 : i16
        %120 = arith.extsi %119 : i16 to i64
        %121 = arith.addi %117, %120 : i64
        llvm.store %121, %38 : i64, !llvm.ptr
      }
      %c3_i64 = arith.constant 3 : i64
      %80 = arith.cmpi slt, %67, %c3_i64 : i64
      scf.if %80 {
        %c7_i64_55 = arith.constant 7 : i64
        %81 = arith.cmpi slt, %69, %c7_i64_55 : i64
        scf.if %81 {
          %85 = arith.extsi %56 : i16 to i64
          %86 = llvm.load %35 : !llvm.ptr -> i64
          %87 = arith.muli %85, %86 : i64
          %88 = arith.extsi %66 : i32 to i64
          %c3_i64_59 = arith.constant 3 : i64
          %89 = arith.muli %69, %c3_i64_59 : i64
          %90 = arith.addi %67, %89 : i64
          %91 = llvm.getelementptr %51[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %92 = llvm.load %91 : !llvm.ptr<1> -> i64
          %93 = arith.muli %88, %92 : i64
          %94 = arith.addi %87, %93 : i64
          %c3_i64_60 = arith.constant 3 : i64
          %95 = arith.muli %69, %c3_i64_60 : i64
          %96 = arith.addi %67, %95 : i64
          %97 = llvm.getelementptr %51[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          llvm.store %94, %97 : i64, !llvm.ptr<1>
        }
        %c7_i64_56 = arith.constant 7 : i64
        %82 = arith.cmpi slt, %72, %c7_i64_56 : i64
        scf.if %82 {
          %85 = arith.extsi %56 : i16 to i64
          %86 = llvm.load %36 : !llvm.ptr -> i64
          %87 = arith.muli %85, %86 : i64
          %88 = arith.extsi %66 : i32 to i64
          %c3_i64_59 = arith.constant 3 : i64
          %89 = arith.muli %72, %c3_i64_59 : i64
          %90 = arith.addi %67, %89 : i64
          %91 = llvm.getelementptr %51[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %92 = llvm.load %91 : !llvm.ptr<1> -> i64
          %93 = arith.muli %88, %92 : i64
          %94 = arith.addi %87, %93 : i64
          %c3_i64_60 = arith.constant 3 : i64
          %95 = arith.muli %72, %c3_i64_60 : i64
          %96 = arith.addi %67, %95 : i64
          %97 = llvm.getelementptr %51[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          llvm.store %94, %97 : i64, !llvm.ptr<1>
        }
        %c7_i64_57 = arith.constant 7 : i64
        %83 = arith.cmpi slt, %75, %c7_i64_57 : i64
        scf.if %83 {
          %85 = arith.extsi %56 : i16 to i64
          %86 = llvm.load %37 : !llvm.ptr -> i64
          %87 = arith.muli %85, %86 : i64
          %88 = arith.extsi %66 : i32 to i64
          %c3_i64_59 = arith.constant 3 : i64
          %89 = arith.muli %75, %c3_i64_59 : i64
          %90 = arith.addi %67, %89 : i64
          %91 = llvm.getelementptr %51[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %92 = llvm.load %91 : !llvm.ptr<1> -> i64
          %93 = arith.muli %88, %92 : i64
          %94 = arith.addi %87, %93 : i64
          %c3_i64_60 = arith.constant 3 : i64
          %95 = arith.muli %75, %c3_i64_60 : i64
          %96 = arith.addi %67, %95 : i64
          %97 = llvm.getelementptr %51[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          llvm.store %94, %97 : i64, !llvm.ptr<1>
        }
        %c7_i64_58 = arith.constant 7 : i64
        %84 = arith.cmpi slt, %78, %c7_i64_58 : i64
        scf.if %84 {
          %85 = arith.extsi %56 : i16 to i64
          %86 = llvm.load %38 : !llvm.ptr -> i64
          %87 = arith.muli %85, %86 : i64
          %88 = arith.extsi %66 : i32 to i64
          %c3_i64_59 = arith.constant 3 : i64
          %89 = arith.muli %78, %c3_i64_59 : i64
          %90 = arith.addi %67, %89 : i64
          %91 = llvm.getelementptr %51[%90] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          %92 = llvm.load %91 : !llvm.ptr<1> -> i64
          %93 = arith.muli %88, %92 : i64
          %94 = arith.addi %87, %93 : i64
          %c3_i64_60 = arith.constant 3 : i64
          %95 = arith.muli %78, %c3_i64_60 : i64
          %96 = arith.addi %67, %95 : i64
          %97 = llvm.getelementptr %51[%96] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i64
          llvm.store %94, %97 : i64, !llvm.ptr<1>
        }
      }
      gpu.return
    }
  }
}
