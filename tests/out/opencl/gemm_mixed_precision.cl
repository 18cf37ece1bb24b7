#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void gemm_mixed_precision(double alpha64, global float* A, global float* B, global float* C1, global double* D, global double* C2, global int* I, global int* J, global float* C3, global char* K8, global short* L16, global int* C4, global short* M16, global short* N16, global short* C5, global int* C6, global char* P8, global int* C7, global char* C8) {
    long i = (long)get_local_id(0);
    long ia = min(i, 8L);
    long j = (long)get_local_id(1);
    long j_1 = (long)get_local_id(1) + 2;
    long j_2 = (long)get_local_id(1) + 4;
    float c00 = 0.0f;
    float c01 = 0.0f;
    float c02 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 4; ++k) {
        float a0 = A[ia + k * 9];
        float b0 = B[k + j * 4];
        float b1 = B[k + j_1 * 4];
        float b2 = B[k + j_2 * 4];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
    }
    if (i < 9) {
        C1[i + j * 9] = (float)(alpha64 * (double)c00 + 0.5 * (double)C1[i + j * 9]);
        C1[i + j_1 * 9] = (float)(alpha64 * (double)c01 + 0.5 * (double)C1[i + j_1 * 9]);
        C1[i + j_2 * 9] = (float)(alpha64 * (double)c02 + 0.5 * (double)C1[i + j_2 * 9]);
    }
    long i_1 = (long)get_local_id(0);
    long ia_1 = min(i_1, 8L);
    long j_3 = (long)get_local_id(1);
    long j_4 = (long)get_local_id(1) + 2;
    long j_5 = (long)get_local_id(1) + 4;
    double c00_1 = 0.0;
    double c01_1 = 0.0;
    double c02_1 = 0.0;
    #pragma unroll
    for (long k_1 = 0; k_1 < 4; ++k_1) {
        float a0_1 = A[ia_1 + k_1 * 9];
        double b0_1 = D[k_1 + j_3 * 4];
        double b1_1 = D[k_1 + j_4 * 4];
        double b2_1 = D[k_1 + j_5 * 4];
        c00_1 += (double)a0_1 * b0_1;
        c01_1 += (double)a0_1 * b1_1;
        c02_1 += (double)a0_1 * b2_1;
    }
    if (i_1 < 9) {
        C2[i_1 + j_3 * 9] = c00_1;
        C2[i_1 + j_4 * 9] = c01_1;
        C2[i_1 + j_5 * 9] = c02_1;
    }
    long i_2 = (long)get_local_id(0);
    long ia_2 = min(i_2, 8L);
    long j_6 = (long)get_local_id(1);
    long j_7 = (long)get_local_id(1) + 2;
    long j_8 = (long)get_local_id(1) + 4;
    float c00_2 = 0.0f;
    float c01_2 = 0.0f;
    float c02_2 = 0.0f;
    #pragma unroll
    for (long k_2 = 0; k_2 < 4; ++k_2) {
        int a0_2 = I[ia_2 + k_2 * 9];
        int b0_2 = J[k_2 + j_6 * 4];
        int b1_2 = J[k_2 + j_7 * 4];
        int b2_2 = J[k_2 + j_8 * 4];
        c00_2 += (float)((int)((uint)a0_2 * (uint)b0_2));
        c01_2 += (float)((int)((uint)a0_2 * (uint)b1_2));
        c02_2 += (float)((int)((uint)a0_2 * (uint)b2_2));
    }
    if (i_2 < 9) {
        C3[i_2 + j_6 * 9] = c00_2 + 0.25f * C3[i_2 + j_6 * 9];
        C3[i_2 + j_7 * 9] = c01_2 + 0.25f * C3[i_2 + j_7 * 9];
        C3[i_2 + j_8 * 9] = c02_2 + 0.25f * C3[i_2 + j_8 * 9];
    }
    long i_3 = (long)get_local_id(0);
    long ia_3 = min(i_3, 8L);
    long j_9 = (long)get_local_id(1);
    long j_10 = (long)get_local_id(1) + 2;
    long j_11 = (long)get_local_id(1) + 4;
    int c00_3 = 0;
    int c01_3 = 0;
    int c02_3 = 0;
    #pragma unroll
    for (long k_3 = 0; k_3 < 4; ++k_3) {
        char a0_3 = K8[ia_3 + k_3 * 9];
        short b0_3 = L16[k_3 + j_9 * 4];
        short b1_3 = L16[k_3 + j_10 * 4];
        short b2_3 = L16[k_3 + j_11 * 4];
        c00_3 = (int)((uint)c00_3 + (uint)(int)(short)((short)a0_3 * b0_3));
        c01_3 = (int)((uint)c01_3 + (uint)(int)(short)((short)a0_3 * b1_3));
        c02_3 = (int)((uint)c02_3 + (uint)(int)(short)((short)a0_3 * b2_3));
    }
    if (i_3 < 9) {
        C4[i_3 + j_9 * 9] = (int)((uint)C4[i_3 + j_9 * 9] + (uint)c00_3);
        C4[i_3 + j_10 * 9] = (int)((uint)C4[i_3 + j_10 * 9] + (uint)c01_3);
        C4[i_3 + j_11 * 9] = (int)((uint)C4[i_3 + j_11 * 9] + (uint)c02_3);
    }
    long i_4 = (long)get_local_id(0);
    long ia_4 = min(i_4, 8L);
    long j_12 = (long)get_local_id(1);
    long j_13 = (long)get_local_id(1) + 2;
    long j_14 = (long)get_local_id(1) + 4;
    short c00_4 = 0;
    short c01_4 = 0;
    short c02_4 = 0;
    #pragma unroll
    for (long k_4 = 0; k_4 < 4; ++k_4) {
        short a0_4 = M16[ia_4 + k_4 * 9];
        short b0_4 = N16[k_4 + j_12 * 4];
        short b1_4 = N16[k_4 + j_13 * 4];
        short b2_4 = N16[k_4 + j_14 * 4];
        c00_4 = (short)(c00_4 + (short)(a0_4 * b0_4));
        c01_4 = (short)(c01_4 + (short)(a0_4 * b1_4));
        c02_4 = (short)(c02_4 + (short)(a0_4 * b2_4));
    }
    if (i_4 < 9) {
        C5[i_4 + j_12 * 9] = (short)(5 * c00_4);
        C5[i_4 + j_13 * 9] = (short)(5 * c01_4);
        C5[i_4 + j_14 * 9] = (short)(5 * c02_4);
    }
    long i_5 = (long)get_local_id(0);
    long ia_5 = min(i_5, 8L);
    long j_15 = (long)get_local_id(1);
    long j_16 = (long)get_local_id(1) + 2;
    long j_17 = (long)get_local_id(1) + 4;
    int c00_5 = 0;
    int c01_5 = 0;
    int c02_5 = 0;
    #pragma unroll
    for (long k_5 = 0; k_5 < 4; ++k_5) {
        int a0_5 = I[ia_5 + k_5 * 9];
        int b0_5 = J[k_5 + j_15 * 4];
        int b1_5 = J[k_5 + j_16 * 4];
        int b2_5 = J[k_5 + j_17 * 4];
        c00_5 = (int)((uint)c00_5 + (uint)((int)((uint)a0_5 * (uint)b0_5)));
        c01_5 = (int)((uint)c01_5 + (uint)((int)((uint)a0_5 * (uint)b1_5)));
        c02_5 = (int)((uint)c02_5 + (uint)((int)((uint)a0_5 * (uint)b2_5)));
    }
    if (i_5 < 9) {
        C6[i_5 + j_15 * 9] = (int)(isnan(0.5f * (float)c00_5 + 3.0f * (float)C6[i_5 + j_15 * 9]) ? 0 : convert_int_sat_rtz(0.5f * (float)c00_5 + 3.0f * (float)C6[i_5 + j_15 * 9]));
        C6[i_5 + j_16 * 9] = (int)(isnan(0.5f * (float)c01_5 + 3.0f * (float)C6[i_5 + j_16 * 9]) ? 0 : convert_int_sat_rtz(0.5f * (float)c01_5 + 3.0f * (float)C6[i_5 + j_16 * 9]));
        C6[i_5 + j_17 * 9] = (int)(isnan(0.5f * (float)c02_5 + 3.0f * (float)C6[i_5 + j_17 * 9]) ? 0 : convert_int_sat_rtz(0.5f * (float)c02_5 + 3.0f * (float)C6[i_5 + j_17 * 9]));
    }
    long i_6 = (long)get_local_id(0);
    long ia_6 = min(i_6, 8L);
    long j_18 = (long)get_local_id(1);
    long j_19 = (long)get_local_id(1) + 2;
    long j_20 = (long)get_local_id(1) + 4;
    int c00_6 = 0;
    int c01_6 = 0;
    int c02_6 = 0;
    #pragma unroll
    for (long k_6 = 0; k_6 < 4; ++k_6) {
        char a0_6 = K8[ia_6 + k_6 * 9];
        char b0_6 = P8[k_6 + j_18 * 4];
        char b1_6 = P8[k_6 + j_19 * 4];
        char b2_6 = P8[k_6 + j_20 * 4];
        c00_6 = (int)((uint)c00_6 + (uint)(int)(char)(a0_6 * b0_6));
        c01_6 = (int)((uint)c01_6 + (uint)(int)(char)(a0_6 * b1_6));
        c02_6 = (int)((uint)c02_6 + (uint)(int)(char)(a0_6 * b2_6));
    }
    if (i_6 < 9) {
        C7[i_6 + j_18 * 9] = c00_6;
        C7[i_6 + j_19 * 9] = c01_6;
        C7[i_6 + j_20 * 9] = c02_6;
    }
    long i_7 = (long)get_local_id(0);
    long ia_7 = min(i_7, 8L);
    long j_21 = (long)get_local_id(1);
    long j_22 = (long)get_local_id(1) + 2;
    long j_23 = (long)get_local_id(1) + 4;
    char c00_7 = 0;
    char c01_7 = 0;
    char c02_7 = 0;
    #pragma unroll
    for (long k_7 = 0; k_7 < 4; ++k_7) {
        char a0_7 = K8[ia_7 + k_7 * 9];
        char b0_7 = P8[k_7 + j_21 * 4];
        char b1_7 = P8[k_7 + j_22 * 4];
        char b2_7 = P8[k_7 + j_23 * 4];
        c00_7 = (char)(c00_7 + (char)(a0_7 * b0_7));
        c01_7 = (char)(c01_7 + (char)(a0_7 * b1_7));
        c02_7 = (char)(c02_7 + (char)(a0_7 * b2_7));
    }
    if (i_7 < 9) {
        C8[i_7 + j_21 * 9] = (char)((char)(3 * c00_7) + (char)(2 * C8[i_7 + j_21 * 9]));
        C8[i_7 + j_22 * 9] = (char)((char)(3 * c01_7) + (char)(2 * C8[i_7 + j_22 * 9]));
        C8[i_7 + j_23 * 9] = (char)((char)(3 * c02_7) + (char)(2 * C8[i_7 + j_23 * 9]));
    }
}
