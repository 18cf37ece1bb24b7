#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void float_ops(global double* X, long X_shape0, global double* Y, long Y_shape0, global double* F, long F_shape1, global int* Q, long Q_shape1) {
    long g = (long)get_group_id(2);
    long N = (long)get_num_groups(2);
    double x = X[g];
    double y = Y[g];
    double q = x / y;
    double m = fmod(x, y);
    double ng = -x;
    float h = (float)x;
    double hh = (double)h;
    bool c0 = x == y;
    bool c1 = x != y;
    bool c2 = x > y;
    bool c3 = x >= y;
    bool c4 = x < y;
    bool c5 = x <= y;
    long tag0 = (long)((ulong)g * (ulong)1000);
    long tag = (long)((ulong)tag0 + (ulong)N);
    // foreach %once: iterations spread over the work-group
    for (long once = (long)get_local_id(0); once < 1; once += 32) {
        F[g * 4] = q;
        F[1 + g * 4] = m;
        F[2 + g * 4] = ng;
        F[3 + g * 4] = hh;
        int i0 = (int)c0;
        int i1 = (int)c1;
        int i2 = (int)c2;
        int i3 = (int)c3;
        int i4 = (int)c4;
        int i5 = (int)c5;
        int i6 = (int)(isnan(x) ? 0 : convert_int_sat_rtz(x));
        int i7 = (int)tag;
        Q[g * 8] = i0;
        Q[1 + g * 8] = i1;
        Q[2 + g * 8] = i2;
        Q[3 + g * 8] = i3;
        Q[4 + g * 8] = i4;
        Q[5 + g * 8] = i5;
        Q[6 + g * 8] = i6;
        Q[7 + g * 8] = i7;
    }
}
