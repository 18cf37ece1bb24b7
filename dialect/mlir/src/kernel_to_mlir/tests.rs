//! The builder's locations, and how MLIR failures come back as located internal errors.

#![allow(clippy::panic)] // tests report failures by panicking

use melior::ir::Location;
use melior::ir::operation::{OperationLike as _, WalkOrder, WalkResult};
use tinyc_frontend::{Checked, Code, Device, Frontend, Source};

use super::Hooks;
use crate::route::{self, Flavor, RouteError as Error, Stage};

const PROGRAM: &str = "func @k(%A: memref<f32x8x?>, %G: group<memref<f32x8>, offset: ?>, %n: i32) {
  %g = group_id
  %x = load %A[0, %g] : memref<f32x8x?>
  %y = arith.mul %x, 2.0 : f32
  for %i = 0, 4 {
    store %y, %A[%i, %g] : memref<f32x8x?>
  }
  %h = load %G[%g] : group<memref<f32x8>, offset: ?>
  store %x, %h[1] : memref<f32x8>
}
";

fn checked(src: &str) -> Checked {
    Frontend::new(Device::nvidia())
        .run(&Source::new("k.ir", src.as_bytes()))
        .unwrap_or_else(|d| panic!("{}", Source::new("k.ir", src.as_bytes()).render(&d)))
}

/// `(file, line, column)` of a location made by [`Location::new`].
fn position(loc: Location) -> Option<(String, usize, usize)> {
    loc.is_file_line_col_range().then(|| {
        let file = loc.file_line_col_range_filename().as_string_ref().as_str().unwrap_or_default().to_string();
        (file, loc.file_line_col_range_start_line(), loc.file_line_col_range_start_column())
    })
}

/// (op name, line, column) of every op in the `gpu.module`, in order.
fn located_ops(checked: &Checked, stage: Stage) -> Vec<(String, usize, usize)> {
    let kernels = tinyc_kernel::lower_module(checked).unwrap_or_else(|d| panic!("{d:?}"));
    crate::with_context(|context, diagnostics| {
        let module = route::verified_module(
            context,
            diagnostics,
            &kernels,
            &checked.source,
            Flavor::Nvvm,
            stage,
            Hooks::default(),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let mut ops = Vec::new();
        module.as_operation().walk(WalkOrder::PreOrder, |op| {
            let name = op.name().as_string_ref().as_str().unwrap_or_default().to_string();
            if name != "builtin.module" && name != "gpu.module" {
                let (file, line, col) = position(op.location()).unwrap_or_else(|| panic!("{name} is not located"));
                assert_eq!(file, "k.ir", "{name}");
                ops.push((name, line, col));
            }
            WalkResult::Advance
        });
        ops
    })
}

#[test]
fn every_op_is_located_at_the_instruction_it_comes_from() {
    let checked = checked(PROGRAM);
    let ops = located_ops(&checked, Stage::Gpu);
    let at = |name: &str| -> Vec<(usize, usize)> {
        ops.iter().filter(|(n, ..)| n == name).map(|(_, l, c)| (*l, *c)).collect()
    };
    // The kernel and gpu.return at the function's name, the prologue at each parameter.
    assert_eq!(at("gpu.func"), [(1, 6)]);
    assert_eq!(at("gpu.return"), [(1, 6)]);
    assert_eq!(at("memref.extract_strided_metadata"), [(1, 9)]);
    assert_eq!(at("builtin.unrealized_conversion_cast"), [(1, 30)]);
    // Each instruction's ops at its first character.
    assert_eq!(at("gpu.block_id"), [(2, 3)]);
    assert_eq!(at("arith.mulf"), [(4, 3)]);
    assert_eq!(at("scf.for"), [(5, 3)]);
    // The loop's body at its store, the loop's terminator back at the loop.
    assert_eq!(at("llvm.store"), [(6, 5), (9, 3)]);
    assert_eq!(at("scf.yield"), [(5, 3)]);
    assert_eq!(at("llvm.addrspacecast"), [(8, 3)]);
    // After the ABI pass, what it builds is at the parameters.
    let ops = located_ops(&checked, Stage::Abi);
    assert!(ops.iter().any(|(n, l, c)| n == "llvm.insertvalue" && (*l, *c) == (1, 9)), "{ops:?}");
}

/// An op that fails verification (injected at the first instruction) is an internal compiler
/// error, E50, at that instruction, with MLIR's message; at both stages and on the way to PTX.
#[test]
fn a_verifier_failure_is_an_internal_error_at_the_program_line() {
    let checked = checked(PROGRAM);
    let kernels = tinyc_kernel::lower_module(&checked).unwrap_or_else(|d| panic!("{d:?}"));
    let hooks = Hooks { invalid_op: true };
    for stage in [Stage::Gpu, Stage::Abi] {
        let result = crate::with_context(|context, diagnostics| {
            route::verified_module(context, diagnostics, &kernels, &checked.source, Flavor::Nvvm, stage, hooks)
                .map(drop)
        });
        let Err(Error::Internal(d)) = result else { panic!("{stage:?}: {result:?}") };
        assert_eq!(d.code, Code::E50);
        assert_eq!(d.location(PROGRAM), (2, 3), "{d:?}");
        assert_eq!(&PROGRAM[d.span.range()], "%g = group_id");
        assert!(d.message.starts_with("internal compiler error: the MLIR of the kernels does not verify: "), "{d:?}");
        assert!(d.message.contains("'arith.constant' op"), "{d:?}");
        let text = d.render("k.ir", PROGRAM);
        assert!(text.contains("error[E50]") && text.contains("k.ir:2:3"), "{text}");
    }
}

/// Without the hook, nothing is injected: the module verifies.
#[test]
fn no_hook_no_failure() {
    let checked = checked(PROGRAM);
    assert!(route::stage_text(&checked, Flavor::Nvvm, Stage::Abi).is_ok());
}

/// A location MLIR names resolves to the instruction, parameter or function starting there, or
/// to the one byte there.
#[test]
fn mlir_locations_map_back_to_source_spans() {
    let checked = checked(PROGRAM);
    let kernels = tinyc_kernel::lower_module(&checked).unwrap_or_else(|d| panic!("{d:?}"));
    let span = |line, col| route::span_at(&kernels, &checked.source, line, col);
    assert_eq!(&PROGRAM[span(4, 3).range()], "%y = arith.mul %x, 2.0 : f32");
    assert_eq!(&PROGRAM[span(1, 9).range()], "%A: memref<f32x8x?>");
    assert_eq!(&PROGRAM[span(1, 6).range()], "@k");
    assert_eq!(&PROGRAM[span(4, 8).range()], "a");
    assert_eq!(span(40, 1).range(), 0..0);
}
