module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @wgs_64x4(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<1>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr<1>, %arg9: !llvm.ptr<1>, %arg10: !llvm.ptr<1>, %arg11: !llvm.ptr<1>, %arg12: !llvm.ptr<1>, %arg13: !llvm.ptr<1>) kernel attributes {nvvm.reqntid = array<i32: 64, 4, 1>} {
      %0 = llvm.mlir.constant(1 : i64) : i64
      %1 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %2 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %3 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %4 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %5 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %6 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %7 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %8 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %9 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %10 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %11 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %12 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %13 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %14 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %15 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %16 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %17 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %18 = llvm.alloca %0 x f32 : (i64) -> !llvm.ptr
      %c0_i64 = arith.constant 0 : i64
      %c45_i64 = arith.constant 45 : i64
      %c32_i64 = arith.constant 32 : i64
      scf.for %arg14 = %c0_i64 to %c45_i64 step %c32_i64  : i64 {
        %thread_id_x_12 = gpu.thread_id  x
        %34 = arith.index_cast %thread_id_x_12 : index to i64
        %c69_i64 = arith.constant 69 : i64
        %35 = arith.minsi %34, %c69_i64 : i64
        %thread_id_x_13 = gpu.thread_id  x
        %36 = arith.index_cast %thread_id_x_13 : index to i64
        %c64_i64_14 = arith.constant 64 : i64
        %37 = arith.addi %36, %c64_i64_14 : i64
        %c69_i64_15 = arith.constant 69 : i64
        %38 = arith.minsi %37, %c69_i64_15 : i64
        %thread_id_y_16 = gpu.thread_id  y
        %39 = arith.index_cast %thread_id_y_16 : index to i64
        %40 = arith.addi %arg14, %39 : i64
        %c44_i64 = arith.constant 44 : i64
        %41 = arith.minsi %40, %c44_i64 : i64
        %thread_id_y_17 = gpu.thread_id  y
        %42 = arith.index_cast %thread_id_y_17 : index to i64
        %43 = arith.addi %arg14, %42 : i64
        %c4_i64_18 = arith.constant 4 : i64
        %44 = arith.addi %43, %c4_i64_18 : i64
        %c44_i64_19 = arith.constant 44 : i64
        %45 = arith.minsi %44, %c44_i64_19 : i64
        %thread_id_y_20 = gpu.thread_id  y
        %46 = arith.index_cast %thread_id_y_20 : index to i64
        %47 = arith.addi %arg14, %46 : i64
        %c8_i64 = arith.constant 8 : i64
        %48 = arith.addi %47, %c8_i64 : i64
        %c44_i64_21 = arith.constant 44 : i64
        %49 = arith.minsi %48, %c44_i64_21 : i64
        %thread_id_y_22 = gpu.thread_id  y
        %50 = arith.index_cast %thread_id_y_22 : index to i64
        %51 = arith.addi %arg14, %50 : i64
        %c12_i64 = arith.constant 12 : i64
        %52 = arith.addi %51, %c12_i64 : i64
        %c44_i64_23 = arith.constant 44 : i64
        %53 = arith.minsi %52, %c44_i64_23 : i64
        %thread_id_y_24 = gpu.thread_id  y
        %54 = arith.index_cast %thread_id_y_24 : index to i64
        %55 = arith.addi %arg14, %54 : i64
        %c16_i64 = arith.constant 16 : i64
        %56 = arith.addi %55, %c16_i64 : i64
        %c44_i64_25 = arith.constant 44 : i64
        %57 = arith.minsi %56, %c44_i64_25 : i64
        %thread_id_y_26 = gpu.thread_id  y
        %58 = arith.index_cast %thread_id_y_26 : index to i64
        %59 = arith.addi %arg14, %58 : i64
        %c20_i64 = arith.constant 20 : i64
        %60 = arith.addi %59, %c20_i64 : i64
        %c44_i64_27 = arith.constant 44 : i64
        %61 = arith.minsi %60, %c44_i64_27 : i64
        %thread_id_y_28 = gpu.thread_id  y
        %62 = arith.index_cast %thread_id_y_28 : index to i64
        %63 = arith.addi %arg14, %62 : i64
        %c24_i64 = arith.constant 24 : i64
        %64 = arith.addi %63, %c24_i64 : i64
        %c44_i64_29 = arith.constant 44 : i64
        %65 = arith.minsi %64, %c44_i64_29 : i64
        %thread_id_y_30 = gpu.thread_id  y
        %66 = arith.index_cast %thread_id_y_30 : index to i64
        %67 = arith.addi %arg14, %66 : i64
        %c28_i64 = arith.constant 28 : i64
        %68 = arith.addi %67, %c28_i64 : i64
        %c44_i64_31 = arith.constant 44 : i64
        %69 = arith.minsi %68, %c44_i64_31 : i64
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %1 : f32, !llvm.ptr
        %cst_32 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_32, %2 : f32, !llvm.ptr
        %cst_33 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_33, %3 : f32, !llvm.ptr
        %cst_34 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_34, %4 : f32, !llvm.ptr
        %cst_35 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_35, %5 : f32, !llvm.ptr
        %cst_36 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_36, %6 : f32, !llvm.ptr
        %cst_37 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_37, %7 : f32, !llvm.ptr
        %cst_38 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_38, %8 : f32, !llvm.ptr
        %cst_39 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_39, %9 : f32, !llvm.ptr
        %cst_40 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_40, %10 : f32, !llvm.ptr
        %cst_41 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_41, %11 : f32, !llvm.ptr
        %cst_42 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_42, %12 : f32, !llvm.ptr
        %cst_43 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_43, %13 : f32, !llvm.ptr
        %cst_44 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_44, %14 : f32, !llvm.ptr
        %cst_45 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_45, %15 : f32, !llvm.ptr
        %cst_46 = arith.constant 0.000000e+00 : f32
        llvm.store %cst_46, %16 : f32, !llvm.ptr
        %c0_i64_47 = arith.constant 0 : i64
        %c5_i64_48 = arith.constant 5 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_47 to %c5_i64_48 step %c1_i64  : i64 {
          %c70_i64_50 = arith.constant 70 : i64
          %72 = arith.muli %arg15, %c70_i64_50 : i64
          %73 = arith.addi %35, %72 : i64
          %74 = llvm.getelementptr %arg0[%73] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %75 = llvm.load %74 : !llvm.ptr<1> -> f32
          %c70_i64_51 = arith.constant 70 : i64
          %76 = arith.muli %arg15, %c70_i64_51 : i64
          %77 = arith.addi %38, %76 : i64
          %78 = llvm.getelementptr %arg0[%77] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %79 = llvm.load %78 : !llvm.ptr<1> -> f32
          %c5_i64_52 = arith.constant 5 : i64
          %80 = arith.muli %41, %c5_i64_52 : i64
          %81 = arith.addi %arg15, %80 : i64
          %82 = llvm.getelementptr %arg1[%81] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %83 = llvm.load %82 : !llvm.ptr<1> -> f32
          %c5_i64_53 = arith.constant 5 : i64
          %84 = arith.muli %45, %c5_i64_53 : i64
          %85 = arith.addi %arg15, %84 : i64
          %86 = llvm.getelementptr %arg1[%85] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %87 = llvm.load %86 : !llvm.ptr<1> -> f32
          %c5_i64_54 = arith.constant 5 : i64
          %88 = arith.muli %49, %c5_i64_54 : i64
          %89 = arith.addi %arg15, %88 : i64
          %90 = llvm.getelementptr %arg1[%89] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %91 = llvm.load %90 : !llvm.ptr<1> -> f32
          %c5_i64_55 = arith.constant 5 : i64
          %92 = arith.muli %53, %c5_i64_55 : i64
          %93 = arith.addi %arg15, %92 : i64
          %94 = llvm.getelementptr %arg1[%93] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %95 = llvm.load %94 : !llvm.ptr<1> -> f32
          %c5_i64_56 = arith.constant 5 : i64
          %96 = arith.muli %57, %c5_i64_56 : i64
          %97 = arith.addi %arg15, %96 : i64
          %98 = llvm.getelementptr %arg1[%97] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %99 = llvm.load %98 : !llvm.ptr<1> -> f32
          %c5_i64_57 = arith.constant 5 : i64
          %100 = arith.muli %61, %c5_i64_57 : i64
          %101 = arith.addi %arg15, %100 : i64
          %102 = llvm.getelementptr %arg1[%101] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %103 = llvm.load %102 : !llvm.ptr<1> -> f32
          %c5_i64_58 = arith.constant 5 : i64
          %104 = arith.muli %65, %c5_i64_58 : i64
          %105 = arith.addi %arg15, %104 : i64
          %106 = llvm.getelementptr %arg1[%105] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %107 = llvm.load %106 : !llvm.ptr<1> -> f32
          %c5_i64_59 = arith.constant 5 : i64
          %108 = arith.muli %69, %c5_i64_59 : i64
          %109 = arith.addi %arg15, %108 : i64
          %110 = llvm.getelementptr %arg1[%109] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %111 = llvm.load %110 : !llvm.ptr<1> -> f32
          %112 = llvm.load %1 : !llvm.ptr -> f32
          %113 = arith.mulf %75, %83 : f32
          %114 = arith.addf %112, %113 : f32
          llvm.store %114, %1 : f32, !llvm.ptr
          %115 = llvm.load %2 : !llvm.ptr -> f32
          %116 = arith.mulf %75, %87 : f32
          %117 = arith.addf %115, %116 : f32
          llvm.store %117, %2 : f32, !llvm.ptr
          %118 = llvm.load %3 : !llvm.ptr -> f32
          %119 = arith.mulf %75, %91 : f32
          %120 = arith.addf %118, %119 : f32
          llvm.store %120, %3 : f32, !llvm.ptr
          %121 = llvm.load %4 : !llvm.ptr -> f32
          %122 = arith.mulf %75, %95 : f32
          %123 = arith.addf %121, %122 : f32
          llvm.store %123, %4 : f32, !llvm.ptr
          %124 = llvm.load %5 : !llvm.ptr -> f32
          %125 = arith.mulf %75, %99 : f32
          %126 = arith.addf %124, %125 : f32
          llvm.store %126, %5 : f32, !llvm.ptr
          %127 = llvm.load %6 : !llvm.ptr -> f32
          %128 = arith.mulf %75, %103 : f32
          %129 = arith.addf %127, %128 : f32
          llvm.store %129, %6 : f32, !llvm.ptr
          %130 = llvm.load %7 : !llvm.ptr -> f32
          %131 = arith.mulf %75, %107 : f32
          %132 = arith.addf %130, %131 : f32
          llvm.store %132, %7 : f32, !llvm.ptr
          %133 = llvm.load %8 : !llvm.ptr -> f32
          %134 = arith.mulf %75, %111 : f32
          %135 = arith.addf %133, %134 : f32
          llvm.store %135, %8 : f32, !llvm.ptr
          %136 = llvm.load %9 : !llvm.ptr -> f32
          %137 = arith.mulf %79, %83 : f32
          %138 = arith.addf %136, %137 : f32
          llvm.store %138, %9 : f32, !llvm.ptr
          %139 = llvm.load %10 : !llvm.ptr -> f32
          %140 = arith.mulf %79, %87 : f32
          %141 = arith.addf %139, %140 : f32
          llvm.store %141, %10 : f32, !llvm.ptr
          %142 = llvm.load %11 : !llvm.ptr -> f32
          %143 = arith.mulf %79, %91 : f32
          %144 = arith.addf %142, %143 : f32
          llvm.store %144, %11 : f32, !llvm.ptr
          %145 = llvm.load %12 : !llvm.ptr -> f32
          %146 = arith.mulf %79, %95 : f32
          %147 = arith.addf %145, %146 : f32
          llvm.store %147, %12 : f32, !llvm.ptr
          %148 = llvm.load %13 : !llvm.ptr -> f32
          %149 = arith.mulf %79, %99 : f32
          %150 = arith.addf %148, %149 : f32
          llvm.store %150, %13 : f32, !llvm.ptr
          %151 = llvm.load %14 : !llvm.ptr -> f32
          %152 = arith.mulf %79, %103 : f32
          %153 = arith.addf %151, %152 : f32
          llvm.store %153, %14 : f32, !llvm.ptr
          %154 = llvm.load %15 : !llvm.ptr -> f32
          %155 = arith.mulf %79, %107 : f32
          %156 = arith.addf %154, %155 : f32
          llvm.store %156, %15 : f32, !llvm.ptr
          %157 = llvm.load %16 : !llvm.ptr -> f32
          %158 = arith.mulf %79, %111 : f32
          %159 = arith.addf %157, %158 : f32
          llvm.store %159, %16 : f32, !llvm.ptr
        }
        %c70_i64 = arith.constant 70 : i64
        %70 = arith.cmpi slt, %34, %c70_i64 : i64
        scf.if %70 {
          %c45_i64_50 = arith.constant 45 : i64
          %72 = arith.cmpi slt, %40, %c45_i64_50 : i64
          scf.if %72 {
            %80 = llvm.load %1 : !llvm.ptr -> f32
            %c70_i64_58 = arith.constant 70 : i64
            %81 = arith.muli %40, %c70_i64_58 : i64
            %82 = arith.addi %34, %81 : i64
            %83 = llvm.getelementptr %arg2[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %80, %83 : f32, !llvm.ptr<1>
          }
          %c45_i64_51 = arith.constant 45 : i64
          %73 = arith.cmpi slt, %44, %c45_i64_51 : i64
          scf.if %73 {
            %80 = llvm.load %2 : !llvm.ptr -> f32
            %c70_i64_58 = arith.constant 70 : i64
            %81 = arith.muli %44, %c70_i64_58 : i64
            %82 = arith.addi %34, %81 : i64
            %83 = llvm.getelementptr %arg2[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %80, %83 : f32, !llvm.ptr<1>
          }
          %c45_i64_52 = arith.constant 45 : i64
          %74 = arith.cmpi slt, %48, %c45_i64_52 : i64
          scf.if %74 {
            %80 = llvm.load %3 : !llvm.ptr -> f32
            %c70_i64_58 = arith.constant 70 : i64
            %81 = arith.muli %48, %c70_i64_58 : i64
            %82 = arith.addi %34, %81 : i64
            %83 = llvm.getelementptr %arg2[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %80, %83 : f32, !llvm.ptr<1>
          }
          %c45_i64_53 = arith.constant 45 : i64
          %75 = arith.cmpi slt, %52, %c45_i64_53 : i64
          scf.if %75 {
            %80 = llvm.load %4 : !llvm.ptr -> f32
            %c70_i64_58 = arith.constant 70 : i64
            %81 = arith.muli %52, %c70_i64_58 : i64
            %82 = arith.addi %34, %81 : i64
            %83 = llvm.getelementptr %arg2[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %80, %83 : f32, !llvm.ptr<1>
          }
          %c45_i64_54 = arith.constant 45 : i64
          %76 = arith.cmpi slt, %56, %c45_i64_54 : i64
          scf.if %76 {
            %80 = llvm.load %5 : !llvm.ptr -> f32
            %c70_i64_58 = arith.constant 70 : i64
            %81 = arith.muli %56, %c70_i64_58 : i64
            %82 = arith.addi %34, %81 : i64
            %83 = llvm.getelementptr %arg2[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %80, %83 : f32, !llvm.ptr<1>
          }
          %c45_i64_55 = arith.constant 45 : i64
          %77 = arith.cmpi slt, %60, %c45_i64_55 : i64
          scf.if %77 {
            %80 = llvm.load %6 : !llvm.ptr -> f32
            %c70_i64_58 = arith.constant 70 : i64
            %81 = arith.muli %60, %c70_i64_58 : i64
            %82 = arith.addi %34, %81 : i64
            %83 = llvm.getelementptr %arg2[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %80, %83 : f32, !llvm.ptr<1>
          }
          %c45_i64_56 = arith.constant 45 : i64
          %78 = arith.cmpi slt, %64, %c45_i64_56 : i64
          scf.if %78 {
            %80 = llvm.load %7 : !llvm.ptr -> f32
            %c70_i64_58 = arith.constant 70 : i64
            %81 = arith.muli %64, %c70_i64_58 : i64
            %82 = arith.addi %34, %81 : i64
            %83 = llvm.getelementptr %arg2[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %80, %83 : f32, !llvm.ptr<1>
          }
          %c45_i64_57 = arith.constant 45 : i64
          %79 = arith.cmpi slt, %68, %c45_i64_57 : i64
          scf.if %79 {
            %80 = llvm.load %8 : !llvm.ptr -> f32
            %c70_i64_58 = arith.constant 70 : i64
            %81 = arith.muli %68, %c70_i64_58 : i64
            %82 = arith.addi %34, %81 : i64
            %83 = llvm.getelementptr %arg2[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %80, %83 : f32, !llvm.ptr<1>
          }
        }
        %c70_i64_49 = arith.constant 70 : i64
        %71 = arith.cmpi slt, %37, %c70_i64_49 : i64
        scf.if %71 {
          %c45_i64_50 = arith.constant 45 : i64
          %72 = arith.cmpi slt, %40, %c45_i64_50 : i64
          scf.if %72 {
            %80 = llvm.load %9 : !llvm.ptr -> f32
            %c70_i64_58 = arith.constant 70 : i64
            %81 = arith.muli %40, %c70_i64_58 : i64
            %82 = arith.addi %37, %81 : i64
            %83 = llvm.getelementptr %arg2[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %80, %83 : f32, !llvm.ptr<1>
          }
          %c45_i64_51 = arith.constant 45 : i64
          %73 = arith.cmpi slt, %44, %c45_i64_51 : i64
          scf.if %73 {
            %80 = llvm.load %10 : !llvm.ptr -> f32
            %c70_i64_58 = arith.constant 70 : i64
            %81 = arith.muli %44, %c70_i64_58 : i64
            %82 = arith.addi %37, %81 : i64
            %83 = llvm.getelementptr %arg2[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %80, %83 : f32, !llvm.ptr<1>
          }
          %c45_i64_52 = arith.constant 45 : i64
          %74 = arith.cmpi slt, %48, %c45_i64_52 : i64
          scf.if %74 {
            %80 = llvm.load %11 : !llvm.ptr -> f32
            %c70_i64_58 = arith.constant 70 : i64
            %81 = arith.muli %48, %c70_i64_58 : i64
            %82 = arith.addi %37, %81 : i64
            %83 = llvm.getelementptr %arg2[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %80, %83 : f32, !llvm.ptr<1>
          }
          %c45_i64_53 = arith.constant 45 : i64
          %75 = arith.cmpi slt, %52, %c45_i64_53 : i64
          scf.if %75 {
            %80 = llvm.load %12 : !llvm.ptr -> f32
            %c70_i64_58 = arith.constant 70 : i64
            %81 = arith.muli %52, %c70_i64_58 : i64
            %82 = arith.addi %37, %81 : i64
            %83 = llvm.getelementptr %arg2[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %80, %83 : f32, !llvm.ptr<1>
          }
          %c45_i64_54 = arith.constant 45 : i64
          %76 = arith.cmpi slt, %56, %c45_i64_54 : i64
          scf.if %76 {
            %80 = llvm.load %13 : !llvm.ptr -> f32
            %c70_i64_58 = arith.constant 70 : i64
            %81 = arith.muli %56, %c70_i64_58 : i64
            %82 = arith.addi %37, %81 : i64
            %83 = llvm.getelementptr %arg2[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %80, %83 : f32, !llvm.ptr<1>
          }
          %c45_i64_55 = arith.constant 45 : i64
          %77 = arith.cmpi slt, %60, %c45_i64_55 : i64
          scf.if %77 {
            %80 = llvm.load %14 : !llvm.ptr -> f32
            %c70_i64_58 = arith.constant 70 : i64
            %81 = arith.muli %60, %c70_i64_58 : i64
            %82 = arith.addi %37, %81 : i64
            %83 = llvm.getelementptr %arg2[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %80, %83 : f32, !llvm.ptr<1>
          }
          %c45_i64_56 = arith.constant 45 : i64
          %78 = arith.cmpi slt, %64, %c45_i64_56 : i64
          scf.if %78 {
            %80 = llvm.load %15 : !llvm.ptr -> f32
            %c70_i64_58 = arith.constant 70 : i64
            %81 = arith.muli %64, %c70_i64_58 : i64
            %82 = arith.addi %37, %81 : i64
            %83 = llvm.getelementptr %arg2[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %80, %83 : f32, !llvm.ptr<1>
          }
          %c45_i64_57 = arith.constant 45 : i64
          %79 = arith.cmpi slt, %68, %c45_i64_57 : i64
          scf.if %79 {
            %80 = llvm.load %16 : !llvm.ptr -> f32
            %c70_i64_58 = arith.constant 70 : i64
            %81 = arith.muli %68, %c70_i64_58 : i64
            %82 = arith.addi %37, %81 : i64
            %83 = llvm.getelementptr %arg2[%82] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
            llvm.store %80, %83 : f32, !llvm.ptr<1>
          }
        }
      }
      %thread_id_y = gpu.thread_id  y
      %19 = arith.index_cast %thread_id_y : index to i64
      %c9_i64 = arith.constant 9 : i64
      %c4_i64 = arith.constant 4 : i64
      scf.for %arg14 = %19 to %c9_i64 step %c4_i64  : i64 {
        %thread_id_x_12 = gpu.thread_id  x
        %34 = arith.index_cast %thread_id_x_12 : index to i64
        %c67_i64 = arith.constant 67 : i64
        %c64_i64_13 = arith.constant 64 : i64
        scf.for %arg15 = %34 to %c67_i64 step %c64_i64_13  : i64 {
          %cst = arith.constant 2.000000e+00 : f32
          %c9_i64_14 = arith.constant 9 : i64
          %35 = arith.muli %arg15, %c9_i64_14 : i64
          %36 = arith.addi %arg14, %35 : i64
          %37 = llvm.getelementptr %arg3[%36] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %38 = llvm.load %37 : !llvm.ptr<1> -> f32
          %39 = arith.mulf %cst, %38 : f32
          %c67_i64_15 = arith.constant 67 : i64
          %40 = arith.muli %arg14, %c67_i64_15 : i64
          %41 = arith.addi %arg15, %40 : i64
          %42 = llvm.getelementptr %arg4[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %39, %42 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x = gpu.thread_id  x
      %20 = arith.index_cast %thread_id_x : index to i64
      %c64_i64 = arith.constant 64 : i64
      %thread_id_y_0 = gpu.thread_id  y
      %21 = arith.index_cast %thread_id_y_0 : index to i64
      %22 = arith.muli %c64_i64, %21 : i64
      %23 = arith.addi %20, %22 : i64
      %c300_i64 = arith.constant 300 : i64
      %c256_i64 = arith.constant 256 : i64
      scf.for %arg14 = %23 to %c300_i64 step %c256_i64  : i64 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %17 : f32, !llvm.ptr
        %c0_i64_12 = arith.constant 0 : i64
        %c3_i64 = arith.constant 3 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg15 = %c0_i64_12 to %c3_i64 step %c1_i64  : i64 {
          %36 = llvm.load %17 : !llvm.ptr -> f32
          %c300_i64_13 = arith.constant 300 : i64
          %37 = arith.muli %arg15, %c300_i64_13 : i64
          %38 = arith.addi %arg14, %37 : i64
          %39 = llvm.getelementptr %arg5[%38] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %40 = llvm.load %39 : !llvm.ptr<1> -> f32
          %41 = llvm.getelementptr %arg6[%arg15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %42 = llvm.load %41 : !llvm.ptr<1> -> f32
          %43 = arith.mulf %40, %42 : f32
          %44 = arith.addf %36, %43 : f32
          llvm.store %44, %17 : f32, !llvm.ptr
        }
        %34 = llvm.load %17 : !llvm.ptr -> f32
        %35 = llvm.getelementptr %arg7[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
        llvm.store %34, %35 : f32, !llvm.ptr<1>
      }
      %thread_id_x_1 = gpu.thread_id  x
      %24 = arith.index_cast %thread_id_x_1 : index to i64
      %c64_i64_2 = arith.constant 64 : i64
      %thread_id_y_3 = gpu.thread_id  y
      %25 = arith.index_cast %thread_id_y_3 : index to i64
      %26 = arith.muli %c64_i64_2, %25 : i64
      %27 = arith.addi %24, %26 : i64
      %c0_i64_4 = arith.constant 0 : i64
      %28 = arith.cmpi eq, %27, %c0_i64_4 : i64
      scf.if %28 {
        %cst = arith.constant 0.000000e+00 : f32
        llvm.store %cst, %18 : f32, !llvm.ptr
        %c0_i64_12 = arith.constant 0 : i64
        %c300_i64_13 = arith.constant 300 : i64
        %c1_i64 = arith.constant 1 : i64
        scf.for %arg14 = %c0_i64_12 to %c300_i64_13 step %c1_i64  : i64 {
          %35 = llvm.load %18 : !llvm.ptr -> f32
          %36 = llvm.getelementptr %arg8[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %37 = llvm.load %36 : !llvm.ptr<1> -> f32
          %38 = arith.addf %35, %37 : f32
          llvm.store %38, %18 : f32, !llvm.ptr
        }
        %34 = llvm.load %18 : !llvm.ptr -> f32
        llvm.store %34, %arg9 : f32, !llvm.ptr<1>
      }
      %thread_id_y_5 = gpu.thread_id  y
      %29 = arith.index_cast %thread_id_y_5 : index to i64
      %c5_i64 = arith.constant 5 : i64
      %c4_i64_6 = arith.constant 4 : i64
      scf.for %arg14 = %29 to %c5_i64 step %c4_i64_6  : i64 {
        %thread_id_x_12 = gpu.thread_id  x
        %34 = arith.index_cast %thread_id_x_12 : index to i64
        %c70_i64 = arith.constant 70 : i64
        %c64_i64_13 = arith.constant 64 : i64
        scf.for %arg15 = %34 to %c70_i64 step %c64_i64_13  : i64 {
          %35 = llvm.getelementptr %arg10[%arg15] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %36 = llvm.load %35 : !llvm.ptr<1> -> f32
          %37 = llvm.getelementptr %arg11[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %38 = llvm.load %37 : !llvm.ptr<1> -> f32
          %39 = arith.mulf %36, %38 : f32
          %c70_i64_14 = arith.constant 70 : i64
          %40 = arith.muli %arg14, %c70_i64_14 : i64
          %41 = arith.addi %arg15, %40 : i64
          %42 = llvm.getelementptr %arg12[%41] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          llvm.store %39, %42 : f32, !llvm.ptr<1>
        }
      }
      %thread_id_x_7 = gpu.thread_id  x
      %30 = arith.index_cast %thread_id_x_7 : index to i64
      %c64_i64_8 = arith.constant 64 : i64
      %thread_id_y_9 = gpu.thread_id  y
      %31 = arith.index_cast %thread_id_y_9 : index to i64
      %32 = arith.muli %c64_i64_8, %31 : i64
      %33 = arith.addi %30, %32 : i64
      %c300_i64_10 = arith.constant 300 : i64
      %c256_i64_11 = arith.constant 256 : i64
      scf.for %arg14 = %33 to %c300_i64_10 step %c256_i64_11  : i64 {
        %34 = arith.trunci %arg14 : i64 to i32
        %c2_i32 = arith.constant 2 : i32
        %35 = arith.muli %34, %c2_i32 : i32
        %c1_i32 = arith.constant 1 : i32
        %36 = arith.addi %35, %c1_i32 : i32
        %37 = llvm.getelementptr %arg13[%arg14] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
        llvm.store %36, %37 : i32, !llvm.ptr<1>
      }
      gpu.return
    }
  }
}
