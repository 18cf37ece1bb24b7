// The tinytc dialect: the collective instructions of the tensor language and groups.
// Loaded at run time with melior::utility::load_irdl_dialects (IRDL registers and verifies
// the ops; each operand has its own constraint value, since a shared one means 'same type').
// Everything else maps onto upstream dialects (see lower.rs).
irdl.dialect @tinytc {
  // group<memref<...>, offset: o>: an array of pointers to memrefs; o is i64 (kDynamic for ?).
  irdl.type @group {
    %memref = irdl.base "!builtin.memref"
    %offset = irdl.base "#builtin.integer"
    irdl.parameters(memref: %memref, offset: %offset)
  }
  // %m = load %g[%i] : group<...>
  irdl.operation @group_load {
    %group = irdl.base @tinytc::@group
    %index = irdl.is index
    %result = irdl.base "!builtin.memref"
    irdl.operands(group: %group, index: %index)
    irdl.results(result: %result)
  }
  irdl.operation @group_id {
    %result = irdl.is index
    irdl.results(result: %result)
  }
  irdl.operation @group_size {
    %result = irdl.is index
    irdl.results(result: %result)
  }
  irdl.operation @axpby {
    %alpha_i8 = irdl.is i8
    %alpha_i16 = irdl.is i16
    %alpha_i32 = irdl.is i32
    %alpha_i64 = irdl.is i64
    %alpha_index = irdl.is index
    %alpha_f32 = irdl.is f32
    %alpha_f64 = irdl.is f64
    %alpha = irdl.any_of(%alpha_i8, %alpha_i16, %alpha_i32, %alpha_i64, %alpha_index, %alpha_f32, %alpha_f64)
    %a = irdl.base "!builtin.memref"
    %beta_i8 = irdl.is i8
    %beta_i16 = irdl.is i16
    %beta_i32 = irdl.is i32
    %beta_i64 = irdl.is i64
    %beta_index = irdl.is index
    %beta_f32 = irdl.is f32
    %beta_f64 = irdl.is f64
    %beta = irdl.any_of(%beta_i8, %beta_i16, %beta_i32, %beta_i64, %beta_index, %beta_f32, %beta_f64)
    %b = irdl.base "!builtin.memref"
    %trans = irdl.base "#builtin.integer"
    %atomic = irdl.base "#builtin.integer"
    irdl.operands(alpha: %alpha, a: %a, beta: %beta, b: %b)
    irdl.attributes {"trans" = %trans, "atomic" = %atomic}
  }
  irdl.operation @sum {
    %alpha_i8 = irdl.is i8
    %alpha_i16 = irdl.is i16
    %alpha_i32 = irdl.is i32
    %alpha_i64 = irdl.is i64
    %alpha_index = irdl.is index
    %alpha_f32 = irdl.is f32
    %alpha_f64 = irdl.is f64
    %alpha = irdl.any_of(%alpha_i8, %alpha_i16, %alpha_i32, %alpha_i64, %alpha_index, %alpha_f32, %alpha_f64)
    %a = irdl.base "!builtin.memref"
    %beta_i8 = irdl.is i8
    %beta_i16 = irdl.is i16
    %beta_i32 = irdl.is i32
    %beta_i64 = irdl.is i64
    %beta_index = irdl.is index
    %beta_f32 = irdl.is f32
    %beta_f64 = irdl.is f64
    %beta = irdl.any_of(%beta_i8, %beta_i16, %beta_i32, %beta_i64, %beta_index, %beta_f32, %beta_f64)
    %b = irdl.base "!builtin.memref"
    %trans = irdl.base "#builtin.integer"
    %atomic = irdl.base "#builtin.integer"
    irdl.operands(alpha: %alpha, a: %a, beta: %beta, b: %b)
    irdl.attributes {"trans" = %trans, "atomic" = %atomic}
  }
  irdl.operation @gemm {
    %alpha_i8 = irdl.is i8
    %alpha_i16 = irdl.is i16
    %alpha_i32 = irdl.is i32
    %alpha_i64 = irdl.is i64
    %alpha_index = irdl.is index
    %alpha_f32 = irdl.is f32
    %alpha_f64 = irdl.is f64
    %alpha = irdl.any_of(%alpha_i8, %alpha_i16, %alpha_i32, %alpha_i64, %alpha_index, %alpha_f32, %alpha_f64)
    %a = irdl.base "!builtin.memref"
    %b = irdl.base "!builtin.memref"
    %beta_i8 = irdl.is i8
    %beta_i16 = irdl.is i16
    %beta_i32 = irdl.is i32
    %beta_i64 = irdl.is i64
    %beta_index = irdl.is index
    %beta_f32 = irdl.is f32
    %beta_f64 = irdl.is f64
    %beta = irdl.any_of(%beta_i8, %beta_i16, %beta_i32, %beta_i64, %beta_index, %beta_f32, %beta_f64)
    %c = irdl.base "!builtin.memref"
    %transA = irdl.base "#builtin.integer"
    %transB = irdl.base "#builtin.integer"
    %atomic = irdl.base "#builtin.integer"
    irdl.operands(alpha: %alpha, a: %a, b: %b, beta: %beta, c: %c)
    irdl.attributes {"transA" = %transA, "transB" = %transB, "atomic" = %atomic}
  }
  irdl.operation @gemv {
    %alpha_i8 = irdl.is i8
    %alpha_i16 = irdl.is i16
    %alpha_i32 = irdl.is i32
    %alpha_i64 = irdl.is i64
    %alpha_index = irdl.is index
    %alpha_f32 = irdl.is f32
    %alpha_f64 = irdl.is f64
    %alpha = irdl.any_of(%alpha_i8, %alpha_i16, %alpha_i32, %alpha_i64, %alpha_index, %alpha_f32, %alpha_f64)
    %a = irdl.base "!builtin.memref"
    %b = irdl.base "!builtin.memref"
    %beta_i8 = irdl.is i8
    %beta_i16 = irdl.is i16
    %beta_i32 = irdl.is i32
    %beta_i64 = irdl.is i64
    %beta_index = irdl.is index
    %beta_f32 = irdl.is f32
    %beta_f64 = irdl.is f64
    %beta = irdl.any_of(%beta_i8, %beta_i16, %beta_i32, %beta_i64, %beta_index, %beta_f32, %beta_f64)
    %c = irdl.base "!builtin.memref"
    %transA = irdl.base "#builtin.integer"
    %atomic = irdl.base "#builtin.integer"
    irdl.operands(alpha: %alpha, a: %a, b: %b, beta: %beta, c: %c)
    irdl.attributes {"transA" = %transA, "atomic" = %atomic}
  }
  irdl.operation @ger {
    %alpha_i8 = irdl.is i8
    %alpha_i16 = irdl.is i16
    %alpha_i32 = irdl.is i32
    %alpha_i64 = irdl.is i64
    %alpha_index = irdl.is index
    %alpha_f32 = irdl.is f32
    %alpha_f64 = irdl.is f64
    %alpha = irdl.any_of(%alpha_i8, %alpha_i16, %alpha_i32, %alpha_i64, %alpha_index, %alpha_f32, %alpha_f64)
    %a = irdl.base "!builtin.memref"
    %b = irdl.base "!builtin.memref"
    %beta_i8 = irdl.is i8
    %beta_i16 = irdl.is i16
    %beta_i32 = irdl.is i32
    %beta_i64 = irdl.is i64
    %beta_index = irdl.is index
    %beta_f32 = irdl.is f32
    %beta_f64 = irdl.is f64
    %beta = irdl.any_of(%beta_i8, %beta_i16, %beta_i32, %beta_i64, %beta_index, %beta_f32, %beta_f64)
    %c = irdl.base "!builtin.memref"
    %atomic = irdl.base "#builtin.integer"
    irdl.operands(alpha: %alpha, a: %a, b: %b, beta: %beta, c: %c)
    irdl.attributes {"atomic" = %atomic}
  }
  irdl.operation @hadamard {
    %alpha_i8 = irdl.is i8
    %alpha_i16 = irdl.is i16
    %alpha_i32 = irdl.is i32
    %alpha_i64 = irdl.is i64
    %alpha_index = irdl.is index
    %alpha_f32 = irdl.is f32
    %alpha_f64 = irdl.is f64
    %alpha = irdl.any_of(%alpha_i8, %alpha_i16, %alpha_i32, %alpha_i64, %alpha_index, %alpha_f32, %alpha_f64)
    %a = irdl.base "!builtin.memref"
    %b = irdl.base "!builtin.memref"
    %beta_i8 = irdl.is i8
    %beta_i16 = irdl.is i16
    %beta_i32 = irdl.is i32
    %beta_i64 = irdl.is i64
    %beta_index = irdl.is index
    %beta_f32 = irdl.is f32
    %beta_f64 = irdl.is f64
    %beta = irdl.any_of(%beta_i8, %beta_i16, %beta_i32, %beta_i64, %beta_index, %beta_f32, %beta_f64)
    %c = irdl.base "!builtin.memref"
    %atomic = irdl.base "#builtin.integer"
    irdl.operands(alpha: %alpha, a: %a, b: %b, beta: %beta, c: %c)
    irdl.attributes {"atomic" = %atomic}
  }
}
