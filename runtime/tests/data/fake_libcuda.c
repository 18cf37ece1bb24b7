/*
 * A fake CUDA driver (libcuda.so) for runtime/tests/cuda.rs and capi/tests/c_api_cuda.rs on
 * machines without a GPU.
 *
 * It implements the driver entry points that tinyc_runtime::cuda calls, with "device" memory in
 * host memory, and runs the five kernels of data/kernels.ptx as C functions that read their
 * parameters the way the PTX does: one pointer per .param, 4 bytes for .s32/.f32, 8 bytes for
 * .s64/.u64/.f64. Every access a kernel makes is checked against the live allocations, and a
 * launch whose blockDim differs from the kernel's .reqntid is rejected, as the real driver does;
 * so is one asking for more than 48 KiB of dynamic shared memory without the function's opt-in
 * (cuFuncSetAttribute), and a kernel given less than it uses faults (ILLEGAL_ADDRESS).
 * What this checks is the host side: argument encoding, group arrays, launch geometry, copies.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef int CUresult;
typedef unsigned long long CUdeviceptr;

enum {
    SUCCESS = 0,
    INVALID_VALUE = 1,
    OUT_OF_MEMORY = 2,
    INVALID_CONTEXT = 201,
    INVALID_PTX = 218,
    INVALID_HANDLE = 400,
    NOT_FOUND = 500,
    ILLEGAL_ADDRESS = 700,
    INVALID_DEVICE = 101,
};

/* ---- allocations ---------------------------------------------------------------------- */

#define MAX_ALLOCS 4096
static struct { uintptr_t base; size_t bytes; } allocs[MAX_ALLOCS];
static int sticky = SUCCESS; /* an error a kernel ran into, reported at the next sync */

static int in_bounds(uintptr_t p, size_t bytes) {
    for (int i = 0; i < MAX_ALLOCS; i++)
        if (allocs[i].base && p >= allocs[i].base && p + bytes <= allocs[i].base + allocs[i].bytes) return 1;
    return 0;
}

/* A checked pointer to `bytes` bytes at device address p (NULL and a sticky error if outside). */
static void *at(uint64_t p, size_t bytes) {
    if (!in_bounds((uintptr_t)p, bytes)) {
        if (sticky == SUCCESS) {
            fprintf(stderr, "fake libcuda: access of %zu bytes at %#llx outside every allocation\n", bytes,
                    (unsigned long long)p);
        }
        sticky = ILLEGAL_ADDRESS;
        return NULL;
    }
    if (p % (bytes < 8 ? bytes : 8) != 0) {
        fprintf(stderr, "fake libcuda: misaligned access of %zu bytes at %#llx\n", bytes, (unsigned long long)p);
        sticky = ILLEGAL_ADDRESS;
        return NULL;
    }
    return (void *)(uintptr_t)p;
}

CUresult cuMemAlloc_v2(CUdeviceptr *p, size_t bytes) {
    if (bytes == 0) return INVALID_VALUE;
    void *m = aligned_alloc(256, (bytes + 255) / 256 * 256);
    if (!m) return OUT_OF_MEMORY;
    memset(m, 0xAB, bytes); /* like real memory: not zeroed */
    for (int i = 0; i < MAX_ALLOCS; i++) {
        if (!allocs[i].base) {
            allocs[i].base = (uintptr_t)m;
            allocs[i].bytes = bytes;
            *p = (CUdeviceptr)(uintptr_t)m;
            return SUCCESS;
        }
    }
    free(m);
    return OUT_OF_MEMORY;
}

CUresult cuMemFree_v2(CUdeviceptr p) {
    for (int i = 0; i < MAX_ALLOCS; i++) {
        if (allocs[i].base == (uintptr_t)p) {
            free((void *)allocs[i].base);
            allocs[i].base = 0;
            return SUCCESS;
        }
    }
    return INVALID_VALUE;
}

CUresult cuMemcpyHtoDAsync_v2(CUdeviceptr dst, const void *src, size_t n, void *stream) {
    (void)stream;
    if (!in_bounds((uintptr_t)dst, n)) return INVALID_VALUE;
    memcpy((void *)(uintptr_t)dst, src, n);
    return SUCCESS;
}

CUresult cuMemcpyDtoHAsync_v2(void *dst, CUdeviceptr src, size_t n, void *stream) {
    (void)stream;
    if (!in_bounds((uintptr_t)src, n)) return INVALID_VALUE;
    memcpy(dst, (void *)(uintptr_t)src, n);
    return SUCCESS;
}

/* The synchronous copies a host makes (libtinyc's tests). */
CUresult cuMemcpyHtoD_v2(CUdeviceptr dst, const void *src, size_t n) { return cuMemcpyHtoDAsync_v2(dst, src, n, NULL); }
CUresult cuMemcpyDtoH_v2(void *dst, CUdeviceptr src, size_t n) { return cuMemcpyDtoHAsync_v2(dst, src, n, NULL); }

CUresult cuMemsetD8Async(CUdeviceptr dst, unsigned char v, size_t n, void *stream) {
    (void)stream;
    if (!in_bounds((uintptr_t)dst, n)) return INVALID_VALUE;
    memset((void *)(uintptr_t)dst, v, n);
    return SUCCESS;
}

/* ---- device, context, stream, events ---------------------------------------------------- */

static int primary = 0;          /* the primary context's "object" */
static void *current = NULL;     /* the current context (not per thread: enough here) */
static int retained = 0;

CUresult cuInit(unsigned flags) { return flags == 0 ? SUCCESS : INVALID_VALUE; }
CUresult cuDriverGetVersion(int *v) { *v = 12080; return SUCCESS; }
CUresult cuDeviceGetCount(int *n) { *n = 1; return SUCCESS; }
CUresult cuDeviceGet(int *d, int ordinal) {
    if (ordinal != 0) return INVALID_DEVICE;
    *d = 0;
    return SUCCESS;
}
CUresult cuDeviceGetName(char *name, int len, int d) {
    (void)d;
    snprintf(name, (size_t)len, "tinyc fake CUDA device");
    return SUCCESS;
}
CUresult cuDeviceGetAttribute(int *v, int attribute, int d) {
    (void)d;
    switch (attribute) {
    case 1: *v = 1024; break;          /* MAX_THREADS_PER_BLOCK */
    case 2: case 3: *v = 1024; break;  /* MAX_BLOCK_DIM_X, _Y */
    case 4: *v = 64; break;            /* MAX_BLOCK_DIM_Z */
    case 5: *v = 2147483647; break;    /* MAX_GRID_DIM_X */
    case 75: *v = 9; break;            /* COMPUTE_CAPABILITY_MAJOR */
    case 76: *v = 0; break;            /* COMPUTE_CAPABILITY_MINOR */
    case 97: *v = 232448; break;       /* MAX_SHARED_MEMORY_PER_BLOCK_OPTIN (227 KiB) */
    default: return INVALID_VALUE;
    }
    return SUCCESS;
}
CUresult cuDeviceTotalMem_v2(size_t *bytes, int d) { (void)d; *bytes = (size_t)1 << 30; return SUCCESS; }
CUresult cuDevicePrimaryCtxRetain(void **ctx, int d) { (void)d; retained++; *ctx = &primary; return SUCCESS; }
CUresult cuDevicePrimaryCtxRelease_v2(int d) { (void)d; return retained-- > 0 ? SUCCESS : INVALID_CONTEXT; }
CUresult cuCtxSetCurrent(void *ctx) {
    if (ctx != &primary || retained <= 0) return INVALID_CONTEXT;
    current = ctx;
    return SUCCESS;
}

#define NEED_CONTEXT if (current != &primary) return INVALID_CONTEXT

/* One "thread" here: whatever was made current last is current everywhere. */
CUresult cuCtxGetCurrent(void **ctx) { *ctx = current; return SUCCESS; }
CUresult cuCtxGetDevice(int *d) { NEED_CONTEXT; *d = 0; return SUCCESS; }

CUresult cuStreamCreate(void **s, unsigned flags) { NEED_CONTEXT; (void)flags; *s = malloc(1); return SUCCESS; }
CUresult cuStreamSynchronize(void *s) { (void)s; int e = sticky; return e; }
CUresult cuStreamDestroy_v2(void *s) { free(s); return SUCCESS; }

CUresult cuEventCreate(double **e, unsigned flags) { NEED_CONTEXT; (void)flags; *e = calloc(1, sizeof(double)); return SUCCESS; }
CUresult cuEventRecord(double *e, void *s) {
    (void)s;
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    *e = t.tv_sec * 1e3 + t.tv_nsec / 1e6;
    return SUCCESS;
}
CUresult cuEventSynchronize(double *e) { (void)e; return sticky; }
/* Kernels run within cuLaunchKernel here: every recorded event has completed. */
CUresult cuEventQuery(double *e) { (void)e; return sticky; }
CUresult cuEventElapsedTime(float *ms, double *start, double *end) { *ms = (float)(*end - *start); return SUCCESS; }
CUresult cuEventDestroy_v2(double *e) { free(e); return SUCCESS; }

/* ---- modules and kernels --------------------------------------------------------------- */

typedef void (*kernel_fn)(void **params, unsigned grid, unsigned bx, unsigned by);

static uint64_t u64(void *p) { uint64_t v; memcpy(&v, p, 8); return v; }
static int64_t s64(void *p) { int64_t v; memcpy(&v, p, 8); return v; }
static int32_t s32(void *p) { int32_t v; memcpy(&v, p, 4); return v; }
static float f32(void *p) { float v; memcpy(&v, p, 4); return v; }
static double f64(void *p) { double v; memcpy(&v, p, 8); return v; }

/* axpy(f32 alpha, u64 a, s64 a_shape0, u64 b, s64 b_shape0): grid-stride b[i] += alpha * a[i] */
static void axpy(void **p, unsigned grid, unsigned bx, unsigned by) {
    (void)by;
    float alpha = f32(p[0]);
    uint64_t a = u64(p[1]), b = u64(p[3]);
    int64_t n = s64(p[4]);
    for (unsigned g = 0; g < grid; g++)
        for (unsigned t = 0; t < bx; t++)
            for (int64_t i = (int64_t)g * bx + t; i < n; i += (int64_t)grid * bx) {
                float *x = at(a + 4 * i, 4), *y = at(b + 4 * i, 4);
                if (!x || !y) return;
                *y = alpha * *x + *y;
            }
}

/* scalars(s32 c, s32 s, s32 i, s64 l, s64 x, f32 f, f64 d, u64 out) */
static void scalars(void **p, unsigned grid, unsigned bx, unsigned by) {
    (void)grid; (void)bx; (void)by;
    double *out = at(u64(p[7]), 56);
    if (!out) return;
    out[0] = s32(p[0]);
    out[1] = s32(p[1]);
    out[2] = s32(p[2]);
    out[3] = (double)s64(p[3]);
    out[4] = (double)s64(p[4]);
    out[5] = f32(p[5]);
    out[6] = f64(p[6]);
}

/* gsum(u64 A, u64 A_shape0, u64 A_stride1, s64 A_offset, u64 y, s64 y_shape0) */
static void gsum(void **p, unsigned grid, unsigned bx, unsigned by) {
    (void)bx; (void)by;
    int64_t offset = s64(p[3]);
    for (unsigned g = 0; g < grid; g++) {
        uint64_t *base = at(u64(p[0]) + 8 * g, 8);
        int64_t *shape = at(u64(p[1]) + 8 * g, 8), *stride = at(u64(p[2]) + 8 * g, 8);
        float *y = at(u64(p[4]) + 4 * g, 4);
        if (!base || !shape || !stride || !y) return;
        uint64_t a = *base + 4 * offset;
        float s = 0;
        for (int64_t i = 0; i < *shape; i++) {
            float *x0 = at(a + 4 * i, 4), *x1 = at(a + 4 * (i + *stride), 4);
            if (!x0 || !x1) return;
            s += *x0 + *x1;
        }
        *y = s;
    }
}

/* geometry(u64 out, s64 out_shape1): out[:, g] = (ntid.x, ntid.y, ntid.z, nctaid.x) */
static void geometry(void **p, unsigned grid, unsigned bx, unsigned by) {
    for (unsigned g = 0; g < grid; g++) {
        int32_t *out = at(u64(p[0]) + 16 * (uint64_t)g, 16);
        if (!out) return;
        out[0] = (int32_t)bx;
        out[1] = (int32_t)by;
        out[2] = 1;
        out[3] = (int32_t)grid;
    }
}

/* The sharedMemBytes of the launch running. */
static unsigned launch_shared = 0;

/* big_stack(u64 out, s64 out_shape0): out[g] = the word thread 0 stored at byte 65532 of the block's
 * dynamic shared memory (65536) and read back; the launch checked that the memory is there. */
static void big_stack(void **p, unsigned grid, unsigned bx, unsigned by) {
    (void)bx; (void)by;
    for (unsigned g = 0; g < grid; g++) {
        int32_t *out = at(u64(p[0]) + 4 * (uint64_t)g, 4);
        if (!out) return;
        *out = (int32_t)launch_shared;
    }
}

/* shared: the dynamic shared memory the kernel uses (bytes). */
struct kernel { const char *name; kernel_fn fn; unsigned reqntid[3]; unsigned shared; };

static const struct kernel kernels[] = {
    {"axpy", axpy, {32, 1, 1}, 0},
    {"scalars", scalars, {32, 1, 1}, 0},
    {"gsum", gsum, {32, 1, 1}, 0},
    {"geometry", geometry, {64, 2, 1}, 0},
    {"big_stack", big_stack, {32, 1, 1}, 65536},
};
#define KERNELS (sizeof kernels / sizeof kernels[0])
/* CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES of each kernel (48 KiB until set). */
static int max_dynamic_shared[KERNELS];

static int module_object = 0;

CUresult cuModuleLoadDataEx(void **module, const void *image, unsigned n, int *options, void **values) {
    NEED_CONTEXT;
    const char *ptx = image;
    if (strstr(ptx, ".entry") == NULL || strstr(ptx, "%nope") != NULL) {
        for (unsigned i = 0; i < n; i++) {
            if (options[i] == 5) { /* CU_JIT_ERROR_LOG_BUFFER: the size follows as option 6 */
                size_t size = 0;
                for (unsigned j = 0; j < n; j++)
                    if (options[j] == 6) size = (size_t)(uintptr_t)values[j];
                snprintf(values[i], size, "ptxas application ptx input, line 1; error   : Unknown symbol '%%nope'");
            }
        }
        return INVALID_PTX;
    }
    *module = &module_object;
    return SUCCESS;
}
CUresult cuModuleUnload(void *module) { return module == &module_object ? SUCCESS : INVALID_HANDLE; }
CUresult cuModuleGetFunction(void **f, void *module, const char *name) {
    if (module != &module_object) return INVALID_HANDLE;
    for (size_t i = 0; i < KERNELS; i++) {
        if (strcmp(kernels[i].name, name) == 0) {
            *f = (void *)&kernels[i];
            return SUCCESS;
        }
    }
    return NOT_FOUND;
}
CUresult cuFuncGetAttribute(int *v, int attribute, void *f) {
    (void)f;
    if (attribute != 0) return INVALID_VALUE; /* CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK */
    *v = 1024;
    return SUCCESS;
}
CUresult cuFuncSetAttribute(void *f, int attribute, int value) {
    const struct kernel *k = f;
    if (k < kernels || k >= kernels + KERNELS) return INVALID_HANDLE;
    /* CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, up to the device's opt-in limit */
    if (attribute != 8 || value < 0 || value > 232448) return INVALID_VALUE;
    max_dynamic_shared[k - kernels] = value;
    return SUCCESS;
}
CUresult cuLaunchKernel(void *f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned shared, void *stream, void **params, void **extra) {
    (void)stream;
    NEED_CONTEXT;
    if (sticky != SUCCESS) return sticky;
    const struct kernel *k = f;
    if (k < kernels || k >= kernels + KERNELS) return INVALID_HANDLE;
    if (gx == 0 || gy != 1 || gz != 1 || extra != NULL || params == NULL) return INVALID_VALUE;
    if (bx != k->reqntid[0] || by != k->reqntid[1] || bz != k->reqntid[2]) return INVALID_VALUE;
    int limit = max_dynamic_shared[k - kernels];
    if (shared > (unsigned)(limit > 49152 ? limit : 49152)) return INVALID_VALUE;
    if (shared < k->shared) {
        sticky = ILLEGAL_ADDRESS; /* the kernel reaches past the shared memory it was given */
        return SUCCESS;
    }
    launch_shared = shared;
    k->fn(params, gx, bx, by);
    return SUCCESS;
}
