#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 8, 1)))
void tr(global float* A, long A_shape2, global float* B, long B_shape2, global double* C, long C_shape2, global double* D, long D_shape2) {
    long g = (long)get_global_id(2);
    global float* a = A + g * 1536;
    global float* b = B + g * 1536;
    global double* c = C + g * 384;
    global double* d = D + g * 384;
    for (long j = (long)get_local_id(1); j < 48; j += 8) {
        for (long i = (long)get_local_id(0); i < 32; i += 32) {
            b[i + j * 32] = b[i + j * 32] + 1.5f * a[j + i * 48];
        }
    }
    for (long j_1 = (long)get_local_id(1); j_1 < 24; j_1 += 8) {
        for (long i_1 = (long)get_local_id(0); i_1 < 16; i_1 += 32) {
            d[i_1 + j_1 * 16] = -0.5 * c[j_1 + i_1 * 24];
        }
    }
}
