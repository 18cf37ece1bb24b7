#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void stack_constant_offsets(global int* u, long u_shape1, global long* v, long v_shape1, global float* w, long w_shape1, global int* R, long R_shape1, global long* Q, long Q_shape1, global float* P, long P_shape1) {
    local uchar stack[152] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    local int* S = (local int*)stack;
    local long* T = (local long*)(stack + 64);
    local float* F = (local float*)(stack + 128);
    global int* u_g = u + g * 6;
    global long* v_g = v + g * 6;
    global float* w_g = w + g * 6;
    global int* u0 = u + g * 6;
    global long* v0 = v + g * 6;
    global float* w0 = w + g * 6;
    for (long i = (long)get_local_id(0); i < 6; i += 32) {
        S[i] = u_g[i];
    }
    for (long i_1 = (long)get_local_id(0); i_1 < 6; i_1 += 32) {
        T[i_1] = v_g[i_1];
    }
    for (long i_2 = (long)get_local_id(0); i_2 < 6; i_2 += 32) {
        F[i_2] = w_g[i_2];
    }
    local int* s2 = S + 2;
    local int* s5 = S + 5;
    local long* t1 = T + 1;
    local long* t4 = T + 4;
    local float* f3 = F + 3;
    local float* f0 = F;
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((long)get_local_id(0) == 0) {
        int delta = (int)((uint)2 * (uint)u0[0]);
        atomic_add(&s2[0], delta);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((long)get_local_id(0) == 0) {
        int scaled = (int)((uint)2 * (uint)u0[0]);
        {
            volatile local int* atom_p = (volatile local int*)&s5[0];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old = (atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, (int)((uint)scaled + (uint)((int)((uint)3 * (uint)old))));
            } while (atom_seen != atom_expected);
        }
    }
    if ((long)get_local_id(0) == 0) {
        long delta_1 = (long)((ulong)2 * (ulong)v0[0]);
        atom_add(&t1[0], delta_1);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((long)get_local_id(0) == 0) {
        atom_xchg(&t4[0], (long)((ulong)2 * (ulong)v0[0]));
    }
    if ((long)get_local_id(0) == 0) {
        float delta_2 = 2.0f * w0[0];
        {
            volatile local uint* atom_p = (volatile local uint*)&f3[0];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float atom_old = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + delta_2));
            } while (atom_seen != atom_expected);
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if ((long)get_local_id(0) == 0) {
        float scaled_1 = 2.0f * w0[0];
        {
            volatile local uint* atom_p = (volatile local uint*)&f0[0];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float old_1 = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(scaled_1 + 3.0f * old_1));
            } while (atom_seen != atom_expected);
        }
    }
    global int* R_g = R + g * 6;
    global long* Q_g = Q + g * 6;
    global float* P_g = P + g * 6;
    for (long i_3 = (long)get_local_id(0); i_3 < 6; i_3 += 32) {
        R_g[i_3] = S[i_3];
    }
    for (long i_4 = (long)get_local_id(0); i_4 < 6; i_4 += 32) {
        Q_g[i_4] = T[i_4];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long i_5 = (long)get_local_id(0); i_5 < 6; i_5 += 32) {
        P_g[i_5] = F[i_5];
    }
}
