//! The OpenCL runtime under load and misuse, on the default device: many threads sharing one
//! context, handles dropped in every order, and launches that must fail with a clear [`Error`]
//! (never a panic, a hang or a wrong result).

use std::sync::Arc;

use tinyc_runtime::{Arg, Buffer, Context, Error, Kernel, MAX_GROUPS, MemrefArg, Program};

fn context(what: &str) -> Option<Context> {
    match Context::new() {
        Ok(c) => Some(c),
        Err(e) => {
            tinyc_tests::note(&format!("SKIP: no OpenCL device ({e}); {what} not tested"));
            None
        }
    }
}

fn ok<T>(r: Result<T, Error>) -> T {
    r.unwrap_or_else(|e| panic!("{e}"))
}

/// `Y[:, g] := alpha X[:, g] + Y[:, g]` for vectors of `n`.
fn axpy_source(name: &str, n: usize, alpha: f32) -> String {
    format!(
        "func @{name}(%X: memref<f32x{n}x?>, %Y: memref<f32x{n}x?>) {{\n  %g = group_id\n  \
         %x = subview %X[:, %g] : memref<f32x{n}x?>\n  %y = subview %Y[:, %g] : memref<f32x{n}x?>\n  \
         axpby.n {alpha:?}, %x, 1.0, %y : f32, memref<f32x{n}>, f32, memref<f32x{n}>\n}}\n"
    )
}

fn axpy_args<'a>(x: &'a Buffer<f32>, y: &'a Buffer<f32>, n: usize, groups: usize) -> [Arg<'a>; 2] {
    let shape = [n as i64, groups as i64];
    [MemrefArg::new(x, shape).into(), MemrefArg::new(y, shape).into()]
}

/// 8 threads share one context; each compiles its own kernel (its own size and α), launches it
/// 25 times on its own buffers and checks the sum; meanwhile all of them also launch one shared
/// kernel on their own buffers.
#[test]
fn eight_threads_share_a_context_and_a_kernel() {
    let Some(ctx) = context("threads sharing a context") else { return };
    let shared =
        Arc::new(ok(ok(Program::from_ir(&ctx, "shared.ir", &axpy_source("shared", 16, 0.5))).kernel("shared")));
    let threads: Vec<_> = (0..8)
        .map(|t| {
            let (ctx, shared) = (ctx.clone(), Arc::clone(&shared));
            std::thread::spawn(move || -> Result<(), String> {
                let n = 5 + 3 * t;
                let groups = 1 + t % 3;
                let alpha = (t + 1) as f32;
                let name = format!("own{t}");
                let program =
                    Program::from_ir(&ctx, "own.ir", &axpy_source(&name, n, alpha)).map_err(|e| e.to_string())?;
                let kernel = program.kernel(&name).map_err(|e| e.to_string())?;
                let x0: Vec<f32> = (0..n * groups).map(|i| (i % 7) as f32).collect();
                let x = ctx.buffer_from(&x0).map_err(|e| e.to_string())?;
                let y = ctx.buffer_zeroed::<f32>(n * groups).map_err(|e| e.to_string())?;
                let sx = ctx.buffer_from(&[2.0f32; 16 * 2]).map_err(|e| e.to_string())?;
                let sy = ctx.buffer_zeroed::<f32>(16 * 2).map_err(|e| e.to_string())?;
                let launches = 25;
                for _ in 0..launches {
                    kernel.launch(&axpy_args(&x, &y, n, groups), groups).map_err(|e| e.to_string())?;
                    shared.launch(&axpy_args(&sx, &sy, 16, 2), 2).map_err(|e| e.to_string())?;
                }
                let got = y.read().map_err(|e| e.to_string())?;
                for (i, (g, x)) in got.iter().zip(&x0).enumerate() {
                    let want = launches as f32 * alpha * x;
                    if g != &want {
                        return Err(format!("thread {t}: Y[{i}] = {g}, want {want}"));
                    }
                }
                let got = sy.read().map_err(|e| e.to_string())?;
                if got.iter().any(|&v| v != launches as f32) {
                    return Err(format!("thread {t}: the shared kernel's results are {got:?}"));
                }
                Ok(())
            })
        })
        .collect();
    for (t, h) in threads.into_iter().enumerate() {
        match h.join() {
            Ok(r) => r.unwrap_or_else(|e| panic!("{e}")),
            Err(_) => panic!("thread {t} panicked"),
        }
    }
}

/// Context, program, kernel and buffers dropped in all 24 orders after a launch; the handles
/// still alive keep working (a launch after each drop when the kernel and buffers remain).
#[test]
fn handles_dropped_in_every_order() {
    let Some(ctx) = context("drop orders") else { return };
    let mut orders: Vec<Vec<usize>> = Vec::new();
    permutations(&mut vec![0, 1, 2, 3], 0, &mut orders);
    assert_eq!(orders.len(), 24);
    for order in orders {
        let mut c = Some(ctx.clone());
        let mut p = Some(ok(Program::from_ir(&ctx, "drop.ir", &axpy_source("drop", 4, 1.0))));
        let mut k: Option<Kernel> = Some(ok(p
            .as_ref()
            .map_or(Err(Error::UnknownKernel { name: String::new(), known: vec![] }), |p| p.kernel("drop"))));
        let mut bufs = Some((ok(ctx.buffer_from(&[1.0f32; 4])), ok(ctx.buffer_zeroed::<f32>(4))));
        let mut launches = 0.0f32;
        for what in order.iter().copied() {
            if let (Some(kernel), Some((x, y))) = (&k, &bufs) {
                ok(kernel.launch(&axpy_args(x, y, 4, 1), 1));
                launches += 1.0;
                assert_eq!(ok(y.read()), [launches; 4], "order {order:?}");
            }
            match what {
                0 => c = None,
                1 => p = None,
                2 => k = None,
                _ => bufs = None,
            }
        }
        assert!(c.is_none() && p.is_none() && k.is_none() && bufs.is_none());
    }
}

fn permutations(v: &mut Vec<usize>, i: usize, out: &mut Vec<Vec<usize>>) {
    if i == v.len() {
        out.push(v.clone());
        return;
    }
    for j in i..v.len() {
        v.swap(i, j);
        permutations(v, i + 1, out);
        v.swap(i, j);
    }
}

/// Launches that cannot be right fail with the matching error, and leave the output untouched.
#[test]
fn hostile_launches_are_clear_errors() {
    let Some(ctx) = context("hostile launches") else { return };
    let program = ok(Program::from_ir(&ctx, "h.ir", &axpy_source("h", 4, 1.0)));
    let kernel = ok(program.kernel("h"));
    let x = ok(ctx.buffer_from(&[1.0f32; 8]));
    let y = ok(ctx.buffer_from(&[5.0f32; 8]));
    let expect = |r: Result<_, Error>, what: &str, ok_if: &dyn Fn(&Error) -> bool| match r {
        Ok(_) => panic!("{what}: the launch succeeded"),
        Err(e) => assert!(ok_if(&e), "{what}: unexpected error {e:?}"),
    };
    // Batch 0 and batches beyond the limit.
    expect(kernel.launch(&axpy_args(&x, &y, 4, 2), 0), "batch 0", &|e| matches!(e, Error::GroupCount { .. }));
    expect(kernel.launch(&axpy_args(&x, &y, 4, 2), MAX_GROUPS + 1), "batch 2^32", &|e| {
        matches!(e, Error::GroupCount { .. })
    });
    expect(kernel.launch(&axpy_args(&x, &y, 4, 2), usize::MAX), "batch usize::MAX", &|e| {
        matches!(e, Error::GroupCount { .. })
    });
    // Batch 2^31 with sizes that say so: the buffers are far too small.
    let big = 1usize << 31;
    expect(kernel.launch(&axpy_args(&x, &y, 4, big), big), "batch 2^31", &|e| {
        matches!(e, Error::BufferTooSmall { .. })
    });
    // Sizes whose element count overflows i64 (and u64).
    let huge = [MemrefArg::new(&x, [4i64, i64::MAX]).into(), MemrefArg::new(&y, [4i64, i64::MAX]).into()];
    expect(kernel.launch(&huge, 1), "i64::MAX columns", &|e| matches!(e, Error::BufferTooSmall { .. }));
    // A stride of i64::MAX where the type lets strides vary (the element's offset overflows).
    let dynamic = ok(Program::from_ir(&ctx, "b.ir", BROADCAST));
    let dynamic = ok(dynamic.kernel("b"));
    let strided =
        [MemrefArg::new(&x, [4i64, 3]).strides([1i64, i64::MAX]).into(), MemrefArg::new(&y, [4i64, 2]).into()];
    expect(dynamic.launch(&strided, 1), "stride i64::MAX", &|e| matches!(e, Error::BufferTooSmall { .. }));
    let strided = [MemrefArg::new(&x, [i64::MAX, 3]).strides([1i64, 0]).into(), MemrefArg::new(&y, [4i64, 2]).into()];
    expect(dynamic.launch(&strided, 1), "i64::MAX rows", &|e| matches!(e, Error::Shape { .. }));
    let negative = [MemrefArg::new(&x, [4i64, -1]).into(), MemrefArg::new(&y, [4i64, 1]).into()];
    expect(kernel.launch(&negative, 1), "negative size", &|e| matches!(e, Error::Negative { .. }));
    // Strides that contradict the type's constant strides (an aliasing column stride of 0 for
    // the packed type memref<f32x4x?>, whose first stride is 1 and second 4).
    let alias = [MemrefArg::new(&x, [4i64, 2]).strides([0i64, 4]).into(), MemrefArg::new(&y, [4i64, 2]).into()];
    expect(kernel.launch(&alias, 2), "stride 0 against a constant stride", &|e| matches!(e, Error::Stride { .. }));
    // A buffer of another context.
    let other = ok(Context::new());
    let foreign = ok(other.buffer_from(&[1.0f32; 8]));
    expect(kernel.launch(&axpy_args(&foreign, &y, 4, 2), 2), "buffer of another context", &|e| {
        matches!(e, Error::ForeignBuffer { .. })
    });
    // A wrong element type, a scalar for a memref, too few arguments.
    let ints = ok(ctx.buffer_from(&[1i32; 8]));
    let wrong = [MemrefArg::new(&ints, [4i64, 2]).into(), MemrefArg::new(&y, [4i64, 2]).into()];
    expect(kernel.launch(&wrong, 2), "i32 buffer", &|e| matches!(e, Error::ElementType { .. }));
    expect(kernel.launch(&[1.0f32.into(), MemrefArg::new(&y, [4i64, 2]).into()], 2), "scalar for memref", &|e| {
        matches!(e, Error::ArgumentKind { .. })
    });
    expect(kernel.launch(&[MemrefArg::new(&y, [4i64, 2]).into()], 2), "one argument", &|e| {
        matches!(e, Error::ArgumentCount { .. })
    });
    // Nothing ran.
    assert_eq!(ok(y.read()), [5.0; 8]);
    // And the kernel still works.
    ok(kernel.launch(&axpy_args(&x, &y, 4, 2), 2));
    assert_eq!(ok(y.read()), [6.0; 8]);
}

/// Y[:, g] := 2 X[:, g] + Y[:, g] where X's column stride is a launch argument.
const BROADCAST: &str = "func @b(%X: memref<f32x4x?,strided<1,?>>, %Y: memref<f32x4x?>) {\n  %g = group_id\n  \
    %x = subview %X[:, %g] : memref<f32x4x?,strided<1,?>>\n  %y = subview %Y[:, %g] : memref<f32x4x?>\n  \
    axpby.n 2.0, %x, 1.0, %y : f32, memref<f32x4,strided<1>>, f32, memref<f32x4>\n}\n";

/// Aliasing strides where the language allows them: a read-only operand with stride 0 (one
/// column broadcast to every work-group's slice) gives the interpreter's result.
#[test]
fn a_broadcast_input_with_stride_zero_is_read_correctly() {
    let Some(ctx) = context("stride-0 inputs") else { return };
    let program = ok(Program::from_ir(&ctx, "b.ir", BROADCAST));
    let kernel = ok(program.kernel("b"));
    let x = ok(ctx.buffer_from(&[1.0f32, 2.0, 3.0, 4.0]));
    let y = ok(ctx.buffer_zeroed::<f32>(12));
    let args = [MemrefArg::new(&x, [4i64, 3]).strides([1i64, 0]).into(), MemrefArg::new(&y, [4i64, 3]).into()];
    ok(kernel.launch(&args, 3));
    assert_eq!(ok(y.read()), [2.0, 4.0, 6.0, 8.0, 2.0, 4.0, 6.0, 8.0, 2.0, 4.0, 6.0, 8.0]);
}

/// The same tests on Intel's OpenCL CPU runtime, in a child process that sees only it.
#[test]
fn the_same_on_intels_opencl_cpu_runtime() {
    if tinyc_tests::impls::Impl::current().is_some() {
        return; // the child itself
    }
    let imp = tinyc_tests::impls::Impl::Intel;
    if let Err(why) = imp.library() {
        tinyc_tests::note(&format!("SKIP: {why}; runtime misuse not tested on {}", imp.name()));
        return;
    }
    let exe = std::env::current_exe().unwrap_or_else(|e| panic!("{e}"));
    let out = tinyc_tests::impls::run_child(imp, &exe, &["misuse::", "--test-threads=1"], &[])
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(out.contains("5 passed"), "the child did not run the misuse tests:\n{out}");
}
