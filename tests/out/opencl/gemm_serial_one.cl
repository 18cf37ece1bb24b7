kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void one(global float* A, long A_shape2, global float* B, long B_shape2, global float* C, long C_shape2) {
    long g = (long)get_group_id(2);
    global float* a = A + g;
    global float* b = B + g;
    global float* c = C + g;
    long i = (long)get_local_id(0);
    long ia = min(i, 0L);
    float c00 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 1; ++k) {
        float a0 = a[ia + k];
        float b0 = b[k];
        c00 += a0 * b0;
    }
    if (i < 1) {
        c[i] = c00;
    }
}
