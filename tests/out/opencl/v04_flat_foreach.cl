#pragma OPENCL EXTENSION cl_khr_fp64 : enable
float2 tinyc_cmul_f(float2 a, float2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    return (float2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
float2 tinyc_cdiv_f(float2 a, float2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    if (fabs(b.x) >= fabs(b.y)) {
        float r = b.y / b.x, d = b.x + b.y * r;
        return (float2)((a.x + a.y * r) / d, (a.y - a.x * r) / d);
    }
    float r = b.x / b.y, d = b.x * r + b.y;
    return (float2)((a.x * r + a.y) / d, (a.y * r - a.x) / d);
}

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void ff(global float2* X, long X_shape2, global float2* W, long W_shape2, global float2* Y, long Y_shape2, global double* U, long U_shape3, global double* T, long T_shape3, double t0, global float* A, long A_shape2, global float* Q, long Q_shape2, global float* S, long S_shape2, global float* P, long P_shape2) {
    long g = (long)get_group_id(0);
    global float2* x = X + g * 65;
    global float2* w = W + g * 65;
    global float2* y = Y + g * 65;
    // foreach (%i, %j): iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < 65; i += 32) {
        float2 a = x[i];
        float2 b = w[i];
        float2 p = tinyc_cmul_f(a, b);
        float2 ca = a * (float2)(1.0f, -1.0f);
        float2 r = p + ca;
        y[i] = r;
    }
    global double* u = U + g * 24;
    global double* t = T + g * 24;
    // foreach (%i, %j, %k): iterations spread over the work-group
    for (long i_1 = (long)get_local_id(0); i_1 < 24; i_1 += 32) {
        double a_1 = u[i_1];
        double d = 2.0 * a_1;
        double r_1 = d - t0;
        t[i_1] = r_1;
    }
    global float* a_2 = A + g * 65;
    global float* q = Q + g * 65;
    // foreach (%i, %j): iterations spread over the work-group
    for (long t_1 = (long)get_local_id(0); t_1 < 65; t_1 += 32) {
        long i_2 = t_1 % 13;
        long rest = t_1 / 13;
        long j_2 = rest;
        float v = a_2[i_2 + j_2 * 13];
        float fi = (float)i_2;
        float r_2 = v + fi;
        q[i_2 + j_2 * 13] = r_2;
    }
    global float* s = S + g * 65;
    // foreach (%i, %j): iterations spread over the work-group
    for (long t_2 = (long)get_local_id(0); t_2 < 60; t_2 += 32) {
        long i_3 = 1 + t_2 % 12;
        long rest_1 = t_2 / 12;
        long j_3 = rest_1;
        float v_1 = a_2[i_3 + j_3 * 13];
        float r_3 = v_1 * 0.5f;
        s[i_3 + j_3 * 13] = r_3;
    }
    global float* p_1 = P + g * 65;
    // foreach (%i, %j): iterations spread over the work-group
    for (long t_3 = (long)get_local_id(0); t_3 < 35; t_3 += 32) {
        long i_4 = t_3 % 7;
        long rest_2 = t_3 / 7;
        long j_4 = rest_2;
        float v_2 = a_2[i_4 + j_4 * 13];
        float r_4 = v_2 + 1.0f;
        p_1[i_4 + j_4 * 13] = r_4;
    }
}
