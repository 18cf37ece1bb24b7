module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %0 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %1 = llvm.mlir.constant(0 : i64) : i64
      %2 = llvm.mlir.constant(64 : i64) : i64
      %3 = llvm.mlir.constant(1 : i64) : i64
      %4 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %5 = llvm.insertvalue %arg0, %4[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %6 = llvm.insertvalue %1, %5[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %7 = llvm.insertvalue %2, %6[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %8 = llvm.insertvalue %3, %7[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %9 = builtin.unrealized_conversion_cast %8 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<64xvector<2xf32>, strided<[1]>, 1>
      %10 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %11 = llvm.mlir.constant(0 : i64) : i64
      %12 = llvm.mlir.constant(64 : i64) : i64
      %13 = llvm.mlir.constant(1 : i64) : i64
      %14 = llvm.insertvalue %arg1, %10[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %15 = llvm.insertvalue %arg1, %14[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %16 = llvm.insertvalue %11, %15[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %17 = llvm.insertvalue %12, %16[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %18 = llvm.insertvalue %13, %17[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %19 = builtin.unrealized_conversion_cast %18 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<64xvector<2xf64>, strided<[1]>, 1>
      %20 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %21 = llvm.mlir.constant(0 : i64) : i64
      %22 = llvm.mlir.constant(64 : i64) : i64
      %23 = llvm.mlir.constant(1 : i64) : i64
      %24 = llvm.insertvalue %arg2, %20[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %25 = llvm.insertvalue %arg2, %24[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %26 = llvm.insertvalue %21, %25[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %27 = llvm.insertvalue %22, %26[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %28 = llvm.insertvalue %23, %27[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %29 = builtin.unrealized_conversion_cast %28 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<64xf32, strided<[1]>, 1>
      %30 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %31 = llvm.mlir.constant(0 : i64) : i64
      %32 = llvm.mlir.constant(64 : i64) : i64
      %33 = llvm.mlir.constant(1 : i64) : i64
      %34 = llvm.insertvalue %arg3, %30[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %35 = llvm.insertvalue %arg3, %34[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %36 = llvm.insertvalue %31, %35[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %37 = llvm.insertvalue %32, %36[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %38 = llvm.insertvalue %33, %37[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %39 = builtin.unrealized_conversion_cast %38 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<64xf64, strided<[1]>, 1>
      %40 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %41 = llvm.mlir.constant(0 : i64) : i64
      %42 = llvm.mlir.constant(1 : i64) : i64
      %43 = llvm.mlir.constant(1 : i64) : i64
      %44 = llvm.insertvalue %arg4, %40[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %45 = llvm.insertvalue %arg4, %44[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %46 = llvm.insertvalue %41, %45[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %47 = llvm.insertvalue %42, %46[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %48 = llvm.insertvalue %43, %47[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %49 = builtin.unrealized_conversion_cast %48 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<1xf32, strided<[1]>, 1>
      %50 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %51 = llvm.mlir.constant(0 : i64) : i64
      %52 = llvm.mlir.constant(9 : i64) : i64
      %53 = llvm.mlir.constant(1 : i64) : i64
      %54 = llvm.insertvalue %arg5, %50[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %55 = llvm.insertvalue %arg5, %54[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %56 = llvm.insertvalue %51, %55[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %57 = llvm.insertvalue %52, %56[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %58 = llvm.insertvalue %53, %57[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %59 = builtin.unrealized_conversion_cast %58 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<9xf32, strided<[1]>, 1>
      %60 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
      %61 = llvm.mlir.constant(0 : i64) : i64
      %62 = llvm.mlir.constant(9 : i64) : i64
      %63 = llvm.mlir.constant(1 : i64) : i64
      %64 = llvm.insertvalue %arg6, %60[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %65 = llvm.insertvalue %arg6, %64[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %66 = llvm.insertvalue %61, %65[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %67 = llvm.insertvalue %62, %66[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %68 = llvm.insertvalue %63, %67[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> 
      %69 = builtin.unrealized_conversion_cast %68 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<9xf64, strided<[1]>, 1>
      %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %9 : memref<64xvector<2xf32>, strided<[1]>, 1> -> memref<vector<2xf32>, 1>, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %9 : memref<64xvector<2xf32>, strided<[1]>, 1> -> index
      %70 = arith.index_cast %intptr : index to i64
      %71 = llvm.inttoptr %70 : i64 to !llvm.ptr<1>
      %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %19 : memref<64xvector<2xf64>, strided<[1]>, 1> -> memref<vector<2xf64>, 1>, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %19 : memref<64xvector<2xf64>, strided<[1]>, 1> -> index
      %72 = arith.index_cast %intptr_4 : index to i64
      %73 = llvm.inttoptr %72 : i64 to !llvm.ptr<1>
      %base_buffer_5, %offset_6, %sizes_7, %strides_8 = memref.extract_strided_metadata %29 : memref<64xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %29 : memref<64xf32, strided<[1]>, 1> -> index
      %74 = arith.index_cast %intptr_9 : index to i64
      %75 = llvm.inttoptr %74 : i64 to !llvm.ptr<1>
      %base_buffer_10, %offset_11, %sizes_12, %strides_13 = memref.extract_strided_metadata %39 : memref<64xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %39 : memref<64xf64, strided<[1]>, 1> -> index
      %76 = arith.index_cast %intptr_14 : index to i64
      %77 = llvm.inttoptr %76 : i64 to !llvm.ptr<1>
      %base_buffer_15, %offset_16, %sizes_17, %strides_18 = memref.extract_strided_metadata %49 : memref<1xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %49 : memref<1xf32, strided<[1]>, 1> -> index
      %78 = arith.index_cast %intptr_19 : index to i64
      %79 = llvm.inttoptr %78 : i64 to !llvm.ptr<1>
      %base_buffer_20, %offset_21, %sizes_22, %strides_23 = memref.extract_strided_metadata %59 : memref<9xf32, strided<[1]>, 1> -> memref<f32, 1>, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %59 : memref<9xf32, strided<[1]>, 1> -> index
      %80 = arith.index_cast %intptr_24 : index to i64
      %81 = llvm.inttoptr %80 : i64 to !llvm.ptr<1>
      %base_buffer_25, %offset_26, %sizes_27, %strides_28 = memref.extract_strided_metadata %69 : memref<9xf64, strided<[1]>, 1> -> memref<f64, 1>, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %69 : memref<9xf64, strided<[1]>, 1> -> index
      %82 = arith.index_cast %intptr_29 : index to i64
      %83 = llvm.inttoptr %82 : i64 to !llvm.ptr<1>
      %alloca = memref.alloca() : memref<f32>
      %alloca_30 = memref.alloca() : memref<f32>
      %alloca_31 = memref.alloca() : memref<f64>
      %alloca_32 = memref.alloca() : memref<f64>
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
      %alloca_51 = memref.alloca() : memref<f64>
      %alloca_52 = memref.alloca() : memref<f64>
      %alloca_53 = memref.alloca() : memref<f64>
      %alloca_54 = memref.alloca() : memref<f64>
      %alloca_55 = memref.alloca() : memref<f64>
      %alloca_56 = memref.alloca() : memref<f64>
      %alloca_57 = memref.alloca() : memref<f64>
      %alloca_58 = memref.alloca() : memref<f64>
      %alloca_59 = memref.alloca() : memref<f64>
      %alloca_60 = memref.alloca() : memref<f64>
      %alloca_61 = memref.alloca() : memref<f64>
      %alloca_62 = memref.alloca() : memref<f64>
      %alloca_63 = memref.alloca() : memref<f64>
      %alloca_64 = memref.alloca() : memref<f64>
      %alloca_65 = memref.alloca() : memref<f64>
      %alloca_66 = memref.alloca() : memref<f64>
      %alloca_67 = memref.alloca() : memref<f64>
      %alloca_68 = memref.alloca() : memref<f64>
      %thread_id_x = gpu.thread_id  x
      %84 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg7 = %84 to %c64_i64 step %c32_i64  : i64 {
        %86 = llvm.getelementptr %71[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        %87 = llvm.load %86 : !llvm.ptr<1> -> vector<2xf32>
        %c0_i32 = arith.constant 0 : i32
        %88 = llvm.extractelement %87[%c0_i32 : i32] : vector<2xf32>
        %89 = arith.bitcast %88 : f32 to i32
        %c2147483647_i32 = arith.constant 2147483647 : i32
        %90 = arith.andi %89, %c2147483647_i32 : i32
        %91 = arith.bitcast %90 : i32 to f32
        %c1_i32 = arith.constant 1 : i32
        %92 = llvm.extractelement %87[%c1_i32 : i32] : vector<2xf32>
        %93 = arith.bitcast %92 : f32 to i32
        %c2147483647_i32_71 = arith.constant 2147483647 : i32
        %94 = arith.andi %93, %c2147483647_i32_71 : i32
        %95 = arith.bitcast %94 : i32 to f32
        %96 = llvm.intr.maxnum(%91, %95) : (f32, f32) -> f32
        %97 = llvm.intr.minnum(%91, %95) : (f32, f32) -> f32
        %98 = arith.addf %91, %95 : f32
        memref.store %98, %alloca[] : memref<f32>
        %cst = arith.constant 0.000000e+00 : f32
        %99 = arith.cmpf ogt, %96, %cst : f32
        %cst_72 = arith.constant 0x7F800000 : f32
        %100 = arith.cmpf olt, %96, %cst_72 : f32
        %101 = arith.andi %99, %100 : i1
        %102 = arith.cmpf oeq, %98, %98 : f32
        %103 = arith.andi %101, %102 : i1
        scf.if %103 {
          %cst_82 = arith.constant 1.000000e+00 : f32
          memref.store %cst_82, %alloca_30[] : memref<f32>
          %cst_83 = arith.constant 1.1529215E+18 : f32
          %132 = arith.cmpf ogt, %96, %cst_83 : f32
          scf.if %132 {
            %cst_86 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_86, %alloca_30[] : memref<f32>
          }
          %cst_84 = arith.constant 8.67361737E-19 : f32
          %133 = arith.cmpf olt, %96, %cst_84 : f32
          scf.if %133 {
            %cst_86 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_86, %alloca_30[] : memref<f32>
          }
          %134 = memref.load %alloca_30[] : memref<f32>
          %135 = arith.mulf %96, %134 : f32
          %136 = memref.load %alloca_30[] : memref<f32>
          %137 = arith.mulf %97, %136 : f32
          %138 = arith.mulf %137, %137 : f32
          %139 = llvm.intr.fma(%135, %135, %138) : (f32, f32, f32) -> f32
          %140 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%139) : (f32) -> f32
          %141 = arith.mulf %140, %140 : f32
          %142 = arith.negf %141 : f32
          %143 = llvm.intr.fma(%140, %140, %142) : (f32, f32, f32) -> f32
          %144 = arith.mulf %135, %135 : f32
          %145 = arith.negf %144 : f32
          %146 = llvm.intr.fma(%135, %135, %145) : (f32, f32, f32) -> f32
          %147 = arith.subf %144, %141 : f32
          %148 = llvm.intr.fma(%137, %137, %147) : (f32, f32, f32) -> f32
          %149 = arith.subf %146, %143 : f32
          %150 = arith.addf %148, %149 : f32
          %cst_85 = arith.constant 2.000000e+00 : f32
          %151 = arith.mulf %cst_85, %140 : f32
          %152 = arith.divf %150, %151 : f32
          %153 = arith.addf %140, %152 : f32
          %154 = memref.load %alloca_30[] : memref<f32>
          %155 = arith.divf %153, %154 : f32
          memref.store %155, %alloca[] : memref<f32>
        }
        %cst_73 = arith.constant 0x7F800000 : f32
        %104 = arith.cmpf oeq, %91, %cst_73 : f32
        %cst_74 = arith.constant 0x7F800000 : f32
        %105 = arith.cmpf oeq, %95, %cst_74 : f32
        %106 = arith.ori %104, %105 : i1
        scf.if %106 {
          %cst_82 = arith.constant 0x7F800000 : f32
          memref.store %cst_82, %alloca[] : memref<f32>
        }
        %107 = memref.load %alloca[] : memref<f32>
        %108 = llvm.getelementptr %75[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %107, %108 : f32, !llvm.ptr<1>
        %109 = llvm.getelementptr %73[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        %110 = llvm.load %109 : !llvm.ptr<1> -> vector<2xf64>
        %c0_i32_75 = arith.constant 0 : i32
        %111 = llvm.extractelement %110[%c0_i32_75 : i32] : vector<2xf64>
        %112 = arith.bitcast %111 : f64 to i64
        %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
        %113 = arith.andi %112, %c9223372036854775807_i64 : i64
        %114 = arith.bitcast %113 : i64 to f64
        %c1_i32_76 = arith.constant 1 : i32
        %115 = llvm.extractelement %110[%c1_i32_76 : i32] : vector<2xf64>
        %116 = arith.bitcast %115 : f64 to i64
        %c9223372036854775807_i64_77 = arith.constant 9223372036854775807 : i64
        %117 = arith.andi %116, %c9223372036854775807_i64_77 : i64
        %118 = arith.bitcast %117 : i64 to f64
        %119 = llvm.intr.maxnum(%114, %118) : (f64, f64) -> f64
        %120 = llvm.intr.minnum(%114, %118) : (f64, f64) -> f64
        %121 = arith.addf %114, %118 : f64
        memref.store %121, %alloca_31[] : memref<f64>
        %cst_78 = arith.constant 0.000000e+00 : f64
        %122 = arith.cmpf ogt, %119, %cst_78 : f64
        %cst_79 = arith.constant 0x7FF0000000000000 : f64
        %123 = arith.cmpf olt, %119, %cst_79 : f64
        %124 = arith.andi %122, %123 : i1
        %125 = arith.cmpf oeq, %121, %121 : f64
        %126 = arith.andi %124, %125 : i1
        scf.if %126 {
          %cst_82 = arith.constant 1.000000e+00 : f64
          memref.store %cst_82, %alloca_32[] : memref<f64>
          %cst_83 = arith.constant 3.2733906078961419E+150 : f64
          %132 = arith.cmpf ogt, %119, %cst_83 : f64
          scf.if %132 {
            %cst_86 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_86, %alloca_32[] : memref<f64>
          }
          %cst_84 = arith.constant 3.0549363634996047E-151 : f64
          %133 = arith.cmpf olt, %119, %cst_84 : f64
          scf.if %133 {
            %cst_86 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_86, %alloca_32[] : memref<f64>
          }
          %134 = memref.load %alloca_32[] : memref<f64>
          %135 = arith.mulf %119, %134 : f64
          %136 = memref.load %alloca_32[] : memref<f64>
          %137 = arith.mulf %120, %136 : f64
          %138 = arith.mulf %137, %137 : f64
          %139 = llvm.intr.fma(%135, %135, %138) : (f64, f64, f64) -> f64
          %140 = math.sqrt %139 : f64
          %141 = arith.mulf %140, %140 : f64
          %142 = arith.negf %141 : f64
          %143 = llvm.intr.fma(%140, %140, %142) : (f64, f64, f64) -> f64
          %144 = arith.mulf %135, %135 : f64
          %145 = arith.negf %144 : f64
          %146 = llvm.intr.fma(%135, %135, %145) : (f64, f64, f64) -> f64
          %147 = arith.subf %144, %141 : f64
          %148 = llvm.intr.fma(%137, %137, %147) : (f64, f64, f64) -> f64
          %149 = arith.subf %146, %143 : f64
          %150 = arith.addf %148, %149 : f64
          %cst_85 = arith.constant 2.000000e+00 : f64
          %151 = arith.mulf %cst_85, %140 : f64
          %152 = arith.divf %150, %151 : f64
          %153 = arith.addf %140, %152 : f64
          %154 = memref.load %alloca_32[] : memref<f64>
          %155 = arith.divf %153, %154 : f64
          memref.store %155, %alloca_31[] : memref<f64>
        }
        %cst_80 = arith.constant 0x7FF0000000000000 : f64
        %127 = arith.cmpf oeq, %114, %cst_80 : f64
        %cst_81 = arith.constant 0x7FF0000000000000 : f64
        %128 = arith.cmpf oeq, %118, %cst_81 : f64
        %129 = arith.ori %127, %128 : i1
        scf.if %129 {
          %cst_82 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_82, %alloca_31[] : memref<f64>
        }
        %130 = memref.load %alloca_31[] : memref<f64>
        %131 = llvm.getelementptr %77[%arg7] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %130, %131 : f64, !llvm.ptr<1>
      }
      %thread_id_x_69 = gpu.thread_id  x
      %85 = arith.index_cast %thread_id_x_69 : index to i64
      %c1_i64 = arith.constant 1 : i64
      %c32_i64_70 = arith.constant 32 : i64
      scf.for %arg7 = %85 to %c1_i64 step %c32_i64_70  : i64 {
        %86 = llvm.load %79 : !llvm.ptr<1> -> f32
        %87 = arith.subf %86, %86 : f32
        %cst = arith.constant 0.000000e+00 : f32
        %88 = llvm.mlir.poison : vector<2xf32>
        %c0_i32 = arith.constant 0 : i32
        %89 = llvm.insertelement %87, %88[%c0_i32 : i32] : vector<2xf32>
        %c1_i32 = arith.constant 1 : i32
        %90 = llvm.insertelement %cst, %89[%c1_i32 : i32] : vector<2xf32>
        %91 = arith.extf %86 : f32 to f64
        %92 = arith.subf %91, %91 : f64
        %cst_71 = arith.constant 0.000000e+00 : f64
        %93 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_72 = arith.constant 0 : i32
        %94 = llvm.insertelement %92, %93[%c0_i32_72 : i32] : vector<2xf64>
        %c1_i32_73 = arith.constant 1 : i32
        %95 = llvm.insertelement %cst_71, %94[%c1_i32_73 : i32] : vector<2xf64>
        %cst_74 = arith.constant -3.000000e+00 : f32
        %cst_75 = arith.constant 5.000000e-01 : f32
        %96 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_76 = arith.constant 0 : i32
        %97 = llvm.insertelement %cst_74, %96[%c0_i32_76 : i32] : vector<2xf32>
        %c1_i32_77 = arith.constant 1 : i32
        %98 = llvm.insertelement %cst_75, %97[%c1_i32_77 : i32] : vector<2xf32>
        %99 = arith.addf %90, %98 : vector<2xf32>
        %cst_78 = arith.constant 1.000000e+30 : f32
        %cst_79 = arith.constant 1.000000e+30 : f32
        %100 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_80 = arith.constant 0 : i32
        %101 = llvm.insertelement %cst_78, %100[%c0_i32_80 : i32] : vector<2xf32>
        %c1_i32_81 = arith.constant 1 : i32
        %102 = llvm.insertelement %cst_79, %101[%c1_i32_81 : i32] : vector<2xf32>
        %103 = arith.addf %90, %102 : vector<2xf32>
        %cst_82 = arith.constant 3.000000e+38 : f32
        %cst_83 = arith.constant 3.000000e+38 : f32
        %104 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_84 = arith.constant 0 : i32
        %105 = llvm.insertelement %cst_82, %104[%c0_i32_84 : i32] : vector<2xf32>
        %c1_i32_85 = arith.constant 1 : i32
        %106 = llvm.insertelement %cst_83, %105[%c1_i32_85 : i32] : vector<2xf32>
        %107 = arith.addf %90, %106 : vector<2xf32>
        %cst_86 = arith.constant 9.999940e-41 : f32
        %cst_87 = arith.constant 9.999660e-42 : f32
        %108 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_88 = arith.constant 0 : i32
        %109 = llvm.insertelement %cst_86, %108[%c0_i32_88 : i32] : vector<2xf32>
        %c1_i32_89 = arith.constant 1 : i32
        %110 = llvm.insertelement %cst_87, %109[%c1_i32_89 : i32] : vector<2xf32>
        %111 = arith.addf %90, %110 : vector<2xf32>
        %cst_90 = arith.constant 1.401300e-45 : f32
        %cst_91 = arith.constant 0.000000e+00 : f32
        %112 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_92 = arith.constant 0 : i32
        %113 = llvm.insertelement %cst_90, %112[%c0_i32_92 : i32] : vector<2xf32>
        %c1_i32_93 = arith.constant 1 : i32
        %114 = llvm.insertelement %cst_91, %113[%c1_i32_93 : i32] : vector<2xf32>
        %115 = arith.addf %90, %114 : vector<2xf32>
        %cst_94 = arith.constant 0x7F800000 : f32
        %cst_95 = arith.constant 0x7FC00000 : f32
        %116 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_96 = arith.constant 0 : i32
        %117 = llvm.insertelement %cst_94, %116[%c0_i32_96 : i32] : vector<2xf32>
        %c1_i32_97 = arith.constant 1 : i32
        %118 = llvm.insertelement %cst_95, %117[%c1_i32_97 : i32] : vector<2xf32>
        %119 = arith.addf %90, %118 : vector<2xf32>
        %cst_98 = arith.constant 0x7FC00000 : f32
        %cst_99 = arith.constant 1.000000e+00 : f32
        %120 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_100 = arith.constant 0 : i32
        %121 = llvm.insertelement %cst_98, %120[%c0_i32_100 : i32] : vector<2xf32>
        %c1_i32_101 = arith.constant 1 : i32
        %122 = llvm.insertelement %cst_99, %121[%c1_i32_101 : i32] : vector<2xf32>
        %123 = arith.addf %90, %122 : vector<2xf32>
        %cst_102 = arith.constant 0.000000e+00 : f32
        %cst_103 = arith.constant 0.000000e+00 : f32
        %124 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_104 = arith.constant 0 : i32
        %125 = llvm.insertelement %cst_102, %124[%c0_i32_104 : i32] : vector<2xf32>
        %c1_i32_105 = arith.constant 1 : i32
        %126 = llvm.insertelement %cst_103, %125[%c1_i32_105 : i32] : vector<2xf32>
        %127 = arith.addf %90, %126 : vector<2xf32>
        %cst_106 = arith.constant 2.000000e-20 : f32
        %cst_107 = arith.constant 3.000000e-20 : f32
        %128 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_108 = arith.constant 0 : i32
        %129 = llvm.insertelement %cst_106, %128[%c0_i32_108 : i32] : vector<2xf32>
        %c1_i32_109 = arith.constant 1 : i32
        %130 = llvm.insertelement %cst_107, %129[%c1_i32_109 : i32] : vector<2xf32>
        %131 = arith.addf %90, %130 : vector<2xf32>
        %c0_i32_110 = arith.constant 0 : i32
        %132 = llvm.extractelement %99[%c0_i32_110 : i32] : vector<2xf32>
        %133 = arith.bitcast %132 : f32 to i32
        %c2147483647_i32 = arith.constant 2147483647 : i32
        %134 = arith.andi %133, %c2147483647_i32 : i32
        %135 = arith.bitcast %134 : i32 to f32
        %c1_i32_111 = arith.constant 1 : i32
        %136 = llvm.extractelement %99[%c1_i32_111 : i32] : vector<2xf32>
        %137 = arith.bitcast %136 : f32 to i32
        %c2147483647_i32_112 = arith.constant 2147483647 : i32
        %138 = arith.andi %137, %c2147483647_i32_112 : i32
        %139 = arith.bitcast %138 : i32 to f32
        %140 = llvm.intr.maxnum(%135, %139) : (f32, f32) -> f32
        %141 = llvm.intr.minnum(%135, %139) : (f32, f32) -> f32
        %142 = arith.addf %135, %139 : f32
        memref.store %142, %alloca_33[] : memref<f32>
        %cst_113 = arith.constant 0.000000e+00 : f32
        %143 = arith.cmpf ogt, %140, %cst_113 : f32
        %cst_114 = arith.constant 0x7F800000 : f32
        %144 = arith.cmpf olt, %140, %cst_114 : f32
        %145 = arith.andi %143, %144 : i1
        %146 = arith.cmpf oeq, %142, %142 : f32
        %147 = arith.andi %145, %146 : i1
        scf.if %147 {
          %cst_297 = arith.constant 1.000000e+00 : f32
          memref.store %cst_297, %alloca_34[] : memref<f32>
          %cst_298 = arith.constant 1.1529215E+18 : f32
          %544 = arith.cmpf ogt, %140, %cst_298 : f32
          scf.if %544 {
            %cst_301 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_301, %alloca_34[] : memref<f32>
          }
          %cst_299 = arith.constant 8.67361737E-19 : f32
          %545 = arith.cmpf olt, %140, %cst_299 : f32
          scf.if %545 {
            %cst_301 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_301, %alloca_34[] : memref<f32>
          }
          %546 = memref.load %alloca_34[] : memref<f32>
          %547 = arith.mulf %140, %546 : f32
          %548 = memref.load %alloca_34[] : memref<f32>
          %549 = arith.mulf %141, %548 : f32
          %550 = arith.mulf %549, %549 : f32
          %551 = llvm.intr.fma(%547, %547, %550) : (f32, f32, f32) -> f32
          %552 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%551) : (f32) -> f32
          %553 = arith.mulf %552, %552 : f32
          %554 = arith.negf %553 : f32
          %555 = llvm.intr.fma(%552, %552, %554) : (f32, f32, f32) -> f32
          %556 = arith.mulf %547, %547 : f32
          %557 = arith.negf %556 : f32
          %558 = llvm.intr.fma(%547, %547, %557) : (f32, f32, f32) -> f32
          %559 = arith.subf %556, %553 : f32
          %560 = llvm.intr.fma(%549, %549, %559) : (f32, f32, f32) -> f32
          %561 = arith.subf %558, %555 : f32
          %562 = arith.addf %560, %561 : f32
          %cst_300 = arith.constant 2.000000e+00 : f32
          %563 = arith.mulf %cst_300, %552 : f32
          %564 = arith.divf %562, %563 : f32
          %565 = arith.addf %552, %564 : f32
          %566 = memref.load %alloca_34[] : memref<f32>
          %567 = arith.divf %565, %566 : f32
          memref.store %567, %alloca_33[] : memref<f32>
        }
        %cst_115 = arith.constant 0x7F800000 : f32
        %148 = arith.cmpf oeq, %135, %cst_115 : f32
        %cst_116 = arith.constant 0x7F800000 : f32
        %149 = arith.cmpf oeq, %139, %cst_116 : f32
        %150 = arith.ori %148, %149 : i1
        scf.if %150 {
          %cst_297 = arith.constant 0x7F800000 : f32
          memref.store %cst_297, %alloca_33[] : memref<f32>
        }
        %151 = memref.load %alloca_33[] : memref<f32>
        %c0_i32_117 = arith.constant 0 : i32
        %152 = llvm.extractelement %103[%c0_i32_117 : i32] : vector<2xf32>
        %153 = arith.bitcast %152 : f32 to i32
        %c2147483647_i32_118 = arith.constant 2147483647 : i32
        %154 = arith.andi %153, %c2147483647_i32_118 : i32
        %155 = arith.bitcast %154 : i32 to f32
        %c1_i32_119 = arith.constant 1 : i32
        %156 = llvm.extractelement %103[%c1_i32_119 : i32] : vector<2xf32>
        %157 = arith.bitcast %156 : f32 to i32
        %c2147483647_i32_120 = arith.constant 2147483647 : i32
        %158 = arith.andi %157, %c2147483647_i32_120 : i32
        %159 = arith.bitcast %158 : i32 to f32
        %160 = llvm.intr.maxnum(%155, %159) : (f32, f32) -> f32
        %161 = llvm.intr.minnum(%155, %159) : (f32, f32) -> f32
        %162 = arith.addf %155, %159 : f32
        memref.store %162, %alloca_35[] : memref<f32>
        %cst_121 = arith.constant 0.000000e+00 : f32
        %163 = arith.cmpf ogt, %160, %cst_121 : f32
        %cst_122 = arith.constant 0x7F800000 : f32
        %164 = arith.cmpf olt, %160, %cst_122 : f32
        %165 = arith.andi %163, %164 : i1
        %166 = arith.cmpf oeq, %162, %162 : f32
        %167 = arith.andi %165, %166 : i1
        scf.if %167 {
          %cst_297 = arith.constant 1.000000e+00 : f32
          memref.store %cst_297, %alloca_36[] : memref<f32>
          %cst_298 = arith.constant 1.1529215E+18 : f32
          %544 = arith.cmpf ogt, %160, %cst_298 : f32
          scf.if %544 {
            %cst_301 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_301, %alloca_36[] : memref<f32>
          }
          %cst_299 = arith.constant 8.67361737E-19 : f32
          %545 = arith.cmpf olt, %160, %cst_299 : f32
          scf.if %545 {
            %cst_301 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_301, %alloca_36[] : memref<f32>
          }
          %546 = memref.load %alloca_36[] : memref<f32>
          %547 = arith.mulf %160, %546 : f32
          %548 = memref.load %alloca_36[] : memref<f32>
          %549 = arith.mulf %161, %548 : f32
          %550 = arith.mulf %549, %549 : f32
          %551 = llvm.intr.fma(%547, %547, %550) : (f32, f32, f32) -> f32
          %552 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%551) : (f32) -> f32
          %553 = arith.mulf %552, %552 : f32
          %554 = arith.negf %553 : f32
          %555 = llvm.intr.fma(%552, %552, %554) : (f32, f32, f32) -> f32
          %556 = arith.mulf %547, %547 : f32
          %557 = arith.negf %556 : f32
          %558 = llvm.intr.fma(%547, %547, %557) : (f32, f32, f32) -> f32
          %559 = arith.subf %556, %553 : f32
          %560 = llvm.intr.fma(%549, %549, %559) : (f32, f32, f32) -> f32
          %561 = arith.subf %558, %555 : f32
          %562 = arith.addf %560, %561 : f32
          %cst_300 = arith.constant 2.000000e+00 : f32
          %563 = arith.mulf %cst_300, %552 : f32
          %564 = arith.divf %562, %563 : f32
          %565 = arith.addf %552, %564 : f32
          %566 = memref.load %alloca_36[] : memref<f32>
          %567 = arith.divf %565, %566 : f32
          memref.store %567, %alloca_35[] : memref<f32>
        }
        %cst_123 = arith.constant 0x7F800000 : f32
        %168 = arith.cmpf oeq, %155, %cst_123 : f32
        %cst_124 = arith.constant 0x7F800000 : f32
        %169 = arith.cmpf oeq, %159, %cst_124 : f32
        %170 = arith.ori %168, %169 : i1
        scf.if %170 {
          %cst_297 = arith.constant 0x7F800000 : f32
          memref.store %cst_297, %alloca_35[] : memref<f32>
        }
        %171 = memref.load %alloca_35[] : memref<f32>
        %c0_i32_125 = arith.constant 0 : i32
        %172 = llvm.extractelement %107[%c0_i32_125 : i32] : vector<2xf32>
        %173 = arith.bitcast %172 : f32 to i32
        %c2147483647_i32_126 = arith.constant 2147483647 : i32
        %174 = arith.andi %173, %c2147483647_i32_126 : i32
        %175 = arith.bitcast %174 : i32 to f32
        %c1_i32_127 = arith.constant 1 : i32
        %176 = llvm.extractelement %107[%c1_i32_127 : i32] : vector<2xf32>
        %177 = arith.bitcast %176 : f32 to i32
        %c2147483647_i32_128 = arith.constant 2147483647 : i32
        %178 = arith.andi %177, %c2147483647_i32_128 : i32
        %179 = arith.bitcast %178 : i32 to f32
        %180 = llvm.intr.maxnum(%175, %179) : (f32, f32) -> f32
        %181 = llvm.intr.minnum(%175, %179) : (f32, f32) -> f32
        %182 = arith.addf %175, %179 : f32
        memref.store %182, %alloca_37[] : memref<f32>
        %cst_129 = arith.constant 0.000000e+00 : f32
        %183 = arith.cmpf ogt, %180, %cst_129 : f32
        %cst_130 = arith.constant 0x7F800000 : f32
        %184 = arith.cmpf olt, %180, %cst_130 : f32
        %185 = arith.andi %183, %184 : i1
        %186 = arith.cmpf oeq, %182, %182 : f32
        %187 = arith.andi %185, %186 : i1
        scf.if %187 {
          %cst_297 = arith.constant 1.000000e+00 : f32
          memref.store %cst_297, %alloca_38[] : memref<f32>
          %cst_298 = arith.constant 1.1529215E+18 : f32
          %544 = arith.cmpf ogt, %180, %cst_298 : f32
          scf.if %544 {
            %cst_301 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_301, %alloca_38[] : memref<f32>
          }
          %cst_299 = arith.constant 8.67361737E-19 : f32
          %545 = arith.cmpf olt, %180, %cst_299 : f32
          scf.if %545 {
            %cst_301 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_301, %alloca_38[] : memref<f32>
          }
          %546 = memref.load %alloca_38[] : memref<f32>
          %547 = arith.mulf %180, %546 : f32
          %548 = memref.load %alloca_38[] : memref<f32>
          %549 = arith.mulf %181, %548 : f32
          %550 = arith.mulf %549, %549 : f32
          %551 = llvm.intr.fma(%547, %547, %550) : (f32, f32, f32) -> f32
          %552 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%551) : (f32) -> f32
          %553 = arith.mulf %552, %552 : f32
          %554 = arith.negf %553 : f32
          %555 = llvm.intr.fma(%552, %552, %554) : (f32, f32, f32) -> f32
          %556 = arith.mulf %547, %547 : f32
          %557 = arith.negf %556 : f32
          %558 = llvm.intr.fma(%547, %547, %557) : (f32, f32, f32) -> f32
          %559 = arith.subf %556, %553 : f32
          %560 = llvm.intr.fma(%549, %549, %559) : (f32, f32, f32) -> f32
          %561 = arith.subf %558, %555 : f32
          %562 = arith.addf %560, %561 : f32
          %cst_300 = arith.constant 2.000000e+00 : f32
          %563 = arith.mulf %cst_300, %552 : f32
          %564 = arith.divf %562, %563 : f32
          %565 = arith.addf %552, %564 : f32
          %566 = memref.load %alloca_38[] : memref<f32>
          %567 = arith.divf %565, %566 : f32
          memref.store %567, %alloca_37[] : memref<f32>
        }
        %cst_131 = arith.constant 0x7F800000 : f32
        %188 = arith.cmpf oeq, %175, %cst_131 : f32
        %cst_132 = arith.constant 0x7F800000 : f32
        %189 = arith.cmpf oeq, %179, %cst_132 : f32
        %190 = arith.ori %188, %189 : i1
        scf.if %190 {
          %cst_297 = arith.constant 0x7F800000 : f32
          memref.store %cst_297, %alloca_37[] : memref<f32>
        }
        %191 = memref.load %alloca_37[] : memref<f32>
        %c0_i32_133 = arith.constant 0 : i32
        %192 = llvm.extractelement %111[%c0_i32_133 : i32] : vector<2xf32>
        %193 = arith.bitcast %192 : f32 to i32
        %c2147483647_i32_134 = arith.constant 2147483647 : i32
        %194 = arith.andi %193, %c2147483647_i32_134 : i32
        %195 = arith.bitcast %194 : i32 to f32
        %c1_i32_135 = arith.constant 1 : i32
        %196 = llvm.extractelement %111[%c1_i32_135 : i32] : vector<2xf32>
        %197 = arith.bitcast %196 : f32 to i32
        %c2147483647_i32_136 = arith.constant 2147483647 : i32
        %198 = arith.andi %197, %c2147483647_i32_136 : i32
        %199 = arith.bitcast %198 : i32 to f32
        %200 = llvm.intr.maxnum(%195, %199) : (f32, f32) -> f32
        %201 = llvm.intr.minnum(%195, %199) : (f32, f32) -> f32
        %202 = arith.addf %195, %199 : f32
        memref.store %202, %alloca_39[] : memref<f32>
        %cst_137 = arith.constant 0.000000e+00 : f32
        %203 = arith.cmpf ogt, %200, %cst_137 : f32
        %cst_138 = arith.constant 0x7F800000 : f32
        %204 = arith.cmpf olt, %200, %cst_138 : f32
        %205 = arith.andi %203, %204 : i1
        %206 = arith.cmpf oeq, %202, %202 : f32
        %207 = arith.andi %205, %206 : i1
        scf.if %207 {
          %cst_297 = arith.constant 1.000000e+00 : f32
          memref.store %cst_297, %alloca_40[] : memref<f32>
          %cst_298 = arith.constant 1.1529215E+18 : f32
          %544 = arith.cmpf ogt, %200, %cst_298 : f32
          scf.if %544 {
            %cst_301 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_301, %alloca_40[] : memref<f32>
          }
          %cst_299 = arith.constant 8.67361737E-19 : f32
          %545 = arith.cmpf olt, %200, %cst_299 : f32
          scf.if %545 {
            %cst_301 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_301, %alloca_40[] : memref<f32>
          }
          %546 = memref.load %alloca_40[] : memref<f32>
          %547 = arith.mulf %200, %546 : f32
          %548 = memref.load %alloca_40[] : memref<f32>
          %549 = arith.mulf %201, %548 : f32
          %550 = arith.mulf %549, %549 : f32
          %551 = llvm.intr.fma(%547, %547, %550) : (f32, f32, f32) -> f32
          %552 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%551) : (f32) -> f32
          %553 = arith.mulf %552, %552 : f32
          %554 = arith.negf %553 : f32
          %555 = llvm.intr.fma(%552, %552, %554) : (f32, f32, f32) -> f32
          %556 = arith.mulf %547, %547 : f32
          %557 = arith.negf %556 : f32
          %558 = llvm.intr.fma(%547, %547, %557) : (f32, f32, f32) -> f32
          %559 = arith.subf %556, %553 : f32
          %560 = llvm.intr.fma(%549, %549, %559) : (f32, f32, f32) -> f32
          %561 = arith.subf %558, %555 : f32
          %562 = arith.addf %560, %561 : f32
          %cst_300 = arith.constant 2.000000e+00 : f32
          %563 = arith.mulf %cst_300, %552 : f32
          %564 = arith.divf %562, %563 : f32
          %565 = arith.addf %552, %564 : f32
          %566 = memref.load %alloca_40[] : memref<f32>
          %567 = arith.divf %565, %566 : f32
          memref.store %567, %alloca_39[] : memref<f32>
        }
        %cst_139 = arith.constant 0x7F800000 : f32
        %208 = arith.cmpf oeq, %195, %cst_139 : f32
        %cst_140 = arith.constant 0x7F800000 : f32
        %209 = arith.cmpf oeq, %199, %cst_140 : f32
        %210 = arith.ori %208, %209 : i1
        scf.if %210 {
          %cst_297 = arith.constant 0x7F800000 : f32
          memref.store %cst_297, %alloca_39[] : memref<f32>
        }
        %211 = memref.load %alloca_39[] : memref<f32>
        %c0_i32_141 = arith.constant 0 : i32
        %212 = llvm.extractelement %115[%c0_i32_141 : i32] : vector<2xf32>
        %213 = arith.bitcast %212 : f32 to i32
        %c2147483647_i32_142 = arith.constant 2147483647 : i32
        %214 = arith.andi %213, %c2147483647_i32_142 : i32
        %215 = arith.bitcast %214 : i32 to f32
        %c1_i32_143 = arith.constant 1 : i32
        %216 = llvm.extractelement %115[%c1_i32_143 : i32] : vector<2xf32>
        %217 = arith.bitcast %216 : f32 to i32
        %c2147483647_i32_144 = arith.constant 2147483647 : i32
        %218 = arith.andi %217, %c2147483647_i32_144 : i32
        %219 = arith.bitcast %218 : i32 to f32
        %220 = llvm.intr.maxnum(%215, %219) : (f32, f32) -> f32
        %221 = llvm.intr.minnum(%215, %219) : (f32, f32) -> f32
        %222 = arith.addf %215, %219 : f32
        memref.store %222, %alloca_41[] : memref<f32>
        %cst_145 = arith.constant 0.000000e+00 : f32
        %223 = arith.cmpf ogt, %220, %cst_145 : f32
        %cst_146 = arith.constant 0x7F800000 : f32
        %224 = arith.cmpf olt, %220, %cst_146 : f32
        %225 = arith.andi %223, %224 : i1
        %226 = arith.cmpf oeq, %222, %222 : f32
        %227 = arith.andi %225, %226 : i1
        scf.if %227 {
          %cst_297 = arith.constant 1.000000e+00 : f32
          memref.store %cst_297, %alloca_42[] : memref<f32>
          %cst_298 = arith.constant 1.1529215E+18 : f32
          %544 = arith.cmpf ogt, %220, %cst_298 : f32
          scf.if %544 {
            %cst_301 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_301, %alloca_42[] : memref<f32>
          }
          %cst_299 = arith.constant 8.67361737E-19 : f32
          %545 = arith.cmpf olt, %220, %cst_299 : f32
          scf.if %545 {
            %cst_301 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_301, %alloca_42[] : memref<f32>
          }
          %546 = memref.load %alloca_42[] : memref<f32>
          %547 = arith.mulf %220, %546 : f32
          %548 = memref.load %alloca_42[] : memref<f32>
          %549 = arith.mulf %221, %548 : f32
          %550 = arith.mulf %549, %549 : f32
          %551 = llvm.intr.fma(%547, %547, %550) : (f32, f32, f32) -> f32
          %552 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%551) : (f32) -> f32
          %553 = arith.mulf %552, %552 : f32
          %554 = arith.negf %553 : f32
          %555 = llvm.intr.fma(%552, %552, %554) : (f32, f32, f32) -> f32
          %556 = arith.mulf %547, %547 : f32
          %557 = arith.negf %556 : f32
          %558 = llvm.intr.fma(%547, %547, %557) : (f32, f32, f32) -> f32
          %559 = arith.subf %556, %553 : f32
          %560 = llvm.intr.fma(%549, %549, %559) : (f32, f32, f32) -> f32
          %561 = arith.subf %558, %555 : f32
          %562 = arith.addf %560, %561 : f32
          %cst_300 = arith.constant 2.000000e+00 : f32
          %563 = arith.mulf %cst_300, %552 : f32
          %564 = arith.divf %562, %563 : f32
          %565 = arith.addf %552, %564 : f32
          %566 = memref.load %alloca_42[] : memref<f32>
          %567 = arith.divf %565, %566 : f32
          memref.store %567, %alloca_41[] : memref<f32>
        }
        %cst_147 = arith.constant 0x7F800000 : f32
        %228 = arith.cmpf oeq, %215, %cst_147 : f32
        %cst_148 = arith.constant 0x7F800000 : f32
        %229 = arith.cmpf oeq, %219, %cst_148 : f32
        %230 = arith.ori %228, %229 : i1
        scf.if %230 {
          %cst_297 = arith.constant 0x7F800000 : f32
          memref.store %cst_297, %alloca_41[] : memref<f32>
        }
        %231 = memref.load %alloca_41[] : memref<f32>
        %c0_i32_149 = arith.constant 0 : i32
        %232 = llvm.extractelement %119[%c0_i32_149 : i32] : vector<2xf32>
        %233 = arith.bitcast %232 : f32 to i32
        %c2147483647_i32_150 = arith.constant 2147483647 : i32
        %234 = arith.andi %233, %c2147483647_i32_150 : i32
        %235 = arith.bitcast %234 : i32 to f32
        %c1_i32_151 = arith.constant 1 : i32
        %236 = llvm.extractelement %119[%c1_i32_151 : i32] : vector<2xf32>
        %237 = arith.bitcast %236 : f32 to i32
        %c2147483647_i32_152 = arith.constant 2147483647 : i32
        %238 = arith.andi %237, %c2147483647_i32_152 : i32
        %239 = arith.bitcast %238 : i32 to f32
        %240 = llvm.intr.maxnum(%235, %239) : (f32, f32) -> f32
        %241 = llvm.intr.minnum(%235, %239) : (f32, f32) -> f32
        %242 = arith.addf %235, %239 : f32
        memref.store %242, %alloca_43[] : memref<f32>
        %cst_153 = arith.constant 0.000000e+00 : f32
        %243 = arith.cmpf ogt, %240, %cst_153 : f32
        %cst_154 = arith.constant 0x7F800000 : f32
        %244 = arith.cmpf olt, %240, %cst_154 : f32
        %245 = arith.andi %243, %244 : i1
        %246 = arith.cmpf oeq, %242, %242 : f32
        %247 = arith.andi %245, %246 : i1
        scf.if %247 {
          %cst_297 = arith.constant 1.000000e+00 : f32
          memref.store %cst_297, %alloca_44[] : memref<f32>
          %cst_298 = arith.constant 1.1529215E+18 : f32
          %544 = arith.cmpf ogt, %240, %cst_298 : f32
          scf.if %544 {
            %cst_301 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_301, %alloca_44[] : memref<f32>
          }
          %cst_299 = arith.constant 8.67361737E-19 : f32
          %545 = arith.cmpf olt, %240, %cst_299 : f32
          scf.if %545 {
            %cst_301 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_301, %alloca_44[] : memref<f32>
          }
          %546 = memref.load %alloca_44[] : memref<f32>
          %547 = arith.mulf %240, %546 : f32
          %548 = memref.load %alloca_44[] : memref<f32>
          %549 = arith.mulf %241, %548 : f32
          %550 = arith.mulf %549, %549 : f32
          %551 = llvm.intr.fma(%547, %547, %550) : (f32, f32, f32) -> f32
          %552 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%551) : (f32) -> f32
          %553 = arith.mulf %552, %552 : f32
          %554 = arith.negf %553 : f32
          %555 = llvm.intr.fma(%552, %552, %554) : (f32, f32, f32) -> f32
          %556 = arith.mulf %547, %547 : f32
          %557 = arith.negf %556 : f32
          %558 = llvm.intr.fma(%547, %547, %557) : (f32, f32, f32) -> f32
          %559 = arith.subf %556, %553 : f32
          %560 = llvm.intr.fma(%549, %549, %559) : (f32, f32, f32) -> f32
          %561 = arith.subf %558, %555 : f32
          %562 = arith.addf %560, %561 : f32
          %cst_300 = arith.constant 2.000000e+00 : f32
          %563 = arith.mulf %cst_300, %552 : f32
          %564 = arith.divf %562, %563 : f32
          %565 = arith.addf %552, %564 : f32
          %566 = memref.load %alloca_44[] : memref<f32>
          %567 = arith.divf %565, %566 : f32
          memref.store %567, %alloca_43[] : memref<f32>
        }
        %cst_155 = arith.constant 0x7F800000 : f32
        %248 = arith.cmpf oeq, %235, %cst_155 : f32
        %cst_156 = arith.constant 0x7F800000 : f32
        %249 = arith.cmpf oeq, %239, %cst_156 : f32
        %250 = arith.ori %248, %249 : i1
        scf.if %250 {
          %cst_297 = arith.constant 0x7F800000 : f32
          memref.store %cst_297, %alloca_43[] : memref<f32>
        }
        %251 = memref.load %alloca_43[] : memref<f32>
        %c0_i32_157 = arith.constant 0 : i32
        %252 = llvm.extractelement %123[%c0_i32_157 : i32] : vector<2xf32>
        %253 = arith.bitcast %252 : f32 to i32
        %c2147483647_i32_158 = arith.constant 2147483647 : i32
        %254 = arith.andi %253, %c2147483647_i32_158 : i32
        %255 = arith.bitcast %254 : i32 to f32
        %c1_i32_159 = arith.constant 1 : i32
        %256 = llvm.extractelement %123[%c1_i32_159 : i32] : vector<2xf32>
        %257 = arith.bitcast %256 : f32 to i32
        %c2147483647_i32_160 = arith.constant 2147483647 : i32
        %258 = arith.andi %257, %c2147483647_i32_160 : i32
        %259 = arith.bitcast %258 : i32 to f32
        %260 = llvm.intr.maxnum(%255, %259) : (f32, f32) -> f32
        %261 = llvm.intr.minnum(%255, %259) : (f32, f32) -> f32
        %262 = arith.addf %255, %259 : f32
        memref.store %262, %alloca_45[] : memref<f32>
        %cst_161 = arith.constant 0.000000e+00 : f32
        %263 = arith.cmpf ogt, %260, %cst_161 : f32
        %cst_162 = arith.constant 0x7F800000 : f32
        %264 = arith.cmpf olt, %260, %cst_162 : f32
        %265 = arith.andi %263, %264 : i1
        %266 = arith.cmpf oeq, %262, %262 : f32
        %267 = arith.andi %265, %266 : i1
        scf.if %267 {
          %cst_297 = arith.constant 1.000000e+00 : f32
          memref.store %cst_297, %alloca_46[] : memref<f32>
          %cst_298 = arith.constant 1.1529215E+18 : f32
          %544 = arith.cmpf ogt, %260, %cst_298 : f32
          scf.if %544 {
            %cst_301 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_301, %alloca_46[] : memref<f32>
          }
          %cst_299 = arith.constant 8.67361737E-19 : f32
          %545 = arith.cmpf olt, %260, %cst_299 : f32
          scf.if %545 {
            %cst_301 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_301, %alloca_46[] : memref<f32>
          }
          %546 = memref.load %alloca_46[] : memref<f32>
          %547 = arith.mulf %260, %546 : f32
          %548 = memref.load %alloca_46[] : memref<f32>
          %549 = arith.mulf %261, %548 : f32
          %550 = arith.mulf %549, %549 : f32
          %551 = llvm.intr.fma(%547, %547, %550) : (f32, f32, f32) -> f32
          %552 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%551) : (f32) -> f32
          %553 = arith.mulf %552, %552 : f32
          %554 = arith.negf %553 : f32
          %555 = llvm.intr.fma(%552, %552, %554) : (f32, f32, f32) -> f32
          %556 = arith.mulf %547, %547 : f32
          %557 = arith.negf %556 : f32
          %558 = llvm.intr.fma(%547, %547, %557) : (f32, f32, f32) -> f32
          %559 = arith.subf %556, %553 : f32
          %560 = llvm.intr.fma(%549, %549, %559) : (f32, f32, f32) -> f32
          %561 = arith.subf %558, %555 : f32
          %562 = arith.addf %560, %561 : f32
          %cst_300 = arith.constant 2.000000e+00 : f32
          %563 = arith.mulf %cst_300, %552 : f32
          %564 = arith.divf %562, %563 : f32
          %565 = arith.addf %552, %564 : f32
          %566 = memref.load %alloca_46[] : memref<f32>
          %567 = arith.divf %565, %566 : f32
          memref.store %567, %alloca_45[] : memref<f32>
        }
        %cst_163 = arith.constant 0x7F800000 : f32
        %268 = arith.cmpf oeq, %255, %cst_163 : f32
        %cst_164 = arith.constant 0x7F800000 : f32
        %269 = arith.cmpf oeq, %259, %cst_164 : f32
        %270 = arith.ori %268, %269 : i1
        scf.if %270 {
          %cst_297 = arith.constant 0x7F800000 : f32
          memref.store %cst_297, %alloca_45[] : memref<f32>
        }
        %271 = memref.load %alloca_45[] : memref<f32>
        %c0_i32_165 = arith.constant 0 : i32
        %272 = llvm.extractelement %127[%c0_i32_165 : i32] : vector<2xf32>
        %273 = arith.bitcast %272 : f32 to i32
        %c2147483647_i32_166 = arith.constant 2147483647 : i32
        %274 = arith.andi %273, %c2147483647_i32_166 : i32
        %275 = arith.bitcast %274 : i32 to f32
        %c1_i32_167 = arith.constant 1 : i32
        %276 = llvm.extractelement %127[%c1_i32_167 : i32] : vector<2xf32>
        %277 = arith.bitcast %276 : f32 to i32
        %c2147483647_i32_168 = arith.constant 2147483647 : i32
        %278 = arith.andi %277, %c2147483647_i32_168 : i32
        %279 = arith.bitcast %278 : i32 to f32
        %280 = llvm.intr.maxnum(%275, %279) : (f32, f32) -> f32
        %281 = llvm.intr.minnum(%275, %279) : (f32, f32) -> f32
        %282 = arith.addf %275, %279 : f32
        memref.store %282, %alloca_47[] : memref<f32>
        %cst_169 = arith.constant 0.000000e+00 : f32
        %283 = arith.cmpf ogt, %280, %cst_169 : f32
        %cst_170 = arith.constant 0x7F800000 : f32
        %284 = arith.cmpf olt, %280, %cst_170 : f32
        %285 = arith.andi %283, %284 : i1
        %286 = arith.cmpf oeq, %282, %282 : f32
        %287 = arith.andi %285, %286 : i1
        scf.if %287 {
          %cst_297 = arith.constant 1.000000e+00 : f32
          memref.store %cst_297, %alloca_48[] : memref<f32>
          %cst_298 = arith.constant 1.1529215E+18 : f32
          %544 = arith.cmpf ogt, %280, %cst_298 : f32
          scf.if %544 {
            %cst_301 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_301, %alloca_48[] : memref<f32>
          }
          %cst_299 = arith.constant 8.67361737E-19 : f32
          %545 = arith.cmpf olt, %280, %cst_299 : f32
          scf.if %545 {
            %cst_301 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_301, %alloca_48[] : memref<f32>
          }
          %546 = memref.load %alloca_48[] : memref<f32>
          %547 = arith.mulf %280, %546 : f32
          %548 = memref.load %alloca_48[] : memref<f32>
          %549 = arith.mulf %281, %548 : f32
          %550 = arith.mulf %549, %549 : f32
          %551 = llvm.intr.fma(%547, %547, %550) : (f32, f32, f32) -> f32
          %552 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%551) : (f32) -> f32
          %553 = arith.mulf %552, %552 : f32
          %554 = arith.negf %553 : f32
          %555 = llvm.intr.fma(%552, %552, %554) : (f32, f32, f32) -> f32
          %556 = arith.mulf %547, %547 : f32
          %557 = arith.negf %556 : f32
          %558 = llvm.intr.fma(%547, %547, %557) : (f32, f32, f32) -> f32
          %559 = arith.subf %556, %553 : f32
          %560 = llvm.intr.fma(%549, %549, %559) : (f32, f32, f32) -> f32
          %561 = arith.subf %558, %555 : f32
          %562 = arith.addf %560, %561 : f32
          %cst_300 = arith.constant 2.000000e+00 : f32
          %563 = arith.mulf %cst_300, %552 : f32
          %564 = arith.divf %562, %563 : f32
          %565 = arith.addf %552, %564 : f32
          %566 = memref.load %alloca_48[] : memref<f32>
          %567 = arith.divf %565, %566 : f32
          memref.store %567, %alloca_47[] : memref<f32>
        }
        %cst_171 = arith.constant 0x7F800000 : f32
        %288 = arith.cmpf oeq, %275, %cst_171 : f32
        %cst_172 = arith.constant 0x7F800000 : f32
        %289 = arith.cmpf oeq, %279, %cst_172 : f32
        %290 = arith.ori %288, %289 : i1
        scf.if %290 {
          %cst_297 = arith.constant 0x7F800000 : f32
          memref.store %cst_297, %alloca_47[] : memref<f32>
        }
        %291 = memref.load %alloca_47[] : memref<f32>
        %c0_i32_173 = arith.constant 0 : i32
        %292 = llvm.extractelement %131[%c0_i32_173 : i32] : vector<2xf32>
        %293 = arith.bitcast %292 : f32 to i32
        %c2147483647_i32_174 = arith.constant 2147483647 : i32
        %294 = arith.andi %293, %c2147483647_i32_174 : i32
        %295 = arith.bitcast %294 : i32 to f32
        %c1_i32_175 = arith.constant 1 : i32
        %296 = llvm.extractelement %131[%c1_i32_175 : i32] : vector<2xf32>
        %297 = arith.bitcast %296 : f32 to i32
        %c2147483647_i32_176 = arith.constant 2147483647 : i32
        %298 = arith.andi %297, %c2147483647_i32_176 : i32
        %299 = arith.bitcast %298 : i32 to f32
        %300 = llvm.intr.maxnum(%295, %299) : (f32, f32) -> f32
        %301 = llvm.intr.minnum(%295, %299) : (f32, f32) -> f32
        %302 = arith.addf %295, %299 : f32
        memref.store %302, %alloca_49[] : memref<f32>
        %cst_177 = arith.constant 0.000000e+00 : f32
        %303 = arith.cmpf ogt, %300, %cst_177 : f32
        %cst_178 = arith.constant 0x7F800000 : f32
        %304 = arith.cmpf olt, %300, %cst_178 : f32
        %305 = arith.andi %303, %304 : i1
        %306 = arith.cmpf oeq, %302, %302 : f32
        %307 = arith.andi %305, %306 : i1
        scf.if %307 {
          %cst_297 = arith.constant 1.000000e+00 : f32
          memref.store %cst_297, %alloca_50[] : memref<f32>
          %cst_298 = arith.constant 1.1529215E+18 : f32
          %544 = arith.cmpf ogt, %300, %cst_298 : f32
          scf.if %544 {
            %cst_301 = arith.constant 8.47032947E-22 : f32
            memref.store %cst_301, %alloca_50[] : memref<f32>
          }
          %cst_299 = arith.constant 8.67361737E-19 : f32
          %545 = arith.cmpf olt, %300, %cst_299 : f32
          scf.if %545 {
            %cst_301 = arith.constant 1.2676506E+30 : f32
            memref.store %cst_301, %alloca_50[] : memref<f32>
          }
          %546 = memref.load %alloca_50[] : memref<f32>
          %547 = arith.mulf %300, %546 : f32
          %548 = memref.load %alloca_50[] : memref<f32>
          %549 = arith.mulf %301, %548 : f32
          %550 = arith.mulf %549, %549 : f32
          %551 = llvm.intr.fma(%547, %547, %550) : (f32, f32, f32) -> f32
          %552 = llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%551) : (f32) -> f32
          %553 = arith.mulf %552, %552 : f32
          %554 = arith.negf %553 : f32
          %555 = llvm.intr.fma(%552, %552, %554) : (f32, f32, f32) -> f32
          %556 = arith.mulf %547, %547 : f32
          %557 = arith.negf %556 : f32
          %558 = llvm.intr.fma(%547, %547, %557) : (f32, f32, f32) -> f32
          %559 = arith.subf %556, %553 : f32
          %560 = llvm.intr.fma(%549, %549, %559) : (f32, f32, f32) -> f32
          %561 = arith.subf %558, %555 : f32
          %562 = arith.addf %560, %561 : f32
          %cst_300 = arith.constant 2.000000e+00 : f32
          %563 = arith.mulf %cst_300, %552 : f32
          %564 = arith.divf %562, %563 : f32
          %565 = arith.addf %552, %564 : f32
          %566 = memref.load %alloca_50[] : memref<f32>
          %567 = arith.divf %565, %566 : f32
          memref.store %567, %alloca_49[] : memref<f32>
        }
        %cst_179 = arith.constant 0x7F800000 : f32
        %308 = arith.cmpf oeq, %295, %cst_179 : f32
        %cst_180 = arith.constant 0x7F800000 : f32
        %309 = arith.cmpf oeq, %299, %cst_180 : f32
        %310 = arith.ori %308, %309 : i1
        scf.if %310 {
          %cst_297 = arith.constant 0x7F800000 : f32
          memref.store %cst_297, %alloca_49[] : memref<f32>
        }
        %311 = memref.load %alloca_49[] : memref<f32>
        llvm.store %151, %81 : f32, !llvm.ptr<1>
        %c1_i64_181 = arith.constant 1 : i64
        %312 = llvm.getelementptr %81[%c1_i64_181] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %171, %312 : f32, !llvm.ptr<1>
        %c2_i64 = arith.constant 2 : i64
        %313 = llvm.getelementptr %81[%c2_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %191, %313 : f32, !llvm.ptr<1>
        %c3_i64 = arith.constant 3 : i64
        %314 = llvm.getelementptr %81[%c3_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %211, %314 : f32, !llvm.ptr<1>
        %c4_i64 = arith.constant 4 : i64
        %315 = llvm.getelementptr %81[%c4_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %231, %315 : f32, !llvm.ptr<1>
        %c5_i64 = arith.constant 5 : i64
        %316 = llvm.getelementptr %81[%c5_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %251, %316 : f32, !llvm.ptr<1>
        %c6_i64 = arith.constant 6 : i64
        %317 = llvm.getelementptr %81[%c6_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %271, %317 : f32, !llvm.ptr<1>
        %c7_i64 = arith.constant 7 : i64
        %318 = llvm.getelementptr %81[%c7_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %291, %318 : f32, !llvm.ptr<1>
        %c8_i64 = arith.constant 8 : i64
        %319 = llvm.getelementptr %81[%c8_i64] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %311, %319 : f32, !llvm.ptr<1>
        %cst_182 = arith.constant -3.000000e+00 : f64
        %cst_183 = arith.constant 5.000000e-01 : f64
        %320 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_184 = arith.constant 0 : i32
        %321 = llvm.insertelement %cst_182, %320[%c0_i32_184 : i32] : vector<2xf64>
        %c1_i32_185 = arith.constant 1 : i32
        %322 = llvm.insertelement %cst_183, %321[%c1_i32_185 : i32] : vector<2xf64>
        %323 = arith.addf %95, %322 : vector<2xf64>
        %cst_186 = arith.constant 9.9999999999999996E+199 : f64
        %cst_187 = arith.constant 9.9999999999999996E+199 : f64
        %324 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_188 = arith.constant 0 : i32
        %325 = llvm.insertelement %cst_186, %324[%c0_i32_188 : i32] : vector<2xf64>
        %c1_i32_189 = arith.constant 1 : i32
        %326 = llvm.insertelement %cst_187, %325[%c1_i32_189 : i32] : vector<2xf64>
        %327 = arith.addf %95, %326 : vector<2xf64>
        %cst_190 = arith.constant 1.700000e+308 : f64
        %cst_191 = arith.constant 1.700000e+308 : f64
        %328 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_192 = arith.constant 0 : i32
        %329 = llvm.insertelement %cst_190, %328[%c0_i32_192 : i32] : vector<2xf64>
        %c1_i32_193 = arith.constant 1 : i32
        %330 = llvm.insertelement %cst_191, %329[%c1_i32_193 : i32] : vector<2xf64>
        %331 = arith.addf %95, %330 : vector<2xf64>
        %cst_194 = arith.constant 4.940660e-324 : f64
        %cst_195 = arith.constant 4.940660e-324 : f64
        %332 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_196 = arith.constant 0 : i32
        %333 = llvm.insertelement %cst_194, %332[%c0_i32_196 : i32] : vector<2xf64>
        %c1_i32_197 = arith.constant 1 : i32
        %334 = llvm.insertelement %cst_195, %333[%c1_i32_197 : i32] : vector<2xf64>
        %335 = arith.addf %95, %334 : vector<2xf64>
        %cst_198 = arith.constant 1.000000e-300 : f64
        %cst_199 = arith.constant 1.000000e-300 : f64
        %336 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_200 = arith.constant 0 : i32
        %337 = llvm.insertelement %cst_198, %336[%c0_i32_200 : i32] : vector<2xf64>
        %c1_i32_201 = arith.constant 1 : i32
        %338 = llvm.insertelement %cst_199, %337[%c1_i32_201 : i32] : vector<2xf64>
        %339 = arith.addf %95, %338 : vector<2xf64>
        %cst_202 = arith.constant 0x7FF8000000000000 : f64
        %cst_203 = arith.constant 0x7FF0000000000000 : f64
        %340 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_204 = arith.constant 0 : i32
        %341 = llvm.insertelement %cst_202, %340[%c0_i32_204 : i32] : vector<2xf64>
        %c1_i32_205 = arith.constant 1 : i32
        %342 = llvm.insertelement %cst_203, %341[%c1_i32_205 : i32] : vector<2xf64>
        %343 = arith.addf %95, %342 : vector<2xf64>
        %cst_206 = arith.constant 0x7FF8000000000000 : f64
        %cst_207 = arith.constant 0.000000e+00 : f64
        %344 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_208 = arith.constant 0 : i32
        %345 = llvm.insertelement %cst_206, %344[%c0_i32_208 : i32] : vector<2xf64>
        %c1_i32_209 = arith.constant 1 : i32
        %346 = llvm.insertelement %cst_207, %345[%c1_i32_209 : i32] : vector<2xf64>
        %347 = arith.addf %95, %346 : vector<2xf64>
        %cst_210 = arith.constant 0.000000e+00 : f64
        %cst_211 = arith.constant 0.000000e+00 : f64
        %348 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_212 = arith.constant 0 : i32
        %349 = llvm.insertelement %cst_210, %348[%c0_i32_212 : i32] : vector<2xf64>
        %c1_i32_213 = arith.constant 1 : i32
        %350 = llvm.insertelement %cst_211, %349[%c1_i32_213 : i32] : vector<2xf64>
        %351 = arith.addf %95, %350 : vector<2xf64>
        %cst_214 = arith.constant 9.9999999999999999E-161 : f64
        %cst_215 = arith.constant 3.000000e-160 : f64
        %352 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_216 = arith.constant 0 : i32
        %353 = llvm.insertelement %cst_214, %352[%c0_i32_216 : i32] : vector<2xf64>
        %c1_i32_217 = arith.constant 1 : i32
        %354 = llvm.insertelement %cst_215, %353[%c1_i32_217 : i32] : vector<2xf64>
        %355 = arith.addf %95, %354 : vector<2xf64>
        %c0_i32_218 = arith.constant 0 : i32
        %356 = llvm.extractelement %323[%c0_i32_218 : i32] : vector<2xf64>
        %357 = arith.bitcast %356 : f64 to i64
        %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
        %358 = arith.andi %357, %c9223372036854775807_i64 : i64
        %359 = arith.bitcast %358 : i64 to f64
        %c1_i32_219 = arith.constant 1 : i32
        %360 = llvm.extractelement %323[%c1_i32_219 : i32] : vector<2xf64>
        %361 = arith.bitcast %360 : f64 to i64
        %c9223372036854775807_i64_220 = arith.constant 9223372036854775807 : i64
        %362 = arith.andi %361, %c9223372036854775807_i64_220 : i64
        %363 = arith.bitcast %362 : i64 to f64
        %364 = llvm.intr.maxnum(%359, %363) : (f64, f64) -> f64
        %365 = llvm.intr.minnum(%359, %363) : (f64, f64) -> f64
        %366 = arith.addf %359, %363 : f64
        memref.store %366, %alloca_51[] : memref<f64>
        %cst_221 = arith.constant 0.000000e+00 : f64
        %367 = arith.cmpf ogt, %364, %cst_221 : f64
        %cst_222 = arith.constant 0x7FF0000000000000 : f64
        %368 = arith.cmpf olt, %364, %cst_222 : f64
        %369 = arith.andi %367, %368 : i1
        %370 = arith.cmpf oeq, %366, %366 : f64
        %371 = arith.andi %369, %370 : i1
        scf.if %371 {
          %cst_297 = arith.constant 1.000000e+00 : f64
          memref.store %cst_297, %alloca_52[] : memref<f64>
          %cst_298 = arith.constant 3.2733906078961419E+150 : f64
          %544 = arith.cmpf ogt, %364, %cst_298 : f64
          scf.if %544 {
            %cst_301 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_301, %alloca_52[] : memref<f64>
          }
          %cst_299 = arith.constant 3.0549363634996047E-151 : f64
          %545 = arith.cmpf olt, %364, %cst_299 : f64
          scf.if %545 {
            %cst_301 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_301, %alloca_52[] : memref<f64>
          }
          %546 = memref.load %alloca_52[] : memref<f64>
          %547 = arith.mulf %364, %546 : f64
          %548 = memref.load %alloca_52[] : memref<f64>
          %549 = arith.mulf %365, %548 : f64
          %550 = arith.mulf %549, %549 : f64
          %551 = llvm.intr.fma(%547, %547, %550) : (f64, f64, f64) -> f64
          %552 = math.sqrt %551 : f64
          %553 = arith.mulf %552, %552 : f64
          %554 = arith.negf %553 : f64
          %555 = llvm.intr.fma(%552, %552, %554) : (f64, f64, f64) -> f64
          %556 = arith.mulf %547, %547 : f64
          %557 = arith.negf %556 : f64
          %558 = llvm.intr.fma(%547, %547, %557) : (f64, f64, f64) -> f64
          %559 = arith.subf %556, %553 : f64
          %560 = llvm.intr.fma(%549, %549, %559) : (f64, f64, f64) -> f64
          %561 = arith.subf %558, %555 : f64
          %562 = arith.addf %560, %561 : f64
          %cst_300 = arith.constant 2.000000e+00 : f64
          %563 = arith.mulf %cst_300, %552 : f64
          %564 = arith.divf %562, %563 : f64
          %565 = arith.addf %552, %564 : f64
          %566 = memref.load %alloca_52[] : memref<f64>
          %567 = arith.divf %565, %566 : f64
          memref.store %567, %alloca_51[] : memref<f64>
        }
        %cst_223 = arith.constant 0x7FF0000000000000 : f64
        %372 = arith.cmpf oeq, %359, %cst_223 : f64
        %cst_224 = arith.constant 0x7FF0000000000000 : f64
        %373 = arith.cmpf oeq, %363, %cst_224 : f64
        %374 = arith.ori %372, %373 : i1
        scf.if %374 {
          %cst_297 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_297, %alloca_51[] : memref<f64>
        }
        %375 = memref.load %alloca_51[] : memref<f64>
        %c0_i32_225 = arith.constant 0 : i32
        %376 = llvm.extractelement %327[%c0_i32_225 : i32] : vector<2xf64>
        %377 = arith.bitcast %376 : f64 to i64
        %c9223372036854775807_i64_226 = arith.constant 9223372036854775807 : i64
        %378 = arith.andi %377, %c9223372036854775807_i64_226 : i64
        %379 = arith.bitcast %378 : i64 to f64
        %c1_i32_227 = arith.constant 1 : i32
        %380 = llvm.extractelement %327[%c1_i32_227 : i32] : vector<2xf64>
        %381 = arith.bitcast %380 : f64 to i64
        %c9223372036854775807_i64_228 = arith.constant 9223372036854775807 : i64
        %382 = arith.andi %381, %c9223372036854775807_i64_228 : i64
        %383 = arith.bitcast %382 : i64 to f64
        %384 = llvm.intr.maxnum(%379, %383) : (f64, f64) -> f64
        %385 = llvm.intr.minnum(%379, %383) : (f64, f64) -> f64
        %386 = arith.addf %379, %383 : f64
        memref.store %386, %alloca_53[] : memref<f64>
        %cst_229 = arith.constant 0.000000e+00 : f64
        %387 = arith.cmpf ogt, %384, %cst_229 : f64
        %cst_230 = arith.constant 0x7FF0000000000000 : f64
        %388 = arith.cmpf olt, %384, %cst_230 : f64
        %389 = arith.andi %387, %388 : i1
        %390 = arith.cmpf oeq, %386, %386 : f64
        %391 = arith.andi %389, %390 : i1
        scf.if %391 {
          %cst_297 = arith.constant 1.000000e+00 : f64
          memref.store %cst_297, %alloca_54[] : memref<f64>
          %cst_298 = arith.constant 3.2733906078961419E+150 : f64
          %544 = arith.cmpf ogt, %384, %cst_298 : f64
          scf.if %544 {
            %cst_301 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_301, %alloca_54[] : memref<f64>
          }
          %cst_299 = arith.constant 3.0549363634996047E-151 : f64
          %545 = arith.cmpf olt, %384, %cst_299 : f64
          scf.if %545 {
            %cst_301 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_301, %alloca_54[] : memref<f64>
          }
          %546 = memref.load %alloca_54[] : memref<f64>
          %547 = arith.mulf %384, %546 : f64
          %548 = memref.load %alloca_54[] : memref<f64>
          %549 = arith.mulf %385, %548 : f64
          %550 = arith.mulf %549, %549 : f64
          %551 = llvm.intr.fma(%547, %547, %550) : (f64, f64, f64) -> f64
          %552 = math.sqrt %551 : f64
          %553 = arith.mulf %552, %552 : f64
          %554 = arith.negf %553 : f64
          %555 = llvm.intr.fma(%552, %552, %554) : (f64, f64, f64) -> f64
          %556 = arith.mulf %547, %547 : f64
          %557 = arith.negf %556 : f64
          %558 = llvm.intr.fma(%547, %547, %557) : (f64, f64, f64) -> f64
          %559 = arith.subf %556, %553 : f64
          %560 = llvm.intr.fma(%549, %549, %559) : (f64, f64, f64) -> f64
          %561 = arith.subf %558, %555 : f64
          %562 = arith.addf %560, %561 : f64
          %cst_300 = arith.constant 2.000000e+00 : f64
          %563 = arith.mulf %cst_300, %552 : f64
          %564 = arith.divf %562, %563 : f64
          %565 = arith.addf %552, %564 : f64
          %566 = memref.load %alloca_54[] : memref<f64>
          %567 = arith.divf %565, %566 : f64
          memref.store %567, %alloca_53[] : memref<f64>
        }
        %cst_231 = arith.constant 0x7FF0000000000000 : f64
        %392 = arith.cmpf oeq, %379, %cst_231 : f64
        %cst_232 = arith.constant 0x7FF0000000000000 : f64
        %393 = arith.cmpf oeq, %383, %cst_232 : f64
        %394 = arith.ori %392, %393 : i1
        scf.if %394 {
          %cst_297 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_297, %alloca_53[] : memref<f64>
        }
        %395 = memref.load %alloca_53[] : memref<f64>
        %c0_i32_233 = arith.constant 0 : i32
        %396 = llvm.extractelement %331[%c0_i32_233 : i32] : vector<2xf64>
        %397 = arith.bitcast %396 : f64 to i64
        %c9223372036854775807_i64_234 = arith.constant 9223372036854775807 : i64
        %398 = arith.andi %397, %c9223372036854775807_i64_234 : i64
        %399 = arith.bitcast %398 : i64 to f64
        %c1_i32_235 = arith.constant 1 : i32
        %400 = llvm.extractelement %331[%c1_i32_235 : i32] : vector<2xf64>
        %401 = arith.bitcast %400 : f64 to i64
        %c9223372036854775807_i64_236 = arith.constant 9223372036854775807 : i64
        %402 = arith.andi %401, %c9223372036854775807_i64_236 : i64
        %403 = arith.bitcast %402 : i64 to f64
        %404 = llvm.intr.maxnum(%399, %403) : (f64, f64) -> f64
        %405 = llvm.intr.minnum(%399, %403) : (f64, f64) -> f64
        %406 = arith.addf %399, %403 : f64
        memref.store %406, %alloca_55[] : memref<f64>
        %cst_237 = arith.constant 0.000000e+00 : f64
        %407 = arith.cmpf ogt, %404, %cst_237 : f64
        %cst_238 = arith.constant 0x7FF0000000000000 : f64
        %408 = arith.cmpf olt, %404, %cst_238 : f64
        %409 = arith.andi %407, %408 : i1
        %410 = arith.cmpf oeq, %406, %406 : f64
        %411 = arith.andi %409, %410 : i1
        scf.if %411 {
          %cst_297 = arith.constant 1.000000e+00 : f64
          memref.store %cst_297, %alloca_56[] : memref<f64>
          %cst_298 = arith.constant 3.2733906078961419E+150 : f64
          %544 = arith.cmpf ogt, %404, %cst_298 : f64
          scf.if %544 {
            %cst_301 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_301, %alloca_56[] : memref<f64>
          }
          %cst_299 = arith.constant 3.0549363634996047E-151 : f64
          %545 = arith.cmpf olt, %404, %cst_299 : f64
          scf.if %545 {
            %cst_301 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_301, %alloca_56[] : memref<f64>
          }
          %546 = memref.load %alloca_56[] : memref<f64>
          %547 = arith.mulf %404, %546 : f64
          %548 = memref.load %alloca_56[] : memref<f64>
          %549 = arith.mulf %405, %548 : f64
          %550 = arith.mulf %549, %549 : f64
          %551 = llvm.intr.fma(%547, %547, %550) : (f64, f64, f64) -> f64
          %552 = math.sqrt %551 : f64
          %553 = arith.mulf %552, %552 : f64
          %554 = arith.negf %553 : f64
          %555 = llvm.intr.fma(%552, %552, %554) : (f64, f64, f64) -> f64
          %556 = arith.mulf %547, %547 : f64
          %557 = arith.negf %556 : f64
          %558 = llvm.intr.fma(%547, %547, %557) : (f64, f64, f64) -> f64
          %559 = arith.subf %556, %553 : f64
          %560 = llvm.intr.fma(%549, %549, %559) : (f64, f64, f64) -> f64
          %561 = arith.subf %558, %555 : f64
          %562 = arith.addf %560, %561 : f64
          %cst_300 = arith.constant 2.000000e+00 : f64
          %563 = arith.mulf %cst_300, %552 : f64
          %564 = arith.divf %562, %563 : f64
          %565 = arith.addf %552, %564 : f64
          %566 = memref.load %alloca_56[] : memref<f64>
          %567 = arith.divf %565, %566 : f64
          memref.store %567, %alloca_55[] : memref<f64>
        }
        %cst_239 = arith.constant 0x7FF0000000000000 : f64
        %412 = arith.cmpf oeq, %399, %cst_239 : f64
        %cst_240 = arith.constant 0x7FF0000000000000 : f64
        %413 = arith.cmpf oeq, %403, %cst_240 : f64
        %414 = arith.ori %412, %413 : i1
        scf.if %414 {
          %cst_297 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_297, %alloca_55[] : memref<f64>
        }
        %415 = memref.load %alloca_55[] : memref<f64>
        %c0_i32_241 = arith.constant 0 : i32
        %416 = llvm.extractelement %335[%c0_i32_241 : i32] : vector<2xf64>
        %417 = arith.bitcast %416 : f64 to i64
        %c9223372036854775807_i64_242 = arith.constant 9223372036854775807 : i64
        %418 = arith.andi %417, %c9223372036854775807_i64_242 : i64
        %419 = arith.bitcast %418 : i64 to f64
        %c1_i32_243 = arith.constant 1 : i32
        %420 = llvm.extractelement %335[%c1_i32_243 : i32] : vector<2xf64>
        %421 = arith.bitcast %420 : f64 to i64
        %c9223372036854775807_i64_244 = arith.constant 9223372036854775807 : i64
        %422 = arith.andi %421, %c9223372036854775807_i64_244 : i64
        %423 = arith.bitcast %422 : i64 to f64
        %424 = llvm.intr.maxnum(%419, %423) : (f64, f64) -> f64
        %425 = llvm.intr.minnum(%419, %423) : (f64, f64) -> f64
        %426 = arith.addf %419, %423 : f64
        memref.store %426, %alloca_57[] : memref<f64>
        %cst_245 = arith.constant 0.000000e+00 : f64
        %427 = arith.cmpf ogt, %424, %cst_245 : f64
        %cst_246 = arith.constant 0x7FF0000000000000 : f64
        %428 = arith.cmpf olt, %424, %cst_246 : f64
        %429 = arith.andi %427, %428 : i1
        %430 = arith.cmpf oeq, %426, %426 : f64
        %431 = arith.andi %429, %430 : i1
        scf.if %431 {
          %cst_297 = arith.constant 1.000000e+00 : f64
          memref.store %cst_297, %alloca_58[] : memref<f64>
          %cst_298 = arith.constant 3.2733906078961419E+150 : f64
          %544 = arith.cmpf ogt, %424, %cst_298 : f64
          scf.if %544 {
            %cst_301 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_301, %alloca_58[] : memref<f64>
          }
          %cst_299 = arith.constant 3.0549363634996047E-151 : f64
          %545 = arith.cmpf olt, %424, %cst_299 : f64
          scf.if %545 {
            %cst_301 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_301, %alloca_58[] : memref<f64>
          }
          %546 = memref.load %alloca_58[] : memref<f64>
          %547 = arith.mulf %424, %546 : f64
          %548 = memref.load %alloca_58[] : memref<f64>
          %549 = arith.mulf %425, %548 : f64
          %550 = arith.mulf %549, %549 : f64
          %551 = llvm.intr.fma(%547, %547, %550) : (f64, f64, f64) -> f64
          %552 = math.sqrt %551 : f64
          %553 = arith.mulf %552, %552 : f64
          %554 = arith.negf %553 : f64
          %555 = llvm.intr.fma(%552, %552, %554) : (f64, f64, f64) -> f64
          %556 = arith.mulf %547, %547 : f64
          %557 = arith.negf %556 : f64
          %558 = llvm.intr.fma(%547, %547, %557) : (f64, f64, f64) -> f64
          %559 = arith.subf %556, %553 : f64
          %560 = llvm.intr.fma(%549, %549, %559) : (f64, f64, f64) -> f64
          %561 = arith.subf %558, %555 : f64
          %562 = arith.addf %560, %561 : f64
          %cst_300 = arith.constant 2.000000e+00 : f64
          %563 = arith.mulf %cst_300, %552 : f64
          %564 = arith.divf %562, %563 : f64
          %565 = arith.addf %552, %564 : f64
          %566 = memref.load %alloca_58[] : memref<f64>
          %567 = arith.divf %565, %566 : f64
          memref.store %567, %alloca_57[] : memref<f64>
        }
        %cst_247 = arith.constant 0x7FF0000000000000 : f64
        %432 = arith.cmpf oeq, %419, %cst_247 : f64
        %cst_248 = arith.constant 0x7FF0000000000000 : f64
        %433 = arith.cmpf oeq, %423, %cst_248 : f64
        %434 = arith.ori %432, %433 : i1
        scf.if %434 {
          %cst_297 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_297, %alloca_57[] : memref<f64>
        }
        %435 = memref.load %alloca_57[] : memref<f64>
        %c0_i32_249 = arith.constant 0 : i32
        %436 = llvm.extractelement %339[%c0_i32_249 : i32] : vector<2xf64>
        %437 = arith.bitcast %436 : f64 to i64
        %c9223372036854775807_i64_250 = arith.constant 9223372036854775807 : i64
        %438 = arith.andi %437, %c9223372036854775807_i64_250 : i64
        %439 = arith.bitcast %438 : i64 to f64
        %c1_i32_251 = arith.constant 1 : i32
        %440 = llvm.extractelement %339[%c1_i32_251 : i32] : vector<2xf64>
        %441 = arith.bitcast %440 : f64 to i64
        %c9223372036854775807_i64_252 = arith.constant 9223372036854775807 : i64
        %442 = arith.andi %441, %c9223372036854775807_i64_252 : i64
        %443 = arith.bitcast %442 : i64 to f64
        %444 = llvm.intr.maxnum(%439, %443) : (f64, f64) -> f64
        %445 = llvm.intr.minnum(%439, %443) : (f64, f64) -> f64
        %446 = arith.addf %439, %443 : f64
        memref.store %446, %alloca_59[] : memref<f64>
        %cst_253 = arith.constant 0.000000e+00 : f64
        %447 = arith.cmpf ogt, %444, %cst_253 : f64
        %cst_254 = arith.constant 0x7FF0000000000000 : f64
        %448 = arith.cmpf olt, %444, %cst_254 : f64
        %449 = arith.andi %447, %448 : i1
        %450 = arith.cmpf oeq, %446, %446 : f64
        %451 = arith.andi %449, %450 : i1
        scf.if %451 {
          %cst_297 = arith.constant 1.000000e+00 : f64
          memref.store %cst_297, %alloca_60[] : memref<f64>
          %cst_298 = arith.constant 3.2733906078961419E+150 : f64
          %544 = arith.cmpf ogt, %444, %cst_298 : f64
          scf.if %544 {
            %cst_301 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_301, %alloca_60[] : memref<f64>
          }
          %cst_299 = arith.constant 3.0549363634996047E-151 : f64
          %545 = arith.cmpf olt, %444, %cst_299 : f64
          scf.if %545 {
            %cst_301 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_301, %alloca_60[] : memref<f64>
          }
          %546 = memref.load %alloca_60[] : memref<f64>
          %547 = arith.mulf %444, %546 : f64
          %548 = memref.load %alloca_60[] : memref<f64>
          %549 = arith.mulf %445, %548 : f64
          %550 = arith.mulf %549, %549 : f64
          %551 = llvm.intr.fma(%547, %547, %550) : (f64, f64, f64) -> f64
          %552 = math.sqrt %551 : f64
          %553 = arith.mulf %552, %552 : f64
          %554 = arith.negf %553 : f64
          %555 = llvm.intr.fma(%552, %552, %554) : (f64, f64, f64) -> f64
          %556 = arith.mulf %547, %547 : f64
          %557 = arith.negf %556 : f64
          %558 = llvm.intr.fma(%547, %547, %557) : (f64, f64, f64) -> f64
          %559 = arith.subf %556, %553 : f64
          %560 = llvm.intr.fma(%549, %549, %559) : (f64, f64, f64) -> f64
          %561 = arith.subf %558, %555 : f64
          %562 = arith.addf %560, %561 : f64
          %cst_300 = arith.constant 2.000000e+00 : f64
          %563 = arith.mulf %cst_300, %552 : f64
          %564 = arith.divf %562, %563 : f64
          %565 = arith.addf %552, %564 : f64
          %566 = memref.load %alloca_60[] : memref<f64>
          %567 = arith.divf %565, %566 : f64
          memref.store %567, %alloca_59[] : memref<f64>
        }
        %cst_255 = arith.constant 0x7FF0000000000000 : f64
        %452 = arith.cmpf oeq, %439, %cst_255 : f64
        %cst_256 = arith.constant 0x7FF0000000000000 : f64
        %453 = arith.cmpf oeq, %443, %cst_256 : f64
        %454 = arith.ori %452, %453 : i1
        scf.if %454 {
          %cst_297 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_297, %alloca_59[] : memref<f64>
        }
        %455 = memref.load %alloca_59[] : memref<f64>
        %c0_i32_257 = arith.constant 0 : i32
        %456 = llvm.extractelement %343[%c0_i32_257 : i32] : vector<2xf64>
        %457 = arith.bitcast %456 : f64 to i64
        %c9223372036854775807_i64_258 = arith.constant 9223372036854775807 : i64
        %458 = arith.andi %457, %c9223372036854775807_i64_258 : i64
        %459 = arith.bitcast %458 : i64 to f64
        %c1_i32_259 = arith.constant 1 : i32
        %460 = llvm.extractelement %343[%c1_i32_259 : i32] : vector<2xf64>
        %461 = arith.bitcast %460 : f64 to i64
        %c9223372036854775807_i64_260 = arith.constant 9223372036854775807 : i64
        %462 = arith.andi %461, %c9223372036854775807_i64_260 : i64
        %463 = arith.bitcast %462 : i64 to f64
        %464 = llvm.intr.maxnum(%459, %463) : (f64, f64) -> f64
        %465 = llvm.intr.minnum(%459, %463) : (f64, f64) -> f64
        %466 = arith.addf %459, %463 : f64
        memref.store %466, %alloca_61[] : memref<f64>
        %cst_261 = arith.constant 0.000000e+00 : f64
        %467 = arith.cmpf ogt, %464, %cst_261 : f64
        %cst_262 = arith.constant 0x7FF0000000000000 : f64
        %468 = arith.cmpf olt, %464, %cst_262 : f64
        %469 = arith.andi %467, %468 : i1
        %470 = arith.cmpf oeq, %466, %466 : f64
        %471 = arith.andi %469, %470 : i1
        scf.if %471 {
          %cst_297 = arith.constant 1.000000e+00 : f64
          memref.store %cst_297, %alloca_62[] : memref<f64>
          %cst_298 = arith.constant 3.2733906078961419E+150 : f64
          %544 = arith.cmpf ogt, %464, %cst_298 : f64
          scf.if %544 {
            %cst_301 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_301, %alloca_62[] : memref<f64>
          }
          %cst_299 = arith.constant 3.0549363634996047E-151 : f64
          %545 = arith.cmpf olt, %464, %cst_299 : f64
          scf.if %545 {
            %cst_301 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_301, %alloca_62[] : memref<f64>
          }
          %546 = memref.load %alloca_62[] : memref<f64>
          %547 = arith.mulf %464, %546 : f64
          %548 = memref.load %alloca_62[] : memref<f64>
          %549 = arith.mulf %465, %548 : f64
          %550 = arith.mulf %549, %549 : f64
          %551 = llvm.intr.fma(%547, %547, %550) : (f64, f64, f64) -> f64
          %552 = math.sqrt %551 : f64
          %553 = arith.mulf %552, %552 : f64
          %554 = arith.negf %553 : f64
          %555 = llvm.intr.fma(%552, %552, %554) : (f64, f64, f64) -> f64
          %556 = arith.mulf %547, %547 : f64
          %557 = arith.negf %556 : f64
          %558 = llvm.intr.fma(%547, %547, %557) : (f64, f64, f64) -> f64
          %559 = arith.subf %556, %553 : f64
          %560 = llvm.intr.fma(%549, %549, %559) : (f64, f64, f64) -> f64
          %561 = arith.subf %558, %555 : f64
          %562 = arith.addf %560, %561 : f64
          %cst_300 = arith.constant 2.000000e+00 : f64
          %563 = arith.mulf %cst_300, %552 : f64
          %564 = arith.divf %562, %563 : f64
          %565 = arith.addf %552, %564 : f64
          %566 = memref.load %alloca_62[] : memref<f64>
          %567 = arith.divf %565, %566 : f64
          memref.store %567, %alloca_61[] : memref<f64>
        }
        %cst_263 = arith.constant 0x7FF0000000000000 : f64
        %472 = arith.cmpf oeq, %459, %cst_263 : f64
        %cst_264 = arith.constant 0x7FF0000000000000 : f64
        %473 = arith.cmpf oeq, %463, %cst_264 : f64
        %474 = arith.ori %472, %473 : i1
        scf.if %474 {
          %cst_297 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_297, %alloca_61[] : memref<f64>
        }
        %475 = memref.load %alloca_61[] : memref<f64>
        %c0_i32_265 = arith.constant 0 : i32
        %476 = llvm.extractelement %347[%c0_i32_265 : i32] : vector<2xf64>
        %477 = arith.bitcast %476 : f64 to i64
        %c9223372036854775807_i64_266 = arith.constant 9223372036854775807 : i64
        %478 = arith.andi %477, %c9223372036854775807_i64_266 : i64
        %479 = arith.bitcast %478 : i64 to f64
        %c1_i32_267 = arith.constant 1 : i32
        %480 = llvm.extractelement %347[%c1_i32_267 : i32] : vector<2xf64>
        %481 = arith.bitcast %480 : f64 to i64
        %c9223372036854775807_i64_268 = arith.constant 9223372036854775807 : i64
        %482 = arith.andi %481, %c9223372036854775807_i64_268 : i64
        %483 = arith.bitcast %482 : i64 to f64
        %484 = llvm.intr.maxnum(%479, %483) : (f64, f64) -> f64
        %485 = llvm.intr.minnum(%479, %483) : (f64, f64) -> f64
        %486 = arith.addf %479, %483 : f64
        memref.store %486, %alloca_63[] : memref<f64>
        %cst_269 = arith.constant 0.000000e+00 : f64
        %487 = arith.cmpf ogt, %484, %cst_269 : f64
        %cst_270 = arith.constant 0x7FF0000000000000 : f64
        %488 = arith.cmpf olt, %484, %cst_270 : f64
        %489 = arith.andi %487, %488 : i1
        %490 = arith.cmpf oeq, %486, %486 : f64
        %491 = arith.andi %489, %490 : i1
        scf.if %491 {
          %cst_297 = arith.constant 1.000000e+00 : f64
          memref.store %cst_297, %alloca_64[] : memref<f64>
          %cst_298 = arith.constant 3.2733906078961419E+150 : f64
          %544 = arith.cmpf ogt, %484, %cst_298 : f64
          scf.if %544 {
            %cst_301 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_301, %alloca_64[] : memref<f64>
          }
          %cst_299 = arith.constant 3.0549363634996047E-151 : f64
          %545 = arith.cmpf olt, %484, %cst_299 : f64
          scf.if %545 {
            %cst_301 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_301, %alloca_64[] : memref<f64>
          }
          %546 = memref.load %alloca_64[] : memref<f64>
          %547 = arith.mulf %484, %546 : f64
          %548 = memref.load %alloca_64[] : memref<f64>
          %549 = arith.mulf %485, %548 : f64
          %550 = arith.mulf %549, %549 : f64
          %551 = llvm.intr.fma(%547, %547, %550) : (f64, f64, f64) -> f64
          %552 = math.sqrt %551 : f64
          %553 = arith.mulf %552, %552 : f64
          %554 = arith.negf %553 : f64
          %555 = llvm.intr.fma(%552, %552, %554) : (f64, f64, f64) -> f64
          %556 = arith.mulf %547, %547 : f64
          %557 = arith.negf %556 : f64
          %558 = llvm.intr.fma(%547, %547, %557) : (f64, f64, f64) -> f64
          %559 = arith.subf %556, %553 : f64
          %560 = llvm.intr.fma(%549, %549, %559) : (f64, f64, f64) -> f64
          %561 = arith.subf %558, %555 : f64
          %562 = arith.addf %560, %561 : f64
          %cst_300 = arith.constant 2.000000e+00 : f64
          %563 = arith.mulf %cst_300, %552 : f64
          %564 = arith.divf %562, %563 : f64
          %565 = arith.addf %552, %564 : f64
          %566 = memref.load %alloca_64[] : memref<f64>
          %567 = arith.divf %565, %566 : f64
          memref.store %567, %alloca_63[] : memref<f64>
        }
        %cst_271 = arith.constant 0x7FF0000000000000 : f64
        %492 = arith.cmpf oeq, %479, %cst_271 : f64
        %cst_272 = arith.constant 0x7FF0000000000000 : f64
        %493 = arith.cmpf oeq, %483, %cst_272 : f64
        %494 = arith.ori %492, %493 : i1
        scf.if %494 {
          %cst_297 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_297, %alloca_63[] : memref<f64>
        }
        %495 = memref.load %alloca_63[] : memref<f64>
        %c0_i32_273 = arith.constant 0 : i32
        %496 = llvm.extractelement %351[%c0_i32_273 : i32] : vector<2xf64>
        %497 = arith.bitcast %496 : f64 to i64
        %c9223372036854775807_i64_274 = arith.constant 9223372036854775807 : i64
        %498 = arith.andi %497, %c9223372036854775807_i64_274 : i64
        %499 = arith.bitcast %498 : i64 to f64
        %c1_i32_275 = arith.constant 1 : i32
        %500 = llvm.extractelement %351[%c1_i32_275 : i32] : vector<2xf64>
        %501 = arith.bitcast %500 : f64 to i64
        %c9223372036854775807_i64_276 = arith.constant 9223372036854775807 : i64
        %502 = arith.andi %501, %c9223372036854775807_i64_276 : i64
        %503 = arith.bitcast %502 : i64 to f64
        %504 = llvm.intr.maxnum(%499, %503) : (f64, f64) -> f64
        %505 = llvm.intr.minnum(%499, %503) : (f64, f64) -> f64
        %506 = arith.addf %499, %503 : f64
        memref.store %506, %alloca_65[] : memref<f64>
        %cst_277 = arith.constant 0.000000e+00 : f64
        %507 = arith.cmpf ogt, %504, %cst_277 : f64
        %cst_278 = arith.constant 0x7FF0000000000000 : f64
        %508 = arith.cmpf olt, %504, %cst_278 : f64
        %509 = arith.andi %507, %508 : i1
        %510 = arith.cmpf oeq, %506, %506 : f64
        %511 = arith.andi %509, %510 : i1
        scf.if %511 {
          %cst_297 = arith.constant 1.000000e+00 : f64
          memref.store %cst_297, %alloca_66[] : memref<f64>
          %cst_298 = arith.constant 3.2733906078961419E+150 : f64
          %544 = arith.cmpf ogt, %504, %cst_298 : f64
          scf.if %544 {
            %cst_301 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_301, %alloca_66[] : memref<f64>
          }
          %cst_299 = arith.constant 3.0549363634996047E-151 : f64
          %545 = arith.cmpf olt, %504, %cst_299 : f64
          scf.if %545 {
            %cst_301 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_301, %alloca_66[] : memref<f64>
          }
          %546 = memref.load %alloca_66[] : memref<f64>
          %547 = arith.mulf %504, %546 : f64
          %548 = memref.load %alloca_66[] : memref<f64>
          %549 = arith.mulf %505, %548 : f64
          %550 = arith.mulf %549, %549 : f64
          %551 = llvm.intr.fma(%547, %547, %550) : (f64, f64, f64) -> f64
          %552 = math.sqrt %551 : f64
          %553 = arith.mulf %552, %552 : f64
          %554 = arith.negf %553 : f64
          %555 = llvm.intr.fma(%552, %552, %554) : (f64, f64, f64) -> f64
          %556 = arith.mulf %547, %547 : f64
          %557 = arith.negf %556 : f64
          %558 = llvm.intr.fma(%547, %547, %557) : (f64, f64, f64) -> f64
          %559 = arith.subf %556, %553 : f64
          %560 = llvm.intr.fma(%549, %549, %559) : (f64, f64, f64) -> f64
          %561 = arith.subf %558, %555 : f64
          %562 = arith.addf %560, %561 : f64
          %cst_300 = arith.constant 2.000000e+00 : f64
          %563 = arith.mulf %cst_300, %552 : f64
          %564 = arith.divf %562, %563 : f64
          %565 = arith.addf %552, %564 : f64
          %566 = memref.load %alloca_66[] : memref<f64>
          %567 = arith.divf %565, %566 : f64
          memref.store %567, %alloca_65[] : memref<f64>
        }
        %cst_279 = arith.constant 0x7FF0000000000000 : f64
        %512 = arith.cmpf oeq, %499, %cst_279 : f64
        %cst_280 = arith.constant 0x7FF0000000000000 : f64
        %513 = arith.cmpf oeq, %503, %cst_280 : f64
        %514 = arith.ori %512, %513 : i1
        scf.if %514 {
          %cst_297 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_297, %alloca_65[] : memref<f64>
        }
        %515 = memref.load %alloca_65[] : memref<f64>
        %c0_i32_281 = arith.constant 0 : i32
        %516 = llvm.extractelement %355[%c0_i32_281 : i32] : vector<2xf64>
        %517 = arith.bitcast %516 : f64 to i64
        %c9223372036854775807_i64_282 = arith.constant 9223372036854775807 : i64
        %518 = arith.andi %517, %c9223372036854775807_i64_282 : i64
        %519 = arith.bitcast %518 : i64 to f64
        %c1_i32_283 = arith.constant 1 : i32
        %520 = llvm.extractelement %355[%c1_i32_283 : i32] : vector<2xf64>
        %521 = arith.bitcast %520 : f64 to i64
        %c9223372036854775807_i64_284 = arith.constant 9223372036854775807 : i64
        %522 = arith.andi %521, %c9223372036854775807_i64_284 : i64
        %523 = arith.bitcast %522 : i64 to f64
        %524 = llvm.intr.maxnum(%519, %523) : (f64, f64) -> f64
        %525 = llvm.intr.minnum(%519, %523) : (f64, f64) -> f64
        %526 = arith.addf %519, %523 : f64
        memref.store %526, %alloca_67[] : memref<f64>
        %cst_285 = arith.constant 0.000000e+00 : f64
        %527 = arith.cmpf ogt, %524, %cst_285 : f64
        %cst_286 = arith.constant 0x7FF0000000000000 : f64
        %528 = arith.cmpf olt, %524, %cst_286 : f64
        %529 = arith.andi %527, %528 : i1
        %530 = arith.cmpf oeq, %526, %526 : f64
        %531 = arith.andi %529, %530 : i1
        scf.if %531 {
          %cst_297 = arith.constant 1.000000e+00 : f64
          memref.store %cst_297, %alloca_68[] : memref<f64>
          %cst_298 = arith.constant 3.2733906078961419E+150 : f64
          %544 = arith.cmpf ogt, %524, %cst_298 : f64
          scf.if %544 {
            %cst_301 = arith.constant 2.4099198651028841E-181 : f64
            memref.store %cst_301, %alloca_68[] : memref<f64>
          }
          %cst_299 = arith.constant 3.0549363634996047E-151 : f64
          %545 = arith.cmpf olt, %524, %cst_299 : f64
          scf.if %545 {
            %cst_301 = arith.constant 1.0715086071862673E+301 : f64
            memref.store %cst_301, %alloca_68[] : memref<f64>
          }
          %546 = memref.load %alloca_68[] : memref<f64>
          %547 = arith.mulf %524, %546 : f64
          %548 = memref.load %alloca_68[] : memref<f64>
          %549 = arith.mulf %525, %548 : f64
          %550 = arith.mulf %549, %549 : f64
          %551 = llvm.intr.fma(%547, %547, %550) : (f64, f64, f64) -> f64
          %552 = math.sqrt %551 : f64
          %553 = arith.mulf %552, %552 : f64
          %554 = arith.negf %553 : f64
          %555 = llvm.intr.fma(%552, %552, %554) : (f64, f64, f64) -> f64
          %556 = arith.mulf %547, %547 : f64
          %557 = arith.negf %556 : f64
          %558 = llvm.intr.fma(%547, %547, %557) : (f64, f64, f64) -> f64
          %559 = arith.subf %556, %553 : f64
          %560 = llvm.intr.fma(%549, %549, %559) : (f64, f64, f64) -> f64
          %561 = arith.subf %558, %555 : f64
          %562 = arith.addf %560, %561 : f64
          %cst_300 = arith.constant 2.000000e+00 : f64
          %563 = arith.mulf %cst_300, %552 : f64
          %564 = arith.divf %562, %563 : f64
          %565 = arith.addf %552, %564 : f64
          %566 = memref.load %alloca_68[] : memref<f64>
          %567 = arith.divf %565, %566 : f64
          memref.store %567, %alloca_67[] : memref<f64>
        }
        %cst_287 = arith.constant 0x7FF0000000000000 : f64
        %532 = arith.cmpf oeq, %519, %cst_287 : f64
        %cst_288 = arith.constant 0x7FF0000000000000 : f64
        %533 = arith.cmpf oeq, %523, %cst_288 : f64
        %534 = arith.ori %532, %533 : i1
        scf.if %534 {
          %cst_297 = arith.constant 0x7FF0000000000000 : f64
          memref.store %cst_297, %alloca_67[] : memref<f64>
        }
        %535 = memref.load %alloca_67[] : memref<f64>
        llvm.store %375, %83 : f64, !llvm.ptr<1>
        %c1_i64_289 = arith.constant 1 : i64
        %536 = llvm.getelementptr %83[%c1_i64_289] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %395, %536 : f64, !llvm.ptr<1>
        %c2_i64_290 = arith.constant 2 : i64
        %537 = llvm.getelementptr %83[%c2_i64_290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %415, %537 : f64, !llvm.ptr<1>
        %c3_i64_291 = arith.constant 3 : i64
        %538 = llvm.getelementptr %83[%c3_i64_291] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %435, %538 : f64, !llvm.ptr<1>
        %c4_i64_292 = arith.constant 4 : i64
        %539 = llvm.getelementptr %83[%c4_i64_292] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %455, %539 : f64, !llvm.ptr<1>
        %c5_i64_293 = arith.constant 5 : i64
        %540 = llvm.getelementptr %83[%c5_i64_293] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %475, %540 : f64, !llvm.ptr<1>
        %c6_i64_294 = arith.constant 6 : i64
        %541 = llvm.getelementptr %83[%c6_i64_294] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %495, %541 : f64, !llvm.ptr<1>
        %c7_i64_295 = arith.constant 7 : i64
        %542 = llvm.getelementptr %83[%c7_i64_295] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %515, %542 : f64, !llvm.ptr<1>
        %c8_i64_296 = arith.constant 8 : i64
        %543 = llvm.getelementptr %83[%c8_i64_296] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %535, %543 : f64, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
