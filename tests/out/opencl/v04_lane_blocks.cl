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

kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void lanes(global float* X, long X_shape2, global float* Y, long Y_shape2, global float* R, long R_shape0, long R_shape2, long R_stride1, long R_stride2, global float* S, long S_shape1, global double* D, long D_shape2, global double* E, long E_shape2, global half* H, long H_shape2, global half* F, long F_shape2, global float* P, long P_shape1, global float* Q, long Q_shape1, long off, global float* T, long T_shape1) {
    local uchar stack[768] __attribute__((aligned(64)));
    long g = (long)get_group_id(0);
    global float* x = X + g * 4096;
    global float* y = Y + g * 4096;
    long m = R_shape0;
    global float* r = R + g * R_stride2;
    global float* s = S + g * 16;
    global double* d = D + g * 264;
    global double* e = E + g * 264;
    global half* h = H + g * 264;
    global half* f = F + g * 264;
    global float* p = P + g * 32;
    global float* q = Q + g * 64;
    global float* tt = T + g * 16;
    int sg = (int)((long)get_local_id(0) / 16 + 4 * (long)get_local_id(1));
    int lane = (int)((long)get_local_id(0) % 16);
    long j0 = (long)sg;
    long l = (long)lane;
    long lb = j0;
    long span_1 = max(64L, lb) - lb;
    long q_2 = (long)((ulong)((span_1 >> 1 & 9223372036854775807L) / 4) * (ulong)2);
    long r_2 = (long)((ulong)span_1 - (ulong)((long)((ulong)q_2 * (ulong)4)));
    long over_1 = (long)((r_2 ^ (-9223372036854775807L - 1)) >= (4 ^ (-9223372036854775807L - 1)));
    long trips_2 = (long)((ulong)((long)((ulong)q_2 + (ulong)over_1)) + (ulong)(long)((long)((ulong)r_2 - (ulong)((long)((ulong)over_1 * (ulong)4))) != 0));
    long mine = max(trips_2, trips_2 >> 63 & 9223372036854775807L);
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local long*)(stack + 256))[(long)get_local_id(0)] = mine;
    barrier(CLK_LOCAL_MEM_FENCE);
    long most = ((local long*)(stack + 256))[0];
    #pragma unroll
    for (long sgj = 1; sgj < 4; ++sgj) {
        most = max(most, ((local long*)(stack + 256))[sgj * 16]);
    }
    for (long round_ = 0; round_ < most; ++round_) {
        long j = (long)((ulong)lb + (ulong)((long)((ulong)round_ * (ulong)4)));
        float x0;
        long sg_item;
        long sg_base;
        bool cond = round_ < mine;
        if (cond) {
            x0 = x[l + j * 64];
            sg_item = (long)get_local_id(0);
            long sg_lane = (long)get_local_id(0) % 16;
            sg_base = sg_item - sg_lane;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (cond) {
            ((local float*)stack)[sg_item] = x0;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (cond) {
            float b = ((local float*)stack)[sg_base + min(max(0L, 0L), 15L)];
            for (long i = l; i < 64; i += 16) {
                float v = x[i + j * 64];
                float w = v * b;
                y[i + j * 64] = w;
            }
        }
    }
    long lb_1 = j0;
    long span_2 = max(16L, lb_1) - lb_1;
    long q_3 = (long)((ulong)((span_2 >> 1 & 9223372036854775807L) / 4) * (ulong)2);
    long r_3 = (long)((ulong)span_2 - (ulong)((long)((ulong)q_3 * (ulong)4)));
    long over_2 = (long)((r_3 ^ (-9223372036854775807L - 1)) >= (4 ^ (-9223372036854775807L - 1)));
    long trips_3 = (long)((ulong)((long)((ulong)q_3 + (ulong)over_2)) + (ulong)(long)((long)((ulong)r_3 - (ulong)((long)((ulong)over_2 * (ulong)4))) != 0));
    long mine_1 = max(trips_3, trips_3 >> 63 & 9223372036854775807L);
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local long*)(stack + 256))[(long)get_local_id(0)] = mine_1;
    barrier(CLK_LOCAL_MEM_FENCE);
    long most_1 = ((local long*)(stack + 256))[0];
    #pragma unroll
    for (long sgj_1 = 1; sgj_1 < 4; ++sgj_1) {
        most_1 = max(most_1, ((local long*)(stack + 256))[sgj_1 * 16]);
    }
    for (long round__1 = 0; round__1 < most_1; ++round__1) {
        long j_1 = (long)((ulong)lb_1 + (ulong)((long)((ulong)round__1 * (ulong)4)));
        float acc;
        long sg_item_1;
        long sg_base_1;
        bool cond_1 = round__1 < mine_1;
        if (cond_1) {
            acc = 0.0f;
            long span = max(m, l) - l;
            long q_1 = (long)((ulong)((span >> 1 & 9223372036854775807L) / 16) * (ulong)2);
            long r_1 = (long)((ulong)span - (ulong)((long)((ulong)q_1 * (ulong)16)));
            long over = (long)((r_1 ^ (-9223372036854775807L - 1)) >= (16 ^ (-9223372036854775807L - 1)));
            long trips = (long)((ulong)((long)((ulong)q_1 + (ulong)over)) + (ulong)(long)((long)((ulong)r_1 - (ulong)((long)((ulong)over * (ulong)16))) != 0));
            long trips_1 = max(trips, trips >> 63 & 9223372036854775807L);
            for (long t = 0; t < trips_1; ++t) {
                long i_1 = (long)((ulong)l + (ulong)((long)((ulong)t * (ulong)16)));
                float v_1 = r[i_1 + j_1 * R_stride1];
                float a = acc + v_1;
                acc = a;
            }
            sg_item_1 = (long)get_local_id(0);
            long sg_lane_1 = (long)get_local_id(0) % 16;
            sg_base_1 = sg_item_1 - sg_lane_1;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (cond_1) {
            ((local float*)stack)[sg_item_1] = acc;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (cond_1) {
            float t_1 = ((local float*)stack)[sg_base_1];
            for (long j_2 = 1; j_2 < 16; ++j_2) {
                t_1 += ((local float*)stack)[sg_base_1 + j_2];
            }
            bool first = lane == 0;
            if (first) {
                s[j_1] = t_1;
            }
        }
    }
    long lb_2 = j0;
    long span_3 = max(16L, lb_2) - lb_2;
    long q_4 = (long)((ulong)((span_3 >> 1 & 9223372036854775807L) / 4) * (ulong)2);
    long r_4 = (long)((ulong)span_3 - (ulong)((long)((ulong)q_4 * (ulong)4)));
    long over_3 = (long)((r_4 ^ (-9223372036854775807L - 1)) >= (4 ^ (-9223372036854775807L - 1)));
    long trips_4 = (long)((ulong)((long)((ulong)q_4 + (ulong)over_3)) + (ulong)(long)((long)((ulong)r_4 - (ulong)((long)((ulong)over_3 * (ulong)4))) != 0));
    long mine_2 = max(trips_4, trips_4 >> 63 & 9223372036854775807L);
    barrier(CLK_LOCAL_MEM_FENCE);
    ((local long*)(stack + 256))[(long)get_local_id(0)] = mine_2;
    barrier(CLK_LOCAL_MEM_FENCE);
    long most_2 = ((local long*)(stack + 256))[0];
    #pragma unroll
    for (long sgj_2 = 1; sgj_2 < 4; ++sgj_2) {
        most_2 = max(most_2, ((local long*)(stack + 256))[sgj_2 * 16]);
    }
    for (long round__2 = 0; round__2 < most_2; ++round__2) {
        long j_3 = (long)((ulong)lb_2 + (ulong)((long)((ulong)round__2 * (ulong)4)));
        float acc_1;
        long sg_item_2;
        long sg_base_2;
        bool cond_2 = round__2 < mine_2;
        if (cond_2) {
            long k = (long)((ulong)l + (ulong)off);
            acc_1 = 0.0f;
            for (long i_2 = k; i_2 < 64; i_2 += 16) {
                float v_2 = x[i_2 + j_3 * 64];
                float a_1 = acc_1 + v_2;
                acc_1 = a_1;
            }
            sg_item_2 = (long)get_local_id(0);
            long sg_lane_2 = (long)get_local_id(0) % 16;
            sg_base_2 = sg_item_2 - sg_lane_2;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (cond_2) {
            ((local float*)stack)[sg_item_2] = acc_1;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        if (cond_2) {
            float t_2 = ((local float*)stack)[sg_base_2];
            for (long j_4 = 1; j_4 < 16; ++j_4) {
                t_2 += ((local float*)stack)[sg_base_2 + j_4];
            }
            bool first_1 = lane == 0;
            if (first_1) {
                tt[j_3] = t_2;
            }
        }
    }
    for (long j_5 = j0; j_5 < 8; j_5 += 4) {
        long i_3 = (long)((ulong)l + (ulong)1);
        double vd = d[i_3 + j_5 * 33];
        e[i_3 + j_5 * 33] = vd;
        float vh = tinyc_f16_load(((global ushort*)h)[i_3 + j_5 * 33]);
        ((global ushort*)f)[i_3 + j_5 * 33] = tinyc_f16_bits(vh);
    }
    bool sg0 = sg == 0;
    if (sg0) {
        long l2 = (long)((ulong)l * (ulong)2);
        long l2m = l2 % 32;
        float v2 = p[l2m];
        q[l] = v2;
        bool low = lane < 8;
        if (low) {
            float v3 = p[l];
            long o = (long)((ulong)l + (ulong)32);
            q[o] = v3;
        }
    }
}
