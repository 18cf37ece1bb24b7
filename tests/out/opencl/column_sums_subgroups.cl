#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void column_sums(global float* A, long A_shape2, float b, global float* y, long y_shape1, global float* x, long x_shape1, global float* z, long z_shape1, global double* D, long D_shape0, long D_shape1, long D_shape2, long D_stride2, global double* s, long s_shape0, long s_shape1, long s_stride1, global double* w, long w_shape0, long w_shape1, long w_stride1, global double* t, long t_shape0, long t_shape1, long t_stride1) {
    long g = (long)get_group_id(2);
    global float* a = A + g * 975;
    global float* yg = y + g * 13;
    for (long i = (long)get_local_id(0); i < 13; i += 64) {
        float acc = 0.0f;
        for (long k = 0; k < 75; ++k) {
            acc += a[k + i * 75];
        }
        yg[i] = 0.5f * acc + b * yg[i];
    }
    global float* xg = x + g * 75;
    global float* zg = z + g * 13;
    for (long i_1 = (long)get_local_id(0); i_1 < 13; i_1 += 64) {
        float acc_1 = 0.0f;
        for (long k_1 = 0; k_1 < 75; ++k_1) {
            acc_1 += a[k_1 + i_1 * 75] * xg[k_1];
        }
        zg[i_1] = zg[i_1] + -1.5f * acc_1;
    }
    global double* d = D + g * D_stride2;
    global double* sg = s + g * s_stride1;
    for (long i_2 = (long)get_local_id(0); i_2 < s_shape0; i_2 += 64) {
        double acc_2 = 0.0;
        for (long k_2 = 0; k_2 < D_shape0; ++k_2) {
            acc_2 += d[k_2 + i_2 * 72];
        }
        sg[i_2] = acc_2;
    }
    global double* d40 = D + g * D_stride2;
    global double* wg = w + g * w_stride1;
    global double* tg = t + g * t_stride1;
    double bd = (double)b;
    for (long i_3 = (long)get_local_id(0); i_3 < t_shape0; i_3 += 64) {
        double acc_3 = 0.0;
        for (long k_3 = 0; k_3 < 40; ++k_3) {
            acc_3 += d40[k_3 + i_3 * 72] * wg[k_3];
        }
        tg[i_3] = acc_3 + bd * tg[i_3];
    }
}
