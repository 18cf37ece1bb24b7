#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void reload(global float* A, long A_shape2, global float* B, long B_shape2, global float* W, long W_shape2, global float* T, long T_shape2, global float* P, long P_shape2, global float* Q, long Q_shape2, global float* C1, long C1_shape2, global float* C2, long C2_shape2, global double* C3, long C3_shape2, global float* C4, long C4_shape2, global float* V, long V_shape2) {
    local uchar stack[1280] __attribute__((aligned(64)));
    long gid = (long)get_group_id(0);
    global float* a = A + gid * 256;
    global float* b = B + gid * 64;
    global float* w = W + gid * 64;
    global float* t = T + gid * 96;
    global float* p = P + gid * 128;
    global float* q = Q + gid * 48;
    global float* c1 = C1 + gid * 256;
    global float* c2 = C2 + gid * 256;
    global double* c3 = C3 + gid * 192;
    global float* c4 = C4 + gid * 256;
    global float* v = V + gid * 64;
    long row = (long)get_local_id(0) % 16;
    float a_1 = a[row];
    long row_1 = (long)get_local_id(0) % 16;
    float a_2 = a[row_1 + 32];
    long row_2 = (long)get_local_id(0) % 16;
    float a_3 = a[row_2 + 64];
    long row_3 = (long)get_local_id(0) % 16;
    float a_4 = a[row_3 + 96];
    long row_4 = (long)get_local_id(0) % 16;
    float a_5 = a[row_4 + 128];
    long row_5 = (long)get_local_id(0) % 16;
    float a_6 = a[row_5 + 160];
    long row_6 = (long)get_local_id(0) % 16;
    float a_7 = a[row_6 + 192];
    long row_7 = (long)get_local_id(0) % 16;
    float a_8 = a[row_7 + 224];
    long row_8 = (long)get_local_id(0) % 16 + 16;
    float a_9 = a[row_8];
    long row_9 = (long)get_local_id(0) % 16 + 16;
    float a_10 = a[row_9 + 32];
    long row_10 = (long)get_local_id(0) % 16 + 16;
    float a_11 = a[row_10 + 64];
    long row_11 = (long)get_local_id(0) % 16 + 16;
    float a_12 = a[row_11 + 96];
    long row_12 = (long)get_local_id(0) % 16 + 16;
    float a_13 = a[row_12 + 128];
    long row_13 = (long)get_local_id(0) % 16 + 16;
    float a_14 = a[row_13 + 160];
    long row_14 = (long)get_local_id(0) % 16 + 16;
    float a_15 = a[row_14 + 192];
    long row_15 = (long)get_local_id(0) % 16 + 16;
    float a_16 = a[row_15 + 224];
    long col = (long)get_local_id(0) % 16 / 8;
    long row_16 = (long)get_local_id(0) % 16 % 8;
    float a_17 = 0.0f;
    if (col < 8) {
        a_17 = w[row_16 + col * 8];
    }
    long col_1 = (long)get_local_id(0) % 16 / 8 + 2;
    long row_17 = (long)get_local_id(0) % 16 % 8;
    float a_18 = 0.0f;
    if (col_1 < 8) {
        a_18 = w[row_17 + col_1 * 8];
    }
    long col_2 = (long)get_local_id(0) % 16 / 8 + 4;
    long row_18 = (long)get_local_id(0) % 16 % 8;
    float a_19 = 0.0f;
    if (col_2 < 8) {
        a_19 = w[row_18 + col_2 * 8];
    }
    long col_3 = (long)get_local_id(0) % 16 / 8 + 6;
    long row_19 = (long)get_local_id(0) % 16 % 8;
    float a_20 = 0.0f;
    if (col_3 < 8) {
        a_20 = w[row_19 + col_3 * 8];
    }
    int lane = (int)((long)get_local_id(0) % 16);
    int size = 16;
    int lastlane = (int)((uint)size - (uint)1);
    bool last = lane == lastlane;
    if (last) {
        w[63] = 100.0f;
    }
    long sg_matrix = ((long)get_local_id(0) / 16 + (long)get_local_id(1)) * 256;
    long sg_matrix_1 = ((long)get_local_id(0) / 16 + (long)get_local_id(1)) * 64;
    barrier(CLK_LOCAL_MEM_FENCE);
    long row_20 = (long)get_local_id(0) % 16;
    ((local float*)stack)[sg_matrix + row_20] = a_1;
    long row_21 = (long)get_local_id(0) % 16;
    ((local float*)stack)[sg_matrix + (row_21 + 32)] = a_2;
    long row_22 = (long)get_local_id(0) % 16;
    ((local float*)stack)[sg_matrix + (row_22 + 64)] = a_3;
    long row_23 = (long)get_local_id(0) % 16;
    ((local float*)stack)[sg_matrix + (row_23 + 96)] = a_4;
    long row_24 = (long)get_local_id(0) % 16;
    ((local float*)stack)[sg_matrix + (row_24 + 128)] = a_5;
    long row_25 = (long)get_local_id(0) % 16;
    ((local float*)stack)[sg_matrix + (row_25 + 160)] = a_6;
    long row_26 = (long)get_local_id(0) % 16;
    ((local float*)stack)[sg_matrix + (row_26 + 192)] = a_7;
    long row_27 = (long)get_local_id(0) % 16;
    ((local float*)stack)[sg_matrix + (row_27 + 224)] = a_8;
    long row_28 = (long)get_local_id(0) % 16 + 16;
    ((local float*)stack)[sg_matrix + row_28] = a_9;
    long row_29 = (long)get_local_id(0) % 16 + 16;
    ((local float*)stack)[sg_matrix + (row_29 + 32)] = a_10;
    long row_30 = (long)get_local_id(0) % 16 + 16;
    ((local float*)stack)[sg_matrix + (row_30 + 64)] = a_11;
    long row_31 = (long)get_local_id(0) % 16 + 16;
    ((local float*)stack)[sg_matrix + (row_31 + 96)] = a_12;
    long row_32 = (long)get_local_id(0) % 16 + 16;
    ((local float*)stack)[sg_matrix + (row_32 + 128)] = a_13;
    long row_33 = (long)get_local_id(0) % 16 + 16;
    ((local float*)stack)[sg_matrix + (row_33 + 160)] = a_14;
    long row_34 = (long)get_local_id(0) % 16 + 16;
    ((local float*)stack)[sg_matrix + (row_34 + 192)] = a_15;
    long row_35 = (long)get_local_id(0) % 16 + 16;
    ((local float*)stack)[sg_matrix + (row_35 + 224)] = a_16;
    long col_4 = (long)get_local_id(0) % 16 / 8;
    long row_36 = (long)get_local_id(0) % 16 % 8;
    if (col_4 < 8) {
        ((local float*)(stack + 1024))[sg_matrix_1 + (row_36 + col_4 * 8)] = a_17;
    }
    long col_5 = (long)get_local_id(0) % 16 / 8 + 2;
    long row_37 = (long)get_local_id(0) % 16 % 8;
    if (col_5 < 8) {
        ((local float*)(stack + 1024))[sg_matrix_1 + (row_37 + col_5 * 8)] = a_18;
    }
    long col_6 = (long)get_local_id(0) % 16 / 8 + 4;
    long row_38 = (long)get_local_id(0) % 16 % 8;
    if (col_6 < 8) {
        ((local float*)(stack + 1024))[sg_matrix_1 + (row_38 + col_6 * 8)] = a_19;
    }
    long col_7 = (long)get_local_id(0) % 16 / 8 + 6;
    long row_39 = (long)get_local_id(0) % 16 % 8;
    if (col_7 < 8) {
        ((local float*)(stack + 1024))[sg_matrix_1 + (row_39 + col_7 * 8)] = a_20;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long row_40 = (long)get_local_id(0) % 16;
    float acc = 0.0f;
    #pragma unroll
    for (long p_1 = 0; p_1 < 8; ++p_1) {
        acc += ((local float*)stack)[sg_matrix + (row_40 + p_1 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + p_1];
    }
    long row_41 = (long)get_local_id(0) % 16;
    float acc_1 = 0.0f;
    #pragma unroll
    for (long p_2 = 0; p_2 < 8; ++p_2) {
        acc_1 += ((local float*)stack)[sg_matrix + (row_41 + p_2 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_2 + 8)];
    }
    long row_42 = (long)get_local_id(0) % 16;
    float acc_2 = 0.0f;
    #pragma unroll
    for (long p_3 = 0; p_3 < 8; ++p_3) {
        acc_2 += ((local float*)stack)[sg_matrix + (row_42 + p_3 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_3 + 16)];
    }
    long row_43 = (long)get_local_id(0) % 16;
    float acc_3 = 0.0f;
    #pragma unroll
    for (long p_4 = 0; p_4 < 8; ++p_4) {
        acc_3 += ((local float*)stack)[sg_matrix + (row_43 + p_4 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_4 + 24)];
    }
    long row_44 = (long)get_local_id(0) % 16;
    float acc_4 = 0.0f;
    #pragma unroll
    for (long p_5 = 0; p_5 < 8; ++p_5) {
        acc_4 += ((local float*)stack)[sg_matrix + (row_44 + p_5 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_5 + 32)];
    }
    long row_45 = (long)get_local_id(0) % 16;
    float acc_5 = 0.0f;
    #pragma unroll
    for (long p_6 = 0; p_6 < 8; ++p_6) {
        acc_5 += ((local float*)stack)[sg_matrix + (row_45 + p_6 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_6 + 40)];
    }
    long row_46 = (long)get_local_id(0) % 16;
    float acc_6 = 0.0f;
    #pragma unroll
    for (long p_7 = 0; p_7 < 8; ++p_7) {
        acc_6 += ((local float*)stack)[sg_matrix + (row_46 + p_7 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_7 + 48)];
    }
    long row_47 = (long)get_local_id(0) % 16;
    float acc_7 = 0.0f;
    #pragma unroll
    for (long p_8 = 0; p_8 < 8; ++p_8) {
        acc_7 += ((local float*)stack)[sg_matrix + (row_47 + p_8 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_8 + 56)];
    }
    long row_48 = (long)get_local_id(0) % 16 + 16;
    float acc_8 = 0.0f;
    #pragma unroll
    for (long p_9 = 0; p_9 < 8; ++p_9) {
        acc_8 += ((local float*)stack)[sg_matrix + (row_48 + p_9 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + p_9];
    }
    long row_49 = (long)get_local_id(0) % 16 + 16;
    float acc_9 = 0.0f;
    #pragma unroll
    for (long p_10 = 0; p_10 < 8; ++p_10) {
        acc_9 += ((local float*)stack)[sg_matrix + (row_49 + p_10 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_10 + 8)];
    }
    long row_50 = (long)get_local_id(0) % 16 + 16;
    float acc_10 = 0.0f;
    #pragma unroll
    for (long p_11 = 0; p_11 < 8; ++p_11) {
        acc_10 += ((local float*)stack)[sg_matrix + (row_50 + p_11 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_11 + 16)];
    }
    long row_51 = (long)get_local_id(0) % 16 + 16;
    float acc_11 = 0.0f;
    #pragma unroll
    for (long p_12 = 0; p_12 < 8; ++p_12) {
        acc_11 += ((local float*)stack)[sg_matrix + (row_51 + p_12 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_12 + 24)];
    }
    long row_52 = (long)get_local_id(0) % 16 + 16;
    float acc_12 = 0.0f;
    #pragma unroll
    for (long p_13 = 0; p_13 < 8; ++p_13) {
        acc_12 += ((local float*)stack)[sg_matrix + (row_52 + p_13 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_13 + 32)];
    }
    long row_53 = (long)get_local_id(0) % 16 + 16;
    float acc_13 = 0.0f;
    #pragma unroll
    for (long p_14 = 0; p_14 < 8; ++p_14) {
        acc_13 += ((local float*)stack)[sg_matrix + (row_53 + p_14 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_14 + 40)];
    }
    long row_54 = (long)get_local_id(0) % 16 + 16;
    float acc_14 = 0.0f;
    #pragma unroll
    for (long p_15 = 0; p_15 < 8; ++p_15) {
        acc_14 += ((local float*)stack)[sg_matrix + (row_54 + p_15 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_15 + 48)];
    }
    long row_55 = (long)get_local_id(0) % 16 + 16;
    float acc_15 = 0.0f;
    #pragma unroll
    for (long p_16 = 0; p_16 < 8; ++p_16) {
        acc_15 += ((local float*)stack)[sg_matrix + (row_55 + p_16 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_16 + 56)];
    }
    long row_56 = (long)get_local_id(0) % 16;
    c1[row_56] = acc;
    long row_57 = (long)get_local_id(0) % 16;
    c1[row_57 + 32] = acc_1;
    long row_58 = (long)get_local_id(0) % 16;
    c1[row_58 + 64] = acc_2;
    long row_59 = (long)get_local_id(0) % 16;
    c1[row_59 + 96] = acc_3;
    long row_60 = (long)get_local_id(0) % 16;
    c1[row_60 + 128] = acc_4;
    long row_61 = (long)get_local_id(0) % 16;
    c1[row_61 + 160] = acc_5;
    long row_62 = (long)get_local_id(0) % 16;
    c1[row_62 + 192] = acc_6;
    long row_63 = (long)get_local_id(0) % 16;
    c1[row_63 + 224] = acc_7;
    long row_64 = (long)get_local_id(0) % 16 + 16;
    c1[row_64] = acc_8;
    long row_65 = (long)get_local_id(0) % 16 + 16;
    c1[row_65 + 32] = acc_9;
    long row_66 = (long)get_local_id(0) % 16 + 16;
    c1[row_66 + 64] = acc_10;
    long row_67 = (long)get_local_id(0) % 16 + 16;
    c1[row_67 + 96] = acc_11;
    long row_68 = (long)get_local_id(0) % 16 + 16;
    c1[row_68 + 128] = acc_12;
    long row_69 = (long)get_local_id(0) % 16 + 16;
    c1[row_69 + 160] = acc_13;
    long row_70 = (long)get_local_id(0) % 16 + 16;
    c1[row_70 + 192] = acc_14;
    long row_71 = (long)get_local_id(0) % 16 + 16;
    c1[row_71 + 224] = acc_15;
    long col_8 = (long)get_local_id(0) % 16 / 8;
    long row_72 = (long)get_local_id(0) % 16 % 8;
    long r = 6 + col_8;
    float a_21 = 0.0f;
    if (col_8 < 8 && (row_72 >= 0 && row_72 < 8 && (r >= 0 && r < 12))) {
        a_21 = t[r + row_72 * 12];
    }
    long col_9 = (long)get_local_id(0) % 16 / 8 + 2;
    long row_73 = (long)get_local_id(0) % 16 % 8;
    long r_1 = 6 + col_9;
    float a_22 = 0.0f;
    if (col_9 < 8 && (row_73 >= 0 && row_73 < 8 && (r_1 >= 0 && r_1 < 12))) {
        a_22 = t[r_1 + row_73 * 12];
    }
    long col_10 = (long)get_local_id(0) % 16 / 8 + 4;
    long row_74 = (long)get_local_id(0) % 16 % 8;
    long r_2 = 6 + col_10;
    float a_23 = 0.0f;
    if (col_10 < 8 && (row_74 >= 0 && row_74 < 8 && (r_2 >= 0 && r_2 < 12))) {
        a_23 = t[r_2 + row_74 * 12];
    }
    long col_11 = (long)get_local_id(0) % 16 / 8 + 6;
    long row_75 = (long)get_local_id(0) % 16 % 8;
    long r_3 = 6 + col_11;
    float a_24 = 0.0f;
    if (col_11 < 8 && (row_75 >= 0 && row_75 < 8 && (r_3 >= 0 && r_3 < 12))) {
        a_24 = t[r_3 + row_75 * 12];
    }
    float a_25 = 0.0f;
    if (0 >= 0 && 0 < 8 && (6 >= 0 && 6 < 12)) {
        a_25 = t[6];
    }
    float a_26 = 0.0f;
    if (1 >= 0 && 1 < 8 && (6 >= 0 && 6 < 12)) {
        a_26 = t[18];
    }
    float a_27 = 0.0f;
    if (2 >= 0 && 2 < 8 && (6 >= 0 && 6 < 12)) {
        a_27 = t[30];
    }
    float a_28 = 0.0f;
    if (3 >= 0 && 3 < 8 && (6 >= 0 && 6 < 12)) {
        a_28 = t[42];
    }
    float a_29 = 0.0f;
    if (4 >= 0 && 4 < 8 && (6 >= 0 && 6 < 12)) {
        a_29 = t[54];
    }
    float a_30 = 0.0f;
    if (5 >= 0 && 5 < 8 && (6 >= 0 && 6 < 12)) {
        a_30 = t[66];
    }
    float a_31 = 0.0f;
    if (6 >= 0 && 6 < 8 && (6 >= 0 && 6 < 12)) {
        a_31 = t[78];
    }
    float a_32 = 0.0f;
    if (7 >= 0 && 7 < 8 && (6 >= 0 && 6 < 12)) {
        a_32 = t[90];
    }
    float acc_16 = acc + a_1 * a_25 + a_2 * a_26 + a_3 * a_27 + a_4 * a_28 + a_5 * a_29 + a_6 * a_30 + a_7 * a_31 + a_8 * a_32;
    float a_33 = 0.0f;
    if (0 >= 0 && 0 < 8 && (7 >= 0 && 7 < 12)) {
        a_33 = t[7];
    }
    float a_34 = 0.0f;
    if (1 >= 0 && 1 < 8 && (7 >= 0 && 7 < 12)) {
        a_34 = t[19];
    }
    float a_35 = 0.0f;
    if (2 >= 0 && 2 < 8 && (7 >= 0 && 7 < 12)) {
        a_35 = t[31];
    }
    float a_36 = 0.0f;
    if (3 >= 0 && 3 < 8 && (7 >= 0 && 7 < 12)) {
        a_36 = t[43];
    }
    float a_37 = 0.0f;
    if (4 >= 0 && 4 < 8 && (7 >= 0 && 7 < 12)) {
        a_37 = t[55];
    }
    float a_38 = 0.0f;
    if (5 >= 0 && 5 < 8 && (7 >= 0 && 7 < 12)) {
        a_38 = t[67];
    }
    float a_39 = 0.0f;
    if (6 >= 0 && 6 < 8 && (7 >= 0 && 7 < 12)) {
        a_39 = t[79];
    }
    float a_40 = 0.0f;
    if (7 >= 0 && 7 < 8 && (7 >= 0 && 7 < 12)) {
        a_40 = t[91];
    }
    float acc_17 = acc_1 + a_1 * a_33 + a_2 * a_34 + a_3 * a_35 + a_4 * a_36 + a_5 * a_37 + a_6 * a_38 + a_7 * a_39 + a_8 * a_40;
    float a_41 = 0.0f;
    if (0 >= 0 && 0 < 8 && (8 >= 0 && 8 < 12)) {
        a_41 = t[8];
    }
    float a_42 = 0.0f;
    if (1 >= 0 && 1 < 8 && (8 >= 0 && 8 < 12)) {
        a_42 = t[20];
    }
    float a_43 = 0.0f;
    if (2 >= 0 && 2 < 8 && (8 >= 0 && 8 < 12)) {
        a_43 = t[32];
    }
    float a_44 = 0.0f;
    if (3 >= 0 && 3 < 8 && (8 >= 0 && 8 < 12)) {
        a_44 = t[44];
    }
    float a_45 = 0.0f;
    if (4 >= 0 && 4 < 8 && (8 >= 0 && 8 < 12)) {
        a_45 = t[56];
    }
    float a_46 = 0.0f;
    if (5 >= 0 && 5 < 8 && (8 >= 0 && 8 < 12)) {
        a_46 = t[68];
    }
    float a_47 = 0.0f;
    if (6 >= 0 && 6 < 8 && (8 >= 0 && 8 < 12)) {
        a_47 = t[80];
    }
    float a_48 = 0.0f;
    if (7 >= 0 && 7 < 8 && (8 >= 0 && 8 < 12)) {
        a_48 = t[92];
    }
    float acc_18 = acc_2 + a_1 * a_41 + a_2 * a_42 + a_3 * a_43 + a_4 * a_44 + a_5 * a_45 + a_6 * a_46 + a_7 * a_47 + a_8 * a_48;
    float a_49 = 0.0f;
    if (0 >= 0 && 0 < 8 && (9 >= 0 && 9 < 12)) {
        a_49 = t[9];
    }
    float a_50 = 0.0f;
    if (1 >= 0 && 1 < 8 && (9 >= 0 && 9 < 12)) {
        a_50 = t[21];
    }
    float a_51 = 0.0f;
    if (2 >= 0 && 2 < 8 && (9 >= 0 && 9 < 12)) {
        a_51 = t[33];
    }
    float a_52 = 0.0f;
    if (3 >= 0 && 3 < 8 && (9 >= 0 && 9 < 12)) {
        a_52 = t[45];
    }
    float a_53 = 0.0f;
    if (4 >= 0 && 4 < 8 && (9 >= 0 && 9 < 12)) {
        a_53 = t[57];
    }
    float a_54 = 0.0f;
    if (5 >= 0 && 5 < 8 && (9 >= 0 && 9 < 12)) {
        a_54 = t[69];
    }
    float a_55 = 0.0f;
    if (6 >= 0 && 6 < 8 && (9 >= 0 && 9 < 12)) {
        a_55 = t[81];
    }
    float a_56 = 0.0f;
    if (7 >= 0 && 7 < 8 && (9 >= 0 && 9 < 12)) {
        a_56 = t[93];
    }
    float acc_19 = acc_3 + a_1 * a_49 + a_2 * a_50 + a_3 * a_51 + a_4 * a_52 + a_5 * a_53 + a_6 * a_54 + a_7 * a_55 + a_8 * a_56;
    float a_57 = 0.0f;
    if (0 >= 0 && 0 < 8 && (10 >= 0 && 10 < 12)) {
        a_57 = t[10];
    }
    float a_58 = 0.0f;
    if (1 >= 0 && 1 < 8 && (10 >= 0 && 10 < 12)) {
        a_58 = t[22];
    }
    float a_59 = 0.0f;
    if (2 >= 0 && 2 < 8 && (10 >= 0 && 10 < 12)) {
        a_59 = t[34];
    }
    float a_60 = 0.0f;
    if (3 >= 0 && 3 < 8 && (10 >= 0 && 10 < 12)) {
        a_60 = t[46];
    }
    float a_61 = 0.0f;
    if (4 >= 0 && 4 < 8 && (10 >= 0 && 10 < 12)) {
        a_61 = t[58];
    }
    float a_62 = 0.0f;
    if (5 >= 0 && 5 < 8 && (10 >= 0 && 10 < 12)) {
        a_62 = t[70];
    }
    float a_63 = 0.0f;
    if (6 >= 0 && 6 < 8 && (10 >= 0 && 10 < 12)) {
        a_63 = t[82];
    }
    float a_64 = 0.0f;
    if (7 >= 0 && 7 < 8 && (10 >= 0 && 10 < 12)) {
        a_64 = t[94];
    }
    float acc_20 = acc_4 + a_1 * a_57 + a_2 * a_58 + a_3 * a_59 + a_4 * a_60 + a_5 * a_61 + a_6 * a_62 + a_7 * a_63 + a_8 * a_64;
    float a_65 = 0.0f;
    if (0 >= 0 && 0 < 8 && (11 >= 0 && 11 < 12)) {
        a_65 = t[11];
    }
    float a_66 = 0.0f;
    if (1 >= 0 && 1 < 8 && (11 >= 0 && 11 < 12)) {
        a_66 = t[23];
    }
    float a_67 = 0.0f;
    if (2 >= 0 && 2 < 8 && (11 >= 0 && 11 < 12)) {
        a_67 = t[35];
    }
    float a_68 = 0.0f;
    if (3 >= 0 && 3 < 8 && (11 >= 0 && 11 < 12)) {
        a_68 = t[47];
    }
    float a_69 = 0.0f;
    if (4 >= 0 && 4 < 8 && (11 >= 0 && 11 < 12)) {
        a_69 = t[59];
    }
    float a_70 = 0.0f;
    if (5 >= 0 && 5 < 8 && (11 >= 0 && 11 < 12)) {
        a_70 = t[71];
    }
    float a_71 = 0.0f;
    if (6 >= 0 && 6 < 8 && (11 >= 0 && 11 < 12)) {
        a_71 = t[83];
    }
    float a_72 = 0.0f;
    if (7 >= 0 && 7 < 8 && (11 >= 0 && 11 < 12)) {
        a_72 = t[95];
    }
    float acc_21 = acc_5 + a_1 * a_65 + a_2 * a_66 + a_3 * a_67 + a_4 * a_68 + a_5 * a_69 + a_6 * a_70 + a_7 * a_71 + a_8 * a_72;
    float a_73 = 0.0f;
    if (0 >= 0 && 0 < 8 && (12 >= 0 && 12 < 12)) {
        a_73 = t[12];
    }
    float a_74 = 0.0f;
    if (1 >= 0 && 1 < 8 && (12 >= 0 && 12 < 12)) {
        a_74 = t[24];
    }
    float a_75 = 0.0f;
    if (2 >= 0 && 2 < 8 && (12 >= 0 && 12 < 12)) {
        a_75 = t[36];
    }
    float a_76 = 0.0f;
    if (3 >= 0 && 3 < 8 && (12 >= 0 && 12 < 12)) {
        a_76 = t[48];
    }
    float a_77 = 0.0f;
    if (4 >= 0 && 4 < 8 && (12 >= 0 && 12 < 12)) {
        a_77 = t[60];
    }
    float a_78 = 0.0f;
    if (5 >= 0 && 5 < 8 && (12 >= 0 && 12 < 12)) {
        a_78 = t[72];
    }
    float a_79 = 0.0f;
    if (6 >= 0 && 6 < 8 && (12 >= 0 && 12 < 12)) {
        a_79 = t[84];
    }
    float a_80 = 0.0f;
    if (7 >= 0 && 7 < 8 && (12 >= 0 && 12 < 12)) {
        a_80 = t[96];
    }
    float acc_22 = acc_6 + a_1 * a_73 + a_2 * a_74 + a_3 * a_75 + a_4 * a_76 + a_5 * a_77 + a_6 * a_78 + a_7 * a_79 + a_8 * a_80;
    float a_81 = 0.0f;
    if (0 >= 0 && 0 < 8 && (13 >= 0 && 13 < 12)) {
        a_81 = t[13];
    }
    float a_82 = 0.0f;
    if (1 >= 0 && 1 < 8 && (13 >= 0 && 13 < 12)) {
        a_82 = t[25];
    }
    float a_83 = 0.0f;
    if (2 >= 0 && 2 < 8 && (13 >= 0 && 13 < 12)) {
        a_83 = t[37];
    }
    float a_84 = 0.0f;
    if (3 >= 0 && 3 < 8 && (13 >= 0 && 13 < 12)) {
        a_84 = t[49];
    }
    float a_85 = 0.0f;
    if (4 >= 0 && 4 < 8 && (13 >= 0 && 13 < 12)) {
        a_85 = t[61];
    }
    float a_86 = 0.0f;
    if (5 >= 0 && 5 < 8 && (13 >= 0 && 13 < 12)) {
        a_86 = t[73];
    }
    float a_87 = 0.0f;
    if (6 >= 0 && 6 < 8 && (13 >= 0 && 13 < 12)) {
        a_87 = t[85];
    }
    float a_88 = 0.0f;
    if (7 >= 0 && 7 < 8 && (13 >= 0 && 13 < 12)) {
        a_88 = t[97];
    }
    float acc_23 = acc_7 + a_1 * a_81 + a_2 * a_82 + a_3 * a_83 + a_4 * a_84 + a_5 * a_85 + a_6 * a_86 + a_7 * a_87 + a_8 * a_88;
    float acc_24 = acc_8 + a_9 * a_25 + a_10 * a_26 + a_11 * a_27 + a_12 * a_28 + a_13 * a_29 + a_14 * a_30 + a_15 * a_31 + a_16 * a_32;
    float acc_25 = acc_9 + a_9 * a_33 + a_10 * a_34 + a_11 * a_35 + a_12 * a_36 + a_13 * a_37 + a_14 * a_38 + a_15 * a_39 + a_16 * a_40;
    float acc_26 = acc_10 + a_9 * a_41 + a_10 * a_42 + a_11 * a_43 + a_12 * a_44 + a_13 * a_45 + a_14 * a_46 + a_15 * a_47 + a_16 * a_48;
    float acc_27 = acc_11 + a_9 * a_49 + a_10 * a_50 + a_11 * a_51 + a_12 * a_52 + a_13 * a_53 + a_14 * a_54 + a_15 * a_55 + a_16 * a_56;
    float acc_28 = acc_12 + a_9 * a_57 + a_10 * a_58 + a_11 * a_59 + a_12 * a_60 + a_13 * a_61 + a_14 * a_62 + a_15 * a_63 + a_16 * a_64;
    float acc_29 = acc_13 + a_9 * a_65 + a_10 * a_66 + a_11 * a_67 + a_12 * a_68 + a_13 * a_69 + a_14 * a_70 + a_15 * a_71 + a_16 * a_72;
    float acc_30 = acc_14 + a_9 * a_73 + a_10 * a_74 + a_11 * a_75 + a_12 * a_76 + a_13 * a_77 + a_14 * a_78 + a_15 * a_79 + a_16 * a_80;
    float acc_31 = acc_15 + a_9 * a_81 + a_10 * a_82 + a_11 * a_83 + a_12 * a_84 + a_13 * a_85 + a_14 * a_86 + a_15 * a_87 + a_16 * a_88;
    long row_76 = (long)get_local_id(0) % 16;
    c2[row_76] = acc_16;
    long row_77 = (long)get_local_id(0) % 16;
    c2[row_77 + 32] = acc_17;
    long row_78 = (long)get_local_id(0) % 16;
    c2[row_78 + 64] = acc_18;
    long row_79 = (long)get_local_id(0) % 16;
    c2[row_79 + 96] = acc_19;
    long row_80 = (long)get_local_id(0) % 16;
    c2[row_80 + 128] = acc_20;
    long row_81 = (long)get_local_id(0) % 16;
    c2[row_81 + 160] = acc_21;
    long row_82 = (long)get_local_id(0) % 16;
    c2[row_82 + 192] = acc_22;
    long row_83 = (long)get_local_id(0) % 16;
    c2[row_83 + 224] = acc_23;
    long row_84 = (long)get_local_id(0) % 16 + 16;
    c2[row_84] = acc_24;
    long row_85 = (long)get_local_id(0) % 16 + 16;
    c2[row_85 + 32] = acc_25;
    long row_86 = (long)get_local_id(0) % 16 + 16;
    c2[row_86 + 64] = acc_26;
    long row_87 = (long)get_local_id(0) % 16 + 16;
    c2[row_87 + 96] = acc_27;
    long row_88 = (long)get_local_id(0) % 16 + 16;
    c2[row_88 + 128] = acc_28;
    long row_89 = (long)get_local_id(0) % 16 + 16;
    c2[row_89 + 160] = acc_29;
    long row_90 = (long)get_local_id(0) % 16 + 16;
    c2[row_90 + 192] = acc_30;
    long row_91 = (long)get_local_id(0) % 16 + 16;
    c2[row_91 + 224] = acc_31;
    long row_92 = (long)get_local_id(0) % 16;
    float a_89 = p[row_92];
    long row_93 = (long)get_local_id(0) % 16;
    float a_90 = p[row_93 + 32];
    long row_94 = (long)get_local_id(0) % 16;
    float a_91 = p[row_94 + 64];
    long row_95 = (long)get_local_id(0) % 16;
    float a_92 = p[row_95 + 96];
    long row_96 = (long)get_local_id(0) % 16 + 16;
    float a_93 = p[row_96];
    long row_97 = (long)get_local_id(0) % 16 + 16;
    float a_94 = p[row_97 + 32];
    long row_98 = (long)get_local_id(0) % 16 + 16;
    float a_95 = p[row_98 + 64];
    long row_99 = (long)get_local_id(0) % 16 + 16;
    float a_96 = p[row_99 + 96];
    long col_12 = (long)get_local_id(0) % 16 / 4;
    long row_100 = (long)get_local_id(0) % 16 % 4;
    long q_1 = 8 + col_12;
    float a_97 = 0.0f;
    if (col_12 < 6 && (q_1 >= 0 && q_1 < 12)) {
        a_97 = q[row_100 + q_1 * 4];
    }
    long col_13 = (long)get_local_id(0) % 16 / 4 + 4;
    long row_101 = (long)get_local_id(0) % 16 % 4;
    long q_2 = 8 + col_13;
    float a_98 = 0.0f;
    if (col_13 < 6 && (q_2 >= 0 && q_2 < 12)) {
        a_98 = q[row_101 + q_2 * 4];
    }
    float a_99 = 0.0f;
    if (8 >= 0 && 8 < 12) {
        a_99 = q[32];
    }
    float a_100 = 0.0f;
    if (8 >= 0 && 8 < 12) {
        a_100 = q[33];
    }
    float a_101 = 0.0f;
    if (8 >= 0 && 8 < 12) {
        a_101 = q[34];
    }
    float a_102 = 0.0f;
    if (8 >= 0 && 8 < 12) {
        a_102 = q[35];
    }
    double acc_32 = 1.0 + (double)a_89 * (double)a_99 + (double)a_90 * (double)a_100 + (double)a_91 * (double)a_101 + (double)a_92 * (double)a_102;
    float a_103 = 0.0f;
    if (9 >= 0 && 9 < 12) {
        a_103 = q[36];
    }
    float a_104 = 0.0f;
    if (9 >= 0 && 9 < 12) {
        a_104 = q[37];
    }
    float a_105 = 0.0f;
    if (9 >= 0 && 9 < 12) {
        a_105 = q[38];
    }
    float a_106 = 0.0f;
    if (9 >= 0 && 9 < 12) {
        a_106 = q[39];
    }
    double acc_33 = 1.0 + (double)a_89 * (double)a_103 + (double)a_90 * (double)a_104 + (double)a_91 * (double)a_105 + (double)a_92 * (double)a_106;
    float a_107 = 0.0f;
    if (10 >= 0 && 10 < 12) {
        a_107 = q[40];
    }
    float a_108 = 0.0f;
    if (10 >= 0 && 10 < 12) {
        a_108 = q[41];
    }
    float a_109 = 0.0f;
    if (10 >= 0 && 10 < 12) {
        a_109 = q[42];
    }
    float a_110 = 0.0f;
    if (10 >= 0 && 10 < 12) {
        a_110 = q[43];
    }
    double acc_34 = 1.0 + (double)a_89 * (double)a_107 + (double)a_90 * (double)a_108 + (double)a_91 * (double)a_109 + (double)a_92 * (double)a_110;
    float a_111 = 0.0f;
    if (11 >= 0 && 11 < 12) {
        a_111 = q[44];
    }
    float a_112 = 0.0f;
    if (11 >= 0 && 11 < 12) {
        a_112 = q[45];
    }
    float a_113 = 0.0f;
    if (11 >= 0 && 11 < 12) {
        a_113 = q[46];
    }
    float a_114 = 0.0f;
    if (11 >= 0 && 11 < 12) {
        a_114 = q[47];
    }
    double acc_35 = 1.0 + (double)a_89 * (double)a_111 + (double)a_90 * (double)a_112 + (double)a_91 * (double)a_113 + (double)a_92 * (double)a_114;
    float a_115 = 0.0f;
    if (12 >= 0 && 12 < 12) {
        a_115 = q[48];
    }
    float a_116 = 0.0f;
    if (12 >= 0 && 12 < 12) {
        a_116 = q[49];
    }
    float a_117 = 0.0f;
    if (12 >= 0 && 12 < 12) {
        a_117 = q[50];
    }
    float a_118 = 0.0f;
    if (12 >= 0 && 12 < 12) {
        a_118 = q[51];
    }
    double acc_36 = 1.0 + (double)a_89 * (double)a_115 + (double)a_90 * (double)a_116 + (double)a_91 * (double)a_117 + (double)a_92 * (double)a_118;
    float a_119 = 0.0f;
    if (13 >= 0 && 13 < 12) {
        a_119 = q[52];
    }
    float a_120 = 0.0f;
    if (13 >= 0 && 13 < 12) {
        a_120 = q[53];
    }
    float a_121 = 0.0f;
    if (13 >= 0 && 13 < 12) {
        a_121 = q[54];
    }
    float a_122 = 0.0f;
    if (13 >= 0 && 13 < 12) {
        a_122 = q[55];
    }
    double acc_37 = 1.0 + (double)a_89 * (double)a_119 + (double)a_90 * (double)a_120 + (double)a_91 * (double)a_121 + (double)a_92 * (double)a_122;
    double acc_38 = 1.0 + (double)a_93 * (double)a_99 + (double)a_94 * (double)a_100 + (double)a_95 * (double)a_101 + (double)a_96 * (double)a_102;
    double acc_39 = 1.0 + (double)a_93 * (double)a_103 + (double)a_94 * (double)a_104 + (double)a_95 * (double)a_105 + (double)a_96 * (double)a_106;
    double acc_40 = 1.0 + (double)a_93 * (double)a_107 + (double)a_94 * (double)a_108 + (double)a_95 * (double)a_109 + (double)a_96 * (double)a_110;
    double acc_41 = 1.0 + (double)a_93 * (double)a_111 + (double)a_94 * (double)a_112 + (double)a_95 * (double)a_113 + (double)a_96 * (double)a_114;
    double acc_42 = 1.0 + (double)a_93 * (double)a_115 + (double)a_94 * (double)a_116 + (double)a_95 * (double)a_117 + (double)a_96 * (double)a_118;
    double acc_43 = 1.0 + (double)a_93 * (double)a_119 + (double)a_94 * (double)a_120 + (double)a_95 * (double)a_121 + (double)a_96 * (double)a_122;
    long row_102 = (long)get_local_id(0) % 16;
    c3[row_102] = acc_32;
    long row_103 = (long)get_local_id(0) % 16;
    c3[row_103 + 32] = acc_33;
    long row_104 = (long)get_local_id(0) % 16;
    c3[row_104 + 64] = acc_34;
    long row_105 = (long)get_local_id(0) % 16;
    c3[row_105 + 96] = acc_35;
    long row_106 = (long)get_local_id(0) % 16;
    c3[row_106 + 128] = acc_36;
    long row_107 = (long)get_local_id(0) % 16;
    c3[row_107 + 160] = acc_37;
    long row_108 = (long)get_local_id(0) % 16 + 16;
    c3[row_108] = acc_38;
    long row_109 = (long)get_local_id(0) % 16 + 16;
    c3[row_109 + 32] = acc_39;
    long row_110 = (long)get_local_id(0) % 16 + 16;
    c3[row_110 + 64] = acc_40;
    long row_111 = (long)get_local_id(0) % 16 + 16;
    c3[row_111 + 96] = acc_41;
    long row_112 = (long)get_local_id(0) % 16 + 16;
    c3[row_112 + 128] = acc_42;
    long row_113 = (long)get_local_id(0) % 16 + 16;
    c3[row_113 + 160] = acc_43;
    long col_14 = (long)get_local_id(0) % 16 / 8;
    long row_114 = (long)get_local_id(0) % 16 % 8;
    float a_123 = 0.0f;
    if (col_14 < 8) {
        a_123 = v[row_114 + col_14 * 8];
    }
    long col_15 = (long)get_local_id(0) % 16 / 8 + 2;
    long row_115 = (long)get_local_id(0) % 16 % 8;
    float a_124 = 0.0f;
    if (col_15 < 8) {
        a_124 = v[row_115 + col_15 * 8];
    }
    long col_16 = (long)get_local_id(0) % 16 / 8 + 4;
    long row_116 = (long)get_local_id(0) % 16 % 8;
    float a_125 = 0.0f;
    if (col_16 < 8) {
        a_125 = v[row_116 + col_16 * 8];
    }
    long col_17 = (long)get_local_id(0) % 16 / 8 + 6;
    long row_117 = (long)get_local_id(0) % 16 % 8;
    float a_126 = 0.0f;
    if (col_17 < 8) {
        a_126 = v[row_117 + col_17 * 8];
    }
    float m;
    float m_1;
    float m_2;
    float m_3;
    float m_4;
    float m_5;
    float m_6;
    float m_7;
    float m_8;
    float m_9;
    float m_10;
    float m_11;
    float m_12;
    float m_13;
    float m_14;
    float m_15;
    m = acc_16;
    m_1 = acc_17;
    m_2 = acc_18;
    m_3 = acc_19;
    m_4 = acc_20;
    m_5 = acc_21;
    m_6 = acc_22;
    m_7 = acc_23;
    m_8 = acc_24;
    m_9 = acc_25;
    m_10 = acc_26;
    m_11 = acc_27;
    m_12 = acc_28;
    m_13 = acc_29;
    m_14 = acc_30;
    m_15 = acc_31;
    for (long k = 0; k < 2; ++k) {
        long sg_matrix_2 = ((long)get_local_id(0) / 16 + (long)get_local_id(1)) * 256;
        long sg_matrix_3 = ((long)get_local_id(0) / 16 + (long)get_local_id(1)) * 64;
        barrier(CLK_LOCAL_MEM_FENCE);
        long row_118 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_2 + row_118] = a_1;
        long row_119 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_2 + (row_119 + 32)] = a_2;
        long row_120 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_2 + (row_120 + 64)] = a_3;
        long row_121 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_2 + (row_121 + 96)] = a_4;
        long row_122 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_2 + (row_122 + 128)] = a_5;
        long row_123 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_2 + (row_123 + 160)] = a_6;
        long row_124 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_2 + (row_124 + 192)] = a_7;
        long row_125 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_2 + (row_125 + 224)] = a_8;
        long row_126 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_2 + row_126] = a_9;
        long row_127 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_2 + (row_127 + 32)] = a_10;
        long row_128 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_2 + (row_128 + 64)] = a_11;
        long row_129 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_2 + (row_129 + 96)] = a_12;
        long row_130 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_2 + (row_130 + 128)] = a_13;
        long row_131 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_2 + (row_131 + 160)] = a_14;
        long row_132 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_2 + (row_132 + 192)] = a_15;
        long row_133 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_2 + (row_133 + 224)] = a_16;
        long col_18 = (long)get_local_id(0) % 16 / 8;
        long row_134 = (long)get_local_id(0) % 16 % 8;
        if (col_18 < 8) {
            ((local float*)(stack + 1024))[sg_matrix_3 + (row_134 + col_18 * 8)] = a_123;
        }
        long col_19 = (long)get_local_id(0) % 16 / 8 + 2;
        long row_135 = (long)get_local_id(0) % 16 % 8;
        if (col_19 < 8) {
            ((local float*)(stack + 1024))[sg_matrix_3 + (row_135 + col_19 * 8)] = a_124;
        }
        long col_20 = (long)get_local_id(0) % 16 / 8 + 4;
        long row_136 = (long)get_local_id(0) % 16 % 8;
        if (col_20 < 8) {
            ((local float*)(stack + 1024))[sg_matrix_3 + (row_136 + col_20 * 8)] = a_125;
        }
        long col_21 = (long)get_local_id(0) % 16 / 8 + 6;
        long row_137 = (long)get_local_id(0) % 16 % 8;
        if (col_21 < 8) {
            ((local float*)(stack + 1024))[sg_matrix_3 + (row_137 + col_21 * 8)] = a_126;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        long row_138 = (long)get_local_id(0) % 16;
        float acc_44 = m;
        #pragma unroll
        for (long p_17 = 0; p_17 < 8; ++p_17) {
            acc_44 += ((local float*)stack)[sg_matrix_2 + (row_138 + p_17 * 32)] * ((local float*)(stack + 1024))[sg_matrix_3 + p_17];
        }
        long row_139 = (long)get_local_id(0) % 16;
        float acc_45 = m_1;
        #pragma unroll
        for (long p_18 = 0; p_18 < 8; ++p_18) {
            acc_45 += ((local float*)stack)[sg_matrix_2 + (row_139 + p_18 * 32)] * ((local float*)(stack + 1024))[sg_matrix_3 + (p_18 + 8)];
        }
        long row_140 = (long)get_local_id(0) % 16;
        float acc_46 = m_2;
        #pragma unroll
        for (long p_19 = 0; p_19 < 8; ++p_19) {
            acc_46 += ((local float*)stack)[sg_matrix_2 + (row_140 + p_19 * 32)] * ((local float*)(stack + 1024))[sg_matrix_3 + (p_19 + 16)];
        }
        long row_141 = (long)get_local_id(0) % 16;
        float acc_47 = m_3;
        #pragma unroll
        for (long p_20 = 0; p_20 < 8; ++p_20) {
            acc_47 += ((local float*)stack)[sg_matrix_2 + (row_141 + p_20 * 32)] * ((local float*)(stack + 1024))[sg_matrix_3 + (p_20 + 24)];
        }
        long row_142 = (long)get_local_id(0) % 16;
        float acc_48 = m_4;
        #pragma unroll
        for (long p_21 = 0; p_21 < 8; ++p_21) {
            acc_48 += ((local float*)stack)[sg_matrix_2 + (row_142 + p_21 * 32)] * ((local float*)(stack + 1024))[sg_matrix_3 + (p_21 + 32)];
        }
        long row_143 = (long)get_local_id(0) % 16;
        float acc_49 = m_5;
        #pragma unroll
        for (long p_22 = 0; p_22 < 8; ++p_22) {
            acc_49 += ((local float*)stack)[sg_matrix_2 + (row_143 + p_22 * 32)] * ((local float*)(stack + 1024))[sg_matrix_3 + (p_22 + 40)];
        }
        long row_144 = (long)get_local_id(0) % 16;
        float acc_50 = m_6;
        #pragma unroll
        for (long p_23 = 0; p_23 < 8; ++p_23) {
            acc_50 += ((local float*)stack)[sg_matrix_2 + (row_144 + p_23 * 32)] * ((local float*)(stack + 1024))[sg_matrix_3 + (p_23 + 48)];
        }
        long row_145 = (long)get_local_id(0) % 16;
        float acc_51 = m_7;
        #pragma unroll
        for (long p_24 = 0; p_24 < 8; ++p_24) {
            acc_51 += ((local float*)stack)[sg_matrix_2 + (row_145 + p_24 * 32)] * ((local float*)(stack + 1024))[sg_matrix_3 + (p_24 + 56)];
        }
        long row_146 = (long)get_local_id(0) % 16 + 16;
        float acc_52 = m_8;
        #pragma unroll
        for (long p_25 = 0; p_25 < 8; ++p_25) {
            acc_52 += ((local float*)stack)[sg_matrix_2 + (row_146 + p_25 * 32)] * ((local float*)(stack + 1024))[sg_matrix_3 + p_25];
        }
        long row_147 = (long)get_local_id(0) % 16 + 16;
        float acc_53 = m_9;
        #pragma unroll
        for (long p_26 = 0; p_26 < 8; ++p_26) {
            acc_53 += ((local float*)stack)[sg_matrix_2 + (row_147 + p_26 * 32)] * ((local float*)(stack + 1024))[sg_matrix_3 + (p_26 + 8)];
        }
        long row_148 = (long)get_local_id(0) % 16 + 16;
        float acc_54 = m_10;
        #pragma unroll
        for (long p_27 = 0; p_27 < 8; ++p_27) {
            acc_54 += ((local float*)stack)[sg_matrix_2 + (row_148 + p_27 * 32)] * ((local float*)(stack + 1024))[sg_matrix_3 + (p_27 + 16)];
        }
        long row_149 = (long)get_local_id(0) % 16 + 16;
        float acc_55 = m_11;
        #pragma unroll
        for (long p_28 = 0; p_28 < 8; ++p_28) {
            acc_55 += ((local float*)stack)[sg_matrix_2 + (row_149 + p_28 * 32)] * ((local float*)(stack + 1024))[sg_matrix_3 + (p_28 + 24)];
        }
        long row_150 = (long)get_local_id(0) % 16 + 16;
        float acc_56 = m_12;
        #pragma unroll
        for (long p_29 = 0; p_29 < 8; ++p_29) {
            acc_56 += ((local float*)stack)[sg_matrix_2 + (row_150 + p_29 * 32)] * ((local float*)(stack + 1024))[sg_matrix_3 + (p_29 + 32)];
        }
        long row_151 = (long)get_local_id(0) % 16 + 16;
        float acc_57 = m_13;
        #pragma unroll
        for (long p_30 = 0; p_30 < 8; ++p_30) {
            acc_57 += ((local float*)stack)[sg_matrix_2 + (row_151 + p_30 * 32)] * ((local float*)(stack + 1024))[sg_matrix_3 + (p_30 + 40)];
        }
        long row_152 = (long)get_local_id(0) % 16 + 16;
        float acc_58 = m_14;
        #pragma unroll
        for (long p_31 = 0; p_31 < 8; ++p_31) {
            acc_58 += ((local float*)stack)[sg_matrix_2 + (row_152 + p_31 * 32)] * ((local float*)(stack + 1024))[sg_matrix_3 + (p_31 + 48)];
        }
        long row_153 = (long)get_local_id(0) % 16 + 16;
        float acc_59 = m_15;
        #pragma unroll
        for (long p_32 = 0; p_32 < 8; ++p_32) {
            acc_59 += ((local float*)stack)[sg_matrix_2 + (row_153 + p_32 * 32)] * ((local float*)(stack + 1024))[sg_matrix_3 + (p_32 + 56)];
        }
        if (last) {
            v[63] = 100.0f;
        }
        m = acc_44;
        m_1 = acc_45;
        m_2 = acc_46;
        m_3 = acc_47;
        m_4 = acc_48;
        m_5 = acc_49;
        m_6 = acc_50;
        m_7 = acc_51;
        m_8 = acc_52;
        m_9 = acc_53;
        m_10 = acc_54;
        m_11 = acc_55;
        m_12 = acc_56;
        m_13 = acc_57;
        m_14 = acc_58;
        m_15 = acc_59;
    }
    long col_22 = (long)get_local_id(0) % 16 / 8;
    long row_154 = (long)get_local_id(0) % 16 % 8;
    float a_127 = 0.0f;
    if (col_22 < 8) {
        a_127 = b[row_154 + col_22 * 8];
    }
    long col_23 = (long)get_local_id(0) % 16 / 8 + 2;
    long row_155 = (long)get_local_id(0) % 16 % 8;
    float a_128 = 0.0f;
    if (col_23 < 8) {
        a_128 = b[row_155 + col_23 * 8];
    }
    long col_24 = (long)get_local_id(0) % 16 / 8 + 4;
    long row_156 = (long)get_local_id(0) % 16 % 8;
    float a_129 = 0.0f;
    if (col_24 < 8) {
        a_129 = b[row_156 + col_24 * 8];
    }
    long col_25 = (long)get_local_id(0) % 16 / 8 + 6;
    long row_157 = (long)get_local_id(0) % 16 % 8;
    float a_130 = 0.0f;
    if (col_25 < 8) {
        a_130 = b[row_157 + col_25 * 8];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long sg_matrix_4 = ((long)get_local_id(0) / 16 + (long)get_local_id(1)) * 256;
    long sg_matrix_5 = ((long)get_local_id(0) / 16 + (long)get_local_id(1)) * 64;
    barrier(CLK_LOCAL_MEM_FENCE);
    long row_158 = (long)get_local_id(0) % 16;
    ((local float*)stack)[sg_matrix_4 + row_158] = a_1;
    long row_159 = (long)get_local_id(0) % 16;
    ((local float*)stack)[sg_matrix_4 + (row_159 + 32)] = a_2;
    long row_160 = (long)get_local_id(0) % 16;
    ((local float*)stack)[sg_matrix_4 + (row_160 + 64)] = a_3;
    long row_161 = (long)get_local_id(0) % 16;
    ((local float*)stack)[sg_matrix_4 + (row_161 + 96)] = a_4;
    long row_162 = (long)get_local_id(0) % 16;
    ((local float*)stack)[sg_matrix_4 + (row_162 + 128)] = a_5;
    long row_163 = (long)get_local_id(0) % 16;
    ((local float*)stack)[sg_matrix_4 + (row_163 + 160)] = a_6;
    long row_164 = (long)get_local_id(0) % 16;
    ((local float*)stack)[sg_matrix_4 + (row_164 + 192)] = a_7;
    long row_165 = (long)get_local_id(0) % 16;
    ((local float*)stack)[sg_matrix_4 + (row_165 + 224)] = a_8;
    long row_166 = (long)get_local_id(0) % 16 + 16;
    ((local float*)stack)[sg_matrix_4 + row_166] = a_9;
    long row_167 = (long)get_local_id(0) % 16 + 16;
    ((local float*)stack)[sg_matrix_4 + (row_167 + 32)] = a_10;
    long row_168 = (long)get_local_id(0) % 16 + 16;
    ((local float*)stack)[sg_matrix_4 + (row_168 + 64)] = a_11;
    long row_169 = (long)get_local_id(0) % 16 + 16;
    ((local float*)stack)[sg_matrix_4 + (row_169 + 96)] = a_12;
    long row_170 = (long)get_local_id(0) % 16 + 16;
    ((local float*)stack)[sg_matrix_4 + (row_170 + 128)] = a_13;
    long row_171 = (long)get_local_id(0) % 16 + 16;
    ((local float*)stack)[sg_matrix_4 + (row_171 + 160)] = a_14;
    long row_172 = (long)get_local_id(0) % 16 + 16;
    ((local float*)stack)[sg_matrix_4 + (row_172 + 192)] = a_15;
    long row_173 = (long)get_local_id(0) % 16 + 16;
    ((local float*)stack)[sg_matrix_4 + (row_173 + 224)] = a_16;
    long col_26 = (long)get_local_id(0) % 16 / 8;
    long row_174 = (long)get_local_id(0) % 16 % 8;
    if (col_26 < 8) {
        ((local float*)(stack + 1024))[sg_matrix_5 + (row_174 + col_26 * 8)] = a_127;
    }
    long col_27 = (long)get_local_id(0) % 16 / 8 + 2;
    long row_175 = (long)get_local_id(0) % 16 % 8;
    if (col_27 < 8) {
        ((local float*)(stack + 1024))[sg_matrix_5 + (row_175 + col_27 * 8)] = a_128;
    }
    long col_28 = (long)get_local_id(0) % 16 / 8 + 4;
    long row_176 = (long)get_local_id(0) % 16 % 8;
    if (col_28 < 8) {
        ((local float*)(stack + 1024))[sg_matrix_5 + (row_176 + col_28 * 8)] = a_129;
    }
    long col_29 = (long)get_local_id(0) % 16 / 8 + 6;
    long row_177 = (long)get_local_id(0) % 16 % 8;
    if (col_29 < 8) {
        ((local float*)(stack + 1024))[sg_matrix_5 + (row_177 + col_29 * 8)] = a_130;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long row_178 = (long)get_local_id(0) % 16;
    float acc_60 = m;
    #pragma unroll
    for (long p_33 = 0; p_33 < 8; ++p_33) {
        acc_60 += ((local float*)stack)[sg_matrix_4 + (row_178 + p_33 * 32)] * ((local float*)(stack + 1024))[sg_matrix_5 + p_33];
    }
    long row_179 = (long)get_local_id(0) % 16;
    float acc_61 = m_1;
    #pragma unroll
    for (long p_34 = 0; p_34 < 8; ++p_34) {
        acc_61 += ((local float*)stack)[sg_matrix_4 + (row_179 + p_34 * 32)] * ((local float*)(stack + 1024))[sg_matrix_5 + (p_34 + 8)];
    }
    long row_180 = (long)get_local_id(0) % 16;
    float acc_62 = m_2;
    #pragma unroll
    for (long p_35 = 0; p_35 < 8; ++p_35) {
        acc_62 += ((local float*)stack)[sg_matrix_4 + (row_180 + p_35 * 32)] * ((local float*)(stack + 1024))[sg_matrix_5 + (p_35 + 16)];
    }
    long row_181 = (long)get_local_id(0) % 16;
    float acc_63 = m_3;
    #pragma unroll
    for (long p_36 = 0; p_36 < 8; ++p_36) {
        acc_63 += ((local float*)stack)[sg_matrix_4 + (row_181 + p_36 * 32)] * ((local float*)(stack + 1024))[sg_matrix_5 + (p_36 + 24)];
    }
    long row_182 = (long)get_local_id(0) % 16;
    float acc_64 = m_4;
    #pragma unroll
    for (long p_37 = 0; p_37 < 8; ++p_37) {
        acc_64 += ((local float*)stack)[sg_matrix_4 + (row_182 + p_37 * 32)] * ((local float*)(stack + 1024))[sg_matrix_5 + (p_37 + 32)];
    }
    long row_183 = (long)get_local_id(0) % 16;
    float acc_65 = m_5;
    #pragma unroll
    for (long p_38 = 0; p_38 < 8; ++p_38) {
        acc_65 += ((local float*)stack)[sg_matrix_4 + (row_183 + p_38 * 32)] * ((local float*)(stack + 1024))[sg_matrix_5 + (p_38 + 40)];
    }
    long row_184 = (long)get_local_id(0) % 16;
    float acc_66 = m_6;
    #pragma unroll
    for (long p_39 = 0; p_39 < 8; ++p_39) {
        acc_66 += ((local float*)stack)[sg_matrix_4 + (row_184 + p_39 * 32)] * ((local float*)(stack + 1024))[sg_matrix_5 + (p_39 + 48)];
    }
    long row_185 = (long)get_local_id(0) % 16;
    float acc_67 = m_7;
    #pragma unroll
    for (long p_40 = 0; p_40 < 8; ++p_40) {
        acc_67 += ((local float*)stack)[sg_matrix_4 + (row_185 + p_40 * 32)] * ((local float*)(stack + 1024))[sg_matrix_5 + (p_40 + 56)];
    }
    long row_186 = (long)get_local_id(0) % 16 + 16;
    float acc_68 = m_8;
    #pragma unroll
    for (long p_41 = 0; p_41 < 8; ++p_41) {
        acc_68 += ((local float*)stack)[sg_matrix_4 + (row_186 + p_41 * 32)] * ((local float*)(stack + 1024))[sg_matrix_5 + p_41];
    }
    long row_187 = (long)get_local_id(0) % 16 + 16;
    float acc_69 = m_9;
    #pragma unroll
    for (long p_42 = 0; p_42 < 8; ++p_42) {
        acc_69 += ((local float*)stack)[sg_matrix_4 + (row_187 + p_42 * 32)] * ((local float*)(stack + 1024))[sg_matrix_5 + (p_42 + 8)];
    }
    long row_188 = (long)get_local_id(0) % 16 + 16;
    float acc_70 = m_10;
    #pragma unroll
    for (long p_43 = 0; p_43 < 8; ++p_43) {
        acc_70 += ((local float*)stack)[sg_matrix_4 + (row_188 + p_43 * 32)] * ((local float*)(stack + 1024))[sg_matrix_5 + (p_43 + 16)];
    }
    long row_189 = (long)get_local_id(0) % 16 + 16;
    float acc_71 = m_11;
    #pragma unroll
    for (long p_44 = 0; p_44 < 8; ++p_44) {
        acc_71 += ((local float*)stack)[sg_matrix_4 + (row_189 + p_44 * 32)] * ((local float*)(stack + 1024))[sg_matrix_5 + (p_44 + 24)];
    }
    long row_190 = (long)get_local_id(0) % 16 + 16;
    float acc_72 = m_12;
    #pragma unroll
    for (long p_45 = 0; p_45 < 8; ++p_45) {
        acc_72 += ((local float*)stack)[sg_matrix_4 + (row_190 + p_45 * 32)] * ((local float*)(stack + 1024))[sg_matrix_5 + (p_45 + 32)];
    }
    long row_191 = (long)get_local_id(0) % 16 + 16;
    float acc_73 = m_13;
    #pragma unroll
    for (long p_46 = 0; p_46 < 8; ++p_46) {
        acc_73 += ((local float*)stack)[sg_matrix_4 + (row_191 + p_46 * 32)] * ((local float*)(stack + 1024))[sg_matrix_5 + (p_46 + 40)];
    }
    long row_192 = (long)get_local_id(0) % 16 + 16;
    float acc_74 = m_14;
    #pragma unroll
    for (long p_47 = 0; p_47 < 8; ++p_47) {
        acc_74 += ((local float*)stack)[sg_matrix_4 + (row_192 + p_47 * 32)] * ((local float*)(stack + 1024))[sg_matrix_5 + (p_47 + 48)];
    }
    long row_193 = (long)get_local_id(0) % 16 + 16;
    float acc_75 = m_15;
    #pragma unroll
    for (long p_48 = 0; p_48 < 8; ++p_48) {
        acc_75 += ((local float*)stack)[sg_matrix_4 + (row_193 + p_48 * 32)] * ((local float*)(stack + 1024))[sg_matrix_5 + (p_48 + 56)];
    }
    long row_194 = (long)get_local_id(0) % 16;
    c4[row_194] = acc_60;
    long row_195 = (long)get_local_id(0) % 16;
    c4[row_195 + 32] = acc_61;
    long row_196 = (long)get_local_id(0) % 16;
    c4[row_196 + 64] = acc_62;
    long row_197 = (long)get_local_id(0) % 16;
    c4[row_197 + 96] = acc_63;
    long row_198 = (long)get_local_id(0) % 16;
    c4[row_198 + 128] = acc_64;
    long row_199 = (long)get_local_id(0) % 16;
    c4[row_199 + 160] = acc_65;
    long row_200 = (long)get_local_id(0) % 16;
    c4[row_200 + 192] = acc_66;
    long row_201 = (long)get_local_id(0) % 16;
    c4[row_201 + 224] = acc_67;
    long row_202 = (long)get_local_id(0) % 16 + 16;
    c4[row_202] = acc_68;
    long row_203 = (long)get_local_id(0) % 16 + 16;
    c4[row_203 + 32] = acc_69;
    long row_204 = (long)get_local_id(0) % 16 + 16;
    c4[row_204 + 64] = acc_70;
    long row_205 = (long)get_local_id(0) % 16 + 16;
    c4[row_205 + 96] = acc_71;
    long row_206 = (long)get_local_id(0) % 16 + 16;
    c4[row_206 + 128] = acc_72;
    long row_207 = (long)get_local_id(0) % 16 + 16;
    c4[row_207 + 160] = acc_73;
    long row_208 = (long)get_local_id(0) % 16 + 16;
    c4[row_208 + 192] = acc_74;
    long row_209 = (long)get_local_id(0) % 16 + 16;
    c4[row_209 + 224] = acc_75;
}
