/* A C99 host for the kernels of batched.ir, through the header that
 * `tinyc compile batched.ir --emit c-header -o batched.h` writes: it builds the program from
 * batched_opencl_c, launches group_gemm (a group argument in SVM, a run-time group offset) and
 * fill with batched_set_args/_launch, and checks the results against a C reference.
 *
 *   host                 run; exit 0 when every result matches, 1 otherwise,
 *                        77 (after a `SKIP: ...` line) without an OpenCL device with SVM
 *   host --print-source  write batched_opencl_c to standard output
 *
 * Uses the first device of the first OpenCL platform.
 */
#include "batched.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SKIP 77

/* Problem sizes: N work-groups, M rows; A[g] is M x 8, B is 8 x 6, C is M x 6 x N. */
enum { N = 7, M = 13, K = 8, P = 6, A_OFFSET = 5, FILL_ROWS = 75 };

static int failures = 0;

static int check(cl_int code, const char *what)
{
    if (code != CL_SUCCESS) {
        fprintf(stderr, "%s failed with %d\n", what, (int)code);
        exit(1);
    }
    return 0;
}

/* Deterministic values in [-1, 1). */
static float value(unsigned *state)
{
    *state = *state * 1103515245u + 12345u;
    return (float)((*state >> 8) & 0xffff) / 32768.0f - 1.0f;
}

static cl_mem buffer(cl_context ctx, size_t bytes, void *host)
{
    cl_int code;
    cl_mem mem = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, host, &code);
    check(code, "clCreateBuffer");
    return mem;
}

/* Runs group_gemm and compares C with the reference. */
static void run_group_gemm(cl_context ctx, cl_command_queue queue, cl_program program)
{
    const cl_float alpha = 1.5f, beta = -0.5f;
    unsigned state = 1;
    float *members[N];
    float b[K * P], c[M * P * N], want[M * P * N];
    cl_long shapes[N], strides[N];
    cl_int code;
    size_t g, i, j, l;

    cl_kernel kernel = clCreateKernel(program, "group_gemm", &code);
    check(code, "clCreateKernel(group_gemm)");
    /* Members in coarse-grained SVM, each with A_OFFSET leading elements the kernel skips. */
    for (g = 0; g < N; ++g) {
        members[g] = (float *)clSVMAlloc(ctx, CL_MEM_READ_WRITE, (A_OFFSET + M * K) * sizeof(float), 0);
        if (members[g] == NULL) {
            fprintf(stderr, "clSVMAlloc failed\n");
            exit(1);
        }
        check(clEnqueueSVMMap(queue, CL_TRUE, CL_MAP_WRITE, members[g], (A_OFFSET + M * K) * sizeof(float), 0,
                              NULL, NULL),
              "clEnqueueSVMMap");
        for (i = 0; i < A_OFFSET + M * K; ++i)
            members[g][i] = i < A_OFFSET ? 1000.0f : value(&state);
        check(clEnqueueSVMUnmap(queue, members[g], 0, NULL, NULL), "clEnqueueSVMUnmap");
        shapes[g] = M;
        strides[g] = M;
    }
    /* The group's pointer array, also in SVM. */
    float **pointers = (float **)clSVMAlloc(ctx, CL_MEM_READ_WRITE, N * sizeof(float *), 0);
    if (pointers == NULL) {
        fprintf(stderr, "clSVMAlloc failed\n");
        exit(1);
    }
    check(clEnqueueSVMMap(queue, CL_TRUE, CL_MAP_WRITE, pointers, N * sizeof(float *), 0, NULL, NULL),
          "clEnqueueSVMMap");
    for (g = 0; g < N; ++g)
        pointers[g] = members[g];
    check(clEnqueueSVMUnmap(queue, pointers, 0, NULL, NULL), "clEnqueueSVMUnmap");
    for (i = 0; i < K * P; ++i)
        b[i] = value(&state);
    for (i = 0; i < M * P * N; ++i)
        c[i] = value(&state);
    memcpy(want, c, sizeof c);

    cl_mem a_shape0 = buffer(ctx, sizeof shapes, shapes);
    cl_mem a_stride1 = buffer(ctx, sizeof strides, strides);
    cl_mem b_mem = buffer(ctx, sizeof b, b);
    cl_mem c_mem = buffer(ctx, sizeof c, c);
    /* The kernel dereferences the member pointers: list them for the driver. */
    check(clSetKernelExecInfo(kernel, CL_KERNEL_EXEC_INFO_SVM_PTRS, sizeof members, members),
          "clSetKernelExecInfo");
    check(group_gemm_set_args(kernel, alpha, pointers, a_shape0, a_stride1, A_OFFSET, b_mem, beta, c_mem, M, M,
                              N, (cl_long)M * P),
          "group_gemm_set_args");
    if (group_gemm_NUM_ARGS != 12) {
        fprintf(stderr, "group_gemm_NUM_ARGS is %d, expected 12\n", group_gemm_NUM_ARGS);
        ++failures;
    }
    cl_event done;
    check(group_gemm_launch(queue, kernel, N, 0, NULL, &done), "group_gemm_launch");
    check(clWaitForEvents(1, &done), "clWaitForEvents");
    check(clEnqueueReadBuffer(queue, c_mem, CL_TRUE, 0, sizeof c, c, 0, NULL, NULL), "clEnqueueReadBuffer");

    for (g = 0; g < N; ++g) {
        const float *a = members[g] + A_OFFSET;
        /* The members are read on the host after the kernel: map them again. */
        check(clEnqueueSVMMap(queue, CL_TRUE, CL_MAP_READ, members[g], (A_OFFSET + M * K) * sizeof(float), 0,
                              NULL, NULL),
              "clEnqueueSVMMap");
        for (j = 0; j < P; ++j)
            for (i = 0; i < M; ++i) {
                float dot = 0.0f;
                for (l = 0; l < K; ++l)
                    dot += a[i + l * M] * b[l + j * K];
                float *w = &want[i + j * M + g * M * P];
                *w = alpha * dot + beta * *w;
            }
        check(clEnqueueSVMUnmap(queue, members[g], 0, NULL, NULL), "clEnqueueSVMUnmap");
    }
    for (i = 0; i < M * P * N; ++i)
        if (fabsf(c[i] - want[i]) > 1e-5f + 1e-5f * fabsf(want[i])) {
            if (failures < 10)
                fprintf(stderr, "group_gemm: C[%lu] = %g, want %g\n", (unsigned long)i, c[i], want[i]);
            ++failures;
        }
    check(clFinish(queue), "clFinish");
    clReleaseEvent(done);
    clReleaseMemObject(a_shape0);
    clReleaseMemObject(a_stride1);
    clReleaseMemObject(b_mem);
    clReleaseMemObject(c_mem);
    clSVMFree(ctx, pointers);
    for (g = 0; g < N; ++g)
        clSVMFree(ctx, members[g]);
    clReleaseKernel(kernel);
}

/* Runs fill and compares O with the reference. */
static void run_fill(cl_context ctx, cl_command_queue queue, cl_program program)
{
    const cl_int v = -300;
    const cl_long step = 1000;
    cl_int o[FILL_ROWS * N];
    cl_int code;
    size_t g, i;

    cl_kernel kernel = clCreateKernel(program, "fill", &code);
    check(code, "clCreateKernel(fill)");
    memset(o, 0, sizeof o);
    cl_mem o_mem = buffer(ctx, sizeof o, o);
    check(fill_set_args(kernel, v, step, o_mem, FILL_ROWS, N, FILL_ROWS), "fill_set_args");
    check(fill_launch(queue, kernel, N, 0, NULL, NULL), "fill_launch");
    check(clEnqueueReadBuffer(queue, o_mem, CL_TRUE, 0, sizeof o, o, 0, NULL, NULL), "clEnqueueReadBuffer");
    for (g = 0; g < N; ++g)
        for (i = 0; i < FILL_ROWS; ++i) {
            cl_int want = v + (cl_int)(step * (cl_long)g) + (cl_int)i;
            if (o[i + g * FILL_ROWS] != want) {
                if (failures < 10)
                    fprintf(stderr, "fill: O[%lu, %lu] = %d, want %d\n", (unsigned long)i, (unsigned long)g,
                            (int)o[i + g * FILL_ROWS], (int)want);
                ++failures;
            }
        }
    clReleaseMemObject(o_mem);
    clReleaseKernel(kernel);
}

int main(int argc, char **argv)
{
    cl_platform_id platform;
    cl_device_id device;
    cl_uint count = 0;
    cl_int code;
    char version[256] = "";

    if (argc > 1 && strcmp(argv[1], "--print-source") == 0) {
        fputs(batched_opencl_c, stdout);
        return 0;
    }
    if (clGetPlatformIDs(1, &platform, &count) != CL_SUCCESS || count == 0) {
        printf("SKIP: no OpenCL platform\n");
        return SKIP;
    }
    if (clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, &count) != CL_SUCCESS || count == 0) {
        printf("SKIP: no OpenCL device\n");
        return SKIP;
    }
    cl_device_svm_capabilities svm = 0;
    if (clGetDeviceInfo(device, CL_DEVICE_SVM_CAPABILITIES, sizeof svm, &svm, NULL) != CL_SUCCESS ||
        !(svm & CL_DEVICE_SVM_COARSE_GRAIN_BUFFER)) {
        printf("SKIP: the OpenCL device has no coarse-grained SVM, which groups need\n");
        return SKIP;
    }
    check(clGetDeviceInfo(device, CL_DEVICE_VERSION, sizeof version - 1, version, NULL), "clGetDeviceInfo");
    /* "OpenCL 3.0 ...": build as OpenCL C 3.0 from version 3 on, else 2.0. */
    const char *options = strncmp(version, "OpenCL 3", 8) >= 0 ? "-cl-std=CL3.0" : "-cl-std=CL2.0";

    cl_context ctx = clCreateContext(NULL, 1, &device, NULL, NULL, &code);
    check(code, "clCreateContext");
    cl_command_queue queue = clCreateCommandQueueWithProperties(ctx, device, NULL, &code);
    check(code, "clCreateCommandQueueWithProperties");
    const char *source = batched_opencl_c;
    cl_program program = clCreateProgramWithSource(ctx, 1, &source, NULL, &code);
    check(code, "clCreateProgramWithSource");
    code = clBuildProgram(program, 1, &device, options, NULL, NULL);
    if (code != CL_SUCCESS) {
        char log[16384] = "";
        clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log, NULL);
        fprintf(stderr, "clBuildProgram failed with %d:\n%s\n", (int)code, log);
        return 1;
    }

    run_group_gemm(ctx, queue, program);
    run_fill(ctx, queue, program);

    clReleaseProgram(program);
    clReleaseCommandQueue(queue);
    clReleaseContext(ctx);
    if (failures != 0) {
        fprintf(stderr, "%d wrong results\n", failures);
        return 1;
    }
    printf("ok: group_gemm and fill match the C reference\n");
    return 0;
}
