//! Memory on a large input: checking a program needs a small multiple of its size. (Parsing the
//! whole file in one pest parse needed about 150 times the input: pest queues every token.)
//!
//! The only test of this binary, so that the counting allocator sees nothing else.

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
fn checking_a_large_program_needs_a_small_multiple_of_its_size() {
    let text = big_program(10_000);
    let source = Source::new("big.ir", text.as_bytes());
    let before = IN_USE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let checked = Frontend::default().run(&source);
    assert!(checked.as_ref().is_ok_and(|c| c.module.funcs.len() == 10_000));
    let peak = PEAK.load(Ordering::Relaxed) - before;
    let ratio = peak as f64 / text.len() as f64;
    eprintln!("{} bytes of source: peak {peak} bytes while checking ({ratio:.1}x)", text.len());
    assert!(ratio < 25.0, "checking needed {ratio:.1} times the size of the source");
}
