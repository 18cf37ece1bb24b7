#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 3, 1)))
void fused_gemm_stack(global double* M, global double* Q, long Q_shape2, global double* S, global double* O, long O_shape2) {
    local uchar stack[24704] __attribute__((aligned(64)));
    long x0 = (long)get_group_id(0);
    global double* x1 = Q + x0 * 315;
    local double* x2 = (local double*)stack;
    global double* x4 = M + 2;
    global double* x5 = x1;
    local double* x7 = x2 + 2;
    long i = (long)get_local_id(0);
    long ia = min(i, 32L);
    long j = (long)get_local_id(1);
    long j_1 = (long)get_local_id(1) + 3;
    long j_2 = (long)get_local_id(1) + 6;
    double c00 = 0.0;
    double c01 = 0.0;
    double c02 = 0.0;
    #pragma unroll
    for (long k = 0; k < 35; ++k) {
        double a0 = x4[ia + k * 35];
        double b0 = x5[k + j * 35];
        double b1 = x5[k + j_1 * 35];
        double b2 = x5[k + j_2 * 35];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
    }
    if (i < 33) {
        x7[i + j * 40] = c00;
        x7[i + j_1 * 40] = c01;
        x7[i + j_2 * 40] = c02;
    }
    local double* x8 = (local double*)(stack + 2880);
    global double* x10 = M + 2;
    local double* x11 = x2 + 2;
    local double* x13 = x8;
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_1 = (long)get_local_id(0);
    long ia_1 = (long)get_local_id(0);
    long j_3 = (long)get_local_id(1);
    long j_4 = (long)get_local_id(1) + 3;
    long j_5 = (long)get_local_id(1) + 6;
    double c00_1 = 0.0;
    double c01_1 = 0.0;
    double c02_1 = 0.0;
    for (long k0 = 0; k0 < 33; k0 += 32) {
        barrier(CLK_LOCAL_MEM_FENCE);
        #pragma unroll
        for (long t = 0; t < 11; ++t) {
            long idx = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t * 192;
            if (idx < 2048) {
                long pl = idx % 32;
                long il = idx / 32;
                ((local double*)(stack + 8320))[il + pl * 64] = x10[min(k0 + pl, 32L) + min(il, 34L) * 35];
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        long kn = min(32L, 33 - k0);
        #pragma unroll
        for (long k_1 = 0; k_1 < kn; ++k_1) {
            long kg = k0 + k_1;
            double a0_1 = ((local double*)(stack + 8320))[ia_1 + k_1 * 64];
            double b0_1 = x11[kg + j_3 * 40];
            double b1_1 = x11[kg + j_4 * 40];
            double b2_1 = x11[kg + j_5 * 40];
            c00_1 += a0_1 * b0_1;
            c01_1 += a0_1 * b1_1;
            c02_1 += a0_1 * b2_1;
        }
    }
    if (i_1 < 35) {
        x13[i_1 + j_3 * 40] = 0.5 * c00_1;
        x13[i_1 + j_4 * 40] = 0.5 * c01_1;
        x13[i_1 + j_5 * 40] = 0.5 * c02_1;
    }
    local double* x14 = (local double*)stack;
    local double* x16 = x8 + 4;
    global double* x17 = S + 3;
    local double* x19 = x14 + 76;
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_2 = (long)get_local_id(0);
    long ia_2 = min(i_2, 19L);
    long j_6 = (long)get_local_id(1);
    long j_7 = (long)get_local_id(1) + 3;
    double c00_2 = 0.0;
    double c01_2 = 0.0;
    #pragma unroll
    for (long k_2 = 0; k_2 < 9; ++k_2) {
        double a0_2 = x16[ia_2 + k_2 * 40];
        double b0_2 = x17[j_6 + k_2 * 9];
        double b1_2 = x17[j_7 + k_2 * 9];
        c00_2 += a0_2 * b0_2;
        c01_2 += a0_2 * b1_2;
    }
    if (i_2 < 20) {
        x19[i_2 + j_6 * 24] = c00_2;
        x19[i_2 + j_7 * 24] = c01_2;
    }
    local double* x20 = (local double*)(stack + 5760);
    global double* x22 = M;
    local double* x23 = x8;
    local double* x25 = x20;
    long i_3 = (long)get_local_id(0);
    long ia_3 = min(i_3, 34L);
    long j_8 = (long)get_local_id(1);
    long j_9 = (long)get_local_id(1) + 3;
    long j_10 = (long)get_local_id(1) + 6;
    double c00_3 = 0.0;
    double c01_3 = 0.0;
    double c02_2 = 0.0;
    #pragma unroll
    for (long k_3 = 0; k_3 < 35; ++k_3) {
        double a0_3 = x22[ia_3 + k_3 * 35];
        double b0_3 = x23[k_3 + j_8 * 40];
        double b1_3 = x23[k_3 + j_9 * 40];
        double b2_2 = x23[k_3 + j_10 * 40];
        c00_3 += a0_3 * b0_3;
        c01_3 += a0_3 * b1_3;
        c02_2 += a0_3 * b2_2;
    }
    if (i_3 < 35) {
        x25[i_3 + j_8 * 35] = c00_3;
        x25[i_3 + j_9 * 35] = c01_3;
        x25[i_3 + j_10 * 35] = c02_2;
    }
    global double* x26 = O + x0 * 315;
    global double* x28 = M + 4;
    local double* x29 = x14 + 76;
    global double* x31 = x26 + 105;
    barrier(CLK_LOCAL_MEM_FENCE);
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t_1 = 0; t_1 < 7; ++t_1) {
        long idx_1 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t_1 * 192;
        if (idx_1 < 1280) {
            long pl_1 = idx_1 % 20;
            long il_1 = idx_1 / 20;
            ((local double*)(stack + 8320))[il_1 + pl_1 * 64] = x28[pl_1 + min(il_1, 34L) * 35];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_4 = (long)get_local_id(0);
    long ia_4 = (long)get_local_id(0);
    long j_11 = (long)get_local_id(1);
    long j_12 = (long)get_local_id(1) + 3;
    double c00_4 = 0.0;
    double c01_4 = 0.0;
    #pragma unroll
    for (long k_4 = 0; k_4 < 20; ++k_4) {
        double a0_4 = ((local double*)(stack + 8320))[ia_4 + k_4 * 64];
        double b0_4 = x29[k_4 + j_11 * 24];
        double b1_4 = x29[k_4 + j_12 * 24];
        c00_4 += a0_4 * b0_4;
        c01_4 += a0_4 * b1_4;
    }
    if (i_4 < 35) {
        x31[i_4 + j_11 * 35] = x31[i_4 + j_11 * 35] + c00_4;
        x31[i_4 + j_12 * 35] = x31[i_4 + j_12 * 35] + c01_4;
    }
    local double* x33 = x20;
    global double* x34 = S;
    global double* x36 = x26;
    barrier(CLK_GLOBAL_MEM_FENCE);
    long i_5 = (long)get_local_id(0);
    long ia_5 = min(i_5, 34L);
    long j_13 = (long)get_local_id(1);
    long j_14 = (long)get_local_id(1) + 3;
    long j_15 = (long)get_local_id(1) + 6;
    double c00_5 = 0.0;
    double c01_5 = 0.0;
    double c02_3 = 0.0;
    #pragma unroll
    for (long k_5 = 0; k_5 < 9; ++k_5) {
        double a0_5 = x33[ia_5 + k_5 * 35];
        double b0_5 = x34[k_5 + j_13 * 9];
        double b1_5 = x34[k_5 + j_14 * 9];
        double b2_3 = x34[k_5 + j_15 * 9];
        c00_5 += a0_5 * b0_5;
        c01_5 += a0_5 * b1_5;
        c02_3 += a0_5 * b2_3;
    }
    if (i_5 < 35) {
        x36[i_5 + j_13 * 35] = x36[i_5 + j_13 * 35] + -1.0 * c00_5;
        x36[i_5 + j_14 * 35] = x36[i_5 + j_14 * 35] + -1.0 * c01_5;
        x36[i_5 + j_15 * 35] = x36[i_5 + j_15 * 35] + -1.0 * c02_3;
    }
}
