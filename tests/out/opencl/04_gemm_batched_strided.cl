kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void gemm_over_batch(global float* A, long A_shape2, global float* B, long B_shape2, global float* C, long C_shape2) {
    local uchar stack[1280] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    global float* a = A + g * 288;
    global float* b = B + g * 60;
    global float* c = C + g * 144;
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t = 0; t < 5; ++t) {
        long idx = (long)get_local_id(0) + 32 * (long)get_local_id(1) + t * 64;
        long pl = idx % 10;
        long il = idx / 10;
        ((local float*)stack)[il + pl * 32] = a[pl + min(il, 23L) * 12];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i = (long)get_local_id(0);
    long ia = (long)get_local_id(0);
    long j = (long)get_local_id(1);
    long j_1 = (long)get_local_id(1) + 2;
    long j_2 = (long)get_local_id(1) + 4;
    float c00 = 0.0f;
    float c01 = 0.0f;
    float c02 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 10; ++k) {
        float a0 = ((local float*)stack)[ia + k * 32];
        float b0 = b[k + j * 10];
        float b1 = b[k + j_1 * 10];
        float b2 = b[k + j_2 * 10];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
    }
    if (i < 24) {
        c[i + j * 24] = c00;
        c[i + j_1 * 24] = c01;
        c[i + j_2 * 24] = c02;
    }
}
