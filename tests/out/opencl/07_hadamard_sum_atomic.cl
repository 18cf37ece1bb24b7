kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void hadamard_sum(global float* u, long u_shape1, global float* v, long v_shape1, global float* w, long w_shape1, global float* M, long M_shape2, global float* r, long r_shape1, global float* total) {
    long g = (long)get_group_id(2);
    global float* ug = u + g * 40;
    global float* vg = v + g * 40;
    global float* wg = w + g * 40;
    global float* mg = M + g * 120;
    global float* rg = r + g * 40;
    for (long i = (long)get_local_id(0); i < 40; i += 64) {
        wg[i] = ug[i] * vg[i];
    }
    for (long i_1 = (long)get_local_id(0); i_1 < 40; i_1 += 64) {
        float acc = 0.0f;
        for (long k = 0; k < 3; ++k) {
            acc += mg[i_1 + k * 40];
        }
        rg[i_1] = acc;
    }
    if ((long)get_local_id(0) == 0) {
        float acc_1 = 0.0f;
        for (long k_1 = 0; k_1 < 40; ++k_1) {
            acc_1 += ug[k_1];
        }
        float delta = 0.5f * acc_1;
        {
            volatile global uint* atom_p = (volatile global uint*)&total[0];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float atom_old = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint(atom_old + delta));
            } while (atom_seen != atom_expected);
        }
    }
}
