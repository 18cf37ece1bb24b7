//! CLBlast's strided-batched GEMM on the runtime's context.
//!
//! CLBlast runs on the runtime's in-order queue ([`Context::raw_queue`]) and `cl_mem` buffers
//! ([`Buffer::raw_mem`]): the benchmark has no OpenCL setup of its own. The C API is declared
//! here from `/usr/include/clblast_c.h` (CLBlast 1.5); `build.rs` links `libclblast`.

use std::ffi::c_int;
use std::ptr;
use std::time::{Duration, Instant};

use cl_sys as ffi;

use tinyc_runtime::{Buffer, Context, Element, MemoryKind};

use crate::{Failure, Result};

/// `CLBlastLayoutColMajor`.
const COL_MAJOR: c_int = 102;
/// `CLBlastTransposeNo`, `CLBlastTransposeYes`.
const TRANSPOSE_NO: c_int = 111;
const TRANSPOSE_YES: c_int = 112;

/// Arguments of `CLBlast{S,D}gemmStridedBatched` (column-major, no offsets): op(A) is M×K and
/// op(B) is K×N, each stored packed (A as K×M when `trans_a`, B as N×K when `trans_b`).
#[derive(Clone, Copy, Debug)]
pub struct StridedBatched {
    pub m: usize,
    pub n: usize,
    pub k: usize,
    pub trans_a: bool,
    pub trans_b: bool,
    pub batch: usize,
}

/// Element types CLBlast multiplies: `f32` (`Sgemm`) and `f64` (`Dgemm`).
pub trait Real: Copy {
    /// Calls CLBlast's strided-batched GEMM: C(:,:,i) = alpha·A(:,:,i)·B(:,:,i) + beta·C(:,:,i)
    /// with packed column-major matrices, `abc` being the buffers of A, B and C.
    ///
    /// # Safety
    /// The buffers must hold `m·k·batch`, `k·n·batch` and `m·n·batch` elements of `Self` and
    /// belong to the queue's context.
    unsafe fn gemm_strided_batched(
        s: StridedBatched,
        alpha: Self,
        beta: Self,
        abc: [ffi::cl_mem; 3],
        queue: *mut ffi::cl_command_queue,
        event: *mut ffi::cl_event,
    ) -> c_int;
}

macro_rules! real {
    ($t:ty, $f:ident) => {
        impl Real for $t {
            unsafe fn gemm_strided_batched(
                s: StridedBatched,
                alpha: $t,
                beta: $t,
                [a, b, c]: [ffi::cl_mem; 3],
                queue: *mut ffi::cl_command_queue,
                event: *mut ffi::cl_event,
            ) -> c_int {
                let (m, n, k) = (s.m, s.n, s.k);
                let transpose = |t: bool| if t { TRANSPOSE_YES } else { TRANSPOSE_NO };
                let (lda, ldb) = (if s.trans_a { k } else { m }, if s.trans_b { n } else { k });
                // SAFETY: the caller's contract; leading dimensions and strides describe packed
                // column-major matrices that fit the buffers.
                unsafe {
                    $f(
                        COL_MAJOR,
                        transpose(s.trans_a),
                        transpose(s.trans_b),
                        m,
                        n,
                        k,
                        alpha,
                        a,
                        0,
                        lda,
                        m * k,
                        b,
                        0,
                        ldb,
                        k * n,
                        beta,
                        c,
                        0,
                        m,
                        m * n,
                        s.batch,
                        queue,
                        event,
                    )
                }
            }
        }
    };
}

real!(f32, CLBlastSgemmStridedBatched);
real!(f64, CLBlastDgemmStridedBatched);

// Linked by build.rs (`cargo:rustc-link-lib=clblast`).
unsafe extern "C" {
    fn CLBlastSgemmStridedBatched(
        layout: c_int,
        a_transpose: c_int,
        b_transpose: c_int,
        m: usize,
        n: usize,
        k: usize,
        alpha: f32,
        a_buffer: ffi::cl_mem,
        a_offset: usize,
        a_ld: usize,
        a_stride: usize,
        b_buffer: ffi::cl_mem,
        b_offset: usize,
        b_ld: usize,
        b_stride: usize,
        beta: f32,
        c_buffer: ffi::cl_mem,
        c_offset: usize,
        c_ld: usize,
        c_stride: usize,
        batch_count: usize,
        queue: *mut ffi::cl_command_queue,
        event: *mut ffi::cl_event,
    ) -> c_int;

    fn CLBlastDgemmStridedBatched(
        layout: c_int,
        a_transpose: c_int,
        b_transpose: c_int,
        m: usize,
        n: usize,
        k: usize,
        alpha: f64,
        a_buffer: ffi::cl_mem,
        a_offset: usize,
        a_ld: usize,
        a_stride: usize,
        b_buffer: ffi::cl_mem,
        b_offset: usize,
        b_ld: usize,
        b_stride: usize,
        beta: f64,
        c_buffer: ffi::cl_mem,
        c_offset: usize,
        c_ld: usize,
        c_stride: usize,
        batch_count: usize,
        queue: *mut ffi::cl_command_queue,
        event: *mut ffi::cl_event,
    ) -> c_int;
}

/// CLBlast on the runtime's context: its in-order queue and its `cl_mem` buffers, so the
/// benchmark's OpenCL setup is the runtime's (no second context, no raw calls here but
/// CLBlast's own).
#[derive(Debug)]
pub struct Queue {
    ctx: Context,
}

impl Queue {
    pub fn new(ctx: &Context) -> Queue {
        Queue { ctx: ctx.clone() }
    }

    /// A buffer object (not SVM: CLBlast takes `cl_mem`) holding a copy of `data`.
    pub fn buffer<T: Element>(&self, data: &[T]) -> Result<Buffer<T>> {
        if data.is_empty() {
            return Err(Failure::new("CLBlast buffers must not be empty"));
        }
        Ok(self.ctx.buffer_from_in(data, MemoryKind::ClMem)?)
    }

    /// Copies a buffer to the host (blocking; after everything enqueued before).
    pub fn read<T: Element>(&self, buffer: &Buffer<T>) -> Result<Vec<T>> {
        Ok(buffer.read()?)
    }

    /// Runs one strided-batched GEMM C = alpha·A·B + beta·C and waits for it; returns the host
    /// time from the call to the end of every command it enqueued (`clFinish`).
    pub fn gemm<T: Real + Element>(
        &self,
        s: StridedBatched,
        alpha: T,
        a: &Buffer<T>,
        b: &Buffer<T>,
        beta: T,
        c: &Buffer<T>,
    ) -> Result<Duration> {
        let fits = a.len() >= s.m * s.k * s.batch && b.len() >= s.k * s.n * s.batch && c.len() >= s.m * s.n * s.batch;
        if !fits {
            return Err(Failure::new("CLBlast GEMM: the buffers are too small for the batch"));
        }
        let (Some(am), Some(bm), Some(cm)) = (a.raw_mem(), b.raw_mem(), c.raw_mem()) else {
            return Err(Failure::new("CLBlast GEMM: the buffers must be cl_mem buffer objects"));
        };
        self.ctx.finish()?;
        // SAFETY: the queue is used only during this call, while `self.ctx` keeps it alive.
        let mut queue = unsafe { self.ctx.raw_queue() };
        let mut event: ffi::cl_event = ptr::null_mut();
        let start = Instant::now();
        // SAFETY: the buffers belong to this context and hold the batch (checked above).
        let status = unsafe { T::gemm_strided_batched(s, alpha, beta, [am, bm, cm], &mut queue, &mut event) };
        if status != 0 {
            return Err(Failure::new(format!("CLBlast GEMM failed with status {status} ({})", status_name(status))));
        }
        // Waits for every kernel CLBlast enqueued, not only the last.
        let finished = self.ctx.finish();
        let elapsed = start.elapsed();
        if !event.is_null() {
            // SAFETY: CLBlast returned a retained event that we own.
            unsafe { ffi::clReleaseEvent(event) };
        }
        finished?;
        Ok(elapsed)
    }
}

/// The name of a CLBlast status code (`CLBlastStatusCode` in clblast_c.h).
fn status_name(code: c_int) -> &'static str {
    match code {
        -4 => "CLBlastTempBufferAllocFailure",
        -5 => "CLBlastOpenCLOutOfResources",
        -6 => "CLBlastOpenCLOutOfHostMemory",
        -11 => "CLBlastOpenCLBuildProgramFailure",
        -30 => "CLBlastInvalidValue",
        -36 => "CLBlastInvalidCommandQueue",
        -38 => "CLBlastInvalidMemObject",
        -54 => "CLBlastInvalidLocalThreadsTotal",
        -1024 => "CLBlastNotImplemented",
        -1017 => "CLBlastInvalidDimension",
        -1011..=-1009 => "CLBlastInsufficientMemory (A, B or C)",
        -2049 => "CLBlastInvalidBatchCount",
        -2046 => "CLBlastInvalidLocalMemUsage",
        -2044 => "CLBlastNoDoublePrecision",
        -2041 => "CLBlastDatabaseError",
        -2040 => "CLBlastUnknownError",
        -2039 => "CLBlastUnexpectedError",
        _ => "see CLBlastStatusCode in clblast_c.h",
    }
}
