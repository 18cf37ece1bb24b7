#pragma OPENCL EXTENSION cl_khr_fp64 : enable
float tinyc_f16(float x) {
    uint u = as_uint(x), a = u & 0x7fffffffu, s = u & 0x80000000u;
    uint normal = (u + 0xfffu + ((u >> 13) & 1u)) & 0xffffe000u;
    uint tiny = as_uint((as_float(min(a, 0x38800000u)) + 0.5f) - 0.5f) | s;
    uint r = a < 0x38800000u ? tiny : normal;
    r = a >= 0x477ff000u ? (s | 0x7f800000u) : r;
    return a >= 0x7f800000u ? x : as_float(r);
}
float tinyc_f16_load(ushort h) {
    uint s = (uint)(h & 0x8000u) << 16, m = (uint)(h & 0x7fffu) << 13;
    if (m - 0x00800000u < 0x0f000000u) return as_float((m + 0x38000000u) | s);
    uint tiny = as_uint((float)(h & 0x3ffu) * 5.9604644775390625e-8f);
    return as_float((m >= 0x0f800000u ? m | 0x7f800000u : tiny) | s);
}
ushort tinyc_f16_bits(float x) {
    uint u = as_uint(x), s = (u >> 16) & 0x8000u, a = u & 0x7fffffffu;
    if (a > 0x7f800000u) return (ushort)(s | 0x7e00u | ((a >> 13) & 0x3ffu));
    if (a >= 0x47800000u) return (ushort)(s | 0x7c00u);
    if (a < 0x38800000u) return (ushort)(s | (uint)(as_float(a) * 16777216.0f));
    return (ushort)(s | (((a >> 23) - 112u) << 10) | ((a >> 13) & 0x3ffu));
}
float tinyc_bf16(float x) {
    uint u = as_uint(x);
    if ((u & 0x7fffffffu) > 0x7f800000u) return as_float((u | 0x00400000u) & 0xffff0000u);
    return as_float((u + 0x7fffu + ((u >> 16) & 1u)) & 0xffff0000u);
}
float tinyc_bf16_load(ushort b) { return as_float((uint)b << 16); }
ushort tinyc_bf16_bits(float x) { return (ushort)(as_uint(x) >> 16); }

kernel __attribute__((reqd_work_group_size(64, 3, 1)))
void gemm_vector_types(float alpha, float beta, global half* A1, global half* B1, global float* C1, global ushort* A2, global ushort* B2, global float* C2, global half* A3, global ushort* B3, global double* C3, global float* A4, global double* B4, global double* C4, global half* A5, long A5_shape1, global half* B5, long B5_shape0, long B5_stride1, global float* C5) {
    long i = (long)get_local_id(0);
    long ia = min(i, 71L);
    long i_1 = (long)get_local_id(0) + 64;
    long ia_1 = min(i_1, 71L);
    long j = (long)get_local_id(1);
    long j_1 = (long)get_local_id(1) + 3;
    long j_2 = (long)get_local_id(1) + 6;
    float c00 = 0.0f;
    float c01 = 0.0f;
    float c02 = 0.0f;
    float c10 = 0.0f;
    float c11 = 0.0f;
    float c12 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 7; ++k) {
        float a0 = tinyc_f16_load(((global ushort*)A1)[ia + k * 72]);
        float a1 = tinyc_f16_load(((global ushort*)A1)[ia_1 + k * 72]);
        float b0 = tinyc_f16_load(((global ushort*)B1)[k + j * 7]);
        float b1 = tinyc_f16_load(((global ushort*)B1)[k + j_1 * 7]);
        float b2 = tinyc_f16_load(((global ushort*)B1)[k + j_2 * 7]);
        c00 += (float)a0 * (float)b0;
        c01 += (float)a0 * (float)b1;
        c02 += (float)a0 * (float)b2;
        c10 += (float)a1 * (float)b0;
        c11 += (float)a1 * (float)b1;
        c12 += (float)a1 * (float)b2;
    }
    if (i < 72) {
        C1[i + j * 72] = alpha * c00 + beta * C1[i + j * 72];
        C1[i + j_1 * 72] = alpha * c01 + beta * C1[i + j_1 * 72];
        C1[i + j_2 * 72] = alpha * c02 + beta * C1[i + j_2 * 72];
    }
    if (i_1 < 72) {
        C1[i_1 + j * 72] = alpha * c10 + beta * C1[i_1 + j * 72];
        C1[i_1 + j_1 * 72] = alpha * c11 + beta * C1[i_1 + j_1 * 72];
        C1[i_1 + j_2 * 72] = alpha * c12 + beta * C1[i_1 + j_2 * 72];
    }
    long i_2 = (long)get_local_id(0);
    long ia_2 = min(i_2, 42L);
    long j_3 = (long)get_local_id(1);
    long j_4 = (long)get_local_id(1) + 3;
    long j_5 = (long)get_local_id(1) + 6;
    long j_6 = (long)get_local_id(1) + 9;
    float c00_1 = 0.0f;
    float c01_1 = 0.0f;
    float c02_1 = 0.0f;
    float c03 = 0.0f;
    #pragma unroll
    for (long k_1 = 0; k_1 < 5; ++k_1) {
        float a0_1 = tinyc_bf16_load(A2[ia_2 + k_1 * 43]);
        float b0_1 = tinyc_bf16_load(B2[j_3 + k_1 * 12]);
        float b1_1 = tinyc_bf16_load(B2[j_4 + k_1 * 12]);
        float b2_1 = tinyc_bf16_load(B2[j_5 + k_1 * 12]);
        float b3 = tinyc_bf16_load(B2[j_6 + k_1 * 12]);
        c00_1 += (float)a0_1 * (float)b0_1;
        c01_1 += (float)a0_1 * (float)b1_1;
        c02_1 += (float)a0_1 * (float)b2_1;
        c03 += (float)a0_1 * (float)b3;
    }
    if (i_2 < 43) {
        C2[i_2 + j_3 * 43] = c00_1;
        C2[i_2 + j_4 * 43] = c01_1;
        C2[i_2 + j_5 * 43] = c02_1;
        C2[i_2 + j_6 * 43] = c03;
    }
    long i_3 = (long)get_local_id(0);
    long ia_3 = min(i_3, 34L);
    long j_7 = (long)get_local_id(1);
    long j_8 = (long)get_local_id(1) + 3;
    long j_9 = (long)get_local_id(1) + 6;
    double c00_2 = 0.0;
    double c01_2 = 0.0;
    double c02_2 = 0.0;
    #pragma unroll
    for (long k_2 = 0; k_2 < 6; ++k_2) {
        float a0_2 = tinyc_f16_load(((global ushort*)A3)[ia_3 + k_2 * 35]);
        float b0_2 = tinyc_bf16_load(B3[k_2 + j_7 * 6]);
        float b1_2 = tinyc_bf16_load(B3[k_2 + j_8 * 6]);
        float b2_2 = tinyc_bf16_load(B3[k_2 + j_9 * 6]);
        c00_2 += (double)a0_2 * (double)b0_2;
        c01_2 += (double)a0_2 * (double)b1_2;
        c02_2 += (double)a0_2 * (double)b2_2;
    }
    if (i_3 < 35) {
        C3[i_3 + j_7 * 35] = C3[i_3 + j_7 * 35] + c00_2;
        C3[i_3 + j_8 * 35] = C3[i_3 + j_8 * 35] + c01_2;
        C3[i_3 + j_9 * 35] = C3[i_3 + j_9 * 35] + c02_2;
    }
    long i_4 = (long)get_local_id(0);
    long ia_4 = min(i_4, 19L);
    long j_10 = (long)get_local_id(1);
    long jb = min(j_10, 9L);
    long j_11 = (long)get_local_id(1) + 3;
    long jb_1 = min(j_11, 9L);
    long j_12 = (long)get_local_id(1) + 6;
    long jb_2 = min(j_12, 9L);
    long j_13 = (long)get_local_id(1) + 9;
    long jb_3 = min(j_13, 9L);
    double c00_3 = 0.0;
    double c01_3 = 0.0;
    double c02_3 = 0.0;
    double c03_1 = 0.0;
    #pragma unroll
    for (long k_3 = 0; k_3 < 4; ++k_3) {
        float a0_3 = A4[ia_4 + k_3 * 20];
        double b0_3 = B4[k_3 + jb * 4];
        double b1_3 = B4[k_3 + jb_1 * 4];
        double b2_3 = B4[k_3 + jb_2 * 4];
        double b3_1 = B4[k_3 + jb_3 * 4];
        c00_3 += (double)a0_3 * b0_3;
        c01_3 += (double)a0_3 * b1_3;
        c02_3 += (double)a0_3 * b2_3;
        c03_1 += (double)a0_3 * b3_1;
    }
    if (i_4 < 20) {
        if (j_10 < 10) {
            C4[i_4 + j_10 * 20] = c00_3;
        }
        if (j_11 < 10) {
            C4[i_4 + j_11 * 20] = c01_3;
        }
        if (j_12 < 10) {
            C4[i_4 + j_12 * 20] = c02_3;
        }
        if (j_13 < 10) {
            C4[i_4 + j_13 * 20] = c03_1;
        }
    }
    long i_5 = (long)get_local_id(0);
    long ia_5 = min(i_5, 32L);
    long j_14 = (long)get_local_id(1);
    long jb_4 = min(j_14, 7L);
    long j_15 = (long)get_local_id(1) + 3;
    long jb_5 = min(j_15, 7L);
    long j_16 = (long)get_local_id(1) + 6;
    long jb_6 = min(j_16, 7L);
    float c00_4 = 0.0f;
    float c01_4 = 0.0f;
    float c02_4 = 0.0f;
    for (long k_4 = 0; k_4 < A5_shape1; ++k_4) {
        float a0_4 = tinyc_f16_load(((global ushort*)A5)[ia_5 + k_4 * 33]);
        float b0_4 = tinyc_f16_load(((global ushort*)B5)[k_4 + jb_4 * B5_stride1]);
        float b1_4 = tinyc_f16_load(((global ushort*)B5)[k_4 + jb_5 * B5_stride1]);
        float b2_4 = tinyc_f16_load(((global ushort*)B5)[k_4 + jb_6 * B5_stride1]);
        c00_4 += (float)a0_4 * (float)b0_4;
        c01_4 += (float)a0_4 * (float)b1_4;
        c02_4 += (float)a0_4 * (float)b2_4;
    }
    if (i_5 < 33) {
        if (j_14 < 8) {
            C5[i_5 + j_14 * 33] = c00_4;
        }
        if (j_15 < 8) {
            C5[i_5 + j_15 * 33] = c01_4;
        }
        if (j_16 < 8) {
            C5[i_5 + j_16 * 33] = c02_4;
        }
    }
}
