#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void chain(global double* A, long A_shape2, global double* B, global double* C, long C_shape2, global double* S, long S_shape1) {
    local uchar stack[320] __attribute__((aligned(64)));
    long gid = (long)get_group_id(0);
    global double* a = A + gid * 48;
    global double* c = C + gid * 40;
    local double* t = (local double*)stack;
    long i = (long)get_local_id(0);
    long ia = min(i, 7L);
    long j = (long)get_local_id(1);
    long jb = min(j, 4L);
    long j_1 = (long)get_local_id(1) + 2;
    long jb_1 = min(j_1, 4L);
    long j_2 = (long)get_local_id(1) + 4;
    long jb_2 = min(j_2, 4L);
    double c00 = 0.0;
    double c01 = 0.0;
    double c02 = 0.0;
    #pragma unroll
    for (long k = 0; k < 6; ++k) {
        double a0 = a[ia + k * 8];
        double b0 = B[k + jb * 6];
        double b1 = B[k + jb_1 * 6];
        double b2 = B[k + jb_2 * 6];
        c00 += a0 * b0;
        c01 += a0 * b1;
        c02 += a0 * b2;
    }
    if (i < 8) {
        if (j < 5) {
            t[i + j * 8] = c00;
        }
        if (j_1 < 5) {
            t[i + j_1 * 8] = c01;
        }
        if (j_2 < 5) {
            t[i + j_2 * 8] = c02;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long i_1 = (long)get_local_id(0); i_1 < 8; i_1 += 32) {
        for (long c_1 = 0; c_1 < 1; ++c_1) {
            long jb_3 = (long)get_local_id(1) + c_1 * 6;
            double v;
            if (jb_3 < 5) {
                v = t[i_1 + jb_3 * 8];
            }
            long j_3 = jb_3 + 2;
            double v_1;
            if (j_3 < 5) {
                v_1 = t[i_1 + j_3 * 8];
            }
            long j_4 = jb_3 + 4;
            double v_2;
            if (j_4 < 5) {
                v_2 = t[i_1 + j_4 * 8];
            }
            if (jb_3 < 5) {
                c[i_1 + jb_3 * 8] = 0.5 * v;
            }
            if (j_3 < 5) {
                c[i_1 + j_3 * 8] = 0.5 * v_1;
            }
            if (j_4 < 5) {
                c[i_1 + j_4 * 8] = 0.5 * v_2;
            }
        }
    }
    global double* s = S + gid * 8;
    for (long i_2 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_2 < 8; i_2 += 64) {
        double acc = 0.0;
        for (long k_1 = 0; k_1 < 5; ++k_1) {
            acc += t[i_2 + k_1 * 8];
        }
        s[i_2] = acc;
    }
    barrier(CLK_GLOBAL_MEM_FENCE);
    // foreach (%i, %j): iterations spread over the work-group
    for (long i_3 = (long)get_local_id(0) + 32 * (long)get_local_id(1); i_3 < 40; i_3 += 64) {
        double v_3 = c[i_3];
        double w = t[i_3];
        double x = v_3 + w;
        c[i_3] = x;
    }
}
