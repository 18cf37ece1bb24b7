#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void sum(float beta, global float* A, long A_shape2, global float* x, long x_shape1, global float* r1, long r1_shape1, global float* r2, long r2_shape1, global float* r3, long r3_shape1, global double* s1, long s1_shape0, global double* s2, long s2_shape0, global char* I, long I_shape2, global long* k, long k_shape1) {
    long g = (long)get_group_id(2);
    global float* a = A + g * 66;
    global float* xg = x + g * 30;
    global float* r1g = r1 + g * 11;
    global float* r2g = r2 + g * 6;
    global float* r3g = r3 + g * 6;
    global double* s1g = s1 + g;
    global double* s2g = s2 + g;
    global char* ig = I + g * 66;
    global long* kg = k + g * 11;
    for (long i = (long)get_local_id(0); i < 11; i += 32) {
        float acc = 0.0f;
        for (long k_1 = 0; k_1 < 6; ++k_1) {
            acc += a[i + k_1 * 11];
        }
        r1g[i] = acc;
    }
    for (long i_1 = (long)get_local_id(0); i_1 < 6; i_1 += 32) {
        float acc_1 = 0.0f;
        for (long k_2 = 0; k_2 < 11; ++k_2) {
            acc_1 += a[k_2 + i_1 * 11];
        }
        r2g[i_1] = r2g[i_1] + 2.0f * acc_1;
    }
    for (long i_2 = (long)get_local_id(0); i_2 < 6; i_2 += 32) {
        float acc_2 = 0.0f;
        for (long k_3 = 0; k_3 < 11; ++k_3) {
            acc_2 += a[k_3 + i_2 * 11];
        }
        r3g[i_2] = acc_2 + beta * r3g[i_2];
    }
    if ((long)get_local_id(0) == 0) {
        double acc_3 = 0.0;
        for (long k_4 = 0; k_4 < 30; ++k_4) {
            acc_3 += (double)xg[k_4];
        }
        s1g[0] = acc_3;
    }
    if ((long)get_local_id(0) == 0) {
        double acc_4 = 0.0;
        for (long k_5 = 0; k_5 < 30; ++k_5) {
            acc_4 += (double)xg[k_5];
        }
        s2g[0] = -1.0 * acc_4 + 0.5 * s2g[0];
    }
    for (long i_3 = (long)get_local_id(0); i_3 < 11; i_3 += 32) {
        long acc_5 = 0;
        for (long k_6 = 0; k_6 < 6; ++k_6) {
            acc_5 = (long)((ulong)acc_5 + (ulong)(long)ig[i_3 + k_6 * 11]);
        }
        kg[i_3] = (long)((ulong)acc_5 + (ulong)((long)((ulong)2 * (ulong)kg[i_3])));
    }
}
