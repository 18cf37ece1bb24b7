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
    long row = (long)get_local_id(0) % 16;
    long r = x + row;
    float a = 0.0f;
    if (r >= 0 && r < 32) {
        a = m[r + 96];
    }
    long row_1 = (long)get_local_id(0) % 16;
    long r_1 = x + row_1;
    float a_1 = 0.0f;
    if (r_1 >= 0 && r_1 < 32) {
        a_1 = m[r_1 + 128];
    }
    long row_2 = (long)get_local_id(0) % 16;
    long r_2 = x + row_2;
    float a_2 = 0.0f;
    if (r_2 >= 0 && r_2 < 32) {
        a_2 = m[r_2 + 160];
    }
    long row_3 = (long)get_local_id(0) % 16;
    long r_3 = x + row_3;
    float a_3 = 0.0f;
    if (r_3 >= 0 && r_3 < 32) {
        a_3 = m[r_3 + 192];
    }
    long row_4 = (long)get_local_id(0) % 16;
    long r_4 = x + row_4;
    float a_4 = 0.0f;
    if (r_4 >= 0 && r_4 < 32) {
        a_4 = m[r_4 + 224];
    }
    long row_5 = (long)get_local_id(0) % 16;
    long r_5 = x + row_5;
    float a_5 = 0.0f;
    if (r_5 >= 0 && r_5 < 32) {
        a_5 = m[r_5 + 256];
    }
    long row_6 = (long)get_local_id(0) % 16;
    long r_6 = x + row_6;
    float a_6 = 0.0f;
    if (r_6 >= 0 && r_6 < 32) {
        a_6 = m[r_6 + 288];
    }
    long row_7 = (long)get_local_id(0) % 16;
    long r_7 = x + row_7;
    float a_7 = 0.0f;
    if (r_7 >= 0 && r_7 < 32) {
        a_7 = m[r_7 + 320];
    }
    long row_8 = (long)get_local_id(0) % 16;
    long r_8 = 5 + row_8;
    float a_8 = 0.0f;
    if (y >= 0 && y < 16) {
        a_8 = m[r_8 + y * 32];
    }
    long row_9 = (long)get_local_id(0) % 16;
    long r_9 = 5 + row_9;
    long q_1 = y + 1;
    float a_9 = 0.0f;
    if (q_1 >= 0 && q_1 < 16) {
        a_9 = m[r_9 + q_1 * 32];
    }
    long row_10 = (long)get_local_id(0) % 16;
    long r_10 = 5 + row_10;
    long q_2 = y + 2;
    float a_10 = 0.0f;
    if (q_2 >= 0 && q_2 < 16) {
        a_10 = m[r_10 + q_2 * 32];
    }
    long row_11 = (long)get_local_id(0) % 16;
    long r_11 = 5 + row_11;
    long q_3 = y + 3;
    float a_11 = 0.0f;
    if (q_3 >= 0 && q_3 < 16) {
        a_11 = m[r_11 + q_3 * 32];
    }
    long row_12 = (long)get_local_id(0) % 16;
    long r_12 = 5 + row_12;
    long q_4 = y + 4;
    float a_12 = 0.0f;
    if (q_4 >= 0 && q_4 < 16) {
        a_12 = m[r_12 + q_4 * 32];
    }
    long row_13 = (long)get_local_id(0) % 16;
    long r_13 = 5 + row_13;
    long q_5 = y + 5;
    float a_13 = 0.0f;
    if (q_5 >= 0 && q_5 < 16) {
        a_13 = m[r_13 + q_5 * 32];
    }
    long row_14 = (long)get_local_id(0) % 16;
    long r_14 = 5 + row_14;
    long q_6 = y + 6;
    float a_14 = 0.0f;
    if (q_6 >= 0 && q_6 < 16) {
        a_14 = m[r_14 + q_6 * 32];
    }
    long row_15 = (long)get_local_id(0) % 16;
    long r_15 = 5 + row_15;
    long q_7 = y + 7;
    float a_15 = 0.0f;
    if (q_7 >= 0 && q_7 < 16) {
        a_15 = m[r_15 + q_7 * 32];
    }
    long row_16 = (long)get_local_id(0) % 16;
    long r_16 = x + row_16;
    float a_16 = 0.0f;
    if (r_16 >= 0 && r_16 < 32 && (y >= 0 && y < 16)) {
        a_16 = m[r_16 + y * 32];
    }
    long row_17 = (long)get_local_id(0) % 16;
    long r_17 = x + row_17;
    long q_8 = y + 1;
    float a_17 = 0.0f;
    if (r_17 >= 0 && r_17 < 32 && (q_8 >= 0 && q_8 < 16)) {
        a_17 = m[r_17 + q_8 * 32];
    }
    long row_18 = (long)get_local_id(0) % 16;
    long r_18 = x + row_18;
    long q_9 = y + 2;
    float a_18 = 0.0f;
    if (r_18 >= 0 && r_18 < 32 && (q_9 >= 0 && q_9 < 16)) {
        a_18 = m[r_18 + q_9 * 32];
    }
    long row_19 = (long)get_local_id(0) % 16;
    long r_19 = x + row_19;
    long q_10 = y + 3;
    float a_19 = 0.0f;
    if (r_19 >= 0 && r_19 < 32 && (q_10 >= 0 && q_10 < 16)) {
        a_19 = m[r_19 + q_10 * 32];
    }
    long row_20 = (long)get_local_id(0) % 16;
    long r_20 = x + row_20;
    long q_11 = y + 4;
    float a_20 = 0.0f;
    if (r_20 >= 0 && r_20 < 32 && (q_11 >= 0 && q_11 < 16)) {
        a_20 = m[r_20 + q_11 * 32];
    }
    long row_21 = (long)get_local_id(0) % 16;
    long r_21 = x + row_21;
    long q_12 = y + 5;
    float a_21 = 0.0f;
    if (r_21 >= 0 && r_21 < 32 && (q_12 >= 0 && q_12 < 16)) {
        a_21 = m[r_21 + q_12 * 32];
    }
    long row_22 = (long)get_local_id(0) % 16;
    long r_22 = x + row_22;
    long q_13 = y + 6;
    float a_22 = 0.0f;
    if (r_22 >= 0 && r_22 < 32 && (q_13 >= 0 && q_13 < 16)) {
        a_22 = m[r_22 + q_13 * 32];
    }
    long row_23 = (long)get_local_id(0) % 16;
    long r_23 = x + row_23;
    long q_14 = y + 7;
    float a_23 = 0.0f;
    if (r_23 >= 0 && r_23 < 32 && (q_14 >= 0 && q_14 < 16)) {
        a_23 = m[r_23 + q_14 * 32];
    }
    long row_24 = (long)get_local_id(0) % 16;
    long q_15 = y + row_24;
    float a_24 = 0.0f;
    if (q_15 >= 0 && q_15 < 16) {
        a_24 = m[5 + q_15 * 32];
    }
    long row_25 = (long)get_local_id(0) % 16;
    long q_16 = y + row_25;
    float a_25 = 0.0f;
    if (q_16 >= 0 && q_16 < 16) {
        a_25 = m[6 + q_16 * 32];
    }
    long row_26 = (long)get_local_id(0) % 16;
    long q_17 = y + row_26;
    float a_26 = 0.0f;
    if (q_17 >= 0 && q_17 < 16) {
        a_26 = m[7 + q_17 * 32];
    }
    long row_27 = (long)get_local_id(0) % 16;
    long q_18 = y + row_27;
    float a_27 = 0.0f;
    if (q_18 >= 0 && q_18 < 16) {
        a_27 = m[8 + q_18 * 32];
    }
    long row_28 = (long)get_local_id(0) % 16;
    long q_19 = y + row_28;
    float a_28 = 0.0f;
    if (q_19 >= 0 && q_19 < 16) {
        a_28 = m[9 + q_19 * 32];
    }
    long row_29 = (long)get_local_id(0) % 16;
    long q_20 = y + row_29;
    float a_29 = 0.0f;
    if (q_20 >= 0 && q_20 < 16) {
        a_29 = m[10 + q_20 * 32];
    }
    long row_30 = (long)get_local_id(0) % 16;
    long q_21 = y + row_30;
    float a_30 = 0.0f;
    if (q_21 >= 0 && q_21 < 16) {
        a_30 = m[11 + q_21 * 32];
    }
    long row_31 = (long)get_local_id(0) % 16;
    long q_22 = y + row_31;
    float a_31 = 0.0f;
    if (q_22 >= 0 && q_22 < 16) {
        a_31 = m[12 + q_22 * 32];
    }
    long row_32 = (long)get_local_id(0) % 16;
    float a_32 = 0.0f;
    if (x2 >= 0 && x2 < 32) {
        a_32 = m[x2 + row_32 * 32];
    }
    long row_33 = (long)get_local_id(0) % 16;
    long r_24 = x2 + 1;
    float a_33 = 0.0f;
    if (r_24 >= 0 && r_24 < 32) {
        a_33 = m[r_24 + row_33 * 32];
    }
    long row_34 = (long)get_local_id(0) % 16;
    long r_25 = x2 + 2;
    float a_34 = 0.0f;
    if (r_25 >= 0 && r_25 < 32) {
        a_34 = m[r_25 + row_34 * 32];
    }
    long row_35 = (long)get_local_id(0) % 16;
    long r_26 = x2 + 3;
    float a_35 = 0.0f;
    if (r_26 >= 0 && r_26 < 32) {
        a_35 = m[r_26 + row_35 * 32];
    }
    long row_36 = (long)get_local_id(0) % 16;
    long r_27 = x2 + 4;
    float a_36 = 0.0f;
    if (r_27 >= 0 && r_27 < 32) {
        a_36 = m[r_27 + row_36 * 32];
    }
    long row_37 = (long)get_local_id(0) % 16;
    long r_28 = x2 + 5;
    float a_37 = 0.0f;
    if (r_28 >= 0 && r_28 < 32) {
        a_37 = m[r_28 + row_37 * 32];
    }
    long row_38 = (long)get_local_id(0) % 16;
    long r_29 = x2 + 6;
    float a_38 = 0.0f;
    if (r_29 >= 0 && r_29 < 32) {
        a_38 = m[r_29 + row_38 * 32];
    }
    long row_39 = (long)get_local_id(0) % 16;
    long r_30 = x2 + 7;
    float a_39 = 0.0f;
    if (r_30 >= 0 && r_30 < 32) {
        a_39 = m[r_30 + row_39 * 32];
    }
    long row_40 = (long)get_local_id(0) % 16;
    long q_23 = y + row_40;
    float a_40 = 0.0f;
    if (q_23 >= 0 && q_23 < 16 && (x2 >= 0 && x2 < 32)) {
        a_40 = m[x2 + q_23 * 32];
    }
    long row_41 = (long)get_local_id(0) % 16;
    long r_31 = x2 + 1;
    long q_24 = y + row_41;
    float a_41 = 0.0f;
    if (q_24 >= 0 && q_24 < 16 && (r_31 >= 0 && r_31 < 32)) {
        a_41 = m[r_31 + q_24 * 32];
    }
    long row_42 = (long)get_local_id(0) % 16;
    long r_32 = x2 + 2;
    long q_25 = y + row_42;
    float a_42 = 0.0f;
    if (q_25 >= 0 && q_25 < 16 && (r_32 >= 0 && r_32 < 32)) {
        a_42 = m[r_32 + q_25 * 32];
    }
    long row_43 = (long)get_local_id(0) % 16;
    long r_33 = x2 + 3;
    long q_26 = y + row_43;
    float a_43 = 0.0f;
    if (q_26 >= 0 && q_26 < 16 && (r_33 >= 0 && r_33 < 32)) {
        a_43 = m[r_33 + q_26 * 32];
    }
    long row_44 = (long)get_local_id(0) % 16;
    long r_34 = x2 + 4;
    long q_27 = y + row_44;
    float a_44 = 0.0f;
    if (q_27 >= 0 && q_27 < 16 && (r_34 >= 0 && r_34 < 32)) {
        a_44 = m[r_34 + q_27 * 32];
    }
    long row_45 = (long)get_local_id(0) % 16;
    long r_35 = x2 + 5;
    long q_28 = y + row_45;
    float a_45 = 0.0f;
    if (q_28 >= 0 && q_28 < 16 && (r_35 >= 0 && r_35 < 32)) {
        a_45 = m[r_35 + q_28 * 32];
    }
    long row_46 = (long)get_local_id(0) % 16;
    long r_36 = x2 + 6;
    long q_29 = y + row_46;
    float a_46 = 0.0f;
    if (q_29 >= 0 && q_29 < 16 && (r_36 >= 0 && r_36 < 32)) {
        a_46 = m[r_36 + q_29 * 32];
    }
    long row_47 = (long)get_local_id(0) % 16;
    long r_37 = x2 + 7;
    long q_30 = y + row_47;
    float a_47 = 0.0f;
    if (q_30 >= 0 && q_30 < 16 && (r_37 >= 0 && r_37 < 32)) {
        a_47 = m[r_37 + q_30 * 32];
    }
    long row_48 = (long)get_local_id(0) % 16;
    long r_38 = x + row_48;
    float a_48 = 0.0f;
    if (r_38 >= 0 && r_38 < 32 && (y >= 0 && y < 16)) {
        a_48 = m[r_38 + y * 32];
    }
    long row_49 = (long)get_local_id(0) % 16;
    long r_39 = x + row_49;
    long q_31 = y + 1;
    float a_49 = 0.0f;
    if (r_39 >= 0 && r_39 < 32 && (q_31 >= 0 && q_31 < 16)) {
        a_49 = m[r_39 + q_31 * 32];
    }
    long row_50 = (long)get_local_id(0) % 16;
    long r_40 = x + row_50;
    long q_32 = y + 2;
    float a_50 = 0.0f;
    if (r_40 >= 0 && r_40 < 32 && (q_32 >= 0 && q_32 < 16)) {
        a_50 = m[r_40 + q_32 * 32];
    }
    long row_51 = (long)get_local_id(0) % 16;
    long r_41 = x + row_51;
    long q_33 = y + 3;
    float a_51 = 0.0f;
    if (r_41 >= 0 && r_41 < 32 && (q_33 >= 0 && q_33 < 16)) {
        a_51 = m[r_41 + q_33 * 32];
    }
    long row_52 = (long)get_local_id(0) % 16;
    long r_42 = x + row_52;
    long q_34 = y + 4;
    float a_52 = 0.0f;
    if (r_42 >= 0 && r_42 < 32 && (q_34 >= 0 && q_34 < 16)) {
        a_52 = m[r_42 + q_34 * 32];
    }
    long row_53 = (long)get_local_id(0) % 16;
    long r_43 = x + row_53;
    long q_35 = y + 5;
    float a_53 = 0.0f;
    if (r_43 >= 0 && r_43 < 32 && (q_35 >= 0 && q_35 < 16)) {
        a_53 = m[r_43 + q_35 * 32];
    }
    long row_54 = (long)get_local_id(0) % 16;
    long r_44 = x + row_54;
    long q_36 = y + 6;
    float a_54 = 0.0f;
    if (r_44 >= 0 && r_44 < 32 && (q_36 >= 0 && q_36 < 16)) {
        a_54 = m[r_44 + q_36 * 32];
    }
    long row_55 = (long)get_local_id(0) % 16;
    long r_45 = x + row_55;
    long q_37 = y + 7;
    float a_55 = 0.0f;
    if (r_45 >= 0 && r_45 < 32 && (q_37 >= 0 && q_37 < 16)) {
        a_55 = m[r_45 + q_37 * 32];
    }
    global float* o1 = O + gid * 896;
    global float* o2 = O + (128 + gid * 896);
    global float* o3 = O + (256 + gid * 896);
    global float* o4 = O + (384 + gid * 896);
    global float* o5 = O + (512 + gid * 896);
    global float* o6 = O + (640 + gid * 896);
    global float* o7 = O + (768 + gid * 896);
    long row_56 = (long)get_local_id(0) % 16;
    o1[row_56] = a;
    long row_57 = (long)get_local_id(0) % 16;
    o1[row_57 + 16] = a_1;
    long row_58 = (long)get_local_id(0) % 16;
    o1[row_58 + 32] = a_2;
    long row_59 = (long)get_local_id(0) % 16;
    o1[row_59 + 48] = a_3;
    long row_60 = (long)get_local_id(0) % 16;
    o1[row_60 + 64] = a_4;
    long row_61 = (long)get_local_id(0) % 16;
    o1[row_61 + 80] = a_5;
    long row_62 = (long)get_local_id(0) % 16;
    o1[row_62 + 96] = a_6;
    long row_63 = (long)get_local_id(0) % 16;
    o1[row_63 + 112] = a_7;
    long row_64 = (long)get_local_id(0) % 16;
    o2[row_64] = a_8;
    long row_65 = (long)get_local_id(0) % 16;
    o2[row_65 + 16] = a_9;
    long row_66 = (long)get_local_id(0) % 16;
    o2[row_66 + 32] = a_10;
    long row_67 = (long)get_local_id(0) % 16;
    o2[row_67 + 48] = a_11;
    long row_68 = (long)get_local_id(0) % 16;
    o2[row_68 + 64] = a_12;
    long row_69 = (long)get_local_id(0) % 16;
    o2[row_69 + 80] = a_13;
    long row_70 = (long)get_local_id(0) % 16;
    o2[row_70 + 96] = a_14;
    long row_71 = (long)get_local_id(0) % 16;
    o2[row_71 + 112] = a_15;
    long row_72 = (long)get_local_id(0) % 16;
    o3[row_72] = a_16;
    long row_73 = (long)get_local_id(0) % 16;
    o3[row_73 + 16] = a_17;
    long row_74 = (long)get_local_id(0) % 16;
    o3[row_74 + 32] = a_18;
    long row_75 = (long)get_local_id(0) % 16;
    o3[row_75 + 48] = a_19;
    long row_76 = (long)get_local_id(0) % 16;
    o3[row_76 + 64] = a_20;
    long row_77 = (long)get_local_id(0) % 16;
    o3[row_77 + 80] = a_21;
    long row_78 = (long)get_local_id(0) % 16;
    o3[row_78 + 96] = a_22;
    long row_79 = (long)get_local_id(0) % 16;
    o3[row_79 + 112] = a_23;
    long row_80 = (long)get_local_id(0) % 16;
    o4[row_80] = a_24;
    long row_81 = (long)get_local_id(0) % 16;
    o4[row_81 + 16] = a_25;
    long row_82 = (long)get_local_id(0) % 16;
    o4[row_82 + 32] = a_26;
    long row_83 = (long)get_local_id(0) % 16;
    o4[row_83 + 48] = a_27;
    long row_84 = (long)get_local_id(0) % 16;
    o4[row_84 + 64] = a_28;
    long row_85 = (long)get_local_id(0) % 16;
    o4[row_85 + 80] = a_29;
    long row_86 = (long)get_local_id(0) % 16;
    o4[row_86 + 96] = a_30;
    long row_87 = (long)get_local_id(0) % 16;
    o4[row_87 + 112] = a_31;
    long row_88 = (long)get_local_id(0) % 16;
    o5[row_88] = a_32;
    long row_89 = (long)get_local_id(0) % 16;
    o5[row_89 + 16] = a_33;
    long row_90 = (long)get_local_id(0) % 16;
    o5[row_90 + 32] = a_34;
    long row_91 = (long)get_local_id(0) % 16;
    o5[row_91 + 48] = a_35;
    long row_92 = (long)get_local_id(0) % 16;
    o5[row_92 + 64] = a_36;
    long row_93 = (long)get_local_id(0) % 16;
    o5[row_93 + 80] = a_37;
    long row_94 = (long)get_local_id(0) % 16;
    o5[row_94 + 96] = a_38;
    long row_95 = (long)get_local_id(0) % 16;
    o5[row_95 + 112] = a_39;
    long row_96 = (long)get_local_id(0) % 16;
    o6[row_96] = a_40;
    long row_97 = (long)get_local_id(0) % 16;
    o6[row_97 + 16] = a_41;
    long row_98 = (long)get_local_id(0) % 16;
    o6[row_98 + 32] = a_42;
    long row_99 = (long)get_local_id(0) % 16;
    o6[row_99 + 48] = a_43;
    long row_100 = (long)get_local_id(0) % 16;
    o6[row_100 + 64] = a_44;
    long row_101 = (long)get_local_id(0) % 16;
    o6[row_101 + 80] = a_45;
    long row_102 = (long)get_local_id(0) % 16;
    o6[row_102 + 96] = a_46;
    long row_103 = (long)get_local_id(0) % 16;
    o6[row_103 + 112] = a_47;
    long row_104 = (long)get_local_id(0) % 16;
    o7[row_104] = a_48;
    long row_105 = (long)get_local_id(0) % 16;
    o7[row_105 + 16] = a_49;
    long row_106 = (long)get_local_id(0) % 16;
    o7[row_106 + 32] = a_50;
    long row_107 = (long)get_local_id(0) % 16;
    o7[row_107 + 48] = a_51;
    long row_108 = (long)get_local_id(0) % 16;
    o7[row_108 + 64] = a_52;
    long row_109 = (long)get_local_id(0) % 16;
    o7[row_109 + 80] = a_53;
    long row_110 = (long)get_local_id(0) % 16;
    o7[row_110 + 96] = a_54;
    long row_111 = (long)get_local_id(0) % 16;
    o7[row_111 + 112] = a_55;
    long row_112 = (long)get_local_id(0) % 16;
    float a_56 = m[row_112];
    long row_113 = (long)get_local_id(0) % 16;
    float a_57 = m[row_113 + 32];
    long row_114 = (long)get_local_id(0) % 16;
    float a_58 = m[row_114 + 64];
    long row_115 = (long)get_local_id(0) % 16;
    float a_59 = m[row_115 + 96];
    long row_116 = (long)get_local_id(0) % 16;
    float a_60 = m[row_116 + 128];
    long row_117 = (long)get_local_id(0) % 16;
    float a_61 = m[row_117 + 160];
    long row_118 = (long)get_local_id(0) % 16;
    float a_62 = m[row_118 + 192];
    long row_119 = (long)get_local_id(0) % 16;
    float a_63 = m[row_119 + 224];
    long row_120 = (long)get_local_id(0) % 16;
    long r_46 = x + row_120;
    if (r_46 >= 0 && r_46 < 32) {
        p1[r_46 + 96] = a_56;
    }
    long row_121 = (long)get_local_id(0) % 16;
    long r_47 = x + row_121;
    if (r_47 >= 0 && r_47 < 32) {
        p1[r_47 + 128] = a_57;
    }
    long row_122 = (long)get_local_id(0) % 16;
    long r_48 = x + row_122;
    if (r_48 >= 0 && r_48 < 32) {
        p1[r_48 + 160] = a_58;
    }
    long row_123 = (long)get_local_id(0) % 16;
    long r_49 = x + row_123;
    if (r_49 >= 0 && r_49 < 32) {
        p1[r_49 + 192] = a_59;
    }
    long row_124 = (long)get_local_id(0) % 16;
    long r_50 = x + row_124;
    if (r_50 >= 0 && r_50 < 32) {
        p1[r_50 + 224] = a_60;
    }
    long row_125 = (long)get_local_id(0) % 16;
    long r_51 = x + row_125;
    if (r_51 >= 0 && r_51 < 32) {
        p1[r_51 + 256] = a_61;
    }
    long row_126 = (long)get_local_id(0) % 16;
    long r_52 = x + row_126;
    if (r_52 >= 0 && r_52 < 32) {
        p1[r_52 + 288] = a_62;
    }
    long row_127 = (long)get_local_id(0) % 16;
    long r_53 = x + row_127;
    if (r_53 >= 0 && r_53 < 32) {
        p1[r_53 + 320] = a_63;
    }
    long row_128 = (long)get_local_id(0) % 16;
    long r_54 = 5 + row_128;
    if (y >= 0 && y < 16) {
        p2[r_54 + y * 32] = a_56;
    }
    long row_129 = (long)get_local_id(0) % 16;
    long r_55 = 5 + row_129;
    long q_38 = y + 1;
    if (q_38 >= 0 && q_38 < 16) {
        p2[r_55 + q_38 * 32] = a_57;
    }
    long row_130 = (long)get_local_id(0) % 16;
    long r_56 = 5 + row_130;
    long q_39 = y + 2;
    if (q_39 >= 0 && q_39 < 16) {
        p2[r_56 + q_39 * 32] = a_58;
    }
    long row_131 = (long)get_local_id(0) % 16;
    long r_57 = 5 + row_131;
    long q_40 = y + 3;
    if (q_40 >= 0 && q_40 < 16) {
        p2[r_57 + q_40 * 32] = a_59;
    }
    long row_132 = (long)get_local_id(0) % 16;
    long r_58 = 5 + row_132;
    long q_41 = y + 4;
    if (q_41 >= 0 && q_41 < 16) {
        p2[r_58 + q_41 * 32] = a_60;
    }
    long row_133 = (long)get_local_id(0) % 16;
    long r_59 = 5 + row_133;
    long q_42 = y + 5;
    if (q_42 >= 0 && q_42 < 16) {
        p2[r_59 + q_42 * 32] = a_61;
    }
    long row_134 = (long)get_local_id(0) % 16;
    long r_60 = 5 + row_134;
    long q_43 = y + 6;
    if (q_43 >= 0 && q_43 < 16) {
        p2[r_60 + q_43 * 32] = a_62;
    }
    long row_135 = (long)get_local_id(0) % 16;
    long r_61 = 5 + row_135;
    long q_44 = y + 7;
    if (q_44 >= 0 && q_44 < 16) {
        p2[r_61 + q_44 * 32] = a_63;
    }
    long row_136 = (long)get_local_id(0) % 16;
    long r_62 = x + row_136;
    if (r_62 >= 0 && r_62 < 32 && (y >= 0 && y < 16)) {
        p3[r_62 + y * 32] = a_56;
    }
    long row_137 = (long)get_local_id(0) % 16;
    long r_63 = x + row_137;
    long q_45 = y + 1;
    if (r_63 >= 0 && r_63 < 32 && (q_45 >= 0 && q_45 < 16)) {
        p3[r_63 + q_45 * 32] = a_57;
    }
    long row_138 = (long)get_local_id(0) % 16;
    long r_64 = x + row_138;
    long q_46 = y + 2;
    if (r_64 >= 0 && r_64 < 32 && (q_46 >= 0 && q_46 < 16)) {
        p3[r_64 + q_46 * 32] = a_58;
    }
    long row_139 = (long)get_local_id(0) % 16;
    long r_65 = x + row_139;
    long q_47 = y + 3;
    if (r_65 >= 0 && r_65 < 32 && (q_47 >= 0 && q_47 < 16)) {
        p3[r_65 + q_47 * 32] = a_59;
    }
    long row_140 = (long)get_local_id(0) % 16;
    long r_66 = x + row_140;
    long q_48 = y + 4;
    if (r_66 >= 0 && r_66 < 32 && (q_48 >= 0 && q_48 < 16)) {
        p3[r_66 + q_48 * 32] = a_60;
    }
    long row_141 = (long)get_local_id(0) % 16;
    long r_67 = x + row_141;
    long q_49 = y + 5;
    if (r_67 >= 0 && r_67 < 32 && (q_49 >= 0 && q_49 < 16)) {
        p3[r_67 + q_49 * 32] = a_61;
    }
    long row_142 = (long)get_local_id(0) % 16;
    long r_68 = x + row_142;
    long q_50 = y + 6;
    if (r_68 >= 0 && r_68 < 32 && (q_50 >= 0 && q_50 < 16)) {
        p3[r_68 + q_50 * 32] = a_62;
    }
    long row_143 = (long)get_local_id(0) % 16;
    long r_69 = x + row_143;
    long q_51 = y + 7;
    if (r_69 >= 0 && r_69 < 32 && (q_51 >= 0 && q_51 < 16)) {
        p3[r_69 + q_51 * 32] = a_63;
    }
    long row_144 = (long)get_local_id(0) % 16;
    long q_52 = y + row_144;
    if (q_52 >= 0 && q_52 < 16) {
        p4[5 + q_52 * 32] = a_56;
    }
    long row_145 = (long)get_local_id(0) % 16;
    long q_53 = y + row_145;
    if (q_53 >= 0 && q_53 < 16) {
        p4[6 + q_53 * 32] = a_57;
    }
    long row_146 = (long)get_local_id(0) % 16;
    long q_54 = y + row_146;
    if (q_54 >= 0 && q_54 < 16) {
        p4[7 + q_54 * 32] = a_58;
    }
    long row_147 = (long)get_local_id(0) % 16;
    long q_55 = y + row_147;
    if (q_55 >= 0 && q_55 < 16) {
        p4[8 + q_55 * 32] = a_59;
    }
    long row_148 = (long)get_local_id(0) % 16;
    long q_56 = y + row_148;
    if (q_56 >= 0 && q_56 < 16) {
        p4[9 + q_56 * 32] = a_60;
    }
    long row_149 = (long)get_local_id(0) % 16;
    long q_57 = y + row_149;
    if (q_57 >= 0 && q_57 < 16) {
        p4[10 + q_57 * 32] = a_61;
    }
    long row_150 = (long)get_local_id(0) % 16;
    long q_58 = y + row_150;
    if (q_58 >= 0 && q_58 < 16) {
        p4[11 + q_58 * 32] = a_62;
    }
    long row_151 = (long)get_local_id(0) % 16;
    long q_59 = y + row_151;
    if (q_59 >= 0 && q_59 < 16) {
        p4[12 + q_59 * 32] = a_63;
    }
    long row_152 = (long)get_local_id(0) % 16;
    if (x2 >= 0 && x2 < 32) {
        p5[x2 + row_152 * 32] = a_56;
    }
    long row_153 = (long)get_local_id(0) % 16;
    long r_70 = x2 + 1;
    if (r_70 >= 0 && r_70 < 32) {
        p5[r_70 + row_153 * 32] = a_57;
    }
    long row_154 = (long)get_local_id(0) % 16;
    long r_71 = x2 + 2;
    if (r_71 >= 0 && r_71 < 32) {
        p5[r_71 + row_154 * 32] = a_58;
    }
    long row_155 = (long)get_local_id(0) % 16;
    long r_72 = x2 + 3;
    if (r_72 >= 0 && r_72 < 32) {
        p5[r_72 + row_155 * 32] = a_59;
    }
    long row_156 = (long)get_local_id(0) % 16;
    long r_73 = x2 + 4;
    if (r_73 >= 0 && r_73 < 32) {
        p5[r_73 + row_156 * 32] = a_60;
    }
    long row_157 = (long)get_local_id(0) % 16;
    long r_74 = x2 + 5;
    if (r_74 >= 0 && r_74 < 32) {
        p5[r_74 + row_157 * 32] = a_61;
    }
    long row_158 = (long)get_local_id(0) % 16;
    long r_75 = x2 + 6;
    if (r_75 >= 0 && r_75 < 32) {
        p5[r_75 + row_158 * 32] = a_62;
    }
    long row_159 = (long)get_local_id(0) % 16;
    long r_76 = x2 + 7;
    if (r_76 >= 0 && r_76 < 32) {
        p5[r_76 + row_159 * 32] = a_63;
    }
    long row_160 = (long)get_local_id(0) % 16;
    long q_60 = y + row_160;
    if (q_60 >= 0 && q_60 < 16 && (x2 >= 0 && x2 < 32)) {
        p6[x2 + q_60 * 32] = a_56;
    }
    long row_161 = (long)get_local_id(0) % 16;
    long r_77 = x2 + 1;
    long q_61 = y + row_161;
    if (q_61 >= 0 && q_61 < 16 && (r_77 >= 0 && r_77 < 32)) {
        p6[r_77 + q_61 * 32] = a_57;
    }
    long row_162 = (long)get_local_id(0) % 16;
    long r_78 = x2 + 2;
    long q_62 = y + row_162;
    if (q_62 >= 0 && q_62 < 16 && (r_78 >= 0 && r_78 < 32)) {
        p6[r_78 + q_62 * 32] = a_58;
    }
    long row_163 = (long)get_local_id(0) % 16;
    long r_79 = x2 + 3;
    long q_63 = y + row_163;
    if (q_63 >= 0 && q_63 < 16 && (r_79 >= 0 && r_79 < 32)) {
        p6[r_79 + q_63 * 32] = a_59;
    }
    long row_164 = (long)get_local_id(0) % 16;
    long r_80 = x2 + 4;
    long q_64 = y + row_164;
    if (q_64 >= 0 && q_64 < 16 && (r_80 >= 0 && r_80 < 32)) {
        p6[r_80 + q_64 * 32] = a_60;
    }
    long row_165 = (long)get_local_id(0) % 16;
    long r_81 = x2 + 5;
    long q_65 = y + row_165;
    if (q_65 >= 0 && q_65 < 16 && (r_81 >= 0 && r_81 < 32)) {
        p6[r_81 + q_65 * 32] = a_61;
    }
    long row_166 = (long)get_local_id(0) % 16;
    long r_82 = x2 + 6;
    long q_66 = y + row_166;
    if (q_66 >= 0 && q_66 < 16 && (r_82 >= 0 && r_82 < 32)) {
        p6[r_82 + q_66 * 32] = a_62;
    }
    long row_167 = (long)get_local_id(0) % 16;
    long r_83 = x2 + 7;
    long q_67 = y + row_167;
    if (q_67 >= 0 && q_67 < 16 && (r_83 >= 0 && r_83 < 32)) {
        p6[r_83 + q_67 * 32] = a_63;
    }
    long t32 = (long)((ulong)gid * (ulong)32);
    long x3 = (long)((ulong)30 - (ulong)t32);
    long t3 = (long)((ulong)gid * (ulong)3);
    long y3 = (long)((ulong)-1 + (ulong)t3);
    long col = (long)get_local_id(0) % 16 / 4;
    long row_168 = (long)get_local_id(0) % 16 % 4;
    long r_84 = x3 + row_168;
    long q_68 = y3 + col;
    float a_64 = 0.0f;
    if (col < 15 && (r_84 >= 0 && r_84 < 32 && (q_68 >= 0 && q_68 < 16))) {
        a_64 = m[r_84 + q_68 * 32];
    }
    long col_1 = (long)get_local_id(0) % 16 / 4 + 4;
    long row_169 = (long)get_local_id(0) % 16 % 4;
    long r_85 = x3 + row_169;
    long q_69 = y3 + col_1;
    float a_65 = 0.0f;
    if (col_1 < 15 && (r_85 >= 0 && r_85 < 32 && (q_69 >= 0 && q_69 < 16))) {
        a_65 = m[r_85 + q_69 * 32];
    }
    long col_2 = (long)get_local_id(0) % 16 / 4 + 8;
    long row_170 = (long)get_local_id(0) % 16 % 4;
    long r_86 = x3 + row_170;
    long q_70 = y3 + col_2;
    float a_66 = 0.0f;
    if (col_2 < 15 && (r_86 >= 0 && r_86 < 32 && (q_70 >= 0 && q_70 < 16))) {
        a_66 = m[r_86 + q_70 * 32];
    }
    long col_3 = (long)get_local_id(0) % 16 / 4 + 12;
    long row_171 = (long)get_local_id(0) % 16 % 4;
    long r_87 = x3 + row_171;
    long q_71 = y3 + col_3;
    float a_67 = 0.0f;
    if (col_3 < 15 && (r_87 >= 0 && r_87 < 32 && (q_71 >= 0 && q_71 < 16))) {
        a_67 = m[r_87 + q_71 * 32];
    }
    long col_4 = (long)get_local_id(0) % 16 / 4;
    long row_172 = (long)get_local_id(0) % 16 % 4;
    if (col_4 < 15) {
        q[row_172 + col_4 * 4] = a_64;
    }
    long col_5 = (long)get_local_id(0) % 16 / 4 + 4;
    long row_173 = (long)get_local_id(0) % 16 % 4;
    if (col_5 < 15) {
        q[row_173 + col_5 * 4] = a_65;
    }
    long col_6 = (long)get_local_id(0) % 16 / 4 + 8;
    long row_174 = (long)get_local_id(0) % 16 % 4;
    if (col_6 < 15) {
        q[row_174 + col_6 * 4] = a_66;
    }
    long col_7 = (long)get_local_id(0) % 16 / 4 + 12;
    long row_175 = (long)get_local_id(0) % 16 % 4;
    if (col_7 < 15) {
        q[row_175 + col_7 * 4] = a_67;
    }
}
