//! # The MLIR context
//!
//! [`create_context`] is the one place a context is made (CLI, tests, PTX route): it registers the
//! upstream dialects and LLVM translations (MLIR's NVVM route needs them), loads the ones tinyc
//! builds with, and attaches a diagnostic handler that records MLIR's errors with their
//! `file:line:col` locations ([`Diagnostics`]), so that they can be reported as our own
//! diagnostics instead of raw dumps. [`with_context`] gives each thread one such context for all
//! its work.

use std::cell::{OnceCell, RefCell};
use std::rc::Rc;

use melior::Context;
use melior::dialect::DialectRegistry;
use melior::ir::Location;

/// One MLIR diagnostic, with its location if MLIR knew one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MlirDiagnostic {
    pub message: String,
    /// (file, line, column) of the location, 1-based.
    pub location: Option<(String, usize, usize)>,
}

/// Diagnostics MLIR reported since the last [`Diagnostics::take`].
#[derive(Clone, Debug, Default)]
pub struct Diagnostics(Rc<RefCell<Vec<MlirDiagnostic>>>);

impl Diagnostics {
    pub fn take(&self) -> Vec<MlirDiagnostic> {
        std::mem::take(&mut self.0.borrow_mut())
    }
}

/// Finds a file:line:col location inside a (possibly fused or named) location.
pub(crate) fn file_line_col(loc: Location<'_>) -> Option<(String, usize, usize)> {
    if loc.is_file_line_col_range() {
        return Some((
            loc.file_line_col_range_filename().as_string_ref().as_str().unwrap_or_default().to_string(),
            loc.file_line_col_range_start_line(),
            loc.file_line_col_range_start_column(),
        ));
    }
    if loc.is_name() {
        return file_line_col(loc.name_child_location());
    }
    if loc.is_fused() {
        return (0..loc.fused_num_locations()).find_map(|i| file_line_col(loc.fused_location(i)));
    }
    if loc.is_call_site() {
        return file_line_col(loc.call_site_callee());
    }
    None
}

/// Creates the context with the dialects tinyc uses loaded.
pub fn create_context() -> (Context, Diagnostics) {
    setup(Context::new())
}

/// [`create_context`] without MLIR's thread pool: for a forked child process, where no thread
/// but the forking one exists (`tinyc_spirv` compiles there).
pub fn create_single_threaded_context() -> (Context, Diagnostics) {
    setup(Context::new_with_threading(false))
}

fn setup(context: Context) -> (Context, Diagnostics) {
    let registry = DialectRegistry::new();
    // All upstream dialects are registered (cheap; loaded on first use by the parser and the
    // passes), the ones tinyc builds operations of are loaded now.
    melior::utility::register_all_dialects(&registry);
    context.append_dialect_registry(&registry);
    for name in ["builtin", "func", "arith", "math", "scf", "memref", "gpu", "llvm"] {
        context.get_or_load_dialect(name);
    }
    melior::utility::register_all_llvm_translations(&context);

    let diagnostics = Diagnostics::default();
    let sink = Box::new(diagnostics.clone());
    // SAFETY: the handler gets the boxed sink back as `user_data`, and `drop_sink` frees it when
    // the context goes away. The handler never panics (it runs inside MLIR).
    unsafe {
        mlir_sys::mlirContextAttachDiagnosticHandler(
            context.to_raw(),
            Some(handle_diagnostic),
            Box::into_raw(sink) as *mut std::ffi::c_void,
            Some(drop_sink),
        );
    }
    (context, diagnostics)
}

thread_local! {
    /// This thread's context, made on first use.
    static SHARED: OnceCell<(Context, Diagnostics)> = const { OnceCell::new() };
}

/// Runs `f` with this thread's MLIR context and its diagnostics, made by [`create_context`] on
/// the first call (a context is not `Send`): a process compiling many files, or one file through
/// several stages (`TINYC_DUMP`), sets MLIR up once. The diagnostics are emptied before `f` runs.
///
/// The context keeps what it ever uniqued (types, attributes, locations), so its memory grows
/// with the distinct programs compiled, not with their number.
pub fn with_context<R>(f: impl FnOnce(&Context, &Diagnostics) -> R) -> R {
    SHARED.with(|shared| {
        let (context, diagnostics) = match shared.get() {
            Some(made) => made,
            None => {
                let made = create_context();
                shared.get_or_init(|| made)
            }
        };
        diagnostics.take();
        f(context, diagnostics)
    })
}

unsafe extern "C" fn collect_bytes(text: mlir_sys::MlirStringRef, data: *mut std::ffi::c_void) {
    // SAFETY: `data` is the Vec passed by `handle_diagnostic`; `text` is valid for this call.
    unsafe {
        let out = &mut *(data as *mut Vec<u8>);
        if !text.data.is_null() {
            out.extend_from_slice(std::slice::from_raw_parts(text.data as *const u8, text.length));
        }
    }
}

unsafe extern "C" fn handle_diagnostic(
    diagnostic: mlir_sys::MlirDiagnostic,
    user_data: *mut std::ffi::c_void,
) -> mlir_sys::MlirLogicalResult {
    // SAFETY: `user_data` is the boxed `Diagnostics` attached in `create_context`.
    unsafe {
        let sink = &*(user_data as *const Diagnostics);
        let mut bytes = Vec::new();
        mlir_sys::mlirDiagnosticPrint(
            diagnostic,
            Some(collect_bytes),
            &mut bytes as *mut Vec<u8> as *mut std::ffi::c_void,
        );
        let location = file_line_col(Location::from_raw(mlir_sys::mlirDiagnosticGetLocation(diagnostic)));
        if let Ok(mut list) = sink.0.try_borrow_mut() {
            list.push(MlirDiagnostic { message: String::from_utf8_lossy(&bytes).into_owned(), location });
        }
    }
    mlir_sys::MlirLogicalResult { value: 1 }
}

unsafe extern "C" fn drop_sink(user_data: *mut std::ffi::c_void) {
    // SAFETY: created by `Box::into_raw` in `create_context`, freed once.
    unsafe { drop(Box::from_raw(user_data as *mut Diagnostics)) }
}
