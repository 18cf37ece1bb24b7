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

kernel __attribute__((reqd_work_group_size(32, 3, 1)))
void mixed(global half* A, long A_shape2, global float* B, long B_shape2, global double* C, long C_shape2) {
    long g = (long)get_group_id(2);
    global half* a = A + g * 117;
    global float* b = B + g * 143;
    global double* c = C + g * 99;
    long i = (long)get_local_id(0);
    long ia = min(i, 8L);
    long j = (long)get_local_id(1);
    long jb = min(j, 10L);
    long j_1 = (long)get_local_id(1) + 3;
    long jb_1 = min(j_1, 10L);
    long j_2 = (long)get_local_id(1) + 6;
    long jb_2 = min(j_2, 10L);
    long j_3 = (long)get_local_id(1) + 9;
    long jb_3 = min(j_3, 10L);
    double c00 = 0.0;
    double c01 = 0.0;
    double c02 = 0.0;
    double c03 = 0.0;
    #pragma unroll
    for (long k = 0; k < 13; ++k) {
        float a0 = tinyc_f16_load(((global ushort*)a)[ia + k * 9]);
        float b0 = b[k + jb * 13];
        float b1 = b[k + jb_1 * 13];
        float b2 = b[k + jb_2 * 13];
        float b3 = b[k + jb_3 * 13];
        c00 += (double)a0 * (double)b0;
        c01 += (double)a0 * (double)b1;
        c02 += (double)a0 * (double)b2;
        c03 += (double)a0 * (double)b3;
    }
    if (i < 9) {
        if (j < 11) {
            c[i + j * 9] = c[i + j * 9] + 2.0 * c00;
        }
        if (j_1 < 11) {
            c[i + j_1 * 9] = c[i + j_1 * 9] + 2.0 * c01;
        }
        if (j_2 < 11) {
            c[i + j_2 * 9] = c[i + j_2 * 9] + 2.0 * c02;
        }
        if (j_3 < 11) {
            c[i + j_3 * 9] = c[i + j_3 * 9] + 2.0 * c03;
        }
    }
}
