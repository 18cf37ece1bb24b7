kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void gemm_transposes(global float* A, long A_shape2, global float* At, long At_shape2, global float* B, long B_shape2, global float* Bt, long Bt_shape2, global float* C1, long C1_shape2, global float* C2, long C2_shape2, global float* C3, long C3_shape2, global float* C4, long C4_shape2) {
    local uchar stack[1152] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    global float* a = A + g * 117;
    global float* at = At + g * 117;
    global float* b = B + g * 63;
    global float* bt = Bt + g * 63;
    global float* c1 = C1 + g * 91;
    global float* c2 = C2 + g * 91;
    global float* c3 = C3 + g * 91;
    global float* c4 = C4 + g * 91;
    long i = (long)get_local_id(0);
    long ia = min(i, 12L);
    long j = (long)get_local_id(1);
    long jb = min(j, 6L);
    long j_1 = (long)get_local_id(1) + 2;
    long jb_1 = min(j_1, 6L);
    long j_2 = (long)get_local_id(1) + 4;
    long jb_2 = min(j_2, 6L);
    long j_3 = (long)get_local_id(1) + 6;
    long jb_3 = min(j_3, 6L);
    float c00 = 0.0f;
    float c01 = 0.0f;
    float c02 = 0.0f;
    float c03 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 9; ++k) {
        float a0 = a[ia + k * 13];
        float b0 = b[k + jb * 9];
        float b1 = b[k + jb_1 * 9];
        float b2 = b[k + jb_2 * 9];
        float b3 = b[k + jb_3 * 9];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
        c03 += a0 * b3;
    }
    if (i < 13) {
        if (j < 7) {
            c1[i + j * 13] = c00;
        }
        if (j_1 < 7) {
            c1[i + j_1 * 13] = c01;
        }
        if (j_2 < 7) {
            c1[i + j_2 * 13] = c02;
        }
        if (j_3 < 7) {
            c1[i + j_3 * 13] = c03;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t = 0; t < 5; ++t) {
        long idx = (long)get_local_id(0) + 32 * (long)get_local_id(1) + t * 64;
        if (idx < 288) {
            long pl = idx % 9;
            long il = idx / 9;
            ((local float*)stack)[il + pl * 32] = at[pl + min(il, 12L) * 9];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_1 = (long)get_local_id(0);
    long ia_1 = (long)get_local_id(0);
    long j_4 = (long)get_local_id(1);
    long jb_4 = min(j_4, 6L);
    long j_5 = (long)get_local_id(1) + 2;
    long jb_5 = min(j_5, 6L);
    long j_6 = (long)get_local_id(1) + 4;
    long jb_6 = min(j_6, 6L);
    long j_7 = (long)get_local_id(1) + 6;
    long jb_7 = min(j_7, 6L);
    float c00_1 = 0.0f;
    float c01_1 = 0.0f;
    float c02_1 = 0.0f;
    float c03_1 = 0.0f;
    #pragma unroll
    for (long k_1 = 0; k_1 < 9; ++k_1) {
        float a0_1 = ((local float*)stack)[ia_1 + k_1 * 32];
        float b0_1 = b[k_1 + jb_4 * 9];
        float b1_1 = b[k_1 + jb_5 * 9];
        float b2_1 = b[k_1 + jb_6 * 9];
        float b3_1 = b[k_1 + jb_7 * 9];
        c00_1 += a0_1 * b0_1;
        c01_1 += a0_1 * b1_1;
        c02_1 += a0_1 * b2_1;
        c03_1 += a0_1 * b3_1;
    }
    if (i_1 < 13) {
        if (j_4 < 7) {
            c2[i_1 + j_4 * 13] = c00_1;
        }
        if (j_5 < 7) {
            c2[i_1 + j_5 * 13] = c01_1;
        }
        if (j_6 < 7) {
            c2[i_1 + j_6 * 13] = c02_1;
        }
        if (j_7 < 7) {
            c2[i_1 + j_7 * 13] = c03_1;
        }
    }
    long i_2 = (long)get_local_id(0);
    long ia_2 = min(i_2, 12L);
    long j_8 = (long)get_local_id(1);
    long jb_8 = min(j_8, 6L);
    long j_9 = (long)get_local_id(1) + 2;
    long jb_9 = min(j_9, 6L);
    long j_10 = (long)get_local_id(1) + 4;
    long jb_10 = min(j_10, 6L);
    long j_11 = (long)get_local_id(1) + 6;
    long jb_11 = min(j_11, 6L);
    float c00_2 = 0.0f;
    float c01_2 = 0.0f;
    float c02_2 = 0.0f;
    float c03_2 = 0.0f;
    #pragma unroll
    for (long k_2 = 0; k_2 < 9; ++k_2) {
        float a0_2 = a[ia_2 + k_2 * 13];
        float b0_2 = bt[jb_8 + k_2 * 7];
        float b1_2 = bt[jb_9 + k_2 * 7];
        float b2_2 = bt[jb_10 + k_2 * 7];
        float b3_2 = bt[jb_11 + k_2 * 7];
        c00_2 += a0_2 * b0_2;
        c01_2 += a0_2 * b1_2;
        c02_2 += a0_2 * b2_2;
        c03_2 += a0_2 * b3_2;
    }
    if (i_2 < 13) {
        if (j_8 < 7) {
            c3[i_2 + j_8 * 13] = 2.0f * c00_2;
        }
        if (j_9 < 7) {
            c3[i_2 + j_9 * 13] = 2.0f * c01_2;
        }
        if (j_10 < 7) {
            c3[i_2 + j_10 * 13] = 2.0f * c02_2;
        }
        if (j_11 < 7) {
            c3[i_2 + j_11 * 13] = 2.0f * c03_2;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t_1 = 0; t_1 < 5; ++t_1) {
        long idx_1 = (long)get_local_id(0) + 32 * (long)get_local_id(1) + t_1 * 64;
        if (idx_1 < 288) {
            long pl_1 = idx_1 % 9;
            long il_1 = idx_1 / 9;
            ((local float*)stack)[il_1 + pl_1 * 32] = at[pl_1 + min(il_1, 12L) * 9];
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_3 = (long)get_local_id(0);
    long ia_3 = (long)get_local_id(0);
    long j_12 = (long)get_local_id(1);
    long jb_12 = min(j_12, 6L);
    long j_13 = (long)get_local_id(1) + 2;
    long jb_13 = min(j_13, 6L);
    long j_14 = (long)get_local_id(1) + 4;
    long jb_14 = min(j_14, 6L);
    long j_15 = (long)get_local_id(1) + 6;
    long jb_15 = min(j_15, 6L);
    float c00_3 = 0.0f;
    float c01_3 = 0.0f;
    float c02_3 = 0.0f;
    float c03_3 = 0.0f;
    #pragma unroll
    for (long k_3 = 0; k_3 < 9; ++k_3) {
        float a0_3 = ((local float*)stack)[ia_3 + k_3 * 32];
        float b0_3 = bt[jb_12 + k_3 * 7];
        float b1_3 = bt[jb_13 + k_3 * 7];
        float b2_3 = bt[jb_14 + k_3 * 7];
        float b3_3 = bt[jb_15 + k_3 * 7];
        c00_3 += a0_3 * b0_3;
        c01_3 += a0_3 * b1_3;
        c02_3 += a0_3 * b2_3;
        c03_3 += a0_3 * b3_3;
    }
    if (i_3 < 13) {
        if (j_12 < 7) {
            c4[i_3 + j_12 * 13] = c4[i_3 + j_12 * 13] + c00_3;
        }
        if (j_13 < 7) {
            c4[i_3 + j_13 * 13] = c4[i_3 + j_13 * 13] + c01_3;
        }
        if (j_14 < 7) {
            c4[i_3 + j_14 * 13] = c4[i_3 + j_14 * 13] + c02_3;
        }
        if (j_15 < 7) {
            c4[i_3 + j_15 * 13] = c4[i_3 + j_15 * 13] + c03_3;
        }
    }
}
