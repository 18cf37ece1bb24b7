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

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void k(float a, ushort h, long b, global float* R, global ushort* H, global half* P) {
    float x = a + 1.1529216e18f;
    float y = (float)1152921573326323713L;
    float z = a * -1.1529216e18f;
    R[0] = x;
    R[1] = y;
    R[2] = z;
    float u = tinyc_bf16(tinyc_bf16_load(h) + 1.1619287e18f);
    long b1 = (long)((ulong)b + (ulong)1);
    float v = tinyc_bf16(tinyc_odd_l(b1));
    float w = tinyc_bf16(tinyc_odd_l(1157425104234217473L));
    float n = tinyc_bf16(tinyc_bf16_load(h) + -1.1619287e18f);
    H[0] = tinyc_bf16_bits(u);
    H[1] = tinyc_bf16_bits(v);
    H[2] = tinyc_bf16_bits(w);
    H[3] = tinyc_bf16_bits(n);
    float c = tinyc_f16(tinyc_bf16_load(h));
    float p = tinyc_f16(c + 65504.0f);
    float q = tinyc_f16(c + 2048.0f);
    ((global ushort*)P)[0] = tinyc_f16_bits(p);
    ((global ushort*)P)[1] = tinyc_f16_bits(q);
}
