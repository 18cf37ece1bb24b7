kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void gemm_alpha_beta(float alpha, float beta, global float* A, global float* B, global float* C1, global float* C2, global float* C3, global float* C4, global float* C5, global float* C6, global float* C7) {
    long i = (long)get_local_id(0);
    long ia = min(i, 9L);
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
    for (long k = 0; k < 6; ++k) {
        float a0 = A[ia + k * 10];
        float b0 = B[k + jb * 6];
        float b1 = B[k + jb_1 * 6];
        float b2 = B[k + jb_2 * 6];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
    }
    if (i < 10) {
        if (j < 5) {
            C1[i + j * 10] = c00;
        }
        if (j_1 < 5) {
            C1[i + j_1 * 10] = c01;
        }
        if (j_2 < 5) {
            C1[i + j_2 * 10] = c02;
        }
    }
    long i_1 = (long)get_local_id(0);
    long ia_1 = min(i_1, 9L);
    long j_3 = (long)get_local_id(1);
    long jb_3 = min(j_3, 4L);
    long j_4 = (long)get_local_id(1) + 2;
    long jb_4 = min(j_4, 4L);
    long j_5 = (long)get_local_id(1) + 4;
    long jb_5 = min(j_5, 4L);
    float c00_1 = 0.0f;
    float c01_1 = 0.0f;
    float c02_1 = 0.0f;
    #pragma unroll
    for (long k_1 = 0; k_1 < 6; ++k_1) {
        float a0_1 = A[ia_1 + k_1 * 10];
        float b0_1 = B[k_1 + jb_3 * 6];
        float b1_1 = B[k_1 + jb_4 * 6];
        float b2_1 = B[k_1 + jb_5 * 6];
        c00_1 += a0_1 * b0_1;
        c01_1 += a0_1 * b1_1;
        c02_1 += a0_1 * b2_1;
    }
    if (i_1 < 10) {
        if (j_3 < 5) {
            C2[i_1 + j_3 * 10] = C2[i_1 + j_3 * 10] + c00_1;
        }
        if (j_4 < 5) {
            C2[i_1 + j_4 * 10] = C2[i_1 + j_4 * 10] + c01_1;
        }
        if (j_5 < 5) {
            C2[i_1 + j_5 * 10] = C2[i_1 + j_5 * 10] + c02_1;
        }
    }
    long i_2 = (long)get_local_id(0);
    long ia_2 = min(i_2, 9L);
    long j_6 = (long)get_local_id(1);
    long jb_6 = min(j_6, 4L);
    long j_7 = (long)get_local_id(1) + 2;
    long jb_7 = min(j_7, 4L);
    long j_8 = (long)get_local_id(1) + 4;
    long jb_8 = min(j_8, 4L);
    float c00_2 = 0.0f;
    float c01_2 = 0.0f;
    float c02_2 = 0.0f;
    #pragma unroll
    for (long k_2 = 0; k_2 < 6; ++k_2) {
        float a0_2 = A[ia_2 + k_2 * 10];
        float b0_2 = B[k_2 + jb_6 * 6];
        float b1_2 = B[k_2 + jb_7 * 6];
        float b2_2 = B[k_2 + jb_8 * 6];
        c00_2 += a0_2 * b0_2;
        c01_2 += a0_2 * b1_2;
        c02_2 += a0_2 * b2_2;
    }
    if (i_2 < 10) {
        if (j_6 < 5) {
            C3[i_2 + j_6 * 10] = -0.5f * c00_2 + 2.5f * C3[i_2 + j_6 * 10];
        }
        if (j_7 < 5) {
            C3[i_2 + j_7 * 10] = -0.5f * c01_2 + 2.5f * C3[i_2 + j_7 * 10];
        }
        if (j_8 < 5) {
            C3[i_2 + j_8 * 10] = -0.5f * c02_2 + 2.5f * C3[i_2 + j_8 * 10];
        }
    }
    long i_3 = (long)get_local_id(0);
    long ia_3 = min(i_3, 9L);
    long j_9 = (long)get_local_id(1);
    long jb_9 = min(j_9, 4L);
    long j_10 = (long)get_local_id(1) + 2;
    long jb_10 = min(j_10, 4L);
    long j_11 = (long)get_local_id(1) + 4;
    long jb_11 = min(j_11, 4L);
    float c00_3 = 0.0f;
    float c01_3 = 0.0f;
    float c02_3 = 0.0f;
    #pragma unroll
    for (long k_3 = 0; k_3 < 6; ++k_3) {
        float a0_3 = A[ia_3 + k_3 * 10];
        float b0_3 = B[k_3 + jb_9 * 6];
        float b1_3 = B[k_3 + jb_10 * 6];
        float b2_3 = B[k_3 + jb_11 * 6];
        c00_3 += a0_3 * b0_3;
        c01_3 += a0_3 * b1_3;
        c02_3 += a0_3 * b2_3;
    }
    if (i_3 < 10) {
        if (j_9 < 5) {
            C4[i_3 + j_9 * 10] = alpha * c00_3 + beta * C4[i_3 + j_9 * 10];
        }
        if (j_10 < 5) {
            C4[i_3 + j_10 * 10] = alpha * c01_3 + beta * C4[i_3 + j_10 * 10];
        }
        if (j_11 < 5) {
            C4[i_3 + j_11 * 10] = alpha * c02_3 + beta * C4[i_3 + j_11 * 10];
        }
    }
    long i_4 = (long)get_local_id(0);
    long ia_4 = min(i_4, 9L);
    long j_12 = (long)get_local_id(1);
    long jb_12 = min(j_12, 4L);
    long j_13 = (long)get_local_id(1) + 2;
    long jb_13 = min(j_13, 4L);
    long j_14 = (long)get_local_id(1) + 4;
    long jb_14 = min(j_14, 4L);
    float c00_4 = 0.0f;
    float c01_4 = 0.0f;
    float c02_4 = 0.0f;
    #pragma unroll
    for (long k_4 = 0; k_4 < 6; ++k_4) {
        float a0_4 = A[ia_4 + k_4 * 10];
        float b0_4 = B[k_4 + jb_12 * 6];
        float b1_4 = B[k_4 + jb_13 * 6];
        float b2_4 = B[k_4 + jb_14 * 6];
        c00_4 += a0_4 * b0_4;
        c01_4 += a0_4 * b1_4;
        c02_4 += a0_4 * b2_4;
    }
    if (i_4 < 10) {
        if (j_12 < 5) {
            C5[i_4 + j_12 * 10] = alpha * c00_4;
        }
        if (j_13 < 5) {
            C5[i_4 + j_13 * 10] = alpha * c01_4;
        }
        if (j_14 < 5) {
            C5[i_4 + j_14 * 10] = alpha * c02_4;
        }
    }
    long i_5 = (long)get_local_id(0);
    long ia_5 = min(i_5, 9L);
    long j_15 = (long)get_local_id(1);
    long jb_15 = min(j_15, 4L);
    long j_16 = (long)get_local_id(1) + 2;
    long jb_16 = min(j_16, 4L);
    long j_17 = (long)get_local_id(1) + 4;
    long jb_17 = min(j_17, 4L);
    float c00_5 = 0.0f;
    float c01_5 = 0.0f;
    float c02_5 = 0.0f;
    #pragma unroll
    for (long k_5 = 0; k_5 < 6; ++k_5) {
        float a0_5 = A[ia_5 + k_5 * 10];
        float b0_5 = B[k_5 + jb_15 * 6];
        float b1_5 = B[k_5 + jb_16 * 6];
        float b2_5 = B[k_5 + jb_17 * 6];
        c00_5 += a0_5 * b0_5;
        c01_5 += a0_5 * b1_5;
        c02_5 += a0_5 * b2_5;
    }
    if (i_5 < 10) {
        if (j_15 < 5) {
            C6[i_5 + j_15 * 10] = C6[i_5 + j_15 * 10] + 0.0f * c00_5;
        }
        if (j_16 < 5) {
            C6[i_5 + j_16 * 10] = C6[i_5 + j_16 * 10] + 0.0f * c01_5;
        }
        if (j_17 < 5) {
            C6[i_5 + j_17 * 10] = C6[i_5 + j_17 * 10] + 0.0f * c02_5;
        }
    }
    long i_6 = (long)get_local_id(0);
    long ia_6 = min(i_6, 9L);
    long j_18 = (long)get_local_id(1);
    long jb_18 = min(j_18, 4L);
    long j_19 = (long)get_local_id(1) + 2;
    long jb_19 = min(j_19, 4L);
    long j_20 = (long)get_local_id(1) + 4;
    long jb_20 = min(j_20, 4L);
    float c00_6 = 0.0f;
    float c01_6 = 0.0f;
    float c02_6 = 0.0f;
    #pragma unroll
    for (long k_6 = 0; k_6 < 6; ++k_6) {
        float a0_6 = A[ia_6 + k_6 * 10];
        float b0_6 = B[k_6 + jb_18 * 6];
        float b1_6 = B[k_6 + jb_19 * 6];
        float b2_6 = B[k_6 + jb_20 * 6];
        c00_6 += a0_6 * b0_6;
        c01_6 += a0_6 * b1_6;
        c02_6 += a0_6 * b2_6;
    }
    if (i_6 < 10) {
        if (j_18 < 5) {
            C7[i_6 + j_18 * 10] = 3.0f * c00_6 + beta * C7[i_6 + j_18 * 10];
        }
        if (j_19 < 5) {
            C7[i_6 + j_19 * 10] = 3.0f * c01_6 + beta * C7[i_6 + j_19 * 10];
        }
        if (j_20 < 5) {
            C7[i_6 + j_20 * 10] = 3.0f * c02_6 + beta * C7[i_6 + j_20 * 10];
        }
    }
}
