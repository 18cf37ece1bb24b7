#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 8, 1)))
void k(global float* A, long A_shape2, global float* x56, long x56_shape1, global float* x9, long x9_shape1, global double* P, long P_shape2, global float* Q, long Q_shape2, global float* v, long v_shape1, global double* w, long w_shape1, global float* y9, long y9_shape1, global float* y56, long y56_shape1, global float* s9, long s9_shape1, global float* s56, long s56_shape1, global double* p5, long p5_shape1, global double* p12, long p12_shape1, global float* q30, long q30_shape1, global float* G, long G_shape2, global float* t, long t_shape0, global double* u, long u_shape0) {
    long g = (long)get_group_id(2);
    global float* a = A + g * 504;
    global float* xa = x56 + g * 56;
    global float* xb = x9 + g * 9;
    global double* p = P + g * 60;
    global float* q = Q + g * 120;
    global float* vv = v + g * 1000;
    global double* ww = w + g * 7;
    global float* ya = y9 + g * 9;
    global float* yb = y56 + g * 56;
    global float* sa = s9 + g * 9;
    global float* sb = s56 + g * 56;
    global double* pa = p5 + g * 5;
    global double* pb = p12 + g * 12;
    global float* qb = q30 + g * 30;
    global float* gg = G + g * 504;
    global float* tt = t + g;
    global double* uu = u + g;
    for (long i = (long)get_local_id(0) + 64 * (long)get_local_id(1); i < 9; i += 512) {
        float acc = 0.0f;
        for (long k = 0; k < 56; ++k) {
            acc += a[i + k * 9] * xa[k];
        }
        ya[i] = acc;
    }
    for (long i_1 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_1 < 56; i_1 += 512) {
        float acc_1 = 0.0f;
        for (long k_1 = 0; k_1 < 9; ++k_1) {
            acc_1 += a[k_1 + i_1 * 9] * xb[k_1];
        }
        yb[i_1] = yb[i_1] + 0.5f * acc_1;
    }
    for (long i_2 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_2 < 9; i_2 += 512) {
        float acc_2 = 0.0f;
        for (long k_2 = 0; k_2 < 56; ++k_2) {
            acc_2 += a[i_2 + k_2 * 9];
        }
        sa[i_2] = acc_2;
    }
    for (long i_3 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_3 < 56; i_3 += 512) {
        float acc_3 = 0.0f;
        for (long k_3 = 0; k_3 < 9; ++k_3) {
            acc_3 += a[k_3 + i_3 * 9];
        }
        sb[i_3] = acc_3;
    }
    for (long i_4 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_4 < 5; i_4 += 512) {
        double acc_4 = 0.0;
        for (long k_4 = 0; k_4 < 12; ++k_4) {
            acc_4 += p[i_4 + k_4 * 5];
        }
        pa[i_4] = pa[i_4] + 2.0 * acc_4;
    }
    for (long i_5 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_5 < 12; i_5 += 512) {
        double acc_5 = 0.0;
        for (long k_5 = 0; k_5 < 5; ++k_5) {
            acc_5 += p[k_5 + i_5 * 5];
        }
        pb[i_5] = acc_5;
    }
    for (long i_6 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_6 < 30; i_6 += 512) {
        float acc_6 = 0.0f;
        for (long k_6 = 0; k_6 < 4; ++k_6) {
            acc_6 += q[k_6 + i_6 * 4];
        }
        qb[i_6] = acc_6;
    }
    for (long i_7 = (long)get_local_id(0); i_7 < 9; i_7 += 64) {
        for (long c = 0; c < 2; ++c) {
            long jb = (long)get_local_id(1) + c * 32;
            float v_1;
            float o;
            if (jb < 56) {
                v_1 = xb[i_7] * xa[jb];
                o = gg[i_7 + jb * 9];
            }
            long j = jb + 8;
            float v_2;
            float o_1;
            if (j < 56) {
                v_2 = xb[i_7] * xa[j];
                o_1 = gg[i_7 + j * 9];
            }
            long j_1 = jb + 16;
            float v_3;
            float o_2;
            if (j_1 < 56) {
                v_3 = xb[i_7] * xa[j_1];
                o_2 = gg[i_7 + j_1 * 9];
            }
            long j_2 = jb + 24;
            float v_4;
            float o_3;
            if (j_2 < 56) {
                v_4 = xb[i_7] * xa[j_2];
                o_3 = gg[i_7 + j_2 * 9];
            }
            if (jb < 56) {
                gg[i_7 + jb * 9] = o + v_1;
            }
            if (j < 56) {
                gg[i_7 + j * 9] = o_1 + v_2;
            }
            if (j_1 < 56) {
                gg[i_7 + j_1 * 9] = o_2 + v_3;
            }
            if (j_2 < 56) {
                gg[i_7 + j_2 * 9] = o_3 + v_4;
            }
        }
    }
    if ((long)get_local_id(0) + 64 * (long)get_local_id(1) == 0) {
        float acc_7 = 0.0f;
        for (long k_7 = 0; k_7 < 1000; ++k_7) {
            acc_7 += vv[k_7];
        }
        tt[0] = acc_7;
    }
    if ((long)get_local_id(0) + 64 * (long)get_local_id(1) == 0) {
        double acc_8 = 0.0;
        for (long k_8 = 0; k_8 < 7; ++k_8) {
            acc_8 += ww[k_8];
        }
        uu[0] = uu[0] + acc_8;
    }
}
