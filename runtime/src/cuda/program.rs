//! PTX modules loaded into a CUDA context.

use std::ffi::{CString, c_void};
use std::ptr;
use std::sync::Arc;

use cudarc::driver::sys;

use super::context::{Context, Inner};
use super::driver::{self, check};
use super::kernel::Kernel;
use super::ptx;
use crate::error::{Error, Result};
use crate::signature::KernelSignature;

/// Size of each JIT log buffer.
const LOG_BYTES: usize = 16 * 1024;

/// A loaded module; kernels keep it alive.
#[derive(Debug)]
pub(crate) struct Module {
    ctx: Arc<Inner>,
    pub(crate) handle: sys::CUmodule,
}

// SAFETY: a module handle may be used from any thread once its context is bound, which every
// use does first; it is never mutated.
unsafe impl Send for Module {}
// SAFETY: as above.
unsafe impl Sync for Module {}

impl Drop for Module {
    fn drop(&mut self) {
        // SAFETY: loaded by `Program::from_ptx` and unloaded once; kernels hold an `Arc` to the
        // module and launches wait for completion.
        unsafe {
            if self.ctx.bind().is_ok() {
                sys::cuModuleUnload(self.handle);
            }
        }
    }
}

/// A PTX module loaded (JIT-compiled by the driver) for a CUDA device, and the signatures of its
/// kernels.
#[derive(Debug)]
pub struct Program {
    ctx: Context,
    module: Arc<Module>,
    signatures: Vec<KernelSignature>,
    ptx: String,
    info_log: String,
    /// (entry, bytes) of every kernel whose launches need dynamic shared memory (read from the
    /// PTX once, when it is loaded).
    dynamic_shared: Vec<(String, u64)>,
}

/// Checks that `ptx` has an `.entry` for every signature whose parameters follow the calling
/// convention (§3: one `.param` per ABI argument, `.u64` pointers, `.s64` for `i64`, `index`,
/// sizes, strides and offsets, `.s32` for `i8`/`i16`/`i32`, `.f32`, `.f64`) and whose `.reqntid`,
/// if any, is the work-group size. Needs no device: [`Program::from_ptx`] runs the same check.
///
/// Fails with [`Error::Signature`] naming the first mismatch.
pub fn check_ptx(ptx: &str, signatures: &[KernelSignature]) -> Result<()> {
    checked_entries(ptx, signatures).map(|_| ())
}

/// The entries of `ptx`, once [`check_ptx`]'s checks passed.
fn checked_entries(ptx: &str, signatures: &[KernelSignature]) -> Result<Vec<ptx::Entry>> {
    let entries = ptx::entries(ptx);
    for s in signatures {
        s.validate()?;
        ptx::check(&entries, s)?;
    }
    Ok(entries)
}

impl Program {
    /// Loads PTX text (e.g. from `tinyc_ptx::compile`) with `cuModuleLoadDataEx`; `signatures`
    /// (e.g. [`KernelSignature::from_checked`] of the same module) describe the kernels that
    /// [`kernel`](Self::kernel) can open.
    ///
    /// Fails with [`Error::Signature`] when a signature's ABI does not follow from its types or
    /// does not match its PTX entry ([`check_ptx`]), and with [`Error::PtxLoad`], holding the
    /// JIT compiler's log, when the driver rejects the PTX.
    pub fn from_ptx(ctx: &Context, ptx: &str, signatures: Vec<KernelSignature>) -> Result<Program> {
        let dynamic_shared = checked_entries(ptx, &signatures)?
            .into_iter()
            .filter(|e| e.dynamic_shared_bytes > 0)
            .map(|e| (e.name, e.dynamic_shared_bytes))
            .collect();
        let text = CString::new(ptx).map_err(|_| Error::PtxLoad {
            name: "NUL byte".to_string(),
            log: "the PTX text contains a NUL byte".into(),
        })?;
        let inner = &ctx.inner;
        inner.bind()?;
        let mut error_log = vec![0u8; LOG_BYTES];
        let mut info_log = vec![0u8; LOG_BYTES];
        let mut options = [
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER,
            sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
            sys::CUjit_option::CU_JIT_INFO_LOG_BUFFER,
            sys::CUjit_option::CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES,
        ];
        // Option values are pointer-sized slots; sizes are passed as integers in them.
        let mut values: [*mut c_void; 4] = [
            error_log.as_mut_ptr().cast(),
            ptr::without_provenance_mut(LOG_BYTES),
            info_log.as_mut_ptr().cast(),
            ptr::without_provenance_mut(LOG_BYTES),
        ];
        let mut module: sys::CUmodule = ptr::null_mut();
        // SAFETY: the context is current; `text` is NUL-terminated PTX; the option arrays have
        // `options.len()` entries and the log buffers `LOG_BYTES` writable bytes each, all live
        // for the call.
        let code = unsafe {
            sys::cuModuleLoadDataEx(
                &mut module,
                text.as_ptr().cast(),
                options.len() as u32,
                options.as_mut_ptr(),
                values.as_mut_ptr(),
            )
        };
        if code != sys::CUresult::CUDA_SUCCESS {
            let log = c_text(&error_log);
            let log = if log.is_empty() { "(the driver wrote no log)".to_string() } else { log };
            return Err(Error::PtxLoad { name: driver::code_name(code), log });
        }
        let module = Arc::new(Module { ctx: Arc::clone(inner), handle: module });
        Ok(Program {
            ctx: ctx.clone(),
            module,
            signatures,
            ptx: ptx.to_string(),
            info_log: c_text(&info_log),
            dynamic_shared,
        })
    }

    /// The PTX text the program was loaded from.
    pub fn ptx(&self) -> &str {
        &self.ptx
    }

    /// The JIT compiler's information log (often empty).
    pub fn info_log(&self) -> &str {
        &self.info_log
    }

    /// The kernel signatures the program was loaded with.
    pub fn signatures(&self) -> &[KernelSignature] {
        &self.signatures
    }

    /// Opens kernel `name`: the function written `@name`, else the one emitted as `name`
    /// ([`crate::Program::kernel`]).
    ///
    /// Fails with [`Error::UnknownKernel`] when no signature has that name.
    pub fn kernel(&self, name: &str) -> Result<Kernel> {
        let (signature, c_name) = KernelSignature::find(&self.signatures, name)?;
        self.ctx.inner.bind()?;
        let mut function: sys::CUfunction = ptr::null_mut();
        // SAFETY: a loaded module of the current context and a NUL-terminated name.
        check("cuModuleGetFunction", unsafe {
            sys::cuModuleGetFunction(&mut function, self.module.handle, c_name.as_ptr())
        })?;
        let dynamic_shared =
            self.dynamic_shared.iter().find(|(name, _)| *name == signature.abi.name).map_or(0, |&(_, bytes)| bytes);
        Kernel::new(self.ctx.clone(), Arc::clone(&self.module), function, signature.clone(), dynamic_shared)
    }
}

/// The text of a NUL-terminated log buffer.
fn c_text(bytes: &[u8]) -> String {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    String::from_utf8_lossy(&bytes[..end]).trim_end().to_string()
}
