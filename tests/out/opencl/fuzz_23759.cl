#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 2, 1)))
void fz(global int* In1, long In1_stride0, long In1_stride1, long In1_shape2, long In1_stride2, global double* Out8, long Out8_shape1, global char*global* G10, global long* In12, long In12_stride0, global short* Out18, long Out18_shape1, global int* In20, long In20_stride0, long In20_shape1, long In20_stride1, global long* Out22, long Out22_shape2, global char* In24, long In24_stride0, long In24_stride1, long In24_shape2, long In24_stride2, global short* In26, long In26_shape2) {
    local uchar stack[512] __attribute__((aligned(64)));
    long gid = (long)get_group_id(2);
    global int* v2 = In1 + gid * In1_stride2;
    long s3 = gid << 17;
    long a4 = s3 & 1023;
    long x5 = a4 % 8;
    int s6 = v2[x5 * In1_stride0];
    bool s7 = gid > 100;
    if (s7) {
        global double* v9 = Out8 + gid * 9;
        global char* m11 = G10[gid];
        int s13 = (int)(-(uint)0);
        float s14 = fmod(-13.0f, 15.75f);
        for (long i = (long)get_local_id(0) + 64 * (long)get_local_id(1); i < 9; i += 128) {
            double acc = 0.0;
            for (long k = 0; k < 3; ++k) {
                acc += (double)((long)((ulong)(long)m11[k + i * 3] * (ulong)In12[k * In12_stride0]));
            }
            v9[i] = (double)s13 * acc + (double)s14 * v9[i];
        }
    }
    for (long i15 = 1; i15 < 3; i15 += 2) {
        global short* v19;
        global int* v21;
        bool cond = !s7;
        if (cond) {
            double s16 = 4.125 + -12.875;
            double s17 = s16 / -0.5;
            v19 = Out18 + gid * 3;
            v21 = In20 + gid * In20_stride1;
        }
        barrier(CLK_GLOBAL_MEM_FENCE);
        if (cond) {
            for (long i_1 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_1 < 3; i_1 += 128) {
                v19[i_1] = (short)((long)((ulong)(long)v19[i_1] + (ulong)((long)((ulong)-14 * (ulong)(long)((int)((uint)v21[i_1 * In20_stride0] * (uint)v21[i_1 * In20_stride0]))))));
            }
        }
    }
    global long* v23 = Out22 + gid * 21;
    global char* v25 = In24 + gid * In24_stride2;
    global short* v27 = In26 + gid * 56;
    short s28 = (short)-11;
    long a30 = 7 & 1023;
    long x31 = a30 % 8;
    long s32 = (long)(isnan(19.375f) ? 0 : convert_long_sat_rtz(19.375f));
    long a33 = s32 & 1023;
    long x34 = a33 % 7;
    int s35 = v2[x31 * In1_stride0 + x34 * In1_stride1];
    barrier(CLK_LOCAL_MEM_FENCE);
    #pragma unroll
    for (long t = 0; t < 4; ++t) {
        long idx = (long)get_local_id(0) + 64 * (long)get_local_id(1) + t * 128;
        long pl = idx % 8;
        long il = idx / 8;
        ((local char*)stack)[il + pl * 64] = v25[pl * In24_stride0 + min(il, 2L) * In24_stride1];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long i_2 = (long)get_local_id(0);
    long ia = (long)get_local_id(0);
    long j = (long)get_local_id(1);
    long jb = min(j, 6L);
    long j_1 = (long)get_local_id(1) + 2;
    long jb_1 = min(j_1, 6L);
    long j_2 = (long)get_local_id(1) + 4;
    long jb_2 = min(j_2, 6L);
    long j_3 = (long)get_local_id(1) + 6;
    long jb_3 = min(j_3, 6L);
    long c00 = 0;
    long c01 = 0;
    long c02 = 0;
    long c03 = 0;
    #pragma unroll
    for (long k_1 = 0; k_1 < 8; ++k_1) {
        char a0 = ((local char*)stack)[ia + k_1 * 64];
        short b0 = v27[jb + k_1 * 7];
        short b1 = v27[jb_1 + k_1 * 7];
        short b2 = v27[jb_2 + k_1 * 7];
        short b3 = v27[jb_3 + k_1 * 7];
        c00 = (long)((ulong)c00 + (ulong)(long)(short)((short)a0 * b0));
        c01 = (long)((ulong)c01 + (ulong)(long)(short)((short)a0 * b1));
        c02 = (long)((ulong)c02 + (ulong)(long)(short)((short)a0 * b2));
        c03 = (long)((ulong)c03 + (ulong)(long)(short)((short)a0 * b3));
    }
    if (i_2 < 3) {
        if (j < 7) {
            v23[i_2 + j * 3] = (long)((ulong)((long)((ulong)(long)s28 * (ulong)c00)) + (ulong)((long)((ulong)(long)s35 * (ulong)v23[i_2 + j * 3])));
        }
        if (j_1 < 7) {
            v23[i_2 + j_1 * 3] = (long)((ulong)((long)((ulong)(long)s28 * (ulong)c01)) + (ulong)((long)((ulong)(long)s35 * (ulong)v23[i_2 + j_1 * 3])));
        }
        if (j_2 < 7) {
            v23[i_2 + j_2 * 3] = (long)((ulong)((long)((ulong)(long)s28 * (ulong)c02)) + (ulong)((long)((ulong)(long)s35 * (ulong)v23[i_2 + j_2 * 3])));
        }
        if (j_3 < 7) {
            v23[i_2 + j_3 * 3] = (long)((ulong)((long)((ulong)(long)s28 * (ulong)c03)) + (ulong)((long)((ulong)(long)s35 * (ulong)v23[i_2 + j_3 * 3])));
        }
    }
}
