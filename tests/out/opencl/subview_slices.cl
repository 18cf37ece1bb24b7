kernel __attribute__((reqd_work_group_size(64, 8, 1)))
void subview_slices(long a, long b, global float* M, long M_shape0, long M_shape1, long M_stride1, global float* T, global float* O1, long O1_shape0, global float* O2, global float* O3, long O3_shape0, long O3_stride1, global float* O4, long O4_shape0, long O4_shape1, long O4_stride1, global float* O5, global float* O6, global float* O7, global float* O8, global float* O9) {
    global float* v1 = M + 2;
    global float* v2 = M + (1 + 2 * M_stride1);
    global float* v3 = M + a;
    global float* v4 = M + (3 + a * M_stride1);
    long v4_shape0 = M_shape0 - 3;
    long v4_shape1 = M_shape1 - a;
    global float* v5 = T + 13;
    global float* v6 = T + 96;
    global float* v7 = M + (a + b * M_stride1);
    global float* w = M + (1 + M_stride1);
    long w_shape0 = M_shape0 - 1;
    long w_shape1 = M_shape1 - 1;
    global float* v9 = w + (2 + a * M_stride1);
    for (long i = (long)get_local_id(0) + 64 * (long)get_local_id(1); i < O1_shape0; i += 512) {
        O1[i] = v1[i * M_stride1];
    }
    for (long j = (long)get_local_id(1); j < 4; j += 8) {
        for (long i_1 = (long)get_local_id(0); i_1 < 3; i_1 += 64) {
            O2[i_1 + j * 3] = v2[i_1 + j * M_stride1];
        }
    }
    for (long j_1 = (long)get_local_id(1); j_1 < 2; j_1 += 8) {
        for (long i_2 = (long)get_local_id(0); i_2 < O3_shape0; i_2 += 64) {
            O3[i_2 + j_1 * O3_stride1] = v3[i_2 + j_1 * M_stride1];
        }
    }
    for (long j_2 = (long)get_local_id(1); j_2 < O4_shape1; j_2 += 8) {
        for (long i_3 = (long)get_local_id(0); i_3 < O4_shape0; i_3 += 64) {
            O4[i_3 + j_2 * O4_stride1] = v4[i_3 + j_2 * M_stride1];
        }
    }
    for (long j_3 = (long)get_local_id(1); j_3 < 4; j_3 += 8) {
        for (long i_4 = (long)get_local_id(0); i_4 < 3; i_4 += 64) {
            O5[i_4 + j_3 * 3] = v5[i_4 + j_3 * 30];
        }
    }
    for (long j_4 = (long)get_local_id(1); j_4 < 4; j_4 += 8) {
        for (long i_5 = (long)get_local_id(0); i_5 < 6; i_5 += 64) {
            O6[i_5 + j_4 * 6] = v6[i_5 + j_4 * 6];
        }
    }
    if ((long)get_local_id(0) + 64 * (long)get_local_id(1) == 0) {
        O7[0] = v7[0];
    }
    for (long i_6 = (long)get_local_id(0) + 64 * (long)get_local_id(1); i_6 < 3; i_6 += 512) {
        O9[i_6] = v9[i_6];
    }
    float e = M[b + a * M_stride1];
    // foreach %once: iterations spread over the work-group
    for (long once = (long)get_local_id(0) + 64 * (long)get_local_id(1); once < 1; once += 512) {
        O8[0] = e;
    }
}
