kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void gemm_over_group(float alpha, global float*global* A, long A_offset, global float* B, float beta, global float*global* C) {
    long g = (long)get_group_id(2);
    global float* a = A[g] + A_offset;
    global float* c = C[g];
    long i = (long)get_local_id(0);
    long ia = min(i, 15L);
    long j = (long)get_local_id(1);
    long j_1 = (long)get_local_id(1) + 2;
    long j_2 = (long)get_local_id(1) + 4;
    long j_3 = (long)get_local_id(1) + 6;
    long j_4 = (long)get_local_id(1) + 8;
    long j_5 = (long)get_local_id(1) + 10;
    float c00 = 0.0f;
    float c01 = 0.0f;
    float c02 = 0.0f;
    float c03 = 0.0f;
    float c04 = 0.0f;
    float c05 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 8; ++k) {
        float a0 = a[ia + k * 16];
        float b0 = B[k + j * 8];
        float b1 = B[k + j_1 * 8];
        float b2 = B[k + j_2 * 8];
        float b3 = B[k + j_3 * 8];
        float b4 = B[k + j_4 * 8];
        float b5 = B[k + j_5 * 8];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
        c03 += a0 * b3;
        c04 += a0 * b4;
        c05 += a0 * b5;
    }
    if (i < 16) {
        c[i + j * 16] = alpha * c00 + beta * c[i + j * 16];
        c[i + j_1 * 16] = alpha * c01 + beta * c[i + j_1 * 16];
        c[i + j_2 * 16] = alpha * c02 + beta * c[i + j_2 * 16];
        c[i + j_3 * 16] = alpha * c03 + beta * c[i + j_3 * 16];
        c[i + j_4 * 16] = alpha * c04 + beta * c[i + j_4 * 16];
        c[i + j_5 * 16] = alpha * c05 + beta * c[i + j_5 * 16];
    }
}
