#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void chain(global double* X, long X_shape2, global double* W, global double*global* V, global double* Y, long Y_shape2) {
    local uchar stack[576] __attribute__((aligned(64)));
    long e = (long)get_group_id(2);
    global double* x = X + e * 72;
    global double* v = V[e];
    global double* y = Y + e * 48;
    local double* t = (local double*)stack;
    long i = (long)get_local_id(0);
    long ia = min(i, 11L);
    long j = (long)get_local_id(1);
    long j_1 = (long)get_local_id(1) + 2;
    long j_2 = (long)get_local_id(1) + 4;
    double c00 = 0.0;
    double c01 = 0.0;
    double c02 = 0.0;
    #pragma unroll
    for (long k = 0; k < 6; ++k) {
        double a0 = x[ia + k * 12];
        double b0 = W[k + j * 6];
        double b1 = W[k + j_1 * 6];
        double b2 = W[k + j_2 * 6];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
    }
    if (i < 12) {
        t[i + j * 12] = c00;
        t[i + j_1 * 12] = c01;
        t[i + j_2 * 12] = c02;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_1 = (long)get_local_id(0);
    long ia_1 = min(i_1, 11L);
    long j_3 = (long)get_local_id(1);
    long j_4 = (long)get_local_id(1) + 2;
    double c00_1 = 0.0;
    double c01_1 = 0.0;
    #pragma unroll
    for (long k_1 = 0; k_1 < 6; ++k_1) {
        double a0_1 = t[ia_1 + k_1 * 12];
        double b0_1 = v[k_1 + j_3 * 6];
        double b1_1 = v[k_1 + j_4 * 6];
        c00_1 += a0_1 * b0_1;
        c01_1 += a0_1 * b1_1;
    }
    if (i_1 < 12) {
        y[i_1 + j_3 * 12] = c00_1 + 2.0 * y[i_1 + j_3 * 12];
        y[i_1 + j_4 * 12] = c01_1 + 2.0 * y[i_1 + j_4 * 12];
    }
}
