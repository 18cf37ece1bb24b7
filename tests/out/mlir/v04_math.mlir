module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%arg0: memref<16x?xf32, strided<[1, 16]>, 1>, %arg1: memref<16x12x?xf16, strided<[1, 16, 192]>, 1>, %arg2: memref<16x12x?xbf16, strided<[1, 16, 192]>, 1>, %arg3: memref<16x12x?xf32, strided<[1, 16, 192]>, 1>, %arg4: memref<16x12x?xf64, strided<[1, 16, 192]>, 1>, %arg5: memref<16x4x?xvector<2xf32>, strided<[1, 16, 64]>, 1>, %arg6: memref<16x4x?xvector<2xf64>, strided<[1, 16, 64]>, 1>) kernel attributes {nvvm.reqntid = array<i32: 32, 1, 1>} {
      %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<16x?xf32, strided<[1, 16]>, 1> -> memref<f32, 1>, index, index, index, index, index
      %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<16x?xf32, strided<[1, 16]>, 1> -> index
      %0 = arith.index_cast %intptr : index to i64
      %1 = llvm.inttoptr %0 : i64 to !llvm.ptr<1>
      %2 = arith.index_cast %sizes#1 : index to i64
      %base_buffer_0, %offset_1, %sizes_2:3, %strides_3:3 = memref.extract_strided_metadata %arg1 : memref<16x12x?xf16, strided<[1, 16, 192]>, 1> -> memref<f16, 1>, index, index, index, index, index, index, index
      %intptr_4 = memref.extract_aligned_pointer_as_index %arg1 : memref<16x12x?xf16, strided<[1, 16, 192]>, 1> -> index
      %3 = arith.index_cast %intptr_4 : index to i64
      %4 = llvm.inttoptr %3 : i64 to !llvm.ptr<1>
      %5 = arith.index_cast %sizes_2#2 : index to i64
      %base_buffer_5, %offset_6, %sizes_7:3, %strides_8:3 = memref.extract_strided_metadata %arg2 : memref<16x12x?xbf16, strided<[1, 16, 192]>, 1> -> memref<bf16, 1>, index, index, index, index, index, index, index
      %intptr_9 = memref.extract_aligned_pointer_as_index %arg2 : memref<16x12x?xbf16, strided<[1, 16, 192]>, 1> -> index
      %6 = arith.index_cast %intptr_9 : index to i64
      %7 = llvm.inttoptr %6 : i64 to !llvm.ptr<1>
      %8 = arith.index_cast %sizes_7#2 : index to i64
      %base_buffer_10, %offset_11, %sizes_12:3, %strides_13:3 = memref.extract_strided_metadata %arg3 : memref<16x12x?xf32, strided<[1, 16, 192]>, 1> -> memref<f32, 1>, index, index, index, index, index, index, index
      %intptr_14 = memref.extract_aligned_pointer_as_index %arg3 : memref<16x12x?xf32, strided<[1, 16, 192]>, 1> -> index
      %9 = arith.index_cast %intptr_14 : index to i64
      %10 = llvm.inttoptr %9 : i64 to !llvm.ptr<1>
      %11 = arith.index_cast %sizes_12#2 : index to i64
      %base_buffer_15, %offset_16, %sizes_17:3, %strides_18:3 = memref.extract_strided_metadata %arg4 : memref<16x12x?xf64, strided<[1, 16, 192]>, 1> -> memref<f64, 1>, index, index, index, index, index, index, index
      %intptr_19 = memref.extract_aligned_pointer_as_index %arg4 : memref<16x12x?xf64, strided<[1, 16, 192]>, 1> -> index
      %12 = arith.index_cast %intptr_19 : index to i64
      %13 = llvm.inttoptr %12 : i64 to !llvm.ptr<1>
      %14 = arith.index_cast %sizes_17#2 : index to i64
      %base_buffer_20, %offset_21, %sizes_22:3, %strides_23:3 = memref.extract_strided_metadata %arg5 : memref<16x4x?xvector<2xf32>, strided<[1, 16, 64]>, 1> -> memref<vector<2xf32>, 1>, index, index, index, index, index, index, index
      %intptr_24 = memref.extract_aligned_pointer_as_index %arg5 : memref<16x4x?xvector<2xf32>, strided<[1, 16, 64]>, 1> -> index
      %15 = arith.index_cast %intptr_24 : index to i64
      %16 = llvm.inttoptr %15 : i64 to !llvm.ptr<1>
      %17 = arith.index_cast %sizes_22#2 : index to i64
      %base_buffer_25, %offset_26, %sizes_27:3, %strides_28:3 = memref.extract_strided_metadata %arg6 : memref<16x4x?xvector<2xf64>, strided<[1, 16, 64]>, 1> -> memref<vector<2xf64>, 1>, index, index, index, index, index, index, index
      %intptr_29 = memref.extract_aligned_pointer_as_index %arg6 : memref<16x4x?xvector<2xf64>, strided<[1, 16, 64]>, 1> -> index
      %18 = arith.index_cast %intptr_29 : index to i64
      %19 = llvm.inttoptr %18 : i64 to !llvm.ptr<1>
      %20 = arith.index_cast %sizes_27#2 : index to i64
      %alloca = memref.alloca() : memref<f32>
      %alloca_30 = memref.alloca() : memref<f32>
      %alloca_31 = memref.alloca() : memref<f32>
      %alloca_32 = memref.alloca() : memref<f32>
      %alloca_33 = memref.alloca() : memref<f32>
      %alloca_34 = memref.alloca() : memref<f32>
      %alloca_35 = memref.alloca() : memref<f32>
      %alloca_36 = memref.alloca() : memref<f32>
      %alloca_37 = memref.alloca() : memref<f64>
      %alloca_38 = memref.alloca() : memref<f64>
      %alloca_39 = memref.alloca() : memref<f64>
      %alloca_40 = memref.alloca() : memref<f64>
      %alloca_41 = memref.alloca() : memref<f64>
      %alloca_42 = memref.alloca() : memref<f64>
      %alloca_43 = memref.alloca() : memref<f64>
      %alloca_44 = memref.alloca() : memref<f64>
      %block_id_x = gpu.block_id  x
      %21 = arith.index_cast %block_id_x : index to i64
      %thread_id_x = gpu.thread_id  x
      %22 = arith.index_cast %thread_id_x : index to i64
      %c16_i64 = arith.constant 16 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg7 = %22 to %c16_i64 step %c32_i64  : i64 {
        %c16_i64_45 = arith.constant 16 : i64
        %23 = arith.muli %21, %c16_i64_45 : i64
        %24 = arith.addi %arg7, %23 : i64
        %25 = llvm.getelementptr %1[%24] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        %26 = llvm.load %25 : !llvm.ptr<1> -> f32
        %cst = arith.constant 2.000000e+00 : f32
        %27 = arith.mulf %26, %cst : f32
        %28 = arith.bitcast %27 : f32 to i32
        %c2147483647_i32 = arith.constant 2147483647 : i32
        %29 = arith.andi %28, %c2147483647_i32 : i32
        %30 = arith.bitcast %29 : i32 to f32
        %cst_46 = arith.constant 0.00999999977 : f32
        %31 = arith.addf %30, %cst_46 : f32
        %32 = arith.truncf %27 : f32 to f16
        %33 = arith.truncf %31 : f32 to f16
        %34 = arith.extf %32 : f16 to f32
        %35 = math.sin %34 : f32
        %36 = arith.truncf %35 : f32 to f16
        %c192_i64 = arith.constant 192 : i64
        %37 = arith.muli %21, %c192_i64 : i64
        %38 = arith.addi %arg7, %37 : i64
        %39 = llvm.getelementptr %4[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %36, %39 : f16, !llvm.ptr<1>
        %40 = arith.extf %32 : f16 to f32
        %41 = math.cos %40 : f32
        %42 = arith.truncf %41 : f32 to f16
        %c16_i64_47 = arith.constant 16 : i64
        %43 = arith.addi %arg7, %c16_i64_47 : i64
        %c192_i64_48 = arith.constant 192 : i64
        %44 = arith.muli %21, %c192_i64_48 : i64
        %45 = arith.addi %43, %44 : i64
        %46 = llvm.getelementptr %4[%45] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %42, %46 : f16, !llvm.ptr<1>
        %47 = arith.extf %32 : f16 to f32
        %48 = math.exp %47 : f32
        %49 = arith.truncf %48 : f32 to f16
        %c32_i64_49 = arith.constant 32 : i64
        %50 = arith.addi %arg7, %c32_i64_49 : i64
        %c192_i64_50 = arith.constant 192 : i64
        %51 = arith.muli %21, %c192_i64_50 : i64
        %52 = arith.addi %50, %51 : i64
        %53 = llvm.getelementptr %4[%52] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %49, %53 : f16, !llvm.ptr<1>
        %54 = arith.extf %32 : f16 to f32
        %55 = math.exp2 %54 : f32
        %56 = arith.truncf %55 : f32 to f16
        %c48_i64 = arith.constant 48 : i64
        %57 = arith.addi %arg7, %c48_i64 : i64
        %c192_i64_51 = arith.constant 192 : i64
        %58 = arith.muli %21, %c192_i64_51 : i64
        %59 = arith.addi %57, %58 : i64
        %60 = llvm.getelementptr %4[%59] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %56, %60 : f16, !llvm.ptr<1>
        %61 = arith.extf %33 : f16 to f32
        %62 = math.log %61 : f32
        %63 = arith.truncf %62 : f32 to f16
        %c64_i64 = arith.constant 64 : i64
        %64 = arith.addi %arg7, %c64_i64 : i64
        %c192_i64_52 = arith.constant 192 : i64
        %65 = arith.muli %21, %c192_i64_52 : i64
        %66 = arith.addi %64, %65 : i64
        %67 = llvm.getelementptr %4[%66] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %63, %67 : f16, !llvm.ptr<1>
        %68 = arith.extf %33 : f16 to f32
        %69 = math.log2 %68 : f32
        %70 = arith.truncf %69 : f32 to f16
        %c80_i64 = arith.constant 80 : i64
        %71 = arith.addi %arg7, %c80_i64 : i64
        %c192_i64_53 = arith.constant 192 : i64
        %72 = arith.muli %21, %c192_i64_53 : i64
        %73 = arith.addi %71, %72 : i64
        %74 = llvm.getelementptr %4[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %70, %74 : f16, !llvm.ptr<1>
        %75 = arith.extf %32 : f16 to f32
        %76 = math.sin %75 : f32
        %77 = arith.truncf %76 : f32 to f16
        %c96_i64 = arith.constant 96 : i64
        %78 = arith.addi %arg7, %c96_i64 : i64
        %c192_i64_54 = arith.constant 192 : i64
        %79 = arith.muli %21, %c192_i64_54 : i64
        %80 = arith.addi %78, %79 : i64
        %81 = llvm.getelementptr %4[%80] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %77, %81 : f16, !llvm.ptr<1>
        %82 = arith.extf %32 : f16 to f32
        %83 = math.cos %82 : f32
        %84 = arith.truncf %83 : f32 to f16
        %c112_i64 = arith.constant 112 : i64
        %85 = arith.addi %arg7, %c112_i64 : i64
        %c192_i64_55 = arith.constant 192 : i64
        %86 = arith.muli %21, %c192_i64_55 : i64
        %87 = arith.addi %85, %86 : i64
        %88 = llvm.getelementptr %4[%87] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %84, %88 : f16, !llvm.ptr<1>
        %89 = arith.extf %32 : f16 to f32
        %90 = math.exp %89 : f32
        %91 = arith.truncf %90 : f32 to f16
        %c128_i64 = arith.constant 128 : i64
        %92 = arith.addi %arg7, %c128_i64 : i64
        %c192_i64_56 = arith.constant 192 : i64
        %93 = arith.muli %21, %c192_i64_56 : i64
        %94 = arith.addi %92, %93 : i64
        %95 = llvm.getelementptr %4[%94] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %91, %95 : f16, !llvm.ptr<1>
        %96 = arith.extf %32 : f16 to f32
        %97 = math.exp2 %96 : f32
        %98 = arith.truncf %97 : f32 to f16
        %c144_i64 = arith.constant 144 : i64
        %99 = arith.addi %arg7, %c144_i64 : i64
        %c192_i64_57 = arith.constant 192 : i64
        %100 = arith.muli %21, %c192_i64_57 : i64
        %101 = arith.addi %99, %100 : i64
        %102 = llvm.getelementptr %4[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %98, %102 : f16, !llvm.ptr<1>
        %103 = arith.extf %33 : f16 to f32
        %104 = math.log %103 : f32
        %105 = arith.truncf %104 : f32 to f16
        %c160_i64 = arith.constant 160 : i64
        %106 = arith.addi %arg7, %c160_i64 : i64
        %c192_i64_58 = arith.constant 192 : i64
        %107 = arith.muli %21, %c192_i64_58 : i64
        %108 = arith.addi %106, %107 : i64
        %109 = llvm.getelementptr %4[%108] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %105, %109 : f16, !llvm.ptr<1>
        %110 = arith.extf %33 : f16 to f32
        %111 = math.log2 %110 : f32
        %112 = arith.truncf %111 : f32 to f16
        %c176_i64 = arith.constant 176 : i64
        %113 = arith.addi %arg7, %c176_i64 : i64
        %c192_i64_59 = arith.constant 192 : i64
        %114 = arith.muli %21, %c192_i64_59 : i64
        %115 = arith.addi %113, %114 : i64
        %116 = llvm.getelementptr %4[%115] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f16
        llvm.store %112, %116 : f16, !llvm.ptr<1>
        %117 = arith.truncf %27 : f32 to bf16
        %118 = arith.truncf %31 : f32 to bf16
        %119 = arith.extf %117 : bf16 to f32
        %120 = math.sin %119 : f32
        %121 = arith.truncf %120 : f32 to bf16
        %c192_i64_60 = arith.constant 192 : i64
        %122 = arith.muli %21, %c192_i64_60 : i64
        %123 = arith.addi %arg7, %122 : i64
        %124 = llvm.getelementptr %7[%123] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %121, %124 : bf16, !llvm.ptr<1>
        %125 = arith.extf %117 : bf16 to f32
        %126 = math.cos %125 : f32
        %127 = arith.truncf %126 : f32 to bf16
        %c16_i64_61 = arith.constant 16 : i64
        %128 = arith.addi %arg7, %c16_i64_61 : i64
        %c192_i64_62 = arith.constant 192 : i64
        %129 = arith.muli %21, %c192_i64_62 : i64
        %130 = arith.addi %128, %129 : i64
        %131 = llvm.getelementptr %7[%130] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %127, %131 : bf16, !llvm.ptr<1>
        %132 = arith.extf %117 : bf16 to f32
        %133 = math.exp %132 : f32
        %134 = arith.truncf %133 : f32 to bf16
        %c32_i64_63 = arith.constant 32 : i64
        %135 = arith.addi %arg7, %c32_i64_63 : i64
        %c192_i64_64 = arith.constant 192 : i64
        %136 = arith.muli %21, %c192_i64_64 : i64
        %137 = arith.addi %135, %136 : i64
        %138 = llvm.getelementptr %7[%137] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %134, %138 : bf16, !llvm.ptr<1>
        %139 = arith.extf %117 : bf16 to f32
        %140 = math.exp2 %139 : f32
        %141 = arith.truncf %140 : f32 to bf16
        %c48_i64_65 = arith.constant 48 : i64
        %142 = arith.addi %arg7, %c48_i64_65 : i64
        %c192_i64_66 = arith.constant 192 : i64
        %143 = arith.muli %21, %c192_i64_66 : i64
        %144 = arith.addi %142, %143 : i64
        %145 = llvm.getelementptr %7[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %141, %145 : bf16, !llvm.ptr<1>
        %146 = arith.extf %118 : bf16 to f32
        %147 = math.log %146 : f32
        %148 = arith.truncf %147 : f32 to bf16
        %c64_i64_67 = arith.constant 64 : i64
        %149 = arith.addi %arg7, %c64_i64_67 : i64
        %c192_i64_68 = arith.constant 192 : i64
        %150 = arith.muli %21, %c192_i64_68 : i64
        %151 = arith.addi %149, %150 : i64
        %152 = llvm.getelementptr %7[%151] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %148, %152 : bf16, !llvm.ptr<1>
        %153 = arith.extf %118 : bf16 to f32
        %154 = math.log2 %153 : f32
        %155 = arith.truncf %154 : f32 to bf16
        %c80_i64_69 = arith.constant 80 : i64
        %156 = arith.addi %arg7, %c80_i64_69 : i64
        %c192_i64_70 = arith.constant 192 : i64
        %157 = arith.muli %21, %c192_i64_70 : i64
        %158 = arith.addi %156, %157 : i64
        %159 = llvm.getelementptr %7[%158] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %155, %159 : bf16, !llvm.ptr<1>
        %160 = arith.extf %117 : bf16 to f32
        %161 = math.sin %160 : f32
        %162 = arith.truncf %161 : f32 to bf16
        %c96_i64_71 = arith.constant 96 : i64
        %163 = arith.addi %arg7, %c96_i64_71 : i64
        %c192_i64_72 = arith.constant 192 : i64
        %164 = arith.muli %21, %c192_i64_72 : i64
        %165 = arith.addi %163, %164 : i64
        %166 = llvm.getelementptr %7[%165] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %162, %166 : bf16, !llvm.ptr<1>
        %167 = arith.extf %117 : bf16 to f32
        %168 = math.cos %167 : f32
        %169 = arith.truncf %168 : f32 to bf16
        %c112_i64_73 = arith.constant 112 : i64
        %170 = arith.addi %arg7, %c112_i64_73 : i64
        %c192_i64_74 = arith.constant 192 : i64
        %171 = arith.muli %21, %c192_i64_74 : i64
        %172 = arith.addi %170, %171 : i64
        %173 = llvm.getelementptr %7[%172] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %169, %173 : bf16, !llvm.ptr<1>
        %174 = arith.extf %117 : bf16 to f32
        %175 = math.exp %174 : f32
        %176 = arith.truncf %175 : f32 to bf16
        %c128_i64_75 = arith.constant 128 : i64
        %177 = arith.addi %arg7, %c128_i64_75 : i64
        %c192_i64_76 = arith.constant 192 : i64
        %178 = arith.muli %21, %c192_i64_76 : i64
        %179 = arith.addi %177, %178 : i64
        %180 = llvm.getelementptr %7[%179] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %176, %180 : bf16, !llvm.ptr<1>
        %181 = arith.extf %117 : bf16 to f32
        %182 = math.exp2 %181 : f32
        %183 = arith.truncf %182 : f32 to bf16
        %c144_i64_77 = arith.constant 144 : i64
        %184 = arith.addi %arg7, %c144_i64_77 : i64
        %c192_i64_78 = arith.constant 192 : i64
        %185 = arith.muli %21, %c192_i64_78 : i64
        %186 = arith.addi %184, %185 : i64
        %187 = llvm.getelementptr %7[%186] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %183, %187 : bf16, !llvm.ptr<1>
        %188 = arith.extf %118 : bf16 to f32
        %189 = math.log %188 : f32
        %190 = arith.truncf %189 : f32 to bf16
        %c160_i64_79 = arith.constant 160 : i64
        %191 = arith.addi %arg7, %c160_i64_79 : i64
        %c192_i64_80 = arith.constant 192 : i64
        %192 = arith.muli %21, %c192_i64_80 : i64
        %193 = arith.addi %191, %192 : i64
        %194 = llvm.getelementptr %7[%193] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %190, %194 : bf16, !llvm.ptr<1>
        %195 = arith.extf %118 : bf16 to f32
        %196 = math.log2 %195 : f32
        %197 = arith.truncf %196 : f32 to bf16
        %c176_i64_81 = arith.constant 176 : i64
        %198 = arith.addi %arg7, %c176_i64_81 : i64
        %c192_i64_82 = arith.constant 192 : i64
        %199 = arith.muli %21, %c192_i64_82 : i64
        %200 = arith.addi %198, %199 : i64
        %201 = llvm.getelementptr %7[%200] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
        llvm.store %197, %201 : bf16, !llvm.ptr<1>
        %202 = math.sin %27 : f32
        %c192_i64_83 = arith.constant 192 : i64
        %203 = arith.muli %21, %c192_i64_83 : i64
        %204 = arith.addi %arg7, %203 : i64
        %205 = llvm.getelementptr %10[%204] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %202, %205 : f32, !llvm.ptr<1>
        %206 = math.cos %27 : f32
        %c16_i64_84 = arith.constant 16 : i64
        %207 = arith.addi %arg7, %c16_i64_84 : i64
        %c192_i64_85 = arith.constant 192 : i64
        %208 = arith.muli %21, %c192_i64_85 : i64
        %209 = arith.addi %207, %208 : i64
        %210 = llvm.getelementptr %10[%209] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %206, %210 : f32, !llvm.ptr<1>
        %211 = math.exp %27 : f32
        %c32_i64_86 = arith.constant 32 : i64
        %212 = arith.addi %arg7, %c32_i64_86 : i64
        %c192_i64_87 = arith.constant 192 : i64
        %213 = arith.muli %21, %c192_i64_87 : i64
        %214 = arith.addi %212, %213 : i64
        %215 = llvm.getelementptr %10[%214] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %211, %215 : f32, !llvm.ptr<1>
        %216 = math.exp2 %27 : f32
        %c48_i64_88 = arith.constant 48 : i64
        %217 = arith.addi %arg7, %c48_i64_88 : i64
        %c192_i64_89 = arith.constant 192 : i64
        %218 = arith.muli %21, %c192_i64_89 : i64
        %219 = arith.addi %217, %218 : i64
        %220 = llvm.getelementptr %10[%219] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %216, %220 : f32, !llvm.ptr<1>
        %221 = math.log %31 : f32
        %c64_i64_90 = arith.constant 64 : i64
        %222 = arith.addi %arg7, %c64_i64_90 : i64
        %c192_i64_91 = arith.constant 192 : i64
        %223 = arith.muli %21, %c192_i64_91 : i64
        %224 = arith.addi %222, %223 : i64
        %225 = llvm.getelementptr %10[%224] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %221, %225 : f32, !llvm.ptr<1>
        %226 = math.log2 %31 : f32
        %c80_i64_92 = arith.constant 80 : i64
        %227 = arith.addi %arg7, %c80_i64_92 : i64
        %c192_i64_93 = arith.constant 192 : i64
        %228 = arith.muli %21, %c192_i64_93 : i64
        %229 = arith.addi %227, %228 : i64
        %230 = llvm.getelementptr %10[%229] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %226, %230 : f32, !llvm.ptr<1>
        %231 = math.sin %27 : f32
        %c96_i64_94 = arith.constant 96 : i64
        %232 = arith.addi %arg7, %c96_i64_94 : i64
        %c192_i64_95 = arith.constant 192 : i64
        %233 = arith.muli %21, %c192_i64_95 : i64
        %234 = arith.addi %232, %233 : i64
        %235 = llvm.getelementptr %10[%234] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %231, %235 : f32, !llvm.ptr<1>
        %236 = math.cos %27 : f32
        %c112_i64_96 = arith.constant 112 : i64
        %237 = arith.addi %arg7, %c112_i64_96 : i64
        %c192_i64_97 = arith.constant 192 : i64
        %238 = arith.muli %21, %c192_i64_97 : i64
        %239 = arith.addi %237, %238 : i64
        %240 = llvm.getelementptr %10[%239] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %236, %240 : f32, !llvm.ptr<1>
        %241 = math.exp %27 : f32
        %c128_i64_98 = arith.constant 128 : i64
        %242 = arith.addi %arg7, %c128_i64_98 : i64
        %c192_i64_99 = arith.constant 192 : i64
        %243 = arith.muli %21, %c192_i64_99 : i64
        %244 = arith.addi %242, %243 : i64
        %245 = llvm.getelementptr %10[%244] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %241, %245 : f32, !llvm.ptr<1>
        %246 = math.exp2 %27 : f32
        %c144_i64_100 = arith.constant 144 : i64
        %247 = arith.addi %arg7, %c144_i64_100 : i64
        %c192_i64_101 = arith.constant 192 : i64
        %248 = arith.muli %21, %c192_i64_101 : i64
        %249 = arith.addi %247, %248 : i64
        %250 = llvm.getelementptr %10[%249] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %246, %250 : f32, !llvm.ptr<1>
        %251 = math.log %31 : f32
        %c160_i64_102 = arith.constant 160 : i64
        %252 = arith.addi %arg7, %c160_i64_102 : i64
        %c192_i64_103 = arith.constant 192 : i64
        %253 = arith.muli %21, %c192_i64_103 : i64
        %254 = arith.addi %252, %253 : i64
        %255 = llvm.getelementptr %10[%254] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %251, %255 : f32, !llvm.ptr<1>
        %256 = math.log2 %31 : f32
        %c176_i64_104 = arith.constant 176 : i64
        %257 = arith.addi %arg7, %c176_i64_104 : i64
        %c192_i64_105 = arith.constant 192 : i64
        %258 = arith.muli %21, %c192_i64_105 : i64
        %259 = arith.addi %257, %258 : i64
        %260 = llvm.getelementptr %10[%259] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %256, %260 : f32, !llvm.ptr<1>
        %261 = arith.extf %27 : f32 to f64
        %262 = arith.extf %31 : f32 to f64
        %263 = math.sin %261 : f64
        %c192_i64_106 = arith.constant 192 : i64
        %264 = arith.muli %21, %c192_i64_106 : i64
        %265 = arith.addi %arg7, %264 : i64
        %266 = llvm.getelementptr %13[%265] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %263, %266 : f64, !llvm.ptr<1>
        %267 = math.cos %261 : f64
        %c16_i64_107 = arith.constant 16 : i64
        %268 = arith.addi %arg7, %c16_i64_107 : i64
        %c192_i64_108 = arith.constant 192 : i64
        %269 = arith.muli %21, %c192_i64_108 : i64
        %270 = arith.addi %268, %269 : i64
        %271 = llvm.getelementptr %13[%270] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %267, %271 : f64, !llvm.ptr<1>
        %272 = math.exp %261 : f64
        %c32_i64_109 = arith.constant 32 : i64
        %273 = arith.addi %arg7, %c32_i64_109 : i64
        %c192_i64_110 = arith.constant 192 : i64
        %274 = arith.muli %21, %c192_i64_110 : i64
        %275 = arith.addi %273, %274 : i64
        %276 = llvm.getelementptr %13[%275] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %272, %276 : f64, !llvm.ptr<1>
        %277 = math.exp2 %261 : f64
        %c48_i64_111 = arith.constant 48 : i64
        %278 = arith.addi %arg7, %c48_i64_111 : i64
        %c192_i64_112 = arith.constant 192 : i64
        %279 = arith.muli %21, %c192_i64_112 : i64
        %280 = arith.addi %278, %279 : i64
        %281 = llvm.getelementptr %13[%280] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %277, %281 : f64, !llvm.ptr<1>
        %282 = math.log %262 : f64
        %c64_i64_113 = arith.constant 64 : i64
        %283 = arith.addi %arg7, %c64_i64_113 : i64
        %c192_i64_114 = arith.constant 192 : i64
        %284 = arith.muli %21, %c192_i64_114 : i64
        %285 = arith.addi %283, %284 : i64
        %286 = llvm.getelementptr %13[%285] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %282, %286 : f64, !llvm.ptr<1>
        %287 = math.log2 %262 : f64
        %c80_i64_115 = arith.constant 80 : i64
        %288 = arith.addi %arg7, %c80_i64_115 : i64
        %c192_i64_116 = arith.constant 192 : i64
        %289 = arith.muli %21, %c192_i64_116 : i64
        %290 = arith.addi %288, %289 : i64
        %291 = llvm.getelementptr %13[%290] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %287, %291 : f64, !llvm.ptr<1>
        %292 = math.sin %261 : f64
        %c96_i64_117 = arith.constant 96 : i64
        %293 = arith.addi %arg7, %c96_i64_117 : i64
        %c192_i64_118 = arith.constant 192 : i64
        %294 = arith.muli %21, %c192_i64_118 : i64
        %295 = arith.addi %293, %294 : i64
        %296 = llvm.getelementptr %13[%295] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %292, %296 : f64, !llvm.ptr<1>
        %297 = math.cos %261 : f64
        %c112_i64_119 = arith.constant 112 : i64
        %298 = arith.addi %arg7, %c112_i64_119 : i64
        %c192_i64_120 = arith.constant 192 : i64
        %299 = arith.muli %21, %c192_i64_120 : i64
        %300 = arith.addi %298, %299 : i64
        %301 = llvm.getelementptr %13[%300] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %297, %301 : f64, !llvm.ptr<1>
        %302 = math.exp %261 : f64
        %c128_i64_121 = arith.constant 128 : i64
        %303 = arith.addi %arg7, %c128_i64_121 : i64
        %c192_i64_122 = arith.constant 192 : i64
        %304 = arith.muli %21, %c192_i64_122 : i64
        %305 = arith.addi %303, %304 : i64
        %306 = llvm.getelementptr %13[%305] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %302, %306 : f64, !llvm.ptr<1>
        %307 = math.exp2 %261 : f64
        %c144_i64_123 = arith.constant 144 : i64
        %308 = arith.addi %arg7, %c144_i64_123 : i64
        %c192_i64_124 = arith.constant 192 : i64
        %309 = arith.muli %21, %c192_i64_124 : i64
        %310 = arith.addi %308, %309 : i64
        %311 = llvm.getelementptr %13[%310] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %307, %311 : f64, !llvm.ptr<1>
        %312 = math.log %262 : f64
        %c160_i64_125 = arith.constant 160 : i64
        %313 = arith.addi %arg7, %c160_i64_125 : i64
        %c192_i64_126 = arith.constant 192 : i64
        %314 = arith.muli %21, %c192_i64_126 : i64
        %315 = arith.addi %313, %314 : i64
        %316 = llvm.getelementptr %13[%315] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %312, %316 : f64, !llvm.ptr<1>
        %317 = math.log2 %262 : f64
        %c176_i64_127 = arith.constant 176 : i64
        %318 = arith.addi %arg7, %c176_i64_127 : i64
        %c192_i64_128 = arith.constant 192 : i64
        %319 = arith.muli %21, %c192_i64_128 : i64
        %320 = arith.addi %318, %319 : i64
        %321 = llvm.getelementptr %13[%320] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f64
        llvm.store %317, %321 : f64, !llvm.ptr<1>
        %cst_129 = arith.constant 0.000000e+00 : f32
        %322 = llvm.mlir.poison : vector<2xf32>
        %c0_i32 = arith.constant 0 : i32
        %323 = llvm.insertelement %27, %322[%c0_i32 : i32] : vector<2xf32>
        %c1_i32 = arith.constant 1 : i32
        %324 = llvm.insertelement %cst_129, %323[%c1_i32 : i32] : vector<2xf32>
        %cst_130 = arith.constant 0.000000e+00 : f32
        %325 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_131 = arith.constant 0 : i32
        %326 = llvm.insertelement %31, %325[%c0_i32_131 : i32] : vector<2xf32>
        %c1_i32_132 = arith.constant 1 : i32
        %327 = llvm.insertelement %cst_130, %326[%c1_i32_132 : i32] : vector<2xf32>
        %cst_133 = arith.constant 0.000000e+00 : f32
        %cst_134 = arith.constant 1.000000e+00 : f32
        %328 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_135 = arith.constant 0 : i32
        %329 = llvm.insertelement %cst_133, %328[%c0_i32_135 : i32] : vector<2xf32>
        %c1_i32_136 = arith.constant 1 : i32
        %330 = llvm.insertelement %cst_134, %329[%c1_i32_136 : i32] : vector<2xf32>
        %c0_i32_137 = arith.constant 0 : i32
        %331 = llvm.extractelement %327[%c0_i32_137 : i32] : vector<2xf32>
        %c1_i32_138 = arith.constant 1 : i32
        %332 = llvm.extractelement %327[%c1_i32_138 : i32] : vector<2xf32>
        %c0_i32_139 = arith.constant 0 : i32
        %333 = llvm.extractelement %330[%c0_i32_139 : i32] : vector<2xf32>
        %c1_i32_140 = arith.constant 1 : i32
        %334 = llvm.extractelement %330[%c1_i32_140 : i32] : vector<2xf32>
        %335 = arith.mulf %331, %333 : f32
        %336 = arith.mulf %332, %334 : f32
        %337 = arith.subf %335, %336 : f32
        %338 = arith.mulf %331, %334 : f32
        %339 = arith.mulf %332, %333 : f32
        %340 = arith.addf %338, %339 : f32
        %341 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_141 = arith.constant 0 : i32
        %342 = llvm.insertelement %337, %341[%c0_i32_141 : i32] : vector<2xf32>
        %c1_i32_142 = arith.constant 1 : i32
        %343 = llvm.insertelement %340, %342[%c1_i32_142 : i32] : vector<2xf32>
        %344 = arith.addf %324, %343 : vector<2xf32>
        %c0_i32_143 = arith.constant 0 : i32
        %345 = llvm.extractelement %344[%c0_i32_143 : i32] : vector<2xf32>
        %c1_i32_144 = arith.constant 1 : i32
        %346 = llvm.extractelement %344[%c1_i32_144 : i32] : vector<2xf32>
        %347 = math.exp %345 : f32
        %348 = math.cos %346 : f32
        %349 = arith.mulf %347, %348 : f32
        memref.store %349, %alloca[] : memref<f32>
        %350 = math.sin %346 : f32
        %351 = arith.mulf %347, %350 : f32
        memref.store %351, %alloca_30[] : memref<f32>
        %cst_145 = arith.constant 8.000000e+01 : f32
        %352 = arith.cmpf ogt, %345, %cst_145 : f32
        scf.if %352 {
          %cst_237 = arith.constant 5.000000e-01 : f32
          %536 = arith.mulf %345, %cst_237 : f32
          %537 = math.exp %536 : f32
          %538 = math.cos %346 : f32
          %539 = arith.mulf %537, %538 : f32
          %540 = arith.mulf %539, %537 : f32
          memref.store %540, %alloca[] : memref<f32>
          %541 = math.sin %346 : f32
          %542 = arith.mulf %537, %541 : f32
          %543 = arith.mulf %542, %537 : f32
          memref.store %543, %alloca_30[] : memref<f32>
        }
        %cst_146 = arith.constant 0x7F800000 : f32
        %353 = arith.cmpf oeq, %345, %cst_146 : f32
        scf.if %353 {
          %cst_237 = arith.constant 0.000000e+00 : f32
          %536 = arith.cmpf oeq, %346, %cst_237 : f32
          scf.if %536 {
            memref.store %345, %alloca[] : memref<f32>
            memref.store %346, %alloca_30[] : memref<f32>
          }
          %537 = arith.bitcast %346 : f32 to i32
          %c2147483647_i32_238 = arith.constant 2147483647 : i32
          %538 = arith.andi %537, %c2147483647_i32_238 : i32
          %539 = arith.bitcast %538 : i32 to f32
          %cst_239 = arith.constant 0x7F800000 : f32
          %540 = arith.cmpf olt, %539, %cst_239 : f32
          %true = arith.constant true
          %541 = arith.xori %540, %true : i1
          scf.if %541 {
            memref.store %345, %alloca[] : memref<f32>
            %542 = arith.subf %346, %346 : f32
            memref.store %542, %alloca_30[] : memref<f32>
          }
        }
        %cst_147 = arith.constant 0xFF800000 : f32
        %354 = arith.cmpf oeq, %345, %cst_147 : f32
        scf.if %354 {
          %536 = arith.bitcast %346 : f32 to i32
          %c2147483647_i32_237 = arith.constant 2147483647 : i32
          %537 = arith.andi %536, %c2147483647_i32_237 : i32
          %538 = arith.bitcast %537 : i32 to f32
          %cst_238 = arith.constant 0x7F800000 : f32
          %539 = arith.cmpf olt, %538, %cst_238 : f32
          %true = arith.constant true
          %540 = arith.xori %539, %true : i1
          scf.if %540 {
            %cst_239 = arith.constant 0.000000e+00 : f32
            memref.store %cst_239, %alloca[] : memref<f32>
            %cst_240 = arith.constant 0.000000e+00 : f32
            memref.store %cst_240, %alloca_30[] : memref<f32>
          }
        }
        %355 = arith.cmpf une, %345, %345 : f32
        scf.if %355 {
          %cst_237 = arith.constant 0.000000e+00 : f32
          %536 = arith.cmpf oeq, %346, %cst_237 : f32
          scf.if %536 {
            memref.store %345, %alloca[] : memref<f32>
            memref.store %346, %alloca_30[] : memref<f32>
          }
        }
        %356 = memref.load %alloca[] : memref<f32>
        %357 = memref.load %alloca_30[] : memref<f32>
        %358 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_148 = arith.constant 0 : i32
        %359 = llvm.insertelement %356, %358[%c0_i32_148 : i32] : vector<2xf32>
        %c1_i32_149 = arith.constant 1 : i32
        %360 = llvm.insertelement %357, %359[%c1_i32_149 : i32] : vector<2xf32>
        %c64_i64_150 = arith.constant 64 : i64
        %361 = arith.muli %21, %c64_i64_150 : i64
        %362 = arith.addi %arg7, %361 : i64
        %363 = llvm.getelementptr %16[%362] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %360, %363 : vector<2xf32>, !llvm.ptr<1>
        %c0_i32_151 = arith.constant 0 : i32
        %364 = llvm.extractelement %344[%c0_i32_151 : i32] : vector<2xf32>
        %cst_152 = arith.constant 0.693147182 : f32
        %365 = arith.mulf %364, %cst_152 : f32
        %c1_i32_153 = arith.constant 1 : i32
        %366 = llvm.extractelement %344[%c1_i32_153 : i32] : vector<2xf32>
        %cst_154 = arith.constant 0.693147182 : f32
        %367 = arith.mulf %366, %cst_154 : f32
        %368 = math.exp %365 : f32
        %369 = math.cos %367 : f32
        %370 = arith.mulf %368, %369 : f32
        memref.store %370, %alloca_31[] : memref<f32>
        %371 = math.sin %367 : f32
        %372 = arith.mulf %368, %371 : f32
        memref.store %372, %alloca_32[] : memref<f32>
        %cst_155 = arith.constant 8.000000e+01 : f32
        %373 = arith.cmpf ogt, %365, %cst_155 : f32
        scf.if %373 {
          %cst_237 = arith.constant 5.000000e-01 : f32
          %536 = arith.mulf %365, %cst_237 : f32
          %537 = math.exp %536 : f32
          %538 = math.cos %367 : f32
          %539 = arith.mulf %537, %538 : f32
          %540 = arith.mulf %539, %537 : f32
          memref.store %540, %alloca_31[] : memref<f32>
          %541 = math.sin %367 : f32
          %542 = arith.mulf %537, %541 : f32
          %543 = arith.mulf %542, %537 : f32
          memref.store %543, %alloca_32[] : memref<f32>
        }
        %cst_156 = arith.constant 0x7F800000 : f32
        %374 = arith.cmpf oeq, %365, %cst_156 : f32
        scf.if %374 {
          %cst_237 = arith.constant 0.000000e+00 : f32
          %536 = arith.cmpf oeq, %367, %cst_237 : f32
          scf.if %536 {
            memref.store %365, %alloca_31[] : memref<f32>
            memref.store %367, %alloca_32[] : memref<f32>
          }
          %537 = arith.bitcast %367 : f32 to i32
          %c2147483647_i32_238 = arith.constant 2147483647 : i32
          %538 = arith.andi %537, %c2147483647_i32_238 : i32
          %539 = arith.bitcast %538 : i32 to f32
          %cst_239 = arith.constant 0x7F800000 : f32
          %540 = arith.cmpf olt, %539, %cst_239 : f32
          %true = arith.constant true
          %541 = arith.xori %540, %true : i1
          scf.if %541 {
            memref.store %365, %alloca_31[] : memref<f32>
            %542 = arith.subf %367, %367 : f32
            memref.store %542, %alloca_32[] : memref<f32>
          }
        }
        %cst_157 = arith.constant 0xFF800000 : f32
        %375 = arith.cmpf oeq, %365, %cst_157 : f32
        scf.if %375 {
          %536 = arith.bitcast %367 : f32 to i32
          %c2147483647_i32_237 = arith.constant 2147483647 : i32
          %537 = arith.andi %536, %c2147483647_i32_237 : i32
          %538 = arith.bitcast %537 : i32 to f32
          %cst_238 = arith.constant 0x7F800000 : f32
          %539 = arith.cmpf olt, %538, %cst_238 : f32
          %true = arith.constant true
          %540 = arith.xori %539, %true : i1
          scf.if %540 {
            %cst_239 = arith.constant 0.000000e+00 : f32
            memref.store %cst_239, %alloca_31[] : memref<f32>
            %cst_240 = arith.constant 0.000000e+00 : f32
            memref.store %cst_240, %alloca_32[] : memref<f32>
          }
        }
        %376 = arith.cmpf une, %365, %365 : f32
        scf.if %376 {
          %cst_237 = arith.constant 0.000000e+00 : f32
          %536 = arith.cmpf oeq, %367, %cst_237 : f32
          scf.if %536 {
            memref.store %365, %alloca_31[] : memref<f32>
            memref.store %367, %alloca_32[] : memref<f32>
          }
        }
        %377 = memref.load %alloca_31[] : memref<f32>
        %378 = memref.load %alloca_32[] : memref<f32>
        %379 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_158 = arith.constant 0 : i32
        %380 = llvm.insertelement %377, %379[%c0_i32_158 : i32] : vector<2xf32>
        %c1_i32_159 = arith.constant 1 : i32
        %381 = llvm.insertelement %378, %380[%c1_i32_159 : i32] : vector<2xf32>
        %c16_i64_160 = arith.constant 16 : i64
        %382 = arith.addi %arg7, %c16_i64_160 : i64
        %c64_i64_161 = arith.constant 64 : i64
        %383 = arith.muli %21, %c64_i64_161 : i64
        %384 = arith.addi %382, %383 : i64
        %385 = llvm.getelementptr %16[%384] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %381, %385 : vector<2xf32>, !llvm.ptr<1>
        %c0_i32_162 = arith.constant 0 : i32
        %386 = llvm.extractelement %344[%c0_i32_162 : i32] : vector<2xf32>
        %c1_i32_163 = arith.constant 1 : i32
        %387 = llvm.extractelement %344[%c1_i32_163 : i32] : vector<2xf32>
        %388 = math.exp %386 : f32
        %389 = math.cos %387 : f32
        %390 = arith.mulf %388, %389 : f32
        memref.store %390, %alloca_33[] : memref<f32>
        %391 = math.sin %387 : f32
        %392 = arith.mulf %388, %391 : f32
        memref.store %392, %alloca_34[] : memref<f32>
        %cst_164 = arith.constant 8.000000e+01 : f32
        %393 = arith.cmpf ogt, %386, %cst_164 : f32
        scf.if %393 {
          %cst_237 = arith.constant 5.000000e-01 : f32
          %536 = arith.mulf %386, %cst_237 : f32
          %537 = math.exp %536 : f32
          %538 = math.cos %387 : f32
          %539 = arith.mulf %537, %538 : f32
          %540 = arith.mulf %539, %537 : f32
          memref.store %540, %alloca_33[] : memref<f32>
          %541 = math.sin %387 : f32
          %542 = arith.mulf %537, %541 : f32
          %543 = arith.mulf %542, %537 : f32
          memref.store %543, %alloca_34[] : memref<f32>
        }
        %cst_165 = arith.constant 0x7F800000 : f32
        %394 = arith.cmpf oeq, %386, %cst_165 : f32
        scf.if %394 {
          %cst_237 = arith.constant 0.000000e+00 : f32
          %536 = arith.cmpf oeq, %387, %cst_237 : f32
          scf.if %536 {
            memref.store %386, %alloca_33[] : memref<f32>
            memref.store %387, %alloca_34[] : memref<f32>
          }
          %537 = arith.bitcast %387 : f32 to i32
          %c2147483647_i32_238 = arith.constant 2147483647 : i32
          %538 = arith.andi %537, %c2147483647_i32_238 : i32
          %539 = arith.bitcast %538 : i32 to f32
          %cst_239 = arith.constant 0x7F800000 : f32
          %540 = arith.cmpf olt, %539, %cst_239 : f32
          %true = arith.constant true
          %541 = arith.xori %540, %true : i1
          scf.if %541 {
            memref.store %386, %alloca_33[] : memref<f32>
            %542 = arith.subf %387, %387 : f32
            memref.store %542, %alloca_34[] : memref<f32>
          }
        }
        %cst_166 = arith.constant 0xFF800000 : f32
        %395 = arith.cmpf oeq, %386, %cst_166 : f32
        scf.if %395 {
          %536 = arith.bitcast %387 : f32 to i32
          %c2147483647_i32_237 = arith.constant 2147483647 : i32
          %537 = arith.andi %536, %c2147483647_i32_237 : i32
          %538 = arith.bitcast %537 : i32 to f32
          %cst_238 = arith.constant 0x7F800000 : f32
          %539 = arith.cmpf olt, %538, %cst_238 : f32
          %true = arith.constant true
          %540 = arith.xori %539, %true : i1
          scf.if %540 {
            %cst_239 = arith.constant 0.000000e+00 : f32
            memref.store %cst_239, %alloca_33[] : memref<f32>
            %cst_240 = arith.constant 0.000000e+00 : f32
            memref.store %cst_240, %alloca_34[] : memref<f32>
          }
        }
        %396 = arith.cmpf une, %386, %386 : f32
        scf.if %396 {
          %cst_237 = arith.constant 0.000000e+00 : f32
          %536 = arith.cmpf oeq, %387, %cst_237 : f32
          scf.if %536 {
            memref.store %386, %alloca_33[] : memref<f32>
            memref.store %387, %alloca_34[] : memref<f32>
          }
        }
        %397 = memref.load %alloca_33[] : memref<f32>
        %398 = memref.load %alloca_34[] : memref<f32>
        %399 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_167 = arith.constant 0 : i32
        %400 = llvm.insertelement %397, %399[%c0_i32_167 : i32] : vector<2xf32>
        %c1_i32_168 = arith.constant 1 : i32
        %401 = llvm.insertelement %398, %400[%c1_i32_168 : i32] : vector<2xf32>
        %c32_i64_169 = arith.constant 32 : i64
        %402 = arith.addi %arg7, %c32_i64_169 : i64
        %c64_i64_170 = arith.constant 64 : i64
        %403 = arith.muli %21, %c64_i64_170 : i64
        %404 = arith.addi %402, %403 : i64
        %405 = llvm.getelementptr %16[%404] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %401, %405 : vector<2xf32>, !llvm.ptr<1>
        %c0_i32_171 = arith.constant 0 : i32
        %406 = llvm.extractelement %344[%c0_i32_171 : i32] : vector<2xf32>
        %cst_172 = arith.constant 0.693147182 : f32
        %407 = arith.mulf %406, %cst_172 : f32
        %c1_i32_173 = arith.constant 1 : i32
        %408 = llvm.extractelement %344[%c1_i32_173 : i32] : vector<2xf32>
        %cst_174 = arith.constant 0.693147182 : f32
        %409 = arith.mulf %408, %cst_174 : f32
        %410 = math.exp %407 : f32
        %411 = math.cos %409 : f32
        %412 = arith.mulf %410, %411 : f32
        memref.store %412, %alloca_35[] : memref<f32>
        %413 = math.sin %409 : f32
        %414 = arith.mulf %410, %413 : f32
        memref.store %414, %alloca_36[] : memref<f32>
        %cst_175 = arith.constant 8.000000e+01 : f32
        %415 = arith.cmpf ogt, %407, %cst_175 : f32
        scf.if %415 {
          %cst_237 = arith.constant 5.000000e-01 : f32
          %536 = arith.mulf %407, %cst_237 : f32
          %537 = math.exp %536 : f32
          %538 = math.cos %409 : f32
          %539 = arith.mulf %537, %538 : f32
          %540 = arith.mulf %539, %537 : f32
          memref.store %540, %alloca_35[] : memref<f32>
          %541 = math.sin %409 : f32
          %542 = arith.mulf %537, %541 : f32
          %543 = arith.mulf %542, %537 : f32
          memref.store %543, %alloca_36[] : memref<f32>
        }
        %cst_176 = arith.constant 0x7F800000 : f32
        %416 = arith.cmpf oeq, %407, %cst_176 : f32
        scf.if %416 {
          %cst_237 = arith.constant 0.000000e+00 : f32
          %536 = arith.cmpf oeq, %409, %cst_237 : f32
          scf.if %536 {
            memref.store %407, %alloca_35[] : memref<f32>
            memref.store %409, %alloca_36[] : memref<f32>
          }
          %537 = arith.bitcast %409 : f32 to i32
          %c2147483647_i32_238 = arith.constant 2147483647 : i32
          %538 = arith.andi %537, %c2147483647_i32_238 : i32
          %539 = arith.bitcast %538 : i32 to f32
          %cst_239 = arith.constant 0x7F800000 : f32
          %540 = arith.cmpf olt, %539, %cst_239 : f32
          %true = arith.constant true
          %541 = arith.xori %540, %true : i1
          scf.if %541 {
            memref.store %407, %alloca_35[] : memref<f32>
            %542 = arith.subf %409, %409 : f32
            memref.store %542, %alloca_36[] : memref<f32>
          }
        }
        %cst_177 = arith.constant 0xFF800000 : f32
        %417 = arith.cmpf oeq, %407, %cst_177 : f32
        scf.if %417 {
          %536 = arith.bitcast %409 : f32 to i32
          %c2147483647_i32_237 = arith.constant 2147483647 : i32
          %537 = arith.andi %536, %c2147483647_i32_237 : i32
          %538 = arith.bitcast %537 : i32 to f32
          %cst_238 = arith.constant 0x7F800000 : f32
          %539 = arith.cmpf olt, %538, %cst_238 : f32
          %true = arith.constant true
          %540 = arith.xori %539, %true : i1
          scf.if %540 {
            %cst_239 = arith.constant 0.000000e+00 : f32
            memref.store %cst_239, %alloca_35[] : memref<f32>
            %cst_240 = arith.constant 0.000000e+00 : f32
            memref.store %cst_240, %alloca_36[] : memref<f32>
          }
        }
        %418 = arith.cmpf une, %407, %407 : f32
        scf.if %418 {
          %cst_237 = arith.constant 0.000000e+00 : f32
          %536 = arith.cmpf oeq, %409, %cst_237 : f32
          scf.if %536 {
            memref.store %407, %alloca_35[] : memref<f32>
            memref.store %409, %alloca_36[] : memref<f32>
          }
        }
        %419 = memref.load %alloca_35[] : memref<f32>
        %420 = memref.load %alloca_36[] : memref<f32>
        %421 = llvm.mlir.poison : vector<2xf32>
        %c0_i32_178 = arith.constant 0 : i32
        %422 = llvm.insertelement %419, %421[%c0_i32_178 : i32] : vector<2xf32>
        %c1_i32_179 = arith.constant 1 : i32
        %423 = llvm.insertelement %420, %422[%c1_i32_179 : i32] : vector<2xf32>
        %c48_i64_180 = arith.constant 48 : i64
        %424 = arith.addi %arg7, %c48_i64_180 : i64
        %c64_i64_181 = arith.constant 64 : i64
        %425 = arith.muli %21, %c64_i64_181 : i64
        %426 = arith.addi %424, %425 : i64
        %427 = llvm.getelementptr %16[%426] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf32>
        llvm.store %423, %427 : vector<2xf32>, !llvm.ptr<1>
        %428 = arith.extf %27 : f32 to f64
        %cst_182 = arith.constant 0.000000e+00 : f64
        %429 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_183 = arith.constant 0 : i32
        %430 = llvm.insertelement %428, %429[%c0_i32_183 : i32] : vector<2xf64>
        %c1_i32_184 = arith.constant 1 : i32
        %431 = llvm.insertelement %cst_182, %430[%c1_i32_184 : i32] : vector<2xf64>
        %432 = arith.extf %31 : f32 to f64
        %cst_185 = arith.constant 0.000000e+00 : f64
        %433 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_186 = arith.constant 0 : i32
        %434 = llvm.insertelement %432, %433[%c0_i32_186 : i32] : vector<2xf64>
        %c1_i32_187 = arith.constant 1 : i32
        %435 = llvm.insertelement %cst_185, %434[%c1_i32_187 : i32] : vector<2xf64>
        %cst_188 = arith.constant 0.000000e+00 : f64
        %cst_189 = arith.constant 1.000000e+00 : f64
        %436 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_190 = arith.constant 0 : i32
        %437 = llvm.insertelement %cst_188, %436[%c0_i32_190 : i32] : vector<2xf64>
        %c1_i32_191 = arith.constant 1 : i32
        %438 = llvm.insertelement %cst_189, %437[%c1_i32_191 : i32] : vector<2xf64>
        %c0_i32_192 = arith.constant 0 : i32
        %439 = llvm.extractelement %435[%c0_i32_192 : i32] : vector<2xf64>
        %c1_i32_193 = arith.constant 1 : i32
        %440 = llvm.extractelement %435[%c1_i32_193 : i32] : vector<2xf64>
        %c0_i32_194 = arith.constant 0 : i32
        %441 = llvm.extractelement %438[%c0_i32_194 : i32] : vector<2xf64>
        %c1_i32_195 = arith.constant 1 : i32
        %442 = llvm.extractelement %438[%c1_i32_195 : i32] : vector<2xf64>
        %443 = arith.mulf %439, %441 : f64
        %444 = arith.mulf %440, %442 : f64
        %445 = arith.subf %443, %444 : f64
        %446 = arith.mulf %439, %442 : f64
        %447 = arith.mulf %440, %441 : f64
        %448 = arith.addf %446, %447 : f64
        %449 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_196 = arith.constant 0 : i32
        %450 = llvm.insertelement %445, %449[%c0_i32_196 : i32] : vector<2xf64>
        %c1_i32_197 = arith.constant 1 : i32
        %451 = llvm.insertelement %448, %450[%c1_i32_197 : i32] : vector<2xf64>
        %452 = arith.addf %431, %451 : vector<2xf64>
        %c0_i32_198 = arith.constant 0 : i32
        %453 = llvm.extractelement %452[%c0_i32_198 : i32] : vector<2xf64>
        %c1_i32_199 = arith.constant 1 : i32
        %454 = llvm.extractelement %452[%c1_i32_199 : i32] : vector<2xf64>
        %455 = math.exp %453 : f64
        %456 = math.cos %454 : f64
        %457 = arith.mulf %455, %456 : f64
        memref.store %457, %alloca_37[] : memref<f64>
        %458 = math.sin %454 : f64
        %459 = arith.mulf %455, %458 : f64
        memref.store %459, %alloca_38[] : memref<f64>
        %cst_200 = arith.constant 7.000000e+02 : f64
        %460 = arith.cmpf ogt, %453, %cst_200 : f64
        scf.if %460 {
          %cst_237 = arith.constant 5.000000e-01 : f64
          %536 = arith.mulf %453, %cst_237 : f64
          %537 = math.exp %536 : f64
          %538 = math.cos %454 : f64
          %539 = arith.mulf %537, %538 : f64
          %540 = arith.mulf %539, %537 : f64
          memref.store %540, %alloca_37[] : memref<f64>
          %541 = math.sin %454 : f64
          %542 = arith.mulf %537, %541 : f64
          %543 = arith.mulf %542, %537 : f64
          memref.store %543, %alloca_38[] : memref<f64>
        }
        %cst_201 = arith.constant 0x7FF0000000000000 : f64
        %461 = arith.cmpf oeq, %453, %cst_201 : f64
        scf.if %461 {
          %cst_237 = arith.constant 0.000000e+00 : f64
          %536 = arith.cmpf oeq, %454, %cst_237 : f64
          scf.if %536 {
            memref.store %453, %alloca_37[] : memref<f64>
            memref.store %454, %alloca_38[] : memref<f64>
          }
          %537 = arith.bitcast %454 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %538 = arith.andi %537, %c9223372036854775807_i64 : i64
          %539 = arith.bitcast %538 : i64 to f64
          %cst_238 = arith.constant 0x7FF0000000000000 : f64
          %540 = arith.cmpf olt, %539, %cst_238 : f64
          %true = arith.constant true
          %541 = arith.xori %540, %true : i1
          scf.if %541 {
            memref.store %453, %alloca_37[] : memref<f64>
            %542 = arith.subf %454, %454 : f64
            memref.store %542, %alloca_38[] : memref<f64>
          }
        }
        %cst_202 = arith.constant 0xFFF0000000000000 : f64
        %462 = arith.cmpf oeq, %453, %cst_202 : f64
        scf.if %462 {
          %536 = arith.bitcast %454 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %537 = arith.andi %536, %c9223372036854775807_i64 : i64
          %538 = arith.bitcast %537 : i64 to f64
          %cst_237 = arith.constant 0x7FF0000000000000 : f64
          %539 = arith.cmpf olt, %538, %cst_237 : f64
          %true = arith.constant true
          %540 = arith.xori %539, %true : i1
          scf.if %540 {
            %cst_238 = arith.constant 0.000000e+00 : f64
            memref.store %cst_238, %alloca_37[] : memref<f64>
            %cst_239 = arith.constant 0.000000e+00 : f64
            memref.store %cst_239, %alloca_38[] : memref<f64>
          }
        }
        %463 = arith.cmpf une, %453, %453 : f64
        scf.if %463 {
          %cst_237 = arith.constant 0.000000e+00 : f64
          %536 = arith.cmpf oeq, %454, %cst_237 : f64
          scf.if %536 {
            memref.store %453, %alloca_37[] : memref<f64>
            memref.store %454, %alloca_38[] : memref<f64>
          }
        }
        %464 = memref.load %alloca_37[] : memref<f64>
        %465 = memref.load %alloca_38[] : memref<f64>
        %466 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_203 = arith.constant 0 : i32
        %467 = llvm.insertelement %464, %466[%c0_i32_203 : i32] : vector<2xf64>
        %c1_i32_204 = arith.constant 1 : i32
        %468 = llvm.insertelement %465, %467[%c1_i32_204 : i32] : vector<2xf64>
        %c64_i64_205 = arith.constant 64 : i64
        %469 = arith.muli %21, %c64_i64_205 : i64
        %470 = arith.addi %arg7, %469 : i64
        %471 = llvm.getelementptr %19[%470] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        llvm.store %468, %471 : vector<2xf64>, !llvm.ptr<1>
        %c0_i32_206 = arith.constant 0 : i32
        %472 = llvm.extractelement %452[%c0_i32_206 : i32] : vector<2xf64>
        %cst_207 = arith.constant 0.69314718055994529 : f64
        %473 = arith.mulf %472, %cst_207 : f64
        %c1_i32_208 = arith.constant 1 : i32
        %474 = llvm.extractelement %452[%c1_i32_208 : i32] : vector<2xf64>
        %cst_209 = arith.constant 0.69314718055994529 : f64
        %475 = arith.mulf %474, %cst_209 : f64
        %476 = math.exp %473 : f64
        %477 = math.cos %475 : f64
        %478 = arith.mulf %476, %477 : f64
        memref.store %478, %alloca_39[] : memref<f64>
        %479 = math.sin %475 : f64
        %480 = arith.mulf %476, %479 : f64
        memref.store %480, %alloca_40[] : memref<f64>
        %cst_210 = arith.constant 7.000000e+02 : f64
        %481 = arith.cmpf ogt, %473, %cst_210 : f64
        scf.if %481 {
          %cst_237 = arith.constant 5.000000e-01 : f64
          %536 = arith.mulf %473, %cst_237 : f64
          %537 = math.exp %536 : f64
          %538 = math.cos %475 : f64
          %539 = arith.mulf %537, %538 : f64
          %540 = arith.mulf %539, %537 : f64
          memref.store %540, %alloca_39[] : memref<f64>
          %541 = math.sin %475 : f64
          %542 = arith.mulf %537, %541 : f64
          %543 = arith.mulf %542, %537 : f64
          memref.store %543, %alloca_40[] : memref<f64>
        }
        %cst_211 = arith.constant 0x7FF0000000000000 : f64
        %482 = arith.cmpf oeq, %473, %cst_211 : f64
        scf.if %482 {
          %cst_237 = arith.constant 0.000000e+00 : f64
          %536 = arith.cmpf oeq, %475, %cst_237 : f64
          scf.if %536 {
            memref.store %473, %alloca_39[] : memref<f64>
            memref.store %475, %alloca_40[] : memref<f64>
          }
          %537 = arith.bitcast %475 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %538 = arith.andi %537, %c9223372036854775807_i64 : i64
          %539 = arith.bitcast %538 : i64 to f64
          %cst_238 = arith.constant 0x7FF0000000000000 : f64
          %540 = arith.cmpf olt, %539, %cst_238 : f64
          %true = arith.constant true
          %541 = arith.xori %540, %true : i1
          scf.if %541 {
            memref.store %473, %alloca_39[] : memref<f64>
            %542 = arith.subf %475, %475 : f64
            memref.store %542, %alloca_40[] : memref<f64>
          }
        }
        %cst_212 = arith.constant 0xFFF0000000000000 : f64
        %483 = arith.cmpf oeq, %473, %cst_212 : f64
        scf.if %483 {
          %536 = arith.bitcast %475 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %537 = arith.andi %536, %c9223372036854775807_i64 : i64
          %538 = arith.bitcast %537 : i64 to f64
          %cst_237 = arith.constant 0x7FF0000000000000 : f64
          %539 = arith.cmpf olt, %538, %cst_237 : f64
          %true = arith.constant true
          %540 = arith.xori %539, %true : i1
          scf.if %540 {
            %cst_238 = arith.constant 0.000000e+00 : f64
            memref.store %cst_238, %alloca_39[] : memref<f64>
            %cst_239 = arith.constant 0.000000e+00 : f64
            memref.store %cst_239, %alloca_40[] : memref<f64>
          }
        }
        %484 = arith.cmpf une, %473, %473 : f64
        scf.if %484 {
          %cst_237 = arith.constant 0.000000e+00 : f64
          %536 = arith.cmpf oeq, %475, %cst_237 : f64
          scf.if %536 {
            memref.store %473, %alloca_39[] : memref<f64>
            memref.store %475, %alloca_40[] : memref<f64>
          }
        }
        %485 = memref.load %alloca_39[] : memref<f64>
        %486 = memref.load %alloca_40[] : memref<f64>
        %487 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_213 = arith.constant 0 : i32
        %488 = llvm.insertelement %485, %487[%c0_i32_213 : i32] : vector<2xf64>
        %c1_i32_214 = arith.constant 1 : i32
        %489 = llvm.insertelement %486, %488[%c1_i32_214 : i32] : vector<2xf64>
        %c16_i64_215 = arith.constant 16 : i64
        %490 = arith.addi %arg7, %c16_i64_215 : i64
        %c64_i64_216 = arith.constant 64 : i64
        %491 = arith.muli %21, %c64_i64_216 : i64
        %492 = arith.addi %490, %491 : i64
        %493 = llvm.getelementptr %19[%492] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        llvm.store %489, %493 : vector<2xf64>, !llvm.ptr<1>
        %c0_i32_217 = arith.constant 0 : i32
        %494 = llvm.extractelement %452[%c0_i32_217 : i32] : vector<2xf64>
        %c1_i32_218 = arith.constant 1 : i32
        %495 = llvm.extractelement %452[%c1_i32_218 : i32] : vector<2xf64>
        %496 = math.exp %494 : f64
        %497 = math.cos %495 : f64
        %498 = arith.mulf %496, %497 : f64
        memref.store %498, %alloca_41[] : memref<f64>
        %499 = math.sin %495 : f64
        %500 = arith.mulf %496, %499 : f64
        memref.store %500, %alloca_42[] : memref<f64>
        %cst_219 = arith.constant 7.000000e+02 : f64
        %501 = arith.cmpf ogt, %494, %cst_219 : f64
        scf.if %501 {
          %cst_237 = arith.constant 5.000000e-01 : f64
          %536 = arith.mulf %494, %cst_237 : f64
          %537 = math.exp %536 : f64
          %538 = math.cos %495 : f64
          %539 = arith.mulf %537, %538 : f64
          %540 = arith.mulf %539, %537 : f64
          memref.store %540, %alloca_41[] : memref<f64>
          %541 = math.sin %495 : f64
          %542 = arith.mulf %537, %541 : f64
          %543 = arith.mulf %542, %537 : f64
          memref.store %543, %alloca_42[] : memref<f64>
        }
        %cst_220 = arith.constant 0x7FF0000000000000 : f64
        %502 = arith.cmpf oeq, %494, %cst_220 : f64
        scf.if %502 {
          %cst_237 = arith.constant 0.000000e+00 : f64
          %536 = arith.cmpf oeq, %495, %cst_237 : f64
          scf.if %536 {
            memref.store %494, %alloca_41[] : memref<f64>
            memref.store %495, %alloca_42[] : memref<f64>
          }
          %537 = arith.bitcast %495 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %538 = arith.andi %537, %c9223372036854775807_i64 : i64
          %539 = arith.bitcast %538 : i64 to f64
          %cst_238 = arith.constant 0x7FF0000000000000 : f64
          %540 = arith.cmpf olt, %539, %cst_238 : f64
          %true = arith.constant true
          %541 = arith.xori %540, %true : i1
          scf.if %541 {
            memref.store %494, %alloca_41[] : memref<f64>
            %542 = arith.subf %495, %495 : f64
            memref.store %542, %alloca_42[] : memref<f64>
          }
        }
        %cst_221 = arith.constant 0xFFF0000000000000 : f64
        %503 = arith.cmpf oeq, %494, %cst_221 : f64
        scf.if %503 {
          %536 = arith.bitcast %495 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %537 = arith.andi %536, %c9223372036854775807_i64 : i64
          %538 = arith.bitcast %537 : i64 to f64
          %cst_237 = arith.constant 0x7FF0000000000000 : f64
          %539 = arith.cmpf olt, %538, %cst_237 : f64
          %true = arith.constant true
          %540 = arith.xori %539, %true : i1
          scf.if %540 {
            %cst_238 = arith.constant 0.000000e+00 : f64
            memref.store %cst_238, %alloca_41[] : memref<f64>
            %cst_239 = arith.constant 0.000000e+00 : f64
            memref.store %cst_239, %alloca_42[] : memref<f64>
          }
        }
        %504 = arith.cmpf une, %494, %494 : f64
        scf.if %504 {
          %cst_237 = arith.constant 0.000000e+00 : f64
          %536 = arith.cmpf oeq, %495, %cst_237 : f64
          scf.if %536 {
            memref.store %494, %alloca_41[] : memref<f64>
            memref.store %495, %alloca_42[] : memref<f64>
          }
        }
        %505 = memref.load %alloca_41[] : memref<f64>
        %506 = memref.load %alloca_42[] : memref<f64>
        %507 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_222 = arith.constant 0 : i32
        %508 = llvm.insertelement %505, %507[%c0_i32_222 : i32] : vector<2xf64>
        %c1_i32_223 = arith.constant 1 : i32
        %509 = llvm.insertelement %506, %508[%c1_i32_223 : i32] : vector<2xf64>
        %c32_i64_224 = arith.constant 32 : i64
        %510 = arith.addi %arg7, %c32_i64_224 : i64
        %c64_i64_225 = arith.constant 64 : i64
        %511 = arith.muli %21, %c64_i64_225 : i64
        %512 = arith.addi %510, %511 : i64
        %513 = llvm.getelementptr %19[%512] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        llvm.store %509, %513 : vector<2xf64>, !llvm.ptr<1>
        %c0_i32_226 = arith.constant 0 : i32
        %514 = llvm.extractelement %452[%c0_i32_226 : i32] : vector<2xf64>
        %cst_227 = arith.constant 0.69314718055994529 : f64
        %515 = arith.mulf %514, %cst_227 : f64
        %c1_i32_228 = arith.constant 1 : i32
        %516 = llvm.extractelement %452[%c1_i32_228 : i32] : vector<2xf64>
        %cst_229 = arith.constant 0.69314718055994529 : f64
        %517 = arith.mulf %516, %cst_229 : f64
        %518 = math.exp %515 : f64
        %519 = math.cos %517 : f64
        %520 = arith.mulf %518, %519 : f64
        memref.store %520, %alloca_43[] : memref<f64>
        %521 = math.sin %517 : f64
        %522 = arith.mulf %518, %521 : f64
        memref.store %522, %alloca_44[] : memref<f64>
        %cst_230 = arith.constant 7.000000e+02 : f64
        %523 = arith.cmpf ogt, %515, %cst_230 : f64
        scf.if %523 {
          %cst_237 = arith.constant 5.000000e-01 : f64
          %536 = arith.mulf %515, %cst_237 : f64
          %537 = math.exp %536 : f64
          %538 = math.cos %517 : f64
          %539 = arith.mulf %537, %538 : f64
          %540 = arith.mulf %539, %537 : f64
          memref.store %540, %alloca_43[] : memref<f64>
          %541 = math.sin %517 : f64
          %542 = arith.mulf %537, %541 : f64
          %543 = arith.mulf %542, %537 : f64
          memref.store %543, %alloca_44[] : memref<f64>
        }
        %cst_231 = arith.constant 0x7FF0000000000000 : f64
        %524 = arith.cmpf oeq, %515, %cst_231 : f64
        scf.if %524 {
          %cst_237 = arith.constant 0.000000e+00 : f64
          %536 = arith.cmpf oeq, %517, %cst_237 : f64
          scf.if %536 {
            memref.store %515, %alloca_43[] : memref<f64>
            memref.store %517, %alloca_44[] : memref<f64>
          }
          %537 = arith.bitcast %517 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %538 = arith.andi %537, %c9223372036854775807_i64 : i64
          %539 = arith.bitcast %538 : i64 to f64
          %cst_238 = arith.constant 0x7FF0000000000000 : f64
          %540 = arith.cmpf olt, %539, %cst_238 : f64
          %true = arith.constant true
          %541 = arith.xori %540, %true : i1
          scf.if %541 {
            memref.store %515, %alloca_43[] : memref<f64>
            %542 = arith.subf %517, %517 : f64
            memref.store %542, %alloca_44[] : memref<f64>
          }
        }
        %cst_232 = arith.constant 0xFFF0000000000000 : f64
        %525 = arith.cmpf oeq, %515, %cst_232 : f64
        scf.if %525 {
          %536 = arith.bitcast %517 : f64 to i64
          %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
          %537 = arith.andi %536, %c9223372036854775807_i64 : i64
          %538 = arith.bitcast %537 : i64 to f64
          %cst_237 = arith.constant 0x7FF0000000000000 : f64
          %539 = arith.cmpf olt, %538, %cst_237 : f64
          %true = arith.constant true
          %540 = arith.xori %539, %true : i1
          scf.if %540 {
            %cst_238 = arith.constant 0.000000e+00 : f64
            memref.store %cst_238, %alloca_43[] : memref<f64>
            %cst_239 = arith.constant 0.000000e+00 : f64
            memref.store %cst_239, %alloca_44[] : memref<f64>
          }
        }
        %526 = arith.cmpf une, %515, %515 : f64
        scf.if %526 {
          %cst_237 = arith.constant 0.000000e+00 : f64
          %536 = arith.cmpf oeq, %517, %cst_237 : f64
          scf.if %536 {
            memref.store %515, %alloca_43[] : memref<f64>
            memref.store %517, %alloca_44[] : memref<f64>
          }
        }
        %527 = memref.load %alloca_43[] : memref<f64>
        %528 = memref.load %alloca_44[] : memref<f64>
        %529 = llvm.mlir.poison : vector<2xf64>
        %c0_i32_233 = arith.constant 0 : i32
        %530 = llvm.insertelement %527, %529[%c0_i32_233 : i32] : vector<2xf64>
        %c1_i32_234 = arith.constant 1 : i32
        %531 = llvm.insertelement %528, %530[%c1_i32_234 : i32] : vector<2xf64>
        %c48_i64_235 = arith.constant 48 : i64
        %532 = arith.addi %arg7, %c48_i64_235 : i64
        %c64_i64_236 = arith.constant 64 : i64
        %533 = arith.muli %21, %c64_i64_236 : i64
        %534 = arith.addi %532, %533 : i64
        %535 = llvm.getelementptr %19[%534] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, vector<2xf64>
        llvm.store %531, %535 : vector<2xf64>, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
