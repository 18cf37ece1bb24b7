#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void transpose_add(double alpha, global double*global* A, global double*global* B) {
    long g = (long)get_group_id(2);
    global double* a = A[g];
    global double* b = B[g];
    for (long i = (long)get_local_id(0); i < 8; i += 32) {
        for (long c = 0; c < 1; ++c) {
            long jb = (long)get_local_id(1) + c * 6;
            double v;
            double o;
            if (jb < 5) {
                v = a[jb + i * 5];
                o = b[i + jb * 8];
            }
            long j = jb + 2;
            double v_1;
            double o_1;
            if (j < 5) {
                v_1 = a[j + i * 5];
                o_1 = b[i + j * 8];
            }
            long j_1 = jb + 4;
            double v_2;
            double o_2;
            if (j_1 < 5) {
                v_2 = a[j_1 + i * 5];
                o_2 = b[i + j_1 * 8];
            }
            if (jb < 5) {
                b[i + jb * 8] = o + alpha * v;
            }
            if (j < 5) {
                b[i + j * 8] = o_1 + alpha * v_1;
            }
            if (j_1 < 5) {
                b[i + j_1 * 8] = o_2 + alpha * v_2;
            }
        }
    }
}
