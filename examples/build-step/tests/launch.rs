//! Runs the generated launchers on the default OpenCL device (PoCL here) and checks every result
//! against plain Rust. Prints `SKIP: …` and passes when there is no OpenCL device.

#![allow(clippy::panic)] // tests report failures by panicking

use std::io::Write as _;

use tinyc_example_build_step::kernels::Kernels;
use tinyc_runtime::{Context, Error, GroupArg, MemrefArg};

fn note(message: &str) {
    let _ = writeln!(std::io::stderr(), "{message}");
}

/// The context and the kernels, or `None` (after a SKIP line) without a device.
fn setup() -> Option<(Context, Kernels)> {
    let ctx = match Context::new() {
        Ok(ctx) => ctx,
        Err(e) => {
            note(&format!("SKIP: no OpenCL device ({e})"));
            return None;
        }
    };
    match Kernels::new(&ctx) {
        Ok(k) => Some((ctx, k)),
        Err(e) => panic!("the embedded kernels do not build on {}: {e}", ctx.device_name()),
    }
}

/// Deterministic values in [-1, 1).
fn values(n: usize, seed: u64) -> Vec<f32> {
    let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    (0..n)
        .map(|_| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((state >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
        })
        .collect()
}

fn assert_close(got: &[f32], want: &[f32], what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: length");
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!((g - w).abs() <= 1e-5 + 1e-5 * w.abs(), "{what}[{i}]: got {g}, want {w}");
    }
}

#[test]
fn batched_gemm_matches_the_host() -> Result<(), Error> {
    let Some((ctx, k)) = setup() else { return Ok(()) };
    let (m, kk, n, batch) = (16usize, 8usize, 12usize, 37usize);
    let (alpha, beta) = (1.5f32, -0.5f32);
    let a = values(m * kk * batch, 1);
    let b = values(kk * n * batch, 2);
    let c0 = values(m * n * batch, 3);
    let (da, db, dc) = (ctx.buffer_from(&a)?, ctx.buffer_from(&b)?, ctx.buffer_from(&c0)?);
    let nb = batch as i64;
    let info = k.gemm(
        alpha,
        MemrefArg::new(&da, [16, 8, nb]),
        MemrefArg::new(&db, [8, 12, nb]),
        beta,
        MemrefArg::new(&dc, [16, 12, nb]),
        batch,
    )?;
    assert_eq!(info.global_size[2], batch);
    let mut want = c0.clone();
    for g in 0..batch {
        for j in 0..n {
            for i in 0..m {
                let dot: f32 = (0..kk).map(|l| a[i + l * m + g * m * kk] * b[l + j * kk + g * kk * n]).sum();
                let c = &mut want[i + j * m + g * m * n];
                *c = alpha * dot + beta * *c;
            }
        }
    }
    assert_close(&dc.read()?, &want, "C");
    Ok(())
}

#[test]
fn axpby_over_a_group_of_vectors_matches_the_host() -> Result<(), Error> {
    let Some((ctx, k)) = setup() else { return Ok(()) };
    if !ctx.supports_svm() {
        note("SKIP: the OpenCL device has no coarse-grained SVM, which groups need");
        return Ok(());
    }
    let (alpha, beta, offset) = (0.75f32, 2.0f32, 3usize);
    let lengths: Vec<usize> = (0..9).map(|g| 1 + (g * 37) % 90).collect();
    let xs: Vec<Vec<f32>> = lengths.iter().enumerate().map(|(g, &n)| values(n, 10 + g as u64)).collect();
    // Y's members start `offset` elements into their buffers; those elements stay as they are.
    let ys: Vec<Vec<f32>> = lengths.iter().enumerate().map(|(g, &n)| values(n + offset, 50 + g as u64)).collect();
    let dx = xs.iter().map(|x| ctx.buffer_from(x)).collect::<Result<Vec<_>, _>>()?;
    let dy = ys.iter().map(|y| ctx.buffer_from(y)).collect::<Result<Vec<_>, _>>()?;
    let x_group = GroupArg::new(dx.iter().zip(&lengths).map(|(b, &n)| MemrefArg::new(b, [n as i64])));
    let y_group = GroupArg::new(dy.iter().zip(&lengths).map(|(b, &n)| MemrefArg::new(b, [n as i64]))).offset(3);
    k.axpby(alpha, x_group, beta, y_group, lengths.len())?;
    for (g, ((x, y), d)) in xs.iter().zip(&ys).zip(&dy).enumerate() {
        let mut want = y.clone();
        for (i, w) in want[offset..].iter_mut().enumerate() {
            *w = alpha * x[i] + beta * *w;
        }
        assert_close(&d.read()?, &want, &format!("Y[{g}]"));
    }

    // The same groups prepared once (`Kernel::prepare_group` through `kernel_named`), then
    // launched twice through the typed launcher, beside a GroupArg.
    let axpby = k.kernel_named("axpby").expect("the kernel of @axpby");
    assert!(k.kernel_named("no_such_kernel").is_none());
    let x_prepared =
        axpby.prepare_group(1, &GroupArg::new(dx.iter().zip(&lengths).map(|(b, &n)| MemrefArg::new(b, [n as i64]))))?;
    let y_prepared = axpby.prepare_group(
        3,
        &GroupArg::new(dy.iter().zip(&lengths).map(|(b, &n)| MemrefArg::new(b, [n as i64]))).offset(3),
    )?;
    let before: Vec<Vec<f32>> = dy.iter().map(|d| d.read()).collect::<Result<_, _>>()?;
    k.axpby(alpha, &x_prepared, beta, &y_prepared, lengths.len())?;
    let x_group = GroupArg::new(dx.iter().zip(&lengths).map(|(b, &n)| MemrefArg::new(b, [n as i64])));
    k.axpby(alpha, x_group, beta, &y_prepared, lengths.len())?;
    for (g, ((x, y), d)) in xs.iter().zip(&before).zip(&dy).enumerate() {
        let mut want = y.clone();
        for (i, w) in want[offset..].iter_mut().enumerate() {
            *w = alpha * x[i] + beta * (alpha * x[i] + beta * *w);
        }
        assert_close(&d.read()?, &want, &format!("Y[{g}] after the prepared launches"));
    }
    Ok(())
}

#[test]
fn names_rust_reserves_get_usable_launchers() -> Result<(), Error> {
    let Some((ctx, k)) = setup() else { return Ok(()) };
    let (n, batch) = (70usize, 5usize);
    let out = ctx.buffer_zeroed::<i32>(n * batch)?;
    // func @type(%self: i32, %groups: index, %0: memref<i32x?x?>)
    k.r#type(-40, 1000, MemrefArg::new(&out, [n as i64, batch as i64]), batch)?;
    let want: Vec<i32> = (0..batch).flat_map(|g| (0..n).map(move |i| -40 + 1000 * g as i32 + i as i32)).collect();
    assert_eq!(out.read()?, want);
    // func @kernel(%kernel: f32, %None: memref<f32x?>), `kernel_` on the device
    let v = ctx.buffer_zeroed::<f32>(33)?;
    k.kernel(2.5, MemrefArg::new(&v, [33]), 1)?;
    assert_eq!(v.read()?, vec![2.5f32; 33]);
    // The launchers of `@new`, `@0` and `@x0` (empty kernels) exist with these types.
    let _: fn(&Kernels, GroupArg<'static>, usize) -> Result<_, Error> = Kernels::new_;
    let _: fn(&Kernels, i8, i64, usize) -> Result<_, Error> = Kernels::x0_;
    let _: fn(&Kernels, usize) -> Result<_, Error> = Kernels::x0;
    Ok(())
}

#[test]
fn wrong_arguments_are_errors_not_panics() -> Result<(), Error> {
    let Some((ctx, k)) = setup() else { return Ok(()) };
    let a = ctx.buffer_zeroed::<f32>(16 * 8)?;
    let b = ctx.buffer_zeroed::<f32>(8 * 12)?;
    let c = ctx.buffer_zeroed::<f32>(16 * 12)?;
    // A's second size is the constant 8 of memref<f32x16x8x?>.
    let e = k
        .gemm(
            1.0,
            MemrefArg::new(&a, [16, 4, 1]),
            MemrefArg::new(&b, [8, 12, 1]),
            0.0,
            MemrefArg::new(&c, [16, 12, 1]),
            1,
        )
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    assert!(e.contains("gemm") && e.contains('A'), "{e}");
    // Two work-groups need twice the memory the buffers have.
    let e = k.gemm(
        1.0,
        MemrefArg::new(&a, [16, 8, 2]),
        MemrefArg::new(&b, [8, 12, 2]),
        0.0,
        MemrefArg::new(&c, [16, 12, 2]),
        2,
    );
    assert!(e.is_err());
    assert_eq!(k.programs().len(), 3);
    Ok(())
}
