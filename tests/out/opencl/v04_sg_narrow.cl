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

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void k(global char* X8, long X8_shape1, global short* X16, long X16_shape1, global long* X64, long X64_shape1, global half* H, long H_shape1, global ushort* BF, long BF_shape1, global double* D, long D_shape1, global char* Y8, long Y8_shape2, global short* Y16, long Y16_shape2, global long* Y64, long Y64_shape2, global half* YH, long YH_shape2, global ushort* YB, long YB_shape2, global double* YD, long YD_shape2) {
    local uchar stack[256] __attribute__((aligned(64)));
    long gid = (long)get_group_id(0);
    int sl = (int)((long)get_local_id(0) / 16 + 2 * (long)get_local_id(1));
    int lo = (int)((long)get_local_id(0) % 16);
    int ss = 16;
    int t = (int)((uint)sl * (uint)ss);
    int w = (int)((uint)t + (uint)lo);
    long wi = (long)w;
    char a = X8[wi + gid * 32];
    long sg_item = (long)get_local_id(0);
    long sg_lane = (long)get_local_id(0) % 16;
    long sg_base = sg_item - sg_lane;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local char*)stack)[sg_item] = a;
    barrier(CLK_LOCAL_MEM_FENCE);
    char a0 = ((local char*)stack)[sg_base];
    for (long j = 1; j < sg_lane; ++j) {
        a0 = max(a0, ((local char*)stack)[sg_base + j]);
    }
    if (sg_lane == 0) {
        a0 = -128;
    }
    Y8[wi + gid * 192] = a0;
    long sg_item_1 = (long)get_local_id(0);
    long sg_lane_1 = (long)get_local_id(0) % 16;
    long sg_base_1 = sg_item_1 - sg_lane_1;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local char*)stack)[sg_item_1] = a;
    barrier(CLK_LOCAL_MEM_FENCE);
    char a1 = ((local char*)stack)[sg_base_1];
    for (long j_1 = 1; j_1 < sg_lane_1; ++j_1) {
        a1 = min(a1, ((local char*)stack)[sg_base_1 + j_1]);
    }
    if (sg_lane_1 == 0) {
        a1 = 127;
    }
    Y8[wi + 32 + gid * 192] = a1;
    long sg_item_2 = (long)get_local_id(0);
    long sg_lane_2 = (long)get_local_id(0) % 16;
    long sg_base_2 = sg_item_2 - sg_lane_2;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local char*)stack)[sg_item_2] = a;
    barrier(CLK_LOCAL_MEM_FENCE);
    char a2 = 0;
    for (long j_2 = 0; j_2 < sg_lane_2; ++j_2) {
        a2 = (char)(a2 + ((local char*)stack)[sg_base_2 + j_2]);
    }
    Y8[wi + 64 + gid * 192] = a2;
    long sg_item_3 = (long)get_local_id(0);
    long sg_lane_3 = (long)get_local_id(0) % 16;
    long sg_base_3 = sg_item_3 - sg_lane_3;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local char*)stack)[sg_item_3] = a;
    barrier(CLK_LOCAL_MEM_FENCE);
    char a3 = ((local char*)stack)[sg_base_3];
    for (long j_3 = 1; j_3 < 16; ++j_3) {
        a3 = max(a3, ((local char*)stack)[sg_base_3 + j_3]);
    }
    Y8[wi + 96 + gid * 192] = a3;
    long sg_item_4 = (long)get_local_id(0);
    long sg_lane_4 = (long)get_local_id(0) % 16;
    long sg_base_4 = sg_item_4 - sg_lane_4;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local char*)stack)[sg_item_4] = a;
    barrier(CLK_LOCAL_MEM_FENCE);
    char a4 = ((local char*)stack)[sg_base_4];
    for (long j_4 = 1; j_4 < sg_lane_4 + 1; ++j_4) {
        a4 = min(a4, ((local char*)stack)[sg_base_4 + j_4]);
    }
    Y8[wi + 128 + gid * 192] = a4;
    long sg_item_5 = (long)get_local_id(0);
    long sg_lane_5 = (long)get_local_id(0) % 16;
    long sg_base_5 = sg_item_5 - sg_lane_5;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local char*)stack)[sg_item_5] = a;
    barrier(CLK_LOCAL_MEM_FENCE);
    char a5 = ((local char*)stack)[sg_base_5 + min(max((long)sl, 0L), 15L)];
    Y8[wi + 160 + gid * 192] = a5;
    short b = X16[wi + gid * 32];
    long sg_item_6 = (long)get_local_id(0);
    long sg_lane_6 = (long)get_local_id(0) % 16;
    long sg_base_6 = sg_item_6 - sg_lane_6;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local short*)stack)[sg_item_6] = b;
    barrier(CLK_LOCAL_MEM_FENCE);
    short b0 = ((local short*)stack)[sg_base_6];
    for (long j_5 = 1; j_5 < sg_lane_6; ++j_5) {
        b0 = max(b0, ((local short*)stack)[sg_base_6 + j_5]);
    }
    if (sg_lane_6 == 0) {
        b0 = -32768;
    }
    Y16[wi + gid * 192] = b0;
    long sg_item_7 = (long)get_local_id(0);
    long sg_lane_7 = (long)get_local_id(0) % 16;
    long sg_base_7 = sg_item_7 - sg_lane_7;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local short*)stack)[sg_item_7] = b;
    barrier(CLK_LOCAL_MEM_FENCE);
    short b1 = ((local short*)stack)[sg_base_7];
    for (long j_6 = 1; j_6 < sg_lane_7; ++j_6) {
        b1 = min(b1, ((local short*)stack)[sg_base_7 + j_6]);
    }
    if (sg_lane_7 == 0) {
        b1 = 32767;
    }
    Y16[wi + 32 + gid * 192] = b1;
    long sg_item_8 = (long)get_local_id(0);
    long sg_lane_8 = (long)get_local_id(0) % 16;
    long sg_base_8 = sg_item_8 - sg_lane_8;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local short*)stack)[sg_item_8] = b;
    barrier(CLK_LOCAL_MEM_FENCE);
    short b2 = 0;
    for (long j_7 = 0; j_7 < sg_lane_8; ++j_7) {
        b2 = (short)(b2 + ((local short*)stack)[sg_base_8 + j_7]);
    }
    Y16[wi + 64 + gid * 192] = b2;
    long sg_item_9 = (long)get_local_id(0);
    long sg_lane_9 = (long)get_local_id(0) % 16;
    long sg_base_9 = sg_item_9 - sg_lane_9;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local short*)stack)[sg_item_9] = b;
    barrier(CLK_LOCAL_MEM_FENCE);
    short b3 = ((local short*)stack)[sg_base_9];
    for (long j_8 = 1; j_8 < 16; ++j_8) {
        b3 = min(b3, ((local short*)stack)[sg_base_9 + j_8]);
    }
    Y16[wi + 96 + gid * 192] = b3;
    long sg_item_10 = (long)get_local_id(0);
    long sg_lane_10 = (long)get_local_id(0) % 16;
    long sg_base_10 = sg_item_10 - sg_lane_10;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local short*)stack)[sg_item_10] = b;
    barrier(CLK_LOCAL_MEM_FENCE);
    short b4 = ((local short*)stack)[sg_base_10];
    for (long j_9 = 1; j_9 < sg_lane_10 + 1; ++j_9) {
        b4 = (short)(b4 + ((local short*)stack)[sg_base_10 + j_9]);
    }
    Y16[wi + 128 + gid * 192] = b4;
    long sg_item_11 = (long)get_local_id(0);
    long sg_lane_11 = (long)get_local_id(0) % 16;
    long sg_base_11 = sg_item_11 - sg_lane_11;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local short*)stack)[sg_item_11] = b;
    barrier(CLK_LOCAL_MEM_FENCE);
    short b5 = ((local short*)stack)[sg_base_11];
    for (long j_10 = 1; j_10 < 16; ++j_10) {
        b5 = (short)(b5 + ((local short*)stack)[sg_base_11 + j_10]);
    }
    Y16[wi + 160 + gid * 192] = b5;
    long c = X64[wi + gid * 32];
    long sg_item_12 = (long)get_local_id(0);
    long sg_lane_12 = (long)get_local_id(0) % 16;
    long sg_base_12 = sg_item_12 - sg_lane_12;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local long*)stack)[sg_item_12] = c;
    barrier(CLK_LOCAL_MEM_FENCE);
    long c0 = ((local long*)stack)[sg_base_12];
    for (long j_11 = 1; j_11 < sg_lane_12; ++j_11) {
        c0 = max(c0, ((local long*)stack)[sg_base_12 + j_11]);
    }
    if (sg_lane_12 == 0) {
        c0 = (-9223372036854775807L - 1);
    }
    Y64[wi + gid * 192] = c0;
    long sg_item_13 = (long)get_local_id(0);
    long sg_lane_13 = (long)get_local_id(0) % 16;
    long sg_base_13 = sg_item_13 - sg_lane_13;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local long*)stack)[sg_item_13] = c;
    barrier(CLK_LOCAL_MEM_FENCE);
    long c1 = ((local long*)stack)[sg_base_13];
    for (long j_12 = 1; j_12 < sg_lane_13; ++j_12) {
        c1 = min(c1, ((local long*)stack)[sg_base_13 + j_12]);
    }
    if (sg_lane_13 == 0) {
        c1 = 9223372036854775807L;
    }
    Y64[wi + 32 + gid * 192] = c1;
    long sg_item_14 = (long)get_local_id(0);
    long sg_lane_14 = (long)get_local_id(0) % 16;
    long sg_base_14 = sg_item_14 - sg_lane_14;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local long*)stack)[sg_item_14] = c;
    barrier(CLK_LOCAL_MEM_FENCE);
    long c2 = 0;
    for (long j_13 = 0; j_13 < sg_lane_14; ++j_13) {
        c2 = (long)((ulong)c2 + (ulong)((local long*)stack)[sg_base_14 + j_13]);
    }
    Y64[wi + 64 + gid * 192] = c2;
    long sg_item_15 = (long)get_local_id(0);
    long sg_lane_15 = (long)get_local_id(0) % 16;
    long sg_base_15 = sg_item_15 - sg_lane_15;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local long*)stack)[sg_item_15] = c;
    barrier(CLK_LOCAL_MEM_FENCE);
    long c3 = ((local long*)stack)[sg_base_15];
    for (long j_14 = 1; j_14 < 16; ++j_14) {
        c3 = max(c3, ((local long*)stack)[sg_base_15 + j_14]);
    }
    Y64[wi + 96 + gid * 192] = c3;
    long sg_item_16 = (long)get_local_id(0);
    long sg_lane_16 = (long)get_local_id(0) % 16;
    long sg_base_16 = sg_item_16 - sg_lane_16;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local long*)stack)[sg_item_16] = c;
    barrier(CLK_LOCAL_MEM_FENCE);
    long c4 = ((local long*)stack)[sg_base_16];
    for (long j_15 = 1; j_15 < sg_lane_16 + 1; ++j_15) {
        c4 = max(c4, ((local long*)stack)[sg_base_16 + j_15]);
    }
    Y64[wi + 128 + gid * 192] = c4;
    long sg_item_17 = (long)get_local_id(0);
    long sg_lane_17 = (long)get_local_id(0) % 16;
    long sg_base_17 = sg_item_17 - sg_lane_17;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local long*)stack)[sg_item_17] = c;
    barrier(CLK_LOCAL_MEM_FENCE);
    long c5 = ((local long*)stack)[sg_base_17 + min(max((long)ss, 0L), 15L)];
    Y64[wi + 160 + gid * 192] = c5;
    float h = tinyc_f16_load(((global ushort*)H)[wi + gid * 32]);
    long sg_item_18 = (long)get_local_id(0);
    long sg_lane_18 = (long)get_local_id(0) % 16;
    long sg_base_18 = sg_item_18 - sg_lane_18;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local ushort*)(local half*)stack)[sg_item_18] = tinyc_f16_bits(h);
    barrier(CLK_LOCAL_MEM_FENCE);
    float h0 = tinyc_f16_load(((local ushort*)(local half*)stack)[sg_base_18]);
    for (long j_16 = 1; j_16 < sg_lane_18; ++j_16) {
        h0 = fmax(h0, tinyc_f16_load(((local ushort*)(local half*)stack)[sg_base_18 + j_16]));
    }
    if (sg_lane_18 == 0) {
        h0 = -INFINITY;
    }
    ((global ushort*)YH)[wi + gid * 192] = tinyc_f16_bits(h0);
    long sg_item_19 = (long)get_local_id(0);
    long sg_lane_19 = (long)get_local_id(0) % 16;
    long sg_base_19 = sg_item_19 - sg_lane_19;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local ushort*)(local half*)stack)[sg_item_19] = tinyc_f16_bits(h);
    barrier(CLK_LOCAL_MEM_FENCE);
    float h1 = tinyc_f16_load(((local ushort*)(local half*)stack)[sg_base_19]);
    for (long j_17 = 1; j_17 < sg_lane_19; ++j_17) {
        h1 = fmin(h1, tinyc_f16_load(((local ushort*)(local half*)stack)[sg_base_19 + j_17]));
    }
    if (sg_lane_19 == 0) {
        h1 = INFINITY;
    }
    ((global ushort*)YH)[wi + 32 + gid * 192] = tinyc_f16_bits(h1);
    long sg_item_20 = (long)get_local_id(0);
    long sg_lane_20 = (long)get_local_id(0) % 16;
    long sg_base_20 = sg_item_20 - sg_lane_20;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local ushort*)(local half*)stack)[sg_item_20] = tinyc_f16_bits(h);
    barrier(CLK_LOCAL_MEM_FENCE);
    float h2 = 0.0f;
    for (long j_18 = 0; j_18 < sg_lane_20; ++j_18) {
        h2 = tinyc_f16(h2 + tinyc_f16_load(((local ushort*)(local half*)stack)[sg_base_20 + j_18]));
    }
    ((global ushort*)YH)[wi + 64 + gid * 192] = tinyc_f16_bits(h2);
    long sg_item_21 = (long)get_local_id(0);
    long sg_lane_21 = (long)get_local_id(0) % 16;
    long sg_base_21 = sg_item_21 - sg_lane_21;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local ushort*)(local half*)stack)[sg_item_21] = tinyc_f16_bits(h);
    barrier(CLK_LOCAL_MEM_FENCE);
    float h3 = tinyc_f16_load(((local ushort*)(local half*)stack)[sg_base_21]);
    for (long j_19 = 1; j_19 < 16; ++j_19) {
        h3 = tinyc_f16(h3 + tinyc_f16_load(((local ushort*)(local half*)stack)[sg_base_21 + j_19]));
    }
    ((global ushort*)YH)[wi + 96 + gid * 192] = tinyc_f16_bits(h3);
    long sg_item_22 = (long)get_local_id(0);
    long sg_lane_22 = (long)get_local_id(0) % 16;
    long sg_base_22 = sg_item_22 - sg_lane_22;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local ushort*)(local half*)stack)[sg_item_22] = tinyc_f16_bits(h);
    barrier(CLK_LOCAL_MEM_FENCE);
    float h4 = tinyc_f16_load(((local ushort*)(local half*)stack)[sg_base_22]);
    for (long j_20 = 1; j_20 < sg_lane_22 + 1; ++j_20) {
        h4 = tinyc_f16(h4 + tinyc_f16_load(((local ushort*)(local half*)stack)[sg_base_22 + j_20]));
    }
    ((global ushort*)YH)[wi + 128 + gid * 192] = tinyc_f16_bits(h4);
    long sg_item_23 = (long)get_local_id(0);
    long sg_lane_23 = (long)get_local_id(0) % 16;
    long sg_base_23 = sg_item_23 - sg_lane_23;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local ushort*)(local half*)stack)[sg_item_23] = tinyc_f16_bits(h);
    barrier(CLK_LOCAL_MEM_FENCE);
    float h5 = tinyc_f16_load(((local ushort*)(local half*)stack)[sg_base_23]);
    for (long j_21 = 1; j_21 < 16; ++j_21) {
        h5 = fmin(h5, tinyc_f16_load(((local ushort*)(local half*)stack)[sg_base_23 + j_21]));
    }
    ((global ushort*)YH)[wi + 160 + gid * 192] = tinyc_f16_bits(h5);
    float e = tinyc_bf16_load(BF[wi + gid * 32]);
    long sg_item_24 = (long)get_local_id(0);
    long sg_lane_24 = (long)get_local_id(0) % 16;
    long sg_base_24 = sg_item_24 - sg_lane_24;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local ushort*)stack)[sg_item_24] = tinyc_bf16_bits(e);
    barrier(CLK_LOCAL_MEM_FENCE);
    float e0 = tinyc_bf16_load(((local ushort*)stack)[sg_base_24]);
    for (long j_22 = 1; j_22 < sg_lane_24; ++j_22) {
        e0 = fmax(e0, tinyc_bf16_load(((local ushort*)stack)[sg_base_24 + j_22]));
    }
    if (sg_lane_24 == 0) {
        e0 = -INFINITY;
    }
    YB[wi + gid * 192] = tinyc_bf16_bits(e0);
    long sg_item_25 = (long)get_local_id(0);
    long sg_lane_25 = (long)get_local_id(0) % 16;
    long sg_base_25 = sg_item_25 - sg_lane_25;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local ushort*)stack)[sg_item_25] = tinyc_bf16_bits(e);
    barrier(CLK_LOCAL_MEM_FENCE);
    float e1 = tinyc_bf16_load(((local ushort*)stack)[sg_base_25]);
    for (long j_23 = 1; j_23 < sg_lane_25; ++j_23) {
        e1 = fmin(e1, tinyc_bf16_load(((local ushort*)stack)[sg_base_25 + j_23]));
    }
    if (sg_lane_25 == 0) {
        e1 = INFINITY;
    }
    YB[wi + 32 + gid * 192] = tinyc_bf16_bits(e1);
    long sg_item_26 = (long)get_local_id(0);
    long sg_lane_26 = (long)get_local_id(0) % 16;
    long sg_base_26 = sg_item_26 - sg_lane_26;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local ushort*)stack)[sg_item_26] = tinyc_bf16_bits(e);
    barrier(CLK_LOCAL_MEM_FENCE);
    float e2 = 0.0f;
    for (long j_24 = 0; j_24 < sg_lane_26; ++j_24) {
        e2 = tinyc_bf16(e2 + tinyc_bf16_load(((local ushort*)stack)[sg_base_26 + j_24]));
    }
    YB[wi + 64 + gid * 192] = tinyc_bf16_bits(e2);
    long sg_item_27 = (long)get_local_id(0);
    long sg_lane_27 = (long)get_local_id(0) % 16;
    long sg_base_27 = sg_item_27 - sg_lane_27;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local ushort*)stack)[sg_item_27] = tinyc_bf16_bits(e);
    barrier(CLK_LOCAL_MEM_FENCE);
    float e3 = tinyc_bf16_load(((local ushort*)stack)[sg_base_27]);
    for (long j_25 = 1; j_25 < 16; ++j_25) {
        e3 = tinyc_bf16(e3 + tinyc_bf16_load(((local ushort*)stack)[sg_base_27 + j_25]));
    }
    YB[wi + 96 + gid * 192] = tinyc_bf16_bits(e3);
    long sg_item_28 = (long)get_local_id(0);
    long sg_lane_28 = (long)get_local_id(0) % 16;
    long sg_base_28 = sg_item_28 - sg_lane_28;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local ushort*)stack)[sg_item_28] = tinyc_bf16_bits(e);
    barrier(CLK_LOCAL_MEM_FENCE);
    float e4 = tinyc_bf16_load(((local ushort*)stack)[sg_base_28]);
    for (long j_26 = 1; j_26 < sg_lane_28 + 1; ++j_26) {
        e4 = tinyc_bf16(e4 + tinyc_bf16_load(((local ushort*)stack)[sg_base_28 + j_26]));
    }
    YB[wi + 128 + gid * 192] = tinyc_bf16_bits(e4);
    long sg_item_29 = (long)get_local_id(0);
    long sg_lane_29 = (long)get_local_id(0) % 16;
    long sg_base_29 = sg_item_29 - sg_lane_29;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local ushort*)stack)[sg_item_29] = tinyc_bf16_bits(e);
    barrier(CLK_LOCAL_MEM_FENCE);
    float e5 = tinyc_bf16_load(((local ushort*)stack)[sg_base_29]);
    for (long j_27 = 1; j_27 < 16; ++j_27) {
        e5 = fmax(e5, tinyc_bf16_load(((local ushort*)stack)[sg_base_29 + j_27]));
    }
    YB[wi + 160 + gid * 192] = tinyc_bf16_bits(e5);
    double d = D[wi + gid * 32];
    long sg_item_30 = (long)get_local_id(0);
    long sg_lane_30 = (long)get_local_id(0) % 16;
    long sg_base_30 = sg_item_30 - sg_lane_30;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local double*)stack)[sg_item_30] = d;
    barrier(CLK_LOCAL_MEM_FENCE);
    double d0 = ((local double*)stack)[sg_base_30];
    for (long j_28 = 1; j_28 < sg_lane_30; ++j_28) {
        d0 = fmax(d0, ((local double*)stack)[sg_base_30 + j_28]);
    }
    if (sg_lane_30 == 0) {
        d0 = -(double)INFINITY;
    }
    YD[wi + gid * 192] = d0;
    long sg_item_31 = (long)get_local_id(0);
    long sg_lane_31 = (long)get_local_id(0) % 16;
    long sg_base_31 = sg_item_31 - sg_lane_31;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local double*)stack)[sg_item_31] = d;
    barrier(CLK_LOCAL_MEM_FENCE);
    double d1 = ((local double*)stack)[sg_base_31];
    for (long j_29 = 1; j_29 < sg_lane_31; ++j_29) {
        d1 = fmin(d1, ((local double*)stack)[sg_base_31 + j_29]);
    }
    if (sg_lane_31 == 0) {
        d1 = (double)INFINITY;
    }
    YD[wi + 32 + gid * 192] = d1;
    long sg_item_32 = (long)get_local_id(0);
    long sg_lane_32 = (long)get_local_id(0) % 16;
    long sg_base_32 = sg_item_32 - sg_lane_32;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local double*)stack)[sg_item_32] = d;
    barrier(CLK_LOCAL_MEM_FENCE);
    double d2 = 0.0;
    for (long j_30 = 0; j_30 < sg_lane_32; ++j_30) {
        d2 += ((local double*)stack)[sg_base_32 + j_30];
    }
    YD[wi + 64 + gid * 192] = d2;
    long sg_item_33 = (long)get_local_id(0);
    long sg_lane_33 = (long)get_local_id(0) % 16;
    long sg_base_33 = sg_item_33 - sg_lane_33;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local double*)stack)[sg_item_33] = d;
    barrier(CLK_LOCAL_MEM_FENCE);
    double d3 = ((local double*)stack)[sg_base_33];
    for (long j_31 = 1; j_31 < 16; ++j_31) {
        d3 += ((local double*)stack)[sg_base_33 + j_31];
    }
    YD[wi + 96 + gid * 192] = d3;
    long sg_item_34 = (long)get_local_id(0);
    long sg_lane_34 = (long)get_local_id(0) % 16;
    long sg_base_34 = sg_item_34 - sg_lane_34;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local double*)stack)[sg_item_34] = d;
    barrier(CLK_LOCAL_MEM_FENCE);
    double d4 = ((local double*)stack)[sg_base_34];
    for (long j_32 = 1; j_32 < sg_lane_34 + 1; ++j_32) {
        d4 = fmin(d4, ((local double*)stack)[sg_base_34 + j_32]);
    }
    YD[wi + 128 + gid * 192] = d4;
    long sg_item_35 = (long)get_local_id(0);
    long sg_lane_35 = (long)get_local_id(0) % 16;
    long sg_base_35 = sg_item_35 - sg_lane_35;
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local double*)stack)[sg_item_35] = d;
    barrier(CLK_LOCAL_MEM_FENCE);
    double d5 = ((local double*)stack)[sg_base_35 + min(max((long)sl, 0L), 15L)];
    YD[wi + 160 + gid * 192] = d5;
}
