#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 8, 1)))
void collectives_dynamic(global float* A, long A_shape0, long A_shape1, long A_stride1, global float* Y, long Y_shape0, long Y_shape1, long Y_stride1, global double* u, long u_shape0, global double* v, long v_shape0, global float* p, long p_shape0, global float* q, long q_shape0, global float* h, long h_shape0, global float* x, long x_shape0, global float* y, long y_shape0, global float* C, long C_shape0, long C_shape1, long C_stride1, global double* S, long S_shape0, long S_shape1, long S_stride1, global double* s, long s_shape0, global float* T, long T_shape0, long T_shape1, long T_stride1, global float* t, long t_shape0, global float* G, long G_shape0, long G_shape1, long G_stride1, global float* gx, long gx_shape0, global float* gy, long gy_shape0, global double* H, long H_shape0, long H_shape1, long H_stride1, global double* w, long w_shape0, global double* z, long z_shape0) {
    for (long j = (long)get_local_id(1); j < Y_shape1; j += 8) {
        for (long i = (long)get_local_id(0); i < Y_shape0; i += 64) {
            Y[i + j * Y_stride1] = 1.5f * A[i + j * A_stride1] + 0.5f * Y[i + j * Y_stride1];
        }
    }
    for (long i_1 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_1 < v_shape0; i_1 += 512) {
        v[i_1] = 2.0 * u[i_1];
    }
    for (long i_2 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_2 < h_shape0; i_2 += 512) {
        h[i_2] = h[i_2] + p[i_2] * q[i_2];
    }
    for (long j_1 = (long)get_local_id(1); j_1 < C_shape1; j_1 += 8) {
        for (long i_3 = (long)get_local_id(0); i_3 < C_shape0; i_3 += 64) {
            C[i_3 + j_1 * C_stride1] = C[i_3 + j_1 * C_stride1] + -1.0f * (x[i_3] * y[j_1]);
        }
    }
    for (long i_4 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_4 < s_shape0; i_4 += 512) {
        double acc = 0.0;
        for (long k = 0; k < S_shape1; ++k) {
            acc += S[i_4 + k * S_stride1];
        }
        s[i_4] = acc;
    }
    for (long i_5 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_5 < t_shape0; i_5 += 512) {
        float acc_1 = 0.0f;
        for (long k_1 = 0; k_1 < T_shape0; ++k_1) {
            acc_1 += T[k_1 + i_5 * T_stride1];
        }
        t[i_5] = t[i_5] + acc_1;
    }
    for (long i_6 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_6 < gy_shape0; i_6 += 512) {
        float acc_2 = 0.0f;
        for (long k_2 = 0; k_2 < gx_shape0; ++k_2) {
            acc_2 += G[i_6 + k_2 * G_stride1] * gx[k_2];
        }
        gy[i_6] = gy[i_6] + 0.5f * acc_2;
    }
    for (long i_7 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_7 < z_shape0; i_7 += 512) {
        double acc_3 = 0.0;
        for (long k_3 = 0; k_3 < w_shape0; ++k_3) {
            acc_3 += H[k_3 + i_7 * H_stride1] * w[k_3];
        }
        z[i_7] = acc_3;
    }
}
