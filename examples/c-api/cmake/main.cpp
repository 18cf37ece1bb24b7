// libtinyc from C++ through find_package(tinyc):
//  - kernels.ir, compiled at build time by tinyc_add_kernels into kernels.h, built here with
//    plain OpenCL and launched with the header's axpby_set_args / axpby_launch;
//  - a batched small GEMM recipe, JIT-built through the C API on this program's own context
//    and enqueued on its queue over shared virtual memory.
// Both are checked against host loops. Exit 0 when they match, 1 otherwise, 77 (after a
// `SKIP: ...` line) without an OpenCL device with shared virtual memory.
#include <tinyc.h>

#include "kernels.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

void check_cl(cl_int code, const char *what)
{
    if (code != CL_SUCCESS) {
        std::fprintf(stderr, "%s failed with OpenCL status %d\n", what, static_cast<int>(code));
        std::exit(1);
    }
}

void check_tinyc(tinyc_status_t status, const char *what)
{
    if (status != TINYC_SUCCESS) {
        std::fprintf(stderr, "%s: %s\n%s\n", what, tinyc_status_name(status), tinyc_last_error());
        std::exit(1);
    }
}

// Y[:, g] += alpha X[:, g] with the build-time kernel.
double run_axpby(cl_context context, cl_device_id device, cl_command_queue queue)
{
    const cl_long rows = 37, cols = 11;
    const float alpha = 2.5f;
    std::vector<float> x(rows * cols), y(rows * cols), ref(rows * cols);
    for (size_t i = 0; i < x.size(); ++i) {
        x[i] = static_cast<float>(i % 17) - 8.0f;
        y[i] = ref[i] = static_cast<float>(i % 5);
    }
    cl_int code;
    const char *source = kernels_opencl_c;
    cl_program program = clCreateProgramWithSource(context, 1, &source, nullptr, &code);
    check_cl(code, "clCreateProgramWithSource");
    check_cl(clBuildProgram(program, 1, &device, "-cl-std=CL3.0", nullptr, nullptr), "clBuildProgram");
    cl_kernel kernel = clCreateKernel(program, "axpby", &code);
    check_cl(code, "clCreateKernel");
    cl_mem dx = clCreateBuffer(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, x.size() * 4, x.data(), &code);
    check_cl(code, "clCreateBuffer");
    cl_mem dy = clCreateBuffer(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, y.size() * 4, y.data(), &code);
    check_cl(code, "clCreateBuffer");
    check_cl(axpby_set_args(kernel, alpha, dx, rows, cols, rows, dy, rows, cols, rows), "axpby_set_args");
    check_cl(axpby_launch(queue, kernel, cols, 0, nullptr, nullptr), "axpby_launch");
    check_cl(clEnqueueReadBuffer(queue, dy, CL_TRUE, 0, y.size() * 4, y.data(), 0, nullptr, nullptr), "read");
    double worst = 0.0;
    for (size_t i = 0; i < y.size(); ++i) worst = std::fmax(worst, std::fabs(y[i] - (ref[i] + alpha * x[i])));
    clReleaseMemObject(dx);
    clReleaseMemObject(dy);
    clReleaseKernel(kernel);
    clReleaseProgram(program);
    return worst;
}

// A batch of C := alpha A B + beta C through the recipe, in shared virtual memory.
double run_recipe(cl_context context, cl_device_id device, cl_command_queue queue)
{
    const size_t m = 6, n = 5, k = 4, batch = 33;
    tinyc_cl_context_t *tctx = nullptr;
    check_tinyc(tinyc_cl_context_create(context, device, &tctx), "tinyc_cl_context_create");
    tinyc_small_gemm_batched_t params{};
    params.type = TINYC_TYPE_F32;
    params.trans_a = TINYC_TRANSPOSE_N;
    params.trans_b = TINYC_TRANSPOSE_N;
    params.m = m;
    params.n = n;
    params.k = k;
    tinyc_cl_recipe_t *recipe = nullptr;
    check_tinyc(tinyc_cl_recipe_small_gemm_batched_create(tctx, &params, &recipe), "recipe");

    const size_t na = m * k * batch, nb = k * n * batch, nc = m * n * batch;
    auto alloc = [&](size_t len) {
        void *p = clSVMAlloc(context, CL_MEM_READ_WRITE, len * sizeof(float), 0);
        if (!p) {
            std::printf("SKIP: clSVMAlloc failed (no shared virtual memory)\n");
            std::exit(77);
        }
        return static_cast<float *>(p);
    };
    float *a = alloc(na), *b = alloc(nb), *c = alloc(nc);
    std::vector<float> ref(nc);
    for (float *p : {a, b, c}) {
        size_t len = p == a ? na : p == b ? nb : nc;
        check_cl(clEnqueueSVMMap(queue, CL_TRUE, CL_MAP_WRITE, p, len * sizeof(float), 0, nullptr, nullptr), "map");
        for (size_t i = 0; i < len; ++i) p[i] = static_cast<float>((i * 3 + len) % 7) - 3.0f;
        check_cl(clEnqueueSVMUnmap(queue, p, 0, nullptr, nullptr), "unmap");
    }
    check_cl(clFinish(queue), "clFinish");
    const float alpha = 1.5f, beta = -0.5f;
    for (size_t g = 0; g < batch; ++g)
        for (size_t j = 0; j < n; ++j)
            for (size_t i = 0; i < m; ++i) {
                float s = 0.0f;
                for (size_t l = 0; l < k; ++l) s += a[g * m * k + l * m + i] * b[g * k * n + j * k + l];
                ref[g * m * n + j * m + i] = alpha * s + beta * c[g * m * n + j * m + i];
            }
    tinyc_buffer_t A{a, nullptr, na}, B{b, nullptr, nb}, C{c, nullptr, nc};
    cl_event done = nullptr;
    check_tinyc(tinyc_cl_recipe_enqueue(recipe, queue, batch, alpha, &A, &B, beta, &C, 0, nullptr, &done),
                "tinyc_cl_recipe_enqueue");
    check_cl(clEnqueueSVMMap(queue, CL_TRUE, CL_MAP_READ, c, nc * sizeof(float), 1, &done, nullptr), "map");
    double worst = 0.0;
    for (size_t i = 0; i < nc; ++i) worst = std::fmax(worst, std::fabs(c[i] - ref[i]));
    check_cl(clEnqueueSVMUnmap(queue, c, 0, nullptr, nullptr), "unmap");
    check_cl(clFinish(queue), "clFinish");
    clReleaseEvent(done);
    tinyc_cl_recipe_destroy(recipe);
    tinyc_cl_context_destroy(tctx);
    for (float *p : {a, b, c}) clSVMFree(context, p);
    return worst;
}

} // namespace

int main()
{
    cl_platform_id platform;
    cl_device_id device;
    cl_uint count = 0;
    if (clGetPlatformIDs(1, &platform, &count) != CL_SUCCESS || count == 0 ||
        clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, &count) != CL_SUCCESS || count == 0) {
        std::printf("SKIP: no OpenCL device\n");
        return 77;
    }
    cl_int code;
    cl_context context = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &code);
    check_cl(code, "clCreateContext");
    cl_command_queue queue = clCreateCommandQueueWithProperties(context, device, nullptr, &code);
    check_cl(code, "clCreateCommandQueueWithProperties");

    std::printf("libtinyc %s\n", tinyc_version());
    const double axpby = run_axpby(context, device, queue);
    std::printf("axpby (kernels.ir, compiled at build time): largest error %g\n", axpby);
    const double gemm = run_recipe(context, device, queue);
    std::printf("small GEMM recipe (JIT through libtinyc): largest error %g\n", gemm);
    clReleaseCommandQueue(queue);
    clReleaseContext(context);
    const bool ok = axpby == 0.0 && gemm < 1e-5;
    std::printf(ok ? "OK\n" : "FAILED\n");
    return ok ? 0 : 1;
}
