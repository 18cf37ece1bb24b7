kernel __attribute__((reqd_work_group_size(16, 1, 1)))
void k(global float* q, long q_shape1, global float* k_1, long k_shape1, global float* o, long o_shape1) {
    float s_iter;
    float s_iter_1;
    float s_iter_2;
    float s_iter_3;
    float s_iter_4;
    float s_iter_5;
    float s_iter_6;
    float s_iter_7;
    float s_iter_8;
    float s_iter_9;
    float s_iter_10;
    float s_iter_11;
    float s_iter_12;
    float s_iter_13;
    float s_iter_14;
    float s_iter_15;
    float s_iter_16;
    float s_iter_17;
    float s_iter_18;
    float s_iter_19;
    float s_iter_20;
    float s_iter_21;
    float s_iter_22;
    float s_iter_23;
    float s_iter_24;
    float s_iter_25;
    float s_iter_26;
    float s_iter_27;
    float s_iter_28;
    float s_iter_29;
    float s_iter_30;
    float s_iter_31;
    float s_iter_32;
    float s_iter_33;
    float s_iter_34;
    float s_iter_35;
    float s_iter_36;
    float s_iter_37;
    float s_iter_38;
    float s_iter_39;
    float s_iter_40;
    float s_iter_41;
    float s_iter_42;
    float s_iter_43;
    float s_iter_44;
    float s_iter_45;
    float s_iter_46;
    float s_iter_47;
    float s_iter_48;
    float s_iter_49;
    float s_iter_50;
    float s_iter_51;
    float s_iter_52;
    float s_iter_53;
    float s_iter_54;
    float s_iter_55;
    float s_iter_56;
    float s_iter_57;
    float s_iter_58;
    float s_iter_59;
    float s_iter_60;
    float s_iter_61;
    float s_iter_62;
    float s_iter_63;
    s_iter = 0.0f;
    s_iter_1 = 0.0f;
    s_iter_2 = 0.0f;
    s_iter_3 = 0.0f;
    s_iter_4 = 0.0f;
    s_iter_5 = 0.0f;
    s_iter_6 = 0.0f;
    s_iter_7 = 0.0f;
    s_iter_8 = 0.0f;
    s_iter_9 = 0.0f;
    s_iter_10 = 0.0f;
    s_iter_11 = 0.0f;
    s_iter_12 = 0.0f;
    s_iter_13 = 0.0f;
    s_iter_14 = 0.0f;
    s_iter_15 = 0.0f;
    s_iter_16 = 0.0f;
    s_iter_17 = 0.0f;
    s_iter_18 = 0.0f;
    s_iter_19 = 0.0f;
    s_iter_20 = 0.0f;
    s_iter_21 = 0.0f;
    s_iter_22 = 0.0f;
    s_iter_23 = 0.0f;
    s_iter_24 = 0.0f;
    s_iter_25 = 0.0f;
    s_iter_26 = 0.0f;
    s_iter_27 = 0.0f;
    s_iter_28 = 0.0f;
    s_iter_29 = 0.0f;
    s_iter_30 = 0.0f;
    s_iter_31 = 0.0f;
    s_iter_32 = 0.0f;
    s_iter_33 = 0.0f;
    s_iter_34 = 0.0f;
    s_iter_35 = 0.0f;
    s_iter_36 = 0.0f;
    s_iter_37 = 0.0f;
    s_iter_38 = 0.0f;
    s_iter_39 = 0.0f;
    s_iter_40 = 0.0f;
    s_iter_41 = 0.0f;
    s_iter_42 = 0.0f;
    s_iter_43 = 0.0f;
    s_iter_44 = 0.0f;
    s_iter_45 = 0.0f;
    s_iter_46 = 0.0f;
    s_iter_47 = 0.0f;
    s_iter_48 = 0.0f;
    s_iter_49 = 0.0f;
    s_iter_50 = 0.0f;
    s_iter_51 = 0.0f;
    s_iter_52 = 0.0f;
    s_iter_53 = 0.0f;
    s_iter_54 = 0.0f;
    s_iter_55 = 0.0f;
    s_iter_56 = 0.0f;
    s_iter_57 = 0.0f;
    s_iter_58 = 0.0f;
    s_iter_59 = 0.0f;
    s_iter_60 = 0.0f;
    s_iter_61 = 0.0f;
    s_iter_62 = 0.0f;
    s_iter_63 = 0.0f;
    for (long m = 0; m < 64; m += 32) {
        long row = (long)get_local_id(0) % 16;
        long r = m + row;
        float a = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a = k_1[r];
        }
        long row_1 = (long)get_local_id(0) % 16;
        long r_1 = m + row_1;
        float a_1 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_1 = k_1[r_1 + 64];
        }
        long row_2 = (long)get_local_id(0) % 16;
        long r_2 = m + row_2;
        float a_2 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_2 = k_1[r_2 + 128];
        }
        long row_3 = (long)get_local_id(0) % 16;
        long r_3 = m + row_3;
        float a_3 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_3 = k_1[r_3 + 192];
        }
        long row_4 = (long)get_local_id(0) % 16;
        long r_4 = m + row_4;
        float a_4 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_4 = k_1[r_4 + 256];
        }
        long row_5 = (long)get_local_id(0) % 16;
        long r_5 = m + row_5;
        float a_5 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_5 = k_1[r_5 + 320];
        }
        long row_6 = (long)get_local_id(0) % 16;
        long r_6 = m + row_6;
        float a_6 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_6 = k_1[r_6 + 384];
        }
        long row_7 = (long)get_local_id(0) % 16;
        long r_7 = m + row_7;
        float a_7 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_7 = k_1[r_7 + 448];
        }
        long row_8 = (long)get_local_id(0) % 16;
        long r_8 = m + row_8;
        float a_8 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_8 = k_1[r_8 + 512];
        }
        long row_9 = (long)get_local_id(0) % 16;
        long r_9 = m + row_9;
        float a_9 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_9 = k_1[r_9 + 576];
        }
        long row_10 = (long)get_local_id(0) % 16;
        long r_10 = m + row_10;
        float a_10 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_10 = k_1[r_10 + 640];
        }
        long row_11 = (long)get_local_id(0) % 16;
        long r_11 = m + row_11;
        float a_11 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_11 = k_1[r_11 + 704];
        }
        long row_12 = (long)get_local_id(0) % 16;
        long r_12 = m + row_12;
        float a_12 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_12 = k_1[r_12 + 768];
        }
        long row_13 = (long)get_local_id(0) % 16;
        long r_13 = m + row_13;
        float a_13 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_13 = k_1[r_13 + 832];
        }
        long row_14 = (long)get_local_id(0) % 16;
        long r_14 = m + row_14;
        float a_14 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_14 = k_1[r_14 + 896];
        }
        long row_15 = (long)get_local_id(0) % 16;
        long r_15 = m + row_15;
        float a_15 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_15 = k_1[r_15 + 960];
        }
        long row_16 = (long)get_local_id(0) % 16;
        long r_16 = m + row_16;
        float a_16 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_16 = k_1[r_16 + 1024];
        }
        long row_17 = (long)get_local_id(0) % 16;
        long r_17 = m + row_17;
        float a_17 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_17 = k_1[r_17 + 1088];
        }
        long row_18 = (long)get_local_id(0) % 16;
        long r_18 = m + row_18;
        float a_18 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_18 = k_1[r_18 + 1152];
        }
        long row_19 = (long)get_local_id(0) % 16;
        long r_19 = m + row_19;
        float a_19 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_19 = k_1[r_19 + 1216];
        }
        long row_20 = (long)get_local_id(0) % 16;
        long r_20 = m + row_20;
        float a_20 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_20 = k_1[r_20 + 1280];
        }
        long row_21 = (long)get_local_id(0) % 16;
        long r_21 = m + row_21;
        float a_21 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_21 = k_1[r_21 + 1344];
        }
        long row_22 = (long)get_local_id(0) % 16;
        long r_22 = m + row_22;
        float a_22 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_22 = k_1[r_22 + 1408];
        }
        long row_23 = (long)get_local_id(0) % 16;
        long r_23 = m + row_23;
        float a_23 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_23 = k_1[r_23 + 1472];
        }
        long row_24 = (long)get_local_id(0) % 16;
        long r_24 = m + row_24;
        float a_24 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_24 = k_1[r_24 + 1536];
        }
        long row_25 = (long)get_local_id(0) % 16;
        long r_25 = m + row_25;
        float a_25 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_25 = k_1[r_25 + 1600];
        }
        long row_26 = (long)get_local_id(0) % 16;
        long r_26 = m + row_26;
        float a_26 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_26 = k_1[r_26 + 1664];
        }
        long row_27 = (long)get_local_id(0) % 16;
        long r_27 = m + row_27;
        float a_27 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_27 = k_1[r_27 + 1728];
        }
        long row_28 = (long)get_local_id(0) % 16;
        long r_28 = m + row_28;
        float a_28 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_28 = k_1[r_28 + 1792];
        }
        long row_29 = (long)get_local_id(0) % 16;
        long r_29 = m + row_29;
        float a_29 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_29 = k_1[r_29 + 1856];
        }
        long row_30 = (long)get_local_id(0) % 16;
        long r_30 = m + row_30;
        float a_30 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_30 = k_1[r_30 + 1920];
        }
        long row_31 = (long)get_local_id(0) % 16;
        long r_31 = m + row_31;
        float a_31 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_31 = k_1[r_31 + 1984];
        }
        long row_32 = (long)get_local_id(0) % 16 + 16;
        long r_32 = m + row_32;
        float a_32 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_32 = k_1[r_32];
        }
        long row_33 = (long)get_local_id(0) % 16 + 16;
        long r_33 = m + row_33;
        float a_33 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_33 = k_1[r_33 + 64];
        }
        long row_34 = (long)get_local_id(0) % 16 + 16;
        long r_34 = m + row_34;
        float a_34 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_34 = k_1[r_34 + 128];
        }
        long row_35 = (long)get_local_id(0) % 16 + 16;
        long r_35 = m + row_35;
        float a_35 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_35 = k_1[r_35 + 192];
        }
        long row_36 = (long)get_local_id(0) % 16 + 16;
        long r_36 = m + row_36;
        float a_36 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_36 = k_1[r_36 + 256];
        }
        long row_37 = (long)get_local_id(0) % 16 + 16;
        long r_37 = m + row_37;
        float a_37 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_37 = k_1[r_37 + 320];
        }
        long row_38 = (long)get_local_id(0) % 16 + 16;
        long r_38 = m + row_38;
        float a_38 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_38 = k_1[r_38 + 384];
        }
        long row_39 = (long)get_local_id(0) % 16 + 16;
        long r_39 = m + row_39;
        float a_39 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_39 = k_1[r_39 + 448];
        }
        long row_40 = (long)get_local_id(0) % 16 + 16;
        long r_40 = m + row_40;
        float a_40 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_40 = k_1[r_40 + 512];
        }
        long row_41 = (long)get_local_id(0) % 16 + 16;
        long r_41 = m + row_41;
        float a_41 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_41 = k_1[r_41 + 576];
        }
        long row_42 = (long)get_local_id(0) % 16 + 16;
        long r_42 = m + row_42;
        float a_42 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_42 = k_1[r_42 + 640];
        }
        long row_43 = (long)get_local_id(0) % 16 + 16;
        long r_43 = m + row_43;
        float a_43 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_43 = k_1[r_43 + 704];
        }
        long row_44 = (long)get_local_id(0) % 16 + 16;
        long r_44 = m + row_44;
        float a_44 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_44 = k_1[r_44 + 768];
        }
        long row_45 = (long)get_local_id(0) % 16 + 16;
        long r_45 = m + row_45;
        float a_45 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_45 = k_1[r_45 + 832];
        }
        long row_46 = (long)get_local_id(0) % 16 + 16;
        long r_46 = m + row_46;
        float a_46 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_46 = k_1[r_46 + 896];
        }
        long row_47 = (long)get_local_id(0) % 16 + 16;
        long r_47 = m + row_47;
        float a_47 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_47 = k_1[r_47 + 960];
        }
        long row_48 = (long)get_local_id(0) % 16 + 16;
        long r_48 = m + row_48;
        float a_48 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_48 = k_1[r_48 + 1024];
        }
        long row_49 = (long)get_local_id(0) % 16 + 16;
        long r_49 = m + row_49;
        float a_49 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_49 = k_1[r_49 + 1088];
        }
        long row_50 = (long)get_local_id(0) % 16 + 16;
        long r_50 = m + row_50;
        float a_50 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_50 = k_1[r_50 + 1152];
        }
        long row_51 = (long)get_local_id(0) % 16 + 16;
        long r_51 = m + row_51;
        float a_51 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_51 = k_1[r_51 + 1216];
        }
        long row_52 = (long)get_local_id(0) % 16 + 16;
        long r_52 = m + row_52;
        float a_52 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_52 = k_1[r_52 + 1280];
        }
        long row_53 = (long)get_local_id(0) % 16 + 16;
        long r_53 = m + row_53;
        float a_53 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_53 = k_1[r_53 + 1344];
        }
        long row_54 = (long)get_local_id(0) % 16 + 16;
        long r_54 = m + row_54;
        float a_54 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_54 = k_1[r_54 + 1408];
        }
        long row_55 = (long)get_local_id(0) % 16 + 16;
        long r_55 = m + row_55;
        float a_55 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_55 = k_1[r_55 + 1472];
        }
        long row_56 = (long)get_local_id(0) % 16 + 16;
        long r_56 = m + row_56;
        float a_56 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_56 = k_1[r_56 + 1536];
        }
        long row_57 = (long)get_local_id(0) % 16 + 16;
        long r_57 = m + row_57;
        float a_57 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_57 = k_1[r_57 + 1600];
        }
        long row_58 = (long)get_local_id(0) % 16 + 16;
        long r_58 = m + row_58;
        float a_58 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_58 = k_1[r_58 + 1664];
        }
        long row_59 = (long)get_local_id(0) % 16 + 16;
        long r_59 = m + row_59;
        float a_59 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_59 = k_1[r_59 + 1728];
        }
        long row_60 = (long)get_local_id(0) % 16 + 16;
        long r_60 = m + row_60;
        float a_60 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_60 = k_1[r_60 + 1792];
        }
        long row_61 = (long)get_local_id(0) % 16 + 16;
        long r_61 = m + row_61;
        float a_61 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_61 = k_1[r_61 + 1856];
        }
        long row_62 = (long)get_local_id(0) % 16 + 16;
        long r_62 = m + row_62;
        float a_62 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_62 = k_1[r_62 + 1920];
        }
        long row_63 = (long)get_local_id(0) % 16 + 16;
        long r_63 = m + row_63;
        float a_63 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_63 = k_1[r_63 + 1984];
        }
        long row_64 = (long)get_local_id(0) % 16;
        float a_64 = q[m + row_64 * 64];
        long row_65 = (long)get_local_id(0) % 16;
        long r_64 = m + 1;
        float a_65 = q[r_64 + row_65 * 64];
        long row_66 = (long)get_local_id(0) % 16;
        long r_65 = m + 2;
        float a_66 = q[r_65 + row_66 * 64];
        long row_67 = (long)get_local_id(0) % 16;
        long r_66 = m + 3;
        float a_67 = q[r_66 + row_67 * 64];
        long row_68 = (long)get_local_id(0) % 16;
        long r_67 = m + 4;
        float a_68 = q[r_67 + row_68 * 64];
        long row_69 = (long)get_local_id(0) % 16;
        long r_68 = m + 5;
        float a_69 = q[r_68 + row_69 * 64];
        long row_70 = (long)get_local_id(0) % 16;
        long r_69 = m + 6;
        float a_70 = q[r_69 + row_70 * 64];
        long row_71 = (long)get_local_id(0) % 16;
        long r_70 = m + 7;
        float a_71 = q[r_70 + row_71 * 64];
        long row_72 = (long)get_local_id(0) % 16;
        long r_71 = m + 8;
        float a_72 = q[r_71 + row_72 * 64];
        long row_73 = (long)get_local_id(0) % 16;
        long r_72 = m + 9;
        float a_73 = q[r_72 + row_73 * 64];
        long row_74 = (long)get_local_id(0) % 16;
        long r_73 = m + 10;
        float a_74 = q[r_73 + row_74 * 64];
        long row_75 = (long)get_local_id(0) % 16;
        long r_74 = m + 11;
        float a_75 = q[r_74 + row_75 * 64];
        long row_76 = (long)get_local_id(0) % 16;
        long r_75 = m + 12;
        float a_76 = q[r_75 + row_76 * 64];
        long row_77 = (long)get_local_id(0) % 16;
        long r_76 = m + 13;
        float a_77 = q[r_76 + row_77 * 64];
        long row_78 = (long)get_local_id(0) % 16;
        long r_77 = m + 14;
        float a_78 = q[r_77 + row_78 * 64];
        long row_79 = (long)get_local_id(0) % 16;
        long r_78 = m + 15;
        float a_79 = q[r_78 + row_79 * 64];
        long row_80 = (long)get_local_id(0) % 16;
        long r_79 = m + 16;
        float a_80 = q[r_79 + row_80 * 64];
        long row_81 = (long)get_local_id(0) % 16;
        long r_80 = m + 17;
        float a_81 = q[r_80 + row_81 * 64];
        long row_82 = (long)get_local_id(0) % 16;
        long r_81 = m + 18;
        float a_82 = q[r_81 + row_82 * 64];
        long row_83 = (long)get_local_id(0) % 16;
        long r_82 = m + 19;
        float a_83 = q[r_82 + row_83 * 64];
        long row_84 = (long)get_local_id(0) % 16;
        long r_83 = m + 20;
        float a_84 = q[r_83 + row_84 * 64];
        long row_85 = (long)get_local_id(0) % 16;
        long r_84 = m + 21;
        float a_85 = q[r_84 + row_85 * 64];
        long row_86 = (long)get_local_id(0) % 16;
        long r_85 = m + 22;
        float a_86 = q[r_85 + row_86 * 64];
        long row_87 = (long)get_local_id(0) % 16;
        long r_86 = m + 23;
        float a_87 = q[r_86 + row_87 * 64];
        long row_88 = (long)get_local_id(0) % 16;
        long r_87 = m + 24;
        float a_88 = q[r_87 + row_88 * 64];
        long row_89 = (long)get_local_id(0) % 16;
        long r_88 = m + 25;
        float a_89 = q[r_88 + row_89 * 64];
        long row_90 = (long)get_local_id(0) % 16;
        long r_89 = m + 26;
        float a_90 = q[r_89 + row_90 * 64];
        long row_91 = (long)get_local_id(0) % 16;
        long r_90 = m + 27;
        float a_91 = q[r_90 + row_91 * 64];
        long row_92 = (long)get_local_id(0) % 16;
        long r_91 = m + 28;
        float a_92 = q[r_91 + row_92 * 64];
        long row_93 = (long)get_local_id(0) % 16;
        long r_92 = m + 29;
        float a_93 = q[r_92 + row_93 * 64];
        long row_94 = (long)get_local_id(0) % 16;
        long r_93 = m + 30;
        float a_94 = q[r_93 + row_94 * 64];
        long row_95 = (long)get_local_id(0) % 16;
        long r_94 = m + 31;
        float a_95 = q[r_94 + row_95 * 64];
        long row_96 = (long)get_local_id(0) % 16 + 16;
        float a_96 = q[m + row_96 * 64];
        long row_97 = (long)get_local_id(0) % 16 + 16;
        long r_95 = m + 1;
        float a_97 = q[r_95 + row_97 * 64];
        long row_98 = (long)get_local_id(0) % 16 + 16;
        long r_96 = m + 2;
        float a_98 = q[r_96 + row_98 * 64];
        long row_99 = (long)get_local_id(0) % 16 + 16;
        long r_97 = m + 3;
        float a_99 = q[r_97 + row_99 * 64];
        long row_100 = (long)get_local_id(0) % 16 + 16;
        long r_98 = m + 4;
        float a_100 = q[r_98 + row_100 * 64];
        long row_101 = (long)get_local_id(0) % 16 + 16;
        long r_99 = m + 5;
        float a_101 = q[r_99 + row_101 * 64];
        long row_102 = (long)get_local_id(0) % 16 + 16;
        long r_100 = m + 6;
        float a_102 = q[r_100 + row_102 * 64];
        long row_103 = (long)get_local_id(0) % 16 + 16;
        long r_101 = m + 7;
        float a_103 = q[r_101 + row_103 * 64];
        long row_104 = (long)get_local_id(0) % 16 + 16;
        long r_102 = m + 8;
        float a_104 = q[r_102 + row_104 * 64];
        long row_105 = (long)get_local_id(0) % 16 + 16;
        long r_103 = m + 9;
        float a_105 = q[r_103 + row_105 * 64];
        long row_106 = (long)get_local_id(0) % 16 + 16;
        long r_104 = m + 10;
        float a_106 = q[r_104 + row_106 * 64];
        long row_107 = (long)get_local_id(0) % 16 + 16;
        long r_105 = m + 11;
        float a_107 = q[r_105 + row_107 * 64];
        long row_108 = (long)get_local_id(0) % 16 + 16;
        long r_106 = m + 12;
        float a_108 = q[r_106 + row_108 * 64];
        long row_109 = (long)get_local_id(0) % 16 + 16;
        long r_107 = m + 13;
        float a_109 = q[r_107 + row_109 * 64];
        long row_110 = (long)get_local_id(0) % 16 + 16;
        long r_108 = m + 14;
        float a_110 = q[r_108 + row_110 * 64];
        long row_111 = (long)get_local_id(0) % 16 + 16;
        long r_109 = m + 15;
        float a_111 = q[r_109 + row_111 * 64];
        long row_112 = (long)get_local_id(0) % 16 + 16;
        long r_110 = m + 16;
        float a_112 = q[r_110 + row_112 * 64];
        long row_113 = (long)get_local_id(0) % 16 + 16;
        long r_111 = m + 17;
        float a_113 = q[r_111 + row_113 * 64];
        long row_114 = (long)get_local_id(0) % 16 + 16;
        long r_112 = m + 18;
        float a_114 = q[r_112 + row_114 * 64];
        long row_115 = (long)get_local_id(0) % 16 + 16;
        long r_113 = m + 19;
        float a_115 = q[r_113 + row_115 * 64];
        long row_116 = (long)get_local_id(0) % 16 + 16;
        long r_114 = m + 20;
        float a_116 = q[r_114 + row_116 * 64];
        long row_117 = (long)get_local_id(0) % 16 + 16;
        long r_115 = m + 21;
        float a_117 = q[r_115 + row_117 * 64];
        long row_118 = (long)get_local_id(0) % 16 + 16;
        long r_116 = m + 22;
        float a_118 = q[r_116 + row_118 * 64];
        long row_119 = (long)get_local_id(0) % 16 + 16;
        long r_117 = m + 23;
        float a_119 = q[r_117 + row_119 * 64];
        long row_120 = (long)get_local_id(0) % 16 + 16;
        long r_118 = m + 24;
        float a_120 = q[r_118 + row_120 * 64];
        long row_121 = (long)get_local_id(0) % 16 + 16;
        long r_119 = m + 25;
        float a_121 = q[r_119 + row_121 * 64];
        long row_122 = (long)get_local_id(0) % 16 + 16;
        long r_120 = m + 26;
        float a_122 = q[r_120 + row_122 * 64];
        long row_123 = (long)get_local_id(0) % 16 + 16;
        long r_121 = m + 27;
        float a_123 = q[r_121 + row_123 * 64];
        long row_124 = (long)get_local_id(0) % 16 + 16;
        long r_122 = m + 28;
        float a_124 = q[r_122 + row_124 * 64];
        long row_125 = (long)get_local_id(0) % 16 + 16;
        long r_123 = m + 29;
        float a_125 = q[r_123 + row_125 * 64];
        long row_126 = (long)get_local_id(0) % 16 + 16;
        long r_124 = m + 30;
        float a_126 = q[r_124 + row_126 * 64];
        long row_127 = (long)get_local_id(0) % 16 + 16;
        long r_125 = m + 31;
        float a_127 = q[r_125 + row_127 * 64];
        float a_128 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_128 = k_1[m];
        }
        long r_126 = m + 1;
        float a_129 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_129 = k_1[r_126];
        }
        long r_127 = m + 2;
        float a_130 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_130 = k_1[r_127];
        }
        long r_128 = m + 3;
        float a_131 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_131 = k_1[r_128];
        }
        long r_129 = m + 4;
        float a_132 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_132 = k_1[r_129];
        }
        long r_130 = m + 5;
        float a_133 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_133 = k_1[r_130];
        }
        long r_131 = m + 6;
        float a_134 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_134 = k_1[r_131];
        }
        long r_132 = m + 7;
        float a_135 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_135 = k_1[r_132];
        }
        long r_133 = m + 8;
        float a_136 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_136 = k_1[r_133];
        }
        long r_134 = m + 9;
        float a_137 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_137 = k_1[r_134];
        }
        long r_135 = m + 10;
        float a_138 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_138 = k_1[r_135];
        }
        long r_136 = m + 11;
        float a_139 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_139 = k_1[r_136];
        }
        long r_137 = m + 12;
        float a_140 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_140 = k_1[r_137];
        }
        long r_138 = m + 13;
        float a_141 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_141 = k_1[r_138];
        }
        long r_139 = m + 14;
        float a_142 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_142 = k_1[r_139];
        }
        long r_140 = m + 15;
        float a_143 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_143 = k_1[r_140];
        }
        long r_141 = m + 16;
        float a_144 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_144 = k_1[r_141];
        }
        long r_142 = m + 17;
        float a_145 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_145 = k_1[r_142];
        }
        long r_143 = m + 18;
        float a_146 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_146 = k_1[r_143];
        }
        long r_144 = m + 19;
        float a_147 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_147 = k_1[r_144];
        }
        long r_145 = m + 20;
        float a_148 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_148 = k_1[r_145];
        }
        long r_146 = m + 21;
        float a_149 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_149 = k_1[r_146];
        }
        long r_147 = m + 22;
        float a_150 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_150 = k_1[r_147];
        }
        long r_148 = m + 23;
        float a_151 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_151 = k_1[r_148];
        }
        long r_149 = m + 24;
        float a_152 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_152 = k_1[r_149];
        }
        long r_150 = m + 25;
        float a_153 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_153 = k_1[r_150];
        }
        long r_151 = m + 26;
        float a_154 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_154 = k_1[r_151];
        }
        long r_152 = m + 27;
        float a_155 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_155 = k_1[r_152];
        }
        long r_153 = m + 28;
        float a_156 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_156 = k_1[r_153];
        }
        long r_154 = m + 29;
        float a_157 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_157 = k_1[r_154];
        }
        long r_155 = m + 30;
        float a_158 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_158 = k_1[r_155];
        }
        long r_156 = m + 31;
        float a_159 = 0.0f;
        if (0 >= 0 && 0 < k_shape1) {
            a_159 = k_1[r_156];
        }
        float acc = s_iter + a_64 * a_128 + a_65 * a_129 + a_66 * a_130 + a_67 * a_131 + a_68 * a_132 + a_69 * a_133 + a_70 * a_134 + a_71 * a_135 + a_72 * a_136 + a_73 * a_137 + a_74 * a_138 + a_75 * a_139 + a_76 * a_140 + a_77 * a_141 + a_78 * a_142 + a_79 * a_143 + a_80 * a_144 + a_81 * a_145 + a_82 * a_146 + a_83 * a_147 + a_84 * a_148 + a_85 * a_149 + a_86 * a_150 + a_87 * a_151 + a_88 * a_152 + a_89 * a_153 + a_90 * a_154 + a_91 * a_155 + a_92 * a_156 + a_93 * a_157 + a_94 * a_158 + a_95 * a_159;
        float a_160 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_160 = k_1[m + 64];
        }
        long r_157 = m + 1;
        float a_161 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_161 = k_1[r_157 + 64];
        }
        long r_158 = m + 2;
        float a_162 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_162 = k_1[r_158 + 64];
        }
        long r_159 = m + 3;
        float a_163 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_163 = k_1[r_159 + 64];
        }
        long r_160 = m + 4;
        float a_164 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_164 = k_1[r_160 + 64];
        }
        long r_161 = m + 5;
        float a_165 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_165 = k_1[r_161 + 64];
        }
        long r_162 = m + 6;
        float a_166 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_166 = k_1[r_162 + 64];
        }
        long r_163 = m + 7;
        float a_167 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_167 = k_1[r_163 + 64];
        }
        long r_164 = m + 8;
        float a_168 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_168 = k_1[r_164 + 64];
        }
        long r_165 = m + 9;
        float a_169 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_169 = k_1[r_165 + 64];
        }
        long r_166 = m + 10;
        float a_170 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_170 = k_1[r_166 + 64];
        }
        long r_167 = m + 11;
        float a_171 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_171 = k_1[r_167 + 64];
        }
        long r_168 = m + 12;
        float a_172 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_172 = k_1[r_168 + 64];
        }
        long r_169 = m + 13;
        float a_173 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_173 = k_1[r_169 + 64];
        }
        long r_170 = m + 14;
        float a_174 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_174 = k_1[r_170 + 64];
        }
        long r_171 = m + 15;
        float a_175 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_175 = k_1[r_171 + 64];
        }
        long r_172 = m + 16;
        float a_176 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_176 = k_1[r_172 + 64];
        }
        long r_173 = m + 17;
        float a_177 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_177 = k_1[r_173 + 64];
        }
        long r_174 = m + 18;
        float a_178 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_178 = k_1[r_174 + 64];
        }
        long r_175 = m + 19;
        float a_179 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_179 = k_1[r_175 + 64];
        }
        long r_176 = m + 20;
        float a_180 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_180 = k_1[r_176 + 64];
        }
        long r_177 = m + 21;
        float a_181 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_181 = k_1[r_177 + 64];
        }
        long r_178 = m + 22;
        float a_182 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_182 = k_1[r_178 + 64];
        }
        long r_179 = m + 23;
        float a_183 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_183 = k_1[r_179 + 64];
        }
        long r_180 = m + 24;
        float a_184 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_184 = k_1[r_180 + 64];
        }
        long r_181 = m + 25;
        float a_185 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_185 = k_1[r_181 + 64];
        }
        long r_182 = m + 26;
        float a_186 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_186 = k_1[r_182 + 64];
        }
        long r_183 = m + 27;
        float a_187 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_187 = k_1[r_183 + 64];
        }
        long r_184 = m + 28;
        float a_188 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_188 = k_1[r_184 + 64];
        }
        long r_185 = m + 29;
        float a_189 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_189 = k_1[r_185 + 64];
        }
        long r_186 = m + 30;
        float a_190 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_190 = k_1[r_186 + 64];
        }
        long r_187 = m + 31;
        float a_191 = 0.0f;
        if (1 >= 0 && 1 < k_shape1) {
            a_191 = k_1[r_187 + 64];
        }
        float acc_1 = s_iter_1 + a_64 * a_160 + a_65 * a_161 + a_66 * a_162 + a_67 * a_163 + a_68 * a_164 + a_69 * a_165 + a_70 * a_166 + a_71 * a_167 + a_72 * a_168 + a_73 * a_169 + a_74 * a_170 + a_75 * a_171 + a_76 * a_172 + a_77 * a_173 + a_78 * a_174 + a_79 * a_175 + a_80 * a_176 + a_81 * a_177 + a_82 * a_178 + a_83 * a_179 + a_84 * a_180 + a_85 * a_181 + a_86 * a_182 + a_87 * a_183 + a_88 * a_184 + a_89 * a_185 + a_90 * a_186 + a_91 * a_187 + a_92 * a_188 + a_93 * a_189 + a_94 * a_190 + a_95 * a_191;
        float a_192 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_192 = k_1[m + 128];
        }
        long r_188 = m + 1;
        float a_193 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_193 = k_1[r_188 + 128];
        }
        long r_189 = m + 2;
        float a_194 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_194 = k_1[r_189 + 128];
        }
        long r_190 = m + 3;
        float a_195 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_195 = k_1[r_190 + 128];
        }
        long r_191 = m + 4;
        float a_196 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_196 = k_1[r_191 + 128];
        }
        long r_192 = m + 5;
        float a_197 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_197 = k_1[r_192 + 128];
        }
        long r_193 = m + 6;
        float a_198 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_198 = k_1[r_193 + 128];
        }
        long r_194 = m + 7;
        float a_199 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_199 = k_1[r_194 + 128];
        }
        long r_195 = m + 8;
        float a_200 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_200 = k_1[r_195 + 128];
        }
        long r_196 = m + 9;
        float a_201 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_201 = k_1[r_196 + 128];
        }
        long r_197 = m + 10;
        float a_202 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_202 = k_1[r_197 + 128];
        }
        long r_198 = m + 11;
        float a_203 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_203 = k_1[r_198 + 128];
        }
        long r_199 = m + 12;
        float a_204 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_204 = k_1[r_199 + 128];
        }
        long r_200 = m + 13;
        float a_205 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_205 = k_1[r_200 + 128];
        }
        long r_201 = m + 14;
        float a_206 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_206 = k_1[r_201 + 128];
        }
        long r_202 = m + 15;
        float a_207 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_207 = k_1[r_202 + 128];
        }
        long r_203 = m + 16;
        float a_208 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_208 = k_1[r_203 + 128];
        }
        long r_204 = m + 17;
        float a_209 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_209 = k_1[r_204 + 128];
        }
        long r_205 = m + 18;
        float a_210 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_210 = k_1[r_205 + 128];
        }
        long r_206 = m + 19;
        float a_211 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_211 = k_1[r_206 + 128];
        }
        long r_207 = m + 20;
        float a_212 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_212 = k_1[r_207 + 128];
        }
        long r_208 = m + 21;
        float a_213 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_213 = k_1[r_208 + 128];
        }
        long r_209 = m + 22;
        float a_214 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_214 = k_1[r_209 + 128];
        }
        long r_210 = m + 23;
        float a_215 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_215 = k_1[r_210 + 128];
        }
        long r_211 = m + 24;
        float a_216 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_216 = k_1[r_211 + 128];
        }
        long r_212 = m + 25;
        float a_217 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_217 = k_1[r_212 + 128];
        }
        long r_213 = m + 26;
        float a_218 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_218 = k_1[r_213 + 128];
        }
        long r_214 = m + 27;
        float a_219 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_219 = k_1[r_214 + 128];
        }
        long r_215 = m + 28;
        float a_220 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_220 = k_1[r_215 + 128];
        }
        long r_216 = m + 29;
        float a_221 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_221 = k_1[r_216 + 128];
        }
        long r_217 = m + 30;
        float a_222 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_222 = k_1[r_217 + 128];
        }
        long r_218 = m + 31;
        float a_223 = 0.0f;
        if (2 >= 0 && 2 < k_shape1) {
            a_223 = k_1[r_218 + 128];
        }
        float acc_2 = s_iter_2 + a_64 * a_192 + a_65 * a_193 + a_66 * a_194 + a_67 * a_195 + a_68 * a_196 + a_69 * a_197 + a_70 * a_198 + a_71 * a_199 + a_72 * a_200 + a_73 * a_201 + a_74 * a_202 + a_75 * a_203 + a_76 * a_204 + a_77 * a_205 + a_78 * a_206 + a_79 * a_207 + a_80 * a_208 + a_81 * a_209 + a_82 * a_210 + a_83 * a_211 + a_84 * a_212 + a_85 * a_213 + a_86 * a_214 + a_87 * a_215 + a_88 * a_216 + a_89 * a_217 + a_90 * a_218 + a_91 * a_219 + a_92 * a_220 + a_93 * a_221 + a_94 * a_222 + a_95 * a_223;
        float a_224 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_224 = k_1[m + 192];
        }
        long r_219 = m + 1;
        float a_225 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_225 = k_1[r_219 + 192];
        }
        long r_220 = m + 2;
        float a_226 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_226 = k_1[r_220 + 192];
        }
        long r_221 = m + 3;
        float a_227 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_227 = k_1[r_221 + 192];
        }
        long r_222 = m + 4;
        float a_228 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_228 = k_1[r_222 + 192];
        }
        long r_223 = m + 5;
        float a_229 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_229 = k_1[r_223 + 192];
        }
        long r_224 = m + 6;
        float a_230 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_230 = k_1[r_224 + 192];
        }
        long r_225 = m + 7;
        float a_231 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_231 = k_1[r_225 + 192];
        }
        long r_226 = m + 8;
        float a_232 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_232 = k_1[r_226 + 192];
        }
        long r_227 = m + 9;
        float a_233 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_233 = k_1[r_227 + 192];
        }
        long r_228 = m + 10;
        float a_234 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_234 = k_1[r_228 + 192];
        }
        long r_229 = m + 11;
        float a_235 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_235 = k_1[r_229 + 192];
        }
        long r_230 = m + 12;
        float a_236 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_236 = k_1[r_230 + 192];
        }
        long r_231 = m + 13;
        float a_237 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_237 = k_1[r_231 + 192];
        }
        long r_232 = m + 14;
        float a_238 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_238 = k_1[r_232 + 192];
        }
        long r_233 = m + 15;
        float a_239 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_239 = k_1[r_233 + 192];
        }
        long r_234 = m + 16;
        float a_240 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_240 = k_1[r_234 + 192];
        }
        long r_235 = m + 17;
        float a_241 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_241 = k_1[r_235 + 192];
        }
        long r_236 = m + 18;
        float a_242 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_242 = k_1[r_236 + 192];
        }
        long r_237 = m + 19;
        float a_243 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_243 = k_1[r_237 + 192];
        }
        long r_238 = m + 20;
        float a_244 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_244 = k_1[r_238 + 192];
        }
        long r_239 = m + 21;
        float a_245 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_245 = k_1[r_239 + 192];
        }
        long r_240 = m + 22;
        float a_246 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_246 = k_1[r_240 + 192];
        }
        long r_241 = m + 23;
        float a_247 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_247 = k_1[r_241 + 192];
        }
        long r_242 = m + 24;
        float a_248 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_248 = k_1[r_242 + 192];
        }
        long r_243 = m + 25;
        float a_249 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_249 = k_1[r_243 + 192];
        }
        long r_244 = m + 26;
        float a_250 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_250 = k_1[r_244 + 192];
        }
        long r_245 = m + 27;
        float a_251 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_251 = k_1[r_245 + 192];
        }
        long r_246 = m + 28;
        float a_252 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_252 = k_1[r_246 + 192];
        }
        long r_247 = m + 29;
        float a_253 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_253 = k_1[r_247 + 192];
        }
        long r_248 = m + 30;
        float a_254 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_254 = k_1[r_248 + 192];
        }
        long r_249 = m + 31;
        float a_255 = 0.0f;
        if (3 >= 0 && 3 < k_shape1) {
            a_255 = k_1[r_249 + 192];
        }
        float acc_3 = s_iter_3 + a_64 * a_224 + a_65 * a_225 + a_66 * a_226 + a_67 * a_227 + a_68 * a_228 + a_69 * a_229 + a_70 * a_230 + a_71 * a_231 + a_72 * a_232 + a_73 * a_233 + a_74 * a_234 + a_75 * a_235 + a_76 * a_236 + a_77 * a_237 + a_78 * a_238 + a_79 * a_239 + a_80 * a_240 + a_81 * a_241 + a_82 * a_242 + a_83 * a_243 + a_84 * a_244 + a_85 * a_245 + a_86 * a_246 + a_87 * a_247 + a_88 * a_248 + a_89 * a_249 + a_90 * a_250 + a_91 * a_251 + a_92 * a_252 + a_93 * a_253 + a_94 * a_254 + a_95 * a_255;
        float a_256 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_256 = k_1[m + 256];
        }
        long r_250 = m + 1;
        float a_257 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_257 = k_1[r_250 + 256];
        }
        long r_251 = m + 2;
        float a_258 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_258 = k_1[r_251 + 256];
        }
        long r_252 = m + 3;
        float a_259 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_259 = k_1[r_252 + 256];
        }
        long r_253 = m + 4;
        float a_260 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_260 = k_1[r_253 + 256];
        }
        long r_254 = m + 5;
        float a_261 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_261 = k_1[r_254 + 256];
        }
        long r_255 = m + 6;
        float a_262 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_262 = k_1[r_255 + 256];
        }
        long r_256 = m + 7;
        float a_263 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_263 = k_1[r_256 + 256];
        }
        long r_257 = m + 8;
        float a_264 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_264 = k_1[r_257 + 256];
        }
        long r_258 = m + 9;
        float a_265 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_265 = k_1[r_258 + 256];
        }
        long r_259 = m + 10;
        float a_266 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_266 = k_1[r_259 + 256];
        }
        long r_260 = m + 11;
        float a_267 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_267 = k_1[r_260 + 256];
        }
        long r_261 = m + 12;
        float a_268 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_268 = k_1[r_261 + 256];
        }
        long r_262 = m + 13;
        float a_269 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_269 = k_1[r_262 + 256];
        }
        long r_263 = m + 14;
        float a_270 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_270 = k_1[r_263 + 256];
        }
        long r_264 = m + 15;
        float a_271 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_271 = k_1[r_264 + 256];
        }
        long r_265 = m + 16;
        float a_272 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_272 = k_1[r_265 + 256];
        }
        long r_266 = m + 17;
        float a_273 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_273 = k_1[r_266 + 256];
        }
        long r_267 = m + 18;
        float a_274 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_274 = k_1[r_267 + 256];
        }
        long r_268 = m + 19;
        float a_275 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_275 = k_1[r_268 + 256];
        }
        long r_269 = m + 20;
        float a_276 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_276 = k_1[r_269 + 256];
        }
        long r_270 = m + 21;
        float a_277 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_277 = k_1[r_270 + 256];
        }
        long r_271 = m + 22;
        float a_278 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_278 = k_1[r_271 + 256];
        }
        long r_272 = m + 23;
        float a_279 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_279 = k_1[r_272 + 256];
        }
        long r_273 = m + 24;
        float a_280 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_280 = k_1[r_273 + 256];
        }
        long r_274 = m + 25;
        float a_281 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_281 = k_1[r_274 + 256];
        }
        long r_275 = m + 26;
        float a_282 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_282 = k_1[r_275 + 256];
        }
        long r_276 = m + 27;
        float a_283 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_283 = k_1[r_276 + 256];
        }
        long r_277 = m + 28;
        float a_284 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_284 = k_1[r_277 + 256];
        }
        long r_278 = m + 29;
        float a_285 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_285 = k_1[r_278 + 256];
        }
        long r_279 = m + 30;
        float a_286 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_286 = k_1[r_279 + 256];
        }
        long r_280 = m + 31;
        float a_287 = 0.0f;
        if (4 >= 0 && 4 < k_shape1) {
            a_287 = k_1[r_280 + 256];
        }
        float acc_4 = s_iter_4 + a_64 * a_256 + a_65 * a_257 + a_66 * a_258 + a_67 * a_259 + a_68 * a_260 + a_69 * a_261 + a_70 * a_262 + a_71 * a_263 + a_72 * a_264 + a_73 * a_265 + a_74 * a_266 + a_75 * a_267 + a_76 * a_268 + a_77 * a_269 + a_78 * a_270 + a_79 * a_271 + a_80 * a_272 + a_81 * a_273 + a_82 * a_274 + a_83 * a_275 + a_84 * a_276 + a_85 * a_277 + a_86 * a_278 + a_87 * a_279 + a_88 * a_280 + a_89 * a_281 + a_90 * a_282 + a_91 * a_283 + a_92 * a_284 + a_93 * a_285 + a_94 * a_286 + a_95 * a_287;
        float a_288 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_288 = k_1[m + 320];
        }
        long r_281 = m + 1;
        float a_289 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_289 = k_1[r_281 + 320];
        }
        long r_282 = m + 2;
        float a_290 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_290 = k_1[r_282 + 320];
        }
        long r_283 = m + 3;
        float a_291 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_291 = k_1[r_283 + 320];
        }
        long r_284 = m + 4;
        float a_292 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_292 = k_1[r_284 + 320];
        }
        long r_285 = m + 5;
        float a_293 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_293 = k_1[r_285 + 320];
        }
        long r_286 = m + 6;
        float a_294 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_294 = k_1[r_286 + 320];
        }
        long r_287 = m + 7;
        float a_295 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_295 = k_1[r_287 + 320];
        }
        long r_288 = m + 8;
        float a_296 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_296 = k_1[r_288 + 320];
        }
        long r_289 = m + 9;
        float a_297 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_297 = k_1[r_289 + 320];
        }
        long r_290 = m + 10;
        float a_298 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_298 = k_1[r_290 + 320];
        }
        long r_291 = m + 11;
        float a_299 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_299 = k_1[r_291 + 320];
        }
        long r_292 = m + 12;
        float a_300 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_300 = k_1[r_292 + 320];
        }
        long r_293 = m + 13;
        float a_301 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_301 = k_1[r_293 + 320];
        }
        long r_294 = m + 14;
        float a_302 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_302 = k_1[r_294 + 320];
        }
        long r_295 = m + 15;
        float a_303 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_303 = k_1[r_295 + 320];
        }
        long r_296 = m + 16;
        float a_304 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_304 = k_1[r_296 + 320];
        }
        long r_297 = m + 17;
        float a_305 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_305 = k_1[r_297 + 320];
        }
        long r_298 = m + 18;
        float a_306 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_306 = k_1[r_298 + 320];
        }
        long r_299 = m + 19;
        float a_307 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_307 = k_1[r_299 + 320];
        }
        long r_300 = m + 20;
        float a_308 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_308 = k_1[r_300 + 320];
        }
        long r_301 = m + 21;
        float a_309 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_309 = k_1[r_301 + 320];
        }
        long r_302 = m + 22;
        float a_310 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_310 = k_1[r_302 + 320];
        }
        long r_303 = m + 23;
        float a_311 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_311 = k_1[r_303 + 320];
        }
        long r_304 = m + 24;
        float a_312 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_312 = k_1[r_304 + 320];
        }
        long r_305 = m + 25;
        float a_313 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_313 = k_1[r_305 + 320];
        }
        long r_306 = m + 26;
        float a_314 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_314 = k_1[r_306 + 320];
        }
        long r_307 = m + 27;
        float a_315 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_315 = k_1[r_307 + 320];
        }
        long r_308 = m + 28;
        float a_316 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_316 = k_1[r_308 + 320];
        }
        long r_309 = m + 29;
        float a_317 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_317 = k_1[r_309 + 320];
        }
        long r_310 = m + 30;
        float a_318 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_318 = k_1[r_310 + 320];
        }
        long r_311 = m + 31;
        float a_319 = 0.0f;
        if (5 >= 0 && 5 < k_shape1) {
            a_319 = k_1[r_311 + 320];
        }
        float acc_5 = s_iter_5 + a_64 * a_288 + a_65 * a_289 + a_66 * a_290 + a_67 * a_291 + a_68 * a_292 + a_69 * a_293 + a_70 * a_294 + a_71 * a_295 + a_72 * a_296 + a_73 * a_297 + a_74 * a_298 + a_75 * a_299 + a_76 * a_300 + a_77 * a_301 + a_78 * a_302 + a_79 * a_303 + a_80 * a_304 + a_81 * a_305 + a_82 * a_306 + a_83 * a_307 + a_84 * a_308 + a_85 * a_309 + a_86 * a_310 + a_87 * a_311 + a_88 * a_312 + a_89 * a_313 + a_90 * a_314 + a_91 * a_315 + a_92 * a_316 + a_93 * a_317 + a_94 * a_318 + a_95 * a_319;
        float a_320 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_320 = k_1[m + 384];
        }
        long r_312 = m + 1;
        float a_321 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_321 = k_1[r_312 + 384];
        }
        long r_313 = m + 2;
        float a_322 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_322 = k_1[r_313 + 384];
        }
        long r_314 = m + 3;
        float a_323 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_323 = k_1[r_314 + 384];
        }
        long r_315 = m + 4;
        float a_324 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_324 = k_1[r_315 + 384];
        }
        long r_316 = m + 5;
        float a_325 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_325 = k_1[r_316 + 384];
        }
        long r_317 = m + 6;
        float a_326 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_326 = k_1[r_317 + 384];
        }
        long r_318 = m + 7;
        float a_327 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_327 = k_1[r_318 + 384];
        }
        long r_319 = m + 8;
        float a_328 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_328 = k_1[r_319 + 384];
        }
        long r_320 = m + 9;
        float a_329 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_329 = k_1[r_320 + 384];
        }
        long r_321 = m + 10;
        float a_330 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_330 = k_1[r_321 + 384];
        }
        long r_322 = m + 11;
        float a_331 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_331 = k_1[r_322 + 384];
        }
        long r_323 = m + 12;
        float a_332 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_332 = k_1[r_323 + 384];
        }
        long r_324 = m + 13;
        float a_333 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_333 = k_1[r_324 + 384];
        }
        long r_325 = m + 14;
        float a_334 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_334 = k_1[r_325 + 384];
        }
        long r_326 = m + 15;
        float a_335 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_335 = k_1[r_326 + 384];
        }
        long r_327 = m + 16;
        float a_336 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_336 = k_1[r_327 + 384];
        }
        long r_328 = m + 17;
        float a_337 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_337 = k_1[r_328 + 384];
        }
        long r_329 = m + 18;
        float a_338 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_338 = k_1[r_329 + 384];
        }
        long r_330 = m + 19;
        float a_339 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_339 = k_1[r_330 + 384];
        }
        long r_331 = m + 20;
        float a_340 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_340 = k_1[r_331 + 384];
        }
        long r_332 = m + 21;
        float a_341 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_341 = k_1[r_332 + 384];
        }
        long r_333 = m + 22;
        float a_342 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_342 = k_1[r_333 + 384];
        }
        long r_334 = m + 23;
        float a_343 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_343 = k_1[r_334 + 384];
        }
        long r_335 = m + 24;
        float a_344 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_344 = k_1[r_335 + 384];
        }
        long r_336 = m + 25;
        float a_345 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_345 = k_1[r_336 + 384];
        }
        long r_337 = m + 26;
        float a_346 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_346 = k_1[r_337 + 384];
        }
        long r_338 = m + 27;
        float a_347 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_347 = k_1[r_338 + 384];
        }
        long r_339 = m + 28;
        float a_348 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_348 = k_1[r_339 + 384];
        }
        long r_340 = m + 29;
        float a_349 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_349 = k_1[r_340 + 384];
        }
        long r_341 = m + 30;
        float a_350 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_350 = k_1[r_341 + 384];
        }
        long r_342 = m + 31;
        float a_351 = 0.0f;
        if (6 >= 0 && 6 < k_shape1) {
            a_351 = k_1[r_342 + 384];
        }
        float acc_6 = s_iter_6 + a_64 * a_320 + a_65 * a_321 + a_66 * a_322 + a_67 * a_323 + a_68 * a_324 + a_69 * a_325 + a_70 * a_326 + a_71 * a_327 + a_72 * a_328 + a_73 * a_329 + a_74 * a_330 + a_75 * a_331 + a_76 * a_332 + a_77 * a_333 + a_78 * a_334 + a_79 * a_335 + a_80 * a_336 + a_81 * a_337 + a_82 * a_338 + a_83 * a_339 + a_84 * a_340 + a_85 * a_341 + a_86 * a_342 + a_87 * a_343 + a_88 * a_344 + a_89 * a_345 + a_90 * a_346 + a_91 * a_347 + a_92 * a_348 + a_93 * a_349 + a_94 * a_350 + a_95 * a_351;
        float a_352 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_352 = k_1[m + 448];
        }
        long r_343 = m + 1;
        float a_353 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_353 = k_1[r_343 + 448];
        }
        long r_344 = m + 2;
        float a_354 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_354 = k_1[r_344 + 448];
        }
        long r_345 = m + 3;
        float a_355 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_355 = k_1[r_345 + 448];
        }
        long r_346 = m + 4;
        float a_356 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_356 = k_1[r_346 + 448];
        }
        long r_347 = m + 5;
        float a_357 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_357 = k_1[r_347 + 448];
        }
        long r_348 = m + 6;
        float a_358 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_358 = k_1[r_348 + 448];
        }
        long r_349 = m + 7;
        float a_359 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_359 = k_1[r_349 + 448];
        }
        long r_350 = m + 8;
        float a_360 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_360 = k_1[r_350 + 448];
        }
        long r_351 = m + 9;
        float a_361 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_361 = k_1[r_351 + 448];
        }
        long r_352 = m + 10;
        float a_362 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_362 = k_1[r_352 + 448];
        }
        long r_353 = m + 11;
        float a_363 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_363 = k_1[r_353 + 448];
        }
        long r_354 = m + 12;
        float a_364 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_364 = k_1[r_354 + 448];
        }
        long r_355 = m + 13;
        float a_365 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_365 = k_1[r_355 + 448];
        }
        long r_356 = m + 14;
        float a_366 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_366 = k_1[r_356 + 448];
        }
        long r_357 = m + 15;
        float a_367 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_367 = k_1[r_357 + 448];
        }
        long r_358 = m + 16;
        float a_368 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_368 = k_1[r_358 + 448];
        }
        long r_359 = m + 17;
        float a_369 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_369 = k_1[r_359 + 448];
        }
        long r_360 = m + 18;
        float a_370 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_370 = k_1[r_360 + 448];
        }
        long r_361 = m + 19;
        float a_371 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_371 = k_1[r_361 + 448];
        }
        long r_362 = m + 20;
        float a_372 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_372 = k_1[r_362 + 448];
        }
        long r_363 = m + 21;
        float a_373 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_373 = k_1[r_363 + 448];
        }
        long r_364 = m + 22;
        float a_374 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_374 = k_1[r_364 + 448];
        }
        long r_365 = m + 23;
        float a_375 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_375 = k_1[r_365 + 448];
        }
        long r_366 = m + 24;
        float a_376 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_376 = k_1[r_366 + 448];
        }
        long r_367 = m + 25;
        float a_377 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_377 = k_1[r_367 + 448];
        }
        long r_368 = m + 26;
        float a_378 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_378 = k_1[r_368 + 448];
        }
        long r_369 = m + 27;
        float a_379 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_379 = k_1[r_369 + 448];
        }
        long r_370 = m + 28;
        float a_380 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_380 = k_1[r_370 + 448];
        }
        long r_371 = m + 29;
        float a_381 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_381 = k_1[r_371 + 448];
        }
        long r_372 = m + 30;
        float a_382 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_382 = k_1[r_372 + 448];
        }
        long r_373 = m + 31;
        float a_383 = 0.0f;
        if (7 >= 0 && 7 < k_shape1) {
            a_383 = k_1[r_373 + 448];
        }
        float acc_7 = s_iter_7 + a_64 * a_352 + a_65 * a_353 + a_66 * a_354 + a_67 * a_355 + a_68 * a_356 + a_69 * a_357 + a_70 * a_358 + a_71 * a_359 + a_72 * a_360 + a_73 * a_361 + a_74 * a_362 + a_75 * a_363 + a_76 * a_364 + a_77 * a_365 + a_78 * a_366 + a_79 * a_367 + a_80 * a_368 + a_81 * a_369 + a_82 * a_370 + a_83 * a_371 + a_84 * a_372 + a_85 * a_373 + a_86 * a_374 + a_87 * a_375 + a_88 * a_376 + a_89 * a_377 + a_90 * a_378 + a_91 * a_379 + a_92 * a_380 + a_93 * a_381 + a_94 * a_382 + a_95 * a_383;
        float a_384 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_384 = k_1[m + 512];
        }
        long r_374 = m + 1;
        float a_385 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_385 = k_1[r_374 + 512];
        }
        long r_375 = m + 2;
        float a_386 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_386 = k_1[r_375 + 512];
        }
        long r_376 = m + 3;
        float a_387 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_387 = k_1[r_376 + 512];
        }
        long r_377 = m + 4;
        float a_388 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_388 = k_1[r_377 + 512];
        }
        long r_378 = m + 5;
        float a_389 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_389 = k_1[r_378 + 512];
        }
        long r_379 = m + 6;
        float a_390 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_390 = k_1[r_379 + 512];
        }
        long r_380 = m + 7;
        float a_391 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_391 = k_1[r_380 + 512];
        }
        long r_381 = m + 8;
        float a_392 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_392 = k_1[r_381 + 512];
        }
        long r_382 = m + 9;
        float a_393 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_393 = k_1[r_382 + 512];
        }
        long r_383 = m + 10;
        float a_394 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_394 = k_1[r_383 + 512];
        }
        long r_384 = m + 11;
        float a_395 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_395 = k_1[r_384 + 512];
        }
        long r_385 = m + 12;
        float a_396 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_396 = k_1[r_385 + 512];
        }
        long r_386 = m + 13;
        float a_397 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_397 = k_1[r_386 + 512];
        }
        long r_387 = m + 14;
        float a_398 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_398 = k_1[r_387 + 512];
        }
        long r_388 = m + 15;
        float a_399 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_399 = k_1[r_388 + 512];
        }
        long r_389 = m + 16;
        float a_400 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_400 = k_1[r_389 + 512];
        }
        long r_390 = m + 17;
        float a_401 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_401 = k_1[r_390 + 512];
        }
        long r_391 = m + 18;
        float a_402 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_402 = k_1[r_391 + 512];
        }
        long r_392 = m + 19;
        float a_403 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_403 = k_1[r_392 + 512];
        }
        long r_393 = m + 20;
        float a_404 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_404 = k_1[r_393 + 512];
        }
        long r_394 = m + 21;
        float a_405 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_405 = k_1[r_394 + 512];
        }
        long r_395 = m + 22;
        float a_406 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_406 = k_1[r_395 + 512];
        }
        long r_396 = m + 23;
        float a_407 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_407 = k_1[r_396 + 512];
        }
        long r_397 = m + 24;
        float a_408 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_408 = k_1[r_397 + 512];
        }
        long r_398 = m + 25;
        float a_409 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_409 = k_1[r_398 + 512];
        }
        long r_399 = m + 26;
        float a_410 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_410 = k_1[r_399 + 512];
        }
        long r_400 = m + 27;
        float a_411 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_411 = k_1[r_400 + 512];
        }
        long r_401 = m + 28;
        float a_412 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_412 = k_1[r_401 + 512];
        }
        long r_402 = m + 29;
        float a_413 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_413 = k_1[r_402 + 512];
        }
        long r_403 = m + 30;
        float a_414 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_414 = k_1[r_403 + 512];
        }
        long r_404 = m + 31;
        float a_415 = 0.0f;
        if (8 >= 0 && 8 < k_shape1) {
            a_415 = k_1[r_404 + 512];
        }
        float acc_8 = s_iter_8 + a_64 * a_384 + a_65 * a_385 + a_66 * a_386 + a_67 * a_387 + a_68 * a_388 + a_69 * a_389 + a_70 * a_390 + a_71 * a_391 + a_72 * a_392 + a_73 * a_393 + a_74 * a_394 + a_75 * a_395 + a_76 * a_396 + a_77 * a_397 + a_78 * a_398 + a_79 * a_399 + a_80 * a_400 + a_81 * a_401 + a_82 * a_402 + a_83 * a_403 + a_84 * a_404 + a_85 * a_405 + a_86 * a_406 + a_87 * a_407 + a_88 * a_408 + a_89 * a_409 + a_90 * a_410 + a_91 * a_411 + a_92 * a_412 + a_93 * a_413 + a_94 * a_414 + a_95 * a_415;
        float a_416 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_416 = k_1[m + 576];
        }
        long r_405 = m + 1;
        float a_417 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_417 = k_1[r_405 + 576];
        }
        long r_406 = m + 2;
        float a_418 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_418 = k_1[r_406 + 576];
        }
        long r_407 = m + 3;
        float a_419 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_419 = k_1[r_407 + 576];
        }
        long r_408 = m + 4;
        float a_420 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_420 = k_1[r_408 + 576];
        }
        long r_409 = m + 5;
        float a_421 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_421 = k_1[r_409 + 576];
        }
        long r_410 = m + 6;
        float a_422 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_422 = k_1[r_410 + 576];
        }
        long r_411 = m + 7;
        float a_423 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_423 = k_1[r_411 + 576];
        }
        long r_412 = m + 8;
        float a_424 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_424 = k_1[r_412 + 576];
        }
        long r_413 = m + 9;
        float a_425 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_425 = k_1[r_413 + 576];
        }
        long r_414 = m + 10;
        float a_426 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_426 = k_1[r_414 + 576];
        }
        long r_415 = m + 11;
        float a_427 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_427 = k_1[r_415 + 576];
        }
        long r_416 = m + 12;
        float a_428 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_428 = k_1[r_416 + 576];
        }
        long r_417 = m + 13;
        float a_429 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_429 = k_1[r_417 + 576];
        }
        long r_418 = m + 14;
        float a_430 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_430 = k_1[r_418 + 576];
        }
        long r_419 = m + 15;
        float a_431 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_431 = k_1[r_419 + 576];
        }
        long r_420 = m + 16;
        float a_432 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_432 = k_1[r_420 + 576];
        }
        long r_421 = m + 17;
        float a_433 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_433 = k_1[r_421 + 576];
        }
        long r_422 = m + 18;
        float a_434 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_434 = k_1[r_422 + 576];
        }
        long r_423 = m + 19;
        float a_435 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_435 = k_1[r_423 + 576];
        }
        long r_424 = m + 20;
        float a_436 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_436 = k_1[r_424 + 576];
        }
        long r_425 = m + 21;
        float a_437 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_437 = k_1[r_425 + 576];
        }
        long r_426 = m + 22;
        float a_438 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_438 = k_1[r_426 + 576];
        }
        long r_427 = m + 23;
        float a_439 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_439 = k_1[r_427 + 576];
        }
        long r_428 = m + 24;
        float a_440 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_440 = k_1[r_428 + 576];
        }
        long r_429 = m + 25;
        float a_441 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_441 = k_1[r_429 + 576];
        }
        long r_430 = m + 26;
        float a_442 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_442 = k_1[r_430 + 576];
        }
        long r_431 = m + 27;
        float a_443 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_443 = k_1[r_431 + 576];
        }
        long r_432 = m + 28;
        float a_444 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_444 = k_1[r_432 + 576];
        }
        long r_433 = m + 29;
        float a_445 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_445 = k_1[r_433 + 576];
        }
        long r_434 = m + 30;
        float a_446 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_446 = k_1[r_434 + 576];
        }
        long r_435 = m + 31;
        float a_447 = 0.0f;
        if (9 >= 0 && 9 < k_shape1) {
            a_447 = k_1[r_435 + 576];
        }
        float acc_9 = s_iter_9 + a_64 * a_416 + a_65 * a_417 + a_66 * a_418 + a_67 * a_419 + a_68 * a_420 + a_69 * a_421 + a_70 * a_422 + a_71 * a_423 + a_72 * a_424 + a_73 * a_425 + a_74 * a_426 + a_75 * a_427 + a_76 * a_428 + a_77 * a_429 + a_78 * a_430 + a_79 * a_431 + a_80 * a_432 + a_81 * a_433 + a_82 * a_434 + a_83 * a_435 + a_84 * a_436 + a_85 * a_437 + a_86 * a_438 + a_87 * a_439 + a_88 * a_440 + a_89 * a_441 + a_90 * a_442 + a_91 * a_443 + a_92 * a_444 + a_93 * a_445 + a_94 * a_446 + a_95 * a_447;
        float a_448 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_448 = k_1[m + 640];
        }
        long r_436 = m + 1;
        float a_449 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_449 = k_1[r_436 + 640];
        }
        long r_437 = m + 2;
        float a_450 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_450 = k_1[r_437 + 640];
        }
        long r_438 = m + 3;
        float a_451 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_451 = k_1[r_438 + 640];
        }
        long r_439 = m + 4;
        float a_452 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_452 = k_1[r_439 + 640];
        }
        long r_440 = m + 5;
        float a_453 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_453 = k_1[r_440 + 640];
        }
        long r_441 = m + 6;
        float a_454 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_454 = k_1[r_441 + 640];
        }
        long r_442 = m + 7;
        float a_455 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_455 = k_1[r_442 + 640];
        }
        long r_443 = m + 8;
        float a_456 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_456 = k_1[r_443 + 640];
        }
        long r_444 = m + 9;
        float a_457 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_457 = k_1[r_444 + 640];
        }
        long r_445 = m + 10;
        float a_458 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_458 = k_1[r_445 + 640];
        }
        long r_446 = m + 11;
        float a_459 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_459 = k_1[r_446 + 640];
        }
        long r_447 = m + 12;
        float a_460 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_460 = k_1[r_447 + 640];
        }
        long r_448 = m + 13;
        float a_461 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_461 = k_1[r_448 + 640];
        }
        long r_449 = m + 14;
        float a_462 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_462 = k_1[r_449 + 640];
        }
        long r_450 = m + 15;
        float a_463 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_463 = k_1[r_450 + 640];
        }
        long r_451 = m + 16;
        float a_464 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_464 = k_1[r_451 + 640];
        }
        long r_452 = m + 17;
        float a_465 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_465 = k_1[r_452 + 640];
        }
        long r_453 = m + 18;
        float a_466 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_466 = k_1[r_453 + 640];
        }
        long r_454 = m + 19;
        float a_467 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_467 = k_1[r_454 + 640];
        }
        long r_455 = m + 20;
        float a_468 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_468 = k_1[r_455 + 640];
        }
        long r_456 = m + 21;
        float a_469 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_469 = k_1[r_456 + 640];
        }
        long r_457 = m + 22;
        float a_470 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_470 = k_1[r_457 + 640];
        }
        long r_458 = m + 23;
        float a_471 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_471 = k_1[r_458 + 640];
        }
        long r_459 = m + 24;
        float a_472 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_472 = k_1[r_459 + 640];
        }
        long r_460 = m + 25;
        float a_473 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_473 = k_1[r_460 + 640];
        }
        long r_461 = m + 26;
        float a_474 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_474 = k_1[r_461 + 640];
        }
        long r_462 = m + 27;
        float a_475 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_475 = k_1[r_462 + 640];
        }
        long r_463 = m + 28;
        float a_476 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_476 = k_1[r_463 + 640];
        }
        long r_464 = m + 29;
        float a_477 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_477 = k_1[r_464 + 640];
        }
        long r_465 = m + 30;
        float a_478 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_478 = k_1[r_465 + 640];
        }
        long r_466 = m + 31;
        float a_479 = 0.0f;
        if (10 >= 0 && 10 < k_shape1) {
            a_479 = k_1[r_466 + 640];
        }
        float acc_10 = s_iter_10 + a_64 * a_448 + a_65 * a_449 + a_66 * a_450 + a_67 * a_451 + a_68 * a_452 + a_69 * a_453 + a_70 * a_454 + a_71 * a_455 + a_72 * a_456 + a_73 * a_457 + a_74 * a_458 + a_75 * a_459 + a_76 * a_460 + a_77 * a_461 + a_78 * a_462 + a_79 * a_463 + a_80 * a_464 + a_81 * a_465 + a_82 * a_466 + a_83 * a_467 + a_84 * a_468 + a_85 * a_469 + a_86 * a_470 + a_87 * a_471 + a_88 * a_472 + a_89 * a_473 + a_90 * a_474 + a_91 * a_475 + a_92 * a_476 + a_93 * a_477 + a_94 * a_478 + a_95 * a_479;
        float a_480 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_480 = k_1[m + 704];
        }
        long r_467 = m + 1;
        float a_481 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_481 = k_1[r_467 + 704];
        }
        long r_468 = m + 2;
        float a_482 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_482 = k_1[r_468 + 704];
        }
        long r_469 = m + 3;
        float a_483 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_483 = k_1[r_469 + 704];
        }
        long r_470 = m + 4;
        float a_484 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_484 = k_1[r_470 + 704];
        }
        long r_471 = m + 5;
        float a_485 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_485 = k_1[r_471 + 704];
        }
        long r_472 = m + 6;
        float a_486 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_486 = k_1[r_472 + 704];
        }
        long r_473 = m + 7;
        float a_487 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_487 = k_1[r_473 + 704];
        }
        long r_474 = m + 8;
        float a_488 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_488 = k_1[r_474 + 704];
        }
        long r_475 = m + 9;
        float a_489 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_489 = k_1[r_475 + 704];
        }
        long r_476 = m + 10;
        float a_490 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_490 = k_1[r_476 + 704];
        }
        long r_477 = m + 11;
        float a_491 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_491 = k_1[r_477 + 704];
        }
        long r_478 = m + 12;
        float a_492 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_492 = k_1[r_478 + 704];
        }
        long r_479 = m + 13;
        float a_493 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_493 = k_1[r_479 + 704];
        }
        long r_480 = m + 14;
        float a_494 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_494 = k_1[r_480 + 704];
        }
        long r_481 = m + 15;
        float a_495 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_495 = k_1[r_481 + 704];
        }
        long r_482 = m + 16;
        float a_496 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_496 = k_1[r_482 + 704];
        }
        long r_483 = m + 17;
        float a_497 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_497 = k_1[r_483 + 704];
        }
        long r_484 = m + 18;
        float a_498 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_498 = k_1[r_484 + 704];
        }
        long r_485 = m + 19;
        float a_499 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_499 = k_1[r_485 + 704];
        }
        long r_486 = m + 20;
        float a_500 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_500 = k_1[r_486 + 704];
        }
        long r_487 = m + 21;
        float a_501 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_501 = k_1[r_487 + 704];
        }
        long r_488 = m + 22;
        float a_502 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_502 = k_1[r_488 + 704];
        }
        long r_489 = m + 23;
        float a_503 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_503 = k_1[r_489 + 704];
        }
        long r_490 = m + 24;
        float a_504 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_504 = k_1[r_490 + 704];
        }
        long r_491 = m + 25;
        float a_505 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_505 = k_1[r_491 + 704];
        }
        long r_492 = m + 26;
        float a_506 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_506 = k_1[r_492 + 704];
        }
        long r_493 = m + 27;
        float a_507 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_507 = k_1[r_493 + 704];
        }
        long r_494 = m + 28;
        float a_508 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_508 = k_1[r_494 + 704];
        }
        long r_495 = m + 29;
        float a_509 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_509 = k_1[r_495 + 704];
        }
        long r_496 = m + 30;
        float a_510 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_510 = k_1[r_496 + 704];
        }
        long r_497 = m + 31;
        float a_511 = 0.0f;
        if (11 >= 0 && 11 < k_shape1) {
            a_511 = k_1[r_497 + 704];
        }
        float acc_11 = s_iter_11 + a_64 * a_480 + a_65 * a_481 + a_66 * a_482 + a_67 * a_483 + a_68 * a_484 + a_69 * a_485 + a_70 * a_486 + a_71 * a_487 + a_72 * a_488 + a_73 * a_489 + a_74 * a_490 + a_75 * a_491 + a_76 * a_492 + a_77 * a_493 + a_78 * a_494 + a_79 * a_495 + a_80 * a_496 + a_81 * a_497 + a_82 * a_498 + a_83 * a_499 + a_84 * a_500 + a_85 * a_501 + a_86 * a_502 + a_87 * a_503 + a_88 * a_504 + a_89 * a_505 + a_90 * a_506 + a_91 * a_507 + a_92 * a_508 + a_93 * a_509 + a_94 * a_510 + a_95 * a_511;
        float a_512 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_512 = k_1[m + 768];
        }
        long r_498 = m + 1;
        float a_513 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_513 = k_1[r_498 + 768];
        }
        long r_499 = m + 2;
        float a_514 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_514 = k_1[r_499 + 768];
        }
        long r_500 = m + 3;
        float a_515 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_515 = k_1[r_500 + 768];
        }
        long r_501 = m + 4;
        float a_516 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_516 = k_1[r_501 + 768];
        }
        long r_502 = m + 5;
        float a_517 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_517 = k_1[r_502 + 768];
        }
        long r_503 = m + 6;
        float a_518 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_518 = k_1[r_503 + 768];
        }
        long r_504 = m + 7;
        float a_519 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_519 = k_1[r_504 + 768];
        }
        long r_505 = m + 8;
        float a_520 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_520 = k_1[r_505 + 768];
        }
        long r_506 = m + 9;
        float a_521 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_521 = k_1[r_506 + 768];
        }
        long r_507 = m + 10;
        float a_522 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_522 = k_1[r_507 + 768];
        }
        long r_508 = m + 11;
        float a_523 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_523 = k_1[r_508 + 768];
        }
        long r_509 = m + 12;
        float a_524 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_524 = k_1[r_509 + 768];
        }
        long r_510 = m + 13;
        float a_525 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_525 = k_1[r_510 + 768];
        }
        long r_511 = m + 14;
        float a_526 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_526 = k_1[r_511 + 768];
        }
        long r_512 = m + 15;
        float a_527 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_527 = k_1[r_512 + 768];
        }
        long r_513 = m + 16;
        float a_528 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_528 = k_1[r_513 + 768];
        }
        long r_514 = m + 17;
        float a_529 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_529 = k_1[r_514 + 768];
        }
        long r_515 = m + 18;
        float a_530 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_530 = k_1[r_515 + 768];
        }
        long r_516 = m + 19;
        float a_531 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_531 = k_1[r_516 + 768];
        }
        long r_517 = m + 20;
        float a_532 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_532 = k_1[r_517 + 768];
        }
        long r_518 = m + 21;
        float a_533 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_533 = k_1[r_518 + 768];
        }
        long r_519 = m + 22;
        float a_534 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_534 = k_1[r_519 + 768];
        }
        long r_520 = m + 23;
        float a_535 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_535 = k_1[r_520 + 768];
        }
        long r_521 = m + 24;
        float a_536 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_536 = k_1[r_521 + 768];
        }
        long r_522 = m + 25;
        float a_537 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_537 = k_1[r_522 + 768];
        }
        long r_523 = m + 26;
        float a_538 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_538 = k_1[r_523 + 768];
        }
        long r_524 = m + 27;
        float a_539 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_539 = k_1[r_524 + 768];
        }
        long r_525 = m + 28;
        float a_540 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_540 = k_1[r_525 + 768];
        }
        long r_526 = m + 29;
        float a_541 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_541 = k_1[r_526 + 768];
        }
        long r_527 = m + 30;
        float a_542 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_542 = k_1[r_527 + 768];
        }
        long r_528 = m + 31;
        float a_543 = 0.0f;
        if (12 >= 0 && 12 < k_shape1) {
            a_543 = k_1[r_528 + 768];
        }
        float acc_12 = s_iter_12 + a_64 * a_512 + a_65 * a_513 + a_66 * a_514 + a_67 * a_515 + a_68 * a_516 + a_69 * a_517 + a_70 * a_518 + a_71 * a_519 + a_72 * a_520 + a_73 * a_521 + a_74 * a_522 + a_75 * a_523 + a_76 * a_524 + a_77 * a_525 + a_78 * a_526 + a_79 * a_527 + a_80 * a_528 + a_81 * a_529 + a_82 * a_530 + a_83 * a_531 + a_84 * a_532 + a_85 * a_533 + a_86 * a_534 + a_87 * a_535 + a_88 * a_536 + a_89 * a_537 + a_90 * a_538 + a_91 * a_539 + a_92 * a_540 + a_93 * a_541 + a_94 * a_542 + a_95 * a_543;
        float a_544 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_544 = k_1[m + 832];
        }
        long r_529 = m + 1;
        float a_545 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_545 = k_1[r_529 + 832];
        }
        long r_530 = m + 2;
        float a_546 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_546 = k_1[r_530 + 832];
        }
        long r_531 = m + 3;
        float a_547 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_547 = k_1[r_531 + 832];
        }
        long r_532 = m + 4;
        float a_548 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_548 = k_1[r_532 + 832];
        }
        long r_533 = m + 5;
        float a_549 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_549 = k_1[r_533 + 832];
        }
        long r_534 = m + 6;
        float a_550 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_550 = k_1[r_534 + 832];
        }
        long r_535 = m + 7;
        float a_551 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_551 = k_1[r_535 + 832];
        }
        long r_536 = m + 8;
        float a_552 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_552 = k_1[r_536 + 832];
        }
        long r_537 = m + 9;
        float a_553 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_553 = k_1[r_537 + 832];
        }
        long r_538 = m + 10;
        float a_554 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_554 = k_1[r_538 + 832];
        }
        long r_539 = m + 11;
        float a_555 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_555 = k_1[r_539 + 832];
        }
        long r_540 = m + 12;
        float a_556 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_556 = k_1[r_540 + 832];
        }
        long r_541 = m + 13;
        float a_557 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_557 = k_1[r_541 + 832];
        }
        long r_542 = m + 14;
        float a_558 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_558 = k_1[r_542 + 832];
        }
        long r_543 = m + 15;
        float a_559 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_559 = k_1[r_543 + 832];
        }
        long r_544 = m + 16;
        float a_560 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_560 = k_1[r_544 + 832];
        }
        long r_545 = m + 17;
        float a_561 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_561 = k_1[r_545 + 832];
        }
        long r_546 = m + 18;
        float a_562 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_562 = k_1[r_546 + 832];
        }
        long r_547 = m + 19;
        float a_563 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_563 = k_1[r_547 + 832];
        }
        long r_548 = m + 20;
        float a_564 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_564 = k_1[r_548 + 832];
        }
        long r_549 = m + 21;
        float a_565 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_565 = k_1[r_549 + 832];
        }
        long r_550 = m + 22;
        float a_566 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_566 = k_1[r_550 + 832];
        }
        long r_551 = m + 23;
        float a_567 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_567 = k_1[r_551 + 832];
        }
        long r_552 = m + 24;
        float a_568 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_568 = k_1[r_552 + 832];
        }
        long r_553 = m + 25;
        float a_569 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_569 = k_1[r_553 + 832];
        }
        long r_554 = m + 26;
        float a_570 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_570 = k_1[r_554 + 832];
        }
        long r_555 = m + 27;
        float a_571 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_571 = k_1[r_555 + 832];
        }
        long r_556 = m + 28;
        float a_572 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_572 = k_1[r_556 + 832];
        }
        long r_557 = m + 29;
        float a_573 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_573 = k_1[r_557 + 832];
        }
        long r_558 = m + 30;
        float a_574 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_574 = k_1[r_558 + 832];
        }
        long r_559 = m + 31;
        float a_575 = 0.0f;
        if (13 >= 0 && 13 < k_shape1) {
            a_575 = k_1[r_559 + 832];
        }
        float acc_13 = s_iter_13 + a_64 * a_544 + a_65 * a_545 + a_66 * a_546 + a_67 * a_547 + a_68 * a_548 + a_69 * a_549 + a_70 * a_550 + a_71 * a_551 + a_72 * a_552 + a_73 * a_553 + a_74 * a_554 + a_75 * a_555 + a_76 * a_556 + a_77 * a_557 + a_78 * a_558 + a_79 * a_559 + a_80 * a_560 + a_81 * a_561 + a_82 * a_562 + a_83 * a_563 + a_84 * a_564 + a_85 * a_565 + a_86 * a_566 + a_87 * a_567 + a_88 * a_568 + a_89 * a_569 + a_90 * a_570 + a_91 * a_571 + a_92 * a_572 + a_93 * a_573 + a_94 * a_574 + a_95 * a_575;
        float a_576 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_576 = k_1[m + 896];
        }
        long r_560 = m + 1;
        float a_577 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_577 = k_1[r_560 + 896];
        }
        long r_561 = m + 2;
        float a_578 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_578 = k_1[r_561 + 896];
        }
        long r_562 = m + 3;
        float a_579 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_579 = k_1[r_562 + 896];
        }
        long r_563 = m + 4;
        float a_580 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_580 = k_1[r_563 + 896];
        }
        long r_564 = m + 5;
        float a_581 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_581 = k_1[r_564 + 896];
        }
        long r_565 = m + 6;
        float a_582 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_582 = k_1[r_565 + 896];
        }
        long r_566 = m + 7;
        float a_583 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_583 = k_1[r_566 + 896];
        }
        long r_567 = m + 8;
        float a_584 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_584 = k_1[r_567 + 896];
        }
        long r_568 = m + 9;
        float a_585 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_585 = k_1[r_568 + 896];
        }
        long r_569 = m + 10;
        float a_586 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_586 = k_1[r_569 + 896];
        }
        long r_570 = m + 11;
        float a_587 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_587 = k_1[r_570 + 896];
        }
        long r_571 = m + 12;
        float a_588 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_588 = k_1[r_571 + 896];
        }
        long r_572 = m + 13;
        float a_589 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_589 = k_1[r_572 + 896];
        }
        long r_573 = m + 14;
        float a_590 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_590 = k_1[r_573 + 896];
        }
        long r_574 = m + 15;
        float a_591 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_591 = k_1[r_574 + 896];
        }
        long r_575 = m + 16;
        float a_592 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_592 = k_1[r_575 + 896];
        }
        long r_576 = m + 17;
        float a_593 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_593 = k_1[r_576 + 896];
        }
        long r_577 = m + 18;
        float a_594 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_594 = k_1[r_577 + 896];
        }
        long r_578 = m + 19;
        float a_595 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_595 = k_1[r_578 + 896];
        }
        long r_579 = m + 20;
        float a_596 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_596 = k_1[r_579 + 896];
        }
        long r_580 = m + 21;
        float a_597 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_597 = k_1[r_580 + 896];
        }
        long r_581 = m + 22;
        float a_598 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_598 = k_1[r_581 + 896];
        }
        long r_582 = m + 23;
        float a_599 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_599 = k_1[r_582 + 896];
        }
        long r_583 = m + 24;
        float a_600 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_600 = k_1[r_583 + 896];
        }
        long r_584 = m + 25;
        float a_601 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_601 = k_1[r_584 + 896];
        }
        long r_585 = m + 26;
        float a_602 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_602 = k_1[r_585 + 896];
        }
        long r_586 = m + 27;
        float a_603 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_603 = k_1[r_586 + 896];
        }
        long r_587 = m + 28;
        float a_604 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_604 = k_1[r_587 + 896];
        }
        long r_588 = m + 29;
        float a_605 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_605 = k_1[r_588 + 896];
        }
        long r_589 = m + 30;
        float a_606 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_606 = k_1[r_589 + 896];
        }
        long r_590 = m + 31;
        float a_607 = 0.0f;
        if (14 >= 0 && 14 < k_shape1) {
            a_607 = k_1[r_590 + 896];
        }
        float acc_14 = s_iter_14 + a_64 * a_576 + a_65 * a_577 + a_66 * a_578 + a_67 * a_579 + a_68 * a_580 + a_69 * a_581 + a_70 * a_582 + a_71 * a_583 + a_72 * a_584 + a_73 * a_585 + a_74 * a_586 + a_75 * a_587 + a_76 * a_588 + a_77 * a_589 + a_78 * a_590 + a_79 * a_591 + a_80 * a_592 + a_81 * a_593 + a_82 * a_594 + a_83 * a_595 + a_84 * a_596 + a_85 * a_597 + a_86 * a_598 + a_87 * a_599 + a_88 * a_600 + a_89 * a_601 + a_90 * a_602 + a_91 * a_603 + a_92 * a_604 + a_93 * a_605 + a_94 * a_606 + a_95 * a_607;
        float a_608 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_608 = k_1[m + 960];
        }
        long r_591 = m + 1;
        float a_609 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_609 = k_1[r_591 + 960];
        }
        long r_592 = m + 2;
        float a_610 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_610 = k_1[r_592 + 960];
        }
        long r_593 = m + 3;
        float a_611 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_611 = k_1[r_593 + 960];
        }
        long r_594 = m + 4;
        float a_612 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_612 = k_1[r_594 + 960];
        }
        long r_595 = m + 5;
        float a_613 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_613 = k_1[r_595 + 960];
        }
        long r_596 = m + 6;
        float a_614 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_614 = k_1[r_596 + 960];
        }
        long r_597 = m + 7;
        float a_615 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_615 = k_1[r_597 + 960];
        }
        long r_598 = m + 8;
        float a_616 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_616 = k_1[r_598 + 960];
        }
        long r_599 = m + 9;
        float a_617 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_617 = k_1[r_599 + 960];
        }
        long r_600 = m + 10;
        float a_618 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_618 = k_1[r_600 + 960];
        }
        long r_601 = m + 11;
        float a_619 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_619 = k_1[r_601 + 960];
        }
        long r_602 = m + 12;
        float a_620 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_620 = k_1[r_602 + 960];
        }
        long r_603 = m + 13;
        float a_621 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_621 = k_1[r_603 + 960];
        }
        long r_604 = m + 14;
        float a_622 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_622 = k_1[r_604 + 960];
        }
        long r_605 = m + 15;
        float a_623 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_623 = k_1[r_605 + 960];
        }
        long r_606 = m + 16;
        float a_624 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_624 = k_1[r_606 + 960];
        }
        long r_607 = m + 17;
        float a_625 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_625 = k_1[r_607 + 960];
        }
        long r_608 = m + 18;
        float a_626 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_626 = k_1[r_608 + 960];
        }
        long r_609 = m + 19;
        float a_627 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_627 = k_1[r_609 + 960];
        }
        long r_610 = m + 20;
        float a_628 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_628 = k_1[r_610 + 960];
        }
        long r_611 = m + 21;
        float a_629 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_629 = k_1[r_611 + 960];
        }
        long r_612 = m + 22;
        float a_630 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_630 = k_1[r_612 + 960];
        }
        long r_613 = m + 23;
        float a_631 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_631 = k_1[r_613 + 960];
        }
        long r_614 = m + 24;
        float a_632 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_632 = k_1[r_614 + 960];
        }
        long r_615 = m + 25;
        float a_633 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_633 = k_1[r_615 + 960];
        }
        long r_616 = m + 26;
        float a_634 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_634 = k_1[r_616 + 960];
        }
        long r_617 = m + 27;
        float a_635 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_635 = k_1[r_617 + 960];
        }
        long r_618 = m + 28;
        float a_636 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_636 = k_1[r_618 + 960];
        }
        long r_619 = m + 29;
        float a_637 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_637 = k_1[r_619 + 960];
        }
        long r_620 = m + 30;
        float a_638 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_638 = k_1[r_620 + 960];
        }
        long r_621 = m + 31;
        float a_639 = 0.0f;
        if (15 >= 0 && 15 < k_shape1) {
            a_639 = k_1[r_621 + 960];
        }
        float acc_15 = s_iter_15 + a_64 * a_608 + a_65 * a_609 + a_66 * a_610 + a_67 * a_611 + a_68 * a_612 + a_69 * a_613 + a_70 * a_614 + a_71 * a_615 + a_72 * a_616 + a_73 * a_617 + a_74 * a_618 + a_75 * a_619 + a_76 * a_620 + a_77 * a_621 + a_78 * a_622 + a_79 * a_623 + a_80 * a_624 + a_81 * a_625 + a_82 * a_626 + a_83 * a_627 + a_84 * a_628 + a_85 * a_629 + a_86 * a_630 + a_87 * a_631 + a_88 * a_632 + a_89 * a_633 + a_90 * a_634 + a_91 * a_635 + a_92 * a_636 + a_93 * a_637 + a_94 * a_638 + a_95 * a_639;
        float a_640 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_640 = k_1[m + 1024];
        }
        long r_622 = m + 1;
        float a_641 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_641 = k_1[r_622 + 1024];
        }
        long r_623 = m + 2;
        float a_642 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_642 = k_1[r_623 + 1024];
        }
        long r_624 = m + 3;
        float a_643 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_643 = k_1[r_624 + 1024];
        }
        long r_625 = m + 4;
        float a_644 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_644 = k_1[r_625 + 1024];
        }
        long r_626 = m + 5;
        float a_645 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_645 = k_1[r_626 + 1024];
        }
        long r_627 = m + 6;
        float a_646 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_646 = k_1[r_627 + 1024];
        }
        long r_628 = m + 7;
        float a_647 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_647 = k_1[r_628 + 1024];
        }
        long r_629 = m + 8;
        float a_648 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_648 = k_1[r_629 + 1024];
        }
        long r_630 = m + 9;
        float a_649 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_649 = k_1[r_630 + 1024];
        }
        long r_631 = m + 10;
        float a_650 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_650 = k_1[r_631 + 1024];
        }
        long r_632 = m + 11;
        float a_651 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_651 = k_1[r_632 + 1024];
        }
        long r_633 = m + 12;
        float a_652 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_652 = k_1[r_633 + 1024];
        }
        long r_634 = m + 13;
        float a_653 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_653 = k_1[r_634 + 1024];
        }
        long r_635 = m + 14;
        float a_654 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_654 = k_1[r_635 + 1024];
        }
        long r_636 = m + 15;
        float a_655 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_655 = k_1[r_636 + 1024];
        }
        long r_637 = m + 16;
        float a_656 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_656 = k_1[r_637 + 1024];
        }
        long r_638 = m + 17;
        float a_657 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_657 = k_1[r_638 + 1024];
        }
        long r_639 = m + 18;
        float a_658 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_658 = k_1[r_639 + 1024];
        }
        long r_640 = m + 19;
        float a_659 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_659 = k_1[r_640 + 1024];
        }
        long r_641 = m + 20;
        float a_660 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_660 = k_1[r_641 + 1024];
        }
        long r_642 = m + 21;
        float a_661 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_661 = k_1[r_642 + 1024];
        }
        long r_643 = m + 22;
        float a_662 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_662 = k_1[r_643 + 1024];
        }
        long r_644 = m + 23;
        float a_663 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_663 = k_1[r_644 + 1024];
        }
        long r_645 = m + 24;
        float a_664 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_664 = k_1[r_645 + 1024];
        }
        long r_646 = m + 25;
        float a_665 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_665 = k_1[r_646 + 1024];
        }
        long r_647 = m + 26;
        float a_666 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_666 = k_1[r_647 + 1024];
        }
        long r_648 = m + 27;
        float a_667 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_667 = k_1[r_648 + 1024];
        }
        long r_649 = m + 28;
        float a_668 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_668 = k_1[r_649 + 1024];
        }
        long r_650 = m + 29;
        float a_669 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_669 = k_1[r_650 + 1024];
        }
        long r_651 = m + 30;
        float a_670 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_670 = k_1[r_651 + 1024];
        }
        long r_652 = m + 31;
        float a_671 = 0.0f;
        if (16 >= 0 && 16 < k_shape1) {
            a_671 = k_1[r_652 + 1024];
        }
        float acc_16 = s_iter_16 + a_64 * a_640 + a_65 * a_641 + a_66 * a_642 + a_67 * a_643 + a_68 * a_644 + a_69 * a_645 + a_70 * a_646 + a_71 * a_647 + a_72 * a_648 + a_73 * a_649 + a_74 * a_650 + a_75 * a_651 + a_76 * a_652 + a_77 * a_653 + a_78 * a_654 + a_79 * a_655 + a_80 * a_656 + a_81 * a_657 + a_82 * a_658 + a_83 * a_659 + a_84 * a_660 + a_85 * a_661 + a_86 * a_662 + a_87 * a_663 + a_88 * a_664 + a_89 * a_665 + a_90 * a_666 + a_91 * a_667 + a_92 * a_668 + a_93 * a_669 + a_94 * a_670 + a_95 * a_671;
        float a_672 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_672 = k_1[m + 1088];
        }
        long r_653 = m + 1;
        float a_673 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_673 = k_1[r_653 + 1088];
        }
        long r_654 = m + 2;
        float a_674 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_674 = k_1[r_654 + 1088];
        }
        long r_655 = m + 3;
        float a_675 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_675 = k_1[r_655 + 1088];
        }
        long r_656 = m + 4;
        float a_676 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_676 = k_1[r_656 + 1088];
        }
        long r_657 = m + 5;
        float a_677 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_677 = k_1[r_657 + 1088];
        }
        long r_658 = m + 6;
        float a_678 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_678 = k_1[r_658 + 1088];
        }
        long r_659 = m + 7;
        float a_679 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_679 = k_1[r_659 + 1088];
        }
        long r_660 = m + 8;
        float a_680 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_680 = k_1[r_660 + 1088];
        }
        long r_661 = m + 9;
        float a_681 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_681 = k_1[r_661 + 1088];
        }
        long r_662 = m + 10;
        float a_682 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_682 = k_1[r_662 + 1088];
        }
        long r_663 = m + 11;
        float a_683 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_683 = k_1[r_663 + 1088];
        }
        long r_664 = m + 12;
        float a_684 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_684 = k_1[r_664 + 1088];
        }
        long r_665 = m + 13;
        float a_685 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_685 = k_1[r_665 + 1088];
        }
        long r_666 = m + 14;
        float a_686 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_686 = k_1[r_666 + 1088];
        }
        long r_667 = m + 15;
        float a_687 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_687 = k_1[r_667 + 1088];
        }
        long r_668 = m + 16;
        float a_688 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_688 = k_1[r_668 + 1088];
        }
        long r_669 = m + 17;
        float a_689 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_689 = k_1[r_669 + 1088];
        }
        long r_670 = m + 18;
        float a_690 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_690 = k_1[r_670 + 1088];
        }
        long r_671 = m + 19;
        float a_691 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_691 = k_1[r_671 + 1088];
        }
        long r_672 = m + 20;
        float a_692 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_692 = k_1[r_672 + 1088];
        }
        long r_673 = m + 21;
        float a_693 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_693 = k_1[r_673 + 1088];
        }
        long r_674 = m + 22;
        float a_694 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_694 = k_1[r_674 + 1088];
        }
        long r_675 = m + 23;
        float a_695 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_695 = k_1[r_675 + 1088];
        }
        long r_676 = m + 24;
        float a_696 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_696 = k_1[r_676 + 1088];
        }
        long r_677 = m + 25;
        float a_697 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_697 = k_1[r_677 + 1088];
        }
        long r_678 = m + 26;
        float a_698 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_698 = k_1[r_678 + 1088];
        }
        long r_679 = m + 27;
        float a_699 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_699 = k_1[r_679 + 1088];
        }
        long r_680 = m + 28;
        float a_700 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_700 = k_1[r_680 + 1088];
        }
        long r_681 = m + 29;
        float a_701 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_701 = k_1[r_681 + 1088];
        }
        long r_682 = m + 30;
        float a_702 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_702 = k_1[r_682 + 1088];
        }
        long r_683 = m + 31;
        float a_703 = 0.0f;
        if (17 >= 0 && 17 < k_shape1) {
            a_703 = k_1[r_683 + 1088];
        }
        float acc_17 = s_iter_17 + a_64 * a_672 + a_65 * a_673 + a_66 * a_674 + a_67 * a_675 + a_68 * a_676 + a_69 * a_677 + a_70 * a_678 + a_71 * a_679 + a_72 * a_680 + a_73 * a_681 + a_74 * a_682 + a_75 * a_683 + a_76 * a_684 + a_77 * a_685 + a_78 * a_686 + a_79 * a_687 + a_80 * a_688 + a_81 * a_689 + a_82 * a_690 + a_83 * a_691 + a_84 * a_692 + a_85 * a_693 + a_86 * a_694 + a_87 * a_695 + a_88 * a_696 + a_89 * a_697 + a_90 * a_698 + a_91 * a_699 + a_92 * a_700 + a_93 * a_701 + a_94 * a_702 + a_95 * a_703;
        float a_704 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_704 = k_1[m + 1152];
        }
        long r_684 = m + 1;
        float a_705 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_705 = k_1[r_684 + 1152];
        }
        long r_685 = m + 2;
        float a_706 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_706 = k_1[r_685 + 1152];
        }
        long r_686 = m + 3;
        float a_707 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_707 = k_1[r_686 + 1152];
        }
        long r_687 = m + 4;
        float a_708 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_708 = k_1[r_687 + 1152];
        }
        long r_688 = m + 5;
        float a_709 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_709 = k_1[r_688 + 1152];
        }
        long r_689 = m + 6;
        float a_710 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_710 = k_1[r_689 + 1152];
        }
        long r_690 = m + 7;
        float a_711 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_711 = k_1[r_690 + 1152];
        }
        long r_691 = m + 8;
        float a_712 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_712 = k_1[r_691 + 1152];
        }
        long r_692 = m + 9;
        float a_713 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_713 = k_1[r_692 + 1152];
        }
        long r_693 = m + 10;
        float a_714 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_714 = k_1[r_693 + 1152];
        }
        long r_694 = m + 11;
        float a_715 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_715 = k_1[r_694 + 1152];
        }
        long r_695 = m + 12;
        float a_716 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_716 = k_1[r_695 + 1152];
        }
        long r_696 = m + 13;
        float a_717 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_717 = k_1[r_696 + 1152];
        }
        long r_697 = m + 14;
        float a_718 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_718 = k_1[r_697 + 1152];
        }
        long r_698 = m + 15;
        float a_719 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_719 = k_1[r_698 + 1152];
        }
        long r_699 = m + 16;
        float a_720 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_720 = k_1[r_699 + 1152];
        }
        long r_700 = m + 17;
        float a_721 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_721 = k_1[r_700 + 1152];
        }
        long r_701 = m + 18;
        float a_722 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_722 = k_1[r_701 + 1152];
        }
        long r_702 = m + 19;
        float a_723 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_723 = k_1[r_702 + 1152];
        }
        long r_703 = m + 20;
        float a_724 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_724 = k_1[r_703 + 1152];
        }
        long r_704 = m + 21;
        float a_725 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_725 = k_1[r_704 + 1152];
        }
        long r_705 = m + 22;
        float a_726 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_726 = k_1[r_705 + 1152];
        }
        long r_706 = m + 23;
        float a_727 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_727 = k_1[r_706 + 1152];
        }
        long r_707 = m + 24;
        float a_728 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_728 = k_1[r_707 + 1152];
        }
        long r_708 = m + 25;
        float a_729 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_729 = k_1[r_708 + 1152];
        }
        long r_709 = m + 26;
        float a_730 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_730 = k_1[r_709 + 1152];
        }
        long r_710 = m + 27;
        float a_731 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_731 = k_1[r_710 + 1152];
        }
        long r_711 = m + 28;
        float a_732 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_732 = k_1[r_711 + 1152];
        }
        long r_712 = m + 29;
        float a_733 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_733 = k_1[r_712 + 1152];
        }
        long r_713 = m + 30;
        float a_734 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_734 = k_1[r_713 + 1152];
        }
        long r_714 = m + 31;
        float a_735 = 0.0f;
        if (18 >= 0 && 18 < k_shape1) {
            a_735 = k_1[r_714 + 1152];
        }
        float acc_18 = s_iter_18 + a_64 * a_704 + a_65 * a_705 + a_66 * a_706 + a_67 * a_707 + a_68 * a_708 + a_69 * a_709 + a_70 * a_710 + a_71 * a_711 + a_72 * a_712 + a_73 * a_713 + a_74 * a_714 + a_75 * a_715 + a_76 * a_716 + a_77 * a_717 + a_78 * a_718 + a_79 * a_719 + a_80 * a_720 + a_81 * a_721 + a_82 * a_722 + a_83 * a_723 + a_84 * a_724 + a_85 * a_725 + a_86 * a_726 + a_87 * a_727 + a_88 * a_728 + a_89 * a_729 + a_90 * a_730 + a_91 * a_731 + a_92 * a_732 + a_93 * a_733 + a_94 * a_734 + a_95 * a_735;
        float a_736 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_736 = k_1[m + 1216];
        }
        long r_715 = m + 1;
        float a_737 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_737 = k_1[r_715 + 1216];
        }
        long r_716 = m + 2;
        float a_738 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_738 = k_1[r_716 + 1216];
        }
        long r_717 = m + 3;
        float a_739 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_739 = k_1[r_717 + 1216];
        }
        long r_718 = m + 4;
        float a_740 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_740 = k_1[r_718 + 1216];
        }
        long r_719 = m + 5;
        float a_741 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_741 = k_1[r_719 + 1216];
        }
        long r_720 = m + 6;
        float a_742 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_742 = k_1[r_720 + 1216];
        }
        long r_721 = m + 7;
        float a_743 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_743 = k_1[r_721 + 1216];
        }
        long r_722 = m + 8;
        float a_744 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_744 = k_1[r_722 + 1216];
        }
        long r_723 = m + 9;
        float a_745 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_745 = k_1[r_723 + 1216];
        }
        long r_724 = m + 10;
        float a_746 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_746 = k_1[r_724 + 1216];
        }
        long r_725 = m + 11;
        float a_747 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_747 = k_1[r_725 + 1216];
        }
        long r_726 = m + 12;
        float a_748 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_748 = k_1[r_726 + 1216];
        }
        long r_727 = m + 13;
        float a_749 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_749 = k_1[r_727 + 1216];
        }
        long r_728 = m + 14;
        float a_750 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_750 = k_1[r_728 + 1216];
        }
        long r_729 = m + 15;
        float a_751 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_751 = k_1[r_729 + 1216];
        }
        long r_730 = m + 16;
        float a_752 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_752 = k_1[r_730 + 1216];
        }
        long r_731 = m + 17;
        float a_753 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_753 = k_1[r_731 + 1216];
        }
        long r_732 = m + 18;
        float a_754 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_754 = k_1[r_732 + 1216];
        }
        long r_733 = m + 19;
        float a_755 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_755 = k_1[r_733 + 1216];
        }
        long r_734 = m + 20;
        float a_756 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_756 = k_1[r_734 + 1216];
        }
        long r_735 = m + 21;
        float a_757 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_757 = k_1[r_735 + 1216];
        }
        long r_736 = m + 22;
        float a_758 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_758 = k_1[r_736 + 1216];
        }
        long r_737 = m + 23;
        float a_759 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_759 = k_1[r_737 + 1216];
        }
        long r_738 = m + 24;
        float a_760 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_760 = k_1[r_738 + 1216];
        }
        long r_739 = m + 25;
        float a_761 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_761 = k_1[r_739 + 1216];
        }
        long r_740 = m + 26;
        float a_762 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_762 = k_1[r_740 + 1216];
        }
        long r_741 = m + 27;
        float a_763 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_763 = k_1[r_741 + 1216];
        }
        long r_742 = m + 28;
        float a_764 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_764 = k_1[r_742 + 1216];
        }
        long r_743 = m + 29;
        float a_765 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_765 = k_1[r_743 + 1216];
        }
        long r_744 = m + 30;
        float a_766 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_766 = k_1[r_744 + 1216];
        }
        long r_745 = m + 31;
        float a_767 = 0.0f;
        if (19 >= 0 && 19 < k_shape1) {
            a_767 = k_1[r_745 + 1216];
        }
        float acc_19 = s_iter_19 + a_64 * a_736 + a_65 * a_737 + a_66 * a_738 + a_67 * a_739 + a_68 * a_740 + a_69 * a_741 + a_70 * a_742 + a_71 * a_743 + a_72 * a_744 + a_73 * a_745 + a_74 * a_746 + a_75 * a_747 + a_76 * a_748 + a_77 * a_749 + a_78 * a_750 + a_79 * a_751 + a_80 * a_752 + a_81 * a_753 + a_82 * a_754 + a_83 * a_755 + a_84 * a_756 + a_85 * a_757 + a_86 * a_758 + a_87 * a_759 + a_88 * a_760 + a_89 * a_761 + a_90 * a_762 + a_91 * a_763 + a_92 * a_764 + a_93 * a_765 + a_94 * a_766 + a_95 * a_767;
        float a_768 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_768 = k_1[m + 1280];
        }
        long r_746 = m + 1;
        float a_769 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_769 = k_1[r_746 + 1280];
        }
        long r_747 = m + 2;
        float a_770 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_770 = k_1[r_747 + 1280];
        }
        long r_748 = m + 3;
        float a_771 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_771 = k_1[r_748 + 1280];
        }
        long r_749 = m + 4;
        float a_772 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_772 = k_1[r_749 + 1280];
        }
        long r_750 = m + 5;
        float a_773 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_773 = k_1[r_750 + 1280];
        }
        long r_751 = m + 6;
        float a_774 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_774 = k_1[r_751 + 1280];
        }
        long r_752 = m + 7;
        float a_775 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_775 = k_1[r_752 + 1280];
        }
        long r_753 = m + 8;
        float a_776 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_776 = k_1[r_753 + 1280];
        }
        long r_754 = m + 9;
        float a_777 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_777 = k_1[r_754 + 1280];
        }
        long r_755 = m + 10;
        float a_778 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_778 = k_1[r_755 + 1280];
        }
        long r_756 = m + 11;
        float a_779 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_779 = k_1[r_756 + 1280];
        }
        long r_757 = m + 12;
        float a_780 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_780 = k_1[r_757 + 1280];
        }
        long r_758 = m + 13;
        float a_781 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_781 = k_1[r_758 + 1280];
        }
        long r_759 = m + 14;
        float a_782 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_782 = k_1[r_759 + 1280];
        }
        long r_760 = m + 15;
        float a_783 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_783 = k_1[r_760 + 1280];
        }
        long r_761 = m + 16;
        float a_784 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_784 = k_1[r_761 + 1280];
        }
        long r_762 = m + 17;
        float a_785 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_785 = k_1[r_762 + 1280];
        }
        long r_763 = m + 18;
        float a_786 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_786 = k_1[r_763 + 1280];
        }
        long r_764 = m + 19;
        float a_787 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_787 = k_1[r_764 + 1280];
        }
        long r_765 = m + 20;
        float a_788 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_788 = k_1[r_765 + 1280];
        }
        long r_766 = m + 21;
        float a_789 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_789 = k_1[r_766 + 1280];
        }
        long r_767 = m + 22;
        float a_790 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_790 = k_1[r_767 + 1280];
        }
        long r_768 = m + 23;
        float a_791 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_791 = k_1[r_768 + 1280];
        }
        long r_769 = m + 24;
        float a_792 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_792 = k_1[r_769 + 1280];
        }
        long r_770 = m + 25;
        float a_793 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_793 = k_1[r_770 + 1280];
        }
        long r_771 = m + 26;
        float a_794 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_794 = k_1[r_771 + 1280];
        }
        long r_772 = m + 27;
        float a_795 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_795 = k_1[r_772 + 1280];
        }
        long r_773 = m + 28;
        float a_796 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_796 = k_1[r_773 + 1280];
        }
        long r_774 = m + 29;
        float a_797 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_797 = k_1[r_774 + 1280];
        }
        long r_775 = m + 30;
        float a_798 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_798 = k_1[r_775 + 1280];
        }
        long r_776 = m + 31;
        float a_799 = 0.0f;
        if (20 >= 0 && 20 < k_shape1) {
            a_799 = k_1[r_776 + 1280];
        }
        float acc_20 = s_iter_20 + a_64 * a_768 + a_65 * a_769 + a_66 * a_770 + a_67 * a_771 + a_68 * a_772 + a_69 * a_773 + a_70 * a_774 + a_71 * a_775 + a_72 * a_776 + a_73 * a_777 + a_74 * a_778 + a_75 * a_779 + a_76 * a_780 + a_77 * a_781 + a_78 * a_782 + a_79 * a_783 + a_80 * a_784 + a_81 * a_785 + a_82 * a_786 + a_83 * a_787 + a_84 * a_788 + a_85 * a_789 + a_86 * a_790 + a_87 * a_791 + a_88 * a_792 + a_89 * a_793 + a_90 * a_794 + a_91 * a_795 + a_92 * a_796 + a_93 * a_797 + a_94 * a_798 + a_95 * a_799;
        float a_800 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_800 = k_1[m + 1344];
        }
        long r_777 = m + 1;
        float a_801 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_801 = k_1[r_777 + 1344];
        }
        long r_778 = m + 2;
        float a_802 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_802 = k_1[r_778 + 1344];
        }
        long r_779 = m + 3;
        float a_803 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_803 = k_1[r_779 + 1344];
        }
        long r_780 = m + 4;
        float a_804 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_804 = k_1[r_780 + 1344];
        }
        long r_781 = m + 5;
        float a_805 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_805 = k_1[r_781 + 1344];
        }
        long r_782 = m + 6;
        float a_806 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_806 = k_1[r_782 + 1344];
        }
        long r_783 = m + 7;
        float a_807 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_807 = k_1[r_783 + 1344];
        }
        long r_784 = m + 8;
        float a_808 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_808 = k_1[r_784 + 1344];
        }
        long r_785 = m + 9;
        float a_809 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_809 = k_1[r_785 + 1344];
        }
        long r_786 = m + 10;
        float a_810 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_810 = k_1[r_786 + 1344];
        }
        long r_787 = m + 11;
        float a_811 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_811 = k_1[r_787 + 1344];
        }
        long r_788 = m + 12;
        float a_812 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_812 = k_1[r_788 + 1344];
        }
        long r_789 = m + 13;
        float a_813 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_813 = k_1[r_789 + 1344];
        }
        long r_790 = m + 14;
        float a_814 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_814 = k_1[r_790 + 1344];
        }
        long r_791 = m + 15;
        float a_815 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_815 = k_1[r_791 + 1344];
        }
        long r_792 = m + 16;
        float a_816 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_816 = k_1[r_792 + 1344];
        }
        long r_793 = m + 17;
        float a_817 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_817 = k_1[r_793 + 1344];
        }
        long r_794 = m + 18;
        float a_818 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_818 = k_1[r_794 + 1344];
        }
        long r_795 = m + 19;
        float a_819 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_819 = k_1[r_795 + 1344];
        }
        long r_796 = m + 20;
        float a_820 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_820 = k_1[r_796 + 1344];
        }
        long r_797 = m + 21;
        float a_821 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_821 = k_1[r_797 + 1344];
        }
        long r_798 = m + 22;
        float a_822 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_822 = k_1[r_798 + 1344];
        }
        long r_799 = m + 23;
        float a_823 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_823 = k_1[r_799 + 1344];
        }
        long r_800 = m + 24;
        float a_824 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_824 = k_1[r_800 + 1344];
        }
        long r_801 = m + 25;
        float a_825 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_825 = k_1[r_801 + 1344];
        }
        long r_802 = m + 26;
        float a_826 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_826 = k_1[r_802 + 1344];
        }
        long r_803 = m + 27;
        float a_827 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_827 = k_1[r_803 + 1344];
        }
        long r_804 = m + 28;
        float a_828 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_828 = k_1[r_804 + 1344];
        }
        long r_805 = m + 29;
        float a_829 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_829 = k_1[r_805 + 1344];
        }
        long r_806 = m + 30;
        float a_830 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_830 = k_1[r_806 + 1344];
        }
        long r_807 = m + 31;
        float a_831 = 0.0f;
        if (21 >= 0 && 21 < k_shape1) {
            a_831 = k_1[r_807 + 1344];
        }
        float acc_21 = s_iter_21 + a_64 * a_800 + a_65 * a_801 + a_66 * a_802 + a_67 * a_803 + a_68 * a_804 + a_69 * a_805 + a_70 * a_806 + a_71 * a_807 + a_72 * a_808 + a_73 * a_809 + a_74 * a_810 + a_75 * a_811 + a_76 * a_812 + a_77 * a_813 + a_78 * a_814 + a_79 * a_815 + a_80 * a_816 + a_81 * a_817 + a_82 * a_818 + a_83 * a_819 + a_84 * a_820 + a_85 * a_821 + a_86 * a_822 + a_87 * a_823 + a_88 * a_824 + a_89 * a_825 + a_90 * a_826 + a_91 * a_827 + a_92 * a_828 + a_93 * a_829 + a_94 * a_830 + a_95 * a_831;
        float a_832 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_832 = k_1[m + 1408];
        }
        long r_808 = m + 1;
        float a_833 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_833 = k_1[r_808 + 1408];
        }
        long r_809 = m + 2;
        float a_834 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_834 = k_1[r_809 + 1408];
        }
        long r_810 = m + 3;
        float a_835 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_835 = k_1[r_810 + 1408];
        }
        long r_811 = m + 4;
        float a_836 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_836 = k_1[r_811 + 1408];
        }
        long r_812 = m + 5;
        float a_837 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_837 = k_1[r_812 + 1408];
        }
        long r_813 = m + 6;
        float a_838 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_838 = k_1[r_813 + 1408];
        }
        long r_814 = m + 7;
        float a_839 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_839 = k_1[r_814 + 1408];
        }
        long r_815 = m + 8;
        float a_840 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_840 = k_1[r_815 + 1408];
        }
        long r_816 = m + 9;
        float a_841 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_841 = k_1[r_816 + 1408];
        }
        long r_817 = m + 10;
        float a_842 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_842 = k_1[r_817 + 1408];
        }
        long r_818 = m + 11;
        float a_843 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_843 = k_1[r_818 + 1408];
        }
        long r_819 = m + 12;
        float a_844 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_844 = k_1[r_819 + 1408];
        }
        long r_820 = m + 13;
        float a_845 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_845 = k_1[r_820 + 1408];
        }
        long r_821 = m + 14;
        float a_846 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_846 = k_1[r_821 + 1408];
        }
        long r_822 = m + 15;
        float a_847 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_847 = k_1[r_822 + 1408];
        }
        long r_823 = m + 16;
        float a_848 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_848 = k_1[r_823 + 1408];
        }
        long r_824 = m + 17;
        float a_849 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_849 = k_1[r_824 + 1408];
        }
        long r_825 = m + 18;
        float a_850 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_850 = k_1[r_825 + 1408];
        }
        long r_826 = m + 19;
        float a_851 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_851 = k_1[r_826 + 1408];
        }
        long r_827 = m + 20;
        float a_852 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_852 = k_1[r_827 + 1408];
        }
        long r_828 = m + 21;
        float a_853 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_853 = k_1[r_828 + 1408];
        }
        long r_829 = m + 22;
        float a_854 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_854 = k_1[r_829 + 1408];
        }
        long r_830 = m + 23;
        float a_855 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_855 = k_1[r_830 + 1408];
        }
        long r_831 = m + 24;
        float a_856 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_856 = k_1[r_831 + 1408];
        }
        long r_832 = m + 25;
        float a_857 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_857 = k_1[r_832 + 1408];
        }
        long r_833 = m + 26;
        float a_858 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_858 = k_1[r_833 + 1408];
        }
        long r_834 = m + 27;
        float a_859 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_859 = k_1[r_834 + 1408];
        }
        long r_835 = m + 28;
        float a_860 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_860 = k_1[r_835 + 1408];
        }
        long r_836 = m + 29;
        float a_861 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_861 = k_1[r_836 + 1408];
        }
        long r_837 = m + 30;
        float a_862 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_862 = k_1[r_837 + 1408];
        }
        long r_838 = m + 31;
        float a_863 = 0.0f;
        if (22 >= 0 && 22 < k_shape1) {
            a_863 = k_1[r_838 + 1408];
        }
        float acc_22 = s_iter_22 + a_64 * a_832 + a_65 * a_833 + a_66 * a_834 + a_67 * a_835 + a_68 * a_836 + a_69 * a_837 + a_70 * a_838 + a_71 * a_839 + a_72 * a_840 + a_73 * a_841 + a_74 * a_842 + a_75 * a_843 + a_76 * a_844 + a_77 * a_845 + a_78 * a_846 + a_79 * a_847 + a_80 * a_848 + a_81 * a_849 + a_82 * a_850 + a_83 * a_851 + a_84 * a_852 + a_85 * a_853 + a_86 * a_854 + a_87 * a_855 + a_88 * a_856 + a_89 * a_857 + a_90 * a_858 + a_91 * a_859 + a_92 * a_860 + a_93 * a_861 + a_94 * a_862 + a_95 * a_863;
        float a_864 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_864 = k_1[m + 1472];
        }
        long r_839 = m + 1;
        float a_865 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_865 = k_1[r_839 + 1472];
        }
        long r_840 = m + 2;
        float a_866 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_866 = k_1[r_840 + 1472];
        }
        long r_841 = m + 3;
        float a_867 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_867 = k_1[r_841 + 1472];
        }
        long r_842 = m + 4;
        float a_868 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_868 = k_1[r_842 + 1472];
        }
        long r_843 = m + 5;
        float a_869 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_869 = k_1[r_843 + 1472];
        }
        long r_844 = m + 6;
        float a_870 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_870 = k_1[r_844 + 1472];
        }
        long r_845 = m + 7;
        float a_871 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_871 = k_1[r_845 + 1472];
        }
        long r_846 = m + 8;
        float a_872 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_872 = k_1[r_846 + 1472];
        }
        long r_847 = m + 9;
        float a_873 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_873 = k_1[r_847 + 1472];
        }
        long r_848 = m + 10;
        float a_874 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_874 = k_1[r_848 + 1472];
        }
        long r_849 = m + 11;
        float a_875 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_875 = k_1[r_849 + 1472];
        }
        long r_850 = m + 12;
        float a_876 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_876 = k_1[r_850 + 1472];
        }
        long r_851 = m + 13;
        float a_877 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_877 = k_1[r_851 + 1472];
        }
        long r_852 = m + 14;
        float a_878 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_878 = k_1[r_852 + 1472];
        }
        long r_853 = m + 15;
        float a_879 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_879 = k_1[r_853 + 1472];
        }
        long r_854 = m + 16;
        float a_880 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_880 = k_1[r_854 + 1472];
        }
        long r_855 = m + 17;
        float a_881 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_881 = k_1[r_855 + 1472];
        }
        long r_856 = m + 18;
        float a_882 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_882 = k_1[r_856 + 1472];
        }
        long r_857 = m + 19;
        float a_883 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_883 = k_1[r_857 + 1472];
        }
        long r_858 = m + 20;
        float a_884 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_884 = k_1[r_858 + 1472];
        }
        long r_859 = m + 21;
        float a_885 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_885 = k_1[r_859 + 1472];
        }
        long r_860 = m + 22;
        float a_886 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_886 = k_1[r_860 + 1472];
        }
        long r_861 = m + 23;
        float a_887 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_887 = k_1[r_861 + 1472];
        }
        long r_862 = m + 24;
        float a_888 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_888 = k_1[r_862 + 1472];
        }
        long r_863 = m + 25;
        float a_889 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_889 = k_1[r_863 + 1472];
        }
        long r_864 = m + 26;
        float a_890 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_890 = k_1[r_864 + 1472];
        }
        long r_865 = m + 27;
        float a_891 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_891 = k_1[r_865 + 1472];
        }
        long r_866 = m + 28;
        float a_892 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_892 = k_1[r_866 + 1472];
        }
        long r_867 = m + 29;
        float a_893 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_893 = k_1[r_867 + 1472];
        }
        long r_868 = m + 30;
        float a_894 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_894 = k_1[r_868 + 1472];
        }
        long r_869 = m + 31;
        float a_895 = 0.0f;
        if (23 >= 0 && 23 < k_shape1) {
            a_895 = k_1[r_869 + 1472];
        }
        float acc_23 = s_iter_23 + a_64 * a_864 + a_65 * a_865 + a_66 * a_866 + a_67 * a_867 + a_68 * a_868 + a_69 * a_869 + a_70 * a_870 + a_71 * a_871 + a_72 * a_872 + a_73 * a_873 + a_74 * a_874 + a_75 * a_875 + a_76 * a_876 + a_77 * a_877 + a_78 * a_878 + a_79 * a_879 + a_80 * a_880 + a_81 * a_881 + a_82 * a_882 + a_83 * a_883 + a_84 * a_884 + a_85 * a_885 + a_86 * a_886 + a_87 * a_887 + a_88 * a_888 + a_89 * a_889 + a_90 * a_890 + a_91 * a_891 + a_92 * a_892 + a_93 * a_893 + a_94 * a_894 + a_95 * a_895;
        float a_896 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_896 = k_1[m + 1536];
        }
        long r_870 = m + 1;
        float a_897 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_897 = k_1[r_870 + 1536];
        }
        long r_871 = m + 2;
        float a_898 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_898 = k_1[r_871 + 1536];
        }
        long r_872 = m + 3;
        float a_899 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_899 = k_1[r_872 + 1536];
        }
        long r_873 = m + 4;
        float a_900 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_900 = k_1[r_873 + 1536];
        }
        long r_874 = m + 5;
        float a_901 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_901 = k_1[r_874 + 1536];
        }
        long r_875 = m + 6;
        float a_902 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_902 = k_1[r_875 + 1536];
        }
        long r_876 = m + 7;
        float a_903 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_903 = k_1[r_876 + 1536];
        }
        long r_877 = m + 8;
        float a_904 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_904 = k_1[r_877 + 1536];
        }
        long r_878 = m + 9;
        float a_905 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_905 = k_1[r_878 + 1536];
        }
        long r_879 = m + 10;
        float a_906 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_906 = k_1[r_879 + 1536];
        }
        long r_880 = m + 11;
        float a_907 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_907 = k_1[r_880 + 1536];
        }
        long r_881 = m + 12;
        float a_908 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_908 = k_1[r_881 + 1536];
        }
        long r_882 = m + 13;
        float a_909 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_909 = k_1[r_882 + 1536];
        }
        long r_883 = m + 14;
        float a_910 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_910 = k_1[r_883 + 1536];
        }
        long r_884 = m + 15;
        float a_911 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_911 = k_1[r_884 + 1536];
        }
        long r_885 = m + 16;
        float a_912 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_912 = k_1[r_885 + 1536];
        }
        long r_886 = m + 17;
        float a_913 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_913 = k_1[r_886 + 1536];
        }
        long r_887 = m + 18;
        float a_914 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_914 = k_1[r_887 + 1536];
        }
        long r_888 = m + 19;
        float a_915 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_915 = k_1[r_888 + 1536];
        }
        long r_889 = m + 20;
        float a_916 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_916 = k_1[r_889 + 1536];
        }
        long r_890 = m + 21;
        float a_917 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_917 = k_1[r_890 + 1536];
        }
        long r_891 = m + 22;
        float a_918 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_918 = k_1[r_891 + 1536];
        }
        long r_892 = m + 23;
        float a_919 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_919 = k_1[r_892 + 1536];
        }
        long r_893 = m + 24;
        float a_920 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_920 = k_1[r_893 + 1536];
        }
        long r_894 = m + 25;
        float a_921 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_921 = k_1[r_894 + 1536];
        }
        long r_895 = m + 26;
        float a_922 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_922 = k_1[r_895 + 1536];
        }
        long r_896 = m + 27;
        float a_923 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_923 = k_1[r_896 + 1536];
        }
        long r_897 = m + 28;
        float a_924 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_924 = k_1[r_897 + 1536];
        }
        long r_898 = m + 29;
        float a_925 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_925 = k_1[r_898 + 1536];
        }
        long r_899 = m + 30;
        float a_926 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_926 = k_1[r_899 + 1536];
        }
        long r_900 = m + 31;
        float a_927 = 0.0f;
        if (24 >= 0 && 24 < k_shape1) {
            a_927 = k_1[r_900 + 1536];
        }
        float acc_24 = s_iter_24 + a_64 * a_896 + a_65 * a_897 + a_66 * a_898 + a_67 * a_899 + a_68 * a_900 + a_69 * a_901 + a_70 * a_902 + a_71 * a_903 + a_72 * a_904 + a_73 * a_905 + a_74 * a_906 + a_75 * a_907 + a_76 * a_908 + a_77 * a_909 + a_78 * a_910 + a_79 * a_911 + a_80 * a_912 + a_81 * a_913 + a_82 * a_914 + a_83 * a_915 + a_84 * a_916 + a_85 * a_917 + a_86 * a_918 + a_87 * a_919 + a_88 * a_920 + a_89 * a_921 + a_90 * a_922 + a_91 * a_923 + a_92 * a_924 + a_93 * a_925 + a_94 * a_926 + a_95 * a_927;
        float a_928 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_928 = k_1[m + 1600];
        }
        long r_901 = m + 1;
        float a_929 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_929 = k_1[r_901 + 1600];
        }
        long r_902 = m + 2;
        float a_930 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_930 = k_1[r_902 + 1600];
        }
        long r_903 = m + 3;
        float a_931 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_931 = k_1[r_903 + 1600];
        }
        long r_904 = m + 4;
        float a_932 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_932 = k_1[r_904 + 1600];
        }
        long r_905 = m + 5;
        float a_933 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_933 = k_1[r_905 + 1600];
        }
        long r_906 = m + 6;
        float a_934 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_934 = k_1[r_906 + 1600];
        }
        long r_907 = m + 7;
        float a_935 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_935 = k_1[r_907 + 1600];
        }
        long r_908 = m + 8;
        float a_936 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_936 = k_1[r_908 + 1600];
        }
        long r_909 = m + 9;
        float a_937 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_937 = k_1[r_909 + 1600];
        }
        long r_910 = m + 10;
        float a_938 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_938 = k_1[r_910 + 1600];
        }
        long r_911 = m + 11;
        float a_939 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_939 = k_1[r_911 + 1600];
        }
        long r_912 = m + 12;
        float a_940 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_940 = k_1[r_912 + 1600];
        }
        long r_913 = m + 13;
        float a_941 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_941 = k_1[r_913 + 1600];
        }
        long r_914 = m + 14;
        float a_942 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_942 = k_1[r_914 + 1600];
        }
        long r_915 = m + 15;
        float a_943 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_943 = k_1[r_915 + 1600];
        }
        long r_916 = m + 16;
        float a_944 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_944 = k_1[r_916 + 1600];
        }
        long r_917 = m + 17;
        float a_945 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_945 = k_1[r_917 + 1600];
        }
        long r_918 = m + 18;
        float a_946 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_946 = k_1[r_918 + 1600];
        }
        long r_919 = m + 19;
        float a_947 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_947 = k_1[r_919 + 1600];
        }
        long r_920 = m + 20;
        float a_948 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_948 = k_1[r_920 + 1600];
        }
        long r_921 = m + 21;
        float a_949 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_949 = k_1[r_921 + 1600];
        }
        long r_922 = m + 22;
        float a_950 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_950 = k_1[r_922 + 1600];
        }
        long r_923 = m + 23;
        float a_951 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_951 = k_1[r_923 + 1600];
        }
        long r_924 = m + 24;
        float a_952 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_952 = k_1[r_924 + 1600];
        }
        long r_925 = m + 25;
        float a_953 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_953 = k_1[r_925 + 1600];
        }
        long r_926 = m + 26;
        float a_954 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_954 = k_1[r_926 + 1600];
        }
        long r_927 = m + 27;
        float a_955 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_955 = k_1[r_927 + 1600];
        }
        long r_928 = m + 28;
        float a_956 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_956 = k_1[r_928 + 1600];
        }
        long r_929 = m + 29;
        float a_957 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_957 = k_1[r_929 + 1600];
        }
        long r_930 = m + 30;
        float a_958 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_958 = k_1[r_930 + 1600];
        }
        long r_931 = m + 31;
        float a_959 = 0.0f;
        if (25 >= 0 && 25 < k_shape1) {
            a_959 = k_1[r_931 + 1600];
        }
        float acc_25 = s_iter_25 + a_64 * a_928 + a_65 * a_929 + a_66 * a_930 + a_67 * a_931 + a_68 * a_932 + a_69 * a_933 + a_70 * a_934 + a_71 * a_935 + a_72 * a_936 + a_73 * a_937 + a_74 * a_938 + a_75 * a_939 + a_76 * a_940 + a_77 * a_941 + a_78 * a_942 + a_79 * a_943 + a_80 * a_944 + a_81 * a_945 + a_82 * a_946 + a_83 * a_947 + a_84 * a_948 + a_85 * a_949 + a_86 * a_950 + a_87 * a_951 + a_88 * a_952 + a_89 * a_953 + a_90 * a_954 + a_91 * a_955 + a_92 * a_956 + a_93 * a_957 + a_94 * a_958 + a_95 * a_959;
        float a_960 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_960 = k_1[m + 1664];
        }
        long r_932 = m + 1;
        float a_961 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_961 = k_1[r_932 + 1664];
        }
        long r_933 = m + 2;
        float a_962 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_962 = k_1[r_933 + 1664];
        }
        long r_934 = m + 3;
        float a_963 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_963 = k_1[r_934 + 1664];
        }
        long r_935 = m + 4;
        float a_964 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_964 = k_1[r_935 + 1664];
        }
        long r_936 = m + 5;
        float a_965 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_965 = k_1[r_936 + 1664];
        }
        long r_937 = m + 6;
        float a_966 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_966 = k_1[r_937 + 1664];
        }
        long r_938 = m + 7;
        float a_967 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_967 = k_1[r_938 + 1664];
        }
        long r_939 = m + 8;
        float a_968 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_968 = k_1[r_939 + 1664];
        }
        long r_940 = m + 9;
        float a_969 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_969 = k_1[r_940 + 1664];
        }
        long r_941 = m + 10;
        float a_970 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_970 = k_1[r_941 + 1664];
        }
        long r_942 = m + 11;
        float a_971 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_971 = k_1[r_942 + 1664];
        }
        long r_943 = m + 12;
        float a_972 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_972 = k_1[r_943 + 1664];
        }
        long r_944 = m + 13;
        float a_973 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_973 = k_1[r_944 + 1664];
        }
        long r_945 = m + 14;
        float a_974 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_974 = k_1[r_945 + 1664];
        }
        long r_946 = m + 15;
        float a_975 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_975 = k_1[r_946 + 1664];
        }
        long r_947 = m + 16;
        float a_976 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_976 = k_1[r_947 + 1664];
        }
        long r_948 = m + 17;
        float a_977 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_977 = k_1[r_948 + 1664];
        }
        long r_949 = m + 18;
        float a_978 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_978 = k_1[r_949 + 1664];
        }
        long r_950 = m + 19;
        float a_979 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_979 = k_1[r_950 + 1664];
        }
        long r_951 = m + 20;
        float a_980 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_980 = k_1[r_951 + 1664];
        }
        long r_952 = m + 21;
        float a_981 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_981 = k_1[r_952 + 1664];
        }
        long r_953 = m + 22;
        float a_982 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_982 = k_1[r_953 + 1664];
        }
        long r_954 = m + 23;
        float a_983 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_983 = k_1[r_954 + 1664];
        }
        long r_955 = m + 24;
        float a_984 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_984 = k_1[r_955 + 1664];
        }
        long r_956 = m + 25;
        float a_985 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_985 = k_1[r_956 + 1664];
        }
        long r_957 = m + 26;
        float a_986 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_986 = k_1[r_957 + 1664];
        }
        long r_958 = m + 27;
        float a_987 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_987 = k_1[r_958 + 1664];
        }
        long r_959 = m + 28;
        float a_988 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_988 = k_1[r_959 + 1664];
        }
        long r_960 = m + 29;
        float a_989 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_989 = k_1[r_960 + 1664];
        }
        long r_961 = m + 30;
        float a_990 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_990 = k_1[r_961 + 1664];
        }
        long r_962 = m + 31;
        float a_991 = 0.0f;
        if (26 >= 0 && 26 < k_shape1) {
            a_991 = k_1[r_962 + 1664];
        }
        float acc_26 = s_iter_26 + a_64 * a_960 + a_65 * a_961 + a_66 * a_962 + a_67 * a_963 + a_68 * a_964 + a_69 * a_965 + a_70 * a_966 + a_71 * a_967 + a_72 * a_968 + a_73 * a_969 + a_74 * a_970 + a_75 * a_971 + a_76 * a_972 + a_77 * a_973 + a_78 * a_974 + a_79 * a_975 + a_80 * a_976 + a_81 * a_977 + a_82 * a_978 + a_83 * a_979 + a_84 * a_980 + a_85 * a_981 + a_86 * a_982 + a_87 * a_983 + a_88 * a_984 + a_89 * a_985 + a_90 * a_986 + a_91 * a_987 + a_92 * a_988 + a_93 * a_989 + a_94 * a_990 + a_95 * a_991;
        float a_992 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_992 = k_1[m + 1728];
        }
        long r_963 = m + 1;
        float a_993 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_993 = k_1[r_963 + 1728];
        }
        long r_964 = m + 2;
        float a_994 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_994 = k_1[r_964 + 1728];
        }
        long r_965 = m + 3;
        float a_995 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_995 = k_1[r_965 + 1728];
        }
        long r_966 = m + 4;
        float a_996 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_996 = k_1[r_966 + 1728];
        }
        long r_967 = m + 5;
        float a_997 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_997 = k_1[r_967 + 1728];
        }
        long r_968 = m + 6;
        float a_998 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_998 = k_1[r_968 + 1728];
        }
        long r_969 = m + 7;
        float a_999 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_999 = k_1[r_969 + 1728];
        }
        long r_970 = m + 8;
        float a_1000 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1000 = k_1[r_970 + 1728];
        }
        long r_971 = m + 9;
        float a_1001 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1001 = k_1[r_971 + 1728];
        }
        long r_972 = m + 10;
        float a_1002 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1002 = k_1[r_972 + 1728];
        }
        long r_973 = m + 11;
        float a_1003 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1003 = k_1[r_973 + 1728];
        }
        long r_974 = m + 12;
        float a_1004 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1004 = k_1[r_974 + 1728];
        }
        long r_975 = m + 13;
        float a_1005 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1005 = k_1[r_975 + 1728];
        }
        long r_976 = m + 14;
        float a_1006 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1006 = k_1[r_976 + 1728];
        }
        long r_977 = m + 15;
        float a_1007 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1007 = k_1[r_977 + 1728];
        }
        long r_978 = m + 16;
        float a_1008 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1008 = k_1[r_978 + 1728];
        }
        long r_979 = m + 17;
        float a_1009 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1009 = k_1[r_979 + 1728];
        }
        long r_980 = m + 18;
        float a_1010 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1010 = k_1[r_980 + 1728];
        }
        long r_981 = m + 19;
        float a_1011 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1011 = k_1[r_981 + 1728];
        }
        long r_982 = m + 20;
        float a_1012 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1012 = k_1[r_982 + 1728];
        }
        long r_983 = m + 21;
        float a_1013 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1013 = k_1[r_983 + 1728];
        }
        long r_984 = m + 22;
        float a_1014 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1014 = k_1[r_984 + 1728];
        }
        long r_985 = m + 23;
        float a_1015 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1015 = k_1[r_985 + 1728];
        }
        long r_986 = m + 24;
        float a_1016 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1016 = k_1[r_986 + 1728];
        }
        long r_987 = m + 25;
        float a_1017 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1017 = k_1[r_987 + 1728];
        }
        long r_988 = m + 26;
        float a_1018 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1018 = k_1[r_988 + 1728];
        }
        long r_989 = m + 27;
        float a_1019 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1019 = k_1[r_989 + 1728];
        }
        long r_990 = m + 28;
        float a_1020 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1020 = k_1[r_990 + 1728];
        }
        long r_991 = m + 29;
        float a_1021 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1021 = k_1[r_991 + 1728];
        }
        long r_992 = m + 30;
        float a_1022 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1022 = k_1[r_992 + 1728];
        }
        long r_993 = m + 31;
        float a_1023 = 0.0f;
        if (27 >= 0 && 27 < k_shape1) {
            a_1023 = k_1[r_993 + 1728];
        }
        float acc_27 = s_iter_27 + a_64 * a_992 + a_65 * a_993 + a_66 * a_994 + a_67 * a_995 + a_68 * a_996 + a_69 * a_997 + a_70 * a_998 + a_71 * a_999 + a_72 * a_1000 + a_73 * a_1001 + a_74 * a_1002 + a_75 * a_1003 + a_76 * a_1004 + a_77 * a_1005 + a_78 * a_1006 + a_79 * a_1007 + a_80 * a_1008 + a_81 * a_1009 + a_82 * a_1010 + a_83 * a_1011 + a_84 * a_1012 + a_85 * a_1013 + a_86 * a_1014 + a_87 * a_1015 + a_88 * a_1016 + a_89 * a_1017 + a_90 * a_1018 + a_91 * a_1019 + a_92 * a_1020 + a_93 * a_1021 + a_94 * a_1022 + a_95 * a_1023;
        float a_1024 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1024 = k_1[m + 1792];
        }
        long r_994 = m + 1;
        float a_1025 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1025 = k_1[r_994 + 1792];
        }
        long r_995 = m + 2;
        float a_1026 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1026 = k_1[r_995 + 1792];
        }
        long r_996 = m + 3;
        float a_1027 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1027 = k_1[r_996 + 1792];
        }
        long r_997 = m + 4;
        float a_1028 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1028 = k_1[r_997 + 1792];
        }
        long r_998 = m + 5;
        float a_1029 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1029 = k_1[r_998 + 1792];
        }
        long r_999 = m + 6;
        float a_1030 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1030 = k_1[r_999 + 1792];
        }
        long r_1000 = m + 7;
        float a_1031 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1031 = k_1[r_1000 + 1792];
        }
        long r_1001 = m + 8;
        float a_1032 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1032 = k_1[r_1001 + 1792];
        }
        long r_1002 = m + 9;
        float a_1033 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1033 = k_1[r_1002 + 1792];
        }
        long r_1003 = m + 10;
        float a_1034 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1034 = k_1[r_1003 + 1792];
        }
        long r_1004 = m + 11;
        float a_1035 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1035 = k_1[r_1004 + 1792];
        }
        long r_1005 = m + 12;
        float a_1036 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1036 = k_1[r_1005 + 1792];
        }
        long r_1006 = m + 13;
        float a_1037 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1037 = k_1[r_1006 + 1792];
        }
        long r_1007 = m + 14;
        float a_1038 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1038 = k_1[r_1007 + 1792];
        }
        long r_1008 = m + 15;
        float a_1039 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1039 = k_1[r_1008 + 1792];
        }
        long r_1009 = m + 16;
        float a_1040 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1040 = k_1[r_1009 + 1792];
        }
        long r_1010 = m + 17;
        float a_1041 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1041 = k_1[r_1010 + 1792];
        }
        long r_1011 = m + 18;
        float a_1042 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1042 = k_1[r_1011 + 1792];
        }
        long r_1012 = m + 19;
        float a_1043 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1043 = k_1[r_1012 + 1792];
        }
        long r_1013 = m + 20;
        float a_1044 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1044 = k_1[r_1013 + 1792];
        }
        long r_1014 = m + 21;
        float a_1045 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1045 = k_1[r_1014 + 1792];
        }
        long r_1015 = m + 22;
        float a_1046 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1046 = k_1[r_1015 + 1792];
        }
        long r_1016 = m + 23;
        float a_1047 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1047 = k_1[r_1016 + 1792];
        }
        long r_1017 = m + 24;
        float a_1048 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1048 = k_1[r_1017 + 1792];
        }
        long r_1018 = m + 25;
        float a_1049 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1049 = k_1[r_1018 + 1792];
        }
        long r_1019 = m + 26;
        float a_1050 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1050 = k_1[r_1019 + 1792];
        }
        long r_1020 = m + 27;
        float a_1051 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1051 = k_1[r_1020 + 1792];
        }
        long r_1021 = m + 28;
        float a_1052 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1052 = k_1[r_1021 + 1792];
        }
        long r_1022 = m + 29;
        float a_1053 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1053 = k_1[r_1022 + 1792];
        }
        long r_1023 = m + 30;
        float a_1054 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1054 = k_1[r_1023 + 1792];
        }
        long r_1024 = m + 31;
        float a_1055 = 0.0f;
        if (28 >= 0 && 28 < k_shape1) {
            a_1055 = k_1[r_1024 + 1792];
        }
        float acc_28 = s_iter_28 + a_64 * a_1024 + a_65 * a_1025 + a_66 * a_1026 + a_67 * a_1027 + a_68 * a_1028 + a_69 * a_1029 + a_70 * a_1030 + a_71 * a_1031 + a_72 * a_1032 + a_73 * a_1033 + a_74 * a_1034 + a_75 * a_1035 + a_76 * a_1036 + a_77 * a_1037 + a_78 * a_1038 + a_79 * a_1039 + a_80 * a_1040 + a_81 * a_1041 + a_82 * a_1042 + a_83 * a_1043 + a_84 * a_1044 + a_85 * a_1045 + a_86 * a_1046 + a_87 * a_1047 + a_88 * a_1048 + a_89 * a_1049 + a_90 * a_1050 + a_91 * a_1051 + a_92 * a_1052 + a_93 * a_1053 + a_94 * a_1054 + a_95 * a_1055;
        float a_1056 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1056 = k_1[m + 1856];
        }
        long r_1025 = m + 1;
        float a_1057 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1057 = k_1[r_1025 + 1856];
        }
        long r_1026 = m + 2;
        float a_1058 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1058 = k_1[r_1026 + 1856];
        }
        long r_1027 = m + 3;
        float a_1059 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1059 = k_1[r_1027 + 1856];
        }
        long r_1028 = m + 4;
        float a_1060 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1060 = k_1[r_1028 + 1856];
        }
        long r_1029 = m + 5;
        float a_1061 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1061 = k_1[r_1029 + 1856];
        }
        long r_1030 = m + 6;
        float a_1062 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1062 = k_1[r_1030 + 1856];
        }
        long r_1031 = m + 7;
        float a_1063 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1063 = k_1[r_1031 + 1856];
        }
        long r_1032 = m + 8;
        float a_1064 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1064 = k_1[r_1032 + 1856];
        }
        long r_1033 = m + 9;
        float a_1065 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1065 = k_1[r_1033 + 1856];
        }
        long r_1034 = m + 10;
        float a_1066 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1066 = k_1[r_1034 + 1856];
        }
        long r_1035 = m + 11;
        float a_1067 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1067 = k_1[r_1035 + 1856];
        }
        long r_1036 = m + 12;
        float a_1068 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1068 = k_1[r_1036 + 1856];
        }
        long r_1037 = m + 13;
        float a_1069 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1069 = k_1[r_1037 + 1856];
        }
        long r_1038 = m + 14;
        float a_1070 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1070 = k_1[r_1038 + 1856];
        }
        long r_1039 = m + 15;
        float a_1071 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1071 = k_1[r_1039 + 1856];
        }
        long r_1040 = m + 16;
        float a_1072 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1072 = k_1[r_1040 + 1856];
        }
        long r_1041 = m + 17;
        float a_1073 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1073 = k_1[r_1041 + 1856];
        }
        long r_1042 = m + 18;
        float a_1074 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1074 = k_1[r_1042 + 1856];
        }
        long r_1043 = m + 19;
        float a_1075 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1075 = k_1[r_1043 + 1856];
        }
        long r_1044 = m + 20;
        float a_1076 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1076 = k_1[r_1044 + 1856];
        }
        long r_1045 = m + 21;
        float a_1077 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1077 = k_1[r_1045 + 1856];
        }
        long r_1046 = m + 22;
        float a_1078 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1078 = k_1[r_1046 + 1856];
        }
        long r_1047 = m + 23;
        float a_1079 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1079 = k_1[r_1047 + 1856];
        }
        long r_1048 = m + 24;
        float a_1080 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1080 = k_1[r_1048 + 1856];
        }
        long r_1049 = m + 25;
        float a_1081 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1081 = k_1[r_1049 + 1856];
        }
        long r_1050 = m + 26;
        float a_1082 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1082 = k_1[r_1050 + 1856];
        }
        long r_1051 = m + 27;
        float a_1083 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1083 = k_1[r_1051 + 1856];
        }
        long r_1052 = m + 28;
        float a_1084 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1084 = k_1[r_1052 + 1856];
        }
        long r_1053 = m + 29;
        float a_1085 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1085 = k_1[r_1053 + 1856];
        }
        long r_1054 = m + 30;
        float a_1086 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1086 = k_1[r_1054 + 1856];
        }
        long r_1055 = m + 31;
        float a_1087 = 0.0f;
        if (29 >= 0 && 29 < k_shape1) {
            a_1087 = k_1[r_1055 + 1856];
        }
        float acc_29 = s_iter_29 + a_64 * a_1056 + a_65 * a_1057 + a_66 * a_1058 + a_67 * a_1059 + a_68 * a_1060 + a_69 * a_1061 + a_70 * a_1062 + a_71 * a_1063 + a_72 * a_1064 + a_73 * a_1065 + a_74 * a_1066 + a_75 * a_1067 + a_76 * a_1068 + a_77 * a_1069 + a_78 * a_1070 + a_79 * a_1071 + a_80 * a_1072 + a_81 * a_1073 + a_82 * a_1074 + a_83 * a_1075 + a_84 * a_1076 + a_85 * a_1077 + a_86 * a_1078 + a_87 * a_1079 + a_88 * a_1080 + a_89 * a_1081 + a_90 * a_1082 + a_91 * a_1083 + a_92 * a_1084 + a_93 * a_1085 + a_94 * a_1086 + a_95 * a_1087;
        float a_1088 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1088 = k_1[m + 1920];
        }
        long r_1056 = m + 1;
        float a_1089 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1089 = k_1[r_1056 + 1920];
        }
        long r_1057 = m + 2;
        float a_1090 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1090 = k_1[r_1057 + 1920];
        }
        long r_1058 = m + 3;
        float a_1091 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1091 = k_1[r_1058 + 1920];
        }
        long r_1059 = m + 4;
        float a_1092 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1092 = k_1[r_1059 + 1920];
        }
        long r_1060 = m + 5;
        float a_1093 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1093 = k_1[r_1060 + 1920];
        }
        long r_1061 = m + 6;
        float a_1094 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1094 = k_1[r_1061 + 1920];
        }
        long r_1062 = m + 7;
        float a_1095 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1095 = k_1[r_1062 + 1920];
        }
        long r_1063 = m + 8;
        float a_1096 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1096 = k_1[r_1063 + 1920];
        }
        long r_1064 = m + 9;
        float a_1097 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1097 = k_1[r_1064 + 1920];
        }
        long r_1065 = m + 10;
        float a_1098 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1098 = k_1[r_1065 + 1920];
        }
        long r_1066 = m + 11;
        float a_1099 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1099 = k_1[r_1066 + 1920];
        }
        long r_1067 = m + 12;
        float a_1100 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1100 = k_1[r_1067 + 1920];
        }
        long r_1068 = m + 13;
        float a_1101 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1101 = k_1[r_1068 + 1920];
        }
        long r_1069 = m + 14;
        float a_1102 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1102 = k_1[r_1069 + 1920];
        }
        long r_1070 = m + 15;
        float a_1103 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1103 = k_1[r_1070 + 1920];
        }
        long r_1071 = m + 16;
        float a_1104 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1104 = k_1[r_1071 + 1920];
        }
        long r_1072 = m + 17;
        float a_1105 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1105 = k_1[r_1072 + 1920];
        }
        long r_1073 = m + 18;
        float a_1106 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1106 = k_1[r_1073 + 1920];
        }
        long r_1074 = m + 19;
        float a_1107 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1107 = k_1[r_1074 + 1920];
        }
        long r_1075 = m + 20;
        float a_1108 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1108 = k_1[r_1075 + 1920];
        }
        long r_1076 = m + 21;
        float a_1109 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1109 = k_1[r_1076 + 1920];
        }
        long r_1077 = m + 22;
        float a_1110 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1110 = k_1[r_1077 + 1920];
        }
        long r_1078 = m + 23;
        float a_1111 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1111 = k_1[r_1078 + 1920];
        }
        long r_1079 = m + 24;
        float a_1112 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1112 = k_1[r_1079 + 1920];
        }
        long r_1080 = m + 25;
        float a_1113 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1113 = k_1[r_1080 + 1920];
        }
        long r_1081 = m + 26;
        float a_1114 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1114 = k_1[r_1081 + 1920];
        }
        long r_1082 = m + 27;
        float a_1115 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1115 = k_1[r_1082 + 1920];
        }
        long r_1083 = m + 28;
        float a_1116 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1116 = k_1[r_1083 + 1920];
        }
        long r_1084 = m + 29;
        float a_1117 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1117 = k_1[r_1084 + 1920];
        }
        long r_1085 = m + 30;
        float a_1118 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1118 = k_1[r_1085 + 1920];
        }
        long r_1086 = m + 31;
        float a_1119 = 0.0f;
        if (30 >= 0 && 30 < k_shape1) {
            a_1119 = k_1[r_1086 + 1920];
        }
        float acc_30 = s_iter_30 + a_64 * a_1088 + a_65 * a_1089 + a_66 * a_1090 + a_67 * a_1091 + a_68 * a_1092 + a_69 * a_1093 + a_70 * a_1094 + a_71 * a_1095 + a_72 * a_1096 + a_73 * a_1097 + a_74 * a_1098 + a_75 * a_1099 + a_76 * a_1100 + a_77 * a_1101 + a_78 * a_1102 + a_79 * a_1103 + a_80 * a_1104 + a_81 * a_1105 + a_82 * a_1106 + a_83 * a_1107 + a_84 * a_1108 + a_85 * a_1109 + a_86 * a_1110 + a_87 * a_1111 + a_88 * a_1112 + a_89 * a_1113 + a_90 * a_1114 + a_91 * a_1115 + a_92 * a_1116 + a_93 * a_1117 + a_94 * a_1118 + a_95 * a_1119;
        float a_1120 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1120 = k_1[m + 1984];
        }
        long r_1087 = m + 1;
        float a_1121 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1121 = k_1[r_1087 + 1984];
        }
        long r_1088 = m + 2;
        float a_1122 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1122 = k_1[r_1088 + 1984];
        }
        long r_1089 = m + 3;
        float a_1123 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1123 = k_1[r_1089 + 1984];
        }
        long r_1090 = m + 4;
        float a_1124 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1124 = k_1[r_1090 + 1984];
        }
        long r_1091 = m + 5;
        float a_1125 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1125 = k_1[r_1091 + 1984];
        }
        long r_1092 = m + 6;
        float a_1126 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1126 = k_1[r_1092 + 1984];
        }
        long r_1093 = m + 7;
        float a_1127 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1127 = k_1[r_1093 + 1984];
        }
        long r_1094 = m + 8;
        float a_1128 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1128 = k_1[r_1094 + 1984];
        }
        long r_1095 = m + 9;
        float a_1129 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1129 = k_1[r_1095 + 1984];
        }
        long r_1096 = m + 10;
        float a_1130 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1130 = k_1[r_1096 + 1984];
        }
        long r_1097 = m + 11;
        float a_1131 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1131 = k_1[r_1097 + 1984];
        }
        long r_1098 = m + 12;
        float a_1132 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1132 = k_1[r_1098 + 1984];
        }
        long r_1099 = m + 13;
        float a_1133 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1133 = k_1[r_1099 + 1984];
        }
        long r_1100 = m + 14;
        float a_1134 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1134 = k_1[r_1100 + 1984];
        }
        long r_1101 = m + 15;
        float a_1135 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1135 = k_1[r_1101 + 1984];
        }
        long r_1102 = m + 16;
        float a_1136 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1136 = k_1[r_1102 + 1984];
        }
        long r_1103 = m + 17;
        float a_1137 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1137 = k_1[r_1103 + 1984];
        }
        long r_1104 = m + 18;
        float a_1138 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1138 = k_1[r_1104 + 1984];
        }
        long r_1105 = m + 19;
        float a_1139 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1139 = k_1[r_1105 + 1984];
        }
        long r_1106 = m + 20;
        float a_1140 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1140 = k_1[r_1106 + 1984];
        }
        long r_1107 = m + 21;
        float a_1141 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1141 = k_1[r_1107 + 1984];
        }
        long r_1108 = m + 22;
        float a_1142 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1142 = k_1[r_1108 + 1984];
        }
        long r_1109 = m + 23;
        float a_1143 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1143 = k_1[r_1109 + 1984];
        }
        long r_1110 = m + 24;
        float a_1144 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1144 = k_1[r_1110 + 1984];
        }
        long r_1111 = m + 25;
        float a_1145 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1145 = k_1[r_1111 + 1984];
        }
        long r_1112 = m + 26;
        float a_1146 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1146 = k_1[r_1112 + 1984];
        }
        long r_1113 = m + 27;
        float a_1147 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1147 = k_1[r_1113 + 1984];
        }
        long r_1114 = m + 28;
        float a_1148 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1148 = k_1[r_1114 + 1984];
        }
        long r_1115 = m + 29;
        float a_1149 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1149 = k_1[r_1115 + 1984];
        }
        long r_1116 = m + 30;
        float a_1150 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1150 = k_1[r_1116 + 1984];
        }
        long r_1117 = m + 31;
        float a_1151 = 0.0f;
        if (31 >= 0 && 31 < k_shape1) {
            a_1151 = k_1[r_1117 + 1984];
        }
        float acc_31 = s_iter_31 + a_64 * a_1120 + a_65 * a_1121 + a_66 * a_1122 + a_67 * a_1123 + a_68 * a_1124 + a_69 * a_1125 + a_70 * a_1126 + a_71 * a_1127 + a_72 * a_1128 + a_73 * a_1129 + a_74 * a_1130 + a_75 * a_1131 + a_76 * a_1132 + a_77 * a_1133 + a_78 * a_1134 + a_79 * a_1135 + a_80 * a_1136 + a_81 * a_1137 + a_82 * a_1138 + a_83 * a_1139 + a_84 * a_1140 + a_85 * a_1141 + a_86 * a_1142 + a_87 * a_1143 + a_88 * a_1144 + a_89 * a_1145 + a_90 * a_1146 + a_91 * a_1147 + a_92 * a_1148 + a_93 * a_1149 + a_94 * a_1150 + a_95 * a_1151;
        float acc_32 = s_iter_32 + a_96 * a_128 + a_97 * a_129 + a_98 * a_130 + a_99 * a_131 + a_100 * a_132 + a_101 * a_133 + a_102 * a_134 + a_103 * a_135 + a_104 * a_136 + a_105 * a_137 + a_106 * a_138 + a_107 * a_139 + a_108 * a_140 + a_109 * a_141 + a_110 * a_142 + a_111 * a_143 + a_112 * a_144 + a_113 * a_145 + a_114 * a_146 + a_115 * a_147 + a_116 * a_148 + a_117 * a_149 + a_118 * a_150 + a_119 * a_151 + a_120 * a_152 + a_121 * a_153 + a_122 * a_154 + a_123 * a_155 + a_124 * a_156 + a_125 * a_157 + a_126 * a_158 + a_127 * a_159;
        float acc_33 = s_iter_33 + a_96 * a_160 + a_97 * a_161 + a_98 * a_162 + a_99 * a_163 + a_100 * a_164 + a_101 * a_165 + a_102 * a_166 + a_103 * a_167 + a_104 * a_168 + a_105 * a_169 + a_106 * a_170 + a_107 * a_171 + a_108 * a_172 + a_109 * a_173 + a_110 * a_174 + a_111 * a_175 + a_112 * a_176 + a_113 * a_177 + a_114 * a_178 + a_115 * a_179 + a_116 * a_180 + a_117 * a_181 + a_118 * a_182 + a_119 * a_183 + a_120 * a_184 + a_121 * a_185 + a_122 * a_186 + a_123 * a_187 + a_124 * a_188 + a_125 * a_189 + a_126 * a_190 + a_127 * a_191;
        float acc_34 = s_iter_34 + a_96 * a_192 + a_97 * a_193 + a_98 * a_194 + a_99 * a_195 + a_100 * a_196 + a_101 * a_197 + a_102 * a_198 + a_103 * a_199 + a_104 * a_200 + a_105 * a_201 + a_106 * a_202 + a_107 * a_203 + a_108 * a_204 + a_109 * a_205 + a_110 * a_206 + a_111 * a_207 + a_112 * a_208 + a_113 * a_209 + a_114 * a_210 + a_115 * a_211 + a_116 * a_212 + a_117 * a_213 + a_118 * a_214 + a_119 * a_215 + a_120 * a_216 + a_121 * a_217 + a_122 * a_218 + a_123 * a_219 + a_124 * a_220 + a_125 * a_221 + a_126 * a_222 + a_127 * a_223;
        float acc_35 = s_iter_35 + a_96 * a_224 + a_97 * a_225 + a_98 * a_226 + a_99 * a_227 + a_100 * a_228 + a_101 * a_229 + a_102 * a_230 + a_103 * a_231 + a_104 * a_232 + a_105 * a_233 + a_106 * a_234 + a_107 * a_235 + a_108 * a_236 + a_109 * a_237 + a_110 * a_238 + a_111 * a_239 + a_112 * a_240 + a_113 * a_241 + a_114 * a_242 + a_115 * a_243 + a_116 * a_244 + a_117 * a_245 + a_118 * a_246 + a_119 * a_247 + a_120 * a_248 + a_121 * a_249 + a_122 * a_250 + a_123 * a_251 + a_124 * a_252 + a_125 * a_253 + a_126 * a_254 + a_127 * a_255;
        float acc_36 = s_iter_36 + a_96 * a_256 + a_97 * a_257 + a_98 * a_258 + a_99 * a_259 + a_100 * a_260 + a_101 * a_261 + a_102 * a_262 + a_103 * a_263 + a_104 * a_264 + a_105 * a_265 + a_106 * a_266 + a_107 * a_267 + a_108 * a_268 + a_109 * a_269 + a_110 * a_270 + a_111 * a_271 + a_112 * a_272 + a_113 * a_273 + a_114 * a_274 + a_115 * a_275 + a_116 * a_276 + a_117 * a_277 + a_118 * a_278 + a_119 * a_279 + a_120 * a_280 + a_121 * a_281 + a_122 * a_282 + a_123 * a_283 + a_124 * a_284 + a_125 * a_285 + a_126 * a_286 + a_127 * a_287;
        float acc_37 = s_iter_37 + a_96 * a_288 + a_97 * a_289 + a_98 * a_290 + a_99 * a_291 + a_100 * a_292 + a_101 * a_293 + a_102 * a_294 + a_103 * a_295 + a_104 * a_296 + a_105 * a_297 + a_106 * a_298 + a_107 * a_299 + a_108 * a_300 + a_109 * a_301 + a_110 * a_302 + a_111 * a_303 + a_112 * a_304 + a_113 * a_305 + a_114 * a_306 + a_115 * a_307 + a_116 * a_308 + a_117 * a_309 + a_118 * a_310 + a_119 * a_311 + a_120 * a_312 + a_121 * a_313 + a_122 * a_314 + a_123 * a_315 + a_124 * a_316 + a_125 * a_317 + a_126 * a_318 + a_127 * a_319;
        float acc_38 = s_iter_38 + a_96 * a_320 + a_97 * a_321 + a_98 * a_322 + a_99 * a_323 + a_100 * a_324 + a_101 * a_325 + a_102 * a_326 + a_103 * a_327 + a_104 * a_328 + a_105 * a_329 + a_106 * a_330 + a_107 * a_331 + a_108 * a_332 + a_109 * a_333 + a_110 * a_334 + a_111 * a_335 + a_112 * a_336 + a_113 * a_337 + a_114 * a_338 + a_115 * a_339 + a_116 * a_340 + a_117 * a_341 + a_118 * a_342 + a_119 * a_343 + a_120 * a_344 + a_121 * a_345 + a_122 * a_346 + a_123 * a_347 + a_124 * a_348 + a_125 * a_349 + a_126 * a_350 + a_127 * a_351;
        float acc_39 = s_iter_39 + a_96 * a_352 + a_97 * a_353 + a_98 * a_354 + a_99 * a_355 + a_100 * a_356 + a_101 * a_357 + a_102 * a_358 + a_103 * a_359 + a_104 * a_360 + a_105 * a_361 + a_106 * a_362 + a_107 * a_363 + a_108 * a_364 + a_109 * a_365 + a_110 * a_366 + a_111 * a_367 + a_112 * a_368 + a_113 * a_369 + a_114 * a_370 + a_115 * a_371 + a_116 * a_372 + a_117 * a_373 + a_118 * a_374 + a_119 * a_375 + a_120 * a_376 + a_121 * a_377 + a_122 * a_378 + a_123 * a_379 + a_124 * a_380 + a_125 * a_381 + a_126 * a_382 + a_127 * a_383;
        float acc_40 = s_iter_40 + a_96 * a_384 + a_97 * a_385 + a_98 * a_386 + a_99 * a_387 + a_100 * a_388 + a_101 * a_389 + a_102 * a_390 + a_103 * a_391 + a_104 * a_392 + a_105 * a_393 + a_106 * a_394 + a_107 * a_395 + a_108 * a_396 + a_109 * a_397 + a_110 * a_398 + a_111 * a_399 + a_112 * a_400 + a_113 * a_401 + a_114 * a_402 + a_115 * a_403 + a_116 * a_404 + a_117 * a_405 + a_118 * a_406 + a_119 * a_407 + a_120 * a_408 + a_121 * a_409 + a_122 * a_410 + a_123 * a_411 + a_124 * a_412 + a_125 * a_413 + a_126 * a_414 + a_127 * a_415;
        float acc_41 = s_iter_41 + a_96 * a_416 + a_97 * a_417 + a_98 * a_418 + a_99 * a_419 + a_100 * a_420 + a_101 * a_421 + a_102 * a_422 + a_103 * a_423 + a_104 * a_424 + a_105 * a_425 + a_106 * a_426 + a_107 * a_427 + a_108 * a_428 + a_109 * a_429 + a_110 * a_430 + a_111 * a_431 + a_112 * a_432 + a_113 * a_433 + a_114 * a_434 + a_115 * a_435 + a_116 * a_436 + a_117 * a_437 + a_118 * a_438 + a_119 * a_439 + a_120 * a_440 + a_121 * a_441 + a_122 * a_442 + a_123 * a_443 + a_124 * a_444 + a_125 * a_445 + a_126 * a_446 + a_127 * a_447;
        float acc_42 = s_iter_42 + a_96 * a_448 + a_97 * a_449 + a_98 * a_450 + a_99 * a_451 + a_100 * a_452 + a_101 * a_453 + a_102 * a_454 + a_103 * a_455 + a_104 * a_456 + a_105 * a_457 + a_106 * a_458 + a_107 * a_459 + a_108 * a_460 + a_109 * a_461 + a_110 * a_462 + a_111 * a_463 + a_112 * a_464 + a_113 * a_465 + a_114 * a_466 + a_115 * a_467 + a_116 * a_468 + a_117 * a_469 + a_118 * a_470 + a_119 * a_471 + a_120 * a_472 + a_121 * a_473 + a_122 * a_474 + a_123 * a_475 + a_124 * a_476 + a_125 * a_477 + a_126 * a_478 + a_127 * a_479;
        float acc_43 = s_iter_43 + a_96 * a_480 + a_97 * a_481 + a_98 * a_482 + a_99 * a_483 + a_100 * a_484 + a_101 * a_485 + a_102 * a_486 + a_103 * a_487 + a_104 * a_488 + a_105 * a_489 + a_106 * a_490 + a_107 * a_491 + a_108 * a_492 + a_109 * a_493 + a_110 * a_494 + a_111 * a_495 + a_112 * a_496 + a_113 * a_497 + a_114 * a_498 + a_115 * a_499 + a_116 * a_500 + a_117 * a_501 + a_118 * a_502 + a_119 * a_503 + a_120 * a_504 + a_121 * a_505 + a_122 * a_506 + a_123 * a_507 + a_124 * a_508 + a_125 * a_509 + a_126 * a_510 + a_127 * a_511;
        float acc_44 = s_iter_44 + a_96 * a_512 + a_97 * a_513 + a_98 * a_514 + a_99 * a_515 + a_100 * a_516 + a_101 * a_517 + a_102 * a_518 + a_103 * a_519 + a_104 * a_520 + a_105 * a_521 + a_106 * a_522 + a_107 * a_523 + a_108 * a_524 + a_109 * a_525 + a_110 * a_526 + a_111 * a_527 + a_112 * a_528 + a_113 * a_529 + a_114 * a_530 + a_115 * a_531 + a_116 * a_532 + a_117 * a_533 + a_118 * a_534 + a_119 * a_535 + a_120 * a_536 + a_121 * a_537 + a_122 * a_538 + a_123 * a_539 + a_124 * a_540 + a_125 * a_541 + a_126 * a_542 + a_127 * a_543;
        float acc_45 = s_iter_45 + a_96 * a_544 + a_97 * a_545 + a_98 * a_546 + a_99 * a_547 + a_100 * a_548 + a_101 * a_549 + a_102 * a_550 + a_103 * a_551 + a_104 * a_552 + a_105 * a_553 + a_106 * a_554 + a_107 * a_555 + a_108 * a_556 + a_109 * a_557 + a_110 * a_558 + a_111 * a_559 + a_112 * a_560 + a_113 * a_561 + a_114 * a_562 + a_115 * a_563 + a_116 * a_564 + a_117 * a_565 + a_118 * a_566 + a_119 * a_567 + a_120 * a_568 + a_121 * a_569 + a_122 * a_570 + a_123 * a_571 + a_124 * a_572 + a_125 * a_573 + a_126 * a_574 + a_127 * a_575;
        float acc_46 = s_iter_46 + a_96 * a_576 + a_97 * a_577 + a_98 * a_578 + a_99 * a_579 + a_100 * a_580 + a_101 * a_581 + a_102 * a_582 + a_103 * a_583 + a_104 * a_584 + a_105 * a_585 + a_106 * a_586 + a_107 * a_587 + a_108 * a_588 + a_109 * a_589 + a_110 * a_590 + a_111 * a_591 + a_112 * a_592 + a_113 * a_593 + a_114 * a_594 + a_115 * a_595 + a_116 * a_596 + a_117 * a_597 + a_118 * a_598 + a_119 * a_599 + a_120 * a_600 + a_121 * a_601 + a_122 * a_602 + a_123 * a_603 + a_124 * a_604 + a_125 * a_605 + a_126 * a_606 + a_127 * a_607;
        float acc_47 = s_iter_47 + a_96 * a_608 + a_97 * a_609 + a_98 * a_610 + a_99 * a_611 + a_100 * a_612 + a_101 * a_613 + a_102 * a_614 + a_103 * a_615 + a_104 * a_616 + a_105 * a_617 + a_106 * a_618 + a_107 * a_619 + a_108 * a_620 + a_109 * a_621 + a_110 * a_622 + a_111 * a_623 + a_112 * a_624 + a_113 * a_625 + a_114 * a_626 + a_115 * a_627 + a_116 * a_628 + a_117 * a_629 + a_118 * a_630 + a_119 * a_631 + a_120 * a_632 + a_121 * a_633 + a_122 * a_634 + a_123 * a_635 + a_124 * a_636 + a_125 * a_637 + a_126 * a_638 + a_127 * a_639;
        float acc_48 = s_iter_48 + a_96 * a_640 + a_97 * a_641 + a_98 * a_642 + a_99 * a_643 + a_100 * a_644 + a_101 * a_645 + a_102 * a_646 + a_103 * a_647 + a_104 * a_648 + a_105 * a_649 + a_106 * a_650 + a_107 * a_651 + a_108 * a_652 + a_109 * a_653 + a_110 * a_654 + a_111 * a_655 + a_112 * a_656 + a_113 * a_657 + a_114 * a_658 + a_115 * a_659 + a_116 * a_660 + a_117 * a_661 + a_118 * a_662 + a_119 * a_663 + a_120 * a_664 + a_121 * a_665 + a_122 * a_666 + a_123 * a_667 + a_124 * a_668 + a_125 * a_669 + a_126 * a_670 + a_127 * a_671;
        float acc_49 = s_iter_49 + a_96 * a_672 + a_97 * a_673 + a_98 * a_674 + a_99 * a_675 + a_100 * a_676 + a_101 * a_677 + a_102 * a_678 + a_103 * a_679 + a_104 * a_680 + a_105 * a_681 + a_106 * a_682 + a_107 * a_683 + a_108 * a_684 + a_109 * a_685 + a_110 * a_686 + a_111 * a_687 + a_112 * a_688 + a_113 * a_689 + a_114 * a_690 + a_115 * a_691 + a_116 * a_692 + a_117 * a_693 + a_118 * a_694 + a_119 * a_695 + a_120 * a_696 + a_121 * a_697 + a_122 * a_698 + a_123 * a_699 + a_124 * a_700 + a_125 * a_701 + a_126 * a_702 + a_127 * a_703;
        float acc_50 = s_iter_50 + a_96 * a_704 + a_97 * a_705 + a_98 * a_706 + a_99 * a_707 + a_100 * a_708 + a_101 * a_709 + a_102 * a_710 + a_103 * a_711 + a_104 * a_712 + a_105 * a_713 + a_106 * a_714 + a_107 * a_715 + a_108 * a_716 + a_109 * a_717 + a_110 * a_718 + a_111 * a_719 + a_112 * a_720 + a_113 * a_721 + a_114 * a_722 + a_115 * a_723 + a_116 * a_724 + a_117 * a_725 + a_118 * a_726 + a_119 * a_727 + a_120 * a_728 + a_121 * a_729 + a_122 * a_730 + a_123 * a_731 + a_124 * a_732 + a_125 * a_733 + a_126 * a_734 + a_127 * a_735;
        float acc_51 = s_iter_51 + a_96 * a_736 + a_97 * a_737 + a_98 * a_738 + a_99 * a_739 + a_100 * a_740 + a_101 * a_741 + a_102 * a_742 + a_103 * a_743 + a_104 * a_744 + a_105 * a_745 + a_106 * a_746 + a_107 * a_747 + a_108 * a_748 + a_109 * a_749 + a_110 * a_750 + a_111 * a_751 + a_112 * a_752 + a_113 * a_753 + a_114 * a_754 + a_115 * a_755 + a_116 * a_756 + a_117 * a_757 + a_118 * a_758 + a_119 * a_759 + a_120 * a_760 + a_121 * a_761 + a_122 * a_762 + a_123 * a_763 + a_124 * a_764 + a_125 * a_765 + a_126 * a_766 + a_127 * a_767;
        float acc_52 = s_iter_52 + a_96 * a_768 + a_97 * a_769 + a_98 * a_770 + a_99 * a_771 + a_100 * a_772 + a_101 * a_773 + a_102 * a_774 + a_103 * a_775 + a_104 * a_776 + a_105 * a_777 + a_106 * a_778 + a_107 * a_779 + a_108 * a_780 + a_109 * a_781 + a_110 * a_782 + a_111 * a_783 + a_112 * a_784 + a_113 * a_785 + a_114 * a_786 + a_115 * a_787 + a_116 * a_788 + a_117 * a_789 + a_118 * a_790 + a_119 * a_791 + a_120 * a_792 + a_121 * a_793 + a_122 * a_794 + a_123 * a_795 + a_124 * a_796 + a_125 * a_797 + a_126 * a_798 + a_127 * a_799;
        float acc_53 = s_iter_53 + a_96 * a_800 + a_97 * a_801 + a_98 * a_802 + a_99 * a_803 + a_100 * a_804 + a_101 * a_805 + a_102 * a_806 + a_103 * a_807 + a_104 * a_808 + a_105 * a_809 + a_106 * a_810 + a_107 * a_811 + a_108 * a_812 + a_109 * a_813 + a_110 * a_814 + a_111 * a_815 + a_112 * a_816 + a_113 * a_817 + a_114 * a_818 + a_115 * a_819 + a_116 * a_820 + a_117 * a_821 + a_118 * a_822 + a_119 * a_823 + a_120 * a_824 + a_121 * a_825 + a_122 * a_826 + a_123 * a_827 + a_124 * a_828 + a_125 * a_829 + a_126 * a_830 + a_127 * a_831;
        float acc_54 = s_iter_54 + a_96 * a_832 + a_97 * a_833 + a_98 * a_834 + a_99 * a_835 + a_100 * a_836 + a_101 * a_837 + a_102 * a_838 + a_103 * a_839 + a_104 * a_840 + a_105 * a_841 + a_106 * a_842 + a_107 * a_843 + a_108 * a_844 + a_109 * a_845 + a_110 * a_846 + a_111 * a_847 + a_112 * a_848 + a_113 * a_849 + a_114 * a_850 + a_115 * a_851 + a_116 * a_852 + a_117 * a_853 + a_118 * a_854 + a_119 * a_855 + a_120 * a_856 + a_121 * a_857 + a_122 * a_858 + a_123 * a_859 + a_124 * a_860 + a_125 * a_861 + a_126 * a_862 + a_127 * a_863;
        float acc_55 = s_iter_55 + a_96 * a_864 + a_97 * a_865 + a_98 * a_866 + a_99 * a_867 + a_100 * a_868 + a_101 * a_869 + a_102 * a_870 + a_103 * a_871 + a_104 * a_872 + a_105 * a_873 + a_106 * a_874 + a_107 * a_875 + a_108 * a_876 + a_109 * a_877 + a_110 * a_878 + a_111 * a_879 + a_112 * a_880 + a_113 * a_881 + a_114 * a_882 + a_115 * a_883 + a_116 * a_884 + a_117 * a_885 + a_118 * a_886 + a_119 * a_887 + a_120 * a_888 + a_121 * a_889 + a_122 * a_890 + a_123 * a_891 + a_124 * a_892 + a_125 * a_893 + a_126 * a_894 + a_127 * a_895;
        float acc_56 = s_iter_56 + a_96 * a_896 + a_97 * a_897 + a_98 * a_898 + a_99 * a_899 + a_100 * a_900 + a_101 * a_901 + a_102 * a_902 + a_103 * a_903 + a_104 * a_904 + a_105 * a_905 + a_106 * a_906 + a_107 * a_907 + a_108 * a_908 + a_109 * a_909 + a_110 * a_910 + a_111 * a_911 + a_112 * a_912 + a_113 * a_913 + a_114 * a_914 + a_115 * a_915 + a_116 * a_916 + a_117 * a_917 + a_118 * a_918 + a_119 * a_919 + a_120 * a_920 + a_121 * a_921 + a_122 * a_922 + a_123 * a_923 + a_124 * a_924 + a_125 * a_925 + a_126 * a_926 + a_127 * a_927;
        float acc_57 = s_iter_57 + a_96 * a_928 + a_97 * a_929 + a_98 * a_930 + a_99 * a_931 + a_100 * a_932 + a_101 * a_933 + a_102 * a_934 + a_103 * a_935 + a_104 * a_936 + a_105 * a_937 + a_106 * a_938 + a_107 * a_939 + a_108 * a_940 + a_109 * a_941 + a_110 * a_942 + a_111 * a_943 + a_112 * a_944 + a_113 * a_945 + a_114 * a_946 + a_115 * a_947 + a_116 * a_948 + a_117 * a_949 + a_118 * a_950 + a_119 * a_951 + a_120 * a_952 + a_121 * a_953 + a_122 * a_954 + a_123 * a_955 + a_124 * a_956 + a_125 * a_957 + a_126 * a_958 + a_127 * a_959;
        float acc_58 = s_iter_58 + a_96 * a_960 + a_97 * a_961 + a_98 * a_962 + a_99 * a_963 + a_100 * a_964 + a_101 * a_965 + a_102 * a_966 + a_103 * a_967 + a_104 * a_968 + a_105 * a_969 + a_106 * a_970 + a_107 * a_971 + a_108 * a_972 + a_109 * a_973 + a_110 * a_974 + a_111 * a_975 + a_112 * a_976 + a_113 * a_977 + a_114 * a_978 + a_115 * a_979 + a_116 * a_980 + a_117 * a_981 + a_118 * a_982 + a_119 * a_983 + a_120 * a_984 + a_121 * a_985 + a_122 * a_986 + a_123 * a_987 + a_124 * a_988 + a_125 * a_989 + a_126 * a_990 + a_127 * a_991;
        float acc_59 = s_iter_59 + a_96 * a_992 + a_97 * a_993 + a_98 * a_994 + a_99 * a_995 + a_100 * a_996 + a_101 * a_997 + a_102 * a_998 + a_103 * a_999 + a_104 * a_1000 + a_105 * a_1001 + a_106 * a_1002 + a_107 * a_1003 + a_108 * a_1004 + a_109 * a_1005 + a_110 * a_1006 + a_111 * a_1007 + a_112 * a_1008 + a_113 * a_1009 + a_114 * a_1010 + a_115 * a_1011 + a_116 * a_1012 + a_117 * a_1013 + a_118 * a_1014 + a_119 * a_1015 + a_120 * a_1016 + a_121 * a_1017 + a_122 * a_1018 + a_123 * a_1019 + a_124 * a_1020 + a_125 * a_1021 + a_126 * a_1022 + a_127 * a_1023;
        float acc_60 = s_iter_60 + a_96 * a_1024 + a_97 * a_1025 + a_98 * a_1026 + a_99 * a_1027 + a_100 * a_1028 + a_101 * a_1029 + a_102 * a_1030 + a_103 * a_1031 + a_104 * a_1032 + a_105 * a_1033 + a_106 * a_1034 + a_107 * a_1035 + a_108 * a_1036 + a_109 * a_1037 + a_110 * a_1038 + a_111 * a_1039 + a_112 * a_1040 + a_113 * a_1041 + a_114 * a_1042 + a_115 * a_1043 + a_116 * a_1044 + a_117 * a_1045 + a_118 * a_1046 + a_119 * a_1047 + a_120 * a_1048 + a_121 * a_1049 + a_122 * a_1050 + a_123 * a_1051 + a_124 * a_1052 + a_125 * a_1053 + a_126 * a_1054 + a_127 * a_1055;
        float acc_61 = s_iter_61 + a_96 * a_1056 + a_97 * a_1057 + a_98 * a_1058 + a_99 * a_1059 + a_100 * a_1060 + a_101 * a_1061 + a_102 * a_1062 + a_103 * a_1063 + a_104 * a_1064 + a_105 * a_1065 + a_106 * a_1066 + a_107 * a_1067 + a_108 * a_1068 + a_109 * a_1069 + a_110 * a_1070 + a_111 * a_1071 + a_112 * a_1072 + a_113 * a_1073 + a_114 * a_1074 + a_115 * a_1075 + a_116 * a_1076 + a_117 * a_1077 + a_118 * a_1078 + a_119 * a_1079 + a_120 * a_1080 + a_121 * a_1081 + a_122 * a_1082 + a_123 * a_1083 + a_124 * a_1084 + a_125 * a_1085 + a_126 * a_1086 + a_127 * a_1087;
        float acc_62 = s_iter_62 + a_96 * a_1088 + a_97 * a_1089 + a_98 * a_1090 + a_99 * a_1091 + a_100 * a_1092 + a_101 * a_1093 + a_102 * a_1094 + a_103 * a_1095 + a_104 * a_1096 + a_105 * a_1097 + a_106 * a_1098 + a_107 * a_1099 + a_108 * a_1100 + a_109 * a_1101 + a_110 * a_1102 + a_111 * a_1103 + a_112 * a_1104 + a_113 * a_1105 + a_114 * a_1106 + a_115 * a_1107 + a_116 * a_1108 + a_117 * a_1109 + a_118 * a_1110 + a_119 * a_1111 + a_120 * a_1112 + a_121 * a_1113 + a_122 * a_1114 + a_123 * a_1115 + a_124 * a_1116 + a_125 * a_1117 + a_126 * a_1118 + a_127 * a_1119;
        float acc_63 = s_iter_63 + a_96 * a_1120 + a_97 * a_1121 + a_98 * a_1122 + a_99 * a_1123 + a_100 * a_1124 + a_101 * a_1125 + a_102 * a_1126 + a_103 * a_1127 + a_104 * a_1128 + a_105 * a_1129 + a_106 * a_1130 + a_107 * a_1131 + a_108 * a_1132 + a_109 * a_1133 + a_110 * a_1134 + a_111 * a_1135 + a_112 * a_1136 + a_113 * a_1137 + a_114 * a_1138 + a_115 * a_1139 + a_116 * a_1140 + a_117 * a_1141 + a_118 * a_1142 + a_119 * a_1143 + a_120 * a_1144 + a_121 * a_1145 + a_122 * a_1146 + a_123 * a_1147 + a_124 * a_1148 + a_125 * a_1149 + a_126 * a_1150 + a_127 * a_1151;
        s_iter = acc;
        s_iter_1 = acc_1;
        s_iter_2 = acc_2;
        s_iter_3 = acc_3;
        s_iter_4 = acc_4;
        s_iter_5 = acc_5;
        s_iter_6 = acc_6;
        s_iter_7 = acc_7;
        s_iter_8 = acc_8;
        s_iter_9 = acc_9;
        s_iter_10 = acc_10;
        s_iter_11 = acc_11;
        s_iter_12 = acc_12;
        s_iter_13 = acc_13;
        s_iter_14 = acc_14;
        s_iter_15 = acc_15;
        s_iter_16 = acc_16;
        s_iter_17 = acc_17;
        s_iter_18 = acc_18;
        s_iter_19 = acc_19;
        s_iter_20 = acc_20;
        s_iter_21 = acc_21;
        s_iter_22 = acc_22;
        s_iter_23 = acc_23;
        s_iter_24 = acc_24;
        s_iter_25 = acc_25;
        s_iter_26 = acc_26;
        s_iter_27 = acc_27;
        s_iter_28 = acc_28;
        s_iter_29 = acc_29;
        s_iter_30 = acc_30;
        s_iter_31 = acc_31;
        s_iter_32 = acc_32;
        s_iter_33 = acc_33;
        s_iter_34 = acc_34;
        s_iter_35 = acc_35;
        s_iter_36 = acc_36;
        s_iter_37 = acc_37;
        s_iter_38 = acc_38;
        s_iter_39 = acc_39;
        s_iter_40 = acc_40;
        s_iter_41 = acc_41;
        s_iter_42 = acc_42;
        s_iter_43 = acc_43;
        s_iter_44 = acc_44;
        s_iter_45 = acc_45;
        s_iter_46 = acc_46;
        s_iter_47 = acc_47;
        s_iter_48 = acc_48;
        s_iter_49 = acc_49;
        s_iter_50 = acc_50;
        s_iter_51 = acc_51;
        s_iter_52 = acc_52;
        s_iter_53 = acc_53;
        s_iter_54 = acc_54;
        s_iter_55 = acc_55;
        s_iter_56 = acc_56;
        s_iter_57 = acc_57;
        s_iter_58 = acc_58;
        s_iter_59 = acc_59;
        s_iter_60 = acc_60;
        s_iter_61 = acc_61;
        s_iter_62 = acc_62;
        s_iter_63 = acc_63;
    }
    long row_128 = (long)get_local_id(0) % 16;
    o[row_128] = s_iter;
    long row_129 = (long)get_local_id(0) % 16;
    o[row_129 + 64] = s_iter_1;
    long row_130 = (long)get_local_id(0) % 16;
    o[row_130 + 128] = s_iter_2;
    long row_131 = (long)get_local_id(0) % 16;
    o[row_131 + 192] = s_iter_3;
    long row_132 = (long)get_local_id(0) % 16;
    o[row_132 + 256] = s_iter_4;
    long row_133 = (long)get_local_id(0) % 16;
    o[row_133 + 320] = s_iter_5;
    long row_134 = (long)get_local_id(0) % 16;
    o[row_134 + 384] = s_iter_6;
    long row_135 = (long)get_local_id(0) % 16;
    o[row_135 + 448] = s_iter_7;
    long row_136 = (long)get_local_id(0) % 16;
    o[row_136 + 512] = s_iter_8;
    long row_137 = (long)get_local_id(0) % 16;
    o[row_137 + 576] = s_iter_9;
    long row_138 = (long)get_local_id(0) % 16;
    o[row_138 + 640] = s_iter_10;
    long row_139 = (long)get_local_id(0) % 16;
    o[row_139 + 704] = s_iter_11;
    long row_140 = (long)get_local_id(0) % 16;
    o[row_140 + 768] = s_iter_12;
    long row_141 = (long)get_local_id(0) % 16;
    o[row_141 + 832] = s_iter_13;
    long row_142 = (long)get_local_id(0) % 16;
    o[row_142 + 896] = s_iter_14;
    long row_143 = (long)get_local_id(0) % 16;
    o[row_143 + 960] = s_iter_15;
    long row_144 = (long)get_local_id(0) % 16;
    o[row_144 + 1024] = s_iter_16;
    long row_145 = (long)get_local_id(0) % 16;
    o[row_145 + 1088] = s_iter_17;
    long row_146 = (long)get_local_id(0) % 16;
    o[row_146 + 1152] = s_iter_18;
    long row_147 = (long)get_local_id(0) % 16;
    o[row_147 + 1216] = s_iter_19;
    long row_148 = (long)get_local_id(0) % 16;
    o[row_148 + 1280] = s_iter_20;
    long row_149 = (long)get_local_id(0) % 16;
    o[row_149 + 1344] = s_iter_21;
    long row_150 = (long)get_local_id(0) % 16;
    o[row_150 + 1408] = s_iter_22;
    long row_151 = (long)get_local_id(0) % 16;
    o[row_151 + 1472] = s_iter_23;
    long row_152 = (long)get_local_id(0) % 16;
    o[row_152 + 1536] = s_iter_24;
    long row_153 = (long)get_local_id(0) % 16;
    o[row_153 + 1600] = s_iter_25;
    long row_154 = (long)get_local_id(0) % 16;
    o[row_154 + 1664] = s_iter_26;
    long row_155 = (long)get_local_id(0) % 16;
    o[row_155 + 1728] = s_iter_27;
    long row_156 = (long)get_local_id(0) % 16;
    o[row_156 + 1792] = s_iter_28;
    long row_157 = (long)get_local_id(0) % 16;
    o[row_157 + 1856] = s_iter_29;
    long row_158 = (long)get_local_id(0) % 16;
    o[row_158 + 1920] = s_iter_30;
    long row_159 = (long)get_local_id(0) % 16;
    o[row_159 + 1984] = s_iter_31;
    long row_160 = (long)get_local_id(0) % 16 + 16;
    o[row_160] = s_iter_32;
    long row_161 = (long)get_local_id(0) % 16 + 16;
    o[row_161 + 64] = s_iter_33;
    long row_162 = (long)get_local_id(0) % 16 + 16;
    o[row_162 + 128] = s_iter_34;
    long row_163 = (long)get_local_id(0) % 16 + 16;
    o[row_163 + 192] = s_iter_35;
    long row_164 = (long)get_local_id(0) % 16 + 16;
    o[row_164 + 256] = s_iter_36;
    long row_165 = (long)get_local_id(0) % 16 + 16;
    o[row_165 + 320] = s_iter_37;
    long row_166 = (long)get_local_id(0) % 16 + 16;
    o[row_166 + 384] = s_iter_38;
    long row_167 = (long)get_local_id(0) % 16 + 16;
    o[row_167 + 448] = s_iter_39;
    long row_168 = (long)get_local_id(0) % 16 + 16;
    o[row_168 + 512] = s_iter_40;
    long row_169 = (long)get_local_id(0) % 16 + 16;
    o[row_169 + 576] = s_iter_41;
    long row_170 = (long)get_local_id(0) % 16 + 16;
    o[row_170 + 640] = s_iter_42;
    long row_171 = (long)get_local_id(0) % 16 + 16;
    o[row_171 + 704] = s_iter_43;
    long row_172 = (long)get_local_id(0) % 16 + 16;
    o[row_172 + 768] = s_iter_44;
    long row_173 = (long)get_local_id(0) % 16 + 16;
    o[row_173 + 832] = s_iter_45;
    long row_174 = (long)get_local_id(0) % 16 + 16;
    o[row_174 + 896] = s_iter_46;
    long row_175 = (long)get_local_id(0) % 16 + 16;
    o[row_175 + 960] = s_iter_47;
    long row_176 = (long)get_local_id(0) % 16 + 16;
    o[row_176 + 1024] = s_iter_48;
    long row_177 = (long)get_local_id(0) % 16 + 16;
    o[row_177 + 1088] = s_iter_49;
    long row_178 = (long)get_local_id(0) % 16 + 16;
    o[row_178 + 1152] = s_iter_50;
    long row_179 = (long)get_local_id(0) % 16 + 16;
    o[row_179 + 1216] = s_iter_51;
    long row_180 = (long)get_local_id(0) % 16 + 16;
    o[row_180 + 1280] = s_iter_52;
    long row_181 = (long)get_local_id(0) % 16 + 16;
    o[row_181 + 1344] = s_iter_53;
    long row_182 = (long)get_local_id(0) % 16 + 16;
    o[row_182 + 1408] = s_iter_54;
    long row_183 = (long)get_local_id(0) % 16 + 16;
    o[row_183 + 1472] = s_iter_55;
    long row_184 = (long)get_local_id(0) % 16 + 16;
    o[row_184 + 1536] = s_iter_56;
    long row_185 = (long)get_local_id(0) % 16 + 16;
    o[row_185 + 1600] = s_iter_57;
    long row_186 = (long)get_local_id(0) % 16 + 16;
    o[row_186 + 1664] = s_iter_58;
    long row_187 = (long)get_local_id(0) % 16 + 16;
    o[row_187 + 1728] = s_iter_59;
    long row_188 = (long)get_local_id(0) % 16 + 16;
    o[row_188 + 1792] = s_iter_60;
    long row_189 = (long)get_local_id(0) % 16 + 16;
    o[row_189 + 1856] = s_iter_61;
    long row_190 = (long)get_local_id(0) % 16 + 16;
    o[row_190 + 1920] = s_iter_62;
    long row_191 = (long)get_local_id(0) % 16 + 16;
    o[row_191 + 1984] = s_iter_63;
}
