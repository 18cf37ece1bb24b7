kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void gemv_ger(global float* A, long A_shape2, global float* x, long x_shape1, global float* y, long y_shape1, global float* z, global float* C, long C_shape2) {
    long g = (long)get_group_id(2);
    global float* a = A + g * 63;
    global float* xg = x + g * 9;
    global float* yg = y + g * 7;
    global float* c = C + g * 45;
    for (long i = (long)get_local_id(0) + 32 * (long)get_local_id(1); i < 7; i += 64) {
        float acc = 0.0f;
        for (long k = 0; k < 9; ++k) {
            acc += a[k + i * 9] * xg[k];
        }
        yg[i] = 1.5f * acc;
    }
    for (long i_1 = (long)get_local_id(0); i_1 < 9; i_1 += 32) {
        for (long c_1 = 0; c_1 < 1; ++c_1) {
            long jb = (long)get_local_id(1) + c_1 * 6;
            float v;
            float o;
            if (jb < 5) {
                v = xg[i_1] * z[jb];
                o = c[i_1 + jb * 9];
            }
            long j = jb + 2;
            float v_1;
            float o_1;
            if (j < 5) {
                v_1 = xg[i_1] * z[j];
                o_1 = c[i_1 + j * 9];
            }
            long j_1 = jb + 4;
            float v_2;
            float o_2;
            if (j_1 < 5) {
                v_2 = xg[i_1] * z[j_1];
                o_2 = c[i_1 + j_1 * 9];
            }
            if (jb < 5) {
                c[i_1 + jb * 9] = o + -1.0f * v;
            }
            if (j < 5) {
                c[i_1 + j * 9] = o_1 + -1.0f * v_1;
            }
            if (j_1 < 5) {
                c[i_1 + j_1 * 9] = o_2 + -1.0f * v_2;
            }
        }
    }
}
