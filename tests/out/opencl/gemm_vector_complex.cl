#pragma OPENCL EXTENSION cl_khr_fp64 : enable
float2 tinyc_cmul_f(float2 a, float2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    return (float2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
float2 tinyc_cdiv_f(float2 a, float2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    if (fabs(b.x) >= fabs(b.y)) {
        float r = b.y / b.x, d = b.x + b.y * r;
        return (float2)((a.x + a.y * r) / d, (a.y - a.x * r) / d);
    }
    float r = b.x / b.y, d = b.x * r + b.y;
    return (float2)((a.x * r + a.y) / d, (a.y * r - a.x) / d);
}
double2 tinyc_cmul_d(double2 a, double2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    return (double2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
double2 tinyc_cdiv_d(double2 a, double2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    if (fabs(b.x) >= fabs(b.y)) {
        double r = b.y / b.x, d = b.x + b.y * r;
        return (double2)((a.x + a.y * r) / d, (a.y - a.x * r) / d);
    }
    double r = b.x / b.y, d = b.x * r + b.y;
    return (double2)((a.x * r + a.y) / d, (a.y * r - a.x) / d);
}

kernel __attribute__((reqd_work_group_size(64, 4, 1)))
void gemm_vector_complex(float2 alpha, float2 beta, double2 alpha2, global float2* A1, global float2* B1, global float2* C1, global float2* A2, global float2* B2, global float2* C2, global double2* A3, global double2* B3, global double2* C3, global double2* A4, long A4_shape1, global double2* B4, long B4_shape0, long B4_stride1, global double2* C4) {
    long i = (long)get_local_id(0);
    long ia = min(i, 39L);
    long j = (long)get_local_id(1);
    long jb = min(j, 8L);
    long j_1 = (long)get_local_id(1) + 4;
    long jb_1 = min(j_1, 8L);
    long j_2 = (long)get_local_id(1) + 8;
    long jb_2 = min(j_2, 8L);
    float2 c00 = (float2)(0.0f, 0.0f);
    float2 c01 = (float2)(0.0f, 0.0f);
    float2 c02 = (float2)(0.0f, 0.0f);
    #pragma unroll
    for (long k = 0; k < 7; ++k) {
        float2 a0 = A1[ia + k * 40];
        float2 b0 = B1[k + jb * 7];
        float2 b1 = B1[k + jb_1 * 7];
        float2 b2 = B1[k + jb_2 * 7];
        c00 += tinyc_cmul_f(a0, b0);
        c01 += tinyc_cmul_f(a0, b1);
        c02 += tinyc_cmul_f(a0, b2);
    }
    if (i < 40) {
        if (j < 9) {
            C1[i + j * 40] = tinyc_cmul_f(alpha, c00) + tinyc_cmul_f(beta, C1[i + j * 40]);
        }
        if (j_1 < 9) {
            C1[i + j_1 * 40] = tinyc_cmul_f(alpha, c01) + tinyc_cmul_f(beta, C1[i + j_1 * 40]);
        }
        if (j_2 < 9) {
            C1[i + j_2 * 40] = tinyc_cmul_f(alpha, c02) + tinyc_cmul_f(beta, C1[i + j_2 * 40]);
        }
    }
    long i_1 = (long)get_local_id(0);
    long ia_1 = min(i_1, 22L);
    long j_3 = (long)get_local_id(1);
    long j_4 = (long)get_local_id(1) + 4;
    long j_5 = (long)get_local_id(1) + 8;
    float2 c00_1 = (float2)(0.0f, 0.0f);
    float2 c01_1 = (float2)(0.0f, 0.0f);
    float2 c02_1 = (float2)(0.0f, 0.0f);
    #pragma unroll
    for (long k_1 = 0; k_1 < 5; ++k_1) {
        float2 a0_1 = A2[ia_1 + k_1 * 23];
        float2 b0_1 = B2[j_3 + k_1 * 12];
        float2 b1_1 = B2[j_4 + k_1 * 12];
        float2 b2_1 = B2[j_5 + k_1 * 12];
        c00_1 += tinyc_cmul_f(a0_1, b0_1);
        c01_1 += tinyc_cmul_f(a0_1, b1_1);
        c02_1 += tinyc_cmul_f(a0_1, b2_1);
    }
    if (i_1 < 23) {
        C2[i_1 + j_3 * 23] = c00_1;
        C2[i_1 + j_4 * 23] = c01_1;
        C2[i_1 + j_5 * 23] = c02_1;
    }
    long i_2 = (long)get_local_id(0);
    long ia_2 = min(i_2, 29L);
    long j_6 = (long)get_local_id(1);
    long jb_3 = min(j_6, 8L);
    long j_7 = (long)get_local_id(1) + 4;
    long jb_4 = min(j_7, 8L);
    long j_8 = (long)get_local_id(1) + 8;
    long jb_5 = min(j_8, 8L);
    double2 c00_2 = (double2)(0.0, 0.0);
    double2 c01_2 = (double2)(0.0, 0.0);
    double2 c02_2 = (double2)(0.0, 0.0);
    #pragma unroll
    for (long k_2 = 0; k_2 < 6; ++k_2) {
        double2 a0_2 = A3[ia_2 + k_2 * 30];
        double2 b0_2 = B3[k_2 + jb_3 * 6];
        double2 b1_2 = B3[k_2 + jb_4 * 6];
        double2 b2_2 = B3[k_2 + jb_5 * 6];
        c00_2 += tinyc_cmul_d(a0_2, b0_2);
        c01_2 += tinyc_cmul_d(a0_2, b1_2);
        c02_2 += tinyc_cmul_d(a0_2, b2_2);
    }
    if (i_2 < 30) {
        if (j_6 < 9) {
            C3[i_2 + j_6 * 30] = C3[i_2 + j_6 * 30] + tinyc_cmul_d(alpha2, c00_2);
        }
        if (j_7 < 9) {
            C3[i_2 + j_7 * 30] = C3[i_2 + j_7 * 30] + tinyc_cmul_d(alpha2, c01_2);
        }
        if (j_8 < 9) {
            C3[i_2 + j_8 * 30] = C3[i_2 + j_8 * 30] + tinyc_cmul_d(alpha2, c02_2);
        }
    }
    long i_3 = (long)get_local_id(0);
    long ia_3 = min(i_3, 15L);
    long j_9 = (long)get_local_id(1);
    long j_10 = (long)get_local_id(1) + 4;
    long j_11 = (long)get_local_id(1) + 8;
    long j_12 = (long)get_local_id(1) + 12;
    double2 c00_3 = (double2)(0.0, 0.0);
    double2 c01_3 = (double2)(0.0, 0.0);
    double2 c02_3 = (double2)(0.0, 0.0);
    double2 c03 = (double2)(0.0, 0.0);
    for (long k_3 = 0; k_3 < A4_shape1; ++k_3) {
        double2 a0_3 = A4[ia_3 + k_3 * 16];
        double2 b0_3 = B4[k_3 + j_9 * B4_stride1];
        double2 b1_3 = B4[k_3 + j_10 * B4_stride1];
        double2 b2_3 = B4[k_3 + j_11 * B4_stride1];
        double2 b3 = B4[k_3 + j_12 * B4_stride1];
        c00_3 += tinyc_cmul_d(a0_3, b0_3);
        c01_3 += tinyc_cmul_d(a0_3, b1_3);
        c02_3 += tinyc_cmul_d(a0_3, b2_3);
        c03 += tinyc_cmul_d(a0_3, b3);
    }
    if (i_3 < 16) {
        C4[i_3 + j_9 * 16] = c00_3;
        C4[i_3 + j_10 * 16] = c01_3;
        C4[i_3 + j_11 * 16] = c02_3;
        C4[i_3 + j_12 * 16] = c03;
    }
}
