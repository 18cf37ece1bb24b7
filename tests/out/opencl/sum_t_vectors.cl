#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void sum_t_vectors(global float* A, long A_shape2, float b, global float* y, long y_shape1, global double* D, long D_shape1, long D_shape2, long D_stride2, global double* s, long s_shape0, long s_shape1, long s_stride1, global float* r, long r_shape1, global float* q, long q_shape1) {
    long g = (long)get_group_id(2);
    global float* a = A + g * 185;
    global float* yg = y + g * 5;
    for (long i = (long)get_local_id(0); i < 5; i += 64) {
        float acc = 0.0f;
        for (long k = 0; k < 37; ++k) {
            acc += a[k + i * 37];
        }
        yg[i] = 0.5f * acc + b * yg[i];
    }
    global double* d = D + g * D_stride2;
    global double* sg = s + g * s_stride1;
    for (long i_1 = (long)get_local_id(0); i_1 < s_shape0; i_1 += 64) {
        double acc_1 = 0.0;
        for (long k_1 = 0; k_1 < 20; ++k_1) {
            acc_1 += d[k_1 + i_1 * 20];
        }
        sg[i_1] = sg[i_1] + acc_1;
    }
    global float* a20 = A + g * 185;
    global float* rg = r + g * 5;
    for (long i_2 = (long)get_local_id(0); i_2 < 5; i_2 += 64) {
        float acc_2 = 0.0f;
        for (long k_2 = 0; k_2 < 20; ++k_2) {
            acc_2 += a20[k_2 + i_2 * 37];
        }
        rg[i_2] = acc_2;
    }
    global float* a10 = A + g * 185;
    global float* qg = q + g * 5;
    for (long i_3 = (long)get_local_id(0); i_3 < 5; i_3 += 64) {
        float acc_3 = 0.0f;
        for (long k_3 = 0; k_3 < 10; ++k_3) {
            acc_3 += a10[k_3 + i_3 * 37];
        }
        qg[i_3] = acc_3;
    }
}
