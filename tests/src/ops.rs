//! The batched collectives of the `ops` benchmark (`tinyc-bench ops` on OpenCL devices, the GPU
//! check's collectives section through CUDA): each a tensor-language kernel over one batch entry
//! per work-group, its footprint, and a naive OpenCL C kernel of the same operation.

/// One benchmarked operation.
pub struct Op {
    pub name: &'static str,
    /// Tensor-language kernel (`T` stands for the element type).
    pub tir: &'static str,
    /// Per batch entry: elements of each parameter, in order.
    pub sizes: &'static [usize],
    /// Which parameters are outputs (written, and compared).
    pub out: usize,
    /// Elements moved per batch entry (reads + writes).
    pub moved: usize,
    /// The naive OpenCL C kernel `naive(global T* p0, ..., long n)` over all `n` outputs of the
    /// batch (`TYPE` stands for the element type), and its number of outputs per batch entry.
    pub naive: &'static str,
    pub outputs_per_entry: usize,
}

pub const OPS: &[Op] = &[
    Op {
        name: "axpby.n 56x9 (β=1)",
        tir: "func @op(%X: memref<Tx56x9x?>, %Y: memref<Tx56x9x?>) {
  %g = group_id
  %x = subview %X[:, :, %g] : memref<Tx56x9x?>
  %y = subview %Y[:, :, %g] : memref<Tx56x9x?>
  axpby.n 2.0, %x, 1.0, %y : T, memref<Tx56x9>, T, memref<Tx56x9>
}",
        sizes: &[504, 504],
        out: 1,
        moved: 3 * 504,
        naive: "kernel void naive(global TYPE* x, global TYPE* y, long n) {
  long i = get_global_id(0); if (i < n) y[i] = 2 * x[i] + y[i];
}",
        outputs_per_entry: 504,
    },
    Op {
        name: "axpby.n 56x9 (β=0)",
        tir: "func @op(%X: memref<Tx56x9x?>, %Y: memref<Tx56x9x?>) {
  %g = group_id
  %x = subview %X[:, :, %g] : memref<Tx56x9x?>
  %y = subview %Y[:, :, %g] : memref<Tx56x9x?>
  axpby.n 2.0, %x, 0.0, %y : T, memref<Tx56x9>, T, memref<Tx56x9>
}",
        sizes: &[504, 504],
        out: 1,
        moved: 2 * 504,
        naive: "kernel void naive(global TYPE* x, global TYPE* y, long n) {
  long i = get_global_id(0); if (i < n) y[i] = 2 * x[i];
}",
        outputs_per_entry: 504,
    },
    Op {
        name: "axpby.t 64x64 (β=0)",
        tir: "func @op(%A: memref<Tx64x64x?>, %B: memref<Tx64x64x?>) {
  %g = group_id
  %a = subview %A[:, :, %g] : memref<Tx64x64x?>
  %b = subview %B[:, :, %g] : memref<Tx64x64x?>
  axpby.t 1.0, %a, 0.0, %b : T, memref<Tx64x64>, T, memref<Tx64x64>
}",
        sizes: &[4096, 4096],
        out: 1,
        moved: 2 * 4096,
        naive: "kernel void naive(global TYPE* a, global TYPE* b, long n) {
  long e = get_global_id(0); if (e >= n) return;
  long g = e / 4096, r = e % 4096, i = r % 64, j = r / 64;
  b[g * 4096 + i + 64 * j] = a[g * 4096 + j + 64 * i];
}",
        outputs_per_entry: 4096,
    },
    Op {
        name: "axpby.t 64x64 (β=1)",
        tir: "func @op(%A: memref<Tx64x64x?>, %B: memref<Tx64x64x?>) {
  %g = group_id
  %a = subview %A[:, :, %g] : memref<Tx64x64x?>
  %b = subview %B[:, :, %g] : memref<Tx64x64x?>
  axpby.t 1.0, %a, 1.0, %b : T, memref<Tx64x64>, T, memref<Tx64x64>
}",
        sizes: &[4096, 4096],
        out: 1,
        moved: 3 * 4096,
        naive: "kernel void naive(global TYPE* a, global TYPE* b, long n) {
  long e = get_global_id(0); if (e >= n) return;
  long g = e / 4096, r = e % 4096, i = r % 64, j = r / 64;
  b[g * 4096 + i + 64 * j] += a[g * 4096 + j + 64 * i];
}",
        outputs_per_entry: 4096,
    },
    Op {
        name: "axpby.t 56x9 (β=1)",
        tir: "func @op(%A: memref<Tx9x56x?>, %B: memref<Tx56x9x?>) {
  %g = group_id
  %a = subview %A[:, :, %g] : memref<Tx9x56x?>
  %b = subview %B[:, :, %g] : memref<Tx56x9x?>
  axpby.t 1.0, %a, 1.0, %b : T, memref<Tx9x56>, T, memref<Tx56x9>
}",
        sizes: &[504, 504],
        out: 1,
        moved: 3 * 504,
        naive: "kernel void naive(global TYPE* a, global TYPE* b, long n) {
  long e = get_global_id(0); if (e >= n) return;
  long g = e / 504, r = e % 504, i = r % 56, j = r / 56;
  b[g * 504 + i + 56 * j] += a[g * 504 + j + 9 * i];
}",
        outputs_per_entry: 504,
    },
    Op {
        name: "sum.n 56x56 (β=0)",
        tir: "func @op(%A: memref<Tx56x56x?>, %y: memref<Tx56x?>) {
  %g = group_id
  %a = subview %A[:, :, %g] : memref<Tx56x56x?>
  %v = subview %y[:, %g] : memref<Tx56x?>
  sum.n 1.0, %a, 0.0, %v : T, memref<Tx56x56>, T, memref<Tx56>
}",
        sizes: &[3136, 56],
        out: 1,
        moved: 3136 + 56,
        naive: "kernel void naive(global TYPE* a, global TYPE* y, long n) {
  long e = get_global_id(0); if (e >= n) return;
  long g = e / 56, i = e % 56; TYPE s = 0;
  for (int k = 0; k < 56; ++k) s += a[g * 3136 + i + 56 * k];
  y[e] = s;
}",
        outputs_per_entry: 56,
    },
    Op {
        name: "sum.n 56x56 (β=1)",
        tir: "func @op(%A: memref<Tx56x56x?>, %y: memref<Tx56x?>) {
  %g = group_id
  %a = subview %A[:, :, %g] : memref<Tx56x56x?>
  %v = subview %y[:, %g] : memref<Tx56x?>
  sum.n 1.0, %a, 1.0, %v : T, memref<Tx56x56>, T, memref<Tx56>
}",
        sizes: &[3136, 56],
        out: 1,
        moved: 3136 + 2 * 56,
        naive: "kernel void naive(global TYPE* a, global TYPE* y, long n) {
  long e = get_global_id(0); if (e >= n) return;
  long g = e / 56, i = e % 56; TYPE s = 0;
  for (int k = 0; k < 56; ++k) s += a[g * 3136 + i + 56 * k];
  y[e] += s;
}",
        outputs_per_entry: 56,
    },
    Op {
        name: "sum.t 56x56 (β=0)",
        tir: "func @op(%A: memref<Tx56x56x?>, %y: memref<Tx56x?>) {
  %g = group_id
  %a = subview %A[:, :, %g] : memref<Tx56x56x?>
  %v = subview %y[:, %g] : memref<Tx56x?>
  sum.t 1.0, %a, 0.0, %v : T, memref<Tx56x56>, T, memref<Tx56>
}",
        sizes: &[3136, 56],
        out: 1,
        moved: 3136 + 56,
        naive: "kernel void naive(global TYPE* a, global TYPE* y, long n) {
  long e = get_global_id(0); if (e >= n) return;
  long g = e / 56, j = e % 56; TYPE s = 0;
  for (int k = 0; k < 56; ++k) s += a[g * 3136 + k + 56 * j];
  y[e] = s;
}",
        outputs_per_entry: 56,
    },
    Op {
        name: "sum.t 56x56 (β=1)",
        tir: "func @op(%A: memref<Tx56x56x?>, %y: memref<Tx56x?>) {
  %g = group_id
  %a = subview %A[:, :, %g] : memref<Tx56x56x?>
  %v = subview %y[:, %g] : memref<Tx56x?>
  sum.t 1.0, %a, 1.0, %v : T, memref<Tx56x56>, T, memref<Tx56>
}",
        sizes: &[3136, 56],
        out: 1,
        moved: 3136 + 2 * 56,
        naive: "kernel void naive(global TYPE* a, global TYPE* y, long n) {
  long e = get_global_id(0); if (e >= n) return;
  long g = e / 56, j = e % 56; TYPE s = 0;
  for (int k = 0; k < 56; ++k) s += a[g * 3136 + k + 56 * j];
  y[e] += s;
}",
        outputs_per_entry: 56,
    },
    Op {
        name: "ger 56x56 (β=1)",
        tir: "func @op(%x: memref<Tx56x?>, %y: memref<Tx56x?>, %C: memref<Tx56x56x?>) {
  %g = group_id
  %u = subview %x[:, %g] : memref<Tx56x?>
  %v = subview %y[:, %g] : memref<Tx56x?>
  %c = subview %C[:, :, %g] : memref<Tx56x56x?>
  ger 1.0, %u, %v, 1.0, %c : T, memref<Tx56>, memref<Tx56>, T, memref<Tx56x56>
}",
        sizes: &[56, 56, 3136],
        out: 2,
        moved: 56 + 56 + 2 * 3136,
        naive: "kernel void naive(global TYPE* x, global TYPE* y, global TYPE* c, long n) {
  long e = get_global_id(0); if (e >= n) return;
  long g = e / 3136, r = e % 3136, i = r % 56, j = r / 56;
  c[e] += x[g * 56 + i] * y[g * 56 + j];
}",
        outputs_per_entry: 3136,
    },
    Op {
        name: "ger 56x56 (β=0)",
        tir: "func @op(%x: memref<Tx56x?>, %y: memref<Tx56x?>, %C: memref<Tx56x56x?>) {
  %g = group_id
  %u = subview %x[:, %g] : memref<Tx56x?>
  %v = subview %y[:, %g] : memref<Tx56x?>
  %c = subview %C[:, :, %g] : memref<Tx56x56x?>
  ger 1.0, %u, %v, 0.0, %c : T, memref<Tx56>, memref<Tx56>, T, memref<Tx56x56>
}",
        sizes: &[56, 56, 3136],
        out: 2,
        moved: 56 + 56 + 3136,
        naive: "kernel void naive(global TYPE* x, global TYPE* y, global TYPE* c, long n) {
  long e = get_global_id(0); if (e >= n) return;
  long g = e / 3136, r = e % 3136, i = r % 56, j = r / 56;
  c[e] = x[g * 56 + i] * y[g * 56 + j];
}",
        outputs_per_entry: 3136,
    },
    Op {
        name: "hadamard 1024 (β=0)",
        tir: "func @op(%x: memref<Tx1024x?>, %y: memref<Tx1024x?>, %z: memref<Tx1024x?>) {
  %g = group_id
  %a = subview %x[:, %g] : memref<Tx1024x?>
  %b = subview %y[:, %g] : memref<Tx1024x?>
  %c = subview %z[:, %g] : memref<Tx1024x?>
  hadamard 1.0, %a, %b, 0.0, %c : T, memref<Tx1024>, memref<Tx1024>, T, memref<Tx1024>
}",
        sizes: &[1024, 1024, 1024],
        out: 2,
        moved: 3 * 1024,
        naive: "kernel void naive(global TYPE* x, global TYPE* y, global TYPE* z, long n) {
  long i = get_global_id(0); if (i < n) z[i] = x[i] * y[i];
}",
        outputs_per_entry: 1024,
    },
    Op {
        name: "hadamard 1024 (β=1)",
        tir: "func @op(%x: memref<Tx1024x?>, %y: memref<Tx1024x?>, %z: memref<Tx1024x?>) {
  %g = group_id
  %a = subview %x[:, %g] : memref<Tx1024x?>
  %b = subview %y[:, %g] : memref<Tx1024x?>
  %c = subview %z[:, %g] : memref<Tx1024x?>
  hadamard 1.0, %a, %b, 1.0, %c : T, memref<Tx1024>, memref<Tx1024>, T, memref<Tx1024>
}",
        sizes: &[1024, 1024, 1024],
        out: 2,
        moved: 4 * 1024,
        naive: "kernel void naive(global TYPE* x, global TYPE* y, global TYPE* z, long n) {
  long i = get_global_id(0); if (i < n) z[i] += x[i] * y[i];
}",
        outputs_per_entry: 1024,
    },
    Op {
        name: "gemv.n 56x56 (β=0)",
        tir: "func @op(%A: memref<Tx56x56x?>, %x: memref<Tx56x?>, %y: memref<Tx56x?>) {
  %g = group_id
  %a = subview %A[:, :, %g] : memref<Tx56x56x?>
  %u = subview %x[:, %g] : memref<Tx56x?>
  %v = subview %y[:, %g] : memref<Tx56x?>
  gemv.n 1.0, %a, %u, 0.0, %v : T, memref<Tx56x56>, memref<Tx56>, T, memref<Tx56>
}",
        sizes: &[3136, 56, 56],
        out: 2,
        moved: 3136 + 2 * 56,
        naive: "kernel void naive(global TYPE* a, global TYPE* x, global TYPE* y, long n) {
  long e = get_global_id(0); if (e >= n) return;
  long g = e / 56, i = e % 56; TYPE s = 0;
  for (int k = 0; k < 56; ++k) s += a[g * 3136 + i + 56 * k] * x[g * 56 + k];
  y[e] = s;
}",
        outputs_per_entry: 56,
    },
    Op {
        name: "gemv.n 56x56 (β=1)",
        tir: "func @op(%A: memref<Tx56x56x?>, %x: memref<Tx56x?>, %y: memref<Tx56x?>) {
  %g = group_id
  %a = subview %A[:, :, %g] : memref<Tx56x56x?>
  %u = subview %x[:, %g] : memref<Tx56x?>
  %v = subview %y[:, %g] : memref<Tx56x?>
  gemv.n 1.0, %a, %u, 1.0, %v : T, memref<Tx56x56>, memref<Tx56>, T, memref<Tx56>
}",
        sizes: &[3136, 56, 56],
        out: 2,
        moved: 3136 + 3 * 56,
        naive: "kernel void naive(global TYPE* a, global TYPE* x, global TYPE* y, long n) {
  long e = get_global_id(0); if (e >= n) return;
  long g = e / 56, i = e % 56; TYPE s = 0;
  for (int k = 0; k < 56; ++k) s += a[g * 3136 + i + 56 * k] * x[g * 56 + k];
  y[e] += s;
}",
        outputs_per_entry: 56,
    },
    Op {
        name: "gemv.t 56x56 (β=0)",
        tir: "func @op(%A: memref<Tx56x56x?>, %x: memref<Tx56x?>, %y: memref<Tx56x?>) {
  %g = group_id
  %a = subview %A[:, :, %g] : memref<Tx56x56x?>
  %u = subview %x[:, %g] : memref<Tx56x?>
  %v = subview %y[:, %g] : memref<Tx56x?>
  gemv.t 1.0, %a, %u, 0.0, %v : T, memref<Tx56x56>, memref<Tx56>, T, memref<Tx56>
}",
        sizes: &[3136, 56, 56],
        out: 2,
        moved: 3136 + 2 * 56,
        naive: "kernel void naive(global TYPE* a, global TYPE* x, global TYPE* y, long n) {
  long e = get_global_id(0); if (e >= n) return;
  long g = e / 56, j = e % 56; TYPE s = 0;
  for (int k = 0; k < 56; ++k) s += a[g * 3136 + k + 56 * j] * x[g * 56 + k];
  y[e] = s;
}",
        outputs_per_entry: 56,
    },
    Op {
        name: "gemv.t 56x56 (β=1)",
        tir: "func @op(%A: memref<Tx56x56x?>, %x: memref<Tx56x?>, %y: memref<Tx56x?>) {
  %g = group_id
  %a = subview %A[:, :, %g] : memref<Tx56x56x?>
  %u = subview %x[:, %g] : memref<Tx56x?>
  %v = subview %y[:, %g] : memref<Tx56x?>
  gemv.t 1.0, %a, %u, 1.0, %v : T, memref<Tx56x56>, memref<Tx56>, T, memref<Tx56>
}",
        sizes: &[3136, 56, 56],
        out: 2,
        moved: 3136 + 3 * 56,
        naive: "kernel void naive(global TYPE* a, global TYPE* x, global TYPE* y, long n) {
  long e = get_global_id(0); if (e >= n) return;
  long g = e / 56, j = e % 56; TYPE s = 0;
  for (int k = 0; k < 56; ++k) s += a[g * 3136 + k + 56 * j] * x[g * 56 + k];
  y[e] += s;
}",
        outputs_per_entry: 56,
    },
    Op {
        name: "foreach square 1024",
        tir: "func @op(%X: memref<Tx1024x?>, %Y: memref<Tx1024x?>) {
  %g = group_id
  %x = subview %X[:, %g] : memref<Tx1024x?>
  %y = subview %Y[:, %g] : memref<Tx1024x?>
  foreach %i = 0, 1024 {
    %v = load %x[%i] : memref<Tx1024>
    %r = arith.mul %v, %v : T
    store %r, %y[%i] : memref<Tx1024>
  }
}",
        sizes: &[1024, 1024],
        out: 1,
        moved: 2 * 1024,
        naive: "kernel void naive(global TYPE* x, global TYPE* y, long n) {
  long i = get_global_id(0); if (i < n) y[i] = x[i] * x[i];
}",
        outputs_per_entry: 1024,
    },
    Op {
        name: "foreach (i, j) 56x56 (v0.4)",
        tir: "func @op(%X: memref<Tx56x56x?>, %Y: memref<Tx56x56x?>) {
  %g = group_id.x : index
  %c0 = constant 0 : index
  %m = size %X[0] : index
  %n = size %X[1] : index
  foreach (%i, %j) = (%c0, %c0), (%m, %n) {
    %v = load %X[%i, %j, %g] : T
    %r = mul %v, %v : T
    store %r, %Y[%i, %j, %g]
  }
}",
        sizes: &[3136, 3136],
        out: 1,
        moved: 2 * 3136,
        naive: "kernel void naive(global TYPE* x, global TYPE* y, long n) {
  long i = get_global_id(0); if (i < n) y[i] = x[i] * x[i];
}",
        outputs_per_entry: 3136,
    },
    Op {
        name: "foreach leaky relu 1024",
        tir: "func @op(%X: memref<Tx1024x?>, %Y: memref<Tx1024x?>) {
  %g = group_id
  %n = size %X[0] : memref<Tx1024x?>
  foreach %i = 0, %n {
    %v = load %X[%i, %g] : memref<Tx1024x?>
    %p = cmp.gt %v, 0.0 : T
    %r = if %p -> (T) {
      yield %v : T
    } else {
      %s = arith.mul %v, 0.25 : T
      yield %s : T
    }
    store %r, %Y[%i, %g] : memref<Tx1024x?>
  }
}",
        sizes: &[1024, 1024],
        out: 1,
        moved: 2 * 1024,
        naive: "kernel void naive(global TYPE* x, global TYPE* y, long n) {
  long i = get_global_id(0); if (i < n) y[i] = x[i] > 0 ? x[i] : x[i] * (TYPE)0.25;
}",
        outputs_per_entry: 1024,
    },
    Op {
        name: "foreach exp 1024 (v0.4)",
        tir: "func @op(%X: memref<Tx1024x?>, %Y: memref<Tx1024x?>) {
  %g = group_id.x : index
  %c0 = constant 0 : index
  %n = size %X[0] : index
  foreach (%i) = (%c0), (%n) {
    %v = load %X[%i, %g] : T
    %r = exp %v : T
    store %r, %Y[%i, %g]
  }
}",
        sizes: &[1024, 1024],
        out: 1,
        moved: 2 * 1024,
        naive: "kernel void naive(global TYPE* x, global TYPE* y, long n) {
  long i = get_global_id(0); if (i < n) y[i] = exp(x[i]);
}",
        outputs_per_entry: 1024,
    },
];

/// The sizes of each parameter of `op`'s kernel for `batch` entries (its last size, the batch,
/// is the only dynamic one).
pub fn shapes(checked: &tinyc_frontend::Checked, batch: usize) -> Result<Vec<Vec<i64>>, String> {
    let func = checked.module.funcs.first().ok_or("no kernel")?;
    param_shapes(func.params.iter().map(|p| &p.ty.node), batch)
}

/// The sizes of memref parameters of these types for `batch` entries (each dynamic size is the
/// batch); an error for a parameter that is no memref.
pub fn param_shapes<'a>(
    params: impl IntoIterator<Item = &'a tinyc_frontend::types::Type>,
    batch: usize,
) -> Result<Vec<Vec<i64>>, String> {
    params
        .into_iter()
        .map(|ty| match ty {
            tinyc_frontend::types::Type::Memref(m) => Ok(m
                .shape
                .iter()
                .map(|d| match d {
                    tinyc_frontend::types::Dim::Static(v) => *v,
                    tinyc_frontend::types::Dim::Dynamic => batch as i64,
                })
                .collect()),
            other => Err(format!("a parameter of type {other}")),
        })
        .collect()
}

/// The first two batch entries of `op`'s output as the interpreter computes them from the first
/// two entries of each parameter (`data`: every parameter's elements, entry after entry).
pub fn interpreted(
    checked: &tinyc_frontend::Checked,
    op: &Op,
    scalar: tinyc_frontend::types::Scalar,
    data: &[Vec<f64>],
) -> Result<Vec<f64>, String> {
    use crate::interp::{Host, HostArg, Sv, packed, run};
    let mut host = Host::default();
    let mut args = Vec::new();
    for (p, shape) in shapes(checked, 2)?.into_iter().enumerate() {
        let per = op.sizes.get(p).copied().ok_or("more parameters than sizes")?;
        let values = data.get(p).and_then(|d| d.get(..2 * per)).ok_or("fewer than two entries")?;
        host.bufs.push((scalar, values.iter().map(|&v| Sv::F(v)).collect()));
        let stride = packed(&shape);
        args.push(HostArg::Memref { buf: p, shape, stride });
    }
    run(checked, 0, &args, 2, &mut host)?;
    Ok(host.bufs[op.out].1.iter().map(|v| v.as_f64()).collect())
}

/// The sizes (M, N, K) of the GPU check's batched GEMM rows: cubes from 8 to 256 and three
/// shapes of DG kernels.
pub const GPU_GEMM_SIZES: [(usize, usize, usize); 9] = [
    (8, 8, 8),
    (16, 16, 16),
    (32, 32, 32),
    (64, 64, 64),
    (128, 128, 128),
    (256, 256, 256),
    (56, 9, 9),
    (9, 56, 56),
    (35, 9, 35),
];

/// The GPU check's mixed-precision batched GEMM `@mixed_gemm`: C := A·B, A and B of element type
/// `h` (`f16`, `bf16`), C `f32`, one batch entry per work-group.
pub fn mixed_gemm(h: &str, m: usize, n: usize, k: usize) -> String {
    format!(
        "func @mixed_gemm(%A: memref<{h}x{m}x{k}x?>, %B: memref<{h}x{k}x{n}x?>, %C: memref<f32x{m}x{n}x?>) {{\n\
         \x20 %g = group_id\n\
         \x20 %a = subview %A[:, :, %g] : memref<{h}x{m}x{k}x?>\n\
         \x20 %b = subview %B[:, :, %g] : memref<{h}x{k}x{n}x?>\n\
         \x20 %c = subview %C[:, :, %g] : memref<f32x{m}x{n}x?>\n\
         \x20 gemm.n.n 1.0, %a, %b, 0.0, %c : f32, memref<{h}x{m}x{k}>, memref<{h}x{k}x{n}>, f32, memref<f32x{m}x{n}>\n\
         }}\n"
    )
}

/// The sizes (M, N, K) of the GPU check's cooperative-matrix GEMM rows ([`coop_gemm`]).
pub const COOP_GEMM_SIZES: [(usize, usize, usize); 4] = [(32, 32, 32), (64, 64, 64), (128, 128, 128), (64, 8, 56)];

/// The batched GEMM C := A·B as a tinytc v0.4 generator writes it with cooperative matrices (the
/// `tinyc-bench subgroups` row and the GPU check's): M × N × K (multiples of 32, 8 and 8) with
/// subgroups of `sgs` in work-groups of 64 × 1; 32 × 8 accumulator tiles (`f32`, or `f64` for
/// `f64` A and B) handed to the subgroups round-robin, K in steps of 8 (16 for 16-bit A and B
/// where K is a multiple of 16: the K of NVIDIA's m16n8k16, on which such products run with
/// subgroups of 32), A and B of element type `ab` (`f32`, `f64`, `f16`, `bf16`),
/// `cooperative_matrix_load` / `_mul_add` / `_store`. One batch entry per work-group (the last
/// mode of each operand); the kernel is `@coop`.
pub fn coop_gemm(m: usize, n: usize, k: usize, sgs: usize, ab: &str) -> String {
    let tiles = (m / 32) * (n / 8);
    let (subgroups, rows) = (64 / sgs, m / 32);
    let ks = if (ab == "f16" || ab == "bf16") && k.is_multiple_of(16) { 16 } else { 8 };
    let c = if ab == "f64" { "f64" } else { "f32" };
    format!(
        "func @coop(%A: memref<{ab}x{m}x{k}x?>, %B: memref<{ab}x{k}x{n}x?>, %C: memref<{c}x{m}x{n}x?>)
        attributes{{subgroup_size={sgs}, work_group_size=[64,1]}} {{
    %gid = group_id.x : index
    %a = subview %A[0:{m},0:{k},%gid] : memref<{ab}x{m}x{k}>
    %b = subview %B[0:{k},0:{n},%gid] : memref<{ab}x{k}x{n}>
    %c = subview %C[0:{m},0:{n},%gid] : memref<{c}x{m}x{n}>
    parallel {{
        %sg = subgroup_linear_id : i32
        %first = cast %sg : index
        %tiles = constant {tiles} : index
        %step = constant {subgroups} : index
        %rows = constant {rows} : index
        %c0 = constant 0 : index
        %c8 = constant 8 : index
        %cs = constant {ks} : index
        %c32 = constant 32 : index
        %ck = constant {k} : index
        for %t = %first, %tiles, %step {{
            %ti = rem %t, %rows : index
            %tj = div %t, %rows : index
            %i0 = mul %ti, %c32 : index
            %j0 = mul %tj, %c8 : index
            %init = constant 0.0 : coopmatrix<{c}x32x8,matrix_acc>
            %acc = for %kk = %c0, %ck, %cs init(%m = %init) -> (coopmatrix<{c}x32x8,matrix_acc>) {{
                %ma = cooperative_matrix_load %a[%i0,%kk] : coopmatrix<{ab}x32x{ks},matrix_a>
                %mb = cooperative_matrix_load %b[%kk,%j0] : coopmatrix<{ab}x{ks}x8,matrix_b>
                %n = cooperative_matrix_mul_add %ma, %mb, %m : coopmatrix<{c}x32x8,matrix_acc>
                yield (%n)
            }}
            cooperative_matrix_store %acc, %c[%i0,%j0]
        }}
    }}
}}
"
    )
}
