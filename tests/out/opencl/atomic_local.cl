#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void atomic_local_(global float* x, long x_shape1, global float* X, long X_shape2, global float* R, long R_shape2, global double* Q, long Q_shape2) {
    local uchar stack[576] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    global float* xg = x + g * 16;
    global float* Xg = X + g * 48;
    local float* S = (local float*)stack;
    local double* D = (local double*)(stack + 192);
    for (long c = 0; c < 1; ++c) {
        long base = (long)get_local_id(0) + c * 64;
        float v;
        if (base < 48) {
            v = Xg[base];
        }
        long i = base + 32;
        float v_1;
        if (i < 48) {
            v_1 = Xg[i];
        }
        if (base < 48) {
            S[base] = v;
        }
        if (i < 48) {
            S[i] = v_1;
        }
    }
    for (long i_1 = (long)get_local_id(0); i_1 < 16; i_1 += 32) {
        for (long c_1 = 0; c_1 < 1; ++c_1) {
            long jb = c_1 * 3;
            float v_2 = Xg[i_1 + jb * 16];
            long j = jb + 1;
            float v_3 = Xg[i_1 + j * 16];
            long j_1 = jb + 2;
            float v_4 = Xg[i_1 + j_1 * 16];
            D[i_1 + jb * 16] = (double)v_2;
            D[i_1 + j * 16] = (double)v_3;
            D[i_1 + j_1 * 16] = (double)v_4;
        }
    }
    local float* s0 = S;
    local float* s1 = S + 16;
    local float* s2 = S + 32;
    local double* d0 = D;
    local double* d1 = D + 16;
    local double* d2 = D + 32;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long i_2 = (long)get_local_id(0); i_2 < 16; i_2 += 32) {
        atomic_xchg(&s0[i_2], 2.0f * xg[i_2]);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long i_3 = (long)get_local_id(0); i_3 < 16; i_3 += 32) {
        float delta = 2.0f * xg[i_3];
        {
            volatile local uint* atom_p = (volatile local uint*)&s1[i_3];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float atom_old = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + delta));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long i_4 = (long)get_local_id(0); i_4 < 16; i_4 += 32) {
        float scaled = 2.0f * xg[i_4];
        {
            volatile local uint* atom_p = (volatile local uint*)&s2[i_4];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float old = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(scaled + 0.5f * old));
            } while (atom_seen != atom_expected);
        }
    }
    for (long i_5 = (long)get_local_id(0); i_5 < 16; i_5 += 32) {
        atom_xchg((volatile local long*)&d0[i_5], as_long(-1.5 * (double)xg[i_5]));
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long i_6 = (long)get_local_id(0); i_6 < 16; i_6 += 32) {
        double delta_1 = -1.5 * (double)xg[i_6];
        {
            volatile local ulong* atom_p = (volatile local ulong*)&d1[i_6];
            ulong atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                double atom_old = as_double(atom_expected);
                atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(atom_old + delta_1));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long i_7 = (long)get_local_id(0); i_7 < 16; i_7 += 32) {
        double scaled_1 = -1.5 * (double)xg[i_7];
        {
            volatile local ulong* atom_p = (volatile local ulong*)&d2[i_7];
            ulong atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                double old_1 = as_double(atom_expected);
                atom_seen = atom_cmpxchg(atom_p, atom_expected, as_ulong(scaled_1 + 0.5 * old_1));
            } while (atom_seen != atom_expected);
        }
    }
    global float* Rg = R + g * 48;
    global double* Qg = Q + g * 48;
    for (long c_2 = 0; c_2 < 1; ++c_2) {
        long base_1 = (long)get_local_id(0) + c_2 * 64;
        float v_5;
        if (base_1 < 48) {
            v_5 = S[base_1];
        }
        long i_8 = base_1 + 32;
        float v_6;
        if (i_8 < 48) {
            v_6 = S[i_8];
        }
        if (base_1 < 48) {
            Rg[base_1] = v_5;
        }
        if (i_8 < 48) {
            Rg[i_8] = v_6;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long c_3 = 0; c_3 < 1; ++c_3) {
        long base_2 = (long)get_local_id(0) + c_3 * 64;
        double v_7;
        if (base_2 < 48) {
            v_7 = D[base_2];
        }
        long i_9 = base_2 + 32;
        double v_8;
        if (i_9 < 48) {
            v_8 = D[i_9];
        }
        if (base_2 < 48) {
            Qg[base_2] = v_7;
        }
        if (i_9 < 48) {
            Qg[i_9] = v_8;
        }
    }
}
