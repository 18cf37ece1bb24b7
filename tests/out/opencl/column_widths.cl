#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void column_widths(global float* A, long A_shape2, global float* y, long y_shape1, global float* z, long z_shape1, global float* x, long x_shape1, global float* s, long s_shape1, global float* u, long u_shape1, global float* v, long v_shape1, global float* C, long C_shape2, global double* D, long D_shape2, global double* t, long t_shape1, global float* P, long P_shape2, global float* p, long p_shape1, global double* Q, long Q_shape2, global double* q, long q_shape1, global double* R, long R_shape2, global double* xr, long xr_shape1, global double* r, long r_shape1) {
    long g = (long)get_group_id(2);
    global float* a = A + g * 280;
    global float* yg = y + g * 5;
    for (long i = (long)get_local_id(0); i < 5; i += 64) {
        float acc = 0.0f;
        for (long k = 0; k < 56; ++k) {
            acc += a[k + i * 56];
        }
        yg[i] = acc;
    }
    global float* a28 = A + g * 280;
    global float* zg = z + g * 5;
    for (long i_1 = (long)get_local_id(0); i_1 < 5; i_1 += 64) {
        float acc_1 = 0.0f;
        for (long k_1 = 0; k_1 < 28; ++k_1) {
            acc_1 += a28[k_1 + i_1 * 56];
        }
        zg[i_1] = zg[i_1] + 2.0f * acc_1;
    }
    global float* xg = x + g * 5;
    global float* sg = s + g * 56;
    for (long i_2 = (long)get_local_id(0); i_2 < 56; i_2 += 64) {
        float acc_2 = 0.0f;
        for (long k_2 = 0; k_2 < 5; ++k_2) {
            acc_2 += a[i_2 + k_2 * 56] * xg[k_2];
        }
        sg[i_2] = acc_2;
    }
    global float* ug = u + g * 28;
    global float* vg = v + g * 3;
    global float* cg = C + g * 84;
    for (long i_3 = (long)get_local_id(0); i_3 < 28; i_3 += 64) {
        for (long c = 0; c < 1; ++c) {
            long jb = c * 3;
            float v_1 = ug[i_3] * vg[jb];
            float o = cg[i_3 + jb * 28];
            long j = jb + 1;
            float v_2 = ug[i_3] * vg[j];
            float o_1 = cg[i_3 + j * 28];
            long j_1 = jb + 2;
            float v_3 = ug[i_3] * vg[j_1];
            float o_2 = cg[i_3 + j_1 * 28];
            cg[i_3 + jb * 28] = o + v_1;
            cg[i_3 + j * 28] = o_1 + v_2;
            cg[i_3 + j_1 * 28] = o_2 + v_3;
        }
    }
    global double* d = D + g * 80;
    global double* tg = t + g * 20;
    for (long i_4 = (long)get_local_id(0); i_4 < 20; i_4 += 64) {
        double acc_3 = 0.0;
        for (long k_3 = 0; k_3 < 4; ++k_3) {
            acc_3 += d[i_4 + k_3 * 20];
        }
        tg[i_4] = acc_3 + -1.0 * tg[i_4];
    }
    global float* pm = P + g * 480;
    global float* pg = p + g * 160;
    for (long i_5 = (long)get_local_id(0); i_5 < 160; i_5 += 64) {
        float acc_4 = 0.0f;
        for (long k_4 = 0; k_4 < 3; ++k_4) {
            acc_4 += pm[i_5 + k_4 * 160];
        }
        pg[i_5] = 0.5f * acc_4;
    }
    global double* qm = Q + g * 600;
    global double* qg = q + g * 2;
    for (long i_6 = (long)get_local_id(0); i_6 < 2; i_6 += 64) {
        double acc_5 = 0.0;
        for (long k_5 = 0; k_5 < 300; ++k_5) {
            acc_5 += qm[k_5 + i_6 * 300];
        }
        qg[i_6] = qg[i_6] + acc_5;
    }
    global double* rm = R + g * 272;
    global double* xrg = xr + g * 2;
    global double* rg = r + g * 136;
    for (long i_7 = (long)get_local_id(0); i_7 < 136; i_7 += 64) {
        double acc_6 = 0.0;
        for (long k_6 = 0; k_6 < 2; ++k_6) {
            acc_6 += rm[i_7 + k_6 * 136] * xrg[k_6];
        }
        rg[i_7] = acc_6;
    }
}
