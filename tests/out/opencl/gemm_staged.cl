#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 3, 1)))
void gemm_staged(global float* R, long R_shape2, global float* B, long B_shape2, global float* C, long C_shape2, global double* At, long At_shape2, global double* Bd, long Bd_shape2, global double* D, long D_shape2, global double* Au, long Au_shape2, global double* E, long E_shape2, global float* S, long S_shape2, global float* T, long T_shape2, global float* F, long F_shape2) {
    local uchar stack[16896] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    global float* r = R + g * 800;
    global float* b = B + g * 360;
    global float* c = C + g * 180;
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t = 0; t < 14; ++t) {
        long idx = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t * 192;
        if (idx < 2560) {
            long pl = idx % 40;
            long il = idx / 40;
            ((local float*)(stack + 512))[il + pl * 64] = r[min(il, 19L) * 40 + pl];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i = (long)get_local_id(0);
    long ia = (long)get_local_id(0);
    long j = (long)get_local_id(1);
    long j_1 = (long)get_local_id(1) + 3;
    long j_2 = (long)get_local_id(1) + 6;
    float c00 = 0.0f;
    float c01 = 0.0f;
    float c02 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 40; ++k) {
        float a0 = ((local float*)(stack + 512))[ia + k * 64];
        float b0 = b[k + j * 40];
        float b1 = b[k + j_1 * 40];
        float b2 = b[k + j_2 * 40];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
    }
    if (i < 20) {
        c[i + j * 20] = c00;
        c[i + j_1 * 20] = c01;
        c[i + j_2 * 20] = c02;
    }
    global double* at = At + g * 4800;
    global double* bd = Bd + g * 288;
    global double* d = D + g * 600;
    long i_1 = (long)get_local_id(0);
    long ia_1 = (long)get_local_id(0);
    long i_2 = (long)get_local_id(0) + 64;
    long ia_2 = (long)get_local_id(0) + 64;
    long j_3 = (long)get_local_id(1);
    long j_4 = (long)get_local_id(1) + 3;
    double c00_1 = 0.0;
    double c01_1 = 0.0;
    double c10 = 0.0;
    double c11 = 0.0;
    for (long k0 = 0; k0 < 48; k0 += 16) {
        barrier(CLK_LOCAL_MEM_FENCE);
        #pragma unroll
        for (long t_1 = 0; t_1 < 11; ++t_1) {
            long idx_1 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t_1 * 192;
            if (idx_1 < 2048) {
                long pl_1 = idx_1 % 16;
                long il_1 = idx_1 / 16;
                ((local double*)(stack + 512))[il_1 + pl_1 * 128] = at[k0 + pl_1 + min(il_1, 99L) * 48];
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        #pragma unroll
        for (long k_1 = 0; k_1 < 16; ++k_1) {
            long kg = k0 + k_1;
            double a0_1 = ((local double*)(stack + 512))[ia_1 + k_1 * 128];
            double a1 = ((local double*)(stack + 512))[ia_2 + k_1 * 128];
            double b0_1 = bd[kg + j_3 * 48];
            double b1_1 = bd[kg + j_4 * 48];
            c00_1 += a0_1 * b0_1;
            c01_1 += a0_1 * b1_1;
            c10 += a1 * b0_1;
            c11 += a1 * b1_1;
        }
    }
    if (i_1 < 100) {
        d[i_1 + j_3 * 100] = d[i_1 + j_3 * 100] + -0.5 * c00_1;
        d[i_1 + j_4 * 100] = d[i_1 + j_4 * 100] + -0.5 * c01_1;
    }
    if (i_2 < 100) {
        d[i_2 + j_3 * 100] = d[i_2 + j_3 * 100] + -0.5 * c10;
        d[i_2 + j_4 * 100] = d[i_2 + j_4 * 100] + -0.5 * c11;
    }
    global double* au = Au + g * 3700;
    global double* b37 = Bd + g * 288;
    global double* e = E + g * 600;
    long i_3 = (long)get_local_id(0);
    long ia_3 = (long)get_local_id(0);
    long i_4 = (long)get_local_id(0) + 64;
    long ia_4 = (long)get_local_id(0) + 64;
    long j_5 = (long)get_local_id(1);
    long j_6 = (long)get_local_id(1) + 3;
    double c00_2 = 0.0;
    double c01_2 = 0.0;
    double c10_1 = 0.0;
    double c11_1 = 0.0;
    for (long k0_1 = 0; k0_1 < 37; k0_1 += 16) {
        barrier(CLK_LOCAL_MEM_FENCE);
        #pragma unroll
        for (long t_2 = 0; t_2 < 11; ++t_2) {
            long idx_2 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t_2 * 192;
            if (idx_2 < 2048) {
                long pl_2 = idx_2 % 16;
                long il_2 = idx_2 / 16;
                ((local double*)(stack + 512))[il_2 + pl_2 * 128] = au[min(k0_1 + pl_2, 36L) + min(il_2, 99L) * 37];
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        long kn = min(16L, 37 - k0_1);
        #pragma unroll
        for (long k_2 = 0; k_2 < kn; ++k_2) {
            long kg_1 = k0_1 + k_2;
            double a0_2 = ((local double*)(stack + 512))[ia_3 + k_2 * 128];
            double a1_1 = ((local double*)(stack + 512))[ia_4 + k_2 * 128];
            double b0_2 = b37[kg_1 + j_5 * 48];
            double b1_2 = b37[kg_1 + j_6 * 48];
            c00_2 += a0_2 * b0_2;
            c01_2 += a0_2 * b1_2;
            c10_1 += a1_1 * b0_2;
            c11_1 += a1_1 * b1_2;
        }
    }
    if (i_3 < 100) {
        e[i_3 + j_5 * 100] = c00_2;
        e[i_3 + j_6 * 100] = c01_2;
    }
    if (i_4 < 100) {
        e[i_4 + j_5 * 100] = c10_1;
        e[i_4 + j_6 * 100] = c11_1;
    }
    local float* t_3 = (local float*)stack;
    global float* s = S + g * 192;
    global float* tt = T + g * 96;
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t_4 = 0; t_4 < 4; ++t_4) {
        long idx_3 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t_4 * 192;
        long pl_3 = idx_3 % 12;
        long il_3 = idx_3 / 12;
        ((local float*)(stack + 512))[il_3 + pl_3 * 64] = s[pl_3 + min(il_3, 15L) * 12];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_5 = (long)get_local_id(0);
    long ia_5 = (long)get_local_id(0);
    long j_7 = (long)get_local_id(1);
    long jb = min(j_7, 7L);
    long j_8 = (long)get_local_id(1) + 3;
    long jb_1 = min(j_8, 7L);
    long j_9 = (long)get_local_id(1) + 6;
    long jb_2 = min(j_9, 7L);
    float c00_3 = 0.0f;
    float c01_3 = 0.0f;
    float c02_1 = 0.0f;
    #pragma unroll
    for (long k_3 = 0; k_3 < 12; ++k_3) {
        float a0_3 = ((local float*)(stack + 512))[ia_5 + k_3 * 64];
        float b0_3 = tt[k_3 + jb * 12];
        float b1_3 = tt[k_3 + jb_1 * 12];
        float b2_1 = tt[k_3 + jb_2 * 12];
        c00_3 += a0_3 * b0_3;
        c01_3 += a0_3 * b1_3;
        c02_1 += a0_3 * b2_1;
    }
    if (i_5 < 16) {
        if (j_7 < 8) {
            t_3[i_5 + j_7 * 16] = c00_3;
        }
        if (j_8 < 8) {
            t_3[i_5 + j_8 * 16] = c01_3;
        }
        if (j_9 < 8) {
            t_3[i_5 + j_9 * 16] = c02_1;
        }
    }
    global float* f = F + g * 128;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long i_6 = (long)get_local_id(0); i_6 < 16; i_6 += 64) {
        for (long c_1 = 0; c_1 < 1; ++c_1) {
            long jb_3 = (long)get_local_id(1) + c_1 * 9;
            float v;
            if (jb_3 < 8) {
                v = t_3[i_6 + jb_3 * 16];
            }
            long j_10 = jb_3 + 3;
            float v_1;
            if (j_10 < 8) {
                v_1 = t_3[i_6 + j_10 * 16];
            }
            long j_11 = jb_3 + 6;
            float v_2;
            if (j_11 < 8) {
                v_2 = t_3[i_6 + j_11 * 16];
            }
            if (jb_3 < 8) {
                f[i_6 + jb_3 * 16] = 2.0f * v;
            }
            if (j_10 < 8) {
                f[i_6 + j_10 * 16] = 2.0f * v_1;
            }
            if (j_11 < 8) {
                f[i_6 + j_11 * 16] = 2.0f * v_2;
            }
        }
    }
}
