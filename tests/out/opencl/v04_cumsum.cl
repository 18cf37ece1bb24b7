#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 2, 1)))
void prefix(global float* A, long A_shape2, global float* B, long B_shape2, global float* C, long C_shape2, global double* T, long T_shape3, global double* U, long U_shape3, global int* V, long V_shape1, global int* W, long W_shape1) {
    long gid = (long)get_group_id(0);
    global float* a = A + gid * 78;
    global float* b = B + gid * 78;
    global float* c = C + gid * 78;
    global double* t = T + gid * 60;
    global double* u = U + gid * 60;
    global int* v = V + gid * 9;
    global int* w = W + gid * 9;
    for (long fiber = (long)get_local_id(0) + 32 * (long)get_local_id(1); fiber < 6; fiber += 64) {
        long at = fiber % 6;
        long rest = fiber / 6;
        float acc = 0.0f;
        for (long j = 0; j < 13; ++j) {
            acc += a[j + at * 13];
            b[j + at * 13] = acc;
        }
    }
    for (long fiber_1 = (long)get_local_id(0) + 32 * (long)get_local_id(1); fiber_1 < 13; fiber_1 += 64) {
        long at_1 = fiber_1 % 13;
        long rest_1 = fiber_1 / 13;
        float acc_1 = 0.0f;
        for (long j_1 = 0; j_1 < 6; ++j_1) {
            acc_1 += a[at_1 + j_1 * 13];
            c[at_1 + j_1 * 13] = c[at_1 + j_1 * 13] + acc_1;
        }
    }
    for (long fiber_2 = (long)get_local_id(0) + 32 * (long)get_local_id(1); fiber_2 < 12; fiber_2 += 64) {
        long at_2 = fiber_2 % 3;
        long rest_2 = fiber_2 / 3;
        long at_3 = rest_2 % 4;
        long rest_3 = rest_2 / 4;
        double acc_2 = 0.0;
        for (long j_2 = 0; j_2 < 5; ++j_2) {
            acc_2 += t[at_2 + at_3 * 3 + j_2 * 12];
            u[at_2 + at_3 * 3 + j_2 * 12] = 0.5 * acc_2;
        }
    }
    for (long fiber_3 = (long)get_local_id(0) + 32 * (long)get_local_id(1); fiber_3 < 1; fiber_3 += 64) {
        int acc_3 = 0;
        for (long j_3 = 0; j_3 < 9; ++j_3) {
            acc_3 = (int)((uint)acc_3 + (uint)v[j_3]);
            atomic_add(&w[j_3], acc_3);
        }
    }
}
