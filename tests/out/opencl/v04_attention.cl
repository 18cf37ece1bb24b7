kernel __attribute__((reqd_work_group_size(16, 2, 1)))
void attention(global float* Q, long Q_shape2, global float* K, long K_shape2, global float* V, long V_shape2, global float* O, long O_shape2, float s) {
    local uchar stack[6144] __attribute__((aligned(64)));
    long gid = (long)get_group_id(0);
    global float* q = Q + gid * 1024;
    global float* k = K + gid * 1536;
    global float* v = V + gid * 1536;
    global float* o = O + gid * 1024;
    int sg = (int)(long)get_local_id(1);
    long sgi = (long)sg;
    long j0 = (long)((ulong)16 * (ulong)sgi);
    float o_it;
    float o_it_1;
    float o_it_2;
    float o_it_3;
    float o_it_4;
    float o_it_5;
    float o_it_6;
    float o_it_7;
    float o_it_8;
    float o_it_9;
    float o_it_10;
    float o_it_11;
    float o_it_12;
    float o_it_13;
    float o_it_14;
    float o_it_15;
    float o_it_16;
    float o_it_17;
    float o_it_18;
    float o_it_19;
    float o_it_20;
    float o_it_21;
    float o_it_22;
    float o_it_23;
    float o_it_24;
    float o_it_25;
    float o_it_26;
    float o_it_27;
    float o_it_28;
    float o_it_29;
    float o_it_30;
    float o_it_31;
    o_it = 0.0f;
    o_it_1 = 0.0f;
    o_it_2 = 0.0f;
    o_it_3 = 0.0f;
    o_it_4 = 0.0f;
    o_it_5 = 0.0f;
    o_it_6 = 0.0f;
    o_it_7 = 0.0f;
    o_it_8 = 0.0f;
    o_it_9 = 0.0f;
    o_it_10 = 0.0f;
    o_it_11 = 0.0f;
    o_it_12 = 0.0f;
    o_it_13 = 0.0f;
    o_it_14 = 0.0f;
    o_it_15 = 0.0f;
    o_it_16 = 0.0f;
    o_it_17 = 0.0f;
    o_it_18 = 0.0f;
    o_it_19 = 0.0f;
    o_it_20 = 0.0f;
    o_it_21 = 0.0f;
    o_it_22 = 0.0f;
    o_it_23 = 0.0f;
    o_it_24 = 0.0f;
    o_it_25 = 0.0f;
    o_it_26 = 0.0f;
    o_it_27 = 0.0f;
    o_it_28 = 0.0f;
    o_it_29 = 0.0f;
    o_it_30 = 0.0f;
    o_it_31 = 0.0f;
    float m_it;
    m_it = -INFINITY;
    float l_it;
    l_it = 0.0f;
    for (long n = 0; n < 48; n += 16) {
        float s_it;
        float s_it_1;
        float s_it_2;
        float s_it_3;
        float s_it_4;
        float s_it_5;
        float s_it_6;
        float s_it_7;
        float s_it_8;
        float s_it_9;
        float s_it_10;
        float s_it_11;
        float s_it_12;
        float s_it_13;
        float s_it_14;
        float s_it_15;
        s_it = 0.0f;
        s_it_1 = 0.0f;
        s_it_2 = 0.0f;
        s_it_3 = 0.0f;
        s_it_4 = 0.0f;
        s_it_5 = 0.0f;
        s_it_6 = 0.0f;
        s_it_7 = 0.0f;
        s_it_8 = 0.0f;
        s_it_9 = 0.0f;
        s_it_10 = 0.0f;
        s_it_11 = 0.0f;
        s_it_12 = 0.0f;
        s_it_13 = 0.0f;
        s_it_14 = 0.0f;
        s_it_15 = 0.0f;
        for (long d = 0; d < 32; d += 16) {
            long row = (long)get_local_id(0) % 16;
            long q_1 = n + row;
            float a = k[d + q_1 * 32];
            long row_1 = (long)get_local_id(0) % 16;
            long r = d + 1;
            long q_2 = n + row_1;
            float a_1 = k[r + q_2 * 32];
            long row_2 = (long)get_local_id(0) % 16;
            long r_1 = d + 2;
            long q_3 = n + row_2;
            float a_2 = k[r_1 + q_3 * 32];
            long row_3 = (long)get_local_id(0) % 16;
            long r_2 = d + 3;
            long q_4 = n + row_3;
            float a_3 = k[r_2 + q_4 * 32];
            long row_4 = (long)get_local_id(0) % 16;
            long r_3 = d + 4;
            long q_5 = n + row_4;
            float a_4 = k[r_3 + q_5 * 32];
            long row_5 = (long)get_local_id(0) % 16;
            long r_4 = d + 5;
            long q_6 = n + row_5;
            float a_5 = k[r_4 + q_6 * 32];
            long row_6 = (long)get_local_id(0) % 16;
            long r_5 = d + 6;
            long q_7 = n + row_6;
            float a_6 = k[r_5 + q_7 * 32];
            long row_7 = (long)get_local_id(0) % 16;
            long r_6 = d + 7;
            long q_8 = n + row_7;
            float a_7 = k[r_6 + q_8 * 32];
            long row_8 = (long)get_local_id(0) % 16;
            long r_7 = d + 8;
            long q_9 = n + row_8;
            float a_8 = k[r_7 + q_9 * 32];
            long row_9 = (long)get_local_id(0) % 16;
            long r_8 = d + 9;
            long q_10 = n + row_9;
            float a_9 = k[r_8 + q_10 * 32];
            long row_10 = (long)get_local_id(0) % 16;
            long r_9 = d + 10;
            long q_11 = n + row_10;
            float a_10 = k[r_9 + q_11 * 32];
            long row_11 = (long)get_local_id(0) % 16;
            long r_10 = d + 11;
            long q_12 = n + row_11;
            float a_11 = k[r_10 + q_12 * 32];
            long row_12 = (long)get_local_id(0) % 16;
            long r_11 = d + 12;
            long q_13 = n + row_12;
            float a_12 = k[r_11 + q_13 * 32];
            long row_13 = (long)get_local_id(0) % 16;
            long r_12 = d + 13;
            long q_14 = n + row_13;
            float a_13 = k[r_12 + q_14 * 32];
            long row_14 = (long)get_local_id(0) % 16;
            long r_13 = d + 14;
            long q_15 = n + row_14;
            float a_14 = k[r_13 + q_15 * 32];
            long row_15 = (long)get_local_id(0) % 16;
            long r_14 = d + 15;
            long q_16 = n + row_15;
            float a_15 = k[r_14 + q_16 * 32];
            long row_16 = (long)get_local_id(0) % 16;
            long r_15 = d + row_16;
            float a_16 = q[r_15 + j0 * 32];
            long row_17 = (long)get_local_id(0) % 16;
            long r_16 = d + row_17;
            long q_17 = j0 + 1;
            float a_17 = q[r_16 + q_17 * 32];
            long row_18 = (long)get_local_id(0) % 16;
            long r_17 = d + row_18;
            long q_18 = j0 + 2;
            float a_18 = q[r_17 + q_18 * 32];
            long row_19 = (long)get_local_id(0) % 16;
            long r_18 = d + row_19;
            long q_19 = j0 + 3;
            float a_19 = q[r_18 + q_19 * 32];
            long row_20 = (long)get_local_id(0) % 16;
            long r_19 = d + row_20;
            long q_20 = j0 + 4;
            float a_20 = q[r_19 + q_20 * 32];
            long row_21 = (long)get_local_id(0) % 16;
            long r_20 = d + row_21;
            long q_21 = j0 + 5;
            float a_21 = q[r_20 + q_21 * 32];
            long row_22 = (long)get_local_id(0) % 16;
            long r_21 = d + row_22;
            long q_22 = j0 + 6;
            float a_22 = q[r_21 + q_22 * 32];
            long row_23 = (long)get_local_id(0) % 16;
            long r_22 = d + row_23;
            long q_23 = j0 + 7;
            float a_23 = q[r_22 + q_23 * 32];
            long row_24 = (long)get_local_id(0) % 16;
            long r_23 = d + row_24;
            long q_24 = j0 + 8;
            float a_24 = q[r_23 + q_24 * 32];
            long row_25 = (long)get_local_id(0) % 16;
            long r_24 = d + row_25;
            long q_25 = j0 + 9;
            float a_25 = q[r_24 + q_25 * 32];
            long row_26 = (long)get_local_id(0) % 16;
            long r_25 = d + row_26;
            long q_26 = j0 + 10;
            float a_26 = q[r_25 + q_26 * 32];
            long row_27 = (long)get_local_id(0) % 16;
            long r_26 = d + row_27;
            long q_27 = j0 + 11;
            float a_27 = q[r_26 + q_27 * 32];
            long row_28 = (long)get_local_id(0) % 16;
            long r_27 = d + row_28;
            long q_28 = j0 + 12;
            float a_28 = q[r_27 + q_28 * 32];
            long row_29 = (long)get_local_id(0) % 16;
            long r_28 = d + row_29;
            long q_29 = j0 + 13;
            float a_29 = q[r_28 + q_29 * 32];
            long row_30 = (long)get_local_id(0) % 16;
            long r_29 = d + row_30;
            long q_30 = j0 + 14;
            float a_30 = q[r_29 + q_30 * 32];
            long row_31 = (long)get_local_id(0) % 16;
            long r_30 = d + row_31;
            long q_31 = j0 + 15;
            float a_31 = q[r_30 + q_31 * 32];
            float a_32 = q[d + j0 * 32];
            long r_31 = d + 1;
            float a_33 = q[r_31 + j0 * 32];
            long r_32 = d + 2;
            float a_34 = q[r_32 + j0 * 32];
            long r_33 = d + 3;
            float a_35 = q[r_33 + j0 * 32];
            long r_34 = d + 4;
            float a_36 = q[r_34 + j0 * 32];
            long r_35 = d + 5;
            float a_37 = q[r_35 + j0 * 32];
            long r_36 = d + 6;
            float a_38 = q[r_36 + j0 * 32];
            long r_37 = d + 7;
            float a_39 = q[r_37 + j0 * 32];
            long r_38 = d + 8;
            float a_40 = q[r_38 + j0 * 32];
            long r_39 = d + 9;
            float a_41 = q[r_39 + j0 * 32];
            long r_40 = d + 10;
            float a_42 = q[r_40 + j0 * 32];
            long r_41 = d + 11;
            float a_43 = q[r_41 + j0 * 32];
            long r_42 = d + 12;
            float a_44 = q[r_42 + j0 * 32];
            long r_43 = d + 13;
            float a_45 = q[r_43 + j0 * 32];
            long r_44 = d + 14;
            float a_46 = q[r_44 + j0 * 32];
            long r_45 = d + 15;
            float a_47 = q[r_45 + j0 * 32];
            float acc = s_it + a * a_32 + a_1 * a_33 + a_2 * a_34 + a_3 * a_35 + a_4 * a_36 + a_5 * a_37 + a_6 * a_38 + a_7 * a_39 + a_8 * a_40 + a_9 * a_41 + a_10 * a_42 + a_11 * a_43 + a_12 * a_44 + a_13 * a_45 + a_14 * a_46 + a_15 * a_47;
            long q_32 = j0 + 1;
            float a_48 = q[d + q_32 * 32];
            long r_46 = d + 1;
            long q_33 = j0 + 1;
            float a_49 = q[r_46 + q_33 * 32];
            long r_47 = d + 2;
            long q_34 = j0 + 1;
            float a_50 = q[r_47 + q_34 * 32];
            long r_48 = d + 3;
            long q_35 = j0 + 1;
            float a_51 = q[r_48 + q_35 * 32];
            long r_49 = d + 4;
            long q_36 = j0 + 1;
            float a_52 = q[r_49 + q_36 * 32];
            long r_50 = d + 5;
            long q_37 = j0 + 1;
            float a_53 = q[r_50 + q_37 * 32];
            long r_51 = d + 6;
            long q_38 = j0 + 1;
            float a_54 = q[r_51 + q_38 * 32];
            long r_52 = d + 7;
            long q_39 = j0 + 1;
            float a_55 = q[r_52 + q_39 * 32];
            long r_53 = d + 8;
            long q_40 = j0 + 1;
            float a_56 = q[r_53 + q_40 * 32];
            long r_54 = d + 9;
            long q_41 = j0 + 1;
            float a_57 = q[r_54 + q_41 * 32];
            long r_55 = d + 10;
            long q_42 = j0 + 1;
            float a_58 = q[r_55 + q_42 * 32];
            long r_56 = d + 11;
            long q_43 = j0 + 1;
            float a_59 = q[r_56 + q_43 * 32];
            long r_57 = d + 12;
            long q_44 = j0 + 1;
            float a_60 = q[r_57 + q_44 * 32];
            long r_58 = d + 13;
            long q_45 = j0 + 1;
            float a_61 = q[r_58 + q_45 * 32];
            long r_59 = d + 14;
            long q_46 = j0 + 1;
            float a_62 = q[r_59 + q_46 * 32];
            long r_60 = d + 15;
            long q_47 = j0 + 1;
            float a_63 = q[r_60 + q_47 * 32];
            float acc_1 = s_it_1 + a * a_48 + a_1 * a_49 + a_2 * a_50 + a_3 * a_51 + a_4 * a_52 + a_5 * a_53 + a_6 * a_54 + a_7 * a_55 + a_8 * a_56 + a_9 * a_57 + a_10 * a_58 + a_11 * a_59 + a_12 * a_60 + a_13 * a_61 + a_14 * a_62 + a_15 * a_63;
            long q_48 = j0 + 2;
            float a_64 = q[d + q_48 * 32];
            long r_61 = d + 1;
            long q_49 = j0 + 2;
            float a_65 = q[r_61 + q_49 * 32];
            long r_62 = d + 2;
            long q_50 = j0 + 2;
            float a_66 = q[r_62 + q_50 * 32];
            long r_63 = d + 3;
            long q_51 = j0 + 2;
            float a_67 = q[r_63 + q_51 * 32];
            long r_64 = d + 4;
            long q_52 = j0 + 2;
            float a_68 = q[r_64 + q_52 * 32];
            long r_65 = d + 5;
            long q_53 = j0 + 2;
            float a_69 = q[r_65 + q_53 * 32];
            long r_66 = d + 6;
            long q_54 = j0 + 2;
            float a_70 = q[r_66 + q_54 * 32];
            long r_67 = d + 7;
            long q_55 = j0 + 2;
            float a_71 = q[r_67 + q_55 * 32];
            long r_68 = d + 8;
            long q_56 = j0 + 2;
            float a_72 = q[r_68 + q_56 * 32];
            long r_69 = d + 9;
            long q_57 = j0 + 2;
            float a_73 = q[r_69 + q_57 * 32];
            long r_70 = d + 10;
            long q_58 = j0 + 2;
            float a_74 = q[r_70 + q_58 * 32];
            long r_71 = d + 11;
            long q_59 = j0 + 2;
            float a_75 = q[r_71 + q_59 * 32];
            long r_72 = d + 12;
            long q_60 = j0 + 2;
            float a_76 = q[r_72 + q_60 * 32];
            long r_73 = d + 13;
            long q_61 = j0 + 2;
            float a_77 = q[r_73 + q_61 * 32];
            long r_74 = d + 14;
            long q_62 = j0 + 2;
            float a_78 = q[r_74 + q_62 * 32];
            long r_75 = d + 15;
            long q_63 = j0 + 2;
            float a_79 = q[r_75 + q_63 * 32];
            float acc_2 = s_it_2 + a * a_64 + a_1 * a_65 + a_2 * a_66 + a_3 * a_67 + a_4 * a_68 + a_5 * a_69 + a_6 * a_70 + a_7 * a_71 + a_8 * a_72 + a_9 * a_73 + a_10 * a_74 + a_11 * a_75 + a_12 * a_76 + a_13 * a_77 + a_14 * a_78 + a_15 * a_79;
            long q_64 = j0 + 3;
            float a_80 = q[d + q_64 * 32];
            long r_76 = d + 1;
            long q_65 = j0 + 3;
            float a_81 = q[r_76 + q_65 * 32];
            long r_77 = d + 2;
            long q_66 = j0 + 3;
            float a_82 = q[r_77 + q_66 * 32];
            long r_78 = d + 3;
            long q_67 = j0 + 3;
            float a_83 = q[r_78 + q_67 * 32];
            long r_79 = d + 4;
            long q_68 = j0 + 3;
            float a_84 = q[r_79 + q_68 * 32];
            long r_80 = d + 5;
            long q_69 = j0 + 3;
            float a_85 = q[r_80 + q_69 * 32];
            long r_81 = d + 6;
            long q_70 = j0 + 3;
            float a_86 = q[r_81 + q_70 * 32];
            long r_82 = d + 7;
            long q_71 = j0 + 3;
            float a_87 = q[r_82 + q_71 * 32];
            long r_83 = d + 8;
            long q_72 = j0 + 3;
            float a_88 = q[r_83 + q_72 * 32];
            long r_84 = d + 9;
            long q_73 = j0 + 3;
            float a_89 = q[r_84 + q_73 * 32];
            long r_85 = d + 10;
            long q_74 = j0 + 3;
            float a_90 = q[r_85 + q_74 * 32];
            long r_86 = d + 11;
            long q_75 = j0 + 3;
            float a_91 = q[r_86 + q_75 * 32];
            long r_87 = d + 12;
            long q_76 = j0 + 3;
            float a_92 = q[r_87 + q_76 * 32];
            long r_88 = d + 13;
            long q_77 = j0 + 3;
            float a_93 = q[r_88 + q_77 * 32];
            long r_89 = d + 14;
            long q_78 = j0 + 3;
            float a_94 = q[r_89 + q_78 * 32];
            long r_90 = d + 15;
            long q_79 = j0 + 3;
            float a_95 = q[r_90 + q_79 * 32];
            float acc_3 = s_it_3 + a * a_80 + a_1 * a_81 + a_2 * a_82 + a_3 * a_83 + a_4 * a_84 + a_5 * a_85 + a_6 * a_86 + a_7 * a_87 + a_8 * a_88 + a_9 * a_89 + a_10 * a_90 + a_11 * a_91 + a_12 * a_92 + a_13 * a_93 + a_14 * a_94 + a_15 * a_95;
            long q_80 = j0 + 4;
            float a_96 = q[d + q_80 * 32];
            long r_91 = d + 1;
            long q_81 = j0 + 4;
            float a_97 = q[r_91 + q_81 * 32];
            long r_92 = d + 2;
            long q_82 = j0 + 4;
            float a_98 = q[r_92 + q_82 * 32];
            long r_93 = d + 3;
            long q_83 = j0 + 4;
            float a_99 = q[r_93 + q_83 * 32];
            long r_94 = d + 4;
            long q_84 = j0 + 4;
            float a_100 = q[r_94 + q_84 * 32];
            long r_95 = d + 5;
            long q_85 = j0 + 4;
            float a_101 = q[r_95 + q_85 * 32];
            long r_96 = d + 6;
            long q_86 = j0 + 4;
            float a_102 = q[r_96 + q_86 * 32];
            long r_97 = d + 7;
            long q_87 = j0 + 4;
            float a_103 = q[r_97 + q_87 * 32];
            long r_98 = d + 8;
            long q_88 = j0 + 4;
            float a_104 = q[r_98 + q_88 * 32];
            long r_99 = d + 9;
            long q_89 = j0 + 4;
            float a_105 = q[r_99 + q_89 * 32];
            long r_100 = d + 10;
            long q_90 = j0 + 4;
            float a_106 = q[r_100 + q_90 * 32];
            long r_101 = d + 11;
            long q_91 = j0 + 4;
            float a_107 = q[r_101 + q_91 * 32];
            long r_102 = d + 12;
            long q_92 = j0 + 4;
            float a_108 = q[r_102 + q_92 * 32];
            long r_103 = d + 13;
            long q_93 = j0 + 4;
            float a_109 = q[r_103 + q_93 * 32];
            long r_104 = d + 14;
            long q_94 = j0 + 4;
            float a_110 = q[r_104 + q_94 * 32];
            long r_105 = d + 15;
            long q_95 = j0 + 4;
            float a_111 = q[r_105 + q_95 * 32];
            float acc_4 = s_it_4 + a * a_96 + a_1 * a_97 + a_2 * a_98 + a_3 * a_99 + a_4 * a_100 + a_5 * a_101 + a_6 * a_102 + a_7 * a_103 + a_8 * a_104 + a_9 * a_105 + a_10 * a_106 + a_11 * a_107 + a_12 * a_108 + a_13 * a_109 + a_14 * a_110 + a_15 * a_111;
            long q_96 = j0 + 5;
            float a_112 = q[d + q_96 * 32];
            long r_106 = d + 1;
            long q_97 = j0 + 5;
            float a_113 = q[r_106 + q_97 * 32];
            long r_107 = d + 2;
            long q_98 = j0 + 5;
            float a_114 = q[r_107 + q_98 * 32];
            long r_108 = d + 3;
            long q_99 = j0 + 5;
            float a_115 = q[r_108 + q_99 * 32];
            long r_109 = d + 4;
            long q_100 = j0 + 5;
            float a_116 = q[r_109 + q_100 * 32];
            long r_110 = d + 5;
            long q_101 = j0 + 5;
            float a_117 = q[r_110 + q_101 * 32];
            long r_111 = d + 6;
            long q_102 = j0 + 5;
            float a_118 = q[r_111 + q_102 * 32];
            long r_112 = d + 7;
            long q_103 = j0 + 5;
            float a_119 = q[r_112 + q_103 * 32];
            long r_113 = d + 8;
            long q_104 = j0 + 5;
            float a_120 = q[r_113 + q_104 * 32];
            long r_114 = d + 9;
            long q_105 = j0 + 5;
            float a_121 = q[r_114 + q_105 * 32];
            long r_115 = d + 10;
            long q_106 = j0 + 5;
            float a_122 = q[r_115 + q_106 * 32];
            long r_116 = d + 11;
            long q_107 = j0 + 5;
            float a_123 = q[r_116 + q_107 * 32];
            long r_117 = d + 12;
            long q_108 = j0 + 5;
            float a_124 = q[r_117 + q_108 * 32];
            long r_118 = d + 13;
            long q_109 = j0 + 5;
            float a_125 = q[r_118 + q_109 * 32];
            long r_119 = d + 14;
            long q_110 = j0 + 5;
            float a_126 = q[r_119 + q_110 * 32];
            long r_120 = d + 15;
            long q_111 = j0 + 5;
            float a_127 = q[r_120 + q_111 * 32];
            float acc_5 = s_it_5 + a * a_112 + a_1 * a_113 + a_2 * a_114 + a_3 * a_115 + a_4 * a_116 + a_5 * a_117 + a_6 * a_118 + a_7 * a_119 + a_8 * a_120 + a_9 * a_121 + a_10 * a_122 + a_11 * a_123 + a_12 * a_124 + a_13 * a_125 + a_14 * a_126 + a_15 * a_127;
            long q_112 = j0 + 6;
            float a_128 = q[d + q_112 * 32];
            long r_121 = d + 1;
            long q_113 = j0 + 6;
            float a_129 = q[r_121 + q_113 * 32];
            long r_122 = d + 2;
            long q_114 = j0 + 6;
            float a_130 = q[r_122 + q_114 * 32];
            long r_123 = d + 3;
            long q_115 = j0 + 6;
            float a_131 = q[r_123 + q_115 * 32];
            long r_124 = d + 4;
            long q_116 = j0 + 6;
            float a_132 = q[r_124 + q_116 * 32];
            long r_125 = d + 5;
            long q_117 = j0 + 6;
            float a_133 = q[r_125 + q_117 * 32];
            long r_126 = d + 6;
            long q_118 = j0 + 6;
            float a_134 = q[r_126 + q_118 * 32];
            long r_127 = d + 7;
            long q_119 = j0 + 6;
            float a_135 = q[r_127 + q_119 * 32];
            long r_128 = d + 8;
            long q_120 = j0 + 6;
            float a_136 = q[r_128 + q_120 * 32];
            long r_129 = d + 9;
            long q_121 = j0 + 6;
            float a_137 = q[r_129 + q_121 * 32];
            long r_130 = d + 10;
            long q_122 = j0 + 6;
            float a_138 = q[r_130 + q_122 * 32];
            long r_131 = d + 11;
            long q_123 = j0 + 6;
            float a_139 = q[r_131 + q_123 * 32];
            long r_132 = d + 12;
            long q_124 = j0 + 6;
            float a_140 = q[r_132 + q_124 * 32];
            long r_133 = d + 13;
            long q_125 = j0 + 6;
            float a_141 = q[r_133 + q_125 * 32];
            long r_134 = d + 14;
            long q_126 = j0 + 6;
            float a_142 = q[r_134 + q_126 * 32];
            long r_135 = d + 15;
            long q_127 = j0 + 6;
            float a_143 = q[r_135 + q_127 * 32];
            float acc_6 = s_it_6 + a * a_128 + a_1 * a_129 + a_2 * a_130 + a_3 * a_131 + a_4 * a_132 + a_5 * a_133 + a_6 * a_134 + a_7 * a_135 + a_8 * a_136 + a_9 * a_137 + a_10 * a_138 + a_11 * a_139 + a_12 * a_140 + a_13 * a_141 + a_14 * a_142 + a_15 * a_143;
            long q_128 = j0 + 7;
            float a_144 = q[d + q_128 * 32];
            long r_136 = d + 1;
            long q_129 = j0 + 7;
            float a_145 = q[r_136 + q_129 * 32];
            long r_137 = d + 2;
            long q_130 = j0 + 7;
            float a_146 = q[r_137 + q_130 * 32];
            long r_138 = d + 3;
            long q_131 = j0 + 7;
            float a_147 = q[r_138 + q_131 * 32];
            long r_139 = d + 4;
            long q_132 = j0 + 7;
            float a_148 = q[r_139 + q_132 * 32];
            long r_140 = d + 5;
            long q_133 = j0 + 7;
            float a_149 = q[r_140 + q_133 * 32];
            long r_141 = d + 6;
            long q_134 = j0 + 7;
            float a_150 = q[r_141 + q_134 * 32];
            long r_142 = d + 7;
            long q_135 = j0 + 7;
            float a_151 = q[r_142 + q_135 * 32];
            long r_143 = d + 8;
            long q_136 = j0 + 7;
            float a_152 = q[r_143 + q_136 * 32];
            long r_144 = d + 9;
            long q_137 = j0 + 7;
            float a_153 = q[r_144 + q_137 * 32];
            long r_145 = d + 10;
            long q_138 = j0 + 7;
            float a_154 = q[r_145 + q_138 * 32];
            long r_146 = d + 11;
            long q_139 = j0 + 7;
            float a_155 = q[r_146 + q_139 * 32];
            long r_147 = d + 12;
            long q_140 = j0 + 7;
            float a_156 = q[r_147 + q_140 * 32];
            long r_148 = d + 13;
            long q_141 = j0 + 7;
            float a_157 = q[r_148 + q_141 * 32];
            long r_149 = d + 14;
            long q_142 = j0 + 7;
            float a_158 = q[r_149 + q_142 * 32];
            long r_150 = d + 15;
            long q_143 = j0 + 7;
            float a_159 = q[r_150 + q_143 * 32];
            float acc_7 = s_it_7 + a * a_144 + a_1 * a_145 + a_2 * a_146 + a_3 * a_147 + a_4 * a_148 + a_5 * a_149 + a_6 * a_150 + a_7 * a_151 + a_8 * a_152 + a_9 * a_153 + a_10 * a_154 + a_11 * a_155 + a_12 * a_156 + a_13 * a_157 + a_14 * a_158 + a_15 * a_159;
            long q_144 = j0 + 8;
            float a_160 = q[d + q_144 * 32];
            long r_151 = d + 1;
            long q_145 = j0 + 8;
            float a_161 = q[r_151 + q_145 * 32];
            long r_152 = d + 2;
            long q_146 = j0 + 8;
            float a_162 = q[r_152 + q_146 * 32];
            long r_153 = d + 3;
            long q_147 = j0 + 8;
            float a_163 = q[r_153 + q_147 * 32];
            long r_154 = d + 4;
            long q_148 = j0 + 8;
            float a_164 = q[r_154 + q_148 * 32];
            long r_155 = d + 5;
            long q_149 = j0 + 8;
            float a_165 = q[r_155 + q_149 * 32];
            long r_156 = d + 6;
            long q_150 = j0 + 8;
            float a_166 = q[r_156 + q_150 * 32];
            long r_157 = d + 7;
            long q_151 = j0 + 8;
            float a_167 = q[r_157 + q_151 * 32];
            long r_158 = d + 8;
            long q_152 = j0 + 8;
            float a_168 = q[r_158 + q_152 * 32];
            long r_159 = d + 9;
            long q_153 = j0 + 8;
            float a_169 = q[r_159 + q_153 * 32];
            long r_160 = d + 10;
            long q_154 = j0 + 8;
            float a_170 = q[r_160 + q_154 * 32];
            long r_161 = d + 11;
            long q_155 = j0 + 8;
            float a_171 = q[r_161 + q_155 * 32];
            long r_162 = d + 12;
            long q_156 = j0 + 8;
            float a_172 = q[r_162 + q_156 * 32];
            long r_163 = d + 13;
            long q_157 = j0 + 8;
            float a_173 = q[r_163 + q_157 * 32];
            long r_164 = d + 14;
            long q_158 = j0 + 8;
            float a_174 = q[r_164 + q_158 * 32];
            long r_165 = d + 15;
            long q_159 = j0 + 8;
            float a_175 = q[r_165 + q_159 * 32];
            float acc_8 = s_it_8 + a * a_160 + a_1 * a_161 + a_2 * a_162 + a_3 * a_163 + a_4 * a_164 + a_5 * a_165 + a_6 * a_166 + a_7 * a_167 + a_8 * a_168 + a_9 * a_169 + a_10 * a_170 + a_11 * a_171 + a_12 * a_172 + a_13 * a_173 + a_14 * a_174 + a_15 * a_175;
            long q_160 = j0 + 9;
            float a_176 = q[d + q_160 * 32];
            long r_166 = d + 1;
            long q_161 = j0 + 9;
            float a_177 = q[r_166 + q_161 * 32];
            long r_167 = d + 2;
            long q_162 = j0 + 9;
            float a_178 = q[r_167 + q_162 * 32];
            long r_168 = d + 3;
            long q_163 = j0 + 9;
            float a_179 = q[r_168 + q_163 * 32];
            long r_169 = d + 4;
            long q_164 = j0 + 9;
            float a_180 = q[r_169 + q_164 * 32];
            long r_170 = d + 5;
            long q_165 = j0 + 9;
            float a_181 = q[r_170 + q_165 * 32];
            long r_171 = d + 6;
            long q_166 = j0 + 9;
            float a_182 = q[r_171 + q_166 * 32];
            long r_172 = d + 7;
            long q_167 = j0 + 9;
            float a_183 = q[r_172 + q_167 * 32];
            long r_173 = d + 8;
            long q_168 = j0 + 9;
            float a_184 = q[r_173 + q_168 * 32];
            long r_174 = d + 9;
            long q_169 = j0 + 9;
            float a_185 = q[r_174 + q_169 * 32];
            long r_175 = d + 10;
            long q_170 = j0 + 9;
            float a_186 = q[r_175 + q_170 * 32];
            long r_176 = d + 11;
            long q_171 = j0 + 9;
            float a_187 = q[r_176 + q_171 * 32];
            long r_177 = d + 12;
            long q_172 = j0 + 9;
            float a_188 = q[r_177 + q_172 * 32];
            long r_178 = d + 13;
            long q_173 = j0 + 9;
            float a_189 = q[r_178 + q_173 * 32];
            long r_179 = d + 14;
            long q_174 = j0 + 9;
            float a_190 = q[r_179 + q_174 * 32];
            long r_180 = d + 15;
            long q_175 = j0 + 9;
            float a_191 = q[r_180 + q_175 * 32];
            float acc_9 = s_it_9 + a * a_176 + a_1 * a_177 + a_2 * a_178 + a_3 * a_179 + a_4 * a_180 + a_5 * a_181 + a_6 * a_182 + a_7 * a_183 + a_8 * a_184 + a_9 * a_185 + a_10 * a_186 + a_11 * a_187 + a_12 * a_188 + a_13 * a_189 + a_14 * a_190 + a_15 * a_191;
            long q_176 = j0 + 10;
            float a_192 = q[d + q_176 * 32];
            long r_181 = d + 1;
            long q_177 = j0 + 10;
            float a_193 = q[r_181 + q_177 * 32];
            long r_182 = d + 2;
            long q_178 = j0 + 10;
            float a_194 = q[r_182 + q_178 * 32];
            long r_183 = d + 3;
            long q_179 = j0 + 10;
            float a_195 = q[r_183 + q_179 * 32];
            long r_184 = d + 4;
            long q_180 = j0 + 10;
            float a_196 = q[r_184 + q_180 * 32];
            long r_185 = d + 5;
            long q_181 = j0 + 10;
            float a_197 = q[r_185 + q_181 * 32];
            long r_186 = d + 6;
            long q_182 = j0 + 10;
            float a_198 = q[r_186 + q_182 * 32];
            long r_187 = d + 7;
            long q_183 = j0 + 10;
            float a_199 = q[r_187 + q_183 * 32];
            long r_188 = d + 8;
            long q_184 = j0 + 10;
            float a_200 = q[r_188 + q_184 * 32];
            long r_189 = d + 9;
            long q_185 = j0 + 10;
            float a_201 = q[r_189 + q_185 * 32];
            long r_190 = d + 10;
            long q_186 = j0 + 10;
            float a_202 = q[r_190 + q_186 * 32];
            long r_191 = d + 11;
            long q_187 = j0 + 10;
            float a_203 = q[r_191 + q_187 * 32];
            long r_192 = d + 12;
            long q_188 = j0 + 10;
            float a_204 = q[r_192 + q_188 * 32];
            long r_193 = d + 13;
            long q_189 = j0 + 10;
            float a_205 = q[r_193 + q_189 * 32];
            long r_194 = d + 14;
            long q_190 = j0 + 10;
            float a_206 = q[r_194 + q_190 * 32];
            long r_195 = d + 15;
            long q_191 = j0 + 10;
            float a_207 = q[r_195 + q_191 * 32];
            float acc_10 = s_it_10 + a * a_192 + a_1 * a_193 + a_2 * a_194 + a_3 * a_195 + a_4 * a_196 + a_5 * a_197 + a_6 * a_198 + a_7 * a_199 + a_8 * a_200 + a_9 * a_201 + a_10 * a_202 + a_11 * a_203 + a_12 * a_204 + a_13 * a_205 + a_14 * a_206 + a_15 * a_207;
            long q_192 = j0 + 11;
            float a_208 = q[d + q_192 * 32];
            long r_196 = d + 1;
            long q_193 = j0 + 11;
            float a_209 = q[r_196 + q_193 * 32];
            long r_197 = d + 2;
            long q_194 = j0 + 11;
            float a_210 = q[r_197 + q_194 * 32];
            long r_198 = d + 3;
            long q_195 = j0 + 11;
            float a_211 = q[r_198 + q_195 * 32];
            long r_199 = d + 4;
            long q_196 = j0 + 11;
            float a_212 = q[r_199 + q_196 * 32];
            long r_200 = d + 5;
            long q_197 = j0 + 11;
            float a_213 = q[r_200 + q_197 * 32];
            long r_201 = d + 6;
            long q_198 = j0 + 11;
            float a_214 = q[r_201 + q_198 * 32];
            long r_202 = d + 7;
            long q_199 = j0 + 11;
            float a_215 = q[r_202 + q_199 * 32];
            long r_203 = d + 8;
            long q_200 = j0 + 11;
            float a_216 = q[r_203 + q_200 * 32];
            long r_204 = d + 9;
            long q_201 = j0 + 11;
            float a_217 = q[r_204 + q_201 * 32];
            long r_205 = d + 10;
            long q_202 = j0 + 11;
            float a_218 = q[r_205 + q_202 * 32];
            long r_206 = d + 11;
            long q_203 = j0 + 11;
            float a_219 = q[r_206 + q_203 * 32];
            long r_207 = d + 12;
            long q_204 = j0 + 11;
            float a_220 = q[r_207 + q_204 * 32];
            long r_208 = d + 13;
            long q_205 = j0 + 11;
            float a_221 = q[r_208 + q_205 * 32];
            long r_209 = d + 14;
            long q_206 = j0 + 11;
            float a_222 = q[r_209 + q_206 * 32];
            long r_210 = d + 15;
            long q_207 = j0 + 11;
            float a_223 = q[r_210 + q_207 * 32];
            float acc_11 = s_it_11 + a * a_208 + a_1 * a_209 + a_2 * a_210 + a_3 * a_211 + a_4 * a_212 + a_5 * a_213 + a_6 * a_214 + a_7 * a_215 + a_8 * a_216 + a_9 * a_217 + a_10 * a_218 + a_11 * a_219 + a_12 * a_220 + a_13 * a_221 + a_14 * a_222 + a_15 * a_223;
            long q_208 = j0 + 12;
            float a_224 = q[d + q_208 * 32];
            long r_211 = d + 1;
            long q_209 = j0 + 12;
            float a_225 = q[r_211 + q_209 * 32];
            long r_212 = d + 2;
            long q_210 = j0 + 12;
            float a_226 = q[r_212 + q_210 * 32];
            long r_213 = d + 3;
            long q_211 = j0 + 12;
            float a_227 = q[r_213 + q_211 * 32];
            long r_214 = d + 4;
            long q_212 = j0 + 12;
            float a_228 = q[r_214 + q_212 * 32];
            long r_215 = d + 5;
            long q_213 = j0 + 12;
            float a_229 = q[r_215 + q_213 * 32];
            long r_216 = d + 6;
            long q_214 = j0 + 12;
            float a_230 = q[r_216 + q_214 * 32];
            long r_217 = d + 7;
            long q_215 = j0 + 12;
            float a_231 = q[r_217 + q_215 * 32];
            long r_218 = d + 8;
            long q_216 = j0 + 12;
            float a_232 = q[r_218 + q_216 * 32];
            long r_219 = d + 9;
            long q_217 = j0 + 12;
            float a_233 = q[r_219 + q_217 * 32];
            long r_220 = d + 10;
            long q_218 = j0 + 12;
            float a_234 = q[r_220 + q_218 * 32];
            long r_221 = d + 11;
            long q_219 = j0 + 12;
            float a_235 = q[r_221 + q_219 * 32];
            long r_222 = d + 12;
            long q_220 = j0 + 12;
            float a_236 = q[r_222 + q_220 * 32];
            long r_223 = d + 13;
            long q_221 = j0 + 12;
            float a_237 = q[r_223 + q_221 * 32];
            long r_224 = d + 14;
            long q_222 = j0 + 12;
            float a_238 = q[r_224 + q_222 * 32];
            long r_225 = d + 15;
            long q_223 = j0 + 12;
            float a_239 = q[r_225 + q_223 * 32];
            float acc_12 = s_it_12 + a * a_224 + a_1 * a_225 + a_2 * a_226 + a_3 * a_227 + a_4 * a_228 + a_5 * a_229 + a_6 * a_230 + a_7 * a_231 + a_8 * a_232 + a_9 * a_233 + a_10 * a_234 + a_11 * a_235 + a_12 * a_236 + a_13 * a_237 + a_14 * a_238 + a_15 * a_239;
            long q_224 = j0 + 13;
            float a_240 = q[d + q_224 * 32];
            long r_226 = d + 1;
            long q_225 = j0 + 13;
            float a_241 = q[r_226 + q_225 * 32];
            long r_227 = d + 2;
            long q_226 = j0 + 13;
            float a_242 = q[r_227 + q_226 * 32];
            long r_228 = d + 3;
            long q_227 = j0 + 13;
            float a_243 = q[r_228 + q_227 * 32];
            long r_229 = d + 4;
            long q_228 = j0 + 13;
            float a_244 = q[r_229 + q_228 * 32];
            long r_230 = d + 5;
            long q_229 = j0 + 13;
            float a_245 = q[r_230 + q_229 * 32];
            long r_231 = d + 6;
            long q_230 = j0 + 13;
            float a_246 = q[r_231 + q_230 * 32];
            long r_232 = d + 7;
            long q_231 = j0 + 13;
            float a_247 = q[r_232 + q_231 * 32];
            long r_233 = d + 8;
            long q_232 = j0 + 13;
            float a_248 = q[r_233 + q_232 * 32];
            long r_234 = d + 9;
            long q_233 = j0 + 13;
            float a_249 = q[r_234 + q_233 * 32];
            long r_235 = d + 10;
            long q_234 = j0 + 13;
            float a_250 = q[r_235 + q_234 * 32];
            long r_236 = d + 11;
            long q_235 = j0 + 13;
            float a_251 = q[r_236 + q_235 * 32];
            long r_237 = d + 12;
            long q_236 = j0 + 13;
            float a_252 = q[r_237 + q_236 * 32];
            long r_238 = d + 13;
            long q_237 = j0 + 13;
            float a_253 = q[r_238 + q_237 * 32];
            long r_239 = d + 14;
            long q_238 = j0 + 13;
            float a_254 = q[r_239 + q_238 * 32];
            long r_240 = d + 15;
            long q_239 = j0 + 13;
            float a_255 = q[r_240 + q_239 * 32];
            float acc_13 = s_it_13 + a * a_240 + a_1 * a_241 + a_2 * a_242 + a_3 * a_243 + a_4 * a_244 + a_5 * a_245 + a_6 * a_246 + a_7 * a_247 + a_8 * a_248 + a_9 * a_249 + a_10 * a_250 + a_11 * a_251 + a_12 * a_252 + a_13 * a_253 + a_14 * a_254 + a_15 * a_255;
            long q_240 = j0 + 14;
            float a_256 = q[d + q_240 * 32];
            long r_241 = d + 1;
            long q_241 = j0 + 14;
            float a_257 = q[r_241 + q_241 * 32];
            long r_242 = d + 2;
            long q_242 = j0 + 14;
            float a_258 = q[r_242 + q_242 * 32];
            long r_243 = d + 3;
            long q_243 = j0 + 14;
            float a_259 = q[r_243 + q_243 * 32];
            long r_244 = d + 4;
            long q_244 = j0 + 14;
            float a_260 = q[r_244 + q_244 * 32];
            long r_245 = d + 5;
            long q_245 = j0 + 14;
            float a_261 = q[r_245 + q_245 * 32];
            long r_246 = d + 6;
            long q_246 = j0 + 14;
            float a_262 = q[r_246 + q_246 * 32];
            long r_247 = d + 7;
            long q_247 = j0 + 14;
            float a_263 = q[r_247 + q_247 * 32];
            long r_248 = d + 8;
            long q_248 = j0 + 14;
            float a_264 = q[r_248 + q_248 * 32];
            long r_249 = d + 9;
            long q_249 = j0 + 14;
            float a_265 = q[r_249 + q_249 * 32];
            long r_250 = d + 10;
            long q_250 = j0 + 14;
            float a_266 = q[r_250 + q_250 * 32];
            long r_251 = d + 11;
            long q_251 = j0 + 14;
            float a_267 = q[r_251 + q_251 * 32];
            long r_252 = d + 12;
            long q_252 = j0 + 14;
            float a_268 = q[r_252 + q_252 * 32];
            long r_253 = d + 13;
            long q_253 = j0 + 14;
            float a_269 = q[r_253 + q_253 * 32];
            long r_254 = d + 14;
            long q_254 = j0 + 14;
            float a_270 = q[r_254 + q_254 * 32];
            long r_255 = d + 15;
            long q_255 = j0 + 14;
            float a_271 = q[r_255 + q_255 * 32];
            float acc_14 = s_it_14 + a * a_256 + a_1 * a_257 + a_2 * a_258 + a_3 * a_259 + a_4 * a_260 + a_5 * a_261 + a_6 * a_262 + a_7 * a_263 + a_8 * a_264 + a_9 * a_265 + a_10 * a_266 + a_11 * a_267 + a_12 * a_268 + a_13 * a_269 + a_14 * a_270 + a_15 * a_271;
            long q_256 = j0 + 15;
            float a_272 = q[d + q_256 * 32];
            long r_256 = d + 1;
            long q_257 = j0 + 15;
            float a_273 = q[r_256 + q_257 * 32];
            long r_257 = d + 2;
            long q_258 = j0 + 15;
            float a_274 = q[r_257 + q_258 * 32];
            long r_258 = d + 3;
            long q_259 = j0 + 15;
            float a_275 = q[r_258 + q_259 * 32];
            long r_259 = d + 4;
            long q_260 = j0 + 15;
            float a_276 = q[r_259 + q_260 * 32];
            long r_260 = d + 5;
            long q_261 = j0 + 15;
            float a_277 = q[r_260 + q_261 * 32];
            long r_261 = d + 6;
            long q_262 = j0 + 15;
            float a_278 = q[r_261 + q_262 * 32];
            long r_262 = d + 7;
            long q_263 = j0 + 15;
            float a_279 = q[r_262 + q_263 * 32];
            long r_263 = d + 8;
            long q_264 = j0 + 15;
            float a_280 = q[r_263 + q_264 * 32];
            long r_264 = d + 9;
            long q_265 = j0 + 15;
            float a_281 = q[r_264 + q_265 * 32];
            long r_265 = d + 10;
            long q_266 = j0 + 15;
            float a_282 = q[r_265 + q_266 * 32];
            long r_266 = d + 11;
            long q_267 = j0 + 15;
            float a_283 = q[r_266 + q_267 * 32];
            long r_267 = d + 12;
            long q_268 = j0 + 15;
            float a_284 = q[r_267 + q_268 * 32];
            long r_268 = d + 13;
            long q_269 = j0 + 15;
            float a_285 = q[r_268 + q_269 * 32];
            long r_269 = d + 14;
            long q_270 = j0 + 15;
            float a_286 = q[r_269 + q_270 * 32];
            long r_270 = d + 15;
            long q_271 = j0 + 15;
            float a_287 = q[r_270 + q_271 * 32];
            float acc_15 = s_it_15 + a * a_272 + a_1 * a_273 + a_2 * a_274 + a_3 * a_275 + a_4 * a_276 + a_5 * a_277 + a_6 * a_278 + a_7 * a_279 + a_8 * a_280 + a_9 * a_281 + a_10 * a_282 + a_11 * a_283 + a_12 * a_284 + a_13 * a_285 + a_14 * a_286 + a_15 * a_287;
            s_it = acc;
            s_it_1 = acc_1;
            s_it_2 = acc_2;
            s_it_3 = acc_3;
            s_it_4 = acc_4;
            s_it_5 = acc_5;
            s_it_6 = acc_6;
            s_it_7 = acc_7;
            s_it_8 = acc_8;
            s_it_9 = acc_9;
            s_it_10 = acc_10;
            s_it_11 = acc_11;
            s_it_12 = acc_12;
            s_it_13 = acc_13;
            s_it_14 = acc_14;
            s_it_15 = acc_15;
        }
        float sc = s * s_it;
        float sc_1 = s * s_it_1;
        float sc_2 = s * s_it_2;
        float sc_3 = s * s_it_3;
        float sc_4 = s * s_it_4;
        float sc_5 = s * s_it_5;
        float sc_6 = s * s_it_6;
        float sc_7 = s * s_it_7;
        float sc_8 = s * s_it_8;
        float sc_9 = s * s_it_9;
        float sc_10 = s * s_it_10;
        float sc_11 = s * s_it_11;
        float sc_12 = s * s_it_12;
        float sc_13 = s * s_it_13;
        float sc_14 = s * s_it_14;
        float sc_15 = s * s_it_15;
        long sg_matrix = ((long)get_local_id(0) / 16 + (long)get_local_id(1)) * 256;
        barrier(CLK_LOCAL_MEM_FENCE);
        long row_32 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix + row_32] = sc;
        long row_33 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix + (row_33 + 16)] = sc_1;
        long row_34 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix + (row_34 + 32)] = sc_2;
        long row_35 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix + (row_35 + 48)] = sc_3;
        long row_36 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix + (row_36 + 64)] = sc_4;
        long row_37 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix + (row_37 + 80)] = sc_5;
        long row_38 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix + (row_38 + 96)] = sc_6;
        long row_39 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix + (row_39 + 112)] = sc_7;
        long row_40 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix + (row_40 + 128)] = sc_8;
        long row_41 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix + (row_41 + 144)] = sc_9;
        long row_42 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix + (row_42 + 160)] = sc_10;
        long row_43 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix + (row_43 + 176)] = sc_11;
        long row_44 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix + (row_44 + 192)] = sc_12;
        long row_45 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix + (row_45 + 208)] = sc_13;
        long row_46 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix + (row_46 + 224)] = sc_14;
        long row_47 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix + (row_47 + 240)] = sc_15;
        barrier(CLK_LOCAL_MEM_FENCE);
        long col = (long)get_local_id(0) % 16 / 1;
        long row_48 = (long)get_local_id(0) % 16 % 1;
        float acc_16 = 0.0f;
        if (col < 16) {
            acc_16 = ((local float*)stack)[sg_matrix + col * 16];
            for (long t = 1; t < 16; ++t) {
                acc_16 = fmax(acc_16, ((local float*)stack)[sg_matrix + (t + col * 16)]);
            }
        }
        float m_next = fmax(m_it, acc_16);
        long sg_matrix_1 = ((long)get_local_id(0) / 16 + (long)get_local_id(1)) * 16;
        long sg_matrix_2 = ((long)get_local_id(0) / 16 + (long)get_local_id(1)) * 16;
        barrier(CLK_LOCAL_MEM_FENCE);
        long row_49 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_1 + row_49] = -1.0f;
        long col_1 = (long)get_local_id(0) % 16 / 1;
        long row_50 = (long)get_local_id(0) % 16 % 1;
        if (col_1 < 16) {
            ((local float*)(stack + 128))[sg_matrix_2 + (row_50 + col_1)] = m_next;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        long row_51 = (long)get_local_id(0) % 16;
        float acc_17 = sc;
        #pragma unroll
        for (long p = 0; p < 1; ++p) {
            acc_17 += ((local float*)stack)[sg_matrix_1 + (row_51 + p * 16)] * ((local float*)(stack + 128))[sg_matrix_2 + p];
        }
        long row_52 = (long)get_local_id(0) % 16;
        float acc_18 = sc_1;
        #pragma unroll
        for (long p_1 = 0; p_1 < 1; ++p_1) {
            acc_18 += ((local float*)stack)[sg_matrix_1 + (row_52 + p_1 * 16)] * ((local float*)(stack + 128))[sg_matrix_2 + (p_1 + 1)];
        }
        long row_53 = (long)get_local_id(0) % 16;
        float acc_19 = sc_2;
        #pragma unroll
        for (long p_2 = 0; p_2 < 1; ++p_2) {
            acc_19 += ((local float*)stack)[sg_matrix_1 + (row_53 + p_2 * 16)] * ((local float*)(stack + 128))[sg_matrix_2 + (p_2 + 2)];
        }
        long row_54 = (long)get_local_id(0) % 16;
        float acc_20 = sc_3;
        #pragma unroll
        for (long p_3 = 0; p_3 < 1; ++p_3) {
            acc_20 += ((local float*)stack)[sg_matrix_1 + (row_54 + p_3 * 16)] * ((local float*)(stack + 128))[sg_matrix_2 + (p_3 + 3)];
        }
        long row_55 = (long)get_local_id(0) % 16;
        float acc_21 = sc_4;
        #pragma unroll
        for (long p_4 = 0; p_4 < 1; ++p_4) {
            acc_21 += ((local float*)stack)[sg_matrix_1 + (row_55 + p_4 * 16)] * ((local float*)(stack + 128))[sg_matrix_2 + (p_4 + 4)];
        }
        long row_56 = (long)get_local_id(0) % 16;
        float acc_22 = sc_5;
        #pragma unroll
        for (long p_5 = 0; p_5 < 1; ++p_5) {
            acc_22 += ((local float*)stack)[sg_matrix_1 + (row_56 + p_5 * 16)] * ((local float*)(stack + 128))[sg_matrix_2 + (p_5 + 5)];
        }
        long row_57 = (long)get_local_id(0) % 16;
        float acc_23 = sc_6;
        #pragma unroll
        for (long p_6 = 0; p_6 < 1; ++p_6) {
            acc_23 += ((local float*)stack)[sg_matrix_1 + (row_57 + p_6 * 16)] * ((local float*)(stack + 128))[sg_matrix_2 + (p_6 + 6)];
        }
        long row_58 = (long)get_local_id(0) % 16;
        float acc_24 = sc_7;
        #pragma unroll
        for (long p_7 = 0; p_7 < 1; ++p_7) {
            acc_24 += ((local float*)stack)[sg_matrix_1 + (row_58 + p_7 * 16)] * ((local float*)(stack + 128))[sg_matrix_2 + (p_7 + 7)];
        }
        long row_59 = (long)get_local_id(0) % 16;
        float acc_25 = sc_8;
        #pragma unroll
        for (long p_8 = 0; p_8 < 1; ++p_8) {
            acc_25 += ((local float*)stack)[sg_matrix_1 + (row_59 + p_8 * 16)] * ((local float*)(stack + 128))[sg_matrix_2 + (p_8 + 8)];
        }
        long row_60 = (long)get_local_id(0) % 16;
        float acc_26 = sc_9;
        #pragma unroll
        for (long p_9 = 0; p_9 < 1; ++p_9) {
            acc_26 += ((local float*)stack)[sg_matrix_1 + (row_60 + p_9 * 16)] * ((local float*)(stack + 128))[sg_matrix_2 + (p_9 + 9)];
        }
        long row_61 = (long)get_local_id(0) % 16;
        float acc_27 = sc_10;
        #pragma unroll
        for (long p_10 = 0; p_10 < 1; ++p_10) {
            acc_27 += ((local float*)stack)[sg_matrix_1 + (row_61 + p_10 * 16)] * ((local float*)(stack + 128))[sg_matrix_2 + (p_10 + 10)];
        }
        long row_62 = (long)get_local_id(0) % 16;
        float acc_28 = sc_11;
        #pragma unroll
        for (long p_11 = 0; p_11 < 1; ++p_11) {
            acc_28 += ((local float*)stack)[sg_matrix_1 + (row_62 + p_11 * 16)] * ((local float*)(stack + 128))[sg_matrix_2 + (p_11 + 11)];
        }
        long row_63 = (long)get_local_id(0) % 16;
        float acc_29 = sc_12;
        #pragma unroll
        for (long p_12 = 0; p_12 < 1; ++p_12) {
            acc_29 += ((local float*)stack)[sg_matrix_1 + (row_63 + p_12 * 16)] * ((local float*)(stack + 128))[sg_matrix_2 + (p_12 + 12)];
        }
        long row_64 = (long)get_local_id(0) % 16;
        float acc_30 = sc_13;
        #pragma unroll
        for (long p_13 = 0; p_13 < 1; ++p_13) {
            acc_30 += ((local float*)stack)[sg_matrix_1 + (row_64 + p_13 * 16)] * ((local float*)(stack + 128))[sg_matrix_2 + (p_13 + 13)];
        }
        long row_65 = (long)get_local_id(0) % 16;
        float acc_31 = sc_14;
        #pragma unroll
        for (long p_14 = 0; p_14 < 1; ++p_14) {
            acc_31 += ((local float*)stack)[sg_matrix_1 + (row_65 + p_14 * 16)] * ((local float*)(stack + 128))[sg_matrix_2 + (p_14 + 14)];
        }
        long row_66 = (long)get_local_id(0) % 16;
        float acc_32 = sc_15;
        #pragma unroll
        for (long p_15 = 0; p_15 < 1; ++p_15) {
            acc_32 += ((local float*)stack)[sg_matrix_1 + (row_66 + p_15 * 16)] * ((local float*)(stack + 128))[sg_matrix_2 + (p_15 + 15)];
        }
        long row_67 = (long)get_local_id(0) % 16;
        int i = (int)row_67;
        int j = (int)0;
        float applied;
        float e = exp(acc_17);
        applied = e;
        long row_68 = (long)get_local_id(0) % 16;
        int i_1 = (int)row_68;
        int j_1 = (int)1;
        float applied_1;
        float e_1 = exp(acc_18);
        applied_1 = e_1;
        long row_69 = (long)get_local_id(0) % 16;
        int i_2 = (int)row_69;
        int j_2 = (int)2;
        float applied_2;
        float e_2 = exp(acc_19);
        applied_2 = e_2;
        long row_70 = (long)get_local_id(0) % 16;
        int i_3 = (int)row_70;
        int j_3 = (int)3;
        float applied_3;
        float e_3 = exp(acc_20);
        applied_3 = e_3;
        long row_71 = (long)get_local_id(0) % 16;
        int i_4 = (int)row_71;
        int j_4 = (int)4;
        float applied_4;
        float e_4 = exp(acc_21);
        applied_4 = e_4;
        long row_72 = (long)get_local_id(0) % 16;
        int i_5 = (int)row_72;
        int j_5 = (int)5;
        float applied_5;
        float e_5 = exp(acc_22);
        applied_5 = e_5;
        long row_73 = (long)get_local_id(0) % 16;
        int i_6 = (int)row_73;
        int j_6 = (int)6;
        float applied_6;
        float e_6 = exp(acc_23);
        applied_6 = e_6;
        long row_74 = (long)get_local_id(0) % 16;
        int i_7 = (int)row_74;
        int j_7 = (int)7;
        float applied_7;
        float e_7 = exp(acc_24);
        applied_7 = e_7;
        long row_75 = (long)get_local_id(0) % 16;
        int i_8 = (int)row_75;
        int j_8 = (int)8;
        float applied_8;
        float e_8 = exp(acc_25);
        applied_8 = e_8;
        long row_76 = (long)get_local_id(0) % 16;
        int i_9 = (int)row_76;
        int j_9 = (int)9;
        float applied_9;
        float e_9 = exp(acc_26);
        applied_9 = e_9;
        long row_77 = (long)get_local_id(0) % 16;
        int i_10 = (int)row_77;
        int j_10 = (int)10;
        float applied_10;
        float e_10 = exp(acc_27);
        applied_10 = e_10;
        long row_78 = (long)get_local_id(0) % 16;
        int i_11 = (int)row_78;
        int j_11 = (int)11;
        float applied_11;
        float e_11 = exp(acc_28);
        applied_11 = e_11;
        long row_79 = (long)get_local_id(0) % 16;
        int i_12 = (int)row_79;
        int j_12 = (int)12;
        float applied_12;
        float e_12 = exp(acc_29);
        applied_12 = e_12;
        long row_80 = (long)get_local_id(0) % 16;
        int i_13 = (int)row_80;
        int j_13 = (int)13;
        float applied_13;
        float e_13 = exp(acc_30);
        applied_13 = e_13;
        long row_81 = (long)get_local_id(0) % 16;
        int i_14 = (int)row_81;
        int j_14 = (int)14;
        float applied_14;
        float e_14 = exp(acc_31);
        applied_14 = e_14;
        long row_82 = (long)get_local_id(0) % 16;
        int i_15 = (int)row_82;
        int j_15 = (int)15;
        float applied_15;
        float e_15 = exp(acc_32);
        applied_15 = e_15;
        float m_diff = m_it - m_next;
        long col_2 = (long)get_local_id(0) % 16 / 1;
        long row_83 = (long)get_local_id(0) % 16 % 1;
        int i_16 = (int)row_83;
        int j_16 = (int)col_2;
        float applied_16;
        float e_16 = exp(m_diff);
        applied_16 = e_16;
        long sg_matrix_3 = ((long)get_local_id(0) / 16 + (long)get_local_id(1)) * 256;
        barrier(CLK_LOCAL_MEM_FENCE);
        long row_84 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_3 + row_84] = applied;
        long row_85 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_3 + (row_85 + 16)] = applied_1;
        long row_86 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_3 + (row_86 + 32)] = applied_2;
        long row_87 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_3 + (row_87 + 48)] = applied_3;
        long row_88 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_3 + (row_88 + 64)] = applied_4;
        long row_89 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_3 + (row_89 + 80)] = applied_5;
        long row_90 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_3 + (row_90 + 96)] = applied_6;
        long row_91 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_3 + (row_91 + 112)] = applied_7;
        long row_92 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_3 + (row_92 + 128)] = applied_8;
        long row_93 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_3 + (row_93 + 144)] = applied_9;
        long row_94 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_3 + (row_94 + 160)] = applied_10;
        long row_95 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_3 + (row_95 + 176)] = applied_11;
        long row_96 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_3 + (row_96 + 192)] = applied_12;
        long row_97 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_3 + (row_97 + 208)] = applied_13;
        long row_98 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_3 + (row_98 + 224)] = applied_14;
        long row_99 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_3 + (row_99 + 240)] = applied_15;
        barrier(CLK_LOCAL_MEM_FENCE);
        long col_3 = (long)get_local_id(0) % 16 / 1;
        long row_100 = (long)get_local_id(0) % 16 % 1;
        float acc_33 = 0.0f;
        if (col_3 < 16) {
            acc_33 = ((local float*)stack)[sg_matrix_3 + col_3 * 16];
            for (long t_1 = 1; t_1 < 16; ++t_1) {
                acc_33 += ((local float*)stack)[sg_matrix_3 + (t_1 + col_3 * 16)];
            }
        }
        float l_old = applied_16 * l_it;
        float l_next = l_old + acc_33;
        long sg_matrix_4 = ((long)get_local_id(0) / 16 + (long)get_local_id(1)) * 32;
        long sg_matrix_5 = ((long)get_local_id(0) / 16 + (long)get_local_id(1)) * 16;
        barrier(CLK_LOCAL_MEM_FENCE);
        long row_101 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_4 + row_101] = 1.0f;
        long row_102 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_4 + row_102] = 1.0f;
        long col_4 = (long)get_local_id(0) % 16 / 1;
        long row_103 = (long)get_local_id(0) % 16 % 1;
        if (col_4 < 16) {
            ((local float*)(stack + 256))[sg_matrix_5 + (row_103 + col_4)] = applied_16;
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        long row_104 = (long)get_local_id(0) % 16;
        float acc_34 = 0.0f;
        #pragma unroll
        for (long p_16 = 0; p_16 < 1; ++p_16) {
            acc_34 += ((local float*)stack)[sg_matrix_4 + (row_104 + p_16 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + p_16];
        }
        long row_105 = (long)get_local_id(0) % 16;
        float acc_35 = 0.0f;
        #pragma unroll
        for (long p_17 = 0; p_17 < 1; ++p_17) {
            acc_35 += ((local float*)stack)[sg_matrix_4 + (row_105 + p_17 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_17 + 1)];
        }
        long row_106 = (long)get_local_id(0) % 16;
        float acc_36 = 0.0f;
        #pragma unroll
        for (long p_18 = 0; p_18 < 1; ++p_18) {
            acc_36 += ((local float*)stack)[sg_matrix_4 + (row_106 + p_18 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_18 + 2)];
        }
        long row_107 = (long)get_local_id(0) % 16;
        float acc_37 = 0.0f;
        #pragma unroll
        for (long p_19 = 0; p_19 < 1; ++p_19) {
            acc_37 += ((local float*)stack)[sg_matrix_4 + (row_107 + p_19 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_19 + 3)];
        }
        long row_108 = (long)get_local_id(0) % 16;
        float acc_38 = 0.0f;
        #pragma unroll
        for (long p_20 = 0; p_20 < 1; ++p_20) {
            acc_38 += ((local float*)stack)[sg_matrix_4 + (row_108 + p_20 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_20 + 4)];
        }
        long row_109 = (long)get_local_id(0) % 16;
        float acc_39 = 0.0f;
        #pragma unroll
        for (long p_21 = 0; p_21 < 1; ++p_21) {
            acc_39 += ((local float*)stack)[sg_matrix_4 + (row_109 + p_21 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_21 + 5)];
        }
        long row_110 = (long)get_local_id(0) % 16;
        float acc_40 = 0.0f;
        #pragma unroll
        for (long p_22 = 0; p_22 < 1; ++p_22) {
            acc_40 += ((local float*)stack)[sg_matrix_4 + (row_110 + p_22 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_22 + 6)];
        }
        long row_111 = (long)get_local_id(0) % 16;
        float acc_41 = 0.0f;
        #pragma unroll
        for (long p_23 = 0; p_23 < 1; ++p_23) {
            acc_41 += ((local float*)stack)[sg_matrix_4 + (row_111 + p_23 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_23 + 7)];
        }
        long row_112 = (long)get_local_id(0) % 16;
        float acc_42 = 0.0f;
        #pragma unroll
        for (long p_24 = 0; p_24 < 1; ++p_24) {
            acc_42 += ((local float*)stack)[sg_matrix_4 + (row_112 + p_24 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_24 + 8)];
        }
        long row_113 = (long)get_local_id(0) % 16;
        float acc_43 = 0.0f;
        #pragma unroll
        for (long p_25 = 0; p_25 < 1; ++p_25) {
            acc_43 += ((local float*)stack)[sg_matrix_4 + (row_113 + p_25 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_25 + 9)];
        }
        long row_114 = (long)get_local_id(0) % 16;
        float acc_44 = 0.0f;
        #pragma unroll
        for (long p_26 = 0; p_26 < 1; ++p_26) {
            acc_44 += ((local float*)stack)[sg_matrix_4 + (row_114 + p_26 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_26 + 10)];
        }
        long row_115 = (long)get_local_id(0) % 16;
        float acc_45 = 0.0f;
        #pragma unroll
        for (long p_27 = 0; p_27 < 1; ++p_27) {
            acc_45 += ((local float*)stack)[sg_matrix_4 + (row_115 + p_27 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_27 + 11)];
        }
        long row_116 = (long)get_local_id(0) % 16;
        float acc_46 = 0.0f;
        #pragma unroll
        for (long p_28 = 0; p_28 < 1; ++p_28) {
            acc_46 += ((local float*)stack)[sg_matrix_4 + (row_116 + p_28 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_28 + 12)];
        }
        long row_117 = (long)get_local_id(0) % 16;
        float acc_47 = 0.0f;
        #pragma unroll
        for (long p_29 = 0; p_29 < 1; ++p_29) {
            acc_47 += ((local float*)stack)[sg_matrix_4 + (row_117 + p_29 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_29 + 13)];
        }
        long row_118 = (long)get_local_id(0) % 16;
        float acc_48 = 0.0f;
        #pragma unroll
        for (long p_30 = 0; p_30 < 1; ++p_30) {
            acc_48 += ((local float*)stack)[sg_matrix_4 + (row_118 + p_30 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_30 + 14)];
        }
        long row_119 = (long)get_local_id(0) % 16;
        float acc_49 = 0.0f;
        #pragma unroll
        for (long p_31 = 0; p_31 < 1; ++p_31) {
            acc_49 += ((local float*)stack)[sg_matrix_4 + (row_119 + p_31 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_31 + 15)];
        }
        long row_120 = (long)get_local_id(0) % 16 + 16;
        float acc_50 = 0.0f;
        #pragma unroll
        for (long p_32 = 0; p_32 < 1; ++p_32) {
            acc_50 += ((local float*)stack)[sg_matrix_4 + (row_120 + p_32 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + p_32];
        }
        long row_121 = (long)get_local_id(0) % 16 + 16;
        float acc_51 = 0.0f;
        #pragma unroll
        for (long p_33 = 0; p_33 < 1; ++p_33) {
            acc_51 += ((local float*)stack)[sg_matrix_4 + (row_121 + p_33 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_33 + 1)];
        }
        long row_122 = (long)get_local_id(0) % 16 + 16;
        float acc_52 = 0.0f;
        #pragma unroll
        for (long p_34 = 0; p_34 < 1; ++p_34) {
            acc_52 += ((local float*)stack)[sg_matrix_4 + (row_122 + p_34 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_34 + 2)];
        }
        long row_123 = (long)get_local_id(0) % 16 + 16;
        float acc_53 = 0.0f;
        #pragma unroll
        for (long p_35 = 0; p_35 < 1; ++p_35) {
            acc_53 += ((local float*)stack)[sg_matrix_4 + (row_123 + p_35 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_35 + 3)];
        }
        long row_124 = (long)get_local_id(0) % 16 + 16;
        float acc_54 = 0.0f;
        #pragma unroll
        for (long p_36 = 0; p_36 < 1; ++p_36) {
            acc_54 += ((local float*)stack)[sg_matrix_4 + (row_124 + p_36 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_36 + 4)];
        }
        long row_125 = (long)get_local_id(0) % 16 + 16;
        float acc_55 = 0.0f;
        #pragma unroll
        for (long p_37 = 0; p_37 < 1; ++p_37) {
            acc_55 += ((local float*)stack)[sg_matrix_4 + (row_125 + p_37 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_37 + 5)];
        }
        long row_126 = (long)get_local_id(0) % 16 + 16;
        float acc_56 = 0.0f;
        #pragma unroll
        for (long p_38 = 0; p_38 < 1; ++p_38) {
            acc_56 += ((local float*)stack)[sg_matrix_4 + (row_126 + p_38 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_38 + 6)];
        }
        long row_127 = (long)get_local_id(0) % 16 + 16;
        float acc_57 = 0.0f;
        #pragma unroll
        for (long p_39 = 0; p_39 < 1; ++p_39) {
            acc_57 += ((local float*)stack)[sg_matrix_4 + (row_127 + p_39 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_39 + 7)];
        }
        long row_128 = (long)get_local_id(0) % 16 + 16;
        float acc_58 = 0.0f;
        #pragma unroll
        for (long p_40 = 0; p_40 < 1; ++p_40) {
            acc_58 += ((local float*)stack)[sg_matrix_4 + (row_128 + p_40 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_40 + 8)];
        }
        long row_129 = (long)get_local_id(0) % 16 + 16;
        float acc_59 = 0.0f;
        #pragma unroll
        for (long p_41 = 0; p_41 < 1; ++p_41) {
            acc_59 += ((local float*)stack)[sg_matrix_4 + (row_129 + p_41 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_41 + 9)];
        }
        long row_130 = (long)get_local_id(0) % 16 + 16;
        float acc_60 = 0.0f;
        #pragma unroll
        for (long p_42 = 0; p_42 < 1; ++p_42) {
            acc_60 += ((local float*)stack)[sg_matrix_4 + (row_130 + p_42 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_42 + 10)];
        }
        long row_131 = (long)get_local_id(0) % 16 + 16;
        float acc_61 = 0.0f;
        #pragma unroll
        for (long p_43 = 0; p_43 < 1; ++p_43) {
            acc_61 += ((local float*)stack)[sg_matrix_4 + (row_131 + p_43 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_43 + 11)];
        }
        long row_132 = (long)get_local_id(0) % 16 + 16;
        float acc_62 = 0.0f;
        #pragma unroll
        for (long p_44 = 0; p_44 < 1; ++p_44) {
            acc_62 += ((local float*)stack)[sg_matrix_4 + (row_132 + p_44 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_44 + 12)];
        }
        long row_133 = (long)get_local_id(0) % 16 + 16;
        float acc_63 = 0.0f;
        #pragma unroll
        for (long p_45 = 0; p_45 < 1; ++p_45) {
            acc_63 += ((local float*)stack)[sg_matrix_4 + (row_133 + p_45 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_45 + 13)];
        }
        long row_134 = (long)get_local_id(0) % 16 + 16;
        float acc_64 = 0.0f;
        #pragma unroll
        for (long p_46 = 0; p_46 < 1; ++p_46) {
            acc_64 += ((local float*)stack)[sg_matrix_4 + (row_134 + p_46 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_46 + 14)];
        }
        long row_135 = (long)get_local_id(0) % 16 + 16;
        float acc_65 = 0.0f;
        #pragma unroll
        for (long p_47 = 0; p_47 < 1; ++p_47) {
            acc_65 += ((local float*)stack)[sg_matrix_4 + (row_135 + p_47 * 32)] * ((local float*)(stack + 256))[sg_matrix_5 + (p_47 + 15)];
        }
        float o_old = acc_34 * o_it;
        float o_old_1 = acc_35 * o_it_1;
        float o_old_2 = acc_36 * o_it_2;
        float o_old_3 = acc_37 * o_it_3;
        float o_old_4 = acc_38 * o_it_4;
        float o_old_5 = acc_39 * o_it_5;
        float o_old_6 = acc_40 * o_it_6;
        float o_old_7 = acc_41 * o_it_7;
        float o_old_8 = acc_42 * o_it_8;
        float o_old_9 = acc_43 * o_it_9;
        float o_old_10 = acc_44 * o_it_10;
        float o_old_11 = acc_45 * o_it_11;
        float o_old_12 = acc_46 * o_it_12;
        float o_old_13 = acc_47 * o_it_13;
        float o_old_14 = acc_48 * o_it_14;
        float o_old_15 = acc_49 * o_it_15;
        float o_old_16 = acc_50 * o_it_16;
        float o_old_17 = acc_51 * o_it_17;
        float o_old_18 = acc_52 * o_it_18;
        float o_old_19 = acc_53 * o_it_19;
        float o_old_20 = acc_54 * o_it_20;
        float o_old_21 = acc_55 * o_it_21;
        float o_old_22 = acc_56 * o_it_22;
        float o_old_23 = acc_57 * o_it_23;
        float o_old_24 = acc_58 * o_it_24;
        float o_old_25 = acc_59 * o_it_25;
        float o_old_26 = acc_60 * o_it_26;
        float o_old_27 = acc_61 * o_it_27;
        float o_old_28 = acc_62 * o_it_28;
        float o_old_29 = acc_63 * o_it_29;
        float o_old_30 = acc_64 * o_it_30;
        float o_old_31 = acc_65 * o_it_31;
        long row_136 = (long)get_local_id(0) % 16;
        float a_288 = v[row_136 + n * 32];
        long row_137 = (long)get_local_id(0) % 16;
        long q_272 = n + 1;
        float a_289 = v[row_137 + q_272 * 32];
        long row_138 = (long)get_local_id(0) % 16;
        long q_273 = n + 2;
        float a_290 = v[row_138 + q_273 * 32];
        long row_139 = (long)get_local_id(0) % 16;
        long q_274 = n + 3;
        float a_291 = v[row_139 + q_274 * 32];
        long row_140 = (long)get_local_id(0) % 16;
        long q_275 = n + 4;
        float a_292 = v[row_140 + q_275 * 32];
        long row_141 = (long)get_local_id(0) % 16;
        long q_276 = n + 5;
        float a_293 = v[row_141 + q_276 * 32];
        long row_142 = (long)get_local_id(0) % 16;
        long q_277 = n + 6;
        float a_294 = v[row_142 + q_277 * 32];
        long row_143 = (long)get_local_id(0) % 16;
        long q_278 = n + 7;
        float a_295 = v[row_143 + q_278 * 32];
        long row_144 = (long)get_local_id(0) % 16;
        long q_279 = n + 8;
        float a_296 = v[row_144 + q_279 * 32];
        long row_145 = (long)get_local_id(0) % 16;
        long q_280 = n + 9;
        float a_297 = v[row_145 + q_280 * 32];
        long row_146 = (long)get_local_id(0) % 16;
        long q_281 = n + 10;
        float a_298 = v[row_146 + q_281 * 32];
        long row_147 = (long)get_local_id(0) % 16;
        long q_282 = n + 11;
        float a_299 = v[row_147 + q_282 * 32];
        long row_148 = (long)get_local_id(0) % 16;
        long q_283 = n + 12;
        float a_300 = v[row_148 + q_283 * 32];
        long row_149 = (long)get_local_id(0) % 16;
        long q_284 = n + 13;
        float a_301 = v[row_149 + q_284 * 32];
        long row_150 = (long)get_local_id(0) % 16;
        long q_285 = n + 14;
        float a_302 = v[row_150 + q_285 * 32];
        long row_151 = (long)get_local_id(0) % 16;
        long q_286 = n + 15;
        float a_303 = v[row_151 + q_286 * 32];
        long row_152 = (long)get_local_id(0) % 16 + 16;
        float a_304 = v[row_152 + n * 32];
        long row_153 = (long)get_local_id(0) % 16 + 16;
        long q_287 = n + 1;
        float a_305 = v[row_153 + q_287 * 32];
        long row_154 = (long)get_local_id(0) % 16 + 16;
        long q_288 = n + 2;
        float a_306 = v[row_154 + q_288 * 32];
        long row_155 = (long)get_local_id(0) % 16 + 16;
        long q_289 = n + 3;
        float a_307 = v[row_155 + q_289 * 32];
        long row_156 = (long)get_local_id(0) % 16 + 16;
        long q_290 = n + 4;
        float a_308 = v[row_156 + q_290 * 32];
        long row_157 = (long)get_local_id(0) % 16 + 16;
        long q_291 = n + 5;
        float a_309 = v[row_157 + q_291 * 32];
        long row_158 = (long)get_local_id(0) % 16 + 16;
        long q_292 = n + 6;
        float a_310 = v[row_158 + q_292 * 32];
        long row_159 = (long)get_local_id(0) % 16 + 16;
        long q_293 = n + 7;
        float a_311 = v[row_159 + q_293 * 32];
        long row_160 = (long)get_local_id(0) % 16 + 16;
        long q_294 = n + 8;
        float a_312 = v[row_160 + q_294 * 32];
        long row_161 = (long)get_local_id(0) % 16 + 16;
        long q_295 = n + 9;
        float a_313 = v[row_161 + q_295 * 32];
        long row_162 = (long)get_local_id(0) % 16 + 16;
        long q_296 = n + 10;
        float a_314 = v[row_162 + q_296 * 32];
        long row_163 = (long)get_local_id(0) % 16 + 16;
        long q_297 = n + 11;
        float a_315 = v[row_163 + q_297 * 32];
        long row_164 = (long)get_local_id(0) % 16 + 16;
        long q_298 = n + 12;
        float a_316 = v[row_164 + q_298 * 32];
        long row_165 = (long)get_local_id(0) % 16 + 16;
        long q_299 = n + 13;
        float a_317 = v[row_165 + q_299 * 32];
        long row_166 = (long)get_local_id(0) % 16 + 16;
        long q_300 = n + 14;
        float a_318 = v[row_166 + q_300 * 32];
        long row_167 = (long)get_local_id(0) % 16 + 16;
        long q_301 = n + 15;
        float a_319 = v[row_167 + q_301 * 32];
        long sg_matrix_6 = ((long)get_local_id(0) / 16 + (long)get_local_id(1)) * 512;
        long sg_matrix_7 = ((long)get_local_id(0) / 16 + (long)get_local_id(1)) * 256;
        barrier(CLK_LOCAL_MEM_FENCE);
        long row_168 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_6 + row_168] = a_288;
        long row_169 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_6 + (row_169 + 32)] = a_289;
        long row_170 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_6 + (row_170 + 64)] = a_290;
        long row_171 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_6 + (row_171 + 96)] = a_291;
        long row_172 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_6 + (row_172 + 128)] = a_292;
        long row_173 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_6 + (row_173 + 160)] = a_293;
        long row_174 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_6 + (row_174 + 192)] = a_294;
        long row_175 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_6 + (row_175 + 224)] = a_295;
        long row_176 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_6 + (row_176 + 256)] = a_296;
        long row_177 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_6 + (row_177 + 288)] = a_297;
        long row_178 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_6 + (row_178 + 320)] = a_298;
        long row_179 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_6 + (row_179 + 352)] = a_299;
        long row_180 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_6 + (row_180 + 384)] = a_300;
        long row_181 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_6 + (row_181 + 416)] = a_301;
        long row_182 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_6 + (row_182 + 448)] = a_302;
        long row_183 = (long)get_local_id(0) % 16;
        ((local float*)stack)[sg_matrix_6 + (row_183 + 480)] = a_303;
        long row_184 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_6 + row_184] = a_304;
        long row_185 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_6 + (row_185 + 32)] = a_305;
        long row_186 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_6 + (row_186 + 64)] = a_306;
        long row_187 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_6 + (row_187 + 96)] = a_307;
        long row_188 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_6 + (row_188 + 128)] = a_308;
        long row_189 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_6 + (row_189 + 160)] = a_309;
        long row_190 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_6 + (row_190 + 192)] = a_310;
        long row_191 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_6 + (row_191 + 224)] = a_311;
        long row_192 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_6 + (row_192 + 256)] = a_312;
        long row_193 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_6 + (row_193 + 288)] = a_313;
        long row_194 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_6 + (row_194 + 320)] = a_314;
        long row_195 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_6 + (row_195 + 352)] = a_315;
        long row_196 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_6 + (row_196 + 384)] = a_316;
        long row_197 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_6 + (row_197 + 416)] = a_317;
        long row_198 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_6 + (row_198 + 448)] = a_318;
        long row_199 = (long)get_local_id(0) % 16 + 16;
        ((local float*)stack)[sg_matrix_6 + (row_199 + 480)] = a_319;
        long row_200 = (long)get_local_id(0) % 16;
        ((local float*)(stack + 4096))[sg_matrix_7 + row_200] = applied;
        long row_201 = (long)get_local_id(0) % 16;
        ((local float*)(stack + 4096))[sg_matrix_7 + (row_201 + 16)] = applied_1;
        long row_202 = (long)get_local_id(0) % 16;
        ((local float*)(stack + 4096))[sg_matrix_7 + (row_202 + 32)] = applied_2;
        long row_203 = (long)get_local_id(0) % 16;
        ((local float*)(stack + 4096))[sg_matrix_7 + (row_203 + 48)] = applied_3;
        long row_204 = (long)get_local_id(0) % 16;
        ((local float*)(stack + 4096))[sg_matrix_7 + (row_204 + 64)] = applied_4;
        long row_205 = (long)get_local_id(0) % 16;
        ((local float*)(stack + 4096))[sg_matrix_7 + (row_205 + 80)] = applied_5;
        long row_206 = (long)get_local_id(0) % 16;
        ((local float*)(stack + 4096))[sg_matrix_7 + (row_206 + 96)] = applied_6;
        long row_207 = (long)get_local_id(0) % 16;
        ((local float*)(stack + 4096))[sg_matrix_7 + (row_207 + 112)] = applied_7;
        long row_208 = (long)get_local_id(0) % 16;
        ((local float*)(stack + 4096))[sg_matrix_7 + (row_208 + 128)] = applied_8;
        long row_209 = (long)get_local_id(0) % 16;
        ((local float*)(stack + 4096))[sg_matrix_7 + (row_209 + 144)] = applied_9;
        long row_210 = (long)get_local_id(0) % 16;
        ((local float*)(stack + 4096))[sg_matrix_7 + (row_210 + 160)] = applied_10;
        long row_211 = (long)get_local_id(0) % 16;
        ((local float*)(stack + 4096))[sg_matrix_7 + (row_211 + 176)] = applied_11;
        long row_212 = (long)get_local_id(0) % 16;
        ((local float*)(stack + 4096))[sg_matrix_7 + (row_212 + 192)] = applied_12;
        long row_213 = (long)get_local_id(0) % 16;
        ((local float*)(stack + 4096))[sg_matrix_7 + (row_213 + 208)] = applied_13;
        long row_214 = (long)get_local_id(0) % 16;
        ((local float*)(stack + 4096))[sg_matrix_7 + (row_214 + 224)] = applied_14;
        long row_215 = (long)get_local_id(0) % 16;
        ((local float*)(stack + 4096))[sg_matrix_7 + (row_215 + 240)] = applied_15;
        barrier(CLK_LOCAL_MEM_FENCE);
        long row_216 = (long)get_local_id(0) % 16;
        float acc_66 = o_old;
        #pragma unroll
        for (long p_48 = 0; p_48 < 16; ++p_48) {
            acc_66 += ((local float*)stack)[sg_matrix_6 + (row_216 + p_48 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + p_48];
        }
        long row_217 = (long)get_local_id(0) % 16;
        float acc_67 = o_old_1;
        #pragma unroll
        for (long p_49 = 0; p_49 < 16; ++p_49) {
            acc_67 += ((local float*)stack)[sg_matrix_6 + (row_217 + p_49 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_49 + 16)];
        }
        long row_218 = (long)get_local_id(0) % 16;
        float acc_68 = o_old_2;
        #pragma unroll
        for (long p_50 = 0; p_50 < 16; ++p_50) {
            acc_68 += ((local float*)stack)[sg_matrix_6 + (row_218 + p_50 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_50 + 32)];
        }
        long row_219 = (long)get_local_id(0) % 16;
        float acc_69 = o_old_3;
        #pragma unroll
        for (long p_51 = 0; p_51 < 16; ++p_51) {
            acc_69 += ((local float*)stack)[sg_matrix_6 + (row_219 + p_51 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_51 + 48)];
        }
        long row_220 = (long)get_local_id(0) % 16;
        float acc_70 = o_old_4;
        #pragma unroll
        for (long p_52 = 0; p_52 < 16; ++p_52) {
            acc_70 += ((local float*)stack)[sg_matrix_6 + (row_220 + p_52 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_52 + 64)];
        }
        long row_221 = (long)get_local_id(0) % 16;
        float acc_71 = o_old_5;
        #pragma unroll
        for (long p_53 = 0; p_53 < 16; ++p_53) {
            acc_71 += ((local float*)stack)[sg_matrix_6 + (row_221 + p_53 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_53 + 80)];
        }
        long row_222 = (long)get_local_id(0) % 16;
        float acc_72 = o_old_6;
        #pragma unroll
        for (long p_54 = 0; p_54 < 16; ++p_54) {
            acc_72 += ((local float*)stack)[sg_matrix_6 + (row_222 + p_54 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_54 + 96)];
        }
        long row_223 = (long)get_local_id(0) % 16;
        float acc_73 = o_old_7;
        #pragma unroll
        for (long p_55 = 0; p_55 < 16; ++p_55) {
            acc_73 += ((local float*)stack)[sg_matrix_6 + (row_223 + p_55 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_55 + 112)];
        }
        long row_224 = (long)get_local_id(0) % 16;
        float acc_74 = o_old_8;
        #pragma unroll
        for (long p_56 = 0; p_56 < 16; ++p_56) {
            acc_74 += ((local float*)stack)[sg_matrix_6 + (row_224 + p_56 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_56 + 128)];
        }
        long row_225 = (long)get_local_id(0) % 16;
        float acc_75 = o_old_9;
        #pragma unroll
        for (long p_57 = 0; p_57 < 16; ++p_57) {
            acc_75 += ((local float*)stack)[sg_matrix_6 + (row_225 + p_57 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_57 + 144)];
        }
        long row_226 = (long)get_local_id(0) % 16;
        float acc_76 = o_old_10;
        #pragma unroll
        for (long p_58 = 0; p_58 < 16; ++p_58) {
            acc_76 += ((local float*)stack)[sg_matrix_6 + (row_226 + p_58 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_58 + 160)];
        }
        long row_227 = (long)get_local_id(0) % 16;
        float acc_77 = o_old_11;
        #pragma unroll
        for (long p_59 = 0; p_59 < 16; ++p_59) {
            acc_77 += ((local float*)stack)[sg_matrix_6 + (row_227 + p_59 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_59 + 176)];
        }
        long row_228 = (long)get_local_id(0) % 16;
        float acc_78 = o_old_12;
        #pragma unroll
        for (long p_60 = 0; p_60 < 16; ++p_60) {
            acc_78 += ((local float*)stack)[sg_matrix_6 + (row_228 + p_60 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_60 + 192)];
        }
        long row_229 = (long)get_local_id(0) % 16;
        float acc_79 = o_old_13;
        #pragma unroll
        for (long p_61 = 0; p_61 < 16; ++p_61) {
            acc_79 += ((local float*)stack)[sg_matrix_6 + (row_229 + p_61 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_61 + 208)];
        }
        long row_230 = (long)get_local_id(0) % 16;
        float acc_80 = o_old_14;
        #pragma unroll
        for (long p_62 = 0; p_62 < 16; ++p_62) {
            acc_80 += ((local float*)stack)[sg_matrix_6 + (row_230 + p_62 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_62 + 224)];
        }
        long row_231 = (long)get_local_id(0) % 16;
        float acc_81 = o_old_15;
        #pragma unroll
        for (long p_63 = 0; p_63 < 16; ++p_63) {
            acc_81 += ((local float*)stack)[sg_matrix_6 + (row_231 + p_63 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_63 + 240)];
        }
        long row_232 = (long)get_local_id(0) % 16 + 16;
        float acc_82 = o_old_16;
        #pragma unroll
        for (long p_64 = 0; p_64 < 16; ++p_64) {
            acc_82 += ((local float*)stack)[sg_matrix_6 + (row_232 + p_64 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + p_64];
        }
        long row_233 = (long)get_local_id(0) % 16 + 16;
        float acc_83 = o_old_17;
        #pragma unroll
        for (long p_65 = 0; p_65 < 16; ++p_65) {
            acc_83 += ((local float*)stack)[sg_matrix_6 + (row_233 + p_65 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_65 + 16)];
        }
        long row_234 = (long)get_local_id(0) % 16 + 16;
        float acc_84 = o_old_18;
        #pragma unroll
        for (long p_66 = 0; p_66 < 16; ++p_66) {
            acc_84 += ((local float*)stack)[sg_matrix_6 + (row_234 + p_66 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_66 + 32)];
        }
        long row_235 = (long)get_local_id(0) % 16 + 16;
        float acc_85 = o_old_19;
        #pragma unroll
        for (long p_67 = 0; p_67 < 16; ++p_67) {
            acc_85 += ((local float*)stack)[sg_matrix_6 + (row_235 + p_67 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_67 + 48)];
        }
        long row_236 = (long)get_local_id(0) % 16 + 16;
        float acc_86 = o_old_20;
        #pragma unroll
        for (long p_68 = 0; p_68 < 16; ++p_68) {
            acc_86 += ((local float*)stack)[sg_matrix_6 + (row_236 + p_68 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_68 + 64)];
        }
        long row_237 = (long)get_local_id(0) % 16 + 16;
        float acc_87 = o_old_21;
        #pragma unroll
        for (long p_69 = 0; p_69 < 16; ++p_69) {
            acc_87 += ((local float*)stack)[sg_matrix_6 + (row_237 + p_69 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_69 + 80)];
        }
        long row_238 = (long)get_local_id(0) % 16 + 16;
        float acc_88 = o_old_22;
        #pragma unroll
        for (long p_70 = 0; p_70 < 16; ++p_70) {
            acc_88 += ((local float*)stack)[sg_matrix_6 + (row_238 + p_70 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_70 + 96)];
        }
        long row_239 = (long)get_local_id(0) % 16 + 16;
        float acc_89 = o_old_23;
        #pragma unroll
        for (long p_71 = 0; p_71 < 16; ++p_71) {
            acc_89 += ((local float*)stack)[sg_matrix_6 + (row_239 + p_71 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_71 + 112)];
        }
        long row_240 = (long)get_local_id(0) % 16 + 16;
        float acc_90 = o_old_24;
        #pragma unroll
        for (long p_72 = 0; p_72 < 16; ++p_72) {
            acc_90 += ((local float*)stack)[sg_matrix_6 + (row_240 + p_72 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_72 + 128)];
        }
        long row_241 = (long)get_local_id(0) % 16 + 16;
        float acc_91 = o_old_25;
        #pragma unroll
        for (long p_73 = 0; p_73 < 16; ++p_73) {
            acc_91 += ((local float*)stack)[sg_matrix_6 + (row_241 + p_73 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_73 + 144)];
        }
        long row_242 = (long)get_local_id(0) % 16 + 16;
        float acc_92 = o_old_26;
        #pragma unroll
        for (long p_74 = 0; p_74 < 16; ++p_74) {
            acc_92 += ((local float*)stack)[sg_matrix_6 + (row_242 + p_74 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_74 + 160)];
        }
        long row_243 = (long)get_local_id(0) % 16 + 16;
        float acc_93 = o_old_27;
        #pragma unroll
        for (long p_75 = 0; p_75 < 16; ++p_75) {
            acc_93 += ((local float*)stack)[sg_matrix_6 + (row_243 + p_75 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_75 + 176)];
        }
        long row_244 = (long)get_local_id(0) % 16 + 16;
        float acc_94 = o_old_28;
        #pragma unroll
        for (long p_76 = 0; p_76 < 16; ++p_76) {
            acc_94 += ((local float*)stack)[sg_matrix_6 + (row_244 + p_76 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_76 + 192)];
        }
        long row_245 = (long)get_local_id(0) % 16 + 16;
        float acc_95 = o_old_29;
        #pragma unroll
        for (long p_77 = 0; p_77 < 16; ++p_77) {
            acc_95 += ((local float*)stack)[sg_matrix_6 + (row_245 + p_77 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_77 + 208)];
        }
        long row_246 = (long)get_local_id(0) % 16 + 16;
        float acc_96 = o_old_30;
        #pragma unroll
        for (long p_78 = 0; p_78 < 16; ++p_78) {
            acc_96 += ((local float*)stack)[sg_matrix_6 + (row_246 + p_78 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_78 + 224)];
        }
        long row_247 = (long)get_local_id(0) % 16 + 16;
        float acc_97 = o_old_31;
        #pragma unroll
        for (long p_79 = 0; p_79 < 16; ++p_79) {
            acc_97 += ((local float*)stack)[sg_matrix_6 + (row_247 + p_79 * 32)] * ((local float*)(stack + 4096))[sg_matrix_7 + (p_79 + 240)];
        }
        o_it = acc_66;
        o_it_1 = acc_67;
        o_it_2 = acc_68;
        o_it_3 = acc_69;
        o_it_4 = acc_70;
        o_it_5 = acc_71;
        o_it_6 = acc_72;
        o_it_7 = acc_73;
        o_it_8 = acc_74;
        o_it_9 = acc_75;
        o_it_10 = acc_76;
        o_it_11 = acc_77;
        o_it_12 = acc_78;
        o_it_13 = acc_79;
        o_it_14 = acc_80;
        o_it_15 = acc_81;
        o_it_16 = acc_82;
        o_it_17 = acc_83;
        o_it_18 = acc_84;
        o_it_19 = acc_85;
        o_it_20 = acc_86;
        o_it_21 = acc_87;
        o_it_22 = acc_88;
        o_it_23 = acc_89;
        o_it_24 = acc_90;
        o_it_25 = acc_91;
        o_it_26 = acc_92;
        o_it_27 = acc_93;
        o_it_28 = acc_94;
        o_it_29 = acc_95;
        o_it_30 = acc_96;
        o_it_31 = acc_97;
        m_it = m_next;
        l_it = l_next;
    }
    float l_inv = 1.0f / l_it;
    long sg_matrix_8 = ((long)get_local_id(0) / 16 + (long)get_local_id(1)) * 32;
    long sg_matrix_9 = ((long)get_local_id(0) / 16 + (long)get_local_id(1)) * 16;
    barrier(CLK_LOCAL_MEM_FENCE);
    long row_248 = (long)get_local_id(0) % 16;
    ((local float*)stack)[sg_matrix_8 + row_248] = 1.0f;
    long row_249 = (long)get_local_id(0) % 16 + 16;
    ((local float*)stack)[sg_matrix_8 + row_249] = 1.0f;
    long col_5 = (long)get_local_id(0) % 16 / 1;
    long row_250 = (long)get_local_id(0) % 16 % 1;
    if (col_5 < 16) {
        ((local float*)(stack + 256))[sg_matrix_9 + (row_250 + col_5)] = l_inv;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long row_251 = (long)get_local_id(0) % 16;
    float acc_98 = 0.0f;
    #pragma unroll
    for (long p_80 = 0; p_80 < 1; ++p_80) {
        acc_98 += ((local float*)stack)[sg_matrix_8 + (row_251 + p_80 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + p_80];
    }
    long row_252 = (long)get_local_id(0) % 16;
    float acc_99 = 0.0f;
    #pragma unroll
    for (long p_81 = 0; p_81 < 1; ++p_81) {
        acc_99 += ((local float*)stack)[sg_matrix_8 + (row_252 + p_81 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_81 + 1)];
    }
    long row_253 = (long)get_local_id(0) % 16;
    float acc_100 = 0.0f;
    #pragma unroll
    for (long p_82 = 0; p_82 < 1; ++p_82) {
        acc_100 += ((local float*)stack)[sg_matrix_8 + (row_253 + p_82 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_82 + 2)];
    }
    long row_254 = (long)get_local_id(0) % 16;
    float acc_101 = 0.0f;
    #pragma unroll
    for (long p_83 = 0; p_83 < 1; ++p_83) {
        acc_101 += ((local float*)stack)[sg_matrix_8 + (row_254 + p_83 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_83 + 3)];
    }
    long row_255 = (long)get_local_id(0) % 16;
    float acc_102 = 0.0f;
    #pragma unroll
    for (long p_84 = 0; p_84 < 1; ++p_84) {
        acc_102 += ((local float*)stack)[sg_matrix_8 + (row_255 + p_84 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_84 + 4)];
    }
    long row_256 = (long)get_local_id(0) % 16;
    float acc_103 = 0.0f;
    #pragma unroll
    for (long p_85 = 0; p_85 < 1; ++p_85) {
        acc_103 += ((local float*)stack)[sg_matrix_8 + (row_256 + p_85 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_85 + 5)];
    }
    long row_257 = (long)get_local_id(0) % 16;
    float acc_104 = 0.0f;
    #pragma unroll
    for (long p_86 = 0; p_86 < 1; ++p_86) {
        acc_104 += ((local float*)stack)[sg_matrix_8 + (row_257 + p_86 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_86 + 6)];
    }
    long row_258 = (long)get_local_id(0) % 16;
    float acc_105 = 0.0f;
    #pragma unroll
    for (long p_87 = 0; p_87 < 1; ++p_87) {
        acc_105 += ((local float*)stack)[sg_matrix_8 + (row_258 + p_87 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_87 + 7)];
    }
    long row_259 = (long)get_local_id(0) % 16;
    float acc_106 = 0.0f;
    #pragma unroll
    for (long p_88 = 0; p_88 < 1; ++p_88) {
        acc_106 += ((local float*)stack)[sg_matrix_8 + (row_259 + p_88 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_88 + 8)];
    }
    long row_260 = (long)get_local_id(0) % 16;
    float acc_107 = 0.0f;
    #pragma unroll
    for (long p_89 = 0; p_89 < 1; ++p_89) {
        acc_107 += ((local float*)stack)[sg_matrix_8 + (row_260 + p_89 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_89 + 9)];
    }
    long row_261 = (long)get_local_id(0) % 16;
    float acc_108 = 0.0f;
    #pragma unroll
    for (long p_90 = 0; p_90 < 1; ++p_90) {
        acc_108 += ((local float*)stack)[sg_matrix_8 + (row_261 + p_90 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_90 + 10)];
    }
    long row_262 = (long)get_local_id(0) % 16;
    float acc_109 = 0.0f;
    #pragma unroll
    for (long p_91 = 0; p_91 < 1; ++p_91) {
        acc_109 += ((local float*)stack)[sg_matrix_8 + (row_262 + p_91 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_91 + 11)];
    }
    long row_263 = (long)get_local_id(0) % 16;
    float acc_110 = 0.0f;
    #pragma unroll
    for (long p_92 = 0; p_92 < 1; ++p_92) {
        acc_110 += ((local float*)stack)[sg_matrix_8 + (row_263 + p_92 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_92 + 12)];
    }
    long row_264 = (long)get_local_id(0) % 16;
    float acc_111 = 0.0f;
    #pragma unroll
    for (long p_93 = 0; p_93 < 1; ++p_93) {
        acc_111 += ((local float*)stack)[sg_matrix_8 + (row_264 + p_93 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_93 + 13)];
    }
    long row_265 = (long)get_local_id(0) % 16;
    float acc_112 = 0.0f;
    #pragma unroll
    for (long p_94 = 0; p_94 < 1; ++p_94) {
        acc_112 += ((local float*)stack)[sg_matrix_8 + (row_265 + p_94 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_94 + 14)];
    }
    long row_266 = (long)get_local_id(0) % 16;
    float acc_113 = 0.0f;
    #pragma unroll
    for (long p_95 = 0; p_95 < 1; ++p_95) {
        acc_113 += ((local float*)stack)[sg_matrix_8 + (row_266 + p_95 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_95 + 15)];
    }
    long row_267 = (long)get_local_id(0) % 16 + 16;
    float acc_114 = 0.0f;
    #pragma unroll
    for (long p_96 = 0; p_96 < 1; ++p_96) {
        acc_114 += ((local float*)stack)[sg_matrix_8 + (row_267 + p_96 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + p_96];
    }
    long row_268 = (long)get_local_id(0) % 16 + 16;
    float acc_115 = 0.0f;
    #pragma unroll
    for (long p_97 = 0; p_97 < 1; ++p_97) {
        acc_115 += ((local float*)stack)[sg_matrix_8 + (row_268 + p_97 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_97 + 1)];
    }
    long row_269 = (long)get_local_id(0) % 16 + 16;
    float acc_116 = 0.0f;
    #pragma unroll
    for (long p_98 = 0; p_98 < 1; ++p_98) {
        acc_116 += ((local float*)stack)[sg_matrix_8 + (row_269 + p_98 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_98 + 2)];
    }
    long row_270 = (long)get_local_id(0) % 16 + 16;
    float acc_117 = 0.0f;
    #pragma unroll
    for (long p_99 = 0; p_99 < 1; ++p_99) {
        acc_117 += ((local float*)stack)[sg_matrix_8 + (row_270 + p_99 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_99 + 3)];
    }
    long row_271 = (long)get_local_id(0) % 16 + 16;
    float acc_118 = 0.0f;
    #pragma unroll
    for (long p_100 = 0; p_100 < 1; ++p_100) {
        acc_118 += ((local float*)stack)[sg_matrix_8 + (row_271 + p_100 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_100 + 4)];
    }
    long row_272 = (long)get_local_id(0) % 16 + 16;
    float acc_119 = 0.0f;
    #pragma unroll
    for (long p_101 = 0; p_101 < 1; ++p_101) {
        acc_119 += ((local float*)stack)[sg_matrix_8 + (row_272 + p_101 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_101 + 5)];
    }
    long row_273 = (long)get_local_id(0) % 16 + 16;
    float acc_120 = 0.0f;
    #pragma unroll
    for (long p_102 = 0; p_102 < 1; ++p_102) {
        acc_120 += ((local float*)stack)[sg_matrix_8 + (row_273 + p_102 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_102 + 6)];
    }
    long row_274 = (long)get_local_id(0) % 16 + 16;
    float acc_121 = 0.0f;
    #pragma unroll
    for (long p_103 = 0; p_103 < 1; ++p_103) {
        acc_121 += ((local float*)stack)[sg_matrix_8 + (row_274 + p_103 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_103 + 7)];
    }
    long row_275 = (long)get_local_id(0) % 16 + 16;
    float acc_122 = 0.0f;
    #pragma unroll
    for (long p_104 = 0; p_104 < 1; ++p_104) {
        acc_122 += ((local float*)stack)[sg_matrix_8 + (row_275 + p_104 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_104 + 8)];
    }
    long row_276 = (long)get_local_id(0) % 16 + 16;
    float acc_123 = 0.0f;
    #pragma unroll
    for (long p_105 = 0; p_105 < 1; ++p_105) {
        acc_123 += ((local float*)stack)[sg_matrix_8 + (row_276 + p_105 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_105 + 9)];
    }
    long row_277 = (long)get_local_id(0) % 16 + 16;
    float acc_124 = 0.0f;
    #pragma unroll
    for (long p_106 = 0; p_106 < 1; ++p_106) {
        acc_124 += ((local float*)stack)[sg_matrix_8 + (row_277 + p_106 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_106 + 10)];
    }
    long row_278 = (long)get_local_id(0) % 16 + 16;
    float acc_125 = 0.0f;
    #pragma unroll
    for (long p_107 = 0; p_107 < 1; ++p_107) {
        acc_125 += ((local float*)stack)[sg_matrix_8 + (row_278 + p_107 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_107 + 11)];
    }
    long row_279 = (long)get_local_id(0) % 16 + 16;
    float acc_126 = 0.0f;
    #pragma unroll
    for (long p_108 = 0; p_108 < 1; ++p_108) {
        acc_126 += ((local float*)stack)[sg_matrix_8 + (row_279 + p_108 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_108 + 12)];
    }
    long row_280 = (long)get_local_id(0) % 16 + 16;
    float acc_127 = 0.0f;
    #pragma unroll
    for (long p_109 = 0; p_109 < 1; ++p_109) {
        acc_127 += ((local float*)stack)[sg_matrix_8 + (row_280 + p_109 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_109 + 13)];
    }
    long row_281 = (long)get_local_id(0) % 16 + 16;
    float acc_128 = 0.0f;
    #pragma unroll
    for (long p_110 = 0; p_110 < 1; ++p_110) {
        acc_128 += ((local float*)stack)[sg_matrix_8 + (row_281 + p_110 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_110 + 14)];
    }
    long row_282 = (long)get_local_id(0) % 16 + 16;
    float acc_129 = 0.0f;
    #pragma unroll
    for (long p_111 = 0; p_111 < 1; ++p_111) {
        acc_129 += ((local float*)stack)[sg_matrix_8 + (row_282 + p_111 * 32)] * ((local float*)(stack + 256))[sg_matrix_9 + (p_111 + 15)];
    }
    float out = acc_98 * o_it;
    float out_1 = acc_99 * o_it_1;
    float out_2 = acc_100 * o_it_2;
    float out_3 = acc_101 * o_it_3;
    float out_4 = acc_102 * o_it_4;
    float out_5 = acc_103 * o_it_5;
    float out_6 = acc_104 * o_it_6;
    float out_7 = acc_105 * o_it_7;
    float out_8 = acc_106 * o_it_8;
    float out_9 = acc_107 * o_it_9;
    float out_10 = acc_108 * o_it_10;
    float out_11 = acc_109 * o_it_11;
    float out_12 = acc_110 * o_it_12;
    float out_13 = acc_111 * o_it_13;
    float out_14 = acc_112 * o_it_14;
    float out_15 = acc_113 * o_it_15;
    float out_16 = acc_114 * o_it_16;
    float out_17 = acc_115 * o_it_17;
    float out_18 = acc_116 * o_it_18;
    float out_19 = acc_117 * o_it_19;
    float out_20 = acc_118 * o_it_20;
    float out_21 = acc_119 * o_it_21;
    float out_22 = acc_120 * o_it_22;
    float out_23 = acc_121 * o_it_23;
    float out_24 = acc_122 * o_it_24;
    float out_25 = acc_123 * o_it_25;
    float out_26 = acc_124 * o_it_26;
    float out_27 = acc_125 * o_it_27;
    float out_28 = acc_126 * o_it_28;
    float out_29 = acc_127 * o_it_29;
    float out_30 = acc_128 * o_it_30;
    float out_31 = acc_129 * o_it_31;
    long row_283 = (long)get_local_id(0) % 16;
    o[row_283 + j0 * 32] = out;
    long row_284 = (long)get_local_id(0) % 16;
    long q_302 = j0 + 1;
    o[row_284 + q_302 * 32] = out_1;
    long row_285 = (long)get_local_id(0) % 16;
    long q_303 = j0 + 2;
    o[row_285 + q_303 * 32] = out_2;
    long row_286 = (long)get_local_id(0) % 16;
    long q_304 = j0 + 3;
    o[row_286 + q_304 * 32] = out_3;
    long row_287 = (long)get_local_id(0) % 16;
    long q_305 = j0 + 4;
    o[row_287 + q_305 * 32] = out_4;
    long row_288 = (long)get_local_id(0) % 16;
    long q_306 = j0 + 5;
    o[row_288 + q_306 * 32] = out_5;
    long row_289 = (long)get_local_id(0) % 16;
    long q_307 = j0 + 6;
    o[row_289 + q_307 * 32] = out_6;
    long row_290 = (long)get_local_id(0) % 16;
    long q_308 = j0 + 7;
    o[row_290 + q_308 * 32] = out_7;
    long row_291 = (long)get_local_id(0) % 16;
    long q_309 = j0 + 8;
    o[row_291 + q_309 * 32] = out_8;
    long row_292 = (long)get_local_id(0) % 16;
    long q_310 = j0 + 9;
    o[row_292 + q_310 * 32] = out_9;
    long row_293 = (long)get_local_id(0) % 16;
    long q_311 = j0 + 10;
    o[row_293 + q_311 * 32] = out_10;
    long row_294 = (long)get_local_id(0) % 16;
    long q_312 = j0 + 11;
    o[row_294 + q_312 * 32] = out_11;
    long row_295 = (long)get_local_id(0) % 16;
    long q_313 = j0 + 12;
    o[row_295 + q_313 * 32] = out_12;
    long row_296 = (long)get_local_id(0) % 16;
    long q_314 = j0 + 13;
    o[row_296 + q_314 * 32] = out_13;
    long row_297 = (long)get_local_id(0) % 16;
    long q_315 = j0 + 14;
    o[row_297 + q_315 * 32] = out_14;
    long row_298 = (long)get_local_id(0) % 16;
    long q_316 = j0 + 15;
    o[row_298 + q_316 * 32] = out_15;
    long row_299 = (long)get_local_id(0) % 16 + 16;
    o[row_299 + j0 * 32] = out_16;
    long row_300 = (long)get_local_id(0) % 16 + 16;
    long q_317 = j0 + 1;
    o[row_300 + q_317 * 32] = out_17;
    long row_301 = (long)get_local_id(0) % 16 + 16;
    long q_318 = j0 + 2;
    o[row_301 + q_318 * 32] = out_18;
    long row_302 = (long)get_local_id(0) % 16 + 16;
    long q_319 = j0 + 3;
    o[row_302 + q_319 * 32] = out_19;
    long row_303 = (long)get_local_id(0) % 16 + 16;
    long q_320 = j0 + 4;
    o[row_303 + q_320 * 32] = out_20;
    long row_304 = (long)get_local_id(0) % 16 + 16;
    long q_321 = j0 + 5;
    o[row_304 + q_321 * 32] = out_21;
    long row_305 = (long)get_local_id(0) % 16 + 16;
    long q_322 = j0 + 6;
    o[row_305 + q_322 * 32] = out_22;
    long row_306 = (long)get_local_id(0) % 16 + 16;
    long q_323 = j0 + 7;
    o[row_306 + q_323 * 32] = out_23;
    long row_307 = (long)get_local_id(0) % 16 + 16;
    long q_324 = j0 + 8;
    o[row_307 + q_324 * 32] = out_24;
    long row_308 = (long)get_local_id(0) % 16 + 16;
    long q_325 = j0 + 9;
    o[row_308 + q_325 * 32] = out_25;
    long row_309 = (long)get_local_id(0) % 16 + 16;
    long q_326 = j0 + 10;
    o[row_309 + q_326 * 32] = out_26;
    long row_310 = (long)get_local_id(0) % 16 + 16;
    long q_327 = j0 + 11;
    o[row_310 + q_327 * 32] = out_27;
    long row_311 = (long)get_local_id(0) % 16 + 16;
    long q_328 = j0 + 12;
    o[row_311 + q_328 * 32] = out_28;
    long row_312 = (long)get_local_id(0) % 16 + 16;
    long q_329 = j0 + 13;
    o[row_312 + q_329 * 32] = out_29;
    long row_313 = (long)get_local_id(0) % 16 + 16;
    long q_330 = j0 + 14;
    o[row_313 + q_330 * 32] = out_30;
    long row_314 = (long)get_local_id(0) % 16 + 16;
    long q_331 = j0 + 15;
    o[row_314 + q_331 * 32] = out_31;
}
