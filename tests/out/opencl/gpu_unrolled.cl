#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void gpu_unrolled(global float* X, long X_shape1, global float* Y, long Y_shape1, global float* A, long A_shape1, global float* B, long B_shape1, global float* Z, long Z_shape1, global double* W, long W_shape1, global double* M, long M_shape2, global float* Q, long Q_shape1, global double* R, long R_shape1, global float* U, long U_shape1, global float* V, long V_shape1, global float* G, long G_shape2, global double* S, long S_shape2, global double* T, long T_shape2, global float* P, long P_shape2, global float* O, long O_shape2, global double* L, long L_shape2, global double* K, long K_shape2) {
    local uchar stack[8448] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
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
    global float* pg = P + g * 1320;
    global float* og = O + g * 1320;
    for (long ti = 0; ti < 2; ++ti) {
        for (long tj = 0; tj < 2; ++tj) {
            long i0 = ti * 32;
            long j0 = tj * 32;
            barrier(CLK_LOCAL_MEM_FENCE);
            long e_5 = (long)get_local_id(0);
            long r_1 = e_5 % 32;
            long q_1 = e_5 / 32;
            ((local float*)stack)[q_1 * 33 + r_1] = pg[min(j0 + r_1, 32L) + min(i0 + q_1, 39L) * 33];
            long e_6 = (long)get_local_id(0) + 32;
            long r_2 = e_6 % 32;
            long q_2 = e_6 / 32;
            ((local float*)stack)[q_2 * 33 + r_2] = pg[min(j0 + r_2, 32L) + min(i0 + q_2, 39L) * 33];
            long e_7 = (long)get_local_id(0) + 64;
            long r_3 = e_7 % 32;
            long q_3 = e_7 / 32;
            ((local float*)stack)[q_3 * 33 + r_3] = pg[min(j0 + r_3, 32L) + min(i0 + q_3, 39L) * 33];
            long e_8 = (long)get_local_id(0) + 96;
            long r_4 = e_8 % 32;
            long q_4 = e_8 / 32;
            ((local float*)stack)[q_4 * 33 + r_4] = pg[min(j0 + r_4, 32L) + min(i0 + q_4, 39L) * 33];
            long e_9 = (long)get_local_id(0) + 128;
            long r_5 = e_9 % 32;
            long q_5 = e_9 / 32;
            ((local float*)stack)[q_5 * 33 + r_5] = pg[min(j0 + r_5, 32L) + min(i0 + q_5, 39L) * 33];
            long e_10 = (long)get_local_id(0) + 160;
            long r_6 = e_10 % 32;
            long q_6 = e_10 / 32;
            ((local float*)stack)[q_6 * 33 + r_6] = pg[min(j0 + r_6, 32L) + min(i0 + q_6, 39L) * 33];
            long e_11 = (long)get_local_id(0) + 192;
            long r_7 = e_11 % 32;
            long q_7 = e_11 / 32;
            ((local float*)stack)[q_7 * 33 + r_7] = pg[min(j0 + r_7, 32L) + min(i0 + q_7, 39L) * 33];
            long e_12 = (long)get_local_id(0) + 224;
            long r_8 = e_12 % 32;
            long q_8 = e_12 / 32;
            ((local float*)stack)[q_8 * 33 + r_8] = pg[min(j0 + r_8, 32L) + min(i0 + q_8, 39L) * 33];
            long e_13 = (long)get_local_id(0) + 256;
            long r_9 = e_13 % 32;
            long q_9 = e_13 / 32;
            ((local float*)stack)[q_9 * 33 + r_9] = pg[min(j0 + r_9, 32L) + min(i0 + q_9, 39L) * 33];
            long e_14 = (long)get_local_id(0) + 288;
            long r_10 = e_14 % 32;
            long q_10 = e_14 / 32;
            ((local float*)stack)[q_10 * 33 + r_10] = pg[min(j0 + r_10, 32L) + min(i0 + q_10, 39L) * 33];
            long e_15 = (long)get_local_id(0) + 320;
            long r_11 = e_15 % 32;
            long q_11 = e_15 / 32;
            ((local float*)stack)[q_11 * 33 + r_11] = pg[min(j0 + r_11, 32L) + min(i0 + q_11, 39L) * 33];
            long e_16 = (long)get_local_id(0) + 352;
            long r_12 = e_16 % 32;
            long q_12 = e_16 / 32;
            ((local float*)stack)[q_12 * 33 + r_12] = pg[min(j0 + r_12, 32L) + min(i0 + q_12, 39L) * 33];
            long e_17 = (long)get_local_id(0) + 384;
            long r_13 = e_17 % 32;
            long q_13 = e_17 / 32;
            ((local float*)stack)[q_13 * 33 + r_13] = pg[min(j0 + r_13, 32L) + min(i0 + q_13, 39L) * 33];
            long e_18 = (long)get_local_id(0) + 416;
            long r_14 = e_18 % 32;
            long q_14 = e_18 / 32;
            ((local float*)stack)[q_14 * 33 + r_14] = pg[min(j0 + r_14, 32L) + min(i0 + q_14, 39L) * 33];
            long e_19 = (long)get_local_id(0) + 448;
            long r_15 = e_19 % 32;
            long q_15 = e_19 / 32;
            ((local float*)stack)[q_15 * 33 + r_15] = pg[min(j0 + r_15, 32L) + min(i0 + q_15, 39L) * 33];
            long e_20 = (long)get_local_id(0) + 480;
            long r_16 = e_20 % 32;
            long q_16 = e_20 / 32;
            ((local float*)stack)[q_16 * 33 + r_16] = pg[min(j0 + r_16, 32L) + min(i0 + q_16, 39L) * 33];
            long e_21 = (long)get_local_id(0) + 512;
            long r_17 = e_21 % 32;
            long q_17 = e_21 / 32;
            ((local float*)stack)[q_17 * 33 + r_17] = pg[min(j0 + r_17, 32L) + min(i0 + q_17, 39L) * 33];
            long e_22 = (long)get_local_id(0) + 544;
            long r_18 = e_22 % 32;
            long q_18 = e_22 / 32;
            ((local float*)stack)[q_18 * 33 + r_18] = pg[min(j0 + r_18, 32L) + min(i0 + q_18, 39L) * 33];
            long e_23 = (long)get_local_id(0) + 576;
            long r_19 = e_23 % 32;
            long q_19 = e_23 / 32;
            ((local float*)stack)[q_19 * 33 + r_19] = pg[min(j0 + r_19, 32L) + min(i0 + q_19, 39L) * 33];
            long e_24 = (long)get_local_id(0) + 608;
            long r_20 = e_24 % 32;
            long q_20 = e_24 / 32;
            ((local float*)stack)[q_20 * 33 + r_20] = pg[min(j0 + r_20, 32L) + min(i0 + q_20, 39L) * 33];
            long e_25 = (long)get_local_id(0) + 640;
            long r_21 = e_25 % 32;
            long q_21 = e_25 / 32;
            ((local float*)stack)[q_21 * 33 + r_21] = pg[min(j0 + r_21, 32L) + min(i0 + q_21, 39L) * 33];
            long e_26 = (long)get_local_id(0) + 672;
            long r_22 = e_26 % 32;
            long q_22 = e_26 / 32;
            ((local float*)stack)[q_22 * 33 + r_22] = pg[min(j0 + r_22, 32L) + min(i0 + q_22, 39L) * 33];
            long e_27 = (long)get_local_id(0) + 704;
            long r_23 = e_27 % 32;
            long q_23 = e_27 / 32;
            ((local float*)stack)[q_23 * 33 + r_23] = pg[min(j0 + r_23, 32L) + min(i0 + q_23, 39L) * 33];
            long e_28 = (long)get_local_id(0) + 736;
            long r_24 = e_28 % 32;
            long q_24 = e_28 / 32;
            ((local float*)stack)[q_24 * 33 + r_24] = pg[min(j0 + r_24, 32L) + min(i0 + q_24, 39L) * 33];
            long e_29 = (long)get_local_id(0) + 768;
            long r_25 = e_29 % 32;
            long q_25 = e_29 / 32;
            ((local float*)stack)[q_25 * 33 + r_25] = pg[min(j0 + r_25, 32L) + min(i0 + q_25, 39L) * 33];
            long e_30 = (long)get_local_id(0) + 800;
            long r_26 = e_30 % 32;
            long q_26 = e_30 / 32;
            ((local float*)stack)[q_26 * 33 + r_26] = pg[min(j0 + r_26, 32L) + min(i0 + q_26, 39L) * 33];
            long e_31 = (long)get_local_id(0) + 832;
            long r_27 = e_31 % 32;
            long q_27 = e_31 / 32;
            ((local float*)stack)[q_27 * 33 + r_27] = pg[min(j0 + r_27, 32L) + min(i0 + q_27, 39L) * 33];
            long e_32 = (long)get_local_id(0) + 864;
            long r_28 = e_32 % 32;
            long q_28 = e_32 / 32;
            ((local float*)stack)[q_28 * 33 + r_28] = pg[min(j0 + r_28, 32L) + min(i0 + q_28, 39L) * 33];
            long e_33 = (long)get_local_id(0) + 896;
            long r_29 = e_33 % 32;
            long q_29 = e_33 / 32;
            ((local float*)stack)[q_29 * 33 + r_29] = pg[min(j0 + r_29, 32L) + min(i0 + q_29, 39L) * 33];
            long e_34 = (long)get_local_id(0) + 928;
            long r_30 = e_34 % 32;
            long q_30 = e_34 / 32;
            ((local float*)stack)[q_30 * 33 + r_30] = pg[min(j0 + r_30, 32L) + min(i0 + q_30, 39L) * 33];
            long e_35 = (long)get_local_id(0) + 960;
            long r_31 = e_35 % 32;
            long q_31 = e_35 / 32;
            ((local float*)stack)[q_31 * 33 + r_31] = pg[min(j0 + r_31, 32L) + min(i0 + q_31, 39L) * 33];
            long e_36 = (long)get_local_id(0) + 992;
            long r_32 = e_36 % 32;
            long q_32 = e_36 / 32;
            ((local float*)stack)[q_32 * 33 + r_32] = pg[min(j0 + r_32, 32L) + min(i0 + q_32, 39L) * 33];
            barrier(CLK_LOCAL_MEM_FENCE);
            long e_37 = (long)get_local_id(0);
            long r_33 = e_37 % 32;
            long q_33 = e_37 / 32;
            if (i0 + r_33 < 40 && j0 + q_33 < 33) {
                og[i0 + r_33 + (j0 + q_33) * 40] = ((local float*)stack)[r_33 * 33 + q_33] + 0.5f * og[i0 + r_33 + (j0 + q_33) * 40];
            }
            long e_38 = (long)get_local_id(0) + 32;
            long r_34 = e_38 % 32;
            long q_34 = e_38 / 32;
            if (i0 + r_34 < 40 && j0 + q_34 < 33) {
                og[i0 + r_34 + (j0 + q_34) * 40] = ((local float*)stack)[r_34 * 33 + q_34] + 0.5f * og[i0 + r_34 + (j0 + q_34) * 40];
            }
            long e_39 = (long)get_local_id(0) + 64;
            long r_35 = e_39 % 32;
            long q_35 = e_39 / 32;
            if (i0 + r_35 < 40 && j0 + q_35 < 33) {
                og[i0 + r_35 + (j0 + q_35) * 40] = ((local float*)stack)[r_35 * 33 + q_35] + 0.5f * og[i0 + r_35 + (j0 + q_35) * 40];
            }
            long e_40 = (long)get_local_id(0) + 96;
            long r_36 = e_40 % 32;
            long q_36 = e_40 / 32;
            if (i0 + r_36 < 40 && j0 + q_36 < 33) {
                og[i0 + r_36 + (j0 + q_36) * 40] = ((local float*)stack)[r_36 * 33 + q_36] + 0.5f * og[i0 + r_36 + (j0 + q_36) * 40];
            }
            long e_41 = (long)get_local_id(0) + 128;
            long r_37 = e_41 % 32;
            long q_37 = e_41 / 32;
            if (i0 + r_37 < 40 && j0 + q_37 < 33) {
                og[i0 + r_37 + (j0 + q_37) * 40] = ((local float*)stack)[r_37 * 33 + q_37] + 0.5f * og[i0 + r_37 + (j0 + q_37) * 40];
            }
            long e_42 = (long)get_local_id(0) + 160;
            long r_38 = e_42 % 32;
            long q_38 = e_42 / 32;
            if (i0 + r_38 < 40 && j0 + q_38 < 33) {
                og[i0 + r_38 + (j0 + q_38) * 40] = ((local float*)stack)[r_38 * 33 + q_38] + 0.5f * og[i0 + r_38 + (j0 + q_38) * 40];
            }
            long e_43 = (long)get_local_id(0) + 192;
            long r_39 = e_43 % 32;
            long q_39 = e_43 / 32;
            if (i0 + r_39 < 40 && j0 + q_39 < 33) {
                og[i0 + r_39 + (j0 + q_39) * 40] = ((local float*)stack)[r_39 * 33 + q_39] + 0.5f * og[i0 + r_39 + (j0 + q_39) * 40];
            }
            long e_44 = (long)get_local_id(0) + 224;
            long r_40 = e_44 % 32;
            long q_40 = e_44 / 32;
            if (i0 + r_40 < 40 && j0 + q_40 < 33) {
                og[i0 + r_40 + (j0 + q_40) * 40] = ((local float*)stack)[r_40 * 33 + q_40] + 0.5f * og[i0 + r_40 + (j0 + q_40) * 40];
            }
            long e_45 = (long)get_local_id(0) + 256;
            long r_41 = e_45 % 32;
            long q_41 = e_45 / 32;
            if (i0 + r_41 < 40 && j0 + q_41 < 33) {
                og[i0 + r_41 + (j0 + q_41) * 40] = ((local float*)stack)[r_41 * 33 + q_41] + 0.5f * og[i0 + r_41 + (j0 + q_41) * 40];
            }
            long e_46 = (long)get_local_id(0) + 288;
            long r_42 = e_46 % 32;
            long q_42 = e_46 / 32;
            if (i0 + r_42 < 40 && j0 + q_42 < 33) {
                og[i0 + r_42 + (j0 + q_42) * 40] = ((local float*)stack)[r_42 * 33 + q_42] + 0.5f * og[i0 + r_42 + (j0 + q_42) * 40];
            }
            long e_47 = (long)get_local_id(0) + 320;
            long r_43 = e_47 % 32;
            long q_43 = e_47 / 32;
            if (i0 + r_43 < 40 && j0 + q_43 < 33) {
                og[i0 + r_43 + (j0 + q_43) * 40] = ((local float*)stack)[r_43 * 33 + q_43] + 0.5f * og[i0 + r_43 + (j0 + q_43) * 40];
            }
            long e_48 = (long)get_local_id(0) + 352;
            long r_44 = e_48 % 32;
            long q_44 = e_48 / 32;
            if (i0 + r_44 < 40 && j0 + q_44 < 33) {
                og[i0 + r_44 + (j0 + q_44) * 40] = ((local float*)stack)[r_44 * 33 + q_44] + 0.5f * og[i0 + r_44 + (j0 + q_44) * 40];
            }
            long e_49 = (long)get_local_id(0) + 384;
            long r_45 = e_49 % 32;
            long q_45 = e_49 / 32;
            if (i0 + r_45 < 40 && j0 + q_45 < 33) {
                og[i0 + r_45 + (j0 + q_45) * 40] = ((local float*)stack)[r_45 * 33 + q_45] + 0.5f * og[i0 + r_45 + (j0 + q_45) * 40];
            }
            long e_50 = (long)get_local_id(0) + 416;
            long r_46 = e_50 % 32;
            long q_46 = e_50 / 32;
            if (i0 + r_46 < 40 && j0 + q_46 < 33) {
                og[i0 + r_46 + (j0 + q_46) * 40] = ((local float*)stack)[r_46 * 33 + q_46] + 0.5f * og[i0 + r_46 + (j0 + q_46) * 40];
            }
            long e_51 = (long)get_local_id(0) + 448;
            long r_47 = e_51 % 32;
            long q_47 = e_51 / 32;
            if (i0 + r_47 < 40 && j0 + q_47 < 33) {
                og[i0 + r_47 + (j0 + q_47) * 40] = ((local float*)stack)[r_47 * 33 + q_47] + 0.5f * og[i0 + r_47 + (j0 + q_47) * 40];
            }
            long e_52 = (long)get_local_id(0) + 480;
            long r_48 = e_52 % 32;
            long q_48 = e_52 / 32;
            if (i0 + r_48 < 40 && j0 + q_48 < 33) {
                og[i0 + r_48 + (j0 + q_48) * 40] = ((local float*)stack)[r_48 * 33 + q_48] + 0.5f * og[i0 + r_48 + (j0 + q_48) * 40];
            }
            long e_53 = (long)get_local_id(0) + 512;
            long r_49 = e_53 % 32;
            long q_49 = e_53 / 32;
            if (i0 + r_49 < 40 && j0 + q_49 < 33) {
                og[i0 + r_49 + (j0 + q_49) * 40] = ((local float*)stack)[r_49 * 33 + q_49] + 0.5f * og[i0 + r_49 + (j0 + q_49) * 40];
            }
            long e_54 = (long)get_local_id(0) + 544;
            long r_50 = e_54 % 32;
            long q_50 = e_54 / 32;
            if (i0 + r_50 < 40 && j0 + q_50 < 33) {
                og[i0 + r_50 + (j0 + q_50) * 40] = ((local float*)stack)[r_50 * 33 + q_50] + 0.5f * og[i0 + r_50 + (j0 + q_50) * 40];
            }
            long e_55 = (long)get_local_id(0) + 576;
            long r_51 = e_55 % 32;
            long q_51 = e_55 / 32;
            if (i0 + r_51 < 40 && j0 + q_51 < 33) {
                og[i0 + r_51 + (j0 + q_51) * 40] = ((local float*)stack)[r_51 * 33 + q_51] + 0.5f * og[i0 + r_51 + (j0 + q_51) * 40];
            }
            long e_56 = (long)get_local_id(0) + 608;
            long r_52 = e_56 % 32;
            long q_52 = e_56 / 32;
            if (i0 + r_52 < 40 && j0 + q_52 < 33) {
                og[i0 + r_52 + (j0 + q_52) * 40] = ((local float*)stack)[r_52 * 33 + q_52] + 0.5f * og[i0 + r_52 + (j0 + q_52) * 40];
            }
            long e_57 = (long)get_local_id(0) + 640;
            long r_53 = e_57 % 32;
            long q_53 = e_57 / 32;
            if (i0 + r_53 < 40 && j0 + q_53 < 33) {
                og[i0 + r_53 + (j0 + q_53) * 40] = ((local float*)stack)[r_53 * 33 + q_53] + 0.5f * og[i0 + r_53 + (j0 + q_53) * 40];
            }
            long e_58 = (long)get_local_id(0) + 672;
            long r_54 = e_58 % 32;
            long q_54 = e_58 / 32;
            if (i0 + r_54 < 40 && j0 + q_54 < 33) {
                og[i0 + r_54 + (j0 + q_54) * 40] = ((local float*)stack)[r_54 * 33 + q_54] + 0.5f * og[i0 + r_54 + (j0 + q_54) * 40];
            }
            long e_59 = (long)get_local_id(0) + 704;
            long r_55 = e_59 % 32;
            long q_55 = e_59 / 32;
            if (i0 + r_55 < 40 && j0 + q_55 < 33) {
                og[i0 + r_55 + (j0 + q_55) * 40] = ((local float*)stack)[r_55 * 33 + q_55] + 0.5f * og[i0 + r_55 + (j0 + q_55) * 40];
            }
            long e_60 = (long)get_local_id(0) + 736;
            long r_56 = e_60 % 32;
            long q_56 = e_60 / 32;
            if (i0 + r_56 < 40 && j0 + q_56 < 33) {
                og[i0 + r_56 + (j0 + q_56) * 40] = ((local float*)stack)[r_56 * 33 + q_56] + 0.5f * og[i0 + r_56 + (j0 + q_56) * 40];
            }
            long e_61 = (long)get_local_id(0) + 768;
            long r_57 = e_61 % 32;
            long q_57 = e_61 / 32;
            if (i0 + r_57 < 40 && j0 + q_57 < 33) {
                og[i0 + r_57 + (j0 + q_57) * 40] = ((local float*)stack)[r_57 * 33 + q_57] + 0.5f * og[i0 + r_57 + (j0 + q_57) * 40];
            }
            long e_62 = (long)get_local_id(0) + 800;
            long r_58 = e_62 % 32;
            long q_58 = e_62 / 32;
            if (i0 + r_58 < 40 && j0 + q_58 < 33) {
                og[i0 + r_58 + (j0 + q_58) * 40] = ((local float*)stack)[r_58 * 33 + q_58] + 0.5f * og[i0 + r_58 + (j0 + q_58) * 40];
            }
            long e_63 = (long)get_local_id(0) + 832;
            long r_59 = e_63 % 32;
            long q_59 = e_63 / 32;
            if (i0 + r_59 < 40 && j0 + q_59 < 33) {
                og[i0 + r_59 + (j0 + q_59) * 40] = ((local float*)stack)[r_59 * 33 + q_59] + 0.5f * og[i0 + r_59 + (j0 + q_59) * 40];
            }
            long e_64 = (long)get_local_id(0) + 864;
            long r_60 = e_64 % 32;
            long q_60 = e_64 / 32;
            if (i0 + r_60 < 40 && j0 + q_60 < 33) {
                og[i0 + r_60 + (j0 + q_60) * 40] = ((local float*)stack)[r_60 * 33 + q_60] + 0.5f * og[i0 + r_60 + (j0 + q_60) * 40];
            }
            long e_65 = (long)get_local_id(0) + 896;
            long r_61 = e_65 % 32;
            long q_61 = e_65 / 32;
            if (i0 + r_61 < 40 && j0 + q_61 < 33) {
                og[i0 + r_61 + (j0 + q_61) * 40] = ((local float*)stack)[r_61 * 33 + q_61] + 0.5f * og[i0 + r_61 + (j0 + q_61) * 40];
            }
            long e_66 = (long)get_local_id(0) + 928;
            long r_62 = e_66 % 32;
            long q_62 = e_66 / 32;
            if (i0 + r_62 < 40 && j0 + q_62 < 33) {
                og[i0 + r_62 + (j0 + q_62) * 40] = ((local float*)stack)[r_62 * 33 + q_62] + 0.5f * og[i0 + r_62 + (j0 + q_62) * 40];
            }
            long e_67 = (long)get_local_id(0) + 960;
            long r_63 = e_67 % 32;
            long q_63 = e_67 / 32;
            if (i0 + r_63 < 40 && j0 + q_63 < 33) {
                og[i0 + r_63 + (j0 + q_63) * 40] = ((local float*)stack)[r_63 * 33 + q_63] + 0.5f * og[i0 + r_63 + (j0 + q_63) * 40];
            }
            long e_68 = (long)get_local_id(0) + 992;
            long r_64 = e_68 % 32;
            long q_64 = e_68 / 32;
            if (i0 + r_64 < 40 && j0 + q_64 < 33) {
                og[i0 + r_64 + (j0 + q_64) * 40] = ((local float*)stack)[r_64 * 33 + q_64] + 0.5f * og[i0 + r_64 + (j0 + q_64) * 40];
            }
        }
    }
    global double* lg = L + g * 2048;
    global double* kg = K + g * 2048;
    for (long ti_1 = 0; ti_1 < 2; ++ti_1) {
        for (long tj_1 = 0; tj_1 < 1; ++tj_1) {
            long i0_1 = ti_1 * 32;
            long j0_1 = tj_1 * 32;
            barrier(CLK_LOCAL_MEM_FENCE);
            long e_69 = (long)get_local_id(0);
            long r_65 = e_69 % 32;
            long q_65 = e_69 / 32;
            ((local double*)stack)[q_65 * 33 + r_65] = lg[min(j0_1 + r_65, 31L) + min(i0_1 + q_65, 63L) * 32];
            long e_70 = (long)get_local_id(0) + 32;
            long r_66 = e_70 % 32;
            long q_66 = e_70 / 32;
            ((local double*)stack)[q_66 * 33 + r_66] = lg[min(j0_1 + r_66, 31L) + min(i0_1 + q_66, 63L) * 32];
            long e_71 = (long)get_local_id(0) + 64;
            long r_67 = e_71 % 32;
            long q_67 = e_71 / 32;
            ((local double*)stack)[q_67 * 33 + r_67] = lg[min(j0_1 + r_67, 31L) + min(i0_1 + q_67, 63L) * 32];
            long e_72 = (long)get_local_id(0) + 96;
            long r_68 = e_72 % 32;
            long q_68 = e_72 / 32;
            ((local double*)stack)[q_68 * 33 + r_68] = lg[min(j0_1 + r_68, 31L) + min(i0_1 + q_68, 63L) * 32];
            long e_73 = (long)get_local_id(0) + 128;
            long r_69 = e_73 % 32;
            long q_69 = e_73 / 32;
            ((local double*)stack)[q_69 * 33 + r_69] = lg[min(j0_1 + r_69, 31L) + min(i0_1 + q_69, 63L) * 32];
            long e_74 = (long)get_local_id(0) + 160;
            long r_70 = e_74 % 32;
            long q_70 = e_74 / 32;
            ((local double*)stack)[q_70 * 33 + r_70] = lg[min(j0_1 + r_70, 31L) + min(i0_1 + q_70, 63L) * 32];
            long e_75 = (long)get_local_id(0) + 192;
            long r_71 = e_75 % 32;
            long q_71 = e_75 / 32;
            ((local double*)stack)[q_71 * 33 + r_71] = lg[min(j0_1 + r_71, 31L) + min(i0_1 + q_71, 63L) * 32];
            long e_76 = (long)get_local_id(0) + 224;
            long r_72 = e_76 % 32;
            long q_72 = e_76 / 32;
            ((local double*)stack)[q_72 * 33 + r_72] = lg[min(j0_1 + r_72, 31L) + min(i0_1 + q_72, 63L) * 32];
            long e_77 = (long)get_local_id(0) + 256;
            long r_73 = e_77 % 32;
            long q_73 = e_77 / 32;
            ((local double*)stack)[q_73 * 33 + r_73] = lg[min(j0_1 + r_73, 31L) + min(i0_1 + q_73, 63L) * 32];
            long e_78 = (long)get_local_id(0) + 288;
            long r_74 = e_78 % 32;
            long q_74 = e_78 / 32;
            ((local double*)stack)[q_74 * 33 + r_74] = lg[min(j0_1 + r_74, 31L) + min(i0_1 + q_74, 63L) * 32];
            long e_79 = (long)get_local_id(0) + 320;
            long r_75 = e_79 % 32;
            long q_75 = e_79 / 32;
            ((local double*)stack)[q_75 * 33 + r_75] = lg[min(j0_1 + r_75, 31L) + min(i0_1 + q_75, 63L) * 32];
            long e_80 = (long)get_local_id(0) + 352;
            long r_76 = e_80 % 32;
            long q_76 = e_80 / 32;
            ((local double*)stack)[q_76 * 33 + r_76] = lg[min(j0_1 + r_76, 31L) + min(i0_1 + q_76, 63L) * 32];
            long e_81 = (long)get_local_id(0) + 384;
            long r_77 = e_81 % 32;
            long q_77 = e_81 / 32;
            ((local double*)stack)[q_77 * 33 + r_77] = lg[min(j0_1 + r_77, 31L) + min(i0_1 + q_77, 63L) * 32];
            long e_82 = (long)get_local_id(0) + 416;
            long r_78 = e_82 % 32;
            long q_78 = e_82 / 32;
            ((local double*)stack)[q_78 * 33 + r_78] = lg[min(j0_1 + r_78, 31L) + min(i0_1 + q_78, 63L) * 32];
            long e_83 = (long)get_local_id(0) + 448;
            long r_79 = e_83 % 32;
            long q_79 = e_83 / 32;
            ((local double*)stack)[q_79 * 33 + r_79] = lg[min(j0_1 + r_79, 31L) + min(i0_1 + q_79, 63L) * 32];
            long e_84 = (long)get_local_id(0) + 480;
            long r_80 = e_84 % 32;
            long q_80 = e_84 / 32;
            ((local double*)stack)[q_80 * 33 + r_80] = lg[min(j0_1 + r_80, 31L) + min(i0_1 + q_80, 63L) * 32];
            long e_85 = (long)get_local_id(0) + 512;
            long r_81 = e_85 % 32;
            long q_81 = e_85 / 32;
            ((local double*)stack)[q_81 * 33 + r_81] = lg[min(j0_1 + r_81, 31L) + min(i0_1 + q_81, 63L) * 32];
            long e_86 = (long)get_local_id(0) + 544;
            long r_82 = e_86 % 32;
            long q_82 = e_86 / 32;
            ((local double*)stack)[q_82 * 33 + r_82] = lg[min(j0_1 + r_82, 31L) + min(i0_1 + q_82, 63L) * 32];
            long e_87 = (long)get_local_id(0) + 576;
            long r_83 = e_87 % 32;
            long q_83 = e_87 / 32;
            ((local double*)stack)[q_83 * 33 + r_83] = lg[min(j0_1 + r_83, 31L) + min(i0_1 + q_83, 63L) * 32];
            long e_88 = (long)get_local_id(0) + 608;
            long r_84 = e_88 % 32;
            long q_84 = e_88 / 32;
            ((local double*)stack)[q_84 * 33 + r_84] = lg[min(j0_1 + r_84, 31L) + min(i0_1 + q_84, 63L) * 32];
            long e_89 = (long)get_local_id(0) + 640;
            long r_85 = e_89 % 32;
            long q_85 = e_89 / 32;
            ((local double*)stack)[q_85 * 33 + r_85] = lg[min(j0_1 + r_85, 31L) + min(i0_1 + q_85, 63L) * 32];
            long e_90 = (long)get_local_id(0) + 672;
            long r_86 = e_90 % 32;
            long q_86 = e_90 / 32;
            ((local double*)stack)[q_86 * 33 + r_86] = lg[min(j0_1 + r_86, 31L) + min(i0_1 + q_86, 63L) * 32];
            long e_91 = (long)get_local_id(0) + 704;
            long r_87 = e_91 % 32;
            long q_87 = e_91 / 32;
            ((local double*)stack)[q_87 * 33 + r_87] = lg[min(j0_1 + r_87, 31L) + min(i0_1 + q_87, 63L) * 32];
            long e_92 = (long)get_local_id(0) + 736;
            long r_88 = e_92 % 32;
            long q_88 = e_92 / 32;
            ((local double*)stack)[q_88 * 33 + r_88] = lg[min(j0_1 + r_88, 31L) + min(i0_1 + q_88, 63L) * 32];
            long e_93 = (long)get_local_id(0) + 768;
            long r_89 = e_93 % 32;
            long q_89 = e_93 / 32;
            ((local double*)stack)[q_89 * 33 + r_89] = lg[min(j0_1 + r_89, 31L) + min(i0_1 + q_89, 63L) * 32];
            long e_94 = (long)get_local_id(0) + 800;
            long r_90 = e_94 % 32;
            long q_90 = e_94 / 32;
            ((local double*)stack)[q_90 * 33 + r_90] = lg[min(j0_1 + r_90, 31L) + min(i0_1 + q_90, 63L) * 32];
            long e_95 = (long)get_local_id(0) + 832;
            long r_91 = e_95 % 32;
            long q_91 = e_95 / 32;
            ((local double*)stack)[q_91 * 33 + r_91] = lg[min(j0_1 + r_91, 31L) + min(i0_1 + q_91, 63L) * 32];
            long e_96 = (long)get_local_id(0) + 864;
            long r_92 = e_96 % 32;
            long q_92 = e_96 / 32;
            ((local double*)stack)[q_92 * 33 + r_92] = lg[min(j0_1 + r_92, 31L) + min(i0_1 + q_92, 63L) * 32];
            long e_97 = (long)get_local_id(0) + 896;
            long r_93 = e_97 % 32;
            long q_93 = e_97 / 32;
            ((local double*)stack)[q_93 * 33 + r_93] = lg[min(j0_1 + r_93, 31L) + min(i0_1 + q_93, 63L) * 32];
            long e_98 = (long)get_local_id(0) + 928;
            long r_94 = e_98 % 32;
            long q_94 = e_98 / 32;
            ((local double*)stack)[q_94 * 33 + r_94] = lg[min(j0_1 + r_94, 31L) + min(i0_1 + q_94, 63L) * 32];
            long e_99 = (long)get_local_id(0) + 960;
            long r_95 = e_99 % 32;
            long q_95 = e_99 / 32;
            ((local double*)stack)[q_95 * 33 + r_95] = lg[min(j0_1 + r_95, 31L) + min(i0_1 + q_95, 63L) * 32];
            long e_100 = (long)get_local_id(0) + 992;
            long r_96 = e_100 % 32;
            long q_96 = e_100 / 32;
            ((local double*)stack)[q_96 * 33 + r_96] = lg[min(j0_1 + r_96, 31L) + min(i0_1 + q_96, 63L) * 32];
            barrier(CLK_LOCAL_MEM_FENCE);
            long e_101 = (long)get_local_id(0);
            long r_97 = e_101 % 32;
            long q_97 = e_101 / 32;
            kg[i0_1 + r_97 + (j0_1 + q_97) * 64] = -1.0 * ((local double*)stack)[r_97 * 33 + q_97];
            long e_102 = (long)get_local_id(0) + 32;
            long r_98 = e_102 % 32;
            long q_98 = e_102 / 32;
            kg[i0_1 + r_98 + (j0_1 + q_98) * 64] = -1.0 * ((local double*)stack)[r_98 * 33 + q_98];
            long e_103 = (long)get_local_id(0) + 64;
            long r_99 = e_103 % 32;
            long q_99 = e_103 / 32;
            kg[i0_1 + r_99 + (j0_1 + q_99) * 64] = -1.0 * ((local double*)stack)[r_99 * 33 + q_99];
            long e_104 = (long)get_local_id(0) + 96;
            long r_100 = e_104 % 32;
            long q_100 = e_104 / 32;
            kg[i0_1 + r_100 + (j0_1 + q_100) * 64] = -1.0 * ((local double*)stack)[r_100 * 33 + q_100];
            long e_105 = (long)get_local_id(0) + 128;
            long r_101 = e_105 % 32;
            long q_101 = e_105 / 32;
            kg[i0_1 + r_101 + (j0_1 + q_101) * 64] = -1.0 * ((local double*)stack)[r_101 * 33 + q_101];
            long e_106 = (long)get_local_id(0) + 160;
            long r_102 = e_106 % 32;
            long q_102 = e_106 / 32;
            kg[i0_1 + r_102 + (j0_1 + q_102) * 64] = -1.0 * ((local double*)stack)[r_102 * 33 + q_102];
            long e_107 = (long)get_local_id(0) + 192;
            long r_103 = e_107 % 32;
            long q_103 = e_107 / 32;
            kg[i0_1 + r_103 + (j0_1 + q_103) * 64] = -1.0 * ((local double*)stack)[r_103 * 33 + q_103];
            long e_108 = (long)get_local_id(0) + 224;
            long r_104 = e_108 % 32;
            long q_104 = e_108 / 32;
            kg[i0_1 + r_104 + (j0_1 + q_104) * 64] = -1.0 * ((local double*)stack)[r_104 * 33 + q_104];
            long e_109 = (long)get_local_id(0) + 256;
            long r_105 = e_109 % 32;
            long q_105 = e_109 / 32;
            kg[i0_1 + r_105 + (j0_1 + q_105) * 64] = -1.0 * ((local double*)stack)[r_105 * 33 + q_105];
            long e_110 = (long)get_local_id(0) + 288;
            long r_106 = e_110 % 32;
            long q_106 = e_110 / 32;
            kg[i0_1 + r_106 + (j0_1 + q_106) * 64] = -1.0 * ((local double*)stack)[r_106 * 33 + q_106];
            long e_111 = (long)get_local_id(0) + 320;
            long r_107 = e_111 % 32;
            long q_107 = e_111 / 32;
            kg[i0_1 + r_107 + (j0_1 + q_107) * 64] = -1.0 * ((local double*)stack)[r_107 * 33 + q_107];
            long e_112 = (long)get_local_id(0) + 352;
            long r_108 = e_112 % 32;
            long q_108 = e_112 / 32;
            kg[i0_1 + r_108 + (j0_1 + q_108) * 64] = -1.0 * ((local double*)stack)[r_108 * 33 + q_108];
            long e_113 = (long)get_local_id(0) + 384;
            long r_109 = e_113 % 32;
            long q_109 = e_113 / 32;
            kg[i0_1 + r_109 + (j0_1 + q_109) * 64] = -1.0 * ((local double*)stack)[r_109 * 33 + q_109];
            long e_114 = (long)get_local_id(0) + 416;
            long r_110 = e_114 % 32;
            long q_110 = e_114 / 32;
            kg[i0_1 + r_110 + (j0_1 + q_110) * 64] = -1.0 * ((local double*)stack)[r_110 * 33 + q_110];
            long e_115 = (long)get_local_id(0) + 448;
            long r_111 = e_115 % 32;
            long q_111 = e_115 / 32;
            kg[i0_1 + r_111 + (j0_1 + q_111) * 64] = -1.0 * ((local double*)stack)[r_111 * 33 + q_111];
            long e_116 = (long)get_local_id(0) + 480;
            long r_112 = e_116 % 32;
            long q_112 = e_116 / 32;
            kg[i0_1 + r_112 + (j0_1 + q_112) * 64] = -1.0 * ((local double*)stack)[r_112 * 33 + q_112];
            long e_117 = (long)get_local_id(0) + 512;
            long r_113 = e_117 % 32;
            long q_113 = e_117 / 32;
            kg[i0_1 + r_113 + (j0_1 + q_113) * 64] = -1.0 * ((local double*)stack)[r_113 * 33 + q_113];
            long e_118 = (long)get_local_id(0) + 544;
            long r_114 = e_118 % 32;
            long q_114 = e_118 / 32;
            kg[i0_1 + r_114 + (j0_1 + q_114) * 64] = -1.0 * ((local double*)stack)[r_114 * 33 + q_114];
            long e_119 = (long)get_local_id(0) + 576;
            long r_115 = e_119 % 32;
            long q_115 = e_119 / 32;
            kg[i0_1 + r_115 + (j0_1 + q_115) * 64] = -1.0 * ((local double*)stack)[r_115 * 33 + q_115];
            long e_120 = (long)get_local_id(0) + 608;
            long r_116 = e_120 % 32;
            long q_116 = e_120 / 32;
            kg[i0_1 + r_116 + (j0_1 + q_116) * 64] = -1.0 * ((local double*)stack)[r_116 * 33 + q_116];
            long e_121 = (long)get_local_id(0) + 640;
            long r_117 = e_121 % 32;
            long q_117 = e_121 / 32;
            kg[i0_1 + r_117 + (j0_1 + q_117) * 64] = -1.0 * ((local double*)stack)[r_117 * 33 + q_117];
            long e_122 = (long)get_local_id(0) + 672;
            long r_118 = e_122 % 32;
            long q_118 = e_122 / 32;
            kg[i0_1 + r_118 + (j0_1 + q_118) * 64] = -1.0 * ((local double*)stack)[r_118 * 33 + q_118];
            long e_123 = (long)get_local_id(0) + 704;
            long r_119 = e_123 % 32;
            long q_119 = e_123 / 32;
            kg[i0_1 + r_119 + (j0_1 + q_119) * 64] = -1.0 * ((local double*)stack)[r_119 * 33 + q_119];
            long e_124 = (long)get_local_id(0) + 736;
            long r_120 = e_124 % 32;
            long q_120 = e_124 / 32;
            kg[i0_1 + r_120 + (j0_1 + q_120) * 64] = -1.0 * ((local double*)stack)[r_120 * 33 + q_120];
            long e_125 = (long)get_local_id(0) + 768;
            long r_121 = e_125 % 32;
            long q_121 = e_125 / 32;
            kg[i0_1 + r_121 + (j0_1 + q_121) * 64] = -1.0 * ((local double*)stack)[r_121 * 33 + q_121];
            long e_126 = (long)get_local_id(0) + 800;
            long r_122 = e_126 % 32;
            long q_122 = e_126 / 32;
            kg[i0_1 + r_122 + (j0_1 + q_122) * 64] = -1.0 * ((local double*)stack)[r_122 * 33 + q_122];
            long e_127 = (long)get_local_id(0) + 832;
            long r_123 = e_127 % 32;
            long q_123 = e_127 / 32;
            kg[i0_1 + r_123 + (j0_1 + q_123) * 64] = -1.0 * ((local double*)stack)[r_123 * 33 + q_123];
            long e_128 = (long)get_local_id(0) + 864;
            long r_124 = e_128 % 32;
            long q_124 = e_128 / 32;
            kg[i0_1 + r_124 + (j0_1 + q_124) * 64] = -1.0 * ((local double*)stack)[r_124 * 33 + q_124];
            long e_129 = (long)get_local_id(0) + 896;
            long r_125 = e_129 % 32;
            long q_125 = e_129 / 32;
            kg[i0_1 + r_125 + (j0_1 + q_125) * 64] = -1.0 * ((local double*)stack)[r_125 * 33 + q_125];
            long e_130 = (long)get_local_id(0) + 928;
            long r_126 = e_130 % 32;
            long q_126 = e_130 / 32;
            kg[i0_1 + r_126 + (j0_1 + q_126) * 64] = -1.0 * ((local double*)stack)[r_126 * 33 + q_126];
            long e_131 = (long)get_local_id(0) + 960;
            long r_127 = e_131 % 32;
            long q_127 = e_131 / 32;
            kg[i0_1 + r_127 + (j0_1 + q_127) * 64] = -1.0 * ((local double*)stack)[r_127 * 33 + q_127];
            long e_132 = (long)get_local_id(0) + 992;
            long r_128 = e_132 % 32;
            long q_128 = e_132 / 32;
            kg[i0_1 + r_128 + (j0_1 + q_128) * 64] = -1.0 * ((local double*)stack)[r_128 * 33 + q_128];
        }
    }
}
