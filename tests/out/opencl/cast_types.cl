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
float tinyc_odd_l(long x) {
    float f = convert_float_rtz(x);
    return (long)f != x ? as_float(as_uint(f) | 1u) : f;
}
float tinyc_odd_d(double d) {
    float f = convert_float_rtz(d);
    return (double)f != d && f == f ? as_float(as_uint(f) | 1u) : f;
}
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

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void cast_types(global double* a, long a_shape0, global long* b, long b_shape0, global half* H, long H_shape1, global ushort* G, long G_shape1, global half* E, long E_shape1, global ushort* B, long B_shape1, global float* F, long F_shape1, global double* D, long D_shape1, global int* I, long I_shape1, global float2* C, long C_shape1) {
    long n = a_shape0;
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < n; i += 32) {
        double x = a[i];
        long k = b[i];
        int k32 = (int)k;
        float xf = (float)x;
        float h0 = tinyc_f16(tinyc_odd_d(x));
        ((global ushort*)H)[i * 8] = tinyc_f16_bits(h0);
        float h1 = tinyc_f16(tinyc_odd_l(k));
        ((global ushort*)H)[1 + i * 8] = tinyc_f16_bits(h1);
        long big = (long)((ulong)k * (ulong)16777259);
        float h2 = tinyc_f16(tinyc_odd_l(big));
        ((global ushort*)H)[2 + i * 8] = tinyc_f16_bits(h2);
        int k32b = (int)((uint)k32 * (uint)1237);
        float h3 = tinyc_f16(tinyc_odd_l(k32b));
        ((global ushort*)H)[3 + i * 8] = tinyc_f16_bits(h3);
        float xb = tinyc_bf16(tinyc_odd_d(x));
        float h4 = tinyc_f16(xb);
        ((global ushort*)H)[4 + i * 8] = tinyc_f16_bits(h4);
        float h5 = tinyc_f16(xf);
        ((global ushort*)H)[5 + i * 8] = tinyc_f16_bits(h5);
        double x7 = x * 70000.0;
        float h6 = tinyc_f16(tinyc_odd_d(x7));
        ((global ushort*)H)[6 + i * 8] = tinyc_f16_bits(h6);
        char k8 = (char)k;
        float h7 = tinyc_f16((float)(k8));
        ((global ushort*)H)[7 + i * 8] = tinyc_f16_bits(h7);
        G[i * 8] = tinyc_bf16_bits(xb);
        float g1 = tinyc_bf16(tinyc_odd_l(big));
        G[1 + i * 8] = tinyc_bf16_bits(g1);
        long tie = (long)((ulong)k + (ulong)33685504);
        float g2 = tinyc_bf16(tinyc_odd_l(tie));
        G[2 + i * 8] = tinyc_bf16_bits(g2);
        int tie32 = (int)tie;
        float g3 = tinyc_bf16(tinyc_odd_l(tie32));
        G[3 + i * 8] = tinyc_bf16_bits(g3);
        float g4 = tinyc_bf16(h0);
        G[4 + i * 8] = tinyc_bf16_bits(g4);
        float g5 = tinyc_bf16(xf);
        G[5 + i * 8] = tinyc_bf16_bits(g5);
        double x38 = x * 4.0e38;
        float g6 = tinyc_bf16(tinyc_odd_d(x38));
        G[6 + i * 8] = tinyc_bf16_bits(g6);
        double x39 = x * 1.0e-39;
        float g7 = tinyc_bf16(tinyc_odd_d(x39));
        G[7 + i * 8] = tinyc_bf16_bits(g7);
        double zero = x - x;
        double e = zero + 1.0004882812500009;
        float e0 = tinyc_f16(tinyc_odd_d(e));
        ((global ushort*)E)[i * 2] = tinyc_f16_bits(e0);
        double ex = x * 0.0;
        double e1d = e + ex;
        float e1 = tinyc_f16(tinyc_odd_d(e1d));
        ((global ushort*)E)[1 + i * 2] = tinyc_f16_bits(e1);
        double c = zero + 1.0039062500009095;
        float b0 = tinyc_bf16(tinyc_odd_d(c));
        B[i] = tinyc_bf16_bits(b0);
        float f0 = (float)h0;
        F[i * 3] = f0;
        float f1 = (float)xb;
        F[1 + i * 3] = f1;
        float f2 = f0 + f1;
        F[2 + i * 3] = f2;
        double d0 = (double)h0;
        D[i * 2] = d0;
        double d1 = (double)xb;
        D[1 + i * 2] = d1;
        double x100 = x * 100.0;
        float h100 = tinyc_f16(tinyc_odd_d(x100));
        int i0 = (int)(isnan(h100) ? 0 : convert_int_sat_rtz(h100));
        I[i * 3] = i0;
        float b100 = tinyc_bf16(tinyc_odd_d(x100));
        int i1 = (int)(isnan(b100) ? 0 : convert_int_sat_rtz(b100));
        I[1 + i * 3] = i1;
        double x1000 = x * 1000.0;
        float h1000 = tinyc_f16(tinyc_odd_d(x1000));
        long l = (long)(isnan(h1000) ? 0 : convert_long_sat_rtz(h1000));
        int i2 = (int)l;
        I[2 + i * 3] = i2;
        float2 c0 = (float2)((float)h0, 0);
        C[i * 3] = c0;
        float2 c1 = (float2)((float)xb, 0);
        C[1 + i * 3] = c1;
        float2 c2 = (float2)((float)k, 0);
        C[2 + i * 3] = c2;
    }
}
