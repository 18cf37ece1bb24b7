//! Memory on a large input: compiling a checked program to OpenCL C needs a small multiple of
//! its size. (Lowering every kernel before writing any needed about 50 times the input.)
//!
//! The only test of this binary, so that the counting allocator sees nothing else.
#![allow(clippy::panic)] // tests report failures by panicking

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use tinyc_frontend::{Frontend, Source};

/// The system allocator, counting the bytes in use and their peak.
struct Counting;

static IN_USE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is forwarded to the system allocator unchanged; only counters are added.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as the caller promised for `layout`.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let now = IN_USE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        IN_USE.fetch_sub(layout.size(), Ordering::Relaxed);
        // SAFETY: `ptr` was allocated by `alloc` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// `n` kernels of one GEMM each, as `scripts/big-input.sh` writes them.
fn big_program(n: usize) -> String {
    let mut text = String::new();
    for i in 0..n {
        text.push_str(&format!(
            "func @k{i}(%A: memref<f32x16x8>, %B: memref<f32x8x12>, %C: memref<f32x16x12>) {{\n  \
             gemm.n.n 1.0, %A, %B, 0.0, %C : f32, memref<f32x16x8>, memref<f32x8x12>, f32, memref<f32x16x12>\n}}\n"
        ));
    }
    text
}

#[test]
fn compiling_a_large_program_needs_a_small_multiple_of_its_size() {
    let text = big_program(10_000);
    let source = Source::new("big.ir", text.as_bytes());
    let checked = Frontend::default().run(&source).unwrap_or_else(|d| panic!("{}", source.render(&d)));
    let before = IN_USE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let code = tinyc_opencl::compile(&checked).unwrap_or_else(|e| panic!("{e:?}"));
    let peak = PEAK.load(Ordering::Relaxed) - before;
    assert_eq!(code.matches("kernel __attribute__").count(), 10_000);
    let ratio = peak as f64 / text.len() as f64;
    eprintln!(
        "{} bytes of source, {} of OpenCL C: peak {peak} bytes while compiling ({ratio:.1}x)",
        text.len(),
        code.len()
    );
    assert!(ratio < 20.0, "compiling needed {ratio:.1} times the size of the source");
}
