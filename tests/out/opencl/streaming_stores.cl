#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 4, 1)))
void ss(long o, global float* A, long A_shape2, global float* B, long B_shape2, global double* C, long C_shape2, global double* D, long D_shape2, global float* E, long E_shape2, global float* F, long F_shape2, global float* G, long G_shape2, global float* Q, long Q_shape1, global float* P, long P_shape1, global float* S, long S_shape1, global float* X, long X_shape2, global float* Y, long Y_shape2, global float* Z, long Z_shape2, global float* R, long R_shape0, long R_shape1, long R_stride1, global float* T, long T_shape1) {
    long g = (long)get_group_id(2);
    global float* a = A + g * 1024;
    global float* b = B + (o + g * 1280);
    for (long i = (long)get_local_id(0); i < 64; i += 64) {
        for (long c = 0; c < 1; ++c) {
            long jb = (long)get_local_id(1) + c * 16;
            float v = a[jb + i * 16];
            long j = jb + 4;
            float v_1 = a[j + i * 16];
            long j_1 = jb + 8;
            float v_2 = a[j_1 + i * 16];
            long j_2 = jb + 12;
            float v_3 = a[j_2 + i * 16];
            b[i + jb * 80] = -2.0f * v;
            b[i + j * 80] = -2.0f * v_1;
            b[i + j_1 * 80] = -2.0f * v_2;
            b[i + j_2 * 80] = -2.0f * v_3;
        }
    }
    global double* c_1 = C + g * 128;
    global double* d = D + g * 128;
    for (long i_1 = (long)get_local_id(0); i_1 < 16; i_1 += 64) {
        for (long c_2 = 0; c_2 < 1; ++c_2) {
            long jb_1 = (long)get_local_id(1) + c_2 * 8;
            double v_4 = c_1[jb_1 + i_1 * 8];
            long j_3 = jb_1 + 4;
            double v_5 = c_1[j_3 + i_1 * 8];
            d[i_1 + jb_1 * 16] = v_4;
            d[i_1 + j_3 * 16] = v_5;
        }
    }
    global float* e = E + g * 64;
    global float* f = F + g * 64;
    global float* h = G + g * 64;
    for (long i_2 = (long)get_local_id(0); i_2 < 8; i_2 += 64) {
        for (long c_3 = 0; c_3 < 1; ++c_3) {
            long jb_2 = (long)get_local_id(1) + c_3 * 8;
            float v_6 = e[jb_2 + i_2 * 8];
            long j_4 = jb_2 + 4;
            float v_7 = e[j_4 + i_2 * 8];
            f[i_2 + jb_2 * 8] = v_6;
            f[i_2 + j_4 * 8] = v_7;
        }
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    for (long i_3 = (long)get_local_id(0); i_3 < 8; i_3 += 64) {
        for (long c_4 = 0; c_4 < 1; ++c_4) {
            long jb_3 = (long)get_local_id(1) + c_4 * 8;
            float v_8 = f[i_3 + jb_3 * 8];
            float o_1 = h[i_3 + jb_3 * 8];
            long j_5 = jb_3 + 4;
            float v_9 = f[i_3 + j_5 * 8];
            float o_2 = h[i_3 + j_5 * 8];
            h[i_3 + jb_3 * 8] = o_1 + v_8;
            h[i_3 + j_5 * 8] = o_2 + v_9;
        }
    }
    global float* q = Q + g * 64;
    global float* p = P + (o + g * 80);
    for (long i_4 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_4 < 64; i_4 += 256) {
        p[i_4] = 0.5f * (q[i_4] * q[i_4]);
    }
    global float* s = S + (o + g * 80);
    // foreach %i: iterations spread over the work-group
    for (long i_5 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_5 < 64; i_5 += 256) {
        float v_10 = q[i_5];
        float w = 1.0f - v_10;
        s[i_5] = w;
    }
    global float* x = X + g * 192;
    global float* y = Y + g * 64;
    global float* z = Z + (o + g * 640);
    long i_6 = (long)get_local_id(0);
    long ia = min(i_6, 23L);
    long j_6 = (long)get_local_id(1);
    long j_7 = (long)get_local_id(1) + 4;
    float c00 = 0.0f;
    float c01 = 0.0f;
    #pragma unroll
    for (long k = 0; k < 8; ++k) {
        float a0 = x[ia + k * 24];
        float b0 = y[k + j_6 * 8];
        float b1 = y[k + j_7 * 8];
        c00 += a0 * b0;
        c01 += a0 * b1;
    }
    if (i_6 < 24) {
        z[i_6 + j_6 * 80] = 1.5f * c00;
        z[i_6 + j_7 * 80] = 1.5f * c01;
    }
    long n = R_shape0;
    global float* t = T + (o + g * 80);
    // foreach %j: iterations spread over the work-group
    for (long j_8 = (long)get_local_id(0) + 64 * (long)get_local_id(1); j_8 < n; j_8 += 256) {
        float r = R[j_8 + g * R_stride1];
        float u = r * r;
        t[j_8] = u;
    }
}
