#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void specialized(global double* A, long A_shape2, global double* B, long B_shape2, global double* C, long C_shape2) {
    long g = (long)get_group_id(0);
    global double* c = C + g * 60;
    for (long b = 0; b < 3; ++b) {
        long k0 = (long)((ulong)b * (ulong)4);
        long k1 = (long)((ulong)k0 + (ulong)4);
        long ke = min(k1, 10L);
        long len = (long)((ulong)ke - (ulong)k0);
        global double* a = A + (k0 * 12 + g * 120);
        global double* bb = B + (k0 + g * 50);
        barrier(CLK_GLOBAL_MEM_FENCE);
        long i = (long)get_local_id(0);
        long ia = min(i, 11L);
        double c00 = 0.0;
        double c01 = 0.0;
        double c02 = 0.0;
        double c03 = 0.0;
        double c04 = 0.0;
        for (long k = 0; k < len; ++k) {
            double a0 = a[ia + k * 12];
            double b0 = bb[k];
            double b1 = bb[k + 10];
            double b2 = bb[k + 20];
            double b3 = bb[k + 30];
            double b4 = bb[k + 40];
            c00 += a0 * b0;
            c01 += a0 * b1;
            c02 += a0 * b2;
            c03 += a0 * b3;
            c04 += a0 * b4;
        }
        if (i < 12) {
            c[i] = c[i] + c00;
            c[i + 12] = c[i + 12] + c01;
            c[i + 24] = c[i + 24] + c02;
            c[i + 36] = c[i + 36] + c03;
            c[i + 48] = c[i + 48] + c04;
        }
    }
}
