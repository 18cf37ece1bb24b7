#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 8, 1)))
void tr(global float* A, long A_shape2, global float* B, long B_shape2, global double* C, long C_shape2, global double* D, long D_shape2) {
    long g = (long)get_global_id(2);
    global float* a = A + g * 1536;
    global float* b = B + g * 1536;
    global double* c = C + g * 384;
    global double* d = D + g * 384;
    for (long i = (long)get_local_id(0); i < 32; i += 32) {
        for (long c_1 = 0; c_1 < 2; ++c_1) {
            long jb = (long)get_local_id(1) + c_1 * 32;
            float v;
            float o;
            if (jb < 48) {
                v = a[jb + i * 48];
                o = b[i + jb * 32];
            }
            long j = jb + 8;
            float v_1;
            float o_1;
            if (j < 48) {
                v_1 = a[j + i * 48];
                o_1 = b[i + j * 32];
            }
            long j_1 = jb + 16;
            float v_2;
            float o_2;
            if (j_1 < 48) {
                v_2 = a[j_1 + i * 48];
                o_2 = b[i + j_1 * 32];
            }
            long j_2 = jb + 24;
            float v_3;
            float o_3;
            if (j_2 < 48) {
                v_3 = a[j_2 + i * 48];
                o_3 = b[i + j_2 * 32];
            }
            if (jb < 48) {
                b[i + jb * 32] = o + 1.5f * v;
            }
            if (j < 48) {
                b[i + j * 32] = o_1 + 1.5f * v_1;
            }
            if (j_1 < 48) {
                b[i + j_1 * 32] = o_2 + 1.5f * v_2;
            }
            if (j_2 < 48) {
                b[i + j_2 * 32] = o_3 + 1.5f * v_3;
            }
        }
    }
    for (long i_1 = (long)get_local_id(0); i_1 < 16; i_1 += 32) {
        for (long c_2 = 0; c_2 < 1; ++c_2) {
            long jb_1 = (long)get_local_id(1) + c_2 * 24;
            double v_4 = c[jb_1 + i_1 * 24];
            long j_3 = jb_1 + 8;
            double v_5 = c[j_3 + i_1 * 24];
            long j_4 = jb_1 + 16;
            double v_6 = c[j_4 + i_1 * 24];
            d[i_1 + jb_1 * 16] = -0.5 * v_4;
            d[i_1 + j_3 * 16] = -0.5 * v_5;
            d[i_1 + j_4 * 16] = -0.5 * v_6;
        }
    }
}
