#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 8, 1)))
void gemm_vector_blocks(float alpha, float beta, global float* A1, global float* B1, global float* C1, global double* A2, global double* B2, global double* C2, global float* A3, global float* B3, global float* C3, global float* A4, long A4_shape1, global float* B4, long B4_shape1, global float* C4, global double* A5, global double* B5, global double* C5) {
    long i = (long)get_local_id(0);
    long ia = min(i, 99L);
    long i_1 = (long)get_local_id(0) + 64;
    long ia_1 = min(i_1, 99L);
    long j = (long)get_local_id(1);
    long jb = min(j, 8L);
    long j_1 = (long)get_local_id(1) + 8;
    long jb_1 = min(j_1, 8L);
    float c00 = 0.0f;
    float c01 = 0.0f;
    float c10 = 0.0f;
    float c11 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 7; ++k) {
        float a0 = A1[ia + k * 100];
        float a1 = A1[ia_1 + k * 100];
        float b0 = B1[k + jb * 7];
        float b1 = B1[k + jb_1 * 7];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c10 += a1 * b0;
        c11 += a1 * b1;
    }
    if (i < 100) {
        if (j < 9) {
            C1[i + j * 100] = alpha * c00 + beta * C1[i + j * 100];
        }
        if (j_1 < 9) {
            C1[i + j_1 * 100] = alpha * c01 + beta * C1[i + j_1 * 100];
        }
    }
    if (i_1 < 100) {
        if (j < 9) {
            C1[i_1 + j * 100] = alpha * c10 + beta * C1[i_1 + j * 100];
        }
        if (j_1 < 9) {
            C1[i_1 + j_1 * 100] = alpha * c11 + beta * C1[i_1 + j_1 * 100];
        }
    }
    long i_2 = (long)get_local_id(0);
    long ia_2 = min(i_2, 69L);
    long i_3 = (long)get_local_id(0) + 64;
    long ia_3 = min(i_3, 69L);
    long j_2 = (long)get_local_id(1);
    long jb_2 = min(j_2, 19L);
    long j_3 = (long)get_local_id(1) + 8;
    long jb_3 = min(j_3, 19L);
    long j_4 = (long)get_local_id(1) + 16;
    long jb_4 = min(j_4, 19L);
    double c00_1 = 0.0;
    double c01_1 = 0.0;
    double c02 = 0.0;
    double c10_1 = 0.0;
    double c11_1 = 0.0;
    double c12 = 0.0;
    #pragma unroll
    for (long k_1 = 0; k_1 < 13; ++k_1) {
        double a0_1 = A2[ia_2 + k_1 * 70];
        double a1_1 = A2[ia_3 + k_1 * 70];
        double b0_1 = B2[k_1 + jb_2 * 13];
        double b1_1 = B2[k_1 + jb_3 * 13];
        double b2 = B2[k_1 + jb_4 * 13];
        c00_1 += a0_1 * b0_1;
        c01_1 += a0_1 * b1_1;
        c02 += a0_1 * b2;
        c10_1 += a1_1 * b0_1;
        c11_1 += a1_1 * b1_1;
        c12 += a1_1 * b2;
    }
    if (i_2 < 70) {
        if (j_2 < 20) {
            C2[i_2 + j_2 * 70] = C2[i_2 + j_2 * 70] + c00_1;
        }
        if (j_3 < 20) {
            C2[i_2 + j_3 * 70] = C2[i_2 + j_3 * 70] + c01_1;
        }
        if (j_4 < 20) {
            C2[i_2 + j_4 * 70] = C2[i_2 + j_4 * 70] + c02;
        }
    }
    if (i_3 < 70) {
        if (j_2 < 20) {
            C2[i_3 + j_2 * 70] = C2[i_3 + j_2 * 70] + c10_1;
        }
        if (j_3 < 20) {
            C2[i_3 + j_3 * 70] = C2[i_3 + j_3 * 70] + c11_1;
        }
        if (j_4 < 20) {
            C2[i_3 + j_4 * 70] = C2[i_3 + j_4 * 70] + c12;
        }
    }
    long i_4 = (long)get_local_id(0);
    long j_5 = (long)get_local_id(1);
    long j_6 = (long)get_local_id(1) + 8;
    long j_7 = (long)get_local_id(1) + 16;
    long j_8 = (long)get_local_id(1) + 24;
    long j_9 = (long)get_local_id(1) + 32;
    long j_10 = (long)get_local_id(1) + 40;
    long j_11 = (long)get_local_id(1) + 48;
    long j_12 = (long)get_local_id(1) + 56;
    float c00_2 = 0.0f;
    float c01_2 = 0.0f;
    float c02_1 = 0.0f;
    float c03 = 0.0f;
    float c04 = 0.0f;
    float c05 = 0.0f;
    float c06 = 0.0f;
    float c07 = 0.0f;
    #pragma unroll
    for (long k_2 = 0; k_2 < 64; ++k_2) {
        float a0_2 = A3[i_4 + k_2 * 64];
        float b0_2 = B3[k_2 + j_5 * 64];
        float b1_2 = B3[k_2 + j_6 * 64];
        float b2_1 = B3[k_2 + j_7 * 64];
        float b3 = B3[k_2 + j_8 * 64];
        float b4 = B3[k_2 + j_9 * 64];
        float b5 = B3[k_2 + j_10 * 64];
        float b6 = B3[k_2 + j_11 * 64];
        float b7 = B3[k_2 + j_12 * 64];
        c00_2 += a0_2 * b0_2;
        c01_2 += a0_2 * b1_2;
        c02_1 += a0_2 * b2_1;
        c03 += a0_2 * b3;
        c04 += a0_2 * b4;
        c05 += a0_2 * b5;
        c06 += a0_2 * b6;
        c07 += a0_2 * b7;
    }
    C3[i_4 + j_5 * 64] = c00_2;
    C3[i_4 + j_6 * 64] = c01_2;
    C3[i_4 + j_7 * 64] = c02_1;
    C3[i_4 + j_8 * 64] = c03;
    C3[i_4 + j_9 * 64] = c04;
    C3[i_4 + j_10 * 64] = c05;
    C3[i_4 + j_11 * 64] = c06;
    C3[i_4 + j_12 * 64] = c07;
    long i_5 = (long)get_local_id(0);
    long ia_4 = min(i_5, 42L);
    long j_13 = (long)get_local_id(1);
    long jb_5 = min(j_13, 11L);
    long j_14 = (long)get_local_id(1) + 8;
    long jb_6 = min(j_14, 11L);
    float c00_3 = 0.0f;
    float c01_3 = 0.0f;
    for (long k_3 = 0; k_3 < A4_shape1; ++k_3) {
        float a0_3 = A4[ia_4 + k_3 * 43];
        float b0_3 = B4[jb_5 + k_3 * 12];
        float b1_3 = B4[jb_6 + k_3 * 12];
        c00_3 += a0_3 * b0_3;
        c01_3 += a0_3 * b1_3;
    }
    if (i_5 < 43) {
        if (j_13 < 12) {
            C4[i_5 + j_13 * 43] = c00_3;
        }
        if (j_14 < 12) {
            C4[i_5 + j_14 * 43] = c01_3;
        }
    }
    long i_6 = (long)get_local_id(0);
    long ia_5 = min(i_6, 60L);
    long j_15 = (long)get_local_id(1);
    long jb_7 = min(j_15, 9L);
    long j_16 = (long)get_local_id(1) + 8;
    long jb_8 = min(j_16, 9L);
    double c00_4 = 0.0;
    double c01_4 = 0.0;
    #pragma unroll
    for (long k_4 = 0; k_4 < 6; ++k_4) {
        double a0_4 = A5[ia_5 + k_4 * 61];
        double b0_4 = B5[k_4 + jb_7 * 6];
        double b1_4 = B5[k_4 + jb_8 * 6];
        c00_4 += a0_4 * b0_4;
        c01_4 += a0_4 * b1_4;
    }
    if (i_6 < 61) {
        if (j_15 < 10) {
            C5[i_6 + j_15 * 61] = C5[i_6 + j_15 * 61] + c00_4;
        }
        if (j_16 < 10) {
            C5[i_6 + j_16 * 61] = C5[i_6 + j_16 * 61] + c01_4;
        }
    }
}
