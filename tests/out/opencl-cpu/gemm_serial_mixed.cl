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

kernel __attribute__((reqd_work_group_size(1, 1, 1)))
void mixed(global half* A, long A_shape2, global float* B, long B_shape2, global double* C, long C_shape2) {
    long g = (long)get_group_id(2);
    global half* a = A + g * 117;
    global float* b = B + g * 143;
    global double* c = C + g * 99;
    double8 c00 = 0.0;
    double8 c01 = 0.0;
    double8 c02 = 0.0;
    double8 c03 = 0.0;
    double8 c04 = 0.0;
    double8 c05 = 0.0;
    double c10 = 0.0;
    double c11 = 0.0;
    double c12 = 0.0;
    double c13 = 0.0;
    double c14 = 0.0;
    double c15 = 0.0;
    #pragma unroll
    for (long k = 0; k < 13; ++k) {
        double8 a0 = convert_double8((float8)(vload_half4(0, a + k * 9), vload_half4(1, a + k * 9)));
        double a1 = (double)tinyc_f16_load(((global ushort*)a)[8 + k * 9]);
        double b0 = (double)b[k];
        double b1 = (double)b[k + 13];
        double b2 = (double)b[k + 26];
        double b3 = (double)b[k + 39];
        double b4 = (double)b[k + 52];
        double b5 = (double)b[k + 65];
        c00 = c00 + a0 * b0;
        c01 = c01 + a0 * b1;
        c02 = c02 + a0 * b2;
        c03 = c03 + a0 * b3;
        c04 = c04 + a0 * b4;
        c05 = c05 + a0 * b5;
        c10 += a1 * b0;
        c11 += a1 * b1;
        c12 += a1 * b2;
        c13 += a1 * b3;
        c14 += a1 * b4;
        c15 += a1 * b5;
    }
    vstore8(vload8(0, c) + c00 * 2.0, 0, c);
    c[8] = c[8] + 2.0 * c10;
    vstore8(vload8(0, c + 9) + c01 * 2.0, 0, c + 9);
    c[17] = c[17] + 2.0 * c11;
    vstore8(vload8(0, c + 18) + c02 * 2.0, 0, c + 18);
    c[26] = c[26] + 2.0 * c12;
    vstore8(vload8(0, c + 27) + c03 * 2.0, 0, c + 27);
    c[35] = c[35] + 2.0 * c13;
    vstore8(vload8(0, c + 36) + c04 * 2.0, 0, c + 36);
    c[44] = c[44] + 2.0 * c14;
    vstore8(vload8(0, c + 45) + c05 * 2.0, 0, c + 45);
    c[53] = c[53] + 2.0 * c15;
    double8 c00_1 = 0.0;
    double8 c01_1 = 0.0;
    double8 c02_1 = 0.0;
    double8 c03_1 = 0.0;
    double8 c04_1 = 0.0;
    double c10_1 = 0.0;
    double c11_1 = 0.0;
    double c12_1 = 0.0;
    double c13_1 = 0.0;
    double c14_1 = 0.0;
    #pragma unroll
    for (long k_1 = 0; k_1 < 13; ++k_1) {
        double8 a0_1 = convert_double8((float8)(vload_half4(0, a + k_1 * 9), vload_half4(1, a + k_1 * 9)));
        double a1_1 = (double)tinyc_f16_load(((global ushort*)a)[8 + k_1 * 9]);
        double b0_1 = (double)b[k_1 + 78];
        double b1_1 = (double)b[k_1 + 91];
        double b2_1 = (double)b[k_1 + 104];
        double b3_1 = (double)b[k_1 + 117];
        double b4_1 = (double)b[k_1 + 130];
        c00_1 = c00_1 + a0_1 * b0_1;
        c01_1 = c01_1 + a0_1 * b1_1;
        c02_1 = c02_1 + a0_1 * b2_1;
        c03_1 = c03_1 + a0_1 * b3_1;
        c04_1 = c04_1 + a0_1 * b4_1;
        c10_1 += a1_1 * b0_1;
        c11_1 += a1_1 * b1_1;
        c12_1 += a1_1 * b2_1;
        c13_1 += a1_1 * b3_1;
        c14_1 += a1_1 * b4_1;
    }
    vstore8(vload8(0, c + 54) + c00_1 * 2.0, 0, c + 54);
    c[62] = c[62] + 2.0 * c10_1;
    vstore8(vload8(0, c + 63) + c01_1 * 2.0, 0, c + 63);
    c[71] = c[71] + 2.0 * c11_1;
    vstore8(vload8(0, c + 72) + c02_1 * 2.0, 0, c + 72);
    c[80] = c[80] + 2.0 * c12_1;
    vstore8(vload8(0, c + 81) + c03_1 * 2.0, 0, c + 81);
    c[89] = c[89] + 2.0 * c13_1;
    vstore8(vload8(0, c + 90) + c04_1 * 2.0, 0, c + 90);
    c[98] = c[98] + 2.0 * c14_1;
}
