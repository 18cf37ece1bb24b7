#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void gpu_unrolled(global float* X, long X_shape1, global float* Y, long Y_shape1, global float* A, long A_shape1, global float* B, long B_shape1, global float* Z, long Z_shape1, global double* W, long W_shape1, global double* M, long M_shape2, global float* Q, long Q_shape1, global double* R, long R_shape1, global float* U, long U_shape1, global float* V, long V_shape1, global float* G, long G_shape2, global double* S, long S_shape2, global double* T, long T_shape2) {
    long g = (long)get_global_id(2);
    global float* x = X + g * 100;
    global float* y = Y + g * 100;
    for (long c = 0; c < 1; ++c) {
        long base = (long)get_local_id(0) + c * 128;
        float v;
        float o;
        if (base < 100) {
            v = x[base];
            o = y[base];
        }
        long i = base + 32;
        float v_1;
        float o_1;
        if (i < 100) {
            v_1 = x[i];
            o_1 = y[i];
        }
        long i_1 = base + 64;
        float v_2;
        float o_2;
        if (i_1 < 100) {
            v_2 = x[i_1];
            o_2 = y[i_1];
        }
        long i_2 = base + 96;
        float v_3;
        float o_3;
        if (i_2 < 100) {
            v_3 = x[i_2];
            o_3 = y[i_2];
        }
        if (base < 100) {
            y[base] = o + 2.0f * v;
        }
        if (i < 100) {
            y[i] = o_1 + 2.0f * v_1;
        }
        if (i_1 < 100) {
            y[i_1] = o_2 + 2.0f * v_2;
        }
        if (i_2 < 100) {
            y[i_2] = o_3 + 2.0f * v_3;
        }
    }
    global float* a = A + g * 128;
    global float* b = B + g * 128;
    global float* z = Z + g * 128;
    for (long c_1 = 0; c_1 < 1; ++c_1) {
        long base_1 = (long)get_local_id(0) + c_1 * 128;
        float v_4 = a[base_1] * b[base_1];
        long i_3 = base_1 + 32;
        float v_5 = a[i_3] * b[i_3];
        long i_4 = base_1 + 64;
        float v_6 = a[i_4] * b[i_4];
        long i_5 = base_1 + 96;
        float v_7 = a[i_5] * b[i_5];
        z[base_1] = v_4;
        z[i_3] = v_5;
        z[i_4] = v_6;
        z[i_5] = v_7;
    }
    global double* w = W + g * 70;
    for (long c_2 = 0; c_2 < 1; ++c_2) {
        long base_2 = (long)get_local_id(0) + c_2 * 96;
        double v_8;
        double o_4;
        if (base_2 < 70) {
            v_8 = w[base_2];
            o_4 = w[base_2];
        }
        long i_6 = base_2 + 32;
        double v_9;
        double o_5;
        if (i_6 < 70) {
            v_9 = w[i_6];
            o_5 = w[i_6];
        }
        long i_7 = base_2 + 64;
        double v_10;
        double o_6;
        if (i_7 < 70) {
            v_10 = w[i_7];
            o_6 = w[i_7];
        }
        if (base_2 < 70) {
            w[base_2] = o_4 + 0.5 * v_8;
        }
        if (i_6 < 70) {
            w[i_6] = o_5 + 0.5 * v_9;
        }
        if (i_7 < 70) {
            w[i_7] = o_6 + 0.5 * v_10;
        }
    }
    global double* m = M + g * 63;
    for (long c_3 = 0; c_3 < 1; ++c_3) {
        long base_3 = (long)get_local_id(0) + c_3 * 64;
        double v_11;
        if (base_3 < 63) {
            v_11 = m[base_3];
        }
        long i_8 = base_3 + 32;
        double v_12;
        if (i_8 < 63) {
            v_12 = m[i_8];
        }
        if (base_3 < 63) {
            m[base_3] = -1.0 * v_11;
        }
        if (i_8 < 63) {
            m[i_8] = -1.0 * v_12;
        }
    }
    global float* q = Q + g * 100;
    // foreach %i: iterations spread over the work-group
    for (long c_4 = 0; c_4 < 1; ++c_4) {
        long base_4 = 5 + (long)get_local_id(0) + c_4 * 96;
        long e = base_4;
        float v_13_1;
        float s_1;
        float t_1;
        if (e < 100) {
            v_13_1 = x[e];
            s_1 = v_13_1 * v_13_1;
            t_1 = s_1 - 1.0f;
        }
        long e_1 = base_4 + 32;
        float v_13_2;
        float s_2;
        float t_2;
        if (e_1 < 100) {
            v_13_2 = x[e_1];
            s_2 = v_13_2 * v_13_2;
            t_2 = s_2 - 1.0f;
        }
        long e_2 = base_4 + 64;
        float v_13_3;
        float s_3;
        float t_3;
        if (e_2 < 100) {
            v_13_3 = x[e_2];
            s_3 = v_13_3 * v_13_3;
            t_3 = s_3 - 1.0f;
        }
        if (e < 100) {
            q[e] = t_1;
        }
        if (e_1 < 100) {
            q[e_1] = t_2;
        }
        if (e_2 < 100) {
            q[e_2] = t_3;
        }
    }
    global double* r = R + g * 64;
    // foreach %j: iterations spread over the work-group
    for (long c_5 = 0; c_5 < 1; ++c_5) {
        long base_5 = (long)get_local_id(0) + c_5 * 64;
        long e_3 = base_5;
        double u_1 = r[e_3];
        double p_1 = u_1 + 2.0;
        long e_4 = base_5 + 32;
        double u_2 = r[e_4];
        double p_2 = u_2 + 2.0;
        r[e_3] = p_1;
        r[e_4] = p_2;
    }
    global float* ug = U + g * 20;
    global float* vg = V + g * 9;
    global float* gg = G + g * 180;
    for (long i_10 = (long)get_local_id(0); i_10 < 20; i_10 += 32) {
        for (long c_6 = 0; c_6 < 3; ++c_6) {
            long jb = c_6 * 4;
            float v_14;
            float o_7;
            if (jb < 9) {
                v_14 = ug[i_10] * vg[jb];
                o_7 = gg[i_10 + jb * 20];
            }
            long j_1 = jb + 1;
            float v_15;
            float o_8;
            if (j_1 < 9) {
                v_15 = ug[i_10] * vg[j_1];
                o_8 = gg[i_10 + j_1 * 20];
            }
            long j_2 = jb + 2;
            float v_16;
            float o_9;
            if (j_2 < 9) {
                v_16 = ug[i_10] * vg[j_2];
                o_9 = gg[i_10 + j_2 * 20];
            }
            long j_3 = jb + 3;
            float v_17;
            float o_10;
            if (j_3 < 9) {
                v_17 = ug[i_10] * vg[j_3];
                o_10 = gg[i_10 + j_3 * 20];
            }
            if (jb < 9) {
                gg[i_10 + jb * 20] = o_7 + v_14;
            }
            if (j_1 < 9) {
                gg[i_10 + j_1 * 20] = o_8 + v_15;
            }
            if (j_2 < 9) {
                gg[i_10 + j_2 * 20] = o_9 + v_16;
            }
            if (j_3 < 9) {
                gg[i_10 + j_3 * 20] = o_10 + v_17;
            }
        }
    }
    global double* sg = S + g * 128;
    global double* tg = T + g * 128;
    for (long i_11 = (long)get_local_id(0); i_11 < 8; i_11 += 32) {
        for (long c_7 = 0; c_7 < 4; ++c_7) {
            long jb_1 = c_7 * 4;
            double v_18 = sg[jb_1 + i_11 * 16];
            long j_4 = jb_1 + 1;
            double v_19 = sg[j_4 + i_11 * 16];
            long j_5 = jb_1 + 2;
            double v_20 = sg[j_5 + i_11 * 16];
            long j_6 = jb_1 + 3;
            double v_21 = sg[j_6 + i_11 * 16];
            tg[i_11 + jb_1 * 8] = 1.5 * v_18;
            tg[i_11 + j_4 * 8] = 1.5 * v_19;
            tg[i_11 + j_5 * 8] = 1.5 * v_20;
            tg[i_11 + j_6 * 8] = 1.5 * v_21;
        }
    }
}
