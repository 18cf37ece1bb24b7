kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void k(global float* M, long M_shape2, global float* O, long O_shape3, global float* P, long P_shape3, global float* Q, long Q_shape2) {
    long gid = (long)get_group_id(0);
    global float* m = M + gid * 512;
    global float* p1 = P + gid * 3072;
    global float* p2 = P + (512 + gid * 3072);
    global float* p3 = P + (1024 + gid * 3072);
    global float* p4 = P + (1536 + gid * 3072);
    global float* p5 = P + (2048 + gid * 3072);
    global float* p6 = P + (2560 + gid * 3072);
    global float* q = Q + gid * 60;
    long t24 = (long)((ulong)gid * (ulong)24);
    long x = (long)((ulong)-3 + (ulong)t24);
    long t12 = (long)((ulong)gid * (ulong)12);
    long y = (long)((ulong)-2 + (ulong)t12);
    long t30 = (long)((ulong)gid * (ulong)30);
    long x2 = (long)((ulong)-3 + (ulong)t30);
    long col = (long)get_local_id(0) % 16 / 16;
    long row = (long)get_local_id(0) % 16 % 16;
    long r = x + row;
    long q_1 = 3 + col;
    float a = 0.0f;
    if (r >= 0 && r < 32) {
        a = m[r + q_1 * 32];
    }
    long col_1 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_1 = (long)get_local_id(0) % 16 % 16;
    long r_1 = x + row_1;
    long q_2 = 3 + col_1;
    float a_1 = 0.0f;
    if (r_1 >= 0 && r_1 < 32) {
        a_1 = m[r_1 + q_2 * 32];
    }
    long col_2 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_2 = (long)get_local_id(0) % 16 % 16;
    long r_2 = x + row_2;
    long q_3 = 3 + col_2;
    float a_2 = 0.0f;
    if (r_2 >= 0 && r_2 < 32) {
        a_2 = m[r_2 + q_3 * 32];
    }
    long col_3 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_3 = (long)get_local_id(0) % 16 % 16;
    long r_3 = x + row_3;
    long q_4 = 3 + col_3;
    float a_3 = 0.0f;
    if (r_3 >= 0 && r_3 < 32) {
        a_3 = m[r_3 + q_4 * 32];
    }
    long col_4 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_4 = (long)get_local_id(0) % 16 % 16;
    long r_4 = x + row_4;
    long q_5 = 3 + col_4;
    float a_4 = 0.0f;
    if (r_4 >= 0 && r_4 < 32) {
        a_4 = m[r_4 + q_5 * 32];
    }
    long col_5 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_5 = (long)get_local_id(0) % 16 % 16;
    long r_5 = x + row_5;
    long q_6 = 3 + col_5;
    float a_5 = 0.0f;
    if (r_5 >= 0 && r_5 < 32) {
        a_5 = m[r_5 + q_6 * 32];
    }
    long col_6 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_6 = (long)get_local_id(0) % 16 % 16;
    long r_6 = x + row_6;
    long q_7 = 3 + col_6;
    float a_6 = 0.0f;
    if (r_6 >= 0 && r_6 < 32) {
        a_6 = m[r_6 + q_7 * 32];
    }
    long col_7 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_7 = (long)get_local_id(0) % 16 % 16;
    long r_7 = x + row_7;
    long q_8 = 3 + col_7;
    float a_7 = 0.0f;
    if (r_7 >= 0 && r_7 < 32) {
        a_7 = m[r_7 + q_8 * 32];
    }
    long col_8 = (long)get_local_id(0) % 16 / 16;
    long row_8 = (long)get_local_id(0) % 16 % 16;
    long r_8 = 5 + row_8;
    long q_9 = y + col_8;
    float a_8 = 0.0f;
    if (q_9 >= 0 && q_9 < 16) {
        a_8 = m[r_8 + q_9 * 32];
    }
    long col_9 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_9 = (long)get_local_id(0) % 16 % 16;
    long r_9 = 5 + row_9;
    long q_10 = y + col_9;
    float a_9 = 0.0f;
    if (q_10 >= 0 && q_10 < 16) {
        a_9 = m[r_9 + q_10 * 32];
    }
    long col_10 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_10 = (long)get_local_id(0) % 16 % 16;
    long r_10 = 5 + row_10;
    long q_11 = y + col_10;
    float a_10 = 0.0f;
    if (q_11 >= 0 && q_11 < 16) {
        a_10 = m[r_10 + q_11 * 32];
    }
    long col_11 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_11 = (long)get_local_id(0) % 16 % 16;
    long r_11 = 5 + row_11;
    long q_12 = y + col_11;
    float a_11 = 0.0f;
    if (q_12 >= 0 && q_12 < 16) {
        a_11 = m[r_11 + q_12 * 32];
    }
    long col_12 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_12 = (long)get_local_id(0) % 16 % 16;
    long r_12 = 5 + row_12;
    long q_13 = y + col_12;
    float a_12 = 0.0f;
    if (q_13 >= 0 && q_13 < 16) {
        a_12 = m[r_12 + q_13 * 32];
    }
    long col_13 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_13 = (long)get_local_id(0) % 16 % 16;
    long r_13 = 5 + row_13;
    long q_14 = y + col_13;
    float a_13 = 0.0f;
    if (q_14 >= 0 && q_14 < 16) {
        a_13 = m[r_13 + q_14 * 32];
    }
    long col_14 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_14 = (long)get_local_id(0) % 16 % 16;
    long r_14 = 5 + row_14;
    long q_15 = y + col_14;
    float a_14 = 0.0f;
    if (q_15 >= 0 && q_15 < 16) {
        a_14 = m[r_14 + q_15 * 32];
    }
    long col_15 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_15 = (long)get_local_id(0) % 16 % 16;
    long r_15 = 5 + row_15;
    long q_16 = y + col_15;
    float a_15 = 0.0f;
    if (q_16 >= 0 && q_16 < 16) {
        a_15 = m[r_15 + q_16 * 32];
    }
    long col_16 = (long)get_local_id(0) % 16 / 16;
    long row_16 = (long)get_local_id(0) % 16 % 16;
    long r_16 = x + row_16;
    long q_17 = y + col_16;
    float a_16 = 0.0f;
    if (r_16 >= 0 && r_16 < 32 && (q_17 >= 0 && q_17 < 16)) {
        a_16 = m[r_16 + q_17 * 32];
    }
    long col_17 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_17 = (long)get_local_id(0) % 16 % 16;
    long r_17 = x + row_17;
    long q_18 = y + col_17;
    float a_17 = 0.0f;
    if (r_17 >= 0 && r_17 < 32 && (q_18 >= 0 && q_18 < 16)) {
        a_17 = m[r_17 + q_18 * 32];
    }
    long col_18 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_18 = (long)get_local_id(0) % 16 % 16;
    long r_18 = x + row_18;
    long q_19 = y + col_18;
    float a_18 = 0.0f;
    if (r_18 >= 0 && r_18 < 32 && (q_19 >= 0 && q_19 < 16)) {
        a_18 = m[r_18 + q_19 * 32];
    }
    long col_19 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_19 = (long)get_local_id(0) % 16 % 16;
    long r_19 = x + row_19;
    long q_20 = y + col_19;
    float a_19 = 0.0f;
    if (r_19 >= 0 && r_19 < 32 && (q_20 >= 0 && q_20 < 16)) {
        a_19 = m[r_19 + q_20 * 32];
    }
    long col_20 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_20 = (long)get_local_id(0) % 16 % 16;
    long r_20 = x + row_20;
    long q_21 = y + col_20;
    float a_20 = 0.0f;
    if (r_20 >= 0 && r_20 < 32 && (q_21 >= 0 && q_21 < 16)) {
        a_20 = m[r_20 + q_21 * 32];
    }
    long col_21 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_21 = (long)get_local_id(0) % 16 % 16;
    long r_21 = x + row_21;
    long q_22 = y + col_21;
    float a_21 = 0.0f;
    if (r_21 >= 0 && r_21 < 32 && (q_22 >= 0 && q_22 < 16)) {
        a_21 = m[r_21 + q_22 * 32];
    }
    long col_22 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_22 = (long)get_local_id(0) % 16 % 16;
    long r_22 = x + row_22;
    long q_23 = y + col_22;
    float a_22 = 0.0f;
    if (r_22 >= 0 && r_22 < 32 && (q_23 >= 0 && q_23 < 16)) {
        a_22 = m[r_22 + q_23 * 32];
    }
    long col_23 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_23 = (long)get_local_id(0) % 16 % 16;
    long r_23 = x + row_23;
    long q_24 = y + col_23;
    float a_23 = 0.0f;
    if (r_23 >= 0 && r_23 < 32 && (q_24 >= 0 && q_24 < 16)) {
        a_23 = m[r_23 + q_24 * 32];
    }
    long col_24 = (long)get_local_id(0) % 16 / 16;
    long row_24 = (long)get_local_id(0) % 16 % 16;
    long r_24 = 5 + col_24;
    long q_25 = y + row_24;
    float a_24 = 0.0f;
    if (q_25 >= 0 && q_25 < 16) {
        a_24 = m[r_24 + q_25 * 32];
    }
    long col_25 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_25 = (long)get_local_id(0) % 16 % 16;
    long r_25 = 5 + col_25;
    long q_26 = y + row_25;
    float a_25 = 0.0f;
    if (q_26 >= 0 && q_26 < 16) {
        a_25 = m[r_25 + q_26 * 32];
    }
    long col_26 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_26 = (long)get_local_id(0) % 16 % 16;
    long r_26 = 5 + col_26;
    long q_27 = y + row_26;
    float a_26 = 0.0f;
    if (q_27 >= 0 && q_27 < 16) {
        a_26 = m[r_26 + q_27 * 32];
    }
    long col_27 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_27 = (long)get_local_id(0) % 16 % 16;
    long r_27 = 5 + col_27;
    long q_28 = y + row_27;
    float a_27 = 0.0f;
    if (q_28 >= 0 && q_28 < 16) {
        a_27 = m[r_27 + q_28 * 32];
    }
    long col_28 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_28 = (long)get_local_id(0) % 16 % 16;
    long r_28 = 5 + col_28;
    long q_29 = y + row_28;
    float a_28 = 0.0f;
    if (q_29 >= 0 && q_29 < 16) {
        a_28 = m[r_28 + q_29 * 32];
    }
    long col_29 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_29 = (long)get_local_id(0) % 16 % 16;
    long r_29 = 5 + col_29;
    long q_30 = y + row_29;
    float a_29 = 0.0f;
    if (q_30 >= 0 && q_30 < 16) {
        a_29 = m[r_29 + q_30 * 32];
    }
    long col_30 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_30 = (long)get_local_id(0) % 16 % 16;
    long r_30 = 5 + col_30;
    long q_31 = y + row_30;
    float a_30 = 0.0f;
    if (q_31 >= 0 && q_31 < 16) {
        a_30 = m[r_30 + q_31 * 32];
    }
    long col_31 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_31 = (long)get_local_id(0) % 16 % 16;
    long r_31 = 5 + col_31;
    long q_32 = y + row_31;
    float a_31 = 0.0f;
    if (q_32 >= 0 && q_32 < 16) {
        a_31 = m[r_31 + q_32 * 32];
    }
    long col_32 = (long)get_local_id(0) % 16 / 16;
    long row_32 = (long)get_local_id(0) % 16 % 16;
    long r_32 = x2 + col_32;
    float a_32 = 0.0f;
    if (r_32 >= 0 && r_32 < 32) {
        a_32 = m[r_32 + row_32 * 32];
    }
    long col_33 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_33 = (long)get_local_id(0) % 16 % 16;
    long r_33 = x2 + col_33;
    float a_33 = 0.0f;
    if (r_33 >= 0 && r_33 < 32) {
        a_33 = m[r_33 + row_33 * 32];
    }
    long col_34 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_34 = (long)get_local_id(0) % 16 % 16;
    long r_34 = x2 + col_34;
    float a_34 = 0.0f;
    if (r_34 >= 0 && r_34 < 32) {
        a_34 = m[r_34 + row_34 * 32];
    }
    long col_35 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_35 = (long)get_local_id(0) % 16 % 16;
    long r_35 = x2 + col_35;
    float a_35 = 0.0f;
    if (r_35 >= 0 && r_35 < 32) {
        a_35 = m[r_35 + row_35 * 32];
    }
    long col_36 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_36 = (long)get_local_id(0) % 16 % 16;
    long r_36 = x2 + col_36;
    float a_36 = 0.0f;
    if (r_36 >= 0 && r_36 < 32) {
        a_36 = m[r_36 + row_36 * 32];
    }
    long col_37 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_37 = (long)get_local_id(0) % 16 % 16;
    long r_37 = x2 + col_37;
    float a_37 = 0.0f;
    if (r_37 >= 0 && r_37 < 32) {
        a_37 = m[r_37 + row_37 * 32];
    }
    long col_38 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_38 = (long)get_local_id(0) % 16 % 16;
    long r_38 = x2 + col_38;
    float a_38 = 0.0f;
    if (r_38 >= 0 && r_38 < 32) {
        a_38 = m[r_38 + row_38 * 32];
    }
    long col_39 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_39 = (long)get_local_id(0) % 16 % 16;
    long r_39 = x2 + col_39;
    float a_39 = 0.0f;
    if (r_39 >= 0 && r_39 < 32) {
        a_39 = m[r_39 + row_39 * 32];
    }
    long col_40 = (long)get_local_id(0) % 16 / 16;
    long row_40 = (long)get_local_id(0) % 16 % 16;
    long r_40 = x2 + col_40;
    long q_33 = y + row_40;
    float a_40 = 0.0f;
    if (q_33 >= 0 && q_33 < 16 && (r_40 >= 0 && r_40 < 32)) {
        a_40 = m[r_40 + q_33 * 32];
    }
    long col_41 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_41 = (long)get_local_id(0) % 16 % 16;
    long r_41 = x2 + col_41;
    long q_34 = y + row_41;
    float a_41 = 0.0f;
    if (q_34 >= 0 && q_34 < 16 && (r_41 >= 0 && r_41 < 32)) {
        a_41 = m[r_41 + q_34 * 32];
    }
    long col_42 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_42 = (long)get_local_id(0) % 16 % 16;
    long r_42 = x2 + col_42;
    long q_35 = y + row_42;
    float a_42 = 0.0f;
    if (q_35 >= 0 && q_35 < 16 && (r_42 >= 0 && r_42 < 32)) {
        a_42 = m[r_42 + q_35 * 32];
    }
    long col_43 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_43 = (long)get_local_id(0) % 16 % 16;
    long r_43 = x2 + col_43;
    long q_36 = y + row_43;
    float a_43 = 0.0f;
    if (q_36 >= 0 && q_36 < 16 && (r_43 >= 0 && r_43 < 32)) {
        a_43 = m[r_43 + q_36 * 32];
    }
    long col_44 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_44 = (long)get_local_id(0) % 16 % 16;
    long r_44 = x2 + col_44;
    long q_37 = y + row_44;
    float a_44 = 0.0f;
    if (q_37 >= 0 && q_37 < 16 && (r_44 >= 0 && r_44 < 32)) {
        a_44 = m[r_44 + q_37 * 32];
    }
    long col_45 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_45 = (long)get_local_id(0) % 16 % 16;
    long r_45 = x2 + col_45;
    long q_38 = y + row_45;
    float a_45 = 0.0f;
    if (q_38 >= 0 && q_38 < 16 && (r_45 >= 0 && r_45 < 32)) {
        a_45 = m[r_45 + q_38 * 32];
    }
    long col_46 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_46 = (long)get_local_id(0) % 16 % 16;
    long r_46 = x2 + col_46;
    long q_39 = y + row_46;
    float a_46 = 0.0f;
    if (q_39 >= 0 && q_39 < 16 && (r_46 >= 0 && r_46 < 32)) {
        a_46 = m[r_46 + q_39 * 32];
    }
    long col_47 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_47 = (long)get_local_id(0) % 16 % 16;
    long r_47 = x2 + col_47;
    long q_40 = y + row_47;
    float a_47 = 0.0f;
    if (q_40 >= 0 && q_40 < 16 && (r_47 >= 0 && r_47 < 32)) {
        a_47 = m[r_47 + q_40 * 32];
    }
    long col_48 = (long)get_local_id(0) % 16 / 16;
    long row_48 = (long)get_local_id(0) % 16 % 16;
    long r_48 = x + row_48;
    long q_41 = y + col_48;
    float a_48 = 0.0f;
    if (r_48 >= 0 && r_48 < 32 && (q_41 >= 0 && q_41 < 16)) {
        a_48 = m[r_48 + q_41 * 32];
    }
    long col_49 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_49 = (long)get_local_id(0) % 16 % 16;
    long r_49 = x + row_49;
    long q_42 = y + col_49;
    float a_49 = 0.0f;
    if (r_49 >= 0 && r_49 < 32 && (q_42 >= 0 && q_42 < 16)) {
        a_49 = m[r_49 + q_42 * 32];
    }
    long col_50 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_50 = (long)get_local_id(0) % 16 % 16;
    long r_50 = x + row_50;
    long q_43 = y + col_50;
    float a_50 = 0.0f;
    if (r_50 >= 0 && r_50 < 32 && (q_43 >= 0 && q_43 < 16)) {
        a_50 = m[r_50 + q_43 * 32];
    }
    long col_51 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_51 = (long)get_local_id(0) % 16 % 16;
    long r_51 = x + row_51;
    long q_44 = y + col_51;
    float a_51 = 0.0f;
    if (r_51 >= 0 && r_51 < 32 && (q_44 >= 0 && q_44 < 16)) {
        a_51 = m[r_51 + q_44 * 32];
    }
    long col_52 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_52 = (long)get_local_id(0) % 16 % 16;
    long r_52 = x + row_52;
    long q_45 = y + col_52;
    float a_52 = 0.0f;
    if (r_52 >= 0 && r_52 < 32 && (q_45 >= 0 && q_45 < 16)) {
        a_52 = m[r_52 + q_45 * 32];
    }
    long col_53 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_53 = (long)get_local_id(0) % 16 % 16;
    long r_53 = x + row_53;
    long q_46 = y + col_53;
    float a_53 = 0.0f;
    if (r_53 >= 0 && r_53 < 32 && (q_46 >= 0 && q_46 < 16)) {
        a_53 = m[r_53 + q_46 * 32];
    }
    long col_54 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_54 = (long)get_local_id(0) % 16 % 16;
    long r_54 = x + row_54;
    long q_47 = y + col_54;
    float a_54 = 0.0f;
    if (r_54 >= 0 && r_54 < 32 && (q_47 >= 0 && q_47 < 16)) {
        a_54 = m[r_54 + q_47 * 32];
    }
    long col_55 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_55 = (long)get_local_id(0) % 16 % 16;
    long r_55 = x + row_55;
    long q_48 = y + col_55;
    float a_55 = 0.0f;
    if (r_55 >= 0 && r_55 < 32 && (q_48 >= 0 && q_48 < 16)) {
        a_55 = m[r_55 + q_48 * 32];
    }
    global float* o1 = O + gid * 896;
    global float* o2 = O + (128 + gid * 896);
    global float* o3 = O + (256 + gid * 896);
    global float* o4 = O + (384 + gid * 896);
    global float* o5 = O + (512 + gid * 896);
    global float* o6 = O + (640 + gid * 896);
    global float* o7 = O + (768 + gid * 896);
    long col_56 = (long)get_local_id(0) % 16 / 16;
    long row_56 = (long)get_local_id(0) % 16 % 16;
    o1[row_56 + col_56 * 16] = a;
    long col_57 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_57 = (long)get_local_id(0) % 16 % 16;
    o1[row_57 + col_57 * 16] = a_1;
    long col_58 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_58 = (long)get_local_id(0) % 16 % 16;
    o1[row_58 + col_58 * 16] = a_2;
    long col_59 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_59 = (long)get_local_id(0) % 16 % 16;
    o1[row_59 + col_59 * 16] = a_3;
    long col_60 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_60 = (long)get_local_id(0) % 16 % 16;
    o1[row_60 + col_60 * 16] = a_4;
    long col_61 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_61 = (long)get_local_id(0) % 16 % 16;
    o1[row_61 + col_61 * 16] = a_5;
    long col_62 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_62 = (long)get_local_id(0) % 16 % 16;
    o1[row_62 + col_62 * 16] = a_6;
    long col_63 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_63 = (long)get_local_id(0) % 16 % 16;
    o1[row_63 + col_63 * 16] = a_7;
    long col_64 = (long)get_local_id(0) % 16 / 16;
    long row_64 = (long)get_local_id(0) % 16 % 16;
    o2[row_64 + col_64 * 16] = a_8;
    long col_65 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_65 = (long)get_local_id(0) % 16 % 16;
    o2[row_65 + col_65 * 16] = a_9;
    long col_66 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_66 = (long)get_local_id(0) % 16 % 16;
    o2[row_66 + col_66 * 16] = a_10;
    long col_67 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_67 = (long)get_local_id(0) % 16 % 16;
    o2[row_67 + col_67 * 16] = a_11;
    long col_68 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_68 = (long)get_local_id(0) % 16 % 16;
    o2[row_68 + col_68 * 16] = a_12;
    long col_69 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_69 = (long)get_local_id(0) % 16 % 16;
    o2[row_69 + col_69 * 16] = a_13;
    long col_70 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_70 = (long)get_local_id(0) % 16 % 16;
    o2[row_70 + col_70 * 16] = a_14;
    long col_71 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_71 = (long)get_local_id(0) % 16 % 16;
    o2[row_71 + col_71 * 16] = a_15;
    long col_72 = (long)get_local_id(0) % 16 / 16;
    long row_72 = (long)get_local_id(0) % 16 % 16;
    o3[row_72 + col_72 * 16] = a_16;
    long col_73 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_73 = (long)get_local_id(0) % 16 % 16;
    o3[row_73 + col_73 * 16] = a_17;
    long col_74 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_74 = (long)get_local_id(0) % 16 % 16;
    o3[row_74 + col_74 * 16] = a_18;
    long col_75 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_75 = (long)get_local_id(0) % 16 % 16;
    o3[row_75 + col_75 * 16] = a_19;
    long col_76 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_76 = (long)get_local_id(0) % 16 % 16;
    o3[row_76 + col_76 * 16] = a_20;
    long col_77 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_77 = (long)get_local_id(0) % 16 % 16;
    o3[row_77 + col_77 * 16] = a_21;
    long col_78 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_78 = (long)get_local_id(0) % 16 % 16;
    o3[row_78 + col_78 * 16] = a_22;
    long col_79 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_79 = (long)get_local_id(0) % 16 % 16;
    o3[row_79 + col_79 * 16] = a_23;
    long col_80 = (long)get_local_id(0) % 16 / 16;
    long row_80 = (long)get_local_id(0) % 16 % 16;
    o4[row_80 + col_80 * 16] = a_24;
    long col_81 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_81 = (long)get_local_id(0) % 16 % 16;
    o4[row_81 + col_81 * 16] = a_25;
    long col_82 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_82 = (long)get_local_id(0) % 16 % 16;
    o4[row_82 + col_82 * 16] = a_26;
    long col_83 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_83 = (long)get_local_id(0) % 16 % 16;
    o4[row_83 + col_83 * 16] = a_27;
    long col_84 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_84 = (long)get_local_id(0) % 16 % 16;
    o4[row_84 + col_84 * 16] = a_28;
    long col_85 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_85 = (long)get_local_id(0) % 16 % 16;
    o4[row_85 + col_85 * 16] = a_29;
    long col_86 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_86 = (long)get_local_id(0) % 16 % 16;
    o4[row_86 + col_86 * 16] = a_30;
    long col_87 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_87 = (long)get_local_id(0) % 16 % 16;
    o4[row_87 + col_87 * 16] = a_31;
    long col_88 = (long)get_local_id(0) % 16 / 16;
    long row_88 = (long)get_local_id(0) % 16 % 16;
    o5[row_88 + col_88 * 16] = a_32;
    long col_89 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_89 = (long)get_local_id(0) % 16 % 16;
    o5[row_89 + col_89 * 16] = a_33;
    long col_90 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_90 = (long)get_local_id(0) % 16 % 16;
    o5[row_90 + col_90 * 16] = a_34;
    long col_91 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_91 = (long)get_local_id(0) % 16 % 16;
    o5[row_91 + col_91 * 16] = a_35;
    long col_92 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_92 = (long)get_local_id(0) % 16 % 16;
    o5[row_92 + col_92 * 16] = a_36;
    long col_93 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_93 = (long)get_local_id(0) % 16 % 16;
    o5[row_93 + col_93 * 16] = a_37;
    long col_94 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_94 = (long)get_local_id(0) % 16 % 16;
    o5[row_94 + col_94 * 16] = a_38;
    long col_95 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_95 = (long)get_local_id(0) % 16 % 16;
    o5[row_95 + col_95 * 16] = a_39;
    long col_96 = (long)get_local_id(0) % 16 / 16;
    long row_96 = (long)get_local_id(0) % 16 % 16;
    o6[row_96 + col_96 * 16] = a_40;
    long col_97 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_97 = (long)get_local_id(0) % 16 % 16;
    o6[row_97 + col_97 * 16] = a_41;
    long col_98 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_98 = (long)get_local_id(0) % 16 % 16;
    o6[row_98 + col_98 * 16] = a_42;
    long col_99 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_99 = (long)get_local_id(0) % 16 % 16;
    o6[row_99 + col_99 * 16] = a_43;
    long col_100 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_100 = (long)get_local_id(0) % 16 % 16;
    o6[row_100 + col_100 * 16] = a_44;
    long col_101 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_101 = (long)get_local_id(0) % 16 % 16;
    o6[row_101 + col_101 * 16] = a_45;
    long col_102 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_102 = (long)get_local_id(0) % 16 % 16;
    o6[row_102 + col_102 * 16] = a_46;
    long col_103 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_103 = (long)get_local_id(0) % 16 % 16;
    o6[row_103 + col_103 * 16] = a_47;
    long col_104 = (long)get_local_id(0) % 16 / 16;
    long row_104 = (long)get_local_id(0) % 16 % 16;
    o7[row_104 + col_104 * 16] = a_48;
    long col_105 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_105 = (long)get_local_id(0) % 16 % 16;
    o7[row_105 + col_105 * 16] = a_49;
    long col_106 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_106 = (long)get_local_id(0) % 16 % 16;
    o7[row_106 + col_106 * 16] = a_50;
    long col_107 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_107 = (long)get_local_id(0) % 16 % 16;
    o7[row_107 + col_107 * 16] = a_51;
    long col_108 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_108 = (long)get_local_id(0) % 16 % 16;
    o7[row_108 + col_108 * 16] = a_52;
    long col_109 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_109 = (long)get_local_id(0) % 16 % 16;
    o7[row_109 + col_109 * 16] = a_53;
    long col_110 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_110 = (long)get_local_id(0) % 16 % 16;
    o7[row_110 + col_110 * 16] = a_54;
    long col_111 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_111 = (long)get_local_id(0) % 16 % 16;
    o7[row_111 + col_111 * 16] = a_55;
    long col_112 = (long)get_local_id(0) % 16 / 16;
    long row_112 = (long)get_local_id(0) % 16 % 16;
    float a_56 = m[row_112 + col_112 * 32];
    long col_113 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_113 = (long)get_local_id(0) % 16 % 16;
    float a_57 = m[row_113 + col_113 * 32];
    long col_114 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_114 = (long)get_local_id(0) % 16 % 16;
    float a_58 = m[row_114 + col_114 * 32];
    long col_115 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_115 = (long)get_local_id(0) % 16 % 16;
    float a_59 = m[row_115 + col_115 * 32];
    long col_116 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_116 = (long)get_local_id(0) % 16 % 16;
    float a_60 = m[row_116 + col_116 * 32];
    long col_117 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_117 = (long)get_local_id(0) % 16 % 16;
    float a_61 = m[row_117 + col_117 * 32];
    long col_118 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_118 = (long)get_local_id(0) % 16 % 16;
    float a_62 = m[row_118 + col_118 * 32];
    long col_119 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_119 = (long)get_local_id(0) % 16 % 16;
    float a_63 = m[row_119 + col_119 * 32];
    long col_120 = (long)get_local_id(0) % 16 / 16;
    long row_120 = (long)get_local_id(0) % 16 % 16;
    long r_56 = x + row_120;
    long q_49 = 3 + col_120;
    if (r_56 >= 0 && r_56 < 32) {
        p1[r_56 + q_49 * 32] = a_56;
    }
    long col_121 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_121 = (long)get_local_id(0) % 16 % 16;
    long r_57 = x + row_121;
    long q_50 = 3 + col_121;
    if (r_57 >= 0 && r_57 < 32) {
        p1[r_57 + q_50 * 32] = a_57;
    }
    long col_122 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_122 = (long)get_local_id(0) % 16 % 16;
    long r_58 = x + row_122;
    long q_51 = 3 + col_122;
    if (r_58 >= 0 && r_58 < 32) {
        p1[r_58 + q_51 * 32] = a_58;
    }
    long col_123 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_123 = (long)get_local_id(0) % 16 % 16;
    long r_59 = x + row_123;
    long q_52 = 3 + col_123;
    if (r_59 >= 0 && r_59 < 32) {
        p1[r_59 + q_52 * 32] = a_59;
    }
    long col_124 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_124 = (long)get_local_id(0) % 16 % 16;
    long r_60 = x + row_124;
    long q_53 = 3 + col_124;
    if (r_60 >= 0 && r_60 < 32) {
        p1[r_60 + q_53 * 32] = a_60;
    }
    long col_125 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_125 = (long)get_local_id(0) % 16 % 16;
    long r_61 = x + row_125;
    long q_54 = 3 + col_125;
    if (r_61 >= 0 && r_61 < 32) {
        p1[r_61 + q_54 * 32] = a_61;
    }
    long col_126 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_126 = (long)get_local_id(0) % 16 % 16;
    long r_62 = x + row_126;
    long q_55 = 3 + col_126;
    if (r_62 >= 0 && r_62 < 32) {
        p1[r_62 + q_55 * 32] = a_62;
    }
    long col_127 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_127 = (long)get_local_id(0) % 16 % 16;
    long r_63 = x + row_127;
    long q_56 = 3 + col_127;
    if (r_63 >= 0 && r_63 < 32) {
        p1[r_63 + q_56 * 32] = a_63;
    }
    long col_128 = (long)get_local_id(0) % 16 / 16;
    long row_128 = (long)get_local_id(0) % 16 % 16;
    long r_64 = 5 + row_128;
    long q_57 = y + col_128;
    if (q_57 >= 0 && q_57 < 16) {
        p2[r_64 + q_57 * 32] = a_56;
    }
    long col_129 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_129 = (long)get_local_id(0) % 16 % 16;
    long r_65 = 5 + row_129;
    long q_58 = y + col_129;
    if (q_58 >= 0 && q_58 < 16) {
        p2[r_65 + q_58 * 32] = a_57;
    }
    long col_130 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_130 = (long)get_local_id(0) % 16 % 16;
    long r_66 = 5 + row_130;
    long q_59 = y + col_130;
    if (q_59 >= 0 && q_59 < 16) {
        p2[r_66 + q_59 * 32] = a_58;
    }
    long col_131 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_131 = (long)get_local_id(0) % 16 % 16;
    long r_67 = 5 + row_131;
    long q_60 = y + col_131;
    if (q_60 >= 0 && q_60 < 16) {
        p2[r_67 + q_60 * 32] = a_59;
    }
    long col_132 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_132 = (long)get_local_id(0) % 16 % 16;
    long r_68 = 5 + row_132;
    long q_61 = y + col_132;
    if (q_61 >= 0 && q_61 < 16) {
        p2[r_68 + q_61 * 32] = a_60;
    }
    long col_133 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_133 = (long)get_local_id(0) % 16 % 16;
    long r_69 = 5 + row_133;
    long q_62 = y + col_133;
    if (q_62 >= 0 && q_62 < 16) {
        p2[r_69 + q_62 * 32] = a_61;
    }
    long col_134 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_134 = (long)get_local_id(0) % 16 % 16;
    long r_70 = 5 + row_134;
    long q_63 = y + col_134;
    if (q_63 >= 0 && q_63 < 16) {
        p2[r_70 + q_63 * 32] = a_62;
    }
    long col_135 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_135 = (long)get_local_id(0) % 16 % 16;
    long r_71 = 5 + row_135;
    long q_64 = y + col_135;
    if (q_64 >= 0 && q_64 < 16) {
        p2[r_71 + q_64 * 32] = a_63;
    }
    long col_136 = (long)get_local_id(0) % 16 / 16;
    long row_136 = (long)get_local_id(0) % 16 % 16;
    long r_72 = x + row_136;
    long q_65 = y + col_136;
    if (r_72 >= 0 && r_72 < 32 && (q_65 >= 0 && q_65 < 16)) {
        p3[r_72 + q_65 * 32] = a_56;
    }
    long col_137 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_137 = (long)get_local_id(0) % 16 % 16;
    long r_73 = x + row_137;
    long q_66 = y + col_137;
    if (r_73 >= 0 && r_73 < 32 && (q_66 >= 0 && q_66 < 16)) {
        p3[r_73 + q_66 * 32] = a_57;
    }
    long col_138 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_138 = (long)get_local_id(0) % 16 % 16;
    long r_74 = x + row_138;
    long q_67 = y + col_138;
    if (r_74 >= 0 && r_74 < 32 && (q_67 >= 0 && q_67 < 16)) {
        p3[r_74 + q_67 * 32] = a_58;
    }
    long col_139 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_139 = (long)get_local_id(0) % 16 % 16;
    long r_75 = x + row_139;
    long q_68 = y + col_139;
    if (r_75 >= 0 && r_75 < 32 && (q_68 >= 0 && q_68 < 16)) {
        p3[r_75 + q_68 * 32] = a_59;
    }
    long col_140 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_140 = (long)get_local_id(0) % 16 % 16;
    long r_76 = x + row_140;
    long q_69 = y + col_140;
    if (r_76 >= 0 && r_76 < 32 && (q_69 >= 0 && q_69 < 16)) {
        p3[r_76 + q_69 * 32] = a_60;
    }
    long col_141 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_141 = (long)get_local_id(0) % 16 % 16;
    long r_77 = x + row_141;
    long q_70 = y + col_141;
    if (r_77 >= 0 && r_77 < 32 && (q_70 >= 0 && q_70 < 16)) {
        p3[r_77 + q_70 * 32] = a_61;
    }
    long col_142 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_142 = (long)get_local_id(0) % 16 % 16;
    long r_78 = x + row_142;
    long q_71 = y + col_142;
    if (r_78 >= 0 && r_78 < 32 && (q_71 >= 0 && q_71 < 16)) {
        p3[r_78 + q_71 * 32] = a_62;
    }
    long col_143 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_143 = (long)get_local_id(0) % 16 % 16;
    long r_79 = x + row_143;
    long q_72 = y + col_143;
    if (r_79 >= 0 && r_79 < 32 && (q_72 >= 0 && q_72 < 16)) {
        p3[r_79 + q_72 * 32] = a_63;
    }
    long col_144 = (long)get_local_id(0) % 16 / 16;
    long row_144 = (long)get_local_id(0) % 16 % 16;
    long r_80 = 5 + col_144;
    long q_73 = y + row_144;
    if (q_73 >= 0 && q_73 < 16) {
        p4[r_80 + q_73 * 32] = a_56;
    }
    long col_145 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_145 = (long)get_local_id(0) % 16 % 16;
    long r_81 = 5 + col_145;
    long q_74 = y + row_145;
    if (q_74 >= 0 && q_74 < 16) {
        p4[r_81 + q_74 * 32] = a_57;
    }
    long col_146 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_146 = (long)get_local_id(0) % 16 % 16;
    long r_82 = 5 + col_146;
    long q_75 = y + row_146;
    if (q_75 >= 0 && q_75 < 16) {
        p4[r_82 + q_75 * 32] = a_58;
    }
    long col_147 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_147 = (long)get_local_id(0) % 16 % 16;
    long r_83 = 5 + col_147;
    long q_76 = y + row_147;
    if (q_76 >= 0 && q_76 < 16) {
        p4[r_83 + q_76 * 32] = a_59;
    }
    long col_148 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_148 = (long)get_local_id(0) % 16 % 16;
    long r_84 = 5 + col_148;
    long q_77 = y + row_148;
    if (q_77 >= 0 && q_77 < 16) {
        p4[r_84 + q_77 * 32] = a_60;
    }
    long col_149 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_149 = (long)get_local_id(0) % 16 % 16;
    long r_85 = 5 + col_149;
    long q_78 = y + row_149;
    if (q_78 >= 0 && q_78 < 16) {
        p4[r_85 + q_78 * 32] = a_61;
    }
    long col_150 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_150 = (long)get_local_id(0) % 16 % 16;
    long r_86 = 5 + col_150;
    long q_79 = y + row_150;
    if (q_79 >= 0 && q_79 < 16) {
        p4[r_86 + q_79 * 32] = a_62;
    }
    long col_151 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_151 = (long)get_local_id(0) % 16 % 16;
    long r_87 = 5 + col_151;
    long q_80 = y + row_151;
    if (q_80 >= 0 && q_80 < 16) {
        p4[r_87 + q_80 * 32] = a_63;
    }
    long col_152 = (long)get_local_id(0) % 16 / 16;
    long row_152 = (long)get_local_id(0) % 16 % 16;
    long r_88 = x2 + col_152;
    if (r_88 >= 0 && r_88 < 32) {
        p5[r_88 + row_152 * 32] = a_56;
    }
    long col_153 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_153 = (long)get_local_id(0) % 16 % 16;
    long r_89 = x2 + col_153;
    if (r_89 >= 0 && r_89 < 32) {
        p5[r_89 + row_153 * 32] = a_57;
    }
    long col_154 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_154 = (long)get_local_id(0) % 16 % 16;
    long r_90 = x2 + col_154;
    if (r_90 >= 0 && r_90 < 32) {
        p5[r_90 + row_154 * 32] = a_58;
    }
    long col_155 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_155 = (long)get_local_id(0) % 16 % 16;
    long r_91 = x2 + col_155;
    if (r_91 >= 0 && r_91 < 32) {
        p5[r_91 + row_155 * 32] = a_59;
    }
    long col_156 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_156 = (long)get_local_id(0) % 16 % 16;
    long r_92 = x2 + col_156;
    if (r_92 >= 0 && r_92 < 32) {
        p5[r_92 + row_156 * 32] = a_60;
    }
    long col_157 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_157 = (long)get_local_id(0) % 16 % 16;
    long r_93 = x2 + col_157;
    if (r_93 >= 0 && r_93 < 32) {
        p5[r_93 + row_157 * 32] = a_61;
    }
    long col_158 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_158 = (long)get_local_id(0) % 16 % 16;
    long r_94 = x2 + col_158;
    if (r_94 >= 0 && r_94 < 32) {
        p5[r_94 + row_158 * 32] = a_62;
    }
    long col_159 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_159 = (long)get_local_id(0) % 16 % 16;
    long r_95 = x2 + col_159;
    if (r_95 >= 0 && r_95 < 32) {
        p5[r_95 + row_159 * 32] = a_63;
    }
    long col_160 = (long)get_local_id(0) % 16 / 16;
    long row_160 = (long)get_local_id(0) % 16 % 16;
    long r_96 = x2 + col_160;
    long q_81 = y + row_160;
    if (q_81 >= 0 && q_81 < 16 && (r_96 >= 0 && r_96 < 32)) {
        p6[r_96 + q_81 * 32] = a_56;
    }
    long col_161 = (long)get_local_id(0) % 16 / 16 + 1;
    long row_161 = (long)get_local_id(0) % 16 % 16;
    long r_97 = x2 + col_161;
    long q_82 = y + row_161;
    if (q_82 >= 0 && q_82 < 16 && (r_97 >= 0 && r_97 < 32)) {
        p6[r_97 + q_82 * 32] = a_57;
    }
    long col_162 = (long)get_local_id(0) % 16 / 16 + 2;
    long row_162 = (long)get_local_id(0) % 16 % 16;
    long r_98 = x2 + col_162;
    long q_83 = y + row_162;
    if (q_83 >= 0 && q_83 < 16 && (r_98 >= 0 && r_98 < 32)) {
        p6[r_98 + q_83 * 32] = a_58;
    }
    long col_163 = (long)get_local_id(0) % 16 / 16 + 3;
    long row_163 = (long)get_local_id(0) % 16 % 16;
    long r_99 = x2 + col_163;
    long q_84 = y + row_163;
    if (q_84 >= 0 && q_84 < 16 && (r_99 >= 0 && r_99 < 32)) {
        p6[r_99 + q_84 * 32] = a_59;
    }
    long col_164 = (long)get_local_id(0) % 16 / 16 + 4;
    long row_164 = (long)get_local_id(0) % 16 % 16;
    long r_100 = x2 + col_164;
    long q_85 = y + row_164;
    if (q_85 >= 0 && q_85 < 16 && (r_100 >= 0 && r_100 < 32)) {
        p6[r_100 + q_85 * 32] = a_60;
    }
    long col_165 = (long)get_local_id(0) % 16 / 16 + 5;
    long row_165 = (long)get_local_id(0) % 16 % 16;
    long r_101 = x2 + col_165;
    long q_86 = y + row_165;
    if (q_86 >= 0 && q_86 < 16 && (r_101 >= 0 && r_101 < 32)) {
        p6[r_101 + q_86 * 32] = a_61;
    }
    long col_166 = (long)get_local_id(0) % 16 / 16 + 6;
    long row_166 = (long)get_local_id(0) % 16 % 16;
    long r_102 = x2 + col_166;
    long q_87 = y + row_166;
    if (q_87 >= 0 && q_87 < 16 && (r_102 >= 0 && r_102 < 32)) {
        p6[r_102 + q_87 * 32] = a_62;
    }
    long col_167 = (long)get_local_id(0) % 16 / 16 + 7;
    long row_167 = (long)get_local_id(0) % 16 % 16;
    long r_103 = x2 + col_167;
    long q_88 = y + row_167;
    if (q_88 >= 0 && q_88 < 16 && (r_103 >= 0 && r_103 < 32)) {
        p6[r_103 + q_88 * 32] = a_63;
    }
    long t32 = (long)((ulong)gid * (ulong)32);
    long x3 = (long)((ulong)30 - (ulong)t32);
    long t3 = (long)((ulong)gid * (ulong)3);
    long y3 = (long)((ulong)-1 + (ulong)t3);
    long col_168 = (long)get_local_id(0) % 16 / 4;
    long row_168 = (long)get_local_id(0) % 16 % 4;
    long r_104 = x3 + row_168;
    long q_89 = y3 + col_168;
    float a_64 = 0.0f;
    if (col_168 < 15 && (r_104 >= 0 && r_104 < 32 && (q_89 >= 0 && q_89 < 16))) {
        a_64 = m[r_104 + q_89 * 32];
    }
    long col_169 = (long)get_local_id(0) % 16 / 4 + 4;
    long row_169 = (long)get_local_id(0) % 16 % 4;
    long r_105 = x3 + row_169;
    long q_90 = y3 + col_169;
    float a_65 = 0.0f;
    if (col_169 < 15 && (r_105 >= 0 && r_105 < 32 && (q_90 >= 0 && q_90 < 16))) {
        a_65 = m[r_105 + q_90 * 32];
    }
    long col_170 = (long)get_local_id(0) % 16 / 4 + 8;
    long row_170 = (long)get_local_id(0) % 16 % 4;
    long r_106 = x3 + row_170;
    long q_91 = y3 + col_170;
    float a_66 = 0.0f;
    if (col_170 < 15 && (r_106 >= 0 && r_106 < 32 && (q_91 >= 0 && q_91 < 16))) {
        a_66 = m[r_106 + q_91 * 32];
    }
    long col_171 = (long)get_local_id(0) % 16 / 4 + 12;
    long row_171 = (long)get_local_id(0) % 16 % 4;
    long r_107 = x3 + row_171;
    long q_92 = y3 + col_171;
    float a_67 = 0.0f;
    if (col_171 < 15 && (r_107 >= 0 && r_107 < 32 && (q_92 >= 0 && q_92 < 16))) {
        a_67 = m[r_107 + q_92 * 32];
    }
    long col_172 = (long)get_local_id(0) % 16 / 4;
    long row_172 = (long)get_local_id(0) % 16 % 4;
    if (col_172 < 15) {
        q[row_172 + col_172 * 4] = a_64;
    }
    long col_173 = (long)get_local_id(0) % 16 / 4 + 4;
    long row_173 = (long)get_local_id(0) % 16 % 4;
    if (col_173 < 15) {
        q[row_173 + col_173 * 4] = a_65;
    }
    long col_174 = (long)get_local_id(0) % 16 / 4 + 8;
    long row_174 = (long)get_local_id(0) % 16 % 4;
    if (col_174 < 15) {
        q[row_174 + col_174 * 4] = a_66;
    }
    long col_175 = (long)get_local_id(0) % 16 / 4 + 12;
    long row_175 = (long)get_local_id(0) % 16 % 4;
    if (col_175 < 15) {
        q[row_175 + col_175 * 4] = a_67;
    }
}
