#pragma OPENCL EXTENSION cl_khr_fp64 : enable
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
void special(global float* X, long X_shape1, global float* Y, long Y_shape1, global double* D, long D_shape1, global double2* Z, long Z_shape1) {
    long gid = (long)get_group_id(0);
    global float* x = X + gid * 16;
    global float* y = Y + gid * 16;
    float m;
    m = -INFINITY;
    float n;
    n = INFINITY;
    for (long i = 0; i < 16; ++i) {
        float v = x[i];
        float m2 = fmax(m, v);
        float n2 = fmin(n, v);
        float d = m - m2;
        float e = exp(d);
        float s = e + n2;
        y[i] = s;
        m = m2;
        n = n2;
    }
    double mxd = (double)m;
    double big = fmax(mxd, -(double)INFINITY);
    D[gid * 4] = (double)INFINITY;
    D[1 + gid * 4] = -(double)INFINITY;
    D[2 + gid * 4] = (double)NAN;
    D[3 + gid * 4] = big;
    Z[gid * 2] = (double2)(-(double)INFINITY, (double)NAN);
    Z[1 + gid * 2] = (double2)(1.5, (double)INFINITY);
}
