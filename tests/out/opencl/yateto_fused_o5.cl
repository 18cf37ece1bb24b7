#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 3, 1)))
void fused_gemm_o5(global double* Q, long Q_shape2, global double* star, long star_shape2, global double* kDivM, global double* I, long I_shape2, global double* R, long R_shape2) {
    local uchar stack[20480] __attribute__((aligned(64)));
    long x0 = (long)get_group_id(2);
    global double* x1 = Q + x0 * 324;
    global double* x2 = star + x0 * 81;
    local double* x3 = (local double*)stack;
    global double* x4 = x1;
    global double* x5 = x2;
    local double* x6 = x3;
    long i = (long)get_local_id(0);
    long ia = min(i, 34L);
    long j = (long)get_local_id(1);
    long j_1 = (long)get_local_id(1) + 3;
    long j_2 = (long)get_local_id(1) + 6;
    double c00 = 0.0;
    double c01 = 0.0;
    double c02 = 0.0;
    #pragma unroll
    for (long k = 0; k < 9; ++k) {
        double a0 = x4[ia + k * 36];
        double b0 = x5[j + k * 9];
        double b1 = x5[j_1 + k * 9];
        double b2 = x5[j_2 + k * 9];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
    }
    if (i < 35) {
        x6[i + j * 36] = c00;
        x6[i + j_1 * 36] = c01;
        x6[i + j_2 * 36] = c02;
    }
    local double* x7 = (local double*)(stack + 2624);
    global double* x8 = kDivM;
    local double* x9 = x3;
    local double* x10 = x7;
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_1 = (long)get_local_id(0);
    long ia_1 = (long)get_local_id(0);
    long j_3 = (long)get_local_id(1);
    long j_4 = (long)get_local_id(1) + 3;
    long j_5 = (long)get_local_id(1) + 6;
    double c00_1 = 0.0;
    double c01_1 = 0.0;
    double c02_1 = 0.0;
    for (long k0 = 0; k0 < 35; k0 += 32) {
        barrier(CLK_LOCAL_MEM_FENCE);
        #pragma unroll
        for (long t = 0; t < 11; ++t) {
            long idx = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t * 192;
            if (idx < 2048) {
                long pl = idx % 32;
                long il = idx / 32;
                ((local double*)(stack + 4096))[il + pl * 64] = x8[min(k0 + pl, 34L) + min(il, 19L) * 36];
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        long kn = min(32L, 35 - k0);
        #pragma unroll
        for (long k_1 = 0; k_1 < kn; ++k_1) {
            long kg = k0 + k_1;
            double a0_1 = ((local double*)(stack + 4096))[ia_1 + k_1 * 64];
            double b0_1 = x9[kg + j_3 * 36];
            double b1_1 = x9[kg + j_4 * 36];
            double b2_1 = x9[kg + j_5 * 36];
            c00_1 += a0_1 * b0_1;
            c01_1 += a0_1 * b1_1;
            c02_1 += a0_1 * b2_1;
        }
    }
    if (i_1 < 20) {
        x10[i_1 + j_3 * 20] = 0.5 * c00_1;
        x10[i_1 + j_4 * 20] = 0.5 * c01_1;
        x10[i_1 + j_5 * 20] = 0.5 * c02_1;
    }
    global double* x11 = I + x0 * 360;
    global double* x12 = kDivM;
    local double* x13 = x7;
    global double* x14 = x11;
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_2 = (long)get_local_id(0);
    long ia_2 = min(i_2, 34L);
    long j_6 = (long)get_local_id(1);
    long j_7 = (long)get_local_id(1) + 3;
    long j_8 = (long)get_local_id(1) + 6;
    double c00_2 = 0.0;
    double c01_2 = 0.0;
    double c02_2 = 0.0;
    #pragma unroll
    for (long k_2 = 0; k_2 < 20; ++k_2) {
        double a0_2 = x12[ia_2 + k_2 * 36];
        double b0_2 = x13[k_2 + j_6 * 20];
        double b1_2 = x13[k_2 + j_7 * 20];
        double b2_2 = x13[k_2 + j_8 * 20];
        c00_2 += a0_2 * b0_2;
        c01_2 += a0_2 * b1_2;
        c02_2 += a0_2 * b2_2;
    }
    if (i_2 < 35) {
        x14[i_2 + j_6 * 40] = x14[i_2 + j_6 * 40] + -1.0 * c00_2;
        x14[i_2 + j_7 * 40] = x14[i_2 + j_7 * 40] + -1.0 * c01_2;
        x14[i_2 + j_8 * 40] = x14[i_2 + j_8 * 40] + -1.0 * c02_2;
    }
    global double* x15 = R + x0 * 180;
    local double* x16 = x7;
    global double* x17 = x2;
    global double* x18 = x15;
    long i_3 = (long)get_local_id(0);
    long ia_3 = min(i_3, 19L);
    long j_9 = (long)get_local_id(1);
    long j_10 = (long)get_local_id(1) + 3;
    long j_11 = (long)get_local_id(1) + 6;
    double c00_3 = 0.0;
    double c01_3 = 0.0;
    double c02_3 = 0.0;
    #pragma unroll
    for (long k_3 = 0; k_3 < 9; ++k_3) {
        double a0_3 = x16[ia_3 + k_3 * 20];
        double b0_3 = x17[k_3 + j_9 * 9];
        double b1_3 = x17[k_3 + j_10 * 9];
        double b2_3 = x17[k_3 + j_11 * 9];
        c00_3 += a0_3 * b0_3;
        c01_3 += a0_3 * b1_3;
        c02_3 += a0_3 * b2_3;
    }
    if (i_3 < 20) {
        x18[i_3 + j_9 * 20] = x18[i_3 + j_9 * 20] + 2.0 * c00_3;
        x18[i_3 + j_10 * 20] = x18[i_3 + j_10 * 20] + 2.0 * c01_3;
        x18[i_3 + j_11 * 20] = x18[i_3 + j_11 * 20] + 2.0 * c02_3;
    }
}
