//! # Sequential loops that read and write one buffer at different places
//!
//! Intel's OpenCL CPU compiler (the runtime of `intel-opencl-rt` 2026.2, through OpenCL C and
//! through SPIR-V alike) vectorises a loop with a loop-carried memory dependence of a constant
//! distance 2 or 4 and a run-time trip count wrongly:
//!
//! ```text
//! for (long i = 0; i < m - 2; ++i) S[i + 2] = S[i];   // each S[i + 2] must see the new S[i]
//! ```
//!
//! comes out as if chunks were copied at once (46 of 50 elements wrong; distances 1, 3, 7 and 8,
//! a distance known only at run time, local memory and a constant trip count are right; PoCL,
//! oclgrind and NVIDIA's compiler are right). The language runs a `for` in order (§7.8), so
//! tinyc keeps such loops from being vectorised: [`keep_order`] puts a [`Stmt::KeepOrder`] at
//! the end of every innermost loop (the loops that compilers vectorise) that stores to a global
//! buffer and loads from it at an address none of its stores has. Two
//! addresses are the same buffer when they come from the same kernel parameter (or the same
//! member of a group) through the same chain of pointer definitions; only the offsets then
//! differ. Loops that update elements in place (`C[i] = β·C[i] + …`, the same address), loops
//! over different parameters (which the compiler checks for overlap at run time) and loops
//! around other loops are left alone, so the GEMMs and the other collectives come out
//! unchanged.

use std::collections::HashMap;

use crate::ir::{BlockOp, Expr, Kernel, Space, Stmt, Ty, Var};

/// Marks the loops of `k` that read and write one global buffer at different addresses
/// ([`Stmt::KeepOrder`] at the end of their bodies). Gives the number of loops marked.
pub fn keep_order(k: &mut Kernel) -> usize {
    let mut defs = HashMap::new();
    pointer_defs(k, &k.body, &mut defs);
    let mut marked = 0;
    let mut body = std::mem::take(&mut k.body);
    mark(k, &defs, &mut body, &mut marked);
    k.body = body;
    marked
}

/// The immutable pointer variables' definitions.
fn pointer_defs(k: &Kernel, stmts: &[Stmt], defs: &mut HashMap<Var, Expr>) {
    crate::ir::for_each_stmt(stmts, &mut |s| {
        if let Stmt::Let(v, Some(e)) = s
            && !k.var(*v).mutable
            && matches!(k.var(*v).ty, Ty::Ptr(..))
        {
            defs.insert(*v, e.clone());
        }
    });
}

/// An address: the buffer it lies in (a parameter, or a group's member) and the offsets that
/// lead to it, outermost first.
#[derive(PartialEq)]
struct Address<'e> {
    root: &'e Expr,
    offsets: Vec<&'e Expr>,
}

fn address<'e>(defs: &'e HashMap<Var, Expr>, mut ptr: &'e Expr, index: &'e Expr) -> Address<'e> {
    let mut offsets = vec![index];
    loop {
        match ptr {
            Expr::Offset(p, i) => {
                offsets.push(i);
                ptr = p;
            }
            Expr::Aligned(p, _) => ptr = p,
            Expr::Var(v) if defs.contains_key(v) => ptr = &defs[v],
            _ => break,
        }
    }
    offsets.reverse();
    Address { root: ptr, offsets }
}

/// The loads and stores of global memory in a loop's own body: through its `if`s, not into
/// its inner loops.
fn accesses<'e>(
    k: &Kernel,
    defs: &'e HashMap<Var, Expr>,
    stmts: &'e [Stmt],
    loads: &mut Vec<Address<'e>>,
    stores: &mut Vec<Address<'e>>,
) {
    let global = |e: &Expr| matches!(k.type_of(e), Ty::Ptr(_, Space::Global));
    let load = |e: &'e Expr, loads: &mut Vec<Address<'e>>| {
        crate::ir::expr_any(e, &mut |x| {
            if let Expr::Load(p, i) | Expr::LoadVec(_, p, i) = x
                && global(p)
            {
                loads.push(address(defs, p, i));
            }
            false
        });
    };
    for s in stmts {
        match s {
            Stmt::Store { ptr, index, value } | Stmt::StoreVec { ptr, index, value, .. } => {
                load(index, loads);
                load(value, loads);
                if global(ptr) {
                    stores.push(address(defs, ptr, index));
                }
            }
            Stmt::Let(_, Some(e)) | Stmt::Assign(_, e) => load(e, loads),
            Stmt::Block { ptr, index, op } => {
                load(index, loads);
                match op {
                    BlockOp::Read(_) => loads.push(address(defs, ptr, index)),
                    BlockOp::Write(value) => {
                        load(value, loads);
                        stores.push(address(defs, ptr, index));
                    }
                }
            }
            Stmt::If { cond, then, otherwise } => {
                load(cond, loads);
                accesses(k, defs, then, loads, stores);
                accesses(k, defs, otherwise, loads, stores);
            }
            _ => {}
        }
    }
}

/// Whether the statements hold a loop (through their `if`s).
pub(crate) fn has_loop(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match s {
        Stmt::For { .. } => true,
        Stmt::If { then, otherwise, .. } => has_loop(then) || has_loop(otherwise),
        _ => false,
    })
}

fn mark(k: &Kernel, defs: &HashMap<Var, Expr>, stmts: &mut [Stmt], marked: &mut usize) {
    for s in stmts {
        match s {
            Stmt::For { body, .. } => {
                mark(k, defs, body, marked);
                // Compilers vectorise innermost loops only.
                if has_loop(body) {
                    continue;
                }
                let (mut loads, mut stores) = (Vec::new(), Vec::new());
                accesses(k, defs, body, &mut loads, &mut stores);
                // A load from a buffer the loop stores to, at an address none of its stores
                // has (an element updated in place is loaded and stored at one address).
                let carried = loads
                    .iter()
                    .any(|ld| stores.iter().any(|st| st.root == ld.root) && !stores.iter().any(|st| st == ld));
                if carried && !body.contains(&Stmt::KeepOrder) {
                    body.push(Stmt::KeepOrder);
                    *marked += 1;
                }
            }
            Stmt::If { then, otherwise, .. } => {
                mark(k, defs, then, marked);
                mark(k, defs, otherwise, marked);
            }
            _ => {}
        }
    }
}
