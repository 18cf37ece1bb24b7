#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 2, 1)))
void elementwise_vectors(global float* X, long X_shape1, global float* Y, long Y_shape1, global float* Z, long Z_shape1, double a, global double* E, long E_shape2, global double* D, long D_shape2, float b, global float* G, long G_shape2, global float* F, long F_shape2, global float* S, long S_shape1, global float* T, long T_shape2) {
    long g = (long)get_group_id(2);
    global float* x = X + g * 37;
    global float* y = Y + g * 37;
    global float* z = Z + g * 37;
    for (long i = (long)get_local_id(0) + 64 * (long)get_local_id(1); i < 37; i += 128) {
        z[i] = x[i] * y[i];
    }
    global double* e = E + g * 40;
    global double* d = D + g * 40;
    for (long i_1 = (long)get_local_id(0); i_1 < 8; i_1 += 64) {
        for (long c = 0; c < 1; ++c) {
            long jb = (long)get_local_id(1) + c * 6;
            double v;
            double o;
            if (jb < 5) {
                v = e[i_1 + jb * 8];
                o = d[i_1 + jb * 8];
            }
            long j = jb + 2;
            double v_1;
            double o_1;
            if (j < 5) {
                v_1 = e[i_1 + j * 8];
                o_1 = d[i_1 + j * 8];
            }
            long j_1 = jb + 4;
            double v_2;
            double o_2;
            if (j_1 < 5) {
                v_2 = e[i_1 + j_1 * 8];
                o_2 = d[i_1 + j_1 * 8];
            }
            if (jb < 5) {
                d[i_1 + jb * 8] = o + a * v;
            }
            if (j < 5) {
                d[i_1 + j * 8] = o_1 + a * v_1;
            }
            if (j_1 < 5) {
                d[i_1 + j_1 * 8] = o_2 + a * v_2;
            }
        }
    }
    global float* gg = G + g * 60;
    global float* f = F + g * 60;
    for (long i_2 = (long)get_local_id(0); i_2 < 20; i_2 += 64) {
        for (long c_1 = 0; c_1 < 1; ++c_1) {
            long jb_1 = (long)get_local_id(1) + c_1 * 4;
            float v_3;
            float o_3;
            if (jb_1 < 3) {
                v_3 = gg[i_2 + jb_1 * 20];
                o_3 = f[i_2 + jb_1 * 20];
            }
            long j_2 = jb_1 + 2;
            float v_4;
            float o_4;
            if (j_2 < 3) {
                v_4 = gg[i_2 + j_2 * 20];
                o_4 = f[i_2 + j_2 * 20];
            }
            if (jb_1 < 3) {
                f[i_2 + jb_1 * 20] = 2.0f * v_3 + b * o_3;
            }
            if (j_2 < 3) {
                f[i_2 + j_2 * 20] = 2.0f * v_4 + b * o_4;
            }
        }
    }
    global float* x10 = X + g * 37;
    global float* y10 = Y + g * 37;
    global float* s = S + g * 10;
    for (long i_3 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_3 < 10; i_3 += 128) {
        s[i_3] = x10[i_3] * y10[i_3];
    }
    global float* g16 = G + g * 60;
    global float* t16 = T + g * 60;
    for (long i_4 = (long)get_local_id(0); i_4 < 16; i_4 += 64) {
        for (long c_2 = 0; c_2 < 1; ++c_2) {
            long jb_2 = (long)get_local_id(1) + c_2 * 4;
            float v_5;
            if (jb_2 < 3) {
                v_5 = g16[i_4 + jb_2 * 20];
            }
            long j_3 = jb_2 + 2;
            float v_6;
            if (j_3 < 3) {
                v_6 = g16[i_4 + j_3 * 20];
            }
            if (jb_2 < 3) {
                t16[i_4 + jb_2 * 20] = v_5;
            }
            if (j_3 < 3) {
                t16[i_4 + j_3 * 20] = v_6;
            }
        }
    }
}
