#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void atomic_mixed_(double a64, global int* x, long x_shape1, global float* f, long f_shape1, global int* I1, long I1_shape1, global int* I2, global float* F1, global int* I3, long I3_shape1) {
    long g = (long)get_group_id(2);
    global int* xg = x + g * 16;
    global int* x0 = x;
    global float* fg = f + g * 16;
    global int* i1 = I1 + g * 16;
    global int* i3 = I3 + g * 16;
    for (long i = (long)get_local_id(0); i < 16; i += 32) {
        float scaled = 0.5f * (float)xg[i];
        {
            volatile global int* atom_p = (volatile global int*)&i1[i];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old = (atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, (int)(isnan(scaled + (float)old) ? 0 : convert_int_sat_rtz(scaled + (float)old)));
            } while (atom_seen != atom_expected);
        }
    }
    for (long i_1 = (long)get_local_id(0); i_1 < 16; i_1 += 32) {
        float scaled_1 = 0.5f * (float)x0[i_1];
        {
            volatile global int* atom_p = (volatile global int*)&I2[i_1];
            int atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                int old_1 = (atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, (int)(isnan(scaled_1 + 3.0f * (float)old_1) ? 0 : convert_int_sat_rtz(scaled_1 + 3.0f * (float)old_1)));
            } while (atom_seen != atom_expected);
        }
    }
    for (long i_2 = (long)get_local_id(0); i_2 < 16; i_2 += 32) {
        double scaled_2 = a64 * (double)fg[i_2];
        {
            volatile global uint* atom_p = (volatile global uint*)&F1[i_2];
            uint atom_seen = *atom_p, atom_expected;
            do {
                atom_expected = atom_seen;
                float old_2 = as_float(atom_expected);
                atom_seen = atomic_cmpxchg(atom_p, atom_expected, as_uint((float)(scaled_2 + (double)old_2)));
            } while (atom_seen != atom_expected);
        }
    }
    for (long i_3 = (long)get_local_id(0); i_3 < 16; i_3 += 32) {
        atomic_xchg(&i3[i_3], (int)(isnan(2.0f * (float)xg[i_3]) ? 0 : convert_int_sat_rtz(2.0f * (float)xg[i_3])));
    }
}
