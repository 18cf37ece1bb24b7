//! The CPU libraries a user would pick for small batched GEMMs, run on the host beside the OpenCL
//! device (on a CPU device the host is the device):
//!
//! - **MKL**: `cblas_{s,d}gemm_batch_strided` from `libmkl_rt`, loaded at run time (PyPI
//!   `mkl-devel`, which `scripts/setup.sh --bench` installs into `.venv-bench`), with as many
//!   threads as the host has cores;
//! - **LIBXSMM** 1.17 (Debian `libxsmm-dev`, linked statically by `build.rs` when it is installed):
//!   one kernel dispatched per shape (`libxsmm_{s,d}mmdispatch`), called for every batch entry, the
//!   batch split in contiguous parts over one thread per core that stay up between calls (as an
//!   OpenMP loop over the batch would run).
//!
//! Both multiply packed column-major matrices; LIBXSMM's JIT kernels here take untransposed
//! operands only.

use std::ffi::{c_int, c_void};

use std::path::PathBuf;
use tinyc_runtime::half;
use tinyc_runtime::num_complex::Complex32;

use crate::gemm::Size;

/// A host library's batched GEMM on packed column-major operands: C(:,:,i) = op(A(:,:,i)) ·
/// op(B(:,:,i)) + β·C(:,:,i) for i < batch, A and B of type `I`, C of type `O`.
pub trait HostGemm<I, O = I> {
    fn name(&self) -> &'static str;
    /// Whether it takes these transpositions.
    fn supports(&self, trans_a: bool, trans_b: bool) -> bool;
    #[allow(clippy::too_many_arguments)]
    fn gemm(
        &self,
        size: Size,
        trans: (bool, bool),
        batch: usize,
        a: &[I],
        b: &[I],
        beta: O,
        c: &mut [O],
    ) -> Result<(), String>;
}

/// The number of host threads the libraries use: one per core.
pub fn threads() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

// ---------------------------------------------------------------------------------------------
// MKL

const CBLAS_COL_MAJOR: c_int = 102;
const CBLAS_NO_TRANS: c_int = 111;
const CBLAS_TRANS: c_int = 112;

type SgemmBatchStrided = unsafe extern "C" fn(
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    f32,
    *const f32,
    c_int,
    c_int,
    *const f32,
    c_int,
    c_int,
    f32,
    *mut f32,
    c_int,
    c_int,
    c_int,
);
type DgemmBatchStrided = unsafe extern "C" fn(
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    f64,
    *const f64,
    c_int,
    c_int,
    *const f64,
    c_int,
    c_int,
    f64,
    *mut f64,
    c_int,
    c_int,
    c_int,
);
type SetNumThreads = unsafe extern "C" fn(c_int);
type SetNumThreadsLocal = unsafe extern "C" fn(c_int) -> c_int;
/// `cblas_cgemm_batch_strided`: α, A, B, β and C point to interleaved complex floats.
type CgemmBatchStrided = unsafe extern "C" fn(
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    *const c_void,
    *const c_void,
    c_int,
    c_int,
    *const c_void,
    c_int,
    c_int,
    *const c_void,
    *mut c_void,
    c_int,
    c_int,
    c_int,
);
/// `cblas_gemm_f16f16f32` and `cblas_gemm_bf16bf16f32` (one product; A and B 16-bit bits).
type Gemm16 = unsafe extern "C" fn(
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    f32,
    *const u16,
    c_int,
    *const u16,
    c_int,
    f32,
    *mut f32,
    c_int,
);

/// `cblas_{s,d}gemm_batch` (pointer arrays; one group here).
type GemmBatch<T> = unsafe extern "C" fn(
    c_int,
    *const c_int,
    *const c_int,
    *const c_int,
    *const c_int,
    *const c_int,
    *const T,
    *const *const T,
    *const c_int,
    *const *const T,
    *const c_int,
    *const T,
    *const *mut T,
    *const c_int,
    c_int,
    *const c_int,
);
/// `mkl_cblas_jit_create_{s,d}gemm` (`mkl_jit_create_{s,d}gemm` in C, a macro): `(&jitter, layout, transa, transb, m, n, k, alpha, lda, ldb, beta,
/// ldc)`: 0 a JIT kernel, 1 no JIT (the kernel calls the standard GEMM), 2 an error.
type JitCreate<T> = unsafe extern "C" fn(
    *mut *mut c_void,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    T,
    c_int,
    c_int,
    T,
    c_int,
) -> c_int;
/// `mkl_jit_get_{s,d}gemm_ptr(jitter)`: the kernel, called as `kernel(jitter, a, b, c)`.
type JitGet<T> =
    unsafe extern "C" fn(*const c_void) -> Option<unsafe extern "C" fn(*mut c_void, *mut T, *mut T, *mut T)>;
type JitDestroy = unsafe extern "C" fn(*mut c_void) -> c_int;

/// MKL's entry points for chains of small GEMMs (the `dg` benchmark), where this MKL has them.
#[derive(Clone, Copy)]
struct MklChain {
    sgemm_batch: Option<GemmBatch<f32>>,
    dgemm_batch: Option<GemmBatch<f64>>,
    sjit: Option<(JitCreate<f32>, JitGet<f32>)>,
    djit: Option<(JitCreate<f64>, JitGet<f64>)>,
    jit_destroy: Option<JitDestroy>,
}

/// MKL's runtime library, loaded with its strided-batched GEMMs (`s`, `d`, `c`) and its
/// mixed-precision GEMMs of `f16` and `bf16` into `f32` (one product per call: MKL has no batched
/// form of these, so the batch is split over one thread per core, each running MKL on one thread).
pub struct Mkl {
    sgemm: SgemmBatchStrided,
    dgemm: DgemmBatchStrided,
    cgemm: Option<CgemmBatchStrided>,
    f16gemm: Option<Gemm16>,
    bf16gemm: Option<Gemm16>,
    threads_local: Option<SetNumThreadsLocal>,
    chain: MklChain,
    pool: Pool,
    pub path: PathBuf,
    /// Keeps the functions above valid.
    _lib: libloading::Library,
}

impl Mkl {
    /// Where `libmkl_rt` is looked for: `$TINYC_MKL_LIB` (a file), then `lib/` of `$MKLROOT`,
    /// `.venv-bench`, `.venv` and the active Python environment (`$VIRTUAL_ENV`), then the
    /// dynamic loader's own search path.
    fn candidates() -> Vec<PathBuf> {
        let mut paths = Vec::new();
        if let Some(file) = std::env::var_os("TINYC_MKL_LIB") {
            paths.push(PathBuf::from(file));
        }
        let root = crate::workspace_root();
        let dirs = [
            std::env::var_os("MKLROOT").map(PathBuf::from),
            Some(root.join(".venv-bench")),
            Some(root.join(".venv")),
            std::env::var_os("VIRTUAL_ENV").map(PathBuf::from),
        ];
        for dir in dirs.into_iter().flatten() {
            for name in ["libmkl_rt.so", "libmkl_rt.so.2", "libmkl_rt.so.3"] {
                paths.push(dir.join("lib").join(name));
            }
        }
        paths.extend(["libmkl_rt.so", "libmkl_rt.so.2", "libmkl_rt.so.3"].map(PathBuf::from));
        paths
    }

    /// Loads MKL, or says why not (and how to install it).
    pub fn load() -> Result<Mkl, String> {
        let mut last = String::new();
        for path in Mkl::candidates() {
            if path.components().count() > 1 && !path.exists() {
                continue;
            }
            // SAFETY: loading MKL runs its initialisers, which have no preconditions; the symbols
            // are declared with the types of MKL's `mkl_cblas.h` (LP64 interface: MKL_INT = int).
            let loaded = unsafe {
                libloading::Library::new(&path).and_then(|lib| {
                    let sgemm = *lib.get::<SgemmBatchStrided>(b"cblas_sgemm_batch_strided\0")?;
                    let dgemm = *lib.get::<DgemmBatchStrided>(b"cblas_dgemm_batch_strided\0")?;
                    let threads = *lib.get::<SetNumThreads>(b"MKL_Set_Num_Threads\0")?;
                    Ok((lib, sgemm, dgemm, threads))
                })
            };
            match loaded {
                Ok((lib, sgemm, dgemm, set_threads)) => {
                    // SAFETY: MKL_Set_Num_Threads takes any positive count.
                    unsafe { set_threads(c_int::try_from(threads()).unwrap_or(1)) };
                    // SAFETY: as above; older MKLs lack these, and their rows are left out.
                    let (cgemm, f16gemm, bf16gemm, threads_local) = unsafe {
                        (
                            lib.get::<CgemmBatchStrided>(b"cblas_cgemm_batch_strided\0").ok().map(|f| *f),
                            lib.get::<Gemm16>(b"cblas_gemm_f16f16f32\0").ok().map(|f| *f),
                            lib.get::<Gemm16>(b"cblas_gemm_bf16bf16f32\0").ok().map(|f| *f),
                            lib.get::<SetNumThreadsLocal>(b"MKL_Set_Num_Threads_Local\0").ok().map(|f| *f),
                        )
                    };
                    // SAFETY: as above, with the types of MKL's `mkl_cblas.h` and `mkl_blas.h`.
                    let chain = unsafe {
                        MklChain {
                            sgemm_batch: lib.get::<GemmBatch<f32>>(b"cblas_sgemm_batch\0").ok().map(|f| *f),
                            dgemm_batch: lib.get::<GemmBatch<f64>>(b"cblas_dgemm_batch\0").ok().map(|f| *f),
                            sjit: lib
                                .get::<JitCreate<f32>>(b"mkl_cblas_jit_create_sgemm\0")
                                .ok()
                                .zip(lib.get::<JitGet<f32>>(b"mkl_jit_get_sgemm_ptr\0").ok())
                                .map(|(c, g)| (*c, *g)),
                            djit: lib
                                .get::<JitCreate<f64>>(b"mkl_cblas_jit_create_dgemm\0")
                                .ok()
                                .zip(lib.get::<JitGet<f64>>(b"mkl_jit_get_dgemm_ptr\0").ok())
                                .map(|(c, g)| (*c, *g)),
                            jit_destroy: lib.get::<JitDestroy>(b"mkl_jit_destroy\0").ok().map(|f| *f),
                        }
                    };
                    let pool = Pool::new(threads());
                    return Ok(Mkl {
                        sgemm,
                        dgemm,
                        cgemm,
                        f16gemm,
                        bf16gemm,
                        threads_local,
                        chain,
                        pool,
                        path,
                        _lib: lib,
                    });
                }
                Err(e) => last = format!("{}: {e}", path.display()),
            }
        }
        Err(format!(
            "MKL not found ({last}); `bash scripts/setup.sh --bench` installs it into .venv-bench, or set TINYC_MKL_LIB"
        ))
    }
}

/// That the operands hold `batch` packed matrices each.
fn check_lengths(size: Size, batch: usize, a: usize, b: usize, c: usize) -> Result<(), String> {
    let Size { m, n, k } = size;
    let need = |rows: usize, cols: usize| rows.checked_mul(cols).and_then(|e| e.checked_mul(batch));
    let fits = |len: usize, rows, cols| need(rows, cols).is_some_and(|n| len >= n);
    if fits(a, m, k) && fits(b, k, n) && fits(c, m, n) {
        Ok(())
    } else {
        Err(format!("operands too short for {batch} matrices of {size}"))
    }
}

fn mkl_dims(size: Size, trans: (bool, bool)) -> [c_int; 8] {
    let Size { m, n, k } = size;
    let lda = if trans.0 { k } else { m };
    let ldb = if trans.1 { n } else { k };
    [m, n, k, lda, m * k, ldb, k * n, m * n].map(|v| c_int::try_from(v).unwrap_or(c_int::MAX))
}

macro_rules! mkl_gemm {
    ($t:ty, $field:ident) => {
        impl HostGemm<$t> for Mkl {
            fn name(&self) -> &'static str {
                "MKL"
            }
            fn supports(&self, _: bool, _: bool) -> bool {
                true
            }
            fn gemm(
                &self,
                size: Size,
                trans: (bool, bool),
                batch: usize,
                a: &[$t],
                b: &[$t],
                beta: $t,
                c: &mut [$t],
            ) -> Result<(), String> {
                let [m, n, k, lda, sa, ldb, sb, sc] = mkl_dims(size, trans);
                let flag = |t: bool| if t { CBLAS_TRANS } else { CBLAS_NO_TRANS };
                check_lengths(size, batch, a.len(), b.len(), c.len())?;
                // SAFETY: the slices hold `batch` packed matrices of the shapes the leading
                // dimensions and strides describe (checked above).
                unsafe {
                    (self.$field)(
                        CBLAS_COL_MAJOR,
                        flag(trans.0),
                        flag(trans.1),
                        m,
                        n,
                        k,
                        1.0,
                        a.as_ptr(),
                        lda,
                        sa,
                        b.as_ptr(),
                        ldb,
                        sb,
                        beta,
                        c.as_mut_ptr(),
                        m,
                        sc,
                        c_int::try_from(batch).unwrap_or(c_int::MAX),
                    )
                }
                Ok(())
            }
        }
    };
}
mkl_gemm!(f32, sgemm);
mkl_gemm!(f64, dgemm);

impl HostGemm<Complex32> for Mkl {
    fn name(&self) -> &'static str {
        "MKL"
    }
    fn supports(&self, _: bool, _: bool) -> bool {
        self.cgemm.is_some()
    }
    fn gemm(
        &self,
        size: Size,
        trans: (bool, bool),
        batch: usize,
        a: &[Complex32],
        b: &[Complex32],
        beta: Complex32,
        c: &mut [Complex32],
    ) -> Result<(), String> {
        let cgemm = self.cgemm.ok_or("this MKL has no cblas_cgemm_batch_strided")?;
        let [m, n, k, lda, sa, ldb, sb, sc] = mkl_dims(size, trans);
        let flag = |t: bool| if t { CBLAS_TRANS } else { CBLAS_NO_TRANS };
        check_lengths(size, batch, a.len(), b.len(), c.len())?;
        let alpha = Complex32::new(1.0, 0.0);
        // SAFETY: as for the real GEMMs; Complex32 is two f32 (re, im), MKL's complex layout.
        unsafe {
            cgemm(
                CBLAS_COL_MAJOR,
                flag(trans.0),
                flag(trans.1),
                m,
                n,
                k,
                (&alpha as *const Complex32).cast(),
                a.as_ptr().cast(),
                lda,
                sa,
                b.as_ptr().cast(),
                ldb,
                sb,
                (&beta as *const Complex32).cast(),
                c.as_mut_ptr().cast(),
                m,
                sc,
                c_int::try_from(batch).unwrap_or(c_int::MAX),
            )
        }
        Ok(())
    }
}

impl Mkl {
    /// One `cblas_gemm_{f16f16f32,bf16bf16f32}` per batch entry, the batch split over the pool's
    /// threads, MKL on one thread in each.
    #[allow(clippy::too_many_arguments)]
    fn gemm16(
        &self,
        gemm: Option<Gemm16>,
        size: Size,
        trans: (bool, bool),
        batch: usize,
        a: &[u16],
        b: &[u16],
        beta: f32,
        c: &mut [f32],
    ) -> Result<(), String> {
        let gemm = gemm.ok_or("this MKL has no mixed-precision GEMM of this type")?;
        let [m_, n_, k_, lda, _, ldb, _, _] = mkl_dims(size, trans);
        let flag = |t: bool| if t { CBLAS_TRANS } else { CBLAS_NO_TRANS };
        check_lengths(size, batch, a.len(), b.len(), c.len())?;
        let Size { m, n, k } = size;
        let (pa, pb, pc) = (a.as_ptr() as usize, b.as_ptr() as usize, c.as_mut_ptr() as usize);
        let parts = self.pool.parts();
        let local = self.threads_local;
        self.pool.run(&|part| {
            on_one_thread(local, || {
                let (a, b, c) = (pa as *const u16, pb as *const u16, pc as *mut f32);
                for i in part_range(batch, parts, part) {
                    // SAFETY: entry i < batch of packed matrices lies inside the slices (checked
                    // above); the parts write disjoint entries of C.
                    unsafe {
                        gemm(
                            CBLAS_COL_MAJOR,
                            flag(trans.0),
                            flag(trans.1),
                            m_,
                            n_,
                            k_,
                            1.0,
                            a.add(i * m * k),
                            lda,
                            b.add(i * k * n),
                            ldb,
                            beta,
                            c.add(i * m * n),
                            m_,
                        )
                    }
                }
            });
        });
        Ok(())
    }
}

macro_rules! mkl_gemm16 {
    ($t:ty, $field:ident) => {
        impl HostGemm<$t, f32> for Mkl {
            fn name(&self) -> &'static str {
                "MKL"
            }
            fn supports(&self, _: bool, _: bool) -> bool {
                self.$field.is_some()
            }
            fn gemm(
                &self,
                size: Size,
                trans: (bool, bool),
                batch: usize,
                a: &[$t],
                b: &[$t],
                beta: f32,
                c: &mut [f32],
            ) -> Result<(), String> {
                // SAFETY: `half`'s 16-bit floats are `repr(transparent)` over their `u16` bits,
                // which is what MKL's `MKL_F16`/`MKL_BF16` (`unsigned short`) hold.
                let bits = |x: &[$t]| unsafe { std::slice::from_raw_parts(x.as_ptr().cast::<u16>(), x.len()) };
                self.gemm16(self.$field, size, trans, batch, bits(a), bits(b), beta, c)
            }
        }
    };
}
mkl_gemm16!(half::f16, f16gemm);
mkl_gemm16!(half::bf16, bf16gemm);

// ---------------------------------------------------------------------------------------------
// LIBXSMM

/// LIBXSMM, when `build.rs` found and linked it, with its threads.
pub struct Libxsmm {
    #[cfg_attr(not(libxsmm), allow(dead_code))]
    pool: Pool,
}

#[cfg(libxsmm)]
mod xsmm {
    use super::*;

    pub type Sfn = unsafe extern "C" fn(*const f32, *const f32, *mut f32, ...);
    pub type Dfn = unsafe extern "C" fn(*const f64, *const f64, *mut f64, ...);

    // Declared from LIBXSMM 1.17's `libxsmm.h` (libxsmm_blasint = int without LIBXSMM_ILP64).
    unsafe extern "C" {
        pub fn libxsmm_init();
        pub fn libxsmm_smmdispatch(
            m: c_int,
            n: c_int,
            k: c_int,
            lda: *const c_int,
            ldb: *const c_int,
            ldc: *const c_int,
            alpha: *const f32,
            beta: *const f32,
            flags: *const c_int,
            prefetch: *const c_int,
        ) -> Option<Sfn>;
        pub fn libxsmm_dmmdispatch(
            m: c_int,
            n: c_int,
            k: c_int,
            lda: *const c_int,
            ldb: *const c_int,
            ldc: *const c_int,
            alpha: *const f64,
            beta: *const f64,
            flags: *const c_int,
            prefetch: *const c_int,
        ) -> Option<Dfn>;
    }
}

impl Libxsmm {
    pub fn load() -> Result<Libxsmm, String> {
        #[cfg(libxsmm)]
        {
            // SAFETY: libxsmm_init may be called any number of times.
            unsafe { xsmm::libxsmm_init() };
            Ok(Libxsmm { pool: Pool::new(threads()) })
        }
        #[cfg(not(libxsmm))]
        Err("LIBXSMM was not linked (no /usr/lib/libxsmm.a when tinyc-bench was built): \
             `bash scripts/setup.sh --bench` installs libxsmm-dev, then rebuild"
            .to_string())
    }
}

/// Threads that stay up between calls, as an OpenMP runtime keeps its team, so that a timed run
/// does not pay for starting threads: `run(job)` calls `job(part)` for every part in
/// `0..parts()`, part 0 on the calling thread, and returns when all are done.
pub struct Pool {
    shared: std::sync::Arc<PoolShared>,
    workers: Vec<std::thread::JoinHandle<()>>,
}

struct PoolShared {
    state: std::sync::Mutex<PoolState>,
    wake: std::sync::Condvar,
    done: std::sync::Condvar,
}

struct PoolState {
    /// The job of the current round, lifetime erased: valid until `pending` is 0 again.
    job: Option<*const (dyn Fn(usize) + Sync)>,
    round: u64,
    pending: usize,
    quit: bool,
}

// SAFETY: the job pointer is only dereferenced while `run` keeps the job alive and waits.
unsafe impl Send for PoolState {}

impl Pool {
    pub fn new(parts: usize) -> Pool {
        use std::sync::{Arc, Condvar, Mutex};
        let shared = Arc::new(PoolShared {
            state: Mutex::new(PoolState { job: None, round: 0, pending: 0, quit: false }),
            wake: Condvar::new(),
            done: Condvar::new(),
        });
        // A thread that cannot be started ends the list (the parts stay contiguous).
        let workers = (1..parts.max(1))
            .map_while(|part| {
                let shared = shared.clone();
                // Stacks of 16 MiB: MKL's GEMMs called from these threads need more than
                // Rust's default 2 MiB (as OpenMP gives its workers more).
                std::thread::Builder::new()
                    .stack_size(16 << 20)
                    .spawn(move || {
                        let mut seen = 0;
                        loop {
                            let job = {
                                let mut state = shared.state.lock().unwrap_or_else(|e| e.into_inner());
                                while state.round == seen && !state.quit {
                                    state = shared.wake.wait(state).unwrap_or_else(|e| e.into_inner());
                                }
                                if state.quit {
                                    return;
                                }
                                seen = state.round;
                                state.job
                            };
                            if let Some(job) = job {
                                // SAFETY: `run` keeps the job alive until every worker reported.
                                unsafe { (*job)(part) };
                            }
                            let mut state = shared.state.lock().unwrap_or_else(|e| e.into_inner());
                            state.pending -= 1;
                            if state.pending == 0 {
                                shared.done.notify_all();
                            }
                        }
                    })
                    .ok()
            })
            .collect();
        Pool { shared, workers }
    }

    pub fn parts(&self) -> usize {
        self.workers.len() + 1
    }

    pub fn run(&self, job: &(dyn Fn(usize) + Sync)) {
        // SAFETY (lifetime erasure): the pointer is cleared below before `job` goes out of scope,
        // and no worker touches it after reporting.
        let erased: *const (dyn Fn(usize) + Sync) = unsafe { std::mem::transmute(job) };
        {
            let mut state = self.shared.state.lock().unwrap_or_else(|e| e.into_inner());
            state.job = Some(erased);
            state.pending = self.workers.len();
            state.round += 1;
        }
        self.shared.wake.notify_all();
        job(0);
        let mut state = self.shared.state.lock().unwrap_or_else(|e| e.into_inner());
        while state.pending > 0 {
            state = self.shared.done.wait(state).unwrap_or_else(|e| e.into_inner());
        }
        state.job = None;
    }
}

impl Drop for Pool {
    fn drop(&mut self) {
        self.shared.state.lock().unwrap_or_else(|e| e.into_inner()).quit = true;
        self.shared.wake.notify_all();
        for w in self.workers.drain(..) {
            let _ = w.join();
        }
    }
}

/// The batch entries of part `part` of `parts`: contiguous, as OpenMP's static schedule.
pub fn part_range(batch: usize, parts: usize, part: usize) -> std::ops::Range<usize> {
    let chunk = batch.div_ceil(parts.max(1));
    (part * chunk).min(batch)..((part + 1) * chunk).min(batch)
}

macro_rules! xsmm_gemm {
    ($t:ty, $dispatch:ident) => {
        impl HostGemm<$t> for Libxsmm {
            fn name(&self) -> &'static str {
                "LIBXSMM"
            }
            fn supports(&self, trans_a: bool, trans_b: bool) -> bool {
                !trans_a && !trans_b
            }
            #[cfg_attr(not(libxsmm), allow(unused_variables))]
            fn gemm(
                &self,
                size: Size,
                trans: (bool, bool),
                batch: usize,
                a: &[$t],
                b: &[$t],
                beta: $t,
                c: &mut [$t],
            ) -> Result<(), String> {
                if trans.0 || trans.1 {
                    return Err("LIBXSMM is called without transpositions only".into());
                }
                let Size { m, n, k } = size;
                check_lengths(size, batch, a.len(), b.len(), c.len())?;
                #[cfg(libxsmm)]
                {
                    let dim = |v: usize| c_int::try_from(v).unwrap_or(c_int::MAX);
                    let (lda, ldb, ldc) = (dim(m), dim(k), dim(m));
                    let alpha: $t = 1.0;
                    // SAFETY: plain values and pointers to locals that outlive the call.
                    let kernel = unsafe {
                        xsmm::$dispatch(
                            dim(m),
                            dim(n),
                            dim(k),
                            &lda,
                            &ldb,
                            &ldc,
                            &alpha,
                            &beta,
                            std::ptr::null(),
                            std::ptr::null(),
                        )
                    };
                    let kernel = kernel.ok_or_else(|| format!("LIBXSMM dispatched no kernel for {size}"))?;
                    let (a, b, c) = (a.as_ptr() as usize, b.as_ptr() as usize, c.as_mut_ptr() as usize);
                    let parts = self.pool.parts();
                    self.pool.run(&|part| {
                        let (a, b, c) = (a as *const $t, b as *const $t, c as *mut $t);
                        for i in part_range(batch, parts, part) {
                            // SAFETY: entry i < batch of packed m×k, k×n and m×n matrices lies
                            // inside the slices (checked above); the parts write disjoint
                            // entries of C.
                            unsafe { kernel(a.add(i * m * k), b.add(i * k * n), c.add(i * m * n)) }
                        }
                    });
                }
                Ok(())
            }
        }
    };
}
xsmm_gemm!(f32, libxsmm_smmdispatch);
xsmm_gemm!(f64, libxsmm_dmmdispatch);

// ---------------------------------------------------------------------------------------------
// Chains of small GEMMs (the `dg` benchmark)

/// One GEMM of a chain on column-major blocks: C = A·B + β·C, A m×k (leading dimension lda),
/// B k×n (ldb), C m×n (ldc), no transpositions, α = 1, β 0 or 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GemmShape {
    pub m: usize,
    pub n: usize,
    pub k: usize,
    pub lda: usize,
    pub ldb: usize,
    pub ldc: usize,
    pub beta: u8,
}

impl GemmShape {
    fn dims(&self) -> [c_int; 6] {
        [self.m, self.n, self.k, self.lda, self.ldb, self.ldc].map(|v| c_int::try_from(v).unwrap_or(c_int::MAX))
    }
}

/// A small-GEMM kernel of one shape, called per batch entry: `kernel(a, b, c)`.
pub type SmallKernel<T> = Box<dyn Fn(*const T, *const T, *mut T) + Send + Sync>;

/// A library that makes one kernel per GEMM shape, called once per element and step on the
/// host's threads (as a DG code calls LIBXSMM inside its loop over elements).
pub trait SmallGemm<T> {
    fn kernel(&self, shape: GemmShape) -> Result<SmallKernel<T>, String>;
}

/// A library that runs one step of the chain for the whole batch at once (pointer arrays).
pub trait BatchGemm<T> {
    /// C<sub>i</sub> = A<sub>i</sub>·B<sub>i</sub> + β·C<sub>i</sub> for every i.
    ///
    /// # Safety
    /// Every pointer addresses a block of `shape` that stays valid during the call; the C blocks
    /// do not overlap.
    unsafe fn gemm_batch(&self, shape: GemmShape, a: &[*const T], b: &[*const T], c: &[*mut T]) -> Result<(), String>;
}

impl Mkl {
    /// Runs `f` with MKL on one thread when called from this thread, then gives the thread its
    /// previous setting back. For MKL calls from the host's own threads (the pool's parts, part 0
    /// on the caller's thread): a threaded MKL called from several threads at once oversubscribes
    /// the cores and has crashed in its OpenMP runtime, and the caller's own later MKL calls must
    /// keep all threads.
    pub fn on_one_thread<R>(&self, f: impl FnOnce() -> R) -> R {
        on_one_thread(self.threads_local, f)
    }
}

/// [`Mkl::on_one_thread`] with MKL's `MKL_Set_Num_Threads_Local`, where it has it.
fn on_one_thread<R>(local: Option<SetNumThreadsLocal>, f: impl FnOnce() -> R) -> R {
    let Some(local) = local else { return f() };
    // SAFETY: sets this thread's MKL thread count (1 here; the previous value, 0 meaning "the
    // global setting", afterwards), which has no other precondition.
    let previous = unsafe { local(1) };
    let result = f();
    // SAFETY: as above.
    unsafe { local(previous) };
    result
}

/// MKL's JIT GEMMs (`mkl_jit_create_{s,d}gemm`), one per shape, called per batch entry. Where
/// MKL has no JIT code for the CPU (status 1, e.g. on AMD processors), the kernel calls its
/// standard GEMM.
pub struct MklJit<'m>(pub &'m Mkl);

/// A JIT kernel's handle, destroyed with the kernel.
struct Jitter {
    jitter: usize,
    destroy: Option<JitDestroy>,
}

impl Jitter {
    fn get(&self) -> *mut c_void {
        self.jitter as *mut c_void
    }
}

impl Drop for Jitter {
    fn drop(&mut self) {
        if let Some(destroy) = self.destroy {
            // SAFETY: a jitter that `mkl_jit_create_*gemm` made and nothing uses any more.
            unsafe { destroy(self.jitter as *mut c_void) };
        }
    }
}

macro_rules! mkl_chain {
    ($t:ty, $jit:ident, $batch:ident) => {
        impl SmallGemm<$t> for MklJit<'_> {
            fn kernel(&self, shape: GemmShape) -> Result<SmallKernel<$t>, String> {
                let (create, get) = self.0.chain.$jit.ok_or("this MKL has no JIT GEMM")?;
                let [m, n, k, lda, ldb, ldc] = shape.dims();
                let mut jitter = std::ptr::null_mut();
                // SAFETY: a valid out-pointer and plain values.
                let status = unsafe {
                    create(
                        &mut jitter,
                        CBLAS_COL_MAJOR,
                        CBLAS_NO_TRANS,
                        CBLAS_NO_TRANS,
                        m,
                        n,
                        k,
                        1.0,
                        lda,
                        ldb,
                        <$t>::from(shape.beta),
                        ldc,
                    )
                };
                if status == 2 || jitter.is_null() {
                    return Err(format!("mkl_jit_create failed for {shape:?}"));
                }
                let handle = Jitter { jitter: jitter as usize, destroy: self.0.chain.jit_destroy };
                // SAFETY: a jitter just made.
                let kernel = unsafe { get(jitter) }.ok_or("mkl_jit_get_gemm_ptr gave no kernel")?;
                Ok(Box::new(move |a, b, c| {
                    // `handle.get()`, not `handle.jitter`: the closure must own the handle (a
                    // closure using only the field would capture the integer and drop the
                    // handle, destroying the jitter at once).
                    // SAFETY: the caller passes blocks of the shape; MKL reads A and B only.
                    unsafe { kernel(handle.get(), a.cast_mut(), b.cast_mut(), c) }
                }))
            }
        }

        impl BatchGemm<$t> for Mkl {
            unsafe fn gemm_batch(
                &self,
                shape: GemmShape,
                a: &[*const $t],
                b: &[*const $t],
                c: &[*mut $t],
            ) -> Result<(), String> {
                let gemm = self.chain.$batch.ok_or("this MKL has no cblas_gemm_batch")?;
                if a.len() != c.len() || b.len() != c.len() {
                    return Err("pointer arrays of different lengths".into());
                }
                let [m, n, k, lda, ldb, ldc] = shape.dims();
                let (alpha, beta): ($t, $t) = (1.0, <$t>::from(shape.beta));
                let size = c_int::try_from(c.len()).map_err(|_| "batch too large for MKL_INT")?;
                // SAFETY: one group of `size` GEMMs over the caller's blocks (its promise).
                unsafe {
                    gemm(
                        CBLAS_COL_MAJOR,
                        &CBLAS_NO_TRANS,
                        &CBLAS_NO_TRANS,
                        &m,
                        &n,
                        &k,
                        &alpha,
                        a.as_ptr(),
                        &lda,
                        b.as_ptr(),
                        &ldb,
                        &beta,
                        c.as_ptr(),
                        &ldc,
                        1,
                        &size,
                    )
                };
                Ok(())
            }
        }
    };
}
mkl_chain!(f32, sjit, sgemm_batch);
mkl_chain!(f64, djit, dgemm_batch);

macro_rules! xsmm_chain {
    ($t:ty, $dispatch:ident) => {
        impl SmallGemm<$t> for Libxsmm {
            #[cfg_attr(not(libxsmm), allow(unused_variables))]
            fn kernel(&self, shape: GemmShape) -> Result<SmallKernel<$t>, String> {
                #[cfg(libxsmm)]
                {
                    let [m, n, k, lda, ldb, ldc] = shape.dims();
                    let (alpha, beta): ($t, $t) = (1.0, <$t>::from(shape.beta));
                    // SAFETY: plain values and pointers to locals that outlive the call.
                    let kernel = unsafe {
                        xsmm::$dispatch(m, n, k, &lda, &ldb, &ldc, &alpha, &beta, std::ptr::null(), std::ptr::null())
                    };
                    let kernel = kernel.ok_or_else(|| format!("LIBXSMM dispatched no kernel for {shape:?}"))?;
                    // SAFETY: the caller passes blocks of the shape.
                    Ok(Box::new(move |a, b, c| unsafe { kernel(a, b, c) }))
                }
                #[cfg(not(libxsmm))]
                Err("LIBXSMM was not linked".into())
            }
        }
    };
}
xsmm_chain!(f32, libxsmm_smmdispatch);
xsmm_chain!(f64, libxsmm_dmmdispatch);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_pool_runs_every_part_once_per_call() {
        let pool = Pool::new(3);
        let hits: Vec<std::sync::atomic::AtomicUsize> = (0..3).map(|_| Default::default()).collect();
        for _ in 0..100 {
            pool.run(&|part| {
                hits[part].fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            });
        }
        assert!(hits.iter().all(|h| h.load(std::sync::atomic::Ordering::Relaxed) == 100));
        assert_eq!(part_range(10, 3, 0), 0..4);
        assert_eq!(part_range(10, 3, 2), 8..10);
        assert_eq!(part_range(2, 3, 2), 2..2);
    }
}
