#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 2, 1)))
void elementwise_vectors(global float* X, long X_shape1, global float* Y, long Y_shape1, global float* Z, long Z_shape1, double a, global double* E, long E_shape2, global double* D, long D_shape2, float b, global float* G, long G_shape2, global float* F, long F_shape2, global float* S, long S_shape1, global float* T, long T_shape2) {
    long g = (long)get_global_id(2);
    global float* x = X + g * 37;
    global float* y = Y + g * 37;
    global float* z = Z + g * 37;
    for (long i = (long)get_local_id(0) + 64 * (long)get_local_id(1); i < 37; i += 128) {
        z[i] = x[i] * y[i];
    }
    global double* e = E + g * 40;
    global double* d = D + g * 40;
    for (long j = (long)get_local_id(1); j < 5; j += 2) {
        for (long i_1 = (long)get_local_id(0); i_1 < 8; i_1 += 64) {
            d[i_1 + j * 8] = d[i_1 + j * 8] + a * e[i_1 + j * 8];
        }
    }
    global float* gg = G + g * 60;
    global float* f = F + g * 60;
    for (long j_1 = (long)get_local_id(1); j_1 < 3; j_1 += 2) {
        for (long i_2 = (long)get_local_id(0); i_2 < 20; i_2 += 64) {
            f[i_2 + j_1 * 20] = 2.0f * gg[i_2 + j_1 * 20] + b * f[i_2 + j_1 * 20];
        }
    }
    global float* x10 = X + g * 37;
    global float* y10 = Y + g * 37;
    global float* s = S + g * 10;
    for (long i_3 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_3 < 10; i_3 += 128) {
        s[i_3] = x10[i_3] * y10[i_3];
    }
    global float* g16 = G + g * 60;
    global float* t16 = T + g * 60;
    for (long j_2 = (long)get_local_id(1); j_2 < 3; j_2 += 2) {
        for (long i_4 = (long)get_local_id(0); i_4 < 16; i_4 += 64) {
            t16[i_4 + j_2 * 20] = g16[i_4 + j_2 * 20];
        }
    }
}
