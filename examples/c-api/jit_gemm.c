/* libtinyc from C: a batched GEMM generated as text at run time, checked and compiled with
 * tinyc_compile (its kernel ABI printed), then JIT-built on this program's own OpenCL context
 * and enqueued on its own queue through the C API, and checked against a host loop.
 *
 *   jit_gemm [M N K BATCH]    exit 0 when the result matches, 1 otherwise,
 *                             77 (after a `SKIP: ...` line) without an OpenCL device
 *
 * Build: cc jit_gemm.c $(pkg-config --cflags --libs tinyc) -o jit_gemm
 * Uses the first device of the first OpenCL platform.
 */
#include <tinyc.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SKIP 77

static void fail_cl(cl_int code, const char *what)
{
    fprintf(stderr, "%s failed with OpenCL status %d\n", what, (int)code);
    exit(1);
}

static void fail_tinyc(tinyc_status_t status, const char *what)
{
    fprintf(stderr, "%s: %s\n%s\n", what, tinyc_status_name(status), tinyc_last_error());
    exit(1);
}

int main(int argc, char **argv)
{
    long M = 13, N = 7, K = 9, batch = 100;
    if (argc == 5) {
        M = atol(argv[1]);
        N = atol(argv[2]);
        K = atol(argv[3]);
        batch = atol(argv[4]);
    }
    if (M < 1 || N < 1 || K < 1 || batch < 1) {
        fprintf(stderr, "usage: jit_gemm [M N K BATCH], each at least 1\n");
        return 2;
    }

    /* The program, written at run time as a code generator would (tinytc v0.3.1). */
    char program[1024];
    snprintf(program, sizeof program,
             "func @gemm(%%alpha: f64, %%A: memref<f64x%ldx%ldx?>, %%B: memref<f64x%ldx%ldx?>,\n"
             "           %%C: memref<f64x%ldx%ldx?>) {\n"
             "  %%g = group_id\n"
             "  %%a = subview %%A[:, :, %%g] : memref<f64x%ldx%ldx?>\n"
             "  %%b = subview %%B[:, :, %%g] : memref<f64x%ldx%ldx?>\n"
             "  %%c = subview %%C[:, :, %%g] : memref<f64x%ldx%ldx?>\n"
             "  gemm.n.n %%alpha, %%a, %%b, 1.0, %%c\n"
             "      : f64, memref<f64x%ldx%ld>, memref<f64x%ldx%ld>, f64, memref<f64x%ldx%ld>\n"
             "}\n",
             M, K, K, N, M, N, M, K, K, N, M, N, M, K, K, N, M, N);

    /* A compile without a device: the kernel's ABI as the OpenCL C target sees it. */
    tinyc_compiled_t *compiled = NULL;
    tinyc_status_t status = tinyc_compile(program, strlen(program), "gemm.ir", NULL, &compiled);
    if (status != TINYC_SUCCESS) fail_tinyc(status, "tinyc_compile");
    const tinyc_kernel_info_t *info = tinyc_compiled_kernel(compiled, 0);
    printf("kernel %s: work-group %lldx%lld, %zu arguments:", info->name, (long long)info->work_group_size[0],
           (long long)info->work_group_size[1], info->num_args);
    for (size_t i = 0; i < info->num_args; ++i) printf(" %s", info->args[i].name);
    printf("\n");
    tinyc_compiled_destroy(compiled);

    /* This program's own OpenCL objects. */
    cl_platform_id platform;
    cl_device_id device;
    cl_uint count = 0;
    if (clGetPlatformIDs(1, &platform, &count) != CL_SUCCESS || count == 0 ||
        clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, &count) != CL_SUCCESS || count == 0) {
        printf("SKIP: no OpenCL device\n");
        return SKIP;
    }
    cl_int code;
    cl_context context = clCreateContext(NULL, 1, &device, NULL, NULL, &code);
    if (code != CL_SUCCESS) fail_cl(code, "clCreateContext");
    cl_command_queue queue = clCreateCommandQueueWithProperties(context, device, NULL, &code);
    if (code != CL_SUCCESS) fail_cl(code, "clCreateCommandQueueWithProperties");

    size_t na = (size_t)(M * K * batch), nb = (size_t)(K * N * batch), nc = (size_t)(M * N * batch);
    double *a = malloc(na * sizeof *a), *b = malloc(nb * sizeof *b), *c = malloc(nc * sizeof *c);
    double *ref = malloc(nc * sizeof *ref);
    for (size_t i = 0; i < na; ++i) a[i] = (double)((i * 7) % 11) - 5.0;
    for (size_t i = 0; i < nb; ++i) b[i] = (double)((i * 5) % 13) / 4.0;
    for (size_t i = 0; i < nc; ++i) c[i] = ref[i] = (double)(i % 3);
    cl_mem da = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, na * sizeof *a, a, &code);
    if (code != CL_SUCCESS) fail_cl(code, "clCreateBuffer");
    cl_mem db = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, nb * sizeof *b, b, &code);
    if (code != CL_SUCCESS) fail_cl(code, "clCreateBuffer");
    cl_mem dc = clCreateBuffer(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, nc * sizeof *c, c, &code);
    if (code != CL_SUCCESS) fail_cl(code, "clCreateBuffer");

    /* The JIT: a program and kernel on this context (tinyc's program cache applies). */
    tinyc_cl_context_t *tctx = NULL;
    tinyc_cl_program_t *tprog = NULL;
    tinyc_cl_kernel_t *kernel = NULL;
    if ((status = tinyc_cl_context_create(context, device, &tctx)) != TINYC_SUCCESS)
        fail_tinyc(status, "tinyc_cl_context_create");
    status = tinyc_cl_program_create(tctx, program, 0, "gemm.ir", TINYC_LANG_DETECT, TINYC_CL_FORM_OPENCL_C, &tprog);
    if (status != TINYC_SUCCESS) fail_tinyc(status, "tinyc_cl_program_create");
    if ((status = tinyc_cl_kernel_create(tprog, "gemm", &kernel)) != TINYC_SUCCESS)
        fail_tinyc(status, "tinyc_cl_kernel_create");

    /* One argument per source parameter; the runtime passes the dynamic sizes and strides. */
    const double alpha = 0.5;
    int64_t shape_a[3] = {M, K, batch}, shape_b[3] = {K, N, batch}, shape_c[3] = {M, N, batch};
    tinyc_memref_t A = {TINYC_TYPE_F64, {NULL, da, 0}, 3, shape_a, NULL, 0};
    tinyc_memref_t B = {TINYC_TYPE_F64, {NULL, db, 0}, 3, shape_b, NULL, 0};
    tinyc_memref_t C = {TINYC_TYPE_F64, {NULL, dc, 0}, 3, shape_c, NULL, 0};
    tinyc_arg_t args[4] = {tinyc_arg_f64(alpha), tinyc_arg_memref(&A), tinyc_arg_memref(&B), tinyc_arg_memref(&C)};
    size_t grid[3] = {(size_t)batch, 1, 1};
    cl_event done;
    status = tinyc_cl_kernel_enqueue(kernel, queue, 4, args, grid, 0, NULL, &done);
    if (status != TINYC_SUCCESS) fail_tinyc(status, "tinyc_cl_kernel_enqueue");
    code = clEnqueueReadBuffer(queue, dc, CL_TRUE, 0, nc * sizeof *c, c, 1, &done, NULL);
    if (code != CL_SUCCESS) fail_cl(code, "clEnqueueReadBuffer");
    clReleaseEvent(done);

    /* A launch whose arguments do not fit is refused before anything runs. */
    int64_t wrong[3] = {M + 1, K, batch};
    tinyc_memref_t W = {TINYC_TYPE_F64, {NULL, da, 0}, 3, wrong, NULL, 0};
    args[1] = tinyc_arg_memref(&W);
    status = tinyc_cl_kernel_enqueue(kernel, queue, 4, args, grid, 0, NULL, NULL);
    printf("a wrong shape: %s: %s\n", tinyc_status_name(status), tinyc_last_error());
    int failures = status != TINYC_ERROR_LAUNCH;

    for (long g = 0; g < batch; ++g)
        for (long j = 0; j < N; ++j)
            for (long i = 0; i < M; ++i) {
                double s = 0.0;
                for (long k = 0; k < K; ++k) s += a[g * M * K + k * M + i] * b[g * K * N + j * K + k];
                ref[g * M * N + j * M + i] += alpha * s;
            }
    double worst = 0.0;
    for (size_t i = 0; i < nc; ++i) worst = fmax(worst, fabs(c[i] - ref[i]));
    failures += worst > 1e-9;
    printf("%ld products of %ldx%ld by %ldx%ld: largest error %g\n", batch, M, K, K, N, worst);

    tinyc_cl_kernel_destroy(kernel);
    tinyc_cl_program_destroy(tprog);
    tinyc_cl_context_destroy(tctx);
    clReleaseMemObject(da);
    clReleaseMemObject(db);
    clReleaseMemObject(dc);
    clReleaseCommandQueue(queue);
    clReleaseContext(context);
    free(a);
    free(b);
    free(c);
    free(ref);
    printf(failures ? "FAILED\n" : "OK\n");
    return failures ? 1 : 0;
}
