//! CLBlast's strided-batched GEMM on an OpenCL context of our own (raw `cl-sys`).
//!
//! CLBlast gets its own context, in-order queue and `cl_mem` buffers, on the device of the
//! runtime's context (`Context::device_location`). The C API is declared here from
//! `/usr/include/clblast_c.h` (CLBlast 1.5); `build.rs` links `libclblast`.

use std::ffi::{c_int, c_void};
use std::marker::PhantomData;
use std::ptr;
use std::time::{Duration, Instant};

use cl_sys as ffi;

use tinyc_runtime::DeviceLocation;

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

fn check(call: &str, code: ffi::cl_int) -> Result<()> {
    if code == ffi::CL_SUCCESS {
        Ok(())
    } else {
        Err(Failure::new(format!("OpenCL call {call} failed with code {code}")))
    }
}

/// An OpenCL context with an in-order queue on one device, for CLBlast.
#[derive(Debug)]
pub struct Queue {
    context: ffi::cl_context,
    queue: ffi::cl_command_queue,
}

impl Queue {
    pub fn new(location: &DeviceLocation) -> Result<Queue> {
        let properties: [ffi::cl_context_properties; 3] = [
            ffi::CL_CONTEXT_PLATFORM as ffi::cl_context_properties,
            location.platform as ffi::cl_context_properties,
            0,
        ];
        let mut code = 0;
        // SAFETY: a zero-terminated property list, one valid device id, no callback.
        let context =
            unsafe { ffi::clCreateContext(properties.as_ptr(), 1, &location.device, None, ptr::null_mut(), &mut code) };
        check("clCreateContext", code)?;
        let no_properties: [ffi::cl_queue_properties; 1] = [0];
        // SAFETY: a valid context and device, an empty zero-terminated property list (in order).
        let queue = unsafe {
            ffi::clCreateCommandQueueWithProperties(context, location.device, no_properties.as_ptr(), &mut code)
        };
        if let Err(e) = check("clCreateCommandQueueWithProperties", code) {
            // SAFETY: the context was just created and is used nowhere else.
            unsafe { ffi::clReleaseContext(context) };
            return Err(e);
        }
        Ok(Queue { context, queue })
    }

    /// A buffer holding a copy of `data` (not empty).
    pub fn buffer<T: Copy>(&self, data: &[T]) -> Result<Buffer<T>> {
        if data.is_empty() {
            return Err(Failure::new("CLBlast buffers must not be empty"));
        }
        let mut code = 0;
        // SAFETY: `data` is readable for its bytes, which COPY_HOST_PTR copies during the call.
        let mem = unsafe {
            ffi::clCreateBuffer(
                self.context,
                ffi::CL_MEM_READ_WRITE | ffi::CL_MEM_COPY_HOST_PTR,
                size_of_val(data),
                data.as_ptr() as *mut c_void,
                &mut code,
            )
        };
        check("clCreateBuffer", code)?;
        Ok(Buffer { mem, len: data.len(), _elem: PhantomData })
    }

    /// Copies a buffer to the host (blocking; after everything enqueued before).
    pub fn read<T: Copy + Default>(&self, buffer: &Buffer<T>) -> Result<Vec<T>> {
        let mut out = vec![T::default(); buffer.len];
        // SAFETY: `out` has room for the buffer's bytes; blocking read, no events.
        check("clEnqueueReadBuffer", unsafe {
            ffi::clEnqueueReadBuffer(
                self.queue,
                buffer.mem,
                ffi::CL_TRUE,
                0,
                size_of_val(out.as_slice()),
                out.as_mut_ptr().cast(),
                0,
                ptr::null(),
                ptr::null_mut(),
            )
        })?;
        Ok(out)
    }

    /// Runs one strided-batched GEMM C = alpha·A·B + beta·C and waits for it; returns the host
    /// time from the call to the end of every command it enqueued (`clFinish`).
    pub fn gemm<T: Real>(
        &self,
        s: StridedBatched,
        alpha: T,
        a: &Buffer<T>,
        b: &Buffer<T>,
        beta: T,
        c: &Buffer<T>,
    ) -> Result<Duration> {
        let fits = a.len >= s.m * s.k * s.batch && b.len >= s.k * s.n * s.batch && c.len >= s.m * s.n * s.batch;
        if !fits {
            return Err(Failure::new("CLBlast GEMM: the buffers are too small for the batch"));
        }
        // SAFETY: the queue is idle (every call ends with clFinish).
        check("clFinish", unsafe { ffi::clFinish(self.queue) })?;
        let mut queue = self.queue;
        let mut event: ffi::cl_event = ptr::null_mut();
        let start = Instant::now();
        // SAFETY: the buffers belong to this context and hold the batch (checked above).
        let status = unsafe { T::gemm_strided_batched(s, alpha, beta, [a.mem, b.mem, c.mem], &mut queue, &mut event) };
        if status != 0 {
            return Err(Failure::new(format!("CLBlast GEMM failed with status {status} ({})", status_name(status))));
        }
        // SAFETY: the queue is valid; waits for every kernel CLBlast enqueued, not only the last.
        let finished = unsafe { ffi::clFinish(self.queue) };
        let elapsed = start.elapsed();
        if !event.is_null() {
            // SAFETY: CLBlast returned a retained event that we own.
            unsafe { ffi::clReleaseEvent(event) };
        }
        check("clFinish", finished)?;
        Ok(elapsed)
    }
}

impl Drop for Queue {
    fn drop(&mut self) {
        // SAFETY: both handles are owned by this struct and released once; errors cannot be
        // reported from `drop`.
        unsafe {
            ffi::clFinish(self.queue);
            ffi::clReleaseCommandQueue(self.queue);
            ffi::clReleaseContext(self.context);
        }
    }
}

/// A `cl_mem` buffer of `len` elements of `T`.
#[derive(Debug)]
pub struct Buffer<T> {
    mem: ffi::cl_mem,
    len: usize,
    _elem: PhantomData<T>,
}

impl<T> Drop for Buffer<T> {
    fn drop(&mut self) {
        // SAFETY: the buffer is owned by this struct; OpenCL frees it once unused.
        unsafe { ffi::clReleaseMemObject(self.mem) };
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
