#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void fl(global float* X, long X_shape2, global float* S, long S_shape1, global float* C, long C_shape2, global float* L, long L_shape1, global double* D, long D_shape2, global double* M, long M_shape1, global float* T, long T_shape1) {
    long g = (long)get_group_id(0);
    global float* x = X + g * 185;
    global float* s = S + g * 37;
    global float* cc = C + g * 185;
    global float* l = L + g * 37;
    global double* d = D + g * 185;
    global double* m = M + g * 37;
    global float* t = T + g * 37;
    // foreach %i: iterations spread over the work-group
    for (long i = (long)get_local_id(0); i < 37; i += 32) {
        float acc;
        acc = 0.0f;
        for (long j = 0; j < 5; ++j) {
            float v = x[i + j * 37];
            float a = acc + v;
            acc = a;
        }
        s[i] = acc;
    }
    // foreach %i: iterations spread over the work-group
    for (long i_1 = (long)get_local_id(0); i_1 < 37; i_1 += 32) {
        float acc_1;
        acc_1 = 0.0f;
        for (long j_1 = 0; j_1 < 5; ++j_1) {
            float v_1 = x[i_1 + j_1 * 37];
            float a_1 = acc_1 + v_1;
            cc[i_1 + j_1 * 37] = a_1;
            acc_1 = a_1;
        }
    }
    // foreach %i: iterations spread over the work-group
    for (long i_2 = (long)get_local_id(0); i_2 < 37; i_2 += 32) {
        float acc_2;
        acc_2 = 0.0f;
        for (long j_2 = 0; j_2 < 5; ++j_2) {
            float v_2 = x[i_2 + j_2 * 37];
            bool pos = v_2 > 0.0f;
            float w;
            if (pos) {
                w = v_2;
            } else {
                float vk = v_2 * 0.1f;
                w = vk;
            }
            float a_2 = acc_2 + w;
            acc_2 = a_2;
        }
        l[i_2] = acc_2;
    }
    // foreach %i: iterations spread over the work-group
    for (long i_3 = (long)get_local_id(0); i_3 < 37; i_3 += 32) {
        double first = d[i_3];
        double acc_3;
        acc_3 = first;
        for (long j_3 = 1; j_3 < 5; ++j_3) {
            double v_3 = d[i_3 + j_3 * 37];
            double a_3 = fmax(acc_3, v_3);
            acc_3 = a_3;
        }
        double r = acc_3 * 2.0;
        m[i_3] = r;
    }
    // foreach %i: iterations spread over the work-group
    for (long i_4 = (long)get_local_id(0); i_4 < 37; i_4 += 32) {
        long n = i_4 % 5;
        float acc_4;
        acc_4 = 0.0f;
        for (long j_4 = 0; j_4 < n; ++j_4) {
            float v_4 = x[i_4 + j_4 * 37];
            float a_4 = acc_4 + v_4;
            acc_4 = a_4;
        }
        t[i_4] = acc_4;
    }
}
