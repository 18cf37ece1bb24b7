#pragma OPENCL EXTENSION cl_khr_fp64 : enable

kernel __attribute__((reqd_work_group_size(32, 1, 1)))
void coop(global float* A, long A_shape2, global float* B, long B_shape2, global float* C, long C_shape2, global float* D, long D_shape2, global float* R, long R_shape2, global float* S, long S_shape2, global double* T, long T_shape2, global float* E, long E_shape2, global float* F, long F_shape2, global float* G, long G_shape2, global float* X, long X_shape1) {
    local uchar stack[2048] __attribute__((aligned(64)));
    long gid = (long)get_group_id(0);
    global float* a = A + gid * 256;
    global float* b = B + gid * 128;
    global float* c = C + gid * 512;
    global float* d = D + gid * 512;
    global float* r = R + gid * 32;
    global float* s = S + gid * 16;
    global double* t = T + gid * 512;
    global float* e = E + gid * 256;
    global float* f = F + gid * 512;
    global float* g = G + gid * 24;
    global float* x = X + gid;
    long col = (long)get_local_id(0) % 32 / 32;
    long row = (long)get_local_id(0) % 32 % 32;
    float a_1 = a[row + col * 32];
    long col_1 = (long)get_local_id(0) % 32 / 32 + 1;
    long row_1 = (long)get_local_id(0) % 32 % 32;
    float a_2 = a[row_1 + col_1 * 32];
    long col_2 = (long)get_local_id(0) % 32 / 32 + 2;
    long row_2 = (long)get_local_id(0) % 32 % 32;
    float a_3 = a[row_2 + col_2 * 32];
    long col_3 = (long)get_local_id(0) % 32 / 32 + 3;
    long row_3 = (long)get_local_id(0) % 32 % 32;
    float a_4 = a[row_3 + col_3 * 32];
    long col_4 = (long)get_local_id(0) % 32 / 32 + 4;
    long row_4 = (long)get_local_id(0) % 32 % 32;
    float a_5 = a[row_4 + col_4 * 32];
    long col_5 = (long)get_local_id(0) % 32 / 32 + 5;
    long row_5 = (long)get_local_id(0) % 32 % 32;
    float a_6 = a[row_5 + col_5 * 32];
    long col_6 = (long)get_local_id(0) % 32 / 32 + 6;
    long row_6 = (long)get_local_id(0) % 32 % 32;
    float a_7 = a[row_6 + col_6 * 32];
    long col_7 = (long)get_local_id(0) % 32 / 32 + 7;
    long row_7 = (long)get_local_id(0) % 32 % 32;
    float a_8 = a[row_7 + col_7 * 32];
    long col_8 = (long)get_local_id(0) % 32 / 8;
    long row_8 = (long)get_local_id(0) % 32 % 8;
    float a_9 = 0.0f;
    if (col_8 < 16) {
        a_9 = b[row_8 + col_8 * 8];
    }
    long col_9 = (long)get_local_id(0) % 32 / 8 + 4;
    long row_9 = (long)get_local_id(0) % 32 % 8;
    float a_10 = 0.0f;
    if (col_9 < 16) {
        a_10 = b[row_9 + col_9 * 8];
    }
    long col_10 = (long)get_local_id(0) % 32 / 8 + 8;
    long row_10 = (long)get_local_id(0) % 32 % 8;
    float a_11 = 0.0f;
    if (col_10 < 16) {
        a_11 = b[row_10 + col_10 * 8];
    }
    long col_11 = (long)get_local_id(0) % 32 / 8 + 12;
    long row_11 = (long)get_local_id(0) % 32 % 8;
    float a_12 = 0.0f;
    if (col_11 < 16) {
        a_12 = b[row_11 + col_11 * 8];
    }
    long col_12 = (long)get_local_id(0) % 32 / 32;
    long row_12 = (long)get_local_id(0) % 32 % 32;
    float a_13 = c[row_12 + col_12 * 32];
    long col_13 = (long)get_local_id(0) % 32 / 32 + 1;
    long row_13 = (long)get_local_id(0) % 32 % 32;
    float a_14 = c[row_13 + col_13 * 32];
    long col_14 = (long)get_local_id(0) % 32 / 32 + 2;
    long row_14 = (long)get_local_id(0) % 32 % 32;
    float a_15 = c[row_14 + col_14 * 32];
    long col_15 = (long)get_local_id(0) % 32 / 32 + 3;
    long row_15 = (long)get_local_id(0) % 32 % 32;
    float a_16 = c[row_15 + col_15 * 32];
    long col_16 = (long)get_local_id(0) % 32 / 32 + 4;
    long row_16 = (long)get_local_id(0) % 32 % 32;
    float a_17 = c[row_16 + col_16 * 32];
    long col_17 = (long)get_local_id(0) % 32 / 32 + 5;
    long row_17 = (long)get_local_id(0) % 32 % 32;
    float a_18 = c[row_17 + col_17 * 32];
    long col_18 = (long)get_local_id(0) % 32 / 32 + 6;
    long row_18 = (long)get_local_id(0) % 32 % 32;
    float a_19 = c[row_18 + col_18 * 32];
    long col_19 = (long)get_local_id(0) % 32 / 32 + 7;
    long row_19 = (long)get_local_id(0) % 32 % 32;
    float a_20 = c[row_19 + col_19 * 32];
    long col_20 = (long)get_local_id(0) % 32 / 32 + 8;
    long row_20 = (long)get_local_id(0) % 32 % 32;
    float a_21 = c[row_20 + col_20 * 32];
    long col_21 = (long)get_local_id(0) % 32 / 32 + 9;
    long row_21 = (long)get_local_id(0) % 32 % 32;
    float a_22 = c[row_21 + col_21 * 32];
    long col_22 = (long)get_local_id(0) % 32 / 32 + 10;
    long row_22 = (long)get_local_id(0) % 32 % 32;
    float a_23 = c[row_22 + col_22 * 32];
    long col_23 = (long)get_local_id(0) % 32 / 32 + 11;
    long row_23 = (long)get_local_id(0) % 32 % 32;
    float a_24 = c[row_23 + col_23 * 32];
    long col_24 = (long)get_local_id(0) % 32 / 32 + 12;
    long row_24 = (long)get_local_id(0) % 32 % 32;
    float a_25 = c[row_24 + col_24 * 32];
    long col_25 = (long)get_local_id(0) % 32 / 32 + 13;
    long row_25 = (long)get_local_id(0) % 32 % 32;
    float a_26 = c[row_25 + col_25 * 32];
    long col_26 = (long)get_local_id(0) % 32 / 32 + 14;
    long row_26 = (long)get_local_id(0) % 32 % 32;
    float a_27 = c[row_26 + col_26 * 32];
    long col_27 = (long)get_local_id(0) % 32 / 32 + 15;
    long row_27 = (long)get_local_id(0) % 32 % 32;
    float a_28 = c[row_27 + col_27 * 32];
    long sg_matrix = ((long)get_local_id(0) / 32 + (long)get_local_id(1)) * 256;
    long sg_matrix_1 = ((long)get_local_id(0) / 32 + (long)get_local_id(1)) * 128;
    barrier(CLK_LOCAL_MEM_FENCE);
    long col_28 = (long)get_local_id(0) % 32 / 32;
    long row_28 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix + (row_28 + col_28 * 32)] = a_1;
    long col_29 = (long)get_local_id(0) % 32 / 32 + 1;
    long row_29 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix + (row_29 + col_29 * 32)] = a_2;
    long col_30 = (long)get_local_id(0) % 32 / 32 + 2;
    long row_30 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix + (row_30 + col_30 * 32)] = a_3;
    long col_31 = (long)get_local_id(0) % 32 / 32 + 3;
    long row_31 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix + (row_31 + col_31 * 32)] = a_4;
    long col_32 = (long)get_local_id(0) % 32 / 32 + 4;
    long row_32 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix + (row_32 + col_32 * 32)] = a_5;
    long col_33 = (long)get_local_id(0) % 32 / 32 + 5;
    long row_33 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix + (row_33 + col_33 * 32)] = a_6;
    long col_34 = (long)get_local_id(0) % 32 / 32 + 6;
    long row_34 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix + (row_34 + col_34 * 32)] = a_7;
    long col_35 = (long)get_local_id(0) % 32 / 32 + 7;
    long row_35 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix + (row_35 + col_35 * 32)] = a_8;
    long col_36 = (long)get_local_id(0) % 32 / 8;
    long row_36 = (long)get_local_id(0) % 32 % 8;
    if (col_36 < 16) {
        ((local float*)(stack + 1024))[sg_matrix_1 + (row_36 + col_36 * 8)] = a_9;
    }
    long col_37 = (long)get_local_id(0) % 32 / 8 + 4;
    long row_37 = (long)get_local_id(0) % 32 % 8;
    if (col_37 < 16) {
        ((local float*)(stack + 1024))[sg_matrix_1 + (row_37 + col_37 * 8)] = a_10;
    }
    long col_38 = (long)get_local_id(0) % 32 / 8 + 8;
    long row_38 = (long)get_local_id(0) % 32 % 8;
    if (col_38 < 16) {
        ((local float*)(stack + 1024))[sg_matrix_1 + (row_38 + col_38 * 8)] = a_11;
    }
    long col_39 = (long)get_local_id(0) % 32 / 8 + 12;
    long row_39 = (long)get_local_id(0) % 32 % 8;
    if (col_39 < 16) {
        ((local float*)(stack + 1024))[sg_matrix_1 + (row_39 + col_39 * 8)] = a_12;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long col_40 = (long)get_local_id(0) % 32 / 32;
    long row_40 = (long)get_local_id(0) % 32 % 32;
    float acc = a_13;
    #pragma unroll
    for (long p = 0; p < 8; ++p) {
        acc += ((local float*)stack)[sg_matrix + (row_40 + p * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p + col_40 * 8)];
    }
    long col_41 = (long)get_local_id(0) % 32 / 32 + 1;
    long row_41 = (long)get_local_id(0) % 32 % 32;
    float acc_1 = a_14;
    #pragma unroll
    for (long p_1 = 0; p_1 < 8; ++p_1) {
        acc_1 += ((local float*)stack)[sg_matrix + (row_41 + p_1 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_1 + col_41 * 8)];
    }
    long col_42 = (long)get_local_id(0) % 32 / 32 + 2;
    long row_42 = (long)get_local_id(0) % 32 % 32;
    float acc_2 = a_15;
    #pragma unroll
    for (long p_2 = 0; p_2 < 8; ++p_2) {
        acc_2 += ((local float*)stack)[sg_matrix + (row_42 + p_2 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_2 + col_42 * 8)];
    }
    long col_43 = (long)get_local_id(0) % 32 / 32 + 3;
    long row_43 = (long)get_local_id(0) % 32 % 32;
    float acc_3 = a_16;
    #pragma unroll
    for (long p_3 = 0; p_3 < 8; ++p_3) {
        acc_3 += ((local float*)stack)[sg_matrix + (row_43 + p_3 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_3 + col_43 * 8)];
    }
    long col_44 = (long)get_local_id(0) % 32 / 32 + 4;
    long row_44 = (long)get_local_id(0) % 32 % 32;
    float acc_4 = a_17;
    #pragma unroll
    for (long p_4 = 0; p_4 < 8; ++p_4) {
        acc_4 += ((local float*)stack)[sg_matrix + (row_44 + p_4 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_4 + col_44 * 8)];
    }
    long col_45 = (long)get_local_id(0) % 32 / 32 + 5;
    long row_45 = (long)get_local_id(0) % 32 % 32;
    float acc_5 = a_18;
    #pragma unroll
    for (long p_5 = 0; p_5 < 8; ++p_5) {
        acc_5 += ((local float*)stack)[sg_matrix + (row_45 + p_5 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_5 + col_45 * 8)];
    }
    long col_46 = (long)get_local_id(0) % 32 / 32 + 6;
    long row_46 = (long)get_local_id(0) % 32 % 32;
    float acc_6 = a_19;
    #pragma unroll
    for (long p_6 = 0; p_6 < 8; ++p_6) {
        acc_6 += ((local float*)stack)[sg_matrix + (row_46 + p_6 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_6 + col_46 * 8)];
    }
    long col_47 = (long)get_local_id(0) % 32 / 32 + 7;
    long row_47 = (long)get_local_id(0) % 32 % 32;
    float acc_7 = a_20;
    #pragma unroll
    for (long p_7 = 0; p_7 < 8; ++p_7) {
        acc_7 += ((local float*)stack)[sg_matrix + (row_47 + p_7 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_7 + col_47 * 8)];
    }
    long col_48 = (long)get_local_id(0) % 32 / 32 + 8;
    long row_48 = (long)get_local_id(0) % 32 % 32;
    float acc_8 = a_21;
    #pragma unroll
    for (long p_8 = 0; p_8 < 8; ++p_8) {
        acc_8 += ((local float*)stack)[sg_matrix + (row_48 + p_8 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_8 + col_48 * 8)];
    }
    long col_49 = (long)get_local_id(0) % 32 / 32 + 9;
    long row_49 = (long)get_local_id(0) % 32 % 32;
    float acc_9 = a_22;
    #pragma unroll
    for (long p_9 = 0; p_9 < 8; ++p_9) {
        acc_9 += ((local float*)stack)[sg_matrix + (row_49 + p_9 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_9 + col_49 * 8)];
    }
    long col_50 = (long)get_local_id(0) % 32 / 32 + 10;
    long row_50 = (long)get_local_id(0) % 32 % 32;
    float acc_10 = a_23;
    #pragma unroll
    for (long p_10 = 0; p_10 < 8; ++p_10) {
        acc_10 += ((local float*)stack)[sg_matrix + (row_50 + p_10 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_10 + col_50 * 8)];
    }
    long col_51 = (long)get_local_id(0) % 32 / 32 + 11;
    long row_51 = (long)get_local_id(0) % 32 % 32;
    float acc_11 = a_24;
    #pragma unroll
    for (long p_11 = 0; p_11 < 8; ++p_11) {
        acc_11 += ((local float*)stack)[sg_matrix + (row_51 + p_11 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_11 + col_51 * 8)];
    }
    long col_52 = (long)get_local_id(0) % 32 / 32 + 12;
    long row_52 = (long)get_local_id(0) % 32 % 32;
    float acc_12 = a_25;
    #pragma unroll
    for (long p_12 = 0; p_12 < 8; ++p_12) {
        acc_12 += ((local float*)stack)[sg_matrix + (row_52 + p_12 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_12 + col_52 * 8)];
    }
    long col_53 = (long)get_local_id(0) % 32 / 32 + 13;
    long row_53 = (long)get_local_id(0) % 32 % 32;
    float acc_13 = a_26;
    #pragma unroll
    for (long p_13 = 0; p_13 < 8; ++p_13) {
        acc_13 += ((local float*)stack)[sg_matrix + (row_53 + p_13 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_13 + col_53 * 8)];
    }
    long col_54 = (long)get_local_id(0) % 32 / 32 + 14;
    long row_54 = (long)get_local_id(0) % 32 % 32;
    float acc_14 = a_27;
    #pragma unroll
    for (long p_14 = 0; p_14 < 8; ++p_14) {
        acc_14 += ((local float*)stack)[sg_matrix + (row_54 + p_14 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_14 + col_54 * 8)];
    }
    long col_55 = (long)get_local_id(0) % 32 / 32 + 15;
    long row_55 = (long)get_local_id(0) % 32 % 32;
    float acc_15 = a_28;
    #pragma unroll
    for (long p_15 = 0; p_15 < 8; ++p_15) {
        acc_15 += ((local float*)stack)[sg_matrix + (row_55 + p_15 * 32)] * ((local float*)(stack + 1024))[sg_matrix_1 + (p_15 + col_55 * 8)];
    }
    float ms = 2.0f * acc;
    float ms_1 = 2.0f * acc_1;
    float ms_2 = 2.0f * acc_2;
    float ms_3 = 2.0f * acc_3;
    float ms_4 = 2.0f * acc_4;
    float ms_5 = 2.0f * acc_5;
    float ms_6 = 2.0f * acc_6;
    float ms_7 = 2.0f * acc_7;
    float ms_8 = 2.0f * acc_8;
    float ms_9 = 2.0f * acc_9;
    float ms_10 = 2.0f * acc_10;
    float ms_11 = 2.0f * acc_11;
    float ms_12 = 2.0f * acc_12;
    float ms_13 = 2.0f * acc_13;
    float ms_14 = 2.0f * acc_14;
    float ms_15 = 2.0f * acc_15;
    float mm = ms - a_13;
    float mm_1 = ms_1 - a_14;
    float mm_2 = ms_2 - a_15;
    float mm_3 = ms_3 - a_16;
    float mm_4 = ms_4 - a_17;
    float mm_5 = ms_5 - a_18;
    float mm_6 = ms_6 - a_19;
    float mm_7 = ms_7 - a_20;
    float mm_8 = ms_8 - a_21;
    float mm_9 = ms_9 - a_22;
    float mm_10 = ms_10 - a_23;
    float mm_11 = ms_11 - a_24;
    float mm_12 = ms_12 - a_25;
    float mm_13 = ms_13 - a_26;
    float mm_14 = ms_14 - a_27;
    float mm_15 = ms_15 - a_28;
    long col_56 = (long)get_local_id(0) % 32 / 32;
    long row_56 = (long)get_local_id(0) % 32 % 32;
    d[row_56 + col_56 * 32] = mm;
    long col_57 = (long)get_local_id(0) % 32 / 32 + 1;
    long row_57 = (long)get_local_id(0) % 32 % 32;
    d[row_57 + col_57 * 32] = mm_1;
    long col_58 = (long)get_local_id(0) % 32 / 32 + 2;
    long row_58 = (long)get_local_id(0) % 32 % 32;
    d[row_58 + col_58 * 32] = mm_2;
    long col_59 = (long)get_local_id(0) % 32 / 32 + 3;
    long row_59 = (long)get_local_id(0) % 32 % 32;
    d[row_59 + col_59 * 32] = mm_3;
    long col_60 = (long)get_local_id(0) % 32 / 32 + 4;
    long row_60 = (long)get_local_id(0) % 32 % 32;
    d[row_60 + col_60 * 32] = mm_4;
    long col_61 = (long)get_local_id(0) % 32 / 32 + 5;
    long row_61 = (long)get_local_id(0) % 32 % 32;
    d[row_61 + col_61 * 32] = mm_5;
    long col_62 = (long)get_local_id(0) % 32 / 32 + 6;
    long row_62 = (long)get_local_id(0) % 32 % 32;
    d[row_62 + col_62 * 32] = mm_6;
    long col_63 = (long)get_local_id(0) % 32 / 32 + 7;
    long row_63 = (long)get_local_id(0) % 32 % 32;
    d[row_63 + col_63 * 32] = mm_7;
    long col_64 = (long)get_local_id(0) % 32 / 32 + 8;
    long row_64 = (long)get_local_id(0) % 32 % 32;
    d[row_64 + col_64 * 32] = mm_8;
    long col_65 = (long)get_local_id(0) % 32 / 32 + 9;
    long row_65 = (long)get_local_id(0) % 32 % 32;
    d[row_65 + col_65 * 32] = mm_9;
    long col_66 = (long)get_local_id(0) % 32 / 32 + 10;
    long row_66 = (long)get_local_id(0) % 32 % 32;
    d[row_66 + col_66 * 32] = mm_10;
    long col_67 = (long)get_local_id(0) % 32 / 32 + 11;
    long row_67 = (long)get_local_id(0) % 32 % 32;
    d[row_67 + col_67 * 32] = mm_11;
    long col_68 = (long)get_local_id(0) % 32 / 32 + 12;
    long row_68 = (long)get_local_id(0) % 32 % 32;
    d[row_68 + col_68 * 32] = mm_12;
    long col_69 = (long)get_local_id(0) % 32 / 32 + 13;
    long row_69 = (long)get_local_id(0) % 32 % 32;
    d[row_69 + col_69 * 32] = mm_13;
    long col_70 = (long)get_local_id(0) % 32 / 32 + 14;
    long row_70 = (long)get_local_id(0) % 32 % 32;
    d[row_70 + col_70 * 32] = mm_14;
    long col_71 = (long)get_local_id(0) % 32 / 32 + 15;
    long row_71 = (long)get_local_id(0) % 32 % 32;
    d[row_71 + col_71 * 32] = mm_15;
    float acc_16 = mm + mm_1 + mm_2 + mm_3 + mm_4 + mm_5 + mm_6 + mm_7 + mm_8 + mm_9 + mm_10 + mm_11 + mm_12 + mm_13 + mm_14 + mm_15;
    long col_72 = (long)get_local_id(0) % 32 / 32;
    long row_72 = (long)get_local_id(0) % 32 % 32;
    r[row_72 + col_72 * 32] = acc_16;
    long sg_matrix_2 = ((long)get_local_id(0) / 32 + (long)get_local_id(1)) * 512;
    barrier(CLK_LOCAL_MEM_FENCE);
    long col_73 = (long)get_local_id(0) % 32 / 32;
    long row_73 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix_2 + (row_73 + col_73 * 32)] = mm;
    long col_74 = (long)get_local_id(0) % 32 / 32 + 1;
    long row_74 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix_2 + (row_74 + col_74 * 32)] = mm_1;
    long col_75 = (long)get_local_id(0) % 32 / 32 + 2;
    long row_75 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix_2 + (row_75 + col_75 * 32)] = mm_2;
    long col_76 = (long)get_local_id(0) % 32 / 32 + 3;
    long row_76 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix_2 + (row_76 + col_76 * 32)] = mm_3;
    long col_77 = (long)get_local_id(0) % 32 / 32 + 4;
    long row_77 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix_2 + (row_77 + col_77 * 32)] = mm_4;
    long col_78 = (long)get_local_id(0) % 32 / 32 + 5;
    long row_78 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix_2 + (row_78 + col_78 * 32)] = mm_5;
    long col_79 = (long)get_local_id(0) % 32 / 32 + 6;
    long row_79 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix_2 + (row_79 + col_79 * 32)] = mm_6;
    long col_80 = (long)get_local_id(0) % 32 / 32 + 7;
    long row_80 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix_2 + (row_80 + col_80 * 32)] = mm_7;
    long col_81 = (long)get_local_id(0) % 32 / 32 + 8;
    long row_81 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix_2 + (row_81 + col_81 * 32)] = mm_8;
    long col_82 = (long)get_local_id(0) % 32 / 32 + 9;
    long row_82 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix_2 + (row_82 + col_82 * 32)] = mm_9;
    long col_83 = (long)get_local_id(0) % 32 / 32 + 10;
    long row_83 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix_2 + (row_83 + col_83 * 32)] = mm_10;
    long col_84 = (long)get_local_id(0) % 32 / 32 + 11;
    long row_84 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix_2 + (row_84 + col_84 * 32)] = mm_11;
    long col_85 = (long)get_local_id(0) % 32 / 32 + 12;
    long row_85 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix_2 + (row_85 + col_85 * 32)] = mm_12;
    long col_86 = (long)get_local_id(0) % 32 / 32 + 13;
    long row_86 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix_2 + (row_86 + col_86 * 32)] = mm_13;
    long col_87 = (long)get_local_id(0) % 32 / 32 + 14;
    long row_87 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix_2 + (row_87 + col_87 * 32)] = mm_14;
    long col_88 = (long)get_local_id(0) % 32 / 32 + 15;
    long row_88 = (long)get_local_id(0) % 32 % 32;
    ((local float*)stack)[sg_matrix_2 + (row_88 + col_88 * 32)] = mm_15;
    barrier(CLK_LOCAL_MEM_FENCE);
    long col_89 = (long)get_local_id(0) % 32 / 1;
    long row_89 = (long)get_local_id(0) % 32 % 1;
    float acc_17 = 0.0f;
    if (col_89 < 16) {
        acc_17 = ((local float*)stack)[sg_matrix_2 + col_89 * 32];
        for (long t_1 = 1; t_1 < 32; ++t_1) {
            acc_17 = fmax(acc_17, ((local float*)stack)[sg_matrix_2 + (t_1 + col_89 * 32)]);
        }
    }
    long col_90 = (long)get_local_id(0) % 32 / 1;
    long row_90 = (long)get_local_id(0) % 32 % 1;
    if (col_90 < 16) {
        s[row_90 + col_90] = acc_17;
    }
    double mt = (double)a_13;
    double mt_1 = (double)a_14;
    double mt_2 = (double)a_15;
    double mt_3 = (double)a_16;
    double mt_4 = (double)a_17;
    double mt_5 = (double)a_18;
    double mt_6 = (double)a_19;
    double mt_7 = (double)a_20;
    double mt_8 = (double)a_21;
    double mt_9 = (double)a_22;
    double mt_10 = (double)a_23;
    double mt_11 = (double)a_24;
    double mt_12 = (double)a_25;
    double mt_13 = (double)a_26;
    double mt_14 = (double)a_27;
    double mt_15 = (double)a_28;
    long col_91 = (long)get_local_id(0) % 32 / 32;
    long row_91 = (long)get_local_id(0) % 32 % 32;
    t[col_91 + row_91 * 16] = mt;
    long col_92 = (long)get_local_id(0) % 32 / 32 + 1;
    long row_92 = (long)get_local_id(0) % 32 % 32;
    t[col_92 + row_92 * 16] = mt_1;
    long col_93 = (long)get_local_id(0) % 32 / 32 + 2;
    long row_93 = (long)get_local_id(0) % 32 % 32;
    t[col_93 + row_93 * 16] = mt_2;
    long col_94 = (long)get_local_id(0) % 32 / 32 + 3;
    long row_94 = (long)get_local_id(0) % 32 % 32;
    t[col_94 + row_94 * 16] = mt_3;
    long col_95 = (long)get_local_id(0) % 32 / 32 + 4;
    long row_95 = (long)get_local_id(0) % 32 % 32;
    t[col_95 + row_95 * 16] = mt_4;
    long col_96 = (long)get_local_id(0) % 32 / 32 + 5;
    long row_96 = (long)get_local_id(0) % 32 % 32;
    t[col_96 + row_96 * 16] = mt_5;
    long col_97 = (long)get_local_id(0) % 32 / 32 + 6;
    long row_97 = (long)get_local_id(0) % 32 % 32;
    t[col_97 + row_97 * 16] = mt_6;
    long col_98 = (long)get_local_id(0) % 32 / 32 + 7;
    long row_98 = (long)get_local_id(0) % 32 % 32;
    t[col_98 + row_98 * 16] = mt_7;
    long col_99 = (long)get_local_id(0) % 32 / 32 + 8;
    long row_99 = (long)get_local_id(0) % 32 % 32;
    t[col_99 + row_99 * 16] = mt_8;
    long col_100 = (long)get_local_id(0) % 32 / 32 + 9;
    long row_100 = (long)get_local_id(0) % 32 % 32;
    t[col_100 + row_100 * 16] = mt_9;
    long col_101 = (long)get_local_id(0) % 32 / 32 + 10;
    long row_101 = (long)get_local_id(0) % 32 % 32;
    t[col_101 + row_101 * 16] = mt_10;
    long col_102 = (long)get_local_id(0) % 32 / 32 + 11;
    long row_102 = (long)get_local_id(0) % 32 % 32;
    t[col_102 + row_102 * 16] = mt_11;
    long col_103 = (long)get_local_id(0) % 32 / 32 + 12;
    long row_103 = (long)get_local_id(0) % 32 % 32;
    t[col_103 + row_103 * 16] = mt_12;
    long col_104 = (long)get_local_id(0) % 32 / 32 + 13;
    long row_104 = (long)get_local_id(0) % 32 % 32;
    t[col_104 + row_104 * 16] = mt_13;
    long col_105 = (long)get_local_id(0) % 32 / 32 + 14;
    long row_105 = (long)get_local_id(0) % 32 % 32;
    t[col_105 + row_105 * 16] = mt_14;
    long col_106 = (long)get_local_id(0) % 32 / 32 + 15;
    long row_106 = (long)get_local_id(0) % 32 % 32;
    t[col_106 + row_106 * 16] = mt_15;
    long col_107 = (long)get_local_id(0) % 32 / 32;
    long row_107 = (long)get_local_id(0) % 32 % 32;
    long r_1 = 24 + row_107;
    float a_29 = 0.0f;
    if (r_1 >= 0 && r_1 < 32) {
        a_29 = a[r_1 + col_107 * 32];
    }
    long col_108 = (long)get_local_id(0) % 32 / 32 + 1;
    long row_108 = (long)get_local_id(0) % 32 % 32;
    long r_2 = 24 + row_108;
    float a_30 = 0.0f;
    if (r_2 >= 0 && r_2 < 32) {
        a_30 = a[r_2 + col_108 * 32];
    }
    long col_109 = (long)get_local_id(0) % 32 / 32 + 2;
    long row_109 = (long)get_local_id(0) % 32 % 32;
    long r_3 = 24 + row_109;
    float a_31 = 0.0f;
    if (r_3 >= 0 && r_3 < 32) {
        a_31 = a[r_3 + col_109 * 32];
    }
    long col_110 = (long)get_local_id(0) % 32 / 32 + 3;
    long row_110 = (long)get_local_id(0) % 32 % 32;
    long r_4 = 24 + row_110;
    float a_32 = 0.0f;
    if (r_4 >= 0 && r_4 < 32) {
        a_32 = a[r_4 + col_110 * 32];
    }
    long col_111 = (long)get_local_id(0) % 32 / 32 + 4;
    long row_111 = (long)get_local_id(0) % 32 % 32;
    long r_5 = 24 + row_111;
    float a_33 = 0.0f;
    if (r_5 >= 0 && r_5 < 32) {
        a_33 = a[r_5 + col_111 * 32];
    }
    long col_112 = (long)get_local_id(0) % 32 / 32 + 5;
    long row_112 = (long)get_local_id(0) % 32 % 32;
    long r_6 = 24 + row_112;
    float a_34 = 0.0f;
    if (r_6 >= 0 && r_6 < 32) {
        a_34 = a[r_6 + col_112 * 32];
    }
    long col_113 = (long)get_local_id(0) % 32 / 32 + 6;
    long row_113 = (long)get_local_id(0) % 32 % 32;
    long r_7 = 24 + row_113;
    float a_35 = 0.0f;
    if (r_7 >= 0 && r_7 < 32) {
        a_35 = a[r_7 + col_113 * 32];
    }
    long col_114 = (long)get_local_id(0) % 32 / 32 + 7;
    long row_114 = (long)get_local_id(0) % 32 % 32;
    long r_8 = 24 + row_114;
    float a_36 = 0.0f;
    if (r_8 >= 0 && r_8 < 32) {
        a_36 = a[r_8 + col_114 * 32];
    }
    float x0 = a_32;
    long col_115 = (long)get_local_id(0) % 32 / 32;
    long row_115 = (long)get_local_id(0) % 32 % 32;
    e[row_115 + col_115 * 32] = a_29;
    long col_116 = (long)get_local_id(0) % 32 / 32 + 1;
    long row_116 = (long)get_local_id(0) % 32 % 32;
    e[row_116 + col_116 * 32] = x0;
    long col_117 = (long)get_local_id(0) % 32 / 32 + 2;
    long row_117 = (long)get_local_id(0) % 32 % 32;
    e[row_117 + col_117 * 32] = a_31;
    long col_118 = (long)get_local_id(0) % 32 / 32 + 3;
    long row_118 = (long)get_local_id(0) % 32 % 32;
    e[row_118 + col_118 * 32] = a_32;
    long col_119 = (long)get_local_id(0) % 32 / 32 + 4;
    long row_119 = (long)get_local_id(0) % 32 % 32;
    e[row_119 + col_119 * 32] = a_33;
    long col_120 = (long)get_local_id(0) % 32 / 32 + 5;
    long row_120 = (long)get_local_id(0) % 32 % 32;
    e[row_120 + col_120 * 32] = a_34;
    long col_121 = (long)get_local_id(0) % 32 / 32 + 6;
    long row_121 = (long)get_local_id(0) % 32 % 32;
    e[row_121 + col_121 * 32] = a_35;
    long col_122 = (long)get_local_id(0) % 32 / 32 + 7;
    long row_122 = (long)get_local_id(0) % 32 % 32;
    e[row_122 + col_122 * 32] = a_36;
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
    m = a_13;
    m_1 = a_14;
    m_2 = a_15;
    m_3 = a_16;
    m_4 = a_17;
    m_5 = a_18;
    m_6 = a_19;
    m_7 = a_20;
    m_8 = a_21;
    m_9 = a_22;
    m_10 = a_23;
    m_11 = a_24;
    m_12 = a_25;
    m_13 = a_26;
    m_14 = a_27;
    m_15 = a_28;
    for (long k = 0; k < 3; ++k) {
        float n = m + acc;
        float n_1 = m_1 + acc_1;
        float n_2 = m_2 + acc_2;
        float n_3 = m_3 + acc_3;
        float n_4 = m_4 + acc_4;
        float n_5 = m_5 + acc_5;
        float n_6 = m_6 + acc_6;
        float n_7 = m_7 + acc_7;
        float n_8 = m_8 + acc_8;
        float n_9 = m_9 + acc_9;
        float n_10 = m_10 + acc_10;
        float n_11 = m_11 + acc_11;
        float n_12 = m_12 + acc_12;
        float n_13 = m_13 + acc_13;
        float n_14 = m_14 + acc_14;
        float n_15 = m_15 + acc_15;
        m = n;
        m_1 = n_1;
        m_2 = n_2;
        m_3 = n_3;
        m_4 = n_4;
        m_5 = n_5;
        m_6 = n_6;
        m_7 = n_7;
        m_8 = n_8;
        m_9 = n_9;
        m_10 = n_10;
        m_11 = n_11;
        m_12 = n_12;
        m_13 = n_13;
        m_14 = n_14;
        m_15 = n_15;
    }
    int gid32 = (int)gid;
    int odd = gid32 & 1;
    bool even = odd == 0;
    float pick;
    float pick_1;
    float pick_2;
    float pick_3;
    float pick_4;
    float pick_5;
    float pick_6;
    float pick_7;
    float pick_8;
    float pick_9;
    float pick_10;
    float pick_11;
    float pick_12;
    float pick_13;
    float pick_14;
    float pick_15;
    if (even) {
        pick = m;
        pick_1 = m_1;
        pick_2 = m_2;
        pick_3 = m_3;
        pick_4 = m_4;
        pick_5 = m_5;
        pick_6 = m_6;
        pick_7 = m_7;
        pick_8 = m_8;
        pick_9 = m_9;
        pick_10 = m_10;
        pick_11 = m_11;
        pick_12 = m_12;
        pick_13 = m_13;
        pick_14 = m_14;
        pick_15 = m_15;
    } else {
        float neg = -m;
        float neg_1 = -m_1;
        float neg_2 = -m_2;
        float neg_3 = -m_3;
        float neg_4 = -m_4;
        float neg_5 = -m_5;
        float neg_6 = -m_6;
        float neg_7 = -m_7;
        float neg_8 = -m_8;
        float neg_9 = -m_9;
        float neg_10 = -m_10;
        float neg_11 = -m_11;
        float neg_12 = -m_12;
        float neg_13 = -m_13;
        float neg_14 = -m_14;
        float neg_15 = -m_15;
        pick = neg;
        pick_1 = neg_1;
        pick_2 = neg_2;
        pick_3 = neg_3;
        pick_4 = neg_4;
        pick_5 = neg_5;
        pick_6 = neg_6;
        pick_7 = neg_7;
        pick_8 = neg_8;
        pick_9 = neg_9;
        pick_10 = neg_10;
        pick_11 = neg_11;
        pick_12 = neg_12;
        pick_13 = neg_13;
        pick_14 = neg_14;
        pick_15 = neg_15;
    }
    long col_123 = (long)get_local_id(0) % 32 / 32;
    long row_123 = (long)get_local_id(0) % 32 % 32;
    if (col_123 >= 0 && col_123 < 16) {
        f[row_123 + col_123 * 32] = pick;
    }
    long col_124 = (long)get_local_id(0) % 32 / 32 + 1;
    long row_124 = (long)get_local_id(0) % 32 % 32;
    if (col_124 >= 0 && col_124 < 16) {
        f[row_124 + col_124 * 32] = pick_1;
    }
    long col_125 = (long)get_local_id(0) % 32 / 32 + 2;
    long row_125 = (long)get_local_id(0) % 32 % 32;
    if (col_125 >= 0 && col_125 < 16) {
        f[row_125 + col_125 * 32] = pick_2;
    }
    long col_126 = (long)get_local_id(0) % 32 / 32 + 3;
    long row_126 = (long)get_local_id(0) % 32 % 32;
    if (col_126 >= 0 && col_126 < 16) {
        f[row_126 + col_126 * 32] = pick_3;
    }
    long col_127 = (long)get_local_id(0) % 32 / 32 + 4;
    long row_127 = (long)get_local_id(0) % 32 % 32;
    if (col_127 >= 0 && col_127 < 16) {
        f[row_127 + col_127 * 32] = pick_4;
    }
    long col_128 = (long)get_local_id(0) % 32 / 32 + 5;
    long row_128 = (long)get_local_id(0) % 32 % 32;
    if (col_128 >= 0 && col_128 < 16) {
        f[row_128 + col_128 * 32] = pick_5;
    }
    long col_129 = (long)get_local_id(0) % 32 / 32 + 6;
    long row_129 = (long)get_local_id(0) % 32 % 32;
    if (col_129 >= 0 && col_129 < 16) {
        f[row_129 + col_129 * 32] = pick_6;
    }
    long col_130 = (long)get_local_id(0) % 32 / 32 + 7;
    long row_130 = (long)get_local_id(0) % 32 % 32;
    if (col_130 >= 0 && col_130 < 16) {
        f[row_130 + col_130 * 32] = pick_7;
    }
    long col_131 = (long)get_local_id(0) % 32 / 32 + 8;
    long row_131 = (long)get_local_id(0) % 32 % 32;
    if (col_131 >= 0 && col_131 < 16) {
        f[row_131 + col_131 * 32] = pick_8;
    }
    long col_132 = (long)get_local_id(0) % 32 / 32 + 9;
    long row_132 = (long)get_local_id(0) % 32 % 32;
    if (col_132 >= 0 && col_132 < 16) {
        f[row_132 + col_132 * 32] = pick_9;
    }
    long col_133 = (long)get_local_id(0) % 32 / 32 + 10;
    long row_133 = (long)get_local_id(0) % 32 % 32;
    if (col_133 >= 0 && col_133 < 16) {
        f[row_133 + col_133 * 32] = pick_10;
    }
    long col_134 = (long)get_local_id(0) % 32 / 32 + 11;
    long row_134 = (long)get_local_id(0) % 32 % 32;
    if (col_134 >= 0 && col_134 < 16) {
        f[row_134 + col_134 * 32] = pick_11;
    }
    long col_135 = (long)get_local_id(0) % 32 / 32 + 12;
    long row_135 = (long)get_local_id(0) % 32 % 32;
    if (col_135 >= 0 && col_135 < 16) {
        f[row_135 + col_135 * 32] = pick_12;
    }
    long col_136 = (long)get_local_id(0) % 32 / 32 + 13;
    long row_136 = (long)get_local_id(0) % 32 % 32;
    if (col_136 >= 0 && col_136 < 16) {
        f[row_136 + col_136 * 32] = pick_13;
    }
    long col_137 = (long)get_local_id(0) % 32 / 32 + 14;
    long row_137 = (long)get_local_id(0) % 32 % 32;
    if (col_137 >= 0 && col_137 < 16) {
        f[row_137 + col_137 * 32] = pick_14;
    }
    long col_138 = (long)get_local_id(0) % 32 / 32 + 15;
    long row_138 = (long)get_local_id(0) % 32 % 32;
    if (col_138 >= 0 && col_138 < 16) {
        f[row_138 + col_138 * 32] = pick_15;
    }
    long col_139 = (long)get_local_id(0) % 32 / 8;
    long row_139 = (long)get_local_id(0) % 32 % 8;
    long r_9 = 1 + col_139;
    float a_37 = 0.0f;
    if (col_139 < 3) {
        a_37 = b[r_9 + row_139 * 8];
    }
    float mh = 0.5f * a_37;
    long col_140 = (long)get_local_id(0) % 32 / 8;
    long row_140 = (long)get_local_id(0) % 32 % 8;
    if (col_140 < 3) {
        g[row_140 + col_140 * 8] = mh;
    }
    int lane = (int)((long)get_local_id(0) % 32);
    bool first = lane == 0;
    if (first) {
        x[0] = x0;
    }
}
