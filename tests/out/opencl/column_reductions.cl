#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void column_reductions(global float* A, long A_shape1, long A_shape2, long A_stride2, global float* x, long x_shape0, long x_shape1, long x_stride1, float b, global float* y, long y_shape1, global double* D, long D_shape2, global double* s, long s_shape1, global double* t, long t_shape1, global float* r, long r_shape1, global float* x2, long x2_shape1, global float* q, long q_shape0, long q_shape1, long q_stride1) {
    long g = (long)get_group_id(2);
    global float* a = A + g * A_stride2;
    global float* u = x + g * x_stride1;
    global float* v = y + g * 37;
    for (long i = (long)get_local_id(0); i < 37; i += 64) {
        float acc = 0.0f;
        for (long k = 0; k < x_shape0; ++k) {
            acc += a[i + k * 37] * u[k];
        }
        v[i] = 1.5f * acc + b * v[i];
    }
    global double* d = D + g * 120;
    global double* sg = s + g * 20;
    for (long i_1 = (long)get_local_id(0); i_1 < 20; i_1 += 64) {
        double acc_1 = 0.0;
        for (long k_1 = 0; k_1 < 6; ++k_1) {
            acc_1 += d[i_1 + k_1 * 20];
        }
        sg[i_1] = acc_1;
    }
    global double* tg = t + g * 20;
    for (long i_2 = (long)get_local_id(0); i_2 < 20; i_2 += 64) {
        double acc_2 = 0.0;
        for (long k_2 = 0; k_2 < 6; ++k_2) {
            acc_2 += d[i_2 + k_2 * 20];
        }
        tg[i_2] = tg[i_2] + acc_2;
    }
    global float* a10 = A + g * A_stride2;
    global float* rg = r + g * 10;
    for (long i_3 = (long)get_local_id(0); i_3 < 10; i_3 += 64) {
        float acc_3 = 0.0f;
        for (long k_3 = 0; k_3 < x_shape0; ++k_3) {
            acc_3 += a10[i_3 + k_3 * 37] * u[k_3];
        }
        rg[i_3] = acc_3;
    }
    global float* w = x2 + g * 37;
    global float* qg = q + g * q_stride1;
    for (long i_4 = (long)get_local_id(0); i_4 < q_shape0; i_4 += 64) {
        float acc_4 = 0.0f;
        for (long k_4 = 0; k_4 < 37; ++k_4) {
            acc_4 += a[k_4 + i_4 * 37] * w[k_4];
        }
        qg[i_4] = acc_4;
    }
}
