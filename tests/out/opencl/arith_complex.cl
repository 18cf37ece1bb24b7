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
double2 tinyc_cmul_d(double2 a, double2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    return (double2)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}
double2 tinyc_cdiv_d(double2 a, double2 b) {
    #pragma OPENCL FP_CONTRACT OFF
    if (fabs(b.x) >= fabs(b.y)) {
        double r = b.y / b.x, d = b.x + b.y * r;
        return (double2)((a.x + a.y * r) / d, (a.y - a.x * r) / d);
    }
    double r = b.x / b.y, d = b.x * r + b.y;
    return (double2)((a.x * r + a.y) / d, (a.y * r - a.x) / d);
}

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void arith_complex(global float2* ca, long ca_shape0, global float2* cb, long cb_shape0, global double2* za, long za_shape0, global double2* zb, long zb_shape0, global float2* P, long P_shape1, global double2* Q, long Q_shape1, global float* R, long R_shape1, global double* S, long S_shape1) {
    long n = ca_shape0;
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < n; i += 32) {
        float2 x = ca[i];
        float2 y = cb[i];
        float2 p0 = x + y;
        P[i * 13] = p0;
        float2 p1 = x - y;
        P[1 + i * 13] = p1;
        float2 p2 = tinyc_cmul_f(x, y);
        P[2 + i * 13] = p2;
        float2 p3 = tinyc_cdiv_f(x, y);
        P[3 + i * 13] = p3;
        float2 p4 = -x;
        P[4 + i * 13] = p4;
        float2 p5 = x * (float2)(1.0f, -1.0f);
        P[5 + i * 13] = p5;
        float2 p6 = tinyc_cmul_f(x, (float2)(0.5f, -2.0f));
        P[6 + i * 13] = p6;
        float2 p7 = tinyc_cdiv_f((float2)(1.5f, 0.25f), y);
        P[7 + i * 13] = p7;
        float2 p8 = x + (float2)(2.0f, 0.0f);
        P[8 + i * 13] = p8;
        float xr = x.x;
        float yi = y.y;
        float2 xrc = (float2)((float)xr, 0);
        float2 yic = (float2)((float)yi, 0);
        float2 yii = tinyc_cmul_f((float2)(0.0f, 1.0f), yic);
        float2 p9 = xrc + yii;
        P[9 + i * 13] = p9;
        double2 xw = convert_double2(x);
        float2 p10 = convert_float2(xw);
        P[10 + i * 13] = p10;
        float r = xr * yi;
        float2 p11 = (float2)((float)r, 0);
        P[11 + i * 13] = p11;
        float2 xc = x * (float2)(1.0f, -1.0f);
        float2 p12 = tinyc_cmul_f(x, xc);
        P[12 + i * 13] = p12;
        float xi = x.y;
        R[i * 2] = xr;
        R[1 + i * 2] = xi;
        double2 u = za[i];
        double2 v = zb[i];
        double2 q0 = u + v;
        Q[i * 13] = q0;
        double2 q1 = u - v;
        Q[1 + i * 13] = q1;
        double2 q2 = tinyc_cmul_d(u, v);
        Q[2 + i * 13] = q2;
        double2 q3 = tinyc_cdiv_d(u, v);
        Q[3 + i * 13] = q3;
        double2 q4 = -u;
        Q[4 + i * 13] = q4;
        double2 q5 = u * (double2)(1.0, -1.0);
        Q[5 + i * 13] = q5;
        double2 q6 = tinyc_cmul_d(u, (double2)(0.5, -2.0));
        Q[6 + i * 13] = q6;
        double2 q7 = tinyc_cdiv_d((double2)(1.5, 0.25), v);
        Q[7 + i * 13] = q7;
        double2 q8 = u + (double2)(2.0, 0.0);
        Q[8 + i * 13] = q8;
        double ur = u.x;
        double vi = v.y;
        double2 urc = (double2)((double)ur, 0);
        double2 vic = (double2)((double)vi, 0);
        double2 vii = tinyc_cmul_d((double2)(0.0, 1.0), vic);
        double2 q9 = urc + vii;
        Q[9 + i * 13] = q9;
        float2 un = convert_float2(u);
        double2 q10 = convert_double2(un);
        Q[10 + i * 13] = q10;
        double s = ur * vi;
        double2 q11 = (double2)((double)s, 0);
        Q[11 + i * 13] = q11;
        double2 uc = u * (double2)(1.0, -1.0);
        double2 q12 = tinyc_cmul_d(u, uc);
        Q[12 + i * 13] = q12;
        double ui = u.y;
        S[i * 2] = ur;
        S[1 + i * 2] = ui;
    }
}
