kernel __attribute__((reqd_work_group_size(64, 2, 1)))
void if_transpose_tile(global float* A, long A_shape2, global float* B, long B_shape2) {
    local uchar stack[4224] __attribute__((aligned(64)));
    long g = (long)get_group_id(2);
    global float* a = A + g * 1440;
    global float* b = B + g * 1440;
    long r = g % 2;
    bool c = r == 1;
    if (!c) {
        for (long c_1 = 0; c_1 < 3; ++c_1) {
            long base = (long)get_local_id(0) + 64 * (long)get_local_id(1) + c_1 * 512;
            float v;
            if (base < 1440) {
                v = b[base];
            }
            long i = base + 128;
            float v_1;
            if (i < 1440) {
                v_1 = b[i];
            }
            long i_1 = base + 256;
            float v_2;
            if (i_1 < 1440) {
                v_2 = b[i_1];
            }
            long i_2 = base + 384;
            float v_3;
            if (i_2 < 1440) {
                v_3 = b[i_2];
            }
            if (base < 1440) {
                b[base] = 2.0f * v;
            }
            if (i < 1440) {
                b[i] = 2.0f * v_1;
            }
            if (i_1 < 1440) {
                b[i_1] = 2.0f * v_2;
            }
            if (i_2 < 1440) {
                b[i_2] = 2.0f * v_3;
            }
        }
    }
    for (long ti = 0; ti < 2; ++ti) {
        for (long tj = 0; tj < 2; ++tj) {
            long i0;
            long j0;
            if (c) {
                i0 = ti * 32;
                j0 = tj * 32;
            }
            barrier(CLK_LOCAL_MEM_FENCE);
            if (c) {
                long e = (long)get_local_id(0) + 64 * (long)get_local_id(1);
                long r_1 = e % 32;
                long q = e / 32;
                ((local float*)stack)[q * 33 + r_1] = a[min(j0 + r_1, 35L) + min(i0 + q, 39L) * 36];
                long e_1 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + 128;
                long r_2 = e_1 % 32;
                long q_1 = e_1 / 32;
                ((local float*)stack)[q_1 * 33 + r_2] = a[min(j0 + r_2, 35L) + min(i0 + q_1, 39L) * 36];
                long e_2 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + 256;
                long r_3 = e_2 % 32;
                long q_2 = e_2 / 32;
                ((local float*)stack)[q_2 * 33 + r_3] = a[min(j0 + r_3, 35L) + min(i0 + q_2, 39L) * 36];
                long e_3 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + 384;
                long r_4 = e_3 % 32;
                long q_3 = e_3 / 32;
                ((local float*)stack)[q_3 * 33 + r_4] = a[min(j0 + r_4, 35L) + min(i0 + q_3, 39L) * 36];
                long e_4 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + 512;
                long r_5 = e_4 % 32;
                long q_4 = e_4 / 32;
                ((local float*)stack)[q_4 * 33 + r_5] = a[min(j0 + r_5, 35L) + min(i0 + q_4, 39L) * 36];
                long e_5 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + 640;
                long r_6 = e_5 % 32;
                long q_5 = e_5 / 32;
                ((local float*)stack)[q_5 * 33 + r_6] = a[min(j0 + r_6, 35L) + min(i0 + q_5, 39L) * 36];
                long e_6 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + 768;
                long r_7 = e_6 % 32;
                long q_6 = e_6 / 32;
                ((local float*)stack)[q_6 * 33 + r_7] = a[min(j0 + r_7, 35L) + min(i0 + q_6, 39L) * 36];
                long e_7 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + 896;
                long r_8 = e_7 % 32;
                long q_7 = e_7 / 32;
                ((local float*)stack)[q_7 * 33 + r_8] = a[min(j0 + r_8, 35L) + min(i0 + q_7, 39L) * 36];
            }
            barrier(CLK_LOCAL_MEM_FENCE);
            if (c) {
                long e_8 = (long)get_local_id(0) + 64 * (long)get_local_id(1);
                long r_9 = e_8 % 32;
                long q_8 = e_8 / 32;
                if (i0 + r_9 < 40 && j0 + q_8 < 36) {
                    b[i0 + r_9 + (j0 + q_8) * 40] = b[i0 + r_9 + (j0 + q_8) * 40] + ((local float*)stack)[r_9 * 33 + q_8];
                }
                long e_9 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + 128;
                long r_10 = e_9 % 32;
                long q_9 = e_9 / 32;
                if (i0 + r_10 < 40 && j0 + q_9 < 36) {
                    b[i0 + r_10 + (j0 + q_9) * 40] = b[i0 + r_10 + (j0 + q_9) * 40] + ((local float*)stack)[r_10 * 33 + q_9];
                }
                long e_10 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + 256;
                long r_11 = e_10 % 32;
                long q_10 = e_10 / 32;
                if (i0 + r_11 < 40 && j0 + q_10 < 36) {
                    b[i0 + r_11 + (j0 + q_10) * 40] = b[i0 + r_11 + (j0 + q_10) * 40] + ((local float*)stack)[r_11 * 33 + q_10];
                }
                long e_11 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + 384;
                long r_12 = e_11 % 32;
                long q_11 = e_11 / 32;
                if (i0 + r_12 < 40 && j0 + q_11 < 36) {
                    b[i0 + r_12 + (j0 + q_11) * 40] = b[i0 + r_12 + (j0 + q_11) * 40] + ((local float*)stack)[r_12 * 33 + q_11];
                }
                long e_12 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + 512;
                long r_13 = e_12 % 32;
                long q_12 = e_12 / 32;
                if (i0 + r_13 < 40 && j0 + q_12 < 36) {
                    b[i0 + r_13 + (j0 + q_12) * 40] = b[i0 + r_13 + (j0 + q_12) * 40] + ((local float*)stack)[r_13 * 33 + q_12];
                }
                long e_13 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + 640;
                long r_14 = e_13 % 32;
                long q_13 = e_13 / 32;
                if (i0 + r_14 < 40 && j0 + q_13 < 36) {
                    b[i0 + r_14 + (j0 + q_13) * 40] = b[i0 + r_14 + (j0 + q_13) * 40] + ((local float*)stack)[r_14 * 33 + q_13];
                }
                long e_14 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + 768;
                long r_15 = e_14 % 32;
                long q_14 = e_14 / 32;
                if (i0 + r_15 < 40 && j0 + q_14 < 36) {
                    b[i0 + r_15 + (j0 + q_14) * 40] = b[i0 + r_15 + (j0 + q_14) * 40] + ((local float*)stack)[r_15 * 33 + q_14];
                }
                long e_15 = (long)get_local_id(0) + 64 * (long)get_local_id(1) + 896;
                long r_16 = e_15 % 32;
                long q_15 = e_15 / 32;
                if (i0 + r_16 < 40 && j0 + q_15 < 36) {
                    b[i0 + r_16 + (j0 + q_15) * 40] = b[i0 + r_16 + (j0 + q_15) * 40] + ((local float*)stack)[r_16 * 33 + q_15];
                }
            }
        }
    }
}
