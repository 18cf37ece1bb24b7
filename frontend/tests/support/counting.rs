//! Shared by the big-input tests of `tinyc-frontend` and `tinyc-opencl` (each includes this file
//! with `#[path]`): a global allocator that counts the bytes in use and their peak, and the
//! large program they measure. A test binary including it must have no other test, so that the
//! counts see nothing else.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

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

/// Runs `f` and gives its result with the peak of the bytes it had in use on top of those in
/// use before.
pub fn peak_during<R>(f: impl FnOnce() -> R) -> (R, usize) {
    let before = IN_USE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let result = f();
    (result, PEAK.load(Ordering::Relaxed) - before)
}

/// `n` kernels of one GEMM each, as `scripts/big-input.sh` writes them.
pub fn big_program(n: usize) -> String {
    let mut text = String::new();
    for i in 0..n {
        text.push_str(&format!(
            "func @k{i}(%A: memref<f32x16x8>, %B: memref<f32x8x12>, %C: memref<f32x16x12>) {{\n  \
             gemm.n.n 1.0, %A, %B, 0.0, %C : f32, memref<f32x16x8>, memref<f32x8x12>, f32, memref<f32x16x12>\n}}\n"
        ));
    }
    text
}
