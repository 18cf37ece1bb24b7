#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 4, 1)))
void k(global float* A, long A_shape2, global float* At, long At_shape2, global float* X, long X_shape2, global float* Xt, long Xt_shape2, global float* R, long R_shape2, global float* B, long B_shape2, global float* Bt, long Bt_shape2, global double* D, long D_shape2, global double* Y, long Y_shape2, global float* C1, long C1_shape2, global float* C2, long C2_shape2, global float* C3, long C3_shape2, global float* C4, long C4_shape2, global float* C5, long C5_shape2, global float* C6, long C6_shape2, global float* C7, long C7_shape2, global double* C8, long C8_shape2) {
    local uchar stack[3072] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    global float* a = A + g * 384;
    global float* at = At + g * 384;
    global float* x = X + g * 24;
    global float* xt2 = Xt + g * 48;
    global float* xt = xt2;
    global float* r = R + g * 24;
    global float* b = B + g * 384;
    global float* bt = Bt + g * 384;
    global double* d = D + g * 384;
    global double* y = Y + g * 24;
    global float* c1 = C1 + g * 16;
    global float* c2 = C2 + g * 16;
    global float* c3 = C3 + g * 16;
    global float* c4 = C4 + g * 16;
    global float* c5 = C5 + g * 16;
    global float* c6 = C6 + g * 16;
    global float* c72 = C7 + g * 32;
    global float* c7 = c72 + 1;
    global double* c8 = C8 + g * 16;
    long i = (long)get_local_id(0);
    long ia = min(i, 15L);
    long j = (long)get_local_id(1);
    long jb = min(j, 0L);
    float c00 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 24; ++k) {
        float a0 = a[ia + k * 16];
        float b0 = x[k + jb * 24];
        c00 += a0 * b0;
    }
    if (i < 16) {
        if (j < 1) {
            c1[i + j * 16] = c00;
        }
    }
    long i_1 = (long)get_local_id(0);
    long ia_1 = min(i_1, 15L);
    long j_1 = (long)get_local_id(1);
    long jb_1 = min(j_1, 0L);
    float c00_1 = 0.0f;
    #pragma unroll
    for (long k_1 = 0; k_1 < 24; ++k_1) {
        float a0_1 = at[k_1 + ia_1 * 24];
        float b0_1 = x[k_1 + jb_1 * 24];
        c00_1 += a0_1 * b0_1;
    }
    if (i_1 < 16) {
        if (j_1 < 1) {
            c2[i_1 + j_1 * 16] = c2[i_1 + j_1 * 16] + 0.5f * c00_1;
        }
    }
    long i_2 = (long)get_local_id(0);
    long ia_2 = min(i_2, 15L);
    long j_2 = (long)get_local_id(1);
    long jb_2 = min(j_2, 0L);
    float c00_2 = 0.0f;
    #pragma unroll
    for (long k_2 = 0; k_2 < 24; ++k_2) {
        float a0_2 = a[ia_2 + k_2 * 16];
        float b0_2 = xt[jb_2 + k_2 * 2];
        c00_2 += a0_2 * b0_2;
    }
    if (i_2 < 16) {
        if (j_2 < 1) {
            c3[i_2 + j_2 * 16] = c00_2;
        }
    }
    long i_3 = (long)get_local_id(0);
    long ia_3 = min(i_3, 0L);
    long j_3 = (long)get_local_id(1);
    long j_4 = (long)get_local_id(1) + 4;
    long j_5 = (long)get_local_id(1) + 8;
    long j_6 = (long)get_local_id(1) + 12;
    float c00_3 = 0.0f;
    float c01 = 0.0f;
    float c02 = 0.0f;
    float c03 = 0.0f;
    #pragma unroll
    for (long k_3 = 0; k_3 < 24; ++k_3) {
        float a0_3 = r[ia_3 + k_3];
        float b0_3 = b[k_3 + j_3 * 24];
        float b1 = b[k_3 + j_4 * 24];
        float b2 = b[k_3 + j_5 * 24];
        float b3 = b[k_3 + j_6 * 24];
        c00_3 += a0_3 * b0_3;
        c01 += a0_3 * b1;
        c02 += a0_3 * b2;
        c03 += a0_3 * b3;
    }
    if (i_3 < 1) {
        c4[i_3 + j_3] = c00_3;
        c4[i_3 + j_4] = c01;
        c4[i_3 + j_5] = c02;
        c4[i_3 + j_6] = c03;
    }
    long i_4 = (long)get_local_id(0);
    long ia_4 = min(i_4, 0L);
    long j_7 = (long)get_local_id(1);
    long j_8 = (long)get_local_id(1) + 4;
    long j_9 = (long)get_local_id(1) + 8;
    long j_10 = (long)get_local_id(1) + 12;
    float c00_4 = 0.0f;
    float c01_1 = 0.0f;
    float c02_1 = 0.0f;
    float c03_1 = 0.0f;
    #pragma unroll
    for (long k_4 = 0; k_4 < 24; ++k_4) {
        float a0_4 = r[ia_4 + k_4];
        float b0_4 = bt[j_7 + k_4 * 16];
        float b1_1 = bt[j_8 + k_4 * 16];
        float b2_1 = bt[j_9 + k_4 * 16];
        float b3_1 = bt[j_10 + k_4 * 16];
        c00_4 += a0_4 * b0_4;
        c01_1 += a0_4 * b1_1;
        c02_1 += a0_4 * b2_1;
        c03_1 += a0_4 * b3_1;
    }
    if (i_4 < 1) {
        c5[i_4 + j_7] = -2.0f * c00_4 + 0.5f * c5[i_4 + j_7];
        c5[i_4 + j_8] = -2.0f * c01_1 + 0.5f * c5[i_4 + j_8];
        c5[i_4 + j_9] = -2.0f * c02_1 + 0.5f * c5[i_4 + j_9];
        c5[i_4 + j_10] = -2.0f * c03_1 + 0.5f * c5[i_4 + j_10];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t = 0; t < 6; ++t) {
        long idx = (long)get_local_id(0) + 32 * (long)get_local_id(1) + t * 128;
        long pl = idx % 24;
        long il = idx / 24;
        ((local float*)stack)[il + pl * 32] = x[pl + min(il, 0L) * 24];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_5 = (long)get_local_id(0);
    long ia_5 = (long)get_local_id(0);
    long j_11 = (long)get_local_id(1);
    long j_12 = (long)get_local_id(1) + 4;
    long j_13 = (long)get_local_id(1) + 8;
    long j_14 = (long)get_local_id(1) + 12;
    float c00_5 = 0.0f;
    float c01_2 = 0.0f;
    float c02_2 = 0.0f;
    float c03_2 = 0.0f;
    #pragma unroll
    for (long k_5 = 0; k_5 < 24; ++k_5) {
        float a0_5 = ((local float*)stack)[ia_5 + k_5 * 32];
        float b0_5 = b[k_5 + j_11 * 24];
        float b1_2 = b[k_5 + j_12 * 24];
        float b2_2 = b[k_5 + j_13 * 24];
        float b3_2 = b[k_5 + j_14 * 24];
        c00_5 += a0_5 * b0_5;
        c01_2 += a0_5 * b1_2;
        c02_2 += a0_5 * b2_2;
        c03_2 += a0_5 * b3_2;
    }
    if (i_5 < 1) {
        c6[i_5 + j_11] = c00_5;
        c6[i_5 + j_12] = c01_2;
        c6[i_5 + j_13] = c02_2;
        c6[i_5 + j_14] = c03_2;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t_1 = 0; t_1 < 6; ++t_1) {
        long idx_1 = (long)get_local_id(0) + 32 * (long)get_local_id(1) + t_1 * 128;
        long pl_1 = idx_1 % 24;
        long il_1 = idx_1 / 24;
        ((local float*)stack)[il_1 + pl_1 * 32] = x[pl_1 + min(il_1, 0L) * 24];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_6 = (long)get_local_id(0);
    long ia_6 = (long)get_local_id(0);
    long j_15 = (long)get_local_id(1);
    long j_16 = (long)get_local_id(1) + 4;
    long j_17 = (long)get_local_id(1) + 8;
    long j_18 = (long)get_local_id(1) + 12;
    float c00_6 = 0.0f;
    float c01_3 = 0.0f;
    float c02_3 = 0.0f;
    float c03_3 = 0.0f;
    #pragma unroll
    for (long k_6 = 0; k_6 < 24; ++k_6) {
        float a0_6 = ((local float*)stack)[ia_6 + k_6 * 32];
        float b0_6 = bt[j_15 + k_6 * 16];
        float b1_3 = bt[j_16 + k_6 * 16];
        float b2_3 = bt[j_17 + k_6 * 16];
        float b3_3 = bt[j_18 + k_6 * 16];
        c00_6 += a0_6 * b0_6;
        c01_3 += a0_6 * b1_3;
        c02_3 += a0_6 * b2_3;
        c03_3 += a0_6 * b3_3;
    }
    if (i_6 < 1) {
        c7[i_6 + j_15 * 2] = c00_6;
        c7[i_6 + j_16 * 2] = c01_3;
        c7[i_6 + j_17 * 2] = c02_3;
        c7[i_6 + j_18 * 2] = c03_3;
    }
    long i_7 = (long)get_local_id(0);
    long ia_7 = min(i_7, 15L);
    long j_19 = (long)get_local_id(1);
    long jb_3 = min(j_19, 0L);
    double c00_7 = 0.0;
    #pragma unroll
    for (long k_7 = 0; k_7 < 24; ++k_7) {
        double a0_7 = d[ia_7 + k_7 * 16];
        double b0_7 = y[k_7 + jb_3 * 24];
        c00_7 += a0_7 * b0_7;
    }
    if (i_7 < 16) {
        if (j_19 < 1) {
            c8[i_7 + j_19 * 16] = c00_7;
        }
    }
}
