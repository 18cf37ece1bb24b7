kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void tiny(float alpha, global float* A, long A_shape2, global float* B, long B_shape2, float beta, global float* C, long C_shape2, long C_stride2) {
    long g = (long)get_group_id(2);
    global float* a = A + g * 21;
    global float* b = B + g * 35;
    global float* c = C + g * C_stride2;
    long i = (long)get_local_id(0);
    long ia = min(i, 2L);
    long j = (long)get_local_id(1);
    long jb = min(j, 4L);
    long j_1 = (long)get_local_id(1) + 2;
    long jb_1 = min(j_1, 4L);
    long j_2 = (long)get_local_id(1) + 4;
    long jb_2 = min(j_2, 4L);
    float c00 = 0.0f;
    float c01 = 0.0f;
    float c02 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 7; ++k) {
        float a0 = a[ia + k * 3];
        float b0 = b[k + jb * 7];
        float b1 = b[k + jb_1 * 7];
        float b2 = b[k + jb_2 * 7];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
    }
    if (i < 3) {
        if (j < 5) {
            c[i + j * 4] = alpha * c00 + beta * c[i + j * 4];
        }
        if (j_1 < 5) {
            c[i + j_1 * 4] = alpha * c01 + beta * c[i + j_1 * 4];
        }
        if (j_2 < 5) {
            c[i + j_2 * 4] = alpha * c02 + beta * c[i + j_2 * 4];
        }
    }
}
