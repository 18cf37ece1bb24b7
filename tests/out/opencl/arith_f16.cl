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

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void arith_f16(global half* ha, long ha_shape0, global half* hb, long hb_shape0, global half* H, long H_shape1) {
    long n = ha_shape0;
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < n; i += 32) {
        float fx = tinyc_f16_load(((global ushort*)ha)[i]);
        float fy = tinyc_f16_load(((global ushort*)hb)[i]);
        float fhuge = tinyc_f16(fx * 60000.0f);
        float fzero = tinyc_f16(fx - fx);
        float fnan = tinyc_f16(fzero / fzero);
        float f0 = tinyc_f16(fx + fy);
        ((global ushort*)H)[i * 19] = tinyc_f16_bits(f0);
        float f1 = tinyc_f16(fx - fy);
        ((global ushort*)H)[1 + i * 19] = tinyc_f16_bits(f1);
        float f2 = tinyc_f16(fx * fy);
        ((global ushort*)H)[2 + i * 19] = tinyc_f16_bits(f2);
        float f3 = tinyc_f16(fx / fy);
        ((global ushort*)H)[3 + i * 19] = tinyc_f16_bits(f3);
        float f4 = fmod(fx, fy);
        ((global ushort*)H)[4 + i * 19] = tinyc_f16_bits(f4);
        float f5 = -fx;
        ((global ushort*)H)[5 + i * 19] = tinyc_f16_bits(f5);
        float f6 = tinyc_f16(fx + 0.099975586f);
        ((global ushort*)H)[6 + i * 19] = tinyc_f16_bits(f6);
        float f7 = tinyc_f16(fx * 3.0f);
        ((global ushort*)H)[7 + i * 19] = tinyc_f16_bits(f7);
        float f8 = fmod(fx, 0.30004883f);
        ((global ushort*)H)[8 + i * 19] = tinyc_f16_bits(f8);
        float f9 = fmod(fx, -0.30004883f);
        ((global ushort*)H)[9 + i * 19] = tinyc_f16_bits(f9);
        float f10 = fmod(-0.75f, fy);
        ((global ushort*)H)[10 + i * 19] = tinyc_f16_bits(f10);
        float f11 = tinyc_f16(0.5f - fx);
        ((global ushort*)H)[11 + i * 19] = tinyc_f16_bits(f11);
        float f12 = tinyc_f16(fhuge * 10.0f);
        ((global ushort*)H)[12 + i * 19] = tinyc_f16_bits(f12);
        float f13 = tinyc_f16(fzero / fzero);
        ((global ushort*)H)[13 + i * 19] = tinyc_f16_bits(f13);
        float f14 = -fzero;
        ((global ushort*)H)[14 + i * 19] = tinyc_f16_bits(f14);
        float f15 = tinyc_f16(fnan + fx);
        ((global ushort*)H)[15 + i * 19] = tinyc_f16_bits(f15);
        float f16 = tinyc_f16(fx * 3.0f);
        ((global ushort*)H)[16 + i * 19] = tinyc_f16_bits(f16);
        float f17 = tinyc_f16(fx * 1.013279e-6f);
        ((global ushort*)H)[17 + i * 19] = tinyc_f16_bits(f17);
        float f18 = tinyc_f16(fx + INFINITY);
        ((global ushort*)H)[18 + i * 19] = tinyc_f16_bits(f18);
    }
}
