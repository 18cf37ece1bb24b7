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
void atomic_half_last_(global char* x, long x_shape1, global half* H1, global half* H3, global ushort* B1, global ushort* B3) {
    long g = (long)get_group_id(2);
    global char* x_g = x + g * 3;
    global char* s_g = x + (2 + g * 3);
    if ((long)get_local_id(0) == 0) {
        float delta = tinyc_f16(1.5f * tinyc_f16((float)(s_g[0])));
        {
            volatile global uint* atom_p = (volatile global uint*)((volatile global uchar*)&H1[0] - ((ulong)&H1[0] & 2));
            uint atom_shift = (uint)((ulong)&H1[0] & 2) * 8u;
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float atom_old = tinyc_f16_load((ushort)(atom_expected >> atom_shift));
                uint atom_new = (atom_expected & ~(0xffffu << atom_shift)) | ((uint)tinyc_f16_bits(tinyc_f16(atom_old + delta)) << atom_shift);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, atom_new);
            } while (atom_seen != atom_expected);
        }
    }
    for (long i = (long)get_local_id(0); i < 3; i += 32) {
        float delta_1 = tinyc_f16(1.5f * tinyc_f16((float)(x_g[i])));
        {
            volatile global uint* atom_p = (volatile global uint*)((volatile global uchar*)&H3[i] - ((ulong)&H3[i] & 2));
            uint atom_shift = (uint)((ulong)&H3[i] & 2) * 8u;
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float atom_old = tinyc_f16_load((ushort)(atom_expected >> atom_shift));
                uint atom_new = (atom_expected & ~(0xffffu << atom_shift)) | ((uint)tinyc_f16_bits(tinyc_f16(atom_old + delta_1)) << atom_shift);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, atom_new);
            } while (atom_seen != atom_expected);
        }
    }
    if ((long)get_local_id(0) == 0) {
        float delta_2 = tinyc_bf16(0.5f * tinyc_bf16((float)(s_g[0])));
        {
            volatile global uint* atom_p = (volatile global uint*)((volatile global uchar*)&B1[0] - ((ulong)&B1[0] & 2));
            uint atom_shift = (uint)((ulong)&B1[0] & 2) * 8u;
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float atom_old = tinyc_bf16_load((ushort)(atom_expected >> atom_shift));
                uint atom_new = (atom_expected & ~(0xffffu << atom_shift)) | ((uint)tinyc_bf16_bits(tinyc_bf16(atom_old + delta_2)) << atom_shift);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, atom_new);
            } while (atom_seen != atom_expected);
        }
    }
    for (long i_1 = (long)get_local_id(0); i_1 < 3; i_1 += 32) {
        float delta_3 = tinyc_bf16(0.5f * tinyc_bf16((float)(x_g[i_1])));
        {
            volatile global uint* atom_p = (volatile global uint*)((volatile global uchar*)&B3[i_1] - ((ulong)&B3[i_1] & 2));
            uint atom_shift = (uint)((ulong)&B3[i_1] & 2) * 8u;
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float atom_old = tinyc_bf16_load((ushort)(atom_expected >> atom_shift));
                uint atom_new = (atom_expected & ~(0xffffu << atom_shift)) | ((uint)tinyc_bf16_bits(tinyc_bf16(atom_old + delta_3)) << atom_shift);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, atom_new);
            } while (atom_seen != atom_expected);
        }
    }
}
