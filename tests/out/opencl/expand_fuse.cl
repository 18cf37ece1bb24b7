kernel __attribute__((reqd_work_group_size(64, 8, 1)))
void expand_fuse(long m, global float* X, long X_shape0, long X_shape1, long X_stride1, global float* T, long T_shape1, global float* V, long V_shape0, global float* P, long P_shape2, global float* Q, long Q_shape3, global float* O1, long O1_shape0, long O1_shape1, long O1_stride1, global float* O2, long O2_shape1, global float* O3, global float* O4, long O4_shape0, global float* O5, long O5_shape1) {
    global float* e1 = X;
    long e1_shape1 = X_shape0 / m;
    global float* f1 = e1;
    long f1_shape1 = e1_shape1 * X_shape1;
    for (long j = (long)get_local_id(1); j < O1_shape1; j += 8) {
        for (long i = (long)get_local_id(0); i < O1_shape0; i += 64) {
            O1[i + j * O1_stride1] = f1[i + j * m];
        }
    }
    global float* e2 = T;
    long e2_shape2 = T_shape1 / 2;
    global float* s2 = e2 + 6;
    for (long j_1 = (long)get_local_id(1); j_1 < O2_shape1; j_1 += 8) {
        for (long i_1 = (long)get_local_id(0); i_1 < 6; i_1 += 64) {
            O2[i_1 + j_1 * 6] = s2[i_1 + j_1 * 12];
        }
    }
    global float* e3 = V;
    for (long j_2 = (long)get_local_id(1); j_2 < 4; j_2 += 8) {
        for (long i_2 = (long)get_local_id(0); i_2 < 6; i_2 += 64) {
            O3[i_2 + j_2 * 6] = e3[j_2 + i_2 * 4];
        }
    }
    global float* f4 = P;
    long f4_shape0 = 6 * P_shape2;
    for (long i_3 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_3 < O4_shape0; i_3 += 512) {
        O4[i_3] = f4[i_3];
    }
    global float* f5 = Q;
    global float* e5 = f5;
    long e5_shape1 = 12 / m;
    long e5_stride2 = 2 * (12 / m);
    global float* s5 = e5 + (e5_stride2 + 48);
    for (long j_3 = (long)get_local_id(1); j_3 < O5_shape1; j_3 += 8) {
        for (long i_4 = (long)get_local_id(0); i_4 < 2; i_4 += 64) {
            O5[i_4 + j_3 * 2] = s5[i_4 + j_3 * 2];
        }
    }
}
