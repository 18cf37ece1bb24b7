//! OpenCL programs built from source, and the signatures of their kernels.

use std::ffi::{CString, c_void};
use std::ptr;

use cl_sys as ffi;
use tinyc_frontend::{Frontend, Source};

use crate::cl::{self, check};
use crate::context::Context;
use crate::error::{Error, Result};
use crate::kernel::Kernel;
use crate::signature::KernelSignature;

/// A built OpenCL program and the signatures of its kernels.
#[derive(Debug)]
pub struct Program {
    ctx: Context,
    program: ProgramHandle,
    signatures: Vec<KernelSignature>,
    source: String,
    options: String,
    build_log: String,
}

#[derive(Debug)]
struct ProgramHandle(ffi::cl_program);

// SAFETY: program objects may be used from any thread (OpenCL API calls are thread-safe).
unsafe impl Send for ProgramHandle {}
// SAFETY: as above; the handle is never mutated.
unsafe impl Sync for ProgramHandle {}

impl Drop for ProgramHandle {
    fn drop(&mut self) {
        // SAFETY: the program was created by `Program::build` and is released once; kernels hold
        // their own OpenCL reference to it.
        unsafe { ffi::clReleaseProgram(self.0) };
    }
}

impl Program {
    /// Checks tensor-language `source_text` (named `name` in diagnostics), compiles it to OpenCL C
    /// with the `tinyc-opencl` backend and builds that for the context's device; every `func`
    /// becomes a kernel that [`kernel`](Self::kernel) opens by its name without `@`.
    ///
    /// The front end checks against the context's device description
    /// ([`Context::frontend_device`]: a generic OpenCL GPU, or a CPU device whose kernels get
    /// smaller work-groups), and kernels require their subgroup size where the device supports
    /// `cl_intel_required_subgroup_size`. Fails with [`Error::Compile`], holding the rendered
    /// diagnostics (`error[E18]: …` with `name:line:col` and the source line), when the program
    /// has errors, and otherwise as [`from_source`](Self::from_source) does.
    pub fn from_ir(ctx: &Context, name: &str, source_text: &str) -> Result<Program> {
        let source = Source::new(name, source_text.as_bytes());
        let checked = Frontend::new(ctx.frontend_device())
            .run(&source)
            .map_err(|diags| Error::Compile { diagnostics: source.render(&diags) })?;
        // An internal compiler error is rendered like the program's errors (code E50).
        let options = tinyc_opencl::Options { intel_subgroup_size: ctx.supports_intel_subgroup_size() };
        let opencl_c = tinyc_opencl::compile_with(&checked, &options)
            .map_err(|ice| Error::Compile { diagnostics: source.render(std::slice::from_ref(&ice)) })?;
        Program::from_source(ctx, &opencl_c, KernelSignature::from_checked(&checked))
    }

    /// Builds OpenCL C `source` for the context's device with its `-cl-std` option
    /// ([`Context::cl_std_option`]); `signatures` describe the kernels that
    /// [`kernel`](Self::kernel) can open.
    ///
    /// Fails with [`Error::Build`] (including the build log) when the compiler rejects the
    /// source, or [`Error::Signature`] when a signature's ABI does not follow from its types.
    pub fn from_source(ctx: &Context, source: &str, signatures: Vec<KernelSignature>) -> Result<Program> {
        Program::from_source_with_options(ctx, source, signatures, "")
    }

    /// Like [`from_source`](Self::from_source), with extra compiler options appended (e.g.
    /// `-cl-mad-enable`).
    pub fn from_source_with_options(
        ctx: &Context,
        source: &str,
        signatures: Vec<KernelSignature>,
        extra_options: &str,
    ) -> Result<Program> {
        for s in &signatures {
            s.validate()?;
        }
        let options = [ctx.cl_std_option(), extra_options]
            .iter()
            .filter(|s| !s.is_empty())
            .copied()
            .collect::<Vec<_>>()
            .join(" ");
        let c_options = CString::new(options.clone())
            .map_err(|_| Error::Build { options: options.clone(), log: "the options contain a NUL byte".into() })?;
        let inner = &ctx.inner;
        let mut code = 0;
        let text = source.as_ptr().cast::<std::ffi::c_char>();
        let len = source.len();
        // SAFETY: one string with an explicit length (no NUL terminator needed); valid context.
        let program = unsafe { ffi::clCreateProgramWithSource(inner.context, 1, &text, &len, &mut code) };
        check("clCreateProgramWithSource", code)?;
        let program = ProgramHandle(program);
        // SAFETY: a valid program, one valid device, NUL-terminated options, no callback.
        let code = unsafe {
            ffi::clBuildProgram(program.0, 1, &inner.location.device, c_options.as_ptr(), None, ptr::null_mut())
        };
        let build_log = build_log(program.0, inner.location.device).unwrap_or_default();
        if code == ffi::CL_BUILD_PROGRAM_FAILURE || code == ffi::CL_INVALID_BUILD_OPTIONS {
            let log = if build_log.is_empty() { cl::code_name(code).to_string() } else { build_log };
            return Err(Error::Build { options, log });
        }
        check("clBuildProgram", code)?;
        Ok(Program { ctx: ctx.clone(), program, signatures, source: source.to_string(), options, build_log })
    }

    /// The OpenCL C source the program was built from (for [`from_ir`](Self::from_ir), what the
    /// backend generated).
    pub fn source(&self) -> &str {
        &self.source
    }

    /// The build options used.
    pub fn options(&self) -> &str {
        &self.options
    }

    /// The compiler's log of the successful build (warnings; often empty).
    pub fn build_log(&self) -> &str {
        &self.build_log
    }

    /// The kernel signatures the program was built with.
    pub fn signatures(&self) -> &[KernelSignature] {
        &self.signatures
    }

    /// Opens kernel `name` (without `@`).
    ///
    /// Fails with [`Error::UnknownKernel`] when no signature has that name and with
    /// [`Error::Signature`] when the compiled kernel's argument count differs from the ABI's.
    pub fn kernel(&self, name: &str) -> Result<Kernel> {
        let (signature, c_name) = KernelSignature::find(&self.signatures, name)?;
        let mut code = 0;
        // SAFETY: a built program and a NUL-terminated name.
        let kernel = unsafe { ffi::clCreateKernel(self.program.0, c_name.as_ptr(), &mut code) };
        check("clCreateKernel", code)?;
        Kernel::new(self.ctx.clone(), kernel, signature.clone())
    }
}

fn build_log(program: ffi::cl_program, device: ffi::cl_device_id) -> Result<String> {
    let mut size = 0usize;
    // SAFETY: size query on a valid program/device pair.
    check("clGetProgramBuildInfo", unsafe {
        ffi::clGetProgramBuildInfo(program, device, ffi::CL_PROGRAM_BUILD_LOG, 0, ptr::null_mut(), &mut size)
    })?;
    let mut bytes = vec![0u8; size];
    // SAFETY: `bytes` has `size` writable bytes.
    check("clGetProgramBuildInfo", unsafe {
        ffi::clGetProgramBuildInfo(
            program,
            device,
            ffi::CL_PROGRAM_BUILD_LOG,
            size,
            bytes.as_mut_ptr().cast::<c_void>(),
            ptr::null_mut(),
        )
    })?;
    Ok(cl::c_string(&bytes))
}
