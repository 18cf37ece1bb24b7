#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 4, 1)))
void dg_chain(double c, global double*global* I, long I_offset, global double*global* S, long S_offset, global double* D, global double*global* Q, long Q_offset, global float*global* F, global float* G, global float* H, global float*global* R) {
    local uchar stack[2144] __attribute__((aligned(64)));
    long e = (long)get_group_id(2);
    global double* I_e = I[e] + I_offset;
    global double* S_e = S[e] + S_offset;
    global double* Q_e = Q[e] + Q_offset;
    global float* F_e = F[e];
    global float* R_e = R[e];
    local double* T = (local double*)stack;
    local float* U = (local float*)(stack + 896);
    global double* v1 = I_e;
    long i = (long)get_local_id(0);
    long ia = min(i, 11L);
    long j = (long)get_local_id(1);
    long jb = min(j, 8L);
    long j_1 = (long)get_local_id(1) + 4;
    long jb_1 = min(j_1, 8L);
    long j_2 = (long)get_local_id(1) + 8;
    long jb_2 = min(j_2, 8L);
    double c00 = 0.0;
    double c01 = 0.0;
    double c02 = 0.0;
    #pragma unroll
    for (long k = 0; k < 9; ++k) {
        double a0 = v1[ia + k * 20];
        double b0 = S_e[k + jb * 9];
        double b1 = S_e[k + jb_1 * 9];
        double b2 = S_e[k + jb_2 * 9];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
    }
    if (i < 12) {
        if (j < 9) {
            T[i + j * 12] = c00;
        }
        if (j_1 < 9) {
            T[i + j_1 * 12] = c01;
        }
        if (j_2 < 9) {
            T[i + j_2 * 12] = c02;
        }
    }
    local double* v2 = T;
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_1 = (long)get_local_id(0);
    long ia_1 = min(i_1, 19L);
    long j_3 = (long)get_local_id(1);
    long jb_3 = min(j_3, 8L);
    long j_4 = (long)get_local_id(1) + 4;
    long jb_4 = min(j_4, 8L);
    long j_5 = (long)get_local_id(1) + 8;
    long jb_5 = min(j_5, 8L);
    double c00_1 = 0.0;
    double c01_1 = 0.0;
    double c02_1 = 0.0;
    #pragma unroll
    for (long k_1 = 0; k_1 < 10; ++k_1) {
        double a0_1 = D[ia_1 + k_1 * 20];
        double b0_1 = v2[k_1 + jb_3 * 12];
        double b1_1 = v2[k_1 + jb_4 * 12];
        double b2_1 = v2[k_1 + jb_5 * 12];
        c00_1 += a0_1 * b0_1;
        c01_1 += a0_1 * b1_1;
        c02_1 += a0_1 * b2_1;
    }
    if (i_1 < 20) {
        if (j_3 < 9) {
            Q_e[i_1 + j_3 * 20] = Q_e[i_1 + j_3 * 20] + c00_1;
        }
        if (j_4 < 9) {
            Q_e[i_1 + j_4 * 20] = Q_e[i_1 + j_4 * 20] + c01_1;
        }
        if (j_5 < 9) {
            Q_e[i_1 + j_5 * 20] = Q_e[i_1 + j_5 * 20] + c02_1;
        }
    }
    global double* v3 = I_e;
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_2 = (long)get_local_id(0); i_2 < 12; i_2 += 32) {
        for (long c_1 = 0; c_1 < 1; ++c_1) {
            long jb_6 = (long)get_local_id(1) + c_1 * 12;
            double v;
            double o;
            if (jb_6 < 9) {
                v = T[i_2 + jb_6 * 12];
                o = v3[i_2 + jb_6 * 20];
            }
            long j_6 = jb_6 + 4;
            double v_1;
            double o_1;
            if (j_6 < 9) {
                v_1 = T[i_2 + j_6 * 12];
                o_1 = v3[i_2 + j_6 * 20];
            }
            long j_7 = jb_6 + 8;
            double v_2;
            double o_2;
            if (j_7 < 9) {
                v_2 = T[i_2 + j_7 * 12];
                o_2 = v3[i_2 + j_7 * 20];
            }
            if (jb_6 < 9) {
                v3[i_2 + jb_6 * 20] = o + c * v;
            }
            if (j_6 < 9) {
                v3[i_2 + j_6 * 20] = o_1 + c * v_1;
            }
            if (j_7 < 9) {
                v3[i_2 + j_7 * 20] = o_2 + c * v_2;
            }
        }
    }
    long i_3 = (long)get_local_id(0);
    long ia_2 = min(i_3, 23L);
    long j_8 = (long)get_local_id(1);
    long jb_7 = min(j_8, 12L);
    long j_9 = (long)get_local_id(1) + 4;
    long jb_8 = min(j_9, 12L);
    long j_10 = (long)get_local_id(1) + 8;
    long jb_9 = min(j_10, 12L);
    long j_11 = (long)get_local_id(1) + 12;
    long jb_10 = min(j_11, 12L);
    float c00_2 = 0.0f;
    float c01_2 = 0.0f;
    float c02_2 = 0.0f;
    float c03 = 0.0f;
    #pragma unroll
    for (long k_2 = 0; k_2 < 13; ++k_2) {
        float a0_2 = F_e[ia_2 + k_2 * 24];
        float b0_2 = G[k_2 + jb_7 * 13];
        float b1_2 = G[k_2 + jb_8 * 13];
        float b2_2 = G[k_2 + jb_9 * 13];
        float b3 = G[k_2 + jb_10 * 13];
        c00_2 += a0_2 * b0_2;
        c01_2 += a0_2 * b1_2;
        c02_2 += a0_2 * b2_2;
        c03 += a0_2 * b3;
    }
    if (i_3 < 24) {
        if (j_8 < 13) {
            U[i_3 + j_8 * 24] = c00_2;
        }
        if (j_9 < 13) {
            U[i_3 + j_9 * 24] = c01_2;
        }
        if (j_10 < 13) {
            U[i_3 + j_10 * 24] = c02_2;
        }
        if (j_11 < 13) {
            U[i_3 + j_11 * 24] = c03;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_4 = (long)get_local_id(0);
    long ia_3 = min(i_4, 23L);
    long j_12 = (long)get_local_id(1);
    long jb_11 = min(j_12, 12L);
    long j_13 = (long)get_local_id(1) + 4;
    long jb_12 = min(j_13, 12L);
    long j_14 = (long)get_local_id(1) + 8;
    long jb_13 = min(j_14, 12L);
    long j_15 = (long)get_local_id(1) + 12;
    long jb_14 = min(j_15, 12L);
    float c00_3 = 0.0f;
    float c01_3 = 0.0f;
    float c02_3 = 0.0f;
    float c03_1 = 0.0f;
    #pragma unroll
    for (long k_3 = 0; k_3 < 13; ++k_3) {
        float a0_3 = U[ia_3 + k_3 * 24];
        float b0_3 = G[k_3 + jb_11 * 13];
        float b1_3 = G[k_3 + jb_12 * 13];
        float b2_3 = G[k_3 + jb_13 * 13];
        float b3_1 = G[k_3 + jb_14 * 13];
        c00_3 += a0_3 * b0_3;
        c01_3 += a0_3 * b1_3;
        c02_3 += a0_3 * b2_3;
        c03_1 += a0_3 * b3_1;
    }
    if (i_4 < 24) {
        if (j_12 < 13) {
            R_e[i_4 + j_12 * 24] = R_e[i_4 + j_12 * 24] + 0.5f * c00_3;
        }
        if (j_13 < 13) {
            R_e[i_4 + j_13 * 24] = R_e[i_4 + j_13 * 24] + 0.5f * c01_3;
        }
        if (j_14 < 13) {
            R_e[i_4 + j_14 * 24] = R_e[i_4 + j_14 * 24] + 0.5f * c02_3;
        }
        if (j_15 < 13) {
            R_e[i_4 + j_15 * 24] = R_e[i_4 + j_15 * 24] + 0.5f * c03_1;
        }
    }
    for (long i_5 = 0; i_5 < 2; ++i_5) {
        local float* u = U + i_5 * 24;
        barrier(CLK_GLOBAL_MEM_FENCE);
        long i_6 = (long)get_local_id(0);
        long ia_4 = min(i_6, 23L);
        long j_16 = (long)get_local_id(1);
        long jb_15 = min(j_16, 12L);
        long j_17 = (long)get_local_id(1) + 4;
        long jb_16 = min(j_17, 12L);
        long j_18 = (long)get_local_id(1) + 8;
        long jb_17 = min(j_18, 12L);
        long j_19 = (long)get_local_id(1) + 12;
        long jb_18 = min(j_19, 12L);
        float c00_4 = 0.0f;
        float c01_4 = 0.0f;
        float c02_4 = 0.0f;
        float c03_2 = 0.0f;
        #pragma unroll
        for (long k_4 = 0; k_4 < 4; ++k_4) {
            float a0_4 = u[ia_4 + k_4 * 24];
            float b0_4 = H[k_4 + jb_15 * 4];
            float b1_4 = H[k_4 + jb_16 * 4];
            float b2_4 = H[k_4 + jb_17 * 4];
            float b3_2 = H[k_4 + jb_18 * 4];
            c00_4 += a0_4 * b0_4;
            c01_4 += a0_4 * b1_4;
            c02_4 += a0_4 * b2_4;
            c03_2 += a0_4 * b3_2;
        }
        if (i_6 < 24) {
            if (j_16 < 13) {
                R_e[i_6 + j_16 * 24] = R_e[i_6 + j_16 * 24] + c00_4;
            }
            if (j_17 < 13) {
                R_e[i_6 + j_17 * 24] = R_e[i_6 + j_17 * 24] + c01_4;
            }
            if (j_18 < 13) {
                R_e[i_6 + j_18 * 24] = R_e[i_6 + j_18 * 24] + c02_4;
            }
            if (j_19 < 13) {
                R_e[i_6 + j_19 * 24] = R_e[i_6 + j_19 * 24] + c03_2;
            }
        }
    }
}
