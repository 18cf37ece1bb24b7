#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void gemv(float alpha, global float* A, long A_shape1, long A_shape2, long A_stride2, global float* At, long At_shape0, long At_stride1, long At_shape2, long At_stride2, global float* x, long x_shape0, long x_shape1, long x_stride1, global float* y1, long y1_shape1, global float* y2, long y2_shape1, global float* y3, long y3_shape1, global int* I, long I_shape2, global int* j, long j_shape1, global double* z, long z_shape1) {
    long g = (long)get_group_id(2);
    global float* a = A + g * A_stride2;
    global float* at = At + g * At_stride2;
    global float* xg = x + g * x_stride1;
    global float* y1g = y1 + g * 21;
    global float* y2g = y2 + g * 21;
    global float* y3g = y3 + g * 21;
    global int* ig = I + g * 105;
    global int* jg = j + g * 5;
    global double* zg = z + g * 21;
    for (long i = (long)get_local_id(0); i < 21; i += 32) {
        float acc = 0.0f;
        for (long k = 0; k < x_shape0; ++k) {
            acc += a[i + k * 21] * xg[k];
        }
        y1g[i] = acc;
    }
    for (long i_1 = (long)get_local_id(0); i_1 < 21; i_1 += 32) {
        float acc_1 = 0.0f;
        for (long k_1 = 0; k_1 < x_shape0; ++k_1) {
            acc_1 += at[k_1 + i_1 * At_stride1] * xg[k_1];
        }
        y2g[i_1] = y2g[i_1] + alpha * acc_1;
    }
    for (long i_2 = (long)get_local_id(0); i_2 < 21; i_2 += 32) {
        float acc_2 = 0.0f;
        for (long k_2 = 0; k_2 < x_shape0; ++k_2) {
            acc_2 += a[i_2 + k_2 * 21] * xg[k_2];
        }
        y3g[i_2] = acc_2 + -0.5f * y3g[i_2];
    }
    for (long i_3 = (long)get_local_id(0); i_3 < 21; i_3 += 32) {
        double acc_3 = 0.0;
        for (long k_3 = 0; k_3 < 5; ++k_3) {
            acc_3 += (double)((int)((uint)ig[i_3 + k_3 * 21] * (uint)jg[k_3]));
        }
        zg[i_3] = 0.5 * acc_3 + 2.0 * zg[i_3];
    }
}
