#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void hadamard2(global float* X, long X_shape2, global float* Y, long Y_shape2, global float* H, long H_shape2, global float* Z, long Z_shape2, global double* V, long V_shape1, global double* W, long W_shape1) {
    long gid = (long)get_group_id(0);
    global float* x = X + gid * 40;
    global float* y = Y + gid * 40;
    global float* h = H + gid * 40;
    for (long i = (long)get_local_id(0); i < 8; i += 32) {
        for (long c = 0; c < 1; ++c) {
            long jb = (long)get_local_id(1) + c * 6;
            float v;
            if (jb < 5) {
                v = x[i + jb * 8] * y[i + jb * 8];
            }
            long j = jb + 2;
            float v_1;
            if (j < 5) {
                v_1 = x[i + j * 8] * y[i + j * 8];
            }
            long j_1 = jb + 4;
            float v_2;
            if (j_1 < 5) {
                v_2 = x[i + j_1 * 8] * y[i + j_1 * 8];
            }
            if (jb < 5) {
                h[i + jb * 8] = v;
            }
            if (j < 5) {
                h[i + j * 8] = v_1;
            }
            if (j_1 < 5) {
                h[i + j_1 * 8] = v_2;
            }
        }
    }
    global float* xs = X + (1 + gid * 40);
    global float* ys = Y + (11 + gid * 40);
    global float* zs = Z + (10 + gid * 40);
    for (long i_1 = (long)get_local_id(0); i_1 < 5; i_1 += 32) {
        for (long c_1 = 0; c_1 < 1; ++c_1) {
            long jb_1 = (long)get_local_id(1) + c_1 * 4;
            float v_3 = xs[i_1 + jb_1 * 8] * ys[i_1 + jb_1 * 8];
            float o = zs[i_1 + jb_1 * 8];
            long j_2 = jb_1 + 2;
            float v_4 = xs[i_1 + j_2 * 8] * ys[i_1 + j_2 * 8];
            float o_1 = zs[i_1 + j_2 * 8];
            zs[i_1 + jb_1 * 8] = -1.5f * v_3 + 0.5f * o;
            zs[i_1 + j_2 * 8] = -1.5f * v_4 + 0.5f * o_1;
        }
    }
    global double* v_5 = V + gid * 7;
    global double* w = W + gid * 7;
    for (long i_2 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_2 < 7; i_2 += 64) {
        w[i_2] = 2.0 * (v_5[i_2] * v_5[i_2]);
    }
}
