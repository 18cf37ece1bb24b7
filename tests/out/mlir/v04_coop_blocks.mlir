module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @blocks(%arg0: memref<70x64x?xf32, strided<[1, 70, 4480]>, 1>, %arg1: memref<70x64x?xf32, strided<[1, 70, 4480]>, 1>, %arg2: memref<32x56x?xf64, strided<[1, 32, 1792]>, 1>, %arg3: memref<32x56x?xf64, strided<[1, 32, 1792]>, 1>, %arg4: memref<33x16x?xf16, strided<[1, 33, 528]>, 1>, %arg5: memref<16x32x?xf32, strided<[1, 16, 512]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 64, 1, 1>} {
      %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<70x64x?xf32, strided<[1, 70, 4480]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<70x64x?xf32, strided<[1, 70, 4480]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#2 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<70x64x?xf32, strided<[1, 70, 4480]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<70x64x?xf32, strided<[1, 70, 4480]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<32x56x?xf64, strided<[1, 32, 1792]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<32x56x?xf64, strided<[1, 32, 1792]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<32x56x?xf64, strided<[1, 32, 1792]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<32x56x?xf64, strided<[1, 32, 1792]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<33x16x?xf16, strided<[1, 33, 528]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<33x16x?xf16, strided<[1, 33, 528]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %arg5 : memref<16x32x?xf32, strided<[1, 16, 512]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<16x32x?xf32, strided<[1, 16, 512]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_25 = memref.alloca() : memref<f32>
      %alloca_26 = memref.alloca() : memref<f32>
      %alloca_27 = memref.alloca() : memref<f32>
      %alloca_28 = memref.alloca() : memref<f32>
      %alloca_29 = memref.alloca() : memref<f32>
      %alloca_30 = memref.alloca() : memref<f32>
      %alloca_31 = memref.alloca() : memref<f32>
      %alloca_32 = memref.alloca() : memref<f32>
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
      %alloca_51 = memref.alloca() : memref<f32>
      %alloca_52 = memref.alloca() : memref<f32>
      %alloca_53 = memref.alloca() : memref<f32>
      %alloca_54 = memref.alloca() : memref<f32>
      %alloca_55 = memref.alloca() : memref<f32>
      %alloca_56 = memref.alloca() : memref<f32>
      %alloca_57 = memref.alloca() : memref<f32>
      %alloca_58 = memref.alloca() : memref<f32>
      %alloca_59 = memref.alloca() : memref<f32>
      %alloca_60 = memref.alloca() : memref<f32>
      %alloca_61 = memref.alloca() : memref<f32>
      %alloca_62 = memref.alloca() : memref<f32>
      %alloca_63 = memref.alloca() : memref<f32>
      %alloca_64 = memref.alloca() : memref<f32>
      %alloca_65 = memref.alloca() : memref<f32>
      %alloca_66 = memref.alloca() : memref<f32>
      %alloca_67 = memref.alloca() : memref<f32>
      %alloca_68 = memref.alloca() : memref<f32>
      %alloca_69 = memref.alloca() : memref<f32>
      %alloca_70 = memref.alloca() : memref<f32>
      %alloca_71 = memref.alloca() : memref<f32>
      %alloca_72 = memref.alloca() : memref<f32>
      %alloca_73 = memref.alloca() : memref<f32>
      %alloca_74 = memref.alloca() : memref<f32>
      %alloca_75 = memref.alloca() : memref<f32>
      %alloca_76 = memref.alloca() : memref<f32>
      %alloca_77 = memref.alloca() : memref<f32>
      %alloca_78 = memref.alloca() : memref<f32>
      %alloca_79 = memref.alloca() : memref<f32>
      %alloca_80 = memref.alloca() : memref<f32>
      %alloca_81 = memref.alloca() : memref<f32>
      %alloca_82 = memref.alloca() : memref<f32>
      %alloca_83 = memref.alloca() : memref<f32>
      %alloca_84 = memref.alloca() : memref<f32>
      %alloca_85 = memref.alloca() : memref<f32>
      %alloca_86 = memref.alloca() : memref<f32>
      %alloca_87 = memref.alloca() : memref<f32>
      %alloca_88 = memref.alloca() : memref<f64>
      %alloca_89 = memref.alloca() : memref<f64>
      %alloca_90 = memref.alloca() : memref<f64>
      %alloca_91 = memref.alloca() : memref<f64>
      %alloca_92 = memref.alloca() : memref<f64>
      %alloca_93 = memref.alloca() : memref<f64>
      %alloca_94 = memref.alloca() : memref<f64>
      %alloca_95 = memref.alloca() : memref<f64>
      %alloca_96 = memref.alloca() : memref<f64>
      %alloca_97 = memref.alloca() : memref<f64>
      %alloca_98 = memref.alloca() : memref<f64>
      %alloca_99 = memref.alloca() : memref<f64>
      %alloca_100 = memref.alloca() : memref<f64>
      %alloca_101 = memref.alloca() : memref<f64>
      %alloca_102 = memref.alloca() : memref<f64>
      %alloca_103 = memref.alloca() : memref<f64>
      %alloca_104 = memref.alloca() : memref<f64>
      %alloca_105 = memref.alloca() : memref<f64>
      %alloca_106 = memref.alloca() : memref<f64>
      %alloca_107 = memref.alloca() : memref<f64>
      %alloca_108 = memref.alloca() : memref<f64>
      %alloca_109 = memref.alloca() : memref<f64>
      %alloca_110 = memref.alloca() : memref<f64>
      %alloca_111 = memref.alloca() : memref<f64>
      %alloca_112 = memref.alloca() : memref<f64>
      %alloca_113 = memref.alloca() : memref<f64>
      %alloca_114 = memref.alloca() : memref<f64>
      %alloca_115 = memref.alloca() : memref<f64>
      %alloca_116 = memref.alloca() : memref<f64>
      %alloca_117 = memref.alloca() : memref<f64>
      %alloca_118 = memref.alloca() : memref<f64>
      %alloca_119 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %18 = arith.index_cast %block_id_x : index to i64
      %c4480_i64 = arith.constant 4480 : i64
      %19 = arith.muli %18, %c4480_i64 : i64
      %20 = llvm.getelementptr %1[%19] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c4480_i64_120 = arith.constant 4480 : i64
      %21 = arith.muli %18, %c4480_i64_120 : i64
      %22 = llvm.getelementptr %4[%21] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %c1792_i64 = arith.constant 1792 : i64
      %23 = arith.muli %18, %c1792_i64 : i64
      %24 = llvm.getelementptr %7[%23] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c1792_i64_121 = arith.constant 1792 : i64
      %25 = arith.muli %18, %c1792_i64_121 : i64
      %26 = llvm.getelementptr %10[%25] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
      %c528_i64 = arith.constant 528 : i64
      %27 = arith.muli %18, %c528_i64 : i64
      %28 = llvm.getelementptr %13[%27] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
      %c512_i64 = arith.constant 512 : i64
      %29 = arith.muli %18, %c512_i64 : i64
      %30 = llvm.getelementptr %16[%29] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
      %thread_id_x = gpu.thread_id  x
      %31 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %32 = arith.divsi %31, %c16_i64 : i64
      %c4_i64 = arith.constant 4 : i64
      %thread_id_y = gpu.thread_id  y
      %33 = arith.index_cast %thread_id_y : index to i64
      %34 = arith.muli %c4_i64, %33 : i64
      %35 = arith.addi %32, %34 : i64
      %c0_i64 = arith.constant 0 : i64
      %c6_i64 = arith.constant 6 : i64
      %c4_i64_122 = arith.constant 4 : i64
      scf.for %arg6 = %c0_i64 to %c6_i64 step %c4_i64_122  : i64 {
        %521 = arith.addi %arg6, %35 : i64
        %c6_i64_526 = arith.constant 6 : i64
        %522 = arith.cmpi slt, %521, %c6_i64_526 : i64
        scf.if %522 {
          %c3_i64_527 = arith.constant 3 : i64
          %523 = arith.divsi %521, %c3_i64_527 : i64
          %c3_i64_528 = arith.constant 3 : i64
          %524 = arith.remsi %521, %c3_i64_528 : i64
          %c32_i64 = arith.constant 32 : i64
          %525 = arith.muli %524, %c32_i64 : i64
          %c32_i64_529 = arith.constant 32 : i64
          %c70_i64 = arith.constant 70 : i64
          %526 = arith.subi %c70_i64, %525 : i64
          %527 = arith.minsi %c32_i64_529, %526 : i64
          %c2_i64_530 = arith.constant 2 : i64
          %528 = arith.divsi %523, %c2_i64_530 : i64
          %c2_i64_531 = arith.constant 2 : i64
          %529 = arith.remsi %523, %c2_i64_531 : i64
          %c32_i64_532 = arith.constant 32 : i64
          %530 = arith.muli %529, %c32_i64_532 : i64
          %c32_i64_533 = arith.constant 32 : i64
          %c64_i64 = arith.constant 64 : i64
          %531 = arith.subi %c64_i64, %530 : i64
          %532 = arith.minsi %c32_i64_533, %531 : i64
          %c32_i64_534 = arith.constant 32 : i64
          %533 = arith.cmpi slt, %527, %c32_i64_534 : i64
          scf.if %533 {
            %thread_id_x_535 = gpu.thread_id  x
            %534 = arith.index_cast %thread_id_x_535 : index to i64
            %c16_i64_536 = arith.constant 16 : i64
            %535 = arith.remsi %534, %c16_i64_536 : i64
            %536 = arith.addi %525, %535 : i64
            %cst_537 = arith.constant 0.000000e+00 : f32
            memref.store %cst_537, %alloca[] : memref<f32>
            %c0_i64_538 = arith.constant 0 : i64
            %537 = arith.cmpi sge, %536, %c0_i64_538 : i64
            %c70_i64_539 = arith.constant 70 : i64
            %538 = arith.cmpi slt, %536, %c70_i64_539 : i64
            %539 = arith.andi %537, %538 : i1
            scf.if %539 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %530, %c70_i64_1284 : i64
              %1491 = arith.addi %536, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca[] : memref<f32>
            }
            %thread_id_x_540 = gpu.thread_id  x
            %540 = arith.index_cast %thread_id_x_540 : index to i64
            %c16_i64_541 = arith.constant 16 : i64
            %541 = arith.remsi %540, %c16_i64_541 : i64
            %542 = arith.addi %525, %541 : i64
            %c1_i64_542 = arith.constant 1 : i64
            %543 = arith.addi %530, %c1_i64_542 : i64
            %cst_543 = arith.constant 0.000000e+00 : f32
            memref.store %cst_543, %alloca_25[] : memref<f32>
            %c0_i64_544 = arith.constant 0 : i64
            %544 = arith.cmpi sge, %542, %c0_i64_544 : i64
            %c70_i64_545 = arith.constant 70 : i64
            %545 = arith.cmpi slt, %542, %c70_i64_545 : i64
            %546 = arith.andi %544, %545 : i1
            scf.if %546 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %543, %c70_i64_1284 : i64
              %1491 = arith.addi %542, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_25[] : memref<f32>
            }
            %thread_id_x_546 = gpu.thread_id  x
            %547 = arith.index_cast %thread_id_x_546 : index to i64
            %c16_i64_547 = arith.constant 16 : i64
            %548 = arith.remsi %547, %c16_i64_547 : i64
            %549 = arith.addi %525, %548 : i64
            %c2_i64_548 = arith.constant 2 : i64
            %550 = arith.addi %530, %c2_i64_548 : i64
            %cst_549 = arith.constant 0.000000e+00 : f32
            memref.store %cst_549, %alloca_26[] : memref<f32>
            %c0_i64_550 = arith.constant 0 : i64
            %551 = arith.cmpi sge, %549, %c0_i64_550 : i64
            %c70_i64_551 = arith.constant 70 : i64
            %552 = arith.cmpi slt, %549, %c70_i64_551 : i64
            %553 = arith.andi %551, %552 : i1
            scf.if %553 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %550, %c70_i64_1284 : i64
              %1491 = arith.addi %549, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_26[] : memref<f32>
            }
            %thread_id_x_552 = gpu.thread_id  x
            %554 = arith.index_cast %thread_id_x_552 : index to i64
            %c16_i64_553 = arith.constant 16 : i64
            %555 = arith.remsi %554, %c16_i64_553 : i64
            %556 = arith.addi %525, %555 : i64
            %c3_i64_554 = arith.constant 3 : i64
            %557 = arith.addi %530, %c3_i64_554 : i64
            %cst_555 = arith.constant 0.000000e+00 : f32
            memref.store %cst_555, %alloca_27[] : memref<f32>
            %c0_i64_556 = arith.constant 0 : i64
            %558 = arith.cmpi sge, %556, %c0_i64_556 : i64
            %c70_i64_557 = arith.constant 70 : i64
            %559 = arith.cmpi slt, %556, %c70_i64_557 : i64
            %560 = arith.andi %558, %559 : i1
            scf.if %560 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %557, %c70_i64_1284 : i64
              %1491 = arith.addi %556, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_27[] : memref<f32>
            }
            %thread_id_x_558 = gpu.thread_id  x
            %561 = arith.index_cast %thread_id_x_558 : index to i64
            %c16_i64_559 = arith.constant 16 : i64
            %562 = arith.remsi %561, %c16_i64_559 : i64
            %563 = arith.addi %525, %562 : i64
            %c4_i64_560 = arith.constant 4 : i64
            %564 = arith.addi %530, %c4_i64_560 : i64
            %cst_561 = arith.constant 0.000000e+00 : f32
            memref.store %cst_561, %alloca_28[] : memref<f32>
            %c0_i64_562 = arith.constant 0 : i64
            %565 = arith.cmpi sge, %563, %c0_i64_562 : i64
            %c70_i64_563 = arith.constant 70 : i64
            %566 = arith.cmpi slt, %563, %c70_i64_563 : i64
            %567 = arith.andi %565, %566 : i1
            scf.if %567 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %564, %c70_i64_1284 : i64
              %1491 = arith.addi %563, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_28[] : memref<f32>
            }
            %thread_id_x_564 = gpu.thread_id  x
            %568 = arith.index_cast %thread_id_x_564 : index to i64
            %c16_i64_565 = arith.constant 16 : i64
            %569 = arith.remsi %568, %c16_i64_565 : i64
            %570 = arith.addi %525, %569 : i64
            %c5_i64_566 = arith.constant 5 : i64
            %571 = arith.addi %530, %c5_i64_566 : i64
            %cst_567 = arith.constant 0.000000e+00 : f32
            memref.store %cst_567, %alloca_29[] : memref<f32>
            %c0_i64_568 = arith.constant 0 : i64
            %572 = arith.cmpi sge, %570, %c0_i64_568 : i64
            %c70_i64_569 = arith.constant 70 : i64
            %573 = arith.cmpi slt, %570, %c70_i64_569 : i64
            %574 = arith.andi %572, %573 : i1
            scf.if %574 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %571, %c70_i64_1284 : i64
              %1491 = arith.addi %570, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_29[] : memref<f32>
            }
            %thread_id_x_570 = gpu.thread_id  x
            %575 = arith.index_cast %thread_id_x_570 : index to i64
            %c16_i64_571 = arith.constant 16 : i64
            %576 = arith.remsi %575, %c16_i64_571 : i64
            %577 = arith.addi %525, %576 : i64
            %c6_i64_572 = arith.constant 6 : i64
            %578 = arith.addi %530, %c6_i64_572 : i64
            %cst_573 = arith.constant 0.000000e+00 : f32
            memref.store %cst_573, %alloca_30[] : memref<f32>
            %c0_i64_574 = arith.constant 0 : i64
            %579 = arith.cmpi sge, %577, %c0_i64_574 : i64
            %c70_i64_575 = arith.constant 70 : i64
            %580 = arith.cmpi slt, %577, %c70_i64_575 : i64
            %581 = arith.andi %579, %580 : i1
            scf.if %581 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %578, %c70_i64_1284 : i64
              %1491 = arith.addi %577, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_30[] : memref<f32>
            }
            %thread_id_x_576 = gpu.thread_id  x
            %582 = arith.index_cast %thread_id_x_576 : index to i64
            %c16_i64_577 = arith.constant 16 : i64
            %583 = arith.remsi %582, %c16_i64_577 : i64
            %584 = arith.addi %525, %583 : i64
            %c7_i64_578 = arith.constant 7 : i64
            %585 = arith.addi %530, %c7_i64_578 : i64
            %cst_579 = arith.constant 0.000000e+00 : f32
            memref.store %cst_579, %alloca_31[] : memref<f32>
            %c0_i64_580 = arith.constant 0 : i64
            %586 = arith.cmpi sge, %584, %c0_i64_580 : i64
            %c70_i64_581 = arith.constant 70 : i64
            %587 = arith.cmpi slt, %584, %c70_i64_581 : i64
            %588 = arith.andi %586, %587 : i1
            scf.if %588 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %585, %c70_i64_1284 : i64
              %1491 = arith.addi %584, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_31[] : memref<f32>
            }
            %thread_id_x_582 = gpu.thread_id  x
            %589 = arith.index_cast %thread_id_x_582 : index to i64
            %c16_i64_583 = arith.constant 16 : i64
            %590 = arith.remsi %589, %c16_i64_583 : i64
            %591 = arith.addi %525, %590 : i64
            %c8_i64_584 = arith.constant 8 : i64
            %592 = arith.addi %530, %c8_i64_584 : i64
            %cst_585 = arith.constant 0.000000e+00 : f32
            memref.store %cst_585, %alloca_32[] : memref<f32>
            %c0_i64_586 = arith.constant 0 : i64
            %593 = arith.cmpi sge, %591, %c0_i64_586 : i64
            %c70_i64_587 = arith.constant 70 : i64
            %594 = arith.cmpi slt, %591, %c70_i64_587 : i64
            %595 = arith.andi %593, %594 : i1
            scf.if %595 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %592, %c70_i64_1284 : i64
              %1491 = arith.addi %591, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_32[] : memref<f32>
            }
            %thread_id_x_588 = gpu.thread_id  x
            %596 = arith.index_cast %thread_id_x_588 : index to i64
            %c16_i64_589 = arith.constant 16 : i64
            %597 = arith.remsi %596, %c16_i64_589 : i64
            %598 = arith.addi %525, %597 : i64
            %c9_i64_590 = arith.constant 9 : i64
            %599 = arith.addi %530, %c9_i64_590 : i64
            %cst_591 = arith.constant 0.000000e+00 : f32
            memref.store %cst_591, %alloca_33[] : memref<f32>
            %c0_i64_592 = arith.constant 0 : i64
            %600 = arith.cmpi sge, %598, %c0_i64_592 : i64
            %c70_i64_593 = arith.constant 70 : i64
            %601 = arith.cmpi slt, %598, %c70_i64_593 : i64
            %602 = arith.andi %600, %601 : i1
            scf.if %602 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %599, %c70_i64_1284 : i64
              %1491 = arith.addi %598, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_33[] : memref<f32>
            }
            %thread_id_x_594 = gpu.thread_id  x
            %603 = arith.index_cast %thread_id_x_594 : index to i64
            %c16_i64_595 = arith.constant 16 : i64
            %604 = arith.remsi %603, %c16_i64_595 : i64
            %605 = arith.addi %525, %604 : i64
            %c10_i64_596 = arith.constant 10 : i64
            %606 = arith.addi %530, %c10_i64_596 : i64
            %cst_597 = arith.constant 0.000000e+00 : f32
            memref.store %cst_597, %alloca_34[] : memref<f32>
            %c0_i64_598 = arith.constant 0 : i64
            %607 = arith.cmpi sge, %605, %c0_i64_598 : i64
            %c70_i64_599 = arith.constant 70 : i64
            %608 = arith.cmpi slt, %605, %c70_i64_599 : i64
            %609 = arith.andi %607, %608 : i1
            scf.if %609 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %606, %c70_i64_1284 : i64
              %1491 = arith.addi %605, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_34[] : memref<f32>
            }
            %thread_id_x_600 = gpu.thread_id  x
            %610 = arith.index_cast %thread_id_x_600 : index to i64
            %c16_i64_601 = arith.constant 16 : i64
            %611 = arith.remsi %610, %c16_i64_601 : i64
            %612 = arith.addi %525, %611 : i64
            %c11_i64_602 = arith.constant 11 : i64
            %613 = arith.addi %530, %c11_i64_602 : i64
            %cst_603 = arith.constant 0.000000e+00 : f32
            memref.store %cst_603, %alloca_35[] : memref<f32>
            %c0_i64_604 = arith.constant 0 : i64
            %614 = arith.cmpi sge, %612, %c0_i64_604 : i64
            %c70_i64_605 = arith.constant 70 : i64
            %615 = arith.cmpi slt, %612, %c70_i64_605 : i64
            %616 = arith.andi %614, %615 : i1
            scf.if %616 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %613, %c70_i64_1284 : i64
              %1491 = arith.addi %612, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_35[] : memref<f32>
            }
            %thread_id_x_606 = gpu.thread_id  x
            %617 = arith.index_cast %thread_id_x_606 : index to i64
            %c16_i64_607 = arith.constant 16 : i64
            %618 = arith.remsi %617, %c16_i64_607 : i64
            %619 = arith.addi %525, %618 : i64
            %c12_i64_608 = arith.constant 12 : i64
            %620 = arith.addi %530, %c12_i64_608 : i64
            %cst_609 = arith.constant 0.000000e+00 : f32
            memref.store %cst_609, %alloca_36[] : memref<f32>
            %c0_i64_610 = arith.constant 0 : i64
            %621 = arith.cmpi sge, %619, %c0_i64_610 : i64
            %c70_i64_611 = arith.constant 70 : i64
            %622 = arith.cmpi slt, %619, %c70_i64_611 : i64
            %623 = arith.andi %621, %622 : i1
            scf.if %623 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %620, %c70_i64_1284 : i64
              %1491 = arith.addi %619, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_36[] : memref<f32>
            }
            %thread_id_x_612 = gpu.thread_id  x
            %624 = arith.index_cast %thread_id_x_612 : index to i64
            %c16_i64_613 = arith.constant 16 : i64
            %625 = arith.remsi %624, %c16_i64_613 : i64
            %626 = arith.addi %525, %625 : i64
            %c13_i64_614 = arith.constant 13 : i64
            %627 = arith.addi %530, %c13_i64_614 : i64
            %cst_615 = arith.constant 0.000000e+00 : f32
            memref.store %cst_615, %alloca_37[] : memref<f32>
            %c0_i64_616 = arith.constant 0 : i64
            %628 = arith.cmpi sge, %626, %c0_i64_616 : i64
            %c70_i64_617 = arith.constant 70 : i64
            %629 = arith.cmpi slt, %626, %c70_i64_617 : i64
            %630 = arith.andi %628, %629 : i1
            scf.if %630 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %627, %c70_i64_1284 : i64
              %1491 = arith.addi %626, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_37[] : memref<f32>
            }
            %thread_id_x_618 = gpu.thread_id  x
            %631 = arith.index_cast %thread_id_x_618 : index to i64
            %c16_i64_619 = arith.constant 16 : i64
            %632 = arith.remsi %631, %c16_i64_619 : i64
            %633 = arith.addi %525, %632 : i64
            %c14_i64_620 = arith.constant 14 : i64
            %634 = arith.addi %530, %c14_i64_620 : i64
            %cst_621 = arith.constant 0.000000e+00 : f32
            memref.store %cst_621, %alloca_38[] : memref<f32>
            %c0_i64_622 = arith.constant 0 : i64
            %635 = arith.cmpi sge, %633, %c0_i64_622 : i64
            %c70_i64_623 = arith.constant 70 : i64
            %636 = arith.cmpi slt, %633, %c70_i64_623 : i64
            %637 = arith.andi %635, %636 : i1
            scf.if %637 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %634, %c70_i64_1284 : i64
              %1491 = arith.addi %633, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_38[] : memref<f32>
            }
            %thread_id_x_624 = gpu.thread_id  x
            %638 = arith.index_cast %thread_id_x_624 : index to i64
            %c16_i64_625 = arith.constant 16 : i64
            %639 = arith.remsi %638, %c16_i64_625 : i64
            %640 = arith.addi %525, %639 : i64
            %c15_i64_626 = arith.constant 15 : i64
            %641 = arith.addi %530, %c15_i64_626 : i64
            %cst_627 = arith.constant 0.000000e+00 : f32
            memref.store %cst_627, %alloca_39[] : memref<f32>
            %c0_i64_628 = arith.constant 0 : i64
            %642 = arith.cmpi sge, %640, %c0_i64_628 : i64
            %c70_i64_629 = arith.constant 70 : i64
            %643 = arith.cmpi slt, %640, %c70_i64_629 : i64
            %644 = arith.andi %642, %643 : i1
            scf.if %644 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %641, %c70_i64_1284 : i64
              %1491 = arith.addi %640, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_39[] : memref<f32>
            }
            %thread_id_x_630 = gpu.thread_id  x
            %645 = arith.index_cast %thread_id_x_630 : index to i64
            %c16_i64_631 = arith.constant 16 : i64
            %646 = arith.remsi %645, %c16_i64_631 : i64
            %647 = arith.addi %525, %646 : i64
            %c16_i64_632 = arith.constant 16 : i64
            %648 = arith.addi %530, %c16_i64_632 : i64
            %cst_633 = arith.constant 0.000000e+00 : f32
            memref.store %cst_633, %alloca_40[] : memref<f32>
            %c0_i64_634 = arith.constant 0 : i64
            %649 = arith.cmpi sge, %647, %c0_i64_634 : i64
            %c70_i64_635 = arith.constant 70 : i64
            %650 = arith.cmpi slt, %647, %c70_i64_635 : i64
            %651 = arith.andi %649, %650 : i1
            scf.if %651 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %648, %c70_i64_1284 : i64
              %1491 = arith.addi %647, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_40[] : memref<f32>
            }
            %thread_id_x_636 = gpu.thread_id  x
            %652 = arith.index_cast %thread_id_x_636 : index to i64
            %c16_i64_637 = arith.constant 16 : i64
            %653 = arith.remsi %652, %c16_i64_637 : i64
            %654 = arith.addi %525, %653 : i64
            %c17_i64 = arith.constant 17 : i64
            %655 = arith.addi %530, %c17_i64 : i64
            %cst_638 = arith.constant 0.000000e+00 : f32
            memref.store %cst_638, %alloca_41[] : memref<f32>
            %c0_i64_639 = arith.constant 0 : i64
            %656 = arith.cmpi sge, %654, %c0_i64_639 : i64
            %c70_i64_640 = arith.constant 70 : i64
            %657 = arith.cmpi slt, %654, %c70_i64_640 : i64
            %658 = arith.andi %656, %657 : i1
            scf.if %658 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %655, %c70_i64_1284 : i64
              %1491 = arith.addi %654, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_41[] : memref<f32>
            }
            %thread_id_x_641 = gpu.thread_id  x
            %659 = arith.index_cast %thread_id_x_641 : index to i64
            %c16_i64_642 = arith.constant 16 : i64
            %660 = arith.remsi %659, %c16_i64_642 : i64
            %661 = arith.addi %525, %660 : i64
            %c18_i64 = arith.constant 18 : i64
            %662 = arith.addi %530, %c18_i64 : i64
            %cst_643 = arith.constant 0.000000e+00 : f32
            memref.store %cst_643, %alloca_42[] : memref<f32>
            %c0_i64_644 = arith.constant 0 : i64
            %663 = arith.cmpi sge, %661, %c0_i64_644 : i64
            %c70_i64_645 = arith.constant 70 : i64
            %664 = arith.cmpi slt, %661, %c70_i64_645 : i64
            %665 = arith.andi %663, %664 : i1
            scf.if %665 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %662, %c70_i64_1284 : i64
              %1491 = arith.addi %661, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_42[] : memref<f32>
            }
            %thread_id_x_646 = gpu.thread_id  x
            %666 = arith.index_cast %thread_id_x_646 : index to i64
            %c16_i64_647 = arith.constant 16 : i64
            %667 = arith.remsi %666, %c16_i64_647 : i64
            %668 = arith.addi %525, %667 : i64
            %c19_i64 = arith.constant 19 : i64
            %669 = arith.addi %530, %c19_i64 : i64
            %cst_648 = arith.constant 0.000000e+00 : f32
            memref.store %cst_648, %alloca_43[] : memref<f32>
            %c0_i64_649 = arith.constant 0 : i64
            %670 = arith.cmpi sge, %668, %c0_i64_649 : i64
            %c70_i64_650 = arith.constant 70 : i64
            %671 = arith.cmpi slt, %668, %c70_i64_650 : i64
            %672 = arith.andi %670, %671 : i1
            scf.if %672 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %669, %c70_i64_1284 : i64
              %1491 = arith.addi %668, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_43[] : memref<f32>
            }
            %thread_id_x_651 = gpu.thread_id  x
            %673 = arith.index_cast %thread_id_x_651 : index to i64
            %c16_i64_652 = arith.constant 16 : i64
            %674 = arith.remsi %673, %c16_i64_652 : i64
            %675 = arith.addi %525, %674 : i64
            %c20_i64 = arith.constant 20 : i64
            %676 = arith.addi %530, %c20_i64 : i64
            %cst_653 = arith.constant 0.000000e+00 : f32
            memref.store %cst_653, %alloca_44[] : memref<f32>
            %c0_i64_654 = arith.constant 0 : i64
            %677 = arith.cmpi sge, %675, %c0_i64_654 : i64
            %c70_i64_655 = arith.constant 70 : i64
            %678 = arith.cmpi slt, %675, %c70_i64_655 : i64
            %679 = arith.andi %677, %678 : i1
            scf.if %679 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %676, %c70_i64_1284 : i64
              %1491 = arith.addi %675, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_44[] : memref<f32>
            }
            %thread_id_x_656 = gpu.thread_id  x
            %680 = arith.index_cast %thread_id_x_656 : index to i64
            %c16_i64_657 = arith.constant 16 : i64
            %681 = arith.remsi %680, %c16_i64_657 : i64
            %682 = arith.addi %525, %681 : i64
            %c21_i64 = arith.constant 21 : i64
            %683 = arith.addi %530, %c21_i64 : i64
            %cst_658 = arith.constant 0.000000e+00 : f32
            memref.store %cst_658, %alloca_45[] : memref<f32>
            %c0_i64_659 = arith.constant 0 : i64
            %684 = arith.cmpi sge, %682, %c0_i64_659 : i64
            %c70_i64_660 = arith.constant 70 : i64
            %685 = arith.cmpi slt, %682, %c70_i64_660 : i64
            %686 = arith.andi %684, %685 : i1
            scf.if %686 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %683, %c70_i64_1284 : i64
              %1491 = arith.addi %682, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_45[] : memref<f32>
            }
            %thread_id_x_661 = gpu.thread_id  x
            %687 = arith.index_cast %thread_id_x_661 : index to i64
            %c16_i64_662 = arith.constant 16 : i64
            %688 = arith.remsi %687, %c16_i64_662 : i64
            %689 = arith.addi %525, %688 : i64
            %c22_i64 = arith.constant 22 : i64
            %690 = arith.addi %530, %c22_i64 : i64
            %cst_663 = arith.constant 0.000000e+00 : f32
            memref.store %cst_663, %alloca_46[] : memref<f32>
            %c0_i64_664 = arith.constant 0 : i64
            %691 = arith.cmpi sge, %689, %c0_i64_664 : i64
            %c70_i64_665 = arith.constant 70 : i64
            %692 = arith.cmpi slt, %689, %c70_i64_665 : i64
            %693 = arith.andi %691, %692 : i1
            scf.if %693 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %690, %c70_i64_1284 : i64
              %1491 = arith.addi %689, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_46[] : memref<f32>
            }
            %thread_id_x_666 = gpu.thread_id  x
            %694 = arith.index_cast %thread_id_x_666 : index to i64
            %c16_i64_667 = arith.constant 16 : i64
            %695 = arith.remsi %694, %c16_i64_667 : i64
            %696 = arith.addi %525, %695 : i64
            %c23_i64 = arith.constant 23 : i64
            %697 = arith.addi %530, %c23_i64 : i64
            %cst_668 = arith.constant 0.000000e+00 : f32
            memref.store %cst_668, %alloca_47[] : memref<f32>
            %c0_i64_669 = arith.constant 0 : i64
            %698 = arith.cmpi sge, %696, %c0_i64_669 : i64
            %c70_i64_670 = arith.constant 70 : i64
            %699 = arith.cmpi slt, %696, %c70_i64_670 : i64
            %700 = arith.andi %698, %699 : i1
            scf.if %700 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %697, %c70_i64_1284 : i64
              %1491 = arith.addi %696, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_47[] : memref<f32>
            }
            %thread_id_x_671 = gpu.thread_id  x
            %701 = arith.index_cast %thread_id_x_671 : index to i64
            %c16_i64_672 = arith.constant 16 : i64
            %702 = arith.remsi %701, %c16_i64_672 : i64
            %703 = arith.addi %525, %702 : i64
            %c24_i64 = arith.constant 24 : i64
            %704 = arith.addi %530, %c24_i64 : i64
            %cst_673 = arith.constant 0.000000e+00 : f32
            memref.store %cst_673, %alloca_48[] : memref<f32>
            %c0_i64_674 = arith.constant 0 : i64
            %705 = arith.cmpi sge, %703, %c0_i64_674 : i64
            %c70_i64_675 = arith.constant 70 : i64
            %706 = arith.cmpi slt, %703, %c70_i64_675 : i64
            %707 = arith.andi %705, %706 : i1
            scf.if %707 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %704, %c70_i64_1284 : i64
              %1491 = arith.addi %703, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_48[] : memref<f32>
            }
            %thread_id_x_676 = gpu.thread_id  x
            %708 = arith.index_cast %thread_id_x_676 : index to i64
            %c16_i64_677 = arith.constant 16 : i64
            %709 = arith.remsi %708, %c16_i64_677 : i64
            %710 = arith.addi %525, %709 : i64
            %c25_i64 = arith.constant 25 : i64
            %711 = arith.addi %530, %c25_i64 : i64
            %cst_678 = arith.constant 0.000000e+00 : f32
            memref.store %cst_678, %alloca_49[] : memref<f32>
            %c0_i64_679 = arith.constant 0 : i64
            %712 = arith.cmpi sge, %710, %c0_i64_679 : i64
            %c70_i64_680 = arith.constant 70 : i64
            %713 = arith.cmpi slt, %710, %c70_i64_680 : i64
            %714 = arith.andi %712, %713 : i1
            scf.if %714 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %711, %c70_i64_1284 : i64
              %1491 = arith.addi %710, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_49[] : memref<f32>
            }
            %thread_id_x_681 = gpu.thread_id  x
            %715 = arith.index_cast %thread_id_x_681 : index to i64
            %c16_i64_682 = arith.constant 16 : i64
            %716 = arith.remsi %715, %c16_i64_682 : i64
            %717 = arith.addi %525, %716 : i64
            %c26_i64 = arith.constant 26 : i64
            %718 = arith.addi %530, %c26_i64 : i64
            %cst_683 = arith.constant 0.000000e+00 : f32
            memref.store %cst_683, %alloca_50[] : memref<f32>
            %c0_i64_684 = arith.constant 0 : i64
            %719 = arith.cmpi sge, %717, %c0_i64_684 : i64
            %c70_i64_685 = arith.constant 70 : i64
            %720 = arith.cmpi slt, %717, %c70_i64_685 : i64
            %721 = arith.andi %719, %720 : i1
            scf.if %721 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %718, %c70_i64_1284 : i64
              %1491 = arith.addi %717, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_50[] : memref<f32>
            }
            %thread_id_x_686 = gpu.thread_id  x
            %722 = arith.index_cast %thread_id_x_686 : index to i64
            %c16_i64_687 = arith.constant 16 : i64
            %723 = arith.remsi %722, %c16_i64_687 : i64
            %724 = arith.addi %525, %723 : i64
            %c27_i64 = arith.constant 27 : i64
            %725 = arith.addi %530, %c27_i64 : i64
            %cst_688 = arith.constant 0.000000e+00 : f32
            memref.store %cst_688, %alloca_51[] : memref<f32>
            %c0_i64_689 = arith.constant 0 : i64
            %726 = arith.cmpi sge, %724, %c0_i64_689 : i64
            %c70_i64_690 = arith.constant 70 : i64
            %727 = arith.cmpi slt, %724, %c70_i64_690 : i64
            %728 = arith.andi %726, %727 : i1
            scf.if %728 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %725, %c70_i64_1284 : i64
              %1491 = arith.addi %724, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_51[] : memref<f32>
            }
            %thread_id_x_691 = gpu.thread_id  x
            %729 = arith.index_cast %thread_id_x_691 : index to i64
            %c16_i64_692 = arith.constant 16 : i64
            %730 = arith.remsi %729, %c16_i64_692 : i64
            %731 = arith.addi %525, %730 : i64
            %c28_i64 = arith.constant 28 : i64
            %732 = arith.addi %530, %c28_i64 : i64
            %cst_693 = arith.constant 0.000000e+00 : f32
            memref.store %cst_693, %alloca_52[] : memref<f32>
            %c0_i64_694 = arith.constant 0 : i64
            %733 = arith.cmpi sge, %731, %c0_i64_694 : i64
            %c70_i64_695 = arith.constant 70 : i64
            %734 = arith.cmpi slt, %731, %c70_i64_695 : i64
            %735 = arith.andi %733, %734 : i1
            scf.if %735 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %732, %c70_i64_1284 : i64
              %1491 = arith.addi %731, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_52[] : memref<f32>
            }
            %thread_id_x_696 = gpu.thread_id  x
            %736 = arith.index_cast %thread_id_x_696 : index to i64
            %c16_i64_697 = arith.constant 16 : i64
            %737 = arith.remsi %736, %c16_i64_697 : i64
            %738 = arith.addi %525, %737 : i64
            %c29_i64 = arith.constant 29 : i64
            %739 = arith.addi %530, %c29_i64 : i64
            %cst_698 = arith.constant 0.000000e+00 : f32
            memref.store %cst_698, %alloca_53[] : memref<f32>
            %c0_i64_699 = arith.constant 0 : i64
            %740 = arith.cmpi sge, %738, %c0_i64_699 : i64
            %c70_i64_700 = arith.constant 70 : i64
            %741 = arith.cmpi slt, %738, %c70_i64_700 : i64
            %742 = arith.andi %740, %741 : i1
            scf.if %742 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %739, %c70_i64_1284 : i64
              %1491 = arith.addi %738, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_53[] : memref<f32>
            }
            %thread_id_x_701 = gpu.thread_id  x
            %743 = arith.index_cast %thread_id_x_701 : index to i64
            %c16_i64_702 = arith.constant 16 : i64
            %744 = arith.remsi %743, %c16_i64_702 : i64
            %745 = arith.addi %525, %744 : i64
            %c30_i64 = arith.constant 30 : i64
            %746 = arith.addi %530, %c30_i64 : i64
            %cst_703 = arith.constant 0.000000e+00 : f32
            memref.store %cst_703, %alloca_54[] : memref<f32>
            %c0_i64_704 = arith.constant 0 : i64
            %747 = arith.cmpi sge, %745, %c0_i64_704 : i64
            %c70_i64_705 = arith.constant 70 : i64
            %748 = arith.cmpi slt, %745, %c70_i64_705 : i64
            %749 = arith.andi %747, %748 : i1
            scf.if %749 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %746, %c70_i64_1284 : i64
              %1491 = arith.addi %745, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_54[] : memref<f32>
            }
            %thread_id_x_706 = gpu.thread_id  x
            %750 = arith.index_cast %thread_id_x_706 : index to i64
            %c16_i64_707 = arith.constant 16 : i64
            %751 = arith.remsi %750, %c16_i64_707 : i64
            %752 = arith.addi %525, %751 : i64
            %c31_i64 = arith.constant 31 : i64
            %753 = arith.addi %530, %c31_i64 : i64
            %cst_708 = arith.constant 0.000000e+00 : f32
            memref.store %cst_708, %alloca_55[] : memref<f32>
            %c0_i64_709 = arith.constant 0 : i64
            %754 = arith.cmpi sge, %752, %c0_i64_709 : i64
            %c70_i64_710 = arith.constant 70 : i64
            %755 = arith.cmpi slt, %752, %c70_i64_710 : i64
            %756 = arith.andi %754, %755 : i1
            scf.if %756 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %753, %c70_i64_1284 : i64
              %1491 = arith.addi %752, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_55[] : memref<f32>
            }
            %thread_id_x_711 = gpu.thread_id  x
            %757 = arith.index_cast %thread_id_x_711 : index to i64
            %c16_i64_712 = arith.constant 16 : i64
            %758 = arith.remsi %757, %c16_i64_712 : i64
            %c16_i64_713 = arith.constant 16 : i64
            %759 = arith.addi %758, %c16_i64_713 : i64
            %760 = arith.addi %525, %759 : i64
            %cst_714 = arith.constant 0.000000e+00 : f32
            memref.store %cst_714, %alloca_56[] : memref<f32>
            %c0_i64_715 = arith.constant 0 : i64
            %761 = arith.cmpi sge, %760, %c0_i64_715 : i64
            %c70_i64_716 = arith.constant 70 : i64
            %762 = arith.cmpi slt, %760, %c70_i64_716 : i64
            %763 = arith.andi %761, %762 : i1
            scf.if %763 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %530, %c70_i64_1284 : i64
              %1491 = arith.addi %760, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_56[] : memref<f32>
            }
            %thread_id_x_717 = gpu.thread_id  x
            %764 = arith.index_cast %thread_id_x_717 : index to i64
            %c16_i64_718 = arith.constant 16 : i64
            %765 = arith.remsi %764, %c16_i64_718 : i64
            %c16_i64_719 = arith.constant 16 : i64
            %766 = arith.addi %765, %c16_i64_719 : i64
            %767 = arith.addi %525, %766 : i64
            %c1_i64_720 = arith.constant 1 : i64
            %768 = arith.addi %530, %c1_i64_720 : i64
            %cst_721 = arith.constant 0.000000e+00 : f32
            memref.store %cst_721, %alloca_57[] : memref<f32>
            %c0_i64_722 = arith.constant 0 : i64
            %769 = arith.cmpi sge, %767, %c0_i64_722 : i64
            %c70_i64_723 = arith.constant 70 : i64
            %770 = arith.cmpi slt, %767, %c70_i64_723 : i64
            %771 = arith.andi %769, %770 : i1
            scf.if %771 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %768, %c70_i64_1284 : i64
              %1491 = arith.addi %767, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_57[] : memref<f32>
            }
            %thread_id_x_724 = gpu.thread_id  x
            %772 = arith.index_cast %thread_id_x_724 : index to i64
            %c16_i64_725 = arith.constant 16 : i64
            %773 = arith.remsi %772, %c16_i64_725 : i64
            %c16_i64_726 = arith.constant 16 : i64
            %774 = arith.addi %773, %c16_i64_726 : i64
            %775 = arith.addi %525, %774 : i64
            %c2_i64_727 = arith.constant 2 : i64
            %776 = arith.addi %530, %c2_i64_727 : i64
            %cst_728 = arith.constant 0.000000e+00 : f32
            memref.store %cst_728, %alloca_58[] : memref<f32>
            %c0_i64_729 = arith.constant 0 : i64
            %777 = arith.cmpi sge, %775, %c0_i64_729 : i64
            %c70_i64_730 = arith.constant 70 : i64
            %778 = arith.cmpi slt, %775, %c70_i64_730 : i64
            %779 = arith.andi %777, %778 : i1
            scf.if %779 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %776, %c70_i64_1284 : i64
              %1491 = arith.addi %775, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_58[] : memref<f32>
            }
            %thread_id_x_731 = gpu.thread_id  x
            %780 = arith.index_cast %thread_id_x_731 : index to i64
            %c16_i64_732 = arith.constant 16 : i64
            %781 = arith.remsi %780, %c16_i64_732 : i64
            %c16_i64_733 = arith.constant 16 : i64
            %782 = arith.addi %781, %c16_i64_733 : i64
            %783 = arith.addi %525, %782 : i64
            %c3_i64_734 = arith.constant 3 : i64
            %784 = arith.addi %530, %c3_i64_734 : i64
            %cst_735 = arith.constant 0.000000e+00 : f32
            memref.store %cst_735, %alloca_59[] : memref<f32>
            %c0_i64_736 = arith.constant 0 : i64
            %785 = arith.cmpi sge, %783, %c0_i64_736 : i64
            %c70_i64_737 = arith.constant 70 : i64
            %786 = arith.cmpi slt, %783, %c70_i64_737 : i64
            %787 = arith.andi %785, %786 : i1
            scf.if %787 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %784, %c70_i64_1284 : i64
              %1491 = arith.addi %783, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_59[] : memref<f32>
            }
            %thread_id_x_738 = gpu.thread_id  x
            %788 = arith.index_cast %thread_id_x_738 : index to i64
            %c16_i64_739 = arith.constant 16 : i64
            %789 = arith.remsi %788, %c16_i64_739 : i64
            %c16_i64_740 = arith.constant 16 : i64
            %790 = arith.addi %789, %c16_i64_740 : i64
            %791 = arith.addi %525, %790 : i64
            %c4_i64_741 = arith.constant 4 : i64
            %792 = arith.addi %530, %c4_i64_741 : i64
            %cst_742 = arith.constant 0.000000e+00 : f32
            memref.store %cst_742, %alloca_60[] : memref<f32>
            %c0_i64_743 = arith.constant 0 : i64
            %793 = arith.cmpi sge, %791, %c0_i64_743 : i64
            %c70_i64_744 = arith.constant 70 : i64
            %794 = arith.cmpi slt, %791, %c70_i64_744 : i64
            %795 = arith.andi %793, %794 : i1
            scf.if %795 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %792, %c70_i64_1284 : i64
              %1491 = arith.addi %791, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_60[] : memref<f32>
            }
            %thread_id_x_745 = gpu.thread_id  x
            %796 = arith.index_cast %thread_id_x_745 : index to i64
            %c16_i64_746 = arith.constant 16 : i64
            %797 = arith.remsi %796, %c16_i64_746 : i64
            %c16_i64_747 = arith.constant 16 : i64
            %798 = arith.addi %797, %c16_i64_747 : i64
            %799 = arith.addi %525, %798 : i64
            %c5_i64_748 = arith.constant 5 : i64
            %800 = arith.addi %530, %c5_i64_748 : i64
            %cst_749 = arith.constant 0.000000e+00 : f32
            memref.store %cst_749, %alloca_61[] : memref<f32>
            %c0_i64_750 = arith.constant 0 : i64
            %801 = arith.cmpi sge, %799, %c0_i64_750 : i64
            %c70_i64_751 = arith.constant 70 : i64
            %802 = arith.cmpi slt, %799, %c70_i64_751 : i64
            %803 = arith.andi %801, %802 : i1
            scf.if %803 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %800, %c70_i64_1284 : i64
              %1491 = arith.addi %799, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_61[] : memref<f32>
            }
            %thread_id_x_752 = gpu.thread_id  x
            %804 = arith.index_cast %thread_id_x_752 : index to i64
            %c16_i64_753 = arith.constant 16 : i64
            %805 = arith.remsi %804, %c16_i64_753 : i64
            %c16_i64_754 = arith.constant 16 : i64
            %806 = arith.addi %805, %c16_i64_754 : i64
            %807 = arith.addi %525, %806 : i64
            %c6_i64_755 = arith.constant 6 : i64
            %808 = arith.addi %530, %c6_i64_755 : i64
            %cst_756 = arith.constant 0.000000e+00 : f32
            memref.store %cst_756, %alloca_62[] : memref<f32>
            %c0_i64_757 = arith.constant 0 : i64
            %809 = arith.cmpi sge, %807, %c0_i64_757 : i64
            %c70_i64_758 = arith.constant 70 : i64
            %810 = arith.cmpi slt, %807, %c70_i64_758 : i64
            %811 = arith.andi %809, %810 : i1
            scf.if %811 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %808, %c70_i64_1284 : i64
              %1491 = arith.addi %807, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_62[] : memref<f32>
            }
            %thread_id_x_759 = gpu.thread_id  x
            %812 = arith.index_cast %thread_id_x_759 : index to i64
            %c16_i64_760 = arith.constant 16 : i64
            %813 = arith.remsi %812, %c16_i64_760 : i64
            %c16_i64_761 = arith.constant 16 : i64
            %814 = arith.addi %813, %c16_i64_761 : i64
            %815 = arith.addi %525, %814 : i64
            %c7_i64_762 = arith.constant 7 : i64
            %816 = arith.addi %530, %c7_i64_762 : i64
            %cst_763 = arith.constant 0.000000e+00 : f32
            memref.store %cst_763, %alloca_63[] : memref<f32>
            %c0_i64_764 = arith.constant 0 : i64
            %817 = arith.cmpi sge, %815, %c0_i64_764 : i64
            %c70_i64_765 = arith.constant 70 : i64
            %818 = arith.cmpi slt, %815, %c70_i64_765 : i64
            %819 = arith.andi %817, %818 : i1
            scf.if %819 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %816, %c70_i64_1284 : i64
              %1491 = arith.addi %815, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_63[] : memref<f32>
            }
            %thread_id_x_766 = gpu.thread_id  x
            %820 = arith.index_cast %thread_id_x_766 : index to i64
            %c16_i64_767 = arith.constant 16 : i64
            %821 = arith.remsi %820, %c16_i64_767 : i64
            %c16_i64_768 = arith.constant 16 : i64
            %822 = arith.addi %821, %c16_i64_768 : i64
            %823 = arith.addi %525, %822 : i64
            %c8_i64_769 = arith.constant 8 : i64
            %824 = arith.addi %530, %c8_i64_769 : i64
            %cst_770 = arith.constant 0.000000e+00 : f32
            memref.store %cst_770, %alloca_64[] : memref<f32>
            %c0_i64_771 = arith.constant 0 : i64
            %825 = arith.cmpi sge, %823, %c0_i64_771 : i64
            %c70_i64_772 = arith.constant 70 : i64
            %826 = arith.cmpi slt, %823, %c70_i64_772 : i64
            %827 = arith.andi %825, %826 : i1
            scf.if %827 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %824, %c70_i64_1284 : i64
              %1491 = arith.addi %823, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_64[] : memref<f32>
            }
            %thread_id_x_773 = gpu.thread_id  x
            %828 = arith.index_cast %thread_id_x_773 : index to i64
            %c16_i64_774 = arith.constant 16 : i64
            %829 = arith.remsi %828, %c16_i64_774 : i64
            %c16_i64_775 = arith.constant 16 : i64
            %830 = arith.addi %829, %c16_i64_775 : i64
            %831 = arith.addi %525, %830 : i64
            %c9_i64_776 = arith.constant 9 : i64
            %832 = arith.addi %530, %c9_i64_776 : i64
            %cst_777 = arith.constant 0.000000e+00 : f32
            memref.store %cst_777, %alloca_65[] : memref<f32>
            %c0_i64_778 = arith.constant 0 : i64
            %833 = arith.cmpi sge, %831, %c0_i64_778 : i64
            %c70_i64_779 = arith.constant 70 : i64
            %834 = arith.cmpi slt, %831, %c70_i64_779 : i64
            %835 = arith.andi %833, %834 : i1
            scf.if %835 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %832, %c70_i64_1284 : i64
              %1491 = arith.addi %831, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_65[] : memref<f32>
            }
            %thread_id_x_780 = gpu.thread_id  x
            %836 = arith.index_cast %thread_id_x_780 : index to i64
            %c16_i64_781 = arith.constant 16 : i64
            %837 = arith.remsi %836, %c16_i64_781 : i64
            %c16_i64_782 = arith.constant 16 : i64
            %838 = arith.addi %837, %c16_i64_782 : i64
            %839 = arith.addi %525, %838 : i64
            %c10_i64_783 = arith.constant 10 : i64
            %840 = arith.addi %530, %c10_i64_783 : i64
            %cst_784 = arith.constant 0.000000e+00 : f32
            memref.store %cst_784, %alloca_66[] : memref<f32>
            %c0_i64_785 = arith.constant 0 : i64
            %841 = arith.cmpi sge, %839, %c0_i64_785 : i64
            %c70_i64_786 = arith.constant 70 : i64
            %842 = arith.cmpi slt, %839, %c70_i64_786 : i64
            %843 = arith.andi %841, %842 : i1
            scf.if %843 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %840, %c70_i64_1284 : i64
              %1491 = arith.addi %839, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_66[] : memref<f32>
            }
            %thread_id_x_787 = gpu.thread_id  x
            %844 = arith.index_cast %thread_id_x_787 : index to i64
            %c16_i64_788 = arith.constant 16 : i64
            %845 = arith.remsi %844, %c16_i64_788 : i64
            %c16_i64_789 = arith.constant 16 : i64
            %846 = arith.addi %845, %c16_i64_789 : i64
            %847 = arith.addi %525, %846 : i64
            %c11_i64_790 = arith.constant 11 : i64
            %848 = arith.addi %530, %c11_i64_790 : i64
            %cst_791 = arith.constant 0.000000e+00 : f32
            memref.store %cst_791, %alloca_67[] : memref<f32>
            %c0_i64_792 = arith.constant 0 : i64
            %849 = arith.cmpi sge, %847, %c0_i64_792 : i64
            %c70_i64_793 = arith.constant 70 : i64
            %850 = arith.cmpi slt, %847, %c70_i64_793 : i64
            %851 = arith.andi %849, %850 : i1
            scf.if %851 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %848, %c70_i64_1284 : i64
              %1491 = arith.addi %847, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_67[] : memref<f32>
            }
            %thread_id_x_794 = gpu.thread_id  x
            %852 = arith.index_cast %thread_id_x_794 : index to i64
            %c16_i64_795 = arith.constant 16 : i64
            %853 = arith.remsi %852, %c16_i64_795 : i64
            %c16_i64_796 = arith.constant 16 : i64
            %854 = arith.addi %853, %c16_i64_796 : i64
            %855 = arith.addi %525, %854 : i64
            %c12_i64_797 = arith.constant 12 : i64
            %856 = arith.addi %530, %c12_i64_797 : i64
            %cst_798 = arith.constant 0.000000e+00 : f32
            memref.store %cst_798, %alloca_68[] : memref<f32>
            %c0_i64_799 = arith.constant 0 : i64
            %857 = arith.cmpi sge, %855, %c0_i64_799 : i64
            %c70_i64_800 = arith.constant 70 : i64
            %858 = arith.cmpi slt, %855, %c70_i64_800 : i64
            %859 = arith.andi %857, %858 : i1
            scf.if %859 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %856, %c70_i64_1284 : i64
              %1491 = arith.addi %855, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_68[] : memref<f32>
            }
            %thread_id_x_801 = gpu.thread_id  x
            %860 = arith.index_cast %thread_id_x_801 : index to i64
            %c16_i64_802 = arith.constant 16 : i64
            %861 = arith.remsi %860, %c16_i64_802 : i64
            %c16_i64_803 = arith.constant 16 : i64
            %862 = arith.addi %861, %c16_i64_803 : i64
            %863 = arith.addi %525, %862 : i64
            %c13_i64_804 = arith.constant 13 : i64
            %864 = arith.addi %530, %c13_i64_804 : i64
            %cst_805 = arith.constant 0.000000e+00 : f32
            memref.store %cst_805, %alloca_69[] : memref<f32>
            %c0_i64_806 = arith.constant 0 : i64
            %865 = arith.cmpi sge, %863, %c0_i64_806 : i64
            %c70_i64_807 = arith.constant 70 : i64
            %866 = arith.cmpi slt, %863, %c70_i64_807 : i64
            %867 = arith.andi %865, %866 : i1
            scf.if %867 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %864, %c70_i64_1284 : i64
              %1491 = arith.addi %863, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_69[] : memref<f32>
            }
            %thread_id_x_808 = gpu.thread_id  x
            %868 = arith.index_cast %thread_id_x_808 : index to i64
            %c16_i64_809 = arith.constant 16 : i64
            %869 = arith.remsi %868, %c16_i64_809 : i64
            %c16_i64_810 = arith.constant 16 : i64
            %870 = arith.addi %869, %c16_i64_810 : i64
            %871 = arith.addi %525, %870 : i64
            %c14_i64_811 = arith.constant 14 : i64
            %872 = arith.addi %530, %c14_i64_811 : i64
            %cst_812 = arith.constant 0.000000e+00 : f32
            memref.store %cst_812, %alloca_70[] : memref<f32>
            %c0_i64_813 = arith.constant 0 : i64
            %873 = arith.cmpi sge, %871, %c0_i64_813 : i64
            %c70_i64_814 = arith.constant 70 : i64
            %874 = arith.cmpi slt, %871, %c70_i64_814 : i64
            %875 = arith.andi %873, %874 : i1
            scf.if %875 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %872, %c70_i64_1284 : i64
              %1491 = arith.addi %871, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_70[] : memref<f32>
            }
            %thread_id_x_815 = gpu.thread_id  x
            %876 = arith.index_cast %thread_id_x_815 : index to i64
            %c16_i64_816 = arith.constant 16 : i64
            %877 = arith.remsi %876, %c16_i64_816 : i64
            %c16_i64_817 = arith.constant 16 : i64
            %878 = arith.addi %877, %c16_i64_817 : i64
            %879 = arith.addi %525, %878 : i64
            %c15_i64_818 = arith.constant 15 : i64
            %880 = arith.addi %530, %c15_i64_818 : i64
            %cst_819 = arith.constant 0.000000e+00 : f32
            memref.store %cst_819, %alloca_71[] : memref<f32>
            %c0_i64_820 = arith.constant 0 : i64
            %881 = arith.cmpi sge, %879, %c0_i64_820 : i64
            %c70_i64_821 = arith.constant 70 : i64
            %882 = arith.cmpi slt, %879, %c70_i64_821 : i64
            %883 = arith.andi %881, %882 : i1
            scf.if %883 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %880, %c70_i64_1284 : i64
              %1491 = arith.addi %879, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_71[] : memref<f32>
            }
            %thread_id_x_822 = gpu.thread_id  x
            %884 = arith.index_cast %thread_id_x_822 : index to i64
            %c16_i64_823 = arith.constant 16 : i64
            %885 = arith.remsi %884, %c16_i64_823 : i64
            %c16_i64_824 = arith.constant 16 : i64
            %886 = arith.addi %885, %c16_i64_824 : i64
            %887 = arith.addi %525, %886 : i64
            %c16_i64_825 = arith.constant 16 : i64
            %888 = arith.addi %530, %c16_i64_825 : i64
            %cst_826 = arith.constant 0.000000e+00 : f32
            memref.store %cst_826, %alloca_72[] : memref<f32>
            %c0_i64_827 = arith.constant 0 : i64
            %889 = arith.cmpi sge, %887, %c0_i64_827 : i64
            %c70_i64_828 = arith.constant 70 : i64
            %890 = arith.cmpi slt, %887, %c70_i64_828 : i64
            %891 = arith.andi %889, %890 : i1
            scf.if %891 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %888, %c70_i64_1284 : i64
              %1491 = arith.addi %887, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_72[] : memref<f32>
            }
            %thread_id_x_829 = gpu.thread_id  x
            %892 = arith.index_cast %thread_id_x_829 : index to i64
            %c16_i64_830 = arith.constant 16 : i64
            %893 = arith.remsi %892, %c16_i64_830 : i64
            %c16_i64_831 = arith.constant 16 : i64
            %894 = arith.addi %893, %c16_i64_831 : i64
            %895 = arith.addi %525, %894 : i64
            %c17_i64_832 = arith.constant 17 : i64
            %896 = arith.addi %530, %c17_i64_832 : i64
            %cst_833 = arith.constant 0.000000e+00 : f32
            memref.store %cst_833, %alloca_73[] : memref<f32>
            %c0_i64_834 = arith.constant 0 : i64
            %897 = arith.cmpi sge, %895, %c0_i64_834 : i64
            %c70_i64_835 = arith.constant 70 : i64
            %898 = arith.cmpi slt, %895, %c70_i64_835 : i64
            %899 = arith.andi %897, %898 : i1
            scf.if %899 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %896, %c70_i64_1284 : i64
              %1491 = arith.addi %895, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_73[] : memref<f32>
            }
            %thread_id_x_836 = gpu.thread_id  x
            %900 = arith.index_cast %thread_id_x_836 : index to i64
            %c16_i64_837 = arith.constant 16 : i64
            %901 = arith.remsi %900, %c16_i64_837 : i64
            %c16_i64_838 = arith.constant 16 : i64
            %902 = arith.addi %901, %c16_i64_838 : i64
            %903 = arith.addi %525, %902 : i64
            %c18_i64_839 = arith.constant 18 : i64
            %904 = arith.addi %530, %c18_i64_839 : i64
            %cst_840 = arith.constant 0.000000e+00 : f32
            memref.store %cst_840, %alloca_74[] : memref<f32>
            %c0_i64_841 = arith.constant 0 : i64
            %905 = arith.cmpi sge, %903, %c0_i64_841 : i64
            %c70_i64_842 = arith.constant 70 : i64
            %906 = arith.cmpi slt, %903, %c70_i64_842 : i64
            %907 = arith.andi %905, %906 : i1
            scf.if %907 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %904, %c70_i64_1284 : i64
              %1491 = arith.addi %903, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_74[] : memref<f32>
            }
            %thread_id_x_843 = gpu.thread_id  x
            %908 = arith.index_cast %thread_id_x_843 : index to i64
            %c16_i64_844 = arith.constant 16 : i64
            %909 = arith.remsi %908, %c16_i64_844 : i64
            %c16_i64_845 = arith.constant 16 : i64
            %910 = arith.addi %909, %c16_i64_845 : i64
            %911 = arith.addi %525, %910 : i64
            %c19_i64_846 = arith.constant 19 : i64
            %912 = arith.addi %530, %c19_i64_846 : i64
            %cst_847 = arith.constant 0.000000e+00 : f32
            memref.store %cst_847, %alloca_75[] : memref<f32>
            %c0_i64_848 = arith.constant 0 : i64
            %913 = arith.cmpi sge, %911, %c0_i64_848 : i64
            %c70_i64_849 = arith.constant 70 : i64
            %914 = arith.cmpi slt, %911, %c70_i64_849 : i64
            %915 = arith.andi %913, %914 : i1
            scf.if %915 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %912, %c70_i64_1284 : i64
              %1491 = arith.addi %911, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_75[] : memref<f32>
            }
            %thread_id_x_850 = gpu.thread_id  x
            %916 = arith.index_cast %thread_id_x_850 : index to i64
            %c16_i64_851 = arith.constant 16 : i64
            %917 = arith.remsi %916, %c16_i64_851 : i64
            %c16_i64_852 = arith.constant 16 : i64
            %918 = arith.addi %917, %c16_i64_852 : i64
            %919 = arith.addi %525, %918 : i64
            %c20_i64_853 = arith.constant 20 : i64
            %920 = arith.addi %530, %c20_i64_853 : i64
            %cst_854 = arith.constant 0.000000e+00 : f32
            memref.store %cst_854, %alloca_76[] : memref<f32>
            %c0_i64_855 = arith.constant 0 : i64
            %921 = arith.cmpi sge, %919, %c0_i64_855 : i64
            %c70_i64_856 = arith.constant 70 : i64
            %922 = arith.cmpi slt, %919, %c70_i64_856 : i64
            %923 = arith.andi %921, %922 : i1
            scf.if %923 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %920, %c70_i64_1284 : i64
              %1491 = arith.addi %919, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_76[] : memref<f32>
            }
            %thread_id_x_857 = gpu.thread_id  x
            %924 = arith.index_cast %thread_id_x_857 : index to i64
            %c16_i64_858 = arith.constant 16 : i64
            %925 = arith.remsi %924, %c16_i64_858 : i64
            %c16_i64_859 = arith.constant 16 : i64
            %926 = arith.addi %925, %c16_i64_859 : i64
            %927 = arith.addi %525, %926 : i64
            %c21_i64_860 = arith.constant 21 : i64
            %928 = arith.addi %530, %c21_i64_860 : i64
            %cst_861 = arith.constant 0.000000e+00 : f32
            memref.store %cst_861, %alloca_77[] : memref<f32>
            %c0_i64_862 = arith.constant 0 : i64
            %929 = arith.cmpi sge, %927, %c0_i64_862 : i64
            %c70_i64_863 = arith.constant 70 : i64
            %930 = arith.cmpi slt, %927, %c70_i64_863 : i64
            %931 = arith.andi %929, %930 : i1
            scf.if %931 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %928, %c70_i64_1284 : i64
              %1491 = arith.addi %927, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_77[] : memref<f32>
            }
            %thread_id_x_864 = gpu.thread_id  x
            %932 = arith.index_cast %thread_id_x_864 : index to i64
            %c16_i64_865 = arith.constant 16 : i64
            %933 = arith.remsi %932, %c16_i64_865 : i64
            %c16_i64_866 = arith.constant 16 : i64
            %934 = arith.addi %933, %c16_i64_866 : i64
            %935 = arith.addi %525, %934 : i64
            %c22_i64_867 = arith.constant 22 : i64
            %936 = arith.addi %530, %c22_i64_867 : i64
            %cst_868 = arith.constant 0.000000e+00 : f32
            memref.store %cst_868, %alloca_78[] : memref<f32>
            %c0_i64_869 = arith.constant 0 : i64
            %937 = arith.cmpi sge, %935, %c0_i64_869 : i64
            %c70_i64_870 = arith.constant 70 : i64
            %938 = arith.cmpi slt, %935, %c70_i64_870 : i64
            %939 = arith.andi %937, %938 : i1
            scf.if %939 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %936, %c70_i64_1284 : i64
              %1491 = arith.addi %935, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_78[] : memref<f32>
            }
            %thread_id_x_871 = gpu.thread_id  x
            %940 = arith.index_cast %thread_id_x_871 : index to i64
            %c16_i64_872 = arith.constant 16 : i64
            %941 = arith.remsi %940, %c16_i64_872 : i64
            %c16_i64_873 = arith.constant 16 : i64
            %942 = arith.addi %941, %c16_i64_873 : i64
            %943 = arith.addi %525, %942 : i64
            %c23_i64_874 = arith.constant 23 : i64
            %944 = arith.addi %530, %c23_i64_874 : i64
            %cst_875 = arith.constant 0.000000e+00 : f32
            memref.store %cst_875, %alloca_79[] : memref<f32>
            %c0_i64_876 = arith.constant 0 : i64
            %945 = arith.cmpi sge, %943, %c0_i64_876 : i64
            %c70_i64_877 = arith.constant 70 : i64
            %946 = arith.cmpi slt, %943, %c70_i64_877 : i64
            %947 = arith.andi %945, %946 : i1
            scf.if %947 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %944, %c70_i64_1284 : i64
              %1491 = arith.addi %943, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_79[] : memref<f32>
            }
            %thread_id_x_878 = gpu.thread_id  x
            %948 = arith.index_cast %thread_id_x_878 : index to i64
            %c16_i64_879 = arith.constant 16 : i64
            %949 = arith.remsi %948, %c16_i64_879 : i64
            %c16_i64_880 = arith.constant 16 : i64
            %950 = arith.addi %949, %c16_i64_880 : i64
            %951 = arith.addi %525, %950 : i64
            %c24_i64_881 = arith.constant 24 : i64
            %952 = arith.addi %530, %c24_i64_881 : i64
            %cst_882 = arith.constant 0.000000e+00 : f32
            memref.store %cst_882, %alloca_80[] : memref<f32>
            %c0_i64_883 = arith.constant 0 : i64
            %953 = arith.cmpi sge, %951, %c0_i64_883 : i64
            %c70_i64_884 = arith.constant 70 : i64
            %954 = arith.cmpi slt, %951, %c70_i64_884 : i64
            %955 = arith.andi %953, %954 : i1
            scf.if %955 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %952, %c70_i64_1284 : i64
              %1491 = arith.addi %951, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_80[] : memref<f32>
            }
            %thread_id_x_885 = gpu.thread_id  x
            %956 = arith.index_cast %thread_id_x_885 : index to i64
            %c16_i64_886 = arith.constant 16 : i64
            %957 = arith.remsi %956, %c16_i64_886 : i64
            %c16_i64_887 = arith.constant 16 : i64
            %958 = arith.addi %957, %c16_i64_887 : i64
            %959 = arith.addi %525, %958 : i64
            %c25_i64_888 = arith.constant 25 : i64
            %960 = arith.addi %530, %c25_i64_888 : i64
            %cst_889 = arith.constant 0.000000e+00 : f32
            memref.store %cst_889, %alloca_81[] : memref<f32>
            %c0_i64_890 = arith.constant 0 : i64
            %961 = arith.cmpi sge, %959, %c0_i64_890 : i64
            %c70_i64_891 = arith.constant 70 : i64
            %962 = arith.cmpi slt, %959, %c70_i64_891 : i64
            %963 = arith.andi %961, %962 : i1
            scf.if %963 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %960, %c70_i64_1284 : i64
              %1491 = arith.addi %959, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_81[] : memref<f32>
            }
            %thread_id_x_892 = gpu.thread_id  x
            %964 = arith.index_cast %thread_id_x_892 : index to i64
            %c16_i64_893 = arith.constant 16 : i64
            %965 = arith.remsi %964, %c16_i64_893 : i64
            %c16_i64_894 = arith.constant 16 : i64
            %966 = arith.addi %965, %c16_i64_894 : i64
            %967 = arith.addi %525, %966 : i64
            %c26_i64_895 = arith.constant 26 : i64
            %968 = arith.addi %530, %c26_i64_895 : i64
            %cst_896 = arith.constant 0.000000e+00 : f32
            memref.store %cst_896, %alloca_82[] : memref<f32>
            %c0_i64_897 = arith.constant 0 : i64
            %969 = arith.cmpi sge, %967, %c0_i64_897 : i64
            %c70_i64_898 = arith.constant 70 : i64
            %970 = arith.cmpi slt, %967, %c70_i64_898 : i64
            %971 = arith.andi %969, %970 : i1
            scf.if %971 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %968, %c70_i64_1284 : i64
              %1491 = arith.addi %967, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_82[] : memref<f32>
            }
            %thread_id_x_899 = gpu.thread_id  x
            %972 = arith.index_cast %thread_id_x_899 : index to i64
            %c16_i64_900 = arith.constant 16 : i64
            %973 = arith.remsi %972, %c16_i64_900 : i64
            %c16_i64_901 = arith.constant 16 : i64
            %974 = arith.addi %973, %c16_i64_901 : i64
            %975 = arith.addi %525, %974 : i64
            %c27_i64_902 = arith.constant 27 : i64
            %976 = arith.addi %530, %c27_i64_902 : i64
            %cst_903 = arith.constant 0.000000e+00 : f32
            memref.store %cst_903, %alloca_83[] : memref<f32>
            %c0_i64_904 = arith.constant 0 : i64
            %977 = arith.cmpi sge, %975, %c0_i64_904 : i64
            %c70_i64_905 = arith.constant 70 : i64
            %978 = arith.cmpi slt, %975, %c70_i64_905 : i64
            %979 = arith.andi %977, %978 : i1
            scf.if %979 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %976, %c70_i64_1284 : i64
              %1491 = arith.addi %975, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_83[] : memref<f32>
            }
            %thread_id_x_906 = gpu.thread_id  x
            %980 = arith.index_cast %thread_id_x_906 : index to i64
            %c16_i64_907 = arith.constant 16 : i64
            %981 = arith.remsi %980, %c16_i64_907 : i64
            %c16_i64_908 = arith.constant 16 : i64
            %982 = arith.addi %981, %c16_i64_908 : i64
            %983 = arith.addi %525, %982 : i64
            %c28_i64_909 = arith.constant 28 : i64
            %984 = arith.addi %530, %c28_i64_909 : i64
            %cst_910 = arith.constant 0.000000e+00 : f32
            memref.store %cst_910, %alloca_84[] : memref<f32>
            %c0_i64_911 = arith.constant 0 : i64
            %985 = arith.cmpi sge, %983, %c0_i64_911 : i64
            %c70_i64_912 = arith.constant 70 : i64
            %986 = arith.cmpi slt, %983, %c70_i64_912 : i64
            %987 = arith.andi %985, %986 : i1
            scf.if %987 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %984, %c70_i64_1284 : i64
              %1491 = arith.addi %983, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_84[] : memref<f32>
            }
            %thread_id_x_913 = gpu.thread_id  x
            %988 = arith.index_cast %thread_id_x_913 : index to i64
            %c16_i64_914 = arith.constant 16 : i64
            %989 = arith.remsi %988, %c16_i64_914 : i64
            %c16_i64_915 = arith.constant 16 : i64
            %990 = arith.addi %989, %c16_i64_915 : i64
            %991 = arith.addi %525, %990 : i64
            %c29_i64_916 = arith.constant 29 : i64
            %992 = arith.addi %530, %c29_i64_916 : i64
            %cst_917 = arith.constant 0.000000e+00 : f32
            memref.store %cst_917, %alloca_85[] : memref<f32>
            %c0_i64_918 = arith.constant 0 : i64
            %993 = arith.cmpi sge, %991, %c0_i64_918 : i64
            %c70_i64_919 = arith.constant 70 : i64
            %994 = arith.cmpi slt, %991, %c70_i64_919 : i64
            %995 = arith.andi %993, %994 : i1
            scf.if %995 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %992, %c70_i64_1284 : i64
              %1491 = arith.addi %991, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_85[] : memref<f32>
            }
            %thread_id_x_920 = gpu.thread_id  x
            %996 = arith.index_cast %thread_id_x_920 : index to i64
            %c16_i64_921 = arith.constant 16 : i64
            %997 = arith.remsi %996, %c16_i64_921 : i64
            %c16_i64_922 = arith.constant 16 : i64
            %998 = arith.addi %997, %c16_i64_922 : i64
            %999 = arith.addi %525, %998 : i64
            %c30_i64_923 = arith.constant 30 : i64
            %1000 = arith.addi %530, %c30_i64_923 : i64
            %cst_924 = arith.constant 0.000000e+00 : f32
            memref.store %cst_924, %alloca_86[] : memref<f32>
            %c0_i64_925 = arith.constant 0 : i64
            %1001 = arith.cmpi sge, %999, %c0_i64_925 : i64
            %c70_i64_926 = arith.constant 70 : i64
            %1002 = arith.cmpi slt, %999, %c70_i64_926 : i64
            %1003 = arith.andi %1001, %1002 : i1
            scf.if %1003 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %1000, %c70_i64_1284 : i64
              %1491 = arith.addi %999, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_86[] : memref<f32>
            }
            %thread_id_x_927 = gpu.thread_id  x
            %1004 = arith.index_cast %thread_id_x_927 : index to i64
            %c16_i64_928 = arith.constant 16 : i64
            %1005 = arith.remsi %1004, %c16_i64_928 : i64
            %c16_i64_929 = arith.constant 16 : i64
            %1006 = arith.addi %1005, %c16_i64_929 : i64
            %1007 = arith.addi %525, %1006 : i64
            %c31_i64_930 = arith.constant 31 : i64
            %1008 = arith.addi %530, %c31_i64_930 : i64
            %cst_931 = arith.constant 0.000000e+00 : f32
            memref.store %cst_931, %alloca_87[] : memref<f32>
            %c0_i64_932 = arith.constant 0 : i64
            %1009 = arith.cmpi sge, %1007, %c0_i64_932 : i64
            %c70_i64_933 = arith.constant 70 : i64
            %1010 = arith.cmpi slt, %1007, %c70_i64_933 : i64
            %1011 = arith.andi %1009, %1010 : i1
            scf.if %1011 {
              %c70_i64_1284 = arith.constant 70 : i64
              %1490 = arith.muli %1008, %c70_i64_1284 : i64
              %1491 = arith.addi %1007, %1490 : i64
              %1492 = llvm.getelementptr %20[%1491] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              %1493 = llvm.load %1492 : !llvm.ptr<1> -> f32
              memref.store %1493, %alloca_87[] : memref<f32>
            }
            %thread_id_x_934 = gpu.thread_id  x
            %1012 = arith.index_cast %thread_id_x_934 : index to i64
            %c16_i64_935 = arith.constant 16 : i64
            %1013 = arith.remsi %1012, %c16_i64_935 : i64
            %1014 = arith.addi %525, %1013 : i64
            %c0_i64_936 = arith.constant 0 : i64
            %1015 = arith.cmpi sge, %1014, %c0_i64_936 : i64
            %c70_i64_937 = arith.constant 70 : i64
            %1016 = arith.cmpi slt, %1014, %c70_i64_937 : i64
            %1017 = arith.andi %1015, %1016 : i1
            scf.if %1017 {
              %1490 = memref.load %alloca[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %530, %c70_i64_1284 : i64
              %1492 = arith.addi %1014, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_938 = gpu.thread_id  x
            %1018 = arith.index_cast %thread_id_x_938 : index to i64
            %c16_i64_939 = arith.constant 16 : i64
            %1019 = arith.remsi %1018, %c16_i64_939 : i64
            %1020 = arith.addi %525, %1019 : i64
            %c1_i64_940 = arith.constant 1 : i64
            %1021 = arith.addi %530, %c1_i64_940 : i64
            %c0_i64_941 = arith.constant 0 : i64
            %1022 = arith.cmpi sge, %1020, %c0_i64_941 : i64
            %c70_i64_942 = arith.constant 70 : i64
            %1023 = arith.cmpi slt, %1020, %c70_i64_942 : i64
            %1024 = arith.andi %1022, %1023 : i1
            scf.if %1024 {
              %1490 = memref.load %alloca_25[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1021, %c70_i64_1284 : i64
              %1492 = arith.addi %1020, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_943 = gpu.thread_id  x
            %1025 = arith.index_cast %thread_id_x_943 : index to i64
            %c16_i64_944 = arith.constant 16 : i64
            %1026 = arith.remsi %1025, %c16_i64_944 : i64
            %1027 = arith.addi %525, %1026 : i64
            %c2_i64_945 = arith.constant 2 : i64
            %1028 = arith.addi %530, %c2_i64_945 : i64
            %c0_i64_946 = arith.constant 0 : i64
            %1029 = arith.cmpi sge, %1027, %c0_i64_946 : i64
            %c70_i64_947 = arith.constant 70 : i64
            %1030 = arith.cmpi slt, %1027, %c70_i64_947 : i64
            %1031 = arith.andi %1029, %1030 : i1
            scf.if %1031 {
              %1490 = memref.load %alloca_26[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1028, %c70_i64_1284 : i64
              %1492 = arith.addi %1027, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_948 = gpu.thread_id  x
            %1032 = arith.index_cast %thread_id_x_948 : index to i64
            %c16_i64_949 = arith.constant 16 : i64
            %1033 = arith.remsi %1032, %c16_i64_949 : i64
            %1034 = arith.addi %525, %1033 : i64
            %c3_i64_950 = arith.constant 3 : i64
            %1035 = arith.addi %530, %c3_i64_950 : i64
            %c0_i64_951 = arith.constant 0 : i64
            %1036 = arith.cmpi sge, %1034, %c0_i64_951 : i64
            %c70_i64_952 = arith.constant 70 : i64
            %1037 = arith.cmpi slt, %1034, %c70_i64_952 : i64
            %1038 = arith.andi %1036, %1037 : i1
            scf.if %1038 {
              %1490 = memref.load %alloca_27[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1035, %c70_i64_1284 : i64
              %1492 = arith.addi %1034, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_953 = gpu.thread_id  x
            %1039 = arith.index_cast %thread_id_x_953 : index to i64
            %c16_i64_954 = arith.constant 16 : i64
            %1040 = arith.remsi %1039, %c16_i64_954 : i64
            %1041 = arith.addi %525, %1040 : i64
            %c4_i64_955 = arith.constant 4 : i64
            %1042 = arith.addi %530, %c4_i64_955 : i64
            %c0_i64_956 = arith.constant 0 : i64
            %1043 = arith.cmpi sge, %1041, %c0_i64_956 : i64
            %c70_i64_957 = arith.constant 70 : i64
            %1044 = arith.cmpi slt, %1041, %c70_i64_957 : i64
            %1045 = arith.andi %1043, %1044 : i1
            scf.if %1045 {
              %1490 = memref.load %alloca_28[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1042, %c70_i64_1284 : i64
              %1492 = arith.addi %1041, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_958 = gpu.thread_id  x
            %1046 = arith.index_cast %thread_id_x_958 : index to i64
            %c16_i64_959 = arith.constant 16 : i64
            %1047 = arith.remsi %1046, %c16_i64_959 : i64
            %1048 = arith.addi %525, %1047 : i64
            %c5_i64_960 = arith.constant 5 : i64
            %1049 = arith.addi %530, %c5_i64_960 : i64
            %c0_i64_961 = arith.constant 0 : i64
            %1050 = arith.cmpi sge, %1048, %c0_i64_961 : i64
            %c70_i64_962 = arith.constant 70 : i64
            %1051 = arith.cmpi slt, %1048, %c70_i64_962 : i64
            %1052 = arith.andi %1050, %1051 : i1
            scf.if %1052 {
              %1490 = memref.load %alloca_29[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1049, %c70_i64_1284 : i64
              %1492 = arith.addi %1048, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_963 = gpu.thread_id  x
            %1053 = arith.index_cast %thread_id_x_963 : index to i64
            %c16_i64_964 = arith.constant 16 : i64
            %1054 = arith.remsi %1053, %c16_i64_964 : i64
            %1055 = arith.addi %525, %1054 : i64
            %c6_i64_965 = arith.constant 6 : i64
            %1056 = arith.addi %530, %c6_i64_965 : i64
            %c0_i64_966 = arith.constant 0 : i64
            %1057 = arith.cmpi sge, %1055, %c0_i64_966 : i64
            %c70_i64_967 = arith.constant 70 : i64
            %1058 = arith.cmpi slt, %1055, %c70_i64_967 : i64
            %1059 = arith.andi %1057, %1058 : i1
            scf.if %1059 {
              %1490 = memref.load %alloca_30[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1056, %c70_i64_1284 : i64
              %1492 = arith.addi %1055, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_968 = gpu.thread_id  x
            %1060 = arith.index_cast %thread_id_x_968 : index to i64
            %c16_i64_969 = arith.constant 16 : i64
            %1061 = arith.remsi %1060, %c16_i64_969 : i64
            %1062 = arith.addi %525, %1061 : i64
            %c7_i64_970 = arith.constant 7 : i64
            %1063 = arith.addi %530, %c7_i64_970 : i64
            %c0_i64_971 = arith.constant 0 : i64
            %1064 = arith.cmpi sge, %1062, %c0_i64_971 : i64
            %c70_i64_972 = arith.constant 70 : i64
            %1065 = arith.cmpi slt, %1062, %c70_i64_972 : i64
            %1066 = arith.andi %1064, %1065 : i1
            scf.if %1066 {
              %1490 = memref.load %alloca_31[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1063, %c70_i64_1284 : i64
              %1492 = arith.addi %1062, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_973 = gpu.thread_id  x
            %1067 = arith.index_cast %thread_id_x_973 : index to i64
            %c16_i64_974 = arith.constant 16 : i64
            %1068 = arith.remsi %1067, %c16_i64_974 : i64
            %1069 = arith.addi %525, %1068 : i64
            %c8_i64_975 = arith.constant 8 : i64
            %1070 = arith.addi %530, %c8_i64_975 : i64
            %c0_i64_976 = arith.constant 0 : i64
            %1071 = arith.cmpi sge, %1069, %c0_i64_976 : i64
            %c70_i64_977 = arith.constant 70 : i64
            %1072 = arith.cmpi slt, %1069, %c70_i64_977 : i64
            %1073 = arith.andi %1071, %1072 : i1
            scf.if %1073 {
              %1490 = memref.load %alloca_32[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1070, %c70_i64_1284 : i64
              %1492 = arith.addi %1069, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_978 = gpu.thread_id  x
            %1074 = arith.index_cast %thread_id_x_978 : index to i64
            %c16_i64_979 = arith.constant 16 : i64
            %1075 = arith.remsi %1074, %c16_i64_979 : i64
            %1076 = arith.addi %525, %1075 : i64
            %c9_i64_980 = arith.constant 9 : i64
            %1077 = arith.addi %530, %c9_i64_980 : i64
            %c0_i64_981 = arith.constant 0 : i64
            %1078 = arith.cmpi sge, %1076, %c0_i64_981 : i64
            %c70_i64_982 = arith.constant 70 : i64
            %1079 = arith.cmpi slt, %1076, %c70_i64_982 : i64
            %1080 = arith.andi %1078, %1079 : i1
            scf.if %1080 {
              %1490 = memref.load %alloca_33[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1077, %c70_i64_1284 : i64
              %1492 = arith.addi %1076, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_983 = gpu.thread_id  x
            %1081 = arith.index_cast %thread_id_x_983 : index to i64
            %c16_i64_984 = arith.constant 16 : i64
            %1082 = arith.remsi %1081, %c16_i64_984 : i64
            %1083 = arith.addi %525, %1082 : i64
            %c10_i64_985 = arith.constant 10 : i64
            %1084 = arith.addi %530, %c10_i64_985 : i64
            %c0_i64_986 = arith.constant 0 : i64
            %1085 = arith.cmpi sge, %1083, %c0_i64_986 : i64
            %c70_i64_987 = arith.constant 70 : i64
            %1086 = arith.cmpi slt, %1083, %c70_i64_987 : i64
            %1087 = arith.andi %1085, %1086 : i1
            scf.if %1087 {
              %1490 = memref.load %alloca_34[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1084, %c70_i64_1284 : i64
              %1492 = arith.addi %1083, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_988 = gpu.thread_id  x
            %1088 = arith.index_cast %thread_id_x_988 : index to i64
            %c16_i64_989 = arith.constant 16 : i64
            %1089 = arith.remsi %1088, %c16_i64_989 : i64
            %1090 = arith.addi %525, %1089 : i64
            %c11_i64_990 = arith.constant 11 : i64
            %1091 = arith.addi %530, %c11_i64_990 : i64
            %c0_i64_991 = arith.constant 0 : i64
            %1092 = arith.cmpi sge, %1090, %c0_i64_991 : i64
            %c70_i64_992 = arith.constant 70 : i64
            %1093 = arith.cmpi slt, %1090, %c70_i64_992 : i64
            %1094 = arith.andi %1092, %1093 : i1
            scf.if %1094 {
              %1490 = memref.load %alloca_35[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1091, %c70_i64_1284 : i64
              %1492 = arith.addi %1090, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_993 = gpu.thread_id  x
            %1095 = arith.index_cast %thread_id_x_993 : index to i64
            %c16_i64_994 = arith.constant 16 : i64
            %1096 = arith.remsi %1095, %c16_i64_994 : i64
            %1097 = arith.addi %525, %1096 : i64
            %c12_i64_995 = arith.constant 12 : i64
            %1098 = arith.addi %530, %c12_i64_995 : i64
            %c0_i64_996 = arith.constant 0 : i64
            %1099 = arith.cmpi sge, %1097, %c0_i64_996 : i64
            %c70_i64_997 = arith.constant 70 : i64
            %1100 = arith.cmpi slt, %1097, %c70_i64_997 : i64
            %1101 = arith.andi %1099, %1100 : i1
            scf.if %1101 {
              %1490 = memref.load %alloca_36[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1098, %c70_i64_1284 : i64
              %1492 = arith.addi %1097, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_998 = gpu.thread_id  x
            %1102 = arith.index_cast %thread_id_x_998 : index to i64
            %c16_i64_999 = arith.constant 16 : i64
            %1103 = arith.remsi %1102, %c16_i64_999 : i64
            %1104 = arith.addi %525, %1103 : i64
            %c13_i64_1000 = arith.constant 13 : i64
            %1105 = arith.addi %530, %c13_i64_1000 : i64
            %c0_i64_1001 = arith.constant 0 : i64
            %1106 = arith.cmpi sge, %1104, %c0_i64_1001 : i64
            %c70_i64_1002 = arith.constant 70 : i64
            %1107 = arith.cmpi slt, %1104, %c70_i64_1002 : i64
            %1108 = arith.andi %1106, %1107 : i1
            scf.if %1108 {
              %1490 = memref.load %alloca_37[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1105, %c70_i64_1284 : i64
              %1492 = arith.addi %1104, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1003 = gpu.thread_id  x
            %1109 = arith.index_cast %thread_id_x_1003 : index to i64
            %c16_i64_1004 = arith.constant 16 : i64
            %1110 = arith.remsi %1109, %c16_i64_1004 : i64
            %1111 = arith.addi %525, %1110 : i64
            %c14_i64_1005 = arith.constant 14 : i64
            %1112 = arith.addi %530, %c14_i64_1005 : i64
            %c0_i64_1006 = arith.constant 0 : i64
            %1113 = arith.cmpi sge, %1111, %c0_i64_1006 : i64
            %c70_i64_1007 = arith.constant 70 : i64
            %1114 = arith.cmpi slt, %1111, %c70_i64_1007 : i64
            %1115 = arith.andi %1113, %1114 : i1
            scf.if %1115 {
              %1490 = memref.load %alloca_38[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1112, %c70_i64_1284 : i64
              %1492 = arith.addi %1111, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1008 = gpu.thread_id  x
            %1116 = arith.index_cast %thread_id_x_1008 : index to i64
            %c16_i64_1009 = arith.constant 16 : i64
            %1117 = arith.remsi %1116, %c16_i64_1009 : i64
            %1118 = arith.addi %525, %1117 : i64
            %c15_i64_1010 = arith.constant 15 : i64
            %1119 = arith.addi %530, %c15_i64_1010 : i64
            %c0_i64_1011 = arith.constant 0 : i64
            %1120 = arith.cmpi sge, %1118, %c0_i64_1011 : i64
            %c70_i64_1012 = arith.constant 70 : i64
            %1121 = arith.cmpi slt, %1118, %c70_i64_1012 : i64
            %1122 = arith.andi %1120, %1121 : i1
            scf.if %1122 {
              %1490 = memref.load %alloca_39[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1119, %c70_i64_1284 : i64
              %1492 = arith.addi %1118, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1013 = gpu.thread_id  x
            %1123 = arith.index_cast %thread_id_x_1013 : index to i64
            %c16_i64_1014 = arith.constant 16 : i64
            %1124 = arith.remsi %1123, %c16_i64_1014 : i64
            %1125 = arith.addi %525, %1124 : i64
            %c16_i64_1015 = arith.constant 16 : i64
            %1126 = arith.addi %530, %c16_i64_1015 : i64
            %c0_i64_1016 = arith.constant 0 : i64
            %1127 = arith.cmpi sge, %1125, %c0_i64_1016 : i64
            %c70_i64_1017 = arith.constant 70 : i64
            %1128 = arith.cmpi slt, %1125, %c70_i64_1017 : i64
            %1129 = arith.andi %1127, %1128 : i1
            scf.if %1129 {
              %1490 = memref.load %alloca_40[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1126, %c70_i64_1284 : i64
              %1492 = arith.addi %1125, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1018 = gpu.thread_id  x
            %1130 = arith.index_cast %thread_id_x_1018 : index to i64
            %c16_i64_1019 = arith.constant 16 : i64
            %1131 = arith.remsi %1130, %c16_i64_1019 : i64
            %1132 = arith.addi %525, %1131 : i64
            %c17_i64_1020 = arith.constant 17 : i64
            %1133 = arith.addi %530, %c17_i64_1020 : i64
            %c0_i64_1021 = arith.constant 0 : i64
            %1134 = arith.cmpi sge, %1132, %c0_i64_1021 : i64
            %c70_i64_1022 = arith.constant 70 : i64
            %1135 = arith.cmpi slt, %1132, %c70_i64_1022 : i64
            %1136 = arith.andi %1134, %1135 : i1
            scf.if %1136 {
              %1490 = memref.load %alloca_41[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1133, %c70_i64_1284 : i64
              %1492 = arith.addi %1132, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1023 = gpu.thread_id  x
            %1137 = arith.index_cast %thread_id_x_1023 : index to i64
            %c16_i64_1024 = arith.constant 16 : i64
            %1138 = arith.remsi %1137, %c16_i64_1024 : i64
            %1139 = arith.addi %525, %1138 : i64
            %c18_i64_1025 = arith.constant 18 : i64
            %1140 = arith.addi %530, %c18_i64_1025 : i64
            %c0_i64_1026 = arith.constant 0 : i64
            %1141 = arith.cmpi sge, %1139, %c0_i64_1026 : i64
            %c70_i64_1027 = arith.constant 70 : i64
            %1142 = arith.cmpi slt, %1139, %c70_i64_1027 : i64
            %1143 = arith.andi %1141, %1142 : i1
            scf.if %1143 {
              %1490 = memref.load %alloca_42[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1140, %c70_i64_1284 : i64
              %1492 = arith.addi %1139, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1028 = gpu.thread_id  x
            %1144 = arith.index_cast %thread_id_x_1028 : index to i64
            %c16_i64_1029 = arith.constant 16 : i64
            %1145 = arith.remsi %1144, %c16_i64_1029 : i64
            %1146 = arith.addi %525, %1145 : i64
            %c19_i64_1030 = arith.constant 19 : i64
            %1147 = arith.addi %530, %c19_i64_1030 : i64
            %c0_i64_1031 = arith.constant 0 : i64
            %1148 = arith.cmpi sge, %1146, %c0_i64_1031 : i64
            %c70_i64_1032 = arith.constant 70 : i64
            %1149 = arith.cmpi slt, %1146, %c70_i64_1032 : i64
            %1150 = arith.andi %1148, %1149 : i1
            scf.if %1150 {
              %1490 = memref.load %alloca_43[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1147, %c70_i64_1284 : i64
              %1492 = arith.addi %1146, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1033 = gpu.thread_id  x
            %1151 = arith.index_cast %thread_id_x_1033 : index to i64
            %c16_i64_1034 = arith.constant 16 : i64
            %1152 = arith.remsi %1151, %c16_i64_1034 : i64
            %1153 = arith.addi %525, %1152 : i64
            %c20_i64_1035 = arith.constant 20 : i64
            %1154 = arith.addi %530, %c20_i64_1035 : i64
            %c0_i64_1036 = arith.constant 0 : i64
            %1155 = arith.cmpi sge, %1153, %c0_i64_1036 : i64
            %c70_i64_1037 = arith.constant 70 : i64
            %1156 = arith.cmpi slt, %1153, %c70_i64_1037 : i64
            %1157 = arith.andi %1155, %1156 : i1
            scf.if %1157 {
              %1490 = memref.load %alloca_44[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1154, %c70_i64_1284 : i64
              %1492 = arith.addi %1153, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1038 = gpu.thread_id  x
            %1158 = arith.index_cast %thread_id_x_1038 : index to i64
            %c16_i64_1039 = arith.constant 16 : i64
            %1159 = arith.remsi %1158, %c16_i64_1039 : i64
            %1160 = arith.addi %525, %1159 : i64
            %c21_i64_1040 = arith.constant 21 : i64
            %1161 = arith.addi %530, %c21_i64_1040 : i64
            %c0_i64_1041 = arith.constant 0 : i64
            %1162 = arith.cmpi sge, %1160, %c0_i64_1041 : i64
            %c70_i64_1042 = arith.constant 70 : i64
            %1163 = arith.cmpi slt, %1160, %c70_i64_1042 : i64
            %1164 = arith.andi %1162, %1163 : i1
            scf.if %1164 {
              %1490 = memref.load %alloca_45[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1161, %c70_i64_1284 : i64
              %1492 = arith.addi %1160, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1043 = gpu.thread_id  x
            %1165 = arith.index_cast %thread_id_x_1043 : index to i64
            %c16_i64_1044 = arith.constant 16 : i64
            %1166 = arith.remsi %1165, %c16_i64_1044 : i64
            %1167 = arith.addi %525, %1166 : i64
            %c22_i64_1045 = arith.constant 22 : i64
            %1168 = arith.addi %530, %c22_i64_1045 : i64
            %c0_i64_1046 = arith.constant 0 : i64
            %1169 = arith.cmpi sge, %1167, %c0_i64_1046 : i64
            %c70_i64_1047 = arith.constant 70 : i64
            %1170 = arith.cmpi slt, %1167, %c70_i64_1047 : i64
            %1171 = arith.andi %1169, %1170 : i1
            scf.if %1171 {
              %1490 = memref.load %alloca_46[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1168, %c70_i64_1284 : i64
              %1492 = arith.addi %1167, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1048 = gpu.thread_id  x
            %1172 = arith.index_cast %thread_id_x_1048 : index to i64
            %c16_i64_1049 = arith.constant 16 : i64
            %1173 = arith.remsi %1172, %c16_i64_1049 : i64
            %1174 = arith.addi %525, %1173 : i64
            %c23_i64_1050 = arith.constant 23 : i64
            %1175 = arith.addi %530, %c23_i64_1050 : i64
            %c0_i64_1051 = arith.constant 0 : i64
            %1176 = arith.cmpi sge, %1174, %c0_i64_1051 : i64
            %c70_i64_1052 = arith.constant 70 : i64
            %1177 = arith.cmpi slt, %1174, %c70_i64_1052 : i64
            %1178 = arith.andi %1176, %1177 : i1
            scf.if %1178 {
              %1490 = memref.load %alloca_47[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1175, %c70_i64_1284 : i64
              %1492 = arith.addi %1174, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1053 = gpu.thread_id  x
            %1179 = arith.index_cast %thread_id_x_1053 : index to i64
            %c16_i64_1054 = arith.constant 16 : i64
            %1180 = arith.remsi %1179, %c16_i64_1054 : i64
            %1181 = arith.addi %525, %1180 : i64
            %c24_i64_1055 = arith.constant 24 : i64
            %1182 = arith.addi %530, %c24_i64_1055 : i64
            %c0_i64_1056 = arith.constant 0 : i64
            %1183 = arith.cmpi sge, %1181, %c0_i64_1056 : i64
            %c70_i64_1057 = arith.constant 70 : i64
            %1184 = arith.cmpi slt, %1181, %c70_i64_1057 : i64
            %1185 = arith.andi %1183, %1184 : i1
            scf.if %1185 {
              %1490 = memref.load %alloca_48[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1182, %c70_i64_1284 : i64
              %1492 = arith.addi %1181, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1058 = gpu.thread_id  x
            %1186 = arith.index_cast %thread_id_x_1058 : index to i64
            %c16_i64_1059 = arith.constant 16 : i64
            %1187 = arith.remsi %1186, %c16_i64_1059 : i64
            %1188 = arith.addi %525, %1187 : i64
            %c25_i64_1060 = arith.constant 25 : i64
            %1189 = arith.addi %530, %c25_i64_1060 : i64
            %c0_i64_1061 = arith.constant 0 : i64
            %1190 = arith.cmpi sge, %1188, %c0_i64_1061 : i64
            %c70_i64_1062 = arith.constant 70 : i64
            %1191 = arith.cmpi slt, %1188, %c70_i64_1062 : i64
            %1192 = arith.andi %1190, %1191 : i1
            scf.if %1192 {
              %1490 = memref.load %alloca_49[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1189, %c70_i64_1284 : i64
              %1492 = arith.addi %1188, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1063 = gpu.thread_id  x
            %1193 = arith.index_cast %thread_id_x_1063 : index to i64
            %c16_i64_1064 = arith.constant 16 : i64
            %1194 = arith.remsi %1193, %c16_i64_1064 : i64
            %1195 = arith.addi %525, %1194 : i64
            %c26_i64_1065 = arith.constant 26 : i64
            %1196 = arith.addi %530, %c26_i64_1065 : i64
            %c0_i64_1066 = arith.constant 0 : i64
            %1197 = arith.cmpi sge, %1195, %c0_i64_1066 : i64
            %c70_i64_1067 = arith.constant 70 : i64
            %1198 = arith.cmpi slt, %1195, %c70_i64_1067 : i64
            %1199 = arith.andi %1197, %1198 : i1
            scf.if %1199 {
              %1490 = memref.load %alloca_50[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1196, %c70_i64_1284 : i64
              %1492 = arith.addi %1195, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1068 = gpu.thread_id  x
            %1200 = arith.index_cast %thread_id_x_1068 : index to i64
            %c16_i64_1069 = arith.constant 16 : i64
            %1201 = arith.remsi %1200, %c16_i64_1069 : i64
            %1202 = arith.addi %525, %1201 : i64
            %c27_i64_1070 = arith.constant 27 : i64
            %1203 = arith.addi %530, %c27_i64_1070 : i64
            %c0_i64_1071 = arith.constant 0 : i64
            %1204 = arith.cmpi sge, %1202, %c0_i64_1071 : i64
            %c70_i64_1072 = arith.constant 70 : i64
            %1205 = arith.cmpi slt, %1202, %c70_i64_1072 : i64
            %1206 = arith.andi %1204, %1205 : i1
            scf.if %1206 {
              %1490 = memref.load %alloca_51[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1203, %c70_i64_1284 : i64
              %1492 = arith.addi %1202, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1073 = gpu.thread_id  x
            %1207 = arith.index_cast %thread_id_x_1073 : index to i64
            %c16_i64_1074 = arith.constant 16 : i64
            %1208 = arith.remsi %1207, %c16_i64_1074 : i64
            %1209 = arith.addi %525, %1208 : i64
            %c28_i64_1075 = arith.constant 28 : i64
            %1210 = arith.addi %530, %c28_i64_1075 : i64
            %c0_i64_1076 = arith.constant 0 : i64
            %1211 = arith.cmpi sge, %1209, %c0_i64_1076 : i64
            %c70_i64_1077 = arith.constant 70 : i64
            %1212 = arith.cmpi slt, %1209, %c70_i64_1077 : i64
            %1213 = arith.andi %1211, %1212 : i1
            scf.if %1213 {
              %1490 = memref.load %alloca_52[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1210, %c70_i64_1284 : i64
              %1492 = arith.addi %1209, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1078 = gpu.thread_id  x
            %1214 = arith.index_cast %thread_id_x_1078 : index to i64
            %c16_i64_1079 = arith.constant 16 : i64
            %1215 = arith.remsi %1214, %c16_i64_1079 : i64
            %1216 = arith.addi %525, %1215 : i64
            %c29_i64_1080 = arith.constant 29 : i64
            %1217 = arith.addi %530, %c29_i64_1080 : i64
            %c0_i64_1081 = arith.constant 0 : i64
            %1218 = arith.cmpi sge, %1216, %c0_i64_1081 : i64
            %c70_i64_1082 = arith.constant 70 : i64
            %1219 = arith.cmpi slt, %1216, %c70_i64_1082 : i64
            %1220 = arith.andi %1218, %1219 : i1
            scf.if %1220 {
              %1490 = memref.load %alloca_53[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1217, %c70_i64_1284 : i64
              %1492 = arith.addi %1216, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1083 = gpu.thread_id  x
            %1221 = arith.index_cast %thread_id_x_1083 : index to i64
            %c16_i64_1084 = arith.constant 16 : i64
            %1222 = arith.remsi %1221, %c16_i64_1084 : i64
            %1223 = arith.addi %525, %1222 : i64
            %c30_i64_1085 = arith.constant 30 : i64
            %1224 = arith.addi %530, %c30_i64_1085 : i64
            %c0_i64_1086 = arith.constant 0 : i64
            %1225 = arith.cmpi sge, %1223, %c0_i64_1086 : i64
            %c70_i64_1087 = arith.constant 70 : i64
            %1226 = arith.cmpi slt, %1223, %c70_i64_1087 : i64
            %1227 = arith.andi %1225, %1226 : i1
            scf.if %1227 {
              %1490 = memref.load %alloca_54[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1224, %c70_i64_1284 : i64
              %1492 = arith.addi %1223, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1088 = gpu.thread_id  x
            %1228 = arith.index_cast %thread_id_x_1088 : index to i64
            %c16_i64_1089 = arith.constant 16 : i64
            %1229 = arith.remsi %1228, %c16_i64_1089 : i64
            %1230 = arith.addi %525, %1229 : i64
            %c31_i64_1090 = arith.constant 31 : i64
            %1231 = arith.addi %530, %c31_i64_1090 : i64
            %c0_i64_1091 = arith.constant 0 : i64
            %1232 = arith.cmpi sge, %1230, %c0_i64_1091 : i64
            %c70_i64_1092 = arith.constant 70 : i64
            %1233 = arith.cmpi slt, %1230, %c70_i64_1092 : i64
            %1234 = arith.andi %1232, %1233 : i1
            scf.if %1234 {
              %1490 = memref.load %alloca_55[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1231, %c70_i64_1284 : i64
              %1492 = arith.addi %1230, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1093 = gpu.thread_id  x
            %1235 = arith.index_cast %thread_id_x_1093 : index to i64
            %c16_i64_1094 = arith.constant 16 : i64
            %1236 = arith.remsi %1235, %c16_i64_1094 : i64
            %c16_i64_1095 = arith.constant 16 : i64
            %1237 = arith.addi %1236, %c16_i64_1095 : i64
            %1238 = arith.addi %525, %1237 : i64
            %c0_i64_1096 = arith.constant 0 : i64
            %1239 = arith.cmpi sge, %1238, %c0_i64_1096 : i64
            %c70_i64_1097 = arith.constant 70 : i64
            %1240 = arith.cmpi slt, %1238, %c70_i64_1097 : i64
            %1241 = arith.andi %1239, %1240 : i1
            scf.if %1241 {
              %1490 = memref.load %alloca_56[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %530, %c70_i64_1284 : i64
              %1492 = arith.addi %1238, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1098 = gpu.thread_id  x
            %1242 = arith.index_cast %thread_id_x_1098 : index to i64
            %c16_i64_1099 = arith.constant 16 : i64
            %1243 = arith.remsi %1242, %c16_i64_1099 : i64
            %c16_i64_1100 = arith.constant 16 : i64
            %1244 = arith.addi %1243, %c16_i64_1100 : i64
            %1245 = arith.addi %525, %1244 : i64
            %c1_i64_1101 = arith.constant 1 : i64
            %1246 = arith.addi %530, %c1_i64_1101 : i64
            %c0_i64_1102 = arith.constant 0 : i64
            %1247 = arith.cmpi sge, %1245, %c0_i64_1102 : i64
            %c70_i64_1103 = arith.constant 70 : i64
            %1248 = arith.cmpi slt, %1245, %c70_i64_1103 : i64
            %1249 = arith.andi %1247, %1248 : i1
            scf.if %1249 {
              %1490 = memref.load %alloca_57[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1246, %c70_i64_1284 : i64
              %1492 = arith.addi %1245, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1104 = gpu.thread_id  x
            %1250 = arith.index_cast %thread_id_x_1104 : index to i64
            %c16_i64_1105 = arith.constant 16 : i64
            %1251 = arith.remsi %1250, %c16_i64_1105 : i64
            %c16_i64_1106 = arith.constant 16 : i64
            %1252 = arith.addi %1251, %c16_i64_1106 : i64
            %1253 = arith.addi %525, %1252 : i64
            %c2_i64_1107 = arith.constant 2 : i64
            %1254 = arith.addi %530, %c2_i64_1107 : i64
            %c0_i64_1108 = arith.constant 0 : i64
            %1255 = arith.cmpi sge, %1253, %c0_i64_1108 : i64
            %c70_i64_1109 = arith.constant 70 : i64
            %1256 = arith.cmpi slt, %1253, %c70_i64_1109 : i64
            %1257 = arith.andi %1255, %1256 : i1
            scf.if %1257 {
              %1490 = memref.load %alloca_58[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1254, %c70_i64_1284 : i64
              %1492 = arith.addi %1253, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1110 = gpu.thread_id  x
            %1258 = arith.index_cast %thread_id_x_1110 : index to i64
            %c16_i64_1111 = arith.constant 16 : i64
            %1259 = arith.remsi %1258, %c16_i64_1111 : i64
            %c16_i64_1112 = arith.constant 16 : i64
            %1260 = arith.addi %1259, %c16_i64_1112 : i64
            %1261 = arith.addi %525, %1260 : i64
            %c3_i64_1113 = arith.constant 3 : i64
            %1262 = arith.addi %530, %c3_i64_1113 : i64
            %c0_i64_1114 = arith.constant 0 : i64
            %1263 = arith.cmpi sge, %1261, %c0_i64_1114 : i64
            %c70_i64_1115 = arith.constant 70 : i64
            %1264 = arith.cmpi slt, %1261, %c70_i64_1115 : i64
            %1265 = arith.andi %1263, %1264 : i1
            scf.if %1265 {
              %1490 = memref.load %alloca_59[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1262, %c70_i64_1284 : i64
              %1492 = arith.addi %1261, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1116 = gpu.thread_id  x
            %1266 = arith.index_cast %thread_id_x_1116 : index to i64
            %c16_i64_1117 = arith.constant 16 : i64
            %1267 = arith.remsi %1266, %c16_i64_1117 : i64
            %c16_i64_1118 = arith.constant 16 : i64
            %1268 = arith.addi %1267, %c16_i64_1118 : i64
            %1269 = arith.addi %525, %1268 : i64
            %c4_i64_1119 = arith.constant 4 : i64
            %1270 = arith.addi %530, %c4_i64_1119 : i64
            %c0_i64_1120 = arith.constant 0 : i64
            %1271 = arith.cmpi sge, %1269, %c0_i64_1120 : i64
            %c70_i64_1121 = arith.constant 70 : i64
            %1272 = arith.cmpi slt, %1269, %c70_i64_1121 : i64
            %1273 = arith.andi %1271, %1272 : i1
            scf.if %1273 {
              %1490 = memref.load %alloca_60[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1270, %c70_i64_1284 : i64
              %1492 = arith.addi %1269, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1122 = gpu.thread_id  x
            %1274 = arith.index_cast %thread_id_x_1122 : index to i64
            %c16_i64_1123 = arith.constant 16 : i64
            %1275 = arith.remsi %1274, %c16_i64_1123 : i64
            %c16_i64_1124 = arith.constant 16 : i64
            %1276 = arith.addi %1275, %c16_i64_1124 : i64
            %1277 = arith.addi %525, %1276 : i64
            %c5_i64_1125 = arith.constant 5 : i64
            %1278 = arith.addi %530, %c5_i64_1125 : i64
            %c0_i64_1126 = arith.constant 0 : i64
            %1279 = arith.cmpi sge, %1277, %c0_i64_1126 : i64
            %c70_i64_1127 = arith.constant 70 : i64
            %1280 = arith.cmpi slt, %1277, %c70_i64_1127 : i64
            %1281 = arith.andi %1279, %1280 : i1
            scf.if %1281 {
              %1490 = memref.load %alloca_61[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1278, %c70_i64_1284 : i64
              %1492 = arith.addi %1277, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1128 = gpu.thread_id  x
            %1282 = arith.index_cast %thread_id_x_1128 : index to i64
            %c16_i64_1129 = arith.constant 16 : i64
            %1283 = arith.remsi %1282, %c16_i64_1129 : i64
            %c16_i64_1130 = arith.constant 16 : i64
            %1284 = arith.addi %1283, %c16_i64_1130 : i64
            %1285 = arith.addi %525, %1284 : i64
            %c6_i64_1131 = arith.constant 6 : i64
            %1286 = arith.addi %530, %c6_i64_1131 : i64
            %c0_i64_1132 = arith.constant 0 : i64
            %1287 = arith.cmpi sge, %1285, %c0_i64_1132 : i64
            %c70_i64_1133 = arith.constant 70 : i64
            %1288 = arith.cmpi slt, %1285, %c70_i64_1133 : i64
            %1289 = arith.andi %1287, %1288 : i1
            scf.if %1289 {
              %1490 = memref.load %alloca_62[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1286, %c70_i64_1284 : i64
              %1492 = arith.addi %1285, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1134 = gpu.thread_id  x
            %1290 = arith.index_cast %thread_id_x_1134 : index to i64
            %c16_i64_1135 = arith.constant 16 : i64
            %1291 = arith.remsi %1290, %c16_i64_1135 : i64
            %c16_i64_1136 = arith.constant 16 : i64
            %1292 = arith.addi %1291, %c16_i64_1136 : i64
            %1293 = arith.addi %525, %1292 : i64
            %c7_i64_1137 = arith.constant 7 : i64
            %1294 = arith.addi %530, %c7_i64_1137 : i64
            %c0_i64_1138 = arith.constant 0 : i64
            %1295 = arith.cmpi sge, %1293, %c0_i64_1138 : i64
            %c70_i64_1139 = arith.constant 70 : i64
            %1296 = arith.cmpi slt, %1293, %c70_i64_1139 : i64
            %1297 = arith.andi %1295, %1296 : i1
            scf.if %1297 {
              %1490 = memref.load %alloca_63[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1294, %c70_i64_1284 : i64
              %1492 = arith.addi %1293, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1140 = gpu.thread_id  x
            %1298 = arith.index_cast %thread_id_x_1140 : index to i64
            %c16_i64_1141 = arith.constant 16 : i64
            %1299 = arith.remsi %1298, %c16_i64_1141 : i64
            %c16_i64_1142 = arith.constant 16 : i64
            %1300 = arith.addi %1299, %c16_i64_1142 : i64
            %1301 = arith.addi %525, %1300 : i64
            %c8_i64_1143 = arith.constant 8 : i64
            %1302 = arith.addi %530, %c8_i64_1143 : i64
            %c0_i64_1144 = arith.constant 0 : i64
            %1303 = arith.cmpi sge, %1301, %c0_i64_1144 : i64
            %c70_i64_1145 = arith.constant 70 : i64
            %1304 = arith.cmpi slt, %1301, %c70_i64_1145 : i64
            %1305 = arith.andi %1303, %1304 : i1
            scf.if %1305 {
              %1490 = memref.load %alloca_64[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1302, %c70_i64_1284 : i64
              %1492 = arith.addi %1301, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1146 = gpu.thread_id  x
            %1306 = arith.index_cast %thread_id_x_1146 : index to i64
            %c16_i64_1147 = arith.constant 16 : i64
            %1307 = arith.remsi %1306, %c16_i64_1147 : i64
            %c16_i64_1148 = arith.constant 16 : i64
            %1308 = arith.addi %1307, %c16_i64_1148 : i64
            %1309 = arith.addi %525, %1308 : i64
            %c9_i64_1149 = arith.constant 9 : i64
            %1310 = arith.addi %530, %c9_i64_1149 : i64
            %c0_i64_1150 = arith.constant 0 : i64
            %1311 = arith.cmpi sge, %1309, %c0_i64_1150 : i64
            %c70_i64_1151 = arith.constant 70 : i64
            %1312 = arith.cmpi slt, %1309, %c70_i64_1151 : i64
            %1313 = arith.andi %1311, %1312 : i1
            scf.if %1313 {
              %1490 = memref.load %alloca_65[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1310, %c70_i64_1284 : i64
              %1492 = arith.addi %1309, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1152 = gpu.thread_id  x
            %1314 = arith.index_cast %thread_id_x_1152 : index to i64
            %c16_i64_1153 = arith.constant 16 : i64
            %1315 = arith.remsi %1314, %c16_i64_1153 : i64
            %c16_i64_1154 = arith.constant 16 : i64
            %1316 = arith.addi %1315, %c16_i64_1154 : i64
            %1317 = arith.addi %525, %1316 : i64
            %c10_i64_1155 = arith.constant 10 : i64
            %1318 = arith.addi %530, %c10_i64_1155 : i64
            %c0_i64_1156 = arith.constant 0 : i64
            %1319 = arith.cmpi sge, %1317, %c0_i64_1156 : i64
            %c70_i64_1157 = arith.constant 70 : i64
            %1320 = arith.cmpi slt, %1317, %c70_i64_1157 : i64
            %1321 = arith.andi %1319, %1320 : i1
            scf.if %1321 {
              %1490 = memref.load %alloca_66[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1318, %c70_i64_1284 : i64
              %1492 = arith.addi %1317, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1158 = gpu.thread_id  x
            %1322 = arith.index_cast %thread_id_x_1158 : index to i64
            %c16_i64_1159 = arith.constant 16 : i64
            %1323 = arith.remsi %1322, %c16_i64_1159 : i64
            %c16_i64_1160 = arith.constant 16 : i64
            %1324 = arith.addi %1323, %c16_i64_1160 : i64
            %1325 = arith.addi %525, %1324 : i64
            %c11_i64_1161 = arith.constant 11 : i64
            %1326 = arith.addi %530, %c11_i64_1161 : i64
            %c0_i64_1162 = arith.constant 0 : i64
            %1327 = arith.cmpi sge, %1325, %c0_i64_1162 : i64
            %c70_i64_1163 = arith.constant 70 : i64
            %1328 = arith.cmpi slt, %1325, %c70_i64_1163 : i64
            %1329 = arith.andi %1327, %1328 : i1
            scf.if %1329 {
              %1490 = memref.load %alloca_67[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1326, %c70_i64_1284 : i64
              %1492 = arith.addi %1325, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1164 = gpu.thread_id  x
            %1330 = arith.index_cast %thread_id_x_1164 : index to i64
            %c16_i64_1165 = arith.constant 16 : i64
            %1331 = arith.remsi %1330, %c16_i64_1165 : i64
            %c16_i64_1166 = arith.constant 16 : i64
            %1332 = arith.addi %1331, %c16_i64_1166 : i64
            %1333 = arith.addi %525, %1332 : i64
            %c12_i64_1167 = arith.constant 12 : i64
            %1334 = arith.addi %530, %c12_i64_1167 : i64
            %c0_i64_1168 = arith.constant 0 : i64
            %1335 = arith.cmpi sge, %1333, %c0_i64_1168 : i64
            %c70_i64_1169 = arith.constant 70 : i64
            %1336 = arith.cmpi slt, %1333, %c70_i64_1169 : i64
            %1337 = arith.andi %1335, %1336 : i1
            scf.if %1337 {
              %1490 = memref.load %alloca_68[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1334, %c70_i64_1284 : i64
              %1492 = arith.addi %1333, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1170 = gpu.thread_id  x
            %1338 = arith.index_cast %thread_id_x_1170 : index to i64
            %c16_i64_1171 = arith.constant 16 : i64
            %1339 = arith.remsi %1338, %c16_i64_1171 : i64
            %c16_i64_1172 = arith.constant 16 : i64
            %1340 = arith.addi %1339, %c16_i64_1172 : i64
            %1341 = arith.addi %525, %1340 : i64
            %c13_i64_1173 = arith.constant 13 : i64
            %1342 = arith.addi %530, %c13_i64_1173 : i64
            %c0_i64_1174 = arith.constant 0 : i64
            %1343 = arith.cmpi sge, %1341, %c0_i64_1174 : i64
            %c70_i64_1175 = arith.constant 70 : i64
            %1344 = arith.cmpi slt, %1341, %c70_i64_1175 : i64
            %1345 = arith.andi %1343, %1344 : i1
            scf.if %1345 {
              %1490 = memref.load %alloca_69[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1342, %c70_i64_1284 : i64
              %1492 = arith.addi %1341, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1176 = gpu.thread_id  x
            %1346 = arith.index_cast %thread_id_x_1176 : index to i64
            %c16_i64_1177 = arith.constant 16 : i64
            %1347 = arith.remsi %1346, %c16_i64_1177 : i64
            %c16_i64_1178 = arith.constant 16 : i64
            %1348 = arith.addi %1347, %c16_i64_1178 : i64
            %1349 = arith.addi %525, %1348 : i64
            %c14_i64_1179 = arith.constant 14 : i64
            %1350 = arith.addi %530, %c14_i64_1179 : i64
            %c0_i64_1180 = arith.constant 0 : i64
            %1351 = arith.cmpi sge, %1349, %c0_i64_1180 : i64
            %c70_i64_1181 = arith.constant 70 : i64
            %1352 = arith.cmpi slt, %1349, %c70_i64_1181 : i64
            %1353 = arith.andi %1351, %1352 : i1
            scf.if %1353 {
              %1490 = memref.load %alloca_70[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1350, %c70_i64_1284 : i64
              %1492 = arith.addi %1349, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1182 = gpu.thread_id  x
            %1354 = arith.index_cast %thread_id_x_1182 : index to i64
            %c16_i64_1183 = arith.constant 16 : i64
            %1355 = arith.remsi %1354, %c16_i64_1183 : i64
            %c16_i64_1184 = arith.constant 16 : i64
            %1356 = arith.addi %1355, %c16_i64_1184 : i64
            %1357 = arith.addi %525, %1356 : i64
            %c15_i64_1185 = arith.constant 15 : i64
            %1358 = arith.addi %530, %c15_i64_1185 : i64
            %c0_i64_1186 = arith.constant 0 : i64
            %1359 = arith.cmpi sge, %1357, %c0_i64_1186 : i64
            %c70_i64_1187 = arith.constant 70 : i64
            %1360 = arith.cmpi slt, %1357, %c70_i64_1187 : i64
            %1361 = arith.andi %1359, %1360 : i1
            scf.if %1361 {
              %1490 = memref.load %alloca_71[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1358, %c70_i64_1284 : i64
              %1492 = arith.addi %1357, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1188 = gpu.thread_id  x
            %1362 = arith.index_cast %thread_id_x_1188 : index to i64
            %c16_i64_1189 = arith.constant 16 : i64
            %1363 = arith.remsi %1362, %c16_i64_1189 : i64
            %c16_i64_1190 = arith.constant 16 : i64
            %1364 = arith.addi %1363, %c16_i64_1190 : i64
            %1365 = arith.addi %525, %1364 : i64
            %c16_i64_1191 = arith.constant 16 : i64
            %1366 = arith.addi %530, %c16_i64_1191 : i64
            %c0_i64_1192 = arith.constant 0 : i64
            %1367 = arith.cmpi sge, %1365, %c0_i64_1192 : i64
            %c70_i64_1193 = arith.constant 70 : i64
            %1368 = arith.cmpi slt, %1365, %c70_i64_1193 : i64
            %1369 = arith.andi %1367, %1368 : i1
            scf.if %1369 {
              %1490 = memref.load %alloca_72[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1366, %c70_i64_1284 : i64
              %1492 = arith.addi %1365, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1194 = gpu.thread_id  x
            %1370 = arith.index_cast %thread_id_x_1194 : index to i64
            %c16_i64_1195 = arith.constant 16 : i64
            %1371 = arith.remsi %1370, %c16_i64_1195 : i64
            %c16_i64_1196 = arith.constant 16 : i64
            %1372 = arith.addi %1371, %c16_i64_1196 : i64
            %1373 = arith.addi %525, %1372 : i64
            %c17_i64_1197 = arith.constant 17 : i64
            %1374 = arith.addi %530, %c17_i64_1197 : i64
            %c0_i64_1198 = arith.constant 0 : i64
            %1375 = arith.cmpi sge, %1373, %c0_i64_1198 : i64
            %c70_i64_1199 = arith.constant 70 : i64
            %1376 = arith.cmpi slt, %1373, %c70_i64_1199 : i64
            %1377 = arith.andi %1375, %1376 : i1
            scf.if %1377 {
              %1490 = memref.load %alloca_73[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1374, %c70_i64_1284 : i64
              %1492 = arith.addi %1373, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1200 = gpu.thread_id  x
            %1378 = arith.index_cast %thread_id_x_1200 : index to i64
            %c16_i64_1201 = arith.constant 16 : i64
            %1379 = arith.remsi %1378, %c16_i64_1201 : i64
            %c16_i64_1202 = arith.constant 16 : i64
            %1380 = arith.addi %1379, %c16_i64_1202 : i64
            %1381 = arith.addi %525, %1380 : i64
            %c18_i64_1203 = arith.constant 18 : i64
            %1382 = arith.addi %530, %c18_i64_1203 : i64
            %c0_i64_1204 = arith.constant 0 : i64
            %1383 = arith.cmpi sge, %1381, %c0_i64_1204 : i64
            %c70_i64_1205 = arith.constant 70 : i64
            %1384 = arith.cmpi slt, %1381, %c70_i64_1205 : i64
            %1385 = arith.andi %1383, %1384 : i1
            scf.if %1385 {
              %1490 = memref.load %alloca_74[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1382, %c70_i64_1284 : i64
              %1492 = arith.addi %1381, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1206 = gpu.thread_id  x
            %1386 = arith.index_cast %thread_id_x_1206 : index to i64
            %c16_i64_1207 = arith.constant 16 : i64
            %1387 = arith.remsi %1386, %c16_i64_1207 : i64
            %c16_i64_1208 = arith.constant 16 : i64
            %1388 = arith.addi %1387, %c16_i64_1208 : i64
            %1389 = arith.addi %525, %1388 : i64
            %c19_i64_1209 = arith.constant 19 : i64
            %1390 = arith.addi %530, %c19_i64_1209 : i64
            %c0_i64_1210 = arith.constant 0 : i64
            %1391 = arith.cmpi sge, %1389, %c0_i64_1210 : i64
            %c70_i64_1211 = arith.constant 70 : i64
            %1392 = arith.cmpi slt, %1389, %c70_i64_1211 : i64
            %1393 = arith.andi %1391, %1392 : i1
            scf.if %1393 {
              %1490 = memref.load %alloca_75[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1390, %c70_i64_1284 : i64
              %1492 = arith.addi %1389, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1212 = gpu.thread_id  x
            %1394 = arith.index_cast %thread_id_x_1212 : index to i64
            %c16_i64_1213 = arith.constant 16 : i64
            %1395 = arith.remsi %1394, %c16_i64_1213 : i64
            %c16_i64_1214 = arith.constant 16 : i64
            %1396 = arith.addi %1395, %c16_i64_1214 : i64
            %1397 = arith.addi %525, %1396 : i64
            %c20_i64_1215 = arith.constant 20 : i64
            %1398 = arith.addi %530, %c20_i64_1215 : i64
            %c0_i64_1216 = arith.constant 0 : i64
            %1399 = arith.cmpi sge, %1397, %c0_i64_1216 : i64
            %c70_i64_1217 = arith.constant 70 : i64
            %1400 = arith.cmpi slt, %1397, %c70_i64_1217 : i64
            %1401 = arith.andi %1399, %1400 : i1
            scf.if %1401 {
              %1490 = memref.load %alloca_76[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1398, %c70_i64_1284 : i64
              %1492 = arith.addi %1397, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1218 = gpu.thread_id  x
            %1402 = arith.index_cast %thread_id_x_1218 : index to i64
            %c16_i64_1219 = arith.constant 16 : i64
            %1403 = arith.remsi %1402, %c16_i64_1219 : i64
            %c16_i64_1220 = arith.constant 16 : i64
            %1404 = arith.addi %1403, %c16_i64_1220 : i64
            %1405 = arith.addi %525, %1404 : i64
            %c21_i64_1221 = arith.constant 21 : i64
            %1406 = arith.addi %530, %c21_i64_1221 : i64
            %c0_i64_1222 = arith.constant 0 : i64
            %1407 = arith.cmpi sge, %1405, %c0_i64_1222 : i64
            %c70_i64_1223 = arith.constant 70 : i64
            %1408 = arith.cmpi slt, %1405, %c70_i64_1223 : i64
            %1409 = arith.andi %1407, %1408 : i1
            scf.if %1409 {
              %1490 = memref.load %alloca_77[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1406, %c70_i64_1284 : i64
              %1492 = arith.addi %1405, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1224 = gpu.thread_id  x
            %1410 = arith.index_cast %thread_id_x_1224 : index to i64
            %c16_i64_1225 = arith.constant 16 : i64
            %1411 = arith.remsi %1410, %c16_i64_1225 : i64
            %c16_i64_1226 = arith.constant 16 : i64
            %1412 = arith.addi %1411, %c16_i64_1226 : i64
            %1413 = arith.addi %525, %1412 : i64
            %c22_i64_1227 = arith.constant 22 : i64
            %1414 = arith.addi %530, %c22_i64_1227 : i64
            %c0_i64_1228 = arith.constant 0 : i64
            %1415 = arith.cmpi sge, %1413, %c0_i64_1228 : i64
            %c70_i64_1229 = arith.constant 70 : i64
            %1416 = arith.cmpi slt, %1413, %c70_i64_1229 : i64
            %1417 = arith.andi %1415, %1416 : i1
            scf.if %1417 {
              %1490 = memref.load %alloca_78[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1414, %c70_i64_1284 : i64
              %1492 = arith.addi %1413, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1230 = gpu.thread_id  x
            %1418 = arith.index_cast %thread_id_x_1230 : index to i64
            %c16_i64_1231 = arith.constant 16 : i64
            %1419 = arith.remsi %1418, %c16_i64_1231 : i64
            %c16_i64_1232 = arith.constant 16 : i64
            %1420 = arith.addi %1419, %c16_i64_1232 : i64
            %1421 = arith.addi %525, %1420 : i64
            %c23_i64_1233 = arith.constant 23 : i64
            %1422 = arith.addi %530, %c23_i64_1233 : i64
            %c0_i64_1234 = arith.constant 0 : i64
            %1423 = arith.cmpi sge, %1421, %c0_i64_1234 : i64
            %c70_i64_1235 = arith.constant 70 : i64
            %1424 = arith.cmpi slt, %1421, %c70_i64_1235 : i64
            %1425 = arith.andi %1423, %1424 : i1
            scf.if %1425 {
              %1490 = memref.load %alloca_79[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1422, %c70_i64_1284 : i64
              %1492 = arith.addi %1421, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1236 = gpu.thread_id  x
            %1426 = arith.index_cast %thread_id_x_1236 : index to i64
            %c16_i64_1237 = arith.constant 16 : i64
            %1427 = arith.remsi %1426, %c16_i64_1237 : i64
            %c16_i64_1238 = arith.constant 16 : i64
            %1428 = arith.addi %1427, %c16_i64_1238 : i64
            %1429 = arith.addi %525, %1428 : i64
            %c24_i64_1239 = arith.constant 24 : i64
            %1430 = arith.addi %530, %c24_i64_1239 : i64
            %c0_i64_1240 = arith.constant 0 : i64
            %1431 = arith.cmpi sge, %1429, %c0_i64_1240 : i64
            %c70_i64_1241 = arith.constant 70 : i64
            %1432 = arith.cmpi slt, %1429, %c70_i64_1241 : i64
            %1433 = arith.andi %1431, %1432 : i1
            scf.if %1433 {
              %1490 = memref.load %alloca_80[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1430, %c70_i64_1284 : i64
              %1492 = arith.addi %1429, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1242 = gpu.thread_id  x
            %1434 = arith.index_cast %thread_id_x_1242 : index to i64
            %c16_i64_1243 = arith.constant 16 : i64
            %1435 = arith.remsi %1434, %c16_i64_1243 : i64
            %c16_i64_1244 = arith.constant 16 : i64
            %1436 = arith.addi %1435, %c16_i64_1244 : i64
            %1437 = arith.addi %525, %1436 : i64
            %c25_i64_1245 = arith.constant 25 : i64
            %1438 = arith.addi %530, %c25_i64_1245 : i64
            %c0_i64_1246 = arith.constant 0 : i64
            %1439 = arith.cmpi sge, %1437, %c0_i64_1246 : i64
            %c70_i64_1247 = arith.constant 70 : i64
            %1440 = arith.cmpi slt, %1437, %c70_i64_1247 : i64
            %1441 = arith.andi %1439, %1440 : i1
            scf.if %1441 {
              %1490 = memref.load %alloca_81[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1438, %c70_i64_1284 : i64
              %1492 = arith.addi %1437, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1248 = gpu.thread_id  x
            %1442 = arith.index_cast %thread_id_x_1248 : index to i64
            %c16_i64_1249 = arith.constant 16 : i64
            %1443 = arith.remsi %1442, %c16_i64_1249 : i64
            %c16_i64_1250 = arith.constant 16 : i64
            %1444 = arith.addi %1443, %c16_i64_1250 : i64
            %1445 = arith.addi %525, %1444 : i64
            %c26_i64_1251 = arith.constant 26 : i64
            %1446 = arith.addi %530, %c26_i64_1251 : i64
            %c0_i64_1252 = arith.constant 0 : i64
            %1447 = arith.cmpi sge, %1445, %c0_i64_1252 : i64
            %c70_i64_1253 = arith.constant 70 : i64
            %1448 = arith.cmpi slt, %1445, %c70_i64_1253 : i64
            %1449 = arith.andi %1447, %1448 : i1
            scf.if %1449 {
              %1490 = memref.load %alloca_82[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1446, %c70_i64_1284 : i64
              %1492 = arith.addi %1445, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1254 = gpu.thread_id  x
            %1450 = arith.index_cast %thread_id_x_1254 : index to i64
            %c16_i64_1255 = arith.constant 16 : i64
            %1451 = arith.remsi %1450, %c16_i64_1255 : i64
            %c16_i64_1256 = arith.constant 16 : i64
            %1452 = arith.addi %1451, %c16_i64_1256 : i64
            %1453 = arith.addi %525, %1452 : i64
            %c27_i64_1257 = arith.constant 27 : i64
            %1454 = arith.addi %530, %c27_i64_1257 : i64
            %c0_i64_1258 = arith.constant 0 : i64
            %1455 = arith.cmpi sge, %1453, %c0_i64_1258 : i64
            %c70_i64_1259 = arith.constant 70 : i64
            %1456 = arith.cmpi slt, %1453, %c70_i64_1259 : i64
            %1457 = arith.andi %1455, %1456 : i1
            scf.if %1457 {
              %1490 = memref.load %alloca_83[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1454, %c70_i64_1284 : i64
              %1492 = arith.addi %1453, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1260 = gpu.thread_id  x
            %1458 = arith.index_cast %thread_id_x_1260 : index to i64
            %c16_i64_1261 = arith.constant 16 : i64
            %1459 = arith.remsi %1458, %c16_i64_1261 : i64
            %c16_i64_1262 = arith.constant 16 : i64
            %1460 = arith.addi %1459, %c16_i64_1262 : i64
            %1461 = arith.addi %525, %1460 : i64
            %c28_i64_1263 = arith.constant 28 : i64
            %1462 = arith.addi %530, %c28_i64_1263 : i64
            %c0_i64_1264 = arith.constant 0 : i64
            %1463 = arith.cmpi sge, %1461, %c0_i64_1264 : i64
            %c70_i64_1265 = arith.constant 70 : i64
            %1464 = arith.cmpi slt, %1461, %c70_i64_1265 : i64
            %1465 = arith.andi %1463, %1464 : i1
            scf.if %1465 {
              %1490 = memref.load %alloca_84[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1462, %c70_i64_1284 : i64
              %1492 = arith.addi %1461, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1266 = gpu.thread_id  x
            %1466 = arith.index_cast %thread_id_x_1266 : index to i64
            %c16_i64_1267 = arith.constant 16 : i64
            %1467 = arith.remsi %1466, %c16_i64_1267 : i64
            %c16_i64_1268 = arith.constant 16 : i64
            %1468 = arith.addi %1467, %c16_i64_1268 : i64
            %1469 = arith.addi %525, %1468 : i64
            %c29_i64_1269 = arith.constant 29 : i64
            %1470 = arith.addi %530, %c29_i64_1269 : i64
            %c0_i64_1270 = arith.constant 0 : i64
            %1471 = arith.cmpi sge, %1469, %c0_i64_1270 : i64
            %c70_i64_1271 = arith.constant 70 : i64
            %1472 = arith.cmpi slt, %1469, %c70_i64_1271 : i64
            %1473 = arith.andi %1471, %1472 : i1
            scf.if %1473 {
              %1490 = memref.load %alloca_85[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1470, %c70_i64_1284 : i64
              %1492 = arith.addi %1469, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1272 = gpu.thread_id  x
            %1474 = arith.index_cast %thread_id_x_1272 : index to i64
            %c16_i64_1273 = arith.constant 16 : i64
            %1475 = arith.remsi %1474, %c16_i64_1273 : i64
            %c16_i64_1274 = arith.constant 16 : i64
            %1476 = arith.addi %1475, %c16_i64_1274 : i64
            %1477 = arith.addi %525, %1476 : i64
            %c30_i64_1275 = arith.constant 30 : i64
            %1478 = arith.addi %530, %c30_i64_1275 : i64
            %c0_i64_1276 = arith.constant 0 : i64
            %1479 = arith.cmpi sge, %1477, %c0_i64_1276 : i64
            %c70_i64_1277 = arith.constant 70 : i64
            %1480 = arith.cmpi slt, %1477, %c70_i64_1277 : i64
            %1481 = arith.andi %1479, %1480 : i1
            scf.if %1481 {
              %1490 = memref.load %alloca_86[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1478, %c70_i64_1284 : i64
              %1492 = arith.addi %1477, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
            %thread_id_x_1278 = gpu.thread_id  x
            %1482 = arith.index_cast %thread_id_x_1278 : index to i64
            %c16_i64_1279 = arith.constant 16 : i64
            %1483 = arith.remsi %1482, %c16_i64_1279 : i64
            %c16_i64_1280 = arith.constant 16 : i64
            %1484 = arith.addi %1483, %c16_i64_1280 : i64
            %1485 = arith.addi %525, %1484 : i64
            %c31_i64_1281 = arith.constant 31 : i64
            %1486 = arith.addi %530, %c31_i64_1281 : i64
            %c0_i64_1282 = arith.constant 0 : i64
            %1487 = arith.cmpi sge, %1485, %c0_i64_1282 : i64
            %c70_i64_1283 = arith.constant 70 : i64
            %1488 = arith.cmpi slt, %1485, %c70_i64_1283 : i64
            %1489 = arith.andi %1487, %1488 : i1
            scf.if %1489 {
              %1490 = memref.load %alloca_87[] : memref<f32>
              %c70_i64_1284 = arith.constant 70 : i64
              %1491 = arith.muli %1486, %c70_i64_1284 : i64
              %1492 = arith.addi %1485, %1491 : i64
              %1493 = llvm.getelementptr %22[%1492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
              llvm.store %1490, %1493 : f32, !llvm.ptr<1>
            }
          } else {
            %thread_id_x_535 = gpu.thread_id  x
            %534 = arith.index_cast %thread_id_x_535 : index to i64
            %c16_i64_536 = arith.constant 16 : i64
            %535 = arith.remsi %534, %c16_i64_536 : i64
            %536 = arith.addi %525, %535 : i64
            %c70_i64_537 = arith.constant 70 : i64
            %537 = arith.muli %530, %c70_i64_537 : i64
            %538 = arith.addi %536, %537 : i64
            %539 = llvm.getelementptr %20[%538] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %540 = llvm.load %539 : !llvm.ptr<1> -> f32
            %thread_id_x_538 = gpu.thread_id  x
            %541 = arith.index_cast %thread_id_x_538 : index to i64
            %c16_i64_539 = arith.constant 16 : i64
            %542 = arith.remsi %541, %c16_i64_539 : i64
            %543 = arith.addi %525, %542 : i64
            %c1_i64_540 = arith.constant 1 : i64
            %544 = arith.addi %530, %c1_i64_540 : i64
            %c70_i64_541 = arith.constant 70 : i64
            %545 = arith.muli %544, %c70_i64_541 : i64
            %546 = arith.addi %543, %545 : i64
            %547 = llvm.getelementptr %20[%546] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %548 = llvm.load %547 : !llvm.ptr<1> -> f32
            %thread_id_x_542 = gpu.thread_id  x
            %549 = arith.index_cast %thread_id_x_542 : index to i64
            %c16_i64_543 = arith.constant 16 : i64
            %550 = arith.remsi %549, %c16_i64_543 : i64
            %551 = arith.addi %525, %550 : i64
            %c2_i64_544 = arith.constant 2 : i64
            %552 = arith.addi %530, %c2_i64_544 : i64
            %c70_i64_545 = arith.constant 70 : i64
            %553 = arith.muli %552, %c70_i64_545 : i64
            %554 = arith.addi %551, %553 : i64
            %555 = llvm.getelementptr %20[%554] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %556 = llvm.load %555 : !llvm.ptr<1> -> f32
            %thread_id_x_546 = gpu.thread_id  x
            %557 = arith.index_cast %thread_id_x_546 : index to i64
            %c16_i64_547 = arith.constant 16 : i64
            %558 = arith.remsi %557, %c16_i64_547 : i64
            %559 = arith.addi %525, %558 : i64
            %c3_i64_548 = arith.constant 3 : i64
            %560 = arith.addi %530, %c3_i64_548 : i64
            %c70_i64_549 = arith.constant 70 : i64
            %561 = arith.muli %560, %c70_i64_549 : i64
            %562 = arith.addi %559, %561 : i64
            %563 = llvm.getelementptr %20[%562] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %564 = llvm.load %563 : !llvm.ptr<1> -> f32
            %thread_id_x_550 = gpu.thread_id  x
            %565 = arith.index_cast %thread_id_x_550 : index to i64
            %c16_i64_551 = arith.constant 16 : i64
            %566 = arith.remsi %565, %c16_i64_551 : i64
            %567 = arith.addi %525, %566 : i64
            %c4_i64_552 = arith.constant 4 : i64
            %568 = arith.addi %530, %c4_i64_552 : i64
            %c70_i64_553 = arith.constant 70 : i64
            %569 = arith.muli %568, %c70_i64_553 : i64
            %570 = arith.addi %567, %569 : i64
            %571 = llvm.getelementptr %20[%570] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %572 = llvm.load %571 : !llvm.ptr<1> -> f32
            %thread_id_x_554 = gpu.thread_id  x
            %573 = arith.index_cast %thread_id_x_554 : index to i64
            %c16_i64_555 = arith.constant 16 : i64
            %574 = arith.remsi %573, %c16_i64_555 : i64
            %575 = arith.addi %525, %574 : i64
            %c5_i64_556 = arith.constant 5 : i64
            %576 = arith.addi %530, %c5_i64_556 : i64
            %c70_i64_557 = arith.constant 70 : i64
            %577 = arith.muli %576, %c70_i64_557 : i64
            %578 = arith.addi %575, %577 : i64
            %579 = llvm.getelementptr %20[%578] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %580 = llvm.load %579 : !llvm.ptr<1> -> f32
            %thread_id_x_558 = gpu.thread_id  x
            %581 = arith.index_cast %thread_id_x_558 : index to i64
            %c16_i64_559 = arith.constant 16 : i64
            %582 = arith.remsi %581, %c16_i64_559 : i64
            %583 = arith.addi %525, %582 : i64
            %c6_i64_560 = arith.constant 6 : i64
            %584 = arith.addi %530, %c6_i64_560 : i64
            %c70_i64_561 = arith.constant 70 : i64
            %585 = arith.muli %584, %c70_i64_561 : i64
            %586 = arith.addi %583, %585 : i64
            %587 = llvm.getelementptr %20[%586] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %588 = llvm.load %587 : !llvm.ptr<1> -> f32
            %thread_id_x_562 = gpu.thread_id  x
            %589 = arith.index_cast %thread_id_x_562 : index to i64
            %c16_i64_563 = arith.constant 16 : i64
            %590 = arith.remsi %589, %c16_i64_563 : i64
            %591 = arith.addi %525, %590 : i64
            %c7_i64_564 = arith.constant 7 : i64
            %592 = arith.addi %530, %c7_i64_564 : i64
            %c70_i64_565 = arith.constant 70 : i64
            %593 = arith.muli %592, %c70_i64_565 : i64
            %594 = arith.addi %591, %593 : i64
            %595 = llvm.getelementptr %20[%594] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %596 = llvm.load %595 : !llvm.ptr<1> -> f32
            %thread_id_x_566 = gpu.thread_id  x
            %597 = arith.index_cast %thread_id_x_566 : index to i64
            %c16_i64_567 = arith.constant 16 : i64
            %598 = arith.remsi %597, %c16_i64_567 : i64
            %599 = arith.addi %525, %598 : i64
            %c8_i64_568 = arith.constant 8 : i64
            %600 = arith.addi %530, %c8_i64_568 : i64
            %c70_i64_569 = arith.constant 70 : i64
            %601 = arith.muli %600, %c70_i64_569 : i64
            %602 = arith.addi %599, %601 : i64
            %603 = llvm.getelementptr %20[%602] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %604 = llvm.load %603 : !llvm.ptr<1> -> f32
            %thread_id_x_570 = gpu.thread_id  x
            %605 = arith.index_cast %thread_id_x_570 : index to i64
            %c16_i64_571 = arith.constant 16 : i64
            %606 = arith.remsi %605, %c16_i64_571 : i64
            %607 = arith.addi %525, %606 : i64
            %c9_i64_572 = arith.constant 9 : i64
            %608 = arith.addi %530, %c9_i64_572 : i64
            %c70_i64_573 = arith.constant 70 : i64
            %609 = arith.muli %608, %c70_i64_573 : i64
            %610 = arith.addi %607, %609 : i64
            %611 = llvm.getelementptr %20[%610] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %612 = llvm.load %611 : !llvm.ptr<1> -> f32
            %thread_id_x_574 = gpu.thread_id  x
            %613 = arith.index_cast %thread_id_x_574 : index to i64
            %c16_i64_575 = arith.constant 16 : i64
            %614 = arith.remsi %613, %c16_i64_575 : i64
            %615 = arith.addi %525, %614 : i64
            %c10_i64_576 = arith.constant 10 : i64
            %616 = arith.addi %530, %c10_i64_576 : i64
            %c70_i64_577 = arith.constant 70 : i64
            %617 = arith.muli %616, %c70_i64_577 : i64
            %618 = arith.addi %615, %617 : i64
            %619 = llvm.getelementptr %20[%618] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %620 = llvm.load %619 : !llvm.ptr<1> -> f32
            %thread_id_x_578 = gpu.thread_id  x
            %621 = arith.index_cast %thread_id_x_578 : index to i64
            %c16_i64_579 = arith.constant 16 : i64
            %622 = arith.remsi %621, %c16_i64_579 : i64
            %623 = arith.addi %525, %622 : i64
            %c11_i64_580 = arith.constant 11 : i64
            %624 = arith.addi %530, %c11_i64_580 : i64
            %c70_i64_581 = arith.constant 70 : i64
            %625 = arith.muli %624, %c70_i64_581 : i64
            %626 = arith.addi %623, %625 : i64
            %627 = llvm.getelementptr %20[%626] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %628 = llvm.load %627 : !llvm.ptr<1> -> f32
            %thread_id_x_582 = gpu.thread_id  x
            %629 = arith.index_cast %thread_id_x_582 : index to i64
            %c16_i64_583 = arith.constant 16 : i64
            %630 = arith.remsi %629, %c16_i64_583 : i64
            %631 = arith.addi %525, %630 : i64
            %c12_i64_584 = arith.constant 12 : i64
            %632 = arith.addi %530, %c12_i64_584 : i64
            %c70_i64_585 = arith.constant 70 : i64
            %633 = arith.muli %632, %c70_i64_585 : i64
            %634 = arith.addi %631, %633 : i64
            %635 = llvm.getelementptr %20[%634] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %636 = llvm.load %635 : !llvm.ptr<1> -> f32
            %thread_id_x_586 = gpu.thread_id  x
            %637 = arith.index_cast %thread_id_x_586 : index to i64
            %c16_i64_587 = arith.constant 16 : i64
            %638 = arith.remsi %637, %c16_i64_587 : i64
            %639 = arith.addi %525, %638 : i64
            %c13_i64_588 = arith.constant 13 : i64
            %640 = arith.addi %530, %c13_i64_588 : i64
            %c70_i64_589 = arith.constant 70 : i64
            %641 = arith.muli %640, %c70_i64_589 : i64
            %642 = arith.addi %639, %641 : i64
            %643 = llvm.getelementptr %20[%642] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %644 = llvm.load %643 : !llvm.ptr<1> -> f32
            %thread_id_x_590 = gpu.thread_id  x
            %645 = arith.index_cast %thread_id_x_590 : index to i64
            %c16_i64_591 = arith.constant 16 : i64
            %646 = arith.remsi %645, %c16_i64_591 : i64
            %647 = arith.addi %525, %646 : i64
            %c14_i64_592 = arith.constant 14 : i64
            %648 = arith.addi %530, %c14_i64_592 : i64
            %c70_i64_593 = arith.constant 70 : i64
            %649 = arith.muli %648, %c70_i64_593 : i64
            %650 = arith.addi %647, %649 : i64
            %651 = llvm.getelementptr %20[%650] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %652 = llvm.load %651 : !llvm.ptr<1> -> f32
            %thread_id_x_594 = gpu.thread_id  x
            %653 = arith.index_cast %thread_id_x_594 : index to i64
            %c16_i64_595 = arith.constant 16 : i64
            %654 = arith.remsi %653, %c16_i64_595 : i64
            %655 = arith.addi %525, %654 : i64
            %c15_i64_596 = arith.constant 15 : i64
            %656 = arith.addi %530, %c15_i64_596 : i64
            %c70_i64_597 = arith.constant 70 : i64
            %657 = arith.muli %656, %c70_i64_597 : i64
            %658 = arith.addi %655, %657 : i64
            %659 = llvm.getelementptr %20[%658] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %660 = llvm.load %659 : !llvm.ptr<1> -> f32
            %thread_id_x_598 = gpu.thread_id  x
            %661 = arith.index_cast %thread_id_x_598 : index to i64
            %c16_i64_599 = arith.constant 16 : i64
            %662 = arith.remsi %661, %c16_i64_599 : i64
            %663 = arith.addi %525, %662 : i64
            %c16_i64_600 = arith.constant 16 : i64
            %664 = arith.addi %530, %c16_i64_600 : i64
            %c70_i64_601 = arith.constant 70 : i64
            %665 = arith.muli %664, %c70_i64_601 : i64
            %666 = arith.addi %663, %665 : i64
            %667 = llvm.getelementptr %20[%666] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %668 = llvm.load %667 : !llvm.ptr<1> -> f32
            %thread_id_x_602 = gpu.thread_id  x
            %669 = arith.index_cast %thread_id_x_602 : index to i64
            %c16_i64_603 = arith.constant 16 : i64
            %670 = arith.remsi %669, %c16_i64_603 : i64
            %671 = arith.addi %525, %670 : i64
            %c17_i64 = arith.constant 17 : i64
            %672 = arith.addi %530, %c17_i64 : i64
            %c70_i64_604 = arith.constant 70 : i64
            %673 = arith.muli %672, %c70_i64_604 : i64
            %674 = arith.addi %671, %673 : i64
            %675 = llvm.getelementptr %20[%674] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %676 = llvm.load %675 : !llvm.ptr<1> -> f32
            %thread_id_x_605 = gpu.thread_id  x
            %677 = arith.index_cast %thread_id_x_605 : index to i64
            %c16_i64_606 = arith.constant 16 : i64
            %678 = arith.remsi %677, %c16_i64_606 : i64
            %679 = arith.addi %525, %678 : i64
            %c18_i64 = arith.constant 18 : i64
            %680 = arith.addi %530, %c18_i64 : i64
            %c70_i64_607 = arith.constant 70 : i64
            %681 = arith.muli %680, %c70_i64_607 : i64
            %682 = arith.addi %679, %681 : i64
            %683 = llvm.getelementptr %20[%682] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %684 = llvm.load %683 : !llvm.ptr<1> -> f32
            %thread_id_x_608 = gpu.thread_id  x
            %685 = arith.index_cast %thread_id_x_608 : index to i64
            %c16_i64_609 = arith.constant 16 : i64
            %686 = arith.remsi %685, %c16_i64_609 : i64
            %687 = arith.addi %525, %686 : i64
            %c19_i64 = arith.constant 19 : i64
            %688 = arith.addi %530, %c19_i64 : i64
            %c70_i64_610 = arith.constant 70 : i64
            %689 = arith.muli %688, %c70_i64_610 : i64
            %690 = arith.addi %687, %689 : i64
            %691 = llvm.getelementptr %20[%690] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %692 = llvm.load %691 : !llvm.ptr<1> -> f32
            %thread_id_x_611 = gpu.thread_id  x
            %693 = arith.index_cast %thread_id_x_611 : index to i64
            %c16_i64_612 = arith.constant 16 : i64
            %694 = arith.remsi %693, %c16_i64_612 : i64
            %695 = arith.addi %525, %694 : i64
            %c20_i64 = arith.constant 20 : i64
            %696 = arith.addi %530, %c20_i64 : i64
            %c70_i64_613 = arith.constant 70 : i64
            %697 = arith.muli %696, %c70_i64_613 : i64
            %698 = arith.addi %695, %697 : i64
            %699 = llvm.getelementptr %20[%698] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %700 = llvm.load %699 : !llvm.ptr<1> -> f32
            %thread_id_x_614 = gpu.thread_id  x
            %701 = arith.index_cast %thread_id_x_614 : index to i64
            %c16_i64_615 = arith.constant 16 : i64
            %702 = arith.remsi %701, %c16_i64_615 : i64
            %703 = arith.addi %525, %702 : i64
            %c21_i64 = arith.constant 21 : i64
            %704 = arith.addi %530, %c21_i64 : i64
            %c70_i64_616 = arith.constant 70 : i64
            %705 = arith.muli %704, %c70_i64_616 : i64
            %706 = arith.addi %703, %705 : i64
            %707 = llvm.getelementptr %20[%706] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %708 = llvm.load %707 : !llvm.ptr<1> -> f32
            %thread_id_x_617 = gpu.thread_id  x
            %709 = arith.index_cast %thread_id_x_617 : index to i64
            %c16_i64_618 = arith.constant 16 : i64
            %710 = arith.remsi %709, %c16_i64_618 : i64
            %711 = arith.addi %525, %710 : i64
            %c22_i64 = arith.constant 22 : i64
            %712 = arith.addi %530, %c22_i64 : i64
            %c70_i64_619 = arith.constant 70 : i64
            %713 = arith.muli %712, %c70_i64_619 : i64
            %714 = arith.addi %711, %713 : i64
            %715 = llvm.getelementptr %20[%714] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %716 = llvm.load %715 : !llvm.ptr<1> -> f32
            %thread_id_x_620 = gpu.thread_id  x
            %717 = arith.index_cast %thread_id_x_620 : index to i64
            %c16_i64_621 = arith.constant 16 : i64
            %718 = arith.remsi %717, %c16_i64_621 : i64
            %719 = arith.addi %525, %718 : i64
            %c23_i64 = arith.constant 23 : i64
            %720 = arith.addi %530, %c23_i64 : i64
            %c70_i64_622 = arith.constant 70 : i64
            %721 = arith.muli %720, %c70_i64_622 : i64
            %722 = arith.addi %719, %721 : i64
            %723 = llvm.getelementptr %20[%722] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %724 = llvm.load %723 : !llvm.ptr<1> -> f32
            %thread_id_x_623 = gpu.thread_id  x
            %725 = arith.index_cast %thread_id_x_623 : index to i64
            %c16_i64_624 = arith.constant 16 : i64
            %726 = arith.remsi %725, %c16_i64_624 : i64
            %727 = arith.addi %525, %726 : i64
            %c24_i64 = arith.constant 24 : i64
            %728 = arith.addi %530, %c24_i64 : i64
            %c70_i64_625 = arith.constant 70 : i64
            %729 = arith.muli %728, %c70_i64_625 : i64
            %730 = arith.addi %727, %729 : i64
            %731 = llvm.getelementptr %20[%730] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %732 = llvm.load %731 : !llvm.ptr<1> -> f32
            %thread_id_x_626 = gpu.thread_id  x
            %733 = arith.index_cast %thread_id_x_626 : index to i64
            %c16_i64_627 = arith.constant 16 : i64
            %734 = arith.remsi %733, %c16_i64_627 : i64
            %735 = arith.addi %525, %734 : i64
            %c25_i64 = arith.constant 25 : i64
            %736 = arith.addi %530, %c25_i64 : i64
            %c70_i64_628 = arith.constant 70 : i64
            %737 = arith.muli %736, %c70_i64_628 : i64
            %738 = arith.addi %735, %737 : i64
            %739 = llvm.getelementptr %20[%738] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %740 = llvm.load %739 : !llvm.ptr<1> -> f32
            %thread_id_x_629 = gpu.thread_id  x
            %741 = arith.index_cast %thread_id_x_629 : index to i64
            %c16_i64_630 = arith.constant 16 : i64
            %742 = arith.remsi %741, %c16_i64_630 : i64
            %743 = arith.addi %525, %742 : i64
            %c26_i64 = arith.constant 26 : i64
            %744 = arith.addi %530, %c26_i64 : i64
            %c70_i64_631 = arith.constant 70 : i64
            %745 = arith.muli %744, %c70_i64_631 : i64
            %746 = arith.addi %743, %745 : i64
            %747 = llvm.getelementptr %20[%746] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %748 = llvm.load %747 : !llvm.ptr<1> -> f32
            %thread_id_x_632 = gpu.thread_id  x
            %749 = arith.index_cast %thread_id_x_632 : index to i64
            %c16_i64_633 = arith.constant 16 : i64
            %750 = arith.remsi %749, %c16_i64_633 : i64
            %751 = arith.addi %525, %750 : i64
            %c27_i64 = arith.constant 27 : i64
            %752 = arith.addi %530, %c27_i64 : i64
            %c70_i64_634 = arith.constant 70 : i64
            %753 = arith.muli %752, %c70_i64_634 : i64
            %754 = arith.addi %751, %753 : i64
            %755 = llvm.getelementptr %20[%754] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %756 = llvm.load %755 : !llvm.ptr<1> -> f32
            %thread_id_x_635 = gpu.thread_id  x
            %757 = arith.index_cast %thread_id_x_635 : index to i64
            %c16_i64_636 = arith.constant 16 : i64
            %758 = arith.remsi %757, %c16_i64_636 : i64
            %759 = arith.addi %525, %758 : i64
            %c28_i64 = arith.constant 28 : i64
            %760 = arith.addi %530, %c28_i64 : i64
            %c70_i64_637 = arith.constant 70 : i64
            %761 = arith.muli %760, %c70_i64_637 : i64
            %762 = arith.addi %759, %761 : i64
            %763 = llvm.getelementptr %20[%762] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %764 = llvm.load %763 : !llvm.ptr<1> -> f32
            %thread_id_x_638 = gpu.thread_id  x
            %765 = arith.index_cast %thread_id_x_638 : index to i64
            %c16_i64_639 = arith.constant 16 : i64
            %766 = arith.remsi %765, %c16_i64_639 : i64
            %767 = arith.addi %525, %766 : i64
            %c29_i64 = arith.constant 29 : i64
            %768 = arith.addi %530, %c29_i64 : i64
            %c70_i64_640 = arith.constant 70 : i64
            %769 = arith.muli %768, %c70_i64_640 : i64
            %770 = arith.addi %767, %769 : i64
            %771 = llvm.getelementptr %20[%770] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %772 = llvm.load %771 : !llvm.ptr<1> -> f32
            %thread_id_x_641 = gpu.thread_id  x
            %773 = arith.index_cast %thread_id_x_641 : index to i64
            %c16_i64_642 = arith.constant 16 : i64
            %774 = arith.remsi %773, %c16_i64_642 : i64
            %775 = arith.addi %525, %774 : i64
            %c30_i64 = arith.constant 30 : i64
            %776 = arith.addi %530, %c30_i64 : i64
            %c70_i64_643 = arith.constant 70 : i64
            %777 = arith.muli %776, %c70_i64_643 : i64
            %778 = arith.addi %775, %777 : i64
            %779 = llvm.getelementptr %20[%778] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %780 = llvm.load %779 : !llvm.ptr<1> -> f32
            %thread_id_x_644 = gpu.thread_id  x
            %781 = arith.index_cast %thread_id_x_644 : index to i64
            %c16_i64_645 = arith.constant 16 : i64
            %782 = arith.remsi %781, %c16_i64_645 : i64
            %783 = arith.addi %525, %782 : i64
            %c31_i64 = arith.constant 31 : i64
            %784 = arith.addi %530, %c31_i64 : i64
            %c70_i64_646 = arith.constant 70 : i64
            %785 = arith.muli %784, %c70_i64_646 : i64
            %786 = arith.addi %783, %785 : i64
            %787 = llvm.getelementptr %20[%786] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %788 = llvm.load %787 : !llvm.ptr<1> -> f32
            %thread_id_x_647 = gpu.thread_id  x
            %789 = arith.index_cast %thread_id_x_647 : index to i64
            %c16_i64_648 = arith.constant 16 : i64
            %790 = arith.remsi %789, %c16_i64_648 : i64
            %c16_i64_649 = arith.constant 16 : i64
            %791 = arith.addi %790, %c16_i64_649 : i64
            %792 = arith.addi %525, %791 : i64
            %c70_i64_650 = arith.constant 70 : i64
            %793 = arith.muli %530, %c70_i64_650 : i64
            %794 = arith.addi %792, %793 : i64
            %795 = llvm.getelementptr %20[%794] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %796 = llvm.load %795 : !llvm.ptr<1> -> f32
            %thread_id_x_651 = gpu.thread_id  x
            %797 = arith.index_cast %thread_id_x_651 : index to i64
            %c16_i64_652 = arith.constant 16 : i64
            %798 = arith.remsi %797, %c16_i64_652 : i64
            %c16_i64_653 = arith.constant 16 : i64
            %799 = arith.addi %798, %c16_i64_653 : i64
            %800 = arith.addi %525, %799 : i64
            %c1_i64_654 = arith.constant 1 : i64
            %801 = arith.addi %530, %c1_i64_654 : i64
            %c70_i64_655 = arith.constant 70 : i64
            %802 = arith.muli %801, %c70_i64_655 : i64
            %803 = arith.addi %800, %802 : i64
            %804 = llvm.getelementptr %20[%803] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %805 = llvm.load %804 : !llvm.ptr<1> -> f32
            %thread_id_x_656 = gpu.thread_id  x
            %806 = arith.index_cast %thread_id_x_656 : index to i64
            %c16_i64_657 = arith.constant 16 : i64
            %807 = arith.remsi %806, %c16_i64_657 : i64
            %c16_i64_658 = arith.constant 16 : i64
            %808 = arith.addi %807, %c16_i64_658 : i64
            %809 = arith.addi %525, %808 : i64
            %c2_i64_659 = arith.constant 2 : i64
            %810 = arith.addi %530, %c2_i64_659 : i64
            %c70_i64_660 = arith.constant 70 : i64
            %811 = arith.muli %810, %c70_i64_660 : i64
            %812 = arith.addi %809, %811 : i64
            %813 = llvm.getelementptr %20[%812] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %814 = llvm.load %813 : !llvm.ptr<1> -> f32
            %thread_id_x_661 = gpu.thread_id  x
            %815 = arith.index_cast %thread_id_x_661 : index to i64
            %c16_i64_662 = arith.constant 16 : i64
            %816 = arith.remsi %815, %c16_i64_662 : i64
            %c16_i64_663 = arith.constant 16 : i64
            %817 = arith.addi %816, %c16_i64_663 : i64
            %818 = arith.addi %525, %817 : i64
            %c3_i64_664 = arith.constant 3 : i64
            %819 = arith.addi %530, %c3_i64_664 : i64
            %c70_i64_665 = arith.constant 70 : i64
            %820 = arith.muli %819, %c70_i64_665 : i64
            %821 = arith.addi %818, %820 : i64
            %822 = llvm.getelementptr %20[%821] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %823 = llvm.load %822 : !llvm.ptr<1> -> f32
            %thread_id_x_666 = gpu.thread_id  x
            %824 = arith.index_cast %thread_id_x_666 : index to i64
            %c16_i64_667 = arith.constant 16 : i64
            %825 = arith.remsi %824, %c16_i64_667 : i64
            %c16_i64_668 = arith.constant 16 : i64
            %826 = arith.addi %825, %c16_i64_668 : i64
            %827 = arith.addi %525, %826 : i64
            %c4_i64_669 = arith.constant 4 : i64
            %828 = arith.addi %530, %c4_i64_669 : i64
            %c70_i64_670 = arith.constant 70 : i64
            %829 = arith.muli %828, %c70_i64_670 : i64
            %830 = arith.addi %827, %829 : i64
            %831 = llvm.getelementptr %20[%830] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %832 = llvm.load %831 : !llvm.ptr<1> -> f32
            %thread_id_x_671 = gpu.thread_id  x
            %833 = arith.index_cast %thread_id_x_671 : index to i64
            %c16_i64_672 = arith.constant 16 : i64
            %834 = arith.remsi %833, %c16_i64_672 : i64
            %c16_i64_673 = arith.constant 16 : i64
            %835 = arith.addi %834, %c16_i64_673 : i64
            %836 = arith.addi %525, %835 : i64
            %c5_i64_674 = arith.constant 5 : i64
            %837 = arith.addi %530, %c5_i64_674 : i64
            %c70_i64_675 = arith.constant 70 : i64
            %838 = arith.muli %837, %c70_i64_675 : i64
            %839 = arith.addi %836, %838 : i64
            %840 = llvm.getelementptr %20[%839] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %841 = llvm.load %840 : !llvm.ptr<1> -> f32
            %thread_id_x_676 = gpu.thread_id  x
            %842 = arith.index_cast %thread_id_x_676 : index to i64
            %c16_i64_677 = arith.constant 16 : i64
            %843 = arith.remsi %842, %c16_i64_677 : i64
            %c16_i64_678 = arith.constant 16 : i64
            %844 = arith.addi %843, %c16_i64_678 : i64
            %845 = arith.addi %525, %844 : i64
            %c6_i64_679 = arith.constant 6 : i64
            %846 = arith.addi %530, %c6_i64_679 : i64
            %c70_i64_680 = arith.constant 70 : i64
            %847 = arith.muli %846, %c70_i64_680 : i64
            %848 = arith.addi %845, %847 : i64
            %849 = llvm.getelementptr %20[%848] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %850 = llvm.load %849 : !llvm.ptr<1> -> f32
            %thread_id_x_681 = gpu.thread_id  x
            %851 = arith.index_cast %thread_id_x_681 : index to i64
            %c16_i64_682 = arith.constant 16 : i64
            %852 = arith.remsi %851, %c16_i64_682 : i64
            %c16_i64_683 = arith.constant 16 : i64
            %853 = arith.addi %852, %c16_i64_683 : i64
            %854 = arith.addi %525, %853 : i64
            %c7_i64_684 = arith.constant 7 : i64
            %855 = arith.addi %530, %c7_i64_684 : i64
            %c70_i64_685 = arith.constant 70 : i64
            %856 = arith.muli %855, %c70_i64_685 : i64
            %857 = arith.addi %854, %856 : i64
            %858 = llvm.getelementptr %20[%857] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %859 = llvm.load %858 : !llvm.ptr<1> -> f32
            %thread_id_x_686 = gpu.thread_id  x
            %860 = arith.index_cast %thread_id_x_686 : index to i64
            %c16_i64_687 = arith.constant 16 : i64
            %861 = arith.remsi %860, %c16_i64_687 : i64
            %c16_i64_688 = arith.constant 16 : i64
            %862 = arith.addi %861, %c16_i64_688 : i64
            %863 = arith.addi %525, %862 : i64
            %c8_i64_689 = arith.constant 8 : i64
            %864 = arith.addi %530, %c8_i64_689 : i64
            %c70_i64_690 = arith.constant 70 : i64
            %865 = arith.muli %864, %c70_i64_690 : i64
            %866 = arith.addi %863, %865 : i64
            %867 = llvm.getelementptr %20[%866] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %868 = llvm.load %867 : !llvm.ptr<1> -> f32
            %thread_id_x_691 = gpu.thread_id  x
            %869 = arith.index_cast %thread_id_x_691 : index to i64
            %c16_i64_692 = arith.constant 16 : i64
            %870 = arith.remsi %869, %c16_i64_692 : i64
            %c16_i64_693 = arith.constant 16 : i64
            %871 = arith.addi %870, %c16_i64_693 : i64
            %872 = arith.addi %525, %871 : i64
            %c9_i64_694 = arith.constant 9 : i64
            %873 = arith.addi %530, %c9_i64_694 : i64
            %c70_i64_695 = arith.constant 70 : i64
            %874 = arith.muli %873, %c70_i64_695 : i64
            %875 = arith.addi %872, %874 : i64
            %876 = llvm.getelementptr %20[%875] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %877 = llvm.load %876 : !llvm.ptr<1> -> f32
            %thread_id_x_696 = gpu.thread_id  x
            %878 = arith.index_cast %thread_id_x_696 : index to i64
            %c16_i64_697 = arith.constant 16 : i64
            %879 = arith.remsi %878, %c16_i64_697 : i64
            %c16_i64_698 = arith.constant 16 : i64
            %880 = arith.addi %879, %c16_i64_698 : i64
            %881 = arith.addi %525, %880 : i64
            %c10_i64_699 = arith.constant 10 : i64
            %882 = arith.addi %530, %c10_i64_699 : i64
            %c70_i64_700 = arith.constant 70 : i64
            %883 = arith.muli %882, %c70_i64_700 : i64
            %884 = arith.addi %881, %883 : i64
            %885 = llvm.getelementptr %20[%884] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %886 = llvm.load %885 : !llvm.ptr<1> -> f32
            %thread_id_x_701 = gpu.thread_id  x
            %887 = arith.index_cast %thread_id_x_701 : index to i64
            %c16_i64_702 = arith.constant 16 : i64
            %888 = arith.remsi %887, %c16_i64_702 : i64
            %c16_i64_703 = arith.constant 16 : i64
            %889 = arith.addi %888, %c16_i64_703 : i64
            %890 = arith.addi %525, %889 : i64
            %c11_i64_704 = arith.constant 11 : i64
            %891 = arith.addi %530, %c11_i64_704 : i64
            %c70_i64_705 = arith.constant 70 : i64
            %892 = arith.muli %891, %c70_i64_705 : i64
            %893 = arith.addi %890, %892 : i64
            %894 = llvm.getelementptr %20[%893] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %895 = llvm.load %894 : !llvm.ptr<1> -> f32
            %thread_id_x_706 = gpu.thread_id  x
            %896 = arith.index_cast %thread_id_x_706 : index to i64
            %c16_i64_707 = arith.constant 16 : i64
            %897 = arith.remsi %896, %c16_i64_707 : i64
            %c16_i64_708 = arith.constant 16 : i64
            %898 = arith.addi %897, %c16_i64_708 : i64
            %899 = arith.addi %525, %898 : i64
            %c12_i64_709 = arith.constant 12 : i64
            %900 = arith.addi %530, %c12_i64_709 : i64
            %c70_i64_710 = arith.constant 70 : i64
            %901 = arith.muli %900, %c70_i64_710 : i64
            %902 = arith.addi %899, %901 : i64
            %903 = llvm.getelementptr %20[%902] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %904 = llvm.load %903 : !llvm.ptr<1> -> f32
            %thread_id_x_711 = gpu.thread_id  x
            %905 = arith.index_cast %thread_id_x_711 : index to i64
            %c16_i64_712 = arith.constant 16 : i64
            %906 = arith.remsi %905, %c16_i64_712 : i64
            %c16_i64_713 = arith.constant 16 : i64
            %907 = arith.addi %906, %c16_i64_713 : i64
            %908 = arith.addi %525, %907 : i64
            %c13_i64_714 = arith.constant 13 : i64
            %909 = arith.addi %530, %c13_i64_714 : i64
            %c70_i64_715 = arith.constant 70 : i64
            %910 = arith.muli %909, %c70_i64_715 : i64
            %911 = arith.addi %908, %910 : i64
            %912 = llvm.getelementptr %20[%911] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %913 = llvm.load %912 : !llvm.ptr<1> -> f32
            %thread_id_x_716 = gpu.thread_id  x
            %914 = arith.index_cast %thread_id_x_716 : index to i64
            %c16_i64_717 = arith.constant 16 : i64
            %915 = arith.remsi %914, %c16_i64_717 : i64
            %c16_i64_718 = arith.constant 16 : i64
            %916 = arith.addi %915, %c16_i64_718 : i64
            %917 = arith.addi %525, %916 : i64
            %c14_i64_719 = arith.constant 14 : i64
            %918 = arith.addi %530, %c14_i64_719 : i64
            %c70_i64_720 = arith.constant 70 : i64
            %919 = arith.muli %918, %c70_i64_720 : i64
            %920 = arith.addi %917, %919 : i64
            %921 = llvm.getelementptr %20[%920] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %922 = llvm.load %921 : !llvm.ptr<1> -> f32
            %thread_id_x_721 = gpu.thread_id  x
            %923 = arith.index_cast %thread_id_x_721 : index to i64
            %c16_i64_722 = arith.constant 16 : i64
            %924 = arith.remsi %923, %c16_i64_722 : i64
            %c16_i64_723 = arith.constant 16 : i64
            %925 = arith.addi %924, %c16_i64_723 : i64
            %926 = arith.addi %525, %925 : i64
            %c15_i64_724 = arith.constant 15 : i64
            %927 = arith.addi %530, %c15_i64_724 : i64
            %c70_i64_725 = arith.constant 70 : i64
            %928 = arith.muli %927, %c70_i64_725 : i64
            %929 = arith.addi %926, %928 : i64
            %930 = llvm.getelementptr %20[%929] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %931 = llvm.load %930 : !llvm.ptr<1> -> f32
            %thread_id_x_726 = gpu.thread_id  x
            %932 = arith.index_cast %thread_id_x_726 : index to i64
            %c16_i64_727 = arith.constant 16 : i64
            %933 = arith.remsi %932, %c16_i64_727 : i64
            %c16_i64_728 = arith.constant 16 : i64
            %934 = arith.addi %933, %c16_i64_728 : i64
            %935 = arith.addi %525, %934 : i64
            %c16_i64_729 = arith.constant 16 : i64
            %936 = arith.addi %530, %c16_i64_729 : i64
            %c70_i64_730 = arith.constant 70 : i64
            %937 = arith.muli %936, %c70_i64_730 : i64
            %938 = arith.addi %935, %937 : i64
            %939 = llvm.getelementptr %20[%938] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %940 = llvm.load %939 : !llvm.ptr<1> -> f32
            %thread_id_x_731 = gpu.thread_id  x
            %941 = arith.index_cast %thread_id_x_731 : index to i64
            %c16_i64_732 = arith.constant 16 : i64
            %942 = arith.remsi %941, %c16_i64_732 : i64
            %c16_i64_733 = arith.constant 16 : i64
            %943 = arith.addi %942, %c16_i64_733 : i64
            %944 = arith.addi %525, %943 : i64
            %c17_i64_734 = arith.constant 17 : i64
            %945 = arith.addi %530, %c17_i64_734 : i64
            %c70_i64_735 = arith.constant 70 : i64
            %946 = arith.muli %945, %c70_i64_735 : i64
            %947 = arith.addi %944, %946 : i64
            %948 = llvm.getelementptr %20[%947] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %949 = llvm.load %948 : !llvm.ptr<1> -> f32
            %thread_id_x_736 = gpu.thread_id  x
            %950 = arith.index_cast %thread_id_x_736 : index to i64
            %c16_i64_737 = arith.constant 16 : i64
            %951 = arith.remsi %950, %c16_i64_737 : i64
            %c16_i64_738 = arith.constant 16 : i64
            %952 = arith.addi %951, %c16_i64_738 : i64
            %953 = arith.addi %525, %952 : i64
            %c18_i64_739 = arith.constant 18 : i64
            %954 = arith.addi %530, %c18_i64_739 : i64
            %c70_i64_740 = arith.constant 70 : i64
            %955 = arith.muli %954, %c70_i64_740 : i64
            %956 = arith.addi %953, %955 : i64
            %957 = llvm.getelementptr %20[%956] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %958 = llvm.load %957 : !llvm.ptr<1> -> f32
            %thread_id_x_741 = gpu.thread_id  x
            %959 = arith.index_cast %thread_id_x_741 : index to i64
            %c16_i64_742 = arith.constant 16 : i64
            %960 = arith.remsi %959, %c16_i64_742 : i64
            %c16_i64_743 = arith.constant 16 : i64
            %961 = arith.addi %960, %c16_i64_743 : i64
            %962 = arith.addi %525, %961 : i64
            %c19_i64_744 = arith.constant 19 : i64
            %963 = arith.addi %530, %c19_i64_744 : i64
            %c70_i64_745 = arith.constant 70 : i64
            %964 = arith.muli %963, %c70_i64_745 : i64
            %965 = arith.addi %962, %964 : i64
            %966 = llvm.getelementptr %20[%965] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %967 = llvm.load %966 : !llvm.ptr<1> -> f32
            %thread_id_x_746 = gpu.thread_id  x
            %968 = arith.index_cast %thread_id_x_746 : index to i64
            %c16_i64_747 = arith.constant 16 : i64
            %969 = arith.remsi %968, %c16_i64_747 : i64
            %c16_i64_748 = arith.constant 16 : i64
            %970 = arith.addi %969, %c16_i64_748 : i64
            %971 = arith.addi %525, %970 : i64
            %c20_i64_749 = arith.constant 20 : i64
            %972 = arith.addi %530, %c20_i64_749 : i64
            %c70_i64_750 = arith.constant 70 : i64
            %973 = arith.muli %972, %c70_i64_750 : i64
            %974 = arith.addi %971, %973 : i64
            %975 = llvm.getelementptr %20[%974] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %976 = llvm.load %975 : !llvm.ptr<1> -> f32
            %thread_id_x_751 = gpu.thread_id  x
            %977 = arith.index_cast %thread_id_x_751 : index to i64
            %c16_i64_752 = arith.constant 16 : i64
            %978 = arith.remsi %977, %c16_i64_752 : i64
            %c16_i64_753 = arith.constant 16 : i64
            %979 = arith.addi %978, %c16_i64_753 : i64
            %980 = arith.addi %525, %979 : i64
            %c21_i64_754 = arith.constant 21 : i64
            %981 = arith.addi %530, %c21_i64_754 : i64
            %c70_i64_755 = arith.constant 70 : i64
            %982 = arith.muli %981, %c70_i64_755 : i64
            %983 = arith.addi %980, %982 : i64
            %984 = llvm.getelementptr %20[%983] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %985 = llvm.load %984 : !llvm.ptr<1> -> f32
            %thread_id_x_756 = gpu.thread_id  x
            %986 = arith.index_cast %thread_id_x_756 : index to i64
            %c16_i64_757 = arith.constant 16 : i64
            %987 = arith.remsi %986, %c16_i64_757 : i64
            %c16_i64_758 = arith.constant 16 : i64
            %988 = arith.addi %987, %c16_i64_758 : i64
            %989 = arith.addi %525, %988 : i64
            %c22_i64_759 = arith.constant 22 : i64
            %990 = arith.addi %530, %c22_i64_759 : i64
            %c70_i64_760 = arith.constant 70 : i64
            %991 = arith.muli %990, %c70_i64_760 : i64
            %992 = arith.addi %989, %991 : i64
            %993 = llvm.getelementptr %20[%992] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %994 = llvm.load %993 : !llvm.ptr<1> -> f32
            %thread_id_x_761 = gpu.thread_id  x
            %995 = arith.index_cast %thread_id_x_761 : index to i64
            %c16_i64_762 = arith.constant 16 : i64
            %996 = arith.remsi %995, %c16_i64_762 : i64
            %c16_i64_763 = arith.constant 16 : i64
            %997 = arith.addi %996, %c16_i64_763 : i64
            %998 = arith.addi %525, %997 : i64
            %c23_i64_764 = arith.constant 23 : i64
            %999 = arith.addi %530, %c23_i64_764 : i64
            %c70_i64_765 = arith.constant 70 : i64
            %1000 = arith.muli %999, %c70_i64_765 : i64
            %1001 = arith.addi %998, %1000 : i64
            %1002 = llvm.getelementptr %20[%1001] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1003 = llvm.load %1002 : !llvm.ptr<1> -> f32
            %thread_id_x_766 = gpu.thread_id  x
            %1004 = arith.index_cast %thread_id_x_766 : index to i64
            %c16_i64_767 = arith.constant 16 : i64
            %1005 = arith.remsi %1004, %c16_i64_767 : i64
            %c16_i64_768 = arith.constant 16 : i64
            %1006 = arith.addi %1005, %c16_i64_768 : i64
            %1007 = arith.addi %525, %1006 : i64
            %c24_i64_769 = arith.constant 24 : i64
            %1008 = arith.addi %530, %c24_i64_769 : i64
            %c70_i64_770 = arith.constant 70 : i64
            %1009 = arith.muli %1008, %c70_i64_770 : i64
            %1010 = arith.addi %1007, %1009 : i64
            %1011 = llvm.getelementptr %20[%1010] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1012 = llvm.load %1011 : !llvm.ptr<1> -> f32
            %thread_id_x_771 = gpu.thread_id  x
            %1013 = arith.index_cast %thread_id_x_771 : index to i64
            %c16_i64_772 = arith.constant 16 : i64
            %1014 = arith.remsi %1013, %c16_i64_772 : i64
            %c16_i64_773 = arith.constant 16 : i64
            %1015 = arith.addi %1014, %c16_i64_773 : i64
            %1016 = arith.addi %525, %1015 : i64
            %c25_i64_774 = arith.constant 25 : i64
            %1017 = arith.addi %530, %c25_i64_774 : i64
            %c70_i64_775 = arith.constant 70 : i64
            %1018 = arith.muli %1017, %c70_i64_775 : i64
            %1019 = arith.addi %1016, %1018 : i64
            %1020 = llvm.getelementptr %20[%1019] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1021 = llvm.load %1020 : !llvm.ptr<1> -> f32
            %thread_id_x_776 = gpu.thread_id  x
            %1022 = arith.index_cast %thread_id_x_776 : index to i64
            %c16_i64_777 = arith.constant 16 : i64
            %1023 = arith.remsi %1022, %c16_i64_777 : i64
            %c16_i64_778 = arith.constant 16 : i64
            %1024 = arith.addi %1023, %c16_i64_778 : i64
            %1025 = arith.addi %525, %1024 : i64
            %c26_i64_779 = arith.constant 26 : i64
            %1026 = arith.addi %530, %c26_i64_779 : i64
            %c70_i64_780 = arith.constant 70 : i64
            %1027 = arith.muli %1026, %c70_i64_780 : i64
            %1028 = arith.addi %1025, %1027 : i64
            %1029 = llvm.getelementptr %20[%1028] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1030 = llvm.load %1029 : !llvm.ptr<1> -> f32
            %thread_id_x_781 = gpu.thread_id  x
            %1031 = arith.index_cast %thread_id_x_781 : index to i64
            %c16_i64_782 = arith.constant 16 : i64
            %1032 = arith.remsi %1031, %c16_i64_782 : i64
            %c16_i64_783 = arith.constant 16 : i64
            %1033 = arith.addi %1032, %c16_i64_783 : i64
            %1034 = arith.addi %525, %1033 : i64
            %c27_i64_784 = arith.constant 27 : i64
            %1035 = arith.addi %530, %c27_i64_784 : i64
            %c70_i64_785 = arith.constant 70 : i64
            %1036 = arith.muli %1035, %c70_i64_785 : i64
            %1037 = arith.addi %1034, %1036 : i64
            %1038 = llvm.getelementptr %20[%1037] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1039 = llvm.load %1038 : !llvm.ptr<1> -> f32
            %thread_id_x_786 = gpu.thread_id  x
            %1040 = arith.index_cast %thread_id_x_786 : index to i64
            %c16_i64_787 = arith.constant 16 : i64
            %1041 = arith.remsi %1040, %c16_i64_787 : i64
            %c16_i64_788 = arith.constant 16 : i64
            %1042 = arith.addi %1041, %c16_i64_788 : i64
            %1043 = arith.addi %525, %1042 : i64
            %c28_i64_789 = arith.constant 28 : i64
            %1044 = arith.addi %530, %c28_i64_789 : i64
            %c70_i64_790 = arith.constant 70 : i64
            %1045 = arith.muli %1044, %c70_i64_790 : i64
            %1046 = arith.addi %1043, %1045 : i64
            %1047 = llvm.getelementptr %20[%1046] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1048 = llvm.load %1047 : !llvm.ptr<1> -> f32
            %thread_id_x_791 = gpu.thread_id  x
            %1049 = arith.index_cast %thread_id_x_791 : index to i64
            %c16_i64_792 = arith.constant 16 : i64
            %1050 = arith.remsi %1049, %c16_i64_792 : i64
            %c16_i64_793 = arith.constant 16 : i64
            %1051 = arith.addi %1050, %c16_i64_793 : i64
            %1052 = arith.addi %525, %1051 : i64
            %c29_i64_794 = arith.constant 29 : i64
            %1053 = arith.addi %530, %c29_i64_794 : i64
            %c70_i64_795 = arith.constant 70 : i64
            %1054 = arith.muli %1053, %c70_i64_795 : i64
            %1055 = arith.addi %1052, %1054 : i64
            %1056 = llvm.getelementptr %20[%1055] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1057 = llvm.load %1056 : !llvm.ptr<1> -> f32
            %thread_id_x_796 = gpu.thread_id  x
            %1058 = arith.index_cast %thread_id_x_796 : index to i64
            %c16_i64_797 = arith.constant 16 : i64
            %1059 = arith.remsi %1058, %c16_i64_797 : i64
            %c16_i64_798 = arith.constant 16 : i64
            %1060 = arith.addi %1059, %c16_i64_798 : i64
            %1061 = arith.addi %525, %1060 : i64
            %c30_i64_799 = arith.constant 30 : i64
            %1062 = arith.addi %530, %c30_i64_799 : i64
            %c70_i64_800 = arith.constant 70 : i64
            %1063 = arith.muli %1062, %c70_i64_800 : i64
            %1064 = arith.addi %1061, %1063 : i64
            %1065 = llvm.getelementptr %20[%1064] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1066 = llvm.load %1065 : !llvm.ptr<1> -> f32
            %thread_id_x_801 = gpu.thread_id  x
            %1067 = arith.index_cast %thread_id_x_801 : index to i64
            %c16_i64_802 = arith.constant 16 : i64
            %1068 = arith.remsi %1067, %c16_i64_802 : i64
            %c16_i64_803 = arith.constant 16 : i64
            %1069 = arith.addi %1068, %c16_i64_803 : i64
            %1070 = arith.addi %525, %1069 : i64
            %c31_i64_804 = arith.constant 31 : i64
            %1071 = arith.addi %530, %c31_i64_804 : i64
            %c70_i64_805 = arith.constant 70 : i64
            %1072 = arith.muli %1071, %c70_i64_805 : i64
            %1073 = arith.addi %1070, %1072 : i64
            %1074 = llvm.getelementptr %20[%1073] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            %1075 = llvm.load %1074 : !llvm.ptr<1> -> f32
            %thread_id_x_806 = gpu.thread_id  x
            %1076 = arith.index_cast %thread_id_x_806 : index to i64
            %c16_i64_807 = arith.constant 16 : i64
            %1077 = arith.remsi %1076, %c16_i64_807 : i64
            %1078 = arith.addi %525, %1077 : i64
            %c70_i64_808 = arith.constant 70 : i64
            %1079 = arith.muli %530, %c70_i64_808 : i64
            %1080 = arith.addi %1078, %1079 : i64
            %1081 = llvm.getelementptr %22[%1080] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %540, %1081 : f32, !llvm.ptr<1>
            %thread_id_x_809 = gpu.thread_id  x
            %1082 = arith.index_cast %thread_id_x_809 : index to i64
            %c16_i64_810 = arith.constant 16 : i64
            %1083 = arith.remsi %1082, %c16_i64_810 : i64
            %1084 = arith.addi %525, %1083 : i64
            %c1_i64_811 = arith.constant 1 : i64
            %1085 = arith.addi %530, %c1_i64_811 : i64
            %c70_i64_812 = arith.constant 70 : i64
            %1086 = arith.muli %1085, %c70_i64_812 : i64
            %1087 = arith.addi %1084, %1086 : i64
            %1088 = llvm.getelementptr %22[%1087] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %548, %1088 : f32, !llvm.ptr<1>
            %thread_id_x_813 = gpu.thread_id  x
            %1089 = arith.index_cast %thread_id_x_813 : index to i64
            %c16_i64_814 = arith.constant 16 : i64
            %1090 = arith.remsi %1089, %c16_i64_814 : i64
            %1091 = arith.addi %525, %1090 : i64
            %c2_i64_815 = arith.constant 2 : i64
            %1092 = arith.addi %530, %c2_i64_815 : i64
            %c70_i64_816 = arith.constant 70 : i64
            %1093 = arith.muli %1092, %c70_i64_816 : i64
            %1094 = arith.addi %1091, %1093 : i64
            %1095 = llvm.getelementptr %22[%1094] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %556, %1095 : f32, !llvm.ptr<1>
            %thread_id_x_817 = gpu.thread_id  x
            %1096 = arith.index_cast %thread_id_x_817 : index to i64
            %c16_i64_818 = arith.constant 16 : i64
            %1097 = arith.remsi %1096, %c16_i64_818 : i64
            %1098 = arith.addi %525, %1097 : i64
            %c3_i64_819 = arith.constant 3 : i64
            %1099 = arith.addi %530, %c3_i64_819 : i64
            %c70_i64_820 = arith.constant 70 : i64
            %1100 = arith.muli %1099, %c70_i64_820 : i64
            %1101 = arith.addi %1098, %1100 : i64
            %1102 = llvm.getelementptr %22[%1101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %564, %1102 : f32, !llvm.ptr<1>
            %thread_id_x_821 = gpu.thread_id  x
            %1103 = arith.index_cast %thread_id_x_821 : index to i64
            %c16_i64_822 = arith.constant 16 : i64
            %1104 = arith.remsi %1103, %c16_i64_822 : i64
            %1105 = arith.addi %525, %1104 : i64
            %c4_i64_823 = arith.constant 4 : i64
            %1106 = arith.addi %530, %c4_i64_823 : i64
            %c70_i64_824 = arith.constant 70 : i64
            %1107 = arith.muli %1106, %c70_i64_824 : i64
            %1108 = arith.addi %1105, %1107 : i64
            %1109 = llvm.getelementptr %22[%1108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %572, %1109 : f32, !llvm.ptr<1>
            %thread_id_x_825 = gpu.thread_id  x
            %1110 = arith.index_cast %thread_id_x_825 : index to i64
            %c16_i64_826 = arith.constant 16 : i64
            %1111 = arith.remsi %1110, %c16_i64_826 : i64
            %1112 = arith.addi %525, %1111 : i64
            %c5_i64_827 = arith.constant 5 : i64
            %1113 = arith.addi %530, %c5_i64_827 : i64
            %c70_i64_828 = arith.constant 70 : i64
            %1114 = arith.muli %1113, %c70_i64_828 : i64
            %1115 = arith.addi %1112, %1114 : i64
            %1116 = llvm.getelementptr %22[%1115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %580, %1116 : f32, !llvm.ptr<1>
            %thread_id_x_829 = gpu.thread_id  x
            %1117 = arith.index_cast %thread_id_x_829 : index to i64
            %c16_i64_830 = arith.constant 16 : i64
            %1118 = arith.remsi %1117, %c16_i64_830 : i64
            %1119 = arith.addi %525, %1118 : i64
            %c6_i64_831 = arith.constant 6 : i64
            %1120 = arith.addi %530, %c6_i64_831 : i64
            %c70_i64_832 = arith.constant 70 : i64
            %1121 = arith.muli %1120, %c70_i64_832 : i64
            %1122 = arith.addi %1119, %1121 : i64
            %1123 = llvm.getelementptr %22[%1122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %588, %1123 : f32, !llvm.ptr<1>
            %thread_id_x_833 = gpu.thread_id  x
            %1124 = arith.index_cast %thread_id_x_833 : index to i64
            %c16_i64_834 = arith.constant 16 : i64
            %1125 = arith.remsi %1124, %c16_i64_834 : i64
            %1126 = arith.addi %525, %1125 : i64
            %c7_i64_835 = arith.constant 7 : i64
            %1127 = arith.addi %530, %c7_i64_835 : i64
            %c70_i64_836 = arith.constant 70 : i64
            %1128 = arith.muli %1127, %c70_i64_836 : i64
            %1129 = arith.addi %1126, %1128 : i64
            %1130 = llvm.getelementptr %22[%1129] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %596, %1130 : f32, !llvm.ptr<1>
            %thread_id_x_837 = gpu.thread_id  x
            %1131 = arith.index_cast %thread_id_x_837 : index to i64
            %c16_i64_838 = arith.constant 16 : i64
            %1132 = arith.remsi %1131, %c16_i64_838 : i64
            %1133 = arith.addi %525, %1132 : i64
            %c8_i64_839 = arith.constant 8 : i64
            %1134 = arith.addi %530, %c8_i64_839 : i64
            %c70_i64_840 = arith.constant 70 : i64
            %1135 = arith.muli %1134, %c70_i64_840 : i64
            %1136 = arith.addi %1133, %1135 : i64
            %1137 = llvm.getelementptr %22[%1136] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %604, %1137 : f32, !llvm.ptr<1>
            %thread_id_x_841 = gpu.thread_id  x
            %1138 = arith.index_cast %thread_id_x_841 : index to i64
            %c16_i64_842 = arith.constant 16 : i64
            %1139 = arith.remsi %1138, %c16_i64_842 : i64
            %1140 = arith.addi %525, %1139 : i64
            %c9_i64_843 = arith.constant 9 : i64
            %1141 = arith.addi %530, %c9_i64_843 : i64
            %c70_i64_844 = arith.constant 70 : i64
            %1142 = arith.muli %1141, %c70_i64_844 : i64
            %1143 = arith.addi %1140, %1142 : i64
            %1144 = llvm.getelementptr %22[%1143] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %612, %1144 : f32, !llvm.ptr<1>
            %thread_id_x_845 = gpu.thread_id  x
            %1145 = arith.index_cast %thread_id_x_845 : index to i64
            %c16_i64_846 = arith.constant 16 : i64
            %1146 = arith.remsi %1145, %c16_i64_846 : i64
            %1147 = arith.addi %525, %1146 : i64
            %c10_i64_847 = arith.constant 10 : i64
            %1148 = arith.addi %530, %c10_i64_847 : i64
            %c70_i64_848 = arith.constant 70 : i64
            %1149 = arith.muli %1148, %c70_i64_848 : i64
            %1150 = arith.addi %1147, %1149 : i64
            %1151 = llvm.getelementptr %22[%1150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %620, %1151 : f32, !llvm.ptr<1>
            %thread_id_x_849 = gpu.thread_id  x
            %1152 = arith.index_cast %thread_id_x_849 : index to i64
            %c16_i64_850 = arith.constant 16 : i64
            %1153 = arith.remsi %1152, %c16_i64_850 : i64
            %1154 = arith.addi %525, %1153 : i64
            %c11_i64_851 = arith.constant 11 : i64
            %1155 = arith.addi %530, %c11_i64_851 : i64
            %c70_i64_852 = arith.constant 70 : i64
            %1156 = arith.muli %1155, %c70_i64_852 : i64
            %1157 = arith.addi %1154, %1156 : i64
            %1158 = llvm.getelementptr %22[%1157] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %628, %1158 : f32, !llvm.ptr<1>
            %thread_id_x_853 = gpu.thread_id  x
            %1159 = arith.index_cast %thread_id_x_853 : index to i64
            %c16_i64_854 = arith.constant 16 : i64
            %1160 = arith.remsi %1159, %c16_i64_854 : i64
            %1161 = arith.addi %525, %1160 : i64
            %c12_i64_855 = arith.constant 12 : i64
            %1162 = arith.addi %530, %c12_i64_855 : i64
            %c70_i64_856 = arith.constant 70 : i64
            %1163 = arith.muli %1162, %c70_i64_856 : i64
            %1164 = arith.addi %1161, %1163 : i64
            %1165 = llvm.getelementptr %22[%1164] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %636, %1165 : f32, !llvm.ptr<1>
            %thread_id_x_857 = gpu.thread_id  x
            %1166 = arith.index_cast %thread_id_x_857 : index to i64
            %c16_i64_858 = arith.constant 16 : i64
            %1167 = arith.remsi %1166, %c16_i64_858 : i64
            %1168 = arith.addi %525, %1167 : i64
            %c13_i64_859 = arith.constant 13 : i64
            %1169 = arith.addi %530, %c13_i64_859 : i64
            %c70_i64_860 = arith.constant 70 : i64
            %1170 = arith.muli %1169, %c70_i64_860 : i64
            %1171 = arith.addi %1168, %1170 : i64
            %1172 = llvm.getelementptr %22[%1171] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %644, %1172 : f32, !llvm.ptr<1>
            %thread_id_x_861 = gpu.thread_id  x
            %1173 = arith.index_cast %thread_id_x_861 : index to i64
            %c16_i64_862 = arith.constant 16 : i64
            %1174 = arith.remsi %1173, %c16_i64_862 : i64
            %1175 = arith.addi %525, %1174 : i64
            %c14_i64_863 = arith.constant 14 : i64
            %1176 = arith.addi %530, %c14_i64_863 : i64
            %c70_i64_864 = arith.constant 70 : i64
            %1177 = arith.muli %1176, %c70_i64_864 : i64
            %1178 = arith.addi %1175, %1177 : i64
            %1179 = llvm.getelementptr %22[%1178] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %652, %1179 : f32, !llvm.ptr<1>
            %thread_id_x_865 = gpu.thread_id  x
            %1180 = arith.index_cast %thread_id_x_865 : index to i64
            %c16_i64_866 = arith.constant 16 : i64
            %1181 = arith.remsi %1180, %c16_i64_866 : i64
            %1182 = arith.addi %525, %1181 : i64
            %c15_i64_867 = arith.constant 15 : i64
            %1183 = arith.addi %530, %c15_i64_867 : i64
            %c70_i64_868 = arith.constant 70 : i64
            %1184 = arith.muli %1183, %c70_i64_868 : i64
            %1185 = arith.addi %1182, %1184 : i64
            %1186 = llvm.getelementptr %22[%1185] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %660, %1186 : f32, !llvm.ptr<1>
            %thread_id_x_869 = gpu.thread_id  x
            %1187 = arith.index_cast %thread_id_x_869 : index to i64
            %c16_i64_870 = arith.constant 16 : i64
            %1188 = arith.remsi %1187, %c16_i64_870 : i64
            %1189 = arith.addi %525, %1188 : i64
            %c16_i64_871 = arith.constant 16 : i64
            %1190 = arith.addi %530, %c16_i64_871 : i64
            %c70_i64_872 = arith.constant 70 : i64
            %1191 = arith.muli %1190, %c70_i64_872 : i64
            %1192 = arith.addi %1189, %1191 : i64
            %1193 = llvm.getelementptr %22[%1192] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %668, %1193 : f32, !llvm.ptr<1>
            %thread_id_x_873 = gpu.thread_id  x
            %1194 = arith.index_cast %thread_id_x_873 : index to i64
            %c16_i64_874 = arith.constant 16 : i64
            %1195 = arith.remsi %1194, %c16_i64_874 : i64
            %1196 = arith.addi %525, %1195 : i64
            %c17_i64_875 = arith.constant 17 : i64
            %1197 = arith.addi %530, %c17_i64_875 : i64
            %c70_i64_876 = arith.constant 70 : i64
            %1198 = arith.muli %1197, %c70_i64_876 : i64
            %1199 = arith.addi %1196, %1198 : i64
            %1200 = llvm.getelementptr %22[%1199] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %676, %1200 : f32, !llvm.ptr<1>
            %thread_id_x_877 = gpu.thread_id  x
            %1201 = arith.index_cast %thread_id_x_877 : index to i64
            %c16_i64_878 = arith.constant 16 : i64
            %1202 = arith.remsi %1201, %c16_i64_878 : i64
            %1203 = arith.addi %525, %1202 : i64
            %c18_i64_879 = arith.constant 18 : i64
            %1204 = arith.addi %530, %c18_i64_879 : i64
            %c70_i64_880 = arith.constant 70 : i64
            %1205 = arith.muli %1204, %c70_i64_880 : i64
            %1206 = arith.addi %1203, %1205 : i64
            %1207 = llvm.getelementptr %22[%1206] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %684, %1207 : f32, !llvm.ptr<1>
            %thread_id_x_881 = gpu.thread_id  x
            %1208 = arith.index_cast %thread_id_x_881 : index to i64
            %c16_i64_882 = arith.constant 16 : i64
            %1209 = arith.remsi %1208, %c16_i64_882 : i64
            %1210 = arith.addi %525, %1209 : i64
            %c19_i64_883 = arith.constant 19 : i64
            %1211 = arith.addi %530, %c19_i64_883 : i64
            %c70_i64_884 = arith.constant 70 : i64
            %1212 = arith.muli %1211, %c70_i64_884 : i64
            %1213 = arith.addi %1210, %1212 : i64
            %1214 = llvm.getelementptr %22[%1213] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %692, %1214 : f32, !llvm.ptr<1>
            %thread_id_x_885 = gpu.thread_id  x
            %1215 = arith.index_cast %thread_id_x_885 : index to i64
            %c16_i64_886 = arith.constant 16 : i64
            %1216 = arith.remsi %1215, %c16_i64_886 : i64
            %1217 = arith.addi %525, %1216 : i64
            %c20_i64_887 = arith.constant 20 : i64
            %1218 = arith.addi %530, %c20_i64_887 : i64
            %c70_i64_888 = arith.constant 70 : i64
            %1219 = arith.muli %1218, %c70_i64_888 : i64
            %1220 = arith.addi %1217, %1219 : i64
            %1221 = llvm.getelementptr %22[%1220] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %700, %1221 : f32, !llvm.ptr<1>
            %thread_id_x_889 = gpu.thread_id  x
            %1222 = arith.index_cast %thread_id_x_889 : index to i64
            %c16_i64_890 = arith.constant 16 : i64
            %1223 = arith.remsi %1222, %c16_i64_890 : i64
            %1224 = arith.addi %525, %1223 : i64
            %c21_i64_891 = arith.constant 21 : i64
            %1225 = arith.addi %530, %c21_i64_891 : i64
            %c70_i64_892 = arith.constant 70 : i64
            %1226 = arith.muli %1225, %c70_i64_892 : i64
            %1227 = arith.addi %1224, %1226 : i64
            %1228 = llvm.getelementptr %22[%1227] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %708, %1228 : f32, !llvm.ptr<1>
            %thread_id_x_893 = gpu.thread_id  x
            %1229 = arith.index_cast %thread_id_x_893 : index to i64
            %c16_i64_894 = arith.constant 16 : i64
            %1230 = arith.remsi %1229, %c16_i64_894 : i64
            %1231 = arith.addi %525, %1230 : i64
            %c22_i64_895 = arith.constant 22 : i64
            %1232 = arith.addi %530, %c22_i64_895 : i64
            %c70_i64_896 = arith.constant 70 : i64
            %1233 = arith.muli %1232, %c70_i64_896 : i64
            %1234 = arith.addi %1231, %1233 : i64
            %1235 = llvm.getelementptr %22[%1234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %716, %1235 : f32, !llvm.ptr<1>
            %thread_id_x_897 = gpu.thread_id  x
            %1236 = arith.index_cast %thread_id_x_897 : index to i64
            %c16_i64_898 = arith.constant 16 : i64
            %1237 = arith.remsi %1236, %c16_i64_898 : i64
            %1238 = arith.addi %525, %1237 : i64
            %c23_i64_899 = arith.constant 23 : i64
            %1239 = arith.addi %530, %c23_i64_899 : i64
            %c70_i64_900 = arith.constant 70 : i64
            %1240 = arith.muli %1239, %c70_i64_900 : i64
            %1241 = arith.addi %1238, %1240 : i64
            %1242 = llvm.getelementptr %22[%1241] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %724, %1242 : f32, !llvm.ptr<1>
            %thread_id_x_901 = gpu.thread_id  x
            %1243 = arith.index_cast %thread_id_x_901 : index to i64
            %c16_i64_902 = arith.constant 16 : i64
            %1244 = arith.remsi %1243, %c16_i64_902 : i64
            %1245 = arith.addi %525, %1244 : i64
            %c24_i64_903 = arith.constant 24 : i64
            %1246 = arith.addi %530, %c24_i64_903 : i64
            %c70_i64_904 = arith.constant 70 : i64
            %1247 = arith.muli %1246, %c70_i64_904 : i64
            %1248 = arith.addi %1245, %1247 : i64
            %1249 = llvm.getelementptr %22[%1248] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %732, %1249 : f32, !llvm.ptr<1>
            %thread_id_x_905 = gpu.thread_id  x
            %1250 = arith.index_cast %thread_id_x_905 : index to i64
            %c16_i64_906 = arith.constant 16 : i64
            %1251 = arith.remsi %1250, %c16_i64_906 : i64
            %1252 = arith.addi %525, %1251 : i64
            %c25_i64_907 = arith.constant 25 : i64
            %1253 = arith.addi %530, %c25_i64_907 : i64
            %c70_i64_908 = arith.constant 70 : i64
            %1254 = arith.muli %1253, %c70_i64_908 : i64
            %1255 = arith.addi %1252, %1254 : i64
            %1256 = llvm.getelementptr %22[%1255] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %740, %1256 : f32, !llvm.ptr<1>
            %thread_id_x_909 = gpu.thread_id  x
            %1257 = arith.index_cast %thread_id_x_909 : index to i64
            %c16_i64_910 = arith.constant 16 : i64
            %1258 = arith.remsi %1257, %c16_i64_910 : i64
            %1259 = arith.addi %525, %1258 : i64
            %c26_i64_911 = arith.constant 26 : i64
            %1260 = arith.addi %530, %c26_i64_911 : i64
            %c70_i64_912 = arith.constant 70 : i64
            %1261 = arith.muli %1260, %c70_i64_912 : i64
            %1262 = arith.addi %1259, %1261 : i64
            %1263 = llvm.getelementptr %22[%1262] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %748, %1263 : f32, !llvm.ptr<1>
            %thread_id_x_913 = gpu.thread_id  x
            %1264 = arith.index_cast %thread_id_x_913 : index to i64
            %c16_i64_914 = arith.constant 16 : i64
            %1265 = arith.remsi %1264, %c16_i64_914 : i64
            %1266 = arith.addi %525, %1265 : i64
            %c27_i64_915 = arith.constant 27 : i64
            %1267 = arith.addi %530, %c27_i64_915 : i64
            %c70_i64_916 = arith.constant 70 : i64
            %1268 = arith.muli %1267, %c70_i64_916 : i64
            %1269 = arith.addi %1266, %1268 : i64
            %1270 = llvm.getelementptr %22[%1269] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %756, %1270 : f32, !llvm.ptr<1>
            %thread_id_x_917 = gpu.thread_id  x
            %1271 = arith.index_cast %thread_id_x_917 : index to i64
            %c16_i64_918 = arith.constant 16 : i64
            %1272 = arith.remsi %1271, %c16_i64_918 : i64
            %1273 = arith.addi %525, %1272 : i64
            %c28_i64_919 = arith.constant 28 : i64
            %1274 = arith.addi %530, %c28_i64_919 : i64
            %c70_i64_920 = arith.constant 70 : i64
            %1275 = arith.muli %1274, %c70_i64_920 : i64
            %1276 = arith.addi %1273, %1275 : i64
            %1277 = llvm.getelementptr %22[%1276] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %764, %1277 : f32, !llvm.ptr<1>
            %thread_id_x_921 = gpu.thread_id  x
            %1278 = arith.index_cast %thread_id_x_921 : index to i64
            %c16_i64_922 = arith.constant 16 : i64
            %1279 = arith.remsi %1278, %c16_i64_922 : i64
            %1280 = arith.addi %525, %1279 : i64
            %c29_i64_923 = arith.constant 29 : i64
            %1281 = arith.addi %530, %c29_i64_923 : i64
            %c70_i64_924 = arith.constant 70 : i64
            %1282 = arith.muli %1281, %c70_i64_924 : i64
            %1283 = arith.addi %1280, %1282 : i64
            %1284 = llvm.getelementptr %22[%1283] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %772, %1284 : f32, !llvm.ptr<1>
            %thread_id_x_925 = gpu.thread_id  x
            %1285 = arith.index_cast %thread_id_x_925 : index to i64
            %c16_i64_926 = arith.constant 16 : i64
            %1286 = arith.remsi %1285, %c16_i64_926 : i64
            %1287 = arith.addi %525, %1286 : i64
            %c30_i64_927 = arith.constant 30 : i64
            %1288 = arith.addi %530, %c30_i64_927 : i64
            %c70_i64_928 = arith.constant 70 : i64
            %1289 = arith.muli %1288, %c70_i64_928 : i64
            %1290 = arith.addi %1287, %1289 : i64
            %1291 = llvm.getelementptr %22[%1290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %780, %1291 : f32, !llvm.ptr<1>
            %thread_id_x_929 = gpu.thread_id  x
            %1292 = arith.index_cast %thread_id_x_929 : index to i64
            %c16_i64_930 = arith.constant 16 : i64
            %1293 = arith.remsi %1292, %c16_i64_930 : i64
            %1294 = arith.addi %525, %1293 : i64
            %c31_i64_931 = arith.constant 31 : i64
            %1295 = arith.addi %530, %c31_i64_931 : i64
            %c70_i64_932 = arith.constant 70 : i64
            %1296 = arith.muli %1295, %c70_i64_932 : i64
            %1297 = arith.addi %1294, %1296 : i64
            %1298 = llvm.getelementptr %22[%1297] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %788, %1298 : f32, !llvm.ptr<1>
            %thread_id_x_933 = gpu.thread_id  x
            %1299 = arith.index_cast %thread_id_x_933 : index to i64
            %c16_i64_934 = arith.constant 16 : i64
            %1300 = arith.remsi %1299, %c16_i64_934 : i64
            %c16_i64_935 = arith.constant 16 : i64
            %1301 = arith.addi %1300, %c16_i64_935 : i64
            %1302 = arith.addi %525, %1301 : i64
            %c70_i64_936 = arith.constant 70 : i64
            %1303 = arith.muli %530, %c70_i64_936 : i64
            %1304 = arith.addi %1302, %1303 : i64
            %1305 = llvm.getelementptr %22[%1304] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %796, %1305 : f32, !llvm.ptr<1>
            %thread_id_x_937 = gpu.thread_id  x
            %1306 = arith.index_cast %thread_id_x_937 : index to i64
            %c16_i64_938 = arith.constant 16 : i64
            %1307 = arith.remsi %1306, %c16_i64_938 : i64
            %c16_i64_939 = arith.constant 16 : i64
            %1308 = arith.addi %1307, %c16_i64_939 : i64
            %1309 = arith.addi %525, %1308 : i64
            %c1_i64_940 = arith.constant 1 : i64
            %1310 = arith.addi %530, %c1_i64_940 : i64
            %c70_i64_941 = arith.constant 70 : i64
            %1311 = arith.muli %1310, %c70_i64_941 : i64
            %1312 = arith.addi %1309, %1311 : i64
            %1313 = llvm.getelementptr %22[%1312] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %805, %1313 : f32, !llvm.ptr<1>
            %thread_id_x_942 = gpu.thread_id  x
            %1314 = arith.index_cast %thread_id_x_942 : index to i64
            %c16_i64_943 = arith.constant 16 : i64
            %1315 = arith.remsi %1314, %c16_i64_943 : i64
            %c16_i64_944 = arith.constant 16 : i64
            %1316 = arith.addi %1315, %c16_i64_944 : i64
            %1317 = arith.addi %525, %1316 : i64
            %c2_i64_945 = arith.constant 2 : i64
            %1318 = arith.addi %530, %c2_i64_945 : i64
            %c70_i64_946 = arith.constant 70 : i64
            %1319 = arith.muli %1318, %c70_i64_946 : i64
            %1320 = arith.addi %1317, %1319 : i64
            %1321 = llvm.getelementptr %22[%1320] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %814, %1321 : f32, !llvm.ptr<1>
            %thread_id_x_947 = gpu.thread_id  x
            %1322 = arith.index_cast %thread_id_x_947 : index to i64
            %c16_i64_948 = arith.constant 16 : i64
            %1323 = arith.remsi %1322, %c16_i64_948 : i64
            %c16_i64_949 = arith.constant 16 : i64
            %1324 = arith.addi %1323, %c16_i64_949 : i64
            %1325 = arith.addi %525, %1324 : i64
            %c3_i64_950 = arith.constant 3 : i64
            %1326 = arith.addi %530, %c3_i64_950 : i64
            %c70_i64_951 = arith.constant 70 : i64
            %1327 = arith.muli %1326, %c70_i64_951 : i64
            %1328 = arith.addi %1325, %1327 : i64
            %1329 = llvm.getelementptr %22[%1328] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %823, %1329 : f32, !llvm.ptr<1>
            %thread_id_x_952 = gpu.thread_id  x
            %1330 = arith.index_cast %thread_id_x_952 : index to i64
            %c16_i64_953 = arith.constant 16 : i64
            %1331 = arith.remsi %1330, %c16_i64_953 : i64
            %c16_i64_954 = arith.constant 16 : i64
            %1332 = arith.addi %1331, %c16_i64_954 : i64
            %1333 = arith.addi %525, %1332 : i64
            %c4_i64_955 = arith.constant 4 : i64
            %1334 = arith.addi %530, %c4_i64_955 : i64
            %c70_i64_956 = arith.constant 70 : i64
            %1335 = arith.muli %1334, %c70_i64_956 : i64
            %1336 = arith.addi %1333, %1335 : i64
            %1337 = llvm.getelementptr %22[%1336] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %832, %1337 : f32, !llvm.ptr<1>
            %thread_id_x_957 = gpu.thread_id  x
            %1338 = arith.index_cast %thread_id_x_957 : index to i64
            %c16_i64_958 = arith.constant 16 : i64
            %1339 = arith.remsi %1338, %c16_i64_958 : i64
            %c16_i64_959 = arith.constant 16 : i64
            %1340 = arith.addi %1339, %c16_i64_959 : i64
            %1341 = arith.addi %525, %1340 : i64
            %c5_i64_960 = arith.constant 5 : i64
            %1342 = arith.addi %530, %c5_i64_960 : i64
            %c70_i64_961 = arith.constant 70 : i64
            %1343 = arith.muli %1342, %c70_i64_961 : i64
            %1344 = arith.addi %1341, %1343 : i64
            %1345 = llvm.getelementptr %22[%1344] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %841, %1345 : f32, !llvm.ptr<1>
            %thread_id_x_962 = gpu.thread_id  x
            %1346 = arith.index_cast %thread_id_x_962 : index to i64
            %c16_i64_963 = arith.constant 16 : i64
            %1347 = arith.remsi %1346, %c16_i64_963 : i64
            %c16_i64_964 = arith.constant 16 : i64
            %1348 = arith.addi %1347, %c16_i64_964 : i64
            %1349 = arith.addi %525, %1348 : i64
            %c6_i64_965 = arith.constant 6 : i64
            %1350 = arith.addi %530, %c6_i64_965 : i64
            %c70_i64_966 = arith.constant 70 : i64
            %1351 = arith.muli %1350, %c70_i64_966 : i64
            %1352 = arith.addi %1349, %1351 : i64
            %1353 = llvm.getelementptr %22[%1352] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %850, %1353 : f32, !llvm.ptr<1>
            %thread_id_x_967 = gpu.thread_id  x
            %1354 = arith.index_cast %thread_id_x_967 : index to i64
            %c16_i64_968 = arith.constant 16 : i64
            %1355 = arith.remsi %1354, %c16_i64_968 : i64
            %c16_i64_969 = arith.constant 16 : i64
            %1356 = arith.addi %1355, %c16_i64_969 : i64
            %1357 = arith.addi %525, %1356 : i64
            %c7_i64_970 = arith.constant 7 : i64
            %1358 = arith.addi %530, %c7_i64_970 : i64
            %c70_i64_971 = arith.constant 70 : i64
            %1359 = arith.muli %1358, %c70_i64_971 : i64
            %1360 = arith.addi %1357, %1359 : i64
            %1361 = llvm.getelementptr %22[%1360] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %859, %1361 : f32, !llvm.ptr<1>
            %thread_id_x_972 = gpu.thread_id  x
            %1362 = arith.index_cast %thread_id_x_972 : index to i64
            %c16_i64_973 = arith.constant 16 : i64
            %1363 = arith.remsi %1362, %c16_i64_973 : i64
            %c16_i64_974 = arith.constant 16 : i64
            %1364 = arith.addi %1363, %c16_i64_974 : i64
            %1365 = arith.addi %525, %1364 : i64
            %c8_i64_975 = arith.constant 8 : i64
            %1366 = arith.addi %530, %c8_i64_975 : i64
            %c70_i64_976 = arith.constant 70 : i64
            %1367 = arith.muli %1366, %c70_i64_976 : i64
            %1368 = arith.addi %1365, %1367 : i64
            %1369 = llvm.getelementptr %22[%1368] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %868, %1369 : f32, !llvm.ptr<1>
            %thread_id_x_977 = gpu.thread_id  x
            %1370 = arith.index_cast %thread_id_x_977 : index to i64
            %c16_i64_978 = arith.constant 16 : i64
            %1371 = arith.remsi %1370, %c16_i64_978 : i64
            %c16_i64_979 = arith.constant 16 : i64
            %1372 = arith.addi %1371, %c16_i64_979 : i64
            %1373 = arith.addi %525, %1372 : i64
            %c9_i64_980 = arith.constant 9 : i64
            %1374 = arith.addi %530, %c9_i64_980 : i64
            %c70_i64_981 = arith.constant 70 : i64
            %1375 = arith.muli %1374, %c70_i64_981 : i64
            %1376 = arith.addi %1373, %1375 : i64
            %1377 = llvm.getelementptr %22[%1376] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %877, %1377 : f32, !llvm.ptr<1>
            %thread_id_x_982 = gpu.thread_id  x
            %1378 = arith.index_cast %thread_id_x_982 : index to i64
            %c16_i64_983 = arith.constant 16 : i64
            %1379 = arith.remsi %1378, %c16_i64_983 : i64
            %c16_i64_984 = arith.constant 16 : i64
            %1380 = arith.addi %1379, %c16_i64_984 : i64
            %1381 = arith.addi %525, %1380 : i64
            %c10_i64_985 = arith.constant 10 : i64
            %1382 = arith.addi %530, %c10_i64_985 : i64
            %c70_i64_986 = arith.constant 70 : i64
            %1383 = arith.muli %1382, %c70_i64_986 : i64
            %1384 = arith.addi %1381, %1383 : i64
            %1385 = llvm.getelementptr %22[%1384] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %886, %1385 : f32, !llvm.ptr<1>
            %thread_id_x_987 = gpu.thread_id  x
            %1386 = arith.index_cast %thread_id_x_987 : index to i64
            %c16_i64_988 = arith.constant 16 : i64
            %1387 = arith.remsi %1386, %c16_i64_988 : i64
            %c16_i64_989 = arith.constant 16 : i64
            %1388 = arith.addi %1387, %c16_i64_989 : i64
            %1389 = arith.addi %525, %1388 : i64
            %c11_i64_990 = arith.constant 11 : i64
            %1390 = arith.addi %530, %c11_i64_990 : i64
            %c70_i64_991 = arith.constant 70 : i64
            %1391 = arith.muli %1390, %c70_i64_991 : i64
            %1392 = arith.addi %1389, %1391 : i64
            %1393 = llvm.getelementptr %22[%1392] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %895, %1393 : f32, !llvm.ptr<1>
            %thread_id_x_992 = gpu.thread_id  x
            %1394 = arith.index_cast %thread_id_x_992 : index to i64
            %c16_i64_993 = arith.constant 16 : i64
            %1395 = arith.remsi %1394, %c16_i64_993 : i64
            %c16_i64_994 = arith.constant 16 : i64
            %1396 = arith.addi %1395, %c16_i64_994 : i64
            %1397 = arith.addi %525, %1396 : i64
            %c12_i64_995 = arith.constant 12 : i64
            %1398 = arith.addi %530, %c12_i64_995 : i64
            %c70_i64_996 = arith.constant 70 : i64
            %1399 = arith.muli %1398, %c70_i64_996 : i64
            %1400 = arith.addi %1397, %1399 : i64
            %1401 = llvm.getelementptr %22[%1400] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %904, %1401 : f32, !llvm.ptr<1>
            %thread_id_x_997 = gpu.thread_id  x
            %1402 = arith.index_cast %thread_id_x_997 : index to i64
            %c16_i64_998 = arith.constant 16 : i64
            %1403 = arith.remsi %1402, %c16_i64_998 : i64
            %c16_i64_999 = arith.constant 16 : i64
            %1404 = arith.addi %1403, %c16_i64_999 : i64
            %1405 = arith.addi %525, %1404 : i64
            %c13_i64_1000 = arith.constant 13 : i64
            %1406 = arith.addi %530, %c13_i64_1000 : i64
            %c70_i64_1001 = arith.constant 70 : i64
            %1407 = arith.muli %1406, %c70_i64_1001 : i64
            %1408 = arith.addi %1405, %1407 : i64
            %1409 = llvm.getelementptr %22[%1408] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %913, %1409 : f32, !llvm.ptr<1>
            %thread_id_x_1002 = gpu.thread_id  x
            %1410 = arith.index_cast %thread_id_x_1002 : index to i64
            %c16_i64_1003 = arith.constant 16 : i64
            %1411 = arith.remsi %1410, %c16_i64_1003 : i64
            %c16_i64_1004 = arith.constant 16 : i64
            %1412 = arith.addi %1411, %c16_i64_1004 : i64
            %1413 = arith.addi %525, %1412 : i64
            %c14_i64_1005 = arith.constant 14 : i64
            %1414 = arith.addi %530, %c14_i64_1005 : i64
            %c70_i64_1006 = arith.constant 70 : i64
            %1415 = arith.muli %1414, %c70_i64_1006 : i64
            %1416 = arith.addi %1413, %1415 : i64
            %1417 = llvm.getelementptr %22[%1416] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %922, %1417 : f32, !llvm.ptr<1>
            %thread_id_x_1007 = gpu.thread_id  x
            %1418 = arith.index_cast %thread_id_x_1007 : index to i64
            %c16_i64_1008 = arith.constant 16 : i64
            %1419 = arith.remsi %1418, %c16_i64_1008 : i64
            %c16_i64_1009 = arith.constant 16 : i64
            %1420 = arith.addi %1419, %c16_i64_1009 : i64
            %1421 = arith.addi %525, %1420 : i64
            %c15_i64_1010 = arith.constant 15 : i64
            %1422 = arith.addi %530, %c15_i64_1010 : i64
            %c70_i64_1011 = arith.constant 70 : i64
            %1423 = arith.muli %1422, %c70_i64_1011 : i64
            %1424 = arith.addi %1421, %1423 : i64
            %1425 = llvm.getelementptr %22[%1424] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %931, %1425 : f32, !llvm.ptr<1>
            %thread_id_x_1012 = gpu.thread_id  x
            %1426 = arith.index_cast %thread_id_x_1012 : index to i64
            %c16_i64_1013 = arith.constant 16 : i64
            %1427 = arith.remsi %1426, %c16_i64_1013 : i64
            %c16_i64_1014 = arith.constant 16 : i64
            %1428 = arith.addi %1427, %c16_i64_1014 : i64
            %1429 = arith.addi %525, %1428 : i64
            %c16_i64_1015 = arith.constant 16 : i64
            %1430 = arith.addi %530, %c16_i64_1015 : i64
            %c70_i64_1016 = arith.constant 70 : i64
            %1431 = arith.muli %1430, %c70_i64_1016 : i64
            %1432 = arith.addi %1429, %1431 : i64
            %1433 = llvm.getelementptr %22[%1432] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %940, %1433 : f32, !llvm.ptr<1>
            %thread_id_x_1017 = gpu.thread_id  x
            %1434 = arith.index_cast %thread_id_x_1017 : index to i64
            %c16_i64_1018 = arith.constant 16 : i64
            %1435 = arith.remsi %1434, %c16_i64_1018 : i64
            %c16_i64_1019 = arith.constant 16 : i64
            %1436 = arith.addi %1435, %c16_i64_1019 : i64
            %1437 = arith.addi %525, %1436 : i64
            %c17_i64_1020 = arith.constant 17 : i64
            %1438 = arith.addi %530, %c17_i64_1020 : i64
            %c70_i64_1021 = arith.constant 70 : i64
            %1439 = arith.muli %1438, %c70_i64_1021 : i64
            %1440 = arith.addi %1437, %1439 : i64
            %1441 = llvm.getelementptr %22[%1440] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %949, %1441 : f32, !llvm.ptr<1>
            %thread_id_x_1022 = gpu.thread_id  x
            %1442 = arith.index_cast %thread_id_x_1022 : index to i64
            %c16_i64_1023 = arith.constant 16 : i64
            %1443 = arith.remsi %1442, %c16_i64_1023 : i64
            %c16_i64_1024 = arith.constant 16 : i64
            %1444 = arith.addi %1443, %c16_i64_1024 : i64
            %1445 = arith.addi %525, %1444 : i64
            %c18_i64_1025 = arith.constant 18 : i64
            %1446 = arith.addi %530, %c18_i64_1025 : i64
            %c70_i64_1026 = arith.constant 70 : i64
            %1447 = arith.muli %1446, %c70_i64_1026 : i64
            %1448 = arith.addi %1445, %1447 : i64
            %1449 = llvm.getelementptr %22[%1448] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %958, %1449 : f32, !llvm.ptr<1>
            %thread_id_x_1027 = gpu.thread_id  x
            %1450 = arith.index_cast %thread_id_x_1027 : index to i64
            %c16_i64_1028 = arith.constant 16 : i64
            %1451 = arith.remsi %1450, %c16_i64_1028 : i64
            %c16_i64_1029 = arith.constant 16 : i64
            %1452 = arith.addi %1451, %c16_i64_1029 : i64
            %1453 = arith.addi %525, %1452 : i64
            %c19_i64_1030 = arith.constant 19 : i64
            %1454 = arith.addi %530, %c19_i64_1030 : i64
            %c70_i64_1031 = arith.constant 70 : i64
            %1455 = arith.muli %1454, %c70_i64_1031 : i64
            %1456 = arith.addi %1453, %1455 : i64
            %1457 = llvm.getelementptr %22[%1456] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %967, %1457 : f32, !llvm.ptr<1>
            %thread_id_x_1032 = gpu.thread_id  x
            %1458 = arith.index_cast %thread_id_x_1032 : index to i64
            %c16_i64_1033 = arith.constant 16 : i64
            %1459 = arith.remsi %1458, %c16_i64_1033 : i64
            %c16_i64_1034 = arith.constant 16 : i64
            %1460 = arith.addi %1459, %c16_i64_1034 : i64
            %1461 = arith.addi %525, %1460 : i64
            %c20_i64_1035 = arith.constant 20 : i64
            %1462 = arith.addi %530, %c20_i64_1035 : i64
            %c70_i64_1036 = arith.constant 70 : i64
            %1463 = arith.muli %1462, %c70_i64_1036 : i64
            %1464 = arith.addi %1461, %1463 : i64
            %1465 = llvm.getelementptr %22[%1464] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %976, %1465 : f32, !llvm.ptr<1>
            %thread_id_x_1037 = gpu.thread_id  x
            %1466 = arith.index_cast %thread_id_x_1037 : index to i64
            %c16_i64_1038 = arith.constant 16 : i64
            %1467 = arith.remsi %1466, %c16_i64_1038 : i64
            %c16_i64_1039 = arith.constant 16 : i64
            %1468 = arith.addi %1467, %c16_i64_1039 : i64
            %1469 = arith.addi %525, %1468 : i64
            %c21_i64_1040 = arith.constant 21 : i64
            %1470 = arith.addi %530, %c21_i64_1040 : i64
            %c70_i64_1041 = arith.constant 70 : i64
            %1471 = arith.muli %1470, %c70_i64_1041 : i64
            %1472 = arith.addi %1469, %1471 : i64
            %1473 = llvm.getelementptr %22[%1472] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %985, %1473 : f32, !llvm.ptr<1>
            %thread_id_x_1042 = gpu.thread_id  x
            %1474 = arith.index_cast %thread_id_x_1042 : index to i64
            %c16_i64_1043 = arith.constant 16 : i64
            %1475 = arith.remsi %1474, %c16_i64_1043 : i64
            %c16_i64_1044 = arith.constant 16 : i64
            %1476 = arith.addi %1475, %c16_i64_1044 : i64
            %1477 = arith.addi %525, %1476 : i64
            %c22_i64_1045 = arith.constant 22 : i64
            %1478 = arith.addi %530, %c22_i64_1045 : i64
            %c70_i64_1046 = arith.constant 70 : i64
            %1479 = arith.muli %1478, %c70_i64_1046 : i64
            %1480 = arith.addi %1477, %1479 : i64
            %1481 = llvm.getelementptr %22[%1480] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %994, %1481 : f32, !llvm.ptr<1>
            %thread_id_x_1047 = gpu.thread_id  x
            %1482 = arith.index_cast %thread_id_x_1047 : index to i64
            %c16_i64_1048 = arith.constant 16 : i64
            %1483 = arith.remsi %1482, %c16_i64_1048 : i64
            %c16_i64_1049 = arith.constant 16 : i64
            %1484 = arith.addi %1483, %c16_i64_1049 : i64
            %1485 = arith.addi %525, %1484 : i64
            %c23_i64_1050 = arith.constant 23 : i64
            %1486 = arith.addi %530, %c23_i64_1050 : i64
            %c70_i64_1051 = arith.constant 70 : i64
            %1487 = arith.muli %1486, %c70_i64_1051 : i64
            %1488 = arith.addi %1485, %1487 : i64
            %1489 = llvm.getelementptr %22[%1488] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1003, %1489 : f32, !llvm.ptr<1>
            %thread_id_x_1052 = gpu.thread_id  x
            %1490 = arith.index_cast %thread_id_x_1052 : index to i64
            %c16_i64_1053 = arith.constant 16 : i64
            %1491 = arith.remsi %1490, %c16_i64_1053 : i64
            %c16_i64_1054 = arith.constant 16 : i64
            %1492 = arith.addi %1491, %c16_i64_1054 : i64
            %1493 = arith.addi %525, %1492 : i64
            %c24_i64_1055 = arith.constant 24 : i64
            %1494 = arith.addi %530, %c24_i64_1055 : i64
            %c70_i64_1056 = arith.constant 70 : i64
            %1495 = arith.muli %1494, %c70_i64_1056 : i64
            %1496 = arith.addi %1493, %1495 : i64
            %1497 = llvm.getelementptr %22[%1496] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1012, %1497 : f32, !llvm.ptr<1>
            %thread_id_x_1057 = gpu.thread_id  x
            %1498 = arith.index_cast %thread_id_x_1057 : index to i64
            %c16_i64_1058 = arith.constant 16 : i64
            %1499 = arith.remsi %1498, %c16_i64_1058 : i64
            %c16_i64_1059 = arith.constant 16 : i64
            %1500 = arith.addi %1499, %c16_i64_1059 : i64
            %1501 = arith.addi %525, %1500 : i64
            %c25_i64_1060 = arith.constant 25 : i64
            %1502 = arith.addi %530, %c25_i64_1060 : i64
            %c70_i64_1061 = arith.constant 70 : i64
            %1503 = arith.muli %1502, %c70_i64_1061 : i64
            %1504 = arith.addi %1501, %1503 : i64
            %1505 = llvm.getelementptr %22[%1504] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1021, %1505 : f32, !llvm.ptr<1>
            %thread_id_x_1062 = gpu.thread_id  x
            %1506 = arith.index_cast %thread_id_x_1062 : index to i64
            %c16_i64_1063 = arith.constant 16 : i64
            %1507 = arith.remsi %1506, %c16_i64_1063 : i64
            %c16_i64_1064 = arith.constant 16 : i64
            %1508 = arith.addi %1507, %c16_i64_1064 : i64
            %1509 = arith.addi %525, %1508 : i64
            %c26_i64_1065 = arith.constant 26 : i64
            %1510 = arith.addi %530, %c26_i64_1065 : i64
            %c70_i64_1066 = arith.constant 70 : i64
            %1511 = arith.muli %1510, %c70_i64_1066 : i64
            %1512 = arith.addi %1509, %1511 : i64
            %1513 = llvm.getelementptr %22[%1512] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1030, %1513 : f32, !llvm.ptr<1>
            %thread_id_x_1067 = gpu.thread_id  x
            %1514 = arith.index_cast %thread_id_x_1067 : index to i64
            %c16_i64_1068 = arith.constant 16 : i64
            %1515 = arith.remsi %1514, %c16_i64_1068 : i64
            %c16_i64_1069 = arith.constant 16 : i64
            %1516 = arith.addi %1515, %c16_i64_1069 : i64
            %1517 = arith.addi %525, %1516 : i64
            %c27_i64_1070 = arith.constant 27 : i64
            %1518 = arith.addi %530, %c27_i64_1070 : i64
            %c70_i64_1071 = arith.constant 70 : i64
            %1519 = arith.muli %1518, %c70_i64_1071 : i64
            %1520 = arith.addi %1517, %1519 : i64
            %1521 = llvm.getelementptr %22[%1520] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1039, %1521 : f32, !llvm.ptr<1>
            %thread_id_x_1072 = gpu.thread_id  x
            %1522 = arith.index_cast %thread_id_x_1072 : index to i64
            %c16_i64_1073 = arith.constant 16 : i64
            %1523 = arith.remsi %1522, %c16_i64_1073 : i64
            %c16_i64_1074 = arith.constant 16 : i64
            %1524 = arith.addi %1523, %c16_i64_1074 : i64
            %1525 = arith.addi %525, %1524 : i64
            %c28_i64_1075 = arith.constant 28 : i64
            %1526 = arith.addi %530, %c28_i64_1075 : i64
            %c70_i64_1076 = arith.constant 70 : i64
            %1527 = arith.muli %1526, %c70_i64_1076 : i64
            %1528 = arith.addi %1525, %1527 : i64
            %1529 = llvm.getelementptr %22[%1528] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1048, %1529 : f32, !llvm.ptr<1>
            %thread_id_x_1077 = gpu.thread_id  x
            %1530 = arith.index_cast %thread_id_x_1077 : index to i64
            %c16_i64_1078 = arith.constant 16 : i64
            %1531 = arith.remsi %1530, %c16_i64_1078 : i64
            %c16_i64_1079 = arith.constant 16 : i64
            %1532 = arith.addi %1531, %c16_i64_1079 : i64
            %1533 = arith.addi %525, %1532 : i64
            %c29_i64_1080 = arith.constant 29 : i64
            %1534 = arith.addi %530, %c29_i64_1080 : i64
            %c70_i64_1081 = arith.constant 70 : i64
            %1535 = arith.muli %1534, %c70_i64_1081 : i64
            %1536 = arith.addi %1533, %1535 : i64
            %1537 = llvm.getelementptr %22[%1536] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1057, %1537 : f32, !llvm.ptr<1>
            %thread_id_x_1082 = gpu.thread_id  x
            %1538 = arith.index_cast %thread_id_x_1082 : index to i64
            %c16_i64_1083 = arith.constant 16 : i64
            %1539 = arith.remsi %1538, %c16_i64_1083 : i64
            %c16_i64_1084 = arith.constant 16 : i64
            %1540 = arith.addi %1539, %c16_i64_1084 : i64
            %1541 = arith.addi %525, %1540 : i64
            %c30_i64_1085 = arith.constant 30 : i64
            %1542 = arith.addi %530, %c30_i64_1085 : i64
            %c70_i64_1086 = arith.constant 70 : i64
            %1543 = arith.muli %1542, %c70_i64_1086 : i64
            %1544 = arith.addi %1541, %1543 : i64
            %1545 = llvm.getelementptr %22[%1544] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1066, %1545 : f32, !llvm.ptr<1>
            %thread_id_x_1087 = gpu.thread_id  x
            %1546 = arith.index_cast %thread_id_x_1087 : index to i64
            %c16_i64_1088 = arith.constant 16 : i64
            %1547 = arith.remsi %1546, %c16_i64_1088 : i64
            %c16_i64_1089 = arith.constant 16 : i64
            %1548 = arith.addi %1547, %c16_i64_1089 : i64
            %1549 = arith.addi %525, %1548 : i64
            %c31_i64_1090 = arith.constant 31 : i64
            %1550 = arith.addi %530, %c31_i64_1090 : i64
            %c70_i64_1091 = arith.constant 70 : i64
            %1551 = arith.muli %1550, %c70_i64_1091 : i64
            %1552 = arith.addi %1549, %1551 : i64
            %1553 = llvm.getelementptr %22[%1552] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %1075, %1553 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_x_123 = gpu.thread_id  x
      %36 = arith.index_cast %thread_id_x_123 : index to i64
      %c16_i64_124 = arith.constant 16 : i64
      %37 = arith.divsi %36, %c16_i64_124 : i64
      %c4_i64_125 = arith.constant 4 : i64
      %thread_id_y_126 = gpu.thread_id  y
      %38 = arith.index_cast %thread_id_y_126 : index to i64
      %39 = arith.muli %c4_i64_125, %38 : i64
      %40 = arith.addi %37, %39 : i64
      %41 = arith.trunci %40 : i64 to i32
      %42 = arith.extsi %41 : i32 to i64
      %c16_i64_127 = arith.constant 16 : i64
      %43 = arith.muli %42, %c16_i64_127 : i64
      %thread_id_x_128 = gpu.thread_id  x
      %44 = arith.index_cast %thread_id_x_128 : index to i64
      %c16_i64_129 = arith.constant 16 : i64
      %45 = arith.remsi %44, %c16_i64_129 : i64
      %cst = arith.constant 0.000000e+00 : f64
      memref.store %cst, %alloca_88[] : memref<f64>
      %c0_i64_130 = arith.constant 0 : i64
      %46 = arith.cmpi sge, %43, %c0_i64_130 : i64
      %c56_i64 = arith.constant 56 : i64
      %47 = arith.cmpi slt, %43, %c56_i64 : i64
      %48 = arith.andi %46, %47 : i1
      scf.if %48 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %43, %c32_i64 : i64
        %522 = arith.addi %45, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_88[] : memref<f64>
      }
      %thread_id_x_131 = gpu.thread_id  x
      %49 = arith.index_cast %thread_id_x_131 : index to i64
      %c16_i64_132 = arith.constant 16 : i64
      %50 = arith.remsi %49, %c16_i64_132 : i64
      %c1_i64 = arith.constant 1 : i64
      %51 = arith.addi %43, %c1_i64 : i64
      %cst_133 = arith.constant 0.000000e+00 : f64
      memref.store %cst_133, %alloca_89[] : memref<f64>
      %c0_i64_134 = arith.constant 0 : i64
      %52 = arith.cmpi sge, %51, %c0_i64_134 : i64
      %c56_i64_135 = arith.constant 56 : i64
      %53 = arith.cmpi slt, %51, %c56_i64_135 : i64
      %54 = arith.andi %52, %53 : i1
      scf.if %54 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %51, %c32_i64 : i64
        %522 = arith.addi %50, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_89[] : memref<f64>
      }
      %thread_id_x_136 = gpu.thread_id  x
      %55 = arith.index_cast %thread_id_x_136 : index to i64
      %c16_i64_137 = arith.constant 16 : i64
      %56 = arith.remsi %55, %c16_i64_137 : i64
      %c2_i64 = arith.constant 2 : i64
      %57 = arith.addi %43, %c2_i64 : i64
      %cst_138 = arith.constant 0.000000e+00 : f64
      memref.store %cst_138, %alloca_90[] : memref<f64>
      %c0_i64_139 = arith.constant 0 : i64
      %58 = arith.cmpi sge, %57, %c0_i64_139 : i64
      %c56_i64_140 = arith.constant 56 : i64
      %59 = arith.cmpi slt, %57, %c56_i64_140 : i64
      %60 = arith.andi %58, %59 : i1
      scf.if %60 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %57, %c32_i64 : i64
        %522 = arith.addi %56, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_90[] : memref<f64>
      }
      %thread_id_x_141 = gpu.thread_id  x
      %61 = arith.index_cast %thread_id_x_141 : index to i64
      %c16_i64_142 = arith.constant 16 : i64
      %62 = arith.remsi %61, %c16_i64_142 : i64
      %c3_i64 = arith.constant 3 : i64
      %63 = arith.addi %43, %c3_i64 : i64
      %cst_143 = arith.constant 0.000000e+00 : f64
      memref.store %cst_143, %alloca_91[] : memref<f64>
      %c0_i64_144 = arith.constant 0 : i64
      %64 = arith.cmpi sge, %63, %c0_i64_144 : i64
      %c56_i64_145 = arith.constant 56 : i64
      %65 = arith.cmpi slt, %63, %c56_i64_145 : i64
      %66 = arith.andi %64, %65 : i1
      scf.if %66 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %63, %c32_i64 : i64
        %522 = arith.addi %62, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_91[] : memref<f64>
      }
      %thread_id_x_146 = gpu.thread_id  x
      %67 = arith.index_cast %thread_id_x_146 : index to i64
      %c16_i64_147 = arith.constant 16 : i64
      %68 = arith.remsi %67, %c16_i64_147 : i64
      %c4_i64_148 = arith.constant 4 : i64
      %69 = arith.addi %43, %c4_i64_148 : i64
      %cst_149 = arith.constant 0.000000e+00 : f64
      memref.store %cst_149, %alloca_92[] : memref<f64>
      %c0_i64_150 = arith.constant 0 : i64
      %70 = arith.cmpi sge, %69, %c0_i64_150 : i64
      %c56_i64_151 = arith.constant 56 : i64
      %71 = arith.cmpi slt, %69, %c56_i64_151 : i64
      %72 = arith.andi %70, %71 : i1
      scf.if %72 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %69, %c32_i64 : i64
        %522 = arith.addi %68, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_92[] : memref<f64>
      }
      %thread_id_x_152 = gpu.thread_id  x
      %73 = arith.index_cast %thread_id_x_152 : index to i64
      %c16_i64_153 = arith.constant 16 : i64
      %74 = arith.remsi %73, %c16_i64_153 : i64
      %c5_i64 = arith.constant 5 : i64
      %75 = arith.addi %43, %c5_i64 : i64
      %cst_154 = arith.constant 0.000000e+00 : f64
      memref.store %cst_154, %alloca_93[] : memref<f64>
      %c0_i64_155 = arith.constant 0 : i64
      %76 = arith.cmpi sge, %75, %c0_i64_155 : i64
      %c56_i64_156 = arith.constant 56 : i64
      %77 = arith.cmpi slt, %75, %c56_i64_156 : i64
      %78 = arith.andi %76, %77 : i1
      scf.if %78 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %75, %c32_i64 : i64
        %522 = arith.addi %74, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_93[] : memref<f64>
      }
      %thread_id_x_157 = gpu.thread_id  x
      %79 = arith.index_cast %thread_id_x_157 : index to i64
      %c16_i64_158 = arith.constant 16 : i64
      %80 = arith.remsi %79, %c16_i64_158 : i64
      %c6_i64_159 = arith.constant 6 : i64
      %81 = arith.addi %43, %c6_i64_159 : i64
      %cst_160 = arith.constant 0.000000e+00 : f64
      memref.store %cst_160, %alloca_94[] : memref<f64>
      %c0_i64_161 = arith.constant 0 : i64
      %82 = arith.cmpi sge, %81, %c0_i64_161 : i64
      %c56_i64_162 = arith.constant 56 : i64
      %83 = arith.cmpi slt, %81, %c56_i64_162 : i64
      %84 = arith.andi %82, %83 : i1
      scf.if %84 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %81, %c32_i64 : i64
        %522 = arith.addi %80, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_94[] : memref<f64>
      }
      %thread_id_x_163 = gpu.thread_id  x
      %85 = arith.index_cast %thread_id_x_163 : index to i64
      %c16_i64_164 = arith.constant 16 : i64
      %86 = arith.remsi %85, %c16_i64_164 : i64
      %c7_i64 = arith.constant 7 : i64
      %87 = arith.addi %43, %c7_i64 : i64
      %cst_165 = arith.constant 0.000000e+00 : f64
      memref.store %cst_165, %alloca_95[] : memref<f64>
      %c0_i64_166 = arith.constant 0 : i64
      %88 = arith.cmpi sge, %87, %c0_i64_166 : i64
      %c56_i64_167 = arith.constant 56 : i64
      %89 = arith.cmpi slt, %87, %c56_i64_167 : i64
      %90 = arith.andi %88, %89 : i1
      scf.if %90 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %87, %c32_i64 : i64
        %522 = arith.addi %86, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_95[] : memref<f64>
      }
      %thread_id_x_168 = gpu.thread_id  x
      %91 = arith.index_cast %thread_id_x_168 : index to i64
      %c16_i64_169 = arith.constant 16 : i64
      %92 = arith.remsi %91, %c16_i64_169 : i64
      %c8_i64 = arith.constant 8 : i64
      %93 = arith.addi %43, %c8_i64 : i64
      %cst_170 = arith.constant 0.000000e+00 : f64
      memref.store %cst_170, %alloca_96[] : memref<f64>
      %c0_i64_171 = arith.constant 0 : i64
      %94 = arith.cmpi sge, %93, %c0_i64_171 : i64
      %c56_i64_172 = arith.constant 56 : i64
      %95 = arith.cmpi slt, %93, %c56_i64_172 : i64
      %96 = arith.andi %94, %95 : i1
      scf.if %96 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %93, %c32_i64 : i64
        %522 = arith.addi %92, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_96[] : memref<f64>
      }
      %thread_id_x_173 = gpu.thread_id  x
      %97 = arith.index_cast %thread_id_x_173 : index to i64
      %c16_i64_174 = arith.constant 16 : i64
      %98 = arith.remsi %97, %c16_i64_174 : i64
      %c9_i64 = arith.constant 9 : i64
      %99 = arith.addi %43, %c9_i64 : i64
      %cst_175 = arith.constant 0.000000e+00 : f64
      memref.store %cst_175, %alloca_97[] : memref<f64>
      %c0_i64_176 = arith.constant 0 : i64
      %100 = arith.cmpi sge, %99, %c0_i64_176 : i64
      %c56_i64_177 = arith.constant 56 : i64
      %101 = arith.cmpi slt, %99, %c56_i64_177 : i64
      %102 = arith.andi %100, %101 : i1
      scf.if %102 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %99, %c32_i64 : i64
        %522 = arith.addi %98, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_97[] : memref<f64>
      }
      %thread_id_x_178 = gpu.thread_id  x
      %103 = arith.index_cast %thread_id_x_178 : index to i64
      %c16_i64_179 = arith.constant 16 : i64
      %104 = arith.remsi %103, %c16_i64_179 : i64
      %c10_i64 = arith.constant 10 : i64
      %105 = arith.addi %43, %c10_i64 : i64
      %cst_180 = arith.constant 0.000000e+00 : f64
      memref.store %cst_180, %alloca_98[] : memref<f64>
      %c0_i64_181 = arith.constant 0 : i64
      %106 = arith.cmpi sge, %105, %c0_i64_181 : i64
      %c56_i64_182 = arith.constant 56 : i64
      %107 = arith.cmpi slt, %105, %c56_i64_182 : i64
      %108 = arith.andi %106, %107 : i1
      scf.if %108 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %105, %c32_i64 : i64
        %522 = arith.addi %104, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_98[] : memref<f64>
      }
      %thread_id_x_183 = gpu.thread_id  x
      %109 = arith.index_cast %thread_id_x_183 : index to i64
      %c16_i64_184 = arith.constant 16 : i64
      %110 = arith.remsi %109, %c16_i64_184 : i64
      %c11_i64 = arith.constant 11 : i64
      %111 = arith.addi %43, %c11_i64 : i64
      %cst_185 = arith.constant 0.000000e+00 : f64
      memref.store %cst_185, %alloca_99[] : memref<f64>
      %c0_i64_186 = arith.constant 0 : i64
      %112 = arith.cmpi sge, %111, %c0_i64_186 : i64
      %c56_i64_187 = arith.constant 56 : i64
      %113 = arith.cmpi slt, %111, %c56_i64_187 : i64
      %114 = arith.andi %112, %113 : i1
      scf.if %114 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %111, %c32_i64 : i64
        %522 = arith.addi %110, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_99[] : memref<f64>
      }
      %thread_id_x_188 = gpu.thread_id  x
      %115 = arith.index_cast %thread_id_x_188 : index to i64
      %c16_i64_189 = arith.constant 16 : i64
      %116 = arith.remsi %115, %c16_i64_189 : i64
      %c12_i64 = arith.constant 12 : i64
      %117 = arith.addi %43, %c12_i64 : i64
      %cst_190 = arith.constant 0.000000e+00 : f64
      memref.store %cst_190, %alloca_100[] : memref<f64>
      %c0_i64_191 = arith.constant 0 : i64
      %118 = arith.cmpi sge, %117, %c0_i64_191 : i64
      %c56_i64_192 = arith.constant 56 : i64
      %119 = arith.cmpi slt, %117, %c56_i64_192 : i64
      %120 = arith.andi %118, %119 : i1
      scf.if %120 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %117, %c32_i64 : i64
        %522 = arith.addi %116, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_100[] : memref<f64>
      }
      %thread_id_x_193 = gpu.thread_id  x
      %121 = arith.index_cast %thread_id_x_193 : index to i64
      %c16_i64_194 = arith.constant 16 : i64
      %122 = arith.remsi %121, %c16_i64_194 : i64
      %c13_i64 = arith.constant 13 : i64
      %123 = arith.addi %43, %c13_i64 : i64
      %cst_195 = arith.constant 0.000000e+00 : f64
      memref.store %cst_195, %alloca_101[] : memref<f64>
      %c0_i64_196 = arith.constant 0 : i64
      %124 = arith.cmpi sge, %123, %c0_i64_196 : i64
      %c56_i64_197 = arith.constant 56 : i64
      %125 = arith.cmpi slt, %123, %c56_i64_197 : i64
      %126 = arith.andi %124, %125 : i1
      scf.if %126 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %123, %c32_i64 : i64
        %522 = arith.addi %122, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_101[] : memref<f64>
      }
      %thread_id_x_198 = gpu.thread_id  x
      %127 = arith.index_cast %thread_id_x_198 : index to i64
      %c16_i64_199 = arith.constant 16 : i64
      %128 = arith.remsi %127, %c16_i64_199 : i64
      %c14_i64 = arith.constant 14 : i64
      %129 = arith.addi %43, %c14_i64 : i64
      %cst_200 = arith.constant 0.000000e+00 : f64
      memref.store %cst_200, %alloca_102[] : memref<f64>
      %c0_i64_201 = arith.constant 0 : i64
      %130 = arith.cmpi sge, %129, %c0_i64_201 : i64
      %c56_i64_202 = arith.constant 56 : i64
      %131 = arith.cmpi slt, %129, %c56_i64_202 : i64
      %132 = arith.andi %130, %131 : i1
      scf.if %132 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %129, %c32_i64 : i64
        %522 = arith.addi %128, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_102[] : memref<f64>
      }
      %thread_id_x_203 = gpu.thread_id  x
      %133 = arith.index_cast %thread_id_x_203 : index to i64
      %c16_i64_204 = arith.constant 16 : i64
      %134 = arith.remsi %133, %c16_i64_204 : i64
      %c15_i64 = arith.constant 15 : i64
      %135 = arith.addi %43, %c15_i64 : i64
      %cst_205 = arith.constant 0.000000e+00 : f64
      memref.store %cst_205, %alloca_103[] : memref<f64>
      %c0_i64_206 = arith.constant 0 : i64
      %136 = arith.cmpi sge, %135, %c0_i64_206 : i64
      %c56_i64_207 = arith.constant 56 : i64
      %137 = arith.cmpi slt, %135, %c56_i64_207 : i64
      %138 = arith.andi %136, %137 : i1
      scf.if %138 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %135, %c32_i64 : i64
        %522 = arith.addi %134, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_103[] : memref<f64>
      }
      %thread_id_x_208 = gpu.thread_id  x
      %139 = arith.index_cast %thread_id_x_208 : index to i64
      %c16_i64_209 = arith.constant 16 : i64
      %140 = arith.remsi %139, %c16_i64_209 : i64
      %c16_i64_210 = arith.constant 16 : i64
      %141 = arith.addi %140, %c16_i64_210 : i64
      %cst_211 = arith.constant 0.000000e+00 : f64
      memref.store %cst_211, %alloca_104[] : memref<f64>
      %c0_i64_212 = arith.constant 0 : i64
      %142 = arith.cmpi sge, %43, %c0_i64_212 : i64
      %c56_i64_213 = arith.constant 56 : i64
      %143 = arith.cmpi slt, %43, %c56_i64_213 : i64
      %144 = arith.andi %142, %143 : i1
      scf.if %144 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %43, %c32_i64 : i64
        %522 = arith.addi %141, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_104[] : memref<f64>
      }
      %thread_id_x_214 = gpu.thread_id  x
      %145 = arith.index_cast %thread_id_x_214 : index to i64
      %c16_i64_215 = arith.constant 16 : i64
      %146 = arith.remsi %145, %c16_i64_215 : i64
      %c16_i64_216 = arith.constant 16 : i64
      %147 = arith.addi %146, %c16_i64_216 : i64
      %c1_i64_217 = arith.constant 1 : i64
      %148 = arith.addi %43, %c1_i64_217 : i64
      %cst_218 = arith.constant 0.000000e+00 : f64
      memref.store %cst_218, %alloca_105[] : memref<f64>
      %c0_i64_219 = arith.constant 0 : i64
      %149 = arith.cmpi sge, %148, %c0_i64_219 : i64
      %c56_i64_220 = arith.constant 56 : i64
      %150 = arith.cmpi slt, %148, %c56_i64_220 : i64
      %151 = arith.andi %149, %150 : i1
      scf.if %151 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %148, %c32_i64 : i64
        %522 = arith.addi %147, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_105[] : memref<f64>
      }
      %thread_id_x_221 = gpu.thread_id  x
      %152 = arith.index_cast %thread_id_x_221 : index to i64
      %c16_i64_222 = arith.constant 16 : i64
      %153 = arith.remsi %152, %c16_i64_222 : i64
      %c16_i64_223 = arith.constant 16 : i64
      %154 = arith.addi %153, %c16_i64_223 : i64
      %c2_i64_224 = arith.constant 2 : i64
      %155 = arith.addi %43, %c2_i64_224 : i64
      %cst_225 = arith.constant 0.000000e+00 : f64
      memref.store %cst_225, %alloca_106[] : memref<f64>
      %c0_i64_226 = arith.constant 0 : i64
      %156 = arith.cmpi sge, %155, %c0_i64_226 : i64
      %c56_i64_227 = arith.constant 56 : i64
      %157 = arith.cmpi slt, %155, %c56_i64_227 : i64
      %158 = arith.andi %156, %157 : i1
      scf.if %158 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %155, %c32_i64 : i64
        %522 = arith.addi %154, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_106[] : memref<f64>
      }
      %thread_id_x_228 = gpu.thread_id  x
      %159 = arith.index_cast %thread_id_x_228 : index to i64
      %c16_i64_229 = arith.constant 16 : i64
      %160 = arith.remsi %159, %c16_i64_229 : i64
      %c16_i64_230 = arith.constant 16 : i64
      %161 = arith.addi %160, %c16_i64_230 : i64
      %c3_i64_231 = arith.constant 3 : i64
      %162 = arith.addi %43, %c3_i64_231 : i64
      %cst_232 = arith.constant 0.000000e+00 : f64
      memref.store %cst_232, %alloca_107[] : memref<f64>
      %c0_i64_233 = arith.constant 0 : i64
      %163 = arith.cmpi sge, %162, %c0_i64_233 : i64
      %c56_i64_234 = arith.constant 56 : i64
      %164 = arith.cmpi slt, %162, %c56_i64_234 : i64
      %165 = arith.andi %163, %164 : i1
      scf.if %165 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %162, %c32_i64 : i64
        %522 = arith.addi %161, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_107[] : memref<f64>
      }
      %thread_id_x_235 = gpu.thread_id  x
      %166 = arith.index_cast %thread_id_x_235 : index to i64
      %c16_i64_236 = arith.constant 16 : i64
      %167 = arith.remsi %166, %c16_i64_236 : i64
      %c16_i64_237 = arith.constant 16 : i64
      %168 = arith.addi %167, %c16_i64_237 : i64
      %c4_i64_238 = arith.constant 4 : i64
      %169 = arith.addi %43, %c4_i64_238 : i64
      %cst_239 = arith.constant 0.000000e+00 : f64
      memref.store %cst_239, %alloca_108[] : memref<f64>
      %c0_i64_240 = arith.constant 0 : i64
      %170 = arith.cmpi sge, %169, %c0_i64_240 : i64
      %c56_i64_241 = arith.constant 56 : i64
      %171 = arith.cmpi slt, %169, %c56_i64_241 : i64
      %172 = arith.andi %170, %171 : i1
      scf.if %172 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %169, %c32_i64 : i64
        %522 = arith.addi %168, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_108[] : memref<f64>
      }
      %thread_id_x_242 = gpu.thread_id  x
      %173 = arith.index_cast %thread_id_x_242 : index to i64
      %c16_i64_243 = arith.constant 16 : i64
      %174 = arith.remsi %173, %c16_i64_243 : i64
      %c16_i64_244 = arith.constant 16 : i64
      %175 = arith.addi %174, %c16_i64_244 : i64
      %c5_i64_245 = arith.constant 5 : i64
      %176 = arith.addi %43, %c5_i64_245 : i64
      %cst_246 = arith.constant 0.000000e+00 : f64
      memref.store %cst_246, %alloca_109[] : memref<f64>
      %c0_i64_247 = arith.constant 0 : i64
      %177 = arith.cmpi sge, %176, %c0_i64_247 : i64
      %c56_i64_248 = arith.constant 56 : i64
      %178 = arith.cmpi slt, %176, %c56_i64_248 : i64
      %179 = arith.andi %177, %178 : i1
      scf.if %179 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %176, %c32_i64 : i64
        %522 = arith.addi %175, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_109[] : memref<f64>
      }
      %thread_id_x_249 = gpu.thread_id  x
      %180 = arith.index_cast %thread_id_x_249 : index to i64
      %c16_i64_250 = arith.constant 16 : i64
      %181 = arith.remsi %180, %c16_i64_250 : i64
      %c16_i64_251 = arith.constant 16 : i64
      %182 = arith.addi %181, %c16_i64_251 : i64
      %c6_i64_252 = arith.constant 6 : i64
      %183 = arith.addi %43, %c6_i64_252 : i64
      %cst_253 = arith.constant 0.000000e+00 : f64
      memref.store %cst_253, %alloca_110[] : memref<f64>
      %c0_i64_254 = arith.constant 0 : i64
      %184 = arith.cmpi sge, %183, %c0_i64_254 : i64
      %c56_i64_255 = arith.constant 56 : i64
      %185 = arith.cmpi slt, %183, %c56_i64_255 : i64
      %186 = arith.andi %184, %185 : i1
      scf.if %186 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %183, %c32_i64 : i64
        %522 = arith.addi %182, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_110[] : memref<f64>
      }
      %thread_id_x_256 = gpu.thread_id  x
      %187 = arith.index_cast %thread_id_x_256 : index to i64
      %c16_i64_257 = arith.constant 16 : i64
      %188 = arith.remsi %187, %c16_i64_257 : i64
      %c16_i64_258 = arith.constant 16 : i64
      %189 = arith.addi %188, %c16_i64_258 : i64
      %c7_i64_259 = arith.constant 7 : i64
      %190 = arith.addi %43, %c7_i64_259 : i64
      %cst_260 = arith.constant 0.000000e+00 : f64
      memref.store %cst_260, %alloca_111[] : memref<f64>
      %c0_i64_261 = arith.constant 0 : i64
      %191 = arith.cmpi sge, %190, %c0_i64_261 : i64
      %c56_i64_262 = arith.constant 56 : i64
      %192 = arith.cmpi slt, %190, %c56_i64_262 : i64
      %193 = arith.andi %191, %192 : i1
      scf.if %193 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %190, %c32_i64 : i64
        %522 = arith.addi %189, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_111[] : memref<f64>
      }
      %thread_id_x_263 = gpu.thread_id  x
      %194 = arith.index_cast %thread_id_x_263 : index to i64
      %c16_i64_264 = arith.constant 16 : i64
      %195 = arith.remsi %194, %c16_i64_264 : i64
      %c16_i64_265 = arith.constant 16 : i64
      %196 = arith.addi %195, %c16_i64_265 : i64
      %c8_i64_266 = arith.constant 8 : i64
      %197 = arith.addi %43, %c8_i64_266 : i64
      %cst_267 = arith.constant 0.000000e+00 : f64
      memref.store %cst_267, %alloca_112[] : memref<f64>
      %c0_i64_268 = arith.constant 0 : i64
      %198 = arith.cmpi sge, %197, %c0_i64_268 : i64
      %c56_i64_269 = arith.constant 56 : i64
      %199 = arith.cmpi slt, %197, %c56_i64_269 : i64
      %200 = arith.andi %198, %199 : i1
      scf.if %200 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %197, %c32_i64 : i64
        %522 = arith.addi %196, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_112[] : memref<f64>
      }
      %thread_id_x_270 = gpu.thread_id  x
      %201 = arith.index_cast %thread_id_x_270 : index to i64
      %c16_i64_271 = arith.constant 16 : i64
      %202 = arith.remsi %201, %c16_i64_271 : i64
      %c16_i64_272 = arith.constant 16 : i64
      %203 = arith.addi %202, %c16_i64_272 : i64
      %c9_i64_273 = arith.constant 9 : i64
      %204 = arith.addi %43, %c9_i64_273 : i64
      %cst_274 = arith.constant 0.000000e+00 : f64
      memref.store %cst_274, %alloca_113[] : memref<f64>
      %c0_i64_275 = arith.constant 0 : i64
      %205 = arith.cmpi sge, %204, %c0_i64_275 : i64
      %c56_i64_276 = arith.constant 56 : i64
      %206 = arith.cmpi slt, %204, %c56_i64_276 : i64
      %207 = arith.andi %205, %206 : i1
      scf.if %207 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %204, %c32_i64 : i64
        %522 = arith.addi %203, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_113[] : memref<f64>
      }
      %thread_id_x_277 = gpu.thread_id  x
      %208 = arith.index_cast %thread_id_x_277 : index to i64
      %c16_i64_278 = arith.constant 16 : i64
      %209 = arith.remsi %208, %c16_i64_278 : i64
      %c16_i64_279 = arith.constant 16 : i64
      %210 = arith.addi %209, %c16_i64_279 : i64
      %c10_i64_280 = arith.constant 10 : i64
      %211 = arith.addi %43, %c10_i64_280 : i64
      %cst_281 = arith.constant 0.000000e+00 : f64
      memref.store %cst_281, %alloca_114[] : memref<f64>
      %c0_i64_282 = arith.constant 0 : i64
      %212 = arith.cmpi sge, %211, %c0_i64_282 : i64
      %c56_i64_283 = arith.constant 56 : i64
      %213 = arith.cmpi slt, %211, %c56_i64_283 : i64
      %214 = arith.andi %212, %213 : i1
      scf.if %214 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %211, %c32_i64 : i64
        %522 = arith.addi %210, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_114[] : memref<f64>
      }
      %thread_id_x_284 = gpu.thread_id  x
      %215 = arith.index_cast %thread_id_x_284 : index to i64
      %c16_i64_285 = arith.constant 16 : i64
      %216 = arith.remsi %215, %c16_i64_285 : i64
      %c16_i64_286 = arith.constant 16 : i64
      %217 = arith.addi %216, %c16_i64_286 : i64
      %c11_i64_287 = arith.constant 11 : i64
      %218 = arith.addi %43, %c11_i64_287 : i64
      %cst_288 = arith.constant 0.000000e+00 : f64
      memref.store %cst_288, %alloca_115[] : memref<f64>
      %c0_i64_289 = arith.constant 0 : i64
      %219 = arith.cmpi sge, %218, %c0_i64_289 : i64
      %c56_i64_290 = arith.constant 56 : i64
      %220 = arith.cmpi slt, %218, %c56_i64_290 : i64
      %221 = arith.andi %219, %220 : i1
      scf.if %221 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %218, %c32_i64 : i64
        %522 = arith.addi %217, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_115[] : memref<f64>
      }
      %thread_id_x_291 = gpu.thread_id  x
      %222 = arith.index_cast %thread_id_x_291 : index to i64
      %c16_i64_292 = arith.constant 16 : i64
      %223 = arith.remsi %222, %c16_i64_292 : i64
      %c16_i64_293 = arith.constant 16 : i64
      %224 = arith.addi %223, %c16_i64_293 : i64
      %c12_i64_294 = arith.constant 12 : i64
      %225 = arith.addi %43, %c12_i64_294 : i64
      %cst_295 = arith.constant 0.000000e+00 : f64
      memref.store %cst_295, %alloca_116[] : memref<f64>
      %c0_i64_296 = arith.constant 0 : i64
      %226 = arith.cmpi sge, %225, %c0_i64_296 : i64
      %c56_i64_297 = arith.constant 56 : i64
      %227 = arith.cmpi slt, %225, %c56_i64_297 : i64
      %228 = arith.andi %226, %227 : i1
      scf.if %228 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %225, %c32_i64 : i64
        %522 = arith.addi %224, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_116[] : memref<f64>
      }
      %thread_id_x_298 = gpu.thread_id  x
      %229 = arith.index_cast %thread_id_x_298 : index to i64
      %c16_i64_299 = arith.constant 16 : i64
      %230 = arith.remsi %229, %c16_i64_299 : i64
      %c16_i64_300 = arith.constant 16 : i64
      %231 = arith.addi %230, %c16_i64_300 : i64
      %c13_i64_301 = arith.constant 13 : i64
      %232 = arith.addi %43, %c13_i64_301 : i64
      %cst_302 = arith.constant 0.000000e+00 : f64
      memref.store %cst_302, %alloca_117[] : memref<f64>
      %c0_i64_303 = arith.constant 0 : i64
      %233 = arith.cmpi sge, %232, %c0_i64_303 : i64
      %c56_i64_304 = arith.constant 56 : i64
      %234 = arith.cmpi slt, %232, %c56_i64_304 : i64
      %235 = arith.andi %233, %234 : i1
      scf.if %235 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %232, %c32_i64 : i64
        %522 = arith.addi %231, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_117[] : memref<f64>
      }
      %thread_id_x_305 = gpu.thread_id  x
      %236 = arith.index_cast %thread_id_x_305 : index to i64
      %c16_i64_306 = arith.constant 16 : i64
      %237 = arith.remsi %236, %c16_i64_306 : i64
      %c16_i64_307 = arith.constant 16 : i64
      %238 = arith.addi %237, %c16_i64_307 : i64
      %c14_i64_308 = arith.constant 14 : i64
      %239 = arith.addi %43, %c14_i64_308 : i64
      %cst_309 = arith.constant 0.000000e+00 : f64
      memref.store %cst_309, %alloca_118[] : memref<f64>
      %c0_i64_310 = arith.constant 0 : i64
      %240 = arith.cmpi sge, %239, %c0_i64_310 : i64
      %c56_i64_311 = arith.constant 56 : i64
      %241 = arith.cmpi slt, %239, %c56_i64_311 : i64
      %242 = arith.andi %240, %241 : i1
      scf.if %242 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %239, %c32_i64 : i64
        %522 = arith.addi %238, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_118[] : memref<f64>
      }
      %thread_id_x_312 = gpu.thread_id  x
      %243 = arith.index_cast %thread_id_x_312 : index to i64
      %c16_i64_313 = arith.constant 16 : i64
      %244 = arith.remsi %243, %c16_i64_313 : i64
      %c16_i64_314 = arith.constant 16 : i64
      %245 = arith.addi %244, %c16_i64_314 : i64
      %c15_i64_315 = arith.constant 15 : i64
      %246 = arith.addi %43, %c15_i64_315 : i64
      %cst_316 = arith.constant 0.000000e+00 : f64
      memref.store %cst_316, %alloca_119[] : memref<f64>
      %c0_i64_317 = arith.constant 0 : i64
      %247 = arith.cmpi sge, %246, %c0_i64_317 : i64
      %c56_i64_318 = arith.constant 56 : i64
      %248 = arith.cmpi slt, %246, %c56_i64_318 : i64
      %249 = arith.andi %247, %248 : i1
      scf.if %249 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %246, %c32_i64 : i64
        %522 = arith.addi %245, %521 : i64
        %523 = llvm.getelementptr %24[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        %524 = llvm.load %523 : !llvm.ptr<1> -> f64
        memref.store %524, %alloca_119[] : memref<f64>
      }
      %cst_319 = arith.constant 2.000000e+00 : f64
      %250 = memref.load %alloca_88[] : memref<f64>
      %251 = arith.mulf %cst_319, %250 : f64
      %cst_320 = arith.constant 2.000000e+00 : f64
      %252 = memref.load %alloca_89[] : memref<f64>
      %253 = arith.mulf %cst_320, %252 : f64
      %cst_321 = arith.constant 2.000000e+00 : f64
      %254 = memref.load %alloca_90[] : memref<f64>
      %255 = arith.mulf %cst_321, %254 : f64
      %cst_322 = arith.constant 2.000000e+00 : f64
      %256 = memref.load %alloca_91[] : memref<f64>
      %257 = arith.mulf %cst_322, %256 : f64
      %cst_323 = arith.constant 2.000000e+00 : f64
      %258 = memref.load %alloca_92[] : memref<f64>
      %259 = arith.mulf %cst_323, %258 : f64
      %cst_324 = arith.constant 2.000000e+00 : f64
      %260 = memref.load %alloca_93[] : memref<f64>
      %261 = arith.mulf %cst_324, %260 : f64
      %cst_325 = arith.constant 2.000000e+00 : f64
      %262 = memref.load %alloca_94[] : memref<f64>
      %263 = arith.mulf %cst_325, %262 : f64
      %cst_326 = arith.constant 2.000000e+00 : f64
      %264 = memref.load %alloca_95[] : memref<f64>
      %265 = arith.mulf %cst_326, %264 : f64
      %cst_327 = arith.constant 2.000000e+00 : f64
      %266 = memref.load %alloca_96[] : memref<f64>
      %267 = arith.mulf %cst_327, %266 : f64
      %cst_328 = arith.constant 2.000000e+00 : f64
      %268 = memref.load %alloca_97[] : memref<f64>
      %269 = arith.mulf %cst_328, %268 : f64
      %cst_329 = arith.constant 2.000000e+00 : f64
      %270 = memref.load %alloca_98[] : memref<f64>
      %271 = arith.mulf %cst_329, %270 : f64
      %cst_330 = arith.constant 2.000000e+00 : f64
      %272 = memref.load %alloca_99[] : memref<f64>
      %273 = arith.mulf %cst_330, %272 : f64
      %cst_331 = arith.constant 2.000000e+00 : f64
      %274 = memref.load %alloca_100[] : memref<f64>
      %275 = arith.mulf %cst_331, %274 : f64
      %cst_332 = arith.constant 2.000000e+00 : f64
      %276 = memref.load %alloca_101[] : memref<f64>
      %277 = arith.mulf %cst_332, %276 : f64
      %cst_333 = arith.constant 2.000000e+00 : f64
      %278 = memref.load %alloca_102[] : memref<f64>
      %279 = arith.mulf %cst_333, %278 : f64
      %cst_334 = arith.constant 2.000000e+00 : f64
      %280 = memref.load %alloca_103[] : memref<f64>
      %281 = arith.mulf %cst_334, %280 : f64
      %cst_335 = arith.constant 2.000000e+00 : f64
      %282 = memref.load %alloca_104[] : memref<f64>
      %283 = arith.mulf %cst_335, %282 : f64
      %cst_336 = arith.constant 2.000000e+00 : f64
      %284 = memref.load %alloca_105[] : memref<f64>
      %285 = arith.mulf %cst_336, %284 : f64
      %cst_337 = arith.constant 2.000000e+00 : f64
      %286 = memref.load %alloca_106[] : memref<f64>
      %287 = arith.mulf %cst_337, %286 : f64
      %cst_338 = arith.constant 2.000000e+00 : f64
      %288 = memref.load %alloca_107[] : memref<f64>
      %289 = arith.mulf %cst_338, %288 : f64
      %cst_339 = arith.constant 2.000000e+00 : f64
      %290 = memref.load %alloca_108[] : memref<f64>
      %291 = arith.mulf %cst_339, %290 : f64
      %cst_340 = arith.constant 2.000000e+00 : f64
      %292 = memref.load %alloca_109[] : memref<f64>
      %293 = arith.mulf %cst_340, %292 : f64
      %cst_341 = arith.constant 2.000000e+00 : f64
      %294 = memref.load %alloca_110[] : memref<f64>
      %295 = arith.mulf %cst_341, %294 : f64
      %cst_342 = arith.constant 2.000000e+00 : f64
      %296 = memref.load %alloca_111[] : memref<f64>
      %297 = arith.mulf %cst_342, %296 : f64
      %cst_343 = arith.constant 2.000000e+00 : f64
      %298 = memref.load %alloca_112[] : memref<f64>
      %299 = arith.mulf %cst_343, %298 : f64
      %cst_344 = arith.constant 2.000000e+00 : f64
      %300 = memref.load %alloca_113[] : memref<f64>
      %301 = arith.mulf %cst_344, %300 : f64
      %cst_345 = arith.constant 2.000000e+00 : f64
      %302 = memref.load %alloca_114[] : memref<f64>
      %303 = arith.mulf %cst_345, %302 : f64
      %cst_346 = arith.constant 2.000000e+00 : f64
      %304 = memref.load %alloca_115[] : memref<f64>
      %305 = arith.mulf %cst_346, %304 : f64
      %cst_347 = arith.constant 2.000000e+00 : f64
      %306 = memref.load %alloca_116[] : memref<f64>
      %307 = arith.mulf %cst_347, %306 : f64
      %cst_348 = arith.constant 2.000000e+00 : f64
      %308 = memref.load %alloca_117[] : memref<f64>
      %309 = arith.mulf %cst_348, %308 : f64
      %cst_349 = arith.constant 2.000000e+00 : f64
      %310 = memref.load %alloca_118[] : memref<f64>
      %311 = arith.mulf %cst_349, %310 : f64
      %cst_350 = arith.constant 2.000000e+00 : f64
      %312 = memref.load %alloca_119[] : memref<f64>
      %313 = arith.mulf %cst_350, %312 : f64
      %thread_id_x_351 = gpu.thread_id  x
      %314 = arith.index_cast %thread_id_x_351 : index to i64
      %c16_i64_352 = arith.constant 16 : i64
      %315 = arith.remsi %314, %c16_i64_352 : i64
      %c0_i64_353 = arith.constant 0 : i64
      %316 = arith.cmpi sge, %43, %c0_i64_353 : i64
      %c56_i64_354 = arith.constant 56 : i64
      %317 = arith.cmpi slt, %43, %c56_i64_354 : i64
      %318 = arith.andi %316, %317 : i1
      scf.if %318 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %43, %c32_i64 : i64
        %522 = arith.addi %315, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %251, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_355 = gpu.thread_id  x
      %319 = arith.index_cast %thread_id_x_355 : index to i64
      %c16_i64_356 = arith.constant 16 : i64
      %320 = arith.remsi %319, %c16_i64_356 : i64
      %c1_i64_357 = arith.constant 1 : i64
      %321 = arith.addi %43, %c1_i64_357 : i64
      %c0_i64_358 = arith.constant 0 : i64
      %322 = arith.cmpi sge, %321, %c0_i64_358 : i64
      %c56_i64_359 = arith.constant 56 : i64
      %323 = arith.cmpi slt, %321, %c56_i64_359 : i64
      %324 = arith.andi %322, %323 : i1
      scf.if %324 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %321, %c32_i64 : i64
        %522 = arith.addi %320, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %253, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_360 = gpu.thread_id  x
      %325 = arith.index_cast %thread_id_x_360 : index to i64
      %c16_i64_361 = arith.constant 16 : i64
      %326 = arith.remsi %325, %c16_i64_361 : i64
      %c2_i64_362 = arith.constant 2 : i64
      %327 = arith.addi %43, %c2_i64_362 : i64
      %c0_i64_363 = arith.constant 0 : i64
      %328 = arith.cmpi sge, %327, %c0_i64_363 : i64
      %c56_i64_364 = arith.constant 56 : i64
      %329 = arith.cmpi slt, %327, %c56_i64_364 : i64
      %330 = arith.andi %328, %329 : i1
      scf.if %330 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %327, %c32_i64 : i64
        %522 = arith.addi %326, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %255, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_365 = gpu.thread_id  x
      %331 = arith.index_cast %thread_id_x_365 : index to i64
      %c16_i64_366 = arith.constant 16 : i64
      %332 = arith.remsi %331, %c16_i64_366 : i64
      %c3_i64_367 = arith.constant 3 : i64
      %333 = arith.addi %43, %c3_i64_367 : i64
      %c0_i64_368 = arith.constant 0 : i64
      %334 = arith.cmpi sge, %333, %c0_i64_368 : i64
      %c56_i64_369 = arith.constant 56 : i64
      %335 = arith.cmpi slt, %333, %c56_i64_369 : i64
      %336 = arith.andi %334, %335 : i1
      scf.if %336 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %333, %c32_i64 : i64
        %522 = arith.addi %332, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %257, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_370 = gpu.thread_id  x
      %337 = arith.index_cast %thread_id_x_370 : index to i64
      %c16_i64_371 = arith.constant 16 : i64
      %338 = arith.remsi %337, %c16_i64_371 : i64
      %c4_i64_372 = arith.constant 4 : i64
      %339 = arith.addi %43, %c4_i64_372 : i64
      %c0_i64_373 = arith.constant 0 : i64
      %340 = arith.cmpi sge, %339, %c0_i64_373 : i64
      %c56_i64_374 = arith.constant 56 : i64
      %341 = arith.cmpi slt, %339, %c56_i64_374 : i64
      %342 = arith.andi %340, %341 : i1
      scf.if %342 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %339, %c32_i64 : i64
        %522 = arith.addi %338, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %259, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_375 = gpu.thread_id  x
      %343 = arith.index_cast %thread_id_x_375 : index to i64
      %c16_i64_376 = arith.constant 16 : i64
      %344 = arith.remsi %343, %c16_i64_376 : i64
      %c5_i64_377 = arith.constant 5 : i64
      %345 = arith.addi %43, %c5_i64_377 : i64
      %c0_i64_378 = arith.constant 0 : i64
      %346 = arith.cmpi sge, %345, %c0_i64_378 : i64
      %c56_i64_379 = arith.constant 56 : i64
      %347 = arith.cmpi slt, %345, %c56_i64_379 : i64
      %348 = arith.andi %346, %347 : i1
      scf.if %348 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %345, %c32_i64 : i64
        %522 = arith.addi %344, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %261, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_380 = gpu.thread_id  x
      %349 = arith.index_cast %thread_id_x_380 : index to i64
      %c16_i64_381 = arith.constant 16 : i64
      %350 = arith.remsi %349, %c16_i64_381 : i64
      %c6_i64_382 = arith.constant 6 : i64
      %351 = arith.addi %43, %c6_i64_382 : i64
      %c0_i64_383 = arith.constant 0 : i64
      %352 = arith.cmpi sge, %351, %c0_i64_383 : i64
      %c56_i64_384 = arith.constant 56 : i64
      %353 = arith.cmpi slt, %351, %c56_i64_384 : i64
      %354 = arith.andi %352, %353 : i1
      scf.if %354 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %351, %c32_i64 : i64
        %522 = arith.addi %350, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %263, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_385 = gpu.thread_id  x
      %355 = arith.index_cast %thread_id_x_385 : index to i64
      %c16_i64_386 = arith.constant 16 : i64
      %356 = arith.remsi %355, %c16_i64_386 : i64
      %c7_i64_387 = arith.constant 7 : i64
      %357 = arith.addi %43, %c7_i64_387 : i64
      %c0_i64_388 = arith.constant 0 : i64
      %358 = arith.cmpi sge, %357, %c0_i64_388 : i64
      %c56_i64_389 = arith.constant 56 : i64
      %359 = arith.cmpi slt, %357, %c56_i64_389 : i64
      %360 = arith.andi %358, %359 : i1
      scf.if %360 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %357, %c32_i64 : i64
        %522 = arith.addi %356, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %265, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_390 = gpu.thread_id  x
      %361 = arith.index_cast %thread_id_x_390 : index to i64
      %c16_i64_391 = arith.constant 16 : i64
      %362 = arith.remsi %361, %c16_i64_391 : i64
      %c8_i64_392 = arith.constant 8 : i64
      %363 = arith.addi %43, %c8_i64_392 : i64
      %c0_i64_393 = arith.constant 0 : i64
      %364 = arith.cmpi sge, %363, %c0_i64_393 : i64
      %c56_i64_394 = arith.constant 56 : i64
      %365 = arith.cmpi slt, %363, %c56_i64_394 : i64
      %366 = arith.andi %364, %365 : i1
      scf.if %366 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %363, %c32_i64 : i64
        %522 = arith.addi %362, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %267, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_395 = gpu.thread_id  x
      %367 = arith.index_cast %thread_id_x_395 : index to i64
      %c16_i64_396 = arith.constant 16 : i64
      %368 = arith.remsi %367, %c16_i64_396 : i64
      %c9_i64_397 = arith.constant 9 : i64
      %369 = arith.addi %43, %c9_i64_397 : i64
      %c0_i64_398 = arith.constant 0 : i64
      %370 = arith.cmpi sge, %369, %c0_i64_398 : i64
      %c56_i64_399 = arith.constant 56 : i64
      %371 = arith.cmpi slt, %369, %c56_i64_399 : i64
      %372 = arith.andi %370, %371 : i1
      scf.if %372 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %369, %c32_i64 : i64
        %522 = arith.addi %368, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %269, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_400 = gpu.thread_id  x
      %373 = arith.index_cast %thread_id_x_400 : index to i64
      %c16_i64_401 = arith.constant 16 : i64
      %374 = arith.remsi %373, %c16_i64_401 : i64
      %c10_i64_402 = arith.constant 10 : i64
      %375 = arith.addi %43, %c10_i64_402 : i64
      %c0_i64_403 = arith.constant 0 : i64
      %376 = arith.cmpi sge, %375, %c0_i64_403 : i64
      %c56_i64_404 = arith.constant 56 : i64
      %377 = arith.cmpi slt, %375, %c56_i64_404 : i64
      %378 = arith.andi %376, %377 : i1
      scf.if %378 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %375, %c32_i64 : i64
        %522 = arith.addi %374, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %271, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_405 = gpu.thread_id  x
      %379 = arith.index_cast %thread_id_x_405 : index to i64
      %c16_i64_406 = arith.constant 16 : i64
      %380 = arith.remsi %379, %c16_i64_406 : i64
      %c11_i64_407 = arith.constant 11 : i64
      %381 = arith.addi %43, %c11_i64_407 : i64
      %c0_i64_408 = arith.constant 0 : i64
      %382 = arith.cmpi sge, %381, %c0_i64_408 : i64
      %c56_i64_409 = arith.constant 56 : i64
      %383 = arith.cmpi slt, %381, %c56_i64_409 : i64
      %384 = arith.andi %382, %383 : i1
      scf.if %384 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %381, %c32_i64 : i64
        %522 = arith.addi %380, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %273, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_410 = gpu.thread_id  x
      %385 = arith.index_cast %thread_id_x_410 : index to i64
      %c16_i64_411 = arith.constant 16 : i64
      %386 = arith.remsi %385, %c16_i64_411 : i64
      %c12_i64_412 = arith.constant 12 : i64
      %387 = arith.addi %43, %c12_i64_412 : i64
      %c0_i64_413 = arith.constant 0 : i64
      %388 = arith.cmpi sge, %387, %c0_i64_413 : i64
      %c56_i64_414 = arith.constant 56 : i64
      %389 = arith.cmpi slt, %387, %c56_i64_414 : i64
      %390 = arith.andi %388, %389 : i1
      scf.if %390 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %387, %c32_i64 : i64
        %522 = arith.addi %386, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %275, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_415 = gpu.thread_id  x
      %391 = arith.index_cast %thread_id_x_415 : index to i64
      %c16_i64_416 = arith.constant 16 : i64
      %392 = arith.remsi %391, %c16_i64_416 : i64
      %c13_i64_417 = arith.constant 13 : i64
      %393 = arith.addi %43, %c13_i64_417 : i64
      %c0_i64_418 = arith.constant 0 : i64
      %394 = arith.cmpi sge, %393, %c0_i64_418 : i64
      %c56_i64_419 = arith.constant 56 : i64
      %395 = arith.cmpi slt, %393, %c56_i64_419 : i64
      %396 = arith.andi %394, %395 : i1
      scf.if %396 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %393, %c32_i64 : i64
        %522 = arith.addi %392, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %277, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_420 = gpu.thread_id  x
      %397 = arith.index_cast %thread_id_x_420 : index to i64
      %c16_i64_421 = arith.constant 16 : i64
      %398 = arith.remsi %397, %c16_i64_421 : i64
      %c14_i64_422 = arith.constant 14 : i64
      %399 = arith.addi %43, %c14_i64_422 : i64
      %c0_i64_423 = arith.constant 0 : i64
      %400 = arith.cmpi sge, %399, %c0_i64_423 : i64
      %c56_i64_424 = arith.constant 56 : i64
      %401 = arith.cmpi slt, %399, %c56_i64_424 : i64
      %402 = arith.andi %400, %401 : i1
      scf.if %402 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %399, %c32_i64 : i64
        %522 = arith.addi %398, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %279, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_425 = gpu.thread_id  x
      %403 = arith.index_cast %thread_id_x_425 : index to i64
      %c16_i64_426 = arith.constant 16 : i64
      %404 = arith.remsi %403, %c16_i64_426 : i64
      %c15_i64_427 = arith.constant 15 : i64
      %405 = arith.addi %43, %c15_i64_427 : i64
      %c0_i64_428 = arith.constant 0 : i64
      %406 = arith.cmpi sge, %405, %c0_i64_428 : i64
      %c56_i64_429 = arith.constant 56 : i64
      %407 = arith.cmpi slt, %405, %c56_i64_429 : i64
      %408 = arith.andi %406, %407 : i1
      scf.if %408 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %405, %c32_i64 : i64
        %522 = arith.addi %404, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %281, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_430 = gpu.thread_id  x
      %409 = arith.index_cast %thread_id_x_430 : index to i64
      %c16_i64_431 = arith.constant 16 : i64
      %410 = arith.remsi %409, %c16_i64_431 : i64
      %c16_i64_432 = arith.constant 16 : i64
      %411 = arith.addi %410, %c16_i64_432 : i64
      %c0_i64_433 = arith.constant 0 : i64
      %412 = arith.cmpi sge, %43, %c0_i64_433 : i64
      %c56_i64_434 = arith.constant 56 : i64
      %413 = arith.cmpi slt, %43, %c56_i64_434 : i64
      %414 = arith.andi %412, %413 : i1
      scf.if %414 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %43, %c32_i64 : i64
        %522 = arith.addi %411, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %283, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_435 = gpu.thread_id  x
      %415 = arith.index_cast %thread_id_x_435 : index to i64
      %c16_i64_436 = arith.constant 16 : i64
      %416 = arith.remsi %415, %c16_i64_436 : i64
      %c16_i64_437 = arith.constant 16 : i64
      %417 = arith.addi %416, %c16_i64_437 : i64
      %c1_i64_438 = arith.constant 1 : i64
      %418 = arith.addi %43, %c1_i64_438 : i64
      %c0_i64_439 = arith.constant 0 : i64
      %419 = arith.cmpi sge, %418, %c0_i64_439 : i64
      %c56_i64_440 = arith.constant 56 : i64
      %420 = arith.cmpi slt, %418, %c56_i64_440 : i64
      %421 = arith.andi %419, %420 : i1
      scf.if %421 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %418, %c32_i64 : i64
        %522 = arith.addi %417, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %285, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_441 = gpu.thread_id  x
      %422 = arith.index_cast %thread_id_x_441 : index to i64
      %c16_i64_442 = arith.constant 16 : i64
      %423 = arith.remsi %422, %c16_i64_442 : i64
      %c16_i64_443 = arith.constant 16 : i64
      %424 = arith.addi %423, %c16_i64_443 : i64
      %c2_i64_444 = arith.constant 2 : i64
      %425 = arith.addi %43, %c2_i64_444 : i64
      %c0_i64_445 = arith.constant 0 : i64
      %426 = arith.cmpi sge, %425, %c0_i64_445 : i64
      %c56_i64_446 = arith.constant 56 : i64
      %427 = arith.cmpi slt, %425, %c56_i64_446 : i64
      %428 = arith.andi %426, %427 : i1
      scf.if %428 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %425, %c32_i64 : i64
        %522 = arith.addi %424, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %287, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_447 = gpu.thread_id  x
      %429 = arith.index_cast %thread_id_x_447 : index to i64
      %c16_i64_448 = arith.constant 16 : i64
      %430 = arith.remsi %429, %c16_i64_448 : i64
      %c16_i64_449 = arith.constant 16 : i64
      %431 = arith.addi %430, %c16_i64_449 : i64
      %c3_i64_450 = arith.constant 3 : i64
      %432 = arith.addi %43, %c3_i64_450 : i64
      %c0_i64_451 = arith.constant 0 : i64
      %433 = arith.cmpi sge, %432, %c0_i64_451 : i64
      %c56_i64_452 = arith.constant 56 : i64
      %434 = arith.cmpi slt, %432, %c56_i64_452 : i64
      %435 = arith.andi %433, %434 : i1
      scf.if %435 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %432, %c32_i64 : i64
        %522 = arith.addi %431, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %289, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_453 = gpu.thread_id  x
      %436 = arith.index_cast %thread_id_x_453 : index to i64
      %c16_i64_454 = arith.constant 16 : i64
      %437 = arith.remsi %436, %c16_i64_454 : i64
      %c16_i64_455 = arith.constant 16 : i64
      %438 = arith.addi %437, %c16_i64_455 : i64
      %c4_i64_456 = arith.constant 4 : i64
      %439 = arith.addi %43, %c4_i64_456 : i64
      %c0_i64_457 = arith.constant 0 : i64
      %440 = arith.cmpi sge, %439, %c0_i64_457 : i64
      %c56_i64_458 = arith.constant 56 : i64
      %441 = arith.cmpi slt, %439, %c56_i64_458 : i64
      %442 = arith.andi %440, %441 : i1
      scf.if %442 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %439, %c32_i64 : i64
        %522 = arith.addi %438, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %291, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_459 = gpu.thread_id  x
      %443 = arith.index_cast %thread_id_x_459 : index to i64
      %c16_i64_460 = arith.constant 16 : i64
      %444 = arith.remsi %443, %c16_i64_460 : i64
      %c16_i64_461 = arith.constant 16 : i64
      %445 = arith.addi %444, %c16_i64_461 : i64
      %c5_i64_462 = arith.constant 5 : i64
      %446 = arith.addi %43, %c5_i64_462 : i64
      %c0_i64_463 = arith.constant 0 : i64
      %447 = arith.cmpi sge, %446, %c0_i64_463 : i64
      %c56_i64_464 = arith.constant 56 : i64
      %448 = arith.cmpi slt, %446, %c56_i64_464 : i64
      %449 = arith.andi %447, %448 : i1
      scf.if %449 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %446, %c32_i64 : i64
        %522 = arith.addi %445, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %293, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_465 = gpu.thread_id  x
      %450 = arith.index_cast %thread_id_x_465 : index to i64
      %c16_i64_466 = arith.constant 16 : i64
      %451 = arith.remsi %450, %c16_i64_466 : i64
      %c16_i64_467 = arith.constant 16 : i64
      %452 = arith.addi %451, %c16_i64_467 : i64
      %c6_i64_468 = arith.constant 6 : i64
      %453 = arith.addi %43, %c6_i64_468 : i64
      %c0_i64_469 = arith.constant 0 : i64
      %454 = arith.cmpi sge, %453, %c0_i64_469 : i64
      %c56_i64_470 = arith.constant 56 : i64
      %455 = arith.cmpi slt, %453, %c56_i64_470 : i64
      %456 = arith.andi %454, %455 : i1
      scf.if %456 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %453, %c32_i64 : i64
        %522 = arith.addi %452, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %295, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_471 = gpu.thread_id  x
      %457 = arith.index_cast %thread_id_x_471 : index to i64
      %c16_i64_472 = arith.constant 16 : i64
      %458 = arith.remsi %457, %c16_i64_472 : i64
      %c16_i64_473 = arith.constant 16 : i64
      %459 = arith.addi %458, %c16_i64_473 : i64
      %c7_i64_474 = arith.constant 7 : i64
      %460 = arith.addi %43, %c7_i64_474 : i64
      %c0_i64_475 = arith.constant 0 : i64
      %461 = arith.cmpi sge, %460, %c0_i64_475 : i64
      %c56_i64_476 = arith.constant 56 : i64
      %462 = arith.cmpi slt, %460, %c56_i64_476 : i64
      %463 = arith.andi %461, %462 : i1
      scf.if %463 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %460, %c32_i64 : i64
        %522 = arith.addi %459, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %297, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_477 = gpu.thread_id  x
      %464 = arith.index_cast %thread_id_x_477 : index to i64
      %c16_i64_478 = arith.constant 16 : i64
      %465 = arith.remsi %464, %c16_i64_478 : i64
      %c16_i64_479 = arith.constant 16 : i64
      %466 = arith.addi %465, %c16_i64_479 : i64
      %c8_i64_480 = arith.constant 8 : i64
      %467 = arith.addi %43, %c8_i64_480 : i64
      %c0_i64_481 = arith.constant 0 : i64
      %468 = arith.cmpi sge, %467, %c0_i64_481 : i64
      %c56_i64_482 = arith.constant 56 : i64
      %469 = arith.cmpi slt, %467, %c56_i64_482 : i64
      %470 = arith.andi %468, %469 : i1
      scf.if %470 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %467, %c32_i64 : i64
        %522 = arith.addi %466, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %299, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_483 = gpu.thread_id  x
      %471 = arith.index_cast %thread_id_x_483 : index to i64
      %c16_i64_484 = arith.constant 16 : i64
      %472 = arith.remsi %471, %c16_i64_484 : i64
      %c16_i64_485 = arith.constant 16 : i64
      %473 = arith.addi %472, %c16_i64_485 : i64
      %c9_i64_486 = arith.constant 9 : i64
      %474 = arith.addi %43, %c9_i64_486 : i64
      %c0_i64_487 = arith.constant 0 : i64
      %475 = arith.cmpi sge, %474, %c0_i64_487 : i64
      %c56_i64_488 = arith.constant 56 : i64
      %476 = arith.cmpi slt, %474, %c56_i64_488 : i64
      %477 = arith.andi %475, %476 : i1
      scf.if %477 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %474, %c32_i64 : i64
        %522 = arith.addi %473, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %301, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_489 = gpu.thread_id  x
      %478 = arith.index_cast %thread_id_x_489 : index to i64
      %c16_i64_490 = arith.constant 16 : i64
      %479 = arith.remsi %478, %c16_i64_490 : i64
      %c16_i64_491 = arith.constant 16 : i64
      %480 = arith.addi %479, %c16_i64_491 : i64
      %c10_i64_492 = arith.constant 10 : i64
      %481 = arith.addi %43, %c10_i64_492 : i64
      %c0_i64_493 = arith.constant 0 : i64
      %482 = arith.cmpi sge, %481, %c0_i64_493 : i64
      %c56_i64_494 = arith.constant 56 : i64
      %483 = arith.cmpi slt, %481, %c56_i64_494 : i64
      %484 = arith.andi %482, %483 : i1
      scf.if %484 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %481, %c32_i64 : i64
        %522 = arith.addi %480, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %303, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_495 = gpu.thread_id  x
      %485 = arith.index_cast %thread_id_x_495 : index to i64
      %c16_i64_496 = arith.constant 16 : i64
      %486 = arith.remsi %485, %c16_i64_496 : i64
      %c16_i64_497 = arith.constant 16 : i64
      %487 = arith.addi %486, %c16_i64_497 : i64
      %c11_i64_498 = arith.constant 11 : i64
      %488 = arith.addi %43, %c11_i64_498 : i64
      %c0_i64_499 = arith.constant 0 : i64
      %489 = arith.cmpi sge, %488, %c0_i64_499 : i64
      %c56_i64_500 = arith.constant 56 : i64
      %490 = arith.cmpi slt, %488, %c56_i64_500 : i64
      %491 = arith.andi %489, %490 : i1
      scf.if %491 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %488, %c32_i64 : i64
        %522 = arith.addi %487, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %305, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_501 = gpu.thread_id  x
      %492 = arith.index_cast %thread_id_x_501 : index to i64
      %c16_i64_502 = arith.constant 16 : i64
      %493 = arith.remsi %492, %c16_i64_502 : i64
      %c16_i64_503 = arith.constant 16 : i64
      %494 = arith.addi %493, %c16_i64_503 : i64
      %c12_i64_504 = arith.constant 12 : i64
      %495 = arith.addi %43, %c12_i64_504 : i64
      %c0_i64_505 = arith.constant 0 : i64
      %496 = arith.cmpi sge, %495, %c0_i64_505 : i64
      %c56_i64_506 = arith.constant 56 : i64
      %497 = arith.cmpi slt, %495, %c56_i64_506 : i64
      %498 = arith.andi %496, %497 : i1
      scf.if %498 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %495, %c32_i64 : i64
        %522 = arith.addi %494, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %307, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_507 = gpu.thread_id  x
      %499 = arith.index_cast %thread_id_x_507 : index to i64
      %c16_i64_508 = arith.constant 16 : i64
      %500 = arith.remsi %499, %c16_i64_508 : i64
      %c16_i64_509 = arith.constant 16 : i64
      %501 = arith.addi %500, %c16_i64_509 : i64
      %c13_i64_510 = arith.constant 13 : i64
      %502 = arith.addi %43, %c13_i64_510 : i64
      %c0_i64_511 = arith.constant 0 : i64
      %503 = arith.cmpi sge, %502, %c0_i64_511 : i64
      %c56_i64_512 = arith.constant 56 : i64
      %504 = arith.cmpi slt, %502, %c56_i64_512 : i64
      %505 = arith.andi %503, %504 : i1
      scf.if %505 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %502, %c32_i64 : i64
        %522 = arith.addi %501, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %309, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_513 = gpu.thread_id  x
      %506 = arith.index_cast %thread_id_x_513 : index to i64
      %c16_i64_514 = arith.constant 16 : i64
      %507 = arith.remsi %506, %c16_i64_514 : i64
      %c16_i64_515 = arith.constant 16 : i64
      %508 = arith.addi %507, %c16_i64_515 : i64
      %c14_i64_516 = arith.constant 14 : i64
      %509 = arith.addi %43, %c14_i64_516 : i64
      %c0_i64_517 = arith.constant 0 : i64
      %510 = arith.cmpi sge, %509, %c0_i64_517 : i64
      %c56_i64_518 = arith.constant 56 : i64
      %511 = arith.cmpi slt, %509, %c56_i64_518 : i64
      %512 = arith.andi %510, %511 : i1
      scf.if %512 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %509, %c32_i64 : i64
        %522 = arith.addi %508, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %311, %523 : f64, !llvm.ptr<1>
      }
      %thread_id_x_519 = gpu.thread_id  x
      %513 = arith.index_cast %thread_id_x_519 : index to i64
      %c16_i64_520 = arith.constant 16 : i64
      %514 = arith.remsi %513, %c16_i64_520 : i64
      %c16_i64_521 = arith.constant 16 : i64
      %515 = arith.addi %514, %c16_i64_521 : i64
      %c15_i64_522 = arith.constant 15 : i64
      %516 = arith.addi %43, %c15_i64_522 : i64
      %c0_i64_523 = arith.constant 0 : i64
      %517 = arith.cmpi sge, %516, %c0_i64_523 : i64
      %c56_i64_524 = arith.constant 56 : i64
      %518 = arith.cmpi slt, %516, %c56_i64_524 : i64
      %519 = arith.andi %517, %518 : i1
      scf.if %519 {
        %c32_i64 = arith.constant 32 : i64
        %521 = arith.muli %516, %c32_i64 : i64
        %522 = arith.addi %515, %521 : i64
        %523 = llvm.getelementptr %26[%522] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %313, %523 : f64, !llvm.ptr<1>
      }
      %c2_i64_525 = arith.constant 2 : i64
      %520 = arith.cmpi slt, %42, %c2_i64_525 : i64
      scf.if %520 {
        %c1_i64_526 = arith.constant 1 : i64
        %521 = arith.subi %c1_i64_526, %42 : i64
        %thread_id_x_527 = gpu.thread_id  x
        %522 = arith.index_cast %thread_id_x_527 : index to i64
        %c16_i64_528 = arith.constant 16 : i64
        %523 = arith.remsi %522, %c16_i64_528 : i64
        %524 = arith.addi %521, %523 : i64
        %525 = llvm.getelementptr %28[%524] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %526 = llvm.load %525 : !llvm.ptr<1> -> f16
        %thread_id_x_529 = gpu.thread_id  x
        %527 = arith.index_cast %thread_id_x_529 : index to i64
        %c16_i64_530 = arith.constant 16 : i64
        %528 = arith.remsi %527, %c16_i64_530 : i64
        %529 = arith.addi %521, %528 : i64
        %c33_i64 = arith.constant 33 : i64
        %530 = arith.addi %529, %c33_i64 : i64
        %531 = llvm.getelementptr %28[%530] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %532 = llvm.load %531 : !llvm.ptr<1> -> f16
        %thread_id_x_531 = gpu.thread_id  x
        %533 = arith.index_cast %thread_id_x_531 : index to i64
        %c16_i64_532 = arith.constant 16 : i64
        %534 = arith.remsi %533, %c16_i64_532 : i64
        %535 = arith.addi %521, %534 : i64
        %c66_i64 = arith.constant 66 : i64
        %536 = arith.addi %535, %c66_i64 : i64
        %537 = llvm.getelementptr %28[%536] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %538 = llvm.load %537 : !llvm.ptr<1> -> f16
        %thread_id_x_533 = gpu.thread_id  x
        %539 = arith.index_cast %thread_id_x_533 : index to i64
        %c16_i64_534 = arith.constant 16 : i64
        %540 = arith.remsi %539, %c16_i64_534 : i64
        %541 = arith.addi %521, %540 : i64
        %c99_i64 = arith.constant 99 : i64
        %542 = arith.addi %541, %c99_i64 : i64
        %543 = llvm.getelementptr %28[%542] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %544 = llvm.load %543 : !llvm.ptr<1> -> f16
        %thread_id_x_535 = gpu.thread_id  x
        %545 = arith.index_cast %thread_id_x_535 : index to i64
        %c16_i64_536 = arith.constant 16 : i64
        %546 = arith.remsi %545, %c16_i64_536 : i64
        %547 = arith.addi %521, %546 : i64
        %c132_i64 = arith.constant 132 : i64
        %548 = arith.addi %547, %c132_i64 : i64
        %549 = llvm.getelementptr %28[%548] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %550 = llvm.load %549 : !llvm.ptr<1> -> f16
        %thread_id_x_537 = gpu.thread_id  x
        %551 = arith.index_cast %thread_id_x_537 : index to i64
        %c16_i64_538 = arith.constant 16 : i64
        %552 = arith.remsi %551, %c16_i64_538 : i64
        %553 = arith.addi %521, %552 : i64
        %c165_i64 = arith.constant 165 : i64
        %554 = arith.addi %553, %c165_i64 : i64
        %555 = llvm.getelementptr %28[%554] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %556 = llvm.load %555 : !llvm.ptr<1> -> f16
        %thread_id_x_539 = gpu.thread_id  x
        %557 = arith.index_cast %thread_id_x_539 : index to i64
        %c16_i64_540 = arith.constant 16 : i64
        %558 = arith.remsi %557, %c16_i64_540 : i64
        %559 = arith.addi %521, %558 : i64
        %c198_i64 = arith.constant 198 : i64
        %560 = arith.addi %559, %c198_i64 : i64
        %561 = llvm.getelementptr %28[%560] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %562 = llvm.load %561 : !llvm.ptr<1> -> f16
        %thread_id_x_541 = gpu.thread_id  x
        %563 = arith.index_cast %thread_id_x_541 : index to i64
        %c16_i64_542 = arith.constant 16 : i64
        %564 = arith.remsi %563, %c16_i64_542 : i64
        %565 = arith.addi %521, %564 : i64
        %c231_i64 = arith.constant 231 : i64
        %566 = arith.addi %565, %c231_i64 : i64
        %567 = llvm.getelementptr %28[%566] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %568 = llvm.load %567 : !llvm.ptr<1> -> f16
        %thread_id_x_543 = gpu.thread_id  x
        %569 = arith.index_cast %thread_id_x_543 : index to i64
        %c16_i64_544 = arith.constant 16 : i64
        %570 = arith.remsi %569, %c16_i64_544 : i64
        %571 = arith.addi %521, %570 : i64
        %c264_i64 = arith.constant 264 : i64
        %572 = arith.addi %571, %c264_i64 : i64
        %573 = llvm.getelementptr %28[%572] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %574 = llvm.load %573 : !llvm.ptr<1> -> f16
        %thread_id_x_545 = gpu.thread_id  x
        %575 = arith.index_cast %thread_id_x_545 : index to i64
        %c16_i64_546 = arith.constant 16 : i64
        %576 = arith.remsi %575, %c16_i64_546 : i64
        %577 = arith.addi %521, %576 : i64
        %c297_i64 = arith.constant 297 : i64
        %578 = arith.addi %577, %c297_i64 : i64
        %579 = llvm.getelementptr %28[%578] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %580 = llvm.load %579 : !llvm.ptr<1> -> f16
        %thread_id_x_547 = gpu.thread_id  x
        %581 = arith.index_cast %thread_id_x_547 : index to i64
        %c16_i64_548 = arith.constant 16 : i64
        %582 = arith.remsi %581, %c16_i64_548 : i64
        %583 = arith.addi %521, %582 : i64
        %c330_i64 = arith.constant 330 : i64
        %584 = arith.addi %583, %c330_i64 : i64
        %585 = llvm.getelementptr %28[%584] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %586 = llvm.load %585 : !llvm.ptr<1> -> f16
        %thread_id_x_549 = gpu.thread_id  x
        %587 = arith.index_cast %thread_id_x_549 : index to i64
        %c16_i64_550 = arith.constant 16 : i64
        %588 = arith.remsi %587, %c16_i64_550 : i64
        %589 = arith.addi %521, %588 : i64
        %c363_i64 = arith.constant 363 : i64
        %590 = arith.addi %589, %c363_i64 : i64
        %591 = llvm.getelementptr %28[%590] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %592 = llvm.load %591 : !llvm.ptr<1> -> f16
        %thread_id_x_551 = gpu.thread_id  x
        %593 = arith.index_cast %thread_id_x_551 : index to i64
        %c16_i64_552 = arith.constant 16 : i64
        %594 = arith.remsi %593, %c16_i64_552 : i64
        %595 = arith.addi %521, %594 : i64
        %c396_i64 = arith.constant 396 : i64
        %596 = arith.addi %595, %c396_i64 : i64
        %597 = llvm.getelementptr %28[%596] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %598 = llvm.load %597 : !llvm.ptr<1> -> f16
        %thread_id_x_553 = gpu.thread_id  x
        %599 = arith.index_cast %thread_id_x_553 : index to i64
        %c16_i64_554 = arith.constant 16 : i64
        %600 = arith.remsi %599, %c16_i64_554 : i64
        %601 = arith.addi %521, %600 : i64
        %c429_i64 = arith.constant 429 : i64
        %602 = arith.addi %601, %c429_i64 : i64
        %603 = llvm.getelementptr %28[%602] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %604 = llvm.load %603 : !llvm.ptr<1> -> f16
        %thread_id_x_555 = gpu.thread_id  x
        %605 = arith.index_cast %thread_id_x_555 : index to i64
        %c16_i64_556 = arith.constant 16 : i64
        %606 = arith.remsi %605, %c16_i64_556 : i64
        %607 = arith.addi %521, %606 : i64
        %c462_i64 = arith.constant 462 : i64
        %608 = arith.addi %607, %c462_i64 : i64
        %609 = llvm.getelementptr %28[%608] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %610 = llvm.load %609 : !llvm.ptr<1> -> f16
        %thread_id_x_557 = gpu.thread_id  x
        %611 = arith.index_cast %thread_id_x_557 : index to i64
        %c16_i64_558 = arith.constant 16 : i64
        %612 = arith.remsi %611, %c16_i64_558 : i64
        %613 = arith.addi %521, %612 : i64
        %c495_i64 = arith.constant 495 : i64
        %614 = arith.addi %613, %c495_i64 : i64
        %615 = llvm.getelementptr %28[%614] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        %616 = llvm.load %615 : !llvm.ptr<1> -> f16
        %617 = arith.extf %526 : f16 to f32
        %618 = arith.extf %532 : f16 to f32
        %619 = arith.extf %538 : f16 to f32
        %620 = arith.extf %544 : f16 to f32
        %621 = arith.extf %550 : f16 to f32
        %622 = arith.extf %556 : f16 to f32
        %623 = arith.extf %562 : f16 to f32
        %624 = arith.extf %568 : f16 to f32
        %625 = arith.extf %574 : f16 to f32
        %626 = arith.extf %580 : f16 to f32
        %627 = arith.extf %586 : f16 to f32
        %628 = arith.extf %592 : f16 to f32
        %629 = arith.extf %598 : f16 to f32
        %630 = arith.extf %604 : f16 to f32
        %631 = arith.extf %610 : f16 to f32
        %632 = arith.extf %616 : f16 to f32
        %thread_id_x_559 = gpu.thread_id  x
        %633 = arith.index_cast %thread_id_x_559 : index to i64
        %c16_i64_560 = arith.constant 16 : i64
        %634 = arith.remsi %633, %c16_i64_560 : i64
        %c16_i64_561 = arith.constant 16 : i64
        %635 = arith.muli %43, %c16_i64_561 : i64
        %636 = arith.addi %634, %635 : i64
        %637 = llvm.getelementptr %30[%636] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %617, %637 : f32, !llvm.ptr<1>
        %thread_id_x_562 = gpu.thread_id  x
        %638 = arith.index_cast %thread_id_x_562 : index to i64
        %c16_i64_563 = arith.constant 16 : i64
        %639 = arith.remsi %638, %c16_i64_563 : i64
        %c1_i64_564 = arith.constant 1 : i64
        %640 = arith.addi %43, %c1_i64_564 : i64
        %c16_i64_565 = arith.constant 16 : i64
        %641 = arith.muli %640, %c16_i64_565 : i64
        %642 = arith.addi %639, %641 : i64
        %643 = llvm.getelementptr %30[%642] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %618, %643 : f32, !llvm.ptr<1>
        %thread_id_x_566 = gpu.thread_id  x
        %644 = arith.index_cast %thread_id_x_566 : index to i64
        %c16_i64_567 = arith.constant 16 : i64
        %645 = arith.remsi %644, %c16_i64_567 : i64
        %c2_i64_568 = arith.constant 2 : i64
        %646 = arith.addi %43, %c2_i64_568 : i64
        %c16_i64_569 = arith.constant 16 : i64
        %647 = arith.muli %646, %c16_i64_569 : i64
        %648 = arith.addi %645, %647 : i64
        %649 = llvm.getelementptr %30[%648] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %619, %649 : f32, !llvm.ptr<1>
        %thread_id_x_570 = gpu.thread_id  x
        %650 = arith.index_cast %thread_id_x_570 : index to i64
        %c16_i64_571 = arith.constant 16 : i64
        %651 = arith.remsi %650, %c16_i64_571 : i64
        %c3_i64_572 = arith.constant 3 : i64
        %652 = arith.addi %43, %c3_i64_572 : i64
        %c16_i64_573 = arith.constant 16 : i64
        %653 = arith.muli %652, %c16_i64_573 : i64
        %654 = arith.addi %651, %653 : i64
        %655 = llvm.getelementptr %30[%654] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %620, %655 : f32, !llvm.ptr<1>
        %thread_id_x_574 = gpu.thread_id  x
        %656 = arith.index_cast %thread_id_x_574 : index to i64
        %c16_i64_575 = arith.constant 16 : i64
        %657 = arith.remsi %656, %c16_i64_575 : i64
        %c4_i64_576 = arith.constant 4 : i64
        %658 = arith.addi %43, %c4_i64_576 : i64
        %c16_i64_577 = arith.constant 16 : i64
        %659 = arith.muli %658, %c16_i64_577 : i64
        %660 = arith.addi %657, %659 : i64
        %661 = llvm.getelementptr %30[%660] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %621, %661 : f32, !llvm.ptr<1>
        %thread_id_x_578 = gpu.thread_id  x
        %662 = arith.index_cast %thread_id_x_578 : index to i64
        %c16_i64_579 = arith.constant 16 : i64
        %663 = arith.remsi %662, %c16_i64_579 : i64
        %c5_i64_580 = arith.constant 5 : i64
        %664 = arith.addi %43, %c5_i64_580 : i64
        %c16_i64_581 = arith.constant 16 : i64
        %665 = arith.muli %664, %c16_i64_581 : i64
        %666 = arith.addi %663, %665 : i64
        %667 = llvm.getelementptr %30[%666] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %622, %667 : f32, !llvm.ptr<1>
        %thread_id_x_582 = gpu.thread_id  x
        %668 = arith.index_cast %thread_id_x_582 : index to i64
        %c16_i64_583 = arith.constant 16 : i64
        %669 = arith.remsi %668, %c16_i64_583 : i64
        %c6_i64_584 = arith.constant 6 : i64
        %670 = arith.addi %43, %c6_i64_584 : i64
        %c16_i64_585 = arith.constant 16 : i64
        %671 = arith.muli %670, %c16_i64_585 : i64
        %672 = arith.addi %669, %671 : i64
        %673 = llvm.getelementptr %30[%672] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %623, %673 : f32, !llvm.ptr<1>
        %thread_id_x_586 = gpu.thread_id  x
        %674 = arith.index_cast %thread_id_x_586 : index to i64
        %c16_i64_587 = arith.constant 16 : i64
        %675 = arith.remsi %674, %c16_i64_587 : i64
        %c7_i64_588 = arith.constant 7 : i64
        %676 = arith.addi %43, %c7_i64_588 : i64
        %c16_i64_589 = arith.constant 16 : i64
        %677 = arith.muli %676, %c16_i64_589 : i64
        %678 = arith.addi %675, %677 : i64
        %679 = llvm.getelementptr %30[%678] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %624, %679 : f32, !llvm.ptr<1>
        %thread_id_x_590 = gpu.thread_id  x
        %680 = arith.index_cast %thread_id_x_590 : index to i64
        %c16_i64_591 = arith.constant 16 : i64
        %681 = arith.remsi %680, %c16_i64_591 : i64
        %c8_i64_592 = arith.constant 8 : i64
        %682 = arith.addi %43, %c8_i64_592 : i64
        %c16_i64_593 = arith.constant 16 : i64
        %683 = arith.muli %682, %c16_i64_593 : i64
        %684 = arith.addi %681, %683 : i64
        %685 = llvm.getelementptr %30[%684] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %625, %685 : f32, !llvm.ptr<1>
        %thread_id_x_594 = gpu.thread_id  x
        %686 = arith.index_cast %thread_id_x_594 : index to i64
        %c16_i64_595 = arith.constant 16 : i64
        %687 = arith.remsi %686, %c16_i64_595 : i64
        %c9_i64_596 = arith.constant 9 : i64
        %688 = arith.addi %43, %c9_i64_596 : i64
        %c16_i64_597 = arith.constant 16 : i64
        %689 = arith.muli %688, %c16_i64_597 : i64
        %690 = arith.addi %687, %689 : i64
        %691 = llvm.getelementptr %30[%690] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %626, %691 : f32, !llvm.ptr<1>
        %thread_id_x_598 = gpu.thread_id  x
        %692 = arith.index_cast %thread_id_x_598 : index to i64
        %c16_i64_599 = arith.constant 16 : i64
        %693 = arith.remsi %692, %c16_i64_599 : i64
        %c10_i64_600 = arith.constant 10 : i64
        %694 = arith.addi %43, %c10_i64_600 : i64
        %c16_i64_601 = arith.constant 16 : i64
        %695 = arith.muli %694, %c16_i64_601 : i64
        %696 = arith.addi %693, %695 : i64
        %697 = llvm.getelementptr %30[%696] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %627, %697 : f32, !llvm.ptr<1>
        %thread_id_x_602 = gpu.thread_id  x
        %698 = arith.index_cast %thread_id_x_602 : index to i64
        %c16_i64_603 = arith.constant 16 : i64
        %699 = arith.remsi %698, %c16_i64_603 : i64
        %c11_i64_604 = arith.constant 11 : i64
        %700 = arith.addi %43, %c11_i64_604 : i64
        %c16_i64_605 = arith.constant 16 : i64
        %701 = arith.muli %700, %c16_i64_605 : i64
        %702 = arith.addi %699, %701 : i64
        %703 = llvm.getelementptr %30[%702] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %628, %703 : f32, !llvm.ptr<1>
        %thread_id_x_606 = gpu.thread_id  x
        %704 = arith.index_cast %thread_id_x_606 : index to i64
        %c16_i64_607 = arith.constant 16 : i64
        %705 = arith.remsi %704, %c16_i64_607 : i64
        %c12_i64_608 = arith.constant 12 : i64
        %706 = arith.addi %43, %c12_i64_608 : i64
        %c16_i64_609 = arith.constant 16 : i64
        %707 = arith.muli %706, %c16_i64_609 : i64
        %708 = arith.addi %705, %707 : i64
        %709 = llvm.getelementptr %30[%708] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %629, %709 : f32, !llvm.ptr<1>
        %thread_id_x_610 = gpu.thread_id  x
        %710 = arith.index_cast %thread_id_x_610 : index to i64
        %c16_i64_611 = arith.constant 16 : i64
        %711 = arith.remsi %710, %c16_i64_611 : i64
        %c13_i64_612 = arith.constant 13 : i64
        %712 = arith.addi %43, %c13_i64_612 : i64
        %c16_i64_613 = arith.constant 16 : i64
        %713 = arith.muli %712, %c16_i64_613 : i64
        %714 = arith.addi %711, %713 : i64
        %715 = llvm.getelementptr %30[%714] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %630, %715 : f32, !llvm.ptr<1>
        %thread_id_x_614 = gpu.thread_id  x
        %716 = arith.index_cast %thread_id_x_614 : index to i64
        %c16_i64_615 = arith.constant 16 : i64
        %717 = arith.remsi %716, %c16_i64_615 : i64
        %c14_i64_616 = arith.constant 14 : i64
        %718 = arith.addi %43, %c14_i64_616 : i64
        %c16_i64_617 = arith.constant 16 : i64
        %719 = arith.muli %718, %c16_i64_617 : i64
        %720 = arith.addi %717, %719 : i64
        %721 = llvm.getelementptr %30[%720] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %631, %721 : f32, !llvm.ptr<1>
        %thread_id_x_618 = gpu.thread_id  x
        %722 = arith.index_cast %thread_id_x_618 : index to i64
        %c16_i64_619 = arith.constant 16 : i64
        %723 = arith.remsi %722, %c16_i64_619 : i64
        %c15_i64_620 = arith.constant 15 : i64
        %724 = arith.addi %43, %c15_i64_620 : i64
        %c16_i64_621 = arith.constant 16 : i64
        %725 = arith.muli %724, %c16_i64_621 : i64
        %726 = arith.addi %723, %725 : i64
        %727 = llvm.getelementptr %30[%726] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %632, %727 : f32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
