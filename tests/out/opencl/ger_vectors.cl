#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(64, 8, 1)))
void ger_vectors(global float* x, long x_shape1, global float* y, long y_shape1, float b, global float* C, long C_shape2, global double* x8, long x8_shape1, global double* z, long z_shape0, long z_shape1, long z_stride1, global double* D, long D_shape1, long D_shape2, long D_stride2, global float* E, long E_shape2) {
    long g = (long)get_group_id(2);
    global float* u = x + g * 37;
    global float* v = y + g * 5;
    global float* c = C + g * 185;
    for (long j = (long)get_local_id(1); j < 5; j += 8) {
        for (long i = (long)get_local_id(0); i < 37; i += 64) {
            c[i + j * 37] = 2.0f * (u[i] * v[j]) + b * c[i + j * 37];
        }
    }
    global double* u8 = x8 + g * 16;
    global double* w = z + g * z_stride1;
    global double* d = D + g * D_stride2;
    for (long j_1 = (long)get_local_id(1); j_1 < D_shape1; j_1 += 8) {
        for (long i_1 = (long)get_local_id(0); i_1 < 16; i_1 += 64) {
            d[i_1 + j_1 * 16] = d[i_1 + j_1 * 16] + u8[i_1] * w[j_1];
        }
    }
    global float* u10 = x + g * 37;
    global float* e = E + g * 50;
    for (long j_2 = (long)get_local_id(1); j_2 < 5; j_2 += 8) {
        for (long i_2 = (long)get_local_id(0); i_2 < 10; i_2 += 64) {
            e[i_2 + j_2 * 10] = u10[i_2] * v[j_2];
        }
    }
}
