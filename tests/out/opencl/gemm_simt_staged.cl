#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 8, 1)))
void simt_staged(global float* A, long A_shape2, global float* B, long B_shape2, global float* C, long C_shape2, global float* At, long At_shape2, global float* Bt, long Bt_shape2, global float* D, long D_shape2, global double* Ad, long Ad_shape2, global double* Bd, long Bd_shape2, global double* F, long F_shape2, global float* S, long S_shape2, global float* T, long T_shape2, global float* G, long G_shape2) {
    local uchar stack[26624] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    global float* a = A + g * 4096;
    global float* b = B + g * 4096;
    global float* c = C + g * 4096;
    long i = (long)get_local_id(0);
    long j = (long)get_local_id(1);
    long j_1 = (long)get_local_id(1) + 8;
    long j_2 = (long)get_local_id(1) + 16;
    long j_3 = (long)get_local_id(1) + 24;
    long j_4 = (long)get_local_id(1) + 32;
    long j_5 = (long)get_local_id(1) + 40;
    long j_6 = (long)get_local_id(1) + 48;
    long j_7 = (long)get_local_id(1) + 56;
    float c00 = 0.0f;
    float c01 = 0.0f;
    float c02 = 0.0f;
    float c03 = 0.0f;
    float c04 = 0.0f;
    float c05 = 0.0f;
    float c06 = 0.0f;
    float c07 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 64; ++k) {
        float a0 = a[i + k * 64];
        float b0 = b[k + j * 64];
        float b1 = b[k + j_1 * 64];
        float b2 = b[k + j_2 * 64];
        float b3 = b[k + j_3 * 64];
        float b4 = b[k + j_4 * 64];
        float b5 = b[k + j_5 * 64];
        float b6 = b[k + j_6 * 64];
        float b7 = b[k + j_7 * 64];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
        c03 += a0 * b3;
        c04 += a0 * b4;
        c05 += a0 * b5;
        c06 += a0 * b6;
        c07 += a0 * b7;
    }
    c[i + j * 64] = 1.5f * c00 + 0.5f * c[i + j * 64];
    c[i + j_1 * 64] = 1.5f * c01 + 0.5f * c[i + j_1 * 64];
    c[i + j_2 * 64] = 1.5f * c02 + 0.5f * c[i + j_2 * 64];
    c[i + j_3 * 64] = 1.5f * c03 + 0.5f * c[i + j_3 * 64];
    c[i + j_4 * 64] = 1.5f * c04 + 0.5f * c[i + j_4 * 64];
    c[i + j_5 * 64] = 1.5f * c05 + 0.5f * c[i + j_5 * 64];
    c[i + j_6 * 64] = 1.5f * c06 + 0.5f * c[i + j_6 * 64];
    c[i + j_7 * 64] = 1.5f * c07 + 0.5f * c[i + j_7 * 64];
    global float* at = At + g * 3700;
    global float* bt = Bt + g * 2590;
    global float* d = D + g * 7000;
    #pragma unroll
    for (long j0 = 0; j0 < 70; j0 += 64) {
        long i_1 = (long)get_local_id(0);
        long ia = (long)get_local_id(0);
        long i_2 = (long)get_local_id(0) + 64;
        long ia_1 = (long)get_local_id(0) + 64;
        long j_8 = j0 + (long)get_local_id(1);
        long jb = min(j_8, 69L);
        long j_9 = j0 + (long)get_local_id(1) + 8;
        long jb_1 = min(j_9, 69L);
        long j_10 = j0 + (long)get_local_id(1) + 16;
        long jb_2 = min(j_10, 69L);
        long j_11 = j0 + (long)get_local_id(1) + 24;
        long jb_3 = min(j_11, 69L);
        long j_12 = j0 + (long)get_local_id(1) + 32;
        long jb_4 = min(j_12, 69L);
        long j_13 = j0 + (long)get_local_id(1) + 40;
        long jb_5 = min(j_13, 69L);
        long j_14 = j0 + (long)get_local_id(1) + 48;
        long jb_6 = min(j_14, 69L);
        long j_15 = j0 + (long)get_local_id(1) + 56;
        long jb_7 = min(j_15, 69L);
        float c00_1 = 0.0f;
        float c01_1 = 0.0f;
        float c02_1 = 0.0f;
        float c03_1 = 0.0f;
        float c04_1 = 0.0f;
        float c05_1 = 0.0f;
        float c06_1 = 0.0f;
        float c07_1 = 0.0f;
        float c10 = 0.0f;
        float c11 = 0.0f;
        float c12 = 0.0f;
        float c13 = 0.0f;
        float c14 = 0.0f;
        float c15 = 0.0f;
        float c16 = 0.0f;
        float c17 = 0.0f;
        for (long k0 = 0; k0 < 37; k0 += 16) {
            barrier(CLK_LOCAL_MEM_FENCE);
            #pragma unroll
            for (long t = 0; t < 4; ++t) {
                long idx = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t * 512;
                long pl = idx % 16;
                long il = idx / 16;
                ((local float*)(stack + 18432))[il + pl * 128] = at[min(k0 + pl, 36L) + min(il, 99L) * 37];
            }
            barrier(CLK_LOCAL_MEM_FENCE);
            long kn = min(16L, 37 - k0);
            #pragma unroll
            for (long k_1 = 0; k_1 < kn; ++k_1) {
                long kg = k0 + k_1;
                float a0_1 = ((local float*)(stack + 18432))[ia + k_1 * 128];
                float a1 = ((local float*)(stack + 18432))[ia_1 + k_1 * 128];
                float b0_1 = bt[jb + kg * 70];
                float b1_1 = bt[jb_1 + kg * 70];
                float b2_1 = bt[jb_2 + kg * 70];
                float b3_1 = bt[jb_3 + kg * 70];
                float b4_1 = bt[jb_4 + kg * 70];
                float b5_1 = bt[jb_5 + kg * 70];
                float b6_1 = bt[jb_6 + kg * 70];
                float b7_1 = bt[jb_7 + kg * 70];
                c00_1 += a0_1 * b0_1;
                c01_1 += a0_1 * b1_1;
                c02_1 += a0_1 * b2_1;
                c03_1 += a0_1 * b3_1;
                c04_1 += a0_1 * b4_1;
                c05_1 += a0_1 * b5_1;
                c06_1 += a0_1 * b6_1;
                c07_1 += a0_1 * b7_1;
                c10 += a1 * b0_1;
                c11 += a1 * b1_1;
                c12 += a1 * b2_1;
                c13 += a1 * b3_1;
                c14 += a1 * b4_1;
                c15 += a1 * b5_1;
                c16 += a1 * b6_1;
                c17 += a1 * b7_1;
            }
        }
        if (i_1 < 100) {
            if (j_8 < 70) {
                d[i_1 + j_8 * 100] = c00_1;
            }
            if (j_9 < 70) {
                d[i_1 + j_9 * 100] = c01_1;
            }
            if (j_10 < 70) {
                d[i_1 + j_10 * 100] = c02_1;
            }
            if (j_11 < 70) {
                d[i_1 + j_11 * 100] = c03_1;
            }
            if (j_12 < 70) {
                d[i_1 + j_12 * 100] = c04_1;
            }
            if (j_13 < 70) {
                d[i_1 + j_13 * 100] = c05_1;
            }
            if (j_14 < 70) {
                d[i_1 + j_14 * 100] = c06_1;
            }
            if (j_15 < 70) {
                d[i_1 + j_15 * 100] = c07_1;
            }
        }
        if (i_2 < 100) {
            if (j_8 < 70) {
                d[i_2 + j_8 * 100] = c10;
            }
            if (j_9 < 70) {
                d[i_2 + j_9 * 100] = c11;
            }
            if (j_10 < 70) {
                d[i_2 + j_10 * 100] = c12;
            }
            if (j_11 < 70) {
                d[i_2 + j_11 * 100] = c13;
            }
            if (j_12 < 70) {
                d[i_2 + j_12 * 100] = c14;
            }
            if (j_13 < 70) {
                d[i_2 + j_13 * 100] = c15;
            }
            if (j_14 < 70) {
                d[i_2 + j_14 * 100] = c16;
            }
            if (j_15 < 70) {
                d[i_2 + j_15 * 100] = c17;
            }
        }
    }
    global double* ad = Ad + g * 3840;
    global double* bv = Bd + g * 3840;
    global double* f = F + g * 15360;
    #pragma unroll
    for (long j0_1 = 0; j0_1 < 96; j0_1 += 64) {
        long i_3 = (long)get_local_id(0);
        long ia_2 = min(i_3, 159L);
        long i_4 = (long)get_local_id(0) + 64;
        long ia_3 = min(i_4, 159L);
        long i_5 = (long)get_local_id(0) + 128;
        long ia_4 = min(i_5, 159L);
        long j_16 = j0_1 + (long)get_local_id(1);
        long jb_8 = min(j_16, 95L);
        long j_17 = j0_1 + (long)get_local_id(1) + 8;
        long jb_9 = min(j_17, 95L);
        long j_18 = j0_1 + (long)get_local_id(1) + 16;
        long jb_10 = min(j_18, 95L);
        long j_19 = j0_1 + (long)get_local_id(1) + 24;
        long jb_11 = min(j_19, 95L);
        long j_20 = j0_1 + (long)get_local_id(1) + 32;
        long jb_12 = min(j_20, 95L);
        long j_21 = j0_1 + (long)get_local_id(1) + 40;
        long jb_13 = min(j_21, 95L);
        long j_22 = j0_1 + (long)get_local_id(1) + 48;
        long jb_14 = min(j_22, 95L);
        long j_23 = j0_1 + (long)get_local_id(1) + 56;
        long jb_15 = min(j_23, 95L);
        double c00_2 = 0.0;
        double c01_2 = 0.0;
        double c02_2 = 0.0;
        double c03_2 = 0.0;
        double c04_2 = 0.0;
        double c05_2 = 0.0;
        double c06_2 = 0.0;
        double c07_2 = 0.0;
        double c10_1 = 0.0;
        double c11_1 = 0.0;
        double c12_1 = 0.0;
        double c13_1 = 0.0;
        double c14_1 = 0.0;
        double c15_1 = 0.0;
        double c16_1 = 0.0;
        double c17_1 = 0.0;
        double c20 = 0.0;
        double c21 = 0.0;
        double c22 = 0.0;
        double c23 = 0.0;
        double c24 = 0.0;
        double c25 = 0.0;
        double c26 = 0.0;
        double c27 = 0.0;
        #pragma unroll
        for (long k_2 = 0; k_2 < 24; ++k_2) {
            double a0_2 = ad[ia_2 + k_2 * 160];
            double a1_1 = ad[ia_3 + k_2 * 160];
            double a2 = ad[ia_4 + k_2 * 160];
            double b0_2 = bv[k_2 + jb_8 * 40];
            double b1_2 = bv[k_2 + jb_9 * 40];
            double b2_2 = bv[k_2 + jb_10 * 40];
            double b3_2 = bv[k_2 + jb_11 * 40];
            double b4_2 = bv[k_2 + jb_12 * 40];
            double b5_2 = bv[k_2 + jb_13 * 40];
            double b6_2 = bv[k_2 + jb_14 * 40];
            double b7_2 = bv[k_2 + jb_15 * 40];
            c00_2 += a0_2 * b0_2;
            c01_2 += a0_2 * b1_2;
            c02_2 += a0_2 * b2_2;
            c03_2 += a0_2 * b3_2;
            c04_2 += a0_2 * b4_2;
            c05_2 += a0_2 * b5_2;
            c06_2 += a0_2 * b6_2;
            c07_2 += a0_2 * b7_2;
            c10_1 += a1_1 * b0_2;
            c11_1 += a1_1 * b1_2;
            c12_1 += a1_1 * b2_2;
            c13_1 += a1_1 * b3_2;
            c14_1 += a1_1 * b4_2;
            c15_1 += a1_1 * b5_2;
            c16_1 += a1_1 * b6_2;
            c17_1 += a1_1 * b7_2;
            c20 += a2 * b0_2;
            c21 += a2 * b1_2;
            c22 += a2 * b2_2;
            c23 += a2 * b3_2;
            c24 += a2 * b4_2;
            c25 += a2 * b5_2;
            c26 += a2 * b6_2;
            c27 += a2 * b7_2;
        }
        if (i_3 < 160) {
            if (j_16 < 96) {
                f[i_3 + j_16 * 160] = f[i_3 + j_16 * 160] + -1.0 * c00_2;
            }
            if (j_17 < 96) {
                f[i_3 + j_17 * 160] = f[i_3 + j_17 * 160] + -1.0 * c01_2;
            }
            if (j_18 < 96) {
                f[i_3 + j_18 * 160] = f[i_3 + j_18 * 160] + -1.0 * c02_2;
            }
            if (j_19 < 96) {
                f[i_3 + j_19 * 160] = f[i_3 + j_19 * 160] + -1.0 * c03_2;
            }
            if (j_20 < 96) {
                f[i_3 + j_20 * 160] = f[i_3 + j_20 * 160] + -1.0 * c04_2;
            }
            if (j_21 < 96) {
                f[i_3 + j_21 * 160] = f[i_3 + j_21 * 160] + -1.0 * c05_2;
            }
            if (j_22 < 96) {
                f[i_3 + j_22 * 160] = f[i_3 + j_22 * 160] + -1.0 * c06_2;
            }
            if (j_23 < 96) {
                f[i_3 + j_23 * 160] = f[i_3 + j_23 * 160] + -1.0 * c07_2;
            }
        }
        if (i_4 < 160) {
            if (j_16 < 96) {
                f[i_4 + j_16 * 160] = f[i_4 + j_16 * 160] + -1.0 * c10_1;
            }
            if (j_17 < 96) {
                f[i_4 + j_17 * 160] = f[i_4 + j_17 * 160] + -1.0 * c11_1;
            }
            if (j_18 < 96) {
                f[i_4 + j_18 * 160] = f[i_4 + j_18 * 160] + -1.0 * c12_1;
            }
            if (j_19 < 96) {
                f[i_4 + j_19 * 160] = f[i_4 + j_19 * 160] + -1.0 * c13_1;
            }
            if (j_20 < 96) {
                f[i_4 + j_20 * 160] = f[i_4 + j_20 * 160] + -1.0 * c14_1;
            }
            if (j_21 < 96) {
                f[i_4 + j_21 * 160] = f[i_4 + j_21 * 160] + -1.0 * c15_1;
            }
            if (j_22 < 96) {
                f[i_4 + j_22 * 160] = f[i_4 + j_22 * 160] + -1.0 * c16_1;
            }
            if (j_23 < 96) {
                f[i_4 + j_23 * 160] = f[i_4 + j_23 * 160] + -1.0 * c17_1;
            }
        }
        if (i_5 < 160) {
            if (j_16 < 96) {
                f[i_5 + j_16 * 160] = f[i_5 + j_16 * 160] + -1.0 * c20;
            }
            if (j_17 < 96) {
                f[i_5 + j_17 * 160] = f[i_5 + j_17 * 160] + -1.0 * c21;
            }
            if (j_18 < 96) {
                f[i_5 + j_18 * 160] = f[i_5 + j_18 * 160] + -1.0 * c22;
            }
            if (j_19 < 96) {
                f[i_5 + j_19 * 160] = f[i_5 + j_19 * 160] + -1.0 * c23;
            }
            if (j_20 < 96) {
                f[i_5 + j_20 * 160] = f[i_5 + j_20 * 160] + -1.0 * c24;
            }
            if (j_21 < 96) {
                f[i_5 + j_21 * 160] = f[i_5 + j_21 * 160] + -1.0 * c25;
            }
            if (j_22 < 96) {
                f[i_5 + j_22 * 160] = f[i_5 + j_22 * 160] + -1.0 * c26;
            }
            if (j_23 < 96) {
                f[i_5 + j_23 * 160] = f[i_5 + j_23 * 160] + -1.0 * c27;
            }
        }
    }
    local float* t_1 = (local float*)stack;
    global float* s = S + g * 576;
    global float* tt = T + g * 512;
    long i_6 = (long)get_local_id(0);
    long ia_5 = min(i_6, 71L);
    long i_7 = (long)get_local_id(0) + 64;
    long ia_6 = min(i_7, 71L);
    long j_24 = (long)get_local_id(1);
    long j_25 = (long)get_local_id(1) + 8;
    long j_26 = (long)get_local_id(1) + 16;
    long j_27 = (long)get_local_id(1) + 24;
    long j_28 = (long)get_local_id(1) + 32;
    long j_29 = (long)get_local_id(1) + 40;
    long j_30 = (long)get_local_id(1) + 48;
    long j_31 = (long)get_local_id(1) + 56;
    float c00_3 = 0.0f;
    float c01_3 = 0.0f;
    float c02_3 = 0.0f;
    float c03_3 = 0.0f;
    float c04_3 = 0.0f;
    float c05_3 = 0.0f;
    float c06_3 = 0.0f;
    float c07_3 = 0.0f;
    float c10_2 = 0.0f;
    float c11_2 = 0.0f;
    float c12_2 = 0.0f;
    float c13_2 = 0.0f;
    float c14_2 = 0.0f;
    float c15_2 = 0.0f;
    float c16_2 = 0.0f;
    float c17_2 = 0.0f;
    #pragma unroll
    for (long k_3 = 0; k_3 < 8; ++k_3) {
        float a0_3 = s[ia_5 + k_3 * 72];
        float a1_2 = s[ia_6 + k_3 * 72];
        float b0_3 = tt[k_3 + j_24 * 8];
        float b1_3 = tt[k_3 + j_25 * 8];
        float b2_3 = tt[k_3 + j_26 * 8];
        float b3_3 = tt[k_3 + j_27 * 8];
        float b4_3 = tt[k_3 + j_28 * 8];
        float b5_3 = tt[k_3 + j_29 * 8];
        float b6_3 = tt[k_3 + j_30 * 8];
        float b7_3 = tt[k_3 + j_31 * 8];
        c00_3 += a0_3 * b0_3;
        c01_3 += a0_3 * b1_3;
        c02_3 += a0_3 * b2_3;
        c03_3 += a0_3 * b3_3;
        c04_3 += a0_3 * b4_3;
        c05_3 += a0_3 * b5_3;
        c06_3 += a0_3 * b6_3;
        c07_3 += a0_3 * b7_3;
        c10_2 += a1_2 * b0_3;
        c11_2 += a1_2 * b1_3;
        c12_2 += a1_2 * b2_3;
        c13_2 += a1_2 * b3_3;
        c14_2 += a1_2 * b4_3;
        c15_2 += a1_2 * b5_3;
        c16_2 += a1_2 * b6_3;
        c17_2 += a1_2 * b7_3;
    }
    if (i_6 < 72) {
        t_1[i_6 + j_24 * 72] = c00_3;
        t_1[i_6 + j_25 * 72] = c01_3;
        t_1[i_6 + j_26 * 72] = c02_3;
        t_1[i_6 + j_27 * 72] = c03_3;
        t_1[i_6 + j_28 * 72] = c04_3;
        t_1[i_6 + j_29 * 72] = c05_3;
        t_1[i_6 + j_30 * 72] = c06_3;
        t_1[i_6 + j_31 * 72] = c07_3;
    }
    if (i_7 < 72) {
        t_1[i_7 + j_24 * 72] = c10_2;
        t_1[i_7 + j_25 * 72] = c11_2;
        t_1[i_7 + j_26 * 72] = c12_2;
        t_1[i_7 + j_27 * 72] = c13_2;
        t_1[i_7 + j_28 * 72] = c14_2;
        t_1[i_7 + j_29 * 72] = c15_2;
        t_1[i_7 + j_30 * 72] = c16_2;
        t_1[i_7 + j_31 * 72] = c17_2;
    }
    global float* gg = G + g * 4608;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long c_1 = 0; c_1 < 3; ++c_1) {
        long base = (long)get_local_id(0) + 64 * (long)get_local_id(1) + c_1 * 2048;
        float v;
        if (base < 4608) {
            v = t_1[base];
        }
        long i_8 = base + 512;
        float v_1;
        if (i_8 < 4608) {
            v_1 = t_1[i_8];
        }
        long i_9 = base + 1024;
        float v_2;
        if (i_9 < 4608) {
            v_2 = t_1[i_9];
        }
        long i_10 = base + 1536;
        float v_3;
        if (i_10 < 4608) {
            v_3 = t_1[i_10];
        }
        if (base < 4608) {
            gg[base] = v;
        }
        if (i_8 < 4608) {
            gg[i_8] = v_1;
        }
        if (i_9 < 4608) {
            gg[i_9] = v_2;
        }
        if (i_10 < 4608) {
            gg[i_10] = v_3;
        }
    }
}
