float tinyc_bf16(float x) {
    uint u = as_uint(x);
    if ((u & 0x7fffffffu) > 0x7f800000u) return as_float((u | 0x00400000u) & 0xffff0000u);
    return as_float((u + 0x7fffu + ((u >> 16) & 1u)) & 0xffff0000u);
}
float tinyc_bf16_load(ushort b) { return as_float((uint)b << 16); }
ushort tinyc_bf16_bits(float x) { return (ushort)(as_uint(x) >> 16); }

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void arith_bf16(global ushort* ba, long ba_shape0, global ushort* bb, long bb_shape0, global ushort* G, long G_shape1) {
    long n = ba_shape0;
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < n; i += 32) {
        float dx = tinyc_bf16_load(ba[i]);
        float dy = tinyc_bf16_load(bb[i]);
        float dhuge = tinyc_bf16(dx * 3.0040553e38f);
        float dzero = tinyc_bf16(dx - dx);
        float dnan = tinyc_bf16(dzero / dzero);
        float d0 = tinyc_bf16(dx + dy);
        G[i * 19] = tinyc_bf16_bits(d0);
        float d1 = tinyc_bf16(dx - dy);
        G[1 + i * 19] = tinyc_bf16_bits(d1);
        float d2 = tinyc_bf16(dx * dy);
        G[2 + i * 19] = tinyc_bf16_bits(d2);
        float d3 = tinyc_bf16(dx / dy);
        G[3 + i * 19] = tinyc_bf16_bits(d3);
        float d4 = fmod(dx, dy);
        G[4 + i * 19] = tinyc_bf16_bits(d4);
        float d5 = -dx;
        G[5 + i * 19] = tinyc_bf16_bits(d5);
        float d6 = tinyc_bf16(dx + 0.100097656f);
        G[6 + i * 19] = tinyc_bf16_bits(d6);
        float d7 = tinyc_bf16(dx * 3.0f);
        G[7 + i * 19] = tinyc_bf16_bits(d7);
        float d8 = fmod(dx, 0.30078125f);
        G[8 + i * 19] = tinyc_bf16_bits(d8);
        float d9 = fmod(dx, -0.30078125f);
        G[9 + i * 19] = tinyc_bf16_bits(d9);
        float d10 = fmod(-0.75f, dy);
        G[10 + i * 19] = tinyc_bf16_bits(d10);
        float d11 = tinyc_bf16(0.5f - dx);
        G[11 + i * 19] = tinyc_bf16_bits(d11);
        float d12 = tinyc_bf16(dhuge * 10.0f);
        G[12 + i * 19] = tinyc_bf16_bits(d12);
        float d13 = tinyc_bf16(dzero / dzero);
        G[13 + i * 19] = tinyc_bf16_bits(d13);
        float d14 = -dzero;
        G[14 + i * 19] = tinyc_bf16_bits(d14);
        float d15 = tinyc_bf16(dnan + dx);
        G[15 + i * 19] = tinyc_bf16_bits(d15);
        float d16 = tinyc_bf16(dx * 3.0f);
        G[16 + i * 19] = tinyc_bf16_bits(d16);
        float d17 = tinyc_bf16(dx * 1.01019e-39f);
        G[17 + i * 19] = tinyc_bf16_bits(d17);
        float d18 = tinyc_bf16(dx + INFINITY);
        G[18 + i * 19] = tinyc_bf16_bits(d18);
    }
}
