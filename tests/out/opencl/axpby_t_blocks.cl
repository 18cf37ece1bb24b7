#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 8, 1)))
void tr(global float* A, long A_shape2, global float* B, long B_shape2, global double* C, long C_shape2, global double* D, long D_shape2) {
    local uchar stack[4224] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    global float* a = A + g * 1536;
    global float* b = B + g * 1536;
    global double* c = C + g * 384;
    global double* d = D + g * 384;
    for (long ti = 0; ti < 1; ++ti) {
        for (long tj = 0; tj < 2; ++tj) {
            long i0 = ti * 32;
            long j0 = tj * 32;
            barrier(CLK_LOCAL_MEM_FENCE);
            long e = (long)get_local_id(0) + 32 * (long)get_local_id(1);
            long r = e % 32;
            long q = e / 32;
            ((local float*)stack)[q * 33 + r] = a[min(j0 + r, 47L) + min(i0 + q, 31L) * 48];
            long e_1 = (long)get_local_id(0) + 32 * (long)get_local_id(1) + 256;
            long r_1 = e_1 % 32;
            long q_1 = e_1 / 32;
            ((local float*)stack)[q_1 * 33 + r_1] = a[min(j0 + r_1, 47L) + min(i0 + q_1, 31L) * 48];
            long e_2 = (long)get_local_id(0) + 32 * (long)get_local_id(1) + 512;
            long r_2 = e_2 % 32;
            long q_2 = e_2 / 32;
            ((local float*)stack)[q_2 * 33 + r_2] = a[min(j0 + r_2, 47L) + min(i0 + q_2, 31L) * 48];
            long e_3 = (long)get_local_id(0) + 32 * (long)get_local_id(1) + 768;
            long r_3 = e_3 % 32;
            long q_3 = e_3 / 32;
            ((local float*)stack)[q_3 * 33 + r_3] = a[min(j0 + r_3, 47L) + min(i0 + q_3, 31L) * 48];
            barrier(CLK_LOCAL_MEM_FENCE);
            long e_4 = (long)get_local_id(0) + 32 * (long)get_local_id(1);
            long r_4 = e_4 % 32;
            long q_4 = e_4 / 32;
            if (i0 + r_4 < 32 && j0 + q_4 < 48) {
                b[i0 + r_4 + (j0 + q_4) * 32] = b[i0 + r_4 + (j0 + q_4) * 32] + 1.5f * ((local float*)stack)[r_4 * 33 + q_4];
            }
            long e_5 = (long)get_local_id(0) + 32 * (long)get_local_id(1) + 256;
            long r_5 = e_5 % 32;
            long q_5 = e_5 / 32;
            if (i0 + r_5 < 32 && j0 + q_5 < 48) {
                b[i0 + r_5 + (j0 + q_5) * 32] = b[i0 + r_5 + (j0 + q_5) * 32] + 1.5f * ((local float*)stack)[r_5 * 33 + q_5];
            }
            long e_6 = (long)get_local_id(0) + 32 * (long)get_local_id(1) + 512;
            long r_6 = e_6 % 32;
            long q_6 = e_6 / 32;
            if (i0 + r_6 < 32 && j0 + q_6 < 48) {
                b[i0 + r_6 + (j0 + q_6) * 32] = b[i0 + r_6 + (j0 + q_6) * 32] + 1.5f * ((local float*)stack)[r_6 * 33 + q_6];
            }
            long e_7 = (long)get_local_id(0) + 32 * (long)get_local_id(1) + 768;
            long r_7 = e_7 % 32;
            long q_7 = e_7 / 32;
            if (i0 + r_7 < 32 && j0 + q_7 < 48) {
                b[i0 + r_7 + (j0 + q_7) * 32] = b[i0 + r_7 + (j0 + q_7) * 32] + 1.5f * ((local float*)stack)[r_7 * 33 + q_7];
            }
        }
    }
    for (long i = (long)get_local_id(0); i < 16; i += 32) {
        for (long c_1 = 0; c_1 < 1; ++c_1) {
            long jb = (long)get_local_id(1) + c_1 * 24;
            double v = c[jb + i * 24];
            long j = jb + 8;
            double v_1 = c[j + i * 24];
            long j_1 = jb + 16;
            double v_2 = c[j_1 + i * 24];
            d[i + jb * 16] = -0.5 * v;
            d[i + j * 16] = -0.5 * v_1;
            d[i + j_1 * 16] = -0.5 * v_2;
        }
    }
}
